/* global resolveXPath */
// Whether an expander the expansion clicked (`xpaths`: where each was) still waits for
// what it asked: it is in the document, disabled or busy, the way a "load more" is while
// its answer is on the way (it comes back enabled, or goes, once the answer is in).
(xpaths) => {
  for (const xp of xpaths) {
    const el = resolveXPath(xp);
    if (!el || el.nodeType !== 1 || !el.isConnected) continue;
    if (el.disabled || el.getAttribute('aria-disabled') === 'true' || el.getAttribute('aria-busy') === 'true') return true;
  }
  return false;
}
