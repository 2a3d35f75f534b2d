"""Every blind set's pages on the static site through ``comspider.extract``, scored as the
blind harness scores a crawl: the guard a change to the section decision or the fields
runs against before it is kept (a minute, no browser, no servers).

    python -m comspider_lab evaluate blind_static [--sets dt,du] [--jobs 2]
        [--results FILE] [--compare EARLIER]

Each case whose page the static site serves (``case.server == "main"``) is read from its
case file (the page as served), extracted with ``comspider.extract`` at a fixed reading
time and scored with :func:`comspider_lab.blind.evaluate.score_case`. A page whose
comments sit on a page of their own, or appear only after a click, gives nothing here:
the crawl's figures are ``blind evaluate``'s. Prints, per kind of page (static threads,
every page), the mean comment F1 over the pages with comments, the pages that give
nothing, the false comments and the pages without comments that give any; with
``--compare``, every case whose score, count, false comments or parents changed.
``--results`` writes one JSON line per case (the input of a later ``--compare``).
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

#: When the pages are read: relative times resolve against it (the scores do not use them).
READ_AT = "2026-01-01T00:00:00+00:00"
#: What a case's line holds that a comparison looks at.
COMPARED = ("f1", "found", "false", "parents_ok")


def score_set(name: str) -> list[dict[str, Any]]:
    """Every served case of blind set ``name``, extracted and scored."""
    # imported in the worker process that scores the set
    import comspider
    from comspider_lab.blind.cases import all_cases
    from comspider_lab.blind.evaluate import Extracted, score_case

    out = []
    for case in all_cases(name):
        if case.server != "main":
            continue
        comments = comspider.extract(case.html, "http://blind.example" + case.path, visited_at=READ_AT)
        found = [Extracted(c.author, c.text or "", c.comment_id, c.parent_id) for c in comments]
        score = score_case(case, found)
        out.append(
            {
                "set": name,
                "case": case.id,
                "kind": case.kind,
                "static": case.static,
                "expected": score.expected,
                "found": score.found,
                "matched": score.matched,
                "f1": score.f1,
                "parents_ok": score.parents_ok,
                "structure_ok": score.structure_ok,
                "false": score.false_comments,
            }
        )
    return out


def summary(rows: list[dict[str, Any]]) -> list[str]:
    """The table's rows: static threads and every page."""
    head = (
        "| pages | with comments / without | mean comment F1 | gave nothing | false comments | pages without comments "
        "that gave some | structure right |"
    )
    lines = [head, "|---|---|---|---|---|---|---|"]
    for label, chosen in (("static", [r for r in rows if r["static"]]), ("every page", rows)):
        talk = [r for r in chosen if r["expected"]]
        plain = [r for r in chosen if not r["expected"]]
        mean = sum(r["f1"] for r in talk) / len(talk) if talk else float("nan")
        lines.append(
            f"| {label} | {len(talk)} / {len(plain)} | {mean:.4f} | {sum(r['found'] == 0 for r in talk)} | "
            f"{sum(r['false'] for r in chosen)} | {sum(r['found'] > 0 for r in plain)} | "
            f"{sum(bool(r['structure_ok']) for r in talk)} |"
        )
    return lines


def changes(earlier: list[dict[str, Any]], now: list[dict[str, Any]]) -> list[str]:
    """Every case whose compared values differ between two runs (and the cases of one only)."""
    before = {(r["set"], r["case"]): r for r in earlier}
    after = {(r["set"], r["case"]): r for r in now}
    out = []
    for key in sorted(before.keys() | after.keys()):
        a, b = before.get(key), after.get(key)
        if a is None or b is None:
            out.append(f"- {key[0]}/{key[1]}: {'new' if a is None else 'gone'}")
        elif any(a[k] != b[k] for k in COMPARED):
            f1 = "-" if a["f1"] is None else f"{a['f1']:.3f}", "-" if b["f1"] is None else f"{b['f1']:.3f}"
            out.append(
                f"- {key[0]}/{key[1]}: F1 {f1[0]} -> {f1[1]}, found {a['found']} -> {b['found']}, "
                f"false {a['false']} -> {b['false']}, parents {a['parents_ok']} -> {b['parents_ok']}"
            )
    return out


def main(argv: list[str] | None = None) -> int:
    from comspider_lab.blind.cases import SETS

    parser = argparse.ArgumentParser(prog="evaluate blind_static", description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", help="comma-separated blind sets (default: every set)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--results", type=Path, help="write one JSON line per case here")
    parser.add_argument("--compare", type=Path, help="an earlier --results file: list what changed")
    args = parser.parse_args(argv)
    names = args.sets.split(",") if args.sets else ["a", *SETS]
    unknown = [n for n in names if n not in ("a", *SETS)]
    if unknown:
        parser.error(f"unknown blind sets: {', '.join(unknown)}")
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        rows = [row for rows in pool.map(score_set, names) for row in rows]
    print(
        f"## Blind pages on the static site through comspider.extract ({len(names)} sets, {len(rows)} pages)\n"
    )
    print("\n".join(summary(rows)))
    if args.results is not None:
        args.results.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
        print(f"\nPer-case results: {args.results}")
    if args.compare is not None:
        earlier = [json.loads(line) for line in args.compare.read_text(encoding="utf-8").splitlines() if line]
        if args.sets:  # the sets asked for only
            earlier = [r for r in earlier if r["set"] in names]
        changed = changes(earlier, rows)
        print(f"\n### Changed since {args.compare}: {len(changed)} pages\n")
        print("\n".join(changed) if changed else "(none)")
    return 0
