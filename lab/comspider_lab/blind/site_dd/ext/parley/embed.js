/* parley embed loader (saved copy) */
(function(w,d){
  w.Parley = w.Parley || { q: [], v: '2.4' };
  var root = d.querySelector('[data-parley-state]');
  if (!root || root.getAttribute('data-parley-state') === 'rendered') return;
  root.setAttribute('data-parley-state', 'offline');
})(window, document);
