"""The records' in-page anchors (comspider/records/anchors.py): a link "#comment-7713"
leads to the record that holds that anchor itself, not to the comment whose element
holds the reply's."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.fields.extractor import comment_fields
from comspider.records.anchors import record_anchors
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections

WORDS = (
    "Excellent write-up, I built almost exactly this box last winter with four drives.",
    "Thanks Greg, I will add a section on monitoring. Did you go with RAID 5 in the end?",
    "RAID 5 with mdadm, and I regret it a little: rebuilding two terabytes takes ages.",
    "Or go ZFS on a FreeBSD box and scrub it: it caught silent corruption twice for me.",
    "Any reason you went with Ubuntu Server instead of FreeNAS for the whole machine?",
    "Thank you for writing this in plain English, I followed every step without trouble.",
)


def _comment(k: int, children: str = "") -> str:
    """A WordPress theme of 2012: an ``<a name>`` and a permalink "#comment-N" in every
    comment, each reply inside the ``li`` of the comment it answers."""
    inner = f"<ul class='children'>{children}</ul>" if children else ""
    return (
        f"<li class='comment' id='li-comment-{k}'><a name='comment-{k}'></a>"
        f"<div class='comment-container'><div class='comment-head'><span class='name'>Reader {k}</span> "
        f"<span class='date'>August 1{k}, 2012 at 8:0{k} pm</span> "
        f"<span class='perma'><a href='#comment-{k}'>#{k}</a></span></div>"
        f"<div class='comment-entry'><p>{WORDS[k]}</p></div>"
        f"<div class='reply'><a href='?replytocom={k}#respond'>Reply</a></div></div>{inner}</li>"
    )


PAGE = (
    "<html><body><article><h1>Build your own home server</h1>"
    + "<p>A long paragraph on drives, cases and power supplies for a small server.</p>" * 5
    + "</article><ol class='commentlist'>"
    + _comment(0, _comment(1, _comment(2, _comment(3))))
    + _comment(4)
    + _comment(5)
    + "</ol></body></html>"
)


def test_a_replys_anchor_leads_to_the_reply_not_to_the_comment_around_it() -> None:
    root = parse_html(PAGE)
    section = max(find_sections(root), key=lambda s: len(s.records))
    anchors = record_anchors(section.records)
    assert [anchors[f"comment-{k}"] for k in range(6)] == list(range(6))


def test_every_level_of_a_chain_keeps_its_words() -> None:
    root = parse_html(PAGE)
    section = max(find_sections(root), key=lambda s: len(s.records))
    comments = comment_fields(section, reference_time=datetime(2012, 9, 1, tzinfo=UTC))
    assert [c.text for c in comments] == list(WORDS)
    assert [c.author for c in comments] == [f"Reader {k}" for k in range(6)]


def test_a_record_without_an_id_takes_the_id_of_the_box_that_wraps_it_alone() -> None:
    """``li#c40311 > div.av + div.main``: the body is the record, the ``li`` its anchor;
    a list that holds many records lends its id to none of them."""
    html = (
        "<ul id='all'>"
        + "".join(
            f"<li id='c{n}'><div class='av'></div><div class='main'><b>Reader {n}</b> {WORDS[n]}</div></li>"
            for n in range(3)
        )
        + "</ul>"
    )
    from comspider.records.model import Record

    root = parse_html(f"<html><body>{html}</body></html>")
    records = [Record(el) for el in root.find_class("main")]
    assert record_anchors(records) == {"c0": 0, "c1": 1, "c2": 2}
    # records that are the list's own children: the list's id is no record's
    bare = [Record(el) for el in root.iter("li")]
    assert record_anchors(bare) == {"c0": 0, "c1": 1, "c2": 2}
    plain = parse_html(
        "<html><body><div id='list'><p>One reader's words.</p><p>Another's.</p></div></body></html>"
    )
    assert record_anchors([Record(p) for p in plain.iter("p")]) == {}
