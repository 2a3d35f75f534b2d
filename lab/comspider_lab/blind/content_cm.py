"""Made-up English-language sites of blind set CM (news sites, blogs and small sites of 2010-2013 as a crawler saved
them, each with its own template). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCM:
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
harlow|The Harlow Creek Courier|hcc|#7a2418|Georgia,serif|Serving Harlow Creek, Danby and the Upper Ossining Valley since 1889|Home,News,Obituaries,Sports,Schools,Classifieds,Contact|1998-2012
locks|Narrowboat Notes|nn|#24563a|Verdana,sans-serif|Forty years on the cut, one lock at a time|Home,Cruising logs,Engine room,Moorings,Links,Guestbook|2004-2011
ballyfad|Letters from Ballyfad|lb|#4a4a7a|'Trebuchet MS',sans-serif|A retired schoolmaster writes about a small parish in north Sligo|Home,About,Archive,Photos|2009-2012
pixelwire|PixelWire|pw|#d2550d|Arial,sans-serif|Games, gadgets and the people who break them|News,Reviews,Previews,Hardware,Forums,Podcast|2008-2013
tablelands|Tablelands Today|tt|#0d5c8c|Arial,sans-serif|News for the Southern Tablelands|Home,Local,Rural,Sport,What's on,Weather|2009-2013
cornerstore|The Corner Store Economist|cse|#2f2f2f|Georgia,serif|Small business, small margins, big opinions|Home,Columns,Interviews,Tools,About|2010-2013
millbrook|Millbrook Ledger|ml|#5b3a12|Georgia,serif|The weekly paper of Millbrook and Oxley County|Home,News,Community,Farm & Garden,Sports,Calendar|2001-2013
fellwalk|Fell and Far|ff|#3c6e2e|Georgia,serif|Hill walking in the Lakes and the Dales, mostly in the rain|Home,Walks,Kit,Wainwrights bagged,About|2008-2012
rivermouth|Rivermouth Daily Star|rds|#0a2f5c|Arial,sans-serif|Rivermouth's newspaper|Home,News,Business,Sport,Opinion,Entertainment,Jobs|2000-2012
quietgrid|The Quiet Grid|qg|#555|Verdana,sans-serif|Notes on solar, batteries and living off the mains|Home,Articles,Calculators,About|2010-2013
"""

SITES_CM: dict[str, SiteCM] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _p, _c, _f, _motto, _menu, _years = _row.split("|")
    SITES_CM[_k] = SiteCM(_k, _n, _p, _c, _f, _motto, tuple(_menu.split(",")), _years)
