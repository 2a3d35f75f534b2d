"""Blind set AY: four article pages of 2011-2013 without any reader comment (truth zero) whose furniture, as the
scripts of that era drew it, holds a list with a discussion entry's shape, of kinds the earlier sets' lists do not
name: a social reader app's "what your friends are reading" feed (uk), an online book of condolence (ar), a social
bookmarking site's hot list with submitters, votes and its own comment counts (he), related questions from a
question-and-answer site with their best answers (zh). Written for this set; every name, place and text invented,
each entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ay_common import Case, Parts, Story, esc, lazy, make, rows


def uk_reader() -> Case:
    feed = rows("""
Оксана Литвин | прочитала | У Вербівці відкрили відремонтований стадіон | 2 години тому
Тарас Гнатюк | прочитав | Ціни на молоко на ринку зросли вдвічі | 3 години тому
Ірина Шевчук | прочитала | Автобус до Києва їздитиме щодня | 5 годин тому
Богдан Костенко | поділився | У Вербівці відкрили відремонтований стадіон | 6 годин тому
Марічка Данилюк | прочитала | Школярі громади перемогли на олімпіаді з хімії | вчора
Петро Яковенко | прочитав | Міст через Вербку ремонтуватимуть до осені | вчора
""")
    li = "".join(
        f'<li class="sr-dia">{lazy(f"sr-{k}", "sr-fotka", 30, loaded=True)}<span class="sr-hto"><a href="/_homin/{k + 40}">'
        f'{esc(n)}</a></span> <span class="sr-shcho">{esc(v)}</span> <a class="sr-stattia" href="/hromada/{k}">«{esc(t)}»</a> '
        f'<span class="sr-koly">{esc(w)}</span> <span class="sr-dii"><a href="#">Подобається</a> · <a href="#">Приховати</a>'
        "</span></li>"
        for k, (n, v, t, w) in enumerate(feed)
    )
    box = (
        '<div class="sr-vidzhet sr-gotovo"><div class="sr-shapka"><b>Що читають ваші друзі</b> <small>через Гомін</small>'
        '</div><p class="sr-stan">Соціальне читання: <b>увімкнено</b> · <a href="#">Вимкнути</a></p>'
        f'<ul class="sr-strichka">{li}</ul><p class="sr-pidpys">Гомін · соціальний читач</p></div>'
    )
    st = Story(
        "У Вербівці відкрили відремонтований стадіон",
        "Наталія Ковальчук",
        "2012-09-01T11:00:00+03:00",
        "1 вересня 2012, 11:00",
        """
Після двох років ремонту в центрі Вербівки відкрили міський стадіон. Тут поклали нове штучне покриття, встановили трибуни на 1200 місць і освітлення для вечірніх матчів.

Ремонт коштував 4,8 мільйона гривень, з яких половину виділила область. На відкритті відбувся товариський матч ветеранів місцевої команди.

Стадіон буде відкритий для всіх охочих щодня з 7 до 21 години, а для шкільних секцій заняття безкоштовні.
""",
        lead="Нове покриття, трибуни на 1200 місць і вечірнє освітлення.",
        section="Громада",
        related=(
            "Ціни на молоко на ринку зросли вдвічі",
            "Автобус до Києва їздитиме щодня",
            "Міст через Вербку ремонтуватимуть до осені",
            "Школярі громади перемогли на олімпіаді з хімії",
        ),
        tags=("стадіон", "спорт", "ремонт"),
        bio="Наталія Ковальчук пише про життя громади.",
        shares=(402, 66, 9),
    )
    return make(
        "ay-ll-uk-druzi-chytayut",
        "lookalike",
        "uk-verbivka",
        st,
        Parts(rail=box),
        [],
        path="/hromada/vidkryly-stadion",
        container="div.sr-vidzhet in the right column: 'Що читають ваші друзі', ul.sr-strichka > li.sr-dia (img, a name, 'прочитала' / 'поділився', the article's title in quotes, 'n години тому', Подобається · Приховати)",
        heading="Що читають ваші друзі",
        description="A Ukrainian community paper of 2012 with a social reader app's feed in its side column: six friends' reading activities, each a name, a verb, a headline and a relative time, with 'Like · Hide'; no reader comment.",
        lookalikes=(
            "a social reader app's 'what your friends are reading' feed (name, action, headline, relative time)",
        ),
    )


def ar_condolences() -> Case:
    book = rows("""
عبد الرحمن الشامي | مدينة النخيل | 14/03/2013 | رحم الله أستاذنا الفاضل، علّمني الحساب في الصف الرابع وما زلت أذكر صبره علينا.
أم خالد | حي الواحة | 14/03/2013 | خالص العزاء لأسرة الفقيد، كان مثالاً للأب والمربي.
جمعية خريجي مدرسة النخيل | مدينة النخيل | 14/03/2013 | تتقدم الجمعية بأحر التعازي لأسرة الأستاذ صالح، وتعلن عن حفل تأبين يوم الخميس في قاعة المدرسة.
سامي بن عيسى | الساحل | 15/03/2013 | إنا لله وإنا إليه راجعون. أربعون سنة في خدمة التعليم لا تُنسى.
ليلى القاسمي | مدينة النخيل | 15/03/2013 | كان يزورنا في البيت حين مرضت ليطمئن على دروسي. رحمه الله.
نادي النخيل الرياضي | مدينة النخيل | 15/03/2013 | ينعى النادي الأستاذ صالح الذي أسس فريق كرة السلة في المدرسة عام 1978.
""")
    li = "".join(
        f'<li class="taziya"><p class="taziya-nass">{esc(x)}</p><p class="taziya-tawqi"><b class="taziya-ism">{esc(n)}</b> – '
        f'<span class="taziya-makan">{esc(p)}</span> – <span class="taziya-tarikh">{esc(d)}</span></p></li>'
        for n, p, d, x in book
    )
    box = (
        '<section class="sijill-taazi" id="sijill"><h3>سجل التعازي</h3><p class="sijill-sharh">يمكنكم كتابة تعازيكم لأسرة '
        'الفقيد، وستُسلَّم إليهم مطبوعة. <a href="/taazi/ktub">اكتب تعزية</a></p>'
        f'<ul class="sijill-qaima">{li}</ul><p class="sijill-adad">عدد التعازي: 214 · <a href="/taazi/kull">عرض الكل</a></p></section>'
    )
    st = Story(
        "رحيل الأستاذ صالح المنصوري مربي الأجيال في مدينة النخيل",
        "بقلم: هدى العلي",
        "2013-03-13T20:00:00+03:00",
        "الأربعاء 13 مارس 2013",
        """
توفي مساء أمس الأستاذ صالح المنصوري، مدير مدرسة النخيل الابتدائية السابق، عن عمر ناهز الثامنة والسبعين عاماً، بعد مسيرة في التعليم امتدت أربعين عاماً.

التحق الراحل بالمدرسة معلماً للرياضيات عام 1961، ثم أصبح مديراً لها حتى تقاعده عام 2001. وأسس خلال تلك السنوات مكتبة المدرسة وفريقها لكرة السلة.

ويقام العزاء في منزل الفقيد بحي الواحة لمدة ثلاثة أيام.
""",
        section="محليات",
        related=(
            "افتتاح سوق التمور الموسمي",
            "بدء أعمال توسعة الطريق الساحلي",
            "فريق النخيل يتأهل إلى نصف النهائي",
            "معرض الكتاب يستقبل زواره",
        ),
        tags=("تعليم", "وفيات", "مدينة النخيل"),
        bio="هدى العلي محررة الشؤون المحلية.",
        shares=(930, 210, 44),
    )
    return make(
        "ay-ll-ar-sijill-taazi",
        "lookalike",
        "ar-nakhil",
        st,
        Parts(before=box),
        [],
        path="/mahalliyat/rahil-al-ustadh-salih",
        container="section.sijill-taazi: h3 'سجل التعازي', a line with a 'write a condolence' link, ul.sijill-qaima > li.taziya (p.taziya-nass the message, then b.taziya-ism name – place – date), a count line",
        heading="سجل التعازي",
        description="An Arabic city daily of 2013: an article on a former headmaster's death with an online book of condolence, six entries each a message, a name, a place and a date, a count of 214; no reader comment on the article.",
        lookalikes=("an online book of condolence (message, name, place, date)",),
    )


def he_hotlist() -> Case:
    hot = rows("""
איך חסכתי 300 שקל בחודש על חשמל | נשלח על ידי דנה_מ | לפני שעתיים | 412 | 58 | טבלה פשוטה שמראה איזה מכשיר בבית זולל הכי הרבה.
המדריך המלא לטיול בנחל הצפוני | נשלח על ידי יואב ט. | לפני 4 שעות | 287 | 23 | מסלול של חמש שעות עם מעיין בסוף, מתאים גם לילדים.
עשר תמונות של העיר לפני חמישים שנה | נשלח על ידי ארכיון_החוף | לפני 5 שעות | 256 | 41 | כולל הטיילת כשעוד הייתה חול ועגלות.
מתכון לחלה מתוקה בלי מיקסר | נשלח על ידי מיכל א. | לפני 7 שעות | 198 | 17 | לישה ביד, שעתיים התפחה ויוצאת מושלמת.
אפליקציית התחבורה החדשה של ערי החוף נבחנה | נשלח על ידי עומר_ג | לפני 8 שעות | 160 | 36 | ניסינו אותה שבוע שלם בקווים 5 ו-12.
""")
    li = "".join(
        f'<li class="dp-item"><span class="dp-kolot">▲ {esc(v)}</span><a class="dp-koteret" href="/_dofek/{k}">{esc(t)}</a>'
        f'<p class="dp-tkatsir">{esc(b)}</p><p class="dp-meta"><span class="dp-sholeach">{esc(s)}</span> · '
        f'<span class="dp-zman">{esc(w)}</span> · <a href="/_dofek/{k}#tguvot">{esc(c)} תגובות</a></p></li>'
        for k, (t, s, w, v, c, b) in enumerate(hot)
    )
    box = (
        f'<div class="dp-vidget"><h3>חם עכשיו בדופק</h3><ol class="dp-reshima">{li}</ol>'
        '<p class="dp-hosef"><a href="#">+ הוסיפו קישור לדופק</a></p></div>'
    )
    st = Story(
        "אפליקציה חדשה תראה מתי האוטובוס באמת מגיע",
        "מאת אורי ברק",
        "2013-06-24T13:00:00+03:00",
        "24.06.2013 13:00",
        """
איגוד ערי החוף השיק השבוע אפליקציה שמציגה בזמן אמת את מיקום האוטובוסים בכל הקווים העירוניים. המידע מגיע ממכשירי איתור שהותקנו בכל האוטובוסים בחודשים האחרונים.

באפליקציה אפשר לשמור תחנות מועדפות ולקבל התראה כשהאוטובוס מתקרב. בשלב הראשון היא זמינה בעברית ובערבית, וגרסה באנגלית תצא בסתיו.

לפי האיגוד, יותר מ-20 אלף משתמשים הורידו את האפליקציה ביומיים הראשונים.
""",
        section="טכנולוגיה",
        related=(
            "מחירי הדירות בחוף עלו שוב",
            "נפתחה עונת הרחצה",
            "הפועל החוף חתמה שחקן",
            "פסטיבל הג'אז חוזר לנמל",
        ),
        tags=("תחבורה ציבורית", "אפליקציות"),
        bio="אורי ברק כותב על טכנולוגיה וצרכנות.",
        shares=(615, 140, 22),
    )
    return make(
        "ay-ll-he-dofek",
        "lookalike",
        "he-galim",
        st,
        Parts(rail=box),
        [],
        path="/technologia/aplikatsia-autobus",
        container="div.dp-vidget after the main column: h3 'חם עכשיו בדופק', ol.dp-reshima > li.dp-item (▲ votes, a title, p.dp-tkatsir a one-line blurb, 'נשלח על ידי NAME' · 'לפני n שעות' · 'n תגובות')",
        heading="חם עכשיו בדופק",
        description="A Hebrew coastal news portal of 2013 with an invented social bookmarking site's hot list: five links, each with a submitter, a relative time, votes, a one-line blurb and the bookmarking site's own comment count; no reader comment.",
        lookalikes=(
            "a social bookmarking site's hot list (title, submitter, time, votes, blurb, its comment count)",
        ),
    )


def zh_qa() -> Case:
    qa = rows("""
二号线试运行期间可以坐吗？ | 云山小李 | 3小时前 | 8 | 试运行不载客，正式开通要等到年底，到时候会提前公布。 | 地铁迷老周
从火车站到新区坐二号线要多久？ | 爱跑步的阿青 | 5小时前 | 5 | 按照规划大概二十五分钟，比坐公交快一倍。 | 云山通
二号线经过我们小区附近，施工噪音什么时候结束？ | 北门居民 | 昨天 | 12 | 主体工程已经完工，剩下的是车站内部装修，噪音应该小多了。 | 老城区的猫
地铁票价会是多少？ | 学生小王 | 昨天 | 3 | 目前还没公布，估计和一号线一样按里程计价。 | 数字控
二号线有没有直达机场的计划？ | 出差族 | 2天前 | 6 | 规划里有机场支线，但是要等三期工程。 | 地铁迷老周
""")
    li = "".join(
        f'<li class="wwk-wenti"><a class="wwk-biaoti" href="/_wenwenkan/q/{k + 1200}">{esc(q)}</a>'
        f'<p class="wwk-xinxi">提问者：<span class="wwk-tiwen">{esc(a)}</span> · <span class="wwk-shijian">{esc(w)}</span> · '
        f'{esc(n)}个回答</p><p class="wwk-zuijia"><b>最佳答案：</b>{esc(best)} <span class="wwk-huida">—— {esc(by)}</span></p></li>'
        for k, (q, a, w, n, best, by) in enumerate(qa)
    )
    box = (
        f'<div class="wwk-box wwk-loaded"><h3>来自「问问看」的相关问答</h3><ul class="wwk-liebiao">{li}</ul>'
        '<p class="wwk-tiwen-btn"><a href="#">我也要提问</a></p></div>'
    )
    st = Story(
        "地铁二号线今起全线试运行",
        "本报记者 陈晓燕",
        "2012-11-20T08:00:00+08:00",
        "2012年11月20日 08:00",
        """
云山市地铁二号线今天起开始全线空载试运行，试运行期间列车按照正式运营的时刻表运行，但不载客。

二号线全长21公里，设17座车站，连接火车站、老城区和东部新区。市地铁公司表示，如果试运行顺利，预计年底前正式开通。

二号线开通后，从火车站到东部新区的时间将缩短到约25分钟。
""",
        section="本地",
        related=("冬季供暖今起开始", "云山队主场获胜", "老城区改造方案公布", "新图书馆下月开放"),
        tags=("地铁", "二号线", "交通"),
        bio="陈晓燕，本报城市新闻部记者。",
        shares=(1203, 356, 40),
    )
    return make(
        "ay-ll-zh-wenwenkan",
        "lookalike",
        "zh-yunshan",
        st,
        Parts(rail=box),
        [],
        path="/bendi/ditie-erhaoxian-shiyunxing",
        container="div.wwk-box in the right column: h3 '来自「问问看」的相关问答', ul.wwk-liebiao > li.wwk-wenti (a question title, '提问者：NAME · 3小时前 · n个回答', '最佳答案：… —— NAME')",
        heading="来自「问问看」的相关问答",
        description="A Chinese city daily of 2012 with related questions from an invented question-and-answer site in its side column: five questions, each with the asker, a relative time, an answer count and the best answer with its answerer's name; no reader comment.",
        lookalikes=("related questions from a Q&A site (question, asker, time, best answer and answerer)",),
    )


def lists_ay() -> list[Case]:
    return [uk_reader(), ar_condolences(), he_hotlist(), zh_qa()]
