"""Blind set V: mixed pages, this article's discussion beside a look-alike list in the discussion's very own markup:
a Hungarian paper's choir rehearsal plan, a Czech weekly's observing nights of an astronomy club, an English
neighbourhood paper's community garden harvest log and an Indonesian paper's cooking classes (written from memory of
the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_v_common import PartsK, V, box, links, make, rows, story, thread, tree
from comspider_lab.blind.model import Case


def hu_choir() -> Case:
    c = thread(
        """
Kovács Erzsébet | márc. 3. 09:15 | - | Gyönyörű hír, hogy a kórus ötven év után újra énekel a bazilikában. Anyám is ott énekelt 1975-ben.
Szabó Tamás | márc. 3. 11:20 | 0 | Van még hely a basszusban? Tavaly óta keresek kórust.
Nagy Ildikó | tegnap 21:10 | 1 | Tamás, csütörtök esténként lehet jönni meghallgatásra, a cikk végén ott a cím.
Horváth Péter | 2 órája | - | Remélem, a koncertet felveszik, mi már nem tudunk elmenni Esztergomig.
"""
    )
    plan = rows(
        """
Szólamvezető: Bíró Anna (szoprán) | márc. 6., csütörtök 18:30 | Kodály: Esti dal, az első két versszak. Hozzátok a ceruzát a kottához!
Szólamvezető: Fekete Gábor (basszus) | márc. 8., szombat 10:00 | Szólampróba a plébánia nagytermében, Liszt: Ave Maria.
Karnagy: Tóth Judit | márc. 13., csütörtök 18:30 | Összpróba a bazilikában, beéneklés 18:15-kor a sekrestyében.
"""
    )
    v = V("qz-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="qz" id="proba"><h3 class="qz-h">A kórus próbarendje</h3>'
        + tree(plan, v, idp="qzp-")
        + '</section><section class="qz" id="olvasok"><h2 class="qz-h">Olvasói vélemények (4)</h2>'
        + tree(c, v, votes="👍 {u}", reply="Válasz", seed="hu", idp="qz-")
        + "</section>"
    )
    st = story(
        "Ötven év után újra a bazilikában énekel a visegrádi kórus",
        "Molnár Zsófia",
        "2025-03-02T16:00:00+01:00",
        "2025. március 2. 16:00",
        """
A visegrádi Szent András kórus április elején koncertet ad az esztergomi bazilikában, először 1975 óta.

A kórus új tagokat is keres, meghallgatás csütörtök esténként a plébánián.
""",
        section="Kultúra",
    )
    return make(
        "v-mx-hu-choir-plan",
        "mixed",
        "quire",
        "mx-hu-choir",
        st,
        PartsK(
            after=block,
            rail=box("quire", "Legolvasottabb", links("Hajójárat Nagymarosra|Piaci napok|Kézilabda: döntő")),
        ),
        c,
        path="/kultura/visegradi-korus-bazilika",
        container="section#olvasok: ul.qz-list of li.qz-item (div.qz-meta: b.qz-name, span.qz-time 'márc. 3. 09:15' / 'tegnap 21:10' / '2 órája'; div.qz-text; '👍 n', 'Válasz'); replies in ul.qz-replies",
        heading="Olvasói vélemények (4)",
        description="A Hungarian paper of 2025: 4 comments (2 replies) dated 'márc. 3. 09:15', 'tegnap 21:10', '2 órája', below the choir's rehearsal plan in the same markup.",
        lookalikes=(
            "a choir's rehearsal plan in the comments' own markup: section leader, date and hour, pieces",
        ),
    )


def cs_stars() -> Case:
    c = thread(
        """
Jiří Novotný | 3. 3. v 9:15 | - | Hvězdárna na Ještědu by byla krásná věc. Tma tam je opravdu skvělá, jezdím tam fotit Mléčnou dráhu.
Petra Vaňková | 3. 3. v 12:40 | 0 | Jen aby tam pak nesvítilo parkoviště celou noc.
Jiří Novotný | včera ve 21:10 | 1 | V článku píšou, že osvětlení bude jen tlumené a směrem dolů.
Martin K. | před 3 hodinami | - | Kdo to zaplatí? Kraj nebo obce?
Eva Šimková | před 45 minutami | 3 | Podle článku z poloviny kraj, zbytek sbírka spolku.
"""
    )
    nights = rows(
        """
Vede Ing. Pavel Hrubý | pátek 7. 3. od 19:30 | Měsíc v první čtvrti a Jupiter s měsíci. Sraz u chaty Pod vrcholem, za zataženého počasí se ruší.
Vede Lucie Dvořáková | sobota 15. 3. od 20:00 | Mlhovina v Orionu a otevřené hvězdokupy. Dalekohledy zapůjčí spolek, vezměte teplé oblečení.
Vede Ing. Pavel Hrubý | pátek 28. 3. od 20:30 | Pozorování pro děti: souhvězdí zimní oblohy a jak najít Polárku.
"""
    )
    v = V("vb-{}")
    block = (
        '<section class="vb" id="pozorovani"><h3 class="vb-h">Pozorovací večery spolku</h3>'
        + tree(nights, v, idp="vbn-")
        + '</section><section class="vb" id="ctenari"><h2 class="vb-h">Názory čtenářů</h2>'
        + tree(c, v, votes="+{u}", reply="Odpovědět", seed="cs", idp="vb-")
        + "</section>"
    )
    st = story(
        "Astronomický spolek chce postavit malou hvězdárnu pod Ještědem",
        "Radka Pokorná",
        "2025-03-02T15:00:00+01:00",
        "2. března 2025",
        """
Astronomický spolek Podještědí představil plán malé hvězdárny s pozorovací kopulí u chaty Pod vrcholem. Polovinu nákladů by mohl uhradit kraj.

Osvětlení parkoviště má být tlumené a mířit jen dolů. Spolek mezitím pořádá pozorovací večery pro veřejnost.
""",
        section="Spolky",
    )
    return make(
        "v-mx-cs-observing-nights",
        "mixed",
        "nw",
        "mx-cs-stars",
        st,
        PartsK(
            after=block,
            rail=box(
                "nw",
                "Nejčtenější",
                links("Uzavírka silnice na Hodkovice|Masopust v Osečné|Hokej: okresní přebor"),
            ),
        ),
        c,
        path="/spolky/hvezdarna-pod-jestedem",
        container="section#ctenari: div.vb-list of div.vb-item (div.vb-meta: b.vb-name, span.vb-time '3. 3. v 9:15' / 'včera ve 21:10' / 'před 3 hodinami'; div.vb-text; '+n', 'Odpovědět'); replies in div.vb-replies",
        heading="Názory čtenářů",
        description="A Czech weekly of 2025: 5 comments (3 replies, two deep) dated '3. 3. v 9:15', 'včera ve 21:10', 'před 45 minutami', below the astronomy club's observing nights in the same markup.",
        lookalikes=(
            "an astronomy club's observing nights in the comments' own markup: host, day and hour, what to see",
        ),
    )


def en_garden() -> Case:
    c = thread(
        """
Pauline Greaves | Sat 10:14 | - | Lovely to see the garden doing so well after the flooding last winter. The raised beds were a brilliant idea.
Des O'Rourke | Sat 11:02 | 0 | The council should give them the empty plot next door too. There's a waiting list of thirty families.
Pauline Greaves | Sat 12:30 | 1 | Agreed. I'd sign a petition if someone started one.
Yusuf Khan | Yesterday 21:10 | - | My kids went to the Saturday session and came home with beetroot they actually ate. Thank you to the volunteers.
Marion Tate | 4 hrs ago | 3 | Ha, same here. Beetroot brownies next week apparently.
Gav | 1 hr ago | - | Any chance of a session after school hours for those of us who work weekends?
"""
    )
    log = rows(
        """
Bed 3, kept by Hollis Road Primary | Mon 22 Sep | 4 kg of potatoes, the last of the runner beans. The children weighed everything themselves.
Bed 7, kept by Aunty Grace | Wed 24 Sep | Callaloo and scotch bonnets; seeds saved for next year in the shed tin.
Bed 1, kept by Ray and Sunita | Sat 27 Sep | Beetroot, chard and a 6 kg marrow that won the jar of honey.
"""
    )
    v = V("jw-{}", list="ol", item="li", replies="ol")
    block = (
        '<section class="jw" id="harvest"><h3 class="jw-h">From the garden\'s harvest log</h3>'
        + tree(log, v, idp="jwh-")
        + '</section><section class="jw" id="have-your-say"><h2 class="jw-h">Have your say</h2>'
        + tree(c, v, votes="♥ {u}", reply="Reply", seed="en", idp="jw-")
        + "</section>"
    )
    st = story(
        "Eastfield community garden harvests a record year",
        "By Shona McBride",
        "2025-09-27T08:00:00+01:00",
        "27 September 2025",
        """
The community garden on Hollis Road has had its best harvest since it opened, less than a year after floodwater covered half the plots.

Volunteers built raised beds over the winter. Thirty families are now on the waiting list for a plot.
""",
        section="Community",
    )
    return make(
        "v-mx-en-harvest-log",
        "mixed",
        "fx",
        "mx-en-garden",
        st,
        PartsK(
            after=block,
            rail=box(
                "fx", "Most read", links("Bin collection changes|New bus route 48|Eastfield FC promoted")
            ),
        ),
        c,
        path="/community/eastfield-community-garden-record-harvest",
        container="section#have-your-say: ol.jw-list of li.jw-item (div.jw-meta: b.jw-name, span.jw-time 'Sat 10:14' / 'Yesterday 21:10' / '4 hrs ago'; div.jw-text; '♥ n', 'Reply'); replies in ol.jw-replies",
        heading="Have your say",
        description="An English neighbourhood paper of 2025: 6 comments (3 replies, two deep) dated 'Sat 10:14', 'Yesterday 21:10', '4 hrs ago', below the garden's harvest log in the same markup.",
        lookalikes=(
            "a community garden's harvest log in the comments' own markup: bed and keeper, weekday and date, harvest",
        ),
    )


def id_cooking() -> Case:
    c = thread(
        """
Siti Rahmawati | 12 Sep 14:30 | - | Senang sekali pasar ikan dibuka lagi. Ikan di sini selalu lebih segar daripada di supermarket.
Budi Santoso | kemarin 21.10 | 0 | Setuju, tapi parkirnya masih sempit. Semoga ada perbaikan.
Dewi Lestari | 5 jam lalu | - | Kapan kelas masak gratisnya dimulai? Saya mau ikut bersama ibu.
Agus W. | 1 jam lalu | 2 | Jadwalnya ada di atas, Bu. Yang hari Sabtu masih ada tempat katanya.
"""
    )
    classes = rows(
        """
Chef Rina Marpaung | Sab, 13 Sep 09.00 | Kelas memasak pindang ikan patin untuk pemula. Bahan disediakan, kuota 15 orang.
Chef Yoga Pratama | Min, 14 Sep 10.00 | Cara memilih ikan segar di pasar dan membersihkannya, langsung di lapak nelayan.
Chef Rina Marpaung | Sab, 20 Sep 09.00 | Sambal dabu-dabu dan ikan bakar bumbu kuning. Bawa wadah sendiri untuk dibawa pulang.
"""
    )
    v = V("xk-{}", list="ul", item="li", replies="ul")
    block = (
        '<div class="xk" id="kelas"><h3 class="xk-h">Jadwal kelas masak di pasar</h3>'
        + tree(classes, v, idp="xkc-")
        + '</div><div class="xk" id="tanggapan"><h3 class="xk-h">Tanggapan pembaca</h3>'
        + tree(c, v, votes="❤ {u}", reply="Balas", seed="id", idp="xk-")
        + "</div>"
    )
    st = story(
        "Pasar ikan tepi pantai dibuka kembali setelah direnovasi",
        "Rizky Hidayat",
        "2025-09-12T10:00:00+07:00",
        "12 September 2025",
        """
Pasar ikan di tepi pantai utara kota dibuka kembali setelah renovasi selama empat bulan. Kini ada 80 lapak dengan atap baru dan saluran air.

Untuk merayakan pembukaan, pengelola pasar mengadakan kelas masak gratis setiap akhir pekan.
""",
        section="Kota",
    )
    return make(
        "v-mx-id-cooking-classes",
        "mixed",
        "nw",
        "mx-id-cooking",
        st,
        PartsK(
            after=block,
            rail=box("nw", "Terpopuler", links("Jadwal kapal ke pulau|Festival kuliner|Liga futsal pelajar")),
        ),
        c,
        path="/kota/pasar-ikan-dibuka-kembali",
        container="div#tanggapan: ul.xk-list of li.xk-item (div.xk-meta: b.xk-name, span.xk-time '12 Sep 14:30' / 'kemarin 21.10' / '5 jam lalu'; div.xk-text; '❤ n', 'Balas'); replies in ul.xk-replies",
        heading="Tanggapan pembaca",
        description="An Indonesian coastal paper of 2025: 4 comments (2 replies) dated '12 Sep 14:30', 'kemarin 21.10', '5 jam lalu', below the market's cooking classes in the same markup.",
        lookalikes=(
            "a fish market's cooking classes in the comments' own markup: chef, day and hour, what is cooked",
        ),
    )
