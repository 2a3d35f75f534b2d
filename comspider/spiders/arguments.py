"""The news_comments spider's arguments (``-a name=value``), validated once, before the
crawl starts.

Every problem is an :class:`ArgumentError` whose message is one line naming the
argument, the bad value and what is accepted. ``scrapy crawl`` (through
comspider.scrapy_commands), ``comspider crawl`` and the Python API check the arguments
with :meth:`SpiderArguments.parse` before they start anything, and exit with status 2
(or raise) on the first bad one.

The default ``schedule`` depends on the sources: articles given directly (``urls``,
``urls_file``) are visited now (``immediate``); feeds (Google News, ``feed_url``) wait in
the page queue until their comments have had time to arrive (``queued``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields
from typing import Any

from comspider.sources import Feed, SourceArgumentError, UrlList, split_urls
from comspider.sources.google_news import edition_for, parse_topics

SCHEDULES = ("queued", "immediate")
FEEDS = ("google", "none")  # the ``feed`` argument: Google News, or no feed of its own
FLAGS_TRUE = ("1", "true", "yes", "on")
FLAGS_FALSE = ("0", "false", "no", "off")

#: One line of help per argument, for ``comspider crawl --help`` and error messages.
HELP = {
    "feed": "'google' (the default source when no other is given) or 'none'",
    "feed_url": "RSS 2.0, Atom or RDF feed URL(s), separated by spaces, or by commas before http(s)://",
    "urls": "article URL(s), separated by spaces or new lines, or by commas before http(s)://; a comma "
    "elsewhere is part of its URL (https://host/story,UAf9GNd); without a scheme: https://",
    "urls_file": "a file with one article URL per line",
    "country": "Google News edition country (US, DE, BR...)",
    "language": "Google News edition language (en, de, pt-BR...)",
    "topic": "Google News section: world, nation, business, technology, entertainment, sports, science, health",
    "query": "a Google News search",
    "max_articles": "visit at most N articles",
    "schedule": "queued (wait for comments to arrive) or immediate (visit now); "
    "default: immediate for urls/urls_file, queued for feeds",
    "watch": "true: poll the feeds again every COMSPIDER_FEED_INTERVAL seconds until stopped",
}


class ArgumentError(ValueError):
    """A bad spider argument: ``argument``, the ``value`` given, the ``problem`` and what
    is ``accepted``. ``str()`` is the one-line message in ``-a name=value`` terms;
    :meth:`message` can name it as a command-line option instead."""

    def __init__(self, argument: str, value: Any, problem: str, accepted: str = "") -> None:
        self.argument = argument
        self.value = value
        self.problem = problem
        self.accepted = accepted
        super().__init__(self.message())

    def message(self, option: str | None = None) -> str:
        """``option``: how the user spelled the argument (``--max-articles``); default
        ``name=value`` as ``-a`` takes it."""
        if self.value is None:
            head = option or self.argument
        elif option:
            head = f"{option} {self.value!r}"
        else:
            head = f"{self.argument}={self.value!r}"
        text = f"{head}: {self.problem}"
        return f"{text}; accepted: {self.accepted}" if self.accepted else text


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
    schedule: str = "queued"  # resolved: the one given, else by the sources (module docstring)
    watch: bool = False  # long-running: poll the sources every COMSPIDER_FEED_INTERVAL s
    schedule_given: bool = False  # False: ``schedule`` is the default for these sources

    @classmethod
    def names(cls) -> list[str]:
        """The arguments a user may give."""
        return [f.name for f in fields(cls) if f.name != "schedule_given"]

    @classmethod
    def parse(cls, kwargs: dict[str, Any]) -> SpiderArguments:
        """Validate and consume the spider's arguments (removed from ``kwargs``). Names
        starting with ``_`` are left alone (Scrapyd passes ``_job``). Raises
        :class:`ArgumentError` on the first problem."""
        unknown = sorted(k for k in kwargs if k not in cls.names() and not k.startswith("_"))
        if unknown:
            raise ArgumentError(unknown[0], kwargs[unknown[0]], "unknown argument", ", ".join(cls.names()))
        args = cls()
        if "feed" in kwargs:
            args.feed = str(kwargs.pop("feed")).strip().lower()
            if args.feed not in FEEDS:
                raise ArgumentError(
                    "feed", args.feed, "not a source name", "google, none (or give feed_url/urls)"
                )
        args.feed_url = _opt(kwargs.pop("feed_url", None))
        if args.feed_url:
            _check_feeds(args.feed_url)
        urls = _opt(kwargs.pop("urls", None))
        if urls:
            args.urls = split_urls(urls)
            _check_urls("urls", urls, UrlList.from_argument(urls))
        args.urls_file = _opt(kwargs.pop("urls_file", None))
        if args.urls_file:
            _check_urls_file(args.urls_file)
        if args.feed == "none" and not (args.feed_url or args.urls or args.urls_file):
            raise ArgumentError(
                "feed", "none", "leaves the crawl no source", "feed_url, urls or urls_file with it"
            )
        args.country = str(kwargs.pop("country", args.country)).strip() or "US"
        args.language = str(kwargs.pop("language", args.language)).strip() or "en"
        args.topic = _opt(kwargs.pop("topic", None))
        args.query = _opt(kwargs.pop("query", None))
        _check_google(args)
        args.max_articles = _count("max_articles", kwargs.pop("max_articles", None))
        schedule = _opt(kwargs.pop("schedule", None))
        if schedule is not None:
            args.schedule = schedule.lower()
            args.schedule_given = True
            if args.schedule not in SCHEDULES:
                raise ArgumentError("schedule", schedule, "not a schedule", ", ".join(SCHEDULES))
        else:
            args.schedule = "queued" if args.has_feeds else "immediate"
        args.watch = _flag("watch", kwargs.pop("watch", None))
        return args

    @property
    def uses_google(self) -> bool:
        """Google News is the default source when no other source is given."""
        return self.feed == "google" and not (self.feed_url or self.urls or self.urls_file)

    @property
    def has_feeds(self) -> bool:
        """Whether a source is a feed (Google News or ``feed_url``), not only URL lists."""
        return bool(self.feed_url) or self.uses_google

    def schedule_note(self) -> str:
        """Why the crawl runs on its schedule, for the log."""
        if self.schedule_given:
            return f"schedule={self.schedule} (given)"
        if self.schedule == "immediate":
            return (
                "schedule=immediate: new articles given by URL are visited now "
                "(schedule=queued waits for comments)"
            )
        return (
            "schedule=queued: feed articles wait in the page queue until their comments have had "
            "time to arrive (schedule=immediate visits them now)"
        )


def _opt(value: Any) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    return text or None


def _count(name: str, value: Any) -> int | None:
    text = _opt(value)
    if text is None:
        return None
    try:
        number = int(text)
    except ValueError:
        raise ArgumentError(name, value, "not a whole number", "a whole number >= 0, e.g. 50") from None
    if number < 0:
        raise ArgumentError(name, value, "negative", "a whole number >= 0, e.g. 50")
    return number


def _flag(name: str, value: Any) -> bool:
    text = (_opt(value) or "false").lower()
    if text in FLAGS_TRUE:
        return True
    if text in FLAGS_FALSE:
        return False
    raise ArgumentError(name, value, "not true or false", ", ".join(FLAGS_TRUE + FLAGS_FALSE))


def _check_feeds(value: str) -> None:
    for part in split_urls(value):
        try:
            Feed(part)
        except SourceArgumentError:
            raise ArgumentError(
                "feed_url", part, "not an http(s) URL", "feed URLs such as https://example.org/rss.xml"
            ) from None


def _check_urls(name: str, value: str, source: UrlList) -> None:
    result = source.inline()
    if not result.articles:
        expected = "article URLs such as https://example.org/news/1"
        if "file:" in value.lower():
            expected += " (a saved page: comspider extract PATH)"  # the crawl fetches, it does not open files
        raise ArgumentError(name, value, "holds no http(s) URL", expected)


def _check_urls_file(path: str) -> None:
    full = os.path.expanduser(path)
    if not os.path.isfile(full):
        problem = "is a folder" if os.path.isdir(full) else "no such file"
        raise ArgumentError("urls_file", path, problem, "a text file with one article URL per line")
    try:
        source = UrlList.from_argument(full)
    except SourceArgumentError as error:
        raise ArgumentError("urls_file", path, str(error), "a readable text file") from None
    _check_urls("urls_file", path, source)


def _check_google(args: SpiderArguments) -> None:
    """Country, language and topic must name Google News editions and sections (checked
    whatever the sources, so a typo never passes silently)."""
    for code in [c for c in args.country.replace(",", " ").split() if c] or ["US"]:
        try:
            edition_for(code, args.language)
        except SourceArgumentError as error:
            text = str(error)
            name = "language" if text.startswith("language") else "country"
            value = args.language if name == "language" else code
            raise ArgumentError(name, value, _after_value(text), _accepted(name)) from None
    try:
        parse_topics(args.topic)
    except SourceArgumentError:
        raise ArgumentError("topic", args.topic, "not a Google News section", _accepted("topic")) from None


def _after_value(text: str) -> str:
    """'country 'XX' is not ...' -> 'is not ...' (the value is already in the message)."""
    parts = text.split("' ", 1)
    return parts[1] if len(parts) == 2 else text


def _accepted(name: str) -> str:
    if name == "topic":
        return "world, nation, business, technology, entertainment, sports, science, health, top, all"
    if name == "country":
        return "two-letter ISO 3166 codes such as US, DE, BR"
    return "language codes such as en, de, pt-BR, zh-Hant"
