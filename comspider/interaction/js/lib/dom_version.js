/* exported domVersion */
/* global observeShadows */
// The document's version for the interaction's reads of it (comspider.interaction.shadow):
// a token that changes whenever what a read gives may have changed since the last one, so
// that a document nothing touched is not serialised and analysed again. It changes with a
// mutation anywhere in the document or its open shadow trees (style attributes included:
// the snapshot keeps them), a shadow root attached (the opener's hook), the stream's
// baseline marked and a closed root exposed (their scripts add one to `count`). The first
// call starts the watch; the random id makes another document's token never match. Null
// when the document cannot be watched.
function domVersion() {
  const key = Symbol.for('comspider.domVersion');
  let v = window[key];
  if (!v) {
    v = {id: Math.random().toString(36).slice(2), count: 0, obs: null};
    const state = v;
    v.obs = new MutationObserver(() => { state.count++; });
    const opts = {subtree: true, childList: true, attributes: true, characterData: true};
    try { v.obs.observe(document, opts); } catch (e) { return null; }
    observeShadows(v.obs, opts);
    // a root attached later changes the serialisation before anything is put in it
    const active = window[Symbol.for('comspider.shadowObservers')];
    if (active) active.set({observe: () => { state.count++; }}, opts);
    Object.defineProperty(window, key, {value: v, configurable: true, enumerable: false});
  }
  if (v.obs.takeRecords().length) v.count++;  // mutations whose callback has not run yet
  return v.id + ':' + v.count;
}
