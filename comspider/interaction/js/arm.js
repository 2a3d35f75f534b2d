/* global collectFresh, observeShadows */
// Before an action (a click, scrolling a target into view): start recording the DOM
// changes and the loading indicators it inserts (window.__comspiderWatch), so that the
// settle wait that follows knows them even when they appeared before it started.
() => {
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
}
