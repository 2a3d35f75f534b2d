"""Blind set AU: four pages without any reader comment whose furniture holds a list that looks like a discussion,
of kinds 2009-2014 papers and magazines printed: the week's cartoon-caption competition, readers' entries with name,
district, time and votes (zh); readers' holiday postcards with name, town, place and greeting (ar, in the side
column); readers' nominations for a local-heroes award (he); readers' travel tips in a magazine (th). Every name,
place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_au_common import Case, Parts, Story, esc, make, rows


def zh_captions() -> Case:
    entries = rows("""
王小川 | 柳桥区 | 6月3日 09:12 | 57 | 师傅，这条道是给两个轮子的，您那四个轮子请绕行。
刘佳 | 北渡区 | 6月3日 10:40 | 41 | 猫：我只是想安安静静地骑个车。
老陈头 | 东塘区 | 6月3日 13:05 | 33 | 三十年前满街都是自行车，现在倒要专门画一条线了。
周蕾蕾 | 柳桥区 | 6月3日 18:27 | 26 | 下一站：菜市场，请带好您的菜篮子。
胡一鸣 | 荷湾区 | 6月4日 08:15 | 12 | 车道修好了，车呢？
""")
    items = "".join(
        f'<li class="pw-item"><p class="pw-text">“{esc(text)}”</p><p class="pw-meta"><span class="pw-name">{esc(name)}</span>'
        f'（{esc(area)}） <span class="pw-time">{esc(t)}</span> <a class="pw-vote" href="/peiwen/zhichi/{k}">支持({v})</a></p></li>'
        for k, (name, area, t, v, text) in enumerate(entries)
    )
    block = (
        '<div class="pw-box"><h3>漫画配文大赛 · 本周入围作品</h3><img src="/_avatar/manhua-0603.svg" width="400" height="240" alt="" />'
        '<p class="pw-rule">本周漫画：一只猫骑着自行车在新画的自行车道上。读者投稿配文，得票最多者获赠本报全年订阅。</p>'
        f'<ol class="pw-list">{items}</ol><p><a href="/peiwen/tougao">我要投稿</a></p></div>'
    )
    st = Story(
        "老城区首条自行车道下月开通",
        "本报记者 鲁长青",
        "2013-06-02T08:00:00+08:00",
        "2013年06月02日 08:00",
        """
记者从市交通局获悉，老城区首条自行车专用道将于7月1日正式开通。车道全长4.2公里，从柳桥菜市场一直延伸到荷湾公园。

车道宽1.5米，用绿色涂装与机动车道分开，沿线设置了十二处自行车停放点。交通局表示，如果效果良好，明年将在北渡区推广。

部分沿街商户担心停车位减少影响生意，交通局称将在附近新增两处临时停车场。
""",
        lead="全长4.2公里，连接柳桥菜市场与荷湾公园。",
        section="本地",
        related=("自行车停放点设在哪里", "北渡区明年或将推广", "沿街商户的担忧"),
        most=("柳桥菜市场改造完工", "今夏第一场暴雨来袭", "高考首日平稳有序", "荷湾公园荷花盛开"),
        tags=("自行车道", "老城区", "交通"),
    )
    return make(
        "au-zh-caption-contest",
        "lookalike",
        "zh-qiaodong",
        st,
        Parts(after=block),
        [],
        path="/bendi/zixingche-dao-kaitong",
        container="-",
        heading=None,
        description="A Chinese evening paper's site of 2013: an article without any reader comment; below it the week's cartoon-caption competition, five readers' entries (the caption in quotes, name, district, time, '支持(n)' votes).",
        lookalikes=("cartoon-caption competition entries",),
    )


def ar_postcards() -> Case:
    entries = rows("""
هالة منصور | المرفأ القديم | من جبال الصنوبر | 14 يوليو 2012 | تحية من قمة الجبل حيث الهواء بارد حتى في تموز. نشتاق إلى البحر وإلى قهوة الصباح في الحي.
أبو كريم | رأس المنارة | من قرية العنب | 16 يوليو 2012 | قضينا أسبوعا عند الأقارب في موسم القطاف. الأولاد تعلموا صنع الدبس، وسلام لكل الجيران.
سلمى وعمر | الميناء الشرقي | من شاطئ اللؤلؤ | 18 يوليو 2012 | أول إجازة لنا بعد الزواج. البحر هنا أزرق كما في الصور تماما.
نادر الحلبي | حي الكرمة | من المدينة العتيقة | 21 يوليو 2012 | زرنا الأسواق المسقوفة والحمامات القديمة. أنصح كل القراء بالذهاب في الصباح الباكر قبل الحر.
""")
    items = "".join(
        f'<div class="bt-card"><img src="/_avatar/bitaqa-{k}.svg" width="120" height="80" alt="" />'
        f'<h4 class="bt-from">{esc(place)}</h4><p class="bt-msg">{esc(msg)}</p>'
        f'<p class="bt-sig"><b>{esc(name)}</b> – {esc(town)} · <span>{esc(date)}</span></p></div>'
        for k, (name, town, place, date, msg) in enumerate(entries)
    )
    rail = (
        '<div class="pg-box bt-box"><h3>بطاقات من إجازاتكم</h3><p>أرسلوا لنا صورة وسطرين من إجازتكم وننشرها هنا.</p>'
        + items
        + '<p><a href="/bitaqat/arsil">أرسل بطاقتك</a></p></div>'
    )
    st = Story(
        "المكتبة العامة تمدد ساعات العمل حتى العاشرة مساء",
        "بقلم: ريم العابد",
        "2012-07-12T09:00:00+03:00",
        "الخميس 12 يوليو 2012",
        """
أعلنت بلدية المدينة أن المكتبة العامة ستفتح أبوابها حتى العاشرة مساء طوال أيام الأسبوع ابتداء من الشهر المقبل، بدلا من السادسة كما هو الحال الآن.

وقال مدير المكتبة إن القرار جاء بعد طلبات كثيرة من الطلاب والعاملين الذين لا يتمكنون من زيارة المكتبة في النهار.

وستضيف المكتبة قاعة جديدة للمطالعة الهادئة، وستوفر خدمة الإنترنت مجانا للأعضاء.
""",
        lead="القرار يبدأ تطبيقه الشهر المقبل بعد طلبات الطلاب.",
        section="محليات",
        related=(
            "قاعة مطالعة جديدة للطلاب",
            "كيف تحصل على بطاقة عضوية",
            "الإنترنت المجاني في المرافق العامة",
        ),
        most=(
            "افتتاح الكورنيش الجديد",
            "مهرجان الصيف يبدأ الخميس",
            "ارتفاع أسعار الخضار",
            "فوز فريق الساحل في الدوري",
        ),
        tags=("المكتبة العامة", "البلدية"),
    )
    return make(
        "au-ar-holiday-postcards",
        "lookalike",
        "ar-sahil",
        st,
        Parts(rail=rail),
        [],
        path="/local/maktaba-saat-amal",
        container="-",
        heading=None,
        description="An Arabic coastal daily's site of 2012, right to left: an article without any reader comment; in the side column readers' holiday postcards, four entries (a picture, the place, a greeting of one or two sentences, the reader's name, district and date).",
        lookalikes=("readers' holiday postcards",),
    )


def he_heroes() -> Case:
    entries = rows("""
מיכל אדרי | יוסי הנהג של קו 4 | 3.3.2014 | כל בוקר הוא מחכה לילדים שרצים לתחנה, ומכיר כל נוסע בשמו. בחורף שעבר עצר את האוטובוס כדי לעזור לקשישה שנפלה.
דני רוזנטל | רבקה מהספרייה | 4.3.2014 | שלושים שנה היא מחזיקה את חוג הקריאה לילדים בשכונה, בהתנדבות ובלי שאף אחד ביקש ממנה.
נועה ושחר | צוות המתנדבים של בית התמחוי | 5.3.2014 | בכל יום שישי הם מבשלים לשמונים משפחות. מגיע להם שכל העמק יכיר אותם.
אברהם כהן | המורה אליהו גבאי | 6.3.2014 | לימד מתמטיקה שלושה דורות בעמק. גם אחרי הפנסיה הוא בא לתת שיעורי עזר בחינם.
""")
    items = "".join(
        f'<li class="gm-rec"><h4 class="gm-who">{esc(nominee)}</h4><p class="gm-why">{esc(why)}</p>'
        f'<p class="gm-by">המליץ/ה: <span>{esc(by)}</span>, {esc(date)}</p></li>'
        for by, nominee, date, why in entries
    )
    block = (
        '<div class="gm-wrap"><h2>גיבורים מקומיים: ההמלצות שלכם</h2><p>לקראת טקס הגיבורים המקומיים אנחנו מפרסמים '
        "מבחר מההמלצות שקיבלנו מהקוראים.</p>"
        f'<ul class="gm-list">{items}</ul><p><a href="/giborim/hamlatza">שלחו המלצה</a></p></div>'
    )
    st = Story(
        "המרכז הקהילתי החדש בעמק נפתח לציבור",
        "מאת: שירה לוינסון",
        "2014-03-02T10:00:00+02:00",
        "02/03/2014 10:00",
        """
המרכז הקהילתי החדש במרכז המועצה נפתח השבוע לציבור, לאחר שלוש שנות בנייה. במרכז אולם מופעים, ספרייה, חדרי חוגים ומועדון לגיל השלישי.

ראש המועצה אמר בטקס הפתיחה כי המרכז נועד לכל תושבי העמק, מהיישובים הקטנים ועד העיר. הסעות מיוחדות יופעלו מהמושבים בימי שלישי וחמישי.

בחודש הבא ייערך במרכז טקס הגיבורים המקומיים, שבו יוענקו תעודות הוקרה לתושבים שתרמו לקהילה.
""",
        lead="אולם מופעים, ספרייה וחדרי חוגים תחת קורת גג אחת.",
        section="חדשות",
        related=(
            "הסעות מהמושבים לימי שלישי וחמישי",
            "החוגים שייפתחו בחודש הבא",
            "טקס הגיבורים המקומיים: כל הפרטים",
        ),
        most=(
            "גשם כבד צפוי בסוף השבוע",
            "בית הספר החדש במושב יפתח בספטמבר",
            "שוק האיכרים חוזר",
            "הפועל העמק עלתה ליגה",
        ),
        tags=("מרכז קהילתי", "המועצה"),
    )
    return make(
        "au-he-local-heroes",
        "lookalike",
        "he-emek",
        st,
        Parts(after=block),
        [],
        path="/news/merkaz-kehilati-niftach",
        container="-",
        heading=None,
        description="A Hebrew regional broadcaster's news page of 2014, right to left: an article without any reader comment; below it readers' nominations for a local-heroes award, four entries (the nominee, the reason in one or two sentences, the nominating reader and the date).",
        lookalikes=("readers' nominations for a local-heroes award",),
    )


def th_tips() -> Case:
    entries = rows("""
คุณวิไลวรรณ | จากนครบึงใหญ่ | 12 ม.ค. 2556 | ไปวันธรรมดาจะดีกว่า เสาร์อาทิตย์คนเยอะมาก ร้านกาแฟริมน้ำต้องรอคิวนานเกือบชั่วโมง
คุณสมชาย ท. | จากเชียงดอย | 13 ม.ค. 2556 | อย่าพลาดข้าวเกรียบปากหม้อเจ้าเก่าหน้าวัด เปิดแค่ช่วงเช้าถึงสิบโมง
คุณนิด | จากบางน้ำใส | 15 ม.ค. 2556 | แนะนำให้เช่าจักรยานที่ท่าเรือ ขี่เลียบคลองได้ทั้งวัน ค่าเช่าไม่แพง
คุณอรุณี ศ. | จากท่าทรายทอง | 16 ม.ค. 2556 | เอายาทากันยุงไปด้วยนะคะ ตอนเย็นริมคลองยุงเยอะจริงๆ
คุณเอก | จากนครบึงใหญ่ | 18 ม.ค. 2556 | ถ้าค้างคืนให้จองโฮมสเตย์ล่วงหน้า ช่วงหน้าหนาวเต็มเร็วมาก
""")
    items = "".join(
        f'<div class="tip-row"><span class="tip-no">#{k + 1}</span><p class="tip-txt">{esc(tip)}</p>'
        f'<p class="tip-from"><strong>{esc(name)}</strong> {esc(town)} <small>{esc(date)}</small></p></div>'
        for k, (name, town, date, tip) in enumerate(entries)
    )
    block = (
        '<div class="tip-box"><h3>เคล็ดลับเที่ยวจากผู้อ่าน</h3><p>ผู้อ่านที่เคยไปเที่ยวตลาดริมคลองส่งเคล็ดลับมาให้เรา</p>'
        + items
        + '<p><a href="/tips/send">ส่งเคล็ดลับของคุณ</a></p></div>'
    )
    st = Story(
        "หนึ่งวันที่ตลาดริมคลองบ้านสวน",
        "เรื่องและภาพ: ประภาส ชัยวงศ์",
        "2013-01-10T08:00:00+07:00",
        "10 มกราคม 2556",
        """
ตลาดริมคลองบ้านสวนเป็นตลาดเก่าอายุกว่าร้อยปี ร้านค้าไม้สองฝั่งคลองยังคงขายขนมไทย กาแฟโบราณ และของใช้พื้นบ้านเหมือนเมื่อหลายสิบปีก่อน

ช่วงเช้าเป็นเวลาที่ดีที่สุด แม่ค้าพายเรือนำผักและผลไม้จากสวนมาขาย ส่วนช่วงบ่ายนักท่องเที่ยวนิยมนั่งเรือชมคลองไปจนถึงวัดเก่าปลายน้ำ

การเดินทางสะดวก มีรถสองแถวจากตัวเมืองทุกครึ่งชั่วโมง และมีที่จอดรถของเทศบาลอยู่ใกล้ทางเข้าตลาด
""",
        lead="ตลาดไม้ร้อยปีที่ยังมีชีวิต ขนมไทย กาแฟโบราณ และเรือพายยามเช้า",
        section="ท่องเที่ยว",
        related=("เที่ยววัดเก่าปลายน้ำ", "โฮมสเตย์ริมคลองห้าแห่ง", "ขนมไทยที่หากินยาก"),
        most=("ทะเลหมอกหน้าหนาว", "สิบร้านก๋วยเตี๋ยวเรือ", "เที่ยวเมืองเก่าแบบประหยัด", "ตลาดน้ำยามเย็น"),
        tags=("ตลาดเก่า", "ท่องเที่ยว", "คลอง"),
        bio="ช่างภาพและนักเขียนสารคดีท่องเที่ยว",
    )
    return make(
        "au-th-readers-tips",
        "lookalike",
        "th-lumnam",
        st,
        Parts(before=block),
        [],
        path="/travel/talad-rim-khlong",
        container="-",
        heading=None,
        description="A Thai travel magazine of 2013: an article without any reader comment; under it readers' travel tips for the place, five entries (number, tip, reader's name and home town, date), printed by the magazine from letters.",
        lookalikes=("readers' travel tips",),
    )


def lists_au() -> list[Case]:
    return [zh_captions(), ar_postcards(), he_heroes(), th_tips()]
