"""Blind set L: more discussions: a Kinja-like discussion fetched on scroll whose replies are siblings that say whom
they answer (en), Persian comments whose replies quote their parent (fa), 'Ältere Kommentare' loaded into German
Leserkommentare with a moderator's note (de), small threads of 4, 1 and 2 (uk, vi, hi), and one long thread of 112 on
one page (en)."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import (
    PartsK,
    Seed,
    box,
    esc,
    fetch_on,
    make,
    rows,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.cases_l_threads import _av, _ps
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: Kinja-like, fetched on scroll, "replied to"


def kinja_en() -> Case:
    c = thread(
        """
torquewrench77 | 7/14/14 11:02am | - | The trick with the old carbs is patience. Soak them overnight, don't go at the jets with a wire.
Dana Halloran | 7/14/14 11:19am | 0 | Wire is how I ruined my first set. Learned that one the expensive way.
GreasyKnuckles | 7/14/14 11:40am | - | Good write-up, but you skipped the float height. That's where most people go wrong.
Priya Raman | 7/14/14 12:05pm | 2 | Agreed, float height is everything. 17 mm on these, if I remember right.
GreasyKnuckles | 7/14/14 12:31pm | 3 | 17.5 on the later ones. The manual is wrong for the 1982 bikes.
oldwing | 7/14/14 1:14pm | - | Anyone know where to still get gasket kits for these? My usual place stopped carrying them.
Marcus Dupree | 7/14/14 1:50pm | 5 | There's a guy in Ohio who makes them. Search the owners' forum for "Keihin kits".
Sally Fenwick | 7/14/14 3:22pm | - | My dad had one of these. He'd be thrilled someone is keeping them alive.
Ike Tran | 7/14/14 4:40pm | - | Do the ultrasonic cleaners from the hardware store work on these or are they too weak?
Dana Halloran | 7/14/14 5:02pm | 8 | The cheap one worked for me, just run it three or four cycles with warm water.
"""
    )
    recs = []
    for i, x in enumerate(c):
        to = (
            f' <span class="kjd-to">↳ replied to <a href="#kjd-{30410 + x.parent}">{esc(c[x.parent].author)}</a></span>'
            if x.parent is not None
            else ""
        )
        recs.append(
            f'<article class="kjd-reply" id="kjd-{30410 + i}"><header class="kjd-hd">{_av(i, x.author, 28)} <a class="kjd-name" href="#">{esc(x.author)}</a>{to} '
            f'<a class="kjd-ts" href="#kjd-{30410 + i}">{esc(x.when)}</a></header><div class="kjd-bd">{_ps(x.text)}</div>'
            '<footer class="kjd-ft"><a href="#">Reply</a> <a href="#">★ Star</a> <a href="#">Share</a></footer></article>'
        )
    path = "/how-i-rebuilt-the-carbs-on-a-1982-four-1598233012.html"
    frag = path.replace(".html", "-replies.html")
    block = (
        '<div class="kjd-wrap" id="kjd-wrap"><div class="kjd-tabs"><a href="#" class="on">All replies</a> <a href="#">Staff</a> <a href="#">Pending</a></div>'
        '<div id="kjd-list" class="kjd-list"><p class="kjd-loading">Loading…</p></div></div>'
    )
    st = story(
        "How I rebuilt the carbs on a 1982 four in a weekend",
        "Nate Kowalski",
        "Nate Kowalski",
        "2014-07-14T10:30:00-04:00",
        "7/14/14 10:30am",
        """
Four carburetors, one bench, two days and a lot of coffee. Here's how the bike that sat in my uncle's barn for fifteen years runs again.

First, label everything. Take photos of every linkage before you remove it. You will not remember, trust me.

Soak the bodies overnight and blow every passage out with compressed air. Then set the float height with a caliper, not by eye.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after='<div style="height:1200px"></div>' + block,
        rail=box(
            "grid",
            "Popular",
            rows(
                "grid",
                ["The ten ugliest cars of the 80s", "Why your brakes squeal", "Ask a mechanic: coolant"],
                True,
            ),
        ),
        end=fetch_on("scroll:#kjd-wrap", frag, "#kjd-list"),
        files={frag: "".join(recs)},
    )
    return make(
        "l-kjd-en-scroll",
        "revealed",
        "grid",
        "en-kj",
        st,
        parts,
        c,
        path=path,
        reveal="lazy_scroll: a scroll listener fetches the replies (HTML) when the container nears the viewport, 1200 px below the article",
        container="Kinja-like div#kjd-wrap, article.kjd-reply siblings; replies say '↳ replied to Name'",
        heading=None,
        description="A Kinja-like discussion of 2014 fetched on scroll: every reply a sibling article.kjd-reply, the nesting only in '↳ replied to Name' links (five replies, two to replies), 'Reply ★ Star Share', tabs 'All replies | Staff | Pending', no heading; JSON-LD.",
        static=False,
        check_steps=("scroll", "wait:1000"),
    )


# --------------------------------------------------------------------------- fa: replies that quote their parent


def quoted_fa() -> Case:
    c = thread(
        """
علی رضایی | ۱۲ مهر ۱۳۹۱ - ۱۰:۲۲ | - | بالاخره جاده رشت به انزلی چهاربانده می‌شود. هر جمعه سه ساعت در ترافیک می‌مانیم.
مریم | ۱۲ مهر ۱۳۹۱ - ۱۱:۰۵ | 0 | سه ساعت که خوب است، ما تابستان چهار ساعت ماندیم.
حسین از لاهیجان | ۱۲ مهر ۱۳۹۱ - ۱۳:۴۰ | - | امیدوارم درختان کنار جاده را قطع نکنند. این جاده زیبایی‌اش به همان درخت‌هاست.
ناشناس | ۱۲ مهر ۱۳۹۱ - ۱۷:۱۲ | 2 | طبق گزارش، درخت‌ها جابه‌جا می‌شوند نه قطع.
رضا کریمی | ۱۳ مهر ۱۳۹۱ - ۰۹:۳۰ | - | بودجه‌اش از کجا می‌آید؟ پروژه‌های قبلی هم نیمه‌کاره ماندند.
فاطمه | ۱۳ مهر ۱۳۹۱ - ۱۲:۱۸ | - | گزارش خوبی بود، ممنون از خبرنگار.
"""
    )
    items = []
    for n, x in enumerate(c, 1):
        quote = ""
        if x.parent is not None:
            p = c[x.parent]
            quote = f'<blockquote class="nq-quote"><b>در پاسخ به {esc(p.author)}:</b> «{esc(p.text[:40])}…»</blockquote>'
        items.append(
            f'<li class="nazar" id="nazar-{n}"><div class="nazar-sar"><span class="nazar-shomare">{n}</span> <span class="nazar-nam">{esc(x.author)}</span> '
            f'<span class="nazar-zaman">{esc(x.when)}</span></div>{quote}<div class="nazar-matn">{_ps(x.text)}</div>'
            '<div class="nazar-pa"><a href="#">پاسخ</a> · <a href="#">👍 موافقم</a> · <a href="#">👎 مخالفم</a></div></li>'
        )
    block = (
        '<div class="nazarat" id="nazarat"><h3>نظر خوانندگان (۶)</h3><p class="nazar-tozih">نظرات پس از تأیید مدیر سایت منتشر می‌شود. نظرات حاوی توهین منتشر نمی‌شود.</p>'
        f'<ol class="nazar-list">{"".join(items)}</ol><div class="nazar-form"><b>نظر شما</b><textarea></textarea></div></div>'
    )
    st = story(
        "جاده رشت ـ انزلی چهاربانده می‌شود",
        "گروه استان ـ سارا محمدی",
        "سارا محمدی",
        "2012-10-03T08:30:00+03:30",
        "چهارشنبه ۱۲ مهر ۱۳۹۱ - ۰۸:۳۰",
        """
مدیرکل راه و شهرسازی گیلان از آغاز عملیات چهاربانده کردن جاده رشت به بندر انزلی تا پایان امسال خبر داد.

این طرح ۲۸ کیلومتر طول دارد و پیش‌بینی می‌شود در سه سال به پایان برسد.

به گفته وی درختان حاشیه جاده به جای قطع، جابه‌جا خواهند شد.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "portal",
            "پربازدیدترین‌ها",
            rows("portal", ["بارش باران در رشت", "پیروزی ملوان در لیگ", "جشنواره برنج در آستانه"], True),
        ),
    )
    return make(
        "l-fa-nazar-naghl",
        "discussion",
        "portal",
        "fa-tb",
        st,
        parts,
        c,
        path="/ostan/jadde-rasht-anzali-13910712.html",
        container="div#nazarat, ol.nazar-list of li.nazar (flat); replies begin with a quoted block 'در پاسخ به Name: «…»'",
        heading="نظر خوانندگان (۶)",
        description="A Persian news site's own comments of 2012 (right to left): a numbered flat list, the moderation note above, 'پاسخ · 👍 موافقم · 👎 مخالفم'; the two replies begin with a blockquote naming and quoting the comment they answer (not part of their text); Persian digits in the times.",
    )


# --------------------------------------------------------------------------- de: "Ältere Kommentare", newest first, with a moderator's note


def aeltere_de() -> Case:
    c = thread(
        """
Hans-Werner S. | 18.10.2011, 21:44 Uhr | - | Wer soll das bezahlen? Die Gemeinde hat doch schon das Schwimmbad nicht halten können.
Westerwaldkind | 18.10.2011, 20:12 Uhr | - | Ich finde es gut, dass die Kinder endlich einen Platz haben, der nicht an der Bundesstraße liegt.
Ute Klöckner | 18.10.2011, 19:30 Uhr | - | Der alte Spielplatz war von 1974. Höchste Zeit!
M. Becker | 18.10.2011, 18:05 Uhr | - | Wieder wird eine Wiese zubetoniert. Muss das sein?
Ralf aus Hachenburg | 18.10.2011, 17:58 Uhr | - | Ein Bolzplatz wäre besser gewesen als noch ein Klettergerüst.
Petra Hüsch | 18.10.2011, 16:40 Uhr | - | Danke an den Förderverein, der so viel gesammelt hat.
Jürgen | 18.10.2011, 15:22 Uhr | - | Wie viel hat der Förderverein genau beigesteuert? Im Artikel steht es nicht.
Andrea Wolf | 18.10.2011, 14:47 Uhr | - | 12.000 Euro, stand letzte Woche im Gemeindeblatt.
Dieter | 18.10.2011, 13:10 Uhr | - | Hoffentlich wird abends abgeschlossen, sonst sitzen da wieder die Jugendlichen mit ihren Flaschen.
Sabine Roth | 18.10.2011, 12:02 Uhr | - | Schöne Bilder, das Gelände sieht toll aus.
Kl. Hof | 18.10.2011, 11:15 Uhr | - | Endlich mal eine gute Nachricht aus Rennerod.
"""
    )
    mod = {3: "Dieser Kommentar wurde von der Redaktion gekürzt. Bitte bleiben Sie sachlich."}

    def rec(i: int) -> str:
        x = c[i]
        return (
            f'<div class="lk-eintrag" id="lk-{90021 + i}"><div class="lk-kopf"><span class="lk-nr">{len(c) - i}.</span> <strong class="lk-name">{esc(x.author)}</strong> '
            f'<span class="lk-zeit">schrieb am {esc(x.when)}</span></div><div class="lk-text">{_ps(x.text)}</div>'
            + (f'<p class="lk-mod"><em>{esc(mod[i])}</em></p>' if i in mod else "")
            + '<div class="lk-aktion"><a href="#">Antworten</a> · <a href="#">Kommentar melden</a></div></div>'
        )

    path = "/region/rennerod-neuer-spielplatz-20111018.html"
    frag = path.replace(".html", "-aeltere.html")
    block = (
        '<div class="lk-box" id="leserkommentare"><h3 class="lk-titel">Leserkommentare (11)</h3><p class="lk-sort">Neueste zuerst · <a href="#">Älteste zuerst</a></p>'
        f'<div id="lk-liste">{"".join(rec(i) for i in range(5))}</div>'
        '<p><a href="#" id="lk-aeltere" class="lk-mehr">Ältere Kommentare anzeigen (6)</a></p>'
        '<p class="lk-hinweis">Die Redaktion behält sich vor, Kommentare zu kürzen oder zu löschen.</p></div>'
    )
    st = story(
        "Rennerod bekommt neuen Spielplatz am Waldrand",
        "Von Birgit Lenz",
        "Birgit Lenz",
        "2011-10-18T10:00:00+02:00",
        "18.10.2011, 10:00 Uhr",
        """
Auf der Wiese hinter dem Bürgerhaus entsteht bis zum Frühjahr ein neuer Spielplatz. Der Gemeinderat hat am Montagabend einstimmig zugestimmt.

Die Kosten von 85.000 Euro tragen die Gemeinde, das Land und ein Förderverein.

Der alte Spielplatz an der B54 wird abgebaut.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "tpad",
            "Meistgelesen",
            rows("tpad", ["Unfall auf der B8", "Kirmes in Westerburg", "Neue Buslinie nach Montabaur"], True),
        ),
        end=fetch_on("click:#lk-aeltere", frag, "#lk-liste", mode="append"),
        files={frag: "".join(rec(i) for i in range(5, 11))},
    )
    return make(
        "l-lk-de-aeltere",
        "revealed",
        "tpad",
        "de-lk",
        st,
        parts,
        c,
        path=path,
        reveal="load_more: the newest 5 in the page; 'Ältere Kommentare anzeigen (6)' appends the older 6 (fetched HTML)",
        container="div#leserkommentare, div.lk-eintrag (flat, numbered 11 down to 1)",
        heading="Leserkommentare (11)",
        description="A regional paper's own Leserkommentare of 2011, newest first and numbered down from 11 ('#. Name schrieb am 18.10.2011, 21:44 Uhr'): five in the page, the link 'Ältere Kommentare anzeigen (6)' appends six; one comment carries the newsroom's note that it was shortened (not part of its text); a reader answers another in plain text, flat.",
        static=False,
        check_steps=("click:#lk-aeltere", "wait:800"),
    )


# --------------------------------------------------------------------------- uk: four comments, one reply by a "lvl2" class


def small_uk() -> Case:
    c = thread(
        """
Олег Ковальчук | 21.05.2012 о 12:14 | - | Нарешті відремонтують Київський майдан. Там же ноги можна зламати.
Ірина | 21.05.2012 о 13:02 | 0 | Пане Олегу, ремонтуватимуть лише тротуари, дорогу — наступного року.
Степан з Ковеля | 21.05.2012 о 15:40 | - | А хто підрядник? Минулого разу плитка через рік розсипалася.
Тетяна Мельник | 22.05.2012 о 09:05 | - | Дякую за статтю, дуже корисно знати про об'їзд.
"""
    )
    items = "".join(
        f'<div class="kom {"lvl2" if x.parent is not None else "lvl1"}"><div class="kom-avtor"><b>{esc(x.author)}</b> <i>{esc(x.when)}</i></div>'
        f'<div class="kom-tekst">{_ps(x.text)}</div><a class="kom-vidp" href="#">Відповісти</a></div>'
        for i, x in (lambda w: [(i, c[i]) for i, _ in w])(tree_walk(c))
    )
    block = f'<style>.lvl2{{margin-left:40px}}</style><div id="komentari" class="komentari"><h3>Коментарі (4)</h3>{items}</div>'
    st = story(
        "У Луцьку ремонтуватимуть тротуари на Київському майдані",
        "Андрій Савчук",
        "Андрій Савчук",
        "2012-05-21T10:30:00+03:00",
        "21 травня 2012, 10:30",
        """
Міська рада Луцька виділила 3,2 мільйона гривень на ремонт тротуарів на Київському майдані та прилеглих вулицях.

Роботи розпочнуться у червні й триватимуть до вересня. Рух транспорту не перекриватимуть.

Дорожнє покриття планують замінити наступного року.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "portal",
            "Найпопулярніше",
            rows("portal", ["Волинь перемогла Ворсклу", "Спека до +33", "Нові маршрутки"], True),
        ),
    )
    return make(
        "l-uk-komentari-4",
        "discussion",
        "portal",
        "uk-sm",
        st,
        parts,
        c,
        path="/lutsk/remont-trotuariv-kyivskyi-maidan-20120521.html",
        container="div#komentari, div.kom siblings, the reply with class lvl2",
        heading="Коментарі (4)",
        description="A Ukrainian regional site's own four comments (2012): siblings, the one reply marked only by class lvl2 and a margin; 'Відповісти'; JSON-LD.",
    )


# --------------------------------------------------------------------------- vi: a single comment


def one_vi() -> Case:
    c = thread(
        """
Nguyễn Văn Hùng | 15/08/2012 09:41 | - | Cầu Cần Thơ mở thêm làn xe máy là rất cần thiết, sáng nào tôi cũng kẹt xe ở đầu cầu gần nửa tiếng.
"""
    )
    x = c[0]
    block = (
        '<div class="ykbd"><div class="ykbd-hd">Ý kiến bạn đọc (1)</div>'
        f'<div class="ykbd-item"><p class="ykbd-nd">{esc(x.text)}</p><p class="ykbd-ten"><b>{esc(x.author)}</b> - Cần Thơ - {esc(x.when)}</p></div>'
        '<div class="ykbd-gui"><b>Gửi ý kiến của bạn</b><input placeholder="Họ tên"><input placeholder="Email"><textarea></textarea></div></div>'
    )
    st = story(
        "Cầu Cần Thơ sẽ mở thêm làn xe máy từ tháng 10",
        "Thanh Tâm",
        "Thanh Tâm",
        "2012-08-15T07:20:00+07:00",
        "Thứ Tư, 15/08/2012 07:20",
        """
Từ ngày 1/10, cầu Cần Thơ sẽ mở thêm một làn dành cho xe máy ở mỗi chiều để giảm ùn tắc vào giờ cao điểm.

Theo Sở Giao thông vận tải, mỗi ngày có hơn 40.000 lượt xe máy qua cầu.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "grid",
            "Tin đọc nhiều",
            rows("grid", ["Giá lúa tăng nhẹ", "Chợ nổi Cái Răng", "Lịch cúp điện"], True),
        ),
    )
    return make(
        "l-vi-ykien-1",
        "discussion",
        "grid",
        "vi-one",
        st,
        parts,
        c,
        path="/thoi-su/cau-can-tho-them-lan-xe-may-20120815.html",
        container="div.ykbd, one div.ykbd-item: the text, then 'Name - Cần Thơ - date'",
        heading="Ý kiến bạn đọc (1)",
        description="A Vietnamese paper's 'Ý kiến bạn đọc (1)' with a single comment, its text first and then the reader's name, town and time in one line; the send form below; Open Graph.",
    )


# --------------------------------------------------------------------------- hi: two comments under a heading without "comment"


def two_hi() -> Case:
    c = thread(
        """
राकेश त्रिपाठी | 9 जनवरी 2013, 11:20 | - | रामगढ़ ताल की सफाई बहुत पहले हो जानी चाहिए थी। गर्मियों में बदबू से टहलना मुश्किल हो जाता है।
सुनीता | 9 जनवरी 2013, 14:05 | - | नौका विहार फिर से शुरू हो तो बच्चों के लिए बहुत अच्छा रहेगा।
"""
    )
    items = "".join(
        f'<li><div class="rai-naam">{esc(x.author)} <span class="rai-samay">{esc(x.when)}</span></div><div class="rai-text">{esc(x.text)}</div></li>'
        for x in c
    )
    block = f'<div class="pathak-rai"><h4>पाठकों की राय</h4><ul class="rai-list">{items}</ul><p><a href="#">अपनी राय दें</a></p></div>'
    st = story(
        "रामगढ़ ताल की सफाई के लिए 12 करोड़ मंजूर",
        "संवाददाता, गोरखपुर",
        "संवाददाता",
        "2013-01-09T08:00:00+05:30",
        "9 जनवरी 2013",
        """
रामगढ़ ताल की सफाई और सौंदर्यीकरण के लिए शासन ने 12 करोड़ रुपये मंजूर किए हैं। काम मार्च से शुरू होगा।

ताल के किनारे नया पैदल पथ बनेगा और नौका विहार फिर से शुरू किया जाएगा।
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "portal",
            "सबसे ज्यादा पढ़ी गईं",
            rows("portal", ["ठंड से स्कूल बंद", "गोरखपुर महोत्सव", "नई ट्रेन की घोषणा"], True),
        ),
    )
    return make(
        "l-hi-rai-2",
        "discussion",
        "portal",
        "hi-two",
        st,
        parts,
        c,
        path="/shahar/ramgarh-taal-safai-20130109.html",
        container="div.pathak-rai, ul.rai-list of two <li>",
        heading="पाठकों की राय",
        description="A Hindi paper's two readers' opinions under 'पाठकों की राय' ('readers' opinion', no word for comment), a plain list with name and time; Open Graph.",
    )


# --------------------------------------------------------------------------- en: one long thread of 112 on one page


_NAMES = [
    "Pete Hollis",
    "Margaret Ashby",
    "Northfield Born",
    "Dave R",
    "Linda Cartwright",
    "Sam Okafor",
    "Jan the Baker",
    "Grumpy of Elm Road",
    "Ken Whitworth",
    "Rachel Doyle",
    "Bill Mercer",
    "Fiona Gale",
    "Stuart P",
    "Anne Marie Lowe",
    "Old Hand",
    "Tony Farrant",
    "Jo Pickering",
    "Vic Sharma",
    "Hazel Dunn",
    "Terry Boland",
    "Michelle Cross",
    "Paul from Westgate",
    "Yvonne Pratt",
    "Gareth Llewellyn",
    "Keith B",
    "Sandra Hurst",
    "Martin Cole",
    "Lesley Ward",
    "Ian Proctor",
    "Chris Tan",
]
_OPEN = (
    "I've lived on Station Road for thirty years and",
    "My kids walk past the site every day and",
    "Having sat through the consultation evening,",
    "As a shopkeeper on the high street,",
    "Speaking as someone who drives a bus through there,",
    "I read the whole planning document and",
    "My late husband worked at the mill, so",
    "Whatever the council says,",
)
_MID = (
    "I think the flats are far too tall for the conservation area.",
    "the car park plan makes no sense without a crossing.",
    "I'd rather see the old mill building kept than knocked down.",
    "the affordable homes figure has gone down every time it's been published.",
    "nobody has explained where the extra children will go to school.",
    "the cafe and the riverside path would be a real improvement.",
    "the traffic on Mill Lane is already at a standstill by half eight.",
    "we need homes for young people or the town just gets older.",
)
_END = (
    "Well done to the Gazette for printing the drawings.",
    "I'll be at the committee meeting on the 14th.",
    "Let's see if anyone listens this time.",
    "The developer's own survey says as much.",
    "Is there still time to object?",
    "",
    "Not holding my breath.",
)


def _long_thread() -> list[Seed]:
    out: list[Seed] = []
    for n in range(112):
        name = _NAMES[(n * 7) % len(_NAMES)]
        text = f"{_OPEN[n % len(_OPEN)]} {_MID[(n * 3 + n // 8) % len(_MID)]} {_END[(n * 5) % len(_END)]}".strip()
        text += f" (That's point {n + 1} from me on the mill.)" if n % 13 == 12 else ""
        parent = None
        if n % 9 == 4 and n > 0:
            parent = n - 1
            text = f"{_NAMES[((n - 1) * 7) % len(_NAMES)].split()[0]}, {text[0].lower()}{text[1:]}"
        day = 11 + n // 40
        hh, mm = 8 + (n % 40) * 14 // 60, (n * 14) % 60
        out.append(Seed(name, text, parent, when=f"{day} June 2013 {hh}:{mm:02d}"))
    return out


def long_en() -> Case:
    c = _long_thread()
    items = []
    for i, d in tree_walk(c):
        x = c[i]
        items.append(
            f'<li class="hys-c hys-d{d}" id="hys-{61000 + i}"><div class="hys-meta"><a class="hys-user" href="/profile/{61000 + i}">{esc(x.author)}</a> '
            f'<span class="hys-date">{esc(x.when)}</span></div><div class="hys-body">{_ps(x.text)}</div>'
            f'<div class="hys-tools"><a href="#">Recommend ({(i * 11) % 23})</a> | <a href="#">Reply</a> | <a href="#">Report abuse</a></div></li>'
        )
    block = (
        "<style>.hys-d1{margin-left:32px}.hys-c{list-style:none;border-top:1px solid #ddd;padding:6px 0}</style>"
        '<div class="hys" id="have-your-say"><h2 class="hys-title">Have your say (112)</h2>'
        '<p class="hys-sort">Show: <a href="#" class="on">Oldest first</a> | <a href="#">Newest first</a> | <a href="#">Most recommended</a></p>'
        f'<ol class="hys-list">{"".join(items)}</ol><p class="hys-closed">Have your say is now closed on this story.</p></div>'
    )
    st = story(
        "Mill site plans: 240 homes and a riverside path",
        "By Helen Crowther",
        "Helen Crowther",
        "2013-06-10T17:45:00+01:00",
        "Monday 10 June 2013, 5:45pm",
        """
Plans for 240 homes on the old Tanner's Mill site have been lodged with Northfield Borough Council.

The developer proposes four blocks of flats up to six storeys, a cafe, a car park for 180 cars and a public path along the river.

The planning committee will consider the application on 14 June. Objections can be sent until the 13th.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "tpad", "Most read", rows("tpad", ["Town beat Rovers", "A-road closure", "Carnival route"], True)
        ),
    )
    return make(
        "l-hys-en-112",
        "discussion",
        "tpad",
        "en-long",
        st,
        parts,
        c,
        path="/news/mill-site-plans-240-homes-2013-06-10.html",
        container="div#have-your-say, ol.hys-list of li.hys-c (siblings, replies with class hys-d1)",
        heading="Have your say (112)",
        description="One long thread of 112 on one page (a local paper, 2013): 'Recommend (n) | Reply | Report abuse', sort links, replies (12) as siblings with a depth class, each opening with the first name of the one it answers; closed for new comments; a heading without the word 'comment'.",
    )
