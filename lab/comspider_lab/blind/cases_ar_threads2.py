"""Blind set AR: seven more hand-built discussions in the served HTML, each a different mix of the parts real
records carry: a city portal's readers' voices drawn as the site's ``card``/``media`` rows with reaction counts, a
town-and-job line, expert and official badges, a "編集済み" mark, an editors' pick shown twice and a "続きを読む"
cut (ja); a polder paper's reactions with "n mensen vinden dit nuttig", subscriber badges, a picture, a link and a
signed greeting (nl); a small discussion with hearts, a moderator, an edited mark, a comment translated from
English and a pick shown twice, flat with "Svar till" references (sv); ``card`` teasers' classes for readers'
comments with "👍 n 👎 n", a frequent-commenter badge, a district line, a quoted passage and a "devamını oku" cut
(tr); BEST comments shown above the list and again in it, agree/disagree counts, the reporter's badge, an edited
mark (ko); a garden blog's ``entry``/``media`` notes with likes, the author's badge, signature lines, a picture, a
link and a cut (ca); numbered opinions with "+n / −n", verified readers, town lines, edited marks, a quoted passage
and flat "Reakce na" references (cs). Every class name, name, place and text invented for this set; each comment
written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ar_common import (
    TOGGLE,
    C,
    Case,
    Parts,
    Story,
    body,
    esc,
    make,
    seeds,
    thread,
    tree,
)


def ja_hoikusho() -> Case:
    cs = thread("""
ゆずママ | 2025/01/20 21:04 | - | loc=北浜市・会社員; k=共感した 41,なるほど 3 | 夜勤のある看護師なので本当にありがたいです。今は実家に頼るしかなく、母の体調も心配でした。
北浜の父 | 2025/01/20 21:30 | 0 | loc=県北・自営業; k=共感した 6 | うちも共働きなので気持ちはよく分かります。料金がどれくらいになるか気になりますね。
保育士歴20年 | 2025/01/20 22:15 | - | loc=北浜市・保育士; b=専門家; k=共感した 58,なるほど 22; pin | 夜間保育で一番難しいのは人の確保です。記事にある定員30人に対して、夜間の保育士を何人置けるのかが本当の課題だと思います。 // ^^ 昼と同じ配置基準では、夜中に熱を出した子が一人いるだけで手が足りなくなります。市には開設後も人件費の補助を続けてほしいです。
ゆずママ | 2025/01/20 22:40 | 2 | loc=北浜市・会社員; k=共感した 9 | 現場の方の声、とても参考になります。人が足りないと結局預けられないですよね。
たなか | 2025/01/21 07:12 | - | loc=北浜市・学生; k=共感した 2,うーん 5; e=01/21 07:20 | 駅前は車を停める場所がないので、送り迎えが大変そうです。
北浜市こども未来課 | 2025/01/21 09:00 | 4 | b=公式; k=なるほど 31 | ご意見ありがとうございます。送迎用に駅北口のロータリーへ短時間駐車スペースを6台分設ける予定です。
みなと | 2025/01/21 12:48 | - | loc=北浜市・パート; k=共感した 12 | 土日だけ預けられる枠もあると助かります。
""")

    def rec(i: int, c: C, sub: str, copy: bool = False) -> str:
        badge = f'<span class="card__badge">{esc(c.get("b"))}</span>' if c.get("b") else ""
        loc = f'<span class="card__sub">（{esc(c.get("loc"))}）</span>' if c.get("loc") else ""
        edited = f'<span class="card__edit">編集済み {esc(c.get("e"))}</span>' if c.get("e") else ""
        more = (
            '<button type="button" class="card__more" data-open=".rest" data-record=".card" data-once>続きを読む</button>'
            if c.cut
            else ""
        )
        ks = "".join(
            f'<button type="button" class="card__react">{esc(k)}</button>' for k in c.get("k").split(",")
        )
        return (
            f'<div class="card card--voice"{"" if copy else f" id=kv{1001 + i}"}><div class="media"><img class="media__img" src="/_avatar/kh-{i}.svg" alt="" width="40" height="40">'
            f'<div class="media__body"><p class="card__meta"><b class="card__author">{esc(c.name)}</b> {badge} {loc}</p>'
            f'<p class="card__meta"><time>{esc(c.when)}</time> {edited}</p></div></div><div class="card__body">{body(c.raw)}{more}</div>'
            f'<div class="card__actions">{ks}'
            + ("" if copy else ' <a href="#kv-form">返信</a> <a href="/report">通報</a>')
            + f"</div>{sub}</div>"
        )

    pick = next(i for i, c in enumerate(cs) if c.has("pin"))
    block = (
        '<section class="ds-block koe"><h2>読者の声（7件）</h2>'
        f'<div class="koe-pick"><p class="koe-pick__label">編集部のおすすめ</p>{rec(pick, cs[pick], "", True)}</div>'
        '<div class="cards cards--list">'
        + tree(cs, rec, lambda s: f'<div class="cards cards--replies">{s}</div>')
        + '</div><p id="kv-form"><a href="/login">ログイン</a>して投稿する</p></section>'
    )
    st = Story(
        "北浜駅前に24時間保育所　来春開設へ",
        "北浜新報　社会部",
        "2025-01-20T18:00:00+09:00",
        "2025年1月20日 18:00",
        """
北浜市は20日、北浜駅前の市有地に24時間対応の保育所を来年4月に開設すると発表した。夜勤のある医療・介護職の家庭などを主な対象とし、定員は30人。

運営は公募で選んだ社会福祉法人に委託する。夜間の保育料は所得に応じて決める方針で、詳細は秋までにまとめる。

市によると、県北地域で夜間保育を行う施設はこれが初めて。
""",
        section="社会",
        related=(
            "北浜港の朝市、冬季も営業|地域・1時間前",
            "県北の高校で統合案|社会・きのう",
            "北浜FC、新監督を発表|スポーツ・1月18日",
        ),
        tags=("保育", "北浜駅", "子育て"),
    )
    return make(
        "ar-ja-koe-card-pick",
        "discussion",
        "ja-kitahama",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/shakai/kitahama-24jikan-hoikusho",
        container="section.koe: h2 '読者の声（7件）', a '編集部のおすすめ' box with a copy of one record, div.cards > div.card.card--voice (div.media: img.media__img, b.card__author name, '専門家'/'公式' badge, '（town・job）' line, time, '編集済み' mark; div.card__body with a hidden paragraph and '続きを読む'; reaction buttons '共感した n', '返信', '通報'); replies in div.cards--replies inside the card; the same card/media classes as the page's teasers",
        heading="読者の声（7件）",
        description="A Japanese city news site of 2025 on a design system: 7 readers' voices drawn with the same card/media classes as the page's teasers, reaction counts ('共感した 41'), a town-and-job line under the name, an expert's and an official account's badges, a '編集済み' mark, the expert's long voice picked by the editors and shown twice (in a box above and in its place) and cut by '続きを読む' (the rest hidden), replies one level; '2025/01/20 21:04'.",
    )


def nl_dijk() -> Case:
    cs = thread("""
Henk Bosma | 12-11-2014 08:32 | - | n=12; b=Abonnee | Eindelijk. In 1998 stond het water hier tot aan de rand, dat vergeet niemand die hier woont. // Groet, Henk Bosma, Wetering 14
Annelies de Vries | 12-11-2014 09:10 | 0 | n=3; img=Zandzakken bij de molen, 1998 | Mijn vader heeft toen zandzakken gevuld bij de molen. Hieronder de foto die hij maakte.
Henk Bosma | 12-11-2014 09:45 | 1 | n=5; b=Abonnee | Mooie foto, Annelies. Dat is de oude brug nog, die is in 2003 vervangen. // Groet, Henk Bosma, Wetering 14
Jeroen | 12-11-2014 11:20 | - | n=1 | Hoe lang blijft het fietspad over de dijk dicht? Dat staat er niet bij.
Marloes Kuipers | 12-11-2014 11:58 | 3 | n=7; b=Abonnee | Volgens het waterschap tot eind maart. De [[/regio/planning-dijkversterking|planning van de dijkversterking]] staat op hun site, met een kaart van de omleiding.
Jeroen | 12-11-2014 12:30 | 4 | n=0 | Dank je, dan fiets ik wel via de Langeweg.
""")

    def rec(i: int, c: C, sub: str) -> str:
        n = int(c.get("n"))
        badge = f' <span class="commentbadge">{esc(c.get("b"))}</span>' if c.get("b") else ""
        pic = (
            f'<p class="comment-img"><img src="/_avatar/dijk-{i}.svg" alt="{esc(c.get("img"))}" width="300" height="200"></p>'
            if c.get("img")
            else ""
        )
        useful = (
            "niemand vindt dit nuttig"
            if n == 0
            else f"{n} {'persoon vindt' if n == 1 else 'mensen vinden'} dit nuttig"
        )
        return (
            f'<li class="comment-item" id="r{6120 + i}"><p class="comment-by"><strong>{esc(c.name)}</strong>{badge} <span>{esc(c.when)}</span></p>'
            f'<div class="comment-content">{body(c.raw)}</div>{pic}<p class="comment-acts"><span class="comment-useful">{useful}</span> · '
            f'<a href="#nuttig">Nuttig</a> · <a href="#reageer">Reageer</a></p>{sub}</li>'
        )

    block = (
        '<section class="comments-block"><h3>Reacties (6)</h3><ol class="comment-list">'
        + tree(cs, rec, lambda s: f'<ol class="comment-replies">{s}</ol>')
        + '</ol><p id="reageer"><a href="/inloggen">Log in</a> om te reageren.</p></section>'
    )
    st = Story(
        "Waterschap verhoogt dijk langs de Oude Wetering",
        "Door Sanne Visser",
        "2014-11-11T16:00:00+01:00",
        "dinsdag 11 november 2014",
        """
Het waterschap begint volgende week met het verhogen en verbreden van de dijk langs de Oude Wetering tussen Dijkhuizen en de Vennemolen. Over een lengte van 2,3 kilometer komt de kruin een halve meter hoger te liggen.

Tijdens de werkzaamheden is het fietspad over de dijk afgesloten. Fietsers worden omgeleid via de Langeweg. Het werk moet voor het nieuwe stormseizoen klaar zijn.

Bij het hoogwater van 1998 stond het water op sommige plekken tot aan de rand van de dijk.
""",
        section="Dijkhuizen",
        related=(
            "Sinterklaas komt dit jaar per trekker|10 november",
            "Nieuwe eigenaar voor de Vennemolen|9 november",
            "DVC wint derby in blessuretijd|8 november",
        ),
        tags=("dijk", "waterschap", "Oude Wetering"),
    )
    return make(
        "ar-nl-nuttig-foto-link",
        "discussion",
        "nl-dijkhuizen",
        st,
        Parts(after=block),
        seeds(cs),
        path="/dijkhuizen/waterschap-verhoogt-dijk-oude-wetering",
        container="section.comments-block: h3 'Reacties (6)', ol.comment-list > li.comment-item (strong name, 'Abonnee' badge, date, div.comment-content, a picture on one, 'n mensen vinden dit nuttig', 'Nuttig', 'Reageer'); replies in ol.comment-replies inside the li, two levels",
        heading="Reacties (6)",
        description="A Dutch polder paper of 2014: 6 readers' reactions with 'n mensen vinden dit nuttig' counts, 'Abonnee' badges, a picture inside one reaction, a link inside another, a greeting the reader signs in his text, replies nested two levels; '12-11-2014 08:32'.",
    )


def sv_brygga() -> Case:
    cs = thread("""
Anna Holm | 4 juni 2020 kl. 08:15 | - | h=7; pin | Så fint att bryggan blir tillgänglig för rullstol. Min pappa har inte kunnat bada i Lillsjön på tio år.
Peter Lindqvist | 4 juni 2020 kl. 09:02 | 0 | h=2; tr | Min familj hyr en stuga vid Lillsjön varje juli. Vi tar med mormor i år, tack för nyheten.
Göran | 4 juni 2020 kl. 10:40 | - | h=0; e=11:02 | Vem ska betala för underhållet? Den gamla bryggan ruttnade för att ingen skötte den.
Lina Ek | 4 juni 2020 kl. 11:30 | 2 | b=Moderator; h=3 | Hej Göran! Enligt kommunen ingår underhållet i avtalet med fritidsförvaltningen i tio år.
Anna Holm | 4 juni 2020 kl. 12:15 | 1 | h=1 | Välkomna till Lillsjön! Vattnet brukar vara som varmast i slutet av juli.
""")
    original = {
        1: "My family rents a cabin at Lillsjön every July. We will bring my grandmother this year, thank you for the news."
    }

    def rec(i: int, c: C, copy: bool = False) -> str:
        ref = ""
        if c.seed.parent is not None:
            ref = f'<span class="ds-svar">Svar till <a href="#d{610 + c.seed.parent}">{esc(cs[c.seed.parent].name)}</a></span>'
        badge = f' <span class="ds-mod">{esc(c.get("b"))}</span>' if c.get("b") else ""
        edited = f' <span class="ds-red">(redigerad {esc(c.get("e"))})</span>' if c.get("e") else ""
        tr = ""
        if c.has("tr"):
            tr = (
                '<p class="ds-trans">Översatt från engelska · <button type="button" data-open=".ds-orig" data-record=".ds-inlagg">Visa original</button></p>'
                f'<p class="ds-orig" lang="en" hidden>{esc(original[i])}</p>'
            )
        return (
            f'<div class="ds-inlagg"{"" if copy else f" id=d{610 + i}"}><p class="ds-vem"><b>{esc(c.name)}</b>{badge} '
            f'<span class="ds-nar">{esc(c.when)}</span>{edited}</p>{ref}{tr}<div class="ds-text">{body(c.raw)}</div>'
            f'<p class="ds-knappar"><button type="button">♥ {c.get("h")}</button>'
            + ("" if copy else ' <a href="#svara">Svara</a> <a href="/anmal">Anmäl</a>')
            + "</p></div>"
        )

    pick = next(i for i, c in enumerate(cs) if c.has("pin"))
    block = (
        '<section class="diskussion"><h2>Diskussion (5)</h2>'
        f'<div class="ds-val"><h3>Redaktionens val</h3>{rec(pick, cs[pick], True)}</div>'
        + "".join(rec(i, c) for i, c in enumerate(cs))
        + '<p id="svara"><a href="/logga-in">Logga in</a> för att delta.</p></section>'
    )
    st = Story(
        "Badplatsen vid Lillsjön får ny brygga med ramp",
        "Erik Sandberg",
        "2020-06-03T14:00:00+02:00",
        "3 juni 2020",
        """
Kommunen bygger en ny badbrygga vid Lillsjön innan midsommar. Den gamla bryggan revs i höstas efter att flera plankor ruttnat.

Den nya bryggan blir 24 meter lång och får en ramp som gör den tillgänglig för rullstol och rollator. Kostnaden är 640 000 kronor.

Underhållet sköts av fritidsförvaltningen enligt ett avtal på tio år.
""",
        section="Björkvik",
        related=(
            "Skolavslutning utan publik i år|2 juni",
            "Ny ägare till sågen i Norrby|1 juni",
            "BIK vann premiären|31 maj",
        ),
        tags=("Lillsjön", "badplats", "tillgänglighet"),
    )
    return make(
        "ar-sv-svar-till-oversatt",
        "discussion",
        "sv-bjorkvik",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/bjorkvik/lillsjon-ny-brygga-med-ramp",
        container="section.diskussion: h2 'Diskussion (5)', a 'Redaktionens val' box with a copy of one record, then one flat list of div.ds-inlagg (b name, 'Moderator' badge, date, '(redigerad hh:mm)', span.ds-svar 'Svar till <a>name</a>' on answers, 'Översatt från engelska · Visa original' with p.ds-orig hidden, '♥ n', 'Svara', 'Anmäl')",
        heading="Diskussion (5)",
        description="A Swedish local paper of 2020: 5 readers' comments in one flat list, answers naming their parent ('Svar till Anna Holm', linked), hearts, a moderator's answer, a '(redigerad 11:02)' mark, one comment translated from English with the original hidden in the HTML, one picked by the editors and shown twice (in a 'Redaktionens val' box and in its place); '4 juni 2020 kl. 08:15'.",
    )


def tr_pazar() -> Case:
    cs = thread("""
Nurcan Yılmaz | 15.02.2022 08:40 | - | v=14/2; loc=Merkez | > Yeni kapalı pazar yeri 240 tezgâhlı olacak ve nisan ayında açılacak. // Tezgâh kiraları ne kadar olacak? Köyden gelen üreticiler yüksek kira ödeyemez.
Halil Demirci | 15.02.2022 09:05 | 0 | v=9/0; b=Sık yorumcu; loc=Yukarıköy | Ben de köyden sebze getiriyorum. Belediye ilk yıl kira almayacağını söyledi, toplantıya katılmıştım.
Nurcan Yılmaz | 15.02.2022 09:30 | 1 | v=3/0; loc=Merkez | Bu çok iyi bir haber, teşekkürler Halil Bey.
Halil Demirci | 15.02.2022 09:51 | 2 | v=1/0; b=Sık yorumcu; loc=Yukarıköy | Rica ederim, pazarda görüşürüz.
Serkan T. | 15.02.2022 11:22 | - | v=6/5; loc=Çarşı | Eski pazar yeri şehrin ortasındaydı ve herkes yürüyerek gidebiliyordu. ^^ Yeni yer sanayi sitesinin yanında, otobüs de saatte bir geçiyor. Yaşlılar oraya nasıl gidecek? // Bence karar verilmeden önce mahalle sakinlerine sorulmalıydı.
Emine Kara | 15.02.2022 12:10 | 4 | v=8/1; loc=Çarşı | Haberde pazar günleri ek sefer konulacağı yazıyor ama yine de az.
Oğuz | 15.02.2022 15:45 | - | v=2/0 | Kapalı olması kışın çok iyi olacak. Geçen ocakta çamurdan yürünmüyordu.
Serkan T. | 15.02.2022 16:02 | 5 | v=0/0; loc=Çarşı | Ek sefer bir başlangıç, umarım artırırlar.
""")

    def card(i: int, c: C, sub: str) -> str:
        up, down = c.get("v").split("/")
        badge = f' <span class="card__badge">🏅 {esc(c.get("b"))}</span>' if c.get("b") else ""
        loc = f'<span class="card__meta card__meta--loc">{esc(c.get("loc"))}</span>' if c.get("loc") else ""
        more = (
            '<a href="#" class="card__more" data-open=".rest" data-record=".card" data-once>Devamını oku</a>'
            if c.cut
            else ""
        )
        return (
            f'<article class="card card--okur" id="o{7710 + i}"><div class="card__body"><h3 class="card__title">{esc(c.name)}{badge}</h3>{loc} '
            f'<p class="card__meta"><time>{esc(c.when)}</time></p><div class="card__text">{body(c.raw, quote_cls="card__quote")}{more}</div>'
            f'<p class="card__actions"><button>👍 {up}</button> <button>👎 {down}</button> <a href="#o-yaz">Yanıtla</a> <a href="/sikayet">Şikâyet et</a></p>'
            f"{sub}</div></article>"
        )

    block = (
        '<section class="ds-block okurlar"><h2>Okurlarımız ne diyor?</h2><div class="cards cards--column">'
        + tree(cs, card, lambda s: f'<div class="cards cards--nested">{s}</div>')
        + '</div><p id="o-yaz"><a href="/giris">Giriş yapın</a> ve görüşünüzü yazın.</p></section>'
    )
    st = Story(
        "Karadere'de semt pazarı kapalı alana taşınıyor",
        "Zeynep Arslan",
        "2022-02-14T17:20:00+03:00",
        "14 Şubat 2022",
        """
Karadere Belediyesi, Çarşı Mahallesi'nde kurulan semt pazarını sanayi sitesinin yanındaki kapalı alana taşıma kararı aldı. Yeni kapalı pazar yeri 240 tezgâhlı olacak ve nisan ayında açılacak.

Belediye, köylerden gelen üreticilerden ilk yıl tezgâh kirası alınmayacağını açıkladı. Pazar günleri yeni pazar yerine ek otobüs seferi konulacak.

Eski pazar alanının otopark ve park olarak düzenlenmesi planlanıyor.
""",
        section="Yerel",
        related=(
            "Sahil yolunda asfalt çalışması|Yerel · 2 saat önce",
            "Karaderespor deplasmandan galibiyetle döndü|Spor · dün",
            "Kütüphane hafta sonu da açık|Yaşam · 12 Şubat",
        ),
        tags=("pazar yeri", "belediye", "Çarşı Mahallesi"),
    )
    return make(
        "ar-tr-kart-alinti",
        "discussion",
        "tr-karadere",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/yerel/semt-pazari-kapali-alana-tasiniyor",
        container="section.okurlar: h2 'Okurlarımız ne diyor?', div.cards > article.card.card--okur > div.card__body (h3.card__title name with '🏅 Sık yorumcu' badge, span.card__meta district, p.card__meta time, div.card__text with blockquote.card__quote, a hidden rest and 'Devamını oku', '👍 n 👎 n', 'Yanıtla', 'Şikâyet et'); replies in div.cards--nested inside the card body, four levels; the same card classes as the page's teasers (h3.card__title, p.card__meta)",
        heading="Okurlarımız ne diyor?",
        description="A Turkish town news site of 2022 on a design system: 8 readers' comments drawn as the same cards as the page's related teasers (the name in h3.card__title, the time in p.card__meta), '👍 n 👎 n', a frequent-commenter badge, a district line, a passage of the article quoted, a long comment cut by 'Devamını oku' (the rest hidden), replies four levels; '15.02.2022 08:40'.",
    )


def ko_best() -> Case:
    cs = thread("""
바다향기 | 2023.07.05 19:22 | - | g=23/4 | 여름에 밤바다 보면서 회 먹을 수 있으면 관광객 많이 오겠네요.
해음토박이 | 2023.07.05 19:40 | - | g=87/2; best | 직판장 주차장부터 넓혀야 합니다. 주말 낮에도 차 댈 곳이 없어서 그냥 돌아간 적이 여러 번이에요.
김수현 | 2023.07.05 20:15 | 1 | b=기자; g=41/0; best | 주차 문제는 군청에 문의했습니다. 야간 개장 기간에는 옛 수협 창고 부지를 임시 주차장으로 쓴다고 합니다.
해음토박이 | 2023.07.05 20:31 | 2 | g=12/0 | 빠른 답변 감사합니다. 그 정도면 괜찮겠네요.
민지맘 | 2023.07.05 21:08 | - | g=9/1; e=21:15 | 아이들 데리고 가도 되는 분위기인가요? 밤에 술 마시는 분들이 많을까 걱정이에요.
어촌계장 | 2023.07.05 21:44 | 4 | g=33/1; best | 가족 손님 많이 옵니다. 음주는 식당 구역에서만 되고, 판매장 쪽은 금지예요.
서울사람 | 2023.07.06 08:03 | - | g=2/6 | 가격이 서울보다 비싸면 의미 없습니다.
바다향기 | 2023.07.06 08:30 | 6 | g=15/0 | 작년에 가보니 서울 수산시장보다 훨씬 쌌어요.
""")

    def rec(i: int, c: C, sub: str, rank: int = 0) -> str:
        yes, no = c.get("g").split("/")
        badge = f'<span class="cmt-badge">{esc(c.get("b"))}</span>' if c.get("b") else ""
        best = f'<span class="cmt-best">BEST {rank}</span>' if rank else ""
        edited = '<span class="cmt-edit">수정됨</span>' if c.get("e") else ""
        return (
            f'<li class="cmt"{"" if rank else f" id=cmt{93001 + i}"}>{best}<div class="cmt-info"><span class="cmt-nick">{esc(c.name)}</span> {badge} '
            f'<span class="cmt-date">{esc(c.when)}</span> {edited}</div><div class="cmt-text">{body(c.raw)}</div>'
            f'<div class="cmt-btns">'
            + ("" if rank else '<button type="button" class="cmt-reply">답글</button> ')
            + f'<button type="button">공감 {yes}</button> <button type="button">비공감 {no}</button></div>{sub}</li>'
        )

    bests = sorted(
        (i for i, c in enumerate(cs) if c.has("best")), key=lambda i: -int(cs[i].get("g").split("/")[0])
    )
    block = (
        '<section id="comment-area" class="ds-block"><h2>댓글 <em>8</em></h2><div class="cmt-sort">순공감순 | <b>최신순</b> | 과거순</div>'
        '<ul class="cmt-best-list">'
        + "".join(rec(i, cs[i], "", n + 1) for n, i in enumerate(bests))
        + '</ul><ul class="cmt-list">'
        + tree(cs, rec, lambda s: f'<ul class="cmt-replies">{s}</ul>')
        + '</ul><p class="cmt-login"><a href="/login">로그인</a> 후 댓글을 쓸 수 있습니다.</p></section>'
    )
    st = Story(
        "해음항 수산물 직판장, 이달부터 주말 야간 개장",
        "김수현 기자",
        "2023-07-05T15:30:00+09:00",
        "2023.07.05 15:30",
        """
해음군은 해음항 수산물 직판장을 7월 둘째 주부터 8월 말까지 금요일과 토요일 밤 10시까지 연장 운영한다고 5일 밝혔다.

야간 개장 기간에는 직판장 옆 광장에서 지역 가수들의 공연도 열린다. 군은 방문객 증가에 대비해 임시 주차장을 마련할 계획이다.

직판장에는 현재 32개 점포가 입점해 있으며, 2층 식당 구역에서는 구입한 수산물을 바로 먹을 수 있다.
""",
        section="지역",
        related=(
            "해음 갯벌 체험장 예약 시작|지역 · 2시간 전",
            "군내버스 노선 개편안 공개|사회 · 어제",
            "해음고 야구부 도 대회 4강|스포츠 · 7월 3일",
        ),
        tags=("해음항", "직판장", "야간 개장"),
    )
    return make(
        "ar-ko-best-twice",
        "discussion",
        "ko-haeum",
        st,
        Parts(after=block),
        seeds(cs),
        path="/jiyeok/haeumhang-jikpanjang-yagan",
        container="section#comment-area: h2 '댓글 8', sort links, ul.cmt-best-list with copies of three records marked 'BEST n', then ul.cmt-list > li.cmt (span.cmt-nick, '기자' badge, span.cmt-date, '수정됨', div.cmt-text, '답글', '공감 n', '비공감 n'); replies in ul.cmt-replies inside the li, two levels",
        heading="댓글 8",
        description="A Korean county news site of 2023: 8 readers' comments, the three most agreed-with shown first in a BEST list and again in their places, '공감 n / 비공감 n' counts, the reporter's answer badged '기자', a '수정됨' mark, replies two levels; '2023.07.05 19:22'.",
    )


def ca_tomates() -> Case:
    cs = thread("""
Pere Vilaró | 11 de setembre de 2015 a les 8:14 | - | l=5; sig=Hort del Molí, Serrat de Baix | Aquest any les meves també s'han esquerdat amb les pluges d'agost. Les he penjat igualment i aguanten.
Montse | 11 de setembre de 2015 a les 9:02 | 0 | au; l=2 | Doncs potser no és tan greu com pensava, Pere. Ja t'explicaré al desembre si encara en queden.
Núria Puig | 11 de setembre de 2015 a les 12:40 | - | l=8; img=Un ram de tomates penjades a la porxada | Mira com les pengem a casa, amb fil de cànem i de set en set. ^^ La meva àvia deia que s'han de collir amb lluna vella i que no s'han de rentar mai. Jo no sé si és veritat, però fins ara sempre han durat fins a Sant Josep. // Si t'interessa, la cooperativa té [[/el-poble/llavors-de-la-cooperativa|llavors de la varietat antiga]] i les regala als socis.
Montse | 11 de setembre de 2015 a les 13:15 | 2 | au; l=1 | Quina foto més bonica! Dissabte passaré per la cooperativa.
Jaume Riera | 12 de setembre de 2015 a les 19:30 | - | l=3; sig=Pagès jubilat i aprenent de tot | Amb all i oli sobre una llesca de pa de pagès, no cal res més.
""")

    def entry(i: int, c: C, sub: str) -> str:
        badge = ' <span class="entry__badge">autora</span>' if c.has("au") else ""
        pic = (
            f'<img class="entry__pic" src="/_avatar/tomates-{i}.svg" alt="{esc(c.get("img"))}" width="280" height="180">'
            if c.get("img")
            else ""
        )
        more = (
            '<a href="#" class="entry__more" data-open=".rest" data-record=".entry" data-once>Continua llegint</a>'
            if c.cut
            else ""
        )
        sig = f'<p class="entry__sig">— {esc(c.get("sig"))}</p>' if c.get("sig") else ""
        return (
            f'<li class="entry" id="e{330 + i}"><div class="media"><img class="media__img" src="/_avatar/sr-{i}.svg" alt="" width="48" height="48">'
            f'<div class="media__body"><a class="entry__title" href="#e{330 + i}">{esc(c.name)}</a>{badge} '
            f'<span class="entry__date">{esc(c.when)}</span>{body(c.raw)}{more}{pic}{sig}'
            f'<p class="entry__acts">m\'agrada {c.get("l")} · <a href="#respon">Respon</a></p></div></div>'
            + (f'<ul class="entries entries--child">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="bg-notes"><ul class="entries">'
        + tree(cs, entry, lambda s: s)
        + '</ul><form id="respon" action="/respon" method="post"><input name="nom" placeholder="Nom"> <textarea name="text"></textarea> '
        "<button>Envia</button></form></div>"
    )
    st = Story(
        "Les tomates de penjar d'aquest any",
        "Montse",
        "2015-09-10T20:00:00+02:00",
        "dijous, 10 de setembre de 2015",
        """
Aquest any les tomates de penjar han patit. Les pluges de l'agost van arribar just quan començaven a madurar i moltes s'han esquerdat a la mata.

Tot i així n'he collit prou per fer sis rams, que ja pengen a la porxada. Les que tenien esquerdes grosses les he fet servir per a salsa.

Veurem si arriben a Nadal. Si algú té un truc per a salvar les esquerdades, m'encantarà saber-lo.
""",
        section="L'hort",
        related=(
            "Les carbasses de l'Hort Gran|3 de setembre de 2015",
            "Melmelada de figues sense sucre|27 d'agost de 2015",
            "La festa major, en fotos|20 d'agost de 2015",
        ),
        tags=("tomates", "hort", "conserves"),
    )
    return make(
        "ar-ca-entry-signatura",
        "discussion",
        "ca-serrat",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/lhort/les-tomates-de-penjar",
        container="div.bg-notes (no heading): ul.entries > li.entry > div.media (img.media__img; div.media__body: a.entry__title name, 'autora' badge, span.entry__date, text with a hidden rest and 'Continua llegint', a picture on one, p.entry__sig '— signature', 'm'agrada n', 'Respon'); replies in ul.entries.entries--child inside the li; the same entries/entry/media classes as the blog's 'Darreres entrades' list and about box",
        heading=None,
        description="A Catalan garden blog of 2015, without heading: 5 readers' notes drawn with the same entry/media classes as the blog's own list of recent posts (the name in a.entry__title, the date in span.entry__date), 'm'agrada n' likes, the author badged 'autora', signature lines under two readers' notes, a picture and a link inside one note cut by 'Continua llegint' (the rest hidden), replies one level; '11 de setembre de 2015 a les 8:14'.",
    )


def cs_parkovani() -> Case:
    cs = thread("""
Jan Kolář | 12. 1. 2026 18:05 | - | v=12/3; ver; loc=Lipnice | > Za první hodinu by řidiči zaplatili dvacet korun, rezidenti by měli parkování zdarma. // Dvacet korun je rozumné. Teď tam auta stojí celý den a pro zákazníky obchodů nezbývá žádné místo.
Věra Hrubá | 12. 1. 2026 18:30 | 0 | v=4/6; loc=Lipnice | Rozumné pro vás. Já na náměstí jezdím k lékaři a čekám tam někdy dvě hodiny.
Ondřej Machala | 12. 1. 2026 18:52 | 1 | v=9/0; ver; loc=Lipnice | Paní Hrubá, v článku je napsáno, že u zdravotního střediska zůstane deset míst zdarma.
Věra Hrubá | 12. 1. 2026 19:10 | 2 | v=3/0; loc=Lipnice; e=19:14 | To jsem přehlédla, omlouvám se. Pak je to v pořádku.
Petr Staněk | 12. 1. 2026 19:40 | - | v=2/11; loc=Brno | Jezdím do Lipnice na výlety. Pokud budu muset platit, pojedu radši jinam.
Lenka Dvořáková | 12. 1. 2026 20:02 | 4 | v=7/1; loc=Lipnice | O víkendu má být parkování zdarma, takže výletníků se to netýká.
Tomáš Beneš | 12. 1. 2026 20:30 | - | au; v=15/0 | Doplňuji informace z radnice: o návrhu bude zastupitelstvo hlasovat 28. ledna a veřejné projednání je 20. ledna v 17 hodin v sále kina.
Jiří Pokorný | 12. 1. 2026 21:15 | 6 | v=5/0; ver; loc=Podhoří | Díky za informaci, na projednání přijdu.
Karel | 13. 1. 2026 07:20 | - | v=1/4 | Zase se jen vybírají peníze od lidí. Opravte radši chodníky.
Marie Šimková | 13. 1. 2026 08:05 | 8 | v=6/0; ver; loc=Lipnice | Výnos z parkovného má jít právě na opravy chodníků, stojí to v posledním odstavci.
Karel | 13. 1. 2026 08:40 | 9 | v=2/0; e=08:43 | Tak to beru zpět. Uvidíme, jestli to tak opravdu bude.
Hana Vlčková | 13. 1. 2026 12:30 | - | v=3/1; loc=Lipnice | Hlavně ať nezmizí stromy na náměstí kvůli automatům.
""")

    def rec(i: int, c: C) -> str:
        up, down = c.get("v").split("/")
        badges = ""
        if c.has("ver"):
            badges += ' <span class="dk-overen">✓ Ověřený čtenář</span>'
        if c.has("au"):
            badges += ' <span class="dk-autor">autor článku</span>'
        loc = f'<span class="dk-misto">{esc(c.get("loc"))}</span>' if c.get("loc") else ""
        ref = ""
        if c.seed.parent is not None:
            ref = f'<p class="dk-reakce">Reakce na: <a href="#dk{4400 + c.seed.parent}">{esc(cs[c.seed.parent].name)}</a></p>'
        edited = f'<span class="dk-upr">upraveno {esc(c.get("e"))}</span>' if c.get("e") else ""
        return (
            f'<div class="dk-prispevek" id="dk{4400 + i}"><div class="dk-hlava"><span class="dk-poradi">{i + 1}.</span> '
            f'<a class="dk-jmeno" href="/ctenar/{4400 + i}">{esc(c.name)}</a>{badges} {loc} <span class="dk-cas">{esc(c.when)}</span> {edited}</div>'
            f'{ref}<div class="dk-text">{body(c.raw, quote_cls="dk-citace")}</div>'
            f'<div class="dk-pata"><button>+{up}</button> / <button>−{down}</button> <a href="#dk-odp">Odpovědět</a> <a href="/nahlasit">Nahlásit</a></div></div>'
        )

    block = (
        '<section class="diskuse"><h2>Diskuse (12)</h2><p class="dk-razeni">Řazení: <b>od nejstarších</b> | <a href="?r=n">od nejnovějších</a></p>'
        + "".join(rec(i, c) for i, c in enumerate(cs))
        + '<p id="dk-odp">Do diskuse mohou přispívat <a href="/prihlaseni">přihlášení</a> čtenáři.</p></section>'
    )
    st = Story(
        "Lipnice zvažuje placené parkování na náměstí",
        "Tomáš Beneš",
        "2026-01-12T14:00:00+01:00",
        "12. ledna 2026",
        """
Radnice v Lipnici připravila návrh na zavedení placeného parkování na Husově náměstí. Za první hodinu by řidiči zaplatili dvacet korun, rezidenti by měli parkování zdarma.

U zdravotního střediska má zůstat deset míst bez poplatku a o víkendech by se neplatilo vůbec. Parkovací automaty by stály na třech místech náměstí.

Výnos z parkovného chce město použít na opravy chodníků v centru.
""",
        section="Lipnice",
        related=(
            "Zimní stadion bude mít novou střechu|Lipnice · včera",
            "Pootavská cyklostezka se prodlouží|Pootaví · 10. 1.",
            "Hokejisté Lipnice zvítězili v derby|Sport · 9. 1.",
        ),
        tags=("parkování", "náměstí", "radnice"),
    )
    return make(
        "ar-cs-overeni-reakce-na",
        "discussion",
        "cs-lipnice",
        st,
        Parts(after=block),
        seeds(cs),
        path="/lipnice/placene-parkovani-na-namesti",
        container="section.diskuse: h2 'Diskuse (12)', sort links, one flat list of div.dk-prispevek ('n.', a.dk-jmeno, '✓ Ověřený čtenář' / 'autor článku' badges, span.dk-misto town, span.dk-cas, 'upraveno hh:mm', p.dk-reakce 'Reakce na: <a>name</a>' on answers, blockquote.dk-citace, '+n / −n', 'Odpovědět', 'Nahlásit')",
        heading="Diskuse (12)",
        description="A Czech town paper of 2026: 12 numbered readers' posts in one flat list, answers naming their parent ('Reakce na: Jan Kolář', linked), '+n / −n' votes, verified-reader badges and the article's author's badge, a town line, 'upraveno' marks, a passage of the article quoted; '12. 1. 2026 18:05'.",
    )


def threads2_ar() -> list[Case]:
    return [ja_hoikusho(), nl_dijk(), sv_brygga(), tr_pazar(), ko_best(), ca_tomates(), cs_parkovani()]
