"""Blind set AP: eight more hand-built discussions in the served HTML, each showing who answers whom a different way: a
forum-like thread under the article whose posts quote earlier posts with a link to them (ru), a blog whose author's
answers carry a class of their own (sv), replies folded under "n replies" and present but ``hidden`` (ja), replies
drawn in other markup than top-level cards (an extra wrapper, no avatar; tr), replies without a time and signatures
after the text (cs), an old board's flat table indented by spacer cells (ko), a ``dl`` with answers in nested ``dl``
and signatures after the text (hu), two visible levels with deeper answers naming their parent by a link (uk). Every
class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ap_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    kids,
    make,
    nest,
    paras,
    seeds,
    thread,
)


def ru_plotina() -> Case:
    cs = thread("""
Лесник | 21.08.2012 09:14 | - | - | Прочитал статью. Плотину латают третий раз за десять лет, а толку нет: весной опять размоет.
Ирина_С | 21.08.2012 09:48 | 0 | - | «весной опять размоет» >> В этот раз обещают бетонный водосброс, а не мешки с песком. Посмотрим.
Лесник | 21.08.2012 10:20 | 1 | - | «обещают бетонный водосброс» >> Обещали и в 2008-м. Я тогда сам мешки таскал.
дед Матвей | 21.08.2012 11:02 | - | - | Пока плотину ремонтируют, пруд спустили, и вся рыба ушла вниз по реке. Кто-нибудь знает, будут ли зарыблять?
Ирина_С | 21.08.2012 11:30 | 2 | - | «Я тогда сам мешки таскал» >> Помню, вы тогда всю деревню подняли. Спасибо вам за это.
Серёга_72 | 21.08.2012 12:15 | 3 | - | «будут ли зарыблять» >> Глава поселения говорил на сходе, что весной запустят карпа. Сколько, не сказал.
дед Матвей | 21.08.2012 12:40 | 5 | - | «весной запустят карпа» >> Карп это хорошо, но раньше тут и щука водилась. Щуку бы вернуть.
Серёга_72 | 21.08.2012 13:05 | 6 | - | «Щуку бы вернуть» >> Щука сама придёт, если будет кого есть.
Наталья Пе | 21.08.2012 16:50 | - | - | А мост по плотине на время ремонта закрыт? Мне к маме в Озерки ездить.
Модератор | 21.08.2012 17:12 | 8 | - | «мост по плотине» >> Закрыт до 15 октября, объезд через Кривцово. Это есть в статье, во втором абзаце.
Наталья Пе | 21.08.2012 17:30 | 9 | - | «объезд через Кривцово» >> Спасибо, пропустила.
Лесник | 22.08.2012 08:05 | - | - | Сходил утром посмотреть: техника стоит, рабочих нет. Вот и весь ремонт.
""")
    info = {
        "Лесник": "сообщений: 1 204",
        "Ирина_С": "сообщений: 388",
        "дед Матвей": "сообщений: 57",
        "Серёга_72": "сообщений: 931",
        "Наталья Пе": "сообщений: 12",
        "Модератор": "модератор форума",
    }

    def post(i: int, c: C) -> str:
        q = ""
        if c.parent is not None:
            p = c.parent
            q = (
                f'<div class="fp-q"><div class="fp-q-head"><b>{esc(cs[p].name)}</b> писал(а): '
                f'<a class="fp-q-go" href="#p{10231 + p}" title="к сообщению">↑</a></div>'
                f'<div class="fp-q-text">{esc(c.quote)}</div></div>'
            )
        return (
            f'<table class="fp-post" id="p{10231 + i}"><tr><td class="fp-user"><b class="fp-nick">{esc(c.name)}</b>'
            f'<br><img src="/_avatar/fp-{i}.svg" alt="" width="60" height="60"><br><small>{esc(info[c.name])}</small></td>'
            f'<td class="fp-main"><div class="fp-meta">#{i + 1} · Добавлено: {esc(c.when)}</div>{q}'
            f'<div class="fp-text">{paras(c.seed.text)}</div><div class="fp-act"><a href="#fp-answer">Цитировать</a></div></td></tr></table>'
        )

    block = (
        '<section class="forum-tema"><h2>Обсуждение на форуме: «Ремонт плотины на Сосновке»</h2>'
        '<p class="fp-info">Тема создана автоматически к статье · 12 сообщений · <a href="/forum/">Все темы форума</a></p>'
        + "".join(post(i, c) for i, c in enumerate(cs))
        + '<form id="fp-answer" action="/forum/post" method="post"><textarea name="t"></textarea><button>Ответить</button></form></section>'
    )
    st = Story(
        "На Сосновке начали ремонт плотины",
        "Виктор Сизов",
        "2012-08-20T15:00:00+04:00",
        "20 августа 2012",
        """
В понедельник у села Заречное начался ремонт плотины на реке Сосновке. Подрядчик должен укрепить тело плотины и построить бетонный водосброс вместо разрушенного весной.

На время работ пруд спущен. Движение по мосту на плотине закрыто до 15 октября, объезд организован через Кривцово.

Стоимость работ составляет около 14 миллионов рублей. Деньги выделены из областного бюджета.
""",
        section="Район",
        related=(
            "В Озерках открыли новый фельдшерский пункт",
            "Уборка зерновых подходит к концу",
            "Сельский клуб ищет руководителя хора",
        ),
        tags=("плотина", "Сосновка", "ремонт"),
    )
    return make(
        "ap-ru-plotina-forum",
        "discussion",
        "ru-zarechye",
        st,
        Parts(after=block),
        seeds(cs),
        path="/rayon/remont-plotiny-sosnovka",
        container="section.forum-tema: h2 'Обсуждение на форуме: …', one table.fp-post a post in time order (td.fp-user nick, avatar, post count; td.fp-main '#n · Добавлено: …', a div.fp-q quote 'name писал(а): ↑' whose arrow links to the quoted post, the text); four levels by the quote links",
        heading="Обсуждение на форуме: «Ремонт плотины на Сосновке»",
        description="A Russian district news site of 2012: a forum-like thread of 12 posts under the article, in time order; answers quote a few words of an earlier post with 'name писал(а):' and a link to it (chains four deep); the moderator answers; times '21.08.2012 09:14'.",
    )


def sv_jordkallare() -> Case:
    cs = thread("""
Lena i Ånge | 4 juli 2016 kl. 21:10 | - | - | Så fint det blev! Vilken sorts näver använde ni under torven?
Karin | 4 juli 2016 kl. 21:45 | 0 | au | Tack Lena! Vi köpte näver av en hemslöjdare i grannbyn, men drygade ut med takpapp under. Lite fusk, jag vet.
Lena i Ånge | 5 juli 2016 kl. 07:30 | 1 | - | Inget fusk alls, min farfar gjorde likadant på sin lada på femtiotalet.
Karin | 5 juli 2016 kl. 08:12 | 2 | au | Då känner jag mig genast bättre.
Gunnar Ek | 5 juli 2016 kl. 12:40 | - | - | Hur tjock torv lade ni? Vår torkar ut varje juli.
Karin | 5 juli 2016 kl. 13:05 | 4 | au | Ungefär femton centimeter, med gräset nedåt i första lagret. Vattna på kvällen första sommaren.
Tore | 6 juli 2016 kl. 09:02 | 4 | - | Gunnar, vi lade ett lager lera under torven. Håller fukten mycket bättre.
Gunnar Ek | 6 juli 2016 kl. 10:15 | 6 | - | Lera, smart. Det provar jag i höst.
Maja B. | 5 juli 2016 kl. 19:20 | - | - | Källaren på sista bilden ser ut precis som hos mormor. Jag blev alldeles nostalgisk.
Ebba | 7 juli 2016 kl. 22:48 | - | - | Hur kallt håller sig källaren på sommaren nu?
Karin | 8 juli 2016 kl. 08:30 | 9 | au | Sex grader i går, när det var tjugofem ute. Potatisen från i fjol är fortfarande fin.
""")

    def item(i: int, c: C, sub: str) -> str:
        au = c.has("au")
        label = ' <span class="svar-etikett">Bloggaren</span>' if au else ""
        return (
            f'<li class="{"svar svar--agare" if au else "svar"}" id="svar-{431 + i}"><div class="svar-rad">'
            f'<span class="svar-namn">{esc(c.name)}</span>{label} '
            f'<span class="svar-tid">{esc(c.when)}</span></div>{paras(c.seed.text, cls="svar-text")}'
            f'<a class="svar-knapp" href="#skriv">Svara</a>{sub}</li>'
        )

    css = ".svar--agare{background:#eef5e8;border-left:3px solid #3f5a3c}.svar-barn{list-style:none;margin-left:26px}"
    block = (
        '<section class="svaren" id="skriv"><h3>11 svar</h3><ul class="svar-lista">'
        + nest(cs, item, lambda s, _p: f'<ul class="svar-barn">{s}</ul>')
        + '</ul><form action="/svara" method="post"><textarea name="t"></textarea><button>Skicka</button></form></section>'
    )
    st = Story(
        "Vi bytte taket på jordkällaren",
        "Karin",
        "2016-07-04T18:00:00+02:00",
        "4 juli 2016",
        """
Jordkällaren bakom stugan är nästan lika gammal som huset. Taket hade sjunkit ihop på ena sidan och i våras droppade det in vatten på hyllorna.

Vi tog två helger på oss. Först av med den gamla torven, sedan nya brädor, näver och papp och till sist torven tillbaka, lager för lager.

Nu hoppas vi bara att den håller i fyrtio år till.
""",
        section="Stugan",
        related=("Vedboden blev klar", "Midsommar vid ån", "Rabarberpaj på gammalt vis"),
        tags=("jordkällare", "torvtak"),
    )
    return make(
        "ap-sv-jordkallare-author",
        "discussion",
        "sv-stugan",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/stugan/nytt-tak-pa-jordkallaren",
        container="section.svaren: h3 '11 svar', ul.svar-lista > li.svar; replies in ul.svar-barn inside the parent's li, four levels; the blogger's answers li.svar.svar--agare with a green background and 'Bloggaren'",
        heading="11 svar",
        description="A Swedish cottage blog of 2016: 11 readers' comments nested four levels, the blogger's four answers highlighted by another class and a label; times '4 juli 2016 kl. 21:10'.",
    )


def ja_ashiyu() -> Case:
    cs = thread("""
山の湯ファン | 2025/01/14 19:22 | - | - | 冬こそ足湯がありがたいので本当にうれしいです。週末に家族で行きます。
たけのこ | 2025/01/14 19:50 | 0 | - | 雪の日でも開いているんでしょうか。去年は大雪の日に閉まっていました。
霧山町観光協会 | 2025/01/15 09:05 | 1 | - | 大雪警報の日を除き、朝9時から夕方5時まで開放します。タオルは売店でお求めください。
たけのこ | 2025/01/15 09:40 | 2 | - | ご丁寧にありがとうございます。
佐野 | 2025/01/14 20:11 | - | - | 無料なのはいいけど、駐車場が狭いのが問題。土日は路上に停める車で道がふさがります。
近所の者 | 2025/01/14 21:30 | 4 | - | 本当にそうです。うちの前にも毎週停められます。
佐野 | 2025/01/14 21:52 | 5 | - | 旧小学校の校庭を臨時駐車場にする話はどうなったんでしょうね。
まゆみ | 2025/01/15 07:48 | 4 | - | 駅から歩いて十分なので、電車で来てほしいですね。
湯めぐり太郎 | 2025/01/15 12:03 | - | - | 足湯の横にあった古い木のベンチ、新しくなっていました。背もたれ付きで座りやすいです。
ゆず | 2025/01/15 18:26 | - | - | 子どもが小さいのですが、お湯は熱すぎませんか？
湯めぐり太郎 | 2025/01/15 19:02 | 9 | - | 四十度くらいでぬるめです。小学生の息子も平気でした。
ゆず | 2025/01/15 19:30 | 10 | - | 安心しました。来週行ってみます。
""")

    def count(i: int) -> int:
        return sum(1 + count(k) for k in kids(cs, i))

    def item(i: int, c: C, sub: str) -> str:
        fold = ""
        if sub:
            fold = (
                f'<button type="button" class="kc-open" aria-expanded="false" aria-controls="kc-r{i}">返信{count(i)}件を表示</button>'
                f'<div class="kc-replies" id="kc-r{i}" hidden>{sub}</div>'
            )
        return (
            f'<div class="kc-item" id="kc{i + 1}"><div class="kc-who"><span class="kc-name">{esc(c.name)}</span>'
            f'<span class="kc-time">{esc(c.when)}</span></div>{paras(c.seed.text, cls="kc-body")}'
            '<div class="kc-act"><button type="button">いいね</button><button type="button">返信</button></div>'
            f"{fold}</div>"
        )

    end = (
        "<script>document.querySelectorAll('.kc-open').forEach(b=>b.addEventListener('click',()=>{"
        "const r=document.getElementById(b.getAttribute('aria-controls'));r.hidden=!r.hidden;"
        "b.setAttribute('aria-expanded',String(!r.hidden));}));</script>"
    )
    block = (
        '<section class="kc-wrap"><h2>みんなの声（12件）</h2>'
        + nest(cs, item, lambda s, _p: s)
        + '<p class="kc-note">投稿には会員登録が必要です。</p></section>'
    )
    st = Story(
        "霧山温泉の足湯、冬季も無料開放へ",
        "霧山新報 編集部",
        "2025-01-14T11:00:00+09:00",
        "2025年1月14日 11:00",
        """
霧山町は、霧山温泉街の中心にある足湯を今冬も無料で開放すると発表した。これまで冬季は凍結を理由に閉鎖していたが、昨年度に配管を改修したことで通年の開放が可能になった。

開放時間は午前9時から午後5時まで。大雪警報が出た日は閉鎖する。

町観光協会によると、足湯の利用者は昨年の夏だけで延べ二万人を超えた。
""",
        section="観光",
        related=("霧山駅前に観光案内所が移転", "冬の星空観察会の参加者募集", "旧小学校の活用案を募集"),
        tags=("霧山温泉", "足湯", "観光"),
    )
    return make(
        "ap-ja-ashiyu-collapsed",
        "discussion",
        "ja-kiriyama",
        st,
        Parts(after=block, end=end),
        seeds(cs),
        path="/kanko/ashiyu-toki-muryo",
        container="section.kc-wrap: h2 'みんなの声（12件）', div.kc-item cards; the replies of each inside it in a div.kc-replies with the hidden attribute, behind a button '返信n件を表示'; nested the same way four levels",
        heading="みんなの声（12件）",
        description="A Japanese town news site of 2025: 12 readers' comments whose replies are folded: present in the served HTML inside the parent but hidden, under '返信3件を表示' buttons, four levels; the tourist office answers; times '2025/01/14 19:22'.",
    )


def tr_yayla() -> Case:
    cs = thread("""
Hüseyin Aktaş | 9 Haziran 2018, 20:14 | - | - | Otuz yıldır bu yolu bekliyoruz. Kışın köye ambulans bile çıkamıyordu.
Fadime K. | 9 Haziran 2018, 20:40 | 0 | - | Doğru söylüyorsun Hüseyin abi, geçen kış babamı traktörle indirdik.
Hüseyin Aktaş | 9 Haziran 2018, 21:02 | 1 | - | Geçmiş olsun Fadime, baban nasıl şimdi?
Fadime K. | 9 Haziran 2018, 21:30 | 2 | - | İyi, sağ ol abi. Yaylaya çıkmayı bekliyor.
Cemal Yurt | 9 Haziran 2018, 22:15 | - | - | Asfalt güzel ama yol kenarındaki su kanalları yapılmazsa ilk yağmurda çöker.
Mühendis Oğuz | 10 Haziran 2018, 08:30 | 4 | - | İhale şartnamesinde kanallar da var, üç kilometrelik kısımda beton hendek yapılacak.
Cemal Yurt | 10 Haziran 2018, 09:10 | 5 | - | O zaman içim rahat. Bilgi için teşekkürler.
Selin | 10 Haziran 2018, 11:45 | - | - | Yol bitince yayla şenliği eski haline döner inşallah. Çocukluğumun en güzel günleriydi.
Ramazan Dede | 10 Haziran 2018, 13:20 | 7 | - | Şenlikte ben de kemençe çalardım kızım. Yol açılsın, yine çalarız.
Selin | 10 Haziran 2018, 14:05 | 8 | - | Dede, o zaman ön sırada ben varım!
Kadir Öz | 10 Haziran 2018, 18:40 | - | - | Taş ocağından gelen kamyonlar köyün içinden geçmesin, çocuklar yolda oynuyor.
""")

    def item(i: int, c: C, sub: str) -> str:
        more = f'<div class="yk-yanitlar">{sub}</div>' if sub else ""
        if c.parent is None:
            return (
                f'<div class="yk-kart" id="yk{i}"><img class="yk-avatar" src="/_avatar/yk-{i}.svg" alt="" width="48" height="48">'
                f'<div class="yk-ust"><a class="yk-ad" href="/uye/{i}">{esc(c.name)}</a> <span class="yk-zaman">{esc(c.when)}</span></div>'
                f'<p class="yk-metin">{esc(c.seed.text)}</p><div class="yk-alt"><button>Beğen</button> <button>Yanıtla</button></div>'
                f"{more}</div>"
            )
        return (
            f'<div class="yk-sar"><section class="yk-yanit" id="yk{i}"><p class="yk-yanit-bas"><b>{esc(c.name)}</b> '
            f'<small>{esc(c.when)}</small></p><div class="yk-yanit-icerik"><p>{esc(c.seed.text)}</p></div>'
            f'<a class="yk-yanit-link" href="#yk-form">Yanıtla</a>{more}</section></div>'
        )

    block = (
        '<section class="yorumlar-alani"><h2>Okur yorumları (11)</h2>'
        + nest(cs, item, lambda s, _p: s)
        + '<form id="yk-form" action="/yorum-gonder" method="post"><textarea name="t"></textarea><button>Gönder</button></form></section>'
    )
    st = Story(
        "Yayla yolu asfaltlanıyor",
        "Haber Merkezi",
        "2018-06-09T16:00:00+03:00",
        "09.06.2018 16:00",
        """
Yaylaköy ile Kocadüz Yaylası arasındaki on iki kilometrelik stabilize yolun asfaltlanması için ihale yapıldı. Çalışmaların temmuz başında başlaması ve ekim ayında bitmesi planlanıyor.

Yolun dik ve dar kısımlarında genişletme yapılacak, üç kilometrelik bölümde yağmur suyu için beton hendek inşa edilecek.

Köy muhtarı, yolun tamamlanmasıyla yaylaya çıkan aile sayısının artmasını beklediklerini söyledi.
""",
        section="Yerel",
        related=(
            "Fındık fiyatları açıklandı",
            "Köy okulunda kütüphane açıldı",
            "Yayla şenliği tarihi belli oldu",
        ),
        tags=("yayla", "yol", "ihale"),
    )
    return make(
        "ap-tr-yayla-replymarkup",
        "discussion",
        "tr-yaylakoy",
        st,
        Parts(after=block),
        seeds(cs),
        path="/yerel/yayla-yolu-asfaltlaniyor",
        container="section.yorumlar-alani: h2 'Okur yorumları (11)', top-level div.yk-kart (avatar, a.yk-ad, span.yk-zaman, p.yk-metin, buttons); replies in div.yk-yanitlar as div.yk-sar > section.yk-yanit (b name, small time, div.yk-yanit-icerik; no avatar), four levels",
        heading="Okur yorumları (11)",
        description="A Turkish village news site of 2018: 11 readers' comments whose replies are drawn in other markup than the top-level cards (an extra wrapper, a section, no avatar, the name in b), four levels; an engineer answers; times '9 Haziran 2018, 20:14'.",
    )


def cs_lipa() -> Case:
    cs = thread("""
Helena Nováková | 12. 5. 2014 v 18:20 | - | - | Lípa je na návsi od roku 1826, pamatuje víc než kdokoli z nás. Díky, že se o ni obec stará.
Jarda | - | 0 | - | Prý je to nejstarší strom v okrese.
Helena Nováková | - | 1 | - | To asi ne, ta v Horní Lhotě je starší. Ale naše je hezčí.
Petr Vondráček | 12. 5. 2014 v 20:05 | - | - | Kolik ošetření stálo? V zápisu ze zastupitelstva jsem to nenašel.
Obec Březina | 13. 5. 2014 v 08:40 | 3 | - | Dobrý den, ošetření stálo 38 400 Kč, sedmdesát procent pokryla dotace na péči o památné stromy. Částka bude v zápisu z červnového zasedání.
Petr Vondráček | - | 4 | - | Děkuji za rychlou odpověď.
Marie Šťastná | 13. 5. 2014 v 17:12 | - | - | Pod lípou jsme se s manželem v roce 1971 brali. Ať tam stojí dalších dvě stě let.
Vašek z mlýna | - | 6 | - | Krásné, paní Šťastná. Ať žije lípa i vy dva.
Ondra | 14. 5. 2014 v 09:55 | - | - | Mohla by obec dát pod lípu zase lavičku? Ta stará zmizela loni na podzim.
""")

    def item(i: int, c: C, sub: str) -> str:
        sign = f"— {esc(c.name)}" + (f', <span class="oh-cas">{esc(c.when)}</span>' if c.when else "")
        return (
            f'<li class="ohlas" id="oh{i + 1}"><div class="oh-text">{paras(c.seed.text)}</div>'
            f'<p class="oh-podpis">{sign}</p><p class="oh-odp"><a href="#oh-form">odpovědět</a></p>'
            + (f'<ul class="ohlasy-odp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<section class="ohlasy-ctenaru"><h3>Ohlasy (9)</h3><ul class="ohlasy">'
        + nest(cs, item, lambda s, _p: s)
        + '</ul><form id="oh-form" action="/ohlas" method="post"><textarea name="t"></textarea><button>Odeslat</button></form></section>'
    )
    st = Story(
        "Obecní lípa na návsi dostala nové ošetření",
        "Zapsal Josef Kratochvíl, kronikář",
        "2014-05-12T10:00:00+02:00",
        "12. května 2014",
        """
Památná lípa na návsi v Březině prošla minulý týden odborným ošetřením. Arborista odstranil suché větve, zkontroloval dutinu v kmeni a nainstaloval nové vazby v koruně.

Strom je vysoký přes dvacet metrů a obvod jeho kmene měří šest metrů a deset centimetrů. Podle obecní kroniky byl vysazen v roce 1826.

Obec na ošetření získala dotaci. Další kontrola je naplánována za pět let.
""",
        section="Obec",
        related=("Hasiči slavili 120 let", "Oprava kapličky u rybníka", "Den dětí na hřišti"),
        tags=("lípa", "náves", "kronika"),
    )
    return make(
        "ap-cs-lipa-notime",
        "discussion",
        "cs-brezina",
        st,
        Parts(after=block),
        seeds(cs),
        path="/obec/lipa-na-navsi-osetreni",
        container="section.ohlasy-ctenaru: h3 'Ohlasy (9)', ul.ohlasy > li.ohlas (div.oh-text first, then p.oh-podpis '— name, time'; on four replies '— name' without a time); replies in ul.ohlasy-odp inside the li, three levels",
        heading="Ohlasy (9)",
        description="A Czech village blog of 2014: 9 readers' comments nested three levels, the text first and the signature '— name, 12. 5. 2014 v 18:20' after it; four replies have no time; the municipality answers.",
    )


def ko_jajeongeo() -> Case:
    cs = thread("""
바다사랑 | 2009-04-22 09:14 | - | - | 해안도로에 자전거길이 생기면 주말마다 가족이랑 타러 가겠습니다. 기대됩니다.
해성토박이 | 2009-04-22 09:52 | 0 | - | 저도요. 그런데 차도와 분리가 제대로 되는지가 제일 걱정이네요.
바다사랑 | 2009-04-22 10:20 | 1 | - | 기사 두 번째 문단에 분리대를 설치한다고 되어 있네요.
해성토박이 | 2009-04-22 11:03 | 2 | - | 아, 제가 끝까지 안 읽었네요. 다행입니다.
김영호 | 2009-04-22 12:40 | - | - | 예산이 45억이라는데 군 재정에 비해 너무 큰 것 아닌가요.
자전거동호회장 | 2009-04-22 13:15 | 4 | - | 절반은 도비 지원이라고 들었습니다. 관광객이 늘면 충분히 돌아올 겁니다.
김영호 | 2009-04-22 14:02 | 5 | - | 관광객이 는다는 보장은 없지요. 지켜보겠습니다.
어민 박씨 | 2009-04-22 16:30 | - | - | 포구 앞은 그물 말리는 곳인데 그 구간은 어떻게 하는지 궁금합니다.
해성신문 | 2009-04-22 17:45 | 7 | - | 군청에 확인한 결과 포구 구간은 기존 도로 안쪽으로 우회하도록 설계되었다고 합니다.
어민 박씨 | 2009-04-22 18:10 | 8 | - | 답변 감사합니다. 그러면 문제없겠네요.
""")

    def row(i: int, c: C) -> str:
        d = depth(cs, i)
        gap = (
            f'<img src="/_avatar/blank-{d}.gif" width="{(d - 1) * 22}" height="1" alt=""><span class="dg-re">ㄴ</span>'
            if d > 1
            else ""
        )
        return (
            f'<tr class="dg-row"><td class="dg-gap" nowrap>{gap}</td><td class="dg-who" width="110"><b>{esc(c.name)}</b></td>'
            f'<td class="dg-body">{esc(c.seed.text)} <span class="dg-date">{esc(c.when)}</span>'
            f' <a href="#dg-w" class="dg-re-btn">[답글]</a></td></tr>'
        )

    block = (
        '<div class="dg-box"><p class="dg-title"><b>독자 의견</b> (10)</p><table class="dg-list" width="100%" cellspacing="0">'
        + "".join(row(i, c) for i, c in enumerate(cs))
        + '</table><form id="dg-w" action="/opinion" method="post">이름 <input name="n" size="8"> 비밀번호 <input type="password" name="p" size="6">'
        '<br><textarea name="t" cols="60" rows="3"></textarea> <input type="submit" value="등록"></form></div>'
    )
    st = Story(
        "해성군, 해안도로 따라 자전거길 조성",
        "박정민 기자",
        "2009-04-21T15:30:00+09:00",
        "2009년 04월 21일 15:30",
        """
해성군이 해안도로를 따라 총 18킬로미터 길이의 자전거 전용도로를 만든다. 군은 올해 하반기 공사를 시작해 내년 봄 개통할 계획이라고 21일 밝혔다.

자전거길은 차도와 분리대로 구분되며, 전망이 좋은 곳 네 군데에 쉼터가 들어선다. 총사업비는 45억 원으로 이 가운데 절반은 도비로 충당한다.

군은 자전거길이 완성되면 주말 관광객이 크게 늘 것으로 기대하고 있다.
""",
        section="지역",
        related=("해성 수산물 축제 다음 달 개막", "군립도서관 야간 개방", "해성고 축구부 도 대회 우승"),
        tags=("자전거길", "해안도로"),
    )
    return make(
        "ap-ko-jajeongeo-spacer",
        "discussion",
        "ko-haeseong",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/2009/0421/jajeongeo-gil",
        container="div.dg-box: p '독자 의견 (10)', one flat table.dg-list, a tr.dg-row per comment (td.dg-gap, td.dg-who, td.dg-body with the text and span.dg-date); the depth only by a spacer image's width and 'ㄴ' in the first cell; four levels",
        heading="독자 의견 (10)",
        description="A Korean county newspaper of 2009: 10 readers' comments as rows of one flat table, the nesting (four levels) shown only by a spacer image's width and 'ㄴ'; the paper answers; times '2009-04-22 09:14' after the text.",
    )


def hu_golyak() -> Case:
    cs = thread("""
Erzsi néni | 2019. április 2. 18:40 | - | - | Tegnap este láttam, ahogy a hím körbeszállta a tornyot. Mintha ellenőrizné, megvan-e még a fészek.
Bálint | 2019. április 2. 19:12 | 0 | - | Tavaly pont ugyanezen a napon jöttek, fel is írtam a naptárba.
Erzsi néni | 2019. április 2. 20:05 | 1 | - | Akkor pontosabbak, mint a busz.
Kovács Tibor | 2019. április 3. 07:30 | - | - | A tojó még nincs itt? Mindig a hím érkezik előbb.
Nádasparti Napló | 2019. április 3. 08:15 | 3 | - | Még nincs, de a szomszéd faluban tegnap már kettőt láttak. Pár napon belül itt lesz.
Kovács Tibor | 2019. április 3. 08:40 | 4 | - | Akkor figyelem a toronyórát is, nem csak a fészket.
Rita | 2019. április 3. 12:22 | - | - | A gyerekekkel festettünk egy gólyát az iskolában, kiraktuk az ablakba, hogy lássák.
Szabó Gergely | 2019. április 4. 06:50 | - | - | Csak a templomtető felújítása ne zavarja meg őket nyáron.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<dt class="hsz-szam">#{i + 1}</dt><dd class="hsz" id="hsz{i + 1}"><div class="hsz-szoveg">{paras(c.seed.text)}</div>'
            f'<p class="hsz-alairas">— {esc(c.name)}, {esc(c.when)}</p><p><a href="#hsz-ir">Válasz</a></p>{sub}</dd>'
        )

    block = (
        '<section class="hozzaszolasok"><h3>Hozzászólások (8)</h3><dl class="hsz-lista">'
        + nest(cs, item, lambda s, _p: f'<dl class="hsz-valaszok">{s}</dl>')
        + '</dl><form id="hsz-ir" action="/ir" method="post"><textarea name="t"></textarea><button>Elküld</button></form></section>'
    )
    st = Story(
        "Megjöttek a gólyák a templomtoronyra",
        "Írta: Judit",
        "2019-04-02T09:00:00+02:00",
        "2019. április 2.",
        """
Hétfő délután, négy óra körül leszállt az első gólya a református templom tornyán lévő fészekre. Az idén is a hím érkezett elsőnek, és azonnal hozzálátott a fészek javításához.

A fészket tavaly ősszel a faluban lakó villanyszerelők erősítették meg, mert a viharban egy része lecsúszott.

Aki látja a tojót megérkezni, írja meg nekünk!
""",
        section="Falu",
        related=(
            "Tavaszi nagytakarítás a tóparton",
            "Hagymaültetés holdnaptár szerint",
            "Új pad a buszmegállóban",
        ),
        tags=("gólyák", "tavasz"),
    )
    return make(
        "ap-hu-golyak-dl",
        "discussion",
        "hu-nadas",
        st,
        Parts(after=block),
        seeds(cs),
        path="/falu/megjottek-a-golyak",
        container="section.hozzaszolasok: h3 'Hozzászólások (8)', dl.hsz-lista of dt '#n' and dd.hsz (div.hsz-szoveg first, then p.hsz-alairas '— name, time'); replies in dl.hsz-valaszok inside the dd, three levels",
        heading="Hozzászólások (8)",
        description="A Hungarian village blog of 2019: 8 readers' comments in a dl, replies in dl nested in the parent's dd, three levels; the text first and '— name, 2019. április 2. 18:40' after it; the blog answers.",
    )


def uk_biblioteka() -> Case:
    cs = thread("""
Оксана Литвин | 3 березня 2024, 10:12 | - | - | Нарешті бібліотека буде в центрі, а не за ставком. Діти зможуть заходити після школи.
Павло | 3 березня 2024, 10:40 | 0 | - | А книжки всі перевезуть? Там же багато старих видань у підвалі.
Ніна Степанівна | 3 березня 2024, 11:15 | 1 | - | Я бібліотекарка. Перевеземо все, старі видання поставимо в окрему кімнату.
Павло | 3 березня 2024, 11:32 | 2 | - | Дякую, Ніно Степанівно. Можу допомогти з перевезенням у суботу.
Ніна Степанівна | 3 березня 2024, 12:05 | 3 | - | Буду вдячна! Збираємося о дев'ятій біля старого приміщення.
Оксана Литвин | 3 березня 2024, 12:30 | 1 | - | Павле, там і підшивки районки з сімдесятих, їх теж шкода втратити.
Григорій Бондар | 3 березня 2024, 14:48 | - | - | А що буде з будівлею пошти? Відділення тепер тільки пересувне.
Валя | 3 березня 2024, 15:20 | 6 | - | Пересувне приїжджає по вівторках і п'ятницях, цього вистачає.
Григорій Бондар | 3 березня 2024, 15:55 | 7 | - | Для мене вистачає, а для лежачої сусідки ні.
Валя | 3 березня 2024, 16:10 | 8 | - | Листоноша до лежачих приходить додому, треба лише написати заяву в громаді.
Ірина Шевчук | 3 березня 2024, 19:02 | - | - | Чи буде там інтернет? Старшим людям потрібна допомога з державними послугами онлайн, а вдома він не в усіх.
Ніна Степанівна | 3 березня 2024, 19:40 | 10 | - | Так, буде два комп'ютери, і я допомагатиму по середах.
Ірина Шевчук | 3 березня 2024, 20:05 | 11 | - | Чудово, приведу маму.
""")

    def card(i: int, c: C, top: bool) -> str:
        to = ""
        p = c.parent
        if p is not None and cs[p].parent is not None:
            to = f'<p class="vd-komu">↪ <a href="#vd{7700 + p}">{esc(cs[p].name)}</a></p>'
        return (
            f'<div class="{"vd-vidguk" if top else "vd-vidguk vd-vidp"}" id="vd{7700 + i}"><p class="vd-hto"><b>{esc(c.name)}</b> '
            f'<span class="vd-koly">{esc(c.when)}</span></p>{to}{paras(c.seed.text, cls="vd-tekst")}'
            '<p class="vd-dii"><a href="#vd-form">Відповісти</a></p></div>'
        )

    def branch(i: int) -> list[int]:
        out = []
        for k in kids(cs, i):
            out += [k, *branch(k)]
        return out

    html = ""
    for top in kids(cs, None):
        under = sorted(branch(top))
        html += (
            f'<div class="vd-gilka-top">{card(top, cs[top], True)}'
            + (
                f'<div class="vd-gilka">{"".join(card(k, cs[k], False) for k in under)}</div>'
                if under
                else ""
            )
            + "</div>"
        )
    block = (
        '<section class="vidguky"><h2>Відгуки читачів (13)</h2>'
        + html
        + '<form id="vd-form" action="/vidguk" method="post"><textarea name="t"></textarea><button>Надіслати</button></form></section>'
    )
    st = Story(
        "Бібліотека в Степанівці переїжджає до колишньої пошти",
        "Олена Гуменюк",
        "2024-03-02T16:00:00+02:00",
        "2 березня 2024",
        """
Сільська бібліотека в Степанівці у квітні переїде з будівлі колишнього клубу за ставком до приміщення колишнього поштового відділення в центрі села. Таке рішення ухвалила сесія громади.

Приміщення пошти стоїть порожнім з минулого року, коли відділення замінили пересувним. Ремонт уже завершено, залишилося перевезти близько дванадцяти тисяч книжок.

У новому приміщенні облаштують дитячий куточок і місце з двома комп'ютерами.
""",
        section="Громада",
        related=(
            "Ярмарок у Степанівці перенесли на травень",
            "Школа отримала нові парти",
            "Турнір з волейболу серед сіл",
        ),
        tags=("бібліотека", "Степанівка"),
    )
    return make(
        "ap-uk-biblioteka-twolevel",
        "discussion",
        "uk-kurgan",
        st,
        Parts(after=block),
        seeds(cs),
        path="/gromada/biblioteka-pereizhdzhaie",
        container="section.vidguky: h2 'Відгуки читачів (13)', div.vd-gilka-top per top-level comment with every answer below it in one div.vd-gilka (two visible levels); an answer to an answer names its parent with '↪ <a href=\"#vdNNNN\">name</a>'; five levels by the links",
        heading="Відгуки читачів (13)",
        description="A Ukrainian community news site of 2024: 13 readers' comments shown in two levels only; an answer to an answer sits in the same branch and names its parent with '↪' and a link (chains five deep); the librarian answers; times '3 березня 2024, 10:12'.",
    )


def threads2_ap() -> list[Case]:
    return [
        ru_plotina(),
        sv_jordkallare(),
        ja_ashiyu(),
        tr_yayla(),
        cs_lipa(),
        ko_jajeongeo(),
        hu_golyak(),
        uk_biblioteka(),
    ]
