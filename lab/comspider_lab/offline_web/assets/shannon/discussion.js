/* The Shannon Observer's discussion (a Disqus-like widget in the page): 10 threads at a
   time behind "Load more comments"; each thread's replies behind "Show N replies". */
(function () {
  "use strict";
  var box = document.getElementById("discussion");
  if (!box) return;
  var cfg = JSON.parse(box.getAttribute("data-config"));
  var list = document.createElement("ul");
  list.className = "sd-posts";
  box.appendChild(list);
  var more = null, after = null;
  function el(tag, cls, attrs) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }
  function post(c) {
    var li = el("li", "sd-post", {id: "post-" + c.id});
    var body = el("div", "sd-post__body");
    var head = el("header", "sd-post__header");
    head.appendChild(el("img", "sd-post__avatar", {src: c.avatar, alt: ""}));
    var a = el("span", "sd-post__author"); a.textContent = c.author; head.appendChild(a);
    var t = el("a", "sd-post__time", {href: "#post-" + c.id, title: c.created}); t.textContent = c.ago;
    head.appendChild(t);
    body.appendChild(head);
    var text = el("div", "sd-post__message"); text.innerHTML = c.html; body.appendChild(text);
    var foot = el("footer", "sd-post__footer");
    var up = el("button", "sd-vote", {type: "button", "aria-label": "Upvote"}); up.textContent = "\u25B2 " + c.likes;
    foot.appendChild(up);
    var r = el("button", "sd-reply", {type: "button"}); r.textContent = cfg.reply; foot.appendChild(r);
    body.appendChild(foot);
    li.appendChild(body);
    return li;
  }
  function showReplies(li, c, button) {
    button.disabled = true;
    button.textContent = cfg.loading;
    fetch("/api/discussion/replies?comment=" + encodeURIComponent(c.id) + "&article=" + cfg.article)
      .then(function (r) { return r.json(); })
      .then(function (data) {
        var nodes = {};
        nodes[c.id] = li;
        data.replies.forEach(function (k) {
          var child = post(k);
          nodes[k.id] = child;
          var parent = nodes[k.parent] || li;
          var sub = parent.querySelector(":scope > ul.sd-children");
          if (!sub) { sub = el("ul", "sd-children"); parent.appendChild(sub); }
          sub.appendChild(child);
        });
        button.remove();
      });
  }
  function load() {
    if (more) { more.disabled = true; more.textContent = cfg.loading; }
    var url = "/api/discussion/threads?article=" + cfg.article + "&limit=10" + (after ? "&after=" + after : "");
    return fetch(url).then(function (r) { return r.json(); }).then(function (page) {
      page.comments.forEach(function (c) {
        var li = post(c);
        if (c.replies > 0) {
          var b = el("button", "sd-show-replies", {type: "button"});
          b.textContent = cfg.repliesShow.replace("{n}", c.replies);
          b.addEventListener("click", function () { showReplies(li, c, b); });
          li.appendChild(b);
        }
        list.appendChild(li);
      });
      after = page.next;
      if (after) {
        if (!more) {
          more = el("button", "sd-load-more", {type: "button"});
          more.addEventListener("click", load);
          box.appendChild(more);
        }
        more.disabled = false;
        more.textContent = cfg.loadMore;
      } else if (more) {
        more.remove();
        more = null;
      }
    });
  }
  load();
})();
