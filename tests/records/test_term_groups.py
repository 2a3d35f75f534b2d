"""A thread written as a definition list: one comment per term group (records/term_groups.py)."""

from __future__ import annotations

from comspider.records.dom import parse_html
from comspider.records.model import Record, RecordSection
from comspider.records.term_groups import group_terms


def _section(root, container_id: str, nodes) -> RecordSection:
    return RecordSection(
        container=root.get_element_by_id(container_id), records=[Record(node=n) for n in nodes]
    )


def test_terms_found_alone_take_their_descriptions() -> None:
    root = parse_html(
        '<html><body><dl id="t"><dt>Ana · 13 July</dt><dd>The road was closed all week.</dd>'
        "<dt>Ben · 14 July</dt><dd>It opened again on Friday.</dd></dl></body></html>"
    )
    section = _section(root, "t", root.get_element_by_id("t").findall("dt"))
    assert group_terms(section)
    assert [(r.node.tag, [e.tag for e in r.extra]) for r in section.records] == [
        ("dt", ["dd"]),
        ("dt", ["dd"]),
    ]


def test_a_text_and_its_footer_are_one_comment_with_their_term() -> None:
    root = parse_html(
        '<html><body><dl id="t">'
        + "".join(
            f"<dt>Wim {i} zei...</dt><dd class='text'>Comment text number {i}.</dd><dd class='foot'>5 juni om 21:1{i}</dd>"
            for i in range(3)
        )
        + "</dl></body></html>"
    )
    section = _section(root, "t", root.get_element_by_id("t").findall("dd"))
    assert group_terms(section)
    assert len(section.records) == 3
    assert all([e.get("class") for e in r.extra] == ["text", "foot"] for r in section.records)


def test_an_entry_without_a_time_and_a_reply_list_in_a_description() -> None:
    """The terms found were those with a time; the entry without one is a group of the
    same head kind, and a list in a description holds that group's replies."""
    root = parse_html(
        '<html><body><dl id="all"><dt><b>Juma</b> <span>Julai 12, 2018</span></dt><dd><p>Maji yamerudi usiku tu.</p>'
        '<dl id="re"><dt><b>Neema</b> <span>Julai 12, 2018</span></dt><dd><p>Hata kwetu ni hivyo.</p></dd></dl></dd>'
        "<dt><b>Mzee</b></dt><dd><p>Bili zilikuja kamili.</p></dd></dl></body></html>"
    )
    terms = [dt for dt in root.iter("dt") if dt.find("span") is not None]
    section = _section(root, "all", terms)
    assert group_terms(section)
    heads = [r.node.text_content().split()[0] for r in section.records]
    assert heads == ["Juma", "Neema", "Mzee"]
    assert [r.parent for r in section.records] == [None, 0, None]
    assert [r.depth for r in section.records] == [0, 1, 0]


def test_descriptions_without_a_term_are_each_their_own() -> None:
    """A wiki's talk page indents answers with ``dl > dd`` and no term: each description is
    an entry, two in one list are two."""
    root = parse_html(
        '<html><body><div id="c"><dl id="a"><dd>First answer. — Ann</dd><dd>Second answer. — Bob</dd></dl></div></body></html>'
    )
    dl = root.get_element_by_id("a")
    section = _section(root, "c", list(dl))
    assert not group_terms(section)
    assert len(section.records) == 2


def test_lists_of_labelled_fields_one_per_comment_stay() -> None:
    """A comment written as its own list of labels and values ("Name:", "Date:"): the
    lists are the records, not their groups."""
    root = parse_html(
        '<html><body><div id="c">'
        + "".join(
            f"<dl><dt>Name:</dt><dd>User{i}</dd><dt>Kommentar:</dt><dd>Text number {i}.</dd></dl>"
            for i in range(3)
        )
        + "</div></body></html>"
    )
    section = _section(root, "c", root.get_element_by_id("c").findall("dl"))
    assert not group_terms(section)
    assert [r.node.tag for r in section.records] == ["dl", "dl", "dl"]


def test_whole_groups_are_left_as_they_are() -> None:
    root = parse_html(
        '<html><body><dl id="t"><dt>A</dt><dd>one</dd><dt>B</dt><dd>two</dd></dl></body></html>'
    )
    dl = root.get_element_by_id("t")
    section = RecordSection(
        container=dl, records=[Record(node=dl[0], extra=[dl[1]]), Record(node=dl[2], extra=[dl[3]])]
    )
    assert not group_terms(section)
