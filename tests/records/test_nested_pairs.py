"""Replies in a definition list nested in their parent's definition (comspider.records.nested_pairs)."""

from __future__ import annotations

from comspider.records.invariants import find_sections


def _pair(name: str, text: str, replies: str = "") -> str:
    inner = f'<dl class="r">{replies}</dl>' if replies else ""
    return f"<dt>{name} <small>9 Aug 2012</small></dt><dd><p>{text}</p>{inner}</dd>"


def _page(pairs: str) -> str:
    return f'<html><body><div><h3>Reactions</h3><dl class="r">{pairs}</dl></div></body></html>'


def test_pairs_nested_in_a_definition_are_replies_of_their_own() -> None:
    """The outer pairs are the records the invariants find; the pairs in the lists inside
    two of their definitions are records too, replies of the pair whose definition holds
    them, with their terms."""
    html = _page(
        _pair(
            "Brendan Murphy",
            "Fair play to him. I did the swim in 1987 and nearly ended up in Wales.",
            _pair("Ciaran Tobin", "Thanks Brendan, the lifeboat lads gave me the same advice."),
        )
        + _pair("Eileen", "The hospice looked after my mother last year, well done.")
        + _pair(
            "Paudie Hayes",
            "Is there a way to donate if you are not on the computer?",
            _pair("Harbour Post", "Paudie, there is a bucket behind the counter in the bar."),
        )
        + _pair("Colm R.", "What time does he go in? Want to bring the kids down.")
    )
    (section,) = find_sections(html)
    got = [(r.extra[0].text.strip(), r.depth, r.parent) for r in section.records]
    assert got == [
        ("Brendan Murphy", 0, None),
        ("Ciaran Tobin", 1, 0),
        ("Eileen", 0, None),
        ("Paudie Hayes", 0, None),
        ("Harbour Post", 1, 3),
        ("Colm R.", 0, None),
    ]


def test_a_list_in_a_comment_of_another_kind_is_no_reply() -> None:
    """A definition's own list of other markup (a reader's bulleted list) adds nothing."""
    html = _page(
        _pair("Brendan Murphy", "Three things: <ul><li>keep to the boats</li><li>mind the rock</li></ul>")
        + _pair("Eileen", "The hospice looked after my mother last year, well done.")
        + _pair("Colm R.", "What time does he go in? Want to bring the kids down.")
    )
    (section,) = find_sections(html)
    assert [r.depth for r in section.records] == [0, 0, 0]
