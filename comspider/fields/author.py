"""A comment's author: a short, variable text in a slot marked as a name, user or profile
(or a profile link, or the name before "says:"), near the avatar and before the body;
learnt on the sampled records, read in each record as it comes."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from itertools import pairwise

from lxml import html as lxml_html

from comspider.calendars import ascii_digits
from comspider.fields.choice import DateOf, RecordFields
from comspider.fields.quote_boxes import OWN_WORDS_CHARS, chars
from comspider.fields.record_view import (
    Piece,
    RecordView,
    ancestor_hints,
    ancestors,
    at_slot,
    hint_text,
    loose_slot,
    slot_of,
)
from comspider.fields.references import is_quote_box
from comspider.fields.template_words import (
    LETTER,
    ONE_VOICE,
    PROFILE_HREF,
    count_mask,
    is_punct,
    ui_text,
)
from comspider.initials import initials_of
from comspider.lexicon import (
    BY_CONNECTOR,
    DATE_CONNECTORS,
    NAME_LEAD,
    POSTED_WORDS,
    SAID,
    SAID_OPENING,
    SAYS_WORDS,
    has_comment_word,
)
from comspider.page_dates import any_date_span, date_span, parse_iso, search_date
from comspider.page_voices import signed_by
from comspider.records.dom import field_label, inside, text_of
from comspider.signatures import SIGNATURE_DASH, signature_name

_AUTHOR_HINT = re.compile(
    r"author|user|name|nick|member|profile|byline|poster|commenter|vcard|\bfn\b|autor|benutzer|"
    r"nutzer|pseudo|login|handle|screen|utilisateur|usuario|utente|avatar-name|who|by\b|nome|nombre|naam|navn|namn|imie|jmeno|guest",
    re.I,
)


_BY = re.compile(BY_CONNECTOR, re.I)


# What a template writes after the name: "Anna says:", "Bernd sagt:", "Chloé a écrit :",
# and Blogger's "said..." in the languages it was translated to ("Anonim mengatakan...",
# "Anónimo dijo...", "Anonyme a dit...").
_SAYS = re.compile(rf"\s*(?:{SAYS_WORDS})\b", re.I)


#: The template's says-word, written small, ending the text before a date ("Ralph Gedling
#: wrote on", "Anna says:"); a capitalised one is a surname ("Amina Said").
_SAYS_AT_END = re.compile(rf"\s(?:{SAYS_WORDS})\s*:?$")


_BY_AUTHOR = re.compile(
    # Drupal's "Submitted by" as Czech and Slovak write it: "Vloženo uživatelem NAME - St, 14.03.2012"
    r"(?:^|\b)(?:by|von|par|door|przez|por|af|av|uživatelem|užívateľom|používateľom)\s+"
    r"([^\s—–|@,:][^—–|@:]{0,38}?)\s*"
    r"(?:[—–|@,:]|\s-\s|\s(?:says|sagt|schrieb|wrote)\b|"
    # a date's connector ("on Sun, 04/15/2012", "el Lun, 16/04/2012", "at 4:19 pm"), not a
    # word of the name ("Pedro el del bar", "Anna at the Gazette"): a number comes within
    # two words, or nothing (the date in the next element: "Posté par NAME le")
    r"\s(?:on|am|le|el|il|op|um|at)\b(?=\s+(?:[^\W\d_]{2,12}\.?,?\s+){0,2}\d|\s*$)|"
    # Scandinavian "den" before the day ("av Anna den fre, 2009-09-18"), not "van den Berg"
    r"\sden\s+(?=\d|(?:mån|tis|ons|tor|fre|lör|sön|man|tir|lør|søn)\w*\b)|$)",
    re.I,
)


TRAILING_CONNECTOR = re.compile(rf"(?:[\s,;·•|–—-]+|\b(?:{'|'.join(DATE_CONNECTORS)})\b)+$", re.I)


_SEPARATOR = re.compile(r"[|·•—–]|\s-\s")


_WEEKDAY = re.compile(
    r"\b(?:mo|di|mi|do|fr|sa|so|mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|"
    r"sam|dim|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    # Scandinavian: the day's name, or its short form after "den" (Drupal's "den tor, 2009-09-17")
    r"måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag|mandag|tirsdag|lørdag|søndag|"
    r"den\s+(?:mån|tis|ons|tor|fre|lör|sön|man|tir|lør|søn))\.?,?\s*$",
    re.I,
)


_MARKED_WEEKDAY = re.compile(_WEEKDAY.pattern.replace(r"\.?,?\s*$", r"(?:\.,?|,)\s*$"), re.I)


# A thread's depth label for screen readers (reddit's "level 2"): it varies with the
# depth, so it is not learnt as template, but it is no name.
_DEPTH_LABEL = re.compile(r"^(?:level|depth|ebene|niveau|nivel|livello)\s*\d{1,2}$", re.I)
#: A record's number after a word for comment ("Comment #3", "Kommentar 12", "ความคิดเห็นที่ ๒-๑"):
#: a label, not a name (the comment word is checked apart).
_NUMBERED = re.compile(r"^\D{1,30}?\s*(?:#|no\.?|nr\.?|n°)?\s*\d+(?:[-./]\d+)*\W*$", re.I)


def _comment_number(text: str) -> bool:
    return bool(_NUMBERED.match(text)) and has_comment_word(text)


# Where a forum writes the poster's rank or title under the name (XenForo's
# ``userBanner``/``userTitle`` with ``itemprop="jobTitle"``, vBulletin's ``usertitle``,
# phpBB's ``rank``): a short variable text near the avatar, and no name.
_RANK_HINT = re.compile(
    r"(?:user|job|member|author|poster)[-_]?(?:title|rank|banner|status|level|role|badge|group)|"
    r"\brank|\bbadge|\bflair|\brole\b|usergroup|user-?level|member-?level|ribbon-?title",
    re.I,
)


# Forum ranks written where the name could be ("Hero", "Stammgast"): no name. Not
# "Guest"/"Gast": a site names anonymous readers so.
_RANK_TEXT = re.compile(
    r"(?:(?:junior|senior|full|new|active|registered|premium|elite|gold|silver|bronze|platinum|vip)\s)?"
    r"member|registered user|(?:super |global |forum )?mod[eé]rat(?:or|eur|ore|orin)|newbie|rookie|novice|beginner|regular|"
    r"veteran|legend|hero|reader|contributor|supporter|administrator|staff|banned|"
    r"(?:neues |aktives )?mitglied|(?:erfahrener |neuer )?benutzer|forenprofi|neuling|stammgast|"
    r"stammuser|stammleser|urgestein|gesperrt|(?:nouveau )?membre(?: actif)?|(?:nuevo )?miembro|"
    r"usuario|(?:nuovo )?utente|(?:nieuw )?lid|użytkownik|участник|новичок|пользователь",
    re.I,
)


#: A network address shown beside the name, masked or not ("IP: 78.56.xxx.xxx",
#: "[IP: 110.77.*.*]"): its letters are a label's and a mask's, not a name's.
_ADDRESS_ONLY = re.compile(
    r"^\W*(?:ip\b\W*)?(?:\d{1,3}|x{1,3}|\*{1,3})(?:\.(?:\d{1,3}|x{1,3}|\*{1,3})){3}\W*$", re.I
)


#: A run of letters longer than any name in a script written without spaces between words
#: (Thai, Lao, Khmer, Burmese; Chinese and Japanese): a phrase of prose, not a name.
_UNSPACED_PROSE = re.compile(
    r"[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF]{20,}|[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF]{12,}"
)


#: Words of a name at most, as a text that can be a name at all.
NAME_WORDS = 6


@lru_cache(maxsize=4096)  # the same names in record after record
def _name_shaped(text: str) -> bool:
    """Short, with letters, not a button's words: a text that can be a name at all."""
    return (
        bool(LETTER.search(text))
        and len(text) <= 60
        and len(text.split()) <= NAME_WORDS
        and not _UNSPACED_PROSE.search(text)
        and not ui_text(text)
        and not _DEPTH_LABEL.match(text)
        and not _comment_number(text)
        and not _ADDRESS_ONLY.match(text)
        and not _a_number_first(text)
        # "Posté par", "Escrito por": a label whose last word leads to the name after it
        and not (len(text.split()) >= 2 and _BY.search(text))
        # "Posté" of "Posté le 15/05/2013": the label of a byline that prints no name
        and text.strip(" :.,").casefold() not in POSTED_WORDS
    )


#: Words of a name at most where the template puts every reader's name (a nickname with the
#: reader's quarter: "don Chema del barrio de San Juan"); elsewhere :data:`NAME_WORDS`.
SLOT_NAME_WORDS = 8


def _long_name_at_slot(piece: Piece) -> bool:
    """A name of up to :data:`SLOT_NAME_WORDS` words: its element's whole text, no sentence,
    no digit, and otherwise :func:`_name_shaped`."""
    text = piece.text
    words = text.split()
    return (
        NAME_WORDS < len(words) <= SLOT_NAME_WORDS
        and not piece.tail
        and " ".join((piece.owner.text or "").split()) == text
        and len(piece.owner) == 0
        and text[-1] not in ".!?"
        and not any(c.isdigit() for c in text)
        and _name_shaped(" ".join(words[:NAME_WORDS]))
    )


def _a_number_first(text: str) -> bool:
    """A number with a short lowercase unit ("412p", "+5", "1,208 pts"): a reader's points
    or votes beside the name, not a name (a name may hold digits: "guest1234", "510As",
    "86SN2001")."""
    return bool(_POINTS.fullmatch(text))


_POINTS = re.compile(r"[+\-−±]?\d[\d.,\u00a0 ]*\s?[a-z]{0,3}\.?")


def _sentence(text: str) -> bool:
    """Ends like a sentence and has more than three words: a sentence, not a name."""
    return text.endswith((".", "!", "?")) and len(text.split()) > 3


_NAME_TAGS = frozenset({"cite", "strong", "b", "h3", "h4", "h5", "h6"})
_ORDINAL = re.compile(r"\W*\d{1,5}\W*")


#: A record's number as a piece of its own ("1.", "2)", "#3"): no name, no vote count.
_RECORD_NUMBER = re.compile(r"#\d{1,5}|\d{1,5}[.)]")


def _numbered_before(piece: Piece) -> bool:
    """Whether all the owner shows before a tail piece is a comment's number ("1.", "#12")."""
    if piece.el.getparent() is not piece.owner:
        return False
    before = [piece.owner.text or ""]
    for child in piece.owner:
        before.append(child.text_content())
        if child is piece.el:
            break
        before.append(child.tail or "")
    return _ORDINAL.fullmatch("".join(before).strip()) is not None


#: What a link to the record's own anchor weighs against a name: a talkback's title
#: ("<a href='#tb9101'>At last</a>") or a permalink, which a reader's name links nowhere near.
OWN_ANCHOR_PENALTY = 1.5


def _own_anchor(a: lxml_html.HtmlElement, node: lxml_html.HtmlElement) -> bool:
    href = (a.get("href") or "").strip()
    if len(href) > 1 and href.startswith("#") and href[1:] == (node.get("id") or ""):
        return True
    # a link that says it is the permalink (Drupal 7's title "<a class='permalink'
    # rel='bookmark'>Finalmente qualcuno che ne…</a>" over "Inviato da <a>Marco_F</a>")
    return "bookmark" in (a.get("rel") or "").split() or "permalink" in (a.get("class") or "").split()


def _in_a_quote(owner: lxml_html.HtmlElement, node: lxml_html.HtmlElement) -> bool:
    """Whether ``owner`` sits in a quote box of the record (:func:`~.references.is_quote_box`:
    a reply's quote of another comment, "<blockquote><cite>Anna wrote:</cite> …"), beside
    the record's own words: the name there is the quoted reader's, not the author's. A box
    that holds the record's whole body (a template's ``blockquote`` signed with a ``cite``)
    is no quote: the record's own words are :data:`~.quote_boxes.OWN_WORDS_CHARS` long
    outside it, as a quote box's reply needs them."""
    el = owner
    while el is not None and el is not node:
        if is_quote_box(el):
            return chars(text_of(node)) - chars(text_of(el)) >= OWN_WORDS_CHARS
        el = el.getparent()
    return False


def _author_score(piece: Piece, node: lxml_html.HtmlElement, position: int) -> float:
    text = piece.text
    if not _name_shaped(text) or _RANK_TEXT.fullmatch(text):
        return 0.0
    score = 0.0
    owner = piece.owner
    if _in_a_quote(owner, node):
        return 0.0  # the quoted reader's name ("<cite>Anna wrote:</cite>"), not the author's
    hints = ancestor_hints(owner, node, 3)
    if _RANK_HINT.search(hints):
        return 0.0  # the poster's rank or title, under the name
    if _AUTHOR_HINT.search(hints):
        score += 2.0
    if not piece.tail:
        if owner.tag == "a" and PROFILE_HREF.search(owner.get("href") or ""):
            score += 1.5
        if owner.tag == "a" and _own_anchor(owner, node):
            score -= OWN_ANCHOR_PENALTY  # the record's title or permalink: a link to itself
        if owner.tag in ("cite", "strong", "b", "h3", "h4", "h5", "h6", "a"):
            score += 0.5
        if owner.tag == "cite" or (owner.getparent() is not None and owner.getparent().tag == "cite"):
            score += 1.0
        if _BY.search(_text_before(owner)):
            score += 1.0  # "Comment by <a>X</a>", "Kommentar von <a><b>X</b></a>"
        if _SAYS.match(_text_after(owner)):
            score += 1.0  # "<strong>X</strong> sagt:", "<cite>X</cite> <span>says:</span>"
        if _beside_date(owner):
            score += 1.0  # "12.03.2020 - <span>X</span>": the name half of a byline
        if _AUTHOR_HINT.search(_label_of(owner, node)):
            score += 2.0  # "<dt>Autore</dt><dd>X</dd>": the field its label names
    elif owner.tag in _NAME_TAGS and _numbered_before(piece):
        score += 0.5  # "<h4><a name="r1">1.</a> Agnes Whitford</h4>": the heading's name
    if NAME_LEAD.match(text) and _date_next(piece):
        score += 2.0  # "Posted by: John King at <a>November 7, 2012</a>": a byline's name
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
    if _SIGNATURE_DASH.match(text):
        score += 1.0  # "— Rosa de cal Ferrer, 12/04/2014": a signature after the text
    score += max(0.0, 1.0 - 0.25 * position)  # early in the record
    if piece.in_invariant:
        score += 0.5  # a variable text in a template slot
    if _sentence(text):
        score -= 1.0  # a sentence, not a name
    if _handle_after_name(piece):
        return 0.0  # "Rodrigo Alves @rodrigo.alves": the account beside the name it shows
    return score


#: An account's handle ("@rodrigo.alves", "@cris_mendes").
_HANDLE = re.compile(r"@[^\W\d_][\w.-]{0,38}")


def account_of(author: Piece, pieces: list[Piece]) -> Piece | None:
    """The handle printed right after the author's name ("Rodrigo Alves @rodrigo.alves"):
    the same person's account, no words of the comment."""
    after = author.owner.getnext() if not author.tail else None
    if after is None:
        return None
    return next((p for p in pieces if p.owner is after and not p.tail and _HANDLE.fullmatch(p.text)), None)


def _handle_after_name(piece: Piece) -> bool:
    """A handle whose element follows one that holds a name ("<span>Rodrigo Alves</span>
    <span>@rodrigo.alves</span>", as forum and social embeds print the display name, then
    the account): the name is the author the page shows."""
    if piece.tail or not _HANDLE.fullmatch(piece.text):
        return False
    before = piece.owner.getprevious()
    if before is None:
        return False
    shown = " ".join(before.text_content().split())
    return bool(shown) and not shown.startswith("@") and _name_shaped(shown)


def _term(el: lxml_html.HtmlElement, node: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The definition list's term ``el`` is in (itself or an ancestor below ``node``)."""
    while el is not None and el is not node:
        if el.tag == "dt":
            return el
        el = el.getparent()
    return None


def _record_label(term: lxml_html.HtmlElement, node: lxml_html.HtmlElement) -> bool:
    """Is ``term`` a field's label of the record ``node`` ("<dt>Autore</dt>")? Only in a list
    of the record's own: the terms of a list that holds the section's records (Blogger's
    ``dl`` of "NAME said..." terms, each record a term and its definitions) are the
    records' bylines, however short."""
    holder = term.getparent()
    return holder is not None and (holder is node or inside(holder, node)) and field_label(term)


def _label_of(el: lxml_html.HtmlElement, node: lxml_html.HtmlElement) -> str:
    """The text of the term before the definition ``el`` is in ("" outside one)."""
    while el is not None and el is not node and el.tag != "dd":
        el = el.getparent()
    if el is None or el is node:
        return ""
    term = el.getprevious()
    while term is not None and term.tag == "dd":
        term = term.getprevious()
    if term is None or term.tag != "dt" or not _record_label(term, node):
        return ""
    return " ".join(term.text_content().split())


def _may_be_author(piece: Piece, node: lxml_html.HtmlElement) -> bool:
    """``_author_score(piece, node, 0) > 0``, read in every record at the learnt slot:
    the first piece of a record scores 1.0 for its position alone, so only a sentence's
    penalty (the one negative term) needs the whole score (the ancestors' hints, the
    avatar search) to be added up. At the slot the other records sign in, a name may run
    to :data:`SLOT_NAME_WORDS` ("don Chema del barrio de San Juan"), the whole text of its
    element."""
    text = piece.text
    if not (_name_shaped(text) or _long_name_at_slot(piece)) or _RANK_TEXT.fullmatch(text):
        return False
    return not _sentence(text) or _author_score(piece, node, 0) > 0


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


# What a byline writes around the name in the name's own element: before it
# (lexicon.NAME_LEAD: "Par Bruno Gobin,", "By Anna:"), a signature's dash, and after it
# ("Josef Lindner,", "Bernd sagt:").
_SIGNATURE_DASH = re.compile(rf"^{SIGNATURE_DASH}\s*")
_NAME_TRAIL = re.compile(
    rf"(?:\s+(?:(?:{SAYS_WORDS})(?:\s+(?:on|at|am|le|el|il|op|um))?|"  # "Ralph Gedling wrote on" (the date next)
    r"vom|at|on)\b)?"  # "Posted by: Jeff at" (the date in the next element)  # "Bewertung von Bodo vom" (the date followed); "Anh Le", "Lin Du" are names
    r"(?:\s*[,;:|·•]|\s+[–—-]|\s*(?:\.{2,}|…))*\s*$",  # a dash only after a space: "omg -_-" is a name
    re.I,
)


#: A says-word written as a name and nothing after it: a surname ("Amina Said", "Ali Dedi"),
#: where the template's word is written small or followed by its colon ("Anna said...",
#: "John Says:").
_SURNAME_NOT_SAYS = re.compile(r"^\s+[A-Z][a-z]+$")
#: The same before a connector ("Amina Said on", the date in the next element).
_SURNAME_THEN_CONNECTOR = re.compile(r"^\s+[A-Z][a-z]+(?=\s+(?:on|at|am|le|el|il|op|um)\b)")


#: Drupal's mark of a guest's name, in the languages it ships in ("kerbside (not verified)").
_UNVERIFIED_MARK = (
    r"\s*\((?:not verified|nicht überprüft|non vérifié|no verificado|non verificato|niet geverifieerd|"
    r"não verificado|neověřeno|neoverené|niezweryfikowany|nie zweryfikowano|ej verifierad|ikke verificeret|"
    r"ikke bekreftet|ei vahvistettu|nem ellenőrzött|не проверено|не перевірено|未验证|未確認)\)"
)
_UNVERIFIED = re.compile(_UNVERIFIED_MARK + r"\s*$", re.I)
#: The same mark inside a byline ("Submitted by NAME (not verified) on DATE").
_UNVERIFIED_INSIDE = re.compile(_UNVERIFIED_MARK, re.I)


@lru_cache(maxsize=4096)  # a thread's readers write again and again: each name read once
def clean_name(text: str | None) -> str | None:
    """The name without the byline's words and punctuation around it."""
    if not text:
        return None
    text = _UNVERIFIED.sub("", text) or text
    signed = _SIGNATURE_DASH.match(text.strip()) is not None
    text = signature_name(text) or _SIGNATURE_DASH.sub("", text.strip())  # "— skrevet av Kari" after the text
    if signed:
        text = _signer_without_town(text)
    lead = NAME_LEAD.match(text)
    # A bare "von" is part of a name ("von Weizsäcker"), "Bewertung von" is not.
    if lead is not None and lead.group(0).split()[0].casefold() != "von":
        text = text[lead.end() :]
    trail = _NAME_TRAIL.search(text)
    if trail is None or _SURNAME_NOT_SAYS.search(trail.group(0)):
        name = text
    elif surname := _SURNAME_THEN_CONNECTOR.match(trail.group(0)):
        name = text[: trail.start() + surname.end()]  # "Amina Said on": the connector alone goes
    else:
        name = text[: trail.start()]
    # "(Mehmet Yılmaz, 15.05.2013 10:14)": the bracket the byline opened before the name
    if name[:1] in "([" and ")" not in name and "]" not in name:
        name = name[1:].strip()
    return name if LETTER.search(name) else text or None


def _signer_without_town(text: str) -> str:
    """A letter's signature names the writer, then the town ("— Ed Vosburgh, Danby",
    "— Linda Spoor, Upper Ossining"): the name before the comma, when what follows is a
    place's few capitalised words."""
    name, comma, town = text.partition(",")
    town = town.strip()
    if comma and _name_shaped(name.strip()) and _a_place(town) and all(w[:1].isupper() for w in town.split()):
        return name.strip()
    return text


@lru_cache(maxsize=4096)  # a name piece of every record: read once per name
def _name_beside_date(text: str, ref: datetime) -> str | None:
    """ "Heidemarie Heim | Di, 21. April 2020 - 16:40" -> "Heidemarie Heim"; with nothing
    before the date, the name after it: "28 Noiembrie 2026, 14:39 - Vasile Pop" ->
    "Vasile Pop" (a byline written date first)."""
    if len(text) > 100:
        return None
    # a signature's dash parts it from the text above it, its date follows the name
    separated = _SEPARATOR.search(text) is not None or _SIGNATURE_DASH.match(text) is not None
    if not separated and not _SAYS.search(text):
        return None
    found = search_date(text, ref)
    if found is None:
        return None
    before, _, after = text.partition(found[1])
    if after.strip().startswith((")", "]")):
        # the date in brackets after the name, with its label ("Dale, Coldwater (posted 3 days ago)")
        before = _DATE_BRACKET.sub("", before)
    if not separated:
        # "Ralph Gedling wrote on 4 May 2024:": the template's says-word parts name and date
        head = TRAILING_CONNECTOR.sub("", before).rstrip()
        says = _SAYS_AT_END.search(head)
        if says is None or not head[: says.start()].strip():
            return None
        before, after = head[: says.start()], ""
    name = name_before_date(before, _WEEKDAY) or ""
    if not name:
        # after the date only behind a separator: "14:39 - Vasile Pop", "14:39 | Anna"
        rest = after.strip()
        sep = _LEADING_SEPARATOR.match(rest)
        name = _NAME_TRAIL.sub("", rest[sep.end() :]).strip() if sep else ""
        if date_span(name) is not None:
            return None
    if name and LETTER.search(name) and len(name.split()) <= 5 and len(name) <= 50:
        # a signature's town is no part of the name ("-- Carol Dunphy, Millbrook · Sept. 15, 2010")
        return _signer_without_town(name) if _SIGNATURE_DASH.match(text) else name
    return None


#: A bracket opened before a date, and its label's few words ("(posted ", "[written ").
_DATE_BRACKET = re.compile(r"\s*[(\[]\s*(?:[^\W\d_]+\s+){0,2}$")


def name_before_date(before: str, weekday: re.Pattern[str] | None = None) -> str | None:
    """What a byline prints before its date, without the words that lead to the date:
    "Anna le " -> "Anna", "Kalle (ej verifierad) den tor, " -> "Kalle" (Drupal's guest mark
    and a Swedish weekday), "Posté le " -> None (the label of a byline without a name).
    A weekday goes when a comma or a period marks it ("Thu, "): "Van Do " keeps its "Do";
    ``weekday``: a reader of bare weekdays too."""
    name = (weekday or _MARKED_WEEKDAY).sub("", TRAILING_CONNECTOR.sub("", before) if weekday else before)
    name = name.strip(" |·•—–-,;:")
    name = TRAILING_CONNECTOR.sub("", _UNVERIFIED.sub("", TRAILING_CONNECTOR.sub("", name))).strip()
    if not name or name.casefold() in POSTED_WORDS:
        return None
    return name


def _date_only(text: str, ref: datetime) -> bool:
    """Is the text a date and nothing else but a weekday and punctuation ("Fri,
    2012-11-09 17:18 —": a byline's date half, its name in the next element)?"""
    if len(text) > 100:
        return False
    found = search_date(text, ref)
    if found is None:
        return False
    rest = " ".join(part.strip(" ,;:|·•—–-") for part in text.split(found[1]))
    return not LETTER.search(_WEEKDAY.sub("", TRAILING_CONNECTOR.sub("", rest.strip())))


_LEADING_SEPARATOR = re.compile(r"^(?:[|·•—–]|-(?=\s))\s*")


def _beside_date(owner: lxml_html.HtmlElement) -> bool:
    """Is the element's text written right after a date and a separator, or right
    before a separator and a date ("Nov. 28, 2026, 2:39 p.m. - <span>Name</span>",
    "<b>Name</b> | 12.03.2020")? The name of a byline."""
    if _place_of_byline(owner):
        return False  # "<span>Jen</span>, <span>Swindon</span>, <span>13/11/2011</span>": the town
    before = _text_before(owner).rstrip()
    if before and before[-1] in _BYLINE_MARKS:
        head = _TRAILING_MARKS.sub("", before)[-60:]
        span = any_date_span(head)
        if span is not None and span[1] == len(head):
            return True
    after = _text_after(owner).lstrip()
    if after and after[0] in _BYLINE_MARKS + ",":  # "<i>Name</i>, <span>пре 3 сата</span>" too
        rest = _LEADING_MARKS.sub("", after)
        if not rest:
            return _opens_with_date(owner.getnext())  # "<b>Name</b> · <span>12.3.2025</span>"
        span = any_date_span(rest[:60])  # any language's: "<b>Name</b> · <span>לפני 3 ימים</span>"
        if span is not None and span[0] == 0:
            return True
        if after[0] == ",":
            return _place_then_date(owner, rest, span)
        # "<b>Name</b> - Hòa Vân · <span>5h trước</span>": the reader's place, then the date
        place = _TRAILING_MARKS.sub("", rest)
        if place != rest and _a_place(place) and _opens_with_date(owner.getnext()):
            return True
    if after == "," and _place_element(owner.getnext()):
        return _opens_with_date(
            owner.getnext().getnext()
        )  # "<span>Jen</span>, <span>Swindon</span>, <span>13/11/2011</span>"
    return False


def _place_element(el: lxml_html.HtmlElement | None) -> bool:
    """Is ``el`` a place written alone between a name and a date, its comma after it
    ("<span>Swindon</span>, ")?"""
    if el is None or not isinstance(el.tag, str) or len(el):
        return False
    tail = (el.tail or "").strip()
    return _a_place(" ".join((el.text or "").split())) and bool(tail) and tail[0] in _BYLINE_MARKS + ","


def _a_place(text: str) -> bool:
    """A place's words as a byline writes them between a name and a date: a few words with
    letters, no digit ("Swindon", "Lower Dale")."""
    return (
        1 <= len(text.split()) <= PLACE_WORDS
        and bool(LETTER.search(text))
        and not any(ch.isdigit() for ch in text)
    )


def _place_of_byline(owner: lxml_html.HtmlElement) -> bool:
    """Is ``owner`` the place of a name-place-date byline whose three parts are elements of
    their own ("<span>Jen</span>, <span>Swindon</span>, <span>13/11/2011</span>"): the
    element before it a name with its comma, the one after it a date? Newspapers print the
    name first."""
    prev = owner.getprevious()
    if prev is None or not isinstance(prev.tag, str) or (prev.tail or "").strip() != ",":
        return False
    name = " ".join(prev.text_content().split())
    return (
        _name_shaped(name)
        and not any_date_span(name[:60])
        and _place_element(owner)
        and _opens_with_date(owner.getnext())
    )


#: Words of a place written between a name and its date ("Rosa, Girona, 12.03.2014").
PLACE_WORDS = 4


def _place_then_date(owner: lxml_html.HtmlElement, rest: str, span: tuple[int, int] | None) -> bool:
    """Is ``rest``, the text after the name's comma, a place and then the date ("<span>Name
    </span><span>, Town</span> <span>25.03.14</span>", "Name, Town, 12.03.2014"): the
    name-town-date byline of letters and talkbacks."""
    place = _TRAILING_MARKS.sub("", rest[: span[0]] if span is not None else rest).rstrip(" ,(")
    if not _a_place(place):
        return False
    if span is not None:
        return True
    nxt = owner.getnext()
    # the place in the next element alone, the date in the one after it
    return (
        nxt is not None
        and not len(nxt)
        and " ".join((nxt.text or "").split()).startswith(",")
        and _opens_with_date(nxt.getnext())
    )


def _opens_with_date(el: lxml_html.HtmlElement | None) -> bool:
    """Does the element's text open with a date (in any language's words), or does it
    carry its moment in a machine-readable attribute ("<span data-time="2022-09-26T07:12">5h
    trước</span>": a relative time in words no date reader knows)?"""
    if el is None or not isinstance(el.tag, str):
        return False
    if any(parse_iso(el.get(attr) or "") is not None for attr in _MACHINE_DATES):
        return True
    span = any_date_span(" ".join(el.text_content().split())[:60])
    return span is not None and span[0] == 0


#: Attributes that give an element's moment in ISO 8601.
_MACHINE_DATES = ("datetime", "data-datetime", "data-time", "data-date")


def _date_next(piece: Piece) -> bool:
    """Is the element right after the piece's text a date ("Posted by: X at <a>Nov 7,
    2012</a>")?"""
    return _opens_with_date(piece.el.getnext() if piece.tail else next(piece.el.iterchildren(), None))


_BYLINE_MARKS = "|·•—–-"
_TRAILING_MARKS = re.compile(r"[\s|·•—–-]+$")
_LEADING_MARKS = re.compile(r"^[\s|·•—–,-]+")


def _author_candidates(
    view: RecordView,
    node: lxml_html.HtmlElement,
    template: set[str],
    used: set[int],
    ref: datetime,
    names: dict[int, str],
    date: DateOf | None,
) -> dict[str, tuple[float, Piece]]:
    """Slot -> (score, piece) of the pieces of one record that may be its author's name;
    a name found inside a longer piece ("Anna | 12.03.2010") goes to ``names``.
    ``date``: the record's date, whose text is no name."""
    best: dict[str, tuple[float, Piece]] = {}
    position = 0
    # An avatar's initials are neither a candidate nor a place before the name.
    shorts = [p for p in view.pieces if len(p.text) <= 5]
    initials = {
        id(p)
        for p in shorts
        if any(initials_of(p.text, other.text) for other in view.pieces if other is not p)
    }
    signature = _signature_after_text(view)
    for piece in view.pieces:
        if (
            piece.text.casefold() in template
            or is_punct(piece.text)
            or id(piece) in initials
            or _RECORD_NUMBER.fullmatch(piece.text)
        ):
            continue  # nor is the record's number ("1.", "#2") a place before the name
        if not piece.tail and (term := _term(piece.owner, node)) is not None and _record_label(term, node):
            continue  # a field's label ("Autore", "Name"), the same in every record
        name = _by_name(piece)
        if name is not None:
            # "geschrieben von GeorgQuaas am 21. Jan. 2015": the date's slot names the author.
            names[id(piece)] = name
            best[slot_of(piece)] = (3.0, piece)
            position += 1
            continue
        in_date = _in_date(piece, date)
        if (id(piece) in used and not in_date and _name_beside_date(piece.text, ref) is None) or (
            piece.in_control and not _named_author_control(piece)
        ):
            # a piece another field read (a count), unless a date was read inside it beside
            # a name ("หนุ่มเมืองรถม้า · ๑๓ มี.ค. ๕๖ ๑๕:๒๐ น." under the text)
            position += 1
            continue
        # A piece that holds a date beside the name is the byline, not a name as a whole
        # (the record's date piece too: "— Vincenzo Russo, 9 giugno 2025" signs the
        # text above it); one that is a date and no name is no name at all.
        name = _name_beside_date(piece.text, ref)
        if in_date and name is not None and any(ch.isdigit() for ch in name):
            name = None  # the date's own rest ("at 8:23 PM"), no signature
        if name is None and (in_date or _date_only(piece.text, ref)):
            position += 1
            continue
        if name is None:
            s = _author_score(piece, node, position)
        else:
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
                s += 1.0  # a name beside a date in one piece: a byline, as _beside_date scores it
                names[id(piece)] = name
        position += 1
        if s <= 0:
            continue
        if piece is signature:
            s += 0.5  # "…text.<br><i>Nuala Henry, Dromore West</i>": the writer signs below
            if id(piece) not in names and (signer := _signer_without_town(piece.text)) != piece.text:
                names[id(piece)] = signer
        slot = slot_of(piece)
        if slot not in best or best[slot][0] < s:
            best[slot] = (s, piece)
    return best


#: Words of the text before a signature, at least: prose, not a header's parts.
SIGNED_TEXT_WORDS = 8


def _signature_after_text(view: RecordView) -> Piece | None:
    """The record's last piece when it is an element of its own right after the record's
    prose ("…a fine photograph.<br><i>Séamus Ó Dubhda</i>"): where a letter or a
    guestbook entry signs its text. None otherwise."""
    pieces = view.pieces
    if len(pieces) >= 3 and _dated_line(pieces[-1], pieces[-2]):
        pieces = pieces[:-1]  # "<i>Kovács Endre, Kiskunfélegyháza</i><br>2011. október 12., 21:14"
    if len(pieces) < 2:
        return None
    last, before = pieces[-1], pieces[-2]
    if (
        last.tail
        or last.in_control
        or len(before.text.split()) < SIGNED_TEXT_WORDS
        or not _sentence(before.text)
    ):
        return None
    return last


def _dated_line(piece: Piece, signature: Piece) -> bool:
    """Whether ``piece`` is a date alone in the signature's own line block, after it (the
    signature's tail, or the rest of the block that holds it)."""
    return (
        bool(piece.tail)
        and piece.owner is signature.owner.getparent()
        and len(piece.text) <= _DATE_LINE_CHARS
        and any_date_span(piece.text) is not None
    )


#: Characters of a date line after a signature, at most.
_DATE_LINE_CHARS = 40


def _named_author_control(piece: Piece) -> bool:
    """A button the template names as the author's (``<button class="Username">``: a
    widget opens the commenter's profile card with it): its text is the name."""
    return (
        not piece.tail and piece.owner.tag == "button" and bool(_AUTHOR_HINT.search(hint_text(piece.owner)))
    )


def _in_date(piece: Piece, date: DateOf | None) -> bool:
    """Is the piece the text of the record's date element? A date read from ``<time
    datetime>`` also shows its text ("11. Dezember 2012 um 13:19"), short and variable
    like a name: without this it can win the author slot. Only the date's own words: a
    date found inside a longer byline ("Kommentar von X — 2019-01-01") keeps the name."""
    if date is None or date[2] is None or piece.text not in date[1]:
        return False
    owner, el = piece.owner, date[2]
    return owner is el or any(a is el for a in ancestors(owner, 2))


def _by_name(piece: Piece) -> str | None:
    """The name in a byline piece that also holds the date ("geschrieben von GeorgQuaas
    am 21. Jan. 2015, 21:03", "Posted by Anna | 12.03.2010")."""
    text = piece.text
    if len(text) > 100 or piece.in_control or date_span(text) is None:
        return None
    if piece.owner.tag in ("p", "blockquote", "li") and not piece.owner.keys():
        return None  # body text, where "by" means something else
    # Drupal's guest mark goes first: with it a long guest name ("Coach's Wife (Not Really)
    # (not verified)") outgrows what the byline pattern takes for a name
    m = _BY_AUTHOR.search(_UNVERIFIED_INSIDE.sub("", text))
    if m is None:
        return None
    name = m.group(1).strip()
    if not LETTER.search(name) or len(name.split()) > 4 or date_span(name) is not None:
        return None
    return name


Candidates = dict[str, tuple[float, Piece]]  # slot -> (score, piece) of one record's possible names


@dataclass(slots=True)
class SampledAuthors:
    """What learning the author slot found in one sampled record: its candidates, and
    the names inside its longer pieces (by ``id(piece)``: its view is alive meanwhile)."""

    candidates: Candidates
    names: dict[int, str]


def learn_author_slot(
    views: list[RecordView],
    nodes: list[lxml_html.HtmlElement],
    template: set[str],
    ref: datetime,
    records: list[RecordFields],
) -> tuple[str, list[SampledAuthors]]:
    """The slot of the sampled records ``views`` (with their ``nodes`` and the date and
    counts read in them, ``records``) that most looks like their authors' names ("" for
    none), and what each record showed (its reading reuses it). When no one slot holds
    the names, the family of slots that does (the name linked in some records, plain or
    in a span in others: :func:`name_family`), and its most frequent member as the slot
    (the other records' names are read in the family)."""
    sampled: list[SampledAuthors] = []
    for view, node, record in zip(views, nodes, records, strict=True):
        names: dict[int, str] = {}  # id(piece) -> the name inside a longer piece
        best = _author_candidates(view, node, template, record.used(), ref, names, record.date)
        sampled.append(SampledAuthors(best, names))
    n = len(views)
    slots = _NameTally(sampled, n, lambda slot: slot)
    best_slot = slots.best()
    if best_slot is None:
        families = _NameTally(sampled, n, name_family)
        family = families.best()
        if family is None:
            return "", sampled
        best_slot = max(
            (s for s in slots.score if name_family(s) == family),
            key=lambda s: (slots.count[s], slots.score[s]),
        )
    return best_slot, sampled


class _NameTally:
    """The sampled records' author candidates tallied by a key of their slot (the slot
    itself, or its :func:`name_family`): each record's best candidate under a key counts
    once, its score and its name's text."""

    def __init__(self, sampled: list[SampledAuthors], n: int, key: Callable[[str], str]) -> None:
        self.n = n
        self.score: defaultdict[str, float] = defaultdict(float)
        self.count: Counter[str] = Counter()
        self.texts: defaultdict[str, Counter[str]] = defaultdict(Counter)
        self.order: defaultdict[str, list[str]] = defaultdict(list)  # the texts, record after record
        for record in sampled:
            best: dict[str, tuple[float, Piece]] = {}
            for slot, (score, piece) in record.candidates.items():
                k = key(slot)
                if k not in best or score > best[k][0]:
                    best[k] = (score, piece)
            for k, (score, piece) in best.items():
                self.score[k] += score
                self.count[k] += 1
                text = record.names.get(id(piece), piece.text).casefold()
                self.texts[k][text] += 1
                self.order[k].append(text)

    def rank(self, k: str) -> float:
        if self.n >= 3 and self.count[k] >= 3:
            text, count = self.texts[k].most_common(1)[0]
            # the same text (nearly) everywhere: template after all, unless it is a byline
            # ("Fern replies:" on each of the blogger's answers: one voice, not a label)
            if (
                count >= 0.8 * self.count[k]
                and not _SAYS_AT_END.search(text)
                and not self._default_name(k, count)
            ):
                return -1.0
        return self.score[k] / max(1, self.n)

    def _short(self, k: str) -> bool:
        """Whether the slot's texts are a name's length, as a rule (not sentences)."""
        lengths = sorted(len(t) for t in self.order[k])
        return bool(lengths) and lengths[(len(lengths) - 1) // 2] <= NAME_CHARS

    def numbered(self, k: str) -> bool:
        """Whether the slot's texts number the records ("Comment 1", "Comment 1-1", "Comment
        2"): a name only where no other slot holds names (visitors numbered as they came)."""
        return self.n >= 3 and self.count[k] >= 3 and _numbered(self.order[k])

    def _default_name(self, k: str, count: int) -> bool:
        """Whether the slot's common text is the default name of readers who gave none (a
        board's "名無しさん", "Anonymous"): other names (two at least) in the same slot, and
        not in (nearly) every record."""
        return len(self.texts[k]) >= DEFAULT_NAME_OTHERS + 1 and count < 0.9 * self.count[k]

    def best(self) -> str | None:
        """The key whose names score highest, when they reach 1.0 a record; else None."""
        if not self.score:
            return None
        named = [k for k in self.score if not self.numbered(k) and self._short(k)]
        for keys in (named, list(self.score)):
            if keys and self.rank(top := max(keys, key=self.rank)) >= 1.0:
                return top
        return None


#: A number as a template writes it, in any script's digits.
_FIRST_NUMBER = re.compile(r"\d+")


def _numbered(texts: list[str]) -> bool:
    """Whether ``texts`` (a slot's, record after record) are one line but for its numbers,
    the first of which counts up the records ("ความคิดเห็นที่ ๑", "ความคิดเห็นที่ ๑-๑",
    "ความคิดเห็นที่ ๒"): the template numbering them, not their authors. Names with
    numbers ("Gast 4821", "Gast 17") do not run in order."""
    if len(texts) < 3 or len({count_mask(t) for t in texts}) > 1:
        return False
    firsts = [int(ascii_digits(m.group())) for t in texts if (m := _FIRST_NUMBER.search(t))]
    return len(firsts) == len(texts) and len(set(firsts)) > 1 and all(a <= b for a, b in pairwise(firsts))


#: Characters of a name, as a rule (the median of a slot's texts), where a slot that numbers
#: the records gives way to one holding names.
NAME_CHARS = 40

#: Other names a slot must show beside its common one for that one to be a default name.
DEFAULT_NAME_OTHERS = 2


def read_author(
    view: RecordView,
    node: lxml_html.HtmlElement,
    slot: str,
    template: set[str],
    ref: datetime,
    record: RecordFields,
    sampled: SampledAuthors | None = None,
) -> None:
    """One record's author (``record.author``, and ``record.author_text`` when its piece
    holds more than the name): at the learnt ``slot``, else the record's best candidate
    near it, else a "Comment by Jane Doe" in a longer template text. ``record``: its date
    and counts read already; ``sampled``: what learning found in it, when it was sampled."""
    used = record.used()
    names = sampled.names if sampled is not None else {}
    if slot:
        record.author = _author_at(view, node, slot, template, ref, record.date, used, names, sampled)
    if record.author is not None:
        record.author_text = names.get(id(record.author))
        return
    # "Fern replies: ...": a bold name and its verb opening the record (an answer boxed in
    # the comment it answers, too few of them to learn a slot on)
    first = view.pieces[0] if view.pieces else None
    if first is not None and first.owner.tag in ("b", "strong") and (said := ONE_VOICE.match(first.text)):
        record.author = first
        record.author_text = said.group(1).strip()
        return
    # "پاسخ آیینه شمال:": a bold label opening the record that names the site or the
    # article's author (the site answering in the reader's box)
    voice = signed_by(node) if first is not None and first.owner.tag in ("b", "strong") else None
    if voice is not None:
        record.author = first
        record.author_text = voice
        return
    # "Anonymous said...": a guest's plain name and the template's verb where a reader's
    # name is a link (Blogger), the record's first words
    if first is not None and (said := _PLAIN_SAID.match(first.text)) and _name_shaped(said.group(1)):
        record.author = first
        record.author_text = said.group(1)
        return
    # "阿布 回覆於 2008/11/03 09:12": the record opens with a byline of its own, a name beside
    # the record's date (an answer boxed in the comment it answers, read at the comments' slots)
    if (
        first is not None
        and record.date is not None
        and bool(record.date[1])
        and record.date[1] in first.text
        and (name := _name_beside_date(first.text, ref)) is not None
        and _name_shaped(name)
    ):
        record.author = first
        record.author_text = name
        return
    # "Comment by Jane Doe — 17.07, 2011": the name inside a longer template text.
    for piece in view.pieces:
        if len(piece.text) > 80 or piece.text.casefold() in template:
            continue
        if piece.owner.tag in ("p", "blockquote", "li") and not piece.owner.keys():
            continue  # body text, where "by" means something else
        m = _BY_AUTHOR.search(piece.text)
        if m and LETTER.search(m.group(1)) and len(m.group(1).split()) <= 5:
            record.author = piece
            record.author_text = m.group(1).strip()
            return
    # the name only in the avatar's alternative text ("<img class='av' alt='Gustavo Ferreyra'>")
    # (a run's record: its parts in order, the anchor before the comment's box among them)
    record.author_text = _avatar_name(view.elements.values() if view.run else node.iter())


#: A name and the template's verb written small, ending with dots or a colon ("Anonymous
#: said...", "Anna says:"); a capitalised "Said" is a surname.
_PLAIN_SAID = re.compile(rf"^([^\W\d_][^\d:.…]{{0,40}}?)\s{SAID}$")


def said_opening(text: str) -> tuple[str, str] | None:
    """(name, the rest) of a text that opens with its writer's name and the template's verb,
    in no element of their own ("Montse Puig diu: Quina sortida ..."), or None."""
    said = SAID_OPENING.match(text)
    if said is None or not _name_shaped(said.group(1)):
        return None
    return said.group(1), text[said.end() :]


#: Elements of a record's head read for an avatar (before the text).
AVATAR_ELEMENTS = 12
#: Largest side of an avatar picture (pixels, as its attributes give it).
AVATAR_PIXELS = 128
#: Alternative texts of an avatar that name no one.
_NO_NAME_ALT = re.compile(
    r"avatar|gravatar|photo|foto|image|imagen|bild|picture|profil|icon|user|utente|usuario", re.I
)


def _avatar_name(elements: Iterable[lxml_html.HtmlElement]) -> str | None:
    """The name an avatar's alternative text gives, at the head of the record (its
    ``elements`` in document order): a square picture of an avatar's size, or a picture
    that links to a profile (not to an anchor of the page: a permalink's icon, "permalien")."""
    for k, el in enumerate(elements):
        if k > AVATAR_ELEMENTS:
            break
        if el.tag != "img":
            continue
        alt = " ".join((el.get("alt") or "").split())
        named = _PICTURE_OF.match(alt)
        if named is not None:
            alt = named.group(1)  # Drupal's user picture: "Picture of NAME", "Immagine di NAME"
        if not alt or len(alt.split()) > 4 or not _name_shaped(alt) or _NO_NAME_ALT.search(alt):
            return None
        width, height = el.get("width") or "", el.get("height") or ""
        square = width.isdigit() and width == height and int(width) <= AVATAR_PIXELS
        parent = el.getparent()
        href = (parent.get("href") or "").strip() if parent is not None and parent.tag == "a" else ""
        # a link to a profile: not the record's own anchor (a permalink's pin), not the picture
        linked = bool(href) and not href.startswith("#") and not _PICTURE_FILE.search(href)
        return alt if square or linked else None
    return None


#: An avatar's alternative text that says whose picture it is, in the languages of CMS
#: translations ("Picture of NAME", "Immagine di NAME", "Bild von NAME", "Avatar de NAME").
_PICTURE_OF = re.compile(
    r"^(?:picture|image|photo|avatar|immagine|foto|bild|imagen|imagem|afbeelding|zdjęcie|obrázek|"
    r"изображение|аватар)\s+(?:of|de|di|del|von|van|da|do|użytkownika|uživatele|пользователя)\s+(\S.*)$",
    re.I,
)
_PICTURE_FILE = re.compile(r"\.(?:jpe?g|png|gif|webp|svg)(?:\?|$)", re.I)


def _shift(slot: str, other: str) -> int:
    """How far apart two slots alike but for sibling positions are, position by position."""
    return sum(
        abs(int(a) - int(b))
        for a, b in zip(_POSITIONS.findall(slot), _POSITIONS.findall(other), strict=False)
    )


_POSITIONS = re.compile(r"#(\d+)")


#: Elements that wrap a name in some records and not in others: a link to the reader's
#: site, a span for a moderator's colour, the bold of a registered user's name
#: (LiveJournal's ``span.ljuser > a > b`` beside an anonymous reader's plain span).
_NAME_WRAPPERS = re.compile(r"/(?:a|span|b)(?:\[[^\]/]*\])?$")


def name_family(slot: str) -> str:
    """A slot without its sibling positions and without the links and spans at its end:
    ``strong/a[class,href,rel]`` (a name linked to the reader's site), ``strong/span/a``
    and ``strong`` (a name without a site) are one family. A tail's slot is its own."""
    if slot.endswith("~"):
        return slot
    family = loose_slot(slot)
    while True:
        shorter = _NAME_WRAPPERS.sub("", family)
        if shorter == family or not shorter:
            return family
        family = shorter


def _author_at(
    view: RecordView,
    node: lxml_html.HtmlElement,
    slot: str,
    template: set[str],
    ref: datetime,
    date: DateOf | None,
    used: set[int],
    names: dict[int, str],
    sampled: SampledAuthors | None,
) -> Piece | None:
    """The author's piece at ``slot`` (a name found inside it goes to ``names``), or the
    record's candidate in a slot like it, or its best candidate when that is clearly one."""
    tail = slot.endswith("~")
    author_path = slot[:-1] if tail else slot
    at = next((p for p in at_slot(view, author_path) if p.tail == tail), None)
    by = _by_name(at) if at is not None else None
    if at is not None and by is not None:
        names[id(at)] = by
        return at
    if (
        at is not None
        and id(at) not in used
        and at.text.casefold() not in template
        and not _in_date(at, date)
    ):
        name = _name_beside_date(at.text, ref)
        if name is not None:
            names[id(at)] = name
            return at
        if _may_be_author(at, node) and not _date_only(at.text, ref):
            return at
    cands = sampled.candidates if sampled is not None else None
    if cands is None:
        cands = _author_candidates(view, node, template, used, ref, names, date)
    if at is not None and _BY.search(at.text):
        # The slot's text ends with its "by" ("Le lundi 21 mai 2012 à 21:15, par"), the
        # name after it in an element of its own (linked to the blogger's site where the
        # others' names are plain text in the slot): that candidate is the name.
        handed = _candidate_after(view, at, cands)
        if handed is not None:
            return handed
    # the nearest in sibling positions: a name slot one field earlier where a record lacks
    # one (a talkback without a body), not another field that sits where the name did
    alike = [(k, v) for k, v in cands.items() if loose_slot(k) == loose_slot(slot)]
    loose = [min(alike, key=lambda kv: (_shift(kv[0], slot), -kv[1][0]))[1]] if alike else []
    if not loose and at is None:
        # The same field with or without a link or span around it: a name linked to the
        # reader's site in some records and plain text in others ("<a class=url>Jared</a>
        # —" beside "J.J. —"): which of the two the sample held most of must not decide
        # whether the others have an author.
        family = name_family(slot)
        loose = [v for k, v in cands.items() if name_family(k) == family]
        if not loose and (inner := _under_root(slot)):
            # a record in other markup than the sampled ones (an answer boxed in a
            # ``blockquote`` where the others are ``li``): the same field under its own root
            loose = [v for k, v in cands.items() if _under_root(k) == inner]
    if loose:
        return max(loose, key=lambda v: v[0])[1]
    if cands:
        score, top = max(cands.values(), key=lambda v: v[0])
        if score >= 2.5:
            return top
    return None


def _under_root(slot: str) -> str:
    """A slot without its sibling positions and without the record's own element it starts
    at ("li#0/b#0" -> "b"); "" for the root itself or its tail."""
    return loose_slot(slot).partition("/")[2]


def _candidate_after(view: RecordView, piece: Piece, cands: Candidates) -> Piece | None:
    """The record's author candidate that is the next piece after ``piece``, if any."""
    at = next((i for i, p in enumerate(view.pieces) if p is piece), None)
    if at is None or at + 1 >= len(view.pieces):
        return None
    after = view.pieces[at + 1]
    return after if any(p is after for _score, p in cands.values()) else None
