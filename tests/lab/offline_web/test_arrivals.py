"""The comment arrival process: comments appear over time, replies after their parents."""

from __future__ import annotations

import itertools
from datetime import timedelta

from comspider_lab.offline_web import OfflineWeb
from tests.lab.offline_web.conftest import START


def counts(web: OfflineWeb, hours: float) -> dict[str, int]:
    truth = web.truth(START + timedelta(hours=hours))
    return {a["url"]: len(a["comments"]) for a in truth["articles"]}


def test_counts_grow_with_time(web: OfflineWeb) -> None:
    series = [counts(web, h) for h in (0, 0.5, 1, 3, 6, 24, 72)]
    for earlier, later in itertools.pairwise(series):
        assert all(later[u] >= n for u, n in earlier.items())
    grew = sum(series[3][u] > n for u, n in series[0].items())
    assert grew >= 20  # plenty of pages are still collecting comments


def test_ages_and_counts_at_the_start(web: OfflineWeb) -> None:
    kinds: dict[str, list] = {}
    start = counts(web, 0)
    later = counts(web, 3)
    for a in web.truth()["articles"]:
        if a["paywalled"] or not a["comments_enabled"]:
            continue
        kinds.setdefault(a["kind"], []).append((start[a["url"]], later[a["url"]]))
    assert all(10 <= n <= 60 for n, _ in kinds["normal"])
    assert all(n >= 100 for n, _ in kinds["big"]) and len(kinds["big"]) >= 3
    assert all(n <= 4 and m >= 10 for n, m in kinds["fresh"]) and len(kinds["fresh"]) >= 12
    assert all(n == m for n, m in kinds["saturated"])
    assert sum(10 <= n <= 60 for k in kinds.values() for n, _ in k) / sum(map(len, kinds.values())) > 0.5


def test_replies_arrive_after_their_parents(web: OfflineWeb) -> None:
    truth = web.truth(START + timedelta(days=30))
    deep = 0
    for a in truth["articles"]:
        by_id = {c["id"]: c for c in a["comments"]}
        seen: set[str] = set()
        for c in a["comments"]:  # arrival order
            assert c["published_at"] >= a["published_at"]
            if c["parent"] is None:
                assert c["depth"] == 0
            else:
                parent = by_id[c["parent"]]
                assert c["parent"] in seen and parent["published_at"] <= c["published_at"]
                assert c["depth"] == parent["depth"] + 1
                assert c["author"] != parent["author"]
            seen.add(c["id"])
            deep = max(deep, c["depth"])
    assert deep >= 3


def test_pages_show_only_arrived_comments(web: OfflineWeb) -> None:
    site = web.world.by_name["ledger"]
    art = next(a for a in site.articles if a.kind == "fresh")
    before = site.render_article(art, START)
    comments = site.comments(art)
    late = next(c for c in comments if c.published_at > START)
    assert late.id not in before
    after = site.render_article(art, late.published_at + timedelta(seconds=1))
    assert f'id="comment-{late.id}"' in after
