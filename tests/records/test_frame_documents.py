"""A frame's srcdoc document is read as the crawl reads the frame (a saved page's widget)."""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape

import comspider
from comspider.records.dom import parse_html
from comspider.records.frame_documents import MAX_FRAME_DOCUMENTS, srcdoc_documents

THREAD = "".join(
    f'<li class="c" id="c{i}"><div class="head"><b class="who">{name}</b> <time datetime="2013-05-0{i}T10:00:00Z">'
    f'{i} May 2013</time></div><p class="body">{text}</p><a href="#c{i}">Reply</a></li>'
    for i, (name, text) in enumerate(
        [
            ("Mara", "The ferry timetable change hits commuters from the island hardest."),
            ("Jonas", "Agreed, and the last boat now leaves before the evening shift ends."),
            ("Ines", "The council said the winter timetable is only a trial for three months."),
            ("Piet", "A trial that nobody asked for, with no consultation at the harbour."),
        ],
        start=1,
    )
)
FRAME = f"<!doctype html><html><body><h3>4 comments</h3><ol>{THREAD}</ol></body></html>"


def page(frame: str) -> str:
    return (
        "<html><head><title>Ferry timetable</title></head><body><article><h1>Ferry timetable changes</h1>"
        "<p>The operator publishes a winter timetable.</p></article>"
        f'<iframe srcdoc="{escape(frame, quote=True)}"></iframe></body></html>'
    )


def test_the_comments_of_a_srcdoc_frame_are_extracted() -> None:
    comments = comspider.extract(
        page(FRAME), "https://news.example/ferry", visited_at=datetime(2013, 6, 1, tzinfo=UTC)
    )
    assert [c.author for c in comments] == ["Mara", "Jonas", "Ines", "Piet"]
    assert comments[0].text.startswith("The ferry timetable change")


def test_nested_frames_are_read_level_by_level_and_bounded() -> None:
    inner = f'<html><body><iframe srcdoc="{escape(FRAME, quote=True)}"></iframe></body></html>'
    docs = srcdoc_documents(parse_html(page(inner)))
    assert len(docs) == 2
    assert docs[1].xpath("count(//li)") == 4
    many = "".join(f'<iframe srcdoc="<p>{i}</p>"></iframe>' for i in range(MAX_FRAME_DOCUMENTS + 5))
    assert len(srcdoc_documents(parse_html(f"<html><body>{many}</body></html>"))) == MAX_FRAME_DOCUMENTS


def test_a_page_without_srcdoc_frames_has_none() -> None:
    root = parse_html(
        '<html><body><iframe src="https://x.example/"></iframe><iframe srcdoc=" "></iframe></body></html>'
    )
    assert srcdoc_documents(root) == []
