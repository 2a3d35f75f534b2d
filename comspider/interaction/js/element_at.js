/* global resolveXPath */
// The element an XPath selects (for evaluate_handle), or null.
(xpath) => resolveXPath(xpath)
