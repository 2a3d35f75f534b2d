"""`comspider crawl`: the news_comments crawl from any directory, no Scrapy project needed.

    comspider crawl --urls https://a.example/news/1 --output comments.jsonl
    comspider crawl --feed-url https://example.org/rss.xml --max-articles 20
    comspider crawl --country DE --language de --topic world --schedule immediate
    comspider crawl --urls-file articles.txt -s COMSPIDER_MAX_CLICKS=3

The same crawl as ``scrapy crawl news_comments`` (the same spider, settings and
components, through Scrapy's crawler process with comspider's settings), with the spider
arguments as options. ``--output FILE`` writes every record to one JSON Lines file,
appending, comments and visits told apart by their ``type``; ``-`` is stdout. Without
it, the crawl writes feeds/comments/ and feeds/visits/ under the current directory, as
the project does.

The crawl state (page queue, comments already written) is always kept: in
``.scrapy/comspider/state.sqlite3`` under the current directory (``comspider queue``
shows it), ``<JOBDIR>/comspider-state.sqlite3`` with ``-s JOBDIR=...``, the file
``-s COMSPIDER_STATE_PATH`` names, or Redis. So running the same command again writes no
comment twice, and articles given by URL that an earlier run visited are not visited
again (one log line says how many; ``comspider queue clear --all`` forgets them).
``-s COMSPIDER_BACKEND=memory`` keeps nothing (each run writes everything again).
``scrapy crawl news_comments`` differs here: with ``schedule=immediate`` (the default for
``urls``) and no JOBDIR or COMSPIDER_STATE_PATH it runs on memory, as the evaluations
want.

Arguments are checked before anything starts: a bad one is one line and exit status 2.
A crawl that cannot start (its Redis unreachable, its state file unopenable) is one error
line and exit status 1 (the traceback with ``--log-level DEBUG`` or ``comspider -v``);
so is a crawl that could read none of its sources (every feed failed).
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

from comspider.commands._options import SettingError, add_settings_option, parse_settings
from comspider.exception_chain import causes, first_line
from comspider.spiders.arguments import FEEDS, SCHEDULES, ArgumentError, SpiderArguments
from comspider.spiders.arguments import HELP as ARGUMENT_HELP

HELP = "crawl news articles for their comments (the news_comments spider, from any directory)"

# Scrapy's start-up listings, quiet unless --log-level DEBUG
QUIET_LOGGERS = ("scrapy.utils.log", "scrapy.crawler", "scrapy.middleware", "scrapy.addons")

# option -> spider argument; everything else on the command line is an option of its own
OPTIONS = {
    "--feed": "feed",
    "--urls": "urls",
    "--urls-file": "urls_file",
    "--feed-url": "feed_url",
    "--country": "country",
    "--language": "language",
    "--topic": "topic",
    "--query": "query",
    "--max-articles": "max_articles",
    "--schedule": "schedule",
}


CHOICES: dict[str, tuple[str, ...]] = {"schedule": SCHEDULES, "feed": FEEDS}
WATCH_HELP = "keep running: poll the feeds again every COMSPIDER_FEED_INTERVAL seconds until stopped"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    for option, name in OPTIONS.items():
        extra: dict[str, Any] = {"choices": CHOICES[name]} if name in CHOICES else {}
        parser.add_argument(option, dest=name, default=None, help=ARGUMENT_HELP[name], **extra)
    parser.add_argument("--watch", action="store_true", help=WATCH_HELP)
    parser.add_argument(
        "-o",
        "--output",
        default=None,
        metavar="FILE.jsonl",
        help="write every record (comments and visits, told apart by `type`) to this JSON Lines "
        "file, appending; '-' for stdout. Default: feeds/comments/ and feeds/visits/ here",
    )
    parser.add_argument(
        "--log-level",
        default=None,
        type=str.upper,
        choices=("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"),
        help="INFO (default): a line per visit, progress, the summary; DEBUG adds Scrapy's own",
    )
    parser.add_argument("--log-file", default=None, help="write the log to this file instead of stderr")
    parser.add_argument(
        "--archive",
        default=None,
        metavar="DIR",
        help="record every visit into a WARC archive in DIR (network, DOM snapshots, screenshot; "
        "COMSPIDER_ARCHIVE_DIR): comspider replay / reextract / annotate read it",
    )
    add_settings_option(parser)


def spider_kwargs(args: argparse.Namespace) -> dict[str, str]:
    """The spider's arguments (strings, as ``-a`` gives them) from the options."""
    kwargs = {name: str(getattr(args, name)) for name in OPTIONS.values() if getattr(args, name) is not None}
    if args.watch:
        kwargs["watch"] = "true"
    return kwargs


def feeds_for(output: str) -> dict[str, dict[str, Any]]:
    """FEEDS for ``--output``: one JSON Lines feed with both item types."""
    uri = "stdout:" if output == "-" else output
    return {uri: {"format": "jsonlines", "encoding": "utf-8"}}


def run(args: argparse.Namespace) -> int:
    parser: argparse.ArgumentParser = args._parser
    kwargs = spider_kwargs(args)
    try:
        SpiderArguments.parse(dict(kwargs))
    except ArgumentError as error:
        parser.error(error.message(_option(error.argument)))
    try:
        overrides = parse_settings(args.settings)
    except SettingError as error:
        parser.error(str(error))
    if args.output:
        overrides["FEEDS"] = feeds_for(args.output)
    if args.log_level:
        overrides["LOG_LEVEL"] = args.log_level.upper()
    elif getattr(args, "verbose", False):  # comspider -v crawl
        overrides["LOG_LEVEL"] = "DEBUG"
    if args.log_file:
        overrides["LOG_FILE"] = args.log_file
    if args.archive:
        overrides["COMSPIDER_ARCHIVE_DIR"] = args.archive
    return crawl(kwargs, overrides)


def crawl(kwargs: dict[str, str], overrides: dict[str, Any]) -> int:
    """Run the crawl in this process until it ends; 0 when it ran, 1 when it could not
    start or could read none of its sources."""
    # the crawler's parts load when a crawl runs, not whenever the CLI starts
    from scrapy.crawler import AsyncCrawlerProcess  # noqa: PLC0415
    from scrapy.utils.log import install_scrapy_root_handler  # noqa: PLC0415

    from comspider.crawl_settings import crawl_settings  # noqa: PLC0415
    from comspider.spiders.news_comments import NewsCommentsSpider  # noqa: PLC0415

    settings = crawl_settings(overrides)
    keep_state(settings)
    # Scrapy installs its own log handler (LOG_LEVEL, LOG_FILE); the CLI's would double it.
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    quiet = settings.get("LOG_LEVEL") != "DEBUG"
    if quiet:
        # A person watches the visits: Scrapy's start-up listings (versions, settings,
        # every component) and its stats dump stay for --log-level DEBUG (and -s
        # STATS_DUMP=true). The root handler comes after the process has logged its
        # versions, and the listing loggers are quieted after Scrapy's logging config.
        settings.set("LOG_INSTALL_ROOT_HANDLER", False, priority="cmdline")
        if "STATS_DUMP" not in overrides:
            settings.set("STATS_DUMP", False, priority="cmdline")
    process = AsyncCrawlerProcess(settings)
    if quiet:
        install_scrapy_root_handler(process.settings)
        for name in QUIET_LOGGERS:
            logging.getLogger(name).setLevel(logging.WARNING)
    crawler = process.create_crawler(NewsCommentsSpider)
    task = process.crawl(crawler, **kwargs)
    process.start()
    error = task.exception() if task.done() and not task.cancelled() else None
    if error is not None:
        return could_not_start(settings, error)
    if process.bootstrap_failed:
        return 1
    if crawler.stats.get_value("comspider/sources/none_read"):
        return 1  # the spider said so in one line
    return 0


def keep_state(settings: Any) -> None:
    """A ``comspider crawl`` keeps its state (module docstring): an immediate crawl
    with neither a JOBDIR nor a state file of its own gets the default file, which a
    queued one uses anyway."""
    from comspider.state.backend import DEFAULT_STATE_FILE  # noqa: PLC0415
    from comspider.state.redis_client import backend_kind  # noqa: PLC0415

    if backend_kind(settings) != "sqlite" or settings.get("JOBDIR") or settings.get("COMSPIDER_STATE_PATH"):
        return
    settings.set("COMSPIDER_STATE_PATH", str(DEFAULT_STATE_FILE), priority="cmdline")


def could_not_start(settings: Any, error: BaseException, command: str = "comspider crawl") -> int:
    """One line for a crawl that failed before it ran (Redis unreachable...), instead of
    asyncio's "Task exception was never retrieved" and Scrapy's follow-up errors; the
    traceback at DEBUG. The exit status."""
    from comspider.state.backend import state_unavailable  # noqa: PLC0415

    message = state_unavailable(settings, error) or f"the crawl could not start: {_root_cause(error)}"
    print(f"{command}: error: {message}", file=sys.stderr)
    log = logging.getLogger(__name__)
    if settings.get("LOG_FILE"):
        log.error("%s", message)
    log.debug("The crawl could not start", exc_info=error)
    return 1


def _root_cause(error: BaseException) -> str:
    """The first error of the chain (Scrapy's clean-up after a failed start raises
    "Engine slot not assigned" over it)."""
    *_, cause = causes(error)
    name = type(cause).__name__
    return f"{name}: {first_line(cause)}" if str(cause).strip() else name


def _option(argument: str) -> str:
    for option, name in OPTIONS.items():
        if name == argument:
            return option
    return "--watch" if argument == "watch" else argument
