"""Replies a flat thread marks in their words: "@Dot Hargreaves same here", or a quote of
the comment answered (``<blockquote><cite>Giorgi wrote:</cite><p>a phrase of
his</p></blockquote>`` before the reply's own words).

Many blogs and forums render every comment at one level, and a reader answers by naming
the comment's author or quoting it. Those are the reply structure the page has, in any
language: a reply names an author of an EARLIER comment (the nearest one, when that
author wrote several), or quotes words an earlier comment holds. The quote is the other
comment's, not the reply's: it leaves the reply's text.

Runs after the fields are read (authors and texts known), on sections whose records are
all at the top level and where no markup gave a parent (:mod:`.parent` runs first and
wins).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from itertools import pairwise

from lxml import etree
from lxml import html as lxml_html

from comspider.fields.quote_boxes import words_after
from comspider.fields.record_view import roots_of
from comspider.records.dom import element_after, inside, text_content, text_of
from comspider.records.dom import folded as _fold
from comspider.records.model import ExtractedComment, Record
from comspider.subjects import REPLY_MARKS

#: The least text of a quote that identifies the quoted comment (a word or two may be
#: anyone's).
MIN_QUOTE_CHARS = 12
_WORD = re.compile(r"\S+")


#: Words of a name looked for after the "@" (a name longer than this is no mention).
MAX_NAME_WORDS = 6
#: Earlier comments a quote is looked for in (the thread's recent past: bounded work).
QUOTE_LOOKBACK = 200
_NAME_END = ",:;.!?)]-：，"
#: What may stand before the "@": a reply word ("回复 @Name：", "Reply @Name", "Re: @Name").
_MENTION_LEAD = re.compile(r"\s*(?:[^\W\d_]{1,8}\s?[:：]?\s*)?@")
#: Letters of a first name an "@" may name its author by ("@Hank" for "Hank Moody").
MIN_FIRST_NAME = 3
#: Characters of a name looked for after the "@" in a script without spaces.
MAX_NAME_CHARS = 24


def _mentioned(text: str, names: dict[str, int]) -> int | None:
    """The comment whose author's name (``names``: each earlier author's folded name and
    its spaceless form -> their latest comment) the text opens with ("@Name ..."); the
    longest name that matches ("@Kev the Veg" over "@Kev")."""
    lead = _MENTION_LEAD.match(text)
    if lead is None:
        return None
    rest = _fold(text[lead.end() :])
    words = rest.split()[:MAX_NAME_WORDS]
    for k in range(len(words), 0, -1):
        said = " ".join(words[:k])
        for candidate in (said, said.rstrip(_NAME_END)):
            if len(candidate) >= 2 and candidate in names:
                return names[candidate]
    # a name in a script without spaces, its words run on after it ("@老街坊阿强：听说…")
    head = rest[:MAX_NAME_CHARS]
    for k in range(len(head) - 1, 1, -1):
        if not head[k].isalnum() and head[:k] in names:
            return names[head[:k]]
    return None


#: How far into a text the colon after the name it opens by addressing is looked for.
ADDRESS_CHARS = 40


def _addressed(text: str, names: dict[str, int]) -> int | None:
    """The comment whose author the text opens by addressing: an earlier author's whole
    name right before a colon near the start, alone or after a few words ("Anna: …",
    "回复 1楼 地铁迷阿杰：…", "Antwort an Bernd S.: …"); that author's latest comment."""
    head = text[:ADDRESS_CHARS]
    colon = min((k for k in (head.find(":"), head.find("：")) if k > 0), default=-1)
    if colon < 0:
        return None
    lead = _fold(head[:colon]).rstrip()
    if not lead:
        return None
    if lead in names:
        return names[lead]
    return _named_last(lead, names)


def _first_named(text: str, firsts: dict[str, int], full: dict[str, str]) -> int | None:
    """The comment whose author's first name (``firsts``: the first names only one earlier
    author has -> their latest comment; ``full``: their whole folded names) the text opens
    with after an "@" ("@Hank it's real" for Hank Moody). Not where a capitalised word
    after it is another surname than the author's ("@Jan Dirk" is not Jan Dark)."""
    lead = _MENTION_LEAD.match(text)
    if lead is None:
        return None
    words = text[lead.end() :].split()[:2]
    if not words:
        return None
    first = _fold(words[0]).rstrip(_NAME_END)
    if first not in firsts:
        return None
    if len(words) > 1 and words[0][-1] not in _NAME_END and words[1][:1].isupper():
        rest = full[first].split()[1:]
        if not rest or _fold(words[1]).rstrip(_NAME_END) != rest[0]:
            return None
    return firsts[first]


#: A quote box by its class ("bbcode_quote", "quotecontent", "quote", and a class token
#: that ends in the word of the forums' other languages: "kb-zitat", "hilo-cita", not the
#: cite line's "hilo-cita-de"): forums quote in a ``div`` inside the post's own ``blockquote``.
_QUOTE_CLASS = re.compile(
    r"quote|(?:^|[-_\s])(?:zitat|cita|citation|citazione|cytat|citaat|sitat|lainaus|alinti)(?=$|\s)", re.I
)
_QUOTE_TAGS = frozenset({"blockquote", "div", "table", "section", "aside"})
_BLOCKS = frozenset({"div", "p", "blockquote"})
#: Where a quote box holds the quoted words: its blocks, or an inline quotation.
_QUOTED = _BLOCKS | {"q"}
#: The tags :func:`is_quote_box` may say yes to.
_BOX_TAGS = tuple(sorted(_QUOTE_TAGS | {"q"}))


def is_quote_box(el: lxml_html.HtmlElement) -> bool:
    tag = el.tag
    if tag == "q":
        return _standing_alone(el)
    if not isinstance(tag, str) or tag not in _QUOTE_TAGS:
        return False
    return (
        tag == "blockquote"
        or _QUOTE_CLASS.search(el.get("class") or "") is not None
        # a box of the words quoted, as <q>, under the line that names whose they are
        # ("<div><a href='#p1'>Name писал(а):</a> <q>…</q></div>")
        or (tag != "table" and _holds_a_quotation(el))
    )


def _standing_alone(q: lxml_html.HtmlElement) -> bool:
    """Whether the quotation ``q`` stands as a block of its own between the record's parts
    (a reply's quote of its parent's words), not a phrase quoted in running words."""
    if (q.tail or "").strip():
        return False
    before = q.getprevious()
    said = (
        before.tail if before is not None else (q.getparent().text if q.getparent() is not None else "")
    ) or ""
    return not said.strip()


def _cite_line(el: lxml_html.HtmlElement) -> bool:
    """A quote box's line naming whose words follow, in an element whose class names a quote
    ("<div class='quote-by'>Quote from Anna:</div>"): the box's cite, not a box of its own."""
    if el.tag != "div" or any(c.tag in _BLOCKS for c in el):
        return False
    line = text_of(el)
    return 0 < len(line) <= MARKER_MAX_CHARS and line.endswith((":", "："))


def _opens_nested(quote: lxml_html.HtmlElement, inner: lxml_html.HtmlElement) -> bool:
    """Whether ``quote``, holding the box ``inner``, is a quote of a reply that quoted
    (``inner`` is what that reply quoted): a line naming whose words follow opens it before
    ``inner`` ("Marie a écrit :"), and the reply's own words follow it. A post's body
    holding its quote box opens with no such line."""
    line = ""
    for d in quote.iterdescendants():
        if d is inner:
            break
        line += " " + (d.text or "") if isinstance(d.tag, str) else ""
        if not inside(inner, d):  # an ancestor's tail comes after ``inner``
            line += " " + (d.tail or "")
        if len(line) > 2 * MARKER_MAX_CHARS:
            return False
    line = " ".join(((quote.text or "") + " " + line).split())
    return line.endswith((":", "：")) and words_after(quote, MIN_QUOTE_CHARS)


#: Elements of a record looked at for a box of an earlier comment's words.
COPIED_LOOKED = 40
_BOXES = frozenset({"div", "table"})


def _copied_box(
    roots: list[lxml_html.HtmlElement], first_kinds: set[tuple[str, str | None]]
) -> tuple[str, list[str]] | None:
    """A box of a forum's quote whose class says nothing ("<div class='gbq'><b>Quote (Anna @
    Mar 14)</b><br>the words…</div>", then the reply's own words): the first box in the
    record followed by other words and of a kind the first comment has not (``first_kinds``:
    tag and class), with its text and that text without its opening line.
    Only a candidate: it is a quote when an earlier comment holds its words and the reply
    opens with them."""
    own = 0
    for k, el in enumerate(d for root in roots for d in root.iterdescendants()):
        if k >= COPIED_LOOKED:
            return None
        if el.tag not in _BOXES or (el.tag, el.get("class")) in first_kinds:
            continue
        el = _labelled(el, roots)
        whole = text_of(el)
        if len(whole) < MIN_QUOTE_CHARS or not words_after(el, MIN_QUOTE_CHARS):
            continue
        own = own or sum(len(text_of(root)) for root in roots)
        if len(whole) >= own * 0.95:
            continue
        first = next((c for c in el if isinstance(c.tag, str)), None)
        head = text_of(first) if first is not None and not (el.text or "").strip() else ""
        if len(head) > MARKER_MAX_CHARS:
            head = ""  # the quoted words themselves, not a line naming whose they are
        words = whole[len(head) :].strip() if head and whole.startswith(head) else ""
        inner = sorted((text_of(b) for b in el.iterdescendants() if b.tag in _QUOTED), key=len, reverse=True)
        # and the quoted words under the line naming whose they are ("Silva je napisala:",
        # "Originally Posted by Anna<br>")
        named = (_after_line(words), _after_break(el, whole))
        looked = [w for w in (words, whole, *named, *inner) if len(w) >= MIN_QUOTE_CHARS]
        return (whole, looked) if looked else None
    return None


def _labelled(el: lxml_html.HtmlElement, roots: list[lxml_html.HtmlElement]) -> lxml_html.HtmlElement:
    """The box a quote stands in with its label: ``el``'s ancestors inside the record while
    ``el`` ends them and they hold little else, a line before it ("<div><div>Quote:</div>
    <table>…the quoted post…</table></div>", then the reply's own words)."""
    box = el
    while not (box.tail or "").strip() and not any(
        (isinstance(s.tag, str) and text_of(s)) or (s.tail or "").strip() for s in box.itersiblings()
    ):
        parent = box.getparent()
        if parent is None or any(parent is r for r in roots):
            break
        if len(text_of(parent)) - len(text_of(box)) > MARKER_MAX_CHARS:
            break
        box = parent
    return box


def _holds_a_quotation(el: lxml_html.HtmlElement) -> bool:
    """A box that is a quotation (``<q>``) and at most a short line naming whose words they
    are, not a comment's own words with a phrase quoted in them."""
    if next(el.iterchildren("q"), None) is None:  # (el.find("q"): most boxes hold none)
        return False
    quoted = [c for c in el if c.tag == "q"]
    inside = sum(len(text_of(q)) for q in quoted)
    return inside > 0 and len(text_of(el)) - inside <= MARKER_MAX_CHARS


def _quote(node: lxml_html.HtmlElement, whole_chars: int | None = None) -> tuple[str, list[str]] | None:
    """A record's first quote: its whole text (cite included) and what to look for of the
    quoted words (without the cite; each block inside it too: the message under vBulletin's
    "Originally Posted by Name"). A box that holds another, or the record's whole text, is
    its body, not a quote (vBulletin's ``blockquote.postcontent``). ``whole_chars``: the
    record's text when ``node`` is one of its parts (a run's quote box is a part)."""
    # (lxml's tag filter walks the record: only these tags may be quote boxes)
    boxes = [q for q in node.iter(*_BOX_TAGS) if is_quote_box(q) and not _cite_line(q)]
    own = (len(text_of(node)) if whole_chars is None else whole_chars) if boxes else 0  # read only with a box
    for quote in boxes:
        inner = next(
            (
                d
                for d in quote.iterdescendants(*_BOX_TAGS)
                if is_quote_box(d) and not _cite_line(d) and text_of(d)
            ),
            None,
        )
        if inner is not None and not _opens_nested(quote, inner):
            continue  # a post's body that holds the quote box (vBulletin's blockquote.postcontent)
        whole = text_of(quote)  # as the comment text joins its pieces
        if not whole or len(whole) >= own * 0.95:
            continue
        cited = " ".join(
            text_of(c)
            for c in quote.iterdescendants()
            if c.tag == "cite" or (is_quote_box(c) and _cite_line(c))
        )
        title = _title_before(quote)
        if title:  # "<div class='qtitle'>Цитата: Tanya_Z</div><div class='quote'>…": the box's own line
            whole = f"{title} {whole}"
            cited = f"{title} {cited}".strip() if cited and whole.startswith(f"{title} {cited}") else title
        words = whole[len(cited) :].strip() if cited and whole.startswith(cited) else whole
        # the longest first: the quoted message before a header ("Originally Posted by X")
        # that other replies quoting the same comment also hold
        inner = sorted(
            (text_of(b) for b in quote.iterdescendants() if isinstance(b.tag, str) and b.tag in _QUOTED),
            key=len,
            reverse=True,
        )
        # and the words after a line naming whose they are, in the quote's own text ("Anna: …")
        looked = [
            w
            for w in (
                words,
                _after_line(words),
                _after_break(quote, words),
                _after_first_block(quote, words),
                *inner,
            )
            if len(w) >= MIN_QUOTE_CHARS
        ]
        return (whole, looked) if looked else None
    return None


def _quote_in(roots: list[lxml_html.HtmlElement]) -> tuple[str, list[str]] | None:
    """:func:`_quote` of a record's first node that has one (a run's or a definition list's
    record: the quote is in the text's ``dd``, not in the ``dt`` that heads it)."""
    whole = sum(len(text_of(root)) for root in roots) if len(roots) > 1 else None
    for root in roots:
        found = _quote(root, whole)
        if found is not None:
            return found
    return None


def _title_line(quote: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The line right before a quote box that names whose words it holds, as a sibling of
    its own (a title line of :data:`MARKER_MAX_CHARS` at most, without blocks, nothing
    between), else None. A box that is the only content of a quote box around it
    ("<div class='blockquote'><div class='quote'>…"): that box's line."""
    while (
        quote.getprevious() is None
        and (wrapper := quote.getparent()) is not None
        and is_quote_box(wrapper)
        and not (wrapper.text or "").strip()
        and not (quote.tail or "").strip()
        and len(wrapper) == 1
    ):
        quote = wrapper
    if (quote.getparent() is not None and (quote.getparent().text or "").strip()) or (
        quote.getprevious() is not None and (quote.getprevious().tail or "").strip()
    ):
        return None
    before = quote.getprevious()
    parent = quote.getparent()
    # the quote's own box around the line and the words ("<div class='zitat'><span>Zitat von
    # NAME</span><blockquote>…"): its first line names whose words follow, a block or not
    boxed = parent is not None and _QUOTE_CLASS.search(parent.get("class") or "") is not None
    if (
        before is None
        or not isinstance(before.tag, str)
        or not (before.tag in _BLOCKS or (boxed and before.tag in _INLINE))
    ):
        return None
    if any(
        isinstance(d.tag, str) and d.tag not in _INLINE and d.tag != "img" for d in before.iterdescendants()
    ):
        return None  # (an icon is no block: IPB's "snapback" arrow linking to the quoted post)
    line = text_of(before)
    named = (
        boxed
        or line.rstrip().endswith((":", "："))
        or _QUOTE_WORD.search(before.get("class") or "") is not None
        # a link back to the quoted post on this page ("<a href='#msg99122'>Citação de: NAME
        # em DATE</a>", SMF)
        or any(
            (a.get("href") or "").startswith("#") and len(a.get("href") or "") > 1 for a in before.iter("a")
        )
    )
    if not line or len(line) > MARKER_MAX_CHARS or not named:
        return None
    return before if before.getprevious() is None else None


def _title_before(quote: lxml_html.HtmlElement) -> str:
    """The text of :func:`_title_line`, else ""."""
    line = _title_line(quote)
    return text_of(line) if line is not None else ""


#: A title line's class that names it the quote's ("qtitle", "quote-title", "zitat-kopf").
_QUOTE_WORD = re.compile(r"q(?:uote)?[-_]?(?:title|head|top|author|name)|" + _QUOTE_CLASS.pattern, re.I)


def _without_quote(text: str, quote: str, words: Sequence[str] = ()) -> str:
    """``text`` without the quote it opens with (compared blind to whitespace: the
    text's blocks are joined by line breaks); ``text`` when it does not open with it.
    ``words``: the quoted words without the line that names whose they are, for a text
    whose fields took a word of that line ("Anna wrote:" read as "Anna"): the quote then
    ends where those words end, when they start within :data:`MARKER_MAX_CHARS`."""
    bare_text = "".join(text.split())
    bare = "".join(quote.split())  # blind to whitespace: "писал(а):Хорошо" and "писал(а): Хорошо" alike
    end = len(bare) if bare and bare_text.startswith(bare) else 0
    if not end:
        for said in words:
            bare_said = "".join(said.split())
            at = bare_text.find(bare_said) if bare_said else -1
            # what the text holds before them is the quote's own line ("Anna", of "Anna wrote:"),
            # not the reader's words before the quote
            if 0 <= at <= MARKER_MAX_CHARS and bare.startswith(bare_text[:at]):
                end = at + len(bare_said)
                break
    if not end and bare and len(bare) < len(bare_text) and bare_text.endswith(bare):
        # an e-mail's answer: the reply's words, then the message it answers ("On 5 Mar 2012,
        # Colin wrote: > Thanks…"), as a mail client quotes below
        return text[: _after_chars(text, len(bare_text) - len(bare))].strip()
    if not end:
        return _without_aligned(text, quote)
    return text[_after_chars(text, end) :].strip() or text


def _after_chars(text: str, n: int) -> int:
    """Where ``text``'s ``n``-th character that is no space ends (``n`` >= 1)."""
    seen = 0
    for at, ch in enumerate(text):
        if not ch.isspace():
            seen += 1
            if seen == n:
                return at + 1
    return len(text)


#: Share of a quote's words the reply's text must open with, the others left out of the
#: text as the template's ("a écrit :" after each name of a quote that quotes another).
ALIGNED_SHARE = 0.6


def _without_aligned(text: str, quote: str) -> str:
    """``text`` without the quote it opens with, when the text holds the quote's words in
    their order but for a few the template's words took (the cite lines' "a écrit :" of a
    quote inside a quote); ``text`` otherwise."""
    said = text.split()
    quoted = quote.split()
    j = 0
    for word in quoted:
        if j < len(said) and said[j] == word:
            j += 1
    if j < ALIGNED_SHARE * len(quoted) or j >= len(said):
        return text
    return " ".join(said[j:])


#: The quoted words inside quotation marks, when the quote says more ("In reply to Ali:
#: «the words…»"), in the marks of the common scripts.
_IN_MARKS = re.compile(r"[«“„\"‚‘「『»](.+?)[»”“\"‘’」』«]", re.S)
#: A quote cut short: an ellipsis and the word it may have cut ("…چهاربانده می‌ش…").
_CUT = re.compile(r"\s*\S*(?:…|\.\.\.)\s*$")


#: The marks an e-mail's quote opens each line of the message with ("> Thanks for this").
_MAIL_MARKS = re.compile(r"(?:^|(?<=\s))>+(?=\s)")


#: A text that opens as an e-mail answers: a ">" before the words it answers (not ">>5",
#: a number's reference, :mod:`comspider.fields.parent`).
_MAIL_OPENING = re.compile(r"\s*>(?![>\d＞])\s*")


def _mail_quote(text: str, own_texts: Sequence[str], before: int) -> tuple[int, str] | None:
    """A text that opens with an earlier comment's words after a ">" ("> Za co ja mam
    płacić…? Niestety płaci się…", the reader's "> " lines of a mail's answer): the
    nearest earlier comment whose own words hold them, and the reply's words after the
    quote (its further "> " lines of that comment left out too). None when the text is
    nothing but the quote, or quotes no comment of the thread."""
    opening = _MAIL_OPENING.match(text)
    if opening is None:
        return None
    rest = text[opening.end() :]
    first = _quote_start(rest)
    parent = _quoted(rest[:first], own_texts, before) if first else None
    if parent is None:
        return None
    source = own_texts[parent]
    while first:
        rest = rest[_quote_end(rest, first, source) :]
        more = _MAIL_OPENING.match(rest)
        if more is None:
            break
        first = _quote_start(rest[more.end() :])
        if not first or _fold(rest[more.end() : more.end() + first]) not in source:
            break  # a ">" line of another's words, or of the reader's own
        rest = rest[more.end() :]
    rest = rest.strip()
    return (parent, rest) if rest else None


def _quote_start(text: str) -> int:
    """Where the shortest opening of ``text`` that is whole words and long enough to be
    looked for as a quote (:data:`MIN_QUOTE_CHARS`) ends; 0 when the text is shorter."""
    return next((m.end() for m in _WORD.finditer(text) if len(_fold(text[: m.end()])) >= MIN_QUOTE_CHARS), 0)


#: Words of a quote a reader may have changed ("&" for "and") and the quote still go on.
QUOTE_CHANGED_WORDS = 2


def _quote_end(text: str, first: int, source: str) -> int:
    """Where the longest opening of ``text`` (whole words, from ``first`` on, the marks of
    its further lines left out) that ``source`` (folded) holds ends: a word the reader
    changed (at most :data:`QUOTE_CHANGED_WORDS` of them) where the words after it are the
    source's again does not end it."""
    end, start, changed = first, 0, 0
    words = [m for m in _WORD.finditer(text, first) if m.group() != ">"]  # a wrapped line's mark
    k = 0
    while k < len(words):
        if _fold(_MAIL_MARKS.sub(" ", text[start : words[k].end()])) in source:
            end, k = words[k].end(), k + 1
            continue
        after = words[k].end()
        again = _quote_start(text[after:])
        if changed >= QUOTE_CHANGED_WORDS or not again:
            break
        if _fold(_MAIL_MARKS.sub(" ", text[after : after + again])) not in source:
            break
        changed, start, end = changed + 1, after, after + again
        k = next((j for j in range(k + 1, len(words)) if words[j].end() > end), len(words))
    return end


def _needles(words: str) -> list[str]:
    """What to look for of a quote: its words, the words in its quotation marks, and
    either without the ellipsis and the word it cut."""
    out = [words]
    unmarked = _MAIL_MARKS.sub(" ", words)
    if unmarked != words:  # an e-mail's quote: "> " before each line of the message
        out.append(unmarked)
    marked = _IN_MARKS.search(words)
    if marked is not None:
        out.append(marked.group(1))
    out += [_CUT.sub("", w) for w in out if _CUT.search(w)]
    return [_fold(w) for w in out if len(w.strip()) >= MIN_QUOTE_CHARS]


class _Joined:
    """A thread's texts joined by NUL characters, with where each starts: whether any of a
    run of them holds a needle, told by one search of that run (most quotes on a page are
    of no comment of it, and were searched for in each comment of the lookback)."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.text = "\x00".join(texts)
        self.starts: list[int] = []
        at = 0
        for t in texts:
            self.starts.append(at)
            at += len(t) + 1
        self.ends = [start + len(t) for start, t in zip(self.starts, texts, strict=True)]

    def any_holds(self, needle: str, first: int, last: int) -> bool:
        """Whether one of the texts ``first`` to ``last`` (both in) may hold ``needle``
        (a needle with a NUL in it may: it is not searched)."""
        if "\x00" in needle:
            return True
        return self.text.find(needle, self.starts[first], self.ends[last]) >= 0


def _quoted(
    words: str, folded_texts: Sequence[str], before: int, joined: _Joined | None = None
) -> int | None:
    """The nearest comment before ``before`` (of the last :data:`QUOTE_LOOKBACK`) whose
    text holds ``words`` (or the words in their quotation marks, or those before the
    ellipsis that cut them). ``joined``: ``folded_texts`` joined, to tell at once that
    none of them does."""
    first = max(0, before - QUOTE_LOOKBACK)
    for folded in _needles(words):
        if joined is not None and before > first and not joined.any_holds(folded, first, before - 1):
            continue
        for j in range(before - 1, max(-1, before - 1 - QUOTE_LOOKBACK), -1):
            if folded in folded_texts[j]:
                return j
    return None


def _quoted_any(
    looked: Sequence[str],
    folded_texts: Sequence[str],
    before: int,
    own_texts: Sequence[str] | None = None,
    joined: _Joined | None = None,
) -> int | None:
    """:func:`_quoted` of the first of a quote's ``looked`` words an earlier comment holds.
    ``own_texts``: the comments' own words (without the quotes they hold): where that
    comment holds none of the quote's words as its own, it only quoted them too (two
    replies quoting one comment), and the comment that wrote them is the one quoted; a
    quote of a reply's whole post (its own words and its quote) stays the reply's."""
    found = next(
        (p for words in looked if (p := _quoted(words, folded_texts, before, joined)) is not None), None
    )
    if found is None or own_texts is None:
        return found
    needles = [n for words in looked for n in _needles(words)]
    if any(n in own_texts[found] for n in needles):
        return found
    wrote = next((p for words in looked if (p := _quoted(words, own_texts, before)) is not None), None)
    return found if wrote is None else wrote


#: A reply's line naming the comment it answers ("en réponse à @Name", "у відповідь
#: Name", "@Name님에게 답글"): at most this many characters and words besides the name.
MARKER_MAX_CHARS = 80
#: Words of a byline before its writer's name at most ("Posted by", "Kommentar von").
BYLINE_LEAD_WORDS = 3
MARKER_WORDS = 4
#: Elements of a record looked at for that line (it sits before the reply's text).
MARKER_LOOKED = 24
_INLINE = frozenset({"a", "b", "strong", "em", "i", "span", "small", "cite", "bdi", "time"})


def _named_in(line: str, names: dict[str, int]) -> int | None:
    """The comment whose author ``line`` (folded) names with a few other words, or after
    an "@" whatever follows it (a Korean particle: "@김민서님에게"); the longest name."""
    best: tuple[int, int] | None = None
    for name, latest in names.items():
        if len(name) < 2 or len(name) <= (best[0] if best else 0):
            continue
        at = line.find(name)
        while at >= 0:
            end = at + len(name)
            mention = at > 0 and line[at - 1] == "@"
            starts = at == 0 or mention or not line[at - 1].isalnum()
            ends = end == len(line) or not line[end].isalnum()
            rest = (line[:at] + " " + line[end:]).replace("@", " ")
            # words, not the brackets or dashes around the name ("en respuesta a #2 (NAME)")
            if (
                starts
                and (ends or mention)
                and sum(any(ch.isalnum() for ch in w) for w in rest.split()) <= MARKER_WORDS
                and (mention or rest.split())
            ):
                best = (len(name), latest)
                break
            at = line.find(name, at + 1)
    return best[1] if best else None


def _of_the_words(
    marker: tuple[int, str, str], comments: list[ExtractedComment | None], own_texts: list[str], i: int
) -> int:
    """The comment a marker line names (its author's latest), or, where the line heads the
    words it answers ("NAME 的原贴：" over them), the author's comment that wrote those words:
    a reader who wrote twice is answered on the words quoted, not on the latest."""
    parent, _line, words = marker
    named = comments[parent]
    if named is None or len(words) < MIN_QUOTE_CHARS:
        return parent
    wrote = _quoted(words, own_texts, i)
    other = comments[wrote] if wrote is not None else None
    if other is not None and _fold(other.author or "") == _fold(named.author or ""):
        return wrote  # type: ignore[return-value]
    return parent


def _marker(
    roots: list[lxml_html.HtmlElement], text: str, author: str, names: dict[str, int]
) -> tuple[int, str, str] | None:
    """A line of its own before a reply's text that names the author of an earlier
    comment and says little else (``<div>en réponse à @Marc B.</div>``): that comment, and
    the line as the text opens with it. Any language: the name is what is known, not the
    words around it. The reply's own text must go on after it, in an element of another
    kind (a comment that only says "Thanks, Marc", or whose first paragraph does, has no
    such line). A record of several sibling nodes (a run: a heading with the line in it,
    then the text) is looked in node after node. Also the words of the element after the
    line."""
    own = _fold(author)
    folded_text = _fold(text)
    inside = (el for root in roots for el in (root.iterdescendants() if len(roots) == 1 else root.iter()))
    for k, el in enumerate(inside):
        if k >= MARKER_LOOKED:
            break
        if not isinstance(el.tag, str) or not _inline_only(el):
            continue
        line = " ".join(text_content(el).split())
        if not line or len(line) > MARKER_MAX_CHARS:
            continue
        folded = _fold(line)
        if own and own in folded:
            # the record's own byline, ending with whom it answers ("Posted by NAME at DATE
            # in reply to NAME"): any language's words, the names known. A byline opens with
            # the name (a few words before it at most) and dates the record; a line after the
            # text that names readers ("1 user thanked NAME for this post: NAME") does neither.
            at = folded.index(own)
            rest = folded[at + len(own) :]
            if (
                folded not in folded_text
                and len(folded[:at].split()) <= BYLINE_LEAD_WORDS
                and any(ch.isdigit() for ch in rest)
                and (answered := _named_last(rest, names)) is not None
            ):
                return answered, line, ""
            continue
        # what the text opens with (not the whole of it), or a line of the record's head
        # that the text leaves out ("<h4>NAME <span>↳ odpowiedź do: NAME</span></h4>")
        opens = folded_text.startswith(folded) and len(folded_text) - len(folded) >= MIN_QUOTE_CHARS
        if not opens and (folded in folded_text or len(roots) == 1):
            continue
        after = _after(el, roots)
        if after is None or (after.tag, after.get("class")) == (el.tag, el.get("class")):
            continue  # the text's own first paragraph ("Great point, Marc!"), not a line of its own
        parent = _named_in(folded, names)
        if parent is not None:
            return parent, line, " ".join(after.text_content().split())
    return None


def _inline_only(el: lxml_html.HtmlElement) -> bool:
    """Whether every element inside ``el`` is inline markup (a line, not a box of blocks)."""
    for c in el.iterdescendants():  # noqa: SIM110 - a loop: 40% cheaper than all() over a generator
        if isinstance(c.tag, str) and c.tag not in _INLINE:
            return False
    return True


def _named_last(rest: str, names: dict[str, int]) -> int | None:
    """The comment of the earlier author whose name (folded) ends ``rest``, a whole word
    after something else: the longest such name."""
    rest = rest.rstrip(" .:;,)]")
    if len(names) > len(rest):
        # many authors (a long thread): look each ending of ``rest`` up, the longest first,
        # rather than every name (the same name: two names of one length that both end
        # ``rest`` are one)
        for at in range(1, len(rest) - 1):
            if not rest[at - 1].isalnum() and (latest := names.get(rest[at:])) is not None:
                return latest
        return None
    best: tuple[int, int] | None = None
    for name, latest in names.items():
        if len(name) < 2 or not rest.endswith(name) or len(rest) == len(name):
            continue
        if rest[-len(name) - 1].isalnum() or (best is not None and len(name) <= best[0]):
            continue
        best = (len(name), latest)
    return best[1] if best else None


def _after(el: lxml_html.HtmlElement, roots: list[lxml_html.HtmlElement]) -> lxml_html.HtmlElement | None:
    """The element after ``el`` in its record: its next sibling, or, when it ends its
    parent, the parent's, up to one of the record's own nodes (the line at the end of a
    run's heading: the text follows the heading)."""
    cur = el
    while True:
        after = element_after(cur)
        if after is not None or len(roots) == 1 or any(cur is r for r in roots):
            return after
        parent = cur.getparent()
        if parent is None:
            return None
        cur = parent


def _opening_link(
    roots: list[lxml_html.HtmlElement], text: str, anchors: Mapping[str, int], i: int
) -> int | None:
    """The earlier record whose anchor a link the reply's text opens with leads to (a
    board's ">>2" the reader typed and the board linked): its parent, the words the reply's
    own."""
    for root in roots:
        for a in root.iter("a"):
            href = a.get("href") or ""
            j = anchors.get(href[1:]) if href.startswith("#") else None
            if j is None or j >= i:
                continue
            label = " ".join(a.text_content().split())
            if label and text.startswith(label):
                return j
    return None


def _answered_anchor(lines: list[lxml_html.HtmlElement], at: Mapping[str, int], i: int) -> int | None:
    """The earlier record a reply's reference line leads to ("In reply to <a
    href='#r1'>")."""
    for line in lines:
        href = next(line.iter("a")).get("href") or ""
        parent = at.get(href[1:])
        if parent is not None and parent < i:
            return parent
    return None


def thread_by_references(
    comments: list[ExtractedComment | None],
    records: Sequence[Record],
    lines: Sequence[list[lxml_html.HtmlElement]] | None = None,
    anchors: Mapping[str, int] | None = None,
) -> bool:
    """Give the comments of a flat thread (``comments[i]`` read from ``records[i]``; None
    for a record without text) the parents their "@name" openings and quotes name; a
    quote leaves the reply's text; ``lines``: each record's reference lines
    (:func:`~comspider.fields.text.reference_lines`), whose link to one of the records'
    ``anchors`` (:func:`~comspider.records.anchors.record_anchors`) names the parent. True
    when any reply was found."""
    if len(comments) < 2:
        return False
    if any(c is not None and c.parent is not None for c in comments):
        _deeper_by_anchor(comments, lines, anchors)
        _leave_parents_quotes(comments, records, anchors)
        return False
    if not _newest_first(comments):
        return _thread_flat(comments, records, lines, anchors)
    # Newest first: a reply comes before what it answers. Read from the oldest.
    last = len(comments) - 1
    found = _thread_flat(
        comments[::-1],
        records[::-1],
        lines[::-1] if lines is not None else None,
        {a: last - k for a, k in anchors.items()} if anchors else anchors,
    )
    for c in comments:
        if c is not None and c.parent is not None:
            c.parent = last - c.parent
    return found


#: Times a list must show to be read as newest first.
NEWEST_FIRST_TIMES = 3


def _newest_first(comments: list[ExtractedComment | None]) -> bool:
    """Whether the comments' times run from the newest down, each one older than or as old
    as the one before and the last older than the first."""
    times: list[datetime] = []
    for c in comments:
        if c is not None and c.published_at:
            try:
                times.append(datetime.fromisoformat(c.published_at))
            except (TypeError, ValueError):
                continue
    if len(times) < NEWEST_FIRST_TIMES:
        return False
    try:
        return times[0] > times[-1] and all(a >= b for a, b in pairwise(times))
    except TypeError:  # a time without its offset beside one with
        return False


def _thread_flat(
    comments: list[ExtractedComment | None],
    records: Sequence[Record],
    lines: Sequence[list[lxml_html.HtmlElement]] | None,
    anchors: Mapping[str, int] | None,
) -> bool:
    """:func:`thread_by_references` of a flat thread, its comments oldest first."""
    names: dict[str, int] = {}  # an earlier author's folded name -> their latest comment
    # an earlier author's first name -> their latest comment, while one author has it (a
    # first name in ``full`` but not here is several authors': "@Anna" names neither)
    firsts: dict[str, int] = {}
    full: dict[str, str] = {}  # a first name -> the first author's whole name
    folded_texts = [_fold(c.text) if c is not None else "" for c in comments]
    own_texts = list(folded_texts)  # a comment's own words, once its quote has left them
    joined = _Joined(folded_texts)  # (:func:`_quoted`'s one search)
    at = anchors if anchors and lines and any(lines) else {}
    found = False
    # the first comment quotes nobody: a box of a kind it has too is the template's (a subject)
    first_kinds = {(el.tag, el.get("class")) for root in roots_of(records[0]) for el in root.iter(*_BOXES)}
    subjects: list[str] | None = None  # each record's subject line, folded (read when first asked)
    for i, c in enumerate(comments):
        if c is None:
            continue
        parent = _answered_anchor(lines[i], at, i) if at and lines else None
        if parent is None and i and anchors:
            parent = _opening_link(roots_of(records[i]), c.text, anchors, i)
        if parent is None and i:
            if subjects is None:
                subjects = _subjects(records)
            parent = _answered_subject(subjects, i)
        if parent is not None and comments[parent] is not None:
            # linked to its parent: a quote box of the parent's words is theirs, as where
            # the markup nests the reply (:func:`_leave_parents_quotes`)
            _leave_parents_words(c, roots_of(records[i]), comments[parent])  # type: ignore[arg-type]
            own_texts[i] = _fold(c.text)
        if parent is None and i:
            parent = _mentioned(c.text, names)
            if parent is None:
                parent = _first_named(c.text, firsts, full)  # "@Hank" for "Hank Moody"
            if parent is not None:
                parent = _answer_to_writer(comments, parent, c.author)
        quote = _quote_in(roots_of(records[i])) if parent is None and i else None
        if quote is not None:
            parent = _quoted_any(quote[1], folded_texts, i, own_texts, joined)
            if parent is not None:
                c.text = _without_quote(c.text, quote[0], quote[1])
                own_texts[i] = _fold(c.text)
        elif parent is None and i:
            copied = _copied_box(roots_of(records[i]), first_kinds)
            found_in = (
                _quoted_any(copied[1], folded_texts, i, own_texts, joined) if copied is not None else None
            )
            if copied is not None and found_in is not None:
                rest = _without_quote(c.text, copied[0], copied[1])
                if rest != c.text:  # the reply opens with the box: its words are the parent's
                    parent, c.text = found_in, rest
                    own_texts[i] = _fold(c.text)
        marker = (
            _marker(roots_of(records[i]), c.text, c.author or "", names)
            if parent is None and i and not quote
            else None
        )
        if marker is not None:
            parent = _of_the_words(marker, comments, own_texts, i)
            c.text = _without_quote(c.text, marker[1])
        if parent is None and i and quote is None:
            mailed = _mail_quote(c.text, own_texts, i)  # "> an earlier comment's words", then the reply
            if mailed is not None:
                parent, c.text = mailed
                own_texts[i] = _fold(c.text)
        if parent is None and i:
            # no quote, no line of its own: "回复 1楼 地铁迷阿杰：…", "Anna: …"
            parent = _addressed(c.text, names)
            if parent is not None and _fold(comments[parent].author or "") == _fold(c.author or ""):  # type: ignore[union-attr]
                parent = None  # a text that opens with its own writer's name (a transcript's "Anna: …")
            if parent is not None:
                parent = _answer_to_writer(comments, parent, c.author)
        if parent is not None and comments[parent] is not None:
            c.parent = parent
            c.depth = comments[parent].depth + 1  # type: ignore[union-attr]
            found = True
        name = _fold(c.author or "")
        for key in (name, name.replace(" ", "")):
            if key:
                names[key] = i
        first = name.split()[0] if len(name.split()) > 1 else ""
        if len(first) >= MIN_FIRST_NAME and (first not in full or first in firsts):
            if full.setdefault(first, name) == name:
                firsts[first] = i
            else:
                del firsts[first]
    return found


#: A reply's subject: the answered one's after a reply prefix ("Re: 30 minutes is a joke",
#: "AW:", "SV:", "Odp:", "Re[2]:"), as mail and talkback boards write it.
_REPLY_SUBJECT = re.compile(rf"^(?:{REPLY_MARKS})(?:\[\d+\])?\s?:\s*(.+)$")
#: Longest subject line read (characters): a title, not a text.
SUBJECT_MAX_CHARS = 120


def _subjects(records: Sequence[Record]) -> list[str]:
    """Each record's first line of text, folded, when it is short (a subject line), else
    "". Read only when no line holds a reply prefix: none."""
    out: list[str] = []
    for rec in records:
        first = next((t for root in roots_of(rec) for t in root.itertext() if t.strip()), "")
        line = _fold(first)
        out.append(line if len(line) <= SUBJECT_MAX_CHARS else "")
    return out if any(_REPLY_SUBJECT.match(line) for line in out) else [""] * len(records)


def _answered_subject(subjects: list[str], i: int) -> int | None:
    """The nearest earlier record whose subject is record ``i``'s without its reply prefix
    ("Re: Re: X" answers the latest "Re: X"; "Re: X" the latest "X")."""
    reply = _REPLY_SUBJECT.match(subjects[i])
    if reply is None:
        return None
    answered = reply.group(1).strip()
    for j in range(i - 1, max(-1, i - 1 - QUOTE_LOOKBACK), -1):
        if subjects[j] == answered:
            return j
    return None


def _answer_to_writer(comments: list[ExtractedComment | None], latest: int, writer: str | None) -> int:
    """The comment an "@NAME" answers: of NAME's comments up to ``latest`` (their latest),
    the latest that answered the writer ("@Gilles : ..." by NAME, then "@NAME : ..." by
    Gilles), else the latest. Looked for in the thread's recent past (bounded work)."""
    named = comments[latest]
    if not writer or named is None or not named.author:
        return latest
    who, me = _fold(named.author), _fold(writer)
    for j in range(latest, max(-1, latest - QUOTE_LOOKBACK), -1):
        c = comments[j]
        if c is None or c.parent is None or _fold(c.author or "") != who:
            continue
        answered = comments[c.parent]
        if answered is not None and _fold(answered.author or "") == me:
            return j
    return latest


def _deeper_by_anchor(
    comments: list[ExtractedComment | None],
    lines: Sequence[list[lxml_html.HtmlElement]] | None,
    anchors: Mapping[str, int] | None,
) -> None:
    """A reply the markup lists under a comment, whose reference line links to another
    reply listed there ("Response to <a href='#c40314'>NAME</a>", a thread drawn two levels
    deep at most), answers that reply; depths follow. A link to a record elsewhere in the
    thread changes nothing: the markup's nesting stands."""
    if not anchors or not lines or not any(lines):
        return
    moved = False
    for i, c in enumerate(comments):
        if c is None or c.parent is None or not lines[i]:
            continue
        j = _answered_anchor(lines[i], anchors, i)
        if j is None or j == c.parent or comments[j] is None:
            continue
        up = comments[j].parent  # type: ignore[union-attr]
        while up is not None and up != c.parent and (above := comments[up]) is not None:
            up = above.parent
        if up == c.parent:
            c.parent = j
            moved = True
    if moved:  # parents come first: each depth from its parent's, already right
        for c in comments:
            if c is not None:
                above = comments[c.parent] if c.parent is not None else None
                c.depth = above.depth + 1 if above is not None else 0


def _leave_parents_quotes(
    comments: list[ExtractedComment | None], records: Sequence[Record], anchors: Mapping[str, int] | None
) -> None:
    """A reply whose parent its link gave: its quote box opens with a link to the parent's
    anchor ("<a href='#c1'>Name</a> wrote:"), or with the parent's author's name ("Maria
    disse:"), over the parent's words. As when a quote gives
    the parent of a flat thread, the quote is the parent's words, not the reply's: it leaves
    the reply's text. A quotation that names nobody by a link (a reader quoting a phrase in
    a nested reply) stays the reply's."""
    folded_texts: list[str] | None = None
    # a record that holds its replies holds their quote boxes too: none of them is its own
    answered = {c.parent for c in comments if c is not None and c.parent is not None}
    for i, c in enumerate(comments):
        if c is not None and c.parent is None and i and i not in answered:
            # a comment the markup shows at the top level that opens with an earlier
            # comment's words in a quote box: those words are that comment's, not its own
            # (its place in the thread stays the markup's)
            quote = _quote_in([records[i].node, *records[i].extra])
            if quote is not None:
                if folded_texts is None:
                    folded_texts = [_fold(o.text) if o is not None else "" for o in comments]
                if _quoted_any(quote[1], folded_texts, i) is not None:
                    c.text = _without_quote(c.text, quote[0], quote[1])
            continue
        if c is None or c.parent is None or not 0 <= c.parent < len(comments):
            continue
        parent = comments[c.parent]
        if parent is not None:
            c.text = _without_answer_line(c.text, parent.author)
        # a run's record: its quote box is one of its sibling parts
        roots = [records[i].node, *records[i].extra]
        if parent is None:
            continue
        if not any(
            (anchors and _quotes_by_link(root, anchors, c.parent)) or _quotes_by_name(root, parent.author)
            for root in roots
        ):
            # no quote box the markup marks: the parent's words under a line naming its
            # author, in a box of no class (vBulletin's bordered cell), are the parent's too
            c.text = _without_parents_opening(c.text, parent, roots)
            continue
        _leave_parents_words(c, roots, parent)


def _leave_parents_words(
    c: ExtractedComment, roots: list[lxml_html.HtmlElement], parent: ExtractedComment
) -> None:
    """``c``'s text without the quote box it opens with when the box holds ``parent``'s
    words: they are the parent's, not the reply's."""
    quote = _quote_in(roots)
    if quote is None:
        c.text = _without_parents_opening(c.text, parent, roots)
        return
    folded = _fold(parent.text)
    said = [*quote[1], *(_after_line(w) for w in quote[1])]
    if any(needle in folded for words in said if words for needle in _needles(words)):
        c.text = _without_quote(c.text, quote[0], [w for w in said if w])


#: The end of a sentence in the line before the parent's words (not in the name: "João A."):
#: a reader's own words ("Dou razão a João A.. Se o plano …"), no quote's header.
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
#: Where a quote was cut: an ellipsis, after the first letters of a word or none.
_ELLIPSIS = re.compile(r"\s*(\S*?)(?:\.\.\.|…)")


#: Elements that may hold a quote of no class of their own (a bordered cell, an italic block).
_QUOTE_BLOCKS = ("div", "td", "blockquote", "p", "dd", "pre", "em", "i")


def _boxed(roots: Sequence[lxml_html.HtmlElement], opening: str, rest: str) -> bool:
    """Whether an element of the record holds the words from ``opening`` on, and not all
    the text that follows them (``rest``, folded): the quote is a box of its own."""
    for root in roots:
        for el in root.iter(*_QUOTE_BLOCKS):
            inner = _fold(text_of(el))
            if inner.startswith(opening) and len(inner) < len(rest) - MIN_QUOTE_CHARS:
                return True
    return False


def _without_parents_opening(
    text: str, parent: ExtractedComment, roots: Sequence[lxml_html.HtmlElement]
) -> str:
    """``text`` without the parent's words it opens with under a short line naming the
    parent's author, in a box the markup does not mark as a quote (vBulletin's "Cita:
    Originalmente Escrito por Paco_Ribera La carpa va en … van a..." in a bordered table
    cell): they are the parent's. ``text`` otherwise."""
    name = _fold(parent.author or "")
    first = _quote_start(parent.text)
    if not name or not first:
        return text
    words = parent.text[:first].split()
    found = re.search(r"\s+".join(map(re.escape, words)), text[: MARKER_MAX_CHARS + first + 20], re.I)
    if found is None or found.start() > MARKER_MAX_CHARS:
        return text
    head, before = _fold(text[: found.start()]), text[found.start() - 1 : found.start()]
    if (
        name not in head
        or f"@{name}" in head.replace("@ ", "@")
        or (before and not before.isspace())
        or _SENTENCE_END.search(head.replace(name, " ")) is not None
    ):
        # an "@NAME" and the parent's words in the reader's own sentence, in its quotation
        # marks ("@ schukow „Putin ist …“ Das klingt …"), or after a sentence of the
        # reader's ("LondonLad has a point. I have to disagree …", "Dou razão a João A.. Se
        # o plano …"): the reader's words
        return text
    if not _boxed(roots, _fold(parent.text[:first]), _fold(text[found.start() :])):
        return text  # the words in the reader's own paragraph, not in a box of their own
    at, source = found.start(), _fold(parent.text)
    end = at + _quote_end(text[at:], found.end() - at, source)
    cut = _ELLIPSIS.match(text, end)
    if cut is not None and (not cut.group(1) or _fold(f"{text[at:end]} {cut.group(1)}") in source):
        end = cut.end()  # "… cuánto van a..." of "… cuánto van a pagar"
    rest = text[end:].strip()
    return rest or text


def _without_answer_line(text: str, answered: str | None) -> str:
    """``text`` without the line it opens with naming whom it answers, after a few words of
    the template's written small, as the byline's line goes on ("răspuns pentru Prof. Elena
    Cozma:", "in reply to Anna:"), when the markup already made it a reply of that author's
    comment; ``text`` otherwise."""
    name = _fold(answered or "")
    head, colon, rest = _split_line(text)
    if (
        not name
        or not colon
        or "@" in head
        or len(head) > MARKER_MAX_CHARS
        or rest[:1] not in ("", " ", "\n")
    ):
        return text
    # the byline's line going on, written small ("…, răspuns pentru NAME:"); a reader's
    # greeting opens a sentence ("Hey Sana :)", "Hola, Rosa María: …")
    first = head.lstrip()[:1]
    if not first or first == first.upper():
        return text
    lead = _fold(head).removesuffix(name)
    # the template's words lead straight to the name, no comma between
    if lead == _fold(head) or lead[-1:].isalnum() or not lead.rstrip()[-1:].isalnum():
        return text
    if len(lead.split()) > MARKER_WORDS:
        return text
    return rest.strip() if len(rest.strip()) >= MIN_QUOTE_CHARS else text


def _after_line(words: str) -> str:
    """The quoted words after the line naming whose they are ("Maria disse: Oito meses…"
    -> "Oito meses…"), or "" when no such line opens them."""
    # not a time's colon ("On 5 Mar 2012, at 09:14, Colin wrote: …")
    head, colon, rest = _split_line(words)
    return rest.strip() if colon and len(head) <= MARKER_MAX_CHARS else ""


#: A colon that ends a line, not one between a time's digits ("09:14"): "wrote:180 grand"
#: (the line and the quoted words set apart by markup alone) ends one.
_LINE_COLON = re.compile(r"(?<!\d)[:：]|[:：](?!\d)")


def _split_line(words: str) -> tuple[str, str, str]:
    found = _LINE_COLON.search(words)
    if found is None:
        return words, "", ""
    return words[: found.start()], found.group(0), words[found.end() :]


def _after_break(box: lxml_html.HtmlElement, words: str) -> str:
    """The quoted ``words`` after the box's first line, ended by a line break and naming
    whose they are without a colon ("Originally Posted by Anna<br>…"), or "" when no such
    line opens them."""
    head: list[str] = []
    for event, el in etree.iterwalk(box, events=("start", "end")):
        if el.tag == "br":
            break
        if event == "start" and el.text and isinstance(el.tag, str):
            head.append(el.text)
        elif event == "end" and el is not box and el.tail:
            head.append(el.tail)
    else:
        return ""  # no line break
    return _after_naming_line(" ".join(" ".join(head).split()), words)


def _after_naming_line(line: str, words: str) -> str:
    """The quoted ``words`` after the ``line`` they open with, when it is short enough to
    be the line naming whose they are, or ""."""
    if not line or len(line) > MARKER_MAX_CHARS or not words.startswith(line):
        return ""
    return words[len(line) :].strip()


def _after_first_block(box: lxml_html.HtmlElement, words: str) -> str:
    """The quoted ``words`` after the box's first block, when that block opens the box and is
    a line naming whose they are ("<div class='qtop'>Quote: Originally Posted by
    pilgrim_joe</div>Go via…"), or ""."""
    if (box.text or "").strip() or not len(box):
        return ""
    first = box[0]
    if not isinstance(first.tag, str) or first.tag not in _BLOCKS:
        return ""
    return _after_naming_line(" ".join(first.text_content().split()), words)


def _quotes_by_name(node: lxml_html.HtmlElement, author: str | None) -> bool:
    """Whether a quote box of ``node`` opens with a line naming the parent's author
    ("<span>Maria das Dores disse:</span> …"): the parent's words, as a link to its anchor
    says."""
    name = _fold(author or "")
    if len(name) < 2:
        return False
    for box in node.iter():
        if is_quote_box(box):
            head = box.text or ""
            for k, child in enumerate(box):
                if child.tag in _QUOTED and child.tag != "q" and not (k == 0 and _a_cite_line(child)):
                    break  # the quoted blocks start: the line is before them
                head += (
                    " "
                    + (child.text_content() if isinstance(child.tag, str) else "")
                    + " "
                    + (child.tail or "")
                )
                if len(head) > MARKER_MAX_CHARS:
                    break
            return name in _fold(head[:MARKER_MAX_CHARS]) or name in _fold(_title_before(box))
    return False


def _a_cite_line(el: lxml_html.HtmlElement) -> bool:
    """A quote box's first block that is the line naming whose words follow ("<p>Tóth
    Anikó írta:</p>"): short, and ending in a colon."""
    line = " ".join(el.text_content().split())
    return 0 < len(line) <= MARKER_MAX_CHARS and line.endswith((":", "："))


def _quotes_by_link(node: lxml_html.HtmlElement, anchors: Mapping[str, int], parent: int) -> bool:
    """Whether a quote box of ``node`` holds a link to record ``parent``'s anchor."""
    for box in node.iter():
        if is_quote_box(box):
            title = _title_line(box)  # the box's own line before it ("Quote (NAME @ date) ↑")
            for a in (*box.iter("a"), *(title.iter("a") if title is not None else ())):
                href = a.get("href") or ""
                if href.startswith("#") and anchors.get(href[1:]) == parent:
                    return True
    return False


__all__ = ["is_quote_box", "thread_by_references"]
