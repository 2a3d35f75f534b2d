"""Build the labelled clickable dataset (``models/data/clickables.jsonl``), like the paper's ClkElmSet.

Two steps, both deterministic::

    python -m comspider_lab.training.clickable_dataset collect --cache /tmp/clickables-cache
    python -m comspider_lab.training.clickable_dataset build --cache /tmp/clickables-cache

(``relabel`` applies changed rules to the existing rows without a cache, for corrections
named by XPath in tools/label_clickables/labels.txt.)

``collect`` opens every saved page of the shared data (fundus, trafilatura; see
:mod:`comspider_lab.training.clickable_sources`) offline in Chromium
(:mod:`comspider_lab.training.clickable_pages`) and runs the crawler's own collector on it,
with the labelling rules of the page's site (``models/data/clickables_rules.json``)
passed as marks: a clickable is positive when one of its site's rule XPaths selects it
(or an element inside it). One gzip JSON per page lands in the cache; a page is
collected again only when its site's rules or the collector changed.

``build`` turns the cache into JSONL rows with provenance (site, country, language,
source, file, url, xpath, label, rule, features). It keeps every positive and samples
the negatives per page (see :func:`sample_negatives`); each row carries a ``weight``:
how many of the page's clickables it stands for, so that per-page click counts can be
estimated without storing every clickable.
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import hashlib
import json
import logging
import random
import re
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from comspider import settings
from comspider.interaction.clickable_features import SKIP_ATTRS
from comspider.interaction.clickables import CLICKABLES_JS
from comspider_lab.paths import DATA
from comspider_lab.progress import progress
from comspider_lab.training.clickable_sources import SavedPage, all_pages, language_of

logger = logging.getLogger(__name__)

RULES_PATH = DATA / "clickables_rules.json"
DATASET_PATH = DATA / "clickables.jsonl"

# Negatives kept per page besides the positives: every "near miss" (a clickable whose
# strings match NEAR_MISS: the traps a comment classifier must learn to reject) up to
# MAX_NEAR_MISSES, then a seeded random sample of the other clickables up to
# RANDOM_NEGATIVES (fewer on pages without an entry point).
MAX_NEAR_MISSES = 12
MAX_NEAR_MISSES_NO_ENTRY = 6
RANDOM_NEGATIVES = 13
RANDOM_NEGATIVES_NO_ENTRY = 4
# Stored attribute values and hrefs are capped further than the collector does (the
# dataset must stay small); layout-only attributes the features ignore are dropped.
ATTR_VALUE_CAP = 120
HREF_CAP = 200

NEAR_MISS = re.compile(
    r"comment|koment|komment|coment|disqus|respond|reply|replies|reacti|reakc|discus|diskus|"
    r"debat|forum|leserbrief|meinung|opinion|opini|conversa|spot\.?im|openweb|viafoura|coral|"
    r"hozzasz|yorum|댓글|コメント|评论|評論|留言|σχόλ|коммент|комент|обсужд|תגוב|تعليق|"
    r"bình luận|kommentti|kommentaar|reactie|reageer|diskut|leserkomm|share|teilen|login|"
    r"anmelden|newsletter",
    re.IGNORECASE,
)

# Fields of a collected clickable that go into a row's features (page-specific frame
# facts and rule marks stay out).
FEATURE_FIELDS = (
    "tag",
    "text",
    "attrs",
    "desc_attrs",
    "desc_tags",
    "sources",
    "box",
    "page_fraction",
    "article",
    "href",
    "scheme",
    "fragment",
    "links_away",
    "other_host",
    "target_blank",
    "in_shadow",
)


# --------------------------------------------------------------------------- rules
def load_rules(path: Path = RULES_PATH) -> dict[str, Any]:
    if not path.exists():
        return {"sites": {}}
    return json.loads(path.read_text(encoding="utf-8"))


def site_marks(rules: dict[str, Any], site: str, file: str | None = None) -> dict[str, str]:
    """Rule name -> XPath of the rules of ``site`` that apply to the page ``file``.

    Rules are named ``<site>/<n>`` (1-based, in file order). A rule with ``pages``
    applies to those files only; one without applies to every page of the site.
    """
    entry = rules.get("sites", {}).get(site) or {}
    out = {}
    for i, rule in enumerate(entry.get("positive", []), start=1):
        pages = rule.get("pages")
        if pages and file is not None and file not in pages:
            continue
        out[f"{site}/{i}"] = rule["xpath"]
    return out


def skipped_pages(rules: dict[str, Any]) -> dict[str, str]:
    """Page key -> reason, for pages left out of the dataset."""
    return dict(rules.get("skip_pages", {}))


def _digest(*parts: str) -> str:
    h = hashlib.sha1()
    for part in parts:
        h.update(part.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()[:16]


def cache_file(cache: Path, page: SavedPage) -> Path:
    return cache / f"{hashlib.sha1(page.key.encode('utf-8')).hexdigest()}.json.gz"


# --------------------------------------------------------------------------- collect
async def collect_pages(
    pages: Sequence[SavedPage],
    cache: Path,
    rules: dict[str, Any],
    *,
    concurrency: int = 4,
    force: bool = False,
    missing_only: bool = False,
) -> Counter[str]:
    """Collect the clickables of ``pages`` into ``cache`` (skipping up-to-date ones)."""
    from comspider_lab.training.clickable_pages import OfflineBrowser, collect_saved

    cache.mkdir(parents=True, exist_ok=True)
    js_hash = _digest(CLICKABLES_JS)  # the collector as it runs: its file and the helpers it uses
    todo: list[tuple[SavedPage, dict[str, str], str]] = []
    counts: Counter[str] = Counter()
    for page in progress(pages, desc="clickables: pages", unit="page"):
        marks = site_marks(rules, page.site, page.file)
        stamp = _digest(js_hash, json.dumps(marks, sort_keys=True))
        target = cache_file(cache, page)
        if missing_only and target.exists():
            counts["present"] += 1
            continue
        if not force and target.exists():
            try:
                if json.loads(gzip.decompress(target.read_bytes())).get("stamp") == stamp:
                    counts["up to date"] += 1
                    continue
            except (OSError, ValueError):
                pass
        todo.append((page, marks, stamp))

    async def job(browser_page: Any, item: tuple[SavedPage, dict[str, str], str]) -> int:
        page, marks, stamp = item
        result = await collect_saved(browser_page, page.url, page.read_bytes(), marks=marks)
        record = {
            "key": page.key,
            "source": page.source,
            "file": page.file,
            "url": page.url,
            "site": page.site,
            "country": page.country,
            "stamp": stamp,
            "marks": marks,
            "page": result.page,
            "stats": result.stats,
            "items": [c.to_dict() for c in result.clickables],
        }
        cache_file(cache, page).write_bytes(
            gzip.compress(json.dumps(record, ensure_ascii=False).encode("utf-8"), mtime=0)
        )
        return len(result.clickables)

    if todo:
        logger.info("collecting %d pages (%d up to date)", len(todo), counts["up to date"])
        async with OfflineBrowser(concurrency) as browser:
            results = await browser.run(todo, job)
        counts["collected"] = sum(1 for r in results if not isinstance(r, BaseException))
        counts["failed"] = sum(1 for r in results if isinstance(r, BaseException))
    return counts


OFFLINE_WEB_TRUTH = "offline_web/truth"


async def collect_offline_web(cache: Path, *, seed: int = 0, concurrency: int = 2) -> Counter[str]:
    """Collect the article pages of the bundled offline news web (live, JavaScript on, in
    its iframes too) with its ground truth ``entry_point`` XPath as the positive mark.
    Articles whose truth names an entry point that no collected clickable carries (a
    widget that had not rendered yet) are left out rather than stored as negatives."""
    from comspider.interaction.clickables import collect, frame_chain_of, install_listener_hook
    from comspider_lab.offline_web import OfflineWeb
    from comspider_lab.training.clickable_pages import OfflineBrowser

    cache.mkdir(parents=True, exist_ok=True)
    counts: Counter[str] = Counter()
    web = OfflineWeb(seed=seed).start()
    try:
        articles = web.truth()["articles"]

        async def job(page: Any, art: dict[str, Any]) -> str:
            await install_listener_hook(page)
            await page.goto(art["url"], wait_until="load", timeout=30_000)
            await page.wait_for_timeout(1500)
            entry = art.get("entry_point")
            xpath = entry if entry and entry.startswith("/") else None
            target = page.main_frame
            chain: tuple[str, ...] = ()
            if xpath and art.get("in_iframe") and art.get("entry_frame_url"):
                want = art["entry_frame_url"].split("#")[0]
                frames = [f for f in page.frames if f.url.split("#")[0] == want]
                if not frames:
                    return "entry frame missing"
                target = frames[0]
                chain = await frame_chain_of(target)
            marks = {OFFLINE_WEB_TRUTH: xpath} if xpath else None
            result = await collect(
                target,
                limit=settings.COMSPIDER_MAX_CLICKABLES,
                marks=marks,
                frame_id="1" if chain else "main",
                frame_chain=chain,
            )
            items = [c.to_dict() for c in result.clickables]
            if xpath and not any(OFFLINE_WEB_TRUTH in (it.get("marks") or []) for it in items):
                return "entry point not collected"
            path = urlsplit(art["url"]).path
            record: dict[str, Any] = {
                "key": f"offline_web/seed{seed}/{art['outlet']}{path}",
                "source": "offline_web",
                "file": f"seed{seed}/{art['outlet']}{path}",
                "url": f"http://{art['outlet']}.offline-web.invalid{path}",
                "site": f"{art['outlet']}.offline-web.invalid",
                "country": None,
                "stamp": f"seed{seed}",
                "marks": marks or {},
                "truth_marks": marks or {},
                "page": {**result.page, "lang": art.get("lang_tag") or art.get("language")},
                "stats": result.stats,
                "items": items,
            }
            (cache / f"{hashlib.sha1(record['key'].encode('utf-8')).hexdigest()}.json.gz").write_bytes(
                gzip.compress(json.dumps(record, ensure_ascii=False).encode("utf-8"), mtime=0)
            )
            return "collected"

        async with OfflineBrowser(concurrency) as browser:
            for outcome in await browser.run(articles, job):
                counts[outcome if isinstance(outcome, str) else "failed"] += 1
    finally:
        web.stop()
    return counts


def read_offline_web(cache: Path) -> list[dict[str, Any]]:
    out = []
    for path in sorted(cache.glob("*.json.gz")):
        record = json.loads(gzip.decompress(path.read_bytes()))
        if record.get("source") == "offline_web":
            out.append(record)
    return out


def read_cache(cache: Path, pages: Iterable[SavedPage]) -> list[dict[str, Any]]:
    out = []
    for page in pages:
        path = cache_file(cache, page)
        if path.exists():
            out.append(json.loads(gzip.decompress(path.read_bytes())))
    return out


# --------------------------------------------------------------------------- rows
def item_blob(item: dict[str, Any]) -> str:
    parts = [item.get("text") or "", item.get("href") or ""]
    parts += [str(v) for k, v in (item.get("attrs") or {}).items() if k != "style"]
    parts += item.get("desc_attrs") or []
    return " ".join(parts)


def sample_negatives(
    key: str, negatives: list[int], items: list[dict[str, Any]], has_entry: bool
) -> list[tuple[int, float]]:
    """(item index, weight) of the negatives kept for one page.

    Near misses (NEAR_MISS matches) are kept first, up to MAX_NEAR_MISSES, weight 1
    each unless there were more of them; the rest is a random sample (seeded by the
    page key) whose weight is (clickables it was drawn from) / (sample size).
    """
    near = [i for i in negatives if NEAR_MISS.search(item_blob(items[i]))]
    near_set = set(near)
    rest = [i for i in negatives if i not in near_set]
    rng = random.Random(_digest("negatives", key))
    kept: list[tuple[int, float]] = []
    near_cap = MAX_NEAR_MISSES if has_entry else MAX_NEAR_MISSES_NO_ENTRY
    if len(near) > near_cap:
        chosen = sorted(rng.sample(near, near_cap))
        kept += [(i, len(near) / near_cap) for i in chosen]
    else:
        kept += [(i, 1.0) for i in near]
    budget = RANDOM_NEGATIVES if has_entry else RANDOM_NEGATIVES_NO_ENTRY
    if len(rest) > budget:
        chosen = sorted(rng.sample(rest, budget))
        kept += [(i, len(rest) / budget) for i in chosen]
    else:
        kept += [(i, 1.0) for i in rest]
    return sorted(kept)


def features_of(item: dict[str, Any]) -> dict[str, Any]:
    """The stored features of a collected clickable (see ATTR_VALUE_CAP, HREF_CAP)."""
    out = {k: item.get(k) for k in FEATURE_FIELDS}
    out["attrs"] = {
        k: str(v)[:ATTR_VALUE_CAP]
        for k, v in (item.get("attrs") or {}).items()
        if k.lower() not in SKIP_ATTRS
    }
    if out.get("href"):
        out["href"] = str(out["href"])[:HREF_CAP]
    out["box"] = [round(float(v)) for v in (item.get("box") or [0, 0, 0, 0])]
    return out


def label_items(record: dict[str, Any], rules: dict[str, Any]) -> tuple[dict[int, str], list[str]]:
    """(item index -> rule name of the positives, names of rules that matched nothing).

    An item is positive when the collector marked it with a rule of its page (the rule
    XPath evaluated in the browser), or when its own stable XPath equals a rule XPath:
    the reviewed rules are the collector's stable XPaths of the elements read by eye,
    so both agree; the second test lets ``build`` run on a cache collected before the
    rules changed.
    """
    marks = site_marks(rules, record["site"], record["file"])
    marks.update(record.get("truth_marks") or {})
    by_xpath = {xp: name for name, xp in marks.items()}
    positives: dict[int, str] = {}
    for i, item in enumerate(record["items"]):
        names = [m for m in item.get("marks") or [] if m in marks]
        if names:
            positives[i] = names[0]
        elif item.get("xpath") in by_xpath:
            positives[i] = by_xpath[item["xpath"]]
    unmatched = sorted(set(marks) - set(positives.values()))
    return positives, unmatched


def page_rows(record: dict[str, Any], rules: dict[str, Any]) -> list[dict[str, Any]]:
    items = record["items"]
    lang = language_of(
        SavedPage(record["source"], record["file"], record["url"], record.get("country")),
        record.get("page", {}).get("lang"),
        [record.get("page", {}).get("title") or ""] + [it.get("text") or "" for it in items],
    )
    positives, unmatched = label_items(record, rules)
    if unmatched:
        logger.warning("%s: rules matched no clickable: %s", record["key"], ", ".join(unmatched))
    negatives = [i for i in range(len(items)) if i not in positives]
    kept = [(i, 1.0) for i in positives] + sample_negatives(record["key"], negatives, items, bool(positives))
    rows = []
    for i, weight in sorted(kept):
        it = items[i]
        rows.append(
            {
                "site": record["site"],
                "country": record.get("country"),
                "language": lang,
                "source": record["source"],
                "file": record["file"],
                "url": record["url"],
                "xpath": it["xpath"],
                "frame": it.get("frame_id", "main"),
                "label": 1 if i in positives else 0,
                "rule": positives.get(i),
                "page_clickables": len(items),
                "weight": round(weight, 4),
                "features": features_of(it),
            }
        )
    return rows


def build_rows(records: Iterable[dict[str, Any]], rules: dict[str, Any]) -> list[dict[str, Any]]:
    skip = skipped_pages(rules)
    rows: list[dict[str, Any]] = []
    for record in sorted(records, key=lambda r: r["key"]):
        if record["key"] in skip:
            continue
        rows.extend(page_rows(record, rules))
    return rows


def relabel_rows(rows: list[dict[str, Any]], rules: dict[str, Any]) -> Counter[str]:
    """Apply the rules to existing rows without a collection cache (in place).

    A negative row becomes positive when its XPath equals a rule XPath of its page (the
    second test of :func:`label_items`), with weight 1 like every positive; a positive
    stays positive while its rule (or a rule with its XPath) exists, else it becomes a
    negative. Offline-web rows keep their ground-truth labels. Use it for corrections
    named by XPath in labels.txt; a full ``build`` gives the same labels."""
    counts: Counter[str] = Counter()
    for row in rows:
        if row["source"] == "offline_web":
            continue
        marks = site_marks(rules, row["site"], row["file"])
        by_xpath = {xp: name for name, xp in marks.items()}
        if row["label"] == 0 and row["xpath"] in by_xpath:
            row.update(label=1, rule=by_xpath[row["xpath"]], weight=1.0)
            counts["to_positive"] += 1
        elif row["label"] == 1 and row.get("rule") not in marks and row["xpath"] not in by_xpath:
            row.update(label=0, rule=None)
            counts["to_negative"] += 1
    return counts


def write_rows(rows: list[dict[str, Any]], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


def read_rows(path: Path = DATASET_PATH) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    pos = [r for r in rows if r["label"] == 1]
    pages = {(r["source"], r["file"]) for r in rows}
    pos_pages = {(r["source"], r["file"]) for r in pos}
    return {
        "rows": len(rows),
        "positives": len(pos),
        "negatives": len(rows) - len(pos),
        "pages": len(pages),
        "pages_with_entry": len(pos_pages),
        "sites": len({r["site"] for r in rows}),
        "sites_with_entry": len({r["site"] for r in pos}),
        "languages_with_entry": dict(Counter(r["language"] for r in pos).most_common()),
        "sources_with_entry": dict(Counter(r["source"] for r in pos).most_common()),
    }


# --------------------------------------------------------------------------- CLI
def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m comspider_lab.training.clickable_dataset", description=__doc__.splitlines()[0]
    )
    ap.add_argument("command", choices=["collect", "offline-web", "build", "all", "relabel"])
    ap.add_argument(
        "--no-offline-web",
        action="store_true",
        help="build without the offline web's pages (collected by the offline-web command)",
    )
    ap.add_argument("--cache", type=Path, default=Path("/tmp/comspider-clickables-cache"))
    ap.add_argument("--rules", type=Path, default=RULES_PATH)
    ap.add_argument("--out", type=Path, default=DATASET_PATH)
    ap.add_argument("--site", action="append", help="only pages of these sites (collect)")
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--force", action="store_true", help="collect even up-to-date pages")
    ap.add_argument(
        "--missing-only",
        action="store_true",
        help="collect only pages without a cache file (whatever their rules)",
    )
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    rules = load_rules(args.rules)
    pages = all_pages()
    if args.command in ("collect", "all"):
        chosen = [p for p in pages if not args.site or p.site in args.site]
        counts = asyncio.run(
            collect_pages(
                chosen,
                args.cache,
                rules,
                concurrency=args.concurrency,
                force=args.force,
                missing_only=args.missing_only,
            )
        )
        print(json.dumps(dict(counts)))
    if args.command in ("offline-web", "all"):
        print(json.dumps(dict(asyncio.run(collect_offline_web(args.cache, concurrency=args.concurrency)))))
    if args.command == "relabel":  # the rules applied to the existing rows, no cache needed
        rows = read_rows(args.out)
        print(json.dumps(dict(relabel_rows(rows, rules))))
        write_rows(rows, args.out)
        print(json.dumps(summary(rows), indent=1, ensure_ascii=False))
    if args.command in ("build", "all"):
        records = read_cache(args.cache, pages)
        if not args.no_offline_web:
            records += read_offline_web(args.cache)
        rows = build_rows(records, rules)
        write_rows(rows, args.out)
        print(json.dumps(summary(rows), indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
