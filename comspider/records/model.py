"""The data the extraction stage produces: record sections and comment fields.

These types are the contract between the extraction algorithms, the comment-section
classifier, the pipelines and the browser's in-page comment detector.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from lxml import html as lxml_html


@dataclass(slots=True)
class Record:
    """One record (a comment, a related-article teaser...) in a section."""

    node: lxml_html.HtmlElement  # the record container node
    parent: int | None = None  # index in RecordSection.records of the record it replies to
    depth: int = 0  # 0 for top-level records
    # Sibling nodes that belong to the same record when a template has no wrapper per
    # record (<dt>author</dt><dd>text</dd>): in document order, without ``node``.
    extra: list[lxml_html.HtmlElement] = field(default_factory=list)


@dataclass(slots=True)
class RecordSection:
    """A group of records of one kind under one container."""

    container: lxml_html.HtmlElement
    records: list[Record]
    snapshot: int = 0  # index of the Snapshot (main document, frame...) it was found in
    method: str = ""  # which extractor found it
    # Invariant subtrees found per record (template parts: avatar, date, like button).
    invariants: list[list[lxml_html.HtmlElement]] = field(default_factory=list)
    comment_score: float | None = None  # P(comment section), set by the classifier


@dataclass(slots=True)
class ExtractedComment:
    """The fields of one comment record, before article metadata is attached."""

    text: str
    author: str | None = None
    published_at: str | None = None  # ISO 8601 when it could be resolved
    published_text: str | None = None  # the date as written on the page
    likes: int | None = None
    dislikes: int | None = None
    parent: int | None = None  # index in the same list of the comment replied to
    depth: int = 0
    xpath: str | None = None
    author_url: str | None = None  # the author's profile link
    site_comment_id: str | None = None  # the site's own id (id="comment-957", data-comment-id)
    permalink: str | None = None  # the comment's own link (absolute when the page URL is known)
    edited: bool | None = None  # the comment says it was edited


class SectionFinder(Protocol):
    """DOM -> candidate record sections."""

    def find_sections(self, root: lxml_html.HtmlElement) -> list[RecordSection]: ...


class SectionClassifier(Protocol):
    """Record section -> P(it is a comment section)."""

    def score(self, section: RecordSection) -> float: ...


class FieldExtractor(Protocol):
    """Comment section -> the fields of its comments."""

    def comment_fields(
        self, section: RecordSection, *, reference_time: datetime, page_url: str | None = None
    ) -> list[ExtractedComment]: ...
