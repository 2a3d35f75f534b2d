/* Le Courrier de l'Est: three autoplaying carousels, a ticker, and the readers' reactions
   behind an icon-only button under the carousels. */
(function () {
  "use strict";
  document.querySelectorAll(".carrousel").forEach(function (c) {
    var slides = c.querySelectorAll(".carrousel__diapo");
    var dots = c.querySelectorAll(".carrousel__point");
    var track = c.querySelector(".carrousel__piste");
    var k = 0;
    function show(n) {
      k = (n + slides.length) % slides.length;
      slides.forEach(function (s, i) { s.classList.toggle("is-active", i === k); });
      dots.forEach(function (d, i) { d.classList.toggle("is-active", i === k); d.setAttribute("aria-current", i === k ? "true" : "false"); });
      track.style.transform = "translateX(" + (-100 * k) + "%)";
    }
    c.querySelector(".carrousel__prec").addEventListener("click", function () { show(k - 1); });
    c.querySelector(".carrousel__suiv").addEventListener("click", function () { show(k + 1); });
    dots.forEach(function (d, i) { d.addEventListener("click", function () { show(i); }); });
    setInterval(function () { show(k + 1); }, 2500);
  });
  var ticker = document.querySelector(".fil-info__liste");
  if (ticker) setInterval(function () { ticker.appendChild(ticker.firstElementChild); }, 3000);
  var btn = document.querySelector(".c-reactions__btn");
  if (!btn) return;
  btn.addEventListener("click", function () {
    var fil = document.querySelector(".c-reactions__fil");
    if (!fil.hidden) return;
    fetch("/api/reactions/" + btn.getAttribute("data-article"))
      .then(function (r) { return r.text(); })
      .then(function (html) { fil.innerHTML = html; fil.hidden = false; });
  });
})();
