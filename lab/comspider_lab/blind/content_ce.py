"""Made-up news sites of blind set CE (English-language national and regional newspapers and TV/radio news sites of
2011-2013 in the US, the UK, Canada, Australia, Ireland, India, Singapore and Kenya, as a web archive of 2012 holds
their served HTML). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCE:
    key: str
    name: str
    prefix: str  # the template's own class prefix (every site made its own)
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    country: str


# key | name | prefix | colour | font | motto | menu (the first is the home page) | country
_SITE_ROWS = """
us-ledger|The Harmon County Ledger|hcl|#123f6b|Georgia,serif|Serving Harmon County since 1871|Home,News,Sports,Business,Opinion,Obituaries,Classifieds|US
uk-courier|The Northern Courier|ncr|#7a0f1f|Georgia,serif|News, sport and comment from the North|News,UK,World,Politics,Sport,Comment,Business|UK
ca-prairie|The Prairie Sentinel|pse|#1f5c2e|Arial,sans-serif|Saskatchewan's community newspaper|Home,News,Local,Farm,Sports,Opinion,Classifieds|CA
uk-abn|ABN News|abn|#a6001a|Arial,sans-serif|Albion Broadcasting|Home,UK,England,Scotland,Wales,Business,Politics,Health|UK
au-sport|SportsDesk Australia|sda|#004a8f|Verdana,sans-serif|AFL, NRL, cricket and more|Home,AFL,NRL,Cricket,Rugby,Racing,Soccer|AU
ie-clarion|The Western Clarion|wcl|#0d5e50|Georgia,serif|Mayo's independent weekly|Home,News,Sport,Farming,Community,Property|IE
in-courier|The Deccan Courier|dcr|#b0401a|Arial,sans-serif|India's news, every day|Home,Nation,States,World,Business,Sport,Opinion|IN
ke-mirror|The Nairobi Mirror|nmr|#c00000|Arial,sans-serif|Kenya's trusted daily|Home,News,Counties,Business,Sports,Opinion,Lifestyle|KE
sg-times|Lion City Times|lct|#d0102f|Arial,sans-serif|Singapore news and views|Home,Singapore,Asia,World,Business,Tech,Sport|SG
us-ktv|KTVN Channel 9 News|ktv|#00306e|Arial,sans-serif|Your news leader for the Tri-Valley|Home,News,Weather,Traffic,Sports,Consumer 9,Video|US
au-hunter|The Hunter Examiner|hex|#222a6b|Georgia,serif|Newcastle and the Hunter|Home,News,Sport,Business,Lifestyle,Opinion|AU
uk-gazette|The Midland Gazette|mgz|#5b2a86|Georgia,serif|Your region, your paper|Home,News,Sport,What's On,Business,Jobs,Motors|UK
uk-eastpost|The Eastern Post|epo|#0b3954|Georgia,serif|Independent since 1889|News,Sport,Cricket,Football,Rugby,Comment|UK
us-capitol|Capitol Wire|cwr|#2d2d2d|Arial,sans-serif|Politics from the statehouse to the White House|Home,Politics,Statehouse,Congress,Campaign 2012,Opinion|US
ca-maritime|The Maritime Herald|mhe|#19457a|Georgia,serif|Atlantic Canada's news|Home,News,Politics,Business,Sports,Arts|CA
ie-star|Dublin Evening Star|des|#1b1b1b|Georgia,serif|Ireland's evening paper|Home,News,Business,Sport,Showbiz,Opinion|IE
"""

SITES_CE: dict[str, SiteCE] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _p, _c, _f, _motto, _menu, _cty = _row.split("|")
    SITES_CE[_k] = SiteCE(_k, _n, _p, _c, _f, _motto, tuple(_menu.split(",")), _cty)
