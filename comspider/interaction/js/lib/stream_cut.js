/* exported streamCut */
// The articles an endless stream appended after the page's own (comspider.interaction.stream):
// the cut elements of the document, outermost only (empty when there is no baseline or no
// appended article), also stored as window[Symbol.for('comspider.streamCut')] for the
// scripts that only read the last cut.
function streamCut() {
  const store = (cut) => { window[Symbol.for('comspider.streamCut')] = cut; return cut; };
  if (!document.body) return store([]);
  const base = window[Symbol.for('comspider.baseline')];
  const isNew = (el) => !!base && !base.has(el);
  const heads = Array.from(document.querySelectorAll('h1, [itemprop~="headline"]'));
  if (heads.length < 2 && !base) return store([]);
  // the page's own headline: the one that best matches its title, among those present
  // before scrolling; else one inside <article>/<main>
  const words = (t) => new Set(String(t || '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));
  const meta = document.querySelector('meta[property="og:title"]');
  const title = words((meta && meta.getAttribute('content')) || document.title);
  const old = heads.filter((h) => !isNew(h));
  let first = null, best = 0;
  for (const h of old) {
    const w = words(h.textContent);
    let hit = 0;
    for (const x of w) if (title.has(x)) hit++;
    const score = w.size ? hit / w.size : 0;
    if (score > best + 1e-9) { best = score; first = h; }
  }
  if (best < 0.5) first = old.find((h) => h.closest('article, main, [itemprop~="articleBody"]')) || old[0] || null;
  if (!first) return store([]);
  const roots = new Set();
  const holdsHead = (el) => heads.some((h) => h !== first && el.contains(h));
  // further articles: clones of a wrapper of the article after it (the same tag and
  // first class) that hold a headline of their own, or, appended while scrolling, a
  // long text (streams with <h2> headlines)
  for (let a = first.parentElement; a && a !== document.body; a = a.parentElement) {
    const cls = (a.classList && a.classList[0]) || '';
    if (!cls && a.localName !== 'article') continue;
    for (let s = a.nextElementSibling; s; s = s.nextElementSibling) {
      if (s.localName !== a.localName || (cls && !s.classList.contains(cls))) continue;
      if (holdsHead(s) || (isNew(s) && (s.textContent || '').length > 500)) roots.add(s);
    }
  }
  // headlines appended while scrolling, after the article's: their outermost new element
  for (const h of heads) {
    if (!isNew(h) || !(first.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    let r = null;
    for (let n = h; n && n.nodeType === 1 && isNew(n); n = n.parentElement) r = n;
    if (r && !r.contains(first)) roots.add(r);
  }
  if (!roots.size) return store([]);
  const cut = new Set();
  for (const r of roots) {
    cut.add(r);
    for (let s = r.nextElementSibling; s; s = s.nextElementSibling) if (isNew(s)) cut.add(s);
  }
  return store(Array.from(cut).filter((el) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (cut.has(p)) return false;
    return true;
  }));
}
