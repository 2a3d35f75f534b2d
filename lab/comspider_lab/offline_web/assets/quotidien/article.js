/* Le Quotidien du Rhône : fenêtre modale des commentaires. */
(function () {
  "use strict";
  var opener = document.querySelector("[data-qr-action=ouvrir-commentaires]");
  if (!opener) return;
  var modal = null;
  function close() { if (modal) { modal.remove(); modal = null; document.body.classList.remove("qr-modale-ouverte"); } }
  opener.addEventListener("click", function () {
    if (modal) return;
    modal = document.createElement("div");
    modal.className = "qr-modale";
    modal.setAttribute("role", "dialog");
    modal.setAttribute("aria-modal", "true");
    modal.setAttribute("aria-labelledby", "qr-modale-titre");
    modal.innerHTML = '<div class="qr-modale__fond"></div><div class="qr-modale__boite">' +
      '<header class="qr-modale__entete"><h2 id="qr-modale-titre">Commentaires</h2>' +
      '<button type="button" class="qr-modale__fermer" aria-label="Fermer">\u00d7</button></header>' +
      '<div class="qr-modale__contenu"><p class="qr-chargement">Chargement des commentaires\u2026</p></div></div>';
    document.body.appendChild(modal);
    document.body.classList.add("qr-modale-ouverte");
    modal.querySelector(".qr-modale__fermer").addEventListener("click", close);
    modal.querySelector(".qr-modale__fond").addEventListener("click", close);
    fetch("/api/commentaires/" + opener.getAttribute("data-article") + ".html")
      .then(function (r) { return r.text(); })
      .then(function (html) { if (modal) modal.querySelector(".qr-modale__contenu").innerHTML = html; });
  });
  document.addEventListener("keydown", function (ev) { if (ev.key === "Escape") close(); });
  document.addEventListener("click", function (ev) {
    var s = ev.target.closest(".commentaire__signaler");
    if (s && window.confirm("Voulez-vous vraiment signaler ce commentaire ?")) { s.textContent = "Signalé"; s.disabled = true; }
  });
})();
