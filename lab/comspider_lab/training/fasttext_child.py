"""Train one fastText model in a fresh interpreter (used by fasttext_training.train).

    python -m comspider_lab.training.fasttext_child INPUT.txt MODEL.bin PARAMS.json

fasttext-numpy2 0.10.4 trains reliably only as the first training of a fresh process: a
later training in the same process (or in a process forked from one that used threads)
often stops with "Encountered NaN." although the input and the seed are the same. A run
that completes is deterministic. Exit status 0 on success, 3 on NaN, 1 otherwise.
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
