"""The dragnet corpus split by site into a *tune* part and a *report* part, made once and
kept in ``data/dragnet_split.json`` (committed), so that it never changes silently.

Tuning (thresholds, features, models) may look at the tune part; figures are reported
on the report part. A site's pages are all in one part: a template learnt on one page of
a site must not be scored on another page of the same site.

The site of a page is truth.json's ``site``. It is null for 75 pages; for those, the site
is derived once from the page itself (:func:`derived_site`) and written into the file.
Blog hosts stay one site, as truth.json keeps ``blogspot.com`` and ``wordpress.com``:
their blogs share templates.

The rule (:func:`make_split`): sites in order of most pages with comments, then most
pages, then the SHA-256 of the site's name; each goes to the part that has fewer pages
with comments so far, then fewer pages, then to *tune*. Deterministic, and the two parts
come out about equal by pages with comments and by pages.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from comspider_lab.evaluation._real_corpora import DragnetPage

SPLIT_FILE = Path(__file__).resolve().parent / "data" / "dragnet_split.json"
PARTS = ("tune", "report")

_LINK = re.compile(rb"""\b(?:href|action)\s*=\s*["']?(https?://[^"'\s>]+)""", re.I)
# Services linked from every kind of page (shops, social networks, feeds, ads, licences):
# they say nothing of whose page it is.
_SERVICES = frozenset(
    {
        "addthis.com",
        "amazon.com",
        "creativecommons.org",
        "doubleclick.net",
        "facebook.com",
        "feedburner.com",
        "feedsportal.com",
        "flickr.com",
        "fontdeck.com",
        "google.com",
        "gstatic.com",
        "t.co",
        "twitter.com",
        "typekey.com",
        "wikipedia.org",
        "wordpress.org",
        "youtube.com",
    }
)
_SECOND_LEVEL = frozenset({"ac", "co", "com", "edu", "gov", "net", "org"})


def registered_domain(host: str) -> str:
    """``news.bbc.co.uk`` -> ``bbc.co.uk``, ``ritzybee.typepad.com`` -> ``typepad.com``: the
    last two labels, three under a country's second level (co.uk, com.au...)."""
    labels = host.lower().rstrip(".").split(".")
    if len(labels) >= 3 and len(labels[-1]) == 2 and labels[-2] in _SECOND_LEVEL:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


def derived_site(html: bytes, page_id: str) -> str:
    """The registered domain of the host most of the page's absolute links (and form
    actions) point to, services and CDNs left out: a blog links its own posts, archives
    and feeds far more than anything else. Hosts are counted before they are reduced to
    their domain, so that a blogroll of fifty other blogspot blogs does not outvote the
    page's own host. ``page:<id>``, a site of its own, when no link qualifies."""
    counts: Counter[str] = Counter()
    for match in _LINK.finditer(html):
        host = (urlsplit(match.group(1).decode("ascii", "replace")).hostname or "").removeprefix("www.")
        domain = registered_domain(host) if "." in host else ""
        if domain and domain not in _SERVICES and "cdn" not in domain and "static" not in domain:
            counts[host] += 1
    if not counts:
        return f"page:{page_id}"
    # Most links first; ties by name, so the result never depends on the page's order.
    return registered_domain(min(counts.items(), key=lambda item: (-item[1], item[0]))[0])


def _site_hash(site: str) -> str:
    return hashlib.sha256(site.encode("utf-8")).hexdigest()


def make_split(pages: Iterable[DragnetPage]) -> dict[str, object]:
    """The split file's content for ``pages`` (see the module's docstring for the rule)."""
    pages = list(pages)
    derived = {
        p.id: derived_site(gzip.decompress(p.path.read_bytes()), p.id) for p in pages if p.site is None
    }
    sizes: dict[str, list[int]] = {}  # site -> [pages with comments, pages]
    for p in pages:
        size = sizes.setdefault(p.site or derived[p.id], [0, 0])
        size[0] += p.has_comments
        size[1] += 1
    totals = {part: [0, 0] for part in PARTS}
    parts: dict[str, str] = {}
    for site, (positives, count) in sorted(
        sizes.items(), key=lambda s: (-s[1][0], -s[1][1], _site_hash(s[0]))
    ):
        part = min(PARTS, key=lambda q: (totals[q][0], totals[q][1], PARTS.index(q)))
        parts[site] = part
        totals[part][0] += positives
        totals[part][1] += count
    truth = pages[0].path.parent.parent / "truth.json" if pages else None
    return {
        "rule": (
            "A page's site is truth.json's site; where that is null, the registered domain most "
            "of the page's absolute links point to (services and CDNs left out), listed under "
            "derived_sites. Sites in order of most pages with comments, then most pages, then "
            "SHA-256 of the site name; each to the part with fewer pages with comments so far, "
            "then fewer pages, then tune."
        ),
        "provenance": {
            "truth_json_sha256": hashlib.sha256(truth.read_bytes()).hexdigest() if truth else None,
            "made_by": "python -m comspider_lab evaluate real_pages --make-split",
            "code": "lab/comspider_lab/evaluation/_dragnet_split.py",
        },
        "counts": {
            part: {
                "sites": sum(1 for q in parts.values() if q == part),
                "pages_with_comments": totals[part][0],
                "pages": totals[part][1],
            }
            for part in PARTS
        },
        "derived_sites": dict(sorted(derived.items())),
        "parts": dict(sorted(parts.items())),
    }


@dataclass(frozen=True, slots=True)
class Split:
    derived_sites: dict[str, str]
    parts: dict[str, str]

    def site(self, page: DragnetPage) -> str:
        return page.site or self.derived_sites[page.id]

    def part(self, page: DragnetPage) -> str:
        return self.parts[self.site(page)]


class SplitMismatch(RuntimeError):
    """The data has pages the committed split does not place."""


def load_split(pages: Iterable[DragnetPage], path: Path = SPLIT_FILE) -> Split:
    """The committed split, checked to place every page of ``pages``; a page it cannot
    place is an error, never a silent new assignment."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    split = Split(derived_sites=raw["derived_sites"], parts=raw["parts"])
    missing = []
    for page in pages:
        try:
            split.part(page)
        except KeyError:
            missing.append(page.id)
    if missing:
        raise SplitMismatch(
            f"{len(missing)} dragnet pages are not placed by {path} (first: {', '.join(missing[:5])}): "
            "the data changed; place their sites by hand in that file (existing sites keep their "
            "part) and say why in the commit message"
        )
    return split
