/* echoline embed loader (saved copy) */
(function(w,d){
  w.Echoline = w.Echoline || { q: [], v: '2.4' };
  var root = d.querySelector('[data-echoline-state]');
  if (!root || root.getAttribute('data-echoline-state') === 'rendered') return;
  root.setAttribute('data-echoline-state', 'offline');
})(window, document);
