"""Measure the interaction on the bundled offline news web: politeness, recall, time.

    python -m comspider_lab evaluate interaction                      # all configurations
    python -m comspider_lab evaluate interaction --configs ranked+memory,brute_force
    python -m comspider_lab evaluate interaction --detector sections  # the invariant finder as detector
    python -m comspider_lab evaluate interaction --load-times-only

Each configuration is a real ``scrapy crawl news_comments -a feed_url=<offline hub>
-a schedule=immediate`` in a temporary folder (private networks allowed), on a web whose
clock stands still, so every configuration sees the same pages and comments. The crawl
writes its feeds, one interaction-log line per page (``COMSPIDER_INTERACTION_LOG``) and
the DOM snapshots handed to the pipelines (``COMSPIDER_SNAPSHOT_DIR``).

Per configuration:

- clicks/page: entry-point actions per page (``report.clicks``: clicks and followed links;
  consent and "load more" clicks excluded), over every page visited;
- clicked share: clicks / clickables seen, over every page;
- entry-point recall: pages with comments whose snapshots contain at least one of them,
  over pages with comments (the interaction exposed them, whatever extraction does next);
- comments exposed: true comments present in the snapshots / true comments ("load more"
  and reply toggles included);
- entry-point accuracy: the reported entry point names the truth's element (the offline
  web evaluation's rule), over pages with comments;
- false entries: pages without comments where the interaction reported an entry point;
- comment recall: the JSONL comments feed against the truth (extraction included);
- s median / s p90: seconds per page in the browser (download + interaction).

Then page load time with and without the request blocklist (a fresh browser context per
page, time to the load event, requests made and aborted), with the ad server answering
after ``--ad-latency`` seconds as one across the internet would (on loopback it answers
at once, and blocking could not show what it saves).
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from comspider_lab.evaluation.offline_web import fmt, percentile

CONFIGS: dict[str, dict[str, str]] = {
    # the defaults: the ranker of COMSPIDER_CLICK_RANKER (fastText) and the site memory
    "ranked+memory": {},
    "ranked": {"COMSPIDER_SITE_MEMORY_ENABLED": "False"},
    "keyword+memory": {"COMSPIDER_CLICK_RANKER": "comspider.interaction.clickable_ranker.KeywordRanker"},
    "keyword": {
        "COMSPIDER_CLICK_RANKER": "comspider.interaction.clickable_ranker.KeywordRanker",
        "COMSPIDER_SITE_MEMORY_ENABLED": "False",
    },
    # click every in-document clickable, in document order, until comments show
    "brute_force": {
        "COMSPIDER_CLICK_RANKER": "comspider_lab.baselines.brute_force.BruteForceRanker",
        "COMSPIDER_MAX_CLICKS": "400",
        "COMSPIDER_PAGE_BUDGET": "180",
        "COMSPIDER_SITE_MEMORY_ENABLED": "False",
    },
}
DEFAULT_CONFIGS = ("ranked+memory", "ranked", "keyword+memory", "keyword", "brute_force")

# Loopback is safe to crawl hard (as in `python -m comspider_lab demo`).
CRAWL_SETTINGS = {
    "DOWNLOAD_DELAY": "0",
    "AUTOTHROTTLE_ENABLED": "False",
    "CONCURRENT_REQUESTS": "8",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "2",
    "LOG_LEVEL": "INFO",
}

DETECTORS: dict[str, dict[str, str]] = {
    "setting": {},  # COMSPIDER_COMMENT_DETECTOR as configured (the invariant detector)
    # the pipelines' invariant finder and section classifier, whatever the settings say
    "sections": {
        "COMSPIDER_COMMENT_DETECTOR": "comspider.interaction.comment_detector.InvariantCommentDetector"
    },
    # the foundation's keyword-free heuristic, for comparison
    "heuristic": {
        "COMSPIDER_COMMENT_DETECTOR": "comspider_lab.baselines.heuristic_detector.HeuristicDetector"
    },
}

FROZEN_AT = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


# --------------------------------------------------------------------------- crawling
def run_crawl(
    web: Any, folder: Path, settings: dict[str, str], urls: list[str] | None = None, timeout: float = 3600
) -> dict[str, Any]:
    folder.mkdir(parents=True, exist_ok=True)
    feeds = {
        str(folder / "comments.jsonl"): {
            "format": "jsonlines",
            "encoding": "utf-8",
            "item_classes": ["comspider.items.CommentItem"],
        },
        str(folder / "visits.jsonl"): {
            "format": "jsonlines",
            "encoding": "utf-8",
            "item_classes": ["comspider.items.VisitItem"],
        },
    }
    source = ["-a", "urls=" + ",".join(urls)] if urls else ["-a", f"feed_url={web.feed_url}"]
    cmd = [
        sys.executable,
        "-m",
        "scrapy",
        "crawl",
        "news_comments",
        *source,
        "-a",
        "schedule=immediate",
        "-s",
        f"FEEDS={json.dumps(feeds)}",
        "-s",
        f"COMSPIDER_INTERACTION_LOG={folder / 'interaction.jsonl'}",
        "-s",
        f"COMSPIDER_SNAPSHOT_DIR={folder / 'snapshots'}",
    ]
    for name, value in {**CRAWL_SETTINGS, **settings}.items():
        cmd += ["-s", f"{name}={value}"]
    env = {
        **os.environ,
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
    }
    started = time.monotonic()
    with (folder / "crawl.log").open("w", encoding="utf-8") as log:
        code = subprocess.call(
            cmd, cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT, timeout=timeout
        )
    elapsed = time.monotonic() - started
    log_text = (folder / "crawl.log").read_text("utf-8", errors="replace")
    ranker = "fastText"
    if "ranking with the keyword ranker instead" in log_text or "KeywordRanker" in settings.get(
        "COMSPIDER_CLICK_RANKER", ""
    ):
        ranker = "keyword"
    if "BruteForce" in settings.get("COMSPIDER_CLICK_RANKER", ""):
        ranker = "brute force"
    return {
        "code": code,
        "seconds": elapsed,
        "folder": folder,
        "ranker": ranker,
        "comments": _jsonl(folder / "comments.jsonl"),
        "visits": _jsonl(folder / "visits.jsonl"),
        "pages": _jsonl(folder / "interaction.jsonl"),
        "snapshots": folder / "snapshots",
    }


def _jsonl(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


# --------------------------------------------------------------------------- exposure
def _squash(text: str) -> str:
    return "".join((text or "").split())


def document_text(html: str) -> str:
    """Visible-ish text of a document: every text node, scripts and styles dropped."""
    from lxml import etree
    from lxml import html as lxml_html

    if not html:
        return ""
    try:
        root = cast(lxml_html.HtmlElement, lxml_html.document_fromstring(html))
    except (etree.ParserError, ValueError):
        return ""
    etree.strip_elements(root, "script", "style", "noscript", "template", with_tail=False)
    return root.text_content()


def load_snapshot_texts(folder: Path) -> dict[str, str]:
    """URL -> squashed text of every snapshot of its visits."""
    out: dict[str, list[str]] = defaultdict(list)
    if folder.is_dir():
        for path in sorted(folder.glob("*.json.gz")):
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                data = json.load(fh)
            for snap in data.get("snapshots", []):
                out[data["url"]].append(_squash(document_text(snap.get("html", ""))))
    return {url: "\n".join(texts) for url, texts in out.items()}


def exposed(true_comments: list[dict], text: str) -> int:
    """How many true comments appear (whitespace ignored) in the snapshot text."""
    return sum(1 for c in true_comments if _squash(c["text"]) and _squash(c["text"]) in text)


# --------------------------------------------------------------------------- scoring
def score(truth: dict, crawl: dict[str, Any]) -> dict[str, Any]:
    from comspider_lab.evaluation.offline_web import entry_point_correct, score_crawl

    pages = {p["url"]: p for p in crawl["pages"]}
    texts = load_snapshot_texts(crawl["snapshots"])
    feed = score_crawl(truth, crawl["comments"], crawl["visits"])
    rows = []
    for art in truth["articles"]:
        page = pages.get(art["url"])
        true = art["comments"]
        got = exposed(true, texts.get(art["url"], "")) if page else 0
        entry = page.get("entry_point") if page else None
        rows.append(
            {
                "url": art["url"],
                "outlet": art["outlet"],
                "mechanism": art["mechanism"],
                "visited": page is not None,
                "true": len(true),
                "exposed": got,
                "clicks": page["clicks"] if page else 0,
                "clickables": page["clickables"] if page else 0,
                "seconds": page["seconds"] if page else None,
                "expansions": page["expansions"] if page else 0,
                "entry_point": entry,
                "true_entry_point": art["entry_point"],
                "entry_ok": entry_point_correct(entry, art["entry_point"]) if true and page else None,
                "false_entry": bool(page and not true and entry),
                "error": page.get("error") if page else None,
            }
        )
    return {
        "rows": rows,
        "feed": feed,
        "crawl_seconds": crawl["seconds"],
        "ranker": crawl["ranker"],
        "returncode": crawl["code"],
    }


def aggregate(rows: list[dict]) -> dict[str, Any]:
    visited = [r for r in rows if r["visited"]]
    with_comments = [r for r in visited if r["true"]]
    clicks = sum(r["clicks"] for r in visited)
    clickables = sum(r["clickables"] for r in visited)
    seconds = [r["seconds"] for r in visited if r["seconds"] is not None]
    return {
        "pages": len(visited),
        "with_comments": len(with_comments),
        "clicks_per_page": clicks / len(visited) if visited else None,
        "clicked_share": clicks / clickables if clickables else None,
        "entry_recall": (sum(1 for r in with_comments if r["exposed"]) / len(with_comments))
        if with_comments
        else None,
        "comments_exposed": (sum(r["exposed"] for r in with_comments) / sum(r["true"] for r in with_comments))
        if with_comments
        else None,
        "entry_accuracy": (sum(1 for r in with_comments if r["entry_ok"]) / len(with_comments))
        if with_comments
        else None,
        "false_entries": sum(1 for r in visited if r["false_entry"]),
        "expansions_per_page": sum(r["expansions"] for r in visited) / len(visited) if visited else None,
        "seconds_median": statistics.median(seconds) if seconds else None,
        "seconds_p90": percentile(seconds, 0.9),
        "errors": sum(1 for r in visited if r["error"]),
    }


SUMMARY_COLUMNS = [
    ("pages", "pages", 0),
    ("clicks_per_page", "clicks/page", 2),
    ("clicked_share", "clicked share", 4),
    ("entry_recall", "entry-point recall", 3),
    ("comments_exposed", "comments exposed", 3),
    ("entry_accuracy", "entry pt acc.", 3),
    ("false_entries", "false entries", 0),
    ("comment_recall", "comment recall (feeds)", 3),
    ("expansions_per_page", "expansions/page", 2),
    ("seconds_median", "s median", 1),
    ("seconds_p90", "s p90", 1),
    ("errors", "errors", 0),
    ("crawl_seconds", "crawl s", 0),
]


def summary_table(results: dict[str, dict[str, Any]]) -> str:
    head = "| configuration | ranker | " + " | ".join(label for _, label, _ in SUMMARY_COLUMNS) + " |"
    rule = "|---|---|" + "|".join("---:" for _ in SUMMARY_COLUMNS) + "|"
    lines = [head, rule]
    for name, res in results.items():
        agg = aggregate(res["rows"])
        agg["comment_recall"] = res["feed"]["total"]["recall"]
        agg["crawl_seconds"] = res["crawl_seconds"]
        lines.append(
            f"| {name} | {res['ranker']} | "
            + " | ".join(fmt(agg.get(key), d) for key, _, d in SUMMARY_COLUMNS)
            + " |"
        )
    return "\n".join(lines)


MECH_COLUMNS = [
    ("pages", "pages", 0),
    ("with_comments", "with comments", 0),
    ("clicks_per_page", "clicks/page", 2),
    ("entry_recall", "entry-point recall", 3),
    ("comments_exposed", "comments exposed", 3),
    ("entry_accuracy", "entry pt acc.", 3),
    ("false_entries", "false entries", 0),
    ("expansions_per_page", "expansions/page", 1),
    ("seconds_median", "s median", 1),
]


def mechanism_table(result: dict[str, Any]) -> str:
    groups: dict[str, list[dict]] = defaultdict(list)
    for row in result["rows"]:
        groups[row["mechanism"]].append(row)
    head = "| mechanism | " + " | ".join(label for _, label, _ in MECH_COLUMNS) + " |"
    rule = "|---|" + "|".join("---:" for _ in MECH_COLUMNS) + "|"
    lines = [head, rule]
    for name, rows in [*sorted(groups.items()), ("**total**", result["rows"])]:
        agg = aggregate(rows)
        lines.append(f"| {name} | " + " | ".join(fmt(agg.get(key), d) for key, _, d in MECH_COLUMNS) + " |")
    return "\n".join(lines)


# --------------------------------------------------------------------------- load times
LOAD_MODES: dict[str, tuple[bool, tuple[str, ...]]] = {
    "no blocking": (False, ()),
    "blocklist": (True, ()),
    "blocklist + media, fonts (default)": (True, ("media", "font")),
    "blocklist + images, media, fonts": (True, ("image", "media", "font")),
}


async def _load_times(urls: list[str], repeat: int) -> dict[str, dict[str, Any]]:
    from playwright.async_api import async_playwright

    from comspider.browser.blocklist import HostBlocklist, RequestBlocker
    from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium

    out: dict[str, dict[str, Any]] = {}
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
        try:
            for mode, (use_list, types) in LOAD_MODES.items():
                blocker = RequestBlocker(HostBlocklist.bundled() if use_list else None, types)
                times: list[float] = []
                requests = aborted = 0
                for _ in range(repeat):
                    for url in urls:
                        context = await browser.new_context(
                            viewport={"width": 1366, "height": 900}, service_workers="block"
                        )
                        counts = {"requests": 0, "aborted": 0}

                        async def route(
                            route: Any, request: Any, counts: dict = counts, blocker: Any = blocker
                        ) -> None:
                            counts["requests"] += 1
                            if blocker(request):
                                counts["aborted"] += 1
                                await route.abort("blockedbyclient")
                            else:
                                await route.fallback()

                        await context.route("**/*", route)
                        page = await context.new_page()
                        started = time.monotonic()
                        try:
                            await page.goto(url, wait_until="load", timeout=30_000)
                            times.append(time.monotonic() - started)
                        except Exception:  # noqa: BLE001 - counted as a timeout
                            times.append(30.0)
                        await context.close()
                        requests += counts["requests"]
                        aborted += counts["aborted"]
                n = max(1, len(urls) * repeat)
                out[mode] = {
                    "median": statistics.median(times),
                    "mean": statistics.mean(times),
                    "p90": percentile(times, 0.9),
                    "requests": requests / n,
                    "aborted": aborted / n,
                }
        finally:
            await browser.close()
    return out


def load_time_table(results: dict[str, dict[str, Any]]) -> str:
    lines = [
        "| blocking | load s median | load s mean | load s p90 | requests/page | aborted/page |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for mode, r in results.items():
        lines.append(
            f"| {mode} | {r['median']:.3f} | {r['mean']:.3f} | {r['p90']:.3f} | "
            f"{r['requests']:.1f} | {r['aborted']:.1f} |"
        )
    return "\n".join(lines)


# --------------------------------------------------------------------------- main
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate interaction", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--configs",
        default=",".join(DEFAULT_CONFIGS),
        help=f"comma-separated, from {', '.join(CONFIGS)} (default: all)",
    )
    parser.add_argument(
        "--detector",
        choices=sorted(DETECTORS),
        default="setting",
        help="the in-browser comment detector (default: COMSPIDER_COMMENT_DETECTOR)",
    )
    parser.add_argument("--seed", type=int, default=0, help="offline web seed")
    parser.add_argument("--outlets", default="", help="only these outlets (comma-separated)")
    parser.add_argument("--out", help="keep the crawls' folders here (default: a temporary folder)")
    parser.add_argument("--load-repeat", type=int, default=1, help="page loads per URL and blocking mode")
    parser.add_argument("--load-pages", type=int, default=26, help="pages for the load-time measurement")
    parser.add_argument(
        "--ad-latency",
        type=float,
        default=0.25,
        help="seconds the offline ad server waits before each answer, as an ad server "
        "across the internet does (default %(default)s; 0: loopback speed)",
    )
    parser.add_argument("--no-load-times", action="store_true", help="skip the load-time measurement")
    parser.add_argument("--load-times-only", action="store_true", help="only the load-time measurement")
    parser.add_argument(
        "-s",
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="extra Scrapy setting for every crawl (repeatable)",
    )
    parser.add_argument("--json", help="write every page's row and the aggregates to this JSON file")
    parser.add_argument(
        "--rescore",
        metavar="DIR",
        help="score the crawls kept in DIR (an earlier --out) again, without crawling",
    )
    args = parser.parse_args(argv)

    from comspider.clock import ManualClock
    from comspider_lab.offline_web import OfflineWeb

    if args.rescore:
        return _rescore(Path(args.rescore), args)

    configs = [c.strip() for c in args.configs.split(",") if c.strip()]
    unknown = [c for c in configs if c not in CONFIGS]
    if unknown:
        parser.error(f"unknown configurations: {unknown}")
    extra = dict(item.split("=", 1) for item in args.set)
    outlets = {o.strip() for o in args.outlets.split(",") if o.strip()}
    base = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="comspider-interaction-"))
    results: dict[str, dict[str, Any]] = {}
    load_results: dict[str, dict[str, Any]] = {}
    with OfflineWeb(clock=ManualClock(FROZEN_AT), seed=args.seed, ad_latency=args.ad_latency) as web:
        truth = web.truth()
        if outlets:
            truth = {**truth, "articles": [a for a in truth["articles"] if a["outlet"] in outlets]}
        base.mkdir(parents=True, exist_ok=True)
        (base / "truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
        urls = [a["url"] for a in truth["articles"]] if outlets else None
        print(f"offline news web: {len(truth['articles'])} articles; crawls in {base}", file=sys.stderr)
        if not args.load_times_only:
            for name in configs:
                settings = {**DETECTORS[args.detector], **CONFIGS[name], **extra}
                print(f"crawling: {name} {settings}", file=sys.stderr)
                crawl = run_crawl(web, base / name.replace("+", "_"), settings, urls)
                if crawl["code"] != 0:
                    print(
                        f"  the crawl exited with {crawl['code']}: see {crawl['folder'] / 'crawl.log'}",
                        file=sys.stderr,
                    )
                results[name] = score(truth, crawl)
                (base / name.replace("+", "_") / "meta.json").write_text(
                    json.dumps(
                        {
                            "config": name,
                            "seconds": crawl["seconds"],
                            "ranker": crawl["ranker"],
                            "code": crawl["code"],
                        }
                    )
                )
        if not args.no_load_times:
            sample = [a["url"] for a in truth["articles"]]
            step = max(1, len(sample) // max(1, args.load_pages))
            sample = sample[::step][: args.load_pages]
            print(f"measuring load times on {len(sample)} pages", file=sys.stderr)
            load_results = asyncio.run(_load_times(sample, args.load_repeat))
    _print(results, load_results, args)
    return 0 if all(r["returncode"] == 0 for r in results.values()) else 1


def _rescore(base: Path, args: argparse.Namespace) -> int:
    truth = json.loads((base / "truth.json").read_text("utf-8"))
    results: dict[str, dict[str, Any]] = {}
    for name in CONFIGS:
        folder = base / name.replace("+", "_")
        if not (folder / "interaction.jsonl").exists():
            continue
        meta = (
            json.loads((folder / "meta.json").read_text("utf-8")) if (folder / "meta.json").exists() else {}
        )
        crawl = {
            "code": meta.get("code", 0),
            "seconds": meta.get("seconds", 0.0),
            "folder": folder,
            "ranker": meta.get("ranker", "?"),
            "comments": _jsonl(folder / "comments.jsonl"),
            "visits": _jsonl(folder / "visits.jsonl"),
            "pages": _jsonl(folder / "interaction.jsonl"),
            "snapshots": folder / "snapshots",
        }
        results[name] = score(truth, crawl)
    _print(results, {}, args)
    return 0


def _print(
    results: dict[str, dict[str, Any]], load_results: dict[str, dict[str, Any]], args: argparse.Namespace
) -> None:
    if results:
        print(f"## Interaction on the offline news web (seed {args.seed}, detector: {args.detector})\n")
        print(summary_table(results))
        for name, res in results.items():
            print(f"\n### {name}: per mechanism\n")
            print(mechanism_table(res))
    if load_results:
        print("\n## Page load time with and without request blocking\n")
        print(f"The offline ad server answers after {args.ad_latency:g} s (`--ad-latency`).\n")
        print(load_time_table(load_results))
    if args.json:
        payload = {
            "configs": {
                n: {
                    "rows": r["rows"],
                    "aggregate": aggregate(r["rows"]),
                    "feed_total": r["feed"]["total"],
                    "crawl_seconds": r["crawl_seconds"],
                    "ranker": r["ranker"],
                }
                for n, r in results.items()
            },
            "load_times": load_results,
        }
        Path(args.json).write_text(json.dumps(payload, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
