"""Blind set AX: four pages without any reader comment whose furniture, as the scripts of 2010-2014 drew it, holds a
list with a discussion entry's shape (a name, a time, a short text, often an avatar): a social plugin's activity
feed of readers sharing and recommending other articles (uk), an event widget's "who's going" answers with notes
(ar), a bookmarking service's "saved by" list with readers' notes and tags (he), a blog's recent visitors with their
profile mottos (zh). None of them is a comment on the article. Every class name, service, name, place and text
invented for this set; each entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ax_common import Case, Parts, Story, esc, lazy, make, rows


def uk_activity() -> Case:
    entries = rows("""
Олена Тарасюк | поділилася статтею | Нове розписання маршруток до Дубового Гаю | 12 хвилин тому | Нарешті вранці буде рейс о 6:40!
Богдан Кравчук | рекомендує | Ярмарок меду в неділю на центральній площі | 40 хвилин тому | -
Ірина Мельник | поділилася статтею | Школа №3 отримала новий спортзал | 1 годину тому | Мій син там навчається, дуже чекали.
Степан Гордієнко | рекомендує | Як підготувати город до зими: поради агронома | 2 години тому | -
Людмила В. | поділилася статтею | Дубравненський хор переміг на обласному конкурсі | 3 години тому | Вітаємо наших співаків, молодці!
Андрій Ковальчук | рекомендує | Ремонт дороги на Лісову: коли закінчать | 5 годин тому | -
""")
    items = "".join(
        f'<li class="rdv-act-item">{lazy("rdv-act-pic", "act" + name, 32)}<div class="rdv-act-body">'
        f'<a class="rdv-act-name" href="/rdv/{i}">{esc(name)}</a> {esc(verb)} '
        f'<a class="rdv-act-link" href="/hromada/{i + 100}.html">{esc(title)}</a>'
        + (f'<p class="rdv-act-note">{esc(note)}</p>' if note != "-" else "")
        + f'<span class="rdv-act-time">{esc(when)}</span></div></li>'
        for i, (name, verb, title, when, note) in enumerate(entries)
    )
    feed = (
        '<div class="rdv-activity"><h3>Активність на сайті</h3><p class="rdv-act-sub">Що читають і рекомендують ваші друзі</p>'
        f'<ul class="rdv-act-list">{items}</ul><p class="rdv-foot">Соціальний плагін Rodaviva</p></div>'
    )
    st = Story(
        "Громада отримає нову пожежну машину",
        "Наталія Бондар",
        "2013-10-02T10:00:00+03:00",
        "2 жовтня 2013, 10:00",
        """
Дубравненська громада отримає нову пожежну автоцистерну. Її купують за кошти обласного бюджету та громади, загалом 2,7 мільйона гривень.

Стара машина пожежної частини служить з 1987 року і часто ламається. Нова автоцистерна вміщує шість тисяч літрів води та має драбину.

Машину обіцяють передати до кінця листопада.
""",
        lead="Автоцистерну купують спільно з областю за 2,7 мільйона гривень.",
        section="Громада",
        related=(
            "Пожежна частина святкує ювілей",
            "Обласний бюджет на 2014 рік",
            "Добровольці пройшли навчання",
        ),
        most=(
            "Ярмарок меду в неділю",
            "Нове розписання маршруток",
            "Хор переміг на конкурсі",
            "Ремонт дороги на Лісову",
        ),
        tags=("Пожежна безпека", "Громада"),
        bio="Наталія Бондар пише про життя громади.",
    )
    return make(
        "ax-uk-list-activity",
        "lookalike",
        "uk-dubravne",
        st,
        Parts(
            rail=feed, css=".rdv-act-list{list-style:none;padding:0}.rdv-act-time{color:#999;font-size:11px}"
        ),
        [],
        path="/hromada/hromada-otrymaie-novu-pozhezhnu-mashynu-5512.html",
        container="none: a social plugin's activity feed 'Активність на сайті' in the right column (avatar, name, 'поділилася статтею' / 'рекомендує', another article's title, a note on three, a relative time)",
        heading=None,
        description="A Ukrainian community paper of 2013 saved after its scripts ran: a social plugin's activity feed of six readers sharing or recommending other articles, three with a note, each with a time; not comments.",
        lookalikes=("social plugin activity feed",),
    )


def ar_rsvp() -> Case:
    entries = rows("""
سلمى الحداد | سأحضر | منذ يومين | سآتي مع ابنتي، هل يُسمح بإحضار الكراسي؟
خالد بن عيسى | سأحضر | منذ يومين | أحضر كل عام، أنصح بالمجيء قبل السادسة لحجز مكان قريب من المسرح.
نور الهدى | ربما | منذ يوم | يعتمد على الطقس، سمعت أن هناك رياحاً يوم الخميس.
مراد العلي | سأحضر | منذ 20 ساعة | سأشارك مع فرقة الكشافة في العرض الافتتاحي.
هند يوسف | لن أحضر | منذ 5 ساعات | للأسف عندي عمل، أتمنى أن تنقلوا الحفل مباشرة على الموقع.
""")
    items = "".join(
        f'<li class="hd-rsvp-row">{lazy("hd-rsvp-img", "rsvp" + str(i), 36)}<div><b class="hd-rsvp-name">{esc(name)}</b> '
        f'<span class="hd-rsvp-state">{esc(state)}</span> <span class="hd-rsvp-time">{esc(when)}</span>'
        f'<p class="hd-rsvp-note">{esc(note)}</p></div></li>'
        for i, (name, state, when, note) in enumerate(entries)
    )
    box = (
        '<div class="hd-rsvp"><h3>من سيحضر؟</h3><p class="hd-rsvp-event">حفل افتتاح مهرجان التمور – الخميس 7 مساءً، ساحة السوق القديم</p>'
        '<p class="hd-rsvp-count">سيحضر 214 · ربما 58</p><p class="hd-rsvp-buttons"><a href="#">سأحضر</a> <a href="#">ربما</a> <a href="#">لن أحضر</a></p>'
        f'<ul class="hd-rsvp-list">{items}</ul><p class="hd-rsvp-by">بدعم من حاضرون – تطبيق المناسبات</p></div>'
    )
    st = Story(
        "مهرجان التمور يعود إلى وادي النخيل بعد غياب عامين",
        "كتبت: ليلى المنصوري",
        "2012-10-08T09:00:00+03:00",
        "الاثنين 8 أكتوبر 2012 - 09:00",
        """
يعود مهرجان التمور السنوي إلى وادي النخيل هذا الأسبوع بعد توقف دام عامين بسبب أعمال ترميم ساحة السوق القديم. ويفتتح المهرجان مساء الخميس بحفل فني في الساحة.

ويشارك في المهرجان أكثر من ستين مزارعاً يعرضون أصنافاً مختلفة من التمور، إلى جانب أركان للحرف اليدوية والأطعمة الشعبية.

وتقول اللجنة المنظمة إن الدخول مجاني، وإن حافلات ستنقل الزوار من المواقف الجديدة عند مدخل المدينة.
""",
        lead="ستون مزارعاً يعرضون إنتاجهم في ساحة السوق القديم، والافتتاح مساء الخميس.",
        section="محليات",
        related=("ترميم السوق القديم ينتهي", "أسعار التمور هذا الموسم", "حافلات مجانية للزوار"),
        most=(
            "افتتاح مدرسة جديدة",
            "انقطاع المياه عن حي الواحة",
            "فريق الوادي يتأهل",
            "مواعيد جديدة للسوق الأسبوعي",
        ),
        tags=("مهرجان التمور", "وادي النخيل", "ثقافة"),
        bio="ليلى المنصوري محررة الشؤون المحلية.",
    )
    return make(
        "ax-ar-list-rsvp",
        "lookalike",
        "ar-nakhil",
        st,
        Parts(
            after=box, css=".hd-rsvp-list{list-style:none;padding:0}.hd-rsvp-time{color:#999;font-size:11px}"
        ),
        [],
        path="/mahalliyat/mahrajan-al-tumur-2012.html",
        container="none: an event widget 'من سيحضر؟' below the article (avatar, name, 'سأحضر' / 'ربما' / 'لن أحضر', a relative time, a note)",
        heading=None,
        description="An Arabic oasis-town paper of 2012 saved after its scripts ran: an event widget's list of five readers' answers to 'who is going?' with a note and a time each; not comments.",
        lookalikes=("event widget RSVPs with notes",),
    )


def he_saved() -> Case:
    entries = rows("""
דנה_צילום | לפני 3 שעות | מדריך מעולה לצילום שקיעות בלי חצובה, שומרת לטיול הבא לחוף | צילום, ים, טיפים
yoav.r | לפני 7 שעות | ההסבר על מהירות התריס הכי ברור שקראתי | צילום, מצלמות
מיכל ברק | אתמול | להראות לאבא שלי, הוא קנה מצלמה חדשה | -
ronit_k | אתמול | השוואה טובה בין השעות לפני ואחרי השקיעה | שקיעה, אור
גיל אלמוג | לפני יומיים | לקרוא שוב לפני הסדנה בנמל | סדנאות, צילום
""")
    items = "".join(
        f'<li class="sv-item">{lazy("sv-avatar", "sv" + str(i), 24)}<span class="sv-user">{esc(user)}</span> '
        f'<span class="sv-when">{esc(when)}</span><p class="sv-note">{esc(note)}</p>'
        + (
            '<p class="sv-tags">'
            + " ".join(f'<a href="/r/t/{j}">{esc(t.strip())}</a>' for j, t in enumerate(tags.split(",")))
            + "</p>"
            if tags != "-"
            else ""
        )
        + "</li>"
        for i, (user, when, note, tags) in enumerate(entries)
    )
    box = (
        '<div class="sv-widget"><h3>נשמר על ידי 38 אנשים</h3><p class="sv-service">שמרו גם אתם ב־סימניה</p>'
        f'<ul class="sv-list">{items}</ul></div>'
    )
    st = Story(
        "שקיעה בנמל: שבעה טיפים לצילום בלי חצובה",
        "נעמה",
        "2011-06-19T20:00:00+03:00",
        "יום ראשון, 19 ביוני 2011",
        """
כל ערב בקיץ אני יורדת לנמל עם המצלמה הקטנה, בלי חצובה ובלי תיק כבד. אחרי שנה של ניסיונות, הנה מה שלמדתי על צילום שקיעות מהיד.

הטיפ הראשון והחשוב ביותר: לצלם רבע שעה אחרי שהשמש נעלמת, לא לפני. השמיים נצבעים אז בכחול עמוק והאורות של הנמל נדלקים.

הטיפ השני: להישען על משהו. מעקה, עמוד, אפילו כתף של חבר. זה שווה שתי דרגות של מהירות תריס.
""",
        section="צילום",
        related=("מצלמה קטנה לטיולים", "הנמל בחורף", "צילום לילה בעיר"),
        most=("חמישה חופים שקטים", "קפה טוב ליד הנמל", "איך לצלם גלים"),
        tags=("צילום", "שקיעה", "נמל"),
        bio="נעמה מצלמת ים וכותבת על קפה.",
    )
    return make(
        "ax-he-list-saved",
        "lookalike",
        "he-galim",
        st,
        Parts(after=box, css=".sv-list{list-style:none;padding:0}.sv-when{color:#999;font-size:11px}"),
        [],
        path="/2011/06/sunset-port-seven-tips.html",
        container="none: a bookmarking service's widget 'נשמר על ידי 38 אנשים' below the post (avatar, user, a relative time, the reader's note, tags)",
        heading=None,
        description="A Hebrew photography blog of 2011 saved after its scripts ran: a bookmarking service's 'saved by' list of five readers with their private notes, tags and a time each; not comments.",
        lookalikes=("bookmarking service's saved-by notes",),
    )


def zh_visitors() -> Case:
    entries = rows("""
青石板 | 5分钟前 | 慢慢走，欣赏啊。
小鹿不迷路 | 32分钟前 | 今年要读完五十本书。
老周在江南 | 1小时前 | 退休了，每天钓鱼写字。
柠檬茶加冰 | 今天 09:14 | 人生没有白走的路。
一米阳光 | 昨天 22:40 | 在路上。
北窗听雨 | 昨天 18:03 | 喜欢下雨天和旧书店。
""")
    items = "".join(
        f'<li class="fk-item">{lazy("fk-tx", "fk" + str(i), 40)}<a class="fk-name" href="/u/{3300 + i}">{esc(name)}</a>'
        f'<span class="fk-time">{esc(when)}</span><p class="fk-sign">{esc(sign)}</p></li>'
        for i, (name, when, sign) in enumerate(entries)
    )
    box = f'<div class="fk-box"><h3>最近访客</h3><ul class="fk-list">{items}</ul><p><a href="/visitors">查看全部访客</a></p></div>'
    st = Story(
        "重读《城南旧事》",
        "云水",
        "2012-04-15T21:00:00+08:00",
        "2012年04月15日",
        """
周末整理书架，翻出一本中学时买的《城南旧事》，书页已经发黄，扉页上还有我当年歪歪扭扭的名字。

小时候读，只记得故事里的骆驼和井边的小伙伴。现在再读，才读出每一段结尾那种淡淡的离别。

读完已经是深夜，窗外下着小雨。我把书放回书架最顺手的位置，打算明年春天再读一遍。
""",
        section="读书",
        related=("春天适合读的五本书", "旧书店的下午", "我的书架整理法"),
        most=("一个人的周末", "读书笔记怎么写", "雨天的茶"),
        tags=("读书", "随笔"),
        bio="云水，一个普通上班族，喜欢读书和喝茶。",
    )
    return make(
        "ax-zh-list-visitors",
        "lookalike",
        "zh-yunshui",
        st,
        Parts(
            rail=box,
            css=".fk-list{list-style:none;padding:0}.fk-time{color:#999;font-size:11px;margin-left:6px}",
        ),
        [],
        path="/2012/04/chongdu-chengnan-jiushi.html",
        container="none: the blog's '最近访客' box in the sidebar (avatar, visitor's name, a time, the visitor's profile motto)",
        heading=None,
        description="A Chinese reading blog of 2012 saved after its scripts ran: a 'recent visitors' box of six visitors with a time and their profile motto each; not comments.",
        lookalikes=("recent visitors with profile mottos",),
    )


def lists_ax() -> list[Case]:
    return [uk_activity(), ar_rsvp(), he_saved(), zh_visitors()]
