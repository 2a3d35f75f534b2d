/* VdV - commenti v1.6 (2018) */
(function () {
  var box = document.getElementById('dite-la-vostra');
  if (!box) return;
  var started = false;

  function h(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.appendChild(document.createTextNode(text));
    return e;
  }

  function voce(c, tutti) {
    var li = h('li', 'commento');
    li.id = 'c-' + c.id;
    var head = h('div', 'commento-head');
    head.appendChild(h('strong', 'commento-autore', c.nome));
    head.appendChild(document.createTextNode(' '));
    head.appendChild(h('span', 'commento-data', c.data));
    li.appendChild(head);
    var testo = h('div', 'commento-testo');
    c.testo.split('\n\n').forEach(function (p) { testo.appendChild(h('p', null, p)); });
    li.appendChild(testo);
    var azioni = h('div', 'commento-azioni');
    azioni.appendChild(h('a', 'rispondi', 'Rispondi'));
    azioni.appendChild(h('span', 'mi-piace', '♥ ' + c.mi_piace));
    li.appendChild(azioni);
    var figli = tutti.filter(function (x) { return x.risposta_a === c.id; });
    if (figli.length) {
      var ul = h('ul', 'risposte');
      figli.forEach(function (f) { ul.appendChild(voce(f, tutti)); });
      li.appendChild(ul);
    }
    return li;
  }

  function carica() {
    if (started) return;
    started = true;
    var xhr = new XMLHttpRequest();
    xhr.open('GET', '/api/commenti/' + box.getAttribute('data-articolo') + '.json', true);
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) return;
      var d = JSON.parse(xhr.responseText);
      var lista = box.querySelector('.lista-interventi');
      lista.innerHTML = '';
      var ul = h('ul', 'commenti-lista');
      d.commenti.filter(function (c) { return !c.risposta_a; }).forEach(function (c) { ul.appendChild(voce(c, d.commenti)); });
      lista.appendChild(ul);
      box.querySelector('.conta').textContent = d.totale;
    };
    xhr.send();
  }

  if ('IntersectionObserver' in window) {
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) { if (e.isIntersecting) { io.disconnect(); carica(); } });
    }, { rootMargin: '0px 0px 200px 0px' });
    io.observe(box);
  } else {
    window.addEventListener('scroll', function () {
      if (box.getBoundingClientRect().top < window.innerHeight + 200) carica();
    });
  }
})();
