"""A comment held for moderation that shows its writer only the system's notice ("Your
comment is awaiting moderation.") is no comment; a held comment that shows its words keeps
them, without the notice (comspider/fields/pending_notice.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from comspider.fields.extractor import comment_fields
from comspider.fields.pending_notice import is_pending
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections

WORDS = (
    "Well done to all the volunteers, ye did the parish proud this weekend.",
    "Great news, but the road out to the pier is still in a shocking state.",
    "The lights look lovely from the far side of the bay in the evening.",
)


def _page(last: str) -> str:
    items = "".join(
        f"<li class='cm'><cite>Reader {k}</cite> says:<br><small>2{k} September 2012 at 08:0{k}</small>"
        f"<p>{text}</p></li>"
        for k, text in enumerate(WORDS)
    )
    return (
        "<html><body><article><h1>Pier lights on again</h1>"
        + "<p>A long paragraph about the pier, its lights and the parish's volunteers.</p>" * 5
        + f"</article><ol class='comments'>{items}"
        + f"<li class='cm pending'><cite>Guest</cite> says:<br><small>22 September 2012 at 08:02</small>{last}</li>"
        + "</ol></body></html>"
    )


def _texts(html: str) -> list[str]:
    section = max(find_sections(parse_html(html)), key=lambda s: len(s.records))
    return [c.text for c in comment_fields(section, reference_time=datetime(2012, 10, 1, tzinfo=UTC))]


def test_an_entry_that_shows_only_the_moderation_notice_is_no_comment() -> None:
    assert _texts(_page("<p><em>Your comment is awaiting moderation.</em></p>")) == list(WORDS)


def test_a_held_comment_that_shows_its_words_keeps_them_without_the_notice() -> None:
    held = (
        "<p><em>Your comment is awaiting moderation.</em></p><p>Is the car park by the pier open again?</p>"
    )
    assert _texts(_page(held)) == [*WORDS, "Is the car park by the pier open again?"]


@pytest.mark.parametrize(
    "text",
    [
        "Your comment is awaiting moderation.",
        "Votre commentaire est en attente de modération.",
        "Il tuo commento è in attesa di moderazione.",
        "Dein Kommentar muss noch freigegeben werden.",
        "Ваш комментарий ожидает проверки.",
    ],
)
def test_the_notice_in_the_common_languages(text: str) -> None:
    assert is_pending(text)


def test_a_reader_writing_about_moderation_is_no_notice() -> None:
    assert not is_pending("Your comment is awaiting moderation, they said, and it never came back. Typical.")
