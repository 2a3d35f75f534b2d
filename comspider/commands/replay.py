"""`comspider replay ARCHIVE`: the crawl again, offline, against a recorded archive.

    comspider crawl --urls-file articles.txt --archive archive/ --output crawl.jsonl
    comspider replay archive/ --output replay.jsonl

The same spider, browser, clicks and pipelines as the recorded crawl, with every browser
request answered from the archive (comspider.archive.replay) and none from the network:
each recorded article is visited once more (its first recorded visit), at the visit's
recorded time, with the article as the crawl knew it. A request the archive cannot
answer fails at once (one log line, the stat ``comspider/replay/unmatched``). The crawl
state is kept in memory (a replay writes everything it finds) and robots.txt is not
asked again (the recorded crawl obeyed it). Exit status: as ``comspider crawl``; 1 for an
archive that cannot be read.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from comspider.commands._options import SettingError, add_settings_option, parse_settings

HELP = "crawl a recorded archive again, offline, through the same browser and pipelines"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "archive", help="the archive: a folder of .warc.gz files (crawl --archive) or one file"
    )
    parser.add_argument(
        "-o",
        "--output",
        default=None,
        metavar="FILE.jsonl",
        help="write every record to this JSON Lines file ('-': stdout); default feeds/ here",
    )
    parser.add_argument("--log-level", default=None, type=str.upper, help="INFO (default), DEBUG, WARNING")
    parser.add_argument("--log-file", default=None, help="write the log to this file instead of stderr")
    add_settings_option(parser)


def replay_settings(archive: str) -> dict[str, Any]:
    """What makes a crawl a replay (the command line's -s come on top)."""
    return {
        "COMSPIDER_REPLAY_ARCHIVE": archive,
        "COMSPIDER_ARCHIVE_DIR": None,
        "COMSPIDER_BACKEND": "memory",
        "ROBOTSTXT_OBEY": False,
        # nothing leaves the machine: every request is answered from the archive or fails
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": True,
    }


def run(args: argparse.Namespace) -> int:
    from comspider.archive.reader import ArchiveIndex, ArchiveReadError  # noqa: PLC0415
    from comspider.commands.crawl import crawl, feeds_for  # noqa: PLC0415

    parser: argparse.ArgumentParser = args._parser
    try:
        overrides = parse_settings(args.settings)
    except SettingError as error:
        parser.error(str(error))
    try:
        index = ArchiveIndex.open(args.archive)
    except ArchiveReadError as error:
        print(f"comspider replay: error: {error}", file=sys.stderr)
        return 1
    urls = list(index.first_visits())
    if not urls:
        print(f"comspider replay: error: {args.archive}: no recorded visit in it", file=sys.stderr)
        return 1
    settings = {**replay_settings(str(Path(args.archive).resolve())), **overrides}
    if args.output:
        settings["FEEDS"] = feeds_for(args.output)
    if args.log_level:
        settings["LOG_LEVEL"] = args.log_level
    elif getattr(args, "verbose", False):
        settings["LOG_LEVEL"] = "DEBUG"
    if args.log_file:
        settings["LOG_FILE"] = args.log_file
    with tempfile.TemporaryDirectory(prefix="comspider-replay-") as folder:
        urls_file = Path(folder) / "urls.txt"
        urls_file.write_text("\n".join(urls) + "\n", encoding="utf-8")
        return crawl({"urls_file": str(urls_file), "schedule": "immediate"}, settings)
