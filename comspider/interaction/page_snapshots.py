"""Serialise the DOM of a page and of its frames into Snapshots (open shadow trees
inlined, an endless stream's appended articles left out: :mod:`comspider.interaction.shadow`).

Frames of every origin are serialised through their own execution context, so a
cross-site (out-of-process) frame gives its full document like any other."""

from __future__ import annotations

import logging

from playwright.async_api import Frame, Page

from comspider.interaction.document_reads import DocumentReads
from comspider.interaction.shadow import document_html
from comspider.interaction.stream import cut_frames
from comspider.page_scripts import script
from comspider.snapshots import Snapshot

logger = logging.getLogger(__name__)

_XPATHS_JS = script("comspider.interaction", "element_xpaths.js")


async def frame_path(frame: Frame) -> str | None:
    """XPath of the frame's ``<iframe>`` in its parent document (None when unknown)."""
    try:
        element = await frame.frame_element()
        try:
            return str((await element.evaluate(_XPATHS_JS))["absXpath"])
        finally:
            await element.dispose()
    except Exception:
        return None


#: Characters a frame the page wrote itself must hold to be read (an empty about:blank
#: document serialises to about 40; an ad slot's few tags stay under this).
_WRITTEN_FRAME_CHARS = 400


async def _read(frame: Page | Frame, reads: DocumentReads | None) -> str:
    return await (reads.html(frame, 20.0) if reads is not None else document_html(frame))


async def frame_snapshots(
    page: Page, max_chars: int, max_frames: int, reads: DocumentReads | None = None
) -> list[Snapshot]:
    """Snapshots of the child frames of ``page`` that have content (cross-origin too), at
    most ``max_frames`` (``COMSPIDER_MAX_FRAMES``, the frames the visit searched).
    ``reads``: the visit's reads (a document unchanged since its last read is not
    serialised again)."""
    snaps: list[Snapshot] = []
    others = await cut_frames(page)  # the frames of an endless stream's next articles
    # chrome-error:// (blocked ads) does not count against the bound; a frame the page
    # wrote itself (about:srcdoc, or about:blank filled by a script: some widgets render
    # their thread so) counts only when it holds something, and reads as the page's URL
    # (its document has the page's base URL)
    frames = [
        f
        for f in page.frames
        if f != page.main_frame
        and not f.is_detached()
        and f not in others
        and (f.url or "").startswith(("http://", "https://", "about:srcdoc", "about:blank"))
    ]
    for frame in frames:
        if len(snaps) >= max_frames:
            break
        url = frame.url
        written = url.startswith("about:")
        try:
            html = await _read(frame, reads)
        except Exception as exc:
            logger.debug("frame %s not serialisable: %s", url[:120], exc)
            continue
        if len(html) < 200 or (written and len(html) < _WRITTEN_FRAME_CHARS):
            continue
        snaps.append(
            Snapshot(
                url=page.url if written else url,
                html=html[:max_chars],
                kind="frame",
                frame_path=await frame_path(frame),
            )
        )
    return snaps


async def page_snapshots(
    page: Page, kind: str, max_chars: int, max_frames: int, reads: DocumentReads | None = None
) -> list[Snapshot]:
    """The page's main document (as ``kind``) followed by its frames (at most ``max_frames``)."""
    html = await _read(page, reads)
    frames = await frame_snapshots(page, max_chars, max_frames, reads)
    return [Snapshot(url=page.url, html=html[:max_chars], kind=kind), *frames]
