/* El Faro de Málaga: panel lateral de comentarios. */
(function () {
  "use strict";
  var icon = document.querySelector(".js-comentarios");
  var panel = document.getElementById("comentarios");
  if (!icon || !panel) return;
  var loaded = false;
  function open() {
    panel.hidden = false;
    panel.classList.add("fd-c-comentarios--abierto");
    if (loaded) return;
    loaded = true;
    var list = panel.querySelector(".fd-c-comentarios__lista");
    list.innerHTML = '<p class="fd-c-comentarios__cargando">Cargando comentarios\u2026</p>';
    fetch("/ws/comentarios/" + panel.getAttribute("data-id") + "?orden=recientes")
      .then(function (r) { return r.json(); })
      .then(function (data) { list.innerHTML = data.html; });
  }
  icon.addEventListener("click", open);
  icon.addEventListener("keydown", function (ev) { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); open(); } });
  panel.querySelector(".fd-c-comentarios__cerrar").addEventListener("click", function () {
    panel.hidden = true; panel.classList.remove("fd-c-comentarios--abierto");
  });
})();
