"""End to end with Chromium: look-alikes are never written as comments, and a thread
beside a site-wide "latest comments" sidebar is written whole and once (issues 13, 15).

One crawl of the offline web's two outlets for these cases: The Coastline Courier (embedded
X/Bluesky/Mastodon/Instagram/Facebook posts, a wall of posts rendered inline, a live
blog, quote cards, testimonials, a review box, author boxes; no comments at all) and
Dorfblatt Oberland (a thread with a "top comments" copy of three of them, a removed
comment's notice and a hidden template record, beside a sidebar of the latest comments
on other articles). Their pages are crawled in the crawl the tests of the offline web share
(tests/e2e/conftest.py).
"""

from __future__ import annotations

from collections import Counter

import pytest

from comspider_lab.evaluation.offline_web import score_crawl
from tests.e2e.conftest import OfflineWebCrawl, lookalike_sample

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_lookalikes_and_latest_comments_sidebar(offline_web_crawl: OfflineWebCrawl) -> None:
    truth = offline_web_crawl.truth()
    coastline, dorfblatt = lookalike_sample(truth)
    assert len(coastline) >= 5 and len(dorfblatt) == 2
    sample = coastline + dorfblatt
    result = offline_web_crawl.result

    assert result.returncode == 0, result.log[-3000:]
    assert "Traceback" not in result.log, result.log[-5000:]
    assert not result.error_lines(), "\n".join(result.error_lines()[:10])
    visited = sorted(v["url"] for v in result.visits)
    assert [u for u in visited if u in {a["url"] for a in sample}] == sorted(a["url"] for a in sample)
    # nothing of the look-alikes' outlet is a comment
    written = Counter(c["article_url"] for c in result.comments)
    assert not [a["url"] for a in coastline if written[a["url"]]], written
    # the thread as it was at its visit: every comment, once (those posted while the
    # visit ran may be there or not); nothing of the sidebar, the notice or the template
    threads = [
        a
        for a in offline_web_crawl.truth_at_visits()["articles"]
        if a["url"] in {a["url"] for a in dorfblatt}
    ]
    assert len(threads) == 2
    for article in threads:
        required = [c for c in article["comments"] if not c.get("optional")]
        assert len(required) <= written[article["url"]] <= len(article["comments"]), article["url"]
    truth["articles"] = threads
    scores = score_crawl(truth, result.comments, result.visits)["total"]
    assert scores["precision"] == 1.0 and scores["recall"] == 1.0, scores
