"""The hostile-pages benchmark runs `comspider extract` on a page it builds and prints
its row (the figures themselves belong in docs/EVALUATION.md, not in a test)."""

from __future__ import annotations

import pytest

from comspider_lab.evaluation import hostile_pages


def test_a_row_per_page_with_the_commands_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    assert hostile_pages.main(["--only", "levels deep"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| 20,000 levels deep")]
    assert len(rows) == 1
    cells = [c.strip() for c in rows[0].strip("|").split("|")]
    assert cells[-1] == "ok" and float(cells[2]) > 0 and float(cells[3]) > 0
