"""The real-page gate (tests/lab/evaluation/test_real_pages_gate.py): the pages the
committed baseline has right, and what counts as losing them.

Guarded pages and their rules:
- *right*: a dragnet page with comments extracted with F1 >= 0.9 (both parts); it fails
  when its F1 falls below half of the baseline's;
- *clean*: a dragnet page without comments where nothing was extracted; it fails when
  it gives any comment;
- *found*: a trafilatura page with a comment snippet found; it fails when a snippet the
  baseline found is lost. The pages issue 23 names as giving false comments are left
  out: their snippets (zooroyal's product reviews) are no discussion, and losing them is
  the aim there.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.evaluation._real_pages_scores import PageResult

RIGHT_F1 = 0.9
KEEP_SHARE = 0.5  # a right page fails below this share of its baseline F1
REFRESH = (
    "If the change is meant, refresh the baseline in the same commit with "
    "`python -m comspider_lab evaluate real_pages --write-baseline` and give the reason "
    "for every page above in the commit message."
)


@dataclass(frozen=True, slots=True)
class Guard:
    key: str
    rule: str  # "right", "clean" or "found"
    baseline: PageResult


def guards(baseline: dict[str, PageResult]) -> list[Guard]:
    out = []
    for key, b in sorted(baseline.items()):
        if key.startswith("dragnet/") and b.gold == "comments" and (b.f1 or 0.0) >= RIGHT_F1:
            out.append(Guard(key, "right", b))
        elif key.startswith("dragnet/") and b.gold == "none" and not b.n:
            out.append(Guard(key, "clean", b))
        elif key.startswith("trafilatura/") and "1" in (b.found or "") and not b.watch:
            out.append(Guard(key, "found", b))
    return out


def violation(guard: Guard, now: PageResult, snippets: tuple[str, ...] = ()) -> str | None:
    """What ``now`` loses of ``guard``'s page, in a line that names the page and its
    figures; None when it keeps it. ``snippets``: the page's snippets (to quote them)."""
    b = guard.baseline
    where = f"{now.key}" + (f" ({now.site}, {now.part} part)" if now.site else "")
    if now.error:
        return f"{where}: extraction failed: {now.error}"
    if guard.rule == "right":
        if (now.f1 or 0.0) < KEEP_SHARE * (b.f1 or 0.0):
            return (
                f"{where}: comment F1 {now.f1 or 0.0:.3f} ({now.n} comments), below half of the "
                f"baseline's {b.f1:.3f} ({b.n} comments)"
            )
    elif guard.rule == "clean":
        if now.n:
            return f"{where}: {now.n} comments on a page without comments (the baseline extracted none)"
    elif guard.rule == "found":
        lost = [
            i
            for i, (x, y) in enumerate(zip(b.found or "", now.found or "", strict=False))
            if x == "1" and y != "1"
        ]
        if lost:
            quoted = "; ".join(repr(snippets[i][:60]) if i < len(snippets) else f"#{i + 1}" for i in lost)
            return f"{where}: comment snippet(s) lost ({now.n} comments extracted): {quoted}"
    return None
