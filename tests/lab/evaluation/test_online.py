"""The online evaluation's argument parser, feed and scorer on a tiny synthetic crawl (no
browser, no crawl: those run in `python -m comspider_lab evaluate online`)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from comspider_lab.evaluation.moderation import crawl_view, score
from comspider_lab.evaluation.online import (
    Run,
    format_table,
    moderation_table,
    page_table,
    parse_args,
    queue_stats,
    rss,
    select_articles,
    summarise,
)


def article(url: str, texts: list[str], kind: str = "fresh") -> dict:
    return {
        "url": url,
        "outlet": url.split("/")[2],
        "mechanism": "static",
        "kind": kind,
        "title": f"Story & {url}",
        "publisher": "Pub <1>",
        "comments_enabled": True,
        "paywalled": False,
        "published_at": "2026-03-02T11:30:00+00:00",
        "entry_point": "static",
        "comments_url": None,
        "comments": [
            {"id": f"c{i}", "parent": None, "depth": 0, "author": "a", "text": t} for i, t in enumerate(texts)
        ],
    }


def test_parse_args_defaults_and_validation() -> None:
    args = parse_args([])
    assert args.configs == ["immediate", "paper", "learned", "complete"]
    assert args.moderation is True
    assert (args.wait_hours, args.min_comments, args.max_visits) == (3.84, 10, 3)
    assert args.admission is True
    args = parse_args(["--configs", "paper", "--outlets", "sabah, ledger", "--admission", "off"])
    assert args.configs == ["paper"] and args.outlets == ["sabah", "ledger"]
    assert args.admission is False
    with pytest.raises(SystemExit):
        parse_args(["--configs", "sometimes"])
    # Issue 27: cold site wrappers unless asked; warm learns them from other articles first.
    assert (args.wrappers, args.warm_articles) == ("cold", 2)
    assert parse_args(["--wrappers", "both", "--warm-articles", "3"]).wrappers == "both"
    with pytest.raises(SystemExit):
        parse_args(["--wrappers", "lukewarm"])


def test_select_and_rss() -> None:
    truth = {
        "articles": [
            article("http://a.test/1", []),
            article("http://b.test/2", [], kind="big"),
            article("http://c.test/3", []),
        ]
    }
    chosen = select_articles(truth)
    assert [a["url"] for a in chosen] == ["http://a.test/1", "http://c.test/3"]
    assert [a["url"] for a in select_articles(truth, ["c.test"])] == ["http://c.test/3"]
    assert len(select_articles(truth, max_articles=1)) == 1
    channel = ET.fromstring(rss(chosen)).find("channel")
    assert channel is not None
    items = channel.findall("item")
    assert [i.findtext("link") for i in items] == ["http://a.test/1", "http://c.test/3"]
    assert items[0].findtext("title") == "Story & http://a.test/1"
    assert items[0].findtext("pubDate") == "Mon, 02 Mar 2026 11:30:00 GMT"


def test_summarise_scores_against_the_horizon_and_the_last_visit() -> None:
    later = [
        article("http://a.test/1", ["one", "two", "three", "four"]),
        article("http://b.test/2", ["five", "six"]),
    ]
    at_visit = [article("http://a.test/1", ["one", "two"]), article("http://b.test/2", [])]
    comments = [
        {"article_url": "http://a.test/1", "text": "one", "comment_id": "x1"},
        {"article_url": "http://a.test/1", "text": "two  ", "comment_id": "x2"},
    ]
    visits = [
        {"url": "http://a.test/1", "visit": 1, "visited_at": "2026-03-02T13:30:00+00:00"},
        {"url": "http://a.test/1", "visit": 2, "visited_at": "2026-03-02T15:30:00+00:00"},
        {"url": "http://b.test/2", "visit": 1, "visited_at": "2026-03-02T14:30:00+00:00"},
    ]
    row = summarise(
        Run("paper", later, at_visit, comments, visits, 12.0, stats={"admitted": 2, "dropped/queue_full": 1}),
        min_comments=2,
    )
    # a: P 1, R 0.5, F1 2/3; b: nothing found of 2: P 0, R 0, F1 0 -> means over pages
    assert row["precision"] == pytest.approx(0.5)
    assert row["recall"] == pytest.approx(0.25)
    assert row["f1"] == pytest.approx(1 / 3)
    # at the last visit: a had 2 (both found), b had none (none found): F1 1 and 1
    assert row["f1_at_visit"] == pytest.approx(1.0) and row["true_at_visit"] == 2
    assert row["visits_per_article"] == pytest.approx(1.5)
    assert (row["captured"], row["with_comments"], row["refused"]) == (1, 1, 1)
    assert row["age_first_h"] == pytest.approx(2.5) and row["age_last_h"] == pytest.approx(3.5)
    pages = page_table(Run("paper", later, at_visit, comments, visits, 12.0))
    assert "| a.test | static | 2 | 4 | 2 | 2 | 2 |" in pages
    assert "| b.test | static | 1 | 2 | 0 | 0 | 0 |" in pages
    table = format_table([row], 24.0, 2)
    assert table.count("\n") == 2 and "| paper | 2 | 1.50 | 1/2 |" in table and "**0.333**" in table


def test_queue_stats_from_a_stats_dump() -> None:
    log = "{'comspider/queue/admitted': 13,\n 'comspider/queue/dropped/queue_full': 2, 'x': 1}"
    assert queue_stats(log) == {"admitted": 13.0, "dropped/queue_full": 2.0}


def test_moderation_is_scored_against_the_truths_events() -> None:
    """Two removals and an edit in the truth: one removal caught, one happened before any
    visit saw its comment (not detectable), the edit caught; one false removal (its
    comment is still there) and one edit whose text is wrong."""
    url = "http://a.test/1"
    truth = article(url, ["kept", "edited, more", "also kept"])
    truth["moderation"] = [
        {
            "action": "removed",
            "id": "c9",
            "text": "gone",
            "published_at": "2026-03-02T12:00:00+00:00",
            "at": "2026-03-02T14:00:00+00:00",
        },
        {
            "action": "removed",
            "id": "c8",
            "text": "early",
            "published_at": "2026-03-02T12:10:00+00:00",
            "at": "2026-03-02T12:20:00+00:00",
        },
        {
            "action": "edited",
            "id": "c1",
            "text": "edited",
            "new_text": "edited, more",
            "published_at": "2026-03-02T12:00:00+00:00",
            "at": "2026-03-02T15:00:00+00:00",
        },
    ]
    comments = [
        {"article_url": url, "comment_id": i, "text": t}
        for i, t in (("k", "kept"), ("g", "gone"), ("e", "edited"), ("a", "also kept"))
    ]
    visits = [
        {"url": url, "visit": n, "outcome": "comments_found", "truncated": False, "visited_at": at}
        for n, at in ((1, "2026-03-02T13:00:00+00:00"), (2, "2026-03-02T18:00:00+00:00"))
    ]
    records = [
        {
            "type": "comment_removed",
            "article_url": url,
            "comment_id": "g",
            "first_missed_at": "2026-03-02T18:00:00+00:00",
        },
        {
            "type": "comment_removed",
            "article_url": url,
            "comment_id": "a",
            "first_missed_at": "2026-03-02T18:00:00+00:00",
        },
        {
            "type": "comment_edited",
            "article_url": url,
            "comment_id": "e",
            "text": "edited, more",
            "crawled_at": "2026-03-02T18:00:00+00:00",
        },
        {
            "type": "comment_edited",
            "article_url": url,
            "comment_id": "k",
            "text": "kept!",
            "crawled_at": "2026-03-02T18:00:00+00:00",
        },
    ]
    result = score([truth], comments, visits, records)
    assert result["removed"] == {
        "events": 2,
        "detectable": 1,
        "detected": 1,
        "records": 2,
        "false": 1,
        "recall": 1.0,
    }
    assert result["edited"] == {
        "events": 1,
        "detectable": 1,
        "detected": 1,
        "records": 2,
        "false": 1,
        "recall": 1.0,
    }
    view = {c["comment_id"]: c["text"] for c in crawl_view(comments, records)}
    assert view == {"k": "kept!", "e": "edited, more"}  # removed ones out, edits applied
    table = moderation_table([{"config": "complete", "moderation": result}])
    assert "| complete | removed | 2 | 1 | 1 | 1.000 | 2 | 1 |" in table
