"""Blind set BB: five more discussions in other languages, each the comment template of a different (invented)
engine of 2004-2013 as its served HTML printed it: a Russian journal service's flat siblings indented by inline
margins with a deleted placeholder (Береста), a Japanese blog service's comments signed after the text with
trackbacks after them in the same markup (ブログ舎), a Swedish newspaper system's one definition list with answers
in nested lists inside the dd (Tidningsmotorn), a Czech portal's numbered list signed after each text with name, town
and time (RedakceNet), a Turkish news site's comments in bare divs without any class (HaberPanel). Every class name,
name, place and text invented for this set; each comment by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bb_common import (
    C,
    Case,
    Parts,
    Story,
    depths,
    esc,
    make,
    paras,
    seeds,
    slug,
    thread,
    tree,
)


def ru_margins() -> Case:
    cs = thread("""
lesnaya_feya | 2010-07-14 09:12 (UTC) | - | - | Какие пионы! У меня в этом году ни одного бутона, всё съели муравьи. Чем вы их подкармливаете?
belkino_dacha | 2010-07-14 10:05 (UTC) | 0 | au | Золой весной и больше ничем. А муравьёв я сгоняю водой из шланга, они обижаются и уходят к соседям.
lesnaya_feya | 2010-07-14 10:31 (UTC) | 1 | - | Соседям не завидую :) Попробую золу.
sergei_pasechnik | 2010-07-14 11:47 (UTC) | - | - | Муравьи на пионах это не беда, они сладкое с бутонов собирают. Цветению не мешают. Бутонов нет скорее от тени или глубокой посадки.
lesnaya_feya | 2010-07-14 12:20 (UTC) | 3 | - | Посадка, кажется, и правда глубокая. Осенью пересажу.
sergei_pasechnik | 2010-07-14 12:58 (UTC) | 4 | - | Почки должны быть на три-четыре сантиметра под землёй, не глубже. И не в августе, а в сентябре.
tamara_v | 2010-07-15 08:02 (UTC) | - | - | А что за сорт белый с розовой серединкой? Очень красивый.
belkino_dacha | 2010-07-15 09:40 (UTC) | 6 | au | Не знаю, Тамара, он от бабушки. Мы его зовём «бабушкин».
tamara_v | 2010-07-15 10:15 (UTC) | 7 | - | Самое лучшее название для сорта.
dachnik_iz_pitera | 2010-07-16 19:30 (UTC) | - | - | Жара в этом году такая, что у меня все цветы за неделю отцвели. Завидую вашим.
kot_matroskin77 | 2010-07-17 21:05 (UTC) | 9 | - | У нас в Подмосковье то же самое, даже смородина сохнет.
belkino_dacha | 2010-07-18 07:50 (UTC) | 10 | au | Поливаю вечером из бочки, днём бесполезно. Держитесь там.
""")
    dep = depths(cs)
    # where the deleted comment's placeholder stands: after comment 5 (a reply to 3), at depth 1
    deleted_after = 5

    def box(i: int, c: C) -> str:
        own = " br-own" if c.has("au") else ""
        out = (
            f'<div class="br-c{own}" id="t{88120 + i * 17}" style="margin-left: {dep[i] * 30}px">'
            f'<div class="br-c-head"><img src="/_avatar/br-{slug(c.name)}.svg" alt="" width="50" height="50" align="left" />'
            f'<a class="br-user" href="http://{c.name.replace("_", "-")}.dnevniki.example/"><b>{esc(c.name)}</b></a><br />'
            f'<span class="br-date">{esc(c.when)}</span></div>'
            f'<div class="br-c-text">{paras(c.text)}</div>'
            f'<div class="br-links">(<a href="?replyto={88120 + i * 17}">Ответить</a>) (<a href="?thread={88120 + i * 17}">Ветвь</a>) '
            f'(<a href="#t{88120 + i * 17}">Ссылка</a>)</div></div>\n'
        )
        if i == deleted_after:
            out += '<div class="br-c br-deleted" style="margin-left: 30px"><i>(Удалённый комментарий)</i></div>\n'
        return out

    order: list[int] = []

    def walk(p: int | None) -> None:
        for i, c in enumerate(cs):
            if c.parent == p:
                order.append(i)
                walk(i)

    walk(None)
    block = (
        '<div class="br-comments"><div class="br-count">13 комментариев · <a href="?mode=reply">Оставить комментарий</a></div>\n'
        + "".join(box(i, cs[i]) for i in order)
        + '<div class="br-count"><a href="?mode=reply">Оставить комментарий</a></div></div>'
    )
    st = Story(
        "Пионы зацвели",
        "belkino_dacha",
        "2010-07-13T20:00:00+04:00",
        "13 июля 2010 г., 20:00",
        """
Пока все жалуются на жару, у меня зацвели пионы. Все три куста сразу, чего не было уже лет пять. Белый с розовой серединкой, который от бабушки, в этом году особенно хорош.

Поливаю их из бочки по вечерам, подвязала, чтобы не легли от тяжести. Запах такой, что соседская кошка приходит сидеть под кустом.

Фотографии под катом, их много, простите.
""",
        section="Журнал",
        related=("Клубника в этом году", "Новая теплица", "Про кабачки"),
        tags=("дача", "цветы", "пионы"),
        recent=(("tamara_v", "Новая теплица"), ("sergei_pasechnik", "Про кабачки")),
        months=("июль 2010", "июнь 2010", "май 2010"),
        friends=("lesnaya_feya", "sergei_pasechnik", "tamara_v", "dachnik_iz_pitera"),
    )
    return make(
        "bb-ru-beresta-margins",
        "discussion",
        "ru-belkino",
        st,
        Parts(after=block),
        seeds(cs),
        path="/belkino_dacha/88120.html",
        container="div.br-comments: a count line '13 комментариев', then every comment a div.br-c SIBLING of the others with style='margin-left: 0/30/60px' (userpic, a.br-user, span.br-date '2010-07-14 09:12 (UTC)', div.br-c-text, '(Ответить) (Ветвь) (Ссылка)'), three levels; one div.br-deleted '(Удалённый комментарий)' placeholder without name or text",
        heading=None,
        description="Береста (an invented Russian journal service, 2010), a dacha diary: 12 comments and a deleted one's placeholder under the count line '13 комментариев' (no heading); most awkward: every comment is a sibling of the others and the tree is drawn only by each div's inline margin-left (0, 30, 60 px), three levels.",
    )


def ja_trackbacks() -> Case:
    cs = thread("""
みどり | 2006年05月12日 22:14 | - | - | 新玉ねぎの丸ごとスープ、うちでも春の定番です。コンソメじゃなくて昆布だしにするのは思いつかなかった！今度やってみます。
ケンタロウ | 2006年05月13日 07:40 | - | - | 電子レンジで先に5分温めておくと、煮込み時間がかなり短くなりますよ。忙しい日はそれでやってます。
花森 | 2006年05月13日 12:05 | - | au | みどりさん、昆布だしだと玉ねぎの甘さがよく分かるんです。ぜひ。 ケンタロウさん、レンジ作戦いいですね！真似します。
ゆうこママ | 2006年05月14日 09:30 | - | - | 子どもが玉ねぎ苦手なんですが、これなら食べてくれるかも。とろとろの写真がおいしそう。
山ちゃん | 2006年05月15日 18:22 | - | - | 庭のスナップえんどう、うちもやっと花が咲きました。収穫が楽しみですね。
ゆうこママ | 2006年05月16日 20:10 | - | - | 報告です！子どもがおかわりしました。ありがとうございました。
花森 | 2006年05月16日 22:48 | - | au | ゆうこママさん、うれしいご報告ありがとうございます！
""")

    def item(i: int, c: C) -> str:
        return (
            f'<div class="bs-cm" id="bs-cm{6610 + i}"><div class="bs-cm-body">{"<br />".join(esc(p) for p in c.text.split(chr(10) * 2))}</div>'
            f'<div class="bs-cm-foot">Posted by <a href="/profile/{6610 + i}">{esc(c.name)}</a> at {esc(c.when)}</div></div>'
        )

    tbs = [
        (
            "春の台所日記",
            "新玉ねぎのスープを作りました。花森さんちの台所さんのレシピを参考に、昆布だしで…",
            "春の台所日記",
            "2006年05月13日 15:02",
        ),
        (
            "週末の食卓",
            "今週は玉ねぎづくし。スープは花森さんのところのを真似して…",
            "のんびり食卓",
            "2006年05月15日 11:40",
        ),
    ]
    tb_html = "".join(
        f'<div class="bs-cm bs-tb"><div class="bs-cm-body"><b>{esc(t)}</b><br />{esc(x)}</div>'
        f'<div class="bs-cm-foot">Tracked from <a href="http://tb{n}.example/">{esc(b)}</a> at {esc(w)}</div></div>'
        for n, (t, x, b, w) in enumerate(tbs)
    )
    block = (
        '<div id="bs-comment-area"><h3 class="bs-h">この記事へのコメント</h3>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<h3 class="bs-h">この記事へのトラックバック</h3>'
        + tb_html
        + '<p class="bs-tburl">トラックバックURL: http://hanamori.blogsha.example/tb/0512</p>'
        '<h3 class="bs-h">コメントを書く</h3><form action="/comment" method="post"><p>お名前: <input name="n" /></p>'
        '<p><textarea name="t" rows="5" cols="40"></textarea></p><input type="submit" value="送信" /></form></div>'
    )
    st = Story(
        "新玉ねぎの丸ごとスープ",
        "posted by 花森 at 21:00",
        "2006-05-12T21:00:00+09:00",
        "2006年05月12日",
        """
八百屋さんで新玉ねぎが一袋百円だったので、丸ごとスープにしました。皮をむいて上下を少し切り、十字に切り込みを入れて、昆布だしでことこと四十分。

味付けは塩と薄口しょうゆを少しだけ。最後に黒こしょうをたっぷり。スプーンで崩れるくらいとろとろになったら出来上がりです。

庭のスナップえんどうもやっと花が咲きました。来週あたり収穫できるかな。
""",
        section="ごはん",
        related=("たけのこご飯", "いちごジャムを煮た日", "庭の小さな畑"),
        tags=("スープ", "新玉ねぎ", "春"),
        recent=(("山ちゃん", "庭の小さな畑"), ("みどり", "いちごジャムを煮た日")),
        months=("2006年05月", "2006年04月", "2006年03月"),
        friends=("のんびり食卓", "春の台所日記", "ベランダ菜園"),
    )
    return make(
        "bb-ja-blogsha-trackbacks",
        "discussion",
        "ja-hanamori",
        st,
        Parts(after=block),
        seeds(cs),
        path="/archives/20060512-0512.html",
        container="div#bs-comment-area: h3 'この記事へのコメント', div.bs-cm (div.bs-cm-body with the text, then div.bs-cm-foot 'Posted by NAME at 2006年05月12日 22:14'); flat, the blogger answering two readers in one comment ('みどりさん、… ケンタロウさん、…'); then h3 'この記事へのトラックバック' and two trackbacks in the SAME div.bs-cm markup ('Tracked from BLOG at …')",
        heading="この記事へのコメント",
        description="ブログ舎 (an invented Japanese blog service, 2006), a home-cooking blog: 7 comments, the text first and 'Posted by NAME at 2006年05月12日 22:14' after it; flat (the blogger answers by name inside her own comments); most awkward: the two trackbacks below use exactly the comments' markup (a bold title, an excerpt, 'Tracked from BLOG at …').",
    )


def sv_dl() -> Case:
    cs = thread("""
Birgitta Öhman | 2011-02-08 kl 14:22 | - | - | Äntligen en affär i byn igen. Sedan Konsum stängde har vi fått köra tre mil för en liter mjölk.
Anders i Kvarnbacken | 2011-02-08 kl 14:51 | 0 | - | Sex mil tur och retur, ja. Och på vintern när vägen är som den är.
Birgitta Öhman | 2011-02-08 kl 15:20 | 1 | - | Precis. Jag köper aktier i föreningen, det är självklart.
Lasse Nordin | 2011-02-08 kl 16:05 | - | - | Hur många medlemmar behövs för att det ska gå ihop? Artikeln säger inget om det.
Maja Fjällström | 2011-02-08 kl 17:30 | 3 | - | Ungefär 250 enligt mötet i bygdegården, och de har redan 180.
Göran | 2011-02-08 kl 19:12 | - | - | Det kommer inte att bära sig. Alla handlar ändå på stormarknaden på väg hem från jobbet.
Ingrid Sandberg | 2011-02-08 kl 20:45 | 5 | - | Alla jobbar inte i stan, Göran. Vi är många pensionärer här som inte har bil.
Per-Olof Lind | 2011-02-09 kl 07:58 | - | - | Ombud för apotek och systembolag också, står det. Det är nästan viktigare än själva butiken.
Elsa K. | 2011-02-09 kl 12:40 | - | - | Jag anmäler mig gärna som frivillig i kassan på lördagar.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<dt id="tm-{5501 + i}"><b class="tm-namn">{esc(c.name)}</b> <span class="tm-tid">{esc(c.when)}</span></dt>'
            f'<dd>{paras(c.text)}<p class="tm-verktyg"><a href="/svara?id={5501 + i}">Svara</a> · '
            f'<a href="/anmal?id={5501 + i}">Anmäl</a></p>{sub}</dd>'
        )

    block = (
        f'<div class="tm-debatt"><h3>Läsarkommentarer ({len(cs)})</h3>'
        '<p class="tm-regler">Du måste vara inloggad för att kommentera. <a href="/regler">Våra regler</a></p>'
        '<dl class="tm-inlagg">'
        + tree(cs, item, lambda s: f'<dl class="tm-inlagg tm-svar">{s}</dl>')
        + "</dl></div>"
    )
    st = Story(
        "Byborna vill rädda butiken i Kvarnbacken",
        "Text: Kerstin Wallin",
        "2011-02-07T18:00:00+01:00",
        "7 februari 2011",
        """
Sedan den gamla lanthandeln i Kvarnbacken stängde i oktober har närmaste butik legat i Norrvik, tre mil bort. Nu vill byborna ta saken i egna händer och starta en ekonomisk förening som driver butiken vidare.

Ett sjuttiotal personer kom till mötet i bygdegården på söndagen. Föreningen har redan fått 180 medlemmar som köpt andelar för 500 kronor styck.

Planen är att öppna i maj, med ombud för apotek, post och systembolag. Kommunen har lovat att se över ett bidrag till lokalerna.
""",
        section="Norrvik",
        related=("Skolskjutsen ändras efter sportlovet", "Isen bär på Storsjön", "Nytt vindkraftsbesked"),
        tags=("Kvarnbacken", "landsbygd", "butik"),
    )
    return make(
        "bb-sv-tidningsmotorn-dl",
        "discussion",
        "sv-norrvik",
        st,
        Parts(after=block),
        seeds(cs),
        path="/norrvik/byborna-vill-radda-butiken-i-kvarnbacken-1.22841.html",
        container="div.tm-debatt: h3 'Läsarkommentarer (9)', a rules line, ONE dl.tm-inlagg of dt/dd pairs (dt: b.tm-namn and '2011-02-08 kl 14:22'; dd: paragraphs, 'Svara · Anmäl' and the answers as a nested dl.tm-inlagg.tm-svar inside the dd), three levels",
        heading="Läsarkommentarer (9)",
        description="Tidningsmotorn (an invented Swedish newspaper system, 2011), a local paper's story: 9 comments; most awkward: a comment is a dt/dd pair of one definition list (name and time in the dt, text in the dd), with its answers as a definition list nested inside the dd, three levels.",
    )


def cs_signed() -> Case:
    cs = thread("""
Josef Vondráček | 12. 3. 2008 14:22 | - | m=Zahoří | Konečně někdo opraví tu lávku. Chodím přes ni každý den k vlaku a v zimě je to o život.
Alena K. | 12. 3. 2008 15:05 | 0 | m=Lipová | Já přes ni chodit přestala, obcházím to přes silnici. Doufám, že to opravdu bude do léta.
Josef Vondráček | 12. 3. 2008 15:40 | 1 | m=Zahoří | Do léta to nebude, v článku je září. Ale aspoň něco.
Milan Šťastný | 12. 3. 2008 18:12 | - | m=Brno | Osm set tisíc za lávku přes potok? To musí být ze zlata.
Ing. Petr Dlouhý | 12. 3. 2008 19:30 | 3 | m=Zahoří | Nejde jen o lávku, mění se i oba opěrné pilíře, které podemlela voda v roce 2006. Proto ta cena.
Věra Nováková | 13. 3. 2008 08:05 | - | m=Zahoří | Prosím, ať tam dají i zábradlí z obou stran, kvůli dětem.
Tonda z Podlesí | 13. 3. 2008 11:47 | - | m=Podlesí | Za mých mladých let tam byla dřevěná lávka a vydržela čtyřicet let.
Marie Hrubá | 13. 3. 2008 20:10 | 5 | m=Zahoří | V projektu je zábradlí z obou stran, viděla jsem ho na obecní nástěnce.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="rn-prispevek" id="rn-{i + 1}"><div class="rn-text">{paras(c.text)}</div>'
            f'<cite class="rn-podpis">— {esc(c.name)}, {esc(c.get("m"))}, {esc(c.when)}</cite>'
            f'<span class="rn-akce"> <a href="/diskuse/reagovat?p={i + 1}">Reagovat</a></span>{sub}</li>'
        )

    block = (
        f'<div class="rn-diskuse"><h3>Diskuse k článku ({len(cs)} příspěvků)</h3><ol class="rn-seznam">'
        + tree(cs, item, lambda s: f'<ol class="rn-reakce">{s}</ol>')
        + '</ol><p><a href="/diskuse/novy?clanek=3120">Přidat příspěvek</a></p></div>'
    )
    st = Story(
        "Lávka přes Zahorský potok se dočká opravy",
        "Martin Kubeš",
        "2008-03-11T16:00:00+01:00",
        "11. 3. 2008",
        """
Obec Zahoří vyhlásila výběrové řízení na opravu lávky pro pěší přes Zahorský potok. Lávka, kterou denně používají lidé cestou k nádraží, je od povodní v roce 2006 v havarijním stavu.

Oprava má stát zhruba osm set tisíc korun. Kromě nové mostovky se vymění oba opěrné pilíře, které voda podemlela. Dvě třetiny nákladů pokryje dotace kraje.

Práce by měly začít v červnu a skončit v září. Po dobu opravy bude lávka uzavřena a chodci budou muset použít chodník podél silnice.
""",
        section="Region",
        related=("Nádraží v Zahoří čeká nová čekárna", "Hasiči slavili sto let", "Masopust v Lipové"),
        tags=("Zahoří", "lávka", "oprava"),
    )
    return make(
        "bb-cs-redakcenet-signed",
        "discussion",
        "cs-zahori",
        st,
        Parts(after=block),
        seeds(cs),
        path="/region/lavka-pres-zahorsky-potok-3120.html",
        container="div.rn-diskuse: h3 'Diskuse k článku (8 příspěvků)', ol.rn-seznam > li.rn-prispevek (div.rn-text FIRST, then cite.rn-podpis '— NAME, TOWN, 12. 3. 2008 14:22', 'Reagovat'); answers in ol.rn-reakce inside the li, three levels",
        heading="Diskuse k článku (8 příspěvků)",
        description="RedakceNet (an invented Czech news-portal system, 2008), a district paper's story: 8 numbered comments; most awkward: no author line above the text: each comment ends with a signature line '— NAME, TOWN, DATE' in a cite after the text (the town is not part of the name); answers nested three levels.",
    )


def tr_bare() -> Case:
    cs = thread("""
Mehmet Karaca | 12.04.2011 14:22 | - | - | Zeytinliklerin arasından yol geçirmek yarımadaya yapılacak en büyük kötülük. Bu ağaçların bazıları yüz yaşında.
Ayşe Tuncel | 12.04.2011 14:58 | 0 | - | Aynen katılıyorum. Dedemin bahçesi de güzergâhın üstünde kalıyor.
Hasan Usta | 12.04.2011 15:30 | - | - | Yazın bu yol tıkanıyor, ambulans bile geçemiyor. Yeni yol lazım, ama zeytinliği kesmeden bir güzergâh bulunmalı.
Selin Ö. | 12.04.2011 16:12 | 2 | - | Eski sahil yolunu genişletmek daha mantıklı olmaz mı? Haritada bakınca mesafe neredeyse aynı.
Hasan Usta | 12.04.2011 16:40 | 3 | - | Sahil yolunda kamulaştırma daha pahalıymış, toplantıda öyle dediler.
Kemal Bey | 12.04.2011 19:05 | - | - | Muhtarlığa dilekçe verdik, cuma günü köy kahvesinde imza toplanacak.
Deniz Akın | 13.04.2011 08:20 | 5 | - | Cuma kaçta? Ben de imza vermek istiyorum.
Kemal Bey | 13.04.2011 09:02 | 6 | - | Öğleden sonra üçte, Deniz Hanım.
Fatma Ersoy | 13.04.2011 11:45 | - | - | Haberi yazdığınız için teşekkürler, büyük gazeteler hiç ilgilenmedi.
Oğuz | 13.04.2011 13:30 | - | - | Turizm için yol şart, herkes bir şey istiyor ama kimse bedel ödemek istemiyor.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div><img src="/_avatar/hp-{i}.svg" alt="" width="32" height="32" /> <b>{esc(c.name)}</b> <i>{esc(c.when)}</i>'
            f"<div>{'<br />'.join(esc(p) for p in c.text.split(chr(10) * 2))}</div>"
            f'<div><a href="/yorum-yaz?cevap={i}">Cevapla</a> | <a href="/sikayet?y={i}">Şikayet et</a></div>'
            + (f'<div style="margin-left:30px">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        f'<div id="hp-okur"><h3>Okur Yorumları ({len(cs)})</h3>'
        + tree(cs, item, lambda s: s)
        + '<h4>Yorum yazın</h4><form action="/yorum-yaz" method="post"><input name="ad" /> Adınız<br />'
        '<textarea name="yorum" rows="4" cols="50"></textarea><br /><input type="submit" value="Gönder" /></form></div>'
    )
    st = Story(
        "Yeni yol projesi zeytinlikleri tehdit ediyor",
        "Haber: Gülay Erden",
        "2011-04-11T17:00:00+03:00",
        "11 Nisan 2011",
        """
Karaburun yarımadasına yapılması planlanan yeni bağlantı yolunun güzergâhı, köylülerin tepkisini çekti. Projeye göre yol, Yeniliman ile Sarpıca arasındaki zeytinliklerin ortasından geçecek.

Köylüler, güzergâh üzerinde bazılarının yüz yaşını aşan yaklaşık iki bin zeytin ağacı bulunduğunu söylüyor. Karayolları yetkilileri ise projenin henüz kesinleşmediğini, alternatif güzergâhların da değerlendirildiğini belirtti.

Köy muhtarları cuma günü ortak bir dilekçe hazırlayarak valiliğe sunacak.
""",
        section="Yerel",
        related=(
            "Balıkçı barınağına yeni iskele",
            "Yaz sezonu için hazırlıklar başladı",
            "Köy okuluna kütüphane",
        ),
        tags=("Karaburun", "zeytin", "yol"),
    )
    return make(
        "bb-tr-haberpanel-bare",
        "discussion",
        "tr-karaburun",
        st,
        Parts(after=block),
        seeds(cs),
        path="/yerel/yeni-yol-projesi-zeytinlikleri-tehdit-ediyor-h4410.html",
        container="div#hp-okur: h3 'Okur Yorumları (10)', then every comment a bare <div> without any class or id (img, b name, i '12.04.2011 14:22', a bare div with the text, a bare div 'Cevapla | Şikayet et'); answers in a bare <div style='margin-left:30px'> inside the comment, three levels",
        heading="Okur Yorumları (10)",
        description="HaberPanel (an invented Turkish news-site system, 2011), a peninsula news site: 10 comments; most awkward: not one class or id on any comment's element: bare divs, a b for the name, an i for the time, answers in a bare div indented by an inline margin inside their parent, three levels.",
    )


def threads_intl2() -> list[Case]:
    return [ru_margins(), ja_trackbacks(), sv_dl(), cs_signed(), tr_bare()]
