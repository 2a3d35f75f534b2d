"""Real pages: comments extracted from the saved pages of three other projects' corpora
(dragnet, trafilatura, fundus: ../shared/data/README.md), against their gold, beside
trafilatura, and the pages whose result changed since a stored baseline.

    python -m comspider_lab evaluate real_pages [--corpus dragnet,trafilatura,fundus] [--jobs 2]
        [--tree OTHER_CHECKOUT] [--python OTHER_PYTHON] [--no-peer] [--results FILE]
        [--compare [BASELINE_OR_RESULTS]] [--write-baseline] [--make-split]

- dragnet: token precision, recall and F1 of the comments' authors, dates as written and
  texts against the annotators' comment lines, averaged over the pages with comments
  (gold_doubtful pages left out, and listed); over the pages without, the share where
  anything was extracted (false pages). Each for the tune part, the report part (the
  committed site split, data/dragnet_split.json) and all. Report figures come from the
  report part only.
- trafilatura: comment snippets found (all; those in the saved HTML), the pages issue 23
  names as giving false comments, pingbacks taken for comments, and (informational) the
  pages without snippets that give comments.
- fundus: the pages that give any comments, for review (no gold).

Every page's result goes to a results file (``--results``; default
feeds/real-pages/<commit>.json). ``--compare`` lists the pages whose result changed
against the committed baseline (data/real_pages_baseline.json) or any results file;
``--write-baseline`` refreshes the baseline (say why in the commit message: the CI gate,
tests/lab/evaluation/test_real_pages_gate.py, checks against it). ``--tree`` and
``--python`` measure another checkout's comspider (a release without ``comspider.extract``
through its old `comspider extract` code path; see _extract_child.py).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from comspider_lab.evaluation._dragnet_split import SPLIT_FILE, make_split
from comspider_lab.evaluation._page_runs import VISITED_AT, Extractor
from comspider_lab.evaluation._peer import peer_name
from comspider_lab.evaluation._real_corpora import dragnet_pages
from comspider_lab.evaluation._real_pages_baseline import BASELINE, changes, read_pages, write_pages
from comspider_lab.evaluation._real_pages_run import CORPORA, load_corpora, measure
from comspider_lab.evaluation._real_pages_scores import PageResult
from comspider_lab.evaluation._real_pages_tables import (
    assessed_table,
    changes_table,
    dragnet_table,
    errors_line,
    fundus_table,
    lost_table,
    trafilatura_tables,
)
from comspider_lab.paths import REPO, require_shared_data

#: What makes the crawler a checkout runs: its code, models and pinned requirements (the
#: lab's commits change none of it, so they do not rename the crawler measured).
CRAWLER_PATHS = ("comspider", "models", "requirements.txt", "setup.py", "pyproject.toml")


def _git(tree: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(tree), *args], capture_output=True, text=True, check=True
    ).stdout.strip()


def _checkout_of(python: str) -> Path | None:
    """The checkout whose comspider ``python`` imports (None for this interpreter's)."""
    if python == sys.executable:
        return None
    try:
        found = subprocess.run(
            [python, "-P", "-c", "import comspider; print(comspider.__file__)"],
            capture_output=True,
            text=True,
            check=True,
            cwd="/",
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    return Path(found).resolve().parent.parent


def _head(tree: Path) -> str:
    try:
        return _git(tree, "rev-parse", "--short", "HEAD")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def crawler_version(tree: Path) -> str:
    """The last commit that changed the crawler in ``tree`` (``+changes`` when its files
    differ from it), or "unknown" outside git."""
    try:
        commit = _git(tree, "log", "-1", "--format=%h", "--", *CRAWLER_PATHS)
        dirty = _git(tree, "status", "--porcelain", "--untracked-files=no", "--", *CRAWLER_PATHS)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return commit + ("+changes" if dirty else "")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="evaluate real_pages", description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--data", type=Path, default=None, help="the shared data folder (default ../shared/data)"
    )
    parser.add_argument(
        "--corpus", default=",".join(CORPORA), help="comma-separated, of: " + ", ".join(CORPORA)
    )
    parser.add_argument("--jobs", type=int, default=2, help="extraction processes (default 2)")
    parser.add_argument("--tree", type=Path, default=None, help="measure this other checkout's comspider")
    parser.add_argument(
        "--python", default=sys.executable, help="the interpreter that extracts (default: this one)"
    )
    parser.add_argument("--no-peer", action="store_true", help="skip trafilatura")
    parser.add_argument("--results", type=Path, default=None, help="where the per-page results go")
    parser.add_argument(
        "--compare",
        type=Path,
        nargs="?",
        const=BASELINE,
        default=None,
        help=f"list the pages changed since this baseline or results file (default {BASELINE.name})",
    )
    parser.add_argument(
        "--from-results",
        type=Path,
        default=None,
        help="print the tables of a results file instead of extracting",
    )
    parser.add_argument("--write-baseline", action="store_true", help=f"refresh {BASELINE}")
    parser.add_argument("--make-split", action="store_true", help=f"write {SPLIT_FILE} (only when missing)")
    return parser


def _make_split(data: Path) -> int:
    if SPLIT_FILE.exists():
        print(
            f"{SPLIT_FILE} exists: the split is made once; edit it by hand, with a reason, if the data changed"
        )
        return 1
    split = make_split(dragnet_pages(data))
    SPLIT_FILE.parent.mkdir(parents=True, exist_ok=True)
    SPLIT_FILE.write_text(json.dumps(split, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(split["counts"], indent=1))
    return 0


def _print_tables(
    about: dict[str, Any],
    name: str,
    peer: str,
    pages: dict[str, PageResult],
    peer_pages: dict[str, PageResult],
) -> None:
    def count(corpus: str) -> int:
        return sum(1 for k in pages if k.startswith(corpus + "/"))

    print(f"\n## Real pages: {name} (`{about.get('command', '?')}`)\n")
    if count("dragnet"):
        print(f"### dragnet: {count('dragnet')} pages, split by site (tune / report)\n")
        print(dragnet_table(pages, peer_pages, name, peer))
        if table := assessed_table(pages, name):
            print(
                "\nFalse pages against an independent assessment of the pages the gold calls comment-free"
                " where comments were extracted (data/dragnet_assessed.json: who, when, how, its bias):\n"
            )
            print(table)
    if count("trafilatura"):
        print(f"\n### trafilatura pages: {count('trafilatura')} pages\n")
        print(trafilatura_tables(pages, peer_pages, name, peer))
    if count("fundus"):
        print(f"\n### fundus: {count('fundus')} pages (informational)\n")
        print(fundus_table(pages, name))
    if line := errors_line(pages):
        print(f"\n{line}")
    if "extraction_seconds" in about:
        print(f"\nExtraction: {about['extraction_seconds']:.0f} s wall, {about.get('jobs', '?')} processes.")


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    data = (args.data or require_shared_data()).resolve()
    if args.make_split:
        return _make_split(data)
    corpora_names = [c.strip() for c in args.corpus.split(",") if c.strip()]
    unknown = set(corpora_names) - set(CORPORA)
    if unknown:
        raise SystemExit(f"unknown corpus: {', '.join(sorted(unknown))}")
    other = args.tree is not None or args.python != sys.executable
    if args.write_baseline and (other or args.from_results or set(corpora_names) != set(CORPORA)):
        raise SystemExit("--write-baseline is this checkout's crawler on all three corpora")

    if args.from_results is not None:
        about, pages = read_pages(args.from_results)
        peer_file = args.from_results.with_suffix(".peer.json")
        peer_pages = read_pages(peer_file)[1] if peer_file.exists() and not args.no_peer else {}
        name, peer = about["crawler"], about.get("peer", "trafilatura")
        pages = {k: r for k, r in pages.items() if k.split("/", 1)[0] in corpora_names}
    else:
        extractor = Extractor(python=args.python, tree=args.tree.resolve() if args.tree else None)
        commit = crawler_version(extractor.tree or _checkout_of(extractor.python) or REPO)
        name = f"comspider {commit}"
        corpora = load_corpora(data, corpora_names)
        print(
            f"extracting with {extractor.describe()}, {args.jobs} processes...", file=sys.stderr, flush=True
        )
        measured = measure(corpora, extractor, jobs=args.jobs, peer=not args.no_peer)
        pages, peer_pages = measured.pages, measured.peer
        peer = peer_name() if not args.no_peer else "trafilatura"
        command = "python -m comspider_lab evaluate real_pages " + " ".join(
            argv if argv is not None else sys.argv[1:]
        )
        about = {
            "crawler": name,
            "extractor": extractor.describe(),
            "checkout_head": _head(extractor.tree or _checkout_of(extractor.python) or REPO),
            "command": command.strip(),
            "visited_at": VISITED_AT,
            "made": datetime.now(UTC).isoformat(timespec="seconds"),
            "extraction_seconds": round(measured.seconds, 1),
            "jobs": args.jobs,
            "peer": peer,
        }
        results_path = args.results or REPO / "feeds" / "real-pages" / f"{commit}.json"
        write_pages(results_path, about, pages, compact=False)
        if peer_pages:
            write_pages(
                results_path.with_suffix(".peer.json"), {**about, "crawler": peer}, peer_pages, compact=False
            )
        print(f"Per-page results: {results_path}", file=sys.stderr)

    _print_tables(about, name, peer, pages, peer_pages)
    if args.compare is not None:
        before_about, before = read_pages(args.compare)
        print(f"\n### Pages changed since {args.compare.name} ({before_about.get('crawler', '?')})\n")
        print(changes_table(changes(before, pages), pages))
        if any(k.startswith("dragnet/") for k in pages):
            print()
            print(lost_table(before, pages))
    if args.write_baseline:
        write_pages(BASELINE, about, pages, compact=True)
        print(f"\nBaseline written: {BASELINE} (say why in the commit message)", file=sys.stderr)
    return 0
