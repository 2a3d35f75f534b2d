"""Wait for the DOM to settle: a quiet period without mutations and without fetches in
flight, bounded. Replaces fixed sleeps after clicks."""

from __future__ import annotations

from playwright.async_api import Frame, Page

# Counts fetch/XHR requests in flight; installed before the page's own scripts.
NETWORK_HOOK_JS = """(() => {
  if (window.__comspiderNet) return;
  const net = window.__comspiderNet = {inflight: 0, last: performance.now()};
  const done = () => { net.inflight = Math.max(0, net.inflight - 1); net.last = performance.now(); };
  const origFetch = window.fetch;
  if (origFetch) {
    window.fetch = function(...args) {
      net.inflight++; net.last = performance.now();
      return origFetch.apply(this, args).finally(done);
    };
  }
  const origSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function(...args) {
    net.inflight++; net.last = performance.now();
    this.addEventListener('loadend', done, {once: true});
    return origSend.apply(this, args);
  };
})();"""

_SETTLE_JS = """([quietMs, maxMs]) => new Promise((resolve) => {
  const start = performance.now();
  let last = start;
  const root = document.documentElement || document;
  const obs = new MutationObserver(() => { last = performance.now(); });
  try { obs.observe(root, {subtree: true, childList: true, attributes: true, characterData: true}); } catch (e) {}
  const tick = () => {
    const now = performance.now();
    const net = window.__comspiderNet;
    const busy = net && net.inflight > 0;
    const lastNet = net ? net.last : 0;
    if ((!busy && now - Math.max(last, lastNet) >= quietMs) || now - start >= maxMs) {
      obs.disconnect();
      resolve(now - start);
    } else {
      setTimeout(tick, 50);
    }
  };
  setTimeout(tick, 50);
})"""


async def settle(target: Page | Frame, quiet: float, maximum: float) -> float:
    """Seconds waited. Never raises: a closed or navigating page counts as settled."""
    try:
        waited = await target.evaluate(_SETTLE_JS, [int(quiet * 1000), int(maximum * 1000)])
        return float(waited) / 1000.0
    except Exception:
        return 0.0
