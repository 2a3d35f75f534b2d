"""What the offline web contains: outlets, languages, mechanisms, metadata, determinism."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from datetime import timedelta
from urllib.parse import quote

import lxml.html

from comspider.clock import ManualClock
from comspider_lab.offline_web import OfflineWeb, langs
from comspider_lab.offline_web.model import (
    BUTTON,
    DELAYED,
    DISABLED,
    ICON,
    IFRAME,
    LINK,
    MODAL,
    PAYWALL,
    SCROLL,
    SEPARATE_PAGE,
    STATIC,
)
from tests.lab.offline_web.conftest import START, fetch


def _normalise(text: str, bases: dict[str, str]) -> str:
    for name, url in sorted(bases.items(), key=lambda kv: -len(kv[1])):
        text = text.replace(quote(url, safe=""), f"http%3A%2F%2F{name}.test")
        text = text.replace(url, f"http://{name}.test").replace(url.split("//", 1)[1], f"{name}.test")
    return text


def test_outlets_languages_and_mechanisms(web: OfflineWeb) -> None:
    outlets = web.outlets
    assert len(outlets) >= 12
    languages = {o["language"] for o in outlets}
    assert len(languages) >= 6 and {"ja", "ar"} <= languages
    hosts = {o["base_url"].split("//")[1].split(":")[0] for o in outlets}
    assert len(hosts) == len(outlets)  # one loopback address each
    truth = web.truth()
    per_outlet = Counter(a["outlet"] for a in truth["articles"])
    # each outlet's plan, one more with a few comments (1-9), ten for the redesign outlet
    assert all(5 <= n <= 10 for n in per_outlet.values()), per_outlet
    assert all(
        any(
            a["kind"] == "few" and 1 <= len(a["comments"]) <= 9 for a in truth["articles"] if a["outlet"] == o
        )
        for o, n in per_outlet.items()
        if o != "coastline"
    ), "a page with a few comments on every outlet with comments"
    mechanisms = {a["mechanism"] for a in truth["articles"]}
    assert {
        STATIC,
        SCROLL,
        BUTTON,
        LINK,
        ICON,
        MODAL,
        SEPARATE_PAGE,
        IFRAME,
        DELAYED,
        DISABLED,
        PAYWALL,
    } <= mechanisms
    features = {f for o in outlets for f in o["features"]}
    assert {
        "load_more",
        "nested",
        "reply_toggles",
        "delayed",
        "consent",
        "dialog",
        "navigate_away",
        "new_tab",
        "click_in_iframe",
        "encoding",
        "rtl",
    } <= features
    # replies three levels deep somewhere, and in an iframe the frame is named
    assert max(c["depth"] for a in truth["articles"] for c in a["comments"]) >= 3
    assert all(a["entry_frame_url"] for a in truth["articles"] if a["in_iframe"])
    assert all(a["comments_url"] for a in truth["articles"] if a["mechanism"] == SEPARATE_PAGE)
    paywalled = [a for a in truth["articles"] if a["paywalled"]]
    assert len(paywalled) == 1 and paywalled[0]["comments"] == [] and paywalled[0]["entry_point"] is None


def test_comment_texts_are_distinct_and_authored(web: OfflineWeb) -> None:
    for site, art in web.world.articles():
        comments = site.comments(art)
        texts = [c.text for c in comments]
        assert len(texts) == len(set(texts)), art.path
        assert all(c.text and c.author and c.text == " ".join(c.text.split()) for c in comments)
        ids = [c.id for c in comments]
        assert len(ids) == len(set(ids))
    assert "lorem" not in json.dumps(web.truth()).lower()


def test_language_modules_agree() -> None:
    en = langs.get("en")
    for code in langs.LANGUAGES:
        lang = langs.get(code)
        assert set(lang.UI) == set(en.UI), code
        for name in (
            "NAV",
            "FOOTER",
            "FIRST",
            "LAST",
            "NICKS",
            "ROLES",
            "TOPICS",
            "BODY",
            "OPENERS",
            "STATEMENTS",
            "REASONS",
            "CLOSERS",
            "SHORT",
            "REPLIES",
            "LINKS",
            "EMOJI",
            "BADGES",
            "WEEKDAYS",
            "MONEY",
            "SEP",
        ):
            assert hasattr(lang, name), (code, name)
        assert len(lang.TOPICS) >= 8 and len(lang.STATEMENTS) >= 20
        assert lang.ago(3 * 3600 + 5) != lang.ago(2 * 86400)


def test_article_pages_carry_metadata(web: OfflineWeb) -> None:
    truth = {a["url"]: a for a in web.truth()["articles"]}
    for site, art in web.world.articles():
        url = site.url(art.path)
        status, _head, body = fetch(url)
        assert status == 200, url
        doc = lxml.html.document_fromstring(body)  # lxml reads the <meta charset> itself
        assert doc.get("lang", "").split("-")[0] == site.spec.language
        assert doc.xpath("string(//meta[@property='og:title']/@content)") == art.title
        assert doc.xpath("//meta[@property='article:published_time']/@content")
        assert doc.xpath("//time[@datetime]")
        ld = [json.loads(s.text) for s in doc.xpath("//script[@type='application/ld+json']")]
        news = [d for d in ld if d.get("@type") == "NewsArticle"]
        assert news and news[0]["headline"] == art.title and news[0]["datePublished"]
        assert truth[url]["title"] == art.title


def test_same_seed_and_clock_give_identical_pages_and_truth(web: OfflineWeb) -> None:
    with OfflineWeb(clock=ManualClock(START), seed=0) as twin:
        a = _normalise(json.dumps(web.truth(), ensure_ascii=False), web.base_urls)
        b = _normalise(json.dumps(twin.truth(), ensure_ascii=False), twin.base_urls)
        assert a == b
        for url_a, url_b in zip(web.article_urls(), twin.article_urls(), strict=True):
            pa = _normalise(fetch(url_a)[2].decode("latin-1"), web.base_urls)
            pb = _normalise(fetch(url_b)[2].decode("latin-1"), twin.base_urls)
            assert pa == pb, url_a
        for path in ("/atom.xml", "/articles.txt"):
            assert _normalise(fetch(web.hub_url + path)[2].decode(), web.base_urls) == _normalise(
                fetch(twin.hub_url + path)[2].decode(), twin.base_urls
            )

        # RSS ids of old style hold the URL (with its port): compare the rest of the items
        def items(w: OfflineWeb) -> list:
            root = ET.fromstring(fetch(w.feed_url)[2])
            return [
                (i.findtext("title"), i.findtext("pubDate"), i.findtext("source")) for i in root.iter("item")
            ]

        assert items(web) == items(twin)
    other = OfflineWeb(clock=ManualClock(START), seed=1)
    assert [a["title"] for a in other.truth()["articles"]] != [
        a["title"] for a in web.truth()["articles"]
    ] or [c["text"] for a in other.truth()["articles"] for c in a["comments"]] != [
        c["text"] for a in web.truth()["articles"] for c in a["comments"]
    ]


def test_truth_without_servers_matches_started_web(web: OfflineWeb) -> None:
    offline = OfflineWeb(clock=ManualClock(START), seed=0)
    offline.set_base_urls(web.base_urls)
    assert offline.truth() == web.truth()


def test_the_redesign_outlet_changes_its_template_at_its_time(web: OfflineWeb) -> None:
    """harbour serves its old design until ``redesign_after`` seconds past the anchor, then
    the new one: other markup around the same comments (issue 27)."""
    site = web.world.by_name["harbour"]
    art = next(a for a in site.articles if a.kind == "few")
    clock = web.clock
    assert isinstance(clock, ManualClock)
    before = fetch(site.url(art.path))[2].decode()
    clock.set(web.world.anchor + timedelta(seconds=web.world.redesign_after + 60))
    try:
        after = fetch(site.url(art.path))[2].decode()
    finally:
        clock.set(START)
    assert 'id="comments"' in before and "hg-comment" in before and "hg-comment" not in after
    assert 'id="discussion"' in after and "data-post=" in after
    wanted = [c.text for c in site.visible(art, START)]
    old = [
        " ".join(e.text_content().split())
        for e in lxml.html.fromstring(before).find_class("hg-comment__text")
    ]
    new = [
        " ".join(e.text_content().split())
        for e in lxml.html.fromstring(after).xpath("//article[@data-post]/div[2]")
    ]
    assert sorted(old) == sorted(new) == sorted(wanted) and 1 <= len(wanted) <= 9
