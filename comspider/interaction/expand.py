"""Once comments are seen: click "load more" and "show replies" inside (or right after)
the comment section until none is left, bounded in clicks and time, so that every
comment is in the DOM when the snapshot is taken.

The region searched is each section's container (found through the detector's
``SectionHit.xpath``), its next few siblings and its parent's next siblings ("load more"
usually follows the list). When the detector cannot say where the section is, the whole
document is searched, but only elements whose own label says "more comments/replies" or
that sit inside an element named after comments qualify.

An expander is a visible, enabled, in-document button-like element whose label reads
"load/show/view more", "N replies", "Weitere Kommentare laden", "もっと見る"... (many
languages), or a collapsed toggle (``aria-expanded="false"``) about replies. Labels that
hide, collapse, reply, like, report or share never qualify. A replies toggle whose
replies are already in the document, only hidden (the element it controls, or its next
sibling), is not clicked: the snapshot holds them anyway. A button clicked twice
without the region growing is left alone (a "load more" that stays after the last page).

Sections inside open shadow roots are found through the snapshot's XPaths (which step
into ``host.shadowRoot``); without sections, the document's open shadow trees are searched
with it, and the articles an endless stream appended are left out. Expanders are clicked
in the page (``el.click()``: fast, indifferent to a frame that resizes as replies arrive);
one whose click changed nothing is clicked again with a real mouse click. When a bound
stops the expansion, :class:`ExpandResult` says so only if expanders are left (a disabled
"load more" that is still loading counts): the visit then reports its thread truncated.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass

from playwright.async_api import ElementHandle, Frame, JSHandle, Page

from comspider.interaction.locate import XPATH_JS
from comspider.interaction.settle import arm, settle

logger = logging.getLogger(__name__)

#: Labels of expanders (matched case-insensitively on the whitespace-collapsed label).
MORE_PATTERN = (
    r"\b(load|show|view|see|read|display|expand|get|open)\s+(\d+\s+)?(more|all|previous|older|earlier|"
    r"new|remaining|further|additional|other|hidden)\b|\bmore\s+(comments?|replies|responses|"
    r"answers|posts|messages|reactions)\b|\b(show|view|see|load)\s+(\d+\s+)?(repl(y|ies)|responses?|"
    r"answers?|comments?|thread)\b|\bweitere\b|\bmehr\s+(anzeigen|laden|kommentare|antworten|"
    r"beiträge|postings?)|\banzeigen\b|nachladen|\b(plus de|d'autres|autres)\s+(commentaires|"
    r"réponses|réactions)|\bvoir\s+(plus|les|la|tou|\d)|\bafficher\b|charger\s+plus|"
    r"más\s+comentarios|\bver\s+(más|\d|las|los|todas|todos|respuestas)|cargar\s+más|"
    r"mostrar\s+(más|\d|respuestas|todos|todas)|altri\s+commenti|carica\s+(altri|ancora)|"
    r"mostra\s+(altri|tutt|\d|le\s+risposte)|mais\s+comentários|carregar\s+mais|ver\s+mais|"
    r"mostrar\s+mais|meer\s+(reacties|laden|tonen|weergeven)|toon\s+(meer|\d|alle)|laad\s+meer|"
    r"ещё|еще|показать|загрузить|もっと見る|さらに表示|続きを読む|返信を表示|件の返信|"
    r"コメントをもっと|更多|查看|展开|載入更多|더\s?보기|답글\s?\d|المزيد|عرض|daha\s+fazla|"
    r"yanıtları\s+göster|pokaż\s+(więcej|odpowiedzi)|zobacz\s+więcej|načíst\s+další|zobrazit|"
    r"näytä\s+lisää|visa\s+fler|vis\s+flere|περισσότερα|εμφάνιση"
)
#: "12 replies", "3 Antworten", "5 réponses"...
COUNT_PATTERN = (
    r"\d+\s*(more\s+)?(repl(y|ies)|responses?|answers?|antworten?|réponses?|respuestas?|risposte|"
    r"respostas?|reacties|antwoorden|ответ\w*|返信|回复|답글|ردود|yanıt|odpowied\w*|odpověd\w*|"
    r"vastau\w*|svar|απαντήσ\w*|comments?|kommentare?|commentaires?|comentarios?|commenti)"
)
#: Never expanders, whatever else they say.
NEVER_PATTERN = (
    r"\b(hide|collapse|close|less|fewer)\b|ausblenden|einklappen|verbergen|weniger|schließen|"
    r"masquer|moins|fermer|ocultar|menos|cerrar|nascondi|meno|chiudi|esconder|fechar|"
    r"minder|sluiten|verberg|скрыть|свернуть|隠す|閉じる|收起|隐藏|숨기|접기|إخفاء|إغلاق|gizle|"
    r"\b(report|flag|like|dislike|upvote|downvote|vote|share|login|log in|sign in|subscribe|"
    r"register|sort|newest|oldest|best|top)\b|melden|signaler|denunciar|segnala|gefällt|"
    r"teilen|partager|compartir|anmelden|abonn|sortieren|trier|ordenar"
)
#: A bare "Reply" opens a form: not an expander.
REPLY_ONLY = (
    r"^(reply|antworten|antwort|répondre|responder|rispondi|responder|beantwoorden|reageer|"
    r"ответить|返信|返信する|回复|답글|답글달기|رد|yanıtla|odpowiedz|odpovědět|vastaa|svara|"
    r"απάντηση)$"
)

_FIND_JS = (
    r"""([sectionXpaths, more, count, never, replyOnly, limit, withDisabled]) => {
  const MORE = new RegExp(more, 'i'), COUNT = new RegExp(count, 'i');
  const NEVER = new RegExp(never, 'i'), REPLY = new RegExp(replyOnly, 'i');
  const COMMENTISH = /comment|komment|coment|reacti|reply|replies|repl|antwort|discuss|thread|posting|respons|disqus|коммент|تعليق|コメント|评论|댓글|cmt/i;
"""
    + XPATH_JS
    + r"""
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const st = getComputedStyle(el);
    return st.visibility !== 'hidden' && st.display !== 'none' && st.opacity !== '0';
  };
  const containers = [];
  for (const xp of sectionXpaths) {
    if (!xp) continue;
    const el = resolve(xp);
    if (el && el.nodeType === 1 && el !== document.body && el !== document.documentElement) containers.push(el);
  }
  const scoped = containers.length > 0;
  const region = [];
  for (const c of containers) {
    region.push(c);
    let s = c.nextElementSibling;
    for (let k = 0; s && k < 4; k++, s = s.nextElementSibling) region.push(s);
    const p = c.parentElement;
    if (p && p !== document.body) {
      region.push(p);  // buttons beside the list, inside its wrapper
      let q = p.nextElementSibling;
      for (let k = 0; q && k < 2; k++, q = q.nextElementSibling) region.push(q);
    }
  }
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
  const commentAncestor = (el) => {
    for (let n = el, d = 0; n && d < 12; n = n.parentElement || (n.parentNode && n.parentNode.host) || null, d++) {
      const attrs = (n.id || '') + ' ' + (typeof n.className === 'string' ? n.className : '');
      if (COMMENTISH.test(attrs)) return true;
    }
    return false;
  };
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
      const byLabel = MORE.test(label) || COUNT.test(label);
      const byAttrs = /load[-_]?more|show[-_]?more|more[-_]?(comments|replies)|toggle[-_]?replies|show[-_]?replies|expand/i.test(attrs);
      if (!(byLabel || collapsed || byAttrs)) continue;
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
      out.push({abs: absPath(el), label});
      els.push(el);
    }
  }
  return {size, candidates: out, scoped, els};
}"""
)


@dataclass(slots=True)
class ExpandResult:
    clicks: int = 0
    seconds: float = 0.0
    # "clicks" | "time": a bound stopped the expansion while expanders were left (the
    # thread is cut short); None: nothing was left to expand
    hit_limit: str | None = None


async def find_expanders(
    frame: Page | Frame, section_xpaths: list[str], limit: int = 20, *, with_disabled: bool = False
) -> tuple[int, list[dict], JSHandle | None]:
    """(size of the sections, [{abs, label}] of the expanders found, a handle whose
    ``els`` property holds the elements in the same order; dispose it). ``with_disabled``:
    disabled ones too (a "load more" disabled while it loads is still left to press)."""
    try:
        handle = await frame.evaluate_handle(
            _FIND_JS,
            [section_xpaths, MORE_PATTERN, COUNT_PATTERN, NEVER_PATTERN, REPLY_ONLY, limit, with_disabled],
        )
        data = await (await handle.get_property("candidates")).json_value()
        size = await (await handle.get_property("size")).json_value()
    except Exception as exc:
        logger.debug("expander search failed: %s", exc)
        return 0, [], None
    return int(size or 0), list(data or []), handle


async def _dispose(handle: JSHandle | None) -> None:
    if handle is not None:
        try:
            await handle.dispose()
        except Exception:
            pass


async def _click(element: ElementHandle, timeout: float, trusted: bool = False) -> bool:
    """``el.click()`` in the page: fast, and indifferent to an element that moves (a frame
    resizing as replies arrive) or hides under a sticky bar. ``trusted``: a real mouse
    click, for the few widgets that ignore script clicks (after one that changed nothing)."""
    try:
        if trusted:
            await element.click(timeout=timeout * 1000)
        else:
            await element.evaluate("(el) => el.click()")
        return True
    except Exception:
        try:
            await element.evaluate("(el) => el.click()")
            return True
        except Exception as exc:
            logger.debug("expander not clickable: %s", exc)
            return False


async def expand(
    frame: Page | Frame,
    section_xpaths: list[str],
    *,
    max_clicks: int,
    max_seconds: float,
    quiet: float,
    settle_max: float,
    click_timeout: float = 2.0,
    per_round: int = 25,
) -> ExpandResult:
    """Click the expanders of one document's comment sections until none is left. Each
    round clicks every expander found (at most ``per_round``: the reply toggles of a
    thread, the "load more" button), then lets the document settle once."""
    result = ExpandResult()
    started = time.monotonic()
    strikes: dict[str, int] = {}
    before, clicked = 0, list[str]()  # the size before the last round, what it clicked
    while True:
        if result.clicks >= max_clicks:
            result.hit_limit = "clicks"
            break
        if time.monotonic() - started > max_seconds:
            result.hit_limit = "time"
            break
        size, candidates, handle = await find_expanders(frame, section_xpaths, limit=per_round + 10)
        if clicked:
            logger.debug("expansion round: %d clicked, size %d -> %d", len(clicked), before, size)
            if size <= before:  # the last round changed nothing
                for key in clicked:
                    strikes[key] = strikes.get(key, 0) + 1
        try:
            chosen = [
                (i, c) for i, c in enumerate(candidates) if strikes.get(c["abs"] + "|" + c["label"], 0) < 2
            ][:per_round]
            if not chosen:
                break
            els = await handle.get_property("els") if handle is not None else None
            before, clicked = size, []
            await arm(frame)
            for i, c in chosen:
                if result.clicks >= max_clicks or time.monotonic() - started > max_seconds:
                    break
                key = c["abs"] + "|" + c["label"]
                element = (await els.get_property(str(i))).as_element() if els is not None else None
                if element is None or not await _click(element, click_timeout, strikes.get(key, 0) > 0):
                    strikes[key] = 2
                    continue
                result.clicks += 1
                clicked.append(key)
        finally:
            await _dispose(handle)
        if clicked:
            await settle(frame, quiet, min(settle_max, max(0.5, max_seconds - (time.monotonic() - started))))
    if result.hit_limit is not None:  # a bound only cuts the thread short when expanders are left
        _, left, probe = await find_expanders(frame, section_xpaths, limit=per_round, with_disabled=True)
        await _dispose(probe)
        if not any(strikes.get(c["abs"] + "|" + c["label"], 0) < 2 for c in left):
            result.hit_limit = None
    result.seconds = time.monotonic() - started
    return result


def label_is_expander(label: str) -> bool:
    """The Python twin of the in-page test (for unit tests and offline checks)."""
    text = " ".join(label.split())
    if not text or len(text) > 80:
        return False
    if re.search(NEVER_PATTERN, text, re.I) or re.search(REPLY_ONLY, text, re.I):
        return False
    return bool(re.search(MORE_PATTERN, text, re.I) or re.search(COUNT_PATTERN, text, re.I))
