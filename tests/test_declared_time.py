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


#: The XPath the one walk of :func:`declared_time._published_element` stands for.
_PUBLISHED_XPATH = (
    '//*[@itemprop="datePublished"][@content or @datetime or @title] | //time[@pubdate][@datetime] | '
    '//*[contains(concat(" ", normalize-space(@class), " "), " published ")][@datetime or @title] | '
    '//*[contains(concat(" ", normalize-space(@class), " "), " published ")]/time[@datetime] | '
    '//time[contains(concat(" ", normalize-space(@class), " "), " entry-date ")][@datetime]'
)


def test_the_published_element_is_the_first_the_xpath_finds() -> None:
    bodies = [
        "<p itemprop='datePublished'>2020</p><abbr class='x published' title='2021-01-01'>x</abbr>",
        "<span itemprop='datePublished' content=''>a</span>",
        "<div class='published'><time datetime='2022-02-02'>b</time></div>",
        "<div class='unpublished' title='t'></div><time class='a\tentry-date' datetime='2023'>c</time>",
        "<time pubdate datetime='2024-01-01'>d</time><div class='published' datetime='x'></div>",
        "<time pubdate>e</time><div class='\vpublished' title='t'></div>",
        "<div class='\u00a0published' title='t'></div><div class='published\n' datetime='2019'></div>",
        "<!-- a comment --><section class='published'><p><time datetime='1'>f</time></p></section>",
        "<div class='published'><!-- c --><time datetime='2018'>g</time></div><i title='x'></i>",
        "<p>nothing here</p>",
    ]
    for body in bodies:
        root = parse_html(f"<html><head><title>t</title></head><body>{body}</body></html>")
        expected = root.xpath(_PUBLISHED_XPATH)[:1]
        assert [declared_time._published_element(root)] == (expected or [None]), body
