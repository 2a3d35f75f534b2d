"""Rows of a table of data are no discussion (comspider.sections.data_tables)."""

from __future__ import annotations

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.sections.data_tables import data_table

LINES = [
    "Behind, but my detective finally found the body, so things are looking up.",
    "Wrote 3,000 words on the train. Nobody asked what I was typing.",
    "The dragon has refused to appear in the story for three days.",
    "Retired people should be ahead. I am not ahead. The garden needed digging.",
]


def _table(head: str, row: str) -> str:
    rows = "".join(row.format(k=k, line=line, n=f"{9 + k},{k}70") for k, line in enumerate(LINES))
    page = f"<html><body><article><p>{'Words. ' * 60}</p></article><table>{head}{rows}</table></body></html>"
    return page


def _rows_section(page: str):  # type: ignore[no-untyped-def]
    return next(s for s in find_sections(parse_html(page)) if s.container.tag in ("table", "tbody"))


def test_rows_under_column_labels_with_a_column_of_numbers_are_data() -> None:
    """Set BS (built blind): a writers' circle's word counts, each row a member, the time
    of the update, the words and the member's line about their progress."""
    head = "<tr><th>Writer</th><th>Updated</th><th>Words</th><th>Latest update</th></tr>"
    row = "<tr><td><a href='/m/{k}'>Member {k}</a></td><td>Nov 6, {k}:15 PM</td><td>{n}</td><td>{line}</td></tr>"
    assert data_table(_rows_section(_table(head, row)))


def test_a_forums_table_of_posts_is_no_table_of_data() -> None:
    """Column labels ("Author | Message"), but no column of bare numbers; and rows without
    labels over them, whatever they hold."""
    head = "<tr><th>Author</th><th>Message</th></tr>"
    row = "<tr><td><b>Member {k}</b><br>Posts: {n}</td><td>Posted: 12.03.2012 {k}:15<hr>{line}</td></tr>"
    assert not data_table(_rows_section(_table(head, row)))
    row = "<tr><td><a href='/m/{k}'>Member {k}</a></td><td>Nov 6, {k}:15 PM</td><td>{n}</td><td>{line}</td></tr>"
    assert not data_table(_rows_section(_table("", row)))
