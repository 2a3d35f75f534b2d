"""The article's publication time as its page declares it (comspider.declared_time)."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider import declared_time
from comspider.records.dom import parse_html


def test_only_a_web_addresss_path_dates_an_article() -> None:
    # a saved file's folders, a month's own pages and a year ahead date no article; a
    # query or a fragment does not hide the day; the time reaches the document whatever
    # element it is declared on
    month = datetime(2012, 3, 1, tzinfo=UTC)
    assert declared_time.url_date("file:///home/me/pages/2025/10/page.html") is None
    assert declared_time.url_date("https://blog.example/2012/03/index.html") is None
    assert declared_time.url_date("https://blog.example/2012/03/feed") is None
    assert declared_time.url_date("https://blog.example/2048/12/sunset-photo") is None
    assert declared_time.url_date("https://blog.example/2012/03/14#comments") == datetime(
        2012, 3, 14, tzinfo=UTC
    )
    assert declared_time.url_date("https://blog.example/2012/03/slug.html?share=a/b") == month
    assert declared_time.url_date("https://blog.example/2012/03/slug/comment-page-2/") == month
    root = parse_html("<html><body><p>Hi</p></body></html>")
    declared_time.declare_article_time(root.find("body"), month)
    assert declared_time.article_time(root.find("body")) == month


def test_the_first_publication_is_the_articles_time() -> None:
    html = (
        "<html><head><meta property='article:published_time' content='2025-03-20T07:15:00+01:00'>"
        "<meta name='dc.date' content='2025-03-22T10:00:00Z'></head><body><p>x</p></body></html>"
    )
    assert declared_time.article_time(parse_html(html)) == datetime(2025, 3, 20, 6, 15, tzinfo=UTC)
