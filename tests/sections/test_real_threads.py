"""Real threads (../shared/data, trafilatura's pages): the ones the section classifier lost
out of fold before 2026-11-26 (docs/EVALUATION.md, comment-section classifier, section 0),
whose structure alone now carries them whatever fastText makes of their names; an empty
thread's panes; names read from real bylines."""

from __future__ import annotations

import gzip
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.sections.rules import StructuralSectionScorer

REF = datetime(2024, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("name", "snippets"),
    [
        # wpDiscuz in German: the date is "1 Monat her" in each comment's footer, after
        # comments of up to 3,500 characters
        (
            "spontis.de.jahrzehnt.html.gz",
            ["Lieber Robert, danke", "Wie so oft, triffst", "Siegeszug der Computer"],
        ),
        # reddit: "Continue this thread" rows between the comments, in the same markup
        ("reddit.com.init.html.gz", ["I do similar things.", "from foo.bar import x, y, z"]),
    ],
)
def test_a_thread_passes_on_its_structure(shared_data: Path, name: str, snippets: list[str]) -> None:
    html = gzip.decompress((shared_data / "trafilatura" / "pages" / name).read_bytes())
    sections = find_sections(parse_html(html))
    rules = StructuralSectionScorer()
    holding = [
        s
        for s in sections
        if any(snippets[0] in r.node.text_content() for r in s.records) and len(s.records) > 3
    ]
    assert holding and max(rules.score(s) for s in holding) >= rules.threshold
    texts = [c.comment.text for c in extract_comments(html, reference_time=REF, mode="accepted")]
    for snippet in snippets:
        assert any(snippet in t for t in texts), snippet


def test_an_empty_threads_panes_are_no_comments(shared_data: Path) -> None:
    """independent.co.uk (2020): two tabs of an empty thread ("Premium" and all), each with
    a sort menu ("Newest first"), an unfilled reply form and "There are no comments yet -
    be the first to add your thoughts". The panes repeat like records under classes
    named "comment"; neither is a comment."""
    html = gzip.decompress(
        (shared_data / "trafilatura" / "pages" / "independent.co.uk.penalty.html.gz").read_bytes()
    )
    assert extract_comments(html, reference_time=REF, mode="accepted") == []


def test_depth_labels_and_byline_words_are_not_names(shared_data: Path) -> None:
    """reddit's saved thread shows no names, only a "level 2" label per comment for screen
    readers; L'Opinion writes "Par Bruno Gobin," and the Verfassungsblog "Hella," in the
    name's own element."""

    def authors(name: str) -> list[str | None]:
        html = gzip.decompress((shared_data / "trafilatura" / "pages" / name).read_bytes())
        return [c.comment.author for c in extract_comments(html, reference_time=REF, mode="accepted")]

    assert not [a for a in authors("reddit.com.init.html.gz") if a and a.startswith("level")]
    assert authors("lopinion.fr.glyphosate.html.gz")[:3] == [
        "Bruno Gobin",
        "Yves Leclercq 214",
        "Thierry Boutin",
    ]
    assert "Hella" in authors("verfassungsblog.de.expertinnen.html.gz")


def test_a_threads_control_rows_are_no_comments(shared_data: Path) -> None:
    """reddit's "Continue this thread" rows sit among the comments in the comments' own
    markup (a link in a record of the same shape): none is written."""
    html = gzip.decompress((shared_data / "trafilatura" / "pages" / "reddit.com.init.html.gz").read_bytes())
    texts = [c.comment.text for c in extract_comments(html, reference_time=REF, mode="accepted")]
    assert len(texts) == 19 and not [t for t in texts if t.startswith("Continue this thread")]
