"""Records that are bare headers, each followed (or preceded) by a body of its own length.

A template without an element per comment writes each comment as a header line and the
paragraphs after it, all siblings in one container (``<p class="head"><b>NAME</b> |
22.09.2010 20:15 | reply</p><p>…</p><p>…</p><ul>…</ul><p class="head">…``). The
patterns find the header lines alone, the one part that repeats; the bodies between them
differ in length (one paragraph, three and a list), so they have no common shape for
:func:`~comspider.records.invariants.record_extras` to attach. What says they belong to
the headers: the headers hold hardly any words, the siblings between them hold the prose,
and nothing else (a heading, a form) stands between them.

Each header takes the siblings up to the next one; the last takes as many as the longest
body at most, up to a heading, a form or the rule that ends every other body. When prose
stands before the first header, between it and the list's heading, and more of it than
after the last header, the headers close their bodies instead ("— written by NAME, 12
May" after each comment's text): each takes the siblings before it.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from lxml import html as lxml_html

from comspider.page_dates import any_date_span, looks_like_date
from comspider.records.dom import link_target, wide_chars
from comspider.records.flatten import FlatDom

#: Fewest headers read this way (two are a pair of anything).
MIN_HEADERS = 3
#: Fewest pairs of a dated line and its body read as headers and bodies (:func:`_paired`).
MIN_PAIRS = 2
#: Fewest words of such a body: a sentence or more, where a caption or a label is shorter.
PAIRED_BODY_WORDS = 8
#: Most words of a header line (a name, a time, a place, a few controls).
HEADER_WORDS = 15
#: Most siblings of one body (a long comment's paragraphs, lists and quotes).
MAX_BODY = 30
#: Share of the bodies that must hold words of their own (a "+1" body may hold one).
WORDED_BODIES = 0.8
#: Records read one by one before all of them (most lists fail on the first few).
SAMPLE = 12
#: Most records read this way (a list of bodies without wrappers is a small site's).
MAX_RECORDS = 600
#: Words a body needs to count as worded.
BODY_WORDS = 3
#: Elements that end a run of bodies: a heading starts another part of the page, a form
#: is the comment form. A minor heading of a few words is a comment's name line (some
#: templates set the name in an ``<h4>``), not a stop.
_STOPS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "form", "textarea", "input", "select", "button"})
_NAME_HEADINGS = frozenset({"h4", "h5", "h6"})
NAME_HEADING_WORDS = 5


def _words(el: lxml_html.HtmlElement) -> int:
    """Words of the element's text and tail; a wide character (Chinese, Japanese, Korean:
    written without spaces) counts half a word."""
    text = (el.text_content() if isinstance(el.tag, str) else "") + " " + (el.tail or "")
    return len(text.split()) + wide_chars(text) // 2


def _stops(el: lxml_html.HtmlElement) -> bool:
    if el.tag in _NAME_HEADINGS and _words(el) <= NAME_HEADING_WORDS:
        return False
    if el.tag in _STOPS:
        return True
    return any(True for _ in el.iterdescendants(*_STOPS))


def _siblings_after(flat: FlatDom, i: int, limit: int) -> list[int]:
    out: list[int] = []
    j = flat.end[i]
    while j < len(flat) and flat.parent[j] == flat.parent[i] and len(out) < limit:
        out.append(j)
        j = flat.end[j]
    return out


def _siblings_before(flat: FlatDom, i: int, limit: int) -> list[int]:
    out: list[int] = []
    j = flat.prev_sibling[i]
    while j >= 0 and len(out) < limit:
        out.insert(0, j)
        j = flat.prev_sibling[j]
    return out


def _dated(text: str) -> bool:
    """A date or a time in a header line ("Posted: 2:14pm Tue 3 Mar 09"), in digits: a
    time in words alone ("yesterday") is as often a comment's own word."""
    return any(ch.isdigit() for ch in text) and (looks_like_date(text) or any_date_span(text) is not None)


#: Characters of an element's text where a record's own date would be (its byline).
HEAD_CHARS = 100


def _dated_head(el: lxml_html.HtmlElement) -> bool:
    return _dated(" ".join(el.text_content().split())[:HEAD_CHARS])


def _headers(flat: FlatDom, recs: list[int]) -> list[int]:
    """The records that are header lines: the short dated ones, all of the records or
    some among prose records (a list whose every paragraph the patterns took, bylines and
    bodies alike); none when too few. Empty anchors are no headers (the permalink targets
    :func:`~comspider.records.invariants.record_extras` reads)."""
    nodes = flat.nodes
    words = []
    for r in recs[:SAMPLE]:
        if link_target(nodes[r]):
            return []
        words.append(_words(nodes[r]))
    paired = _paired(flat, recs)
    if paired:
        return paired
    if sum(0 < w <= HEADER_WORDS for w in words) < min(MIN_HEADERS, len(words)):
        return []  # most lists of whole records: their first records are long
    words += [_words(nodes[r]) for r in recs[SAMPLE:]]
    short = [r for r, w in zip(recs, words, strict=True) if 0 < w <= HEADER_WORDS]
    dated = [r for r in short if _dated(" ".join(nodes[r].text_content().split()))]
    if len(dated) < MIN_HEADERS:
        return []
    # the headers are of their own kinds: a dated record of the same markup among the others
    # is a whole record as they are (a list of short and long comments, one row each)
    code = flat.code
    kinds = {code[r] for r in dated}
    chosen = set(dated)
    return [] if any(code[r] in kinds and _dated_head(nodes[r]) for r in recs if r not in chosen) else dated


def _paired(flat: FlatDom, recs: list[int]) -> list[int]:
    """The records at even places when the records alternate, a short dated line and a
    body of prose without a date, two pairs or more ("Ginette B., le 14 janvier 2010 à
    20 h 41" over her paragraph, "Mathieu, le 15 janvier…" over his): the headers of a small
    thread, which two dated lines alone would not say (:data:`MIN_HEADERS`)."""
    if len(recs) < 2 * MIN_PAIRS or len(recs) % 2 or len(recs) > 2 * SAMPLE:
        return []
    nodes = flat.nodes
    for head, body in zip(recs[::2], recs[1::2], strict=True):
        if not 0 < _words(nodes[head]) <= HEADER_WORDS or not _dated_head(nodes[head]):
            return []
        if _words(nodes[body]) < PAIRED_BODY_WORDS or _dated_head(nodes[body]):
            return []
    return recs[::2]


def header_bodies(flat: FlatDom, recs: list[int]) -> dict[int, list[int]]:
    """Header -> the siblings of its body, in document order of the headers, when
    ``recs`` are bare headers of bodies of their own lengths (see module doc); empty
    otherwise. Records that are no headers (a body's paragraph the patterns took for one
    of them) are left out of the headers and read as the bodies' parts."""
    if not MIN_HEADERS <= len(recs) <= MAX_RECORDS:
        return {}
    parent = flat.parent[recs[0]]
    if parent < 0 or any(flat.parent[r] != parent for r in recs):
        return {}
    recs = _headers(flat, recs)
    if not recs:
        return {}
    if flat.end[recs[0]] == recs[1]:
        return {}  # adjacent records: no body between them (the usual list of whole records)
    nodes = flat.nodes
    header_words = [_words(nodes[r]) for r in recs]
    code = flat.code
    kinds = {code[r] for r in recs}
    gaps: list[list[int]] = []
    for a, b in pairwise(recs):
        gap = _siblings_after(flat, a, MAX_BODY + 1)
        if b not in gap:
            return {}  # a body too long, or the headers in another order
        gap = gap[: gap.index(b)]
        if not gap or any(_stops(nodes[x]) or code[x] in kinds for x in gap):
            return {}  # a heading or a form between them, or a record the patterns passed over
        gaps.append(gap)
    tags = {nodes[r].tag for r in recs}
    if sum(any(nodes[x].tag in tags and _dated_head(nodes[x]) for x in gap) for gap in gaps) > len(gaps) / 2:
        return {}  # dated records of the headers' tag between them: records alternating in style
    gap_words = [sum(_words(nodes[x]) for x in gap) for gap in gaps]
    if sum(w >= BODY_WORDS for w in gap_words) < WORDED_BODIES * len(gaps):
        return {}
    if sum(gap_words) < 2 * sum(header_words[:-1]):
        return {}  # the words are in the records: separators between whole records
    longest = max(len(g) for g in gaps)
    before = _siblings_before(flat, recs[0], longest)
    cut = max((k for k, x in enumerate(before) if _stops(nodes[x])), default=-1)
    before = [x for x in before[cut + 1 :] if not link_target(nodes[x])]
    last = _last_body(flat, recs[-1], gaps, longest)
    out: dict[int, list[int]] = {}
    before_words = sum(_words(nodes[x]) for x in before)
    if before_words >= BODY_WORDS and before_words > sum(_words(nodes[x]) for x in last):
        # a body before the first header rather than after the last (a list's caption row
        # is shorter): the headers close their bodies
        out[recs[0]] = before
        for gap, b in zip(gaps, recs[1:], strict=True):
            out[b] = gap
        return out
    for a, gap in zip(recs, gaps, strict=False):
        # an anchor right before the next header is that header's (its permalink target)
        while gap and link_target(nodes[gap[-1]]):
            gap = gap[:-1]
        out[a] = gap
    out[recs[-1]] = last
    return out


def _last_body(flat: FlatDom, last_header: int, gaps: list[list[int]], longest: int) -> list[int]:
    """The siblings after the last header that would be its body: up to a stop, at most as
    many as the longest body, through the element that ends every other body."""
    nodes = flat.nodes
    ends = Counter(flat.sig[g[-1]] for g in gaps)
    end, count = ends.most_common(1)[0]
    last: list[int] = []
    for x in _siblings_after(flat, last_header, longest):
        if _stops(nodes[x]):
            break
        last.append(x)
        if count == len(gaps) and len(gaps) >= 2 and flat.sig[x] == end:
            break  # the rule (or footer line) that ends every other body
    return last
