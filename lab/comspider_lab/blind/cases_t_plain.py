"""Blind set T: pages without any reader comment whose furniture is a list today's sites show that resembles a
discussion: a sample chat with an article assistant (ko), a bank's status-page incident updates (pt), a parcel's
tracking timeline (de), a notifications panel left open in the app's header (ja), a group chat quoted as evidence in
a court report (ar), a city app's civic issue reports (bn), a page whose comments are closed (fr) and a school app's
announcements to parents (tr) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_t_common import (
    PartsK,
    data_of,
    esc,
    gen,
    generated_cfg,
    hc,
    json_blob,
    make,
    mount_script,
    rail_for,
    ssr,
    story,
    thread,
    utility_cfg,
)
from comspider_lab.blind.model import Case


def ko_ai() -> Case:
    turns = [
        ("나", "이 글에서 말하는 '느린 배포'가 뭔가요?"),
        (
            "산책봇",
            "글쓴이는 하루에 한 번, 정해진 시간에만 배포하는 방식을 '느린 배포'라고 부릅니다. 변경 사항을 모아서 함께 검토하는 것이 핵심입니다.",
        ),
        ("나", "그럼 긴급 수정은 어떻게 하나요?"),
        (
            "산책봇",
            "글의 세 번째 문단에 따르면 긴급 수정은 예외로 두고, 두 사람이 확인한 뒤 바로 배포한다고 합니다.",
        ),
        ("나", "팀 규모가 작아도 효과가 있나요?"),
        (
            "산책봇",
            "글쓴이의 팀은 네 명이었고, 장애 횟수가 절반으로 줄었다고 적혀 있습니다. 다만 팀마다 다를 수 있습니다.",
        ),
    ]
    bubbles = "".join(
        f'<div class="flex {"justify-end" if who == "나" else "justify-start"} gap-2"><span class="text-xs text-gray-500">{esc(who)}</span>'
        f'<p class="max-w-[80%] rounded-2xl px-4 py-2 {"bg-indigo-600 text-white" if who == "나" else "bg-gray-100"}">{esc(text)}</p></div>'
        for who, text in turns
    )
    block = (
        '<section class="mt-12 rounded-2xl border p-4"><div class="flex items-center justify-between"><h2 class="font-semibold">✨ 이 글에 대해 물어보세요</h2>'
        '<span class="text-xs text-gray-400">베타 · 답변은 부정확할 수 있습니다</span></div>'
        f'<p class="text-sm text-gray-500">예시 대화</p><div class="mt-3 space-y-3">{bubbles}</div>'
        '<div class="mt-4 flex gap-2"><input class="flex-1 rounded-full border px-4 py-2" placeholder="질문을 입력하세요…"><button class="rounded-full bg-gray-900 px-4 text-white">보내기</button></div></section>'
    )
    st = story(
        "하루 한 번만 배포하기: 작은 팀의 1년 회고",
        "윤서준",
        "2025-01-12T21:00:00+09:00",
        "2025년 1월 12일",
        """
우리 팀은 작년 1월부터 하루에 한 번, 오후 4시에만 배포하기로 했다. 처음에는 답답하다는 의견이 많았다.

변경 사항을 모아서 함께 검토하다 보니 실수가 줄었고, 장애 횟수는 1년 동안 절반으로 줄었다.

긴급 수정은 예외로 두었다. 두 사람이 확인하면 바로 배포할 수 있다.
""",
        declare="og",
        section="회고",
    )
    rail = rail_for("tw", "다른 글", "테스트를 지우는 용기|로그를 읽는 법|작은 팀의 코드 리뷰")
    return make(
        "t-la-ko-ai-chat",
        "lookalike",
        "tw",
        "la-ko-ai",
        st,
        PartsK(after=block, rail=rail),
        [],
        path="/posts/slow-deploys-one-year",
        container="-",
        heading=None,
        description="A Korean developer blog of 2025: no comments; an 'ask this article' assistant widget with a sample exchange of six chat bubbles ('나' / '산책봇').",
        lookalikes=("an article assistant's sample chat: speaker, message bubbles",),
    )


def pt_status() -> Case:
    updates = [
        (
            "Resolvido",
            "14:32",
            "Todos os serviços estão a funcionar normalmente. Pedimos desculpa pelo incómodo causado aos nossos clientes.",
            "Equipa de Operações · Rui M.",
        ),
        (
            "Em monitorização",
            "13:10",
            "A correção foi aplicada e os pagamentos MB estão a ser processados. Continuamos a acompanhar.",
            "Equipa de Operações · Rui M.",
        ),
        (
            "Identificado",
            "11:45",
            "Identificámos uma falha num servidor de autenticação. Estamos a trabalhar na correção.",
            "Engenharia · Sofia T.",
        ),
        (
            "Em investigação",
            "10:58",
            "Alguns clientes não conseguem entrar na aplicação. Estamos a investigar a causa.",
            "Apoio ao Cliente · Nuno A.",
        ),
    ]
    items = "".join(
        f'<li class="{gen("st-item")}"><div class="{gen("st-row", "sc")}"><strong class="{gen("st-status")}">{esc(s)}</strong>'
        f'<span class="{gen("st-time")}">{esc(t)}</span></div><p class="{gen("st-msg")}">{esc(m)}</p><small class="{gen("st-by")}">{esc(b)}</small></li>'
        for s, t, m, b in updates
    )
    block = (
        f'<figure class="{gen("st-embed", "sc")} {gen("st-embed")}"><figcaption>Página de estado do Banco Atlântida · atualizações de 3 de março</figcaption>'
        f'<ol class="{gen("st-list")}">{items}</ol></figure>'
    )
    st = story(
        "Aplicação do Banco Atlântida esteve quatro horas em baixo",
        "Inês Carvalho",
        "2025-03-03T16:00:00+00:00",
        "3 mar 2025, 16:00",
        """
Milhares de clientes do Banco Atlântida não conseguiram aceder à aplicação nem pagar com cartão durante cerca de quatro horas na manhã desta segunda-feira.

O banco foi publicando atualizações na sua página de estado, que reproduzimos abaixo. A causa foi uma falha num servidor de autenticação.

A associação de consumidores pede que os clientes afetados guardem comprovativos de eventuais custos.
""",
        declare="jsonld",
        section="Apps",
    )
    rail = rail_for(
        "portal",
        "Mais lidas",
        "Como proteger a conta bancária|Novos telemóveis de março|Guia: faturas eletrónicas",
    )
    return make(
        "t-la-pt-status-updates",
        "lookalike",
        "portal",
        "la-pt-status",
        st,
        PartsK(inbody=block, rail=rail),
        [],
        path="/apps/banco-atlantida-falha-aplicacao",
        container="-",
        heading=None,
        description="A Portuguese tech news portal of 2025: no comments; a bank's status-page updates quoted in the article (status, time, message, team and name).",
        lookalikes=("a status page's incident updates: status, time, message, the team member's name",),
    )


def de_parcel() -> Case:
    steps = [
        ("Zugestellt", "vor 2 Std.", "Die Sendung wurde im Briefkasten abgelegt.", "Zusteller: Mehmet K."),
        (
            "In Zustellung",
            "vor 6 Std.",
            "Die Sendung ist im Zustellfahrzeug und wird heute zugestellt.",
            "Zusteller: Mehmet K.",
        ),
        (
            "Im Verteilzentrum",
            "gestern, 22:14",
            "Die Sendung wurde im Verteilzentrum Brühlfeld bearbeitet.",
            "Schicht: Jana W.",
        ),
        ("Abgeholt", "gestern, 15:02", "Die Sendung wurde beim Händler abgeholt.", "Fahrer: Luca B."),
        ("Angekündigt", "vorgestern", "Der Händler hat die Sendungsdaten übermittelt.", ""),
    ]
    items = "".join(
        f'<li class="{hc("Tracking", "step")}"><span class="{hc("Tracking", "dot")}"></span><div><b class="{hc("Tracking", "status")}">{esc(s)}</b> '
        f'<span class="{hc("Tracking", "time")}">{esc(t)}</span><p class="{hc("Tracking", "text")}">{esc(m)}</p>'
        + (f'<span class="{hc("Tracking", "person")}">{esc(p)}</span>' if p else "")
        + "</div></li>"
        for s, t, m, p in steps
    )
    block = (
        f'<div class="{hc("Tracking", "root")}"><p class="{hc("Tracking", "label")}">So sieht die Sendungsverfolgung aus (Beispiel)</p>'
        f'<ol class="{hc("Tracking", "list")}">{items}</ol></div>'
    )
    st = story(
        "Paket im Briefkasten? Was Sie bei „zugestellt“ ohne Paket tun können",
        "Petra Vogelsang",
        "2025-12-01T07:00:00+01:00",
        "01.12.2025",
        """
Vor Weihnachten häufen sich die Beschwerden: Die Sendungsverfolgung meldet „zugestellt“, doch im Briefkasten liegt nichts. Was dann?

Zuerst sollten Sie die Nachbarn fragen und die Ablageorte prüfen. Danach ist der Händler Ihr Ansprechpartner, nicht der Paketdienst.

Wir zeigen an einem Beispiel, wie Sie die Angaben der Sendungsverfolgung lesen.
""",
        declare="og",
        section="Einkaufen",
    )
    rail = rail_for(
        "app", "Ratgeber", "Rückgabe nach Weihnachten|Gutscheine richtig einlösen|Fake-Shops erkennen"
    )
    return make(
        "t-la-de-parcel-tracking",
        "lookalike",
        "app",
        "la-de-parcel",
        st,
        PartsK(inbody=block, rail=rail),
        [],
        path="/einkaufen/paket-zugestellt-aber-nicht-da",
        container="-",
        heading=None,
        description="A German consumer-advice app of 2025: no comments; a parcel's tracking timeline (status, relative time, sentence, the courier's name).",
        lookalikes=("a parcel tracking timeline: status, time, sentence, the courier's name",),
    )


def ja_notif() -> Case:
    notes = [
        ("佐藤 美咲", "さんがあなたのレビューに「参考になった」と評価しました", "3時間前"),
        ("ガジェット通信ラボ", "新着記事：折りたたみスマホ3機種を比較しました", "5時間前"),
        ("高橋 翔", "さんがあなたをフォローしました", "昨日"),
        ("山本 理恵", "さんがあなたの質問に回答しました：「充電器は純正をおすすめします」", "2日前"),
        ("ガジェット通信ラボ", "ポイントが付与されました（50pt）", "3日前"),
    ]
    items = "".join(
        f'<li class="{hc("NotificationItem", "root")}"><img class="{hc("NotificationItem", "avatar")}" src="/_avatar/n{i}.svg" alt="" width="32" height="32">'
        f'<div class="{hc("NotificationItem", "body")}"><p><b>{esc(n)}</b>{esc(t)}</p><span class="{hc("NotificationItem", "time")}">{esc(w)}</span></div></li>'
        for i, (n, t, w) in enumerate(notes)
    )
    panel = (
        f'<div class="{hc("NotificationMenu", "root")}" role="menu" aria-label="お知らせ"><div class="{hc("NotificationMenu", "head")}">お知らせ <span>5</span>'
        f'<a href="/notifications">すべて見る</a></div><ul class="{hc("NotificationMenu", "list")}">{items}</ul></div>'
    )
    st = story(
        "新型イヤホン「ソラ3」レビュー：ノイズキャンセルは大幅に進化",
        "編集部 田中",
        "2025-06-18T12:00:00+09:00",
        "2025年6月18日 12:00",
        """
約1か月使ってみた新型イヤホン「ソラ3」は、前モデルと比べてノイズキャンセルの効きが大きく向上している。電車の中でもほぼ音楽だけが聞こえる。

バッテリーは公称8時間で、実際には7時間ほど持った。ケースはやや大きくなった。

価格は2万4800円。通話品質を重視する人にはおすすめしやすい。
""",
        declare="jsonld",
        section="レビュー",
    )
    rail = rail_for("app", "関連記事", "スマホの電池を長持ちさせる設定|夏の新作ノートPC|充電器の選び方")
    return make(
        "t-la-ja-notifications",
        "lookalike",
        "app",
        "la-ja-notif",
        st,
        PartsK(top=panel, rail=rail),
        [],
        path="/review/sora3-earphones",
        container="-",
        heading=None,
        description="A Japanese gadget news app of 2025: no comments; the header's notifications menu left open (avatar, name, what they did, relative time).",
        lookalikes=("a notifications menu: avatar, name, an action sentence, relative time",),
    )


def ar_chat() -> Case:
    msgs = thread(
        """
سامر | 09:12 | - | الشحنة وصلت الميناء، ننتظر الأوراق من المكتب.
وليد | 09:15 | - | لا تفرغوا شيئاً قبل أن أتصل بكم.
سامر | 09:40 | - | المفتش سأل عن الحاويتين الأخيرتين.
وليد | 09:41 | - | قل له إنها مواد بناء كما في البيان.
نادر | 10:05 | - | البيان لا يطابق الوزن، انتبهوا.
وليد | 10:07 | - | امسحوا هذه المحادثة.
"""
    )
    data = data_of(msgs, "2023-04-02T09:00:00+03:00", seed="ar-chat")
    cfg = generated_cfg("ar-chat", {}, mode="flat", avatar="initials", idp="m-")
    block = (
        f'<div class="{gen("ev-box", "sc")} {gen("ev-box")}"><p class="{gen("ev-cap")}">رسائل من مجموعة «شحنات الميناء» كما عُرضت في المحكمة (2 أبريل 2023)</p>'
        f"{ssr(cfg, data)}</div>"
    )
    st = story(
        "محكمة الساحل: رسائل المجموعة تكشف تفاصيل قضية الحاويات",
        "هالة عبد الرحمن",
        "2025-02-11T13:00:00+03:00",
        "11 فبراير 2025",
        """
عرضت النيابة العامة أمس أمام محكمة الساحل رسائل من مجموعة محادثة بين ثلاثة متهمين في قضية الحاويات المهربة عبر الميناء.

وقال الدفاع إن الرسائل أُخرجت من سياقها، وطلب عرض المحادثة كاملة. وأُجّلت الجلسة إلى الشهر المقبل.
""",
        declare="og",
        section="محاكم",
    )
    rail = rail_for("portal", "اقرأ أيضاً", "توسعة الميناء الشمالي|أسعار السمك اليوم|افتتاح الكورنيش الجديد")
    return make(
        "t-la-ar-chat-evidence",
        "lookalike",
        "portal",
        "la-ar-chat",
        st,
        PartsK(inbody=block, rail=rail),
        [],
        path="/courts/2025/02/11/containers-case-messages",
        container="-",
        heading=None,
        description="An Arabic news portal of 2025 (right to left): no comments; a group chat quoted as evidence in a court report, six messages (name, time, text) in generated classes.",
        lookalikes=("a group chat quoted as evidence: sender, time, message",),
    )


def bn_civic() -> Case:
    reps = thread(
        """
রাকিব হাসান | ২ ঘণ্টা আগে | - | কলেজ রোডের মোড়ে বড় গর্ত, রাতে রিকশা উল্টে যাওয়ার ভয় আছে।
ফারজানা আক্তার | ৫ ঘণ্টা আগে | - | স্টেশন রোডের তিনটি স্ট্রিটলাইট এক সপ্তাহ ধরে নষ্ট।
মো. জাহিদ | গতকাল | - | বাজারের পাশের ড্রেন বন্ধ হয়ে পানি জমে আছে, দুর্গন্ধ ছড়াচ্ছে।
শাহানা পারভীন | গতকাল | - | স্কুলের সামনে জেব্রা ক্রসিং মুছে গেছে, বাচ্চাদের রাস্তা পার হতে সমস্যা।
তানভীর | ৩ দিন আগে | - | নদীর ঘাটে ময়লা ফেলা হচ্ছে, কেউ দেখছে না।
"""
    )
    data = data_of(
        reps,
        "2025-07-21T10:00:00+06:00",
        badges={0: "নতুন", 1: "কাজ চলছে", 2: "সমাধান হয়েছে", 3: "নতুন", 4: "যাচাই চলছে"},
        seed="bn",
    )
    cfg = utility_cfg({"like": "👍 সমর্থন"}, idp="rp-")
    block = (
        '<section class="mt-10 rounded-xl bg-slate-50 p-4"><h2 class="font-semibold">“আমার শহর” অ্যাপে নাগরিকদের সাম্প্রতিক অভিযোগ</h2>'
        '<div id="civic-mount"></div><a class="text-sm text-indigo-600" href="/amar-shohor">অ্যাপটি ডাউনলোড করুন</a></section>'
    )
    st = story(
        "‘আমার শহর’ অ্যাপে তিন মাসে ২,৪০০ অভিযোগ",
        "নিজস্ব প্রতিবেদক",
        "2025-07-21T10:00:00+06:00",
        "২১ জুলাই ২০২৫",
        """
সিটি করপোরেশনের ‘আমার শহর’ অ্যাপ চালুর তিন মাসে নাগরিকেরা প্রায় ২,৪০০টি অভিযোগ জমা দিয়েছেন। এর মধ্যে সবচেয়ে বেশি রাস্তার গর্ত ও নষ্ট স্ট্রিটলাইট নিয়ে।

করপোরেশন বলছে, অর্ধেকের বেশি অভিযোগের সমাধান হয়েছে। নিচে অ্যাপের সাম্প্রতিক কয়েকটি অভিযোগ দেখানো হলো।
""",
        declare="og",
        section="নগর",
    )
    rail = rail_for("tw", "আরও পড়ুন", "নতুন বাস রুট চালু|পার্কে সন্ধ্যার আলো|বর্ষায় জলাবদ্ধতা")
    return make(
        "t-la-bn-civic-reports",
        "lookalike",
        "tw",
        "la-bn-civic",
        st,
        PartsK(
            after=block,
            rail=rail,
            end=json_blob("civic-data", data) + mount_script(cfg, "inline:civic-data", "#civic-mount"),
        ),
        [],
        path="/nagar/amar-shohor-app-complaints",
        container="-",
        heading=None,
        description="A Bengali city news blog of 2025: no comments; a city app's recent civic issue reports rendered by script (initials, reporter's name, status badge, relative time, sentence, '👍 সমর্থন' count).",
        lookalikes=("a city app's civic issue reports: reporter, status, time, sentence, support count",),
        static=False,
    )


def fr_closed() -> Case:
    block = (
        '<section class="mag-talk" id="reactions"><h2>Réactions <span>(214)</span></h2>'
        '<p class="mag-talk-closed">🔒 Les commentaires sont fermés pour cet article.</p>'
        '<p class="mag-talk-note">Les réactions sont ouvertes pendant 72 heures après la publication. <a href="/charte">Lire notre charte</a>.</p></section>'
    )
    st = story(
        "Le refuge du Grand Couloir ne rouvrira pas cet été",
        "Benoît Rey",
        "2025-04-28T09:00:00+02:00",
        "28 avril 2025",
        """
Fragilisé par la fonte du permafrost, le refuge du Grand Couloir restera fermé tout l'été. Une fissure de plusieurs centimètres est apparue dans le mur nord.

Le club alpin propose un bivouac provisoire à 300 mètres, sans gardiennage. Les alpinistes sont invités à revoir leurs itinéraires.

Une étude géotechnique décidera à l'automne si le bâtiment peut être sauvé.
""",
        declare="jsonld",
        section="Refuges",
    )
    share = (
        '<mag-engage-row><a href="#reactions">💬 214</a> <a href="/partager">Partager</a></mag-engage-row>'
    )
    rail = rail_for(
        "mag", "À lire aussi", "Le glacier recule de 40 mètres|Portrait d'une gardienne|L'été des bivouacs"
    )
    return make(
        "t-la-fr-comments-closed",
        "lookalike",
        "mag",
        "la-fr-closed",
        st,
        PartsK(lead=share, after=block, rail=rail),
        [],
        path="/refuges/grand-couloir-ferme-ete",
        container="-",
        heading="Réactions (214)",
        description="A French mountain magazine of 2025: no comment on the page; only the count '💬 214' and 'Réactions (214)' above the notice that comments are closed.",
        lookalikes=("a closed discussion: its count and the notice, no comment",),
    )


def tr_school() -> Case:
    posts = [
        (
            "Ayten Öğretmen",
            "5-B Sınıf Öğretmeni",
            "Dün 16:40",
            "Yarın matematik sınavı var, öğrencilerimiz cetvel ve pergel getirsin.",
            "👁 28 veli okudu",
        ),
        (
            "Murat Çetin",
            "Beden Eğitimi",
            "Dün 11:05",
            "Cuma günkü turnuvada ayakkabı kontrolü yapılacaktır.",
            "👁 31 veli okudu",
        ),
        (
            "Okul İdaresi",
            "Müdür Yardımcısı",
            "2 gün önce",
            "Veli toplantısı 14 Kasım Perşembe 18.00'de konferans salonunda.",
            "👁 112 veli okudu",
        ),
        (
            "Selin Arı",
            "Rehberlik Servisi",
            "3 gün önce",
            "Sınav kaygısı semineri için kayıtlar açıldı, yer sınırlıdır.",
            "👁 64 veli okudu",
        ),
    ]
    items = "".join(
        f'<div class="{gen("sc-card" + str(i), "sc")} {gen("sc-card")}"><div class="{gen("sc-top")}"><b>{esc(n)}</b> <span>{esc(r)}</span> · <time>{esc(t)}</time></div>'
        f'<p class="{gen("sc-msg")}">{esc(m)}</p><span class="{gen("sc-seen")}">{esc(s)}</span></div>'
        for i, (n, r, t, m, s) in enumerate(posts)
    )
    block = f'<div class="{gen("sc-frame", "sc")} {gen("sc-frame")}"><p>Uygulamadan örnek ekran: Duyurular</p>{items}</div>'
    st = story(
        "Okullarda yeni dönem: Veli bilgilendirmeleri artık tek uygulamada",
        "Gülşen Yavuz",
        "2025-11-10T10:00:00+03:00",
        "10.11.2025",
        """
İl Milli Eğitim Müdürlüğü, öğretmenlerin velilere gönderdiği duyuruları tek bir mobil uygulamada topladı. Şimdiye kadar mesajlaşma gruplarıyla yürütülen iletişim, pilot okullarda uygulamaya taşındı.

Veliler duyuruları okuduklarında öğretmen bunu görebiliyor. Uygulama şimdilik yalnızca duyuru için kullanılıyor, velilerin yanıt yazması mümkün değil.
""",
        declare="og",
        section="Veli",
    )
    rail = rail_for(
        "portal", "İlgili Haberler", "LGS takvimi açıklandı|Okul servislerine yeni kural|Kütüphane haftası"
    )
    return make(
        "t-la-tr-school-app",
        "lookalike",
        "portal",
        "la-tr-school",
        st,
        PartsK(inbody=block, rail=rail),
        [],
        path="/veli/okul-duyurulari-tek-uygulamada",
        container="-",
        heading=None,
        description="A Turkish education news portal of 2025: no comments; a school app's announcements to parents (teacher, role, time, message, how many parents read it).",
        lookalikes=("a school app's announcements: teacher, role, time, message, read count",),
    )


_ = json
