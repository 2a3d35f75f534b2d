"""The in-browser comment detector: how many comments does this DOM show, and where?

Record sections from the invariant finder, kept when the comment-section classifier
accepts them: exactly what the pipelines will extract, so the browser stops clicking when
the pipelines would find comments. Named by ``COMSPIDER_COMMENT_DETECTOR``.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from scrapy.utils.misc import build_from_crawler, load_object

from comspider import renamed_settings
from comspider.crawl_settings import as_settings
from comspider.declared_time import declare_article_time, url_date
from comspider.detection import SectionHit
from comspider.records.dom import parse_html
from comspider.records.held_sections import FinderKey, Held, HeldSections, copied, crawl_held_sections
from comspider.records.invariants import DEFAULT_BYLINES, ExtractionStats, find_sections
from comspider.records.model import SectionClassifier
from comspider.sections.rules import select_sections

log = logging.getLogger(__name__)


class InvariantCommentDetector:
    """``CommentDetector`` (and ``CommentSectionLocator``) for the browser. Never raises."""

    def __init__(
        self,
        scorer: SectionClassifier,
        threshold: float,
        *,
        ft: int,
        fs: int,
        codes: str,
        named: bool,
    ) -> None:
        self.ft = ft
        self.fs = fs
        self.codes = codes
        self.named = named
        self.scorer = scorer
        self.threshold = threshold
        # where what it parsed and found waits for the pipelines (a crawl's; None: nowhere)
        self.held: HeldSections | None = None

    @property
    def finder_key(self) -> FinderKey:
        """The finder settings its sections are found with (the byline records' default)."""
        return (self.ft, self.fs, self.codes, self.named, DEFAULT_BYLINES)

    @classmethod
    def from_crawler(cls, crawler: Any) -> InvariantCommentDetector:
        """The same section finder settings, classifier and threshold as the pipelines."""
        scorer_cls = load_object(crawler.settings["COMSPIDER_SECTION_CLASSIFIER"])
        detector = cls.from_settings(crawler.settings, build_from_crawler(scorer_cls, crawler))
        detector.held = crawl_held_sections(crawler)
        return detector

    @classmethod
    def from_settings(
        cls, settings: Any = None, scorer: SectionClassifier | None = None
    ) -> InvariantCommentDetector:
        """From Scrapy settings, or a mapping of the knobs that differ from
        comspider/settings.py (None: none differ)."""
        settings = as_settings(settings)
        if scorer is None:
            scorer = load_object(settings["COMSPIDER_SECTION_CLASSIFIER"]).from_settings(settings)
        return cls(
            scorer,
            settings.getfloat("COMSPIDER_SECTION_THRESHOLD"),
            ft=renamed_settings.getint(settings, "COMSPIDER_PATTERN_MIN_OCCURRENCES"),
            fs=renamed_settings.getint(settings, "COMSPIDER_PATTERN_MIN_NODES"),
            codes=settings["COMSPIDER_EXTRACTION_CODES"],
            named=settings.getbool("COMSPIDER_NAMED_RECORDS"),
        )

    def sections(self, html: str, url: str, article: datetime | None = None) -> list[SectionHit]:
        """``CommentSectionLocator``: every section scoring at least the threshold,
        likeliest first. ``article``: the article's time, for a page of the article that
        is not its own (a popup, a comments page)."""
        try:
            root = parse_html(html)
            # as the pipelines judge it: a permalink's "/2012/03/slug" dates an article
            # that declares no time (else the browser clicks on for a thread they accept);
            # the article's own time for its other documents
            declare_article_time(root, article if article is not None else url_date(url))
            stats = ExtractionStats()
            sections = find_sections(
                root,
                ft=self.ft,
                fs=self.fs,
                codes=self.codes,
                named=self.named,
                bylines=DEFAULT_BYLINES,
                stats=stats,
            )
            # the pipelines' copy, untouched by the scoring and selection below
            keep = copied(sections) if self.held is not None else None
            found = select_sections(sections, self.scorer, "accepted", self.threshold)
        except Exception as exc:  # the browser keeps interacting whatever happens here
            log.warning("comment detection failed on %s (%s: %s)", url, type(exc).__name__, exc)
            return []
        hits = []
        for s in sorted(found, key=lambda s: (-(s.comment_score or 0.0), -len(s.records))):
            try:
                xpath = s.container.getroottree().getpath(s.container)
            except (ValueError, TypeError):
                continue
            hits.append(SectionHit(xpath=xpath, records=len(s.records), score=s.comment_score))
        if self.held is not None and keep is not None:  # the tree is not read here from now on
            self.held.offer(html, url, self.finder_key, Held(root, keep, stats.cut_short))
        return hits

    def count_comments(self, html: str, url: str) -> int:
        """Records of the largest comment-looking section (0 when there is none)."""
        return max((h.records for h in self.sections(html, url)), default=0)
