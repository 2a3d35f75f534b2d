/* friendwall embed loader (saved copy) */
(function(w,d){
  w.FW = w.FW || { q: [], v: '2.4' };
  var root = d.querySelector('[data-friendwall-state]');
  if (!root || root.getAttribute('data-friendwall-state') === 'rendered') return;
  root.setAttribute('data-friendwall-state', 'offline');
})(window, document);
