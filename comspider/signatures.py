"""A signature line after a comment's text names its reader: a dash, a label that ends
with the language's "by", and the name ("— posted by Lorraine Tuckett", "– skrevet av
Kari", "— by Anna"), read by the section features (a record's name) and the author field
alike, so that the thread a signature lets in also gets its authors; or the dash or a
bracket and the name alone, a place or a role after a comma ("— Kari Haugen", "(Marta
Quiroga, calle Chañar)": an editor printing readers' letters), read by the section
features (the author field takes the dash off any name)."""

from __future__ import annotations

import re

from comspider.lexicon import BY_WORDS

#: A signature's dash: a dash, two or three hyphens ("-- Carol Dunphy", as typed), or a
#: hyphen or tilde with a space after it ("-_-" is a name).
SIGNATURE_DASH = r"(?:[—–―]|-{2,3}|[-~](?=\s))"

#: The dash, one to three label words (none before "by" itself) and the connector.
_SIGNATURE = re.compile(
    rf"^\s*{SIGNATURE_DASH}\s*(?P<label>(?:[^\W\d_]+\s+){{0,3}}?)(?P<by>{BY_WORDS})\s*:?\s+(?P<name>\S.*)$",
    re.I,
)


#: "by" words that are also the particles of surnames ("Marijke de Graaf", "Ludwig von
#: Mises", "Rosa di Stefano"), and the first words of the labels written before them
#: ("Kommentar von", "Commentaire de", "Scritto di"): a capitalised word before a particle
#: that is no such label is the first name.
_PARTICLES = frozenset({"von", "de", "di"})
_LABEL_STEMS = (
    "komment", "comment", "beitrag", "antwort", "geschrieben", "gepostet", "verfasst", "eintrag",
    "nachricht", "messag", "répons", "respuest", "rispost", "avis", "post", "publi", "écrit",
    "escrit", "scritt", "envi", "invi", "mensaj", "reply", "review", "bewert", "rezens", "opini",
    "reacti", "reakti", "foto", "photo", "bild", "text", "lettre", "carta", "lettera", "brief",
    "redig", "note", "nota", "intervent", "mitteil", "notiz", "coment", "réac", "zitat", "frage",
    "gastbeitrag", "pregunta", "domanda", "question", "email", "e-mail", "gesendet", "envoy",
)  # fmt: skip


#: Where a signature's name ends and its date or links begin ("Graaf, 30-11-2026 · reageer").
_BYLINE_REST = re.compile(r"[,;|·•]|\s[-–—]\s")


def _first_name(label: str, by: str, name: str) -> bool:
    """ "Marijke de Graaf": one or two capitalised words that are no label before the
    particle, and one word (the surname) after it ("Comentario de María López" and
    "Gesendet von meinem iPhone" are a label and what it names)."""
    words = label.split()
    return (
        by.casefold() in _PARTICLES
        and 0 < len(words) <= 2
        and len(name.split()) == 1
        and all(w[:1].isupper() for w in words)
        and not any(w.casefold().startswith(_LABEL_STEMS) for w in words)
    )


def signature_name(text: str) -> str | None:
    """The name a signature line gives, or None: without the dash it is a credit ("Photo
    by Name") or a phrase ("lettre de Paris"); a name in lower case in a script that has
    case is a phrase too ("– de acuerdo", "- by the way"). "— Marijke de Graaf" is the
    whole name (:func:`_first_name`)."""
    m = _SIGNATURE.match(text)
    if m is None or (not m.group("label").strip() and m.group("by").casefold() != "by"):
        return None
    if _first_name(m.group("label"), m.group("by"), _BYLINE_REST.split(m.group("name"), 1)[0]):
        return " ".join(text[m.start("label") :].split())
    name = " ".join(m.group("name").split())
    first = name[:1]
    if first.lower() == first != first.upper():
        return None
    return name


#: Longest bare signature (characters).
BARE_SIGNATURE_CHARS = 60
#: A bare signature: a dash or an opening bracket, the name, then a place or role after a
#: comma ("— Kari Haugen", "(Nélida Barros de Funes, calle Las Tunas)").
_BARE = re.compile(rf"^(?P<lead>{SIGNATURE_DASH}\s*|\(\s*)?(?P<name>[^,()—–]+?)\s*(?:,[^()]*)?(?:\)\.?)?$")


def bare_signature(text: str) -> str | None:
    """The name a bare signature gives ("— Kari Haugen", "(Marta Quiroga, calle Chañar)"),
    before any check that it is a name (the caller's), or None."""
    text = " ".join(text.split())
    if not text or len(text) > BARE_SIGNATURE_CHARS:
        return None
    m = _BARE.match(text)
    lead = m.group("lead") if m is not None else None
    if m is None or not lead:
        return None
    if lead.startswith("(") != text.rstrip(".").endswith(")"):
        return None  # a bracket opened is closed, and none closed unopened
    name = m.group("name").strip()
    first = name[:1]
    return None if not first or first.lower() == first != first.upper() else name
