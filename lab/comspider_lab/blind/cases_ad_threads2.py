"""Blind set AD: hand-built discussions in the languages the earlier sets used least, as regional news sites of
2010-2014 printed them in the served HTML: numbered talkbacks whose title is a line of its own and whose text opens
under it, "(ללא תוכן)" on the ones without text, right to left (he); "पसंद (n) | नापसंद (n)", the reader's city,
"IST" times (hi); "ความคิดเห็นที่ n" boxes, replies "n-1" inside them, Buddhist-era dates (th); Solar Hijri dates in
Persian digits, the editors' answer in a box under a comment, right to left (fa); a reader's profile line and
signatures, replies one level (bg); sort links and weekday dates (ca); "Kommentarer (3) | Tilbakesporinger (1)" tabs,
the trackback in the other, hidden pane (nb) (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ad_common import (
    PartsK,
    Seed,
    avatar,
    body,
    children,
    esc,
    jump,
    login_prompt,
    make,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- he: talkbacks with titles


def he_talkbacks() -> Case:
    # author | place and time | title | text ("" when the reader wrote a title only)
    rows = [
        (
            "משה כהן",
            "קריית העמק",
            "14/03/12 10:14",
            "סוף סוף",
            "עשרים שנה מחכים לכביש הזה. חודשיים של סגירה זה מחיר סביר.",
        ),
        (
            "רונית",
            "מושב הזורע",
            "14/03/12 10:32",
            "ומה עם ההסעות לבית הספר?",
            "הילדים שלנו נוסעים בכביש הזה כל בוקר. מי דאג להם?",
        ),
        ("אבי לוי", "עמק הזית", "14/03/12 11:05", "בושה", ""),
        (
            "יעל ש.",
            "חיפה",
            "14/03/12 11:48",
            "לרונית",
            "בכתבה כתוב שההסעות יעברו דרך כביש 70. זה מוסיף עשר דקות.",
        ),
        (
            "דני",
            "קיבוץ הגליל",
            "14/03/12 12:20",
            "אנחנו בקיבוץ מרוצים",
            "התנועה הכבדה עוברת ליד הבתים שלנו כבר שנים. טוב שמתקנים.",
        ),
        (
            "סבתא של נועה",
            "",
            "14/03/12 13:02",
            "ומה עם האוטובוס?",
            "קו 18 ימשיך לעצור בתחנה ליד המרפאה? אני לא נוהגת.",
        ),
        ("איתי ברק", "עמק הזית", "14/03/12 15:40", "כל הכבוד למועצה", ""),
        (
            "מירב",
            "מגדל",
            "14/03/12 19:15",
            "שאלה לכתב",
            "האם יהיה תאורה בכביש החדש? היום הוא חשוך לגמרי בלילה.",
        ),
    ]
    c = [Seed(a, t + ("\n\n" + b if b else ""), None, w) for a, _, w, t, b in rows]
    items = ""
    for n, (a, place, when, title, text) in enumerate(rows, 1):
        items += (
            f'<li class="tb-i" id="tb{n}"><div class="tb-row"><span class="tb-no">{n}.</span> '
            f"<a class=\"tb-ti\" href=\"#tb{n}\" onclick=\"var b=document.getElementById('tbb{n}');if(b)b.style.display=b.style.display=='none'?'block':'none';return false\"><b>{esc(title)}</b></a>"
            + (' <span class="tb-empty" style="color:#999">(ללא תוכן)</span>' if not text else "")
            + "</div>"
            + (
                f'<div class="tb-body" id="tbb{n}" style="display:none;padding:4px 22px 8px;color:#333">{body(text)}</div>'
                if text
                else ""
            )
            + f'<div class="tb-by" style="font-size:12px;color:#666;padding-right:22px"><span class="tb-n">{esc(a)}</span>'
            + (f', <span class="tb-pl">{esc(place)}</span>' if place else "")
            + f' <span class="tb-d">({esc(when)})</span></div>'
            + "</li>"
        )
    block = (
        '<div class="tb-area" id="tguvot"><h2>תגובות (8)</h2>'
        '<p class="tb-open" style="font-size:12px"><a href="#" onclick="document.querySelectorAll(\'.tb-body\').forEach(function(b){b.style.display=\'block\'});return false">פתחו את כל התגובות</a> · '
        '<a href="#tb-form">הוסיפו תגובה</a></p>'
        f'<ol class="tb-list" style="list-style:none;padding:0">{items}</ol>'
        + login_prompt("he", "tb")
        + "</div>"
    )
    st = story(
        "הכביש לקיבוץ ייסגר לחודשיים לעבודות הרחבה",
        "מאת נועה פרידמן",
        "2012-03-14T08:00:00+02:00",
        "14/03/2012 08:00",
        """
הכביש המחבר את קריית העמק לקיבוץ הגליל ייסגר לתנועה החל מיום ראשון הבא למשך חודשיים, לצורך הרחבתו לשני נתיבים בכל כיוון.

התנועה תופנה לכביש 70. לפי המועצה, ההסעות לבתי הספר יעברו גם הן בדרך החלופית.

העבודות כוללות גם מדרכה ותחנות אוטובוס חדשות.
""",
        section="מקומי",
    )
    return make(
        "ad-he-talkbacks",
        "discussion",
        "rp",
        "he-a",
        st,
        PartsK(lead=jump("he", 8, "tguvot", "rp"), after=block),
        c,
        path="/local/road-to-kibbutz-closed-two-months",
        container="div.tb-area#tguvot on a right-to-left page > ol.tb-list: li.tb-i talkbacks (div.tb-row: span.tb-no 'n.', a.tb-ti the reader's title in bold, '(ללא תוכן)' on the two without text; the text in div.tb-body (display:none) under it, opened by a click on the title or by 'פתחו את כל התגובות'; div.tb-by after it: name, place, '(14/03/12 10:14)'); flat; a login prompt below",
        heading="תגובות (8)",
        description="An Israeli regional news site of 2012: 8 talkbacks, flat, numbered, each a title the reader wrote on a line of its own, the name, the place and the time, the text in the HTML but folded until the title is clicked, two with a title only ('(ללא תוכן)'); right to left. The truth's text: the title, then the text.",
        check_steps=(),
    )


# --------------------------------------------------------------------------- hi: likes and dislikes


def hi_pasand() -> Case:
    c = thread(
        """
राजेश तिवारी | 14 मार्च 2012, 10:14 IST | - | पुल बनना बहुत ज़रूरी था। बरसात में नाव से जाना ख़तरनाक होता है।
सुनीता वर्मा | 14 मार्च 2012, 11:02 IST | - | काम कब शुरू होगा? ख़बर में तारीख़ नहीं दी गई है।
अमित पटेल | 14 मार्च 2012, 11:40 IST | 1 | विभाग के अनुसार बारिश के बाद अक्टूबर में काम शुरू होगा।
मोहन लाल | 14 मार्च 2012, 13:25 IST | - | हमारे गाँव के लोग बीस साल से यह माँग कर रहे थे। धन्यवाद।
प्रिया | 14 मार्च 2012, 16:10 IST | - | बहुत अच्छी ख़बर।
"""
    )
    cities = ["होशंगाबाद", "इटारसी", "भोपाल", "बाबई", "पिपरिया"]
    votes = [(42, 3), (18, 1), (25, 0), (37, 2), (11, 0)]

    def one(i: int) -> str:
        x = c[i]
        up, down = votes[i]
        kids = children(c, i)
        return (
            f'<div class="ns-tip" id="ns{i + 1}">{avatar("ns", x.author, 32)}<div class="ns-sir"><b class="ns-nam">{esc(x.author)}</b>, '
            f'<span class="ns-shahar">{esc(cities[i])}</span> <span class="ns-samay">{esc(x.when)}</span></div>'
            f'<div class="ns-path">{body(x.text)}</div>'
            f'<div class="ns-vote"><a href="#">पसंद ({up})</a> | <a href="#">नापसंद ({down})</a> | <a href="#reply">जवाब दें</a></div>'
            + (
                '<div class="ns-jawab" style="margin-left:40px">' + "".join(one(k) for k in kids) + "</div>"
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="ns-box" id="pathak-rai"><h2>पाठकों की राय</h2>'
        + "".join(one(i) for i in children(c, None))
        + login_prompt("hi", "ns")
        + "</div>"
    )
    st = story(
        "नर्मदा पर नया पुल मंज़ूर, बारह गाँवों को मिलेगा रास्ता",
        "संवाददाता, होशंगाबाद",
        "2012-03-14T07:00:00+05:30",
        "14 मार्च 2012",
        """
राज्य सरकार ने नर्मदा नदी पर बाबई के पास नए पुल को मंज़ूरी दे दी है। पुल बनने से बारह गाँवों के लोगों को शहर आने के लिए नाव पर निर्भर नहीं रहना पड़ेगा।

पुल की लंबाई 640 मीटर होगी और इस पर 48 करोड़ रुपये ख़र्च होंगे।

लोक निर्माण विभाग के अनुसार काम बारिश के मौसम के बाद शुरू होगा।
""",
        section="प्रदेश",
    )
    return make(
        "ad-hi-pasand",
        "discussion",
        "dp",
        "hi-a",
        st,
        PartsK(after=block),
        c,
        path="/pradesh/narmada-par-naya-pul",
        container="div.ns-box#pathak-rai: div.ns-tip entries (avatar; div.ns-sir: b.ns-nam name, the reader's city, '14 मार्च 2012, 10:14 IST'; div.ns-path text; 'पसंद (n) | नापसंद (n) | जवाब दें'); the reply in div.ns-jawab inside its parent's; a login prompt below",
        heading="पाठकों की राय",
        description="A Hindi regional daily of 2012: 5 comments (1 reply) with the reader's city after the name, 'IST' times and 'पसंद (n) | नापसंद (n)' counts; 'बहुत अच्छी ख़बर।'.",
    )


# --------------------------------------------------------------------------- th: numbered opinion boxes


def th_khwamhen() -> Case:
    c = thread(
        """
คนเชียงใหม่ | 14 มี.ค. 55 10:14 น. | - | ปีนี้หมอกควันหนักจริงๆ ลูกไอทุกคืน อยากให้ทางจังหวัดห้ามเผาอย่างจริงจัง
ลุงแดง | 14 มี.ค. 55 11:02 น. | 0 | ชาวบ้านบนดอยก็ต้องเผาเพื่อเตรียมไร่ ต้องหาทางช่วยเขาด้วย ไม่ใช่ห้ามอย่างเดียว
น้องฝน | 14 มี.ค. 55 12:30 น. | - | ร้านขายหน้ากากแถวบ้านหมดแล้วค่ะ
ครูสมศรี | 14 มี.ค. 55 14:15 น. | - | โรงเรียนเราให้เด็กเล่นในร่มทั้งสัปดาห์ ขอบคุณที่รายงานค่าฝุ่นทุกวัน
หนุ่มแม่ริม | 14 มี.ค. 55 16:40 น. | 3 | โรงเรียนลูกผมก็เหมือนกันครับ
ป้าจันทร์ | 14 มี.ค. 55 19:05 น. | - | ขอให้ฝนตกเร็วๆ
"""
    )
    ips = [
        "110.77.xxx.xxx",
        "182.52.xxx.xxx",
        "58.9.xxx.xxx",
        "101.108.xxx.xxx",
        "27.130.xxx.xxx",
        "124.121.xxx.xxx",
    ]
    tops = children(c, None)

    def box(i: int, label: str, inner: str = "") -> str:
        x = c[i]
        return (
            f'<div class="kh-box" id="kh{label}" style="border:1px solid #c9d6e2;margin:10px 0;padding:8px;background:#f8fbfd">'
            f'<div class="kh-no" style="font-weight:bold;color:#0a5a8c">ความคิดเห็นที่ {label}</div>'
            f'<div class="kh-x">{body(x.text)}</div>'
            f'<div class="kh-by" style="font-size:11px;color:#777;border-top:1px dotted #ccc">โดย: <b class="kh-n">{esc(x.author)}</b> [IP: {ips[i]}] '
            f'<span class="kh-d">{esc(x.when)}</span></div>' + inner + "</div>"
        )

    items = ""
    for n, i in enumerate(tops, 1):
        kids = "".join(box(k, f"{n}-{m}") for m, k in enumerate(children(c, i), 1))
        items += box(
            i, str(n), f'<div class="kh-sub" style="margin:6px 0 0 24px">{kids}</div>' if kids else ""
        )
    block = (
        '<div class="kh-area" id="khwam-hen"><h2>ความคิดเห็นของผู้อ่าน (6)</h2>'
        + items
        + login_prompt("th", "kh")
        + "</div>"
    )
    st = story(
        "หมอกควันเกินมาตรฐานสามวันติด เด็กป่วยเพิ่ม",
        "ทีมข่าวท้องถิ่น",
        "2012-03-14T08:00:00+07:00",
        "14 มีนาคม 2555",
        """
ค่าฝุ่นละอองในเขตเมืองเชียงใหม่เกินมาตรฐานเป็นวันที่สามติดต่อกัน โรงพยาบาลหลายแห่งมีผู้ป่วยเด็กที่มีอาการทางเดินหายใจเพิ่มขึ้น

ทางจังหวัดขอความร่วมมือชาวบ้านงดเผาในที่โล่งจนถึงสิ้นเดือนเมษายน

กรมอุตุนิยมวิทยาคาดว่าจะมีฝนตกในช่วงปลายเดือนนี้
""",
        section="ข่าวท้องถิ่น",
    )
    return make(
        "ad-th-khwamhen",
        "discussion",
        "rp",
        "th-a",
        st,
        PartsK(after=block),
        c,
        path="/local/mok-khwan-koen-mattrathan",
        container="div.kh-area#khwam-hen: bordered div.kh-box entries (div.kh-no 'ความคิดเห็นที่ n'; div.kh-x text; div.kh-by after it: 'โดย: <b>name</b> [IP: 110.77.xxx.xxx] 14 มี.ค. 55 10:14 น.'); replies numbered 'n-1' in div.kh-sub inside their parent's box; a login prompt below",
        heading="ความคิดเห็นของผู้อ่าน (6)",
        description="A Thai northern news site of 2012: 6 comments (2 replies) in numbered boxes ('ความคิดเห็นที่ 1', replies '1-1'), the name, a masked IP and a Buddhist-era date after the text; 'ขอให้ฝนตกเร็วๆ'.",
    )


# --------------------------------------------------------------------------- fa: the editors answer


def fa_pasokh() -> Case:
    c = thread(
        """
علی رضایی | ۲۴ اسفند ۱۳۹۰ - ۱۰:۱۴ | - | قیمت پسته و بادام از پارسال خیلی بیشتر شده. امسال باید کمتر بخریم.
مریم | ۲۴ اسفند ۱۳۹۰ - ۱۱:۳۰ | - | بازار نوروزی امسال کجا برپا می‌شود؟ در خبر نشانی نیامده.
تحریریه خبرنامه کرانه | ۲۴ اسفند ۱۳۹۰ - ۱۲:۰۵ | 1 | بازار در میدان شهدا و پارک ساحلی برپا می‌شود، از ساعت ۹ صبح تا ۱۱ شب.
حسین کریمی | ۲۴ اسفند ۱۳۹۰ - ۱۴:۴۰ | - | کاش شهرداری نظارت بیشتری بر قیمت‌ها داشته باشد.
زهرا | ۲۴ اسفند ۱۳۹۰ - ۱۸:۲۰ | - | نوروز همه پیشاپیش مبارک.
"""
    )
    items = ""
    for i in children(c, None):
        x = c[i]
        answers = "".join(
            f'<div class="pk-pasokh" style="background:#eaf4ea;border-right:4px solid #3a7d44;margin:6px 24px 0 0;padding:6px">'
            f'<p class="pk-ph" style="margin:0;font-size:12px"><b>پاسخ {esc(c[k].author)}</b> <span class="pk-t">{esc(c[k].when)}</span></p>'
            f'<div class="pk-x">{body(c[k].text)}</div></div>'
            for k in children(c, i)
        )
        items += (
            f'<div class="pk-nazar" id="pk{i + 1}" style="border-bottom:1px solid #ddd;padding:8px 0">'
            f'<p class="pk-h" style="margin:0"><b class="pk-n">{esc(x.author)}</b> <span class="pk-t">{esc(x.when)}</span></p>'
            f'<div class="pk-x">{body(x.text)}</div>{answers}</div>'
        )
    block = (
        '<div class="pk-area" id="nazarat"><h2>نظرهای خوانندگان</h2>'
        + items
        + login_prompt("fa", "pk")
        + "</div>"
    )
    st = story(
        "قیمت آجیل شب عید دو برابر شد",
        "گروه اقتصادی",
        "2012-03-14T08:00:00+03:30",
        "۲۴ اسفند ۱۳۹۰",
        """
با نزدیک شدن به نوروز، قیمت آجیل و خشکبار در بازار شهر نسبت به سال گذشته تقریباً دو برابر شده است.

فروشندگان گرانی را به افزایش قیمت پسته در بازار جهانی و هزینه حمل نسبت می‌دهند.

بازار نوروزی شهرداری از فردا آغاز به کار می‌کند.
""",
        section="اقتصاد",
    )
    return make(
        "ad-fa-pasokh",
        "discussion",
        "rp",
        "fa-a",
        st,
        PartsK(after=block),
        c,
        path="/eghtesad/gheymat-ajil-do-barabar",
        container="div.pk-area#nazarat on a right-to-left page: flat div.pk-nazar entries (p.pk-h: b.pk-n name, span.pk-t '۲۴ اسفند ۱۳۹۰ - ۱۰:۱۴' in Persian digits; div.pk-x text); the editors' answer in div.pk-pasokh (a green box, 'پاسخ تحریریه …') under the comment it answers; a login prompt below",
        heading="نظرهای خوانندگان",
        description="A Persian provincial news site of 2012: 5 comments (the editors' one answer in a green box under the comment it answers), Solar Hijri dates in Persian digits, right to left; 'نوروز همه پیشاپیش مبارک.'.",
    )


# --------------------------------------------------------------------------- bg: profile lines and signatures


def bg_profil() -> Case:
    c = thread(
        """
Петър Стоянов | 14.03.2012 10:14 | - | Всяка зима едно и също. Пътят се затваря, туристите се връщат, хотелиерите губят пари.
Снежана | 14.03.2012 10:40 | 0 | Пътят е опасен при снеговалеж, по-добре затворен, отколкото катастрофи.
Родопчанин | 14.03.2012 11:15 | - | Защо не се почисти навреме? Снегът започна още в неделя.
Георги Ангелов | 14.03.2012 12:02 | 2 | Снегорините на общината са три за целия район. Това е истината.
Мария Костова | 14.03.2012 12:48 | - | Има ли автобус до Пампорово, докато пътят е затворен?
Иван | 14.03.2012 13:30 | - | Браво на пътните служби, че работят цяла нощ.
Добромир | 14.03.2012 15:20 | - | В статията пише до петък, но прогнозата е за още сняг.
Лиляна П. | 14.03.2012 16:05 | 4 | Автобусите тръгват през Чепеларе, по-дълъг път, но се движат.
Стефан | 14.03.2012 18:40 | - | Благодаря за бързата информация.
Нели | 14.03.2012 20:10 | - | Дано да се отвори за уикенда.
"""
    )
    prof = {
        "Петър Стоянов": ("2009", "312", "Смолян е най-хубавият град."),
        "Снежана": ("2010", "48", ""),
        "Родопчанин": ("2008", "1 204", "Планината не прощава."),
        "Георги Ангелов": ("2011", "77", ""),
        "Мария Костова": ("2012", "5", ""),
        "Иван": ("2010", "230", ""),
        "Добромир": ("2009", "641", "Мнението ми е лично."),
        "Лиляна П.": ("2011", "19", ""),
        "Стефан": ("2012", "2", ""),
        "Нели": ("2010", "88", ""),
    }

    def one(i: int) -> str:
        x = c[i]
        since, posts, sig = prof[x.author]
        kids = children(c, i)
        return (
            f'<div class="rg-mn" id="rg{i + 40}">{avatar("rg", x.author, 40)}'
            f'<div class="rg-gl"><b class="rg-n">{esc(x.author)}</b> <span class="rg-d">{esc(x.when)}</span>'
            f'<br><small class="rg-pr" style="color:#888">Регистриран от {since} · {posts} мнения</small></div>'
            f'<div class="rg-x">{body(x.text)}</div>'
            + (
                f'<div class="rg-sig" style="font-size:11px;color:#999;border-top:1px solid #eee;margin-top:4px">{esc(sig)}</div>'
                if sig
                else ""
            )
            + '<p class="rg-act" style="font-size:11px"><a href="#reply">Отговори</a> · <a href="/signal">Сигнализирай</a></p>'
            + (
                '<div class="rg-otg" style="margin-left:44px">' + "".join(one(k) for k in kids) + "</div>"
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="rg-wrap" id="mneniya"><h2>Мнения (10)</h2>'
        + "".join(one(i) for i in children(c, None))
        + login_prompt("bg", "rg")
        + "</div>"
    )
    st = story(
        "Пътят за Пампорово затворен заради снега",
        "Таня Димова",
        "2012-03-14T08:00:00+02:00",
        "14 март 2012",
        """
Пътят Смолян – Пампорово остава затворен за движение заради обилния снеговалеж от последните три дни, съобщиха от пътната агенция.

Снегорини работят цяла нощ, но навяванията затрупват платното отново. Пътят се очаква да бъде отворен до петък.

Автобусите до курорта се движат по обходния маршрут през Чепеларе.
""",
        section="Региона",
    )
    return make(
        "ad-bg-profil",
        "discussion",
        "dp",
        "bg-a",
        st,
        PartsK(after=block),
        c,
        path="/region/patyat-za-pamporovo-zatvoren",
        container="div.rg-wrap#mneniya: div.rg-mn entries (avatar; div.rg-gl: b.rg-n name, span.rg-d '14.03.2012 10:14', small 'Регистриран от 2009 · 312 мнения'; div.rg-x text; a signature div.rg-sig under three; 'Отговори · Сигнализирай'); replies in div.rg-otg inside their parent's, one level; a login prompt below",
        heading="Мнения (10)",
        description="A Bulgarian regional weekly's site of 2012: 10 comments (3 replies), each reader's profile line ('Регистриран от 2009 · 312 мнения') and signatures under three texts (the page's); 'Дано да се отвори за уикенда.'.",
    )


# --------------------------------------------------------------------------- ca: sort links, weekday dates


def ca_ordre() -> Case:
    c = thread(
        """
Jordi Puig | dimecres, 14 de març de 2012, 10.14 h | - | Quaranta anys de rajoles i ara tanquen. A la Bisbal no queda cap fàbrica gran.
Montse Vila | dimecres, 14 de març de 2012, 11.30 h | - | Molt trist per als treballadors. Què passarà amb l'edifici?
Pere | dimecres, 14 de març de 2012, 12.05 h | 1 | Segons l'article, l'ajuntament vol comprar-lo per fer-hi un museu.
Núria Soler | dijous, 15 de març de 2012, 9.20 h | - | Ànims a totes les famílies.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="vg-op" id="vg{i + 1}"><p class="vg-cap"><b class="vg-n">{esc(x.author)}</b><br>'
            f'<span class="vg-d" style="font-size:11px;color:#777">{esc(x.when)}</span></p>'
            f'<div class="vg-x">{body(x.text)}</div><p class="vg-act" style="font-size:11px"><a href="#reply">Respon</a> · <a href="#">Valora</a> · <a href="/denuncia">Denuncia</a></p>'
            + (
                '<div class="vg-resp" style="margin-left:32px">' + "".join(one(k) for k in kids) + "</div>"
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="vg-zona" id="opinions"><h2>Opinions dels lectors (4)</h2>'
        '<p class="vg-ordre" style="font-size:12px">Ordena: <a href="?ordre=recents">Més recents</a> | <b>Més antics</b> | <a href="?ordre=valorats">Més valorats</a></p>'
        + "".join(one(i) for i in children(c, None))
        + login_prompt("ca", "vg")
        + "</div>"
    )
    st = story(
        "Tanca l'última fàbrica de rajoles de la Bisbal",
        "Redacció",
        "2012-03-14T07:00:00+01:00",
        "14/03/2012",
        """
La fàbrica de rajoles Terres del Daró tancarà a finals de mes després de quaranta-dos anys d'activitat. Els seus vint-i-sis treballadors perdran la feina.

L'empresa atribueix el tancament a la caiguda de la construcció i als costos de l'energia.

L'ajuntament estudia comprar l'edifici per convertir-lo en un espai dedicat a la ceràmica.
""",
        section="Economia",
    )
    return make(
        "ad-ca-ordre",
        "discussion",
        "rp",
        "ca-a",
        st,
        PartsK(after=block),
        c,
        path="/economia/tanca-ultima-fabrica-de-rajoles",
        container="div.vg-zona#opinions: sort links 'Ordena: Més recents | Més antics | Més valorats', div.vg-op entries (p.vg-cap: b.vg-n name, a weekday date 'dimecres, 14 de març de 2012, 10.14 h'; div.vg-x text; 'Respon · Valora · Denuncia'); the reply in div.vg-resp inside its parent's; a login prompt below",
        heading="Opinions dels lectors (4)",
        description="A Catalan county news site of 2012: 4 comments (1 reply) under sort links, weekday dates ('dimecres, 14 de març de 2012, 10.14 h'); 'Ànims a totes les famílies.'.",
    )


# --------------------------------------------------------------------------- nb: comments and trackbacks tabs


def nb_faner() -> Case:
    c = thread(
        """
Kari Nesheim | 14.03.2012 kl. 10:14 | - | To dager uten ferje midt i vinterferien. Hvem har ansvaret for reservebåten?
Olav Hauge | 14.03.2012 kl. 11:40 | 0 | Reservebåten ligger på verksted, står det i saken. Det burde ikke skje to år på rad.
Torbjørn | 14.03.2012 kl. 13:05 | - | Takk for god dekning.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="fj-k" id="fj{i + 1}"><p class="fj-t"><b class="fj-n">{esc(x.author)}</b> · <span class="fj-d">{esc(x.when)}</span></p>'
            f'<div class="fj-x">{body(x.text)}</div><p class="fj-a" style="font-size:11px"><a href="#reply">Svar</a> · <a href="/varsle">Varsle</a></p>'
            + (
                '<div class="fj-svar" style="margin-left:30px">' + "".join(one(k) for k in kids) + "</div>"
                if kids
                else ""
            )
            + "</div>"
        )

    tb = (
        '<div class="fj-pane fj-tb" id="fj-tilbake" style="display:none">'
        '<div class="fj-k"><p class="fj-t"><b>Fjordbloggen</b> · 14.03.2012 kl. 12:30</p>'
        "<p>[…] Fjordposten skriver i dag at ferja står i to dager. Her er hvordan du kommer deg over fjorden likevel […]</p></div></div>"
    )
    block = (
        '<div class="fj-area" id="debatt"><h2>Debatt</h2>'
        '<p class="fj-tabs" style="border-bottom:1px solid #999"><a href="#debatt" onclick="document.getElementById(\'fj-kom\').style.display=\'block\';document.getElementById(\'fj-tilbake\').style.display=\'none\';return false" style="background:#8b0000;color:#fff;padding:3px 10px">Kommentarer (3)</a> '
        "<a href=\"#debatt\" onclick=\"document.getElementById('fj-tilbake').style.display='block';document.getElementById('fj-kom').style.display='none';return false\" style=\"padding:3px 10px;background:#eee\">Tilbakesporinger (1)</a></p>"
        '<div class="fj-pane" id="fj-kom">'
        + "".join(one(i) for i in children(c, None))
        + "</div>"
        + tb
        + login_prompt("nb", "fj")
        + "</div>"
    )
    st = story(
        "Ferja innstilt i to dager",
        "Av Sigrid Lunde",
        "2012-03-14T07:00:00+01:00",
        "14. mars 2012",
        """
Ferja mellom Fjordnes og Kvamsøy blir innstilt torsdag og fredag på grunn av en motorfeil, opplyser rederiet.

Reservebåten ligger på verksted etter en skade i januar, og det finnes ingen annen båt som kan settes inn.

Rederiet setter opp ekstra busser rundt fjorden, en tur som tar to timer.
""",
        section="Nyheter",
    )
    return make(
        "ad-nb-faner",
        "discussion",
        "dp",
        "nb-a",
        st,
        PartsK(lead=jump("nb", 3, "debatt", "dp"), after=block),
        c,
        path="/nyheter/ferja-innstilt-i-to-dager",
        container="div.fj-area#debatt: tabs 'Kommentarer (3) | Tilbakesporinger (1)' (links switching two panes); div.fj-pane#fj-kom: div.fj-k entries (p.fj-t: b.fj-n name · '14.03.2012 kl. 10:14'; div.fj-x text; 'Svar · Varsle'), the reply in div.fj-svar inside its parent's; the other pane (display:none) holds one trackback in the same entry markup; a login prompt below",
        heading="Debatt",
        description="A Norwegian fjord paper's site of 2012: 3 comments (1 reply) in the first of two tabs 'Kommentarer (3) | Tilbakesporinger (1)', the trackback in the other, hidden pane (not a comment); the header's count and 'Gå til kommentarene ↓'; 'Takk for god dekning.'.",
        lookalikes=("a trackback in the hidden second tab",),
    )


def threads2_ad() -> list[Case]:
    return [he_talkbacks(), hi_pasand(), th_khwamhen(), fa_pasokh(), bg_profil(), ca_ordre(), nb_faner()]
