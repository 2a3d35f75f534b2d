"""A bounded stop on the first SIGTERM or SIGINT (Scrapyd's cancel, systemd, Ctrl-C), and
on ``comspider.signals.stop_requested`` (a feed that cannot be written).

Scrapy's first signal starts a graceful stop that waits for every request in progress:
here a browser visit may run for minutes (its page budget, expansion, a hung renderer),
and a reactor blocked by a synchronous call never gets to stop at all. This extension
wraps the signal handlers Scrapy installs and, on the first signal:

1. starts no new browser visit (a request that reaches the browser now ends as
   VisitAborted) and lets those in flight finish for ``COMSPIDER_SHUTDOWN_TIMEOUT`` seconds;
2. then cuts the rest short (comspider.browser.visits.BrowserVisits.abort_all: their
   browser contexts are closed; they end as VisitAborted, are not counted as visits, and
   the page queue hands them out again), with one log line and the stat
   ``comspider/shutdown/aborted``; the engine then closes as usual (feeds, state, queue
   claims released);
3. if the process is still alive half a timeout later (the reactor itself is stuck), a
   watchdog thread ends it (exit status 1), with one line on stderr. Nothing is lost by
   that: feed lines are written unbuffered and every state change is committed when made.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import threading
import time
from typing import Any

from scrapy import signals
from twisted.internet import task

from comspider.browser.visits import BrowserVisits
from comspider.signals import stop_requested

logger = logging.getLogger(__name__)

SIGNALS = tuple(
    s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGINT", None)) if s is not None
)


class BoundedShutdown:
    def __init__(self, crawler: Any, timeout: float) -> None:
        self.crawler = crawler
        self.timeout = max(float(timeout), 0.0)
        self.visits = BrowserVisits.of(crawler)
        self.requested_at: float | None = None
        self.stopped = threading.Event()
        self._previous: dict[int, Any] = {}
        self._checker: Any = None
        self._handler = self._on_signal  # one bound method, so that it can be recognised

    @classmethod
    def from_crawler(cls, crawler: Any) -> BoundedShutdown:
        ext = cls(crawler, crawler.settings.getfloat("COMSPIDER_SHUTDOWN_TIMEOUT"))
        crawler.signals.connect(ext._engine_started, signal=signals.engine_started)
        crawler.signals.connect(ext._engine_stopped, signal=signals.engine_stopped)
        crawler.signals.connect(ext._stop_requested, signal=stop_requested)
        return ext

    # -- the signal handlers -------------------------------------------------------------
    def _engine_started(self) -> None:
        if self.timeout <= 0 or threading.current_thread() is not threading.main_thread():
            return
        self._wrap()
        # Scrapy installs its handlers once the reactor runs, maybe after this: look again.
        self._checker = task.LoopingCall(self._wrap)
        self._checker.start(1.0, now=False)

    def _wrap(self) -> None:
        if self.requested_at is not None:
            return
        for signum in SIGNALS:
            current = signal.getsignal(signum)
            if current is self._handler:
                continue
            self._previous[signum] = current
            with contextlib.suppress(ValueError, OSError):  # not the main thread after all
                signal.signal(signum, self._handler)

    def _on_signal(self, signum: int, frame: Any) -> None:
        # A signal handler: no logging here (the interrupted code may hold the log's lock).
        self._begin()
        previous = self._previous.get(signum)
        if callable(previous):
            previous(signum, frame)
        elif previous == signal.SIG_DFL:
            signal.default_int_handler(signum, frame) if signum == signal.SIGINT else os._exit(128 + signum)

    def _stop_requested(self) -> None:
        if self.timeout > 0:
            self._begin()

    def _begin(self) -> None:
        if self.requested_at is None:
            self.requested_at = time.monotonic()
            self.visits.aborting = True  # no new visit; those in flight may finish
            threading.Thread(target=self._watch, name="comspider-shutdown", daemon=True).start()

    # -- the deadline ----------------------------------------------------------------------
    def _watch(self) -> None:
        if self.stopped.wait(self.timeout):
            return
        from twisted.internet import reactor  # noqa: PLC0415 - the crawl's, installed by now

        reactor.callFromThread(self._abort)
        if self.stopped.wait(max(self.timeout / 2.0, 5.0)):
            return
        os.write(
            2,
            (
                f"comspider: the crawl did not stop within {self.timeout * 1.5:.0f} s of the "
                "signal (COMSPIDER_SHUTDOWN_TIMEOUT): exiting now; everything written is on disk\n"
            ).encode(),
        )
        os._exit(1)

    def _abort(self) -> None:
        from scrapy.utils.defer import deferred_from_coro  # noqa: PLC0415

        running = len(self.visits)
        self.crawler.stats.inc_value("comspider/shutdown/aborted", running)
        logger.warning(
            "Shutdown: %d browser visit(s) still running %.0f s after the signal "
            "(COMSPIDER_SHUTDOWN_TIMEOUT): cut short, not counted; the page queue hands them out again",
            running,
            self.timeout,
        )
        deferred_from_coro(self.visits.abort_all())

    def _engine_stopped(self) -> None:
        self.stopped.set()
        if self._checker is not None and self._checker.running:
            self._checker.stop()
        self._checker = None


__all__ = ["BoundedShutdown"]
