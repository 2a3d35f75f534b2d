"""Google News article links: offline decoding, field by field."""

from __future__ import annotations

import base64

import pytest

from comspider.sources import Article, NeedsExchange, Reason, decode_offline, resolve_offline
from comspider.sources.gnews_links import (
    decode_article_id,
    encode_article_id,
    protobuf_fields,
    unwrap_google_redirect,
)
from tests.sources.conftest import exchange_map

G = "https://news.google.com/rss/articles/"

# Real article ids seen in public Google News feeds (2023-2026).
NDTV_WITH_AMP = (
    "CBMiWmh0dHBzOi8vd3d3Lm5kdHYuY29tL3dvcmxkLW5ld3MvZWxvbi1tdXNrLXJlY2xhaW1zLXRoZS10aXRsZS1vZi"
    "13b3JsZHMtcmljaGVzdC1tYW4tMzgyMDMyONIBYGh0dHBzOi8vd3d3Lm5kdHYuY29tL3dvcmxkLW5ld3MvZWxvbi1t"
    "dXNrLXJlY2xhaW1zLXRoZS10aXRsZS1vZi13b3JsZHMtcmljaGVzdC1tYW4tMzgyMDMyOC9hbXAvMQ"
)
NEW_STYLE_SHORT = (
    "CBMiXkFVX3lxTFBReTJhSkRlckZEdU5yRy1UUUQ2VnBTb01FRnlJMzZYMTJXOEx6cG41VjhLN3NYX3cyUXV6Wk1t"
    "d2pTeHBUS1JqdEZieEtFdGRJT0JvclVKUTNKcXo5MVE"
)
NEW_STYLE_TWO_BYTE_LENGTH = (
    "CBMipAFBVV95cUxOTHEwU1ZaV1pkRUgzU0MxV3EzaW5EUkVnUnZ1NHVWT2phRlhvMWFjOHlrVkF6ZnhVekVTcjlv"
    "U3RCbVBaNjFhYTQtcFFtOUtJZ1Q4ZkVnSEg1bjFJVEwwbGlmZ1JxWWVZb0xGTmc1cnZwMGlQdWxlN0VVSmYyNjB0"
    "ZW1zS3QxY2tCUmZ1Q2YxSDFZUFJrRjg4ZnIwd0k3UVlhc0pMZQ"
)


def test_old_style_real_id_with_amp_field() -> None:
    assert decode_offline(G + NDTV_WITH_AMP + "?oc=5") == (
        "https://www.ndtv.com/world-news/elon-musk-reclaims-the-title-of-worlds-richest-man-3820328"
    )
    fields = protobuf_fields(base64.urlsafe_b64decode(NDTV_WITH_AMP + "=="))
    assert [(n, w) for n, w, _ in fields] == [(1, 0), (4, 2), (26, 2)]


@pytest.mark.parametrize("article_id", [NEW_STYLE_SHORT, NEW_STYLE_TWO_BYTE_LENGTH])
def test_new_style_real_ids_need_the_exchange(article_id: str) -> None:
    result = decode_offline(G + article_id + "?oc=5")
    assert isinstance(result, NeedsExchange)
    assert result.article_id == article_id
    assert result.origin == "https://news.google.com"
    assert result.page_url == G + article_id
    assert result.batchexecute_url == "https://news.google.com/_/DotsSplashUi/data/batchexecute"
    payload = decode_article_id(article_id)
    assert isinstance(payload, bytes) and payload.startswith(b"AU_yqL")


def test_every_fixture_id() -> None:
    """The exchange map lists the new-style ids of all Google fixtures."""
    articles = exchange_map()["articles"]
    assert len(articles) > 40
    for article_id in articles:
        assert isinstance(decode_offline(G + article_id + "?oc=5"), NeedsExchange)


@pytest.mark.parametrize(
    "url",
    [
        "https://www.example.com/a",
        "https://www.example.com/" + "long-path/" * 40,  # > 127 bytes: two-byte length
        "http://example.org/?q=ü&x=1",
    ],
)
@pytest.mark.parametrize("kind", [19, 2])
def test_round_trip_any_length(url: str, kind: int) -> None:
    article_id = encode_article_id(url, amp_url=url + "/amp", kind=kind)
    assert article_id.startswith("CBMi" if kind == 19 else "CAIi")
    assert decode_offline(G + article_id) == url
    for path in ("/articles/", "/rss/articles/", "/__i/rss/rd/articles/", "/read/"):
        assert decode_offline("https://news.google.com" + path + article_id + "?hl=en") == url


@pytest.mark.parametrize(
    "article_id",
    [
        "CBMi!!",
        "CBMiabc",
        "CBMi",
        "AAAA",
        "CBMiWmh0dHBz",  # truncated payload
        "x" * 5000,
        "CBMi" + "A" * 9,
    ],
)
def test_malformed_google_ids_give_a_reason(article_id: str) -> None:
    result = decode_offline(G + article_id + "?oc=5")
    assert isinstance(result, Reason) and result.code == "gnews_bad_id", result


def test_malformed_url_inside_an_id() -> None:
    result = decode_offline(G + encode_article_id("https://"))
    assert isinstance(result, Reason) and result.code == "gnews_bad_url"


@pytest.mark.parametrize(
    "link",
    [
        "https://www.bbc.com/news/articles/c4gk2l7x9mzo",
        "https://example.com/articles/12345",
        "https://example.com/articles/CBMinot-really",
        "https://news.google.com/topics/CAAqJggKIiBDQkFTRWdvSUwyMHZNRGx1YlY4U0FtVnVHZ0pWVXlnQVAB",
        "https://news.google.com/",
        "mailto:x@example.com",
        "not a url",
    ],
)
def test_other_links_are_left_alone(link: str) -> None:
    assert decode_offline(link) is None
    article = Article(url=link)
    assert resolve_offline(article) is article


def test_emulated_google_on_loopback() -> None:
    url = "https://www.zeit.de/wissen/2026-11/x"
    assert decode_offline("http://127.0.0.1:8123/rss/articles/" + encode_article_id(url)) == url
    token = encode_article_id("AU_yqLabcdefghijklmnop")
    need = decode_offline("http://127.0.0.1:8123/rss/articles/" + token + "?oc=5")
    assert isinstance(need, NeedsExchange) and need.origin == "http://127.0.0.1:8123"
    assert need.page_url == "http://127.0.0.1:8123/rss/articles/" + token


def test_resolve_offline() -> None:
    url = "https://www.space.com/x"
    link = G + encode_article_id(url) + "?oc=5"
    article = Article(url=link, title="T", feed="f")
    ready = resolve_offline(article)
    assert isinstance(ready, Article)
    assert (ready.url, ready.source_url, ready.title) == (url, link, "T")
    assert resolve_offline(ready) is ready  # idempotent
    bad = resolve_offline(Article(url=G + "CBMiabc"))
    assert isinstance(bad, Reason)


def test_google_redirect_wrapper() -> None:
    link = (
        "https://www.google.com/url?rct=j&sa=t&url=https://pub.example/a%3Fb%3D1&ct=ga&cd=CAIyGjE&usg=AOvVaw1"
    )
    assert unwrap_google_redirect(link) == "https://pub.example/a?b=1"
    assert decode_offline(link) == "https://pub.example/a?b=1"
    assert unwrap_google_redirect("https://evil.example/url?url=https://x.example/") is None
