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


@pytest.mark.parametrize("template", ["wordpress", "threads", "flat"])
def test_given_slots_are_read_as_learnt(template: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``section_slots`` gives the slots ``comment_fields`` learns; given back, they are
    read without learning and make the same comments (the slots of a site's template,
    read on another page of it: comspider.wrappers)."""
    section = _largest_section(news_page(20, seed=1, template=template).html)
    slots = fields_module.section_slots(section, reference_time=REF)
    assert slots.body and slots.author and slots.date
    learnt = fields_module.comment_fields(section, reference_time=REF, page_url=URL)

    def no_learning(*args: object, **kwargs: object) -> None:
        raise AssertionError("slots were learnt although given")

    monkeypatch.setattr(fields_module, "learn_slots", no_learning)
    given = fields_module.comment_fields(section, reference_time=REF, page_url=URL, slots=slots)
    assert given == learnt


def test_replies_in_other_markup_than_the_cards_get_their_names_at_their_own_slots() -> None:
    # cards in <div> with the name in a link of their header; their replies drawn inside them
    # in <section>s with the name in <b>: the section's slots are the cards', the replies'
    # names were not read
    from comspider.fields.extractor import comment_fields
    from comspider.records.model import Record

    def reply(k: int, name: str, text: str, inner: str = "") -> str:
        return (
            f'<div class="sar"><section class="yanit" id="r{k}"><p class="bas"><b>{name}</b> '
            f'<small>9.06.2018 2{k % 10}:0{k % 6}</small></p><div class="ic"><p>{text}</p></div>'
            f'<a href="#form">Reply</a>{inner}</section></div>'
        )

    cards = []
    names = []
    for t in range(3):
        replies = reply(10 * t + 2, f"Deep {t}", f"A reply to a reply in thread {t}, short and plain.")
        replies = reply(
            10 * t + 1, f"Reader {t}", f"The first answer in thread {t}, with a few words.", replies
        )
        cards.append(
            f'<div class="kart" id="c{t}"><div class="ust"><a class="ad" href="/u/{t}">Card Author {t}</a> '
            f'<span class="z">9.06.2018 1{t}:14</span></div><p class="metin">The card text number {t} says '
            f'something about the road.</p><div class="yanitlar">{replies}</div></div>'
        )
        names += [f"Card Author {t}", f"Reader {t}", f"Deep {t}"]
    doc = lxml_html.fromstring(f"<section class=list>{''.join(cards)}</section>")
    nodes = [n for n in doc.iter() if n.get("class") in ("kart", "yanit")]
    records: list[Record] = []
    for n in nodes:
        up = next((a for a in n.iterancestors() if a in nodes), None)
        parent = nodes.index(up) if up is not None else None
        records.append(
            Record(node=n, parent=parent, depth=0 if parent is None else records[parent].depth + 1)
        )
    got = comment_fields(RecordSection(container=doc, records=records), reference_time=REF)
    assert [c.author for c in got] == names
