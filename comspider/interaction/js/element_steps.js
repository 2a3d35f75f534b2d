/* global resolveXPath */
// The path of an element for a site-memory pattern: the element first, then its ancestors
// up to <body>, each with its tag, id, classes, a few attributes and its position.
(xpath) => {
  const el = resolveXPath(xpath);
  if (!el) return [];
  const steps = [];
  const KEEP = /^(data-[\w-]+|role|name|aria-label|rel|href|type)$/;
  for (let n = el; n && n.nodeType === 1 && steps.length < 8; n = n.parentElement) {
    let i = 1;
    for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.localName === n.localName) i++;
    const attrs = {};
    for (const a of n.attributes) {
      if (KEEP.test(a.name) && a.value.length <= 200) attrs[a.name] = a.value;
    }
    steps.push({tag: n.localName, id: n.id || '', classes: Array.from(n.classList || []).slice(0, 12),
                attrs, index: i});
    if (n.localName === 'body') break;
  }
  return steps;
}
