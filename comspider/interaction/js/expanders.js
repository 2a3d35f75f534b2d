/* global sectionContainers, regionAround, absoluteXPath */
// The expanders of one document's comment sections ("load more", "show N replies"), in the
// sections' region, or, when the detector could not place the sections, in the whole
// document (and its open shadow trees) where a label or an ancestor names comments.
// Returns {size, candidates: [{abs, label}], scoped, els}: the size of the region
// (elements and visible text: it grows as replies arrive), and the expanders with their
// elements in the same order. `withDisabled`: disabled ones too (a "load more" disabled
// while it loads is still left to press).
([sectionXpaths, limit, withDisabled]) => {
  // An expander's label: "load/show/view more", "N replies", "Weitere Kommentare laden",
  // "もっと見る"... (whitespace-collapsed, case-insensitive).
  const MORE = /\b(load|show|view|see|read|display|expand|get|open)\s+(\d+\s+)?(more|all|previous|older|earlier|new|remaining|further|additional|other|hidden)\b|\bmore\s+(comments?|replies|responses|answers|posts|messages|reactions)\b|\b(show|view|see|load)\s+(\d+\s+)?(repl(y|ies)|responses?|answers?|comments?|thread)\b|\bweitere\b|\bmehr\s+(anzeigen|laden|kommentare|antworten|beiträge|postings?)|\banzeigen\b|nachladen|\b(plus de|d'autres|autres)\s+(commentaires|réponses|réactions)|\bvoir\s+(plus|les|la|tou|\d)|\bafficher\b|charger\s+plus|más\s+comentarios|\bver\s+(más|\d|las|los|todas|todos|respuestas)|cargar\s+más|mostrar\s+(más|\d|respuestas|todos|todas)|altri\s+commenti|carica\s+(altri|ancora)|mostra\s+(altri|tutt|\d|le\s+risposte)|mais\s+comentários|carregar\s+mais|ver\s+mais|mostrar\s+mais|meer\s+(reacties|laden|tonen|weergeven)|toon\s+(meer|\d|alle)|laad\s+meer|ещё|еще|показать|загрузить|もっと見る|さらに表示|続きを読む|返信を表示|件の返信|コメントをもっと|更多|查看|展开|載入更多|더\s?보기|답글\s?\d|المزيد|عرض|daha\s+fazla|yanıtları\s+göster|pokaż\s+(więcej|odpowiedzi)|zobacz\s+więcej|načíst\s+další|zobrazit|näytä\s+lisää|visa\s+fler|vis\s+flere|περισσότερα|εμφάνιση/i;
  // "12 replies", "3 Antworten", "5 réponses", "Xem 2 trả lời"... (the reply and comment words
  // of the languages the crawl meets)
  const COUNT = /\d+\s*(more\s+)?(repl(y|ies)|responses?|answers?|antworten?|réponses?|respuestas?|risposte|respostas?|reacties|antwoorden|ответ\w*|返信|回复|답글|ردود|yanıt|odpowied\w*|odpověd\w*|vastau\w*|svar|απαντήσ\w*|comments?|kommentar\w*|commentaires?|comentários?|comentarios?|comentaris|commenti|koment\w*|комментари\w*|коментар\w*|σχόλι\w*|hozzászól\w*|yorum\w*|تعليق\w*|件のコメント|コメント|条评论|评论|개의 댓글|댓글|trả lời|phản hồi|bình luận|balasan|tanggapan|การตอบกลับ|คำตอบ|ความคิดเห็น|जवाब|उत्तर|टिप्पणि\w*|תגובות|תשובות|پاسخ|جواب|răspunsuri|válasz\w*|odgovor\w*|отговор\w*|відповід\w*|vastus\w*|atbild\w*|atsakym\w*|sagot|tugon|majibu|উত্তর|মন্তব্য|பதில்\w*|პასუხ\w*|պատասխան\w*|respostes|erantzun\w*)/i;
  // ... and the count after the word: "Replies (3)", "Yanıtları gör (2)", "Απαντήσεις (1)"
  const COUNT_AFTER = /(repl(y|ies)|responses?|answers?|antwort\w*|réponses?|respuestas?|risposte|respostas?|reacties|antwoorden|ответ|відповід|返信|回复|답글|ردود|yanıt|odpowied|odpověd|vastau|svar|απαντήσ|trả lời|phản hồi|balasan|tanggapan|การตอบกลับ|คำตอบ|जवाब|उत्तर|תגובות|תשובות|پاسخ|جواب|răspunsuri|válasz|odgovor|отговор|vastus|atbild|atsakym|sagot|tugon|majibu|উত্তর|பதில்|პასუხ|պատասխան|respostes|erantzun)[^\d]{0,16}[(（[]?\s*\d+\s*[)）\]]?\s*$/i;
  // "3 hidden", "Скрыто 2 комментария", "2 versteckt": comments a widget holds back
  const HIDDEN = /\d+\s*(more\s+)?(hidden|versteckt\w*|verborgen\w*|caché\w*|masqué\w*|ocult[oa]s?|nascost[oi]|escondid[oa]s?|ukryt\w*|skryt\w*|gizli|dolda?|piilotet\w*|скрыт\w*|прихован\w*|非表示|隐藏|숨김|مخفي\w*)|(hidden|скрыт\w*|прихован\w*|ukryt\w*|skryt\w*)\s+\d+/i;
  // a count ("3", "Скрыт 1 комментарий") in a control that its own or its parent's
  // names call a loader, "more" or hidden replies (any language's words around the count)
  const COUNTED = /\d/;
  const LOADERISH = /load|more|hidden|expand|collaps|toggle|reveal|children|repl/i;
  // ... but never a vote, a rating or a reaction that shows its count ("toggle-like 3")
  const TALLY = /vote|like|rate|rating|thumb|upv|downv|flag|report|share|emoji|heart|star|karma|score|point|recommend|agree|empfehl|zustimm/i;
  // Never expanders, whatever else they say.
  const NEVER = /\b(hide|collapse|close|less|fewer)\b|ausblenden|einklappen|verbergen|weniger|schließen|masquer|moins|fermer|ocultar|menos|cerrar|nascondi|meno|chiudi|esconder|fechar|minder|sluiten|verberg|скрыть|свернуть|隠す|閉じる|收起|隐藏|숨기|접기|إخفاء|إغلاق|gizle|\b(report|flag|like|dislike|upvote|downvote|vote|share|login|log in|sign in|subscribe|register|sort|newest|oldest|best|top)\b|melden|signaler|denunciar|segnala|gefällt|teilen|partager|compartir|anmelden|abonn|sortieren|trier|ordenar/i;
  // A bare "Reply" opens a form: not an expander.
  const REPLY = /^(reply|antworten|antwort|répondre|responder|rispondi|responder|beantwoorden|reageer|ответить|返信|返信する|回复|답글|답글달기|رد|yanıtla|odpowiedz|odpovědět|vastaa|svara|απάντηση)$/i;
  const COMMENTISH = /comment|komment|coment|reacti|reply|replies|repl|antwort|discuss|thread|posting|respons|disqus|коммент|تعليق|コメント|评论|댓글|cmt/i;

  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const st = getComputedStyle(el);
    return st.visibility !== 'hidden' && st.display !== 'none' && st.opacity !== '0';
  };
  const containers = sectionContainers(sectionXpaths);
  const scoped = containers.length > 0;
  const region = regionAround(containers);
  // unscoped: the whole document and its open shadow trees
  const roots = [];
  if (!scoped) {
    region.push(document.body || document.documentElement);
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { roots.push(el.shadowRoot); walk(el.shadowRoot); }
    };
    walk(document);
    region.push(...roots);
  }
  // the articles an endless stream appended after this one: never expanded
  const cut = window[Symbol.for('comspider.streamCut')] || [];
  const inCut = (el) => cut.length > 0 && cut.some((c) => c.contains(el));
  const SEL = 'button, [role=button], a, summary, input[type=button], [aria-expanded], [onclick]';
  const seen = new Set();
  const out = [], els = [];
  // growth of the region: elements and visible text (a toggle shows hidden replies)
  let size = 0;
  for (const c of (scoped ? containers : [document.body || document.documentElement])) {
    size += c.getElementsByTagName('*').length + (c.innerText || '').length;
  }
  for (const r of roots) size += r.querySelectorAll('*').length + (r.textContent || '').length;
  const parentNames = (el) => {
    const p = el.parentElement;
    return p ? (typeof p.className === 'string' ? p.className : '') + ' ' + (p.id || '') : '';
  };
  const commentAncestor = (el) => {
    for (let n = el, d = 0; n && d < 12; n = n.parentElement || (n.parentNode && n.parentNode.host) || null, d++) {
      const attrs = (n.id || '') + ' ' + (typeof n.className === 'string' ? n.className : '');
      if (COMMENTISH.test(attrs)) return true;
    }
    return false;
  };
  // right after the list: one of the two elements that follow its container, small (a
  // button, or a wrapper of a few); never inside the list, where each record's own
  // buttons (reply, share, in any language) sit
  const MAX_PLACED_WORDS = 5;
  // a pager's buttons ("1 2 3", "»", in a nav or beside the current page's) replace the
  // list page by page: the comment-pages step reads them, never the expansion
  const pagerLike = (el, label) => /^[\d\s«»‹›<>←→…|.,:-]*$/.test(label) || el.closest('nav') !== null ||
    (el.parentElement !== null && el.parentElement.querySelector('[aria-current]') !== null);
  const afterList = (el) => containers.some((c) => {
    const next = c.nextElementSibling;
    return [next, next && next.nextElementSibling].some((e) => e && (e === el || (e.contains(el) && e.childElementCount <= 3)));
  });
  for (const root of region) {
    if (!root) continue;
    const list = [root, ...root.querySelectorAll(SEL)];
    for (const el of list) {
      if (out.length >= limit) break;
      if (seen.has(el) || !el.matches || !el.matches(SEL)) continue;
      seen.add(el);
      if (inCut(el)) continue;
      // a disabled "load more" is usually loading: left to click later, unless counting what is left
      if (!withDisabled && (el.disabled || el.getAttribute('aria-disabled') === 'true')) continue;
      if (el.getAttribute('aria-expanded') === 'true') continue;
      const tag = el.localName;
      if (tag === 'a') {
        const raw = (el.getAttribute('href') || '').trim();
        if (raw && !raw.startsWith('#') && !/^javascript:/i.test(raw)) continue;  // leaves the document
      }
      if (el.closest('form') && (tag === 'input' || (tag === 'button' && (el.type || 'submit') === 'submit'))) continue;
      const label = (el.innerText || el.value || el.getAttribute('aria-label') || el.getAttribute('title') || '')
        .replace(/\s+/g, ' ').trim();
      if (!label || label.length > 80) continue;
      if (NEVER.test(label) || REPLY.test(label)) continue;
      const attrs = (typeof el.className === 'string' ? el.className : '') + ' ' + (el.id || '') + ' ' +
        (el.getAttribute('data-testid') || '') + ' ' + (el.getAttribute('data-action') || '');
      const collapsed = el.getAttribute('aria-expanded') === 'false' && /repl|antw|répon|respu|rispos|ответ|返信|more|mehr|toggle/i.test(label + ' ' + attrs);
      const byLabel = MORE.test(label) || COUNT.test(label) || COUNT_AFTER.test(label) || HIDDEN.test(label);
      const byAttrs = /load[-_]?(more|hidden|all|rest|older|previous|replies|comments|children)|show[-_]?(more|hidden|all)|(more|hidden)[-_]?(comments|replies)|toggle[-_]?replies|show[-_]?replies|expand/i.test(attrs) ||
        (COUNTED.test(label) && label.length <= 40 && LOADERISH.test(attrs + ' ' + parentNames(el)) &&
         !TALLY.test(attrs + ' ' + parentNames(el)));
      // Where any language's "load more" sits: a short label right after the list, not a
      // vote's nor a form's (a button clicked without the region growing is left alone).
      const byPlace = scoped && !byLabel && !collapsed && !byAttrs && label.split(' ').length <= MAX_PLACED_WORDS &&
        !TALLY.test(label + ' ' + attrs) && !pagerLike(el, label) && afterList(el);
      if (!(byLabel || collapsed || byAttrs || byPlace)) continue;
      // a replies toggle whose replies are already in the document (hidden): nothing to load
      const toggleish = collapsed || /repl|antw|répon|respu|rispos|respost|antwoord|ответ|返信|回复|답글|ردود|yanıt|toggle/i.test(label + ' ' + attrs);
      if (toggleish && !/more|mehr|weitere|plus|más|mais|altri|meer|ещё|еще|もっと|更多|더/i.test(label)) {
        const ctrl = el.getAttribute('aria-controls');
        const home = el.getRootNode();
        const target = (ctrl && ((home.getElementById && home.getElementById(ctrl)) || document.getElementById(ctrl))) ||
          el.nextElementSibling;
        if (target && target.childElementCount > 0 && (target.textContent || '').trim().length >= 20) {
          const st = getComputedStyle(target);
          if (target.hidden || st.display === 'none' || st.visibility === 'hidden') continue;
        }
      }
      if (!scoped && !(COMMENTISH.test(label) || COUNT.test(label) || commentAncestor(el))) continue;
      if (!visible(el)) continue;
      out.push({abs: absoluteXPath(el), label});
      els.push(el);
    }
  }
  return {size, candidates: out, scoped, els};
}
