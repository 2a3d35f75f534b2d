// Remember the elements of the document now, before scrolling (the stream's baseline).
() => {
  const key = Symbol.for('comspider.baseline');
  const base = new WeakSet();
  for (const el of document.querySelectorAll('*')) base.add(el);
  Object.defineProperty(window, key, {value: base, configurable: true, enumerable: false});
  // what is cut may change with the baseline: the next read serialises again (lib/dom_version.js)
  const version = window[Symbol.for('comspider.domVersion')];
  if (version) version.count++;
  return true;
}
