"""What a comment template writes around every comment ("Reply", "says:", "Antworten"),
learnt from a section's records or known in many languages for a section too small to
learn it from."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache

from lxml import html as lxml_html

from comspider.fields.record_view import Piece, RecordView, hint_text, loose_slot
from comspider.lexicon import SAYS_WORDS

PROFILE_HREF = re.compile(
    r"/(?:user|users|u|profile|profil|member|members|author|people|"
    r"benutzer|nutzer|autor|account|community/user|@)[/=]?",
    re.I,
)


LETTER = re.compile(r"[^\W\d_]", re.U)
_DIGIT = re.compile(r"\d")


def template_texts(views: list[RecordView], held: set[str] | None = None) -> set[str]:
    """Texts in (nearly) every record: "Reply", "says:", "Antworten". A frequent text in
    a slot where other records have other texts is a name (the blog owner answering
    every comment, the same reader twice in a thread of three), not template.
    ``held``: receives the texts in every record of two or three that are left out as
    possibly a name (template unless the author slot holds them)."""
    if len(views) < 2:
        return set()
    counts: Counter[str] = Counter()
    in_slot: defaultdict[str, Counter[str]] = defaultdict(Counter)  # slot -> text -> records
    slot_records: Counter[str] = Counter()  # slot -> records with a text there
    text_slots: defaultdict[str, set[str]] = defaultdict(set)
    for view in views:
        texts = set()
        slots: set[tuple[str, str]] = set()
        for p in view.pieces:
            if len(p.text) <= 60:
                t = p.text.casefold()
                texts.add(t)
                # the element's class too: a footer's "Empfehlen" link is not in the slot
                # of the header's name link, though both are "div/a" without positions
                slot = loose_slot("/".join(p.key)) + ("~" if p.tail else "." + _classes(p.owner))
                slots.add((slot, t))
                text_slots[t].add(slot)
        for slot, t in slots:
            in_slot[slot][t] += 1
        slot_records.update({slot for slot, _t in slots})
        counts.update(texts)
    limit = max(2, int(0.75 * len(views) + 0.5))
    out = set()
    for t, c in counts.items():
        if c < limit:
            continue
        if RULE.match(t):
            out.add(t)  # a rule in (nearly) every record, beside whatever varies: no name
            continue
        variable = False
        for slot in text_slots[t]:
            here = in_slot[slot]
            # Against the records with a text there, not the texts: two constant texts in
            # sibling slots ("Firefox128.0", "Linux") are both template. Texts that vary
            # from record to record make a slot of names; constant siblings ("Svar ·
            # Synes godt om · Anmeld") and counts ("Like (31)", "(14)": they vary as
            # counts do, not as names) do not.
            full = 0.9 * slot_records[slot]
            varying = sum(1 for x, c in here.items() if x != t and c < full and not _DIGIT.search(x))
            if varying + 1 > max(2, 0.2 * len(views)) or here[t] < full:
                variable = True  # a slot of names, not template
                break
        if variable or ONE_VOICE.match(t):
            continue  # a slot of names; or one name and its verb everywhere ("Fern replies:")
        if len(views) < 4 and not ui_text(t) and LETTER.search(t) and _name_like(t, views):
            if held is not None:
                held.add(t)
            continue  # two or three records: the same name twice is as likely as template
        out.add(t)
    return out


#: A rule of one character repeated ("__________", "-----", "~~~~~"): a separator, never a
#: name; a signature's delimiter when the template writes it (the same rule in the records
#: of several readers), a reader's own separator otherwise.
RULE = re.compile(r"^([_\-=~*─━—])\1{3,}$")
#: A run of digits with its group separators ("1 204", "1,046", "1-1", "14.03"): one number.
_NUMBER_RUN = re.compile(r"\d+(?:[\s.,/-]\d+)*")


def count_mask(text: str) -> str:
    """``text`` with each number as "#": "Member since 2009 · 312 comments" and "Member since
    2011 · 58 comments" are one template's line."""
    return _NUMBER_RUN.sub("#", text.casefold())


def _slot_markup(el: lxml_html.HtmlElement) -> bool:
    """Is ``el`` the template's rather than the reader's markup: named by a class or an id,
    a ``<small>`` or a button, or a link that goes nowhere ("<a href='#'>पसंद (42)</a>")?"""
    if el.get("class") or el.get("id") or el.tag in ("small", "button"):
        return True
    return el.tag == "a" and (el.get("href") or "#").strip().startswith(("#", "javascript:"))


#: Characters an element may hold besides a line after its icon ("👍 A 8 personas les gusta esto").
ICON_CHARS = 3


def _classes(el: lxml_html.HtmlElement) -> str:
    """An element's class and its parent's: a links bar's "Reply to This" (div.links > a)
    is not in the slot of the byline's name link (div.details > a) either."""
    parent = el.getparent()
    return f"{el.get('class') or ''}<{parent.get('class') or '' if parent is not None else ''}"


def _whole_line(p: Piece) -> bool:
    """Whether a text after an element is all its template box says but that element (an
    icon): the box's line, not words after the reader's own markup."""
    line = len(" ".join(p.owner.text_content().split()))
    if line <= len(p.text) + ICON_CHARS:
        return True
    # beside the box's own links and buttons ("<a href='#odg'>Odgovori</a> · Sviđa mi se
    # (4)"): an action bar's line, its controls apart
    controls = sum(
        len(" ".join(child.text_content().split()))
        for child in p.owner
        if child.tag in ("a", "button") and _slot_markup(child)
    )
    return line - controls <= len(p.text) + ICON_CHARS


def counted_texts(views: list[RecordView], taken: list[set[int]]) -> frozenset[str]:
    """The template's lines that differ from record to record by their numbers only, in one
    slot of (nearly) every record (the template's markup, :func:`_slot_markup`: a reader
    who ends each comment with "<p>Rating: 4/5</p>" wrote it): a reader's profile line ("Member since 2009 · 312
    comments"), a box's number ("ความคิดเห็นที่ 3-1"), a count with its word ("पसंद (42)"),
    as :func:`count_mask` writes them. ``taken``: per record, the pieces its date, counts and
    author took (a date or a "Guest 123" is read, not left out)."""
    if len(views) < 3:
        return frozenset()  # two records sharing a line's shape could share a sentence's
    seen: Counter[tuple[str, str]] = Counter()
    seen_slots: Counter[str] = Counter()  # records with a count line in each slot (slot_name)
    wordings: defaultdict[str, set[str]] = defaultdict(set)  # each slot's lines, as count_mask writes them
    raws: defaultdict[tuple[str, str], set[str]] = defaultdict(set)
    for view, used in zip(views, taken, strict=True):
        mine: set[tuple[str, str]] = set()
        slots: set[str] = set()
        said = sum(len(p.text) for p in view.pieces if id(p) not in used and not p.in_control)
        for p in view.pieces:
            if id(p) in used or p.in_control or len(p.text) > 60 or not _DIGIT.search(p.text):
                continue
            if said < 2 * len(p.text):
                continue  # most of what the record says: "Comment 3: thanks" is the reader's
            if not _slot_markup(p.owner) or (p.tail and not _whole_line(p)):
                continue  # the reader's own markup ("<p>Rating: 4/5</p>", "<b>Day 12</b>"), not a slot
            masked = count_mask(p.text)
            if not LETTER.search(masked):
                continue
            key = (loose_slot("/".join(p.key)), masked)
            mine.add(key)
            raws[key].add(p.text)
            named = slot_name(p.owner, p.key)
            slots.add(named)
            wordings[named].add(masked)
        seen.update(mine)
        seen_slots.update(slots)
    limit = max(3, int(0.75 * len(views) + 0.5))
    # Numbers that vary: a line the same in every record is the template's words (or a name).
    out = {key[1] for key, n in seen.items() if n >= limit and len(raws[key]) > 1}
    # A slot (its element's class, else its path) whose line counts in (nearly) every
    # record, worded by its number ("1 persoon vindt dit nuttig", "12 mensen vinden dit nuttig", "niemand vindt
    # dit nuttig": a language's plural): the slot, whatever its words.
    for slot, n in seen_slots.items():
        if n >= limit and len(wordings[slot]) > 1:  # two wordings: two texts
            out.add(COUNTED_SLOT + slot)
    return frozenset(out)


#: The mark of a slot (:func:`slot_name`) among the counted lines: every line there is counted.
COUNTED_SLOT = "\x00"


def slot_name(owner: lxml_html.HtmlElement, key: tuple[str, ...]) -> str:
    """A count line's slot: its element's tag and class ("span.comment-useful": the same in
    a record whose optional picture moves the line's path), else its path."""
    cls = owner.get("class")
    return f"{owner.tag}.{cls}" if cls else "/".join(key)


def counted_slot(owner: lxml_html.HtmlElement, key: tuple[str, ...], counted: frozenset[str]) -> bool:
    """Is ``owner`` (at path ``key``) in a slot of counted lines (:func:`counted_texts`)?"""
    return _has_slots(counted) and COUNTED_SLOT + slot_name(owner, key) in counted


@lru_cache(maxsize=256)
def _has_slots(counted: frozenset[str]) -> bool:
    return any(c.startswith(COUNTED_SLOT) for c in counted)


NAME_SLOT = re.compile(
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
            if NAME_SLOT.search(hint_text(owner)) or (
                owner.tag == "a" and PROFILE_HREF.search(owner.get("href") or "")
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
        # the like buttons of other languages' templates ("Curtir (87)", "Me gusta", "J'aime")
        "j'aime",
        "j’aime",
        "me gusta",
        "no me gusta",
        "mi piace",
        "non mi piace",
        "curtir",
        "gostei",
        "vind ik leuk",
        "lubię to",
        "нравится",
        "gilla",
        "beğen",
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
        "kommentar melden",
        "beitrag melden",
        "missbrauch melden",
        "report comment",
        "report this comment",
        "report abuse",
        "flag as inappropriate",
        "signaler un abus",
        "signaler ce commentaire",
        "denunciar abuso",
        "segnala abuso",
    }
)


_SAYS_ONLY = re.compile(rf"(?:{SAYS_WORDS})", re.I)
#: A name and its verb, the same in every record: one voice answering each (the blogger's
#: "Fern replies:" in the boxes of the comments answered), not the template's label.
ONE_VOICE = re.compile(rf"^([^\W\d_][^\d:]{{0,40}}?)\s(?:{SAYS_WORDS})\s*:$", re.I)
_UI_EDGES = re.compile(r"^[\W\d_]+|[\W\d_]+$")


@lru_cache(maxsize=16384)  # the same template words in every record
def ui_text(text: str) -> bool:
    """Is ``text`` (a whole piece) a template's word: "Reply", "says:", "↳ Antworten",
    "#3", "Posted by"?"""
    core = _UI_EDGES.sub("", text.casefold())
    if not core:
        return bool(re.fullmatch(r"\W*#\s?\d{1,5}\W*", text))
    return core in UI_WORDS or _SAYS_ONLY.fullmatch(core) is not None


def is_punct(text: str) -> bool:
    return not LETTER.search(text) and not re.search(r"\d", text)
