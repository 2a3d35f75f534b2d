/* Folha do Cerrado: the comments of an article open with its button; scrolling to the end
   of the stream appends the next article (with its comments already shown) and the
   address bar follows the article in view. */
(function () {
  "use strict";
  var fluxo = document.querySelector(".fluxo");
  var sentinela = document.querySelector(".fluxo__proxima");
  if (!fluxo || !sentinela) return;
  function abrir(botao) {
    if (botao.getAttribute("aria-expanded") === "true") return;
    botao.setAttribute("aria-expanded", "true");
    var caixa = botao.closest(".materia").querySelector(".materia__comentarios");
    fetch("/api/comentarios/" + botao.getAttribute("data-id"))
      .then(function (r) { return r.json(); })
      .then(function (d) { caixa.innerHTML = d.html; caixa.hidden = false; botao.hidden = true; });
  }
  document.addEventListener("click", function (ev) {
    var b = ev.target.closest(".js-comentarios");
    if (b) abrir(b);
  });
  var vista = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting) history.replaceState(null, "", e.target.getAttribute("data-url"));
    });
  }, {threshold: 0.3});
  document.querySelectorAll(".materia").forEach(function (m) { vista.observe(m); });
  var carregando = false, mostradas = 0;
  var proxima = new IntersectionObserver(function (entries) {
    if (!entries.some(function (e) { return e.isIntersecting; }) || carregando || mostradas >= 4) return;
    carregando = true;
    var ultima = fluxo.querySelectorAll(".materia");
    ultima = ultima[ultima.length - 1];
    fetch("/api/proxima?depois=" + ultima.getAttribute("data-id") + "&inicio=" + fluxo.getAttribute("data-inicio"))
      .then(function (r) { return r.json(); })
      .then(function (d) {
        if (!d.html) return;
        var tmp = document.createElement("div");
        tmp.innerHTML = d.html;
        var nova = tmp.firstElementChild;
        fluxo.insertBefore(nova, sentinela);
        vista.observe(nova);
        mostradas++;
      })
      .finally(function () { carregando = false; });
  }, {rootMargin: "0px 0px 400px 0px"});
  proxima.observe(sentinela);
})();
