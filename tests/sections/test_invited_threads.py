"""Discussions named by what surrounds them rather than by a heading or a time: the comment
form right after the last record, or records that each say who wrote them ("NAME a écrit :");
and lists that the same surroundings do not make one (a list under a heading of its own
above a form that sends entries in, a popup's boxes before another popup's form). Also the
days of one calendar: a record dated the day before an article that declares its day
alone was written before it."""

from __future__ import annotations

from datetime import UTC, datetime

import comspider
from comspider.sections.times import earliest_written, written_after

READ = datetime(2026, 12, 1, tzinfo=UTC)

HEAD = (
    "<html><head><title>De dijk wordt breder - De Polderpost</title></head><body><div class='artikel'>"
    "<h1>De dijk wordt breder</h1><div class='datum'>dinsdag 16 juni 2015, 12:10</div>"
    "<p>Het waterschap begint in september met het versterken van ruim vier kilometer dijk langs de Vliet. "
    "Het werk duurt naar verwachting twee jaar en kost ruim twaalf miljoen euro.</p>"
    "<p>Voor de werkzaamheden moet het waterschap strookjes grond kopen van twaalf boeren langs de dijk.</p>"
)
READERS = [
    (
        "Gerrit",
        "Wie betaalt de grond die de boeren langs de Vliet kwijtraken? Dat staat nergens in het stuk.",
    ),
    ("Annelies van D.", "Twee jaar vrachtwagens voor de deur en niemand heeft ons iets gevraagd. Jammer."),
    ("Bram", "Liever twee jaar overlast dan natte voeten. Vraag de ouderen in het dorp maar eens."),
]
FORM = "<form><p>Naam <input name='naam'></p><textarea name='tekst'></textarea><input type='submit'></form>"


def _entries(said: str = "") -> str:
    return "".join(
        f"<div class='bijdrage'><div class='naam'>{name}{said}</div><div class='tekst'><p>{text}</p></div></div>"
        for name, text in READERS
    )


def _authors(html: str) -> list[str | None]:
    return [
        c.author for c in comspider.extract(html, "https://polderpost.example/nieuws/dijk", visited_at=READ)
    ]


def test_names_and_words_above_their_comment_form_are_a_discussion() -> None:
    assert _authors(HEAD + _entries() + FORM + "</div></body></html>") == [n for n, _ in READERS]


def test_without_the_form_they_are_no_discussion() -> None:
    assert _authors(HEAD + _entries() + "</div></body></html>") == []


def test_a_list_under_a_heading_of_its_own_above_a_form_is_what_the_heading_says() -> None:
    # entries sent in (wishes, exhibits) are listed above the form that sends them
    listed = "<h3>Ingezonden door lezers</h3>" + _entries()
    assert _authors(HEAD + listed + FORM + "</div></body></html>") == []


def test_records_saying_who_wrote_them_are_a_discussion_under_such_a_heading_too() -> None:
    listed = "<h3>Uw mening</h3>" + _entries(" schreef:")
    assert _authors(HEAD + listed + FORM + "</div></body></html>") == [f"{n}" for n, _ in READERS]


def test_readers_questions_each_answered_by_one_expert_above_the_question_form_are_a_column() -> None:
    answer = "<p class='a'><i>Antwoord van mr. Pieter Hoorn:</i> Dat mag niet zonder vergunning van de gemeente.</p>"
    column = "".join(
        f"<div class='vraag'><p class='q'><b>{name}</b> vraagt: {text}</p>{answer}</div>"
        for name, text in READERS
    )
    assert _authors(HEAD + column + FORM + "</div></body></html>") == []


def test_a_form_far_below_the_list_names_nothing() -> None:
    between = "".join(f"<div><span>{k}</span><p>Nog een regel tekst hier.</p></div>" for k in range(15))
    assert _authors(HEAD + _entries() + between + FORM + "</div></body></html>") == []


def test_a_day_before_the_articles_day_is_before_it() -> None:
    day = datetime(2012, 3, 13, tzinfo=UTC)  # an article that declares its day alone
    assert earliest_written(["12.03.2012"], day) == day
    assert written_after(["12.03.2012"], day, READ) is False
    assert written_after(["13.03.2012"], day, READ) is True
    # a time of day keeps the day's slack (a clock in UTC or local)
    assert written_after(["12.03.2012 23:40"], day, READ) is True
