"""Ask the comment detector about the documents of a page (main document and frames).

The detector is the extraction stage's :class:`~comspider.detection.CommentDetector`
(``COMSPIDER_COMMENT_DETECTOR``). When it also implements the optional
:class:`~comspider.detection.CommentSectionLocator` (``sections(html, url)``), the
browser learns where each comment section is (for "load more" and the site memory); else
it only learns how many comments there are, and searches the whole document.

A page other than the article's (a popup, a comments page the visit opened or navigated
to) is judged with the article's declared time (:class:`ArticleTime`), as the pipelines
judge its snapshot: a separate comments page rarely declares one of its own, and without
it nothing says its records were written after the article. The article page's own
frames are judged by what they declare, as before.

The detector reads what the snapshots will hold (:func:`comspider.interaction.shadow.document_html`):
open shadow trees inlined (closed ones too: the init script opens those asked for by
script, :func:`~comspider.interaction.shadow.expose_closed_roots` the declarative ones), the
articles of an endless stream left out.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from typing import Any

from playwright.async_api import Frame, Page
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.declared_time import article_time, declare_article_time, url_date
from comspider.detection import CommentDetector, SectionHit
from comspider.interaction.document_reads import DocumentReads
from comspider.interaction.shadow import document_html, expose_closed_roots
from comspider.interaction.stream import cut_frames
from comspider.records.dom import parse_html

logger = logging.getLogger(__name__)

# The crawl's comment detector, per crawler (crawl_detector).
_DETECTORS: weakref.WeakKeyDictionary[Any, CommentDetector] = weakref.WeakKeyDictionary()


@dataclass(slots=True)
class DocHits:
    """The comment sections of one document (the page's main frame or a child frame)."""

    frame: Frame
    url: str
    main: bool
    hits: list[SectionHit] = field(default_factory=list)

    @property
    def comments(self) -> int:
        return max((h.records for h in self.hits), default=0)

    @property
    def xpaths(self) -> list[str]:
        return [h.xpath for h in self.hits if h.xpath]


def crawl_detector(crawler: Any) -> CommentDetector:
    """The crawl's one comment detector (``COMSPIDER_COMMENT_DETECTOR``, built with
    ``from_crawler``), shared by the interaction and the HTTP-first path. Not a
    crawler_part: building it makes crawler parts of its own (the site wrappers, the crawl
    state), under that registry's lock. Components are built one after another."""
    detector: CommentDetector | None = _DETECTORS.get(crawler)
    if detector is None:
        detector = build_from_crawler(load_object(crawler.settings["COMSPIDER_COMMENT_DETECTOR"]), crawler)
        _DETECTORS[crawler] = detector
    return detector


class ArticleTime:
    """The time the visit's article declares, read from its HTML the first time a document
    other than the article asks for it (most visits have none to ask), then kept."""

    def __init__(self, html: str, url: str) -> None:
        self._html: str | None = html
        self._url = url
        self._when: datetime | None = None
        self._lock = threading.Lock()  # detections of several frames run in threads at once

    def __call__(self) -> datetime | None:
        with self._lock:
            if self._html is not None:
                html, self._html = self._html, None
                try:
                    root = parse_html(html)
                    declare_article_time(root, url_date(self._url))  # "/2012/03/slug" dates it too
                    self._when = article_time(root)
                except Exception:  # no time: the document is judged by its own
                    self._when = None
            return self._when


@cache
def _takes_article(kind: type) -> bool:
    """Whether a detector class's ``sections`` takes the article's time (``article=``)."""
    try:
        return "article" in inspect.signature(getattr(kind, "sections")).parameters  # noqa: B009
    except (TypeError, ValueError):
        return False


def detector_hits(
    detector: CommentDetector, html: str, url: str, article: Callable[[], datetime | None] | None = None
) -> list[SectionHit]:
    """The detector's sections, or one unplaced hit from ``count_comments``. ``article``:
    the time of the article the document belongs to, when it is not the article's own."""
    sections = getattr(detector, "sections", None)
    if callable(sections):
        try:
            when = article() if article is not None else None
            if when is not None and _takes_article(type(detector)):
                found = sections(html, url, article=when)
            else:
                found = sections(html, url)
            return [h for h in found if h.records > 0]
        except Exception as exc:
            logger.warning(
                "comment detector failed on %s: %s", url[:200], f"{type(exc).__name__}: {exc}"[:200]
            )
            return []
    try:
        count = int(detector.count_comments(html, url))
    except Exception as exc:
        logger.warning("comment detector failed on %s: %s", url[:200], f"{type(exc).__name__}: {exc}"[:200])
        return []
    return [SectionHit(xpath="", records=count)] if count > 0 else []


async def _html(
    frame: Frame, timeout: float, truncated: list[str], max_chars: int, reads: DocumentReads | None
) -> str | None:
    """The document's whole HTML (None: unreadable); its URL goes to ``truncated`` when
    it is longer than ``max_chars``."""
    try:
        html = await (reads.html(frame, timeout) if reads is not None else document_html(frame, timeout))
    except Exception:
        return None
    if len(html) > max_chars:
        truncated.append(frame.url)
    return html


async def detect(
    page: Page,
    detector: CommentDetector,
    *,
    max_chars: int,
    max_frames: int,
    timeout: float = 10.0,
    frames: bool = True,
    truncated: list[str] | None = None,
    reads: DocumentReads | None = None,
    article: ArticleTime | None = None,
) -> list[DocHits]:
    """The documents of ``page`` in which the detector sees comments (main first). The
    URLs of documents longer than ``max_chars`` (looked at truncated) go to ``truncated``.
    ``reads``: the visit's reads, so that a document nothing touched since the last
    detection is neither read nor shown to the detector again. ``article``: the visit's
    article's time, given for a page that is not the article's (a popup, a comments page,
    a navigation): its documents are judged with it."""
    cut: list[str] = truncated if truncated is not None else []
    await expose_closed_roots(page)  # declarative closed shadow roots, once per document
    targets: list[tuple[Frame, bool]] = [(page.main_frame, True)]
    if frames:
        others = await cut_frames(page)  # the frames of an endless stream's next articles
        for f in page.frames:
            if f is page.main_frame or f.is_detached() or f in others:
                continue
            url = f.url or ""
            if not url.startswith("http"):
                continue
            targets.append((f, False))
            if len(targets) > max_frames:
                break
    htmls = await asyncio.gather(*(_html(f, timeout, cut, max_chars, reads) for f, _ in targets))
    jobs: list[tuple[Frame, bool, str]] = []
    known: dict[int, list[SectionHit]] = {}  # job -> the detector's answer for the same HTML before
    for (f, main), html in zip(targets, htmls, strict=True):
        if html and len(html) >= 200:
            before = reads.hits(f, html, f.url) if reads is not None else None
            if before is not None:
                known[len(jobs)] = before
            jobs.append((f, main, html))
    results = await asyncio.gather(
        *(
            _answered(known[i])
            if i in known
            else asyncio.to_thread(detector_hits, detector, html[:max_chars], f.url, article)
            for i, (f, _, html) in enumerate(jobs)
        )
    )
    out = []
    for i, ((f, main, html), hits) in enumerate(zip(jobs, results, strict=True)):
        if reads is not None and i not in known:
            reads.remember_hits(f, html, f.url, hits)
        if hits:
            out.append(DocHits(frame=f, url=f.url, main=main, hits=hits))
    return out


async def _answered(hits: list[SectionHit]) -> list[SectionHit]:
    return hits


def comments_of(docs: list[DocHits]) -> int:
    return sum(d.comments for d in docs)
