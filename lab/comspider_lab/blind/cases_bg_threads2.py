"""Blind set BG: nine more hand-built discussions, each on an invented site with its one awkward trait: a Bangladeshi
portal dated only in the Bengali calendar with the part of the day (bn); a Tamil portal whose thread an external
script writes into the page with document.write (ta); a Thai paper whose thread sits in a second tab, numbered
"ความคิดเห็นที่ ๒-๑" in Thai digits and Buddhist-era dates (th); a Russian district paper whose thread is an iframe
inserted after load, five levels deep (ru); a Ukrainian page declared windows-1251 in numeric references, newest
first (uk); a Greek island blog whose comments are folded under "Εμφάνιση σχολίων" with anonymous commenters (el);
a Georgian paper with a table per comment and replies in tables nested in the text cell (ka); an Armenian site
whose button fetches the thread as HTML (hy); an Amharic paper dated in the Ethiopian calendar in Ethiopic
numerals (am). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bg_common import (
    C,
    Case,
    Parts,
    Story,
    bare,
    esc,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def bn_bangla_calendar() -> Case:
    cs = thread("""
রফিকুল ইসলাম | ২১ ফাল্গুন ১৪২০, রাত ০৯:৪০ | - | - | নদীভাঙনে আমাদের গ্রামের অর্ধেক চলে গেছে। বাঁধের কাজ এবার যেন বর্ষার আগে শেষ হয়।
শাহানা | ২১ ফাল্গুন ১৪২০, রাত ১০:১২ | 0 | - | আপনাদের গ্রাম কোনটা ভাই? আমাদের চরেও একই অবস্থা।
রফিকুল ইসলাম | ২২ ফাল্গুন ১৪২০, সকাল ০৭:০৫ | 1 | - | হরিণচরা, ঘাটের পূর্ব দিকে। স্কুলটাও এখন নদীর কিনারে।
মাহবুব | ২২ ফাল্গুন ১৪২০, সকাল ০৯:৩০ | - | - | প্রতি বছর বাজেট আসে, বালুর বস্তা ফেলা হয়, বর্ষায় সব ভেসে যায়। স্থায়ী বাঁধ ছাড়া উপায় নেই।
নদীর মেয়ে | ২২ ফাল্গুন ১৪২০, দুপুর ১২:৪৫ | 3 | - | খবরে লিখেছে এবার কংক্রিটের ব্লক দিয়ে স্থায়ী বাঁধ হবে। দেখা যাক।
মাহবুব | ২২ ফাল্গুন ১৪২০, দুপুর ০১:২০ | 4 | - | দেখা যাক। আশায় থাকলাম।
সুমন চক্রবর্তী | ২২ ফাল্গুন ১৪২০, বিকেল ০৪:১০ | - | - | ভাঙনে যারা ঘর হারিয়েছেন তাদের পুনর্বাসনের কথা কিছু নেই কেন?
শাহানা | ২২ ফাল্গুন ১৪২০, রাত ০৮:৫৫ | 6 | - | ঠিক বলেছেন। আমাদের পাশের বাড়ির চাচা এখনো স্কুলঘরে থাকেন।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="mn-li"><div class="mn-upor"><span class="mn-nam">{esc(c.name)}</span>'
            f'<span class="mn-somoy">{esc(c.when)}</span></div>{paras(c.text, cls="mn-lekha")}'
            '<div class="mn-nich"><a href="#" class="mn-uttor">উত্তর</a> · <a href="#" class="mn-pochondo">পছন্দ</a></div>'
            + (f'<ul class="mn-ul mn-shakha">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="montobbo"><h3>পাঠকের মন্তব্য (৮)</h3><p class="mn-sotorko">মন্তব্যের দায় মন্তব্যকারীর।</p><ul class="mn-ul">'
        + tree(cs, item, lambda s: s)
        + '</ul><form class="mn-form" action="/montobbo" method="post"><input name="n" placeholder="নাম"><textarea name="t"></textarea>'
        "<button>মন্তব্য করুন</button></form></div>"
    )
    css = ".montobbo{margin:16px 0;border-top:3px solid #1b6b3a}.mn-li{list-style:none;padding:6px 0;border-bottom:1px solid #eee}.mn-somoy{color:#888;font-size:12px;margin:0 8px}.mn-shakha{margin-left:26px;border-left:2px solid #d4e8da}"
    st = Story(
        "রূপসাগরের ভাঙন ঠেকাতে হরিণচরাে স্থায়ী বাঁধের কাজ শুরু",
        "নিজস্ব প্রতিবেদক, নদীপাড়",
        "2014-03-06T18:00:00+06:00",
        "২১ ফাল্গুন ১৪২০ বঙ্গাব্দ, বৃহস্পতিবার",
        """
হরিণচরা ঘাট থেকে চরপাড়া পর্যন্ত চার কিলোমিটার এলাকায় স্থায়ী বাঁধ নির্মাণের কাজ শুরু হয়েছে। এবার বালুর বস্তার বদলে কংক্রিটের ব্লক ব্যবহার করা হবে।

পানি উন্নয়ন বোর্ড জানিয়েছে, বর্ষা শুরুর আগে প্রথম দুই কিলোমিটারের কাজ শেষ করার লক্ষ্য রয়েছে।

গত তিন বছরে ভাঙনে এই এলাকার প্রায় চারশ পরিবার ঘর হারিয়েছে। তাদের পুনর্বাসন নিয়ে এখনো কোনো ঘোষণা আসেনি।
""",
        section="জেলা",
        related=(
            "চরাঞ্চলে বোরো ধানের বাম্পার ফলন",
            "ফেরিঘাটে যানজট চরমে",
            "জেলা স্কুল ক্রিকেটে চ্যাম্পিয়ন পাইলট স্কুল",
            "হাটে ইলিশের দাম চড়া",
        ),
        tags=("নদীভাঙন", "বাঁধ", "রূপসাগর"),
    )
    return make(
        "bg-bn-bangla-calendar",
        "discussion",
        "bn-padma",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/district/2014/03/06/harinchara-bandh",
        container="div.montobbo: h3 'পাঠকের মন্তব্য (৮)', ul.mn-ul > li.mn-li (span.mn-nam, span.mn-somoy, p.mn-lekha, 'উত্তর · পছন্দ'), replies in ul.mn-shakha, two levels",
        heading="পাঠকের মন্তব্য (৮)",
        description="A Bangladeshi river-district portal of 2014: 8 comments, replies two levels deep; the hard way: every date is in the Bengali calendar only, in Bengali digits with the part of the day ('২২ ফাল্গুন ১৪২০, দুপুর ১২:৪৫'), no Gregorian date anywhere in the thread.",
    )


def ta_document_write() -> Case:
    cs = thread("""
முருகேசன் | 15-06-2010 07:45 | - | - | செங்கல்மலை அணை திறப்பு தாமதமானால் குறுவை சாகுபடி முழுவதும் பாதிக்கப்படும். அரசு உடனே முடிவு எடுக்க வேண்டும்.
கலைச்செல்வி | 15-06-2010 08:30 | 0 | - | எங்கள் ஊரில் ஏற்கனவே நாற்று விட்டுவிட்டோம். தண்ணீர் வராவிட்டால் எல்லாம் வீண்.
ராஜா, வடகரை | 15-06-2010 09:12 | - | - | கால்வாய்களைத் தூர் வாரும் பணி இன்னும் முடியவில்லை. தண்ணீர் வந்தாலும் கடைமடைக்குப் போகாது.
ஒரு விவசாயி | 15-06-2010 11:05 | 2 | - | உண்மை. கடந்த ஆண்டும் கடைமடை வரை தண்ணீர் வரவில்லை.
சேகர் | 15-06-2010 13:40 | - | - | நல்ல செய்தி. விரைவில் அணை திறக்கப்படும் என்று நம்புவோம்.
மீனாட்சி சுந்தரம் | 15-06-2010 18:22 | - | - | கட்டுரையில் சொன்ன மாற்றுப் பயிர் திட்டம் பற்றி மேலும் விவரம் தரவும்.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<table class="vk-tbl" width="100%" cellspacing="0"><tr><td class="vk-peyar"><b>{esc(c.name)}</b> '
            f'<font color="#888" size="1">{esc(c.when)}</font></td></tr><tr><td class="vk-karuthu">{esc(c.text)}'
            + (f'<div class="vk-pathil" style="margin-left:30px">{sub}</div>' if sub else "")
            + "</td></tr></table>"
        )

    markup = (
        '<div class="vk-box"><div class="vk-thalaippu">வாசகர் கருத்துகள் (6)</div>'
        + tree(cs, item, lambda s: s)
        + '<div class="vk-kurippu">கருத்துகள் வாசகர்களின் சொந்தக் கருத்துகள்.</div></div>'
    )
    script = "document.write(" + json.dumps(markup, ensure_ascii=False) + ");\n"
    inside = (
        '<div id="vasagar"><script type="text/javascript" src="/cmt/2010/06/14/1187.js"></script></div>'
        '<p class="vk-ezhuthu"><a href="/cmt/post.php?id=1187">உங்கள் கருத்தை எழுதுங்கள்</a></p>'
    )
    css = ".vk-box{border:1px solid #e0c08a;margin:14px 0}.vk-thalaippu{background:#f7e7c6;font-weight:bold;padding:4px 8px}.vk-tbl{border-bottom:1px dotted #d9c29a}.vk-peyar{background:#fdf8ee;padding:3px 8px}.vk-karuthu{padding:4px 8px}"
    st = Story(
        "செங்கல்மலை அணை திறப்பு தாமதம்: டெல்டா விவசாயிகள் கவலை",
        "நமது நிருபர், வடகரை",
        "2010-06-14T20:15:00+05:30",
        "ஜூன் 14, 2010 20:15",
        """
செங்கல்மலை அணையின் நீர்மட்டம் குறைவாக உள்ளதால், வழக்கமாக ஜூன் 12 அன்று திறக்கப்படும் அணை இந்த ஆண்டு இன்னும் திறக்கப்படவில்லை.

குறுவை சாகுபடிக்காக நாற்று விட்ட விவசாயிகள் கவலை அடைந்துள்ளனர். கால்வாய்களைத் தூர் வாரும் பணியும் பல இடங்களில் முடிவடையவில்லை.

தண்ணீர் குறைவாகத் தேவைப்படும் மாற்றுப் பயிர்களை ஊக்குவிக்க வேளாண்மைத் துறை ஒரு திட்டத்தை அறிவித்துள்ளது.
""",
        section="மாவட்டம்",
        related=(
            "மேலப்பட்டியில் புதிய பேருந்து நிலையம்",
            "பள்ளிகள் திறப்பு: பாடநூல்கள் விநியோகம்",
            "ஆற்றூர் இசை விழா ஏற்பாடுகள்",
            "நெல் கொள்முதல் விலை உயர்வு",
        ),
        tags=("செங்கல்மலை அணை", "குறுவை", "டெல்டா"),
    )
    return make(
        "bg-ta-document-write",
        "discussion",
        "ta-kaveri",
        st,
        Parts(inside=inside, css=css),
        seeds(cs),
        path="/district/2010/06/14/1187.html",
        reveal="script: an external script (/cmt/2010/06/14/1187.js) writes the thread into the page with document.write while it loads",
        static=False,
        files={"/cmt/2010/06/14/1187.js": script},
        container="div#vasagar inside the article: the script writes div.vk-box ('வாசகர் கருத்துகள் (6)', a table.vk-tbl per comment: td.vk-peyar name and time, td.vk-karuthu text; replies in div.vk-pathil inside the text cell)",
        heading="வாசகர் கருத்துகள் (6)",
        description="A Tamil delta-districts portal of 2010: 6 readers' comments, a table each, replies one level inside the text cell; the hard way: the served HTML holds only a script tag, and the external script writes the whole thread with document.write while the page loads.",
    )


def th_tab_numbered() -> Case:
    cs = thread("""
คนท่าตะเคียน | ๑๒ ม.ค. ๒๕๕๗ เวลา ๐๘:๑๕ น. | - | - | ดีใจที่ตลาดน้ำจะกลับมาคึกคัก แต่ขอให้ดูแลเรื่องขยะในคลองด้วย
ป้าแดง | ๑๒ ม.ค. ๒๕๕๗ เวลา ๐๙:๔๐ น. | 0 | - | เห็นด้วยค่ะ ทุกเสาร์อาทิตย์ขยะลอยเต็มคลองเลย
ลุงชม ริมคลอง | ๑๒ ม.ค. ๒๕๕๗ เวลา ๑๐:๒๒ น. | - | - | แม่ค้าเดิมจะได้แผงก่อนไหมครับ หรือต้องจับฉลากใหม่หมด
เจ้าหน้าที่เทศบาล | ๑๒ ม.ค. ๒๕๕๗ เวลา ๑๑:๐๕ น. | 2 | - | แม่ค้าที่มีทะเบียนเดิมได้สิทธิ์ก่อนครับ สอบถามได้ที่กองช่างเทศบาล
ลุงชม ริมคลอง | ๑๒ ม.ค. ๒๕๕๗ เวลา ๑๖:๔๕ น. | 2 | - | ขอบคุณครับ พรุ่งนี้จะไปติดต่อ
นักท่องเที่ยวขาจร | ๑๒ ม.ค. ๒๕๕๗ เวลา ๑๓:๕๐ น. | - | - | ไปมาเมื่อเดือนก่อน ที่จอดรถหายากมาก ถ้ามีรถรับส่งจากสถานีจะดีมาก
น้องฝน | ๑๒ ม.ค. ๒๕๕๗ เวลา ๑๕:๓๐ น. | - | - | ขอให้มีเรือพายขายขนมแบบเดิม ๆ อย่าให้กลายเป็นร้านขายของที่ระลึกหมด
ป้าแดง | ๑๓ ม.ค. ๒๕๕๗ เวลา ๐๗:๑๐ น. | 6 | - | ใช่ค่ะ ขนมครกบนเรือนี่แหละเสน่ห์ของที่นี่
""")
    thai = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")
    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]

    def box(i: int) -> str:
        c = cs[i]
        if c.seed.parent is None:
            num = str(tops.index(i) + 1)
        else:
            p = c.seed.parent
            num = f"{tops.index(p) + 1}-{[k for k, x in enumerate(cs) if x.seed.parent == p].index(i) + 1}"
        return (
            f'<div class="kh-box{" kh-yoi" if c.seed.parent is not None else ""}"><div class="kh-lek">ความคิดเห็นที่ {num.translate(thai)}</div>'
            f'<div class="kh-nuea">{esc(c.text)}</div><div class="kh-tai">โดย <b class="kh-chue">{esc(c.name)}</b> '
            f'<span class="kh-wela">{esc(c.when)}</span> <a href="#" class="kh-tob">ตอบกลับ</a> <a href="#" class="kh-jaeng">แจ้งลบ</a></div></div>'
        )

    boxes = "".join(box(i) + "".join(box(k) for k, x in enumerate(cs) if x.seed.parent == i) for i in tops)
    block = (
        '<div class="kh-tabs" role="tablist"><button role="tab" id="tab-kao" aria-selected="true" '
        "onclick=\"document.getElementById('pn-kao').hidden=false;document.getElementById('pn-khwam').hidden=true\">ข่าวที่เกี่ยวข้อง</button>"
        '<button role="tab" id="tab-khwam" aria-selected="false" '
        "onclick=\"document.getElementById('pn-kao').hidden=true;document.getElementById('pn-khwam').hidden=false\">ความคิดเห็น (๘)</button></div>"
        '<div id="pn-kao" role="tabpanel"><ul><li><a href="/news/5521">เทศบาลเตรียมขุดลอกคลองก่อนหน้าฝน</a> '
        '<span>๑๐ ม.ค. ๒๕๕๗</span></li><li><a href="/news/5508">ตลาดริมรางเปิดขยายเวลาถึงสองทุ่ม</a> <span>๘ ม.ค. ๒๕๕๗</span></li>'
        '<li><a href="/news/5490">งานวัดประจำปีคึกคัก</a> <span>๕ ม.ค. ๒๕๕๗</span></li></ul></div>'
        f'<div id="pn-khwam" role="tabpanel" hidden>{boxes}<p class="kh-form"><a href="/comment/5530">แสดงความคิดเห็น</a></p></div>'
    )
    css = ".kh-tabs button{padding:6px 14px;border:1px solid #ccc;background:#f5f5f5}.kh-box{border:1px solid #d7c9a8;background:#fffaf0;margin:8px 0;padding:8px}.kh-yoi{margin-left:36px;background:#f7f2e6}.kh-lek{color:#a0522d;font-size:12px}.kh-tai{font-size:12px;color:#777}"
    st = Story(
        "เทศบาลฟื้นตลาดน้ำริมคลองท่าตะเคียน เปิดให้ค้าขายทุกสุดสัปดาห์",
        "โดย ทีมข่าวท่าตะเคียนรายวัน",
        "2014-01-11T17:00:00+07:00",
        "๑๑ ม.ค. ๒๕๕๗ เวลา ๑๗:๐๐ น.",
        """
เทศบาลตำบลริมคลองเตรียมฟื้นฟูตลาดน้ำเก่าให้กลับมาเปิดค้าขายทุกวันเสาร์และอาทิตย์ ตั้งแต่เดือนกุมภาพันธ์เป็นต้นไป

แม่ค้าที่มีทะเบียนเดิมจะได้รับสิทธิ์เลือกแผงก่อน ส่วนแผงที่เหลือจะจับฉลาก เทศบาลยังเตรียมจัดเรือเก็บขยะในคลองทุกเย็น

นายกเทศมนตรีกล่าวว่าต้องการให้ตลาดคงบรรยากาศแบบดั้งเดิม โดยเฉพาะเรือพายขายขนมและอาหาร
""",
        section="ข่าวท้องถิ่น",
        related=(
            "ราคามะพร้าวน้ำหอมพุ่ง",
            "รถไฟสายท่าตะเคียนปรับเวลาเดินรถ",
            "เทศกาลส้มโอประจำปี",
            "ทีมฟุตบอลจังหวัดคว้าแชมป์",
        ),
        tags=("ตลาดน้ำ", "คลองท่าตะเคียน"),
    )
    return make(
        "bg-th-tab-numbered",
        "discussion",
        "th-maeklong",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/5530",
        reveal="tab: the thread is the second tab panel 'ความคิดเห็น (๘)' (hidden in the served HTML until the tab is clicked)",
        check_steps=("click:#tab-khwam", "wait:200"),
        container="div#pn-khwam[role=tabpanel][hidden]: div.kh-box per comment (div.kh-lek 'ความคิดเห็นที่ ๒' or '๒-๑' for a reply, div.kh-nuea text, 'โดย NAME', span.kh-wela, 'ตอบกลับ', 'แจ้งลบ'); replies are the next boxes with class kh-yoi, siblings of their parent",
        heading=None,
        description="A Thai provincial paper of 2014: 8 comments in numbered boxes, replies numbered after their parent ('ความคิดเห็นที่ ๒-๑') as following sibling boxes, Thai digits and Buddhist-era dates ('๑๒ ม.ค. ๒๕๕๗ เวลา ๐๘:๑๕ น.'), the name after the text; the hard way: the thread is the hidden second tab 'ความคิดเห็น (๘)' beside a related-news tab shown first, and its only heading is the tab.",
    )


def ru_iframe_deep() -> Case:
    cs = thread("""
Николай Петрович | 12 октября 2012, 09:14 | - | r=+12 | Котельную на Заречной улице обещали заменить ещё в 2009 году. Теперь опять «в следующем сезоне».
осокинка | 12 октября 2012, 09:40 | 0 | r=+5 | У нас в доме батареи чуть тёплые уже неделю, а платим как за полное отопление.
Сергей_К | 12 октября 2012, 10:05 | 1 | r=+3 | Пишите заявление в управляющую компанию, должны сделать перерасчёт. Мы так в прошлом году добились.
осокинка | 12 октября 2012, 10:32 | 2 | r=+1 | Спасибо, попробую. А заявление в свободной форме?
Сергей_К | 12 октября 2012, 11:01 | 3 | r=+2 | Да, и обязательно со вторым экземпляром, на котором вам поставят отметку о приёме.
Ветеран труда | 12 октября 2012, 12:20 | - | r=−2 | Раньше всё работало, и никто не жаловался.
Марина В. | 12 октября 2012, 13:45 | 5 | r=+7 | Раньше и котельной этой было двадцать лет, а сейчас пятьдесят.
Андрей | 12 октября 2012, 15:10 | - | r=+4 | Где можно посмотреть график подключения по улицам? На сайте администрации ничего нет.
Редакция «Осокинского курьера» | 12 октября 2012, 16:02 | 7 | r=+9 | Андрей, график опубликован на третьей странице пятничного номера, на сайте добавим сегодня вечером.
Люба | 13 октября 2012, 08:30 | - | r=+1 | Детский сад на Школьной тоже без тепла, дети сидят в куртках.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="ob-k" id="ob-{3300 + i}"><div class="ob-sh"><b class="ob-avtor">{esc(c.name)}</b> '
            f'<span class="ob-data">{esc(c.when)}</span> <span class="ob-reit">{esc(c.get("r"))}</span></div>'
            f'<div class="ob-tekst">{paras(c.text)}</div><a href="#" class="ob-otv">ответить</a>'
            + (f'<ul class="ob-vetka">{sub}</ul>' if sub else "")
            + "</li>"
        )

    body = (
        '<div class="ob-vidzhet"><h4>Обсуждение (10)</h4><p class="ob-vhod"><a href="/login" target="_top">Войдите</a>, '
        'чтобы оставить комментарий.</p><ul class="ob-vetka ob-koren">'
        + tree(cs, item, lambda s: s)
        + "</ul></div>"
    )
    frame_css = ".ob-k{list-style:none;margin:6px 0}.ob-vetka{padding-left:22px;border-left:1px solid #ddd}.ob-koren{padding-left:0;border:0}.ob-data{color:#888;font-size:12px}.ob-reit{color:#2a7a2a;font-size:12px}"
    frame_path = "/widget/obsuzhdenie-4471.html"
    end = (
        "<script>window.addEventListener('load', function () { var f = document.createElement('iframe');"
        f" f.src = '{frame_path}'; f.id = 'ob-frame'; f.title = 'Обсуждение'; f.style.width = '100%'; f.style.height = '1100px';"
        " f.style.border = '0'; document.getElementById('ob-mesto').append(f); });</script>"
    )
    st = Story(
        "Отопительный сезон в Осокине начался с жалоб: котельную на Заречной так и не заменили",
        "Ирина Соколова",
        "2012-10-11T18:00:00+04:00",
        "11 октября 2012, 18:00",
        """
Отопление в Осокине включили 8 октября, но жители домов на Заречной и Школьной улицах жалуются на холодные батареи. Причина, по словам специалистов, в изношенной котельной, замену которой откладывают уже три года.

В администрации района пообещали, что новая модульная котельная появится к следующему отопительному сезону. Пока её ремонтируют своими силами.

Жильцы, у которых температура в квартире ниже нормы, могут требовать перерасчёта платы через управляющую компанию.
""",
        section="Район",
        related=(
            "В Осокине открылась новая библиотека",
            "Ремонт моста через Ольшанку продлится до зимы",
            "Лыжная база готовится к сезону",
            "Цены на картофель на рынке",
        ),
        tags=("отопление", "ЖКХ", "котельная"),
    )
    return make(
        "bg-ru-iframe-deep",
        "discussion",
        "ru-ozyorsk",
        st,
        Parts(after='<div id="ob-mesto" class="ob-mesto"></div>', end=end),
        seeds(cs),
        path="/rayon/2012/10/11/otoplenie-zarechnaya.html",
        reveal="iframe: a script inserts a same-origin iframe with the thread at the window's load",
        static=False,
        files={frame_path: bare("ru-ozyorsk", "Обсуждение", body, frame_css)},
        check_steps=("wait:800",),
        container="an iframe inserted into div#ob-mesto at load, its page: div.ob-vidzhet: h4 'Обсуждение (10)', ul.ob-vetka > li.ob-k (b.ob-avtor, span.ob-data, span.ob-reit '+12', div.ob-tekst, 'ответить'), replies in nested ul.ob-vetka up to five levels",
        heading="Обсуждение (10)",
        description="A Russian district paper of 2012: 10 comments with ratings ('+12', '−2'), the newsroom's answer under its name, one branch five levels deep; the hard way: the article's HTML holds only an empty placeholder, and a script inserts a same-origin iframe holding the thread at the window's load.",
    )


def uk_entities_newest() -> Case:
    cs = thread("""
Олена Ткач | 22.09.2011 21:40 | - | v=3/0 | Дякую редакції, що написали про міст. Ми з дітьми ходимо через нього до школи щодня.
Василь з Березівки | 22.09.2011 18:15 | - | v=14/1 | Міст ремонтували три роки тому, і вже знову дірки. Хто приймав ту роботу?
Дід Панас | 22.09.2011 19:02 | 1 | v=6/0 | Ніхто не приймав, підписали папери та й усе.
Оксана | 22.09.2011 16:30 | - | v=9/2 | Поки не відремонтують, нехай хоч ліхтарі поставлять. Увечері там темно, як у льоху.
Микола Бондар | 22.09.2011 17:05 | 3 | v=4/0 | Підтримую. Минулої зими там жінка впала і зламала руку.
староста села | 22.09.2011 14:12 | - | v=2/5 | Кошторис уже подано до району, чекаємо на відповідь. Сподіваємося почати до зими.
Василь з Березівки | 22.09.2011 15:20 | 5 | v=7/1 | Чули ми це минулого року теж.
""")

    def item(i: int, c: C, sub: str) -> str:
        yes, no = c.get("v").split("/")
        return (
            f'<div class="vg-item"><div class="vg-shapka"><span class="vg-imya">{esc(c.name)}</span> | '
            f'<span class="vg-chas">{esc(c.when)}</span></div><div class="vg-tekst">{esc(c.text)}</div>'
            f'<div class="vg-golos">Підтримую <b>{yes}</b> · Не підтримую <b>{no}</b> · <a href="#vg-forma">Відповісти</a></div>'
            + (f'<div class="vg-vidpovidi">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="vidguky"><h3>Відгуки читачів (7)</h3><p class="vg-sort">Спочатку нові</p>'
        + tree(cs, item, lambda s: s)
        + '<form id="vg-forma" action="/vidguk" method="post"><input name="imya" placeholder="Ім\'я"><textarea name="t"></textarea>'
        "<button>Надіслати</button></form></div>"
    )
    css = ".vidguky{margin:16px 0;border-top:2px solid #a4161a}.vg-item{border-bottom:1px solid #eee;padding:6px 0}.vg-chas{color:#888;font-size:12px}.vg-vidpovidi{margin-left:28px;border-left:3px solid #f0d8d8;padding-left:8px}.vg-golos{font-size:12px;color:#555}"
    st = Story(
        "Міст через Сухий Яр знову потребує ремонту",
        "Петро Мельник",
        "2011-09-22T12:00:00+03:00",
        "22 вересня 2011, 12:00",
        """
Пішохідний міст через Сухий Яр, який з'єднує Березівку з центром громади, знову в аварійному стані. У настилі з'явилися діри, поруччя з одного боку хитаються.

Міст ремонтували 2008 року. Староста Березівки каже, що кошторис нового ремонту вже подано до районної адміністрації.

Щодня мостом ходять до школи близько сорока дітей.
""",
        section="Громада",
        related=(
            "У Приріччі відкрили нову амбулаторію",
            "Ярмарок меду в неділю",
            "Футболісти громади вийшли до фіналу",
            "Графік вивезення сміття змінено",
        ),
        tags=("міст", "Березівка", "ремонт"),
    )
    return make(
        "bg-uk-entities-newest",
        "discussion",
        "uk-richka",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/gromada/2011/09/22/mist-suhyi-yar.html",
        container="div.vidguky: h3 'Відгуки читачів (7)', 'Спочатку нові', div.vg-item (span.vg-imya | span.vg-chas, div.vg-tekst, 'Підтримую n · Не підтримую n · Відповісти'), replies in div.vg-vidpovidi",
        heading="Відгуки читачів (7)",
        description="A Ukrainian community paper of 2011: 7 readers' responses with support/oppose counts ('Підтримую 14 · Не підтримую 1'), newest first with the replies under their parent; the hard way: the page declares windows-1251 in its meta and every non-ASCII character of it is a numeric character reference (&#1042;…); replies one level.",
    )


def el_blog_toggle() -> Case:
    cs = thread("""
Κατερίνα | 14 Μαρτίου 2009 - 11:20 μ.μ. | - | - | Τι όμορφες φωτογραφίες! Το λιμανάκι μου θυμίζει τα καλοκαίρια στο χωριό της γιαγιάς μου.
Ανώνυμος | 15 Μαρτίου 2009 - 9:05 π.μ. | - | - | Πού ακριβώς είναι αυτή η ταβέρνα; Θέλουμε να πάμε το Πάσχα.
Στέλιος | 15 Μαρτίου 2009 - 10:47 π.μ. | - | url | Ανώνυμε, είναι στην άκρη του μόλου, δεν έχει ταμπέλα. Ρώτα για τον κυρ-Μανώλη.
Ανώνυμος | 15 Μαρτίου 2009 - 1:30 μ.μ. | - | - | Η χταποδοσαλάτα του είναι η καλύτερη του νησιού, συμφωνώ!
Ελένη | 15 Μαρτίου 2009 - 6:12 μ.μ. | - | url,own | Στέλιο, σ' ευχαριστώ που απάντησες πριν από μένα! Καλό Πάσχα σε όλους.
Γιώργος Π. | 16 Μαρτίου 2009 - 8:40 π.μ. | - | - | Εύχομαι να μην το ανακαλύψουν οι πολλοί και χαλάσει.
""")

    def item(i: int, c: C) -> str:
        who = (
            f'<a href="/profile/{i + 40}" class="sx-who">{esc(c.name)}</a>'
            if c.has("url")
            else f'<span class="sx-who">{esc(c.name)}</span>'
        )
        return (
            f'<dt class="sx-dt{" sx-own" if c.has("own") else ""}" id="c{88017 + i}">Ο χρήστης {who} είπε...</dt>'
            f'<dd class="sx-dd"><p>{esc(c.text)}</p><p class="sx-time"><a href="#c{88017 + i}">{esc(c.when)}</a></p></dd>'
        )

    inside = (
        '<div class="sx-wrap"><p><a href="#" id="sx-toggle" class="sx-toggle" '
        "onclick=\"var d=document.getElementById('sx-list');d.style.display=d.style.display=='none'?'block':'none';return false;\">"
        'Εμφάνιση σχολίων (6)</a></p><div id="sx-list" style="display:none"><h4>6 σχόλια:</h4><dl class="sx-dl">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</dl><p><a href="/comment/new?post=88017">Δημοσίευση σχολίου</a></p></div></div>'
    )
    css = ".sx-dt{margin-top:10px;font-size:13px;color:#555}.sx-own{background:#eef3e6}.sx-dd{margin:0 0 8px 16px}.sx-time{font-size:11px}.sx-toggle{font-weight:bold}"
    st = Story(
        "Το μικρό λιμάνι τον Μάρτιο",
        "Αναρτήθηκε από Ελένη",
        "2009-03-14T19:00:00+02:00",
        "Σάββατο, 14 Μαρτίου 2009",
        """
Ο Μάρτιος στο νησί είναι ο πιο ήσυχος μήνας. Οι ψαράδες βάφουν τις βάρκες τους, οι ταβέρνες είναι ακόμα κλειστές, εκτός από μία στην άκρη του μόλου.

Εκεί φάγαμε σήμερα χταποδοσαλάτα και φάβα, με θέα τα καΐκια που έφευγαν για το βραδινό ψάρεμα. Ο ιδιοκτήτης μάς είπε ότι ανοίγει όλο τον χρόνο, ακόμα κι αν έρθουν μόνο δύο πελάτες.

Ανεβάζω μερικές φωτογραφίες από τη βόλτα μας στο λιμάνι.
""",
        section="Θάλασσα",
        related=("Φεβρουάριος 2009", "Ιανουάριος 2009", "Δεκέμβριος 2008"),
        tags=("λιμάνι", "νησί", "ταβέρνες"),
    )
    return make(
        "bg-el-blog-toggle",
        "discussion",
        "el-ammoudia",
        st,
        Parts(inside=inside, css=css),
        seeds(cs),
        path="/2009/03/to-mikro-limani.html",
        reveal="toggle: the link 'Εμφάνιση σχολίων (6)' unfolds the comments (in the served HTML, display:none until then)",
        check_steps=("click:#sx-toggle", "wait:200"),
        container="inside the post: div#sx-list (display:none until 'Εμφάνιση σχολίων (6)' is clicked): h4 '6 σχόλια:', dl.sx-dl of dt 'Ο χρήστης NAME είπε...' and dd (p the text, p.sx-time '14 Μαρτίου 2009 - 11:20 μ.μ.')",
        heading="6 σχόλια:",
        description="A Greek island blog of 2009: 6 comments in one flat dt/dd list, 'Ο χρήστης NAME είπε...' before each text, times with 'π.μ./μ.μ.', two anonymous commenters both named 'Ανώνυμος', the blogger's own answer among them; the hard way: the comments are folded under the link 'Εμφάνιση σχολίων (6)' inside the post. Flat: no parent.",
    )


def ka_tables() -> Case:
    cs = thread("""
ნინო | 12 მარტი 2015, 18:40 | - | - | ძალიან კარგი ამბავია. ბავშვებს ბოლოს და ბოლოს ექნებათ ადგილი, სადაც ზამთარშიც ითამაშებენ.
გიორგი ბერიძე | 12 მარტი 2015, 19:05 | 0 | - | დარბაზი კარგია, მაგრამ გზა სკოლამდე ჯერ კიდევ ცუდ მდგომარეობაშია.
ნინო | 12 მარტი 2015, 19:30 | 1 | - | მართალი ხარ, გაზაფხულზე ტალახში დავდივართ.
მასწავლებელი | 12 მარტი 2015, 20:15 | - | - | ვინ იქნება მწვრთნელი? სოფელში სპორტის მასწავლებელი არ გვყავს.
ლევანი | 13 მარტი 2015, 09:02 | 3 | - | სტატიაში წერია, რომ რაიონიდან ორი მწვრთნელი ჩამოვა.
ბებო თამარი | 13 მარტი 2015, 11:48 | - | - | ჩემი შვილიშვილები ახლა ოცი კილომეტრის მოშორებით დადიან ვარჯიშზე. დიდი მადლობა.
დათო | 13 მარტი 2015, 14:20 | - | - | იმედია, ზაფხულში არ დაიკეტება, როგორც წინა კლუბი.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<table class="km-t" cellpadding="4"><tr><td class="km-marcx" valign="top" width="140"><b>{esc(c.name)}</b><br>'
            f'<small>{esc(c.when)}</small></td><td class="km-marjv" valign="top"><p>{esc(c.text)}</p>'
            f'<a href="#km-forma" class="km-pasuxi">პასუხი</a>{sub}</td></tr></table>'
        )

    block = (
        '<div class="komentarebi"><h3>კომენტარები (7)</h3>'
        + tree(cs, item, lambda s: f'<div class="km-pasuxebi">{s}</div>')
        + '<form id="km-forma" action="/komentari" method="post"><input name="saxeli" placeholder="სახელი"><textarea name="t"></textarea>'
        "<button>გაგზავნა</button></form></div>"
    )
    css = ".komentarebi{margin:16px 0}.km-t{width:100%;border-top:1px solid #ddd}.km-marcx{background:#f4f1ea;font-size:13px}.km-pasuxebi .km-t{background:#fafafa}"
    st = Story(
        "სოფელში ახალი სპორტული დარბაზი გაიხსნა",
        "მთისძირის მოამბე, ეკა ლომიძე",
        "2015-03-12T12:00:00+04:00",
        "12 მარტი 2015, 12:00",
        """
სოფელ ზემო ხევში ახალი სპორტული დარბაზი გაიხსნა. დარბაზში შესაძლებელი იქნება კალათბურთის, ფრენბურთისა და ჭიდაობის ვარჯიში.

რაიონის გამგეობის ცნობით, ბავშვებს ორი მწვრთნელი ემსახურება, რომლებიც რაიონული ცენტრიდან ჩამოვლენ კვირაში სამჯერ.

დარბაზის მშენებლობა ორი წელი გაგრძელდა.
""",
        section="რეგიონი",
        related=(
            "ზემო ხევის გზის რეაბილიტაცია",
            "ყველის ფესტივალი სოფელში",
            "სკოლამ ოლიმპიადაში გაიმარჯვა",
            "ზამთრის საძოვრები",
        ),
        tags=("სპორტი", "ზემო ხევი"),
    )
    return make(
        "bg-ka-tables",
        "discussion",
        "ka-mtisdziri",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/region/2015/03/12/sporti-darbazi.html",
        container="div.komentarebi: h3 'კომენტარები (7)', a table.km-t per comment (td.km-marcx: b name, small date; td.km-marjv: p text, 'პასუხი', and the replies' own tables nested in div.km-pasuxebi inside this cell)",
        heading="კომენტარები (7)",
        description="A Georgian regional paper of 2015: 7 comments, dates '12 მარტი 2015, 18:40'; the hard way: each comment is a two-cell layout table (name and date left, text right), and a reply's table is nested inside its parent's text cell; replies one level.",
    )


def hy_fetch_button() -> Case:
    cs = thread("""
Անի Հակոբյան | 14.05.2025, 19:20 | - | - | Վերջապես մեր գյուղում էլ ծիրանի վերամշակման արտադրամաս կլինի։ Ամեն տարի բերքի կեսը փչանում էր։
Արամ | 14.05.2025, 19:48 | 0 | - | Իսկ ի՞նչ գնով են գնելու ծիրանը։ Դա է կարևորը։
Անի Հակոբյան | 14.05.2025, 20:05 | 1 | - | Հոդվածում գրված է, որ գինը կորոշվի ամեն սեզոնի սկզբին։
Գևորգ Մ. | 14.05.2025, 21:10 | - | - | Լավ նորություն է, բայց ջրի խնդիրը մնում է։ Առանց ոռոգման բերք չի լինի։
Լուսինե | 15.05.2025, 08:35 | - | - | Աշխատատեղեր կլինե՞ն կանանց համար։ Շատերս տանն ենք նստած։
Սուրեն | 15.05.2025, 09:12 | 4 | - | Ասում են՝ քառասուն մարդ կաշխատի, մեծ մասը կանայք։
Գևորգ Մ. | 15.05.2025, 12:40 | 3 | - | Ուղղում եմ ինքս ինձ. ոռոգման ջրագիծն էլ է ծրագրում, հոդվածի վերջում է։
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<article class="mk-e" data-n="{i + 1}"><header><strong class="mk-hexinak">{esc(c.name)}</strong> '
            f'<time class="mk-zham">{esc(c.when)}</time></header>{paras(c.text, cls="mk-text")}'
            '<footer><button class="mk-pat">Պատասխանել</button> <button class="mk-hav">👍</button></footer>'
            + (f'<div class="mk-pataskhanner">{sub}</div>' if sub else "")
            + "</article>"
        )

    fragment = tree(cs, item, lambda s: s)
    js = """
document.getElementById('mk-bac').addEventListener('click', function () {
  var b = this; b.disabled = true;
  fetch('/partials/meknabanutyunner/ciran-artadramas.html').then(function (r) { return r.text(); }).then(function (h) {
    var box = document.getElementById('mk-tesq'); box.innerHTML = h; box.hidden = false; b.hidden = true;
  });
});
"""
    block = (
        '<section class="mk-bajin"><button type="button" id="mk-bac" class="mk-bac">Ցույց տալ մեկնաբանությունները (7)</button>'
        '<div id="mk-tesq" hidden></div></section>'
    )
    css = ".mk-bac{width:100%;padding:10px;background:#0a6e5c;color:#fff;border:0;border-radius:6px}.mk-e{margin:12px 0}.mk-zham{color:#888;font-size:13px;margin:0 8px}.mk-pataskhanner{margin-left:24px;border-left:2px solid #cfe3de;padding-left:10px}"
    st = Story(
        "Գյուղում կբացվի ծիրանի վերամշակման արտադրամաս",
        "Մարինե Սարգսյան",
        "2025-05-14T11:00:00+04:00",
        "14.05.2025, 11:00",
        """
Համայնքում աշնանը կբացվի ծիրանի չորացման և վերամշակման արտադրամաս։ Ներդրողի խոսքով՝ այնտեղ կաշխատի մոտ քառասուն մարդ։

Ծիրանի գնման գինը կորոշվի ամեն սեզոնի սկզբին՝ գյուղացիների հետ համաձայնեցմամբ։

Ծրագրի երկրորդ փուլում նախատեսված է նաև ոռոգման նոր ջրագծի կառուցում։
""",
        section="Համայնք",
        related=(
            "Գյուղի դպրոցը կվերանորոգվի",
            "Մայիսյան տոնավաճառ",
            "Ֆուտբոլի թիմը հաղթեց",
            "Ջրի գրաֆիկը փոխվում է",
        ),
        tags=("ծիրան", "արտադրամաս"),
    )
    return make(
        "bg-hy-fetch-button",
        "discussion",
        "hy-tsirani",
        st,
        Parts(after=block, css=css, end=f"<script>{js}</script>"),
        seeds(cs),
        path="/hamaynq/2025/05/14/ciran-artadramas",
        reveal="button 'Ցույց տալ մեկնաբանությունները (7)' fetches the thread as an HTML fragment",
        static=False,
        files={"/partials/meknabanutyunner/ciran-artadramas.html": fragment},
        check_steps=("click:#mk-bac", "wait:800"),
        container="section.mk-bajin: a button, then div#mk-tesq filled with article.mk-e (strong.mk-hexinak, time.mk-zham, p.mk-text, 'Պատասխանել', '👍'), replies in div.mk-pataskhanner; no heading",
        heading=None,
        description="An Armenian community site of 2025: 7 comments, replies one level, no heading; the hard way: nothing of the thread is in the page until the button 'Ցույց տալ մեկնաբանությունները (7)' fetches it as an HTML fragment.",
    )


def am_ethiopic() -> Case:
    cs = thread("""
አበበ ከበደ | መጋቢት ፲፪ ቀን ፳፻፯ ዓ.ም. ጠዋት ፫:፲፭ | - | - | የመንገዱ ሥራ መጀመሩ ጥሩ ነው። ነገር ግን በክረምት እንዳይቆም እንሰጋለን።
ትዕግሥት | መጋቢት ፲፪ ቀን ፳፻፯ ዓ.ም. ጠዋት ፬:፵ | 0 | - | ልክ ነህ። ባለፈው ዓመትም በዝናብ ምክንያት ሥራው ቆሞ ነበር።
የገበሬ ልጅ | መጋቢት ፲፪ ቀን ፳፻፯ ዓ.ም. ከሰዓት ፮:፳ | - | - | መንገዱ ሲያልቅ ምርታችንን በቀላሉ ወደ ገበያ እናደርሳለን። እናመሰግናለን።
ሰላም | መጋቢት ፲፫ ቀን ፳፻፯ ዓ.ም. ጠዋት ፪:፲ | - | - | ለመሬታቸው ካሳ ያልተከፈላቸው ቤተሰቦች አሉ። ይህ ጉዳይ መታየት አለበት።
ዳዊት | መጋቢት ፲፫ ቀን ፳፻፯ ዓ.ም. ጠዋት ፫:፶ | 3 | - | በዜናው መሠረት ካሳው በሚቀጥለው ወር ይከፈላል።
ትዕግሥት | መጋቢት ፲፫ ቀን ፳፻፯ ዓ.ም. ከሰዓት ፭:፭ | 4 | - | ተስፋ እናደርጋለን።
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="as-li"><p class="as-sim">{esc(c.name)} <span class="as-ken">{esc(c.when)}</span></p>'
            f'<p class="as-ts">{esc(c.text)}</p><a href="#as-form" class="as-mels">መልስ</a>'
            + (f'<ol class="as-ol as-mels-zir">{sub}</ol>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="asteyayet"><h3>አስተያየቶች (፮)</h3><ol class="as-ol">'
        + tree(cs, item, lambda s: s)
        + '</ol><form id="as-form" action="/asteyayet" method="post"><input name="sim" placeholder="ስም"><textarea name="t"></textarea>'
        "<button>ላክ</button></form></div>"
    )
    css = ".asteyayet{margin:16px 0;border-top:3px solid #7a5a1a}.as-li{padding:6px 0;border-bottom:1px solid #eee}.as-ken{color:#888;font-size:12px}.as-mels-zir{margin-left:24px}"
    st = Story(
        "የገጠር መንገድ ግንባታ በይፋ ተጀመረ",
        "የዓባይ ድምፅ ሪፖርተር",
        "2015-03-20T12:00:00+03:00",
        "መጋቢት ፲፩ ቀን ፳፻፯ ዓ.ም.",
        """
ሦስት ቀበሌዎችን ከወረዳው ከተማ ጋር የሚያገናኘው ሃያ ሁለት ኪሎ ሜትር የገጠር መንገድ ግንባታ ትናንት በይፋ ተጀምሯል።

የወረዳው አስተዳደር እንደገለጸው መንገዱ በአንድ ዓመት ውስጥ ይጠናቀቃል። ለመንገዱ መሬታቸውን ለለቀቁ አርሶ አደሮች ካሳ በሚቀጥለው ወር ይከፈላል።

አርሶ አደሮቹ መንገዱ ሲጠናቀቅ ምርታቸውን በቀላሉ ወደ ገበያ እንደሚያደርሱ ተናግረዋል።
""",
        section="ክልል",
        related=("የቡና ዋጋ ጨመረ", "አዲስ ጤና ጣቢያ ተመረቀ", "የወረዳው ቡድን አሸነፈ", "የክረምት ዝግጅት"),
        tags=("መንገድ", "ግንባታ"),
    )
    return make(
        "bg-am-ethiopic",
        "discussion",
        "am-abay",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/kilil/2007/07/11/menged.html",
        container="div.asteyayet: h3 'አስተያየቶች (፮)', ol.as-ol > li.as-li (p.as-sim name and span.as-ken date, p.as-ts text, 'መልስ'), replies in ol.as-mels-zir, two levels",
        heading="አስተያየቶች (፮)",
        description="An Amharic regional paper of 2015: 6 comments, replies two levels deep; the hard way: every date is in the Ethiopian calendar written in Ethiopic numerals with the local clock ('መጋቢት ፲፪ ቀን ፳፻፯ ዓ.ም. ጠዋት ፫:፲፭'), the count too ('(፮)').",
    )


def threads2_bg() -> list[Case]:
    return [
        bn_bangla_calendar(),
        ta_document_write(),
        th_tab_numbered(),
        ru_iframe_deep(),
        uk_entities_newest(),
        el_blog_toggle(),
        ka_tables(),
        hy_fetch_button(),
        am_ethiopic(),
    ]
