"""The packed-key lexsort of pattern mining gives numpy's lexsort order, ties included."""

from __future__ import annotations

import numpy as np
import pytest

from comspider.records.patterns import lexsort


@pytest.mark.parametrize("high", [2, 7, 1000, 1 << 40])
def test_lexsort_matches_numpy(high: int) -> None:
    rng = np.random.default_rng(high)
    for _ in range(200):
        m = int(rng.integers(0, 200))
        columns = [rng.integers(-high, high, m) for _ in range(int(rng.integers(1, 5)))]
        assert lexsort(columns).tolist() == np.lexsort(columns).tolist()
