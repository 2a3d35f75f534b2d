/* porchlight embed loader (saved copy) */
(function(w,d){
  w.Porchlight = w.Porchlight || { q: [], v: '2.4' };
  var root = d.querySelector('[data-porchlight-state]');
  if (!root || root.getAttribute('data-porchlight-state') === 'rendered') return;
  root.setAttribute('data-porchlight-state', 'offline');
})(window, document);
