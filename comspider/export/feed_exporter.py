"""Scrapy's feed exports, with a write that fails stopping the crawl in one line.

    EXTENSIONS = {"scrapy.extensions.feedexport.FeedExporter": None,
                  "comspider.export.feed_exporter.CheckedFeedExporter": 0}

Scrapy exports an item from a signal handler, so a write that fails (a full disk, a
read-only file, a feed folder removed under the crawl: the storage raises,
:class:`~comspider.export.unbuffered_storage.CheckedFile`) is logged with a traceback
and forgotten: the crawl goes on, its comments counted as written, and none of them is
in the file. Here the feeds are written one at a time (Scrapy's own code, one slot at a
time), and the first failure:

- takes the failed feed out (its file closed; nothing more is sent to it);
- is one ERROR line naming the feed and the cause, and the stat
  ``comspider/feeds/write_failed`` (each failed write);
- stops the crawl (close reason ``feed_failed``: exit status 1, and the summary says how
  to go on) as a first SIGTERM would: no new browser visit starts, those in flight get
  ``COMSPIDER_SHUTDOWN_TIMEOUT`` seconds (comspider.browser.shutdown).

:attr:`failed` tells the two-phase record of written comments
(:mod:`comspider.pipelines.written_batches`) that a feed failed: from then on no
page's comments are recorded as written (their batch stays pending in the crawl state),
so the next crawl writes those whose lines are not in the feed files, once.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from scrapy.extensions.feedexport import FeedExporter
from scrapy.utils.defer import deferred_from_coro
from twisted.internet import task

from comspider.items import CommentItem
from comspider.signals import stop_requested

logger = logging.getLogger(__name__)

FEED_FAILED = "feed_failed"  # the close reason
_A_COMMENT = CommentItem(article_url="", comment_id="", text="", crawled_at="")


class CheckedFeedExporter(FeedExporter):
    def __init__(self, crawler: Any) -> None:
        super().__init__(crawler)
        self.failed = False  # a feed failed in this crawl
        self.comment_feed_failed = False  # ...a feed that takes comments
        self.failure: str | None = None  # the first failure, in words

    def open_spider(self, spider: Any) -> None:
        super().open_spider(spider)
        if self.slots:  # where the records go, said once at the start (the summary is at the end)
            logger.info("Records go to: %s", ", ".join(_where(slot) for slot in self.slots))

    def item_scraped(self, item: Any, spider: Any) -> None:
        kept: list[Any] = []
        for slot in list(self.slots):
            # Scrapy's export (and batch rotation) for this one feed; a feed that raises
            # is left out of the slots from then on.
            self.slots = [slot]
            try:
                super().item_scraped(item, spider)
            except Exception as exc:  # noqa: BLE001 - any failure of a feed stops the crawl
                self._failed(slot, exc)
                continue
            kept.extend(self.slots)
        self.slots = kept

    async def _close_slot(self, slot: Any, spider: Any) -> None:
        # Scrapy's, which ends the file (a JSON array's "]"): that write may fail too.
        try:
            await super()._close_slot(slot, spider)
        except Exception as exc:  # noqa: BLE001
            self._failed(slot, exc)

    def _failed(self, slot: Any, exc: BaseException) -> None:
        self.crawler.stats.inc_value("comspider/feeds/write_failed")
        if slot.filter.accepts(_A_COMMENT):
            self.comment_feed_failed = True
        _discard(slot)
        if self.failed:
            logger.debug("Feed %s failed again: %r", slot.uri, exc)
            return
        self.failed = True
        self.failure = f"{slot.uri}: {describe(exc)}"
        logger.error(
            "Cannot write the feed %s: %s; stopping the crawl (the comments it could not write are "
            "not recorded as written: the next crawl writes them)",
            slot.uri,
            describe(exc),
        )
        logger.debug("The feed's failure", exc_info=exc)
        self._stop()

    def _stop(self) -> None:
        engine = getattr(self.crawler, "engine", None)
        if engine is None or getattr(engine, "spider", None) is None:
            return  # not open yet, or closing already

        # Scrapy's scraper looks whether it may close only when a response's processing
        # ends; items that come from no response (a settled batch, the stage's own
        # comments of a start item) would hold the close for ever: look again until closed.
        nudge = task.LoopingCall(_nudge, engine)

        async def close() -> None:
            nudge.start(0.5, now=False)
            try:
                with contextlib.suppress(RuntimeError):  # closed meanwhile
                    await engine.close_spider_async(reason=FEED_FAILED)
            finally:
                if nudge.running:
                    nudge.stop()

        # as on a first SIGTERM: no new browser visit, those in flight bounded
        self.crawler.signals.send_catch_log(signal=stop_requested)
        deferred_from_coro(close()).addErrback(
            lambda f: logger.error("Stopping the crawl failed: %s", f.getErrorMessage())
        )


def _where(slot: Any) -> str:
    """A feed's place as the user would open it: a local file's path, else its URI."""
    path = getattr(getattr(slot, "storage", None), "path", None)
    return str(path) if path else str(getattr(slot, "uri", "?"))


def _nudge(engine: Any) -> None:
    scraper = getattr(engine, "scraper", None)
    slot = getattr(scraper, "slot", None)
    check = getattr(scraper, "_check_if_closing", None)  # no public way
    closing = getattr(slot, "closing", None)
    if closing is not None and not closing.called and callable(check):
        check()


def describe(exc: BaseException) -> str:
    """``No space left on device`` rather than ``[Errno 28] No space left on device:
    '/x/out.jsonl'`` (the feed is named already)."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _discard(slot: Any) -> None:
    """Let go of a failed feed's file without writing to it again (CSV's and XML's text
    layer over it writes nothing once the file is closed)."""
    if slot.file is not None:
        with contextlib.suppress(Exception):
            slot.file.close()
