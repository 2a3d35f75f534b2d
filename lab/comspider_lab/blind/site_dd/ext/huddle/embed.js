/* huddle embed loader (saved copy) */
(function(w,d){
  w.Huddle = w.Huddle || { q: [], v: '2.4' };
  var root = d.querySelector('[data-huddle-state]');
  if (!root || root.getAttribute('data-huddle-state') === 'rendered') return;
  root.setAttribute('data-huddle-state', 'offline');
})(window, document);
