"""Blind set W: mixed pages, this article's discussion beside a look-alike list in the discussion's very own markup:
a piano tuner's visits to the town hall's grand piano (cs), a community fridge's restocks (bg), a knitting circle's
finished pieces (he) and a makerspace's 3D printer queue (en) (written from memory of the general shape of such pages,
in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_w_common import PartsK, V, box, links, make, rows, story, thread, tree
from comspider_lab.blind.model import Case


def cs_piano() -> Case:
    c = thread(
        """
Jarmila Dvořáková | 3. 3. v 9:15 | - | Na ten klavír jsem hrála na absolventském koncertě v roce 1979. Je dobře, že se o něj město stará.
Pavel N. | 3. 3. v 11:40 | 0 | Jen aby se zase nedal do sálu, kde se topí jednou týdně. To mu škodí víc než cokoli jiného.
honza_z_bytovky | včera ve 21:10 | - | Sto dvacet tisíc za opravu je pořád míň než nový nástroj. Souhlasím s radnicí.
"""
    )
    log = rows(
        """
Ladič Miroslav Kubát | 12. 2. v 8:00 | Celkové naladění na 442 Hz, povolené kolíky v basu zapsány k opravě.
Ladič Miroslav Kubát | 20. 1. v 8:30 | Po koncertě mírně rozladěné vyšší polohy, doladěno. Vlhkost v sále 31 %.
Restaurátor Ondřej Vlk | 9. 1. v 10:00 | Prohlídka mechaniky: tři kladívka k výměně, plsti opotřebené.
"""
    )
    v = V("tz-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="tz" id="ladeni"><h3 class="tz-h">Záznamy o ladění</h3>'
        + tree(log, v, idp="tz-l")
        + '</section><section class="tz" id="ctenari"><h3 class="tz-h">Co říkají čtenáři</h3>'
        + tree(c, v, reply="Odpovědět", votes="+{u}", seed="cs", idp="tz-")
        + "</section>"
    )
    st = story(
        "Křídlo ve společenském sále projde opravou za 120 tisíc",
        "Lenka Horáková",
        "2025-03-02T16:00:00+01:00",
        "2. března 2025",
        """
Koncertní křídlo ve společenském sále radnice dostane nová kladívka a opravenou mechaniku. Oprava vyjde na 120 tisíc korun.

Ladič, který se o nástroj stará, vede záznamy o každé návštěvě. Radnice je zveřejnila spolu s rozhodnutím.
""",
        section="Zprávy",
    )
    return make(
        "w-mx-cs-piano-tuner",
        "mixed",
        "pb",
        "mx-cs-piano",
        st,
        PartsK(
            after=block, rail=box("pb", "Nejčtenější", links("Masopust|Nová cyklostezka|Divadelní přehlídka"))
        ),
        c,
        path="/zpravy/kridlo-spolecensky-sal-oprava",
        container="section#ctenari: ul.tz-list of li.tz-item (div.tz-meta: b.tz-name, span.tz-time '3. 3. v 9:15' / 'včera ve 21:10'; div.tz-text; '+n', 'Odpovědět'); the reply in ul.tz-replies",
        heading="Co říkají čtenáři",
        description="A Czech regional paper: 3 comments (1 reply) below a piano tuner's visit records in the very same markup (tuner, date, what was done).",
        lookalikes=(
            "a piano tuner's visits in the comments' own markup: tuner, date and hour, what was done",
        ),
    )


def bg_fridge() -> Case:
    c = thread(
        """
Стоянка Петрова | преди 2 дни | - | Браво на младите от читалището. В нашия квартал има много самотни възрастни хора, на които това ще помогне.
Иван Д. | вчера | - | Може ли да се оставя и домашно сготвена храна или само пакетирана? В статията не пише.
"""
    )
    log = rows(
        """
Доброволка Мария | днес, 08:10 | Оставих два хляба, кисело мляко и ябълки от градината.
Пекарна „Сутрин“ | днес, 07:30 | Непродадените вчера баници и кифли, опаковани поотделно.
Доброволец Калоян | вчера, 19:45 | Почистих хладилника и изхвърлих продуктите с изтекъл срок.
"""
    )
    v = V("hl-{}", item="article")
    block = (
        '<div class="hl" id="zarezhdane"><h3 class="hl-h">Кой зареди хладилника</h3>'
        + tree(log, v, idp="hl-l")
        + '</div><div class="hl" id="mnenia"><h3 class="hl-h">Мнения</h3>'
        + tree(c, v, reply="Отговори", idp="hl-")
        + "</div>"
    )
    st = story(
        "Общински хладилник за споделяне на храна заработи в Смолян",
        "Радка Янева",
        "2025-11-10T09:00:00+02:00",
        "10 ноември 2025",
        """
Доброволци от читалището поставиха хладилник пред сградата, в който всеки може да остави или вземе храна.

Доброволците записват на табло кой какво е оставил. Ето последните записи.
""",
        section="Общество",
    )
    return make(
        "w-mx-bg-community-fridge",
        "mixed",
        "lx",
        "mx-bg-fridge",
        st,
        PartsK(after=block, rail=box("lx", "Най-четени", links("Кукерски празник|Ремонт на пътя|Ски сезон"))),
        c,
        path="/obshtestvo/hladilnik-za-spodelyane",
        container="div#mnenia: div.hl-list of article.hl-item (div.hl-meta: b.hl-name, span.hl-time 'преди 2 дни' / 'вчера'; div.hl-text; 'Отговори')",
        heading="Мнения",
        description="A Bulgarian mountain paper: 2 comments, flat, below a community fridge's restock log in the very same markup (volunteer, time, what was left).",
        lookalikes=(
            "a community fridge's restocks in the comments' own markup: volunteer, time, what was left",
        ),
    )


def he_knit() -> Case:
    c = thread(
        """
רותי ב. | 14.2.2025, 18:40 | - | כל הכבוד לנשות החוג. אמא שלי קיבלה שמיכה כזאת בבית החולים והתרגשה מאוד.
משה מכפר ורדים | 14.2.2025, 20:15 | 0 | גם אני התרגשתי לקרוא. איפה אפשר לתרום צמר?
עדי | 15.2.2025, 09:02 | - | יש גם חוג לגברים? אבא שלי סורג מאז שיצא לפנסיה.
שושי הגננת | 15.2.2025, 12:30 | - | בגן שלנו הילדים ישמחו לבקר את החוג ולראות איך סורגים.
"""
    )
    log = rows(
        """
ציפי אלמוג | 12.2.2025 | שמיכת טלאים צבעונית למחלקת הילדים בבית החולים בנהריה.
חנה לוי | 10.2.2025 | שלושה כובעים וצעיף לבית האבות במושב.
מלכה רוזן | 7.2.2025 | סוודר קטן לתינוק הראשון שנולד השנה ביישוב.
"""
    )
    v = V("sr-{}", list="ol", item="li", replies="ol")
    block = (
        '<section class="sr" id="avodot"><h3 class="sr-h">מה סרגנו החודש</h3>'
        + tree(log, v, idp="sr-l")
        + '</section><section class="sr" id="tguvot"><h3 class="sr-h">תגובות הקוראים</h3>'
        + tree(c, v, reply="הגב", votes="👍 {u}", seed="he", idp="sr-")
        + "</section>"
    )
    st = story(
        "חוג הסריגה של מעלות תרם מאה שמיכות לבתי חולים",
        "מאת נועה שגיא",
        "2025-02-14T14:00:00+02:00",
        "14.2.2025",
        """
חוג הסריגה במתנ״ס מעלות השלים השנה מאה שמיכות וכובעים שנתרמו לבתי חולים ולבתי אבות בגליל.

חברות החוג רושמות כל עבודה שהושלמה. הנה העבודות של החודש האחרון.
""",
        section="קהילה",
    )
    return make(
        "w-mx-he-knitting-circle",
        "mixed",
        "ov",
        "mx-he-knit",
        st,
        PartsK(after=block, rail=box("ov", "הנקראים ביותר", links("פסטיבל הזית|כביש חדש|ליגת הנוער"))),
        c,
        path="/community/knitting-circle-blankets",
        container="section#tguvot: ol.sr-list of li.sr-item (div.sr-meta: b.sr-name, span.sr-time '14.2.2025, 18:40'; div.sr-text; '👍 n', 'הגב'); the reply in ol.sr-replies",
        heading="תגובות הקוראים",
        description="An Israeli regional paper (right to left): 4 comments (1 reply) with full day-first dates below a knitting circle's finished pieces in the very same markup (knitter, date, what was made).",
        lookalikes=(
            "a knitting circle's finished pieces in the comments' own markup: knitter, date, the piece and who it is for",
        ),
    )


def en_maker() -> Case:
    c = thread(
        """
Gwen Tolley | Sat 10:14 | - | Brilliant to have this in the old chandlery. My lad has been driving to the city every week just to use a laser cutter.
R. Okafor | Sat 12:30 | - | Is there a concession rate for pensioners? Some of us have been making things in sheds for fifty years.
bryn_the_boatman | Yesterday 21:10 | 1 | The article says half price on Tuesday mornings for over-65s. Worth asking about the lathe too.
"""
    )
    queue = rows(
        """
Priya (member 041) | Sat 09:00 | Replacement hinge for a caravan locker, PETG, about two hours.
Colin M. | Sat 11:30 | Chess set for the primary school's club, second half of the pieces.
Saltmarsh Sea Scouts | Sat 14:00 | Ten name badges for the new patrol. Collect from the front desk.
"""
    )
    v = V("mk-{}", item="article", replies="div")
    block = (
        '<div class="mk" id="queue"><h3 class="mk-h">On the printers today</h3>'
        + tree(queue, v, idp="mk-q")
        + '</div><div class="mk" id="reader-views"><h3 class="mk-h">What readers think</h3>'
        + tree(c, v, reply="Reply", votes="♥ {u}", seed="en", idp="mk-")
        + "</div>"
    )
    st = story(
        "Makerspace opens in Saltmarsh's old chandlery",
        "By Fiona Crabbe",
        "2025-10-04T08:00:00+01:00",
        "4 October 2025",
        """
A community makerspace with two 3D printers, a laser cutter and a wood lathe opened on Saturday in the former chandlery on Quay Street.

Membership is £15 a month, half price for over-65s on Tuesday mornings. The day's print queue is posted on the board by the door.
""",
        section="Towns",
    )
    return make(
        "w-mx-en-maker-queue",
        "mixed",
        "lx",
        "mx-en-maker",
        st,
        PartsK(after=block, rail=box("lx", "Most read", links("Estuary ferry|New lifeboat|Carnival route"))),
        c,
        path="/towns/makerspace-old-chandlery",
        container="div#reader-views: div.mk-list of article.mk-item (div.mk-meta: b.mk-name, span.mk-time 'Sat 10:14' / 'Yesterday 21:10'; div.mk-text; '♥ n', 'Reply'); the reply in div.mk-replies",
        heading="What readers think",
        description="An English estuary paper: 3 comments (1 reply) below a makerspace's 3D printer queue in the very same markup (member, time, what is printing).",
        lookalikes=(
            "a makerspace's 3D printer queue in the comments' own markup: member, time, what is printing",
        ),
    )
