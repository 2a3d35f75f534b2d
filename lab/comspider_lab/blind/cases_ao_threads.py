"""Blind set AO: seven hand-built discussions (readers' comments on this article) in the served HTML, dated as their
sites write them: Persian digits, the Solar Hijri month and relative times (fa), the Thai Buddhist year in Thai digits
with numbered answers "ความคิดเห็นที่ ๓-๑" (th), Japanese era years 令和6年 without any heading (ja), the Hebrew date
beside the Gregorian one (he), the Ethiopian calendar and clock (am), Devanagari digits with रात/सुबह and relative
times (hi), Bengali digits with পূর্বাহ্ণ/অপরাহ্ণ without any heading (bn). Every class name, name, place and text
invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ao_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def fa_terminal() -> Case:
    cs = thread("""
مهدی از اردکان | ۸ آذر ۱۴۰۵، ۲۱:۴۰ | - | - | بالاخره! ده سال است که مسافرها زیر آفتاب کنار جاده منتظر اتوبوس می‌مانند.
زهره | ۸ آذر ۱۴۰۵، ۲۲:۰۵ | 0 | - | کاش یک خط مستقیم به مرکز استان هم اضافه کنند، الان باید دو بار ماشین عوض کنیم.
رضا کریمی | دیروز ۰۹:۱۵ | - | ed | پارکینگ پایانه فقط پنجاه جا دارد؟ روزهای تعطیل این اصلاً کافی نیست.
یک راننده | دیروز ۱۱:۳۰ | 2 | - | پارکینگ اصلی پشت ساختمان است، در گزارش فقط پارکینگ مسافران را نوشته‌اند.
نسرین | ۳ ساعت پیش | - | - | برای سالمندان رمپ و آسانسور در نظر گرفته شده؟ در عکس‌ها فقط پله می‌بینم.
علی‌اصغر | ۴۰ دقیقه پیش | 4 | - | رمپ سمت شرقی ساختمان است، امروز صبح خودم دیدم.
حامد | ۱۲ دقیقه پیش | - | - | دست پیمانکار درد نکند، فقط سرویس بهداشتی را هم تمیز نگه دارند که مثل پایانه قدیمی نشود.
""")

    def item(i: int, c: C, sub: str) -> str:
        ed = ' <span class="nz-ed">(ویرایش شده)</span>' if c.has("ed") else ""
        return (
            f'<div class="nz-item" id="nz-{3300 + i}"><div class="nz-sar"><span class="nz-nam">{esc(c.name)}</span>'
            f' <span class="nz-zaman">{esc(c.when)}</span>{ed}</div><div class="nz-matn">{paras(c.text)}</div>'
            '<div class="nz-abzar"><a href="#nz-form">پاسخ</a> · <button type="button">👍</button> '
            '<button type="button">👎</button></div>'
            + (f'<div class="nz-pasokh">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<section class="nazarat"><h2>نظرات خوانندگان (۷)</h2>'
        + tree(cs, item, lambda s: s)
        + '<form id="nz-form" class="nz-form" action="/nazar" method="post"><p>نظر شما پس از تأیید منتشر می‌شود.</p>'
        '<textarea name="t"></textarea><input name="n" placeholder="نام"> <button>ارسال</button></form></section>'
    )
    st = Story(
        "پایانه مسافربری جدید کویرآباد پس از ده سال افتتاح شد",
        "گروه استان - فاطمه رحیمی",
        "2026-11-29T10:30:00+03:30",
        "شنبه ۸ آذر ۱۴۰۵ - ۱۰:۳۰",
        """
پایانه مسافربری جدید کویرآباد صبح امروز با حضور فرماندار و اعضای شورای شهر افتتاح شد. ساخت این پایانه از سال ۱۳۹۵ آغاز شده بود و چند بار به دلیل کمبود اعتبار متوقف شد.

به گفته مدیر پایانه، از هفته آینده همه اتوبوس‌های بین‌شهری از این محل حرکت می‌کنند و ایستگاه موقت کنار جاده برچیده می‌شود.

پایانه دارای سالن انتظار، نمازخانه، بوفه و پارکینگی با پنجاه جای پارک برای مسافران است.
""",
        today="دوشنبه ۱۰ آذر ۱۴۰۵",
        latest=("بارش برف در گردنه‌های استان", "قیمت خرما در بازار محلی", "افتتاح کتابخانه روستای چاه‌شیرین"),
        tags=("کویرآباد", "حمل و نقل"),
    )
    return make(
        "ao-fa-payaneh-hijri",
        "discussion",
        "fa-kavir",
        st,
        Parts(after=block),
        seeds(cs),
        path="/ostan/payaneh-kavirabad",
        container="section.nazarat: h2 'نظرات خوانندگان (۷)', div.nz-item (span.nz-nam, span.nz-zaman, '(ویرایش شده)', div.nz-matn, controls), replies in div.nz-pasokh inside the item, two levels; a form",
        heading="نظرات خوانندگان (۷)",
        description="A Persian regional news site (article of 8 Azar 1405, 2026-11-29): 7 readers' comments, Persian digits, an absolute Solar Hijri date on the first day, 'دیروز ۰۹:۱۵' and relative times ('۳ ساعت پیش', '۱۲ دقیقه پیش'); one edited; replies one level.",
    )


def th_market() -> Case:
    cs = thread("""
คุณแม่น้องต้นข้าว | ๑๔ มี.ค. ๒๕๖๗ เวลา ๑๘:๔๐ น. | - | - | ดีใจมากค่ะ ไปเที่ยวตั้งแต่เด็ก ๆ ปีนี้จะพาลูกไปพายเรือบ้าง
สมชาย ริมคลอง | ๑๔ มี.ค. ๒๕๖๗ เวลา ๑๙:๐๒ น. | 0 | - | ช่วงเย็นคนไม่เยอะครับ ไปหลังสี่โมงจะได้ที่จอดรถด้วย
ต่าย | ๑๕ มี.ค. ๒๕๖๗ เวลา ๐๗:๕๕ น. | - | - | ค่าจอดรถยังยี่สิบบาทเหมือนเดิมไหมคะ ในข่าวไม่ได้บอกไว้
ลุงหมาย | ๑๕ มี.ค. ๒๕๖๗ เวลา ๑๐:๒๐ น. | - | - | แม่ค้าขนมครกเจ้าเก่ายังขายอยู่หรือเปล่า คิดถึงมาก
พี่ฝน ขายขนม | ๑๕ มี.ค. ๒๕๖๗ เวลา ๑๒:๓๑ น. | 3 | - | ยังอยู่ค่ะลุง ย้ายไปท่าน้ำที่สอง ใกล้ศาลาวัด แวะมานะคะ
บอย | ๑๖ มี.ค. ๒๕๖๗ เวลา ๒๑:๑๕ น. | - | - | อยากให้มีถังขยะแยกประเภทมากกว่านี้ ปีที่แล้วขยะลอยเต็มคลองเลย
""")
    top = [i for i, c in enumerate(cs) if c.parent is None]

    def number(i: int) -> str:
        digits = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")
        c = cs[i]
        if c.parent is None:
            return f"ความคิดเห็นที่ {top.index(i) + 1}".translate(digits)
        sibs = [j for j, d in enumerate(cs) if d.parent == c.parent]
        return f"{number(c.parent)}-{sibs.index(i) + 1}".translate(digits)

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="kh-box" id="kh-{i + 1}"><div class="kh-no">{esc(number(i))}</div>'
            f'<div class="kh-khwam">{paras(c.text)}</div><div class="kh-tai"><span class="kh-chue">{esc(c.name)}</span> '
            f'<span class="kh-wela">{esc(c.when)}</span> <a href="#kh-form">ตอบกลับ</a></div>'
            + (f'<div class="kh-yoi">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<section class="khwamhen"><h3>ความคิดเห็น (๖)</h3>'
        + tree(cs, item, lambda s: s)
        + '<form id="kh-form" action="/khwamhen" method="post"><textarea name="t"></textarea><button>ส่งความคิดเห็น</button></form></section>'
    )
    st = Story(
        "ตลาดน้ำคลองโพธิ์ทองกลับมาเปิดอีกครั้ง หลังปรับปรุงท่าเรือครบหนึ่งปี",
        "ข่าว: วรรณา ศรีสุข",
        "2024-03-14T11:00:00+07:00",
        "๑๔ มี.ค. ๒๕๖๗ ๑๑:๐๐ น.",
        """
ตลาดน้ำคลองโพธิ์ทองกลับมาเปิดให้นักท่องเที่ยวเข้าชมอีกครั้งตั้งแต่วันเสาร์นี้ หลังปิดปรับปรุงท่าเรือและทางเดินริมคลองนานกว่าหนึ่งปี

นายกเทศมนตรีกล่าวว่า ท่าเรือใหม่ทั้งสามจุดรองรับเรือพายได้พร้อมกันกว่าสี่สิบลำ และมีทางลาดสำหรับผู้สูงอายุ

ตลาดจะเปิดทุกวันศุกร์ถึงวันอาทิตย์ ตั้งแต่เวลา ๐๗.๐๐ ถึง ๑๘.๐๐ น.
""",
        today="วันศุกร์ที่ ๑๕ มีนาคม พ.ศ. ๒๕๖๗",
        latest=("ฝนหลวงช่วยพื้นที่ภัยแล้ง", "ราคามะพร้าวน้ำหอมปรับขึ้น", "งานวัดประจำปีเริ่มสัปดาห์หน้า"),
        tags=("ตลาดน้ำ", "ท่องเที่ยว"),
    )
    return make(
        "ao-th-khwamhen-buddhist-year",
        "discussion",
        "th-maeklong",
        st,
        Parts(after=block),
        seeds(cs),
        path="/thongthin/talat-nam-khlong-pho-thong",
        container="section.khwamhen: h3 'ความคิดเห็น (๖)', div.kh-box (div.kh-no 'ความคิดเห็นที่ ๓', div.kh-khwam text, div.kh-tai name and time, 'ตอบกลับ'); answers 'ความคิดเห็นที่ ๔-๑' in div.kh-yoi inside the box",
        heading="ความคิดเห็น (๖)",
        description="A Thai local news site of March 2024 (พ.ศ. ๒๕๖๗): 6 readers' comments numbered 'ความคิดเห็นที่ n' with answers 'n-1', the text before the name and time, Thai digits and the Buddhist year ('๑๕ มี.ค. ๒๕๖๗ เวลา ๑๐:๒๐ น.').",
    )


def ja_ferry() -> Case:
    cs = thread("""
港のおばあ | 令和6年5月12日 14:05 | - | - | 小学校の遠足で乗った船がなくなるのは寂しいけれど、新しい船は揺れが少ないそうで安心しました。
しまねこ | 令和6年5月12日 16:48 | - | ed | 車いすのまま乗れるようになるのは本当にありがたいです。父の通院がずっと大変だったので。
釣り好きの会社員 | 令和6年5月13日 7:22 | - | - | 始発が6時台のままなのか知りたいです。島から通勤している人は多いはず。
T.ヤマモト | 令和6年5月13日 21:10 | - | - | 古い船は解体ではなく、どこかで保存してほしい。港の資料館の前に置けないものでしょうか。
あおい | 令和6年5月15日 9:03 | - | - | 運賃が据え置きなのはうれしい。記事の写真、夕方の桟橋がきれいですね。
""")

    def item(i: int, c: C, sub: str) -> str:
        ed = '<span class="koe-hen">（編集済み）</span>' if c.has("ed") else ""
        return (
            f'<article class="koe"><header class="koe-atama"><img src="/_avatar/koe-{i}.svg" alt="" width="32" height="32">'
            f'<span class="koe-namae">{esc(c.name)}</span><span class="koe-hi">{esc(c.when)}</span>{ed}</header>'
            f'<div class="koe-hon">{paras(c.text)}</div><footer class="koe-shita"><button type="button">なるほど {3 + i * 2}</button> '
            '<button type="button">返信</button> <a href="/ihan">違反報告</a></footer></article>'
        )

    block = (
        '<div class="minna">'
        + tree(cs, item, lambda s: s)
        + '<p class="minna-more"><a href="/login">ログインして投稿する</a></p></div>'
    )
    st = Story(
        "さざなみ丸、37年の運航に幕 新造船「しおかぜ」6月就航",
        "港町支局 中村 恵",
        "2024-05-12T10:00:00+09:00",
        "令和6年5月12日 10:00",
        """
港町と沖ノ島を結ぶ市営フェリー「さざなみ丸」が今月末で引退する。1987年の就航から37年、島民の通勤や通学を支えてきた。

後継の「しおかぜ」は全長38メートルで、車いすのまま乗船できるスロープと、揺れを抑える装置を備える。6月1日から運航を始める。

運賃と時刻表は当面、現行のまま据え置く。市は5月26日に引退記念の見学会を開く。
""",
        today="令和6年5月15日（水）",
        latest=("朝市に新しい店舗", "海水浴場の開設日決まる", "市議会、補正予算を可決"),
        tags=("フェリー", "沖ノ島"),
    )
    return make(
        "ao-ja-reiwa-no-heading",
        "discussion",
        "ja-sazanami",
        st,
        Parts(after=block),
        seeds(cs),
        path="/chiiki/sazanamimaru-intai",
        container="div.minna (no heading): article.koe (header: avatar, span.koe-namae, span.koe-hi '令和6年5月12日 14:05', '（編集済み）'; div.koe-hon; footer controls); flat",
        heading=None,
        description="A Japanese port-town news site of May 2024: 5 readers' comments without any heading, dated in the Japanese era ('令和6年5月13日 7:22'), one marked （編集済み）, 'なるほど n' counts; flat.",
    )


def he_bikepath() -> Case:
    cs = thread("""
יעל מראש הגבעה | ט' בניסן תשפ"ה · 07.04.2025 · 08:12 | - | - | סוף סוף אפשר יהיה לרכוב עם הילדים לבית הספר בלי לנסוע על הכביש הראשי.
דודי | ט' בניסן תשפ"ה · 07.04.2025 · 09:40 | 0 | - | בתנאי שישימו תאורה. בחורף בחמש כבר חושך.
יעל מראש הגבעה | ט' בניסן תשפ"ה · 07.04.2025 · 10:03 | 1 | - | צודק, בכתבה כתוב שהתאורה רק בשלב השני. מקווה שזה לא ייקח שלוש שנים.
אבי ש. | ט' בניסן תשפ"ה · 07.04.2025 · 13:27 | - | - | מי יתחזק את השביל? השביל לאורך הנחל נסגר אחרי שנה כי אף אחד לא ניקה אותו.
מיכל | י' בניסן תשפ"ה · 08.04.2025 · 07:50 | - | - | כל הכבוד למועצה. רק שלא ישכחו ספסלים וברזייה באמצע הדרך.
רוכב ותיק | י' בניסן תשפ"ה · 08.04.2025 · 22:14 | 3 | - | לפי מה שנאמר בישיבת המועצה, האחזקה תתחלק בין המועצה לוועד היישוב. נראה.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="comment-item" id="comment-{7710 + i}"><div class="comment-meta"><b class="comment-author">{esc(c.name)}</b> '
            f'<span class="comment-date">{esc(c.when)}</span></div><div class="comment-body">{paras(c.text)}</div>'
            f'<a class="comment-reply" href="#comment-form">הגב</a>{sub}</li>'
        )

    block = (
        '<section id="comments" class="comments-area"><h2>תגובות (6)</h2><ul class="comment-list">'
        + tree(cs, item, lambda s: f'<ul class="comment-replies">{s}</ul>')
        + '</ul><form id="comment-form" action="/tguva" method="post"><input name="n" placeholder="שם"><textarea name="t"></textarea><button>שליחה</button></form></section>'
    )
    st = Story(
        "שביל האופניים בין היישובים ייפתח עוד לפני הקיץ",
        "מאת נועה ברגר",
        "2025-04-06T12:00:00+03:00",
        "ח' בניסן תשפ\"ה | 06.04.2025",
        """
שביל האופניים באורך שבעה קילומטרים, שיחבר בין שלושה יישובים במועצה, ייפתח לציבור עוד לפני חופשת הקיץ. כך הודיעה המועצה השבוע.

השביל עובר לאורך הוואדי ומתחבר לבית הספר האזורי. בשלב הראשון הוא יהיה פתוח רק בשעות האור, והתאורה תותקן בשלב השני.

עלות הפרויקט כשמונה מיליון שקלים, רובם מתקציב משרד התחבורה.
""",
        today="יום שלישי, י' בניסן תשפ\"ה · 08.04.2025",
        latest=("פסטיבל הזמר בגליל יוצא לדרך", "מחסור במים בחקלאות", "נפתח גן ילדים חדש"),
        tags=("אופניים", "מועצה אזורית"),
    )
    return make(
        "ao-he-hebrew-date-beside",
        "discussion",
        "he-galil",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/shvil-ofanaim",
        container="section#comments.comments-area: h2 'תגובות (6)', ul.comment-list > li.comment-item (b.comment-author, span.comment-date, div.comment-body, a.comment-reply); replies in ul.comment-replies inside the li, three levels",
        heading="תגובות (6)",
        description="A Hebrew regional news site of April 2025: 6 readers' comments dated with the Hebrew date beside the Gregorian one ('ט' בניסן תשפ\"ה · 07.04.2025 · 08:12'); replies up to three levels; right to left.",
    )


def am_library() -> Case:
    cs = thread("""
ሰላማዊት | መጋቢት 11 ቀን 2016 ዓ.ም. ከቀኑ 4:15 | - | - | በጣም ደስ የሚል ዜና ነው። ልጆቻችን ከትምህርት ቤት በኋላ የሚያነቡበት ቦታ አገኙ።
ዮናስ ተ. | መጋቢት 11 ቀን 2016 ዓ.ም. ከምሽቱ 2:40 | - | - | ቤተ መጻሕፍቱ ቅዳሜና እሁድ ክፍት ይሆናል? ብዙ ሰው ጊዜ የሚያገኘው በሳምንቱ መጨረሻ ነው።
አበበች | መጋቢት 12 ቀን 2016 ዓ.ም. ከጠዋቱ 2:05 | - | - | የእንግሊዝኛ መጻሕፍት ብቻ ሳይሆን የአማርኛ ልብወለዶችም ቢኖሩ ጥሩ ነው።
ተማሪ ሄኖክ | መጋቢት 13 ቀን 2016 ዓ.ም. ከቀኑ 9:50 | - | - | ትናንት ሄጄ ነበር። ቦታው ጸጥ ያለና ንጹሕ ነው፤ ኢንተርኔት ግን ገና አልገባም።
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ast-q"><p class="ast-ras"><strong>{esc(c.name)}</strong> <em>{esc(c.when)}</em></p>'
            f'{paras(c.text, cls="ast-tx")}<p class="ast-mls"><a href="#ast-f">መልስ</a></p></div>'
        )

    block = (
        '<div class="astyayet"><h3>አስተያየቶች (4)</h3>'
        + tree(cs, item, lambda s: s)
        + '<form id="ast-f" action="/ast" method="post"><p>አስተያየት ይስጡ</p><input name="s" placeholder="ስም"><textarea name="t"></textarea><button>ላክ</button></form></div>'
    )
    st = Story(
        "በሰፈራችን አዲስ የሕዝብ ቤተ መጻሕፍት ተከፈተ",
        "በሐና ወርቁ",
        "2024-03-19T09:00:00+03:00",
        "መጋቢት 10 ቀን 2016 ዓ.ም.",
        """
ባለፈው ሳምንት በሰፈራችን የወጣቶች ማዕከል ውስጥ አዲስ የሕዝብ ቤተ መጻሕፍት ተከፈተ። ቤተ መጻሕፍቱ ከሁለት ሺህ በላይ መጻሕፍት አሉት።

መጻሕፍቱ በአብዛኛው ከነዋሪዎችና ከውጭ ከሚኖሩ የሰፈሩ ልጆች በስጦታ የተገኙ ናቸው። ለተማሪዎች የንባብ ክፍልም ተዘጋጅቷል።

ቤተ መጻሕፍቱ ከሰኞ እስከ ዓርብ ከጠዋቱ 2 ሰዓት እስከ ምሽቱ 12 ሰዓት ክፍት ነው።
""",
        latest=("የሐይቁ ዳርቻ ጽዳት ዘመቻ", "የጥምቀት በዓል ትዝታዎች", "ስለ እኛ"),
        tags=("ቤተ መጻሕፍት", "ሰፈር"),
    )
    return make(
        "ao-am-ethiopian-calendar",
        "discussion",
        "am-tana",
        st,
        Parts(after=block),
        seeds(cs),
        path="/ketema/adis-bete-metsahft",
        container="div.astyayet: h3 'አስተያየቶች (4)', div.ast-q (p.ast-ras: strong name, em time; p.ast-tx; 'መልስ'); flat; a form",
        heading="አስተያየቶች (4)",
        description="An Amharic blog of March 2024: 4 readers' comments dated in the Ethiopian calendar and clock ('መጋቢት 12 ቀን 2016 ዓ.ም. ከጠዋቱ 2:05'); flat.",
    )


def hi_bridge() -> Case:
    cs = thread("""
राकेश पटेल | २९ नवंबर २०२६, रात ८:४५ | - | - | पुल बनने से किसानों को मंडी तक पहुँचने में आधा घंटा कम लगेगा। अच्छी खबर है।
सुनीता वर्मा | २९ नवंबर २०२६, रात ९:१२ | 0 | - | आधा घंटा नहीं, बारिश में तो पूरा दिन बचेगा। नाव का इंतज़ार नहीं करना पड़ेगा।
अजय सिंह | कल, सुबह १०:२० | - | - | काम कब पूरा होगा, यह ख़बर में साफ़ नहीं लिखा। पिछली बार भी दो साल की बात हुई थी।
नर्मदा समाचार डेस्क | कल, दोपहर १२:०५ | 2 | - | अजय जी, विभाग के अनुसार पहले चरण का काम मार्च २०२८ तक पूरा होना है। हमने यह जानकारी ख़बर में जोड़ दी है।
दीपक | ३ घंटे पहले | - | - | ठेकेदार का नाम भी बताइए। पिछले पुल में दो साल में ही दरारें आ गई थीं।
मीना बाई | ४५ मिनट पहले | 4 | - | सही कहा भैया, जाँच रिपोर्ट भी सबके सामने आनी चाहिए।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="ry-pravisti"><div class="ry-upar"><span class="ry-naam">{esc(c.name)}</span>'
            f'<span class="ry-samay">{esc(c.when)}</span></div>{paras(c.text, cls="ry-baat")}'
            f'<div class="ry-niche"><a href="#ry-f">जवाब दें</a> <span>👍 {2 * i + 1}</span></div>'
            + (f'<ul class="ry-jawab">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<section class="pathak-ray"><h2>पाठकों की राय (६)</h2><ul class="ry-suchi">'
        + tree(cs, item, lambda s: s)
        + '</ul><form id="ry-f" action="/ray" method="post"><textarea name="t" placeholder="अपनी राय लिखें"></textarea><button>भेजें</button></form></section>'
    )
    st = Story(
        "नर्मदा पर नए पुल का भूमिपूजन, चार गाँवों की दूरी होगी आधी",
        "संवाददाता, राजेश दुबे",
        "2026-11-29T17:30:00+05:30",
        "२९ नवंबर २०२६, शाम ५:३० बजे",
        """
नर्मदा नदी पर बनने वाले नए पुल का भूमिपूजन शनिवार को हुआ। पुल बनने के बाद नदी के पार बसे चार गाँवों से ज़िला मुख्यालय की दूरी लगभग आधी रह जाएगी।

अभी ग्रामीणों को या तो नाव से नदी पार करनी पड़ती है या चालीस किलोमीटर घूमकर आना पड़ता है। बारिश के मौसम में नाव भी बंद हो जाती है।

लोक निर्माण विभाग के अनुसार पुल की लंबाई ४२० मीटर होगी और इस पर लगभग ८६ करोड़ रुपये खर्च होंगे।
""",
        today="सोमवार, १ दिसंबर २०२६",
        latest=("मंडी में सोयाबीन के भाव", "ठंड बढ़ी, स्कूलों का समय बदला", "ज़िला कबड्डी प्रतियोगिता शुरू"),
        tags=("नर्मदा", "पुल"),
    )
    return make(
        "ao-hi-devanagari-relative",
        "discussion",
        "hi-narmada",
        st,
        Parts(after=block),
        seeds(cs),
        path="/shahar/narmada-naya-pul",
        container="section.pathak-ray: h2 'पाठकों की राय (६)', ul.ry-suchi > li.ry-pravisti (span.ry-naam, span.ry-samay, p.ry-baat, 'जवाब दें', likes); replies in ul.ry-jawab, one level",
        heading="पाठकों की राय (६)",
        description="A Hindi city news site (article of 29 November 2026): 6 readers' comments in Devanagari digits, absolute with रात for the first day, 'कल, सुबह १०:२०' and relative times ('३ घंटे पहले'); the desk's answer; replies one level.",
    )


def bn_lab() -> Case:
    cs = thread("""
মো. রফিকুল ইসলাম | ১২ ফেব্রুয়ারি ২০২৩, ১০:৪৫ পূর্বাহ্ণ | - | - | আমাদের সময় এক মাইক্রোস্কোপে চল্লিশজন মিলে দেখতাম। এখনকার ছেলেমেয়েরা ভাগ্যবান।
শাহনাজ পারভীন | ১২ ফেব্রুয়ারি ২০২৩, ০৩:২০ অপরাহ্ণ | - | - | শুধু যন্ত্রপাতি দিলেই হবে না, প্রশিক্ষিত শিক্ষকও লাগবে। আশা করি সেটাও ভাবা হয়েছে।
তানভীর | ১৩ ফেব্রুয়ারি ২০২৩, ০৮:১০ পূর্বাহ্ণ | - | - | চরপাড়ার স্কুলগুলোর কথাও একটু লিখবেন, ওখানে এখনো কোনো ল্যাব নেই।
নাসরিন আক্তার | ১৪ ফেব্রুয়ারি ২০২৩, ০৯:৩০ অপরাহ্ণ | - | - | আমার মেয়ে এই স্কুলে পড়ে। গতকাল প্রথম ব্যবহারিক ক্লাস হয়েছে, সে খুব খুশি।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="mt-sari"><div class="mt-naam">{esc(c.name)}</div><div class="mt-kal">{esc(c.when)}</div>'
            f'<div class="mt-lekha">{paras(c.text)}</div><div class="mt-kaj"><a href="#mt-f">উত্তর দিন</a> · <a href="/report">রিপোর্ট</a></div></div>'
        )

    block = (
        '<div class="mot-tali">'
        + tree(cs, item, lambda s: s)
        + '<form id="mt-f" action="/mot" method="post"><textarea name="t" placeholder="আপনার মতামত লিখুন"></textarea><button>পাঠান</button></form></div>'
    )
    st = Story(
        "পদ্মাপাড়ের বালিকা বিদ্যালয়ে নতুন বিজ্ঞানাগার",
        "নিজস্ব প্রতিবেদক",
        "2023-02-11T18:00:00+06:00",
        "১১ ফেব্রুয়ারি ২০২৩, ০৬:০০ অপরাহ্ণ (২৮ মাঘ ১৪২৯)",
        """
পদ্মাপাড়ের সরকারি বালিকা উচ্চ বিদ্যালয়ে শনিবার নতুন বিজ্ঞানাগার উদ্বোধন করা হয়েছে। এতে পদার্থ, রসায়ন ও জীববিজ্ঞানের জন্য আলাদা টেবিল ও যন্ত্রপাতি রয়েছে।

প্রধান শিক্ষক জানান, আগে একটি ছোট কক্ষে সব ব্যবহারিক ক্লাস নিতে হতো। এখন একসঙ্গে চল্লিশজন ছাত্রী কাজ করতে পারবে।

বিজ্ঞানাগারটি তৈরিতে প্রায় পঁচিশ লাখ টাকা খরচ হয়েছে।
""",
        today="মঙ্গলবার, ১৪ ফেব্রুয়ারি ২০২৩ | ১ ফাল্গুন ১৪২৯",
        latest=("আমের মুকুলে ভরে গেছে বাগান", "বইমেলায় স্থানীয় লেখকদের বই", "জেলা ফুটবলে নতুন চ্যাম্পিয়ন"),
        tags=("শিক্ষা", "বিজ্ঞান"),
    )
    return make(
        "ao-bn-bengali-digits-no-heading",
        "discussion",
        "bn-padma",
        st,
        Parts(after=block),
        seeds(cs),
        path="/shiksha/balika-biddaloy-biggyanagar",
        container="div.mot-tali (no heading): div.mt-sari (div.mt-naam, div.mt-kal '১২ ফেব্রুয়ারি ২০২৩, ১০:৪৫ পূর্বাহ্ণ', div.mt-lekha, controls); flat; a form",
        heading=None,
        description="A Bangladeshi regional news site of February 2023: 4 readers' comments without any heading, in Bengali digits with পূর্বাহ্ণ/অপরাহ্ণ, the article's date also in the Bengali calendar; flat.",
    )


def threads_ao() -> list[Case]:
    return [fa_terminal(), th_market(), ja_ferry(), he_bikepath(), am_library(), hi_bridge(), bn_lab()]
