"""Blind set AE: long hand-built discussions, part two: a Japanese portal's comments with "以前のコメントを表示" and the
older ones in the HTML but hidden (ja); an Urdu daily's numbered opinions with the reader's town and thumbs, right to
left (ur); an English supporters' blog's 72 comments with depth classes, badges and "Edited n times, last by" lines
(en); a Croatian weekly's comments whose replies are folded under "[+] Prikaži n odgovora" (hr); a Lithuanian
portal's anonymous comments with masked IPs and ratings (lt); a Swahili blog's comments as a hosted blog platform of
2012 printed them, "X alisema...", the blog owner's answers highlighted (sw) (written from memory of the general shape
of such pages, in invented markup)."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.blind.cases_ae_common import (
    D,
    PartsK,
    Seed,
    avatar,
    children,
    depth_of,
    discussion,
    esc,
    make,
    paras,
    story,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- ja: older comments hidden


def ja_older() -> Case:
    wd = "月火水木金土日"
    c = discussion(
        "ja",
        30,
        "駅前の再開発",
        seed=91,
        start=D(2012, 3, 14, 7),
        fmt=lambda t: f"{t:%Y/%m/%d}({wd[t.weekday()]}) {t:%H:%M}",
        shorts=("賛成です。", "よく分かりました。"),
    )

    def one(i: int) -> str:
        x = c[i]
        return (
            f'<div class="comment-box" id="cmt{i + 1}"><p class="comment-head"><span class="comment-no">{i + 1}.</span> '
            f'<span class="comment-name">{esc(x.author)}</span> <span class="comment-date">{esc(x.when)}</span></p>'
            f'<div class="comment-body">{paras(x.text)}</div>'
            f'<p class="comment-foot"><a href="#">そう思う {(i * 17) % 40}</a> | <a href="#">そう思わない {(i * 5) % 12}</a> | <a href="/ihan">違反報告</a></p></div>'
        )

    older = "".join(one(i) for i in range(18))
    newer = "".join(one(i) for i in range(18, 30))
    block = (
        '<div class="comment-area" id="reader-comments"><h2>この記事へのコメント（30件）</h2>'
        "<p class=\"comment-more\"><a href=\"#\" onclick=\"document.getElementById('cmt-older').style.display='block';this.parentNode.style.display='none';return false\">"
        "▲ 以前のコメントを表示（18件）</a></p>"
        f'<div class="comment-older" id="cmt-older" style="display:none">{older}</div>{newer}'
        '<p class="comment-note">※コメントは承認制です。ログインしてご投稿ください。</p></div>'
    )
    st = story(
        "駅前再開発、ビル2棟の建設決まる　商店街は賛否",
        "みなと新報　地域報道部",
        "2012-03-14T06:00:00+09:00",
        "2012年3月14日",
        """
市は13日、駅前再開発でビル2棟を建設する計画を正式に決めた。完成は2016年の予定。

地元の商店街からは、人通りが増えるという期待と、家賃が上がるという不安の両方の声が出ている。
""",
        section="地域",
    )
    return make(
        "ae-ja-older",
        "discussion",
        "np",
        "ja-news",
        st,
        PartsK(after=block),
        c,
        path="/chiiki/ekimae-saikaihatsu",
        container="div.comment-area#reader-comments: '▲ 以前のコメントを表示（18件）' (a script link) above; the 18 older comments in div.comment-older (display:none), then the 12 newest; flat div.comment-box entries numbered 1. to 30. (span.comment-name, span.comment-date '2012/03/14(水) 07:14'; div.comment-body; 'そう思う n | そう思わない m | 違反報告')",
        heading="この記事へのコメント（30件）",
        description="A Japanese port city's news portal of 2012: 30 numbered comments, the 18 older ones in the HTML but hidden behind '以前のコメントを表示（18件）', 'そう思う / そう思わない' votes; class names with 'comment'.",
    )


# --------------------------------------------------------------------------- ur: numbered, town, thumbs, RTL


def ur_raaye() -> Case:
    months = [
        "جنوری",
        "فروری",
        "مارچ",
        "اپریل",
        "مئی",
        "جون",
        "جولائی",
        "اگست",
        "ستمبر",
        "اکتوبر",
        "نومبر",
        "دسمبر",
    ]
    c = discussion(
        "ur",
        22,
        "سڑک کی تعمیر",
        seed=17,
        start=D(2012, 10, 8, 9),
        fmt=lambda t: f"{t.day} {months[t.month - 1]} {t.year}، {t:%H:%M}",
        max_depth=1,
        reply_rate=0.3,
        shorts=("بہت اچھی خبر ہے۔",),
    )
    towns = ("گل آباد", "نور پور", "چنار کوٹ", "سبز گاؤں", "ساحل نگر", "بیرون ملک")
    top = {i: n + 1 for n, i in enumerate(children(c, None))}

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        no = f'<span class="ry-no">{top[i]}</span> ' if i in top else ""
        return (
            f'<div class="ry-k" id="ry{i + 1}"><p class="ry-s">{no}<b class="ry-n">{esc(x.author)}</b> '
            f'<span class="ry-sh">({esc(towns[(i * 5) % len(towns)])})</span><br><small class="ry-w">{esc(x.when)}</small></p>'
            f'<div class="ry-m">{paras(x.text)}</div>'
            f'<p class="ry-a"><a href="#">👍 {(i * 3) % 14}</a> · <a href="#jawab">جواب دیں</a></p>'
            + (
                f'<div class="ry-j" style="margin-right:30px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="ry-box" id="qarain"><h2>قارئین کی رائے (22)</h2>'
        + "".join(one(i) for i in children(c, None))
        + "<p><small>ادارے کا قارئین کی رائے سے متفق ہونا ضروری نہیں۔</small></p></div>"
    )
    st = story(
        "گل آباد بائی پاس سڑک کی تعمیر دوبارہ شروع",
        "نمائندہ خصوصی",
        "2012-10-08T08:00:00+05:00",
        "8 اکتوبر 2012",
        """
گل آباد بائی پاس سڑک کی تعمیر کا کام چھ ماہ کے تعطل کے بعد دوبارہ شروع ہو گیا ہے۔

محکمہ مواصلات کے مطابق سڑک اگلے سال جون تک مکمل کر لی جائے گی۔
""",
        section="مقامی",
    )
    return make(
        "ae-ur-raaye",
        "discussion",
        "np",
        "ur-news",
        st,
        PartsK(after=block),
        c,
        path="/maqami/bypass-sarak-tameer",
        container="div.ry-box#qarain on a right-to-left page: div.ry-k entries, the top-level ones numbered (p.ry-s: span.ry-no, b.ry-n name, the reader's town in brackets, small.ry-w '8 اکتوبر 2012، 09:14'; div.ry-m; '👍 n · جواب دیں'); replies in div.ry-j inside their parent's",
        heading="قارئین کی رائے (22)",
        description="An Urdu regional daily of 2012, right to left: 22 readers' opinions, the top-level ones numbered, the reader's town after the name, thumbs counts, replies one level; no class with 'comment'.",
    )


# --------------------------------------------------------------------------- en: supporters' blog, 72 comments


def en_club() -> Case:
    c = discussion(
        "en",
        72,
        "new stand",
        seed=29,
        start=D(2012, 4, 14, 17),
        fmt=lambda t: t.strftime("%a %d %b %Y %H:%M"),
        max_depth=3,
        reply_rate=0.5,
        shorts=("Up the Town!", "Spot on.", "Couldn't agree more."),
    )
    badge_of = {
        "Dave Pritchard": "Season ticket holder",
        "Karen Oddie": "Subscriber",
        "Gordon Price": "Top commenter",
        "Ali Rahman": "Subscriber",
    }
    edited = {4: ("2", "Dave Pritchard"), 17: ("1", ""), 33: ("3", ""), 58: ("2", "")}

    def one(i: int) -> str:
        x = c[i]
        d = depth_of(c, i)
        kids = children(c, i)
        badge = (
            f' <span class="comment-badge">{esc(badge_of[x.author])}</span>' if x.author in badge_of else ""
        )
        ed = ""
        if i in edited:
            times, by = edited[i]
            ed = f'<p class="comment-edited"><i>Edited {times} time{"s" if times != "1" else ""}, last by {esc(by or x.author)}</i></p>'
        return (
            f'<div class="comment-item lvl-{d}" id="c{5000 + i}"><div class="comment-meta">{avatar("ci", x.author, 36)}'
            f'<span class="comment-user">{esc(x.author)}</span>{badge} <span class="comment-time">{esc(x.when)}</span></div>'
            f'<div class="comment-content">{paras(x.text)}</div>{ed}'
            f'<div class="comment-actions"><a href="#">Like ({(i * 7) % 19})</a> · <a href="#reply">Reply</a> · <a href="/flag">Flag</a></div>'
            + (f'<div class="comment-replies">{"".join(one(k) for k in kids)}</div>' if kids else "")
            + "</div>"
        )

    css = (
        "<style>"
        + "".join(f".lvl-{d}{{margin-left:{20 if d else 0}px}}" for d in range(5))
        + ".comment-badge{background:#a00;color:#fff;font-size:10px;padding:0 4px;border-radius:2px}</style>"
    )
    block = (
        '<div class="comments-wrap" id="discuss"><h2>72 comments</h2>'
        '<p class="comments-sort">Sort by: <b>Oldest</b> | <a href="?sort=newest">Newest</a> | <a href="?sort=likes">Most liked</a></p>'
        + "".join(one(i) for i in children(c, None))
        + '<p><a href="/login">Log in</a> or <a href="/register">register</a> to join the discussion.</p></div>'
    )
    st = story(
        "Plans for the new stand: what we know so far",
        "TerraceTalk Editor",
        "2012-04-14T16:30:00+01:00",
        "14 April 2012",
        """
The club finally published the plans for the new stand on the Brook Lane side. Capacity goes up by 1,400, and there will be a covered family section.

The board wants the work done over two summers, so that we never play with three sides only for a whole season.

There is no word yet on what happens to season ticket prices. Over to you.
""",
        section="Transfers",
    )
    return make(
        "ae-en-club",
        "discussion",
        "wb",
        "en-club",
        st,
        PartsK(head=css, after=block),
        c,
        path="/2012/04/plans-for-the-new-stand",
        container="div.comments-wrap#discuss: sort links; div.comment-item.lvl-n entries (n 0 to 3; div.comment-meta: avatar, span.comment-user, a badge span.comment-badge 'Season ticket holder', 'Subscriber' or 'Top commenter' after some names, span.comment-time 'Sat 14 Apr 2012 17:14'; div.comment-content; on four 'Edited n times, last by X'; 'Like (n) · Reply · Flag'); replies in div.comment-replies inside their parent's, four levels",
        heading="72 comments",
        description="An English football supporters' blog of 2012: 72 comments nested four levels deep with a level class, badges after some names, 'Edited 2 times, last by …' lines under four texts, likes; class names with 'comment'.",
    )


# --------------------------------------------------------------------------- hr: folded replies


def hr_skriveni() -> Case:
    c = discussion(
        "hr",
        26,
        "novi vrtić",
        seed=38,
        start=D(2012, 9, 5, 8),
        fmt=lambda t: t.strftime("%d.%m.%Y. u %H:%M"),
        max_depth=2,
        reply_rate=0.5,
        shorts=("Bravo za grad!",),
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        fold = ""
        if kids:
            fold = (
                f'<p class="zk-otvori"><a href="#" onclick="this.parentNode.nextElementSibling.style.display=\'block\';this.parentNode.style.display=\'none\';return false">'
                f"[+] Prikaži {len(kids)} {'odgovor' if len(kids) == 1 else 'odgovora'}</a></p>"
                f'<div class="zk-odg" style="display:none;margin-left:28px">{"".join(one(k) for k in kids)}</div>'
            )
        return (
            f'<div class="zk-k" id="zk{i + 1}"><p class="zk-z"><b class="zk-i">{esc(x.author)}</b> · <span class="zk-v">{esc(x.when)}</span></p>'
            f'<div class="zk-t">{paras(x.text)}</div><p class="zk-a"><a href="#odgovori">Odgovori</a> · <a href="/prijavi">Prijavi</a></p>'
            + fold
            + "</div>"
        )

    block = (
        '<div class="zk-blok" id="misljenja"><h2>Mišljenja čitatelja (26)</h2>'
        + "".join(one(i) for i in children(c, None))
        + "</div>"
    )
    st = story(
        "Grad gradi novi vrtić za 120 djece",
        "Piše: Nikolina Belić",
        "2012-09-05T07:00:00+02:00",
        "5. rujna 2012.",
        """
Gradsko vijeće odobrilo je gradnju novog dječjeg vrtića u naselju Lug. Vrtić će primiti 120 djece.

Radovi počinju u proljeće, a vrtić bi trebao biti otvoren za pedagošku godinu 2013./2014.
""",
        section="Županija",
    )
    return make(
        "ae-hr-skriveni",
        "discussion",
        "np",
        "hr-news",
        st,
        PartsK(after=block),
        c,
        path="/zupanija/novi-vrtic-za-120-djece",
        container="div.zk-blok#misljenja: div.zk-k entries (p.zk-z: b name · 'dd.mm.YYYY. u HH:MM'; div.zk-t; 'Odgovori · Prijavi'); each comment's replies in div.zk-odg (display:none, 28px in) after a link '[+] Prikaži n odgovora' that shows them, three levels",
        heading="Mišljenja čitatelja (26)",
        description="A Croatian county weekly of 2012: 26 comments whose replies (three levels) are in the HTML but folded under '[+] Prikaži n odgovora'; no class with 'comment'.",
    )


# --------------------------------------------------------------------------- lt: anonymous, IPs, ratings


def lt_ip() -> Case:
    c = discussion(
        "lt",
        38,
        "naujo tilto",
        seed=47,
        start=D(2012, 3, 14, 6),
        fmt=lambda t: t.strftime("%Y-%m-%d %H:%M"),
        shorts=("Pritariu.", "Gėda!"),
    )

    def one(i: int) -> str:
        x = c[i]
        return (
            f'<div class="comment-row" id="k{i + 1}"><div class="comment-info"><b>{esc(x.author)}</b> '
            f'<span class="comment-ip">IP: 78.{56 + i % 7}.xxx.xxx</span> · <span class="comment-when">{esc(x.when)}</span>'
            f'<span class="comment-score" style="float:right"><a href="#">+{(i * 9) % 23}</a> <a href="#">-{(i * 4) % 13}</a></span></div>'
            f'<div class="comment-msg">{paras(x.text)}</div><p class="comment-tools"><a href="#atsakyti">Atsakyti</a> · <a href="/pranesti">Pranešti</a></p></div>'
        )

    block = (
        '<div class="comments-list" id="komentarai"><h2>Komentarai (38)</h2>'
        '<p><small>Rodyti: <b>seniausi</b> | <a href="?sort=naujausi">naujausi</a> | <a href="?sort=vertinimas">geriausiai įvertinti</a></small></p>'
        + "".join(one(i) for i in range(len(c)))
        + "<p><small>Komentarai neredaguojami. Už turinį atsako komentatoriai.</small></p></div>"
    )
    st = story(
        "Naujo tilto per Vingupę statybos vėluoja metus",
        "Rūta Kazlauskienė",
        "2012-03-14T05:30:00+02:00",
        "2012-03-14",
        """
Naujo tilto per Vingupę statybos vėluos mažiausiai metus, pranešė savivaldybė. Rangovas nurodo problemas su pamatais.

Iki tol eismas vyks senuoju tiltu, kuriame galioja greičio ribojimas.
""",
        section="Regionas",
    )
    return make(
        "ae-lt-ip",
        "discussion",
        "np",
        "lt-news",
        st,
        PartsK(after=block),
        c,
        path="/regionas/tilto-statybos-veluoja",
        container="div.comments-list#komentarai: sort links; flat div.comment-row entries (div.comment-info: b name (often 'Svečias'), span.comment-ip 'IP: 78.56.xxx.xxx', span.comment-when 'YYYY-MM-DD HH:MM', a rating '+n -m' floated right; div.comment-msg; 'Atsakyti · Pranešti')",
        heading="Komentarai (38)",
        description="A Lithuanian regional portal of 2012: 38 anonymous comments, flat, masked IPs and ratings on each, several by 'Svečias'; class names with 'comment'.",
    )


# --------------------------------------------------------------------------- sw: hosted blog platform, owner's answers


def sw_blogu() -> Case:
    owner = "Sauti ya Pwani"
    sw_months = [
        "Januari",
        "Februari",
        "Machi",
        "Aprili",
        "Mei",
        "Juni",
        "Julai",
        "Agosti",
        "Septemba",
        "Oktoba",
        "Novemba",
        "Desemba",
    ]

    def fmt(t: datetime) -> str:
        return f"{t.day} {sw_months[t.month - 1]} {t.year} {t:%H:%M}"

    c = discussion(
        "sw",
        21,
        "soko jipya la samaki",
        seed=58,
        start=D(2012, 5, 2, 9),
        fmt=fmt,
        max_depth=1,
        reply_rate=0.4,
        shorts=("Asante sana kwa habari.",),
    )
    replies = [i for i, x in enumerate(c) if x.parent is not None]
    c = [Seed(owner, x.text, x.parent, x.when) if i in replies[::2] else x for i, x in enumerate(c)]

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        own = " blog-owner" if x.author == owner else ""
        return (
            f'<li class="comment-block{own}" id="c{880 + i}"><div class="comment-avatar">{avatar("cb", x.author, 35)}</div>'
            f'<p class="comment-header"><b>{esc(x.author)}</b> alisema...</p>'
            f'<div class="comment-content">{paras(x.text)}</div>'
            f'<p class="comment-footer"><a href="#c{880 + i}">{esc(x.when)}</a> · <a href="#jibu">Jibu</a> · <a href="/futa">Futa</a></p>'
            + (f'<ol class="comment-thread">{"".join(one(k) for k in kids)}</ol>' if kids else "")
            + "</li>"
        )

    css = "<style>.blog-owner{background:#eef6ff;border-left:3px solid #36c;padding-left:6px}.comment-thread{margin-left:30px;list-style:none}</style>"
    block = (
        '<div class="comments" id="maoni"><h4>Maoni 21:</h4><ol class="comment-thread" style="list-style:none;padding:0">'
        + "".join(one(i) for i in children(c, None))
        + '</ol><p class="comment-footer"><a href="/post-comment">Chapisha Maoni</a></p></div>'
    )
    st = story(
        "Soko jipya la samaki lafunguliwa Kivukoni Mpya",
        "Sauti ya Pwani",
        "2012-05-02T08:00:00+03:00",
        "Jumatano, Mei 02, 2012",
        """
Soko jipya la samaki lilifunguliwa rasmi jana asubuhi na mkuu wa wilaya. Wafanyabiashara wa zamani wamepewa nafasi kwanza.

Hata hivyo baadhi ya wavuvi wanalalamika kuhusu ada mpya ya kila siku.
""",
        section="Habari",
    )
    return make(
        "ae-sw-blogu",
        "discussion",
        "wb",
        "sw-blog",
        st,
        PartsK(head=css, after=block),
        c,
        path="/2012/05/soko-jipya-la-samaki.html",
        container="div.comments#maoni 'Maoni 21:' > ol.comment-thread: li.comment-block entries (an avatar, p.comment-header 'Name alisema...', div.comment-content, p.comment-footer: the date as a permalink, 'Jibu · Futa'); replies in ol.comment-thread inside their parent's <li>, one level; the blog owner's answers li.blog-owner highlighted",
        heading="Maoni 21:",
        description="A Swahili coast news blog of 2012 on a hosted blog platform's look: 21 comments, 'Name alisema...' above the text and the date as a permalink below it, replies one level, the blog owner's answers highlighted; class names with 'comment'.",
    )


def threads2_ae() -> list[Case]:
    return [ja_older(), ur_raaye(), en_club(), hr_skriveni(), lt_ip(), sw_blogu()]
