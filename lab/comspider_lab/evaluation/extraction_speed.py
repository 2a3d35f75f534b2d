"""Speed of record extraction: synthetic pages of 1k-100k nodes, a 5,000-level page, and
the real pages of the shared data.

    python -m comspider_lab evaluate extraction_speed [--repeat 5] [--real-limit 0] [--steps] [--focus 41]

Synthetic pages are built like real ones (``comspider_lab.synthetic``: menus,
article, related-article teasers, footer, and a comment section with nested replies and
rich content that makes up most of the nodes). Times are the median of ``--repeat`` runs,
wall clock and CPU (process) time: on a busy machine the CPU time is the steadier one.
``--steps`` adds the CPU time of each step of ``find_sections`` on the synthetic pages.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from comspider.fields.extractor import comment_fields
from comspider.records.dom import parse_html
from comspider.records.flatten import flatten
from comspider.records.invariants import (
    DEFAULT_CODES,
    DEFAULT_FS,
    DEFAULT_FT,
    find_sections,
    sequences,
)
from comspider.records.patterns import mine_patterns
from comspider.sections.rules import StructuralSectionScorer, select_sections
from comspider_lab.progress import progress
from comspider_lab.synthetic import SyntheticPage, deep_page, page_with_nodes

if TYPE_CHECKING:
    from lxml import html as lxml_html

    from comspider.records.model import RecordSection

T = TypeVar("T")

REFERENCE = datetime(2024, 5, 1, tzinfo=UTC)


def _timed(fn: Callable[[], T], repeat: int) -> tuple[float, float, T]:
    walls, cpus = [], []
    result = fn()  # one untimed run first: cold caches and lazy set-up are not the method's cost
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        result = fn()
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    return statistics.median(walls), statistics.median(cpus), result


def _p90(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def _steps(root: lxml_html.HtmlElement, args: argparse.Namespace) -> tuple[float, float, float, float]:
    """CPU medians of flatten, the code sequences, the mining and the rest of
    ``find_sections``, each run timed as a whole and step by step."""
    parts: list[tuple[float, float, float, float]] = []
    clock = time.process_time
    for _ in range(args.repeat):
        t0 = clock()
        flat = flatten(root)
        t1 = clock()
        seqs = sequences(flat, args.codes)
        t2 = clock()
        for seq in seqs:
            mine_patterns(seq, ft=max(2, args.ft), fs=max(1, args.fs))
        t3 = clock()
        find_sections(root, ft=args.ft, fs=args.fs, codes=args.codes)
        t4 = clock()
        parts.append((t1 - t0, t2 - t1, t3 - t2, max(0.0, (t4 - t3) - (t3 - t0))))
    return tuple(statistics.median(p[k] for p in parts) for k in range(4))  # type: ignore[return-value]


def focus_5k(runs: int, args: argparse.Namespace) -> None:
    """The 5,000-node page alone: CPU min / median of ``runs`` calls after 5 warm-up
    calls, with and without the named records, twice each, interleaved (this VM's load
    drifts within a minute, so one long block of runs would compare different loads)."""
    root = parse_html(page_with_nodes(5000, seed=1).html)
    for _ in range(5):
        find_sections(root, ft=args.ft, fs=args.fs, codes=args.codes)
    results: dict[str, list[str]] = {
        "default (named records and bylines on)": [],
        "invariant sections only": [],
    }
    for _round in range(2):
        for label, named in (
            ("default (named records and bylines on)", True),
            ("invariant sections only", False),
        ):
            times = []
            for _ in range(runs):
                started = time.process_time()
                find_sections(root, ft=args.ft, fs=args.fs, codes=args.codes, named=named, bylines=named)
                times.append(time.process_time() - started)
            results[label].append(f"{min(times) * 1000:.1f} / {statistics.median(times) * 1000:.1f}")
    print(
        f"\n### find_sections on the 5,000-node page, CPU ms min / median of {runs} calls "
        "(two interleaved rounds)\n"
    )
    print("| sections | round 1 | round 2 |")
    print("|---|---|---|")
    for label, cells in results.items():
        print(f"| {label} | {cells[0]} | {cells[1]} |")


def _extract_cpu(path: Path) -> float:
    """User + system CPU seconds of one ``python -m comspider extract FILE`` process."""
    import resource
    import subprocess
    import sys

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "-m", "comspider", "extract", str(path), "--reference-time", "2024-05-01T00:00:00Z"],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _score_all(scorer: object, sections: list[RecordSection]) -> list[float]:
    return [scorer.score(x) for x in sections]  # type: ignore[attr-defined]


def _fields_all(sections: list[RecordSection]) -> int:
    return sum(len(comment_fields(x, reference_time=REFERENCE)) for x in sections)


def extract_delta(repeat: int) -> None:
    """The whole of ``comspider extract`` on a 57k-node page with about 4,000 comments
    against a tiny page: CPU seconds of the command (median of ``repeat`` processes), and
    the in-process steps (parse, find_sections, section scoring, fields) after a warm-up."""
    import tempfile

    from comspider.page_comments import default_scorer
    from comspider_lab.synthetic import news_page

    pages = {
        "tiny (3 comments)": news_page(3, seed=0, template="flat", teasers=2),
        "57k-node, flat template": page_with_nodes(57000, template="flat"),
        "wordpress template, about 4,500 comments": page_with_nodes(57000 * 17 // 10, template="wordpress"),
    }
    scorer = default_scorer()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, page in pages.items():
            path = Path(tmp) / "page.html"
            path.write_text(page.html, encoding="utf-8")
            cpu = statistics.median(_extract_cpu(path) for _ in range(repeat))
            root = parse_html(page.html)
            sections = find_sections(root)
            chosen = select_sections(sections, scorer, "best")
            steps = [
                _timed(partial(parse_html, page.html), repeat)[1],
                _timed(partial(find_sections, root), repeat)[1],
                _timed(partial(_score_all, scorer, sections), repeat)[1],
                _timed(partial(_fields_all, chosen), repeat)[1],
            ]
            nodes = sum(1 for _ in root.iter())
            rows.append((name, nodes, len(page.comments), cpu, steps))
    base = rows[0][3]
    print(f"\n### comspider extract: a tiny page against 57k-node pages (CPU s, median of {repeat})\n")
    print(
        "| page | nodes | comments | command CPU s | more than the tiny page | parse | find_sections | section scoring | fields |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for name, nodes, comments, cpu, steps in rows:
        print(
            f"| {name} | {nodes:,} | {comments:,} | {cpu:.2f} | {cpu - base:+.2f} | "
            + " | ".join(f"{x:.3f}" for x in steps)
            + " |"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate extraction_speed", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--ft", type=int, default=DEFAULT_FT)
    parser.add_argument("--fs", type=int, default=DEFAULT_FS)
    parser.add_argument("--codes", default=DEFAULT_CODES)
    parser.add_argument("--real-limit", type=int, default=0, help="at most N real pages (0: all)")
    parser.add_argument("--data", type=Path, default=None, help="shared data folder")
    parser.add_argument(
        "--steps", action="store_true", help="also time the steps of find_sections on the synthetic pages"
    )
    parser.add_argument(
        "--focus",
        type=int,
        default=0,
        metavar="N",
        help="only time find_sections on the 5,000-node page, N calls per round",
    )
    parser.add_argument(
        "--extract",
        action="store_true",
        help="only the whole of `comspider extract` on a 57k-node page against a tiny page",
    )
    args = parser.parse_args(argv)
    if args.focus:
        focus_5k(args.focus, args)
        return 0
    if args.extract:
        extract_delta(args.repeat)
        return 0
    scorer = StructuralSectionScorer()

    def find(root: lxml_html.HtmlElement) -> list[RecordSection]:
        return find_sections(root, ft=args.ft, fs=args.fs, codes=args.codes)

    print(
        f"\n### Extraction speed (F_t={args.ft}, F_s={args.fs}, codes={args.codes}; median of "
        f"{args.repeat} runs; ms wall / CPU)\n"
    )
    print(
        "| page | nodes | parse | find_sections | fields of the comment section | comments | "
        "sections | find_sections per 1k nodes (CPU) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    steps: list[tuple[str, tuple[float, float, float, float]]] = []
    cases: list[tuple[str, Callable[[], SyntheticPage]]] = [
        (f"synthetic {n:,}", partial(page_with_nodes, n, seed=1)) for n in (1000, 5000, 20000, 100000)
    ]
    cases.append(("5,000 levels deep", partial(deep_page, 5000, n_comments=40)))
    for name, make in cases:
        page = make()
        pw, pc, root = _timed(partial(parse_html, page.html), args.repeat)
        nodes = sum(1 for _ in root.iter())
        fw, fc, sections = _timed(partial(find, root), args.repeat)
        best = select_sections(sections, scorer, "best")
        if best:
            cw, cc, fields = _timed(
                partial(comment_fields, best[0], reference_time=REFERENCE), max(1, args.repeat // 2)
            )
            n_comments = len(fields)
        else:
            cw = cc = 0.0
            n_comments = 0
        print(
            f"| {name} | {nodes:,} | {pw * 1000:.1f} / {pc * 1000:.1f} | {fw * 1000:.1f} / {fc * 1000:.1f} | "
            f"{cw * 1000:.1f} / {cc * 1000:.1f} | {n_comments} (truth {len(page.comments)}) | "
            f"{len(sections)} | {fc * 1000 / max(1, nodes) * 1000:.2f} |"
        )
        if args.steps:
            steps.append((name, _steps(root, args)))

    if steps:
        print(f"\n### Steps of find_sections (CPU ms, median of {args.repeat} runs)\n")
        print(
            "| page | flatten | code sequences | pattern mining | the rest (records, "
            "sections, named records) |"
        )
        print("|---|---|---|---|---|")
        for name, (flat_c, seq_c, mine_c, rest_c) in steps:
            print(
                f"| {name} | {flat_c * 1000:.1f} | {seq_c * 1000:.1f} | {mine_c * 1000:.1f} | "
                f"{rest_c * 1000:.1f} |"
            )

    data = args.data
    if data is None:
        from comspider_lab.evaluation.record_extraction import shared_data

        data = shared_data()
    files = sorted((data / "trafilatura" / "pages").glob("*.gz")) + sorted(
        (data / "fundus").glob("*/*.html.gz")
    )
    if args.real_limit:
        files = files[: args.real_limit]
    if not files:
        print(f"\n(no real pages under {data})")
        return 0
    parse_t, find_t, find_c, fields_t, sizes = [], [], [], [], []
    for path in progress(files, desc="extraction speed: pages", unit="page"):
        html = gzip.decompress(path.read_bytes())
        t = time.perf_counter()
        root = parse_html(html)
        parse_t.append(time.perf_counter() - t)
        sizes.append(sum(1 for _ in root.iter()))
        w, c = time.perf_counter(), time.process_time()
        sections = find(root)
        find_t.append(time.perf_counter() - w)
        find_c.append(time.process_time() - c)
        best = select_sections(sections, scorer, "best")
        t = time.perf_counter()
        if best:
            comment_fields(best[0], reference_time=REFERENCE)
        fields_t.append(time.perf_counter() - t)
    print(f"\n### Real pages ({len(files)}: trafilatura + fundus), ms\n")
    print("| measure | median | p90 | max |")
    print("|---|---|---|---|")
    print(f"| nodes | {statistics.median(sizes):.0f} | {_p90(sizes):.0f} | {max(sizes)} |")
    for label, values in (
        ("parse (wall)", parse_t),
        ("find_sections (wall)", find_t),
        ("find_sections (CPU)", find_c),
        ("fields of the best section (wall)", fields_t),
    ):
        print(
            f"| {label} | {statistics.median(values) * 1000:.1f} | {_p90(values) * 1000:.1f} | "
            f"{max(values) * 1000:.1f} |"
        )
    return 0
