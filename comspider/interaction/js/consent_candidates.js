// The consent buttons of one document, and of its open shadow roots (Usercentrics renders
// inside one). Returns {els: [Element], infos: [{rule, text, kind}]}: kind "cmp": a known
// platform's selector matched a visible element (rule order kept); kind "text": a
// visible button-like element with a short text inside a consent-like container (the
// caller scores the text); kind "embed": one inside a small box in the page's flow whose
// text says it holds a third party's content (an embed's consent placeholder: "External
// content ... Agree, show content"), which loads only once it is accepted.
([pairs, contextSource, consentDocument, embedSource]) => {
  const CONTEXT = new RegExp(contextSource, 'i');
  const EMBED = embedSource ? new RegExp(embedSource, 'i') : null;
  const roots = [document];
  // open shadow roots, found iteratively (Usercentrics renders inside one)
  const walker = document.createTreeWalker(document.documentElement || document, NodeFilter.SHOW_ELEMENT);
  let scanned = 0;
  for (let n = walker.currentNode; n && scanned < 60000; n = walker.nextNode(), scanned++) {
    if (n.shadowRoot && n.shadowRoot.mode === 'open') roots.push(n.shadowRoot);
  }
  for (let i = 1; i < roots.length && roots.length < 200; i++) {
    const w = document.createTreeWalker(roots[i], NodeFilter.SHOW_ELEMENT);
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      if (n.shadowRoot && n.shadowRoot.mode === 'open' && !roots.includes(n.shadowRoot)) roots.push(n.shadowRoot);
    }
  }
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    const st = getComputedStyle(el);
    if (st.visibility === 'hidden' || st.display === 'none' || Number(st.opacity) === 0) return false;
    return !el.disabled;
  };
  const els = [], infos = [];
  const seen = new Set();
  for (const [rule, sel] of pairs) {
    for (const root of roots) {
      let found;
      try { found = root.querySelectorAll(sel); } catch (e) { break; }
      for (const el of found) {
        if (seen.has(el) || !visible(el)) continue;
        seen.add(el);
        els.push(el);
        infos.push({rule, kind: 'cmp', text: (el.innerText || el.value || '').trim().slice(0, 80)});
      }
    }
    if (els.length >= 5) break;
  }
  const label = (el) => {
    const t = (el.innerText || el.value || el.getAttribute('aria-label') || el.getAttribute('title') || '');
    return t.replace(/\s+/g, ' ').trim();
  };
  // What an ancestor says about the elements inside it, read once per ancestor: the buttons
  // of one container share their ancestors, and the text of a container is as long as
  // all it holds (a comment thread's ancestors were read once per button before).
  const CONSENT_WORDS = /cookie|consent|datenschutz|privacy|confidentialit|privacidad|privacit|rgpd|gdpr|dsgvo|куки|クッキー|쿠키|çerez|ملفات/i;
  const nodeInfo = new Map();
  const infoOf = (n) => {
    let info = nodeInfo.get(n);
    if (info === undefined) {
      const st = getComputedStyle(n);
      const role = n.getAttribute('role');
      const fixed = st.position === 'fixed' || st.position === 'sticky' || role === 'dialog' ||
        role === 'alertdialog' || n.getAttribute('aria-modal') === 'true' || n.localName === 'dialog';
      const attrs = (n.id || '') + ' ' + (typeof n.className === 'string' ? n.className : '') + ' ' +
        (n.getAttribute('aria-label') || '') + ' ' + (n.getAttribute('aria-describedby') || '') + ' ';
      info = {fixed, named: CONTEXT.test(attrs), text: undefined};
      nodeInfo.set(n, info);
    }
    return info;
  };
  const textNamed = (n, info) => {
    if (info.text === undefined) {
      const t = n.textContent;
      info.text = !!t && t.length < 6000 && CONSENT_WORDS.test(t);
    }
    return info.text;
  };
  // {fixed, named} of an element: one of its 14 nearest ancestors (itself included,
  // through shadow hosts) is fixed, sticky or a dialog; one names consent in its id,
  // class or ARIA label, or (1 to 6 levels up) holds a short text about cookies
  const contextOf = (el) => {
    let fixed = false, named = false, depth = 0;
    for (let n = el; n && depth < 14 && !(fixed && named); depth++) {
      if (n.nodeType === 1) {
        const info = infoOf(n);
        if (info.fixed) fixed = true;
        if (info.named) named = true;
        if (!named && depth >= 1 && depth <= 6 && textNamed(n, info)) named = true;
      }
      n = n.parentNode || (n.host || null);
    }
    return {fixed, named};
  };
  // A box of at most EMBED_CHARS characters, 1 to 4 levels up, that names a third
  // party's content: the placeholder an embed shows until it is accepted.
  const EMBED_CHARS = 1500;
  const embedded = new Map();
  const embedOf = (el) => {
    if (!EMBED) return false;
    let n = el.parentNode;
    for (let depth = 1; n && n.nodeType === 1 && depth <= 4; depth++, n = n.parentNode) {
      let named = embedded.get(n);
      if (named === undefined) {
        const t = n.textContent || '';
        named = t.length <= EMBED_CHARS && EMBED.test(t);
        embedded.set(n, named);
      }
      if (named) return true;
    }
    return false;
  };
  const BUTTONS = 'button, a, [role=button], input[type=button], input[type=submit]';
  let textCount = 0;
  for (const root of roots) {
    let found;
    try { found = root.querySelectorAll(BUTTONS); } catch (e) { continue; }
    for (const el of found) {
      if (textCount >= 40) break;
      if (seen.has(el)) continue;
      // its container first (read once per ancestor): a thread's thousands of buttons
      // are left before their text and box are read
      const ctx = consentDocument ? {fixed: true, named: true} : contextOf(el);
      const notice = ctx.named && (ctx.fixed || consentDocument);
      if (!notice && !embedOf(el)) continue;
      const text = label(el);
      if (!text || text.length > 60 || !visible(el)) continue;
      seen.add(el);
      els.push(el);
      infos.push(notice ? {rule: 'text', kind: 'text', text} : {rule: 'embed', kind: 'embed', text});
      textCount++;
    }
  }
  return {els, infos};
}
