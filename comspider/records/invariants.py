"""Web record extraction with invariants (Chen, Meng, Dragut, PVLDB 16(4), 2022).

``find_sections(html_or_root)`` returns every record section of a page (comments,
related articles, menus...), each with its record containers, nested replies as
``Record.parent``/``depth`` and the invariant subtrees found in each record. Which of
them are comments is decided later, by the comment-section classifier
(:mod:`comspider.sections.classifier`).

Steps: DOM -> structure codes (``flatten``) -> frequent sibling-subtree patterns from a
suffix array (``patterns``) -> records and sections by climbing the invariant path
(``records``) -> candidates of all patterns merged here.
"""

from __future__ import annotations

import bisect
import logging
import time
from collections import Counter
from collections.abc import Mapping
from collections.abc import Sequence as Seq
from dataclasses import dataclass
from itertools import chain, pairwise
from typing import Any

import numpy as np
from lxml import html as lxml_html

from comspider import renamed_settings
from comspider import settings as defaults
from comspider.gc_pause import without_gc
from comspider.page_dates import any_date_span
from comspider.records.anchored_terms import anchored_term_sections, attach_definitions
from comspider.records.answer_boxes import add_answer_boxes
from comspider.records.answer_lists import merge_answer_lists
from comspider.records.bylines import byline_sections
from comspider.records.completion import complete_records
from comspider.records.containers import ARRAY_MIN, MAX_GAP, MAX_WALK, Candidate, nesting, reconstruct
from comspider.records.continued_replies import continue_folded_replies
from comspider.records.dom import as_root, kind_of, link_target, list_box
from comspider.records.flatten import FlatDom, flat_arrays, flatten
from comspider.records.header_bodies import header_bodies
from comspider.records.indentation import nest_by_indentation
from comspider.records.lead_in import drop_lead_in
from comspider.records.model import Record, RecordSection
from comspider.records.named_paragraphs import named_paragraph_sections
from comspider.records.nested_pairs import add_nested_pairs
from comspider.records.nested_runs import add_nested_runs
from comspider.records.numbered_records import add_numbered_records
from comspider.records.patterns import Pattern, mine_patterns
from comspider.records.periods import group_periodic_runs
from comspider.records.pingbacks import drop_pingbacks
from comspider.records.record_variants import add_record_variants, add_reply_cards
from comspider.records.replies import attach_reply_sections
from comspider.records.reply_wrappers import unwrap_reply_containers
from comspider.records.sequence import Sequence, exact_sequence, shape_sequence
from comspider.records.singles import attach_numbered_parts, in_document_order, named_sections
from comspider.records.term_groups import group_terms
from comspider.records.visibility import drop_invisible, hidden
from comspider.records.work_budget import WorkBudget
from comspider.records.wrapping import own_chars

log = logging.getLogger(__name__)

# The defaults of library calls are the crawl's (comspider/settings.py, written once).
DEFAULT_FT: int = defaults.COMSPIDER_PATTERN_MIN_OCCURRENCES
DEFAULT_FS: int = defaults.COMSPIDER_PATTERN_MIN_NODES
DEFAULT_CODES: str = defaults.COMSPIDER_EXTRACTION_CODES
DEFAULT_NAMED: bool = defaults.COMSPIDER_NAMED_RECORDS
DEFAULT_BYLINES: bool = defaults.COMSPIDER_BYLINE_RECORDS
METHOD = "invariants"
#: The structure codes a section is mined with (COMSPIDER_EXTRACTION_CODES).
CODES = ("exact", "shape", "both")


def sequences(flat: FlatDom, codes: str) -> list[Sequence]:
    if codes == "exact":
        return [exact_sequence(flat)]
    if codes == "shape":
        return [shape_sequence(flat)]
    if codes == "both":
        return [exact_sequence(flat), shape_sequence(flat)]
    raise ValueError(f"codes must be exact, shape or both, not {codes!r}")


def min_records_for(ft: int) -> int:
    """Records a section must keep after outliers are dropped: half of F_t, at least 2."""
    return max(2, (ft + 1) // 2)


@dataclass(slots=True)
class ExtractionStats:
    nodes: int = 0
    patterns: int = 0
    candidates: int = 0
    sections: int = 0
    seconds: float = 0.0
    cut_short: bool = False  # the work budget ran out (a page of unclosed tags)


@without_gc
def find_sections(
    root_or_html: lxml_html.HtmlElement | str | bytes,
    *,
    ft: int = DEFAULT_FT,
    fs: int = DEFAULT_FS,
    codes: str = DEFAULT_CODES,
    snapshot: int = 0,
    stats: ExtractionStats | None = None,
    named: bool = DEFAULT_NAMED,
    bylines: bool = DEFAULT_BYLINES,
    hold: list[list[lxml_html.HtmlElement]] | None = None,
) -> list[RecordSection]:
    """Every record section of the page, in document order of their containers.

    ``ft``: minimum occurrences of an invariant pattern; ``fs``: minimum nodes it covers.
    ``codes``: which code sequences to mine: "exact" (the paper's structure codes),
    "shape" (user formatting factored out, see ``sequence``) or "both".
    ``named``: also the sections of comment records that name themselves but repeat no
    invariant (a single comment; ``comspider.records.singles``), and the definition
    lists of anchored terms (``comspider.records.anchored_terms``).
    ``bylines``: also the comments found by their byline (single comments, sibling runs,
    comments without a wrapper; ``comspider.records.bylines``).
    ``hold``: a list that receives the page's elements (every element the layout
    reads, in document order). lxml makes a Python object for an element whenever code
    touches it and frees it when nothing refers to it; the scoring and the fields walk
    the records' elements again and find them made while the caller holds this list
    (in one process, parse and ``extract_comments`` on a page of 51,000 elements: 470
    against 435 ms, and 5 ms more to free them when the page is done).
    Accepts a parsed element (not modified) or a document (str/bytes, any encoding).
    """
    started = time.perf_counter()
    root = as_root(root_or_html)
    flat = flatten(root)
    if hold is not None:
        hold.append(flat.nodes)
    ft = max(2, int(ft))
    fs = max(1, int(fs))
    min_records = min_records_for(ft)
    patterns: list[Pattern] = []
    for seq in sequences(flat, codes):
        patterns.extend(mine_patterns(seq, ft=ft, fs=fs))
    candidates: list[Candidate] = []
    # The exact and the shape sequence often yield the same occurrences: climb once.
    done: dict[tuple[int, ...], list[Candidate]] = {}
    # Innermost known record of every node. A pattern with one occurrence in each of the
    # records of a candidate found already (a second invariant of the same comments)
    # cannot lead anywhere else: it only adds invariants to that candidate.
    owners = _RecordOwners(flat)
    for pattern in patterns:
        occ = pattern.occurrences
        key = (*occ, -len(pattern.offsets))
        previous = done.get(key)
        if previous is not None:
            for cand in previous:
                cand.patterns.append(pattern)
            continue
        known = owners.sole_candidate(occ)
        if known is not None:
            known.patterns.append(pattern)
            continue
        found = reconstruct(flat, pattern, min_records=min_records)
        done[key] = found
        candidates.extend(found)
        for cand in found:
            owners.claim(cand)
    budget = WorkBudget.for_page(len(flat))
    chosen = merge_candidates(flat, candidates, budget)
    for cand in chosen:
        complete_records(flat, cand, budget)
    chosen = [group_periodic_runs(flat, c) for c in chosen]  # a comment of two or three table rows
    sections = [to_section(flat, c, snapshot=snapshot) for c in chosen]
    if named:
        extra = named_sections(root, sections, snapshot=snapshot, flat=flat)
        # and definition lists of anchored terms (one or two comments in <dt>/<dd>)
        extra += anchored_term_sections(root, sections + extra, snapshot=snapshot)
        if extra:
            sections = in_document_order(root, sections + extra)
    if bylines:
        by_byline, replaced = byline_sections(root, sections, snapshot=snapshot, flat=flat)
        if by_byline or replaced:
            kept = [s for i, s in enumerate(sections) if i not in replaced]
            sections = in_document_order(root, kept + by_byline)
    if named:
        # paragraphs opened by their writer's name and a colon, no date (two elements each)
        by_name = named_paragraph_sections(root, sections, snapshot=snapshot)
        if by_name:
            sections = in_document_order(root, sections + by_name)
    sections = attach_numbered_parts(sections)  # a comment's text in a box after its byline's
    sections = attach_reply_sections(sections)
    sections = merge_answer_lists(sections)  # a list of answers linking to the comments they answer
    for section in sections:
        unwrap_reply_containers(section)  # the comments, not the reply containers after them
    for section in sections:
        nest_by_indentation(section)  # replies shown only by their inline indentation
    for section in sections:
        add_record_variants(section)  # records and replies in other markup than their siblings'
        attach_definitions(section)  # a nested reply's term with its definition, as the others'
        add_nested_pairs(section)  # dt/dd replies in a dl inside their parent's dd
        add_numbered_records(section)  # records of another shape numbered in the records' id scheme
        add_reply_cards(section)  # replies in a box of their own inside the parent's card
        add_nested_runs(section)  # header-and-body replies inside their parent's body
        add_answer_boxes(section)  # one voice's answers boxed at the end of the comments they answer
        group_terms(section)  # a thread written as a definition list: one comment per term group
    for section in sections:
        drop_invisible(section)
        drop_pingbacks(section)  # other blogs' link notices, in the comments' template
        drop_lead_in(section)  # the story's own boxes before its comments in one container
    sections = [s for s in sections if s.records]
    for section in sections:
        section.container = list_box(section.container)  # a table, whether its body is written or not
    if stats is not None:
        stats.nodes = len(flat)
        stats.patterns = len(patterns)
        stats.candidates = len(candidates)
        stats.sections = len(sections)
        stats.seconds = time.perf_counter() - started
        stats.cut_short = budget.told
    return sections


_FEW = 16  # occurrences looked up one by one


class _RecordOwners:
    """The innermost record of every node among the candidates found so far (a later
    candidate's records overwrite earlier ones), and each record's candidate."""

    def __init__(self, flat: FlatDom) -> None:
        self.end = flat_arrays(flat).end
        self.owner = np.full(len(flat), -1, dtype=np.int64)
        self.cand_no = np.full(len(flat), -1, dtype=np.int64)  # record -> its candidate
        self.cands: list[Candidate] = []

    def sole_candidate(self, occ: list[int]) -> Candidate | None:
        """The candidate that holds each occurrence in a record of its own, if one does."""
        if len(occ) <= _FEW:
            # Most patterns occur a few times: element by element beats numpy's overhead.
            owner, cand_no = self.owner.item, self.cand_no.item
            few = [owner(o) for o in occ]
            if min(few) < 0:
                return None
            first = cand_no(few[0])
            if any(cand_no(w) != first for w in few) or len(set(few)) != len(few):
                return None
            return self.cands[first]
        owners = self.owner[occ]
        cand_nos = self.cand_no[owners]
        first = int(cand_nos[0])
        if int(owners.min()) < 0 or (cand_nos != first).any():
            return None
        # distinct: increasing, as they usually are, or else no two equal once sorted
        # (not ``np.unique``: its first call imports numpy.ma, 10 ms of a big page's run)
        if not (owners[1:] > owners[:-1]).all():
            ordered = np.sort(owners)
            if (ordered[1:] == ordered[:-1]).any():
                return None
        return self.cands[first]

    def claim(self, cand: Candidate) -> None:
        no = len(self.cands)
        self.cands.append(cand)
        recs = np.array(cand.records, dtype=np.int64)
        ends = self.end[recs]
        self.cand_no[recs] = no
        if recs.size > 1 and (np.maximum.accumulate(ends)[:-1] > recs[1:]).any():
            for r, e in zip(cand.records, ends.tolist(), strict=True):
                self.owner[r:e] = r  # ascending: nested records overwrite their parents
            return
        # Disjoint records: every node of each, at once.
        sizes = ends - recs
        starts = np.repeat(recs - (np.cumsum(sizes) - sizes), sizes)
        self.owner[starts + np.arange(starts.size, dtype=np.int64)] = np.repeat(recs, sizes)


class InvariantSectionFinder:
    """The ``SectionFinder`` of the pipelines: ``COMSPIDER_PATTERN_MIN_OCCURRENCES`` (F_t) /
    ``COMSPIDER_PATTERN_MIN_NODES`` (F_s)."""

    def __init__(
        self,
        ft: int = DEFAULT_FT,
        fs: int = DEFAULT_FS,
        codes: str = DEFAULT_CODES,
        named: bool = DEFAULT_NAMED,
        bylines: bool = DEFAULT_BYLINES,
    ) -> None:
        self.ft = ft
        self.fs = fs
        self.codes = codes
        self.named = named
        self.bylines = bylines
        self.crawl_stats: Any = None  # the crawl's stats collector, when built by a crawler
        if codes not in CODES:
            raise ValueError(f"COMSPIDER_EXTRACTION_CODES must be one of {sorted(CODES)}")

    @classmethod
    def from_settings(cls, settings: Any) -> InvariantSectionFinder:
        return cls(
            ft=renamed_settings.getint(settings, "COMSPIDER_PATTERN_MIN_OCCURRENCES"),
            fs=renamed_settings.getint(settings, "COMSPIDER_PATTERN_MIN_NODES"),
            codes=settings["COMSPIDER_EXTRACTION_CODES"],
            named=settings.getbool("COMSPIDER_NAMED_RECORDS"),
            bylines=settings.getbool("COMSPIDER_BYLINE_RECORDS"),
        )

    @classmethod
    def from_crawler(cls, crawler: Any) -> InvariantSectionFinder:
        finder = cls.from_settings(crawler.settings)
        finder.crawl_stats = crawler.stats
        return finder

    def find_sections(self, root: lxml_html.HtmlElement | str | bytes) -> list[RecordSection]:
        """Never raises: a page that breaks the extractor is logged and has no sections."""
        stats = ExtractionStats()
        try:
            found = find_sections(
                root,
                ft=self.ft,
                fs=self.fs,
                codes=self.codes,
                named=self.named,
                bylines=self.bylines,
                stats=stats,
            )
        except Exception as exc:  # noqa: BLE001 - one bad page must not stop the crawl
            log.warning(
                "record extraction failed (%s: %s); no sections for this page", type(exc).__name__, exc
            )
            return []
        if stats.cut_short and self.crawl_stats is not None:  # its warning is logged already
            self.crawl_stats.inc_value("comspider/extraction/cut_short")
        return found

    def __repr__(self) -> str:
        return (
            f"InvariantSectionFinder(ft={self.ft}, fs={self.fs}, codes={self.codes!r}, "
            f"named={self.named}, bylines={self.bylines})"
        )


# ---------------------------------------------------------------------------------------
# Merging the candidates of all patterns
# ---------------------------------------------------------------------------------------


def _coverage(flat: FlatDom, cand: Candidate) -> float:
    end = flat.end
    covered = 0
    reach = -1
    for r in cand.records:  # ascending: skip nested ones
        if r >= reach:
            covered += end[r] - r
            reach = end[r]
    return covered / max(1, end[cand.container] - cand.container)


#: Share of a record set's records of its commonest kind (tag and first class) for it to
#: be of one kind: all of them (a day's list among reply lists is another kind).
ONE_KIND = 1.0
#: Share of a set's records that must hold an element of another set's kind for them to
#: be the lists that hold its records.
ONE_KIND_INSIDE = 0.8


def _of_one_kind(flat: FlatDom, cand: Candidate) -> bool:
    """Whether most of the candidate's records are of one kind (:data:`ONE_KIND`)."""
    kinds = Counter(kind_of(flat.nodes[r]) for r in cand.records)
    return not kinds or kinds.most_common(1)[0][1] >= ONE_KIND * len(cand.records)


def _lists_of(flat: FlatDom, outer: Candidate, inner: Candidate) -> bool:
    """Whether most of ``outer``'s records are lists of ``inner``'s kind: each holds, as a
    child, an element of the tag and first class of ``inner``'s records."""
    kind = kind_of(flat.nodes[inner.records[0]])
    nodes = flat.nodes
    lists = sum(
        1 for r in outer.records if any(kind_of(c) == kind for c in nodes[r] if isinstance(c.tag, str))
    )
    return lists >= ONE_KIND_INSIDE * len(outer.records)


def merge_candidates(
    flat: FlatDom, candidates: list[Candidate], budget: WorkBudget | None = None
) -> list[Candidate]:
    """Same container: one record set (the one covering the container best; the
    invariants of the others are kept). Nested containers with overlapping records: the
    section with more records. Other overlaps (a list inside one record) are kept.
    Candidates not compared before ``budget`` ran out are dropped (the smallest)."""
    by_container: dict[int, dict[tuple[int, ...], Candidate]] = {}
    for cand in candidates:
        group = by_container.setdefault(cand.container, {})
        key = tuple(cand.records)
        have = group.get(key)
        if have is None:
            group[key] = Candidate(
                cand.container, list(cand.records), list(cand.occurrences), list(cand.patterns)
            )
        else:
            have.occurrences.extend(cand.occurrences)
            have.patterns.extend(cand.patterns)

    per_container: list[Candidate] = []
    for group in by_container.values():
        options = list(group.values())
        scored = [(_coverage(flat, c), len(c.records), c) for c in options]
        top_cov = max(s[0] for s in scored)
        # Close coverage: prefer the finer record set (comments rather than threads); a set
        # of several kinds whose records hold a set of one kind holds its records (the lists
        # of a thread under day headings and the reply lists inside them: its comments).
        close = [s for s in scored if s[0] >= 0.9 * top_cov]
        best = max(close, key=lambda s: (s[1], s[0]))[2]
        if not _of_one_kind(flat, best):
            inner = [c for _, _, c in close if _of_one_kind(flat, c) and _lists_of(flat, best, c)]
            if inner:
                best = max(inner, key=lambda c: (len(c.records), _coverage(flat, c)))
        # The same comments with their replies as records of their own: a record set
        # with one outermost record in each of ``best``'s and more nested inside them
        # (the reply a card holds) is finer, though it leaves the avatar column out of
        # its coverage (not a small part of each, a footer's link lists).
        finer = [
            c
            for c in options
            if len(c.records) > len(best.records)
            and _coverage(flat, c) >= REFINED_COVERAGE * _coverage(flat, best)
            and _refines(flat, c, best)
        ]
        if finer:
            best = max(finer, key=lambda c: (len(c.records), _coverage(flat, c)))
        replies = _replies_inside(flat, best, options)
        for other in options:
            if other is not best:
                best.occurrences.extend(other.occurrences)
                best.patterns.extend(other.patterns)
        if len(options) > 1:
            _union_parallel_records(flat, best, [o for o in options if o is not best])
        if replies:
            best.records = sorted(set(best.records) | set(replies))
        per_container.append(best)

    per_container.sort(key=lambda c: (-len(c.records), c.container))
    accepted: list[Candidate] = []
    accepted_sets: list[set[int]] = []
    end = flat.end
    for cand in per_container:
        merged_into = None
        lo, hi = cand.container, end[cand.container]
        # Only candidates whose containers overlap this one's can be of its kind.
        overlapping = [
            (acc, acc_set)
            for acc, acc_set in zip(accepted, accepted_sets, strict=True)
            if lo < end[acc.container] and acc.container < hi
        ]
        if budget is not None and not budget.spend(
            sum(1 + len(cand.records) + len(acc.records) for acc, _ in overlapping) + len(accepted)
        ):
            break
        for acc, acc_set in overlapping:
            if _same_kind(flat, cand, acc, acc_set):
                merged_into = acc
                break
        if merged_into is None:
            accepted.append(cand)
            accepted_sets.append(set(cand.records))  # its records stay as they are here
        else:
            merged_into.occurrences.extend(cand.occurrences)
            merged_into.patterns.extend(cand.patterns)
    accepted.sort(key=lambda c: c.container)
    return accepted


def _replies_inside(flat: FlatDom, best: Candidate, options: list[Candidate]) -> list[int]:
    """Records of another set of the same container that sit inside ``best``'s records,
    each dated, and not one in every record (a part of each card is in every one): the
    replies a card holds in markup of their own (another class, another tag, no avatar),
    which no invariant shares with the cards. A list inside a comment is not dated item by item."""
    end = flat.end
    starts = list(best.records)
    found: list[int] = []
    outer: list[int] | None = None  # each of best's records' nearest record holding it
    for other in options:
        if other is best or len(other.records) < 2 or other.container != best.container:
            continue
        if outer is None:
            outer = nesting(flat, starts)
        hosts = []
        for r in other.records:
            k = bisect.bisect_right(starts, r) - 1
            # the nearest record of best's starting before it, else the records holding it
            while k >= 0 and not (starts[k] < r < end[starts[k]]):
                k = outer[k]
            hosts.append(k)
        if min(hosts) < 0:
            continue
        per_record = Counter(hosts)
        if len(per_record) == len(starts) and all(n == 1 for n in per_record.values()):
            continue  # one in each: a part of the template, not replies
        if not all(_dated(flat.nodes[r]) for r in other.records):
            continue
        if _kind_held_apart(flat, [starts[k] for k in set(hosts)], other.records):
            continue
        found.extend(other.records)
    return found


def _kind_held_apart(flat: FlatDom, hosts: list[int], inner: list[int]) -> bool:
    """Whether a host holds, outside ``inner``, an element of their class (a thread's
    wrapper holds its first comment in the replies' own markup: the wrapper is no card,
    and its comments are read when the wrapper is unwrapped)."""
    shared: set[str] | None = None
    for r in inner:
        tokens = set((flat.nodes[r].get("class") or "").split())
        shared = tokens if shared is None else shared & tokens
    if not shared:
        return False
    inside = {flat.nodes[r] for r in inner}
    for h in hosts:
        for el in flat.nodes[h].iter():
            if el in inside or not isinstance(el.tag, str):
                continue
            if shared & set((el.get("class") or "").split()) and not any(
                a in inside for a in el.iterancestors()
            ):
                return True
    return False


def _dated(el: lxml_html.HtmlElement) -> bool:
    """Whether an element's own text, its first :data:`DATED_CHARS` characters, shows a date."""
    text = " ".join(el.text_content()[:DATED_CHARS].split())
    return any_date_span(text) is not None


#: Characters of a reply read for its date (its header: the name and the time).
DATED_CHARS = 300


#: Coverage a finer record set with nested replies keeps of the coarser one's (their
#: cards without the avatar column beside them: Waline's cover 0.87 of its items).
REFINED_COVERAGE = 0.75


def _refines(flat: FlatDom, fine: Candidate, coarse: Candidate) -> bool:
    """Does ``fine`` hold one outermost record inside each record of ``coarse`` (and
    nothing outside them), its other records nested in those (replies)?"""
    end = flat.end
    outer = [r for r, p in zip(fine.records, nesting(flat, fine.records), strict=True) if p < 0]
    if len(outer) != len(coarse.records) or len(outer) == len(fine.records):
        return False
    return all(c < r < end[c] for r, c in zip(outer, coarse.records, strict=True))


def _union_parallel_records(flat: FlatDom, best: Candidate, others: list[Candidate]) -> None:
    """Records of the same kind found through other invariants join ``best``: same
    signature as its records, under a parent of the same signature as theirs (a comment
    whose footer differs, a reply found only through its own invariant)."""
    sig = flat.sig
    parent = flat.parent
    end = flat.end
    rec_sigs = {sig[r] for r in best.records}
    parent_sigs = {sig[parent[r]] for r in best.records if parent[r] >= 0}
    have = set(best.records)
    for other in others:
        for r in other.records:
            if r in have or sig[r] not in rec_sigs or parent[r] < 0:
                continue
            if sig[parent[r]] not in parent_sigs and parent[r] != best.container:
                continue
            recs = best.records
            k = bisect.bisect_right(recs, r)
            if k < len(recs) and recs[k] < end[r]:
                continue  # an ancestor of a record: another level
            bisect.insort(recs, r)
            have.add(r)


def _same_kind(flat: FlatDom, small: Candidate, big: Candidate, big_set: set[int] | None = None) -> bool:
    """Do ``small``'s records mostly coincide with (or nest with) ``big``'s, without
    ``small`` living inside a single record of ``big``? (``big_set``: ``big``'s records
    as a set, when the caller keeps one.)"""
    end = flat.end
    b_lo, b_hi = big.container, end[big.container]
    s_lo, s_hi = small.container, end[small.container]
    if s_hi <= b_lo or b_hi <= s_lo:
        return False  # disjoint containers
    big_recs = big.records
    if big_set is None:
        big_set = set(big_recs)
    # small's container is (inside) one record of big: a list inside a record.
    a = small.container
    for _ in range(MAX_WALK):
        if a < 0 or a < b_lo:
            break
        if a in big_set:
            return False
        a = flat.parent[a]
    hits = 0
    for s in small.records:
        if s in big_set:
            hits += 1
            continue
        k = bisect.bisect_right(big_recs, s)
        if k < len(big_recs) and big_recs[k] < end[s]:
            hits += 1  # contains a big record
            continue
        a = flat.parent[s]
        for _ in range(MAX_WALK):
            if a < 0 or a < b_lo:
                break
            if a in big_set:
                hits += 1
                break
            a = flat.parent[a]
    return hits >= 0.5 * len(small.records)


# ---------------------------------------------------------------------------------------
# Candidate -> RecordSection
# ---------------------------------------------------------------------------------------


def record_parents(flat: FlatDom, container: int, records: list[int]) -> list[int]:
    """Parent record (position in ``records``) of each record, or -1.

    A record nested inside another record replies to the nearest one. A record that is
    not nested but sits deeper than the first record of its thread (the child of the
    container that holds it: ``div.thread > div.comment + div.replies > div.comment``)
    replies to the nearest preceding shallower record of that thread. A thread that
    holds replies only (no record as shallow as the top-level ones) and follows a
    record or another thread continues that one: replies held in a sibling container
    (``div.comment + div.reply_indent > div.comment``) answer the comment before them.
    """
    if len(records) >= ARRAY_MIN and _all_children_of(flat, container, records):
        return [-1] * len(records)  # one flat list: no record nests, each is its own thread
    parents = nesting(flat, records)
    depth = flat.depth
    parent = flat.parent
    thread_of: list[int] = []
    for k, r in enumerate(records):
        thread = r
        if parents[k] < 0:
            for _ in range(MAX_WALK):
                p = parent[thread]
                if p < 0 or p == container:
                    break
                thread = p
        thread_of.append(thread)
    top = [k for k in range(len(records)) if parents[k] < 0]
    if not top:
        return parents
    shallowest = min(depth[records[k]] for k in top)
    thread_min: dict[int, int] = {}
    for k in top:
        t = thread_of[k]
        thread_min[t] = min(thread_min.get(t, 1 << 30), depth[records[k]])
    alias: dict[int, int] = {}
    record_set = set(records)
    # The list the top-level records sit in: a deeper thread after another list (not after
    # a record) whose records sit in a list of that very kind is more of the thread ("load
    # more" mounting the next page's list in a wrapper after the first), not replies to
    # the record before it.
    top_list = _list_kind(flat, next(records[k] for k in top if depth[records[k]] == shallowest))
    nests_inside = len(top) < len(records)  # some record sits inside the record it answers
    record_elements = {flat.nodes[r] for r in records}  # read by _an_entry
    for t in sorted(thread_min):  # document order: an earlier thread is resolved first
        alias[t] = t
        if thread_min[t] > shallowest and t not in record_set:
            before = flat.prev_sibling[t]
            first = next(records[k] for k in top if thread_of[k] == t and depth[records[k]] == thread_min[t])
            more = before not in record_set and _list_kind(flat, first) == top_list
            # a hidden box of records after a record, where the template nests its replies
            # inside the records they answer: the list's further entries that a "more"
            # link shows, not replies held in a sibling box
            more = more or (nests_inside and hidden(flat.nodes[t]))
            if (
                before >= 0
                and before in alias
                and not more
                and not _an_entry(flat, t, records[top[0]], record_elements)
            ):
                alias[t] = alias[before]
    thread_stack: dict[int, list[int]] = {}
    for k in top:
        r = records[k]
        stack = thread_stack.setdefault(alias[thread_of[k]], [])
        while stack and depth[records[stack[-1]]] >= depth[r]:
            stack.pop()
        if stack:
            parents[k] = stack[-1]
        stack.append(k)
    return continue_folded_replies(flat, records, parents)


def _an_entry(flat: FlatDom, node: int, record: int, held: set[lxml_html.HtmlElement]) -> bool:
    """Whether ``node`` is an entry of the thread itself that was not mined as a record:
    the records' element with one of their classes (``li.v-item.v-removed`` among
    ``li.v-item``), with words of its own outside the records it holds (a removed
    comment's placeholder, its replies inside it). Its replies answer it, not the comment
    before it; a replies box (``div.replies`` after ``div.comment``) is another element
    or class, and an item that only wraps records says nothing of its own. ``held``: the
    records' elements."""
    el, rec = flat.nodes[node], flat.nodes[record]
    if el.tag != rec.tag or not set((el.get("class") or "").split()) & set((rec.get("class") or "").split()):
        return False
    return own_chars(el, held, 0, letters=True) > 0


def _list_kind(flat: FlatDom, record: int) -> tuple[str, str] | None:
    """The tag and classes of the element that holds ``record`` (its list)."""
    p = flat.parent[record]
    if p < 0:
        return None
    el = flat.nodes[p]
    return str(el.tag), " ".join(sorted((el.get("class") or "").split()))


def _all_children_of(flat: FlatDom, container: int, records: list[int]) -> bool:
    parent = flat_arrays(flat).parent
    return bool((parent[np.array(records, dtype=np.int64)] == container).all())


def _sibling_after(flat: FlatDom, i: int) -> int:
    """Next sibling of node ``i`` in the flat layout, or -1."""
    j = flat.end[i]
    if j < len(flat) and flat.parent[j] == flat.parent[i]:
        return j
    return -1


def _gap_pairs(flat: FlatDom, recs: list[int]) -> list[tuple[int, int]]:
    """Consecutive records, less the sibling pairs with nothing between them (no gap)."""
    if len(recs) < ARRAY_MIN:
        return list(pairwise(recs))
    arrays = flat_arrays(flat)
    rec = np.array(recs, dtype=np.int64)
    a, b = rec[:-1], rec[1:]
    adjacent = (arrays.end[a] == b) & (arrays.parent[a] == arrays.parent[b])
    keep = np.flatnonzero(~adjacent)
    return list(zip(a[keep].tolist(), b[keep].tolist(), strict=True))


def record_extras(flat: FlatDom, recs: list[int]) -> dict[int, list[int]]:
    """Siblings between consecutive sibling records that belong to them: when (nearly)
    every gap has the same signature sequence (``<dt>`` between ``<dd>`` records), the
    gap goes with the record it precedes if one also precedes the first record, else
    with the record it follows."""
    parent = flat.parent
    sig: Seq[object] | Mapping[int, object] = flat.sig
    rec_set = set(recs)
    gaps: list[tuple[int, list[int]]] = []  # (record before the gap, gap nodes)
    for a, b in _gap_pairs(flat, recs):
        if parent[a] != parent[b] or parent[a] < 0:
            continue
        nodes: list[int] = []
        j = _sibling_after(flat, a)
        while j >= 0 and j != b and len(nodes) <= MAX_GAP:
            nodes.append(j)
            j = _sibling_after(flat, j)
        if j == b and nodes and not any(x in rec_set for x in nodes):
            gaps.append((a, nodes))
    if len(gaps) < 2 and not (gaps and all(link_target(flat.nodes[r]) for r in recs)):
        # one gap says nothing of a shape, unless the records are empty anchors: an old
        # template's ``<a id="c12"></a>`` before each of two comments holds nothing of
        # them, the gap after it all
        return {}
    shapes = Counter(tuple(sig[x] for x in nodes) for _a, nodes in gaps)
    shape, count = shapes.most_common(1)[0]
    if count < 0.8 * (len(recs) - 1) and len(recs) <= MAX_CLASSED:
        # a reply's parts carry another attribute (a margin): their class names still
        # repeat (a header, a text, a footer), so the gaps are compared by them
        sig = _classed_sigs(flat, [x for _a, nodes in gaps for x in nodes] + _around(flat, recs))
        shapes = Counter(tuple(sig[x] for x in nodes) for _a, nodes in gaps)
        shape, count = shapes.most_common(1)[0]
    if count < 0.8 * (len(recs) - 1) or not shape:
        return {}
    first = recs[0]
    # Does the gap shape also sit right before the first record? Then gaps lead records.
    before: list[int] = []
    j = flat.prev_sibling[first]
    while j >= 0 and len(before) < len(shape):
        before.insert(0, j)
        j = flat.prev_sibling[j]
    leads = tuple(sig[x] for x in before) == shape
    out: dict[int, list[int]] = {}
    following = dict(pairwise(recs))
    for a, nodes in gaps:
        if tuple(sig[x] for x in nodes) != shape:
            continue
        out.setdefault(following[a] if leads else a, []).extend(nodes)
    if leads:
        out.setdefault(first, [])[:0] = before
    else:
        last = recs[-1]
        after: list[int] = []
        j = _sibling_after(flat, last)
        while j >= 0 and len(after) < len(shape):
            after.append(j)
            j = _sibling_after(flat, j)
        got = tuple(sig[x] for x in after)
        if got == shape:
            out.setdefault(last, []).extend(after)
        else:
            # the last comment without the rule that closes the others (nothing to part it
            # from): its part of the shape before the rules is its own
            m = next((k for k in range(len(got)) if got[k] != shape[k]), len(got))
            if 0 < m < len(shape):
                model = next(nodes for _a, nodes in gaps if tuple(sig[x] for x in nodes) == shape)
                if all(flat.nodes[x].tag == "hr" for x in model[m:]):
                    out.setdefault(last, []).extend(after[:m])
    return out


#: Records whose gaps are compared by class names when their signatures differ (a cost bound).
MAX_CLASSED = 2000


def _classed_sigs(flat: FlatDom, nodes: list[int]) -> dict[int, object]:
    """Each node's tag and first class name (its signature without a class)."""
    out: dict[int, object] = {}
    for x in nodes:
        el = flat.nodes[x]
        cls = (el.get("class") or "").split()
        out[x] = (el.tag, cls[0]) if cls else flat.sig[x]
    return out


def _around(flat: FlatDom, recs: list[int]) -> list[int]:
    """The siblings right before the first record and right after the last, which a gap's
    shape may also cover (a gap holds up to ``MAX_GAP + 1`` nodes: that many before, and
    after them up to ``2 * MAX_GAP + 2`` in all)."""
    out: list[int] = []
    j = flat.prev_sibling[recs[0]]
    while j >= 0 and len(out) <= MAX_GAP:
        out.append(j)
        j = flat.prev_sibling[j]
    j = _sibling_after(flat, recs[-1])
    while j >= 0 and len(out) <= 2 * MAX_GAP + 1:
        out.append(j)
        j = _sibling_after(flat, j)
    return out


def _invariants_by_record(
    flat: FlatDom, recs: list[int], seen: np.ndarray
) -> list[list[lxml_html.HtmlElement]]:
    """The elements of the ``seen`` nodes (ascending, distinct), per record (the
    innermost holding each), in document order."""
    out: list[list[lxml_html.HtmlElement]] = [[] for _ in recs]
    if not seen.size or not recs:
        return out
    at, k = _innermost_records(flat, recs, seen)
    if not k.size:
        return out
    order = np.argsort(k, kind="stable")  # by record; each record's nodes stay ascending
    k = k[order]
    elements = list(map(flat.nodes.__getitem__, at[order].tolist()))
    bounds = [*np.flatnonzero(np.append(True, k[1:] != k[:-1])).tolist(), int(k.size)]
    for lo, hi, rec in zip(bounds, bounds[1:], k[bounds[:-1]].tolist(), strict=False):
        out[rec] = elements[lo:hi]
    return out


def _innermost_records(flat: FlatDom, recs: list[int], at: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(nodes, position in ``recs`` of the innermost record holding each), for the
    nodes of ``at`` (ascending) inside a record."""
    rec = np.array(recs, dtype=np.int64)
    ends = flat_arrays(flat).end[rec]
    # The last record starting at or before the node, else the nearest one holding that
    # record (records are subtrees: the one holding the node is among those).
    k = np.searchsorted(rec, at, side="right") - 1
    nest = np.array(nesting(flat, recs), dtype=np.int64)
    todo = np.flatnonzero(k >= 0)
    while todo.size:
        todo = todo[ends[k[todo]] <= at[todo]]
        k[todo] = nest[k[todo]]
        todo = todo[k[todo] >= 0]
    held = k >= 0
    return at[held], k[held]


def to_section(flat: FlatDom, cand: Candidate, *, snapshot: int = 0) -> RecordSection:
    recs = cand.records
    extras = cand.units if cand.units is not None else record_extras(flat, recs)
    if not extras and cand.units is None:
        bodies = header_bodies(flat, recs)  # header lines, each with its body's siblings
        if bodies:
            recs, extras = list(bodies), bodies
    parents = record_parents(flat, cand.container, recs)
    nodes = flat.nodes
    if not extras and parents.count(-1) == len(parents):
        records = [Record(node=nodes[r]) for r in recs]  # a flat list, the usual case
    else:
        records = []
        for k, r in enumerate(recs):
            p = parents[k]
            depth = records[p].depth + 1 if p >= 0 else 0
            ex = extras.get(r)
            records.append(
                Record(
                    node=nodes[r],
                    parent=p if p >= 0 else None,
                    depth=depth,
                    extra=[nodes[x] for x in ex] if ex else [],
                )
            )
    # Invariant subtrees: each occurrence's sibling subtrees, given to the innermost
    # record holding them.
    # (one array of every tree of every pattern, marked: a set of them costs twice as much)
    trees = chain.from_iterable(chain.from_iterable(pattern.trees for pattern in cand.patterns))
    marked = np.zeros(len(flat), dtype=bool)
    marked[np.fromiter(trees, dtype=np.int64)] = True
    invariants = _invariants_by_record(flat, recs, np.flatnonzero(marked))
    return RecordSection(
        container=nodes[cand.container],
        records=records,
        snapshot=snapshot,
        method=METHOD,
        invariants=invariants,
    )
