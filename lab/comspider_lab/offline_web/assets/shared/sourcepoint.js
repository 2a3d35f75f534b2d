/* A Sourcepoint-style consent message: a full-screen container holding an iframe with the
   choices; the iframe tells the page what was chosen with postMessage. */
(function () {
  "use strict";
  if (/(?:^|;\s*)consentUUID=/.test(document.cookie)) return;
  var cfg = window._sp_ || {config: {}};
  var id = cfg.config.messageId || "1043187";
  function show() {
    var box = document.createElement("div");
    box.id = "sp_message_container_" + id;
    box.className = "sp-message-container";
    box.style.cssText = "position:fixed;top:0;left:0;width:100%;height:100%;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center";
    var frame = document.createElement("iframe");
    frame.id = "sp_message_iframe_" + id;
    frame.title = "SP Consent Message";
    frame.src = "/index.html?message_id=" + id + "&lang=" + (document.documentElement.lang || "en");
    frame.style.cssText = "width:min(640px,92vw);height:360px;border:0;background:#fff";
    box.appendChild(frame);
    document.body.appendChild(box);
    document.documentElement.style.overflow = "hidden";
    window.addEventListener("message", function (ev) {
      if (!ev.data || ev.data.sp !== "choice") return;
      document.cookie = "consentUUID=" + ev.data.uuid + "; path=/; max-age=31536000";
      box.remove();
      document.documentElement.style.overflow = "";
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show); else show();
})();
