"""Template clustering of labelled pages (issue 27): purity with structure only, style
only, and the mix, and the mix's weight measured.

    python -m comspider_lab evaluate templates [--grid] [--data ../shared/data]

The crawler groups a site's pages as they come: a page joins the most similar template
when the similarity (``kappa * structure + (1 - kappa) * style``, comspider.wrappers.
signature) reaches ``tau``, else it starts a template of its own, whose signature is its
own (the leader clustering the crawler runs, comspider.wrappers.service). Here the same
runs over labelled pages, in their corpus order:

- **offline web** (exact labels): per outlet, its article pages (the redesign outlet's
  in both designs, two templates), its home page, three of its section/info pages, its
  404 page and, for the outlet with comments pages, those: as the server sends them (no
  script run). 24 outlets.
- **dragnet** (2012 news and blog pages, saved within weeks): the pages whose canonical
  (or og:url) host has at least two pages; label: that host (its one article template;
  the pages of each host were looked through: a widget more or less is no other
  template). Also clustered **pooled**, every host's pages together, which is where
  templates of different sites could be merged.
- **fundus** (2023-2026 news pages, 181 publishers): one page per publisher, pooled:
  nothing may merge (same-publisher pages are left out: years apart, many are redesigns
  nobody labelled).

The pooled rows are scored twice: with one label per site, and with the sister sites that
serve one template (one publisher's CMS across its titles, one stock blog theme:
``FAMILIES``) as one label: the clusters that mixed sites were looked at, and these are
the ones they mixed.

Scores: *purity* (each cluster's most common label, over the pages: 1 when no cluster
mixes templates), *inverse purity* (each label's largest cluster: 1 when no template is
split), their harmonic mean F, and clusters against labels. ``kappa`` and ``tau`` are
chosen on dragnet alone (per-site and pooled F averaged), for each row (structure only:
kappa = 1; style only: kappa = 0; mixed: the best kappa), then used unchanged on the
offline web and fundus. ``--grid`` prints dragnet's F for every kappa.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit

import numpy as np
from lxml import html as lxml_html

from comspider.clock import ManualClock
from comspider.records.dom import parse_html
from comspider.wrappers.signature import PageSignature, page_signature, structure_similarity, style_similarity
from comspider_lab.paths import shared_data_dir

ANCHOR = datetime(2026, 11, 20, 12, tzinfo=UTC)
#: Sites that serve one template (sister sites of one publisher on one CMS template, or
#: one stock theme): the pooled rows are also scored with these as one label. Found by
#: looking at the clusters of the pooled rows that mixed sites; each checked in the pages.
FAMILIES = {
    # dragnet
    "gawker.com": "Gawker Media's Kinja template",
    "jezebel.com": "Gawker Media's Kinja template",
    "google-latlong.blogspot.com": "Google's official blog template",
    "googledesktop.blogspot.com": "Google's official blog template",
    "googlenewsblog.blogspot.com": "Google's official blog template",
    "10qdetective.blogspot.com": "Blogger's Minima theme (Minima / Minima Lefty Stretch)",
    "geekdoctor.blogspot.com": "Blogger's Minima theme (Minima / Minima Lefty Stretch)",
    # fundus
    "ca/FinancialPost": "Postmedia",
    "ca/NationalPost": "Postmedia",
    "ca/OttawaCitizen": "Postmedia",
    "ca/TheProvince": "Postmedia",
    "de/BSZ": "Funke Mediengruppe",
    "de/BerlinerMorgenpost": "Funke Mediengruppe",
    "de/HamburgerAbendblatt": "Funke Mediengruppe",
    "de/WAZ": "Funke Mediengruppe",
    "de/EuronewsDE": "Euronews",
    "fr/EuronewsFR": "Euronews",
    "uk/EuronewsEN": "Euronews",
    "de/SportSchau": "ARD (tagesschau.de, sportschau.de)",
    "de/Tagesschau": "ARD (tagesschau.de, sportschau.de)",
    "tz/DailyNewsTZ": "Tanzania Standard Newspapers",
    "tz/HabariLeo": "Tanzania Standard Newspapers",
    "za/DurbanLocal": "Independent Media (South Africa)",
    "za/Isolezwe": "Independent Media (South Africa)",
    "za/IsolezweLesiXhosa": "Independent Media (South Africa)",
}
KAPPAS = [round(0.1 * k, 1) for k in range(11)]
TAUS = [round(0.05 * k, 2) for k in range(4, 20)]
SOFT_PAGES = ("/sport", "/info/impressum", "/about-us")


@dataclass(slots=True)
class Page:
    site: str
    label: str
    name: str
    signature: PageSignature


# ------------------------------------------------------------------------------- corpora
def offline_pages() -> list[Page]:
    from comspider_lab.offline_web.world import World

    world = World(0, ANCHOR, ManualClock(ANCHOR))
    world.redesign_after = 3600.0
    later = ANCHOR + timedelta(hours=2)
    out: list[Page] = []

    def add(site: str, label: str, name: str, html: str) -> None:
        out.append(Page(site, label, name, page_signature(parse_html(html))))

    for outlet in world.outlets:
        for art in outlet.articles:
            add(outlet.name, "article", f"{outlet.name}/{art.index}", outlet.render_article(art, ANCHOR))
            if outlet.spec.key == "harbour":
                add(
                    outlet.name,
                    "article-redesigned",
                    f"{outlet.name}/{art.index}+",
                    outlet.render_article(art, later),
                )
            if art.comments_path:
                add(
                    outlet.name,
                    "comments-page",
                    f"{outlet.name}/{art.index}c",
                    outlet.render_comments_page(art, ANCHOR),
                )
        add(outlet.name, "home", f"{outlet.name}/", outlet.home_page(ANCHOR))
        for path in SOFT_PAGES:
            soft = outlet.soft_page(path, ANCHOR)
            if soft is not None:
                add(outlet.name, "section", f"{outlet.name}{path}", soft)
        missing = outlet.not_found_page()
        add(outlet.name, "404", f"{outlet.name}/404", missing.body.decode(outlet.spec.encoding, "replace"))
    return out


def dragnet_pages(data: Path) -> list[Page]:
    folder = data / "dragnet"
    truth = json.loads((folder / "truth.json").read_text("utf-8"))
    found: list[tuple[str, str, PageSignature]] = []
    for key in sorted(truth):
        raw = gzip.decompress((folder / truth[key]["file"]).read_bytes())
        root = parse_html(raw)
        url = _canonical(root)
        host = urlsplit(url).hostname if url.startswith("http") else None
        if host:
            found.append((host, key, page_signature(root)))
    hosts = Counter(h for h, _k, _s in found)
    return [Page(h, h, k, s) for h, k, s in found if hosts[h] >= 2]


def _canonical(root: lxml_html.HtmlElement) -> str:
    for xpath in ("string(//link[@rel='canonical']/@href)", "string(//meta[@property='og:url']/@content)"):
        value = str(root.xpath(xpath) or "").strip()
        if value:
            return value
    return ""


def fundus_pages(data: Path) -> list[Page]:
    folder = data / "fundus"
    out: list[Page] = []
    seen: set[str] = set()
    for path in sorted(folder.glob("*/*.html.gz")):
        publisher = f"{path.parent.name}/{path.name.rsplit('_', 3)[0]}"
        if publisher in seen:
            continue
        seen.add(publisher)
        out.append(
            Page(
                publisher,
                publisher,
                path.name,
                page_signature(parse_html(gzip.decompress(path.read_bytes()))),
            )
        )
    return out


# ------------------------------------------------------------------------------- clustering
def similarities(pages: Sequence[Page]) -> tuple[np.ndarray, np.ndarray]:
    """Structure and style similarity of every pair."""
    n = len(pages)
    structure, style = np.eye(n), np.eye(n)
    for i, j in itertools.combinations(range(n), 2):
        a, b = pages[i].signature, pages[j].signature
        structure[i, j] = structure[j, i] = structure_similarity(a, b)
        style[i, j] = style[j, i] = style_similarity(a, b)
    return structure, style


def leader(order: list[int], sim: np.ndarray, tau: float) -> dict[int, int]:
    """The crawler's clustering: each page (in ``order``) joins the most similar leader
    when it is ``tau`` alike, else leads a cluster of its own. Page -> its cluster's leader."""
    leaders: list[int] = []
    out: dict[int, int] = {}
    for i in order:
        if leaders:
            row = sim[i, leaders]
            best = int(np.argmax(row))
            if row[best] >= tau:
                out[i] = leaders[best]
                continue
        leaders.append(i)
        out[i] = i
    return out


def cluster(pages: Sequence[Page], sim: np.ndarray, tau: float, per_site: bool) -> dict[int, tuple[str, int]]:
    groups: dict[str, list[int]] = defaultdict(list)
    for i, page in enumerate(pages):
        groups[page.site if per_site else ""].append(i)
    out: dict[int, tuple[str, int]] = {}
    for site, members in groups.items():
        for i, head in leader(members, sim, tau).items():
            out[i] = (site, head)
    return out


@dataclass(slots=True)
class Score:
    purity: float
    inverse: float
    clusters: int
    labels: int

    @property
    def f(self) -> float:
        return (
            2 * self.purity * self.inverse / (self.purity + self.inverse)
            if self.purity + self.inverse
            else 0.0
        )


def score(pages: Sequence[Page], assignment: dict[int, tuple[str, int]], families: bool = False) -> Score:
    """Purity and inverse purity; ``families``: sites of one template (``FAMILIES``) are
    one label (pooled rows)."""
    table: Counter[tuple[tuple[str, int], tuple[str, str]]] = Counter()
    for i, c in assignment.items():
        page = pages[i]
        label = (page.site, page.label)
        if families and page.site in FAMILIES:
            label = ("", FAMILIES[page.site])
        table[(c, label)] += 1
    by_cluster: dict[tuple[str, int], Counter[tuple[str, str]]] = defaultdict(Counter)
    by_label: dict[tuple[str, str], Counter[tuple[str, int]]] = defaultdict(Counter)
    for (c, label), n in table.items():
        by_cluster[c][label] += n
        by_label[label][c] += n
    total = len(assignment)
    purity = sum(max(v.values()) for v in by_cluster.values()) / total
    inverse = sum(max(v.values()) for v in by_label.values()) / total
    return Score(purity, inverse, len(by_cluster), len(by_label))


def evaluate(
    pages: Sequence[Page],
    matrices: tuple[np.ndarray, np.ndarray],
    kappa: float,
    tau: float,
    per_site: bool,
    families: bool = False,
) -> Score:
    structure, style = matrices
    return score(pages, cluster(pages, kappa * structure + (1 - kappa) * style, tau, per_site), families)


def tune(
    pages: Sequence[Page], matrices: tuple[np.ndarray, np.ndarray], kappas: Sequence[float]
) -> tuple[float, float, float]:
    """(kappa, tau, F) maximising the mean of the per-site and the pooled F."""
    best = (0.0, 0.0, -1.0)
    for kappa in kappas:
        for tau in TAUS:
            f = (
                evaluate(pages, matrices, kappa, tau, True).f + evaluate(pages, matrices, kappa, tau, False).f
            ) / 2
            if f > best[2] + 1e-9:
                best = (kappa, tau, f)
    return best


# ------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate templates", description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=None, help="the shared data folder (../shared/data)")
    parser.add_argument("--grid", action="store_true", help="dragnet's F for every kappa")
    args = parser.parse_args(argv)
    data = args.data or shared_data_dir()
    started = time.process_time()
    corpora = {
        "offline web": offline_pages(),
        "dragnet": dragnet_pages(data),
        "fundus": fundus_pages(data),
    }
    signing = time.process_time() - started
    pages_n = sum(len(p) for p in corpora.values())
    print(f"{pages_n} pages signed in {signing:.1f} CPU s ({1000 * signing / pages_n:.1f} ms a page)")
    matrices = {name: similarities(pages) for name, pages in corpora.items()}
    for name, pages in corpora.items():
        sites = len({p.site for p in pages})
        labels = len({(p.site, p.label) for p in pages})
        print(f"  {name}: {len(pages)} pages, {sites} sites, {labels} templates")
    rows = {
        "structure only": tune(corpora["dragnet"], matrices["dragnet"], [1.0]),
        "style only": tune(corpora["dragnet"], matrices["dragnet"], [0.0]),
        "mixed": tune(corpora["dragnet"], matrices["dragnet"], KAPPAS),
    }
    print()
    print(
        "| similarity | kappa | tau (on dragnet) | corpus | clustered | purity | inverse purity | F | clusters / templates |"
    )
    print("|---|---:|---:|---|---|---:|---:|---:|---:|")
    settings = [
        ("offline web", True, False),
        ("dragnet", True, False),
        ("dragnet", False, False),
        ("dragnet", False, True),
        ("fundus", False, False),
        ("fundus", False, True),
    ]
    for row, (kappa, tau, _f) in rows.items():
        for corpus, per_site, families in settings:
            s = evaluate(corpora[corpus], matrices[corpus], kappa, tau, per_site, families)
            how = "per site" if per_site else "pooled, sister sites one template" if families else "pooled"
            print(
                f"| {row} | {kappa:.1f} | {tau:.2f} | {corpus} | {how} "
                f"| {s.purity:.3f} | {s.inverse:.3f} | {s.f:.3f} | {s.clusters} / {s.labels} |"
            )
    if args.grid:
        print()
        print(
            "| kappa | best tau | dragnet F (per site + pooled) / 2 | offline web purity at it | offline web F |"
        )
        print("|---:|---:|---:|---:|---:|")
        for kappa in KAPPAS:
            k, tau, f = tune(corpora["dragnet"], matrices["dragnet"], [kappa])
            s = evaluate(corpora["offline web"], matrices["offline web"], k, tau, True)
            print(f"| {k:.1f} | {tau:.2f} | {f:.3f} | {s.purity:.3f} | {s.f:.3f} |")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
