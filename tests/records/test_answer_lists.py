"""A second list of answers, each linking to the comment it answers, is part of the thread."""

from __future__ import annotations

from comspider import extract

_NAMES = ("Liisa", "Olli", "Hanna", "Matti", "Toimitus", "Toimitus")


def _item(n: int, name: str, answers: int | None = None) -> str:
    ref = (
        f'<p class="ref">Vastaus <a href="#k-{answers}">#{answers}</a> ({_NAMES[answers - 1]})</p>'
        if answers
        else ""
    )
    return (
        f'<li class="kom" id="k-{n}"><span class="nr">#{n}</span> <b class="nimi">{name}</b> '
        f'<span class="aika">2 heinäkuuta 2010 klo 1{n}:14</span>{ref}'
        f"<p>Kommentti numero {n} kirjoittajalta {name}, riittävän pitkä tekstiksi.</p></li>"
    )


def test_answers_in_a_list_of_their_own_answer_the_comments_they_link_to() -> None:
    comments = "".join(_item(n, name) for n, name in enumerate(_NAMES[:4], 1))
    answers = _item(5, "Toimitus", 2) + _item(6, "Toimitus", 3) + _item(7, "Olli", 5)
    page = (
        "<html><head><title>Juttu</title>"
        '<meta property="article:published_time" content="2010-07-02T08:00:00Z"></head><body>'
        f"<article><p>{'Juttu. ' * 40}</p></article><div class='kommentit'><h3>Kommentit (4)</h3>"
        f"<ol class='lista'>{comments}</ol><h3>Vastaukset (3)</h3><ol class='lista vastaukset'>{answers}</ol>"
        "</div></body></html>"
    )
    found = extract(page, url="https://lehti.example/juttu", visited_at="2010-07-05T00:00:00Z")
    by_id = {c.comment_id: c for c in found}
    parents = [(c.author, by_id[c.parent_id].author if c.parent_id else None) for c in found]
    assert parents == [
        ("Liisa", None),
        ("Olli", None),
        ("Hanna", None),
        ("Matti", None),
        ("Toimitus", "Olli"),
        ("Toimitus", "Hanna"),
        ("Olli", "Toimitus"),
    ]
