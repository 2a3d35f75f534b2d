"""Blind set W: discussions, part two: native digits (a Persian paper's "۱۴ بهمن، ۱۸:۴۰", a Hindi paper's
"२ घंटे पहले", a Thai paper's "๑๔ ก.พ. ๑๘:๔๐") and five threads revealed: a Romanian "Vezi cele 3 păreri" button
fetching the thread, a Ukrainian tab, a Croatian ``<details>``, a Japanese same-origin iframe and a Malay second page
(written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_w_common import (
    PartsK,
    V,
    box,
    dl_thread,
    esc,
    fetch_on,
    links,
    make,
    story,
    thread,
    tree,
)
from comspider_lab.blind.model import Case


def fa_native() -> Case:
    c = thread(
        """
رضا کاظمی | ۱۴ بهمن، ۱۸:۴۰ | - | بالاخره پیاده‌رو خیابان چنار را درست می‌کنند. زمستان پارسال مادرم همان‌جا زمین خورد.
مریم.ن | ۱۴ بهمن، ۲۰:۰۵ | 0 | امیدوارم این بار شیب کنار جدول را هم برای کالسکه و ویلچر درست کنند.
سعید از محله بالا | ۱۵ بهمن، ۰۹:۳۰ | - | سه ماه کار برای چهارصد متر خیلی زیاد است. مغازه‌دارها ضرر می‌کنند.
"""
    )
    v = V("nz-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="nz" id="nazar"><h2 class="nz-h">نظر خوانندگان</h2>'
        + tree(c, v, reply="پاسخ", idp="nz-")
        + "</section>"
    )
    st = story(
        "بازسازی پیاده‌رو خیابان چنار از اسفند آغاز می‌شود",
        "نسرین افشار",
        "2025-02-02T17:00:00+03:30",
        "۱۴ بهمن ۱۴۰۳",
        """
شهرداری اعلام کرد بازسازی پیاده‌روهای خیابان چنار از نیمه اسفند آغاز می‌شود و سه ماه طول می‌کشد.

در این طرح چهارصد متر پیاده‌رو با سنگ‌فرش تازه پوشانده می‌شود و برای ویلچر شیب‌راه ساخته می‌شود.
""",
        section="شهری",
    )
    return make(
        "w-fa-native-digits",
        "discussion",
        "lx",
        "fa-native",
        st,
        PartsK(after=block, rail=box("lx", "پربازدیدها", links("بازار روز|مدرسه تازه|برنامه اتوبوس"))),
        c,
        path="/shahri/piaderou-khiaban-chenar",
        container="section#nazar: ul.nz-list of li.nz-item (div.nz-meta: b.nz-name, span.nz-time '۱۴ بهمن، ۱۸:۴۰' Persian digits; div.nz-text; 'پاسخ'); the reply in ul.nz-replies",
        heading="نظر خوانندگان",
        description="A Persian city paper (right to left): 3 comments (1 reply) dated '۱۴ بهمن، ۱۸:۴۰' in Persian digits, without a year.",
    )


def hi_native() -> Case:
    c = thread(
        """
राकेश तिवारी | २ घंटे पहले | - | पुल बनने से हमारे गाँव के बच्चों को स्कूल जाने के लिए नाव नहीं लेनी पड़ेगी। बहुत अच्छी ख़बर है।
सुनीता | १ घंटा पहले | 0 | लेकिन बरसात से पहले काम पूरा होगा क्या? पिछली बार भी यही कहा गया था।
"""
    )
    v = V("rg-{}")
    block = (
        '<div class="rg" id="raay"><h3 class="rg-h">आपकी राय</h3>'
        + tree(c, v, votes="👍 {u}", reply="जवाब दें", seed="hi", idp="rg-")
        + "</div>"
    )
    st = story(
        "रामपुर घाट पर पक्के पुल को मिली मंज़ूरी",
        "संवाददाता, गंगापार",
        "2025-04-09T11:00:00+05:30",
        "9 अप्रैल 2025",
        """
ज़िला प्रशासन ने रामपुर घाट पर पक्के पुल के निर्माण को मंज़ूरी दे दी है। इस पर साढ़े चार करोड़ रुपये ख़र्च होंगे।

अभी आसपास के छह गाँवों के लोग नाव से नदी पार करते हैं। काम जून से पहले शुरू होने की उम्मीद है।
""",
        section="गाँव",
    )
    return make(
        "w-hi-native-digits",
        "discussion",
        "ov",
        "hi-native",
        st,
        PartsK(after=block, rail=box("ov", "सबसे ज़्यादा पढ़े गए", links("मंडी भाव|नया अस्पताल|मेला"))),
        c,
        path="/gaon/rampur-ghat-pul-manzoori",
        container="div#raay: div.rg-list of div.rg-item (div.rg-meta: b.rg-name, span.rg-time '२ घंटे पहले' Devanagari digits; div.rg-text; '👍 n', 'जवाब दें'); the reply in div.rg-replies",
        heading="आपकी राय",
        description="A Hindi district paper of 2025: 2 comments (1 reply), relative times in Devanagari digits '२ घंटे पहले'.",
    )


def th_native() -> Case:
    c = thread(
        """
ป้าแดง ตลาดเช้า | ๑๔ ก.พ. ๑๘:๔๐ | - | ดีใจที่จะมีไฟส่องสว่างริมแม่น้ำเสียที ตอนเช้ามืดเดินไปตลาดน่ากลัวมาก
นายต้น | ๑๔ ก.พ. ๒๐:๑๒ | 0 | เห็นด้วยครับ แต่ขอให้ติดกล้องด้วย ช่วงนี้มีขโมยรถจักรยานยนต์บ่อย
ครูวิไล | ๑๕ ก.พ. ๐๗:๕๕ | - | นักเรียนที่ปั่นจักรยานกลับบ้านตอนเย็นจะปลอดภัยขึ้นมาก ขอบคุณเทศบาลค่ะ
Beam.S | ๓ ชม. ที่แล้ว | - | อยากให้ทำทางเดินให้เรียบด้วย รากไม้ดันพื้นจนสะดุดบ่อย
"""
    )
    v = V("sp-{}", list="ol", item="li", replies="ol")
    block = (
        '<section class="sp" id="siang"><h2 class="sp-h">เสียงผู้อ่าน</h2>'
        + tree(c, v, votes="ถูกใจ {u}", reply="ตอบกลับ", seed="th", idp="sp-")
        + "</section>"
    )
    st = story(
        "เทศบาลติดไฟส่องสว่างทางเดินริมน้ำปิง ๒ กิโลเมตร",
        "กองบรรณาธิการ",
        "2025-02-14T16:00:00+07:00",
        "14 ก.พ. 2568",
        """
เทศบาลเมืองเตรียมติดตั้งไฟส่องสว่างตลอดทางเดินริมแม่น้ำปิงระยะทางสองกิโลเมตร คาดว่าจะแล้วเสร็จภายในเดือนมิถุนายน

โครงการนี้ใช้งบประมาณหกล้านบาท และจะปรับปรุงพื้นทางเดินบางช่วงไปพร้อมกัน
""",
        section="ท้องถิ่น",
    )
    return make(
        "w-th-native-digits",
        "discussion",
        "pb",
        "th-native",
        st,
        PartsK(after=block, rail=box("pb", "ข่าวยอดนิยม", links("ตลาดนัดวันเสาร์|ถนนใหม่|งานลอยกระทง"))),
        c,
        path="/local/river-walk-lights",
        container="section#siang: ol.sp-list of li.sp-item (div.sp-meta: b.sp-name, span.sp-time '๑๔ ก.พ. ๑๘:๔๐' / '๓ ชม. ที่แล้ว' Thai digits; div.sp-text; 'ถูกใจ n', 'ตอบกลับ'); the reply in ol.sp-replies",
        heading="เสียงผู้อ่าน",
        description="A Thai regional paper of 2025: 4 comments (1 reply) with times in Thai digits, no year.",
    )


def ro_button() -> Case:
    c = thread(
        """
Ioana Pop | 21 oct. 2025, 18:40 | - | Piața din Năsăud avea nevoie de acoperiș de mult. Iarna vânzătorii stăteau în zăpadă.
Vasile M. | 21 oct. 2025, 19:30 | 0 | Dar tarabele vor fi tot gratuite pentru țărani? Asta e întrebarea.
Cristi_BN | 22 oct. 2025, 08:10 | - | Sper să facă și câteva locuri de parcare, sâmbăta nu ai unde lăsa mașina.
"""
    )
    v = V("pv-{}", list="ul", item="li", replies="ul")
    frag = tree(c, v, reply="Răspunde", idp="pv-")
    block = (
        '<div class="pv" id="pareri"><h3 class="pv-h">Păreri</h3><div id="pv-mount"></div>'
        '<button type="button" class="pv-open" id="pv-open">Vezi cele 3 păreri</button></div>'
    )
    st = story(
        "Piața agroalimentară din Năsăud va fi acoperită până în primăvară",
        "de Dorina Sabău",
        "2025-10-21T14:00:00+03:00",
        "21 octombrie 2025",
        """
Primăria Năsăud a semnat contractul pentru acoperirea pieței agroalimentare. Lucrările costă 1,8 milioane de lei.

Piața va funcționa în timpul lucrărilor în parcarea de lângă școală.
""",
        section="Local",
    )
    return make(
        "w-ro-show-button",
        "revealed",
        "lx",
        "ro-button",
        st,
        PartsK(
            after=block,
            rail=box("lx", "Cele mai citite", links("Târgul de toamnă|Drum județean|Meci de handbal")),
            end=fetch_on("click:#pv-open", "/_frag/piata-nasaud.html", "#pv-mount"),
            files={"/_frag/piata-nasaud.html": frag},
        ),
        c,
        path="/local/piata-nasaud-acoperita",
        reveal="click: 'Vezi cele 3 păreri' fetches the thread (an HTML fragment) under the heading",
        container="div#pareri > div#pv-mount: ul.pv-list of li.pv-item (div.pv-meta: b.pv-name, span.pv-time '21 oct. 2025, 18:40'; div.pv-text; 'Răspunde'); the reply in ul.pv-replies",
        heading="Păreri",
        description="A Romanian county paper of 2025: the thread comes only with 'Vezi cele 3 păreri'; 3 comments (1 reply), full dates.",
        static=False,
        check_steps=("click:#pv-open", "wait:800"),
    )


def uk_tab() -> Case:
    c = thread(
        """
Оксана Коваль | 2 дні тому | - | Нарешті в селі буде своя амбулаторія. Зараз до лікаря їздимо за двадцять кілометрів.
Петро І. | вчора о 21:10 | 0 | Головне, щоб лікар був. Будівлю збудувати легше, ніж людей знайти.
Андрій з Бережанки | 3 год тому | - | А аптека там буде? У статті про це нічого.
Галина | 40 хв тому | - | Дякую громаді, що не забули про старших людей.
"""
    )
    v = V("dm-{}", item="article")
    panel = tree(c, v, votes="♥ {u}", reply="Відповісти", seed="uk", idp="dm-")
    tabs = (
        '<div class="tb" id="tb"><div class="tb-bar" role="tablist">'
        '<button type="button" role="tab" class="tb-tab" id="tb-text" aria-selected="true">Стаття</button>'
        '<button type="button" role="tab" class="tb-tab" id="tb-dumky" aria-selected="false">Думки читачів (4)</button></div>'
        '<div class="tb-panel" id="tb-panel-dumky" role="tabpanel" hidden>' + panel + "</div></div>"
    )
    js = (
        "<script>\n(function () {\n"
        "var b = document.getElementById('tb-dumky'), a = document.getElementById('tb-text'), p = document.getElementById('tb-panel-dumky');\n"
        "b.addEventListener('click', function () { p.hidden = false; b.setAttribute('aria-selected', 'true'); a.setAttribute('aria-selected', 'false'); });\n"
        "a.addEventListener('click', function () { p.hidden = true; a.setAttribute('aria-selected', 'true'); b.setAttribute('aria-selected', 'false'); });\n"
        "})();\n</script>"
    )
    st = story(
        "У Бережанці збудують сільську амбулаторію",
        "Ірина Мельничук",
        "2025-05-12T10:00:00+03:00",
        "12 травня 2025",
        """
Громада отримала кошти на будівництво амбулаторії в селі Бережанка. Будівля має бути готова до кінця року.

Зараз мешканці п'яти сіл їздять до лікаря в райцентр.
""",
        section="Громади",
    )
    return make(
        "w-uk-tab",
        "revealed",
        "pb",
        "uk-tab",
        st,
        PartsK(
            after=tabs,
            rail=box("pb", "Популярне", links("Ярмарок у неділю|Ремонт дороги|Шкільний автобус")),
            end=js,
        ),
        c,
        path="/hromady/berezhanka-ambulatoriia",
        reveal="click: the tab 'Думки читачів (4)' shows a hidden panel (the thread is in the served HTML)",
        container="div#tb > div#tb-panel-dumky[hidden] (role=tabpanel): div.dm-list of article.dm-item (div.dm-meta: b.dm-name, span.dm-time '2 дні тому' / 'вчора о 21:10'; div.dm-text; '♥ n', 'Відповісти'); the reply in div.dm-replies",
        heading="Думки читачів (4)",
        description="A Ukrainian regional paper of 2025: the thread sits in a hidden tab panel next to the tab 'Стаття'; 4 comments (1 reply), relative times.",
        static=True,
        check_steps=("click:#tb-dumky", "wait:300"),
    )


def hr_details() -> Case:
    c = thread(
        """
Dragica Horvat | 3.3. u 9:15 | - | Vrtić u Mačama je pun već dvije godine. Dobro je da grade novu skupinu.
Ivek | 3.3. u 11:40 | 0 | Samo da ne bude kao s dvoranom, koja se gradila pet godina.
"""
    )
    block = (
        '<details class="zg" id="citatelji"><summary class="zg-sum">Što kažu čitatelji (2)</summary>'
        + dl_thread(c, "zg", reply="Odgovori")
        + "</details>"
    )
    st = story(
        "Dječji vrtić u Mačama dobiva novu skupinu",
        "Piše: Marina Kos",
        "2025-03-02T19:00:00+01:00",
        "2. ožujka 2025.",
        """
Općina Mače dograđuje dječji vrtić za još jednu skupinu od dvadeset djece. Radovi počinju u travnju.

Nova skupina trebala bi primiti djecu od rujna.
""",
        section="Vijesti",
    )
    return make(
        "w-hr-details",
        "revealed",
        "ov",
        "hr-details",
        st,
        PartsK(after=block, rail=box("ov", "Najčitanije", links("Fašnik u Zaboku|Nova cesta|Sajam"))),
        c,
        path="/vijesti/mace-vrtic-nova-skupina",
        reveal="click: a closed <details> 'Što kažu čitatelji (2)' (the thread is in the served HTML)",
        container="details#citatelji > dl.zg-dl of dt.zg-who (strong name, span.zg-at '3.3. u 9:15') and dd.zg-said (p, 'Odgovori'); the reply in a dl inside its parent's dd",
        heading="Što kažu čitatelji (2)",
        description="A Croatian weekly of 2025: 2 comments (1 reply) in a definition list inside a closed <details>, yearless '3.3. u 9:15'.",
        static=True,
        check_steps=("click:#citatelji summary", "wait:300"),
    )


def ja_iframe() -> Case:
    c = thread(
        """
島のおばあ | 9月3日 | - | 橋の通行料が下がると、病院に通うのがずいぶん楽になります。ありがとうございます。
けんじ | 9月3日 | 0 | 自転車も無料のままですよね？サイクリングの人が減らないといいけど。
M.T | 9月4日 | - | 朝の渋滞も少しは減るでしょうか。通勤で毎日使っています。
"""
    )
    v = V("km-{}", list="ul", item="li", replies="ul", name="span")
    inner = (
        '<!DOCTYPE html>\n<html lang="ja">\n<head>\n<meta charset="utf-8"><title>読者の声</title>'
        "<style>body{font:14px/1.6 sans-serif;margin:8px}</style>\n</head>\n<body>\n"
        + tree(c, v, votes="いいね {u}", seed="ja", idp="km-")
        + "\n</body>\n</html>\n"
    )
    block = (
        '<section class="km" id="koe"><h2 class="km-h">みんなの声</h2>'
        '<iframe class="km-frame" src="/embed/koe/?a=shima-hashi-ryokin" title="みんなの声" width="100%" height="420" loading="eager"></iframe></section>'
    )
    st = story(
        "しまなみの橋 通行料を10月から値下げ",
        "しまなみ日報 地域担当",
        "2025-09-03T09:00:00+09:00",
        "2025年9月3日",
        """
島と本土を結ぶ橋の通行料が10月1日から普通車で二割下がる。島に住む人の負担を軽くするため。

自転車と歩行者は引き続き無料となる。
""",
        section="地域",
    )
    return make(
        "w-ja-iframe",
        "revealed",
        "lx",
        "ja-iframe",
        st,
        PartsK(
            after=block,
            rail=box("lx", "よく読まれている記事", links("港の朝市|島の運動会|フェリー時刻表")),
            files={"/embed/koe/index.html": inner},
        ),
        c,
        path="/chiiki/shima-hashi-ryokin-nesage",
        reveal="iframe: the thread is a page of the same site (/embed/koe/?a=…) in an <iframe>, loaded with the article",
        container="iframe > body: ul.km-list of li.km-item (div.km-meta: span.km-name, span.km-time '9月3日' date only; div.km-text; 'いいね n'); the reply in ul.km-replies",
        heading="みんなの声",
        description="A Japanese island paper of 2025: 3 comments (1 reply) in a same-origin iframe, dated '9月3日' without a year or time.",
        static=False,
    )


def ms_page() -> Case:
    c = thread(
        """
Pak Long Ipoh | 5 hari lalu | - | Jalan Sungai Pari memang selalu banjir bila hujan lebat petang. Longkang tersumbat sejak tahun lepas.
Nurul A. | 4 hari lalu | 0 | Betul, kereta saya rosak sebab air masuk. Harap kerja mendalamkan longkang dibuat cepat.
Ah Seng | 3 hari lalu | - | Kedai saya tutup dua hari. Siapa mahu bayar kerugian peniaga kecil?
Kak Yah | semalam | - | Terima kasih kepada bomba yang datang awal pagi membantu warga emas di taman kami.
"""
    )
    v = V("pd-{}", list="ul", item="li", replies="ul")
    cpath = "/pandangan/banjir-kilat-sungai-pari/"
    apath = "/bandar/banjir-kilat-sungai-pari"
    title = "Banjir kilat di Jalan Sungai Pari: majlis bandar raya janji dalamkan longkang"
    page2 = (
        '<!DOCTYPE html>\n<html lang="ms">\n<head>\n<meta charset="utf-8"><title>Pandangan pembaca: '
        + esc(title)
        + " | Suara Lembah Kinta</title>\n</head>\n<body>\n"
        '<header><a href="/">Suara Lembah Kinta</a></header><main class="pd-page">'
        f'<p><a href="{apath}">← Kembali ke berita</a></p><h1>Pandangan pembaca</h1><h2><a href="{apath}">'
        + esc(title)
        + '</a></h2><div class="pd" id="pandangan">'
        + tree(c, v, votes="👍 {u}", reply="Balas", seed="ms", idp="pd-")
        + "</div></main>\n</body>\n</html>\n"
    )
    block = (
        '<div class="pd-link" id="pd-link"><h3>Pandangan pembaca</h3>'
        f'<a class="pd-go" href="{cpath}">Lihat 4 pandangan pembaca →</a></div>'
    )
    st = story(
        title,
        "Oleh Faridah Kamarudin",
        "2025-12-01T12:00:00+08:00",
        "1 Disember 2025",
        """
Hujan lebat selama tiga jam petang semalam menyebabkan banjir kilat di Jalan Sungai Pari. Lebih 40 buah kedai terjejas.

Majlis bandar raya berjanji mendalamkan longkang utama sebelum musim tengkujuh berikutnya.
""",
        section="Bandar",
    )
    return make(
        "w-ms-second-page",
        "revealed",
        "pb",
        "ms-page",
        st,
        PartsK(
            after=block,
            rail=box("pb", "Paling dibaca", links("Pasar malam|Sekolah baharu|Liga bola")),
            files={cpath: page2},
        ),
        c,
        path=apath,
        comments_page=cpath,
        reveal="goto: the link 'Lihat 4 pandangan pembaca →' opens the thread on a page of its own",
        container="the comments page: div#pandangan: ul.pd-list of li.pd-item (div.pd-meta: b.pd-name, span.pd-time '5 hari lalu' / 'semalam'; div.pd-text; '👍 n', 'Balas'); the reply in ul.pd-replies",
        heading="Pandangan pembaca",
        description="A Malaysian city paper of 2025: the article links to a second page with the thread; 4 comments (1 reply), relative times.",
        static=False,
        check_steps=(f"goto:{cpath}",),
    )
