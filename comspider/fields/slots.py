"""A section's field slots, learnt on its sampled records, and one record's fields read
at them.

Learning reads the sampled records in full (their views are built first and kept until
their own comments are made); every other record is then read at the learnt slots alone
(or scanned when a slot is missing from it) in a view built for it and dropped with its
comment: a section of 100,000 comments never holds all their views at once (see
:func:`.extractor.comment_fields`). Whatever a record's reading compares
(the pieces its date and likes took, the names found inside its pieces) is its own, so a
record reads the same whether it was sampled or not.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from lxml import html as lxml_html

from comspider.fields.author import learn_author_slot, read_author
from comspider.fields.choice import RecordFields
from comspider.fields.date import learn_date_slot, read_date
from comspider.fields.record_view import Key, RecordView
from comspider.fields.template_words import template_texts
from comspider.fields.text import learn_body
from comspider.fields.votes import learn_count_slot, read_count


@dataclass(frozen=True, slots=True)
class SectionSlots:
    """Where a section's records hold their fields, learnt on its sampled records."""

    template: set[str]  # texts in (nearly) every record: "Reply", "says:"
    date: str | None
    likes: str | None
    dislikes: str | None
    author: str  # "": no slot, only a "Comment by X" is read
    body: Key  # (): no body slot, the whole record is the text


def learn_slots(
    views: list[RecordView], nodes: list[lxml_html.HtmlElement], ref: datetime
) -> tuple[SectionSlots, list[RecordFields]]:
    """The slots of the section whose sampled records are ``views`` (with their
    ``nodes``), and those records' fields. The author is learnt from the records' dates
    and counts (their pieces are no names) and the body from all their fields, so each
    is read in the sample before the next is learnt."""
    template = template_texts(views)
    date = learn_date_slot(views, ref, template)
    likes = learn_count_slot(views, nodes, dislikes=False)
    dislikes = learn_count_slot(views, nodes, dislikes=True)
    records = [
        _date_and_counts(view, node, template, date, likes, dislikes, ref)
        for view, node in zip(views, nodes, strict=True)
    ]
    author, sampled = learn_author_slot(views, nodes, template, ref, records)
    for view, node, record, found in zip(views, nodes, records, sampled, strict=True):
        read_author(view, node, author, template, ref, record, found)
    body = learn_body(views, template, records)
    return SectionSlots(template, date, likes, dislikes, author, body), records


def read_fields(
    view: RecordView,
    node: lxml_html.HtmlElement,
    slots: SectionSlots,
    ref: datetime,
) -> RecordFields:
    """One record's date, likes, dislikes and author, read at the section's ``slots``."""
    record = _date_and_counts(view, node, slots.template, slots.date, slots.likes, slots.dislikes, ref)
    read_author(view, node, slots.author, slots.template, ref, record)
    return record


def _date_and_counts(
    view: RecordView,
    node: lxml_html.HtmlElement,
    template: set[str],
    date: str | None,
    likes: str | None,
    dislikes: str | None,
    ref: datetime,
) -> RecordFields:
    """A record's date, likes and dislikes; a piece read as its likes is no dislike."""
    record = RecordFields(
        date=read_date(view, date, ref, template), likes=read_count(view, node, likes, False)
    )
    record.dislikes = read_count(view, node, dislikes, True, taken=record.likes[2] if record.likes else None)
    return record
