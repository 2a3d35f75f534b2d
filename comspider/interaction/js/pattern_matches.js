/* global absoluteXPath, elementVisible */
// A remembered entry-point pattern (an XPath): how many nodes it selects, and the
// positional XPaths of the first `limit` visible, enabled ones.
([pattern, limit]) => {
  let snap;
  try { snap = document.evaluate(pattern, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null); }
  catch (e) { return {count: -1, matches: []}; }
  const matches = [];
  for (let i = 0; i < snap.snapshotLength && matches.length < limit; i++) {
    const el = snap.snapshotItem(i);
    if (el.nodeType === 1 && elementVisible(el) && !el.disabled) matches.push(absoluteXPath(el));
  }
  return {count: snap.snapshotLength, matches};
}
