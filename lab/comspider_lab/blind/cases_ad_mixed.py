"""Blind set AD: mixed pages, this article's discussion beside a list of named, dated short texts that are not reader
comments: the shop windows of a Christmas window trail in the very markup of the thread below them (en); first-graders'
wishes on their first school day in an ``<ol>`` in the article (bg); families hosting students over Tết in a table
(vi) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ad_common import (
    PartsK,
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


def _wt(author: str, when: str, text: str, inner: str = "", pic: bool = True) -> str:
    return (
        '<div class="wt-e">'
        + (avatar("wt", author, 36) if pic else "")
        + f'<p class="wt-hd"><b class="wt-n">{esc(author)}</b> <span class="wt-d">{esc(when)}</span></p>'
        f'<div class="wt-x">{body(text)}</div>'
        + (f'<div class="wt-sub">{inner}</div>' if inner else "")
        + "</div>"
    )


def en_windows() -> Case:
    windows = thread(
        """
Harbour Books (Jill Penrose) | Sat 1 Dec 2012, 09:00 | - | A paper snow scene with every house of the seafront cut from old maps of Southmere.
Fenlow Fish Bar (the Demetriou family) | Sat 1 Dec 2012, 09:00 | - | A lighthouse made of four hundred chip forks, lit from inside.
Tide & Time Antiques (Roy Bassett) | Mon 3 Dec 2012, 10:00 | - | A Victorian Christmas parlour with a working clockwork train.
Southmere Pharmacy | Tue 4 Dec 2012, 08:30 | - | Knitted robins made by the Tuesday club, one for every year the shop has been open: 86.
"""
    )
    c = thread(
        """
Carol Weekes | Sat 8 Dec 2012, 10:14 | - | We did the trail last night with the grandchildren. The lighthouse of chip forks was their favourite by miles.
Mark Treloar | Sat 8 Dec 2012, 11:02 | - | Good to see the town making an effort. The empty shops on Marine Parade could do with something in the windows too.
Sally Fenn | Sat 8 Dec 2012, 11:40 | 1 | The council is putting pictures by the primary school in three of them next week.
Graham Tull | Sat 8 Dec 2012, 14:25 | - | Lovely idea.
Beryl Nance | Sun 9 Dec 2012, 09:15 | - | Is there a prize for the best window? The clockwork train deserves it.
"""
    )
    wlist = "".join(_wt(x.author, x.when, x.text, pic=False) for x in windows)

    def one(i: int) -> str:
        x = c[i]
        return _wt(x.author, x.when, x.text, "".join(one(k) for k in children(c, i)))

    block = (
        '<div class="wt-box" id="the-windows"><h3>The windows on the trail</h3>'
        + wlist
        + "</div>"
        + '<div class="wt-box" id="talkback"><h3>Talkback (5)</h3>'
        + "".join(one(i) for i in children(c, None))
        + login_prompt("en", "wt")
        + "</div>"
    )
    st = story(
        "Shop windows light up the Christmas trail",
        "By Kelly Dawes",
        "2012-12-08T07:00:00+00:00",
        "Saturday 8 December 2012",
        """
Southmere's shopkeepers have dressed their windows for the town's first Christmas window trail, which runs until Twelfth Night.

Maps are available from the library and the tourist office; the trail takes about forty minutes on foot.

The traders' association hopes the trail will bring more people into the town centre in the evenings.
""",
        section="News",
    )
    return make(
        "ad-mx-en-windows",
        "mixed",
        "rp",
        "en-coast",
        st,
        PartsK(lead=jump("en", 5, "talkback", "rp"), after=block),
        c,
        path="/news/shop-windows-light-up-christmas-trail",
        container="div.wt-box#talkback: div.wt-e entries (avatar; p.wt-hd: b.wt-n name, span.wt-d 'Sat 8 Dec 2012, 10:14'; div.wt-x text); the reply in div.wt-sub inside its parent's; a login prompt below; above it div.wt-box#the-windows, the shop windows in the very same markup",
        heading="Talkback (5)",
        description="A coast weekly's site of 2012: 5 comments (1 reply) with weekday dates, below the Christmas trail's shop windows (shop and owner, date dressed, the display) in the very markup of the thread (not comments); the header's count and 'Jump to comments ↓'.",
        lookalikes=("the shop windows of a Christmas trail, in the thread's own markup",),
    )


def bg_parvolaci() -> Case:
    c = thread(
        """
Десислава Петрова | 17.09.2012 09:14 | - | Колко са сладки! Желанието за кученцето ме разплака.
Николай | 17.09.2012 10:30 | - | Успех на всички първокласници и търпение на учителките.
Радка Илиева | 17.09.2012 12:05 | - | Моят внук също тръгна днес на училище, в друго училище. Много вълнение вкъщи.
Боян Маринов | 17.09.2012 18:40 | - | Хубав материал, браво на вестника.
"""
    )
    wishes = (
        ("Калина, 7 г.", "15 септември", "Искам да се науча да чета, за да чета на баба."),
        ("Мартин, 6 г.", "15 септември", "Да имам кученце, когато завърша първи клас."),
        ("Виктория, 7 г.", "15 септември", "Да стана учителка като госпожата."),
        ("Иво, 7 г.", "15 септември", "Да не ходим на училище в събота."),
        ("Елена, 6 г.", "15 септември", "Искам всички в класа да са ми приятели."),
    )
    wl = (
        '<div class="pv-mechti" style="background:#fffbe6;border:1px solid #efe2a0;padding:8px 14px;margin:12px 0">'
        "<b>Мечтите на първолаците</b><ol>"
        + "".join(f"<li><b>{esc(n)}</b> ({esc(d)}): „{esc(t)}“</li>" for n, d, t in wishes)
        + "</ol></div>"
    )
    items = "".join(
        f'<div class="dk-k" id="dk{i + 1}"><p class="dk-z"><b class="dk-n">{esc(x.author)}</b> <small class="dk-d">{esc(x.when)}</small></p>'
        f'<div class="dk-x">{body(x.text)}</div></div>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="dk-box" id="komentari"><h2>Коментари (4)</h2>'
        + items
        + login_prompt("bg", "dk")
        + "</div>"
    )
    st = story(
        "Първолаците на „Христо Ботев“ и техните мечти",
        "Милена Господинова",
        "2012-09-17T08:00:00+03:00",
        "17 септември 2012",
        """
Шейсет и двама първокласници прекрачиха прага на училище „Христо Ботев“ в събота. Попитахме някои от тях какво си пожелават за първата учебна година.

Директорката пожела на децата да обичат книгите, а на родителите — търпение.

Тази година първокласниците в града са с 40 повече от миналата.
""",
        section="Образование",
    )
    return make(
        "ad-mx-bg-parvolaci",
        "mixed",
        "dp",
        "bg-b",
        st,
        PartsK(inbody=wl, after=block),
        c,
        path="/obrazovanie/parvolacite-i-technite-mechti",
        container="div.dk-box#komentari: flat div.dk-k entries (p.dk-z: b.dk-n name, small '17.09.2012 09:14'; div.dk-x text); a login prompt below; in the article's text div.pv-mechti, an <ol> of the first-graders' wishes (a bold name and age, the date, the wish in quotation marks)",
        heading="Коментари (4)",
        description="A Bulgarian Danube city daily's site of 2012: 4 comments, flat, beside an <ol> of five first-graders' wishes on their first school day in the article's text (not comments).",
        lookalikes=("first-graders' wishes on their first school day, an <ol> in the article",),
    )


def vi_tet() -> Case:
    c = thread(
        """
Phạm Thu Trang | 16/01/2012 09:14 | - | Ý tưởng rất hay. Năm nhất em cũng ở lại ký túc xá dịp Tết, buồn lắm.
Nguyễn Đức Anh | 16/01/2012 10:02 | 0 | Mình cũng thế, năm nay may mắn được về quê rồi.
Bà Lê Thị Hoa | 16/01/2012 11:30 | - | Nhà tôi ở phường Máy Tơ muốn đăng ký đón một cháu thì liên hệ ở đâu?
Hoàng Văn Nam | 16/01/2012 12:10 | 2 | Bác gọi số của đoàn phường ghi ở cuối bài ạ.
Quang | 16/01/2012 15:45 | - | Đáng khen.
Vũ Minh Châu | 16/01/2012 20:20 | - | Cảm ơn các gia đình, Tết này các bạn sinh viên sẽ không cô đơn.
"""
    )
    fams = (
        (
            "Gia đình ông Trần Văn Lộc",
            "phường Cát Dài",
            "đăng ký 10/1/2012",
            "Đón hai sinh viên, cùng gói bánh chưng chiều 29 Tết.",
        ),
        (
            "Gia đình chị Đỗ Thị Mai",
            "phường Lạch Tray",
            "đăng ký 11/1/2012",
            "Đón một sinh viên nữ, nhà có con gái cùng tuổi.",
        ),
        (
            "Gia đình bác Nguyễn Hữu Tài",
            "phường Máy Chai",
            "đăng ký 12/1/2012",
            "Đón ba sinh viên từ Điện Biên, đi chợ hoa cùng cả nhà.",
        ),
        (
            "Gia đình anh Bùi Quốc Việt",
            "phường Đông Khê",
            "đăng ký 13/1/2012",
            "Đón một sinh viên, mời ăn cơm tất niên và đi lễ chùa.",
        ),
    )
    table = (
        '<table class="tv-bang" border="1" cellpadding="5" style="border-collapse:collapse;margin:12px 0;font-size:13px">'
        "<caption><b>Các gia đình đã đăng ký đón sinh viên</b></caption>"
        "<tr><th>Gia đình</th><th>Nơi ở</th><th>Ngày</th><th>Ghi chú</th></tr>"
        + "".join(
            f"<tr><td><b>{esc(a)}</b></td><td>{esc(b)}</td><td>{esc(d)}</td><td>{esc(t)}</td></tr>"
            for a, b, d, t in fams
        )
        + "</table>"
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<li class="bl-y" id="bl{i + 1}"><p class="bl-t"><b class="bl-n">{esc(x.author)}</b> - <span class="bl-d">{esc(x.when)}</span></p>'
            f'<div class="bl-x">{body(x.text)}</div><p class="bl-a" style="font-size:11px"><a href="#reply">Trả lời</a> | <a href="#">Thích</a></p>'
            + (f'<ul class="bl-tl">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        table
        + '<div class="bl-khung" id="y-kien-ban-doc"><h2>Ý kiến bạn đọc (6)</h2>'
        + f'<ul class="bl-ds">{"".join(one(i) for i in children(c, None))}</ul>'
        + login_prompt("vi", "bl")
        + "</div>"
    )
    st = story(
        "Sinh viên xa nhà được đón Tết cùng gia đình phố cảng",
        "Minh Thư",
        "2012-01-16T08:00:00+07:00",
        "16/01/2012",
        """
Đoàn thanh niên thành phố kêu gọi các gia đình đón sinh viên không có điều kiện về quê ăn Tết. Đến nay đã có hơn bốn mươi gia đình đăng ký.

Các sinh viên sẽ đón giao thừa, gói bánh chưng và đi chợ hoa cùng gia đình đón mình.

Gia đình muốn tham gia có thể liên hệ đoàn phường nơi cư trú.
""",
        section="Đời sống",
    )
    return make(
        "ad-mx-vi-tet",
        "mixed",
        "rp",
        "vi-b",
        st,
        PartsK(after=block),
        c,
        path="/doi-song/sinh-vien-don-tet-cung-gia-dinh",
        container="div.bl-khung#y-kien-ban-doc > ul.bl-ds: li.bl-y entries (p.bl-t: b.bl-n name - span.bl-d '16/01/2012 09:14'; div.bl-x text; 'Trả lời | Thích'); replies in ul.bl-tl inside their parent's; a login prompt below; above it table.tv-bang, the host families (family, ward, date registered, a note)",
        heading="Ý kiến bạn đọc (6)",
        description="A Vietnamese port city's news site of 2012: 6 comments (2 replies) below a table of four families who registered to host students over Tết (not comments); 'Đáng khen.'.",
        lookalikes=("families hosting students over Tết, a table",),
    )


def mixed_ad() -> list[Case]:
    return [en_windows(), bg_parvolaci(), vi_tet()]
