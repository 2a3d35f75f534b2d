"""One visit's comments against what earlier visits saw of the article: which comments
were edited, which were removed, and every comment's history afterwards (pure; the
moderation stage, :mod:`.moderation`, reads and writes the store).

- **Edited**: a comment whose text changed gets a new ``comment_id`` (the id hashes the
  text). It is the same comment when the site's own id (``site_comment_id``) says so, or,
  without one, when a comment that went missing and a new comment share author, parent
  and section, and one has most of the other's words (the most alike first, one to one). It keeps the id its comment
  record was written with (replies to it follow), and its new text is an edit.
- **Removed**: a comment seen before and missing now, when this visit read the whole
  thread (nothing cut it short) and saw the comment's section. When more than half of a
  section's known comments (and more than :data:`MASS_MIN`) are missing at once, the
  visit more likely failed to load them than a moderator removed them: none is counted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from comspider.items import CommentItem
from comspider.pipelines.record_keys import text_digest
from comspider.state.protocols import TRACE_TEXT, CommentTrace

MASS_MIN = 3  # missing comments always believed removed, whatever the share
MASS_SHARE = 0.5  # of a section's known comments, beyond which a visit is doubted
SIMILAR = 0.8  # least share of the shorter text's words in the other, for an edit without a site id
_WORD = re.compile(r"\w+", re.UNICODE)


@dataclass(slots=True)
class Edit:
    comment: CommentItem  # this visit's comment, already given the original id
    before: CommentTrace


@dataclass(slots=True)
class Changes:
    edits: list[Edit] = field(default_factory=list)
    removals: list[tuple[str, CommentTrace]] = field(default_factory=list)
    traces: dict[str, CommentTrace] = field(default_factory=dict)  # to record
    renamed: dict[str, str] = field(default_factory=dict)  # new comment id -> original
    reappeared: int = 0  # comments recorded as removed and seen again
    doubted: int = 0  # missing comments not counted as removed (see MASS_SHARE)


def _words(text: str | None) -> set[str]:
    return {w.casefold() for w in _WORD.findall(text or "")}


def similar(a: str | None, b: str | None) -> float:
    """The share of the shorter text's words that the other has too (an edit mostly adds
    or changes a few words: "Typical." -> "Typical. I wonder who gains from it.")."""
    left, right = _words(a), _words(b)
    if not left or not right:
        return 0.0
    return len(left & right) / min(len(left), len(right))


def compare(
    traces: Mapping[str, CommentTrace],
    comments: Iterable[CommentItem],
    *,
    visit: int,
    at: str,
    whole: bool,
) -> Changes:
    """What this visit (``visit``, at ``at``) saw against ``traces``; ``whole``: it read
    every thread to its end (only then are missing comments removals). Renames the
    edited comments' ids (and their replies' parent ids) in place."""
    comments = list(comments)
    out = Changes()
    by_site: dict[str, list[str]] = {}
    for cid, trace in traces.items():
        if trace.site_id:
            by_site.setdefault(trace.site_id, []).append(cid)
    matched: set[str] = set()
    fresh: list[CommentItem] = []
    for c in comments:
        if c.comment_id in traces:
            matched.add(c.comment_id)
            continue
        old = _by_site(c, by_site, traces, matched)
        if old is None:
            fresh.append(c)
            continue
        matched.add(old)
        out.renamed[c.comment_id] = old
        if text_digest(c.text) != traces[old].digest:
            out.edits.append(Edit(c, traces[old]))
    missing = {cid: t for cid, t in traces.items() if cid not in matched and t.missed_at is None}
    _pair_without_site_ids(fresh, missing, out, traces)
    for c in comments:  # the original ids, for the edited and for their replies
        c.comment_id = out.renamed.get(c.comment_id, c.comment_id)
        if c.parent_id is not None:
            c.parent_id = out.renamed.get(c.parent_id, c.parent_id)
    for cid in out.renamed.values():
        missing.pop(cid, None)
    if whole and missing:
        _removals(comments, missing, traces, out, at)
    for c in comments:
        before = traces.get(c.comment_id)
        if before is not None and before.missed_at is not None:
            out.reappeared += 1
        out.traces[c.comment_id] = CommentTrace(
            first_visit=before.first_visit if before else visit,
            first_seen=before.first_seen if before else at,
            last_visit=visit,
            last_seen=at,
            digest=text_digest(c.text),
            site_id=c.site_comment_id or (before.site_id if before else None),
            section=c.section,
            author=c.author,
            parent=c.parent_id,
            text=(c.text or "")[:TRACE_TEXT],
        )
    for cid, trace in out.removals:
        out.traces[cid] = replace(trace, missed_at=at)
    return out


def _by_site(
    c: CommentItem, by_site: dict[str, list[str]], traces: Mapping[str, CommentTrace], matched: set[str]
) -> str | None:
    """The id of the known comment with ``c``'s site id (in its section, when several)."""
    if not c.site_comment_id:
        return None
    candidates = [cid for cid in by_site.get(c.site_comment_id, ()) if cid not in matched]
    if len(candidates) > 1:
        candidates = [cid for cid in candidates if traces[cid].section == c.section] or candidates
    return candidates[0] if len(candidates) == 1 else None


def _pair_without_site_ids(
    fresh: list[CommentItem],
    missing: dict[str, CommentTrace],
    out: Changes,
    traces: Mapping[str, CommentTrace],
) -> None:
    """Edits of comments without site ids: a missing and a new comment of the same
    author, parent and section, with most of their words in common; the most alike pairs
    first, each comment in one pair at most. A comment edited on an earlier visit comes
    back under the id its new text hashes to, with the text its trace already holds: it
    is the same comment (renamed, no second edit), never a new one and a removal.

    Rounds until none pairs: a reply's parent id changes with its parent's text, so a
    reply whose parent was edited too is paired in the round after its parent."""
    paired: set[str] = set()
    used: set[int] = set()
    while _pair_round(fresh, missing, out, traces, paired, used):
        pass


def _pair_round(
    fresh: list[CommentItem],
    missing: dict[str, CommentTrace],
    out: Changes,
    traces: Mapping[str, CommentTrace],
    paired: set[str],
    used: set[int],
) -> bool:
    """One round of :func:`_pair_without_site_ids`; whether it paired any."""
    pairs: list[tuple[float, str, int]] = []
    for cid, trace in missing.items():
        if cid in paired or trace.site_id or not (trace.author or "").strip():
            continue
        author = (trace.author or "").strip().casefold()
        for k, c in enumerate(fresh):
            if (
                not c.site_comment_id
                and (c.author or "").strip().casefold() == author
                and out.renamed.get(c.parent_id or "", c.parent_id) == trace.parent
                and c.section == trace.section
            ):
                # the text last seen, exactly: ahead of any likeness
                alike = 2.0 if text_digest(c.text) == trace.digest else similar(c.text, trace.text)
                if alike >= SIMILAR:
                    pairs.append((alike, cid, k))
    before = len(paired)
    for _, cid, k in sorted(pairs, key=lambda p: -p[0]):
        if cid in paired or k in used:
            continue
        paired.add(cid)
        used.add(k)
        out.renamed[fresh[k].comment_id] = cid
        if text_digest(fresh[k].text) != traces[cid].digest:
            out.edits.append(Edit(fresh[k], traces[cid]))
    return len(paired) > before


def _removals(
    comments: list[CommentItem],
    missing: dict[str, CommentTrace],
    traces: Mapping[str, CommentTrace],
    out: Changes,
    at: str,
) -> None:
    seen_sections = {c.section for c in comments}
    candidates = [(cid, t) for cid, t in missing.items() if t.section in seen_sections]
    by_section: dict[str | None, int] = {}
    for t in traces.values():
        if t.missed_at is None and t.section in seen_sections:
            by_section[t.section] = by_section.get(t.section, 0) + 1
    gone: dict[str | None, int] = {}
    for _, t in candidates:
        gone[t.section] = gone.get(t.section, 0) + 1
    for cid, t in candidates:
        count, known = gone[t.section], by_section.get(t.section, 0)
        if count > max(MASS_MIN, MASS_SHARE * known):
            out.doubted += 1
            continue
        out.removals.append((cid, t))
