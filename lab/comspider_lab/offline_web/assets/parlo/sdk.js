/* Parlo SDK (a comment vendor on a site of its own): a click on the publisher's
   [data-parlo-open] button mounts the thread's iframe; the frame reports its height. */
(function () {
  "use strict";
  var origin = new URL(document.currentScript.src).origin;
  function mount(box) {
    if (box.querySelector("iframe")) return;
    var f = document.createElement("iframe");
    f.src = origin + "/embed/thread.html?site=" + encodeURIComponent(box.getAttribute("data-site")) +
      "&thread=" + encodeURIComponent(box.getAttribute("data-thread"));
    f.title = "Parlo";
    f.name = "parlo-" + box.getAttribute("data-thread");
    f.setAttribute("scrolling", "no");
    f.style.cssText = "width:100%;border:0;min-height:240px";
    box.appendChild(f);
  }
  document.addEventListener("click", function (ev) {
    var b = ev.target.closest("[data-parlo-open]");
    if (!b) return;
    var box = document.getElementById(b.getAttribute("data-parlo-open"));
    if (box) { b.hidden = true; mount(box); }
  });
  window.addEventListener("message", function (ev) {
    if (ev.origin !== origin || !ev.data || ev.data.parlo !== "height") return;
    var f = document.querySelector("iframe[name='parlo-" + ev.data.thread + "']");
    if (f) f.style.height = ev.data.height + "px";
  });
})();
