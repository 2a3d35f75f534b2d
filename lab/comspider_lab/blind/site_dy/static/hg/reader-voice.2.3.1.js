/* hg-reader-voice 2.3.1 */
(() => {
  const roots = new WeakMap();
  const css = `
    :host { display: block; margin-top: 40px; }
    .wrap { border-top: 2px solid #111; padding-top: 14px; font: 15px/1.65 "Pretendard", "Noto Sans KR", sans-serif; color: #222; }
    h2 { font-size: 19px; margin: 0 0 4px; } h2 em { font-style: normal; color: #0b63ce; }
    .guide { font-size: 13px; color: #777; margin: 0 0 12px; }
    .sort { display: flex; gap: 10px; font-size: 13px; margin-bottom: 8px; } .sort button { border: 0; background: none; padding: 0; color: #888; cursor: pointer; } .sort .on { color: #111; font-weight: 700; }
    ul { list-style: none; margin: 0; padding: 0; } li.item { padding: 14px 0; border-bottom: 1px solid #eee; }
    .info { display: flex; gap: 8px; align-items: center; font-size: 13px; } .nick { font-weight: 700; } .date { color: #999; }
    .txt { margin: 6px 0; white-space: pre-line; } .btns { display: flex; gap: 8px; font-size: 12px; color: #666; }
    .btns button { border: 1px solid #ddd; background: #fff; border-radius: 12px; padding: 2px 10px; cursor: pointer; }
    ul.re { margin: 10px 0 0 18px; padding-left: 12px; border-left: 2px solid #e8eef6; } ul.re li.item { border-bottom: 0; padding: 8px 0; }
    .re-mark { color: #0b63ce; font-size: 12px; }`;

  const h = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };

  class HgReaderVoice extends HTMLElement {
    connectedCallback() {
      if (roots.has(this)) return;
      const root = this.attachShadow({ mode: 'closed' });
      roots.set(this, root);
      const style = h('style'); style.textContent = css;
      const wrap = h('div', 'wrap');
      wrap.innerHTML = '<h2>독자 의견 <em>0</em></h2><p class="guide">로그인 후 의견을 남길 수 있습니다. 욕설·비방·광고성 글은 운영 원칙에 따라 삭제될 수 있습니다.</p>' +
        '<div class="sort"><button class="on" type="button">최신순</button><button type="button">공감순</button></div><ul class="list"></ul>';
      root.append(style, wrap);
      fetch(`/_api/reader-voice/${this.dataset.article}.json`).then((r) => r.json()).then((d) => this.draw(root, d));
    }

    draw(root, d) {
      root.querySelector('h2 em').textContent = d.totalCount;
      const list = root.querySelector('.list');
      const one = (c, reply) => {
        const li = h('li', 'item'); li.dataset.seq = c.seq;
        const info = h('div', 'info');
        if (reply) info.append(h('span', 're-mark', '↳'));
        info.append(h('span', 'nick', c.nick));
        const t = h('time', 'date', c.regDate); t.setAttribute('datetime', c.regDateIso); info.append(t);
        const btns = h('div', 'btns');
        btns.append(h('button', '', `공감 ${c.sympathy}`), h('button', '', `비공감 ${c.antipathy}`));
        if (!reply) btns.append(h('button', '', '답글'));
        btns.append(h('button', '', '신고'));
        li.append(info, h('p', 'txt', c.content), btns);
        return li;
      };
      for (const c of d.list.filter((x) => !x.upSeq)) {
        const li = one(c, false);
        const answers = d.list.filter((x) => x.upSeq === c.seq);
        if (answers.length) { const re = h('ul', 're'); answers.forEach((a) => re.append(one(a, true))); li.append(re); }
        list.append(li);
      }
    }
  }
  customElements.define('hg-reader-voice', HgReaderVoice);
})();
