/* yakkit embed loader (saved copy) */
(function(w,d){
  w.YAKKIT = w.YAKKIT || { q: [], v: '2.4' };
  var root = d.querySelector('[data-yakkit-state]');
  if (!root || root.getAttribute('data-yakkit-state') === 'rendered') return;
  root.setAttribute('data-yakkit-state', 'offline');
})(window, document);
