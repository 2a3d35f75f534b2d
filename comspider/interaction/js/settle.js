/* global INDICATOR_SELECTOR, stillLoading, collectFresh, observeShadows */
// Wait until the document is settled: for `quietMs`, no DOM change (open shadow trees
// included), no fetch, XHR or script inserted by script in flight and no timer an action
// started pending (window.__comspiderNet, the network hook), and no loading indicator that
// appeared since the wait began (or since the last arm) still visible; `waitReady`: the
// document's readyState complete too. Resolves to [milliseconds waited, why it did not
// settle ('' when it did)], at `maxMs` at the latest.
([quietMs, maxMs, waitReady]) => new Promise((resolve) => {
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
      const found = document.querySelectorAll(INDICATOR_SELECTOR);
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
})
