/* Parlo's thread, inside its iframe: 10 threads at a time ("load more"), replies on
   demand ("show N replies"). */
(function () {
  "use strict";
  var cfg = window.PARLO;
  var list = document.querySelector(".pl-list");
  var more = document.querySelector(".pl-more");
  var after = null;
  function el(tag, cls, attrs) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }
  function resize() {
    parent.postMessage({parlo: "height", thread: cfg.thread, height: document.documentElement.scrollHeight}, "*");
  }
  function card(c) {
    var li = el("li", "pl-comment", {"data-pl-id": c.id});
    var who = el("div", "pl-who");
    who.appendChild(el("img", "pl-pic", {src: c.avatar, alt: "", width: "28", height: "28"}));
    var n = el("b", "pl-name"); n.textContent = c.author; who.appendChild(n);
    var t = el("time", "pl-when", {datetime: c.created}); t.textContent = c.ago; who.appendChild(t);
    li.appendChild(who);
    var body = el("div", "pl-body"); body.innerHTML = c.html; li.appendChild(body);
    var acts = el("div", "pl-acts");
    var r = el("button", "pl-reply", {type: "button"}); r.textContent = cfg.i18n.reply; acts.appendChild(r);
    var l = el("button", "pl-like", {type: "button"}); l.textContent = "\u2661 " + c.likes; acts.appendChild(l);
    li.appendChild(acts);
    return li;
  }
  function replies(li, c, b) {
    b.disabled = true;
    fetch("/api/replies?site=" + cfg.site + "&thread=" + cfg.thread + "&comment=" + encodeURIComponent(c.id))
      .then(function (r) { return r.json(); })
      .then(function (d) {
        var nodes = {}; nodes[c.id] = li;
        d.replies.forEach(function (k) {
          var node = card(k); nodes[k.id] = node;
          var p = nodes[k.parent] || li;
          var sub = p.querySelector(":scope > ul.pl-sub");
          if (!sub) { sub = el("ul", "pl-sub"); p.appendChild(sub); }
          sub.appendChild(node);
        });
        b.remove();
        resize();
      });
  }
  function load() {
    more.disabled = true;
    fetch("/api/threads?site=" + cfg.site + "&thread=" + cfg.thread + (after ? "&after=" + after : ""))
      .then(function (r) { return r.json(); })
      .then(function (page) {
        page.comments.forEach(function (c) {
          var li = card(c);
          if (c.replies > 0) {
            var b = el("button", "pl-show-replies", {type: "button"});
            b.textContent = cfg.i18n.replies.replace("{n}", c.replies);
            b.addEventListener("click", function () { replies(li, c, b); });
            li.appendChild(b);
          }
          list.appendChild(li);
        });
        after = page.next;
        more.hidden = !after;
        more.disabled = false;
        resize();
      });
  }
  more.addEventListener("click", load);
  load();
})();
