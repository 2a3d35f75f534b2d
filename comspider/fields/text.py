"""A comment's text: the deepest slot that holds most of the records' variable text (the
body container), assembled without the author, date, likes, template words, buttons and
forms, and without the nested replies (they are comments of their own); a byline block
around the author and date stays out, and a comment's own title comes back."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Mapping

from lxml import html as lxml_html

from comspider.fields.choice import DateOf, RecordFields
from comspider.fields.date import in_prose
from comspider.fields.record_view import Key, Piece, RecordView, ancestor_hints, ancestors, hint_text
from comspider.fields.references import is_quote_box
from comspider.fields.template_words import (
    LETTER,
    NAME_SLOT,
    RULE,
    count_mask,
    counted_slot,
    is_punct,
    ui_text,
)
from comspider.lexicon import SAID
from comspider.page_dates import CLOCK_MARK, date_span
from comspider.records.dom import BLOCK_TAGS, QUOTE_TAGS, inside, normalise_ws, quoted
from comspider.records.model import Record
from comspider.records.visibility import hidden_or_classed
from comspider.sentences import UNSPACED_SENTENCE
from comspider.subjects import thread_subject

# A path step of an attribute-less text block or formatting element ("p#0", "b#1").
_CONTENT_STEP = re.compile(
    r"^(?:p|blockquote|pre|ul|ol|li|dl|b|i|u|s|em|strong|small|span|font|"
    r"br|a|q|code|sup|sub|mark|h[1-6])#\d+$"
)


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


HEADER_WORDS = 4  # words besides author, date, title and template words in a byline block
#: The end of a sentence someone said: a byline's words do not end like one.
_SAID = re.compile(r"[!?…。！？]\W*$|(?<![.\s])\.\W*$")
#: A last word that ends a place or a name with a dot ("N.Y.", "Mo.", "Ore.", "Linda K."): no sentence's end.
_ABBREVIATION = re.compile(r"(?:^|\s)(?:[^\W\d_]\.){2,}\W*$|(?:^|\s)[A-ZÀ-Þ][^\W\d_]{0,3}\.\W*$")


def _said(text: str) -> bool:
    """Does ``text`` end as a sentence ends ("RESPECT MY YOUTH!", "Usain in da membrane."),
    not with an abbreviation's dot ("Brooklyn, N.Y.", "St. Louis, Mo.")?"""
    return bool(_SAID.search(text)) and not _ABBREVIATION.search(text)


def byline_blocks(
    view: RecordView,
    rec: Record,
    body: Key,
    author: Piece | None,
    date: DateOf | None,
    template: set[str],
    excluded: set[int],
    excluded_els: set[lxml_html.HtmlElement],
    *,
    in_body_slot: bool = True,
) -> list[lxml_html.HtmlElement]:
    """The largest element around the record's date, and the one around its author where
    the date's does not hold it, that hold nothing else worth keeping (a few words at
    most; the title comes back through :func:`comment_title` from the first): "Kurze
    Antworten / geschrieben von X am 21. Jan. 2015 / [ antworten ]" is template, not text,
    and so is "Fern (author) says:" on a line of its own above the time. ``in_body_slot``: with
    a body slot below the record's root, only anchors inside that slot."""
    anchors: list[lxml_html.HtmlElement] = []
    if date is not None:
        if date[2] is not None:
            anchors.append(date[2])
        elif date[3] is not None:
            anchors.append(date[3].el if date[3].tail else date[3].owner)
    if author is not None:
        anchors.append(author.el if author.tail else author.owner)
    body_el = view.elements.get(body) if in_body_slot and len(body) > 1 else None
    blocks: list[lxml_html.HtmlElement] = []
    for anchor in anchors:
        if any(anchor is b or inside(anchor, b) for b in blocks):
            continue  # the author inside the date's block
        if body_el is not None and not inside(anchor, body_el):
            continue  # outside the body slot: the text never reaches it
        block = _block_around(view, rec, body, anchor, template, excluded, excluded_els)
        if block is not None:
            blocks.append(block)
    if view.run and blocks:
        blocks.extend(_line_mates(view, rec, blocks, template, excluded))
    return blocks


def _line_mates(
    view: RecordView,
    rec: Record,
    blocks: list[lxml_html.HtmlElement],
    template: set[str],
    excluded: set[int],
) -> list[lxml_html.HtmlElement]:
    """In a record that is a run of siblings (no element per comment), the other parts of
    the line its byline parts stand on: "<b>Name</b> <span>(Town)</span> <span>5 hours
    ago</span><br>" is one line, and the town between the name and the time is the
    byline's, not the text's, when the line says no more than a byline does
    (:data:`HEADER_WORDS`). A line ends at a ``<br>``, a block, or words between two parts."""
    roots = [rec.node, *rec.extra]
    at = {id(r): k for k, r in enumerate(roots)}
    taken = {at[id(b)] for b in blocks if id(b) in at}
    if not taken:
        return []
    line = set(taken)
    for k in sorted(taken):
        for step in (-1, 1):
            j = k
            while 0 <= j + step < len(roots):
                left = roots[j + step] if step < 0 else roots[j]
                nxt = roots[j + step]
                if nxt.tag in BLOCK_TAGS or (left.tail or "").strip(_LINE_GLUE):
                    break
                j += step
                line.add(j)
    mates = [roots[j] for j in sorted(line - taken)]
    words = 0
    for piece in view.pieces:
        if not _says_words(piece, template, excluded):
            continue
        if any(piece.owner is m or inside(piece.owner, m) for m in mates):
            words += len(piece.text.split())
    return mates if words <= HEADER_WORDS else []


def _says_words(piece: Piece, template: set[str], excluded: set[int]) -> bool:
    """Whether a piece says words of the record's own beside its byline's (not its author,
    date or counts, a control, punctuation or the template's words): what a byline block
    may hold a few of."""
    if id(piece) in excluded or piece.in_control or is_punct(piece.text):
        return False
    return not (piece.text.casefold() in template or ui_text(piece.text))


#: What may stand between two parts of one line: spaces and separators.
_LINE_GLUE = " \t\r\n\u00a0|·•,-–—:"


def _block_around(
    view: RecordView,
    rec: Record,
    body: Key,
    anchor: lxml_html.HtmlElement,
    template: set[str],
    excluded: set[int],
    excluded_els: set[lxml_html.HtmlElement],
) -> lxml_html.HtmlElement | None:
    roots = {rec.node, *rec.extra}
    body_el = view.elements.get(body) if body else None
    body_chain = set(ancestors(body_el, 12)) | {body_el} if body_el is not None else set()
    # The candidate blocks: the anchor and up to three ancestors, inside the record only
    # (a root only when the record is a run of siblings: its header block is one).
    chain: list[lxml_html.HtmlElement] = []
    el: lxml_html.HtmlElement | None = anchor
    for _ in range(4):
        if el is None or (el in roots and len(roots) == 1) or el in body_chain:
            break
        if el not in roots and not any(a in roots for a in ancestors(el, 12)):
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
        if not _says_words(piece, template, excluded) or piece.owner.tag in _HEADINGS:
            continue
        owner = piece.owner
        around = [owner, *ancestors(owner, 6)]
        if any(a in excluded_els for a in around[:4]):
            continue
        n = len(piece.text.split())
        if (n >= 2 and _said(piece.text)) or UNSPACED_SENTENCE.search(piece.text):
            # a sentence said ("RESPECT MY YOUTH!" after the time, a clause of Thai, which
            # puts no spaces between its words): the text, not a byline
            n = HEADER_WORDS + 1
        for a in around:
            if a in words:
                words[a] += n
    best = None
    for el in chain:  # innermost first
        if words[el] > HEADER_WORDS:
            break
        best = el
    return best


def comment_title(
    view: RecordView,
    body: Key,
    template: set[str],
    excluded: set[int],
    header: lxml_html.HtmlElement | None,
    titled: bool = False,
) -> str:
    """A comment's own title: a heading of the record before its body slot (or in its
    byline block) that is not its author, date or template ("Quantensprung? Wohl eher ein
    kleiner Schritt."); where the records open with titles that fold them (``titled``:
    :func:`folding_titles`), such a link too."""
    n = len(body) if len(body) > 1 else 0  # a root as the body: the title is in the byline block
    for piece in view.pieces:
        if n and piece.key[:n] == body:
            break  # titles come before the body
        if (
            piece.tail
            or (piece.owner.tag not in _HEADINGS and not (titled and _folding_title(piece)))
            or id(piece) in excluded
            or piece.in_control
        ):
            continue
        if not n and (header is None or not any(a is header for a in ancestors(piece.owner, 6))):
            continue
        if len(piece.text) > 200 or piece.text.casefold() in template or ui_text(piece.text):
            continue
        if NAME_SLOT.search(hint_text(piece.owner)):
            continue  # about the person: a forum's rank under the name ("h5.userTitle")
        if thread_subject(piece.text, piece.owner):
            continue  # the topic's subject every post repeats ("Re: Council to turn off …")
        return piece.text
    return ""


def _goes_nowhere(el: lxml_html.HtmlElement, bare: bool = True) -> bool:
    """Whether ``el`` is a link that leads nowhere but runs the page's script: to "#", to
    "javascript:", or (``bare``) without an address."""
    if el.tag != "a":
        return False
    href = (el.get("href") or "").strip().lower()
    return href == "#" or href.startswith("javascript:") or (bare and not href)


def _folding_title(piece: Piece) -> bool:
    """A title that folds its comment open, a link that goes nowhere of its own words on the
    byline's line ("NAME (DATE): <a href='#' class='tb-title'>צודק לגמרי</a>", a Hebrew
    talkback, its text folded below it): the reader's title, not a control. A link with no
    address at all is an anchor (a subject's ``<a name>``), not one."""
    return _goes_nowhere(piece.el, bare=False) and LETTER.search(piece.text) is not None


#: Share of the sampled records that must open with a folding link, and share of those
#: links whose words are their own, for the links to be the readers' titles.
FOLDING_TITLES_SHARE = 0.75


def folding_titles(views: list[RecordView], body: Key) -> bool:
    """Whether (nearly) every record opens, before its body slot, with a link that goes
    nowhere (:func:`_folding_title`) and their words differ from record to record: the
    readers' titles of a Hebrew talkback list. A "Show comment" or "Visa" over the folded
    ones only is the template's control."""
    n = len(body)
    if n < 2 or len(views) < 2:
        return False
    found: list[str] = []
    for view in views:
        for piece in view.pieces:
            if piece.key[:n] == body:
                break
            if not piece.tail and _folding_title(piece):
                found.append(piece.text.casefold())
                break
    return len(found) >= FOLDING_TITLES_SHARE * len(views) and len(set(found)) >= FOLDING_TITLES_SHARE * len(
        found
    )


def learn_body(
    views: list[RecordView],
    template: set[str],
    records: list[RecordFields],
    counted: frozenset[str] = frozenset(),
    flat: bool = False,
) -> Key:
    """The deepest slot holding most of the variable text of the sampled records
    ``views``, without what was chosen in them (``records``) and the template's lines that
    vary by their numbers only (``counted``). In a ``flat`` list, without the quote boxes of
    the replies that quote: a reply nested under its parent may quote someone else, in
    its own words' place."""
    authors = [r.author for r in records]
    dates = [r.date for r in records]
    counts = [c for r in records for c in (r.likes, r.dislikes)]
    excluded = {id(p) for p in authors if p is not None}
    excluded |= {id(d[3]) for d in dates if d is not None and d[3] is not None}
    excluded |= {id(v[2]) for v in counts if v is not None and v[2] is not None}
    excluded_els = {d[2] for d in dates if d is not None and d[2] is not None}
    excluded_els |= {v[1] for v in counts if v is not None and v[1] is not None}
    if excluded_els:
        for view in views:
            for piece in view.pieces:
                if piece.owner in excluded_els or any(a in excluded_els for a in ancestors(piece.owner, 3)):
                    excluded.add(id(piece))
    names = [a.text if a is not None else None for a in authors]
    profile = _profile_pieces(views) | _repeated_lines(views, names) | _shaped_lines(views, names)
    if flat:
        profile |= _quoted_pieces(views)
    for view in views:
        profile |= hidden_copies(view)
    if counted:
        profile |= {id(p) for view in views for p in view.pieces if is_counted(p.text, counted, p)}
    body = _weighed_body(views, excluded, profile, template)
    if body and _inside_quote_boxes(views, body):
        # most records' slot is inside a quote box (a thread where most posts quote, the
        # quote's hidden full text the longest): the quoted words are no body
        body = _weighed_body(views, excluded, profile | _boxed_pieces(views), template)
    if not body:
        return ()
    # The body is a container: a paragraph or a formatting element holding most of the
    # text (most comments are one paragraph long) stands for its parent.
    while body and _CONTENT_STEP.match(body[-1]):
        body = body[:-1]
    if body and _INLINE_STEP.match(body[-1]) and _continued(views, body, template):
        body = body[:-1]
    return body


#: An inline element with attributes: a slot that may hold a comment's first part only.
_INLINE_STEP = re.compile(r"^(?:span|font|em|i|b)\[[^\]]*\]#\d+$")


def _nowhere(piece: Piece) -> bool:
    """A link of a few words that goes nowhere ("<a href='#'>Visa mer</a>"): a control."""
    return not piece.tail and _goes_nowhere(piece.el) and len(piece.text.split()) <= 3


def _continued(views: list[RecordView], body: Key, template: set[str]) -> bool:
    """Whether the ``body`` slot, an inline element of a class ("<span class=start>"), is
    continued by its sibling inline elements in some records ("<span class='rest hidden'>"
    behind "Show more"), and its parent holds nothing else but the template's words and
    controls: the comment is the parent's, the long ones cut in two."""
    parent = body[:-1]
    n = len(parent)
    continued = False
    for view in views:
        for piece in view.pieces:
            key = piece.key
            if key[:n] != parent or key[: n + 1] == body:
                continue  # outside the parent, or the slot's own
            if len(key) == n:
                if not piece.tail and piece.text.strip():
                    return False  # the parent's own words before its slots
                continue  # words after a slot: the parent's, read with it
            step = key[n]
            if (
                piece.in_control
                or piece.text.casefold() in template
                or ui_text(piece.text)
                or _nowhere(piece)
            ):
                continue
            if not _INLINE_STEP.match(step) and not step.startswith("span#"):
                return False  # another kind of slot beside it: a line of the template's
            continued = True
    return continued


#: "Posts: 143", "Joined: Jan 2010", "Mesajlar: 286": a label, a colon and a short value.
_LABELLED = re.compile(r"^([^\W\d_][^:：]{0,24})[:：]\s*\S+(?:\s+\S+){0,2}$")
#: Share of the sampled records that must show a label for its values to be a profile's.
PROFILE_LABEL_SHARE = 0.75


#: Characters of a line that, written the same in several records, is no comment's own
#: words but a signature or a template's sentence ("Jeżdżę codziennie, w deszcz i w śnieg.").
REPEATED_LINE_CHARS = 20


def _repeated_lines(views: list[RecordView], authors: list[str | None]) -> set[int]:
    """The pieces (their ids) of a line that stands the same under two records or more of
    one author but not in most records (a template's line in most is the template's
    words): a reader's signature under each of their comments, weighed as no body when the
    body slot is learnt."""
    if len(views) < 3:
        return set()
    seen: Counter[tuple[str, str]] = Counter()
    for view, author in zip(views, authors, strict=True):
        if author:
            seen.update(
                {
                    (author, p.text)
                    for p in view.pieces
                    if len(p.text) >= REPEATED_LINE_CHARS and not p.in_control
                }
            )
    signed = {t for (_, t), n in seen.items() if n >= 2}
    if not signed:
        return set()
    lines: Counter[str] = Counter()
    for view in views:
        lines.update({p.text for p in view.pieces if p.text in signed})
    repeated = {t for t in signed if lines[t] <= len(views) // 2}
    return {id(p) for view in views for p in view.pieces if p.text in repeated}


#: Records that must show a line of one shape in one slot for it to be the template's.
SHAPED_RECORDS = 3
#: Share of a line's words that the slot's lines all share: "The following 3 users say thank
#: you to Vee for this useful post:" and "The following 1 user say thank you to Orrin ...".
SHAPED_SHARE = 0.6
_WORD = re.compile(r"[#@]|[^\W_]+", re.U)
#: Levels under a bar's element where its other pieces (the linked names) are looked for.
SHAPED_DEPTH = 3


def _shaped_lines(views: list[RecordView], authors: list[str | None]) -> set[int]:
    """The pieces (their ids) of a template's sentence written in a slot of its own (an
    element with a class or an id) under some records, the same words each time but for its
    numbers and the readers' names: a forum's thanks bar ("The following 3 users say thank
    you to NAME for this useful post:"), not the post's text. Weighed as no body when the
    body slot is learnt; a reader's own words are not the same in three records."""
    if len(views) < SHAPED_RECORDS:
        return set()
    names = sorted({a.casefold() for a in authors if a and len(a) > 1}, key=len, reverse=True)
    by_slot: defaultdict[str, list[tuple[int, set[str], int]]] = defaultdict(list)
    for i, view in enumerate(views):
        for p in view.pieces:
            if p.tail or p.in_control or len(p.text) < REPEATED_LINE_CHARS:
                continue
            if not (p.owner.get("class") or p.owner.get("id")):
                continue
            masked = count_mask(p.text)
            for name in names:
                masked = masked.replace(name, "@")
            words = set(_WORD.findall(masked))
            if len(words) >= 4:
                by_slot[f"{p.owner.tag}.{p.owner.get('class') or p.owner.get('id')}"].append(
                    (i, words, id(p))
                )
    out: set[int] = set()
    for lines in by_slot.values():
        if len({i for i, _, _ in lines}) < SHAPED_RECORDS:
            continue
        shared = set.intersection(*(w for _, w, _ in lines))
        if all(len(shared) >= SHAPED_SHARE * len(w) for _, w, _ in lines):
            out.update(key for _, _, key in lines)
    if not out:
        return out
    # the whole bar: the names linked after its sentence too
    bars = {p.owner for view in views for p in view.pieces if id(p) in out}
    return {
        id(p)
        for view in views
        for p in view.pieces
        if p.owner in bars or any(a in bars for a in ancestors(p.owner, SHAPED_DEPTH))
    }


def _weighed_body(views: list[RecordView], excluded: set[int], profile: set[int], template: set[str]) -> Key:
    """The deepest slot holding four fifths of the records' variable text or more,
    without the pieces ``excluded`` (the fields chosen) and ``profile`` (no body's)."""
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
                    or is_punct(piece.text)
                    or id(piece) in profile
                ):
                    continue
                if skip_invariants and piece.in_invariant:
                    variable += len(piece.text)
                    continue
                if skip_invariants and _in_link(piece.key):
                    continue  # "(Reply) (Thread)": links that vary are no body outside the invariants
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
    return body


def _inside_quote_boxes(views: list[RecordView], body: Key) -> bool:
    """Whether in most records that have the slot ``body`` it is a quote box or inside one,
    by its class or its quotation (a ``blockquote`` is many a template's comment body)."""
    held = boxed = 0
    for view in views:
        el = view.elements.get(body)
        if el is None:
            continue
        held += 1
        boxed += _quote_box_of(el, _roots(view), blockquotes=False) is not None
    return held > 0 and 2 * boxed > held


def _boxed_pieces(views: list[RecordView]) -> set[int]:
    """The pieces (their ids) inside a quote box of their record."""
    out: set[int] = set()
    for view in views:
        roots = _roots(view)
        out.update(id(p) for p in view.pieces if _quote_box_of(p.owner, roots) is not None)
    return out


def _roots(view: RecordView) -> set[lxml_html.HtmlElement]:
    """The record's own elements (its node and its extra parts)."""
    return {e for k, e in view.elements.items() if len(k) == 1}


def _quote_box_of(
    el: lxml_html.HtmlElement, roots: set[lxml_html.HtmlElement], blockquotes: bool = True
) -> lxml_html.HtmlElement | None:
    """The nearest quote box holding ``el`` (itself too) inside its record (``roots``);
    without ``blockquotes``, one known by its class or its quotation only."""
    node: lxml_html.HtmlElement | None = el
    while node is not None and node not in roots:
        if (blockquotes or node.tag != "blockquote") and is_quote_box(node):
            return node
        node = node.getparent()
    return None


def _quoted_pieces(views: list[RecordView]) -> set[int]:
    """The pieces (their ids) in a quote box that half the records or fewer have, in one
    slot: replies quoting what they answer, beside the post's text (a forum puts the box
    before the text's own slot). Weighed as no body when the body slot is learnt: the
    quoted words, in some posts only, would widen the body to the whole post."""
    boxes: defaultdict[Key, set[int]] = defaultdict(set)  # a box's slot -> records holding one
    inside: defaultdict[Key, list[int]] = defaultdict(list)
    for i, view in enumerate(views):
        for p in view.pieces:
            el: lxml_html.HtmlElement | None = p.owner
            for k in range(len(p.key)):
                if el is None:
                    break
                if is_quote_box(el):
                    box = p.key[: len(p.key) - k]
                    boxes[box].add(i)
                    inside[box].append(id(p))
                    break
                el = el.getparent()
    return {key for box, held in boxes.items() if 2 * len(held) <= len(views) for key in inside[box]}


#: Characters of a line about the post inside its text box, at most.
META_LINE_CHARS = 160


def own_meta_lines(view: RecordView, body: Key, author: str | None) -> list[lxml_html.HtmlElement]:
    """The lines the site writes about the post inside its text box, in the site's markup
    (an element with a class): the post's author's name and a date ("Last edited by NAME;
    18th June 2010 at 21:30. Reason: …"), not the reader's words."""
    name = " ".join((author or "").casefold().split())
    n = len(body)
    if len(name) < 2 or not n:
        return []  # no text box of its own: the record's byline is no such line
    said = sum(len(p.text) for p in view.pieces if p.key[:n] == body)
    out: list[lxml_html.HtmlElement] = []
    for key, el in view.elements.items():
        if len(key) <= n or key[:n] != body or not el.get("class"):
            continue
        line = " ".join(el.text_content().split())
        if (
            2 * len(line) <= said  # a line beside the post's words, not the post
            and len(line) <= META_LINE_CHARS
            and not any(d.tag in BLOCK_TAGS for d in el.iterdescendants())
            and name in line.casefold()
            and date_span(line) is not None
        ):
            out.append(el)
    return out


def _label_of(text: str) -> str | None:
    m = _LABELLED.match(text) if len(text) <= 48 else None
    return m.group(1).strip().casefold() if m else None


#: A label alone ("Posts:", "Регистрация:"), its value in the piece after it.
_BARE_LABEL = re.compile(r"^[^\W\d_][^:：]{0,24}[:：]$")
#: Words of a value beside its label.
VALUE_WORDS = 4


def _labelled_value(label: Piece, value: Piece | None) -> Piece | None:
    """``value`` when ``label`` is a bare label and ``value`` its short value on the same
    line: the label element's tail ("<span>Posts:</span> 143") or the next cell or
    definition ("<dt>Posts:</dt><dd>143</dd>")."""
    if value is None or not _BARE_LABEL.match(label.text):
        return None
    if len(value.text) > 48 or len(value.text.split()) > VALUE_WORDS or _BARE_LABEL.match(value.text):
        return None
    if (value.tail and value.el is label.el) or (not value.tail and value.owner.getprevious() is label.owner):
        return value
    return None


def _profile_pieces(views: list[RecordView]) -> set[int]:
    """The pieces (their ids) whose labels with a short value (nearly) every record shows: a
    forum post's profile column ("Posts: 143", "Joined: Jan 2010"), the member's, not the
    post's text. Each piece's label is read once."""
    if len(views) < 2:
        return set()
    labels: dict[int, str] = {}
    seen: Counter[str] = Counter()
    for view in views:
        mine: set[str] = set()
        pieces = view.pieces
        for k, p in enumerate(pieces):
            label = _label_of(p.text)
            if label is None and (
                value := _labelled_value(p, pieces[k + 1] if k + 1 < len(pieces) else None)
            ):
                # "<li><span>Posts:</span> 143</li>": the label and its value, two pieces
                label = p.text.rstrip(":：").strip().casefold()
                labels[id(value)] = label
            if label is not None:
                labels[id(p)] = label
                mine.add(label)
        seen.update(mine)
    common = {label for label, n in seen.items() if n >= PROFILE_LABEL_SHARE * len(views)}
    return {key for key, label in labels.items() if label in common}


#: Class names that hide their element by the conventions of CSS frameworks and sites.
_HIDING_CLASSES = frozenset(
    {"hidden", "hide", "d-none", "is-hidden", "u-hidden", "visually-hidden", "sr-only"}
)
_URL = re.compile(r"^(?:https?://|www\.)\S+$", re.I)
#: A copy's lead before the text it repeats ("NICENESS: YARD AND …", a share title).
_COPY_LEAD = re.compile(r"^[^:：]{1,40}[:：]\s*")
#: Characters a hidden piece must have to be called a copy of the text beside it.
COPY_CHARS = 8


def _hides(el: lxml_html.HtmlElement) -> bool:
    """Hidden by its own markup: the ``hidden`` attribute, an inline style, a hiding class."""
    return hidden_or_classed(el, _HIDING_CLASSES)


def hidden_copies(view: RecordView) -> set[int]:
    """The pieces (their ids) of hidden elements that repeat what the record shows: a share
    widget's data ("NAME: the comment's text", the permalink the record links to), the
    template's, written twice; or that say it in another language than the record's
    (``lang``): the original of a comment shown translated ("Show original"), another
    version of what the record shows. Each hidden element is judged whole: the hidden rest
    of a folded comment, or its full text beside a shown excerpt, says more than the
    record shows and stays its text."""
    hiding = {el for el in view.elements.values() if _hides(el)}
    if not hiding:
        return set()  # the common record: nothing hidden, one look at each element
    roots = {el for key, el in view.elements.items() if len(key) == 1}
    hidden_of: dict[lxml_html.HtmlElement, lxml_html.HtmlElement | None] = {}

    def outermost_hidden(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
        if el in hidden_of:
            return hidden_of[el]
        parent = el.getparent()
        found = outermost_hidden(parent) if parent is not None and el not in roots else None
        if found is None and el in hiding:
            found = el
        hidden_of[el] = found
        return found

    shown: list[str] = []
    groups: dict[lxml_html.HtmlElement, list[Piece]] = {}
    for piece in view.pieces:
        holder = outermost_hidden(piece.owner if piece.tail else piece.el)
        if holder is None:
            shown.append(piece.text)
        else:
            groups.setdefault(holder, []).append(piece)
    visible = " ".join(shown)
    links = {a.get("href", "").strip() for root in roots for a in root.iter("a")}
    out: set[int] = set()
    for holder, pieces in groups.items():
        text = " ".join(p.text for p in pieces)
        core = _COPY_LEAD.sub("", text, count=1)
        if (
            (_URL.match(text) and text in links)
            or (len(core) >= COPY_CHARS and core in visible)
            or (visible and _another_language(holder))
        ):
            out.update(id(p) for p in pieces)
    return out


def _another_language(el: lxml_html.HtmlElement) -> bool:
    """Is ``el`` marked as written in another language than what holds it ("<p lang=ca
    hidden>" in a Spanish page)?"""
    own = (el.get("lang") or "").split("-")[0].casefold()
    if not own:
        return False
    for anc in el.iterancestors():
        if lang := anc.get("lang"):
            return lang.split("-")[0].casefold() != own
    return False


def is_counted(text: str, counted: frozenset[str], piece: Piece | None = None) -> bool:
    """Is ``text`` one of the template's lines that vary by their numbers only, or (``piece``:
    the text's piece) a line of a slot of such lines whose words vary with the number?"""
    if not counted or len(text) > 60:
        return False
    return count_mask(text) in counted or (
        piece is not None and counted_slot(piece.owner, piece.key, counted)
    )


def _in_link(key: Key) -> bool:
    return any(step.startswith(("a[", "a#")) for step in key)


_NUMBER_SLOT = re.compile(r"number|\bnum\b|\bnr\b|count|zahl|nummer", re.I)


def _comment_number(piece: Piece) -> bool:
    """A bare number that numbers the comment: the link to its own anchor ("<a
    href='#comment-4414'>1</a>") or an element named for a number."""
    if piece.tail:
        return False
    owner = piece.owner
    if owner.tag == "a" and (owner.get("href") or "").startswith("#"):
        return True
    return bool(_NUMBER_SLOT.search(ancestor_hints(owner, owner, 2)))  # its own names and its parent's


#: A separator the byline left before the body ("<a class=url>Jared</a> — <a>July
#: 17th</a>": the dash between the two, when the name and the date are taken out), or the
#: template's verb written in the same text as the body ("<b>Derek</b> said... Cracking
#: effort"; lower case and with its colon or dots: no reader opens so).
_LEADING_SEPARATOR = re.compile(rf"^(?:[—–|·•:：,，-]\s+|{SAID}\s+)+")


#: What follows a system's reference to the parent ("@Jörg: ..."): the colon.
_REFERENCE_COLON = re.compile(r"^\s*[:：]\s*")


#: Characters before the link a reply's reference line holds ("Antwort auf", "In reply
#: to", "En réponse à"): a label, not a sentence in any script.
REFERENCE_CHARS = 20
#: What may follow the link (its colon): a link the reader's words, a "!" or a "." follow is theirs.
_REFERENCE_ENDS = frozenset({"", ":", "："})
#: What may follow the link instead: the answered one's name in brackets ("odpowiedź do
#: <a href='#c1'>#1</a> (rowerzysta_z_Wólki)"), or the name and a colon ("回复 <a
#: href='#pl1'>1楼</a> 风中的石头：").
_NAMED_AFTER = re.compile(
    r"^(?:[(\[][^()\[\]]{1,40}[)\]]\s*[:：]?|[^\s:：.!?。！？]{1,40}(?:\s[^\s:：.!?。！？]{1,40}){0,3}\s*[:：])$"
)
#: Or the answered one's time ("Response to <a href='#c40314'>Pennine_Pete</a>, 7:40am"):
#: after a separator, a date or a time and little else (at most this share of its letters).
_TIME_AFTER = re.compile(r"^[,·(\[\-–—]\s*(?P<when>.{1,32})$")
_TIME_AFTER_REST = 0.3
#: A time of day alone ("7:40am", "19.05 Uhr").
_CLOCK_ALONE = re.compile(rf"\d{{1,2}}{CLOCK_MARK}\d\d\s?(?:[ap]\.?\s?m\.?|uhr|h)?", re.I)
#: Words after a reference line that make the reply ("Ser fram emot det!"); none, and the
#: line is the reply itself ("Agree with <a>Anna</a>").
REPLY_WORDS = 2
#: Characters of a child that is the comment's text, before which a reference line stands.
BODY_CHARS = 40
#: Characters (without spaces) of a header's link to the record answered ("↩ em resposta a
#: @rodrigo.alves"): a line's length, not a paragraph's.
REFERENCE_LINK_CHARS = 60


def reference_lines(
    rec: Record, anchors: Mapping[str, int], own: Collection[str] = ()
) -> list[lxml_html.HtmlElement]:
    """A reply's line naming what it answers, before its text: a short element whose one
    link leads to another record's anchor ("Antwort auf <a href='#lz1'>#1 von Klaus</a>"),
    the system's, not the reader's words. ``own``: the record's own anchors (its id, and
    the id of the element that wraps it alone), whose permalinks name no other record."""
    if not anchors:
        return []
    own = {*own, ident} if (ident := rec.node.get("id")) else own
    if not any(
        (href := a.get("href") or "").startswith("#") and href[1:] in anchors and href[1:] not in own
        for el in (rec.node, *rec.extra)
        for a in el.iter("a")
    ):
        return []  # the common case: no link to another record (a permalink to its own)
    out: list[lxml_html.HtmlElement] = []
    children = _parts([c for c in (*rec.node, *rec.extra) if isinstance(c.tag, str)], WRAPPER_DEPTH)
    for k, child in enumerate(children):
        # the reply's own words follow it ("Agree with <a>Anna</a>" alone is the reply)
        if _refers(child, anchors, own) and any(_reply_words(c) for c in children[k + 1 :]):
            out.append(child)
            continue
        # the line opening the text's cell, the reply's words after it in the same cell
        # ("<td><span>odgovor na komentar: <a href='#k1'>Dragan</a></span><br>Prema ...")
        first = _first_element(child)
        if (
            first is not None
            and _a_line_of_its_own(first)
            and _refers(first, anchors, own)
            and _words_after(first, child)
        ):
            out.append(first)
            continue
        if len("".join(child.text_content().split())) > BODY_CHARS and not _header_line(child):
            break  # the text itself: a reference line comes before it
    # A link of its own in the record's header ("<span>Name</span> <a href='#tp-1'>↩ in
    # reply to @rodrigo.alves</a> <span>3 days ago</span>"): among elements only, no words
    # around it (an "@Anna" inside a sentence has the sentence around it).
    for el in (rec.node, *rec.extra):
        for a in el.iter("a"):
            href = a.get("href") or ""
            target = href[1:] if href.startswith("#") else ""
            parent = a.getparent()
            if (
                target in anchors
                and target not in own
                and parent is not None
                and not any(a is o or o in a.iterancestors() for o in out)
                and not _in_quotation(a, el)
                and len("".join(a.text_content().split())) <= REFERENCE_LINK_CHARS
                and not (parent.text or "").strip()
                and not any((s.tail or "").strip() for s in parent)
            ):
                out.append(a)
    return out


def _refers(el: lxml_html.HtmlElement, anchors: Mapping[str, int], own: Collection[str]) -> bool:
    """Is ``el`` a line naming another record by its one link to that record's anchor: a
    short label before the link, and after it nothing, a colon or the answered one's name."""
    links = list(el.iter("a"))
    if len(links) != 1:
        return False
    label, href = links[0].text_content(), links[0].get("href") or ""
    if not label.strip() or not href.startswith("#") or href[1:] not in anchors or href[1:] in own:
        return False
    before, _, after = el.text_content().partition(label)
    return len("".join(before.split())) <= REFERENCE_CHARS and (
        after.strip() in _REFERENCE_ENDS
        or _NAMED_AFTER.match(after.strip()) is not None
        or _answered_time(after.strip())
    )


def _answered_time(after: str) -> bool:
    """Whether the words after a reference line's link are the answered one's time: a
    separator, then a date or a time of day with hardly anything else (not "@Anna, I
    agree: 10:30 suits me")."""
    m = _TIME_AFTER.match(after)
    if m is None:
        return False
    when = m.group("when").rstrip(")] ")
    if _CLOCK_ALONE.fullmatch(when):
        return True
    span = date_span(when)
    if span is None:
        return False
    rest = when[: span[0]] + when[span[1] :]
    return sum(ch.isalpha() for ch in rest) <= _TIME_AFTER_REST * len(when)


def _first_element(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """``el``'s first child element when nothing is written before it."""
    if (el.text or "").strip():
        return None
    return next((c for c in el if isinstance(c.tag, str)), None)


def _a_line_of_its_own(el: lxml_html.HtmlElement) -> bool:
    """A labelled line ending in a line break: words of its own before its link, a ``<br>``
    after it (">>1 そうです" opening a reader's sentence is no line: their own words)."""
    if el.tag == "a" or (el.tail or "").strip():
        return False
    label = el.text or ""
    after = el.getnext()
    return bool(label.strip()) and after is not None and after.tag == "br"


def _words_after(first: lxml_html.HtmlElement, el: lxml_html.HtmlElement) -> bool:
    """Are a reply's words written in ``el`` after its first element ``first``?"""
    rest = [first.tail or ""]
    for sib in first.itersiblings():
        if isinstance(sib.tag, str):
            rest.append(sib.text_content())
        rest.append(sib.tail or "")
    return _a_replys_words(" ".join(rest))


#: Wrappers opened to find a reference line (a table row's cell, the cell's box).
WRAPPER_DEPTH = 3
_WRAPPER_BLOCKS = frozenset({"div", "p", "td", "th", "tr", "tbody", "blockquote", "section", "article"})


def _parts(children: list[lxml_html.HtmlElement], depth: int) -> list[lxml_html.HtmlElement]:
    """The record's parts in order, a wrapper of blocks opened into its blocks (a second
    row's cell holding the reference line's box and the text's paragraph)."""
    out: list[lxml_html.HtmlElement] = []
    for child in children:
        kids = [k for k in child if isinstance(k.tag, str)]
        if (
            depth > 0
            and kids
            and not (child.text or "").strip()
            and any(k.tag in _WRAPPER_BLOCKS for k in kids)
        ):
            out.extend(_parts(kids, depth - 1))
        else:
            out.append(child)
    return out


#: Characters without spaces that make a reply in a script written without spaces.
REPLY_CHARS = 8


def _reply_words(el: lxml_html.HtmlElement) -> bool:
    return _a_replys_words(el.text_content())


def _a_replys_words(text: str) -> bool:
    """Does ``text`` say enough to be a reply's own words after its reference line?"""
    words = text.split()
    return len(words) >= REPLY_WORDS or len("".join(words)) >= REPLY_CHARS


def _header_line(el: lxml_html.HtmlElement) -> bool:
    """A record's header line rather than its text: its words are its children's, each a
    short piece (a name, a badge, a time), with no sentence of its own between them; or a
    byline, a line with a date ("#5 <strong>Gerda Lühmann</strong> schrieb am 12.11.2010
    um 16:02 Uhr")."""
    if not len(el):
        return False
    if not (el.text or "").strip() and all(
        len("".join(c.text_content().split())) <= BODY_CHARS // 2 and len((c.tail or "").strip()) <= 3
        for c in el
    ):
        return True
    line = normalise_ws(el.text_content())
    return len(line) <= BYLINE_CHARS and date_span(line) is not None and not _SENTENCE_END.search(line)


#: Longest byline read as a header line.
BYLINE_CHARS = 100
_SENTENCE_END = re.compile(r"[^\W\d_]{3,}[.!?]\s+\S")  # "Danke. Ich…", not "M. Okonkwo"


def _in_quotation(el: lxml_html.HtmlElement, root: lxml_html.HtmlElement) -> bool:
    """Inside a quotation of another comment within the record ("<blockquote><a
    href='#c3'>Piet schreef</a>: …</blockquote>"), or beside one as its attribution ("<div><a
    href='#qr1'>Сергей писал(а):</a> <q>…</q></div>"): it goes with the quote, not alone."""
    parent = el.getparent()
    if parent is not None and any(s.tag in QUOTE_TAGS for s in parent if s is not el):
        return True
    for anc in el.iterancestors():
        if quoted(anc):
            return True
        if anc is root:
            break
    return False


def _self_anchor(piece: Piece) -> bool:
    """A link to its own anchor ("<a name='r1' href='#r1'>1.</a>"): the comment's number."""
    owner = piece.owner
    href = owner.get("href") or ""
    return (
        not piece.tail
        and owner.tag == "a"
        and href.startswith("#")
        and href[1:] in (owner.get("name"), owner.get("id"))
    )


#: A reply's number under its parent's: "1.1.", "4.1.1" (dots only: "10-4", "92-95" are a
#: reader's words).
_NESTED_NUMBER = re.compile(r"\d{1,4}(?:\.\d{1,4}){1,5}")


def _bare_number(text: str) -> bool:
    """ "12", "12.", "#12", "12)", a reply's "1.1.": a number and its mark, nothing else."""
    bare = text.lstrip("#").rstrip(".):")
    return bare.isdigit() or _NESTED_NUMBER.fullmatch(bare) is not None


def _record_mark(piece: Piece) -> bool:
    """A record's first piece, an element of its own that is a number or a reply's arrow
    ("1.", "#12", "↩"): what the template puts before each comment, no words of it (a
    reader's emoji stays)."""
    return not piece.tail and (_bare_number(piece.text) or piece.text in REPLY_MARKS)


#: Arrows a template writes before a reply.
REPLY_MARKS = frozenset("↩↪↳⤷└»›→")


def _reply_reference(piece: Piece) -> bool:
    """A reply's body opening with a link to its parent's anchor ("<a href='#6'>@Jörg</a>:
    ...", as Waline writes a reply to a reply; "In reply to <a href='#r1'>1. Agnes</a>"):
    the system's reference, not the reader's words."""
    owner = piece.owner
    return (
        not piece.tail
        and owner.tag == "a"
        and (piece.text.startswith("@") or _bare_number(piece.text.split(" ", 1)[0]))
        and (owner.get("href") or "").startswith("#")
    )


#: A signature's delimiter on a line of its own: the mail and news "-- ". (Rules of dashes or
#: underscores are readers' own separators as often, their words after them.)
_SIGNATURE_DELIMITER = re.compile(r"^--$")
#: Characters of a signature under its delimiter, at most (a quote, a link, a motto).
SIGNATURE_CHARS = 160


def _signature_start(view: RecordView, body: Key, template: set[str]) -> Piece | None:
    """The delimiter piece under the record's text that opens a reader's signature ("--",
    or the forum template's "__________", then "Ohm is where the heart is."), when text
    comes before it and at most a short signature after it; None otherwise."""
    n = len(body)
    pieces = [p for p in view.pieces if not n or p.key[:n] == body]
    for k, piece in enumerate(pieces):
        if k and (
            _SIGNATURE_DELIMITER.match(piece.text)
            or (RULE.match(piece.text) and piece.text.casefold() in template)
        ):
            rest = pieces[k + 1 :]
            said = [p for p in rest if not p.in_control and p.text.casefold() not in template]
            if said and sum(len(p.text) for p in said) <= SIGNATURE_CHARS:
                return piece
            return None
    return None


def _count_of_a_control(piece: Piece, template: set[str]) -> bool:
    """A control's count written after it, numbers and marks only ("<a href='#'>Recommend</a>
    (41) | <a>Report abuse</a>"): the template's line, not the reader's words. A link whose
    label every record shows (``template``: "<a href='/votar?op=20331&v=1'>A favor</a> (4)")
    is such a control in any language, wherever it leads."""
    if not piece.tail or LETTER.search(piece.text) or not any(ch.isdigit() for ch in piece.text):
        return False
    el = piece.el
    if el.tag == "button":
        return True
    label = el.text_content()
    if el.tag == "a" and " ".join(label.split()).casefold() in template:
        return True
    return _goes_nowhere(el) and (
        ui_text(label) or _VOTE_GLYPH.fullmatch(label.strip()) is not None or ui_text(el.get("title") or "")
    )


#: A vote button drawn as a glyph ("<a title='No me gusta'>▼</a> 3").
_VOTE_GLYPH = re.compile(r"[▲▼△▽↑↓⬆⬇👍👎]")


def assemble(
    view: RecordView,
    body: Key,
    template: set[str],
    excluded: set[int],
    excluded_els: set[lxml_html.HtmlElement],
    counted: frozenset[str] = frozenset(),
    paragraphs: tuple[Key, ...] = (),
) -> str:
    """The record's text: its pieces in the ``body`` slot (and the ``paragraphs`` that
    continue it), less the template's words, controls and the pieces left out."""
    parts: list[str] = []
    add = parts.append
    n = len(body)
    lead = True  # nothing of the body written yet
    referenced = False  # the reply's reference to its parent left out: its colon goes too
    signed = _signature_start(view, body, template)
    first = view.pieces[0] if len(view.pieces) > 1 else None
    for tok in view.tokens:
        if tok is signed:
            break  # the reader's signature under its delimiter: the same under all their posts
        if tok.__class__ is tuple:
            add(" ")
            continue
        piece: Piece = tok  # type: ignore[assignment]
        if n and piece.key[:n] != body and not (paragraphs and piece.key[:n] in paragraphs):
            continue
        raw = piece.el.tail if piece.tail else piece.el.text
        if lead and _reply_reference(piece):
            referenced = True
            continue
        if referenced and raw and raw.strip():
            raw = _REFERENCE_COLON.sub("", raw, count=1)
            referenced = False
        if (
            piece.in_control
            or id(piece) in excluded
            or (
                len(piece.text) <= 30
                and (
                    piece.text.casefold() in template
                    or (ui_text(piece.text) and not in_prose(piece))
                    or (piece.text.isdigit() and _comment_number(piece))
                    or (_bare_number(piece.text) and _self_anchor(piece))
                    or (piece is first and _record_mark(piece))
                    or _count_of_a_control(piece, template)
                    # after the words: "Visa mer", "Read More..." (a title that toggles
                    # the comment comes first, the reader's)
                    or (not lead and _nowhere(piece))
                )
            )
            or is_counted(piece.text, counted, piece)
            # before the words, the topic's subject the post repeats ("Re: Council to …")
            or (lead and not piece.tail and thread_subject(piece.text, piece.owner))
            or (
                excluded_els
                and (piece.owner in excluded_els or any(a in excluded_els for a in ancestors(piece.owner, 3)))
            )
        ):
            # a piece left out keeps its spaces: the words around it stay apart ("Reply · Report"
            # without its " · " is not "ReplyReport")
            if raw and (raw[:1].isspace() or raw[-1:].isspace()):
                add(" ")
            continue
        if raw and raw.strip():
            lead = False
        add(raw or "")
    return _LEADING_SEPARATOR.sub("", normalise_ws("".join(parts)))
