"""The structural rules of the comment-section classifier: hand-written, readable, and
blended with the fastText model in
:class:`~comspider.classify.section_classifier.CombinedSectionClassifier`. They implement
the ``SectionClassifier`` protocol on their own too.

A section looks like comments when (each adds to a logistic score):
- its container, the container's ancestors or its records carry comment-ish words in
  attribute values (class, id, itemprop, data-*): comment, kommentar, reply, disqus...;
- most records carry a date-like string (``<time>``, "3 hours ago", "12.03.2023 14:05");
- records hold sentences (words per record) rather than link lists (link density);
- some records are nested replies;
and looks like navigation when it sits in nav/header/footer/aside, or its records are
mostly links.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any

from lxml import html as lxml_html

from comspider.extraction.dom import IGNORED_TAGS
from comspider.extraction.model import RecordSection, SectionClassifier
from comspider.lexicon import COMMENT_KEYWORDS

_WEAK = {"talk", "coral", "isso", "openweb", "responses", "conversation", "discuss"}
_KEYWORDS = (
    *tuple(k for k in COMMENT_KEYWORDS if k not in _WEAK),
    "respond",
    "antwort",
    "reactie",
    "comentar",
    "commento",
    "leserkommentar",
    "usercomment",
    "user-comment",
    "guestbook",
    "gaestebuch",
    "gästebuch",
    "forum-post",
    "thread-post",
)
_NEGATIVE_ATTR = re.compile(
    r"\b(?:nav|menu|breadcrumb|footer|header|sidebar|widget|related|"
    r"teaser|recommend|popular|trending|share|social|tags?|pagination)\b",
    re.I,
)
# Sidebar widgets listing the latest comments of the whole site: not this page's comments.
_COMMENT_WIDGET = re.compile(
    r"recent[-_ ]?comments|latest[-_ ]?comments|most[-_ ]?commented|"
    r"widget[-_ ]?comments|comments?[-_ ]?widget|last[-_ ]?comments",
    re.I,
)
_DATEISH = re.compile(
    r"\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b|"
    r"\b(?:ago|vor|il y a|hace|fa|назад|temu|önce|geleden|sedan|siden)\b|"
    r"\b\d+\s*(?:min|mins|minutes?|hours?|hrs?|days?|weeks?|months?|years?|Std|Stunden?|Tagen?|"
    r"Minuten?|Wochen?|Monaten?|Jahren?|heures?|jours?|minutos?|horas?|días?|dias?|ore|giorni)\b|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|"
    r"oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|"
    r"décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|"
    r"diciembre)[a-zäé]*\.?\s+\d{1,4}\b|\b\d{1,2}\.?\s+(?:jan|feb|mär|mar|apr|mai|may|jun|jul|"
    r"aug|sep|okt|oct|nov|dez|dec)|yesterday|gestern|hier|ayer|ieri|вчера|前|전|منذ",
    re.I,
)
_NAV_TAGS = frozenset({"nav", "header", "footer", "aside", "menu"})


def _attr_text(el: lxml_html.HtmlElement) -> str:
    parts = []
    for name, value in el.items():
        if name in ("class", "id", "itemprop", "itemtype", "role", "aria-label") or name.startswith("data-"):
            parts.append(value)
            if name.startswith("data-"):
                parts.append(name)
    return " ".join(parts).lower()


def _has_keyword(text: str) -> bool:
    return any(k in text for k in _KEYWORDS)


def _iter_own(
    node: lxml_html.HtmlElement, skip: set[lxml_html.HtmlElement]
) -> Iterable[lxml_html.HtmlElement]:
    stack = [node]
    while stack:
        el = stack.pop()
        yield el
        for child in el:
            if isinstance(child.tag, str) and child.tag not in IGNORED_TAGS and child not in skip:
                stack.append(child)


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_AVATAR = re.compile(r"avatar|gravatar|profile|user|author|member|photo", re.I)
_AUTHORISH = re.compile(r"author|user|name|vcard|\bfn\b|nick|member|profile|byline|benutzer|autor", re.I)


def record_features(
    record_roots: list[lxml_html.HtmlElement], skip: set[lxml_html.HtmlElement]
) -> dict[str, float]:
    """Counts over one record's own elements; elements in ``skip`` (the other records:
    nested replies) are left out. Iterative."""
    free_words = link_chars = chars = 0
    kw = form = heading = avatar = authorish = has_time = 0
    texts: list[str] = []
    # (element, inside a link, inside a heading)
    stack = [(r, False, False) for r in reversed(record_roots)]
    while stack:
        el, in_link, in_head = stack.pop()
        tag = el.tag
        if not isinstance(tag, str) or tag in IGNORED_TAGS:
            continue
        attrs = _attr_text(el)
        if attrs and _has_keyword(attrs):
            kw = 1
        if tag == "time":
            has_time = 1
        elif tag in ("input", "textarea", "select"):
            form = 1
        elif tag in _HEADINGS:
            heading = 1
            in_head = True
        elif tag == "img" and _AVATAR.search(" ".join(el.values())):
            avatar = 1
        if attrs and _AUTHORISH.search(attrs):
            authorish = 1
        here_link = in_link or tag == "a"
        if el.text:
            t = el.text.strip()
            if t:
                texts.append(t)
                chars += len(t)
                if here_link:
                    link_chars += len(t)
                elif not in_head:
                    free_words += len(t.split())
        for child in reversed(el):
            if child in skip:
                continue
            if child.tail:
                t = child.tail.strip()
                if t:
                    # the tail belongs to el's context
                    texts.append(t)
                    chars += len(t)
                    if here_link:
                        link_chars += len(t)
                    elif not in_head:
                        free_words += len(t.split())
            stack.append((child, here_link, in_head))
    text = " ".join(texts)
    dated = 1 if has_time or _DATEISH.search(text[:600]) else 0
    return {
        "free_words": free_words,
        "link_density": link_chars / max(1, chars),
        "kw": kw,
        "form": form,
        "heading": heading,
        "avatar": avatar,
        "authorish": authorish,
        "dated": dated,
    }


class StructuralSectionScorer:
    """``score(section) -> P(comments)`` from hand-written rules (see module doc).

    ``threshold`` 0.7: on the shared data, about 2% of pages without comments get a
    section above it (docs/EVALUATION.md has the trade-off table)."""

    threshold = 0.7

    @classmethod
    def from_settings(cls, settings: Any) -> StructuralSectionScorer:
        """The rules have their own operating point; ``COMSPIDER_SECTION_THRESHOLD`` is
        the threshold the detector and the pipelines apply."""
        return cls()

    def features(self, section: RecordSection) -> dict[str, float]:
        records = section.records
        nodes = [r.node for r in records]
        node_set = set(nodes)
        n = max(1, len(records))
        ctx = []
        el = section.container
        in_nav = False
        for _ in range(4):
            if el is None:
                break
            ctx.append(_attr_text(el))
            if el.tag in _NAV_TAGS:
                in_nav = True
            el = el.getparent()
        ctx_text = " ".join(ctx)
        sums: dict[str, float] = {}
        for r in records:
            f = record_features([r.node, *r.extra], node_set)
            for k, v in f.items():
                sums[k] = sums.get(k, 0.0) + v
        out = {k: v / n for k, v in sums.items()}
        out.update(
            context_kw=float(_has_keyword(ctx_text)),
            negative_ctx=float(bool(_NEGATIVE_ATTR.search(" ".join(ctx[:2])))),
            widget=float(bool(_COMMENT_WIDGET.search(ctx_text))),
            in_nav=float(in_nav),
            nested=float(any(r.depth > 0 for r in records)),
            form_container=float(section.container.tag == "form"),
            records=float(len(records)),
        )
        return out

    def score(self, section: RecordSection) -> float:
        if not section.records:
            return 0.0
        f = self.features(section)
        words = f["free_words"]
        z = -2.2
        z += 1.6 * f["context_kw"]
        z += 1.5 * f["kw"]
        z += 1.0 * f["dated"]
        z += min(1.6, math.log1p(words) / 2.2) if words >= 4 else -1.5
        z -= 3.0 * max(0.0, f["link_density"] - 0.3)
        z -= 1.2 * f["heading"]
        z += 0.8 * f["nested"]
        z += 0.8 * f["avatar"]
        z += 0.6 * f["authorish"]
        z -= 1.5 * f["in_nav"]
        z -= 0.8 * f["negative_ctx"] * (1.0 - f["context_kw"])
        z -= 3.0 * f["widget"]
        z -= 4.0 * f["form"]
        z -= 2.0 * f["form_container"]
        return 1.0 / (1.0 + math.exp(-z))


def select_sections(
    sections: list[RecordSection],
    scorer: SectionClassifier,
    mode: str = "best",
    threshold: float | None = None,
) -> list[RecordSection]:
    """Score every section (``comment_score``) and keep: "all" of them, or the "best"
    one if it reaches the threshold."""
    limit = getattr(scorer, "threshold", 0.5) if threshold is None else threshold
    for s in sections:
        s.comment_score = float(scorer.score(s))
    if mode == "all":
        return list(sections)
    if mode != "best":
        raise ValueError(f"mode must be 'best' or 'all', not {mode!r}")
    ranked = sorted(sections, key=lambda s: -(s.comment_score or 0.0))
    if ranked and (ranked[0].comment_score or 0.0) >= limit:
        return [ranked[0]]
    return []
