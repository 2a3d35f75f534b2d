"""`comspider reextract ARCHIVE`: the pipelines again on a recorded archive's snapshots.

    comspider reextract archive/ --output reextracted.jsonl

No browser and no network: each recorded visit's DOM snapshots (those the crawl's
pipelines saw) go through the crawl's item pipelines once more, with the visit's
recorded time and article, so a newer model or extractor can be compared with the
recorded crawl's items (same records, same keys; items refer to the same WARC records).
The crawl state is kept in memory. Exit status 1 for an archive that cannot be read.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Any

from comspider.commands._options import SettingError, add_settings_option, parse_settings

HELP = "run the extraction pipelines again on the snapshots of a recorded archive (no browser)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "archive", help="the archive: a folder of .warc.gz files (crawl --archive) or one file"
    )
    parser.add_argument(
        "-o",
        "--output",
        default="-",
        metavar="FILE.jsonl",
        help="write every record to this JSON Lines file (default '-': stdout)",
    )
    parser.add_argument(
        "--log-level", default="WARNING", type=str.upper, help="WARNING (default), INFO, DEBUG"
    )
    add_settings_option(parser)


def run(args: argparse.Namespace) -> int:
    from scrapy.crawler import AsyncCrawlerProcess  # noqa: PLC0415

    from comspider.archive.reader import ArchiveIndex, ArchiveReadError  # noqa: PLC0415
    from comspider.commands._reextract_spider import ReextractSpider  # noqa: PLC0415
    from comspider.commands.crawl import feeds_for  # noqa: PLC0415
    from comspider.crawl_settings import crawl_settings  # noqa: PLC0415

    parser: argparse.ArgumentParser = args._parser
    try:
        overrides = parse_settings(args.settings)
    except SettingError as error:
        parser.error(str(error))
    try:
        ArchiveIndex.open(args.archive)
    except ArchiveReadError as error:
        print(f"comspider reextract: error: {error}", file=sys.stderr)
        return 1
    settings: dict[str, Any] = {
        "COMSPIDER_BACKEND": "memory",
        "COMSPIDER_ARCHIVE_DIR": None,
        "COMSPIDER_REPLAY_ARCHIVE": None,
        "FEEDS": feeds_for(args.output),
        "LOG_LEVEL": "DEBUG" if getattr(args, "verbose", False) else args.log_level,
        **overrides,
    }
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    process = AsyncCrawlerProcess(crawl_settings(settings))
    crawler = process.create_crawler(ReextractSpider)
    task = process.crawl(crawler, archive=str(Path(args.archive).resolve()))
    process.start()
    if task.done() and not task.cancelled() and task.exception() is not None:
        print(f"comspider reextract: error: {task.exception()}", file=sys.stderr)
        return 1
    return 0
