// Corriere della Valle - articolo
var CdV = CdV || {};
CdV.commenti = {
  caricati: false,
  carica: function () {
    var box = document.getElementById("commenti");
    if (!box || CdV.commenti.caricati) return;
    CdV.commenti.caricati = true;
    var dove = box.querySelector(".box-commenti-contenuto");
    dove.innerHTML = '<p class="caricamento">Caricamento dei commenti\u2026</p>';
    var xhr = new XMLHttpRequest();
    xhr.open("GET", "/commenti/api/lista?id=" + box.getAttribute("data-articolo"));
    xhr.onload = function () { dove.innerHTML = xhr.responseText; };
    xhr.send();
  }
};
(function () {
  var links = document.querySelectorAll("a[href='#commenti']");
  for (var i = 0; i < links.length; i++) {
    links[i].addEventListener("click", function () { CdV.commenti.carica(); });
  }
  var size = 15;
  function carattere(d) { size = Math.max(12, Math.min(22, size + d)); document.querySelector(".corpo-articolo").style.fontSize = size + "px"; }
  var piu = document.querySelector(".carattere-piu"), meno = document.querySelector(".carattere-meno");
  if (piu) piu.addEventListener("click", function () { carattere(1); });
  if (meno) meno.addEventListener("click", function () { carattere(-1); });
  var copia = document.querySelector("[data-share-url]");
  if (copia) copia.addEventListener("click", function () { window.alert("Link copiato negli appunti"); });
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest(".commento-azioni a");
    if (a) ev.preventDefault();
  });
})();
