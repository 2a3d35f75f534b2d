"""Made-up sites of blind set CS (English-language news sites, blogs and small sites of 2010-2013 as a crawler saved
them, each with a template of its own). Every site name, place, person and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCS:
    key: str
    name: str
    tagline: str
    color: str
    font: str
    menu: tuple[str, ...]


# key | name | tagline | colour | font | menu
_SITE_ROWS = """
radio|KQDL 1340 AM News|Voice of the Upper Coldwater Valley since 1952|#7a1010|Verdana,Arial,sans-serif|Home,Local News,Swap Shop,Obituaries,School Closings,Sports,Listen Live
shop|Sawdust & Shellac|One man, a small shop and too many clamps|#5b3a1a|Georgia,serif|Home,Projects,Tools,Finishing,About,Contact
prep|Tri-County Prep Report|High school sports from the Wabeno Conference|#123f7a|Arial,sans-serif|Home,Football,Basketball,Wrestling,Message Board,Scores
weekly|The Harbour Street Weekly|Arts, food and the city, every Thursday|#222222|'Trebuchet MS',sans-serif|News,Arts,Food & Drink,Music,Listings,Columns
heritage|Millbrook Township Historical Society|Preserving our past since 1974|#3d5a2a|'Times New Roman',serif|Home,News,Museum,Cemetery Records,Membership,Links
daily|The Ferris County Ledger|Serving Ferris County since 1887|#0d3c66|Georgia,serif|News,Sports,Business,Opinion,Obituaries,Classifieds
lite|The Bayport Sentinel (text edition)|Text-only edition for mobile phones|#000000|Arial,sans-serif|Front,Local,State,Sports,Weather
garden|Clay Soil Diaries|Gardening on heavy ground in zone 6a|#4b7a2a|Georgia,serif|Home,Vegetables,Perennials,Soil,About me
hamclub|Ossipee Valley Amateur Radio Club|W1OVR - serving hams in the lakes region|#1f3d7a|Arial,sans-serif|Home,Meetings,Field Day,Nets,Repeaters,Join
arts|Kettle Creek Notes|Art, craft and goings-on in the Kettle Creek valley|#8a3b6b|Georgia,serif|Home,Studios,Events,Makers,About
"""

SITES_CS: dict[str, SiteCS] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _t, _c, _f, _m = _row.split("|")
    SITES_CS[_k] = SiteCS(_k, _n, _t, _c, _f, tuple(_m.split(",")))
