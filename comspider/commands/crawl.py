"""`comspider crawl`: the news_comments crawl from any directory, no Scrapy project needed.

    comspider crawl --urls https://a.example/news/1 --output comments.jsonl
    comspider crawl --feed-url https://example.org/rss.xml --max-articles 20
    comspider crawl --country DE --language de --topic world --schedule immediate
    comspider crawl --urls-file articles.txt -s COMSPIDER_MAX_CLICKS=3

The same crawl as ``scrapy crawl news_comments`` (the same spider, settings and
components, through Scrapy's crawler process with comspider's settings), with the spider
arguments as options. ``--output FILE`` writes every record to one file, comments and
visits told apart by their ``type``, in the format its extension names (``.jsonl``,
``.json``, ``.csv``, ``.xml``: comspider.export.formats; JSON Lines and CSV are appended
to); ``-`` is JSON Lines on stdout. Without it, the crawl writes feeds/comments/ and
feeds/visits/ under the current directory, as the project does. An output that cannot
be written (comspider.export.feed_check) stops the command before anything starts, in
one line, exit status 2.

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

Arguments are checked before anything starts: a bad one is one line and exit status 2;
so is a misspelt ``COMSPIDER_*`` setting ("did you mean") or a bad value of one, given
with ``-s`` or read from the environment (comspider.commands._setting_values).
A crawl that cannot start (its Redis unreachable, its state file unopenable) is one error
line and exit status 1 (the traceback with ``--log-level DEBUG`` or ``comspider -v``).
Once it ran, the exit status is the summary's verdict (comspider.monitoring.verdict): 0
when it did its work; 1 when every page failed, none of its sources could be read, or a
feed could not be written; 130 when interrupted by Ctrl-C (143 by SIGTERM). A second
Ctrl-C stops at once, without the summary: one line says so and how to go on.
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

from comspider.commands._options import SettingError, add_settings_option, parse_settings
from comspider.crawl_settings import crawl_settings
from comspider.exception_chain import causes, first_line
from comspider.export.feed_check import feed_problems
from comspider.export.formats import ACCEPTED, FormatError, format_for
from comspider.monitoring.verdict import INTERRUPTED
from comspider.spiders.arguments import FEEDS, SCHEDULES, ArgumentError, SpiderArguments
from comspider.spiders.arguments import HELP as ARGUMENT_HELP

HELP = "crawl news articles for their comments (the news_comments spider, from any directory)"

# Scrapy's start-up listings, quiet unless --log-level DEBUG
QUIET_LOGGERS = ("scrapy.utils.log", "scrapy.crawler", "scrapy.middleware", "scrapy.addons")
# Lines after the summary (the spider closed, the browser closing), quiet unless
# --log-level DEBUG: the summary's "next:" line is the last a person reads.
TEARDOWN_LINES = (
    ("scrapy.core.engine", "Spider closed"),
    ("scrapy.extensions.feedexport", "Stored "),
    ("scrapy-playwright", "Closing download handler"),
    ("scrapy-playwright", "Closing browser"),
)

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


class _Once(argparse.Action):
    """An option given once: a second value would silently replace the first (a second
    ``--feed-url`` dropping the first feed), so a repeat is a usage error instead."""

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option: Any = None
    ) -> None:
        if getattr(namespace, self.dest, None) is not None:
            parser.error(f"{option} given twice: give it once")
        setattr(namespace, self.dest, values)


class _Joined(argparse.Action):
    """``--urls`` given again adds its URLs to the earlier ones (one per line)."""

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option: Any = None
    ) -> None:
        before = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, values if before is None else f"{before}\n{values}")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    for option, name in OPTIONS.items():
        extra: dict[str, Any] = {"choices": CHOICES[name]} if name in CHOICES else {}
        action = _Joined if name == "urls" else _Once
        helped = ARGUMENT_HELP[name] + ("; repeatable: each adds its URLs" if name == "urls" else "")
        parser.add_argument(option, dest=name, default=None, action=action, help=helped, **extra)
    parser.add_argument(
        "--url",
        dest="url_each",
        action="append",
        default=[],
        metavar="URL",
        help="one article URL, taken whole (commas included); repeatable, and with --urls",
    )
    parser.add_argument("--watch", action="store_true", help=WATCH_HELP)
    parser.add_argument(
        "-o",
        "--output",
        default=None,
        metavar="FILE",
        help="write every record (comments and visits, told apart by `type`) to this file, in the "
        f"format its extension names: {ACCEPTED}; .jsonl and .csv are appended to. "
        "Default: feeds/comments/ and feeds/visits/ here (JSON Lines)",
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
    each = list(getattr(args, "url_each", None) or [])
    if each:  # one per line: a line is never split at a comma
        kwargs["urls"] = "\n".join([*each, *([kwargs["urls"]] if "urls" in kwargs else [])])
    if args.watch:
        kwargs["watch"] = "true"
    return kwargs


def feeds_for(output: str) -> dict[str, dict[str, Any]]:
    """FEEDS for ``--output``: one feed with both item types, in the format the file's
    extension names (JSON Lines for ``-``, stdout). Raises FormatError for another
    extension."""
    if output == "-":
        return {"stdout:": {"format": "jsonlines", "encoding": "utf-8"}}
    return {output: {"format": format_for(output), "encoding": "utf-8"}}


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
        try:
            overrides["FEEDS"] = feeds_for(args.output)
        except FormatError as error:
            parser.error(f"--output {args.output!r}: {error}")
    for uri, problem in feed_problems(crawl_settings(overrides)):
        name = f"--output {args.output!r}" if args.output else f"feed {uri!r}"
        parser.error(f"{name}: {problem}")
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
    """Run the crawl in this process until it ends; its exit status (module docstring)."""
    # the crawler's parts load when a crawl runs, not whenever the CLI starts
    from scrapy.crawler import AsyncCrawlerProcess  # noqa: PLC0415
    from scrapy.utils.log import install_scrapy_root_handler  # noqa: PLC0415

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
        for name, start in TEARDOWN_LINES:
            logging.getLogger(name).addFilter(_Drop(start))
    crawler = process.create_crawler(NewsCommentsSpider)
    task = process.crawl(crawler, **kwargs)
    received = record_signals(process)
    process.start()
    error = task.exception() if task.done() and not task.cancelled() else None
    if error is not None:
        return could_not_start(settings, error)
    if process.bootstrap_failed:
        return 1
    status = exit_status(crawler.stats, received)
    if len(received) > 1 and crawler.stats.get_value("comspider/exit_status") is None:
        # the second Ctrl-C stops at once: no summary; say what happened and what next
        print(
            "comspider crawl: stopped at once (a second signal), without the summary; everything "
            "written is on disk: run the same command again to go on",
            file=sys.stderr,
        )
    return status


def exit_status(stats: Any, received: list[int]) -> int:
    """The crawl's verdict (comspider.monitoring.verdict, the stat the summary set), with
    the shell's 128 + N for a crawl a signal N stopped (143 for SIGTERM)."""
    status = stats.get_value("comspider/exit_status")
    if received and (status is None or status == INTERRUPTED):
        return 128 + received[0]
    if status is None:  # it never closed: stopped by a signal, or broken
        return INTERRUPTED if received else 1
    return int(status)


def record_signals(process: Any) -> list[int]:
    """The signals (SIGINT, SIGTERM) the crawler process receives, in order: its two
    handlers (Scrapy's graceful stop, then its forced one) are wrapped to note them."""
    received: list[int] = []
    for name in (
        "_signal_shutdown",
        "_signal_kill",
        "_signal_shutdown_reactorless",
        "_signal_kill_reactorless",
    ):
        handler = getattr(process, name, None)
        if callable(handler):
            setattr(process, name, _noting(handler, received))
    return received


def _noting(handler: Any, received: list[int]) -> Any:
    def noted(signum: int, frame: Any) -> None:
        received.append(signum)  # a signal handler: nothing but the note here
        handler(signum, frame)

    return noted


class _Drop(logging.Filter):
    """Drops the records whose message starts with ``start``."""

    def __init__(self, start: str) -> None:
        super().__init__()
        self.start = start

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(self.start)


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
