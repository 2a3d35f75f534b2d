"""The two-request exchange as Scrapy requests, fed recorded answers."""

from __future__ import annotations

import json
import pickle
from urllib.parse import parse_qs

import pytest
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Request
from scrapy.spidermiddlewares.httperror import HttpError
from twisted.internet.error import DNSLookupError
from twisted.python.failure import Failure

from comspider.sources import (
    Article,
    ExchangeParams,
    Reason,
    batchexecute_payload,
    batchexecute_request,
    exchange_page_request,
    finish_exchange,
    parse_batchexecute,
    parse_exchange_page,
    parse_feed,
    reason_from_failure,
)
from tests.sources.conftest import US_TOP, fixture_bytes, fixture_text, response_for


def _callback(response):  # the spider's methods in real use
    return None


def _errback(failure):
    return None


@pytest.fixture
def first_article(gmap) -> Article:
    result = parse_feed(fixture_bytes("gnews_top_us_en.xml"), US_TOP)
    article = result.articles[0]
    assert gmap["first"] in article.url
    return article


def test_page_request(first_article: Article, gmap) -> None:
    request = exchange_page_request(
        first_article, _callback, _errback, meta={"comspider_visit": 1, "other": "x"}
    )
    assert request.method == "GET"
    assert request.url == "https://news.google.com/rss/articles/" + gmap["first"]
    assert request.callback is _callback and request.errback is _errback
    assert request.meta["comspider_article"] == first_article.to_dict()
    assert request.meta["comspider_visit"] == 1
    assert 429 in request.meta["handle_httpstatus_list"]
    assert 302 not in request.meta["handle_httpstatus_list"]  # redirects still followed
    assert request.dont_filter
    assert "playwright" not in request.meta  # a plain HTTP request, not a browser one
    pickle.dumps(request.meta)


def test_page_request_refuses_articles_without_exchange() -> None:
    with pytest.raises(ValueError, match="needs no Google News exchange"):
        exchange_page_request(Article(url="https://www.bbc.com/news/x"), _callback)


def test_full_chain(first_article: Article, gmap) -> None:
    expected = gmap["articles"][gmap["first"]]
    page_request = exchange_page_request(first_article, _callback, meta={"comspider_visit": 2})
    params = parse_exchange_page(response_for(page_request, "gnews_article_page.html"))
    assert isinstance(params, ExchangeParams)
    assert (params.article_id, params.timestamp, params.signature) == (
        gmap["first"],
        expected["ts"],
        expected["sg"],
    )
    assert params.origin == "https://news.google.com"
    assert params.ceid == "US:en"  # from the article's feed URL

    post = batchexecute_request(params, _callback, _errback)
    assert post.method == "POST"
    assert post.url == "https://news.google.com/_/DotsSplashUi/data/batchexecute"
    assert post.headers[b"Content-Type"] == b"application/x-www-form-urlencoded;charset=UTF-8"
    assert post.dont_filter
    form = parse_qs(post.body.decode())
    f_req = json.loads(form["f.req"][0])
    assert f_req[0][0][0] == "Fbv4je" and f_req[0][0][3] == "generic"
    inner = json.loads(f_req[0][0][1])
    assert inner[0] == "garturlreq"
    assert inner[2:] == [gmap["first"], expected["ts"], expected["sg"]]
    assert post.meta["comspider_article"] == first_article.to_dict()
    assert post.meta["comspider_visit"] == 2  # comspider_* meta is carried on
    pickle.dumps(post.meta)

    answer = response_for(post, "gnews_batchexecute_ok.txt", kind="text")
    assert parse_batchexecute(answer) == expected["url"]
    article = finish_exchange(answer)
    assert isinstance(article, Article)
    assert article.url == expected["url"]
    assert article.source_url == first_article.url
    assert article.title == first_article.title and article.publisher == "Reuters"


def test_payload_is_google_s_exact_format() -> None:
    assert batchexecute_payload("CBMiX", 1795256397, "AZ5r3e") == (
        '[[["Fbv4je","[\\"garturlreq\\",[[\\"X\\",\\"X\\",[\\"X\\",\\"X\\"],null,null,1,1,'
        '\\"US:en\\",null,1,null,null,null,null,null,0,1],\\"X\\",\\"X\\",1,[1,1,1],1,1,null,'
        '0,0,null,0],\\"CBMiX\\",1795256397,\\"AZ5r3e\\"]",null,"generic"]]]'
    )


def test_answers_with_length_prefixed_chunks(gmap) -> None:
    url = gmap["articles"][gmap["first"]]["url"]
    assert parse_batchexecute(fixture_text("gnews_batchexecute_chunked.txt")) == url


@pytest.mark.parametrize(
    ("name", "status", "code"),
    [
        ("gnews_batchexecute_error.txt", 200, "gnews_error"),
        ("gnews_batchexecute_er.txt", 200, "gnews_error"),
        ("gnews_sorry_429.html", 429, "gnews_http_429"),
        ("gnews_batchexecute_er.txt", 400, "gnews_http_400"),
        ("gnews_article_page_nosig.html", 200, "gnews_bad_answer"),
    ],
)
def test_batchexecute_errors(name: str, status: int, code: str) -> None:
    request = Request(
        "https://news.google.com/_/DotsSplashUi/data/batchexecute",
        method="POST",
        meta={"comspider_article": {"url": "x"}},
    )
    result = parse_batchexecute(response_for(request, name, status=status, kind="text"))
    assert isinstance(result, Reason) and result.code == code, result
    assert result.stat == f"comspider/sources/{code}"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (')]}\'\n\n[["di",12],["af.httprm",11,"-1",1]]', "gnews_no_result"),
        (
            ')]}\'\n\n[["wrb.fr","Fbv4je","[\\"garturlres\\",null,1]",null,null,null,"generic"]]',
            "gnews_bad_url",
        ),
        (')]}\'\n\n[["wrb.fr","Fbv4je","[\\"garturlres\\",\\"javascript:x\\",1]"]]', "gnews_bad_url"),
        (')]}\'\n\n[["wrb.fr","Fbv4je","{oops",null]]', "gnews_error"),
        ("", "gnews_bad_answer"),
        (")]}'", "gnews_bad_answer"),
    ],
)
def test_odd_answers(body: str, code: str) -> None:
    result = parse_batchexecute(body)
    assert isinstance(result, Reason) and result.code == code, result


@pytest.mark.parametrize(
    ("name", "status", "url", "code"),
    [
        ("gnews_article_page_nosig.html", 200, None, "gnews_no_signature"),
        ("gnews_sorry_429.html", 429, None, "gnews_http_429"),
        (
            "gnews_article_page.html",
            200,
            "https://consent.google.com/ml?continue=https://news.google.com/rss/articles/x",
            "gnews_consent",
        ),
    ],
)
def test_page_errors(first_article: Article, name, status, url, code) -> None:
    request = exchange_page_request(first_article, _callback)
    result = parse_exchange_page(response_for(request, name, status=status, url=url))
    assert isinstance(result, Reason) and result.code == code, result


def test_page_picks_the_element_of_our_id(first_article: Article, gmap) -> None:
    page = fixture_text("gnews_article_page.html")
    decoy = '<div data-n-a-id="CBMiOTHER" data-n-a-ts="1" data-n-a-sg="decoy"></div>'
    request = exchange_page_request(first_article, _callback)
    body = page.replace("<c-wiz ", decoy + "<c-wiz ", 1).encode()
    params = parse_exchange_page(response_for(request, body=body))
    assert isinstance(params, ExchangeParams)
    assert params.signature == gmap["articles"][gmap["first"]]["sg"]


def test_page_with_a_bad_timestamp(first_article: Article) -> None:
    page = fixture_text("gnews_article_page.html")
    body = page.replace('data-n-a-ts="', 'data-n-a-ts="x').encode()
    request = exchange_page_request(first_article, _callback)
    result = parse_exchange_page(response_for(request, body=body))
    assert isinstance(result, Reason) and result.code == "gnews_no_signature"


def test_exchange_on_the_link_s_own_host(first_article: Article, gmap) -> None:
    local = Article.from_dict(
        {
            **first_article.to_dict(),
            "url": first_article.url.replace("https://news.google.com", "http://127.0.0.1:8123"),
        }
    )
    request = exchange_page_request(local, _callback)
    assert request.url == "http://127.0.0.1:8123/rss/articles/" + gmap["first"]
    params = parse_exchange_page(response_for(request, "gnews_article_page.html"))
    assert batchexecute_request(params, _callback).url == (
        "http://127.0.0.1:8123/_/DotsSplashUi/data/batchexecute"
    )


def test_reason_from_failure() -> None:
    request = Request("https://news.google.com/_/DotsSplashUi/data/batchexecute")
    response = response_for(request, body=b"", status=429, kind="text")
    reason = reason_from_failure(Failure(HttpError(response, "Ignoring non-200 response")))
    assert reason.code == "gnews_http_429" and "rate limited" in reason.message
    dns = Failure(DNSLookupError("news.google.com"))
    dns.request = request  # Scrapy sets it on download errors
    reason = reason_from_failure(dns)
    assert reason.code == "gnews_download"
    assert "DNSLookupError" in reason.message and "news.google.com" in reason.message
    robots = Failure(IgnoreRequest("Forbidden by robots.txt"))
    robots.request = Request("https://news.google.com/rss", meta={"comspider_source": {}})
    reason = reason_from_failure(robots)  # a feed request: the prefix is "feed"
    assert reason.code == "feed_ignored" and "robots.txt" in reason.message
