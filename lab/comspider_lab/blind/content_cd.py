"""Made-up sites of blind set CD (small English-language sites of 2012 as a crawler saved them: local and community
papers on vendor CMSs of that era, a student paper, a trade magazine, a hobby magazine, a church and a school blog, a
podcast's show notes, personal blogs on the hosted platforms of 2012). Every site name, place, person and text
invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCD:
    key: str
    name: str
    prefix: str  # the template's own class prefix (every site made its own)
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    host: str  # the platform the site ran on, in words (for the descriptions)


# key | name | prefix | colour | font | motto | menu | host
_SITE_ROWS = """
blogger-garden|Mud on My Boots|mb|#5b7f2a|Georgia,serif|A kitchen garden in the wet end of Shropshire|Home,About Me,Seed Swap,Recipes|Blogger-like hosted blog
wpcom-cycling|Two Wheels, No Car|tw|#b5432a|'Helvetica Neue',Arial,sans-serif|Getting around Dunmore Falls by bike, one pothole at a time|Home,About,Routes,Gear,Contact|WordPress.com-like hosted blog
typepad-food|The Sunday Braise|sb|#7a4b2a|Palatino,'Book Antiqua',serif|Slow cooking, cheap cuts and the occasional rant|Home,Archives,Profile,Subscribe|Typepad-like hosted blog
lj-fandom|quietly_stitching|lj|#2d4f7c|Verdana,sans-serif|quietly_stitching's journal|Recent Entries,Archive,Friends,User Info,Memories|LiveJournal-like journal
paper-harlow|The Harlow Valley Courier|hv|#003d7a|Georgia,'Times New Roman',serif|Serving Harlow County since 1887|Home,News,Sports,Obituaries,Opinion,Classifieds,Calendar,e-Edition|newspaper vendor CMS
student-pinecrest|The Pinecrest Ledger|pl|#6b1020|Georgia,serif|The independent student newspaper of Pinecrest State University|News,Opinion,Sports,Arts & Life,Multimedia,About|student-paper CMS
trade-roofing|Low-Slope Roofing Contractor|lr|#c2561a|Arial,sans-serif|The business magazine for commercial roofing professionals|News,Products,Safety,Business,Webinars,Buyers' Guide,Subscribe|trade-magazine CMS with a hosted comment platform
posterous-walks|Fen Edge Walking|fe|#3a6e8f|'Lucida Grande',Arial,sans-serif|Posts from the flat bits of England|Home,Archive,Subscribe|Posterous-like hosted blog
paper-bramley|Bramley Ridge Gazette|bg|#20476e|Georgia,serif|Your hometown weekly since 1921|Home,News,Schools,Sports,Obituaries,Classifieds,Events|newspaper vendor CMS
tumblr-sketch|ink & nonsense|ik|#222222|'Courier New',monospace|daily sketches, mostly of people on trains|Archive,Ask me anything,Submit|Tumblr-like hosted blog
lj-plain|northbound_tern|nt|#3b6b3b|Verdana,sans-serif|northbound_tern's journal|Recent Entries,Archive,Friends,User Info|LiveJournal-like journal
school-maple|Maple Hollow Elementary PTA News|mh|#2a7a6e|'Comic Sans MS','Trebuchet MS',sans-serif|News from the Maple Hollow Elementary PTA|Home,Calendar,Volunteer,Lunch Menu,Contact the PTA|Blogger-like school newsletter blog
hobby-rocketry|Sport Rocketry Quarterly|sr|#7c2f8c|Tahoma,Arial,sans-serif|For model and high-power rocket fliers since 1994|Home,Features,Club News,Kits & Reviews,Launch Calendar,Subscribe|hobby-magazine site
church-stmark|St. Mark's on the Green|sm|#6a3b7a|Georgia,serif|Parish news from St. Mark's, Whitcombe|Home,Services,Parish Calendar,Newsletter,Contact|a church's WordPress-like newsletter blog
podcast-backroads|Backroads & Byways|br|#8a5a1a|'Trebuchet MS',sans-serif|A podcast about local history and the odd road trip|Episodes,About,Trivia,Support the Show|Squarespace-like hosted site
"""

SITES_CD: dict[str, SiteCD] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _p, _c, _f, _motto, _menu, _host = _row.split("|")
    SITES_CD[_k] = SiteCD(_k, _n, _p, _c, _f, _motto, tuple(_menu.split(",")), _host)
