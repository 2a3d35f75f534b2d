"""What a crawl's end means: its exit status, in a word, and how to go on.

One rule for ``comspider crawl``, ``scrapy crawl news_comments`` and the summary's last
lines (:func:`crawl_verdict`, from the crawl's stats and close reason):

- 1 when a feed could not be written (close reason ``feed_failed``): the comments not
  written stay pending in a kept crawl state, and the same command, with an output it
  can write, writes them;
- 130 when interrupted (close reason ``shutdown``: Ctrl-C; ``comspider crawl`` exits 143
  after a SIGTERM): the same command goes on where it stopped;
- 1 when the crawl could read none of its sources (every feed failed), or when it
  visited pages and every visit failed (``error`` or ``blocked``);
- 0 otherwise: the crawl did its work, whatever it found (no comments, pages skipped as
  visited by an earlier run, a ``CLOSESPIDER_*`` limit reached).

``scrapy crawl`` keeps Scrapy's own convention for an interrupted crawl (exit status 0:
Scrapyd's cancel is such a stop); the other statuses are the same.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from comspider.items import OUTCOMES

INTERRUPTED = 130  # 128 + SIGINT, the shell's convention
FAILED = 1
FEED_FAILED = "feed_failed"  # comspider.export.feed_exporter's close reason
FAILURES = ("error", "blocked")


@dataclass(frozen=True, slots=True)
class Verdict:
    status: int  # the exit status of ``comspider crawl`` (INTERRUPTED: 143 after SIGTERM)
    what: str  # what happened, in a few words (the summary's first line)
    next: str | None = None  # how to go on; None when nothing is left to do

    @property
    def interrupted(self) -> bool:
        return self.status == INTERRUPTED


def crawl_verdict(
    stats: Mapping[str, Any], reason: str | None, *, kept: bool = True, waiting: int = 0
) -> Verdict:
    """The verdict on a crawl that closed for ``reason`` with these ``stats``. ``kept``:
    its crawl state outlives it (False: in memory); ``waiting``: pages left in its page
    queue."""
    visits = {o: int(stats.get(f"comspider/visits/{o}") or 0) for o in OUTCOMES}
    failed = sum(visits[o] for o in FAILURES)
    unwritten = int(stats.get("comspider/comments/unwritten") or 0)
    if reason == FEED_FAILED or stats.get("comspider/feeds/write_failed"):
        if kept:
            held = (
                f"the {unwritten} comment(s) it could not write are"
                if unwritten
                else "what it could not write is"
            )
            return Verdict(
                FAILED,
                "stopped: a feed could not be written",
                f"{held} kept in the crawl state: make room (or choose an --output it can write) and run "
                "the crawl again here: it writes them, and nothing twice",
            )
        return Verdict(
            FAILED,
            "stopped: a feed could not be written",
            "give an output it can write and run the crawl again (its state was in memory: it visits the "
            "pages again)",
        )
    if reason == "shutdown":
        if kept:
            return Verdict(
                INTERRUPTED,
                "interrupted",
                "run the same command again to go on: pages visited are not visited again, no comment is "
                "written twice",
            )
        return Verdict(
            INTERRUPTED, "interrupted", "run the crawl again (its state was in memory: it starts over)"
        )
    if stats.get("comspider/sources/none_read"):
        return Verdict(
            FAILED, "no source could be read", "check the feeds: the error above says why each failed"
        )
    if failed and failed == sum(visits.values()):
        return Verdict(
            FAILED,
            "every page failed",
            "see the failures by reason above; "
            + (
                "the same command visits again the pages whose failure may pass (a timeout, HTTP 503, a "
                "browser crash, a host not found) or that the network guard refused"
                if kept
                else "run the crawl again once their cause is fixed"
            ),
        )
    what = "finished" if reason in (None, "finished") else f"stopped ({reason})"
    steps = []
    if waiting:
        steps.append(
            f"{waiting} page(s) wait in the page queue: run the same command again later to visit them "
            "(comspider queue list says when they are due)"
        )
    over = int(stats.get("comspider/articles/over_limit") or 0)
    if over:
        steps.append(
            f"{over} article(s) found were over max_articles and not visited: "
            + (
                "run the same command again to visit the next ones (pages visited are not visited again)"
                if kept
                else "raise max_articles to visit them"
            )
        )
    return Verdict(0, what, "; ".join(steps) or None)
