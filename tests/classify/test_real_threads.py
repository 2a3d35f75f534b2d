"""Real threads the section classifier lost out of fold before 2026-11-26 (../shared/data,
trafilatura's pages; docs/EVALUATION.md, comment-section classifier, section 0): their
structure alone now carries them, whatever fastText makes of their names."""

from __future__ import annotations

import gzip
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider.classify.section_rules import StructuralSectionScorer
from comspider.extraction.dom import parse_html
from comspider.extraction.invariants import find_sections
from comspider.page_comments import extract_comments

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
