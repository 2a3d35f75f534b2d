"""Comments written as paragraphs that open with their writer's name.

A small site's readers' reactions are often one paragraph each, the name in bold before
a colon and the text after it (``<p><b>Kovács Éva:</b> Gyönyörű volt ...</p>``), or in
italics before a dash (``<li><i>Jitka Procházková</i> – Krásné fotky!</li>``), or before the
template's verb ("<b>Derek Ashworth</b> said...", "<b>Birthe Holm</b> skrev:", or in the
paragraph's own text: "Montse Puig diu: ..."): two
elements per record, below the invariants' minimum of nodes, and no date for the
bylines. Sibling paragraphs of one kind, each so opened by a name (a few capitalised
words, no digit but in brackets: "Henryk (dz. 42)") and going on with prose, two names at
least, form a section of
:data:`~comspider.records.bylines.UNCUED_METHOD`: nothing in the markup names them
comments, so the section decision takes them only by a discussion's evidence (readers
answering one another by name, a heading naming a discussion with its form below), never
by its learned score; an interview's "Q:"/"A:" has neither, and two voices in turn, one of
them asking in every paragraph, are an interview's even when they name each other.

Cost: one pass over the page's ``b``/``strong``/``i``/``em`` elements and its paragraphs
(their own first texts: a search for a colon or dots in their first characters, most of them).
"""

from __future__ import annotations

import re
from itertools import pairwise

from lxml import html as lxml_html

from comspider.lexicon import SAID, SAID_OPENING
from comspider.records.bylines import UNCUED_METHOD
from comspider.records.dom import text_content
from comspider.records.model import Record, RecordSection

#: Tags of a paragraph that is one comment.
_PARAGRAPHS = frozenset({"p", "div", "li", "dd"})
#: Words of a writer's name before the colon, at most, and its characters.
NAME_WORDS = 5
NAME_CHARS = 48
#: Words of prose after the name that make a comment.
PROSE_WORDS = 6
_DIGIT = re.compile(r"\d")
#: A bracketed part of a name (a reader's plot, village or age: "Henryk (dz. 42)").
_BRACKETED = re.compile(r"\([^()]*\)")
#: What follows a name outside its element: a colon, a dash, or the template's verb
#: ("said...", "skrev:", "a écrit :").
_AFTER_NAME = re.compile(rf"(?::|[–—-](?:\s|$)|{SAID})")
#: What ends the template's verb, looked for first in the characters it may end within.
_VERB_END = re.compile(r":|\.\.|…")
_VERB_WITHIN = NAME_CHARS + 40
#: The elements a name is set in.
_NAME_TAGS = ("b", "strong", "i", "em")
_NUMBER = re.compile(r"\s*(?:#?\d{1,4}[.)]?\s*)?")
_WORDS = re.compile(r"\S+")


def _name(bold: lxml_html.HtmlElement) -> str | None:
    """The name ``bold`` gives before its colon ("Kovács Éva:", "Anna" + ": ..."), its dash
    ("Jitka" + " – ...") or its verb ("Derek" + " said... ..."), or None."""
    text = " ".join(text_content(bold).split())
    tail = (bold.tail or "").lstrip()
    if text.endswith(":"):
        text = text[:-1].rstrip()
    elif not _AFTER_NAME.match(tail):
        return None
    return text if _name_shaped(text) else None


def _name_shaped(text: str) -> bool:
    """Whether ``text`` may be a writer's name: a few words, capitalised, no digit but in
    brackets."""
    words = text.split()
    if (
        not (1 <= len(words) <= NAME_WORDS)
        or len(text) > NAME_CHARS
        or _DIGIT.search(_BRACKETED.sub("", text))
    ):
        return False
    # capitalised, but a particle or a title may not be ("Maria da Silva", "Molnár Ildikó
    # karnagy"), nor what the brackets add ("Colin (club secretary)")
    words = _BRACKETED.sub("", text).split() or words
    return bool(words[0][:1].isupper()) and 2 * sum(w[:1].isupper() for w in words) >= len(words)


def _opening_name(bold: lxml_html.HtmlElement) -> tuple[lxml_html.HtmlElement, str] | None:
    """The paragraph ``bold`` opens, with the name, when prose follows the name in it."""
    parent = bold.getparent()
    if parent is None or parent.tag not in _PARAGRAPHS or not _NUMBER.fullmatch(parent.text or ""):
        return None  # only the reaction's number may come first ("1. <b>Andi:</b> ...")
    if parent.index(bold) != 0:
        return None
    name = _name(bold)
    if name is None:
        return None
    rest = text_content(parent)
    if len(_WORDS.findall(rest)) - len(name.split()) < PROSE_WORDS:
        return None
    return parent, name


def _plain_opening(para: lxml_html.HtmlElement) -> str | None:
    """The name a paragraph's own text opens with before the template's verb, in no element
    of its own ("Montse Puig diu: Quina sortida ..."), when prose follows."""
    text = para.text
    if not text or _VERB_END.search(text, 0, _VERB_WITHIN) is None:
        return None  # no colon or dots where a name's verb would end (most paragraphs: cheap)
    said = SAID_OPENING.match(text)
    if said is None or not _name_shaped(name := said.group(1).strip()):
        return None
    if len(_WORDS.findall(text_content(para))) - len(name.split()) < PROSE_WORDS:
        return None
    return name


def _held(el: lxml_html.HtmlElement, nodes: set[lxml_html.HtmlElement]) -> bool:
    return any(a in nodes for a in el.iterancestors()) or el in nodes


def named_paragraph_sections(
    root: lxml_html.HtmlElement, sections: list[RecordSection], *, snapshot: int = 0
) -> list[RecordSection]:
    """The sections of sibling paragraphs each opened by its writer's name (and a colon, a
    dash or the template's verb) that no section found holds."""
    found: dict[lxml_html.HtmlElement, str] = {}
    for el in root.iter(*_NAME_TAGS, *_PARAGRAPHS):  # one pass
        if el.tag in _PARAGRAPHS:
            if (plain := _plain_opening(el)) is not None:
                found.setdefault(el, plain)
        elif (opened := _opening_name(el)) is not None:
            found[opened[0]] = opened[1]  # a name in its own element over the text's first words
    if not found:
        return []
    held = {e for s in sections for r in s.records for e in (r.node, *r.extra)}
    runs: dict[tuple[lxml_html.HtmlElement, str, str], list[lxml_html.HtmlElement]] = {}
    for para in found:
        container = para.getparent()
        if container is None or _held(para, held):
            continue
        runs.setdefault((container, para.tag, para.get("class") or ""), []).append(para)
    out: list[RecordSection] = []
    for (container, _tag, _cls), paras in runs.items():
        if len(paras) < 2 or len({found[p].casefold() for p in paras}) < 2:
            continue
        if not _siblings_in_a_row(container, paras) or _questions_and_answers(
            paras, [found[p] for p in paras]
        ):
            continue
        out.append(
            RecordSection(
                container=container,
                records=[Record(node=p) for p in paras],
                snapshot=snapshot,
                method=UNCUED_METHOD,
                invariants=[[] for _ in paras],
            )
        )
    return out


def _siblings_in_a_row(container: lxml_html.HtmlElement, paras: list[lxml_html.HtmlElement]) -> bool:
    """Whether nothing but other paragraphs of the run (and empty or rule elements) stands
    between the run's first and last paragraph: the article's own paragraphs with a bold
    lead-in ("Update:", a speaker's line in a report) are interleaved with plain ones."""
    members = set(paras)
    first, last = container.index(paras[0]), container.index(paras[-1])
    for el in container[first : last + 1]:
        if el in members or not isinstance(el.tag, str) or el.tag in ("br", "hr"):
            continue
        if text_content(el).strip():
            return False
    return True


def _questions_and_answers(paras: list[lxml_html.HtmlElement], names: list[str]) -> bool:
    """An interview: two voices in turn, one of them asking in every paragraph of its own
    ("Tagesblatt: Frau Voss, wie lange ...?" / "Helga Voss: Etwa drei Monate ...")."""
    voices = [n.casefold() for n in names]
    if len(set(voices)) != 2 or any(a == b for a, b in pairwise(voices)):
        return False
    asks = dict.fromkeys(voices, True)
    for para, voice in zip(paras, voices, strict=True):
        asks[voice] = asks[voice] and text_content(para).rstrip().endswith(("?", "？", "؟"))
    return any(asks.values())
