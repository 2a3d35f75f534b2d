"""The news_comments spider's arguments (``-a name=value``), validated once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

SCHEDULES = ("queued", "immediate")


@dataclass(slots=True)
class SpiderArguments:
    feed: str = "google"  # "google" builds a Google News RSS URL from the fields below
    feed_url: str | None = None  # any RSS 2.0 / Atom feed (Google News format included)
    urls: list[str] | None = None  # article URLs directly
    urls_file: str | None = None  # a file with one article URL per line
    country: str = "US"
    language: str = "en"
    topic: str | None = None
    query: str | None = None
    max_articles: int | None = None
    schedule: str = "queued"
    watch: bool = False  # long-running: poll the sources every COMSPIDER_FEED_INTERVAL s

    @classmethod
    def parse(cls, kwargs: dict[str, Any]) -> SpiderArguments:
        args = cls()
        if "feed" in kwargs:
            args.feed = str(kwargs.pop("feed")).strip().lower()
        args.feed_url = _opt(kwargs.pop("feed_url", None))
        urls = _opt(kwargs.pop("urls", None))
        if urls:
            args.urls = [u.strip() for u in urls.replace("\n", ",").split(",") if u.strip()]
        args.urls_file = _opt(kwargs.pop("urls_file", None))
        args.country = str(kwargs.pop("country", args.country)).strip() or "US"
        args.language = str(kwargs.pop("language", args.language)).strip() or "en"
        args.topic = _opt(kwargs.pop("topic", None))
        args.query = _opt(kwargs.pop("query", None))
        max_articles = _opt(kwargs.pop("max_articles", None))
        if max_articles is not None:
            try:
                args.max_articles = int(max_articles)
            except ValueError:
                raise ValueError(f"max_articles must be an integer, not {max_articles!r}") from None
            if args.max_articles < 0:
                raise ValueError("max_articles must be >= 0")
        args.schedule = str(kwargs.pop("schedule", args.schedule)).strip().lower()
        if args.schedule not in SCHEDULES:
            raise ValueError(f"schedule must be one of {', '.join(SCHEDULES)}, not {args.schedule!r}")
        args.watch = _flag("watch", kwargs.pop("watch", None))
        if args.feed not in ("google", "none"):
            raise ValueError(f"feed must be 'google' (or give feed_url / urls), not {args.feed!r}")
        return args

    @property
    def uses_google(self) -> bool:
        """Google News is the default source when no other source is given."""
        return self.feed == "google" and not (self.feed_url or self.urls or self.urls_file)


def _opt(value: Any) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    return text or None


def _flag(name: str, value: Any) -> bool:
    text = (_opt(value) or "false").lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"{name} must be true or false, not {value!r}")
