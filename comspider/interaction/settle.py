"""Wait for a document to settle after an action, instead of sleeping a fixed time.

A document is settled when, for ``quiet`` seconds, nothing changed in its DOM (open
shadow trees included), no fetch, XHR or script inserted by script is in flight, no timer
that an action started is pending, and no loading indicator (spinner, skeleton,
"Loading..." line, ``aria-busy``) that appeared since the wait began is visible. The wait
is always bounded by ``maximum``. Frames that appear while it waits (a click that mounts
a widget's iframe) are waited for too, within the same bound.

So comments that arrive 2-4 s after a click are waited for: the click handler's
``setTimeout(load, 2500)`` is a pending timer, the skeleton it inserts is a fresh
loading indicator, and the fetch that follows is a request in flight. And so is a lazy
widget that scrolling set going: its IntersectionObserver callback, the loader script it
inserts, the timers that loader sets and the bundle it loads next are one chain of work.

:data:`NETWORK_HOOK_JS` must run before the page's own scripts, in every document
(``context.add_init_script``; the download handler installs it): it counts fetch/XHR and
scripts in flight, and the timers (up to 10 s) set while a click or key press is
dispatched, while an IntersectionObserver callback runs, while a script inserted by
script runs or its load handlers run, and by those timers in turn, for 10 s after the
action that began the chain (a carousel started by a click does not keep every wait busy).
"""

from __future__ import annotations

import asyncio
import logging
import time

from playwright.async_api import Frame, Page

logger = logging.getLogger(__name__)

#: Installed with ``context.add_init_script`` before the page's scripts run.
#: ``window.__comspiderNet`` = {inflight, last, timers, clicks}: requests in flight, the
#: time of the last network event, timers (<= 10 s) scheduled by click handlers (and by
#: those timers) that have not fired yet.
NETWORK_HOOK_JS = """(() => {
  if (window.__comspiderNet) return;
  // inflight: fetch/XHR and scripts inserted by script, in flight; started: how many ever
  // started; last: the time of the last network event; timers: pending timers that an
  // action (a click, an element scrolling into view, a script loading) started.
  const net = {inflight: 0, started: 0, last: performance.now(), timers: 0, inClick: false, origin: 0};
  Object.defineProperty(window, '__comspiderNet', {value: net, enumerable: false});
  const nativeSetTimeout = window.setTimeout, nativeClearTimeout = window.clearTimeout;
  const done = () => { net.inflight = Math.max(0, net.inflight - 1); net.last = performance.now(); };
  const begin = () => { net.inflight++; net.started++; net.last = performance.now(); };
  // A chain of timers counts for this long after the action that began it (a carousel
  // started by a click or by scrolling into view must not keep every wait busy).
  const WINDOW_MS = 10000;
  // Work begins: timers set until the current task ends are the action's.
  const track = () => {
    if (!net.inClick) net.origin = performance.now();
    net.inClick = true;
    nativeSetTimeout.call(window, () => { net.inClick = false; }, 0);
  };
  try {
    const origFetch = window.fetch;
    if (origFetch) {
      window.fetch = function (...args) {
        begin();
        let p;
        try { p = origFetch.apply(this, args); } catch (e) { done(); throw e; }
        p.then(done, done);
        return p;
      };
    }
    const origSend = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      begin();
      let counted = true;
      const end = () => { if (counted) { counted = false; done(); } };
      this.addEventListener('loadend', end, {once: true});
      try { return origSend.apply(this, args); } catch (e) { end(); throw e; }
    };
    // Scripts inserted by script (lazy widgets load a loader, then a vendor bundle...) are
    // in flight until they load (at most 15 s); timers they set while they run, and
    // timers their load handlers set, are work they started.
    const scripts = new WeakSet();
    const JS = /^(|text\\/javascript|application\\/javascript|module|text\\/ecmascript|application\\/ecmascript)$/i;
    const watchScript = (el) => {
      if (scripts.has(el) || !el.src || el.noModule || !JS.test((el.type || '').trim())) return;
      scripts.add(el);
      begin();
      let counted = true;
      const end = () => { if (counted) { counted = false; done(); } };
      el.addEventListener('load', end, {once: true});
      el.addEventListener('error', end, {once: true});
      nativeSetTimeout.call(window, end, 15000);
    };
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;  // the parser's own scripts: the load event covers them
      for (const rec of records) {
        for (const n of rec.addedNodes) {
          if (n.nodeType !== 1) continue;
          if (n.localName === 'script') watchScript(n);
          else if (n.getElementsByTagName) for (const s of n.getElementsByTagName('script')) watchScript(s);
        }
      }
    }).observe(document, {childList: true, subtree: true});
    window.addEventListener('load', (ev) => { if (scripts.has(ev.target)) track(); }, {capture: true});
    const tracked = new Set();
    window.setTimeout = function (fn, delay, ...rest) {
      const ms = Number(delay) || 0;
      let origin = null;
      if (net.inClick) origin = net.origin;
      else if (document.currentScript && scripts.has(document.currentScript)) origin = performance.now();
      if (origin === null || ms > 10000 || typeof fn !== 'function' || performance.now() - origin > WINDOW_MS) {
        return nativeSetTimeout.call(this, fn, delay, ...rest);
      }
      let id;
      const wrapped = function (...a) {
        if (tracked.delete(id)) net.timers = Math.max(0, net.timers - 1);
        const outer = net.inClick, outerOrigin = net.origin;
        net.inClick = true;
        net.origin = origin;
        try { return fn.apply(this, a); } finally {
          net.inClick = outer; net.origin = outerOrigin; net.last = performance.now();
        }
      };
      id = nativeSetTimeout.call(this, wrapped, delay, ...rest);
      tracked.add(id); net.timers++;
      return id;
    };
    window.clearTimeout = function (id) {
      if (tracked.delete(id)) net.timers = Math.max(0, net.timers - 1);
      return nativeClearTimeout.call(this, id);
    };
    for (const type of ['click', 'keydown', 'pointerup']) {
      window.addEventListener(type, track, {capture: true});
    }
    // An element scrolling into view starts work too (a lazy widget's loader).
    const IO = window.IntersectionObserver;
    if (IO) {
      window.IntersectionObserver = new Proxy(IO, {
        construct(target, args, newTarget) {
          const cb = args[0];
          if (typeof cb === 'function') {
            args = [function (...a) { track(); return cb.apply(this, a); }, ...args.slice(1)];
          }
          return Reflect.construct(target, args, newTarget);
        },
      });
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

# Mutations inside open shadow roots do not reach an observer of the document: observe
# each root too, and the roots attached while observing (the shadow module's init script
# calls the hook). Returns the function that stops the hook.
_SHADOW_WATCH = r"""
  const observeShadows = (obs, opts) => {
    const walk = (root) => {
      const all = root.querySelectorAll('*');
      for (let i = 0; i < all.length; i++) {
        const sr = all[i].shadowRoot;
        if (sr) { try { obs.observe(sr, opts); } catch (e) {} walk(sr); }
      }
    };
    try { walk(document); } catch (e) {}
    const key = Symbol.for('comspider.shadowObservers');
    let active = window[key];
    if (!active) {
      active = new Map();
      Object.defineProperty(window, key, {value: active, enumerable: false});
      Object.defineProperty(window, Symbol.for('comspider.onShadowRoot'), {
        value: (root) => { for (const [o, op] of active) { try { o.observe(root, op); } catch (e) {} } },
        enumerable: false,
      });
    }
    active.set(obs, opts);
    return () => active.delete(obs);
  };
"""

# Before an action (click, scrolling a target into view): start recording the loading
# indicators it inserts, so that the settle that follows knows them even when they
# appeared before it started.
_ARM_JS = (
    "() => {"
    + _INDICATOR_PRELUDE
    + _SHADOW_WATCH
    + r"""
  const old = window.__comspiderWatch;
  if (old) { try { old.obs.disconnect(); old.unhook && old.unhook(); } catch (e) {} }
  const fresh = new Set();
  const watch = {obs: null, fresh, changes: 0, unhook: null};
  watch.obs = new MutationObserver((records) => {
    for (const r of records) if (!(r.type === 'attributes' && r.attributeName === 'style')) watch.changes++;
    collectFresh(records, fresh);
  });
  const opts = {subtree: true, childList: true, characterData: true, attributes: true};
  try {
    watch.obs.observe(document.documentElement || document, opts);
  } catch (e) { return false; }
  watch.unhook = observeShadows(watch.obs, opts);
  Object.defineProperty(window, '__comspiderWatch', {value: watch, configurable: true, enumerable: false});
  return true;
}"""
)

_SETTLE_JS = (
    "([quietMs, maxMs, waitReady]) => new Promise((resolve) => {"
    + _INDICATOR_PRELUDE
    + _SHADOW_WATCH
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
      lastChange = rec;
      break;
    }
    collectFresh(records, fresh);
  });
  let lastChange = null;
  const opts = {subtree: true, childList: true, attributes: true, characterData: true};
  try { obs.observe(root, opts); } catch (e) {}
  const unhook = observeShadows(obs, opts);
  let busyWith = '';
  const changed = () => {
    const r = lastChange;
    if (!r) return '';
    const t = r.target && r.target.nodeType === 1 ? r.target : (r.target && r.target.parentElement);
    return ' (' + r.type + (r.attributeName ? ' ' + r.attributeName : '') + ' on ' +
      (t ? t.localName + '.' + String(t.className || '').slice(0, 40) : '?') + ')';
  };
  const describe = (el) => 'indicator ' + el.localName + '.' + String(el.className || '').slice(0, 40);
  const busyIndicator = () => {
    for (const el of fresh) { if (stillLoading(el) && visible(el)) { busyWith = describe(el); return true; } }
    if (armed) for (const el of armed.fresh) { if (stillLoading(el) && visible(el)) { busyWith = describe(el); return true; } }
    // indicators present from the start count only while they change state (e.g. a
    // spinner that was hidden and shows now)
    for (const el of indicators()) { if (!baseline.has(el) && visible(el)) { busyWith = describe(el); return true; } }
    return false;
  };
  const finish = (value) => {
    obs.disconnect();
    unhook();
    if (armed) {  // stop watching; the count of changes stays readable until the next arm
      try {
        armed.obs.takeRecords().length && (armed.changes += 1);
        armed.obs.disconnect();
        armed.unhook && armed.unhook();
      } catch (e) {}
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
      const why = busyNet ? 'network' : (notReady ? 'load' : (now - Math.max(last, lastNet) < quietMs ? 'mutations' + changed() : busyWith || 'indicator'));
      finish([now - start, now - start >= maxMs ? why : '']);
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
    except Exception:
        return 0.0
    if result[1]:
        logger.debug("%s did not settle within %.1f s: %s", _url(target), maximum, result[1])
    return float(result[0]) / 1000.0


def _url(target: Page | Frame) -> str:
    try:
        return target.url[:120]
    except Exception:
        return "?"


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
    # Frames that appeared meanwhile (a click that mounts a widget's iframe, often on
    # another site): their documents load on their own, unseen by the waits above.
    left = maximum - (time.monotonic() - started)
    try:
        fresh = [
            f for f in page.frames if f is not page.main_frame and f not in targets and not f.is_detached()
        ][:max_frames]
    except Exception:
        fresh = []
    if fresh and left > 0.2:
        await asyncio.gather(*(_settle_new_frame(f, quiet, left) for f in fresh))
    return time.monotonic() - started


async def _settle_new_frame(frame: Frame, quiet: float, maximum: float) -> None:
    started = time.monotonic()
    try:  # about:blank until its navigation commits
        await frame.wait_for_load_state("load", timeout=max(1, int(maximum * 1000)))
    except Exception:
        return
    left = maximum - (time.monotonic() - started)
    if left > 0.1 and (frame.url or "").startswith("http"):
        await settle(frame, quiet, left)


async def wait_for_load(page: Page, timeout: float) -> bool:
    """Wait for the window's load event, bounded; True when it fired."""
    try:
        await page.wait_for_load_state("load", timeout=max(1, int(timeout * 1000)))
        return True
    except Exception:
        return False
