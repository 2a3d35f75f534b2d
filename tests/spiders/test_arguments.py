"""Spider arguments: every problem is one line naming the argument, the value and what
is accepted; the default schedule follows the sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from comspider.spiders.arguments import ArgumentError, SpiderArguments


@pytest.mark.parametrize(
    ("kwargs", "argument", "accepted"),
    [
        ({"bogus": "1"}, "bogus", "feed_url, urls, urls_file"),
        ({"max_articles": "abc"}, "max_articles", "a whole number"),
        ({"max_articles": "-3"}, "max_articles", "a whole number"),
        ({"schedule": "later"}, "schedule", "queued, immediate"),
        ({"feed_url": "not-a-url"}, "feed_url", "https://"),
        ({"urls": "foo bar"}, "urls", "https://"),
        ({"urls": "file:///tmp/page.html"}, "urls", "a saved page: comspider extract PATH"),
        ({"urls_file": "/missing.txt"}, "urls_file", "one article URL per line"),
        ({"watch": "maybe"}, "watch", "true"),
        ({"topic": "weather"}, "topic", "world, nation"),
        ({"country": "XYZ"}, "country", "ISO 3166"),
        ({"feed": "bing"}, "feed", "google, none"),
    ],
)
def test_a_bad_argument_is_one_line_with_name_value_and_accepted(
    kwargs: dict[str, str], argument: str, accepted: str
) -> None:
    with pytest.raises(ArgumentError) as caught:
        SpiderArguments.parse(dict(kwargs))
    error = caught.value
    message = str(error)
    assert error.argument == argument and "\n" not in message
    assert message.startswith(f"{argument}=") and repr(kwargs[argument]) in message
    assert accepted in message
    assert error.message("--x").startswith(f"--x {kwargs[argument]!r}: ")


def test_scrapyds_own_arguments_pass() -> None:
    assert SpiderArguments.parse({"_job": "abc123", "urls": "https://a.example/x"}).urls


def test_urls_are_visited_now_and_feeds_queued_unless_told(tmp_path: Path) -> None:
    listed = tmp_path / "urls.txt"
    listed.write_text("https://a.example/1\n")
    assert SpiderArguments.parse({"urls": "https://a.example/x"}).schedule == "immediate"
    assert SpiderArguments.parse({"urls_file": str(listed)}).schedule == "immediate"
    assert SpiderArguments.parse({"feed_url": "https://a.example/rss"}).schedule == "queued"
    assert SpiderArguments.parse({}).schedule == "queued", "Google News"
    mixed = SpiderArguments.parse({"urls": "https://a.example/x", "feed_url": "https://a.example/rss"})
    assert mixed.schedule == "queued" and "feed" in mixed.schedule_note()
    given = SpiderArguments.parse({"urls": "https://a.example/x", "schedule": "queued"})
    assert given.schedule == "queued" and given.schedule_given


def test_urls_split_only_where_a_new_url_starts_and_get_https_when_they_have_no_scheme() -> None:
    """Real article URLs have commas (br.de's, in ../shared/data/fundus): a comma starts a
    new URL only before a scheme or www.; a URL without a scheme gets https://, whatever
    its host."""
    from comspider.sources import sources_from_arguments

    given = (
        "http://host/story,UAf9GNd.html,https://www.br.de/nachrichten/bayern/aufarbeiten,UAf9GNd,"
        "www.example.com/news/1\n127.0.0.1:8765/x winfuture.de/news,142489.html"
    )
    arguments = SpiderArguments.parse({"urls": given})
    assert arguments.urls == [
        "http://host/story,UAf9GNd.html",
        "https://www.br.de/nachrichten/bayern/aufarbeiten,UAf9GNd",
        "www.example.com/news/1",
        "127.0.0.1:8765/x",
        "winfuture.de/news,142489.html",
    ]
    [source] = sources_from_arguments(urls=arguments.urls)
    assert [a.url for a in source.inline().articles] == [
        "http://host/story,UAf9GNd.html",
        "https://www.br.de/nachrichten/bayern/aufarbeiten,UAf9GNd",
        "https://www.example.com/news/1",
        "https://127.0.0.1:8765/x",
        "https://winfuture.de/news,142489.html",
    ]
