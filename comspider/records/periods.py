"""Records that are runs of sibling elements repeating with a period.

Old table layouts write one comment as two or three rows: a header row (name, date), a
row with the text, a spacer row. Every row repeats, so the invariants find each row a
record and the close-coverage rule prefers that finer set; but no row is a comment, a
run of them is. Where a candidate's records are consecutive siblings whose signatures
repeat with a period of 2 to 4 (and no fewer kinds), the run is the record: its first
element the record, the others its extras (:func:`comspider.records.invariants.record_extras`
attaches them by the gaps' common shape).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise

from comspider.page_dates import any_date_span
from comspider.records.containers import MAX_GAP, Candidate
from comspider.records.dom import link_target
from comspider.records.flatten import FlatDom, flat_arrays

#: Periods tried, shortest first (a comment of more rows than this is a table of its own).
PERIODS = (2, 3, 4)
#: Whole periods a run needs before it is read as records (fewer is a coincidence).
MIN_UNITS = 3
#: Records whose children are compared when the records themselves look alike (a cost bound).
MAX_SHAPED = 2000


def group_periodic_runs(flat: FlatDom, cand: Candidate) -> Candidate:
    """``cand`` with each period of its records made one record, or ``cand`` itself."""
    recs = cand.records
    if len(recs) < MIN_UNITS:
        return cand
    parent, end, sig = flat.parent, flat.end, flat.sig
    first_parent = parent[recs[0]]
    if any(parent[r] != first_parent for r in recs):
        return _parts_of_rows(flat, cand) or _headed_rows(flat, cand) or _numbered_heads(flat, cand) or cand
    if any(end[a] != b for a, b in pairwise(recs)):
        # some siblings between the records: a template with no element per comment
        # whose rows the patterns took only in part (the text, the signature, an <hr>)
        return (
            _separated_run(flat, cand)
            or _opened_run(flat, cand)
            or _parted_run(flat, cand)
            or _parted_run(flat, _first_kind(flat, cand))
            or _signed_run(flat, cand)
            or _anchored_run(flat, cand)
            or _stretched_run(flat, cand)
            or cand
        )
    if len(recs) < MIN_UNITS * PERIODS[0]:
        return cand
    sigs: list[object] = [sig[r] for r in recs]
    p = _period(sigs) if len(set(sigs)) > 1 else None
    if p is None and len(recs) <= MAX_SHAPED:
        # the same tag and attributes on some rows (a text row and a "Report abuse" row
        # without attributes, a header row with a colour): their cells tell them apart
        p = _period([(s, _shape(flat.nodes[r])) for s, r in zip(sigs, recs, strict=True)])
    if p is None and len(recs) <= MAX_SHAPED:
        # a reply's rows carry another attribute (a margin) and a text row one paragraph
        # more: the rows' own class names (header, text, footer) still repeat
        classes = [_first_class(flat.nodes[r]) for r in recs]
        p = _period(classes) if None not in classes else None
        if p is not None and any(
            sum(_has_date(flat, r) for r in recs[k : k + p]) > 1 for k in range(0, MIN_UNITS * p, p)
        ):
            p = None  # each part dated ("even", "odd" comments alternating): no parts of one
    if p is None:
        # rows of one kind twice in a comment (its text row and its time row alike), a
        # heading row over the list, an advertisement's row between two comments
        stretched = _stretched_run(flat, cand)
        if stretched is not None:
            return stretched
    if p is None:
        units = _opened_units(flat, recs) if len(recs) <= MAX_SHAPED else None
        return (
            cand
            if units is None
            else Candidate(cand.container, list(units), cand.occurrences, cand.patterns, units)
        )
    return Candidate(cand.container, recs[_phase(flat, recs, p) :: p], cand.occurrences, cand.patterns)


#: Characters of a unit's opener: a name line or a byline, not a comment.
OPENER_CHARS = 120
#: Elements a unit of :func:`_opened_units` may hold (its opener, a date line, paragraphs,
#: a footer): a comment of more paragraphs than this is rare, a section of an article not.
MAX_UNIT = 10


def _opened_units(flat: FlatDom, recs: list[int]) -> dict[int, list[int]] | None:
    """The openers of a run whose units differ in length: a heading or line of one class
    opens each ("h4.name", then a date line, one paragraph or five, a reply's "In reply
    to" line, a footer), as a template with no element per comment writes them. The run
    opens with one; every unit holds at most one dated element and text besides its
    opener, and most units one date (a comment's). Each opener -> the rest of its unit;
    None when the run is not such."""
    keys = [_first_class(flat.nodes[r]) for r in recs]
    opener = keys[0]
    if opener is None:
        return None
    starts = [k for k, key in enumerate(keys) if key == opener]
    if len(starts) < MIN_UNITS or len(starts) == len(recs):
        return None
    dated = 0
    units: dict[int, list[int]] = {}
    for a, b in pairwise([*starts, len(recs)]):
        if not 2 <= b - a <= MAX_UNIT or not any(_has_text(flat, r) for r in recs[a + 1 : b]):
            return None
        if len(" ".join(flat.nodes[recs[a]].text_content().split())) > OPENER_CHARS:
            return None  # an opener that says this much is a comment of its own, not its heading
        if any(_first_class(d) == opener for r in recs[a + 1 : b] for d in flat.nodes[r].iter()):
            return None  # a unit holding units: replies nested in a box, not a flat run
        dates = sum(_has_date(flat, r) for r in recs[a:b])
        if dates > 1:
            return None  # each part dated: no parts of one comment
        dated += dates
        units[recs[a]] = recs[a + 1 : b]
    return units if dated * 2 >= len(starts) else None


def _phase(flat: FlatDom, run: list[int], p: int) -> int:
    """Where a unit of ``run`` (period ``p``) opens: right after its separator
    (:func:`_after_separator`), which ends a comment whatever order its name and text
    come in; else at its header, the first element with a date (the name and date row),
    else at the first that holds text (a spacer row does not)."""
    after = _after_separator(flat, run, p)
    if after is not None:
        return after
    phase = next((k for k in range(p) if _has_date(flat, run[k])), None)
    if phase is None:
        phase = next((k for k in range(p) if _has_text(flat, run[k])), 0)
    return phase


def _separated_run(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The records of a run of siblings that repeats with a period and holds ``cand``'s
    records, each period one record opening after its separator; None when the run has
    no separator or does not repeat."""
    recs = cand.records
    container = flat.parent[recs[0]]
    kids = _children(flat, container)
    position = {k: n for n, k in enumerate(kids)}
    start, stop = position[recs[0]], position[recs[-1]] + 1
    keys = [flat.sig[k] for k in kids]
    for p in PERIODS:
        if stop - start > p and all(keys[i] == keys[i + p] for i in range(start, stop - p)):
            break
    else:
        return None
    # the run goes on before the first record and after the last as long as it repeats
    while start > 0 and keys[start - 1] == keys[start - 1 + p]:
        start -= 1
    while stop < len(kids) and keys[stop] == keys[stop - p]:
        stop += 1
    if _period(keys[start:stop]) != p:
        return None
    run = kids[start:stop]
    after = _after_separator(flat, run, p)
    if after is None:
        return None
    units = run[after::p]
    if len(units) < MIN_UNITS:
        return None
    # The first comment may be longer than the period (two paragraphs before its signature
    # where the others have one): its paragraphs before the run, back to a separator or a
    # heading, are its own.
    first = start + after
    lead = _opening(flat, kids, first, {keys[i] for i in range(first, first + p)})
    if lead == first:
        return Candidate(cand.container, units, cand.occurrences, cand.patterns)
    parts = {kids[lead]: kids[lead + 1 : first + p]}
    parts.update(
        {u: run[k + 1 : k + p] for k, u in zip(range(after + p, len(run), p), units[1:], strict=True)}
    )
    return Candidate(cand.container, list(parts), cand.occurrences, cand.patterns, parts)


def _opened_run(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The records of a run of siblings whose units differ in length (:func:`_opened_units`)
    and hold ``cand``'s records (the patterns took a part of each: its paragraphs, its
    footer): the run opens at the first of the siblings before the first record that are
    none, and ends with the last record. None when it is no such run."""
    recs = cand.records
    container = flat.parent[recs[0]]
    if any(flat.parent[r] != container for r in recs):
        return None
    kids = _children(flat, container)
    position = {k: n for n, k in enumerate(kids)}
    taken = set(recs)
    start = position[recs[0]]
    while start > 0 and kids[start - 1] not in taken and position[recs[0]] - start < MAX_UNIT:
        start -= 1
    if start == position[recs[0]]:
        return None  # nothing opens the first unit before its record
    units = _opened_units(flat, kids[start : position[recs[-1]] + 1])
    if units is None:
        return None
    return Candidate(cand.container, list(units), cand.occurrences, cand.patterns, units)


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


def _placed(flat: FlatDom, cand: Candidate) -> tuple[list[int], list[int]] | None:
    """The children of the container of ``cand``'s records and the records' places among
    them; None for fewer than :data:`MIN_UNITS` records or records of several parents."""
    recs = cand.records
    container = flat.parent[recs[0]]
    if len(recs) < MIN_UNITS or any(flat.parent[r] != container for r in recs):
        return None
    kids = _children(flat, container)
    position = {k: n for n, k in enumerate(kids)}
    return kids, [position[r] for r in recs]


def _opening(flat: FlatDom, kids: list[int], at: int, kinds: set[object] | None = None) -> int:
    """Where the unit holding ``kids[at]`` opens: the siblings before it back to a separator
    or a heading (of ``kinds`` only, when given), :data:`MAX_UNIT` at most."""
    start = at
    while start > 0 and at - start < MAX_UNIT:
        el = flat.nodes[kids[start - 1]]
        if (
            _is_separator(el)
            or el.tag in _HEADINGS
            or (kinds is not None and flat.sig[kids[start - 1]] not in kinds)
        ):
            break
        start -= 1
    return start


def _parted_run(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The records of a run of siblings parted by separators (``<hr>``) whose units differ
    in length (a comment of one paragraph or two, then its signature): each unit, from
    after a separator (the first from after the heading or the separator before it) to
    the next, holds one of ``cand``'s records and is one record. None when it is no such
    run: a gap between two records without exactly one separator, or a unit longer than
    :data:`MAX_UNIT`."""
    placed = _placed(flat, cand)
    if placed is None:
        return None
    kids, at = placed
    bounds: list[int] = []  # the separator between each two records
    for a, b in pairwise(at):
        between = [n for n in range(a + 1, b) if _is_separator(flat.nodes[kids[n]])]
        if len(between) != 1:
            return None
        bounds.append(between[0])
    # the first unit opens after the separator, heading or record-less run before it
    start = _opening(flat, kids, at[0])
    if at[0] - start >= MAX_UNIT:
        return None
    # the last unit ends at the next separator or heading (at most a unit's length on)
    stop = at[-1] + 1
    while stop < len(kids) and stop - at[-1] < MAX_UNIT:
        el = flat.nodes[kids[stop]]
        if _is_separator(el) or el.tag in _HEADINGS:
            break
        stop += 1
    edges = [start, *(b + 1 for b in bounds)]
    ends = [*bounds, stop]
    units: dict[int, list[int]] = {}
    for lo, hi in zip(edges, ends, strict=True):
        members = kids[lo:hi]
        if not members or len(members) > MAX_UNIT:
            return None
        units[members[0]] = members[1:]
    if len(units) != len(cand.records) or not any(units.values()):
        return None  # one element a unit: the records themselves
    return Candidate(cand.container, list(units), cand.occurrences, cand.patterns, units)


def _signed_run(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The records of a run parted by separators (``<hr>``) whose records are the parts of
    each unit (a comment's paragraphs, one or two, then its signature line): the records
    between two separators are one unit, from its first record to its last. A unit is
    told by one kind of element that each unit holds exactly once (its signature, its
    byline); a list with a rule here and there has no such kind. A part before the first
    rule without that kind is a note over the entries, and left out. None when it is no such
    run: a gap of more than one separator, fewer than :data:`MIN_UNITS` units, a unit
    longer than :data:`MAX_UNIT`, or one element a unit."""
    placed = _placed(flat, cand)
    if placed is None:
        return None
    kids, at = placed
    spans: list[list[int]] = [[at[0], at[0]]]
    for a, b in pairwise(at):
        between = [n for n in range(a + 1, b) if _is_separator(flat.nodes[kids[n]])]
        if len(between) > 1:
            return None
        if between:
            spans.append([b, b])
        else:
            spans[-1][1] = b
    if len(spans) < MIN_UNITS or all(lo == hi for lo, hi in spans):
        return None
    members = [kids[lo : hi + 1] for lo, hi in spans]
    if any(len(m) > MAX_UNIT for m in members):
        return None
    # an element's kind with its children's: a signature line's <br> and <small> tell it
    # from the paragraphs of text, which have the same tag and attributes
    counts = [Counter((flat.sig[k], _shape(flat.nodes[k])) for k in unit) for unit in members]
    if not any(all(c[key] == 1 for c in counts) for key in counts[0]):
        # a note before the first rule ("Letters are edited for length") is no entry: the
        # entries after it each hold the kind once, the note none of it
        if not any(all(c[key] == 1 for c in counts[1:]) and not counts[0][key] for key in counts[1]):
            return None
        members = members[1:]
        if len(members) < MIN_UNITS:
            return None
    units = {unit[0]: unit[1:] for unit in members}
    return Candidate(cand.container, list(units), cand.occurrences, cand.patterns, units)


#: Siblings a unit opened by an anchor may hold: a template with no element per comment
#: writes its name, place, time, line breaks, text and each control as siblings of their own.
MAX_ANCHORED = 30


def _anchored_run(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The records of a run of siblings each opened by an empty named anchor (``<a
    name="r8800"></a>``, the permalink target of a template with no element per comment):
    the patterns took the anchors alone. Each unit runs from its anchor to the next; the
    last ends with an element of the kind that ends every other unit (its rule, its
    controls' line), or it is as long as the one before it. Each unit holds text and is
    longer than the gaps :func:`~comspider.records.invariants.record_extras` gives their
    records (an anchor before each comment's box). None when the records are not such
    anchors."""
    recs = cand.records
    if len(recs) < MIN_UNITS or not all(link_target(flat.nodes[r]) for r in recs):
        return None
    kids = _children(flat, flat.parent[recs[0]])
    position = {k: n for n, k in enumerate(kids)}
    at = [position[r] for r in recs]
    units: dict[int, list[int]] = {}
    for a, b in pairwise(at):
        units[kids[a]] = kids[a + 1 : b]
    closing = {flat.sig[members[-1]] for members in units.values() if members}
    rest = kids[at[-1] + 1 : at[-1] + 1 + MAX_ANCHORED]
    cut = next((k for k, el in enumerate(rest) if flat.nodes[el].tag in _HEADINGS), len(rest))
    rest = rest[:cut]
    ends = [k for k, el in enumerate(rest) if flat.sig[el] in closing] if len(closing) == 1 else []
    last = rest[: ends[0] + 1] if ends else rest[: len(units[kids[at[-2]]])]
    units[kids[at[-1]]] = last
    if any(not members or len(members) > MAX_ANCHORED for members in units.values()):
        return None
    if any(len(members) <= MAX_GAP + 1 for members in units.values()):
        return None  # an anchor and its comment's box (or a heading): the gaps record_extras attaches
    if not all(any(_holds_text(flat.nodes[m]) for m in members) for members in units.values()):
        return None
    return Candidate(cand.container, list(units), cand.occurrences, cand.patterns, units)


def _holds_text(el: object) -> bool:
    """Text in the element or right after it (a bare text node after a ``<br>``)."""
    return bool((el.text_content() or "").strip() or (el.tail or "").strip())  # type: ignore[attr-defined]


def _first_kind(flat: FlatDom, cand: Candidate) -> Candidate:
    """``cand`` with only the records of its first record's signature: the patterns took
    two parts of each unit (its "NAME wrote:" line and its "3 days ago · Reply" line, the
    text between them not), and the units are parted by a separator between each two of
    the first parts (told apart by their first class: both are ``p[class]``)."""

    def kind(r: int) -> tuple[object, object]:
        return flat.sig[r], _first_class(flat.nodes[r])

    first = kind(cand.records[0])
    recs = [r for r in cand.records if kind(r) == first]
    return Candidate(cand.container, recs, cand.occurrences, cand.patterns)


def _children(flat: FlatDom, container: int) -> list[int]:
    """The container's children, in document order."""
    arrays = flat_arrays(flat)
    lo, hi = int(arrays.child_start[container]), int(arrays.child_start[container + 1])
    return [int(k) for k in arrays.children[lo:hi]]


def _after_separator(flat: FlatDom, run: list[int], p: int) -> int | None:
    """The place in a period of ``run`` right after its one separator; None without one
    separator exactly."""
    separators = [k for k in range(p) if _is_separator(flat.nodes[run[k]])]
    return (separators[0] + 1) % p if len(separators) == 1 else None


def _is_separator(el: object) -> bool:
    """An ``<hr>``, or a table row that shows nothing (an old layout's spacer row). An
    empty ``<div>`` or ``<span>`` is not: an icon or an avatar drawn by CSS sits inside
    a comment as well as between two."""
    tag = el.tag  # type: ignore[attr-defined]
    if tag == "hr":
        return True
    if tag != "tr" or el.text_content().strip():  # type: ignore[attr-defined]
        return False
    return all(d.tag in _SPACER_PARTS for d in el.iterdescendants() if isinstance(d.tag, str))  # type: ignore[attr-defined]


#: What a spacer row may hold.
_SPACER_PARTS = frozenset({"td", "th", "img", "br"})


def _stretched_run(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """``cand`` as the periods of its longest periodic stretch (:func:`_stretch`), or None."""
    if len(cand.records) > MAX_SHAPED:
        return None
    units = _stretch(flat, cand.records)
    return (
        None
        if units is None
        else Candidate(cand.container, list(units), cand.occurrences, cand.patterns, units)
    )


#: Share of a run's rows a periodic stretch must cover (the rest: a heading row, an
#: advertisement's row, a closing "log in to post" row).
STRETCH_SHARE = 0.8


def _stretch(flat: FlatDom, recs: list[int]) -> dict[int, list[int]] | None:
    """The rows of the comments in a run whose rows repeat with a period but not each
    row of a kind of its own ("NAME says..." / text / time and "Report this post", the
    last two alike), once rows of a kind too rare to repeat are left out: the periods of
    the longest periodic stretch, each opened by the one row of its kind in the period
    (opener -> the period's other rows). None when no such stretch covers most of the
    run, or a period holds more than one dated row or no text beside its opener."""
    keys = [(flat.sig[r], _shape(flat.nodes[r])) for r in recs]
    counts = Counter(keys)
    kept = [(r, k) for r, k in zip(recs, keys, strict=True) if counts[k] >= MIN_UNITS]
    rows, ks = [r for r, _ in kept], [k for _, k in kept]
    for p in PERIODS:
        start, stop = _longest_periodic(ks, p)
        units = (stop - start) // p
        if units < MIN_UNITS:
            continue
        pattern = ks[start : start + p]
        alone = [i for i in range(p) if pattern.count(pattern[i]) == 1]
        if len(set(pattern)) < 2 or len(alone) != 1:
            continue
        if units * p < STRETCH_SHARE * len(recs):
            continue
        opener = start + alone[0]
        if opener + units * p > stop:
            units -= 1  # the last period cut short by the stretch's end
        if units < MIN_UNITS:
            continue
        out: dict[int, list[int]] = {}
        for k in range(opener, opener + units * p, p):
            members = rows[k : k + p]
            if sum(_has_date(flat, r) for r in members) > 1 or not any(
                _has_text(flat, r) for r in members[1:]
            ):
                return None  # each row dated, or an opener alone: no parts of one comment
            out[members[0]] = members[1:]
        return out
    return None


def _longest_periodic(keys: Sequence[object], p: int) -> tuple[int, int]:
    """``(start, stop)`` of the longest stretch of ``keys`` where each key equals the one
    ``p`` places after it."""
    best = (0, 0)
    start = 0
    for i in range(len(keys) - p + 1):
        if i + p < len(keys) and keys[i] == keys[i + p]:
            continue
        stop = i + p  # keys[start:stop] is periodic
        if stop - start > best[1] - best[0]:
            best = (start, stop)
        start = i + 1
    return best


def _period(keys: Sequence[object]) -> int | None:
    """The shortest of :data:`PERIODS` with which ``keys`` repeat, each period's keys
    all different, over :data:`MIN_UNITS` periods at least."""
    for p in PERIODS:
        if len(keys) < MIN_UNITS * p:
            break
        if len(set(keys[:p])) == p and all(keys[i] == keys[i + p] for i in range(len(keys) - p)):
            return p
    return None


def _shape(el: object) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The tags and attribute names of an element's children."""
    return tuple((c.tag, tuple(sorted(c.keys()))) for c in el if isinstance(c.tag, str))  # type: ignore[attr-defined]


def _first_class(el: object) -> tuple[str, str] | None:
    """An element's tag and first class name (None without one)."""
    cls = (el.get("class") or "").split()  # type: ignore[attr-defined]
    if not cls or cls[0] in ("even", "odd", "alt"):
        return None  # a class that alternates from record to record names no part
    return (el.tag, cls[0])  # type: ignore[attr-defined]


def _has_date(flat: FlatDom, i: int) -> bool:
    return any_date_span(flat.nodes[i].text_content()[:400]) is not None


def _has_text(flat: FlatDom, i: int) -> bool:
    return bool(" ".join(flat.nodes[i].text_content().split()))


#: Parts of one record side by side in a row at most (a profile cell, a text cell, a tools cell).
MAX_PARTS = 3


def _parts_of_rows(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The rows whose cells the records are: each record's parent holds, as all its
    elements, the same two or three records, each of its own class in the same order (a
    forum's ``tr`` of a ``td.profile`` and a ``td.post``), so the row is the record. None
    when the records are not such."""
    parent, end = flat.parent, flat.end
    groups: dict[int, list[int]] = {}
    for r in cand.records:
        groups.setdefault(parent[r], []).append(r)
    if len(groups) < MIN_UNITS or -1 in groups:
        return None
    sizes = {len(g) for g in groups.values()}
    if len(sizes) != 1 or not 2 <= next(iter(sizes)) <= MAX_PARTS:
        return None
    kinds = {tuple(_first_class(flat.nodes[r]) for r in g) for g in groups.values()}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    if None in kind or len(set(kind)) != len(kind):
        return None
    for row, parts in groups.items():
        children, j = [], row + 1
        while j < end[row]:
            children.append(j)
            j = end[j]
        if children != parts:
            return None  # the row holds more than the parts
    rows = sorted(groups)
    if any(not cand.container < row < end[cand.container] for row in rows):
        return None
    return Candidate(cand.container, rows, cand.occurrences, cand.patterns)


def _headed_rows(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The records of a thread written as pairs of rows, a header row (the name, the time,
    the actions) and the text's row after it, the replies' tables inside the text's row:
    the records are rows of two classes, each row of the first followed by a row of the
    second, at every depth. Each header row with the row after it is one record; None
    when the records are not such."""
    nodes, end, parent = flat.nodes, flat.end, flat.parent
    kinds = [_first_class(nodes[r]) for r in cand.records]
    if None in kinds or len(set(kinds)) != 2:
        return None
    tags = {nodes[r].tag for r in cand.records}
    if tags != {"tr"}:
        return None
    first = kinds[0]
    heads = [r for r, k in zip(cand.records, kinds, strict=True) if k == first]
    if len(heads) < MIN_UNITS:
        return None
    units: dict[int, list[int]] = {}
    for head in heads:
        after = end[head]
        if after >= len(flat) or parent[after] != parent[head] or _first_class(nodes[after]) == first:
            return None
        if _first_class(nodes[after]) not in kinds:
            return None
        units[head] = [after]
    if not all(_has_date(flat, h) for h in heads[:MIN_UNITS]):
        return None  # a header row shows when
    return Candidate(cand.container, heads, cand.occurrences, cand.patterns, units)


#: Longest text of a numbering row ("ความคิดเห็นที่ ๑-๑", "Reply #2-1", "Kommentar Nr. 3-1").
NUMBER_ROW_CHARS = 40
_DIGITS = re.compile(r"\d+")


def _numbered_heads(flat: FlatDom, cand: Candidate) -> Candidate | None:
    """The records of a thread whose replies take two rows each, a numbering row ("Comment
    no. 1-1") and the row with the reply after it, in a table of their own inside the
    parent's record (the parent a row of another shape): each numbering row with the row
    after it is one record. The numbering rows read alike but for their numbers, say no
    more than a label and a number and show no date; two of them at least. None when the
    records hold no such pairs."""
    nodes, end, parent = flat.nodes, flat.end, flat.parent
    taken = set(cand.records)
    units: dict[int, list[int]] = {}
    bodies: set[int] = set()
    labels: set[str] = set()
    for r in cand.records:
        after = end[r]
        if r in bodies or after >= len(flat) or after not in taken or parent[after] != parent[r]:
            continue
        label = _number_row(flat, r)
        if label is None or _number_row(flat, after) is not None:
            continue
        labels.add(label)
        units[r] = [after]
        bodies.add(after)
    if len(units) < 2 or len(labels) != 1 or any(nodes[r].tag != nodes[u[0]].tag for r, u in units.items()):
        return None
    records = [r for r in cand.records if r not in bodies]
    return Candidate(cand.container, records, cand.occurrences, cand.patterns, units)


def _number_row(flat: FlatDom, i: int) -> str | None:
    """A row that says a label and a number only ("ความคิดเห็นที่ ๑-๑"): its text with the
    numbers masked, else None."""
    text = " ".join(flat.nodes[i].text_content().split())
    if not text or len(text) > NUMBER_ROW_CHARS or not _DIGITS.search(text) or _has_date(flat, i):
        return None
    return _DIGITS.sub("#", text)
