"""One real crawl of the offline news web that covers every interaction outcome, checked
per mechanism against the web's truth: static and delayed comments, lazy loading on
scroll, in-page buttons, icon and javascript links, a modal, a separate comments page (a
link opening a new tab, followed), a click inside a cross-origin iframe, a lazy iframe,
three consent platforms (one inside an iframe), "load more" and reply toggles, comments
disabled, and the site memory on each site's second page.

The crawl writes the interaction log and the DOM snapshots (COMSPIDER_INTERACTION_LOG,
COMSPIDER_SNAPSHOT_DIR): the checks read what the interaction exposed, independently of
the extraction stage. It is the crawl the tests of the offline web share
(tests/e2e/conftest.py): these pages are most of it.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from comspider_lab.evaluation.interaction import document_text
from comspider_lab.evaluation.offline_web import entry_point_correct
from tests.e2e.conftest import CLICK_OUTLETS, OfflineWebCrawl, interaction_sample

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# accepted by autoconsent's rules (comspider.browser.autoconsent)
CONSENT_OUTLETS = {
    "rheinischer": "autoconsent/onetrust@main",
    "quotidien": "autoconsent/didomi@main",
    "faro": "autoconsent/sourcepoint-frame@frame",
}


def _squash(text: str) -> str:
    return "".join(text.split())


def test_one_crawl_covers_every_interaction_outcome(offline_web_crawl: OfflineWebCrawl):
    truth = offline_web_crawl.truth()
    first, later = interaction_sample(truth)
    pages = first + later
    result = offline_web_crawl.result
    assert result.returncode == 0, result.log[-3000:]
    assert "Traceback" not in result.log, result.log[-5000:]
    assert not result.error_lines(), "\n".join(result.error_lines()[:10])

    lines = offline_web_crawl.lines
    reports = offline_web_crawl.reports
    order = {r["url"]: i for i, r in enumerate(lines)}  # the order the visits finished in
    snapshots = offline_web_crawl.snapshots
    assert {a["url"] for a in pages} <= set(offline_web_crawl.urls)
    assert set(reports) == set(offline_web_crawl.urls)
    # every page in the browser, but those read from their served HTML (HTTP first)
    served = result.stat("comspider/visit/http_only")
    assert result.stat("comspider/browser/pages") + served == len(offline_web_crawl.urls)

    # per click outlet, the page visited second: the site memory knows its entry point
    by_outlet: dict[str, list[dict]] = defaultdict(list)
    for art in pages:
        if art["outlet"] in CLICK_OUTLETS and art["comments"]:
            by_outlet[art["outlet"]].append(art)
    second_urls = {max(arts, key=lambda a: order[a["url"]])["url"] for arts in by_outlet.values()}
    for art in pages:
        report = reports[art["url"]]
        snaps = snapshots[art["url"]]
        where = f"{art['outlet']}/{art['mechanism']} {art['url']}: {report}"
        assert report["error"] is None, where
        # the clickables are collected only while the comments have not shown
        shown = report["fetched_by"] == "http" or report["entry_point"] in ("static", "scroll")
        assert report["clicks"] <= 5 and (report["clickables"] > 0) is not shown, where
        assert len(report["clicked_text"]) == len(report["clicked"]), where  # each click, in words
        assert snaps[0]["kind"] == "main", where
        entry = report["entry_point"]
        if not art["comments"]:
            assert entry is None, where
            assert all(s["kind"] in ("main", "frame") for s in snaps), where
            continue
        text = _squash(" ".join(document_text(s["html"]) for s in snaps))
        exposed = sum(1 for c in art["comments"] if _squash(c["text"]) in text)
        assert exposed >= 1, where
        assert entry is not None, where
        # everything is exposed once comments are seen: "load more" and reply toggles
        assert exposed >= 0.95 * len(art["comments"]), (exposed, len(art["comments"]), where)
        mechanism = art["mechanism"]
        if mechanism in ("static", "delayed"):
            assert entry == "static", where
        elif mechanism == "scroll" or art["outlet"] == "pinewood":
            assert entry == "scroll", where
            if art["outlet"] == "pinewood":
                assert any(
                    s["kind"] == "frame" and art["comments"][0]["text"][:30] in document_text(s["html"])
                    for s in snaps
                ), where
        elif mechanism == "separate_page":
            assert entry.startswith("navigation: "), where
            assert entry_point_correct(entry, art["entry_point"]), where
            assert any(s["kind"] == "navigation" for s in snaps), where
        elif art["outlet"] == "delta":  # a click inside the cross-origin widget
            assert " >> " in entry and entry_point_correct(entry, art["entry_point"]), where
            assert any(s["kind"] == "frame" for s in snaps), where
        else:  # button, icon, link, modal: a click in the page
            assert entry_point_correct(entry, art["entry_point"]), where
        if art["url"] in second_urls:  # the site memory: straight to the entry point
            assert report["clicks"] <= 1, where
            assert "memory:success" in report["events"], where

    # consent: the first page of each consent outlet (the cookie then holds for the site)
    for outlet, rule in CONSENT_OUTLETS.items():
        outlet_urls = {a["url"] for a in truth["articles"] if a["outlet"] == outlet}
        events = [e for url in offline_web_crawl.urls if url in outlet_urls for e in reports[url]["events"]]
        assert f"consent:{rule}" in events, (outlet, events)
    # "load more": Bayview shows 20 threads at a time
    big = [a for a in pages if a["outlet"] == "bayview" and len(a["comments"]) > 20]
    assert big and all(reports[a["url"]]["expansions"] >= 1 for a in big)
    assert result.stat("comspider/browser/memory/success") >= len(second_urls)
    # the visit lines say what the click that exposed the comments was, as the log has it
    said = [r for r in lines if r["entry_text"] and '"' not in r["entry_text"]]
    assert said
    for r in said:
        line = f"Visited {r['url']} (visit 1): "
        assert any(line in x and f'("{r["entry_text"][:40]}' in x for x in result.log.splitlines()), r
