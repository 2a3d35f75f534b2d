"""Made-up sites of blind set CN (English-language news sites, blogs and small sites of 2010-2013 as a crawler saved
them, each with its own template) and the shared helpers of the set's cases: ``talk`` (a discussion from an indented
block, one comment a line), ``paras`` and ``box``. Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.widgets import Seed


@dataclass(frozen=True)
class SiteCN:
    key: str
    name: str
    prefix: str  # the template's own class prefix
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    year: str  # the copyright line's years


# key | name | prefix | colour | font | motto | menu | years
_SITE_ROWS = """
courier|The Millbrook Courier|mc|#7a1f1f|Georgia,serif|Serving Millbrook and the Upper Tenmile Valley since 1889|Home,News,Sports,Obituaries,Opinion,Classifieds|1998-2011
gazette|Porthallow & District Gazette|pg|#14517a|Verdana,sans-serif|Your weekly paper for the Roseland coast|Home,News,Sport,What's On,Letters,Property|2004-2010
kestrel|Kestrels over Candle Marsh|km|#4f6b2c|'Trebuchet MS',sans-serif|A birding diary from the Lincolnshire fens|Home,About,Sightings,Gear,Links|2008-2012
pixelrun|PixelRun|pr|#e06c00|Tahoma,sans-serif|Indie games, hardware and the odd rant|News,Reviews,Previews,Hardware,Forums|2006-2012
eastside|Eastside Dispatch|ed|#333333|Arial,sans-serif|Neighborhood news for Fenwick Heights|Home,Neighborhood,Schools,Crime,Food,Contact|2009-2013
ledger|The Cresswell Ledger|cl|#0d3d5c|Georgia,serif|Cresswell County's daily newspaper|News,Local,Business,Sports,Life,Opinion|2012
tribune|Ashgrove Valley Tribune|at|#8a2b0e|Georgia,serif|Independent. Local. Since 1921.|News,Council,Sport,Community,Weather,Notices|2013
herald|Brackenfield Herald|bh|#1c3f7a|Arial,sans-serif|News for Brackenfield and the Dales villages|News,Sport,Leisure,Community,Jobs,Motors|2011
harbour|Dunmore Harbour Post|dh|#0b5d5a|Georgia,serif|West Waterford news, sport and community|News,Sport,Community,Marine,Notices,Contact|2012
valley|Pine Valley Weekly Shopper|pv|#5b3d8a|Verdana,sans-serif|Free every Wednesday to 9,400 homes|Home,Community,Pets,Calendar,Classifieds|2012
"""

SITES_CN: dict[str, SiteCN] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _p, _c, _f, _m, _menu, _y = _row.split("|")
    SITES_CN[_k] = SiteCN(_k, _n, _p, _c, _f, _m, tuple(_menu.split(",")), _y)


def talk(block: str) -> list[Seed]:
    """A discussion from lines "NAME :: TEXT" (or "NAME :: WHEN :: TEXT"); two leading spaces per level make a reply
    to the last comment one level up; " ¶ " in a text starts a new paragraph (kept as a blank line in the truth)."""
    out: list[Seed] = []
    last: dict[int, int] = {}
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        level = (len(line) - len(line.lstrip(" "))) // 2
        parts = [x.strip() for x in line.strip().split(" :: ")]
        who, when, text = (parts[0], "", parts[1]) if len(parts) == 2 else (parts[0], parts[1], parts[2])
        parent = last[level - 1] if level else None
        out.append(Seed(who, text.replace(" ¶ ", "\n\n"), parent, when))
        last[level] = len(out) - 1
    return out


def paras(text: str, tag: str = "p", attr: str = "") -> str:
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def box(site: SiteCN, title: str, inner: str, cls: str = "") -> str:
    return f'<div class="{site.prefix}-box {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def link_list(titles: str, with_counts: str = "", ordered: bool = False) -> str:
    """A list of links from lines "title" or "title | count" (``with_counts``: the count's noun)."""
    items = []
    for line in titles.strip().splitlines():
        title, _, count = line.partition(" | ")
        tail = f" <span>({esc(count)}{' ' + esc(with_counts) if with_counts else ''})</span>" if count else ""
        items.append(f'<li><a href="/{slug(title)[:44]}">{esc(title)}</a>{tail}</li>')
    tag = "ol" if ordered else "ul"
    return f"<{tag}>{''.join(items)}</{tag}>"
