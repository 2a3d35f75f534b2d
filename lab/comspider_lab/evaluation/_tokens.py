"""The token score of the real-page evaluation (the dragnet corpus's fair score).

A text's tokens are its lowercase word tokens: the maximal runs of Unicode word
characters (``\\w+``: letters, digits and the underscore of any script), after
``str.lower``. What was extracted and what the annotators marked are compared as
multisets: a token counts as matched as many times as it occurs in both.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

_WORD = re.compile(r"\w+")


def tokens(texts: Iterable[str | None]) -> Counter[str]:
    """The multiset of word tokens of ``texts`` (``None`` and empty texts add nothing)."""
    bag: Counter[str] = Counter()
    for text in texts:
        if text:
            bag.update(_WORD.findall(text.lower()))
    return bag


@dataclass(frozen=True, slots=True)
class TokenScore:
    precision: float
    recall: float
    f1: float


def token_score(extracted: Counter[str], gold: Counter[str]) -> TokenScore:
    """Precision, recall and F1 of ``extracted`` against ``gold``. Nothing extracted
    scores precision 0 (the page's comments were all missed), as does a gold without
    tokens (no page with comments has one; the score must still be defined)."""
    matched = sum((extracted & gold).values())
    got, want = sum(extracted.values()), sum(gold.values())
    precision = matched / got if got else 0.0
    recall = matched / want if want else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return TokenScore(precision, recall, f1)
