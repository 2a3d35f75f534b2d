"""Made-up news sites of blind set CH (English-language newspapers, magazines, a broadcaster and a university paper of
2011-2013 in the US, the UK, Ireland, Canada, Australia, New Zealand and India, each with its own server-printed
template). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCH:
    key: str
    name: str
    prefix: str  # the template's own class prefix (every site made its own)
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    skeleton: str  # "cols", "table", "wide" or "three"
    year: str  # the footer's copyright year


# key | name | prefix | colour | font | motto | menu | skeleton | year
_SITE_ROWS = """
us-harlan|The Harlan Valley Sentinel|hvs|#16365c|Georgia,serif|Serving Harlan County since 1887|Home,News,Sports,Obituaries,Opinion,Business,Classifieds,e-Edition|cols|2012
uk-wrexley|Wrexley Evening Post|wep|#c8102e|Arial,sans-serif|Wrexley's favourite newspaper|Home,News,Sport,What's On,Jobs,Motors,Property,Family Notices|three|2012
ie-argus|The Irish Morning Argus|ima|#00543c|'Times New Roman',serif|Ireland's independent voice|Home,News,Business,Sport,Opinion,Lifestyle,Letters|cols|2013
ca-fraser|The Fraser Valley Tribune|fvt|#9b1b1f|Verdana,sans-serif|Abbotsford · Mission · Chilliwack|Home,News,Sports,Business,Entertainment,Opinion,Community|wide|2012
au-latrobe|The Latrobe Valley Courier|lvc|#004b87|Arial,sans-serif|The voice of Gippsland|Home,Local News,Sport,Rural,Entertainment,Classifieds,Photos|table|2011
nz-taranaki|Taranaki Morning Star|tms|#2d5f2e|Georgia,serif|Taranaki's daily newspaper|Home,Local,National,Sport,Farming,Business,Opinion|cols|2012
in-deccan|The Deccan Observer|tdo|#7a1f1f|Georgia,serif|Hyderabad · Bangalore · Chennai · Vijayawada|Home,Nation,States,Cities,Business,Sport,Sci-Tech,Opinion|three|2013
uk-loudclear|Loud & Clear|lnc|#111111|'Helvetica Neue',Arial,sans-serif|Music news, reviews and interviews|News,Reviews,Features,Live,Tickets,Magazine|wide|2012
us-ksvq|KSVQ 9 News|ksv|#0a4da2|Arial,sans-serif|Your Inland Northwest news leader|News,Weather,Traffic,Sports,Video,9 On Your Side,Community|cols|2012
uk-fleet|Fleet Transport Weekly|ftw|#e07b00|Arial,sans-serif|The business magazine for road transport operators|News,Legislation,Vehicles,Operators,Events,Jobs,Subscribe|cols|2013
au-dispatch|The Canberra Dispatch|tcd|#1f3b73|Georgia,serif|National news from the capital|Home,Politics,National,World,Business,Opinion,Sport|three|2012
ie-midlands|The Midlands Advertiser|tma|#6a2c70|Georgia,serif|Serving Westmeath, Offaly and Longford|Home,News,Sport,Farming,Lifestyle,Notices|table|2012
us-pike|The Pike County Courier-Gazette|pcg|#3b3b3b|'Times New Roman',serif|Published every Thursday since 1902|Home,News,Sports,Schools,Obituaries,Legals,Subscribe|cols|2011
uk-severn|Severnside Sport|sss|#004f2d|Arial,sans-serif|Sport from the Severn valley|Home,Football,Rugby,Cricket,Racing,Fantasy League|wide|2012
in-malabar|The Malabar Herald|tmh|#174e7a|Georgia,serif|Kozhikode · Kochi · Thiruvananthapuram|Home,Kerala,Nation,Education,Business,Sport,Opinion|cols|2013
us-quad|The Westbrook Quadrangle|wbq|#5b2a86|Georgia,serif|The independent student newspaper of Westbrook University since 1921|News,Sports,Opinion,Arts,Campus Life,Photo|three|2012
"""

SITES_CH: dict[str, SiteCH] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _p, _c, _f, _motto, _menu, _sk, _y = _row.split("|")
    SITES_CH[_k] = SiteCH(_k, _n, _p, _c, _f, _motto, tuple(_menu.split(",")), _sk, _y)
