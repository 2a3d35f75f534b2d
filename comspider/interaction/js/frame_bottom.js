// Scroll a frame that scrolls by itself to its bottom (lazy widgets inside iframes).
() => {
  const el = document.scrollingElement || document.documentElement;
  if (el && el.scrollHeight > window.innerHeight + 20) window.scrollTo(0, el.scrollHeight);
  return el ? el.scrollHeight : 0;
}
