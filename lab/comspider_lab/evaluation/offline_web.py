"""Score a crawl of the bundled offline news web against its ground truth.

    python -m comspider_lab evaluate offline_web --comments feeds/comments/X.jsonl \\
        --visits feeds/visits/X.jsonl --truth truth.json
    python -m comspider_lab evaluate offline_web --oracle      # a browser that knows the answers

Per page, as ComCrawler (Chen, Meng, Dragut, ICDE 2024) defines them:
- recall R_p = correct / ground-truth comments (eq. 4), precision P_p = correct / detected
  comments (eq. 5); when a denominator is zero the value is 1 if there is no false positive
  (for R) / no false negative (for P) and 0 otherwise; F1_p = 2PR / (P + R), averaged;
- extraction accuracy acc_p = max over detected sections s of correct-in-s / ground truth
  (eq. 3), when the found comments carry a ``section`` key.
A found comment matches a true one when their whitespace-normalised texts are equal, or the
found text contains the true text plus a little template residue (author, date, "Reply",
counts: at most max(80, len/2) extra characters); each true comment matches at most once.
Authors and reply parents are credited separately, on matched comments.
Per visit: entry-point correctness, clicks, share of clickables clicked, seconds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

TOTAL = "total"


def normalise(text: str | None) -> str:
    return " ".join((text or "").split())


def _squash(text: str) -> str:
    return "".join(text.split())


def _url_keys(url: str) -> tuple[str, tuple[str, str]]:
    parts = urlsplit(url)
    path = parts.path.rstrip("/") or "/"
    return url, ((parts.hostname or "").lower(), path)


def residue_ok(found: str, true: str) -> bool:
    return len(found) - len(true) <= max(80, len(true) // 2)


def match_comments(true_texts: Sequence[str], found_texts: Sequence[str]) -> dict[int, int]:
    """found index -> true index. Exact (whitespace-normalised) matches first, then, for
    each remaining found text, the longest unmatched true text it contains (also compared
    with all whitespace removed, for pages that lose the spaces between paragraphs)."""
    trues = [normalise(t) for t in true_texts]
    founds = [normalise(f) for f in found_texts]
    by_text: dict[str, list[int]] = defaultdict(list)
    for i, t in enumerate(trues):
        by_text[t].append(i)
    used: set[int] = set()
    pairs: dict[int, int] = {}
    for j, f in enumerate(founds):
        for i in by_text.get(f, []):
            if i not in used:
                used.add(i)
                pairs[j] = i
                break
    order = sorted(range(len(trues)), key=lambda i: -len(trues[i]))
    squashed = [_squash(t) for t in trues]
    for j, f in enumerate(founds):
        if j in pairs or not f:
            continue
        fs = _squash(f)
        for i in order:
            t = trues[i]
            if i in used or not t:
                continue
            if (t in f and residue_ok(f, t)) or (squashed[i] in fs and residue_ok(fs, squashed[i])):
                used.add(i)
                pairs[j] = i
                break
    return pairs


def _prf(correct: int, n_true: int, n_found: int) -> tuple[float, float, float]:
    fp, fn = n_found - correct, n_true - correct
    recall = correct / n_true if n_true else (1.0 if fp == 0 else 0.0)
    precision = correct / n_found if n_found else (1.0 if fn == 0 else 0.0)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def _xpath_steps(xpath: str) -> list[str]:
    steps = []
    for step in xpath.strip().strip("/").split("/"):
        step = step.strip().lower()
        if step.endswith("[1]"):
            step = step[:-3]
        if step and step != "text()":
            steps.append(step)
    return steps


def entry_point_correct(found: str | None, true: str | None) -> bool:
    """Equal, or both "no click needed" (static/scroll), or XPaths naming the same element
    (indexes [1] ignored) or an element and its descendant at most two steps apart (the
    <svg> or <span> inside the button). Frame-qualified XPaths are compared by their last
    part."""
    no_click = {"static", "scroll"}
    if not true:
        return not found
    if not found:
        return False
    if true in no_click or found in no_click:
        return true in no_click and found in no_click
    for sep in (">>", "|", " "):
        found = found.split(sep)[-1]
    a, b = _xpath_steps(found), _xpath_steps(true)
    if not a or not b:
        return False
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    return long_[: len(short)] == short and len(long_) - len(short) <= 2


def percentile(values: list[float], q: float) -> float | None:
    """The q-quantile of values, interpolated linearly; None when there are none."""
    if not values:
        return None
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def last_visit_times(visits: Iterable[dict]) -> dict[str, tuple[datetime, datetime]]:
    """URL -> (start, end) of its last visit: ``visited_at`` is stamped when the visit
    ends, ``seconds`` is its service time."""
    out: dict[str, tuple[datetime, datetime]] = {}
    for v in visits:
        if v.get("visited_at"):
            end = datetime.fromisoformat(v["visited_at"])
            if v["url"] not in out or end > out[v["url"]][1]:
                out[v["url"]] = (end - timedelta(seconds=float(v.get("seconds") or 0.0)), end)
    return out


def truth_at_last_visits(
    web: Any,
    visits: Iterable[dict],
    end: datetime,
    urls: Iterable[str] | None = None,
    *,
    optional_during_visit: bool = True,
) -> dict[str, Any]:
    """The truth as the crawler could have seen it: each article as it was at its last
    visit (at ``end`` when it was never visited), instead of at the end of the crawl, so
    that comments posted after the visit do not count as missed. Comments posted while
    the visit ran are ``optional`` (unless ``optional_during_visit`` is false): found, they
    count as correct; missed, not at all (:func:`score_crawl`). Times are rounded to the
    second, hence a second of margin."""
    from comspider_lab.offline_web.truth import article_truth

    seen = last_visit_times(visits)
    wanted = set(urls) if urls is not None else None
    articles = []
    for site, art in web.world.articles():
        url = site.url(art.path)
        if wanted is not None and url not in wanted:
            continue
        start, at = seen.get(url, (end, end))
        start, at = start - timedelta(seconds=1), at + timedelta(seconds=1)
        if wanted is None and art.published > at:
            continue  # not yet published (articles asked for by URL are always kept)
        truth = article_truth(site, art, at)
        for c in truth["comments"]:
            if optional_during_visit and datetime.fromisoformat(c["published_at"]) > start:
                c["optional"] = True
        articles.append(truth)
    return {"generated_at": end.isoformat(), "seed": web.world.seed, "articles": articles, "at": "last visit"}


def score_crawl(truth: dict, comments: list[dict], visits: list[dict]) -> dict[str, Any]:
    """Compare a crawl (CommentItem and VisitItem dicts) with ``OfflineWeb.truth()``.

    Returns ``{"pages": [...per article...], "mechanisms": {name: aggregate}, "total": aggregate}``.
    """
    articles = truth["articles"]
    exact: dict[str, int] = {}
    loose: dict[tuple[str, str], int] = {}
    for k, art in enumerate(articles):
        for url in filter(None, (art["url"], art.get("comments_url"))):
            full, key = _url_keys(url)
            exact.setdefault(full, k)
            loose.setdefault(key, k)

    def which(url: str | None) -> int | None:
        if not url:
            return None
        full, key = _url_keys(url)
        return exact.get(full, loose.get(key))

    found_by: dict[int, list[dict]] = defaultdict(list)
    unmatched_urls = 0
    for c in comments:
        at = which(c.get("article_url"))
        if at is None:
            unmatched_urls += 1
        else:
            found_by[at].append(c)
    visits_by: dict[int, list[dict]] = defaultdict(list)
    for v in visits:
        at = which(v.get("url")) if which(v.get("url")) is not None else which(v.get("final_url"))
        if at is not None:
            visits_by[at].append(v)

    pages = []
    for k, art in enumerate(articles):
        true = art["comments"]
        found = found_by.get(k, [])
        pairs = match_comments([t["text"] for t in true], [f.get("text", "") for f in found])
        correct = len(pairs)
        # optional comments (posted while the visit ran) count only when found
        matched = set(pairs.values())
        missed_optional = sum(1 for i, t in enumerate(true) if t.get("optional") and i not in matched)
        n_true = len(true) - missed_optional
        precision, recall, f1 = _prf(correct, n_true, len(found))
        authors = sum(
            1
            for j, i in pairs.items()
            if normalise(true[i]["author"])
            and normalise(true[i]["author"]) in normalise(found[j].get("author"))
        )
        found_id_of_true = {i: found[j].get("comment_id") for j, i in pairs.items()}
        true_index = {t["id"]: i for i, t in enumerate(true)}
        parents_ok = 0
        for j, i in pairs.items():
            parent = true[i]["parent"]
            got = found[j].get("parent_id") or None
            if parent is None:
                parents_ok += got is None
            else:
                want = found_id_of_true.get(true_index.get(parent, -1))
                parents_ok += want is not None and got == want
        sections: defaultdict[str | None, int] = defaultdict(int)
        has_sections = any("section" in f for f in found)
        for j in pairs:
            sections[found[j].get("section")] += 1
        extraction = (max(sections.values(), default=0) / n_true) if has_sections and n_true else None
        vs = visits_by.get(k, [])
        chosen = next(
            (v for v in reversed(vs) if v.get("outcome") == "comments_found"), vs[-1] if vs else None
        )
        pages.append(
            {
                "url": art["url"],
                "outlet": art["outlet"],
                "mechanism": art["mechanism"],
                "true": n_true,
                "found": len(found),
                "correct": correct,
                "precision": precision,
                "recall": recall,
                "f1": f1,
                "author_accuracy": authors / correct if correct else None,
                "parent_accuracy": parents_ok / correct if correct else None,
                "extraction_accuracy": extraction,
                "entry_point": chosen.get("entry_point") if chosen else None,
                "true_entry_point": art.get("entry_point"),
                "entry_point_correct": entry_point_correct(chosen.get("entry_point"), art.get("entry_point"))
                if chosen
                else None,
                "visits": len(vs),
                "clicks": [v.get("clicks", 0) for v in vs],
                "clickables": [v.get("clickables", 0) for v in vs],
                "seconds": [float(v.get("seconds", 0.0)) for v in vs],
            }
        )
    groups: dict[str, list[dict]] = defaultdict(list)
    for p in pages:
        groups[p["mechanism"]].append(p)
    return {
        "pages": pages,
        "mechanisms": {m: aggregate(ps) for m, ps in sorted(groups.items())},
        TOTAL: aggregate(pages),
        "unmatched_comment_urls": unmatched_urls,
    }


def _mean(values: Iterable[float | None]) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None


def aggregate(pages: list[dict]) -> dict[str, Any]:
    clicks = [c for p in pages for c in p["clicks"]]
    clickables = [c for p in pages for c in p["clickables"]]
    seconds = [s for p in pages for s in p["seconds"]]
    visited = [p for p in pages if p["visits"]]
    return {
        "pages": len(pages),
        "true": sum(p["true"] for p in pages),
        "found": sum(p["found"] for p in pages),
        "correct": sum(p["correct"] for p in pages),
        "precision": _mean(p["precision"] for p in pages),
        "recall": _mean(p["recall"] for p in pages),
        "f1": _mean(p["f1"] for p in pages),
        "author_accuracy": _mean(p["author_accuracy"] for p in pages),
        "parent_accuracy": _mean(p["parent_accuracy"] for p in pages),
        "extraction_accuracy": _mean(p["extraction_accuracy"] for p in pages),
        # only where there was something to find: a page without comments yet has no entry
        # point to name, whatever its template would use later
        "entry_point_accuracy": _mean(float(p["entry_point_correct"]) for p in visited if p["true"]),
        "visits": sum(p["visits"] for p in pages),
        "clicks_per_page": sum(clicks) / len(visited) if visited else None,
        "clicked_share": sum(clicks) / sum(clickables) if sum(clickables) else None,
        "seconds_median": statistics.median(seconds) if seconds else None,
        "seconds_p90": percentile(seconds, 0.9),
    }


def fmt(value: Any, digits: int = 2) -> str:
    """A table cell: "–" for None, floats with ``digits`` decimals."""
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


COLUMNS = [
    ("pages", "pages", 0),
    ("true", "true", 0),
    ("found", "found", 0),
    ("correct", "correct", 0),
    ("precision", "P", 3),
    ("recall", "R", 3),
    ("f1", "F1", 3),
    ("author_accuracy", "author", 3),
    ("parent_accuracy", "parent", 3),
    ("extraction_accuracy", "extr. acc", 3),
    ("entry_point_accuracy", "entry pt", 3),
    ("clicks_per_page", "clicks/page", 2),
    ("clicked_share", "clicked share", 3),
    ("seconds_median", "s median", 1),
    ("seconds_p90", "s p90", 1),
]


def format_table(scores: dict[str, Any]) -> str:
    """A Markdown table: one row per mechanism and a total row."""
    head = "| mechanism | " + " | ".join(label for _, label, _ in COLUMNS) + " |"
    rule = "|---|" + "|".join("---:" for _ in COLUMNS) + "|"
    rows = [head, rule]
    items = [*list(scores["mechanisms"].items()), (f"**{TOTAL}**", scores[TOTAL])]
    for name, agg in items:
        rows.append(f"| {name} | " + " | ".join(fmt(agg[key], d) for key, _, d in COLUMNS) + " |")
    return "\n".join(rows)


def read_jsonl(paths: Sequence[str]) -> list[dict]:
    """Rows of JSON-lines files; a directory stands for every *.jsonl in it."""
    out: list[dict] = []
    for raw in paths:
        path = Path(raw)
        files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
        for f in files:
            with f.open(encoding="utf-8") as fh:
                out.extend(json.loads(line) for line in fh if line.strip())
    return out


def web_stats(seed: int = 0, runs: int = 5) -> str:
    """Markdown tables describing the offline web itself: start-up and truth timings, and per
    outlet its mechanism and how many comments its pages show at the start and later."""
    import threading
    import time
    from datetime import UTC, datetime, timedelta

    from comspider.clock import ManualClock
    from comspider_lab.offline_web import OfflineWeb

    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    startups, stops = [], []
    threads = threading.active_count()
    for _ in range(runs):
        t0 = time.perf_counter()
        web = OfflineWeb(clock=ManualClock(start), seed=seed).start()
        startups.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        web.stop()
        stops.append(time.perf_counter() - t0)
    leaked = threading.active_count() - threads
    web = OfflineWeb(clock=ManualClock(start), seed=seed)
    t0 = time.perf_counter()
    web.truth()
    first_truth = time.perf_counter() - t0
    t0 = time.perf_counter()
    web.truth()
    truth_again = time.perf_counter() - t0
    lines = [
        "| measure | value |",
        "|---|---:|",
        f"| start (construct + bind {len(web.world.hosts())} hosts), median of {runs} | {statistics.median(startups):.3f} s |",
        f"| stop, median of {runs} | {statistics.median(stops):.3f} s |",
        f"| threads left after stop | {leaked} |",
        f"| first truth() (generates every comment) | {first_truth:.2f} s |",
        f"| later truth() | {truth_again:.2f} s |",
        "",
    ]
    offsets = (0, 1, 3, 24)
    truths = [web.truth(start + timedelta(hours=h)) for h in offsets]
    lines += [
        "| outlet | lang | mechanism | articles | kinds | "
        + " | ".join(f"comments +{h} h" for h in offsets)
        + " |",
        "|---|---|---|---:|---|" + "---:|" * len(offsets),
    ]
    for outlet in web.outlets:
        rows = [[a for a in t["articles"] if a["outlet"] == outlet["name"]] for t in truths]
        kinds = ",".join(
            sorted(
                {
                    a["kind"] if a["comments_enabled"] and not a["paywalled"] else a["mechanism"]
                    for a in rows[0]
                }
            )
        )
        counts = [sum(len(a["comments"]) for a in r) for r in rows]
        lines.append(
            f"| {outlet['name']} ({outlet['publisher']}) | {outlet['lang_tag']} | {outlet['mechanism']} | "
            f"{len(rows[0])} | {kinds} | " + " | ".join(map(str, counts)) + " |"
        )
    by_kind: dict[str, list[list[int]]] = defaultdict(list)
    for k, a in enumerate(truths[0]["articles"]):
        if a["comments_enabled"] and not a["paywalled"]:
            by_kind[a["kind"]].append([len(t["articles"][k]["comments"]) for t in truths])
    lines += [
        "",
        "| kind | articles | " + " | ".join(f"min–max +{h} h" for h in offsets) + " |",
        "|---|---:|" + "---|" * len(offsets),
    ]
    for kind, series in sorted(by_kind.items()):
        cols = [f"{min(s[i] for s in series)}–{max(s[i] for s in series)}" for i in range(len(offsets))]
        lines.append(f"| {kind} | {len(series)} | " + " | ".join(cols) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate offline_web", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--comments", nargs="+", help="CommentItem JSONL files or directories")
    parser.add_argument("--visits", nargs="+", default=[], help="VisitItem JSONL files or directories")
    parser.add_argument("--truth", help="truth JSON (python -m comspider_lab offline-truth)")
    parser.add_argument(
        "--oracle",
        action="store_true",
        help="crawl the offline web with a browser that knows every site's recipe, then score it",
    )
    parser.add_argument("--seed", type=int, default=0, help="offline web seed (with --oracle)")
    parser.add_argument("--concurrency", type=int, default=4, help="pages at once (with --oracle)")
    parser.add_argument("--out", help="with --oracle: write comments.jsonl, visits.jsonl and truth.json here")
    parser.add_argument("--json", action="store_true", help="print the full scores as JSON as well")
    parser.add_argument(
        "--stats", action="store_true", help="describe the offline web itself (timings, counts)"
    )
    args = parser.parse_args(argv)
    if args.stats:
        print(web_stats(args.seed))
        return 0
    if args.oracle:
        from comspider_lab.offline_web.oracle import run_oracle

        truth, comments, visits = run_oracle(seed=args.seed, concurrency=args.concurrency, out=args.out)
    else:
        if not args.comments or not args.truth:
            parser.error("--comments and --truth are required (or use --oracle)")
        truth = json.loads(Path(args.truth).read_text(encoding="utf-8"))
        comments, visits = read_jsonl(args.comments), read_jsonl(args.visits)
    scores = score_crawl(truth, comments, visits)
    print(format_table(scores))
    if scores["unmatched_comment_urls"]:
        print(f"\n{scores['unmatched_comment_urls']} comments name no article of the truth.")
    if args.json:
        json.dump(scores, sys.stdout, ensure_ascii=False, indent=1)
        print()
    return 0
