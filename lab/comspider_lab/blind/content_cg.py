"""Made-up sites of blind set CG (English-language blogs and small news sites of 2011-2013 as a crawler saved them:
WordPress themes of the era, Blogger, Typepad, Drupal, Joomla, a home-made PHP blog, a hobby club, local weeklies).
Every site name, person, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCG:
    key: str
    name: str
    tagline: str
    system: str  # the template (layout_cg.TEMPLATES)
    color: str
    font: str
    menu: tuple[str, ...]
    owner: str  # the blog's author or the paper's staff line
    host: str  # the site's own host name, as its links print it


# key | name | tagline | template | colour | font | menu | owner | host
_SITE_ROWS = """
allotment|Muddy Boots & Runner Beans|Two plots, one shed and far too many courgettes|wp_default|#4a7a2c|Georgia,serif|Home,About,The Plots,Recipes,Seed Swap|Helen Trask|muddybootsandrunnerbeans.co.uk
sawdust|Sawdust on Sunday|Weekend woodworking in a one-car garage|blogger|#8a5a2b|'Trebuchet MS',sans-serif|Home,Projects,Tools,Shop Tour|Greg Halloran|sawdustonsunday.blogspot.com
kitchen|A Kitchen in Kent|Seasonal cooking on a budget, with the odd disaster|typepad|#9b2d30|Georgia,serif|Home,Recipes,About Me,Archives|Philippa Drew|akitcheninkent.typepad.com
pixel|Pocket Pixel|Phones, tablets and the apps that matter|wp_magazine|#d35400|Arial,sans-serif|Home,Reviews,News,How-To,Apps,Deals|Ryan Castellano|pocketpixel.net
westbrook|Westbrook Cycle Forum|Campaigning for safer cycling in Westbrook since 1998|drupal|#0074bd|'Lucida Grande',Verdana,sans-serif|Home,News,Campaigns,Rides,Meetings,Join|Westbrook Cycle Forum|westbrookcycleforum.org.uk
hollins|Hollins Green Village Online|News and events for Hollins Green and Bramley End|joomla|#2e5e8c|Verdana,sans-serif|Home,Village News,What's On,Clubs & Groups,Parish Council,Contact|Village Online|hollinsgreen.org.uk
kestrel|Life on the Cut|The travels of narrowboat Kestrel|php|#1f4e5f|Verdana,Arial,sans-serif|Home,Log,The Boat,Photos,Links|Dave Pilling|lifeonthecut.co.uk
harbury|The Harbury Chronicle|Serving Harbury, Nether Compton and the Vale since 1887|weekly|#7b1113|Georgia,serif|Home,News,Sport,Business,Community,Letters,Obituaries,Classifieds|Chronicle staff|harburychronicle.co.uk
greenway|Greenway Road Residents|News from the Greenway Road Residents' Association|wp_default|#3b6ea5|Georgia,serif|Home,About,Events,Minutes,Contact|Greenway Road Residents' Association|greenwayroad.org.uk
oldmill|Oldmill & District History Society|Talks, walks and the parish archive|blogger|#5b4636|Georgia,serif|Home,Talks,Walks,Archive,Membership|Oldmill & District History Society|oldmillhistory.blogspot.com
pantry|The Weekday Pantry|Quick suppers for people with jobs|wp_default|#a0522d|Georgia,serif|Home,Recipes,Meal Plans,About,Contact|Sophie Marland|theweekdaypantry.com
ashby|The Ashby Vale Advertiser|Ashby Vale's weekly newspaper|weekly|#123f6b|Georgia,serif|Home,News,Sport,What's On,Farming,Letters,Jobs,Property|Advertiser reporters|ashbyvaleadvertiser.co.uk
tightlines|Tight Lines Online|Coarse fishing news, venues and tackle|wp_magazine|#206040|Arial,sans-serif|Home,News,Venues,Tackle,Match Results,Shop|Mark Thewlis|tightlinesonline.co.uk
fenbridge|Fenbridge & District Model Railway Club|Founded 1962 · Meetings every Tuesday at the Scout Hut|club|#70214b|'Times New Roman',serif|Home,News,Layouts,Exhibition,Members,Links|the Club Secretary|fenbridgemrc.org.uk
pineridge|The Pine Ridge Gazette|Pine Ridge, Elk Hollow and Cutler County's hometown paper|weekly|#3d5a1f|Georgia,serif|Home,News,Sports,Obituaries,Public Notices,Opinion,Classifieds|Gazette staff|pineridgegazette.com
darkskies|Dark Skies over Dunmore|The Dunmore Astronomical Society's blog|blogger|#1c2541|Verdana,sans-serif|Home,Observing,Meetings,Equipment,Join|Dunmore Astronomical Society|dunmoreastro.blogspot.com
"""

SITES_CG: dict[str, SiteCG] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _t, _s, _c, _f, _menu, _o, _h = _row.split("|")
    SITES_CG[_k] = SiteCG(_k, _n, _t, _s, _c, _f, tuple(_menu.split(",")), _o, _h)
