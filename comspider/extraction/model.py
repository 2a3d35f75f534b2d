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
    parent: int | None = None  # index in the same list of the comment replied to
    depth: int = 0
    xpath: str | None = None


class SectionFinder(Protocol):
    """DOM -> candidate record sections."""

    def find_sections(self, root: lxml_html.HtmlElement) -> list[RecordSection]: ...


class SectionClassifier(Protocol):
    """Record section -> P(it is a comment section)."""

    def score(self, section: RecordSection) -> float: ...


class FieldExtractor(Protocol):
    """Comment section -> the fields of its comments."""

    def comment_fields(self, section: RecordSection, *, reference_time: datetime
                       ) -> list[ExtractedComment]: ...


class CommentDetector(Protocol):
    """Used by the browser while it interacts: how many comments does this DOM show?"""

    def count_comments(self, html: str, url: str) -> int: ...
