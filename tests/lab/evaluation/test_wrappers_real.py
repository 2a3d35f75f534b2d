"""The wrappers' evaluation on saved real pages: a site's second page is read by the
wrapper its first page taught, and scored beside the full method's reading."""

from __future__ import annotations

from pathlib import Path

from comspider_lab.evaluation._real_corpora import dragnet_pages
from comspider_lab.evaluation.wrappers_real import Reader, read_site


def test_a_sites_second_page_is_read_by_the_wrapper_its_first_page_taught(shared_data: Path) -> None:
    pages = {p.id: p for p in dragnet_pages(shared_data)}
    first, second = pages["R382"], pages["R384"]  # legalnomads.com: one blog template
    rows = read_site(Reader(), "legalnomads.com", "tune", [first, second])
    assert "learnt" in rows[0].events
    assert rows[1].outcome == "hit"
    assert rows[1].n_on > 0 and rows[1].f1_on is not None and rows[1].f1_on > 0.9
    assert rows[1].cpu_wrapper is not None and rows[1].cpu_full is not None
