"""Cost of `comspider extract` on hostile and huge pages: CPU seconds and peak memory.

    python -m comspider_lab evaluate hostile_pages [--tree DIR] [--timeout 600] [--only NAME,...]

Each page is built here from a fixed seed (unclosed tags at three sizes, 20,000 levels
of nesting, 50,000 siblings, a 10 MB text node, 100 KB attribute values, 200 attributes
per comment, 100,000 comments) and given to one `python -m comspider extract` process;
its user + system CPU seconds and peak resident memory come from ``wait4``. ``--tree``
runs another checkout's crawler (its directory goes first on PYTHONPATH), for a before /
after table. A page that takes longer than ``--timeout`` seconds is stopped and shown so.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from comspider_lab.evaluation._checkout import checkout_environment

_TANGLE = [
    "<div>",
    "</div>",
    "<p>",
    "<span class=c>",
    "</span>",
    "<b>",
    "text ",
    "<li>",
    "<ul>",
    "</ul>",
    "<a href=#>",
    "</a>",
]
_WORDS = ["alpha", "beta", "gamma", "delta", "news", "comment", "the", "a", "und", "der"]


def _words(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(_WORDS) for _ in range(n))


def tangled(tokens: int, seed: int = 1) -> str:
    """Random opening and closing tags, most never closed: candidates nest a thousand deep."""
    rng = random.Random(seed)
    return "<html><body>" + "".join(rng.choice(_TANGLE) for _ in range(tokens)) + "</body></html>"


def deep(levels: int) -> str:
    return "<html><body>" + "<div>" * levels + "x" + "</div>" * levels + "</body></html>"


def siblings(n: int) -> str:
    rng = random.Random(2)
    return (
        "<html><body><div>" + "".join(f"<p>{_words(rng, 5)}</p>" for _ in range(n)) + "</div></body></html>"
    )


def long_text(words: int) -> str:
    return "<html><body><p>" + "word " * words + "</p></body></html>"


def long_attributes(records: int, chars: int) -> str:
    rng = random.Random(3)
    return (
        "<html><body><div class='comments'>"
        + "".join(
            f'<div class="comment" title="{"x" * chars}"><b>u{k}</b><p>{_words(rng, 10)}</p></div>'
            for k in range(records)
        )
        + "</div></body></html>"
    )


def many_attributes(records: int, names: int) -> str:
    rng = random.Random(4)
    attrs = " ".join(f'data-a{i}="{i}"' for i in range(names))
    return (
        "<html><body><div class='comments'>"
        + "".join(
            f'<div class="comment" {attrs}><b>u{k}</b><p>{_words(rng, 10)}</p></div>' for k in range(records)
        )
        + "</div></body></html>"
    )


def many_comments(n: int) -> str:
    rng = random.Random(5)
    return (
        "<html><body><div class='comments'>"
        + "".join(
            f'<div class="comment"><div class="meta"><b>user{k}</b> <em>2024-0{1 + k % 9}-1{k % 10} 10:00</em>'
            f"</div><p>{_words(rng, 12)}</p></div>"
            for k in range(n)
        )
        + "</div></body></html>"
    )


PAGES: dict[str, Callable[[], str]] = {
    "unclosed tags, 200k tags": lambda: tangled(200_000),
    "unclosed tags, 800k tags": lambda: tangled(800_000),
    "unclosed tags, 1.6M tags": lambda: tangled(1_600_000),
    "20,000 levels deep": lambda: deep(20_000),
    "50,000 siblings": lambda: siblings(50_000),
    "one 10 MB text node": lambda: long_text(2_000_000),
    "200 comments, 100 KB attribute each": lambda: long_attributes(200, 100_000),
    "2,000 comments, 200 attributes each": lambda: many_attributes(2_000, 200),
    "100,000 comments": lambda: many_comments(100_000),
}


def _run(path: Path, tree: Path | None, timeout: float) -> tuple[float, float, int, str]:
    """(CPU s, peak MB, comments, status) of one `comspider extract` process."""
    env = checkout_environment(tree)
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "comspider",
                "extract",
                str(path),
                "--reference-time",
                "2024-05-01T00:00:00Z",
            ],
            stdout=out,
            stderr=subprocess.DEVNULL,
            env=env,
            # `python -m` puts its working directory first on sys.path: run from a
            # checkout, the child would import that checkout's crawler, not --tree's.
            cwd=path.parent,
        )
        started = time.monotonic()
        status = "ok"
        while True:
            pid, code, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - started > timeout:
                proc.kill()
                pid, code, usage = os.wait4(proc.pid, 0)
                status = f"stopped after {timeout:g} s"
                break
            time.sleep(0.05)
        proc.returncode = code  # reaped here: Popen must not wait for it again
        if status == "ok" and code != 0:
            status = f"exit status {code}"
        out.seek(0)
        comments = sum(1 for _ in out)
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, comments, status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate hostile_pages", description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=None, help="a checkout whose crawler to run")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per page")
    parser.add_argument("--only", default="", help="comma-separated page names (substrings)")
    args = parser.parse_args(argv)
    wanted = [w.strip() for w in args.only.split(",") if w.strip()]
    print(f"\n### `comspider extract` on hostile and huge pages ({args.tree or 'this tree'})\n")
    print("| page | MB | CPU s | peak MB | comments | status |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in PAGES.items():
            if wanted and not any(w in name for w in wanted):
                continue
            path = Path(tmp) / "page.html"
            path.write_text(make(), encoding="utf-8")
            size = path.stat().st_size / 1e6
            cpu, peak, comments, status = _run(path, args.tree, args.timeout)
            print(f"| {name} | {size:.1f} | {cpu:.2f} | {peak:.0f} | {comments:,} | {status} |", flush=True)
    return 0
