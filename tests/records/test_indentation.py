"""Replies shown only by their inline indentation (LiveJournal, old forums)."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.indentation import nest_by_indentation
from comspider.records.model import Record, RecordSection


def _section(margins: list[str], side: str = "margin-left") -> RecordSection:
    items = "".join(
        f'<div class="t" style="{side}: {m}; margin-top: 5px">x{k}</div>' for k, m in enumerate(margins)
    )
    root = lxml_html.fromstring(f"<div>{items}</div>")
    return RecordSection(container=root, records=[Record(node=el) for el in root])


def test_levels_of_indentation_are_levels_of_replies() -> None:
    section = _section(["0px", "25px", "50px", "0px", "25px", "25px"])
    nest_by_indentation(section)
    assert [r.depth for r in section.records] == [0, 1, 2, 0, 1, 1]
    assert [r.parent for r in section.records] == [None, 0, 1, None, 3, 3]


def test_records_without_an_indentation_or_all_alike_stay_flat() -> None:
    for margins in (["0px", "0px", "0px"], ["10px", "0px", "10px"]):
        section = _section(margins)
        nest_by_indentation(section)
        assert [r.depth for r in section.records] == [0, 0, 0]


def test_the_logical_indentation_of_todays_widgets() -> None:
    section = _section(["0px", "24px", "48px", "0px", "24px"], side="margin-inline-start")
    nest_by_indentation(section)
    assert [r.parent for r in section.records] == [None, 0, 1, None, 3]


def test_comments_at_the_lists_own_margin_state_no_indentation() -> None:
    """Only the replies carry a style ("margin-left:36px"); the comments sit at the list's margin without one."""
    items = "".join(
        f'<div class="c"{f" style=margin-left:{m}px" if m else ""}>x{k}</div>'
        for k, m in enumerate([0, 36, 72, 0, 36])
    )
    root = lxml_html.fromstring(f"<div>{items}</div>")
    section = RecordSection(container=root, records=[Record(node=el) for el in root])
    nest_by_indentation(section)
    assert [r.parent for r in section.records] == [None, 0, 1, None, 3]
    # the first one indented: no base level to read the others against
    items = "".join(
        f'<div class="c"{f" style=margin-left:{m}px" if m else ""}>x{k}</div>'
        for k, m in enumerate([36, 0, 72])
    )
    root = lxml_html.fromstring(f"<div>{items}</div>")
    section = RecordSection(container=root, records=[Record(node=el) for el in root])
    nest_by_indentation(section)
    assert [r.depth for r in section.records] == [0, 0, 0]


def test_a_table_rows_empty_cell_indents_a_reply() -> None:
    """An old forum's rows: a reply's row opens with an empty cell as wide as its depth
    (``<td width="30" rowspan="2">``), a comment's with its name's cell."""
    spacer = {0: "", 1: '<td width="30" rowspan="2"></td>', 2: '<td width="60"><img src="/s.gif"></td>'}
    rows = "".join(
        f'<tr class="h">{spacer[d]}<td class="n">n{k}</td></tr>' for k, d in enumerate([0, 1, 2, 0, 1])
    )
    root = lxml_html.fromstring(f"<table>{rows}</table>")
    section = RecordSection(container=root, records=[Record(node=el) for el in root.iter("tr")])
    nest_by_indentation(section)
    assert [r.parent for r in section.records] == [None, 0, 1, None, 3]


def test_a_first_cell_that_holds_something_is_no_indentation() -> None:
    rows = "".join(f'<tr><td width="{w}">{k}</td><td>n{k}</td></tr>' for k, w in enumerate([20, 40, 20]))
    root = lxml_html.fromstring(f"<table>{rows}</table>")
    section = RecordSection(container=root, records=[Record(node=el) for el in root.iter("tr")])
    nest_by_indentation(section)
    assert [r.depth for r in section.records] == [0, 0, 0]


def test_a_spacer_image_a_row_opens_with_is_its_indentation_and_an_avatar_is_not() -> None:
    def rows(first: str) -> RecordSection:
        items = "".join(
            f'<div class="row">{first.format(w=w)}<span>name {k}</span><p>text {k}</p></div>'
            for k, w in enumerate((0, 30, 60, 0, 30))
        )
        root = lxml_html.fromstring(f"<div>{items}</div>")
        return RecordSection(container=root, records=[Record(node=el) for el in root])

    spaced = rows('<img src="s.gif" width="{w}" height="1" alt="">')
    nest_by_indentation(spaced)
    assert [r.parent for r in spaced.records] == [None, 0, 1, None, 3]
    avatars = rows('<img src="a.png" width="4{w}" height="40" alt="">')
    nest_by_indentation(avatars)
    assert [r.parent for r in avatars.records] == [None] * 5


def test_a_record_opening_with_its_anchor_is_indented_by_the_element_after_it() -> None:
    """``<a id="c313"></a><div style="padding-left: 20px">``: the record is the anchor and
    the block after it (set BS, built blind: a Serendipity-like thread), and the block's
    indentation is the record's."""
    parts = "".join(
        f'<a id="c{k}"></a><div class="k" style="padding-left: {m}px">x{k}</div>'
        for k, m in enumerate([0, 20, 40, 0, 20])
    )
    root = lxml_html.fromstring(f"<div>{parts}</div>")
    anchors = [el for el in root if el.tag == "a"]
    section = RecordSection(container=root, records=[Record(node=a, extra=[a.getnext()]) for a in anchors])
    nest_by_indentation(section)
    assert [r.parent for r in section.records] == [None, 0, 1, None, 3]


def test_a_rows_empty_cells_indent_it_a_level_each() -> None:
    """Set BV (built blind: a sports club's comment table): a reply's rows open with one
    empty cell of 28 pixels a level, a reply to a reply with two."""
    spacer = '<td class="ein" width="28">&nbsp;</td>'
    rows = "".join(f"<tr>{spacer * level}<td>x{k}</td></tr>" for k, level in enumerate([0, 1, 2, 0, 1, 2, 2]))
    root = lxml_html.fromstring(f"<table>{rows}</table>")
    body = root.find("tbody") if root.find("tbody") is not None else root
    section = RecordSection(container=body, records=[Record(node=tr) for tr in body])
    nest_by_indentation(section)
    assert [r.parent for r in section.records] == [None, 0, 1, None, 3, 4, 4]


def test_a_table_each_comment_indented_by_its_spacer_cell() -> None:
    """Set EA (built blind: a 2009 newspaper CMS and a 2010 Brazilian portal): each comment
    a table of one row, a reply's row opening with a cell that holds a spacer image as wide
    as its depth (``<td><img width="31" height="1"></td>``) or an empty cell of that width."""
    image = '<td valign="top"><img src="/s.gif" width="{w}" height="1" alt=""></td>'
    empty = '<td width="{w}">&nbsp;</td>'
    for spacer, top in ((image, 1), (empty, 0)):
        tables = "".join(
            f'<table width="100%"><tr>{spacer.format(w=w) if w else ""}<td width="100%">x{k}</td></tr></table>'
            for k, w in enumerate([top, top + 30, top + 60, top + 60, top, top + 30])
        )
        root = lxml_html.fromstring(f"<div>{tables}</div>")
        section = RecordSection(container=root, records=[Record(node=t) for t in root])
        nest_by_indentation(section)
        assert [r.parent for r in section.records] == [None, 0, 1, 1, None, 4]


def test_an_empty_cell_before_an_indented_one_indents_the_row() -> None:
    """A travel diary's answer rows (set EZ, built blind): an empty cell of no stated width,
    then the answer's own cell with ``padding-left``; a comment's row opens with its name's
    cell."""
    rows = (
        '<tr class="bl"><td class="ten">Minh</td><td>text 0</td></tr>'
        '<tr class="tl"><td></td><td style="padding-left:36px">↳ <b>Hà</b> text 1</td></tr>'
        '<tr class="bl"><td class="ten">Lan</td><td>text 2</td></tr>'
        '<tr class="tl"><td></td><td>text 3, no indent of its own</td></tr>'
    )
    root = lxml_html.fromstring(f"<table>{rows}</table>")
    section = RecordSection(container=root, records=[Record(node=el) for el in root.iter("tr")][:3])
    nest_by_indentation(section)
    assert [r.parent for r in section.records] == [None, 0, None]
    flat = RecordSection(container=root, records=[Record(node=el) for el in root.iter("tr")][2:])
    nest_by_indentation(flat)
    assert [r.depth for r in flat.records] == [0, 0]
