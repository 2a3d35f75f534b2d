"""The scorer of crawls of the offline web (comspider_lab.evaluation.offline_web)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from comspider_lab.evaluation.offline_web import (
    entry_point_correct,
    format_table,
    main,
    match_comments,
    score_crawl,
    truth_at_last_visits,
)
from comspider_lab.offline_web import OfflineWeb


def perfect_crawl(truth: dict) -> tuple[list[dict], list[dict]]:
    comments, visits = [], []
    for a in truth["articles"]:
        for c in a["comments"]:
            comments.append(
                {
                    "article_url": a["url"],
                    "text": c["text"],
                    "author": c["author"],
                    "comment_id": "x" + c["id"],
                    "parent_id": "x" + c["parent"] if c["parent"] else None,
                    "section": 0,
                }
            )
        visits.append(
            {
                "url": a["url"],
                "outcome": "comments_found" if a["comments"] else "no_comments",
                "clicks": 1 if a["entry_point"] not in ("static", "scroll", None) else 0,
                "clickables": 10,
                "seconds": 12.0,
                "entry_point": a["entry_point"],
            }
        )
    return comments, visits


def test_a_perfect_crawl_scores_one(web: OfflineWeb) -> None:
    truth = web.truth()
    scores = score_crawl(truth, *perfect_crawl(truth))
    total = scores["total"]
    assert total["f1"] == total["precision"] == total["recall"] == 1.0
    assert total["author_accuracy"] == total["parent_accuracy"] == total["entry_point_accuracy"] == 1.0
    assert total["extraction_accuracy"] == 1.0
    assert total["seconds_median"] == 12.0 and 0 < total["clicked_share"] < 1
    table = format_table(scores)
    lines = table.splitlines()
    assert len(lines) == 2 + len(scores["mechanisms"]) + 1 and "**total**" in lines[-1]
    assert all(f"| {m} |" in table for m in scores["mechanisms"])


def test_partial_crawl_and_residue(web: OfflineWeb) -> None:
    truth = web.truth()
    art = max(truth["articles"], key=lambda a: len(a["comments"]))
    truth = dict(truth, articles=[art])
    n = len(art["comments"])
    found = [
        {
            "article_url": art["url"] + "#comments",
            "comment_id": str(i),
            "parent_id": None,
            "author": c["author"],
            "text": f"{c['author']} 2 hours ago {c['text']} Reply ▲ 3 Report",
        }
        for i, c in enumerate(art["comments"][: n // 2])
    ]
    found.append({"article_url": art["url"], "text": "Most read: something else entirely", "author": None})
    scores = score_crawl(truth, found, [])
    page = scores["pages"][0]
    assert page["correct"] == n // 2
    assert page["recall"] == pytest.approx((n // 2) / n)
    assert page["precision"] == pytest.approx((n // 2) / (n // 2 + 1))
    assert page["author_accuracy"] == 1.0
    assert scores["total"]["entry_point_accuracy"] is None  # no visits


def test_matching_rules() -> None:
    true = ["Spot on.", "The rent cap is long overdue. Time will tell."]
    # the longer true text wins a found text that contains both
    assert match_comments(true, ["Anna 3h The rent cap is long overdue. Time will tell. Reply"]) == {0: 1}
    assert match_comments(true, ["Spot on.", "spot on."]) == {0: 0}
    # paragraphs glued together without a space still match
    assert match_comments(["First para. Second para."], ["First para.Second para."]) == {0: 0}
    # a whole thread (far more than residue) is not one comment
    assert match_comments(["Spot on."], ["Spot on. " + "x" * 200]) == {}


def test_empty_pages_follow_the_papers_convention() -> None:
    truth = {
        "articles": [
            {"url": "http://a/1", "outlet": "o", "mechanism": "disabled", "comments": [], "entry_point": None}
        ]
    }
    assert score_crawl(truth, [], [])["pages"][0]["f1"] == 1.0
    spurious = [{"article_url": "http://a/1", "text": "Newsletter: sign up"}]
    page = score_crawl(truth, spurious, [])["pages"][0]
    assert (page["precision"], page["recall"], page["f1"]) == (0.0, 0.0, 0.0)


@pytest.mark.parametrize(
    "found,true,ok",
    [
        ("static", "static", True),
        ("scroll", "static", True),
        (None, None, True),
        ("static", None, False),
        ("/html/body/div/main/div[1]/button", "/html/body/div/main/div[1]/button", True),
        ("/html[1]/body[1]/div[1]/main[1]/div[1]/button[1]", "/html/body/div/main/div/button", True),
        ("/html/body/div/main/div[1]/button/span", "/html/body/div/main/div[1]/button", True),
        ("/html/body/div/main/div[2]/button", "/html/body/div/main/div[1]/button", False),
        ("/html/body/iframe >> /html/body/div/div[3]/button", "/html/body/div/div[3]/button", True),
        (None, "/html/body/button", False),
    ],
)
def test_entry_points(found: str | None, true: str | None, ok: bool) -> None:
    assert entry_point_correct(found, true) is ok


def test_main_reads_files(web: OfflineWeb, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    truth = web.truth()
    comments, visits = perfect_crawl(truth)
    (tmp_path / "truth.json").write_text(json.dumps(truth), encoding="utf-8")
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "a.jsonl").write_text("".join(json.dumps(c) + "\n" for c in comments), encoding="utf-8")
    (tmp_path / "v.jsonl").write_text("".join(json.dumps(v) + "\n" for v in visits), encoding="utf-8")
    assert (
        main(
            [
                "--comments",
                str(tmp_path / "c"),
                "--visits",
                str(tmp_path / "v.jsonl"),
                "--truth",
                str(tmp_path / "truth.json"),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "| **total** | " in out and "1.000" in out


def test_truth_at_last_visits_holds_each_page_as_it_was_visited(web: OfflineWeb) -> None:
    from datetime import timedelta

    later = web.clock.now() + timedelta(hours=30)
    at_end = {a["url"]: a for a in web.truth(at=later)["articles"]}
    growing = next(
        u
        for u, a in at_end.items()
        if len(a["comments"]) > len(next(b for b in web.truth()["articles"] if b["url"] == u)["comments"])
    )
    visits = [{"url": growing, "visited_at": web.clock.now().isoformat()}]
    truth = truth_at_last_visits(web, visits, later)
    by_url = {a["url"]: a for a in truth["articles"]}
    now_count = len(next(b for b in web.truth()["articles"] if b["url"] == growing)["comments"])
    assert len(by_url[growing]["comments"]) == now_count < len(at_end[growing]["comments"])
    other = next(u for u in at_end if u != growing)
    assert by_url[other]["comments"] == at_end[other]["comments"]  # never visited: at the end
    # comments posted while the visit ran are optional: missing them costs nothing
    window = [
        {
            "url": growing,
            "visited_at": (web.clock.now() + timedelta(hours=30)).isoformat(),
            "seconds": 30 * 3600.0,
        }
    ]
    during = next(a for a in truth_at_last_visits(web, window, later)["articles"] if a["url"] == growing)
    optional = [c for c in during["comments"] if c.get("optional")]
    assert len(during["comments"]) - len(optional) == now_count and optional
    scored = score_crawl(
        {"articles": [during]},
        [
            {"article_url": growing, "text": c["text"], "comment_id": c["id"]}
            for c in during["comments"]
            if not c.get("optional")
        ],
        [],
    )
    assert scored["total"]["recall"] == scored["total"]["precision"] == 1.0
    # a page without comments yet does not count for the entry-point accuracy
    scores = score_crawl(
        {"articles": [dict(by_url[growing], comments=[])]},
        [],
        [{"url": growing, "outcome": "no_comments", "entry_point": None}],
    )
    assert scores["total"]["entry_point_accuracy"] is None


def test_demo_with_max_articles_scores_only_the_pages_it_visited(web: OfflineWeb) -> None:
    from comspider_lab.commands.demo import scored_truth

    urls = [a["url"] for a in web.truth()["articles"]][:4]
    visits = [{"url": u, "visited_at": web.clock.now().isoformat(), "outcome": "no_comments"} for u in urls]
    assert sorted(a["url"] for a in scored_truth(web, visits, 4)["articles"]) == sorted(urls)
    assert len(scored_truth(web, visits, None)["articles"]) > len(urls), "a full demo scores every page"
