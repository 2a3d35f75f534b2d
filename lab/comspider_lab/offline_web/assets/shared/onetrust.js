/* A OneTrust-style consent banner: a full-screen filter that blocks the page until a choice. */
(function () {
  "use strict";
  if (/(?:^|;\s*)OptanonAlertBoxClosed=/.test(document.cookie)) return;
  var cfg = window.OneTrustStub || {};
  function show() {
    var root = document.createElement("div");
    root.id = "onetrust-consent-sdk";
    root.innerHTML =
      '<div class="onetrust-pc-dark-filter ot-fade-in" style="position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483646"></div>' +
      '<div id="onetrust-banner-sdk" class="otFlat ot-bottom" role="alertdialog" aria-describedby="onetrust-policy-text" ' +
      'style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;background:#fff;padding:24px;box-shadow:0 -2px 10px rgba(0,0,0,.3);font:15px sans-serif">' +
      '<div id="onetrust-policy"><h2 id="onetrust-policy-title">' + cfg.title + '</h2>' +
      '<p id="onetrust-policy-text">' + cfg.text + ' <a class="ot-cookie-policy-link" href="/datenschutz">' + cfg.privacy + '</a></p></div>' +
      '<div id="onetrust-button-group-parent"><div id="onetrust-button-group">' +
      '<button id="onetrust-pc-btn-handler" class="cookie-setting-link">' + cfg.settings + '</button> ' +
      '<button id="onetrust-reject-all-handler">' + cfg.reject + '</button> ' +
      '<button id="onetrust-accept-btn-handler" style="background:#0b5fa5;color:#fff;border:0;padding:10px 18px">' + cfg.accept + '</button>' +
      '</div></div></div>';
    document.body.appendChild(root);
    document.documentElement.style.overflow = "hidden";
    function close(accepted) {
      var when = new Date().toISOString();
      document.cookie = "OptanonAlertBoxClosed=" + when + "; path=/; max-age=31536000";
      document.cookie = "OptanonConsent=groups=C0001:1,C0002:" + (accepted ? 1 : 0) + ",C0004:" + (accepted ? 1 : 0) + "; path=/; max-age=31536000";
      root.remove();
      document.documentElement.style.overflow = "";
    }
    document.getElementById("onetrust-accept-btn-handler").addEventListener("click", function () { close(true); });
    document.getElementById("onetrust-reject-all-handler").addEventListener("click", function () { close(false); });
    document.getElementById("onetrust-pc-btn-handler").addEventListener("click", function () {
      document.getElementById("onetrust-policy-text").textContent = cfg.text;
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show); else show();
})();
