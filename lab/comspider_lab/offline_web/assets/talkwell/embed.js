/* Talkwell embed loader: creates the comments iframe when its placeholder comes into view. */
(function () {
  "use strict";
  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  var boxes = document.querySelectorAll("#talkwell-thread, .talkwell-thread");
  function mount(box) {
    if (box.getAttribute("data-tw-mounted")) return;
    box.setAttribute("data-tw-mounted", "1");
    var f = document.createElement("iframe");
    f.src = origin + "/embed/v2/comments.html?site=" + encodeURIComponent(box.getAttribute("data-site")) +
      "&thread=" + encodeURIComponent(box.getAttribute("data-thread")) + "&lang=" + encodeURIComponent(document.documentElement.lang.slice(0, 2));
    f.title = "Talkwell comments";
    f.setAttribute("scrolling", "no");
    f.style.cssText = "width:100%;border:0;min-height:320px;overflow:hidden";
    f.name = "talkwell-" + box.getAttribute("data-thread");
    box.appendChild(f);
  }
  window.addEventListener("message", function (ev) {
    if (ev.origin !== origin || !ev.data || ev.data.talkwell !== "resize") return;
    var frames = document.querySelectorAll("iframe[name='talkwell-" + ev.data.thread + "']");
    for (var i = 0; i < frames.length; i++) frames[i].style.height = ev.data.height + "px";
  });
  var io = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) { io.unobserve(e.target); mount(e.target); } });
  }, {rootMargin: "200px 0px"});
  for (var i = 0; i < boxes.length; i++) io.observe(boxes[i]);
})();
