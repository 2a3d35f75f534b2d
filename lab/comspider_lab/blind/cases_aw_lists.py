"""Blind set AW: four article pages of 2012 without any reader comment (truth zero) whose furniture holds a list with
a discussion entry's shape, of kinds the earlier sets' lists do not name: drivers' traffic reports phoned or texted in
to a city paper's traffic box (uk), listed companies' directors' share dealings on a business portal (zh), a dating
service's member teasers in a tabloid's rail (he) and a bookshop chain's bestseller list with the booksellers' notes
(ar). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_aw_common import Case, Parts, Story, esc, make, rows, slug


def uk_traffic() -> Case:
    reports = rows("""
Віталій, таксист | 08:42 | вул. Мостова | Затор від мосту до ринку, стоїмо вже хвилин двадцять. Об'їжджайте через Садову.
Оксана | 08:35 | просп. Перемоги | На перехресті з Шевченка не працює світлофор, регулювальника немає.
Петро з Лугового | 08:20 | траса на Лугове | ДТП біля заправки, одна смуга перекрита, рух повільний.
Іра | 08:05 | вул. Садова | Тут поки вільно, можна проїхати без проблем.
Сергій Д. | 07:51 | Центральний міст | Ремонтники знову поставили конуси на правій смузі.
Маршрутник №12 | 07:30 | вул. Заводська | Яма біля зупинки «Хлібзавод» стала ще більшою, обережно.
""")
    li = "".join(
        f'<li class="probky-item"><span class="pr-hto">{esc(n)}</span> <span class="pr-chas">{esc(t)}</span> '
        f'<b class="pr-de">{esc(w)}</b><p class="pr-tekst">{esc(x)}</p></li>'
        for n, t, w, x in reports
    )
    box = (
        '<div class="probky"><h4>Дорога зараз: повідомляють водії</h4><p class="pr-info">Бачите затор чи аварію? '
        "Надішліть SMS на номер 4411 або телефонуйте в редакцію.</p>"
        f'<ul class="probky-list">{li}</ul><p><a href="/probky">Усі повідомлення за сьогодні</a></p></div>'
    )
    st = Story(
        "Ремонт Центрального мосту триватиме до осені",
        "Наталія Кравець",
        "2012-03-14T07:00:00+02:00",
        "14.03.2012 07:00",
        """
Ремонт Центрального мосту, який мали завершити у квітні, триватиме щонайменше до вересня. Про це на нараді в міськраді повідомив підрядник.

Причина затримки — пошкоджені опори, які виявили після демонтажу старого покриття. На час робіт рух мостом залишається однобічним.

У міськраді радять водіям користуватися об'їздом через Садову вулицю та Північний міст.
""",
        lead="Підрядник виявив пошкоджені опори. Рух залишається однобічним.",
        section="Місто",
        related=(
            "Міст закривають на ремонт ~ 10.01.2012 ~ Рух буде однобічним щонайменше три місяці.",
            "Нові світлофори на проспекті ~ 22.02.2012 ~ Встановлять шість світлофорів з кнопками.",
            "Маршрутки змінюють схему руху ~ 15.01.2012 ~ Три маршрути поїдуть через Садову.",
        ),
        tags=("міст", "ремонт доріг", "затори"),
        bio="Наталія Кравець пише про міське господарство.",
    )
    return make(
        "aw-ll-uk-vodii-povidomliaiut",
        "lookalike",
        "uk-pryrichne",
        st,
        Parts(rail=box),
        [],
        path="/misto/remont-tsentralnoho-mostu-do-oseni-17732.html",
        container="div.probky in the right column: h4 'Дорога зараз: повідомляють водії', ul.probky-list > li.probky-item (span.pr-hto name, span.pr-chas time, b.pr-de road, p.pr-tekst the report)",
        heading="Дорога зараз: повідомляють водії",
        description="A Ukrainian city paper of 2012: an article on a bridge repair; the right column holds drivers' traffic reports sent by SMS or phone (name, time, road, a sentence or two), six of them; no reader comment.",
        lookalikes=("drivers' traffic reports texted to the paper (name, time, road, report)",),
    )


def zh_insiders() -> Case:
    deals = rows("""
王建国 | 董事长 | 澜江港务 | 2012-03-13 | 增持 | 50,000股 | 均价8.42元 | 看好公司长期发展，本次增持资金来源为自有资金。
李淑芬 | 财务总监 | 澜江港务 | 2012-03-12 | 减持 | 12,000股 | 均价8.65元 | 个人资金需要，减持后仍持有公司股份38,000股。
赵明 | 独立董事 | 清源电器 | 2012-03-12 | 增持 | 5,000股 | 均价15.10元 | 基于对公司价值的认可。
孙海涛 | 总经理 | 江北建材 | 2012-03-09 | 增持 | 100,000股 | 均价4.88元 | 承诺六个月内不减持所增持股份。
周丽 | 监事 | 清源电器 | 2012-03-08 | 减持 | 3,000股 | 均价15.45元 | 偿还个人住房贷款。
""")
    trs = "".join(
        f'<tr class="gg-row"><td class="gg-ren"><b>{esc(n)}</b><br /><small>{esc(r)}</small></td><td class="gg-gs">{esc(co)}</td>'
        f'<td class="gg-rq">{esc(d)}</td><td class="gg-fx">{esc(kind)}</td><td class="gg-sl">{esc(q)}</td><td class="gg-jg">{esc(p)}</td>'
        f'<td class="gg-sm">{esc(note)}</td></tr>'
        for n, r, co, d, kind, q, p, note in deals
    )
    box = (
        '<div class="gaoguan"><h3>高管持股变动</h3><p class="gg-sm0">数据来源：上市公司公告，本报整理</p>'
        '<table class="gg-tab"><thead><tr><th>变动人</th><th>公司</th><th>日期</th><th>方向</th><th>数量</th><th>价格</th><th>说明</th></tr></thead>'
        f"<tbody>{trs}</tbody></table></div>"
    )
    st = Story(
        "澜江港务一季度吞吐量增长一成",
        "本报记者 刘晓东",
        "2012-03-14T08:30:00+08:00",
        "2012年03月14日 08:30",
        """
澜江港务13日发布公告称，今年1至2月港口货物吞吐量同比增长10.3%，集装箱业务增长尤为明显。

公司表示，新建的三号码头已于去年底投入使用，预计全年吞吐量将突破5000万吨。受此消息影响，公司股价当日上涨2.1%。

分析人士认为，港口业务的增长与内陆地区出口回暖有关，但下半年仍存在不确定性。
""",
        lead="三号码头投入使用，公司预计全年吞吐量突破5000万吨。",
        section="股市",
        related=(
            "澜江港务三号码头投产 ~ 2011年12月28日 ~ 新码头年设计能力800万吨。",
            "本地上市公司年报陆续披露 ~ 2012年03月10日 ~ 七成公司净利润增长。",
            "清源电器获海外订单 ~ 2012年02月22日 ~ 订单金额约两亿元。",
        ),
        tags=("澜江港务", "港口", "上市公司"),
    )
    return make(
        "aw-ll-zh-gaoguan-chigu",
        "lookalike",
        "zh-lanjiang",
        st,
        Parts(after=box),
        [],
        path="/gushi/2012-03/14/content_58812.htm",
        container="div.gaoguan below the article: h3 '高管持股变动', a table of tr.gg-row (person and role, company, date, buy/sell, shares, price, the filing's stated reason)",
        heading="高管持股变动",
        description="A Chinese business portal of 2012: an article on a port company's throughput; below it a table of listed companies' directors' share dealings (name, role, company, date, direction, amount, price, a sentence of stated reason), five of them; no reader comment.",
        lookalikes=("directors' share dealings (person, role, date, amount, stated reason)",),
    )


def he_dating() -> Case:
    members = rows("""
נועה_הים | 29 | קריית גפן | מחוברת עכשיו | אוהבת טיולים בגליל, קפה של בוקר וספרים טובים. מחפשת מישהו שיודע לצחוק.
דני77 | 34 | נהריה | לפני 5 דקות | מהנדס, רץ חצי מרתון, מבשל לא רע בכלל. מחפש שותפה לחיים ולטיולים.
מיכל | 41 | עכו | לפני שעה | גרושה פלוס שניים, עובדת בחינוך. רוצה להכיר אדם רציני ואמין.
אבי | 38 | קריית גפן | אתמול | צלם חובב, אוהב ים ומוזיקה ישראלית. בואי נדבר.
שירה | 26 | כרמיאל | לפני 3 ימים | סטודנטית לעיצוב, אוהבת חתולים וסרטים ישנים.
""")
    li = "".join(
        f'<li class="hk-kartis"><a href="/heker/profil/{k}"><img src="/_avatar/hk-{k}.svg" alt="" width="50" height="50" /></a>'
        f'<span class="hk-kinui">{esc(n)}</span>, <span class="hk-gil">{esc(a)}</span>, <span class="hk-ir">{esc(c)}</span> '
        f'<span class="hk-mehubar">{esc(s)}</span><p class="hk-al">{esc(x)}</p><a class="hk-kesher" href="/heker/shlach/{k}">שלחו הודעה</a></li>'
        for k, (n, a, c, s, x) in enumerate(members)
    )
    box = (
        f'<div class="hekerut"><h4>הכירו רווקים ורווקות באזור</h4><ul class="hk-list">{li}</ul>'
        '<p><a href="/heker">להרשמה חינם לאתר ההיכרויות</a></p></div>'
    )
    st = Story(
        'המתנ"ס משיק חוגים חדשים לקיץ',
        "רונית אלמוג",
        "2012-03-14T09:20:00+02:00",
        "14/03/2012 09:20",
        """
המתנ"ס העירוני בקריית גפן משיק השנה שנים עשר חוגים חדשים לקיץ, בהם סדנת צילום, תיאטרון לנוער וקבוצת ריצה למבוגרים.

ההרשמה תיפתח בתחילת אפריל באתר המתנ"ס ובמשרדיו. תושבי העיר יקבלו הנחה של עשרים אחוז.

מנהלת המתנ"ס אמרה כי החוגים נבחרו לפי סקר שנערך בקרב התושבים בחורף.
""",
        section="מקומי",
        related=(
            'המתנ"ס מחפש מדריכים ~ 01/03/2012 ~ דרושים מדריכים לחוגי הקיץ.',
            "קייטנת העירייה: ההרשמה נפתחה ~ 20/02/2012 ~ מחירים מוזלים למשפחות ברוכות ילדים.",
            "ספרייה חדשה בשכונת הזיתים ~ 10/01/2012 ~ הספרייה תיפתח בקיץ.",
        ),
        tags=('מתנ"ס', "חוגים", "קיץ"),
    )
    return make(
        "aw-ll-he-hekerut",
        "lookalike",
        "he-kiryatgefen",
        st,
        Parts(rail=box),
        [],
        path="/mekomi/matnas-hugim-hadashim-kayitz-a2291.html",
        container="div.hekerut in the rail: h4 'הכירו רווקים ורווקות באזור', ul.hk-list > li.hk-kartis (photo, nickname, age, town, 'online' time, a sentence, 'שלחו הודעה')",
        heading="הכירו רווקים ורווקות באזור",
        description="A Hebrew local tabloid of 2012 (right to left): an article on a community centre's courses; the rail holds a dating service's member teasers (photo, nickname, age, town, when last online, a self-description), five of them; no reader comment.",
        lookalikes=(
            "a dating service's member teasers (nickname, age, town, last online, self-description)",
        ),
    )


def ar_bestsellers() -> Case:
    books = rows("""
1 | ذاكرة الملح | سلمى الراشد | 6 أسابيع | رواية عن ثلاثة أجيال من عائلة تعمل في ملاحات الساحل. ينصح بها بائعنا في فرع الكورنيش.
2 | طريق القوافل القديم | د. فهد المنصوري | 3 أسابيع | كتاب مصور عن طرق التجارة في الواحات، مع خرائط نادرة.
3 | مطبخ جدتي | نوال حداد | 12 أسبوعا | وصفات بيتية بسيطة، الكتاب الأكثر طلبا كهدية هذا الموسم.
4 | حين يأتي المطر | خالد العمر | أسبوع واحد | ديوان شعر جديد، نفدت الطبعة الأولى في أيام.
5 | دليل الطالب الجامعي | مجموعة مؤلفين | 8 أسابيع | نصائح عملية للسنة الأولى في الجامعة.
""")
    li = "".join(
        f'<li class="kutub-item"><span class="kt-raqam">{esc(r)}</span><img src="/_avatar/kt-{slug(t)[:10]}.svg" alt="" width="40" height="60" />'
        f'<b class="kt-onwan">{esc(t)}</b> <span class="kt-moallef">{esc(a)}</span> <span class="kt-mudda">{esc(w)}</span>'
        f'<p class="kt-molahaza">{esc(x)}</p></li>'
        for r, t, a, w, x in books
    )
    box = (
        '<div class="kutub"><h3>الكتب الأكثر مبيعا هذا الأسبوع</h3><p class="kt-masdar">بالتعاون مع مكتبات الواحة</p>'
        f'<ol class="kutub-list">{li}</ol></div>'
    )
    st = Story(
        "افتتاح معرض النخيل للكتاب بمشاركة 120 دار نشر",
        "ليلى الخطيب",
        "2012-03-14T10:00:00+03:00",
        "14 مارس 2012 - 10:00",
        """
افتتح مساء الثلاثاء معرض النخيل للكتاب في دورته الحادية عشرة بمشاركة 120 دار نشر من داخل البلاد وخارجها. ويستمر المعرض عشرة أيام.

ويشمل برنامج المعرض ندوات وأمسيات شعرية وورشا للأطفال. وقالت إدارة المعرض إنها تتوقع أكثر من مئة ألف زائر.
""",
        section="ثقافة",
        related=(
            "معرض الكتاب يعلن برنامجه ~ 01/03/2012 ~ ندوات يومية وأمسيات شعرية.",
            "جائزة الرواية تعلن القائمة القصيرة ~ 15/02/2012 ~ ست روايات تتنافس على الجائزة.",
            "مكتبة عامة جديدة في حي السلام ~ 20/01/2012 ~ تفتح أبوابها في الصيف.",
        ),
        tags=("معرض الكتاب", "ثقافة"),
        bio="ليلى الخطيب محررة الصفحة الثقافية.",
    )
    return make(
        "aw-ll-ar-akthar-mabiaan",
        "lookalike",
        "ar-nakheel",
        st,
        Parts(rail=box),
        [],
        path="/thaqafa/2012/03/14/maarad-alkitab-120-dar-nashr.html",
        container="div.kutub in the right column: h3 'الكتب الأكثر مبيعا هذا الأسبوع', ol.kutub-list > li.kutub-item (rank, cover, title, author, weeks on the list, a bookseller's sentence)",
        heading="الكتب الأكثر مبيعا هذا الأسبوع",
        description="An Arabic daily of 2012 (right to left): an article on a book fair; the right column holds a bookshop chain's bestseller list (rank, cover, title, author, weeks on the list, a bookseller's note), five books; no reader comment.",
        lookalikes=("a bestseller list with the booksellers' notes (title, author, weeks, note)",),
    )


def lists_aw() -> list[Case]:
    return [uk_traffic(), zh_insiders(), he_dating(), ar_bestsellers()]
