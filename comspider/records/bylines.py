"""Comments found by their byline: single comments, threads of two, and comments made of
sibling runs or not wrapped at all.

Record invariants need a template subtree that repeats; named records need a class or
id that says "comment". A blog of 2008 often has neither: one comment under a post, a
header block and its paragraphs as siblings (``<a name="c3"></a><div>Posted by <b>Anna</b>
| 12.03.2010</div><p>...</p><p>...</p>``), or names in ``<b>`` among the article's own
paragraphs (``<b>Anna</b> (12.03.2010)<br>text<hr>``). What every such comment still has
is a *byline*: a short slot with a name and a date, followed by prose.

1. Date slots: every text of the page with a date in it (by pattern; one XPath for the
   text nodes with a digit). The slot is the element holding the date, with its tail
   (``<b>Anna</b> (12.03.2010)``), widened to a short ancestor until it holds a name
   too. Slots inside records of other sections that hold prose of their own are left
   to those sections.
2. Each slot's comment: the nearest ancestor ``W`` with prose outside the slot. When
   no other slot shares ``W`` and the slot opens it (or closes it as a signature: a
   block of its own, a few capitalised words and a date, nothing else in ``W`` dated),
   ``W`` is one wrapped comment.
   Otherwise the slots that share ``W`` cut its children into runs: a comment is its
   slot's child of ``W`` and the siblings up to the next one (the last run stops at a
   form, a heading or the end), its text between and after them included.
3. Records are grouped by container and slot kind, and a group is kept only when
   something says comments: a comment word in the attribute values of the records or
   the container (and three ancestors), a comment verb or label in the slots ("says",
   "schrieb", "Kommentar von", "#3"), or a heading right before the group ("3
   Comments", "Kommentare"). Notices ("no comments yet", "comments are closed", "be the
   first to comment") are never records. A group nothing names (a single comment under
   "Readers write", a thread in neutral markup) is kept apart, as :data:`UNCUED_METHOD`,
   when it overlaps no other section: words are evidence, not the gate, and the section
   decision accepts such a group only by a discussion's evidence (names, times after the
   article's, replies), never by its learned score.

A group replaces the sections whose records it holds (an invariant section of bare
``<a name>`` anchors or header blocks). Cost: one XPath and work per date text, not per
node.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np
from lxml import html as lxml_html

from comspider.lexicon import BY_WORDS
from comspider.page_dates import any_date_span as date_span
from comspider.records.dom import IGNORED_TAGS, text_of, wide_chars
from comspider.records.dom import inside as _inside  # ('inside' names local masks here)
from comspider.records.flatten import FlatDom, flat_arrays
from comspider.records.model import Record, RecordSection
from comspider.relative_times import WORDS_MAX_CHARS, relative_past

METHOD = "bylines"
#: A group of bylines nothing names as comments: a discussion only by its evidence
#: (:mod:`comspider.sections.evident_threads` decides it, not the learned score).
UNCUED_METHOD = "bylines_uncued"

SLOT_MAX = 160  # characters of a byline slot (its text and tail)
TAIL_MAX = 100  # characters of a tail taken into a slot
PROSE_WORDS = 3  # words outside the slot and outside links that make a comment body
SLOT_WORDS = 10  # words besides the date in a byline slot, at most
WRAPPED_MAX = 6000  # characters of a wrapped comment
CLIMB = 8  # ancestors climbed from a slot to its comment
HEADING_MAX = 40  # characters of a comment heading ("12 Kommentare", "Comments (3)")
_TAKEN_PROSE = 25  # characters (wide ones twice) beyond the slot that make a record "full"
_FULL_RECORD = 60  # median characters (wide ones twice) of a section of whole comments
_OPENING = 4  # visible characters (no word) before a slot that still opens its wrapper
COLUMNS = 4  # records of a section read as the page's columns (menu, article, sidebars)

_DIGIT_TEXTS = "//text()[translate(., '0123456789', '') != .]"
#: Short texts without a digit: a time in words may be one ("yesterday", "قبل ساعتين").
_WORD_TEXTS = f"//text()[translate(., '0123456789', '') = .][string-length(.) <= {WORDS_MAX_CHARS + 8}]"
_DIGIT = re.compile(r"\d")
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"[^\W\d_]{2,}", re.U)
# Words of a byline that are not a name.
_CONNECTORS = frozenset(
    [
        "by",
        "von",
        "am",
        "um",
        "on",
        "at",
        "le",
        "el",
        "il",
        "op",
        "the",
        "posted",
        "geschrieben",
        "written",
        "gepostet",
        "schrieb",
        "schreibt",
        "says",
        "said",
        "sagt",
        "sagte",
        "wrote",
        "writes",
        "meint",
        "meinte",
        "kommentar",
        "kommentare",
        "comment",
        "comments",
        "reply",
        "antwort",
        "uhr",
        "am",
        "pm",
        "h",
        "heute",
        "gestern",
        "today",
        "yesterday",
        "de",
        "du",
        "der",
        "die",
        "das",
        "und",
        "and",
        "a",
        "à",
        "écrit",
        "escribió",
        "dijo",
        "scrive",
        "ha",
        "scritto",
        "napisał",
        "posté",
        "publié",
        "dnia",
        "w",
        "o",
        "na",
        "montag",
        "dienstag",
        "mittwoch",
        "donnerstag",
        "freitag",
        "samstag",
        "sonntag",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "mo",
        "di",
        "mi",
        "do",
        "fr",
        "sa",
        "so",
        "mon",
        "tue",
        "wed",
        "thu",
        "fri",
        "sat",
        "sun",
        "lundi",
        "mardi",
        "mercredi",
        "jeudi",
        "vendredi",
        "samedi",
        "dimanche",
        # the word before an author's name in every language the lexicon knows ("par",
        # "door", "przez", "por")
        *BY_WORDS.split("|"),
    ]
)
# A class/id token that names comments: the word alone or in the plural, or with a
# record or list suffix (``commentlist``, ``comment-body``, ``kommentar_item``); never a
# count or a teaser's meta (``comments-count``, ``commentmeta``, ``commentary``).
_COMMENT_TOKEN = re.compile(
    r"^(?:(?:wp|c|js|dsq|isso|fb|vb|ipb|ui|o|m|my|the|user|users|site|blog|page|article|main|all)"
    r"[-_])?(?:comments?|kommentare?|leserkommentare?|koment(?:ar|arze|áře)|"
    r"comentarios?|commentaires?|comment[io]|reacties?|reaktion(?:en)?|reactions?|replies|reply|"
    r"antworten|discussion|diskussion|disqus|talkback|guestbook|g(?:ae|ä)stebuch|leserbriefe?|"
    r"postings?|responses)"
    r"(?:[-_]?(?:list|area|section|wrap|wrapper|container|box|block|thread|threads|item|items|"
    r"entry|entries|body|content|text|holder|single|post|row|\d+))?$"
)
_TOKEN_SPLIT = re.compile(r"[\s]+")


def _names_comments(value: str) -> bool:
    return any(_COMMENT_TOKEN.match(t) for t in _TOKEN_SPLIT.split(value.lower()) if t)


_FORMISH = re.compile(r"respond|comment-?form|commentform|reply-?form|leave-?a|add-?comment", re.I)
_VERB = re.compile(
    r"\b(?:says|said|sagt|sagte|schrieb|schreibt|wrote|writes|meint|meinte|écrit|a écrit|"
    r"escribió|escribe|dijo|scrive|ha scritto|napisał|napisała|пишет|написал)\b|"
    r"\b(?:kommentar|comment|commentaire|comentario|antwort|reply|réponse|respuesta)\s+"
    r"(?:von|by|from|de|di|par)\b|^\W{0,2}#\s?\d{1,5}\b|\bkommentiert\b",
    re.I,
)
_HEADING = re.compile(
    r"^\W{0,3}(?:\d+\s+)?(?:comments?|kommentare?|leserkommentare|responses?|replies|antworten|"
    r"reaktionen|meinungen|leserbriefe|commentaires?|comentarios?|commenti|reacties|komentarze|"
    r"komentáře|комментари\w*|коментар\w*|thoughts on|trackbacks?)\b"
    r"|^\W{0,3}\d+\s+(?:comments?|kommentare?|responses?|replies|antworten|reaktionen|"
    r"meinungen|commentaires?|comentarios?|commenti|reacties|thoughts)\b"
    r"|\b(?:comments?|kommentare|responses|commentaires|comentarios|commenti)\s*[(:]?\s*\d*\)?\s*$",
    re.I,
)
_NOT_HEADING = re.compile(
    r"leave|write|post a|add a|schreiben|verfassen|hinterlassen|abgeben|laisser|écrire|"
    r"escribe|deja|lascia|scrivi|policy|richtlinie|regeln|rules",
    re.I,
)
NOTICE = re.compile(
    r"no comments(?: yet)?|be the first|comments (?:are )?closed|comments? (?:are )?disabled|"
    r"kommentare (?:sind )?geschlossen|keine kommentare|noch keine|sei der erste|"
    r"schreib(?:en sie)? den ersten|kommentarfunktion|commentaires (?:sont )?fermés|"
    r"aucun commentaire|soyez le premier|no hay comentarios|sé el primero|comentarios cerrados|"
    r"nessun commento|commenti chiusi|log ?in to comment|must be logged in|sign in to comment|"
    r"eingeloggt sein|anmelden, um|leave a (?:comment|reply)|kommentar (?:schreiben|verfassen|"
    r"hinterlassen)|write a comment|post a comment|add a comment",
    re.I,
)
_STOP_TAGS = frozenset({"form", "h1", "h2", "h3", "h4", "h5", "h6", "nav", "footer", "aside"})
_CONTROLS = ("textarea", "select", "input", "button", "form")
_INLINE = frozenset(
    {"a", "b", "strong", "i", "em", "span", "small", "font", "cite", "u", "abbr", "time", "sup", "sub"}
)


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


def _outside_words(slot_text: str, span: tuple[int, int]) -> int:
    return len(_words(slot_text[: span[0]] + " " + slot_text[span[1] :]))


#: A short lowercase word right before a clock time is the language's "at" ("klo 18.42",
#: "kl. 18:42", "às 18h42", "lúc 18:42"), not a name.
_AT_CLOCK = re.compile(r"(?<!\S)([^\W\d_]{1,4})\.?\s+\d{1,2}[:.h]\d{2}\b")


def _name_words(slot_text: str, span: tuple[int, int]) -> list[str]:
    """The words of a byline besides its date (``span``) and its "at" before a clock."""
    rest = slot_text[: span[0]] + " " + slot_text[span[1] :]
    rest = _AT_CLOCK.sub(lambda m: " " if m.group(1).islower() else m.group(0), rest)
    return [w for w in _words(rest) if w.casefold() not in _CONNECTORS]


def _has_name(slot_text: str, span: tuple[int, int]) -> bool:
    return bool(_name_words(slot_text, span))


def _attr_words(el: lxml_html.HtmlElement) -> str:
    return " ".join(
        v for k, v in el.items() if k in ("class", "id", "name", "action") or k.startswith("data-")
    )


@dataclass(slots=True)
class _Slot:
    el: lxml_html.HtmlElement  # the slot's element
    text: str  # its text (and tail)
    with_tail: bool = False  # the slot is the element and the text after it
    child: lxml_html.HtmlElement | None = None  # the slot's ancestor among W's children
    wrapper: lxml_html.HtmlElement | None = None  # W: nearest ancestor with prose
    first: bool = False  # the slot opens W
    last: bool = False  # the slot closes W (a signature after the text: "Anna, Turku · 12.3.2025")


@dataclass(slots=True)
class _Group:
    container: lxml_html.HtmlElement
    records: list[Record] = field(default_factory=list)
    slots: list[_Slot] = field(default_factory=list)
    wrapped: bool = False  # each record one element of its own (not a run of siblings)


def _slot_text(el: lxml_html.HtmlElement, with_tail: bool) -> str:
    text = el.text_content() if el.tag not in IGNORED_TAGS else ""
    if len(text) <= 2 * SLOT_MAX and el.tag not in IGNORED_TAGS:
        # Short enough to be a byline: read with its blocks apart, since minified markup
        # glues a header's date to the text below it ("2 hours agoThe park...") and the
        # date is not read then. A long text is no slot either way (the C serialiser).
        text = text_of(el)
    if with_tail and el.tail:
        text += " " + el.tail[:TAIL_MAX]
    return " ".join(text.split())


def _time_in_words(text: str) -> bool:
    """A short text that is a time in words as a whole ("yesterday", "vor einer Stunde")."""
    return len(text) <= WORDS_MAX_CHARS + 8 and relative_past(" ".join(text.split())) is not None


def _dated(text: str) -> bool:
    return _DIGIT.search(text) is not None or _time_in_words(text)


def _digit_texts(
    root: lxml_html.HtmlElement, taken: _Taken
) -> Iterator[tuple[lxml_html.HtmlElement, bool, str]]:
    """(element, is its tail, text) of every text with a digit outside the taken parts:
    one XPath, or, when most of the page is another section's comments, a walk over the
    rest of the page's elements only."""
    if taken.flat is not None and taken.inside is not None and 3 * int(taken.inside.sum()) > len(taken.flat):
        nodes = taken.flat.nodes
        inside = taken.inside
        parent = taken.flat.parent
        for i in np.nonzero(~inside[: len(nodes)])[0].tolist():
            el = nodes[i]
            if el.text and _dated(el.text) and el.tag not in IGNORED_TAGS:
                yield el, False, el.text
            p = parent[i]
            if el.tail and p >= 0 and not inside[p] and _dated(el.tail):
                yield el, True, el.tail
        return
    try:
        texts = root.xpath(_DIGIT_TEXTS) + [t for t in root.xpath(_WORD_TEXTS) if _time_in_words(t)]
    except Exception:  # noqa: BLE001 - a broken tree has no bylines
        return
    for t in texts:
        owner = t.getparent()
        if owner is None or not isinstance(owner.tag, str):
            continue
        is_tail = bool(getattr(t, "is_tail", False))
        host = owner.getparent() if is_tail else owner
        if host is None or host.tag in IGNORED_TAGS or taken(host):
            continue
        yield owner, is_tail, str(t)


def _date_slots(root: lxml_html.HtmlElement, taken: _Taken) -> list[_Slot]:
    """The short elements (with their tails) that hold a date and a name; texts whose
    element is ``taken`` (inside another section's comments) are skipped first."""
    out: list[_Slot] = []
    seen: set[lxml_html.HtmlElement] = set()
    for owner, is_tail, text in _digit_texts(root, taken):
        if date_span(text) is None:
            continue
        el = owner
        with_tail = is_tail
        slot_text: str | None = None
        below: tuple[lxml_html.HtmlElement, str] | None = None  # the level climbed from
        for _ in range(4):
            text = _slot_text(el, with_tail)
            span = date_span(text) if len(text) <= SLOT_MAX else None
            if len(text) > SLOT_MAX or (span is not None and _outside_words(text, span) > SLOT_WORDS):
                # a paragraph that mentions a date, not a byline; or the comment's whole
                # text around its header: "<span>Anna</span> · <span>12.03.2010</span><div>..."
                head = _header_run(*below) if below is not None else None
                el, slot_text = head if head is not None else (None, None)
                break
            if span is not None and _has_name(text, span):
                break
            below = (el, text)
            # Too little: the name is in an enclosing element ("<i>12.03.2010</i>" in
            # "#1 von <b>Tom</b> <i>12.03.2010</i>").
            parent = el.getparent()
            if parent is None or parent.tag in ("body", "html"):
                el = None
                break
            with_tail = with_tail and el.tag in _INLINE and parent.tag in _INLINE
            el = parent
        else:
            el = None
        if el is None or el in seen:
            continue
        seen.add(el)
        out.append(_Slot(el=el, text=slot_text or _slot_text(el, with_tail), with_tail=with_tail))
    return out


_HEADER_SIBLINGS = 3  # inline elements before a date that may hold its name
_NAME_HEADINGS = frozenset({"h4", "h5", "h6"})  # minor headings some templates set a name in


def _header_run(el: lxml_html.HtmlElement, text: str) -> tuple[lxml_html.HtmlElement, str] | None:
    """A date's element with the inline siblings right before it, when together they
    make a byline that its parent is too long to be (the parent holds the comment's text
    too): the first of them and the run's text."""
    if not isinstance(el.tag, str) or el.tag not in _INLINE:
        return None
    first = el
    parts = [text]
    sib = el.getprevious()
    for _ in range(_HEADER_SIBLINGS):
        if sib is None or not isinstance(sib.tag, str):
            break
        if sib.tag not in _INLINE and not (sib.tag in _NAME_HEADINGS and _name_heading_words(sib)):
            break  # a block, or a heading longer than a name ("<h4>Rudi Hartono</h4><time>")
        parts.insert(0, _slot_text(sib, True))
        first = sib
        run = " ".join(" ".join(parts).split())
        span = date_span(run)
        if len(run) > SLOT_MAX or span is None or _outside_words(run, span) > SLOT_WORDS:
            return None
        if _has_name(run, span):
            return first, run
        sib = sib.getprevious()
    return None


def _name_heading_words(heading: lxml_html.HtmlElement) -> bool:
    """Whether a minor heading is a name's length: its words, or those before its first
    element (a reply's "<h4>Ania z Krzywdy <span>↳ odpowiedź do: Tadeusz R.</span></h4>")."""
    return len(heading.text_content().split()) <= 4 or 0 < len((heading.text or "").split()) <= 4


def _width(text: str) -> int:
    """``text``'s length with each wide character (Chinese, Japanese, Korean) counted
    twice: the thresholds below are in Latin letters, and a Korean comment of 20
    characters says what one of 40 says in them."""
    return len(text) + wide_chars(text)


def _full_records(sections: list[RecordSection]) -> dict[lxml_html.HtmlElement, int]:
    """Record nodes of the other sections -> the median text width of their section's
    records (a section of whole comments, not of bare header blocks or anchors). A
    section of a few records one of which holds the article's heading is the page's
    columns, no whole comments: its dates are left to the bylines."""
    out: dict[lxml_html.HtmlElement, int] = {}
    for s in sections:
        if len(s.records) <= COLUMNS and any(True for r in s.records for _ in r.node.iter("h1", "h2")):
            continue  # the page's columns, one of them the article's
        sizes = sorted(_width(r.node.text_content()) for r in s.records[:50])
        median = sizes[len(sizes) // 2] if sizes else 0
        for r in s.records:
            out[r.node] = median
    return out


def _owned(slot: _Slot, records: dict[lxml_html.HtmlElement, int]) -> bool:
    """Is the slot inside a record of another section of whole comments (or of a record
    holding prose besides the slot)? Such comments are that section's."""
    el = slot.el
    for _ in range(40):
        if el is None:
            return False
        median = records.get(el)
        if median is not None:
            if median >= _FULL_RECORD:
                return True
            own = _width(" ".join(el.text_content().split()))
            if own - _width(slot.text) >= _TAKEN_PROSE:
                return True
        el = el.getparent()
    return False


def _holds_records(el: lxml_html.HtmlElement, records: dict[lxml_html.HtmlElement, int]) -> bool:
    """Does ``el`` hold (strictly inside) a record of a section of whole comments? (The
    element itself may be one: a body paragraph that the invariants took for a record
    is part of a run.)"""
    return any(records.get(x, 0) >= _FULL_RECORD for x in el.iterdescendants())


def _inside_nav(el: lxml_html.HtmlElement) -> bool:
    return any(True for _ in el.iterancestors("nav", "menu"))


def _prose_words(el: lxml_html.HtmlElement) -> int:
    """Words of the element's text outside links (category and tag lists are no prose)."""
    words = len(_words(el.text_content()))
    for a in el.iter("a"):
        words -= len(_words(a.text_content()))
    return words


def _squeeze(text: str) -> str:
    return _SPACES.sub(" ", text)


def _openings(wrapper: lxml_html.HtmlElement) -> dict[lxml_html.HtmlElement, str]:
    """The text before each child of ``wrapper``, whitespace runs squeezed, for the
    children it is at most ``_OPENING`` visible characters before; later children are
    left out (they cannot open ``wrapper``). Read once per wrapper and stopped there, so
    that the slots of a long list do not each read the text of all their predecessors."""
    out: dict[lxml_html.HtmlElement, str] = {}
    before = _squeeze(wrapper.text or "")
    for sib in wrapper:
        if len(before) - before.count(" ") > _OPENING:
            break
        out[sib] = before
        if isinstance(sib.tag, str) and sib.tag not in IGNORED_TAGS:
            before = _squeeze(before + sib.text_content())
        before = _squeeze(before + (sib.tail or ""))
    return out


def _opens(before: str | None) -> bool:
    """Does a child with this text before it (see :func:`_openings`) open its wrapper?"""
    if before is None:
        return False
    text = " ".join(before.split())
    return len(_words(text)) == 0 and len(text) <= _OPENING


@dataclass(slots=True)
class _Placing:
    """What placing the slots of one page reads more than once: the prose of each
    ancestor and the openings of each wrapper (the page does not change meanwhile)."""

    prose: dict[lxml_html.HtmlElement, int] = field(default_factory=dict)
    openings: dict[lxml_html.HtmlElement, dict[lxml_html.HtmlElement, str]] = field(default_factory=dict)

    def prose_words(self, el: lxml_html.HtmlElement) -> int:
        words = self.prose.get(el)
        if words is None:
            words = self.prose[el] = _prose_words(el)
        return words

    def opens(self, wrapper: lxml_html.HtmlElement, child: lxml_html.HtmlElement) -> bool:
        openings = self.openings.get(wrapper)
        if openings is None:
            openings = self.openings[wrapper] = _openings(wrapper)
        return _opens(openings.get(child))


def _place(slot: _Slot, placing: _Placing) -> None:
    """The slot's comment wrapper W (nearest ancestor with prose outside the slot)."""
    slot_words = _prose_words(slot.el) + (len(_words(slot.el.tail or "")) if slot.with_tail else 0)
    a = slot.el
    for _ in range(CLIMB):
        p = a.getparent()
        if p is None or p.tag in ("body", "html"):
            return
        if placing.prose_words(p) - slot_words >= PROSE_WORDS:
            slot.wrapper, slot.child = p, a
            slot.first = placing.opens(p, a)
            slot.last = not slot.first and _closes(p, a)
            return
        a = p


def _labelled(wrapper: lxml_html.HtmlElement, record: Record) -> bool:
    """Is ``record`` (a run) all of ``wrapper`` but a short label heading before it
    ("<h3>Un cititor ne-a scris</h3><div>Name · acum 2 ore</div><p>...</p>")?"""
    nodes = [record.node, *record.extra]
    if nodes[-1] is not wrapper[-1] or (wrapper.text or "").strip():
        return False
    before = list(record.node.itersiblings(preceding=True))
    return (
        len(before) == 1
        and before[0].tag in ("h3", "h4", "h5", "h6")
        and not before[0].xpath(".//a[@href]")
        and len(" ".join(before[0].text_content().split())) <= HEADING_MAX
        and not (before[0].tail or "").strip()
    )


#: Words of a signature besides its date: a name, perhaps with a place ("Heikki Rantanen,
#: Alajärvi").
SIGNATURE_WORDS = 5


def _signature_name(text: str) -> bool:
    """Do the words of a closing byline besides its date read as a signature: a few
    words, each capitalised where the script has capitals ("Heikki Rantanen, Alajärvi")?
    "Zuletzt aktualisiert am 28.01.2020", "Der Vorverkauf startet am …" sign nothing."""
    span = date_span(text)
    if span is None:
        return False
    words = _name_words(text, span)
    return (
        0 < len(words) <= SIGNATURE_WORDS
        and not words[0][0].islower()
        and not any(w[0].islower() and w.casefold() not in _NAME_PARTICLES for w in words)
    )


#: Words a name or a place in it writes small between capitalised ones ("Jens aus der
#: Eisenbahnstraße", "Maria da Silva", "Jan van Dijk"), besides the connectors and the
#: one-letter words :func:`_name_words` leaves out already ("der", "de", "von", "y").
_NAME_PARTICLES = frozenset(
    {"aus", "van", "vom", "zu", "zum", "zur", "den", "da", "del", "della", "dos", "la", "ter", "ten"}
    | {"bin", "ibn", "al", "af", "av", "och", "from"}
)


def _dated_besides(wrapper: lxml_html.HtmlElement, child: lxml_html.HtmlElement | None) -> bool:
    """Does a child of ``wrapper`` other than ``child`` show a date (in its opening)?"""
    for el in wrapper:
        if el is child or not isinstance(el.tag, str) or el.tag in IGNORED_TAGS:
            continue
        if date_span(" ".join(el.text_content()[: SLOT_MAX * 2].split())) is not None:
            return True
    return False


def _closes(wrapper: lxml_html.HtmlElement, child: lxml_html.HtmlElement) -> bool:
    """Is ``child`` a block of its own that is the last thing ``wrapper`` shows (nothing
    but space after it)? An inline date at a paragraph's end ("… startet am <em>1.
    November</em>") signs nothing; one on a line of its own after a block does
    ("<blockquote><p>…</p><cite>NAME, DATE</cite></blockquote>")."""
    if wrapper[-1] is not child or (child.tail or "").strip():
        return False
    if child.tag not in _INLINE:
        return True
    before = child.getprevious()
    return (
        before is not None
        and isinstance(before.tag, str)
        and before.tag not in _INLINE
        and before.tag != "br"
        and not (before.tail or "").strip()
    )


def _signature(el: lxml_html.HtmlElement) -> tuple[str, tuple[str, ...], str]:
    return el.tag, tuple(sorted(el.keys())), el.get("class") or ""


def _kind(el: lxml_html.HtmlElement) -> tuple[str, tuple[str, ...]]:
    """A run's start by tag and attribute names, the presentational ones left out."""
    return el.tag, tuple(sorted(k for k in el.attrib if k not in _PRESENTATION))


_PRESENTATION = frozenset({"class", "style"})


def _run(
    start: lxml_html.HtmlElement, stop: lxml_html.HtmlElement | None, own: lxml_html.HtmlElement | None = None
) -> list[lxml_html.HtmlElement]:
    """``start`` and its following siblings up to ``stop`` (or, for the last run, up to a
    form, a heading, a navigation block or the end; ``own``, the run's byline, is none of
    them: "<a name=kom707></a><h4>NAME</h4><span>DATE</span><p>text</p>")."""
    nodes = [start]
    sib = start.getnext()
    while sib is not None and sib is not stop:
        if stop is None and sib is not own and _ends_run(sib):
            break
        nodes.append(sib)
        sib = sib.getnext()
    return nodes


def _prose_run(nodes: list[lxml_html.HtmlElement]) -> bool:
    return len(_words(_run_text(nodes))) >= PROSE_WORDS


def _before(
    child: lxml_html.HtmlElement, stop: lxml_html.HtmlElement | None, separators: bool = False
) -> list[lxml_html.HtmlElement]:
    """The siblings before ``child`` back to ``stop`` or to a heading, a form or a
    navigation block (and, with ``separators``, a separator: :func:`_separates`; all left
    out), in document order."""
    nodes: list[lxml_html.HtmlElement] = []
    for sib in child.itersiblings(preceding=True):
        if sib is stop or _ends_run(sib) or (separators and isinstance(sib.tag, str) and _separates(sib)):
            break
        nodes.append(sib)
    return nodes[::-1]


#: Share of the bylines whose permalink leads back over their comment's text.
_CLOSING_SHARE = 2 / 3


def _closing(starts: list[tuple[lxml_html.HtmlElement, _Slot]]) -> list[list[lxml_html.HtmlElement]] | None:
    """Do the bylines close their comments rather than open them? Each one's permalink
    leads back to the anchor its comment opens with, over the comment's prose ("<a
    id=c812></a><p>…</p><p>Posted by: NAME at <a href='#c812'>TIME</a></p>"), for most of
    them. Prose before the first byline alone says nothing: a flat blog's article is there.
    When they do, the siblings before each byline (back to the byline before it or a
    heading); else None."""
    if len(starts) < 2:
        return None
    back = 0
    befores = []
    previous: lxml_html.HtmlElement | None = None
    for child, _slot in starts:
        before = _before(child, previous)
        befores.append(before)
        targets = {(a.get("href") or "").rpartition("#")[2] for a in child.iter("a")} - {""}
        # the anchor it leads back to, with the prose after it: an anchor right before the
        # byline, the prose before it, opens the byline's own comment ("<a name=c3301></a>
        # <p>NAME wrote on <a href=#c3301>TIME</a>:</p>", the comment before it above)
        hits = [k for k, n in enumerate(before) if n.get("id") in targets or n.get("name") in targets]
        back += bool(hits) and _prose_run(before[hits[-1] :])
        previous = child
    return befores if back >= _CLOSING_SHARE * len(starts) else None


#: The fewest bylines that :func:`_signing` reads as signatures by their places alone.
SIGNING_BYLINES = 3


def _separates(el: lxml_html.HtmlElement) -> bool:
    """Whether a sibling parts one unit of loose text from the next: a rule, or the first
    ``<br>`` of two with nothing between them ("text<br><br>text")."""
    if el.tag == "hr":
        return True
    nxt = el.getnext()
    return el.tag == "br" and not (el.tail or "").strip() and nxt is not None and nxt.tag == "br"


def _unit_after(child: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    """``child``'s following siblings up to a separator, a heading, a form or the end."""
    nodes: list[lxml_html.HtmlElement] = []
    for sib in child.itersiblings():
        if _ends_run(sib) or (isinstance(sib.tag, str) and _separates(sib)):
            break
        nodes.append(sib)
    return nodes


def _signing(
    starts: list[tuple[lxml_html.HtmlElement, _Slot]],
) -> list[tuple[int, tuple[list[lxml_html.HtmlElement], _Slot]]] | None:
    """Do the bylines sign loose texts, each after its text ("They've been talking about
    it…<br><font>Posted by Hank | 2 days ago</font><br><br>The article…<br><font>Posted
    by Liz…")? By their places, whatever their words: nothing but space follows the last
    one up to a separator or the end (read as openings, the last comment would have no
    words), and prose comes before each (:data:`SIGNING_BYLINES` at least). Then each
    comment is the unit before its byline (back to a separator or the byline before it)
    and the byline, numbered by region: prose between the first byline and the next unit
    (an article between its own byline and the first comment), or past a rule, starts
    another; prose between two later bylines without a rule between is the later
    comment's (its paragraphs before a blank line); else None."""
    if len(starts) < SIGNING_BYLINES:
        return None
    last = starts[-1][0]
    if (last.tail or "").strip() or _words(_run_text(_unit_after(last))):
        return None
    out = []
    region = 0
    previous: lxml_html.HtmlElement | None = None
    lead: lxml_html.HtmlElement | None = None  # the wrapper whose own leading text is the first unit
    for k, (child, slot) in enumerate(starts):
        nodes = _before(child, previous, separators=True)
        if len(_words(_run_text(nodes))) < PROSE_WORDS:
            # the first text may be the wrapper's own leading text ("<font>They've been…<br>
            # <font>-- Hank</font>"), which no element holds
            if previous is not None or not _leads_with_prose(nodes[0] if nodes else child):
                return None
            lead = child.getparent()
        if previous is not None and _prose_between(previous, nodes[0]):
            whole = _before(child, previous)
            if k > 1 and not any(n.tag == "hr" for n in whole):
                # between two readers' signatures and no rule, all of it is the later
                # one's: a comment of two paragraphs ("text<br><br>text<br><span>Posted by")
                nodes = whole
            else:
                region += 1  # the article after its own byline, then the comments
        out.append((region, ([*nodes, child], slot)))
        previous = child
    if lead is not None:  # read as signed: the leading text gets an element of its own
        first_region, (first_nodes, first_slot) = out[0]
        out[0] = (first_region, ([_leading_span(lead), *first_nodes], first_slot))
    return out


def _leads_with_prose(el: lxml_html.HtmlElement) -> bool:
    """Whether ``el`` is its parent's first child, after a leading text of prose
    (:data:`PROSE_WORDS`)."""
    parent = el.getparent()
    return parent is not None and parent[0] is el and len(_words(parent.text or "")) >= PROSE_WORDS


def _leading_span(wrapper: lxml_html.HtmlElement) -> lxml_html.HtmlElement:
    """The wrapper's leading text (before its first child), moved into a ``span`` of its own
    at the wrapper's start so that a record can hold it. The page's text reads the same."""
    span = wrapper.makeelement("span", {})
    span.text, wrapper.text = wrapper.text, None
    wrapper.insert(0, span)
    return span


def _prose_between(first: lxml_html.HtmlElement, last: lxml_html.HtmlElement) -> bool:
    """Whether the siblings after ``first`` and before ``last`` (and ``first``'s tail) show
    prose."""
    between: list[lxml_html.HtmlElement] = []
    for sib in first.itersiblings():
        if sib is last:
            break
        between.append(sib)
    return len(_words((first.tail or "") + " " + _run_text(between))) >= PROSE_WORDS


def _closing_runs(
    starts: list[tuple[lxml_html.HtmlElement, _Slot]], befores: list[list[lxml_html.HtmlElement]]
) -> list[tuple[int, tuple[list[lxml_html.HtmlElement], _Slot]]]:
    """Each closing byline's run (``befores``: the siblings before it, see :func:`_closing`;
    and the byline), numbered by region: a heading or a form between two bylines starts
    another."""
    out = []
    region = 0
    previous: lxml_html.HtmlElement | None = None
    for (child, slot), nodes in zip(starts, befores, strict=True):
        if (
            previous is not None
            and (nodes[0].getprevious() if nodes else child.getprevious()) is not previous
        ):
            region += 1  # the walk back stopped at a heading, not at the byline before
        out.append((region, ([*nodes, child], slot)))
        previous = child
    return out


def _ends_run(el: lxml_html.HtmlElement) -> bool:
    if not isinstance(el.tag, str):
        return False
    if el.tag in _STOP_TAGS or _FORMISH.search(_attr_words(el)):
        return True
    return any(True for _ in el.iter(*_CONTROLS))


def _anchor(el: lxml_html.HtmlElement) -> bool:
    """An empty link target: ``<a name="c3"></a>``, ``<a id="comment-3"></a>``."""
    return (
        el.tag == "a"
        and (el.get("name") is not None or el.get("id") is not None)
        and el.get("href") is None
        and not el.text_content().strip()
        and not (el.tail or "").strip()
    )


def _run_text(nodes: list[lxml_html.HtmlElement]) -> str:
    parts: list[str] = []
    for n in nodes:
        if isinstance(n.tag, str) and n.tag not in IGNORED_TAGS:
            parts.append(n.text_content())
        parts.append(n.tail or "")
    return " ".join(" ".join(parts).split())


def _preceding_heading(el: lxml_html.HtmlElement) -> bool:
    """Is there a heading that names comments right before ``el`` (skipping empty
    elements), or before its parent when it opens its parent?"""
    cur: lxml_html.HtmlElement | None = el
    for _level in range(3):
        if cur is None:
            return False
        sib = cur.getprevious()
        steps = 0
        while sib is not None and steps < 4:
            if isinstance(sib.tag, str) and sib.tag not in IGNORED_TAGS:
                text = " ".join(sib.text_content().split())
                if text:
                    if (
                        len(text) <= HEADING_MAX
                        and _HEADING.search(text)
                        and not _NOT_HEADING.search(text)
                        and not _is_link(sib, text)
                    ):
                        return True
                    steps += 1
                    if len(text) > 80:
                        break
            sib = sib.getprevious()
        if sib is not None and steps >= 4:
            return False
        cur = cur.getparent()
    return False


def _is_link(el: lxml_html.HtmlElement, text: str) -> bool:
    """A link or button (a comment count that leads to the comments), not a heading."""
    if el.tag in ("a", "button"):
        return True
    links = " ".join(" ".join(a.text_content() for a in el.iter("a", "button")).split())
    return len(links) >= len(text) - 2


def _cue(group: _Group) -> bool:
    """Does anything say that the group's records are comments?"""
    for slot in group.slots:
        if _VERB.search(slot.text):
            return True
    el: lxml_html.HtmlElement | None = group.container
    for _ in range(4):
        if el is None:
            break
        if _names_comments(_attr_words(el)):
            return True
        el = el.getparent()
    for rec in group.records:
        if _names_comments(_attr_words(rec.node)):
            return True
    for slot in group.slots:
        anc = slot.el
        for _ in range(3):
            if anc is None or anc is group.container:
                break
            if _names_comments(_attr_words(anc)):
                return True
            anc = anc.getparent()
    return _preceding_heading(group.records[0].node)


class _Taken:
    """element -> inside a record of a section of whole comments? One array lookup per
    element when the page's flat layout is at hand (a page of 4,000 comments has as many
    dates, all of them another section's)."""

    def __init__(
        self, sections: list[RecordSection], records: dict[lxml_html.HtmlElement, int], flat: FlatDom | None
    ) -> None:
        self.flat = flat
        self.inside: np.ndarray | None = None
        if flat is None:
            return
        index = flat.index
        full = [
            i
            for s in sections
            for r in s.records
            if records.get(r.node, 0) >= _FULL_RECORD and (i := index.get(r.node)) is not None
        ]
        if full:
            # +1 where a record starts, -1 where it ends: inside while the sum is > 0
            starts = np.array(full, dtype=np.int64)
            ends = flat_arrays(flat).end[starts]
            cover = np.bincount(starts, minlength=len(flat) + 1) - np.bincount(ends, minlength=len(flat) + 1)
            self.inside = np.cumsum(cover) > 0

    def __call__(self, el: lxml_html.HtmlElement) -> bool:
        if self.inside is None or self.flat is None:
            return False
        i = self.flat.index.get(el)
        return i is not None and bool(self.inside[i])


def byline_sections(
    root: lxml_html.HtmlElement,
    sections: list[RecordSection],
    *,
    snapshot: int = 0,
    flat: FlatDom | None = None,
) -> tuple[list[RecordSection], set[int]]:
    """New sections of comments found by their bylines, and the positions in
    ``sections`` of the sections they replace (see module doc). ``flat``: the page's
    layout, if there is one (for speed)."""
    records_of_others = _full_records(sections)
    slots = _date_slots(root, _Taken(sections, records_of_others, flat))
    if not slots:
        return [], set()
    slots = [s for s in slots if not _owned(s, records_of_others) and not _inside_nav(s.el)]
    placing = _Placing()
    for slot in slots:
        _place(slot, placing)
    slots = [s for s in slots if s.wrapper is not None]
    by_wrapper: dict[lxml_html.HtmlElement, list[_Slot]] = {}
    for slot in slots:
        assert slot.wrapper is not None
        by_wrapper.setdefault(slot.wrapper, []).append(slot)

    groups: dict[tuple[object, ...], _Group] = {}
    key: tuple[object, ...]
    for wrapper, members in by_wrapper.items():
        # A signature closes one comment; a wrapper whose other parts show dates too is
        # a list of dated things (an empty last record's byline closes the list).
        signed = (
            len(members) == 1
            and members[0].last
            and _signature_name(members[0].text)
            and not _dated_besides(wrapper, members[0].child)
        )
        if len(members) == 1 and (members[0].first or signed):
            # One wrapped comment (its byline opens it, or signs it at the end).
            slot = members[0]
            if len(wrapper.text_content()) > WRAPPED_MAX or wrapper.getparent() is None:
                continue
            if _holds_records(wrapper, records_of_others):
                continue  # its comments are another section's already
            container = wrapper.getparent()
            key = ("w", container, _kind(wrapper), _signature(slot.el)[:2])
            group = groups.setdefault(key, _Group(container, wrapped=True))
            group.records.append(Record(node=wrapper))
            group.slots.append(slot)
            continue
        # Runs of siblings in ``wrapper``, cut at the slots of its most common kind.
        # Kinds by tag and attribute names, not by presentation: alternating row styles
        # (``dt.even`` / ``dt.odd alt``) and a class or style on some rows only (the
        # blogger's own answers, ``dt.me``) are one kind, each a comment of its own.
        kinds: dict[tuple[str, tuple[str, ...]], list[_Slot]] = {}
        for slot in members:
            assert slot.child is not None
            kinds.setdefault(_kind(slot.child), []).append(slot)
        best = max(kinds.values(), key=len)
        starts: list[tuple[lxml_html.HtmlElement, _Slot]] = []
        for slot in best:
            assert slot.child is not None
            if not starts or starts[-1][0] is not slot.child:
                starts.append((slot.child, slot))
        befores = _closing(starts)
        if befores is not None:
            # Each byline closes its comment ("<a id=c812></a><p>text</p><p>Posted by: NAME
            # at TIME</p>"): a run is the siblings before the byline, back to the byline
            # before it or a heading; runs under another heading are another list.
            for region, (nodes, slot) in _closing_runs(starts, befores):
                group = groups.setdefault(("c", wrapper, region), _Group(wrapper))
                if any(_holds_records(n, records_of_others) for n in nodes):
                    continue
                if len(_words(_run_text(nodes))) - len(_words(slot.text)) < 2:
                    continue
                group.records.append(Record(node=nodes[0], extra=nodes[1:]))
                group.slots.append(slot)
            continue
        signing = _signing(starts)
        if signing is not None:
            # Each byline signs the loose text before it (see _signing); runs under
            # another heading, or after the article's own byline, are another list.
            for region, (nodes, slot) in signing:
                group = groups.setdefault(("s", wrapper, region), _Group(wrapper))
                if any(_holds_records(n, records_of_others) for n in nodes):
                    continue
                group.records.append(Record(node=nodes[0], extra=nodes[1:]))
                group.slots.append(slot)
            continue
        key = ("r", wrapper)
        group = groups.setdefault(key, _Group(wrapper))
        # Each comment's own anchor right before its header belongs to it
        # (``<a name="c3"></a>``), not to the comment before.
        heads = []
        for start, slot in starts:
            prev = start.getprevious()
            while prev is not None and _anchor(prev):
                start = prev
                prev = prev.getprevious()
            heads.append((start, slot))
        for k, (start, slot) in enumerate(heads):
            stop = heads[k + 1][0] if k + 1 < len(heads) else None
            nodes = _run(start, stop, slot.child)
            if any(_holds_records(n, records_of_others) for n in nodes):
                continue
            text = _run_text(nodes)
            if len(_words(text)) - len(_words(slot.text)) < 2:
                continue
            group.records.append(Record(node=start, extra=nodes[1:]))
            group.slots.append(slot)
        if len(group.records) == 1 and _labelled(wrapper, group.records[0]):
            group.wrapped = True  # the one comment is all of W but its label: wrapped as well

    out: list[RecordSection] = []
    uncued: list[RecordSection] = []
    prose = _Prose(root)
    owner = {r.node: i for i, sec in enumerate(sections) for r in sec.records}
    for group in groups.values():
        kept = [
            (rec, slot)
            for rec, slot in zip(group.records, group.slots, strict=True)
            if not _notice(rec) and not _holds_title(rec)
        ]
        if not kept:
            continue
        group.records = [r for r, _s in kept]
        group.slots = [s for _r, s in kept]
        cued = _cue(group)
        if not cued and not _may_stand_alone(group, prose, owner, sections):
            continue
        _nest(group.records)
        section = RecordSection(
            container=group.container,
            records=group.records,
            snapshot=snapshot,
            method=METHOD if cued else UNCUED_METHOD,
            invariants=[[] for _ in group.records],
        )
        (out if cued else uncued).append(section)
    replaced = _replaced(sections, out)
    # an uncued group stands alone or not at all: one that holds another section's
    # records leaves them to that section's own decision
    if uncued:
        out.extend(
            s
            for s in uncued
            if not (_held_sections(s, sections, owner) - _read_again(s, sections)) and not _overlaps(s, out)
        )
    return out, replaced


def _held_sections(
    section: RecordSection, sections: list[RecordSection], owner: dict[lxml_html.HtmlElement, int]
) -> set[int]:
    """Positions of the ``sections`` every record of which lies in ``section``'s (wrapped)
    records: :func:`_replaced` for one such section, by a walk of its records' subtrees
    rather than of every other section's records."""
    inside: dict[int, set[lxml_html.HtmlElement]] = {}
    for rec in section.records:  # (a record nested in another is walked twice: a set)
        for el in rec.node.iter():
            i = owner.get(el)
            if i is not None:
                inside.setdefault(i, set()).add(el)
    return {i for i, held in inside.items() if len(held) == len({r.node for r in sections[i].records})}


def _read_again(section: RecordSection, sections: list[RecordSection]) -> set[int]:
    """Positions of the ``sections`` that read the same wrapper's children as ``section``'s
    runs do: the same list cut otherwise (a repeated element taken for each record where
    a comment of two lines repeats it twice). Both go to the decision, which keeps the
    better reading of one container; neither leaves the other out."""
    if not all(r.extra for r in section.records):
        return set()
    return {i for i, s in enumerate(sections) if s.container is section.container}


#: Headings a comment does not hold (an article's title, a teaser's headline, a section
#: of an article). A label heading over the one reader's reply ("Un cititor ne-a scris")
#: is outside its record (:func:`_labelled`).
_HEADINGS = ".//h1|.//h2|.//h3"


#: Words of a heading that sets a reader's name, not a title.
_NAME_HEADING_WORDS = 4


def _name_heading(heading: lxml_html.HtmlElement) -> bool:
    """A minor heading (not the page's ``h1``/``h2``) that holds a name beside its record's
    date ("<div><h3>Kiruna-Maja</h3> <time>3 dec 2025 08:15</time></div>"): a few words,
    no digits and no link (a teaser's headline leads elsewhere), its parent's other text a
    date."""
    if heading.tag != "h3" or heading.find(".//a") is not None:
        return False
    text = " ".join(heading.text_content().split())
    if not text or len(text.split()) > _NAME_HEADING_WORDS or any(c.isdigit() for c in text):
        return False
    parent = heading.getparent()
    if parent is None:
        return False
    rest = " ".join(parent.text_content().replace(text, " ", 1).split())
    span = date_span(rest) if 0 < len(rest) <= SLOT_MAX else None
    return span is not None and _outside_words(rest, span) == 0


#: Runs between bylines in one wrapper that may go to the decision without a cue when no
#: comment has an element of its own (see :func:`_inline_run`): one run opens an article as
#: readily as a comment; several, each a name, a date and prose, are a list of entries
#: that the decision's evidence judges.
RUNS_ALONE = 3


def _inline_run(rec: Record) -> bool:
    """A run of inline elements and line breaks, its prose in their tails (``<b>Anna</b>
    <small>12 May</small><br/>text<br/><br/>``): no block holds a part of the comment, so
    the structure methods cannot read it and only its bylines can. Blocks per part (a
    ``dt`` byline and a ``dd`` text, a header ``div`` and paragraphs) are the structure
    methods' to read, and their verdict stands."""
    return all(n.tag in _INLINE or n.tag == "br" for n in (rec.node, *rec.extra))


def _may_stand_alone(
    group: _Group, prose: _Prose, owner: dict[lxml_html.HtmlElement, int], sections: list[RecordSection]
) -> bool:
    """Whether an uncued group may go to the section decision at all: wrapped records,
    or at least :data:`RUNS_ALONE` runs (one byline followed by paragraphs is how an
    article opens too; one run that is all of its wrapper but a short label heading
    counts as wrapped) of inline markup, or of blocks no other section has read (``owner``:
    their records; where a structure method read a run's blocks, bylines and all, its
    verdict stands; one that read the texts between the bylines and not the bylines read
    the same list without who wrote it: :func:`_blind_to_bylines`),
    none holding a heading (an article, a teaser), and below the page's prose rather than
    above it (a discussion follows what it discusses; an article's byline, a video's
    caption, a "published" line open it)."""
    if not group.wrapped:
        if len(group.records) < RUNS_ALONE:
            return False
        held = {owner[n] for r in group.records for n in (r.node, *r.extra) if n in owner}
        if held and not all(map(_inline_run, group.records)) and not _blind_to_bylines(group, held, sections):
            return False
    if any(not _name_heading(h) for r in group.records for h in r.node.xpath(_HEADINGS)):
        return False
    last = group.records[-1]
    end = last.extra[-1] if last.extra else last.node  # a run (a labelled one) ends with its last node
    return prose.before(group.records[0].node) > prose.after(end)


def _blind_to_bylines(group: _Group, held: set[int], sections: list[RecordSection]) -> bool:
    """Whether every section in ``held`` read only the texts between the group's bylines:
    each of its records a block of the group's runs, no byline among them or their parts ("<p>text</p>
    <p>text</p><p class=firma><b>NAME</b> · DATE</p>" taken as a list of the unsigned
    paragraphs, a comment of two paragraphs cut in two)."""
    bylines = {slot.child for slot in group.slots}
    runs = {n for r in group.records for n in (r.node, *r.extra)} - bylines
    return all(
        all(r.node in runs and not bylines.intersection(r.extra) for r in sections[i].records) for i in held
    )


class _Prose:
    """Words of the page's paragraphs before and after an element, from one walk of the
    page made when first asked (most pages have no uncued group)."""

    def __init__(self, root: lxml_html.HtmlElement) -> None:
        self.root = root
        self.order: dict[lxml_html.HtmlElement, int] | None = None
        self.cumulative: list[int] = []  # words of the paragraphs up to each element, in order

    def _walk(self) -> dict[lxml_html.HtmlElement, int]:
        if self.order is None:
            self.order = {}
            total = 0
            for k, el in enumerate(self.root.iter()):
                self.order[el] = k
                if el.tag == "p":
                    total += len(_words(el.text_content()))
                self.cumulative.append(total)
        return self.order

    def before(self, el: lxml_html.HtmlElement) -> int:
        k = self._walk().get(el, 0)
        return self.cumulative[k - 1] if k > 0 else 0

    def after(self, el: lxml_html.HtmlElement) -> int:
        order = self._walk()
        last = el
        while len(last):  # the subtree's last element in document order
            last = last[-1]
        k = order.get(last, len(self.cumulative) - 1)
        return self.cumulative[-1] - self.cumulative[k] if self.cumulative else 0


def _overlaps(section: RecordSection, others: list[RecordSection]) -> bool:
    nodes = {r.node for r in section.records}
    return any(
        r.node in nodes or any(a in nodes for a in r.node.iterancestors()) for o in others for r in o.records
    )


#: Words between a page's ``h1`` and a byline that still make it the title's own byline.
_TITLE_BYLINE_WORDS = 12


def _holds_title(rec: Record) -> bool:
    """The article's own byline, whatever its words say ("Na Zuhura Said | 11 Machi 2025"
    reads as "said" to the verb cue): a record that holds an ``h1``, or a run that opens
    right under one (the title, a standfirst of a few words, then the byline). Comments
    of a flat page come after the article's prose, not before it."""
    if any(n.tag == "h1" or n.find(".//h1") is not None for n in (rec.node, *rec.extra)):
        return True
    if not rec.extra:
        return False
    words = 0
    for sib in rec.node.itersiblings(preceding=True):
        if sib.tag == "h1" or sib.find(".//h1") is not None:
            return True
        words += len(_words(sib.text_content()))
        if words > _TITLE_BYLINE_WORDS:
            return False
    return False


def _notice(rec: Record) -> bool:
    text = _run_text([rec.node, *rec.extra]) if rec.extra else " ".join(rec.node.text_content().split())
    return len(text.split()) <= 25 and bool(NOTICE.search(text))


def _nest(records: list[Record]) -> None:
    """Parents and depths of wrapped records nested in one another (document order)."""
    stack: list[int] = []
    for k, rec in enumerate(records):
        while stack and not _inside(rec.node, records[stack[-1]].node):
            stack.pop()
        if stack:
            rec.parent = stack[-1]
            rec.depth = records[stack[-1]].depth + 1
        stack.append(k)


def _replaced(sections: list[RecordSection], new: list[RecordSection]) -> set[int]:
    """Positions of the sections all of whose records lie in the new sections' records."""
    if not new:
        return set()
    covered: set[lxml_html.HtmlElement] = set()
    wrapped: set[lxml_html.HtmlElement] = set()
    for s in new:
        for r in s.records:
            covered.add(r.node)
            covered.update(r.extra)
            if not r.extra:
                wrapped.add(r.node)
    out = set()
    for i, s in enumerate(sections):
        if not s.records:
            continue
        if all(_within(r.node, covered, wrapped) for r in s.records):
            out.add(i)
    return out


def _within(
    node: lxml_html.HtmlElement, covered: set[lxml_html.HtmlElement], wrapped: set[lxml_html.HtmlElement]
) -> bool:
    if node in covered:
        return True
    return any(anc in wrapped or anc in covered for anc in node.iterancestors())
