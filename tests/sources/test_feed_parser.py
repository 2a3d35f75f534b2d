"""Feed parsing on every recorded fixture, and on the ways feeds break."""

from __future__ import annotations

import codecs

import pytest

from comspider.sources import Article, parse_feed, parse_url_list
from comspider.sources.dates import iso_date
from comspider.sources.encoding import clean_xml
from tests.sources.conftest import BR_SEARCH, DE_WORLD, JP_TOP, US_TOP, exchange_map, fixture_bytes


def _by_title(articles: list[Article]) -> dict[str, Article]:
    return {a.title or "": a for a in articles}


# ---------------------------------------------------------------------------------------
# Google News
# ---------------------------------------------------------------------------------------


def test_google_top_stories() -> None:
    result = parse_feed(fixture_bytes("gnews_top_us_en.xml"), US_TOP)
    assert result.ok and result.kind == "rss" and not result.recovered
    assert result.title == "Top stories - Google News"
    assert result.language == "en-US"
    assert len(result.articles) == 34
    first = result.articles[0]
    assert first.title == "Fed signals pause as inflation cools for third straight month"
    assert first.publisher == "Reuters"
    assert first.published_at == "2026-11-21T08:19:57+00:00"
    assert first.language == "en-US"
    assert first.feed == US_TOP
    # New-style: stays a Google link until the exchange.
    assert first.url.startswith("https://news.google.com/rss/articles/CBMi")
    assert first.source_url is None
    titles = _by_title(result.articles)
    # " - Publisher" stripped only at the end; a title without it is left alone.
    assert "Opinion - The case for a four-day school week" in titles
    assert titles["Dow closes at record high as tech rallies"].publisher == "MarketWatch"
    assert "Black Friday deals 2026: The best early sales at Walmart, Target & Best Buy" in titles
    # Old style: decoded offline, the Google link kept as source_url.
    space = titles["SpaceX Starship completes first orbital refueling test"]
    assert space.url == "https://www.space.com/spacex-starship-orbital-refueling-test"
    assert space.source_url.startswith("https://news.google.com/rss/articles/CBMi")
    variety = titles["Taylor Swift announces surprise documentary release on Disney+"]
    assert variety.url.endswith("-1236212345/")  # the canonical URL, not the AMP one
    guardian = titles["Study links ultra-processed foods to higher risk of depression"]
    assert guardian.source_url.split("/")[-1].startswith("CAIi")
    assert guardian.url.startswith("https://www.theguardian.com/society/2026/nov/21/")
    long_one = titles["Michigan stuns Ohio State in snowy rivalry game"]
    assert len(long_one.url) > 127 and long_one.url.endswith("?gnt-cfr=1")
    decoded = [a for a in result.articles if a.source_url]
    assert len(decoded) == 11
    pending = [a for a in result.articles if a.url.startswith("https://news.google.com/")]
    assert len(pending) == 23
    known = exchange_map()["articles"]
    assert all(a.url.split("/")[-1].split("?")[0] in known for a in pending)
    assert len({a.url for a in result.articles}) == 34


@pytest.mark.parametrize(
    ("name", "url", "count", "language", "first_title", "publisher"),
    [
        (
            "gnews_topic_world_de.xml",
            DE_WORLD,
            12,
            "de",
            "Nahost-Konflikt - Waffenruhe im Gazastreifen hält vorerst",
            "tagesschau.de",
        ),
        (
            "gnews_search_br_pt.xml",
            BR_SEARCH,
            10,
            "pt-BR",
            "TSE divulga calendário das eleições de 2026 com novas regras para urnas",
            "g1",
        ),
        (
            "gnews_top_jp_ja.xml",
            JP_TOP,
            10,
            "ja",
            "日銀、追加利上げを見送り 物価動向を慎重に見極め",
            "日本経済新聞",
        ),
    ],
)
def test_google_feeds_in_other_languages(name, url, count, language, first_title, publisher) -> None:
    result = parse_feed(fixture_bytes(name), url)
    assert result.ok and len(result.articles) == count
    assert result.articles[0].title == first_title
    assert result.articles[0].publisher == publisher
    assert {a.language for a in result.articles} == {language}
    assert all(a.published_at and a.published_at.startswith("2026-11-21T") for a in result.articles)
    assert all(a.publisher and not a.title.endswith(" - " + a.publisher) for a in result.articles)


def test_google_conventions_are_detected_on_any_host() -> None:
    """The offline web serves Google News from a loopback host."""
    body = fixture_bytes("gnews_topic_world_de.xml").replace(
        b"https://news.google.com", b"http://127.0.0.1:8123"
    )
    result = parse_feed(
        body, "http://127.0.0.1:8123/rss/headlines/section/topic/WORLD?hl=de&gl=DE&ceid=DE:de"
    )
    assert result.articles[0].title == "Nahost-Konflikt - Waffenruhe im Gazastreifen hält vorerst"
    assert result.articles[2].url.startswith("https://www.zeit.de/")
    assert result.articles[0].url.startswith("http://127.0.0.1:8123/rss/articles/")


def test_google_language_falls_back_to_hl() -> None:
    body = fixture_bytes("gnews_top_jp_ja.xml").replace(b"<language>ja</language>", b"")
    result = parse_feed(body, JP_TOP)
    assert result.articles[0].language == "ja"


# ---------------------------------------------------------------------------------------
# Other feeds
# ---------------------------------------------------------------------------------------


def test_atom() -> None:
    feed = "https://blog.example.org/feeds/atom.xml"
    result = parse_feed(fixture_bytes("atom_blog.xml"), feed)
    assert result.ok and result.kind == "atom"
    assert result.title == "The Harbour Gazette — Local news"
    assert result.language == "en-GB"
    assert [a.url for a in result.articles] == [
        "https://blog.example.org/news/2026/11/21/ferry-timetable-changes",  # xml:base
        "https://blog.example.org/sport/2026/11/20/rowing-final",  # entry xml:base
        "https://blog.example.org/cymraeg/2026/11/gwyl-nadolig",  # alternate, not enclosure
        "https://blog.example.org/news/2026/11/19/harbour-wall-repairs",  # from <id>
    ]
    ferry, rowing, gwyl, council = result.articles
    assert ferry.title == "Ferry timetable changes from Monday & what it means"
    assert ferry.published_at == "2026-11-21T07:15:00+00:00"  # published, in UTC
    assert rowing.published_at == "2026-11-20T17:45:00+00:00"  # updated
    assert gwyl.title == "Gŵyl Nadolig yn dychwelyd i'r harbwr"  # xhtml title
    assert gwyl.language == "cy"
    assert council.published_at == "2026-11-19T20:10:00+00:00"
    assert {a.publisher for a in result.articles} == {"The Harbour Gazette — Local news"}
    assert result.skipped == 1 and result.warnings[0].code == "item_no_link"


def test_rdf() -> None:
    feed = "https://www.heise-like.example/rss/news.rdf"
    result = parse_feed(fixture_bytes("rdf_feed.rdf"), feed)
    assert result.ok and result.kind == "rdf" and result.language == "de-DE"
    linux, power, quantum = result.articles
    assert linux.published_at == "2026-11-21T09:05:00+00:00"
    assert power.url == (
        "https://www.heise-like.example/news/Rechenzentren-Stromverbrauch-10012340.html"
    )  # relative link
    assert power.title == "Rechenzentren: Stromverbrauch steigt um 20 Prozent – Studie"
    assert power.published_at == "2026-11-21T00:00:00+00:00"
    assert quantum.url.endswith("Quantencomputer-10012333.html")  # rdf:about
    assert quantum.language == "de-AT"
    assert quantum.published_at == "2026-11-21T06:30:00+00:00"  # a German RFC 822 date
    assert linux.publisher == "Tech-Ticker"


def test_broken_xml_is_recovered() -> None:
    feed = "https://www.midwestcourier.example/feed/"
    result = parse_feed(fixture_bytes("rss_broken.xml"), feed)
    assert result.ok and result.recovered
    assert result.title == "Midwest Courier – Latest"
    assert [a.title for a in result.articles] == [
        "AT&T outage hits customers across three states",
        "Café owner’s Q&A: “We’re staying open”…",
        "Letters: readers on the bypass plan",
        "School board race heads to recount",
        "Weather: first snow of the season expected Sunday",
        "Truncated story about the county fair",
    ]
    assert result.articles[1].url == "https://www.midwestcourier.example/2026/11/21/cafe-owner-qa/"
    assert result.articles[0].published_at == "2026-11-21T13:02:00+00:00"  # CST
    assert result.articles[4].url.endswith("/first-snow-sunday/")  # link over 3 lines
    assert result.articles[5].published_at == "2026-11-20T21:30:00+00:00"
    assert result.skipped == 1
    assert all(a.language == "en-US" for a in result.articles)


def test_windows_1252_labelled_utf8() -> None:
    body = fixture_bytes("rss_cp1252_as_utf8.xml")
    with pytest.raises(UnicodeDecodeError):
        body.decode("utf-8")
    result = parse_feed(body, "https://www.lequotidien.example/rss/economie.xml")
    assert result.ok and result.recovered
    assert result.title == "Le Quotidien – Économie"
    assert [a.title for a in result.articles] == [
        "L’euro recule face au dollar après les déclarations de la BCE",
        "« Prix de l’énergie » : le gouvernement prolonge le bouclier tarifaire",
        "Grève à la SNCF : trafic “très perturbé” lundi",
    ]
    assert result.articles[0].published_at == "2026-11-21T08:12:00+00:00"
    assert result.articles[0].language == "fr-FR"


def test_publisher_rss() -> None:
    feed = "https://www.abendblatt.example.at/rss/index.xml"
    result = parse_feed(fixture_bytes("rss_publisher.xml"), feed)
    assert result.ok and result.language == "de-AT"
    u5, derby, opera, podcast = result.articles
    assert u5.url == "https://www.abendblatt.example.at/wien/u5-betrieb-2026-11-21"  # origLink
    assert u5.title == "Wien: Neue U-Bahn-Linie <U5> geht in Betrieb"  # CDATA kept literally
    assert u5.published_at == "2026-11-21T08:30:00+00:00"  # CET
    assert derby.url.endswith("/sport/rapid-derby-88419")  # permalink guid
    assert opera.url == "https://www.abendblatt.example.at/rss/kultur/zauberfloete-88417"
    assert opera.published_at == "2026-11-20T20:15:00+00:00"  # German long date
    assert podcast.url.endswith("/podcast/woche-47")  # atom:link
    assert podcast.published_at is None  # "not a date"
    assert {a.publisher for a in result.articles} == {"Wiener Abendblatt"}
    assert result.skipped == 1  # the javascript: link; the duplicate is just dropped


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b"", "feed_empty_body"),
        (b"   \n ", "feed_empty_body"),
        (b'{"items": []}', "feed_unparseable"),
        (b"\x00\x01\x02garbage", "feed_unparseable"),
        (fixture_bytes("not_a_feed.html"), "not_a_feed"),
        (fixture_bytes("rss_empty.xml"), "feed_empty"),
        (b"<rss><channel><item><title>x</title></item></channel></rss>", "feed_no_links"),
        (b"<opml version='2.0'><body/></opml>", "not_a_feed"),
    ],
)
def test_unusable_feeds_give_a_reason(body: bytes, code: str) -> None:
    result = parse_feed(body, "https://feeds.example/x")
    assert not result.ok and result.articles == []
    assert result.reason.code == code
    assert result.reason.stat == f"comspider/sources/{code}"
    assert "https://feeds.example/x" in result.reason.message


def test_encodings() -> None:
    text = (
        '<?xml version="1.0" encoding="{enc}"?><rss version="2.0"><channel><title>T</title>'
        "<item><title>Zürich – «Grüße»</title><link>https://a.example/1</link></item>"
        "</channel></rss>"
    )
    cases = [
        codecs.BOM_UTF8 + text.format(enc="utf-8").encode("utf-8"),
        codecs.BOM_UTF16_LE + text.format(enc="utf-16").encode("utf-16-le"),
        text.format(enc="utf-16").encode("utf-16-be"),  # no BOM
        text.format(enc="ISO-8859-1").encode("cp1252"),
        text.format(enc="windows-1252").encode("cp1252"),
        text.format(enc="ISO-8859-1").encode("utf-8"),  # UTF-8 under a Latin-1 label
        text.format(enc="utf-8").encode("cp1252"),  # the mislabelled case
    ]
    for body in cases:
        result = parse_feed(body, "https://a.example/feed")
        assert [a.title for a in result.articles] == ["Zürich – «Grüße»"], body[:60]
    koi8 = text.replace("Zürich – «Grüße»", "Новости").format(enc="koi8-r").encode("koi8-r")
    assert parse_feed(koi8, "https://a.example/feed").articles[0].title == "Новости"
    # The HTTP charset counts when the document declares nothing.
    bare = text.replace('<?xml version="1.0" encoding="{enc}"?>', "")
    win1251 = bare.replace("Zürich – «Grüße»", "Новости").encode("cp1251")
    assert (
        parse_feed(
            win1251, "https://a.example/feed", content_type=b"application/rss+xml; charset=windows-1251"
        )
        .articles[0]
        .title
        == "Новости"
    )


def test_entities_and_controls() -> None:
    cleaned = clean_xml(
        b"<r>&nbsp;&eacute;&hellip;&#146;&#0;AT&T &amp; &lt;b&gt; \x0b<![CDATA[&nbsp; & raw]]></r>"
    )
    assert cleaned.repaired
    text = cleaned.body.decode()
    assert "&#160;&#233;&#8230;&#8217;AT&#38;T &#38; &#60;b&#62; <![CDATA[&nbsp; & raw]]>" in text
    assert "\x0b" not in text and "&#0;" not in text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Sat, 21 Nov 2026 08:00:00 GMT", "2026-11-21T08:00:00+00:00"),
        ("Sat, 21 Nov 2026 08:00:00 +0100", "2026-11-21T07:00:00+00:00"),
        ("21 Nov 2026 08:00 EST", "2026-11-21T13:00:00+00:00"),
        ("Sat, 21 Nov 2026 08:00:00 CEST", "2026-11-21T06:00:00+00:00"),
        ("Sat, 21 Nov 2026 08:00:00 IST", "2026-11-21T02:30:00+00:00"),
        ("Sat, 21 Nov 26 08:00:00 -0000", "2026-11-21T08:00:00+00:00"),
        ("2026-11-21T08:00:00Z", "2026-11-21T08:00:00+00:00"),
        ("2026-11-21T08:00:00.123456789+01:00", "2026-11-21T07:00:00+00:00"),
        ("2026-11-21T08:00:00+0530", "2026-11-21T02:30:00+00:00"),
        ("2026-11-21", "2026-11-21T00:00:00+00:00"),
        ("20261121T080000Z", "2026-11-21T08:00:00+00:00"),
        ("Sa, 21 Nov 2026 08:00:00 +0100", "2026-11-21T07:00:00+00:00"),
        ("Freitag, 20. November 2026 20:15", "2026-11-20T20:15:00+00:00"),
        ("", None),
        (None, None),
        ("yesterday", None),
        ("not a date", None),
        ("Thu, 01 Jan 1970 00:00:00 GMT", "1970-01-01T00:00:00+00:00"),
        ("Mon, 01 Jan 0001 00:00:00 GMT", None),
    ],
)
def test_dates(raw, expected) -> None:
    assert iso_date(raw) == expected


# ---------------------------------------------------------------------------------------
# URL lists
# ---------------------------------------------------------------------------------------


def test_url_list_file() -> None:
    result = parse_url_list(fixture_bytes("urls.txt").decode("utf-8"))
    assert result.ok and result.kind == "urls"
    assert [a.url for a in result.articles] == [
        "https://www.theguardian.com/world/2026/nov/21/example-story",
        "https://www.spiegel.de/politik/beispiel-a-1234.html",
        "https://www.lemonde.fr/international/article/2026/11/21/exemple_6401234_3210.html#comments",
        "https://www.derstandard.at/story/3000000245678/beispiel",
        "https://www.nytimes.com/2026/11/21/us/example.html",
        "https://www.bbc.com/news/articles/c4gk2l7x9mzo",
        "https://www.latimes.com/world/2026-11-21/example-google-link",
    ]
    assert all(a.feed == "urls" for a in result.articles)
    assert result.articles[-1].source_url.startswith("https://news.google.com/rss/articles/")
    codes = [w.code for w in result.warnings]
    assert codes == ["url_invalid"] * 2  # the ftp: line, the "not a url at all" line
    assert "line 9" in result.warnings[0].message and "line 11" in result.warnings[1].message


def test_url_list_inline() -> None:
    result = parse_url_list("https://a.example/1,https://b.example/x,y, https://c.example/3")
    assert [a.url for a in result.articles] == [
        "https://a.example/1",
        "https://b.example/x,y",
        "https://c.example/3",
    ]
    empty = parse_url_list("# nothing\n\n")
    assert not empty.ok and empty.reason.code == "urls_empty"


def test_a_feed_cut_off_inside_a_link_drops_that_item() -> None:
    """A feed cut off in transfer ends inside its last item: a cut-off link still parses
    as a URL (the site's root, or a wrong article), so that item is not used."""
    head = (
        b'<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>'
        b"<item><title>A</title><link>https://news.example/2026/a-story</link></item>"
    )
    for cut in (
        b"<item><title>B</title><link>https://news.exa",
        b"<item><title>B</title><link>https://news.example/20",
    ):
        result = parse_feed(head + cut, "https://feeds.example/rss")
        assert [a.url for a in result.articles] == ["https://news.example/2026/a-story"]
        assert [w.code for w in result.warnings] == ["item_truncated"]
    whole_link = head + b"<item><title>B</title><link>https://news.example/2026/b</link><pubDate>Fri, 20 N"
    result = parse_feed(whole_link, "https://feeds.example/rss")
    assert [a.url for a in result.articles][-1] == "https://news.example/2026/b"  # its link is whole
