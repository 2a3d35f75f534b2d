"""Comment sections -> CommentItems with fields, ids and article metadata."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from scrapy.crawler import Crawler
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.fields.contained import fields_or_none
from comspider.fields.ids import page_comment_ids
from comspider.items import CommentItem, PageItem
from comspider.page_links import joined
from comspider.pipelines.stage_clock import in_thread
from comspider.records.model import ExtractedComment, FieldExtractor
from comspider.snapshots import SHADOW_ROOT_TAG

_SHADOW_STEP = re.compile(rf"/{SHADOW_ROOT_TAG}(?:\[\d+\])?(?=/|$)")


class CommentFieldsPipeline:
    def __init__(self, crawler: Crawler, extractor: FieldExtractor) -> None:
        self.stats = crawler.stats
        self.extractor = extractor

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CommentFieldsPipeline:
        extractor_cls = load_object(crawler.settings["COMSPIDER_FIELD_EXTRACTOR"])
        return cls(crawler, build_from_crawler(extractor_cls, crawler))

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.sections:
            return item
        item.comments = await in_thread(item, "fields", lambda: self._comments(item))
        item.found = len(item.comments)
        item.found_times = [c.published_at for c in item.comments]
        return item

    def _comments(self, item: PageItem) -> list[CommentItem]:
        article = item.article
        visited = datetime.fromisoformat(item.visited_at)
        out: list[CommentItem] = []
        seen: set[str] = set()
        given: dict[str, ExtractedComment] = {}
        for section in item.sections:
            where = section_locator(item, section)
            base = section_url(item, section) or article.url
            # the page's address, as comspider.extract has it: a comment's anchor id with
            # no link of its own to it gives its permalink (page#id) in both
            page = base if base and base.startswith(("http://", "https://")) else None
            fields = fields_or_none(
                base or article.url,
                self.extractor.comment_fields,
                section,
                reference_time=visited,
                page_url=page,
            )
            if fields is None:
                self.stats.inc_value("comspider/fields/section_failed")
                continue
            source = item.snapshots[section.snapshot] if 0 <= section.snapshot < len(item.snapshots) else None
            ids = page_comment_ids(article.url, fields, given)
            for f, cid in zip(fields, ids, strict=False):
                if cid in seen:  # the same comment in two snapshots (page and frame, say)
                    continue
                seen.add(cid)
                out.append(
                    CommentItem(
                        article_url=article.url,
                        article_title=article.title,
                        publisher=article.publisher,
                        article_published_at=article.published_at,
                        comment_id=cid,
                        parent_id=ids[f.parent] if f.parent is not None and f.parent < len(ids) else None,
                        depth=f.depth,
                        author=f.author,
                        author_url=_absolute(base, f.author_url),
                        published_at=f.published_at,
                        published_text=f.published_text,
                        edited=f.edited,
                        text=f.text,
                        likes=f.likes,
                        dislikes=f.dislikes,
                        position=len(out),
                        visit=item.visit,
                        crawled_at=item.visited_at,
                        article_language=article.language,
                        site_comment_id=f.site_comment_id,
                        permalink=_absolute(base, f.permalink),
                        section=where,
                        warc_file=source.warc_file if source is not None else None,
                        warc_record_id=source.warc_record_id if source is not None else None,
                    )
                )
        return out


def _absolute(base: str | None, href: str | None) -> str | None:
    """A link as written in the page, made absolute against the page it was found in."""
    if not href:
        return None
    return joined(base, href)


def section_url(item: PageItem, section: Any) -> str | None:
    """The URL of the document (page, frame, comments page) the section was found in."""
    snapshots = item.snapshots
    snap = snapshots[section.snapshot] if 0 <= section.snapshot < len(snapshots) else None
    return getattr(snap, "url", None) or None


def section_locator(item: PageItem, section: Any) -> str | None:
    """The ``section`` of a CommentItem: the container's XPath, qualified by the frame or
    the page it is in, and by the shadow roots it is inside (see
    :class:`~comspider.items.CommentItem`)."""
    try:
        xpath = section.container.getroottree().getpath(section.container)
    except (AttributeError, ValueError, TypeError):
        return None
    # a shadow tree the snapshot inlined: "<host XPath> >> #shadow-root >> <XPath in it>"
    xpath = _SHADOW_STEP.sub(" >> #shadow-root >> ", xpath).removesuffix(" >> ")
    snapshots = item.snapshots
    snap = snapshots[section.snapshot] if 0 <= section.snapshot < len(snapshots) else None
    if snap is None or snap.kind == "main":
        return xpath
    if snap.kind == "frame" and snap.frame_path:
        return f"{snap.frame_path} >> {xpath}"
    return f"{snap.url} >> {xpath}"
