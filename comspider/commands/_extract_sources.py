"""The pages `comspider extract` reads: HTML files (plain or gzip), the HTML responses
of web archives (:mod:`comspider.web_archives`), and those files under a directory."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from comspider.web_archives import SUFFIXES as ARCHIVE_SUFFIXES
from comspider.web_archives import ArchiveError, archived_pages, is_archive

log = logging.getLogger(__name__)

PAGE_SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz", ".xhtml")


@dataclass(frozen=True, slots=True)
class Page:
    """One page to extract (picklable: it may go to a worker process)."""

    path: Path  # the file it is, or that holds it
    url: str | None = None  # an archived page's address
    when: datetime | None = None  # when it was archived
    html: bytes | None = None  # an archived page's bytes; None: read the file
    failure: str | None = None  # the file could not be read (past this point)

    @property
    def label(self) -> str:
        return f"{self.path} {self.url}" if self.url else str(self.path)


def pages(paths: list[Path]) -> Iterator[Page]:
    """The pages of the files named, of the files under the directories named (in path
    order, recursive) and of the web archives among them, in order; an archive that
    breaks off gives its pages up to there, then one failure."""
    for path in paths:
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*")
                if p.name.lower().endswith(PAGE_SUFFIXES + ARCHIVE_SUFFIXES) and p.is_file()
            )
            if not found:
                log.warning("no .html, .html.gz or .warc(.gz) file under %s", path)
        else:
            found = [path]
        for file in found:
            if not is_archive(file):
                yield Page(file)
                continue
            try:
                for page in archived_pages(file):
                    yield Page(file, page.url, page.when, page.html)
            except ArchiveError as exc:
                yield Page(file, failure=str(exc))
