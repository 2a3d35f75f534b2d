"""The QueueScheduler with a fake clock: what goes to Scrapy's scheduler, what to the page
queue, due times, revisits, admission control, release on close, the stats, the
de-duplication store, and the feed poller. On SQLite and on a real Redis."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import pytest_twisted
import scrapy
from scrapy.exceptions import DontCloseSpider
from scrapy.utils.misc import load_object

from comspider.article import Article
from comspider.crawler_parts import late_attribute
from comspider.items import CommentItem, PageItem, VisitItem
from comspider.request_meta import QUEUE_KEY, VISIT_KEY, article_request
from comspider.scheduling.feed_poller import FeedPoller, LocalPollLock
from comspider.scheduling.queue_monitor import QueueMonitor, queue_gauges, summary_line
from comspider.scheduling.scheduler import QueueScheduler, spider_schedule
from comspider.signals import visit_finished, visit_started
from comspider.snapshots import InteractionReport
from comspider.state.backend import open_sqlite
from comspider.state.claim_ledger import ledger_folder, orphaned_claims
from comspider_lab.testing import comspider_crawler as get_crawler

START = "2026-03-01T12:00:00+00:00"
HOUR = 3600.0


def queued_crawl(crawler) -> bool:
    """Whether this crawl queues its article visits: the spider asks for it and the
    configured scheduler is a QueueScheduler."""
    if spider_schedule(late_attribute(crawler, "spider")) != "queued":
        return False
    try:
        scheduler_cls = load_object(crawler.settings.get("SCHEDULER"))
    except (ImportError, NameError, ValueError, TypeError):
        return False
    return isinstance(scheduler_cls, type) and issubclass(scheduler_cls, QueueScheduler)


class QueueSpider(scrapy.Spider):
    name = "queue_test"

    def __init__(self, schedule: str = "queued", watch: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.arguments = SimpleNamespace(schedule=schedule, watch=watch)
        self.polled = 0

    def article_request(self, article: Article, visit: int = 1) -> scrapy.Request:
        return article_request(article, visit=visit, callback=self.parse)

    def poll_requests(self) -> Any:
        self.polled += 1
        yield scrapy.Request("http://feeds.example/rss", dont_filter=True)

    def parse(self, response: Any) -> None:
        pass


def settings(tmp_path: Path, **extra: Any) -> dict[str, Any]:
    return {
        "SCHEDULER": "comspider.scheduling.scheduler.QueueScheduler",
        "COMSPIDER_CLOCK": f"fixed:{START}",
        "COMSPIDER_STATE_PATH": str(tmp_path / "queue.sqlite3"),
        "COMSPIDER_SCHEDULE_POLICY": "paper",
        "COMSPIDER_WAIT_PRIOR_HOURS": 1.0,
        "COMSPIDER_QUEUE_SYNC": "NORMAL",
        "COMSPIDER_QUEUE_SERVERS": 1,
        # The pages here share one host: claims need not wait for its turn (but see
        # test_claims_follow_the_visits).
        "COMSPIDER_INTERACTIONS_PER_SITE": 8,
        # Scrapy's default queue needs a running engine's downloader.
        "SCHEDULER_PRIORITY_QUEUE": "scrapy.pqueues.ScrapyPriorityQueue",
        **extra,
    }


def open_scheduler(
    tmp_path: Path, schedule: str = "queued", **extra: Any
) -> tuple[QueueScheduler, Any, QueueSpider]:
    crawler = get_crawler(QueueSpider, settings(tmp_path, **extra))
    spider = QueueSpider.from_crawler(crawler, schedule=schedule)
    crawler.spider = spider
    crawler.stats.open_spider()
    scheduler = QueueScheduler.from_crawler(crawler)
    scheduler.open(spider)
    return scheduler, crawler, spider


def article(i: int, published: str | None = START, host: str = "news.example") -> Article:
    return Article(
        url=f"https://{host}/story/{i}?utm_source=feed", title=f"Story {i}", published_at=published
    )


def offer(scheduler: QueueScheduler, spider: QueueSpider, a: Article) -> bool:
    return scheduler.enqueue_request(spider.article_request(a, visit=1))


def finish(
    crawler: Any,
    request: scrapy.Request,
    comments: int,
    outcome: str | None = None,
    reason: str | None = None,
    seconds: float = 30.0,
) -> None:
    visit = VisitItem(
        url=request.url,
        visit=request.meta[VISIT_KEY],
        outcome=outcome or ("comments_found" if comments else "no_comments"),
        reason=reason,
        comments=comments,
        seconds=seconds,
    )
    crawler.signals.send_catch_log(
        visit_finished, visit=visit, queue=request.meta[QUEUE_KEY], comment_times=[START] * comments
    )


def started(scheduler: QueueScheduler, *requests: scrapy.Request | None) -> None:
    """What the browser says when a claimed page begins to load."""
    for request in requests:
        scheduler.crawler.signals.send_catch_log(visit_started, request=request)


def advance(scheduler: QueueScheduler, seconds: float) -> None:
    scheduler.clock.advance(seconds)  # type: ignore[attr-defined]
    if not scheduler._beating.is_set():
        scheduler._beat()  # its heartbeat thread beats in wall time
    scheduler._changed()


def test_immediate_passes_everything_to_scrapys_scheduler(tmp_path: Path) -> None:
    # no JOBDIR, no state path: an immediate crawl keeps nothing
    scheduler, crawler, spider = open_scheduler(tmp_path, schedule="immediate", COMSPIDER_STATE_PATH=None)
    assert scheduler.planner is None
    assert offer(scheduler, spider, article(1))
    assert scheduler.has_pending_requests()
    request = scheduler.next_request()
    assert request is not None and QUEUE_KEY not in request.meta
    assert not scheduler.has_pending_requests()
    assert scheduler.next_request() is None
    assert not queued_crawl(crawler)
    assert not (tmp_path / "queue.sqlite3").exists()  # nothing opened
    scheduler.close("finished")


def test_an_immediate_crawl_that_keeps_its_state_goes_through_the_page_queue(tmp_path: Path) -> None:
    """With a state path (or a JOBDIR) an immediate crawl resumes like a queued one: its
    pages are admitted to the queue at once, visited once, and known to the next run."""
    scheduler, crawler, spider = open_scheduler(tmp_path, schedule="immediate")
    assert scheduler.planner is not None and scheduler.planner.policy.config.name == "immediate"
    assert offer(scheduler, spider, article(1)) and offer(scheduler, spider, article(2))
    request = scheduler.next_request()  # due at once: no waiting
    assert request is not None and request.meta[QUEUE_KEY]["visit"] == 1
    finish(crawler, request, comments=2)  # 2 < min_comments, yet no revisit: one visit
    assert scheduler.knows(article(1).url) and not scheduler.knows(article(3).url)
    other = scheduler.next_request()
    assert other is not None  # the second page, at once
    scheduler.close("shutdown")  # its visit never reported: released for the next run

    again, _, spider2 = open_scheduler(tmp_path, schedule="immediate")
    assert not offer(again, spider2, article(1)), "admitted once, ever"
    resumed = again.next_request()
    assert resumed is not None and resumed.url == other.url and resumed.meta[QUEUE_KEY]["visit"] == 1
    finish(again.crawler, resumed, comments=0)
    assert again.next_request() is None and not again.has_pending_requests()
    states = again.planner.queue.stats() if again.planner else {}
    assert states["state/done"] == 2
    again.close("finished")


def test_due_pages_go_before_feed_links_which_always_keep_two_slots(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Link requests (feeds, link resolution) hold at most half the downloader's slots;
    a due page goes before them, but two link requests are always under way; after the
    shutdown began no article is admitted; a visit released on close is named by URL."""
    scheduler, crawler, spider = open_scheduler(tmp_path, CONCURRENT_REQUESTS=4)
    active: set[scrapy.Request] = set()
    engine = SimpleNamespace(downloader=SimpleNamespace(active=active), _stopping=False, _slot=None)
    crawler.engine = engine
    links = [scrapy.Request(f"http://feeds.example/link/{i}", dont_filter=True) for i in range(5)]
    for request in links:
        assert scheduler.enqueue_request(request)
    for i in range(3):
        assert offer(scheduler, spider, article(i))

    taken = [scheduler.next_request(), scheduler.next_request()]
    assert all(request in links for request in taken)
    active.update(taken)
    assert scheduler.next_request() is None, "links hold at most half the slots"
    assert scheduler.has_pending_requests()

    advance(scheduler, HOUR)  # the three pages fall due
    visits = [scheduler.next_request()]
    assert scheduler.next_request() is None, "one claim at a time waits for the browser"
    started(scheduler, visits[0])
    visits.append(scheduler.next_request())
    started(scheduler, visits[1])
    assert all(request is not None and QUEUE_KEY in request.meta for request in visits)
    active.update(visits)
    active.difference_update(taken)  # the links are answered: none under way
    for _ in range(2):  # the feed keeps two slots while pages are due
        link = scheduler.next_request()
        assert link in links
        active.add(link)
    third = scheduler.next_request()
    assert third is not None and QUEUE_KEY in third.meta, "then the third due page"
    visits.append(third)

    engine._stopping = True  # Ctrl-C: the engine stops
    assert not offer(scheduler, spider, article(9)), "no admission after the shutdown began"
    assert crawler.stats.get_value("comspider/queue/after_shutdown") == 1
    with caplog.at_level(logging.INFO, logger="comspider.scheduling.scheduler"):
        scheduler.close("shutdown")
    released = [r.getMessage() for r in caplog.records if r.getMessage().startswith("Released")]
    assert sorted(m.split(": its visit")[0] for m in released) == sorted(
        "Released " + request.url for request in visits
    )
    assert all("?utm_source=feed" in m for m in released), "the URL, not the queue key"


def test_claims_follow_the_visits(tmp_path: Path) -> None:
    """One claim at a time waits for the browser, none for a site this worker is
    visiting; a worker killed while its pages waited leaves them as they were; one
    killed while a page loaded counts that page an interruption, not an attempt."""
    scheduler, _, spider = open_scheduler(tmp_path, COMSPIDER_INTERACTIONS_PER_SITE=1)
    for i in range(2):
        offer(scheduler, spider, article(i, host="a.example"))
    offer(scheduler, spider, article(5, host="b.example"))
    advance(scheduler, HOUR)
    first = scheduler.next_request()
    assert first is not None and "a.example" in first.url
    assert scheduler.next_request() is None, "it waits for the browser"
    started(scheduler, first)
    second = scheduler.next_request()
    assert second is not None and "b.example" in second.url, "a.example is being visited"
    assert scheduler.next_request() is None
    queue = scheduler.planner.queue
    assert queue.get(first.meta[QUEUE_KEY]["key"]).started is not None
    assert queue.get(second.meta[QUEUE_KEY]["key"]).started is None
    # SIGKILL: nothing is released, the heartbeat stops; another worker takes over
    scheduler._stop_heartbeat()
    scheduler.ledger = None
    other, _, _ = open_scheduler(tmp_path, COMSPIDER_INTERACTIONS_PER_SITE=1, COMSPIDER_CLAIM_LEDGER=False)
    advance(other, HOUR + 31)
    taken = [other.next_request()]
    started(other, taken[0])
    taken += [other.next_request()]
    started(other, taken[1])
    assert other.next_request() is None, "a.example is being visited"
    finish(other.crawler, taken[0], comments=12)
    taken += [other.next_request()]
    assert all(taken) and len({t.meta[QUEUE_KEY]["key"] for t in taken}) == 3
    counts = {t.url.split("/")[-1].split("?")[0]: t.meta[QUEUE_KEY]["key"] for t in taken}
    assert {
        name: (queue.get(key).attempts, queue.get(key).interruptions) for name, key in counts.items()
    } == {
        "0": (0, 1),  # loading when its worker died
        "5": (0, 0),  # claimed, waiting
        "1": (0, 0),  # pending
    }
    other.close("finished")


def test_article_waits_for_its_due_time_then_revisits(tmp_path: Path) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path)
    assert queued_crawl(crawler)
    feed = scrapy.Request("http://feeds.example/rss")
    assert scheduler.enqueue_request(feed)
    assert offer(scheduler, spider, article(1))
    assert not offer(scheduler, spider, article(1)), "admitted once"
    # http and a fragment: the same article key
    assert not scheduler.enqueue_request(
        spider.article_request(Article(url="http://news.example/story/1#comments"))
    )
    assert scheduler.next_request() is feed, "Scrapy's requests first"
    assert scheduler.next_request() is None, "not before published + T_W"
    assert scheduler.has_pending_requests(), "the spider stays open"

    advance(scheduler, HOUR - 1)
    assert scheduler.next_request() is None
    advance(scheduler, 1)
    first = scheduler.next_request()
    assert first is not None
    claim = first.meta[QUEUE_KEY]
    assert claim["key"] == "https://news.example/story/1" and claim["token"]
    assert first.meta[VISIT_KEY] == 1 and first.callback == spider.parse
    assert scheduler.next_request() is None

    finish(crawler, first, comments=3)  # too few: back of the queue, T_W from now
    entry = scheduler.planner.queue.get(claim["key"])
    assert entry.state == "pending" and entry.visit == 2
    assert entry.due == pytest.approx(scheduler.planner.now() + HOUR)
    assert scheduler.next_request() is None
    advance(scheduler, HOUR)
    second = scheduler.next_request()
    assert second is not None and second.meta[VISIT_KEY] == 2
    finish(crawler, second, comments=12)
    assert scheduler.planner.queue.get(claim["key"]).state == "done"
    assert scheduler.planner.queue.get(claim["key"]).outcome == "comments_found"
    assert not scheduler.has_pending_requests(), "done: the spider may close"

    stats = crawler.stats.get_stats()
    assert stats["comspider/queue/admitted"] == 1
    assert stats["comspider/queue/duplicate"] == 2
    assert stats["comspider/queue/requeued"] == 1
    assert stats["comspider/queue/done/comments_found"] == 1
    assert stats["comspider/queue/dispatched"] == 2
    scheduler.close("finished")


def test_passing_failure_is_retried_permanent_one_dropped(tmp_path: Path) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path, COMSPIDER_WAIT_PRIOR_HOURS=0.5)
    offer(scheduler, spider, article(1))
    offer(scheduler, spider, article(2))
    advance(scheduler, HOUR)
    one = scheduler.next_request()
    started(scheduler, one)
    two = scheduler.next_request()
    finish(crawler, one, 0, outcome="error", reason="TimeoutError: page.goto: Timeout 30000ms")
    finish(crawler, two, 0, outcome="blocked", reason="robots.txt forbids it")
    queue = scheduler.planner.queue
    assert queue.get(one.meta[QUEUE_KEY]["key"]).state == "pending"
    assert queue.get(two.meta[QUEUE_KEY]["key"]).state == "dropped"
    scheduler.close("finished")


def test_a_rerun_visits_again_what_a_host_lookup_or_the_crawls_settings_refused(tmp_path: Path) -> None:
    """Offline, or with the resolver down, every host "does not resolve": a failure that
    may pass, not a page dropped for good; a page the network guard refused is dropped
    with its own reason, and a later immediate run that asks for it (its settings may
    allow it now) visits it again, as it does a failed one. A 404 stays dropped."""
    scheduler, crawler, spider = open_scheduler(tmp_path, schedule="immediate")
    for i in (1, 2, 3):
        offer(scheduler, spider, article(i))
    dns = "DNS lookup failed: news.example: host not found (net::ERR_NAME_NOT_RESOLVED)"
    ends = [("error", dns), ("blocked", "network guard: private address 127.0.0.1"), ("error", "HTTP 404")]
    visited = []
    for outcome, reason in ends:  # one page at a time, as the host's slot allows
        request = scheduler.next_request()
        assert request is not None
        finish(crawler, request, 0, outcome=outcome, reason=reason)
        visited.append(request)
    one, two, three = visited
    queue = scheduler.planner.queue
    states = {
        r.url: (queue.get(r.meta[QUEUE_KEY]["key"]).state, queue.get(r.meta[QUEUE_KEY]["key"]).outcome)
        for r in (one, two, three)
    }
    assert states == {
        one.url: ("done", "error"),
        two.url: ("dropped", "network_guard"),
        three.url: ("dropped", "error_permanent"),
    }
    # the run's line counts them as dropped (a new user's trial: "0 dropped" after two)
    assert crawler.stats.get_value("comspider/queue/dropped/network_guard") == 1
    assert "2 dropped" in summary_line(scheduler.planner, crawler.stats.get_stats())
    scheduler.close("finished")

    again, _, _spider = open_scheduler(tmp_path, schedule="immediate")
    assert again.retry_failed(one.url) and again.retry_failed(two.url)
    assert not again.retry_failed(three.url)
    visits = []
    while (request := again.next_request()) is not None:
        visits.append((request.url, request.meta[QUEUE_KEY]["visit"]))
        finish(again.crawler, request, 1)
    assert sorted(visits) == sorted([(one.url, 2), (two.url, 2)])
    again.close("finished")


def test_max_visits_then_done(tmp_path: Path) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path, COMSPIDER_MAX_VISITS=3)
    offer(scheduler, spider, article(1))
    visits = []
    for _ in range(5):
        advance(scheduler, 2 * HOUR)
        request = scheduler.next_request()
        if request is None:
            break
        visits.append(request.meta[VISIT_KEY])
        finish(crawler, request, comments=2)
    assert visits == [1, 2, 3]
    entry = scheduler.planner.queue.get("https://news.example/story/1")
    assert (entry.state, entry.outcome) == ("done", "few_comments")
    scheduler.close("finished")


def test_admission_control_drops_with_a_stat_and_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # E[S] = 34.37 s (the prior), T_W = 0.02 h = 72 s: the third page would wait 68.7 s,
    # the fourth 103 s > 72 s.
    scheduler, crawler, spider = open_scheduler(tmp_path, COMSPIDER_WAIT_PRIOR_HOURS=0.02)
    with caplog.at_level(logging.INFO):
        results = [offer(scheduler, spider, article(i)) for i in range(5)]
    assert results == [True, True, True, False, False]
    assert crawler.stats.get_value("comspider/queue/dropped/queue_full") == 2
    assert sum("at admission" in r.getMessage() for r in caplog.records) == 2
    scheduler.close("finished")


def test_close_releases_unfinished_claims(tmp_path: Path) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path)
    offer(scheduler, spider, article(1))
    advance(scheduler, HOUR)
    request = scheduler.next_request()
    key = request.meta[QUEUE_KEY]["key"]
    assert scheduler.planner.queue.get(key).state == "claimed"
    scheduler.close("shutdown")
    assert scheduler.planner.queue.get(key).state == "pending"
    assert crawler.stats.get_value("comspider/queue/released") == 1
    # The next run takes it at once, same visit.
    again, _, _ = open_scheduler(tmp_path)
    advance(again, HOUR)  # a fixed clock: it starts at START again
    request = again.next_request()
    assert request is not None and request.meta[QUEUE_KEY]["key"] == key
    assert request.meta[VISIT_KEY] == 1
    again.close("finished")


def test_a_page_item_lost_in_the_pipelines_counts_as_a_failed_visit(tmp_path: Path) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path)
    offer(scheduler, spider, article(1))
    advance(scheduler, HOUR)
    request = scheduler.next_request()
    item = PageItem(
        article=article(1),
        visit=1,
        visited_at=START,
        final_url=request.url,
        snapshots=[],
        report=InteractionReport(),
        queue=request.meta[QUEUE_KEY],
    )
    crawler.signals.send_catch_log(
        scrapy.signals.item_error, item=item, response=None, spider=spider, failure=RuntimeError("boom")
    )
    entry = scheduler.planner.queue.get(request.meta[QUEUE_KEY]["key"])
    assert (entry.state, entry.visit, entry.outcome) == ("pending", 2, "error")
    # Its VisitItem never comes; a late one would be refused as stale, not counted twice.
    finish(crawler, request, comments=20)
    assert scheduler.planner.queue.get(entry.key).state == "pending"
    scheduler.close("finished")


def test_expired_lease_gives_the_page_out_again(tmp_path: Path) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path, COMSPIDER_LEASE_SECONDS=60)
    offer(scheduler, spider, article(1))
    advance(scheduler, HOUR)
    first = scheduler.next_request()
    started(scheduler, first)
    advance(scheduler, 61)
    second = scheduler.next_request()
    assert second is not None and second.meta[VISIT_KEY] == 1
    assert second.meta[QUEUE_KEY]["token"] != first.meta[QUEUE_KEY]["token"]
    assert crawler.stats.get_value("comspider/queue/lease_expired") == 1
    finish(crawler, first, comments=30)  # the late report of the lost visit: stale
    assert scheduler.planner.queue.get(first.meta[QUEUE_KEY]["key"]).state == "claimed"
    finish(crawler, second, comments=30)
    assert scheduler.planner.queue.get(first.meta[QUEUE_KEY]["key"]).state == "done"
    assert crawler.stats.get_value("comspider/queue/stale") == 1
    scheduler.close("finished")


def test_monitor_shows_queue_and_learned_wait_per_outlet(tmp_path: Path) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path, COMSPIDER_SCHEDULE_POLICY="learned")
    for i in range(3):
        offer(scheduler, spider, article(i, host="fast.example"))
    offer(scheduler, spider, article(9, host="slow.example"))
    advance(scheduler, 10 * HOUR)
    for _ in range(3):
        request = scheduler.next_request()
        if "fast" in request.url:  # ten comments in the first half hour
            visit = VisitItem(url=request.url, visit=1, outcome="comments_found", comments=12, seconds=20.0)
            crawler.signals.send_catch_log(
                visit_finished,
                visit=visit,
                queue=request.meta[QUEUE_KEY],
                comment_times=[f"2026-03-01T12:{m:02d}:00+00:00" for m in range(2, 30, 2)],
            )
    gauges = queue_gauges(scheduler.planner)
    assert gauges["comspider/queue/length"] >= 1
    assert gauges["comspider/queue/state/pending"] == gauges["comspider/queue/length"]
    assert gauges["comspider/queue/total/done/comments_found"] >= 1
    assert 0 < gauges["comspider/queue/mean_service_seconds"] < 34.37
    assert gauges["comspider/queue/wait_hours/fast.example"] < 3.84, "learned: shorter"
    monitor = QueueMonitor.from_crawler(crawler)
    crawler.engine = SimpleNamespace(scheduler=scheduler)
    monitor.spider_closed(spider, "finished")
    assert (
        crawler.stats.get_value("comspider/queue/wait_hours/fast.example")
        == gauges["comspider/queue/wait_hours/fast.example"]
    )
    line = summary_line(scheduler.planner, crawler.stats.get_stats())
    assert line.startswith("Page queue: L_Q ") and "fast.example" in line
    scheduler.close("finished")


def test_dedup_store_is_persistent_when_queued_and_keyed_by_article(tmp_path: Path) -> None:
    from comspider.state.backend import crawl_state

    _, crawler, _ = open_scheduler(tmp_path)
    store = crawl_state(crawler).seen
    assert crawl_state(crawler).kind == "sqlite"
    assert store.add_new("https://news.example/story/1", ["a", "b"]) == ["a", "b"]
    reopened = open_sqlite(tmp_path / "queue.sqlite3")
    assert reopened.seen.seen_count("https://news.example/story/1") == 2
    reopened.close()
    # an immediate crawl without JOBDIR or an explicit state path keeps nothing
    _, immediate, _ = open_scheduler(tmp_path / "i", schedule="immediate", COMSPIDER_STATE_PATH=None)
    assert crawl_state(immediate).kind == "memory"


@pytest_twisted.ensureDeferred
async def test_dedup_pipeline_emits_each_comment_once_across_runs(tmp_path: Path) -> None:
    from comspider.pipelines.deduplicate import DeduplicationPipeline
    from comspider.pipelines.written_batches import WrittenBatches
    from comspider.state.backend import crawl_state
    from comspider.url_keys import article_key

    def page(url: str, ids: list[str]) -> PageItem:
        comments = [
            CommentItem(
                article_url=url,
                article_title=None,
                publisher=None,
                article_published_at=None,
                comment_id=i,
                parent_id=None,
                depth=0,
                author=None,
                published_at=None,
                text=i,
                likes=None,
                position=n,
                visit=1,
                crawled_at=START,
            )
            for n, i in enumerate(ids)
        ]
        return PageItem(
            article=Article(url=url),
            visit=1,
            visited_at=START,
            final_url=url,
            snapshots=[],
            report=InteractionReport(),
            comments=comments,
        )

    _, crawler, _ = open_scheduler(tmp_path)
    first = DeduplicationPipeline.from_crawler(crawler)
    out = await first.process_item(page("http://news.example/story/1", ["a", "b"]))
    assert [c.comment_id for c in out.comments] == ["a", "b"]
    # the emit stage records them as written, around their lines
    batches = WrittenBatches(crawler, crawl_state(crawler).seen)
    token, _ = batches.stage(article_key(out.article.url), out.comments)
    batches.commit(token)
    # Another run (a restart) and another spelling of the same article URL.
    _, crawler2, _ = open_scheduler(tmp_path)
    second = DeduplicationPipeline.from_crawler(crawler2)
    out = await second.process_item(page("https://news.example/story/1#c", ["b", "c"]))
    assert [c.comment_id for c in out.comments] == ["c"]
    assert crawler2.stats.get_value("comspider/comments/already_seen") == 1


def test_poll_lock_is_taken_for_its_time() -> None:
    lock = LocalPollLock()
    assert lock.acquire("feeds", 60)
    assert not lock.acquire("feeds", 60)
    assert lock.acquire("other", 60)
    lock.release("feeds")
    assert lock.acquire("feeds", 0)
    assert lock.acquire("feeds", 0), "expired"


def test_feed_poller_polls_and_keeps_the_spider_open(tmp_path: Path) -> None:
    crawler = get_crawler(QueueSpider, settings(tmp_path, COMSPIDER_FEED_INTERVAL=3600))
    crawled: list[scrapy.Request] = []
    crawler.engine = SimpleNamespace(crawl=crawled.append)
    poller = FeedPoller.from_crawler(crawler)
    quiet = QueueSpider.from_crawler(crawler)
    poller.spider_opened(quiet)
    poller.spider_idle(quiet)  # not watching: the spider may close

    spider = QueueSpider.from_crawler(crawler, watch=True)
    crawler.stats.open_spider()
    poller.spider_opened(spider)
    try:
        with pytest.raises(DontCloseSpider):
            poller.spider_idle(spider)
        assert poller.poll() == 0, "the start requests hold the lock for this interval"
        poller.lock.release("feed-poll")
        assert poller.poll() == 1
        assert [r.url for r in crawled] == ["http://feeds.example/rss"]
        assert crawler.stats.get_value("comspider/sources/polls") == 1
        assert crawler.stats.get_value("comspider/sources/polls_skipped") == 1
    finally:
        poller.spider_closed(spider, "finished")
    poller.spider_idle(spider)  # stopped: no longer holds the spider open


@pytest.mark.redis
def test_the_same_flow_on_redis(tmp_path: Path, redis_url: str) -> None:
    prefix = f"sched-{uuid.uuid4().hex[:8]}"
    scheduler, crawler, spider = open_scheduler(
        tmp_path, COMSPIDER_BACKEND="redis", COMSPIDER_REDIS_URL=redis_url, COMSPIDER_QUEUE_PREFIX=prefix
    )
    assert scheduler.planner.backend.kind == "redis"
    assert offer(scheduler, spider, article(1))
    assert not offer(scheduler, spider, article(1))
    assert scheduler.next_request() is None
    advance(scheduler, HOUR)
    first = scheduler.next_request()
    finish(crawler, first, comments=1)
    advance(scheduler, HOUR)
    second = scheduler.next_request()
    assert second.meta[VISIT_KEY] == 2
    # A second worker on the same queue finds nothing to do while this one holds it.
    other, _, _ = open_scheduler(
        tmp_path / "w2",
        COMSPIDER_BACKEND="redis",
        COMSPIDER_REDIS_URL=redis_url,
        COMSPIDER_QUEUE_PREFIX=prefix,
    )
    other.clock.advance(HOUR * 2)  # type: ignore[attr-defined]
    assert other.next_request() is None and other.has_pending_requests()
    finish(crawler, second, comments=10)
    other._changed()
    assert not other.has_pending_requests()
    assert scheduler.planner.queue.get(first.meta[QUEUE_KEY]["key"]).outcome == "comments_found"
    other.close("finished")
    scheduler.close("finished")
    from comspider.state.backend import crawl_state

    crawl_state(crawler).close()


def test_claims_of_a_dead_crawler_are_released_when_the_next_one_opens(tmp_path: Path) -> None:
    first, _, spider = open_scheduler(tmp_path)
    offer(first, spider, article(1))
    offer(first, spider, article(2))
    advance(first, HOUR)
    one = first.next_request()
    started(first, one)  # its visit began: the death interrupts it
    two = first.next_request()
    finish(first.crawler, two, comments=12)  # finished: not to be released
    keys = {one.meta[QUEUE_KEY]["key"], two.meta[QUEUE_KEY]["key"]}
    # While it lives, another process-like opener leaves its claims alone.
    alive, _, _ = open_scheduler(tmp_path)
    assert alive.planner.queue.get(one.meta[QUEUE_KEY]["key"]).state == "claimed"
    alive.close("finished")
    # It dies: the kernel drops its lock (here: its file descriptor goes away).
    os.close(first.ledger._fd)
    first.ledger._fd = None
    second, crawler2, _ = open_scheduler(tmp_path)
    entry = second.planner.queue.get(one.meta[QUEUE_KEY]["key"])
    assert (entry.state, entry.visit) == ("pending", 1)
    assert second.planner.queue.get(two.meta[QUEUE_KEY]["key"]).state == "done"
    assert crawler2.stats.get_value("comspider/queue/recovered") == 1
    advance(second, HOUR)
    again = second.next_request()
    assert again.meta[QUEUE_KEY]["key"] in keys and again.meta[QUEUE_KEY]["attempt"] == 0
    assert second.planner.queue.get(again.meta[QUEUE_KEY]["key"]).interruptions == 1
    second.close("finished")
    assert sorted(p.name for p in ledger_folder(tmp_path / "queue.sqlite3").iterdir()) == []


def test_a_sigkilled_process_ledger_lists_its_unfinished_claims(tmp_path: Path) -> None:
    folder = tmp_path / "q.sqlite3.claims"
    script = (
        "import sys, time\n"
        "from comspider.state.claim_ledger import ClaimLedger\n"
        f"ledger = ClaimLedger({str(folder)!r})\n"
        "ledger.claimed('https://a.example/1', 't1')\n"
        "ledger.claimed('https://a.example/2', 't2')\n"
        "ledger.finished('https://a.example/1', 't1')\n"
        "ledger.claimed('https://a.example/3', 't3')\n"
        "print('ready', flush=True)\n"
        "time.sleep(60)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "ready"
        assert orphaned_claims(folder) == [], "alive: not an orphan"
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert orphaned_claims(folder) == [("https://a.example/2", "t2"), ("https://a.example/3", "t3")]
    assert orphaned_claims(folder) == [], "taken over once"


@pytest.mark.redis
@pytest.mark.filterwarnings("ignore::scrapy.exceptions.ScrapyDeprecationWarning")
def test_scrapy_redis_as_the_inner_scheduler(tmp_path: Path, redis_url: str) -> None:
    prefix = f"inner-{uuid.uuid4().hex[:8]}"
    scheduler, crawler, spider = open_scheduler(
        tmp_path,
        COMSPIDER_INNER_SCHEDULER="scrapy_redis.scheduler.Scheduler",
        DUPEFILTER_CLASS="scrapy_redis.dupefilter.RFPDupeFilter",
        REDIS_URL=redis_url,
        SCHEDULER_QUEUE_KEY=f"{prefix}:%(spider)s:requests",
        SCHEDULER_DUPEFILTER_KEY=f"{prefix}:%(spider)s:dupefilter",
        COMSPIDER_BACKEND="redis",
        COMSPIDER_QUEUE_PREFIX=prefix,
    )
    try:
        assert type(scheduler.inner).__module__ == "scrapy_redis.scheduler"
        assert scheduler.enqueue_request(scrapy.Request("http://feeds.example/rss"))
        assert offer(scheduler, spider, article(1))
        assert len(scheduler) == 2
        feed = scheduler.next_request()
        assert feed is not None and feed.url == "http://feeds.example/rss"
        assert scheduler.next_request() is None and scheduler.has_pending_requests()
        advance(scheduler, HOUR)
        visit = scheduler.next_request()
        assert visit is not None and visit.meta[QUEUE_KEY]["visit"] == 1
        finish(crawler, visit, comments=15)
        assert not scheduler.has_pending_requests()
    finally:
        scheduler.close("finished")


def test_jobdir_holds_the_queue_next_to_scrapys_own_state(tmp_path: Path) -> None:
    jobdir = tmp_path / "job"
    scheduler, _crawler, spider = open_scheduler(tmp_path, COMSPIDER_STATE_PATH=None, JOBDIR=str(jobdir))
    try:
        assert scheduler.planner.backend.location == str(jobdir / "comspider-state.sqlite3")
        assert scheduler.enqueue_request(scrapy.Request("http://feeds.example/rss"))
        assert offer(scheduler, spider, article(1))
        assert scheduler.next_request().url == "http://feeds.example/rss"
        advance(scheduler, HOUR)
        assert scheduler.next_request().meta[VISIT_KEY] == 1
        assert (jobdir / "comspider-state.sqlite3.claims").is_dir()
    finally:
        scheduler.close("shutdown")
    assert list((jobdir / "comspider-state.sqlite3.claims").iterdir()) == []


def test_spider_arguments_watch_flag() -> None:
    from comspider.spiders.arguments import SpiderArguments

    assert SpiderArguments.parse({}).watch is False
    assert SpiderArguments.parse({"watch": "true"}).watch is True
    assert SpiderArguments.parse({"watch": "0"}).watch is False
    with pytest.raises(ValueError, match="watch"):
        SpiderArguments.parse({"watch": "sometimes"})


def test_news_spider_polls_its_sources_again(tmp_path: Path) -> None:
    from comspider.spiders.news_comments import NewsCommentsSpider

    crawler = get_crawler(NewsCommentsSpider, settings(tmp_path))
    spider = NewsCommentsSpider.from_crawler(
        crawler, feed_url="http://feeds.example/rss", urls="https://news.example/a", watch="true"
    )
    crawler.stats.open_spider()
    first = list(spider.poll_requests(first=True))
    again = list(spider.poll_requests())
    assert sorted(r.url for r in first) == ["http://feeds.example/rss", "https://news.example/a"]
    # The URL list's article is not asked for twice; the feed is downloaded again.
    assert [r.url for r in again] == ["http://feeds.example/rss"]
    assert all(r.dont_filter for r in again)


def test_a_visit_whose_outcome_the_queue_never_got_is_released_by_the_next_process(tmp_path: Path) -> None:
    """The ledger says "done" only once the queue holds the outcome: a process that dies
    before the queue records it (here: the record fails) leaves the claim in its ledger,
    so the next process releases it at once instead of leaving it to its lease and a
    second load of the page later (CI: test_queue_sigkill loaded a page a 4th time)."""
    first, _, spider = open_scheduler(tmp_path)
    offer(first, spider, article(1))
    advance(first, HOUR)
    one = first.next_request()
    started(first, one)

    def fails(*_: object, **__: object) -> None:
        raise OSError("killed before the queue recorded the visit")

    first.planner.record_key = fails  # type: ignore[method-assign]
    finish(first.crawler, one, comments=12)
    os.close(first.ledger._fd)  # the process dies: the kernel drops its lock
    first.ledger._fd = None
    second, _, _ = open_scheduler(tmp_path)
    assert second.planner.queue.get(one.meta[QUEUE_KEY]["key"]).state == "pending"
    second.close("finished")
