"""Blind set BZ: two real discussions beside a list of a kind no earlier set listed: an Armenian regional portal whose
article holds drivers' reports of the waiting time at a border crossing, with 6 readers' comments in a definition
list, answers in a list inside their parent's dd (hy); a Dalmatian town paper whose article holds winegrowers'
must-sugar readings, with 8 readers' comments in article elements, answers opening with a quote of their parent (hr).
Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bz_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    draw,
    esc,
    flat,
    links,
    ptext,
    rows,
    seeds,
    talk,
)


def hy_border() -> Case:
    drivers = rows("""
Արմեն (բեռնատար) | 07:40 | Բագրատաշեն | Սպասում եմ 3 ժամ, հերթում մոտ 60 բեռնատար կա։
Գոհար Մ. | 08:15 | Բագրատաշեն | Մարդատարներով անցանք 40 րոպեում, վրացական կողմում արագ է։
Սամվել | 09:05 | Գուգուտի | Այստեղ հերթ չկա, 15 րոպեում անցա։ Ճանապարհը ցեխոտ է։
Տիգրան վարորդ | 09:50 | Բագրատաշեն | Բեռնատարների հերթը հասավ կամրջին, նոր սկաներն էլի չի աշխատում։
""")
    board = (
        '<div class="ll-hert"><h3>Վարորդների հաղորդումներ սահմանից — այսօր</h3><table class="ll-hert-t">'
        + "".join(
            f"<tr><td class='ll-v'>{esc(n)}</td><td>{esc(t)}</td><td>{esc(p)}</td><td>{esc(x)}</td></tr>"
            for n, t, p, x in drivers
        )
        + "</table><p class='ll-hert-p'>Ուղարկեք ձեր հաղորդումը SMS-ով 1122 համարին։</p></div>"
    )
    ns = talk("""
Կարեն Ալավերդիից @ 12.02.2020 10:14 :: Նոր սկաները տեղադրեցին անցյալ ամառ, ու կես տարին չի աշխատում։ Ո՞վ է պատասխանատու։
  Լոռու լուրեր @ 12.02.2020 11:02 :: Մաքսային ծառայությունից մեզ ասացին, որ սկաների նորոգումը կավարտվի մինչև մարտի 1-ը։
Աննա @ 12.02.2020 10:30 :: Երեկ Թբիլիսի գնացինք երեխաների հետ, 5 ժամ կանգնեցինք։ Զուգարան անգամ չկա սահմանին։
  Մարինե Վ. @ 12.02.2020 10:48 :: Հայկական կողմում կա, բայց փակ է ձմռանը։ Ամոթ է։
Վահե @ 12.02.2020 12:20 :: Գուգուտիով գնացեք, ավելի երկար է, բայց հերթ չկա։
  Կարեն Ալավերդիից @ 12.02.2020 12:41 :: Գուգուտիի ճանապարհը ձմռանը վտանգավոր է, բեռնատարով չես գնա։
""")

    def item(i: int, n: Note, below: str) -> str:
        return (
            f'<dt class="ll-k-ov" id="k{4400 + i}"><b>{esc(n.who)}</b> <span class="ll-k-zh">{esc(n.at)}</span></dt>'
            f'<dd class="ll-k-tekst">{ptext(n.body)}<a class="ll-pat" href="#pat-{4400 + i}">Պատասխանել</a>{below}</dd>'
        )

    thread = draw(ns, item, lambda inner, i: f'<dl class="ll-pat-dl">{inner}</dl>')
    block = (
        '<div class="ll-karciqner"><h3>Մեկնաբանություններ (6)</h3>'
        f'<dl class="ll-k">{thread}</dl>'
        '<p class="ll-k-nsh">Մեկնաբանությունները հրապարակվում են մոդերացիայից հետո։</p></div>'
    )
    side = box(
        "Ամենաընթերցվածը",
        links(
            (
                "Վանաձորում բացվեց նոր դպրոց",
                "Ստեփանավանի ճանապարհը փակ է ձյան պատճառով",
                "Լոռու մարզպետը հանդիպեց գյուղապետերին",
            ),
            "/news/",
            counts=("5 880 դիտում", "3 412 դիտում", "1 977 դիտում"),
        ),
    ) + box("Վառելիքի գներ", "<p>Ռեգուլյար — 470 դրամ<br>Դիզել — 480 դրամ<br>Գազ — 220 դրամ</p>")
    piece = Piece(
        "Բագրատաշենում բեռնատարների հերթը կրկին երկարել է",
        "Հեղինակ՝ Լիլիթ Հովհաննիսյան",
        "2020-02-12T09:30:00+04:00",
        "12 փետրվարի, 2020, 09:30",
        """
Բագրատաշենի սահմանային անցակետում բեռնատարների հերթը այսօր առավոտյան հասել է մոտ 60 մեքենայի։ Վարորդների խոսքով՝ սպասումը տևում է երեք ժամից ավելի։

Պատճառը նոր ռենտգեն սկաներն է, որը արդեն մի քանի շաբաթ չի աշխատում, և բեռները ստուգվում են ձեռքով։

Ստորև հրապարակում ենք վարորդների ուղարկած հաղորդումները, որոնք թարմացվում են ամբողջ օրվա ընթացքում։
""",
        dek="Սպասումը երեք ժամից ավելի է, սկաները չի աշխատում։",
        section="Լուրեր",
        tags=("Բագրատաշեն", "սահման", "բեռնափոխադրումներ"),
    )
    return case(
        "bz-hy-sahman-hert",
        "mixed",
        "hy-lori",
        piece,
        Bits(
            inside=board,
            after=block,
            side=side,
            ticker="10:50 | Ալավերդու պղնձաձուլարանը վերսկսեց աշխատանքը\n10:12 | Վանաձոր-Թբիլիսի ավտոբուսը չեղարկվեց",
            rates="USD | 479,50\nEUR | 521,80\nRUB | 7,55",
            weather="Վանաձոր -3°C, ձյուն",
        ),
        seeds(ns, keep_when=False),
        path="/news/bagratashenum-bernataneri-herty-krkin-erkarel-e-5512",
        static=True,
        reveal="served HTML",
        container="div.ll-karciqner: h3 'Մեկնաբանություններ (6)', dl.ll-k of dt (name, date) and dd (text, 'Պատասխանել', answers in a nested dl)",
        heading="Մեկնաբանություններ (6)",
        description="An Armenian regional portal of 2020: an article on a border queue holding a table of 4 drivers' reports (name, time, crossing, a sentence), then 6 readers' comments in a definition list, answers in a dl inside their parent's dd (the portal answering once); most read with view counts, fuel prices. Most awkward: the drivers' reports inside the article have a comment's shape.",
        lookalikes=(
            "drivers' reports of the waiting time at a border crossing (name, time, crossing, a sentence)",
        ),
    )


def hr_must() -> Case:
    growers = rows("""
Ante Bilić | Kaštel Novi | 9. rujna 2015. | Plavac mali, 92 °Oe | Grožđe zdravo, berba počinje u subotu.
Mirjana Tomić | Kaštel Stari | 9. rujna 2015. | Pošip, 88 °Oe | Suša je smanjila prinos, ali je šećer odličan.
Frane Vuković | Kaštel Gomilica | 8. rujna 2015. | Crljenak, 84 °Oe | Čekam još tjedan dana, kiselina je previsoka.
Zdravko Prgin | Kaštel Sućurac | 9. rujna 2015. | Babica, 79 °Oe | Malo trulih bobica nakon kiše, berem odmah.
""")
    table = (
        '<div class="kl-mosti"><h3>Šećer u moštu: javljaju vinogradari</h3><table class="kl-mt">'
        "<tr><th>Vinogradar</th><th>Mjesto</th><th>Datum mjerenja</th><th>Sorta i šećer</th><th>Napomena</th></tr>"
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td><td>{esc(d)}</td><td>{esc(e)}</td></tr>"
            for a, b, c, d, e in growers
        )
        + "</table></div>"
    )
    ns = talk("""
Ivo iz Lukšića @ 09.09.2015. u 11:20 :: Kod nas plavac ima 90, ali je grožđa upola manje nego lani. Bez kiše od lipnja.
Marina K. @ 09.09.2015. u 11:42 :: Zna li netko radi li ove godine otkup u vinariji u Kaštel Starom? Lani su plaćali tek u ožujku.
  Duje @ 09.09.2015. u 12:05 :: Radi, ali cijena je 4 kune za kilogram plavca. Ne isplati se ni brati.
    Marina K. @ 09.09.2015. u 12:14 :: Četiri kune? Onda ću radije sama napraviti vino za kuću.
Crljenak @ 09.09.2015. u 12:30 :: Lijepo je vidjeti da se crljenak opet sadi u Kaštelima. Ovo je njegova domovina, a svi misle da je iz Amerike.
  Ante Bilić @ 09.09.2015. u 13:01 :: Točno tako. Ja sam zasadio 300 trsova prije pet godina i ove godine je prva prava berba.
Nono Jure @ 09.09.2015. u 14:10 :: Za moga ćaće brali smo tek za Malu Gospu, a sad sve ranije i ranije.
  Ivo iz Lukšića @ 09.09.2015. u 14:25 :: Nono, Mala Gospa je sutra, pa nismo ni mi daleko :)
""")

    def item(i: int, n: Note) -> str:
        quote = ""
        if n.parent is not None:
            p = ns[n.parent]
            first = p.body.split("\n\n")[0]
            quote = f'<blockquote class="kl-citat"><b>{esc(p.who)}</b> je napisao/la:<br>{esc(first)}</blockquote>'
        return (
            f'<article class="kl-kom" id="kom-{2230 + i}"><header><span class="kl-ime">{esc(n.who)}</span> '
            f'<time>{esc(n.at)}</time> <a class="kl-br" href="#kom-{2230 + i}">#{i + 1}</a></header>'
            f"{quote}{ptext(n.body)}"
            f'<footer><a href="#citiraj">Citiraj</a> · <a href="#prijavi">Prijavi</a> · <span class="kl-ocj">👍 {(i * 3) % 11} 👎 {(i * 2) % 4}</span></footer></article>'
        )

    block = (
        '<section class="kl-rasprava"><h3>Komentari (8)</h3><p class="kl-uvj">Komentiranje je dopušteno registriranim korisnicima. <a href="/uvjeti">Uvjeti korištenja</a></p>'
        + flat(ns, item)
        + "</section>"
    )
    side = box(
        "Najčitanije",
        links(
            (
                "Gužve na ulazu u Split: radovi do listopada",
                "Kaštelanska rivijera puna turista i u rujnu",
                "Hajduk doveo novog napadača",
            ),
            "/vijesti/",
            counts=("14 870 pregleda", "6 221 pregleda", "5 002 pregleda"),
        ),
    ) + box("Cijene goriva", "<p>Eurosuper 95: 9,61 kn<br>Eurodizel: 8,84 kn<br>Autoplin: 4,69 kn</p>")
    style = ".kl-kom{border-bottom:1px solid #ddd;padding:10px 0}.kl-ime{font-weight:bold}.kl-citat{background:#f4f4f4;border-left:3px solid #1d5c8c;margin:6px 0;padding:4px 8px;font-size:13px;color:#555}"
    piece = Piece(
        "Berba u Kaštelima počinje ranije: šećera ima, grožđa manje",
        "Piše: Tonći Radić",
        "2015-09-09T10:00:00+02:00",
        "Srijeda, 9. rujna 2015. u 10:00",
        """
Zbog dugotrajne suše berba grožđa u kaštelanskim vinogradima počinje desetak dana ranije nego obično. Vinogradari izvješćuju o visokom sadržaju šećera, ali i o manjem prinosu.

Najviše se bere plavac mali, a sve je više i crljenka kaštelanskog, stare sorte koju su Kaštelani ponovno počeli saditi prije desetak godina.

Zamolili smo vinogradare da nam jave svoja mjerenja šećera u moštu. Objavljujemo ih u tablici.
""",
        dek="Suša smanjila prinos, ali šećer je visok.",
        section="Gospodarstvo",
        tags=("berba", "Kaštela", "vino"),
    )
    return case(
        "bz-hr-berba-mosti",
        "mixed",
        "hr-kastela",
        piece,
        Bits(
            inside=table,
            after=block,
            side=side,
            style=style,
            ticker="11:30 | Trajekt za Brač kasni sat vremena\n10:45 | Požar kod Trogira pod kontrolom",
            rates="EUR | 7,5430\nUSD | 6,7550\nCHF | 6,9300",
            weather="Kaštela 29°C, vedro",
        ),
        seeds(ns, keep_when=False),
        path="/gospodarstvo/berba-u-kastelima-pocinje-ranije-7781",
        static=True,
        reveal="served HTML",
        container="section.kl-rasprava: h3 'Komentari (8)', flat article.kl-kom elements; answers open with a blockquote.kl-citat of their parent's first paragraph",
        heading="Komentari (8)",
        description="A Dalmatian town paper of 2015: an article on the grape harvest holding a table of 4 winegrowers' must-sugar readings (grower, place, date, variety and °Oe, a note), then 8 readers' comments as flat article elements numbered '#n', answers opening with 'NAME je napisao/la:' and their parent's text in a blockquote (a grower from the table also comments); most read with view counts, fuel prices. Most awkward: the quoted parents inside flat comments; the growers' notes beside them.",
        lookalikes=("winegrowers' must-sugar readings with notes",),
    )


def mixed_bz() -> list[Case]:
    return [hy_border(), hr_must()]
