"""The warnings and errors of a crawl run in a child process, passed on to the caller's
logging as they are written (:func:`comspider.crawl`): the crawl's own log goes to a file,
and a line such as "2 of the 2 URL(s) given were visited by an earlier run" or a failed
feed must not stay there unseen."""

from __future__ import annotations

import logging
import re
from pathlib import Path

# Scrapy's default LOG_FORMAT: "%(asctime)s [%(name)s] %(levelname)s: %(message)s".
_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \[([^\]]+)\] (WARNING|ERROR|CRITICAL): (.*)$")

logger = logging.getLogger("comspider.crawl")
_LEVELS = {"WARNING": logging.WARNING, "ERROR": logging.ERROR, "CRITICAL": logging.CRITICAL}


class LogRelay:
    """Reads ``path`` from where it last stopped; each complete WARNING, ERROR or
    CRITICAL line is logged again at its level on the ``comspider.crawl`` logger, named
    after the child's logger. Continuation lines (a traceback's) stay in the file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.offset = 0
        self.pending = b""

    def poll(self) -> int:
        """Pass on what was written since the last call; the number of lines passed on."""
        try:
            with self.path.open("rb") as log:
                log.seek(self.offset)
                chunk = log.read()
        except OSError:
            return 0  # not written yet
        self.offset += len(chunk)
        *lines, self.pending = (self.pending + chunk).split(b"\n")
        passed = 0
        for raw in lines:
            found = _LINE.match(raw.decode("utf-8", errors="replace").rstrip("\r"))
            if found is not None:
                name, level, message = found.groups()
                logger.log(_LEVELS[level], "%s (%s)", message, name)
                passed += 1
        return passed
