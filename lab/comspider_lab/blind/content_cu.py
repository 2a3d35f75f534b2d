"""Made-up English-language news sites and blogs of blind set CU (as a crawler of 2011-2013 saved them): each with the
publishing system its template imitates. Every site name, place and person invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCU:
    key: str
    name: str
    tagline: str
    system: str  # the publishing system the template is written in the manner of
    color: str
    font: str
    menu: tuple[str, ...]


# key | name | tagline | system | colour | font | menu
_SITE_ROWS = """
fortyfoot|Forty Foot Plot|Half an allotment, two kids and a lot of slugs|wordpress|#4a7a2c|Georgia,'Times New Roman',serif|Home,About,The Plot,Recipes,Seed Swap,Contact
crumbs|Crumbs from Our Table|Baking, Cornwall and the odd disaster|blogger|#8a3b52|'Trebuchet MS',Trebuchet,sans-serif|
wardsix|The Ward Six Report|Watching Harlan Falls City Hall so you don't have to|typepad|#1f3a5f|Verdana,Arial,sans-serif|Home,Archives,Profile,Subscribe
halsworth|Halsworth Evening Echo|Serving Halsworth and the Vale since 1884|papercms|#b3141c|Arial,Helvetica,sans-serif|News,Sport,What's On,Business,Your Say,Jobs,Motors,Property,Family Notices
millbrook|The Millbrook Sentinel|Millbrook, Dunmore and Pike County's hometown paper|drupal|#2c4f7c|Georgia,serif|Home,News,Sports,Obituaries,Opinion,Community,Classifieds,E-Edition
ashcombe|The Ashcombe Diary|News from Ashcombe and the Teign villages|wordpress|#6b4f2a|'Lucida Grande',Verdana,sans-serif|Home,News,Planning,Events,Businesses,About
halfpenny|The Halfpenny Review|Music, books and the arts from the west of Ireland|expressionengine|#a34a00|Georgia,serif|Music,Books,Film,Theatre,Listings,About
wolds|Wolds & Vale Advertiser|Your free weekly for Kelby, Saxthorpe and the Wolds|joomla|#0b6e8e|Tahoma,Verdana,sans-serif|Home,News,Sport,Schools,Community,Advertise,Contact Us
kingsmead|Kingsmead Mercury|The voice of Kingsmead and the Levels|papercms|#3d2b6b|Georgia,serif|News,Sport,Court,Business,Leisure,Your View,Jobs,Homes
brackenfold|Brackenfold Gazette|News for Brackenfold, Upper Stour and district|papercms|#1d5d2f|Georgia,serif|Home,News,Sport,Cricket,What's On,Opinion,Jobs,Property
"""

SITES_CU: dict[str, SiteCU] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _t, _s, _c, _f, _m = _row.split("|")
    SITES_CU[_k] = SiteCU(_k, _n, _t, _s, _c, _f, tuple(x for x in _m.split(",") if x))
