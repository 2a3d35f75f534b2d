"""The story's own boxes (its pages, its pager) before the readers' comments in one
container: structure codes read ``div[class]`` for all of them, and the story's boxes are
no comments (records/lead_in.py)."""

from __future__ import annotations

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections

COMMENTS = [
    (
        "Hal Brewer",
        "We dropped the minimum two years ago. Nobody misses the sign and the regulars came back.",
    ),
    ("Jo Lindahl", "Check your processor's contract first, some of them forbid any surcharge at all."),
    ("Sam Ortiz", "The flat-rate readers are fine for a market stall but cost more at real volume."),
    ("Ines Marr", "Our bank charged us for the terminal rental too, which nobody mentions in these debates."),
]


def _comments(cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><p>{text}</p><p class="s">Posted by <a href="/u/{k}">{name}</a> | March {k + 3}, 2013</p></div>'
        for k, (name, text) in enumerate(COMMENTS)
    )


def _page(head: str, cls: str = "x1") -> str:
    story = (
        '<div class="pg"><p>For years there was a sign taped to our register about a card minimum, and every '
        "shop on the street had one like it.</p></div>"
        '<div class="pgnav">Page 1 of 2 · <a href="?page=2">Next page</a></div>'
        '<div class="pg"><p class="pgno">Page 2 of 2</p><p>The results surprised me: small card sales went up and '
        "the fees barely moved.</p></div>"
    )
    return f'<html><body><div class="story">{head}{story}{_comments(cls)}</div></body></html>'


def _texts(html: str) -> list[list[str]]:
    return [
        [" ".join(r.node.text_content().split())[:20] for r in s.records]
        for s in find_sections(parse_html(html))
        if len(s.records) >= 4
    ]


def test_the_story_boxes_before_the_comments_are_no_records() -> None:
    (records,) = _texts(_page("<h1>Why I stopped taking cards under $10</h1>"))
    assert records == [" ".join(text.split())[:20] for _, text in COMMENTS]


def test_outside_the_article_box_the_list_keeps_its_records() -> None:
    """Without the page's headline in the box, the list is no story's: a column of boxes
    of other kinds is left as the records found it."""
    (records,) = _texts(_page("<h2>Around the site</h2>"))
    assert len(records) == len(COMMENTS) + 3


def test_a_first_comment_with_a_class_of_its_own_stays() -> None:
    """ "comment first" shares "comment" with "comment": the first comment, not a lead-in."""
    html = _page("<h1>Why I stopped taking cards under $10</h1>", cls="comment").replace(
        'class="comment"', 'class="comment first"', 1
    )
    (records,) = _texts(html)
    assert records[-len(COMMENTS) :] == [" ".join(text.split())[:20] for _, text in COMMENTS]
    assert len(records) == len(COMMENTS) + 3
