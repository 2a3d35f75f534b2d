"""The stored results of the real pages: the results file of a run, the committed baseline
(the same format, fewer fields per page), and the pages whose result changed between two.

File format: ``{"about": {...how it was made...}, "pages": {key: row}}``, one page a line,
so that a refreshed baseline's diff shows the pages that changed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from comspider_lab.evaluation._real_pages_scores import PageResult

BASELINE = Path(__file__).resolve().parent / "data" / "real_pages_baseline.json"
#: The fields a baseline keeps of a page: enough to tell every change the gate and
#: --compare look at.
BASELINE_FIELDS = ("n", "error", "gold", "f1", "found", "pingbacks", "watch", "named")
#: An F1 that moved by more than this is a change.
F1_CHANGE = 0.05
#: A page whose comments named their authors this many times or more, and now less than
#: half as often, lost its authors (a field the token scores hardly see).
AUTHORS_LOST_FROM = 3


def write_pages(path: Path, about: dict[str, Any], pages: dict[str, PageResult], *, compact: bool) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = []
    for key in sorted(pages):
        row = pages[key].to_json()
        row.pop("key")
        if compact:
            row = {k: v for k, v in row.items() if k in BASELINE_FIELDS}
            if "f1" in row:
                row["f1"] = round(row["f1"], 3)
        lines.append(f"    {json.dumps(key, ensure_ascii=False)}: {json.dumps(row, ensure_ascii=False)}")
    head = '{\n  "about": ' + json.dumps(about, ensure_ascii=False) + ',\n  "pages": {\n'
    path.write_text(head + ",\n".join(lines) + "\n  }\n}\n", encoding="utf-8")


def read_pages(path: Path) -> tuple[dict[str, Any], dict[str, PageResult]]:
    """(about, pages) of a results file or a baseline."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    return raw["about"], {key: PageResult.from_json({"key": key, **row}) for key, row in raw["pages"].items()}


@dataclass(frozen=True, slots=True)
class Change:
    key: str
    what: str  # e.g. "F1 down", "false page appeared", "snippet lost"
    before: str
    after: str


def _f1(r: PageResult) -> str:
    return f"F1 {r.f1:.3f} ({r.n} comments)" if r.f1 is not None else f"{r.n} comments"


def _found(r: PageResult) -> str:
    return f"{(r.found or '').count('1')}/{len(r.found or '')} snippets ({r.n} comments)"


def page_change(before: PageResult, after: PageResult) -> Change | None:
    """How a page's result changed, or None (see F1_CHANGE and the module's docstring)."""
    key = after.key
    if after.error and not before.error:
        return Change(key, "extraction error", f"{before.n} comments", after.error)
    if (
        before.named is not None
        and before.named >= AUTHORS_LOST_FROM
        and (after.named or 0) * 2 < before.named
    ):
        # the names moved into the texts (or went): the token F1 hardly moves
        return Change(
            key,
            "authors lost",
            f"{before.named} of {before.n} named",
            f"{after.named or 0} of {after.n} named",
        )
    if before.f1 is not None and after.f1 is not None:
        if abs(after.f1 - before.f1) > F1_CHANGE:
            what = "F1 up" if after.f1 > before.f1 else "F1 down"
            if before.n and not after.n:
                what = "F1 down: gives nothing now"
            return Change(key, what, _f1(before), _f1(after))
        return None
    if before.gold == "none":
        if bool(before.n) != bool(after.n):
            what = "false page appeared" if after.n else "false page gone"
            return Change(key, what, f"{before.n} comments", f"{after.n} comments")
        return None
    if before.found is not None and after.found is not None and before.found != after.found:
        lost = sum(1 for b, a in zip(before.found, after.found, strict=False) if b == "1" and a == "0")
        won = sum(1 for b, a in zip(before.found, after.found, strict=False) if b == "0" and a == "1")
        what = ", ".join(
            x for x in (f"{lost} snippet(s) lost" if lost else "", f"{won} found" if won else "") if x
        )
        return Change(key, what, _found(before), _found(after))
    if (before.watch or after.watch) and before.n != after.n:
        return Change(key, "false comments (issue 23's pages)", f"{before.n} comments", f"{after.n} comments")
    if before.pingbacks is not None and after.pingbacks is not None and before.pingbacks != after.pingbacks:
        return Change(key, "pingbacks as comments", str(before.pingbacks), str(after.pingbacks))
    if before.found is None and bool(before.n) != bool(after.n):
        # pages without gold (fundus, trafilatura pages without snippets): for review
        what = "comments appeared" if after.n else "comments gone"
        return Change(key, what, f"{before.n} comments", f"{after.n} comments")
    return None


def changes(before: dict[str, PageResult], after: dict[str, PageResult]) -> list[Change]:
    out = []
    for key in sorted(after):
        if key in before:
            change = page_change(before[key], after[key])
            if change is not None:
                out.append(change)
    return out
