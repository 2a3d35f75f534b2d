"""The click plan on labelled rows (``evaluate click_plan``): which configuration clicks
what, and what a click costs."""

from __future__ import annotations

from comspider_lab.evaluation.click_plan import CONFIGS, run_page

URL = "https://news.example/lokalt/badhuset-stanger.html"


def row(text: str, label: int, weight: float = 1.0, **features) -> dict:
    base = {"tag": "a", "text": text, "attrs": {}, "sources": ["href"], "article": "below", "href": None}
    return {
        "features": base | features,
        "xpath": f"/html[1]/body[1]/a[{len(text)}]",
        "url": URL,
        "label": label,
        "weight": weight,
    }


def test_the_shape_reaches_an_entry_point_the_scores_miss():
    rows = [
        row("Start", 0, weight=6.0, href="https://news.example/", links_away=True, article="above"),
        row("Diskutera artikeln (5)", 1, href=URL[:-5] + "/debatt.html", links_away=True),
    ]
    scores = [0.0001, 0.00001]
    runs = {config: run_page(rows, scores, config, threshold=0.0008) for config in CONFIGS}
    assert not runs["threshold"].reached and not runs["+ keyword rescue"].reached
    shaped = runs["+ keyword rescue + discussion shape"]
    assert shaped.reached and shaped.by_shape and shaped.clicks == 1


def test_candidates_above_the_threshold_cost_their_weight():
    rows = [row("Kommentar", 0, weight=3.0), row("12 Kommentare", 1, href="#comments", fragment="comments")]
    run = run_page(rows, [0.9, 0.5], CONFIGS[2], threshold=0.0008)
    assert run.reached and not run.by_shape and run.clicks == 4.0
    # a page without an entry point: every candidate in vain, up to the click budget
    none = run_page([row("Kommentar", 0, weight=9.0)], [0.9], CONFIGS[2], threshold=0.0008)
    assert not none.has_entry and none.clicks == 5
