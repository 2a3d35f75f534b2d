// The annotation page (comspider annotate): lists the archive's recorded visits, shows a
// snapshot with the overlay (overlay.js), and saves a label for the element picked there.
(base) => {
  const $ = (id) => document.getElementById(id);
  const state = {visits: [], visit: null, snapshot: 0, kind: 'section', element: null, picked: 0};

  const setStatus = (text) => { $('status').textContent = text; };
  const setKind = (kind) => {
    state.kind = kind;
    for (const b of document.querySelectorAll('#bar button[data-kind]')) {
      b.classList.toggle('active', b.dataset.kind === kind);
    }
  };

  const show = (visit, snapshot) => {
    state.visit = visit;
    state.snapshot = snapshot;
    state.element = null;
    $('save').disabled = true;
    $('selection').textContent = '';
    setStatus('');
    for (const el of document.querySelectorAll('.visit')) {
      el.classList.toggle('current', el.dataset.visit === visit.visit_id);
    }
    const select = $('snapshot');
    select.textContent = '';
    for (const s of visit.snapshots) {
      const option = document.createElement('option');
      option.value = String(s.index);
      option.textContent = `${s.index}: ${s.kind} ${s.url}`;
      option.selected = s.index === snapshot;
      select.appendChild(option);
    }
    $('screenshot').href = `${base}/v/${visit.visit_id}/screenshot`;
    $('screenshot').hidden = !visit.screenshot;
    $('view').src = `${base}/v/${visit.visit_id}/page/${snapshot}`;
  };

  const save = async (kind, element, snapshot) => {
    if (!state.visit) return;
    const response = await fetch(`${base}/api/label`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({visit: state.visit.visit_id, snapshot, element, kind}),
    });
    const row = await response.json();
    setStatus(response.ok ? `saved: ${row.kind} ${row.xpath || ''}` : `not saved: ${row.error}`);
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || !event.data || event.data.type !== 'cs-select') return;
    state.element = event.data.element;
    state.picked = event.data.snapshot;
    $('save').disabled = false;
    $('selection').textContent = `<${event.data.tag}> ${event.data.text}`;
  });
  for (const b of document.querySelectorAll('#bar button[data-kind]')) {
    b.addEventListener('click', () => setKind(b.dataset.kind));
  }
  $('save').addEventListener('click', () => {
    if (state.element !== null) save(state.kind, state.element, state.picked);
  });
  $('no-comments').addEventListener('click', () => save('no_comments', null, state.snapshot));
  $('snapshot').addEventListener('change', () => show(state.visit, Number($('snapshot').value)));

  setKind('section');
  fetch(`${base}/api/visits`).then((r) => r.json()).then((visits) => {
    state.visits = visits;
    const list = $('visits');
    for (const visit of visits) {
      const item = document.createElement('div');
      item.className = 'visit';
      item.dataset.visit = visit.visit_id;
      item.textContent = visit.url;
      const note = document.createElement('small');
      note.textContent = `visit ${visit.visit}, ${visit.found || 0} comments found` +
        (visit.error ? `, ${visit.error}` : '') + (visit.entry_point ? `, entry ${visit.entry_point}` : '');
      item.appendChild(note);
      item.addEventListener('click', () => show(visit, 0));
      list.appendChild(item);
    }
  });
}
