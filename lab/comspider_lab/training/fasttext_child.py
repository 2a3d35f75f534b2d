"""Train one fastText model in a fresh interpreter (used by fasttext_training.train).

    python -m comspider_lab.training.fasttext_child INPUT.txt MODEL.bin PARAMS.json

fasttext-numpy2 0.10.4 leaves most of the input matrix as the allocator returns it, so a
training that reuses freed memory (a second one in a process, or a small matrix) can start
from NaN; the parent runs this with every allocation zeroed (fasttext_training.CHILD_ENV).
A run that completes is deterministic. Exit status 0 on success, 3 on NaN, 1 otherwise.
"""

from __future__ import annotations

import json
import sys


def main(argv: list[str]) -> int:
    input_path, model_path, params_path = argv
    with open(params_path, encoding="utf-8") as fh:
        params = json.load(fh)
    # None: no quantisation; else the options of fastText's quantize (cutoff, retrain...)
    quantize = params.pop("_quantize", None)
    from comspider.fasttext_model import _fasttext

    ft = _fasttext()
    try:
        model = ft.train_supervised(input=input_path, **params)
        if quantize is not None:
            model.quantize(input=input_path, **{"qnorm": True, **quantize})
        model.save_model(model_path)
    except RuntimeError as exc:
        print(str(exc), file=sys.stderr)
        return 3 if "NaN" in str(exc) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
