"""A wrapper's slots as its document stores them: every field read back, and a document
written before a field existed read with that field's default."""

from __future__ import annotations

from comspider.fields.slots import SectionSlots
from comspider.wrappers.model import slots_from_dict, slots_to_dict


def test_slots_are_read_back_whole() -> None:
    slots = SectionSlots(
        {"reply"},
        "div#0/span#0",
        "DMY",
        None,
        None,
        "div#0/b#0",
        ("div#0", "div[class]#1"),
        frozenset({"# posts"}),
        "pt-text",
    )
    assert slots_from_dict(slots_to_dict(slots)) == slots


def test_a_document_without_the_body_class_reads_without_it() -> None:
    old = slots_to_dict(SectionSlots(set(), None, None, None, None, "", ("div#0",)))
    del old["body_class"]
    assert slots_from_dict(old).body_class is None
