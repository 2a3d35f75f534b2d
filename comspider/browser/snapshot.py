"""What the browser stage hands to the pipelines: DOM snapshots and a report."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Snapshot:
    """The serialised DOM of one document after interaction.

    ``kind`` says where it came from: ``main`` (the article page), ``frame`` (an
    iframe of it, e.g. a cross-origin comment widget), ``popup`` (a page a click
    opened), ``navigation`` (a page a click navigated to, e.g. a comments page).
    """

    url: str
    html: str
    kind: str = "main"
    frame_path: str | None = None  # XPath of the <iframe> element in its parent, for frames


@dataclass(slots=True)
class InteractionReport:
    """What the interaction did on one page."""

    clickables: int = 0  # clickable elements seen
    clicks: int = 0  # clicks made (entry-point candidates and consent buttons excluded)
    clicked: list[str] = field(default_factory=list)  # XPaths of the clicks made, in order
    entry_point: str | None = None  # XPath that exposed the comments, "scroll", "static", or None
    comments_seen: int = 0  # what the in-browser detector counted
    expansions: int = 0  # "load more" / "show replies" clicks
    consent_dismissed: bool = False
    scrolls: int = 0
    seconds: float = 0.0  # time spent in the browser (navigation + interaction)
    events: list[str] = field(default_factory=list)  # dialog, popup, navigation, download, ...
    error: str | None = None  # a fault during interaction that did not stop the visit
