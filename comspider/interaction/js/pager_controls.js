/* global PAGE_LABEL, PAGER_NAMES, nodeNames, inCommentPager, sectionContainers, regionAround, absoluteXPath, resolveXPath */
// In-page pagers: the controls that replace the thread with another page of it without
// leaving the document (buttons, "#" and javascript: links), in a comment pager or in a
// pager right after the sections, and the page shown when the pager says one.
// Returns {current, controls: [{abs, label, number, forward}], text}.
([sectionXpaths]) => {
  const region = regionAround(sectionContainers(sectionXpaths));
  const FORWARD = /next|older|earlier|more|weiter|nächste|ältere|suivant|anciens|siguiente|anteriores|successiv|più vecchi|próxim|mais antigos|volgende|oudere|следующ|старые|次|下一|다음|التالي|sonraki|następn|starsze|další|starší|[›»→>]/i;
  const CUR = '[aria-current="page"], [aria-current="true"], .current, .active, .is-current, .is-active';
  const cut = window[Symbol.for('comspider.streamCut')] || [];
  const stays = (el) => {
    if (el.localName !== 'a') return true;
    const raw = (el.getAttribute('href') || '').trim();
    return !raw || raw.startsWith('#') || /^javascript:/i.test(raw);
  };
  const pagerish = (el) => {
    for (let n = el.parentElement, d = 0; n && d < 4; n = n.parentElement, d++) {
      if (PAGER_NAMES.test(nodeNames(n)) || n.localName === 'nav') return true;
    }
    return false;
  };
  let current = null;
  const out = [];
  for (const el of document.querySelectorAll('button, a, [role=button], [role=link], [onclick]')) {
    if (!stays(el) || cut.some((c) => c.contains(el))) continue;
    // in a comment pager, or in a pager right after the sections (not a carousel's "next")
    if (!(inCommentPager(el) || (region.some((r) => r.contains(el)) && pagerish(el)))) continue;
    const label = (el.innerText || el.getAttribute('aria-label') || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
    if (!label || label.length > 40 || !PAGE_LABEL.test(label)) continue;
    if (el.matches(CUR) || el.closest('li.current, li.active')) {
      if (/^\d{1,4}$/.test(label)) current = Number(label);
      continue;
    }
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    out.push({abs: absoluteXPath(el), label, number: /^\d{1,4}$/.test(label) ? Number(label) : null,
              forward: FORWARD.test(label)});
  }
  for (const box of document.querySelectorAll(CUR)) {  // a current page that is no control
    const t = (box.textContent || '').trim();
    if (current === null && /^\d{1,4}$/.test(t) && (inCommentPager(box) || region.some((r) => r.contains(box)))) current = Number(t);
  }
  const text = sectionXpaths.map((xp) => { const c = resolveXPath(xp); return c ? c.textContent.slice(0, 4000) : ''; }).join('|');
  return {current, controls: out, text};
}
