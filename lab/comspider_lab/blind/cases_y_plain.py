"""Blind set Y: pages without any reader comment (truth zero) whose furniture is a list of names, times and a sentence
in the markup a comment list would use, of kinds sets A to X did not use: the week's crossword solvers with their
remarks (sv), volunteer rain-gauge observers' readings (hu), a mushroom advisory's inspection log (cs), the municipal
allotments' plot handovers (el), a climbing wall's first ascents of new routes (he), a land surveyor's boundary
markers (vi) and a time bank's exchanges of hours (sk) (written from memory of the general shape of such pages, in
invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_y_common import (
    PartsK,
    Story,
    after_thread,
    box,
    fold_thread,
    links,
    make,
    named_thread,
    para_thread,
    plain_thread,
    rows,
    story,
    strip_thread,
    wrote_thread,
)
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


def sv_solvers() -> Case:
    e = rows(
        """
Birgitta Lindqvist, Norrtälje | söndag 21.14 | Klurigast var 14 vågrätt, jag satt med den i en timme innan jag förstod att det var en båt.
Gösta Ek, Väddö | söndag 19.02 | Löste hela krysset på färjan till Arholma. Tack för en fin söndag.
Familjen Sandberg, Grisslehamn | lördag 17.45 | Barnbarnen hittade 3 lodrätt. Vi andra gav upp.
Ingvar Holm, Rimbo | lördag 11.30 | Första gången jag fått alla rätt på tre år. Nu ska jag ramas in.
"""
    )
    st = story(
        "Veckans kryss: vinnarna är utsedda",
        "Av Kryssredaktionen",
        "2025-03-17T06:00:00+01:00",
        "17 mars 2025",
        """
Över fyrahundra läsare skickade in lösningen till förra veckans skärgårdskryss. Tre vinnare har dragits och får varsin trisslott.

Här är några av dem som skickade in sin lösning först, och vad de skrev till oss.
""",
        section="Nöje",
    )
    return _page(
        "y-la-sv-crossword-solvers",
        "ht",
        "la-sv",
        st,
        "De snabbaste lösarna",
        named_thread(e, "lo"),
        path="/noje/veckans-kryss-vinnare",
        rail=("Mest läst", "Isläget i skärgården|Ny färjeplan|Bandy"),
        container="section#losare: section.lo-e items (h4.lo-n solver and village; p.lo-d 'söndag 21.14'; div.lo-x remark), the very markup of the English names-as-headings thread",
        kind_label="the week's crossword solvers: solver and village, weekday and time sent, a remark",
        description="A Roslagen paper: the crossword's winners announced, with the first solvers, each named, with the weekday and time of sending and a sentence of theirs. No reader comments.",
        wrap_id="losare",
        wrap_cls="lo-wrap",
    )


def hu_raingauges() -> Case:
    e = rows(
        """
Fekete László, Kiskunmajsa | márc. 9., 07:00 | 14 mm eső, az utolsó két órában szemerkélt. A mérőedény alján jég is volt reggel.
Nagy Ilona, Jászszentlászló | márc. 9., 07:05 | 11 mm. A kertben a víz megállt a vetés között, a homok nem tudta elnyelni.
Tóth Béla, Pálmonostora | márc. 9., 06:55 | 19 mm, hajnalban zivatar volt villámlással. Ez a hónap eddigi legtöbb esője nálam.
Varga Erzsébet, Csengele | márc. 8., 19:30 | 3 mm délután, rövid zápor. A szél erős volt, a mérő szélvédett helyen áll.
"""
    )
    st = story(
        "Végre eső: 10-20 milliméter hullott a homokhátságon",
        "Írta: Kiss Andrea",
        "2025-03-09T10:00:00+01:00",
        "2025. március 9.",
        """
Hetek óta először esett számottevő eső a homokhátságon. Az önkéntes csapadékmérő-hálózat tagjai tíz és húsz milliméter közötti mennyiséget mértek.

A gazdák szerint ez még kevés, a talaj mélyebb rétegei továbbra is szárazak. Íme néhány mérés a hálózat naplójából.
""",
        section="Települések",
    )
    return _page(
        "y-la-hu-rain-gauges",
        "nk",
        "la-hu",
        st,
        "Mérőink jelentették",
        wrote_thread(e, "mr", "jelentette:"),
        path="/telepulesek/eso-homokhatsag-meresek",
        rail=("Legolvasottabb", "Barackvirágzás|Új orvosi rendelő|Kézilabda"),
        container="section#meresek: div.mr-w entries (p.mr-h: span.mr-t 'márc. 9., 07:00' · strong observer and village 'jelentette:'; div.mr-x the reading and a sentence), the very markup of the Polish 'napisał(a):' thread",
        kind_label="volunteer rain-gauge observers' readings: observer and village, date and time, the reading and a remark",
        description="An Alföld paper: an article on the first rain in weeks with readings from the volunteer rain-gauge network, each observer named, with date and time and a sentence. No reader comments.",
        wrap_id="meresek",
        wrap_cls="mr-wrap",
    )


def cs_mushrooms() -> Case:
    e = rows(
        """
Pan Vlček z Vimperka | sobota 9.40 | Přinesl košík hřibů smrkových a jednu muchomůrku tygrovanou, kterou jsme vyřadili. Ostatní v pořádku.
Paní Kubátová, Zdíkov | sobota 10.15 | Bedly vysoké, všech osm jedlých. Poradili jsme, jak poznat bedlu od muchomůrky.
Rodina Šimánkova, Stachy | sobota 11.30 | Neznámé houby ze zahrady: čirůvky fialové, jedlé. Děti chtěly vědět, proč jsou modré.
Pan Houdek, Kašperské Hory | neděle 8.50 | Hřib satan z Boubína. Nejedlý, vrátit do lesa nebo vyhodit.
"""
    )
    st = story(
        "Houbařská poradna ve Vimperku má rekordní víkend",
        "Jiří Zelenka",
        "2025-09-08T08:00:00+02:00",
        "8. září 2025",
        """
Houbařská poradna v informačním centru ve Vimperku zkontrolovala o víkendu přes sto košíků. Letošní teplé a vlhké září přeje hřibům.

Poradci upozorňují, že se v lesích objevuje i muchomůrka zelená. Zde jsou některé ze sobotních a nedělních kontrol.
""",
        section="Příroda",
    )
    return _page(
        "y-la-cs-mushroom-advisory",
        "zu",
        "la-cs",
        st,
        "Ze zápisníku poradny",
        fold_thread(e, "hp"),
        path="/priroda/houbarska-poradna-vimperk",
        rail=("Nejčtenější", "Pouť na Boubín|Oprava silnice|Hokej"),
        container="section#poradna: open <details> items (details.hp-f open: summary with b.hp-n visitor and village, span.hp-w 'sobota 9.40'; div.hp-b what was brought and the verdict), the very markup of the Portuguese thread",
        kind_label="a mushroom advisory's inspection log: visitor and village, weekday and time, what was brought and the verdict",
        description="A Šumava paper: an article on a record weekend at the town's mushroom advisory with entries from its log, each naming the visitor, weekday and time, what was brought and the verdict. No reader comments.",
        wrap_id="poradna",
        wrap_cls="hp-wrap",
    )


def el_allotments() -> Case:
    e = rows(
        """
Γεωργία Παπαδοπούλου | 3 Μαρτίου, 10:00 | Παρέλαβε το οικόπεδο 12, δίπλα στη βρύση. Θα φυτέψει ντομάτες και φασολάκια.
Νίκος Ζαχαρίου | 3 Μαρτίου, 10:30 | Παρέλαβε το οικόπεδο 7 από τον κ. Αντωνίου, που το καλλιεργούσε δέκα χρόνια.
Οικογένεια Καραγιάννη | 4 Μαρτίου, 17:00 | Παρέλαβε το οικόπεδο 21. Τα παιδιά θα έχουν δική τους γωνιά με φράουλες.
Σταύρος Λιάπης | 5 Μαρτίου, 09:15 | Παρέδωσε το οικόπεδο 3 λόγω μετακόμισης. Άφησε τα εργαλεία του για τον επόμενο.
"""
    )
    st = story(
        "Οι δημοτικοί λαχανόκηποι της Λάρισας άλλαξαν χέρια",
        "Της Ελένης Μαυρίδου",
        "2025-03-06T09:00:00+02:00",
        "6 Μαρτίου 2025",
        """
Είκοσι πέντε οικόπεδα στους δημοτικούς λαχανόκηπους της Λάρισας πέρασαν σε νέους καλλιεργητές αυτή την εβδομάδα. Η λίστα αναμονής είχε πάνω από εκατό ονόματα.

Ο δήμος δημοσιεύει κάθε εβδομάδα τις παραδόσεις και παραλαβές των οικοπέδων.
""",
        section="Δήμοι",
    )
    return _page(
        "y-la-el-allotment-handovers",
        "nk",
        "la-el",
        st,
        "Παραδόσεις οικοπέδων",
        after_thread(e, "lx"),
        path="/dimoi/laxanokipoi-larisas-oikopeda",
        rail=("Δημοφιλή", "Πανηγύρι|Νέος παιδικός σταθμός|ΑΕΛ"),
        container="section#oikopeda: div.lx-u items (div.lx-tx the handover first; div.lx-by: b gardener, span.lx-tm '3 Μαρτίου, 10:00'), the very markup of the Arabic and Ukrainian mixed threads",
        kind_label="municipal allotments' plot handovers: gardener, date and time, which plot and what for",
        description="A Thessaly paper: an article on the city's allotment gardens with the week's plot handovers, each naming the gardener, date and time, and a sentence. No reader comments.",
        wrap_id="oikopeda",
        wrap_cls="lx-wrap",
    )


def he_routes() -> Case:
    e = rows(
        """
נועה בן דוד | יום שישי, 10:20 | עלייה ראשונה ל"עננים מעל החרמון", דרגה 6c. האחיזה השלישית מתחת לגג היא המפתח.
איתי לוי | יום שישי, 12:45 | עלייה ראשונה ל"הנחל הקפוא", דרגה 7a. נפלתי ארבע פעמים לפני שהצלחתי.
מאיה שושן | שבת, 09:30 | עלייה ראשונה ל"גן הורדים", דרגה 5b. מסלול נעים למתחילים עם הרבה רגליות.
"""
    )
    st = story(
        "קיר הטיפוס בקריית שמונה נפתח מחדש עם 40 מסלולים",
        "מאת יעל אברהם",
        "2025-02-16T09:00:00+02:00",
        "16 בפברואר 2025",
        """
קיר הטיפוס במרכז הספורט בקריית שמונה נפתח מחדש אחרי שיפוץ של שלושה חודשים. נבנו ארבעים מסלולים חדשים בכל הדרגות.

המטפסים המקומיים כבר עלו על המסלולים הראשונים. הקיר מפרסם את העליות הראשונות על לוח המודעות.
""",
        section="פנאי",
    )
    return _page(
        "y-la-he-first-ascents",
        "zu",
        "la-he",
        st,
        "עליות ראשונות",
        strip_thread(e, "tp"),
        path="/pnai/kir-tipus-kiryat-shmona",
        rail=("הכי נקראים", "פסטיבל הגליל|כביש חדש|כדורסל"),
        container="section#aliyot: div.tp-strip of div.tp-card (p.tp-q the route and a sentence; p.tp-who climber, small.tp-t 'יום שישי, 10:20'), the very markup of the Thai card strip",
        kind_label="a climbing wall's first ascents of new routes: climber, weekday and time, route, grade and a sentence",
        description="A Galilee paper: an article on a reopened climbing wall with its first ascents of new routes as cards, each naming the climber, weekday and time, and a sentence. No reader comments.",
        wrap_id="aliyot",
        wrap_cls="tp-wrap",
    )


def vi_surveyors() -> Case:
    e = rows(
        """
Kỹ sư Y Bình Niê | 08:30, 14/3 | Cắm mốc ranh giới thửa đất số 112, thôn Kô Đung. Hai hộ liền kề đã ký xác nhận.
Kỹ sư Phạm Văn Toàn | 10:15, 14/3 | Cắm lại mốc bị mất ở góc rẫy cà phê thửa 87. Đã chụp ảnh và ghi tọa độ.
Kỹ sư Y Bình Niê | 14:00, 14/3 | Thửa 130 chưa cắm được mốc do hai gia đình chưa thống nhất ranh giới. Hẹn lại tuần sau.
Kỹ sư H'Lan Êban | 08:00, 15/3 | Cắm mốc ba thửa đất dọc suối Ea Kao. Đường mòn ra rẫy giữ nguyên.
"""
    )
    st = story(
        "Đo đạc, cắm mốc ranh giới đất cho 300 hộ dân",
        "Bài: Nguyễn Thị Hạnh",
        "2025-03-16T08:00:00+07:00",
        "16/03/2025",
        """
Huyện đang đo đạc và cắm mốc ranh giới đất cho hơn 300 hộ dân ở ba xã. Việc này giúp người dân được cấp sổ đỏ và giảm tranh chấp.

Các kỹ sư địa chính ghi nhật ký mỗi lần cắm mốc. Dưới đây là một số ghi chép trong tuần.
""",
        section="Địa phương",
    )
    return _page(
        "y-la-vi-boundary-markers",
        "ht",
        "la-vi",
        st,
        "Nhật ký cắm mốc",
        plain_thread(e, "dc"),
        path="/dia-phuong/cam-moc-ranh-gioi-dat",
        rail=("Đọc nhiều", "Mùa cà phê|Trường học mới|Bóng đá"),
        container="section#cam-moc: div.dc-i items (div.dc-hd: span.dc-nm surveyor, span.dc-tm '08:30, 14/3'; div.dc-tx what was marked), the very markup of the Turkish and Latvian threads",
        kind_label="a land surveyor's boundary markers: surveyor, time and date, which plot and what was done",
        description="A Central Highlands paper: an article on boundary marking for 300 households with entries from the surveyors' log, each naming the surveyor, time and date, and a sentence. No reader comments.",
        wrap_id="cam-moc",
        wrap_cls="dc-wrap",
    )


def sk_timebank() -> Case:
    e = rows(
        """
Mária Kubalová, Čadca | utorok 14:00 | Dve hodiny žehlenia pre pani Hrubú. Na oplátku dostane hodinu doučovania angličtiny pre vnuka.
Jozef Mravec, Krásno | streda 9:30 | Hodina opravy bicykla pre susedov chlapca. Hodinu si odloží na zimné odpratávanie snehu.
Lenka Fojtíková, Turzovka | štvrtok 16:00 | Tri hodiny pečenia koláčov na detskú oslavu. Hodiny si vymenila za strihanie stromov.
"""
    )
    st = story(
        "Časová banka na Kysuciach má sto členov",
        "Peter Gajdoš",
        "2025-04-25T08:00:00+02:00",
        "25. apríla 2025",
        """
Kysucká časová banka, v ktorej si ľudia vymieňajú hodiny práce namiesto peňazí, má po roku sto členov. Hodina žehlenia má rovnakú hodnotu ako hodina opravy auta.

Banka zverejňuje každý týždeň niekoľko výmen, aby ukázala, čo všetko si ľudia ponúkajú.
""",
        section="Obce",
    )
    return _page(
        "y-la-sk-time-bank",
        "zu",
        "la-sk",
        st,
        "Výmeny týždňa",
        para_thread(e, "cb"),
        path="/obce/casova-banka-kysuce",
        rail=("Najčítanejšie", "Hody v Čadci|Nový chodník|Hokej"),
        container="section#vymeny: one p.cb-p an entry (span.cb-x what was exchanged; br; i member and village; span.cb-t 'utorok 14:00'), the very markup of the Serbian thread",
        kind_label="a time bank's exchanges of hours: member and village, weekday and time, what was given and what for",
        description="A Kysuce paper: an article on a time bank with the week's exchanges, each a paragraph naming the member, weekday and time, and what was given. No reader comments.",
        wrap_id="vymeny",
        wrap_cls="cb-wrap",
    )


def plain_y() -> list[Case]:
    return [
        sv_solvers(),
        hu_raingauges(),
        cs_mushrooms(),
        el_allotments(),
        he_routes(),
        vi_surveyors(),
        sk_timebank(),
    ]
