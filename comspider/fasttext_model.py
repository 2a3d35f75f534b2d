"""Load and apply the binary fastText classifiers.

Models ship as ``models/<name>.ftz`` (the ``comspider_models`` package) and are read
through importlib.resources so that they also load from inside a Scrapyd egg. Training
lives in the lab (``comspider_lab.training``).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

POSITIVE = "__label__pos"
NEGATIVE = "__label__neg"

_cache: dict[str, FastTextClassifier] = {}
_lock = threading.Lock()


def _fasttext() -> Any:
    import fasttext  # noqa: PLC0415 - heavy native import, only when a model is used

    # fastText prints a warning about the deprecated load_model on stderr; silence it.
    fasttext.FastText.eprint = lambda *args, **kwargs: None
    return fasttext


class FastTextClassifier:
    """A binary fastText model; ``scores`` gives P(positive) for preprocessed lines."""

    def __init__(self, model: Any) -> None:
        self.model = model

    @classmethod
    def from_path(cls, path: str | os.PathLike[str]) -> FastTextClassifier:
        return cls(_fasttext().load_model(str(path)))

    @classmethod
    def bundled(cls, name: str, fallback: str | os.PathLike[str] | None = None) -> FastTextClassifier:
        """The model ``models/<name>.ftz`` of the installed package (cached per process).
        When the package cannot give it (an install made before ``models/`` became the
        ``comspider_models`` package) and ``fallback`` is an existing file (the
        repository's copy), that file, with one warning."""
        with _lock:
            if name not in _cache:
                try:
                    ref = resources.files("comspider_models") / f"{name}.ftz"
                    with resources.as_file(ref) as path:
                        _cache[name] = cls.from_path(path)
                except Exception as exc:
                    if fallback is None or not Path(fallback).is_file():
                        raise
                    logger.warning(
                        "model %s not in the comspider_models package (%s); loading %s", name, exc, fallback
                    )
                    _cache[name] = cls.from_path(fallback)
            return _cache[name]

    def scores(self, lines: Sequence[str]) -> list[float]:
        if not lines:
            return []
        clean = [line.replace("\n", " ") for line in lines]
        labels, probs = self.model.predict(clean, k=2)
        out = []
        for labs, ps in zip(labels, probs, strict=False):
            p = dict(zip(labs, ps, strict=False))
            if POSITIVE in p:
                out.append(float(min(1.0, max(0.0, p[POSITIVE]))))
            else:
                out.append(float(1.0 - min(1.0, p.get(NEGATIVE, 0.0))))
        return out

    def score(self, line: str) -> float:
        return self.scores([line])[0]
