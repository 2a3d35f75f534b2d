"""``scrapy crawl``, checking the spider's arguments before anything starts.

Scrapy builds the spider inside the running crawl, so a spider that rejects its
arguments ends in "Task exception was never retrieved" and a traceback. This command
asks the spider class first (``validate_arguments(kwargs)``, when it has one), right
after the options are parsed and before the crawler process logs or starts anything: a
bad argument gives one line on stderr and exit status 2, like any other usage error; so
does a misspelt ``COMSPIDER_*`` setting ("did you mean") or a bad value of one, given
with ``-s`` or read from the environment (comspider.commands._setting_values), and a feed that
cannot be written (``-o``, ``FEEDS``: comspider.export.feed_check). Where the crawl logs to a file
(``LOG_FILE``: Scrapyd gives each job its own), the line goes there too, so that the job's log
says why it ended rather than nothing. A
crawl that cannot start (its Redis unreachable) gives one line and exit status 1, as
``comspider crawl`` does, instead of the traceback of an unretrieved task.

The exit status of a crawl that ran is the summary's verdict (comspider.monitoring.
verdict): 1 when every page failed, no source could be read or a feed could not be
written, else 0; an interrupted crawl keeps Scrapy's convention, 0 (Scrapyd cancels a job
so), where ``comspider crawl`` exits 130.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.settings import BaseSettings
from scrapy.spiderloader import get_spider_loader
from scrapy.utils.conf import feed_process_params_from_cli

from comspider.commands._setting_values import SettingValueError, check_settings
from comspider.commands.crawl import could_not_start
from comspider.export.feed_check import feed_problems
from comspider.monitoring.verdict import INTERRUPTED


def only_given_feeds(settings: BaseSettings, opts: argparse.Namespace) -> None:
    """``-o FILE`` is where the records go: Scrapy merges the project's ``FEEDS``
    (feeds/comments/, feeds/visits/, feeds/moderation/) into it, which would write every
    record a second time; the feeds the command line names are kept alone."""
    bare = settings.copy()
    del bare["FEEDS"]
    given = feed_process_params_from_cli(bare, opts.output, overwrite_output=opts.overwrite_output)
    del settings["FEEDS"]
    settings.set("FEEDS", given, priority="cmdline")


def refuse(settings: BaseSettings | None, line: str) -> SystemExit:
    """A usage error's line on stderr, and in the crawl's log file where it has one (the
    job's log under Scrapyd, whose stderr goes to the daemon's log); exit status 2."""
    print(line, file=sys.stderr)
    log_file = settings.get("LOG_FILE") if settings is not None else None
    if settings is not None and log_file:
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        try:
            with open(log_file, "a", encoding=settings.get("LOG_ENCODING") or "utf-8") as log:
                log.write(f"{stamp} [comspider] ERROR: {line}\n")
        except OSError:
            pass  # said on stderr already
    return SystemExit(2)


class Command(ScrapyCrawl):
    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        super().process_options(args, opts)
        if len(args) != 1 or self.settings is None:
            return  # Scrapy's own usage error follows in run()
        if opts.output or opts.overwrite_output:
            only_given_feeds(self.settings, opts)
        loader = get_spider_loader(self.settings)
        try:
            spidercls = loader.load(args[0])
        except KeyError:
            names = ", ".join(sorted(loader.list())) or "none in this project"
            raise refuse(
                self.settings, f"scrapy crawl: error: no spider named {args[0]!r}; spiders: {names}"
            ) from None
        validate = getattr(spidercls, "validate_arguments", None)
        if validate is not None:
            try:
                validate(dict(opts.spargs))
            except ValueError as error:
                raise refuse(self.settings, f"scrapy crawl {args[0]}: error: {error}") from None
        try:
            check_settings(self.settings)  # -s and the environment: names and values
        except SettingValueError as error:
            raise refuse(self.settings, f"scrapy crawl {args[0]}: error: {error}") from None
        for uri, problem in feed_problems(self.settings):
            raise refuse(self.settings, f"scrapy crawl {args[0]}: error: feed {uri!r}: {problem}")

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if len(args) != 1 or self.crawler_process is None:
            super().run(args, opts)  # Scrapy's usage errors
            return
        crawler = self._create_crawler(args[0])
        outcome: Any = self.crawler_process.crawl(crawler, **opts.spargs)
        failures: list[BaseException] = []
        if hasattr(outcome, "addErrback"):  # a Deferred (the classic CrawlerProcess)
            outcome.addErrback(lambda failure: failures.append(failure.value))
        self.crawler_process.start()
        if hasattr(outcome, "exception") and outcome.done() and not outcome.cancelled():
            error = outcome.exception()
            if error is not None:
                failures.append(error)
        if failures:
            self.exitcode = could_not_start(self.settings, failures[0], f"scrapy crawl {args[0]}")
        elif self.crawler_process.bootstrap_failed:
            self.exitcode = 1
        else:
            status = getattr(crawler, "stats", None) and crawler.stats.get_value("comspider/exit_status")
            self.exitcode = 0 if not status or status == INTERRUPTED else int(status)
