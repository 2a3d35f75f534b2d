// Installed with autoconsent's in-page script, right before it (it keeps the send function
// it finds at its start): its `init` message is answered in the page, with the initResp the
// crawler would send (comspider/browser/autoconsent.py: the config and the rules that may
// run in a main document, or in a frame), given here once per browser context as JSON text
// and parsed only by a document whose script starts. Answering through the crawler cost
// every document a round trip through Playwright's driver and 180 KB of rules sent to it.
// Answered after the current task's script (a microtask): the script defines its receiver
// once its start, which sends `init`, has returned. Every other message passes.
(mainInit, frameInit) => {
  const send = window.autoconsentSendMessage;
  if (typeof send !== 'function') return;
  window.autoconsentSendMessage = (message) => {
    if (message && message.type === 'init') {
      const text = window.top === window ? mainInit : frameInit;
      queueMicrotask(() => {
        const receive = window.autoconsentReceiveMessage;
        if (typeof receive === 'function') receive(JSON.parse(text));
      });
      return Promise.resolve();
    }
    return send(message);
  };
}
