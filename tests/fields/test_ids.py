"""Comment ids: one comment shown twice gets one id; two comments with the same author
and text (a double post, 24 hearts from one reader) get two, told apart by the site's
ids or their dates, or, two records of one section, by their order, and keep them from
visit to visit."""

from __future__ import annotations

import gzip
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider.fields.ids import comment_id
from comspider.page_comments import extract_comments

WHEN = datetime(2024, 5, 1, tzinfo=UTC)
URL = "https://news.example/2024/04/story.html"

PLAIN = [
    ("Anna", "12 April 2024 at 10:02", "I was there the whole afternoon and nobody told us anything."),
    ("Ben", "12 April 2024 at 10:15", "The council should have closed the road much earlier than that."),
    ("Anna", "12 April 2024 at 10:20", "Very well said!!"),
    ("Anna", "12 April 2024 at 10:21", "Very well said!!"),  # the same words again, a minute later
    ("Cleo", "12 April 2024 at 11:40", "Good reporting, thank you for staying with the story all day."),
    ("Dan", "12 April 2024 at 12:05", "Does anyone know whether the bridge is open again tonight?"),
]


def comment_list(rows: list[tuple[str, str, str]], ids: list[int], box: str = "comments") -> str:
    items = "".join(
        f'<li class="comment" id="comment-{site_id}"><div class="comment-meta">'
        f'<span class="author">{author}</span> <span class="date">{date}</span></div>'
        f'<div class="comment-body"><p>{text}</p></div><a class="reply" href="#">Reply</a></li>'
        for site_id, (author, date, text) in zip(ids, rows, strict=True)
    )
    return f'<section id="{box}"><h2>Comments</h2><ol class="comment-list">{items}</ol></section>'


def page(body: str) -> str:
    return f"<html><head><title>Story</title></head><body><article><h1>Story</h1><p>Text.</p></article>{body}</body></html>"


def test_a_double_post_is_two_comments_with_ids_of_their_own() -> None:
    html = page(comment_list(PLAIN, list(range(900, 906))))
    for details in (False, True):  # `comspider extract` and the crawl give the same ids
        found = extract_comments(html, article_url=URL, reference_time=WHEN, mode="accepted", details=details)
        said = [(pc.comment.author, pc.comment.text) for pc in found]
        assert said == [(a, t) for a, _, t in PLAIN]
        ids = [pc.comment_id for pc in found]
        assert len(set(ids)) == len(PLAIN)
        # The first of the two keeps the id it always had; the other hashes its site id.
        assert ids[2] == comment_id(URL, "Anna", "Very well said!!")
        assert ids[3] == comment_id(URL, "Anna", "Very well said!!", twin="site:903")


def test_a_comment_shown_twice_keeps_one_id() -> None:
    """A "most liked" box repeats two comments of the full list, with the site's same
    ids: one comment each, one id (written once by the crawl). (The crawl's selection
    leaves such a box out; every section is read here, as a crawl of frames may.)"""
    top = comment_list([PLAIN[1], PLAIN[4]], [901, 904], box="top-comments")
    html = page(top + comment_list(PLAIN, list(range(900, 906))))
    found = extract_comments(html, article_url=URL, reference_time=WHEN, mode="all", details=False)
    assert len({pc.section for pc in found}) == 2  # both lists are read
    counts = Counter(pc.comment_id for pc in found)
    assert counts[comment_id(URL, "Ben", PLAIN[1][2])] == 2
    assert counts[comment_id(URL, "Cleo", PLAIN[4][2])] == 2
    assert len(counts) == len(PLAIN)


def test_twenty_four_hearts_from_one_reader_are_twenty_four_comments(shared_data: Path) -> None:
    """theoriginalcopy.de: one reader left "❤️" 24 times in four minutes, each with the
    site's own comment id. Before, 23 of them shared the first one's id and were lost."""
    raw = gzip.decompress(
        (shared_data / "trafilatura" / "pages" / "theoriginalcopy.de.baby.html.gz").read_bytes()
    )
    found = extract_comments(raw, reference_time=WHEN, mode="best", details=False)
    hearts = [pc for pc in found if pc.comment.text == "❤️" and pc.comment.author == "Swantje Bernsmann"]
    assert len(hearts) == 24
    assert len({pc.comment_id for pc in hearts}) == 24


def test_a_double_post_of_the_same_minute_without_site_ids_is_two_comments() -> None:
    """Nothing in the markup tells the two apart (no site id, the same written time): two
    records of one section are still two comments, the second with its ordinal hashed."""
    rows = [*PLAIN[:3], ("Anna", PLAIN[2][1], PLAIN[2][2]), *PLAIN[4:]]
    items = "".join(
        f'<li class="comment"><div class="comment-meta"><span class="author">{a}</span> '
        f'<span class="date">{d}</span></div><div class="comment-body"><p>{t}</p></div></li>'
        for a, d, t in rows
    )
    html = page(f'<section id="comments"><h2>Comments</h2><ol class="comment-list">{items}</ol></section>')
    for details in (False, True):
        found = extract_comments(html, article_url=URL, reference_time=WHEN, mode="accepted", details=details)
        ids = [pc.comment_id for pc in found]
        assert len(set(ids)) == len(rows) == len(ids)
        assert ids[2] == comment_id(URL, "Anna", "Very well said!!")
        assert ids[3] == comment_id(URL, "Anna", "Very well said!!", twin="#2")
        # the others keep the ids they always had
        assert ids[0] == comment_id(URL, "Anna", PLAIN[0][2])


def test_a_section_shown_twice_keeps_its_twins_ids() -> None:
    """The same section in a page and in its frame (two sections here): its double post
    gets the same two ids in both copies, so the crawl writes each once."""
    rows = [PLAIN[0], ("Anna", PLAIN[0][1], PLAIN[0][2]), PLAIN[1]]
    items = "".join(
        f'<li class="comment"><div class="comment-meta"><span class="author">{a}</span> '
        f'<span class="date">{d}</span></div><div class="comment-body"><p>{t}</p></div></li>'
        for a, d, t in rows
    )
    box = f'<ol class="comment-list">{items}</ol>'
    html = page(f'<section id="comments">{box}</section><aside id="copy">{box}</aside>')
    found = extract_comments(html, article_url=URL, reference_time=WHEN, mode="all", details=False)
    by_section: dict[object, list[str]] = {}
    for pc in found:
        by_section.setdefault(pc.section, []).append(pc.comment_id)
    assert len(by_section) == 2
    first, second = by_section.values()
    assert first == second and len(set(first)) == 3


def _real(shared_data: Path, name: str, details: bool) -> list[tuple[str | None, str, str, str | None]]:
    raw = gzip.decompress((shared_data / "dragnet" / "pages" / name).read_bytes())
    found = extract_comments(raw, reference_time=WHEN, mode="accepted", details=details)
    return [(pc.comment.author, pc.comment.text, pc.comment_id, pc.comment.site_comment_id) for pc in found]


@pytest.mark.parametrize("details", [False, True])
def test_a_double_post_with_the_sites_message_ids_is_two_comments(shared_data: Path, details: bool) -> None:
    """cbsnews.com (../shared/data/dragnet 137): baileycccc's post twice, each a
    ``<dl messageid="12647730">`` with its ``<dd id="body_12647730">``: no comment word
    names the id, yet it is each record's own. Both shared one id and the crawl wrote one."""
    said = [c for c in _real(shared_data, "137.html.gz", details) if c[0] == "baileycccc"]
    assert len(said) == 2 and said[0][:2] == said[1][:2]
    assert [c[3] for c in said] == ["12647730", "12647729"]
    assert said[0][2] != said[1][2]
    assert said[1][2] == comment_id(_URL_137, "baileycccc", said[1][1], twin="site:12647729")


_URL_137 = "http://www.cbsnews.com/8301-31749_162-57478674-10391698/cybill-shepherd-is-engaged/"


@pytest.mark.parametrize("details", [False, True])
def test_removed_comment_placeholders_are_no_comments(shared_data: Path, details: bool) -> None:
    """balkin.blogspot.com (../shared/data/dragnet T71): Blogger's "This comment has been
    removed by the author." five times (twice from one reader), each in a comment's frame
    with its name and time: the words are gone, so no comment (dragnet's gold has none of
    them); every comment left keeps an id of its own."""
    comments = _real(shared_data, "T71.html.gz", details)
    assert not [c for c in comments if c[1].startswith("This comment has been")]
    assert len({c[2] for c in comments}) == len(comments) == 36


def test_a_comment_shown_twice_is_given_once_where_the_crawl_keeps_its_sections() -> None:
    """A pick above the thread repeats a comment of it (set FC, built blind): read as the
    crawl reads a page (its chosen sections), the comment is given once, at its first
    place, as the crawl writes it; every section read (``mode="all"``) gives both."""
    top = comment_list([PLAIN[1]], [901], box="top-comments")
    html = page(top + comment_list(PLAIN, list(range(900, 906))))
    for mode in ("accepted", "best"):
        found = extract_comments(html, article_url=URL, reference_time=WHEN, mode=mode, details=False)
        ids = [pc.comment_id for pc in found]
        assert len(ids) == len(set(ids)), mode
