"""Made-up blogs and news sites of blind set CC (English-language blogs and newspapers of 2012 in the US, the UK,
Ireland, Australia, Canada, India and South Africa, as a web archive holds them). Every site name, place and text
invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCC:
    key: str
    name: str
    prefix: str  # the template's own class prefix (every site made its own)
    skeleton: str  # layout_cc: blog, mag, hosted, journal, daily
    color: str
    bg: str
    font: str
    motto: str
    theme: str
    menu: tuple[str, ...]


# key | name | prefix | skeleton | colour | background | font | motto | theme | menu (the first is the home page)
_SITE_ROWS = """
finance|The Thrifty Ledger|tl|blog|#2a6f4e|#e9efe9|Georgia,serif|Paying off $61,000 one grocery list at a time|Twenty-Something|Home,About Us,Our Debt Story,Budget Worksheets,Contact
celeb|Popcorn & Paparazzi|pp|hosted|#c2185b|#fbe3ee|'Trebuchet MS',sans-serif|All the Hollywood gossip that's fit to print (and some that isn't)|Minima Pink|Home
tech|Kernel Panic Diaries|kp|journal|#35506b|#dde3ea|Verdana,sans-serif|Notes from a sysadmin who should know better|Clean Blue|Home,Archives,About
millbrook|The Millbrook Courier-Ledger|mc|daily|#123f73|#d8dde4|Arial,sans-serif|Serving the Upper Conestoga Valley since 1871|-|Home,News,Sports,Business,Opinion,Obituaries,Classifieds
terrace|Terrace Talk|tt|mag|#7a1015|#ececec|Arial,sans-serif|The unofficial Hexford Town fans' blog|Newsroom Pro|Home,Match Reports,Transfer Talk,Opinion,Away Days,Forum
purple|Purple State Dispatch|ps|blog|#4b2e83|#f1eef6|Georgia,serif|Politics from the swing counties of Ohio|Dispatch Classic|Home,Campaign 2012,Statehouse,Polls,About
shannon|The Shannonside Herald|sh|daily|#0b5e3c|#e1e6e1|Georgia,serif|Limerick, Clare and North Kerry|-|Home,News,Sport,Business,Farming,Lifestyle,Death Notices
deccan|The Deccan Courier|dc|daily|#a4161a|#eee|Arial,sans-serif|Hyderabad's own since 1949|-|Home,City,Telangana,Nation,Business,Sport,Cinema
wessex|Wessex Evening Post|we|daily|#003a6c|#e5e9ee|Arial,sans-serif|Dorset and South Wiltshire|-|Home,News,Sport,What's On,Jobs,Property,Motors
highveld|The Highveld Mercury|hm|daily|#b35c00|#efebe6|Arial,sans-serif|Pretoria's morning paper|-|Home,News,Sport,Business,Lifestyle,Motoring,Opinion
waterloo|The Grand River Sentinel|gr|journal|#0c4a6e|#e3ebf0|Georgia,serif|Tech Beat: the Sentinel's business blog|Newsroom Blogs|Home,News,Business,Tech Beat,Sports,Opinion
hunter|The Hunter Clarion|hc|daily|#00557f|#e6eef2|Arial,sans-serif|Newcastle and the Hunter|-|Home,News,Sport,Entertainment,Lifestyle,Business,Weather
tyneside|The Tyneside Chronicle|ty|daily|#1b3d6d|#e4e4e4|Arial,sans-serif|Newcastle, Gateshead and the North East|-|Home,News,Sport,Business,What's On,Your Say,Jobs
coromandel|The Coromandel Herald|ch|daily|#004d40|#e8efee|Verdana,sans-serif|Chennai and Tamil Nadu, every morning since 1932|-|Home,Chennai,Tamil Nadu,India,Sport,Business,Cinema
gadget|Gadget Grotto|gg|mag|#e65100|#f2f2f2|'Lucida Grande',sans-serif|Phones, tablets and everything with a battery|Techmag|Home,Phones,Tablets,Laptops,Apps,Reviews,Deals
fraser|The Fraser Valley Record|fv|daily|#8c1d18|#ebe7e2|Georgia,serif|Abbotsford, Mission and the Fraser Valley|-|Home,News,Sports,Business,Community,Opinion,Classifieds
"""

SITES_CC: dict[str, SiteCC] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _p, _s, _c, _b, _f, _motto, _theme, _menu = _row.split("|")
    SITES_CC[_k] = SiteCC(_k, _n, _p, _s, _c, _b, _f, _motto, _theme, tuple(_menu.split(",")))
