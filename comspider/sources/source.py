"""Typed sources of article URLs: :class:`GoogleNewsFeed`, :class:`Feed`, :class:`UrlList`.

Each source knows what to download (``requests``) or holds its articles inline
(``inline``), and turns a downloaded feed into articles (``parse``). Requests carry the
source as ``meta["comspider_source"]`` (a plain dict), so :func:`parse_feed_response`
rebuilds it in the spider's callback and requests stay picklable.

:func:`sources_from_arguments` builds the list from the spider's ``-a`` arguments.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable
from typing import Any, ClassVar
from urllib.parse import urlsplit

import scrapy
from scrapy.http import Response

from comspider.request_meta import SOURCE_META
from comspider.sources.editions import Edition
from comspider.sources.feed_parser import FeedResult, parse_feed
from comspider.sources.google_news import (
    GOOGLE_NEWS,
    SourceArgumentError,
    edition_for,
    google_news_url,
    looks_like_google_news_feed,
    normalise_topic,
    parse_topics,
)
from comspider.sources.reason import Reason, http_reason
from comspider.sources.url_list import URLS_LABEL, parse_url_list, split_urls, with_scheme

logger = logging.getLogger(__name__)

#: Feed statuses passed to ``parse`` (reported as ``feed_http_<status>``) rather than
#: dropped by HttpErrorMiddleware. Redirects are still followed.
FEED_ERROR_STATUSES = [400, 401, 403, 404, 410, 429, 500, 502, 503, 504]


class Source:
    """Where article URLs come from. Subclasses set ``kind`` and implement the hooks."""

    kind: ClassVar[str] = "source"

    @property
    def name(self) -> str:
        """A short label for logs and stats."""
        raise NotImplementedError

    def feed_urls(self) -> list[str]:
        """The URLs to download (none for inline sources)."""
        return []

    def inline(self) -> FeedResult | None:
        """The articles a source holds without downloading anything (URL lists)."""
        return None

    def requests(
        self,
        callback: Callable[..., Any],
        errback: Callable[..., Any] | None = None,
        *,
        meta: dict[str, Any] | None = None,
        priority: int = 0,
        dont_filter: bool = True,
    ) -> list[scrapy.Request]:
        """One plain (non-browser) request per feed URL. ``dont_filter`` defaults to True so
        that a spider may poll the same feed again."""
        out = []
        for url in self.feed_urls():
            request_meta = dict(meta or {})
            request_meta[SOURCE_META] = self.to_meta()
            statuses = set(request_meta.get("handle_httpstatus_list", []))
            request_meta["handle_httpstatus_list"] = sorted(statuses | set(FEED_ERROR_STATUSES))
            out.append(
                scrapy.Request(
                    url,
                    callback=callback,
                    errback=errback,
                    meta=request_meta,
                    priority=priority,
                    dont_filter=dont_filter,
                )
            )
        return out

    def parse(self, response: Response) -> FeedResult:
        """A downloaded feed -> a :class:`FeedResult` (never raises on bad content)."""
        label = self._label(response)
        if response.status >= 400:
            return FeedResult(feed=label, reason=http_reason("feed", response.status, f"the feed {label}"))
        return parse_feed(
            response.body,
            response.url,
            content_type=response.headers.get("Content-Type"),
            google=self._google(),
            feed_label=label,
        )

    def to_meta(self) -> dict[str, Any]:
        raise NotImplementedError

    # hooks
    def _google(self) -> bool | None:
        return None

    def _label(self, response: Response) -> str:
        urls = self.feed_urls()
        return urls[0] if len(urls) == 1 else response.url

    def __str__(self) -> str:
        return self.name


class GoogleNewsFeed(Source):
    """A Google News RSS feed: top stories, a topic section, or a search, of one edition."""

    kind = "google_news"

    def __init__(
        self,
        country: str | None = None,
        language: str | None = None,
        topic: str | None = None,
        query: str | None = None,
        base_url: str = GOOGLE_NEWS,
        *,
        edition: Edition | None = None,
    ) -> None:
        self.edition = edition or edition_for(country, language)
        self.topic = normalise_topic(topic)
        self.query = " ".join(query.split()) if query and query.strip() else None
        self.base_url = base_url.rstrip("/")
        self.url = google_news_url(
            topic=self.topic, query=self.query, base_url=self.base_url, edition=self.edition
        )

    @property
    def name(self) -> str:
        what = f"search:{self.query}" if self.query else (self.topic or "top")
        return f"google_news:{self.edition.ceid}:{what}"

    def feed_urls(self) -> list[str]:
        return [self.url]

    def _google(self) -> bool | None:
        return True

    def to_meta(self) -> dict[str, Any]:
        e = self.edition
        return {
            "kind": self.kind,
            "country": e.country,
            "language": e.language,
            "hl": e.hl,
            "ceid": e.ceid,
            "known": e.known,
            "topic": self.topic,
            "query": self.query,
            "base_url": self.base_url,
        }

    @classmethod
    def from_meta(cls, data: dict[str, Any]) -> GoogleNewsFeed:
        edition = Edition(
            data["country"], data["language"], data["hl"], data["ceid"], bool(data.get("known", True))
        )
        return cls(
            topic=data.get("topic"),
            query=data.get("query"),
            base_url=data.get("base_url") or GOOGLE_NEWS,
            edition=edition,
        )

    def __repr__(self) -> str:
        return f"GoogleNewsFeed({self.url!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GoogleNewsFeed) and other.url == self.url

    def __hash__(self) -> int:
        return hash(self.url)


class Feed(Source):
    """Any RSS 2.0, RSS 1.0 (RDF) or Atom feed, by URL. ``google`` forces or (None)
    auto-detects Google News conventions (a Google News RSS URL given as a feed)."""

    kind = "feed"

    def __init__(self, url: str, google: bool | None = None) -> None:
        value = with_scheme(url.strip())
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise SourceArgumentError(f"feed {url!r} is not an http(s) URL")
        self.url = value
        self.google = google if google is not None else (True if looks_like_google_news_feed(value) else None)

    @property
    def name(self) -> str:
        return f"feed:{self.url}"

    def feed_urls(self) -> list[str]:
        return [self.url]

    def _google(self) -> bool | None:
        return self.google

    def to_meta(self) -> dict[str, Any]:
        return {"kind": self.kind, "url": self.url, "google": self.google}

    @classmethod
    def from_meta(cls, data: dict[str, Any]) -> Feed:
        return cls(data["url"], data.get("google"))

    def __repr__(self) -> str:
        return f"Feed({self.url!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Feed) and other.url == self.url

    def __hash__(self) -> int:
        return hash(self.url)


class UrlList(Source):
    """Article URLs given inline (or read from a file): nothing to download."""

    kind = "urls"

    def __init__(self, text: str, label: str = URLS_LABEL, language: str | None = None) -> None:
        self.text = text
        self.label = label
        self.language = language

    @classmethod
    def from_argument(cls, value: str, language: str | None = None) -> UrlList:
        """A ``urls`` argument: the path of a file of URLs, or the URLs themselves."""
        candidate = value.strip()
        if (
            candidate
            and "\n" not in candidate
            and "://" not in candidate
            and (os.path.isfile(os.path.expanduser(candidate)))
        ):
            path = os.path.expanduser(candidate)
            try:
                with open(path, encoding="utf-8-sig", errors="replace") as handle:
                    return cls(handle.read(), label=URLS_LABEL, language=language)
            except OSError as error:
                raise SourceArgumentError(f"cannot read the URL list {path}: {error}") from None
        return cls(value, label=URLS_LABEL, language=language)

    @property
    def name(self) -> str:
        return "urls"

    def inline(self) -> FeedResult:
        return parse_url_list(self.text, self.label, language=self.language)

    def parse(self, response: Response) -> FeedResult:
        text = response.body.decode("utf-8", errors="replace")
        return parse_url_list(text, self.label, language=self.language)

    def to_meta(self) -> dict[str, Any]:
        return {"kind": self.kind, "label": self.label}  # the text stays out of meta

    def __repr__(self) -> str:
        return f"UrlList({len(self.text)} chars)"


def source_from_meta(data: dict[str, Any] | None, url: str | None = None) -> Source:
    """Rebuild the source a feed request was made for (``meta["comspider_source"]``);
    without meta, a :class:`Feed` for ``url``."""
    if data:
        kind = data.get("kind")
        if kind == GoogleNewsFeed.kind:
            return GoogleNewsFeed.from_meta(data)
        if kind == Feed.kind:
            return Feed.from_meta(data)
        if kind == UrlList.kind:
            return UrlList("", label=data.get("label") or URLS_LABEL)
    if url is None:
        raise ValueError("no comspider_source in meta and no URL")
    return Feed(url)


def parse_feed_response(response: Response) -> FeedResult:
    """The spider's feed callback in one call: rebuild the source from the request meta and
    parse the response. Never raises on bad content (see ``FeedResult.reason``)."""
    try:
        source = source_from_meta(response.meta.get(SOURCE_META), response.url)
    except (SourceArgumentError, ValueError, KeyError) as error:
        return FeedResult(
            feed=response.url,
            reason=Reason("not_a_feed", f"{response.url}: cannot rebuild its source ({error})"),
        )
    except AttributeError:  # a response without a request: no meta
        source = Feed(response.url)
    return source.parse(response)


def _split(value: str | None) -> list[str]:
    if not value:
        return []
    return [part for part in re.split(r"[\s,]+", value) if part]


def sources_from_arguments(
    *,
    country: str | None = None,
    language: str | None = None,
    topic: str | None = None,
    query: str | None = None,
    feeds: str | list[str] | None = None,
    urls: str | list[str] | None = None,
    urls_file: str | None = None,
    google: bool | None = None,
    google_news_base: str = GOOGLE_NEWS,
) -> list[Source]:
    """The sources named by the spider's arguments (strings, as ``-a`` gives them).

    - ``country`` (one code or a comma-separated list), ``language``, ``topic`` (one,
      a comma-separated list, or ``all``), ``query``: Google News feeds, one per
      (country, topic) and one search per country;
    - ``feeds``: RSS/Atom/RDF feed URLs, separated as :func:`.url_list.split_urls` reads
      them (whitespace, or a comma where a new URL starts), or a list;
    - ``urls``: article URLs (one per line, or as ``feeds``, or a list) or the path of a
      file of URLs; ``urls_file``: the path of a file of URLs.

    ``google``: True always adds the Google News feeds, False never does; None (default)
    adds them when one of country/language/topic/query is given, or when no other source
    is (so no argument at all means the US top stories). ``google_news_base`` replaces
    ``https://news.google.com`` (the offline web's hub).

    Raises :class:`SourceArgumentError` with a message fit for the user.
    """
    feed_list = (
        split_urls(feeds or "")
        if isinstance(feeds, str) or feeds is None
        else [f for f in feeds if f and f.strip()]
    )
    if isinstance(urls, list):
        urls = "\n".join(u for u in urls if u and u.strip())
    others = bool(feed_list or (urls and urls.strip()) or (urls_file and urls_file.strip()))
    if google is None:
        google = any(v and str(v).strip() for v in (country, language, topic, query)) or (not others)
    sources: list[Source] = []
    if google:
        codes: list[str | None] = [*_split(country)] or [None]
        for code in codes:
            edition = edition_for(code, language)
            if not edition.known:
                logger.warning(
                    "country=%s language=%s is not a Google News edition; using hl=%s gl=%s ceid=%s",
                    code,
                    language,
                    edition.hl,
                    edition.gl,
                    edition.ceid,
                )
            if query and query.strip():
                sources.append(GoogleNewsFeed(query=query, base_url=google_news_base, edition=edition))
            if not (query and query.strip()) or (topic and topic.strip()):
                for section in parse_topics(topic):
                    sources.append(GoogleNewsFeed(topic=section, base_url=google_news_base, edition=edition))
    for url in feed_list:
        sources.append(Feed(url))
    if urls and urls.strip():
        sources.append(UrlList.from_argument(urls))
    if urls_file and urls_file.strip():
        path = os.path.expanduser(urls_file.strip())
        if not os.path.isfile(path):
            raise SourceArgumentError(f"urls_file {urls_file!r} is not a file")
        sources.append(UrlList.from_argument(path))
    unique: list[Source] = []
    for source in sources:
        if source not in unique:
            unique.append(source)
    return unique
