"""Blind set BZ: two more discussions in the served HTML: a Hungarian portal's flat forum-like list, numbered "#n", each
answer carrying an "Előzmény: NAME (#n)" link to the comment it answers (hu); a Ukrainian regional paper's nested
ordered lists whose comments put the signature ("— NAME, town, date") after the text (uk). And one page without any
reader comment: an Albanian tabloid with "0 komente" and a closed form, beside the latest comments of other news (sq).
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


def hu_elozmeny() -> Case:
    ns = talk("""
szegedi_bicikli @ 2016. szeptember 21. 08:14 :: Végre! A Tisza-parton eddig életveszélyes volt biciklizni a gyalogosok között.
Kovácsné Ildikó @ 2016. szeptember 21. 08:32 :: És a parkolóhelyek? A Stefánián így is lehetetlen megállni hétköznap.
^2 Pista bácsi @ 2016. szeptember 21. 08:47 :: Ildikó, a cikk szerint a parkolók megmaradnak, csak a járda lesz keskenyebb.
^3 Kovácsné Ildikó @ 2016. szeptember 21. 09:03 :: Akkor jó, köszönöm. Ezt elsőre nem olvastam ki belőle.
Tóth Gergő @ 2016. szeptember 21. 09:20 :: 380 millió egy 1,8 km-es kerékpárútra? Ennyiből Hollandiában tíz kilométert építenének.
^5 szegedi_bicikli @ 2016. szeptember 21. 09:35 :: Itt támfalat is kell építeni a rakpart mellett, az viszi el a pénz nagy részét.
^6 Tóth Gergő @ 2016. szeptember 21. 09:41 :: Ha így van, az más. Erről a cikkben nincs szó.
Alföldi Hírmondó @ 2016. szeptember 21. 10:10 :: Kedves Olvasóink! A beruházás részletes költségvetését a város honlapján is közzétették, a támfal valóban a költség közel felét teszi ki.
rozsa_68 @ 2016. szeptember 21. 11:25 :: A futók is használhatják majd, vagy csak a bringások?
^9 Pista bácsi @ 2016. szeptember 21. 11:40 :: Futóknak külön sáv lesz a víz felőli oldalon, legalábbis a látványterven így van.
""")
    assert len(ns) == 10

    def item(i: int, n: Note) -> str:
        prev = ""
        if n.parent is not None:
            prev = f'<div class="af-elozmeny">Előzmény: <a href="#hsz-{1000 + n.parent}">{esc(ns[n.parent].who)} (#{n.parent + 1})</a></div>'
        return (
            f'<div class="af-hsz" id="hsz-{1000 + i}"><div class="af-fej"><span class="af-sorsz">#{i + 1}</span> '
            f'<a class="af-nick" href="/felhasznalo/{1000 + i}">{esc(n.who)}</a> <span class="af-ido">{esc(n.at)}</span></div>'
            f'{prev}<div class="af-szoveg">{ptext(n.body)}</div>'
            f'<div class="af-lab"><a href="#valasz">Válasz</a> · <a href="#jelent">Moderálásra javaslom</a> · <span>Tetszik: {(i * 4) % 9}</span></div></div>'
        )

    block = (
        '<div class="af-forum"><h3>Hozzászólások (10)</h3><p class="af-inf">A hozzászólások a szerzők véleményét tükrözik. Hozzászóláshoz <a href="/belepes">be kell jelentkezni</a>.</p>'
        + flat(ns, item)
        + "</div>"
    )
    side = box(
        "Legolvasottabb",
        links(
            (
                "Lezárják a Belvárosi hidat hétvégén",
                "Új menetrend a szegedi villamosokon",
                "Rekordtermés paprikából Szentesen",
            ),
            "/szeged/",
            counts=("21 402 megtekintés", "9 118 megtekintés", "4 360 megtekintés"),
        ),
    ) + box(
        "Horoszkóp",
        "<p><b>Kos:</b> Pénzügyekben legyen óvatos.</p><p><b>Bika:</b> Sikeres nap a munkában.</p>",
    )
    style = ".af-hsz{border-bottom:1px solid #ddd;padding:8px 0}.af-sorsz{color:#999}.af-nick{font-weight:bold}.af-ido{color:#888;font-size:12px}.af-elozmeny{font-size:12px;color:#777}.af-lab{font-size:12px}"
    piece = Piece(
        "Kerékpárút épül a szegedi Tisza-parton",
        "Szerző: Farkas Zsófia",
        "2016-09-21T07:45:00+02:00",
        "2016. szeptember 21., szerda 07:45",
        """
Jövő tavasszal kezdődik a kerékpárút építése a szegedi Tisza-parton, a Belvárosi hídtól a Bertalan-emlékműig. A 1,8 kilométeres szakasz 380 millió forintba kerül.

A beruházás része egy új támfal is a rakpart mellett, mert a part egy része megsüllyedt. A Stefánián a parkolóhelyek megmaradnak, a járda viszont keskenyebb lesz.

A munkálatok várhatóan egy évig tartanak.
""",
        dek="1,8 kilométeres szakasz, 380 millió forint.",
        section="Szeged",
        tags=("Szeged", "kerékpárút", "Tisza"),
    )
    return case(
        "bz-hu-elozmeny",
        "discussion",
        "hu-alfold",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            ticker="08:30 | Dugó az M5-ösön Kiskunfélegyházánál\n08:02 | Esős hétvége jön",
            rates="EUR | 309,52\nUSD | 277,80\nCHF | 284,15",
            weather="Szeged 19°C, felhős",
        ),
        seeds(ns, keep_when=False),
        path="/szeged/kerekparut-epul-a-szegedi-tisza-parton-4410",
        static=True,
        reveal="served HTML",
        container="div.af-forum: h3 'Hozzászólások (10)', flat div.af-hsz numbered '#n'; answers carry a div.af-elozmeny 'Előzmény: NAME (#n)' link",
        heading="Hozzászólások (10)",
        description="A Hungarian regional portal of 2016: an article on a riverside bike path with 10 readers' comments as a flat forum-like list, numbered '#n', answers carrying an 'Előzmény: NAME (#n)' link line (the portal posting a notice as a top-level comment); most read with view counts, a horoscope. Most awkward: flat, the parent only in the 'Előzmény' line.",
        lookalikes=("most read with view counts", "horoscope"),
    )


def uk_signature() -> Case:
    ns = talk("""
Олександр, Вінниця @ 03.06.2019, 18:22 :: Фонтан біля Південного Бугу — найкраще, що є в нашому місті. Але чому шоу починається так пізно, о 21:30? З дітьми важко чекати.
  Ірина Мельник, Вінниця @ 03.06.2019, 18:40 :: Бо раніше ще світло, і підсвітки не видно. Влітку темніє тільки після дев'ятої.
    Олександр, Вінниця @ 03.06.2019, 18:55 :: Логічно, дякую.
Гість із Хмельницького @ 03.06.2019, 19:10 :: Минулого року приїжджали спеціально на шоу. Паркування біля фонтану — справжнє пекло.
  Редакція «Подільського кур'єра» @ 03.06.2019, 19:45 :: За даними міськради, у вихідні працюватиме безкоштовна парковка біля стадіону «Локомотив», звідти 10 хвилин пішки.
Тетяна @ 03.06.2019, 20:02 :: Чи буде цього року шоу на День міста? Минулого разу його скасували через дощ.
  Петро Гнатюк, Тиврів @ 03.06.2019, 20:30 :: Обіцяли спеціальну програму на День міста, я читав на сайті міськради.
Студент ВНТУ @ 03.06.2019, 21:15 :: Музику б змінили. Третій рік поспіль та сама програма.
""")
    assert len(ns) == 8

    def item(i: int, n: Note, below: str) -> str:
        return (
            f'<li class="pk-vidguk" id="v{6600 + i}">{ptext(n.body, "pk-t")}'
            f'<p class="pk-pidpys">— <span class="pk-imya">{esc(n.who)}</span>, <span class="pk-data">{esc(n.at)}</span> '
            f'<a href="#vidpovisty-{6600 + i}">відповісти</a></p>{below}</li>'
        )

    thread = draw(ns, item, lambda inner, i: f'<ol class="pk-vidpovidi">{inner}</ol>')
    block = (
        '<div class="pk-vidguky"><h3>Відгуки читачів</h3>'
        f'<ol class="pk-spysok">{thread}</ol>'
        '<p class="pk-prav">Редакція залишає за собою право видаляти відгуки, що порушують правила.</p></div>'
    )
    side = box(
        "Найпопулярніше",
        links(
            (
                "У Вінниці подорожчає проїзд у тролейбусах",
                "На Замостянській ремонтують дорогу: схема об'їзду",
                "Вінницькі школярі виграли олімпіаду з фізики",
            ),
            "/novyny/",
            counts=("15 300 переглядів", "7 081 переглядів", "3 226 переглядів"),
        ),
    ) + box("Ціни на пальне", "<p>А-95 — 29,49 грн<br>ДП — 28,99 грн<br>Газ — 14,30 грн</p>")
    style = ".pk-spysok,.pk-vidpovidi{list-style:none;padding-left:0}.pk-vidpovidi{margin-left:30px;border-left:2px solid #cde}.pk-vidguk{padding:8px}.pk-pidpys{color:#777;font-size:13px;text-align:right}.pk-imya{font-weight:bold;color:#1d5c8c}"
    piece = Piece(
        "Сезон світломузичного фонтану у Вінниці відкриють 7 червня",
        "Автор: Наталія Кравчук",
        "2019-06-03T16:00:00+03:00",
        "3 червня 2019, 16:00",
        """
Світломузичний фонтан на Південному Бузі відкриє новий сезон у п'ятницю, 7 червня. Шоу проходитимуть щодня о 21:30 до кінця вересня.

Цього року до програми додали нові композиції та лазерні ефекти. У вихідні буде два сеанси — о 21:30 та 22:15.

У міськраді нагадують, що біля фонтану обмежено паркування, і радять користуватися громадським транспортом.
""",
        dek="Шоу щодня о 21:30, у вихідні — двічі.",
        section="Місто",
        tags=("Вінниця", "фонтан"),
    )
    return case(
        "bz-uk-pidpys-pislya",
        "discussion",
        "uk-podillia",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            ticker="17:10 | У Вінниці відключать гарячу воду\n16:45 | Нова маршрутка до Тиврова",
            rates="USD | 26,91\nEUR | 30,14\nPLN | 7,02",
            weather="Вінниця 26°C, ясно",
        ),
        seeds(ns, keep_when=False),
        path="/misto/sezon-svitlomuzychnoho-fontanu-vidkryyut-7-chervnya-22118",
        static=True,
        reveal="served HTML",
        container="div.pk-vidguky: h3 'Відгуки читачів', ol.pk-spysok of li.pk-vidguk (text first, then a p.pk-pidpys '— NAME, DATE відповісти'), answers in a nested ol",
        heading="Відгуки читачів",
        description="A Ukrainian regional paper of 2019: an article on a fountain show with 8 readers' responses in nested ordered lists, each text before its signature line ('— Олександр, Вінниця, 03.06.2019, 18:22'), names with towns, the newsroom answering once; most read with view counts, fuel prices. Most awkward: the name after the text; names carrying the town after a comma.",
        lookalikes=("most read with view counts", "fuel prices"),
    )


def sq_zero() -> Case:
    latest = rows("""
Arben | Ura e Bunës mbyllet për riparim | Më në fund, ishte rrezik për jetën.
Drita nga Vau i Dejës | Rritet çmimi i bukës në Shkodër | Kush do ta paguajë këtë?
Gjergji | Festivali i Liqenit fillon të premten | Shihemi atje!
""")
    after = (
        '<div class="zv-kom"><h3>0 komente</h3><p>Komentet për këtë artikull janë mbyllur.</p></div>'
        '<div class="zv-video"><h3>Video</h3><ul><li>Përmbytjet në Obot, pamje nga droni</li><li>Intervistë me kryebashkiaken</li></ul></div>'
    )
    side = box(
        "Komentet e fundit",
        "<ul>"
        + "".join(
            f'<li><b>{esc(a)}</b> te <a href="/lajme/{k}">{esc(t)}</a>: {esc(x)}</li>'
            for k, (a, t, x) in enumerate(latest)
        )
        + "</ul>",
    ) + box(
        "Më të lexuarat",
        links(
            (
                "Shkodra nën ujë: evakuohen 40 familje",
                "Rruga Shkodër–Hani i Hotit hapet në shtator",
                "Vllaznia fiton derbin e veriut",
            ),
            "/lajme/",
            counts=("31 020 shikime", "12 448 shikime", "8 906 shikime"),
        ),
    )
    piece = Piece(
        "Liqeni i Shkodrës arrin nivelin më të lartë që nga viti 2010",
        "Nga Elira Gjoni",
        "2018-03-08T12:00:00+01:00",
        "08/03/2018 12:00",
        """
Niveli i ujit në Liqenin e Shkodrës ka arritur sot 8,9 metra, më i larti që nga përmbytjet e vitit 2010, njoftoi Prefektura.

Disa fshatra në Zadrimë dhe Obot janë rrethuar nga uji. Forcat e Armatës kanë ngritur ura të përkohshme për banorët.

Meteorologët parashikojnë reshje të tjera deri të dielën.
""",
        dek="Uji arriti 8,9 metra, fshatrat e Obotit të rrethuara.",
        section="Lajme",
        tags=("Shkodër", "përmbytje"),
    )
    return case(
        "bz-sq-zero-komente",
        "lookalike",
        "sq-shkodra",
        piece,
        Bits(
            after=after,
            side=side,
            ticker="12:30 | Mbyllen shkollat në Obot\n11:55 | Bujku: dëmet në bujqësi mbi 2 milionë lekë",
            rates="EUR | 132,40\nUSD | 107,60",
            weather="Shkodër 9°C, shi",
        ),
        [],
        path="/lajme/liqeni-i-shkodres-arrin-nivelin-me-te-larte-48112",
        reveal="-",
        container="-",
        heading=None,
        description="An Albanian regional tabloid of 2018: an article on a lake flood with '0 komente' and 'Komentet për këtë artikull janë mbyllur.', a video strip, the latest comments of three other news (name, linked title, the words) and most read with view counts. No reader comment on the page.",
        lookalikes=("latest comments of other news", "most read with view counts"),
    )


def threads2_bz() -> list[Case]:
    return [hu_elozmeny(), uk_signature()]


def plain2_bz() -> list[Case]:
    return [sq_zero()]
