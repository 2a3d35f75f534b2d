"""End to end: a real Scrapy crawl (scheduler, downloader, robots.txt, retries) against a
loopback server that emulates Google News with the recorded fixtures: feed -> offline
decoding or the two-request exchange -> resolved Articles."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs

import pytest_twisted
import scrapy
from scrapy.crawler import CrawlerRunner
from twisted.web import resource, server

from comspider.sources import (
    Article,
    NeedsExchange,
    Reason,
    batchexecute_request,
    exchange_page_request,
    finish_exchange,
    parse_exchange_page,
    parse_feed_response,
    reason_from_failure,
    resolve_offline,
    sources_from_arguments,
)
from tests.sources.conftest import exchange_map, fixture_text


class FakeGoogle(resource.Resource):
    """Google News on loopback: the feed, article pages, batchexecute."""

    isLeaf = True

    def __init__(self, refuse: set[str], rate_limit: set[str]) -> None:
        super().__init__()
        self.origin = ""
        self.articles: dict[str, dict[str, Any]] = exchange_map()["articles"]
        self.page = fixture_text("gnews_article_page.html")
        self.first = exchange_map()["first"]
        self.refuse = refuse  # article pages without a signature
        self.rate_limit = rate_limit  # batchexecute answers 429
        self.hits: dict[str, int] = {}

    def _count(self, key: str) -> None:
        self.hits[key] = self.hits.get(key, 0) + 1

    def render_GET(self, request) -> bytes:
        path = request.path.decode()
        if path == "/robots.txt":
            self._count("robots")
            return b"User-agent: *\nAllow: /\n"
        if path == "/rss":
            self._count("feed")
            request.setHeader(b"content-type", b"application/xml; charset=utf-8")
            feed = fixture_text("gnews_top_us_en.xml").replace("https://news.google.com", self.origin)
            return feed.encode("utf-8")
        if path.startswith("/rss/articles/"):
            self._count("page")
            article_id = path.rsplit("/", 1)[1]
            if article_id in self.refuse or article_id not in self.articles:
                return fixture_text("gnews_article_page_nosig.html").encode()
            known = self.articles[article_id]
            page = (
                self.page.replace(self.first, article_id)
                .replace(str(self.articles[self.first]["ts"]), str(known["ts"]))
                .replace(self.articles[self.first]["sg"], known["sg"])
            )
            return page.encode("utf-8")
        request.setResponseCode(404)
        return b"not found"

    def render_POST(self, request) -> bytes:
        self._count("batchexecute")
        if request.path != b"/_/DotsSplashUi/data/batchexecute":
            request.setResponseCode(404)
            return b""
        form = parse_qs(request.content.read().decode())
        inner = json.loads(json.loads(form["f.req"][0])[0][0][1])
        article_id, ts, sg = inner[2], inner[3], inner[4]
        known = self.articles.get(article_id)
        if article_id in self.rate_limit:
            request.setResponseCode(429)
            return fixture_text("gnews_sorry_429.html").encode()
        if not known or (known["ts"], known["sg"]) != (ts, sg):
            return fixture_text("gnews_batchexecute_error.txt").encode()
        answer = fixture_text("gnews_batchexecute_ok.txt").replace(
            self.articles[self.first]["url"], known["url"]
        )
        return answer.encode("utf-8")


class ExchangeSpider(scrapy.Spider):
    """The spider-side use of comspider.sources, as the package docstring shows it."""

    name = "sources_exchange_test"

    def __init__(self, base: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sources = sources_from_arguments(country="US", google_news_base=base)
        self.visits: list[Article] = []
        self.reasons: list[Reason] = []

    async def start(self):
        for source in self.sources:
            for request in source.requests(self.parse_feed, self.on_error):
                yield request

    def _reason(self, reason: Reason) -> None:
        self.logger.info("%s", reason)
        self.crawler.stats.inc_value(reason.stat)
        self.reasons.append(reason)

    def parse_feed(self, response):
        result = parse_feed_response(response)
        if result.reason:
            self._reason(result.reason)
        for article in result.articles:
            step = resolve_offline(article)
            if isinstance(step, NeedsExchange):
                yield exchange_page_request(
                    article, self.parse_exchange_page, self.on_error, meta={"comspider_visit": 1}
                )
            elif isinstance(step, Reason):
                self._reason(step)
            else:
                self.visits.append(step)

    def parse_exchange_page(self, response):
        params = parse_exchange_page(response)
        if isinstance(params, Reason):
            self._reason(params)
            return
        yield batchexecute_request(params, self.parse_batchexecute, self.on_error)

    def parse_batchexecute(self, response):
        assert response.meta["comspider_visit"] == 1
        article = finish_exchange(response)
        if isinstance(article, Reason):
            self._reason(article)
            return
        self.visits.append(article)

    def on_error(self, failure):
        self._reason(reason_from_failure(failure))


@pytest_twisted.inlineCallbacks
def test_crawl_resolves_every_link() -> None:
    articles = exchange_map()["articles"]
    feed = fixture_text("gnews_top_us_en.xml")
    ids = [i for i in articles if i in feed]
    refuse, limited = {ids[3]}, {ids[5]}
    from twisted.internet import reactor  # the one pytest-twisted installed (asyncio)

    fake = FakeGoogle(refuse, limited)
    port = reactor.listenTCP(0, server.Site(fake), interface="127.0.0.1")
    fake.origin = f"http://127.0.0.1:{port.getHost().port}"
    runner = CrawlerRunner(
        {
            "ROBOTSTXT_OBEY": True,
            "DOWNLOAD_DELAY": 0,
            "RETRY_TIMES": 1,
            "CONCURRENT_REQUESTS": 8,
            "LOG_LEVEL": "WARNING",
            "TELNETCONSOLE_ENABLED": False,
            "TWISTED_REACTOR": "twisted.internet.asyncioreactor.AsyncioSelectorReactor",
        }
    )
    crawler = runner.create_crawler(ExchangeSpider)
    try:
        yield runner.crawl(crawler, base=fake.origin)
    finally:
        yield port.stopListening()
    spider = crawler.spider
    stats = crawler.stats.get_stats()

    assert len(ids) == 23
    assert fake.hits["feed"] == 1 and fake.hits["robots"] == 1
    assert fake.hits["page"] == 23
    assert fake.hits["batchexecute"] == 22 + 1  # the rate-limited one is retried once
    assert len(spider.visits) == 34 - 2
    urls = {a.url for a in spider.visits}
    for article_id in ids:
        if article_id not in refuse | limited:
            assert articles[article_id]["url"] in urls
    assert all(not a.url.startswith(fake.origin) for a in spider.visits)
    exchanged = [a for a in spider.visits if a.source_url and "/rss/articles/" in a.source_url]
    assert len(exchanged) == 32  # 21 exchanged + 11 decoded offline
    assert all(a.title and a.publisher and a.published_at for a in spider.visits)
    assert sorted(r.code for r in spider.reasons) == ["gnews_http_429", "gnews_no_signature"]
    assert stats["comspider/sources/gnews_http_429"] == 1
    assert stats["comspider/sources/gnews_no_signature"] == 1
