"""``scrapy crawl``, checking the spider's arguments before anything starts.

Scrapy builds the spider inside the running crawl, so a spider that rejects its
arguments ends in "Task exception was never retrieved" and a traceback. This command
asks the spider class first (``validate_arguments(kwargs)``, when it has one), right
after the options are parsed and before the crawler process logs or starts anything: a
bad argument gives one line on stderr and exit status 2, like any other usage error.
"""

from __future__ import annotations

import argparse
import sys

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.spiderloader import get_spider_loader


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
