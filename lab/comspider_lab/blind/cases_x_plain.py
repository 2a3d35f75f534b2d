"""Blind set X: pages without any reader comment (truth zero) whose furniture is a list of names, times and one or
two sentences in the markup a comment list would use, of kinds sets A to W did not use: a beekeepers' association's
swarm collections (es), a seed library's swap register (nb), a philatelic society's new stamp issues with their
designers (el), a village's well water test results signed by the laboratory technician (ro), craft apprentices'
journeyman pieces (id), local inventors' patent filings (he) and a music school's instrument loans (lt) (written from
memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_x_common import (
    PartsK,
    V,
    art_thread,
    box,
    ce_thread,
    dl_pairs,
    links,
    make,
    ntable_thread,
    rows,
    soup_thread,
    story,
    tree,
)
from comspider_lab.blind.layout_x import Story
from comspider_lab.blind.model import Case


def _page(
    cid: str,
    template: str,
    key: str,
    st: Story,
    heading: str,
    inner: str,
    *,
    path: str,
    rail: tuple[str, str],
    container: str,
    kind_label: str,
    description: str,
    wrap_id: str,
    wrap_cls: str,
) -> Case:
    block = (
        f'<section class="{wrap_cls}" id="{wrap_id}"><h2 class="{wrap_cls}-h">{heading}</h2>{inner}</section>'
    )
    return make(
        cid,
        "lookalike",
        template,
        key,
        st,
        PartsK(after=block, rail=box(template, rail[0], links(rail[1]))),
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind_label,),
    )


def es_swarms() -> Case:
    e = rows(
        """
Apicultor Julián Merino | 14 de abril, 11:20 | Enjambre recogido en la rama de un cerezo junto al lavadero de Jaraíz. Unas tres kilos de abejas, colocado en colmena de la asociación.
Apicultora Rocío Sanz | 12 de abril, 17:45 | Enjambre en la chimenea de una casa de Cuacos. No se pudo sacar entero; volveremos el lunes con la escalera larga.
Apicultor Tomás Gil | 10 de abril, 09:10 | Enjambre pequeño en una farola de la plaza de Garganta la Olla. Recogido sin incidencias.
Apicultora Rocío Sanz | 8 de abril, 19:30 | Enjambre en el tronco hueco de un castaño, camino de Pasarón. Se deja en su sitio: está en terreno público y no molesta.
"""
    )
    v = V("ej-{}", list="ul", item="li")
    st = story(
        "Primavera de enjambres: los apicultores de la Vera piden que no se fumiguen",
        "Por Marta Calvo",
        "2025-04-15T09:00:00+02:00",
        "15 de abril de 2025",
        """
La asociación de apicultores de la Vera ha recogido ya veinte enjambres esta primavera, el doble que el año pasado. Piden a los vecinos que llamen al teléfono de la asociación en lugar de fumigarlos.

Los voluntarios acuden en menos de un día. Estas son las últimas recogidas que ha publicado la asociación.
""",
        section="Campo",
    )
    return _page(
        "x-la-es-swarm-collections",
        "qv",
        "la-es-swarms",
        st,
        "Últimas recogidas de enjambres",
        tree(e, v, idp="ej-"),
        path="/campo/enjambres-apicultores-la-vera",
        rail=("Lo más leído", "Cerezo en flor|Ruta del emperador|Fútbol regional"),
        container="section#recogidas: ul.ej-list of li.ej-item (div.ej-meta: b.ej-name beekeeper, span.ej-time '14 de abril, 11:20'; div.ej-text what was collected and where)",
        kind_label="a beekeepers' association's swarm collections: beekeeper, date and time, where and what",
        description="A Vera paper: an article on swarms with the association's latest collections, each by a named beekeeper, dated, one or two sentences. No reader comments.",
        wrap_id="recogidas",
        wrap_cls="ej-wrap",
    )


def nb_seeds() -> Case:
    e = rows(
        """
Ingrid Solberg, Brandbu | lørdag 12. april | Leverte tre poser bondebønner fra farmors hage og tok med seg grønnkål og ringblomst.
Arne Haugen, Gran | lørdag 12. april | Ga bort frø av gammel potetsort, Blå Kongo. Tok med seg sukkererter.
Kari Bjørnstad, Jaren | fredag 11. april | Leverte tomatfrø av sorten Hadelandsgull, dyrket i drivhus i tolv år.
Ole Martin Sveen, Lunner | torsdag 10. april | Tok med seg gulrotfrø og lovet å levere tilbake frø fra egen avling til høsten.
"""
    )
    st = story(
        "Frøbiblioteket på Gran har fått over 200 låntakere",
        "Av Siri Grøtterud",
        "2025-04-13T08:00:00+02:00",
        "13. april 2025",
        """
Frøbiblioteket på Gran bibliotek har på ett år fått over 200 låntakere. Her kan hvem som helst låne frø, så lenge man leverer frø tilbake etter høsten.

Biblioteket fører en liste over hva som kommer inn og går ut. Her er noen av ukens bytter.
""",
        section="Lokalt",
    )
    return _page(
        "x-la-nb-seed-swaps",
        "yp",
        "la-nb-seeds",
        st,
        "Ukens frøbytter",
        ce_thread(e, "fb"),
        path="/lokalt/frobiblioteket-gran",
        rail=("Mest lest", "Tyrifjorden|Ny rundkjøring|Skiskyting"),
        container="section#frobytter: <fb-notes> of <fb-note> custom elements (<fb-by> member and village, <fb-at> 'lørdag 12. april', <fb-body> what was given and taken)",
        kind_label="a seed library's swap register: member and village, weekday and date, seeds given and taken",
        description="A Hadeland paper: an article on the library's seed lending with the week's swaps, each by a named member, dated, one sentence, in custom elements. No reader comments.",
        wrap_id="frobytter",
        wrap_cls="fb-wrap",
    )


def el_stamps() -> Case:
    e = rows(
        """
Σχεδιάστρια Ελένη Ζήση | 3 Μαρτίου 2025 | Το γραμματόσημο των 0,90 € δείχνει το γεφύρι της Πλάκας, ξαναχτισμένο μετά την κατάρρευση.
Σχεδιαστής Νίκος Τσούμας | 3 Μαρτίου 2025 | Σειρά τεσσάρων γραμματοσήμων με τα πέτρινα χωριά του Ζαγορίου, σε αποχρώσεις της πέτρας.
Χαράκτρια Άννα Μπέλλου | 17 Φεβρουαρίου 2025 | Αναμνηστικό φύλλο για τα εκατό χρόνια του σιδηροδρομικού σταθμού, χαραγμένο στο χέρι.
"""
    )
    st = story(
        "Νέα γραμματόσημα με τα γεφύρια της Ηπείρου",
        "Της Μαρίας Κωστοπούλου",
        "2025-03-04T10:00:00+02:00",
        "4 Μαρτίου 2025",
        """
Ο φιλοτελικός σύλλογος Ιωαννίνων παρουσίασε τις νέες εκδόσεις γραμματοσήμων με θέματα από την Ήπειρο. Οι σχεδιαστές είναι όλοι από την περιοχή.

Τα γραμματόσημα πωλούνται στα ταχυδρομεία και στην έκθεση του συλλόγου έως το τέλος του μήνα.
""",
        section="Πολιτισμός",
    )
    return _page(
        "x-la-el-stamp-issues",
        "wm",
        "la-el-stamps",
        st,
        "Οι νέες εκδόσεις",
        dl_pairs(e, "gr", ("Σχεδιαστής", "Ημερομηνία έκδοσης", "Περιγραφή")),
        path="/politismos/grammatosima-gefyria-ipeirou",
        rail=("Δημοφιλή", "Λίμνη Παμβώτιδα|Νέο νοσοκομείο|ΠΑΣ Γιάννινα"),
        container="section#ekdoseis: div.gr-recs of dl.gr-rec (dt/dd pairs: designer, issue date, description)",
        kind_label="a philatelic society's new stamp issues: designer, issue date, what the stamp shows",
        description="An Epirus paper: an article on new stamps with the issues listed as definition lists of designer, date and description. No reader comments.",
        wrap_id="ekdoseis",
        wrap_cls="gr-wrap",
    )


def ro_wells() -> Case:
    e = rows(
        """
Laborant Mihaela Dobre | 10.03.2025, 09:30 | Fântâna publică de pe strada Morii: nitrați sub limită, apa este potabilă.
Laborant Mihaela Dobre | 10.03.2025, 10:15 | Fântâna de lângă școală: urme de bacterii coliforme. Se recomandă fierberea apei până la dezinfectare.
Laborant Sorin Ene | 07.03.2025, 14:00 | Fântâna din centrul satului Slobozia Nouă: apă potabilă, duritate ridicată.
Laborant Sorin Ene | 07.03.2025, 15:20 | Fântâna de la ieșirea spre Călărași: nitrați peste limită. Nu se consumă, doar pentru irigat.
"""
    )
    st = story(
        "Rezultatele analizelor apei din fântânile publice",
        "de Gabriela Stan",
        "2025-03-11T09:00:00+02:00",
        "11 martie 2025",
        """
Direcția de Sănătate Publică a analizat apa din fântânile publice ale comunei. Două din cele patru fântâni nu pot fi folosite pentru băut.

Mai jos sunt rezultatele, așa cum le-au trimis laboranții care au făcut analizele.
""",
        section="Local",
    )
    return _page(
        "x-la-ro-well-tests",
        "qv",
        "la-ro-wells",
        st,
        "Rezultatele analizelor",
        ntable_thread(e, "fn"),
        path="/local/analize-apa-fantani-publice",
        rail=("Cele mai citite", "Târg de primăvară|Drum asfaltat|Fotbal"),
        container="section#analize: table.fn-tbl, a row each (td.fn-who: b technician, span.fn-dt '10.03.2025, 09:30'; td.fn-txt: the result)",
        kind_label="well water test results signed by the laboratory technician: technician, date and time, the result",
        description="A Bărăgan paper: an article on well water with the test results in a table, each by a named technician, dated, one or two sentences. No reader comments.",
        wrap_id="analize",
        wrap_cls="fn-wrap",
    )


def id_journeymen() -> Case:
    e = rows(
        """
Rizky Pratama, magang di bengkel Pak Darmo | Sabtu, 8 Maret 09.00 | Membuat kursi goyang jati dengan ukiran bunga melati di sandarannya. Lulus dengan nilai baik.
Siti Aminah, magang di Sanggar Ukir Tahunan | Sabtu, 8 Maret 10.30 | Panel ukir relief kisah Kartini, ukuran satu meter. Penguji memuji kehalusan daunnya.
Bagus Setiawan, magang di bengkel Mulyoharjo | Jumat, 7 Maret 14.00 | Meja rias dengan laci rahasia. Harus mengulang bagian engsel minggu depan.
"""
    )
    isos = ["2025-03-08T09:00:00+07:00", "2025-03-08T10:30:00+07:00", "2025-03-07T14:00:00+07:00"]
    st = story(
        "Uji karya perajin muda Jepara: tiga belas magang lulus",
        "Oleh Dewi Lestari",
        "2025-03-09T08:00:00+07:00",
        "9 Maret 2025",
        """
Tiga belas perajin muda lulus uji karya akhir magang di Jepara pekan ini. Setiap peserta membuat satu karya di depan penguji dari paguyuban perajin.

Berikut beberapa karya yang diuji, dengan catatan dari panitia.
""",
        section="Budaya",
    )
    return _page(
        "x-la-id-journeyman-pieces",
        "yp",
        "la-id-journeymen",
        st,
        "Karya uji pekan ini",
        art_thread(e, "kj", isos),
        path="/budaya/uji-karya-perajin-muda-jepara",
        rail=("Terpopuler", "Pasar ukir|Jalan baru|Sepak bola"),
        container="section#karya: article.kj-post items (header.kj-hd: span.kj-au apprentice and workshop, <time datetime> 'Sabtu, 8 Maret 09.00'; div.kj-bd the piece)",
        kind_label="craft apprentices' journeyman pieces: apprentice and workshop, day and hour of the test, the piece and the result",
        description="A Jepara paper: an article on the apprentices' final test with their pieces as <article> items with a name and a <time datetime>. No reader comments.",
        wrap_id="karya",
        wrap_cls="kj-wrap",
    )


def he_patents() -> Case:
    e = rows(
        """
הממציא אבי שגיא, מושב נהלל | 2.2.2025 | מערכת השקיה שסוגרת את הברז לבד כשהאדמה רטובה מספיק, בעזרת חיישן פשוט מחומרים זולים.
הממציאה נועה ברק, עפולה | 20.1.2025 | עגלת קניות מתקפלת שעולה מדרגות בעזרת שלושה גלגלים מסתובבים.
הממציא יוסי דהן, יקנעם | 5.1.2025 | מלכודת ליתושים שפועלת בלי חשמל, עם מים ושמרים בלבד.
"""
    )
    st = story(
        "ממציאי העמק: שלוש בקשות פטנט בחודש אחד",
        "מאת רונית אלון",
        "2025-02-10T09:00:00+02:00",
        "10.2.2025",
        """
שלושה ממציאים מהעמק הגישו החודש בקשות לרישום פטנט. מרכז החדשנות האזורי עזר להם בניסוח הבקשות ובתשלום האגרות.

אלה הבקשות שהוגשו, כפי שפורסמו במרכז.
""",
        section="כלכלה",
    )
    return _page(
        "x-la-he-patent-filings",
        "wm",
        "la-he-patents",
        st,
        "בקשות הפטנט",
        soup_thread(e),
        path="/kalkala/mamtzie-haemek-patentim",
        rail=("הנקראים ביותר", "פריחת הכלניות|כביש 60|כדורסל"),
        container="section#patentim: anonymous nested divs (div > div: b inventor and town, small '2.2.2025'; div what the invention does)",
        kind_label="local inventors' patent filings: inventor and town, filing date, what the invention does",
        description="A Jezreel valley paper: an article on patent filings with each filing in anonymous nested divs: inventor, date, a sentence. No reader comments.",
        wrap_id="patentim",
        wrap_cls="pt-wrap",
    )


def lt_loans() -> Case:
    e = rows(
        """
Mokinė Gabija Petrauskaitė | kovo 3 d., 15:00 | Paskolinti kanklės iki mokslo metų pabaigos. Būklė gera, pakeista viena styga.
Mokinys Jonas Kazlauskas | kovo 3 d., 15:20 | Paskolintas violončelės dydis 3/4. Grąžinti iki birželio 15 d.
Mokinė Austėja Vaitkutė | vasario 28 d., 16:10 | Grąžinta skudučių komplektas. Trūksta vienos dūdelės, tėvai pažadėjo nupirkti.
Mokinys Matas Rimkus | vasario 27 d., 14:45 | Paskolinta birbynė vasaros stovyklai.
"""
    )
    v = V("ps-{}", list="ol", item="li")
    st = story(
        "Muzikos mokykla skolina instrumentus nemokamai",
        "Rūta Jonaitienė",
        "2025-03-04T08:00:00+02:00",
        "2025 m. kovo 4 d.",
        """
Jurbarko muzikos mokykla jau trečius metus nemokamai skolina instrumentus mokiniams, kurių šeimos negali jų nusipirkti. Šiemet paskolinta daugiau nei keturiasdešimt instrumentų.

Mokykla veda paskolų žurnalą. Štai paskutiniai jo įrašai.
""",
        section="Kultūra",
    )
    return _page(
        "x-la-lt-instrument-loans",
        "qv",
        "la-lt-loans",
        st,
        "Paskolų žurnalas",
        tree(e, v, idp="ps-"),
        path="/kultura/muzikos-mokykla-instrumentai",
        rail=("Skaitomiausi", "Joninės|Naujas tiltas|Krepšinis"),
        container="section#zurnalas: ol.ps-list of li.ps-item (div.ps-meta: b.ps-name pupil, span.ps-time 'kovo 3 d., 15:00'; div.ps-text the loan)",
        kind_label="a music school's instrument loans: pupil, date and time, instrument and note",
        description="A Lithuanian paper: an article on free instrument loans with the school's loan log, each entry a pupil, a time and a sentence. No reader comments.",
        wrap_id="zurnalas",
        wrap_cls="ps-wrap",
    )


def plain_x() -> list[Case]:
    return [es_swarms(), nb_seeds(), el_stamps(), ro_wells(), id_journeymen(), he_patents(), lt_loans()]
