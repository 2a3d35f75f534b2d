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
"""

from __future__ import annotations

import argparse
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
    from comspider_lab.offline_web import OfflineWeb

    rows = []
    sizes: list[tuple[int, Counter[str]]] = []
    with tempfile.TemporaryDirectory(prefix="archive-cost-") as folder, OfflineWeb(seed=0) as web:
        root = Path(folder)
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
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
