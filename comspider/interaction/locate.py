"""Small in-page helpers: the state of an element before it is clicked, its path (for
site-memory patterns), the elements a remembered pattern matches, scrolling a fragment's
target into view. Each is one ``evaluate`` in the element's own frame; none raises."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import ElementHandle, Frame, Locator, Page

logger = logging.getLogger(__name__)

# Shared by the snippets below (and by expand.py): resolve an XPath, the positional
# XPath of an element. Both cross open shadow roots: a path into a shadow tree holds the
# snapshot's marker step (``/x-widget/comspider-shadow-root/div[2]``, what lxml writes
# for an inlined tree) or the collector's (``/x-widget[1]/#shadow-root/div[2]``); after
# it the path is walked step by step from ``host.shadowRoot`` (XPath does not enter
# shadow trees). ``absPath`` writes the collector's form.
XPATH_JS = r"""
  const SHADOW_STEP = /\/(?:comspider-shadow-root(?:\[1\])?|#shadow-root)(?=\/|$)/;
  const stepInto = (ctx, path) => {
    let node = ctx;
    let rest = path;
    const head = rest.match(/^\/\/\*\[@id="([^"]*)"\]/);
    if (head) {
      node = ctx.getElementById ? ctx.getElementById(head[1]) : null;
      rest = rest.slice(head[0].length);
      if (!node) return null;
    }
    const re = /^\/(?:([A-Za-z][\w.-]*)|\*\[local-name\(\)='([^']+)'\])(?:\[(\d+)\])?/;
    while (rest) {
      const m = rest.match(re);
      if (!m) return null;
      const want = (m[1] || m[2]).toLowerCase();
      let k = Number(m[3] || 1);
      let found = null;
      for (const c of node.children) if (c.localName.toLowerCase() === want && --k === 0) { found = c; break; }
      if (!found) return null;
      node = found;
      rest = rest.slice(m[0].length);
    }
    return node === ctx ? null : node;
  };
  const resolve = (xp) => {
    if (!xp) return null;
    const parts = String(xp).split(SHADOW_STEP);
    let node = null;
    try { node = document.evaluate(parts[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; }
    catch (e) { return null; }
    for (let i = 1; i < parts.length && node; i++) {
      if (!node.shadowRoot) return null;
      node = parts[i] ? stepInto(node.shadowRoot, parts[i]) : null;
    }
    return node;
  };
  const absPath = (el) => {
    let path = '';
    for (let node = el, guard = 0; node && guard < 32; guard++) {
      const parts = [];
      for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
        let i = 1;
        for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.localName === n.localName) i++;
        const name = /^[a-z][a-z0-9-]*$/.test(n.localName) ? n.localName : `*[local-name()='${n.localName}']`;
        parts.unshift(`${name}[${i}]`);
      }
      path = '/' + parts.join('/') + path;
      const root = node.getRootNode ? node.getRootNode() : null;
      if (root && root.nodeType === 11 && root.host) { path = '/#shadow-root' + path; node = root.host; }
      else break;
    }
    return path;
  };
"""
_PRELUDE = (
    XPATH_JS
    + r"""
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 && r.height <= 0) return false;
    const st = getComputedStyle(el);
    return st.visibility !== 'hidden' && st.display !== 'none';
  };
"""
)

_STATE_JS = (
    "([xpaths, fragment]) => {"
    + _PRELUDE
    + r"""
  let el = null;
  for (const xp of xpaths) { el = xp ? resolve(xp) : null; if (el) break; }
  if (!el || el.nodeType !== 1) return {exists: false};
  const tag = el.localName;
  const type = (el.getAttribute('type') || '').toLowerCase();
  const form = el.closest ? el.closest('form') : null;
  const submits = !!form && ((tag === 'button' && (type === '' || type === 'submit')) ||
    (tag === 'input' && (type === 'submit' || type === 'image')));
  let target = false;
  if (fragment) {
    let id = fragment;
    try { id = decodeURIComponent(fragment); } catch (e) {}
    target = !!(document.getElementById(id) || document.getElementsByName(id)[0]);
  }
  return {exists: true, visible: visible(el), disabled: !!el.disabled || el.getAttribute('aria-disabled') === 'true',
          submits, target, abs: absPath(el), href: el.href ? String(el.href) : null};
}"""
)

# Path of an element for pattern_from_steps: element first, then ancestors up to <body>.
_STEPS_JS = (
    "(xpath) => {"
    + _PRELUDE
    + r"""
  const el = resolve(xpath);
  if (!el) return [];
  const steps = [];
  const KEEP = /^(data-[\w-]+|role|name|aria-label|rel|href|type)$/;
  for (let n = el; n && n.nodeType === 1 && steps.length < 8; n = n.parentElement) {
    let i = 1;
    for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.localName === n.localName) i++;
    const attrs = {};
    for (const a of n.attributes) {
      if (KEEP.test(a.name) && a.value.length <= 200) attrs[a.name] = a.value;
    }
    steps.push({tag: n.localName, id: n.id || '', classes: Array.from(n.classList || []).slice(0, 12),
                attrs, index: i});
    if (n.localName === 'body') break;
  }
  return steps;
}"""
)

_MATCH_JS = (
    "([pattern, limit]) => {"
    + _PRELUDE
    + r"""
  let snap;
  try { snap = document.evaluate(pattern, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null); }
  catch (e) { return {count: -1, matches: []}; }
  const matches = [];
  for (let i = 0; i < snap.snapshotLength && matches.length < limit; i++) {
    const el = snap.snapshotItem(i);
    if (el.nodeType === 1 && visible(el) && !el.disabled) matches.push(absPath(el));
  }
  return {count: snap.snapshotLength, matches};
}"""
)

_SCROLL_TO_JS = r"""(fragment) => {
  let id = fragment;
  try { id = decodeURIComponent(fragment); } catch (e) {}
  const t = document.getElementById(id) || document.getElementsByName(id)[0];
  if (!t) return false;
  t.scrollIntoView({block: 'start'});
  return true;
}"""


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


_ELEMENT_JS = "(xpath) => {" + XPATH_JS + "  return resolve(xpath);\n}"


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
            await self._locator.evaluate("(el) => el.click()", timeout=timeout * 1000)
            return
        element = await self._element()
        try:
            await element.evaluate("(el) => el.click()")
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


_IDENTITY_JS = r"""() => {
  const meta = (sel) => { const m = document.querySelector(sel); return m ? (m.getAttribute('content') || '') : ''; };
  const h1 = document.querySelector('h1');
  const canon = document.querySelector('link[rel=canonical]');
  return {url: location.href, title: meta('meta[property="og:title"]') || document.title || '',
          h1: h1 ? h1.innerText.slice(0, 300) : '', canonical: canon ? canon.href : ''};
}"""

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


def _stem(url: str) -> str:
    path = urlsplit(url).path.rstrip("/")
    return re.sub(r"\.(s?html?|php|aspx?|jsp)$", "", path)


def _ids(text: str) -> set[str]:
    """Numeric ids of a URL (5+ digits), dates such as 20261121 left out."""
    return {d for d in re.findall(r"\d{5,}", text) if not re.fullmatch(r"(19|20)\d{6}", d)}


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
    stem = _stem(a_url)
    ids = _ids(a_parts.path)
    for url in o_urls:
        parts = urlsplit(url)
        tail = parts.path + "?" + parts.query
        if len(stem) > 1 and (parts.path == stem or any(parts.path.startswith(stem + sep) for sep in "/-_.")):
            return True
        if ids and parts.hostname == a_parts.hostname and ids & _ids(tail):
            return True
        if _COMMENTS_URL.search(tail) and not _COMMENTS_URL.search(a_parts.path):
            return True
    heading = _words(article.get("h1") or article.get("title") or "")
    theirs = _words(other.get("title") or "") | _words(other.get("h1") or "")
    return bool(heading) and len(heading & theirs) / len(heading) >= 0.6
