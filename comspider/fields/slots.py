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

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

from lxml import html as lxml_html

from comspider.date_order import section_date_order
from comspider.fields.author import learn_author_slot, read_author
from comspider.fields.choice import RecordFields
from comspider.fields.date import learn_date_slot, read_date, slashed_texts
from comspider.fields.record_view import Key, RecordView
from comspider.fields.template_words import LETTER, counted_texts, template_texts
from comspider.fields.text import folding_titles, learn_body
from comspider.fields.votes import learn_count_slot, read_count
from comspider.page_dates import has_ambiguous_numeric_date, numeric_order_votes


@dataclass(frozen=True, slots=True)
class SectionSlots:
    """Where a section's records hold their fields, learnt on its sampled records."""

    template: set[str]  # texts in (nearly) every record: "Reply", "says:"
    date: str | None
    date_order: str | None  # "09/06/2020" day or month first (page_dates.DAY_FIRST...)
    likes: str | None
    dislikes: str | None
    author: str  # "": no slot, only a "Comment by X" is read
    body: Key  # (): no body slot, the whole record is the text
    counted: frozenset[str] = frozenset()  # lines that vary by their numbers only (count_mask)
    body_class: str | None = None  # the body slot's class in (nearly) every record
    titled: bool = False  # (nearly) every record opens with a title that folds it (text.folding_titles)


def learn_slots(
    views: list[RecordView],
    nodes: list[lxml_html.HtmlElement],
    ref: datetime,
    section_root: lxml_html.HtmlElement | None = None,
    page_url: str | None = None,
) -> tuple[SectionSlots, list[RecordFields]]:
    """The slots of the section whose sampled records are ``views`` (with their
    ``nodes``), and those records' fields. The author is learnt from the records' dates
    and counts (their pieces are no names) and the body from all their fields, so each
    is read in the sample before the next is learnt. ``section_root`` (the section's
    container) and ``page_url``: where the section's date order is read, when its dates
    need one."""
    maybe_names: set[str] = set()
    template = template_texts(views, maybe_names)
    order = _date_order(views, section_root, page_url, ref)
    date = learn_date_slot(views, ref, template, order)
    # The dates first: a count beside the avatar, away from the date, is the user's.
    dates = [read_date(view, date, ref, template, order) for view in views]
    likes = learn_count_slot(views, nodes, False, dates)
    dislikes = learn_count_slot(views, nodes, True, dates)
    records = [
        _counts(RecordFields(date=found), view, node, likes, dislikes)
        for view, node, found in zip(views, nodes, dates, strict=True)
    ]
    author, sampled = learn_author_slot(views, nodes, template, ref, records)
    for view, node, record, found in zip(views, nodes, records, sampled, strict=True):
        read_author(view, node, author, template, ref, record, found)
    if maybe_names:
        template = _badges_too(views, records, template, maybe_names)
    taken = [r.used() | ({id(r.author)} if r.author is not None else set()) for r in records]
    counted = counted_texts(views, taken)
    body = learn_body(views, template, records, counted, flat=not _nested(nodes))
    slots = SectionSlots(
        template,
        date,
        order,
        likes,
        dislikes,
        author,
        body,
        counted,
        _slot_class(views, body),
        folding_titles(views, body),
    )
    return slots, records


#: Share of the sampled records that must hold the body slot's class among the slot's siblings.
SLOT_CLASS_SHARE = 0.9


def _slot_class(views: list[RecordView], body: Key) -> str | None:
    """The class of the body slot's element, where the records' own boxes move the slot (a
    quote box or a notice "this post is hidden" before the text takes its place): of the
    classes that (nearly) every record has among the slot's siblings, the one the slot
    holds most often. None when no class is so."""
    if len(body) < 2:
        return None
    held: Counter[str] = Counter()  # class -> records with a sibling of that class
    at_slot: Counter[str] = Counter()  # class -> records whose slot holds it
    for view in views:
        held.update({cls for _, el in _slot_siblings(view, body) if (cls := el.get("class"))})
        el = view.elements.get(body)
        if el is not None and el.get("class"):
            at_slot[el.get("class")] += 1
    common = [cls for cls, n in held.items() if n >= SLOT_CLASS_SHARE * len(views) and at_slot[cls]]
    return max(common, key=lambda c: at_slot[c]) if common else None


def body_slot(view: RecordView, slots: SectionSlots) -> Key:
    """The record's body slot: the section's, or the sibling that holds the slot's class
    where the record's own box took the slot's place."""
    body, want = slots.body, slots.body_class
    if want is None:
        return body
    el = view.elements.get(body)
    if el is None or el.get("class") == want:
        return body
    return next((key for key, other in _slot_siblings(view, body) if other.get("class") == want), body)


def body_paragraphs(view: RecordView, body: Key) -> tuple[Key, ...]:
    """The paragraphs that continue the body slot's in one record: the elements right after
    it of its tag and its class ("<p class='sx-p'>" twice in the one comment of two
    paragraphs, where the others' one paragraph is the slot). A slot without a class has
    none: an unnamed element after it may be the template's next line."""
    el = view.elements.get(body)
    cls = el.get("class") if el is not None else None
    if el is None or not cls or len(body) < 2:
        return ()
    follow: list[lxml_html.HtmlElement] = []
    for sib in el.itersiblings():
        if sib.tag != el.tag or sib.get("class") != cls:
            break
        follow.append(sib)
    if not follow:
        return ()
    keys = {id(other): key for key, other in _slot_siblings(view, body)}
    return tuple(keys[id(sib)] for sib in follow if id(sib) in keys)


def _slot_siblings(view: RecordView, body: Key) -> Iterator[tuple[Key, lxml_html.HtmlElement]]:
    """The record's elements beside the body slot under the same parent, of its tag and
    attribute names (the slot itself too), with their keys."""
    parent, kind = body[:-1], body[-1].split("#", 1)[0]
    for key, el in view.elements.items():
        if len(key) == len(body) and key[:-1] == parent and key[-1].split("#", 1)[0] == kind:
            yield key, el


def _nested(nodes: list[lxml_html.HtmlElement]) -> bool:
    """Whether a record of ``nodes`` holds another (replies nested in their parents)."""
    held = set(nodes)
    for node in nodes:
        for up in node.iterancestors():
            if up in held:
                return True
    return False


def _badges_too(
    views: list[RecordView], records: list[RecordFields], template: set[str], maybe_names: set[str]
) -> set[str]:
    """The same text in each of a few records, away from where their authors are, is the
    template's after all (a browser badge beside every name), unless it is all a record
    says besides its author and date (two comments that both say "Danke!")."""
    names = {(r.author_text or r.author.text).casefold() for r in records if r.author is not None}
    more = maybe_names - names
    if not more:
        return template
    wider = template | more
    for view, record in zip(views, records, strict=True):
        used = record.used() | ({id(record.author)} if record.author is not None else set())
        if not any(
            id(p) not in used and p.text.casefold() not in wider and LETTER.search(p.text)
            for p in view.pieces
        ):
            return template
    return wider


def _date_order(
    views: list[RecordView], section_root: lxml_html.HtmlElement | None, page_url: str | None, ref: datetime
) -> str | None:
    """The section's date order, looked for only when its sampled records hold a slashed
    date (any: one that reads only one way decides it for the others, sampled or not)."""
    texts = slashed_texts(views)
    if section_root is None or not texts:
        return None
    if not any(has_ambiguous_numeric_date(t) or any(numeric_order_votes(t)) for t in texts):
        return None
    return section_date_order(section_root, page_url, texts, ref)


def read_fields(
    view: RecordView,
    node: lxml_html.HtmlElement,
    slots: SectionSlots,
    ref: datetime,
) -> RecordFields:
    """One record's date, likes, dislikes and author, read at the section's ``slots``."""
    record = _date_and_counts(
        view, node, slots.template, slots.date, slots.likes, slots.dislikes, ref, slots.date_order
    )
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
    order: str | None,
) -> RecordFields:
    """A record's date, likes and dislikes."""
    record = RecordFields(date=read_date(view, date, ref, template, order))
    return _counts(record, view, node, likes, dislikes)


def _counts(
    record: RecordFields,
    view: RecordView,
    node: lxml_html.HtmlElement,
    likes: str | None,
    dislikes: str | None,
) -> RecordFields:
    """A record's likes and dislikes, its date read; a piece read as its likes is no
    dislike (unless it holds both)."""
    record.likes = read_count(view, node, likes, False, date=record.date)
    record.dislikes = read_count(
        view, node, dislikes, True, taken=record.likes[2] if record.likes else None, date=record.date
    )
    return record
