// Installed in every document before its own scripts (the download handler's context init
// script): window.__comspiderNet = {inflight, started, last, timers}: fetch/XHR and scripts
// inserted by script in flight, how many ever started, the time of the last network event,
// and the timers (up to 10 s) set while a click or key press is dispatched, while an
// IntersectionObserver callback runs, while a script inserted by script runs or its load
// handlers run, and by those timers in turn, for 10 s after the action that began the
// chain. The interaction's settle wait, scroll and lazy-widget wait read it, and, at the
// end of a visit, net.oldestCall(): how long (ms) the oldest fetch/XHR an action started
// (a click, a key press) has been waiting for its answer (0: none waits), which tells a
// comment API that never answered from a page without comments.
() => {
  if (window.__comspiderNet) return;
  // inflight: fetch/XHR and scripts inserted by script, in flight; started: how many ever
  // started; last: the time of the last network event; timers: pending timers that an
  // action (a click, an element scrolling into view, a script loading) started.
  const net = {inflight: 0, started: 0, last: performance.now(), timers: 0, inClick: false, origin: 0};
  Object.defineProperty(window, '__comspiderNet', {value: net, enumerable: false});
  const nativeSetTimeout = window.setTimeout, nativeClearTimeout = window.clearTimeout;
  const done = () => { net.inflight = Math.max(0, net.inflight - 1); net.last = performance.now(); };
  const begin = () => { net.inflight++; net.started++; net.last = performance.now(); };
  // fetch/XHR started by an action, waiting for their answer: id -> start time
  const calls = new Map();
  let callSeq = 0;
  // the origin of the chain the page's load handlers began (its calls are no action's)
  let loadOrigin = -1;
  const beginCall = () => {
    begin();
    if (!net.inClick || net.origin === loadOrigin) return 0;
    callSeq++;
    calls.set(callSeq, performance.now());
    return callSeq;
  };
  const doneCall = (id) => { done(); if (id) calls.delete(id); };
  net.oldestCall = () => {
    let oldest = Infinity;
    for (const t of calls.values()) oldest = Math.min(oldest, t);
    return oldest === Infinity ? 0 : performance.now() - oldest;
  };
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
        const id = beginCall();
        let p;
        try { p = origFetch.apply(this, args); } catch (e) { doneCall(id); throw e; }
        p.then(() => doneCall(id), () => doneCall(id));
        return p;
      };
    }
    const origSend = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      const id = beginCall();
      let counted = true;
      const end = () => { if (counted) { counted = false; doneCall(id); } };
      this.addEventListener('loadend', end, {once: true});
      try { return origSend.apply(this, args); } catch (e) { end(); throw e; }
    };
    // Scripts inserted by script (lazy widgets load a loader, then a vendor bundle...) are
    // in flight until they load (at most 15 s); timers they set while they run, and
    // timers their load handlers set, are work they started.
    const scripts = new WeakSet();
    const JS = /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;
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
    // The page's own handlers of its load start work too: a thread fetched a moment
    // after load ("setTimeout(loadComments, 1500)"). Their short timers (up to
    // LOAD_TIMER_MS) count, and what those timers start, for LOAD_WINDOW_MS after load
    // (the chain's origin set back so that WINDOW_MS ends then): a slideshow started at
    // load keeps no wait busy for long.
    const LOAD_TIMER_MS = 3000, LOAD_WINDOW_MS = 5000;
    let loadPhase = false;
    const trackLoad = (ev) => {
      if (ev.target !== document) return;
      const outer = net.inClick;
      track();
      if (!outer) net.origin = loadOrigin = performance.now() - (WINDOW_MS - LOAD_WINDOW_MS);
      loadPhase = true;
      nativeSetTimeout.call(window, () => { loadPhase = false; }, 0);
    };
    window.addEventListener('load', trackLoad, {capture: true});
    document.addEventListener('DOMContentLoaded', trackLoad, {capture: true});
    const tracked = new Set();
    window.setTimeout = function (fn, delay, ...rest) {
      const ms = Number(delay) || 0;
      let origin = null;
      if (net.inClick) origin = net.origin;
      else if (document.currentScript && scripts.has(document.currentScript)) origin = performance.now();
      if (origin === null || ms > (loadPhase ? LOAD_TIMER_MS : 10000) || typeof fn !== 'function' ||
          performance.now() - origin > WINDOW_MS) {
        return nativeSetTimeout.call(this, fn, delay, ...rest);
      }
      const wrapped = function (...a) {
        if (tracked.delete(id)) net.timers = Math.max(0, net.timers - 1);
        const outer = net.inClick, outerOrigin = net.origin;
        net.inClick = true;
        net.origin = origin;
        try { return fn.apply(this, a); } finally {
          net.inClick = outer; net.origin = outerOrigin; net.last = performance.now();
        }
      };
      const id = nativeSetTimeout.call(this, wrapped, delay, ...rest);  // wrapped runs later
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
}
