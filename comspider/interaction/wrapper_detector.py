"""The in-browser comment detector with the site wrappers first: on a page of a template
whose wrapper is known, the wrapper's verified section answers (a single comment too,
which record finding cannot see), without mining the DOM; otherwise, and when the crawl
has wrappers off, the invariant detector answers as before. Read only: the wrappers are
learnt in the pipelines, from the final snapshots. The default
``COMSPIDER_COMMENT_DETECTOR``.

It also remembers the template of each page's main document (the last one seen per URL),
for the site memory's entry points (:meth:`template_of`).
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from datetime import UTC, datetime
from typing import Any

from comspider.detection import SectionHit
from comspider.interaction.comment_detector import InvariantCommentDetector
from comspider.records.dom import parse_html
from comspider.records.model import SectionClassifier
from comspider.url_keys import site_key
from comspider.wrappers.service import SiteWrappers, crawl_wrappers

log = logging.getLogger(__name__)

#: Pages whose template is remembered (the visits under way, and some).
_REMEMBERED = 256


class WrapperCommentDetector(InvariantCommentDetector):
    """``CommentDetector`` and ``CommentSectionLocator``; never raises."""

    def __init__(
        self,
        scorer: SectionClassifier,
        threshold: float,
        *,
        ft: int,
        fs: int,
        codes: str,
        named: bool,
        wrappers: SiteWrappers | None = None,
    ) -> None:
        super().__init__(scorer, threshold, ft=ft, fs=fs, codes=codes, named=named)
        self.wrappers = wrappers
        self._templates: OrderedDict[str, str | None] = OrderedDict()
        self._lock = threading.Lock()

    @classmethod
    def from_crawler(cls, crawler: Any) -> WrapperCommentDetector:
        detector = super().from_crawler(crawler)
        assert isinstance(detector, WrapperCommentDetector)
        detector.wrappers = crawl_wrappers(crawler)
        return detector

    def sections(self, html: str, url: str, article: datetime | None = None) -> list[SectionHit]:
        wrappers = self.wrappers
        if wrappers is not None:
            try:
                hit = self._wrapped(wrappers, html, url)
            except Exception as exc:  # the browser keeps interacting whatever happens here
                log.warning("site wrappers failed on %s (%s: %s)", url[:200], type(exc).__name__, exc)
                hit = None
            if hit is not None:
                return [hit]
        return super().sections(html, url, article)

    def _wrapped(self, wrappers: SiteWrappers, html: str, url: str) -> SectionHit | None:
        site = site_key(url)
        templates = wrappers.load(site) if site else None
        if templates is None or not templates.templates:
            return None
        root = parse_html(html)
        doc, found = wrappers.apply(root, url, reference_time=datetime.now(UTC), templates=templates)
        self._remember(url, doc.template)
        if found is None:
            return None
        xpath = found.container.getroottree().getpath(found.container)
        return SectionHit(xpath=xpath, records=len(found.records), score=found.comment_score)

    def _remember(self, url: str, template: str | None) -> None:
        with self._lock:
            self._templates[url] = template
            self._templates.move_to_end(url)
            while len(self._templates) > _REMEMBERED:
                self._templates.popitem(last=False)

    def template_of(self, url: str) -> str | None:
        """The template the page at ``url`` was last matched to (None: none known)."""
        with self._lock:
            return self._templates.get(url)
