"""Lists of one-line comments: found as sections, whatever they turn out to be."""

from __future__ import annotations

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.one_liners import METHOD, one_line_sections


def _page(items: str, wrapper: str = "ul class='talk'") -> str:
    tag = wrapper.split()[0]
    return f"<html><body><article><p>Story.</p></article><{wrapper}>{items}</{tag}></body></html>"


def test_a_list_of_one_line_comments_is_a_section() -> None:
    items = "".join(
        f"<li><b>{name}</b>: {text}</li>"
        for name, text in [
            ("Hattie Vosper", "Those ash glazes are gorgeous, the green pooling is lovely."),
            ("Prue Lambkin", "Did the shed kiln really get to cone 10?"),
        ]
    )
    sections = [s for s in find_sections(_page(items)) if s.method == METHOD]
    assert len(sections) == 1
    assert [r.node.findtext("b") for r in sections[0].records] == ["Hattie Vosper", "Prue Lambkin"]
    # in paragraphs, the name in <strong> and a dash
    paragraphs = "".join(
        f"<p><strong>{name}</strong> — {text}</p>"
        for name, text in [
            ("Ornella", "Siamo saliti domenica, il rifugio era aperto."),
            ("Beppe", "Il tratto è scivoloso."),
        ]
    )
    assert any(s.method == METHOD for s in find_sections(_page(paragraphs, "div class='dopo'")))


def test_what_is_no_one_line_comment() -> None:
    root = parse_html(
        _page(
            "<li><a href='/a'>Home</a></li><li><a href='/b'>News</a></li>"  # a menu: no words after
            "<li>Said <b>Ann</b> that it rains all day.</li><li>Said <b>Bo</b> that it is dry today.</li>"  # text first
            "<li><b>This is a whole sentence.</b> And more words here.</li>"
            "<li><b>Another full sentence!</b> And more words here.</li>"  # a sentence, no name
        )
    )
    assert one_line_sections(root, []) == []
    # nor a record with blocks inside: the invariants' business
    blocks = "".join(f"<li><b>N{i}</b><div><p>Words of a comment here {i}.</p></div></li>" for i in range(2))
    assert one_line_sections(parse_html(_page(blocks)), []) == []


def test_records_of_another_section_are_not_found_again() -> None:
    root = parse_html(
        _page("<li><b>Ann</b>: it rains all day here.</li><li><b>Bo</b>: it is dry all week.</li>")
    )
    first = one_line_sections(root, [])
    assert len(first) == 1
    assert one_line_sections(root, first) == []
