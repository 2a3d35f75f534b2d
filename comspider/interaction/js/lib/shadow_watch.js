/* exported observeShadows */
// Mutations inside open shadow roots do not reach an observer of the document: observe
// each root too, and the roots attached while observing (the shadow-root opener's init
// script calls the hook). Returns the function that stops the hook.
function observeShadows(obs, opts) {
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
}
