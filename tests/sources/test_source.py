"""Sources built from spider arguments, their requests, and their responses."""

from __future__ import annotations

import pickle

import pytest
import scrapy
from scrapy.http import Request
from scrapy.utils.request import request_from_dict

from comspider.sources import (
    Feed,
    GoogleNewsFeed,
    SourceArgumentError,
    UrlList,
    parse_feed_response,
    source_from_meta,
    sources_from_arguments,
)
from tests.sources.conftest import DE_WORLD, FIXTURES, US_TOP, response_for


class _Spider(scrapy.Spider):
    name = "sources_test"

    def parse_feed(self, response):
        return None

    def on_error(self, failure):
        return None


def test_default_is_us_top_stories() -> None:
    sources = sources_from_arguments()
    assert [s.feed_urls() for s in sources] == [[US_TOP]]
    assert sources[0].name == "google_news:US:en:top"


def test_google_arguments() -> None:
    sources = sources_from_arguments(country="DE, AT", language="de", topic="world,sports")
    assert [s.name for s in sources] == [
        "google_news:DE:de:WORLD",
        "google_news:DE:de:SPORTS",
        "google_news:AT:de:WORLD",
        "google_news:AT:de:SPORTS",
    ]
    assert sources[0].feed_urls() == [DE_WORLD]
    search = sources_from_arguments(country="BR", query="eleições when:1d")
    assert [s.name for s in search] == ["google_news:BR:pt-419:search:eleições when:1d"]
    both = sources_from_arguments(query="nasa", topic="science")
    assert [s.name for s in both] == ["google_news:US:en:search:nasa", "google_news:US:en:SCIENCE"]
    everything = sources_from_arguments(topic="all")
    assert len(everything) == 8


def test_feed_and_url_arguments(tmp_path) -> None:
    listing = tmp_path / "urls.txt"
    listing.write_text("https://a.example/1\n# c\nhttps://b.example/2\n", encoding="utf-8")
    sources = sources_from_arguments(
        feeds="https://blog.example.org/feeds/atom.xml, " + US_TOP, urls=str(listing)
    )
    assert [type(s).__name__ for s in sources] == ["Feed", "Feed", "UrlList"]
    assert sources[1].google is True  # a Google News URL given as a feed
    inline = sources[2].inline()
    assert [a.url for a in inline.articles] == ["https://a.example/1", "https://b.example/2"]
    assert sources[2].requests(lambda r: None) == []
    direct = sources_from_arguments(urls="https://a.example/1,https://b.example/2")
    assert len(direct[0].inline().articles) == 2


def test_the_spider_s_argument_names(tmp_path) -> None:
    listing = tmp_path / "list.txt"
    listing.write_text("https://a.example/1\n", encoding="utf-8")
    sources = sources_from_arguments(
        country="US", language="en", urls=["https://b.example/2"], urls_file=str(listing), google=False
    )
    assert [type(s).__name__ for s in sources] == ["UrlList", "UrlList"]
    assert [a.url for s in sources for a in s.inline().articles] == [
        "https://b.example/2",
        "https://a.example/1",
    ]
    both = sources_from_arguments(urls="https://b.example/2", google=True)
    assert [type(s).__name__ for s in both] == ["GoogleNewsFeed", "UrlList"]
    feeds = sources_from_arguments(feeds=["https://x.example/rss", ""])
    assert [s.name for s in feeds] == ["feed:https://x.example/rss"]
    # the one rule for a URL without a scheme, feeds and articles alike: https://
    schemeless = sources_from_arguments(
        feeds="news.example/feed,http://y.example/rss?a=1,2 127.0.0.1:8765/rss"
    )
    assert [s.name for s in schemeless] == [
        "feed:https://news.example/feed",
        "feed:http://y.example/rss?a=1,2",
        "feed:https://127.0.0.1:8765/rss",
    ]
    with pytest.raises(SourceArgumentError, match="is not a file"):
        sources_from_arguments(urls_file=str(tmp_path / "missing.txt"))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"country": "USA"}, "two-letter"),
        ({"topic": "weather"}, "not a Google News section"),
        ({"feeds": "ftp://x.example/feed"}, "not an http"),
        ({"feeds": "not-a-host/feed"}, "not an http"),
        ({"country": "XK"}, "give its language"),
    ],
)
def test_bad_arguments(kwargs, message) -> None:
    with pytest.raises(SourceArgumentError, match=message):
        sources_from_arguments(**kwargs)


def test_requests_are_plain_picklable_and_rebuild_their_source() -> None:
    spider = _Spider()
    source = GoogleNewsFeed("DE", "de", "world", base_url="http://127.0.0.1:8123")
    (request,) = source.requests(spider.parse_feed, spider.on_error, meta={"comspider_poll": 3})
    assert request.url == ("http://127.0.0.1:8123/rss/headlines/section/topic/WORLD?hl=de&gl=DE&ceid=DE:de")
    assert request.dont_filter and request.meta["comspider_poll"] == 3
    assert 404 in request.meta["handle_httpstatus_list"]
    data = pickle.loads(pickle.dumps(request.to_dict(spider=spider)))
    again = request_from_dict(data, spider=spider)
    assert again.callback == spider.parse_feed
    rebuilt = source_from_meta(again.meta["comspider_source"])
    assert isinstance(rebuilt, GoogleNewsFeed) and rebuilt.url == source.url
    assert rebuilt == source


@pytest.mark.parametrize("kind", ["xml", "text", "html"])
def test_parse_feed_response(kind: str) -> None:
    (source,) = sources_from_arguments()
    (request,) = source.requests(lambda r: None)
    body = (FIXTURES / "gnews_top_us_en.xml").read_bytes()
    result = parse_feed_response(
        response_for(request, body=body, kind=kind, headers={"Content-Type": "application/xml"})
    )
    assert result.ok and len(result.articles) == 34
    assert result.articles[0].feed == US_TOP


def test_parse_feed_response_after_a_redirect() -> None:
    source = Feed("http://blog.example.org/atom")
    (request,) = source.requests(lambda r: None)
    response = response_for(
        request, "atom_blog.xml", kind="xml", url="https://blog.example.org/feeds/atom.xml"
    )
    result = parse_feed_response(response)
    assert result.ok and result.articles[0].feed == "http://blog.example.org/atom"
    assert result.articles[1].url == "https://blog.example.org/sport/2026/11/20/rowing-final"


@pytest.mark.parametrize(("status", "code"), [(404, "feed_http_404"), (503, "feed_http_503")])
def test_feed_http_errors(status: int, code: str) -> None:
    (request,) = Feed("https://feeds.example/rss").requests(lambda r: None)
    result = parse_feed_response(response_for(request, body=b"<html/>", status=status))
    assert not result.ok and result.reason.code == code


def test_parse_feed_response_without_source_meta() -> None:
    request = Request("https://www.midwestcourier.example/feed/")
    result = parse_feed_response(response_for(request, "rss_broken.xml", kind="xml"))
    assert result.ok and len(result.articles) == 6


def test_source_equality_dedupes() -> None:
    sources = sources_from_arguments(country="US,us", topic="world,WORLD")
    assert len(sources) == 1
    assert UrlList("https://a.example/").to_meta() == {"kind": "urls", "label": "urls"}
