"""Train, quantise and save the binary fastText classifiers of the crawler.

Training runs in a fresh interpreter (:mod:`comspider_lab.training.fasttext_child`);
the crawler only loads and applies the result
(:class:`comspider.fasttext_model.FastTextClassifier`).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from comspider.fasttext_model import NEGATIVE, POSITIVE, FastTextClassifier

logger = logging.getLogger(__name__)

TRAIN_ATTEMPTS = 5
#: fastText's random start fills only the first tenth of the input matrix per training thread
#: (its ``uniform`` splits the matrix into ten blocks, one per thread); with ``thread=1`` the
#: rest is whatever the allocator returns: zeros from a fresh process's new pages, but old
#: heap bytes, NaN among them, once a small matrix reuses freed memory ("Encountered NaN."
#: on every run of some inputs, in CI). glibc's MALLOC_PERTURB_=255 makes every allocation
#: start as zeros, the value a fresh page has, so a run is the same whatever came before.
CHILD_ENV = {"MALLOC_PERTURB_": "255"}


def train(
    examples: Iterable[tuple[str, bool]],
    *,
    quantize: bool = True,
    quantize_options: dict[str, Any] | None = None,
    **params: Any,
) -> FastTextClassifier:
    """Train a supervised model on (line, is_positive) pairs.

    fasttext-numpy2 0.10.4 leaves most of the input matrix as the allocator returns it
    (:data:`CHILD_ENV`), so each training runs in a fresh interpreter
    (:mod:`comspider_lab.training.fasttext_child`) whose allocations start as zeros, and a
    run that hits NaN all the same is started again. ``thread=1`` (the default here) makes a completed run
    deterministic for a given input order. ``quantize`` gives the .ftz format;
    ``quantize_options`` are passed to fastText's ``quantize`` (``cutoff``: keep only the
    N largest rows of the word and n-gram matrix; ``retrain``: fine-tune after that
    pruning; ``qnorm`` is on).
    """
    params = {
        "thread": 1,
        "verbose": 0,
        **params,
        "_quantize": dict(quantize_options or {}) if quantize else None,
    }
    with tempfile.TemporaryDirectory(prefix="comspider-ft-") as tmp:
        data, out, conf = Path(tmp) / "train.txt", Path(tmp) / "model.bin", Path(tmp) / "params.json"
        with data.open("w", encoding="utf-8") as fh:
            for line, positive in examples:
                fh.write(f"{POSITIVE if positive else NEGATIVE} {line.replace(chr(10), ' ')}\n")
        conf.write_text(json.dumps(params), encoding="utf-8")
        error = ""
        for _attempt in range(TRAIN_ATTEMPTS):
            proc = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "comspider_lab.training.fasttext_child",
                    str(data),
                    str(out),
                    str(conf),
                ],
                capture_output=True,
                text=True,
                check=False,
                env={**os.environ, **CHILD_ENV},
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
    """The arguments every ``python -m comspider_lab train NAME`` shares."""
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


def save_trained(
    classifier: FastTextClassifier, path: str | os.PathLike[str], summary: dict[str, Any]
) -> int:
    """Save a freshly trained model, print one JSON line about it (``summary`` added), and
    return the exit code of ``python -m comspider_lab train``: 1 when it is over the budget."""
    saved = save(classifier, path)
    size = saved.stat().st_size
    print(json.dumps({"model": str(saved), "bytes": size, **summary}))
    if size > MAX_MODEL_BYTES:
        logger.error("model is %d bytes, over the 2 MB budget", size)
        return 1
    return 0
