"""Site wrappers on the offline web (issue 27): pages with a few comments, clicks on a
site's later pages, extraction time with a wrapper hit against a full mining pass, and a
redesign mid-crawl. Real `scrapy crawl news_comments` runs (Chromium, the default
pipelines) against the bundled offline web on a frozen clock.

    python -m comspider_lab evaluate wrappers [--learn-articles 2] [--workdir DIR] [--outlets a,b]

1. **learn**: each outlet's first ``--learn-articles`` articles with comments (not its
   page with a few comments), one crawl, wrappers on; its crawl state is kept.
2. **few, wrappers on**: each outlet's page with 1-9 comments, on a copy of that state.
3. **few, wrappers off**: the same pages on another copy, ``COMSPIDER_WRAPPERS_ENABLED=
   false``: today's crawler, whose site memory of entry points is as warm.
4. **redesign**: the redesign outlet (harbour): its articles with many comments in the old
   design; then the web switches to the new design; its articles with many comments,
   then its pages with a few comments, each a crawl on the same state.
5. **time**: the few pages' snapshots (``COMSPIDER_SNAPSHOT_DIR`` of run 2) extracted
   again, CPU time per document: the wrapper (signature, match, locate, verify) and the
   fields at its slots, against the full method (record finding, the classifier and the
   section decision, the fields), for the documents where the wrapper hit.

Scores are ComCrawler's per-page figures (comspider_lab.evaluation.offline_web); the truth
is each page's comments at the frozen time. The redesign outlet is left out of runs 1-3.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from comspider_lab.evaluation._frozen_crawl import ANCHOR, Crawl, crawl
from comspider_lab.evaluation.offline_web import fmt, score_crawl

REDESIGN = "harbour"
LEFT_OUT = {"coastline", REDESIGN}  # no comments at all; the redesign has a run of its own


def _truth(web: Any, urls: Sequence[str]) -> dict[str, Any]:
    wanted = set(urls)
    truth = web.truth(at=ANCHOR)
    truth["articles"] = [a for a in truth["articles"] if a["url"] in wanted]
    return truth


def _scores(web: Any, run: Crawl) -> dict[str, Any]:
    return score_crawl(_truth(web, run.urls), run.comments, run.visits)


def _later_clicks(run: Crawl, sites_seen: set[str]) -> list[int]:
    """Clicks of the visits to a site's second and later pages (``sites_seen``: the sites
    visited before this crawl; grows)."""
    out = []
    for v in sorted(run.visits, key=lambda v: v.get("visited_at") or ""):
        host = v["url"].split("/")[2]
        if host in sites_seen:
            out.append(int(v.get("clicks") or 0))
        sites_seen.add(host)
    return out


# ------------------------------------------------------------------------------- time
def extraction_times(snapshots: Path, state: Path) -> list[tuple[float, float, int]]:
    """(wrapper CPU s, full CPU s, comments) of each snapshot document where the
    wrapper of ``state``'s store hits, timed on one parse each."""
    from comspider.crawl_settings import crawl_settings
    from comspider.fields.extractor import comment_fields
    from comspider.page_comments import default_scorer
    from comspider.records.dom import parse_html
    from comspider.records.invariants import find_sections
    from comspider.sections.selection import choose_sections
    from comspider.state.backend import open_sqlite
    from comspider.wrappers.service import SiteWrappers, WrapperConfig

    settings = crawl_settings()
    scorer = default_scorer()
    backend = open_sqlite(state)
    wrappers = SiteWrappers(backend.wrappers, scorer, WrapperConfig.from_settings(settings))
    threshold = settings.getfloat("COMSPIDER_SECTION_THRESHOLD")
    out = []
    try:
        for path in sorted(snapshots.glob("*.json.gz")):
            data = json.loads(gzip.decompress(path.read_bytes()))
            for snap in data["snapshots"]:
                root = parse_html(snap["html"])
                # one untimed run each first (lazy loading, caches: not the method's cost)
                _doc, found = wrappers.apply(root, snap["url"], reference_time=ANCHOR)
                if found is None:
                    continue
                comment_fields(found, reference_time=ANCHOR, slots=found.slots)
                t = time.process_time()
                _doc, found = wrappers.apply(root, snap["url"], reference_time=ANCHOR)
                got = comment_fields(found, reference_time=ANCHOR, slots=found.slots) if found else []
                wrapped = time.process_time() - t

                def full(root: Any = root) -> int:
                    sections = find_sections(root)
                    for s in sections:
                        s.comment_score = scorer.score(s)
                    chosen = choose_sections(sections, threshold)
                    return sum(len(comment_fields(s, reference_time=ANCHOR)) for s in chosen)

                full()
                t = time.process_time()
                full()
                out.append((wrapped, time.process_time() - t, len(got)))
    finally:
        backend.close()
    return out


# ------------------------------------------------------------------------------- main
def _copy(state: Path, to: Path) -> Path:
    to.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(state, to)
    for suffix in ("-wal", "-shm"):
        if Path(str(state) + suffix).exists():
            shutil.copy(Path(str(state) + suffix), Path(str(to) + suffix))
    return to


def _row(name: str, scores: dict[str, Any], clicks: list[int], run: Crawl) -> str:
    total = scores["total"]
    pages = scores["pages"]
    full = sum(1 for p in pages if p["true"] and p["correct"] == p["true"])
    return (
        f"| {name} | {total['pages']} | {total['true']} | {total['found']} | {total['correct']} "
        f"| {fmt(total['precision'], 3)} | **{fmt(total['recall'], 3)}** | {fmt(total['f1'], 3)} | {full}/{len(pages)} "
        f"| {fmt(statistics.mean(clicks) if clicks else None)} | {int(run.stats.get('comspider/wrappers/hit', 0))} |"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate wrappers", description=__doc__.splitlines()[0])
    parser.add_argument("--learn-articles", type=int, default=2, help="articles per outlet learnt from")
    parser.add_argument("--outlets", default=None, help="comma-separated outlet names (default: all)")
    parser.add_argument("--workdir", default=None, help="keep the crawls' feeds, logs and states here")
    parser.add_argument("--timeout", type=float, default=1800.0, help="wall seconds per crawl")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(list(argv) if argv is not None else None)

    from comspider.clock import ManualClock
    from comspider_lab.offline_web import OfflineWeb

    only = {o.strip() for o in args.outlets.split(",")} if args.outlets else None
    with tempfile.TemporaryDirectory(prefix="comspider-wrappers-") as tmp:
        work = Path(args.workdir) if args.workdir else Path(tmp)
        web = OfflineWeb(clock=ManualClock(ANCHOR), seed=args.seed, anchor=ANCHOR, redesign_after=10**9)
        web.start()
        try:
            learn_urls: list[str] = []
            few_urls: list[str] = []
            redesign_many: list[str] = []
            redesign_few: list[str] = []
            for site, art in web.world.articles():
                if not art.comments_enabled or art.paywalled or (only and site.name not in only):
                    continue
                url = site.url(art.path)
                if site.name == REDESIGN:
                    (redesign_few if art.kind == "few" else redesign_many).append(url)
                elif site.name in LEFT_OUT:
                    continue
                elif art.kind == "few":
                    few_urls.append(url)
                elif len([u for u in learn_urls if u.startswith(site.base_url)]) < args.learn_articles:
                    learn_urls.append(url)
            state = work / "learn" / "state.sqlite3"
            learn = crawl("learn", learn_urls, work / "learn", state, {}, args.timeout)
            on = crawl(
                "few, wrappers on",
                few_urls,
                work / "few-on",
                _copy(state, work / "few-on" / "state.sqlite3"),
                {"COMSPIDER_SNAPSHOT_DIR": str(work / "few-on" / "snapshots")},
                args.timeout,
            )
            off = crawl(
                "few, wrappers off",
                few_urls,
                work / "few-off",
                _copy(state, work / "few-off" / "state.sqlite3"),
                {"COMSPIDER_WRAPPERS_ENABLED": "false"},
                args.timeout,
            )
            redesign: list[Crawl] = []
            if redesign_many and (not only or REDESIGN in only):
                r_state = work / "redesign" / "state.sqlite3"
                half = len(redesign_many) // 2
                redesign.append(
                    crawl(
                        "redesign: old design",
                        redesign_many[:half],
                        work / "redesign-a",
                        r_state,
                        {},
                        args.timeout,
                    )
                )
                web.world.redesign_after = -1.0  # from now on the new design
                redesign.append(
                    crawl(
                        "redesign: new design",
                        redesign_many[half:],
                        work / "redesign-b",
                        r_state,
                        {},
                        args.timeout,
                    )
                )
                redesign.append(
                    crawl(
                        "redesign: few comments", redesign_few, work / "redesign-c", r_state, {}, args.timeout
                    )
                )
            scores = {run.name: _scores(web, run) for run in (learn, on, off, *redesign)}
        finally:
            web.stop()
        times = extraction_times(work / "few-on" / "snapshots", work / "few-on" / "state.sqlite3")

    seen: set[str] = set()
    learn_later = _later_clicks(learn, seen)
    print(f"Offline web (seed {args.seed}), frozen at {ANCHOR.isoformat()}; learnt from {len(learn_urls)} pages "
          f"({args.learn_articles} per outlet).\n")  # fmt: skip
    print(
        "| run | pages | true | found | correct | P | R | F1 | pages complete | clicks/page | wrapper hits |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(
        _row(
            "learn (a site's 1st and 2nd pages)",
            scores["learn"],
            [v.get("clicks", 0) for v in learn.visits],
            learn,
        )
    )
    print(_row("1-9 comments, wrappers on", scores[on.name], [v.get("clicks", 0) for v in on.visits], on))
    print(
        _row(
            "1-9 comments, wrappers off (today)",
            scores[off.name],
            [v.get("clicks", 0) for v in off.visits],
            off,
        )
    )
    for run in redesign:
        print(_row(run.name, scores[run.name], [v.get("clicks", 0) for v in run.visits], run))
    print()
    print(f"Clicks per page on a site's 2nd page in the learn crawl: {fmt(statistics.mean(learn_later) if learn_later else None)} "
          f"({len(learn_later)} pages)")  # fmt: skip
    print()
    print(
        "| outlet | mechanism | true | on: found | on: correct | off: found | off: correct | on: clicks | off: clicks |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    by_on = {p["url"]: p for p in scores[on.name]["pages"]}
    for p in scores[off.name]["pages"]:
        q = by_on[p["url"]]
        print(
            f"| {p['outlet']} | {p['mechanism']} | {p['true']} | {q['found']} | {q['correct']} | {p['found']} "
            f"| {p['correct']} | {sum(q['clicks'])} | {sum(p['clicks'])} |"
        )
    if redesign:
        print()
        print("Redesign outlet, wrapper events per crawl:")
        for run in redesign:
            print(
                f"- {run.name}: "
                + ", ".join(f"{k.split('/', 2)[2]} {int(v)}" for k, v in sorted(run.stats.items()))
            )
    if times:
        wrapped = [1000 * w for w, _f, _n in times]
        full = [1000 * f for _w, f, _n in times]
        print()
        print(
            "| documents (wrapper hits) | wrapper + fields, median CPU ms | full method, median CPU ms | ratio of medians |"
        )
        print("|---:|---:|---:|---:|")
        print(f"| {len(times)} | {statistics.median(wrapped):.1f} | {statistics.median(full):.1f} "
              f"| {statistics.median(wrapped) / statistics.median(full):.2f} |")  # fmt: skip
    codes = [learn.code, on.code, off.code, *(r.code for r in redesign)]
    return 0 if all(c == 0 for c in codes) else 1


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
