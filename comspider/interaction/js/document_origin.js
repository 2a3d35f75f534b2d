// The current document's time origin: a new document (a load, a reload, a redirect by
// script) has a new one; history.pushState/replaceState and fragment changes keep it, so
// a page whose address bar follows the article in view has not left its document.
() => performance.timeOrigin
