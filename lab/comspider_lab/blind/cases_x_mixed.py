"""Blind set X: mixed pages, this article's discussion beside a look-alike list: Isso below a heritage orchard's grafting
register in the page's own list markup (uk), a hand-built thread below a city's rainwater tank installations in the
thread's very own markup (fa), and a hand-built thread of custom elements below a charity shop's finds of the week in
the same custom elements (sl) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_x_common import (
    PartsK,
    V,
    box,
    ce_thread,
    links,
    make,
    rows,
    story,
    thread,
    tree,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import isso_embed


def uk_isso_grafts() -> Case:
    c = thread(
        """
Микола Гребенюк | | - | Мій дід садив такі груші в Опішні. Дуже радий, що старі сорти не пропадуть.
Людмила С. | | 0 | А живці можна буде взяти для свого саду? Хотілося б посадити Полтавську зимову.
Оксана Дячук | | - | Дякую за статтю. Поїдемо з дітьми подивитися навесні, коли цвістиме.
"""
    )
    log = rows(
        """
Садівник Іван Коваленко | 12 березня | Щеплено дванадцять дичок сортом груші Полтавська зимова. Живці з дерева 1934 року.
Садівниця Ганна Литвин | 11 березня | Щеплено вісім яблунь сортом Ренет Симиренка. Дві прищепи не прийнялися минулого року, повторено.
Садівник Іван Коваленко | 9 березня | Оновлено етикетки на старих деревах у третьому ряду. Записано сорт кожного дерева.
"""
    )
    v = V("sd-{}", list="ul", item="li")
    block = (
        '<section class="sd" id="shcheplennia"><h3 class="sd-h">Журнал щеплень саду</h3>'
        + tree(log, v, idp="sd-")
        + '</section><section class="qv-dumky" id="dumky"><h3 class="qv-dumky-h">Думки читачів</h3>'
        + isso_embed("uk")
        + "</section>"
    )
    st = story(
        "Старий сад у Диканьці рятують щепленням",
        "Ірина Марченко",
        "2025-03-13T09:00:00+02:00",
        "13 березня 2025",
        """
У Диканьці садівники рятують старий колгоспний сад, де ростуть сорти груш і яблунь, яких уже майже ніде немає. Вони щеплюють живці зі старих дерев на молоді підщепи.

Сад веде журнал щеплень, який публікує на своїй сторінці. Навесні сюди запрошують усіх охочих.
""",
        section="Громади",
    )
    return make(
        "x-mx-uk-isso-grafts",
        "mixed",
        "qv",
        "mx-uk-grafts",
        st,
        PartsK(after=block, rail=box("qv", "Популярне", links("Сорочинський ярмарок|Новий міст|Футбол"))),
        c,
        path="/hromady/dykanka-staryi-sad-shcheplennia",
        container="section#dumky > Isso's section#isso-thread, Ukrainian (below the grafting register, section#shcheplennia: ul.sd-list of li.sd-item with b.sd-name gardener, span.sd-time '12 березня', div.sd-text)",
        heading="Думки читачів",
        description="A Poltava paper of 2025: Isso (Ukrainian) on load, 3 comments (1 reply), below a heritage orchard's grafting register (gardener, date, what was grafted) in a list of the page's own.",
        lookalikes=(
            "a heritage orchard's grafting register in a list of the page's own: gardener, date, what was grafted",
        ),
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


def fa_tanks() -> Case:
    c = thread(
        """
مریم رضایی | ۱۲ اسفند، ۱۸:۴۰ | - | در محله ما هم آب‌انبار قدیمی هست که سال‌هاست خالی مانده. چرا آن را بازسازی نمی‌کنند؟
علی | ۱۲ اسفند، ۲۰:۱۵ | 0 | طبق گفته شهرداری، آب‌انبارها در مرحله دوم طرح قرار دارند.
حسین کرمانی | دیروز ۲۱:۱۰ | - | مخزن‌ها خوب است ولی باران در یزد کم می‌بارد. بیشتر باید به مصرف کمتر فکر کنیم.
"""
    )
    log = rows(
        """
نصاب رضا احمدی | ۱۰ اسفند، ۰۹:۰۰ | مخزن دو هزار لیتری روی پشت‌بام مدرسه فهادان نصب شد. لوله ناودان‌ها به آن وصل شد.
نصاب رضا احمدی | ۸ اسفند، ۱۰:۳۰ | مخزن هزار لیتری در حیاط مسجد محله شیخداد. شیر آب برای آبیاری درختان.
نصاب زهرا موسوی | ۶ اسفند، ۱۱:۱۵ | مخزن سه هزار لیتری در پارک کوثر. آب آن برای آبیاری گل‌ها استفاده می‌شود.
"""
    )
    v = V("bk-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="bk" id="nasb"><h3 class="bk-h">مخزن‌های نصب‌شده این هفته</h3>'
        + tree(log, v, idp="bk-l")
        + '</section><section class="bk" id="nazar-shoma"><h3 class="bk-h">نظر شما</h3>'
        + tree(c, v, reply="پاسخ", votes="👍 {u}", seed="fa-x", idp="bk-")
        + "</section>"
    )
    st = story(
        "شهرداری یزد برای جمع‌آوری باران مخزن نصب می‌کند",
        "نویسنده: فاطمه صادقی",
        "2025-03-02T10:00:00+03:30",
        "۱۲ اسفند ۱۴۰۳",
        """
شهرداری یزد در مدارس، مساجد و پارک‌ها مخزن جمع‌آوری آب باران نصب می‌کند. هدف، استفاده از آب باران برای آبیاری فضای سبز است.

تا پایان سال بیست مخزن نصب خواهد شد. فهرست مخزن‌های نصب‌شده هر هفته منتشر می‌شود.
""",
        section="شهری",
    )
    return make(
        "x-mx-fa-rain-tanks",
        "mixed",
        "yp",
        "mx-fa-tanks",
        st,
        PartsK(after=block, rail=box("yp", "پربازدیدها", links("باغ دولت‌آباد|خط اتوبوس جدید|فوتبال"))),
        c,
        path="/shahri/makhzan-ab-baran-yazd",
        container="section#nazar-shoma: ul.bk-list of li.bk-item (div.bk-meta: b.bk-name, span.bk-time '۱۲ اسفند، ۱۸:۴۰' Persian digits / 'دیروز ۲۱:۱۰'; div.bk-text; '👍 n', 'پاسخ'); the reply in ul.bk-replies",
        heading="نظر شما",
        description="A Yazd paper of 2025: 3 comments (1 reply) below a list of the week's rainwater tank installations (installer, date, where and how big) in the very same markup.",
        lookalikes=(
            "a city's rainwater tank installations in the comments' own markup: installer, date and time, where and how big",
        ),
    )


def sl_finds() -> Case:
    c = thread(
        """
Marjeta Zupan | 3. 3. ob 9.15 | - | Krasna ideja. V Krškem takšne trgovine zelo manjka, otroška oblačila so tako draga.
Bojan K. | včeraj ob 21.10 | - | Kdaj je trgovina odprta ob sobotah? V članku piše samo za delavnike.
"""
    )
    finds = rows(
        """
Prostovoljka Metka | ponedeljek, 9.00 | Stara šivalna stroj Bagat, deluje brezhibno. Podarila ga je gospa iz Brestanice.
Prostovoljec Janez | torek, 10.30 | Zbirka plošč narodnozabavne glasbe iz sedemdesetih, štirideset kosov.
Prostovoljka Tina | sreda, 14.00 | Otroški voziček, skoraj nov. Prodan že v eni uri.
"""
    )
    block = (
        '<section class="mn" id="najdbe"><h3 class="mn-h">Najdbe tedna</h3>'
        + ce_thread(finds, "mn", idp="mn-f")
        + '</section><section class="mn" id="odzivi"><h3 class="mn-h">Odzivi bralcev</h3>'
        + ce_thread(c, "mn", reply="Odgovori")
        + "</section>"
    )
    st = story(
        "V Krškem odprli dobrodelno trgovino",
        "Piše: Nina Kovač",
        "2025-03-02T12:00:00+01:00",
        "2. marca 2025",
        """
Rdeči križ je v Krškem odprl dobrodelno trgovino z rabljenimi oblačili, pohištvom in gospodinjskimi aparati. Izkupiček bo namenjen pomoči družinam v stiski.

Trgovina je odprta od ponedeljka do petka. Prostovoljci vsak teden objavijo najzanimivejše najdbe.
""",
        section="Kraji",
    )
    return make(
        "x-mx-sl-charity-finds",
        "mixed",
        "wm",
        "mx-sl-finds",
        st,
        PartsK(after=block, rail=box("wm", "Najbolj brano", links("Cviček|Nova obvoznica|Rokomet"))),
        c,
        path="/kraji/krsko-dobrodelna-trgovina",
        container="section#odzivi: <mn-notes> of <mn-note> custom elements (<mn-by> name, <mn-at> '3. 3. ob 9.15' / 'včeraj ob 21.10', <mn-body> text, 'Odgovori'), flat",
        heading="Odzivi bralcev",
        description="A Posavje paper of 2025: 2 comments, flat, below a charity shop's finds of the week (volunteer, weekday and time, the item) in the very same custom elements.",
        lookalikes=(
            "a charity shop's finds of the week in the comments' own custom elements: volunteer, weekday and time, the item",
        ),
    )


def mixed_x() -> list[Case]:
    return [uk_isso_grafts(), fa_tanks(), sl_finds()]
