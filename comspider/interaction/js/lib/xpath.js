/* exported resolveXPath, absoluteXPath, elementXPaths */
// XPaths of elements, and the elements of XPaths, across open shadow roots: the one XPath
// helper every in-page script uses.
//
// Reading: the light-DOM part is evaluated by the document (case-insensitive for HTML);
// after a shadow-root marker the path is walked step by step from host.shadowRoot (XPath
// does not enter shadow trees). Markers: the collector's "/#shadow-root/", the snapshot's
// "/comspider-shadow-root/" (what lxml writes for an inlined tree, with or without [1]),
// and the records' " >> #shadow-root >> ". A walked step is a tag name (any case) or
// *[local-name()='x'], with an optional position ([1] when absent); a walked path may start
// with //*[@id="x"].
//
// Writing: positional steps, tag[n] for HTML elements with a plain name, else
// *[local-name()='x'][n] (an SVG element is found that way by the document's XPath); a
// path into a shadow tree is "<host path>/#shadow-root/<path in the tree>". The stable
// form starts at the nearest ancestor-or-self whose id is unique in its tree and does
// not look generated: //*[@id="x"]/div[2]/a[1].
const SHADOW_STEP = /\s*>>\s*#shadow-root\s*>>\s*|\/(?:comspider-shadow-root(?:\[1\])?|#shadow-root)(?=\/|$)/;
const WALKED_STEP = /^\/(?:([A-Za-z][\w.-]*)|\*\[local-name\(\)='([^']+)'\])(?:\[(\d+)\])?/;

function walkShadowPath(ctx, path) {
  let node = ctx;
  let rest = path;
  const head = rest.match(/^\/\/\*\[@id="([^"]*)"\]/);
  if (head) {
    node = ctx.getElementById ? ctx.getElementById(head[1]) : null;
    rest = rest.slice(head[0].length);
    if (!node) return null;
  }
  while (rest) {
    const m = rest.match(WALKED_STEP);
    if (!m) return null;
    const want = (m[1] || m[2]).toLowerCase();
    let k = Number(m[3] || 1);
    let found = null;
    for (const c of node.children) if (c.localName.toLowerCase() === want && --k === 0) { found = c; break; }
    if (!found) return null;
    node = found;
    rest = rest.slice(m[0].length);
  }
  return node === ctx ? null : node;
}

// The node an XPath selects first (across open shadow roots), or null.
function resolveXPath(xp) {
  if (!xp) return null;
  const parts = String(xp).split(SHADOW_STEP);
  let node;
  try { node = document.evaluate(parts[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; }
  catch (e) { return null; }
  for (let i = 1; i < parts.length && node; i++) {
    if (!node.shadowRoot) return null;
    node = parts[i] ? walkShadowPath(node.shadowRoot, parts[i]) : null;
  }
  return node || null;
}

const BAD_ID_PREFIX = /^(ember|react-|radix-|headlessui-|yui_|ext-gen|mui-|ui-id-|:r)/i;
const uniqueIds = new Map();

// An element's position among its parent's children of the same name and namespace
// (1-based), found for all of a parent's children the first time one of them is asked: the
// XPaths of the n comments of a flat list cost n steps, not n * n / 2 (a thread of 2,300
// comments took a second in the clickable collector). One map per call of a script that
// uses this file (the document does not change while it runs).
const stepIndex = new Map();

function siblingIndex(el) {
  let i = stepIndex.get(el);
  if (i !== undefined) return i;
  const parent = el.parentNode;
  if (parent && parent.children) {
    const seen = new Map();
    for (const c of parent.children) {
      const key = `${c.namespaceURI} ${c.localName}`;
      const k = (seen.get(key) || 0) + 1;
      seen.set(key, k);
      stepIndex.set(c, k);
    }
    i = stepIndex.get(el);
    if (i !== undefined) return i;
  }
  i = 1;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) {
    if (s.localName === el.localName && s.namespaceURI === el.namespaceURI) i++;
  }
  return i;
}

function xpathStep(el) {
  const local = el.localName;
  const i = siblingIndex(el);
  const html = el.namespaceURI === 'http://www.w3.org/1999/xhtml';
  const name = html && /^[a-z][a-z0-9-]*$/.test(local) ? local : `*[local-name()='${local}']`;
  return `${name}[${i}]`;
}

// Ids that look generated (counters, hashes, framework prefixes) change between page
// loads; they are not used in the stable XPath.
function stableId(id) {
  if (!id || id.length > 40 || !/^[A-Za-z]/.test(id) || /[:"'\s\\[\]]/.test(id)) return false;
  if (/\d{3,}/.test(id) || BAD_ID_PREFIX.test(id)) return false;
  const hex = id.match(/[0-9a-f]{8,}/i);
  return !(hex && /\d/.test(hex[0]));
}

function uniqueId(el, root) {
  const id = el.getAttribute('id');
  if (!stableId(id)) return false;
  if (!uniqueIds.has(id)) {
    let n;
    try { n = root.querySelectorAll(`[id="${id}"]`).length; } catch (e) { n = 2; }
    uniqueIds.set(id, n === 1);
  }
  return uniqueIds.get(id);
}

// [stable, absolute] XPaths of an element, across open shadow roots.
function elementXPaths(el) {
  let stable = '', abs = '';
  let node = el;
  for (let guard = 0; node && guard < 32; guard++) {
    const root = node.getRootNode();
    const steps = [];
    let head = null;
    for (let n = node; n && n.nodeType === 1; n = n.parentNode) {
      if (head === null && uniqueId(n, root)) {
        head = `//*[@id="${n.getAttribute('id')}"]` + (steps.length ? '/' + steps.slice().reverse().join('/') : '');
      }
      steps.push(xpathStep(n));
    }
    const path = '/' + steps.reverse().join('/');
    stable = (head || path) + stable;
    abs = path + abs;
    if (root instanceof ShadowRoot) {
      stable = '/#shadow-root' + stable;
      abs = '/#shadow-root' + abs;
      node = root.host;
    } else break;
  }
  return [stable, abs];
}

// The positional XPath of an element, across open shadow roots.
function absoluteXPath(el) {
  let abs = '';
  let node = el;
  for (let guard = 0; node && guard < 32; guard++) {
    const steps = [];
    for (let n = node; n && n.nodeType === 1; n = n.parentNode) steps.push(xpathStep(n));
    abs = '/' + steps.reverse().join('/') + abs;
    const root = node.getRootNode();
    if (root instanceof ShadowRoot) {
      abs = '/#shadow-root' + abs;
      node = root.host;
    } else break;
  }
  return abs;
}
