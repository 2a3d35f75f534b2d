"""The records that quote another record of their list: a reply holding, in an element of
its own beside its own words, the words another reader wrote ("동네아재님의 글: ..." over
the quoted post, "X wrote:" and the post). What a thread's readers do to one another and a
list of teasers, events or products does not, whatever the box's class or heading says."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import folded
from comspider.records.model import Record

#: The fewest characters (spaces folded) a quoted passage holds: a clause, not a stock
#: phrase two records share ("Thank you!").
QUOTED_CHARS = 24

#: Records read for quotes (the first ones of a long list).
CHECKED_RECORDS = 40


def _own_text(record: Record, others: set[lxml_html.HtmlElement]) -> str:
    """The record's text without the records nested in it (a parent's card holds its
    replies: their words are not the parent's)."""
    parts: list[str] = []
    for root in (record.node, *record.extra):
        text = folded(root.text_content())
        inner = [el for el in root.iterdescendants() if el in others]
        within = set(inner)
        for el in inner:
            if not any(a in within for a in el.iterancestors()):
                text = text.replace(folded(el.text_content()), " ", 1)
        parts.append(text)
    return " ".join(parts)


def _passages(record: Record, others: set[lxml_html.HtmlElement]) -> list[lxml_html.HtmlElement]:
    """The record's elements whose words make a passage: text of :data:`QUOTED_CHARS` or
    more, neither inside a record nested in it nor holding one."""
    out: list[lxml_html.HtmlElement] = []
    for root in (record.node, *record.extra):
        holding: set[lxml_html.HtmlElement] = set()
        inner = [el for el in root.iterdescendants() if el in others]
        for el in inner:
            for a in el.iterancestors():
                if a is root:
                    break
                holding.add(a)
        nested = {d for el in inner for d in el.iter()}
        for el in root.iterdescendants():
            if not isinstance(el.tag, str) or el in nested or el in holding or el.tag in ("script", "style"):
                continue
            if len(folded(el.text_content())) >= QUOTED_CHARS:
                out.append(el)
    return out


def quoted_records(records: list[Record]) -> list[tuple[int, int]]:
    """Each record (of the first :data:`CHECKED_RECORDS`) that quotes an earlier one, with
    the record it quotes: an element of the record holds a passage of the earlier one's
    own words, and another element of it, outside that one, a passage of its own that no
    earlier record holds (the reply's answer: a copy of a whole post, a pinned one,
    quotes nothing). Earlier, as a thread runs from its oldest: the earlier record's words
    are its own, the later one's copy of them the quote (which of two records sharing
    words is quoting, the order says where nothing else does)."""
    checked = records[:CHECKED_RECORDS]
    nodes = {r.node for r in records}
    texts = [_own_text(r, nodes - {r.node}) for r in checked]
    pairs: list[tuple[int, int]] = []
    for i, record in enumerate(checked):
        if i == 0:
            continue
        earlier = texts[:i]
        passages = _passages(record, nodes - {record.node})
        quoted = next(
            (
                (el, j)
                for el in passages
                if (j := next((k for k, t in enumerate(earlier) if folded(el.text_content()) in t), None))
                is not None
            ),
            None,
        )
        if quoted is None:
            continue
        box, source = quoted
        inside = {box, *box.iterdescendants(), *box.iterancestors()}
        if any(
            el not in inside and not any(folded(el.text_content()) in t for t in earlier) for el in passages
        ):
            pairs.append((i, source))
    return pairs
