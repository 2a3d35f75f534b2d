document.addEventListener('click', function (ev) {
  var b = ev.target.closest('.pl-deplier'); if (!b) return;
  var box = document.getElementById(b.getAttribute('aria-controls'));
  box.classList.toggle('pl-ferme');
  b.textContent = box.classList.contains('pl-ferme') ? b.dataset.ouvrir : b.dataset.fermer;
});
