// Whether this document needs no search for closed shadow roots now, and marks it searched:
// a new document is searched, and searched again when more frames have loaded (`frames` in
// the page), at most `most` times in all (a page that keeps adding ad frames).
([frames, most]) => {
  const key = Symbol.for('comspider.closedRootsScanned');
  const before = window[key];
  if (before && (before.frames >= frames || before.scans >= most)) return true;
  const mark = {frames, scans: before ? before.scans + 1 : 1};
  Object.defineProperty(window, key, {value: mark, configurable: true, enumerable: false});
  return false;
}
