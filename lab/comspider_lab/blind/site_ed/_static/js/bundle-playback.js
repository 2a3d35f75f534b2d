/* playback bundle (toolbar) */
var __wm = (function () {
  function el(id) { return document.getElementById(id); }
  return {
    init: function (prefix) { this.prefix = prefix; },
    wombat: function (url, ts) { this.url = url; this.ts = ts; },
    rw: function () {},
    bt: function (w, h, ph, pw, coll, url, ts) {
      var base = el("wm-ipp-base");
      if (!base) return;
      base.style.display = "block";
      document.body.style.marginTop = (parseInt(getComputedStyle(document.body).marginTop, 10) || 0) + 72 + "px";
      var t = el("wm-capinfo-toggle"), c = el("wm-capinfo");
      if (t && c) t.onclick = function (e) { e.preventDefault(); c.style.display = c.style.display === "none" ? "block" : "none"; };
      var x = el("wm-tb-close");
      if (x) x.onclick = function (e) { e.preventDefault(); base.style.display = "none"; document.body.style.marginTop = ""; };
    },
    h: function () {}
  };
})();
