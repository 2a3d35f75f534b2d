"""Blind set U: pages without any reader comment whose furniture is a list of names, dates and sentences in
comment-like markup, of kinds the earlier sets did not use: a German court-news site's list of recent rulings, a
Czech parliament newsletter's amendments tabled by MPs, a Swedish paper's birth announcements, a Thai community
paper's charity-auction bid history, a Finnish university magazine's doctoral defences and a Ukrainian paper's found
documents (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_u_common import PartsK, Seed, V, box, links, make, story, tree
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[Seed]:
    """``name | when | text`` a line: entries of a look-alike list (not comments)."""
    out = []
    for line in block.strip().splitlines():
        a, w, t = (x.strip() for x in line.split("|", 2))
        out.append(Seed(a, t, None, w))
    return out


def de_court() -> Case:
    rows = _rows(
        """
Amtsgericht Verden, Richterin Dr. Helga Brünjes | 12.03.2025 | Ein Landwirt muss die Hecke an der Kreisstraße auf 1,80 Meter zurückschneiden; die Sichtbehinderung an der Einmündung sei erheblich (Az. 4 C 211/24).
Landgericht Verden, 2. Zivilkammer, Vorsitzender Richter Jörg Haselhorst | 10.03.2025 | Die Klage eines Reitvereins gegen die Gemeinde wegen der Sperrung des Deichwegs wurde abgewiesen (Az. 2 O 88/24).
Amtsgericht Achim, Richter Tobias Lüdeke | 06.03.2025 | Ein 34-Jähriger wurde wegen Trunkenheit im Verkehr zu einer Geldstrafe von 60 Tagessätzen verurteilt; der Führerschein bleibt für zehn Monate eingezogen.
Verwaltungsgericht Stade, 1. Kammer, Richterin Sabine Orth | 27.02.2025 | Der Landkreis durfte den Bau eines Carports im Außenbereich untersagen (Az. 1 A 402/23).
"""
    )
    v = V("urt-{}", list="ul", item="li", name="span")
    block = (
        '<section class="urt" id="urteile"><h2 class="urt-h">Aktuelle Urteile aus der Region</h2>'
        + tree(rows, v, idp="urt-")
        + "</section>"
    )
    st = story(
        "Streit um den Deichweg: Reitverein unterliegt vor Gericht",
        "Kerstin Vosteen",
        "2025-03-11T09:00:00+01:00",
        "11.03.2025",
        """
Der Reitverein Thedinghausen hat seine Klage gegen die Sperrung des Deichwegs verloren. Die Kammer sah die Sicherheit der Deichanlage als vorrangig an.

Der Verein prüft, ob er Berufung einlegt. Unten eine Übersicht weiterer Entscheidungen der Gerichte im Landkreis.
""",
        declare="jsonld",
        section="Urteile",
    )
    return make(
        "u-la-de-court-rulings",
        "lookalike",
        "gazette",
        "la-de-court",
        st,
        PartsK(
            after=block,
            rail=box(
                "gazette", "Ratgeber", links("Nachbarrecht kompakt|Was kostet ein Anwalt?|Schöffen gesucht")
            ),
        ),
        [],
        path="/urteile/2025/03/11/reitverein-deichweg",
        container="-",
        heading=None,
        description="A German court-news site of 2025: an article and a list of recent rulings (court and judge, date, a sentence) in comment-like markup; no reader comment.",
        lookalikes=("recent rulings: court and judge, date, summary",),
    )


def cs_amend() -> Case:
    rows = _rows(
        """
poslanec Ing. Radek Šafránek (Strana venkova) | 4. 3. 2025 | Navrhuje prodloužit přechodné období pro obecní čistírny odpadních vod ze tří na pět let.
poslankyně Mgr. Jitka Holubová (Občanský svaz) | 5. 3. 2025 | Navrhuje, aby obce do 2 000 obyvatel byly od poplatku za vypouštění osvobozeny úplně.
poslanec Petr Vondrák (Nezávislí pro regiony) | 5. 3. 2025 | Navrhuje vypustit § 12 odst. 3 o povinném měření průtoku u malých zdrojů.
poslankyně JUDr. Eva Maršálková (Strana venkova) | 6. 3. 2025 | Legislativně technická úprava: opravuje odkaz na přílohu č. 2.
"""
    )
    v = V("pn-{}", list="ol", item="li")
    block = (
        '<section class="pn" id="navrhy"><h2 class="pn-h">Podané pozměňovací návrhy (4)</h2>'
        + tree(rows, v, idp="pn-")
        + "</section>"
    )
    st = story(
        "Novela vodního zákona: poslanci podali čtyři pozměňovací návrhy",
        "Tomáš Beneš",
        "2025-03-07T12:00:00+01:00",
        "7. března 2025",
        """
Do druhého čtení novely vodního zákona poslanci podali čtyři pozměňovací návrhy. Hlasovat se bude ve třetím čtení příští týden.

Nejvíce se diskutuje o osvobození malých obcí od poplatku za vypouštění odpadních vod.
""",
        section="Zákony",
    )
    return make(
        "u-la-cs-amendments",
        "lookalike",
        "bs5",
        "la-cs-amend",
        st,
        PartsK(
            after=block,
            rail=box(
                "bs5", "Nejčtenější", links("Rozpočet na příští rok|Kdo chybí při hlasování|Jak vzniká zákon")
            ),
        ),
        [],
        path="/zakony/2025/03/07/novela-vodniho-zakona-navrhy",
        container="-",
        heading=None,
        description="A Czech parliament newsletter of 2025: the amendments tabled by MPs (name and party, date, a sentence) as a numbered list in comment-like markup; no reader comment.",
        lookalikes=("amendments tabled: MP, date, what it proposes",),
    )


def sv_births() -> Case:
    rows = _rows(
        """
Elsa | 2 mars 2025, Sunderby sjukhus | Föräldrar Linnea och Jonas Wikström, Boden. ”Storebror Viggo har redan lovat att lära henne åka skidor.”
Nils | 4 mars 2025, Piteå lasarett | Föräldrar Sara Lindqvist och Oskar Nyberg, Öjebyn. ”Välkommen lilla vän, vi är så lyckliga.”
Tilde och Maj | 5 mars 2025, Sunderby sjukhus | Föräldrar Amanda och Erik Holmgren, Gammelstad. ”Två på en gång – tack till personalen på BB!”
Aron | 9 mars 2025, Gällivare sjukhus | Föräldrar Hanna Pekkari och Johan Labba, Malmberget.
"""
    )
    v = V("fd-{}", list="div", item="div")
    block = (
        '<section class="fd" id="fodda"><h2 class="fd-h">Välkommen till världen</h2>'
        + tree(rows, v, idp="fd-")
        + '<p><a href="/familj/skicka">Skicka in en födelseannons</a></p></section>'
    )
    st = story(
        "Rekordmånga tvillingar på BB i Sunderby i vinter",
        "Maria Öhman",
        "2025-03-12T08:00:00+01:00",
        "12 mars 2025",
        """
Sunderby sjukhus har tagit emot elva tvillingpar sedan december, fler än något år tidigare. Förlossningen har förstärkt med två barnmorskor.

Här är veckans födda som föräldrarna skickat in till Familjesidan.
""",
        section="Familj",
    )
    return make(
        "u-la-sv-birth-notices",
        "lookalike",
        "blk",
        "la-sv-births",
        st,
        PartsK(after=block, rail=box("blk", "Familj", links("Grattis på födelsedagen|Bröllop|Minnesord"))),
        [],
        path="/familj/2025/03/12/tvillingar-sunderby",
        container="-",
        heading=None,
        description="A Swedish regional paper of 2025: the week's birth announcements (the baby's name, date and hospital, the parents and a line from them) in comment-like markup; no reader comment.",
        lookalikes=("birth announcements: name, date, parents, a line from them",),
    )


def th_auction() -> Case:
    rows = _rows(
        """
ผู้ประมูล s***n | 14 มี.ค. 2568 18:20 | เสนอราคา 12,500 บาท – ขอร่วมสมทบทุนซ่อมโรงเรียนค่ะ
ผู้ประมูล p***a | 14 มี.ค. 2568 17:55 | เสนอราคา 11,000 บาท
ผู้ประมูล k***7 | 14 มี.ค. 2568 16:40 | เสนอราคา 9,500 บาท – ภาพนี้สวยมาก อยากได้ไปติดที่ร้าน
ผู้ประมูล s***n | 14 มี.ค. 2568 15:12 | เสนอราคา 8,000 บาท
ผู้ประมูล t***e | 14 มี.ค. 2568 13:30 | เสนอราคา 6,000 บาท (ราคาเริ่มต้น)
"""
    )
    v = V("bid-{}", list="ul", item="li", name="span")
    block = (
        '<section class="bid" id="bids"><h2 class="bid-h">ประวัติการประมูล: ภาพวาด "เรือนแพยามเช้า"</h2>'
        + tree(rows, v, idp="bid-")
        + '<p class="bid-end">ปิดประมูล 16 มี.ค. 2568 20:00 น.</p></section>'
    )
    st = story(
        "ประมูลภาพวาดศิลปินท้องถิ่น หารายได้ซ่อมโรงเรียนริมน้ำ",
        "ทีมข่าวชุมชน",
        "2025-03-14T19:00:00+07:00",
        "14 มี.ค. 2568",
        """
ชมรมศิลปินริมน้ำนำภาพวาด 12 ภาพออกประมูลออนไลน์ เพื่อหารายได้ซ่อมหลังคาโรงเรียนวัดท่าน้ำที่เสียหายจากพายุ

ราคาสูงสุดขณะนี้คือภาพ "เรือนแพยามเช้า" ประวัติการประมูลแสดงไว้ด้านล่าง
""",
        section="การกุศล",
    )
    return make(
        "u-la-th-auction-bids",
        "lookalike",
        "gazette",
        "la-th-auction",
        st,
        PartsK(after=block, rail=box("gazette", "ข่าวชุมชน", links("ตลาดน้ำวันหยุด|แข่งเรือประจำปี|บริจาคโลหิต"))),
        [],
        path="/charity/2025/03/14/painting-auction-school",
        container="-",
        heading=None,
        description="A Thai community paper of 2025: a charity auction's bid history (masked bidder, time, amount, a bidder's note on some) in comment-like markup; no reader comment.",
        lookalikes=("bid history: masked bidder, time, amount, note",),
    )


def fi_defences() -> Case:
    rows = _rows(
        """
FM Aino Kärkkäinen | pe 21.3.2025 klo 12 | Ympäristötiede: Turvemaiden ennallistamisen vaikutus vesistöjen humukseen. Vastaväittäjä professori Heikki Salmela, kustos professori Riitta Honkanen.
DI Mikko Rautio | la 22.3.2025 klo 10 | Konetekniikka: Puukuitukomposiittien väsyminen kylmissä olosuhteissa. Vastaväittäjä dosentti Lars Engström, kustos professori Pekka Vainio.
KM Sanna Hyvönen | pe 28.3.2025 klo 12 | Kasvatustiede: Kyläkoulujen lakkauttaminen ja lasten koulumatkat. Vastaväittäjä professori Outi Laine, kustos professori Jari Mäkelä.
"""
    )
    v = V("vk-{}", list="div", item="div")
    block = (
        '<section class="vk" id="vaitokset"><h2 class="vk-h">Tulevat väitökset</h2>'
        + tree(rows, v, idp="vk-")
        + "</section>"
    )
    st = story(
        "Väitösten määrä kasvoi – kolme väitöstä saman viikon aikana",
        "Verso-toimitus",
        "2025-03-17T09:00:00+02:00",
        "17.3.2025",
        """
Yliopistossa väiteltiin viime vuonna 142 kertaa, enemmän kuin koskaan aiemmin. Maaliskuun lopulla väitöksiä on kolme saman viikon aikana.

Väitöstilaisuudet ovat avoimia kaikille, ja ne voi seurata myös verkossa.
""",
        section="Väitökset",
    )
    return make(
        "u-la-fi-defences",
        "lookalike",
        "bs5",
        "la-fi-defences",
        st,
        PartsK(
            after=block,
            rail=box(
                "bs5",
                "Luetuimmat",
                links("Kampuksen uusi kirjasto|Tutkimusrahoitus 2025|Opiskelijaravintolat"),
            ),
        ),
        [],
        path="/vaitokset/2025/03/17/vaitosten-maara-kasvoi",
        container="-",
        heading=None,
        description="A Finnish university magazine of 2025: the coming doctoral defences (candidate, date and hour, field, title, opponent and custos) in comment-like markup; no reader comment.",
        lookalikes=("doctoral defences: candidate, date, title, opponent, custos",),
    )


def uk_documents() -> Case:
    rows = _rows(
        """
Знайдено паспорт на ім'я Гнатюк Оксани Петрівни | 11.03.2025 | Біля зупинки «Центральний ринок». Звертатися до редакції або в поліцейську станцію на вул. Соборній.
Знайдено посвідчення водія на ім'я Коваля Андрія Миколайовича | 10.03.2025 | У маршрутці №5. Документ передано диспетчеру автостанції.
Знайдено студентський квиток на ім'я Бондар Софії Ігорівни | 08.03.2025 | На лавці в парку Шевченка. Зберігається в редакції до 31 березня.
"""
    )
    v = V("zd-{}", list="ul", item="li")
    block = (
        '<section class="zd" id="znaideni"><h2 class="zd-h">Знайдені документи</h2>'
        + tree(rows, v, idp="zd-")
        + "</section>"
    )
    st = story(
        "Редакція збирає знайдені документи: як повернути втрачене",
        "Галина Мельник",
        "2025-03-12T10:00:00+02:00",
        "12 березня 2025",
        """
Щотижня до редакції приносять загублені документи. Ми публікуємо перелік, щоб власники могли їх забрати.

Документи зберігаються місяць, потім передаються до міграційної служби.
""",
        section="Оголошення",
    )
    return make(
        "u-la-uk-found-documents",
        "lookalike",
        "blk",
        "la-uk-documents",
        st,
        PartsK(
            after=block,
            rail=box(
                "blk", "Популярне", links("Графік відключень|Ярмарок у суботу|Футбол: чемпіонат області")
            ),
        ),
        [],
        path="/ogoloshennia/2025/03/12/znaideni-dokumenty",
        container="-",
        heading=None,
        description="A Ukrainian border-region paper of 2025: a list of found documents (whose, date, where found and where to collect) in comment-like markup; no reader comment.",
        lookalikes=("found documents: whose, date, where",),
    )
