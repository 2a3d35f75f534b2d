"""Site wrappers in the item pipelines of real Scrapy crawls (no browser) sharing one
state file: a first crawl learns the template's wrapper from a page with many comments,
the next finds the one or two comments of the template's other pages, which the full
method alone misses; with wrappers off they stay missed."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_twisted
import scrapy
from scrapy.crawler import CrawlerRunner

from comspider.crawl_settings import crawl_settings
from comspider.items import PageItem
from comspider.state.backend import open_sqlite
from comspider_lab.synthetic import news_page
from tests.pipelines.conftest import page_item

SITE = "talk.example"
SEEDS = {1: 3, 2: 4}  # pages whose one or two comments the full method alone does not take


def _page(n: int, seed: int) -> str:
    """A page of a template whose markup names no comment: the classifier wants several
    records of it before it calls them comments."""
    return news_page(n, seed=seed, template="flat").html.replace('id="comments"', 'id="talk"')


class SavedPages(scrapy.Spider):
    name = "saved_pages"

    def __init__(self, items: list[PageItem], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.items = items

    async def start(self) -> AsyncIterator[Any]:
        for item in self.items:
            yield item


def _crawl(tmp_path: Path, name: str, items: list[PageItem], **settings: Any) -> Any:
    comments = tmp_path / f"{name}.jsonl"
    runner = CrawlerRunner(
        crawl_settings(
            {
                "COMSPIDER_STATE_PATH": str(tmp_path / "state.sqlite3"),
                "FEEDS": {
                    str(comments): {"format": "jsonlines", "item_classes": ["comspider.items.CommentItem"]}
                },
                "LOG_LEVEL": "WARNING",
                **settings,
            }
        )
    )
    crawler = runner.create_crawler(SavedPages)
    return crawler, comments, crawler.crawl(items=items)


def _read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()] if path.exists() else []


@pytest_twisted.inlineCallbacks
def test_a_learnt_wrapper_reads_the_few_comments_of_the_next_pages(tmp_path: Path) -> Any:
    first, _, done = _crawl(tmp_path, "first", [page_item(_page(20, 1), url=f"https://{SITE}/a/1")])
    yield done
    assert first.stats.get_value("comspider/wrappers/learnt") == 1
    state = open_sqlite(tmp_path / "state.sqlite3")
    (site,) = state.wrappers.sites()
    assert site == SITE
    state.close()

    few = [news_page(n, seed=SEEDS[n], template="flat") for n in (1, 2)]
    items = [page_item(_page(n, SEEDS[n]), url=f"https://{SITE}/a/{n + 1}") for n in (1, 2)]
    second, comments, done = _crawl(tmp_path, "second", items)
    yield done
    written = _read(comments)
    assert sorted(c["text"] for c in written) == sorted(c.text for page in few for c in page.comments)
    assert {c["author"] for c in written} == {c.author for page in few for c in page.comments}
    stats = second.stats.get_stats()
    assert stats["comspider/wrappers/hit"] == 2 and "comspider/wrappers/miss" not in stats

    off, comments, done = _crawl(
        tmp_path,
        "off",
        [page_item(_page(n, SEEDS[n]), url=f"https://{SITE}/b/{n + 1}") for n in (1, 2)],
        COMSPIDER_WRAPPERS_ENABLED=False,
    )
    yield done
    # the full method alone may call one or two of these comments too (the section
    # decision reads the evidence of a discussion); what this run shows is that nothing
    # of the wrappers runs when they are off
    assert len(_read(comments)) <= len(written)
    assert not any(k.startswith("comspider/wrappers/") for k in off.stats.get_stats())
