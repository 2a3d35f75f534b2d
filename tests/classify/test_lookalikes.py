"""Look-alikes are never written as comments (issue 13, point 4): embedded social posts,
testimonials and review boxes, author boxes, live blogs, quote cards, and a site-wide
"latest comments" list beside the real thread; on real pages and the offline web."""

from __future__ import annotations

import gzip
from datetime import UTC, datetime

import pytest

from comspider.classify import lookalikes
from comspider.classify.section_classifier import CombinedSectionClassifier
from comspider.classify.section_rules import select_sections
from comspider.clock import ManualClock
from comspider.extraction.dom import parse_html
from comspider.extraction.fields import comment_fields
from comspider.extraction.invariants import find_sections
from comspider_lab.offline_web.world import World
from comspider_lab.training.lookalike_labels import find_regions, overlapping_kind, regions_at

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def classifier() -> CombinedSectionClassifier:
    return CombinedSectionClassifier()


def _kept(html: str | bytes, classifier: CombinedSectionClassifier):
    root = parse_html(html)
    return root, select_sections(find_sections(root), classifier, "accepted")


@pytest.mark.parametrize(
    "file, kind",
    [
        ("trafilatura/pages/basicthinking.de.tweets.html.gz", lookalikes.SOCIAL),  # 11 embedded tweets
        ("trafilatura/pages/beige.de.suedfrankreich.html.gz", lookalikes.SOCIAL),  # Instagram posts
        ("trafilatura/pages/report24.news-Drohne.html.gz", lookalikes.SOCIAL),
        ("trafilatura/pages/st-georg.de-olympia.html.gz", lookalikes.LATEST_COMMENTS),
        ("trafilatura/pages/spektrum.de.engelbart.html.gz", lookalikes.LATEST_COMMENTS),
        ("trafilatura/pages/tofugu.com.dezuka-suisan.html.gz", lookalikes.REVIEW),  # the staff's reviews
        ("trafilatura/pages/shabka.org.about.html.gz", lookalikes.REVIEW),  # testimonials
        ("trafilatura/pages/peppermynta.de-Strickmode.html.gz", lookalikes.AUTHOR_BOX),
        ("trafilatura/pages/sports.fr.lorient.html.gz", lookalikes.LIVE_BLOG),  # "live-match-comment"
    ],
)
def test_real_lookalikes_are_not_written(shared_data, classifier, file, kind) -> None:
    root, kept = _kept(gzip.decompress((shared_data / file).read_bytes()), classifier)
    regions = [r for r in find_regions(root, file.split("/", 1)[1]) if r.kind == kind]
    assert regions, file
    assert not [s for s in kept if overlapping_kind(s, regions)], file


def test_the_thread_beside_a_latest_comments_widget_is_kept(shared_data, classifier) -> None:
    # spektrum.de: the article's comments and, in the sidebar, the site's latest comments
    file = "trafilatura/pages/spektrum.de.engelbart.html.gz"
    root, kept = _kept(gzip.decompress((shared_data / file).read_bytes()), classifier)
    texts = " ".join(c.text for s in kept for c in comment_fields(s, reference_time=NOW))
    assert "Ich sperre nur Kommentare," in texts  # the annotators' snippet of the thread
    regions = find_regions(root, "pages/spektrum.de.engelbart.html.gz")
    assert not [s for s in kept if overlapping_kind(s, regions)]


@pytest.fixture(scope="module")
def world() -> World:
    return World(0, NOW, ManualClock(NOW))


def test_offline_outlet_of_lookalikes_gives_no_comment(world, classifier) -> None:
    site = world.by_name["coastline"]
    kinds = set()
    for art in site.articles:
        root, kept = _kept(site.render_article(art, NOW), classifier)
        regions = regions_at(root, site.lookalike_regions(art))
        assert regions
        kinds |= {r.kind for r in regions}
        assert kept == [], (art.path, [len(s.records) for s in kept])
    assert kinds == {
        lookalikes.SOCIAL,
        lookalikes.REVIEW,
        lookalikes.AUTHOR_BOX,
        lookalikes.LIVE_BLOG,
        lookalikes.QUOTE_CARD,
    }


def test_offline_thread_beside_a_latest_comments_sidebar(world, classifier) -> None:
    site = world.by_name["dorfblatt"]
    checked = 0
    for art in site.articles:
        truth = [c.text for c in site.visible(art, NOW)]
        root, kept = _kept(site.render_article(art, NOW), classifier)
        got = [c.text for s in kept for c in comment_fields(s, reference_time=NOW)]
        # each comment once (not the "Leserempfehlungen" copies), no removed notice, no
        # template, nothing of the sidebar
        assert sorted(got) == sorted(truth), art.path
        regions = regions_at(root, site.lookalike_regions(art))
        assert not [s for s in kept if overlapping_kind(s, regions)]
        checked += bool(truth)
    assert checked >= 3


SOCIAL_WALL = "".join(
    f'<div class="card"><img class="pic" src="/u/{i}.png" alt=""><span class="nm">Person {i}</span> '
    f'<span class="hd">@person{i}</span><p class="tx">I cannot believe what happened at the match today, '
    f"what a result for the town {i}!</p>"
    f'<a class="tm" href="https://x.com/person{i}/status/17600000000000000{i}">{i + 1}h</a> <span>{i * 3} likes</span></div>'
    for i in range(8)
)


def test_a_social_wall_without_social_names_is_no_thread(classifier) -> None:
    html = (
        "<html><head><title>Match</title></head><body><article><h1>Town wins</h1><p>Report.</p>"
        f'<section class="reactions"><h2>What people say</h2><div class="grid">{SOCIAL_WALL}</div></section>'
        "</article></body></html>"
    )
    _root, kept = _kept(html, classifier)
    assert kept == []


def test_a_matchs_live_commentary_is_named_a_live_blog_even_with_a_comment_word() -> None:
    """sports.fr calls its minute-by-minute entries "live-match-comment"; a comment's own
    parts ("comment-review", "live-comments" of readers) stay comments."""
    assert lookalikes.LIVE_BLOG in lookalikes.attribute_kinds("live-match-comment")
    assert lookalikes.LIVE_BLOG in lookalikes.attribute_kinds("play-by-play-entry")
    assert not lookalikes.attribute_kinds("comment-review")
    assert not lookalikes.attribute_kinds("live-comments")
