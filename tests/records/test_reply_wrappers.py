"""Reply containers after their comment (Drupal's ``div.indented``): the comments are
the records, the replies answering the comment their container follows."""

from __future__ import annotations

from comspider.records.invariants import find_sections


def _comment(n: int, name: str) -> str:
    return (
        f'<article class="c" id="c-{n}"><footer><span class="who">{name}</span> '
        f'<span class="when">14. mars 2018 kl. 1{n}:02</span></footer>'
        f"<div class='body'><p>Athugasemd númer {n} frá {name}, nógu löng til að vera texti.</p></div></article>"
    )


def _page(thread: str) -> str:
    return (
        f"<html><body><article class='story'><p>{'Frétt. ' * 40}</p></article>"
        f"<section id='d'><h2>Umræða</h2>{thread}</section></body></html>"
    )


def _structure(html: str) -> list[tuple[str, int | None, int]]:
    best = max(find_sections(html), key=lambda s: len(s.records))
    return [(r.node.get("id"), r.parent, r.depth) for r in best.records]


def test_reply_containers_after_their_comments_give_the_comments_and_their_replies() -> None:
    thread = (
        _comment(1, "Sigga")
        + '<div class="indented">'
        + _comment(2, "Gunnar")
        + '<div class="indented">'
        + _comment(3, "Sigga")
        + "</div></div>"
        + _comment(4, "Óli")
        + '<div class="indented">'
        + _comment(5, "Halla")
        + _comment(6, "Óli")
        + "</div>"
        + _comment(7, "Bóndi")
        + '<div class="indented">'
        + _comment(8, "Ritstjórn")
        + "</div>"
    )
    assert _structure(_page(thread)) == [
        ("c-1", None, 0),
        ("c-2", 0, 1),
        ("c-3", 1, 2),
        ("c-4", None, 0),
        ("c-5", 3, 1),
        ("c-6", 3, 1),
        ("c-7", None, 0),
        ("c-8", 6, 1),
    ]


def test_a_list_of_boxes_each_opening_with_a_heading_is_left_as_it_is() -> None:
    # boxes whose first element is of the kind of what precedes them only for some
    boxes = "".join(
        f"<div class='box'><h3>Titill {n}</h3><p>Texti kassans {n}, nokkur orð hér.</p></div>"
        for n in range(4)
    )
    html = _page(f"<h3>Inngangur</h3>{boxes}")
    best = max(find_sections(html), key=lambda s: len(s.records))
    assert [r.node.get("class") for r in best.records] == ["box"] * 4
