"""The Markdown tables of the real-page evaluation (for docs/EVALUATION.md)."""

from __future__ import annotations

import json
import statistics
from collections.abc import Container, Iterable
from dataclasses import dataclass
from pathlib import Path

from comspider_lab.evaluation._real_pages_baseline import Change
from comspider_lab.evaluation._real_pages_scores import PageResult

PART_ROWS = (("tune", "tune"), ("report", "report"), ("all", None))


@dataclass(frozen=True, slots=True)
class DragnetFigures:
    positives: int
    precision: float
    recall: float
    f1: float
    nothing: int  # pages with comments where nothing was extracted
    negatives: int
    false_pages: int

    @property
    def false_rate(self) -> float:
        return self.false_pages / self.negatives if self.negatives else 0.0


def dragnet_figures(results: Iterable[PageResult], part: str | None) -> DragnetFigures:
    """Averages over the pages with comments (gold_doubtful pages left out) and the false
    pages among the pages without, of ``part`` (None: all)."""
    rows = [r for r in results if r.key.startswith("dragnet/") and (part is None or r.part == part)]
    pos = [r for r in rows if r.gold == "comments"]
    neg = [r for r in rows if r.gold == "none"]

    def mean(values: list[float]) -> float:
        return statistics.fmean(values) if values else 0.0

    return DragnetFigures(
        positives=len(pos),
        precision=mean([r.p or 0.0 for r in pos]),
        recall=mean([r.r or 0.0 for r in pos]),
        f1=mean([r.f1 or 0.0 for r in pos]),
        nothing=sum(1 for r in pos if not r.n),
        negatives=len(neg),
        false_pages=sum(1 for r in neg if r.n),
    )


def _prf(f: DragnetFigures) -> str:
    return f"{f.precision:.3f} / {f.recall:.3f} / **{f.f1:.3f}**"


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.3f} ({part}/{whole})" if whole else "–"


def dragnet_table(
    results: dict[str, PageResult], peer: dict[str, PageResult], name: str, peer_name: str
) -> str:
    lines = [
        (
            f"| part | pages with / without comments | {name}: P / R / F1 | {peer_name}: P / R / F1 "
            f"| {name}: pages with comments, nothing extracted | {name}: false pages | {peer_name}: false pages |"
        ),
        "|---|---|---|---|---|---|---|",
    ]
    for label, part in PART_ROWS:
        ours = dragnet_figures(results.values(), part)
        theirs = dragnet_figures(peer.values(), part) if peer else None
        lines.append(
            f"| {label} | {ours.positives} / {ours.negatives} | {_prf(ours)} | {_prf(theirs) if theirs else '–'} "
            f"| {ours.nothing} | {_share(ours.false_pages, ours.negatives)} "
            f"| {_share(theirs.false_pages, theirs.negatives) if theirs else '–'} |"
        )
    doubtful = sorted(r.key for r in results.values() if r.gold == "doubtful")
    if doubtful:
        lines.append("")
        lines.append(f"Left out of the scores (gold_doubtful): {', '.join(doubtful)}.")
    return "\n".join(lines)


#: An independent assessment of the dragnet pages the gold calls comment-free where the
#: extractor gave comments (who, when, how and its bias in the file's ``about``).
ASSESSED_FILE = Path(__file__).resolve().parent / "data" / "dragnet_assessed.json"


def assessed_verdicts(path: Path = ASSESSED_FILE) -> dict[str, str]:
    """dragnet page id -> ``comments``, ``not_comments`` or ``mixed``."""
    if not path.exists():
        return {}
    pages = json.loads(path.read_text(encoding="utf-8"))["pages"]
    return {key: row["verdict"] for key, row in pages.items()}


def assessed_table(results: dict[str, PageResult], name: str, verdicts: dict[str, str] | None = None) -> str:
    """False pages against the gold and against the assessment: a page the assessor found
    to hold readers' comments of its article (a gap in the gold) leaves the comment-free
    pages; one it found to hold something else (or a mix) stays a false page; a page
    nobody assessed counts by the gold."""
    verdicts = assessed_verdicts() if verdicts is None else verdicts
    if not verdicts:
        return ""
    lines = [
        (
            f"| part | {name}: false pages (gold) | assessed: comments the gold lacks (pages) "
            f"| {name}: false pages (gold with the assessment) | of the pages the gold lacks, extracted now |"
        ),
        "|---|---|---|---|---|",
    ]
    for label, part in PART_ROWS:
        neg = [
            r
            for r in results.values()
            if r.key.startswith("dragnet/") and r.gold == "none" and (part is None or r.part == part)
        ]
        gap = [r for r in neg if verdicts.get(r.key.split("/", 1)[1]) == "comments"]
        gold_false = sum(1 for r in neg if r.n)
        false = sum(1 for r in neg if r.n and r not in gap)
        lines.append(
            f"| {label} | {_share(gold_false, len(neg))} | {len(gap)} "
            f"| {_share(false, len(neg) - len(gap))} | {sum(1 for r in gap if r.n)} / {len(gap)} |"
        )
    return "\n".join(lines)


#: An independent assessment of trafilatura's comment snippets not found (who, when, how
#: and its bias in the file's ``about``).
SNIPPETS_ASSESSED_FILE = Path(__file__).resolve().parent / "data" / "trafilatura_assessed.json"


def not_comment_snippets(path: Path = SNIPPETS_ASSESSED_FILE) -> set[tuple[str, int]]:
    """(page key, snippet index) of the snippets the assessor found to be no comment."""
    if not path.exists():
        return set()
    rows = json.loads(path.read_text(encoding="utf-8"))["snippets"]
    return {(row["page"], row["snippet"]) for row in rows if row["verdict"] == "not_comment"}


def count_snippets(
    results: Iterable[PageResult], reachable_only: bool, leave_out: Container[tuple[str, int]] = frozenset()
) -> tuple[int, int]:
    found = total = 0
    for r in results:
        for i, bit in enumerate(r.found or ""):
            if reachable_only and (r.reachable or "")[i : i + 1] != "1":
                continue
            if (r.key, i) in leave_out:
                continue
            total += 1
            found += bit == "1"
    return found, total


def trafilatura_tables(
    results: dict[str, PageResult], peer: dict[str, PageResult], name: str, peer_name: str
) -> str:
    ours = [r for r in results.values() if r.key.startswith("trafilatura/")]
    theirs = [r for r in peer.values() if r.key.startswith("trafilatura/")]
    with_snippets = [r for r in ours if r.found is not None]
    peer_snippets = [r for r in theirs if r.found is not None]
    lines = [f"| snippets found | {name} | {peer_name} |", "|---|---|---|"]
    for label, reachable in (("all", False), ("in the saved HTML", True)):
        a, b = count_snippets(with_snippets, reachable)
        c, d = count_snippets(peer_snippets, reachable)
        lines.append(f"| {label} | **{_share(a, b)}** | {_share(c, d) if theirs else '–'} |")
    if assessed := not_comment_snippets():
        a, b = count_snippets(with_snippets, True, assessed)
        c, d = count_snippets(peer_snippets, True, assessed)
        lines.append(
            f"| in the saved HTML, the {len(assessed)} snippets an assessor found to be no comment left out "
            f"(data/trafilatura_assessed.json) | {_share(a, b)} | {_share(c, d) if theirs else '–'} |"
        )
    pages_found = sum(1 for r in with_snippets if "1" in (r.found or ""))
    peer_pages_found = sum(1 for r in peer_snippets if "1" in (r.found or ""))
    lines.append(
        f"| pages with a snippet found | {_share(pages_found, len(with_snippets))} "
        f"| {_share(peer_pages_found, len(peer_snippets)) if theirs else '–'} |"
    )
    peer_by_key = {r.key: r for r in theirs}
    lines += [
        "",
        "Pages issue 23 names as giving false comments (every comment on them is one):",
        "",
        f"| page | what they are | {name}: comments | {peer_name}: lines |",
        "|---|---|---|---|",
    ]
    watched = sorted((r for r in ours if r.watch), key=lambda r: r.key)
    for r in watched:
        other = peer_by_key.get(r.key)
        lines.append(f"| {r.key.split('/', 1)[1]} | {r.watch} | {r.n} | {other.n if other else '–'} |")
    pingback_pages = sorted((r for r in ours if r.pingbacks is not None), key=lambda r: r.key)
    lines += [
        f"| **{len(watched)} pages** | | **{sum(1 for r in watched if r.n)} pages, {sum(r.n for r in watched)} comments** | |",
        "",
        'Pages with pingback markup (WordPress `class="pingback"`/`"trackback"`): comments that are pingbacks:',
        "",
        f"| page | {name}: comments | of them pingbacks | {peer_name}: lines that are pingbacks |",
        "|---|---|---|---|",
    ]
    for r in pingback_pages:
        other = peer_by_key.get(r.key)
        lines.append(
            f"| {r.key.split('/', 1)[1]} | {r.n} | {r.pingbacks} | {other.pingbacks if other else '–'} |"
        )
    lines.append(
        f"| **{len(pingback_pages)} pages** | | **{sum(1 for r in pingback_pages if r.pingbacks)} pages, "
        f"{sum(r.pingbacks or 0 for r in pingback_pages)} pingbacks** | |"
    )
    others = [r for r in ours if r.found is None and not r.watch]
    giving = sorted((r for r in others if r.n), key=lambda r: (-r.n, r.key))
    lines += [
        "",
        (
            f"Pages without comment snippets (not guaranteed comment-free; informational): {len(giving)} of "
            f"{len(others)} give comments ({sum(r.n for r in giving)} comments)."
        ),
    ]
    return "\n".join(lines)


def fundus_table(results: dict[str, PageResult], name: str) -> str:
    rows = [r for r in results.values() if r.key.startswith("fundus/")]
    giving = sorted((r for r in rows if r.n), key=lambda r: r.key)
    lines = [
        f"| pages | {name}: pages giving comments | comments |",
        "|---|---|---|",
        f"| {len(rows)} | {len(giving)} | {sum(r.n for r in giving)} |",
    ]
    if giving:
        lines += ["", "For manual review (the saved HTML rarely holds comments):", ""]
        lines += [f"- {r.key}: {r.n} comments" for r in giving]
    return "\n".join(lines)


def errors_line(results: dict[str, PageResult]) -> str:
    failed = sorted(r.key for r in results.values() if r.error)
    return f"Extraction errors on {len(failed)} pages: {', '.join(failed[:20])}" if failed else ""


def changes_table(changes: list[Change], results: dict[str, PageResult]) -> str:
    if not changes:
        return "No page changed."
    lines = ["| page | site (part) | change | before | now |", "|---|---|---|---|---|"]
    for c in changes:
        r = results.get(c.key)
        where = f"{r.site} ({r.part})" if r is not None and r.site else ""
        lines.append(f"| {c.key} | {where} | {c.what} | {c.before} | {c.after} |")
    return "\n".join(lines)


def lost_table(before: dict[str, PageResult], after: dict[str, PageResult], right: float = 0.9) -> str:
    """Dragnet pages the baseline extracted right (F1 >= ``right``) that now give nothing."""
    lost = sorted(
        (
            k
            for k, b in before.items()
            if b.gold == "comments" and (b.f1 or 0.0) >= right and k in after and not after[k].n
        ),
        key=lambda k: (after[k].site or "", k),
    )
    lines = [
        f"{len(lost)} dragnet pages the baseline extracted right (F1 ≥ {right}) give nothing now:",
        "",
        "| id | site (part) | F1 before | F1 now |",
        "|---|---|---|---|",
    ]
    for k in lost:
        a = after[k]
        lines.append(
            f"| {k.split('/', 1)[1]} | {a.site} ({a.part}) | {before[k].f1:.3f} | {a.f1 or 0.0:.3f} |"
        )
    return "\n".join(lines)
