"""A wrapper from a person's label (the XPath of a comment section's container, as the
annotation tool saves it), and exports read back."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from comspider.page_comments import default_scorer
from comspider.records.dom import parse_html
from comspider.state.memory import MemoryWrapperStore
from comspider.wrappers.exchange import export_sites, from_label, read_export
from comspider.wrappers.model import FormatError
from comspider.wrappers.service import SiteWrappers, WrapperConfig
from comspider_lab.synthetic import news_page

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
CONFIG = WrapperConfig(0.5, 0.6, 3, 2, 12, 0.5, 0.25)


def test_a_labelled_container_becomes_its_templates_wrapper() -> None:
    wrappers = SiteWrappers(MemoryWrapperStore(), default_scorer(), CONFIG)
    page = parse_html(news_page(2, seed=1).html)  # two comments: too few to learn from alone
    path = page.getroottree().getpath(page.get_element_by_id("comments").find("ol"))
    events = from_label(wrappers, page, "https://news.example/a/1", path, reference_time=REF)
    assert events == ["new_template", "labelled"]
    (template,) = wrappers.load("news.example").templates
    assert template.wrapper is not None and template.wrapper.source == "labelled"
    doc, found = wrappers.apply(
        parse_html(news_page(1, seed=2).html), "https://news.example/a/2", reference_time=REF
    )
    assert doc.outcome == "hit" and found is not None and len(found.records) == 1
    # labelled again: the template's wrapper is replaced, its version raised
    again = from_label(
        wrappers, page, "https://news.example/a/1", '//div[@id="comments"]/ol', reference_time=REF
    )
    assert again == ["labelled"] and wrappers.load("news.example").templates[0].wrapper.version == 2  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="selects 0 elements"):
        from_label(wrappers, page, "https://news.example/a/1", "//nav[@id='none']", reference_time=REF)
    with pytest.raises(ValueError, match="no records"):
        from_label(wrappers, page, "https://news.example/a/1", "//h1", reference_time=REF)


def test_exports_are_read_back_and_checked() -> None:
    store = MemoryWrapperStore()
    wrappers = SiteWrappers(store, default_scorer(), CONFIG)
    page = parse_html(news_page(5, seed=1).html)
    from_label(wrappers, page, "https://news.example/a/1", '//div[@id="comments"]/ol', reference_time=REF)
    exported = export_sites(store)
    (site,) = read_export(exported)
    assert site.site == "news.example" and site.templates[0].wrapper is not None
    (single,) = read_export(exported["sites"][0])
    assert single.to_dict() == site.to_dict()
    for bad in (
        {"sites": "x"},
        [],
        {"format": 2, "sites": []},
        {"sites": [{"site": "a", "templates": [{}]}]},
    ):
        with pytest.raises(FormatError):
            read_export(bad)
