// The overlay of a snapshot shown for annotation: outlines the element under the pointer;
// a click picks it (nothing in the page acts) and tells the annotation page its number.
() => {
  const ATTRIBUTE = 'data-cs-i';
  let hovered = null, picked = null;
  const outline = (el, style) => { if (el) el.style.outline = style; };
  const numbered = (node) => {
    for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
      if (n.hasAttribute(ATTRIBUTE)) return n;
    }
    return null;
  };
  document.addEventListener('mouseover', (event) => {
    const el = numbered(event.target);
    if (el === hovered) return;
    if (hovered && hovered !== picked) outline(hovered, '');
    hovered = el;
    if (el && el !== picked) outline(el, '2px dashed #1e88e5');
  }, true);
  document.addEventListener('click', (event) => {
    event.preventDefault();
    event.stopPropagation();
    const el = numbered(event.target);
    if (!el) return;
    if (picked) outline(picked, '');
    picked = el;
    outline(el, '3px solid #e53935');
    window.top.postMessage({
      type: 'cs-select',
      element: Number(el.getAttribute(ATTRIBUTE)),
      // this page's snapshot: a frame's own page says its number, not the page around it
      snapshot: Number(location.pathname.split('/').pop()),
      tag: el.tagName.toLowerCase(),
      text: (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80),
    }, location.origin);
  }, true);
  document.addEventListener('submit', (event) => event.preventDefault(), true);
  // says the overlay listens: a click on an element parsed before this script ran did nothing
  document.documentElement.setAttribute('data-cs-overlay', 'ready');
}
