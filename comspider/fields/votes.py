"""A comment's likes and dislikes: a number inside (or next to) a like/vote control, in
the slot most sampled records have one, learnt once per section and read in each record
as it comes."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from lxml import html as lxml_html

from comspider.fields.choice import CountOf, DateOf
from comspider.fields.record_view import (
    Piece,
    RecordView,
    ancestor_hints,
    ancestors,
    at_slot,
    hint_text,
    loose_slot,
    slot_key,
)
from comspider.lexicon import STAR_TOKEN
from comspider.records.dom import normalise_ws, text_content

# Arrows, thumbs and signs that mark a vote count up or down ("▲ 14", "👎 2", "+3").
_UP_MARKS = "▲△⬆↑👍🔼⇧⏶＋♥❤♡"  # hearts: a like's count ("♥ 3")
_DOWN_MARKS = "▼▽⬇↓👎🔽⇩⏷"
_EMOJI_TAIL = "\ufe0f\U0001f3fb-\U0001f3ff"  # variation selector, skin tones ("👍🏻")

# A count's words and classes: for it ("like", "Zustimmung", "helpful", "参考になった", "👍"), against it
# ("dislike", "Ablehnung", "👎"), or only that it is a vote ("vote", "score", "rating").
_POSITIVE_HINT = (
    r"like|upvote|thumbs?[-_ ]?up|up[-_ ]?vote|vote[-_ ]?up|\bup\b|heart|favou?rite|recommend|helpful|"
    r"plus|gef[äa]llt|positive|applause|clap|kudos|empfehl|aime\b|me gusta|mi piace|лайк|нрав|"
    r"agree|zustimm|einverstanden|d'accord|de acuerdo|concord|\beens\b|zgadza|соглас|curti|leuk|"
    r"lubi|beğen|gilla|tykkää|líbí|tetszik|いいね|参考になった|役に立った|赞|讚|有帮助|좋아요|공감|추천|도움이|أعجبني|ถูกใจ|\bthích|\bsuka\b|पसंद|پسند|אהבתי|"
    r"apreci|"
    rf"μου αρέσει|îmi place|подобається|[{_UP_MARKS}]"
)
_VOTE_HINT = r"vote|score|point|rating|reaction|thumb(?!nail)"
_POSITIVE = re.compile(_POSITIVE_HINT, re.I)
_VOTE = re.compile(_VOTE_HINT, re.I)
_LIKE_HINT = re.compile(_POSITIVE_HINT + "|" + _VOTE_HINT, re.I)


_DISLIKE_HINT = re.compile(
    r"dislike|thumbs?[-_ ]?o?[-_ ]?down|down[-_ ]?vote|vote[-_ ]?down|down|minus|negative|contra|unlike|"
    r"nicht hilfreich|not helpful|unhelpful|"
    r"disagree|ablehn|widersprech|nicht einverstanden|pas d'accord|n'aime pas|desacuerdo|"
    r"no me gusta|non mi piace|не нрав|не соглас|oneens|비공감|비추천|싫어요|반대|反对|反對|"
    rf"[{_DOWN_MARKS}]",
    re.I,
)


# A count that is the user's, not the comment's: karma, reputation, posts, followers,
# rank; and a review's star rating (schema.org's ratingValue, "5 star review"), which is
# no vote.
_NOT_A_VOTE = re.compile(
    r"karma|reputation|beitr[äa]ge|post-?count|\bposts\b|follower|user-?stat|member-?stat|"
    r"\brank\b|userrank|ratingvalue|reviewrating|bestrating|worstrating|aggregaterating|star-?rating|"
    + STAR_TOKEN,
    re.I,
)


_AMOUNT = r"(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s*([kKmM]|tsd\.?|mio\.?)?"
_NUMBER = re.compile(r"^\s*([+\-−]?)" + _AMOUNT + r"\s*$")


# "12 likes", "4 Zustimmungen", "12 people agree", "3 j'aime", "7 Personen gefällt das".
_WORD = r"[^\W\d_]+(?:['’][^\W\d_]+)?"
_NUMBER_WITH_WORD = re.compile(
    r"^\s*[+]?(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*([kKmM])?\s+"
    rf"({_WORD}(?:\s{_WORD}){{0,2}})\s*$",
    re.U,
)


# "Like (4)", "J'aime (8)", "أعجبني (4)", "Gefällt mir: 3", "Score: -2", "▲ eens (23)": a label (an
# arrow before it), then the count in brackets or after a colon.
_WORD_WITH_NUMBER = re.compile(
    rf"^\s*(?:[{_UP_MARKS}{_DOWN_MARKS}]\s*)?"  # an arrow before the label: "▲ eens (23)"
    r"([^\W\d_]+(?:['’][^\W\d_]+)?(?:\s[^\W\d_]+){0,2})\s*(?:\(\s*(\d{1,9})\s*\)|\[\s*(\d{1,9})\s*\]"
    r"|:\s*([+\-−]?\d{1,9}))\s*$",
    re.U,
)


# A like word, then the count after a space: "ถูกใจ 18", "Like 4", "Thích 3" (only a word
# that says like or dislike: "Seite 2" is no count).
_LABEL_COUNT = re.compile(r"^\s*(\D{1,30}?)\s+(\d{1,7})\s*$", re.U)


# A mark and a count: "▲ 14", "👍7", "+3", "↓ 1".
_MARKED = re.compile(rf"^\s*([{_UP_MARKS}{_DOWN_MARKS}+\-−])[{_EMOJI_TAIL}]?\s*(\d{{1,7}})\s*$")
# Both counts in one text: "▲ 14 ▼ 2", "↑3 ↓1", "👍 7 👎 1", "+14 / -2".
_PAIR = re.compile(
    rf"^\s*[{_UP_MARKS}+][{_EMOJI_TAIL}]?\s*(\d{{1,7}})\s*[/|·,]?\s*"
    rf"[{_DOWN_MARKS}\-−][{_EMOJI_TAIL}]?\s*(\d{{1,7}})\s*$"
)


# ... or in words: "공감 3 · 비공감 4", "Like 3 | Dislike 1", "Zustimmung 5 / Ablehnung 2" (the first
# word for the count, the second against it).
_WORD_PAIR = re.compile(r"^\s*(\D{1,20}?)\s*(\d{1,7})\s*[·|/,•]\s*(\D{1,20}?)\s*(\d{1,7})\s*$", re.U)


_LIKE_ATTRS = ("data-like-count", "data-likes", "data-count", "data-votes", "data-score", "data-upvotes")


_DISLIKE_ATTRS = ("data-dislike-count", "data-dislikes", "data-downvotes", "data-count")


_COUNT_SLOT_ENDS = (*_LIKE_ATTRS, *_DISLIKE_ATTRS, "aria")  # how a count's attribute slot ends
_PAIR_SLOT = {False: "|up", True: "|down"}  # a slot holding both counts: which one is read


def _amount(number: str, suffix: str | None) -> int | None:
    """ "1.2" + "k" -> 1200; "1,234" -> 1234; "5,0" (a decimal without a multiplier: a
    rating, not a count) -> None."""
    suffix = (suffix or "").lower()
    if suffix:
        value = float(number.replace(",", ".")) if re.fullmatch(r"\d+(?:[.,]\d+)?", number) else None
        if value is None:
            return None
        return round(value * (1000 if suffix.startswith(("k", "tsd")) else 1_000_000))
    if re.fullmatch(r"\d+[.,]\d{1,2}", number):
        return None
    digits = re.sub(r"[.,\s]", "", number)
    return int(digits) if digits.isdigit() and len(digits) <= 9 else None


@lru_cache(maxsize=4096)  # a count slot's few texts ("1", "12 likes"), read in every record
def parse_count(text: str) -> int | None:
    """'12', '1.2k', '1,234', '+3', '12 likes', '1 Person', '4 Zustimmungen', 'Like (4)',
    '▲ 14', '👍 7' -> int ('-2': 2; its sign says whose count it is, :func:`polarity`)."""
    m = _NUMBER.match(text)
    if m:
        return _amount(m.group(2), m.group(3))
    m = _MARKED.match(text)
    if m:
        return int(m.group(2))
    m = _NUMBER_WITH_WORD.match(text)
    if m:
        return _amount(m.group(1), m.group(2))
    w = _WORD_WITH_NUMBER.match(text)
    if w:
        found = w.group(2) or w.group(3) or w.group(4)
        return abs(int(found.replace("−", "-")))
    c = _LABEL_COUNT.match(text)
    if c and (_POSITIVE.search(c.group(1)) or _DISLIKE_HINT.search(c.group(1))):
        return int(c.group(2))
    return None


def polarity(text: str) -> str:
    """How a count is marked: "up" ("▲ 14", "👍 7"), "down" ("▼ 2", "👎 1"), "plus"
    ("+3"), "minus" ("-2", "Score: -2": a dislike count, or a net score below zero), or
    "" (not marked)."""
    t = text.strip()
    if not t:
        return ""
    w = _WORD_WITH_NUMBER.match(t)
    if w and t[0] not in _UP_MARKS + _DOWN_MARKS:  # an arrow before the label says it
        return "minus" if w.group(4) and w.group(4)[0] in "-−" else ""
    first = t[0]
    if first in _UP_MARKS:
        return "up"
    if first in _DOWN_MARKS:
        return "down"
    if first == "+":
        return "plus"
    if first in "-−" and _NUMBER.match(t):
        return "minus"
    return ""


def _leaning(levels: list[str]) -> tuple[bool, bool]:
    """(like, dislike): what the nearest of ``levels`` that is for the count and not
    against it (or the reverse) says ("cld-like-count-wrap" inside
    "cld-like-dislike-wrap" is a like count: the wrapper names both and decides
    nothing); else, when one only says it is a vote ("votes", "score"), a like count
    (a score)."""
    voted = False
    for text in levels:
        if not text:
            continue
        against = bool(_DISLIKE_HINT.search(text))
        rest = _DISLIKE_HINT.sub(" ", text) if against else text
        liked = bool(_POSITIVE.search(rest))
        if liked != against:
            return liked, against
        voted = voted or (not against and bool(_VOTE.search(rest)))
    return voted, False


def _is_count(mark: str, liked: bool, disliked: bool, dislikes: bool) -> bool:
    """Is a count marked ``mark``, in a like (``liked``) or dislike (``disliked``)
    context, a like count (or, ``dislikes``, a dislike count)?"""
    if mark in ("up", "down"):
        return (mark == "down") == dislikes
    net = liked and not disliked  # a "-2" in a like control: a score below zero
    if dislikes:
        return disliked or (mark == "minus" and not net)
    if mark == "minus":
        return net
    return (liked or mark == "plus") and not disliked


def parse_pair(text: str) -> tuple[int, int] | None:
    """(likes, dislikes) of a text that holds both: "▲ 14 ▼ 2", "+14 / -2", "↑3 ↓1", or
    in words: "공감 3 · 비공감 4", "Like 3 | Dislike 1"."""
    m = _PAIR.match(text)
    if m:
        return int(m.group(1)), int(m.group(2))
    w = _WORD_PAIR.match(text)
    if w and _worded_pair(w):
        return int(w.group(2)), int(w.group(4))
    return None


def _worded_pair(m: re.Match[str]) -> bool:
    """A worded pair's first word is for the count and not against it, its second against it."""
    first, second = m.group(1), m.group(3)
    return (
        bool(_POSITIVE.search(first))
        and not _DISLIKE_HINT.search(first)
        and bool(_DISLIKE_HINT.search(second))
    )


# (slot, count, element, piece, weak): weak when only a sign says it is a vote ("+1", "-2"
# with no vote word or class around it: a reader may write "+1" in a comment).
_Count = tuple[str, int, lxml_html.HtmlElement | None, Piece | None, bool]


def _count_candidates(
    view: RecordView,
    node: lxml_html.HtmlElement,
    dislikes: bool,
    date: DateOf | None = None,
) -> list[_Count]:
    """(slot, count, element, piece) of every like (or dislike) count of one record;
    ``date``: the record's, to tell its author's card (avatar, name, karma) from the
    comment's own counts."""
    want, other = (_DISLIKE_HINT, _LIKE_HINT) if dislikes else (_LIKE_HINT, _DISLIKE_HINT)
    cands: list[_Count] = []
    for key, el in view.order:
        hints = hint_text(el)
        if not dislikes and other.search(hints):
            continue
        for attr in _DISLIKE_ATTRS if dislikes else _LIKE_ATTRS:
            value = el.get(attr)
            if value is not None and (attr != "data-count" or want.search(hints)):
                n = parse_count(value)
                if n is not None and not _NOT_A_VOTE.search(hints):
                    cands.append(("@" + "/".join(key) + attr, n, el, None, False))
                    break
        label = el.get("aria-label") or ""
        if label and want.search(label) and (dislikes or not other.search(label)):
            n = parse_count(label)
            if n is not None:
                cands.append(("@" + "/".join(key) + "aria", n, el, None, False))
    for piece in view.pieces:
        text = piece.text
        if not any(c.isdigit() for c in text):
            continue
        pair = parse_pair(text)
        n = parse_count(text) if pair is None else pair[int(dislikes)]
        if n is None:
            continue
        hints = ancestor_hints(piece.owner, node, 3)
        if _NOT_A_VOTE.search(hints) or _in_user_card(piece.owner, node, date):
            continue
        m = _NUMBER_WITH_WORD.match(text)
        w = None if m else _WORD_WITH_NUMBER.match(text)
        word = m.group(3) if m else (w.group(1) if w else "")
        if not word and (c := _LABEL_COUNT.match(text)):
            word = c.group(1)  # "반대 6", "Like 4": the count's own word, nearer than its neighbour's
        # Nearest first: the count's own words, its element, the control's icon right
        # before it, then the elements around it.
        levels = [word, hint_text(piece.owner)]
        prev = piece.el if piece.tail else piece.owner.getprevious()
        if prev is not None and isinstance(prev.tag, str):
            levels.append(hint_text(prev) + " " + normalise_ws(text_content(prev))[:20])
        for a in ancestors(piece.owner, 2):
            if a is node:
                break  # the record's own classes ("comment liked") describe the record
            levels.append(hint_text(a))
        liked, disliked = _leaning(levels)
        unmarked = not (liked or disliked)
        if pair is not None:
            signs_only = (
                not any(c in _UP_MARKS or c in _DOWN_MARKS for c in text) and _PAIR.match(text) is not None
            )
            cands.append(
                ("/".join(piece.key) + _PAIR_SLOT[dislikes], n, None, piece, signs_only and unmarked)
            )
            continue
        mark = polarity(text)
        if _is_count(mark, liked, disliked, dislikes):
            count = -n if mark == "minus" and not dislikes else n
            cands.append(("/".join(piece.key), count, None, piece, mark in ("plus", "minus") and unmarked))
    return cands


_AVATAR = re.compile(r"avatar|gravatar|profil|userpic|user-?image|user-?photo|author|member|portrait", re.I)


def _in_user_card(el: lxml_html.HtmlElement, node: lxml_html.HtmlElement, date: DateOf | None) -> bool:
    """Is ``el`` in the block of the author's avatar that does not hold the comment's
    date: the user's card beside the comment (dealdoktor.de's "5819 ♥" karma under the
    avatar), whose counts are the user's, not the comment's? Only with a known date: a
    header of avatar, name, likes and date is the comment's."""
    if date is None:
        return False
    date_el = date[2] if date[2] is not None else (date[3].owner if date[3] is not None else None)
    if date_el is None:
        return False
    cur = el.getparent()
    for _ in range(4):
        if cur is None or cur is node:
            return False
        if cur is date_el or any(a is cur for a in date_el.iterancestors()):
            return False
        for img in cur.iter("img"):
            if _AVATAR.search(" ".join((img.get("class") or "", img.get("alt") or "", img.get("src") or ""))):
                return True
        cur = cur.getparent()
    return False


def _count_at(view: RecordView, slot: str, dislikes: bool) -> _Count | None:
    """The count in ``slot`` of one record, found without scanning the record."""
    if slot.startswith("@"):
        for attr in _COUNT_SLOT_ENDS:
            if slot.endswith(attr):
                el = view.elements.get(slot_key(slot[1 : -len(attr)]))
                if el is None:
                    return None
                n = parse_count(el.get("aria-label" if attr == "aria" else attr) or "")
                return (slot, n, el, None, False) if n is not None else None
        return None
    for which, end in _PAIR_SLOT.items():
        if slot.endswith(end):
            for piece in at_slot(view, slot[: -len(end)]):
                pair = parse_pair(piece.text)
                return (slot, pair[int(which)], None, piece, False) if pair is not None else None
            return None
    for piece in at_slot(view, slot):
        n = parse_count(piece.text)
        if n is not None and not dislikes and polarity(piece.text) == "minus":
            n = -n  # a net score below zero
        return (slot, n, None, piece, False) if n is not None else None
    return None


def learn_count_slot(
    views: list[RecordView],
    nodes: list[lxml_html.HtmlElement],
    dislikes: bool,
    dates: list[DateOf | None] | None = None,
) -> str | None:
    """The slot the most of the sampled records ``views`` (with their ``nodes`` and
    ``dates``) have a like (or dislike) count in, or None when they have none. A slot
    whose counts only a sign marks ("+14", "-2") needs them in half the records (and two
    at least): a "+1" in one reader's comment is no vote count."""
    votes: Counter[str] = Counter()
    strong: set[str] = set()
    for i, (view, node) in enumerate(zip(views, nodes, strict=True)):
        date = dates[i] if dates is not None else None
        seen: set[str] = set()
        for c in _count_candidates(view, node, dislikes, date):
            if not c[4]:
                strong.add(c[0])
            if c[0] not in seen:
                seen.add(c[0])
                votes[c[0]] += 1
    enough = max(2, (len(views) + 1) // 2)
    eligible = [s for s in votes if s in strong or votes[s] >= enough]
    if not eligible:
        return None
    return max(eligible, key=lambda s: votes[s])


def read_count(
    view: RecordView,
    node: lxml_html.HtmlElement,
    slot: str | None,
    dislikes: bool,
    taken: Piece | None = None,
    date: DateOf | None = None,
) -> CountOf | None:
    """One record's likes (or dislikes): at the learnt ``slot``, else the record is
    scanned (a count only a sign marks, only near the slot). ``taken``: the record's
    piece read as its likes already, no dislikes (unless it holds both, "▲ 14 ▼ 2");
    ``date``: the record's."""
    if slot is None:
        return None
    pick = _count_at(view, slot, dislikes)
    if pick is None:
        loose = loose_slot(slot)
        cands = [
            c for c in _count_candidates(view, node, dislikes, date) if not c[4] or loose_slot(c[0]) == loose
        ]
        pick = cands[0] if cands else None
    if pick is None or (taken is not None and pick[3] is taken and not pick[0].endswith(_PAIR_SLOT[True])):
        return None
    return (pick[1], pick[2], pick[3])
