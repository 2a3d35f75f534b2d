"""Made-up sites of blind set CY: English-language news sites, blogs and small sites of 2011-2013, each printed by its
own server-side template (WordPress-, Blogger-, Drupal-, Joomla- and TypePad-like skins and two newspaper CMSs). Every
site name, place, person and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCY:
    key: str
    name: str
    tagline: str
    skin: str  # "wp", "blogger", "drupal", "joomla", "typepad", "paper"
    color: str
    font: str
    menu: tuple[str, ...]
    footer: str


# key | name | tagline | skin | colour | font | menu (comma separated) | footer
_SITE_ROWS = """
kittiwake|Kittiwake Voyages|The log and letters of the sail-training brig Kittiwake|wp|#1f3a5f|Georgia,serif|Home,The Ship,Voyages 2012,Sail With Us,Crew Blog,Contact|© 2012 Kittiwake Sail Training Trust, registered charity SC038117. Proudly powered by WordPress.
brannoc|St Brannoc's Parish News|News, notices and the weekly prayer list from St Brannoc's, Lower Tretherras|blogger|#5b2c6f|'Trebuchet MS',sans-serif|Home,Services,Parish Diary,Prayer List,Bell Ringers,Contact the Vicar|Powered by Blogger. Simple template.
larchfield|Larchfield Estate TRA|Larchfield Estate Tenants' and Residents' Association|drupal|#2e6b30|Verdana,sans-serif|Home,News,Minutes,Repairs,Your Committee,Join the TRA|Larchfield Estate TRA, c/o Community Room, Block D, Larchfield Road. Powered by Drupal.
harlowcreek|The Harlow Creek Ledger|Serving Harlow Creek and Pell County since 1889|paper|#8a1c1c|Georgia,serif|Home,News,Schools,Sports,Obituaries,Opinion,Classifieds,e-Edition|Copyright © 2013 The Harlow Creek Ledger, a Pell County Media company. All rights reserved.
kestrelbay|Kestrel Bay Community News|Your village, your news|joomla|#1b6f8a|Arial,sans-serif|Home,News,What's On,Clubs & Groups,Time Bank,Advertise|© 2013 Kestrel Bay Community News. Joomla! is Free Software released under the GNU General Public License.
dunmore|The Dunmore Courier|Dunmore, Ballyferris and the Glen since 1921|paper|#0f4c81|Georgia,serif|Home,News,Sport,Community,Farming,Opinion,Notices,Jobs|© 2013 The Dunmore Courier Ltd. Reproduction without permission prohibited.
plot17b|Plot 17b|Mud, seeds and small disasters on a Sheffield allotment|wp|#4f6d1c|'Palatino Linotype',serif|Home,About Me,The Plot,Seed Swap,Recipes,Links|Plot 17b © 2012. Theme: Atahualpa-like by a friend. Powered by WordPress.
lanternslide|The Lantern Slide|Picture houses, projectionists and the lost cinemas of the North East|typepad|#6b4a2a|Georgia,serif|Home,Archives,Profile,Subscribe|Powered by TypePad. Member since 07/2008.
moorgate|Moorgate Evening Post|News for Moorgate, Oldfield and the Calder villages|paper|#b3121b|Arial,sans-serif|Home,News,Sport,What's On,Business,Property,Motors,Jobs|© 2012 Moorgate Evening Post. Part of Pennine Regional Media.
clayfield|Clayfield Gazette|The independent voice of the Clayfield Shire|paper|#24552e|Arial,sans-serif|Home,News,Sport,Rural,Community,Classifieds,Contact|© 2012 Clayfield Gazette Pty Ltd. All rights reserved.
"""

SITES_CY: dict[str, SiteCY] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _t, _s, _c, _f, _menu, _foot = _row.split("|")
    SITES_CY[_k] = SiteCY(_k, _n, _t, _s, _c, _f, tuple(_menu.split(",")), _foot)
