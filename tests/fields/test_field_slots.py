"""A record's fields do not depend on its being sampled: a sampled record is read in the
view its section's slots were learnt from, any other in a view built when its turn comes
(and dropped after it), and both must give the same comment."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from lxml import html as lxml_html

from comspider.fields import extractor as fields_module
from comspider.fields.choice import RecordFields
from comspider.fields.record_view import RecordView
from comspider.fields.slots import SectionSlots, learn_slots
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection
from comspider_lab.synthetic import hard_page, news_page

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
URL = "https://news.example/2024/05/article"


def _largest_section(html: str) -> RecordSection:
    return max(find_sections(html), key=lambda s: len(s.records))


@pytest.mark.parametrize(
    ("kind", "template"),
    [
        ("news", "wordpress"),
        ("news", "threads"),
        ("news", "flat"),
        ("hard", "runs"),
        ("hard", "reply_indent"),
        ("hard", "unwrapped"),
        ("hard", "body_replies"),
    ],
)
@pytest.mark.parametrize("details", [True, False])
def test_a_records_fields_do_not_depend_on_its_being_sampled(
    kind: str, template: str, details: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = news_page(96, seed=3, template=template) if kind == "news" else hard_page(template, 96, seed=3)
    learnt: list[SectionSlots] = []

    def learn(
        views: list[RecordView],
        nodes: list[lxml_html.HtmlElement],
        ref: datetime,
        section_root: lxml_html.HtmlElement | None = None,
        page_url: str | None = None,
    ) -> tuple[SectionSlots, list[RecordFields]]:
        slots, fields = learn_slots(views, nodes, ref, section_root, page_url)
        learnt.append(slots)
        return slots, fields

    monkeypatch.setattr(fields_module, "learn_slots", learn)
    runs = []
    for half in (0, 1):
        # Records 0, 1, 4, 5... sampled, then 2, 3, 6, 7...: every record is read once
        # each way, and both halves hold both of two alternating styles.
        monkeypatch.setattr(
            fields_module, "sample_indices", lambda n, half=half: [i for i in range(n) if i // 2 % 2 == half]
        )
        section = _largest_section(page.html)
        assert len(section.records) >= 90
        runs.append(fields_module.comment_fields(section, reference_time=REF, page_url=URL, details=details))
    assert learnt[0] == learnt[1]  # the same slots, learnt from either half
    assert runs[0] == runs[1]
    assert len(runs[0]) >= 90 and all(c.text for c in runs[0])
