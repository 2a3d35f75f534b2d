"""The browser-facing detector and the pipeline-facing finder: never raise."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.interaction.comment_detector import InvariantCommentDetector
from comspider.records.invariants import InvariantSectionFinder
from comspider_lab.synthetic import news_page


def test_detector_counts_and_locates_comments() -> None:
    page = news_page(18, seed=4, template="threads")
    detector = InvariantCommentDetector.from_settings({"COMSPIDER_FT": 3, "COMSPIDER_FS": 4})
    hits = detector.sections(page.html, "https://news.example/a")
    assert hits and hits[0].records == len(page.comments)
    assert detector.count_comments(page.html, "https://news.example/a") == len(page.comments)
    root = lxml_html.document_fromstring(page.html)
    container = root.getroottree().xpath(hits[0].xpath)[0]
    assert container.get("id") == "comments"


def test_detector_on_pages_without_comments() -> None:
    detector = InvariantCommentDetector.from_settings()
    for html in ("", "<html><body><p>Just an article.</p></body></html>", "\x00\x01"):
        assert detector.count_comments(html, "u") == 0
        assert detector.sections(html, "u") == []


def test_finder_survives_bad_input() -> None:
    finder = InvariantSectionFinder(ft=3, fs=3)
    assert finder.find_sections(b"\xff\xfe\x00<<<>>>") == []
    assert finder.find_sections(None) == []  # type: ignore[arg-type] - logged, not raised
