/* global scrollState */
// One scroll step: scroll by dy, then wait two animation frames (IntersectionObserver
// callbacks run by then, and the lazy loaders' requests have started), at most 150 ms,
// then `pauseMs` more; resolves to the page's scroll state then (lib/scroll_state.js), so
// that a step is one round trip to the page, not two.
([dy, pauseMs]) => new Promise((resolve) => {
  window.scrollBy(0, dy);
  let done = false;
  const measure = () => {
    try { resolve(scrollState()); } catch (e) { resolve(null); }
  };
  const finish = () => {
    if (done) return;
    done = true;
    if (pauseMs > 0) setTimeout(measure, pauseMs); else measure();
  };
  requestAnimationFrame(() => requestAnimationFrame(finish));
  setTimeout(finish, 150);
})
