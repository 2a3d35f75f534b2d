"""Google News feed URLs for every kind of edition, and clear errors for bad arguments."""

from __future__ import annotations

import pytest

from comspider.sources import EDITIONS, SourceArgumentError, google_news_url, resolve_edition
from comspider.sources.editions import EditionError
from comspider.sources.google_news import parse_topics, strip_publisher


@pytest.mark.parametrize(
    ("country", "language", "query"),
    [
        ("US", "en", "hl=en-US&gl=US&ceid=US:en"),
        ("us", "EN", "hl=en-US&gl=US&ceid=US:en"),
        ("DE", "de", "hl=de&gl=DE&ceid=DE:de"),
        ("GB", "en", "hl=en-GB&gl=GB&ceid=GB:en"),
        ("UK", "en", "hl=en-GB&gl=GB&ceid=GB:en"),
        ("IN", "en", "hl=en-IN&gl=IN&ceid=IN:en"),
        ("IN", "hi", "hl=hi&gl=IN&ceid=IN:hi"),
        ("BR", "pt", "hl=pt-BR&gl=BR&ceid=BR:pt-419"),
        ("PT", "pt", "hl=pt-PT&gl=PT&ceid=PT:pt-150"),
        ("MX", "es", "hl=es-419&gl=MX&ceid=MX:es-419"),
        ("US", "es", "hl=es-419&gl=US&ceid=US:es-419"),
        ("ES", "es", "hl=es&gl=ES&ceid=ES:es"),
        ("TW", "zh", "hl=zh-TW&gl=TW&ceid=TW:zh-Hant"),
        ("HK", "zh", "hl=zh-HK&gl=HK&ceid=HK:zh-Hant"),
        ("CN", "zh", "hl=zh-CN&gl=CN&ceid=CN:zh-Hans"),
        ("CA", "fr", "hl=fr-CA&gl=CA&ceid=CA:fr"),
        ("JP", "ja", "hl=ja&gl=JP&ceid=JP:ja"),
        ("IL", "iw", "hl=he&gl=IL&ceid=IL:he"),
        ("NO", "nb", "hl=no&gl=NO&ceid=NO:no"),
        ("BR", "pt-BR", "hl=pt-BR&gl=BR&ceid=BR:pt-419"),
        ("AR", "es_419", "hl=es-419&gl=AR&ceid=AR:es-419"),
    ],
)
def test_listed_editions(country: str, language: str, query: str) -> None:
    assert google_news_url(country, language) == f"https://news.google.com/rss?{query}"


@pytest.mark.parametrize(
    ("country", "language", "expected"),
    [
        (None, None, ("US", "en-US", "US:en")),
        ("DE", None, ("DE", "de", "DE:de")),
        ("BR", None, ("BR", "pt-BR", "BR:pt-419")),
        ("IN", None, ("IN", "en-IN", "IN:en")),
        (None, "de", ("DE", "de", "DE:de")),
        (None, "pt-BR", ("BR", "pt-BR", "BR:pt-419")),
        (None, "pt-PT", ("PT", "pt-PT", "PT:pt-150")),
        (None, "zh-Hant", ("TW", "zh-TW", "TW:zh-Hant")),
        (None, "zh-Hans", ("CN", "zh-CN", "CN:zh-Hans")),
        (None, "es-419", ("MX", "es-419", "MX:es-419")),
        (None, "en-GB", ("GB", "en-GB", "GB:en")),
    ],
)
def test_defaults_from_one_side(country, language, expected) -> None:
    edition = resolve_edition(country, language)
    assert (edition.gl, edition.hl, edition.ceid) == expected
    assert edition.known


@pytest.mark.parametrize(
    ("country", "language", "expected"),
    [
        ("DK", "da", ("da", "DK:da")),  # not listed: the bare language
        ("FI", "en", ("en-FI", "FI:en")),  # English: en-<COUNTRY>
        ("BO", "es", ("es-419", "BO:es-419")),  # Spanish in the Americas
        ("AO", "pt", ("pt-PT", "AO:pt-150")),  # Portuguese outside Brazil
        ("SG", "zh", ("zh-SG", "SG:zh-Hans")),
        ("MO", "zh", ("zh-MO", "MO:zh-Hant")),
        ("FR", "zh-Hant", ("zh-TW", "FR:zh-Hant")),
        ("FR", "ar", ("ar", "FR:ar")),
    ],
)
def test_unlisted_editions_follow_google_rules(country, language, expected) -> None:
    edition = resolve_edition(country, language)
    assert (edition.hl, edition.ceid) == expected
    assert not edition.known


def test_table_is_consistent() -> None:
    assert len(EDITIONS) > 80
    for (country, language), edition in EDITIONS.items():
        assert edition.ceid.startswith(f"{country}:")
        assert edition.hl.split("-")[0] == language or (language, edition.hl) == ("no", "no")
        assert edition.known


@pytest.mark.parametrize(
    ("country", "language", "message"),
    [
        ("USA", None, "two-letter"),
        ("1X", "en", "two-letter"),
        (None, "english", "not a language code"),
        ("de", "d e", "not a language code"),
        ("XK", None, "give its language"),
        (None, "tlh", "give a country"),
    ],
)
def test_bad_edition_arguments(country, language, message) -> None:
    with pytest.raises(EditionError, match=message):
        resolve_edition(country, language)
    with pytest.raises(SourceArgumentError, match=message):
        google_news_url(country, language)


def test_topic_sections() -> None:
    url = google_news_url("DE", "de", topic="world")
    assert url == ("https://news.google.com/rss/headlines/section/topic/WORLD?hl=de&gl=DE&ceid=DE:de")
    for topic in (
        "WORLD",
        "NATION",
        "BUSINESS",
        "TECHNOLOGY",
        "ENTERTAINMENT",
        "SPORTS",
        "SCIENCE",
        "HEALTH",
    ):
        assert google_news_url(topic=topic.lower()).endswith(f"/topic/{topic}?hl=en-US&gl=US&ceid=US:en")
    assert "/topic/TECHNOLOGY?" in google_news_url(topic="Tech")
    assert google_news_url(topic="top") == google_news_url()
    with pytest.raises(SourceArgumentError, match="WORLD, NATION"):
        google_news_url(topic="weather")


def test_parse_topics() -> None:
    assert parse_topics(None) == [None]
    assert parse_topics("world, sports,WORLD") == ["WORLD", "SPORTS"]
    assert len(parse_topics("all")) == 8


def test_search_urls() -> None:
    assert google_news_url(query="climate change") == (
        "https://news.google.com/rss/search?q=climate+change&hl=en-US&gl=US&ceid=US:en"
    )
    assert google_news_url("BR", "pt", query="eleições  when:1d") == (
        "https://news.google.com/rss/search?q=elei%C3%A7%C3%B5es+when:1d&hl=pt-BR&gl=BR&ceid=BR:pt-419"
    )
    assert google_news_url(query='"site:bbc.co.uk" AT&T').startswith(
        "https://news.google.com/rss/search?q=%22site:bbc.co.uk%22+AT%26T&"
    )
    with pytest.raises(SourceArgumentError, match="either a topic or a query"):
        google_news_url(topic="world", query="x")


def test_base_url_for_the_offline_web() -> None:
    assert google_news_url(base_url="http://127.0.0.1:8123/") == (
        "http://127.0.0.1:8123/rss?hl=en-US&gl=US&ceid=US:en"
    )
    with pytest.raises(SourceArgumentError, match="scheme://host"):
        google_news_url(base_url="news.google.com/rss")


def test_strip_publisher() -> None:
    assert strip_publisher("Headline - Reuters", "Reuters") == "Headline"
    assert strip_publisher("A - B - The Hill", "The Hill") == "A - B"
    assert strip_publisher("Headline - reuters", "Reuters") == "Headline"
    assert strip_publisher("Headline", "Reuters") == "Headline"
    assert strip_publisher(" - Reuters", "Reuters") == " - Reuters"
    assert strip_publisher("Headline - Reuters", None) == "Headline - Reuters"
