"""Posts of other shapes numbered in the records' id scheme are records too."""

from __future__ import annotations

from comspider.records.invariants import find_sections


def _member(n: int, name: str) -> str:
    return (
        f'<div class="mb" id="post-{n}"><div class="side"><a class="nick" href="/m/{n}">{name}</a>'
        f'<span class="rank">regular</span></div><div class="main"><p class="date">2012/05/10 1{n}:30</p>'
        f'<p class="body">Member {name} writes post number {n}, long enough to be a text.</p>'
        f'<p class="act"><a href="#form">Reply</a> <a href="/report">Report</a></p></div></div>'
    )


def _guest(n: int, name: str) -> str:
    return f'<p class="gs" id="post-{n}"><span>Guest: {name}</span> (2012/05/10 1{n}:05)<br>Guest {name} says a few words here.</p>'


def test_posts_of_other_shapes_in_the_records_id_scheme_are_records() -> None:
    board = (
        _member(1, "Aki")
        + _guest(2, "Ren")
        + _member(3, "Mio")
        + _guest(4, "Sora")
        + _member(5, "Yui")
        + _guest(6, "Kai")
        + _member(7, "Nao")
    )
    page = f"<html><body><article><p>{'Story. ' * 40}</p></article><div class='board'>{board}</div></body></html>"
    best = max(find_sections(page), key=lambda s: len(s.records))
    assert [r.node.get("id") for r in best.records] == [f"post-{n}" for n in range(1, 8)]


def test_a_post_in_a_reply_box_after_a_record_answers_that_record() -> None:
    """The newsroom's answer in the reply box the board nests answers in, placed after the
    guest's post it answers rather than inside it: a reply of that post."""
    answer = (
        '<div class="res"><table class="ed" id="post-3"><tr><th>The newsroom</th><td>2012/05/10 15:20</td></tr>'
        "<tr><td colspan='2'>The city plans to plant fifteen new trees along the widened pavement.</td></tr>"
        "</table></div>"
    )
    nested = f'<div class="res">{_member(6, "Ren")}</div>'
    board = (
        _member(1, "Aki")
        + _guest(2, "Ren")
        + answer
        + _member(4, "Mio")
        + _guest(5, "Sora")
        + _member(7, "Yui").replace("</div></div>", f"</div>{nested}</div>", 1)
    )
    page = f"<html><body><article><p>{'Story. ' * 40}</p></article><div class='board'>{board}</div></body></html>"
    best = max(find_sections(page), key=lambda s: len(s.records))
    parents = {
        r.node.get("id"): (best.records[r.parent].node.get("id") if r.parent is not None else None)
        for r in best.records
    }
    assert parents["post-3"] == "post-2"


def test_a_lone_comments_answer_numbered_in_its_scheme_inside_it_is_its_reply() -> None:
    """One reader's comment holding the columnist's answer in a list of its own (set EQ's
    Portuguese blog: ``li#recado-2291 > ol > li#recado-2294.do-colunista``): nothing
    repeats, but the answer's id is of the comment's scheme; an id of another scheme
    inside it (its text box) is no record."""
    from lxml import html as lxml_html

    from comspider.records.model import Record, RecordSection
    from comspider.records.numbered_records import add_numbered_records

    root = lxml_html.fromstring(
        "<ol class='lista'><li id='recado-2291'><span class='quem'>Rosângela</span> <span>5 de setembro de 2012</span>"
        "<p id='texto-2291'>Achei a cobertura linda, mas o aluguel é caro demais para quem vende verdura.</p>"
        "<ol><li id='recado-2294' class='do-colunista'><span class='quem'>Cláudio</span> <span>5 de setembro</span>"
        "<p>A Secretaria me informou que o valor pode ser parcelado nos primeiros meses.</p></li></ol></li></ol>"
    )
    section = RecordSection(root, [Record(root[0])])
    assert add_numbered_records(section) == 1
    assert [(r.node.get("id"), r.parent, r.depth) for r in section.records] == [
        ("recado-2291", None, 0),
        ("recado-2294", 0, 1),
    ]
