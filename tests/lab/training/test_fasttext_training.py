"""fastText training in a child process: complete and the same on every run."""

from __future__ import annotations

import random

from comspider_lab.training import fasttext_training


def _examples() -> list[tuple[str, bool]]:
    # a small vocabulary: the input matrix is small enough to come from reused heap memory,
    # which held NaN on every run before the child started from zeroed allocations
    rng = random.Random(1)
    words = [f"word{i}" for i in range(100)]
    return [(" ".join(rng.choice(words) for _ in range(8)), rng.random() < 0.2) for _ in range(1000)]


def test_a_small_vocabulary_trains_and_trains_the_same_twice() -> None:
    examples = _examples()
    first = fasttext_training.train(examples, quantize=False, lr=0.5, epoch=5, dim=8, seed=1)
    second = fasttext_training.train(examples, quantize=False, lr=0.5, epoch=5, dim=8, seed=1)
    lines = [line for line, _ in examples[:50]]
    assert first.scores(lines) == second.scores(lines)
    assert len(set(first.scores(lines))) > 1  # it learnt something per line
