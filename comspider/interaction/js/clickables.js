/* global resolveXPath, absoluteXPath, elementXPaths */
// The clickable-element collector, evaluated by Playwright in a page or a frame:
//   await frame.evaluate(CLICKABLES_JS, {limit: 5000, ...})
// One function; its XPaths are lib/xpath.js's. It walks the DOM iteratively (open shadow roots
// included), finds every element a user can click, drops invisible ones and nested
// duplicates, and describes each one (XPaths, text, attributes, descendant attribute
// values, box, position relative to the article body, link facts).
//
// Modes (opts.mode):
//   "collect" (default) -> JSON text of {page, items, stats}
//   "resolve"  opts.xpaths: [xpath]    -> [absolute XPath of the element each resolves to, or null]
//   "element"  opts.xpath: xpath       -> the element itself (for evaluate_handle), or null
// In "collect" mode, opts.marks = {name: xpath} labels the collected clickables that the
// nodes selected by each XPath belong to (the node itself, its nearest collected
// ancestor, or, failing both, the collected clickables inside it): see item.marks.
(opts) => {
  opts = opts || {};
  const LIMIT = opts.limit;                     // clickables returned (COMSPIDER_MAX_CLICKABLES)
  const MAX_SCAN = opts.maxScan ?? 250000;      // elements visited
  const MAX_CANDIDATES = opts.maxCandidates ?? 30000;
  const TEXT_CAP = opts.textCap ?? 200;
  const ATTR_CAP = opts.attrCap ?? 200;         // characters per attribute value
  const MAX_ATTRS = opts.maxAttrs ?? 30;
  const DESC_CAP = opts.descCap ?? 600;         // characters of descendant attribute values
  const DESC_VALUE_CAP = 100;
  const DESC_NODES = 80;                        // descendants looked at per clickable
  const KEEP_ZERO = !!opts.keepZeroSize;        // offline pages: no external CSS, icons have no size
  const USE_CURSOR = opts.cursor !== false;     // cursor:pointer roots count as clickables
  const HOOK = window[Symbol.for('comspider.clickTargets')] || null;

  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'META', 'LINK',
    'TITLE', 'BASE', 'OPTION', 'OPTGROUP', 'DATALIST']);
  const BUTTON_INPUTS = new Set(['submit', 'button', 'image', 'reset']);
  const ROLES = new Set(['button', 'link', 'tab', 'menuitem', 'switch', 'option', 'treeitem']);
  const DESC_SKIP_ATTRS = new Set(['style', 'd', 'points', 'viewbox', 'transform', 'xmlns',
    'fill', 'stroke', 'stroke-width', 'width', 'height', 'x', 'y', 'cx', 'cy', 'r', 'rx', 'ry',
    'x1', 'x2', 'y1', 'y2', 'fill-rule', 'clip-rule', 'srcset', 'sizes', 'version',
    'focusable', 'stroke-linecap', 'stroke-linejoin', 'opacity', 'fill-opacity']);
  // Cut at n UTF-16 units, never inside a surrogate pair (a lone surrogate is not UTF-8).
  const cap = (s, n) => {
    if (s.length <= n) return s;
    const c = s.charCodeAt(n - 1);
    return s.slice(0, c >= 0xd800 && c <= 0xdbff ? n - 1 : n);
  };
  const squash = (s) => String(s || '').replace(/\s+/g, ' ').trim();

  if (opts.mode === 'resolve') {
    return (opts.xpaths || []).map((xp) => {
      const n = resolveXPath(xp);
      return n && n.nodeType === 1 ? absoluteXPath(n) : null;
    });
  }
  if (opts.mode === 'element') return resolveXPath(opts.xpath);

  // ---------------------------------------------------------------- walk
  const scrollX = window.scrollX || 0, scrollY = window.scrollY || 0;
  const de = document.documentElement;
  if (!de) return {page: {url: location.href}, items: [], stats: {scanned: 0}};
  const pageHeight = Math.max(de.scrollHeight || 0, document.body ? document.body.scrollHeight : 0, 1);
  const pageHost = (location.hostname || '').replace(/^www\d?\./, '');
  const docUrl = location.href.split('#')[0];

  const pre = new Map(), post = new Map();
  const cands = [];
  const paraScore = new Map();   // element -> characters of its direct <p> children
  const articles = [];
  let counter = 0, scanned = 0, truncatedScan = false;
  // The articles an endless stream appended after this one (comspider.browser.stream):
  // another article's buttons are never candidates.
  const CUT = new Set(window[Symbol.for('comspider.streamCut')] || []);
  const stack = [[de, false, null]];  // [node, exiting, pointerParent]
  while (stack.length) {
    const [el, exiting, parentPointer] = stack.pop();
    if (exiting) { post.set(el, counter++); continue; }
    if (CUT.has(el)) continue;
    if (++scanned > MAX_SCAN) { truncatedScan = true; break; }
    pre.set(el, counter++);
    stack.push([el, true, null]);
    const tag = el.tagName;
    const sources = [];
    let strong = false;
    const role = (el.getAttribute('role') || '').toLowerCase();
    if (tag === 'A' || tag === 'AREA') {
      if (el.hasAttribute('href')) { sources.push('href'); strong = true; }
      else if (tag === 'A' && el.firstChild) sources.push('a');
    } else if (tag === 'BUTTON') {
      if (!el.disabled) { sources.push('button'); strong = true; }
    } else if (tag === 'INPUT') {
      if (BUTTON_INPUTS.has((el.getAttribute('type') || '').toLowerCase()) && !el.disabled) {
        sources.push('input'); strong = true;
      }
    } else if (tag === 'SUMMARY') {
      sources.push('summary'); strong = true;
    } else if (tag === 'LABEL' && el.hasAttribute('for')) {
      sources.push('label'); strong = true;
    }
    if (ROLES.has(role)) { sources.push('role'); strong = true; }
    if (el.hasAttribute('onclick') || typeof el.onclick === 'function') { sources.push('onclick'); strong = true; }
    if (HOOK && HOOK.has(el) && el !== de && el !== document.body) sources.push('listener');
    if (!strong && (el.hasAttribute('aria-expanded') || el.hasAttribute('aria-controls') ||
        el.hasAttribute('aria-haspopup')) && el !== de && el !== document.body) sources.push('aria');
    if (sources.length === 1 && sources[0] === 'a') strong = false;
    let pointer = parentPointer;
    if (USE_CURSOR && el !== de && el !== document.body) {
      let cur;
      try { cur = getComputedStyle(el).cursor; } catch (e) { cur = ''; }
      const isPointer = cur === 'pointer';
      if (isPointer && !parentPointer && !sources.length) sources.push('cursor');
      pointer = isPointer;
    }
    if (sources.length && cands.length < MAX_CANDIDATES) cands.push({el, strong, sources});
    if (tag === 'P' && el.parentElement) {
      const n = (el.textContent || '').length;
      paraScore.set(el.parentElement, (paraScore.get(el.parentElement) || 0) + n);
    }
    if (tag === 'ARTICLE' || (el.getAttribute('itemprop') || '') === 'articleBody') articles.push(el);
    if (SKIP.has(tag)) continue;
    const kids = el.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], false, pointer]);
    if (el.shadowRoot) {
      const sk = el.shadowRoot.children;
      for (let i = sk.length - 1; i >= 0; i--) stack.push([sk[i], false, pointer]);
    }
  }
  // Elements left open by a truncated walk close at the end.
  for (const [el, exiting] of stack) if (exiting && !post.has(el)) post.set(el, counter++);
  for (const el of pre.keys()) if (!post.has(el)) post.set(el, counter++);
  const contains = (a, b) => pre.get(a) < pre.get(b) && post.get(b) < post.get(a);

  // ---------------------------------------------------------------- article body
  let block = null, best = 0;
  for (const [el, n] of paraScore) if (n > best) { best = n; block = el; }
  let article = null;
  if (block) {
    for (let n = block; n && n.nodeType === 1; n = n.parentElement) {
      if (n.tagName === 'ARTICLE' || n.getAttribute('itemprop') === 'articleBody') { article = n; break; }
    }
    if (!article) article = block;
  } else if (articles.length) {
    let bestLen = -1;
    for (const a of articles) {
      const n = (a.textContent || '').length;
      if (n > bestLen) { bestLen = n; article = a; }
    }
  }
  let articleBox = null;
  if (article) {
    const r = article.getBoundingClientRect();
    articleBox = [r.left + scrollX, r.top + scrollY, r.width, r.height];
  }

  // ---------------------------------------------------------------- visibility
  const boxOf = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) return [r.left + scrollX, r.top + scrollY, r.width, r.height];
    // An inline <a> around block children can have an empty box of its own.
    let x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity, seen = 0;
    for (const d of el.querySelectorAll('*')) {
      if (++seen > 50) break;
      const q = d.getBoundingClientRect();
      if (q.width > 0 && q.height > 0) {
        x1 = Math.min(x1, q.left); y1 = Math.min(y1, q.top);
        x2 = Math.max(x2, q.right); y2 = Math.max(y2, q.bottom);
      }
    }
    if (x2 > x1 && y2 > y1) return [x1 + scrollX, y1 + scrollY, x2 - x1, y2 - y1];
    return [r.left + scrollX, r.top + scrollY, 0, 0];
  };
  const visible = (el) => {
    if (typeof el.checkVisibility === 'function') {
      if (!el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) return false;
    } else {
      const st = getComputedStyle(el);
      if (st.display === 'none' || st.visibility === 'hidden' || st.opacity === '0') return false;
    }
    return true;
  };
  const live = [];
  let hidden = 0, zero = 0;
  for (const c of cands) {
    if (!visible(c.el)) { hidden++; continue; }
    c.box = boxOf(c.el);
    if (!(c.box[2] > 0 && c.box[3] > 0)) {
      // An input button or a control with content has a size unless CSS hides it.
      zero++;
      if (!KEEP_ZERO) continue;
    }
    live.push(c);
  }

  // ---------------------------------------------------------------- nesting
  // Strong clickables (links, buttons, roles, onclick) nested in a strong clickable are
  // dropped, unless the outer one holds two or more of them (a clickable card with
  // links inside: keep all). Weak ones (listener, aria, cursor) are dropped inside a
  // strong one and when they contain a strong one; of nested weak ones the outermost stays.
  live.sort((a, b) => pre.get(a.el) - pre.get(b.el));
  const open = [];
  for (const c of live) {
    while (open.length && !contains(open[open.length - 1].el, c.el)) open.pop();
    c.strongParent = null;
    for (let i = open.length - 1; i >= 0; i--) if (open[i].strong) { c.strongParent = open[i]; break; }
    c.anyParent = open.length ? open[open.length - 1] : null;
    c.innerStrong = 0;
    if (c.strong && c.strongParent) c.strongParent.innerStrong++;
    if (c.strong) for (let i = open.length - 1; i >= 0; i--) open[i].hasStrongInside = true;
    open.push(c);
  }
  const kept = [];
  for (const c of live) {
    if (c.strong) {
      if (c.strongParent && c.strongParent.innerStrong < 2) continue;
      kept.push(c);
    } else {
      if (c.strongParent || c.hasStrongInside) continue;
      let p = c.anyParent, weakAbove = false;
      while (p) { if (!p.strong && !p.hasStrongInside) { weakAbove = true; break; } p = p.anyParent; }
      if (weakAbove) continue;
      kept.push(c);
    }
  }
  const truncated = kept.length > LIMIT || truncatedScan;
  // Over the limit, the clickables that name comments (opts.keywords, in their text or
  // id/class/href/aria-label) go first, the others fill up in document order: a comment
  // button after thousands of other links is still among those returned.
  let chosen = kept.slice(0, LIMIT);
  if (kept.length > LIMIT && Array.isArray(opts.keywords) && opts.keywords.length) {
    const words = opts.keywords.map((w) => String(w).toLowerCase());
    const names = (el) => {
      const bits = [(el.textContent || '').slice(0, 300)];
      for (const a of ['id', 'class', 'href', 'aria-label', 'title', 'data-action']) {
        const v = el.getAttribute && el.getAttribute(a);
        if (v) bits.push(String(v).slice(0, 300));
      }
      const text = bits.join(' ').toLowerCase();
      return words.some((w) => text.includes(w));
    };
    const first = kept.filter((c) => names(c.el)).slice(0, LIMIT);
    const firstSet = new Set(first);
    const rest = kept.filter((c) => !firstSet.has(c)).slice(0, LIMIT - first.length);
    chosen = first.concat(rest).sort((a, b) => pre.get(a.el) - pre.get(b.el));
  }

  // ---------------------------------------------------------------- describe
  // The name a screen reader gives a control without text of its own (a switch, an icon
  // button): the elements its aria-labelledby names, as ARIA computes it first.
  const labelledBy = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const root = el.getRootNode();
    return ids.map((id) => {
      const ref = (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
      return ref && ref !== el ? ref.textContent || '' : '';
    }).join(' ');
  };
  const textOf = (el) => {
    let t;
    if (el.tagName === 'INPUT') t = el.value || el.getAttribute('alt') || '';
    else t = el.innerText || '';
    t = squash(t);
    if (!t) t = squash(labelledBy(el) || el.getAttribute('aria-label') || el.getAttribute('title') || '');
    return cap(t, TEXT_CAP);
  };
  // What a control's bar says beside it ("25 readers have written about this [Show the
  // conversation]"): its parent's other text, for a control that acts in the page and sits
  // in a short box (a bar or a line, not a block of text); "" otherwise.
  const BESIDE_CAP = 120;
  const besideOf = (el, own, away) => {
    const box = el.parentElement;
    if (away || !box || box === document.body) return '';
    const all = squash(box.innerText || '');
    if (all.length > 2 * BESIDE_CAP) return '';
    return cap(squash(own ? all.replace(own, ' ') : all), BESIDE_CAP);
  };
  const attrsOf = (el) => {
    const out = {};
    let n = 0;
    for (const a of el.attributes) {
      if (n++ >= MAX_ATTRS) break;
      out[a.name] = cap(a.value, ATTR_CAP);
    }
    return out;
  };
  const descOf = (el) => {
    const vals = [], tags = [];
    let total = 0, seen = 0;
    const queue = [el];
    for (let qi = 0; qi < queue.length && seen < DESC_NODES && total < DESC_CAP; qi++) {
      const node = queue[qi];
      if (node !== el) {
        seen++;
        const t = node.localName;
        if (!tags.includes(t) && tags.length < 12) tags.push(t);
        for (const a of node.attributes) {
          if (DESC_SKIP_ATTRS.has(a.name.toLowerCase())) continue;
          const v = squash(a.value);
          if (!v) continue;
          const c = cap(v, DESC_VALUE_CAP);
          vals.push(c);
          total += c.length + 1;
          if (total >= DESC_CAP) break;
        }
      }
      for (const k of node.children) queue.push(k);
    }
    return [vals, tags];
  };
  const linkOf = (el) => {
    const raw = el.getAttribute('href');
    if (raw === null || !(el.tagName === 'A' || el.tagName === 'AREA')) {
      return {href: null, scheme: null, fragment: null, links_away: false, other_host: false};
    }
    let url;
    try { url = new URL(el.href || raw, location.href); } catch (e) { url = null; }
    if (!url) return {href: cap(raw, 300), scheme: null, fragment: null, links_away: false, other_host: false};
    const scheme = url.protocol.replace(':', '');
    const sameDoc = url.href.split('#')[0] === docUrl;
    const frag = url.hash ? cap(decodeURIComponent(url.hash.slice(1)).trim(), 100) : null;
    const web = scheme === 'http' || scheme === 'https';
    const host = url.hostname.replace(/^www\d?\./, '');
    return {
      href: cap(url.href, 300), scheme,
      fragment: sameDoc ? (frag ?? '') : null,
      links_away: web && !sameDoc,
      other_host: web && !!host && host !== pageHost,
    };
  };
  const relation = (el) => {
    if (!article) return 'none';
    if (el === article || contains(article, el)) return 'inside';
    if (contains(el, article)) return 'contains';
    return pre.get(el) < pre.get(article) ? 'above' : 'below';
  };
  const index = new Map();
  const items = chosen.map((c, i) => {
    index.set(c.el, i);
    const [xpath, absXpath] = elementXPaths(c.el);
    const [desc, descTags] = descOf(c.el);
    const link = linkOf(c.el);
    const box = c.box.map((v) => Math.round(v * 10) / 10);
    const text = textOf(c.el);
    return Object.assign({
      xpath, abs_xpath: absXpath, tag: c.el.localName, sources: c.sources,
      text, beside: besideOf(c.el, text, link.links_away), attrs: attrsOf(c.el), desc_attrs: desc, desc_tags: descTags,
      box, page_fraction: Math.round(Math.min(1, Math.max(0, box[1] / pageHeight)) * 1000) / 1000,
      article: relation(c.el),
      target_blank: (c.el.getAttribute('target') || '').toLowerCase() === '_blank',
      in_shadow: c.el.getRootNode() instanceof ShadowRoot,
      marks: [],
    }, link);
  });

  // ---------------------------------------------------------------- rule marks
  const unmatched = [];
  if (opts.marks) {
    const order = chosen.map((c) => c.el);
    for (const [name, xp] of Object.entries(opts.marks)) {
      const nodes = [];
      try {
        const r = document.evaluate(xp, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
        for (let i = 0; i < r.snapshotLength; i++) nodes.push(r.snapshotItem(i));
      } catch (e) { unmatched.push([name, 'bad xpath: ' + e.message]); continue; }
      let hit = 0;
      for (const node of nodes) {
        let found = -1;
        for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
          if (index.has(n)) { found = index.get(n); break; }
        }
        const targets = [];
        if (found >= 0) targets.push(found);
        else if (pre.has(node)) order.forEach((el, i) => { if (contains(node, el)) targets.push(i); });
        for (const i of targets) if (!items[i].marks.includes(name)) { items[i].marks.push(name); hit++; }
      }
      if (!hit) unmatched.push([name, nodes.length ? 'no clickable' : 'no node']);
    }
  }

  // A JSON string: Playwright's structured serialisation of a large object tree is
  // ten times slower than JSON.
  return JSON.stringify({
    page: {
      url: location.href, host: location.hostname, lang: (de.getAttribute('lang') || '').trim(),
      title: cap(squash(document.title), 200), height: pageHeight,
      article: article ? elementXPaths(article)[0] : null, article_box: articleBox,
    },
    items,
    stats: {scanned, candidates: cands.length, hidden, zero_size: zero, kept: kept.length,
      returned: items.length, truncated, hook: !!HOOK, unmatched},
  });
}
