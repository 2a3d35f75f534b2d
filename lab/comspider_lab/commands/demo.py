"""`python -m comspider_lab demo`: crawl the bundled offline news web and score the result.

Starts the offline news web on loopback, runs `scrapy crawl news_comments` on its
Google-News-format feed with schedule=immediate, writes the JSONL feeds under feeds/,
prints a summary table against the web's ground truth (each page as it was when it was
visited), and stops the web. With ``--max-articles N`` only the N pages visited are
scored. On a terminal the crawl's log goes to a file beside the feeds and a progress bar
counts the pages visited; elsewhere the log streams to stderr as it is.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from comspider_lab.progress import bar, on_terminal

HELP = "crawl the bundled offline news web, write feeds/, and print a summary table"

# Loopback is safe to crawl hard; the real defaults stay polite.
DEMO_SETTINGS = {
    "DOWNLOAD_DELAY": "0",
    "AUTOTHROTTLE_ENABLED": "False",
    "CONCURRENT_REQUESTS": "8",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "2",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--output", default="feeds", help="folder for the JSONL feeds (default feeds/)")
    parser.add_argument("--max-articles", type=int, default=None, help="visit at most N articles")
    parser.add_argument("--seed", type=int, default=0, help="seed of the offline news web")
    parser.add_argument("--log-level", default="INFO", help="crawl log level (default INFO)")
    parser.add_argument(
        "-s",
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="extra Scrapy setting for the crawl (repeatable)",
    )


def run(args: argparse.Namespace) -> int:
    from comspider_lab.evaluation.offline_web import format_table, score_crawl
    from comspider_lab.offline_web import OfflineWeb

    out = Path(args.output).resolve()
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H-%M-%S")
    comments_path = out / "comments" / f"demo-{stamp}.jsonl"
    visits_path = out / "visits" / f"demo-{stamp}.jsonl"
    feeds = {
        str(comments_path): {
            "format": "jsonlines",
            "encoding": "utf-8",
            "item_classes": ["comspider.items.CommentItem"],
        },
        str(visits_path): {
            "format": "jsonlines",
            "encoding": "utf-8",
            "item_classes": ["comspider.items.VisitItem"],
        },
    }
    with OfflineWeb(seed=args.seed) as web:
        print(
            f"offline news web: {len(web.outlets)} outlets, {len(web.article_urls())} articles; "
            f"feed {web.feed_url}",
            file=sys.stderr,
        )
        cmd = [
            sys.executable,
            "-m",
            "scrapy",
            "crawl",
            "news_comments",
            "-a",
            f"feed_url={web.feed_url}",
            "-a",
            "schedule=immediate",
            "-s",
            f"FEEDS={json.dumps(feeds)}",
            "-s",
            f"LOG_LEVEL={args.log_level}",
        ]
        if args.max_articles is not None:
            cmd += ["-a", f"max_articles={args.max_articles}"]
        for name, value in DEMO_SETTINGS.items():
            cmd += ["-s", f"{name}={value}"]
        for extra in args.set:
            cmd += ["-s", extra]
        env = {
            **os.environ,
            "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
            "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        }
        started = time.monotonic()
        if on_terminal():
            log_path = out / f"demo-{stamp}.log"
            cmd += ["-s", f"LOG_FILE={log_path}"]
            print(f"crawl log: {log_path}", file=sys.stderr)
            total = args.max_articles if args.max_articles is not None else len(web.article_urls())
            code = _crawl_with_bar(cmd, env, visits_path, total)
        else:
            code = subprocess.call(cmd, env=env)
        elapsed = time.monotonic() - started
        visits = _read(visits_path)
        truth = scored_truth(web, visits, args.max_articles)
    if code != 0:
        print(f"the crawl failed with exit code {code}", file=sys.stderr)
        return code
    comments = _read(comments_path)
    scores = score_crawl(truth, comments, visits)
    print()
    print(format_table(scores))
    print(
        "\nTruth: the comments each page showed when it was visited. Entry point: over pages with comments."
    )
    print()
    print(
        f"{len(visits)} pages visited in {elapsed:.0f} s; {len(comments)} comments written to {comments_path}"
    )
    print(f"visits written to {visits_path}")
    pages_path = out / f"demo-{stamp}-pages.json"
    pages_path.write_text(json.dumps(scores["pages"], indent=1, ensure_ascii=False), encoding="utf-8")
    misses = [
        p
        for p in scores["pages"]
        if (p["f1"] is not None and p["f1"] < 1.0) or (p["entry_point_correct"] is False and p["true"])
    ]
    print(
        f"per-page scores written to {pages_path}; {len(misses)} pages differ from the truth"
        + (":" if misses else ".")
    )
    for p in misses:
        print(
            f"  {p['outlet']:<12} {p['mechanism']:<13} true {p['true']:>3} found {p['found']:>3} "
            f"correct {p['correct']:>3}  entry point {p['entry_point']!r} (truth {p['true_entry_point']!r})  {p['url']}"
        )
    return 0 if comments else 1


def scored_truth(web: Any, visits: list[dict], max_articles: int | None) -> dict[str, Any]:
    """The truth the demo scores against: each page as it was when it was visited
    (comments posted later are not misses); with ``--max-articles``, only the pages
    visited (the others were never meant to be)."""
    from comspider_lab.evaluation.offline_web import truth_at_last_visits

    visited = [v["url"] for v in visits] if max_articles is not None else None
    return truth_at_last_visits(web, visits, web.clock.now(), urls=visited)


def _crawl_with_bar(cmd: list[str], env: dict[str, str], visits_path: Path, total: int) -> int:
    """Run the crawl, counting the visit records it writes on a progress bar."""
    progress = bar(total, "pages visited", unit="page")
    process = subprocess.Popen(cmd, env=env)
    try:
        while process.poll() is None:
            time.sleep(0.5)
            done = visits_path.read_bytes().count(b"\n") if visits_path.exists() else 0
            if done > progress.n:
                progress.update(done - progress.n)
    finally:
        if process.poll() is None:
            process.terminate()
        progress.close()
    return process.wait()


def _read(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
