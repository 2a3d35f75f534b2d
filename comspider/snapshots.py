"""What the browser stage hands to the pipelines: DOM snapshots, the interaction report,
and the response that carries both.

Shared types: the spider, the browser stage and the pipelines all use them, so they live
at the root of the package and import no stage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scrapy.http import HtmlResponse

#: The element a snapshot puts where a shadow root is: its first child under the host,
#: holding the shadow tree (``<x-comments><comspider-shadow-root mode="open">...``), so
#: that lxml, XPaths and record extraction see a shadow tree like any other subtree. The
#: ``mode`` attribute says what the page asked for (``closed`` roots are forced open).
SHADOW_ROOT_TAG = "comspider-shadow-root"


@dataclass(slots=True)
class Snapshot:
    """The serialised DOM of one document after interaction.

    ``kind`` says where it came from: ``main`` (the article page), ``frame`` (an
    iframe of it, e.g. a cross-origin comment widget), ``popup`` (a page a click
    opened), ``navigation`` (a page a click navigated to, e.g. a comments page),
    ``comment_page`` (a further page of the article's comments: "Older comments",
    ``comment-page-2``, ``?cpage=3``, a numbered pager).

    Open shadow trees are inlined under their hosts (:data:`SHADOW_ROOT_TAG`); when the
    page is an endless stream of articles, the articles appended after the first are left
    out.
    """

    url: str
    html: str
    kind: str = "main"
    frame_path: str | None = None  # XPath of the <iframe> element in its parent, for frames
    # Where the archive (COMSPIDER_ARCHIVE_DIR) recorded this snapshot: the WARC file's
    # name in the archive folder and the resource record's WARC-Record-ID; None when not
    # recorded.
    warc_file: str | None = None
    warc_record_id: str | None = None


@dataclass(slots=True)
class InteractionReport:
    """What the interaction did on one page."""

    clickables: int = 0  # clickable elements collected (none when the comments showed without a click)
    # Entry-point actions that cost requests: clicks and followed links. Anchor scrolls,
    # consent clicks and expansion clicks are not counted here.
    clicks: int = 0
    clicked: list[str] = field(default_factory=list)  # XPaths of the clicks made, in order
    clicked_text: list[str] = field(default_factory=list)  # ...and each element's text ("" if none)
    entry_point: str | None = None  # XPath that exposed the comments, "scroll", "static", or None
    entry_text: str | None = None  # the text of the element whose click exposed them
    comments_seen: int = 0  # what the in-browser detector counted
    expansions: int = 0  # "load more" / "show replies" clicks
    consent_dismissed: bool = False
    scrolls: int = 0
    seconds: float = 0.0  # time spent in the browser (navigation + interaction)
    events: list[str] = field(default_factory=list)  # dialog, popup, navigation, download, ...
    error: str | None = None  # a fault during interaction that did not stop the visit
    # Why the thread was cut short, when a bound stopped its expansion ("expand_clicks",
    # "expand_seconds", "comment_pages", ...); None when it was read to its end.
    truncation: str | None = None
    # A bound on what the page made the browser do that was passed ("popup_limit",
    # "frame_limit", "request_limit", "memory_limit": comspider.browser.visit_limits), or
    # "dom_truncated" (a document longer than COMSPIDER_MAX_DOM_CHARS was cut); None when none.
    limit: str | None = None
    # The archive's id of this visit (the Comspider-Visit-Id of its records), when recorded.
    archive_visit: str | None = None
    # A request an action of ours started never answered (a hung comment API): when no
    # comments are found, the visit failed (an error, retried) rather than found none.
    unanswered: str | None = None
    # Wall seconds per phase of the visit in the browser (navigate, load, settle, consent,
    # detect, scroll, collect, entry, expand, comment_pages, snapshot), and of its HTTP
    # fetch and its judgement when it had one (http_fetch, http_judge: COMSPIDER_HTTP_FIRST).
    timings: dict[str, float] = field(default_factory=dict)
    # How the page was read: "browser" (Chromium and the interaction), "http" (its
    # served HTML held the whole discussion: comspider.interaction.http_first), or
    # "http+browser" (the browser rendered the document that fetch had loaded); None when
    # the visit failed before the page was read (a refusal, a timeout, a lost browser).
    fetched_by: str | None = "browser"


class BrowserResponse(HtmlResponse):
    """The final DOM as an HtmlResponse, plus every document's snapshot and the report."""

    attributes: tuple[str, ...] = (*HtmlResponse.attributes, "snapshots", "report")

    def __init__(
        self,
        *args: Any,
        snapshots: list[Snapshot] | None = None,
        report: InteractionReport | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.snapshots: list[Snapshot] = snapshots or []
        self.report: InteractionReport = report or InteractionReport()
