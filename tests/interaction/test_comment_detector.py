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


def test_a_comments_page_of_its_own_is_judged_with_the_articles_time() -> None:
    """A separate comments page (a popup, "Read all comments") declares no time: without
    the article's, nothing says its dated records were written after the article (a
    list of dated entries beside it would look the same); with it, they are the article's
    discussion, as the pipelines judge the page's snapshot."""
    from comspider.interaction.detect import ArticleTime, detector_hits

    names = ["Nasrin", "Ali", "Parastoo", "Maryam", "Hamid"]
    texts = [
        "What a lovely way to start a school year, I remember my own first class too.",
        "The pupil who brought the book back was the best part of the whole story.",
        "We have a class library as well but half of the books never come back.",
        "I will try the same thing with my own pupils in the autumn, thank you.",
        "My daughter is in the third year and would love a teacher like this.",
    ]
    times = ["21:32", "09:12", "14:41", "22:17", "10:05"]
    boxes = "".join(
        f"<div class='nz'><div class='nz-h'><span class='nz-n'>{n}</span></div><div class='nz-t'>{t}</div>"
        f"<div class='nz-d'>2013/07/{10 + i} {times[i]}</div></div>"
        for i, (n, t) in enumerate(zip(names, texts, strict=True))
    )
    comments = (
        f"<html><head><title>Comments</title></head><body><div class='nz-page'>{boxes}</div></body></html>"
    )
    article = (
        "<html><head><meta property='article:published_time' content='2013-07-01T19:30:00Z'></head>"
        "<body><article><h1>The class library</h1><p>Text.</p></article></body></html>"
    )
    detector = InvariantCommentDetector.from_settings()
    url = "http://blog.example/comments/post-12.html"
    assert detector_hits(detector, comments, url) == []
    found = detector_hits(detector, comments, url, ArticleTime(article, "http://blog.example/post/12.html"))
    assert [h.records for h in found] == [5]
