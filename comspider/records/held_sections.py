"""The record sections the live comment detector found in a document, held for the
pipelines: the visit's last detection and its snapshot are mostly the very same HTML
(:mod:`comspider.interaction.document_reads` hands the snapshot the string the detection
read), and the pipelines would parse it and find its record sections again.

The detector offers what it parsed and found (:meth:`HeldSections.offer`), the record
sections stage takes it (:meth:`HeldSections.take`) only for the same URL, the same
finder settings and an HTML string equal to the one read, character for character: the
same code and the same settings on the same text give the same sections. A taken entry
leaves the memory (the later stages change the tree: the article's metadata sets the
comment records aside), so each parse serves one visit's pipelines at most.

The sections are held as found: the detector copies them (:func:`copied`) before it
scores, prunes and merges its own, so the held records and sections are as
:func:`comspider.records.invariants.find_sections` left them (which reads no clock), and it
offers the tree only once it has read all it reads of it. Bounded by entries and by the
characters of their HTML (a page's tree takes some ten times its HTML in memory); the
oldest go first. Only this process's memory: nothing of it is in a request's meta.
"""

from __future__ import annotations

import dataclasses
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from lxml import html as lxml_html

from comspider.crawler_parts import crawler_part
from comspider.records.model import RecordSection

#: Entries held at most: a worker's browser pages each detect a few times a visit, and a
#: visit's last detection must still be held when its pipelines run.
MAX_ENTRIES = 16
#: Characters of held HTML at most (two big pages' trees).
MAX_CHARS = 6_000_000

#: What decides the sections besides the HTML and the URL: the finder's settings
#: (F_t, F_s, the code sequences, named records, byline records).
FinderKey = tuple[int, int, str, bool, bool]


@dataclass(slots=True)
class Held:
    """A parsed document and the record sections found in it."""

    root: lxml_html.HtmlElement
    sections: list[RecordSection]
    cut_short: bool = False  # the finder's work budget ran out on it


@dataclass(slots=True)
class _Entry:
    html: str
    held: Held


class HeldSections:
    """The detector's parsed documents and their sections, by (URL, finder settings,
    HTML); thread-safe (the detector and the pipelines run in threads)."""

    def __init__(self, bound_entries: int = MAX_ENTRIES, bound_chars: int = MAX_CHARS) -> None:
        self.max_entries = bound_entries
        self.max_chars = bound_chars
        self._entries: OrderedDict[tuple[str, FinderKey, int, int], _Entry] = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()
        self.offered = 0
        self.taken = 0

    def offer(self, html: str, url: str, finder: FinderKey, held: Held) -> None:
        """Hold ``held`` (found in ``html`` at ``url`` with ``finder``'s settings); its
        tree and sections are no longer the caller's to read or change."""
        if len(html) > self.max_chars:
            return
        key = (url, finder, len(html), hash(html))
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._chars -= len(old.html)
            self._entries[key] = _Entry(html, held)
            self._chars += len(html)
            self.offered += 1
            while self._entries and (len(self._entries) > self.max_entries or self._chars > self.max_chars):
                _key, gone = self._entries.popitem(last=False)
                self._chars -= len(gone.html)

    def take(self, html: str, url: str, finder: FinderKey) -> Held | None:
        """What was found in this very HTML at ``url`` with ``finder``'s settings, taken
        out of the memory; None when nothing equal is held."""
        key = (url, finder, len(html), hash(html))
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or (entry.html is not html and entry.html != html):
                return None
            del self._entries[key]
            self._chars -= len(entry.html)
            self.taken += 1
            return entry.held

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)


def crawl_held_sections(crawler: Any) -> HeldSections:
    """The crawl's one memory, shared by its comment detector and its pipelines."""
    return crawler_part(crawler, "held_sections", HeldSections)


def copied(sections: list[RecordSection]) -> list[RecordSection]:
    """New sections and records over the same elements: what one reader sets on them (a
    score, a pruned or merged record list, a reply's depth) the other does not see."""
    return [
        dataclasses.replace(
            s,
            records=[dataclasses.replace(r, extra=list(r.extra)) for r in s.records],
            invariants=[list(parts) for parts in s.invariants],
        )
        for s in sections
    ]
