/* Вечерний вестник: блок комментариев. */
(function () {
  "use strict";
  var box = document.getElementById("comments");
  if (!box) return;
  var list = box.querySelector(".b-comments__list");
  var names = {};
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function item(c) {
    var d = el("div", "b-comment b-comment_level_" + c.level);
    d.id = "comment-" + c.id;
    var head = el("div", "b-comment__head");
    var img = el("img", "b-comment__avatar"); img.src = c.author.avatar; img.alt = ""; img.width = 32; img.height = 32;
    head.appendChild(img);
    head.appendChild(el("span", "b-comment__author", c.author.name));
    if (c.badge) head.appendChild(el("span", "b-comment__badge", c.badge));
    var date = el("span", "b-comment__date", c.created_human); date.title = c.created;
    head.appendChild(date);
    if (c.parent_id && names[c.parent_id]) {
      var up = el("a", "b-comment__parent", "\u2191 " + names[c.parent_id]); up.href = "#comment-" + c.parent_id;
      head.appendChild(up);
    }
    d.appendChild(head);
    var text = el("div", "b-comment__text"); text.innerHTML = c.text_html;
    d.appendChild(text);
    var foot = el("div", "b-comment__foot");
    var rate = el("span", "b-comment__rating", (c.rating > 0 ? "+" : "") + c.rating);
    var reply = el("button", "b-comment__reply", "Ответить"); reply.type = "button";
    foot.appendChild(rate); foot.appendChild(reply);
    d.appendChild(foot);
    names[c.id] = c.author.name;
    return d;
  }
  window.addEventListener("load", function () {
    fetch("/api/v2/materials/" + box.getAttribute("data-material") + "/comments")
      .then(function (r) { return r.json(); })
      .then(function (data) {
        list.innerHTML = "";
        if (!data.items.length) list.appendChild(el("p", "b-comments__empty", "Комментариев пока нет."));
        data.items.forEach(function (c) { list.appendChild(item(c)); });
        document.documentElement.classList.remove("i-ua_js_no");
      });
  });
})();
