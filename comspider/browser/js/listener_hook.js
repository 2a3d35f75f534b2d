// Installed in every document before its own scripts: every element that gets a click,
// mouse, pointer or touch listener through addEventListener is put in a WeakSet the
// clickable collector reads (window[Symbol.for('comspider.clickTargets')]). The wrapper is
// a Proxy of the native function, so addEventListener.toString() still reads
// [native code]. Listeners on document, window, <html> and <body> (event delegation)
// mark nothing useful and are ignored by the collector.
() => {
  const KEY = Symbol.for('comspider.clickTargets');
  if (window[KEY]) return;
  const targets = new WeakSet();
  Object.defineProperty(window, KEY, {value: targets, enumerable: false});
  const TYPES = new Set(['click', 'dblclick', 'auxclick', 'mousedown', 'mouseup',
    'pointerdown', 'pointerup', 'touchstart', 'touchend']);
  const proto = EventTarget.prototype;
  const native = proto.addEventListener;
  proto.addEventListener = new Proxy(native, {
    apply(target, self, args) {
      try {
        if (self && self.nodeType === 1 && TYPES.has(String(args[0]).toLowerCase())) targets.add(self);
      } catch (e) { /* never break the page */ }
      return Reflect.apply(target, self, args);
    },
  });
}
