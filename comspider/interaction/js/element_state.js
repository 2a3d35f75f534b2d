/* global resolveXPath, absoluteXPath, elementVisible */
// The state of an element before it is clicked: the first of `xpaths` that resolves; with
// `fragment`, whether the fragment's target exists in the document.
([xpaths, fragment]) => {
  let el = null;
  for (const xp of xpaths) { el = xp ? resolveXPath(xp) : null; if (el) break; }
  if (!el || el.nodeType !== 1) return {exists: false};
  const tag = el.localName;
  const type = (el.getAttribute('type') || '').toLowerCase();
  const form = el.closest ? el.closest('form') : null;
  const submits = !!form && ((tag === 'button' && (type === '' || type === 'submit')) ||
    (tag === 'input' && (type === 'submit' || type === 'image')));
  let target = false;
  if (fragment) {
    let id = fragment;
    try { id = decodeURIComponent(fragment); } catch (e) {}
    target = !!(document.getElementById(id) || document.getElementsByName(id)[0]);
  }
  return {exists: true, visible: elementVisible(el), disabled: !!el.disabled || el.getAttribute('aria-disabled') === 'true',
          submits, target, abs: absoluteXPath(el), href: el.href ? String(el.href) : null};
}
