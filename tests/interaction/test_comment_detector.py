"""The browser-facing detector and the pipeline-facing finder: never raise."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.crawl_settings import as_settings
from comspider.interaction.comment_detector import InvariantCommentDetector
from comspider.records.invariants import InvariantSectionFinder
from comspider_lab.synthetic import news_page


def test_detector_counts_and_locates_comments() -> None:
    page = news_page(18, seed=4, template="threads")
    detector = InvariantCommentDetector.from_settings(
        {"COMSPIDER_PATTERN_MIN_OCCURRENCES": 3, "COMSPIDER_PATTERN_MIN_NODES": 4}
    )
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


def test_the_old_names_of_the_pattern_bounds_still_count(caplog) -> None:
    """COMSPIDER_FT / COMSPIDER_FS, renamed: a value given under the old name is used, with
    one warning per process."""
    from comspider import renamed_settings

    renamed_settings._warned.clear()
    with caplog.at_level("WARNING", logger="comspider.renamed_settings"):
        detector = InvariantCommentDetector.from_settings({"COMSPIDER_FT": 3, "COMSPIDER_FS": 4})
        finder = InvariantSectionFinder.from_settings(as_settings({"COMSPIDER_FT": 3, "COMSPIDER_FS": 4}))
    assert (detector.ft, detector.fs, finder.ft, finder.fs) == (3, 4, 3, 4)
    lines = [r.getMessage() for r in caplog.records]
    assert lines == [
        "COMSPIDER_FT is deprecated and will be removed: use COMSPIDER_PATTERN_MIN_OCCURRENCES instead",
        "COMSPIDER_FS is deprecated and will be removed: use COMSPIDER_PATTERN_MIN_NODES instead",
    ]
    default = InvariantCommentDetector.from_settings()
    assert (default.ft, default.fs) == (2, 3)
