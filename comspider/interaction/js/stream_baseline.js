// Remember the elements of the document now, before scrolling (the stream's baseline).
() => {
  const key = Symbol.for('comspider.baseline');
  const base = new WeakSet();
  for (const el of document.querySelectorAll('*')) base.add(el);
  Object.defineProperty(window, key, {value: base, configurable: true, enumerable: false});
  return true;
}
