/* exported sectionContainers, regionAround */
/* global resolveXPath */
// The containers of the comment sections the detector placed, and the region around them
// where "load more" buttons and comment pagers sit: each container, its next four
// siblings, its parent (not <body>) and the parent's next two siblings.
function sectionContainers(xpaths) {
  const out = [];
  for (const xp of xpaths) {
    const c = xp ? resolveXPath(xp) : null;
    if (c && c.nodeType === 1 && c !== document.body && c !== document.documentElement) out.push(c);
  }
  return out;
}

function regionAround(containers) {
  const region = [];
  for (const c of containers) {
    region.push(c);
    let s = c.nextElementSibling;
    for (let k = 0; s && k < 4; k++, s = s.nextElementSibling) region.push(s);
    const p = c.parentElement;
    if (p && p !== document.body) {
      region.push(p);  // buttons beside the list, inside its wrapper
      let q = p.nextElementSibling;
      for (let k = 0; q && k < 2; k++, q = q.nextElementSibling) region.push(q);
    }
  }
  return region;
}
