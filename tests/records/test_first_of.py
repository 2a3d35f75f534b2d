"""dom.first_of finds what lxml's first match finds, past its Python walk too."""

from __future__ import annotations

from comspider.records import dom
from comspider.records.dom import first_of, holding, parse_html


def test_first_of_is_lxmls_first_match_before_and_past_the_walk() -> None:
    filler = "".join(f"<div class='f{k}'><!-- c --><span>{k}</span></div>" for k in range(2500))
    root = parse_html(
        f"<html><head><title>T</title></head><body>{filler}<h1>A</h1><h2>B</h2><h1>C</h1>"
        "<svg:div>x</svg:div><DIV>y</DIV></body></html>"
    )
    assert len(list(root.iter())) > 2 * dom.FIRST_WALK  # the last ones are found by lxml
    for tags in [("title",), ("h1",), ("h2", "h1"), ("nosuch",), ("html",), ("div",), ("span", "title")]:
        for inclusive in (True, False):
            expected = next(root.iter(*tags) if inclusive else root.iterdescendants(*tags), None)
            assert first_of(root, *tags, inclusive=inclusive) is expected, (tags, inclusive)
    assert first_of(root, "title", inclusive=False) is root.find(".//title")


def test_holding_is_the_nodes_with_another_inside() -> None:
    root = parse_html(
        "<html><body><ul><li id='a'><p>x</p><ul><li id='b'><ul><li id='c'>z</li></ul></li></ul></li>"
        "<li id='d'>w</li></ul></body></html>"
    )
    nodes = set(root.iter("li"))
    assert {el.get("id") for el in holding(nodes)} == {"a", "b"}
