"""Which scored sections become comments (issue 15): whole regions, each comment once,
records that are no comments left out."""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html as lxml_html

from comspider import declared_time
from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import Record, RecordSection
from comspider.sections import selection, times
from comspider.sections.selection import choose_sections, whole_regions
from comspider_lab.hand_pages import COMMENT_TEXTS

TEXTS = COMMENT_TEXTS


def _comment(i: int, replies: str = "", cls: str = "comment") -> str:
    return (
        f'<li class="{cls}" id="c{i}"><b class="author">User{i}</b> <time>{i + 1} hours ago</time>'
        f"<p>{TEXTS[i % len(TEXTS)]} ({i})</p>{replies}</li>"
    )


def _section(container, nodes, score: float, parents=None, depths=None) -> RecordSection:
    records = [
        Record(n, parent=(parents or {}).get(i), depth=(depths or {}).get(i, 0)) for i, n in enumerate(nodes)
    ]
    return RecordSection(container, records, comment_score=score)


def test_reply_list_inside_the_thread_gives_the_whole_thread() -> None:
    replies = '<ol class="children">' + _comment(10) + _comment(11) + "</ol>"
    root = parse_html(
        f'<html><body><ol id="thread">{_comment(0, replies)}{_comment(1)}{_comment(2)}</ol></body></html>'
    )
    thread = root.get_element_by_id("thread")
    children = root.xpath("//ol[@class='children']")[0]
    # the finder saw the top-level comments as one section and the replies as another,
    # and the reply list scores a little higher (0.99 against 0.99, or 0.96 against 0.95)
    outer = _section(thread, [root.get_element_by_id(f"c{i}") for i in (0, 1, 2)], 0.985)
    inner = _section(children, [root.get_element_by_id("c10"), root.get_element_by_id("c11")], 0.991)
    kept = choose_sections([inner, outer], 0.5)
    assert len(kept) == 1 and kept[0].container is thread
    ids = [r.node.get("id") for r in kept[0].records]
    assert ids == ["c0", "c10", "c11", "c1", "c2"]
    assert [r.parent for r in kept[0].records] == [None, 0, 0, None, None]
    assert [r.depth for r in kept[0].records] == [0, 1, 1, 0, 0]


def test_thread_blocks_around_the_comments_give_the_comments() -> None:
    """Blogger's threaded markup read two ways: its thread blocks (the top-level block
    holding the whole list, and each comment's block of replies) repeat as records do, and
    so do the comments inside them. The blocks are wrappers (each holds comments, none is
    one): the comments win, each once, whatever the blocks score (set DP, 5 records for 11)."""

    def block(inner: str, top: bool = False) -> str:
        return f'<div class="comment-thread{" top" if top else ""}"><ol class="chrome">{inner}</ol></div>'

    replies = {0: (10,), 1: (11, 12), 3: (13,)}
    items = "".join(
        _comment(i, block("".join(_comment(j) for j in replies.get(i, ())))) if i in replies else _comment(i)
        for i in range(4)
    )
    root = parse_html(f'<html><body><div id="holder">{block(items, top=True)}</div></body></html>')
    holder = root.get_element_by_id("holder")
    blocks = root.xpath("//div[contains(@class, 'comment-thread')]")
    ol = root.xpath("//ol")[0]
    order = [0, 10, 1, 11, 12, 2, 3, 13]
    parents = {1: 0, 3: 2, 4: 2, 7: 6}
    comments = _section(
        ol,
        [root.get_element_by_id(f"c{i}") for i in order],
        0.998,
        parents=parents,
        depths=dict.fromkeys(parents, 1),
    )
    outer = _section(holder, blocks, 0.999)
    kept = whole_regions([outer, comments])
    assert len(kept) == 1 and kept[0] is comments
    # a comment that holds its replies is no wrapper: the thread takes the reply list
    thread = _section(ol, [root.get_element_by_id(f"c{i}") for i in range(4)], 0.99)
    reply_list = root.xpath("//li[@id='c1']//ol")[0]
    inner = _section(reply_list, list(reply_list), 0.995)
    kept = whole_regions([thread, inner])
    assert len(kept) == 1 and kept[0].container is ol and len(kept[0].records) == 6


def _regions_of_a_list_inside_the_first_comment(
    blocks: str,
) -> tuple[lxml_html.HtmlElement, list[RecordSection]]:
    """A thread of four comments whose first holds ``blocks`` in a ``div.r``, read as two
    candidates (the thread, and the blocks as a list of their own): the thread and
    :func:`whole_regions`' answer."""
    root = parse_html(
        f'<html><body><ol id="thread">{_comment(0, f"<div class=r>{blocks}</div>")}{_comment(1)}{_comment(2)}'
        f"{_comment(6)}</ol></body></html>"
    )
    thread = root.get_element_by_id("thread")
    box = root.xpath("//div[@class='r']")[0]
    outer = _section(thread, [root.get_element_by_id(f"c{i}") for i in (0, 1, 2, 6)], 0.9)
    return thread, whole_regions([outer, _section(box, list(box), 0.6)])


def test_a_comments_own_paragraphs_are_no_replies() -> None:
    """A list of the bare paragraphs inside one comment, scored as a list of its own, is
    that comment's text: the thread keeps its comments, none a paragraph of another."""
    thread, kept = _regions_of_a_list_inside_the_first_comment(
        "".join(f"<p>{TEXTS[k]}</p>" for k in (3, 4, 5))
    )
    assert len(kept) == 1 and kept[0].container is thread
    assert [r.node.get("id") for r in kept[0].records] == ["c0", "c1", "c2", "c6"]


def test_bare_replies_with_their_names_and_times_inside_one_comment_stay_replies() -> None:
    """Replies written as bare blocks inside the comment they answer, each with a name and a
    time of its own, are replies all the same."""
    thread, kept = _regions_of_a_list_inside_the_first_comment(
        "".join(f"<div><b>Reader{k}</b> <time>{k + 2} hours ago</time> {TEXTS[k]}</div>" for k in (3, 4, 5))
    )
    assert len(kept) == 1 and kept[0].container is thread
    assert len(kept[0].records) == 7
    assert [r.parent for r in kept[0].records] == [None, 0, 0, 0, None, None, None]


def test_outer_blocks_around_the_thread_do_not_swallow_it() -> None:
    # an outer "section" of two page blocks (the article, the comment area) around the list
    items = "".join(_comment(i) for i in range(4))
    root = parse_html(
        f'<html><body><div id="page"><div id="story"><p>Story text.</p></div>'
        f'<div id="area"><ol id="thread">{items}</ol></div></div></body></html>'
    )
    outer = _section(
        root.get_element_by_id("page"), [root.get_element_by_id("story"), root.get_element_by_id("area")], 0.7
    )
    thread = _section(
        root.get_element_by_id("thread"), [root.get_element_by_id(f"c{i}") for i in range(4)], 0.9
    )
    kept = choose_sections([outer, thread], 0.5)
    assert [s.container.get("id") for s in kept] == ["thread"]


def test_top_rated_list_beside_the_full_list_gives_each_comment_once() -> None:
    top = "".join(_comment(i, cls="comment top").replace(f'id="c{i}"', f'id="top{i}"') for i in (3, 1))
    full = "".join(_comment(i) for i in range(6))
    root = parse_html(
        f'<html><body><div id="comments"><ol id="top">{top}</ol><ol id="all">{full}</ol></div></body></html>'
    )
    top_section = _section(root.get_element_by_id("top"), root.get_element_by_id("top").findall("li"), 0.95)
    full_section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.97)
    kept = choose_sections([top_section, full_section], 0.5)
    assert [s.container.get("id") for s in kept] == ["all"]
    # and when the finder made one section of both lists (one container)
    both = root.get_element_by_id("top").findall("li") + root.get_element_by_id("all").findall("li")
    one = choose_sections([_section(root.get_element_by_id("comments"), both, 0.97)], 0.5)
    assert [r.node.get("id") for r in one[0].records] == [f"c{i}" for i in range(6)]


def test_the_same_short_text_twice_in_one_list_is_two_comments() -> None:
    items = "".join(
        f'<li class="c" id="c{i}"><b>User{i % 2}</b><p>+1</p></li>' if i in (1, 3) else _comment(i)
        for i in range(5)
    )
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    assert len(choose_sections([section], 0.5)[0].records) == 5


def test_notice_and_hidden_template_records_leave_the_section() -> None:
    replies = '<ol class="children">' + _comment(10) + "</ol>"
    items = (
        _comment(0)
        + '<li class="comment" id="gone"><p>This comment was removed by a moderator.</p>'
        + replies
        + "</li>"
        + '<li class="comment" id="low" style="display: none">'
        + _comment(7)[len('<li class="comment" id="c7">') :]
        + '<li class="comment" id="abuse"><p>Abusive comment hidden. <a href="#">Show</a></p></li>'
        + _comment(1)
        + '<li class="comment" id="tpl" hidden><b>_author_</b> <span>_time_</span><p>_text_</p></li>'
    )
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    nodes = [*root.get_element_by_id("all").findall("li"), root.get_element_by_id("c10")]
    order = ["c0", "gone", "low", "abuse", "c1", "tpl", "c10"]
    by_id = {n.get("id"): n for n in nodes}
    section = _section(
        root.get_element_by_id("all"),
        [by_id[i] for i in order],
        0.9,
        parents={6: 1},
        depths={6: 1},
    )
    kept = choose_sections([section], 0.5)[0]
    # a hidden comment ("low": collapsed by the page) is a comment all the same
    assert [r.node.get("id") for r in kept.records] == ["c0", "low", "c1", "c10"]
    # the reply of the removed comment moves up to the top level
    assert [(r.parent, r.depth) for r in kept.records] == [(None, 0)] * 4


def test_below_the_threshold_nothing_is_kept() -> None:
    root = parse_html(f'<html><body><ol id="all">{_comment(0)}{_comment(1)}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.49)
    assert choose_sections([section], 0.5) == []


def test_a_notice_in_the_shape_of_a_comment_stays_but_a_notice_record_goes() -> None:
    # the notice is read only where the record's shape differs from the comments'
    items = _comment(0) + _comment(1) + '<li class="comment" id="n"><p>[deleted]</p></li>' + _comment(2)
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2"]


def test_a_notice_with_the_comments_number_of_children_goes() -> None:
    # each comment has one child (its body block); the removed one's notice has one too,
    # of another kind: the record's shape (first child's tag and class) differs
    def item(i: int) -> str:
        return (
            f'<li class="k" id="k{i}"><div class="k__inhalt"><b class="k__autor">User{i}</b> '
            f"<time>{i + 1} hours ago</time><p>{TEXTS[i]}</p></div></li>"
        )

    items = (
        item(0)
        + item(1)
        + (
            '<li class="k k--entfernt" id="gone"><p class="k__hinweis">Dieser Kommentar wurde von der '
            "Redaktion entfernt. Bitte beachten Sie unsere Netiquette.</p></li>"
        )
        + item(2)
        + item(3)
    )
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["k0", "k1", "k2", "k3"]


def test_a_removal_notice_in_the_comments_shape_and_another_class_goes() -> None:
    # a hosted blog keeps the removed comment's frame (avatar, name, time) and marks it by a
    # class only: its shape is the comments', its class is not
    def item(i: int, cls: str = "k", body: str = "") -> str:
        return (
            f'<li class="{cls}" id="k{i}"><div class="k-av"><img src="a.png" alt=""></div><div class="k-block">'
            f'<cite class="k-user">User{i}</cite> <a href="#k{i}">14. října 2011 {i + 7}:51</a>'
            f"<p class='k-text'>{body or TEXTS[i]}</p></div></li>"
        )

    items = (
        item(0)
        + item(1)
        + item(2, "k k-gone", "Tento komentář byl odstraněn administrátorem blogu.")
        + item(3)
    )
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["k0", "k1", "k3"]


def test_a_comment_found_at_two_levels_keeps_the_usual_level() -> None:
    """A widget whose comments are ``div.c > img + div.c__main`` and whose replies sit in
    the parent's ``c__main``: the finder may take a childless comment both as ``div.c``
    and as its ``div.c__main``. The selection keeps one, at the level most records have
    (the offline web's Talkwell lost the text of short comments, "Precies.", when it kept
    the outer one)."""

    def comment(i: int, replies: str = "") -> str:
        kids = f'<div class="c__kids">{replies}</div>' if replies else ""
        return (
            f'<div class="c" id="c{i}"><img class="c__avatar" src="a.png" alt="">'
            f'<div class="c__main" id="m{i}"><span class="c__author">User{i}</span> '
            f"<time>{i + 1} hours ago</time><p>{TEXTS[i % len(TEXTS)]}</p>{kids}</div></div>"
        )

    root = parse_html(
        '<html><body><div id="thread">'
        + comment(0, comment(10) + comment(11))
        + comment(1)
        + comment(2, comment(12))
        + comment(3)
        + "</div></body></html>"
    )
    by_id = root.get_element_by_id
    # what the finder gave on the Talkwell thread: the childless top-level comments at
    # both levels, the others (and every reply) as their c__main
    nodes = [by_id("c1"), by_id("m1"), by_id("c3"), by_id("m3")] + [
        by_id(f"m{i}") for i in (0, 10, 11, 2, 12)
    ]
    parents = {5: 4, 6: 4, 8: 7}
    depths = {5: 1, 6: 1, 8: 1}
    section = _section(by_id("thread"), nodes, 0.9, parents, depths)
    kept = choose_sections([section], 0.5)[0]
    assert sorted(r.node.get("id") for r in kept.records) == ["m0", "m1", "m10", "m11", "m12", "m2", "m3"]


def test_the_panes_of_an_empty_thread_leave_the_section() -> None:
    """Two tabs of an empty thread, each a sort menu, the "nothing yet" message and a
    button, repeat like records; they go, and a short comment that mentions being the
    first stays (its shape is the comments')."""
    pane = (
        '<div class="comment-pane"><ul class="comment-order"><li>Newest first</li><li>Oldest first</li></ul>'
        '<p class="empty-message">There are no {0}comments yet - be the first to add your thoughts</p>'
        "<button>Show all comments</button></div>"
    )
    root = parse_html(
        '<html><body><div id="tabs">' + pane.format("Premium ") + pane.format("") + "</div>"
        '<ol id="all">'
        + _comment(0)
        + _comment(1)
        + '<li class="comment" id="c2"><b class="author">User2</b> <time>3 hours ago</time>'
        "<p>No replies yet? Then I will be the first to reply: thank you.</p></li></ol></body></html>"
    )
    tabs = root.get_element_by_id("tabs")
    empty = _section(tabs, list(tabs), 0.95)
    thread = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([empty, thread], 0.5)
    assert [[r.node.get("id") for r in s.records] for s in kept] == [["c0", "c1", "c2"]]


def test_a_breadcrumb_among_a_forums_posts_goes() -> None:
    """mactechnews.de's forum: the breadcrumb ("Forum > iPhone > title") is a sibling of
    the posts and of another shape; it is no post."""
    crumb = (
        '<div class="MtnBreadcrumb" id="crumbs"><span>Forum</span><span>&gt;</span>'
        "<span>iPhone</span><span>&gt;</span><span>Kein App Store mehr</span></div>"
    )
    posts = "".join(
        f'<div class="post" id="p{i}"><span class="name">User{i}</span><span class="time">28.09.19</span>'
        f'<div class="text">{TEXTS[i]}</div></div>'
        for i in range(3)
    )
    root = parse_html(f'<html><body><main id="main">{crumb}{posts}</main></body></html>')
    main = root.get_element_by_id("main")
    kept = choose_sections([_section(main, list(main), 0.99)], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["p0", "p1", "p2"]


def test_an_uncertain_section_of_nameless_records_is_not_kept() -> None:
    """Between the crawl's threshold (0.3) and an even chance, a section needs records that
    name their author: an article's paragraphs at 0.31 are not comments, a thread at 0.31 is."""
    paragraphs = "".join(f"<p>{TEXTS[i]} ({i})</p>" for i in range(6))
    thread = "".join(_comment(i) for i in range(6))
    root = parse_html(
        f'<html><body><div id="body">{paragraphs}</div><ol id="thread">{thread}</ol></body></html>'
    )
    body, ol = root.get_element_by_id("body"), root.get_element_by_id("thread")
    article = _section(body, list(body), 0.31)
    comments = _section(ol, list(ol), 0.31)
    assert [s.container for s in choose_sections([article, comments], 0.3)] == [ol]
    # a surer score keeps even nameless records (anonymous comments)
    assert [s.container for s in choose_sections([_section(body, list(body), 0.6)], 0.3)] == [body]


def test_records_without_a_name_a_time_or_prose_are_no_comments_at_any_score() -> None:
    """A sidebar of widgets (a link list, a box of results, a banner) under a page's
    comment count and sort control can score high on what surrounds it; its records show
    nothing a reader's comment shows, so it is not kept."""
    widgets = "".join(
        f'<aside class="widget"><a href="/b{i}"><img src="/banner{i}.png" alt=""></a><ul>'
        f'<li><a href="/x{i}">all the latest results of the league here</a></li>'
        f'<li><a href="/y{i}">the table and the fixtures of the next round</a></li></ul></aside>'
        for i in range(6)
    )
    root = parse_html(f'<html><body><div id="side">{widgets}</div></body></html>')
    side = root.get_element_by_id("side")
    assert choose_sections([_section(side, list(side), 0.9)], 0.3) == []


def test_a_heading_and_an_older_storys_teaser_among_the_records_go() -> None:
    """A table-layout thread (blind set K, cs): the records' container also holds the
    heading's table ("Komentáře (6)") and a box of related articles; they are records of
    another kind than the comments and show no prose and no time of a reader, or a time
    before the article's."""
    comments = "".join(
        f'<table class="prispevek" id="p{i}"><tr><td><b>User{i}</b> 8. 6. 2010 1{i}:05</td></tr>'
        f"<tr><td>{TEXTS[i]}</td></tr></table>"
        for i in range(5)
    )
    root = parse_html(
        '<html><head><meta property="article:published_time" content="2010-06-08T09:00:00+02:00"></head>'
        '<body><div id="box"><table id="head"><tr><td><b>Komentáře (6)</b></td></tr></table>'
        + comments
        # a reader's comment of another kind, dated two days before the page's (late) date: stays
        + '<table class="vybrany" id="pick"><tr><td><b>Eva</b> 6. 6. 2010 18:00</td></tr>'
        f"<tr><td>{TEXTS[5]}</td></tr></table>"
        '<table class="mbox" id="rel"><tr><td><b>Související články</b></td></tr></table>'
        '<table id="old"><tr><td><a href="/old">Oprava Lannovy třídy skončila</a> 14. 10. 2009</td></tr>'
        "<tr><td>Po roce oprav je Lannova třída znovu otevřená pro chodce i cyklisty.</td></tr></table>"
        "</div></body></html>"
    )
    box = root.get_element_by_id("box")
    kept = choose_sections([_section(box, list(box), 0.9)], 0.3)
    assert [r.node.get("id") for r in kept[0].records] == ["p0", "p1", "p2", "p3", "p4", "pick"]


def test_a_blogger_list_is_read_by_its_records_not_by_runs_cut_at_its_footers() -> None:
    # Blogger's comment block: each comment a <dt> (the name), a <dd> (the text) and a <dd>
    # footer with the time; runs between bylines cut at each footer's time start every
    # record in the comment before it and lose the first comment
    items = "".join(
        f"<dt class='comment-author' id='c{i}'><a name='c{i}'></a><a href='/profile/{i}'>{name}</a> mengatakan...</dt>"
        f"<dd class='comment-body'><p>{TEXTS[i]}</p></dd>"
        f"<dd class='comment-footer'><span class='comment-timestamp'><a href='#c{i}'>{3 + i} Mei 2010 14.{10 + i}</a>"
        "</span> <span class='item-control blog-admin'><a href='#'>Hapus</a></span></dd>"
        for i, name in enumerate(
            ["Dewi Lestari", "Rizal Pratama", "Yuni Astuti", "Bayu Nugroho", "Sari Wulan"]
        )
    )
    html = (
        "<html><head><meta property='article:published_time' content='2010-05-02T08:00:00+07:00'></head><body>"
        "<h1>Bakso Pak Min</h1><p>Dua puluh tahun berjualan di dekat alun-alun.</p><div id='comments'>"
        f"<h4>5 komentar:</h4><dl id='comments-block'>{items}</dl></div></body></html>"
    )
    comments = extract_comments(html, reference_time=datetime(2013, 1, 1, tzinfo=UTC), mode="accepted")
    assert [c.comment.author for c in comments] == [
        "Dewi Lestari",
        "Rizal Pratama",
        "Yuni Astuti",
        "Bayu Nugroho",
        "Sari Wulan",
    ]
    assert [c.comment.published_text for c in comments] == [f"{3 + i} Mei 2010 14.{10 + i}" for i in range(5)]


def test_a_header_row_of_sort_and_log_in_links_among_the_records_is_no_comment() -> None:
    # A widget's header ("8 comments · Newest | Oldest · Log in with ...") is a sibling of
    # its records: it shows a count read as a name and words, but no sentence, mostly links
    header = (
        "<div class='wx-header'><span>5 hozzászólás</span> · <a href='#'>Legújabb</a> | <a href='#'>Legrégebbi</a>"
        " | <a href='#'>Népszerű</a> · Belépés: <a href='#'>Facebook</a> <a href='#'>Twitter</a></div>"
    )
    rows = "".join(
        f"<div class='wx-comment wx-depth-{depth}'><div class='wx-hd'><span class='wx-user'>{name}</span> "
        f"<span class='wx-ts'>2013-07-0{i + 3} 10:1{i}</span></div><div class='wx-txt'><p>{TEXTS[i]}</p></div>"
        "<div class='wx-ft'><a href='#'>Válasz</a> · <a href='#'>Tetszik</a></div></div>"
        for i, (name, depth) in enumerate(
            [("Kovács Anna", 0), ("Nagy Péter", 1), ("Szabó Éva", 0), ("Tóth Gábor", 1), ("Varga Ildikó", 0)]
        )
    )
    html = (
        "<html><head><meta property='article:published_time' content='2013-07-03T06:00:00+02:00'></head><body>"
        f"<h1>Felújítják a partot</h1><p>A város bejelentette a munkákat.</p><div id='comments' class='comments'>{header}{rows}</div>"
        "</body></html>"
    )
    comments = extract_comments(html, reference_time=datetime(2014, 1, 1, tzinfo=UTC), mode="accepted")
    assert [c.comment.author for c in comments] == [
        "Kovács Anna",
        "Nagy Péter",
        "Szabó Éva",
        "Tóth Gábor",
        "Varga Ildikó",
    ]
    assert [c.comment.depth for c in comments] == [0, 1, 0, 1, 0]  # the depth classes read, the header gone


def test_a_short_shell_without_a_byline_in_a_signed_thread_is_a_removed_comment() -> None:
    """A record of another shape with neither name nor time where every other record shows
    both: the thread's placeholder for a removed comment, whatever its language; an
    anonymous reply that says more stays."""
    gone = '<li class="comment gone" id="odd"><p>삭제된 댓글입니다.</p></li>'
    anonymous = '<li class="comment anon" id="odd"><p>Geldt dat ook in het weekend? Dat staat er niet bij in het stuk.</p></li>'
    for odd, kept_ids in ((gone, ["c0", "c1", "c2"]), (anonymous, ["c0", "c1", "odd", "c2"])):
        items = _comment(0) + _comment(1) + odd + _comment(2)
        root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
        section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
        kept = choose_sections([section], 0.5)[0]
        assert [r.node.get("id") for r in kept.records] == kept_ids


def test_a_collapsed_entry_with_its_show_control_in_a_signed_thread_is_no_comment() -> None:
    """A line and the control that would show the entry ("... skryt kvůli nízkému hodnocení.
    Zobrazit", "... ausgeblendet. Trotzdem anzeigen"), without the name and time every other
    record shows: a collapsed entry, longer than a removal notice, whatever its language."""
    for line, control in (
        ("Příspěvek byl skryt kvůli nízkému hodnocení.", "Zobrazit"),
        ("Dieser Kommentar wurde wegen zu vieler negativer Bewertungen ausgeblendet.", "Trotzdem anzeigen"),
    ):
        odd = f'<li class="comment folded" id="odd"><span>{line}</span> <a href="#">{control}</a></li>'
        items = _comment(0) + _comment(1) + odd + _comment(2)
        root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
        section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
        kept = choose_sections([section], 0.5)[0]
        assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2"]
    # an anonymous reader's short reply with its "Reply" control is a comment
    odd = '<li class="comment anon" id="odd"><p>Is dat ook zo in het weekend?</p> <a href="#">Reply</a></li>'
    items = _comment(0) + _comment(1) + odd + _comment(2)
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "odd", "c2"]


def test_an_entry_without_the_time_number_and_controls_every_comment_shows_is_an_insert() -> None:
    """A sponsored entry in the comments' template: the advertiser where the name is,
    "Sponsored" where the time is, no numbered id and no reply or report control, among
    comments that show all of them. A reply without its own time but with its control stays."""

    def numbered(i: int) -> str:
        return (
            f'<li class="comment" id="c10{i}"><b class="author">User{i}</b> <time>{i + 1} hours ago</time>'
            f'<p>{TEXTS[i % len(TEXTS)]} ({i})</p><a href="#form">Reply</a> <a href="/report">Report</a></li>'
        )

    promo = (
        '<li class="comment promo"><b class="author">Windows Brown</b> <span>Sponsored</span>'
        '<p>New windows before the winter! Fitted in seven days, fifteen per cent off.</p><a href="/promo/1">more</a></li>'
    )
    items = numbered(0) + numbered(1) + promo + numbered(2) + numbered(3)
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c100", "c101", "c102", "c103"]


def test_a_box_of_text_ads_between_the_comments_is_no_comment() -> None:
    """Set EC (built blind: a 2010 town portal, a table per comment): a box of three text
    advertisements between the comments, every link to another site and no control,
    goes, though "Patente B in 30 giorni" reads like a time; a comment with a pasted link
    to another site and its own controls stays."""

    def table(i: int, pasted: str = "") -> str:
        return (
            f'<table class="commento"><tr><td><b>User{i}</b> ha scritto il {10 + i} novembre 2010 alle 14:22</td></tr>'
            f"<tr><td><p>{TEXTS[i % len(TEXTS)]} {pasted}</p></td></tr>"
            f'<tr><td><a href="/segnala.php?id={7710 + i}">segnala</a> | <a href="#form">rispondi</a></td></tr></table>'
        )

    ads = (
        '<table><tr><td>Annunci Google<br><a href="http://ads.example/aclk?ai=1">Mutui Prima Casa al 2,9%</a><br>'
        'Confronta le offerte delle banche.<br><a href="http://ads.example/aclk?ai=2">Autoscuola</a><br>'
        "Patente B in 30 giorni. Corsi serali.</td></tr></table>"
    )
    pasted = '<a href="http://comune.example/delibera.pdf">http://comune.example/delibera.pdf</a>'
    body = table(0) + table(1, pasted) + table(2) + ads + table(3) + table(4)
    root = parse_html(f'<html><body><div id="all">{body}</div></body></html>')
    box = root.get_element_by_id("all")
    kept = choose_sections([_section(box, box.findall("table"), 0.9)], 0.5)[0]
    assert len(kept.records) == 5 and not any("Annunci" in r.node.text_content() for r in kept.records)


def test_two_removed_comments_in_one_thread_are_both_shells() -> None:
    """The thread's usual records are read once, without the shells: a second removal
    notice does not count as an unsigned comment that keeps the first."""
    shells = [
        f'<li class="comment gone" id="gone{i}"><p>Komentar ini telah dihapus.</p></li>' for i in range(2)
    ]
    items = _comment(0) + shells[0] + _comment(1) + shells[1] + _comment(2)
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2"]


def test_a_flat_fallback_copy_of_a_nested_thread_is_read_once_nested() -> None:
    """A plugin's server-rendered copy of a thread (flat, bylines written one way) beside
    the widget's own (replies nested, bylines written another way): the same comments,
    whose heads differ but whose texts repeat; the nested reading stays."""
    people = ["Graziella Conti", "Marta Bassi", "Beppe Rinaldi", "Lucia Parodi"]
    words = [
        "Che meraviglia queste galline, le mie quest'anno non fanno un uovo da settimane.",
        "Graziella, prova a lasciare la luce accesa un'oretta la sera, da me ha funzionato.",
        "Io metto un po' di guscio d'ostrica tritato nel mangime e i gusci vengono duri.",
        "Quante galline ci stanno in un pollaio come il tuo? Vorrei cominciare in primavera.",
    ]
    flat = "".join(
        f"<li class='comment' id='fc{i}'><div class='comment-meta'><cite>{p}</cite> · 1{i}/03/2011 08:1{i}</div>"
        f"<div class='comment-content'><p>{w}</p></div></li>"
        for i, (p, w) in enumerate(zip(people, words, strict=True))
    )

    def item(i: int, inner: str = "") -> str:
        return (
            f"<li class='comment-item'><div class='comment-by'>{people[i]} scrive il {i + 10} marzo 2011 alle 8:1{i}</div>"
            f"<div class='comment-body'><p>{words[i]}</p></div>{inner}</li>"
        )

    nested = item(0, f"<ul class='comment-children'>{item(1)}</ul>") + item(2) + item(3)
    html = (
        "<html><head><meta property='article:published_time' content='2011-03-09T20:00:00+01:00'></head><body>"
        "<article><h1>Le mie galline</h1><p>Quest'anno ho preso quattro galline livornesi.</p></article>"
        f"<div id='comments'><h3>4 commenti</h3><ul class='comment-list'>{flat}</ul></div>"
        f"<div class='comments-widget'><ul class='comment-thread'>{nested}</ul></div></body></html>"
    )
    found = extract_comments(html, reference_time=datetime(2012, 1, 1, tzinfo=UTC), mode="accepted")
    assert [(c.comment.text, c.comment.depth) for c in found] == [
        (w, d) for w, d in zip(words, [0, 1, 0, 0], strict=True)
    ]


def test_a_list_written_before_the_article_is_not_its_discussion() -> None:
    # two lists in one template under an article of 5 March 2012, each scored as comments:
    # the readers' comments on it under the page's count of them, and older posts' comments
    # ("best of the allotment"), all written before the article existed
    def item(i: int, name: str, when: str) -> str:
        return f'<li class="comment" id="c{i}"><b>{name}</b> <time>{when}</time><p>{TEXTS[i]}</p></li>'

    thread = "".join(item(i, f"Reader{i}", f"{6 + i} March 2012, 9:1{i}am") for i in range(3))
    older = "".join(item(3 + i, f"Gardener{i}", f"{26 + i} February 2012") for i in range(3))

    def lists(head: str) -> list[RecordSection]:
        root = parse_html(
            f"<html><head>{head}</head><body><article><h1>Slugs</h1></article>"
            f'<div><h3>3 comments</h3><ol id="thread">{thread}</ol></div>'
            f'<div><h3>Best of the allotment</h3><ol id="best">{older}</ol></div></body></html>'
        )
        return [
            _section(root.get_element_by_id(list_id), [root.get_element_by_id(f"c{i}") for i in ids], 0.99)
            for list_id, ids in (("thread", (0, 1, 2)), ("best", (3, 4, 5)))
        ]

    declared = lists("<meta property='article:published_time' content='2012-03-05T08:00:00+00:00'>")
    assert [s.container.get("id") for s in choose_sections(declared, 0.5)] == ["thread"]
    # a page that declares no time says nothing against the older list
    assert [s.container.get("id") for s in choose_sections(lists(""), 0.5)] == ["thread", "best"]
    # a thread of which only some records came before (an article updated since) stays
    mixed = lists("<meta property='article:published_time' content='2012-03-08T08:00:00+00:00'>")
    assert "thread" in [s.container.get("id") for s in choose_sections(mixed, 0.5)]
    # and a list before the article with none after it stays: a post republished under a
    # new date keeps its old comments
    republished = lists("<meta property='article:published_time' content='2012-03-20T08:00:00+00:00'>")
    assert [s.container.get("id") for s in choose_sections(republished[1:], 0.5)] == ["best"]
    # nor does a counted list beside it go when the count is not that list's own (a thread
    # under day headings: "This week" and "Earlier", one count of both)
    uncounted = lists("<meta property='article:published_time' content='2012-03-05T08:00:00+00:00'>")
    heading = uncounted[0].container.getprevious()
    heading.text = "6 comments"
    assert [s.container.get("id") for s in choose_sections(uncounted, 0.5)] == ["thread", "best"]


def _board(items: list[tuple[str, str, str]], control: str) -> str:
    return (
        "<div class='hl-list'>"
        + "".join(
            f"<article class='hl-item'><div class='hl-meta'><b class='hl-name'>{name}</b> "
            f"<span class='hl-time'>{when}</span></div><div class='hl-text'><p>{text}</p></div>{control}</article>"
            for name, when, text in items
        )
        + "</div>"
    )


def test_a_list_without_controls_beside_the_thread_in_its_markup_is_not_the_discussion() -> None:
    """A restock log above the readers' thread, in the thread's own markup: the thread's
    records offer a reply ("Отговори"), the log's none."""
    log = [
        ("Доброволка Мария", "днес, 08:10", "Оставих два хляба, кисело мляко и ябълки от градината."),
        ("Пекарна „Сутрин“", "днес, 07:30", "Непродадените вчера баници и кифли, опаковани поотделно."),
        ("Доброволец Калоян", "вчера, 19:45", "Почистих хладилника и изхвърлих продуктите с изтекъл срок."),
    ]
    thread = [
        ("Стоянка Петрова", "преди 2 дни", "Браво на младите от читалището. Това ще помогне на много хора."),
        ("Иван Д.", "вчера", "Може ли да се оставя и домашно сготвена храна или само пакетирана?"),
    ]
    reply = "<div class='hl-bar'><button type='button'>Отговори</button></div>"
    html = (
        "<html><head><meta property='article:published_time' content='2025-11-10T07:00:00Z'></head><body>"
        "<main><h1>Хладилник за споделяне</h1><p>Доброволци поставиха хладилник пред читалището.</p></main>"
        f"<div><h3>Кой зареди хладилника</h3>{_board(log, '')}</div>"
        f"<div><h3>Мнения</h3>{_board(thread, reply)}</div></body></html>"
    )
    found = extract_comments(
        html, article_url="https://news.example/a", reference_time=datetime(2025, 11, 12, tzinfo=UTC)
    )
    assert [c.comment.author for c in found] == ["Стоянка Петрова", "Иван Д."]


def test_an_unsigned_box_of_another_class_between_signed_comments_goes() -> None:
    """An advertisement among the comments (another class, a picture, a label and a
    sentence, no time) goes; a guest's words of another class without a time or a name
    stay, and so does a reply of another class without a time (it answers one)."""
    ad = (
        '<li class="promo" id="ad"><span>ADVERTISEMENT</span><img src="/ads/bulbs.png" alt="">'
        "<p>Garden centre: 20% off all bulbs this weekend. Open 9-5.</p></li>"
    )
    guest = '<li class="guest" id="guest"><p>Does the new timetable also apply on Sundays? It does not say.</p></li>'
    for box, kept_ids in (
        (ad, ["c0", "c1", "c2", "c3", "c4"]),
        (guest, ["c0", "c1", "guest", "c2", "c3", "c4"]),
    ):
        items = _comment(0) + _comment(1) + box + _comment(2) + _comment(3) + _comment(4)
        root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
        section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
        kept = choose_sections([section], 0.5)[0]
        assert [r.node.get("id") for r in kept.records] == kept_ids
    reply = '<li class="answer" id="re"><b>Desk</b><p>Thanks, we have corrected the figure in the article.</p></li>'
    items = _comment(0) + _comment(1) + _comment(2) + _comment(3, f"<ol>{reply}</ol>") + _comment(4)
    root = parse_html(f'<html><body><ol id="all">{items}</ol></body></html>')
    nodes = [root.get_element_by_id(i) for i in ("c0", "c1", "c2", "c3", "re", "c4")]
    section = _section(root.get_element_by_id("all"), nodes, 0.9, parents={4: 3}, depths={4: 1})
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2", "c3", "re", "c4"]


def test_a_pinned_copy_above_the_thread_is_read_once_in_its_place() -> None:
    """The editors' pick in a box of its own above the thread, the same comment after a
    label ("⭐ Picked by the editors"): a copy; the comment stays in its place."""
    pinned = (
        _comment(1)
        .replace('id="c1"', 'id="pin"')
        .replace("<b ", "<span>⭐ Picked by the editors</span><b ", 1)
    )
    root = parse_html(
        f'<html><body><div id="all"><div class="box"><ul>{pinned}</ul></div>'
        f"<ol>{_comment(0)}{_comment(1)}{_comment(2)}</ol></div></body></html>"
    )
    nodes = [root.get_element_by_id(i) for i in ("pin", "c0", "c1", "c2")]
    kept = choose_sections([_section(root.get_element_by_id("all"), nodes, 0.9)], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2"]


def test_editors_picks_of_two_above_the_thread_are_read_once_in_their_place() -> None:
    """Two editors' picks in a box above the thread, each after a label, one of them a
    reply in the thread; and a thread that numbers its comments ("#1") where the picks show
    none: copies, each comment once in its place (set DR)."""
    for label, number in (("<span>Editors' pick</span>", ""), ("", "<span>#{}</span>")):

        def card(i: int, replies: str = "", ident: str = "", shown: str = "") -> str:
            return (
                _comment(i, replies)
                .replace(f'id="c{i}"', f'id="{ident or f"c{i}"}"')
                .replace("<b ", f"{shown}<b ", 1)
            )

        picks = card(1, ident="p1", shown=label) + card(5, ident="p5", shown=label)
        answers = (
            f'<ol class="children">{card(5, shown=number.format(5))}{card(6, shown=number.format(6))}</ol>'
        )
        thread = "".join(card(i, answers if i == 2 else "", shown=number.format(i)) for i in range(4))
        root = parse_html(
            f'<html><body><div id="all"><div class="picks"><ul>{picks}</ul></div><ol>{thread}</ol></div></body></html>'
        )
        ids = ("p1", "p5", "c0", "c1", "c2", "c5", "c6", "c3")
        nodes = [root.get_element_by_id(i) for i in ids]
        section = _section(
            root.get_element_by_id("all"), nodes, 0.9, parents={5: 4, 6: 4}, depths={5: 1, 6: 1}
        )
        kept = choose_sections([section], 0.5)[0]
        assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2", "c5", "c6", "c3"], label


def test_a_row_above_the_list_is_no_comment_its_list_answers() -> None:
    """A sort row of another template ("Showing 1-24 of 41 · Newest first") that the
    list after it was hung under as its replies: it goes, its "replies" are the thread's
    top-level comments again (set DR)."""
    root = parse_html(
        '<html><body><div id="all"><div class="order" id="row">Showing 1-24 of 41 · <a href="?o=new">Newest first</a></div>'
        f"<ol>{''.join(_comment(i) for i in range(4))}</ol></div></body></html>"
    )
    nodes = [root.get_element_by_id(i) for i in ("row", "c0", "c1", "c2", "c3")]
    parents = dict.fromkeys(range(1, 5), 0)
    section = _section(
        root.get_element_by_id("all"), nodes, 0.9, parents=parents, depths=dict.fromkeys(parents, 1)
    )
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2", "c3"]
    assert [r.parent for r in kept.records] == [None] * 4


def test_a_copy_held_by_a_labels_box_in_the_thread_is_read_once_in_its_place() -> None:
    """The editors' pick in a box among the thread's comments ("Redaktionens val" and a link
    to the comment in the thread), the box found as a record holding the copy as its reply:
    the copy goes with its box, whether it repeats the comment without the thread's
    controls or was found as its parts (its header and its text as the copy's replies)."""
    pick = _comment(1).replace('id="c1"', 'id="pin"')
    head, text = pick.split("<p>", 1)
    parted = (
        head.replace("<b ", '<div class="hd" id="hd"><b ', 1) + '</div><div class="tx" id="tx"><p>' + text
    ).replace("</p></li>", "</p></div></li>")
    box = (
        '<div class="val" id="box"><h3>Redaktionens val</h3>{}<p><a href="#c1">Till kommentaren</a></p></div>'
    )
    for copy, ids, parents in (
        (pick, ("box", "pin"), {1: 0}),
        (parted, ("box", "pin", "hd", "tx"), {1: 0, 2: 1, 3: 1}),
    ):
        thread = "".join(_comment(i, '<a href="#form">Svara</a> <a href="#r">Anmäl</a>') for i in range(4))
        root = parse_html(
            f'<html><body><ul id="all">{box.format(f"<ul>{copy}</ul>")}{thread}</ul></body></html>'
        )
        nodes = [root.get_element_by_id(i) for i in (*ids, "c0", "c1", "c2", "c3")]
        depths = {k: 1 if parents[k] == 0 else 2 for k in parents}
        section = _section(root.get_element_by_id("all"), nodes, 0.9, parents=parents, depths=depths)
        kept = choose_sections([section], 0.5)[0]
        assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2", "c3"]


def _picks(rows: list[tuple[str, str, str]], controls: str) -> str:
    return "".join(
        f"<div class='pk'><img src='/avatars/{i}.svg' alt='' width='40' height='40'><h4>{name}</h4><span>{day}</span>"
        f"<div><p>{text}</p></div><p><small>Senaste 30 dagarna: {9 + i} vinnare av 40</small></p>{controls}</div>"
        for i, (name, day, text) in enumerate(rows)
    )


PICKS = [
    (
        "Lena Berg",
        "lör 10 mars",
        "Dagens spel: Silverpil i femte loppet. Har vunnit två av sina tre senaste starter.",
    ),
    ("Olof Nyström", "lör 10 mars", "Dagens spel: Nordanvind. Kusken har varit i fin form hela vintern."),
    ("Karin Ek", "lör 10 mars", "Dagens spel: Blå Timme. Bra spår och kort distans, det passar honom."),
    ("Travredaktionen", "lör 10 mars", "Dagens spel: Silverpil. Svår att gå förbi efter förra veckans lopp."),
    ("Mats Lind", "lör 10 mars", "Dagens spel: Vintergata. Sänkt i klass och med ett bra utgångsläge."),
]
FORM = (
    "<form action='/post' method='post'><p><input type='text' name='author'> <label>Namn</label></p>"
    "<p><textarea name='body'></textarea></p><p><button type='button'>Skicka</button></p></form>"
)


def _page_with_picks(after: str, controls: str = "") -> str:
    return (
        "<html><body><main><h1>Inför helgens travlopp</h1><p>Vårens stora lopp körs på lördag.</p></main>"
        f"<div class='below'><div class='panel'><h3>Våra tipsare</h3>{_picks(PICKS, controls)}</div>{after}"
        f"<div class='respond'><h3>Skriv en kommentar</h3>{FORM}</div></div></body></html>"
    )


def _picks_chosen(html: str) -> list[str]:
    """The authors of the picks' list when the scorer accepts it (0.9): the selection's own say."""
    sections = [s for s in find_sections(parse_html(html)) if len(s.records) == len(PICKS)]
    assert len(sections) == 1
    sections[0].comment_score = 0.9
    return [r.node.findtext(".//h4") for s in choose_sections(sections, 0.5) for r in s.records]


def test_a_list_beside_a_discussion_that_says_it_is_empty_is_not_the_discussion() -> None:
    """Tipsters' picks (a name, a day, a note) above "Comments (0) - be the first to comment":
    the page says its discussion has nothing yet, so the list is something else, whatever it
    scored; the same list with reply controls on its records (a thread whose stale notice a
    script left) stays, and so does the list without the notice."""
    names = [name for name, _day, _text in PICKS]
    for notice in (
        "<div><h3>Comments (0)</h3><p>Be the first to comment on this story.</p></div>",
        "<div><p>Noch keine Kommentare</p></div>",
        "<div><h3>0 kommentarer</h3></div>",
    ):
        assert _picks_chosen(_page_with_picks(notice)) == [], notice
    answered = _page_with_picks(
        "<div><p>Be the first to comment on this story.</p></div>",
        "<a href='#svara'>Svara</a> <a href='#anmal'>Anmäl</a>",
    )
    assert _picks_chosen(answered) == names
    assert _picks_chosen(_page_with_picks("<div><h3>Våra regler</h3><p>Håll god ton.</p></div>")) == names
    # a count of something else is no empty discussion
    assert _picks_chosen(_page_with_picks("<div><h3>Delningar (0)</h3></div>")) == names


def _columns(main: str, side: str) -> str:
    return (
        "<html><body><div id='page'><div id='main'><h1>Inför helgens travlopp</h1>"
        f"<p>Vårens stora lopp körs på lördag.</p>{main}</div>"
        "<div id='side'><div class='box'><div class='widget'><h3>Våra tipsare</h3>"
        f"<div class='list'>{side}</div></div></div></div></div></body></html>"
    )


def test_a_side_column_list_beside_an_empty_discussion_elsewhere_is_not_the_discussion() -> None:
    """The picks in the side column, the article's own comment block in the main column
    saying it is empty ("0 kommentarer" over the form): the list only its evidence raised
    (0.5) is something else; scored surely (0.9), or with reply controls of its own, or
    beside a comment block that says nothing of being empty, it stays."""
    names = [name for name, _day, _text in PICKS]
    empty = f"<div id='comments'><h3>0 kommentarer</h3><p>Ingen har kommenterat ännu.</p>{FORM}</div>"
    assert _scored(_columns(empty, _picks(PICKS, "")), {"pk": 0.5}) == []
    assert _scored(_columns(empty, _picks(PICKS, "")), {"pk": 0.9}) == ["pk"]
    controls = "<a href='#svara'>Svara</a> <a href='#anmal'>Anmäl</a>"
    assert _scored(_columns(empty, _picks(PICKS, controls)), {"pk": 0.5}) == ["pk"]
    rules = f"<div id='comments'><h3>Skriv en kommentar</h3><p>Håll god ton.</p>{FORM}</div>"
    assert _scored(_columns(rules, _picks(PICKS, "")), {"pk": 0.5}) == ["pk"]
    assert names


READERS = [
    ("Anders P.", "igår 21:10", "Bra skrivet, men Silverpil har ett sämre spår i år än förra gången."),
    ("Maja", "igår 22:45", "Anders, spåret spelar mindre roll på den distansen tycker jag faktiskt."),
    ("Tomas Ek", "idag 07:30", "Jag tror på Nordanvind. Kusken har inte missat en start på hela vintern."),
]


def test_a_side_column_list_beside_the_thread_the_form_follows_is_not_the_discussion() -> None:
    """The readers' thread in the main column with the comment form right after it, the
    picks in the side column in their own template: only the evidence raised the picks
    (0.5), so the thread the form adds to is the discussion and the picks go; scored surely
    (0.9), they stay."""
    thread = f"<div class='thread'>{_entries(READERS, 'rd')}</div>{FORM}"
    assert _scored(_columns(thread, _picks(PICKS, "")), {"rd": 0.9, "pk": 0.5}) == ["rd"]
    assert _scored(_columns(thread, _picks(PICKS, "")), {"rd": 0.9, "pk": 0.9}) == ["rd", "pk"]


def _entries(rows: list[tuple[str, str, str]], cls: str, extra: str = "") -> str:
    return "".join(
        f"<div class='{cls}'><p class='{cls}-h'><b>{name}</b> <span>{when}</span></p>"
        f"<div class='{cls}-x'><p>{text}</p></div>{extra}</div>"
        for name, when, text in rows
    )


OPENINGS = [
    (
        "Kedai Kopi Sari",
        "2 Maret 2012",
        "Kopi tubruk dan roti bakar di depan pasar, buka dari jam enam pagi.",
    ),
    ("Penjahit Rapi", "5 Maret 2012", "Jahit dan permak celana, bisa ditunggu di tempat."),
    ("Bengkel Jaya", "9 Maret 2012", "Servis motor dan ganti oli, suku cadang asli tersedia."),
]


def _scored(html: str, scores: dict[str, float]) -> list[str]:
    """The classes of the sections chosen when each list (by its records' class) scores as given."""
    sections = [
        s for s in find_sections(parse_html(html)) if (s.records[0].node.get("class") or "") in scores
    ]
    for s in sections:
        s.comment_score = scores[s.records[0].node.get("class") or ""]
    return [s.records[0].node.get("class") or "" for s in choose_sections(sections, 0.3)]


def test_an_unsure_list_written_before_the_article_is_not_its_discussion() -> None:
    """A list the score is unsure of whose every record is dated before the article (shops
    opened this month, under an article of the 15th) is news, not the article's discussion;
    the same list dated after the article stays. Written in the week before the article,
    it goes at any score; weeks before it (a post republished under a later date), a sure
    score keeps it."""
    head = "<head><meta property='article:published_time' content='2012-03-{day}T08:00:00+07:00'></head>"
    page = "<html>{head}<body><main><h1>Pasar direnovasi</h1><p>Pasar lama dibuka lagi.</p></main><div>{rows}</div></body></html>"
    before = page.format(head=head.format(day="15"), rows=_entries(OPENINGS, "um"))
    assert _scored(before, {"um": 0.4}) == []
    assert _scored(before, {"um": 0.7}) == []
    weeks = page.format(head=head.format(day="30"), rows=_entries(OPENINGS, "um"))
    assert _scored(weeks, {"um": 0.4}) == []
    assert _scored(weeks, {"um": 0.7}) == ["um"]
    after = page.format(
        head=head.format(day="15"),
        rows=_entries([(n, w.replace("Maret", "April"), t) for n, w, t in OPENINGS], "um"),
    )
    assert _scored(after, {"um": 0.4}) == ["um"]


def test_notes_gathered_for_the_article_are_no_discussion_at_any_score() -> None:
    """Teachers' notes on their pupils under an honour-roll story of 16 April 2013, each with
    an avatar, a name, a date of 11-12 April and a "Congratulate (14)" link, scored surely:
    written in the days before the article, none after it, no reply control, nobody
    answering: gathered for the article. Dated after it, or dated before it by the year alone
    read from a day without one ("11 April"), they stay."""
    notes = [
        (
            "Linda Ferraro",
            "April 11, 2013",
            "Caleb turned in a persuasive essay on why the pool should open in May.",
        ),
        ("Darnell Hughes", "April 11, 2013", "Anna and Maya took water samples every Saturday in February."),
        (
            "Beth Ann Sorensen",
            "April 12, 2013",
            "Jordan went from a C to an A- by coming in at lunch twice a week.",
        ),
        ("Ray Delgado", "April 12, 2013", "Tyler and Emma made the honor roll while running winter track."),
    ]
    cong = "<p class='hn-f'><a href='#n'>Congratulate</a> (14)</p>"
    head = "<head><meta property='article:published_time' content='2013-04-16T06:00:00-04:00'></head>"

    def page(rows: list[tuple[str, str, str]]) -> str:
        return (
            f"<html>{head}<body><main><h1>Westfield names honor roll</h1><p>Sixty-one students.</p></main>"
            f"<section><h2>Messages from the classroom</h2>{_entries(rows, 'hn', cong)}</section></body></html>"
        )

    assert _scored(page(notes), {"hn": 0.8}) == []
    later = [(n, w.replace("April 1", "April 2"), t) for n, w, t in notes]
    assert _scored(page(later), {"hn": 0.8}) == ["hn"]
    yearless = [(n, w.replace(", 2013", ""), t) for n, w, t in notes]
    assert _scored(page(yearless), {"hn": 0.8}) == ["hn"]


def test_an_unsure_list_beside_an_evident_thread_in_its_markup_is_not_the_discussion() -> None:
    """Farms' opening days above the readers' thread, in the thread's own markup: the thread
    answers itself (replies in their parent's entry, written after the article), the farms'
    list does not and the score is unsure of it; scored surely, it stays."""
    farms = [
        ("Low Gill Farm", "opens 2 June", "Strawberries and gooseberries, bring your own punnets."),
        ("Beckside Growers", "opens 7 July", "Raspberries and redcurrants, cash only."),
        ("Nether Scar Orchard", "opens 1 September", "Plums and early apples, weekends only."),
    ]
    readers = [
        (
            "Lucy Raistrick",
            "22 May 2012, 09:14",
            "Low Gill is the best, half of ours never reach the punnet.",
        ),
        ("Ben Harker", "22 May 2012, 10:02", "Hollins tea room does a proper scone too."),
        ("Ken Lowe", "22 May 2012, 11:40", "Is Beckside still cash only? I never have any on me."),
    ]
    reply = (
        "<div class='py-sub'>"
        + _entries(
            [("Anne Dinsdale", "22 May 2012, 10:31", "It does, with clotted cream. Worth the drive, Ben.")],
            "py",
        )
        + "</div>"
    )
    thread = _entries(readers[:1], "py") + _entries(readers[1:2], "py", reply) + _entries(readers[2:], "py")
    head = "<head><meta property='article:published_time' content='2012-05-22T07:00:00+01:00'></head>"
    html = (
        f"<html>{head}<body><main><h1>Pick your own starts early</h1><p>The season opens.</p></main>"
        f"<div id='farms'><h3>When the farms open</h3>{_entries(farms, 'py')}</div>"
        f"<div id='say'><h3>Your say</h3>{thread}</div></body></html>"
    )
    sections = [s for s in find_sections(parse_html(html)) if s.records[0].node.get("class") == "py"]
    assert len(sections) == 2
    for s, score in zip(sections, (0.38, 0.58), strict=True):
        s.comment_score = score
    chosen = choose_sections(sections, 0.3)
    assert [s.container.get("id") for s in chosen] == ["say"]
    sections[0].comment_score = 0.58
    assert len(choose_sections(sections, 0.3)) == 2


def test_a_notice_of_something_else_beside_the_thread_is_no_empty_discussion() -> None:
    """What is not this list's discussion saying it is empty: a related story's "0 comments",
    a tab of another widget ("Facebook comments (0)" beside "Comments (5)"), a share button's
    "be the first to share", an empty trackback list: the list is left to the rest of the
    decision (here kept, scored surely enough)."""
    names = [name for name, _day, _text in PICKS]
    for notice in (
        "<div><h3>Related</h3><ul><li><a href='/b'>Another story <span>0 comments</span></a></li></ul></div>",
        "<div><h3>Comments (5)</h3><p>Facebook comments (0)</p></div>",
        "<div><p>Be the first to share this article</p></div>",
        "<div><h3>Trackbacks</h3><p>No trackbacks yet. Be the first to reply!</p></div>",
    ):
        assert _picks_chosen(_page_with_picks(notice)) == names, notice


def test_an_unsure_list_before_the_article_that_shows_a_discussions_controls_stays() -> None:
    """A post republished under a later date keeps its older thread: records with a reply
    control, dated before the article, stay at an unsure score."""
    head = "<head><meta property='article:published_time' content='2012-03-15T08:00:00+07:00'></head>"
    rows = _entries(OPENINGS, "um", "<a href='#balas'>Balas</a>")
    page = f"<html>{head}<body><main><h1>Pasar</h1><p>Pasar lama.</p></main><div>{rows}</div></body></html>"
    assert _scored(page, {"um": 0.4}) == ["um"]


def test_a_further_page_of_the_thread_in_its_markup_stays_beside_it() -> None:
    """The thread's first comments, then "Show more comments" and more of them in the same
    template, one reader unnamed: the second list is timed as the first is, and stays."""
    first = [
        (
            "Mark T",
            "6 March 2012, 10:14",
            "The parks in my area have been in a terrible state for years now.",
        ),
        ("Susan", "6 March 2012, 11:02", "Roads are more important than parks, my car was damaged twice."),
    ]
    reply = (
        "<div class='py-sub'>"
        + _entries([("Mark T", "6 March 2012, 11:30", "Both need money, Susan.")], "py")
        + "</div>"
    )
    more = [
        ("Ahmed K", "7 March 2012, 08:45", "Nobody I know was asked about any of this before the vote."),
        ("", "7 March 2012, 09:10", "Parks are used by everyone, young and old."),
        ("Tom", "7 March 2012, 12:00", "Will there be a review of how the money was spent?"),
    ]
    head = "<head><meta property='article:published_time' content='2012-03-06T07:00:00Z'></head>"
    html = (
        f"<html>{head}<body><main><h1>Budget for parks</h1><p>The council approved it.</p></main>"
        f"<div class='all'><h3>Comments</h3><div id='one'>{_entries(first[:1], 'py', reply)}{_entries(first[1:], 'py')}"
        f"</div><h4>Show more comments</h4><div id='two'>{_entries(more, 'py')}</div></div></body></html>"
    )
    sections = [s for s in find_sections(parse_html(html)) if s.records[0].node.get("class") == "py"]
    for s in sections:
        s.comment_score = 0.58 if s.container.get("id") == "one" else 0.45
    assert sorted(s.container.get("id") for s in choose_sections(sections, 0.3)) == ["one", "two"]


def test_the_site_s_post_opening_a_forum_thread_on_the_article_is_no_comment() -> None:
    """A forum thread shown as the article's comments opens with the site's own post
    ("Discussion thread for: "HEADLINE". Read the article first."): it names the headline
    word for word, the readers' posts do not."""
    from comspider.sections.selection import prune_records

    headline = "Ironvale patch fixes the save bug"
    posts = [
        ("StackBot", f'Discussion thread for: "{headline}". Please read the article before posting.'),
        ("Neon", "Save bug is finally gone. I lost a thirty hour game to it in August."),
        ("quill", "Did you try the backup folder? The game keeps the last three saves there."),
        ("Vee", "Thank you, that got my forty hour run back from August."),
    ]
    board = "".join(
        f'<div class="post" id="p{i}"><div class="user"><a href="/m/{i}">{who}</a></div>'
        f'<div class="when">08-11-2009, 10:0{i} AM</div><div class="content"><p>{text}</p></div></div>'
        for i, (who, text) in enumerate(posts)
    )
    page = (
        f"<html><body><h1>{headline}</h1><article><p>{'The studio released a patch. ' * 20}</p></article>"
        f"<div class='thread'>{board}</div></body></html>"
    )
    best = max(find_sections(page), key=lambda s: len(s.records))
    assert [r.node.get("id") for r in prune_records(best).records] == ["p1", "p2", "p3"]
    # the forum's own page: its h1 names the forum, its title leads with the topic
    forum = page.replace(f"<h1>{headline}</h1>", "<h1>Ironvale Community Forum</h1>").replace(
        "<html><body>", f"<html><head><title>{headline} - Ironvale Forum</title></head><body>"
    )
    best = max(find_sections(forum), key=lambda s: len(s.records))
    assert [r.node.get("id") for r in prune_records(best).records] == ["p1", "p2", "p3"]


def test_entries_dated_without_their_year_in_the_days_before_the_article_are_no_discussion() -> None:
    # a register the article quotes (blind set BK's summit book): names, "06:40, 14 серпня" and
    # a sentence each, six days before the article; no reader answers an article before it
    # appears. Placed after it, the same days are eleven months later: no time at all.
    entries = [
        ("Остап Гнатюк", "06:40, 14 серпня", "Вийшли з Березової о третій ночі, схід сонця над хмарами."),
        ("Ірина та Марко", "07:15, 14 серпня", "Наше десяте сходження разом, наступного року з донькою."),
        ("Богдан Костів", "08:30, 14 серпня", "Вітер такий, що книгу тримали вдвох, записую за всіх трьох."),
        ("Соломія", "09:10, 14 серпня", "Мені одинадцять років, це моя перша вершина понад дві тисячі."),
        (
            "Оля Дмитренко",
            "10:20, 14 серпня",
            "Залишили на вершині пакет зі сміттям, який знайшли на стежці.",
        ),
        ("Микола", "13:15, 14 серпня", "Почалася гроза, швидко спускаємося, обережно на камінні нижче."),
        ("Тарас Бойко", "05:55, 15 серпня", "Ночували в колибі, вийшли рано і були сьогодні першими тут."),
        ("Петро Лисак", "09:00, 15 серпня", "Третій раз цього літа, і щоразу гора зовсім інша, ніж була."),
    ]
    box = "".join(
        f"<li><span class='who'>{name}</span> · <span class='when'>{when}</span><br><q>{text}</q></li>"
        for name, when, text in entries
    )
    html = (
        "<html><head><meta property='article:published_time' content='2025-08-20T10:00:00+03:00'></head><body>"
        f"<h1>Книга на вершині</h1><p>{'Текст статті про книгу на вершині. ' * 20}</p>"
        f"<section class='box'><h3>З книги вершини</h3><ol>{box}</ol></section></body></html>"
    )
    assert extract_comments(html, reference_time=datetime(2026, 12, 2, tzinfo=UTC), mode="accepted") == []
    root = parse_html(html)
    declared_time.declare_reading_time(root, datetime(2026, 12, 2, tzinfo=UTC))
    (register,) = [s for s in find_sections(root) if len(s.records) == len(entries)]
    assert selection._when_written(register)[0] == "before"  # an unsure score does not keep it
    article = datetime(2025, 8, 20, 7, tzinfo=UTC)
    assert times.yearless_before(["06:40, 14 серпня"], article) == datetime(2025, 8, 14, 6, 40, tzinfo=UTC)
    assert times.yearless_before(["06:40, 2 серпня"], article) is None  # weeks before: no telling
    assert times.yearless_before(["06:40, 21 серпня"], article) is None  # after it


def test_a_list_with_nothing_of_a_discussion_beside_a_thread_with_controls_is_not_it() -> None:
    """A local paper's story (set BY, built blind): its readers' thread offers Reply and a
    vote on every comment; beside it, in the side column, a readers' tutoring-ads board
    (name, date, a first-person line) that only its evidence raised: the ads go."""
    thread = "".join(
        f'<div class="cm" id="c{i}"><b>Reader{i}</b> <span>02.07.2013 1{i}:05</span><p>{TEXTS[i]}</p>'
        '<a href="#r">Reply</a> <a href="#v">+</a> <a href="#v">-</a></div>'
        for i in range(4)
    )
    ads = "".join(
        f"<li><b>Tutor {i}</b> <span>2{i}.06.2013</span><p>I teach maths and physics, {i} years of practice.</p></li>"
        for i in range(4)
    )
    root = parse_html(f'<html><body><div id="thread">{thread}</div><ul id="ads">{ads}</ul></body></html>')
    one = _section(root.get_element_by_id("thread"), root.get_element_by_id("thread").findall("div"), 0.95)
    side = _section(root.get_element_by_id("ads"), root.get_element_by_id("ads").findall("li"), 0.45)
    kept = selection.drop_beside_the_thread([one, side])
    assert [s.container.get("id") for s in kept] == ["thread"]


def _shelter_page() -> str:
    """A blog post that declares no time (its address gives the month) and shows its day under
    the headline; above its counted thread, a list of adopters' news all dated before that day."""
    news = "".join(
        f"<div class='fin'><img src='/av/{k}.svg' width='60' height='60' alt=''><p class='fam'><b>{who}</b> · "
        f"<span>{day} abril, 2010</span></p><p>{text}</p></div>"
        for k, (who, day, text) in enumerate(
            [
                ("Familia Ortega (Bruno)", 12, "Bruno ya duerme en el sofá y ha aprendido a dar la pata."),
                ("Carmen R. (Misi)", 8, "Misi se ha hecho dueña del balcón y ya ha engordado un kilo."),
                (
                    "Javier y Rocío (Tobi)",
                    2,
                    "Tobi viene con nosotros a la montaña todos los fines de semana.",
                ),
                (
                    "Ana y Pepe (Luna)",
                    1,
                    "Luna ha superado el miedo a los coches, seguimos con el veterinario.",
                ),
            ]
        )
    )
    thread = "".join(
        f"<li id='comment-41{k}'><img alt='' src='/av/w{k}.svg' class='avatar' height='32' width='32'><cite>{who}</cite>"
        f" dice:<br><small class='commentmetadata'><a href='#comment-41{k}'>1{4 + k} abril, 2010 a las 10:2{k}</a>"
        f"</small><p>{text}</p></li>"
        for k, (who, text) in enumerate(
            [
                ("Marisa", "Qué alegría ver a Bruno tan feliz en el sofá. Cuando llegó no se dejaba tocar."),
                ("Alberto G.", "Tenemos sitio para una acogida temporal en mayo, ¿a quién hay que escribir?"),
                (
                    "Lola",
                    "¿Sigue Canela en adopción? La vi en la feria del domingo y no me la quito de la cabeza.",
                ),
            ]
        )
    )
    return (
        "<html><head><title>Abril: cuatro finales felices y Canela sigue esperando | Refugio</title></head><body>"
        "<div id='page'><div id='content'><div class='post'><h2>Abril: cuatro finales felices y Canela sigue esperando</h2><div class='meta'>Refugio · "
        "<span class='date'>13 abril, 2010</span></div><div class='entry'><p>Este mes cuatro de nuestros peludos han"
        " encontrado hogar: Bruno, Misi, Tobi y Luna.</p><p>Canela, en cambio, sigue con nosotros.</p></div></div>"
        f"<div class='finales'><h3>Finales felices: noticias de nuestros adoptados</h3>{news}</div>"
        "<h3 id='comments'>3 respuestas a “Abril: cuatro finales felices y Canela sigue esperando”</h3>"
        f"<ol class='commentlist'>{thread}</ol></div></div></body></html>"
    )


def test_a_list_all_written_before_the_day_the_post_shows_is_not_beside_its_counted_thread() -> None:
    """The post's day read off the page where only the month is declared (its address): the
    adopters' news, all of earlier days, was written before it; the count over the post's
    quoted title ("3 respuestas a “…”") counts the thread exactly."""
    from comspider.sections.evidence import counted_exactly

    root = parse_html(_shelter_page())
    declared_time.declare_article_time(
        root, declared_time.url_date("https://refugio.example/2010/04/abril-cuatro-finales-felices/")
    )
    declared_time.declare_reading_time(root, datetime(2010, 5, 1, tzinfo=UTC))
    sections = {s.container.get("class"): s for s in find_sections(root)}
    assert selection._when_written(sections["finales"])[0] == "before"
    assert selection._when_written(sections["commentlist"])[0] == "after"
    assert counted_exactly(sections["commentlist"])
    comments = extract_comments(
        _shelter_page(),
        reference_time=datetime(2010, 5, 1, tzinfo=UTC),
        article_url="https://refugio.example/2010/04/abril-cuatro-finales-felices/",
        mode="accepted",
    )
    assert [c.comment.author for c in comments] == ["Marisa", "Alberto G.", "Lola"]


def _watch_log(extra: str) -> str:
    """A night-watch log the article prints in a table inside its own text (set CV, built
    blind): each night a day without its year ("Senin, 4 Maret"), the watchmen, a note;
    the discussion, behind a button, is a "responses" box below."""
    nights = [
        (
            "Senin, 4 Maret",
            "Pak Slamet &amp; Mas Ikhsan",
            "Pukul 01.30 lampu gang 4 mati. Sudah lapor ke Pak RT.",
        ),
        (
            "Selasa, 5 Maret",
            "Pak Heru &amp; Pak Joko",
            "Aman. Ada dua motor parkir di depan musala tanpa kunci.",
        ),
        (
            "Rabu, 6 Maret",
            "Mas Dimas &amp; Pak Wahyu",
            "Ada orang tidak dikenal menanyakan rumah kos di gang.",
        ),
        (
            "Kamis, 7 Maret",
            "Pak Slamet &amp; Pak Udin",
            "Hujan deras sampai jam dua. Saluran di ujung gang mampet.",
        ),
        ("Senin, 11 Maret", "Pak Wahyu &amp; Pak Udin", f"Aman. {extra}"),
    ]
    rows = "".join(
        f"<tr><td class='m'>{night}</td><td class='j'><b>{who}</b></td><td class='c'>{note}</td></tr>"
        for night, who, note in nights
    )
    return (
        "<html><head><meta property='article:published_time' content='2024-03-12T10:15:00+07:00'></head><body>"
        "<main><article><h1>Ronda malam hidup lagi di Karangsari</h1>"
        "<p>Pos kamling di RW 05 Kelurahan Karangsari kembali ramai setiap malam sejak Desember lalu, setelah empat "
        "sepeda motor hilang dalam dua bulan.</p><p>Setiap malam dua orang berjaga dari pukul 22.00 sampai 04.00, "
        "dan semua kejadian dicatat di buku ronda yang diperiksa ketua RW setiap pagi.</p>"
        f"<figure><figcaption>Salinan buku ronda</figcaption><table><thead><tr><th>Malam</th><th>Petugas</th>"
        f"<th>Catatan</th></tr></thead><tbody>{rows}</tbody></table></figure></article>"
        "<section><button>Lihat 7 tanggapan</button><div hidden><h3>Tanggapan pembaca</h3></div></section>"
        "</main></body></html>"
    )


def test_a_log_the_article_prints_reads_as_written_before_it() -> None:
    """Days without a year or a time, all before the article's, in the article's running
    text: the log it quotes, written before it (a section the score is unsure of is then
    no discussion). A later line of a note with a number in it ("Rp 640.000") reads as no
    time and says nothing either way."""
    for extra in ("", "Iuran ronda bulan ini terkumpul Rp 640.000."):
        root = parse_html(_watch_log(extra))
        declared_time.declare_reading_time(root, datetime(2024, 6, 1, tzinfo=UTC))
        log = max(find_sections(root), key=lambda s: len(s.records))
        assert len(log.records) == 5
        assert selection._when_written(log)[0] == "before", extra
        assert selection._in_the_running_text(log)


def test_the_forms_prompt_below_the_responses_is_no_comment() -> None:
    """Posterous: "Leave a response... Log in or reply by email to …", a box of another class
    after the responses (set CD, built blind): the comment form's stand-in, not a comment."""
    import comspider

    def resp(n: int, name: str, text: str) -> str:
        return (
            f"<div class='r' id='r{n}'><div class='rb'><a class='rn' href='/people/{n}'>{name}</a> responded:"
            f"<div class='rt'><p>{text}</p></div><span class='rtime'>Mar {n}, 2012</span></div></div>"
        )

    html = (
        "<html><head><meta property='article:published_time' content='2012-03-03T10:00:00Z'></head>"
        "<body><div class='post'><h2>The Forty Foot Drove</h2><p>A long walk by the river.</p></div>"
        "<div class='rs'><h4>3 responses</h4>"
        + resp(4, "Annie Coutts", "We did the walk last October and had a headwind the whole way back.")
        + resp(5, "Colin Marsh", "Taking my dad out there on Sunday. Is the path all right without stiles?")
        + resp(6, "Fen Edge Walking", "No stiles any more, Colin, both have been replaced by kissing gates.")
        + "<div class='rf'><p>Leave a response... <a href='/login'>Log in</a> or reply by email to "
        "post@fen.example.</p></div></div></body></html>"
    )
    comments = comspider.extract(html, url="https://fen.example/drove", visited_at="2012-06-01T00:00:00Z")
    assert [c.author for c in comments] == ["Annie Coutts", "Colin Marsh", "Fen Edge Walking"]


def test_a_top_list_copies_a_reply_and_a_comment_written_without_spaces() -> None:
    """A newspaper's "Top comments" pane above "All comments", both in the served HTML (set
    CK, built blind): the pane repeats a top-level comment whose thread markup has no space
    between its name and its time, and a reply with an "In reply to NAME" line the thread
    does not print. The copies go, the thread stays whole with its reply in its place."""

    def card(
        cid: str, name: str, when: str, text: str, gap: str = "", inreply: str = "", replies: str = ""
    ) -> str:
        line = f"<p class='ir'>In reply to {inreply}</p>" if inreply else ""
        return (
            f"<div class='c' id='{cid}'><div class='hd'><a class='u' href='/u/{name}'>{name}</a>{gap}"
            f"<span class='t'>{when}</span></div>{line}<div class='tx'><p>{text}</p></div>"
            f"<div class='tools'><a href='/rec/{cid}'>Recommend</a> <a href='/report/{cid}'>Report</a></div>"
            f"{replies}</div>"
        )

    first = "I've lived on this lane for 31 years and the traffic at 8am already backs up to the shop."
    answer = "Dave, I have a grandson in the same boat, I'm not against houses, only against no road."
    others = [
        ("Sal", "Exactly this. And the bus only runs once an hour on a weekday."),
        ("Dave", "Where do you want young people to live then? My son is 29 and still at home."),
        ("Mo", "The school is full already and nobody has said where the new one goes."),
    ]
    top = card("t1", "Resident", "11 September 2012, 5:41pm", first, gap=" ") + card(
        "t2", "Resident", "11 September 2012, 6:35pm", answer, gap=" ", inreply="Dave"
    )
    reply = card("r1", "Resident", "11 September 2012, 6:35pm", answer)
    thread = card("a0", "Resident", "11 September 2012, 5:41pm", first) + "".join(
        card(f"a{k + 1}", name, f"11 September 2012, 6:0{k}pm", text, replies=reply if name == "Dave" else "")
        for k, (name, text) in enumerate(others)
    )
    root = parse_html(
        f"<html><body><div id='all'><div class='pane' id='top'>{top}</div>"
        f"<div class='pane' id='list'>{thread}</div></div></body></html>"
    )
    ids = ["t1", "t2", "a0", "a1", "a2", "r1", "a3"]
    nodes = [root.get_element_by_id(i) for i in ids]
    section = _section(root.get_element_by_id("all"), nodes, 0.9, parents={5: 4}, depths={5: 1})
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["a0", "a1", "a2", "r1", "a3"]


def test_a_list_in_the_articles_running_text_written_before_it_is_no_discussion() -> None:
    """A science page quotes its team's open notebook (names, times, texts) between its own
    paragraphs, every entry dated days before the article (set CL, built blind): the article
    quotes it, nobody answers it. The same entries after the article's text box, dated after
    it, are a discussion."""
    lead = "".join(
        f"<p>{t}</p>"
        for t in (
            "At the bottom of the lake lies about six metres of mud, layer by layer, holding a record of everything.",
            "Unusually, the team writes its lab notebook in public, and below are its latest entries, unedited.",
        )
    )

    def entries(day: int) -> str:
        return "".join(
            f"<li class='nb' id='nb{i}'><b class='who'>{name}</b> <span class='when'>{day + i} May 2012, 09:1{i}</span>"
            f"<p>{text}</p></li>"
            for i, (name, text) in enumerate(
                [
                    (
                        "Hannah",
                        "Core 7 came back from the scanner with clear laminations down to 2.3 m, then clay.",
                    ),
                    (
                        "Liam",
                        "Pollen prep on cores 3 and 4 finished, the slides are in the blue box in the cold room.",
                    ),
                    (
                        "Priya",
                        "Radiocarbon results are back for samples 12 to 19, and sample 15 looks too young.",
                    ),
                ]
            )
        )

    for day, inside, expected in ((14, True, 0), (20, False, 3)):
        notebook = f"<div class='open'><h3>From the notebook</h3><ol id='list'>{entries(day)}</ol></div>"
        body = f"<div class='post'><h1>What a lake remembers</h1>{lead}{notebook if inside else ''}</div>"
        html = (
            "<html><head><meta property='article:published_time' content='2012-05-19T10:00:00+01:00'></head>"
            f"<body>{body}{'' if inside else notebook}</body></html>"
        )
        root = parse_html(html)
        container = root.get_element_by_id("list")
        section = _section(container, list(container), 0.8)
        assert len([s for s in choose_sections([section], 0.5) for _ in s.records]) == expected, (day, inside)


def test_a_gallery_of_figures_is_no_discussion_at_any_score() -> None:
    """A photo gallery under the story: each photo a ``<figure>`` whose caption names the
    photographer and the time, written after the article. Figures with their captions are
    pictures, whatever their words; so are plain entries each led by a photo (a side of 150
    px or more: readers' photos with "Sent by NAME", set DQ); the same entries with a face
    of 48 px (an avatar) stay."""
    shots = [
        (
            "Oleksandr Hnatiuk",
            "6 April 2016, 07:40",
            "Naberezhna Street in the morning, as the water went down.",
        ),
        (
            "Oleksandr Hnatiuk",
            "6 April 2016, 08:15",
            "Rescuers take an elderly woman from a flooded house by boat.",
        ),
        (
            "Tetiana Melnyk",
            "6 April 2016, 09:02",
            "The bridge over the Ros: the water half a metre below the deck.",
        ),
        (
            "Ihor Bondar",
            "6 April 2016, 10:30",
            "Volunteers sort clothes and buckets at the house of culture.",
        ),
    ]
    head = "<head><meta property='article:published_time' content='2016-04-06T07:00:00+03:00'></head>"

    def page(tag: str, caption: str, size: str = "width='560' height='320'") -> str:
        items = "".join(
            f"<{tag} class='gl'><img src='/p{i}.jpg' {size} alt=''>"
            f"<{caption}><span class='gl-t'>{text}</span> <span class='gl-b'>Photo: <b>{name}</b>, {when}</span></{caption}></{tag}>"
            for i, (name, when, text) in enumerate(shots)
        )
        return f"<html>{head}<body><main><h1>The water goes down</h1><p>Sixty yards flooded.</p></main><div>{items}</div></body></html>"

    assert _scored(page("figure", "figcaption"), {"gl": 0.8}) == []
    assert _scored(page("div", "figcaption"), {"gl": 0.8}) == []
    assert _scored(page("div", "p"), {"gl": 0.8}) == []
    assert _scored(page("div", "p", "style='width:180px;height:120px'"), {"gl": 0.8}) == []
    assert _scored(page("div", "p", "width='48' height='48'"), {"gl": 0.8}) == ["gl"]
    assert _scored(page("div", "p", ""), {"gl": 0.8}) == ["gl"]


def test_a_comment_form_and_its_dialogs_are_no_discussion_at_any_score() -> None:
    """A newspaper's comment area as served before its script fills the list: the form
    and its dialogs (post, delete, report a comment), each with a field to type into,
    in the discussion's words and with its controls, and no time (a saved real page of
    fundus, TokyoShimbun). The same markup holding dated comments, each with its reply
    form, stays."""
    dialogs = [
        "Post your comment?",
        "Delete this comment?",
        "Tell us why this comment breaks the rules.",
    ]
    forms = "".join(
        f"<div class='dlg'><p class='msg'>{msg}</p><textarea name='c{i}'></textarea>"
        "<button type='button'>Cancel</button> <button type='button'>Send</button></div>"
        for i, msg in enumerate(dialogs)
    )
    head = "<head><meta property='article:published_time' content='2025-01-13T08:00:00+09:00'></head>"
    page = (
        f"<html>{head}<body><main><h1>Snow in the north</h1><p>Trains stopped.</p></main>"
        "<div id='comment'><h3>Comments</h3><div>{rows}</div></div></body></html>"
    )
    assert _scored(page.format(rows=forms), {"dlg": 0.8}) == []
    posts = [
        ("Kenji", "13 January 2025, 10:14", "The 7:40 never came, we waited an hour at the platform."),
        ("Aiko", "13 January 2025, 11:02", "Same on the coast line. At least the buses were running."),
        ("Hiro", "13 January 2025, 12:30", "Snow tyres sold out in town by noon, bring chains."),
    ]
    dated = "".join(
        f"<div class='dlg'><b>{name}</b> <span>{when}</span><p class='msg'>{text}</p>"
        "<form><textarea name='reply'></textarea><button type='submit'>Reply</button></form></div>"
        for name, when, text in posts
    )
    assert _scored(page.format(rows=dated), {"dlg": 0.8}) == ["dlg"]


def test_a_link_leads_within_the_page_by_its_fragment_after_a_query_too() -> None:
    _fragment = selection._fragment

    def link(href: str) -> lxml_html.HtmlElement:
        return lxml_html.fragment_fromstring(f'<a href="{href}">Antworten</a>')

    assert _fragment(link("#lb-form")) == "lb-form"
    # the server fills the reply's form in: the same page, the form's box its target
    assert _fragment(link("?antwort=88259#lb-form")) == "lb-form"
    assert _fragment(link("/andere-seite#lb-form")) == ""
    assert _fragment(link("?seite=2")) == ""


def test_sponsored_boxes_in_the_comments_template_go_however_many_they_are() -> None:
    # three comments are followed by a box of two advertisements in the comments'
    # own template (a name's link, a web address where the time is, a line of text), so
    # the inserts and their parts outnumber the comments: they are judged against the
    # comments, not against a sample of records that is mostly theirs
    import comspider

    def comment(k: int, name: str, text: str) -> str:
        return (
            f"<div class='c' id='c-6602{k}'><div class='c-top'><a class='c-who' href='/u/{k}'>{name}</a> "
            f"<span class='c-at'>12 Aug 2013 1{k}:05</span></div><div class='c-text'><p>{text}</p></div>"
            "<div class='c-act'><a href='#r'>Reply</a> | <a href='/report'>Report</a></div></div>"
        )

    def ads(k: int) -> str:
        one = (
            "<div class='c c-ad'><div class='c-top'><a class='c-who' href='http://shop{0}.example/' "
            "rel='nofollow'>Boat Shop {0}</a> <span class='c-at'>www.shop{0}.example</span></div>"
            "<div class='c-text'><p>Trade prices on ropes and fenders, delivered next day.</p></div></div>"
        )
        return f"<div class='sponsor'><div class='lbl'>Sponsored links</div>{one.format(k)}{one.format(k + 1)}</div>"

    said = [
        ("Mary Penrose", "The new pontoons will bring visitors, and the cafés need them all year."),
        ("Tom Keast", "Who pays for the dredging though? Nobody has said a word about that."),
        ("Ann Tregear", "My brother moors there and says the north wall is the right place for them."),
        ("Bill Rowe", "Forty boats is far too many for a harbour this size, in my view."),
        ("Jo Pascoe", "Good news for the sailing club at last, the juniors have waited years."),
        ("Ed Hosken", "The slipway stays open, the harbour office said so at the meeting."),
        ("Liz Curnow", "Parking on the quay is already impossible in August. Where will they all go?"),
        ("Sam Trevail", "Bring it on. Half the shops on Fore Street were empty last winter."),
    ]
    thread = "".join(
        comment(k, n, t) + (ads(10 * k) if k in (1, 3, 5) else "") for k, (n, t) in enumerate(said)
    )
    page = (
        "<html><head><meta property='article:published_time' content='2013-08-12T08:00:00+01:00'></head><body>"
        "<h1>Harbour pontoons approved</h1><p>The council approved forty berths on the north wall.</p>"
        f"<div id='comments'><h3>8 comments</h3>{thread}</div></body></html>"
    )
    comments = comspider.extract(
        page, "https://courier.example/2013/08/pontoons", visited_at=datetime(2013, 9, 1, tzinfo=UTC)
    )
    assert [c.author for c in comments] == [n for n, _t in said]


def test_a_reply_box_merged_in_adds_no_row_around_a_comment_it_has() -> None:
    # the thread's comments found by their column, a reply box's by their rows (the
    # avatar's initials beside the column): merged in, a row would say nothing but "AC"
    def row(i: int, name: str, inner: str = "") -> str:
        initials = "".join(part[0] for part in name.split())
        return (
            f'<div class="row" id="u{i}"><span class="av">{initials}</span><div class="col">'
            f"<b>{name}</b> <p>{TEXTS[i % len(TEXTS)]}</p>{inner}</div></div>"
        )

    box = '<div class="box">' + row(5, "Anne Cho") + row(6, "Jo Reyes") + "</div>"
    root = parse_html(
        f"<html><body><section>{row(0, 'Maria Ortega', box)}{row(1, 'Greg Hale')}</section></body></html>"
    )
    columns = root.xpath("//div[@class='col']")
    thread = _section(root.xpath("//section")[0], columns, 0.9, parents={1: 0, 2: 0}, depths={1: 1, 2: 1})
    rows = root.xpath("//div[@class='box']/div[@class='row']")
    replies = _section(root.xpath("//div[@class='box']")[0], rows, 0.9)
    merged = selection.absorb(thread, [replies])
    assert [r.node.get("class") for r in merged.records] == ["col"] * 4
    # a row that says something of its own beside the column is a record of its own
    rows[0].insert(0, lxml_html.fromstring("<em>Moderator's pick</em>"))
    assert len(selection.absorb(thread, [replies]).records) == 5


def test_a_removed_comments_dated_shell_of_another_class_goes_whatever_its_words() -> None:
    """A removed comment's frame keeps its time and its number but neither a name nor a
    control, where every other comment shows a name, a time, a number and its controls: a
    placeholder in any language ("Bu yorum, yayın ilkelerimize aykırı bulunduğu için
    kaldırılmıştır."), not a comment. Its reply answers the thread's top level."""

    def entry(i: int, inner: str = "") -> str:
        return (
            f'<div class="yorum" id="y10{i}"><strong class="ad">User{i}</strong> <span>14.06.2021 0{i}:12</span>'
            f"<p>{TEXTS[i % len(TEXTS)]}</p><a href='#form'>Cevapla</a> <a href='/sikayet'>Şikâyet et</a>{inner}</div>"
        )

    shell = (
        '<div class="yorum yorum-kaldirildi" id="y200"><span>14.06.2021 05:05</span>'
        "<p><em>Bu yorum, yayın ilkelerimize aykırı bulunduğu için kaldırılmıştır.</em></p>"
        f'<div class="cevaplar">{entry(6)}</div></div>'
    )
    html = f'<html><body><section id="all">{entry(0)}{entry(1)}{shell}{entry(2)}{entry(3)}</section></body></html>'
    root = parse_html(html)
    sections = find_sections(root)
    kept = choose_sections([max(sections, key=lambda s: len(s.records))], 0.0)[0]
    ids = [r.node.get("id") for r in kept.records]
    assert ids == ["y100", "y101", "y106", "y102", "y103"]
    assert kept.records[ids.index("y106")].parent is None


def test_a_removed_comment_whose_name_and_text_both_say_so_goes() -> None:
    """ "[deleted] · Apr 23, 2019 at 1:22 pm [deleted]": the name and the text slots of a
    removed comment both hold the bracketed notice; only its time is left."""

    def item(i: int, cls: str = "cmt", name: str = "", body: str = "") -> str:
        return (
            f'<li class="{cls}" id="c{i}"><div class="meta"><a class="who" href="/u/{i}">{name or f"User{i}"}</a> · '
            f'<time datetime="2019-04-23T1{i}:22:00">Apr 23, 2019 at {i + 1}:22 pm</time></div>'
            f"<div class='txt'><p>{body or TEXTS[i % len(TEXTS)]}</p></div></li>"
        )

    gone = (
        '<li class="cmt cmt-deleted" id="c9"><div class="meta"><span class="who">[deleted]</span> · '
        '<time datetime="2019-04-23T13:22:00">Apr 23, 2019 at 1:22 pm</time></div>'
        "<div class='txt'><p>[deleted]</p></div></li>"
    )
    root = parse_html(
        f'<html><body><ol id="all">{item(0)}{item(1)}{gone}{item(2)}{item(3)}</ol></body></html>'
    )
    section = _section(root.get_element_by_id("all"), root.get_element_by_id("all").findall("li"), 0.9)
    kept = choose_sections([section], 0.5)[0]
    assert [r.node.get("id") for r in kept.records] == ["c0", "c1", "c2", "c3"]


def test_a_lone_record_holding_the_pages_first_prose_is_the_article_not_a_comment() -> None:
    """Drupal 6 prints the article as a node: "Inviato da redazione il Mar, 15/03/2011 - 09:12", its paragraphs,
    "Accedi o registrati per inserire commenti" (set EL, built blind: read as one comment). One reader's long
    comment under an article keeps its place: the article's prose comes before it."""
    prose = "".join(
        f"<p>Paragrafo {i}: dal primo aprile il centro storico sarà chiuso al traffico il sabato e la domenica, "
        "dalle dieci alle venti, per una prova di tre mesi.</p>"
        for i in range(4)
    )
    node = (
        "<div id='node-2411' class='node'><span class='submitted'>Inviato da redazione il Mar, 15/03/2011 - 09:12"
        f"</span><div class='content'>{prose}</div><div class='links'><a href='/user/login'>Accedi</a> o "
        "<a href='/user/register'>registrati</a> per inserire commenti</div></div>"
    )
    page = f"<html><body><div id='main'><h2>Zona a traffico limitato</h2><div class='clear-block'>{node}</div></div></body></html>"
    assert extract_comments(page, reference_time=datetime(2011, 4, 1, tzinfo=UTC)) == []
    article = f"<div class='story'><h1>ZTL</h1>{prose}</div>"
    comment = (
        node.replace("redazione", "Anselmo").replace("node-2411", "comment-77").replace("'node'", "'comment'")
    )
    page = f"<html><body><div id='main'>{article}<div id='comments'><h3>Commenti</h3>{comment}</div></div></body></html>"
    assert [
        c.comment.author for c in extract_comments(page, reference_time=datetime(2011, 4, 1, tzinfo=UTC))
    ] == ["Anselmo"]


def test_a_thread_that_answers_itself_in_the_running_text_stays_though_the_page_shows_a_later_day() -> None:
    """A beekeepers' club's seminar page (set FA, built blind): its box gives the event's day
    ("Kdy: sobota 3. března 2012"), which the discussion below the programme precedes; the
    discussion follows the page's paragraphs. Its entries answer one another, nested with a
    reply link each: a discussion, not a list the page quotes."""
    import comspider

    def entry(n: int, name: str, day: int, text: str, replies: str = "") -> str:
        return (
            f"<div class='prispevek'><div class='hlavicka'><span class='jmeno'>{name}</span> | {day}. 2. 2012 1{n}:2{n}"
            f"</div><div class='text'>{text}</div><div class='odkazy'><a href='/diskuse/odpovedet.php?id={n}'>"
            f"Odpovědět</a></div>{replies}</div>"
        )

    thread = (
        entry(
            1,
            "Jaroslav Nový",
            18,
            "Bude se na semináři prodávat i kyselina mravenčí, nebo si ji mám přivézt?",
            entry(
                2,
                "Josef Kratochvíl",
                18,
                "Kyselinu bude mít pan Hrubý u stolu s pomůckami, objednejte předem.",
            ),
        )
        + entry(
            3,
            "Marie Vondrová",
            19,
            "Je možné přijít jen na odpolední přednášku o medovinách? Ráno nemůžu.",
            entry(4, "Josef Kratochvíl", 19, "Samozřejmě, vstup je volný a můžete přijít kdykoli během dne."),
        )
        + entry(5, "Lenka", 24, "Těším se! Přinesu ochutnat svoji loňskou medovinu s hřebíčkem, ať srovnáme.")
    )
    prose = "".join(
        f"<p>{t}</p>"
        for t in (
            "Srdečně zveme všechny včelaře i zájemce o včelaření na tradiční jarní seminář v sále hostince U Lípy.",
            "Letos se zaměříme na zkušenosti s léčením varroázy po loňské teplé zimě a na jarní práce ve včelnici.",
        )
    )
    html = (
        "<html><body><div id='levy'><h1>Jarní seminář 2012</h1><div class='info'><b>Kdy:</b> sobota 3. března 2012,"
        f" 8:30 – 16:00</div>{prose}<div id='diskuse'><h3>Diskuse k akci (5)</h3>{thread}</div></div></body></html>"
    )
    comments = comspider.extract(
        html, url="https://vcelari.example/akce/jarni-seminar", visited_at="2012-06-01T00:00:00Z"
    )
    assert [c.author for c in comments] == [
        "Jaroslav Nový",
        "Josef Kratochvíl",
        "Marie Vondrová",
        "Josef Kratochvíl",
        "Lenka",
    ]


def test_the_editors_notice_pinned_over_the_thread_is_no_comment() -> None:
    """A paper's thread opens with the moderators' rules in the comments' own markup, of a
    class of its own, without the reply, vote and report links every comment carries (set
    FC, built blind): a notice, not a comment. The same first entry with the links is one."""

    def item(n: int, name: str, text: str, cls: str = "kb-beitrag", links: bool = True) -> str:
        bar = (
            f"<div class='bar'><a href='#' class='rec'>Empfehlen (3)</a> | <a href='/antworten?b={n}'>Antworten</a>"
            f" | <a href='/melden?b={n}'>Melden</a></div>"
            if links
            else ""
        )
        return (
            f"<li class='{cls}' id='b{n}'><div class='kopf'><span class='name'>{name}</span> "
            f"<span class='zeit'>14.06.2011, 0{n}:12 Uhr</span></div><div class='text'><p>{text}</p></div>{bar}</li>"
        )

    others = (
        item(
            8,
            "Gerd Wilkening",
            "Schon wieder eine Vollsperrung über den ganzen Sommer, zwölf Kilometer Umweg.",
        )
        + item(9, "Sabine R.", "Die Brücke ist fünfzig Jahre alt, irgendwann muss sie eben saniert werden.")
        + item(7, "Holger", "Warum nicht in den Herbstferien? Dann fahren weniger Pendler über die Brücke.")
    )
    rules = "Liebe Leserinnen und Leser, bitte bleiben Sie sachlich. Beleidigungen werden gelöscht."
    for cls, links, kept in (("kb-beitrag kb-fixiert", False, 3), ("kb-beitrag kb-fixiert", True, 4)):
        html = (
            "<html><body><article><h1>Brücke gesperrt</h1><p>Die Brücke wird saniert.</p></article>"
            f"<section id='kommentare'><h3>Kommentare (3)</h3><ul>{item(6, 'Moderation', rules, cls, links)}{others}"
            "</ul></section></body></html>"
        )
        root = parse_html(html)
        declared_time.declare_reading_time(root, datetime(2011, 7, 1, tzinfo=UTC))
        section = max(find_sections(root), key=lambda s: len(s.records))
        assert len(selection.prune_records(section).records) == kept, links
