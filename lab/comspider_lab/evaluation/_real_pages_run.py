"""One measurement of the real pages: every selected page extracted (by this checkout's
comspider or another's) and scored, and the peer on the pages it is compared on."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path

from comspider_lab.evaluation._dragnet_split import Split, load_split
from comspider_lab.evaluation._page_runs import Extractor, PageRun, extract_pages
from comspider_lab.evaluation._peer import peer_pages
from comspider_lab.evaluation._real_corpora import (
    DragnetPage,
    FundusPage,
    TrafilaturaPage,
    dragnet_pages,
    fundus_pages,
    trafilatura_pages,
)
from comspider_lab.evaluation._real_pages_scores import (
    FALSE_COMMENT_PAGES,
    PageResult,
    TrafilaturaGold,
    score_dragnet,
    score_fundus,
    score_trafilatura,
    trafilatura_gold,
)

CORPORA = ("dragnet", "trafilatura", "fundus")


@dataclass(slots=True)
class Corpora:
    """The pages of the selected corpora, with what scoring them needs."""

    dragnet: list[DragnetPage] = field(default_factory=list)
    split: Split | None = None
    trafilatura: list[TrafilaturaPage] = field(default_factory=list)
    trafilatura_gold: dict[str, TrafilaturaGold] = field(default_factory=dict)
    fundus: list[FundusPage] = field(default_factory=list)

    def paths(self) -> list[tuple[str, Path]]:
        pages: list[DragnetPage | TrafilaturaPage | FundusPage] = [
            *self.dragnet,
            *self.trafilatura,
            *self.fundus,
        ]
        return [(p.key, p.path) for p in pages]

    def urls(self) -> dict[str, str]:
        """The address each saved page was fetched from, where its corpus records one
        (trafilatura's and fundus's; dragnet's pages have none): a crawl always knows it."""
        pages: list[TrafilaturaPage | FundusPage] = [*self.trafilatura, *self.fundus]
        return {p.key: p.url for p in pages if p.url}


def load_corpora(
    data: Path, corpora: Collection[str] = CORPORA, only: Collection[str] | None = None
) -> Corpora:
    """The pages of ``corpora`` (``only``: just these keys)."""

    def keep(key: str) -> bool:
        return only is None or key in only

    out = Corpora()
    if "dragnet" in corpora:
        every = dragnet_pages(data)
        out.split = load_split(every)  # checked against every page, not just those kept
        out.dragnet = [p for p in every if keep(p.key)]
    if "trafilatura" in corpora:
        out.trafilatura = [p for p in trafilatura_pages(data) if keep(p.key)]
        out.trafilatura_gold = {p.key: trafilatura_gold(p) for p in out.trafilatura}
    if "fundus" in corpora:
        out.fundus = [p for p in fundus_pages(data) if keep(p.key)]
    return out


def score_runs(corpora: Corpora, runs: dict[str, PageRun]) -> dict[str, PageResult]:
    out: dict[str, PageResult] = {}
    for d in corpora.dragnet:
        run = runs[d.key]
        assert corpora.split is not None
        texts = [t for c in run.comments for t in c.texts()]
        out[d.key] = score_dragnet(
            d, corpora.split.part(d), corpora.split.site(d), texts, len(run.comments), run.error
        )
    for t in corpora.trafilatura:
        run = runs[t.key]
        texts = [x for c in run.comments for x in c.texts()]
        out[t.key] = score_trafilatura(
            t,
            corpora.trafilatura_gold[t.key],
            texts,
            len(run.comments),
            [c.text for c in run.comments],
            run.error,
        )
    for f in corpora.fundus:
        run = runs[f.key]
        out[f.key] = score_fundus(f, len(run.comments), run.error)
    for key, result in out.items():
        comments = runs[key].comments
        if comments:
            result.named = sum(1 for c in comments if (c.author or "").strip())
    return out


def peer_keys(corpora: Corpora) -> list[tuple[str, Path]]:
    """The pages the peer is compared on: dragnet, and the trafilatura pages with comment
    snippets, named by issue 23 or with pingback markup."""
    pages = [(d.key, d.path) for d in corpora.dragnet]
    pages += [
        (t.key, t.path)
        for t in corpora.trafilatura
        if t.snippets or t.file in FALSE_COMMENT_PAGES or corpora.trafilatura_gold[t.key].has_pingback_markup
    ]
    return pages


def score_peer(corpora: Corpora, texts: dict[str, str]) -> dict[str, PageResult]:
    out: dict[str, PageResult] = {}
    for d in corpora.dragnet:
        if d.key in texts:
            assert corpora.split is not None
            text = texts[d.key]
            n = sum(1 for line in text.splitlines() if line.strip())
            out[d.key] = score_dragnet(d, corpora.split.part(d), corpora.split.site(d), [text], n)
    for t in corpora.trafilatura:
        if t.key in texts:
            text = texts[t.key]
            lines = [line for line in text.splitlines() if line.strip()]
            out[t.key] = score_trafilatura(t, corpora.trafilatura_gold[t.key], [text], len(lines), lines)
    return out


@dataclass(slots=True)
class Measured:
    pages: dict[str, PageResult]
    peer: dict[str, PageResult]
    seconds: float  # the extraction's wall time


def _progress(total: int) -> Callable[[str, PageRun], None]:
    done = 0

    def tick(key: str, run: PageRun) -> None:
        nonlocal done
        done += 1
        if done % 200 == 0 or done == total:
            print(f"  {done}/{total} pages extracted", file=sys.stderr, flush=True)

    return tick


def measure(corpora: Corpora, extractor: Extractor, *, jobs: int = 2, peer: bool = True) -> Measured:
    paths = corpora.paths()
    started = time.monotonic()
    runs = extract_pages(paths, extractor, jobs=jobs, on_page=_progress(len(paths)), urls=corpora.urls())
    seconds = time.monotonic() - started
    results = score_runs(corpora, runs)
    peer_results: dict[str, PageResult] = {}
    if peer:
        print("  the peer (trafilatura)...", file=sys.stderr, flush=True)
        peer_results = score_peer(corpora, peer_pages(peer_keys(corpora), jobs=jobs))
    return Measured(results, peer_results, seconds)
