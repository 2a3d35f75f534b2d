/* Talkwell comments widget v2 (inside the iframe). */
(function () {
  "use strict";
  var cfg = window.TALKWELL;
  var root = document.getElementById("tw-root");
  var thread = root.querySelector(".tw-thread");
  var cursor = null, more = null, nodes = {}, busy = false;

  function post() {
    try { parent.postMessage({talkwell: "resize", height: document.documentElement.scrollHeight, thread: cfg.thread}, "*"); } catch (e) {}
  }
  function node(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function render(c) {
    var item = node("div", "tw-comment tw-comment--depth-" + c.depth);
    item.setAttribute("data-tw-id", c.id);
    var avatar = node("img", "tw-comment__avatar"); avatar.src = c.author.avatar; avatar.alt = "";
    item.appendChild(avatar);
    var main = node("div", "tw-comment__main");
    var meta = node("div", "tw-comment__meta");
    meta.appendChild(node("span", "tw-comment__author", c.author.name));
    if (c.author.badge) meta.appendChild(node("span", "tw-comment__badge", c.author.badge));
    var when = node("time", "tw-comment__time", c.relative_time); when.setAttribute("datetime", c.created_at);
    meta.appendChild(when);
    main.appendChild(meta);
    var text = node("div", "tw-comment__text"); text.innerHTML = c.html;
    main.appendChild(text);
    var bar = node("div", "tw-comment__bar");
    var up = node("button", "tw-comment__vote", "\u25B2 " + c.votes); up.type = "button";
    var rep = node("button", "tw-comment__reply", cfg.i18n.reply); rep.type = "button";
    bar.appendChild(up); bar.appendChild(rep);
    main.appendChild(bar);
    item.appendChild(main);
    nodes[c.id] = item;
    var parent = c.parent && nodes[c.parent];
    if (parent) {
      var kids = parent.querySelector(":scope > .tw-comment__main > .tw-comment__children");
      if (!kids) { kids = node("div", "tw-comment__children"); parent.querySelector(":scope > .tw-comment__main").appendChild(kids); }
      kids.appendChild(item);
    } else {
      thread.appendChild(item);
    }
  }
  function load() {
    if (busy) return;
    busy = true;
    if (more) { more.disabled = true; more.textContent = cfg.i18n.loading; }
    var url = "/api/v1/sites/" + cfg.site + "/threads/" + cfg.thread + "/comments?limit=" + cfg.pageSize +
      (cursor ? "&cursor=" + encodeURIComponent(cursor) : "");
    fetch(url).then(function (r) { return r.json(); }).then(function (data) {
      var status = root.querySelector(".tw-status"); if (status) status.remove();
      if (!data.comments.length && !thread.children.length) thread.appendChild(node("p", "tw-empty", cfg.i18n.empty));
      data.comments.forEach(render);
      cursor = data.next_cursor;
      if (cursor) {
        if (!more) {
          more = node("button", "tw-button tw-more"); more.type = "button";
          more.setAttribute("data-tw-action", "more");
          more.addEventListener("click", load);
          root.appendChild(more);
        }
        more.disabled = false; more.textContent = cfg.i18n.loadMore;
      } else if (more) { more.remove(); more = null; }
      busy = false;
      post();
    });
  }
  var gate = root.querySelector("[data-tw-action=load]");
  if (gate) {
    gate.addEventListener("click", function () { gate.parentNode.remove(); load(); });
  }
  if (cfg.autoload) load();
  post();
  window.addEventListener("resize", post);
})();
