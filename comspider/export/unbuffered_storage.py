"""Local JSONL feeds that survive SIGKILL: every exported line goes to the file at once.

    FEED_STORAGES = {"": "comspider.export.unbuffered_storage.UnbufferedFileFeedStorage",
                     "file": "comspider.export.unbuffered_storage.UnbufferedFileFeedStorage"}

Scrapy's ``FileFeedStorage`` writes through an 8 KiB user-space buffer, so a killed
process loses its last few dozen items. That matters to the page queue: a comment is
marked as emitted (the persistent seen store) just before it is exported, and a visit is
recorded in the queue just after its comments; a comment still sitting in the buffer at
a kill would be lost for good, since the restarted crawl never emits it again. Without a
buffer each item is one ``write(2)`` of one whole line (appends are atomic on a local
file system), so what was exported is in the file, up to a power failure (the page
cache), and a killed process leaves no partial line behind in practice. The lines of a
page being written at the kill are settled at the next start by reading them back
(:mod:`comspider.pipelines.written_batches`).
"""

from __future__ import annotations

from pathlib import Path
from typing import IO, Any

from scrapy.extensions.feedexport import FileFeedStorage


class UnbufferedFileFeedStorage(FileFeedStorage):
    # what was exported is in the file: a pending comment batch can be checked against it
    # (comspider.pipelines.feed_files)
    flushes_each_line = True

    def open(self, spider: Any) -> IO[bytes]:
        path = Path(self.path)
        if not path.parent.exists():
            path.parent.mkdir(parents=True)
        return path.open(self.write_mode, buffering=0)
