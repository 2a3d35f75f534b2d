"""The sources API against the project's offline web: its Google News look-alike (the hub)
serves the feed, the article pages and batchexecute on a loopback host."""

from __future__ import annotations

import pytest_twisted
from scrapy.crawler import CrawlerRunner

from tests.sources.test_crawl import ExchangeSpider


@pytest_twisted.inlineCallbacks
def test_every_hub_link_resolves(offline_web) -> None:
    base = offline_web.hub_url.rstrip("/")
    runner = CrawlerRunner(
        {
            "ROBOTSTXT_OBEY": True,
            "DOWNLOAD_DELAY": 0,
            "LOG_LEVEL": "WARNING",
            "TELNETCONSOLE_ENABLED": False,
            "TWISTED_REACTOR": "twisted.internet.asyncioreactor.AsyncioSelectorReactor",
        }
    )
    crawler = runner.create_crawler(ExchangeSpider)
    yield runner.crawl(crawler, base=base)
    spider = crawler.spider
    assert spider.reasons == []
    assert spider.visits, "the hub's feed gave no article"
    assert all(a.source_url and a.source_url.startswith(base + "/rss/articles/") for a in spider.visits)
    assert not any(a.url.startswith(base) for a in spider.visits)
    assert all(a.title and a.publisher and a.published_at for a in spider.visits)
    stats = crawler.stats.get_stats()
    exchanged = stats.get("scheduler/enqueued", 0) - 1  # everything but the feed
    assert exchanged % 2 == 0  # page + batchexecute per new-style link
    assert stats.get("robotstxt/request_count") == 1
