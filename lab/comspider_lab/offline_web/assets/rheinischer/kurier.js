/* Rheinischer Kurier: Kommentare nachladen. */
(function () {
  "use strict";
  var cfg = window.RK || {};
  var btn = document.querySelector(".js-kommentare-laden");
  if (!btn) return;
  var box = document.querySelector(".kommentare__inhalt");
  btn.addEventListener("click", function () {
    btn.disabled = true;
    btn.style.display = "none";
    box.innerHTML = '<div class="skelett" aria-busy="true"><div class="skelett__zeile"></div><div class="skelett__zeile"></div>' +
      '<p class="skelett__text">Kommentare werden geladen \u2026</p></div>';
    var wait = (cfg.kommentare && cfg.kommentare.verzoegerungMs) || 2500;
    setTimeout(function () {
      fetch("/ajax/kommentare/" + cfg.artikelId, {headers: {"X-Requested-With": "XMLHttpRequest"}})
        .then(function (r) { return r.json(); })
        .then(function (data) { box.innerHTML = data.html; })
        .catch(function () { box.innerHTML = '<p class="fehler">Die Kommentare konnten nicht geladen werden.</p>'; });
    }, wait);
  });
  document.addEventListener("click", function (ev) {
    var t = ev.target.closest(".js-melden, .js-antworten");
    if (t) ev.preventDefault();
    var d = ev.target.closest(".js-daumen");
    if (d) d.disabled = true;
  });
})();
