"""The in-browser detector with the site wrappers first: on a page of a known template it
sees the one comment that record finding cannot, and says which template the page is."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from lxml import html as lxml_html

from comspider.interaction.wrapper_detector import WrapperCommentDetector
from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.wrappers.service import crawl_wrappers
from comspider_lab.synthetic import news_page
from comspider_lab.testing import comspider_crawler

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def _page(n: int, seed: int) -> str:
    return news_page(n, seed=seed, template="flat").html.replace('id="comments"', 'id="talk"')


def test_a_known_templates_single_comment_is_seen(tmp_path: Path) -> None:
    crawler = comspider_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "state.sqlite3")})
    detector = WrapperCommentDetector.from_crawler(crawler)
    one, url = _page(1, 3), "https://talk.example/a/2"
    # (the section decision alone may see this single comment by its evidence; the point
    # here is that a template's wrapper sees it without mining)
    assert detector.template_of(url) is None, "nothing learnt yet"

    wrappers = crawl_wrappers(crawler)
    assert wrappers is not None and detector.wrappers is wrappers
    learning = _page(20, 1)
    doc, _ = wrappers.apply(parse_html(learning), "https://talk.example/a/1", reference_time=REF)
    root = parse_html(learning)
    sections = [max(find_sections(root), key=lambda s: len(s.records))]
    assert wrappers.record(doc, sections, reference_time=REF).events == ["new_template", "learnt"]

    (hit,) = detector.sections(one, url)
    assert hit.records == 1 and hit.score is not None and hit.score >= 0.5
    container = lxml_html.document_fromstring(one).getroottree().xpath(hit.xpath)[0]
    assert container.get("id") == "talk"
    assert detector.template_of(url) == wrappers.load("talk.example").templates[0].id
    assert detector.count_comments(one, url) == 1
    # another site, and a page of another kind: the invariant detector's answers
    other = news_page(6, seed=2).html
    assert [h.records for h in detector.sections(other, "https://other.example/x")] == [6]
    assert detector.sections("<html><body><p>About us</p></body></html>", url) == []


def test_without_wrappers_it_is_the_invariant_detector(tmp_path: Path) -> None:
    crawler = comspider_crawler(
        overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "s.sqlite3"), "COMSPIDER_WRAPPERS_ENABLED": False}
    )
    detector = WrapperCommentDetector.from_crawler(crawler)
    assert detector.wrappers is None
    page = _page(12, 2)
    assert [h.records for h in detector.sections(page, "https://talk.example/a")] == [
        len(extract_comments(page, reference_time=REF, mode="accepted"))
    ]
