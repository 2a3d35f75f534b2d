"""Load, train, quantise and apply the binary fastText classifiers.

Models ship as ``models/<name>.ftz`` (the ``comspider_models`` package) and are read
through importlib.resources so that they also load from inside a Scrapyd egg.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import threading
from collections.abc import Iterable, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

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
    def bundled(cls, name: str) -> FastTextClassifier:
        """The model ``models/<name>.ftz`` of the installed package (cached per process)."""
        with _lock:
            if name not in _cache:
                ref = resources.files("comspider_models") / f"{name}.ftz"
                with resources.as_file(ref) as path:
                    _cache[name] = cls.from_path(path)
            return _cache[name]

    def scores(self, lines: Sequence[str]) -> list[float]:
        if not lines:
            return []
        clean = [line.replace("\n", " ") for line in lines]
        labels, probs = self.model.predict(clean, k=2)
        out = []
        for labs, ps in zip(labels, probs):
            p = dict(zip(labs, ps))
            if POSITIVE in p:
                out.append(float(min(1.0, max(0.0, p[POSITIVE]))))
            else:
                out.append(float(1.0 - min(1.0, p.get(NEGATIVE, 0.0))))
        return out

    def score(self, line: str) -> float:
        return self.scores([line])[0]


def train(
    examples: Iterable[tuple[str, bool]],
    *,
    quantize: bool = True,
    seed_threads: int = 1,
    **params: Any,
) -> FastTextClassifier:
    """Train a supervised model on (line, is_positive) pairs.

    ``thread=1`` by default makes training deterministic for a given input order.
    ``quantize`` applies product quantisation (the .ftz format).
    """
    ft = _fasttext()
    params.setdefault("thread", seed_threads)
    params.setdefault("verbose", 0)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as fh:
        for line, positive in examples:
            fh.write(f"{POSITIVE if positive else NEGATIVE} {line.replace(chr(10), ' ')}\n")
        train_path = fh.name
    try:
        model = ft.train_supervised(input=train_path, **params)
        if quantize:
            model.quantize(input=train_path, qnorm=True, retrain=False, cutoff=params.get("cutoff", 0) or 0)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(train_path)
    return FastTextClassifier(model)


def save(classifier: FastTextClassifier, path: str | os.PathLike[str]) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    classifier.model.save_model(str(path))
    return path
