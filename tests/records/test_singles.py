"""Named comment records that record invariants cannot find: a single comment."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider.page_comments import extract_comments
from comspider.records.dom import normalise_ws, parse_html
from comspider.records.invariants import find_sections
from comspider.records.singles import METHOD, named_sections, names_record

REF = datetime(2024, 1, 1, tzinfo=UTC)

ONE_COMMENT = """<html><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/a">About</a></li><li><a href="/b">Blog</a></li></ul></nav>
<article><h1>Title</h1><p>Article text that is long enough to be an article.</p></article>
<div id="comments" class="comments-area">
  <h2>One comment</h2>
  <ol class="comment-list">
    <li id="comment-957" class="comment even thread-even depth-1">
      <article id="div-comment-957" class="comment-body">
        <footer class="comment-meta"><b class="fn">Amel</b> <time datetime="2023-03-12T14:05:00Z">12 March 2023</time></footer>
        <div class="comment-content"><p>La parité je veux bien, mais pas comme ça.</p></div>
        <div class="reply"><a class="comment-reply-link" href="#">Reply</a></div>
      </article>
      <ul class="children">
        <li id="comment-958" class="comment byuser depth-2">
          <article id="div-comment-958" class="comment-body">
            <footer class="comment-meta"><b class="fn">Editor</b></footer>
            <div class="comment-content"><p>Thank you for reading, Amel.</p></div>
          </article>
        </li>
      </ul>
    </li>
  </ol>
  <div id="respond" class="comment-respond"><form class="comment-form">
    <textarea name="comment"></textarea><input type="submit" value="Post"></form></div>
</div>
</body></html>"""


@pytest.mark.parametrize(
    "el, expected",
    [
        ('<li id="comment-957" class="comment even">', True),
        ('<div class="commentEntry">', True),
        ('<section class="comment-item">', True),
        ('<div id="li-comment-12">', True),
        ('<article class="kommentar">', True),
        ('<div class="comment-body">', False),
        ('<div class="comment-content">', False),
        ('<div class="comments">', False),
        ('<ol class="comment-list">', False),
        ('<div class="comment-respond">', False),
        ('<div class="recentcomments">', False),
    ],
)
def test_names_record(el: str, expected: bool) -> None:
    node = parse_html(f"<html><body>{el}x</body></html>").xpath("//body/*")[0]
    assert names_record(node) is expected


def test_a_single_comment_and_its_reply_make_a_section() -> None:
    root = parse_html(ONE_COMMENT)
    sections = [s for s in find_sections(root) if s.method == METHOD]
    assert len(sections) == 1
    section = sections[0]
    assert section.container.get("class") == "comment-list"
    assert [r.node.get("id") for r in section.records] == ["comment-957", "comment-958"]
    assert [(r.parent, r.depth) for r in section.records] == [(None, 0), (0, 1)]
    comments = extract_comments(root, reference_time=REF, article_url="https://x/a")
    assert [c.comment.text for c in comments] == [
        "La parité je veux bien, mais pas comme ça.",
        "Thank you for reading, Amel.",
    ]
    assert comments[1].parent_id == comments[0].comment_id
    assert comments[0].comment.author == "Amel"


def test_named_records_already_in_a_section_are_not_repeated() -> None:
    root = parse_html(
        ONE_COMMENT.replace(
            "</ol>",
            """
      <li id="comment-959" class="comment odd depth-1"><article id="div-comment-959" class="comment-body">
        <footer class="comment-meta"><b class="fn">Bob</b> <time datetime="2023-03-12T15:05:00Z">12 March 2023</time></footer>
        <div class="comment-content"><p>Second top-level comment.</p></div>
        <div class="reply"><a class="comment-reply-link" href="#">Reply</a></div></article></li></ol>""",
        )
    )
    found = find_sections(root, named=False)
    assert any(len(s.records) >= 2 for s in found)
    extra = named_sections(root, found)
    assert not any(r.node.get("id") in ("comment-957", "comment-959") for s in extra for r in s.records)


def test_comment_forms_and_empty_records_are_not_records() -> None:
    root = parse_html("""<html><body><div class="comments">
      <div class="comment-item"><form><textarea></textarea></form> Write your comment here</div>
      <div class="comment">ok</div></div></body></html>""")
    assert named_sections(root, []) == []


def test_named_sections_can_be_switched_off() -> None:
    assert not any(s.method == METHOD for s in find_sections(parse_html(ONE_COMMENT), named=False))


# Real pages with exactly one comment (trafilatura evaluation set): invariants alone find
# nothing; the named record does. (archiv.krimiblog.de.2895.html was one: its only entry is
# the blog's own pingback, "[…] Hamburg feiert CSD … […]", no reader's comment:
# data/trafilatura_assessed.json.)
SINGLE = [
    "lapresse.tn.parite.html",
    "basicthinking.de.tweets.html",
    "madame.lefigaro.fr.dintestin.html",
]


@pytest.mark.parametrize("name", SINGLE)
def test_single_comments_of_real_pages(shared_data: Path, name: str) -> None:
    meta = json.loads((shared_data / "trafilatura" / "evaldata.json").read_text(encoding="utf-8"))
    snippets = next(e["comments"] for e in meta.values() if e["file"] == name)
    html = gzip.decompress((shared_data / "trafilatura" / "pages" / f"{name}.gz").read_bytes())
    texts = [
        c.comment.text
        for c in extract_comments(
            html, reference_time=REF, article_url="https://x/", mode="all", threshold=0.6
        )
        if (c.section_score or 0) >= 0.6
    ]
    for snippet in snippets:
        assert any(normalise_ws(snippet) in t for t in texts), snippet


def test_a_named_box_around_a_found_record_is_not_another_record() -> None:
    """django-comments-xtd's tree: each ``div.comment`` is an avatar beside a column
    (header, body, reply link, the replies' box), and the invariants find the columns.
    The named boxes around them are the same comments: no record of their own (they
    diluted every share of the section's evidence by two fifths)."""

    def comment(i: int, who: str, text: str, replies: str = "") -> str:
        return (
            f'<div id="c{i}" class="comment d-flex"><img src="/avatar/{i}.png" class="me-3" height="48" width="48">'
            f'<div class="d-flex flex-column flex-grow-1"><h6 class="comment-header"><div class="d-inline">'
            f'<span>12 March 2023, 14:3{i}&nbsp;-&nbsp;{who}</span> <span><a class="permalink" href="#c{i}">¶</a>'
            f'</span></div></h6><div class="content py-1">{text}</div><div><a class="small" href="/reply/{i}/">'
            f"Reply</a></div>{f'<div class=py-3>{replies}</div>' if replies else ''}</div></div>"
        )

    thread = comment(
        1,
        "Vasile Pop",
        "Buses again? Last year I waited two hours for the connection.",
        comment(3, "Sorin M.", "The works are needed, but they could have been done in winter."),
    ) + comment(2, "Gabriela", "At least this time the rails are really being replaced.")
    page = f"<html><body><article><p>{'Article text. ' * 30}</p></article><div class='opinii'>{thread}</div></body></html>"
    sections = [s for s in find_sections(page) if s.records and s.container.get("class") == "opinii"]
    assert len(sections) == 1
    records = sections[0].records
    assert [r.node.get("class") for r in records] == ["d-flex flex-column flex-grow-1"] * 3
    assert [r.parent for r in records] == [None, 0, None]


def test_a_single_named_comment_holding_a_small_list_stays_a_record() -> None:
    """Isso's one comment: its footer's vote count and spacer repeat (a section of two
    tiny records inside the comment). The comment holds a record, but not most of its
    text: it is still a comment of its own."""
    comment = (
        '<div class="isso-comment isso-no-votes" id="isso-11"><div class="isso-avatar"><svg></svg></div>'
        '<div class="isso-text-wrapper"><div class="isso-comment-header"><span class="isso-author">Hoàng Lan</span>'
        '<span class="isso-spacer">•</span><a class="isso-permalink" href="#isso-11"><time '
        'datetime="2023-11-28T13:39:12Z">14 phút trước</time></a></div><div class="isso-text"><p>Tin vui cho các '
        "gia đình đông con như nhà tôi. Mỗi năm đỡ được gần mười triệu đồng.</p></div>"
        '<div class="isso-comment-footer"><span class="isso-votes">0</span><a class="isso-upvote" href="#">'
        '<svg width="16"></svg></a><span class="isso-spacer">|</span><a class="isso-downvote" href="#">'
        '<svg width="16"></svg></a><a class="isso-reply" href="#">Trả lời</a></div></div></div>'
    )
    page = (
        f"<html><body><article><p>{'Bài viết. ' * 30}</p></article><section>"
        f'<div id="isso-thread"><div id="isso-root">{comment}</div></div></section></body></html>'
    )
    found = [r.node.get("id") for s in find_sections(page) for r in s.records]
    assert "isso-11" in found


def test_a_single_comment_split_into_boxes_numbered_alike_is_one_comment() -> None:
    """An old template writes one comment as a table of its name and date, named with the
    comment's number, and a table after it with its text and reply links, whose boxes carry
    the same number (dragnet R827, a tune page): one comment, its text from the second."""
    html = (
        "<html><body><article><h1>The making of a multiplayer mode</h1>"
        f"<p>{'The team built the network layer in a single winter. ' * 8}</p></article>"
        '<div class="all_comments"><a name="comments">Comments</a><br />'
        '<table id="comment52211"><tr><td><a href="/blogs/jane">Jane Roe</a></td>'
        '<td><div class="date_comment"><a href="#comment52211">12 Nov 2012 at 11:20 am PST</a></div></td></tr></table>'
        '<table><tr><td><img alt="profile image" src="/p.jpg" /></td><td>'
        '<div id="comment52211_show" class="single_comment">Great article, thanks for sharing it.</div>'
        '<div id="comment52211_replyLink"><a href="/login">Login to Reply or Like</a></div>'
        '<div id="comment52211_replyForm" style="display:none;"><form action="/c#comment52211" method="post">'
        '<textarea name="comment_body"></textarea><a href="#">Submit Reply</a></form></div></td></tr></table>'
        '<div id="comment_form"><form action="/c" method="post"><textarea name="body"></textarea></form></div>'
        "</div></body></html>"
    )
    got = extract_comments(html, article_url="https://games.example/making", reference_time=REF)
    assert [(c.comment.author, c.comment.text) for c in got] == [
        ("Jane Roe", "Great article, thanks for sharing it.")
    ]


def _one_unnamed_comment(controls: str) -> str:
    """A page whose one comment says "comment" nowhere: an ``li`` numbered by its id, the name
    only in the avatar's alternative text."""
    return (
        "<html><head><meta property='article:published_time' content='2014-08-12T09:00:00-03:00'></head><body>"
        "<div class='nota'><h1>Inundaciones: el arroyo volvió a desbordar</h1>"
        "<p>Unas 140 viviendas quedaron anegadas, según Defensa Civil, tras la lluvia del martes.</p></div>"
        "<div class='box'><h4>Lo que dicen</h4><ul class='lst'><li class='row' id='88213'>"
        "<a href='/usuarios/27213' class='u'><img class='av' src='/av/27213.png' alt='Gustavo Ferreyra' width='48' height='48'></a>"
        "<div class='bd'><span class='f'>12/08/2014 - 22:17</span><div class='tx'>"
        "<p>Vivo en Los Álamos desde 1998, a dos cuadras del arroyo. Esta es la cuarta vez que entra agua en mi casa.</p>"
        "<p>El proyecto del canal aliviador está aprobado desde 2011. Tres años después no se movió una pala.</p>"
        f"</div><div class='ac'>{controls}</div></div></li></ul></div></body></html>"
    )


def test_one_comment_named_by_the_number_its_own_controls_carry() -> None:
    """An id numbered as comments are and two controls acting on that number (reply, report):
    one comment, whatever its class says; its author from the avatar's alternative text."""
    html = _one_unnamed_comment(
        "<a href='#r88213'>Responder</a> · <a href='/denunciar/88213' rel='nofollow'>Denunciar</a>"
    )
    comments = extract_comments(
        parse_html(html),
        reference_time=datetime(2014, 9, 1, tzinfo=UTC),
        article_url="https://x/a",
        mode="accepted",
    )
    assert [(c.comment.author, c.comment.text[:29]) for c in comments] == [
        ("Gustavo Ferreyra", "Vivo en Los Álamos desde 1998")
    ]


def test_one_link_carrying_the_number_names_no_record() -> None:
    """A teaser's one link to its own page is no control of a comment."""
    html = _one_unnamed_comment("<a href='/nota/88213'>Leer más</a>")
    assert [s for s in find_sections(parse_html(html)) if s.method == METHOD] == []


def test_a_comment_joined_to_its_list_takes_back_the_replies_inside_it() -> None:
    """A WordPress list whose comments with replies (``li.comment`` holding ``ul.children``)
    the invariants missed: named, they join the list, and the replies inside one answer it,
    not the comment before it (dragnet's fourhourworkweek.com pages, tune part)."""
    from comspider.records.model import Record, RecordSection
    from comspider.records.singles import _join

    def li(i: int, inner: str = "") -> str:
        return (
            f'<li class="comment" id="comment-{i}"><div id="div-comment-{i}"><p class="cm-meta">User{i} — '
            f"July {i}th, 2012</p><p>Comment {i} about the council and the cars.</p></div>{inner}</li>"
        )

    root = parse_html(
        f'<html><body><ul id="list">{li(1)}{li(2, "<ul class=children>" + li(3) + li(4) + "</ul>")}{li(5)}</ul></body></html>'
    )
    by_id = {el.get("id"): el for el in root.iter("li")}
    # the invariants found the comments without replies; comment-3 and 4 were given comment-1 as parent
    records = [Record(node=by_id["comment-1"]), Record(node=by_id["comment-3"], parent=0, depth=1)]
    records += [Record(node=by_id["comment-4"], parent=0, depth=1), Record(node=by_id["comment-5"])]
    section = RecordSection(container=root.get_element_by_id("list"), records=records)
    _join(section, [Record(node=by_id["comment-2"])])
    ids = [r.node.get("id") for r in section.records]
    assert ids == ["comment-1", "comment-2", "comment-3", "comment-4", "comment-5"]
    assert [r.parent for r in section.records] == [None, None, 1, 1, None]
    assert [r.depth for r in section.records] == [0, 0, 1, 1, 0]
