"""Blind set Z: pages without any reader comment (truth zero) whose furniture is a list of items with a person's name,
a date or time and one or more sentences, in the markup of one of the set's threads, of kinds sets A to Y did not use:
a village history's family tree in an ARIA tree, three generations (lt, nested), a renovation project's tasks and
sub-tasks with the person responsible and the due date (sk, nested), drone flight notices (da), snow-plough drivers'
round log (nb), the paper's archive of fifty years ago (hr), name-change notices (bg) and public procurement awards
(ar) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_z_common import (
    PartsK,
    Story,
    box,
    chat_days,
    fieldset_thread,
    grid_cells,
    hr_run,
    links,
    make,
    quote_thread,
    rows,
    story,
    thread,
    tree_thread,
    vote_thread,
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
    end: str = "",
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
        PartsK(after=block, rail=box(template, rail[0], links(rail[1])), end=end),
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind_label,),
    )


def lt_family_tree() -> Case:
    e = thread(
        """
Jonas Petrauskas | gim. 1898 m. kovo 3 d. | - | Kalvis, pastatė pirmąją kalvę prie kelio į Plungę. Turėjo penkis vaikus.
Ona Petrauskaitė-Urbonienė | gim. 1924 m. sausio 12 d. | 0 | Mokytoja, keturiasdešimt metų dirbo kaimo mokykloje. Jos dienoraščiai saugomi muziejuje.
Vytautas Urbonas | gim. 1951 m. birželio 8 d. | 1 | Agronomas, atkūrė senąjį sodą prie mokyklos.
Rasa Urbonaitė | gim. 1979 m. spalio 30 d. | 2 | Architektė, parengė kalvės restauravimo projektą.
Kazys Petrauskas | gim. 1927 m. gegužės 2 d. | 0 | Perėmė tėvo kalvę ir kalė vartus visai apylinkei.
Antanas Petrauskas | gim. 1955 m. rugpjūčio 17 d. | 4 | Paskutinis kalvis giminėje, kalvę uždarė 1992 metais.
"""
    )
    st = story(
        "Kaimo istorija: kalvių giminė iš Kalvių kaimo",
        "Eglė Jankauskienė",
        "2025-10-02T09:00:00+03:00",
        "2025 m. spalio 2 d.",
        """
Kalvių kaimo bendruomenė išleido knygą apie kaimo šeimas. Didžiausias skyrius skirtas Petrauskų giminei, kurios nariai šimtą metų kalė žemaičiams.

Pateikiame giminės medį, kurį sudarė kraštotyrininkai iš parapijos knygų ir šeimos nuotraukų.
""",
        section="Miesteliai",
    )
    inner = f'<div role="tree" aria-label="Giminės medis" class="gt-tree">{tree_thread(e, "gt")}</div>'
    return _page(
        "z-la-lt-family-tree",
        "ra",
        "la-lt",
        st,
        "Petrauskų giminės medis",
        inner,
        path="/miesteliai/kalviu-gimine",
        rail=("Skaitomiausi", "Derliaus šventė|Nauja mokykla|Krepšinis"),
        container="section#medis > div[role=tree]: div[role=treeitem][aria-level] entries (div.gt-row: span.gt-nm person, span.gt-tm 'gim. 1898 m. kovo 3 d.'; div.gt-tx a sentence); children in div[role=group] inside their parent's, four generations, the very markup of the Turkish thread",
        kind_label="a village history's family tree: person, date of birth, a sentence; children nested under their parents",
        description="A Samogitian paper: a village history's family tree of a smiths' family, four generations as an ARIA tree, each person with a date of birth and a sentence, children nested under their parent. No reader comments.",
        wrap_id="medis",
        wrap_cls="gt-wrap",
    )


def sk_renovation_tasks() -> Case:
    e = thread(
        """
Ing. Peter Kováč | do 30. 4. | - | Výmena strechy telocvične. Krytina je objednaná, lešenie stojí od pondelka.
Mária Hrušková | do 15. 4. | 0 | Odvoz starej krytiny. Kontajnery pristavia v stredu ráno.
Ing. Peter Kováč | do 25. 4. | 0 | Nové odkvapy a zvody. Čakáme na cenovú ponuku.
Juraj Baláž | do 20. 5. | - | Rekonštrukcia šatní. Dlažba je vybratá, obklady sa dodajú v máji.
Zuzana Oravcová | do 10. 5. | 3 | Výber sprchových batérií. Tri ponuky sú na stole.
Juraj Baláž | do 12. 5. | 4 | Objednávka batérií po schválení rozpočtu.
Lenka Straková | do 31. 5. | - | Nový vstup s rampou. Projekt schválil stavebný úrad.
"""
    )
    st = story(
        "Škola v Liptovskej Tepličke: čo sa počas leta opraví",
        "Michal Hudec",
        "2025-04-08T10:00:00+02:00",
        "8. apríla 2025",
        """
Základná škola v Liptovskej Tepličke začala s rekonštrukciou telocvične a šatní. Práce majú skončiť pred začiatkom školského roka.

Obec zverejnila zoznam úloh s termínmi a zodpovednými osobami. Prinášame ho celý.
""",
        section="Obce",
    )
    inner = vote_thread(e, "tk", acts=("Schváliť", "Odmietnuť", "Pridať podúlohu", "Upraviť"), avatar=False)
    return _page(
        "z-la-sk-renovation-tasks",
        "ob",
        "la-sk",
        st,
        "Harmonogram prác",
        inner,
        path="/obce/skola-teplicka-rekonstrukcia",
        rail=("Najčítanejšie", "Jarmok|Nová lávka|Hokej"),
        container="section#ulohy: div.tk-it entries (header.tk-hd: span.tk-au the person responsible, time.tk-tm 'do 30. 4.'; div.tk-tx the task; footer.tk-ft '👍 n', '👎 n', 'Pridať podúlohu', 'Upraviť'); sub-tasks in div.tk-ans inside their task, three levels, the very markup of the French thread",
        kind_label="a school renovation's task list: the person responsible, the due date, the task; sub-tasks nested under their task",
        description="A Liptov paper: a school renovation's published task list, each task with the person responsible, a due date and a sentence, sub-tasks nested under their task (three levels), with approve/reject counts. No reader comments.",
        wrap_id="ulohy",
        wrap_cls="tk-wrap",
    )


def da_drone_notices() -> Case:
    e = rows(
        """
Mads Kjeldsen, Kystdirektoratet | 12. maj kl. 09-12 | Opmåling af klitfoden mellem Vejers og Grærup. Færdsel på stranden er tilladt, men hold afstand til operatøren.
Lotte Holm, Fotograf | 13. maj kl. 06-08 | Luftfotos af fyrtårnet ved solopgang til kommunens turistbrochure.
Henrik Bach, Beredskabet | 14. maj kl. 10-16 | Øvelse i eftersøgning med drone og hund i plantagen. Der kan forekomme støj.
Sofie Lund, Naturstyrelsen | 16. maj kl. 05-07 | Optælling af ynglende fugle på engen. Området er lukket for hunde i perioden.
"""
    )
    st = story(
        "Droner over klitterne: her flyves der i næste uge",
        "Af Rasmus Thygesen",
        "2025-05-09T08:00:00+02:00",
        "9. maj 2025",
        """
Kommunen har givet tilladelse til fire droneflyvninger over stranden og klitterne i næste uge. Borgerne skal ikke gøre noget, men kan opleve støj.

Her er listen over de anmeldte flyvninger med den ansvarlige pilot.
""",
        section="Byer",
    )
    return _page(
        "z-la-da-drone-notices",
        "fe",
        "la-da",
        st,
        "Anmeldte droneflyvninger",
        hr_run(e, "dn"),
        path="/byer/droner-over-klitterne",
        rail=("Mest læst", "Fiskedag i havnen|Ny skole|Håndbold"),
        container="section#flyvninger: div.dn-run, no wrapper per notice: the purpose's <p>, then p.dn-sig '— Name, Organisation, 12. maj kl. 09-12', then an <hr>, the very markup of the Catalan thread",
        kind_label="drone flight notices: pilot and organisation, date and time window, the purpose",
        description="A west-coast paper: the drone flights announced over the dunes next week, each a sentence on the purpose and a signature line with the pilot, organisation, date and time window, parted by <hr>. No reader comments.",
        wrap_id="flyvninger",
        wrap_cls="dn-wrap",
    )


def nb_plough_log() -> Case:
    e = rows(
        """
Ola Haugen | 04:15 | Brøytet Fjellvegen fra sentrum til skianlegget. Mye fokksnø over Høgåsen, måtte kjøre to ganger.
Kari Nygård | 04:40 | Strødd sand i bakkene ved skolen og kirka. Glatt under snøen.
Per Olav Moen | 05:30 | Brøytet boligfeltet på Solbakken. En bil sto parkert i snuplassen, ble ikke brøytet der.
Ingrid Sæther | 06:10 | Fresing av fortauene langs Storgata før skolestart.
Ola Haugen | 07:50 | Ny runde på Fjellvegen, vinden har tatt seg opp igjen.
"""
    )
    st = story(
        "Snøværet: slik ble det brøytet i natt",
        "Av Sigrid Bakken",
        "2025-01-16T09:00:00+01:00",
        "16. januar 2025",
        """
Det kom over førti centimeter snø i natt. Kommunens brøytemannskap var ute fra klokka fire.

Vi har fått se loggen fra brøyterundene, med sjåførenes egne notater.
""",
        section="Bygda",
    )
    return _page(
        "z-la-nb-plough-log",
        "ra",
        "la-nb",
        st,
        "Brøyteloggen i natt",
        grid_cells(e, "br"),
        path="/bygda/broyting-i-natt",
        rail=("Mest lest", "Skirenn|Ny butikk|Fotball"),
        container="section#broyting: div.br-grid (display:grid, two columns), no wrapper per entry: span.br-who (b driver, small.br-t '04:15') then span.br-say (what was done), the very markup of the Korean thread",
        kind_label="snow-plough drivers' round log: driver, time, roads cleared and a note",
        description="A valley paper: the night's snow-plough log, each entry a driver, a time and what was cleared with a note, in a two-column grid of cells. No reader comments.",
        wrap_id="broyting",
        wrap_cls="br-wrap",
    )


def hr_archive() -> Case:
    e = rows(
        """
Ivan Horvat, reporter | 4. prosinca 1975. | Na Mariji Bistrici svečano je otvorena nova autobusna stanica. Prvi autobus za Zagreb krenuo je u šest sati.
Ljubica Novak, urednica | 6. prosinca 1975. | Zbog snijega zatvorena je cesta preko brijega. Seljaci mlijeko nose na saonicama do mljekare.
Stjepan Kovačić, fotoreporter | 10. prosinca 1975. | Zagorski tamburaši osvojili su prvo mjesto na smotri u Varaždinu.
Marija Jurić, reporterka | 13. prosinca 1975. | U Zlataru se gradi nova škola s dvanaest učionica. Radnici rade i subotom.
"""
    )
    st = story(
        "Zagorje prije pola stoljeća: što smo pisali u prosincu 1975.",
        "Priredila Ana Kos",
        "2025-12-04T07:00:00+01:00",
        "4. prosinca 2025.",
        """
Glas Zagorja izlazi od 1962. godine. U rubrici iz arhive prisjećamo se što smo pisali prije pedeset godina.

Ovaj tjedan: prosinac 1975., nova stanica, snijeg i tamburaši.
""",
        section="Mjesta",
    )
    inner = quote_thread(e, "ar", wrote="", acts=("Cijeli članak", "Podijeli"))
    return _page(
        "z-la-hr-archive",
        "fe",
        "la-hr",
        st,
        "Iz arhive: prosinac 1975.",
        inner,
        path="/mjesta/iz-arhive-prosinac-1975",
        rail=("Najčitanije", "Advent u Stubici|Nova cesta|NK Zagorec"),
        container="section#arhiva: flat div.ar-p entries (div.ar-h: a.ar-n reporter · span.ar-t '4. prosinca 1975.' · '#n'; div.ar-x the excerpt; 'Cijeli članak | Podijeli'), the very markup of the Russian thread",
        kind_label="the paper's archive of fifty years ago: the reporter, the date of 1975, an excerpt",
        description="A Zagorje paper: its archive column, four excerpts of articles of December 1975, each with the reporter and the date, numbered, in flat entries. No reader comments.",
        wrap_id="arhiva",
        wrap_cls="ar-wrap",
    )


def bg_name_changes() -> Case:
    e = rows(
        """
Георги Иванов Петров | 17 март 10:00 | Иска промяна на фамилното име от Петров на Дунавски, по името на дядо си.
Георги Иванов Петров | 17 март 10:05 | Заявлението е придружено с удостоверение от общината.
Мария Стоянова Колева | 17 март 11:30 | Иска да носи и двете фамилни имена, Колева-Николова, след сключен брак.
Радослав Тодоров | 18 март 09:15 | Иска промяна на собственото име от Радослав на Радо, както е известен от дете.
Радослав Тодоров | 18 март 09:20 | Възражения се приемат в районния съд до 18 април.
"""
    )
    st = story(
        "Обявления: молби за промяна на име в Районен съд – Свищов",
        "Отдел Обявления",
        "2025-03-19T08:00:00+02:00",
        "19 март 2025",
        """
По закон молбите за промяна на име се обявяват публично, за да може всеки да възрази. Публикуваме постъпилите тази седмица.

Възражения се подават писмено в съда в едномесечен срок.
""",
        section="Общини",
    )
    return _page(
        "z-la-bg-name-changes",
        "ob",
        "la-bg",
        st,
        "Постъпили молби",
        chat_days(e, "im"),
        path="/obshtini/molbi-promyana-ime",
        rail=("Най-четени", "Пристанище|Нов мост|Футбол"),
        container="section#molbi: div.im-log: div.im-day separators ('17 март', '18 март'), div.im-run per applicant (div.im-who name once, then div.im-bub entries: p a sentence, span.im-h '10:00'), the very markup of the Indonesian chat",
        kind_label="name-change notices: applicant, date and time filed, the change asked for and the reason",
        description="A Danube town's paper: the week's applications to change a name, published so that anyone may object, grouped by day, an applicant's lines under one name, each with the time filed. No reader comments.",
        wrap_id="molbi",
        wrap_cls="im-wrap",
    )


def ar_procurement() -> Case:
    e = rows(
        """
م. سامي العتيبي، مدير المشتريات | ١٢ مارس ٢٠٢٥ | رُست مناقصة صيانة آبار الري الخمسة على شركة الواحة للمقاولات بقيمة ٣٤٠ ألف دينار. مدة التنفيذ ستة أشهر.
هدى الزين، لجنة العطاءات | ١٤ مارس ٢٠٢٥ | رُست مناقصة توريد الحافلات المدرسية الثلاث على مؤسسة الجنوب للنقل. التسليم قبل بداية العام الدراسي.
م. خالد الفارس، مدير المشتريات | ١٨ مارس ٢٠٢٥ | رُست مناقصة إنارة الطريق الدائري على شركة النخيل للكهرباء بقيمة ٢١٠ آلاف دينار.
"""
    )
    st = story(
        "البلدية تعلن نتائج المناقصات لشهر مارس",
        "قسم الشؤون البلدية",
        "2025-03-20T10:00:00+02:00",
        "٢٠ مارس ٢٠٢٥",
        """
أعلنت بلدية الواحة نتائج المناقصات التي فُتحت في شهر مارس، وشملت صيانة الآبار والحافلات المدرسية وإنارة الطريق الدائري.

ننشر النتائج كما وقّعها المسؤولون عنها.
""",
        section="محليات",
    )
    return _page(
        "z-la-ar-procurement",
        "ra",
        "la-ar",
        st,
        "نتائج المناقصات",
        fieldset_thread(e, "mn", acts=("التفاصيل",), votes=False),
        path="/mahalliyat/nataij-almunaqasat-maris",
        rail=("الأكثر قراءة", "مهرجان التمور|مدرسة جديدة|كرة القدم"),
        container="section#munaqasat: fieldset.mn-f entries (legend: b.mn-n official and post, span.mn-t '١٢ مارس ٢٠٢٥'; div.mn-x the award; 'التفاصيل'), the very markup of the Polish thread",
        kind_label="public procurement awards: the official who signed, the date, the contract and the winner",
        description="An oasis town's paper in Arabic (right to left): the month's public procurement awards, each signed by an official with the date and a sentence on the contract, as <fieldset>s with the name in the <legend>. No reader comments.",
        wrap_id="munaqasat",
        wrap_cls="mn-wrap",
    )


def plain_z() -> list[Case]:
    return [
        lt_family_tree(),
        sk_renovation_tasks(),
        da_drone_notices(),
        nb_plough_log(),
        hr_archive(),
        bg_name_changes(),
        ar_procurement(),
    ]
