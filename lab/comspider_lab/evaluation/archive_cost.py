"""What recording an archive costs: size per page and the crawl's slowdown.

    python -m comspider_lab evaluate archive_cost [--pages 81] [--repeats 2]

The offline news web (seed 0) in this process; ``--pages`` article URLs (past its 81
articles, ``?copy=k`` copies make distinct pages), crawled by ``scrapy crawl
news_comments`` (``schedule=immediate``, the demo's concurrency) with recording off and
on (``COMSPIDER_ARCHIVE_DIR``, screenshots on), alternating, ``--repeats`` times each.

Measured per run: CPU seconds per page (user + system of the crawl and everything it
started: Chromium, Playwright's driver; ``getrusage(RUSAGE_CHILDREN)``) and wall seconds
per page; for the recorded runs, the archive's bytes per page by what they hold (the
network exchanges, the DOM snapshots, the boxes, the screenshots, the visit records:
each record is its own gzip member, so the split is exact), and so the size without
screenshots (``COMSPIDER_ARCHIVE_SCREENSHOTS=false`` writes the same minus those).

Replay fidelity: once the web is stopped, the first recorded run's archive is crawled
again by ``comspider replay`` (the browser answered from the archive alone) and
re-extracted by ``comspider reextract`` (the pipelines on the recorded snapshots); their
comment and visit items are compared with the recorded crawl's, field by field, less
what two runs of the same visits may differ in (``seconds``; and for the replay, which
records nothing, the archive references). Visits that failed while recording (an error
outcome) have nothing to replay and are left out of all three.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from comspider.archive.reader import archive_files
from comspider.archive.records import KIND_HEADER

SETTINGS = {
    "DOWNLOAD_DELAY": "0",
    "AUTOTHROTTLE_ENABLED": "False",
    "CONCURRENT_REQUESTS": "8",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "2",
    "LOG_LEVEL": "WARNING",
}


def page_urls(urls: list[str], n: int) -> list[str]:
    out = []
    for i in range(n):
        url, copy = urls[i % len(urls)], i // len(urls)
        out.append(url if copy == 0 else f"{url}{'&' if '?' in url else '?'}copy={copy}")
    return out


def crawl(work: Path, urls_file: Path, archive: Path | None) -> tuple[float, float, int]:
    """(CPU seconds, wall seconds, visits written) of one crawl."""
    cmd = [sys.executable, "-m", "scrapy", "crawl", "news_comments", "-a", f"urls_file={urls_file}"]
    cmd += ["-a", "schedule=immediate"]
    settings = dict(SETTINGS)
    if archive is not None:
        settings["COMSPIDER_ARCHIVE_DIR"] = str(archive)
    for key, value in settings.items():
        cmd += ["-s", f"{key}={value}"]
    env = {
        **os.environ,
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
    }
    work.mkdir(parents=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    subprocess.run(cmd, cwd=work, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    visits = sum(len(p.read_text().splitlines()) for p in (work / "feeds" / "visits").glob("*.jsonl"))
    return cpu, wall, visits


def read_items(paths: list[Path]) -> list[dict[str, object]]:
    rows = []
    for path in paths:
        rows += [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    return rows


def comparable(rows: list[dict[str, object]], drop: set[str]) -> Counter[str]:
    return Counter(json.dumps({k: v for k, v in r.items() if k not in drop}, sort_keys=True) for r in rows)


def comspider(command: str, archive: Path, out: Path) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of ``comspider replay|reextract ARCHIVE --output OUT``."""
    cmd = [sys.executable, "-m", "comspider", command, str(archive), "--output", str(out)]
    if command == "replay":
        cmd += ["--log-file", str(out.with_suffix(".log"))]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    subprocess.run(cmd, cwd=out.parent, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def fidelity(recorded: Path, archive: Path) -> None:
    """Print how the replay's and the re-extraction's items compare with the recorded crawl's."""
    crawled = read_items(sorted((recorded / "feeds").glob("*/*.jsonl")))
    failed = {r["url"] for r in crawled if r.get("type") == "visit" and r.get("outcome") == "error"}
    crawled = [r for r in crawled if r.get("url") not in failed]
    pages = sum(1 for r in crawled if r.get("type") == "visit")
    print(
        f"\nReplay fidelity: the first recorded run ({pages} visits, {len(failed)} failed visits left out)\n"
    )
    print(
        "| run | comments | identical | missing | extra | visits identical | CPU s / page | wall s / page |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for command, drop in (
        ("replay", {"seconds", "warc_file", "warc_record_id"}),
        ("reextract", {"seconds"}),
    ):
        out = recorded.parent / f"{command}.jsonl"
        cpu, wall = comspider(command, archive, out)
        items = [r for r in read_items([out]) if r.get("url") not in failed]
        row = [f"{command}", "", "", "", "", "", f"{cpu / max(1, pages):.2f}", f"{wall / max(1, pages):.2f}"]
        for kind in ("comment", "visit"):
            want = comparable([r for r in crawled if r.get("type") == kind], drop)
            got = comparable([r for r in items if r.get("type") == kind], drop)
            same = sum((want & got).values())
            if kind == "comment":
                row[1] = str(sum(got.values()))
                row[2] = str(same)
                row[3] = str(sum((want - got).values()))
                row[4] = str(sum((got - want).values()))
            else:
                row[5] = f"{same}/{sum(want.values())}"
        print("| " + " | ".join(row) + " |")


def archive_bytes(archive: Path) -> Counter[str]:
    """Compressed bytes by what the records hold."""
    out: Counter[str] = Counter()
    for path in archive_files(archive):
        with path.open("rb") as fh:
            records = ArchiveIterator(fh)
            for record in records:
                kind = record.rec_headers.get_header(KIND_HEADER)
                if kind is None:
                    kind = "network" if record.rec_type in ("request", "response") else record.rec_type
                record.content_stream().read()
                out[kind] += records.get_record_length() or 0
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate archive_cost")
    parser.add_argument("--pages", type=int, default=81)
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args(argv)
    rows: list[tuple[bool, float, float, int]] = []
    sizes: list[tuple[int, Counter[str]]] = []
    with tempfile.TemporaryDirectory(prefix="archive-cost-") as folder:
        root = Path(folder)
        record_all(root, args, rows, sizes)
        report(args, rows, sizes)
        # the web is stopped: the replay has nothing but the archive
        fidelity(root / "on-0", root / "on-0" / "archive")
    return 0


def record_all(
    root: Path,
    args: argparse.Namespace,
    rows: list[tuple[bool, float, float, int]],
    sizes: list[tuple[int, Counter[str]]],
) -> None:
    from comspider_lab.offline_web import OfflineWeb

    with OfflineWeb(seed=0) as web:
        urls_file = root / "urls.txt"
        urls_file.write_text("\n".join(page_urls(web.article_urls(), args.pages)) + "\n")
        for repeat in range(args.repeats):
            for recording in (False, True):
                name = f"{'on' if recording else 'off'}-{repeat}"
                archive = root / name / "archive" if recording else None
                cpu, wall, visits = crawl(root / name, urls_file, archive)
                rows.append((recording, cpu, wall, visits))
                print(f"{name}: {visits} visits, {cpu:.0f} CPU s, {wall:.0f} s", file=sys.stderr)
                if archive is not None:
                    sizes.append((visits, archive_bytes(archive)))


def report(
    args: argparse.Namespace,
    rows: list[tuple[bool, float, float, int]],
    sizes: list[tuple[int, Counter[str]]],
) -> None:
    print(f"\n{args.pages} pages of the offline web per run, {args.repeats} runs each, alternating\n")
    print("| recording | CPU s / page | wall s / page | runs |")
    print("|---|---|---|---|")
    means = {}
    for recording in (False, True):
        runs = [r for r in rows if r[0] == recording]
        cpu = sum(r[1] / max(1, r[3]) for r in runs) / len(runs)
        wall = sum(r[2] / max(1, r[3]) for r in runs) / len(runs)
        means[recording] = (cpu, wall)
        print(f"| {'on' if recording else 'off'} | {cpu:.2f} | {wall:.2f} | {len(runs)} |")
    print(
        f"| on / off | {means[True][0] / means[False][0]:.2f}x | {means[True][1] / means[False][1]:.2f}x | |"
    )
    visits = sum(v for v, _ in sizes)
    total: Counter[str] = Counter()
    for _, counter in sizes:
        total.update(counter)
    print("\n| archive part | KB / page |")
    print("|---|---|")
    for kind in ("network", "snapshot", "boxes", "screenshot", "visit", "warcinfo"):
        print(f"| {kind} | {total[kind] / max(1, visits) / 1024:.1f} |")
    with_shots = sum(total.values()) / max(1, visits) / 1024
    without = (sum(total.values()) - total["screenshot"]) / max(1, visits) / 1024
    print(f"| **total, with screenshots** | **{with_shots:.1f}** |")
    print(f"| **total, without screenshots** | **{without:.1f}** |")


if __name__ == "__main__":
    raise SystemExit(main())
