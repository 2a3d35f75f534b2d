/* Helvetia Heute's forum: a web component with a CLOSED shadow root (the vendor keeps its
   CSS and markup to itself). Inside it: a button that loads the comments into the root. */
(function () {
  "use strict";
  var CSS = ":host{display:block}.hh-gate{padding:1em;background:#f4f4f4}" +
    ".hh-list,.hh-antworten{list-style:none;margin:0;padding:0}.hh-antworten{margin-left:1.5em}" +
    ".hh-beitrag{padding:.5em 0;border-bottom:1px solid #e2e2e2}";
  var roots = new WeakMap();  // the component's own handle on its closed root
  function el(tag, cls, attrs) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }
  class HhForum extends HTMLElement {
    connectedCallback() {
      if (roots.has(this)) return;
      var root = this.attachShadow({mode: "closed"});
      roots.set(this, root);
      var style = el("style"); style.textContent = CSS; root.appendChild(style);
      var gate = el("div", "hh-gate");
      var p = el("p", "hh-zahl"); p.textContent = this.getAttribute("data-count") + " Kommentare"; gate.appendChild(p);
      var button = el("button", "hh-oeffnen", {type: "button"});
      button.textContent = this.getAttribute("data-label");
      gate.appendChild(button);
      root.appendChild(gate);
      var thread = el("ol", "hh-list"); root.appendChild(thread);
      var host = this;
      button.addEventListener("click", function () {
        button.disabled = true;
        var nodes = {};
        fetch("/forum/api/beitraege?artikel=" + encodeURIComponent(host.getAttribute("data-id")))
          .then(function (r) { return r.json(); })
          .then(function (data) {
            gate.remove();
            data.comments.forEach(function (c) {
              var li = el("li", "hh-beitrag", {"data-id": c.id});
              var kopf = el("div", "hh-kopf");
              kopf.appendChild(el("img", "hh-bild", {src: c.avatar, alt: "", width: "30", height: "30"}));
              var n = el("strong", "hh-name"); n.textContent = c.author; kopf.appendChild(n);
              var t = el("time", "hh-zeit", {datetime: c.created}); t.textContent = c.ago; kopf.appendChild(t);
              li.appendChild(kopf);
              var text = el("div", "hh-text"); text.innerHTML = c.html; li.appendChild(text);
              var fuss = el("div", "hh-fuss");
              var a = el("button", "hh-antworten-btn", {type: "button"}); a.textContent = "Antworten"; fuss.appendChild(a);
              var l = el("button", "hh-gefaellt", {type: "button"}); l.textContent = "\u{1F44D} " + c.likes; fuss.appendChild(l);
              li.appendChild(fuss);
              nodes[c.id] = li;
              var parent = c.parent && nodes[c.parent];
              if (parent) {
                var sub = parent.querySelector(":scope > .hh-antworten");
                if (!sub) { sub = el("ol", "hh-antworten"); parent.appendChild(sub); }
                sub.appendChild(li);
              } else {
                thread.appendChild(li);
              }
            });
          });
      });
    }
  }
  customElements.define("hh-forum", HhForum);
})();
