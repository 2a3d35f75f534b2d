"""EasyList/EasyPrivacy through adblock-rust, under the project's own rules and exemptions:
rule options (third party, resource types, exceptions), which list blocked, the order of
the layers, the requesting document, missing files, and the real Debian lists against
the comment widgets' URLs."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import pytest

from comspider.browser import blocklist as blocklist_module
from comspider.browser.blocklist import HostBlocklist, RequestBlocker, load_filter_lists
from comspider.browser.filter_lists import FilterLists, request_type
from comspider.crawl_settings import crawl_settings

ARTICLE = "https://www.example-news.com/politics/2026/story.html"

# A comment widget's requests, as the widgets' own embed snippets make them (loader,
# frame, API, telemetry): none may ever be blocked.
WIDGET_URLS = [
    ("https://example-news.disqus.com/embed.js", "script"),
    ("https://disqus.com/embed/comments/?base=default&f=example-news", "document"),
    ("https://c.disquscdn.com/next/embed/common.bundle.js", "script"),
    ("https://links.services.disqus.com/api/ping?key=x", "xhr"),
    ("https://referrer.disqus.com/juggler/event.js", "script"),
    ("https://launcher.spot.im/spot/sp_Ab12", "script"),
    ("https://api-2-0.spot.im/v1.0.0/conversation/read", "fetch"),
    ("https://static-cdn.spot.im/production/conversation/tags/v1/bundle.js", "script"),
    ("https://cdn.viafoura.net/entry/index.js", "script"),
    ("https://livecomments.viafoura.co/v4/livecomments/x", "xhr"),
    ("https://coral.example-news.com/assets/js/embed.js", "script"),
    ("https://coral.example-news.com/embed/stream?storyURL=x", "document"),
    ("https://comments.example-news.com/js/embed.min.js", "script"),  # Isso
    ("https://www.example-news.com/isso/?uri=%2Fpolitics%2F", "fetch"),
    ("https://cdn.commento.io/js/commento.js", "script"),
    ("https://talk.hyvor.com/embed/embed.js", "script"),
    ("https://giscus.app/client.js", "script"),
    ("https://utteranc.es/client.js", "script"),
    ("https://www.facebook.com/plugins/comments.php?href=x", "document"),
    ("https://cdn.vuukle.com/platform.js", "script"),
    ("https://widget.insticator.com/embed.js", "script"),
    ("https://graphcomment.com/js/integration.js", "script"),
]

EASYLIST = """[Adblock Plus 2.0]
! Title: EasyList (test)
||ads.example^$third-party
/banner/*$image
||cdn.example/ad.js$script
@@||ads.example/allowed^
||disqus.com^
"""
EASYPRIVACY = """[Adblock Plus 2.0]
! Title: EasyPrivacy (test)
||tracker.example^
/pixel.gif$image
"""


@pytest.fixture
def lists(tmp_path: Path) -> FilterLists:
    (tmp_path / "easylist.txt").write_text(EASYLIST)
    (tmp_path / "easyprivacy.txt").write_text(EASYPRIVACY)
    loaded, missing = FilterLists.load([str(tmp_path / "easylist.txt"), str(tmp_path / "easyprivacy.txt")])
    assert not missing
    return loaded


def test_rule_options_and_which_list_blocked(lists: FilterLists):
    assert lists.names == ["easylist", "easyprivacy"]
    assert lists.match("https://ads.example/x.js", ARTICLE, "script") == "easylist"
    # $third-party: not when the site itself asks
    assert lists.match("https://ads.example/x.js", "https://ads.example/page", "script") is None
    # exceptions inside a list
    assert lists.match("https://ads.example/allowed/x.js", ARTICLE, "script") is None
    # resource types
    assert lists.match("https://a.example/banner/1.png", ARTICLE, "image") == "easylist"
    assert lists.match("https://a.example/banner/1.png", ARTICLE, "script") is None
    assert lists.match("https://cdn.example/ad.js", ARTICLE, "script") == "easylist"
    assert lists.match("https://t.tracker.example/collect", ARTICLE, "xmlhttprequest") == "easyprivacy"
    assert lists.explain("https://site.example/pixel.gif", ARTICLE, "image") == (
        "easyprivacy",
        "/pixel.gif$image",
    )
    assert lists.match(ARTICLE, ARTICLE, "document") is None


def test_playwright_resource_types_map_to_the_rules_types():
    assert request_type("document", subframe=True) == "sub_frame"
    assert request_type("document", subframe=False) == "document"
    assert request_type("fetch", False) == request_type("xhr", False) == "xmlhttprequest"
    assert request_type("beacon", False) == "ping"
    assert request_type("something-new", False) == "other"


@dataclass
class Frame:
    url: str
    parent_frame: Frame | None = None


@dataclass
class Req:
    url: str
    resource_type: str
    frame: Frame
    navigation: bool = False

    def is_navigation_request(self) -> bool:
        return self.navigation


def test_layers_exemptions_first_then_own_rules_then_lists_then_types(lists: FilterLists):
    blocker = RequestBlocker(HostBlocklist.bundled(), ["font"], lists)
    top = Frame(ARTICLE)
    # a list that blocks a comment widget changes nothing: the exemptions come first
    assert blocker(Req("https://c.disqus.com/embed.js", "script", top)) is None
    # the project's own rules keep their category
    assert blocker(Req("https://www.googletagmanager.com/gtm.js", "script", top)) == "trackers"
    assert blocker(Req("https://ads.example/x.js", "script", top)) == "easylist"
    assert blocker(Req("https://t.tracker.example/c", "fetch", top)) == "easyprivacy"
    assert blocker(Req("https://www.example-news.com/f.woff2", "font", top)) == "type_font"
    # the requesting document decides what is third party: a frame of ads.example asking
    # ads.example is first party; about:blank frames inherit their parent's URL
    ad_frame = Frame("https://ads.example/slot", top)
    assert blocker(Req("https://ads.example/creative.js", "script", ad_frame)) is None
    blank = Frame("about:blank", top)
    assert blocker(Req("https://ads.example/creative.js", "script", blank)) == "easylist"
    # a frame's own navigation is judged from its parent document, as a sub_frame
    assert blocker(Req("https://ads.example/slot", "document", Frame("", top), navigation=True)) == "easylist"
    # the article itself, never
    assert blocker(Req(ARTICLE, "document", Frame(""), navigation=True)) is None


def test_exemptions_hold_without_the_host_list(lists: FilterLists):
    blocker = RequestBlocker(None, [], lists)
    assert blocker.reason("https://c.disqus.com/embed.js", "script", False, ARTICLE) is None
    assert blocker.reason("https://ads.example/x.js", "script", False, ARTICLE) == "easylist"


def test_a_users_own_host_list_keeps_the_bundled_exemptions(tmp_path: Path):
    own = tmp_path / "mine.txt"
    own.write_text("[ads]\nspot.im\nexample-ads.com\n")
    blocker = RequestBlocker.from_settings(
        crawl_settings({"COMSPIDER_BLOCKLIST_PATH": str(own), "COMSPIDER_FILTER_LISTS": []})
    )
    assert blocker is not None
    assert blocker.reason("https://launcher.spot.im/spot/x", "script", False) is None
    assert blocker.reason("https://x.example-ads.com/a.js", "script", False) == "ads"


def test_missing_lists_warn_once_and_the_host_list_still_blocks(tmp_path: Path, caplog, monkeypatch):
    monkeypatch.setattr(blocklist_module, "_missing_warned", set())
    gone = [str(tmp_path / "easylist.txt")]
    with caplog.at_level(logging.WARNING, logger="comspider.browser.blocklist"):
        assert load_filter_lists(gone) is None
        assert load_filter_lists(gone) is None
        blocker = RequestBlocker.from_settings(crawl_settings({"COMSPIDER_FILTER_LISTS": gone}))
    warnings = [r for r in caplog.records if "Filter lists not found" in r.getMessage()]
    assert len(warnings) == 1 and "webext-ublock-origin-chromium" in warnings[0].getMessage()
    assert blocker is not None and blocker.filter_lists is None
    assert blocker.reason("https://securepubads.g.doubleclick.net/tag/js/gpt.js", "script", False) == "ads"
    assert load_filter_lists([]) is None


@pytest.fixture(scope="module")
def debian_lists() -> FilterLists:
    paths = crawl_settings().getlist("COMSPIDER_FILTER_LISTS")
    loaded, missing = FilterLists.load(paths)
    if missing:
        pytest.fail(
            f"EasyList/EasyPrivacy not installed at {missing}: run `make setup` "
            "(Debian's webext-ublock-origin-chromium)"
        )
    return loaded


def test_the_debian_lists_block_ads_and_trackers_but_never_a_comment_widget(debian_lists: FilterLists):
    blocker = RequestBlocker(HostBlocklist.bundled(), [], debian_lists)
    top = Frame(ARTICLE)
    for url, kind in WIDGET_URLS:
        assert blocker(Req(url, kind, top, navigation=kind == "document")) is None, url
    # the lists alone would block some of them (telemetry, an ad-and-comments vendor)
    raw = [url for url, kind in WIDGET_URLS if debian_lists.match(url, ARTICLE, request_type(kind, True))]
    assert raw, "expected the raw lists to hit at least one widget URL (the exemptions matter)"
    # ... and what they are there for, beyond the project's own host list
    assert (
        debian_lists.match("https://cdn.example-news.com/prebid/prebid.js", ARTICLE, "script") == "easylist"
    )
    assert debian_lists.match("https://www.example-news.com/js/gtag.js", ARTICLE, "script") is not None
