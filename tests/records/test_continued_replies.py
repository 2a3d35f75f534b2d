"""Replies folded away after a reply ("3 more replies") continue the reply list; boxes of
one kind at every level (digits aside) still nest answers."""

from __future__ import annotations

from comspider.records.invariants import find_sections


def _card(n: int, kind: str, name: str) -> str:
    return (
        f'<div class="{kind}" id="c-{n}"><a class="who" href="/u/{n}">{name}</a>'
        f"<div class='txt'>Kommentti numero {n} kirjoittajalta {name}, tarpeeksi pitkä tekstiksi.</div>"
        f"<div class='act'><a href='#'>Tykkää</a> · <a href='#'>Vastaa</a> · <abbr>{n} tuntia sitten</abbr></div></div>"
    )


def _page(thread: str) -> str:
    return (
        f"<html><body><article class='story'><p>{'Uutinen. ' * 40}</p></article>"
        f"<div class='stream'>{thread}</div></body></html>"
    )


def _structure(html: str) -> list[tuple[str, int | None]]:
    best = max(find_sections(html), key=lambda s: len(s.records))
    return [(r.node.get("id"), r.parent) for r in best.records]


def _item(top: int, replies: str) -> str:
    return f'<div class="item">{_card(top, "post", "Aino")}<div class="replies">{replies}</div></div>'


def test_a_folded_box_after_a_reply_continues_the_reply_list() -> None:
    folded = (
        _card(2, "reply", "Eero")
        + '<a class="more" href="#">Näytä 2 vastausta lisää</a><div class="folded hide">'
        + _card(3, "reply", "Kaisa")
        + _card(4, "reply", "Juha")
        + "</div>"
    )
    thread = _item(1, folded) + _item(5, _card(6, "reply", "Pekka")) + _item(7, _card(8, "reply", "Liisa"))
    assert _structure(_page(thread)) == [
        ("c-1", None),
        ("c-2", 0),
        ("c-3", 0),
        ("c-4", 0),
        ("c-5", None),
        ("c-6", 4),
        ("c-7", None),
        ("c-8", 6),
    ]


def test_boxes_of_one_kind_at_every_level_still_nest_answers() -> None:
    for level_one, level_two in (("replies", "replies"), ("replies depth-1", "replies depth-2")):
        answers = (
            _card(2, "reply", "Eero")
            + f'<div class="{level_two}">'
            + _card(3, "reply", "Kaisa")
            + _card(4, "reply", "Juha")
            + "</div>"
        )
        thread = (_item(1, answers) + _item(5, _card(6, "reply", "Pekka"))).replace(
            'class="replies"', f'class="{level_one}"'
        )
        assert _structure(_page(thread))[:4] == [("c-1", None), ("c-2", 0), ("c-3", 1), ("c-4", 1)], level_two
