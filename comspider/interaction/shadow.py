"""Shadow DOM: widgets that render into a shadow root are seen like any other markup.

- ``comspider/browser/js/open_shadow_roots.js`` (an init script the download handler
  installs, ``COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS``) wraps ``Element.prototype.attachShadow`` before any page script runs, so that a root
  asked for as ``closed`` is made ``open``: the page keeps the root object it was given
  and works as before; only ``host.shadowRoot`` now returns it, which is what lets the
  detector, the clickable collector, the expansion and the snapshots reach inside.
  Hosts forced open are remembered (their snapshot says ``mode="closed"``).
- Declarative closed roots (``<template shadowrootmode="closed">`` in the HTML) are
  attached by the parser, not by ``attachShadow``: :func:`expose_closed_roots` finds them
  through the browser's DOM agent (``DOM.getDocument`` with ``pierce``, which sees closed
  roots, in the page's documents and its same-process frames), once per document and again
  when more frames have loaded (three searches at most), and gives each host a ``shadowRoot`` that returns its root
  (``js/expose_shadow_root.js``): from then on they are read like the others.
- :func:`document_html` serialises a document with its open shadow trees inlined, each
  as a :data:`~comspider.snapshots.SHADOW_ROOT_TAG` element, the first child of its host
  (light children follow it), and without the articles an endless stream appended
  (:mod:`comspider.interaction.stream`). Documents with neither are serialised as
  ``frame.content()`` does (the doctype, then the root's ``outerHTML``), in the same
  round trip; a visit's reads skip a document nothing touched since
  (:mod:`comspider.interaction.document_reads`).

XPaths into the inlined trees (``/html/body/x-comments/comspider-shadow-root/div[2]``,
as lxml writes them) are resolved in the live page by the shared XPath helper (``js/lib/xpath.js``),
which steps into ``host.shadowRoot`` at the marker.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from typing import Any

from playwright.async_api import Frame, Page

from comspider.page_scripts import script
from comspider.snapshots import SHADOW_ROOT_TAG

logger = logging.getLogger(__name__)

_SERIALISE_JS = script("comspider.interaction", "serialise.js")
_EXPOSE_JS = script("comspider.interaction", "expose_shadow_root.js")
_SCANNED_JS = script("comspider.interaction", "shadow_scan_mark.js")
_MOST_SCANS = 3  # searches of one document for closed roots (frames that keep loading)


def closed_roots(node: dict[str, Any]) -> Iterator[int]:
    """The backend node ids of the closed shadow roots in a ``DOM.getDocument`` tree
    (``pierce``: shadow roots, frames' documents and template contents included)."""
    stack = [node]
    while stack:
        n = stack.pop()
        for root in n.get("shadowRoots") or ():
            if root.get("shadowRootType") == "closed":
                yield int(root["backendNodeId"])
            stack.append(root)
        stack.extend(n.get("children") or ())
        if n.get("contentDocument"):
            stack.append(n["contentDocument"])


async def expose_closed_roots(page: Page, timeout: float = 10.0) -> int:
    """Make the closed shadow roots no ``attachShadow`` call opened (declarative ones)
    reachable as ``host.shadowRoot``, once per document (again when more frames loaded, at
    most three times); how many were newly exposed. Never raises."""
    try:
        if await page.evaluate(_SCANNED_JS, [len(page.frames), _MOST_SCANS]):
            return 0
        return await asyncio.wait_for(_expose(page), timeout)
    except Exception as exc:
        logger.debug("closed shadow roots not searched on %s: %s", page.url[:120], exc)
        return 0


async def _expose(page: Page) -> int:
    session = await page.context.new_cdp_session(page)
    try:
        tree = await session.send("DOM.getDocument", {"depth": -1, "pierce": True})
        exposed = 0
        for backend_id in closed_roots(tree["root"]):
            try:
                found = await session.send("DOM.resolveNode", {"backendNodeId": backend_id})
                done = await session.send(
                    "Runtime.callFunctionOn",
                    {
                        "objectId": found["object"]["objectId"],
                        "functionDeclaration": _EXPOSE_JS,
                        "returnByValue": True,
                        "silent": True,
                    },
                )
                exposed += bool((done.get("result") or {}).get("value"))
            except Exception as exc:  # a root whose document went away meanwhile
                logger.debug("closed shadow root not exposed: %s", exc)
        return exposed
    finally:
        try:
            await session.detach()
        except Exception:
            pass


async def serialise(frame: Page | Frame, known: str | None, timeout: float) -> tuple[str | None, str | None]:
    """(the document's version, its HTML, see :func:`document_html`), in one round trip;
    the HTML is None when the version is ``known`` (nothing changed since the read that
    gave it: ``js/lib/dom_version.js``); the version is None when the document cannot be
    watched. Raises what ``frame.content()`` raises."""
    result = await asyncio.wait_for(frame.evaluate(_SERIALISE_JS, [SHADOW_ROOT_TAG, known]), timeout)
    if isinstance(result, list) and len(result) == 2:
        version, html = result
        version = version if isinstance(version, str) else None
        if isinstance(html, str):
            return version, html
        if html is None and version is not None and version == known:
            return version, None
    # the page's script broke the serialiser (a patched prototype): Chromium's own
    return None, await asyncio.wait_for(frame.content(), timeout)


async def document_html(frame: Page | Frame, timeout: float = 20.0) -> str:
    """The document's HTML, shadow trees inlined and stream articles left out (see the
    module's docstring). Raises what ``frame.content()`` raises."""
    _, html = await serialise(frame, None, timeout)
    return html or ""
