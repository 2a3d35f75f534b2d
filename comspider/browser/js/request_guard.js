// Installed in every document of a visit's context after the network hook: the page's
// scripts may start at most `limit` fetch, XMLHttpRequest and sendBeacon calls; further
// calls fail at once (fetch rejects, send throws, sendBeacon returns false) and never
// reach the network. A script that fires thousands of requests in a loop would otherwise
// make each one pass the browser's request handlers, one message at a time, and starve
// every other visit of the crawl. window.__comspiderRefused counts the refused calls.
(limit) => {
  let made = 0;
  let refused = 0;
  Object.defineProperty(window, '__comspiderRefused', {get: () => refused, enumerable: false});
  const allow = () => {
    if (made < limit) { made++; return true; }
    refused++;
    return false;
  };
  try {
    const origFetch = window.fetch;
    if (typeof origFetch === 'function') {
      window.fetch = function (...args) {
        if (!allow()) return Promise.reject(new TypeError('Failed to fetch'));
        return origFetch.apply(this, args);
      };
    }
    const origSend = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      if (!allow()) throw new DOMException('Failed to execute send', 'NetworkError');
      return origSend.apply(this, args);
    };
    const beacon = navigator.sendBeacon;
    if (typeof beacon === 'function') {
      navigator.sendBeacon = function (...args) {
        return allow() ? beacon.apply(this, args) : false;
      };
    }
  } catch (e) { /* never break the page */ }
}
