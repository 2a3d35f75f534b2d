"""HTTP first, end to end (COMSPIDER_HTTP_FIRST, off by default, on in this shared crawl), on the crawl of the
offline web the e2e tests share (tests/e2e/conftest.py): a page whose served HTML holds
its whole thread is read without the browser, with every comment; a page whose thread
goes on behind "load more" (Al-Sabah: the first ten threads in the HTML, then "عرض المزيد
من التعليقات") is still visited in the browser, and its whole thread read, the browser
rendering the document the fetch loaded (``fetched_by`` ``http+browser``): the site saw
one load of the page (tests/e2e/test_politeness.py counts them)."""

from __future__ import annotations

import pytest

from comspider_lab.evaluation.offline_web import score_crawl
from tests.e2e.conftest import OfflineWebCrawl

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_static_pages_read_without_the_browser_and_load_more_in_it(offline_web_crawl: OfflineWebCrawl):
    result = offline_web_crawl.result
    assert all(v["fetched_by"] in ("browser", "http", "http+browser") for v in result.visits)
    served = [v for v in result.visits if v["fetched_by"] == "http"]
    assert served, "no page was read from its served HTML"
    assert result.stat("comspider/visit/http_only") == len(served)
    truth = offline_web_crawl.truth_at_visits()
    outlets = {a["url"]: a["outlet"] for a in truth["articles"]}

    # read without the browser: comments found, entry point static, no interaction
    reports = offline_web_crawl.reports
    for visit in served:
        assert visit["outcome"] == "comments_found", visit
        assert visit["entry_point"] == "static" and visit["clicks"] == 0, visit
        line = reports[visit["url"]]  # its interaction log line (and snapshot) as a browser visit's
        assert line["scrolls"] == 0 and set(line["timings"]) == {"http_fetch", "http_judge"}, line
        assert offline_web_crawl.snapshots[visit["url"]][0]["kind"] == "main"
    # ... with every comment the page had
    urls = {v["url"] for v in served}
    truth_served = dict(truth, articles=[a for a in truth["articles"] if a["url"] in urls])
    scores = score_crawl(truth_served, result.comments, result.visits)["total"]
    assert scores["f1"] == 1.0 and scores["true"] > 0, scores

    # the load-more outlet: its served HTML holds the first threads only: the browser's
    sabah = [v for v in result.visits if outlets.get(v["url"]) == "sabah"]
    stats = [line for line in result.log.splitlines() if "comspider/visit/http_first/" in line]
    assert sabah and all(v["fetched_by"] == "http+browser" for v in sabah), (sabah, stats)
    assert result.stat("comspider/visit/http_first/handed_over") >= len(sabah)
    assert result.stat("comspider/visit/http_first/browser/no_comments") > 0
    for visit in sabah:
        page = [a for a in truth["articles"] if a["url"] == visit["url"]]
        found = [c for c in result.comments if c["article_url"] == visit["url"]]
        assert len(found) == len(page[0]["comments"]) > 10, (visit, len(found))
