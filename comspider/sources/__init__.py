"""Where article URLs come from: Google News RSS, any RSS/Atom/RDF feed, URL lists.

The spider's whole use of this package::

    from comspider.sources import (
        Article, NeedsExchange, Reason, batchexecute_request, exchange_page_request,
        finish_exchange, parse_exchange_page, parse_feed_response, reason_from_failure,
        resolve_offline, sources_from_arguments,
    )

    class NewsCommentsSpider(scrapy.Spider):
        def __init__(self, country=None, language=None, topic=None, query=None,
                     feeds=None, urls=None, **kwargs):
            super().__init__(**kwargs)
            self.sources = sources_from_arguments(          # SourceArgumentError if bad
                country=country, language=language, topic=topic, query=query,
                feeds=feeds, urls=urls)                     # (+ urls_file, google, base)
            self.exchanged: set[str] = set()

        async def start(self):
            for source in self.sources:
                inline = source.inline()                    # URL lists: no download
                if inline is not None:
                    for request in self.follow(inline):
                        yield request
                for request in source.requests(self.parse_feed, self.on_source_error):
                    yield request

        def parse_feed(self, response):
            yield from self.follow(parse_feed_response(response))

        def follow(self, result):                           # a FeedResult
            if result.reason:                               # broken / empty / HTTP error
                self.logger.info("%s", result.reason)
                self.crawler.stats.inc_value(result.reason.stat)
            for article in result.articles:
                step = resolve_offline(article)
                if isinstance(step, NeedsExchange):         # new-style Google link
                    if article.url not in self.exchanged:   # once per Google link
                        self.exchanged.add(article.url)
                        yield exchange_page_request(article, self.parse_exchange_page,
                                                    self.on_source_error)
                elif isinstance(step, Reason):              # malformed Google link
                    self.crawler.stats.inc_value(step.stat)
                else:                                       # an Article to visit
                    yield self.visit(step)

        def parse_exchange_page(self, response):
            params = parse_exchange_page(response)          # ExchangeParams | Reason
            if isinstance(params, Reason):
                ...                                         # log, stat; stop
                return
            yield batchexecute_request(params, self.parse_batchexecute, self.on_source_error)

        def parse_batchexecute(self, response):
            article = finish_exchange(response)             # Article | Reason
            if isinstance(article, Reason):
                ...
                return
            yield self.visit(article)

        def on_source_error(self, failure):
            reason = reason_from_failure(failure)           # feed_download, gnews_http_429,
            ...                                             # gnews_ignored (robots.txt)

Pieces (each its own module):

- :mod:`.article`: :class:`Article`, carried in ``meta["comspider_article"]`` as a dict;
- :mod:`.reason`: :class:`Reason` (``code``, ``message``, ``stat``): every failure is a
  value, never an exception, once the arguments are valid;
- :mod:`.editions`: Google News editions (``hl``/``gl``/``ceid``), :func:`resolve_edition`;
- :mod:`.google_news`: feed URLs (:func:`google_news_url`), topics,
  :class:`SourceArgumentError`;
- :mod:`.encoding`, :mod:`.dates`: feed bytes and dates repaired and normalised;
- :mod:`.feed_parser`: :func:`parse_feed` -> :class:`FeedResult`;
- :mod:`.url_list`: :func:`parse_url_list` -> :class:`FeedResult`;
- :mod:`.gnews_links`: :func:`decode_offline`, :func:`resolve_offline`,
  :class:`NeedsExchange`;
- :mod:`.gnews_exchange`: the two-request exchange as Scrapy requests;
- :mod:`.source`: :class:`GoogleNewsFeed`, :class:`Feed`, :class:`UrlList`,
  :func:`sources_from_arguments`, :func:`parse_feed_response`.

``max_articles`` is the spider's business: ``FeedResult.articles`` keeps the feed's order.
"""

from comspider.sources.article import Article
from comspider.sources.editions import EDITIONS, Edition, EditionError, resolve_edition
from comspider.sources.feed_parser import FeedResult, parse_feed
from comspider.sources.gnews_exchange import (
    ExchangeParams,
    batchexecute_payload,
    batchexecute_request,
    exchange_page_request,
    finish_exchange,
    parse_batchexecute,
    parse_exchange_page,
    reason_from_failure,
)
from comspider.sources.gnews_links import (
    NeedsExchange,
    decode_article_id,
    decode_offline,
    resolve_offline,
    resolved,
)
from comspider.sources.google_news import (
    GOOGLE_NEWS,
    TOPICS,
    SourceArgumentError,
    google_news_url,
)
from comspider.sources.reason import Reason
from comspider.sources.source import (
    Feed,
    GoogleNewsFeed,
    Source,
    UrlList,
    parse_feed_response,
    source_from_meta,
    sources_from_arguments,
)
from comspider.sources.url_list import parse_url_list

__all__ = [
    "EDITIONS", "GOOGLE_NEWS", "TOPICS", "Article", "Edition", "EditionError",
    "ExchangeParams", "Feed", "FeedResult", "GoogleNewsFeed", "NeedsExchange", "Reason",
    "Source", "SourceArgumentError", "UrlList", "batchexecute_payload",
    "batchexecute_request", "decode_article_id", "decode_offline", "exchange_page_request",
    "finish_exchange", "google_news_url", "parse_batchexecute", "parse_exchange_page",
    "parse_feed", "parse_feed_response", "parse_url_list", "reason_from_failure",
    "resolve_edition", "resolve_offline", "resolved", "source_from_meta",
    "sources_from_arguments",
]
