"""End-to-end F1 "online": fresh articles, visited at once or through the page queue.

    python -m comspider_lab evaluate online                       # immediate, paper, learned, complete
    python -m comspider_lab evaluate online --configs paper --speed 240 --max-articles 6

ComCrawler (Chen, Meng, Dragut, ICDE 2024, Table III) reports an end-to-end F1 of 0.41
when each article from the feed is visited at once, and 0.90 with its page queue
(T_W = 3.84 h, revisits at the back of the queue, up to 3 visits). This script measures
the same on the bundled offline news web:

- Input: the web's "fresh" articles (published 8-40 minutes before the web's anchor,
  comments still to come), optionally restricted with ``--outlets``/``--max-articles``,
  listed with their publication dates in an RSS file served on loopback.
- ``immediate``: ``-a schedule=immediate`` on a web whose clock stands still at the
  anchor (``fixed:`` clock spec), so "at once" means the moment the feed lists the
  article, not the crawler's start-up time multiplied by the clock's speed.
- ``paper``: ``-a schedule=queued``, ``COMSPIDER_SCHEDULE_POLICY=paper`` (fixed T_W,
  revisit T_W after a visit with fewer than ``--min-comments``, up to ``--max-visits``).
- ``learned``: the learned policy, from an empty queue file (no outlet evidence yet: its
  first T_W is the prior, its revisits are timed by the prior's model).
- ``complete``: the completeness policy (the default), from an empty queue file: its
  first visit and its arrival model are the priors fitted on the simulator's world, and
  each article's own pace comes from its comments' timestamps.
  Queued configurations share one ``ScaledClock`` (``--speed`` virtual seconds per wall
  second) between the web and the crawler, from the anchor.
- Score: the JSONL comments feed (every visit's new comments) against the comments each
  article has at the anchor + ``--horizon-hours`` (24 h: the discussions are over, so this
  is what a later reader sees, as the paper's manual check of a page's comments did); and,
  for reference, against the comments it had at its last visit (what the crawler could
  have taken: extraction and interaction losses only). Precision, recall and F1 are
  ComCrawler's per-page figures (comspider_lab.evaluation.offline_web.score_crawl), averaged
  over the articles; a page refused at admission or never visited counts with no comments.
  The web moderates (``--moderation``, on by default: some comments are removed or edited
  a while after they appear), so the crawl's view of the final discussion is its comment
  records without those it recorded as removed, with their edits applied
  (comspider_lab.evaluation.moderation.crawl_view); its removal and edit records are
  scored against the truth's events up to the crawl's end (recall over the events its
  visits could detect, false records).
- ``--wrappers warm`` (issue 27): before each configuration, a crawl of each selected
  outlet's first ``--warm-articles`` other articles with comments (at once, on a state
  of its own) learns the outlets' site wrappers, which are exported and imported into the
  configuration's empty state (only the wrappers: its queue, seen comments and site
  memory of entry points stay cold). ``both`` runs each configuration cold and warm.
"""

from __future__ import annotations

import argparse
import email.utils
import json
import re
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from comspider_lab.evaluation import moderation
from comspider_lab.evaluation._frozen_crawl import ANCHOR, CRAWL_SETTINGS, crawl, read_jsonl, run_scrapy
from comspider_lab.evaluation.offline_web import fmt, score_crawl, truth_at_last_visits

CONFIGS = ("immediate", "paper", "learned", "complete")

STAT_RE = re.compile(r"'comspider/queue/([\w/]+)': ([\d.]+)")


# --------------------------------------------------------------------------- input
def select_articles(
    truth: dict[str, Any], outlets: Sequence[str] | None = None, max_articles: int | None = None
) -> list[dict[str, Any]]:
    """The fresh articles of a truth document (with comments enabled), by outlet order."""
    chosen = [
        a
        for a in truth["articles"]
        if a["kind"] == "fresh"
        and a["comments_enabled"]
        and not a["paywalled"]
        and (not outlets or a["outlet"] in outlets)
    ]
    return chosen[:max_articles] if max_articles is not None else chosen


def rss(articles: Sequence[dict[str, Any]]) -> str:
    """An RSS 2.0 document listing the articles with their publication dates."""

    def when(a: dict[str, Any]) -> str:
        return email.utils.format_datetime(datetime.fromisoformat(a["published_at"]), usegmt=True)

    items = "".join(
        f"<item><title>{escape(a['title'])}</title><link>{escape(a['url'])}</link>"
        f'<pubDate>{when(a)}</pubDate><source url="{escape(a["url"])}">'
        f"{escape(a['publisher'])}</source></item>"
        for a in articles
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>'
        f"<title>Fresh articles</title><link>http://127.0.0.1/</link>{items}</channel></rss>"
    )


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


class FeedServer:
    """A folder served on 127.0.0.1 by a daemon thread."""

    def __init__(self, root: Path) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(root)))
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True, name="feed")
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> FeedServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


# --------------------------------------------------------------------------- scoring
@dataclass(slots=True)
class Run:
    """One configuration's crawl: its feeds, the truths to score them against, its costs."""

    config: str
    horizon_truth: list[dict[str, Any]]  # per article: comments at the horizon
    last_visit_truth: list[dict[str, Any]]  # per article: comments at its last visit
    comments: list[dict[str, Any]]
    visits: list[dict[str, Any]]
    wall_seconds: float
    returncode: int = 0
    stats: dict[str, float] = field(default_factory=dict)
    records: list[dict[str, Any]] = field(default_factory=list)  # moderation records
    end_truth: list[dict[str, Any]] = field(default_factory=list)  # per article: at the crawl's end
    speed: float = 1.0  # the clock's, for the visits' durations


def _age_hours(visit: dict[str, Any], published: dict[str, datetime]) -> float | None:
    when, pub = visit.get("visited_at"), published.get(visit.get("url", ""))
    if not when or pub is None:
        return None
    return (datetime.fromisoformat(when) - pub).total_seconds() / 3600.0


def summarise(run: Run, min_comments: int = 10) -> dict[str, Any]:
    """One table row: per-article averages of ComCrawler's P, R, F1 at the horizon and at
    the last visit, visits per article, pages captured, ages at the visits."""
    view = moderation.crawl_view(run.comments, run.records)
    at_horizon = score_crawl({"articles": run.horizon_truth}, view, run.visits)
    at_visit = score_crawl({"articles": run.last_visit_truth}, view, run.visits)
    moderated = moderation.score(
        run.end_truth or run.horizon_truth, run.comments, run.visits, run.records, run.speed
    )
    n = len(run.horizon_truth)
    published = {a["url"]: datetime.fromisoformat(a["published_at"]) for a in run.horizon_truth}
    found_by: dict[str, int] = defaultdict(int)
    for page in at_horizon["pages"]:
        found_by[page["url"]] = page["found"]
    first_ages = [_age_hours(v, published) for v in run.visits if v.get("visit") == 1]
    last: dict[str, dict[str, Any]] = {}
    for v in run.visits:
        if v.get("url") not in last or v.get("visit", 0) >= last[v["url"]].get("visit", 0):
            last[v["url"]] = v
    last_ages = [_age_hours(v, published) for v in last.values()]

    def mean(values: Sequence[float | None]) -> float | None:
        vals = [v for v in values if v is not None]
        return sum(vals) / len(vals) if vals else None

    total, ref = at_horizon["total"], at_visit["total"]
    return {
        "config": run.config,
        "articles": n,
        "visited": len(last),
        "visits_per_article": len(run.visits) / n if n else None,
        "captured": sum(1 for a in run.horizon_truth if found_by[a["url"]] >= min_comments),
        "with_comments": sum(1 for a in run.horizon_truth if found_by[a["url"]] > 0),
        "true": total["true"],
        "found": total["found"],
        "correct": total["correct"],
        "precision": total["precision"],
        "recall": total["recall"],
        "f1": total["f1"],
        "true_at_visit": ref["true"],
        "recall_at_visit": ref["recall"],
        "f1_at_visit": ref["f1"],
        "age_first_h": mean(first_ages),
        "age_last_h": mean(last_ages),
        "wall_seconds": run.wall_seconds,
        "returncode": run.returncode,
        "refused": sum(v for k, v in run.stats.items() if k.startswith("dropped/")),
        "moderation": moderated,
    }


def format_table(rows: Sequence[dict[str, Any]], horizon_hours: float, min_comments: int = 10) -> str:
    head = [
        "config",
        "articles",
        "visits/article",
        f"captured (≥{min_comments})",
        "with comments",
        f"true @+{horizon_hours:g} h",
        "found",
        "P",
        "R",
        "F1",
        "true @last visit",
        "R @last visit",
        "F1 @last visit",
        "age 1st visit (h)",
        "age last visit (h)",
        "refused",
        "wall s",
    ]
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    for r in rows:
        cells = [
            r["config"] + ("" if not r["returncode"] else f" (exit {r['returncode']})"),
            str(r["articles"]),
            fmt(r["visits_per_article"], 2),
            f"{r['captured']}/{r['articles']}",
            f"{r['with_comments']}/{r['articles']}",
            str(r["true"]),
            str(r["found"]),
            fmt(r["precision"], 3),
            fmt(r["recall"], 3),
            f"**{fmt(r['f1'], 3)}**",
            str(r["true_at_visit"]),
            fmt(r["recall_at_visit"], 3),
            fmt(r["f1_at_visit"], 3),
            fmt(r["age_first_h"], 2),
            fmt(r["age_last_h"], 2),
            fmt(r["refused"], 0),
            fmt(r["wall_seconds"], 0),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def moderation_table(rows: Sequence[dict[str, Any]]) -> str:
    """Removals and edits: events in the truth (by the horizon), those the crawl's visits
    could detect, detected, recall, records written, false records."""
    head = "| config | kind | events | detectable | detected | recall | records | false |"
    lines = [head, "|---|---|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        for kind in ("removed", "edited"):
            m = r["moderation"][kind]
            lines.append(
                f"| {r['config']} | {kind} | {m['events']} | {m['detectable']} | {m['detected']} | "
                f"{fmt(m['recall'], 3)} | {m['records']} | {m['false']} |"
            )
    return "\n".join(lines)


def page_table(run: Run) -> str:
    """Per article of one run: its mechanism, visits, true comments at the horizon and at
    its last visit, found and correct (against the last visit's truth)."""
    view = moderation.crawl_view(run.comments, run.records)
    at_horizon = score_crawl({"articles": run.horizon_truth}, view, run.visits)
    at_visit = score_crawl({"articles": run.last_visit_truth}, view, run.visits)
    lines = [
        f"{run.config}:",
        "",
        "| outlet | mechanism | visits | true @horizon | true @last visit | found | correct |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for h, v in zip(at_horizon["pages"], at_visit["pages"], strict=True):
        lines.append(
            f"| {h['outlet']} | {h['mechanism']} | {h['visits']} | {h['true']} | "
            f"{v['true']} | {v['found']} | {v['correct']} |"
        )
    return "\n".join(lines)


# --------------------------------------------------------------------------- crawling
def queue_stats(log_text: str) -> dict[str, float]:
    """The comspider/queue/* stats of the crawl's final stats dump."""
    return {name: float(value) for name, value in STAT_RE.findall(log_text)}


def crawl_settings(config: str, args: argparse.Namespace, clock_spec: str, folder: Path) -> dict[str, str]:
    settings = {
        **CRAWL_SETTINGS,
        "COMSPIDER_CLOCK": clock_spec,
        "COMSPIDER_STATE_PATH": str(folder / "queue.sqlite3"),
        "COMSPIDER_MIN_COMMENTS": str(args.min_comments),
        "COMSPIDER_MAX_VISITS": str(args.max_visits),
        "COMSPIDER_WAIT_PRIOR_HOURS": str(args.wait_hours),
        "COMSPIDER_ADMISSION_CONTROL": str(args.admission),
    }
    if config in ("paper", "learned", "complete"):
        settings["COMSPIDER_SCHEDULE_POLICY"] = config
    return settings


def warm_wrappers(
    web: Any, articles: Sequence[dict[str, Any]], folder: Path, args: argparse.Namespace
) -> None:
    """Learn the site wrappers of the outlets of ``articles`` from their other articles
    (a crawl of its own) and import them, alone, into ``folder``'s state."""
    from comspider.crawl_settings import crawl_settings as comspider_settings
    from comspider.state.backend import open_sqlite
    from comspider.wrappers.exchange import export_sites, import_site, read_export
    from comspider.wrappers.service import WrapperConfig

    outlets = {a["outlet"] for a in articles}
    chosen = {a["url"] for a in articles}
    urls: list[str] = []
    for site, art in web.world.articles():
        url = site.url(art.path)
        if site.name not in outlets or url in chosen or not art.comments_enabled or art.paywalled:
            continue
        if art.kind == "fresh" or len([u for u in urls if u.startswith(site.base_url)]) >= args.warm_articles:
            continue
        urls.append(url)
    learnt = folder / "warm-up" / "state.sqlite3"
    crawl("warm-up", urls, folder / "warm-up", learnt, {}, args.timeout)
    source = open_sqlite(learnt)
    target = open_sqlite(folder / "queue.sqlite3")
    try:
        config = WrapperConfig.from_settings(comspider_settings())
        sites = read_export(export_sites(source.wrappers))
        for site_templates in sites:
            import_site(target.wrappers, config, site_templates)
        print(f"[online] warm wrappers: {len(sites)} site(s) from {len(urls)} pages", file=sys.stderr)
    finally:
        source.close()
        target.close()


def run_config(config: str, args: argparse.Namespace, workdir: Path, warm: bool = False) -> Run:
    from comspider.clock import Clock, ManualClock, ScaledClock, iso
    from comspider_lab.offline_web import OfflineWeb

    folder = workdir / (f"{config}-warm" if warm else config)
    folder.mkdir(parents=True, exist_ok=True)
    clock: Clock
    if config == "immediate":
        clock = ManualClock(ANCHOR)
        spec = f"fixed:{ANCHOR.isoformat()}"
    else:
        clock = ScaledClock(args.speed, origin_virtual=ANCHOR)
        spec = clock.spec()
    web = OfflineWeb(clock=clock, seed=args.seed, anchor=ANCHOR, moderation=args.moderation)
    web.start()
    try:
        articles = select_articles(web.truth(at=ANCHOR), args.outlets, args.max_articles)
        if warm:
            warm_wrappers(web, articles, folder, args)
        (folder / "site").mkdir(exist_ok=True)
        (folder / "site" / "rss.xml").write_text(rss(articles), encoding="utf-8")
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
            str(folder / "moderation.jsonl"): {
                "format": "jsonlines",
                "encoding": "utf-8",
                "item_classes": ["comspider.items.CommentRemovedItem", "comspider.items.CommentEditedItem"],
            },
        }
        schedule = "immediate" if config == "immediate" else "queued"
        with FeedServer(folder / "site") as feed:
            cmd = [
                sys.executable,
                "-m",
                "scrapy",
                "crawl",
                "news_comments",
                "-a",
                f"feed_url={feed.base_url}/rss.xml",
                "-a",
                f"schedule={schedule}",
                "-s",
                f"FEEDS={json.dumps(feeds)}",
            ]
            for name, value in crawl_settings(config, args, spec, folder).items():
                cmd += ["-s", f"{name}={value}"]
            print(f"[online] {config}: {len(articles)} articles, clock {spec}", file=sys.stderr, flush=True)
            started = time.monotonic()
            code = run_scrapy(cmd, folder, args.timeout)
            wall = time.monotonic() - started
        ended = clock.now()
        comments, visits = read_jsonl(folder / "comments.jsonl"), read_jsonl(folder / "visits.jsonl")
        records = read_jsonl(folder / "moderation.jsonl")
        horizon = ANCHOR + timedelta(hours=args.horizon_hours)
        by_url = {a["url"]: a for a in web.truth(at=horizon)["articles"]}
        horizon_truth = [by_url[a["url"]] for a in articles]
        at_visits = {
            a["url"]: a
            for a in truth_at_last_visits(
                web, visits, ended, [a["url"] for a in articles], optional_during_visit=False
            )["articles"]
        }
        last_visit_truth = [at_visits[a["url"]] for a in articles]
        at_end = {a["url"]: a for a in web.truth(at=max(ended, horizon))["articles"]}
        end_truth = [at_end[a["url"]] for a in articles]
    finally:
        web.stop()
    log_text = (folder / "crawl.log").read_text("utf-8", errors="replace")
    if code != 0 or "Traceback" in log_text:
        print(f"[online] {config}: exit {code}; see {folder / 'crawl.log'}", file=sys.stderr)
    print(
        f"[online] {config}: {len(visits)} visits, {len(comments)} comments, {wall:.0f} s wall, "
        f"crawl ended at virtual {iso(ended)}",
        file=sys.stderr,
        flush=True,
    )
    name = f"{config} (warm wrappers)" if warm else config
    return Run(
        name,
        horizon_truth,
        last_visit_truth,
        comments,
        visits,
        wall,
        code,
        queue_stats(log_text),
        records,
        end_truth,
        1.0 if config == "immediate" else args.speed,
    )


# --------------------------------------------------------------------------- CLI
def _bool(text: str) -> bool:
    value = text.strip().lower()
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off"):
        return False
    raise argparse.ArgumentTypeError(f"expected true or false, not {text!r}")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate online", description=__doc__.split("\n\n")[0]
    )
    p.add_argument(
        "--configs",
        default=",".join(CONFIGS),
        help=f"comma-separated, from {', '.join(CONFIGS)} (default: all)",
    )
    p.add_argument("--seed", type=int, default=0, help="the offline web's seed")
    p.add_argument("--outlets", default=None, help="comma-separated outlet names (default: all)")
    p.add_argument("--max-articles", type=int, default=None, help="at most this many fresh articles")
    p.add_argument(
        "--speed",
        type=float,
        default=240.0,
        help="virtual seconds per wall second for the queued configurations",
    )
    p.add_argument("--wait-hours", type=float, default=3.84, help="T_W (virtual hours), the paper's 3.84")
    p.add_argument("--min-comments", type=int, default=10)
    p.add_argument("--max-visits", type=int, default=3)
    p.add_argument("--admission", type=_bool, default=True, help="the paper's admission control")
    p.add_argument(
        "--moderation",
        type=_bool,
        default=True,
        help="the web removes and edits some comments after they appear (default true)",
    )
    p.add_argument(
        "--horizon-hours",
        type=float,
        default=24.0,
        help="score against the comments at the anchor + this many virtual hours",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=1800.0,
        help="wall seconds per crawl (complete follows discussions 48 h: 12 min at 240x)",
    )
    p.add_argument("--workdir", default=None, help="keep the crawls' feeds and logs here")
    p.add_argument("--pages", action="store_true", help="also print a table per article")
    p.add_argument(
        "--wrappers",
        choices=("cold", "warm", "both"),
        default="cold",
        help="site wrappers learnt beforehand from the outlets' other articles (warm), or not (cold)",
    )
    p.add_argument("--warm-articles", type=int, default=2, help="--wrappers warm: articles per outlet")
    return p


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = build_parser()
    args = p.parse_args(list(argv) if argv is not None else None)
    args.configs = [c.strip() for c in args.configs.split(",") if c.strip()]
    unknown = [c for c in args.configs if c not in CONFIGS]
    if unknown or not args.configs:
        p.error(f"unknown configuration(s) {unknown}; choose from {', '.join(CONFIGS)}")
    outlets = args.outlets.split(",") if args.outlets else []
    args.outlets = [o.strip() for o in outlets if o.strip()] or None
    if args.speed <= 0 or args.wait_hours < 0 or args.max_visits < 1 or args.min_comments < 1:
        p.error("--speed must be > 0, --wait-hours >= 0, --max-visits and --min-comments >= 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="comspider-online-") as tmp:
        workdir = Path(args.workdir) if args.workdir else Path(tmp)
        warmth = {"cold": [False], "warm": [True], "both": [False, True]}[args.wrappers]
        runs = [run_config(c, args, workdir, warm) for c in args.configs for warm in warmth]
    rows = [summarise(run, args.min_comments) for run in runs]
    print(
        f"Fresh articles of the offline web (seed {args.seed}), T_W = {args.wait_hours:g} h, "
        f"min comments {args.min_comments}, max visits {args.max_visits}, clock speed "
        f"{args.speed:g}x (queued), admission control {'on' if args.admission else 'off'}, "
        f"moderation {'on' if args.moderation else 'off'}; "
        f"scored against the comments at anchor + {args.horizon_hours:g} h.\n"
    )
    print(format_table(rows, args.horizon_hours, args.min_comments))
    print()
    print(moderation_table(rows))
    if args.pages:
        for run in runs:
            print("\n" + page_table(run))
    return 0 if all(r["returncode"] == 0 for r in rows) else 1


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
