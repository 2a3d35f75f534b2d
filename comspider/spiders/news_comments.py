"""The `news_comments` spider: feed -> articles -> one browser visit per article.

    scrapy crawl news_comments                                  # Google News, US, English
    scrapy crawl news_comments -a country=DE -a language=de -a topic=world
    scrapy crawl news_comments -a query="climate summit"
    scrapy crawl news_comments -a feed_url=https://example.org/rss.xml
    scrapy crawl news_comments -a urls=https://a.example/x,https://b.example/y
    scrapy crawl news_comments -a max_articles=20 -a schedule=immediate
    scrapy crawl news_comments -a watch=true     # poll the feeds until stopped

With ``schedule=queued`` (the default for feeds) each article waits in the page queue
(comspider.scheduling.scheduler) until comments have had time to arrive, and may be
revisited; ``schedule=immediate`` (the default for ``urls`` and ``urls_file``) visits
every article once, at once.

Arguments are checked before anything starts (:mod:`.arguments`): a bad one is a single
:class:`~comspider.spiders.arguments.ArgumentError` line (``scrapy crawl`` prints it and
exits with status 2, see comspider.scrapy_commands.crawl).

Thin on purpose: sources turn feeds into Articles, the browser middleware interacts, the
pipelines extract; this class only wires them together.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import scrapy
from scrapy.http import Request, Response
from twisted.python.failure import Failure

from comspider.clock import Clock, from_spec, iso
from comspider.crawler_parts import late_attribute
from comspider.items import PageItem
from comspider.request_meta import (
    QUEUE_KEY,
    STARTED_AT_KEY,
    VISIT_KEY,
    article_request,
    close_page,
    request_article,
)
from comspider.scheduler_questions import PageQueueQuestions
from comspider.snapshots import BrowserResponse, InteractionReport
from comspider.sources import (
    Article,
    FeedResult,
    NeedsExchange,
    Reason,
    Source,
    batchexecute_request,
    exchange_page_request,
    finish_exchange,
    parse_exchange_page,
    parse_feed_response,
    reason_from_failure,
    resolve_offline,
    sources_from_arguments,
)
from comspider.spiders.arguments import SpiderArguments
from comspider.spiders.failures import failure_reason, refine_reason
from comspider.url_keys import article_key

logger = logging.getLogger(__name__)


class NewsCommentsSpider(scrapy.Spider):
    name = "news_comments"
    arguments: SpiderArguments

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.arguments = SpiderArguments.parse(kwargs)
        super().__init__(*args, **kwargs)
        self.admitted = 0
        # the pages admitted in this run (article_key: http and https, a fragment, tracking
        # parameters are one page), each with the address it was first given under
        self._seen_pages: dict[str, str] = {}
        self._exchanged: set[str] = set()  # Google links sent to the exchange
        self.clock: Clock = from_spec(None)
        self.sources: list[Source] = []
        # Whether the crawl could read its sources: feeds read / failed, URL lists read.
        self.feeds_read = 0
        self.feeds_failed = 0
        self.lists_read = 0
        self.visited = 0  # visits that ended (pages from earlier runs' queue included)
        self._from_earlier_runs: list[tuple[str, str]] = []  # (url, queue state) this poll
        self._same_pages: list[tuple[str, str]] = []  # (url, the same page's first url) this poll

    @classmethod
    def validate_arguments(cls, kwargs: dict[str, Any]) -> None:
        """Raise :class:`ArgumentError` (one line) for the first bad spider argument;
        what ``scrapy crawl`` and ``comspider crawl`` call before they start."""
        SpiderArguments.parse(dict(kwargs))

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> NewsCommentsSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.clock = from_spec(crawler.settings.get("COMSPIDER_CLOCK"))
        arguments = spider.arguments
        spider.sources = sources_from_arguments(
            country=arguments.country,
            language=arguments.language,
            topic=arguments.topic,
            query=arguments.query,
            feeds=arguments.feed_url,
            urls=arguments.urls,
            urls_file=arguments.urls_file,
            google=arguments.uses_google,
            google_news_base=crawler.settings["COMSPIDER_GOOGLE_NEWS_URL"],
        )
        return spider

    # -- feeds -----------------------------------------------------------------------
    async def start(self) -> AsyncIterator[Any]:
        logger.info("Schedule: %s", self.arguments.schedule_note())
        if self.arguments.schedule == "queued":
            scheduler = getattr(self.crawler.engine, "scheduler", None)
            if getattr(scheduler, "planner", None) is None:
                logger.info(
                    "schedule=queued, but the scheduler (%s) has no page queue: "
                    "visiting every article at once, as schedule=immediate does",
                    type(scheduler).__name__,
                )
        for request in self.poll_requests(first=True):
            yield request

    def poll_requests(self, first: bool = False) -> Iterator[Request]:
        """Every source once: feed downloads, and the articles of URL lists. The start
        requests, and each poll of the long-running mode (``-a watch=true``)."""
        for source in self.sources:
            if first:
                self.logger.info("Source: %s", source.name)
            inline = source.inline()  # URL lists need no download
            if inline is not None:
                self.lists_read += 1
                self._from_earlier_runs = []
                self._same_pages = []
                yield from self.follow(inline)
                if first:
                    self._report_earlier_runs(len(inline.articles))
            yield from source.requests(self.parse_feed, self.feed_failed)

    def parse_feed(self, response: Response) -> Iterator[Request]:
        result = parse_feed_response(response)
        if result.ok:
            self.feeds_read += 1
        else:
            self.feeds_failed += 1
        yield from self.follow(result)

    def feed_failed(self, failure: Failure) -> None:
        self.feeds_failed += 1
        self.source_failed(failure)

    def follow(self, result: FeedResult) -> Iterator[Request]:
        """Articles of a feed (or URL list) -> browser requests, through link decoding."""
        stats = self.crawler.stats
        if result.reason:
            self._source_problem(result.reason, result.feed)
        for warning in result.warnings:  # items skipped: no usable link, a bad Google id
            self._source_problem(warning, result.feed)
        if result.recovered:
            stats.inc_value("comspider/sources/feed_recovered")
            logger.warning("Feed %s had broken XML; recovered %d articles", result.feed, len(result.articles))
        stats.inc_value("comspider/sources/articles", len(result.articles))
        for article in result.articles:
            step = resolve_offline(article)
            if isinstance(step, NeedsExchange):  # a new-style Google News link
                if article.url not in self._exchanged and not self._full():
                    self._exchanged.add(article.url)
                    stats.inc_value("comspider/sources/gnews_exchange")
                    yield exchange_page_request(article, self.parse_exchange_page, self.source_failed)
            elif isinstance(step, Reason):
                self._source_problem(step, article.url)
            else:
                yield from self.admit(step)

    def parse_exchange_page(self, response: Response) -> Iterator[Request]:
        params = parse_exchange_page(response)
        if isinstance(params, Reason):
            self._source_problem(params, response.url)
            return
        yield batchexecute_request(params, self.parse_batchexecute, self.source_failed)

    def parse_batchexecute(self, response: Response) -> Iterator[Request]:
        article = finish_exchange(response)
        if isinstance(article, Reason):
            self._source_problem(article, response.url)
            return
        yield from self.admit(article)

    def source_failed(self, failure: Failure) -> None:
        request = failure.request  # type: ignore[attr-defined]
        self._source_problem(reason_from_failure(failure), request.url)

    def _source_problem(self, reason: Reason, where: str | None) -> None:
        self.crawler.stats.inc_value(reason.stat)
        logger.warning("Source problem at %s: %s", where, reason)

    def _full(self) -> bool:
        limit = self.arguments.max_articles
        return limit is not None and self.admitted >= limit

    # -- articles --------------------------------------------------------------------
    def admit(self, article: Article) -> Iterator[Request]:
        """One browser request for a new article, within max_articles. An article is new
        when this run has not seen it and the page queue (the crawl's kept state: earlier
        runs too) has never admitted it."""
        key = article_key(article.url)
        first = self._seen_pages.get(key)
        if first is not None:
            self.crawler.stats.inc_value("comspider/articles/duplicate")
            if first != article.url:
                self._same_pages.append((article.url, first))
            return
        earlier = self._earlier_state(article.url)
        if (
            earlier in ("done", "dropped")  # the page queue says which of them it visits again
            and not self._full()
            and not self._shutting_down()
            and self._retry_failed(article.url)
        ):
            # Its earlier visit failed, or an earlier run's settings refused it: the page
            # queue visits it again (no request here).
            self._seen_pages[key] = article.url
            self.admitted += 1
            self.crawler.stats.inc_value("comspider/articles/admitted")
            self.crawler.stats.inc_value("comspider/articles/retried_from_earlier_run")
            return
        if earlier is not None:
            self.crawler.stats.inc_value("comspider/articles/duplicate")
            self.crawler.stats.inc_value("comspider/articles/from_earlier_run")
            self._seen_pages[key] = article.url
            self._from_earlier_runs.append((article.url, earlier))
            return
        if self._full():
            self.crawler.stats.inc_value("comspider/articles/over_limit")
            return
        if self._shutting_down():
            # Not admitted: the page queue refuses it (one log line, a stat) and the
            # next run finds it in the feed again.
            yield self.article_request(article, visit=1)
            return
        self._seen_pages[key] = article.url
        self.admitted += 1
        self.crawler.stats.inc_value("comspider/articles/admitted")
        yield self.article_request(article, visit=1)

    def _page_queue(self) -> PageQueueQuestions | None:
        """The crawl's scheduler when it answers the spider's questions
        (comspider.scheduler_questions: the page-queue scheduler); None otherwise."""
        scheduler = getattr(late_attribute(self.crawler, "engine"), "scheduler", None)
        return scheduler if isinstance(scheduler, PageQueueQuestions) else None

    def _retry_failed(self, url: str) -> bool:
        queue = self._page_queue()
        return queue is not None and bool(queue.retry_failed(url))

    def _earlier_state(self, url: str) -> str | None:
        """The article's state in the page queue when the queue knows it (admitted by an
        earlier run: ``done`` or ``dropped`` when visited, ``pending`` or ``claimed``
        when waiting), else None; None without a page queue."""
        queue = self._page_queue()
        state = queue.state_of(url) if queue is not None else None
        return str(state) if state is not None else None

    def _report_earlier_runs(self, given: int) -> None:
        """One line for the URLs given that the crawl state already holds: not visited
        again (nothing would be new to write), and how to visit them again."""
        self._report_same_pages(given)
        known = self._from_earlier_runs
        if not known:
            return
        waiting = sum(1 for _, state in known if state in ("pending", "claimed"))
        dropped = sum(1 for _, state in known if state == "dropped")
        visited = len(known) - waiting - dropped
        parts = []
        if dropped:
            parts.append(
                f"{dropped} of the {given} URL(s) given were dropped by an earlier run (`comspider "
                "queue list --dropped` says why; `comspider queue retry` visits them again)"
            )
        if visited:
            parts.append(
                f"{visited} of the {given} URL(s) given were visited by an earlier run and are "
                "not visited again (`comspider queue clear --all`, with this crawl's settings, "
                "forgets the visited pages; comments already written are never written again)"
            )
        if waiting:
            parts.append(f"{waiting} wait(s) in the page queue from an earlier run and are visited when due")
        level = logging.WARNING if self.admitted == 0 and not waiting else logging.INFO
        logger.log(level, "%s", "; ".join(parts))

    def _report_same_pages(self, given: int) -> None:
        """One line for the URLs given that name a page given before under another address
        (``http``/``https``, a fragment, tracking parameters): one page, visited once."""
        same = self._same_pages
        if same:
            url, first = same[0]
            logger.info(
                "%d of the %d URL(s) given name a page given before under another address (%s as %s%s): "
                "each page is visited once",
                len(same),
                given,
                url,
                first,
                f", and {len(same) - 1} more" if len(same) > 1 else "",
            )

    def closed(self, reason: str) -> None:
        """A crawl that could read none of its sources says so in one line (and the stat
        ``comspider/sources/none_read``; ``comspider crawl`` exits with status 1)."""
        if self.feeds_failed and not (self.feeds_read or self.lists_read or self.visited):
            self.crawler.stats.set_value("comspider/sources/none_read", 1)
            logger.error(
                "Could not read any of the crawl's sources (%d feed(s) failed: see the source "
                "problems above): nothing to visit",
                self.feeds_failed,
            )

    def _shutting_down(self) -> bool:
        """Whether the crawl is stopping, as the page queue sees it (no admission after
        ``Closing spider``); False without a page queue."""
        queue = self._page_queue()
        return queue is not None and bool(queue.shutting_down())

    def article_request(self, article: Article, visit: int = 1) -> Request:
        return article_request(
            article,
            visit=visit,
            callback=self.parse_article,
            errback=self.article_failed,
            wait_until=self.settings["COMSPIDER_GOTO_WAIT_UNTIL"],
        )

    def parse_article(self, response: Response) -> Iterator[PageItem]:
        article = (request_article(response.request) if response.request else None) or Article(
            url=response.url
        )
        visit = int(response.meta.get(VISIT_KEY, 1))
        self.visited += 1
        if isinstance(response, BrowserResponse):
            yield PageItem(
                article=article,
                visit=visit,
                visited_at=iso(self.clock.now()),
                final_url=response.url,
                snapshots=response.snapshots,
                report=response.report,
                queue=response.meta.get(QUEUE_KEY),
            )
            return
        # Not a rendered page (a PDF, an image, a download): nothing to interact with.
        yield PageItem(
            article=article,
            visit=visit,
            visited_at=iso(self.clock.now()),
            final_url=response.url,
            snapshots=[],
            report=InteractionReport(),
            queue=response.meta.get(QUEUE_KEY),
            error=f"not an HTML page ({(response.headers.get('Content-Type') or b'').decode()[:60]})",
        )

    async def article_failed(self, failure: Failure) -> AsyncIterator[PageItem]:
        request = failure.request  # type: ignore[attr-defined]
        await close_page(request)
        kind, reason = failure_reason(failure)
        reason = await refine_reason(reason, request.url)
        self.crawler.stats.inc_value(f"comspider/articles/{kind}")
        if kind == "aborted":  # the crawl is stopping: not a visit; the queue keeps the page
            logger.info("Visit of %s cut short by the shutdown: not counted", request.url)
            return
        self.visited += 1
        # The visit's one log line comes from comspider.monitoring (outcome and reason).
        logger.debug("Visit of %s %s: %s", request.url, kind, reason)
        article = request_article(request) or Article(url=request.url)
        started = request.meta.get(STARTED_AT_KEY)  # the browser began to load it then
        seconds = round(max(0.0, time.time() - float(started)), 3) if started else 0.0
        yield PageItem(
            article=article,
            visit=int(request.meta.get(VISIT_KEY, 1)),
            visited_at=iso(self.clock.now()),
            final_url=request.url,
            snapshots=[],
            report=InteractionReport(error=reason, seconds=seconds, fetched_by=None),
            queue=request.meta.get(QUEUE_KEY),
            error=reason if kind == "error" else None,
            blocked=reason if kind == "blocked" else None,
        )
