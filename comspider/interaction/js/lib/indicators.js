/* exported INDICATOR_SELECTOR, stillLoading, collectFresh */
// Loading indicators: class/id words, aria-busy, or a short text that says "loading".
const LOAD_CLASS = /(^|[\s_-])(spinner|loading|loader|skeleton|skelett|placeholder-glow|cargando|chargement|caricamento|carregando|laden|busy|shimmer)([\s_-]|$)/i;
// a short line that says "loading": with an ellipsis, or starting with the word
const LOAD_WORD = /(loading|lädt|laden|geladen|chargement|charge|cargando|carga|caricamento|carico|carregando|bezig|загрузк|загружа|読み込|読込|加载|載入|로딩|불러오|تحميل|yükleniyor|ładowanie|načítání|please wait|bitte warten|un instant)/i;
const LOAD_TEXT = (t) => t.length < 80 && LOAD_WORD.test(t) && (/(…|\.\.\.|\u22ef)\s*$/.test(t) || /^\s*\S{0,3}\s*(loading|lädt|chargement|cargando|caricamento|carregando|загрузка|読み込み中|加载中|로딩|جار[ي]? التحميل|yükleniyor)/i.test(t));
const INDICATOR_SELECTOR = '[aria-busy="true"], [class*="spinner" i], [class*="loading" i], [class*="loader" i], [class*="skelet" i], [class*="cargando" i], [class*="chargement" i], [class*="caricamento" i], [class*="carregando" i], [role="progressbar"]';
// still a loading indicator now? (a panel that said "Loading…" holds comments later)
function stillLoading(el) {
  if (!el.isConnected) return false;
  if (el.getAttribute && el.getAttribute('aria-busy') === 'true') return true;
  const cls = (typeof el.className === 'string' ? el.className : '') + ' ' + (el.id || '');
  if (LOAD_CLASS.test(cls)) return true;
  try { if (el.matches(INDICATOR_SELECTOR)) return true; } catch (e) {}
  return el.getElementsByTagName('*').length <= 3 && LOAD_TEXT((el.textContent || '').slice(0, 120).trim());
}
function collectFresh(records, fresh) {
  for (const rec of records) {
    if (rec.type !== 'childList') continue;
    for (const n of rec.addedNodes) {
      if (fresh.size > 200) return;
      const el = n.nodeType === 1 ? n : (n.nodeType === 3 ? n.parentElement : null);
      if (!el) continue;
      const cls = (typeof el.className === 'string' ? el.className : '') + ' ' + (el.id || '');
      if (el.getAttribute && el.getAttribute('aria-busy') === 'true') fresh.add(el);
      else if (LOAD_CLASS.test(cls)) fresh.add(el);
      else if (el.getElementsByTagName && el.getElementsByTagName('*').length <= 3) {
        if (LOAD_TEXT((el.textContent || '').slice(0, 120).trim())) fresh.add(el);
      } else if (el.querySelectorAll) {
        // a container (a modal, a panel): its small parts may say "loading"
        const parts = el.querySelectorAll('p, span, div, li, em, strong, small');
        for (let i = 0, k = 0; i < parts.length && k < 60; i++) {
          const part = parts[i];
          if (part.getElementsByTagName('*').length > 3) continue;
          k++;
          if (LOAD_TEXT((part.textContent || '').slice(0, 120).trim())) { fresh.add(part); break; }
        }
      }
      if (el.querySelectorAll) {
        const inner = el.querySelectorAll(INDICATOR_SELECTOR);
        for (let i = 0; i < inner.length && i < 20; i++) fresh.add(inner[i]);
      }
    }
  }
}
