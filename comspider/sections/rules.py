"""The structural rules of the comment-section classifier: readable features, learned
weights. Blended with the fastText model in
:class:`~comspider.sections.classifier.CombinedSectionClassifier`; they implement
the ``SectionClassifier`` protocol on their own too.

A section looks like comments when (each term adds to a logistic score; the features are
read by :mod:`comspider.sections.structure`):
- its records carry a byline: a short name and a date in the same template slots in most
  records, with prose (what comment markup without any "comment" name still shows), or
  the record finder found it by its bylines (each record a name-and-date slot and prose,
  the group a comment cue: :mod:`comspider.records.bylines`);
- its container, the container's ancestors or its records carry comment-ish words in
  attribute values (class, id, itemprop, data-*): comment, kommentar, reply, disqus...;
- most records carry a date-like string (``<time>``, "3 hours ago", "12.03.2023 14:05");
- records hold sentences (words per record) rather than link lists (link density, where
  only ``<a href>`` is a link);
- some records are nested replies, or show avatars and author-ish names;
- the records carry the evidence of a discussion (:mod:`comspider.sections.evidence`):
  reply, vote, report and quote controls, comment anchors, @mentions and quotes of other
  records, several distinct authors, a comment form or a count matching the list nearby,
  schema.org's Comment type -- what a discussion shows in any language, named or not;
and does not when it sits in nav/header/footer/aside, its records are mostly links or
headlines with a summary (teasers), carry prices or ratings, are declared other things
(schema.org Review, Event, Product...), or are forms with a text box.

The weights of these terms are learned (a logistic regression on the labelled sections,
``python -m comspider_lab train sections``, shipped in ``models/sections.weights.json``);
the **vetoes** are not: embedded social posts, testimonials and review boxes, author
boxes, live-blog entries, quote cards (:mod:`comspider.sections.lookalikes`), comments of
other pages (a site-wide "latest comments" list: each record links to a comment anchor
on another page), notices and unfilled placeholders are no comments by definition.
"""

from __future__ import annotations

import json
import logging
import math
import threading
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from comspider.records.model import RecordSection, SectionClassifier
from comspider.sections.features_memo import features_memo
from comspider.sections.selection import choose_sections, evident_floor
from comspider.sections.structure import section_features

logger = logging.getLogger(__name__)

#: The learned terms of the score (see :func:`terms`).
RULE_TERMS = (
    "context_kw",
    "kw",
    "dated",
    "words",
    "byline",
    "prose",
    "sentences",
    "spread",
    "link_density",
    "heading",
    "headline",
    "nested",
    "avatar",
    "authorish",
    "in_nav",
    "negative_ctx",
    "widget",
    "form_container",
    "records",
    "byline_found",
    # the evidence of a discussion (comspider.sections.evidence): what readers can do to a
    # record, how records refer to each other and to their authors, what surrounds the list
    # and what the page declares the records to be; none of it reads a name
    "reply_control",
    "vote_control",
    "report_control",
    "quote_control",
    "controls",
    "anchor",
    "mention",
    "quotes",
    "named_share",
    "authors_distinct",
    "authors_repeat",
    "declared_discussion",
    "declared_other",
    "rating",
    "price",
    "form_near",
    "count",
    "count_match",
    "sort_control",
)
#: Hand-set, not learned: a look-alike is no comment by definition (embedded social
#: posts, testimonials and review boxes, author boxes, live blogs, quote cards), nor are
#: notices, unfilled placeholders, comments of other pages, records that each lead to
#: another page of the site (teasers, results, listings: ``sections.elsewhere``) and forms
#: (a text box and hardly any text); the labelled data holds too few of them to fit a
#: weight. Each is a share of the section's records (0..1).
VETOES: dict[str, float] = {
    "form": -6.0,
    "social": -6.0,
    "lookalike": -6.0,
    "placeholder": -6.0,
    "other_page": -5.0,
    "elsewhere": -5.0,
    "notice": -4.0,
}


#: Terms that read names (attribute values); the evaluation blanks them out to show what
#: the decision does on markup that names nothing like comments.
NAME_TERMS = ("kw", "context_kw", "authorish", "widget", "negative_ctx")


@dataclass(frozen=True, slots=True)
class Weights:
    """A logistic score: ``bias + sum(weight * term)``, plus :data:`VETOES`."""

    bias: float
    weights: dict[str, float]

    def z(self, t: dict[str, float]) -> float:
        z = self.bias + sum(w * t.get(k, 0.0) for k, w in self.weights.items())
        return z + sum(w * t.get(k, 0.0) for k, w in VETOES.items())

    def score(self, t: dict[str, float], margin: float = 0.0) -> float:
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, self.z(t) - margin))))

    def as_json(self) -> dict[str, Any]:
        return {"bias": self.bias, "weights": dict(self.weights)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Weights:
        return cls(float(data["bias"]), {str(k): float(v) for k, v in data["weights"].items()})


#: The hand-set rules of before the weights were learned: used only when
#: ``models/sections.weights.json`` cannot be read (a broken install; one warning).
HAND_WEIGHTS = Weights(
    -2.2,
    {
        "context_kw": 1.6,
        "kw": 1.5,
        "dated": 1.0,
        "words": 1.0,
        "byline": 1.0,
        "link_density": -3.0,
        "heading": -1.2,
        "headline": -2.0,
        "nested": 0.8,
        "avatar": 0.8,
        "authorish": 0.6,
        "in_nav": -1.5,
        "negative_ctx": -0.8,
        "widget": -3.0,
        "form_container": -2.0,
    },
)

WEIGHTS_NAME = "sections.weights.json"
WEIGHTS_PATH = Path(__file__).resolve().parents[2] / "models" / WEIGHTS_NAME  # the repository's copy
_weights: dict[str, Weights] = {}
_lock = threading.Lock()


def bundled_weights(name: str) -> Weights:
    """The learned weights ``name`` ("rules" or "combined") of
    ``models/sections.weights.json`` (the ``comspider_models`` package, else the
    repository's file), trained with the fastText model by ``python -m comspider_lab
    train sections``."""
    with _lock:
        if not _weights:
            try:
                text = (resources.files("comspider_models") / WEIGHTS_NAME).read_text(encoding="utf-8")
            except Exception as exc:
                if not WEIGHTS_PATH.is_file():
                    raise
                logger.warning(
                    "%s not in the comspider_models package (%s); reading %s", WEIGHTS_NAME, exc, WEIGHTS_PATH
                )
                text = WEIGHTS_PATH.read_text(encoding="utf-8")
            data = json.loads(text)
            _weights.update({k: Weights.from_json(v) for k, v in data["scores"].items()})
        return _weights[name]


def terms(f: dict[str, float]) -> dict[str, float]:
    """The score's terms from :func:`section_features` (a few are shaped: words on a log
    scale with a penalty for almost none, link density above 0.3, a negative context
    only when no comment word is near, the number of records on a log scale)."""
    words = f["free_words"]
    out = dict(f)
    out["words"] = min(1.6, math.log1p(words) / 2.2) if words >= 4 else -1.5
    out["link_density"] = max(0.0, f["link_density"] - 0.3)
    out["negative_ctx"] = f["negative_ctx"] * (1.0 - f["context_kw"])
    out["records"] = math.log1p(f["records"])
    return out


def blind(t: dict[str, float]) -> dict[str, float]:
    """The terms without what names say (see :data:`NAME_TERMS`)."""
    return {**t, **dict.fromkeys(NAME_TERMS, 0.0), "fasttext": 0.0}


class StructuralSectionScorer:
    """``score(section) -> P(comments)`` from the rules alone (see module doc): the
    learned "rules" weights, threshold 0.5."""

    threshold = 0.5

    def __init__(self, weights: Weights | None = None) -> None:
        self._weights = weights

    @classmethod
    def from_settings(cls, settings: Any) -> StructuralSectionScorer:
        """The rules have their own operating point; ``COMSPIDER_SECTION_THRESHOLD`` is
        the threshold the detector and the pipelines apply."""
        return cls()

    @property
    def weights(self) -> Weights:
        if self._weights is None:
            try:
                self._weights = bundled_weights("rules")
            except Exception as exc:  # noqa: BLE001 - a broken install still extracts
                logger.warning("learned section weights unavailable (%s); using the hand-set rules", exc)
                self._weights = HAND_WEIGHTS
        return self._weights

    def features(self, section: RecordSection) -> dict[str, float]:
        return section_features(section)

    def score(self, section: RecordSection) -> float:
        if not section.records:
            return 0.0
        f = self.features(section)
        if f["empty"]:
            return 0.0
        return evident_floor(section, f, self.weights.score(terms(f)), self.features)


def select_sections(
    sections: list[RecordSection],
    scorer: SectionClassifier,
    mode: str = "best",
    threshold: float | None = None,
) -> list[RecordSection]:
    """Score every section (``comment_score``) and keep:
    - ``"all"``: every section, scored (the caller applies a threshold);
    - ``"accepted"``: the comment sections the crawler extracts
      (:func:`~comspider.sections.selection.choose_sections`: every section
      reaching the threshold, a reply list inside an accepted thread merged into it,
      duplicate lists and records that are no comments left out);
    - ``"best"``: of those, the likeliest one."""
    if mode not in ("best", "accepted", "all"):
        raise ValueError(f"mode must be 'best', 'accepted' or 'all', not {mode!r}")
    limit = getattr(scorer, "threshold", 0.5) if threshold is None else threshold
    with features_memo():  # the records are read once for the scores and the choice
        for s in sections:
            s.comment_score = float(scorer.score(s))
        if mode == "all":
            return list(sections)
        kept = choose_sections(sections, limit)
    if mode == "accepted" or not kept:
        return kept
    return [max(kept, key=lambda s: (s.comment_score or 0.0, len(s.records)))]
