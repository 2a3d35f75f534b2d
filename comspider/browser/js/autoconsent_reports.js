// Installed with autoconsent's in-page script, right before it (it keeps the binding it finds
// at its start): its `report` messages reach comspider only when they say something new of
// what AutoconsentLog reads (the lifecycle, the clicks, the platforms detected). A document's
// script reports every step of its search for a platform (about ten a page, the same state
// each time but for a counter of attempts), each a round trip through Playwright's driver
// to the crawler; the other messages all pass.
() => {
  const send = window.autoconsentSendMessage;
  if (typeof send !== 'function') return;
  const last = new Map();  // instance -> what its last report said
  window.autoconsentSendMessage = (message) => {
    try {
      if (message && message.type === 'report') {
        const state = message.state || {};
        const said = JSON.stringify([state.lifecycle, state.clicks, state.detectedCmps]);
        const instance = String(message.instanceId || message.url || '');
        if (last.get(instance) === said) return Promise.resolve();
        last.set(instance, said);
      }
    } catch (e) { /* pass it on */ }
    return send(message);
  };
}
