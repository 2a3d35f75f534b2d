"""The paper's preprocessing: keep letters only, lowercase, character n-grams.

"Letters" are Unicode letters, so Cyrillic, Arabic and CJK text keeps its characters;
digits, punctuation and symbols become word breaks.
"""

from __future__ import annotations

import re

_LETTER_RUNS = re.compile(r"[^\W\d_]+", re.UNICODE)


def letter_words(text: str) -> list[str]:
    """Lowercased runs of letters: ``"comments-speech-bubble2"`` -> comments, speech, bubble."""
    return _LETTER_RUNS.findall(text.lower())


def char_ngrams(text: str, n: int = 3) -> list[str]:
    """Character n-grams of each letter run; a run shorter than ``n`` is kept whole."""
    grams: list[str] = []
    for word in letter_words(text):
        if len(word) <= n:
            grams.append(word)
        else:
            grams.extend(word[i : i + n] for i in range(len(word) - n + 1))
    return grams
