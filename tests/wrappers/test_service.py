"""The site wrappers over a store: learnt from a page the full method read, used on the
template's next pages (one comment too), counted, learnt again after misses, a new
template for a redesign, nothing kept from pages without comments."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from comspider.fields.extractor import comment_fields
from comspider.page_comments import default_scorer
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection, SectionClassifier
from comspider.sections.selection import choose_sections
from comspider.state.memory import MemoryWrapperStore
from comspider.wrappers.model import SiteTemplates
from comspider.wrappers.service import Document, SiteWrappers, WrappedSection, WrapperConfig
from comspider_lab.synthetic import SyntheticPage, news_page

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
SITE = "news.example"
CONFIG = WrapperConfig(
    structure_weight=0.5,
    similarity=0.6,
    min_comments=3,
    max_failures=2,
    max_templates=4,
    threshold=0.5,
    min_score=0.25,
)


@pytest.fixture(scope="module")
def scorer() -> SectionClassifier:
    return default_scorer()


@pytest.fixture
def wrappers(scorer: SectionClassifier) -> SiteWrappers:
    return SiteWrappers(MemoryWrapperStore(), scorer, CONFIG)


def _full(html: str, scorer: SectionClassifier) -> list[RecordSection]:
    """What the pipelines choose on a page without wrappers."""
    sections = find_sections(parse_html(html))
    for s in sections:
        s.comment_score = scorer.score(s)
    return choose_sections(sections, CONFIG.threshold)


def _visit(
    wrappers: SiteWrappers, scorer: SectionClassifier, html: str, path: str
) -> tuple[Document, WrappedSection | None, list[str]]:
    """One document through the wrappers and, when they miss, the full method; then the
    learning step. (document, the wrapper's section, events)."""
    root = parse_html(html)
    doc, found = wrappers.apply(root, f"https://{SITE}{path}", reference_time=REF)
    chosen = [found] if found is not None else _full(html, scorer)
    change = wrappers.record(doc, chosen, reference_time=REF)
    return doc, found, change.events


def _texts(page: SyntheticPage) -> list[str]:
    return [c.text for c in page.comments]


def test_learnt_once_then_one_comment_is_found(wrappers: SiteWrappers, scorer: SectionClassifier) -> None:
    doc, found, events = _visit(wrappers, scorer, news_page(20, seed=1).html, "/a/1")
    assert (doc.outcome, found, events) == ("unknown", None, ["new_template", "learnt"])
    (template,) = wrappers.load(SITE).templates
    assert template.wrapper is not None and template.wrapper.comments == 20

    one = news_page(1, seed=2)
    doc, found, events = _visit(wrappers, scorer, one.html, "/a/2")
    assert doc.outcome == "hit" and doc.template == template.id and doc.similarity > 0.8
    assert found is not None and found.method == "wrapper" and found.slots is not None
    (comment,) = comment_fields(found, reference_time=REF, slots=found.slots)
    assert (comment.author, comment.text) == (one.comments[0].author, one.comments[0].text)
    assert events == ["hit"]
    assert wrappers.load(SITE).templates[0].wrapper.hits == 1  # type: ignore[union-attr]


def test_pages_without_comments_leave_nothing(wrappers: SiteWrappers, scorer: SectionClassifier) -> None:
    assert _visit(wrappers, scorer, news_page(0, seed=1).html, "/a/0")[2] == []
    assert _visit(wrappers, scorer, news_page(2, seed=1).html, "/a/1")[2] == [], "too few to learn from"
    assert wrappers.load(SITE).templates == []


def test_a_redesign_starts_a_template_of_its_own(wrappers: SiteWrappers, scorer: SectionClassifier) -> None:
    _visit(wrappers, scorer, news_page(20, seed=1).html, "/a/1")
    doc, found, events = _visit(wrappers, scorer, news_page(20, seed=0, template="threads").html, "/b/1")
    assert doc.outcome == "unmatched" and found is None
    assert events == ["new_template", "learnt", "unmatched"]
    first, second = wrappers.load(SITE).templates
    page = news_page(4, seed=4, template="threads")
    doc, found, _ = _visit(wrappers, scorer, page.html, "/b/2")
    assert doc.template == second.id and found is not None
    got = comment_fields(found, reference_time=REF, slots=found.slots)
    assert [c.text for c in got] == _texts(page)
    doc, found, _ = _visit(wrappers, scorer, news_page(1, seed=5).html, "/a/2")
    assert doc.template == first.id and found is not None, "the first template still holds"


def test_a_wrapper_that_keeps_missing_is_learnt_again(
    wrappers: SiteWrappers, scorer: SectionClassifier
) -> None:
    """The comment markup changed (new classes), the page around it did not: the page
    still matches its template, the wrapper finds nothing where the full method finds
    comments; the second miss in a row learns it again, and it hits from then on."""
    _visit(wrappers, scorer, news_page(20, seed=1).html, "/a/1")

    def renamed(page: SyntheticPage) -> str:
        return page.html.replace('class="comment ', 'class="reaction ').replace(
            'class="comment"', 'class="reaction"'
        )

    doc, _found, events = _visit(wrappers, scorer, renamed(news_page(10, seed=2)), "/a/2")
    assert (doc.outcome, doc.reason, events) == ("miss", "no_records", ["miss"])
    _doc, _found, events = _visit(wrappers, scorer, renamed(news_page(10, seed=3)), "/a/3")
    assert events == ["miss", "relearnt"]
    (template,) = wrappers.load(SITE).templates
    assert template.wrapper is not None and template.wrapper.version == 2 and template.wrapper.relearns == 1
    assert template.wrapper.records.classes == ["reaction"]
    doc, _found, events = _visit(wrappers, scorer, renamed(news_page(1, seed=4)), "/a/4")
    assert doc.outcome == "hit" and events == ["hit"]


def test_a_miss_on_a_page_without_comments_is_no_failure(
    wrappers: SiteWrappers, scorer: SectionClassifier
) -> None:
    """A page of the template whose thread is empty (or not loaded): the wrapper finds
    nothing, nor does the full method: no fault of the wrapper."""
    _visit(wrappers, scorer, news_page(20, seed=1).html, "/a/1")
    (template,) = wrappers.load(SITE).templates
    for n in range(3):
        doc = Document(SITE, f"https://{SITE}/a/{n + 2}", "miss", template.id, 0.9, reason="no_records")
        assert wrappers.record(doc, [], reference_time=REF).events == ["no_comments"]
    (template,) = wrappers.load(SITE).templates
    assert template.pages == 4 and template.wrapper is not None
    assert (template.wrapper.failures, template.wrapper.misses) == (0, 0)


def test_the_section_classifier_has_its_say(scorer: SectionClassifier) -> None:
    class Never:
        def score(self, section: RecordSection) -> float:
            return 0.0

    store = MemoryWrapperStore()
    SiteWrappers(store, scorer, CONFIG).record(
        *_learning(news_page(20, seed=1).html, scorer), reference_time=REF
    )
    doc, found = SiteWrappers(store, Never(), CONFIG).apply(
        parse_html(news_page(3, seed=2).html), f"https://{SITE}/a/2", reference_time=REF
    )
    assert (doc.outcome, doc.reason, found) == ("miss", "classifier", None)


def _learning(html: str, scorer: SectionClassifier) -> tuple[Document, list[RecordSection]]:
    return Document(SITE, f"https://{SITE}/a/1", "unknown"), _full(html, scorer)


def test_the_document_is_readable_json(wrappers: SiteWrappers, scorer: SectionClassifier) -> None:
    _visit(wrappers, scorer, news_page(20, seed=1).html, "/a/1")
    document, version = wrappers.store.get(SITE)
    assert document is not None and version == 1
    text = json.dumps(document, indent=2, ensure_ascii=False)
    again = SiteTemplates.from_dict(json.loads(text), version)
    assert again.to_dict() == document
    wrapper = document["templates"][0]["wrapper"]
    assert wrapper["container"]["pattern"].startswith("//div[@id=")
    assert wrapper["records"]["tag"] == "li" and wrapper["slots"]["body"]
    assert document["format"] == 1 and wrapper["version"] == 1 and wrapper["source"] == "learnt"


def test_a_wrapper_learnt_without_replies_is_learnt_again_on_the_first_page_with_them(
    wrappers: SiteWrappers, scorer: SectionClassifier
) -> None:
    # A site's first page had no replies yet (a fresh article); its wrapper must not read
    # the next page's replies away: it misses, the full method reads them, and it is learnt
    # again at once (a revisit of a growing thread found it, tests/e2e/test_queue_revisits).
    flat = news_page(12, seed=3, reply_rate=0.0)
    _visit(wrappers, scorer, flat.html, "/a/1")
    (template,) = wrappers.load(SITE).templates
    assert template.wrapper is not None and not template.wrapper.records.nested

    threaded = news_page(16, seed=4, reply_rate=0.5)
    assert any(c.parent is not None for c in threaded.comments)
    doc, found, events = _visit(wrappers, scorer, threaded.html, "/a/2")
    assert (doc.outcome, doc.reason, found) == ("miss", "unlearnt_replies", None)
    assert events == ["miss", "relearnt"]

    doc, found, events = _visit(wrappers, scorer, news_page(14, seed=5, reply_rate=0.5).html, "/a/3")
    assert doc.outcome == "hit" and found is not None and events == ["hit"]
    assert any(r.parent is not None for r in found.records)


def _indented_page(names: list[str], margins: list[int], seed: int) -> str:
    """A news page whose replies are siblings indented by an inline margin only."""
    rows = "".join(
        f'<div class="cmt" style="margin-left:{m}px"><span class="who">{n}</span> '
        f'<span class="when">0{k % 9 + 1}.05.2024 1{k % 9}:2{seed % 9}</span>'
        f"<p>Leserkommentar {k} von {n} zur Seite {seed}, lang genug, um ein echter Text zu sein.</p>"
        f'<a class="reply" href="#r{k}">Antworten</a></div>'
        for k, (n, m) in enumerate(zip(names, margins, strict=True))
    )
    return (
        f"<html><head><title>Artikel {seed}</title></head><body><article><h1>Artikel {seed}</h1>"
        f"<p>{'Ein Absatz des Artikels. ' * 30}</p></article>"
        f'<section id="kommentare"><h2>Kommentare</h2><div class="liste">{rows}</div></section></body></html>'
    )


def test_replies_shown_only_by_indentation_keep_their_parents_on_a_templates_later_pages(
    wrappers: SiteWrappers, scorer: SectionClassifier
) -> None:
    """The wrapper found the records of a template's next page without their levels: every
    reply came out top level there (a new user's report: 24 of 24 replies on the second and
    third pages of a site)."""
    names = ["Anna", "Bernd", "Clara", "Dieter", "Eva", "Frank"]
    _visit(wrappers, scorer, _indented_page(names, [0, 30, 60, 0, 30, 0], 1), "/a/1")
    assert wrappers.load(SITE).templates
    doc, found, _events = _visit(wrappers, scorer, _indented_page(names, [0, 30, 0, 30, 60, 0], 2), "/a/2")
    assert doc.outcome == "hit" and found is not None
    assert [(r.parent, r.depth) for r in found.records] == [
        (None, 0),
        (0, 1),
        (None, 0),
        (2, 1),
        (3, 2),
        (None, 0),
    ]
