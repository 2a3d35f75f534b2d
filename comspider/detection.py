"""What the browser asks while it interacts: does this DOM show comments, and where?

The contract between the browser stage and whatever answers it (the comment detector that
``COMSPIDER_COMMENT_DETECTOR`` names: by default the site's wrapper where its template has
one, else the extraction's own section finder and the section classifier,
:class:`comspider.interaction.wrapper_detector.WrapperCommentDetector`).
Shared types: the browser imports them, and so does the detector.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


class CommentDetector(Protocol):
    """Used by the browser while it interacts: how many comments does this DOM show?"""

    def count_comments(self, html: str, url: str) -> int: ...


@dataclass(slots=True)
class SectionHit:
    """Where a comment section is in a document: for the browser, which expands it ("load
    more", "show replies") and remembers where comments were on a site.

    ``xpath`` locates the section's container in the document the detector was given, as
    lxml's ``getroottree().getpath(container)`` writes it: absolute, from ``/html``,
    positional indexes only where same-tag siblings exist (``/html/body/div[2]/section``).
    The browser resolves it with ``document.evaluate`` in the live document, so it must
    not depend on nodes the parser adds or drops other than scripts, styles and comments.
    """

    xpath: str
    records: int  # comments (records, replies included) in the section
    score: float | None = None  # P(comment section) when the detector has one


class CommentSectionLocator(Protocol):
    """Optional extension of :class:`CommentDetector`: the comment sections themselves.

    ``sections(html, url)`` returns every comment section of the document, likeliest or
    largest first (empty when there are none). The browser uses it when the detector has
    it (``hasattr(detector, "sections")``) and falls back to ``count_comments`` otherwise;
    ``count_comments`` should then equal the largest ``records`` of ``sections``.

    A ``sections`` that also takes ``article`` (a keyword: the article's declared time, a
    ``datetime``) is given it for the article's pages other than its own (a popup, a
    separate comments page), which seldom declare a time of their own.
    """

    def sections(self, html: str, url: str) -> list[SectionHit]: ...


class TemplateLocator(Protocol):
    """Optional extension of :class:`CommentDetector`: which of its site's templates the
    document at ``url`` was last found to be (None: none known). The browser keeps the
    entry points that worked per template (``hasattr(detector, "template_of")``)."""

    def template_of(self, url: str) -> str | None: ...
