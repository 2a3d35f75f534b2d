"""The brute-force baseline of the interaction evaluation: it plans through the crawler's
extension point, and the crawler's own plan has no branch for it."""

from __future__ import annotations

import inspect

from comspider import settings
from comspider.crawl_settings import crawl_settings
from comspider.interaction import ranking
from comspider.interaction.clickables import Clickable
from comspider.interaction.ranking import PlansItself, load_ranker, plan
from comspider_lab.baselines.brute_force import BruteForceRanker


def clickable(text: str, *, tag: str = "button", href: str | None = None, i: int = 0, **kw) -> Clickable:
    scheme = href.split(":", 1)[0] if href and ":" in href else None
    return Clickable(
        xpath=f"/html/body/{tag}[{i + 1}]",
        abs_xpath=f"/html/body/{tag}[{i + 1}]",
        tag=tag,
        text=text,
        href=href,
        scheme=scheme,
        index=i,
        **kw,
    )


def test_brute_force_is_everything_on_the_site_in_document_order():
    items = [
        clickable("Home", tag="a", href="https://news.example/", links_away=True, i=0),
        clickable("Menu", i=1),
        clickable("Log in", i=2),
        clickable("Elsewhere", tag="a", href="https://other.example/", links_away=True, other_host=True, i=3),
        clickable("Comments", i=4),
        clickable("Mail", tag="a", href="mailto:x@example.org", i=5),
    ]
    ranker = BruteForceRanker()
    assert isinstance(ranker, PlansItself)
    counts: dict[str, int] = {}
    planned = plan(
        items,
        ranker,
        limit=50,
        offsite_min_score=settings.COMSPIDER_CLICK_OFFSITE_MIN_SCORE,
        rescue=settings.COMSPIDER_CLICK_RESCUE,
        counts=counts,
    )
    got = [(c.clickable.text, c.action) for c in planned]
    # login included (it clicks everything), mail and other hosts left out
    assert got == [("Home", "follow"), ("Menu", "click"), ("Log in", "click"), ("Comments", "click")]
    assert counts == {"offsite": 1, "scheme": 1}


def test_the_crawl_loads_it_by_its_class_path():
    brute = load_ranker(
        crawl_settings(
            {
                "COMSPIDER_CLICK_RANKER": "comspider_lab.baselines.brute_force.BruteForceRanker",
                "COMSPIDER_CLICK_THRESHOLD": "0.7",
            }
        )
    )
    assert isinstance(brute, BruteForceRanker) and brute.threshold == 0.0


def test_the_crawlers_plan_has_no_brute_force_branch():
    assert "brute" not in inspect.getsource(ranking).lower()
