"""Discussions as news sites and blogs of about 2012 printed them, read whole, and the lists beside a page's
announced discussion that are not it (blind sets M and N, comspider/sections/selection.py, structure.py,
evident_threads.py): a header "#1 Comment by Name — Mar 3rd, 2012 6:40pm" names the reader after its label and dates
the comment with an ordinal day and a time written "6:40pm"; Blogger's threaded block (one "comment-thread" around the
list of comments) is the list, not one comment; a list in the thread's own markup that nothing but its evidence
raises (a newsroom's updates, listeners' messages) is not the discussion the page counts; and an exam timetable
(weekday and date, subject, "Bw. Mwangi") is no thread."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments
from comspider.sections.structure import date_piece, dateish

REF = datetime(2026, 11, 1, tzinfo=UTC)
TEXTS = [
    "Rockfish were stacked on the Diamonds Saturday morning, limited out by nine on white bucktails.",
    "Water temp at the Bay Bridge was 46 this morning. Another week and the perch run should be on.",
    "Thanks for the report. Anyone seen any action at the Gooses?",
    "Great write-up as always. Heading out Saturday with my son, wish us luck.",
]
NAMES = ["Skip Daniels", "Bill Reedy", "CaptLou", "Mike from Annapolis"]
ARTICLE = (
    "<h1>Fishing report</h1><p class='meta'>Written by Ray Pruitt</p><p>Striped bass catch-and-release remains open on"
    " the flats, and the fish are there in good numbers when the wind allows. Yellow perch have started showing.</p>"
)


def _page(body: str, head: str = "") -> str:
    return f"<html><head><title>Fishing report</title>{head}</head><body><div id='main'>{ARTICLE}</div>{body}</body></html>"


def _comments(html: str) -> list[tuple[str | None, str]]:
    return [(c.comment.author, c.comment.text) for c in extract_comments(html, reference_time=REF)]


def test_a_label_before_the_name_and_dates_of_that_era() -> None:
    records = "".join(
        f"<div class='jc-item' id='jc-{i}'><div class='jc-head'><span>#{i + 1}</span> Comment by <b>{name}</b> &mdash; "
        f"<span class='jc-date'>Mar {3 + i // 2}{'rd' if i < 2 else 'th'}, 2012 {6 + i}:40pm</span></div>"
        f"<div class='jc-text'>{text}</div><div><a href='#'>Quote</a> | <a href='#'>Reply</a></div></div>"
        for i, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    found = _comments(_page(f"<div class='jc-wrap'><h4>Comments (4)</h4>{records}</div>"))
    assert [a for a, _t in found] == NAMES
    assert [t for _a, t in found] == TEXTS


def test_ordinal_days_and_times_written_together_are_dates() -> None:
    for text in ("Mar 3rd, 2012 6:40pm", "3rd of March, 2012", "March 3rd, 2012 at 6:40 pm", "6:40pm"):
        assert dateish(text) and date_piece(text), text
    assert not dateish("the 3rd time")


def test_a_thread_block_around_the_comments_is_no_comment() -> None:
    def comment(i: int, replies: str = "") -> str:
        return (
            f"<li class='comment' id='c{i}'><div class='comment-block'><div class='comment-header'>"
            f"<cite class='user'><a href='http://example.org/p/{i}'>{NAMES[i]}</a></cite>"
            f"<span class='datetime'><a href='#c{i}'>March {3 + i}, 2012 at 9:41 PM</a></span></div>"
            f"<p class='comment-content'>{TEXTS[i]}</p><span><a class='comment-reply'>Reply</a></span></div>"
            f"{replies}</li>"
        )

    replies = (
        "<div class='comment-replies'><div class='comment-thread inline-thread'><ol class='thread-chrome'><div>"
        f"{comment(1)}</div></ol></div></div>"
    )
    block = (
        "<div class='comments' id='comments'><h4>4 comments:</h4><div class='comments-content'>"
        f"<div class='comment-thread toplevel-thread'><ol id='top-ra'>{comment(0, replies)}{comment(2)}{comment(3)}"
        "</ol></div></div></div>"
    )
    found = extract_comments(_page(block), reference_time=REF)
    assert [c.comment.author for c in found] == NAMES
    assert [c.comment.depth for c in found] == [0, 1, 0, 0]


def test_a_list_beside_the_counted_discussion_in_its_markup_is_not_it() -> None:
    updates = "".join(
        f"<div class='entry update'><p class='by'><strong>Staff writer Joan Pike</strong> wrote on "
        f"<span class='ts'>Oct 14, 2010 {8 + i}:45 AM</span>:</p>"
        f"<p>UPDATE: The search moved to the north shore at {8 + i} a.m. and volunteers were asked to meet there.</p></div>"
        for i in range(3)
    )
    readers = "".join(
        f"<div class='entry reader'><p class='by'><strong>{name}</strong> wrote on "
        f"<span class='ts'>Oct 14, 2010 {5 + i}:12 PM</span>:</p><p>{text}</p></div>"
        for i, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    head = "<meta property='article:published_time' content='2010-10-14T03:00:00Z'>"
    body = (
        f"<div class='box'><h3>Live updates</h3><div class='entries'>{updates}</div></div>"
        f"<div class='box'><h3>Reader comments (4)</h3><div class='entries'>{readers}</div></div>"
    )
    found = _comments(_page(body, head))
    assert [a for a, _t in found] == NAMES


def test_a_timetable_of_weekdays_and_subjects_is_no_thread() -> None:
    rows = "".join(
        f"<tr><td>{day} {d}/2/2015</td><td>8:00 asubuhi</td><td>{subject}</td><td>{teacher}</td></tr>"
        for d, (day, subject, teacher) in enumerate(
            [
                ("Jumatatu", "Hisabati", "Bw. Mwangi"),
                ("Jumanne", "Kiswahili", "Bi. Zawadi"),
                ("Jumatano", "Sayansi", "Bw. Onyango"),
            ],
            start=2,
        )
    )
    head = "<meta property='article:published_time' content='2015-01-14T00:00:00Z'>"
    assert _comments(_page(f"<h3>Ratiba ya mitihani</h3><table><tbody>{rows}</tbody></table>", head)) == []


def test_reviews_graded_in_stars_are_no_comments_whatever_their_score() -> None:
    """Buyers' reviews under a product test, each a name, a grade in stars, a date the page writes year first and a
    text: dated and signed as a thread is, and no comments (blind set B's Hungarian page)."""
    reviews = "".join(
        f"<div class='ertekeles'><img src='/a/{i}.svg' alt=''><b>{name}</b> <span class='cs'>{'★' * (5 - i)}{'☆' * i}</span>"
        f" <span class='datum'>2025. március {3 + i}.</span><h4>Cím {i}</h4><p>{text}</p>"
        "<p>Hasznos volt? <button>Igen</button> <button>Nem</button></p></div>"
        for i, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    head = "<meta property='article:published_time' content='2025-04-10T10:00:00Z'>"
    body = f"<div class='vasarloi'><h4>Vásárlói értékelések</h4><p>Átlag: 3,5 / 5 (4 értékelés)</p>{reviews}</div>"
    assert _comments(_page(body, head)) == []


def test_a_forum_attached_discussion_without_its_heading_row_and_profile_column() -> None:
    """vBulletin-like posts under a news story: a heading table that counts the posts ("Discuss this story in the
    forum — 4 posts") in the posts' own table class, and a profile column (rank, "Join Date: Jan 2010", "Posts: 143")
    beside each post's text: neither is a comment's (blind set M's Turkish page)."""
    posts = "".join(
        f"<table class='tbox postrow' id='post{i}'><tr><td class='thd' colspan='2'><span>1{4 + i // 2}-03-2012, "
        f"{10 + i}:47</span> <a href='#post{i}'>#{i + 1}</a></td></tr><tr><td class='puser'>"
        f"<a class='bigusername' href='/forum/member.php?u={i}'>{name}</a><div>{'Senior Member' if i % 2 else 'Member'}"
        f"</div><div>Join Date: Jan 2010<br>Posts: {143 * (i + 1)}</div></td><td class='pmsg'><div class='postbody'>"
        f"{text}</div><div><a href='#'>Reply With Quote</a></div></td></tr></table>"
        for i, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    head = "<meta property='article:published_time' content='2012-03-14T13:00:00Z'>"
    body = (
        "<div class='discuss' id='comments'><table class='tbox'><tr><td class='thd'>Discuss this story in the forum — 4 posts</td>"
        f"</tr></table>{posts}</div>"
    )
    assert _comments(_page(body, head)) == list(zip(NAMES, TEXTS, strict=True))


def test_a_star_button_on_each_comment_is_no_grade() -> None:
    """Kinja-like comments with a "★ Star" button (a like) each: a discussion, not reviews (blind set L)."""
    records = "".join(
        f"<article class='kjd-reply' id='kjd-{i}'><header><a class='kjd-name' href='#'>{name}</a> "
        f"<a class='kjd-ts' href='#kjd-{i}'>3/{3 + i}/12 11:02am</a></header><div class='kjd-bd'><p>{text}</p></div>"
        "<footer><a href='#'>Reply</a> <a href='#'>★ Star</a> <a href='#'>Share</a></footer></article>"
        for i, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    head = "<meta property='article:published_time' content='2012-03-02T10:00:00Z'>"
    assert [
        a
        for a, _t in _comments(
            _page(f"<section id='kjd-wrap'><div id='kjd-list'>{records}</div></section>", head)
        )
    ] == NAMES


def test_blogger_s_comment_block_with_a_permalink_of_a_query_alone() -> None:
    """Classic Blogger's dl#comments-block, one permalink written "?showComment=…#c…" (no path: this page), the
    others with the post's path, and the page naming no address of its own (set EK, built blind: nothing was found,
    the records read as linking another page's comments)."""
    entries = "".join(
        f"<dt class='comment-author' id='c{i}'><a name='c{i}'></a><a href='/profile/{i}'>{name}</a> said...</dt>"
        f"<dd class='comment-body'><p>{text}</p></dd>"
        f"<dd class='comment-footer'><span class='comment-timestamp'><a href='"
        + ("?showComment=12" if i == 2 else "/2012/03/fishing-report.html?showComment=12")
        + f"{i}#c{i}' title='comment permalink'>March {12 + i}, 2012 4:1{i} PM</a></span></dd>"
        for i, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    html = _page(
        f"<div class='comments' id='comments'><h4>4 comments:</h4><dl id='comments-block'>{entries}</dl></div>"
    )
    assert _comments(html) == list(zip(NAMES, TEXTS, strict=True))
