"""Real pages from the shared data: the trafilatura snippets of user comments are found.
They fail with what to do when ../shared/data (COMSPIDER_SHARED_DATA) is missing."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider.page_comments import extract_comments
from comspider.records.dom import normalise_ws, parse_html
from comspider.records.invariants import find_sections

REF = datetime(2024, 1, 1, tzinfo=UTC)
# Pages with several comments in their static HTML, in different templates and languages:
# file -> (F_t, expected number of comments in the chosen section, at least).
PAGES = {
    "hearya.com.metal.html": (3, 30),  # <dt>author</dt><dd>text</dd> pairs, English
    "internet-law.de.pseudonymen.html": (3, 30),  # tiny old template, German
    "archive.org.the-pain.net.silkroad.html": (3, 30),  # WordPress, German
    "moritz-meyer.net.vreni.html": (3, 20),  # WordPress, nested replies, 16 pingbacks (no comments)
    "thebigbone.wordpress.com.ueberforderung.html": (2, 2),  # two comments only: F_t = 2
    "cicero.de.pandemie.html": (3, 5),  # a news site
}


def _snippets(data: Path) -> dict[str, list[str]]:
    meta = json.loads((data / "trafilatura" / "evaldata.json").read_text(encoding="utf-8"))
    return {e["file"]: e.get("comments") or [] for e in meta.values()}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_trafilatura_comment_snippets_are_found(shared_data: Path, name: str) -> None:
    snippets = _snippets(shared_data)[name]
    assert snippets
    html = gzip.decompress((shared_data / "trafilatura" / "pages" / f"{name}.gz").read_bytes())
    ft, at_least = PAGES[name]
    comments = extract_comments(html, reference_time=REF, ft=ft, fs=3, article_url="https://x/")
    texts = [c.comment.text for c in comments]
    assert len(texts) >= at_least
    for snippet in snippets:
        assert any(normalise_ws(snippet) in t for t in texts), snippet
    authored = [c for c in comments if c.comment.author]
    assert len(authored) >= 0.5 * len(comments)  # pingbacks have no author
    dated = [c for c in comments if c.comment.published_at]
    assert len(dated) >= 0.8 * len(comments)


def test_nested_replies_on_a_real_wordpress_page(shared_data: Path) -> None:
    html = gzip.decompress(
        (shared_data / "trafilatura" / "pages" / "moritz-meyer.net.vreni.html.gz").read_bytes()
    )
    root = parse_html(html)
    pingback = "contains(@class, 'pingback') or contains(@class, 'trackback')"
    ids = {el.get("id") for el in root.xpath(f"//li[starts-with(@id, 'comment-') and not({pingback})]")}
    replies = {
        el.get("id")
        for el in root.xpath(
            f"//li[starts-with(@id, 'comment-')]//li[starts-with(@id, 'comment-') and not({pingback})]"
        )
    }
    assert replies
    section = next(s for s in find_sections(root, ft=3, fs=3) if {r.node.get("id") for r in s.records} & ids)
    got = {r.node.get("id"): r for r in section.records}
    assert set(got) == ids
    assert {i for i, r in got.items() if r.depth > 0} == replies


def test_fundus_pages_do_not_crash(shared_data: Path) -> None:
    files = sorted((shared_data / "fundus").glob("*/*.html.gz"))[:25]
    assert files
    for path in files:
        sections = find_sections(gzip.decompress(path.read_bytes()), ft=3, fs=3)
        assert isinstance(sections, list)


def _dragnet_comments(shared_data: Path, page: str) -> list[str]:
    html = gzip.decompress((shared_data / "dragnet" / "pages" / f"{page}.html.gz").read_bytes())
    comments = extract_comments(html, reference_time=REF, mode="accepted", article_url="https://x/")
    return [c.comment.text for c in comments]


def test_a_footers_nested_link_lists_are_no_finer_records(shared_data: Path) -> None:
    """androidcentral.com (dragnet R342, Drupal): each comment's footer holds a list with
    a list of links nested in it. One outermost list in each comment, one nested in it,
    is no comment with its reply (it covers a small part of each): the 27 comments stay
    the records."""
    texts = _dragnet_comments(shared_data, "R342")
    assert len(texts) == 27
    assert texts[0] == "Do we know for sure this is Android related as opposed to 8X?"


def test_a_single_comment_whose_parts_repeat_stays_a_comment(shared_data: Path) -> None:
    """rotoprofessor.com (dragnet T59, WordPress): one comment, whose author, meta, body
    and reply blocks repeat inside it. It holds records of its own parts, not the same
    comment in a box: it is still the comment."""
    texts = _dragnet_comments(shared_data, "T59")
    assert len(texts) == 1 and texts[0].startswith("Would I own him in a Dynasty League")


def test_a_comment_whose_one_reply_is_a_record_stays_a_comment(shared_data: Path) -> None:
    """fourhourworkweek.com (dragnet 418, WordPress): ``li.comment`` holds its own body
    and a ``ul.children`` with one reply, a record of the list, longer than the comment.
    The comment is not a box around its reply: both stay comments."""
    texts = _dragnet_comments(shared_data, "418")
    assert any("Tim, You continue to impress me" in t for t in texts)
    assert any("Loaned $35 (happy B-day)" in t for t in texts)
