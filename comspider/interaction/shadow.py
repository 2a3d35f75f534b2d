"""Shadow DOM: widgets that render into a shadow root are seen like any other markup.

- :data:`OPEN_SHADOW_ROOTS_JS` (an init script, ``COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS``)
  wraps ``Element.prototype.attachShadow`` before any page script runs, so that a root
  asked for as ``closed`` is made ``open``: the page keeps the root object it was given
  and works as before; only ``host.shadowRoot`` now returns it, which is what lets the
  detector, the clickable collector, the expansion and the snapshots reach inside.
  Hosts forced open are remembered (their snapshot says ``mode="closed"``). Declarative
  closed roots (``<template shadowrootmode="closed">`` in the HTML) are created by the
  parser, not by ``attachShadow``, and stay out of reach.
- :func:`document_html` serialises a document with its open shadow trees inlined, each
  as a :data:`~comspider.snapshots.SHADOW_ROOT_TAG` element, the first child of its host
  (light children follow it), and without the articles an endless stream appended
  (:mod:`comspider.interaction.stream`). Documents with neither are serialised by Chromium
  itself (``frame.content()``), unchanged.

XPaths into the inlined trees (``/html/body/x-comments/comspider-shadow-root/div[2]``,
as lxml writes them) are resolved in the live page by :data:`comspider.interaction.locate.XPATH_JS`,
which steps into ``host.shadowRoot`` at the marker.
"""

from __future__ import annotations

import asyncio

from playwright.async_api import Frame, Page

from comspider.interaction.stream import STREAM_CUT_JS
from comspider.snapshots import SHADOW_ROOT_TAG

#: Added with ``context.add_init_script`` (before the page's scripts). Also calls
#: ``window[Symbol.for('comspider.onShadowRoot')](root)`` for every new root when that
#: function exists (the settle wait observes roots that appear while it waits).
OPEN_SHADOW_ROOTS_JS = """(() => {
  const KEY = Symbol.for('comspider.forcedShadowHosts');
  if (window[KEY] || typeof Element === 'undefined' || !Element.prototype.attachShadow) return;
  const forced = new WeakSet();
  Object.defineProperty(window, KEY, {value: forced, enumerable: false});
  const native = Element.prototype.attachShadow;
  Element.prototype.attachShadow = new Proxy(native, {
    apply(target, self, args) {
      let init = args[0];
      try {
        if (init && init.mode === 'closed') {
          init = Object.assign({}, init, {mode: 'open'});
          forced.add(self);
        }
      } catch (e) { init = args[0]; }
      const root = Reflect.apply(target, self, [init, ...args.slice(1)]);
      try {
        const hook = window[Symbol.for('comspider.onShadowRoot')];
        if (typeof hook === 'function') hook(root);
      } catch (e) { /* never break the page */ }
      return root;
    },
  });
})();"""

_SERIALISE_JS = (
    "([tag]) => {"
    + STREAM_CUT_JS
    + r"""
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
  if (!hosts.length && !cut.size) return null;  // Chromium's own serialisation will do
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
  return out.join('');
}"""
)


async def document_html(frame: Page | Frame, timeout: float = 20.0) -> str:
    """The document's HTML, shadow trees inlined and stream articles left out (see the
    module's docstring). Raises what ``frame.content()`` raises."""
    html = await asyncio.wait_for(frame.evaluate(_SERIALISE_JS, [SHADOW_ROOT_TAG]), timeout)
    if isinstance(html, str):
        return html
    return await asyncio.wait_for(frame.content(), timeout)
