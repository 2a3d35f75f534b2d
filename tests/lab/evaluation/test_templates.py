"""The template clustering evaluation's clustering and scores, on a few pages."""

from __future__ import annotations

import numpy as np

from comspider.records.dom import parse_html
from comspider.wrappers.signature import page_signature
from comspider_lab.evaluation.templates import Page, cluster, evaluate, score, similarities
from comspider_lab.synthetic import news_page


def _pages() -> list[Page]:
    out = []
    for site in ("a", "b"):
        for n, template in ((3, "wordpress"), (12, "wordpress"), (5, "threads"), (9, "threads")):
            html = news_page(n, seed=n, template=template).html.replace("comment", f"{site}comment")
            out.append(Page(site, template, f"{site}{n}", page_signature(parse_html(html))))
    return out


def test_the_leader_clustering_per_site_and_pooled() -> None:
    pages = _pages()
    matrices = similarities(pages)
    per_site = evaluate(pages, matrices, 0.8, 0.5, per_site=True)
    assert (per_site.purity, per_site.inverse, per_site.clusters, per_site.labels) == (1.0, 1.0, 4, 4)
    lenient = evaluate(pages, matrices, 0.8, 0.0, per_site=True)  # everything alike enough
    assert lenient.clusters == 2 and lenient.purity == 0.5 and lenient.inverse == 1.0
    strict = evaluate(pages, matrices, 0.8, 1.01, per_site=False)  # nothing alike enough
    assert strict.clusters == len(pages) and strict.purity == 1.0 and strict.inverse == 0.5


def test_scores_count_the_majority_label() -> None:
    pages = _pages()[:3]
    assignment = cluster(pages, np.ones((3, 3)), 0.5, per_site=False)
    s = score(pages, assignment)
    assert s.clusters == 1 and s.labels == 2 and s.purity == 2 / 3 and s.inverse == 1.0
    assert abs(s.f - 0.8) < 1e-9
