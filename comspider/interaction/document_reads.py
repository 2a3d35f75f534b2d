"""A visit's reads of its documents: a document nothing touched since the visit last read
it is neither serialised nor shown to the comment detector again.

Each read asks the document for its version (``js/lib/dom_version.js``: a mutation
observer started at the first read, over the document and its open shadow trees) and
sends the version of the HTML held for that frame; the page answers with the HTML only
when the version moved. So the detection after a scroll that changed nothing, after an
expansion that found nothing to press, and the snapshot after the last detection cost one
short round trip instead of serialising the page, carrying its HTML through Playwright's
driver and parsing it again. The held HTML and the detector's answer for it are the
visit's own (the :class:`~comspider.interaction.page_interaction.Interaction`'s), dropped
with it, and a frame's are dropped once the frame is detached.
"""

from __future__ import annotations

from dataclasses import dataclass

from playwright.async_api import Frame, Page

from comspider.detection import SectionHit
from comspider.interaction.shadow import serialise


@dataclass(slots=True)
class _Held:
    version: str
    html: str
    hits: tuple[str, list[SectionHit]] | None = None  # (the URL asked about, the detector's answer)


class DocumentReads:
    """The last HTML read of each frame of a visit, with its version."""

    def __init__(self) -> None:
        self._held: dict[Frame, _Held] = {}
        self.unchanged = 0  # reads answered from what was held
        self.detections_skipped = 0  # detector runs answered from what was held

    async def html(self, frame: Page | Frame, timeout: float) -> str:
        """The document's HTML (:func:`comspider.interaction.shadow.document_html`), from
        what is held when its version has not moved. Raises what that raises."""
        self._forget_detached()
        frame = _frame(frame)
        held = self._held.get(frame)
        version, html = await serialise(frame, held.version if held else None, timeout)
        if html is None and held is not None:
            self.unchanged += 1
            return held.html
        if version is None:  # not watched: nothing to hold
            self._held.pop(frame, None)
        else:
            self._held[frame] = _Held(version, html or "")
        return html or ""

    def hits(self, frame: Page | Frame, html: str, url: str) -> list[SectionHit] | None:
        """The detector's answer for this very HTML of the frame at ``url``, if it was asked."""
        held = self._held.get(_frame(frame))
        if held is None or held.hits is None or held.html is not html or held.hits[0] != url:
            return None
        self.detections_skipped += 1
        return list(held.hits[1])

    def remember_hits(self, frame: Page | Frame, html: str, url: str, hits: list[SectionHit]) -> None:
        held = self._held.get(_frame(frame))
        if held is not None and held.html is html:
            held.hits = (url, list(hits))

    def _forget_detached(self) -> None:
        for frame in [f for f in self._held if _detached(f)]:
            del self._held[frame]


def _frame(frame: Page | Frame) -> Frame:
    """A page's document is its main frame's."""
    return frame.main_frame if isinstance(frame, Page) else frame


def _detached(frame: Frame) -> bool:
    try:
        return frame.is_detached()
    except Exception:
        return True
