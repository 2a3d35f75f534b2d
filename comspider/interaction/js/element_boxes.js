/* global absoluteXPath */
// The rendered boxes of a document's elements, for the archive (comspider.archive): page
// coordinates [x, y, w, h] (scroll offsets added), whether the element is shown, and the
// article body's box (the block with the most paragraph text, or the longest <article>),
// so that visual features (position, size, share of the viewport, distance to the
// article's end) can be computed later from the recorded snapshot. Elements without a
// box are left out; at most `limit` elements, in document order.
(limit) => {
  const out = [];
  const paraScore = new Map();
  let longest = null, longestLen = -1;
  const all = document.body ? document.body.getElementsByTagName('*') : [];
  for (const el of all) {
    const tag = el.tagName;
    if (tag === 'P' && el.parentElement) {
      const n = (el.textContent || '').length;
      paraScore.set(el.parentElement, (paraScore.get(el.parentElement) || 0) + n);
    }
    if (tag === 'ARTICLE') {
      const n = (el.textContent || '').length;
      if (n > longestLen) { longestLen = n; longest = el; }
    }
    if (out.length >= limit) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) continue;
    let shown = true;
    try {
      const st = getComputedStyle(el);
      shown = st.visibility !== 'hidden' && st.display !== 'none' && st.opacity !== '0';
    } catch (e) {}
    out.push([absoluteXPath(el), Math.round(r.left + scrollX), Math.round(r.top + scrollY),
      Math.round(r.width), Math.round(r.height), shown ? 1 : 0]);
  }
  let block = null, best = 0;
  for (const [el, n] of paraScore) if (n > best) { best = n; block = el; }
  let article = longest;
  if (block) {
    article = block;
    for (let n = block; n && n.nodeType === 1; n = n.parentElement) {
      if (n.tagName === 'ARTICLE' || n.getAttribute('itemprop') === 'articleBody') { article = n; break; }
    }
  }
  let articleBox = null;
  if (article) {
    const r = article.getBoundingClientRect();
    articleBox = [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)];
  }
  const de = document.documentElement;
  return {
    viewport: [innerWidth, innerHeight],
    page: [de ? de.scrollWidth : 0, de ? de.scrollHeight : 0],
    article: articleBox,
    elements: out,
  };
}
