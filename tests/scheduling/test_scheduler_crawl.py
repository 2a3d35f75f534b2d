"""The QueueScheduler inside a real Scrapy engine (no browser: plain pages on loopback, a
spider that reports each visit's outcome itself), on a ScaledClock where an hour passes
in three seconds: pages are not visited before they are due, the spider stays open while
pages wait and closes once all are done; and the long-running mode polls its source
again and again, admitting each article once."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest_twisted
import scrapy
from scrapy.crawler import CrawlerRunner
from scrapy.exceptions import CloseSpider

from comspider.article import Article
from comspider.clock import ScaledClock, from_spec, iso
from comspider.crawl_settings import crawl_settings
from comspider.items import VisitItem
from comspider.request_meta import QUEUE_KEY, VISIT_KEY, article_request
from comspider.signals import visit_finished
from comspider.state.backend import open_sqlite

SPEED = 1200.0  # 1 s = 20 min
WAIT_HOURS = 0.5  # T_W: 1.5 s of wall time


class PagesSpider(scrapy.Spider):
    """Visits plain pages; visit 1 finds 3 comments, visit 2 twelve."""

    name = "pages"

    def __init__(self, urls: list[str], published: str, watch: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.arguments = SimpleNamespace(schedule="queued", watch=watch)
        self.urls = urls
        self.published = published
        self.visits: list[dict[str, Any]] = []
        self.polls = 0
        self.clock = None

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> PagesSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.clock = from_spec(crawler.settings.get("COMSPIDER_CLOCK"))
        return spider

    async def start(self) -> Any:
        for request in self.poll_requests():
            yield request

    def poll_requests(self) -> Any:
        self.polls += 1
        urls = self.urls[: self.polls] if self.arguments.watch else self.urls
        for url in urls:  # a watched source shows one more article at each poll
            yield self.article_request(Article(url=url, published_at=self.published))

    def article_request(self, article: Article, visit: int = 1) -> scrapy.Request:
        request = article_request(article, visit=visit, callback=self.parse)
        for key in [k for k in request.meta if k.startswith("playwright")]:
            del request.meta[key]
        return request

    def parse(self, response: Any) -> None:
        visit = response.meta[VISIT_KEY]
        comments = 3 if visit == 1 else 12
        self.visits.append(
            {
                "url": response.url,
                "visit": visit,
                "at": self.clock.now().timestamp(),
                "due": response.meta[QUEUE_KEY]["due"],
            }
        )
        item = VisitItem(
            url=response.url, visit=visit, outcome="comments_found", comments=comments, seconds=0.1
        )
        self.crawler.signals.send_catch_log(
            visit_finished,
            visit=item,
            queue=response.meta[QUEUE_KEY],
            comment_times=[self.published] * comments,
        )
        if self.arguments.watch and len({v["url"] for v in self.visits if v["visit"] == 2}) == 3:
            raise CloseSpider("three_done")


def runner_settings(tmp_path: Path, clock: ScaledClock, **extra: Any) -> Any:
    """comspider's settings for a crawl of plain pages: no browser, no pipelines."""
    return crawl_settings(
        {
            "DOWNLOAD_HANDLERS": {},
            "DOWNLOADER_MIDDLEWARES": {},
            "ITEM_PIPELINES": {},
            "SCHEDULER": "comspider.scheduling.scheduler.QueueScheduler",
            "EXTENSIONS": {
                "comspider.scheduling.queue_monitor.QueueMonitor": 500,
                "comspider.scheduling.feed_poller.FeedPoller": 510,
            },
            "COMSPIDER_CLOCK": clock.spec(),
            "COMSPIDER_STATE_PATH": str(tmp_path / "queue.sqlite3"),
            "COMSPIDER_QUEUE_SYNC": "NORMAL",
            "COMSPIDER_SCHEDULE_POLICY": "paper",
            "COMSPIDER_WAIT_PRIOR_HOURS": WAIT_HOURS,
            "COMSPIDER_LEASE_SECONDS": 60,
            "COMSPIDER_QUEUE_LOG_INTERVAL": 1,
            "ROBOTSTXT_OBEY": False,
            "DOWNLOAD_DELAY": 0,
            "LOG_LEVEL": "INFO",
            "TELNETCONSOLE_ENABLED": False,
            "TWISTED_REACTOR": "twisted.internet.asyncioreactor.AsyncioSelectorReactor",
            **extra,
        }
    )


def pages(static_site: Any, n: int) -> list[str]:
    return [
        static_site.write(f"story{i}.html", f"<html><body><p>story {i}</p></body></html>") for i in range(n)
    ]


@pytest_twisted.inlineCallbacks
def test_pages_wait_for_their_due_time_and_the_spider_closes_when_done(
    tmp_path: Path, static_site: Any
) -> None:
    clock = ScaledClock(SPEED)
    published = clock.now().replace(microsecond=0)
    urls = pages(static_site, 3)
    runner = CrawlerRunner(runner_settings(tmp_path, clock))
    crawler = runner.create_crawler(PagesSpider)
    started = time.monotonic()
    yield runner.crawl(crawler, urls=urls, published=iso(published))
    wall = time.monotonic() - started
    spider, stats = crawler.spider, crawler.stats.get_stats()

    assert stats["finish_reason"] == "finished"
    assert sorted((v["url"], v["visit"]) for v in spider.visits) == sorted(
        (u, n) for u in urls for n in (1, 2)
    )
    first_due = (published + timedelta(hours=WAIT_HOURS)).timestamp()
    for v in spider.visits:
        assert v["at"] >= v["due"], "never before its due time"
        if v["visit"] == 1:
            assert v["due"] == first_due
    for url in urls:
        one, two = sorted((v for v in spider.visits if v["url"] == url), key=lambda v: v["visit"])
        assert two["due"] >= one["at"] + WAIT_HOURS * 3600 - 1, "revisit T_W after visit 1"
    assert stats["comspider/queue/admitted"] == 3
    assert stats["comspider/queue/requeued"] == 3
    assert stats["comspider/queue/done/comments_found"] == 3
    assert stats["comspider/queue/length"] == 0
    assert stats["comspider/queue/wait_hours/127.0.0.1"] == WAIT_HOURS
    backend = open_sqlite(tmp_path / "queue.sqlite3")
    try:
        assert backend.queue.stats()["state/done"] == 3
    finally:
        backend.close()
    # For the record (not asserted): how late the visits were, in wall seconds.
    lateness = [(v["at"] - v["due"]) / SPEED for v in spider.visits]
    print(
        f"wall {wall:.1f} s; lateness max {max(lateness):.2f} s, mean {sum(lateness) / len(lateness):.2f} s"
    )


@pytest_twisted.inlineCallbacks
def test_watch_mode_polls_and_admits_each_article_once(tmp_path: Path, static_site: Any) -> None:
    clock = ScaledClock(SPEED)
    published = clock.now().replace(microsecond=0)
    urls = pages(static_site, 3)
    runner = CrawlerRunner(
        runner_settings(tmp_path, clock, COMSPIDER_FEED_INTERVAL=0.3, CLOSESPIDER_TIMEOUT=120)
    )
    crawler = runner.create_crawler(PagesSpider)
    yield runner.crawl(crawler, urls=urls, published=iso(published), watch=True)
    spider, stats = crawler.spider, crawler.stats.get_stats()

    assert stats["finish_reason"] == "three_done"
    assert spider.polls >= 4, "the start requests and at least three polls"
    assert stats["comspider/sources/polls"] == spider.polls - 1
    assert stats["comspider/queue/admitted"] == 3
    assert stats["comspider/queue/duplicate"] >= 3, "polled again, not admitted again"
    assert sorted((v["url"], v["visit"]) for v in spider.visits) == sorted(
        (u, n) for u in urls for n in (1, 2)
    )
    assert datetime.now(UTC) > published  # the clocks agree on the direction of time


# -- due pages are not held back by a feed's link resolution ---------------------------
class GatedLinks:
    """A loopback web of feed links (``/link/N`` on one host) and the articles they lead
    to (``/story/N`` on another). The first link is answered at once; every later one is
    held until an article has been visited, so that a crawl which lets its link requests
    take all its downloader slots stalls (until ``HOLD`` runs out) instead of visiting
    the due page the first link gave it."""

    HOLD = 30.0  # seconds a held link waits at most: only a stalled crawl waits that long

    def __init__(self) -> None:
        self.events: list[str] = []  # "link" / "visit", in the order they were answered
        self.visited = threading.Event()
        self.held_too_long = False
        self.links_asked = 0
        self.release: Callable[[], bool] = self.visited.is_set  # what the held links wait for
        self._lock = threading.Lock()
        self._servers = [self._serve("127.0.0.2"), self._serve("127.0.0.1")]

    def _serve(self, host: str) -> ThreadingHTTPServer:
        web = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:  # noqa: A002
                pass

            def do_GET(self) -> None:
                if self.path.startswith("/story/"):
                    web.answer("visit")  # before the held links are let go
                    web.visited.set()
                else:
                    with web._lock:
                        web.links_asked += 1
                        first = web.links_asked == 1
                    if not first and not web.hold():
                        web.held_too_long = True
                    web.answer("link")
                body = f"<html><body><p>{self.path}</p></body></html>".encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        server = ThreadingHTTPServer((host, 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        return server

    def hold(self) -> bool:
        """Wait for :attr:`release` (at most ``HOLD`` seconds); whether it came."""
        deadline = time.monotonic() + self.HOLD
        while not self.release():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return True

    def answer(self, kind: str) -> None:
        with self._lock:
            self.events.append(kind)

    def url(self, host: int, path: str) -> str:
        address = self._servers[host].server_address
        return f"http://{address[0]}:{address[1]}{path}"

    def stop(self) -> None:
        self.visited.set()
        for server in self._servers:
            server.shutdown()
            server.server_close()


class FeedLinksSpider(scrapy.Spider):
    """A feed whose every item needs a request to resolve its link (as Google News links
    do); each resolved link admits an article that is due at once."""

    name = "feed_links"

    def __init__(
        self, web: GatedLinks, links: int, published: str, stop: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.arguments = SimpleNamespace(schedule="queued", watch=False)
        self.web, self.links, self.published, self.stop = web, links, published, stop

    async def start(self) -> Any:
        for i in range(self.links):
            url = self.web.url(0, f"/link/{i}")
            yield scrapy.Request(url, callback=self.resolved, cb_kwargs={"i": i}, dont_filter=True)

    def resolved(self, response: Any, i: int) -> Any:
        article = Article(url=self.web.url(1, f"/story/{i}"), published_at=self.published)
        yield self.article_request(article)

    def article_request(self, article: Article, visit: int = 1) -> scrapy.Request:
        return PagesSpider.article_request(self, article, visit)  # type: ignore[arg-type]

    def parse(self, response: Any) -> None:
        item = VisitItem(url=response.url, visit=1, outcome="comments_found", comments=12, seconds=0.1)
        self.crawler.signals.send_catch_log(
            visit_finished, visit=item, queue=response.meta[QUEUE_KEY], comment_times=[]
        )
        if self.stop:
            raise CloseSpider("stopped")


@pytest_twisted.inlineCallbacks
def test_due_pages_are_visited_while_feed_links_wait(tmp_path: Path) -> None:
    """The audit's stall, without timings: more link requests than downloader slots, all
    but the first held by the server until a page has been visited. The first link's page
    is due at once: it must be visited while the other links wait, and every link still
    gets resolved (its pages visited)."""
    links = 8
    web = GatedLinks()
    clock = ScaledClock(1.0)
    published = iso(clock.now() - timedelta(days=1))
    runner = CrawlerRunner(
        runner_settings(tmp_path, clock, CONCURRENT_REQUESTS=4, AUTOTHROTTLE_ENABLED=False)
    )
    crawler = runner.create_crawler(FeedLinksSpider)
    try:
        yield runner.crawl(crawler, web=web, links=links, published=published)
    finally:
        web.stop()
    stats = crawler.stats.get_stats()

    assert not web.held_too_long, "link requests held every slot while a page was due"
    assert web.events[:2] == ["link", "visit"], web.events
    assert web.events.count("link") == links and web.events.count("visit") == links
    assert stats["finish_reason"] == "finished"
    assert stats["comspider/queue/admitted"] == links


@pytest_twisted.inlineCallbacks
def test_no_article_is_admitted_once_the_crawl_is_stopping(tmp_path: Path) -> None:
    """The crawl stops at its first visit, while the other links are under way: they are
    answered once the spider began to close (the engine lets its requests finish), and
    their articles are not admitted; the next run finds them in the feed."""
    web = GatedLinks()
    clock = ScaledClock(1.0)
    published = iso(clock.now() - timedelta(days=1))
    runner = CrawlerRunner(
        runner_settings(tmp_path, clock, CONCURRENT_REQUESTS=4, AUTOTHROTTLE_ENABLED=False)
    )
    crawler = runner.create_crawler(FeedLinksSpider)
    web.release = lambda: getattr(getattr(crawler.engine, "_slot", None), "closing", True) is not None
    try:
        yield runner.crawl(crawler, web=web, links=6, published=published, stop=True)
    finally:
        web.stop()
    stats = crawler.stats.get_stats()

    assert stats["finish_reason"] == "stopped"
    assert web.events.count("visit") == 1
    assert stats["comspider/queue/admitted"] == 1
    assert stats["comspider/queue/after_shutdown"] == web.events.count("link") - 1 >= 1


def test_the_engine_internals_read_here_exist_in_this_scrapy() -> None:
    """The scheduler (is the crawl stopping?) and the crawl monitor (visits in progress)
    read three attributes Scrapy has no public view of, each with a quiet fallback: this
    fails instead, on an upgrade that renames them."""
    import inspect

    from scrapy.core import engine

    init = inspect.getsource(engine.ExecutionEngine.__init__)
    assert "self._stopping" in init and "self._slot" in init
    slot = engine._Slot.__init__
    source = inspect.getsource(slot)
    assert "self.closing" in source and "self.inprogress" in source
