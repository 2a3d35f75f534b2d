"""Forum posts shown as an article's comments (the shapes of set BD, built blind): a
signature under the template's rule, a thanks bar under some posts, quote boxes whose
class says nothing, quotes nested in quotes, a quote beside the text's own box, a thread
newest first, and a standalone ``<q>``. Each in a made-up engine's markup."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.fields.extractor import comment_fields
from comspider.records.invariants import find_sections

NOW = datetime(2012, 6, 20, tzinfo=UTC)


def _comments(posts: str) -> list[tuple[int | None, str | None, str]]:
    html = (
        f"<html><body><article><h1>Ferry times</h1><p>{'The harbour board met on Monday. ' * 30}</p></article>"
        f'<div id="thread">{posts}</div></body></html>'
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    return [(c.parent, c.author, c.text) for c in comment_fields(best, reference_time=NOW)]


def _post(n: int, name: str, body: str, after: str = "", when: str = "") -> str:
    return (
        f'<div class="pt" id="p{n}"><div class="pt-u"><a class="pt-n" href="/member/{n}">{name}</a>'
        f'<small>Posts: {100 + 37 * n}</small></div><div class="pt-r"><div class="pt-h">'
        f"{when or f'03-03-2010 1{n}:04'} <a href='#p{n}'>#{n}</a></div>"
        f'<div class="pt-b">{body}</div>{after}<div class="pt-a"><a href="#">Quote</a> <a href="#">Reply</a></div></div></div>'
    )


def _sig(*lines: str) -> str:
    return '<div class="pt-s"><div class="pt-rule">______________</div>' + "<br>".join(lines) + "</div>"


def test_a_signature_under_the_templates_rule_is_no_text() -> None:
    got = _comments(
        _post(
            1,
            "Mudlark",
            "<p>If the ferry stops at six I cannot get back from the late shift.</p>",
            _sig("Sailing club secretary", "'Tides wait.'"),
        )
        + _post(
            2,
            "fennboy",
            "<p>They did a survey in the summer, when it is light till ten.</p>",
            _sig("Born and bred."),
        )
        + _post(
            3,
            "Lorna K",
            "<p>The Friends will ask the operator for a meeting before the 26th.</p>",
            _sig("Lorna Keast, Chair"),
        )
        + _post(
            4, "Gail", "<p>The bridge round by the Cross is eleven miles. Nobody cycles that at night.</p>"
        )
        + _post(
            5,
            "fennboy",
            "<p>The tea on the old boat was terrible, to be honest, Pete.</p>",
            _sig("Born and bred."),
        )
    )
    assert [t for _, _, t in got] == [
        "If the ferry stops at six I cannot get back from the late shift.",
        "They did a survey in the summer, when it is light till ten.",
        "The Friends will ask the operator for a meeting before the 26th.",
        "The bridge round by the Cross is eleven miles. Nobody cycles that at night.",
        "The tea on the old boat was terrible, to be honest, Pete.",
    ]


def test_a_rule_in_every_post_s_text_opens_its_signature() -> None:
    """The template's rule written in the text's own box, a line between the reader's words
    and a signature each reader writes once ("...decirlo.<br>__________________<br>Socio del
    C.D. Almenara desde 1979", set BF, built blind): the signature is no text."""
    posts = [
        (
            "Paco Ordóñez",
            "Treinta y tres años esperando este ascenso. Ayer lloré en la grada.",
            "Socio desde 1979.",
        ),
        (
            "Mari Luz",
            "Yo también, Paco. Mi padre no lo pudo ver, pero se lo dediqué.",
            "Peña La Bufanda · fila 8",
        ),
        ("Enrique Solana", "¿Alguien sabe si habrá recibimiento en la plaza?", "Enrique — fútbol modesto"),
        (
            "Peña La Bufanda",
            "Hoy a las ocho de la tarde en la plaza del Ayuntamiento.",
            "Fundada en 1985 · Bar Central",
        ),
        ("Rocío", "Mi abuelo estuvo en el último ascenso, en 1979, y aún lo cuenta.", "¡Aúpa Almenara!"),
        ("Toni G.", "¿Y el autobús para el primer partido fuera? Nadie dice nada.", "Toni, grada sur"),
    ]
    got = _comments(
        "".join(
            _post(n + 1, name, f"{text}<br />__________________<br />{sig}")
            for n, (name, text, sig) in enumerate(posts)
        )
    )
    assert [t for _, _, t in got] == [text for _, text, _ in posts]


def test_a_posts_attachments_in_their_fieldset_are_no_text() -> None:
    """The files a post attaches, listed in a ``<fieldset>`` under "Ekli Dosyalar" with their
    sizes and views (set BD, built blind): the forum's box, not the reader's words."""
    files = '<fieldset class="att"><legend>Ekli Dosyalar</legend><ul><li><a href="/ek/{n}">IMG_{n}.jpg</a> (84,2 KB, 37 kez görüntülendi)</li></ul></fieldset>'
    texts = [
        "Dün akşam limandan çektim, yeni iskelenin kazıkları çakılmaya başlamış.",
        "Sadece yolcu iskelesi. Barınak ikinci aşamada, belediyenin planını ekledim.",
        "Liman başkanlığının duyurusu ekte: çakma işleri sabah yapılacakmış.",
    ]
    got = _comments(
        "".join(
            _post(n + 1, name, f"<p>{text}</p>{files.format(n=n)}")
            for n, (name, text) in enumerate(
                zip(["Kaptan_Rıza", "Mehmet Ali", "deniz35"], texts, strict=True)
            )
        )
    )
    assert [t for _, _, t in got] == texts


def test_a_thanks_bar_under_some_posts_leaves_the_text_its_own_box() -> None:
    def thanks(n: int, to: str, names: list[str]) -> str:
        people = "user" if n == 1 else "users"
        links = ", ".join(f'<a href="/member/{x}">{x}</a>' for x in names)
        return f'<div class="pt-t">The following {n} {people} say thank you to {to} for this useful post: {links}</div>'

    got = _comments(
        _post(
            1,
            "Neon",
            "<p>The save bug is finally gone. I lost a thirty-hour game to it.</p>",
            thanks(3, "Neon", ["quill", "moss", "Vee"]),
        )
        + _post(
            2,
            "quill",
            "<p>Try the backup folder, it keeps the last three saves.</p>",
            thanks(1, "quill", ["Neon"]),
        )
        + _post(3, "moss", "<p>Controller support is half done. The inventory still needs a mouse.</p>")
        + _post(
            4,
            "Orrin",
            "<p>Big picture mode makes the inventory work with the pad.</p>",
            thanks(2, "Orrin", ["moss", "Vee"]),
        )
        + _post(5, "Vee", "<p>Got my forty-hour run back from August.</p>")
    )
    assert [t for _, _, t in got] == [
        "The save bug is finally gone. I lost a thirty-hour game to it.",
        "Try the backup folder, it keeps the last three saves.",
        "Controller support is half done. The inventory still needs a mouse.",
        "Big picture mode makes the inventory work with the pad.",
        "Got my forty-hour run back from August.",
    ]


def test_a_box_of_an_earlier_posts_words_is_a_quote_whatever_its_class() -> None:
    quote = '<div class="gbq"><b>Quote ({0} @ Mar 14 2011, 09:40 AM)</b><br>{1}</div>'
    got = _comments(
        _post(1, "kiln", "No results at 2560x1600? Anyone paying that much has a big screen.")
        + _post(
            2,
            "Jess",
            quote.format("kiln", "No results at 2560x1600? Anyone paying that much has a big screen.")
            + "The panel was on loan to another team.",
        )
        + _post(3, "Rhos", "Mine whines above 200fps. Capping the frame rate fixed it.")
        + _post(
            4,
            "hal",
            quote.format("Rhos", "Mine whines above 200fps. Capping the frame rate fixed it.")
            + "Same here with another brand.",
        )
    )
    assert got == [
        (None, "kiln", "No results at 2560x1600? Anyone paying that much has a big screen."),
        (0, "Jess", "The panel was on loan to another team."),
        (None, "Rhos", "Mine whines above 200fps. Capping the frame rate fixed it."),
        (2, "hal", "Same here with another brand."),
    ]


def test_a_quote_that_quotes_leaves_the_reply_whole() -> None:
    def quote(name: str, inner: str) -> str:
        return f'<blockquote class="cc"><div class="cc-t"><b>{name}</b> a écrit :</div>{inner}</blockquote>'

    first = "<p>Trois ans qu'on attend ces travaux, et il a fallu une tempête.</p>"
    second = "<p>Le dossier était bloqué par la question des enrochements.</p>"
    got = _comments(
        _post(1, "Gwen", first)
        + _post(2, "Marie", quote("Gwen", first) + second)
        + _post(
            3,
            "Gwen",
            quote("Marie", quote("Gwen", first) + second)
            + "<p>Peut-être, mais nos caves ont pris l'eau.</p>",
        )
    )
    assert got[2] == (1, "Gwen", "Peut-être, mais nos caves ont pris l'eau.")


def test_a_quote_beside_the_texts_own_box_leaves_the_text_its_box() -> None:
    # the quote box sits before the text's box in the replies only: it is not the body
    quote = '<blockquote class="ae-q"><p>In reply to {0}:</p><p>{1}</p></blockquote>'

    def post(n: int, name: str, own: str, quoted: tuple[str, str] | None = None) -> str:
        box = quote.format(*quoted) if quoted else ""
        return (
            f'<div class="m" id="m{n}"><div class="s"><a href="#m{n}">Re: Library to close on Wednesdays</a></div>'
            f'<div class="i"><span class="by">{name}</span> <span class="t">02/02/2012 1{n}:05</span></div>'
            f'{box}<div class="b"><p>{own}</p></div><div class="o">Reply · Quote</div></div>'
        )

    a = "Wednesday is the only day rhyme time fits round the nursery."
    b = "The council has to save a lot. One day a week is better than closing."
    got = _comments(
        post(1, "Carol", a)
        + post(2, "Peter", b)
        + post(3, "Carol", "I know it could be worse.", ("Peter", b))
        + post(4, "Sunita", "My dad uses the computers there on Wednesdays.")
        + post(
            5,
            "Alan",
            "Will the petition go to the full council?",
            ("Sunita", "My dad uses the computers there on Wednesdays."),
        )
    )
    assert got == [
        (None, "Carol", a),
        (None, "Peter", b),
        (1, "Carol", "I know it could be worse."),
        (None, "Sunita", "My dad uses the computers there on Wednesdays."),
        (3, "Alan", "Will the petition go to the full council?"),
    ]


def test_a_thread_newest_first_answers_what_comes_after() -> None:
    def item(name: str, when: str, own: str, quoted: tuple[str, str] | None = None) -> str:
        q = f'<q class="tq" title="{quoted[0]}">{quoted[0]}: {quoted[1]}</q>' if quoted else ""
        return (
            f'<li class="r"><div class="l"><a class="w" href="/u/{name}">{name}</a> <span class="at">{when}</span></div>'
            f'{q}<div class="s"><p>{own}</p></div></li>'
        )

    first = "The groynes at the north end have been falling apart for ten years."
    got = _comments(
        "<ul>"
        + item("Kit", "9 Jul 2013, 17:02", "My grandfather built the last ones in 1958, of elm.")
        + item("Sal", "9 Jul 2013, 09:30", "Oak groynes last twenty years at best.", ("Barney", first))
        + item("Barney", "9 Jul 2013, 08:12", first)
        + "</ul>"
    )
    assert got == [
        (None, "Kit", "My grandfather built the last ones in 1958, of elm."),
        (2, "Sal", "Oak groynes last twenty years at best."),
        (None, "Barney", first),
    ]


def test_a_box_before_the_text_in_one_post_leaves_the_text_its_slot() -> None:
    # a post folded for its score: a notice box takes the text's place among the siblings
    # (one post of six: the slot is learnt on the others, then found in it by its class)
    def post(n: int, name: str, own: str, folded: bool = False) -> str:
        notice = (
            '<div class="sn-hid">This post is hidden for its votes. <a href="#">Show</a></div>'
            if folded
            else ""
        )
        style = ' style="display:none"' if folded else ""
        return (
            f'<div class="sn-post" id="i{n}"><div class="sn-row"><b>{name}</b> · 2012-06-02 0{n}:14</div>{notice}'
            f'<div class="sn-text"{style}><p>{own}</p></div><div class="sn-k">Quote · Reply · Report</div></div>'
        )

    texts = [
        "At last a ferry after half past nine in the evening.",
        "And get home again. We waited for this since the school closed.",
        "Why should the whole region pay for a ferry to forty summer cottages?",
        "Is there any room for bicycles on the new ferry?",
        "The operator says the new ferry takes twelve bicycles.",
        "The old one had room for four, and only when the tide was right.",
    ]
    got = _comments("".join(post(n, f"R{n}", t, folded=n == 3) for n, t in enumerate(texts, 1)))
    assert [t for _, _, t in got] == texts


def test_a_line_the_site_writes_about_the_post_in_its_text_box_is_no_text() -> None:
    # its author's name and a date, under the post's words (at most half as long as they are)
    def post(n: int, name: str, own: str, edited: str = "") -> str:
        line = f'<div class="pw-ed">Last edited by {name}; {edited}. Reason: typo</div>' if edited else ""
        return _post(n, name, f"<p>{own}</p>{line}")

    got = _comments(
        post(
            1,
            "Dan K",
            "Been going to the track since I was nine. If it goes, the nearest is two hours away and club racing here is finished.",
            "18th June 2010 at 21:30",
        )
        + post(2, "Kerrie", "The noise complaints are from the new houses on the ridge.")
        + post(3, "sprocket", "Being there first counts for little in planning law.")
        + post(
            4,
            "Rob",
            "Silencer rules were tightened two years ago and the readings at the fence are under the limit, the council's own report says.",
            "19th June 2010 at 08:02",
        )
    )
    assert [t for _, _, t in got] == [
        "Been going to the track since I was nine. If it goes, the nearest is two hours away and club racing here is finished.",
        "The noise complaints are from the new houses on the ridge.",
        "Being there first counts for little in planning law.",
        "Silencer rules were tightened two years ago and the readings at the fence are under the limit, the council's own report says.",
    ]


def _profiled_post(n: int, name: str, body: str, extra: str = "") -> str:
    """A post whose profile column lists labelled values, each label in its own element
    ("<li><span>Posts:</span> 1 204</li>"), beside the post's text (an IPB-like board)."""
    return (
        f'<li class="zp" id="entry{n}"><div class="zp-h"><a href="/u/{n}">{name}</a> '
        f'<span class="zp-t">14.11.2012, 1{n}:0{n}</span></div><div class="zp-b">'
        f'<div class="zp-i"><p class="zp-rank">Member</p><ul class="zp-m">'
        f'<li><span class="k">Group:</span> Users</li><li><span class="k">Posts:</span> {100 + 37 * n}</li>'
        f'<li><span class="k">Joined:</span> 0{n}.02.10</li>'
        f'<li><span class="k">From:</span> Kirchberg-Au, south side</li></ul></div>'
        f'<div class="zp-e">{extra}{body}</div></div></li>'
    )


def test_a_profile_column_of_labels_in_elements_of_their_own_is_no_text() -> None:
    texts = ["Six is too early.", "Ask them in winter.", "A meeting, then.", "Eleven miles round!"]
    posts = "".join(_profiled_post(i + 1, f"reader{i}", t) for i, t in enumerate(texts))
    assert [c[2] for c in _comments(f"<ol>{posts}</ol>")] == texts


def test_a_quote_whose_line_stands_before_its_wrapper_box_leaves_the_reply() -> None:
    # "Quote(NAME @ date) ↑" in a line of its own, a link to the quoted post, then the box
    quoted = (
        '<p class="zp-citation">Quote(reader1 @ 14.11.2012, 11:01) <a href="#entry1" rel="citation">'
        '<img src="/snapback.png" alt="*"></a></p><div class="zp-blockquote"><div class="zp-quote">'
        "If the ferry stops at six I cannot get back from the late shift.</div></div>"
    )
    posts = (
        _profiled_post(1, "reader1", "If the ferry stops at six I cannot get back from the late shift.")
        + _profiled_post(2, "reader2", "They did a survey in the summer, when it is light till ten.")
        + _profiled_post(3, "reader3", "Then take the bus at half past five, it waits for the boat.", quoted)
        + _profiled_post(4, "reader4", "The bridge round by the Cross is eleven miles. Nobody cycles that.")
    )
    got = _comments(f"<ol>{posts}</ol>")
    assert got[2] == (0, "reader3", "Then take the bus at half past five, it waits for the boat.")


def test_the_topics_subject_every_post_repeats_is_no_text() -> None:
    subject = "Council to turn off one in three streetlights"
    texts = [
        "About time, nobody needs the ring road lit up like a runway at 3am.",
        "I walk home from the hospital after a late shift three nights a week.",
        "Main roads, junctions and crossings stay on all night, says the report.",
        "Most of those columns are old sodium lamps, the saving is in new ones.",
    ]
    posts = "".join(
        f'<div class="tp" id="p{i}"><h3>{"Re: " if i else ""}{subject}</h3>'
        f'<p class="by">by <a href="/u/{i}">reader{i}</a> » Wed Jun 16, 2010 {i + 6}:02 pm</p>'
        f'<div class="tc">{t}</div></div>'
        for i, t in enumerate(texts)
    )
    html = (
        f"<html><head><title>{subject} - Wexcombe Talkback</title></head><body><h1>{subject}</h1>"
        f"<p>{'The council met on Monday. ' * 30}</p><div id='thread'>{posts}</div></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    assert [c.text for c in comment_fields(best, reference_time=NOW)] == texts
    # a reader's own title that the article's title happens to hold is theirs
    own = html.replace(
        f'Re: {subject}</h3><p class="by">by <a href="/u/2">',
        'Streetlights</h3><p class="by">by <a href="/u/2">',
    )
    best = max(find_sections(own), key=lambda s: len(s.records))
    assert comment_fields(best, reference_time=NOW)[2].text.startswith("Streetlights")
