const conv = document.querySelector('#conversacion');

const h = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
};

function entry(m) {
  const art = h('article', 'msg');
  art.id = `m${m.id}`;
  const head = h('header', 'msg-head');
  head.append(h('span', 'msg-av', m.author.initials), h('span', 'msg-name', m.author.name));
  const t = h('time', 'msg-time', m.published_label);
  t.dateTime = m.published;
  head.append(t);
  const text = h('div', 'msg-text');
  for (const p of m.body.split('\n\n')) text.append(h('p', null, p));
  const foot = h('footer', 'msg-foot');
  foot.append(h('button', 'msg-like', `♡ ${m.likes}`), h('button', 'msg-answer', 'Responder'));
  art.append(head, text, foot);
  if (m.reply_count) {
    const more = h('button', 'ver-respuestas', m.reply_count === 1 ? 'Ver 1 respuesta' : `Ver ${m.reply_count} respuestas`);
    more.type = 'button';
    const box = h('div', 'msg-replies');
    more.addEventListener('click', async () => {
      more.disabled = true;
      const data = await (await fetch(m.replies_url)).json();
      box.replaceChildren(...data.items.map(entry));
      more.remove();
    });
    art.append(more, box);
  }
  return art;
}

conv.querySelector('#ver-conversacion').addEventListener('click', async (ev) => {
  const btn = ev.currentTarget;
  btn.disabled = true;
  btn.textContent = 'Cargando…';
  const data = await (await fetch(conv.dataset.commentsEndpoint)).json();
  conv.querySelector('.conv-list').replaceChildren(...data.items.map(entry));
  btn.remove();
});
