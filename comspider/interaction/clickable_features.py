"""Features of a clickable element: the fastText input line.

The paper's preprocessing (group ``paper``): the visible text, the element's attribute
values and its descendants' attribute values; non-letters to spaces, lowercase,
character 3-grams (:mod:`comspider.ngrams`). On top of it, groups of
whole-token features that the ablation in docs/EVALUATION.md measured:

``tag``       ``__tag_button``, ``__src_listener``: what kind of clickable it is
``position``  ``__pos_below`` (relative to the article body), ``__frac_7`` (decile of page height)
``link``      ``__link_fragment``, ``__link_away``, ``__link_otherhost``, ``__link_none``,
              ``__target_blank``, ``__scheme_javascript``
``fragment``  the words of a same-page ``#fragment`` as tokens: ``__fw_comments``, and of the
              fragment of a link to another page: ``__xfw_comments`` (another article's comments)
``shape``     ``__digits`` (a count like "267 Kommentare"), ``__notext``, ``__text_long``
``names``     the words of the element's attribute names: ``__an_data``, ``__an_disqus``
``words``     whole lowercase words of the text and attribute values: ``__w_kommentare``
``textgrams`` the visible text's 3-grams again, in a namespace of their own: ``t_kom``
``count``     the text's shape as a count: ``__count_bare`` ("267", "(0)"), ``__count_word``
              ("267 Kommentare", "Comments (3)"), with the word's 3-grams ``c_kom``
``length``    the text's length in characters, bucketed: ``__len_0`` .. ``__len_5``
``hrefwords`` the words of the link's path and query (not its host): ``__h_forum``, ``__h_comments``
``attrgrams`` the element's own attribute values (not its descendants', not href) as
              3-grams in a namespace of their own: ``a_com``

Tokens outside the paper's group start with ``__`` and so never collide with letter
n-grams. A feature source is a :class:`~comspider.interaction.clickables.Clickable` or its
``to_dict()`` form (the ``features`` of a dataset row).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from comspider.ngrams import char_ngrams, letter_words

ALL_GROUPS: tuple[str, ...] = (
    "paper",
    "tag",
    "position",
    "link",
    "fragment",
    "shape",
    "names",
    "words",
    "textgrams",
    "count",
    "length",
    "attrgrams",
    "hrefwords",
)

# Attributes whose values are layout or drawing data, not words about the element.
SKIP_ATTRS = frozenset({"style", "d", "points", "viewbox", "transform", "width", "height", "srcset", "sizes"})
_DIGITS = re.compile(r"\d")
# A count with at most two words around it: "267", "(0)", "267 Kommentare", "Comments (3)".
_COUNT = re.compile(r"^\W*(?:(\w+(?:\s+\w+)?)\W*)?\d[\d.,\s]*\W*(?:(\w+(?:\s+\w+)?)\W*)?$")
_LEN_BUCKETS = (0, 3, 12, 30, 60)


def _get(source: Any, name: str, default: Any = None) -> Any:
    if isinstance(source, Mapping):
        return source.get(name, default)
    return getattr(source, name, default)


def attribute_values(source: Any) -> list[str]:
    attrs = _get(source, "attrs") or {}
    return [str(v) for k, v in attrs.items() if k.lower() not in SKIP_ATTRS and v]


def paper_parts(source: Any) -> list[str]:
    """The strings the paper's preprocessing reads: text, attribute values, descendants'."""
    return [str(_get(source, "text") or ""), *attribute_values(source), *(_get(source, "desc_attrs") or [])]


def _paper_tokens(source: Any) -> list[str]:
    return [g for part in paper_parts(source) if part for g in char_ngrams(part, 3)]


def _tag_tokens(source: Any) -> list[str]:
    out = [f"__tag_{_get(source, 'tag') or 'x'}"]
    out.extend(f"__src_{s}" for s in sorted(set(_get(source, "sources") or [])))
    return out


def _position_tokens(source: Any) -> list[str]:
    frac = float(_get(source, "page_fraction") or 0.0)
    decile = min(9, max(0, int(frac * 10)))
    return [f"__pos_{_get(source, 'article') or 'none'}", f"__frac_{decile}"]


def _link_tokens(source: Any) -> list[str]:
    out = []
    href = _get(source, "href")
    if href is None:
        out.append("__link_none")
    elif _get(source, "fragment") is not None:
        out.append("__link_fragment")
    elif _get(source, "links_away"):
        out.append("__link_otherhost" if _get(source, "other_host") else "__link_away")
    else:
        out.append("__link_other")
    scheme = _get(source, "scheme")
    if scheme and scheme not in ("http", "https"):
        out.append(f"__scheme_{re.sub(r'[^a-z]', '', scheme.lower())[:12]}")
    if _get(source, "target_blank"):
        out.append("__target_blank")
    return out


def _fragment_tokens(source: Any) -> list[str]:
    frag = _get(source, "fragment")
    if frag:
        return [f"__fw_{w}" for w in letter_words(frag)[:6]]
    href = _get(source, "href") or ""
    if frag is None and "#" in href:
        return [f"__xfw_{w}" for w in letter_words(href.split("#", 1)[1])[:6]]
    return []


def _textgram_tokens(source: Any) -> list[str]:
    return [f"t_{g}" for g in char_ngrams(str(_get(source, "text") or ""), 3)]


def _shape_tokens(source: Any) -> list[str]:
    text = str(_get(source, "text") or "")
    out = []
    if _DIGITS.search(text):
        out.append("__digits")
    words = len(text.split())
    out.append("__notext" if words == 0 else "__text_short" if words <= 4 else "__text_long")
    return out


def _names_tokens(source: Any) -> list[str]:
    attrs = _get(source, "attrs") or {}
    words = {w for name in attrs for w in letter_words(name)}
    return [f"__an_{w}" for w in sorted(words)]


def _word_tokens(source: Any) -> list[str]:
    seen: dict[str, None] = {}
    for part in [str(_get(source, "text") or ""), *attribute_values(source)]:
        for w in letter_words(part):
            if 3 <= len(w) <= 30:
                seen.setdefault(w, None)
    return [f"__w_{w}" for w in list(seen)[:60]]


def _count_tokens(source: Any) -> list[str]:
    text = str(_get(source, "text") or "").strip()
    m = _COUNT.match(text) if text and len(text) <= 40 else None
    if not m:
        return []
    words = " ".join(w for w in m.groups() if w and not w.isdigit())
    if not words:
        return ["__count_bare"]
    return ["__count_word", *(f"c_{g}" for g in char_ngrams(words, 3))]


def _length_tokens(source: Any) -> list[str]:
    n = len(str(_get(source, "text") or "").strip())
    return [f"__len_{sum(1 for b in _LEN_BUCKETS if n > b)}"]


def _attrgram_tokens(source: Any) -> list[str]:
    attrs = _get(source, "attrs") or {}
    parts = [str(v) for k, v in attrs.items() if k.lower() not in SKIP_ATTRS and k.lower() != "href" and v]
    return [f"a_{g}" for part in parts for g in char_ngrams(part, 3)]


def _href_word_tokens(source: Any) -> list[str]:
    href = str(_get(source, "href") or "")
    if "://" in href:
        href = href.split("://", 1)[1].partition("/")[2]
    href = href.split("#", 1)[0]
    seen = dict.fromkeys(w for w in letter_words(href) if 3 <= len(w) <= 20)
    return [f"__h_{w}" for w in list(seen)[:20]]


_GROUPS = {
    "paper": _paper_tokens,
    "tag": _tag_tokens,
    "position": _position_tokens,
    "link": _link_tokens,
    "fragment": _fragment_tokens,
    "shape": _shape_tokens,
    "names": _names_tokens,
    "words": _word_tokens,
    "textgrams": _textgram_tokens,
    "count": _count_tokens,
    "length": _length_tokens,
    "attrgrams": _attrgram_tokens,
    "hrefwords": _href_word_tokens,
}


def tokens(source: Any, groups: Iterable[str] = ALL_GROUPS) -> list[str]:
    """The tokens of the groups; the paper's n-grams come last, because fastText reads
    at most 1024 tokens of a line and long attribute values would push the few
    structural tokens out."""
    groups = list(groups)
    out: list[str] = []
    for group in [g for g in groups if g != "paper"] + [g for g in groups if g == "paper"]:
        out.extend(_GROUPS[group](source))
    return out


def document(source: Any, groups: Iterable[str] = ALL_GROUPS) -> str:
    """The fastText input line (no label) of one clickable."""
    return " ".join(tokens(source, groups)) or "__empty"


def keyword_text(source: Any) -> str:
    """Text and attribute values, lowercased, as the KeyWords baseline reads them."""
    return " ".join(paper_parts(source)).lower()
