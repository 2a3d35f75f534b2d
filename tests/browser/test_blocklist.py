"""The ad/tracker host list: hosts and subdomains, path rules, exemptions, resource types."""

from __future__ import annotations

from dataclasses import dataclass

from comspider.browser.blocklist import HostBlocklist, RequestBlocker
from comspider.crawl_settings import crawl_settings


def test_the_bundled_list_is_large_and_parses():
    blocklist = HostBlocklist.bundled()
    assert len(blocklist) >= 300
    assert "disqus.com" in blocklist.allow


def test_hosts_and_their_subdomains():
    b = HostBlocklist.bundled()
    assert b.match("https://securepubads.g.doubleclick.net/tag/js/gpt.js") == "ads"
    assert b.match("https://www.googletagmanager.com/gtm.js?id=GTM-X") == "trackers"
    assert b.match("https://static.chartbeat.com/js/chartbeat.js") == "trackers"
    assert b.match("https://cdn.taboola.com/libtrc/x/loader.js") == "ads"
    assert b.match("https://s7.addthis.com/js/300/addthis_widget.js") == "social"
    assert b.match("https://cdn.onesignal.com/sdks/OneSignalSDK.js") == "push"
    # not a suffix on a label boundary
    assert b.match("https://notdoubleclick.net/x") is None
    assert b.match("https://example.com/article") is None
    assert b.match("data:image/png;base64,xx") is None


def test_paths_on_any_host_and_host_paths():
    b = HostBlocklist.bundled()
    assert b.match("http://127.0.0.30:8000/pagead/js/adsbygoogle.js") == "paths"
    assert b.match("http://127.0.0.30:8000/gampad/ads?iu=/1/x&sz=300x250") == "paths"
    assert b.match("https://www.facebook.com/tr?id=1&ev=PageView") == "trackers"
    assert b.match("https://www.facebook.com/somepage") is None
    assert b.match("https://example.com/news/pagead-story") is None


def test_comment_widgets_and_consent_platforms_are_never_blocked():
    b = HostBlocklist.bundled()
    for url in (
        "https://c.disquscdn.com/embed.js",
        "https://example.disqus.com/embed.js",
        "https://launcher.spot.im/spot/sp_x",
        "https://cdn.viafoura.net/entry/index.js",
        "https://cdn.cookielaw.org/scripttemplates/otSDKStub.js",
        "https://www.facebook.com/plugins/comments.php?href=x",
        "https://fundingchoicesmessages.google.com/i/pub?ers=1",
    ):
        assert b.match(url) is None, url
    custom = HostBlocklist.parse(["[ads]", "spot.im", "@@spot.im", "/pagead/"])
    assert custom.match("https://launcher.spot.im/x") is None
    assert custom.match("https://launcher.spot.im/pagead/x") is None


@dataclass
class FakeFrame:
    parent_frame: object | None


@dataclass
class FakeRequest:
    url: str
    resource_type: str = "script"
    navigation: bool = False
    top: bool = True

    def is_navigation_request(self) -> bool:
        return self.navigation

    @property
    def frame(self) -> FakeFrame:
        return FakeFrame(None if self.top else object())


def test_blocker_reasons_and_resource_types():
    blocker = RequestBlocker(HostBlocklist.bundled(), ["media", "font", "bogus"])
    assert blocker(FakeRequest("https://www.google-analytics.com/analytics.js")) == "trackers"
    assert blocker(FakeRequest("https://example.com/a.woff2", "font")) == "type_font"
    assert blocker(FakeRequest("https://example.com/v.mp4", "media")) == "type_media"
    assert blocker(FakeRequest("https://example.com/i.png", "image")) is None
    assert blocker(FakeRequest("https://example.com/x.css", "stylesheet")) is None
    # the article itself is never blocked, its ad iframes are
    assert blocker(FakeRequest("https://ad.doubleclick.net/x", "document", navigation=True)) is None
    assert (
        blocker(FakeRequest("https://ad.doubleclick.net/x", "document", navigation=True, top=False)) == "ads"
    )


def test_blocker_from_settings():
    assert (
        RequestBlocker.from_settings(
            crawl_settings({"COMSPIDER_BLOCKLIST_ENABLED": False, "COMSPIDER_BLOCK_RESOURCE_TYPES": []})
        )
        is None
    )
    only_types = RequestBlocker.from_settings(
        crawl_settings({"COMSPIDER_BLOCKLIST_ENABLED": False, "COMSPIDER_BLOCK_RESOURCE_TYPES": ["image"]})
    )
    assert only_types.blocklist is None and only_types.resource_types == {"image"}
    default = RequestBlocker.from_settings(crawl_settings())
    assert default.blocklist is not None and default.resource_types == {"media", "font"}
