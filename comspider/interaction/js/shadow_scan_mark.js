// Whether this document was searched for closed shadow roots with `frames` frames in the
// page, and marks it so: the search runs again for a new document, or once more frames
// have loaded.
([frames]) => {
  const key = Symbol.for('comspider.closedRootsScanned');
  const before = window[key];
  if (before !== undefined && before >= frames) return true;
  Object.defineProperty(window, key, {value: frames, configurable: true, enumerable: false});
  return false;
}
