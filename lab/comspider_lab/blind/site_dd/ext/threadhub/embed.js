/* threadhub embed loader (saved copy) */
(function(w,d){
  w.ThreadHub = w.ThreadHub || { q: [], v: '2.4' };
  var root = d.querySelector('[data-threadhub-state]');
  if (!root || root.getAttribute('data-threadhub-state') === 'rendered') return;
  root.setAttribute('data-threadhub-state', 'offline');
})(window, document);
