"""The commenting system from what the browser saw: vendor frames, widget markup, script
hosts; vendor names in CSS, JSON or ad-blocker rules are no evidence."""

from __future__ import annotations

import pytest

from comspider.annotate.platform import NATIVE, detect_platform, url_platform
from comspider.snapshots import Snapshot


def page(body: str, url: str = "https://news.example/a") -> Snapshot:
    return Snapshot(url=url, html=f"<html><head></head><body>{body}</body></html>")


@pytest.mark.parametrize(
    ("body", "platform"),
    [
        ('<div id="disqus_thread"></div>', "disqus"),
        ("<div id=coral_thread></div>", "coral"),
        ('<div class="coral-comments"><script>Coral.createStreamEmbed({id: "x"})</script></div>', "coral"),
        ('<div data-spotim-module="conversation" data-post-id="1"></div>', "openweb"),
        ('<vf-conversations limit="5"></vf-conversations>', "viafoura"),
        ('<div class="fb-comments" data-href="https://news.example/a"></div>', "facebook"),
        ('<section id="isso-thread"></section>', "isso"),
        ('<script src="/isso/js/embed.min.js" data-isso="/isso/"></script>', "isso"),
        ('<div id="commento"></div>', "commento"),
        ('<div id="remark42"></div>', "remark42"),
        ('<script src="https://giscus.app/client.js"></script><div class="giscus"></div>', "giscus"),
        (
            '<div class="utterances"><iframe src="https://utteranc.es/utterances.html"></iframe></div>',
            "utterances",
        ),
        ("<hyvor-talk-comments website-id=1></hyvor-talk-comments>", "hyvor"),
        ('<div id="waline"></div>', "waline"),
        ('<div id="tcomment"></div>', "twikoo"),
        (
            '<form action="https://blog.example/wp-comments-post.php" method="post" id="commentform">',
            "wordpress",
        ),
        ('<div id="vuukle-comments"></div>', "vuukle"),
        ('<iframe src="https://disqus.com/embed/comments/?base=default"></iframe>', "disqus"),
    ],
)
def test_widget_markup_names_the_platform(body: str, platform: str) -> None:
    assert detect_platform([page(body)]).platform == platform


@pytest.mark.parametrize(
    "body",
    [
        "<style>#disqus_thread,.fb-comments{clear:both}</style><p>Comments</p>",
        '<script>var rules=[{urlRegExp:"https?://[^/]*publisher-assets.spot.im[^/]*"}];</script>',
        '<script>window.cfg={"coralComments":{"enableComments":null}}</script>',
        '<div class="comment"><span class="author">Alma</span><p>Native.</p></div>',
        '<script src="https://news-example.disqus.com/count.js"></script>',  # a counter alone
        '<div class="fb-comments-count"></div>',
    ],
)
def test_mentions_are_no_evidence(body: str) -> None:
    assert detect_platform([page(body)]).platform == NATIVE


def test_a_vendor_frame_names_its_comments_and_the_page() -> None:
    snapshots = [
        page('<p>article</p><iframe src="https://example.disqus.com/embed/comments/"></iframe>'),
        Snapshot(
            url="https://disqus.com/embed/comments/?f=news",
            html="<html><body><ul id='posts'></ul></body></html>",
            kind="frame",
            frame_path="/html/body/iframe[1]",
        ),
        Snapshot(url="https://ads.example/frame", html="<html><body>ad</body></html>", kind="frame"),
    ]
    found = detect_platform(snapshots)
    assert found.platform == "disqus" and found.evidence["disqus"] == 3
    assert found.for_snapshot(1) == "disqus" and found.for_snapshot(2) == "disqus"
    assert found.for_snapshot(None) == "disqus"


def test_urls() -> None:
    assert url_platform("https://launcher.spot.im/spot/sp_1") == "openweb"
    assert url_platform("https://www.facebook.com/v19.0/plugins/comments.php?href=x") == "facebook"
    assert url_platform("https://www.facebook.com/plugins/like.php") is None
    assert url_platform("https://talk.news.example/embed/stream?storyURL=x") == "coral"
    assert url_platform("https://news.example/") is None
