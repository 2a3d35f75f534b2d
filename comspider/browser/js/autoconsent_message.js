// A message to autoconsent's in-page script: its initResp (the rules, sent as JSON text and
// parsed by the page's engine rather than serialised value by value through the protocol)
// or an evalResp.
(message) => {
  const m = typeof message === 'string' ? JSON.parse(message) : message;
  return window.autoconsentReceiveMessage && window.autoconsentReceiveMessage(m);
}
