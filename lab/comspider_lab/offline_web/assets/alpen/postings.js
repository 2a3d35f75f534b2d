/* Alpenländische Rundschau community: postings load when the section becomes visible. */
(function () {
  "use strict";
  if (!window.customElements.get("ar-posting")) {
    window.customElements.define("ar-posting", class extends HTMLElement {});
  }
  var section = document.getElementById("postings");
  if (!section) return;
  var thread = section.getAttribute("data-community-thread");
  var container = section.querySelector(".postings-container");
  var nextPage = 1, loading = false, list = null, more = null, nodes = {};

  function h(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function posting(p) {
    var el = document.createElement("ar-posting");
    el.id = "posting-" + p.postingId;
    el.setAttribute("data-posting-id", p.postingId);
    el.setAttribute("data-level", p.level);
    var head = h("header", "posting--header");
    var img = h("img", "posting--avatar"); img.src = p.user.avatarUrl; img.alt = ""; img.width = 32; img.height = 32;
    head.appendChild(img);
    var user = h("a", "posting--user", p.user.name); user.href = "/community/user/" + encodeURIComponent(p.user.name);
    head.appendChild(user);
    if (p.user.badge) head.appendChild(h("span", "posting--badge", p.user.badge));
    var t = h("time", "posting--date", p.createdAtText); t.setAttribute("datetime", p.createdAt);
    head.appendChild(t);
    el.appendChild(head);
    var content = h("div", "posting--content"); content.innerHTML = p.contentHtml;
    el.appendChild(content);
    var foot = h("footer", "posting--footer");
    var up = h("button", "posting--rate posting--rate-positive", "+" + p.ratings.positive); up.type = "button";
    var down = h("button", "posting--rate posting--rate-negative", "\u2212" + p.ratings.negative); down.type = "button";
    var reply = h("button", "posting--reply", "Antworten"); reply.type = "button";
    foot.appendChild(up); foot.appendChild(down); foot.appendChild(reply);
    el.appendChild(foot);
    nodes[p.postingId] = el;
    return el;
  }
  function repliesBox(parent) {
    var box = parent.querySelector(":scope > .posting--replies");
    if (box) return box;
    var toggle = h("button", "posting--toggle-replies"); toggle.type = "button";
    toggle.setAttribute("aria-expanded", "false");
    box = h("div", "posting--replies"); box.hidden = true;
    parent.appendChild(toggle); parent.appendChild(box);
    return box;
  }
  function label(parent) {
    var toggle = parent.querySelector(":scope > .posting--toggle-replies");
    var n = parent.querySelector(":scope > .posting--replies").children.length;
    var open = toggle.getAttribute("aria-expanded") === "true";
    toggle.textContent = open ? "Antworten ausblenden" : (n === 1 ? "1 Antwort anzeigen" : n + " Antworten anzeigen");
  }
  function load() {
    if (loading || !nextPage) return;
    loading = true;
    if (more) { more.disabled = true; more.textContent = "Lädt \u2026"; }
    fetch("/api/community/v2/threads/" + thread + "/postings?page=" + nextPage)
      .then(function (r) { return r.json(); })
      .then(function (data) {
        if (!list) {
          container.innerHTML = "";
          list = h("div", "postings-list");
          container.appendChild(list);
          if (!data.postings.length) container.appendChild(h("p", "postings-empty", "Noch keine Postings. Seien Sie die/der Erste!"));
        }
        var touched = [];
        data.postings.forEach(function (p) {
          var el = posting(p);
          var parent = p.parentId && nodes[p.parentId];
          if (parent) { repliesBox(parent).appendChild(el); touched.push(parent); } else list.appendChild(el);
        });
        touched.forEach(label);
        nextPage = data.nextPage;
        container.setAttribute("data-state", "loaded");
        if (nextPage) {
          if (!more) {
            more = h("button", "postings-more"); more.type = "button";
            more.addEventListener("click", load);
            container.appendChild(more);
          }
          more.disabled = false; more.textContent = "Weitere Postings laden";
        } else if (more) { more.remove(); more = null; }
        loading = false;
      });
  }
  container.addEventListener("click", function (ev) {
    var toggle = ev.target.closest(".posting--toggle-replies");
    if (!toggle) return;
    var box = toggle.nextElementSibling;
    var open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", open ? "true" : "false");
    box.hidden = !open;
    label(toggle.parentNode);
  });
  var io = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting) { io.disconnect(); load(); }
    });
  }, {rootMargin: "0px 0px 100px 0px"});
  io.observe(section);
})();
