"""The live detector's parse and record sections of a document, taken by the record
sections stage for the very same HTML at the same URL (comspider/records/held_sections):
the comments are those of a stage that parses and mines the snapshot itself."""

from __future__ import annotations

import dataclasses
from typing import Any

from comspider.interaction.detect import crawl_detector
from comspider.items import PageItem
from comspider.pipelines.comment_fields import CommentFieldsPipeline
from comspider.pipelines.comment_sections import CommentSectionsPipeline
from comspider.pipelines.record_sections import RecordSectionsPipeline
from comspider.records.dom import parse_html
from comspider.records.held_sections import Held, HeldSections, crawl_held_sections
from comspider.records.invariants import find_sections
from comspider_lab.testing import asyncio_test, comspider_crawler
from tests.pipelines.conftest import URL, page_item

_STAGES = (RecordSectionsPipeline, CommentSectionsPipeline, CommentFieldsPipeline)


async def _comments(crawler: Any, item: PageItem) -> list[dict[str, Any]]:
    for stage in _STAGES:
        item = await stage.from_crawler(crawler).process_item(item)
    return [dataclasses.asdict(c) for c in item.comments]


def _stat(crawler: Any, name: str) -> int:
    return int(crawler.stats.get_value(f"comspider/extraction/{name}", 0))


@asyncio_test
async def test_the_last_detection_of_the_same_html_is_not_mined_again(tmp_path: Any, real_html: str) -> None:
    plain = comspider_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "a.sqlite3")})
    expected = await _comments(plain, page_item(real_html))
    assert _stat(plain, "sections_found_again") == 1 and _stat(plain, "sections_reused") == 0

    crawler = comspider_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "b.sqlite3")})
    hits = crawl_detector(crawler).sections(real_html, URL)  # as the interaction's last detection
    assert hits and len(crawl_held_sections(crawler)) == 1
    got = await _comments(crawler, page_item(real_html))
    assert _stat(crawler, "sections_reused") == 1 and _stat(crawler, "sections_found_again") == 0
    assert len(crawl_held_sections(crawler)) == 0, "taken: the later stages change its tree"
    assert got == expected and len(got) >= 20


@asyncio_test
async def test_only_the_same_text_at_the_same_address_in_the_main_document(
    tmp_path: Any, real_html: str
) -> None:
    crawler = comspider_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "s.sqlite3")})
    detector = crawl_detector(crawler)
    changed = real_html.replace("</body>", "<p>x</p></body>", 1)
    assert changed != real_html
    other_url = URL + "?page=2"
    for html, item in (
        (real_html, page_item(changed)),  # the page changed after the detection
        (real_html, page_item(real_html, url=other_url)),  # another address
    ):
        detector.sections(html, URL)
        await _comments(crawler, item)
    assert _stat(crawler, "sections_reused") == 0 and _stat(crawler, "sections_found_again") == 2
    # a frame is dated by the article's time, not its own address: never taken
    detector.sections(real_html, URL + "widget")
    await _comments(crawler, page_item("<html><body><p>An article.</p></body></html>", frame_html=real_html))
    assert _stat(crawler, "sections_reused") == 0
    # once only: a second visit of the same HTML finds its sections itself
    detector.sections(real_html, URL)
    first = await _comments(crawler, page_item(real_html))
    second = await _comments(crawler, page_item(real_html))
    assert _stat(crawler, "sections_reused") == 1 and first == second


@asyncio_test
async def test_other_finder_settings_are_not_given_the_detectors_sections(
    tmp_path: Any, real_html: str
) -> None:
    crawler = comspider_crawler(
        overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "s.sqlite3"), "COMSPIDER_BYLINE_RECORDS": False}
    )
    crawl_detector(crawler).sections(real_html, URL)  # the detector mines with the byline records' default
    await _comments(crawler, page_item(real_html))
    assert _stat(crawler, "sections_reused") == 0


def test_held_sections_are_those_the_finder_finds_not_the_detectors_selection(real_html: str) -> None:
    crawler = comspider_crawler()
    crawl_detector(crawler).sections(real_html, URL)  # scores, prunes and merges its own sections
    stage = RecordSectionsPipeline.from_crawler(crawler)
    assert stage.finder_key is not None
    held = crawl_held_sections(crawler).take(real_html, URL, stage.finder_key)
    assert held is not None
    fresh_root = parse_html(real_html)
    fresh = find_sections(fresh_root)

    def shape(root: Any, sections: Any) -> list[Any]:
        tree = root.getroottree()
        return [
            (
                tree.getpath(s.container),
                s.method,
                s.comment_score,
                [
                    (tree.getpath(r.node), r.parent, r.depth, [tree.getpath(e) for e in r.extra])
                    for r in s.records
                ],
                [[tree.getpath(e) for e in parts] for parts in s.invariants],
            )
            for s in sections
        ]

    assert shape(held.root, held.sections) == shape(fresh_root, fresh)
    assert all(s.comment_score is None for s in held.sections)


def test_the_memory_is_bounded_and_compares_the_whole_text() -> None:
    root = parse_html("<html><body></body></html>")
    key = (3, 4, "both", True, True)
    memory = HeldSections(bound_entries=2, bound_chars=10)
    for html in ("aaaa", "bbbb", "cccc"):
        memory.offer(html, "u", key, Held(root, []))
    assert len(memory) == 2 and memory.take("aaaa", "u", key) is None  # the oldest went first
    memory.offer("dddddd", "u", key, Held(root, []))  # 4 + 6 chars: "bbbb" goes
    assert memory.take("bbbb", "u", key) is None
    assert memory.take("cccc", "u", key) is not None and memory.take("cccc", "u", key) is None
    memory.offer("x" * 11, "u", key, Held(root, []))  # longer than the bound: not held
    assert memory.take("x" * 11, "u", key) is None
    memory.offer("eeee", "u", key, Held(root, []))
    assert memory.take("eeef", "u", key) is None
    assert memory.take("eeee", "v", key) is None
    assert memory.take("eeee", "u", (3, 4, "both", True, False)) is None
    assert memory.take("".join(["ee", "ee"]), "u", key) is not None  # equal text, another string
