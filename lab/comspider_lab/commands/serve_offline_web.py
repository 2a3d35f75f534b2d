"""`python -m comspider_lab serve-offline-web`: serve the bundled offline news web on loopback
until SIGINT/SIGTERM. Prints the feed URL and the outlets; optionally writes the article
URLs (``--urls-file``) and a JSON description (``--info-file``) that ``offline-truth
--info-file`` reads to name exactly the URLs this process serves."""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from datetime import UTC, datetime
from pathlib import Path

HELP = "serve the bundled offline news web (its news outlets, their comment widgets, a Google-News-like feed) until interrupted"


def parse_when(text: str) -> datetime:
    when = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="content seed (default 0)")
    parser.add_argument(
        "--clock",
        default=None,
        help="clock spec (comspider.clock.from_spec): system, fixed:ISO or "
        "scaled:SPEED:ORIGIN_WALL:ORIGIN_ISO, to share virtual time with a crawler",
    )
    parser.add_argument(
        "--anchor",
        type=parse_when,
        default=None,
        help="instant article ages count from (default: the clock's origin, or now)",
    )
    parser.add_argument("--urls-file", help="write every article URL here, one per line")
    parser.add_argument(
        "--info-file", help="write seed, anchor, feed URL and every host's base URL here (JSON)"
    )
    parser.add_argument("--log-requests", action="store_true", help="log every request")
    parser.add_argument(
        "--ad-latency",
        type=float,
        default=0.0,
        help="seconds the ad server waits before each answer, like one across the internet",
    )


def run(args: argparse.Namespace) -> int:
    from comspider.clock import from_spec
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(
        clock=from_spec(args.clock),
        seed=args.seed,
        anchor=args.anchor,
        verbose=args.log_requests,
        ad_latency=args.ad_latency,
    ).start()
    done = threading.Event()
    previous = {sig: signal.signal(sig, lambda *_: done.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        if args.urls_file:
            Path(args.urls_file).write_text("".join(u + "\n" for u in web.article_urls()), encoding="utf-8")
        if args.info_file:
            Path(args.info_file).write_text(
                json.dumps(web.info(), ensure_ascii=False, indent=1), encoding="utf-8"
            )
        out = sys.stdout
        out.write(f"feed: {web.feed_url}\nhub:  {web.hub_url}\n")
        out.write(f"anchor: {web.info()['anchor']}  seed: {web.seed}  clock: {args.clock or 'system'}\n")
        for o in web.outlets:
            out.write(
                f"  {o['name']:<12} {o['lang_tag']:<6} {o['mechanism']:<14} {o['base_url']}  {o['publisher']}\n"
            )
        out.write(f"{len(web.article_urls())} articles; Ctrl-C to stop\n")
        out.flush()
        while not done.wait(0.5):
            pass
    finally:
        web.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0
