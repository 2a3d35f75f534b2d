"""Wait for a document to settle after an action, instead of sleeping a fixed time.

A document is settled when, for ``quiet`` seconds, nothing changed in its DOM, no fetch or
XHR is in flight, no timer that a click handler scheduled is pending, and no loading
indicator (spinner, skeleton, "Loading..." line, ``aria-busy``) that appeared since the
wait began is visible. The wait is always bounded by ``maximum``.

So comments that arrive 2-4 s after a click are waited for: the click handler's
``setTimeout(load, 2500)`` is a pending timer, the skeleton it inserts is a fresh
loading indicator, and the fetch that follows is a request in flight.

:data:`NETWORK_HOOK_JS` must run before the page's own scripts, in every document
(``context.add_init_script``; the download handler installs it): it counts fetch/XHR in
flight and the timers scheduled while a click is being dispatched.
"""

from __future__ import annotations

import asyncio
import time

from playwright.async_api import Frame, Page

#: Installed with ``context.add_init_script`` before the page's scripts run.
#: ``window.__comspiderNet`` = {inflight, last, timers, clicks}: requests in flight, the
#: time of the last network event, timers (<= 10 s) scheduled by click handlers (and by
#: those timers) that have not fired yet.
NETWORK_HOOK_JS = """(() => {
  if (window.__comspiderNet) return;
  const net = {inflight: 0, last: performance.now(), timers: 0, inClick: false};
  Object.defineProperty(window, '__comspiderNet', {value: net, enumerable: false});
  const nativeSetTimeout = window.setTimeout, nativeClearTimeout = window.clearTimeout;
  const done = () => { net.inflight = Math.max(0, net.inflight - 1); net.last = performance.now(); };
  try {
    const origFetch = window.fetch;
    if (origFetch) {
      window.fetch = function (...args) {
        net.inflight++; net.last = performance.now();
        let p;
        try { p = origFetch.apply(this, args); } catch (e) { done(); throw e; }
        p.then(done, done);
        return p;
      };
    }
    const origSend = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      net.inflight++; net.last = performance.now();
      let counted = true;
      const end = () => { if (counted) { counted = false; done(); } };
      this.addEventListener('loadend', end, {once: true});
      try { return origSend.apply(this, args); } catch (e) { end(); throw e; }
    };
    // Timers set while a click is dispatched (and timers those timers set) are work the
    // click started: "show a skeleton, fetch in 2.5 s".
    const tracked = new Set();
    window.setTimeout = function (fn, delay, ...rest) {
      const ms = Number(delay) || 0;
      if (!net.inClick || ms > 10000 || typeof fn !== 'function') {
        return nativeSetTimeout.call(this, fn, delay, ...rest);
      }
      let id;
      const wrapped = function (...a) {
        if (tracked.delete(id)) net.timers = Math.max(0, net.timers - 1);
        const outer = net.inClick;
        net.inClick = true;
        try { return fn.apply(this, a); } finally { net.inClick = outer; net.last = performance.now(); }
      };
      id = nativeSetTimeout.call(this, wrapped, delay, ...rest);
      tracked.add(id); net.timers++;
      return id;
    };
    window.clearTimeout = function (id) {
      if (tracked.delete(id)) net.timers = Math.max(0, net.timers - 1);
      return nativeClearTimeout.call(this, id);
    };
    const mark = () => {
      net.inClick = true;
      nativeSetTimeout.call(window, () => { net.inClick = false; }, 0);
    };
    for (const type of ['click', 'keydown', 'pointerup']) {
      window.addEventListener(type, mark, {capture: true});
    }
  } catch (e) { /* never break the page */ }
})();"""

# Loading indicators: class/id words, aria-busy, or a short text that says "loading".
_INDICATOR_PRELUDE = r"""
  const LOAD_CLASS = /(^|[\s_-])(spinner|loading|loader|skeleton|skelett|placeholder-glow|cargando|chargement|caricamento|carregando|laden|busy|shimmer)([\s_-]|$)/i;
  // a short line that says "loading": with an ellipsis, or starting with the word
  const LOAD_WORD = /(loading|lädt|laden|geladen|chargement|charge|cargando|carga|caricamento|carico|carregando|bezig|загрузк|загружа|読み込|読込|加载|載入|로딩|불러오|تحميل|yükleniyor|ładowanie|načítání|please wait|bitte warten|un instant)/i;
  const LOAD_TEXT = (t) => t.length < 80 && LOAD_WORD.test(t) && (/(…|\.\.\.|\u22ef)\s*$/.test(t) || /^\s*\S{0,3}\s*(loading|lädt|chargement|cargando|caricamento|carregando|загрузка|読み込み中|加载中|로딩|جار[ي]? التحميل|yükleniyor)/i.test(t));
  const SELECTOR = '[aria-busy="true"], [class*="spinner" i], [class*="loading" i], [class*="loader" i], [class*="skelet" i], [class*="cargando" i], [class*="chargement" i], [class*="caricamento" i], [class*="carregando" i], [role="progressbar"]';
  // still a loading indicator now? (a panel that said "Loading…" holds comments later)
  const stillLoading = (el) => {
    if (!el.isConnected) return false;
    if (el.getAttribute && el.getAttribute('aria-busy') === 'true') return true;
    const cls = (typeof el.className === 'string' ? el.className : '') + ' ' + (el.id || '');
    if (LOAD_CLASS.test(cls)) return true;
    try { if (el.matches(SELECTOR)) return true; } catch (e) {}
    return el.getElementsByTagName('*').length <= 3 && LOAD_TEXT((el.textContent || '').slice(0, 120).trim());
  };
  const collectFresh = (records, fresh) => {
    for (const rec of records) {
      if (rec.type !== 'childList') continue;
      for (const n of rec.addedNodes) {
        if (fresh.size > 200) return;
        const el = n.nodeType === 1 ? n : (n.nodeType === 3 ? n.parentElement : null);
        if (!el) continue;
        const cls = (typeof el.className === 'string' ? el.className : '') + ' ' + (el.id || '');
        if (el.getAttribute && el.getAttribute('aria-busy') === 'true') fresh.add(el);
        else if (LOAD_CLASS.test(cls)) fresh.add(el);
        else if (el.getElementsByTagName && el.getElementsByTagName('*').length <= 3) {
          if (LOAD_TEXT((el.textContent || '').slice(0, 120).trim())) fresh.add(el);
        } else if (el.querySelectorAll) {
          // a container (a modal, a panel): its small parts may say "loading"
          const parts = el.querySelectorAll('p, span, div, li, em, strong, small');
          for (let i = 0, k = 0; i < parts.length && k < 60; i++) {
            const part = parts[i];
            if (part.getElementsByTagName('*').length > 3) continue;
            k++;
            if (LOAD_TEXT((part.textContent || '').slice(0, 120).trim())) { fresh.add(part); break; }
          }
        }
        if (el.querySelectorAll) {
          const inner = el.querySelectorAll(SELECTOR);
          for (let i = 0; i < inner.length && i < 20; i++) fresh.add(inner[i]);
        }
      }
    }
  };
"""

# Before an action (click, scrolling a target into view): start recording the loading
# indicators it inserts, so that the settle that follows knows them even when they
# appeared before it started.
_ARM_JS = (
    "() => {"
    + _INDICATOR_PRELUDE
    + r"""
  const old = window.__comspiderWatch;
  if (old) { try { old.obs.disconnect(); } catch (e) {} }
  const fresh = new Set();
  const watch = {obs: null, fresh, changes: 0};
  watch.obs = new MutationObserver((records) => {
    for (const r of records) if (!(r.type === 'attributes' && r.attributeName === 'style')) watch.changes++;
    collectFresh(records, fresh);
  });
  try {
    watch.obs.observe(document.documentElement || document,
                      {subtree: true, childList: true, characterData: true, attributes: true});
  } catch (e) { return false; }
  Object.defineProperty(window, '__comspiderWatch', {value: watch, configurable: true, enumerable: false});
  return true;
}"""
)

_SETTLE_JS = (
    "([quietMs, maxMs, waitReady]) => new Promise((resolve) => {"
    + _INDICATOR_PRELUDE
    + r"""
  const start = performance.now();
  let last = start;
  const root = document.documentElement || document;
  const visible = (el) => {
    if (!el.isConnected) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 && r.height <= 0) return false;
    const st = getComputedStyle(el);
    return st.visibility !== 'hidden' && st.display !== 'none' && st.opacity !== '0';
  };
  const indicators = () => {
    const out = new Set();
    try {
      const found = document.querySelectorAll(SELECTOR);
      for (let i = 0; i < found.length && i < 400; i++) out.add(found[i]);
    } catch (e) {}
    return out;
  };
  const armed = window.__comspiderWatch;
  const baseline = indicators();
  if (armed) for (const el of armed.fresh) baseline.delete(el);
  const fresh = new Set();
  const obs = new MutationObserver((records) => {
    for (const rec of records) {
      // style attributes change with every animation frame of a carousel: not content
      if (rec.type === 'attributes' && rec.attributeName === 'style') continue;
      last = performance.now();
      break;
    }
    collectFresh(records, fresh);
  });
  try { obs.observe(root, {subtree: true, childList: true, attributes: true, characterData: true}); } catch (e) {}
  const busyIndicator = () => {
    for (const el of fresh) { if (stillLoading(el) && visible(el)) return true; }
    if (armed) for (const el of armed.fresh) { if (stillLoading(el) && visible(el)) return true; }
    // indicators present from the start count only while they change state (e.g. a
    // spinner that was hidden and shows now)
    for (const el of indicators()) { if (!baseline.has(el) && visible(el)) return true; }
    return false;
  };
  const finish = (value) => {
    obs.disconnect();
    if (armed) {  // stop watching; the count of changes stays readable until the next arm
      try { armed.obs.takeRecords().length && (armed.changes += 1); armed.obs.disconnect(); } catch (e) {}
    }
    resolve(value);
  };
  const tick = () => {
    const now = performance.now();
    const net = window.__comspiderNet;
    const busyNet = !!net && (net.inflight > 0 || net.timers > 0);
    const lastNet = net ? net.last : 0;
    const notReady = waitReady && document.readyState !== 'complete';
    let busy = busyNet || notReady;
    if (!busy && now - Math.max(last, lastNet) >= quietMs) busy = busyIndicator();
    if ((!busy && now - Math.max(last, lastNet) >= quietMs) || now - start >= maxMs) {
      finish([now - start, now - start >= maxMs ? (busyNet ? 'network' : (notReady ? 'load' : 'indicator_or_mutations')) : '']);
    } else {
      setTimeout(tick, 50);
    }
  };
  setTimeout(tick, 50);
})"""
)


async def arm(target: Page | Frame) -> None:
    """Call right before an action: the next :func:`settle` in this document also waits
    for the loading indicators the action inserts at once. Never raises."""
    try:
        await target.evaluate(_ARM_JS)
    except Exception:
        pass


async def changes(target: Page | Frame) -> int:
    """DOM changes (mutation records) in this document since the last :func:`arm`; -1 when
    unknown (not armed, navigated, closed)."""
    try:
        return int(
            await target.evaluate("() => window.__comspiderWatch ? window.__comspiderWatch.changes : -1")
        )
    except Exception:
        return -1


async def arm_page(page: Page, max_frames: int = 12) -> None:
    """:func:`arm` the main document and its child frames."""
    targets: list[Page | Frame] = [page]
    try:
        targets += [
            f
            for f in page.frames
            if f is not page.main_frame and not f.is_detached() and (f.url or "").startswith("http")
        ][:max_frames]
    except Exception:
        pass
    await asyncio.gather(*(arm(t) for t in targets))


async def settle(target: Page | Frame, quiet: float, maximum: float, *, wait_ready: bool = False) -> float:
    """Seconds waited (the bound when the document never settled). Never raises: a
    closed, crashed or navigating document counts as settled."""
    try:
        result = await asyncio.wait_for(
            target.evaluate(_SETTLE_JS, [int(quiet * 1000), int(maximum * 1000), bool(wait_ready)]),
            timeout=maximum + 5.0,
        )
        return float(result[0]) / 1000.0
    except Exception:
        return 0.0


async def settle_page(
    page: Page, quiet: float, maximum: float, *, wait_ready: bool = False, max_frames: int = 12
) -> float:
    """Settle the main document and its child frames side by side; seconds waited."""
    started = time.monotonic()
    targets: list[Page | Frame] = [page]
    try:
        targets += [
            f
            for f in page.frames
            if f is not page.main_frame and not f.is_detached() and (f.url or "").startswith("http")
        ][:max_frames]
    except Exception:
        pass
    await asyncio.gather(*(settle(t, quiet, maximum, wait_ready=wait_ready) for t in targets))
    return time.monotonic() - started


async def wait_for_load(page: Page, timeout: float) -> bool:
    """Wait for the window's load event, bounded; True when it fired."""
    try:
        await page.wait_for_load_state("load", timeout=max(1, int(timeout * 1000)))
        return True
    except Exception:
        return False
