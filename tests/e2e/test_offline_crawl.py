"""An end-to-end crawl of the bundled offline news web, checked against its ground truth.

One article of every comment mechanism (static, lazy on scroll, button, link, icon, modal,
separate page, iframe, delayed, comments disabled, paywall), fed through a URL file, crawled
by a real `scrapy crawl news_comments` with Chromium (the crawl the tests of the offline web
share: tests/e2e/conftest.py).
"""

from __future__ import annotations

import pytest

from comspider.items import OUTCOMES
from comspider_lab.evaluation.offline_web import score_crawl
from tests.e2e.conftest import OfflineWebCrawl, mechanism_sample

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# Regression floors for the whole pipeline on this sample (measured figures are in
# docs/EVALUATION.md; these only catch breakage).
MIN_F1 = 0.8  # measured on the whole web: 0.97 (make demo); one lost page of 11 stays above
MIN_PRECISION = 0.8


# The sample (tests/e2e/conftest.py: mechanism_sample) is crawled in the crawl of the
# offline web these tests share; the real web's hard cases have a crawl of their own
# (tests/e2e/test_hard_cases.py).
def test_crawl_of_the_offline_web_matches_its_truth(offline_web_crawl: OfflineWebCrawl):
    sample = mechanism_sample(offline_web_crawl.truth())
    assert len(sample) >= 10, [a["mechanism"] for a in sample]
    result = offline_web_crawl.result
    wanted = {a["url"] for a in sample}
    assert wanted <= set(offline_web_crawl.urls)

    assert result.returncode == 0, result.log[-3000:]
    assert "Traceback" not in result.log, result.log[-5000:]
    # an error the crawl logged and went on from is still a fault to see here
    assert not result.error_lines(), "\n".join(result.error_lines()[:10])
    # one visit a page saw no removal or edit: no empty moderation feed is left behind
    assert result.workdir is not None
    assert not list((result.workdir / "feeds" / "moderation").glob("*")), "an empty moderation feed"
    # the visits reused browser contexts (COMSPIDER_CONTEXT_REUSE_VISITS, on by default)
    assert result.stat("comspider/browser/context/reused") > 0, result.log[-3000:]
    assert sorted(v["url"] for v in result.visits) == sorted(offline_web_crawl.urls)
    assert all(v["outcome"] in OUTCOMES for v in result.visits)
    # every record fits docs/schema/records.schema.json (checked by run_crawl_process)
    for comment in result.comments:
        assert comment["text"].strip()
        assert comment["visit"] == 1
    ids = [c["comment_id"] for c in result.comments]
    assert len(ids) == len(set(ids)), "a comment was written twice"
    known = set(ids)
    assert all(c["parent_id"] in known for c in result.comments if c["parent_id"]), (
        "every parent is itself a written comment"
    )

    truth = offline_web_crawl.truth_at_visits()
    truth["articles"] = [a for a in truth["articles"] if a["url"] in wanted]
    scores = score_crawl(truth, result.comments, result.visits)["total"]
    assert scores["f1"] >= MIN_F1, scores
    assert scores["precision"] >= MIN_PRECISION, scores
    # Equation (3) needs the comments' sections; reply parents include the flat,
    # level-marked thread of the delayed outlet. Both measured at 1.0 on this sample.
    assert scores["extraction_accuracy"] is not None and scores["extraction_accuracy"] >= MIN_F1, scores
    assert scores["parent_accuracy"] >= 0.9, scores
    # Articles without comments (disabled, paywalled) yield none.
    for article in sample:
        if not article["comments"]:
            assert not [c for c in result.comments if c["article_url"] == article["url"]], article["url"]
