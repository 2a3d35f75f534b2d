"""A plugin's line under each reader's text with the reader's own name in it
(comspider/fields/name_lines.py): "NAME recently posted..TITLE" goes from the text when two
readers' texts end in it; a reader's own sentence with a name stays."""

from __future__ import annotations

from comspider.fields.name_lines import without_name_lines
from comspider.records.model import ExtractedComment


def _comments(*pairs: tuple[str, str]) -> list[ExtractedComment | None]:
    return [ExtractedComment(text=text, author=author) for author, text in pairs]


def test_a_line_naming_each_reader_with_the_same_words_goes() -> None:
    out = _comments(
        ("Frugal Mama Jen", "Love this breakdown! Frugal Mama Jen recently posted..Why I Stopped Couponing"),
        (
            "Mike @ Debt Free by 40",
            "I'll be the contrarian here. Mike recently posted..February Net Worth: Up $3,112",
        ),
        ("Carla", "Thank you for being honest about the bad weeks."),
    )
    without_name_lines(out)
    assert [c.text for c in out if c is not None] == [
        "Love this breakdown!",
        "I'll be the contrarian here.",
        "Thank you for being honest about the bad weeks.",
    ]


def test_one_reader_naming_herself_is_no_template() -> None:
    out = _comments(
        ("Anna", "Great recipe. Anna says: try it with lime. And thanks!"),
        ("Ben", "We made it twice already."),
    )
    without_name_lines(out)
    assert out[0] is not None and out[0].text == "Great recipe. Anna says: try it with lime. And thanks!"


def test_a_text_that_is_all_line_keeps_it() -> None:
    out = _comments(
        ("Jo", "Jo recently posted..My garden in May"),
        ("Kim", "So true. Kim recently posted..Ten books for the beach"),
    )
    without_name_lines(out)
    assert [c.text for c in out if c is not None] == ["Jo recently posted..My garden in May", "So true."]
