"""Endless article streams: pages that append the next article (and the next...) as the
reader scrolls past the end of the first one.

The page's own headline (``<h1>``, ``itemprop=headline``) is the one that matches its
title. A further article is a sibling after one of the wrappers of that headline with the
same tag and first class (a clone of the article's template) holding a headline of its
own. Before scrolling, :func:`mark_baseline` remembers every element of the document; an
element that appeared later is *appended*, and an appended element holding a headline
after the article's (its outermost new ancestor), or an appended clone with a long text,
is a further article too. Further articles and the appended siblings after them are
*cut*:

- scrolling stops once the first article appended while scrolling reaches the viewport
  (the first article's comment area has been scrolled through by then), see
  :mod:`comspider.interaction.scroll`;
- snapshots leave the cut elements out (:mod:`comspider.interaction.shadow`), so the next
  articles' comments are never attributed to the first;
- the clickable collector skips them, so another article's comment button is never
  clicked.

A comment section is never a clone of the article's wrapper and has no headline of the
article's kind, so it is never cut; a page that renders its own article late, or loads its
comments into a placeholder, keeps them.
"""

from __future__ import annotations

import logging

from playwright.async_api import Frame, Page

logger = logging.getLogger(__name__)

#: The in-page key of the baseline (a WeakSet of the elements present before scrolling).
BASELINE_KEY = "comspider.baseline"
#: The in-page key of the last computed cut (an array of elements), read by the collector.
CUT_KEY = "comspider.streamCut"

#: Defines ``streamCut()``: the cut elements of the document, outermost only (empty when
#: there is no baseline or no appended article). Shared by the snapshot serialiser and
#: the scroll's stop check.
STREAM_CUT_JS = r"""
  const streamCut = () => {
    const store = (cut) => { window[Symbol.for('comspider.streamCut')] = cut; return cut; };
    if (!document.body) return store([]);
    const base = window[Symbol.for('comspider.baseline')];
    const isNew = (el) => !!base && !base.has(el);
    const heads = Array.from(document.querySelectorAll('h1, [itemprop~="headline"]'));
    if (heads.length < 2 && !base) return store([]);
    // the page's own headline: the one that best matches its title, among those present
    // before scrolling; else one inside <article>/<main>
    const words = (t) => new Set(String(t || '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));
    const meta = document.querySelector('meta[property="og:title"]');
    const title = words((meta && meta.getAttribute('content')) || document.title);
    const old = heads.filter((h) => !isNew(h));
    let first = null, best = 0;
    for (const h of old) {
      const w = words(h.textContent);
      let hit = 0;
      for (const x of w) if (title.has(x)) hit++;
      const score = w.size ? hit / w.size : 0;
      if (score > best + 1e-9) { best = score; first = h; }
    }
    if (best < 0.5) first = old.find((h) => h.closest('article, main, [itemprop~="articleBody"]')) || old[0] || null;
    if (!first) return store([]);
    const roots = new Set();
    const holdsHead = (el) => heads.some((h) => h !== first && el.contains(h));
    // further articles: clones of a wrapper of the article after it (the same tag and
    // first class) that hold a headline of their own, or, appended while scrolling, a
    // long text (streams with <h2> headlines)
    for (let a = first.parentElement; a && a !== document.body; a = a.parentElement) {
      const cls = (a.classList && a.classList[0]) || '';
      if (!cls && a.localName !== 'article') continue;
      for (let s = a.nextElementSibling; s; s = s.nextElementSibling) {
        if (s.localName !== a.localName || (cls && !s.classList.contains(cls))) continue;
        if (holdsHead(s) || (isNew(s) && (s.textContent || '').length > 500)) roots.add(s);
      }
    }
    // headlines appended while scrolling, after the article's: their outermost new element
    for (const h of heads) {
      if (!isNew(h) || !(first.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      let r = null;
      for (let n = h; n && n.nodeType === 1 && isNew(n); n = n.parentElement) r = n;
      if (r && !r.contains(first)) roots.add(r);
    }
    if (!roots.size) return store([]);
    const cut = new Set();
    for (const r of roots) {
      cut.add(r);
      for (let s = r.nextElementSibling; s; s = s.nextElementSibling) if (isNew(s)) cut.add(s);
    }
    return store(Array.from(cut).filter((el) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (cut.has(p)) return false;
      return true;
    }));
  };
"""

_BASELINE_JS = r"""() => {
  const key = Symbol.for('comspider.baseline');
  const base = new WeakSet();
  for (const el of document.querySelectorAll('*')) base.add(el);
  Object.defineProperty(window, key, {value: base, configurable: true, enumerable: false});
  return true;
}"""

_MARK_JS = "() => {" + STREAM_CUT_JS + "  return streamCut().length;\n}"


async def mark_baseline(target: Page | Frame) -> None:
    """Remember the elements of the document now, before scrolling. Never raises."""
    try:
        await target.evaluate(_BASELINE_JS)
    except Exception as exc:
        logger.debug("stream baseline failed: %s", exc)


async def mark_stream(target: Page | Frame) -> int:
    """Compute the cut now (for the clickable collector); the number of cut elements,
    0 when the page is no stream or the baseline is missing. Never raises."""
    try:
        return int(await target.evaluate(_MARK_JS))
    except Exception:
        return 0


_IN_CUT_JS = """(el) => {
  const cut = window[Symbol.for('comspider.streamCut')] || [];
  return cut.some((c) => c.contains(el));
}"""


async def cut_frames(page: Page) -> set[Frame]:
    """The frames whose ``<iframe>`` sits in an appended article: their documents belong
    to the next articles. Empty when the page is no stream."""
    if not await mark_stream(page):
        return set()
    out: set[Frame] = set()
    for frame in page.main_frame.child_frames:
        try:
            element = await frame.frame_element()
            try:
                if await element.evaluate(_IN_CUT_JS):
                    out.add(frame)
            finally:
                await element.dispose()
        except Exception:
            continue
    # frames inside those frames go with them
    for frame in page.frames:
        parent = frame.parent_frame
        while parent is not None and parent not in out:
            parent = parent.parent_frame
        if parent is not None:
            out.add(frame)
    return out
