"""Records of the same kind that the invariants missed: alternating row styles
(``li.alt`` / ``li``, ``odd`` / ``even``) and comments whose template left too few
repeated nodes to be found through an invariant of their own.

Record invariants climb by (tag, attribute names): a Kubrick comment list whose every
other item has ``class="alt"`` and the others no class at all gives two signatures, and
only one of them becomes the records (the other half either vanishes or is glued to the
record before it as a sibling "gap"). Likewise a template whose only repeated parts are
two one-node slots (author, date) around a variable body has no invariant of F_s nodes,
and only the comments whose whole body happens to repeat are found.

After the candidates are merged, each section's record parents (and the elements of
their signature in the container: sibling reply containers) are scanned once for
siblings that are the same kind of element as the records: the same tag, no form
controls, not inside or around a record, and either holding one of the section's
invariant subtrees or built of nearly the same tags. They become records too. Hidden
ones are dropped later with the rest (:mod:`comspider.records.visibility`).
"""

from __future__ import annotations

import bisect

import numpy as np

from comspider.records.containers import Candidate
from comspider.records.flatten import FlatDom, flat_arrays
from comspider.records.work_budget import WorkBudget

#: Children of one parent scanned at most (a huge flat body is no comment list).
MAX_CHILDREN = 5000
#: Share of common tags (Jaccard of the subtrees' tag sets) for "nearly the same tags".
MIN_TAG_OVERLAP = 0.6
#: Nodes of a section container scanned for reply containers at most.
MAX_SCAN = 200_000
_CONTROLS = frozenset({"textarea", "select", "input", "form"})


def _tags(flat: FlatDom, node: int, limit: int = 400) -> frozenset[str]:
    names = flat.sig_names
    sig = flat.sig
    stop = min(flat.end[node], node + limit)
    return frozenset(names[sig[i]][0] for i in range(node, stop))


def _child_kinds(flat: FlatDom, node: int) -> frozenset[tuple[str, str]]:
    """(tag, class) of the node's children: a comment template's slots."""
    return frozenset((flat.nodes[c].tag, flat.nodes[c].get("class") or "") for c in _children(flat, node))


def _wrapper(flat: FlatDom, node: int, rec_sigs: set[int]) -> bool:
    """Does ``node`` hold elements of the records' kind and (almost) nothing else? A
    sibling reply container (``div.reply_indent``), not a comment."""
    sig = flat.sig
    end = flat.end
    inner = [i for i in range(node + 1, end[node]) if sig[i] in rec_sigs]
    if not inner:
        return False
    el = flat.nodes[node]
    total = len(el.text_content())
    held = 0
    reach = -1
    for i in inner:
        if i >= reach:
            held += len(flat.nodes[i].text_content())
            reach = end[i]
    return total - held <= max(20, total // 10)


def _children(flat: FlatDom, parent: int) -> list[int]:
    arrays = flat_arrays(flat)
    lo, hi = int(arrays.child_start[parent]), int(arrays.child_start[parent + 1])
    if hi - lo > MAX_CHILDREN:
        return []
    return arrays.children[lo:hi].tolist()


def _outside(flat: FlatDom, recs: list[int], lo: int, hi: int) -> np.ndarray:
    """For each node of ``lo:hi``: is it outside every record?"""
    rec = np.array(recs, dtype=np.int64)
    ends = flat_arrays(flat).end[rec]
    if rec.size and (int(rec.min()) < lo or int(ends.max()) > hi):
        outside = np.ones(hi - lo, dtype=bool)  # (records are inside their container)
        for r in recs:
            outside[r - lo : flat.end[r] - lo] = False
        return outside
    # +1 where a record starts, -1 where it ends: inside while the running sum is > 0
    cover = np.bincount(rec - lo, minlength=hi - lo + 1) - np.bincount(ends - lo, minlength=hi - lo + 1)
    return np.asarray(np.cumsum(cover[: hi - lo]) == 0)


def _first_tree_codes(flat: FlatDom, cand: Candidate) -> set[int]:
    """Structure codes of the first subtree of every occurrence of the patterns that
    repeat inside the records. A pattern of another record set of the container, merged
    into this one, that repeats only outside them (a pager above and below the comments)
    is no invariant of these records: a sibling that is its occurrence is not one of them."""
    code = flat_arrays(flat).code
    lo, hi = cand.container, flat.end[cand.container]
    outside = _outside(flat, cand.records, lo, hi)
    out: set[int] = set()
    for pattern in cand.patterns:
        if all(not lo <= trees[0] < hi or outside[trees[0] - lo] for trees in pattern.trees):
            continue
        if pattern.source == "exact" and code.item(pattern.trees[0][0]) == pattern.codes[0]:
            # mined from the structure codes themselves: one code for all occurrences
            out.add(pattern.codes[0])
        else:
            out.update(code[[trees[0] for trees in pattern.trees]].tolist())
    return out


def complete_records(flat: FlatDom, cand: Candidate, budget: WorkBudget | None = None) -> None:
    """Add to ``cand.records`` the siblings of its records that are records too (while
    ``budget`` lasts)."""
    recs = cand.records
    if len(recs) < 1 or (budget is not None and budget.left < 0):
        return
    parent = flat.parent
    sig = flat.sig
    end = flat.end
    nodes = flat.nodes
    # Tags and attribute names from the signatures: a few, instead of one per record.
    rec_sigs = {sig[r] for r in recs}
    names_of = flat.sig_names
    rec_tags = {names_of[s][0] for s in rec_sigs}
    if len(rec_tags) != 1:
        return
    (tag,) = rec_tags
    parents = {parent[r] for r in recs if parent[r] >= 0}
    parent_sigs = {sig[p] for p in parents}
    # Sibling containers of the record parents' signature inside the section container
    # (a ``div.reply_indent`` whose replies no invariant reached).
    lo, hi = cand.container, end[cand.container]
    # Never the inside of a record (its own parts); the container itself always, and
    # every element of a record parent's signature in it (sibling reply containers,
    # nested ones too: ``div.reply_indent > div.reply_indent``).
    scopes = (parents - set(recs)) | {cand.container}
    if hi - lo <= MAX_SCAN:
        # Outside every record: a reply container inside a comment is found from the
        # replies the invariants did reach, or not at all (it is that comment's part).
        outside = _outside(flat, recs, lo, hi)
        sigs = np.asarray(flat_arrays(flat).sig[lo:hi])
        wanted = np.isin(sigs, np.array(sorted(parent_sigs), dtype=np.int64)) & outside
        wanted[0] = False
        scopes.update((np.nonzero(wanted)[0] + lo).tolist())
    code = flat_arrays(flat).code
    invariant_codes = np.array(sorted(_first_tree_codes(flat, cand)), dtype=np.int64)
    # Invariant subtrees up to each node of the container: whether a subtree holds one
    # is a difference of two counts, not a scan of the subtree (nested scopes would scan
    # the same nodes once per scope around them).
    invariant_count = np.zeros(hi - lo + 1, dtype=np.int64)
    if invariant_codes.size:
        np.cumsum(np.isin(code[lo:hi], invariant_codes), out=invariant_count[1:])
    have = set(recs)
    rec_names = {frozenset(names_of[s][1]) for s in rec_sigs}
    rec_tag_sets: list[tuple[frozenset[str], frozenset[tuple[str, str]]]] = []
    sizes = sorted(end[r] - r for r in recs)
    median = sizes[len(sizes) // 2]
    # The records' span: a line of bare text outside it that has a text slot's structure
    # (a widget's "Chat · 4", "Log in to reply") would otherwise hold "an invariant subtree"
    # (itself) and head the thread, the records becoming its replies.
    first, last_end = recs[0], max(end[r] for r in recs)
    added: list[int] = []
    for scope in sorted(scopes):
        if not lo <= scope < hi:
            continue
        kids = _children(flat, scope)
        if budget is not None and not budget.spend(1 + len(kids)):
            break
        for c in kids:
            if c in have or nodes[c].tag != tag:
                continue
            size = end[c] - c
            if size > 6 * median + 20 or 6 * size + 20 < median:
                continue
            k = bisect.bisect_right(recs, c)
            if k < len(recs) and recs[k] < end[c]:
                continue  # holds a record: a wrapper, not a record
            if any(nodes[i].tag in _CONTROLS for i in range(c, min(end[c], c + 400))):
                continue
            if _wrapper(flat, c, rec_sigs):
                continue
            if size == 1 < median and (c < first or c >= last_end):
                continue  # a bare line before or after the list: its heading, a log-in line
            if invariant_count[end[c] - lo] > invariant_count[c - lo]:
                added.append(c)
                continue
            names = frozenset(nodes[c].keys())
            if not any(names <= n or n <= names for n in rec_names):
                continue
            if not rec_tag_sets:
                rec_tag_sets = [(_tags(flat, r), _child_kinds(flat, r)) for r in recs[:8]]
            mine, kinds = _tags(flat, c), _child_kinds(flat, c)
            best = max(
                max(len(mine & t) / max(1, len(mine | t)), len(kinds & k) / max(1, len(kinds | k)))
                for t, k in rec_tag_sets
            )
            if best >= MIN_TAG_OVERLAP:
                added.append(c)
    if added:
        cand.records = sorted(have.union(added))
