"""Shadow DOM: widgets that render into a shadow root are seen like any other markup.

- ``comspider/browser/js/open_shadow_roots.js`` (an init script the download handler
  installs, ``COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS``) wraps ``Element.prototype.attachShadow`` before any page script runs, so that a root
  asked for as ``closed`` is made ``open``: the page keeps the root object it was given
  and works as before; only ``host.shadowRoot`` now returns it, which is what lets the
  detector, the clickable collector, the expansion and the snapshots reach inside.
  Hosts forced open are remembered (their snapshot says ``mode="closed"``). Declarative
  closed roots (``<template shadowrootmode="closed">`` in the HTML) are created by the
  parser, not by ``attachShadow``, and stay out of reach.
- :func:`document_html` serialises a document with its open shadow trees inlined, each
  as a :data:`~comspider.snapshots.SHADOW_ROOT_TAG` element, the first child of its host
  (light children follow it), and without the articles an endless stream appended
  (:mod:`comspider.interaction.stream`). Documents with neither are serialised by Chromium
  itself (``frame.content()``), unchanged.

XPaths into the inlined trees (``/html/body/x-comments/comspider-shadow-root/div[2]``,
as lxml writes them) are resolved in the live page by the shared XPath helper (``js/lib/xpath.js``),
which steps into ``host.shadowRoot`` at the marker.
"""

from __future__ import annotations

import asyncio

from playwright.async_api import Frame, Page

from comspider.page_scripts import script
from comspider.snapshots import SHADOW_ROOT_TAG

_SERIALISE_JS = script("comspider.interaction", "serialise.js")


async def document_html(frame: Page | Frame, timeout: float = 20.0) -> str:
    """The document's HTML, shadow trees inlined and stream articles left out (see the
    module's docstring). Raises what ``frame.content()`` raises."""
    html = await asyncio.wait_for(frame.evaluate(_SERIALISE_JS, [SHADOW_ROOT_TAG]), timeout)
    if isinstance(html, str):
        return html
    return await asyncio.wait_for(frame.content(), timeout)
