// Run on a closed shadow root the browser's DOM agent found (a declarative
// <template shadowrootmode="closed"> the parser attached, which no attachShadow call made
// and the init script could not open): host.shadowRoot returns it from now on (an own
// property of that host only), and the host is remembered as forced open (its snapshot says
// mode="closed"), like a root attachShadow was asked to close. A function, not an arrow:
// it is called on the root (Runtime.callFunctionOn), which is its `this`.
(function () {
  const root = this;
  const host = root && root.host;
  if (!host || host.shadowRoot === root) return false;
  Object.defineProperty(host, 'shadowRoot', {get: () => root, configurable: true, enumerable: false});
  const forced = window[Symbol.for('comspider.forcedShadowHosts')];
  if (forced && typeof forced.add === 'function') forced.add(host);
  // the document reads differently now: the next read serialises again (lib/dom_version.js)
  const version = window[Symbol.for('comspider.domVersion')];
  if (version) version.count++;
  return true;
})
