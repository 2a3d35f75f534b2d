"""The foundation's simple entry-point finder: clickables whose text or attribute values
contain a multilingual comment keyword, in document order of their keyword hits.

Replaced by the classifier-ranked clicks of the entry-point stage; kept as the paper's
KeyWords baseline.
"""

from __future__ import annotations

from playwright.async_api import Frame, Page

from comspider.browser.keywords import COMMENT_KEYWORDS

_CANDIDATES_JS = """([keywords, limit]) => {
  const sel = 'a, button, [role=button], [onclick], summary, input[type=button], input[type=submit]';
  const out = [];
  let seen = 0;
  const xp = (el) => {
    const parts = [];
    for (let n = el; n && n.nodeType === 1; n = n.parentNode) {
      let i = 1;
      for (let s = n.previousElementSibling; s; s = s.previousElementSibling)
        if (s.nodeName === n.nodeName) i++;
      parts.unshift(n.nodeName.toLowerCase() + '[' + i + ']');
    }
    return '/' + parts.join('/');
  };
  for (const el of document.querySelectorAll(sel)) {
    seen++;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) continue;
    const st = getComputedStyle(el);
    if (st.visibility === 'hidden' || st.display === 'none') continue;
    let text = (el.innerText || el.value || '').slice(0, 300);
    for (const a of el.attributes) text += ' ' + a.value.slice(0, 200);
    for (const d of el.querySelectorAll('*')) {
      for (const a of d.attributes) text += ' ' + a.value.slice(0, 100);
    }
    text = text.toLowerCase();
    let hits = 0;
    for (const k of keywords) if (text.includes(k)) hits++;
    if (hits > 0 && out.length < limit) out.push({xpath: xp(el), hits});
  }
  out.sort((a, b) => b.hits - a.hits);
  return {seen, candidates: out.map(c => c.xpath)};
}"""


async def keyword_candidates(target: Page | Frame, limit: int = 50) -> tuple[int, list[str]]:
    """(number of clickables seen, XPaths of keyword candidates, best first)."""
    result = await target.evaluate(_CANDIDATES_JS, [list(COMMENT_KEYWORDS), limit])
    return int(result["seen"]), list(result["candidates"])
