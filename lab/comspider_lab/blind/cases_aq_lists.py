"""Blind set AQ: four pages without any reader comment whose furniture holds a list with a discussion entry's shape
(a name, a date or time, a short text), of kinds no earlier set used: a property desk's week of flat sales by estate
agents (zh), the people a new neighbourhood's streets are named after (he), how each councillor voted on the budget,
with the time and a sentence of explanation (ar), the old town's shop openings and closures (th). Every class name,
name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_aq_common import Case, Parts, Story, esc, make, rows


def _list(
    cid: str, site: str, st: Story, parts: Parts, path: str, container: str, description: str, kind: str
) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind,),
    )


def zh_sales() -> Case:
    entries = rows("""
王立新 | 安居地产 | 8月14日 | 滨江花园 | 三室两厅89平方米，成交价118万元。业主换房急售，挂牌两周就签约了。
陈晓燕 | 家和置业 | 8月14日 | 文昌苑 | 两室一厅62平方米，成交价76万元。买家是附近小学老师，看中学区。
刘建国 | 安居地产 | 8月15日 | 兰亭新村 | 老小区顶楼，74平方米，成交价58万元，比挂牌价少了6万。
赵敏 | 城南房屋 | 8月16日 | 锦绣华庭 | 四室128平方米，成交价205万元，本月小区最高单价。
孙浩 | 家和置业 | 8月17日 | 溪畔人家 | 一室一厅45平方米，成交价39万元，年轻人首套房，带装修入住。
""")
    items = "".join(
        f'<li class="fy-i"><img src="/_avatar/fy-{i}.svg" alt="" width="32" height="32"><div><p class="fy-top"><b>{esc(a)}</b> '
        f'<span class="fy-co">{esc(co)}</span> · <span class="fy-d">{esc(d)}</span></p><p class="fy-x">【{esc(est)}】{esc(t)}</p></div></li>'
        for i, (a, co, d, est, t) in enumerate(entries)
    )
    rail = f'<section class="fy-box"><h2>本周二手房成交速报</h2><p class="fy-src">数据由经纪人提供，仅供参考</p><ul class="fy-list">{items}</ul><a href="/loushi/">更多楼市</a></section>'
    css = ".fy-i{display:flex;gap:8px;list-style:none;border-bottom:1px dashed #ddd;padding:6px 0}.fy-list{padding:0}.fy-x{margin:2px 0;color:#444}"
    st = Story(
        "地铁2号线南延段开工 兰溪南站至科技园将通地铁",
        "本报记者 周文静",
        "2025-08-18T07:30:00+08:00",
        "2025年8月18日 07:30",
        """
兰溪市地铁2号线南延段17日正式开工。南延段全长9.6公里，设车站6座，从兰溪南站向南延伸至科技园，预计2029年建成通车。

市轨道交通集团表示，南延段建成后，科技园到市中心的通勤时间将从目前的50分钟缩短到25分钟左右。施工期间，学府路部分路段将实行交通管制。
""",
        lead="全长9.6公里，设站6座，预计2029年通车",
        section="本地",
        caption="地铁2号线南延段开工现场。",
        most=("兰溪今夏最高气温38度", "市民公园夜间延长开放", "中考录取分数线公布"),
        tags=("地铁", "2号线", "城市建设"),
    )
    return _list(
        "aq-zh-lookalike-property-sales",
        "zh-lanxi",
        st,
        Parts(rail=rail, css=css),
        "/bendi/ditie-2haoxian-nanyan-kaigong",
        "the side column: section.fy-box '本周二手房成交速报' > ul.fy-list > li.fy-i (avatar, agent's name, agency, date, estate in 【】, the sale in one or two sentences)",
        "A Chinese city news portal of 2025: an article on a metro line; in the side column the property desk's week of flat sales as agents reported them (agent, agency, date, estate, a sentence or two). Not reader comments.",
        "property sales reported by estate agents",
    )


def he_streets() -> Case:
    entries = rows("""
רחוב שושנה ליבוביץ | 12.3.2024 | שושנה ליבוביץ (1921-2008), הגננת הראשונה של המושבה, ניהלה את הגן בצריף ליד באר המים במשך שלושים שנה.
רחוב אברהם חיון | 12.3.2024 | אברהם חיון (1930-2015), נהג האוטובוס של קו 7 שהסיע את ילדי המושבה לבית הספר האזורי כמעט ארבעים שנה.
סמטת הדוור | 12.3.2024 | לזכר מרדכי פינטו, הדוור שחילק את הדואר באופניים ברחבי המושבה עד שנות התשעים.
רחוב מרים וסעדיה כהן | 9.4.2024 | בני הזוג שהקימו את המאפייה הראשונה של המושבה ב-1956 והחזיקו בה עד 1999.
שביל הנוטעים | 9.4.2024 | לזכר תלמידי כיתה ח' של 1963, שנטעו את חורשת האורנים בגבעה.
""")
    items = "".join(
        f'<div class="rh-r"><h4 class="rh-n">{esc(n)}</h4><span class="rh-d">אושר במועצה: {esc(d)}</span><p>{esc(t)}</p></div>'
        for n, d, t in entries
    )
    after = f'<section class="rh"><h2>הכירו את השמות: רחובות השכונה החדשה</h2>{items}</section>'
    css = ".rh-r{border-right:3px solid #12507a;padding:4px 12px;margin:10px 0}.rh-n{margin:0}.rh-d{font-size:13px;color:#777}"
    st = Story(
        "שכונת הכרמים נפתחת: 120 משפחות ראשונות נכנסות לבתים",
        "מאת נועה ברגר",
        "2024-05-06T08:00:00+03:00",
        "6.5.2024, 08:00",
        """
120 המשפחות הראשונות בשכונת הכרמים החדשה קיבלו השבוע את המפתחות לבתיהן. השכונה, שנבנתה על שטח הכרמים הישנים בצפון המושבה, תכלול בסופו של דבר 640 יחידות דיור.

גן הילדים הראשון בשכונה ייפתח בספטמבר, ובית הספר היסודי ייבנה בשלב השני. בינתיים יוסעו הילדים לבית הספר הוותיק בהסעה מיוחדת.
""",
        section="חדשות",
        caption="הבתים הראשונים בשכונת הכרמים, השבוע.",
        related=("המועצה אישרה תקציב לשבילי אופניים", "פסטיבל הבציר יתקיים באוגוסט"),
        most=("הכביש לתחנת הרכבת ייסגר לשבוע", "קבוצת הנוער עלתה ליגה", "ספריה ניידת מגיעה לשכונות"),
        tags=("שכונת הכרמים", "דיור", "המושבה"),
    )
    return _list(
        "aq-he-lookalike-street-names",
        "he-givat",
        st,
        Parts(after=after, css=css),
        "/news/shchunat-hakramim-niftachat",
        "after the article: section.rh 'הכירו את השמות: רחובות השכונה החדשה' > div.rh-r (h4 street name, span.rh-d the council's date, p who the name remembers)",
        "A Hebrew local site of 2024 (right to left): an article on a new neighbourhood; after it, the people its streets are named after (street, date of the council's approval, a sentence). Not reader comments.",
        "the people a new neighbourhood's streets are named after",
    )


def ar_roll_call() -> Case:
    entries = rows("""
سليم العمري | 19:42 | نعم | صوّتت بالموافقة لأن الميزانية تضاعف مخصصات صيانة المدارس للمرة الأولى منذ سنوات.
هدى الزعبي | 19:42 | نعم | الميزانية ليست مثالية، لكن تأخيرها كان سيوقف رواتب عمال النظافة في الشهر المقبل.
فارس القاسم | 19:43 | لا | لا يوجد أي مبلغ لتوسعة شبكة المياه في حي الشروق، وقد وعدنا السكان بذلك.
منى الحداد | 19:43 | امتناع | أتفق مع أغلب البنود، لكنني طلبت دراسة مستقلة لمشروع موقف السيارات قبل الموافقة عليه.
يوسف البدري | 19:44 | نعم | مشروع الحديقة العامة مطلب قديم لأهالي الحي الغربي، وهو أخيرا في الميزانية.
رامي الخطيب | 19:44 | لا | رسوم النفايات الجديدة على المحلات الصغيرة مرتفعة جدا في هذا الوضع الاقتصادي.
""")
    items = "".join(
        f'<tr><td class="tv-n">{esc(n)}</td><td class="tv-t">{esc(t)}</td><td class="tv-v">{esc(v)}</td><td class="tv-w">{esc(w)}</td></tr>'
        for n, t, v, w in entries
    )
    after = (
        '<section class="tv"><h2>كيف صوّت أعضاء المجلس؟</h2><p>جلسة المجلس البلدي، الثلاثاء 11 مارس 2025 — 4 نعم، 2 لا، 1 امتناع</p>'
        f'<table class="tv-tab"><thead><tr><th>العضو</th><th>الوقت</th><th>التصويت</th><th>التعليل</th></tr></thead><tbody>{items}</tbody></table></section>'
    )
    css = ".tv-tab{border-collapse:collapse;width:100%;font:15px system-ui}.tv-tab td,.tv-tab th{border-bottom:1px solid #ddd;padding:6px;text-align:start;vertical-align:top}"
    st = Story(
        "المجلس البلدي يقرّ ميزانية 2025 بأغلبية أربعة أصوات",
        "كتبت: ريم السعدي",
        "2025-03-12T09:00:00+03:00",
        "12 مارس 2025",
        """
أقرّ المجلس البلدي لمدينة النخيل مساء الثلاثاء ميزانية العام الحالي بعد جلسة استمرت أكثر من أربع ساعات، بموافقة أربعة أعضاء ومعارضة اثنين وامتناع عضو واحد.

وتتضمن الميزانية زيادة مخصصات صيانة المدارس وإنشاء حديقة عامة في الحي الغربي، إضافة إلى رسوم جديدة لجمع النفايات من المحلات التجارية.
""",
        section="البلدية",
        caption="أعضاء المجلس البلدي خلال جلسة التصويت.",
        related=("بدء العمل في حديقة الحي الغربي", "رسوم النفايات: ما الذي يتغير للتجار؟"),
        most=("إغلاق مؤقت لشارع السوق", "نادي النخيل يتأهل إلى نصف النهائي", "مواعيد الدوام في رمضان"),
        tags=("المجلس البلدي", "الميزانية"),
    )
    return _list(
        "aq-ar-lookalike-council-votes",
        "ar-nakhil",
        st,
        Parts(after=after, css=css),
        "/baladiya/mizaniya-2025",
        "after the article: section.tv 'كيف صوّت أعضاء المجلس؟' > table.tv-tab, a row per councillor (name, time of the vote, yes/no/abstain, a sentence of explanation)",
        "An Arabic city paper of 2025 (right to left): an article on the budget vote; after it, how each councillor voted (name, time, vote, a sentence of explanation). Not reader comments.",
        "a council's roll call with each member's explanation",
    )


def th_shops() -> Case:
    entries = rows("""
ร้านกาแฟบ้านท่าน้ำ | คุณวิภา แสงทอง | เปิดใหม่ 3 ก.พ. 2026 | เปิดในตึกแถวไม้อายุร้อยปี ปรับปรุงชั้นล่างเป็นร้านกาแฟ ชั้นบนยังเป็นบ้านพักของครอบครัว
ร้านตัดผมช่างเปี๊ยก | ลุงประเสริฐ ทองดี | ปิดกิจการ 31 ม.ค. 2026 | เปิดมาตั้งแต่ปี 2512 ลุงบอกว่าถึงเวลาพักแล้ว เก้าอี้ตัดผมเก่าจะมอบให้พิพิธภัณฑ์เมือง
ร้านขนมไทยแม่บุญมี | คุณสมใจ บุญมี | ย้ายร้าน 10 ก.พ. 2026 | ย้ายจากตลาดเช้าไปอยู่ปากซอยวัดกลาง ใกล้ท่าเรือมากขึ้น
แกลเลอรีริมคลอง | คุณธนา วงศ์ใหญ่ | เปิดใหม่ 14 ก.พ. 2026 | จัดแสดงภาพถ่ายเมืองเก่าจากช่างภาพในชุมชน เข้าชมฟรีทุกวันเสาร์
ร้านผ้าไหมจันทร์เพ็ญ | คุณจันทร์เพ็ญ ศรีสุข | ปิดกิจการ 28 ก.พ. 2026 | ค่าเช่าขึ้นเป็นสองเท่า จะขายออนไลน์ต่อและรับตัดชุดที่บ้าน
""")
    items = "".join(
        f'<li class="rk-i"><p class="rk-h"><strong>{esc(s)}</strong> — {esc(o)}</p><p class="rk-d">{esc(d)}</p><p class="rk-t">{esc(t)}</p></li>'
        for s, o, d, t in entries
    )
    after = f'<section class="rk"><h2>เปิดใหม่-ปิดตัว ในย่านเมืองเก่า เดือนนี้</h2><ul class="rk-list">{items}</ul></section>'
    css = ".rk-list{list-style:none;padding:0}.rk-i{border-left:4px solid #e0a800;padding:4px 12px;margin:12px 0}.rk-d{font-size:13px;color:#888;margin:0}.rk-h{margin:0}"
    st = Story(
        "ถนนคนเดินริมน้ำเปิดทุกคืนวันศุกร์ เริ่มเดือนมีนาคม",
        "ทีมข่าวท้องถิ่น",
        "2026-02-20T10:00:00+07:00",
        "20 ก.พ. 2026 10:00 น.",
        """
เทศบาลเมืองเก่าริมน้ำประกาศเปิดถนนคนเดินริมแม่น้ำทุกคืนวันศุกร์ ตั้งแต่วันที่ 6 มีนาคมเป็นต้นไป เวลา 17.00 ถึง 22.00 น. ถนนเลียบแม่น้ำจะปิดไม่ให้รถยนต์ผ่าน

นายกเทศมนตรีกล่าวว่าถนนคนเดินจะช่วยให้ร้านค้าเล็กในย่านเมืองเก่ามีรายได้เพิ่มขึ้น โดยจะมีพื้นที่สำหรับนักดนตรีเปิดหมวกและร้านอาหารพื้นบ้าน
""",
        section="ข่าวท้องถิ่น",
        caption="ถนนเลียบแม่น้ำในย่านเมืองเก่ายามเย็น",
        related=("เรือข้ามฟากเพิ่มเที่ยวช่วงเย็น", "งานลอยกระทงปีนี้จัดที่ท่าน้ำวัดกลาง"),
        most=("น้ำประปาหยุดจ่ายวันอาทิตย์", "ทีมฟุตบอลเยาวชนคว้าแชมป์", "ตลาดนัดชุมชนย้ายที่"),
        tags=("ถนนคนเดิน", "เมืองเก่า"),
    )
    return _list(
        "aq-th-lookalike-shop-openings",
        "th-chaophraya",
        st,
        Parts(after=after, css=css),
        "/local/walking-street-friday",
        "after the article: section.rk 'เปิดใหม่-ปิดตัว ในย่านเมืองเก่า เดือนนี้' > ul.rk-list > li.rk-i (shop and owner, the opening, moving or closing date, a sentence)",
        "A Thai old-town news site of 2026: an article on a walking street; after it, the month's shop openings, moves and closures (shop, owner, date, a sentence). Not reader comments.",
        "shop openings and closures in the old town",
    )


def lists_aq() -> list[Case]:
    return [zh_sales(), he_streets(), ar_roll_call(), th_shops()]
