// The URL the current document was loaded from (its navigation entry): pushState and
// replaceState change location.href, never this, so a page whose script moved the address
// bar before the interaction began is still known as the article's document.
() => {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? entry.name : null;
}
