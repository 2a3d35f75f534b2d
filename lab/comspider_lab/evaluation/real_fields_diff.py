"""Every saved real page (dragnet, trafilatura, fundus) through ``comspider.extract``,
every field of every comment written down and compared with an earlier run: the guard
that a change to the extraction leaves the real pages as they were, field for field, or
shows each page it moved (about a minute and a half on two processes).

    python -m comspider_lab evaluate real_fields_diff [--results FILE] [--compare EARLIER]
        [--limit N] [--jobs 2]

``real_pages`` scores the pages against their gold; this one only says what changed, so
that each change is read before it is kept. The pages are read with their corpus's URL
(dragnet's without one) at a fixed reading time. The data is ``../shared/data`` or
``COMSPIDER_SHARED_DATA``.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from comspider_lab.evaluation._real_corpora import dragnet_pages, fundus_pages, trafilatura_pages
from comspider_lab.paths import require_shared_data

#: When the pages are read: relative dates resolve against it.
READ_AT = "2013-01-01T00:00:00+00:00"
#: The fields written down for each comment.
FIELDS = ("author", "text", "parent_id", "comment_id", "published_at", "likes", "permalink", "section")


def read_page(page: tuple[str, str, str | None]) -> dict[str, Any]:
    """One page's comments (``page``: its key, file and URL), or the error it raised."""
    import comspider  # in the worker process

    key, path, url = page
    try:
        comments = comspider.extract(Path(path).read_bytes(), url, visited_at=READ_AT)
    except Exception as exc:  # noqa: BLE001 - a page that raises is a finding, not a stop
        return {"key": key, "error": repr(exc)}
    return {"key": key, "comments": [{f: c.to_dict().get(f) for f in FIELDS} for c in comments]}


def pages(data: Path) -> list[tuple[str, str, str | None]]:
    out: list[tuple[str, str, str | None]] = [(p.key, str(p.path), None) for p in dragnet_pages(data)]
    out += [(p.key, str(p.path), p.url) for p in trafilatura_pages(data)]
    out += [(p.key, str(p.path), p.url) for p in fundus_pages(data)]
    return out


def changes(earlier: dict[str, dict[str, Any]], now: dict[str, dict[str, Any]]) -> list[str]:
    """One line per page whose comments differ (in count, or field for field)."""
    out = []
    for key in sorted(earlier.keys() | now.keys()):
        a, b = earlier.get(key), now.get(key)
        if a == b:
            continue
        before = len((a or {}).get("comments", []))
        after = len((b or {}).get("comments", []))
        what = "fields" if before == after else "comments"
        if a is None or b is None:
            what = "only in one run"
        elif "error" in a or "error" in b:
            what = f"error: {(b or a).get('error')}"
        out.append(f"- {key}: {before} -> {after} ({what})")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate real_fields_diff", description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", type=Path, help="write one JSON line per page here")
    parser.add_argument("--compare", type=Path, help="an earlier --results file: list the pages that changed")
    parser.add_argument("--limit", type=int, help="the first N pages only (a quick look)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    args = parser.parse_args(argv)
    every = pages(require_shared_data())
    todo = every[: args.limit] if args.limit else every
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        now = {r["key"]: r for r in pool.map(read_page, todo, chunksize=8)}
    errors = sum("error" in r for r in now.values())
    comments = sum(len(r.get("comments", [])) for r in now.values())
    print(f"## Real pages through comspider.extract, field for field: {len(now)} pages, {comments} comments")
    print(f"\n{sum(bool(r.get('comments')) for r in now.values())} pages give comments; {errors} raised")
    if args.results is not None:
        args.results.write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in now.values()), "utf-8"
        )
        print(f"\nPer-page results: {args.results}")
    if args.compare is not None:
        earlier = {
            r["key"]: r
            for line in args.compare.read_text(encoding="utf-8").splitlines()
            if line and (r := json.loads(line))["key"] in now
        }
        changed = changes(earlier, now)
        print(f"\n### Changed since {args.compare}: {len(changed)} of {len(now)} pages\n")
        print("\n".join(changed) if changed else "(none)")
    return 0
