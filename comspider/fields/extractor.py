"""Record section -> comment fields: author, date, text, likes, parent, depth.

The fields are learnt per section by comparing its records (they share one template):
every text piece of a record is placed by its path from the record container
(:mod:`.record_view`); text that repeats verbatim across records is template
(:mod:`.template_words`); the date, likes and author are the slots where most sampled
records have one (:mod:`.date`, :mod:`.votes`, :mod:`.author`); the text
is the body slot without all of these (:mod:`.text`). Once the slots are learnt, the
records are read at them and made comments a few dozen at a time (:mod:`.slots`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from datetime import datetime

from lxml import html as lxml_html

from comspider.clock import iso
from comspider.declared_time import FUTURE_SLACK, article_offset, article_time, earliest_day
from comspider.fields import record_meta
from comspider.fields.author import account_of, clean_name, name_before_date, said_opening
from comspider.fields.choice import DateOf, RecordFields, sample_indices
from comspider.fields.date import BARE_DAY, DATE_ATTRS
from comspider.fields.name_lines import without_name_lines
from comspider.fields.page_clock import on_page_clock
from comspider.fields.parent import thread_flat_records
from comspider.fields.pending_notice import is_pending, without_pending
from comspider.fields.quote_boxes import linked_quotes
from comspider.fields.record_view import RecordView, ancestors, record_view, roots_of, signature
from comspider.fields.references import thread_by_references
from comspider.fields.slots import SectionSlots, body_paragraphs, body_slot, learn_slots, read_fields
from comspider.fields.template_words import LETTER, is_punct
from comspider.fields.text import (
    assemble,
    byline_blocks,
    comment_title,
    hidden_copies,
    own_meta_lines,
    reference_lines,
)
from comspider.gc_pause import without_gc
from comspider.lexicon import CONTROL_WORDS
from comspider.notices import removed_text
from comspider.page_dates import date_span, parse_iso
from comspider.page_links import joined
from comspider.records.anchors import record_anchors
from comspider.records.dom import holding
from comspider.records.model import ExtractedComment, Record, RecordSection
from comspider.yearless_dates import placed_after, placed_before, read_yearless, read_yearless_day

#: Records read together: each step (their views, their fields, their comments) runs over
#: a chunk before the next. One record at a time through all the steps was a quarter
#: slower (measured on 100,000 comments; each step's code and data stay warm in the CPU's
#: caches over a chunk), and 64 views are some 110 KB, not a whole section's 175 MB.
_CHUNK = 64


@without_gc
def comment_fields(
    section: RecordSection,
    *,
    reference_time: datetime,
    page_url: str | None = None,
    details: bool = True,
    slots: SectionSlots | None = None,
) -> list[ExtractedComment]:
    """The fields of the records of ``section`` that hold text, in record order. A flat
    list whose replies are marked rather than nested gets its parents first
    (:mod:`.parent`), else those its replies' "@name" openings and quotes name
    (:mod:`.references`). A record with an author or a date but no text is no comment: it is
    left out, and its replies answer its own parent. ``page_url``: the page's address,
    for absolute permalinks and profile links. ``details=False`` leaves the fields no
    other field depends on (xpath, author_url, site_comment_id, permalink) None: a
    reader that prints none of them (``comspider extract`` without ``--all-fields``)
    saves their walks, a tenth of the fields' time on 4,000 comments. ``slots``: read
    every record at these slots instead of learning them on the section (the slots a
    site's template was learnt with: one or two records are too few to learn from)."""
    records = section.records
    if not records:
        return []
    thread_flat_records(section)
    nodes = [r.node for r in records]
    # a record's view leaves out every other record: its node and the sibling nodes it
    # owns (a reply's definition inside its parent's, ``dd > dl > dt + dd``)
    node_set = set(nodes).union(*(r.extra for r in records))
    holders = holding(node_set) if details else set()
    invariants = section.invariants if len(section.invariants) == len(records) else [[]] * len(records)
    anchors = record_anchors(records)

    def view_of(i: int) -> RecordView:
        rec, inv = records[i], invariants[i]
        return record_view(
            roots_of(rec),
            node_set,
            {x for x in inv if x is not rec.node} if inv else None,
            linked_quotes(rec, anchors, records),
        )

    # The slots are learnt on the sampled records; then the records are read and made
    # comments a chunk at a time, each chunk's views dropped before the next is built
    # (a sampled record's view and fields are reused, then dropped too).
    learnt: dict[int, tuple[RecordView, RecordFields]] = {}
    own_slots: dict[int, SectionSlots] = {}  # records in other markup read at slots of their own
    if slots is None:
        sample = sample_indices(len(records))
        views = [view_of(i) for i in sample]
        slots, fields = learn_slots(
            views, [nodes[i] for i in sample], reference_time, section.container, page_url
        )
        learnt = dict(zip(sample, zip(views, fields, strict=True), strict=True))
        for group in _other_markup(records):
            group_sample = [group[k] for k in sample_indices(len(group))]
            group_views = [learnt[i][0] if i in learnt else view_of(i) for i in group_sample]
            kind, kind_fields = learn_slots(
                group_views, [nodes[i] for i in group_sample], reference_time, section.container, page_url
            )
            section_fields = [
                learnt[i][1] if i in learnt else read_fields(v, nodes[i], slots, reference_time)
                for i, v in zip(group_sample, group_views, strict=True)
            ]
            if _found(kind_fields) >= _found(section_fields):
                own_slots.update(dict.fromkeys(group, kind))
                for i, v, f in zip(group_sample, group_views, kind_fields, strict=True):
                    if i in learnt:
                        learnt[i] = (v, f)
    xpaths = element_paths(nodes) if details else [None] * len(nodes)
    # each reply's line naming what it answers: left out of its text, and its parent
    if anchors:
        owned: dict[int, set[str]] = {}  # each record's own anchors (its id, its wrapper's)
        for anchor, k in anchors.items():
            owned.setdefault(k, set()).add(anchor)
        lines = [reference_lines(r, anchors, owned.get(k, set())) for k, r in enumerate(records)]
    else:
        lines = [[] for _ in records]
    when_of = _dating(section.container, reference_time)
    out: list[ExtractedComment | None] = []
    for start in range(0, len(records), _CHUNK):
        chunk = range(start, min(start + _CHUNK, len(records)))
        views = [learnt[i][0] if i in learnt else view_of(i) for i in chunk]
        fields = [
            learnt.pop(i)[1]
            if i in learnt
            else read_fields(view, nodes[i], own_slots.get(i, slots), reference_time)
            for i, view in zip(chunk, views, strict=True)
        ]
        out.extend(
            _comment(
                records[i],
                view,
                record,
                own_slots.get(i, slots),
                xpaths[i],
                _nested_in(records[i], node_set, holders),
                page_url,
                details,
                when_of,
                lines[i],
            )
            for i, view, record in zip(chunk, views, fields, strict=True)
        )
    _without_shared_word(out)
    _without_shared_label(out)
    _without_numbers(out)
    without_name_lines(out)  # a plugin's "NAME recently posted..TITLE" under each text
    _site_ids(out, records, node_set, details)
    thread_by_references(out, records, lines, anchors)
    return _without_empty(out)


#: Names that must end in the same word before it is taken for the template's.
SHARED_WORD_NAMES = 3


def _without_shared_word(out: list[ExtractedComment | None]) -> None:
    """Every name ending in the same word that starts no name ("Оксана Гнатюк написав(ла)",
    "Віталій написав(ла)"): the template's verb written beside the name in its element,
    in words no list of says-words has; it goes from each name."""
    named = [(c, c.author.rsplit(None, 1)) for c in out if c is not None and c.author]
    if len(named) < SHARED_WORD_NAMES or any(len(w) != 2 for _c, w in named):
        return
    words = [w for _c, w in named]
    last = {w[1] for w in words}
    if len(last) != 1:
        return
    (word,) = last
    if word[:1].isupper() or len({w[0] for w in words}) < 2:
        return  # a surname the readers share, or one reader
    for c, (name, _word) in named:
        c.author = clean_name(name) or name


#: A list's number before a name ("1. Inger Bach", "12) Kacper").
_NAME_NUMBER = re.compile(r"^#?(\d{1,4})[.):]\s+(?=[^\W\d_])")
#: Numbered names that make the numbers the list's own (one "1. FC Köln" reader is a name).
NUMBERED_NAMES = 2


def _without_numbers(out: list[ExtractedComment | None]) -> None:
    """The entries' numbers before the names, where the names are numbered in order
    ("1. Inger Bach", "2. Poul Erik Madsen"…): the list's numbering written in the name's
    line; it goes from each name."""
    numbered = [(c, m) for c in out if c is not None and c.author and (m := _NAME_NUMBER.match(c.author))]
    numbers = [int(m.group(1)) for _c, m in numbered]
    if len(numbered) < NUMBERED_NAMES or numbers != sorted(numbers) or len(set(numbers)) != len(numbers):
        return
    for c, m in numbered:
        c.author = m.string[m.end() :]


#: A label before a name and its colon ("ゲスト：たぬき", "Gast: Jan"): a word or two.
_NAME_LABEL = re.compile(r"^([^\W\d_][^:：]{0,11}?)\s*[:：]\s*(\S.*)$")
#: Names that must carry the same label before it is taken for the template's.
SHARED_LABEL_NAMES = 2


def _without_shared_label(out: list[ExtractedComment | None]) -> None:
    """The same label before several readers' names ("ゲスト：たぬき", "ゲスト：名無し": the
    guests' mark written in the name's element): it goes from each name."""
    labelled: dict[str, list[tuple[ExtractedComment, str]]] = {}
    for c in out:
        if c is not None and c.author and (m := _NAME_LABEL.match(c.author)):
            labelled.setdefault(m.group(1).casefold(), []).append((c, m.group(2).strip()))
    for named in labelled.values():
        if len(named) >= SHARED_LABEL_NAMES and len({name for _c, name in named}) >= SHARED_LABEL_NAMES:
            for c, name in named:
                c.author = name


#: Records of one element, in a section of records of several, that are read at slots
#: learnt on them alone when those find more of their fields: replies drawn in other
#: markup than the cards they answer ("<section class=yk-yanit>" in "<div class=yk-kart>"):
#: the section's slots are those of one markup.
KIND_RECORDS = 3


def _other_markup(records: list[Record]) -> list[list[int]]:
    """The records of each element, where the section's records are of several and there
    are at least :data:`KIND_RECORDS` of that one."""
    tags = Counter(r.node.tag for r in records)
    if len(tags) < 2:
        return _other_cells(records) if records[0].node.tag == "tr" else []
    return [
        [i for i, r in enumerate(records) if r.node.tag == tag]
        for tag, n in tags.items()
        if n >= KIND_RECORDS
    ]


def _cells(row: lxml_html.HtmlElement) -> tuple[str, ...]:
    """A table row's cells by their markup (tag and attribute names)."""
    return tuple(signature(c) for c in row if isinstance(c.tag, str))


def _other_cells(records: list[Record]) -> list[list[int]]:
    """The rows of each cell markup, where a table's record rows are of several (an old
    template's answer rows: an empty cell, then the answer's own, beside the comments'
    name cell and text cell) and at least :data:`KIND_RECORDS` rows are of the other."""
    cells = [_cells(r.node) for r in records]
    kinds = Counter(cells)
    if len(kinds) < 2:
        return []
    return [[i for i, c in enumerate(cells) if c == kind] for kind, n in kinds.items() if n >= KIND_RECORDS]


def _found(fields: list[RecordFields]) -> tuple[int, int]:
    """How many of the records have an author, and how many a date."""
    return sum(f.author is not None for f in fields), sum(f.date is not None for f in fields)


def section_slots(section: RecordSection, *, reference_time: datetime) -> SectionSlots:
    """The slots :func:`comment_fields` learns on ``section``'s sampled records (to keep
    them for the section's template: ``comment_fields(..., slots=...)``)."""
    records = section.records
    node_set = {r.node for r in records}
    invariants = section.invariants if len(section.invariants) == len(records) else [[]] * len(records)
    sample = sample_indices(len(records))
    anchors = record_anchors(records)
    views = [
        record_view(
            roots_of(records[i]),
            node_set,
            {x for x in invariants[i] if x is not records[i].node} if invariants[i] else None,
            linked_quotes(records[i], anchors, records),
        )
        for i in sample
    ]
    return learn_slots(views, [records[i].node for i in sample], reference_time)[0]


def _nested_in(
    rec: Record, node_set: set[lxml_html.HtmlElement], holders: set[lxml_html.HtmlElement]
) -> set[lxml_html.HtmlElement]:
    """The records a record's permalink is looked for outside of: ``node_set``, or none
    when none is inside the record (``holders``: the nodes that hold one) and it is no
    link itself (a link's walk up passes its own node: the records around it count)."""
    if rec.node in holders or rec.node.tag == "a" or any(x in holders or x.tag == "a" for x in rec.extra):
        return node_set
    return set()


def _comment(
    rec: Record,
    view: RecordView,
    fields: RecordFields,
    slots: SectionSlots,
    xpath: str | None,
    node_set: set[lxml_html.HtmlElement],
    page_url: str | None,
    details: bool,
    when_of: Callable[[DateOf], datetime],
    reference: list[lxml_html.HtmlElement] | None = None,
) -> ExtractedComment | None:
    """The comment of one record read at the section's ``slots``; None for a record
    without text (an author or a date but nothing said) or a thread's control row.
    ``reference``: the record's lines naming the record it answers (:func:`reference_lines`)."""
    body_key, template = body_slot(view, slots), slots.template
    excluded: set[int] = hidden_copies(view)  # a share widget's hidden copy of the text
    excluded_els: set[lxml_html.HtmlElement] = set(reference or ())
    author_piece = fields.author
    if author_piece is not None:
        excluded.add(id(author_piece))
        account = account_of(author_piece, view.pieces)
        if account is not None:
            excluded.add(id(account))
    date = fields.date
    if date is not None:
        if date[2] is not None:
            excluded_els.add(date[2])
        if date[3] is not None:
            excluded.add(id(date[3]))
    for found in fields.counts():
        if found[1] is not None:
            excluded_els.add(found[1])
        if found[2] is not None:
            excluded.add(id(found[2]))
    excluded_els.update(
        own_meta_lines(
            view, body_key, fields.author_text or (author_piece.text if author_piece is not None else None)
        )
    )
    # A byline block around the author and date is left out of the text (with a body slot
    # of its own below the record, only a block inside that slot: the text reaches no other).
    blocks = byline_blocks(
        view, rec, body_key, author_piece, date, template, excluded, excluded_els, in_body_slot=not view.run
    )
    paragraphs = body_paragraphs(view, body_key)
    text = assemble(view, body_key, template, excluded, excluded_els | set(blocks), slots.counted, paragraphs)
    if not text and blocks:
        # A record that is all byline keeps what it says (a comment's footer found as a
        # record of its own): only the block around its date, above a body slot of its own.
        blocks = blocks[:1] if len(body_key) <= 1 or view.run else []
        text = assemble(
            view, body_key, template, excluded, excluded_els | set(blocks), slots.counted, paragraphs
        )
    header = blocks[0] if blocks else None
    excluded_els.update(blocks)
    if not text and body_key:
        text = assemble(view, (), template, excluded, excluded_els, slots.counted)
    if text and (len(body_key) > 1 or header is not None):
        title = comment_title(view, body_key, template, excluded, header, slots.titled)
        if title and title not in text and not _opening_of(title, text):
            text = f"{title} {text}"
    text = _without_cut_subject(text)
    # "(edited)" lives in the template around the text, or at its end.
    nb = len(body_key)
    marked = record_meta.edited(
        [p.text for p in view.pieces if len(p.text) <= 60 and (not nb or p.key[:nb] != body_key)],
        text,
        [],
    )
    if marked:
        text = record_meta.EDITED_END.sub("", text).rstrip()
    text = without_pending(text)
    if (
        not text
        or (author_piece is None and date is None and _control_only(view))
        or is_pending(text)
        or removed_text(text)
    ):
        # an author or a date but nothing said, a thread's control row, or only the notice
        # of a comment held for moderation or removed ("This comment has been removed by
        # the author.": the frame keeps the name and the time, the words are gone)
        return None
    author = fields.author_text or (author_piece.text if author_piece is not None else None)
    if author is None and (opened := said_opening(text)) is not None:
        author, text = opened  # "Montse Puig diu: Quina sortida ...": the name and its verb open the text
    if author and date is not None and date[1] and date[1] in author:
        # "Claude - Le 24/11/2019 à 18:19:59": the name without the date.
        author = name_before_date(author.split(date[1])[0])
    author = clean_name(author)
    likes, dislikes = fields.likes, fields.dislikes
    roots = roots_of(rec) if details else []
    return ExtractedComment(
        text=text,
        author=author,
        published_at=iso(when_of(date)) if date is not None else None,
        published_text=_as_written(date[1]) if date is not None else None,
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
        site_comment_id=record_meta.site_comment_id(roots) if details else None,
        permalink=(
            record_meta.permalink(roots, node_set, page_url, date[2] if date is not None else None)
            or _date_link(date, page_url)
        )
        if details
        else None,
        edited=marked,
    )


def _site_ids(
    out: list[ExtractedComment | None],
    records: list[Record],
    node_set: set[lxml_html.HtmlElement],
    details: bool,
) -> None:
    """The site's ids of the section's comments that :func:`_comment` left without one:
    each record's id-named attribute, element id or anchor name whose value differs from
    record to record (:func:`record_meta.section_site_ids`). Without ``details`` only the
    comments whose author and text another comment of the section has too get theirs
    (the ids of the two are told apart by them: :mod:`.ids`), read as with details, so
    the crawl and ``comspider extract`` give them the same ids."""
    if details:
        wanted = [i for i, c in enumerate(out) if c is not None and not c.site_comment_id]
    else:
        seen: dict[tuple[str | None, str], int] = {}
        twins: set[int] = set()
        for i, c in enumerate(out):
            if c is not None:
                first = seen.setdefault((c.author, c.text), i)
                if first != i:
                    twins.update((first, i))
        for i in twins:
            c = out[i]
            if c is not None:
                c.site_comment_id = record_meta.site_comment_id(roots_of(records[i]))
        wanted = sorted(i for i in twins if (c := out[i]) is not None and not c.site_comment_id)
    if not wanted or len(records) < 2:
        return
    around = record_meta.around_records(node_set)
    candidates = [record_meta.site_id_candidates(roots_of(rec), around) for rec in records]
    said = [(c.author, c.text) if c is not None else None for c in out]
    found = record_meta.section_site_ids(candidates, said)
    for i in wanted:
        c = out[i]
        if c is not None:
            c.site_comment_id = found[i]


#: Attributes a date is read from in machine form (``title`` may say anything): its year is the page's own.
_MACHINE_DATED = tuple(a for a in DATE_ATTRS if a != "title")


def _dating(container: lxml_html.HtmlElement, reference_time: datetime) -> Callable[[DateOf], datetime]:
    """A record's date as the comment's time: one written without its year ("14 febbraio,
    18:40", which the date readers put in whatever year they prefer, "10月1日 16:20" in
    2010) at its first moment since the article's declared time, or without one this
    year's as read at ``reference_time``; a machine-readable date is taken as it is."""

    offset = article_offset(container)

    def local(dt: datetime, written: str, el: lxml_html.HtmlElement | None) -> datetime:
        # the attribute a date was read from says its zone, not the shown text; read only
        # on a page whose clock is off UTC
        return on_page_clock(dt, _stamp(el) or written, offset) if offset else dt

    def when_of(date: DateOf) -> datetime:
        dt, raw, el, _piece = date
        if not raw or (el is not None and any(el.get(a) for a in _MACHINE_DATED)):
            return local(dt, raw, el)
        written = _as_written(raw)
        yearless = read_yearless(written) or read_yearless_day(written)
        if yearless is not None:
            article = article_time(container)
            if article is not None:
                placed = placed_after(yearless, earliest_day(article))
            else:
                placed = placed_before(yearless, reference_time + FUTURE_SLACK)
            dt = placed or dt
        return local(dt, written, el)

    return when_of


def _stamp(el: lxml_html.HtmlElement | None) -> str | None:
    """The date attribute a record's date was read from ("2012-10-24T03:11:00+02:00"): its
    zone, not the shown text's, is the date's; a day alone ("2025-03-12", its clock read
    from the text) says nothing of one."""
    if el is None:
        return None
    for attr in DATE_ATTRS:
        value = el.get(attr)
        if value and len(value) <= 40 and not BARE_DAY.fullmatch(value) and parse_iso(value) is not None:
            return value
    return None


def _as_written(text: str) -> str:
    """The date as written, without a comment number before it ("#2.1 — vor 8 Stunden"
    -> "vor 8 Stunden"): only signs and digits go, words ("am", "on", "Le") stay."""
    span = date_span(text)
    if span is None or span[0] == 0 or LETTER.search(text[: span[0]]):
        return text
    return text[span[0] :]


_CONTROL_TAGS = frozenset({"a", "button"})


def _control_only(view: RecordView) -> bool:
    """A record that is a thread's control, not a comment: a few short controls, all of
    them links or buttons, between separators (reddit's "Continue this thread" rows among
    its comments; a forum's "Quote | Recommend (0) | Report this post" row found as a
    record of its own)."""
    controls = 0
    for piece in view.pieces:
        if is_punct(piece.text):
            continue  # the row's separators ("|", "·")
        owner = piece.owner
        if len(piece.text.split()) > CONTROL_WORDS or not (
            piece.in_control
            or owner.tag in _CONTROL_TAGS
            or any(a.tag in _CONTROL_TAGS for a in ancestors(owner, 2))
        ):
            return False
        controls += 1
    return 0 < controls <= CONTROL_ROW


#: Controls a row of them holds at most (reply, quote, vote, report, share).
CONTROL_ROW = 5


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


def _date_link(date: DateOf | None, page_url: str | None) -> str | None:
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
            return joined(page_url, href)
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


class InvariantFieldExtractor:
    """The ``FieldExtractor`` of the pipelines: :func:`comment_fields`."""

    def comment_fields(
        self, section: RecordSection, *, reference_time: datetime, page_url: str | None = None
    ) -> list[ExtractedComment]:
        # A section a site wrapper found carries the slots of its template (comspider.wrappers).
        given = getattr(section, "slots", None)
        return comment_fields(
            section,
            reference_time=reference_time,
            page_url=page_url,
            slots=given if isinstance(given, SectionSlots) else None,
        )


#: The marks that end a subject line cut from its comment's first words ("Enfin ! Le
#: mercredi après-midi,…", "Great piece, but...").
_CUT_MARKS = "…. \u00a0"
#: Words a cut subject line has at least: fewer ("Well...") may be the comment's own.
_SUBJECT_WORDS = 3


def _opening_of(title: str, text: str) -> bool:
    """Whether a comment's subject line is its text's own first words, cut ("Enfin ! Le
    mercredi après-midi,…" over "Enfin ! Le mercredi après-midi, personne ne pouvait…"):
    a subject the site made from the text, not one the reader wrote."""
    head = " ".join(title.rstrip(_CUT_MARKS).rstrip(",;:").split())
    # three words at least: "Well... Well, I think" keeps its hesitation
    return (
        len(head.split()) >= _SUBJECT_WORDS
        and len(head) < len(title)
        and " ".join(text.split()).startswith(head)
    )


#: Characters of a text within which a cut subject line ends.
_SUBJECT_CHARS = 120


def _without_cut_subject(text: str) -> str:
    """The text without a subject line the site made of its first words, where the record
    gave both ("Enfin ! Le mercredi après-midi,… Enfin ! Le mercredi après-midi, personne
    …": a Drupal-like subject link before the body). A short comment its subject repeats
    whole stays doubled: a reader may write a sentence twice."""
    for mark in ("…", "..."):
        cut = text.find(mark, 0, _SUBJECT_CHARS)
        if cut > 0:
            rest = text[cut + len(mark) :].lstrip()
            if _opening_of(text[: cut + len(mark)], rest):
                return rest
            break
    return text
