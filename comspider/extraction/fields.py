"""Record section -> comment fields: author, date, text, likes, parent, depth.

The fields are learnt per section by comparing its records (they share one template):

- every text piece of a record is placed by its path from the record container
  (tag + attribute names + position among same-signature siblings), so that the same
  template slot has the same path in every record;
- text that repeats verbatim across records ("Reply", "says:", "Antworten") is template;
- the date is the slot where most records have a parseable date (``<time datetime>``
  and date attributes first, then the text: absolute and relative, many languages);
- likes: a number inside (or next to) a like/vote control;
- the author: a short, variable text in a slot marked as a name/user/profile, or a
  profile link, near the avatar and before the body;
- the text: the deepest slot that holds most of the remaining variable text (the body
  container), without the author, date, likes, template text, buttons and forms, and
  without the nested reply records (they are comments of their own).

Everything is iterative; records of any depth are fine.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from urllib.parse import urljoin

from lxml import html as lxml_html

from comspider.clock import iso
from comspider.extraction import record_meta
from comspider.extraction.dates import (
    date_span,
    looks_like_date,
    parse_date,
    parse_date_like,
    parse_iso,
    search_date,
)
from comspider.extraction.dom import BLOCK_TAGS, IGNORED_TAGS, OPAQUE_TAGS, normalise_ws, text_content
from comspider.extraction.gc_pause import without_gc
from comspider.extraction.model import ExtractedComment, Record, RecordSection
from comspider.extraction.threads import thread_flat_records

Key = tuple[str, ...]

_AUTHOR_HINT = re.compile(
    r"author|user|name|nick|member|profile|byline|poster|commenter|vcard|\bfn\b|autor|benutzer|"
    r"nutzer|pseudo|login|handle|screen|utilisateur|usuario|utente|avatar-name|who|by\b",
    re.I,
)
_AUTHOR_HREF = re.compile(
    r"/(?:user|users|u|profile|profil|member|members|author|people|"
    r"benutzer|nutzer|autor|account|community/user|@)[/=]?",
    re.I,
)
_LIKE_HINT = re.compile(
    r"like|vote|upvote|thumb|score|point|karma|rating|heart|reaction|favou?rite|recommend|"
    r"helpful|plus|gef[äa]llt|positive|\bup\b|applause|clap|kudos|empfehl|j'aime|me gusta|"
    r"mi piace|лайк|нрав",
    re.I,
)
_DISLIKE_HINT = re.compile(
    r"dislike|down|minus|negative|thumbs?-?o?-?down|contra|unlike|nicht hilfreich", re.I
)
_NUMBER = re.compile(r"^\s*[+\-−]?(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s*([kKmM]|tsd\.?|mio\.?)?\s*$")
_NUMBER_WITH_WORD = re.compile(
    r"^\s*[+]?(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*([kKmM])?\s+"
    r"(\w+(?:\s\w+)?)\s*$",
    re.U,
)
# "Like (4)", "أعجبني (4)", "Gefällt mir: 3": a label, then the count in brackets or after a colon.
_WORD_WITH_NUMBER = re.compile(
    r"^\s*([^\W\d_]+(?:\s[^\W\d_]+){0,2})\s*(?:\(\s*(\d{1,9})\s*\)|\[\s*(\d{1,9})\s*\]"
    r"|:\s*(\d{1,9}))\s*$",
    re.U,
)
_LETTER = re.compile(r"[^\W\d_]", re.U)
_BY = re.compile(r"(?:^|\s)(?:by|von|par|de|di|door|av|від|от|przez|od)\s*:?\s*$", re.I)
# What a template writes after the name: "Anna says:", "Bernd sagt:", "Chloé a écrit :".
_SAYS = re.compile(
    r"\s*(?:says|said|wrote|writes|sagt|sagte|schrieb|schreibt|meint|meinte|a écrit|écrit|dice|dijo|"
    r"escribió|scrive|ha scritto|zegt|schreef|skriver|skrev|napisał|napisała|пишет|написал|написала)\b",
    re.I,
)
_BY_AUTHOR = re.compile(
    r"(?:^|\b)(?:by|von|par|door|przez)\s+([^\s—–|@,:][^—–|@:]{0,38}?)\s*"
    r"(?:[—–|@,:]|\s(?:on|am|le|el|il|op|um|at|says|sagt|schrieb|wrote)\b|$)",
    re.I,
)
# A path step of an attribute-less text block or formatting element ("p#0", "b#1").
_CONTENT_STEP = re.compile(
    r"^(?:p|blockquote|pre|ul|ol|li|dl|b|i|u|s|em|strong|small|span|font|"
    r"br|a|q|code|sup|sub|mark|h[1-6])#\d+$"
)
_TRAILING_CONNECTOR = re.compile(r"(?:[\s,;·•|–—-]+|\b(?:le|am|on|at|el|il|den|op|em|w|dnia)\b)+$", re.I)
_SEPARATOR = re.compile(r"[|·•—–]|\s-\s")
_WEEKDAY = re.compile(
    r"\b(?:mo|di|mi|do|fr|sa|so|mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|"
    r"sam|dim|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\.?,?\s*$",
    re.I,
)
_DATE_ATTRS = (
    "datetime",
    "data-datetime",
    "data-time",
    "data-date",
    "data-timestamp",
    "data-utime",
    "data-created",
    "content",
    "title",
)
_LIKE_ATTRS = ("data-like-count", "data-likes", "data-count", "data-votes", "data-score", "data-upvotes")
_DISLIKE_ATTRS = ("data-dislike-count", "data-dislikes", "data-downvotes", "data-count")
_COUNT_SLOT_ENDS = (*_LIKE_ATTRS, *_DISLIKE_ATTRS, "aria")  # how a count's attribute slot ends
_NOT_CONTENT = frozenset({"button", "form", "select", "option", "textarea", "input", "label", "nav", "menu"})
_DATE_SAMPLE = 6  # records whose every date-like piece is parsed to find the date slot


_DateCand = tuple[str, datetime, str, lxml_html.HtmlElement | None, "Piece | None"]
# A record's chosen date: (datetime, the date as written, its element, its piece).
_DateOf = tuple[datetime, str, lxml_html.HtmlElement | None, "Piece | None"]


@dataclass(slots=True)
class Piece:
    el: lxml_html.HtmlElement  # the element the text hangs on
    tail: bool  # True: el.tail; False: el.text
    key: Key  # path of the owner element (el, or el's parent for a tail)
    text: str  # whitespace-normalised
    owner: lxml_html.HtmlElement
    in_control: bool  # inside a button/form/nav...
    in_invariant: bool = False  # inside an invariant subtree (template slot)


@dataclass(slots=True)
class RecordView:
    pieces: list[Piece] = field(default_factory=list)
    # Path -> element, in the order the walk lists them (each parent's children when it
    # is entered); keys are unique, so this is also the order of the elements.
    elements: dict[Key, lxml_html.HtmlElement] = field(default_factory=dict)
    # Reading-order tokens for text assembly: a Piece, or a Key standing for a block break.
    tokens: list[Piece | Key] = field(default_factory=list)
    holds_nested: set[Key] = field(default_factory=set)  # elements around nested records
    run: bool = False  # the record is a run of sibling nodes (its roots are its parts)

    @property
    def order(self) -> list[tuple[Key, lxml_html.HtmlElement]]:
        """(path, element) of every element, in ``elements``' order: only the records
        whose slots are learnt (or not found) read it, so it is not kept per record."""
        return list(self.elements.items())


_SIGS: dict[tuple[str, tuple[str, ...]], str] = {}


def _sig(el: lxml_html.HtmlElement) -> str:
    names = el.keys()
    if not names:
        return el.tag
    key = (el.tag, tuple(names))
    found = _SIGS.get(key)
    if found is None:
        if len(_SIGS) > 50_000:
            _SIGS.clear()
        found = _SIGS[key] = el.tag + "[" + ",".join(sorted(names)) + "]"
    return found


def record_view(
    roots: list[lxml_html.HtmlElement],
    skip: set[lxml_html.HtmlElement],
    invariants: set[lxml_html.HtmlElement] | None = None,
) -> RecordView:
    """Text pieces and elements of one record (its node and extra sibling nodes, in
    document order), the elements in ``skip`` (the other records) left out (hidden parts
    stay: a collapsed "read more" holds the comment's own text). A record of several sibling nodes (a run) owns the text between and after
    them: their tails. Iterative."""
    view = RecordView(run=len(roots) > 1)
    inv = invariants or set()
    root_set = set(roots)
    # The roots whose tails are not the record's (a single element's tail is outside it).
    outside = root_set if len(roots) == 1 else set()
    # (element, key, closing, inside a control, inside an invariant) -- the flags are the
    # parent's for an opening entry and for the tail of a closing one.
    stack: list[tuple[lxml_html.HtmlElement, Key, bool, bool, bool]] = []
    seen: dict[str, int] = {}
    root_entries = []
    for root in roots:
        s = _sig(root)
        k = seen.get(s, 0)
        seen[s] = k + 1
        key: Key = (f"{s}#{k}",)
        view.elements[key] = root
        root_entries.append((root, key, False, False, root in inv))
    stack.extend(reversed(root_entries))
    pieces, tokens = view.pieces, view.tokens
    add_piece, add_token = pieces.append, tokens.append
    elements = view.elements
    push, pop = stack.append, stack.pop
    while stack:
        el, key, closing, ctrl, in_inv = pop()
        if closing:
            if el.tag in BLOCK_TAGS:
                add_token(key)
            tail = el.tail
            if tail and el not in outside and not tail.isspace():
                piece = Piece(el, True, key[:-1], " ".join(tail.split()), el.getparent(), ctrl, in_inv)
                add_piece(piece)
                add_token(piece)
            continue
        tag = el.tag
        if el not in root_set and (tag.__class__ is not str or tag in IGNORED_TAGS or el in skip):
            tail = el.tail
            if tail and not tail.isspace():
                piece = Piece(el, True, key[:-1], " ".join(tail.split()), el.getparent(), ctrl, in_inv)
                add_piece(piece)
                add_token(piece)
            if el in skip:
                add_token(key[:-1])  # a nested record breaks the text
                for j in range(1, len(key)):
                    view.holds_nested.add(key[:j])
            continue
        here_ctrl = ctrl or tag in _NOT_CONTENT
        here_inv = in_inv or (el in inv if inv else False)
        if tag in BLOCK_TAGS:
            add_token(key)
        text = el.text
        if text and not text.isspace() and tag not in OPAQUE_TAGS:
            piece = Piece(el, False, key, " ".join(text.split()), el, here_ctrl, here_inv)
            add_piece(piece)
            add_token(piece)
        push((el, key, True, ctrl, in_inv))
        if tag in OPAQUE_TAGS or not len(el):
            continue
        counts: dict[str, int] = {}
        children = []
        for child in el:
            ctag = child.tag
            if ctag.__class__ is str:
                sig = _sig(child)
                k = counts.get(sig, 0)
                counts[sig] = k + 1
                ckey = (*key, f"{sig}#{k}")
                if ctag not in IGNORED_TAGS and child not in skip:
                    elements[ckey] = child
            else:
                ckey = (*key, "#")
            children.append((child, ckey, False, here_ctrl, here_inv))
        children.reverse()
        stack.extend(children)
    return view


def _hint_text(el: lxml_html.HtmlElement) -> str:
    """Attribute values that describe an element's role (class, id, itemprop...)."""
    parts = []
    for name, value in el.items():
        if name in (
            "class",
            "id",
            "itemprop",
            "rel",
            "data-testid",
            "aria-label",
            "role",
            "title",
        ) or name.startswith("data-"):
            parts.append(name if name.startswith("data-") else "")
            parts.append(value)
    return " ".join(parts)


def _ancestor_hints(el: lxml_html.HtmlElement, stop: lxml_html.HtmlElement, levels: int = 3) -> str:
    parts = []
    cur = el
    for _ in range(levels):
        if cur is None or (cur is stop and cur is not el):
            break  # the record's own classes ("comment byuser") describe the record
        parts.append(_hint_text(cur))
        cur = cur.getparent()
    return " ".join(parts)


def parse_count(text: str) -> int | None:
    """'12', '1.2k', '1,234', '+3', '12 likes', '1 Person' -> int."""
    m = _NUMBER.match(text) or _NUMBER_WITH_WORD.match(text)
    if not m:
        w = _WORD_WITH_NUMBER.match(text)
        return int(w.group(2) or w.group(3) or w.group(4)) if w else None
    number, suffix = m.group(1), (m.group(2) or "").lower()
    if suffix:
        value = float(number.replace(",", "."))
        mult = 1000 if suffix.startswith(("k", "tsd")) else 1_000_000
        return round(value * mult)
    digits = re.sub(r"[.,\s]", "", number)
    return int(digits) if digits.isdigit() and len(digits) <= 9 else None


# ---------------------------------------------------------------------------------------
# The section-level learning
# ---------------------------------------------------------------------------------------


@dataclass(slots=True)
class _Choice:
    author: dict[int, Piece] = field(default_factory=dict)
    author_text: dict[int, str] = field(default_factory=dict)  # when a piece holds more
    date: dict[int, tuple[datetime, str, lxml_html.HtmlElement | None, Piece | None]] = field(
        default_factory=dict
    )
    likes: dict[int, tuple[int, lxml_html.HtmlElement | None, Piece | None]] = field(default_factory=dict)
    dislikes: dict[int, tuple[int, lxml_html.HtmlElement | None, Piece | None]] = field(default_factory=dict)


def _template_texts(views: list[RecordView]) -> set[str]:
    """Texts in (nearly) every record: "Reply", "says:", "Antworten". A frequent text in
    a slot where other records have other texts is a name (the blog owner answering
    every comment, the same reader twice in a thread of three), not template."""
    if len(views) < 2:
        return set()
    counts: Counter[str] = Counter()
    in_slot: defaultdict[str, Counter[str]] = defaultdict(Counter)  # slot -> text -> records
    text_slots: defaultdict[str, set[str]] = defaultdict(set)
    for view in views:
        texts = set()
        slots: set[tuple[str, str]] = set()
        for p in view.pieces:
            if len(p.text) <= 60:
                t = p.text.casefold()
                texts.add(t)
                slot = _loose("/".join(p.key)) + ("~" if p.tail else "")
                slots.add((slot, t))
                text_slots[t].add(slot)
        for slot, t in slots:
            in_slot[slot][t] += 1
        counts.update(texts)
    limit = max(2, int(0.75 * len(views) + 0.5))
    out = set()
    for t, c in counts.items():
        if c < limit:
            continue
        variable = False
        for slot in text_slots[t]:
            here = in_slot[slot]
            if len(here) > max(2, 0.2 * len(views)) or here[t] < 0.9 * sum(here.values()):
                variable = True  # a slot of names, not template
                break
        if variable:
            continue
        if len(views) < 4 and not ui_text(t) and _LETTER.search(t) and _name_like(t, views):
            continue  # two or three records: the same name twice is as likely as template
        out.add(t)
    return out


_NAME_SLOT = re.compile(
    r"author|user|name|nick|member|profile|byline|poster|commenter|vcard|\bfn\b|autor|benutzer|nutzer|pseudo",
    re.I,
)


def _name_like(text: str, views: list[RecordView]) -> bool:
    """Could the repeated short ``text`` be the same person's name in each record (a
    slot marked as a name, a profile link, or one or two words outside any link)?"""
    for view in views:
        for p in view.pieces:
            if p.text.casefold() != text:
                continue
            owner = p.owner
            if _NAME_SLOT.search(_hint_text(owner)) or (
                owner.tag == "a" and _AUTHOR_HREF.search(owner.get("href") or "")
            ):
                return True
            if p.in_control or owner.tag in ("a", "button") or len(text.split()) > 2:
                return False
    return True


#: What comment templates write around a comment, in many languages: recognised as
#: whole pieces even in a section too small to learn its template from (one comment).
UI_WORDS = frozenset(
    [
        "reply",
        "replies",
        "antworten",
        "antwort",
        "melden",
        "report",
        "like",
        "liken",
        "likes",
        "share",
        "teilen",
        "quote",
        "zitieren",
        "permalink",
        "löschen",
        "delete",
        "edit",
        "bearbeiten",
        "répondre",
        "repondre",
        "signaler",
        "partager",
        "responder",
        "denunciar",
        "compartir",
        "rispondi",
        "segnala",
        "condividi",
        "odpowiedz",
        "zgłoś",
        "ответить",
        "пожаловаться",
        "yanıtla",
        "beantwoorden",
        "reageren",
        "svara",
        "svar",
        "vastaa",
        "返信",
        "回复",
        "답글",
        "رد",
        "השב",
        "says",
        "said",
        "sagt",
        "sagte",
        "schrieb",
        "schreibt",
        "wrote",
        "writes",
        "meint",
        "meinte",
        "dice",
        "dijo",
        "scrive",
        "écrit",
        "recommend",
        "empfehlen",
        "upvote",
        "downvote",
        "flag",
    ]
) | frozenset(
    {
        "posted by",
        "geschrieben von",
        "kommentar von",
        "comment by",
        "schrieb am",
        "gefällt mir",
        "a écrit",
        "log in to reply",
        "zum antworten anmelden",
        "antworten abbrechen",
        "cancel reply",
        "antwort abbrechen",
        "in reply to",
        "als antwort auf",
        "mehr anzeigen",
        "show more",
        "weiterlesen",
        "read more",
    }
)
_UI_EDGES = re.compile(r"^[\W\d_]+|[\W\d_]+$")


@lru_cache(maxsize=16384)  # the same template words in every record
def ui_text(text: str) -> bool:
    """Is ``text`` (a whole piece) a template's word: "Reply", "says:", "↳ Antworten",
    "#3", "Posted by"?"""
    core = _UI_EDGES.sub("", text.casefold())
    if not core:
        return bool(re.fullmatch(r"\W*#\s?\d{1,5}\W*", text))
    return core in UI_WORDS


def _is_punct(text: str) -> bool:
    return not _LETTER.search(text) and not re.search(r"\d", text)


def _date_candidates(
    view: RecordView, ref: datetime, template: set[str], parse_text: bool
) -> list[tuple[str, datetime, str, lxml_html.HtmlElement | None, Piece | None]]:
    """(slot, datetime, raw text, element, piece) for every date found in a record."""
    out: list[tuple[str, datetime, str, lxml_html.HtmlElement | None, Piece | None]] = []
    for key, el in view.order:
        for attr in _DATE_ATTRS:
            value = el.get(attr)
            if not value or len(value) > 40:
                continue
            if attr in ("content", "title") and not re.match(r"\s*\d{4}-\d{2}-\d{2}|\s*\d{10}", value):
                continue
            dt = parse_iso(value)
            if dt is None and attr in ("datetime", "title", "data-date", "data-time"):
                dt = parse_date(value, ref)
            if dt is not None:
                raw = normalise_ws(text_content(el))[:80] if len(el) < 4 else ""
                out.append(("@" + "/".join(key) + "@" + attr, dt, raw or value, el, None))
                break
    if parse_text:
        # Small elements whose whole text holds a date among other words
        # ("Comment by X — 17.07, 2011 @ 13:24").
        for key, el in view.order:
            if (
                (len(key) < 2 and not view.run)
                or len(el) > 6
                or el.tag in ("a", "time")
                or key in view.holds_nested
            ):
                continue
            text = normalise_ws(text_content(el))
            if not text or len(text) > 120:
                continue
            found = search_date(text, ref)
            if found is not None:
                out.append(("#" + "/".join(key), found[0], found[1], el, None))
        for piece in view.pieces:
            if piece.text.casefold() in template or not looks_like_date(piece.text):
                continue
            dt = parse_date_like(piece.text, ref)
            if dt is not None:
                out.append(("/".join(piece.key), dt, piece.text, None, piece))
    return out


#: Records whose markup the section-level choices (template texts, the author, date,
#: likes and body slots) are learnt from, spread over the section; every record is then
#: read at those slots. Enough to see a template; the rest is linear in the records.
SAMPLE = 48


def sample_indices(n: int, size: int = SAMPLE) -> list[int]:
    """Up to ``size`` record positions spread evenly over ``n`` (all when fewer)."""
    if n <= size:
        return list(range(n))
    step = n / size
    return sorted({int(k * step) for k in range(size)})


@without_gc
def comment_fields(
    section: RecordSection,
    *,
    reference_time: datetime,
    page_url: str | None = None,
    details: bool = True,
) -> list[ExtractedComment]:
    """The fields of the records of ``section`` that hold text, in record order. A flat
    list whose replies are marked rather than nested gets its parents first
    (:mod:`.threads`). A record with an author or a date but no text is no comment: it is
    left out, and its replies answer its own parent. ``page_url``: the page's address,
    for absolute permalinks and profile links. ``details=False`` leaves the fields no
    other field depends on (xpath, author_url, site_comment_id, permalink) None: a
    reader that prints none of them (``comspider extract`` without ``--all-fields``)
    saves their walks, a tenth of the fields' time on 4,000 comments."""
    records = section.records
    if not records:
        return []
    thread_flat_records(section)
    nodes = [r.node for r in records]
    node_set = set(nodes)
    invariants = section.invariants if len(section.invariants) == len(records) else [[]] * len(records)
    roots = [_roots(rec) for rec in records]
    views = [
        record_view(r, node_set, {x for x in inv if x is not rec.node} if inv else None)
        for rec, r, inv in zip(records, roots, invariants, strict=True)
    ]
    sample = sample_indices(len(views))
    template = _template_texts([views[i] for i in sample])

    choice = _Choice()
    _choose_dates(views, reference_time, template, choice, sample)
    choice.likes = _choose_counts(views, nodes, sample, dislikes=False, taken=set())
    taken = {id(v[2]) for v in choice.likes.values() if v[2] is not None}
    choice.dislikes = _choose_counts(views, nodes, sample, dislikes=True, taken=taken)
    _choose_authors(views, nodes, template, choice, reference_time, sample)

    xpaths = element_paths(nodes) if details else [None] * len(nodes)
    out: list[ExtractedComment | None] = []
    body_key = _body_key([views[i] for i in sample], template, choice, sample)
    for i, (rec, view) in enumerate(zip(records, views, strict=True)):
        excluded: set[int] = set()
        excluded_els: set[lxml_html.HtmlElement] = set()
        author_piece = choice.author.get(i)
        if author_piece is not None:
            excluded.add(id(author_piece))
        date = choice.date.get(i)
        if date is not None:
            if date[2] is not None:
                excluded_els.add(date[2])
            if date[3] is not None:
                excluded.add(id(date[3]))
        for counts in (choice.likes, choice.dislikes):
            found = counts.get(i)
            if found is not None:
                if found[1] is not None:
                    excluded_els.add(found[1])
                if found[2] is not None:
                    excluded.add(id(found[2]))
        # A byline block around the author and date is left out of the text; with a body
        # slot of its own below the record, the text never reaches it anyway.
        header = (
            _byline_block(view, rec, body_key, author_piece, date, template, excluded, excluded_els)
            if len(body_key) <= 1 or view.run
            else None
        )
        if header is not None:
            excluded_els.add(header)
        text = _assemble(view, body_key, template, excluded, excluded_els)
        if not text and body_key:
            text = _assemble(view, (), template, excluded, excluded_els)
        if text and (len(body_key) > 1 or header is not None):
            title = _title(view, body_key, template, excluded, header)
            if title and title not in text:
                text = f"{title} {text}"
        # "(edited)" lives in the template around the text, or at its end.
        nb = len(body_key)
        marked = record_meta.edited(
            [p.text for p in view.pieces if len(p.text) <= 60 and (not nb or p.key[:nb] != body_key)],
            text,
            [],
        )
        if marked:
            text = record_meta.EDITED_END.sub("", text).rstrip()
        if not text:
            out.append(None)  # an author or a date, but nothing said: no comment
            continue
        xpath = xpaths[i]
        author = choice.author_text.get(i) or (author_piece.text if author_piece is not None else None)
        if author and date is not None and date[1] and date[1] in author:
            # "Claude - Le 24/11/2019 à 18:19:59": the name without the date.
            author = _TRAILING_CONNECTOR.sub("", author.split(date[1])[0]).strip() or None
        likes = choice.likes.get(i)
        dislikes = choice.dislikes.get(i)
        out.append(
            ExtractedComment(
                text=text,
                author=author,
                published_at=iso(date[0]) if date is not None else None,
                published_text=date[1] if date is not None else None,
                likes=likes[0] if likes is not None else None,
                dislikes=dislikes[0] if dislikes is not None else None,
                parent=rec.parent,
                depth=rec.depth,
                xpath=xpath,
                author_url=record_meta.author_url(
                    author_piece.owner if author_piece is not None and not author_piece.tail else None,
                    page_url,
                )
                if author and details
                else None,
                site_comment_id=record_meta.site_comment_id(roots[i]) if details else None,
                permalink=(
                    record_meta.permalink(roots[i], node_set, page_url, date[2] if date is not None else None)
                    or _date_link(date, page_url)
                )
                if details
                else None,
                edited=marked,
            )
        )
    return _without_empty(out)


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
HEADER_WORDS = 4  # words besides author, date, title and template words in a byline block


def _byline_block(
    view: RecordView,
    rec: Record,
    body: Key,
    author: Piece | None,
    date: tuple[datetime, str, lxml_html.HtmlElement | None, Piece | None] | None,
    template: set[str],
    excluded: set[int],
    excluded_els: set[lxml_html.HtmlElement],
) -> lxml_html.HtmlElement | None:
    """The largest element around the record's author and date that holds nothing else
    worth keeping (a few words at most; its title comes back through :func:`_title`):
    "Kurze Antworten / geschrieben von X am 21. Jan. 2015 / [ antworten ]" is template,
    not text."""
    anchor = None
    if date is not None:
        if date[2] is not None:
            anchor = date[2]
        elif date[3] is not None:
            anchor = date[3].el if date[3].tail else date[3].owner
    if anchor is None and author is not None:
        anchor = author.el if author.tail else author.owner
    if anchor is None:
        return None
    roots = {rec.node, *rec.extra}
    body_el = view.elements.get(body) if body else None
    body_chain = set(_ancestors(body_el, 12)) | {body_el} if body_el is not None else set()
    # The candidate blocks: the anchor and up to three ancestors, inside the record only
    # (a root only when the record is a run of siblings: its header block is one).
    chain: list[lxml_html.HtmlElement] = []
    el: lxml_html.HtmlElement | None = anchor
    for _ in range(4):
        if el is None or (el in roots and len(roots) == 1) or el in body_chain:
            break
        if el not in roots and not any(a in roots for a in _ancestors(el, 12)):
            break
        chain.append(el)
        if el in roots:
            break
        el = el.getparent()
    if not chain:
        return None
    # Words each candidate holds besides author, date, titles and template words.
    words = dict.fromkeys(chain, 0)
    for piece in view.pieces:
        if id(piece) in excluded or piece.in_control or _is_punct(piece.text):
            continue
        if piece.text.casefold() in template or ui_text(piece.text) or piece.owner.tag in _HEADINGS:
            continue
        owner = piece.owner
        ancestors = [owner, *_ancestors(owner, 6)]
        if any(a in excluded_els for a in ancestors[:4]):
            continue
        n = len(piece.text.split())
        for a in ancestors:
            if a in words:
                words[a] += n
    best = None
    for el in chain:  # innermost first
        if words[el] > HEADER_WORDS:
            break
        best = el
    return best


def _title(
    view: RecordView, body: Key, template: set[str], excluded: set[int], header: lxml_html.HtmlElement | None
) -> str:
    """A comment's own title: a heading of the record before its body slot (or in its
    byline block) that is not its author, date or template ("Quantensprung? Wohl eher ein
    kleiner Schritt.")."""
    n = len(body) if len(body) > 1 else 0  # a root as the body: the title is in the byline block
    for piece in view.pieces:
        if n and piece.key[:n] == body:
            break  # titles come before the body
        if piece.tail or piece.owner.tag not in _HEADINGS or id(piece) in excluded or piece.in_control:
            continue
        if not n and (header is None or not any(a is header for a in _ancestors(piece.owner, 6))):
            continue
        if len(piece.text) > 200 or piece.text.casefold() in template or ui_text(piece.text):
            continue
        return piece.text
    return ""


def element_paths(nodes: list[lxml_html.HtmlElement]) -> list[str | None]:
    """``getroottree().getpath(node)`` of each node, the same strings, each built from its
    parent's (getpath counts every ancestor's siblings anew for every node: a list of
    4,000 comments costs it 8 million steps, and a reply deep in a thread as much again).
    Each parent's children are counted once; an element whose name has a prefix or a
    namespace, and the tree's top, get libxml2's own path."""
    paths: dict[lxml_html.HtmlElement, str | None] = {}
    steps: dict[lxml_html.HtmlElement, dict[lxml_html.HtmlElement, str]] = {}

    def own_path(el: lxml_html.HtmlElement) -> str | None:
        try:
            return str(el.getroottree().getpath(el))
        except (ValueError, TypeError):
            return None

    def step_of(parent: lxml_html.HtmlElement, child: lxml_html.HtmlElement) -> str:
        known = steps.get(parent)
        if known is None:
            counts: dict[str, int] = {}
            position: dict[lxml_html.HtmlElement, tuple[str, int]] = {}
            for sibling in parent:
                tag = sibling.tag
                if isinstance(tag, str):
                    counts[tag] = counts.get(tag, 0) + 1
                    position[sibling] = (tag, counts[tag])
            known = steps[parent] = {
                sibling: f"{tag}[{n}]" if counts[tag] > 1 else tag for sibling, (tag, n) in position.items()
            }
        return known[child]

    def path_of(el: lxml_html.HtmlElement) -> str | None:
        chain: list[lxml_html.HtmlElement] = []
        cur = el
        while cur not in paths:
            parent = cur.getparent()
            tag = cur.tag
            if parent is None or not isinstance(tag, str) or ":" in tag or "{" in tag:
                paths[cur] = own_path(cur)
                break
            chain.append(cur)
            cur = parent
        base = paths[cur]
        for child in reversed(chain):
            if base is None:
                paths[child] = own_path(child)
            else:
                step = step_of(child.getparent(), child)
                paths[child] = f"{base}/{step}" if base != "/" else f"/{step}"
            base = paths[child]
        return base

    return [path_of(node) for node in nodes]


def _date_link(
    date: tuple[datetime, str, lxml_html.HtmlElement | None, Piece | None] | None, page_url: str | None
) -> str | None:
    """The link around a comment's date: most templates make the date the permalink."""
    if date is None:
        return None
    el = date[2] if date[2] is not None else (date[3].owner if date[3] is not None else None)
    for _ in range(3):
        if el is None:
            return None
        if el.tag == "a":
            href = (el.get("href") or "").strip()
            if not href or href.startswith(("javascript:", "mailto:")) or "replytocom" in href:
                return None
            return urljoin(page_url, href) if page_url else href
        el = el.getparent()
    return None


def _without_empty(out: list[ExtractedComment | None]) -> list[ExtractedComment]:
    """Drop the records without text; a reply of a dropped record answers its parent,
    and indices and depths follow."""
    if all(c is not None for c in out):
        return [c for c in out if c is not None]
    new_index: dict[int, int] = {}
    kept: list[ExtractedComment] = []
    parent_of = [c.parent if c is not None else None for c in out]
    for i, c in enumerate(out):
        if c is None:
            continue
        p = c.parent
        while p is not None and out[p] is None:
            p = parent_of[p]
        c.parent = new_index[p] if p is not None else None
        c.depth = kept[c.parent].depth + 1 if c.parent is not None else 0
        new_index[i] = len(kept)
        kept.append(c)
    return kept


def _loose(slot: str) -> str:
    """A slot without sibling positions: matches when optional siblings shift them."""
    return re.sub(r"#\d+", "", slot)


def _roots(rec: Record) -> list[lxml_html.HtmlElement]:
    if not rec.extra:
        return [rec.node]
    parent = rec.node.getparent()
    nodes = [rec.node, *rec.extra]
    if parent is None:
        return nodes
    return sorted(nodes, key=parent.index)


@lru_cache(maxsize=1024)  # one learnt slot, read in every record
def _slot_key(slot: str) -> Key:
    """The steps of a slot string (the ``"/".join`` of a piece's key)."""
    return tuple(slot.split("/"))


def _at_slot(view: RecordView, slot: str) -> list[Piece]:
    """The pieces of a record whose ``"/".join(piece.key) == slot``, without a string
    built for every piece of every record: the key tuples compare. A key a step of which
    holds a "/" (a namespaced tag such as ``{http://www.w3.org/1999/xhtml}div``) joins to
    more steps than it has, so only a key shorter than the slot's steps is joined (and
    most of those are turned down by their last step)."""
    path = _slot_key(slot)
    steps = len(path)
    return [
        p
        for p in view.pieces
        if p.key == path
        or (len(p.key) < steps and (not p.key or slot.endswith(p.key[-1])) and "/".join(p.key) == slot)
    ]


def _date_at(view: RecordView, slot: str, ref: datetime, template: set[str]) -> _DateCand | None:
    """The date in ``slot`` of one record, found without scanning the record."""
    if slot.startswith("@"):
        _at, path, attr = slot.split("@", 2)
        el = view.elements.get(_slot_key(path))
        if el is None:
            return None
        value = el.get(attr)
        if not value or len(value) > 40:
            return None
        dt = parse_iso(value)
        if dt is None and attr in ("datetime", "title", "data-date", "data-time"):
            dt = parse_date(value, ref)
        if dt is None:
            return None
        raw = normalise_ws(text_content(el))[:80] if len(el) < 4 else ""
        return (slot, dt, raw or value, el, None)
    if slot.startswith("#"):
        el = view.elements.get(_slot_key(slot[1:]))
        if el is None:
            return None
        found = search_date(normalise_ws(text_content(el)), ref)
        return (slot, found[0], found[1], el, None) if found else None
    for piece in _at_slot(view, slot):
        if piece.text.casefold() not in template and looks_like_date(piece.text):
            dt = parse_date_like(piece.text, ref)
            if dt is not None:
                return (slot, dt, piece.text, None, piece)
            # The date slot's text holds more than the date ("schrieb am 12. März 2010:").
            found = search_date(piece.text, ref) if len(piece.text) <= 80 else None
            if found is not None:
                return (slot, found[0], found[1], None, piece)
    return None


def _choose_dates(
    views: list[RecordView], ref: datetime, template: set[str], choice: _Choice, sample: list[int]
) -> None:
    # 1. Find the slot on a few records (full parsing), 2. read that slot everywhere.
    slot_votes: Counter[str] = Counter()
    for i in sample[:_DATE_SAMPLE]:
        for slot in dict.fromkeys(c[0] for c in _date_candidates(views[i], ref, template, True)):
            slot_votes[slot] += 1
    if not slot_votes:
        return
    # Attribute slots (machine-readable) win ties over text slots, text pieces over
    # dates found inside a longer element text.
    best_slot = max(
        slot_votes, key=lambda s: (slot_votes[s], s.startswith("@"), not s.startswith("#"), s.count("/"))
    )
    loose = _loose(best_slot)
    for i, view in enumerate(views):
        pick = _date_at(view, best_slot, ref, template)
        if pick is None:
            cands = _date_candidates(view, ref, template, True)
            pick = next((c for c in cands if _loose(c[0]) == loose), None)
            if pick is None:
                # The slot moved (an extra badge shifted positions): any date of the
                # record, machine-readable ones first. Only short texts: a date inside a
                # comment's own words must stay in its text.
                attr = [c for c in cands if c[0].startswith("@")]
                text = [
                    c
                    for c in cands
                    if not c[0].startswith(("@", "#")) and len(c[2]) <= 40 and not _in_prose(c[4])
                ]
                inner = [c for c in cands if c[0].startswith("#") and len(c[2]) <= 60]
                found = attr or text or inner
                pick = found[0] if found else None
        if pick is not None:
            _slot, dt, raw, el, date_piece = pick
            choice.date[i] = (dt, raw, el, date_piece)


_INLINE = frozenset(
    {"a", "span", "b", "i", "em", "strong", "small", "font", "mark", "u", "abbr", "q", "cite"}
)


def _in_prose(piece: Piece | None) -> bool:
    """An inline element's own text inside running text: the link "hier" in "Den Bericht
    gibt es hier, falls...", which dateparser would read as the French "yesterday"."""
    if piece is None or piece.tail or piece.el.tag not in _INLINE:
        return False
    parent = piece.el.getparent()
    if parent is None:
        return False
    return bool((parent.text or "").strip()) or any((c.tail or "").strip() for c in parent)


_Count = tuple[str, int, lxml_html.HtmlElement | None, Piece | None]


def _count_candidates(view: RecordView, node: lxml_html.HtmlElement, dislikes: bool) -> list[_Count]:
    """(slot, count, element, piece) of every like (or dislike) count of one record."""
    want, other = (_DISLIKE_HINT, None) if dislikes else (_LIKE_HINT, _DISLIKE_HINT)
    cands: list[_Count] = []
    for key, el in view.order:
        hints = _hint_text(el)
        if other is not None and other.search(hints):
            continue
        for attr in _DISLIKE_ATTRS if dislikes else _LIKE_ATTRS:
            value = el.get(attr)
            if value is not None and (attr != "data-count" or want.search(hints)):
                n = parse_count(value)
                if n is not None:
                    cands.append(("@" + "/".join(key) + attr, n, el, None))
                    break
        label = el.get("aria-label") or ""
        if label and want.search(label) and (other is None or not other.search(label)):
            n = parse_count(label)
            if n is not None:
                cands.append(("@" + "/".join(key) + "aria", n, el, None))
    for piece in view.pieces:
        if not any(c.isdigit() for c in piece.text):
            continue
        n = parse_count(piece.text)
        if n is None:
            continue
        m = _NUMBER_WITH_WORD.match(piece.text)
        w = None if m else _WORD_WITH_NUMBER.match(piece.text)
        word = m.group(3) if m else (w.group(1) if w else "")
        context = _ancestor_hints(piece.owner, node, 3) + " " + word
        # The control's icon: the element before the number.
        prev = piece.el if piece.tail else piece.owner.getprevious()
        if prev is not None and isinstance(prev.tag, str):
            context += " " + _hint_text(prev) + " " + normalise_ws(text_content(prev))[:20]
        if want.search(context) and (other is None or not other.search(context)):
            cands.append(("/".join(piece.key), n, None, piece))
    return cands


def _count_at(view: RecordView, slot: str) -> _Count | None:
    """The count in ``slot`` of one record, found without scanning the record."""
    if slot.startswith("@"):
        for attr in _COUNT_SLOT_ENDS:
            if slot.endswith(attr):
                el = view.elements.get(_slot_key(slot[1 : -len(attr)]))
                if el is None:
                    return None
                n = parse_count(el.get("aria-label" if attr == "aria" else attr) or "")
                return (slot, n, el, None) if n is not None else None
        return None
    for piece in _at_slot(view, slot):
        n = parse_count(piece.text)
        return (slot, n, None, piece) if n is not None else None
    return None


def _choose_counts(
    views: list[RecordView],
    nodes: list[lxml_html.HtmlElement],
    sample: list[int],
    dislikes: bool,
    taken: set[int],
) -> dict[int, tuple[int, lxml_html.HtmlElement | None, Piece | None]]:
    """Likes (or dislikes): the slot most sampled records have a count in, read in every
    record; a record without that slot is scanned. ``taken``: pieces used already."""
    votes: Counter[str] = Counter()
    for i in sample:
        for slot in dict.fromkeys(c[0] for c in _count_candidates(views[i], nodes[i], dislikes)):
            votes[slot] += 1
    out: dict[int, tuple[int, lxml_html.HtmlElement | None, Piece | None]] = {}
    if not votes:
        return out
    best = max(votes, key=lambda s: votes[s])
    for i, view in enumerate(views):
        pick = _count_at(view, best)
        if pick is None:
            cands = _count_candidates(view, nodes[i], dislikes)
            pick = cands[0] if cands else None
        if pick is not None and (pick[3] is None or id(pick[3]) not in taken):
            out[i] = (pick[1], pick[2], pick[3])
    return out


def _name_shaped(text: str) -> bool:
    """Short, with letters, not a button's words: a text that can be a name at all."""
    return bool(_LETTER.search(text)) and len(text) <= 60 and len(text.split()) <= 6 and not ui_text(text)


def _sentence(text: str) -> bool:
    """Ends like a sentence and has more than three words: a sentence, not a name."""
    return text.endswith((".", "!", "?")) and len(text.split()) > 3


def _author_score(piece: Piece, node: lxml_html.HtmlElement, position: int) -> float:
    text = piece.text
    if not _name_shaped(text):
        return 0.0
    score = 0.0
    owner = piece.owner
    hints = _ancestor_hints(owner, node, 3)
    if _AUTHOR_HINT.search(hints):
        score += 2.0
    if not piece.tail:
        if owner.tag == "a" and _AUTHOR_HREF.search(owner.get("href") or ""):
            score += 1.5
        if owner.tag in ("cite", "strong", "b", "h3", "h4", "h5", "h6", "a"):
            score += 0.5
        if owner.tag == "cite" or (owner.getparent() is not None and owner.getparent().tag == "cite"):
            score += 1.0
        if _BY.search(_text_before(owner)):
            score += 1.0  # "Comment by <a>X</a>", "Kommentar von <a><b>X</b></a>"
        if _SAYS.match(_text_after(owner)):
            score += 1.0  # "<strong>X</strong> sagt:", "<cite>X</cite> <span>says:</span>"
    # Near an avatar: an image in the same parent or grandparent.
    anc = owner.getparent() if owner is not node else None
    for scope in (owner, anc):
        if (
            scope is not None
            and scope is not node
            and next(scope.iter("img", "picture", "svg"), None) is not None
        ):
            score += 0.5
            break
    score += max(0.0, 1.0 - 0.25 * position)  # early in the record
    if piece.in_invariant:
        score += 0.5  # a variable text in a template slot
    if _sentence(text):
        score -= 1.0  # a sentence, not a name
    return score


def _may_be_author(piece: Piece, node: lxml_html.HtmlElement) -> bool:
    """``_author_score(piece, node, 0) > 0``, read in every record at the learnt slot:
    the first piece of a record scores 1.0 for its position alone, so only a sentence's
    penalty (the one negative term) needs the whole score (the ancestors' hints, the
    avatar search) to be added up."""
    if not _name_shaped(piece.text):
        return False
    return not _sentence(piece.text) or _author_score(piece, node, 0) > 0


def _text_before(el: lxml_html.HtmlElement) -> str:
    """The text right before ``el`` in reading order, up to two levels out (the "von" in
    "#1 von <a><b>Name</b></a>")."""
    for _ in range(3):
        prev = el.getprevious()
        if prev is not None:
            return prev.tail or ""
        parent = el.getparent()
        if parent is None:
            return ""
        if parent.text and parent.text.strip():
            return parent.text
        el = parent
    return ""


def _text_after(el: lxml_html.HtmlElement) -> str:
    """The text right after ``el`` in reading order, up to two levels out: its tail, a
    tail after an HTML comment, or the next element's own text (the "sagt:" in
    "<strong><a>Name</a></strong> <!-- -->sagt:")."""
    for _ in range(3):
        if el.tail and not el.tail.isspace():
            return el.tail
        nxt = el.getnext()
        while nxt is not None and not isinstance(nxt.tag, str):
            if nxt.tail and not nxt.tail.isspace():
                return nxt.tail
            nxt = nxt.getnext()
        if nxt is not None:
            return nxt.text or ""
        parent = el.getparent()
        if parent is None:
            return ""
        el = parent
    return ""


def _name_before_date(text: str, ref: datetime) -> str | None:
    """ "Heidemarie Heim | Di, 21. April 2020 - 16:40" -> "Heidemarie Heim"."""
    if len(text) > 100 or not _SEPARATOR.search(text):
        return None
    found = search_date(text, ref)
    if found is None:
        return None
    before = text.split(found[1])[0]
    name = _WEEKDAY.sub("", _TRAILING_CONNECTOR.sub("", before)).strip(" |·•—–-,;:")
    name = _TRAILING_CONNECTOR.sub("", name).strip()
    if name and _LETTER.search(name) and len(name.split()) <= 5 and len(name) <= 50:
        return name
    return None


def _author_candidates(
    view: RecordView,
    node: lxml_html.HtmlElement,
    template: set[str],
    used: set[int],
    ref: datetime,
    names: dict[int, str],
    date: _DateOf | None,
) -> dict[str, tuple[float, Piece]]:
    """Slot -> (score, piece) of the pieces of one record that may be its author's name;
    a name found inside a longer piece ("Anna | 12.03.2010") goes to ``names``.
    ``date``: the record's date, whose text is no name."""
    best: dict[str, tuple[float, Piece]] = {}
    position = 0
    for piece in view.pieces:
        if piece.text.casefold() in template or _is_punct(piece.text):
            continue
        name = _by_name(piece)
        if name is not None:
            # "geschrieben von GeorgQuaas am 21. Jan. 2015": the date's slot names the author.
            names[id(piece)] = name
            best[_slot_of(piece)] = (3.0, piece)
            position += 1
            continue
        if id(piece) in used or piece.in_control or _in_date(piece, date):
            position += 1
            continue
        s = _author_score(piece, node, position)
        if s <= 0:
            name = _name_before_date(piece.text, ref)
            if name is not None:
                s = _author_score(
                    Piece(
                        piece.el,
                        piece.tail,
                        piece.key,
                        name,
                        piece.owner,
                        piece.in_control,
                        piece.in_invariant,
                    ),
                    node,
                    position,
                )
                if s > 0:
                    names[id(piece)] = name
        position += 1
        if s <= 0:
            continue
        slot = _slot_of(piece)
        if slot not in best or best[slot][0] < s:
            best[slot] = (s, piece)
    return best


def _in_date(piece: Piece, date: _DateOf | None) -> bool:
    """Is the piece the text of the record's date element? A date read from ``<time
    datetime>`` also shows its text ("11. Dezember 2012 um 13:19"), short and variable
    like a name: without this it can win the author slot. Only the date's own words: a
    date found inside a longer byline ("Kommentar von X — 2019-01-01") keeps the name."""
    if date is None or date[2] is None or piece.text not in date[1]:
        return False
    owner, el = piece.owner, date[2]
    return owner is el or any(a is el for a in _ancestors(owner, 2))


def _by_name(piece: Piece) -> str | None:
    """The name in a byline piece that also holds the date ("geschrieben von GeorgQuaas
    am 21. Jan. 2015, 21:03", "Posted by Anna | 12.03.2010")."""
    text = piece.text
    if len(text) > 100 or piece.in_control or date_span(text) is None:
        return None
    if piece.owner.tag in ("p", "blockquote", "li") and not piece.owner.keys():
        return None  # body text, where "by" means something else
    m = _BY_AUTHOR.search(text)
    if m is None:
        return None
    name = m.group(1).strip()
    if not _LETTER.search(name) or len(name.split()) > 4 or date_span(name) is not None:
        return None
    return name


def _slot_of(piece: Piece) -> str:
    return "/".join(piece.key) + ("~" if piece.tail else "")


def _choose_authors(
    views: list[RecordView],
    nodes: list[lxml_html.HtmlElement],
    template: set[str],
    choice: _Choice,
    ref: datetime,
    sample: list[int],
) -> None:
    used = {id(d[3]) for d in choice.date.values() if d[3] is not None}
    used |= {id(v[2]) for v in choice.likes.values() if v[2] is not None}
    used |= {id(v[2]) for v in choice.dislikes.values() if v[2] is not None}
    slot_score: defaultdict[str, float] = defaultdict(float)
    slot_count: Counter[str] = Counter()
    slot_texts: defaultdict[str, Counter[str]] = defaultdict(Counter)
    per_record: dict[int, dict[str, tuple[float, Piece]]] = {}
    names: dict[int, str] = {}  # id(piece) -> the name inside a longer piece
    for i in sample:
        best = per_record[i] = _author_candidates(
            views[i], nodes[i], template, used, ref, names, choice.date.get(i)
        )
        for slot, (s, piece) in best.items():
            slot_score[slot] += s
            slot_count[slot] += 1
            slot_texts[slot][names.get(id(piece), piece.text).casefold()] += 1
    n = len(sample)

    def rank(slot: str) -> float:
        texts = slot_texts[slot]
        if n >= 3 and slot_count[slot] >= 3 and texts.most_common(1)[0][1] >= 0.8 * slot_count[slot]:
            return -1.0  # the same text (nearly) everywhere: template after all
        return slot_score[slot] / max(1, n)

    best_slot = max(slot_score, key=rank) if slot_score else ""
    if best_slot and rank(best_slot) < 1.0:
        best_slot = ""
    if best_slot:
        tail = best_slot.endswith("~")
        author_path = best_slot[:-1] if tail else best_slot
        for i, view in enumerate(views):
            at = next((p for p in _at_slot(view, author_path) if p.tail == tail), None)
            by = _by_name(at) if at is not None else None
            if at is not None and by is not None:
                choice.author[i] = at
                names[id(at)] = by
                continue
            date = choice.date.get(i)
            if (
                at is not None
                and id(at) not in used
                and at.text.casefold() not in template
                and not _in_date(at, date)
            ):
                if _may_be_author(at, nodes[i]):
                    choice.author[i] = at
                    continue
                name = _name_before_date(at.text, ref)
                if name is not None:
                    choice.author[i] = at
                    names[id(at)] = name
                    continue
            cands = per_record.get(i)
            if cands is None:
                cands = _author_candidates(view, nodes[i], template, used, ref, names, date)
            loose = [v for k, v in cands.items() if _loose(k) == _loose(best_slot)]
            if loose:
                choice.author[i] = max(loose, key=lambda v: v[0])[1]
            elif cands:
                score, top = max(cands.values(), key=lambda v: v[0])
                if score >= 2.5:
                    choice.author[i] = top
    for i, piece in choice.author.items():
        if id(piece) in names:
            choice.author_text[i] = names[id(piece)]
    # "Comment by Jane Doe — 17.07, 2011": the name inside a longer template text.
    for i, view in enumerate(views):
        if i in choice.author:
            continue
        for piece in view.pieces:
            if len(piece.text) > 80 or piece.text.casefold() in template:
                continue
            if piece.owner.tag in ("p", "blockquote", "li") and not piece.owner.keys():
                continue  # body text, where "by" means something else
            m = _BY_AUTHOR.search(piece.text)
            if m and _LETTER.search(m.group(1)) and len(m.group(1).split()) <= 5:
                choice.author[i] = piece
                choice.author_text[i] = m.group(1).strip()
                break


def _body_key(views: list[RecordView], template: set[str], choice: _Choice, sample: list[int]) -> Key:
    """The deepest slot holding most of the variable text of the records ``views`` (the
    sample of the section at positions ``sample``)."""
    authors = [choice.author.get(i) for i in sample]
    dates = [choice.date.get(i) for i in sample]
    counts = [c.get(i) for c in (choice.likes, choice.dislikes) for i in sample]
    excluded = {id(p) for p in authors if p is not None}
    excluded |= {id(d[3]) for d in dates if d is not None and d[3] is not None}
    excluded |= {id(v[2]) for v in counts if v is not None and v[2] is not None}
    excluded_els = {d[2] for d in dates if d is not None and d[2] is not None}
    excluded_els |= {v[1] for v in counts if v is not None and v[1] is not None}
    if excluded_els:
        for view in views:
            for piece in view.pieces:
                if piece.owner in excluded_els or any(a in excluded_els for a in _ancestors(piece.owner, 3)):
                    excluded.add(id(piece))
    body: Key = ()
    variable = 0  # the variable text of all records, invariant subtrees included
    for skip_invariants in (True, False):
        weight: Counter[Key] = Counter()
        holders: defaultdict[Key, set[int]] = defaultdict(set)  # records with text there
        for i, view in enumerate(views):
            for piece in view.pieces:
                if (
                    id(piece) in excluded
                    or piece.in_control
                    or piece.text.casefold() in template
                    or _is_punct(piece.text)
                ):
                    continue
                if skip_invariants and piece.in_invariant:
                    variable += len(piece.text)
                    continue
                key = piece.key
                for j in range(len(key) + 1):
                    weight[key[:j]] += len(piece.text)
                    holders[key[:j]].add(i)
        total = weight.get((), 0)
        if not total:
            continue
        keys = [k for k, w in weight.items() if w >= 0.8 * total]
        body = max(keys, key=len)
        # Text outside the invariant subtrees in a few records only (a badge beside some
        # names), or a small part of the text (a "Reply" link of one record when the
        # comment bodies themselves repeat as an invariant), is not the body: the body is
        # in the invariant subtrees after all.
        if not skip_invariants or (2 * len(holders[body]) >= len(views) and 4 * total >= total + variable):
            break
        body = ()
    if not body:
        return ()
    # The body is a container: a paragraph or a formatting element holding most of the
    # text (most comments are one paragraph long) stands for its parent.
    while body and _CONTENT_STEP.match(body[-1]):
        body = body[:-1]
    return body


def _assemble(
    view: RecordView,
    body: Key,
    template: set[str],
    excluded: set[int],
    excluded_els: set[lxml_html.HtmlElement],
) -> str:
    parts: list[str] = []
    add = parts.append
    n = len(body)
    for tok in view.tokens:
        if tok.__class__ is tuple:
            add(" ")
            continue
        piece: Piece = tok  # type: ignore[assignment]
        if n and piece.key[:n] != body:
            continue
        if piece.in_control or id(piece) in excluded:
            continue
        if len(piece.text) <= 30 and (
            piece.text.casefold() in template or (ui_text(piece.text) and not _in_prose(piece))
        ):
            continue
        if excluded_els and (
            piece.owner in excluded_els or any(a in excluded_els for a in _ancestors(piece.owner, 3))
        ):
            continue
        raw = piece.el.tail if piece.tail else piece.el.text
        add(raw or "")
    return normalise_ws("".join(parts))


def _ancestors(el: lxml_html.HtmlElement, levels: int) -> list[lxml_html.HtmlElement]:
    out = []
    cur = el.getparent()
    for _ in range(levels):
        if cur is None:
            break
        out.append(cur)
        cur = cur.getparent()
    return out


class InvariantFieldExtractor:
    """The ``FieldExtractor`` of the pipelines: :func:`comment_fields`."""

    def comment_fields(self, section: RecordSection, *, reference_time: datetime) -> list[ExtractedComment]:
        return comment_fields(section, reference_time=reference_time)
