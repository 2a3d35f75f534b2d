(() => {
  const bar = document.querySelector('.kb-tabs [role=tablist]');
  if (!bar) return;
  const tabs = [...bar.querySelectorAll('[role=tab]')];
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };

  const one = (o, all) => {
    const box = el('div', 'op'); box.dataset.id = o.id;
    const head = el('div', 'op__head');
    head.append(el('span', 'op__nick', o.nick));
    const t = el('time', 'op__date', o.created_label); t.dateTime = o.created_at; head.append(t);
    head.append(el('span', 'op__ip', `IP: ${o.ip}`));
    box.append(head, el('div', 'op__text', o.body));
    const votes = el('div', 'op__votes');
    votes.append(el('button', 'op__up', `👍 ${o.up}`), el('button', 'op__down', `👎 ${o.down}`), el('button', 'op__reply', 'Odpowiedz'), el('button', 'op__report', 'Zgłoś'));
    box.append(votes);
    const replies = all.filter((x) => x.parent === o.id);
    if (replies.length) { const sub = el('div', 'op__replies'); replies.forEach((r) => sub.append(one(r, all))); box.append(sub); }
    return box;
  };

  const loadOpinions = async (panel) => {
    if (panel.dataset.loaded) return;
    panel.dataset.loaded = '1';
    const res = await fetch(panel.dataset.src, { headers: { Accept: 'application/json' } });
    const data = await res.json();
    const list = panel.querySelector('.op-list');
    list.replaceChildren(...data.items.filter((o) => !o.parent).map((o) => one(o, data.items)));
  };

  const select = (tab) => {
    tabs.forEach((t) => {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
    });
    const panel = document.getElementById(tab.getAttribute('aria-controls'));
    if (panel.dataset.src) loadOpinions(panel);
  };

  tabs.forEach((t) => t.addEventListener('click', () => select(t)));
})();
