"""Where article URLs come from: Google News RSS, any RSS/Atom/RDF feed, URL lists.

The spider (:mod:`comspider.spiders.news_comments`) builds its sources with
:func:`sources_from_arguments`, downloads each feed, turns the responses into
:class:`FeedResult` values (:func:`parse_feed_response`), resolves Google News links
(:func:`resolve_offline`, else the two-request exchange) and admits the articles.

Pieces (each its own module):

- :class:`Article` (:mod:`comspider.article`, shared), carried in
  ``meta["comspider_article"]`` as a dict;
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

from comspider.article import Article
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
from comspider.sources.url_list import parse_url_list, split_urls

__all__ = [
    "EDITIONS",
    "GOOGLE_NEWS",
    "TOPICS",
    "Article",
    "Edition",
    "EditionError",
    "ExchangeParams",
    "Feed",
    "FeedResult",
    "GoogleNewsFeed",
    "NeedsExchange",
    "Reason",
    "Source",
    "SourceArgumentError",
    "UrlList",
    "batchexecute_payload",
    "batchexecute_request",
    "decode_article_id",
    "decode_offline",
    "exchange_page_request",
    "finish_exchange",
    "google_news_url",
    "parse_batchexecute",
    "parse_exchange_page",
    "parse_feed",
    "parse_feed_response",
    "parse_url_list",
    "reason_from_failure",
    "resolve_edition",
    "resolve_offline",
    "resolved",
    "source_from_meta",
    "sources_from_arguments",
    "split_urls",
]
