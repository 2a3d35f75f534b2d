"""Google News RSS feed URLs: top stories, topic sections and searches, for any edition.

::

    google_news_url()                                  # US top stories
    google_news_url(country="DE", language="de", topic="world")
    google_news_url(country="BR", language="pt", query="eleições when:1d")

give::

    https://news.google.com/rss?hl=en-US&gl=US&ceid=US:en
    https://news.google.com/rss/headlines/section/topic/WORLD?hl=de&gl=DE&ceid=DE:de
    https://news.google.com/rss/search?q=elei%C3%A7%C3%B5es+when:1d&hl=pt-BR&gl=BR&ceid=BR:pt-419

``base_url`` replaces ``https://news.google.com`` (the offline web serves Google News on
a loopback host). Invalid arguments raise :class:`SourceArgumentError` with a message
that says what to write instead.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, quote_plus, urlsplit

from comspider.sources.editions import Edition, EditionError, resolve_edition

GOOGLE_NEWS = "https://news.google.com"
GOOGLE_NEWS_HOST = "news.google.com"

#: The eight sections of every edition.
TOPICS = ("WORLD", "NATION", "BUSINESS", "TECHNOLOGY", "ENTERTAINMENT", "SPORTS", "SCIENCE", "HEALTH")
_TOPIC_ALIASES = {
    "TECH": "TECHNOLOGY",
    "SPORT": "SPORTS",
    "NATIONAL": "NATION",
    "US": "NATION",
    "LOCAL": "NATION",
    "ECONOMY": "BUSINESS",
    "FINANCE": "BUSINESS",
    "MEDICINE": "HEALTH",
}
_TOP_STORIES = {"", "TOP", "TOPSTORIES", "TOP_STORIES", "HEADLINES", "HOME"}


class SourceArgumentError(ValueError):
    """A spider argument that cannot name a source (bad country, topic, query, URL...)."""


def normalise_topic(topic: str | None) -> str | None:
    """``"world"`` -> ``"WORLD"``; ``None``/``""``/``"top"`` -> None (top stories)."""
    if topic is None:
        return None
    value = re.sub(r"[\s-]+", "_", topic.strip()).upper()
    if value in _TOP_STORIES:
        return None
    value = _TOPIC_ALIASES.get(value, value)
    if value not in TOPICS:
        raise SourceArgumentError(
            f"topic {topic!r} is not a Google News section; use one of "
            f"{', '.join(TOPICS)} (any case), 'top' for top stories, or 'all'"
        )
    return value


def parse_topics(topic: str | None) -> list[str | None]:
    """A ``topic`` spider argument: one topic, a comma-separated list, or ``all``."""
    if topic is None or not topic.strip():
        return [None]
    if topic.strip().lower() == "all":
        return list(TOPICS)
    topics: list[str | None] = []
    for part in topic.split(","):
        value = normalise_topic(part)
        if value not in topics:
            topics.append(value)
    return topics


def edition_for(country: str | None, language: str | None) -> Edition:
    try:
        return resolve_edition(country, language)
    except EditionError as error:
        raise SourceArgumentError(str(error)) from None


def google_news_url(
    country: str | None = None,
    language: str | None = None,
    topic: str | None = None,
    query: str | None = None,
    base_url: str = GOOGLE_NEWS,
    edition: Edition | None = None,
) -> str:
    """The RSS URL of a Google News feed. ``topic`` and ``query`` exclude each other."""
    edition = edition or edition_for(country, language)
    base = base_url.rstrip("/")
    if not re.match(r"^https?://[^/?#]+$", base):
        raise SourceArgumentError(f"Google News base URL {base_url!r} must be scheme://host[:port] only")
    section = normalise_topic(topic)
    if query is not None and query.strip():
        if section is not None:
            raise SourceArgumentError("give either a topic or a query, not both, per feed")
        q = " ".join(query.split())
        if len(q) > 2000:
            raise SourceArgumentError("query is longer than 2000 characters")
        return f"{base}/rss/search?q={quote_plus(q, safe=':')}&{edition.query()}"
    if section is None:
        return f"{base}/rss?{edition.query()}"
    return f"{base}/rss/headlines/section/topic/{section}?{edition.query()}"


def is_google_news_host(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    return host == GOOGLE_NEWS_HOST


def looks_like_google_news_feed(url: str) -> bool:
    """A Google News RSS URL on any host: ``/rss`` paths carrying ``ceid``, or on
    news.google.com."""
    parts = urlsplit(url)
    if not parts.path.startswith("/rss") and not parts.path.startswith("/news/rss"):
        return False
    return is_google_news_host(url) or "ceid" in parse_qs(parts.query)


def feed_language(url: str) -> str | None:
    """The ``hl`` of a Google News feed URL, as a BCP 47 tag (``en-US``, ``de``)."""
    values = parse_qs(urlsplit(url).query).get("hl")
    return values[0] if values and values[0].strip() else None


def feed_ceid(url: str | None) -> str | None:
    if not url:
        return None
    values = parse_qs(urlsplit(url).query).get("ceid")
    return values[0] if values and re.fullmatch(r"[A-Z]{2}:[A-Za-z0-9-]+", values[0]) else None


def strip_publisher(title: str, publisher: str | None) -> str:
    """Google News titles end with `` - Publisher``; drop it when it is the publisher."""
    if not publisher:
        return title
    name = publisher.strip()
    for dash in (" - ", " – ", " — "):
        suffix = dash + name
        if title.casefold().endswith(suffix.casefold()) and len(title) > len(suffix):
            return title[: -len(suffix)].rstrip()
    return title
