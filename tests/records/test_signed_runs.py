"""Comments written as bare paragraphs, each signed on a line of its own, parted by rules:
no element per comment, and one comment of one paragraph beside another of two. The
paragraphs between two rules are one record (records/periods.py ``_signed_run``)."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections

ENTRIES = [
    (
        "Walter Nyberg, Maple Falls",
        ["The lights at the school crossing have been out since Thanksgiving and nobody has fixed them."],
    ),
    (
        "Dorothy Haines",
        [
            "My grandson crosses there every morning at quarter to eight, in the dark this time of year.",
            "I called the village office twice and was told it is the county's job.",
        ],
    ),
    ("K. Brandvold", ["The county fixed the one on Route 4 in a week. Somebody should call them directly."]),
    (
        "Ray Olmstead, Cedar Hill",
        ["Dorothy is right, it is the county's. Their road department number is on the website."],
    ),
]


def _page(rule: str = "<hr />") -> str:
    parts = []
    for name, paragraphs in ENTRIES:
        body = "".join(f"<p>{p}</p>" for p in paragraphs)
        parts.append(f"{body}<p>&mdash; {name}<br /><small>Dec. 3, 2012 at 7:1{len(parts)} pm</small></p>")
    return (
        '<html><head><meta property="article:published_time" content="2012-12-02T09:00:00-05:00"></head><body>'
        "<div><h1>School crossing lights still dark</h1><p>The flashing lights at the Elm Street crossing have not "
        "worked for two weeks, parents say, and the village and the county each say the other is responsible.</p></div>"
        f'<div><h3>Letters</h3>{rule.join(parts)}<div class="form">Write to us: <textarea></textarea></div></div>'
        "</body></html>"
    )


def test_the_paragraphs_between_two_rules_are_one_record() -> None:
    sections = [s for s in find_sections(parse_html(_page())) if len(s.records) >= 3]
    assert [len(r.extra) for r in sections[0].records] == [1, 2, 1, 1]


def test_signed_paragraphs_between_rules_are_the_comments() -> None:
    got = extract_comments(
        _page(),
        article_url="https://village.example/news/crossing",
        reference_time=datetime(2013, 1, 1, tzinfo=UTC),
    )
    assert [c.comment.text for c in got] == [" ".join(paragraphs) for _, paragraphs in ENTRIES]
    assert [c.comment.author for c in got] == [
        "Walter Nyberg",
        "Dorothy Haines",
        "K. Brandvold",
        "Ray Olmstead",
    ]


def test_paragraphs_with_a_rule_here_and_there_are_no_run() -> None:
    """An article's paragraphs with a rule or two between them: no kind of element is in
    each part exactly once, so no part is a record."""
    paragraphs = "".join(
        f"<p>Paragraph {k} of the story, which goes on about the village and its roads.</p>" for k in range(9)
    )
    html = f"<html><body><div>{paragraphs[:300]}<hr />{paragraphs[300:600]}<hr />{paragraphs[600:]}</div></body></html>"
    for section in find_sections(parse_html(html)):
        assert all(not r.extra for r in section.records)


LETTERS = [
    (
        "Carla Vint",
        [
            "Both my daughters went to that school and I understand the numbers as well as anyone on the board.",
            "I would have liked an answer about the lunch schedule before the vote.",
        ],
    ),
    (
        "Rob Pell",
        ["The building needs a new boiler and a roof, and somebody has to say where that money comes from."],
    ),
    (
        "Marta J.",
        ["Rob, it comes from your taxes either way: busing a hundred children across Route 9 is not free."],
    ),
    (
        "Dan Kowal",
        ["Sad day. Room 12 and the radiator that banged all winter. Good luck to the teachers packing up."],
    ),
]


def test_a_first_letter_longer_than_the_others_keeps_its_first_paragraph() -> None:
    """Every letter but the first is one paragraph and its signature line: the run repeats
    with that period, and the first letter's first paragraph, before the run, is its own.
    The typed dash ("-- NAME, TOWN · DATE") signs it, the town no part of the name."""
    letters = '<hr size="1">'.join(
        "".join(f"<p>{p}</p>" for p in paragraphs)
        + f'<p align="right"><i>-- {name}, Millbrook &middot; Sept. {14 + k // 2}, 2010</i></p>'
        for k, (name, paragraphs) in enumerate(LETTERS)
    )
    html = (
        '<html><head><meta property="article:published_time" content="2010-09-14T09:00:00-04:00"></head><body>'
        "<div><h1>Board votes to close Elm Street School</h1><p>The school board voted 4-3 on Tuesday to close the "
        "school at the end of the year.</p></div>"
        f'<div id="fb"><h4>Feedback</h4>{letters}</div></body></html>'
    )
    got = extract_comments(
        html,
        article_url="https://ledger.example/news/elm-street",
        reference_time=datetime(2011, 1, 1, tzinfo=UTC),
    )
    assert [c.comment.text for c in got] == [" ".join(paragraphs) for _, paragraphs in LETTERS]
    assert [c.comment.author for c in got] == [name for name, _ in LETTERS]


def test_a_signature_with_its_date_on_the_next_line_names_the_writer_without_the_town() -> None:
    """Letters signed without a dash, the date on the signature's next line ("<i>Kovács
    Endre, Kiskunfélegyháza</i><br>2011. október 12., 21:14"): the signature is the last
    thing before the date, and the town goes."""
    letters = [
        (
            "Kovács Endre, Kiskunfélegyháza",
            "Ötven éve lakom a Kossuth utcában, és ezek a platánok akkor is nagyok voltak.",
        ),
        ("Tóth Ágnes", "Nálunk kétszer repedt meg a vízvezeték a gyökerek miatt, a kárt mi fizettük meg."),
        (
            "Molnár Gábor, Petőfiszállás",
            "A platán allergiát is okoz, tavasszal a termése szöszétől köhög a fél utca.",
        ),
    ]
    parts = "<hr />".join(
        f'<p>{text}</p><p align="right"><i>{name}</i><br />2011. október 1{k}., 21:1{k}</p>'
        for k, (name, text) in enumerate(letters)
    )
    html = (
        "<html><head><meta property='article:published_time' content='2011-10-11T08:00:00+02:00'></head><body>"
        f"<div><h1>Kivágják a platánokat</h1><p>{'A képviselő-testület döntött a fákról. ' * 8}</p></div>"
        f"<div><h3>Olvasóink írták</h3><hr />{parts}<hr /><form><textarea></textarea></form></div></body></html>"
    )
    got = extract_comments(
        html,
        article_url="https://hirek.example/helyi/platanok",
        reference_time=datetime(2011, 11, 1, tzinfo=UTC),
    )
    assert [c.comment.author for c in got] == ["Kovács Endre", "Tóth Ágnes", "Molnár Gábor"]
