"""Blind set Y: mixed pages, this article's discussion beside a look-alike list: a hand-built thread below a beach
clean-up's haul log in the thread's very own markup (ar), a hand-built thread below a hackathon's project submissions
in the thread's very own markup (uk), and a hand-built thread below a diving club's wreck-dive log in a table of the
page's own (hr) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_y_common import (
    PartsK,
    after_thread,
    box,
    ledger,
    links,
    make,
    plain_thread,
    rows,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def ar_cleanup() -> Case:
    c = thread(
        """
سلمى العبيدي | منذ ساعتين | - | شكراً للمتطوعين. الشاطئ الشمالي كان مليئاً بالأكياس البلاستيكية منذ الصيف.
يوسف | منذ ساعة | 0 | متى الحملة القادمة؟ أريد أن أشارك مع أبنائي.
خالد بن عمر | منذ ٤٠ دقيقة | - | المشكلة في من يرمي النفايات، لا في من ينظفها. نحتاج غرامات.
أم رامي | | - | الله يعطيكم العافية.
"""
    )
    log = rows(
        """
قائد الفريق سامي الحداد | الجمعة ٠٨:٣٠ | جمع فريق الميناء ٣٤ كيساً من البلاستيك وشبكتي صيد قديمتين قرب الصخور.
قائدة الفريق نور الهاشمي | الجمعة ٠٩:١٥ | جمع فريق المدارس ٢١ كيساً وعشرات العلب المعدنية عند مصب الوادي.
قائد الفريق مازن سعيد | الجمعة ١١:٠٠ | وجد فريق الغواصين إطارين وبقايا قارب خشبي على عمق ثلاثة أمتار.
"""
    )
    block = (
        '<section class="sh" id="hasila"><h3 class="sh-h">حصيلة الفرق</h3>'
        + after_thread(log, "sh", idp="sh-l")
        + '</section><section class="sh" id="araa"><h3 class="sh-h">آراء القراء</h3>'
        + after_thread(c, "sh", reply="رد")
        + "</section>"
    )
    st = story(
        "متطوعون يجمعون طنين من النفايات عن الشاطئ",
        "كتبت: ريم الخطيب",
        "2025-05-09T14:00:00+03:00",
        "٩ مايو ٢٠٢٥",
        """
شارك أكثر من مئتي متطوع صباح الجمعة في حملة لتنظيف الشاطئ الشمالي للمدينة، وجمعوا نحو طنين من النفايات.

توزع المتطوعون على فرق، ونشر كل فريق حصيلته على صفحة الحملة.
""",
        section="محليات",
    )
    return make(
        "y-mx-ar-beach-cleanup",
        "mixed",
        "nk",
        "mx-ar",
        st,
        PartsK(after=block, rail=box("nk", "الأكثر قراءة", links("مهرجان البحر|طريق الكورنيش|كرة القدم"))),
        c,
        path="/mahalliyat/hamlat-tanzif-alshati",
        container="section#araa: div.sh-u items (div.sh-tx text first; div.sh-by: b name, span.sh-tm 'منذ ساعتين' / none; 'رد'); the reply in div.sh-sub",
        heading="آراء القراء",
        description="A coastal paper in Arabic of 2025: 4 comments (1 reply), the text before the name, below a beach clean-up's haul log (team leader, weekday and time, what was collected) in the very same markup.",
        lookalikes=(
            "a beach clean-up's haul log in the comments' own markup: team leader, weekday and time, what was collected",
        ),
    )


def uk_hackathon() -> Case:
    c = thread(
        """
Оксана Мельник | 3 березня, 18:40 | - | Дуже круто, що школярі зробили застосунок для розкладу автобусів. Коли його можна буде завантажити?
Тарас | 3 березня, 19:10 | 0 | Автори казали, що до кінця місяця, після перевірки міськрадою.
Ігор Савчук | 4 березня, 08:20 | - | Шкода, що про переможців написали лише два рядки. Хотілося б інтерв'ю з командою.
"""
    )
    log = rows(
        """
Капітан команди Дмитро Коваль | субота, 23:58 | «Де мій автобус»: розклад міських автобусів у телефоні, з картою зупинок.
Капітанка команди Софія Бондар | неділя, 00:04 | «Лісовий патруль»: повідомлення про сміття в лісі з фото і координатами.
Капітан команди Артем Лисенко | неділя, 00:10 | «Бабусин кошик»: список покупок, який онуки заповнюють для бабусь через голосові повідомлення.
"""
    )
    block = (
        '<section class="vr" id="proekty"><h3 class="vr-h">Подані проєкти</h3>'
        + after_thread(log, "vr", idp="vr-p")
        + '</section><section class="vr" id="dumky"><h3 class="vr-h">Що думають читачі</h3>'
        + after_thread(c, "vr", reply="Відповісти")
        + "</section>"
    )
    st = story(
        "У Луцьку школярі за добу створили дванадцять застосунків",
        "Наталія Кравчук",
        "2025-03-03T12:00:00+02:00",
        "3 березня 2025",
        """
У Луцьку відбувся перший міський хакатон для школярів. За двадцять чотири години дванадцять команд створили застосунки для міста.

Переможцем став застосунок з розкладом міських автобусів. Ось кілька проєктів, які команди подали перед дедлайном.
""",
        section="Громади",
    )
    return make(
        "y-mx-uk-hackathon",
        "mixed",
        "ht",
        "mx-uk",
        st,
        PartsK(after=block, rail=box("ht", "Популярне", links("Замок Любарта|Нова велодоріжка|Волинь"))),
        c,
        path="/hromady/lutsk-hakaton-shkolyari",
        container="section#dumky: div.vr-u items (div.vr-tx text first; div.vr-by: b name, span.vr-tm '3 березня, 18:40'; 'Відповісти'); the reply in div.vr-sub",
        heading="Що думають читачі",
        description="A Volyn paper of 2025: 3 comments (1 reply), the text before the name, below a school hackathon's project submissions (team captain, weekday and time, the project) in the very same markup.",
        lookalikes=(
            "a school hackathon's project submissions in the comments' own markup: team captain, weekday and time, the project",
        ),
    )


def hr_dives() -> Case:
    c = thread(
        """
Ante Vidović | 12.5. u 18:40 | - | Olupina ispred Silbe je prekrasna, ali struja zna biti jaka. Dobro da klub vodi ronioce samo s vodičem.
Mirjana | 12.5. u 19:20 | 0 | Ronila sam tamo prošle godine, vidljivost je bila dvadeset metara.
Lovro Š. | 13.5. u 07:45 | - | Hoće li olupina biti zaštićena kao kulturno dobro? Bojim se da će je ljudi razvući.
Nevenka iz Oliba | | - | Lijepo je čitati da se nešto događa na našim otocima i izvan sezone.
Davor | 13.5. u 09:10 | - | Koliko košta ronjenje s klubom za nečlanove?
"""
    )
    log = rows(
        """
Instruktor Marin Kalebić | 10.5. 09:00 | Olupina teretnjaka, 28 m. Pramac dobro očuvan, jato zubaca uz krmu.
Instruktorica Ivana Bašić | 10.5. 14:30 | Ista olupina, 24 m. Jaka struja s juga, zaron skraćen na 30 minuta.
Instruktor Marin Kalebić | 11.5. 08:45 | Zid kod rta, 18 m. Crvene gorgonije i dva jastoga u pukotini.
"""
    )
    block = (
        '<section class="ot-dn" id="dnevnik"><h3>Iz ronilačkog dnevnika kluba</h3>'
        + ledger(log, "dn", ("Vodič zarona", "Vrijeme", "Bilješka"))
        + '</section><section class="ot" id="citatelji"><h3 class="ot-h">Što kažu čitatelji</h3>'
        + plain_thread(c, "ot", reply="Odgovori")
        + "</section>"
    )
    st = story(
        "Ronioci iz Zadra otkrili očuvanu olupinu kod Silbe",
        "Piše: Tomislav Perić",
        "2025-05-12T10:00:00+02:00",
        "12. svibnja 2025.",
        """
Ronilački klub iz Zadra pronašao je kod Silbe dobro očuvanu olupinu teretnog broda potopljenog početkom prošlog stoljeća. Leži na dubini od tridesetak metara.

Klub je o nalazu obavijestio konzervatore, a do tada ronjenje na olupini organizira samo uz svoje vodiče.
""",
        section="Otoci",
    )
    return make(
        "y-mx-hr-dive-log",
        "mixed",
        "zu",
        "mx-hr",
        st,
        PartsK(after=block, rail="<p><b>Ukratko</b></p><p>Olupina na 28 metara, kod Silbe.</p>"),
        c,
        path="/otoci/olupina-silba-ronioci",
        container="section#citatelji: div.ot-i items (div.ot-hd: span.ot-nm name, span.ot-tm '12.5. u 18:40' / none; div.ot-tx text; 'Odgovori'); the reply in div.ot-sub",
        heading="Što kažu čitatelji",
        description="An island paper in Croatian of 2025: 5 comments (1 reply) below a diving club's wreck-dive log in a table of the page's own (dive leader, date and time, a note); dates without a year, none on one.",
        lookalikes=(
            "a diving club's wreck-dive log in a table of the page's own: dive leader, date and time, depth and what was seen",
        ),
    )


def mixed_y() -> list[Case]:
    return [ar_cleanup(), uk_hackathon(), hr_dives()]
