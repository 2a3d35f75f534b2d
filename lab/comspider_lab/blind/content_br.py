"""Made-up sites of blind set BR: English-language news sites and blogs of 2010-2013 as a crawler saved them (US
local papers and a local TV station, UK tabloid and regional papers, Irish, Indian, Australian, South African,
Nigerian, Canadian, Singaporean and Philippine news sites; tech, sports, celebrity, political, food, personal and
academic blogs). Every site name, domain, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteBR:
    key: str
    name: str
    look: str  # "courier", "tv", "redtop", "regional", "portal", "blog", "campus" (layout_br.py)
    domain: str
    motto: str
    menu: tuple[str, ...]
    colour: str
    place: str  # the dateline town or the blogger's home, for the furniture

    @property
    def lang(self) -> str:
        return "en"


# key | name | look | domain | motto | menu (the first is the home page) | colour | place
_SITE_ROWS = """
us-ledger|The Bramford Ledger|courier|www.bramfordledger.com|Serving Bramford and Tillery County since 1887|Home,News,Sports,Obituaries,Opinion,Classifieds,Contact Us|#1d3f6e|Bramford
us-tv|KVRT News 6|tv|www.kvrt6.com|Clearwater Valley's News Leader|Home,News,Weather,Traffic,Closings,6 On Your Side,Video|#0b4da2|Clearwater
us-sports|Fourth and Long Shot|blog|fourthandlongshot.blogspot.com|Mid-Plains football, fantasy advice and bad predictions since 2008|Home,Fantasy,College,Picks,About|#3a5f0b|Osage Falls
us-celeb|Velvet Rope Daily|blog|www.velvetropedaily.com|All the gossip. None of the guilt.|Home,Celebs,Red Carpet,Reality TV,Babies,Photos|#c2185b|Los Angeles
us-tech|Bitwise Bench|blog|www.bitwisebench.com|Gadgets, code and the occasional rant|Home,Reviews,Mobile,Dev,Events,Podcast|#37474f|Portland
uk-clarion|The Daily Clarion|redtop|www.dailyclarion.co.uk|Britain's brightest|News,Showbiz,Sport,TV & Soaps,Money,Travel,Puzzles|#d50000|London
uk-echo|Ashcombe Evening Echo|regional|www.ashcombeecho.co.uk|Your local news, sport, jobs, homes and motors|Home,News,Sport,What's On,Jobs,Homes,Motors,Family Notices|#00558c|Ashcombe
uk-orderpaper|Order Paper|blog|orderpaperblog.co.uk|Westminster, warts and all|Home,Commons,Parties,Polling,About|#6a1b4d|Westminster
ie-champion|The Kilcarrig Champion|regional|www.kilcarrigchampion.ie|Kilcarrig's paper since 1903|Home,News,Sport,GAA,Community,Notices,Property|#00704a|Kilcarrig
ie-blog|Mise agus an Madra|blog|miseagusanmadra.blogspot.com|A small farm, two dogs, too many bees and the odd rant about the weather|Home,Bees,Garden,Dogs,Rants|#6d4c41|Ballynacorra
in-meridian|The Daily Meridian|portal|www.dailymeridian.in|India's news, all day|Home,India,City,World,Business,Sports,Entertainment,Tech,Opinion|#b71c1c|Pune
in-sillypoint|Silly Point Live|portal|www.sillypointlive.com|Every ball. Every over. Every opinion.|Home,Live Scores,Series,Teams,Features,Fantasy XI|#0d47a1|Nagpur
au-coastline|Coastline Daily|portal|www.coastlinedaily.com.au|News for the northern beaches and beyond|Home,Local,National,Sport,Surf,Entertainment,Real Estate|#006064|Port Yarrin
au-crumbs|Crumbs & Cockatoos|blog|crumbsandcockatoos.com.au|Home cooking from a very small kitchen in a very hot suburb|Home,Recipes,Baking,Potluck,About Me|#e65100|Wattle Creek
za-highveld|Highveld Times Online|portal|www.highveldtimes.co.za|Your Gauteng, your news|Home,News,Politics,Business,Sport,Motoring,Lifestyle|#2e7d32|Kloofspruit
ng-gbedu|Gbedu Gist|blog|gbedugist.blogspot.com|Gist, gist and more gist|Home,Celebrity,Weddings,Music,Nollywood,Advertise|#8e24aa|Lagos
ng-eko|Eko Evening Post|portal|www.ekoeveningpost.com.ng|News without fear or favour|Home,News,Politics,Metro,Business,Sports,Entertainment|#1b5e20|Lagos
ca-kettle|The Kettle Lake Tribune|courier|www.kettlelaketribune.ca|Kettle Lake's community newspaper|Home,News,Sports,Arts & Life,Opinion,Obituaries,Classifieds|#8b1a1a|Kettle Lake
ca-thunder|The Thunder Ridge Review|courier|www.thunderridgereview.ca|Covering the ridge since 1952|Home,News,Sports,Business,Opinion,Events,Contact|#4a3b8f|Thunder Ridge
sg-makan|Makan Trail|blog|www.makantrail.sg|One hawker stall at a time|Home,Hawker,Cafes,Recipes,Map,About|#c62828|Singapore
sg-merlion|The Merlion Post|portal|www.merlionpost.sg|Singapore news that matters|Home,Singapore,Asia,World,Business,Sports,Lifestyle|#ad1457|Singapore
ph-bayanihan|Bayanihan Daily|portal|www.bayanihandaily.ph|Balita para sa bawat Pilipino|Home,Nation,Metro,Regions,Business,Sports,Showbiz,Opinion|#1565c0|Manila
ph-visayas|Visayas Sunrise|regional|www.visayassunrise.ph|The voice of the Central Visayas|Home,Cebu,Region,Business,Sports,Lifestyle,Opinion|#ef6c00|Cebu
campus|Quantitative Marginalia|campus|marginalia.dept-ling.example.edu|Notes on corpora, counting and historical linguistics|About,Publications,Teaching,Data,Contact|#333333|Dunmore
"""

SITES_BR: dict[str, SiteBR] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _look, _dom, _motto, _menu, _col, _place = _row.split("|")
    SITES_BR[_k] = SiteBR(_k, _n, _look, _dom, _motto, tuple(_menu.split(",")), _col, _place)
