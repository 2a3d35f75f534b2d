"""One call from a page to its comments: sections -> comment sections -> fields + ids.

Used by ``python -m comspider extract`` and the evaluation scripts; the item pipelines
do the same steps one stage each (records, sections, fields).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from lxml import html as lxml_html
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.extraction.dom import as_root
from comspider.extraction.fallback_scorer import FallbackCommentScorer, select_sections
from comspider.extraction.fields import comment_fields
from comspider.extraction.ids import comment_id
from comspider.extraction.invariants import DEFAULT_CODES, DEFAULT_FS, DEFAULT_FT, DEFAULT_NAMED, find_sections
from comspider.extraction.model import ExtractedComment, RecordSection, SectionClassifier, SectionHit

log = logging.getLogger(__name__)


@dataclass(slots=True)
class PageComment:
    comment: ExtractedComment
    comment_id: str
    parent_id: str | None
    section: int  # index of the section in the page's list of sections
    section_score: float | None


def canonical_url(root: lxml_html.HtmlElement) -> str | None:
    """The page's own idea of its URL: <link rel=canonical> or og:url."""
    for xpath in ('//link[@rel="canonical"]/@href', '//meta[@property="og:url"]/@content'):
        try:
            found = root.xpath(xpath)
        except Exception:  # noqa: BLE001 - a broken tree is not worth a crash
            found = []
        if found and str(found[0]).strip():
            return str(found[0]).strip()
    return None


def comments_of_sections(sections: list[RecordSection], *, article_url: str,
                         reference_time: datetime, indices: list[int] | None = None) -> list[PageComment]:
    """Fields and ids of the comments of the given (comment) sections."""
    out: list[PageComment] = []
    for pos, section in enumerate(sections):
        fields = comment_fields(section, reference_time=reference_time)
        ids = [comment_id(article_url, c.author, c.text) for c in fields]
        for c, cid in zip(fields, ids, strict=True):
            parent_id = ids[c.parent] if c.parent is not None and 0 <= c.parent < len(ids) else None
            out.append(PageComment(c, cid, parent_id, indices[pos] if indices else pos,
                                   section.comment_score))
    return out


def extract_comments(
    root_or_html: lxml_html.HtmlElement | str | bytes,
    *,
    article_url: str | None = None,
    fallback_url: str | None = None,
    reference_time: datetime,
    ft: int = DEFAULT_FT,
    fs: int = DEFAULT_FS,
    mode: str = "best",
    scorer: SectionClassifier | None = None,
    threshold: float | None = None,
) -> list[PageComment]:
    """Comments of a page: every section found, scored (fallback scorer unless another
    ``SectionClassifier`` is given), the best one (``mode="best"``) or all of them.
    Ids use ``article_url``, else the page's canonical URL, else ``fallback_url``."""
    root = as_root(root_or_html)
    sections = find_sections(root, ft=ft, fs=fs)
    chosen = select_sections(sections, scorer or default_scorer(), mode, threshold)
    url = article_url or canonical_url(root) or fallback_url or ""
    index = {id(s): i for i, s in enumerate(sections)}
    return comments_of_sections(chosen, article_url=url, reference_time=reference_time,
                                indices=[index[id(s)] for s in chosen])


DEFAULT_SCORER = "comspider.classify.sections.CombinedSectionClassifier"


def default_scorer() -> SectionClassifier:
    """The shipped section classifier (fastText blended with the structural rules); the
    rules alone when the model cannot be loaded (one warning)."""
    try:
        return load_object(DEFAULT_SCORER)()
    except Exception as exc:  # a broken install must not stop extraction
        log.warning("Section classifier %s unavailable (%s); using the structural rules",
                       DEFAULT_SCORER, exc)
        return FallbackCommentScorer()


class InvariantCommentDetector:
    """``CommentDetector`` (and ``CommentSectionLocator``) for the browser: how many
    comments does this DOM show, and where? Sections come from record invariants, the
    comment-looking ones from the scorer (the fallback one until the classifier exists).
    Never raises."""

    def __init__(self, ft: int = DEFAULT_FT, fs: int = DEFAULT_FS,
                 scorer: SectionClassifier | None = None, threshold: float | None = None,
                 codes: str = DEFAULT_CODES, named: bool = DEFAULT_NAMED) -> None:
        self.ft = ft
        self.fs = fs
        self.codes = codes
        self.named = named
        self.scorer = scorer or default_scorer()
        self.threshold = threshold if threshold is not None else getattr(self.scorer, "threshold", 0.5)

    @classmethod
    def from_crawler(cls, crawler: Any) -> InvariantCommentDetector:
        """The same section classifier and threshold as the item pipelines use."""
        settings = crawler.settings
        scorer_cls = load_object(settings.get("COMSPIDER_SECTION_CLASSIFIER", DEFAULT_SCORER))
        return cls(ft=settings.getint("COMSPIDER_FT", DEFAULT_FT),
                   fs=settings.getint("COMSPIDER_FS", DEFAULT_FS),
                   scorer=build_from_crawler(scorer_cls, crawler),
                   threshold=settings.getfloat("COMSPIDER_SECTION_THRESHOLD", 0.6),
                   codes=settings.get("COMSPIDER_EXTRACTION_CODES", DEFAULT_CODES),
                   named=settings.getbool("COMSPIDER_NAMED_RECORDS", DEFAULT_NAMED))

    def sections(self, html: str, url: str) -> list[SectionHit]:
        """``CommentSectionLocator``: every section scoring at least the threshold,
        likeliest first."""
        try:
            found = select_sections(find_sections(html, ft=self.ft, fs=self.fs, codes=self.codes,
                                                  named=self.named),
                                    self.scorer, "all")
        except Exception as exc:  # the browser keeps interacting whatever happens here
            log.warning("comment detection failed on %s (%s: %s)", url, type(exc).__name__, exc)
            return []
        limit = self.threshold
        hits = []
        for s in sorted(found, key=lambda s: (-(s.comment_score or 0.0), -len(s.records))):
            if (s.comment_score or 0.0) < limit:
                continue
            try:
                xpath = s.container.getroottree().getpath(s.container)
            except (ValueError, TypeError):
                continue
            hits.append(SectionHit(xpath=xpath, records=len(s.records), score=s.comment_score))
        return hits

    def count_comments(self, html: str, url: str) -> int:
        """Records of the largest comment-looking section (0 when there is none)."""
        return max((h.records for h in self.sections(html, url)), default=0)
