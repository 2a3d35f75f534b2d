"""Collect the clickable elements of a page as the browser sees them.

The in-page collector (``clickables.js``) finds links, buttons, ``[role=button]``,
``[onclick]``, ``summary``, button-like inputs, ``label[for]``, elements that got a click
listener (the listener hook, ``comspider/browser/js/listener_hook.js``), toggles with ``aria-expanded``/``aria-controls``
and ``cursor: pointer`` roots, in open shadow roots too. It skips invisible elements
(``display:none``, ``visibility:hidden``, ``opacity:0``, an empty box) but not those
below the fold, keeps the outermost of nested clickables, and caps the number of
elements and every string.

Usage with Playwright's async API::

    await install_listener_hook(context)                 # before the page loads
    await page.goto(url)
    clickables = await collect_page_clickables(page, limit=..., max_frames=...)  # main frame, iframes
    for clickable in clickables:
        await locator_for(page, clickable).click()

XPaths: ``xpath`` is the stable form: ``//*[@id="x"]/div[2]/a[1]`` from the nearest
ancestor-or-self whose id is unique in its document and does not look generated (no run
of three digits, no hex hash, no ``:``, no framework prefix such as ``ember``/``react-``),
else the positional absolute path. ``abs_xpath`` is always positional
(``/html[1]/body[1]/div[3]/a[2]``). Inside an open shadow root both read
``<host path>/#shadow-root/<path in the shadow tree>``; :func:`resolve_xpaths` and
:func:`element_for` understand that form, Playwright's ``xpath=`` locators do not.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from playwright.async_api import BrowserContext, ElementHandle, Frame, Locator, Page

from comspider.interaction.stream import cut_frames
from comspider.lexicon import COMMENT_KEYWORDS
from comspider.page_scripts import init_script, script

logger = logging.getLogger(__name__)

CLICKABLES_JS = script("comspider.interaction", "clickables.js")
_XPATHS_JS = script("comspider.interaction", "element_xpaths.js")

MAIN_FRAME = "main"


@dataclass(slots=True)
class Clickable:
    """One clickable element, as collected in the browser.

    Coordinates are CSS pixels in the coordinates of the element's own document (for an
    element in an iframe: that frame's document). ``article`` is the element's place
    relative to the main article body (the ``<article>``/``itemprop=articleBody`` around
    the largest block of ``<p>`` text, else that block): ``above``, ``inside``, ``below``
    (in document order), ``contains`` (it wraps the article) or ``none`` (no article found).
    """

    xpath: str  # stable XPath (unique non-generated id when there is one)
    abs_xpath: str  # positional absolute XPath
    tag: str  # lowercase local name
    text: str = ""  # visible text, whitespace-collapsed, capped (inputs: value)
    beside: str = ""  # an in-page control's short box's other text ("25 readers wrote [Show]")
    attrs: dict[str, str] = field(default_factory=dict)  # the element's attributes, capped
    desc_attrs: list[str] = field(default_factory=list)  # descendants' attribute values, capped
    desc_tags: list[str] = field(default_factory=list)  # distinct descendant tag names
    sources: list[str] = field(default_factory=list)  # why it is clickable: href, button, ...
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # x, y, width, height
    page_fraction: float = 0.0  # top of the box / document height
    article: str = "none"  # above | inside | below | contains | none
    href: str | None = None  # resolved href of <a>/<area>, capped
    scheme: str | None = None  # http, https, javascript, mailto, ...
    fragment: str | None = None  # the #fragment when the link stays in this document
    links_away: bool = False  # navigates to another http(s) document
    other_host: bool = False  # ... on another host (www. ignored)
    target_blank: bool = False
    in_shadow: bool = False
    frame_id: str = MAIN_FRAME  # "main", or "1", "1.2": 1-based child-frame indices
    frame_path: str | None = None  # XPath of the <iframe> in its parent document
    frame_chain: tuple[str, ...] = ()  # XPaths of the <iframe>s from the top document down
    frame_url: str = ""  # URL of the document the element is in
    index: int = 0  # document order within its frame
    marks: list[str] = field(default_factory=list)  # labelling rules that selected it

    @property
    def is_link(self) -> bool:
        return self.href is not None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["box"] = list(self.box)
        data["frame_chain"] = list(self.frame_chain)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Clickable:
        names = {f.name for f in fields(cls)}
        kwargs = {k: v for k, v in data.items() if k in names}
        if "box" in kwargs:
            kwargs["box"] = tuple(float(v) for v in kwargs["box"])
        if "frame_chain" in kwargs:
            kwargs["frame_chain"] = tuple(kwargs["frame_chain"])
        return cls(**kwargs)


@dataclass(slots=True)
class Collection:
    """Everything one collector run returns: page facts, clickables and counters."""

    page: dict[str, Any]
    clickables: list[Clickable]
    stats: dict[str, Any]


def _options(limit: int, keep_zero_size: bool, marks: dict[str, str] | None, **extra: Any) -> dict:
    # keywords: over the limit, clickables naming comments are kept first (clickables.js)
    opts: dict[str, Any] = {
        "limit": int(limit),
        "keepZeroSize": bool(keep_zero_size),
        "keywords": list(COMMENT_KEYWORDS),
    }
    if marks:
        opts["marks"] = dict(marks)
    opts.update(extra)
    return opts


async def collect(
    target: Page | Frame,
    *,
    limit: int,
    keep_zero_size: bool = False,
    marks: dict[str, str] | None = None,
    frame_id: str = MAIN_FRAME,
    frame_chain: tuple[str, ...] = (),
    **options: Any,
) -> Collection:
    """Run the collector in one document (a page's main frame or one frame).

    ``keep_zero_size`` keeps elements with an empty box (saved pages without their
    external CSS and icon fonts render icon links with no size). ``marks`` maps rule
    names to XPaths; collected clickables selected by a rule get its name in ``marks``.
    Further ``options`` go to the script (``textCap``, ``attrCap``, ``descCap``,
    ``maxScan``, ``cursor``).
    """
    text = await target.evaluate(CLICKABLES_JS, _options(limit, keep_zero_size, marks, **options))
    raw = _parse(text) if isinstance(text, str) else {}
    frame_url = str(raw.get("page", {}).get("url", ""))
    items = []
    for i, item in enumerate(raw.get("items", [])):
        clickable = Clickable.from_dict(item)
        clickable.index = i
        clickable.frame_id = frame_id
        clickable.frame_chain = frame_chain
        clickable.frame_path = frame_chain[-1] if frame_chain else None
        clickable.frame_url = frame_url
        items.append(clickable)
    return Collection(page=raw.get("page", {}), clickables=items, stats=raw.get("stats", {}))


def _parse(text: str) -> dict[str, Any]:
    """The collector's JSON. Page text can hold lone surrogates (a broken emoji), which
    JSON escapes and Python then cannot write as UTF-8; they become U+FFFD."""
    data = json.loads(text)
    if "\\ud" not in text.lower():
        return data
    fixed = json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return json.loads(fixed)


async def collect_clickables(
    page_or_frame: Page | Frame, *, limit: int, keep_zero_size: bool = False
) -> list[Clickable]:
    """The clickables of one document (a page's main frame, or the given frame)."""
    if isinstance(page_or_frame, Page):
        return (await collect(page_or_frame, limit=limit, keep_zero_size=keep_zero_size)).clickables
    chain = await frame_chain_of(page_or_frame)
    frame_id = await _frame_id(page_or_frame)
    result = await collect(
        page_or_frame, limit=limit, keep_zero_size=keep_zero_size, frame_id=frame_id, frame_chain=chain
    )
    return result.clickables


async def collect_page_clickables(
    page: Page,
    *,
    limit: int,
    max_frames: int,
    keep_zero_size: bool = False,
) -> list[Clickable]:
    """The clickables of the main frame and of every (also cross-origin) iframe.

    ``limit`` (``COMSPIDER_MAX_CLICKABLES``) caps the total, ``max_frames``
    (``COMSPIDER_MAX_FRAMES``) the frames searched. The articles an endless stream appended after the page's
    own (:mod:`comspider.interaction.stream`) and their frames are left out. Frames that fail (detached, crashed, about:blank with
    nothing in it) are skipped with one debug line; the main frame's failure raises.
    """
    others = await cut_frames(page)  # also refreshes the stream's cut the collector skips
    out = await collect_clickables(page.main_frame, limit=limit, keep_zero_size=keep_zero_size)
    frames = [f for f in page.frames if f is not page.main_frame and f not in others][:max_frames]
    for frame in frames:
        left = limit - len(out)
        if left <= 0:
            break
        try:
            out.extend(await collect_clickables(frame, limit=left, keep_zero_size=keep_zero_size))
        except Exception as exc:
            logger.debug("clickables: frame %s skipped: %s", frame.url[:200], exc)
    return out


async def install_listener_hook(target: BrowserContext | Page) -> None:
    """Add the listener hook (``comspider/browser/js/listener_hook.js``, which the download
    handler installs in every crawl context) to every document the context/page will load."""
    await target.add_init_script(init_script("comspider.browser", "listener_hook.js"))


async def xpath_of(handle: ElementHandle) -> tuple[str, str]:
    """(stable, absolute) XPath of an element, computed in its own document."""
    result = await handle.evaluate(_XPATHS_JS)
    return str(result["xpath"]), str(result["absXpath"])


async def frame_chain_of(frame: Frame) -> tuple[str, ...]:
    """The stable XPaths of the ``<iframe>`` elements from the top document to ``frame``."""
    chain: list[str] = []
    current: Frame | None = frame
    while current is not None and current.parent_frame is not None:
        handle = await current.frame_element()
        try:
            chain.append((await xpath_of(handle))[0])
        finally:
            await handle.dispose()
        current = current.parent_frame
    return tuple(reversed(chain))


async def _frame_id(frame: Frame) -> str:
    parts: list[str] = []
    current: Frame | None = frame
    while current is not None and current.parent_frame is not None:
        parent = current.parent_frame
        parts.append(str(parent.child_frames.index(current) + 1))
        current = parent
    return ".".join(reversed(parts)) or MAIN_FRAME


def frame_by_id(page: Page, frame_id: str) -> Frame | None:
    """The frame a ``frame_id`` names (indices into ``child_frames``), or None."""
    frame: Frame = page.main_frame
    if frame_id in ("", MAIN_FRAME):
        return frame
    for part in frame_id.split("."):
        kids = frame.child_frames
        i = int(part) - 1
        if not 0 <= i < len(kids):
            return None
        frame = kids[i]
    return frame


async def frame_for(page: Page, clickable: Clickable) -> Frame | None:
    """The frame holding ``clickable``: found through its iframe XPaths (robust to frames
    added since collection), else through its ``frame_id``."""
    if not clickable.frame_chain:
        return page.main_frame
    frame: Frame | None = page.main_frame
    for xp in clickable.frame_chain:
        if frame is None:
            break
        handle = await frame.query_selector(f"xpath={xp}")
        frame = await handle.content_frame() if handle else None
    return frame or frame_by_id(page, clickable.frame_id)


def locator_for(frame: Page | Frame, clickable: Clickable) -> Locator:
    """A Playwright locator for the clickable in the given page/frame (light DOM only;
    for shadow-DOM clickables use :func:`element_for`). Falls back to ``abs_xpath``."""
    return frame.locator(f"xpath={clickable.xpath}").or_(frame.locator(f"xpath={clickable.abs_xpath}")).first


async def element_for(frame: Page | Frame, clickable: Clickable) -> ElementHandle | None:
    """The element for a clickable, through the stable XPath then the absolute one; works
    across shadow roots. None when neither resolves any more."""
    for xp in (clickable.xpath, clickable.abs_xpath):
        found = await _resolve_element(frame, xp)
        if found is not None:
            return found
    return None


async def _resolve_element(frame: Page | Frame, xp: str) -> ElementHandle | None:
    handle = await frame.evaluate_handle(CLICKABLES_JS, {"mode": "element", "xpath": xp})
    element = handle.as_element()
    if element is None:
        await handle.dispose()
    return element


async def resolve_xpaths(frame: Page | Frame, xpaths: list[str]) -> list[str | None]:
    """The absolute XPath of the element each XPath selects first (None if none)."""
    return list(await frame.evaluate(CLICKABLES_JS, {"mode": "resolve", "xpaths": list(xpaths)}))
