"""Blind set U: mixed pages, this article's discussion beside a look-alike list in the discussion's very own markup: a
Dutch paper's repair café log, an Indonesian paper's donors list, a Romanian paper's mayor's audiences (the thread
fetched at load) and an English magazine's book club schedule (written from memory of the general shape of such
pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_u_common import PartsK, V, box, fetch_js, links, make, story, thread, tree
from comspider_lab.blind.cases_u_plain import _rows
from comspider_lab.blind.model import Case


def nl_repair() -> Case:
    c = thread(
        """
Gerrit Brouwer | 14-03-2025 18:20 | - | Mooi initiatief. Mijn broodrooster doet het weer dankzij Henk.
Ria van Dijk | 14-03-2025 19:02 | - | Kunnen jullie ook fietsen maken? Dat zou in het dorp zeker gebruikt worden.
Jan de Wit | 14-03-2025 19:40 | 1 | Eens per maand komt er een fietsenmaker, staat onderaan in het artikel.
Sanne | 15-03-2025 08:15 | - | Ik kom volgende keer helpen met naaiwerk, ik heb nog een machine over.
Kees Hoekstra | 15-03-2025 10:30 | 3 | Welkom Sanne! We zoeken zeker iemand voor kleding.
"""
    )
    v = V("rx-{}", list="ul", item="li", replies="ul")
    log = _rows(
        """
Henk Dekker | 8 maart | Broodrooster van mevrouw Bos: thermostaat vervangen, werkt weer.
Anneke Smit | 8 maart | Winterjas: rits vervangen en voering genaaid.
Bert Visser | 8 maart | Radio uit 1978: niet te maken, onderdeel niet meer leverbaar.
"""
    )
    block = (
        '<section class="rx" id="reparaties"><h2 class="rx-h">Gerepareerd op 8 maart</h2>'
        + tree(log, v, idp="rxl-")
        + '</section><section class="rx" id="reacties"><h2 class="rx-h">Reacties (5)</h2>'
        + tree(c, v, votes="👍 {u}", reply="Reageer", seed="nl", idp="rx-")
        + "</section>"
    )
    st = story(
        "Repair Café in het dorpshuis: 41 spullen gered in één middag",
        "Femke Bakker",
        "2025-03-14T12:00:00+01:00",
        "14 maart 2025",
        """
Het Repair Café in dorpshuis De Dijk repareerde zaterdag 41 spullen, van broodroosters tot winterjassen. Vrijwilligers zoeken nog iemand voor naaiwerk.

Eens per maand schuift er een fietsenmaker aan. Hieronder een greep uit het werk van de middag.
""",
        section="Dorpen",
    )
    return make(
        "u-mx-nl-repair-log",
        "mixed",
        "gazette",
        "mx-nl-repair",
        st,
        PartsK(
            lead='<a class="gz-article__talk" href="#reacties">5 reacties</a>',
            after=block,
            rail=box("gazette", "Meest gelezen", links("Dijkversterking start|Ijsbaan open|Voetbal: derby")),
        ),
        c,
        path="/dorpen/2025/03/14/repair-cafe-dorpshuis",
        container="section#reacties: ul.rx-list of li.rx-item (strong.rx-name, span.rx-time '14-03-2025 18:20', '👍 n', 'Reageer'); replies in ul.rx-replies",
        heading="Reacties (5)",
        description="A Dutch village paper of 2025: 5 comments (2 replies) below a repair café's log (repairer, date, what was done) in the very same markup.",
        lookalikes=("a repair café log in the comments' own markup: repairer, date, sentence",),
    )


def id_donors() -> Case:
    c = thread(
        """
Pak RT Sugeng | 2 jam lalu | - | Alhamdulillah, mushola sudah hampir jadi. Terima kasih untuk semua warga.
Bu Warsini | 1 jam lalu | 0 | Kapan mulai dipakai untuk pengajian anak-anak, Pak?
Pak RT Sugeng | 1 jam lalu | 1 | Insya Allah awal bulan depan, Bu.
Dimas | 30 menit lalu | - | Parkir motor di depan mushola tolong dirapikan ya, menghalangi jalan.
Yuni Kartika | 10 menit lalu | - | Beritanya lengkap sekali, bagus untuk warga yang merantau.
"""
    )
    v = V("ul-{}", list="div", item="div", replies="div")
    donors = _rows(
        """
Keluarga Bapak H. Mulyadi | 12 Maret 2025 | Rp 2.500.000 — Semoga menjadi amal jariyah untuk almarhumah ibu kami.
Hamba Allah | 11 Maret 2025 | Rp 500.000
Ikatan Pemuda RW 04 | 10 Maret 2025 | Rp 1.200.000 — Hasil lomba 17-an tahun lalu, semoga berkah.
Ibu Sri Rahayu | 9 Maret 2025 | Rp 250.000 — Untuk karpet dan sajadah.
"""
    )
    block = (
        '<div class="ul" id="donatur"><h3 class="ul-h">Daftar donatur</h3>'
        + tree(donors, v, idp="uld-")
        + '</div><div class="ul" id="ulasan"><h3 class="ul-h">Komentar warga (5)</h3>'
        + tree(c, v, votes="❤ {u}", reply="Balas", seed="id", idp="ul-")
        + "</div>"
    )
    st = story(
        "Pembangunan mushola RW 04 capai 90 persen berkat swadaya warga",
        "Agus Prasetyo",
        "2025-03-13T08:00:00+07:00",
        "13 Maret 2025",
        """
Pembangunan mushola di RW 04 Kampung Sawah sudah mencapai 90 persen. Dana berasal dari swadaya warga sebesar Rp 86 juta.

Pengurus mencatat setiap sumbangan dan mengumumkannya secara terbuka.
""",
        section="Kampung",
    )
    return make(
        "u-mx-id-donors",
        "mixed",
        "blk",
        "mx-id-donors",
        st,
        PartsK(
            after=block,
            rail=box("blk", "Terpopuler", links("Jadwal posyandu|Banjir di RT 02|Turnamen voli")),
        ),
        c,
        path="/kampung/2025/03/13/mushola-rw04-swadaya",
        container="div#ulasan: div.ul-list of div.ul-item (strong.ul-name, span.ul-time '2 jam lalu', '❤ n', 'Balas'); replies in div.ul-replies",
        heading="Komentar warga (5)",
        description="An Indonesian community paper of 2025: 5 comments (2 replies) below a donors' list (donor, date, amount and a wish) in the very same markup.",
        lookalikes=("a donors' list in the comments' own markup: donor, date, amount, wish",),
    )


def ro_hearings() -> Case:
    c = thread(
        """
Ion Dumitrescu | 14.03.2025, 18:20 | - | Bine că primarul primește oamenii în fiecare marți, dar de ce doar două ore?
Maria Popescu | 14.03.2025, 19:05 | 0 | Și cu programare online, bătrânii din sat nu știu să folosească site-ul.
Vasile Iordache | 15.03.2025, 08:40 | - | Am fost luna trecută pentru drumul din Valea Mare, mi s-a promis asfalt în vară.
Elena R. | 15.03.2025, 10:15 | - | Articol util, mulțumim.
"""
    )
    v = V("pr-{}", list="ul", item="li", replies="ul")
    hearings = _rows(
        """
Gheorghe Marin | marți, 18.03.2025, 10:00 | Solicită repararea podețului de pe strada Morii.
Ana Stoica | marți, 18.03.2025, 10:20 | Cerere de locuință socială pentru o familie cu trei copii.
Asociația de proprietari bl. C4 | marți, 18.03.2025, 10:40 | Iluminat public în parcarea blocului.
"""
    )
    frag = tree(c, v, votes="+{u} / -{d}", reply="Răspunde", seed="ro", idp="pr-")
    block = (
        '<section class="pr" id="audiente"><h2 class="pr-h">Programări la audiențe, marți 18 martie</h2>'
        + tree(hearings, v, idp="pra-")
        + '</section><section class="pr" id="pareri"><h2 class="pr-h">Părerea cititorilor (4)</h2><div id="pr-mount"></div></section>'
    )
    st = story(
        "Audiențele la primar se fac de acum cu programare online",
        "Cristina Neagu",
        "2025-03-14T14:00:00+02:00",
        "14.03.2025",
        """
Primăria a introdus programarea online pentru audiențele de marți. Primarul primește cetățenii între 10:00 și 12:00.

Lista programărilor este publicată cu o zi înainte. Vârstnicii se pot programa și telefonic.
""",
        section="Administrație",
    )
    return make(
        "u-mx-ro-audiences",
        "mixed",
        "bs5",
        "mx-ro-hearings",
        st,
        PartsK(
            lead='<a href="#pareri">4 comentarii</a>',
            after=block,
            rail=box(
                "bs5",
                "Cele mai citite",
                links("Târg de primăvară|Apă oprită pe strada Gării|Handbal: victorie"),
            ),
            end=fetch_js("load", "/_frag/pr-audiente.html", "#pr-mount"),
            files={"/_frag/pr-audiente.html": frag},
        ),
        c,
        path="/administratie/2025/03/14/audiente-programare-online",
        reveal="on_load by script: the thread is fetched (an HTML fragment) at load",
        container="section#pareri > div#pr-mount: ul.pr-list of li.pr-item (strong.pr-name, span.pr-time '14.03.2025, 18:20', '+u / -d', 'Răspunde'); the reply in ul.pr-replies",
        heading="Părerea cititorilor (4)",
        description="A Romanian county paper of 2025: 4 comments (1 reply) fetched at load, below the mayor's audiences list (citizen, date and hour, request) in the very same markup.",
        static=False,
        lookalikes=("a mayor's audiences list in the comments' own markup: citizen, time, request",),
    )


def en_bookclub() -> Case:
    c = thread(
        """
Harriet Okafor | 2 days ago | - | Lovely piece. Our club has been meeting in the library basement for six years and nobody had ever written about us.
Tom Bellamy | 2 days ago | 0 | Which branch? I'd love to join if there's room.
Harriet Okafor | 1 day ago | 1 | Eastgate branch, first Thursday of the month. Just turn up.
Priya Nandakumar | 20 hours ago | - | I'd argue the silent reading parties deserve their own article.
Lou | 5 hours ago | - | Bookmarked the schedule, thanks.
"""
    )
    v = V("rl-{}", list="ol", item="li", replies="ol")
    sched = _rows(
        """
Led by Margaret Osei | Thursday 3 April | "What does the lighthouse keeper owe the town?" Chapters 1-9.
Led by Daniel Frey | Thursday 17 April | "Is the narrator's mother the real hero?" Chapters 10-18.
Led by Ines Carvalho | Thursday 1 May | "Would the ending work without the storm?" To the end.
"""
    )
    block = (
        '<section class="rl" id="schedule"><h2 class="rl-h">Spring reading schedule</h2>'
        + tree(sched, v, idp="rls-")
        + '</section><section class="rl" id="responses"><h2 class="rl-h">5 responses</h2>'
        + tree(c, v, votes="♥ {u}", reply="Reply", seed="enb", idp="rl-")
        + "</section>"
    )
    st = story(
        "The basement book clubs keeping a city reading",
        "Nadia Whitcombe",
        "2025-03-28T09:00:00+00:00",
        "28 March 2025",
        """
Every month, more than forty book clubs meet in the city's libraries, cafés and church halls. We spent a season with three of them.

The Eastgate club has published its spring schedule: each meeting is led by a member who brings one question.
""",
        section="Clubs",
    )
    return make(
        "u-mx-en-bookclub",
        "mixed",
        "gazette",
        "mx-en-bookclub",
        st,
        PartsK(
            lead='<a class="gz-article__talk" href="#responses">5 responses</a>',
            after=block,
            rail=box(
                "gazette",
                "More from Clubs",
                links("A choir for people who can't sing|Chess in the park|Night walks"),
            ),
        ),
        c,
        path="/clubs/2025/03/28/basement-book-clubs",
        container="section#responses: ol.rl-list of li.rl-item (strong.rl-name, span.rl-time '2 days ago', '♥ n', 'Reply'); replies in ol.rl-replies",
        heading="5 responses",
        description="An English magazine of 2025: 5 comments (2 replies) below a book club's reading schedule (leader, date, a question) in the very same markup.",
        lookalikes=("a book club's reading schedule in the comments' own markup: leader, date, question",),
    )
