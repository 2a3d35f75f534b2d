"""Made-up sites of blind set CK (English-language news sites and blogs of 2012, each on the system it ran: a
WordPress blog with threaded comments, a Blogger blog, a Typepad blog, a newspaper's own CMS, a small literary
site, a town paper). Every site name, place, person and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCK:
    key: str
    name: str
    prefix: str  # the template's own class prefix
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    skeleton: (
        str  # "blog" (header, posts, sidebar of widgets) or "news" (masthead, section bar, article, aside)
    )


# key | name | prefix | colour | font | motto | menu | skeleton
_SITE_ROWS = """
wp-coop|Backyard Commons|bc|#3d6b2f|Georgia,serif|Urban homesteading in Millbrook, one ordinance at a time|Home,About,Chickens,Garden,Canning,Contact|blog
bl-bijou|Lost Picture Palaces of the Tyne Valley|lp|#7a2a2a|'Trebuchet MS',sans-serif|Cinemas that were, and the people who went to them|Home,The Cinemas,Map,Photos,About me|blog
tp-chalk|Chalk Dust and Red Pens|cd|#24527a|Verdana,sans-serif|A secondary school teacher writes it down so she doesn't shout it|Home,Archives,About,Subscribe to this blog's feed|blog
nw-courier|The Wessex Courier|wc|#0b2e59|Georgia,serif|News, sport and views from across the county|Home,News,Sport,Business,What's On,Opinion,Jobs,Property|news
nw-harbour|Port Ellery Gazette|pe|#1b5e6b|Arial,sans-serif|Serving Port Ellery and the Kittle Peninsula since 1887|Home,News,Community,Schools,Sports,Obituaries,Classifieds|news
lit-verse|The Tuesday Verse|tv|#5b3a78|Palatino,'Palatino Linotype',serif|Light verse, heavy hearts, weekly competitions|Home,Competitions,Archive,Submit,About|blog
bl-spoon|The Greedy Spoon|gs|#b3541e|Georgia,serif|Eating my way round Leeds, one plate at a time|Home,Reviews,Recipes,Map,About|blog
nw-valley|Cedar Valley Star-Ledger|cv|#8c1c13|Georgia,serif|Cedar Valley's daily newspaper|Home,Local,State,Sports,Business,Opinion,Life,Obituaries|news
"""

SITES_CK: dict[str, SiteCK] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _p, _c, _f, _motto, _menu, _sk = _row.split("|")
    SITES_CK[_k] = SiteCK(_k, _n, _p, _c, _f, _motto, tuple(_menu.split(",")), _sk)

SITES_CK["nw-coast"] = SiteCK(
    "nw-coast",
    "The Marrabel Mercury",
    "mm",
    "#00607a",
    "Arial,sans-serif",
    "Marrabel Heads, Coral Bay and the Northern Beaches",
    ("Home", "News", "Sport", "Business", "Entertainment", "Lifestyle", "Real Estate", "Classifieds"),
    "news",
)
