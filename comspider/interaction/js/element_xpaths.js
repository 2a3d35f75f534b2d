/* global elementXPaths */
// The stable and the positional XPath of an element (an <iframe>, a clickable), computed
// in its own document.
(el) => {
  const [xpath, absXpath] = elementXPaths(el);
  return {xpath, absXpath};
}
