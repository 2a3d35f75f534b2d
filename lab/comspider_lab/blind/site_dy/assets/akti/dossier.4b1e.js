const dlg = document.getElementById('dossier');
const openBtn = document.getElementById('dossier-open');
let filled = false;

const make = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
};

async function fill() {
  const res = await fetch(`/api/v1/stories/${openBtn.dataset.story}/timeline.json`);
  const data = await res.json();
  const list = dlg.querySelector('.dossier-list');
  list.replaceChildren(...data.items.map((it) => {
    const li = make('li', 'dossier-item');
    const who = make('div', 'dossier-who');
    who.append(make('span', 'dossier-av', it.reporter.initials), make('span', 'dossier-name', it.reporter.name));
    const t = make('time', 'dossier-time', it.published_label);
    t.dateTime = it.published;
    who.append(t);
    const a = make('a', 'dossier-title', it.headline);
    a.href = it.url;
    li.append(who, a, make('p', 'dossier-sum', it.summary));
    return li;
  }));
  filled = true;
}

openBtn.addEventListener('click', () => {
  dlg.showModal();
  if (!filled) fill();
});
dlg.querySelector('.dossier-close').addEventListener('click', () => dlg.close());
dlg.addEventListener('click', (e) => { if (e.target === dlg) dlg.close(); });
