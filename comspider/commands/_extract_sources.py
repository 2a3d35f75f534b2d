"""The pages `comspider extract` reads: HTML files (plain or gzip), the HTML responses
of web archives (:mod:`comspider.web_archives`, known by their name or their first
bytes), those files under a directory, and one page from stdin (``-``)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from comspider.saved_pages import MAX_PAGE_BYTES
from comspider.web_archives import SUFFIXES as ARCHIVE_SUFFIXES
from comspider.web_archives import ArchiveError, archived_pages, is_archive

PAGE_SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz", ".xhtml")
STDIN = Path("-")


@dataclass(frozen=True, slots=True)
class Page:
    """One page to extract (picklable: it may go to a worker process)."""

    path: Path  # the file it is, or that holds it
    url: str | None = None  # an archived page's address
    when: datetime | None = None  # when it was archived
    html: bytes | None = None  # an archived page's bytes, or stdin's; None: read the file
    failure: str | None = None  # the file could not be read (past this point)
    #: The failure is of a file, not of one page: an archive that breaks off, a directory
    #: without pages (the summary counts it apart from the pages).
    whole_file: bool = False

    @property
    def label(self) -> str:
        return f"{self.path} {self.url}" if self.url else str(self.path)

    @property
    def from_stdin(self) -> bool:
        return self.path == STDIN and self.url is None


def pages(paths: list[Path]) -> Iterator[Page]:
    """The pages of the files named, of the files under the directories named (in path
    order, recursive) and of the web archives among them, in order; an archive that
    breaks off gives its pages up to there, then one failure."""
    for path in paths:
        if path == STDIN:
            # Read here, in the main process: the workers do not share its stdin.
            yield Page(STDIN, html=sys.stdin.buffer.read(MAX_PAGE_BYTES + 1))
            continue
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*")
                if p.name.lower().endswith(PAGE_SUFFIXES + ARCHIVE_SUFFIXES) and p.is_file()
            )
            if not found:  # a directory named for nothing: the caller should know
                yield Page(
                    path, failure=f"no .html, .htm, .html.gz or .warc(.gz) file under {path}", whole_file=True
                )
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
                yield Page(file, failure=str(exc), whole_file=True)
