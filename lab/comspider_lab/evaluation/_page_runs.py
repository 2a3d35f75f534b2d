"""Run a comspider's extraction over saved pages in child processes: this checkout's, or
another checkout's (``tree``), or another interpreter's (``python``), so that releases
can be compared page by page.

The children run ``_extract_child.py`` (see there for what it calls); the pages are
dealt to ``jobs`` children, largest first, so that they finish about together.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from comspider_lab.evaluation._checkout import link_models

CHILD = Path(__file__).resolve().parent / "_extract_child.py"
#: When the pages count as visited: after the newest page of the three corpora was saved
#: (fundus's crawl dates reach 2026-05), so no comment is ever dated after its visit.
VISITED_AT = "2026-11-01T00:00:00Z"


@dataclass(frozen=True, slots=True)
class Extracted:
    """One comment as the scores read it."""

    author: str | None
    published_text: str | None
    text: str | None
    parent_id: str | None
    depth: int | None

    def texts(self) -> tuple[str | None, str | None, str | None]:
        """What counts as extracted: the author, the date as written and the text."""
        return (self.author, self.published_text, self.text)


@dataclass(frozen=True, slots=True)
class PageRun:
    comments: tuple[Extracted, ...]
    error: str | None
    seconds: float


@dataclass(frozen=True, slots=True)
class Extractor:
    """Which comspider extracts: ``python`` runs the child; ``tree`` (a checkout) goes first
    on its path, with that checkout's own models."""

    python: str = sys.executable
    tree: Path | None = None

    def describe(self) -> str:
        where = f"checkout {self.tree}" if self.tree else "this checkout"
        return f"{where} ({self.python})"


def _environment(tree: Path | None, shim: Path) -> dict[str, str]:
    env = dict(os.environ)
    # A fixed hash seed: fce62fb picks a comment's date out of a set on some pages
    # (dragnet T135), so its results would differ from run to run.
    env["PYTHONHASHSEED"] = "0"
    if tree is None:
        return env
    link_models(tree, shim)  # its classifiers, not those of the editable install's checkout
    path = [str(shim), str(tree), env.get("PYTHONPATH", "")]
    env["PYTHONPATH"] = os.pathsep.join(p for p in path if p)
    return env


def _deal(pages: Sequence[tuple[str, Path]], jobs: int) -> list[list[tuple[str, str]]]:
    shares: list[list[tuple[str, str]]] = [[] for _ in range(max(1, jobs))]
    loads = [0] * len(shares)
    for key, path in sorted(pages, key=lambda kp: (-kp[1].stat().st_size, kp[0])):
        i = loads.index(min(loads))
        shares[i].append((key, str(path)))
        loads[i] += path.stat().st_size
    return [s for s in shares if s]


class ChildFailed(RuntimeError):
    """An extraction child process died (not a page failing: that is a result)."""


def extract_pages(
    pages: Sequence[tuple[str, Path]],
    extractor: Extractor | None = None,
    *,
    jobs: int = 2,
    visited_at: str = VISITED_AT,
    on_page: Callable[[str, PageRun], None] | None = None,
    urls: dict[str, str] | None = None,
) -> dict[str, PageRun]:
    """``{key: PageRun}`` for ``(key, path)`` pages, extracted by ``extractor`` in ``jobs``
    child processes. ``on_page`` is called once per page as it is done (progress).
    ``urls``: the address of each page that has one (given to the extractor as the
    article's URL)."""
    extractor = extractor or Extractor()
    results: dict[str, PageRun] = {}
    lock = threading.Lock()
    with contextlib.ExitStack() as stack:
        tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="real-pages-"))
        env = _environment(extractor.tree, Path(tmp))
        children = []
        for share in _deal(pages, jobs):
            err = stack.enter_context(tempfile.TemporaryFile(dir=tmp))
            # -P: nothing before the path (the child's folder holds lab modules); the working
            # directory is outside every checkout for the same reason.
            proc = subprocess.Popen(
                [extractor.python, "-P", str(CHILD)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=err,
                env=env,
                cwd=tmp,
            )
            assert proc.stdin is not None
            addresses = {key: urls[key] for key, _ in share if key in urls} if urls else {}
            job = {"visited_at": visited_at, "pages": share, "urls": addresses}
            proc.stdin.write(json.dumps(job).encode())
            proc.stdin.close()
            children.append((proc, err))

        def read(proc: subprocess.Popen[bytes]) -> None:
            assert proc.stdout is not None
            for line in proc.stdout:
                try:
                    row = json.loads(line)
                    row["key"]
                except (ValueError, TypeError, KeyError):
                    continue  # something the extractor printed itself; keep draining the pipe
                run = PageRun(
                    comments=tuple(Extracted(**c) for c in row["comments"]),
                    error=row["error"],
                    seconds=row["seconds"],
                )
                with lock:
                    results[row["key"]] = run
                    if on_page is not None:
                        on_page(row["key"], run)

        readers = [threading.Thread(target=read, args=(proc,), daemon=True) for proc, _ in children]
        for t in readers:
            t.start()
        for t in readers:
            t.join()
        for proc, err in children:
            if proc.wait() != 0:
                err.seek(0)
                tail = err.read().decode("utf-8", "replace")[-2000:]
                raise ChildFailed(f"extraction by {extractor.describe()} exited {proc.returncode}:\n{tail}")
    missing = [key for key, _ in pages if key not in results]
    if missing:
        raise ChildFailed(f"no result for {len(missing)} pages (first: {missing[0]})")
    return results
