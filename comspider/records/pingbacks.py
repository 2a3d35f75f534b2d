"""Pingbacks and trackbacks are not comments.

Blog software lists the notices other blogs' posts sent when they linked to the article
among its readers' comments, in the comments' own template ("Pingback: <a>Another blog
» A post</a>", an excerpt "[…] … […]"). No reader wrote them; they are dropped
(replies a reader wrote to one stay, as replies of its parent). WordPress, Movable Type
and Typepad mark them in the record's class or id; the text says so where they do not.
"""

from __future__ import annotations

import re

from comspider.records.model import RecordSection
from comspider.records.visibility import drop_records

_MARKED = re.compile(r"\b(?:ping|track)[-_]?back", re.I)
#: The notice's opening in any language: the word itself comes first ("Pingback:",
#: "Pingback von …", "Trackback de …"); no reader opens a comment with it.
_SAID = re.compile(r"^\s*(?:ping|track)[-_ ]?backs?\b", re.I)
#: The notice's excerpt of the linking post, cut at both ends ("[...] Matt over at Bent
#: Spokes has a sensible write-up [...]"), where neither the markup nor a word says what
#: the record is (WordPress before 2.7 printed pingbacks as comments, class and all).
_EXCERPT = re.compile(r"\[(?:\.\.\.|…)\][^\[\]]{20,600}\[(?:\.\.\.|…)\]")
#: Share of a record's text its excerpt must make for the record to be the notice (a
#: reader quoting the article with two cuts says more besides).
EXCERPT_SHARE = 0.5


#: A heading over the notices: the loanword in the scripts that transcribe it
#: ("Trackbacks", "この記事へのトラックバック", "트랙백", "Пингбэки").
_HEADED = re.compile(r"(?:ping|track)[-_ ]?backs?|トラックバック|트랙백|引用通告|трекбек|пингбэк", re.I)
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: Siblings walked back from a record to the heading over it.
_BACK = 12


def drop_pingbacks(section: RecordSection) -> None:
    """Drop the records of ``section`` that are pingbacks or trackbacks: marked so in
    their class or id or in the list's box, opening with the word, or listed under a
    heading that names them (after the readers' comments, in the comments' own markup)."""
    box = section.container
    if any(
        _MARKED.search(f"{el.get('class') or ''} {el.get('id') or ''}")
        for el in (box, box.getparent())
        if el is not None
    ):
        # the list's own box says so (Movable Type's div.trackback around a lone notice)
        drop_records(section, set(range(len(section.records))))
        return
    drop = set()
    nodes = {r.node for r in section.records}
    headed: set[object] = set()  # the records listed under such a heading
    for k, rec in enumerate(section.records):
        node = rec.node
        # an empty anchor opening the record (``<a id="tb0"></a>``) is marked in the part after it
        marked = (node, *rec.extra[:1]) if not _opening(node, 1) else (node,)
        marks = " ".join(f"{n.get('class') or ''} {n.get('id') or ''}" for n in marked)
        if _under_their_heading(node, nodes, headed):
            headed.add(node)
            drop.add(k)
        elif _MARKED.search(marks) or _SAID.match(_opening(node, 40)) or _excerpt_only(rec.node, rec.extra):
            drop.add(k)
    if drop:
        drop_records(section, drop)


def _under_their_heading(node: object, records: set[object], headed: set[object]) -> bool:
    """Is the nearest heading before the record among its siblings one that names
    pingbacks or trackbacks, with only such notices between (``headed``)?"""
    for i, sib in enumerate(node.itersiblings(preceding=True)):  # type: ignore[attr-defined]
        if i >= _BACK or sib in records:
            return sib in headed
        if sib.tag in _HEADINGS:
            return bool(_HEADED.search(sib.text_content()))
    return False


def _opening(node: object, chars: int) -> str:
    """The first ``chars`` characters of the node's text (its ``text_content()``), without
    joining the whole text of a long record."""
    out = ""
    for piece in node.itertext():  # type: ignore[attr-defined]
        out += piece
        if len(out) >= chars:
            break
    return out[:chars]


def _excerpt_only(node: object, extra: list[object]) -> bool:
    """Whether most of a record's text is another post's excerpt cut at both ends."""
    parts = (node, *extra)
    # every record of every candidate list passes here: its text is joined only when a
    # bracket is in it (no text node holds one: neither does the joined text)
    if not any("[" in t for n in parts for t in n.itertext()):  # type: ignore[attr-defined]
        return False
    text = " ".join(" ".join(n.text_content().split()) for n in parts)  # type: ignore[attr-defined]
    found = _EXCERPT.search(text)
    if found is None:
        return False
    if len(found.group()) >= EXCERPT_SHARE * len(text):
        return True
    # the record's text is its one paragraph, the excerpt whole, under a long linked title
    # where a reader's name stands ("<cite><a>Pão de queijo: três receitas | Cozinha do
    # Beto</a></cite> disse: … <p>[...] … [...]</p>")
    blocks = [
        " ".join(b.text_content().split())
        for n in parts
        for b in n.iter("p", "blockquote", "dd")  # type: ignore[attr-defined]
    ]
    blocks = [b for b in blocks if b]
    return len(blocks) == 1 and _EXCERPT.fullmatch(blocks[0]) is not None
