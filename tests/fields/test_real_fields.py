"""The comment fields labelled one by one on saved real pages (dates written day first,
vote counts, permalinks beside report links, forum names beside ranks): each is read
right. The labels, with what is right and why, are in
``comspider_lab.evaluation._real_fields.EXAMPLES``."""

from __future__ import annotations

import gzip
from datetime import UTC, datetime
from pathlib import Path

from comspider.page_comments import extract_comments
from comspider_lab.evaluation._real_fields import example_results

REF = datetime(2026, 1, 1, tzinfo=UTC)


def test_the_labelled_fields_of_real_pages_are_read_right(shared_data: Path) -> None:
    wrong = [
        f"{ex.page} {ex.comment!r} {ex.field}: {got!r}, not {ex.want!r} ({ex.why})"
        for ex, got, ok in example_results(shared_data)
        if not ok
    ]
    assert not wrong, "\n".join(wrong)


def test_a_linked_name_after_the_date_of_a_byline_is_the_author(shared_data: Path) -> None:
    """newstatesman.com (dragnet R700, Drupal): "Fri, 2012-11-09 17:18 — Name" in one
    text for guests, the name in a link after the date's text for registered readers.
    Each gets its name; the date's half is never a name ("Fri")."""
    html = gzip.decompress((shared_data / "dragnet" / "pages" / "R700.html.gz").read_bytes())
    comments = extract_comments(html, reference_time=REF, mode="accepted", article_url="https://x/")
    authors = [c.comment.author for c in comments]
    assert authors[:3] == ["Caroline Crampton", "Ciaran Goggins", "Pentangelis (not verified)"]
    assert len(authors) == 11 and all(a and a != "Fri" for a in authors)
