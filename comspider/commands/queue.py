"""`comspider queue {list,stats,clear,retry}`: the page queue a crawl keeps between runs.

The queue lives in the crawl state (comspider.state.backend): by default the SQLite file
``.scrapy/comspider/state.sqlite3`` under the directory the crawl ran in (``<JOBDIR>/
comspider-state.sqlite3`` with a JOBDIR, ``COMSPIDER_STATE_PATH`` when set), or Redis
with ``-s COMSPIDER_BACKEND=redis``. Give the same settings as the crawl:

    comspider queue list                              # pages waiting, by due time
    comspider queue list --dropped                    # pages given up, and why
    comspider queue stats                             # counts by state and outcome
    comspider queue retry                             # the dropped pages: visited again
    comspider queue retry URL ...                     # ...only these
    comspider queue clear                             # forget the pages waiting
    comspider queue clear --all                       # ...and the visited and dropped ones
    comspider queue list -s COMSPIDER_STATE_PATH=/data/crawl.sqlite3
    comspider queue list -s COMSPIDER_BACKEND=redis -s REDIS_URL=redis://host:6379/0

Stop the crawlers that use a queue before clearing it. A page is dropped when its visit
failed for good (``error_permanent``: HTTP 404, robots.txt...), when the network guard
refused it (``network_guard``: an immediate crawl given its URL again visits it), when every try of its visit
lost the browser (``too_many_attempts``), when its worker died under it too often
(``too_many_interruptions``), or when the admission control refused it (``queue_full``);
``retry`` puts it back in the queue, due now (the next crawl with these settings visits
it; an immediate crawl given its URL too).
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from comspider.commands._options import SettingError, add_settings_option, parse_settings
from comspider.crawl_settings import crawl_settings
from comspider.scheduling.explain import clock, span
from comspider.state.backend import open_backend, state_path, state_unavailable
from comspider.state.redis_client import backend_kind
from comspider.url_keys import article_key

logger = logging.getLogger(__name__)

HELP = "show (list, stats), retry the dropped pages of, or clear the page queue kept in the crawl state"
WAITING = ("pending", "claimed")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action",
        metavar="COMMAND",  # argparse's errors name the argument by it ("argument COMMAND: invalid choice")
        choices=("list", "stats", "clear", "retry"),
        help="list, stats, clear or retry",
    )
    parser.add_argument(
        "urls",
        nargs="*",
        metavar="URL",
        help="retry: only the dropped pages of these URLs (default: every dropped page)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="list: also visited and dropped pages; clear: forget those too (they may be queued again)",
    )
    parser.add_argument("--dropped", action="store_true", help="list: the dropped pages, with the reason")
    parser.add_argument("--limit", type=int, default=50, help="list: at most N pages (default 50; 0: all)")
    parser.add_argument(
        "--state", default=None, metavar="PATH", help="the SQLite state file (COMSPIDER_STATE_PATH)"
    )
    add_settings_option(parser)


def run(args: argparse.Namespace) -> int:
    try:
        overrides = parse_settings(args.settings)
    except SettingError as error:
        args._parser.error(str(error))
    if args.state:
        overrides["COMSPIDER_STATE_PATH"] = args.state
    settings = crawl_settings(overrides)
    kind = backend_kind(settings)
    if args.urls and args.action != "retry":
        args._parser.error(f"URLs are for `comspider queue retry`, not `{args.action}`")
    if kind == "memory":
        args._parser.error(
            "-s COMSPIDER_BACKEND=memory: a memory queue ends with its crawl; accepted: sqlite, redis"
        )
    if kind == "sqlite":
        path = state_path(settings)
        if not path.exists():
            print(f"No crawl state at {path.resolve()}: nothing queued (a queued crawl run here creates it).")
            return 0
    try:
        backend = open_backend(settings)
    except Exception as exc:  # noqa: BLE001 - a broken file, a bad URL: say it in one line
        return _failed(settings, exc)
    try:
        print(f"Crawl state: {backend.kind} {_location(backend)}")
        if args.action == "list":
            return _list(backend, args)
        if args.action == "stats":
            return _stats(backend)
        if args.action == "retry":
            return _retry(backend, args)
        return _clear(backend, args)
    except Exception as exc:  # Redis connects on first use, here
        if state_unavailable(settings, exc) is None:
            raise
        return _failed(settings, exc)
    finally:
        backend.close()


def _failed(settings: Any, exc: BaseException) -> int:
    """One error line, exit status 1; the traceback only with ``comspider -v``."""
    message = state_unavailable(settings, exc) or f"cannot open the crawl state: {exc}"
    print(f"comspider queue: error: {message}", file=sys.stderr)
    logger.debug("comspider queue failed", exc_info=exc)
    return 1


def _location(backend: Any) -> str:
    return str(Path(backend.location).resolve()) if backend.kind == "sqlite" else backend.location


def _when(seconds: float | None, now: float) -> str:
    if seconds is None:
        return "-"
    if seconds <= now:
        return f"{clock(seconds, now)} (due)"
    return f"{clock(seconds, now)} (in {span(seconds - now)})"


def _list(backend: Any, args: argparse.Namespace) -> int:
    states: tuple[str, ...] = ("pending", "claimed", "done", "dropped") if args.all else WAITING
    if args.dropped:
        states = ("dropped",)
    limit = args.limit if args.limit > 0 else None
    entries = backend.queue.entries(states, limit=limit)
    now = time.time()
    if not entries:
        print("No pages " + ("in the queue." if args.all else "dropped." if args.dropped else "waiting."))
        return 0
    print(f"{'due':<36} {'state':<8} {'visit':>5}  {'outcome':<18} url")
    for entry in entries:
        when = entry.lease_until if entry.state == "claimed" else entry.due
        shown = _when(when, now) if entry.state in WAITING else "-"
        url = entry.article.get("url") or entry.key
        print(f"{shown:<36} {entry.state:<8} {entry.visit:>5}  {_outcome(entry.outcome)[:18]:<18} {url}")
    total = sum(backend.queue.stats().get(f"state/{s}", 0) for s in states)
    if limit is not None and total > len(entries):
        print(f"... {total - len(entries)} more (--limit 0 lists them all)")
    if args.dropped:
        print("`comspider queue retry` (with the crawl's settings) visits them again.")
    return 0


def _retry(backend: Any, args: argparse.Namespace) -> int:
    """Dropped pages back in the queue, due now; a page whose visit failed for good gets
    its next visit, one dropped before its visit ended the same visit."""
    queue = backend.queue
    wanted = {article_key(url) for url in args.urls}
    dropped = queue.entries(("dropped",))
    chosen = [e for e in dropped if not wanted or e.key in wanted]
    now = time.time()
    revived = 0
    for entry in chosen:
        after_visit = (entry.outcome or "").endswith("_permanent")
        if queue.revive(entry.key, now, now, next_visit=after_visit):
            revived += 1
            print(
                f"Queued again: {entry.article.get('url') or entry.key} (dropped: {_outcome(entry.outcome)})"
            )
    missing = wanted - {e.key for e in chosen}
    for key in sorted(missing):
        print(f"Not dropped (nothing to retry): {key}")
    print(f"{revived} page(s) queued again, due now: the next crawl with these settings visits them.")
    return 0 if not missing else 1


# Queues written before the outcomes took the visit records' words.
LEGACY_OUTCOMES = {"captured": "comments_found"}


def _outcome(name: str | None) -> str:
    return LEGACY_OUTCOMES.get(name or "", name or "-")


def _stats(backend: Any) -> int:
    queue = backend.queue
    counts = queue.stats()
    now = time.time()
    print(f"{'pending':<28}{counts.get('state/pending', 0):>8}  ({queue.pending_count(now)} due now)")
    print(f"{'claimed':<28}{counts.get('state/claimed', 0):>8}")
    for state in ("done", "dropped"):
        print(f"{state:<28}{counts.get(f'state/{state}', 0):>8}")
        outcomes: Counter[str] = Counter()
        for name, value in counts.items():
            if name.startswith(f"{state}/"):
                outcomes[_outcome(name[len(state) + 1 :])] += value
        for name, value in sorted(outcomes.items()):
            print(f"  {name:<26}{value:>8}")
    print(f"{'next due':<28}{_when(queue.next_due(), now):>8}")
    return 0


def _clear(backend: Any, args: argparse.Namespace) -> int:
    states = ("pending", "claimed", "done", "dropped") if args.all else WAITING
    removed = backend.queue.remove(states)
    what = "every page" if args.all else "the pages waiting (pending and claimed)"
    print(f"Removed {removed} page(s): {what}.")
    return 0
