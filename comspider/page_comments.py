"""One call from a page to its comments: record sections -> comment sections -> fields
and ids, with the crawl's own classifier and settings.

Used by ``comspider extract``, the Python API and the lab's evaluations; the item
pipelines do the same steps one stage each (records, sections, fields).
:func:`page_records` goes on to the comment records the crawl writes (the article's
metadata, the commenting platform, each comment's language): one record for
``comspider.extract``, ``comspider extract --all-fields`` and the crawl.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from lxml import html as lxml_html
from scrapy.utils.misc import load_object

from comspider.annotate.article_metadata import comment_nodes, page_metadata
from comspider.annotate.language import LanguageIdentifier
from comspider.annotate.platform import detect_platform
from comspider.clock import iso
from comspider.crawl_settings import crawl_settings
from comspider.declared_time import article_time, declare_article_time, declare_reading_time, url_date
from comspider.fields.contained import fields_or_none
from comspider.fields.extractor import comment_fields
from comspider.fields.ids import page_comment_ids
from comspider.gc_pause import without_gc
from comspider.items import CommentItem
from comspider.records.dom import as_root, decode_html, parse_html
from comspider.records.frame_documents import srcdoc_documents
from comspider.records.invariants import DEFAULT_FS, DEFAULT_FT, find_sections
from comspider.records.model import ExtractedComment, RecordSection, SectionClassifier
from comspider.sections.rules import StructuralSectionScorer, select_sections
from comspider.snapshots import Snapshot

log = logging.getLogger(__name__)

Record = TypeVar("Record", bound=CommentItem)


@dataclass(slots=True)
class PageComment:
    comment: ExtractedComment
    comment_id: str
    parent_id: str | None
    section: int  # index of the section in the page's list of sections
    section_score: float | None
    section_xpath: str | None = None  # the XPath of the section's container


def canonical_url(root: lxml_html.HtmlElement) -> str | None:
    """The page's own idea of its URL: <link rel=canonical> or og:url (the first such
    element of the document that has the attribute, as ``//link[@rel="canonical"]/@href``
    finds it; a walk of the tree's elements is ten times cheaper than that XPath)."""
    for tag, name, value, attr in (
        ("link", "rel", "canonical", "href"),
        ("meta", "property", "og:url", "content"),
    ):
        try:
            found = next(
                (
                    el.get(attr)
                    for el in root.getroottree().getroot().iter(tag)
                    if el.get(name) == value and el.get(attr) is not None
                ),
                None,
            )
        except Exception:  # noqa: BLE001 - a broken tree is not worth a crash
            found = None
        if found and str(found).strip():
            return str(found).strip()
    return None


def comments_of_sections(
    sections: list[RecordSection],
    *,
    article_url: str,
    reference_time: datetime,
    indices: list[int] | None = None,
    details: bool = True,
    once: bool = False,
) -> list[PageComment]:
    """Fields and ids of the comments of the given (comment) sections (``details``: see
    :func:`extract_comments`). ``once``: a comment shown twice (one id: an editors' pick
    above its thread) is given once, at its first place, as the crawl writes it."""
    out: list[PageComment] = []
    page_url = article_url if article_url.startswith(("http://", "https://")) else None
    given: dict[str, ExtractedComment] = {}
    written: set[str] = set()
    for pos, section in enumerate(sections):
        fields = fields_or_none(
            article_url,
            comment_fields,
            section,
            reference_time=reference_time,
            page_url=page_url,
            details=details,
        )
        if fields is None:
            continue
        ids = page_comment_ids(article_url, fields, given)
        xpath = _xpath(section.container) if details else None
        for c, cid in zip(fields, ids, strict=True):
            if once and cid in written:
                continue
            written.add(cid)
            parent_id = ids[c.parent] if c.parent is not None and 0 <= c.parent < len(ids) else None
            out.append(
                PageComment(c, cid, parent_id, indices[pos] if indices else pos, section.comment_score, xpath)
            )
    return out


def _xpath(element: lxml_html.HtmlElement) -> str | None:
    try:
        return str(element.getroottree().getpath(element))
    except (AttributeError, ValueError, TypeError):
        return None


@without_gc
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
    details: bool = True,
    chosen_out: list[RecordSection] | None = None,
) -> list[PageComment]:
    """Comments of a page: every section found, scored (the crawl's classifier unless
    another ``SectionClassifier`` is given), the best one (``mode="best"``), those the
    crawler keeps (``"accepted"``: every comment section, reply lists merged into their
    thread, duplicates and non-comment records out) or all of them (``"all"``).
    Ids use ``article_url``, else the page's canonical URL, else ``fallback_url``.
    ``details=False``: the XPaths, profile links, site ids and permalinks stay None (a
    reader that prints none of them saves their cost; nothing else depends on them).
    ``chosen_out``: a list the chosen sections are added to (their records are the
    comments: the article's metadata leaves them out)."""
    root = as_root(root_or_html)
    # a permalink's "/2012/03/slug" dates an article that declares no time
    declare_article_time(root, url_date(article_url or fallback_url))
    declare_reading_time(root, reference_time)
    # The page's element objects stay alive until the fields are read: the scoring and
    # the fields walk the same elements, which lxml would otherwise make anew.
    held: list[list[lxml_html.HtmlElement]] = []
    sections = find_sections(root, ft=ft, fs=fs, hold=held)
    # the documents of the page's srcdoc frames, read as the crawl reads a frame's document
    for frame in srcdoc_documents(root):
        declare_reading_time(frame, reference_time)
        declare_article_time(frame, article_time(root))
        sections.extend(find_sections(frame, ft=ft, fs=fs, hold=held))
    chosen = select_sections(sections, scorer or default_scorer(), mode, threshold)
    if chosen_out is not None:
        chosen_out.extend(chosen)
    url = article_url or canonical_url(root) or fallback_url or ""
    # The selection may return new sections (records left out, reply lists merged in):
    # those keep the index of the found section with their container.
    index = {id(s): i for i, s in enumerate(sections)}
    by_container: dict[int, int] = {}
    for i, s in enumerate(sections):
        by_container.setdefault(id(s.container), i)
    indices = [index.get(id(s), by_container.get(id(s.container), -1)) for s in chosen]
    return comments_of_sections(
        chosen,
        article_url=url,
        reference_time=reference_time,
        indices=indices,
        details=details,
        once=mode != "all",
    )


def default_scorer() -> SectionClassifier:
    """The crawl's section classifier (``COMSPIDER_SECTION_CLASSIFIER`` and its threshold,
    as comspider/settings.py sets them); the structural rules alone when the model cannot
    be loaded (one warning)."""
    settings = crawl_settings()
    try:
        return load_object(settings["COMSPIDER_SECTION_CLASSIFIER"]).from_settings(settings)
    except Exception as exc:  # noqa: BLE001 - a broken install must not stop extraction
        log.warning(
            "Section classifier %s unavailable (%s); using the structural rules",
            settings["COMSPIDER_SECTION_CLASSIFIER"],
            exc,
        )
        return StructuralSectionScorer()


def page_records(
    html: str | bytes,
    record: type[Record],
    *,
    url: str | None = None,
    fallback_url: str | None = None,
    reference_time: datetime,
    ft: int = DEFAULT_FT,
    fs: int = DEFAULT_FS,
    mode: str = "best",
    threshold: float | None = None,
) -> list[tuple[Record, PageComment]]:
    """The comment records of one page (``record``: CommentItem or a subclass), each with
    the :class:`PageComment` it was made from. The article's URL is ``url``, else the
    page's canonical URL, else ``fallback_url``; its title, publisher, date and language
    come from the page; ``reference_time`` resolves relative dates and is the records'
    ``crawled_at``."""
    # Decoded once and parsed once, as the crawl parses (the XML declaration dropped
    # there: lxml refuses a str that keeps an encoding declaration, as XHTML pages do).
    text = html if isinstance(html, str) else decode_html(html)
    root = parse_html(text)
    article_url = url or canonical_url(root) or fallback_url or ""
    chosen: list[RecordSection] = []
    found = extract_comments(
        root,
        article_url=article_url,
        reference_time=reference_time,
        ft=ft,
        fs=fs,
        mode=mode,
        threshold=threshold,
        chosen_out=chosen,
    )
    if not found:
        return []  # no record to carry the article's metadata: its walk of the page (htmldate, trafilatura's) not made
    # The metadata from the article without its comments (set aside, then put back).
    meta = page_metadata(root, url, leave_out=comment_nodes(chosen), read_at=reference_time)
    platform = detect_platform([Snapshot(url=article_url, html=text)]).platform
    identifier = LanguageIdentifier.from_settings(crawl_settings())
    texts = [pc.comment.text for pc in found]
    languages = identifier.identify_many(texts) if identifier is not None else [None] * len(texts)
    crawled_at = iso(reference_time)
    out: list[tuple[Record, PageComment]] = []
    for position, (pc, language) in enumerate(zip(found, languages, strict=True)):
        c = pc.comment
        item = record(
            article_url=article_url,
            article_title=meta["title"],
            publisher=meta["publisher"],
            article_published_at=meta["published_at"],
            article_language=meta["language"],
            comment_id=pc.comment_id,
            parent_id=pc.parent_id,
            depth=c.depth,
            author=c.author,
            author_url=c.author_url,
            published_at=c.published_at,
            published_text=c.published_text,
            edited=c.edited,
            text=c.text,
            language=language,
            likes=c.likes,
            dislikes=c.dislikes,
            position=position,
            visit=1,
            crawled_at=crawled_at,
            platform=platform,
            site_comment_id=c.site_comment_id,
            permalink=c.permalink,
            section=pc.section_xpath,
        )
        out.append((item, pc))
    return out
