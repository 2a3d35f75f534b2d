"""``scrapy crawl``, checking the spider's arguments before anything starts.

Scrapy builds the spider inside the running crawl, so a spider that rejects its
arguments ends in "Task exception was never retrieved" and a traceback. This command
asks the spider class first (``validate_arguments(kwargs)``, when it has one), right
after the options are parsed and before the crawler process logs or starts anything: a
bad argument gives one line on stderr and exit status 2, like any other usage error. A
crawl that cannot start (its Redis unreachable) gives one line and exit status 1, as
``comspider crawl`` does, instead of the traceback of an unretrieved task.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.spiderloader import get_spider_loader

from comspider.commands.crawl import could_not_start


class Command(ScrapyCrawl):
    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        super().process_options(args, opts)
        if len(args) != 1 or self.settings is None:
            return  # Scrapy's own usage error follows in run()
        loader = get_spider_loader(self.settings)
        try:
            spidercls = loader.load(args[0])
        except KeyError:
            names = ", ".join(sorted(loader.list())) or "none in this project"
            print(f"scrapy crawl: error: no spider named {args[0]!r}; spiders: {names}", file=sys.stderr)
            raise SystemExit(2) from None
        validate = getattr(spidercls, "validate_arguments", None)
        if validate is None:
            return
        try:
            validate(dict(opts.spargs))
        except ValueError as error:
            print(f"scrapy crawl {args[0]}: error: {error}", file=sys.stderr)
            raise SystemExit(2) from None

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if len(args) != 1 or self.crawler_process is None:
            super().run(args, opts)  # Scrapy's usage errors
            return
        outcome: Any = self.crawler_process.crawl(self._create_crawler(args[0]), **opts.spargs)
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
