"""The news_comments spider: arguments, sources, and picklable browser requests."""

from __future__ import annotations

import pickle
from types import SimpleNamespace

import pytest
from scrapy.utils.request import request_from_dict

from comspider.request_meta import ARTICLE_KEY, VISIT_KEY
from comspider.scheduler_questions import PageQueueQuestions
from comspider.scheduling.scheduler import QueueScheduler
from comspider.sources import Article
from comspider.spiders.arguments import SpiderArguments
from comspider.spiders.news_comments import NewsCommentsSpider
from comspider_lab.testing import comspider_crawler as get_crawler


def _spider(**kwargs: str) -> NewsCommentsSpider:
    crawler = get_crawler(NewsCommentsSpider, overrides={"COMSPIDER_CLOCK": None})
    return NewsCommentsSpider.from_crawler(crawler, **kwargs)


def test_arguments_are_validated():
    args = SpiderArguments.parse(
        {"urls": "https://a.example/x, https://b.example/y", "max_articles": "5", "schedule": "IMMEDIATE"}
    )
    assert args.urls == ["https://a.example/x", "https://b.example/y"]
    assert args.max_articles == 5 and args.schedule == "immediate"
    assert not args.uses_google
    assert SpiderArguments.parse({}).uses_google
    with pytest.raises(ValueError, match="max_articles"):
        SpiderArguments.parse({"max_articles": "many"})
    with pytest.raises(ValueError, match="schedule"):
        SpiderArguments.parse({"schedule": "later"})


def test_google_news_is_the_default_source():
    spider = _spider(country="DE", language="de", topic="world")
    assert [s.kind for s in spider.sources] == ["google_news"]
    [url] = spider.sources[0].feed_urls()
    assert url.startswith("https://news.google.com/rss/headlines/section/topic/WORLD?")
    assert "hl=de" in url and "gl=DE" in url and "ceid=DE:de" in url


def test_url_lists_do_not_fetch_google():
    spider = _spider(urls="https://a.example/x")
    assert [s.kind for s in spider.sources] == ["urls"]


def test_article_requests_pickle_and_round_trip():
    spider = _spider(urls="https://a.example/x")
    article = Article(
        url="https://a.example/x",
        title="T",
        publisher="P",
        published_at="2026-11-21T08:00:00+00:00",
        language="en",
        feed="urls",
    )
    request = spider.article_request(article, visit=2)
    assert request.meta["playwright"] is True and request.meta["playwright_include_page"] is True
    assert request.meta[ARTICLE_KEY] == article.to_dict() and request.meta[VISIT_KEY] == 2
    pickle.dumps(request.meta)
    restored = request_from_dict(pickle.loads(pickle.dumps(request.to_dict(spider=spider))), spider=spider)
    assert restored.meta[ARTICLE_KEY] == article.to_dict()
    assert restored.callback == spider.parse_article and restored.errback == spider.article_failed


def test_max_articles_and_duplicates():
    spider = _spider(urls="https://a.example/x", max_articles="2")
    admitted = [
        r
        for url in (
            "https://a.example/1",
            "https://a.example/1",
            "https://a.example/2",
            "https://a.example/3",
        )
        for r in spider.admit(Article(url=url))
    ]
    assert [r.url for r in admitted] == ["https://a.example/1", "https://a.example/2"]


def test_one_page_given_under_two_addresses_is_admitted_once_and_said(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """http and https, a fragment, tracking parameters: one page (the page queue's key), visited
    once, and one line says so (it was reported as "waits in the page queue from an earlier run")."""
    given = (
        "https://a.example/1",
        "http://a.example/1",
        "https://a.example/1?utm_source=feed#comments",
        "https://a.example/2",
        "https://a.example/2",  # the same address twice: one URL of the list
    )
    spider = _spider(urls=" ".join(given))
    with caplog.at_level("INFO", logger="comspider.spiders.news_comments"):
        requests = list(spider.poll_requests(first=True))
    assert [r.url for r in requests] == ["https://a.example/1", "https://a.example/2"]
    said = [r.getMessage() for r in caplog.records if "another address" in r.getMessage()]
    assert said == [
        (
            "2 of the 4 URL(s) given name a page given before under another address (http://a.example/1 as "
            "https://a.example/1, and 1 more): each page is visited once"
        )
    ]
    assert not [r for r in caplog.records if "earlier run" in r.getMessage()]


def test_the_spider_asks_the_page_queue_through_its_protocol():
    """The page-queue scheduler answers the spider's questions; a scheduler without them
    (Scrapy's own, scrapy-redis's) is asked nothing and every URL is new."""

    class PageQueue:
        def state_of(self, url: str) -> str | None:
            return "done" if url.endswith("/old") else None

        def retry_failed(self, url: str) -> bool:
            return url.endswith("/failed")

        def shutting_down(self) -> bool:
            return True

    assert issubclass(QueueScheduler, PageQueueQuestions)
    spider = _spider(urls="https://a.example/x")
    spider.crawler.engine = SimpleNamespace(scheduler=PageQueue())
    assert spider._earlier_state("https://a.example/old") == "done"
    assert spider._earlier_state("https://a.example/new") is None
    assert spider._retry_failed("https://a.example/failed") and not spider._retry_failed(
        "https://a.example/x"
    )
    assert spider._shutting_down()
    spider.crawler.engine = SimpleNamespace(scheduler=SimpleNamespace(enqueue_request=lambda r: True))
    assert spider._page_queue() is None
    assert spider._earlier_state("https://a.example/old") is None
    assert not spider._retry_failed("https://a.example/failed") and not spider._shutting_down()
