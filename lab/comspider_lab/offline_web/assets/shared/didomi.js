/* A Didomi-style consent notice: a popup over a backdrop that swallows every click. */
(function () {
  "use strict";
  if (/(?:^|;\s*)didomi_token=/.test(document.cookie)) return;
  var cfg = window.didomiConfig || {};
  function show() {
    var host = document.createElement("div");
    host.id = "didomi-host";
    host.setAttribute("data-nosnippet", "true");
    host.innerHTML =
      '<div class="didomi-popup-backdrop didomi-notice-popup" style="position:fixed;top:0;left:0;width:100%;height:100%;background:rgba(0,0,0,.6);z-index:2147483640;display:flex;align-items:center;justify-content:center">' +
      '<div class="didomi-popup-container" role="dialog" aria-modal="true" aria-labelledby="didomi-notice-title" style="background:#fff;max-width:560px;padding:28px;font:15px sans-serif">' +
      '<div class="didomi-popup-notice-text"><h1 id="didomi-notice-title" class="didomi-popup-notice-title">' + cfg.title + '</h1>' +
      '<p>' + cfg.text + '</p></div>' +
      '<div class="didomi-popup-notice-buttons">' +
      '<button id="didomi-notice-learn-more-button" class="didomi-components-button didomi-button-standard">' + cfg.settings + '</button> ' +
      '<button id="didomi-notice-agree-button" class="didomi-components-button didomi-button-highlight" style="background:#1b4f8c;color:#fff;border:0;padding:10px 20px">' + cfg.accept + '</button>' +
      '</div><button id="didomi-notice-disagree-button" class="didomi-components-button--link" style="position:absolute;top:8px;right:12px;background:none;border:0;text-decoration:underline">' + cfg.reject + '</button>' +
      '</div></div>';
    document.body.appendChild(host);
    document.body.classList.add("didomi-popup-open");
    function close(agree) {
      document.cookie = "didomi_token=" + btoa(JSON.stringify({purposes: agree ? "all" : "none"})) + "; path=/; max-age=15552000";
      host.remove();
      document.body.classList.remove("didomi-popup-open");
    }
    document.getElementById("didomi-notice-agree-button").addEventListener("click", function () { close(true); });
    document.getElementById("didomi-notice-disagree-button").addEventListener("click", function () { close(false); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show); else show();
})();
