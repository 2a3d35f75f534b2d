"""Pingbacks and trackbacks in a comment list are no comments."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.model import Record, RecordSection
from comspider.records.pingbacks import drop_pingbacks


def test_marked_and_said_pingbacks_are_dropped_their_replies_kept() -> None:
    root = lxml_html.fromstring(
        "<ol>"
        '<li class="comment" id="comment-1">Anna said, I was there too.</li>'
        '<li class="pingback" id="comment-2">Pingback: <a href="/x">Another blog » A post</a> [...] quote [...]</li>'
        '<li class="comment" id="comment-3">Ben said, a reply to the pingback.</li>'
        '<li id="comment-4">Trackback: Some blog linked here</li>'
        '<li class="comment" id="comment-5">Cleo said, the last word.</li>'
        "</ol>"
    )
    items = list(root)
    records = [Record(node=el) for el in items]
    records[2].parent, records[2].depth = 1, 1
    section = RecordSection(container=root, records=records)
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["comment-1", "comment-3", "comment-5"]
    assert [(r.parent, r.depth) for r in section.records] == [(None, 0), (None, 0), (None, 0)]


def test_a_pingback_that_says_so_in_another_language_is_dropped() -> None:
    """WordPress writes "Pingback von <a>…</a>" in German: the word opens the record."""
    root = lxml_html.fromstring(
        "<ol>"
        '<li id="comment-1">Pingback von <a href="/x">Too much information</a> | 11.09.2011 23:31</li>'
        '<li id="comment-2">Trackback de <a href="/y">Un autre blog</a></li>'
        '<li id="comment-3">A pingback, I think, is what you mean.</li>'
        "</ol>"
    )
    section = RecordSection(container=root, records=[Record(node=el) for el in root])
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["comment-3"]
