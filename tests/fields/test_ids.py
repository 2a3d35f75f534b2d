"""Comment ids: one comment shown twice gets one id; two comments with the same author
and text (a double post, 24 hearts from one reader) get two, told apart by the site's
ids or their dates, and keep them from visit to visit."""

from __future__ import annotations

import gzip
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

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
