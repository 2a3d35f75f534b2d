// Installed in every document of a visit's context: window.open opens at most `limit`
// windows and then returns null at once. A storm of window.open calls in one script would
// otherwise hold that script (each call waits for the browser to make a window) while the
// context's bound closes the windows one by one.
(limit) => {
  const open = window.open;
  if (typeof open !== 'function') return;
  let opened = 0;
  window.open = function (...args) {
    if (opened >= limit) return null;
    opened++;
    return open.apply(this, args);
  };
}
