"""The records that quote another record of their list: a reply holding, in an element of
its own beside its own words, the words another reader wrote ("동네아재님의 글: ..." over
the quoted post, "X wrote:" and the post). What a thread's readers do to one another and a
list of teasers, events or products does not, whatever the box's class or heading says."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import folded, kind_of
from comspider.records.model import Record

#: The fewest characters (spaces folded) a quoted passage holds: a clause, not a stock
#: phrase two records share ("Thank you!").
QUOTED_CHARS = 24

#: Marks a quote cut short ends with ("...kommunen…", "[...]").
_CUT = "….[] "

#: A passage of a record: its element, its words (folded) and its path of kinds (tag, first
#: class) from the record's root.
Passage = tuple[lxml_html.HtmlElement, str, tuple[tuple[str, str], ...]]

#: Records read for quotes (the first ones of a long list).
CHECKED_RECORDS = 40
#: A passage that this share of the records read hold (and at least three of them) is the
#: template's stock text (a "Quote · Notify · Report to moderator" row), not a quote: a
#: reader's words are quoted by the few who answer them.
STOCK_SHARE = 0.5


def _read(record: Record, nodes: set[lxml_html.HtmlElement]) -> tuple[str, list[Passage]]:
    """The record's own text (without the records nested in it: a parent's card holds its
    replies, their words are not the parent's), and its passages: each element, neither
    inside a nested record nor holding one, whose words (folded) are :data:`QUOTED_CHARS`
    long or more, with those words and its path of kinds from the record's root. ``nodes``:
    the list's records."""
    parts: list[str] = []
    passages: list[Passage] = []
    for root in (record.node, *record.extra):
        inner = [el for el in root.iterdescendants() if el in nodes]
        within = set(inner)
        text = folded(root.text_content())
        holding: set[lxml_html.HtmlElement] = set()
        for el in inner:
            if not any(a in within for a in el.iterancestors()):
                text = text.replace(folded(el.text_content()), " ", 1)
            for a in el.iterancestors():
                if a is root:
                    break
                holding.add(a)
        parts.append(text)
        nested = {d for el in inner for d in el.iter()}
        for el in root.iterdescendants():
            if not isinstance(el.tag, str) or el in nested or el in holding or el.tag in ("script", "style"):
                continue
            if len(words := folded(el.text_content())) >= QUOTED_CHARS:
                passages.append((el, words, _path(el, root)))
    return " ".join(parts), passages


def _path(el: lxml_html.HtmlElement, root: lxml_html.HtmlElement) -> tuple[tuple[str, str], ...]:
    """The kinds (tag, first class) from ``root`` down to ``el``."""
    path = [kind_of(el)]
    up = el.getparent()
    while up is not None and up is not root:
        path.append(kind_of(up))
        up = up.getparent()
    path.append(kind_of(root))
    return tuple(reversed(path))


def _quoted_forms(el: lxml_html.HtmlElement, words: str) -> list[str]:
    """The forms a passage may quote an earlier record's words in: as it stands; without the
    label its first child leads with ("<i>Gunnel skrev:</i> Kommer det...", "<b>Luca_86 ha
    scritto:</b><br>Recensione..."); and cut short ("...tar slut om tre år…"). Each at
    least :data:`QUOTED_CHARS` long."""
    forms = [words]
    first = next((c for c in el if isinstance(c.tag, str)), None)
    if first is not None and not (el.text or "").strip():
        label = folded(first.text_content())
        if label and words.startswith(label):
            forms.append(words[len(label) :].strip())
    forms += [cut for form in list(forms) if (cut := form.rstrip(_CUT)) != form]
    return [form for form in forms if len(form) >= QUOTED_CHARS]


def quoted_records(records: list[Record]) -> list[tuple[int, int]]:
    """Each record (of the first :data:`CHECKED_RECORDS`) that quotes an earlier one, with
    the record it quotes: an element of the record holds a passage of the earlier one's
    own words, and another element of it, outside that one, a passage of its own that no
    earlier record holds (the reply's answer: a copy of a whole post, a pinned one,
    quotes nothing). Earlier, as a thread runs from its oldest: the earlier record's words
    are its own, the later one's copy of them the quote (which of two records sharing
    words is quoting, the order says where nothing else does). A passage that an earlier
    record holds in the same place of the template is no quote: a member's profile column
    beside each of their posts ("Luca_86 Utente Messaggi: 1.204 Iscritto il: mar 2008")."""
    nodes = {r.node for r in records}
    read = [_read(r, nodes) for r in records[:CHECKED_RECORDS]]
    texts = [text for text, _ in read]
    placed = [{(path, words) for _el, words, path in found} for _text, found in read]
    pairs: list[tuple[int, int]] = []
    stock = max(3.0, STOCK_SHARE * len(read))
    for i in range(1, len(read)):
        earlier = texts[:i]
        passages = [
            (el, words)
            for el, words, path in read[i][1]
            if sum(words in t for t in texts) < stock and not any((path, words) in p for p in placed[:i])
        ]
        quoted = next(
            (
                (el, j)
                for el, words in passages
                for form in _quoted_forms(el, words)
                if (j := next((k for k, t in enumerate(earlier) if form in t), None)) is not None
            ),
            None,
        )
        if quoted is None:
            continue
        box, source = quoted
        inside = {box, *box.iterdescendants(), *box.iterancestors()}
        if any(el not in inside and not any(words in t for t in earlier) for el, words in passages):
            pairs.append((i, source))
    return pairs
