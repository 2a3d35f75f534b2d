"""Flat comment lists whose replies are marked, not nested: parent links and levels."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from comspider.fields.extractor import comment_fields
from comspider.records.invariants import find_sections


def _comment(
    cid: int,
    name: str,
    level: int | None = None,
    parent: tuple[int, str] | None = None,
    level_attr: str = "class",
) -> str:
    marks = (
        f' class="b-comment b-comment_level_{level}"'
        if level is not None and level_attr == "class"
        else ' class="b-comment"'
    )
    if level is not None and level_attr == "data":
        marks += f' data-depth="{level}"'
    up = f'<a class="b-comment__parent" href="#comment-{parent[0]}">↑ {parent[1]}</a>' if parent else ""
    return (
        f'<div{marks} id="comment-{cid}"><div class="b-comment__head"><img class="b-comment__avatar" src="/a.png">'
        f'<span class="b-comment__author">{name}</span><span class="b-comment__date">2 часа назад</span>{up}</div>'
        f'<div class="b-comment__text">Текст комментария номер {cid} от {name}, достаточно длинный.</div>'
        f'<div class="b-comment__foot"><span class="b-comment__rating">+{cid}</span>'
        f'<button class="b-comment__reply">Ответить</button></div></div>'
    )


def _page(items: str) -> str:
    return f'<html><body><article><p>{"Статья. " * 40}</p></article><div id="comments"><div class="list">{items}</div></div></body></html>'


def _structure(html: str) -> list[tuple[int | None, int]]:
    best = max(find_sections(html), key=lambda s: len(s.records))
    comments = comment_fields(best, reference_time=datetime(2026, 11, 25, tzinfo=UTC))
    assert all("↑" not in c.text and "Текст" in c.text for c in comments if "Текст" in html)
    return [(c.parent, c.depth) for c in comments]


def test_parent_links_thread_a_flat_list():
    items = "".join(
        [
            _comment(1, "Анна", 0),
            _comment(2, "Борис", 1, (1, "Анна")),
            _comment(3, "Вера", 2, (2, "Борис")),
            _comment(4, "Глеб", 1, (1, "Анна")),
            _comment(5, "Дина", 0),
            _comment(6, "Егор", 1, (5, "Дина")),
        ]
    )
    assert _structure(_page(items)) == [(None, 0), (0, 1), (1, 2), (0, 1), (None, 0), (4, 1)]


def test_levels_alone_thread_a_flat_list():
    items = "".join(
        _comment(i + 1, n, lvl, level_attr="data")
        for i, (n, lvl) in enumerate([("a", 0), ("b", 1), ("c", 2), ("d", 1), ("e", 0), ("f", 0)])
    )
    assert _structure(_page(items)) == [(None, 0), (0, 1), (1, 2), (0, 1), (None, 0), (None, 0)]
    classes = "".join(_comment(i + 1, n, lvl) for i, (n, lvl) in enumerate([("a", 1), ("b", 2), ("c", 1)]))
    assert _structure(_page(classes)) == [(None, 0), (0, 1), (None, 0)]


def _numbered(items: list[tuple[str, str]]) -> str:
    """Records whose only mark of a level is a numbered class token, in any word."""
    return "".join(
        _comment(i + 1, name).replace('class="b-comment"', f'class="b-comment {token}"', 1)
        for i, (name, token) in enumerate(items)
    )


def test_a_numbered_class_in_any_word_threads_a_flat_list_when_it_runs_as_levels() -> None:
    levels = [
        ("a", "livello-1"),
        ("b", "livello-2"),
        ("c", "livello-3"),
        ("d", "livello-1"),
        ("e", "livello-2"),
    ]
    assert _structure(_page(_numbered(levels))) == [(None, 0), (0, 1), (1, 2), (None, 0), (3, 1)]
    # a stripe's two values taking turns, and a numbering, are no levels
    stripe = [("a", "rivi-1"), ("b", "rivi-2"), ("c", "rivi-1"), ("d", "rivi-2"), ("e", "rivi-1")]
    assert _structure(_page(_numbered(stripe))) == [(None, 0)] * 5
    numbering = [("a", "pos-1"), ("b", "pos-2"), ("c", "pos-3"), ("d", "pos-4")]
    assert _structure(_page(_numbered(numbering))) == [(None, 0)] * 4


def test_permalinks_and_unmarked_lists_stay_flat():
    # every record links to itself (a permalink) and to the form: no replies
    items = "".join(
        _comment(i, f"user{i}").replace(
            "</span><span class",
            f'</span><a href="#comment-{i}">#</a><a href="#respond">reply</a><span class',
            1,
        )
        for i in range(1, 5)
    )
    assert _structure(_page(items)) == [(None, 0)] * 4
    # a list that does not start at the top level is not read as levels
    odd = "".join(
        _comment(i + 1, n, lvl, level_attr="data")
        for i, (n, lvl) in enumerate([("a", 2), ("b", 1), ("c", 2)])
    )
    assert _structure(_page(odd)) == [(None, 0)] * 3


@pytest.mark.parametrize("modifier", ["kommentar--antwort", "cevap", "kommentar-svar", "valasz"])
def test_a_reply_modifier_hangs_replies_under_the_top_level_comment_above(modifier: str) -> None:
    def rec(i: int, reply: bool) -> str:
        cls = f"kommentar {modifier}" if reply else "kommentar"
        return (
            f'<div class="{cls}" id="kommentar-{i}"><div class="kopf"><span class="autor">Nutzer{i}</span>'
            f'<span class="datum">vor {i} Stunden</span></div><div class="text"><p>Ein Kommentar mit der '
            f'Nummer {i}, lang genug für einen Kommentar.</p></div><a href="#" class="antworten">Antworten</a></div>'
        )

    items = "".join(rec(i, r) for i, r in enumerate([False, True, True, False, False, True], start=1))
    assert _structure(_page(items)) == [(None, 0), (0, 1), (0, 1), (None, 0), (None, 0), (4, 1)]
    # a modifier every record carries says nothing
    same = "".join(rec(i, True) for i in range(1, 4))
    assert _structure(_page(same)) == [(None, 0)] * 3


def test_replies_numbered_under_their_parents_numbers() -> None:
    """ "ความคิดเห็นที่ ๒-๑" answers "ความคิดเห็นที่ ๒": the numbers, in Thai digits, give the
    thread; the number line is no author."""
    from lxml import html as lxml_html

    from comspider.fields.parent import _numbered_parents
    from comspider.records.model import Record

    numbers = ["๑", "๑-๑", "๒", "๒-๑", "๒-๒", "๓"]
    root = lxml_html.fromstring(
        "<div>"
        + "".join(
            f'<div class="kh-box"><div class="kh-lek">ความคิดเห็นที่ {n}</div>'
            f'<div class="kh-nuea">ข้อความที่ {k} ของผู้อ่าน</div></div>'
            for k, n in enumerate(numbers)
        )
        + "</div>"
    )
    records = [Record(node=el) for el in root]
    assert _numbered_parents(records) == [None, 0, None, 2, 2, None]
    # dates in the first line run in no such order: no thread from them
    dated = lxml_html.fromstring(
        "<div>"
        + "".join(f"<div><span>1{k}-03-2012</span><p>Text {k} here.</p></div>" for k in range(4))
        + "</div>"
    )
    assert _numbered_parents([Record(node=el) for el in dated]) is None


def test_replies_that_name_the_number_of_the_comment_they_answer() -> None:
    """Comments numbered "#1" ... "#6" over each, a reply opening "En respuesta a #5:" or
    ">>2": the comment of that number, shown before it (set EF, built blind: a Spanish
    paper's print view; both replies had been left flat)."""
    from lxml import html as lxml_html

    from comspider.fields.parent import _referenced_parents
    from comspider.records.model import Record

    texts = [
        "Llevamos tres veranos con cortes de agua en la huerta.",
        "La obra la paga la Confederación, no el Ayuntamiento.",
        "¿Alguien sabe si las obras van a cortar el camino viejo?",
        "En respuesta a #3: el camino se desvía por la vereda del río.",
        ">>2 el mantenimiento lo asume la comunidad de regantes.",
        "Soy vuestro fan #1, buena noticia aunque llegue tarde, y lo digo desde el #7.",
    ]
    root = lxml_html.fromstring(
        "<table>"
        + "".join(
            f"<tr><td><b>#{k}</b></td><td><b>Lector {k}</b> <font>12/05/2016 - 1{k}:14</font><br>{t}</td></tr>"
            for k, t in enumerate(texts, start=1)
        )
        + "</table>"
    )
    records = [Record(node=el) for el in root.iter("tr")]
    # "fan #1," inside a sentence names no comment
    assert _referenced_parents(records) == [None, None, None, 2, 1, None]
    # without a number over every comment, no reference is read
    assert (
        _referenced_parents([*records[:3], Record(node=lxml_html.fromstring("<tr><td>x</td></tr>"))]) is None
    )


def test_a_number_marked_as_the_records_wins_over_a_count_beside_it() -> None:
    """zeit.de (trafilatura's saved page): "NAME", "#2.1 — vor 8 Stunden", "Leserempfehlung",
    "84" over each comment: the record's number is the marked one, not the count, and "#2.1"
    answers "#2" (the thread was left flat: the counts were read as the numbers)."""
    from lxml import html as lxml_html

    from comspider.fields.parent import _numbered_parents
    from comspider.records.model import Record

    rows = [
        ("Anna", "1", 2),
        ("Curitiba", "1.1", 20),
        ("Rechts", "2", 47),
        ("Robert", "2.1", 84),
        ("Toto", "3", 94),
    ]
    root = lxml_html.fromstring(
        "<div>"
        + "".join(
            f"<article><h4><a>{name}</a> <a>#{number} &nbsp;—&nbsp; vor 8 Stunden</a></h4>"
            f"<span>Leserempfehlung</span> <span>{votes}</span><p>Kommentar von {name} zum Artikel.</p></article>"
            for name, number, votes in rows
        )
        + "</div>"
    )
    assert _numbered_parents([Record(node=el) for el in root]) == [None, 0, None, 2, None]
