/* exported scrollState */
/* global streamCut */
// [scroll height, scroll position, viewport height, requests in flight, where the first
// article an endless stream appended while scrolling starts (viewport coordinates) or null].
function scrollState() {
  const el = document.scrollingElement || document.documentElement || document.body;
  const net = window.__comspiderNet;
  // an endless stream: where the first article appended while scrolling starts (viewport
  // coordinates); articles present from the start do not stop scrolling (a misread page
  // must not lose the lazy comments below them)
  const base = window[Symbol.for('comspider.baseline')];
  let next = null;
  for (const c of streamCut()) {
    if (!base || base.has(c)) continue;
    const top = c.getBoundingClientRect().top;
    if (next === null || top < next) next = top;
  }
  return [el ? el.scrollHeight : 0, window.scrollY, window.innerHeight, net ? net.inflight : 0, next];
}
