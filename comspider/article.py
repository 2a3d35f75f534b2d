"""An article to visit, as a feed (or a URL list) describes it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


@dataclass(slots=True)
class Article:
    """One article URL with the metadata its source gave.

    It travels inside ``Request.meta["comspider_article"]`` as a plain dict
    (``to_dict``), so requests stay picklable for JOBDIR and scrapy-redis.
    """

    url: str
    title: str | None = None
    publisher: str | None = None
    published_at: str | None = None  # ISO 8601, UTC ("2026-11-21T08:00:00+00:00")
    language: str | None = None  # BCP 47 tag from the feed, e.g. "en", "de-AT"
    feed: str | None = None  # the feed URL it came from, or "urls"
    source_url: str | None = None  # the feed's own link (e.g. news.google.com/rss/articles/...)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Article:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})
