"""Made-up English-language news sites and blogs of blind set CL (2012, as a crawler saved the served HTML), one topic
each. Every site name, person, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCL:
    key: str
    name: str
    prefix: str  # the template's own class prefix
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    skeleton: (
        str  # "blog" (a blog theme: posts column and sidebar), "paper" (a newspaper CMS), "portal" (tables)
    )


# key | name | prefix | colour | font | motto | menu | skeleton
_ROWS = """
lobby|Lobby Lines|ll|#7a1f2b|Georgia,serif|Notes from the press gallery, mostly unrepentant|Home,About,Archive,Polls,Contact|blog
terrace|Up The Terrace|ut|#1b5e20|Verdana,sans-serif|An Ashbury Rovers fans' blog since 2006|Home,Match reports,Transfers,History,Links|blog
gazette|The Morning Gazette|mg|#0b2f5b|Georgia,serif|News, comment and showbusiness|News,Sport,Showbiz,Money,Travel,Science|paper
courier|Harlow Vale Courier|hv|#a3200c|Arial,sans-serif|Serving the Vale since 1871|News,Sport,What's On,Jobs,Property,Motors|portal
penny|The Sensible Penny|sp|#2f5d50|'Trebuchet MS',sans-serif|Saving, spending and arguing about both|Home,Budgeting,Banking,Energy,Mortgages,About me|blog
gadget|Circuit Notes|cn|#333333|Arial,sans-serif|Gadgets, apps and the odd rant|Home,Reviews,Phones,Tablets,Podcast|blog
orbit|Far Orbit|fo|#3b2a6b|Georgia,serif|Science writing for the curious|Home,Space,Earth,Life,Physics,Events|blog
bytewire|Bytewire|bw|#d35400|Tahoma,sans-serif|Technology news for people who fix things|Home,News,Broadband,Security,Open Source,Forums|paper
eastmere|Eastmere Today|et|#00695c|Arial,sans-serif|The independent news site for Eastmere and district|Home,News,Roads,Schools,Council,Sport|portal
touchline|Northern Touchline|nt|#0d47a1|Arial,sans-serif|Rugby league, cricket and the rest of the North's sport|Home,Rugby League,Cricket,Football,Results|paper
"""

SITES_CL: dict[str, SiteCL] = {}
for _row in _ROWS.strip().splitlines():
    _k, _n, _p, _c, _f, _m, _menu, _sk = _row.split("|")
    SITES_CL[_k] = SiteCL(_k, _n, _p, _c, _f, _m, tuple(_menu.split(",")), _sk)
