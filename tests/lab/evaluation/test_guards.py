"""The two guards a change to the extraction runs before it is kept: every blind page on
the static site, scored (``blind_static``), and every saved real page, field for field
(``real_fields_diff``): each writes its results and lists what changed since a run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from comspider_lab.evaluation import blind_static, real_fields_diff


def test_blind_static_scores_a_set_and_lists_what_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "ds.jsonl"
    assert blind_static.main(["--sets", "ds", "--jobs", "1", "--results", str(results)]) == 0
    rows = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(rows) == 10 and {r["set"] for r in rows} == {"ds"}
    assert "| static | 3 / 7 |" in capsys.readouterr().out
    # the same run again changes nothing; a changed score is listed
    assert blind_static.changes(rows, rows) == []
    moved = [dict(rows[0], found=rows[0]["found"] + 1), *rows[1:]]
    [line] = blind_static.changes(rows, moved)
    assert line.startswith(f"- ds/{rows[0]['case']}: ") and f"found {rows[0]['found']} -> " in line
    with pytest.raises(SystemExit):
        blind_static.main(["--sets", "zz"])


def test_real_fields_diff_writes_every_field_and_lists_the_pages_that_moved(
    shared_data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "real.jsonl"
    assert real_fields_diff.main(["--limit", "6", "--jobs", "1", "--results", str(results)]) == 0
    pages = {r["key"]: r for r in map(json.loads, results.read_text().splitlines())}
    assert len(pages) == 6 and all("comments" in p for p in pages.values())
    # compared with itself: nothing moved
    assert real_fields_diff.main(["--limit", "6", "--jobs", "1", "--compare", str(results)]) == 0
    assert "Changed since" in capsys.readouterr().out
    key = next(iter(pages))
    moved = {**pages, key: {"key": key, "comments": [{"text": "x"}]}}
    [line] = real_fields_diff.changes(pages, moved)
    assert line.startswith(f"- {key}: ")
