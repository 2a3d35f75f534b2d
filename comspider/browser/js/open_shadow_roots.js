// Installed in every document before its own scripts (COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS):
// Element.prototype.attachShadow makes a root asked for as "closed" open, so that
// host.shadowRoot reaches it; the page keeps the root object it was given. Hosts forced
// open are remembered (window[Symbol.for('comspider.forcedShadowHosts')]: their snapshot
// says mode="closed"). Also calls window[Symbol.for('comspider.onShadowRoot')](root) for
// every new root when that function exists (the settle wait observes roots that appear
// while it waits).
() => {
  const KEY = Symbol.for('comspider.forcedShadowHosts');
  if (window[KEY] || typeof Element === 'undefined' || !Element.prototype.attachShadow) return;
  const forced = new WeakSet();
  Object.defineProperty(window, KEY, {value: forced, enumerable: false});
  const native = Element.prototype.attachShadow;
  Element.prototype.attachShadow = new Proxy(native, {
    apply(target, self, args) {
      let init = args[0];
      try {
        if (init && init.mode === 'closed') {
          init = Object.assign({}, init, {mode: 'open'});
          forced.add(self);
        }
      } catch (e) { init = args[0]; }
      const root = Reflect.apply(target, self, [init, ...args.slice(1)]);
      try {
        const hook = window[Symbol.for('comspider.onShadowRoot')];
        if (typeof hook === 'function') hook(root);
      } catch (e) { /* never break the page */ }
      return root;
    },
  });
}
