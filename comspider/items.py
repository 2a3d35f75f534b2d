"""The items comspider exports (CommentItem, VisitItem, and the moderation records
CommentRemovedItem and CommentEditedItem) and the one it passes between its pipelines
(PageItem, never exported).

Dataclasses, so that itemadapter and the feed exporters handle them directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from comspider.article import Article
from comspider.snapshots import InteractionReport, Snapshot

#: Version of the exported records (``schema_version`` on every item). 2: item types,
#: the comment's own language, the platform, author links, dislikes, the date as written,
#: the site's comment id and permalink, edits; the article's language is
#: ``article_language``. 3: the moderation records (``comment_removed``,
#: ``comment_edited``), and in the visit record ``comments_closed``, ``comment_form``,
#: ``removed_comments``, ``edited_comments``. 4: the visit record's ``fetched_by`` is null
#: for a visit that failed before the page was read. The JSON Schema is
#: docs/schema/records.schema.json.
SCHEMA_VERSION = 4


@dataclass(slots=True, kw_only=True)
class CommentItem:
    """One user comment; one JSON line in feeds/comments/."""

    type: str = "comment"
    schema_version: int = SCHEMA_VERSION
    article_url: str
    article_title: str | None = None
    publisher: str | None = None
    article_published_at: str | None = None
    article_language: str | None = None  # the article's language, when known
    comment_id: str  # stable across visits: hash of article URL, author, normalised text
    parent_id: str | None = None  # comment_id of the comment this one replies to; None at top level
    depth: int = 0  # 0 at top level
    author: str | None = None
    author_url: str | None = None  # the author's profile link, when the markup has one
    published_at: str | None = None  # ISO 8601; relative dates resolved against the visit time
    published_text: str | None = None  # the date as written on the page
    edited: bool | None = None  # True when the comment says it was edited
    text: str
    language: str | None = None  # the comment's own language (None when unsure: too short)
    likes: int | None = None
    dislikes: int | None = None
    position: int = 0  # order of the comment on the page, from 0
    visit: int = 1  # 1, 2, 3: the visit that first found it
    crawled_at: str  # ISO 8601, UTC
    platform: str | None = None  # the commenting system (disqus, coral, ...), else "native"
    site_comment_id: str | None = None  # the site's own id of the comment, when the markup has it
    permalink: str | None = None  # the comment's own link, when the markup has one
    # Where the comment section is: the XPath of its container in its document; inside an
    # iframe, after the <iframe>'s XPath ("/html/body/iframe[2] >> /html/body/div"); on a
    # page a click opened or navigated to, after that page's URL.
    section: str | None = None
    # Provenance (COMSPIDER_ARCHIVE_DIR): the WARC file (its name in the archive folder)
    # and the WARC-Record-ID of the recorded DOM snapshot the comment was read from;
    # None when the crawl recorded no archive.
    warc_file: str | None = None
    warc_record_id: str | None = None


@dataclass(slots=True, kw_only=True)
class VisitItem:
    """One visit of one article; one JSON line in feeds/visits/."""

    type: str = "visit"
    schema_version: int = SCHEMA_VERSION
    url: str
    visit: int
    outcome: str  # comments_found | no_comments | blocked | error
    # why, for blocked and error; for the others, a cause (a fault, or a bound the page
    # passed: popup_limit, frame_limit, request_limit, memory_limit, dom_truncated)
    reason: str | None = None
    clicks: int = 0  # entry-point clicks (and followed links) that exposed the comments
    clickables: int = 0
    expansions: int = 0  # "load more" / "show replies" clicks inside the discussion
    comment_pages: int = 0  # further pages of the discussion read (followed, or paged in place)
    comments: int = 0  # comments found on this visit (new and already known)
    new_comments: int = 0  # comments emitted for the first time
    entry_point: str | None = None  # an XPath, "scroll", "static", or None
    # The thread was cut short by a bound (pages, clicks, seconds of expansion): True, and
    # which bound in truncation ("expand_clicks", "expand_seconds", "comment_pages", ...).
    truncated: bool = False
    truncation: str | None = None
    comments_closed: bool = False  # the page says its comments are closed ("Comments are closed")
    comment_form: bool | None = None  # a comment form was on the page (None: no comments looked at)
    removed_comments: int = 0  # comments seen before and missing now (comment_removed records)
    edited_comments: int = 0  # comments whose text changed (comment_edited records)
    platform: str | None = None  # the commenting system the comments came from
    # How the page was read: "browser" (Chromium and the interaction), "http" (its
    # served HTML held the whole discussion, read without the browser: COMSPIDER_HTTP_FIRST),
    # or "http+browser" (the browser rendered the document that fetch had loaded, once);
    # None: the visit failed before the page was read.
    fetched_by: str | None = "browser"
    seconds: float = 0.0  # service time: download + interaction + extraction
    final_url: str | None = None
    visited_at: str | None = None
    publisher: str | None = None
    published_at: str | None = None  # the article's publication time
    # Provenance (COMSPIDER_ARCHIVE_DIR): the WARC file and the WARC-Record-ID of the
    # visit's record (JSON naming every record of the visit); None without an archive.
    warc_file: str | None = None
    warc_record_id: str | None = None


OUTCOMES = ("comments_found", "no_comments", "blocked", "error")


@dataclass(slots=True, kw_only=True)
class CommentRemovedItem:
    """A comment an earlier visit saw and a later complete visit of its section did not:
    removed (by a moderator or its author). One JSON line in feeds/moderation/."""

    type: str = "comment_removed"
    schema_version: int = SCHEMA_VERSION
    article_url: str
    comment_id: str  # as its comment record was written
    site_comment_id: str | None = None
    author: str | None = None
    section: str | None = None
    first_seen_at: str  # the first visit that saw it (ISO 8601)
    last_seen_at: str  # the last visit that saw it
    last_seen_visit: int
    first_missed_at: str  # the visit that found it gone
    first_missed_visit: int


@dataclass(slots=True, kw_only=True)
class CommentEditedItem:
    """A comment whose text changed since a visit saw it: its new text, under the id its
    comment record was written with (matched by the site's own comment id, or by author,
    parent and a similar text). One JSON line in feeds/moderation/."""

    type: str = "comment_edited"
    schema_version: int = SCHEMA_VERSION
    article_url: str
    comment_id: str  # as its comment record was written
    site_comment_id: str | None = None
    author: str | None = None
    text: str  # the new text
    edited: bool | None = None  # the page marks it as edited
    previous_seen_at: str  # the last visit that saw the earlier text (ISO 8601)
    visit: int  # the visit that saw the new text
    crawled_at: str  # its time


MODERATION_ITEMS = (CommentRemovedItem, CommentEditedItem)


@dataclass(slots=True)
class PageItem:
    """A visited article on its way through the pipelines; turned into a VisitItem
    (and CommentItems) by the last pipeline. Carries parsed state, so never exported."""

    article: Article
    visit: int
    visited_at: str  # ISO 8601 UTC
    final_url: str
    snapshots: list[Snapshot]
    report: InteractionReport
    error: str | None = None  # set when the download failed
    blocked: str | None = None  # set when the page was refused (paywall, guard, robots)
    # Filled by the pipelines, in order:
    sections: list[Any] = field(default_factory=list)  # extraction.model.RecordSection
    comments: list[CommentItem] = field(default_factory=list)
    found: int = 0  # comments found before de-duplication
    found_times: list[str | None] = field(default_factory=list)  # their published_at
    queue: dict[str, Any] | None = None  # the page-queue claim this visit came from
    timings: dict[str, float] = field(default_factory=dict)  # seconds per pipeline stage
    cpu: dict[str, float] = field(default_factory=dict)  # CPU seconds per pipeline stage (its thread's)
    # The snapshots parsed once (by index), for every stage that reads a tree: the
    # records, then the article's metadata.
    trees: dict[int, Any] = field(default_factory=dict)
    platform: str | None = None  # the commenting system (pipelines.platform)
    warc_file: str | None = None  # the visit's record in the archive (pipelines.archive_visit)
    warc_record_id: str | None = None
    comments_closed: bool = False  # pipelines.comments_closed
    comment_form: bool | None = None
    removed: int = 0  # moderation records written for this visit (pipelines.moderation)
    edited: int = 0
    # Per snapshot index, what the site wrappers made of that document (its template, a
    # hit or a miss: comspider.wrappers.service.Document), for their learning stage.
    templates: dict[int, Any] = field(default_factory=dict)
