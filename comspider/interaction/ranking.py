"""Which clickables to try, in which order, and how: the plan of entry-point actions.

The ranker (``COMSPIDER_CLICK_RANKER``: the fastText :class:`ClickableRanker` by default,
the :class:`KeywordRanker` when its model file is missing) scores every clickable; the
plan keeps those scoring at least the threshold, best first, after safety rules:

- never login, register or subscribe elements, never ``mailto:``/``tel:`` or file
  downloads; share, print and social links only when their own text names comments;
- a link that leaves for another host only when it is the top candidate with a score of
  at least ``offsite_min_score``;
- one action per link target (several "12 comments" links to one comments page are
  followed once);
- when nothing reaches the threshold, the best-ranked clickable whose own visible text
  names comments ("コメントを読む（31件）") is tried once: the classifier and the keyword
  list agree on it (``COMSPIDER_CLICK_RESCUE``);
- after the candidates, the best-ranked clickable shaped like a discussion's entry point
  in any language (:func:`discussion_shaped`: a count with a few words, "Diskutera
  artikeln (5)", "عرض آراء القراء (3)", in or below the article, that stays with the
  article) is tried once, if the plan does not hold it already
  (``COMSPIDER_CLICK_RESCUE``): the classifier learnt its words from a few languages,
  while the shape is the same in all.

Each planned candidate gets an action:

``anchor``  a same-document ``#fragment`` link without a click handler of its own: the
            target is scrolled into view first (no click, no request); if that shows no
            comments, the link is clicked.
``follow``  a link to another document (no click handler of its own): opened in a new tab
            of the same context, analysed, closed; the article page stays as it is.
``click``   everything else: a real click, then whatever it causes (popup, navigation,
            modal, iframe, dialog, download) is handled by the interaction.

A ranker that makes its own plan (:class:`PlansItself`: an evaluation baseline that
clicks everything, say) is asked for it instead.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol, runtime_checkable

from scrapy.utils.misc import load_object

from comspider.interaction.clickables import Clickable
from comspider.interaction.locate import extends_article
from comspider.lexicon import COMMENT_KEYWORDS, has_comment_word
from comspider.month_words import WORD_CHARACTER
from comspider.page_dates import parse_datetime
from comspider.page_links import split

logger = logging.getLogger(__name__)


class Ranker(Protocol):
    threshold: float

    def rank(self, clickables: Sequence[Any]) -> list[tuple[Any, float]]: ...


@runtime_checkable
class PlansItself(Protocol):
    """A ranker that makes the plan itself (an evaluation baseline with rules of its own):
    :func:`plan` hands it the clickables, the bound and what to skip."""

    def plan(
        self,
        clickables: Sequence[Clickable],
        *,
        limit: int,
        skip: set[tuple[str, str]],
        counts: dict[str, int] | None,
    ) -> list[Candidate]: ...


def load_ranker(settings: Any) -> Ranker:
    """The ranker of ``COMSPIDER_CLICK_RANKER`` (a class path), built with its
    ``from_settings`` when it has one (the fastText ranker reads its threshold there, and
    stands the keyword ranker in, with one warning, when its model cannot be loaded)."""
    cls = load_object(settings["COMSPIDER_CLICK_RANKER"])
    ranker: Ranker = cls.from_settings(settings) if hasattr(cls, "from_settings") else cls()
    return ranker


# --------------------------------------------------------------------------- safety
_LOGIN = re.compile(
    r"\blog ?in\b|\blog ?on\b|sign ?in|sign ?up|\bregist|\banmeld|einlogg|\blogin|connexion|"
    r"se connecter|s'identifier|iniciar sesi|inicia sesi|\baccedi\b|\bentrar\b|inloggen|"
    r"войти|вход\b|регистрац|авториз|ログイン|会員登録|登录|注册|로그인|회원가입|"
    r"تسجيل الدخول|giriş yap|zaloguj|přihlás|bejelentkez|my ?account|mein konto|mon compte|"
    r"mi cuenta|minha conta|il mio account|mijn account",
    re.I,
)
_SUBSCRIBE = re.compile(
    r"subscri|\babonn|\babo\b|suscri|\bassin(e|a|ar|atura)\b|iscriviti|abbonati|abboname|abonneer|"
    r"подпис|購読|订阅|구독|اشترك|newsletter|premium|digital ?pass|checkout|"
    r"donat|spende|\bcart\b|warenkorb|panier|carrito",
    re.I,
)
_SHARE = re.compile(
    r"\bshare|teilen|partager|compartir|condividi|partilhar|\bdelen\b|поделиться|シェア|分享|"
    r"공유|مشاركة|paylaş|udostępnij|whatsapp|facebook|twitter|telegram|linkedin|"
    r"pinterest|reddit|\bprint\b|drucken|imprimer|imprimir|stampa|e-?mail ?(this|senden|le)|"
    r"copy link|link kopieren|copiar enlace|copia link|bookmark|merken|favorit",
    re.I,
)
# Paths and hosts of links that log in, sell, or share (the href only: an article's own
# slug may say anything, "abaixo-assinado" is a petition).
_HREF_PATH = re.compile(
    r"/(login|log-in|signin|sign-in|signup|sign-up|auth|account|konto|compte|register|registrierung|"
    r"subscribe|subscription|subscriptions|abo|abonnement|abonnieren|assinatura|assine|suscripcion|"
    r"newsletter|checkout|cart|member/(login|entry))(/|$|\?|\.)",
    re.I,
)
_SHARE_HOSTS = re.compile(
    r"(^|\.)(facebook\.com|fb\.com|twitter\.com|x\.com|t\.me|telegram\.me|whatsapp\.com|wa\.me|"
    r"linkedin\.com|pinterest\.[a-z.]+|reddit\.com|tumblr\.com|vk\.com|ok\.ru|line\.me|"
    r"weibo\.com|bsky\.app|threads\.net|xing\.com|getpocket\.com|flipboard\.com)$",
    re.I,
)
_SCHEMES_NEVER = frozenset(
    {
        "mailto",
        "tel",
        "sms",
        "whatsapp",
        "fb-messenger",
        "intent",
        "market",
        "itms-apps",
        "data",
        "blob",
        "file",
        "ftp",
    }
)
_DOWNLOAD = re.compile(
    r"\.(pdf|zip|rar|7z|gz|tgz|mp3|mp4|m4a|wav|avi|mov|mkv|doc|docx|xls|xlsx|ppt|pptx|odt|"
    r"exe|dmg|apk|msi|epub|mobi|iso|csv|ics|vcf)(\?|#|$)",
    re.I,
)


def _label(c: Clickable) -> str:
    attrs = c.attrs or {}
    parts = [
        c.text or "",
        attrs.get("aria-label", ""),
        attrs.get("title", ""),
        attrs.get("class", ""),
        attrs.get("id", ""),
        attrs.get("data-testid", ""),
    ]
    return " ".join(p for p in parts if p)


# Keywords that name comments themselves (not platforms, not "talk" or "reply").
_RESCUE_WORDS = tuple(
    k
    for k in COMMENT_KEYWORDS
    if k
    not in {
        "talk",
        "coral",
        "isso",
        "disqus",
        "spot.im",
        "openweb",
        "viafoura",
        "reply",
        "replies",
        "responses",
        "conversation",
        "мнения",
        "opiniones",
    }
)


#: What many sites call their readers' discussion on the control that shows it ("Vis
#: debatten", "Zur Debatte", "Voir le débat", "Mostrar el debate", "Partecipa al dibattito",
#: "Показать обсуждение", "Diskusia", "Dyskusja", "Xem 7 ý kiến bạn đọc"): the thread's name, not a word for comments.
_DEBATE_WORDS = (
    "debat",
    "débat",
    "dibattit",
    "дебат",
    "обсужден",
    "обговорен",
    "tartışma",
    "keskustelu",
    "diskus",  # Diskussion, Diskusia, Diskuse, Diskusija
    "dyskus",  # Dyskusja
    "diszkussz",  # Diszkusszió
    "ý kiến",  # Vietnamese news sites' "Ý kiến bạn đọc" (readers' opinions)
)
_NAMING_WORDS = _RESCUE_WORDS + _DEBATE_WORDS


def names_comments(c: Clickable) -> bool:
    """The element's own visible text names comments ("コメントを読む", "12 Kommentare") or
    the readers' debate ("Vis debatten")."""
    low = " ".join(p for p in (c.text, (c.attrs or {}).get("aria-label", "")) if p).lower()
    return any(k in low for k in _NAMING_WORDS)


def skip_reason(c: Clickable) -> str | None:
    """Why this clickable must never be clicked as an entry-point candidate, or None."""
    if c.scheme and c.scheme.lower() in _SCHEMES_NEVER:
        return "scheme"
    parts = split(c.href) if c.href else None
    if parts is not None and _DOWNLOAD.search(parts.path or ""):
        return "download"
    label = _label(c)
    visible = " ".join(
        p for p in (c.text, (c.attrs or {}).get("aria-label", ""), (c.attrs or {}).get("title", "")) if p
    )
    if _LOGIN.search(label) or (
        parts
        and _HREF_PATH.search(parts.path or "")
        and re.search(r"log|sign|auth|account|konto|compte|regist|member", parts.path, re.I)
    ):
        return "login"
    if _SUBSCRIBE.search(label) or (parts and _HREF_PATH.search(parts.path or "")):
        return "subscribe"
    shares = bool(_SHARE.search(label)) or bool(parts and _SHARE_HOSTS.search(parts.hostname or ""))
    if (shares or _in_a_share_bar(c)) and not has_comment_word(visible):
        return "share"
    attrs = c.attrs or {}
    if c.tag == "input" and (attrs.get("type") or "").lower() in ("submit", "image", "reset"):
        return "submit"
    if (
        c.tag == "button"
        and (attrs.get("type") or "").lower() in ("submit", "reset")
        and not has_comment_word(visible)
    ):
        return "submit"
    return None


#: Networks a bar must name beside a control for the control to be one of its buttons.
SHARE_BAR_NAMES = 2
#: Characters of an icon's letter or two ("X", "in", "f").
ICON_LETTERS = 2


def _in_a_share_bar(c: Clickable) -> bool:
    """A control labelled by a letter or two in a bar whose other controls name share
    networks ("X" beside "Facebook 330", "WhatsApp", "in"): a network's icon letter, a
    share button. A word there ("Forum", "Debatte") may be the discussion's, and stays."""
    text = (c.text or "").strip()
    return (
        0 < len(text) <= ICON_LETTERS
        and not any(ch.isdigit() for ch in text)
        and len(_SHARE.findall(c.beside or "")) >= SHARE_BAR_NAMES
    )


# --------------------------------------------------------------------------- the shape
# A count in a label: one number (any script's digits), not part of a date, a time, a
# fraction, a price or a version ("12.05.", "10:30", "1/5", "2.0").
_NUMBER = re.compile(r"(?<![\d.,:/])(?:\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|\d{1,6})(?![\d.,:/]\d)")
_NOT_A_COUNT = re.compile(r"[$€£¥₹₽%:/#+×]|\d[.,]\d{1,2}(?!\d)")
_REFERENCE = datetime(2000, 1, 1, tzinfo=UTC)  # any time: only whether a date is read matters
#: A speech balloon stands for the word in any language ("💬 14"): the one icon a count
#: of comments is shown with as text.
_BALLOON = re.compile("[\U0001f4ac\U0001f5e8-\U0001f5ee]")
#: How many words a count may stand with ("Show all 267 comments", "عرض آراء القراء (3)").
COUNT_WORDS = 4
#: ... and a link to the article's own further page, whose address is evidence enough that
#: a longer label is its discussion's ("Läs alla 12 inlägg om artikeln →", "Voir les 12
#: réactions des lecteurs"), not a sentence that holds a number.
LINKED_COUNT_WORDS = 8


def label_numbers(label: str) -> list[int]:
    """The counts a label writes ("1,204" is 1204), dates, times, fractions and versions
    left out (:data:`_NUMBER`)."""
    return [int(re.sub(r"\D", "", n)) for n in _NUMBER.findall(label)]


#: A word of letters in any script, the combining marks inside it: the vowel signs of
#: Devanagari, Bengali, Tamil or Thai, Arabic's and Hebrew's points ("पाठकों की राय देखें" is
#: four words, where a run of word characters finds seven pieces).
_WORD = re.compile(rf"[^\W\d_]{WORD_CHARACTER}*")


def count_label(text: str, most_words: int = COUNT_WORDS) -> bool:
    """Is the label a count with a few words (at most ``most_words``), in any language
    ("Diskutera artikeln (5)", "5 Meinungen anzeigen", "عرض آراء القراء (٣)", "पाठकों की राय
    देखें (4)"), or with a speech balloon ("💬 14")? A bare number (a pager, a vote, a
    footnote), two numbers ("1 of 12"), years, times, prices and fractions are not."""
    label = " ".join((text or "").split())
    if not label or len(label) > 60 or _NOT_A_COUNT.search(label):
        return False
    numbers = _NUMBER.findall(label)
    if len(numbers) != 1 or len(_NUMBER.sub("", label)) == len(label):
        return False
    if re.fullmatch(r"(19|20)\d\d", numbers[0]):  # a year
        return False
    words = len(_WORD.findall(label)) or (1 if _BALLOON.search(label) else 0)
    if not 1 <= words <= most_words:
        return False
    return parse_datetime(label, _REFERENCE) is None  # "12 May", "vor 3 Stunden": a date


def discussion_shaped(c: Clickable) -> bool:
    """Is the clickable shaped like the entry point of the article's discussion, whatever
    its language: a count with a few words for its visible text, in or below the article
    (or on a page without one found), and either acting in the page (a button, a click
    handler, a same-page ``#fragment``) or leading under the article's own address (its
    comments page: ``/story/debatt.html`` for ``/story.html``, whose label may say more:
    :data:`LINKED_COUNT_WORDS`), or a control acting in the page beside such a count
    (:func:`beside_a_count`)? Never what the safety rules forbid."""
    if c.article not in ("inside", "below", "none") or skip_reason(c) is not None or c.other_host:
        return False
    if not count_label(c.text or "", LINKED_COUNT_WORDS):
        return beside_a_count(c)
    if c.links_away and not has_own_handler(c):
        return bool(c.frame_url and c.href and extends_article(c.frame_url, c.href))
    return count_label(c.text or "")


def beside_a_count(c: Clickable) -> bool:
    """Is the clickable a control acting in the page whose label is a few words without a
    number ("Visa samtalet", "Show"), in a short box whose other text is a count with a
    few words ("25 läsare har skrivit om Stenudden", "143 comments"): a bar that counts
    the discussion beside the control that shows it, in any language."""
    if c.links_away or not c.beside or _NUMBER.search(c.text or ""):
        return False
    return 1 <= len(_WORD.findall(c.text or "")) <= COUNT_WORDS and count_label(c.beside, LINKED_COUNT_WORDS)


# --------------------------------------------------------------------------- the plan
@dataclass(slots=True)
class Candidate:
    clickable: Clickable
    score: float
    action: str  # "anchor" | "follow" | "click"
    memory: bool = False  # put first by the site memory
    frame: Any = None  # the Playwright Frame when already known (site-memory matches)
    rescued: str | None = None  # "keyword" | "shape": planned by a rescue, below the threshold

    @property
    def key(self) -> tuple[str, str]:
        return (self.clickable.frame_id, self.clickable.abs_xpath)


def has_own_handler(c: Clickable) -> bool:
    return any(s in ("listener", "onclick") for s in (c.sources or []))


def action_for(c: Clickable) -> str:
    scheme = (c.scheme or "").lower()
    if c.fragment is not None and c.fragment != "" and not has_own_handler(c):
        return "anchor"
    if c.links_away and scheme in ("http", "https") and not has_own_handler(c):
        return "follow"
    return "click"


def repeats_target(c: Clickable, action: str, targets: set[str]) -> bool:
    """Whether a link to follow goes where one planned before goes (one action per link
    target: several "12 comments" links to one comments page are followed once); the
    target joins ``targets``."""
    if action != "follow" or not c.href:
        return False
    target = c.href.split("#", 1)[0]
    repeated = target in targets
    targets.add(target)
    return repeated


def count_skip(counts: dict[str, int] | None, reason: str) -> None:
    if counts is not None:
        counts[reason] = counts.get(reason, 0) + 1


def plan(
    clickables: Sequence[Clickable],
    ranker: Ranker,
    *,
    limit: int,
    offsite_min_score: float,
    rescue: bool,
    threshold: float | None = None,
    skip: set[tuple[str, str]] | None = None,
    counts: dict[str, int] | None = None,
) -> list[Candidate]:
    """The candidates to try, best first (at most ``limit``; the interaction allows its
    click budget and ten more, for candidates that turn out gone or unclickable).
    ``offsite_min_score``: ``COMSPIDER_CLICK_OFFSITE_MIN_SCORE``. ``counts`` (if given)
    receives how many clickables each safety rule removed.

    ``rescue`` (``COMSPIDER_CLICK_RESCUE``): when no clickable reaches the threshold, the best-ranked one whose own
    visible text names comments is tried (once): the classifier and the keyword list
    agree on it even if the classifier is not sure enough alone. And after every other
    candidate, the best-ranked one shaped like a discussion's entry point
    (:func:`discussion_shaped`), once, if not planned already."""
    skip = skip or set()
    if isinstance(ranker, PlansItself):
        return ranker.plan(clickables, limit=limit, skip=skip, counts=counts)
    t = ranker.threshold if threshold is None else threshold
    out: list[Candidate] = []
    targets: set[str] = set()
    ranked = ranker.rank(list(clickables)) if clickables else []
    for c, score in ranked:
        if len(out) >= limit:
            break
        if score < t:
            break  # ranked: all further scores are lower
        if (c.frame_id, c.abs_xpath) in skip:
            continue
        action = action_for(c)
        reason = skip_reason(c)
        leaves = reason is None and c.other_host and c.links_away
        if leaves and (out or score < offsite_min_score):
            reason = "offsite"
        if reason is None and repeats_target(c, action, targets):
            reason = "same_target"
        if reason is not None:
            count_skip(counts, reason)
            continue
        out.append(Candidate(c, float(score), action))
    if rescue and not out and ranked:
        for c, score in ranked:
            if (c.frame_id, c.abs_xpath) in skip or not names_comments(c) or skip_reason(c):
                continue
            if c.other_host and c.links_away:
                continue
            count_skip(counts, "rescued")
            out.append(Candidate(c, float(score), action_for(c), rescued="keyword"))
            targets.add((c.href or "").split("#", 1)[0])
            break
    if rescue and ranked:
        planned = {cand.key for cand in out}
        for c, score in ranked:
            if (c.frame_id, c.abs_xpath) in skip or (c.frame_id, c.abs_xpath) in planned:
                continue
            if not discussion_shaped(c):
                continue
            action = action_for(c)
            if action == "follow" and (c.href or "").split("#", 1)[0] in targets:
                break  # its target is planned already
            count_skip(counts, "rescued_shape")
            out.append(Candidate(c, float(score), action, rescued="shape"))
            break
    return out
