"""What a record section looks like, read from its DOM: the features of the section rules.

One iterative walk per record, in document order, reads what a reader would see of it
(hidden elements, scripts and templates left out) and where each piece of text sits in the
record's template (its *slot*: the path of tags and classes from the record's root).
From that:

- words outside links and headings, and link density (only ``<a href>`` counts as a
  link: an unclosed ``<a name>`` wrapping a whole comment is an anchor, not a link);
- a **byline**: a short name and a date, each in a slot of the template, and prose; the
  section's byline share is the share of records whose (name slot, date slot) is the
  section's most common one (the same template slot in most records, as comment
  templates have and a list of paragraphs does not); and whether the record finder found
  the section *by* its bylines (``comspider.records.bylines``: a name-and-date slot
  followed by prose in each record and a comment cue for the group);
- a record of sibling nodes (a run, an unwrapped comment) owns the text between and
  after them (their tails), as the field extraction reads it;
- a **headline link** before the prose (a teaser: each record a link to another page
  plus a summary), links to social posts and ``@handles``, a comment anchor on another
  page (a site-wide "latest comments" list), look-alike names (:mod:`lookalikes`);
- comment words in attribute values, dates, avatars, author-ish names, headings;
- forms: a record "has a form" only when it holds a visible ``<textarea>`` and little
  else (a small report or recommend form of buttons in each comment is no form, and
  neither is a hidden reply form);
- placeholders and notices (records that are no comment).

Cost: a section is read through an evenly spaced sample of at most ``RECORD_SAMPLE``
records and at most ``ELEMENT_BUDGET`` elements per record, so scoring a section costs
the same for 40 comments as for 4,000 (the features are shares and means).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import cast
from urllib.parse import urlsplit

from lxml import html as lxml_html

from comspider import relative_times
from comspider.calendars import ETHIOPIC_NUMERAL, has_calendar_date
from comspider.initials import avatar_initials
from comspider.lexicon import (
    BY_CONNECTOR,
    COMMENT_KEYWORDS,
    CONTROL_WORDS,
    DATE_CONNECTORS,
    NAME_LEAD,
    POSTED_WORDS,
    SAID_OPENING,
)
from comspider.month_words import WORD_CHARACTER, calendar_word
from comspider.page_dates import month_word_date
from comspider.page_links import joined
from comspider.records.bylines import METHOD as BYLINES
from comspider.records.dom import IGNORED_TAGS, field_label
from comspider.records.model import Record, RecordSection
from comspider.sections import elsewhere, evidence, lookalikes
from comspider.sections.features_memo import active_memo, recall
from comspider.sentences import UNSPACED_SENTENCE, has_sentence
from comspider.signatures import SIGNATURE_DASH, bare_signature, signature_name
from comspider.subjects import thread_subject

#: Records read per section (evenly spaced) and elements read per record.
RECORD_SAMPLE = 40
ELEMENT_BUDGET = 600
#: Text pieces of a record kept for the byline and headline tests (the head of a record).
HEAD_PIECES = 24

_WEAK = {"talk", "coral", "isso", "openweb", "responses", "conversation", "discuss"}
KEYWORDS = (
    *tuple(k for k in COMMENT_KEYWORDS if k not in _WEAK),
    "respond",
    "antwort",
    "reactie",
    "comentar",
    "commento",
    "leserkommentar",
    "usercomment",
    "user-comment",
    "guestbook",
    "gaestebuch",
    "gästebuch",
    "forum-post",
    "thread-post",
    # a reader's comment by another name (CNET's "postTalkback", Israeli sites' "טוקבקים"):
    # "talk" alone is weak (a talk, a talk show), this word is not
    "talkback",
    "טוקבק",
)
_KEYWORD = re.compile("|".join(re.escape(k) for k in KEYWORDS))
NEGATIVE_ATTR = re.compile(
    r"\b(?:nav|menu|breadcrumb|footer|header|sidebar|widget|related|"
    r"teaser|recommend|popular|trending|share|social|tags?|pagination)\b",
    re.I,
)
_UNITS = (
    r"(?:min|mins|minutes?|hours?|hrs?|days?|weeks?|months?|years?|Std|Stunden?|Tag(?:e|en)?|Minuten?|Wochen?|"
    r"Monat(?:e|en)?|Jahr(?:e|en)?|heures?|jours?|semaines?|mois|ans|minutos?|horas?|días?|dias?|semanas?|"
    r"mes(?:es)?|años?|ore|giorni|settimane|mesi|anni|minuten|uur|dag(?:en)?|минут[ыа]?|час(?:а|ов)?|"
    r"дн(?:я|ей)|dni|godzin[y]?)"
)
_AGO_WORDS = (
    r"\b(?:a|an|one|einem|einer|un|una|une|uno)\s+(?:minute|hour|day|week|month|year|Minute|Stunde|Tag|Woche|"
    r"Monat|Jahr|minuto|hora|día|semana|mes|año|heure|jour|semaine|mois|an)\b"
)
_DAY_WORDS = r"\b(?:yesterday|today|gestern|heute|ayer|hoy|ieri|oggi|вчера|сегодня)\b"
_NOW_WORDS = r"\b(?:just now|right now|gerade eben|soeben|à l'instant|ahora mismo|adesso)\b"
# Relative times in more languages, each with its word for "ago" (a number and a unit
# alone, "5 min", are read in the languages of _UNITS only): "2 giờ trước", "3 saat önce",
# "2 tuntia sitten", "prije 2 sata", "לפני 3 שעות", "2 घंटे पहले", "3 jam yang lalu".
# The words for "ago" after the time, and before it.
_AGO_AFTER = (
    r"\bago|\bsitten|\btagasi|\bsedan|\bsiden|\bsíðan|\bgeleden|\bgelede|\bönce|\bəvvəl|\boldin|\btrước|"
    r"(?:\byang\s+)?\blalu|\bnakalipas|\bilu|\bmë\s+parë|\bó\s+shin|\byn\s+ôl|назад|тому|таму|бұрын|мурун|өмнө|"
    r"\btemu|առաջ|წინ|पहले|पूर्वी|अघि|আগে|ਪਹਿਲਾਂ|પહેલાં|முன்பு|క్రితం|ಹಿಂದೆ|മുമ്പ്|පෙර|پیش|ที่แล้ว|"
    r"\bzilizopita|\bfa|\benrere"
)
_AGO_BEFORE_WORDS = (
    r"\bvor", r"\bhace", r"\bhá", r"\bhai", "il y a", r"\bacum", r"\bpřed", r"\bpred", r"\bprije", r"\bpre",
    "преди", "пред", "пре", r"\bpirms", r"\bprieš", r"\bfa", r"\bfyrir", r"\bduela", "לפני", "πριν(?: από)?", "قبل",
)  # fmt: skip
_AGO_BEFORE = "|".join(_AGO_BEFORE_WORDS)
_RELATIVE_AFTER = rf"\d+\s*\S{{1,14}}?\.?\s*(?:{_AGO_AFTER})(?!\w)"
_RELATIVE_BEFORE = rf"(?:{_AGO_BEFORE})\s+\d+\s*[^\W\d_]{{2,12}}"
# Hungarian writes "ago" as a suffix: "5 perce", "2 órája", "3 napja", "1 hete", "2 éve".
_HU_RELATIVE = r"\b\d+\s*(?:perce|órája|napja|hete|hónapja|éve)\b"
# A relative time in words alone, the whole of a short text: the same words for "ago"
# around one or two words without a digit ("pred hodinou", "vor einer Stunde", "il y a
# une heure", "un'ora fa", "een uur geleden", "godzinę temu", "לפני שעה", "egy órája").
# Only as a whole text: in a sentence, "ago" and "vor" say nothing of when it was written.
# (A word's combining marks inside it: "एक घंटा पहले" is two words and "ago".)
_TWO_WORDS = rf"[^\W\d_]{WORD_CHARACTER}*(?:[\s'’][^\W\d_]{WORD_CHARACTER}*)?"
# (Not the short prefixes that are words of their own elsewhere: "pre order", "hai fame".)
_WORD_AGO_BEFORE = "|".join(w for w in _AGO_BEFORE_WORDS if w not in (r"\bpre", r"\bhai", r"\bfa"))
_WORD_RELATIVE = (
    rf"^\s*(?:(?:{_WORD_AGO_BEFORE})\s+{_TWO_WORDS}|{_TWO_WORDS}\s+(?:{_AGO_AFTER})|"
    r"(?:egy|pár|néhány)\s+(?:perce|órája|napja|hete|hónapja|éve))\s*\.?\s*$"
)
# "2024年3月12日", "2024년 3월 12일", "9月3日", "3小时前", "2天前", "5分钟前".
_CJK_DATE = r"\d{4}\s*[年년]\s*\d{1,2}\s*[月월]|\d{1,2}\s*[月월]\s*\d{1,2}\s*[日일]|\d+\s*(?:小时|小時|分钟|分鐘|天|周|个月|個月)前"
# A day, a month's name in any language, a year: "12 marca 2024", "12. března 2024".
_DAY_WORD_YEAR = r"\b\d{1,2}\.?\s+(?:de\s+)?[^\W\d_]{3,12}\.?,?\s+(?:de\s+)?(?:19|20)\d{2}\b"
#: A date or time as comment templates write it (digits, month names, "3 hours ago",
#: "vor einem Tag", "gestern"). Strict: a bare "vor" or "hace" in running text is none.
DATEISH = re.compile(
    r"\b\d{1,2}\.?\s?[./-]?\s?\d{1,2}\s?[./]\s?\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}(?:\s?[ap]\.?m\b\.?|\b)|\b\d{1,2}-\d{1,2}-(?:19|20)\d{2}\b|"
    # a day and month without the year, and a clock: "3. 3. ob 9.15", "14.02. 18.40"
    r"\b\d{1,2}\.\s?\d{1,2}\.,?\s*(?:[^\W\d_]{1,5}\.?\s*)?\d{1,2}[.:]\d{2}\b|"
    rf"\b\d+\s*{_UNITS}\b|"
    rf"{_AGO_WORDS}|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|"
    r"oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|"
    r"décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|"
    r"diciembre)[a-zäé]*\.?\s+\d{1,4}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:of\s+)?(?:jan|feb|mär|mar|apr|mai|may|jun|jul|"
    rf"aug|sep|okt|oct|nov|dez|dec)|{_DAY_WORDS}|"
    rf"{_NOW_WORDS}|"
    r"\d+\s*(?:分|時間|日|週間|か月|年)前|\d+\s*(?:분|시간|일)\s*전|منذ|"
    rf"{_RELATIVE_AFTER}|{_RELATIVE_BEFORE}|{_HU_RELATIVE}|{_CJK_DATE}|{_DAY_WORD_YEAR}|{_WORD_RELATIVE}",
    re.I,
)
#: A time written relative to the reading that says so ("3 hours ago", "vor 3 Stunden",
#: "2 órája", "3小时前", "2h", "yesterday"), not a duration ("1 Jahr", "30 Minuten": how
#: long a cookie is kept, a video lasts, a read takes).
_DAY_WORDS_MORE = (
    r"(?<!\w)(?:i går|igår|i dag|idag|i gaar|eilen|tänään|tegnap|ma|včera|dnes|wczoraj|dzisiaj|dün|bugün|"
    r"gisteren|vandaag|hier|aujourd'hui|ontem|hoje|вчора|сьогодні|днес|χθες|σήμερα|אתמול|היום|أمس|اليوم|"
    r"कल|आज|hôm qua|hôm nay|kemarin|hari ini|昨日|今日|昨天|今天|어제|오늘|azi|astăzi|jučer|juče|danas|"
    r"vakar|šodien|šiandien|eile|täna|ahir|avui)(?!\w)"
)
RELATIVE_TIME = re.compile(
    rf"{_RELATIVE_AFTER}|{_RELATIVE_BEFORE}|{_HU_RELATIVE}|{_AGO_WORDS}|{_DAY_WORDS}|{_DAY_WORDS_MORE}|{_NOW_WORDS}|"
    r"\d+\s*(?:分|時間|日|週間|か月|年)前|\d+\s*(?:분|시간|일)\s*전|\d+\s*(?:小时|小時|分钟|分鐘|天|周|个月|個月)前|"
    rf"منذ|^\s*\d{{1,3}}\s?(?:s|m|h|d|w|y|min|mins|hr|hrs|std|t)\.?\s*$|{_WORD_RELATIVE}",
    re.I,
)
#: The alternatives of ``DATEISH`` that need no digit: all a text without one can match.
_DATE_WORDS = re.compile(rf"{_AGO_WORDS}|{_DAY_WORDS}|{_NOW_WORDS}|منذ|{_WORD_RELATIVE}", re.I)
_DIGIT = re.compile(r"\d")
#: A year (in any script's digits), before a month of any language is looked for:
#: "2023 ഏപ്രിൽ 4", "4 Ebrill 2023", "৪ এপ্রিল ২০২৩".
_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)")
_EDGE_PUNCT = re.compile(r"^\W+|\W+$")
#: A word of a name left beside a date in its piece: two letters or more, not a time's "PM".
_NAME_WORD = re.compile(r"(?![AaPp]\.?[Mm]\b)[^\W\d_]{2,}")


def dateish(text: str) -> bool:
    """``DATEISH.search(text)`` or a relative past time of any language CLDR knows
    (:func:`comspider.relative_times.search_past`: "pred 3 hodinami", "3 ժամ առաջ", or
    the whole text "pred hodinou"), as a bool: a text without a digit ("Anna", a
    sentence) is searched for the date words alone, in half the time."""
    if _DIGIT.search(text) is None:
        return (
            _DATE_WORDS.search(text) is not None
            or relative_times.search_past(text) is not None
            or _ethiopic_date(text)
        )
    return (
        DATEISH.search(text) is not None
        or relative_times.search_past(text) is not None
        or (_YEAR.search(text) is not None and month_word_date(text))
    )


def relative_time(text: str) -> bool:
    """Whether ``text`` holds a time relative to the reading that says so:
    :data:`RELATIVE_TIME` (the hand-written forms, colloquial ones too: "2h", "a few
    minutes ago") or a relative past time of any language CLDR knows
    (:func:`comspider.relative_times.search_past`)."""
    return RELATIVE_TIME.search(text) is not None or relative_times.search_past(text) is not None


NAV_TAGS = frozenset({"nav", "header", "footer", "aside", "menu"})
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_AVATAR = re.compile(r"avatar|gravatar|profile|user|author|member|photo", re.I)
_AUTHORISH = re.compile(r"author|user|name|vcard|\bfn\b|nick|member|profile|byline|benutzer|autor", re.I)
_LETTER = re.compile(r"[^\W\d_]")
#: A template slot named for a date (filled by script, or holding a date in an attribute:
#: ``span.jdgm-rev__timestamp[data-content="2020-02-21 15:23:13 UTC"]``).
_DATE_NAME = re.compile(r"timestamp|datetime|(?:^|[-_ ])(?:date|time|datum|zeit|fecha|heure)(?:$|[-_ ])")
_INITIALS = re.compile(r"(?:[^\W\d_]\.\s?){1,3}")
_COMMENT_FRAGMENT = re.compile(r"#(?:[\w-]*comment|c\d|kommentar|post-?\d)", re.I)
#: A text piece of a record: (text, slot, link href or None, in a heading, words).
Piece = tuple[str, int, str | None, bool, int]
#: Words of a prose piece (shorter pieces are names, dates, buttons, labels).
PROSE_WORDS = 5
#: A link with at least this many words before the prose is a headline.
HEADLINE_WORDS = 4
#: Elements of a record's head searched for a titled link (a teaser opens with its own).
LEAD_ELEMENTS = 30
#: A record's links to other pages kept for :func:`other_page_share` (the first ones).
MAX_LINKS = 4


#: The attributes whose values name a template part (and every ``data-*`` one, with its
#: name).
_NAMING_ATTRIBUTES = frozenset({"class", "id", "itemprop", "itemtype", "role", "aria-label"})


def attr_text(el: lxml_html.HtmlElement) -> str:
    """The template-naming attribute values of an element, lowercase."""
    parts = []
    for name, value in el.items():
        if name in _NAMING_ATTRIBUTES:
            parts.append(value)
        elif name.startswith("data-"):
            parts.append(value)
            parts.append(name)
    return " ".join(parts).lower()


#: Form controls: a hidden part holding one is a form or a menu (reply, report), not text.
_CONTROLS = ("input", "textarea", "select")
#: Attributes of a control that name the part it opens.
_OPENS = ("onclick", "aria-controls", "data-target", "data-bs-target", "href")


def folded_part(el: lxml_html.HtmlElement, roots: Sequence[lxml_html.HtmlElement]) -> bool:
    """Whether a hidden element of a record is a part of it folded behind one of its own
    controls: it has an id that a control of the record names (``onclick`` opening it,
    ``aria-controls``, ``data-target``, a link to it), and holds no form control (a hidden
    reply or report form is opened the same way, and is no text of the record)."""
    ident = el.get("id")
    if not ident or next(el.iter(*_CONTROLS), None) is not None:
        return False
    for root in roots:
        for opener in root.iter("a", "button", "span", "div", "b", "strong", "h3", "h4", "p"):
            if opener is el:
                continue
            for name in _OPENS:
                value = opener.get(name)
                if (
                    value
                    and ident in value
                    and re.search(rf"(?<![\w-]){re.escape(ident)}(?![\w-])", value)
                    and not any(up is el for up in opener.iterancestors())
                ):
                    return not _copy_of_shown(el, roots)  # not a "close" inside the part itself
    return False


#: Share of a hidden part's words the record shows besides for the part to be a copy.
_COPY_SHARE = 0.6


def _copy_of_shown(el: lxml_html.HtmlElement, roots: Sequence[lxml_html.HtmlElement]) -> bool:
    """Whether a hidden part repeats what the record shows (a share button's copy of the
    text, a long version's teaser): its words are mostly said outside it."""
    words = el.text_content().casefold().split()
    if not words:
        return True
    part = len(words)
    shown = Counter(w for root in roots for w in root.text_content().casefold().split())
    shown.subtract(words)
    return sum(1 for w in words if shown[w] > 0) >= _COPY_SHARE * part


#: Elements whose data attributes describe the medium, not the record: a blog's image
#: carries its attachment's id, permalink, comment status and camera time on every picture.
_MEDIA = frozenset({"img", "picture", "source", "video", "audio", "track"})


def _class_and_names(el: lxml_html.HtmlElement) -> tuple[str | None, str] | None:
    """``(el.get("class"), attr_text(el))``, or None when the element's own markup hides
    it (:func:`lookalikes.is_hidden`): all three read from one list of its attributes
    (a record's walk reads this for every element)."""
    items = el.items()
    if not items:
        return None, ""
    cls = None
    parts = []
    for name, value in items:
        if name == "hidden":
            return None
        if name == "style":
            if value and lookalikes.hiding_style(value):
                return None
        elif name in _NAMING_ATTRIBUTES:
            parts.append(value)
            if name == "class":
                cls = value
        elif name.startswith("data-") and el.tag not in _MEDIA:
            parts.append(value)
            parts.append(name)
    return cls, " ".join(parts).lower()


def has_keyword(text: str) -> bool:
    return bool(_KEYWORD.search(text))


@lru_cache(maxsize=65_536)
def _attr_flags(text: str) -> tuple[bool, bool, frozenset[str]]:
    """(comment word, author-ish name, look-alike kinds) of an attribute text."""
    return bool(_KEYWORD.search(text)), bool(_AUTHORISH.search(text)), lookalikes.attribute_kinds(text)


def sample_records(records: Sequence[Record], k: int = RECORD_SAMPLE) -> list[Record]:
    """At most ``k`` records, evenly spaced, first and last included (deterministic)."""
    n = len(records)
    if n <= k:
        return list(records)
    return [records[(i * (n - 1)) // (k - 1)] for i in range(k)]


@dataclass(slots=True)
class RecordFeatures:
    """What one record shows (see the module doc)."""

    free_words: int = 0
    chars: int = 0
    link_chars: int = 0
    kw: bool = False
    form: bool = False
    heading: bool = False
    avatar: bool = False
    authorish: bool = False
    dated: bool = False
    prose: bool = False
    sentences: bool = False  # its free text has a sentence end ("... road. Does anyone")
    own_words: bool = False  # prose, or a word of its own besides the byline and the buttons
    byline: tuple[int, int] | None = None  # (name slot, date slot)
    headline: bool = False
    social: bool = False
    handle: bool = False
    kinds: frozenset[str] = frozenset()
    comment_links: list[str] = field(default_factory=list)  # hrefs to a comment anchor
    placeholder: bool = False
    notice: bool = False
    hidden: bool = False
    text: str = ""  # the record's first text pieces, joined
    # The evidence of a discussion (comspider.sections.evidence)
    controls: frozenset[str] = frozenset()  # reply, vote, report, quote
    anchor: bool = False  # an id or anchor that numbers the record
    quotes: bool = False  # quoted text (<blockquote>, <q>)
    mention: bool = False  # "@name"
    declared: str | None = None  # schema.org type: "discussion" or "other"
    rating: bool = False  # star ratings
    price: bool = False  # an amount of money anywhere in its text
    price_tag: bool = False  # ... as a short text of its own ("€ 19,99", "from 49 € a night")
    name: str | None = None  # the byline's name
    date_texts: list[str] = field(default_factory=list)  # a <time datetime>, the byline's date
    # The pieces of its head up to its first prose that are no link, by slot, and the slot
    # of its first date: where the evident-thread check looks for its other dates
    # (:func:`later_dates`), read only there.
    head: list[tuple[int, str]] = field(default_factory=list)
    # The short pieces after its first prose that are no link, by slot (a signature's
    # place: "Name ist der Redaktion bekannt" where the others sign their names)
    signed: list[tuple[int, str]] = field(default_factory=list)
    date_slot: int | None = None
    name_slot: int | None = None
    lead: str | None = None  # its first link titled as a page of its own (sections.elsewhere)
    # its first links to other pages that are no control: (href, the link)
    links: list[tuple[str, lxml_html.HtmlElement]] = field(default_factory=list)


#: Words of buttons and links that sit where a name could (not names).
UI_WORDS = frozenset(
    [
        "reply",
        "replies",
        "report",
        "like",
        "likes",
        "share",
        "quote",
        "edit",
        "delete",
        "permalink",
        "link",
        "more",
        "read",
        "continue",
        "antworten",
        "antwort",
        "melden",
        "zitieren",
        "teilen",
        "bearbeiten",
        "löschen",
        "mehr",
        "weiterlesen",
        "répondre",
        "signaler",
        "partager",
        "citer",
        "lire",
        "suite",
        "responder",
        "reportar",
        "compartir",
        "leer",
        "más",
        "rispondi",
        "segnala",
        "condividi",
        "leggi",
        "altro",
        "odpowiedz",
        "zgłoś",
        "cytuj",
        "więcej",
        "ответить",
        "пожаловаться",
        "цитировать",
        "says",
        "said",
        "sagt",
        "schreibt",
        "meint",
        "écrit",
        "dit",
        "dice",
        "dijo",
        "escribe",
        "scrive",
        "zum",
        "anmelden",
        "log",
        "in",
        "login",
        "to",
        "sign",
    ]
)


@lru_cache(maxsize=4096)  # a template's classes repeat in every record
def _stable_class(cls: str | None) -> str:
    """The class token that names a template slot: the first one, unless it varies from
    record to record (``even``/``odd``, ``depth-2``, ids)."""
    if not cls:
        return ""
    first = cls.split(None, 1)[0] if cls.strip() else ""
    return "" if any(ch.isdigit() for ch in first) or first in ("even", "odd", "alt") else first


def _is_ui(text: str) -> bool:
    words = text.lower().strip(" :·|»«›‹-").split()
    return 0 < len(words) <= 3 and all(w.strip(".:!()") in UI_WORDS for w in words)


_BY_LABEL = re.compile(BY_CONNECTOR, re.I)


#: A place or affiliation in brackets after a name, without digits (a count "(3)" or a
#: date "(14/06/12)" is no place).
_PLACE_AFTER = re.compile(r"(?<=\S)\s*\([^()\d]{2,30}\)$")


#: Pieces after a record's prose read for its signature.
SIGNED_PIECES = 4
#: Words of a signature line at most ("— posted by Pete from Hollis Creek").
SIGNED_WORDS = 9


def _signed_by(text: str) -> str | None:
    """The reader a signature line names (:mod:`comspider.signatures`), if it is a name."""
    name = signature_name(text) or bare_signature(text)
    return name if name is not None and is_name(name) else None


#: The dash a signature line after the text opens with ("— Anna"; a hyphen only before a space).
_SIGNATURE_DASH = re.compile(rf"^\s*{SIGNATURE_DASH}\s*")
#: A number and one letter: a post's ordinal ("1楼", "2층", "3F"), no one's name.
_ORDINAL = re.compile(r"#?\d{1,5}\s?[^\W\d_]\.?")


#: A reader's name and blog, as bloggers signed their comments ("Mike @ Debt Free by 40",
#: "Jen @ The Potting Bench"): a name, " @ ", then a few words.
_AT_BLOG = re.compile(r"^\s*(\S.{0,30}?)\s+@\s+(\S.{0,40}?)\s*$")
_BLOG_WORDS = 6


def _name_at_blog(text: str) -> bool:
    """A name and the writer's blog after " @ " ("Mike @ Debt Free by 40")."""
    m = _AT_BLOG.match(text)
    return m is not None and is_name(m.group(1)) and len(m.group(2).split()) <= _BLOG_WORDS


#: Words of a name after a byline's "by" at most ("Posted by <a>Dana at Perk Up Coffee</a>").
BY_NAME_WORDS = 6


def _named_by(texts: list[str], i: int) -> bool:
    """Whether piece ``i`` follows a byline's "by" ("Posted by", "Comment by") and reads as
    what it names: a few words, capitalised, no date, no sentence. After the label, a
    longer name is a name still (a reader and their shop, "Dana at Perk Up Coffee")."""
    return i > 0 and _BY_LABEL.search(texts[i - 1]) is not None and _by_name(texts[i])


def _by_name(text: str) -> bool:
    """What a byline's "by" names: a few words, capitalised, no date, no sentence."""
    return (
        1 <= len(text.split()) <= BY_NAME_WORDS
        and text[:1].isupper()
        and not dateish(text)
        and text[-1] not in ".!?"
    )


def is_name(text: str) -> bool:
    """A short label that can be a name: 1-4 words, letters, no date, no sentence, no
    button word ("Anna", "Anna said...", "anaya60", "Dr. K. Meyer:")."""
    if _INITIALS.fullmatch(text):  # "S.", "K. M."
        return True
    if _ORDINAL.fullmatch(text):  # "1楼", "2층", "3F": a post's place in the thread
        return False
    if text.endswith(("...", "…", ":")):
        text = text.rstrip(" :.…")
    # a signature's dash before the name and the comma before its date ("— Rosa de cal Ferrer,");
    # one with a label ("— posted by Anna") names the reader after it (_signed_by)
    if _SIGNATURE_DASH.match(text):
        if signature_name(text) is not None:
            return False
        text = _SIGNATURE_DASH.sub("", text).rstrip(" ,")
    text = _PLACE_AFTER.sub("", text)  # "Lê Minh Tuấn (Đà Nẵng)": the reader's town beside the name
    words = text.split()
    return (
        1 <= len(words) <= 4
        and len(text) <= 40
        and bool(_LETTER.search(text))
        and not dateish(text)
        and (text[-1] not in ".!?" or _INITIALS.fullmatch(words[-1]) is not None)  # "Anna K."
        and not (len(words) <= 2 and words[0].lower().strip("»«›‹|·-") in UI_WORDS)
        and not (len(words) >= 2 and _BY_LABEL.search(text))  # "Comment by": the name comes next
    )


def _is_name_piece(text: str) -> bool:
    """A name, or a byline's lead and what it names ("Posted by Kev of Goulburn"): the
    lead's words do not count against the name's (:func:`_by_name`)."""
    if is_name(text):
        return True
    name = NAME_LEAD.sub("", text, count=1)
    return name != text and _by_name(name)


#: Words of a text that is a price tag at most ("Price: $12.99", "from 49 € a night").
PRICE_TAG_WORDS = 6


def record_features(
    roots: Sequence[lxml_html.HtmlElement],
    skip: set[lxml_html.HtmlElement] | frozenset[lxml_html.HtmlElement] = frozenset(),
    *,
    budget: int = ELEMENT_BUDGET,
) -> RecordFeatures:
    """Read one record (its node and extra sibling nodes, with their tails when there
    are several); elements in ``skip`` (the section's other records: nested replies) are
    left out. Iterative, in document order, at most ``budget`` elements. Read once per
    page while a :func:`~comspider.sections.features_memo.features_memo` is open."""
    memo = active_memo()
    if memo is None:
        return _read_record(roots, skip, budget, [], [])
    key = (tuple(roots), budget)
    kept = recall(memo, key, skip)
    if kept is not None:
        return cast(RecordFeatures, kept)
    entered: list[lxml_html.HtmlElement] = []
    left_out: list[lxml_html.HtmlElement] = []
    out = _read_record(roots, skip, budget, entered, left_out)
    memo[key] = (out, entered, left_out)
    return out


def _read_record(
    roots: Sequence[lxml_html.HtmlElement],
    skip: set[lxml_html.HtmlElement] | frozenset[lxml_html.HtmlElement],
    budget: int,
    entered: list[lxml_html.HtmlElement],
    left_out: list[lxml_html.HtmlElement],
) -> RecordFeatures:
    """:func:`record_features`' walk; the children it enters and those ``skip`` leaves
    out are added to ``entered`` and ``left_out`` (what the read depends on)."""
    out = RecordFeatures()
    # (text, slot, link href or None, in a heading, words)
    pieces: list[Piece] = []
    form_words = textarea = 0
    kinds: set[str] = set()
    date_slots: list[int] = []
    seen = 0
    # Entries: (element, href of the enclosing link, in heading, in form, slot) or, for a
    # tail, (text, href, in heading, in form, slot) with a str first.
    stack: list[tuple[lxml_html.HtmlElement | str, str | None, bool, bool, int]] = []
    run = len(roots) > 1
    if run and roots[0].tag == "dd" and (parent := roots[0].getparent()) is not None:
        # a term before its definition (``<dt>`` name and date, then the ``<dd>`` record
        # with the text) is the record's head: read in document order
        roots = sorted(roots, key=lambda r: parent.index(r) if r.getparent() is parent else -1)
    root_set = set(roots)
    # A run's later parts are placed by their kind and its count among them, the last of
    # its kind as the last (a header, then one paragraph or two, keeps its header in the
    # same slot; one paragraph or two, then a signature line of the same tag, keeps its
    # signature in the same slot); the record's own element by its tag alone (its class
    # may name its depth or its parity).
    parts = [(el.tag, (el.get("class") or "") if i else "") for i, el in enumerate(roots)]
    places: list[int | str] = [
        k if (k := parts[:i].count(part)) == 0 or part in parts[i + 1 :] else "last"
        for i, part in enumerate(parts)
    ]
    for i in range(len(roots) - 1, -1, -1):
        slot = hash((places[i], *parts[i])) if run else hash((i, roots[i].tag))
        # A record of sibling nodes (a run: ``<b>Anna</b> (12.03.2010)<br>text<hr>``) owns
        # the text between and after them, their tails: an unwrapped comment's body is
        # there. A single element's tail is outside its record.
        if run and roots[i].tail:
            stack.append((roots[i].tail, None, False, False, hash((slot, "~"))))
        stack.append((roots[i], None, False, False, slot))
    out.hidden = bool(roots) and lookalikes.is_hidden(roots[0])
    out.anchor = any(evidence.numbered_anchor(r) for r in roots)
    # The record's own anchors (its ids and names, and the ids met inside it so far): a link
    # to one of them is its permalink, however its address is written
    # ("/contribution/341#contribution-341" on a Drupal-like site's subject line).
    own = {v for r in roots for v in (r.get("id"), r.get("name")) if v}
    controls: set[str] = set()
    lead: tuple[str, str] | None = None
    # The slots that hold no name: a definition list's field labels ("Autore",
    # "Inviato": the same in every record, not the name the field holds).
    labels: set[int] = set()
    # The slots inside a button: an action's words ("קרא עוד", "Mehr anzeigen") more often
    # than a name (a profile card's opener), so a name there is taken only when no other is.
    buttons: set[int] = set()

    def add(text: str, slot: int, href: str | None, in_head: bool, in_form: bool) -> None:
        nonlocal form_words
        t = text.strip()
        if not t:
            return
        n = len(t.split())
        out.chars += len(t)
        if href is not None:
            out.link_chars += len(t)
        elif in_form:
            form_words += n
        elif not in_head:
            out.free_words += n
        if len(pieces) < HEAD_PIECES:
            pieces.append((t, slot, href, in_head, n))
        elif not date_slots and date_piece(t):
            date_slots.append(slot)  # a date below a long comment ("Posted at 17:12")

    while stack:
        el, href, in_head, in_form, slot = stack.pop()
        if isinstance(el, str):
            add(el, slot, href, in_head, in_form)
            continue
        tag = el.tag
        if not isinstance(tag, str) or tag in IGNORED_TAGS:
            continue
        read = _class_and_names(el)
        if read is None and el not in root_set and folded_part(el, roots):
            # the record's own text folded behind its title (a talkback's body, opened by
            # a click on the title that names it): the record says it, as the fields read it
            read = el.get("class"), " ".join(v for n, v in el.items() if n in _NAMING_ATTRIBUTES).lower()
        if read is None:
            if el not in root_set:
                continue  # hidden
            # the record itself hidden: a reply folded behind a control (the hidden
            # records that are no comments never reach here: records.visibility)
            read = el.get("class"), " ".join(v for n, v in el.items() if n in _NAMING_ATTRIBUTES).lower()
        seen += 1
        if seen > budget:
            break
        cls, attrs = read
        if attrs:
            kw, authorish, found = _attr_flags(attrs)
            out.kw |= kw
            out.authorish |= authorish
            if found:
                kinds.update(found)
            if "schema.org" in attrs:
                declared = evidence.declared_type(attrs)
                if declared is not None and out.declared != "discussion":
                    out.declared = declared
            if not out.rating and evidence.rating_markup(attrs):
                out.rating = True
        ident = el.get("id")
        if ident:
            own.add(ident)
        if seen <= 6 and not out.anchor and tag not in _MEDIA and evidence.numbered_anchor(el):
            out.anchor = True  # the anchor that opens the record (<a name="c12">)
        acts = evidence.control_kinds(el) if evidence.is_clickable(el) else frozenset()
        controls |= acts
        # A record's own class names the record (a reply, the author's answer), not a
        # slot in it: the slots of records that differ in it are the same.
        outer = slot
        slot = hash((slot, tag, "" if el in root_set else _stable_class(cls)))
        if (tag == "dt" and el not in root_set and field_label(el)) or outer in labels:
            labels.add(slot)
        if (tag == "button" and el not in root_set) or outer in buttons:
            buttons.add(slot)
        text = el.text
        if tag == "a":
            link = el.get("href")
            if link is not None and link.strip() and not link.lstrip().lower().startswith("javascript"):
                href = link.strip()
                if _COMMENT_FRAGMENT.search(href):
                    # (its words still count toward a headline, as the section model
                    # was fitted: a refit on features without them lost trafilatura
                    # snippets, docs/EVALUATION.md)
                    out.comment_links.append(href)
                elif (fragment := href.partition("#")[2]) and fragment in own:
                    href = "#" + fragment  # its own permalink: no headline, no page elsewhere
                    out.comment_links.append(href)
                else:
                    if lead is None and seen <= LEAD_ELEMENTS:
                        lead = elsewhere.titled_link(el, href)
                    if (
                        not acts
                        and len(out.links) < MAX_LINKS
                        and not href.startswith(("#", "mailto:", "tel:"))
                    ):
                        out.links.append((href, el))
        elif tag == "time" or (attrs and not text and len(el) == 0 and _DATE_NAME.search(attrs)):
            date_slots.append(slot)
            stamp = el.get("datetime")
            if stamp and len(out.date_texts) < 2:
                out.date_texts.append(stamp)
        elif tag == "textarea":
            textarea += 1
        elif tag == "form" and el not in root_set:  # a record that is a form is the comment's own
            in_form = True
        elif tag in _HEADINGS:
            in_head = True
        elif tag in ("blockquote", "q"):
            out.quotes = True
        elif tag == "img" and _AVATAR.search(" ".join(el.values())):
            out.avatar = True
        if text:
            add(text, slot, href, in_head, in_form)
        for child in reversed(el):
            if child in skip:
                left_out.append(child)
                continue
            entered.append(child)
            if child.tail:
                stack.append((child.tail, href, in_head, in_form, slot))
            stack.append((child, href, in_head, in_form, slot))
    out.kinds = frozenset(kinds)
    out.controls = frozenset(controls)
    # A record is a form when it holds a visible text box and hardly any text of its own.
    out.form = textarea > 0 and out.free_words < 5
    _read_pieces(out, pieces, date_slots, labels, buttons, roots[0] if roots else None)
    # A card's empty link titled by its title attribute: the title must be the record's
    # own (a profile link over an avatar is titled "Profil von Anna anzeigen").
    if lead is not None and (not lead[1] or lead[1].casefold() in out.text.casefold()):
        out.lead = lead[0]
    return out


#: A record's dates after its first kept as candidates for the section's date slot.
MAX_LATER_DATES = 2

#: Words a text piece may have and still be a date by a word alone ("gestern", "a day ago").
DATE_PIECE_WORDS = 5


def _calendar_words_only(text: str) -> bool:
    """Whether every word of ``text`` names a weekday or a month ("Jumatatu 2/2/2015",
    "Mon., 3/2": the rest of a date's piece is the date's own, no one's name)."""
    words = [w for w in (_EDGE_PUNCT.sub("", w) for w in text.split()) if w]
    return bool(words) and all(calendar_word(w) for w in words)


#: Words that join a date to its piece ("Le 3 mars 2013,", "Am 3. März"): no name.
_DATE_CONNECTORS = frozenset(DATE_CONNECTORS) | {"la", "the", "um", "de"}


def _name_before_the_date(text: str) -> str | None:
    """The name a byline writes before its date, without the byline's lead and the words
    that lead to the date ("Posted by cresswellmom at Mar 3, 2012" -> "cresswellmom",
    "Anna | 3 March 2010" -> "Anna"); None when nothing with letters comes before it."""
    m = DATEISH.search(text)
    if m is None:
        return None
    words = NAME_LEAD.sub("", text[: m.start()], count=1).split()
    while words and (not (w := _EDGE_PUNCT.sub("", words[-1])) or w.casefold() in _DATE_CONNECTORS):
        words.pop()
    while words and (not _EDGE_PUNCT.sub("", words[0]) or _NUMBER_LEAD.fullmatch(words[0])):
        # a signature's dash ("— Tone Marit, 14.08.2009 21:03"), the list's number ("2) Bogdan Ilie (20.12.2015)")
        words.pop(0)
    name = " ".join(words).rstrip(_NAME_END)
    return name if _LETTER.search(name) else None


#: What ends a name's words before its date besides the name ("Tone Marit, 14.08.2009").
_NAME_END = ",;:|·/-–— "
#: A record's number before its byline ("1)", "#2", "3."), no part of a name.
_NUMBER_LEAD = re.compile(r"#?\d{1,4}[.)]?")


def _beside_the_date(rest: str) -> list[str]:
    """The words of a date's piece besides the date (``rest``: the piece without it) that may
    name someone: two letters at least, no number, no connector ("Le" of "Le 3 mars 2013,",
    the date pattern's leftover "s" of "mars")."""
    words = (_EDGE_PUNCT.sub("", w) for w in rest.split())
    return [
        w
        for w in words
        if len(w) >= 2 and not any(c.isdigit() for c in w) and w.casefold() not in _DATE_CONNECTORS
    ]


#: Characters of a byline led by its participle ("Posted by cresswellmom at Mar 3, 2012
#: 6:20 PM in reply to BuckeyeTom"), at most, read as the record's date piece.
POSTED_BYLINE_CHARS = 120
_POSTED_LEAD = re.compile(rf"^(?:{'|'.join(sorted(POSTED_WORDS))})\s", re.I)


def date_piece(text: str) -> bool:
    """Whether a record's text piece is its date: short (60 characters, or a byline that
    opens with its participle, "Posted by …", :data:`POSTED_BYLINE_CHARS`), and dated by
    digits, or by a date word only when it is a few words long ("heute", "vor einer
    Stunde"): "oggi" or "yesterday" in a sentence is no date slot."""
    limit = POSTED_BYLINE_CHARS if _POSTED_LEAD.match(text) else 60
    if len(text) > limit or not dateish(text):
        return False
    if len(text.split()) <= DATE_PIECE_WORDS:
        return True
    return any(_DIGIT.search(m.group(0)) for m in DATEISH.finditer(text)) or _ethiopic_date(text)


def _ethiopic_date(text: str) -> bool:
    """A date in Ethiopic numerals, which hold no digit ("መጋቢት ፲፪ ቀን ፳፻፯ ዓ.ም.")."""
    return ETHIOPIC_NUMERAL.search(text) is not None and has_calendar_date(text)


#: A later date's piece may run on after its date ("Sent: Tue May 03, 2011 4:19 pm  Subject:
#: Re: …", a forum post's header) this long, the date starting within its first characters.
LEADING_DATE_CHARS = (120, 40)


def later_dates(f: RecordFeatures) -> list[tuple[int, str]]:
    """A record's dates in its head other than its first, by slot (at most
    :data:`MAX_LATER_DATES`): a forum post's profile column shows the member's join date
    before the post's date, or no date at all (a month and year the reader does not take
    for one), and the section's shared date slot may be one of these."""
    out: list[tuple[int, str]] = []
    for slot, t in f.head:
        if len(out) >= MAX_LATER_DATES:
            break
        if slot != f.date_slot and leading_date(t):
            out.append((slot, t))
    return out


def leading_date(text: str) -> bool:
    """Whether a text piece is a date, or starts with one written with digits."""
    if date_piece(text):
        return True
    if len(text) > LEADING_DATE_CHARS[0]:
        return False
    m = DATEISH.search(text, 0, LEADING_DATE_CHARS[0])
    return m is not None and m.start() <= LEADING_DATE_CHARS[1] and bool(_DIGIT.search(m.group(0)))


def _read_pieces(
    out: RecordFeatures,
    pieces: list[Piece],
    date_slots: list[int],
    labels: set[int],
    buttons: set[int],
    page: lxml_html.HtmlElement | None,
) -> None:
    """Byline, headline, social links, notices and placeholders from the record's pieces
    (``page``: an element of its page, whose title says the topic)."""
    text = " ".join(p[0] for p in pieces)
    out.text = text
    prose_at = next(
        (
            i
            for i, (t, _s, href, head, words) in enumerate(pieces)
            if href is None
            and not head
            and (words >= PROSE_WORDS or UNSPACED_SENTENCE.search(t))
            and not date_piece(t)
            # a name with its town or its byline's lead is no prose ("Posted by Kev of Goulburn")
            and not (
                words <= PROSE_WORDS + 3
                and (_PLACE_AFTER.search(t) or NAME_LEAD.match(t))
                and _is_name_piece(t)
            )
        ),
        None,
    )
    head = pieces if prose_at is None else pieces[:prose_at]
    name_slot = date_slot = None
    in_button: int | None = None  # the first name-like piece inside a button
    byline: set[int] = set()  # the pieces of the byline
    for t, _slot, href, _in_head, _words in pieces:
        if lookalikes.HANDLE.match(t):
            out.handle = True
        if href is not None and lookalikes.is_social_post_link(href, t):
            out.social = True
    texts = [p[0] for p in pieces]
    for i, (t, slot, href, _in_head, words) in enumerate(pieces):
        if i == prose_at:
            continue
        if date_slot is None and date_piece(t):
            date_slot = slot
            byline.add(i)
            out.date_texts.append(t)
            if name_slot is None and (words <= 12 or _POSTED_LEAD.match(t)):
                # "Posted by Anna | 3 March 2010, 17:12": name and date in one slot
                rest = DATEISH.sub(" ", t)
                if (
                    _NAME_WORD.search(rest)
                    and any(w[:1].isupper() for w in _beside_the_date(rest))
                    and not _calendar_words_only(rest)
                ):
                    name_slot = slot
                    out.name = _name_before_the_date(t) or NAME_LEAD.sub("", " ".join(rest.split()), count=1)
        elif (
            name_slot is None
            and slot not in labels
            and (
                (_is_name_piece(t) and (href is None or words <= 3))
                or _name_at_blog(t)
                or _named_by(texts, i)
            )
            and not avatar_initials(texts, i, is_name)  # "MQ" drawn before "Minh Quân"
        ):
            if slot in buttons:
                if in_button is None:
                    in_button = i
                continue
            name_slot = slot
            # "Posted by Bronwyn": the reader is Bronwyn, whom others address by that name;
            # "— Kari Haugen" under the text: Kari Haugen
            out.name = _SIGNATURE_DASH.sub("", NAME_LEAD.sub("", t, count=1), count=1)
            byline.add(i)
        elif name_slot is None and href is None and words <= SIGNED_WORDS and (signed := _signed_by(t)):
            # "— posted by Lorraine Tuckett" after the text: the name in the label's own piece
            name_slot = slot
            out.name = signed
            byline.add(i)
    if name_slot is None and in_button is not None:
        name_slot, out.name = pieces[in_button][1], pieces[in_button][0]
        byline.add(in_button)
    if (
        name_slot is None
        and pieces
        and (said := SAID_OPENING.match(pieces[0][0]))
        and _is_name_piece(said.group(1))
    ):
        # "Montse Puig diu: Quina sortida ...": the name and the template's verb open the
        # text itself, in no element of their own
        name_slot, out.name = pieces[0][1], said.group(1)
    if date_slot is None and date_slots:
        date_slot = date_slots[0]
    end = len(pieces) if prose_at is None else prose_at + 1
    # a date right after what reads as the first prose makes that a header's title ("Re:
    # Merrow Sound race · « Reply #1 on: 02 Jul 2010 19:40 »"): the head runs on to it
    if end < len(pieces) and date_piece(pieces[end][0]):
        end += 1
    out.head = [(slot, t) for t, slot, href, _h, _w in pieces[:end] if href is None]
    out.signed = [
        (slot, t)
        for t, slot, href, _h, w in pieces[end:][:SIGNED_PIECES]
        if href is None and w <= SIGNED_WORDS
    ]
    out.date_slot = date_slot
    # Dated: a date slot, or a date in the first 600 characters of the text (searched only
    # when no slot said so: a search of the whole head costs more than the rest); a short
    # date piece after a long comment ("1 Monat her" in wpDiscuz's footer) is beyond them.
    out.dated = date_slot is not None or dateish(text[:600])
    # A heading is a title (three words or more), not a name set in an <h4>, nor a byline
    # set in one ("#1 Kommentar von <img> Naru-chan": the heading holds the name).
    # A post's subject that repeats its topic's ("Re: <the page's title>") is the
    # template's line, no teaser's title.
    out.heading = any(
        in_head
        and words >= 3
        and slot not in (name_slot, date_slot)
        and not (page is not None and thread_subject(t, page))
        for t, slot, _h, in_head, words in pieces
    )
    # prose: a sentence, or (a short comment: "Danke!", "Schöne Einleitung") two words of
    # free text besides the byline and the buttons
    own = [
        (t, words)
        for i, (t, _slot, href, in_head, words) in enumerate(pieces)
        if i not in byline and href is None and not in_head and not _is_ui(t)
    ]
    out.prose = prose_at is not None or sum(words for _t, words in own) >= 2
    # words of its own at all ("Klart."; "+1" is none): a record without them (an RSVP
    # without its note) says nothing
    out.own_words = out.prose or any(any(ch.isalpha() for ch in t) for t, _words in own)
    out.sentences = any(
        href is None and not in_head and ((words >= 3 and has_sentence(t)) or UNSPACED_SENTENCE.search(t))
        for i, (t, _slot, href, in_head, words) in enumerate(pieces)
        if i not in byline
    )
    out.name_slot = name_slot
    if name_slot is not None and date_slot is not None and out.prose:
        out.byline = (name_slot, date_slot)
    out.headline = any(
        href is not None
        and not href.startswith("#")
        and (words >= HEADLINE_WORDS or (in_head and words >= 3))
        and not (slot == name_slot and _name_at_blog(t))  # "Jen @ The Potting Bench" links her blog
        for t, slot, href, in_head, words in head
    )
    total_words = out.free_words + round(out.link_chars / 6)
    out.notice = total_words <= lookalikes.NOTICE_MAX_WORDS and lookalikes.is_notice(text)
    out.placeholder = lookalikes.placeholder_only(text)
    out.mention = evidence.mentions(text)
    out.price = evidence.price(text)
    # an offer's price stands as a short text of its own; a reader's sentence may name a sum
    out.price_tag = out.price and any(
        w <= PRICE_TAG_WORDS and evidence.price(t) for t, _s, _h, _i, w in pieces
    )
    out.rating = out.rating or evidence.stars(text)


# ----------------------------------------------------------------------------- sections
def page_url(el: lxml_html.HtmlElement) -> str | None:
    """The page's URL as it states it (``<link rel=canonical>``, ``og:url``), if it does."""
    root = el.getroottree().getroot()
    head = root.find("head")
    if head is None:
        return None
    for child in head:
        tag = child.tag
        if tag == "link" and (child.get("rel") or "").lower() == "canonical" and child.get("href"):
            return child.get("href", "").strip()
        if tag == "meta" and child.get("property") == "og:url" and child.get("content"):
            return child.get("content", "").strip()
    return None


_COMMENT_PAGE = re.compile(r"/comment-page-\d+$", re.I)
_COMMENT_ROUTE = re.compile(r"(?:^|/)comments?/\d+$", re.I)


def _path(url: str) -> str:
    return urlsplit(url).path.rstrip("/")


def other_page_share(features: Sequence[RecordFeatures], page: str | None, *, widget: bool = False) -> float:
    """Share of records linking to a comment anchor on another page (a "latest comments"
    list: each record is a comment of another article). Without the page's own URL, the
    links count when they point to several pages. In a list named the latest comments
    (``widget``), a link to another page of the site labelled other than the record's
    author ("Sam said... on <a>Lemon poppy seed muffins</a>", a gadget that links the
    posts, not the comments) counts too."""
    hits: list[list[str]] = []
    posts = 0  # records of a latest-comments list linking another post
    for f in features:
        if widget and page is not None and _links_another_post(f, page):
            posts += 1
            hits.append([])
            continue
        # A permalink route of its own (Drupal's /comment/214106#comment-214106) names no
        # article: only a link into an article's page counts; a comment page of an article
        # (WordPress's /article/comment-page-1#comment-379524) is that article. A link without
        # a path ("#c4472999", Blogger's "?showComment=…#c4472999") is this page.
        paths = [
            _COMMENT_PAGE.sub("", _path(target))
            for h in f.comment_links
            if not h.startswith(("#", "?")) and (target := joined(page, h)) is not None
        ]
        hits.append([p for p in paths if not _COMMENT_ROUTE.search(p)])
    if page is not None:
        own = _COMMENT_PAGE.sub("", _path(page))
        # A comment page of this article (/a/comment-page-2/) is this page.
        anchored = sum(1 for paths in hits if any(p != own and not p.startswith(own + "/") for p in paths))
        return (anchored + posts) / max(1, len(features))
    distinct = {p for paths in hits for p in paths}
    if len(distinct) < 2:
        return 0.0
    return sum(1 for paths in hits if paths) / max(1, len(features))


def _links_another_post(f: RecordFeatures, page: str) -> bool:
    """Whether a record links to another page of the page's site, by a label that is not its
    author's name (a profile) nor empty (an avatar)."""
    own_host, own = urlsplit(page).hostname, _COMMENT_PAGE.sub("", _path(page))
    name = (f.name or "").casefold()
    for href, link in f.links:
        label = " ".join(link.text_content().split())
        target = joined(page, href)
        if target is None or not _LETTER.search(label) or label.casefold() == name:
            continue
        path = _COMMENT_PAGE.sub("", _path(target))
        if (
            urlsplit(target).hostname == own_host
            and path not in ("", "/", own)
            and not path.startswith(own + "/")
        ):
            return True
    return False


def context(section: RecordSection, levels: int = 4) -> tuple[list[str], bool]:
    """Attribute texts of the container and its ancestors (``levels`` in all), and
    whether one of them is navigation (nav, header, footer, aside, menu)."""
    texts = []
    in_nav = False
    el: lxml_html.HtmlElement | None = section.container
    for _ in range(levels):
        if el is None:
            break
        texts.append(attr_text(el))
        if el.tag in NAV_TAGS:
            in_nav = True
        el = el.getparent()
    return texts, in_nav


def _spread(values: list[int]) -> float:
    """Coefficient of variation (0 for fewer than two values), at most 3."""
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    if mean <= 0:
        return 0.0
    var = sum((v - mean) ** 2 for v in values) / len(values)
    return min(3.0, var**0.5 / mean)


def _is_control(f: RecordFeatures) -> bool:
    """A record that is a thread's control, not an entry: a few words, all of them a
    link or button words, no date ("Continue this thread", "Load more replies")."""
    words = f.text.split()
    return 0 < len(words) <= CONTROL_WORDS and not f.dated and (f.link_chars >= f.chars or _is_ui(f.text))


def section_features(section: RecordSection) -> dict[str, float]:
    """The section rules' features (means and shares over a sample of records)."""
    records = section.records
    sample = sample_records(records)
    skip = {r.node for r in records}
    feats = [record_features([r.node, *r.extra], skip) for r in sample]
    # Threads interleave controls with the comments, shaped like them ("Continue this
    # thread" rows between reddit's comments): a minority of them is left out of the
    # shares of what records look like, which they would dilute (a list made mostly of
    # them is what it is); the vetoes still read every record.
    everything = feats
    n_all = max(1, len(everything))
    entries = [f for f in feats if not _is_control(f)]
    if len(entries) * 2 > len(feats):
        feats = entries
    n = max(1, len(feats))
    ctx, in_nav = context(section)
    ctx_text = " ".join(ctx)
    ctx_kinds: set[str] = set()
    for t in ctx:
        if t:
            ctx_kinds.update(lookalikes.attribute_kinds(t))
    pairs = Counter(f.byline for f in feats if f.byline is not None)
    kind_share = {
        k: sum(1 for f in everything if k in f.kinds) / n_all
        for k in lookalikes.KINDS
        if k != lookalikes.LATEST_COMMENTS
    }
    if len({" ".join(f.name.casefold().split()) for f in feats if f.name}) >= 2:
        # An author box is one author's; records by several, each naming its own author
        # ("entry-author", "post-author" in every record), are a list of their writings.
        kind_share[lookalikes.AUTHOR_BOX] = 0.0
    lookalike = max(
        max(kind_share.values(), default=0.0),
        1.0 if ctx_kinds - {lookalikes.LATEST_COMMENTS} else 0.0,
    )
    chars = sum(f.chars for f in everything)
    page = page_url(section.container)
    return {
        "free_words": sum(f.free_words for f in feats) / n,
        # characters in links over all characters, record by record
        "link_density": sum(f.link_chars / max(1, f.chars) for f in feats) / n,
        "kw": sum(f.kw for f in feats) / n,
        "form": sum(f.form for f in everything) / n_all,
        "heading": sum(f.heading for f in feats) / n,
        "avatar": sum(f.avatar for f in feats) / n,
        "authorish": sum(f.authorish for f in feats) / n,
        "dated": sum(f.dated for f in feats) / n,
        "prose": sum(f.prose for f in feats) / n,
        "sentences": sum(f.sentences for f in feats) / n,
        # how much the records' text lengths vary (user text does; templated lists less)
        "spread": _spread([f.free_words for f in feats]),
        "byline": (pairs.most_common(1)[0][1] / n) if pairs else 0.0,
        # found by its bylines (comspider.records.bylines): each record was checked for
        # a name-and-date slot followed by prose, and the group for a comment cue (a
        # comment word, a verb or label in the byline: "says", "Kommentar von", "#3", or
        # a heading before it: "3 Comments")
        "byline_found": float(section.method == BYLINES),
        "headline": sum(f.headline for f in feats) / n,
        "social": sum(f.social for f in everything) / n_all,
        "handle": sum(f.handle for f in everything) / n_all,
        "lookalike": lookalike,
        "other_page": other_page_share(everything, page, widget=lookalikes.LATEST_COMMENTS in ctx_kinds),
        "elsewhere": elsewhere.elsewhere_share([f.lead for f in everything], page),
        "placeholder": sum(f.placeholder for f in everything) / n_all,
        "notice": sum(f.notice for f in everything) / n_all,
        "hidden": sum(f.hidden for f in everything) / n_all,
        "context_kw": float(has_keyword(ctx_text)),
        "negative_ctx": float(bool(NEGATIVE_ATTR.search(" ".join(ctx[:2])))),
        "widget": float(lookalikes.LATEST_COMMENTS in ctx_kinds),
        "in_nav": float(in_nav),
        "nested": float(any(r.depth > 0 for r in records)),
        "form_container": float(section.container.tag == "form"),
        "records": float(len(records)),
        "empty": float(chars == 0),
        **discussion_features(section, feats, everything),
    }


def discussion_features(
    section: RecordSection, feats: list[RecordFeatures], everything: list[RecordFeatures]
) -> dict[str, float]:
    """The evidence of a discussion (:mod:`comspider.sections.evidence`): shares of the
    records with each control, an anchor, a mention, a quote; how many authors; the
    surroundings; and what the page declares the records to be."""
    n = max(1, len(feats))
    n_all = max(1, len(everything))
    controls = {
        f"{kind}_control": sum(1 for f in feats if kind in f.controls) / n for kind in evidence.CONTROL_KINDS
    }
    distinct, repeated = evidence.distinct_authors([f.name for f in feats if f.name])
    return {
        **controls,
        "controls": sum(1 for f in feats if f.controls) / n,
        "anchor": sum(f.anchor for f in feats) / n,
        "mention": sum(f.mention for f in feats) / n,
        "quotes": sum(f.quotes for f in feats) / n,
        "named_share": sum(1 for f in feats if f.name) / n,
        "authors_distinct": distinct,
        "authors_repeat": repeated,
        "declared_discussion": sum(f.declared == "discussion" for f in everything) / n_all,
        "declared_other": sum(f.declared == "other" for f in everything) / n_all,
        "rating": sum(f.rating for f in everything) / n_all,
        "price": sum(f.price for f in everything) / n_all,
        **evidence.surroundings(section),
    }
