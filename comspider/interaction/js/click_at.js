/* global resolveXPath */
// Click, in the page, the element an XPath selects; false when there is none.
(xpath) => {
  const el = resolveXPath(xpath);
  if (!el) return false;
  el.click();
  return true;
}
