"""Extract the comments of saved pages with whichever comspider this interpreter imports,
one JSON line per page (the child process of ``comspider_lab.evaluation._page_runs``).

Run as a file (``python -P _extract_child.py``), never as a module of the lab: the
interpreter may be another checkout's, whose path has no lab, so this file imports
nothing but the standard library and ``comspider``. Stdin: ``{"visited_at": ISO,
"pages": [[key, path], ...], "urls": {key: the page's address}}``. Stdout, per page, in order: ``{"key", "comments":
[{"author", "published_text", "text", "parent_id", "depth"}], "error", "seconds"}``.

Releases with ``comspider.extract`` (the public API since 2026-11) go through it. Older
ones (fce62fb and before) have none: the adapter below calls what their `comspider
extract` command called, with the command's defaults (the best section, the shipped
classifier's threshold), so an old release is measured as its users ran it.
"""

from __future__ import annotations

import gzip
import importlib
import json
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

FIELDS = ("author", "published_text", "text", "parent_id", "depth")


def _read(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


def _when(iso: str) -> datetime:
    when = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _current(html: bytes, path: Path, when: datetime, url: str | None) -> list[dict[str, Any]]:
    import comspider

    return [{f: getattr(c, f) for f in FIELDS} for c in comspider.extract(html, url, visited_at=when)]


def _legacy(html: bytes, path: Path, when: datetime, url: str | None) -> list[dict[str, Any]]:
    # fce62fb's comspider/commands/extract.py, less its printing: the public behaviour of
    # a release without comspider.extract.
    # Imported by name: the module exists only in those releases (and is typed as theirs).
    old = importlib.import_module("comspider.extraction.comments")
    out = []
    for pc in old.extract_comments(html, fallback_url=str(path), reference_time=when):
        c = pc.comment
        out.append(
            {
                "author": c.author,
                "published_text": c.published_text,
                "text": c.text,
                "parent_id": pc.parent_id,
                "depth": c.depth,
            }
        )
    return out


def main() -> int:
    import comspider

    job = json.load(sys.stdin)
    when = _when(job["visited_at"])
    extract = _current if hasattr(comspider, "extract") else _legacy
    out = sys.stdout
    urls = job.get("urls") or {}
    for key, name in job["pages"]:
        path = Path(name)
        started = time.monotonic()
        try:
            comments, error = extract(_read(path), path, when, urls.get(key)), None
        except Exception as exc:  # noqa: BLE001 - a page that breaks the extractor is a result, not a stop
            comments, error = [], f"{type(exc).__name__}: {exc}"[:300]
        row = {"key": key, "comments": comments, "error": error, "seconds": time.monotonic() - started}
        out.write(json.dumps(row, ensure_ascii=False) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
