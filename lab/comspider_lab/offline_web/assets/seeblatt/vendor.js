/* Seeblatt comments, step 2: the vendor bundle. start() fetches the thread and renders it. */
(function () {
  "use strict";
  function el(tag, cls, attrs) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }
  window.SeeblattKommentare = {
    start: function (box) {
      box.innerHTML = '<p class="sbk-laden">Kommentare werden geladen \u2026</p>';
      fetch("/widgets/kommentare/api?artikel=" + encodeURIComponent(box.getAttribute("data-artikel")))
        .then(function (r) { return r.json(); })
        .then(function (data) {
          box.innerHTML = "";
          var list = el("div", "sbk-liste");
          var nodes = {};
          data.comments.forEach(function (c) {
            var item = el("div", "sbk-eintrag", {"data-id": c.id});
            var kopf = el("p", "sbk-kopf");
            var name = el("span", "sbk-name"); name.textContent = c.author; kopf.appendChild(name);
            kopf.appendChild(document.createTextNode(" \u00b7 "));
            var t = el("time", "sbk-zeit", {datetime: c.created}); t.textContent = c.ago; kopf.appendChild(t);
            item.appendChild(kopf);
            var text = el("div", "sbk-text"); text.innerHTML = c.html; item.appendChild(text);
            var f = el("p", "sbk-fuss");
            var like = el("button", "sbk-daumen", {type: "button"}); like.textContent = "\u{1F44D} " + c.likes; f.appendChild(like);
            item.appendChild(f);
            nodes[c.id] = item;
            var parent = c.parent && nodes[c.parent];
            if (parent) {
              var sub = parent.querySelector(":scope > .sbk-antworten");
              if (!sub) { sub = el("div", "sbk-antworten"); parent.appendChild(sub); }
              sub.appendChild(item);
            } else {
              list.appendChild(item);
            }
          });
          box.appendChild(list);
        });
    },
  };
})();
