"""COMSPIDER_BACKEND=redis, the one switch: the shared request queue (scrapy-redis made to
fit Scrapy 2.19), its dupefilter, the Redis poll lock, the start-poll gate, the idle
grace and lease renewal. Every test runs against a real redis-server."""

from __future__ import annotations

import pickle
import time
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import scrapy
from scrapy.exceptions import IgnoreRequest

from comspider.article import Article
from comspider.distributed.addon import left_at_default
from comspider.distributed.poll_lock import RedisPollLock
from comspider.distributed.redis_scheduler import RedisDupeFilter, RedisRequestScheduler
from comspider.request_meta import ARTICLE_KEY, QUEUE_KEY, VISIT_KEY
from comspider.scheduling.feed_poller import (
    LOCK_NAME,
    FeedPoller,
    LocalPollLock,
    poll_lock_for,
)
from comspider.scheduling.scheduler import QueueScheduler
from comspider.state.redis_client import safe_url as _safe_url
from comspider_lab.testing import comspider_crawler as get_crawler
from tests.scheduling.test_scheduler import QueueSpider, advance, article, finish, offer, settings

pytestmark = pytest.mark.redis

HOUR = 3600.0


def redis_settings(tmp_path: Path, redis_url: str, prefix: str, **extra: Any) -> dict[str, Any]:
    # Only the switch and the URL: everything else follows from them.
    return settings(
        tmp_path,
        COMSPIDER_BACKEND="redis",
        COMSPIDER_REDIS_URL=redis_url,
        COMSPIDER_QUEUE_PREFIX=prefix,
        **extra,
    )


def open_worker(
    tmp_path: Path, redis_url: str, prefix: str, spider_cls: type = QueueSpider, **extra: Any
) -> tuple[QueueScheduler, Any, Any]:
    crawler = get_crawler(spider_cls, redis_settings(tmp_path, redis_url, prefix, **extra))
    spider = spider_cls.from_crawler(crawler)
    crawler.spider = spider
    crawler.stats.open_spider()
    scheduler = QueueScheduler.from_crawler(crawler)
    scheduler.open(spider)
    return scheduler, crawler, spider


@pytest.fixture
def prefix() -> str:
    return f"dist-{uuid.uuid4().hex[:8]}"


# -- the poll lock ------------------------------------------------------------------------
def test_redis_poll_lock_has_one_owner_at_a_time(redis_url: str, prefix: str) -> None:
    import redis

    one = RedisPollLock(redis.Redis.from_url(redis_url), prefix)
    two = RedisPollLock(redis.Redis.from_url(redis_url), prefix)
    try:
        assert one.acquire("feeds", 30)
        assert not two.acquire("feeds", 30)
        assert two.held_by_other("feeds") and not one.held_by_other("feeds")
        assert one.acquire("feeds", 30), "its owner may extend it"
        two.release("feeds")  # not the owner: no effect
        assert one.holder("feeds") == one.token
        one.release("feeds")
        assert one.holder("feeds") is None
        assert two.acquire("feeds", 0.2)
        time.sleep(0.3)  # expiry is Redis's PX, not ours
        assert one.acquire("feeds", 30), "an expired lock is free"
        assert one.key("feeds") == "{" + prefix + "}:lock:feeds"
    finally:
        one.close()
        two.close()


def test_the_switch_picks_the_redis_lock_unless_one_is_named(
    tmp_path: Path, redis_url: str, prefix: str
) -> None:
    crawler = get_crawler(QueueSpider, redis_settings(tmp_path, redis_url, prefix))
    assert isinstance(poll_lock_for(crawler), RedisPollLock)
    assert poll_lock_for(crawler) is poll_lock_for(crawler), "one per crawler"
    local = get_crawler(QueueSpider, settings(tmp_path))
    assert isinstance(poll_lock_for(local), LocalPollLock)
    # A value given on the command line (or by Scrapyd) is kept, even the default one.
    from scrapy.settings import Settings

    lock = "comspider.scheduling.feed_poller.LocalPollLock"
    given = Settings({"COMSPIDER_POLL_LOCK": lock}, priority="project")
    assert left_at_default(given, "COMSPIDER_POLL_LOCK")
    given.set("COMSPIDER_POLL_LOCK", lock, priority="cmdline")
    assert not left_at_default(given, "COMSPIDER_POLL_LOCK")
    assert not left_at_default(Settings({"COMSPIDER_POLL_LOCK": "x.Y"}), "COMSPIDER_POLL_LOCK")


# -- the shared request queue -------------------------------------------------------------
def test_stock_scrapy_redis_scheduler_fails_on_scrapy_defaults(redis_url: str) -> None:
    """Why RedisRequestScheduler exists: scrapy-redis 0.9.1 builds Scrapy's default
    dupefilter with from_settings, which Scrapy 2.19 removed. If this starts passing
    through, scrapy-redis has been fixed."""
    from scrapy_redis.scheduler import Scheduler

    crawler = get_crawler(QueueSpider, {"REDIS_URL": redis_url})
    with pytest.raises(AttributeError):
        Scheduler.from_crawler(crawler)


def test_backend_redis_alone_makes_the_inner_scheduler_shared(
    tmp_path: Path, redis_url: str, prefix: str
) -> None:
    scheduler, crawler, spider = open_worker(tmp_path, redis_url, prefix)
    other, _, _ = open_worker(tmp_path / "w2", redis_url, prefix)
    try:
        inner = scheduler.inner
        assert isinstance(inner, RedisRequestScheduler)
        assert isinstance(inner.df, RedisDupeFilter)
        assert inner.queue.key == "{" + prefix + "}:queue_test:requests"
        assert inner.df.key == "{" + prefix + "}:queue_test:dupefilter"
        # The dupefilter uses Scrapy's fingerprinter.
        request = scrapy.Request("https://example.org/a?b=1&a=2")
        assert (
            inner.df.request_fingerprint(request) == crawler.request_fingerprinter.fingerprint(request).hex()
        )
        # A request enqueued by one worker is served by the other.
        assert scheduler.enqueue_request(
            scrapy.Request("http://pages.example/next", callback=spider.parse, meta={"plain": {"k": 1}})
        )
        assert other.has_pending_requests()
        got = other.next_request()
        assert got.url == "http://pages.example/next" and got.meta["plain"] == {"k": 1}
        assert got.callback.__name__ == "parse"
        # Filtered requests (without dont_filter) are filtered across workers.
        assert scheduler.enqueue_request(scrapy.Request("https://example.org/x"))
        assert not other.enqueue_request(scrapy.Request("https://example.org/x"))
        assert other.next_request().url == "https://example.org/x"
        # Closing one worker leaves the shared queue to the others.
        assert scheduler.enqueue_request(scrapy.Request("https://example.org/y"))
        scheduler.close("finished")
        assert other.next_request().url == "https://example.org/y"
    finally:
        other.close("finished")


def test_requests_travel_without_their_page_and_unportable_ones_stay_local(
    tmp_path: Path, redis_url: str, prefix: str
) -> None:
    scheduler, crawler, spider = open_worker(tmp_path, redis_url, prefix)
    other, _, _ = open_worker(tmp_path / "w2", redis_url, prefix)
    try:
        retry = spider.article_request(Article(url="https://news.example/1", title="One"), visit=2)
        retry.meta[QUEUE_KEY] = {"key": "https://news.example/1", "token": "t", "visit": 2}
        retry.meta["playwright_page"] = object()  # what a failed browser attempt leaves
        assert scheduler.enqueue_request(retry)
        got = other.next_request()
        assert got.url == "https://news.example/1" and "playwright_page" not in got.meta
        assert got.meta[ARTICLE_KEY]["title"] == "One" and got.meta[VISIT_KEY] == 2
        assert got.meta[QUEUE_KEY]["token"] == "t"
        assert got.callback.__name__ == "parse"
        # A callback that is not a spider method cannot travel: this worker keeps it.
        lonely = scrapy.Request("https://example.org/lonely", callback=lambda r: None, dont_filter=True)
        assert scheduler.enqueue_request(lonely)
        assert other.next_request() is None
        assert scheduler.next_request() is lonely
        assert crawler.stats.get_value("comspider/distributed/requests/local") == 1
    finally:
        scheduler.close("finished")
        other.close("finished")


def test_feed_downloads_stay_with_the_worker_that_polls(tmp_path: Path, redis_url: str, prefix: str) -> None:
    """Shared, the poller's feed request could be popped by another worker, and the
    poller, holding the lock with nothing left, would close at once (a CI failure)."""
    from comspider.spiders.news_comments import NewsCommentsSpider

    scheduler, crawler, _ = open_worker(tmp_path, redis_url, prefix)
    other, _, _ = open_worker(tmp_path / "w2", redis_url, prefix)
    try:
        spider = NewsCommentsSpider.from_crawler(
            get_crawler(NewsCommentsSpider, {"COMSPIDER_STATE_PATH": str(tmp_path / "q")}),
            feed_url="https://news.example/rss",
        )
        feed = next(iter(spider.poll_requests()))
        assert scheduler.enqueue_request(feed)
        assert other.next_request() is None, "another worker took the poller's feed"
        assert scheduler.has_pending_requests()
        assert scheduler.next_request() is feed
        assert crawler.stats.get_value("comspider/distributed/requests/feeds_kept") == 1
    finally:
        scheduler.close("finished")
        other.close("finished")


def test_news_comments_requests_pickle_and_come_back_bound(tmp_path: Path) -> None:
    from comspider.spiders.news_comments import NewsCommentsSpider

    crawler = get_crawler(NewsCommentsSpider, {"COMSPIDER_STATE_PATH": str(tmp_path / "q")})
    spider = NewsCommentsSpider.from_crawler(
        crawler, urls="https://news.example/a", feed_url="https://news.example/rss"
    )
    feed = next(r for r in spider.poll_requests() if "rss" in r.url)
    visit = spider.article_request(Article(url="https://news.example/a", title="A"), visit=1)
    from scrapy.utils.request import request_from_dict

    for request in (feed, visit):
        back = request_from_dict(pickle.loads(pickle.dumps(request.to_dict(spider=spider))), spider=spider)
        assert back.url == request.url and back.meta == request.meta
        assert back.callback == request.callback and back.errback == request.errback


# -- waiting for another worker's poll ----------------------------------------------------
def test_an_idle_worker_waits_while_another_polls(tmp_path: Path, redis_url: str, prefix: str) -> None:
    import redis

    poller = RedisPollLock(redis.Redis.from_url(redis_url), prefix)
    waiting, _, _ = open_worker(tmp_path, redis_url, prefix, COMSPIDER_IDLE_BEFORE_CLOSE=0.5)
    try:
        assert not waiting.has_pending_requests(), "nobody polls: nothing to wait for"
        assert poller.acquire(LOCK_NAME, 30)
        assert waiting.has_pending_requests(), "another worker is fetching the feeds"
        time.sleep(0.6)
        assert not waiting.has_pending_requests(), "waited long enough"
        # Pages arrive: busy again, and the wait starts over afterwards.
        assert offer(waiting, waiting.spider, article(1))
        assert waiting.has_pending_requests()
        poller.release(LOCK_NAME)
    finally:
        waiting.close("finished")
        poller.close()


def test_a_worker_offered_a_page_another_holds_looks_at_the_queue_again(
    tmp_path: Path, redis_url: str, prefix: str
) -> None:
    """Workers given the same URL list: the one whose offers come second finds them known.
    It must see those pages in the shared queue, not close on its view from before they
    came (a race of tests/e2e/test_politeness_workers.py)."""
    first, _, spider = open_worker(tmp_path, redis_url, prefix)
    second, _, other = open_worker(tmp_path / "w2", redis_url, prefix)
    try:
        assert not second.has_pending_requests(), "an empty queue, nobody polling"
        assert offer(first, spider, article(1))
        assert not offer(second, other, article(1)), "the same page: known"
        assert second.has_pending_requests()
    finally:
        first.close("finished")
        second.close("finished")


def test_a_worker_told_a_page_is_known_looks_at_the_queue_again(
    tmp_path: Path, redis_url: str, prefix: str
) -> None:
    """The spider's admission asks ``knows`` before it makes a request: a page another
    worker queued is known, and the asking worker must see it in the shared queue."""
    first, _, spider = open_worker(tmp_path, redis_url, prefix)
    second, _, _ = open_worker(tmp_path / "w2", redis_url, prefix)
    try:
        assert not second.has_pending_requests()
        assert offer(first, spider, article(1))
        assert second.knows(article(1).url)
        assert second.has_pending_requests()
    finally:
        first.close("finished")
        second.close("finished")


def test_the_poller_itself_does_not_wait(tmp_path: Path, redis_url: str, prefix: str) -> None:
    scheduler, crawler, _ = open_worker(tmp_path, redis_url, prefix)
    try:
        assert poll_lock_for(crawler).acquire(LOCK_NAME, 30)
        assert not scheduler.has_pending_requests()
    finally:
        poll_lock_for(crawler).release(LOCK_NAME)
        scheduler.close("finished")


# -- the start poll gate ------------------------------------------------------------------
def test_only_one_worker_fetches_the_feeds_at_start(tmp_path: Path, redis_url: str, prefix: str) -> None:
    pollers, crawlers = [], []
    for i in range(2):
        crawler = get_crawler(QueueSpider, redis_settings(tmp_path / f"w{i}", redis_url, prefix))
        crawler.stats.open_spider()
        pollers.append(FeedPoller.from_crawler(crawler))
        crawlers.append(crawler)
    spider = QueueSpider.from_crawler(crawlers[0])

    def start_feed(**meta: Any) -> scrapy.Request:
        return scrapy.Request(
            "http://feeds.example/rss",
            dont_filter=True,
            meta={"is_start_request": True, "comspider_source": {"kind": "feed"}, **meta},
        )

    first, second = pollers
    first.spider_opened(spider)
    second.spider_opened(spider)
    try:
        assert first.start_poll and not second.start_poll
        first.request_scheduled(start_feed())  # the holder's feeds go through
        with pytest.raises(IgnoreRequest):
            second.request_scheduled(start_feed())
        # Retries and redirects of the holder's feed, met in the shared queue, go through;
        # so do the URL-list articles of the start (admitted once by the page queue).
        second.request_scheduled(start_feed(retry_times=1))
        second.request_scheduled(start_feed(redirect_times=1))
        second.request_scheduled(scrapy.Request("https://news.example/1", meta={"is_start_request": True}))
        assert crawlers[1].stats.get_value("comspider/sources/start_poll_skipped") == 1
        lock = poll_lock_for(crawlers[1])
        assert lock.held_by_other(LOCK_NAME)
    finally:
        first.spider_closed(spider, "finished")
        second.spider_closed(spider, "finished")
    assert poll_lock_for(crawlers[1]).holder(LOCK_NAME) is None, "released by its owner"


def test_watch_mode_polls_once_per_interval_across_workers(
    tmp_path: Path, redis_url: str, prefix: str
) -> None:
    pollers = []
    for i in range(3):
        crawler = get_crawler(
            QueueSpider, redis_settings(tmp_path / f"w{i}", redis_url, prefix, COMSPIDER_FEED_INTERVAL=3600)
        )
        crawler.stats.open_spider()
        crawler.engine = SimpleNamespace(crawl=lambda request: None)
        poller = FeedPoller.from_crawler(crawler)
        poller.spider_opened(QueueSpider.from_crawler(crawler, watch=True))
        pollers.append(poller)
    try:
        assert [p.start_poll for p in pollers] == [True, False, False]
        assert [p.poll() for p in pollers] == [1, 0, 0], "the holder polls again"
        pollers[0].spider_closed(pollers[0].spider, "shutdown")  # it stops: the lock is free
        assert sum(p.poll() for p in pollers[1:]) == 1
    finally:
        for p in pollers[1:]:
            if p.spider is not None:
                p.spider_closed(p.spider, "shutdown")


# -- leases -------------------------------------------------------------------------------
def test_leases_are_renewed_while_the_worker_lives(tmp_path: Path, redis_url: str, prefix: str) -> None:
    scheduler, crawler, spider = open_worker(tmp_path, redis_url, prefix, COMSPIDER_LEASE_SECONDS=60)
    other, _, _ = open_worker(tmp_path / "w2", redis_url, prefix, COMSPIDER_LEASE_SECONDS=60)
    try:
        assert offer(scheduler, spider, article(1))
        advance(scheduler, HOUR)
        request = scheduler.next_request()
        claim = request.meta[QUEUE_KEY]
        queue = scheduler.planner.queue
        before = queue.get(claim["key"]).lease_until
        advance(scheduler, 50)
        assert scheduler.renew() == 1
        after = queue.get(claim["key"]).lease_until
        assert after == pytest.approx(before + 50)
        # Past the first lease, the other worker still cannot take it.
        other.clock.advance(HOUR + 70)  # type: ignore[attr-defined]
        other._changed()
        assert other.next_request() is None
        # Our visit finishes: nothing left to renew; a stale token renews nothing.
        finish(crawler, request, comments=20)
        assert scheduler.renew() == 0
        assert queue.renew(claim["key"], claim["token"], after + 100) is False
    finally:
        scheduler.close("finished")
        other.close("finished")


def test_a_dead_workers_page_is_claimed_again_when_its_heartbeat_lapses(
    tmp_path: Path, redis_url: str, prefix: str
) -> None:
    """A worker that dies holding a claim stops beating its heartbeat (every
    COMSPIDER_WORKER_HEARTBEAT seconds, 30 by default): its page is claimed again as soon
    as the heartbeat lapses, before the claim's lease (60 s here) runs out."""
    dead, _, spider = open_worker(tmp_path, redis_url, prefix, COMSPIDER_LEASE_SECONDS=60)
    alive, crawler, _ = open_worker(tmp_path / "w2", redis_url, prefix, COMSPIDER_LEASE_SECONDS=60)
    try:
        assert offer(dead, spider, article(1))
        advance(dead, HOUR)
        lost = dead.next_request()
        dead._visit_started(request=lost)  # the browser began the visit
        dead.inflight.clear()  # it dies: nobody renews, nobody releases
        alive.clock.advance(HOUR + 10)  # type: ignore[attr-defined]
        alive._changed()
        assert alive.next_request() is None, "its heartbeat still runs"
        alive.clock.advance(21)  # type: ignore[attr-defined]
        alive._changed()
        again = alive.next_request()
        assert again.meta[QUEUE_KEY]["key"] == lost.meta[QUEUE_KEY]["key"]
        # a started visit whose worker died is an interruption, not an attempt (attempts
        # count visits that lost their browser)
        assert again.meta[QUEUE_KEY]["attempt"] == 0
        assert crawler.stats.get_value("comspider/queue/reclaimed") == 1
        finish(crawler, again, comments=20)
        assert not alive.planner.has_pending()
    finally:
        dead.close("finished")
        alive.close("finished")


def test_safe_url_hides_the_password() -> None:
    assert _safe_url("redis://:s3cret@10.0.0.5:6379/0") == "redis://:***@10.0.0.5:6379/0"
    assert _safe_url("redis://crawler:s3cret@h:1/0") == "redis://crawler:***@h:1/0"
    assert _safe_url("redis://h:1/0") == "redis://h:1/0"
