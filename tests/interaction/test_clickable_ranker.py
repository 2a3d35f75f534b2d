"""The rankers the interaction code uses: bundled fastText model and KeyWords baseline."""

from __future__ import annotations

import importlib
import importlib.resources
import importlib.util
import sys
from pathlib import Path

import pytest

from comspider import fasttext_model
from comspider.interaction.clickable_ranker import (
    DEFAULT_THRESHOLD,
    ClickableRanker,
    KeywordRanker,
)
from comspider.interaction.clickables import Clickable


def clickable(
    text: str,
    i: int,
    *,
    tag: str = "a",
    href: str | None = None,
    cls: str = "",
    article: str = "below",
    fragment: str | None = None,
) -> Clickable:
    return Clickable(
        xpath=f"/html[1]/body[1]/{tag}[{i}]",
        abs_xpath=f"/html[1]/body[1]/{tag}[{i}]",
        tag=tag,
        text=text,
        attrs={"class": cls} if cls else {},
        href=href,
        scheme="https" if href else None,
        fragment=fragment,
        article=article,
        links_away=bool(href) and fragment is None,
        sources=["href" if href else "button"],
        page_fraction=0.6,
        index=i,
    )


PAGE = [
    clickable("Anmelden", 1, href="https://x.example/login", cls="login-button", article="above"),
    clickable("Teilen", 2, tag="button", cls="share-button", article="inside"),
    clickable("Auf Facebook teilen", 3, href="https://facebook.com/sharer.php", cls="share-facebook"),
    clickable("Newsletter abonnieren", 4, tag="button", cls="newsletter-signup"),
    clickable(
        "Kommentare (267)",
        5,
        href="https://x.example/artikel#comments",
        cls="comments-link",
        fragment="comments",
        article="below",
    ),
    clickable("Impressum", 6, href="https://x.example/impressum", article="below"),
]


@pytest.fixture()
def models_package(monkeypatch: pytest.MonkeyPatch) -> None:
    """``comspider_models`` as installed; if this install lacks it (pyproject's package
    list does not name it), the repository's models/ is imported under that name, so
    that the importlib.resources path is what is tested."""
    try:
        importlib.import_module("comspider_models")
    except ModuleNotFoundError:
        init = Path(__file__).resolve().parents[2] / "models" / "__init__.py"
        spec = importlib.util.spec_from_file_location(
            "comspider_models", init, submodule_search_locations=[str(init.parent)]
        )
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        monkeypatch.setitem(sys.modules, "comspider_models", module)


def test_bundled_model_loads_through_importlib_resources(models_package: None):
    ref = importlib.resources.files("comspider_models") / "clickables.ftz"
    assert ref.is_file()
    with importlib.resources.as_file(ref) as path:
        assert 0 < path.stat().st_size <= 2 * 1024 * 1024
    fasttext_model._cache.pop("clickables", None)
    ranker = ClickableRanker.from_bundled()
    assert ranker.classifier is fasttext_model.FastTextClassifier.bundled("clickables")


def test_bundled_ranker_puts_the_comments_link_first():
    ranked = ClickableRanker.from_bundled(threshold=DEFAULT_THRESHOLD).rank(PAGE)
    assert ranked[0][0].text == "Kommentare (267)"
    assert [s for _, s in ranked] == sorted((s for _, s in ranked), reverse=True)
    assert all(0.0 <= s <= 1.0 for _, s in ranked)
    assert {c.text for c, _ in ranked} == {c.text for c in PAGE}


def test_candidates_apply_threshold_and_click_budget():
    ranker = ClickableRanker.from_bundled(threshold=DEFAULT_THRESHOLD)
    candidates = ranker.candidates(PAGE)
    assert candidates and candidates[0][0].text == "Kommentare (267)"
    assert all(score >= DEFAULT_THRESHOLD for _, score in candidates)
    assert ranker.candidates(PAGE, max_clicks=1) == candidates[:1]
    assert ranker.candidates(PAGE, threshold=1.01) == []


def test_ranker_accepts_dataset_feature_dicts():
    ranker = ClickableRanker.from_bundled()
    scores = ranker.scores([c.to_dict() for c in PAGE])
    assert scores == ranker.scores(PAGE)


def test_keyword_ranker_counts_keywords_and_keeps_document_order_on_ties():
    ranker = KeywordRanker()
    ranked = ranker.rank(PAGE)
    assert ranked[0][0].text == "Kommentare (267)" and ranked[0][1] >= 1
    zero = [c.index for c, s in ranked if s == 0]
    assert zero == sorted(zero)
    assert [c.text for c, _ in ranker.candidates(PAGE)] == ["Kommentare (267)"]
    # text only (the paper's KeyWords) does not see the class attribute
    icon = clickable("", 7, cls="comments-icon")
    assert KeywordRanker(text_only=True).scores([icon]) == [0.0]
    assert KeywordRanker().scores([icon]) == [1.0]


def test_the_threshold_is_the_setting():
    from comspider.crawl_settings import crawl_settings
    from comspider.interaction.ranking import load_ranker

    assert ClickableRanker.from_bundled().threshold == DEFAULT_THRESHOLD
    assert load_ranker(crawl_settings()).threshold == DEFAULT_THRESHOLD
    assert load_ranker(crawl_settings({"COMSPIDER_CLICK_THRESHOLD": 0.35})).threshold == 0.35
