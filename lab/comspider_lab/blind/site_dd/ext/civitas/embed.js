/* civitas embed loader (saved copy) */
(function(w,d){
  w.Civitas = w.Civitas || { q: [], v: '2.4' };
  var root = d.querySelector('[data-civitas-state]');
  if (!root || root.getAttribute('data-civitas-state') === 'rendered') return;
  root.setAttribute('data-civitas-state', 'offline');
})(window, document);
