/* Bayview Tribune article page: the comments panel (loaded on demand). */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("__NEXT_DATA__").textContent);
  var article = data.props.pageProps.article;
  var button = document.querySelector("[data-testid=comments-button]");
  var panel = document.getElementById("comments-panel");
  if (!button || !panel) return;
  var cursor = null, serverTime = null, nodes = {}, list = null, more = null, sort = "newest";

  function ago(iso) {
    var s = Math.max(0, (Date.parse(serverTime) - Date.parse(iso)) / 1000);
    function u(n, w) { return n + " " + w + (n === 1 ? "" : "s") + " ago"; }
    if (s < 60) return "just now";
    if (s < 3600) return u(Math.floor(s / 60), "minute");
    if (s < 86400) return u(Math.floor(s / 3600), "hour");
    if (s < 604800) return u(Math.floor(s / 86400), "day");
    return u(Math.floor(s / 604800), "week");
  }
  function el(tag, cls, attrs) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }
  function render(c) {
    var li = el("li", "css-bvc0m2", {"data-testid": "comment", id: "comment-" + c.id});
    var head = el("div", "css-bvc0m4", {"data-testid": "comment-header"});
    head.appendChild(el("img", "", {src: c.avatar, alt: "", loading: "lazy"}));
    var name = el("span", "css-bvc0m5", {"data-testid": "comment-author"}); name.textContent = c.author;
    head.appendChild(name);
    if (c.badge) { var b = el("span", "css-bvc0ma"); b.textContent = c.badge; head.appendChild(b); }
    var t = el("span", "css-bvc0m6", {title: c.created_at}); t.textContent = ago(c.created_at);
    head.appendChild(t);
    li.appendChild(head);
    var body = el("div", "css-bvc0m7", {"data-testid": "comment-body"});
    body.innerHTML = c.body_html;
    li.appendChild(body);
    var actions = el("div", "css-bvc0m8", {"data-testid": "comment-actions"});
    [["Reply", "reply"], ["\u25B2 " + c.likes, "like"], ["Report", "report"]].forEach(function (a) {
      var btn = el("button", "", {type: "button", "data-action": a[1]}); btn.textContent = a[0];
      actions.appendChild(btn);
    });
    li.appendChild(actions);
    nodes[c.id] = li;
    var parent = c.parent_id && nodes[c.parent_id];
    if (parent) {
      var sub = parent.querySelector(":scope > ul");
      if (!sub) { sub = el("ul", "css-bvc0m3", {"data-testid": "replies"}); parent.appendChild(sub); }
      sub.appendChild(li);
    } else {
      list.appendChild(li);
    }
  }
  function load() {
    var url = "/api/comments/v1/threads/" + article.id + "?limit=20&sort=" + sort + (cursor ? "&cursor=" + encodeURIComponent(cursor) : "");
    if (more) { more.disabled = true; more.textContent = "Loading\u2026"; }
    return fetch(url, {credentials: "same-origin"}).then(function (r) { return r.json(); }).then(function (page) {
      serverTime = page.server_time;
      page.comments.forEach(render);
      cursor = page.next_cursor;
      if (cursor) {
        if (!more) {
          more = el("button", "css-bvc0m9", {type: "button", "data-testid": "load-more-comments"});
          more.addEventListener("click", load);
          panel.appendChild(more);
        }
        more.disabled = false; more.textContent = "Load more comments";
      } else if (more) { more.remove(); more = null; }
    });
  }
  button.addEventListener("click", function () {
    if (button.getAttribute("aria-expanded") === "true") return;
    button.setAttribute("aria-expanded", "true");
    button.parentNode.hidden = true;
    panel.hidden = false;
    var h = el("h2", "", {"data-testid": "comments-heading"}); h.textContent = "Comments";
    panel.appendChild(h);
    list = el("ul", "css-bvc0m1", {"data-testid": "comments-list"});
    panel.appendChild(list);
    load();
  });
  panel.addEventListener("click", function (ev) {
    var b = ev.target.closest("button[data-action]");
    if (!b) return;
    if (b.getAttribute("data-action") === "report") {
      if (window.confirm("Report this comment to the moderators?")) b.textContent = "Reported";
    } else if (b.getAttribute("data-action") === "like") {
      b.disabled = true;
    }
  });
})();
