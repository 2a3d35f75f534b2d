/* The Kestrel Post's discussion: a web component that renders the thread into its own
   (open) shadow root, 10 threads at a time with a "Load more comments" button. */
(function () {
  "use strict";
  var CSS = ":host{display:block;margin:2em 0}.kp-list,.kp-replies{list-style:none;padding:0}" +
    ".kp-replies{margin-left:2em}.kp-comment{border-top:1px solid #ddd;padding:.6em 0}" +
    ".kp-avatar{width:32px;height:32px;border-radius:50%}.kp-more{margin:1em 0;padding:.5em 1em}";
  function el(tag, cls, attrs) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }
  class KpDiscussion extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var root = this.attachShadow({mode: "open"});
      var style = el("style"); style.textContent = CSS; root.appendChild(style);
      var wrap = el("section", "kp-wrap", {"aria-label": "Comments"});
      var h = el("h2", "kp-title"); h.textContent = "Comments"; wrap.appendChild(h);
      this.list = el("ol", "kp-list"); wrap.appendChild(this.list);
      this.more = el("button", "kp-more", {type: "button"}); this.more.textContent = "Load more comments";
      this.more.hidden = true;
      this.more.addEventListener("click", this.load.bind(this));
      wrap.appendChild(this.more);
      root.appendChild(wrap);
      this.nodes = {};
      this.after = null;
      this.load();
    }
    render(c) {
      var li = el("li", "kp-comment", {id: "kp-" + c.id});
      var head = el("div", "kp-head");
      head.appendChild(el("img", "kp-avatar", {src: c.avatar, alt: ""}));
      var name = el("span", "kp-author"); name.textContent = c.author; head.appendChild(name);
      var t = el("time", "kp-time", {datetime: c.created}); t.textContent = c.ago; head.appendChild(t);
      li.appendChild(head);
      var body = el("div", "kp-text"); body.innerHTML = c.html; li.appendChild(body);
      var foot = el("div", "kp-actions");
      var reply = el("button", "kp-reply", {type: "button"}); reply.textContent = "Reply"; foot.appendChild(reply);
      var like = el("button", "kp-like", {type: "button", "aria-label": "Like"}); like.textContent = "\u2764 " + c.likes;
      foot.appendChild(like);
      li.appendChild(foot);
      this.nodes[c.id] = li;
      var parent = c.parent && this.nodes[c.parent];
      if (parent) {
        var sub = parent.querySelector(":scope > .kp-replies");
        if (!sub) { sub = el("ol", "kp-replies"); parent.appendChild(sub); }
        sub.appendChild(li);
      } else {
        this.list.appendChild(li);
      }
    }
    load() {
      var self = this;
      var url = "/api/discussion/" + this.getAttribute("data-article") + "?limit=10" +
        (this.after ? "&after=" + encodeURIComponent(this.after) : "");
      this.more.disabled = true;
      return fetch(url).then(function (r) { return r.json(); }).then(function (page) {
        page.comments.forEach(self.render.bind(self));
        self.after = page.next;
        self.more.hidden = !page.next;
        self.more.disabled = false;
      });
    }
  }
  customElements.define("kp-discussion", KpDiscussion);
})();
