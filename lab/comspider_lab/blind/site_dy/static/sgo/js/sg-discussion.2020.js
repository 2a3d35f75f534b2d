(function () {
  'use strict';
  var API = '/api/v2/threads/';
  var CSS = ':host{display:block;margin:28px 0 0;font:15px/1.5 "PT Sans",Arial,sans-serif;color:#222}' +
    '.box{border-top:3px solid #1f6fb2;padding-top:12px}.title{font:700 20px Arial;margin:0 0 10px}.title span{color:#888;font-weight:400}' +
    '.open{background:#1f6fb2;color:#fff;border:0;border-radius:3px;padding:9px 16px;font:700 14px Arial;cursor:pointer}' +
    '.post{display:flex;gap:10px;padding:12px 0;border-bottom:1px solid #e6e6e6}.ava{width:36px;height:36px;border-radius:50%}' +
    '.main{flex:1}.name{font-weight:700}.guest{color:#999;font-size:12px;margin-left:4px}.date{color:#888;font-size:12px;margin-left:8px}' +
    '.text p{margin:4px 0}.acts{font-size:12px;color:#1f6fb2;display:flex;gap:14px}.acts button{background:none;border:0;color:inherit;padding:0;cursor:pointer}' +
    '.rate{color:#2e7d32}.answers{margin-left:46px}.answers .post{border-bottom:0;border-left:2px solid #dbe7f3;padding-left:10px}' +
    '.note{font-size:13px;color:#666}';

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }

  class SgDiscussion extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var root = this.attachShadow({ mode: 'open' });
      var style = document.createElement('style');
      style.textContent = CSS;
      var box = el('div', 'box');
      var h = el('h3', 'title', 'Обсуждение ');
      h.appendChild(el('span', '', this.getAttribute('data-count') || ''));
      var btn = el('button', 'open', 'Показать обсуждение');
      btn.type = 'button';
      btn.addEventListener('click', () => this.load(btn));
      this.list = el('div', 'list');
      var note = el('p', 'note', 'Чтобы написать, войдите через ВКонтакте или по номеру телефона. Сообщения проходят премодерацию.');
      box.append(h, btn, this.list, note);
      root.append(style, box);
    }

    load(btn) {
      btn.disabled = true;
      btn.textContent = 'Загрузка…';
      fetch(API + this.getAttribute('data-thread') + '.json', { credentials: 'same-origin' })
        .then(function (r) { return r.json(); })
        .then((data) => { btn.remove(); this.render(data.posts); })
        .catch(function () { btn.disabled = false; btn.textContent = 'Не удалось загрузить. Повторить'; });
    }

    render(posts) {
      var byParent = {};
      posts.forEach(function (p) { (byParent[p.parent_id || 0] = byParent[p.parent_id || 0] || []).push(p); });
      var build = function (parentId, into) {
        (byParent[parentId] || []).forEach(function (p) {
          var row = el('div', 'post');
          row.id = 'post-' + p.id;
          var img = el('img', 'ava');
          img.src = p.user.avatar;
          img.alt = '';
          var main = el('div', 'main');
          var head = el('div', 'head');
          head.appendChild(el('span', 'name', p.user.name));
          if (p.user.guest) head.appendChild(el('span', 'guest', 'гость'));
          var t = el('time', 'date', p.created_text);
          t.setAttribute('datetime', p.created);
          head.appendChild(t);
          var text = el('div', 'text');
          p.text.split('\n\n').forEach(function (part) { text.appendChild(el('p', '', part)); });
          var acts = el('div', 'acts');
          var rep = el('button', '', 'Ответить');
          rep.type = 'button';
          acts.append(rep, el('span', 'rate', '+' + p.rating));
          main.append(head, text, acts);
          row.append(img, main);
          into.appendChild(row);
          if (byParent[p.id]) {
            var answers = el('div', 'answers');
            main.appendChild(answers);
            build(p.id, answers);
          }
        });
      };
      build(0, this.list);
    }
  }

  customElements.define('sg-discussion', SgDiscussion);
})();
