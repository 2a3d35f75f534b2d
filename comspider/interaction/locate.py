"""Small in-page helpers: the state of an element before it is clicked, its path (for
site-memory patterns), the elements a remembered pattern matches, scrolling a fragment's
target into view. Each is one ``evaluate`` in the element's own frame (the scripts of
``js/``, with the shared XPath helper ``js/lib/xpath.js``, which crosses open shadow
roots); none raises."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import ElementHandle, Frame, Locator, Page

from comspider.page_scripts import script

logger = logging.getLogger(__name__)

_STATE_JS = script("comspider.interaction", "element_state.js")
_STEPS_JS = script("comspider.interaction", "element_steps.js")
_MATCH_JS = script("comspider.interaction", "pattern_matches.js")
_SCROLL_TO_JS = script("comspider.interaction", "scroll_to_fragment.js")
_ELEMENT_JS = script("comspider.interaction", "element_at.js")
_CLICK_JS = script("comspider.interaction", "click.js")
_IDENTITY_JS = script("comspider.interaction", "document_identity.js")


@dataclass(slots=True)
class ElementState:
    exists: bool = False
    visible: bool = False
    disabled: bool = False
    submits: bool = False  # a submit button of a form
    target: bool = False  # the #fragment's target exists in the document
    abs: str = ""
    href: str | None = None


async def element_state(frame: Page | Frame, xpaths: list[str], fragment: str | None = None) -> ElementState:
    try:
        data: dict[str, Any] = await frame.evaluate(_STATE_JS, [xpaths, fragment or ""])
    except Exception as exc:
        logger.debug("element state of %s failed: %s", xpaths[:1], exc)
        return ElementState()
    return ElementState(
        exists=bool(data.get("exists")),
        visible=bool(data.get("visible")),
        disabled=bool(data.get("disabled")),
        submits=bool(data.get("submits")),
        target=bool(data.get("target")),
        abs=str(data.get("abs") or ""),
        href=data.get("href"),
    )


def crosses_shadow(xpath: str) -> bool:
    """Does the XPath step into a shadow tree (which Playwright's ``xpath=`` cannot)?"""
    return "#shadow-root" in xpath or "comspider-shadow-root" in xpath


class ClickTarget:
    """What a click is aimed at: Playwright's locator for light-DOM XPaths (waits,
    retries), the element itself for a path into a shadow tree."""

    def __init__(self, frame: Page | Frame, xpath: str) -> None:
        self.frame = frame
        self.xpath = xpath
        self._locator: Locator | None = (
            None if crosses_shadow(xpath) else frame.locator(f"xpath={xpath}").first
        )

    async def _element(self) -> ElementHandle:
        handle = await self.frame.evaluate_handle(_ELEMENT_JS, self.xpath)
        element = handle.as_element()
        if element is None:
            await handle.dispose()
            raise LookupError(f"no element at {self.xpath}")
        return element

    async def click(self, timeout: float) -> None:
        """A trusted click (scrolled into view, actionability checked); seconds."""
        if self._locator is not None:
            await self._locator.click(timeout=timeout * 1000)
            return
        element = await self._element()
        try:
            await element.click(timeout=timeout * 1000)
        finally:
            await element.dispose()

    async def dispatch(self, timeout: float) -> None:
        """``el.click()`` in the page (for elements under an overlay or off-screen)."""
        if self._locator is not None:
            await self._locator.evaluate(_CLICK_JS, timeout=timeout * 1000)
            return
        element = await self._element()
        try:
            await element.evaluate(_CLICK_JS)
        finally:
            await element.dispose()


async def element_steps(frame: Page | Frame, xpath: str) -> list[dict[str, Any]]:
    try:
        return list(await frame.evaluate(_STEPS_JS, xpath))
    except Exception as exc:
        logger.debug("element path of %s failed: %s", xpath, exc)
        return []


async def pattern_matches(frame: Page | Frame, pattern: str, limit: int = 5) -> tuple[int, list[str]]:
    """(number of nodes the pattern selects, absolute XPaths of the first visible ones)."""
    try:
        data = await frame.evaluate(_MATCH_JS, [pattern, limit])
        return int(data["count"]), list(data["matches"])
    except Exception as exc:
        logger.debug("pattern %s failed: %s", pattern, exc)
        return -1, []


async def scroll_to_fragment(frame: Page | Frame, fragment: str) -> bool:
    try:
        return bool(await frame.evaluate(_SCROLL_TO_JS, fragment))
    except Exception:
        return False


_WORD = re.compile(r"\w+", re.U)
_COMMENTS_URL = re.compile(
    r"comment|koment|kommentar|coment|reacti|discuss|forum|reply|replies|"
    r"leserbrief|opinion|thread|talk|comunidad|community|posting",
    re.I,
)


async def document_identity(page: Page) -> dict[str, Any]:
    """URL, canonical URL, title and first heading of a page (empty values on failure)."""
    try:
        data = await page.evaluate(_IDENTITY_JS)
        return dict(data)
    except Exception:
        return {"url": getattr(page, "url", ""), "title": "", "h1": "", "canonical": ""}


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall((text or "").casefold()) if len(w) > 2 or not w.isascii()}


#: A page's file extension, which its address may or may not show.
_EXTENSION = re.compile(r"\.(s?html?|php|aspx?|jsp)$")


def _stem(url: str) -> str:
    return _EXTENSION.sub("", urlsplit(url).path.rstrip("/"))


def _ids(text: str) -> set[str]:
    """Numeric ids of a URL (5+ digits), dates such as 20261121 left out."""
    return {d for d in re.findall(r"\d{5,}", text) if not re.fullmatch(r"(19|20)\d{6}", d)}


#: An article's slug: words joined by hyphens or underscores, three or more of them
#: ("banjir-kilat-sungai-pari"), not a section's name ("world", "local-news").
_SLUG = re.compile(r"[^\W_]+(?:[-_][^\W_]+){2,}")


def _slug(path: str) -> str | None:
    """The last segment of ``path`` when it is an article's slug (its extension left out)."""
    last = _EXTENSION.sub("", path.rstrip("/").rsplit("/", 1)[-1])
    return last.casefold() if _SLUG.fullmatch(last) and any(c.isalpha() for c in last) else None


def extends_article(article_url: str, url: str) -> bool:
    """Does ``url`` lead under the article's own address: a path that extends the
    article's (``/story/comments``, ``/story-comments``), the article's numeric id
    again on the same host (``/comments/1234567`` for ``/news/1234567.html``), or its
    slug again as a segment of another path there (``/pandangan/banjir-kilat-sungai-pari/``
    for ``/bandar/banjir-kilat-sungai-pari``: a site's comments section names the article
    by its slug as its own section does)?"""
    a_parts, parts = urlsplit(article_url), urlsplit(url)
    stem = _stem(article_url)
    if len(stem) > 1 and (parts.path == stem or any(parts.path.startswith(stem + sep) for sep in "/-_.")):
        return True
    if parts.hostname != a_parts.hostname:
        return False
    slug = _slug(a_parts.path)
    if slug is not None and slug in {_EXTENSION.sub("", seg).casefold() for seg in parts.path.split("/")}:
        return True
    ids = _ids(a_parts.path)
    return bool(ids and ids & _ids(parts.path + "?" + parts.query))


def related_document(article: dict[str, Any], other: dict[str, Any]) -> bool:
    """Is ``other`` (a followed link, a popup, a navigation) about the article, e.g. its
    comments page, rather than another article? Yes when its URL extends the article's
    path, repeats the article's numeric id on the same host, or names comments where the
    article's does not; or when its title or heading shares most words with the
    article's heading."""
    a_url = article.get("canonical") or article.get("url") or ""
    o_urls = [u for u in (other.get("url"), other.get("canonical")) if u]
    if not a_url or not o_urls:
        return True  # nothing to compare: do not throw comments away
    a_parts = urlsplit(a_url)
    for url in o_urls:
        parts = urlsplit(url)
        if extends_article(a_url, url):
            return True
        if _COMMENTS_URL.search(parts.path + "?" + parts.query) and not _COMMENTS_URL.search(a_parts.path):
            return True
    heading = _words(article.get("h1") or article.get("title") or "")
    theirs = _words(other.get("title") or "") | _words(other.get("h1") or "")
    return bool(heading) and len(heading & theirs) / len(heading) >= 0.6
