(function () {
  "use strict";
  var el = document.querySelector("[data-n-a-id]");
  if (!el) return;
  var id = el.getAttribute("data-n-a-id"), ts = el.getAttribute("data-n-a-ts"), sg = el.getAttribute("data-n-a-sg");
  var req = JSON.stringify(["garturlreq", [["X", "X", ["X", "X"], null, null, 1, 1, "US:en", null, 1, null, null, null, null, null, 0, 1], "X", "X", 1, [1, 1, 1], 1, 1, null, 0, 0, null, 0], id, Number(ts), sg]);
  var body = "f.req=" + encodeURIComponent(JSON.stringify([[["Fbv4je", req, null, "generic"]]]));
  fetch("/_/DotsSplashUi/data/batchexecute?rpcids=Fbv4je&source-path=%2Frss%2Farticles&hl=en-US&gl=US&rt=c", {
    method: "POST", headers: {"Content-Type": "application/x-www-form-urlencoded;charset=UTF-8"}, body: body
  }).then(function (r) { return r.text(); }).then(function (text) {
    var data = JSON.parse(text.replace(/^\)\]\}'\s*/, ""));
    var url = JSON.parse(data[0][2])[1];
    window.location.replace(url);
  });
})();
