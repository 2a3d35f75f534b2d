// One scroll step: scroll by dy, then wait two animation frames (IntersectionObserver
// callbacks run by then, and the lazy loaders' requests have started), at most 150 ms.
(dy) => new Promise((resolve) => {
  window.scrollBy(0, dy);
  let done = false;
  const finish = () => { if (!done) { done = true; resolve(); } };
  requestAnimationFrame(() => requestAnimationFrame(finish));
  setTimeout(finish, 150);
})
