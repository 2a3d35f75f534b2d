"""Edits and removals through the whole item pipeline (no browser): a real page visited
three times, in three crawls on one crawl state, the second after a moderator removed a
reply and its author edited another comment; the third cut short (truncated)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_twisted
import scrapy
from lxml import html as lxml_html
from scrapy.crawler import CrawlerRunner

from comspider.crawl_settings import crawl_settings
from comspider.items import PageItem
from comspider.state.backend import open_sqlite
from comspider.url_keys import article_key
from tests.conftest import assert_valid_records
from tests.pipelines.conftest import URL, page_item

REMOVED, EDITED = "comment-126", "comment-115"  # a reply without replies; a comment
ADDED = " Nachtrag: das Urteil ist inzwischen rechtskräftig."


class OnePage(scrapy.Spider):
    name = "one_page"

    def __init__(self, item: PageItem, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.item = item

    async def start(self) -> AsyncIterator[Any]:
        yield self.item


def moderated(page: str) -> str:
    doc = lxml_html.fromstring(page)
    gone = doc.get_element_by_id(REMOVED)
    gone.getparent().remove(gone)
    paragraph = doc.get_element_by_id(EDITED).xpath(".//p")[0]
    paragraph.text = (paragraph.text or "") + ADDED
    return lxml_html.tostring(doc, encoding="unicode")


def _lines(path: Path) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines()] if path.exists() else []
    assert_valid_records(rows)
    return rows


@pytest_twisted.inlineCallbacks
def test_a_removal_and_an_edit_are_written_once(tmp_path: Path, real_html: str) -> Any:
    feeds = {name: tmp_path / f"{name}.jsonl" for name in ("comments", "visits", "moderation")}
    settings = crawl_settings(
        {
            "COMSPIDER_STATE_PATH": str(tmp_path / "state.sqlite3"),
            "FEEDS": {
                str(feeds["comments"]): {
                    "format": "jsonlines",
                    "item_classes": ["comspider.items.CommentItem"],
                },
                str(feeds["visits"]): {"format": "jsonlines", "item_classes": ["comspider.items.VisitItem"]},
                str(feeds["moderation"]): {
                    "format": "jsonlines",
                    "item_classes": [
                        "comspider.items.CommentRemovedItem",
                        "comspider.items.CommentEditedItem",
                    ],
                },
            },
            "LOG_LEVEL": "WARNING",
        }
    )
    later = moderated(real_html)
    cut = page_item(later, visit=4)
    cut.report.truncation = "expand_clicks"
    cut.visited_at = "2024-01-04T12:00:00+00:00"
    second = page_item(later, visit=2)
    second.visited_at = "2024-01-02T12:00:00+00:00"
    again = page_item(later, visit=3)  # the same page again: nothing new to tell
    again.visited_at = "2024-01-03T12:00:00+00:00"
    stats = []
    for item in (page_item(real_html, visit=1), second, again, cut):
        crawler = CrawlerRunner(settings).create_crawler(OnePage)
        yield crawler.crawl(item=item)
        stats.append(crawler.stats.get_stats())

    comments, visits, records = (_lines(feeds[name]) for name in ("comments", "visits", "moderation"))
    # each comment once (the page's 16 pingbacks are none)
    assert len({c["comment_id"] for c in comments}) == len(comments) >= 20
    site = {c["site_comment_id"]: c for c in comments}
    removals = [r for r in records if r["type"] == "comment_removed"]
    edits = [r for r in records if r["type"] == "comment_edited"]
    assert [r["site_comment_id"] for r in removals] == ["126"]
    removal = removals[0]
    assert removal["comment_id"] == site["126"]["comment_id"]
    assert (removal["last_seen_visit"], removal["first_missed_visit"]) == (1, 2)
    assert removal["first_missed_at"] == "2024-01-02T12:00:00+00:00"
    assert [r["site_comment_id"] for r in edits] == ["115"]
    edit = edits[0]
    assert edit["comment_id"] == site["115"]["comment_id"]  # the id its record was written with
    assert edit["text"].endswith(ADDED.strip()) and edit["visit"] == 2
    # the edited comment is not written again as a comment, its reply keeps its parent
    assert sum(c["site_comment_id"] == "115" for c in comments) == 1
    assert [v["removed_comments"] for v in sorted(visits, key=lambda v: v["visit"])] == [0, 1, 0, 0]
    assert [v["edited_comments"] for v in sorted(visits, key=lambda v: v["visit"])] == [0, 1, 0, 0]
    assert all(
        v["comments_closed"] is False and v["comment_form"] is True for v in visits
    )  # a WordPress form
    assert stats[3].get("comspider/moderation/incomplete_visits") == 1  # the truncated visit judged nothing
    state = open_sqlite(tmp_path / "state.sqlite3")
    try:
        traces = state.history.traces(article_key(URL))
        assert traces[removal["comment_id"]].missed_at == removal["first_missed_at"]
        kept = traces[site["114"]["comment_id"]]
        assert (kept.first_visit, kept.last_visit) == (1, 4)
        assert state.seen.pending() == []
    finally:
        state.close()
