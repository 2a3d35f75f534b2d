// Installed with autoconsent's in-page script, right before it (it keeps the binding it finds
// at its start): its `report` messages reach comspider only when they say something
// AutoconsentLog reads (comspider/browser/autoconsent.py). Every document's script reports
// each step of its start and of its search for a platform (loading, waiting for its rules,
// initialized, then `started` once per attempt), each a round trip through Playwright's
// driver to the crawler, and in most documents nothing is ever found. So a report passes
// when its lifecycle, clicks or platforms detected differ from the last that passed for its
// instance, and the first ones pass only once the search found something or ended
// (a lifecycle past `started`, a click, a platform detected). The other messages all pass.
() => {
  const send = window.autoconsentSendMessage;
  if (typeof send !== 'function') return;
  const QUIET = new Set(['loading', 'waitingForInitResponse', 'initialized', 'started']);
  const last = new Map();  // instance -> what its last report that passed said
  window.autoconsentSendMessage = (message) => {
    try {
      if (message && message.type === 'report') {
        const state = message.state || {};
        const cmps = state.detectedCmps || [];
        const instance = String(message.instanceId || message.url || '');
        const before = last.get(instance);
        if (before === undefined && QUIET.has(state.lifecycle) && !state.clicks && !cmps.length) {
          return Promise.resolve();
        }
        const said = JSON.stringify([state.lifecycle, state.clicks, cmps]);
        if (before === said) return Promise.resolve();
        last.set(instance, said);
      }
    } catch (e) { /* pass it on */ }
    return send(message);
  };
}
