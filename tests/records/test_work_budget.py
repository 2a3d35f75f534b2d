"""Pages of unclosed tags: hundreds of candidate sections nested in one another. The
steps that compare candidates are bounded by the page's size (one warning), and the
nesting test that replaced a walk up from every parent gives the walk's answers."""

from __future__ import annotations

import logging
import random

import pytest
from scrapy.utils.test import get_crawler

from comspider.crawl_settings import crawl_settings
from comspider.records.containers import _enters_other
from comspider.records.dom import parse_html
from comspider.records.flatten import flatten
from comspider.records.invariants import InvariantSectionFinder
from comspider_lab.evaluation.hostile_pages import tangled as tangled_page


def test_a_page_of_unclosed_tags_is_cut_short_once_and_still_gives_sections(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """As the crawl's finder reads it: one warning, one count in the crawl's stats."""
    crawler = get_crawler(settings_dict=dict(crawl_settings()))
    finder = InvariantSectionFinder.from_crawler(crawler)
    root = parse_html(tangled_page(100_000))  # 58,000 elements, nested 944 deep: past the bound
    with caplog.at_level(logging.WARNING, logger="comspider.records.work_budget"):
        sections = finder.find_sections(root)
    warnings = [r for r in caplog.records if "cut short" in r.getMessage()]
    assert len(warnings) == 1
    assert crawler.stats.get_value("comspider/extraction/cut_short") == 1
    assert sections and all(s.records for s in sections)


def _walk(flat, parents: list[int], cur: list[int]) -> bool:  # type: ignore[no-untyped-def]
    """The walk it replaced: up from every parent, as deep as the shallowest candidate."""
    depths = [flat.depth[c] for c in cur]
    if max(depths) == min(depths):
        return False
    cur_set = set(cur)
    for p in parents:
        a = p
        while a >= 0 and flat.depth[a] >= min(depths):
            if a in cur_set:
                return True
            a = flat.parent[a]
    return False


def test_the_nesting_test_gives_the_walks_answers() -> None:
    flat = flatten(parse_html(tangled_page(3_000, seed=7)))
    rng = random.Random(3)
    n = len(flat)
    differ = checked = 0
    for _ in range(3_000):
        cur = rng.sample(range(1, n), rng.randint(2, 12))
        parents = [flat.parent[c] for c in cur]
        checked += 1
        differ += _enters_other(flat, parents, cur) != _walk(flat, parents, cur)
    assert checked == 3_000 and differ == 0
