"""Rows of a table of data: what a list of readers' comments never is.

A table whose header row labels its columns (``<th>Writer</th><th>Updated</th><th>Words</th>
<th>Latest update</th>``) and one column of which holds a bare number in every row (word
counts, results, scores: values that differ from row to row) lists the values of its
columns, one row a thing measured. Its rows may each show a name, a time and a sentence,
as comments do (members' progress lines beside their word counts), but nobody wrote them
to each other under the article. A forum's table of posts labels its columns too
("Author | Message"), but no column of its posts is a number alone.
"""

from __future__ import annotations

import re

from lxml import html as lxml_html

from comspider.records.model import RecordSection

#: A cell that is a number and nothing else ("9,870", "14 300", "+3", "1.5").
_BARE_NUMBER = re.compile(r"^[+\-−]?\d[\d\s.,'’\u00a0\u202f]*$")
#: Labels a header row has at least.
MIN_COLUMNS = 2


def _cells(row: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    return [c for c in row if c.tag in ("td", "th")]


def _header_row(table: lxml_html.HtmlElement, records: set[lxml_html.HtmlElement]) -> list[str] | None:
    """The labels of the table's header row (a row of ``th`` cells only, not a record)."""
    for row in table.iter("tr"):
        if row in records:
            return None  # the records come before any header
        cells = _cells(row)
        if len(cells) >= MIN_COLUMNS and all(c.tag == "th" for c in cells):
            return [" ".join(c.text_content().split()) for c in cells]
    return None


def data_table(section: RecordSection) -> bool:
    """Whether the section's records are rows of a table of data (see module doc)."""
    rows = [r.node for r in section.records]
    if len(rows) < 2 or any(r.tag != "tr" or r.getparent() is None for r in rows):
        return False
    table = next((a for a in rows[0].iterancestors() if a.tag == "table"), None)
    if table is None:
        return False
    labels = _header_row(table, set(rows))
    if labels is None:
        return False
    columns = [_cells(r) for r in rows]
    if any(len(cells) != len(labels) for cells in columns):
        return False  # rows that do not line up with the labels
    for j in range(len(labels)):
        values = [" ".join(cells[j].text_content().split()) for cells in columns]
        if all(_BARE_NUMBER.match(v) for v in values) and len(set(values)) > 1:
            return True
    return False
