"""The invented sites of blind set CO (English-language news sites, blogs and small sites of 2010-2013): one line
each, their name and what they are. Every name, place and text of the set is made up."""

from __future__ import annotations

SITES_CO: dict[str, str] = {
    "millbrook": "The Millbrook Ledger: a small-town weekly's site, 2010, table layout",
    "tricounty": "Tri-County Courier: a regional daily, 2012, 'Talkback' boxes one table per reader",
    "riverside": "Riverside Players: a community theatre's news blog, 2011",
    "bytebench": "ByteBench: a hardware review site with its own forum, 2013",
    "harbor": "The Harbor Times: a coastal daily's print view, 2011",
    "cedar": "Cedar Valley Sentinel: a county paper's site, 2012",
    "northfork": "North Fork Notes: a personal blog on gardening and town life, 2011 (plain)",
    "lakeshore": "Lakeshore Daily News: a city daily, 2013 (plain)",
    "pinecrest": "The Pinecrest Post: a small-town daily, 2012 (seniors' quotes: look-alike)",
    "eastbay": "East Bay Prep Report: a high-school sports site, 2012 (mixed)",
}
