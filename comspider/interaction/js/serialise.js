/* global streamCut, domVersion */
// [the document's version (lib/dom_version.js), its HTML]: the HTML with its open shadow
// trees inlined, each as a `tag` element (comspider-shadow-root) that is the first child of
// its host, and without the articles an endless stream appended; a document with neither is
// serialised as Playwright's content() does (its doctype, then the root's outerHTML), here
// rather than in a second round trip. The HTML is null when the version is `known` (the
// caller holds this version's HTML already).
([tag, known]) => {
  const version = domVersion();
  if (version !== null && version === known) return [version, null];
  const hosts = [];
  const walk = (root) => {
    const all = root.querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      if (el.shadowRoot) { hosts.push(el); walk(el.shadowRoot); }
    }
  };
  walk(document);
  const cut = new Set(streamCut());
  if (!hosts.length && !cut.size) {  // as Playwright's frame.content()
    const head = document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '';
    return [version, document.documentElement ? head + document.documentElement.outerHTML : head];
  }
  const forced = window[Symbol.for('comspider.forcedShadowHosts')];
  // every element on the way to a host or a cut element is written here, the rest by outerHTML
  const special = new Set();
  for (const el of [...hosts, ...cut]) {
    let n = el;
    while (n && !special.has(n)) {
      special.add(n);
      const p = n.parentNode;
      n = p && p.nodeType === 11 && p.host ? p.host : p;
    }
  }
  const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta',
    'param', 'source', 'track', 'wbr', 'keygen']);
  const RAW = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'noscript']);
  const text = (s) => s.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attr = (s) => s.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/"/g, '&quot;');
  const out = [];
  if (document.doctype) out.push(new XMLSerializer().serializeToString(document.doctype));
  // an explicit stack (pages can be deeply nested): a node to write, or a closing tag
  const stack = [document.documentElement];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'string') { out.push(node); continue; }
    if (node.nodeType === 1) {
      if (cut.has(node)) continue;
      if (!special.has(node)) { out.push(node.outerHTML); continue; }
      const name = node.localName;
      let open = '<' + name;
      for (const a of node.attributes) open += ' ' + a.name + '="' + attr(a.value) + '"';
      out.push(open + '>');
      if (VOID.has(name)) continue;
      stack.push('</' + name + '>');
      const kids = name === 'template' && node.content ? node.content.childNodes : node.childNodes;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
      if (node.shadowRoot) {
        const mode = forced && forced.has(node) ? 'closed' : node.shadowRoot.mode;
        stack.push('</' + tag + '>');
        const inner = node.shadowRoot.childNodes;
        for (let i = inner.length - 1; i >= 0; i--) stack.push(inner[i]);
        stack.push('<' + tag + ' mode="' + mode + '">');
      }
    } else if (node.nodeType === 3) {
      const p = node.parentNode;
      out.push(p && p.nodeType === 1 && RAW.has(p.localName) ? node.data : text(node.data));
    } else if (node.nodeType === 8) {
      out.push('<!--' + node.data + '-->');
    }
  }
  return [version, out.join('')];
}
