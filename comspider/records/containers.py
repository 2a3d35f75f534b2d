"""Invariant subtrees -> record containers and section containers (ComCrawler IV-D).

From the occurrences of one invariant pattern we climb the ancestors of all of them in
lock-step. At each step the parents must share their (tag, attribute names) signature:
candidates whose parent has another signature than the majority are outliers (an ad that
reuses the avatar subtree) or, if there are enough of them, another section with its
own invariant path, climbed separately. We stop at the first step where two candidates
would reach the same parent: the nodes reached so far are the record containers (each
holds one occurrence of the invariant) and the common ancestor is the section.

With nested replies the invariant path is the same inside every record, so a reply is
reached at its own container, which sits inside its parent's container; candidates
whose parent signature is not the majority one at the stopping step are kept when their
record is nested in (or contains) a majority record.

Records that are not nested in another record are split into sections by their lowest
common ancestors: a page may show the same teaser structure in two separate lists.
Everything works on the flat pre-order arrays, iteratively.
"""

from __future__ import annotations

import bisect
import operator
from collections import Counter
from dataclasses import dataclass, field
from itertools import pairwise

import numpy as np

from comspider.records.flatten import FlatDom, flat_arrays
from comspider.records.patterns import Pattern

MAX_CLIMB = 48  # invariant path length limit
MAX_WALK = 256  # ancestor walks (nesting checks) stop after this many steps
ARRAY_MIN = 48  # records from which numpy beats a Python loop in the steps below

#: Siblings between two records that may belong to them (invariants.record_extras); a
#: longer run of siblings between records is read by records.periods.
MAX_GAP = 3


@dataclass(slots=True)
class Candidate:
    """One candidate section found from one pattern; indices into a FlatDom."""

    container: int
    records: list[int]  # ascending pre-order indices
    occurrences: list[int]  # starts of the pattern occurrences inside the records
    patterns: list[Pattern] = field(default_factory=list)
    # each record's sibling parts when a rule that found the records knows them (a unit
    # of :func:`comspider.records.periods._opened_units`); else they are inferred
    units: dict[int, list[int]] | None = None


def climb(flat: FlatDom, occurrences: list[int], *, min_records: int) -> list[tuple[list[int], list[int]]]:
    """Occurrences -> groups of (record nodes, their occurrences)."""
    parent = flat.parent
    sig = flat.sig
    results: list[tuple[list[int], list[int]]] = []
    work: list[tuple[list[int], list[int]]] = [(list(occurrences), list(occurrences))]
    while work:
        cur, occ = work.pop()
        for _level in range(MAX_CLIMB + 1):
            if len(cur) < min_records:
                cur = []
                break
            parents = [parent[c] for c in cur]
            if _level == MAX_CLIMB or min(parents) < 0:
                break
            sigs = [sig[p] for p in parents]
            if sigs.count(sigs[0]) == len(sigs):
                # The usual step: one signature, so no minority to sort out below.
                if len(set(parents)) < len(parents) or _enters_other(flat, parents, cur):
                    break
                cur = parents
                continue
            top_sig = Counter(sigs).most_common(1)[0][0]
            maj = [i for i, s in enumerate(sigs) if s == top_sig]
            minority = [i for i, s in enumerate(sigs) if s != top_sig]
            maj_parents = [parents[i] for i in maj]
            if len(set(maj_parents)) < len(maj_parents) or _enters_other(flat, parents, cur):
                # Reached the common ancestor: `cur` are the records.
                if minority:
                    maj_nodes = sorted(cur[i] for i in maj)
                    maj_set = set(maj_nodes)
                    rec_sig = Counter(sig[c] for c in maj_nodes).most_common(1)[0][0]
                    keep = list(maj)
                    stray: list[int] = []
                    for i in minority:
                        # Same kind of node under another parent (a reply in a sibling
                        # "children" list), or nested in / around a record: a record.
                        if sig[cur[i]] == rec_sig or _related(flat, cur[i], maj_nodes, maj_set):
                            keep.append(i)
                        else:
                            stray.append(i)
                    if len(stray) >= min_records:
                        work.append(([cur[i] for i in stray], [occ[i] for i in stray]))
                    keep.sort()
                    cur = [cur[i] for i in keep]
                    occ = [occ[i] for i in keep]
                break
            if minority:
                # A reply whose element carries one more attribute than a top-level
                # comment (``li.1510`` in ``li#comment-1510``, ``div[data-parent]``) is
                # the same kind of element nested in (or around) a majority one: it
                # climbs on with the majority instead of forming a section of its own.
                maj_sorted = sorted(set(maj_parents))
                maj_set = set(maj_sorted)
                kinds = {_kind(flat, p) for p in maj_sorted}
                follow = [
                    i
                    for i in minority
                    if any(_same_element_kind(_kind(flat, parents[i]), k) for k in kinds)
                    and _related(flat, parents[i], maj_sorted, maj_set)
                ]
                if follow:
                    follow_set = set(follow)
                    minority = [i for i in minority if i not in follow_set]
                    maj = sorted(maj + follow)
                    maj_parents = [parents[i] for i in maj]
            if len(minority) >= min_records:
                work.append(([cur[i] for i in minority], [occ[i] for i in minority]))
            cur = maj_parents
            occ = [occ[i] for i in maj]
        if len(cur) >= min_records:
            # Distinct records, each with the occurrence(s) that reached it.
            if all(map(operator.lt, cur, cur[1:])):
                nodes, occs = list(cur), list(occ)  # ascending already, as usual
            else:
                order = sorted(range(len(cur)), key=cur.__getitem__)
                nodes = sorted(set(cur))
                occs = [occ[i] for i in order]
            if len(nodes) >= min_records:
                results.append((nodes, occs))
    return results


def _kind(flat: FlatDom, node: int) -> tuple[str, frozenset[str], frozenset[str]]:
    """(tag, attribute names, class tokens) of a node."""
    el = flat.nodes[node]
    return el.tag, frozenset(el.keys()), frozenset((el.get("class") or "").split())


def _same_element_kind(
    a: tuple[str, frozenset[str], frozenset[str]], b: tuple[str, frozenset[str], frozenset[str]]
) -> bool:
    """One tag, one's attribute names a subset of the other's, and a class token in
    common when both have classes: a comment and its reply that carries one more
    attribute (``li#comment-7`` and ``li.7#comment-8``, ``div.c`` and ``div.c[data-parent]``)."""
    if a[0] != b[0] or not (a[1] <= b[1] or b[1] <= a[1]):
        return False
    return not (a[2] and b[2]) or bool(a[2] & b[2])


def _enters_other(flat: FlatDom, parents: list[int], cur: list[int]) -> bool:
    """Would a candidate step into (or onto) another candidate's node? Then that one is
    nested in the other: a reply inside its parent comment, and ``cur`` are records."""
    depth = flat.depth
    depths = [depth[c] for c in cur]
    min_depth = min(depths)
    if max(depths) == min_depth:
        return False  # every parent is above every candidate
    # Is a parent inside the subtree of a candidate (or one)? Candidates are ancestors
    # of a parent only by their pre-order interval: with them sorted, the furthest
    # reaching subtree that starts at or before the parent tells. (A walk up from every
    # parent costs the page's depth per parent: minutes on a 15 MB page of unclosed tags.)
    end = flat.end
    starts = sorted(cur)
    reach: list[int] = []
    furthest = -1
    for c in starts:
        furthest = max(furthest, end[c])
        reach.append(furthest)
    for p in parents:
        k = bisect.bisect_right(starts, p) - 1
        if k >= 0 and reach[k] > p:
            return True
    return False


def _related(flat: FlatDom, node: int, sorted_nodes: list[int], node_set: set[int]) -> bool:
    """Is ``node`` inside one of ``sorted_nodes``, or does it contain one?"""
    j = bisect.bisect_right(sorted_nodes, node)
    if j < len(sorted_nodes) and sorted_nodes[j] < flat.end[node]:
        return True  # contains a record
    a = flat.parent[node]
    for _ in range(MAX_WALK):
        if a < 0:
            return False
        if a in node_set:
            return True
        a = flat.parent[a]
    return False


def nesting(flat: FlatDom, records: list[int]) -> list[int]:
    """For ascending ``records``: the position (in ``records``) of the nearest record
    containing each one, or -1."""
    if len(records) >= ARRAY_MIN and not _any_nested(flat, records):
        return [-1] * len(records)
    end = flat.end
    out = [-1] * len(records)
    stack: list[int] = []  # positions of open records
    for k, r in enumerate(records):
        while stack and end[records[stack[-1]]] <= r:
            stack.pop()
        out[k] = stack[-1] if stack else -1
        stack.append(k)
    return out


def _any_nested(flat: FlatDom, records: list[int]) -> bool:
    """Does one of the ascending ``records`` lie inside an earlier one?"""
    rec = np.array(records, dtype=np.int64)
    reach = np.maximum.accumulate(flat_arrays(flat).end[rec])
    return bool((reach[:-1] > rec[1:]).any())


def lca(flat: FlatDom, a: int, b: int) -> int:
    parent = flat.parent
    depth = flat.depth
    while a != b:
        da, db = depth[a], depth[b]
        if da > db:
            a = parent[a]
        elif db > da:
            b = parent[b]
        else:
            a, b = parent[a], parent[b]
        if a < 0 or b < 0:
            return 0
    return a


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


def _headed_lists(flat: FlatDom, firsts: list[int], container: int, bounds: list[int]) -> bool:
    """Whether a pattern's records cut after their one shallowest pair (each piece's first
    record in ``firsts``, its roots from one of ``bounds`` to the next) are two lists of two
    records or more, each under a heading of its own inside ``container``: a readers' thread
    under "3 comments" beside readers' exhibits under "Also in this month's show and tell",
    in one template, are two lists, not one (the few records of each would keep them
    together otherwise, and a section of both is neither). Three titled pieces and more
    are a list of threads (a forum's topics, each with its title), left as they are."""
    if any(b - a < 2 for a, b in pairwise(bounds)):
        return False
    return all(_headed(flat, node, container) for node in firsts)


def _headed(flat: FlatDom, record: int, container: int) -> bool:
    """Whether a heading (``h1``-``h6``) comes before ``record`` in the block of
    ``container`` that holds it, or is the element right before that block."""
    depth, parent, nodes = flat.depth, flat.parent, flat.nodes
    block = record
    while block >= 0 and depth[block] > depth[container] + 1:
        block = parent[block]
    if block < 0 or parent[block] != container:
        return False
    headings = _heading_positions(flat)
    at = bisect.bisect_left(headings, block)  # the first heading from the block on
    if at < len(headings) and headings[at] < record:
        return True
    before = flat.prev_sibling[block]
    return before >= 0 and nodes[before].tag in _HEADINGS


def _heading_positions(flat: FlatDom) -> list[int]:
    """The pre-order positions of the page's headings, ascending (read once a page)."""
    got = flat.lazy.get("headings")
    if got is None:
        got = flat.lazy["headings"] = [i for i, node in enumerate(flat.nodes) if node.tag in _HEADINGS]
    return got


#: Records a pattern's list holds at least for a lone match beside it to be cut off.
_LIST_BESIDE_STRAYS = 3


def _stray_beside_a_list(a: int, b: int, cut: int) -> bool:
    """Whether roots ``a:b``, cut after ``cut`` (their one shallowest pair), are a single
    record apart from :data:`_LIST_BESIDE_STRAYS` or more: a comment list whose
    name-and-time pattern also matches one block beside it (another box's header) is that
    list, not a section around both. (Several single records in a row are not cut off:
    top-level comments each in a thread wrapper of its own before replies that share one.)"""
    sizes = sorted((cut + 1 - a, b - cut - 1))
    return sizes[0] == 1 and sizes[1] >= _LIST_BESIDE_STRAYS


def split_sections(flat: FlatDom, records: list[int], *, min_records: int) -> list[tuple[int, list[int]]]:
    """Records of one pattern -> [(container, records)] per section."""
    if not records:
        return []
    nest = nesting(flat, records)
    roots = (
        list(range(len(nest))) if nest.count(-1) == len(nest) else [k for k, p in enumerate(nest) if p < 0]
    )
    # Lowest common ancestors of consecutive roots, and their depths.
    depth = flat.depth
    if len(roots) >= ARRAY_MIN:
        pair_lca, pair_depth = _pair_lcas(flat, [records[k] for k in roots])
    else:
        pair_lca = [lca(flat, records[roots[i]], records[roots[i + 1]]) for i in range(len(roots) - 1)]
        pair_depth = [depth[x] for x in pair_lca]

    segments: list[tuple[int, int, int]] = []  # (first root, last root + 1, container)
    headed: set[int] = set()  # first roots of lists cut apart by their own headings
    work = [(0, len(roots))]
    while work:
        a, b = work.pop()
        if b - a == 1:
            node = records[roots[a]]
            segments.append((a, b, max(flat.parent[node], 0)))
            continue
        dmin = min(pair_depth[a : b - 1])
        cuts = [i + 1 for i in range(a, b - 1) if pair_depth[i] == dmin]  # after each shallowest pair
        n_pieces = len(cuts) + 1
        shallowest = cuts[0] - 1
        container = pair_lca[shallowest]
        by_headings = n_pieces == 2 and _headed_lists(
            flat, [records[roots[a]], records[roots[cuts[0]]]], container, [a, cuts[0], b]
        )
        if by_headings:
            headed.update(cuts)
        if n_pieces > 1 and (
            (b - a) / n_pieces >= 3
            or (n_pieces == 2 and _stray_beside_a_list(a, b, shallowest))
            or by_headings
        ):
            for start, stop in pairwise([a, *cuts, b]):
                work.append((start, stop))
        else:
            segments.append((a, b, container))
    segments.sort()

    # Paginated lists (sibling containers with the same signature) are one section; lists
    # under headings of their own are not.
    merged: list[list[int]] = []  # [first root, last root + 1, container]
    for a, b, container in segments:
        if merged and a not in headed:
            prev = merged[-1]
            pc = prev[2]
            if (
                pc != container
                and flat.parent[pc] == flat.parent[container] >= 0
                and flat.sig[pc] == flat.sig[container]
            ):
                prev[1] = b
                prev[2] = flat.parent[container]
                continue
        merged.append([a, b, container])

    # A root's replies follow it (records are subtrees, ascending): each segment's
    # records are the run from its first root to the next segment's.
    bounds = [roots[a] for a, _b, _c in merged] + [len(records)]
    out = []
    for s, (_a, _b, container) in enumerate(merged):
        members = records[bounds[s] : bounds[s + 1]]
        if len(members) >= min_records:
            out.append((container, members))
    return out


def _pair_lcas(flat: FlatDom, nodes: list[int]) -> tuple[list[int], list[int]]:
    """``lca`` of each pair of consecutive ``nodes``, and its depth, all pairs at once."""
    arrays = flat_arrays(flat)
    parent, depth = arrays.parent, arrays.depth
    both = np.array(nodes, dtype=np.int64)
    up = parent[both]
    if (up[:-1] == up[1:]).all() and up[0] >= 0:
        return up[:-1].tolist(), depth[up[:-1]].tolist()  # siblings, as usual: their parent
    a, b = both[:-1].copy(), both[1:].copy()
    out = a.copy()  # right where a == b
    active = np.flatnonzero(a != b)
    while active.size:
        aa, bb = a[active], b[active]
        da, db = depth[aa], depth[bb]
        aa = np.where(da >= db, parent[aa], aa)
        bb = np.where(db >= da, parent[bb], bb)
        a[active], b[active] = aa, bb
        off = (aa < 0) | (bb < 0)  # climbed off the tree: lca() says 0
        out[active[off]] = 0
        met = (aa == bb) & ~off
        out[active[met]] = aa[met]
        active = active[~off & ~met]
    return out.tolist(), depth[out].tolist()


def reconstruct(flat: FlatDom, pattern: Pattern, *, min_records: int) -> list[Candidate]:
    """One pattern -> its candidate sections."""
    out: list[Candidate] = []
    groups = climb(flat, pattern.occurrences, min_records=min_records)
    if len(pattern.offsets) > 1 and groups:
        # A forest whose first subtree is itself a record (a run of whole records that
        # repeats, e.g. records with a period of 3): its other subtrees of the same
        # signature are records too.
        first_of = {trees[0]: trees for trees in pattern.trees}
        sig = flat.sig
        widened = []
        for nodes, occs in groups:
            if all(n in first_of for n in nodes):
                more = {t for n in nodes for t in first_of[n][1:] if sig[t] == sig[n]}
                nodes = sorted(set(nodes) | more)
            widened.append((nodes, occs))
        groups = widened
    for nodes, occs in groups:
        for container, recs in split_sections(flat, nodes, min_records=min_records):
            lo, hi = recs[0], max(map(flat.end.__getitem__, recs))
            inside = [o for o in occs if lo <= o < hi]
            out.append(Candidate(container=container, records=recs, occurrences=inside, patterns=[pattern]))
    return out
