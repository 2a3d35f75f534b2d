"""The section dataset's labels: a section is positive when its records are the page's
comments, not when one of its records merely holds them."""

from __future__ import annotations

from comspider.records.invariants import InvariantSectionFinder
from comspider.sections.rules import StructuralSectionScorer
from comspider_lab.training.section_dataset import Page, page_rows

COMMENTS = [
    "The new bridge will cut my way to work by twenty minutes, finally.",
    "Who pays for the maintenance once the subsidies run out, I wonder?",
    "I walked across it on Sunday and the view from the middle is wonderful.",
    "They should have built a cycle lane on both sides of the bridge.",
]


def _page(html: str, needles: list[str]) -> Page:
    return Page(
        "trafilatura", "example.org", "pages/x.html.gz", "https://example.org/x", "main", html, needles
    )


def _block(i: int, inner: str = "") -> str:
    return (
        f'<div class="block"><h2 class="t">Section {i} of the page</h2><p class="s">Some text of block {i}'
        f" that is long enough to be a block.</p>{inner}</div>"
    )


def test_page_blocks_around_the_thread_are_no_comment_section() -> None:
    thread = (
        '<ol class="comment-list">'
        + "".join(
            f'<li class="comment"><b class="fn">User{i}</b> <time>{i + 1} hours ago</time><p>{t}</p></li>'
            for i, t in enumerate(COMMENTS)
        )
        + "</ol>"
    )
    html = (
        "<html><body><main>"
        + "".join(_block(i, thread if i == 2 else "") for i in range(5))
        + "</main></body></html>"
    )
    rows = page_rows(
        _page(html, COMMENTS[:2]), InvariantSectionFinder(), StructuralSectionScorer(), with_dates=False
    )
    labels = {r["xpath"]: r["label"] for r in rows}
    assert labels.get("/html/body/main/div[3]/ol") == 1
    # the blocks (one of which holds the thread) hold the snippets only through it
    assert "/html/body/main" not in labels, labels


def test_a_thread_whose_comment_holds_a_reply_list_stays_positive() -> None:
    replies = (
        '<ul class="children">'
        + "".join(
            f'<li class="comment"><b class="fn">Reply{i}</b> <time>1 hour ago</time><p>{t}</p></li>'
            for i, t in enumerate(COMMENTS[2:])
        )
        + "</ul>"
    )
    thread = (
        '<ol class="comment-list">'
        + "".join(
            f'<li class="comment"><b class="fn">User{i}</b> <time>{i + 1} hours ago</time><p>{t}</p>'
            f"{replies if i == 1 else ''}</li>"
            for i, t in enumerate(COMMENTS[:2] * 2)
        )
        + "</ol>"
    )
    html = f"<html><body><article><p>Story.</p></article>{thread}</body></html>"
    rows = page_rows(
        _page(html, COMMENTS), InvariantSectionFinder(), StructuralSectionScorer(), with_dates=False
    )
    positives = {r["xpath"] for r in rows if r["label"] == 1}
    assert "/html/body/ol" in positives, {r["xpath"]: r["label"] for r in rows}
