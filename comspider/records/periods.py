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

from itertools import pairwise

from comspider.page_dates import any_date_span
from comspider.records.containers import Candidate
from comspider.records.flatten import FlatDom

#: Periods tried, shortest first (a comment of more rows than this is a table of its own).
PERIODS = (2, 3, 4)
#: Whole periods a run needs before it is read as records (fewer is a coincidence).
MIN_UNITS = 3
#: Records whose children are compared when the records themselves look alike (a cost bound).
MAX_SHAPED = 2000


def group_periodic_runs(flat: FlatDom, cand: Candidate) -> Candidate:
    """``cand`` with each period of its records made one record, or ``cand`` itself."""
    recs = cand.records
    if len(recs) < MIN_UNITS * PERIODS[0]:
        return cand
    parent, end, sig = flat.parent, flat.end, flat.sig
    first_parent = parent[recs[0]]
    # consecutive siblings only: each record's next sibling is the next record
    if any(parent[r] != first_parent for r in recs) or any(end[a] != b for a, b in pairwise(recs)):
        return cand
    sigs: list[object] = [sig[r] for r in recs]
    p = _period(sigs) if len(set(sigs)) > 1 else None
    if p is None and len(recs) <= MAX_SHAPED:
        # the same tag and attributes on some rows (a text row and a "Report abuse" row
        # without attributes, a header row with a colour): their cells tell them apart
        p = _period([(s, _shape(flat.nodes[r])) for s, r in zip(sigs, recs, strict=True)])
    if p is None:
        return cand
    # the unit opens with its header: the first element with a date (the name and
    # date row), else the first that holds text (a spacer row does not)
    phase = next((k for k in range(p) if _has_date(flat, recs[k])), None)
    if phase is None:
        phase = next((k for k in range(p) if _has_text(flat, recs[k])), 0)
    return Candidate(cand.container, recs[phase::p], cand.occurrences, cand.patterns)


def _period(keys: list[object]) -> int | None:
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


def _has_date(flat: FlatDom, i: int) -> bool:
    return any_date_span(flat.nodes[i].text_content()[:400]) is not None


def _has_text(flat: FlatDom, i: int) -> bool:
    return bool(" ".join(flat.nodes[i].text_content().split()))
