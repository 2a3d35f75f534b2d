"""Load, train, quantise and apply the binary fastText classifiers.

Models ship as ``models/<name>.ftz`` (the ``comspider_models`` package) and are read
through importlib.resources so that they also load from inside a Scrapyd egg.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterable, Sequence
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
                    logger.warning("model %s not in the comspider_models package (%s); loading %s",
                                   name, exc, fallback)
                    _cache[name] = cls.from_path(fallback)
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


TRAIN_ATTEMPTS = 5


def train(
    examples: Iterable[tuple[str, bool]],
    *,
    quantize: bool = True,
    quantize_options: dict[str, Any] | None = None,
    **params: Any,
) -> FastTextClassifier:
    """Train a supervised model on (line, is_positive) pairs.

    fasttext-numpy2 0.10.4 trains reliably only as the first training of a fresh process
    (a later one often stops with "Encountered NaN." on identical input), so each training
    runs in a fresh interpreter (:mod:`comspider.classify.fasttext_child`) and a run that
    hits NaN is started again. ``thread=1`` (the default here) makes a completed run
    deterministic for a given input order. ``quantize`` gives the .ftz format;
    ``quantize_options`` are passed to fastText's ``quantize`` (``cutoff``: keep only the
    N largest rows of the word and n-gram matrix; ``retrain``: fine-tune after that
    pruning; ``qnorm`` is on).
    """
    params = {"thread": 1, "verbose": 0, **params,
              "_quantize": dict(quantize_options or {}) if quantize else None}
    with tempfile.TemporaryDirectory(prefix="comspider-ft-") as tmp:
        data, out, conf = Path(tmp) / "train.txt", Path(tmp) / "model.bin", Path(tmp) / "params.json"
        with data.open("w", encoding="utf-8") as fh:
            for line, positive in examples:
                fh.write(f"{POSITIVE if positive else NEGATIVE} {line.replace(chr(10), ' ')}\n")
        conf.write_text(json.dumps(params), encoding="utf-8")
        error = ""
        for _attempt in range(TRAIN_ATTEMPTS):
            proc = subprocess.run(
                [sys.executable, "-m", "comspider.classify.fasttext_child", str(data), str(out), str(conf)],
                capture_output=True, text=True, check=False,
            )
            if proc.returncode == 0:
                return FastTextClassifier.from_path(out)
            lines = proc.stderr.strip().splitlines()
            error = lines[-1] if lines else f"exit {proc.returncode}"
            if proc.returncode != 3:  # not the NaN case: do not retry
                break
            logger.debug("fastText training hit NaN; starting again")
    raise RuntimeError(f"fastText training failed: {error}")


def add_model_arguments(parser: argparse.ArgumentParser, data: Path, out: Path) -> None:
    """The arguments every ``python -m comspider train NAME`` shares."""
    parser.add_argument("--data", type=Path, default=data, help="labelled JSONL (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=out, help="model file (default: %(default)s)")
    parser.add_argument("--no-quantize", action="store_true", help="save a full .bin-style model")


def save(classifier: FastTextClassifier, path: str | os.PathLike[str]) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    classifier.model.save_model(str(path))
    return path


#: Models are committed to the repository: each stays under this size.
MAX_MODEL_BYTES = 2 * 1024 * 1024


def save_trained(classifier: FastTextClassifier, path: str | os.PathLike[str],
                 summary: dict[str, Any]) -> int:
    """Save a freshly trained model, print one JSON line about it (``summary`` added), and
    return the exit code of ``python -m comspider train``: 1 when it is over the budget."""
    saved = save(classifier, path)
    size = saved.stat().st_size
    print(json.dumps({"model": str(saved), "bytes": size, **summary}))
    if size > MAX_MODEL_BYTES:
        logger.error("model is %d bytes, over the 2 MB budget", size)
        return 1
    return 0
