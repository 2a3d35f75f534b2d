"""The page queue inside Scrapy: a scheduler that wraps Scrapy's own.

    SCHEDULER = "comspider.scheduling.scheduler.QueueScheduler"
    COMSPIDER_INNER_SCHEDULER = "scrapy.core.scheduler.Scheduler"   # or scrapy-redis's

Ordinary requests (feeds, the Google News exchange, retries) go to the inner scheduler.
With ``-a schedule=queued`` (the spider's default), a new article visit request (meta
``comspider_article`` and ``comspider_visit``, no ``comspider_queue`` yet) is offered to
the :class:`~comspider.scheduling.planner.VisitPlanner` instead: admitted with a due time,
refused by the admission control, or a duplicate (then ``enqueue_request`` returns False
and Scrapy sends ``request_dropped``); once the crawl is stopping, none is admitted.
``next_request`` claims the next due page and rebuilds its request with the spider's
``article_request`` plus ``meta["comspider_queue"]`` (the claim, plain data); the inner
scheduler's requests go first only while fewer than two of them are in the downloader,
and never take more than half of its slots (:func:`inner_slots`), so that a feed's link
resolution, slowed by its host's politeness delay, never holds the visits back. The outcome
comes back through ``comspider.signals.visit_finished`` and is recorded: done, back in the
queue with a new due time, or dropped. With ``schedule=immediate`` every request goes to
the inner scheduler, as if this class were not there, unless the crawl keeps its state
(a JOBDIR, a ``COMSPIDER_STATE_PATH`` or the Redis backend:
:func:`comspider.state.backend.keeps_state`): then its visits go through the page queue
too, under the ``immediate`` policy (due at once, one visit, no admission control), so
that a stopped or killed immediate crawl resumes without visiting a page twice or losing
one, exactly as a queued crawl does.

Claims follow the visits: a page is claimed when the downloader can take it, but at most
one claim at a time waits for the browser (``LOOKAHEAD``) and none for a site this worker
is already visiting as often as its politeness allows (the site gate would hold it); the
browser says when a visit starts (``comspider.signals.visit_started``) and the claim is
marked so. A claim whose visit never started costs its page nothing when the worker
dies; one that started counts an interruption (see :mod:`.planner`).

A crawler process killed mid-visit leaves claims behind. Every worker beats a heartbeat
into the crawl state from a thread of its own (``COMSPIDER_WORKER_HEARTBEAT``): once it
lapses, the other workers take its claims at once; on a SQLite queue the next process to
open it also releases them at once (:mod:`.claim_ledger`); without either, they come back
when their leases expire.

The spider stays open while the queue has pending or claimed pages
(``has_pending_requests``); when nothing is due the scheduler wakes the engine at the next
due time (Scrapy's own heartbeat polls only every 5 s). On close, claims whose visit never
reported back are released, so the next run (or another worker) takes them.

Time is the crawl's clock (``COMSPIDER_CLOCK``). Durations that are about the machine
rather than the news are wall-clock seconds and converted with the clock's speed: the
lease (``COMSPIDER_LEASE_SECONDS``) and the measured service time E[S].
"""

from __future__ import annotations

import logging
import math
import os
import socket
import threading
import time
import uuid
from collections import Counter
from datetime import UTC, datetime
from typing import Any

from scrapy import signals
from scrapy.core.scheduler import BaseScheduler
from scrapy.http import Request
from scrapy.settings import Settings
from scrapy.utils.misc import build_from_crawler, load_object
from twisted.internet import task

from comspider.article import Article
from comspider.clock import Clock, from_spec, iso
from comspider.crawler_parts import late_attribute
from comspider.items import PageItem
from comspider.request_meta import ARTICLE_KEY, QUEUE_KEY, VISIT_KEY, article_request
from comspider.scheduler_questions import PageQueueQuestions
from comspider.scheduling.completeness import CLOSED
from comspider.scheduling.explain import clock, known_line, queued_line, revisit_line, span
from comspider.scheduling.feed_poller import LOCK_NAME, poll_lock_for
from comspider.scheduling.outcome import FAILURES, REFUSED_BY_SETTINGS, VisitResult
from comspider.scheduling.planner import STAT, VisitPlanner, entry_url
from comspider.signals import browser_lost, visit_finished, visit_started
from comspider.state import claim_ledger
from comspider.state.backend import crawl_state, keeps_state
from comspider.state.claim_ledger import ClaimLedger
from comspider.state.queue_entry import DROPPED, Entry
from comspider.url_keys import article_key

logger = logging.getLogger(__name__)

# How long the scheduler trusts its cached "next due" time before asking the backend
# again (other workers may have changed the queue); its own changes refresh it at once.
REFRESH_SECONDS = 1.0
# Scrapy's engine polls an idle scheduler every 5 s; sooner due times get a wake-up call.
ENGINE_HEARTBEAT = 5.0
# Claims at most waiting for the browser at once (claimed, their visit not started).
LOOKAHEAD = 1


def clock_speed(clock: Clock) -> float:
    """Clock seconds per wall-clock second: a ScaledClock's speed, else 1."""
    speed = getattr(clock, "speed", None)
    return float(speed) if isinstance(speed, (int, float)) and speed > 0 else 1.0


def is_article_visit(request: Request) -> bool:
    return ARTICLE_KEY in request.meta and VISIT_KEY in request.meta


def spider_schedule(spider: Any) -> str:
    """The spider's ``schedule`` argument; spiders without one are immediate."""
    arguments = getattr(spider, "arguments", None)
    return str(getattr(arguments, "schedule", "immediate") or "immediate")


def uses_page_queue(crawler: Any, spider: Any) -> bool:
    """Whether this crawl's article visits go through the page queue: a queued crawl, or
    an immediate one that keeps its state (see the module docstring)."""
    schedule = spider_schedule(spider)
    return schedule == "queued" or (schedule == "immediate" and keeps_state(crawler))


class QueueScheduler(BaseScheduler):
    def __init__(self, crawler: Any, inner: Any) -> None:
        self.crawler = crawler
        self.inner = inner
        self.stats = crawler.stats
        settings = crawler.settings
        self.clock: Clock = from_spec(settings.get("COMSPIDER_CLOCK"))
        self.speed = clock_speed(self.clock)
        self.lease_wall_seconds = settings.getfloat("COMSPIDER_LEASE_SECONDS")
        # Shared queues: renew our claims' leases while we live (never past the visit
        # timeout), and wait a while for work before closing.
        self.renew_leases = settings.getbool("COMSPIDER_LEASE_RENEW")
        self.visit_timeout = settings.getfloat("COMSPIDER_VISIT_TIMEOUT")
        self.idle_before_close = settings.getfloat("COMSPIDER_IDLE_BEFORE_CLOSE")
        self.claim_ledger = settings.getbool("COMSPIDER_CLAIM_LEDGER")
        self.worker_heartbeat = settings.getfloat("COMSPIDER_WORKER_HEARTBEAT")
        self.worker: str | None = None  # this process's name in the crawl state
        self._beating = threading.Event()  # set: the heartbeat thread stops
        self._beat_thread: threading.Thread | None = None
        # A site's visits at once in this worker (the site gate's limit): claims of a site
        # this worker visits that often would only wait for its turn.
        self.per_site = settings.getint("COMSPIDER_INTERACTIONS_PER_SITE") or settings.getint(
            "CONCURRENT_REQUESTS_PER_DOMAIN"
        )
        self.started: set[str] = set()  # keys of our claims whose visit started
        self._outlets: dict[str, str] = {}  # key -> outlet of our claims
        self._claimed_at: dict[str, float] = {}  # key -> time.monotonic() of our claim
        self._claim_urls: dict[str, str] = {}  # key -> the URL of the page, for the log
        self.inner_share, self.inner_reserve = inner_slots(settings.getint("CONCURRENT_REQUESTS"))
        self.after_shutdown = 0  # article visits not admitted: the crawl was stopping
        self._renewer: Any = None
        self._idle_since: float | None = None
        self.spider: Any = None
        self.planner: VisitPlanner | None = None
        self.inflight: dict[str, str] = {}  # key -> token of the claim this process holds
        self._next_due: float | None = None  # clock seconds; None: nothing pending
        self._checked = -math.inf  # time.monotonic() of the last look at the backend
        self._timer: Any = None
        self._timer_at = math.inf
        self._closing = False
        self.ledger: ClaimLedger | None = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> QueueScheduler:
        # COMSPIDER_BACKEND=redis: the add-on made this the shared Redis request queue.
        inner_cls = load_object(crawler.settings["COMSPIDER_INNER_SCHEDULER"])
        scheduler = cls(crawler, build_from_crawler(inner_cls, crawler))
        crawler.signals.connect(scheduler._visit_finished, signal=visit_finished)
        crawler.signals.connect(scheduler._visit_started, signal=visit_started)
        crawler.signals.connect(scheduler._browser_lost, signal=browser_lost)
        crawler.signals.connect(scheduler._item_failed, signal=signals.item_error)
        crawler.signals.connect(scheduler._item_failed, signal=signals.item_dropped)
        crawler.signals.connect(scheduler._spider_error, signal=signals.spider_error)
        return scheduler

    # -- lifecycle -----------------------------------------------------------------------
    def open(self, spider: Any) -> Any:
        self.spider = spider
        result = self.inner.open(spider) if hasattr(self.inner, "open") else None
        if uses_page_queue(self.crawler, spider):
            self.planner = self._make_planner(immediate=spider_schedule(spider) != "queued")
            planner = self.planner
            self._open_ledger()
            self._start_heartbeat()
            waiting = planner.queue.pending_count() + planner.queue.claimed_count()
            upcoming = planner.next_due()
            when = ""
            if waiting and upcoming is not None:
                now = planner.now()
                when = (
                    "; the next is due now"
                    if upcoming <= now
                    else f"; the next is due {clock(upcoming, now)} (in {span(upcoming - now)}); "
                    "the crawl stays open until they are visited (`comspider queue list` shows them, "
                    "`comspider queue clear` drops them)"
                )
            logger.info(
                "Page queue: policy %s, %s, T_W prior %.2f h, E[S] %.1f s, %d page(s) "
                "waiting from earlier runs%s%s",
                planner.policy.config.name,
                f"{planner.backend.kind} {planner.backend.location}",
                planner.policy.config.wait_hours,
                planner.policy.service.mean,
                waiting,
                when,
                dropped_note(planner.queue.stats()),
            )
            self._refresh(force=True)
            self._start_renewer()
        return result

    def _make_planner(self, immediate: bool = False) -> VisitPlanner:
        crawler = self.crawler
        settings = crawler.settings
        if immediate:  # every page at once, one visit: nothing to admit or refuse
            settings = Settings(settings.copy_to_dict())
            settings.set("COMSPIDER_SCHEDULE_POLICY", "immediate")
            settings.set("COMSPIDER_ADMISSION_CONTROL", False)
        planner = VisitPlanner.from_settings(
            settings, clock=self.clock, backend=crawl_state(crawler), stats=self.stats
        )
        # A lease is about the worker being alive: wall seconds, in the clock's units.
        planner.lease_seconds = self.lease_wall_seconds * self.speed
        return planner

    def _open_ledger(self) -> None:
        """For a queue in a local file: release the claims of crawler processes that
        died (no waiting for their leases), and keep a ledger of our own."""
        planner = self.planner
        assert planner is not None
        if not self.claim_ledger or planner.backend.kind != "sqlite" or not claim_ledger.available():
            return
        folder = claim_ledger.ledger_folder(planner.backend.location)
        try:
            orphans = claim_ledger.orphaned_claims(folder)
            for key, token in orphans:
                if planner.queue.release(key, planner.now(), token=token, interrupted=True):
                    self.stats.inc_value(STAT + "recovered")
                    logger.info("Released %s: claimed by a crawler process that died", self._url_of(key))
            self.ledger = ClaimLedger(folder)
        except OSError as exc:
            logger.warning(
                "No claim ledger in %s (%s): claims of a crashed crawler come back when their leases expire",
                folder,
                exc,
            )

    def close(self, reason: str) -> Any:
        self._closing = True
        self._cancel_timer()
        if self._renewer is not None and self._renewer.running:
            self._renewer.stop()
        self._renewer = None
        self._stop_heartbeat()
        planner = self.planner
        if planner is not None:
            for key, token in list(self.inflight.items()):
                released = planner.queue.release(key, planner.now(), token=token)
                if released:
                    self.stats.inc_value(STAT + "released")
                    logger.info(
                        "Released %s: its visit did not finish before the spider closed (%s)",
                        self._claim_urls.get(key) or self._url_of(key),
                        reason,
                    )
            self.inflight.clear()
            self._claimed_at.clear()
            self._claim_urls.clear()
            self.started.clear()
            self._outlets.clear()
            if self.worker is not None:
                try:
                    planner.queue.retire(self.worker)
                except Exception as exc:  # noqa: BLE001 - its heartbeat lapses by itself
                    logger.debug("Could not retire worker %s: %r", self.worker, exc)
        if self.ledger is not None:
            self.ledger.close()
            self.ledger = None
        return self.inner.close(reason) if hasattr(self.inner, "close") else None

    # -- Scrapy's scheduler interface ----------------------------------------------------
    def has_pending_requests(self) -> bool:
        if self.inner.has_pending_requests():
            self._idle_since = None
            return True
        if self.planner is not None:
            self._refresh()
            if self._next_due is not None:  # pending or claimed pages
                self._idle_since = None
                return True
        return self._waiting_for_a_poll()

    def _waiting_for_a_poll(self) -> bool:
        """A worker of a shared queue with nothing to do stays open for up to
        ``COMSPIDER_IDLE_BEFORE_CLOSE`` seconds while another worker holds the feed poll
        lock (it may be fetching the feed whose articles this worker is to visit)."""
        if self.idle_before_close <= 0 or self._closing:
            return False
        lock = poll_lock_for(self.crawler)
        held_by_other = getattr(lock, "held_by_other", None)
        try:
            busy_elsewhere = bool(held_by_other(LOCK_NAME)) if held_by_other else False
        except Exception as exc:  # noqa: BLE001 - Redis down: do not hang on to the spider
            logger.warning("Cannot read the feed poll lock: %r", exc)
            busy_elsewhere = False
        if not busy_elsewhere:
            self._idle_since = None
            return False
        now = time.monotonic()
        if self._idle_since is None:
            self._idle_since = now
            logger.info(
                "Nothing to do yet; another worker is polling the feeds: waiting up to %.0f s for its pages",
                self.idle_before_close,
            )
        return now - self._idle_since < self.idle_before_close

    def enqueue_request(self, request: Request) -> bool:
        if self.planner is None or not is_article_visit(request) or QUEUE_KEY in request.meta:
            # Feeds, exchange requests, retries of a claimed visit: Scrapy's business.
            return self.inner.enqueue_request(request)
        if self.shutting_down():
            self._refuse_after_shutdown(request)
            return False
        try:
            offer = self.planner.offer(request.meta[ARTICLE_KEY])
        except Exception as exc:  # noqa: BLE001 - a broken entry must not stop the crawl
            self.stats.inc_value(STAT + "offer_error")
            logger.error("Could not offer %s to the page queue: %r", request.url, exc)
            return False
        if offer.status != "admitted":
            if offer.status == "duplicate":
                self._explain_known(offer.key, request.url)
                # Another worker (or an earlier run) holds the page, maybe due now: look
                # at the queue again rather than close on a view from before it came.
                self._changed()
            return False
        self._changed()
        self._explain_queued(request, offer)
        return True

    def _explain_queued(self, request: Request, offer: Any) -> None:
        planner = self.planner
        assert planner is not None
        if planner.policy.config.name == "immediate":
            # Due at once by definition: a wait and its reasons would only mislead.
            logger.debug("Queued %s: visited now (schedule=immediate)", request.url)
            return
        estimator = planner.policy.estimator
        learned = estimator is not None and any(
            row["outlet"] == offer.outlet and row["pages"] > 0 for row in estimator.summary()
        )
        wait = (
            offer.admission.wait if offer.admission is not None else planner.policy.wait_seconds(offer.outlet)
        )
        logger.info(
            queued_line(
                request.url,
                request.meta[ARTICLE_KEY],
                offer.outlet,
                float(offer.due),
                wait,
                planner.now(),
                learned,
            )
        )

    def _explain_known(self, key: str, url: str) -> None:
        entry = self._read_entry(key)
        if entry is not None and self.planner is not None:
            logger.info(known_line(url, entry.state, entry.due, entry.visit, self.planner.now()))

    def next_request(self) -> Request | None:
        """A due page visit before Scrapy's own requests (feeds, link resolution), which
        may hold at most :attr:`inner_share` of the downloader's slots, and always
        :attr:`inner_reserve` (see :func:`inner_slots`): a request waiting only for one
        host's politeness delay sits in the downloader, where the engine counts it
        against CONCURRENT_REQUESTS, so without the cap a feed's links took every slot
        while pages were due; without the reserve, due pages would starve the feed."""
        if self.planner is None or self._closing:
            return self.inner.next_request()
        others = self._others_in_flight()
        if others < self.inner_reserve:  # the feed's resolution always moves
            request = self.inner.next_request()
            if request is not None:
                return request
        visit = self._next_visit()
        if visit is not None:
            return visit
        if self.inner_share <= 0 or others < self.inner_share:
            return self.inner.next_request()
        return None

    def _others_in_flight(self) -> int:
        """Requests in the downloader that are not article visits (feeds, link
        resolution), counted as the engine counts its slots (``downloader.active``:
        waiting for a host's delay included)."""
        downloader = getattr(late_attribute(self.crawler, "engine"), "downloader", None)
        active = getattr(downloader, "active", None) or ()
        return sum(1 for request in list(active) if not is_article_visit(request))

    def _next_visit(self) -> Request | None:
        """The request of the next due page, claimed; None when none is due."""
        planner = self.planner
        assert planner is not None
        now = planner.now()
        self._refresh()
        if self._next_due is None or self._next_due > now:
            self._arm(now)
            return None
        if len(self.inflight) - len(self.started) >= LOOKAHEAD:
            return None  # a claim already waits for the browser; its start wakes us
        while True:
            skip = self._busy_outlets()
            entry = planner.claim(self.worker, skip)
            if entry is None:
                self._refresh(force=True)
                if not skip:  # with sites skipped, a visit that ends wakes us
                    self._arm(planner.now())
                return None
            if entry.key in self.inflight:
                # Our own visit has not reported back within its lease: counted as lost
                # (its late report will be refused as stale); visit the page again.
                self.stats.inc_value(STAT + "lease_expired")
                logger.warning(
                    "The visit of %s did not report back within its lease (%.0f s); visiting it again",
                    entry_url(entry),
                    self.lease_wall_seconds,
                )
            request = self._request_for(entry)
            if request is not None:
                self.inflight[entry.key] = entry.token or ""
                self.started.discard(entry.key)
                self._outlets[entry.key] = entry.outlet
                self._claimed_at[entry.key] = time.monotonic()
                self._claim_urls[entry.key] = request.url
                if self.ledger is not None:
                    self.ledger.claimed(entry.key, entry.token)
                self.stats.inc_value(STAT + "dispatched")
                return request

    def shutting_down(self) -> bool:
        """Whether the crawl is stopping (Ctrl-C, a CLOSESPIDER_* limit, a CloseSpider):
        from then on no article is admitted. The requests already under way finish, and
        the feed links they resolve would otherwise enter the page queue after the
        ``Closing spider`` line; the next run finds them in the feed again."""
        if self._closing:
            return True
        engine = late_attribute(self.crawler, "engine")
        if engine is None:
            return False
        # Scrapy has no public "stopping" flag: stop_async() (Ctrl-C) sets _stopping,
        # close_spider_async() (any close) the slot's closing.
        slot = getattr(engine, "_slot", None)
        return bool(getattr(engine, "_stopping", False)) or getattr(slot, "closing", None) is not None

    def _refuse_after_shutdown(self, request: Request) -> None:
        self.after_shutdown += 1
        self.stats.inc_value(STAT + "after_shutdown")
        if self.after_shutdown == 1:
            logger.info(
                "Not admitting %s, nor any article found from now on: the crawl is stopping "
                "(the next run finds them in the feed)",
                request.url,
            )
        else:
            logger.debug("Not admitting %s: the crawl is stopping", request.url)

    def _url_of(self, key: str) -> str:
        """The URL of the page queued under ``key`` (the key itself when unknown)."""
        entry = self._read_entry(key)
        return entry_url(entry) if entry is not None else key

    def _read_entry(self, key: str) -> Entry | None:
        """The page queue's entry under ``key``; None when there is none, no page queue, or
        it cannot be read (what depends on it is only a log line's wording)."""
        if self.planner is None:
            return None
        try:
            return self.planner.queue.get(key)
        except Exception as exc:  # noqa: BLE001 - only a log line is at stake
            logger.debug("Cannot read %s from the page queue: %r", key, exc)
            return None

    def knows(self, url: str) -> bool:
        """Whether the article at ``url`` was ever admitted to (or refused by) the page
        queue, in this run or an earlier one (the spider's admission asks)."""
        if self.planner is None:
            return False
        try:
            known = bool(self.planner.queue.contains(article_key(url)))
        except Exception as exc:  # noqa: BLE001 - the queue decides again at enqueue
            logger.debug("Could not look %s up in the page queue: %r", url, exc)
            return False
        if known:
            # Another worker (or an earlier run) holds the page, maybe due now: look at
            # the queue again rather than close on a view from before it came.
            self._changed()
        return known

    def state_of(self, url: str) -> str | None:
        """The article's state in the page queue (``pending``, ``claimed``, ``done``,
        ``dropped``; ``known`` when it cannot be read), None when the queue never held it
        (the spider's admission asks)."""
        if not self.knows(url):
            return None
        entry = self._read_entry(article_key(url))
        return str(entry.state) if entry is not None else "known"

    def retry_failed(self, url: str) -> bool:
        """An immediate crawl asked again for a page whose visit failed in an earlier run
        (a passing failure that used its visits: a timeout, a crash, HTTP 503, a host that
        did not resolve) or that an earlier run's settings refused (the network guard):
        the page queue gives it another visit now. False for a queued crawl (its visits were spent
        over hours, as the policy planned) and for any page that did not fail."""
        planner = self.planner
        if planner is None or planner.policy.config.name != "immediate":
            return False
        key = article_key(url)
        try:
            reopened = bool(planner.queue.reopen(key, planner.now(), FAILURES, planner.now()))
            if not reopened:  # refused by an earlier run's settings (the network guard): these may allow it
                entry = self._read_entry(key)
                reopened = (
                    entry is not None
                    and entry.state == DROPPED
                    and entry.outcome == REFUSED_BY_SETTINGS
                    and bool(planner.queue.revive(key, planner.now(), planner.now(), next_visit=True))
                )
        except Exception as exc:  # noqa: BLE001 - the page is then only not retried
            logger.error("Could not give %s another visit: %r", url, exc)
            self.stats.inc_value(STAT + "reopen_error")
            return False
        if reopened:
            self.stats.inc_value(STAT + "reopened")
            logger.info("Visiting %s again: its visit in an earlier run failed", url)
            self._changed()
        return reopened

    def __len__(self) -> int:
        pending = self.planner.queue.pending_count() if self.planner is not None else 0
        return len(self.inner) + pending if hasattr(self.inner, "__len__") else pending

    # -- requests from entries -----------------------------------------------------------
    def _request_for(self, entry: Entry) -> Request | None:
        planner = self.planner
        assert planner is not None
        try:
            article = Article.from_dict(dict(entry.article))
            make = getattr(self.spider, "article_request", None)
            if make is not None:
                request = make(article, visit=entry.visit)
            else:  # a spider of its own: the plain browser request, its parse callback
                request = article_request(article, visit=entry.visit)
        except Exception as exc:  # noqa: BLE001
            planner.queue.drop(entry.key, "bad_entry", planner.now(), token=entry.token)
            self.stats.inc_value(STAT + "dropped/bad_entry")
            logger.error("Dropped %s: cannot rebuild its request (%r)", entry_url(entry), exc)
            return None
        request.meta[QUEUE_KEY] = {
            "key": entry.key,
            "token": entry.token,
            "visit": entry.visit,
            "attempt": entry.attempts,
            "due": entry.due,
            "outlet": entry.outlet,
        }
        lateness = max(0.0, planner.now() - entry.due)
        logger.debug(
            "Visit %d of %s (due %s, %.0f s late)",
            entry.visit,
            entry.key,
            iso(_datetime(entry.due)),
            lateness,
        )
        return request

    # -- outcomes ------------------------------------------------------------------------
    def _visit_finished(
        self, visit: Any, queue: dict[str, Any] | None = None, comment_times: Any = None, **_: Any
    ) -> None:
        if self.planner is None or not queue or not queue.get("key"):
            return
        result = VisitResult.from_visit(visit, comment_times or ())
        result.seconds *= self.speed  # wall seconds -> the clock's
        self._record(str(queue["key"]), queue.get("token"), result, getattr(visit, "url", ""))

    def _item_failed(self, item: Any = None, exception: Any = None, failure: Any = None, **_: Any) -> None:
        """A PageItem that a pipeline dropped or failed on never reaches visit_finished:
        count the visit as an error instead of waiting for its lease to expire."""
        if not isinstance(item, PageItem) or not item.queue:
            return
        error = exception if exception is not None else getattr(failure, "value", failure)
        self._fail(item.queue, f"pipeline: {error!r}"[:300], item.article.url)

    def _spider_error(self, failure: Any = None, response: Any = None, **_: Any) -> None:
        claim = getattr(response, "meta", {}).get(QUEUE_KEY) if response is not None else None
        if claim:
            self._fail(
                claim,
                f"spider error: {getattr(failure, 'value', failure)!r}"[:300],
                getattr(response, "url", ""),
            )

    def _fail(self, claim: dict[str, Any], reason: str, url: str) -> None:
        key = claim.get("key")
        if self.planner is None or not key or self.inflight.get(key) != claim.get("token"):
            return  # not a visit of ours still waiting for its outcome
        self._record(str(key), claim.get("token"), VisitResult("error", reason=reason), url)

    def _record(self, key: str, token: str | None, result: VisitResult, url: str) -> None:
        planner = self.planner
        assert planner is not None
        if token is None or self.inflight.get(key) == token:
            self._forget(key)
            self._wake()  # a browser slot or a site's turn may be free: claim the next page
        try:
            decision = planner.record_key(key, token, result)
        except Exception as exc:  # noqa: BLE001 - the lease brings the page back
            self.stats.inc_value(STAT + "record_error")
            logger.error("Could not record the visit of %s: %r", key, exc)
            return
        finally:
            self._changed()
        # The ledger's "done" only once the queue holds the outcome: a process killed in
        # between leaves the claim in its ledger, and the restart releases it (token-checked:
        # a no-op once the outcome is in), where a "done" written first left it to its lease
        # and a second load of the page.
        if self.ledger is not None:
            self.ledger.finished(key, token)
        if decision is None:
            return
        if decision.action == "requeue":
            assert decision.due is not None
            completes = planner.policy.completeness is not None
            logger.info(
                revisit_line(
                    url or key,
                    decision.due,
                    planner.now(),
                    decision.outcome,
                    result.comments,
                    result.reason,
                    decision.info.get("gain") if completes else None,
                    decision.info.get("final") if completes else None,
                )
            )
        elif decision.action == "drop":
            logger.info("Dropped %s after a visit: %s (%s)", url or key, decision.outcome, result.reason)
        elif decision.outcome == CLOSED:
            logger.info("Done with %s: its comments are closed (no more visits)", url or key)
        else:
            logger.debug("Done with %s: %s", url or key, decision.outcome)

    def _forget(self, key: str) -> None:
        """Our claim of ``key`` is over."""
        self.inflight.pop(key, None)
        self._claimed_at.pop(key, None)
        self._claim_urls.pop(key, None)
        self.started.discard(key)
        self._outlets.pop(key, None)

    def _busy_outlets(self) -> set[str]:
        """Outlets this worker visits as often at once as a site may be (the site gate's
        limit): a claim of theirs would wait for its turn."""
        if self.per_site <= 0:
            return set()
        return {outlet for outlet, n in Counter(self._outlets.values()).items() if n >= self.per_site}

    # -- what the browser says -----------------------------------------------------------
    def _our_claim(self, request: Any) -> tuple[str, str] | None:
        claim = getattr(request, "meta", {}).get(QUEUE_KEY) if request is not None else None
        if self.planner is None or not isinstance(claim, dict):
            return None
        key, token = claim.get("key"), claim.get("token")
        if not key or not token or self.inflight.get(str(key)) != token:
            return None
        return str(key), str(token)

    def _visit_started(self, request: Any = None, **_: Any) -> None:
        """The browser began to load one of our claimed pages: the claim is marked
        started, and the next page may be claimed."""
        ours = self._our_claim(request)
        if ours is None:
            return
        key, token = ours
        self.started.add(key)
        planner = self.planner
        assert planner is not None
        try:
            planner.queue.start(key, token, planner.now())
        except Exception as exc:  # noqa: BLE001 - only an interruption's count is at stake
            logger.warning(
                "Could not mark the visit of %s as started: %r", self._claim_urls.get(key, key), exc
            )
        self._wake()

    def _browser_lost(self, request: Any = None, attempts: int = 0, **_: Any) -> None:
        """A try of one of our visits lost its browser: the claim counts the attempt
        (the browser tries the visit again itself)."""
        ours = self._our_claim(request)
        if ours is None:
            return
        key, token = ours
        planner = self.planner
        assert planner is not None
        self.stats.inc_value(STAT + "browser_lost")
        try:
            planner.queue.add_attempt(key, token, planner.now())
        except Exception as exc:  # noqa: BLE001 - the try goes on; only the count is at stake
            logger.warning("Could not count the attempt of %s: %r", self._claim_urls.get(key, key), exc)

    # -- the worker's heartbeat ----------------------------------------------------------
    def _start_heartbeat(self) -> None:
        """Name this worker and beat its heartbeat from a thread of its own (a reactor
        busy with a large page must not look dead), so that its claims come back at once
        when it dies."""
        if self.planner is None or self.worker_heartbeat <= 0:
            return
        self.worker = f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self._beat()  # before the first claim
        self._beating.clear()
        self._beat_thread = threading.Thread(target=self._beat_loop, name="comspider-heartbeat", daemon=True)
        self._beat_thread.start()

    def _beat(self) -> None:
        planner = self.planner
        if planner is None or self.worker is None:
            return
        # a lapse is about the worker being alive: wall seconds, in the clock's units
        planner.queue.heartbeat(self.worker, planner.now() + self.worker_heartbeat * self.speed)

    def _beat_loop(self) -> None:
        failures = 0
        while not self._beating.wait(self.worker_heartbeat / 3.0):
            try:
                self._beat()
                failures = 0
            except Exception as exc:  # noqa: BLE001 - Redis hiccup: the next beat may pass
                failures += 1
                if failures == 1:
                    logger.warning("Could not beat this worker's heartbeat: %r", exc)

    def _stop_heartbeat(self) -> None:
        self._beating.set()
        if self._beat_thread is not None:
            self._beat_thread.join(5.0)
            self._beat_thread = None

    # -- lease renewal (shared queues) ---------------------------------------------------
    def _start_renewer(self) -> None:
        planner = self.planner
        if planner is None or not self.renew_leases or not hasattr(planner.queue, "renew"):
            return
        self._renewer = task.LoopingCall(self.renew)
        self._renewer.start(max(self.lease_wall_seconds / 3.0, 0.2), now=False)

    def renew(self) -> int:
        """Extend the leases of our claims whose visits are still under way (younger than
        ``COMSPIDER_VISIT_TIMEOUT``); forget claims that are no longer ours. Returns how
        many were renewed."""
        planner = self.planner
        if planner is None:
            return 0
        renewed = 0
        now_wall = time.monotonic()
        until = planner.now() + planner.lease_seconds
        for key, token in list(self.inflight.items()):
            if now_wall - self._claimed_at.get(key, now_wall) > self.visit_timeout:
                continue  # a visit that never reports back: let its lease run out
            try:
                ok = planner.queue.renew(key, token, until)
            except Exception as exc:  # noqa: BLE001 - Redis hiccup: the lease still runs
                logger.warning("Could not renew the lease of %s: %r", key, exc)
                continue
            if ok:
                renewed += 1
            elif self.inflight.get(key) == token:
                # Finished by another worker (a retry it ran) or expired and taken over.
                self._forget(key)
                self.stats.inc_value(STAT + "lease_lost")
        return renewed

    # -- waking the engine ---------------------------------------------------------------
    def _changed(self) -> None:
        self._checked = -math.inf

    def _refresh(self, force: bool = False) -> None:
        if self.planner is None:
            return
        now = time.monotonic()
        if force or now - self._checked > REFRESH_SECONDS:
            self._next_due = self.planner.next_due()
            self._checked = now

    def _arm(self, now: float) -> None:
        """Wake the engine when the next page falls due, if that is before its heartbeat."""
        if self._next_due is None or self._closing:
            return
        delay = max(self._next_due - now, 0.0) / self.speed + 0.01
        if delay >= ENGINE_HEARTBEAT:
            return
        wake_at = time.monotonic() + delay
        if self._timer is not None and self._timer.active() and self._timer_at <= wake_at:
            return
        self._cancel_timer()
        from twisted.internet import reactor  # noqa: PLC0415 - importing it installs one: the crawl's by now

        self._timer = reactor.callLater(delay, self._wake)  # type: ignore[arg-type]
        self._timer_at = wake_at

    def _wake(self) -> None:
        self._timer = None
        self._timer_at = math.inf
        self._changed()
        engine = late_attribute(self.crawler, "engine")
        slot = getattr(engine, "_slot", None)  # Scrapy has no public "poll now"
        nextcall = getattr(slot, "nextcall", None)
        if nextcall is not None and getattr(slot, "closing", None) is None:
            nextcall.schedule()

    def _cancel_timer(self) -> None:
        if self._timer is not None and self._timer.active():
            self._timer.cancel()
        self._timer = None
        self._timer_at = math.inf


# The questions the spider asks (comspider.scheduler_questions): mypy checks the answers here.
_ANSWERS_THE_SPIDER: type[PageQueueQuestions] = QueueScheduler


def dropped_note(counts: dict[str, int]) -> str:
    """For the opening line: the pages earlier runs dropped, by reason, and what to do."""
    total = counts.get("state/dropped", 0)
    if not total:
        return ""
    reasons = sorted(
        ((name.split("/", 1)[1], n) for name, n in counts.items() if name.startswith("dropped/") and n > 0),
        key=lambda item: (-item[1], item[0]),
    )
    why = ", ".join(f"{n} {reason}" for reason, n in reasons)
    return (
        f"; {total} page(s) dropped by earlier runs ({why}): `comspider queue list --dropped` "
        "lists them, `comspider queue retry` visits them again"
    )


def inner_slots(concurrent_requests: int) -> tuple[int, int]:
    """(share, reserve): how many of the downloader's slots Scrapy's own requests (feeds,
    link resolution) may hold while the page queue is in use, and how many they keep
    while pages are due. Share: half of CONCURRENT_REQUESTS, at least one; 0 (no cap)
    when CONCURRENT_REQUESTS is 0, which Scrapy reads as no limit. Reserve: two (within
    the share), one under way and the next already in the downloader waiting for its
    host's politeness delay, so that the feed's host is asked as soon as the delay
    allows, not only once the previous answer has been handled (which takes a while
    when the browser keeps the machine busy)."""
    if concurrent_requests <= 0:
        return 0, 2
    share = max(1, concurrent_requests // 2)
    return share, min(2, share)


def _datetime(seconds: float | None) -> Any:
    return None if seconds is None else datetime.fromtimestamp(seconds, UTC)
