"""Blind set DG: right-to-left pages. An Arabic regional news site of 2012 with numbered readers' talkbacks, each
with a title, a name, a town and a date in Eastern Arabic digits, one withheld by the moderator; a Hebrew regional
news site of 2013 with numbered talkbacks with titles (some "(לת)", no content), answers nested under their
talkback; a Persian news agency of 2013 with readers' opinions dated in the Solar Hijri calendar in Persian digits,
"published / awaiting review" counts and one answer nested. Every site, class name, person, place and text invented
for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dg_common import Case, doc, esc, kids, make, paras, talk

_AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def _title_body(text: str) -> tuple[str, str]:
    title, _, rest = text.partition("\n\n")
    return title, rest


# --------------------------------------------------------------------------- الوادي اليوم (ar)

AR_CSS = (
    "body{margin:0;background:#f0ede6;font:14px/1.8 Tahoma,Arial,sans-serif;color:#222;direction:rtl}a{color:#7a1f1f;text-decoration:none}"
    "#masthead{background:#7a1f1f;color:#fff;padding:12px 20px;overflow:hidden}#masthead .logo{font:bold 30px 'Traditional Arabic',Tahoma}#masthead .d{float:left;font-size:12px}"
    "#nav{background:#4d1212;padding:6px 14px}#nav a{color:#fff;margin-left:16px;font-weight:bold}#wrap{width:980px;margin:0 auto;background:#fff;overflow:hidden}"
    "#main{float:right;width:650px;padding:14px}#side{float:left;width:290px;padding:14px 10px}.byline{color:#777;font-size:12px}"
    ".share-bar{background:#f7f7f7;border:1px solid #e3e3e3;padding:4px 8px;font-size:12px}"
    ".ro{margin-top:18px;border-top:3px solid #7a1f1f}.ro-item{border-bottom:1px solid #e6e0d4;padding:8px 4px}.ro-num{display:inline-block;background:#7a1f1f;color:#fff;padding:0 7px;margin-left:6px}"
    ".ro-title{font-weight:bold;color:#7a1f1f}.ro-who{color:#555;font-size:12px}.ro-held{color:#999;font-style:italic;padding:8px 4px;border-bottom:1px solid #e6e0d4}"
    ".blk{border:1px solid #ddd;margin-bottom:12px}.blk h3{margin:0;background:#7a1f1f;color:#fff;font-size:14px;padding:4px 10px}#footer{clear:both;background:#333;color:#bbb;text-align:center;padding:12px;font-size:12px}"
)


def ar_wadi() -> Case:
    cs = talk("""
أبو يوسف @ 11/03/2012 10:22 ص :: المشكلة مش جديدة // بقالنا تلات سنين على الحال ده، المية بتقطع كل صيف وكل شتا. والمسؤولين كل مرة يقولوا صيانة. طيب الصيانة دي امتى هتخلص؟ || town=الريحان
م. سامح عبد الحميد @ 11/03/2012 11:05 ص :: توضيح فني // الخط الرئيسي اللي بيغذي الحي اتعمل سنة ١٩٨٤ ومواسيره من الأسبستوس، وده سبب الكسور المتكررة. الحل الحقيقي تغيير الخط كله مش ترقيع. أتمنى الجريدة تسأل المحافظة عن ميزانية التغيير. || town=القاهرة
أم ريم @ 11/03/2012 01:47 م :: والمدارس؟ // ولادي في مدرسة الزيتون الابتدائية والحمامات من غير مية من يوم الخميس. مين المسؤول عن ده؟؟ || town=الريحان
طالب جامعي @ 11/03/2012 04:30 م :: شكرا للجريدة // أول مرة حد يكتب عن الموضوع ده بالتفصيل. ياريت تتابعوا لحد ما المية ترجع || town=الإسكندرية
مواطن @ 12/03/2012 08:15 ص :: فين عربيات المية؟ // الخبر بيقول ٦ عربيات بتلف على الحي، أنا ساكن في شارع المدارس ومشفتش ولا واحدة من امبارح. || town=الريحان
حاج صابر @ 12/03/2012 09:02 ص :: الصبر // ربنا يفرجها، بس الناس لازم تتعاون وما تخزنش مية أكتر من احتياجها عشان الكل ياخد. || town=الريحان
""")
    rows = []
    n = 0
    for i, c in enumerate(cs):
        if i == 4:
            n += 1
            rows.append(
                f'<div class="ro-held"><span class="ro-num">{str(n).translate(_AR_DIGITS)}</span>تم حجب هذا الرأي لمخالفته قواعد النشر</div>'
            )
        n += 1
        title, rest = _title_body(c.body)
        rows.append(
            f'<div class="ro-item" id="ro{n}"><div class="ro-who"><span class="ro-num">{str(n).translate(_AR_DIGITS)}</span>'
            f'<b class="ro-name">{esc(c.who)}</b> - {esc(c.get("town"))} - '
            f'<span class="ro-date">{esc(c.at.translate(_AR_DIGITS))}</span></div>'
            f'<div class="ro-title">{esc(title)}</div>'
            f'<div class="ro-text">{paras(rest, br=True)}</div></div>'
        )
    heading = "آراء القراء (٧)"
    ro = (
        f'<div class="ro" id="araa"><h3>{heading}</h3>'
        + "".join(rows)
        + '<div class="ro-form"><h4>أضف رأيك</h4><form action="/araa/add" method="post">الاسم: <input name="n" /> البلد: <input name="b" /><br />'
        'العنوان: <input name="t" size="40" /><br /><textarea name="x" rows="4" cols="60"></textarea><br /><input type="submit" value="إرسال" />'
        '<p class="note">الآراء المنشورة تعبر عن أصحابها ولا تعبر بالضرورة عن رأي الجريدة</p></form></div></div>'
    )
    article = (
        '<div class="crumbs"><a href="/">الرئيسية</a> &gt; <a href="/mohafzat/">محافظات</a></div>'
        "<h1>انقطاع المياه عن حي الزيتون بمدينة الريحان لليوم الرابع على التوالي</h1>"
        f'<div class="byline">كتب: هشام الدسوقي | {"الأحد 11 مارس 2012 - 08:40 ص".translate(_AR_DIGITS)}</div>'
        f'<div class="share-bar">شارك: <a href="#">فيسبوك</a> ({"187".translate(_AR_DIGITS)}) <a href="#">تويتر</a> ({"23".translate(_AR_DIGITS)}) <a href="#">إرسال لصديق</a> <a href="#">طباعة</a></div>'
        "<p>يعاني سكان حي الزيتون بمدينة الريحان من انقطاع مياه الشرب لليوم الرابع على التوالي، بعد كسر في الخط الرئيسي المغذي للحي عند تقاطع شارع الجمهورية مع شارع المدارس.</p>"
        "<p>وقال مصدر بشركة مياه الشرب إن فرق الصيانة تعمل على مدار الساعة لإصلاح الكسر، متوقعا عودة المياه تدريجيا خلال ثمان وأربعين ساعة، وإن الشركة دفعت بست سيارات لتوزيع المياه على الأهالي.</p>"
        "<p>من جانبهم، اشتكى عدد من الأهالي من تكرار الأعطال، مطالبين بتغيير الشبكة القديمة التي يعود إنشاؤها إلى ثمانينات القرن الماضي.</p>"
        '<div class="tags">كلمات دالة: <a href="#">مياه الشرب</a> <a href="#">الريحان</a> <a href="#">حي الزيتون</a></div>'
        '<div class="rel"><h4>أخبار ذات صلة</h4><ul><li><a href="/n/10231">شركة المياه: خطة لإحلال الشبكات القديمة خلال ٥ سنوات</a></li>'
        '<li><a href="/n/10098">أهالي الريحان يشكون ضعف ضغط المياه في الأدوار العليا</a></li></ul></div>'
    )
    side = (
        '<div class="blk"><h3>الأكثر قراءة</h3><ol>'
        + "".join(
            f'<li><a href="/n/{i}">{esc(t)}</a> <small>({esc(v.translate(_AR_DIGITS))} قراءة)</small></li>'
            for i, (t, v) in enumerate(
                [
                    ("انقطاع المياه عن حي الزيتون بمدينة الريحان لليوم الرابع", "9412"),
                    ("افتتاح كوبري المحطة الجديد الشهر المقبل", "6130"),
                    ("نتيجة الشهادة الإعدادية بالمحافظة", "5877"),
                    ("نادي الريحان يتعادل مع ضيفه في الدوري", "2204"),
                ]
            )
        )
        + "</ol></div>"
        '<div class="blk"><h3>استطلاع الرأي</h3><p>هل تتوقع حل أزمة المياه قريبا؟<br />نعم ١٨٪ - لا ٦٧٪ - لا أعرف ١٥٪ (٢٣٤١ صوت)</p></div>'
        '<div class="blk"><h3>مواقيت الصلاة</h3><p>الفجر ٤:٣٩ - الظهر ١٢:٠٤ - العصر ٣:٣١ - المغرب ٦:٠١ - العشاء ٧:١٨</p></div>'
        '<div class="blk"><h3>أسعار العملات</h3><p>الدولار ٦٫٠٤ - اليورو ٧٫٩٢</p></div>'
    )
    body = (
        '<div id="wrap"><div id="masthead"><span class="logo">الوادي اليوم</span><span class="d">'
        "الأحد ١١ مارس ٢٠١٢"
        '</span></div><div id="nav">'
        + "".join(
            f'<a href="/s{i}/">{x}</a>'
            for i, x in enumerate(
                ["الرئيسية", "أخبار مصر", "محافظات", "حوادث", "رياضة", "اقتصاد", "آراء", "فيديو"]
            )
        )
        + f'</div><div id="main">{article}{ro}</div><div id="side">{side}</div>'
        '<div id="footer">جميع الحقوق محفوظة © الوادي اليوم ٢٠١٢ | <a href="/about">من نحن</a> | <a href="/contact">اتصل بنا</a> | <a href="/ads">أعلن معنا</a></div></div>'
    )
    html = doc(
        "ar",
        "انقطاع المياه عن حي الزيتون بمدينة الريحان لليوم الرابع على التوالي | الوادي اليوم",
        AR_CSS,
        body,
        rtl=True,
    )
    return make(
        "dg-ar-wadi-mayah",
        "discussion",
        "ar",
        html,
        cs,
        path="/n/10317",
        container="div#araa > div.ro-item (flat, numbered in Eastern Arabic digits: number, name - town - date, then title and text); one div.ro-held",
        heading=heading,
        description="An Arabic regional news site of 2012 (right to left): 6 readers' opinions numbered ١-٧ with the name, the town and a date in Eastern Arabic digits above its title and text, one withheld by the moderator; colloquial Egyptian Arabic; most read with counts, a poll, prayer times, exchange rates.",
        lookalikes=("الأكثر قراءة",),
    )


# --------------------------------------------------------------------------- חדשות המפרץ (he)

HE_CSS = (
    "body{margin:0;font:13px/1.6 Arial,sans-serif;background:#fff;color:#222;direction:rtl}a{color:#003d7a;text-decoration:none}"
    "#hdr{background:#003d7a;color:#fff;padding:10px 16px}#hdr .logo{font:bold 32px Arial}#menu{background:#e8eef5;padding:6px 16px;border-bottom:1px solid #c5d3e3}#menu a{margin-left:14px;font-weight:bold}"
    "#pg{width:970px;margin:0 auto;overflow:hidden}#art{float:right;width:640px;padding:12px}#lft{float:left;width:290px;padding:12px 0}"
    ".sub{font-size:17px;color:#555}.auth{font-size:12px;color:#777;border-bottom:1px solid #ddd;padding-bottom:4px}"
    ".tb-list{list-style:none;margin:0;padding:0;border-top:3px solid #003d7a}.tb-list li{border-bottom:1px solid #e1e1e1;padding:6px 2px}"
    ".tb-n{color:#003d7a;font-weight:bold;margin-left:4px}.tb-t{font-weight:bold}.tb-a{color:#777;font-size:11px}"
    ".tb-list ul{list-style:none;margin:4px 24px 0 0;padding:0;border-right:2px solid #c5d3e3}.tb-list ul li{padding-right:8px}"
    ".wgt{border:1px solid #ccd;margin-bottom:12px}.wgt h4{margin:0;background:#003d7a;color:#fff;padding:3px 8px}#ftr{clear:both;border-top:3px solid #003d7a;padding:10px;color:#666;font-size:11px;text-align:center}"
)


def he_mifratz() -> Case:
    cs = talk("""
תושב ותיק @ 12/06/13 10:14 :: סוף סוף // עשרים שנה מבטיחים טיילת. מקווה שהפעם זה באמת יסתיים בזמן ולא כמו מגרש החניה ליד הנמל. || place=חוף אלון
>מיכל @ 12/06/13 11:02 :: גם אני מקווה, אבל תסתכל על הלו"ז: "סוף 2014" אומר 2016 :) || place=חוף אלון
>>תושב ותיק @ 12/06/13 11:40 :: צודקת, נחכה ונראה || place=חוף אלון
אבי מהשכונה @ 12/06/13 12:25 :: ומה עם החניה? // כבר היום אין איפה להחנות בסופ"ש. טיילת חדשה תביא עוד אלפי מבקרים, ואף אחד לא מדבר על חניון. || place=שכונת הדקלים
>דוברות העירייה @ 12/06/13 16:48 :: בתשובה לאבי // התכנית כוללת חניון של 320 מקומות בצד המזרחי של הטיילת ושאטל מהתחנה המרכזית בסופי שבוע. הפרטים המלאים באתר העירייה. || place=חוף אלון
גלעד @ 12/06/13 14:03 :: (לת) || place=חיפה
רותי ש. @ 12/06/13 19:31 :: 42 מיליון? // על טיילת של קילומטר וחצי? בזמן שבבית הספר של הילדים שלי אין מזגנים בחלק מהכיתות. סדר עדיפויות מוזר. || place=חוף אלון
>נועם @ 12/06/13 21:15 :: רותי, זה כסף ממשרד התיירות, לא מתקציב החינוך. אי אפשר להעביר אותו למזגנים גם אם רוצים || place=קריית ים
>>רותי ש. @ 13/06/13 07:50 :: אני יודעת, ובכל זאת. מישהו החליט על החלוקה הזו || place=חוף אלון
""")
    k = kids(cs)

    def li(i: int, label: str) -> str:
        c = cs[i]
        title, rest = _title_body(c.body)
        sub = ""
        if i in k:
            sub = "<ul>" + "".join(li(j, f"{label}.{n + 1}") for n, j in enumerate(k[i])) + "</ul>"
        return (
            f'<li id="tb{label}"><span class="tb-n">{label}.</span> <span class="tb-t">{esc(title)}</span>'
            + (f'<div class="tb-body">{paras(rest, br=True)}</div>' if rest else "")
            + f'<div class="tb-a"><span class="tb-name">{esc(c.who)}</span>, {esc(c.get("place"))} | {esc(c.at)} | '
            f'<a href="#tb-form">הגב לתגובה</a></div>{sub}</li>'
        )

    items = "".join(li(i, str(n + 1)) for n, i in enumerate(k[None]))
    heading = "תגובות גולשים (9)"
    tb = (
        f'<div id="talkbacks"><h3>{heading} <a href="#tb-form" class="add">הוסף תגובה</a></h3>'
        f'<ul class="tb-list">{items}</ul>'
        '<form id="tb-form" action="/tb/add" method="post"><p>שם: <input name="n" /> מקום: <input name="m" /></p>'
        '<p>כותרת: <input name="t" size="40" /></p><p><textarea name="b" rows="4" cols="50"></textarea></p><p><input type="submit" value="שלח" /></p>'
        '<p class="terms">התגובות מתפרסמות לאחר אישור המערכת. נא להימנע מלשון הרע.</p></form></div>'
    )
    article = (
        '<div class="crumb"><a href="/">ראשי</a> &gt; <a href="/local/">חדשות מקומיות</a></div>'
        "<h1>אושרה התכנית: טיילת חדשה לאורך החוף הצפוני של חוף אלון</h1>"
        '<p class="sub">הטיילת, באורך 1.5 ק"מ, תחבר בין הנמל לשמורת הדיונות. העלות: 42 מיליון שקל. העבודות יתחילו בספטמבר</p>'
        '<p class="auth">יעל ברק | פורסם: 12.06.13, 08:05 | <a href="#talkbacks">9 תגובות</a></p>'
        '<div class="shr"><a href="#">שתף בפייסבוק</a> 96 | <a href="#">ציוץ</a> 11 | <a href="#">שלח לחבר</a> | <a href="#">הדפס</a></div>'
        "<p>הוועדה המחוזית לתכנון ולבנייה אישרה אתמול את התכנית להקמת טיילת חדשה לאורך החוף הצפוני של חוף אלון. הטיילת תכלול שביל אופניים, מתקני כושר, פרגולות ותאורה חסכונית.</p>"
        '<p>ראש העירייה, משה אלמוג, אמר כי "זה הפרויקט שתושבי העיר חיכו לו יותר מעשרים שנה". לפי לוח הזמנים, העבודות יסתיימו בסוף 2014.</p>'
        '<p>בארגון הסביבתי "דיונה חיה" הביעו חשש מפגיעה בשמורה, אך לדבריהם חלק מהסתייגויותיהם התקבלו בוועדה.</p>'
    )
    side = (
        '<div class="wgt"><h4>הנקראות ביותר</h4><ol><li><a href="/a/1">אושרה התכנית: טיילת חדשה לאורך החוף הצפוני</a></li><li><a href="/a/2">עומסי תנועה צפויים בכביש החוף בסופ"ש</a></li>'
        '<li><a href="/a/3">בית הספר "אלונים" זכה בפרס החינוך המחוזי</a></li><li><a href="/a/4">הפועל חוף אלון עלתה לליגה א\'</a></li></ol></div>'
        '<div class="wgt"><h4>מזג האוויר</h4><p>חוף אלון: 23-29 מעלות, בהיר. גובה גלים: 40-60 ס"מ</p></div>'
        '<div class="wgt"><h4>לוח אירועים</h4><ul><li>14.06 - הופעה בפארק הנמל, 21:00</li><li>15.06 - שוק איכרים, כיכר העירייה, 08:00</li></ul></div>'
    )
    body = (
        '<div id="hdr"><span class="logo">חדשות המפרץ</span> <span>החדשות של חוף אלון והסביבה</span></div><div id="menu">'
        + "".join(
            f'<a href="/m{i}/">{x}</a>'
            for i, x in enumerate(["ראשי", "חדשות מקומיות", "ספורט", "תרבות", 'נדל"ן', "דעות", "לוח"])
        )
        + f'</div><div id="pg"><div id="art">{article}{tb}</div><div id="lft">{side}</div></div>'
        '<div id="ftr">כל הזכויות שמורות © חדשות המפרץ 2013 | <a href="/about">אודות</a> | <a href="/ads">פרסום</a> | <a href="/privacy">מדיניות פרטיות</a></div>'
    )
    html = doc(
        "he", "אושרה התכנית: טיילת חדשה לאורך החוף הצפוני של חוף אלון - חדשות המפרץ", HE_CSS, body, rtl=True
    )
    return make(
        "dg-he-mifratz-tayelet",
        "discussion",
        "he",
        html,
        cs,
        path="/local/article/0,7340,L-4391207,00.html",
        container="div#talkbacks > ul.tb-list > li (numbered 1., title, body, then NAME, PLACE | date), answers in a nested ul (1.1, 1.1.1)",
        heading=heading,
        description="A Hebrew regional news site of 2013 (right to left): 9 talkbacks numbered 1.-4. with answers 1.1, 1.1.1, each with a title, a body and 'NAME, PLACE | 12/06/13 10:14' after it, one '(לת)' without content, the municipality's spokesperson answering; most read, weather, events.",
        lookalikes=("הנקראות ביותר", "לוח אירועים"),
    )


# --------------------------------------------------------------------------- خبرگزاری کرانه (fa)

FA_CSS = (
    "body{margin:0;font:13px/2 Tahoma,'B Nazanin',sans-serif;background:#eef1f3;color:#222;direction:rtl}a{color:#0b5e7a;text-decoration:none}"
    "#head{background:#0b5e7a;color:#fff;padding:10px 18px}#head .lg{font:bold 28px Tahoma}#navi{background:#094a60;padding:5px 14px}#navi a{color:#fff;margin-left:14px}"
    "#box{width:960px;margin:0 auto;background:#fff;overflow:hidden}#main{float:right;width:640px;padding:14px}#side{float:left;width:280px;padding:14px 10px}"
    ".lead{background:#f4f7f9;border-right:4px solid #0b5e7a;padding:6px 10px}.nfo{color:#888;font-size:11px}"
    ".comments-box{margin-top:16px;border:1px solid #d6dde2}.comments-box h3{margin:0;background:#0b5e7a;color:#fff;font-size:13px;padding:4px 10px}"
    ".cm-stat{font-size:11px;color:#666;padding:4px 10px;background:#f7f9fa}.comment-item{border-bottom:1px dashed #ccd5db;padding:8px 10px}"
    ".comment-item .comment-item{margin:6px 26px 0 0;border:1px solid #e0e6ea;background:#fafcfd}.cm-name{font-weight:bold}.cm-date{color:#999;font-size:11px}"
    ".cm-like{float:left;font-size:11px}.sb{border:1px solid #dde;margin-bottom:12px}.sb h4{margin:0;background:#094a60;color:#fff;padding:3px 8px}#foot{clear:both;background:#094a60;color:#cde;padding:12px;text-align:center;font-size:11px}"
)


def fa_karaneh() -> Case:
    cs = talk("""
رضا از بوشهر @ 1392/02/16 - 09:41 :: بازار قدیم بدون این سقف‌های چوبی دیگر آن بازار نیست. خدا کند مرمت را به استادکارهای محلی بسپارند نه به پیمانکاری که فقط سیمان می‌شناسد. || like=34 || dislike=2
>مهندس مرمت @ 1392/02/16 - 12:20 :: طبق طرح، چوب‌ها از همان نوع قبلی (چندل) تهیه می‌شود و دو استادکار قدیمی شهر هم در گروه هستند. جای نگرانی نیست. || like=21 || dislike=0
ناشناس @ 1392/02/16 - 14:07 :: مغازه‌دارها در این شش ماه چه کنند؟ کسی به فکر ما هست؟ اجاره را که باید بدهیم. || like=47 || dislike=1
سارا @ 1392/02/17 - 08:55 :: عکس دوم عالیه، کی گرفته؟ من بچه بودم با مادربزرگم از همین راسته خرما می‌خریدیم. || like=9 || dislike=0
""")
    k = kids(cs)

    def box(i: int) -> str:
        c = cs[i]
        sub = "".join(box(j) for j in k.get(i, []))
        return (
            f'<div class="comment-item" id="cm{1000 + i}"><div class="cm-head"><span class="cm-like"><a href="#">{c.get("like").translate(_FA_DIGITS)} 👍</a> '
            f'<a href="#">{c.get("dislike").translate(_FA_DIGITS)} 👎</a></span><span class="cm-name">{esc(c.who)}</span> '
            f'<span class="cm-date">{esc(c.at.translate(_FA_DIGITS))}</span></div>'
            f'<div class="cm-text">{paras(c.body, br=True)}</div><div class="cm-re"><a href="#cm-form">پاسخ</a></div>{sub}</div>'
        )

    heading = "نظرات بینندگان"
    cm = (
        f'<div class="comments-box" id="comments"><h3>{heading}</h3>'
        '<div class="cm-stat">انتشار یافته: ۴ | در انتظار بررسی: ۲ | غیر قابل انتشار: ۱</div>'
        + "".join(box(i) for i in k[None])
        + '<form id="cm-form" action="/fa/comment" method="post"><p>نام: <input name="name" /> ایمیل: <input name="mail" /></p>'
        '<p><textarea name="body" rows="4" cols="55"></textarea></p><p><input type="submit" value="ارسال نظر" /></p>'
        '<p class="rule">نظرات حاوی توهین منتشر نمی‌شود. نظرات پس از تایید منتشر خواهد شد.</p></form></div>'
    )
    article = (
        f'<div class="nfo">کد خبر: {"81642".translate(_FA_DIGITS)} | تاریخ انتشار: {"1392/02/15 - 18:30".translate(_FA_DIGITS)} | سرویس: فرهنگی | بازدید: {"2,914".translate(_FA_DIGITS)}</div>'
        "<h1>مرمت سقف چوبی بازار قدیم بندر کرانه از خرداد آغاز می‌شود</h1>"
        '<p class="lead">مدیر میراث فرهنگی شهرستان گفت مرمت سقف‌های چوبی راسته‌ی اصلی بازار قدیم، که زمستان گذشته بخشی از آن فرو ریخت، از خرداد آغاز می‌شود و شش ماه طول می‌کشد.</p>'
        "<p>به گزارش خبرنگار کرانه، علی‌اصغر نیک‌پور امروز در جمع خبرنگاران افزود: اعتبار این طرح یک میلیارد و ۲۰۰ میلیون ریال است و از محل اعتبارات استانی تامین شده است.</p>"
        "<p>وی گفت: در مدت مرمت، راسته‌ی اصلی به صورت مرحله‌ای بسته می‌شود تا کسبه بتوانند به کار خود ادامه دهند.</p>"
        "<p>بازار قدیم بندر کرانه با قدمتی بیش از یکصد و پنجاه سال، در فهرست آثار ملی به ثبت رسیده است.</p>"
        '<div class="sh">اشتراک‌گذاری: <a href="#">فیس‌بوک</a> <a href="#">توییتر</a> <a href="#">گوگل پلاس</a> <a href="#">کلوب</a> | <a href="#">نسخه چاپی</a> | <a href="#">ارسال به دوستان</a></div>'
    )
    side = (
        '<div class="sb"><h4>پربازدیدترین‌ها</h4><ol>'
        + "".join(
            f'<li><a href="/fa/news/{i}">{esc(t)}</a></li>'
            for i, t in enumerate(
                [
                    "مرمت سقف چوبی بازار قدیم بندر کرانه از خرداد آغاز می‌شود",
                    "کاهش ۲۰ درصدی صید میگو در فصل جاری",
                    "جشنواره‌ی موسیقی نواحی جنوب در کرانه برگزار می‌شود",
                    "آب‌شیرین‌کن جدید تا پایان سال به بهره‌برداری می‌رسد",
                ]
            )
        )
        + "</ol></div>"
        '<div class="sb"><h4>اوقات شرعی</h4><p>اذان صبح ۴:۵۲ - طلوع آفتاب ۶:۱۱ - اذان ظهر ۱۲:۳۴ - اذان مغرب ۱۹:۱۸</p></div>'
        '<div class="sb"><h4>آب و هوا</h4><p>بندر کرانه: ۲۴ تا ۳۳ درجه، شرجی</p></div>'
    )
    body = (
        '<div id="box"><div id="head"><span class="lg">خبرگزاری کرانه</span> <span>دوشنبه ۱۶ اردیبهشت ۱۳۹۲</span></div><div id="navi">'
        + "".join(
            f'<a href="/fa/s{i}">{x}</a>'
            for i, x in enumerate(["صفحه اصلی", "سیاسی", "اقتصادی", "فرهنگی", "اجتماعی", "ورزشی", "عکس"])
        )
        + f'</div><div id="main">{article}{cm}</div><div id="side">{side}</div>'
        '<div id="foot">کلیه حقوق این سایت متعلق به خبرگزاری کرانه است. استفاده از مطالب با ذکر منبع آزاد است.</div></div>'
    )
    html = doc(
        "fa",
        "مرمت سقف چوبی بازار قدیم بندر کرانه از خرداد آغاز می‌شود - خبرگزاری کرانه",
        FA_CSS,
        body,
        rtl=True,
    )
    return make(
        "dg-fa-karaneh-bazar",
        "discussion",
        "fa",
        html,
        cs,
        path="/fa/news/81642",
        container="div#comments.comments-box > div.comment-item, one answer nested inside its parent's div.comment-item",
        heading=heading,
        description="A Persian news agency of 2013 (right to left): 4 readers' opinions dated in the Solar Hijri calendar in Persian digits ('۱۳۹۲/۰۲/۱۶ - ۰۹:۴۱'), likes and dislikes, one answer nested, 'انتشار یافته: ۴ | در انتظار بررسی: ۲ | غیر قابل انتشار: ۱'; most visited, prayer times, weather.",
        lookalikes=("پربازدیدترین‌ها",),
    )


def threads2_dg() -> list[Case]:
    return [ar_wadi(), he_mifratz(), fa_karaneh()]
