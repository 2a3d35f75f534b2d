"""dateparser's languages for a text: those of its letters' scripts."""

from __future__ import annotations

import pytest

from comspider.date_languages import languages_for, text_scripts
from comspider.page_dates import DATEPARSER_LANGUAGES


def test_latin_letters_get_the_latin_script_languages() -> None:
    chosen = languages_for("KateB on October 23rd, 2012 2:06 pm", DATEPARSER_LANGUAGES)
    assert {"en", "de", "fr", "pl", "vi", "tr"} <= set(chosen)
    assert not {"ru", "ar", "ja", "zh", "el", "he", "th", "hi", "ko"} & set(chosen)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3 часа назад", {"ru", "uk", "bg", "sr"}),
        ("1 يناير 2026 - 08:37", {"ar", "fa"}),
        ("3時間前", {"ja", "zh", "ko"}),
        ("3分前", {"ja", "zh", "ko"}),
        ("たったいま", {"ja"}),
        ("たった今", {"ja", "zh", "ko"}),
        ("3시간 전", {"ko"}),
        ("πριν από 3 ώρες", {"el"}),
        ("לפני 3 שעות", {"he"}),
    ],
)
def test_other_scripts_get_their_languages(text: str, expected: set[str]) -> None:
    assert set(languages_for(text, DATEPARSER_LANGUAGES)) == expected


def test_mixed_scripts_get_the_languages_of_each() -> None:
    chosen = set(languages_for("12 марта 2024, 14:05 GMT", DATEPARSER_LANGUAGES))
    assert {"ru", "en", "de"} <= chosen and "ar" not in chosen


@pytest.mark.parametrize("text", ["12.03.2023 14:05", "", "ვ 3 საათის წინ"])
def test_no_letters_or_an_unlisted_script_get_every_language(text: str) -> None:
    assert languages_for(text, DATEPARSER_LANGUAGES) == DATEPARSER_LANGUAGES


def test_text_scripts() -> None:
    assert text_scripts("Ünïcödé März") == frozenset({"latin"})
    assert text_scripts("ვ") is None
