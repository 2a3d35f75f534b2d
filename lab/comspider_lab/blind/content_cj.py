"""Made-up English-language news sites and blogs of blind set CJ, as they were in 2012, each on the skin of the
publishing system it ran (``skin``: a key of ``layout_cj.SKINS``). Every site name, place and text invented for this
set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCJ:
    key: str
    name: str
    tagline: str
    skin: str
    color: str
    font: str
    menu: tuple[str, ...]
    foot: str


# key | name | tagline | skin | colour | font | menu (the first is the home page) | footer line
_SITE_ROWS = """
byteharbor|Byte Harbor|Gadgets, apps and the occasional rant|wp|#1b8be0|'Helvetica Neue',Arial,sans-serif|Home,Phones,Tablets,Apps,Reviews,About|Proudly powered by WordPress
darkskies|Dark Skies over Dunmore|Backyard astronomy from the edge of the Lammermuirs|blogger|#4a6fa5|Georgia,serif|Home,Kit I use,Sky this month,Links|Powered by Blogger
couchtime|The Couch Shift|Recaps, rants and reruns|typepad|#8a1538|Verdana,sans-serif|Home,Recaps,Reviews,Archives,Subscribe|Powered by TypePad
millbrook|The Millbrook Ledger|Community news for Millbrook and Harlan Township|drupal|#2e5d34|Arial,sans-serif|Home,News,Schools,Government,Events,Classifieds|Powered by Drupal
torque|Torque &amp; Tarmac|Independent road tests since 2004|joomla|#c0392b|Tahoma,sans-serif|Home,Road tests,News,Used buys,Forum|Joomla! is Free Software released under the GNU General Public License.
terraceend|The Terrace End|Unofficial news and views for Castlegate Rovers fans|vb|#0b2a6f|Verdana,sans-serif|Home,News,Fixtures,Forum,History|Powered by vBulletin&reg; Version 3.8.7
courierpost|The Ashford Courier-Post|Serving the Tri-County area since 1887|news|#15315c|Georgia,serif|Home,News,Politics,Business,Sports,Opinion,Obituaries|Copyright 2012 Courier-Post Media Group
respawn|Respawn Weekly|Games news, reviews and previews|grid|#ef6c00|Arial,sans-serif|News,Reviews,Previews,Features,Community|Community powered by Soapbox Social
pennyledger|The Penny Ledger|Getting out of debt one spreadsheet at a time|mt|#2b7a4b|Georgia,serif|Home,Debt diary,Budgeting,Deals,About me|Powered by Movable Type 5.13
grandstand|Valley Grandstand|Sports from the Daily Register|ee|#a4161a|Arial,sans-serif|Home,Football,Basketball,Baseball,High schools,Fantasy|Powered by ExpressionEngine
lootdrop|LootDrop|MMO news from a guild that never sleeps|wp2|#5a3e99|Verdana,sans-serif|Home,News,Guides,Guild board,Podcast|Theme by Mythic Themes &middot; WordPress
soundcheck|Soundcheck Weekly|Live music in the Upper Midwest|news2|#111111|Arial,sans-serif|News,Reviews,Concerts,Festivals,Photos|&copy; 2012 Soundcheck Media LLC
eastbayvoice|East Bay Voice|Independent news for Harmon County|drupal2|#6b4226|Georgia,serif|Home,Politics,Schools,Environment,Letters|Powered by Drupal
sciencetimes|The Rivergate Times|Rivergate, Ohio's daily since 1911|news3|#00447c|Georgia,serif|Home,Local,Science,Business,Sports,Opinion|&copy; Copyright 2012 Rivergate Times Publishing Co.
wheelspin|Wheelspin UK|Cars, costs and the open road|wp3|#333333|Arial,sans-serif|Home,News,Reviews,Running costs,Classifieds|Powered by WordPress &middot; Hosted by FastHost
fairhaven|Fairhaven Patch|Your neighborhood, your news|joomla2|#0077a3|Arial,sans-serif|Home,News,Schools,Police &amp; Fire,Events|&copy; 2012 Fairhaven Local Media
"""

SITES_CJ: dict[str, SiteCJ] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _t, _s, _c, _f, _menu, _foot = _row.split("|")
    SITES_CJ[_k] = SiteCJ(_k, _n, _t, _s, _c, _f, tuple(_menu.split(",")), _foot)
