"""A forum's quote boxes, linked to the post they quote, before the reply's own words: not
the reply's text, and no slot of the posts' template (comspider.fields.quote_boxes)."""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html as lxml_html

from comspider.fields.extractor import comment_fields
from comspider.fields.quote_boxes import linked_quotes
from comspider.records.anchors import record_anchors
from comspider.records.invariants import find_sections

NOW = datetime(2012, 9, 1, tzinfo=UTC)

POSTS = [
    (
        "Lesnik",
        None,
        "Read the article. They patch the dam for the third time in ten years, it will wash away.",
    ),
    ("Irina", 0, "This time they promise a concrete spillway, not sandbags. We shall see."),
    ("Lesnik", 1, "They promised that in 2008 too. I carried the sandbags myself."),
    ("Matvei", None, "While they repair the dam the pond is drained and every fish went down the river."),
    ("Irina", 2, "I remember you got the whole village out then. Thank you for that."),
    ("Seryoga", 3, "The head of the council said at the meeting that carp go in next spring."),
]


def _post(k: int, name: str, quoted: int | None, text: str, head: str) -> str:
    box = ""
    if quoted is not None:
        words = " ".join(POSTS[quoted][2].split()[2:6])
        box = head.format(name=POSTS[quoted][0], href=f"#p{quoted}", words=words)
    return (
        f'<table class="fp" id="p{k}"><tr><td class="fu"><b>{name}</b><br><small>posts: 1{k}4</small></td>'
        f'<td class="fm"><div class="fd">#{k + 1} · 21.08.2012 1{k}:20</div>{box}'
        f'<div class="ft"><p>{text}</p></div><div class="fa"><a href="#answer">Quote</a></div></td></tr></table>'
    )


HEAD_LINK_AFTER = (
    '<div class="fq"><div class="fqh"><b>{name}</b> wrote: <a href="{href}">↑</a></div>'
    '<div class="fqt">{words}</div></div>'
)
HEAD_LINK_IS_NAME = '<div class="fq"><a href="{href}">{name} wrote:</a> <q>{words} …</q></div>'


def _page(head: str) -> str:
    posts = "".join(_post(k, n, q, t, head) for k, (n, q, t) in enumerate(POSTS))
    return f"<html><body><article><p>{'An article. ' * 40}</p></article><div id=forum>{posts}</div></body></html>"


def _comments(head: str) -> list[tuple[str | None, str]]:
    best = max(find_sections(_page(head)), key=lambda s: len(s.records))
    return [(c.author, c.text) for c in comment_fields(best, reference_time=NOW)]


def test_a_quote_box_linked_to_the_quoted_post_is_not_the_replys_text() -> None:
    # without the boxes' place among the siblings, a post that quotes had the quote for its text
    for head in (HEAD_LINK_AFTER, HEAD_LINK_IS_NAME):
        assert _comments(head) == [(n, t) for n, _, t in POSTS]


def test_only_a_box_of_the_linked_posts_words_before_the_replys_own() -> None:
    doc = lxml_html.fromstring(
        "<div>"
        '<div class="c" id="c1"><p>Anna here, the first comment of the thread, long enough to quote.</p></div>'
        # a link inside the reply's own sentence: the reply's words, no box
        '<div class="c" id="c2"><div class="t"><p>As <a href="#c1">Anna</a> said, the thread is long.</p>'
        "<p>And my own second paragraph here.</p></div></div>"
        # the box holds words the linked comment does not: the reply's own, no box
        '<div class="c" id="c3"><div class="q"><div><a href="#c1">Anna:</a></div><div>words nobody wrote here'
        "</div></div><p>My answer to all of this, at length.</p></div>"
        # the linked comment's words and the reply's own words after them: a box
        '<div class="c" id="c4"><div class="q"><div><a href="#c1">Anna:</a></div><div>the first comment of the'
        " thread</div></div><p>My answer to all of this, at length.</p></div>"
        # nothing of the reply's own after the box: no box
        '<div class="c" id="c5"><div class="q"><div><a href="#c1">Anna:</a></div><div>the first comment of the'
        " thread</div></div></div>"
        "</div>"
    )
    from comspider.records.model import Record

    records = [Record(node=n) for n in doc.findall("div")]
    anchors = record_anchors(records)
    boxes = [linked_quotes(r, anchors, records) for r in records]
    assert [len(b) for b in boxes] == [0, 0, 0, 1, 0]
    assert next(iter(boxes[3])).get("class") == "q"


def test_the_name_in_a_replys_quote_of_its_parent_is_not_its_author() -> None:
    # every reply quotes its parent in a blockquote opened by "NAME wrote:" (blind set BK's ar
    # page): the name there is the quoted reader's, and the quote is the parent's words
    def reply(k: int, name: str, text: str, quoted: tuple[str, str] | None, sub: str = "") -> str:
        box = f"<blockquote><cite>{quoted[0]} wrote:</cite> {quoted[1]} …</blockquote>" if quoted else ""
        return (
            f'<div class="r" id="r{k}"><div class="h"><span class="n">{name}</span> <span class="w">'
            f'2 days ago</span></div>{box}<div class="x"><p>{text}</p></div>'
            f'<div class="a"><a href="#f">Reply</a></div><div class="sub">{sub}</div></div>'
        )

    one = "Raising the fare from one to two in a single step is harsh on workers and students."
    two = "Agreed. My son rides the bus twice a day to the university, forty more a month."
    three = "But the council says the monthly student pass stays as it is. Did you read that?"
    four = "The new buses are cooled and clean, and I would pay two if they kept to the timetable."
    thread = reply(
        0,
        "Abu Khalid",
        one,
        None,
        reply(1, "Salma", two, ("Abu Khalid", one[:40]), reply(2, "Faisal", three, ("Salma", two[:40]))),
    ) + reply(
        3,
        "Noura",
        four,
        None,
        reply(4, "Yusuf", "Timetable? I waited thirty-five minutes yesterday.", ("Noura", four[:40])),
    )
    page = f"<html><body><article><p>{'An article. ' * 40}</p></article><section>{thread}</section></body></html>"
    best = max(find_sections(page), key=lambda s: len(s.records))
    got = [(c.author, c.text) for c in comment_fields(best, reference_time=NOW)]
    assert got == [
        ("Abu Khalid", one),
        ("Salma", two),
        ("Faisal", three),
        ("Noura", four),
        ("Yusuf", "Timetable? I waited thirty-five minutes yesterday."),
    ]


def test_a_quote_line_whose_link_to_the_quoted_post_is_only_an_image() -> None:
    """A forum's quote box: "Originally Posted by <b>NAME</b> <a href="#post1"><img></a>",
    the link a "view post" arrow with no words (set CI's vBulletin thread, built blind,
    raised ValueError on the empty line and lost the page). The thread reads whole."""
    import comspider

    posts = [
        (
            "post1",
            "Rinkrat",
            "",
            "We lose our best goalie and nobody in the front office seems bothered by it at all.",
        ),
        (
            "post2",
            "Bob_D",
            "post1",
            "He was good, but the defence in front of him did half the work every night.",
        ),
        (
            "post3",
            "Rinkrat",
            "post2",
            "Watch the games against the Attack again. Forty shots a night and no defence.",
        ),
    ]
    said = {pid: (name, text) for pid, name, _, text in posts}
    boxes = []
    for pid, name, quoted, text in posts:
        quote = ""
        if quoted:
            qname, qtext = said[quoted]
            quote = (
                f"<div class='bb-quote'><div class='bb-by'><img src='/q.gif' alt='Quote'> Originally Posted by "
                f"<strong>{qname}</strong> <a href='#{quoted}' rel='nofollow'><img src='/view.gif' alt='View Post'>"
                f"</a></div><div class='bb-msg'>{qtext}</div></div>"
            )
        boxes.append(
            f"<li class='post' id='{pid}'><div class='head'><span class='date'>04-12-2012, 09:1{len(boxes)} AM</span>"
            f"<a href='#{pid}'>#{len(boxes) + 1}</a></div><div class='user'><a class='username' href='/member/{name}'>"
            f"{name}</a></div><blockquote class='content'>{quote}{text}</blockquote></li>"
        )
    page = f"<html><body><h1>Goalie gone</h1><ol class='posts'>{''.join(boxes)}</ol></body></html>"
    found = comspider.extract(page, url="http://example.org/forum/goalie", visited_at="2012-05-01T00:00:00Z")
    assert [c.author for c in found] == [name for _, name, _, _ in posts]
    assert [c.text for c in found] == [text for _, _, _, text in posts]
