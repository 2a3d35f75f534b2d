"""The comment fields labelled one by one on saved real pages (dates written day first,
vote counts, permalinks beside report links, forum names beside ranks): each is read
right. The labels, with what is right and why, are in
``comspider_lab.evaluation._real_fields.EXAMPLES``."""

from __future__ import annotations

from pathlib import Path

from comspider_lab.evaluation._real_fields import example_results


def test_the_labelled_fields_of_real_pages_are_read_right(shared_data: Path) -> None:
    wrong = [
        f"{ex.page} {ex.comment!r} {ex.field}: {got!r}, not {ex.want!r} ({ex.why})"
        for ex, got, ok in example_results(shared_data)
        if not ok
    ]
    assert not wrong, "\n".join(wrong)
