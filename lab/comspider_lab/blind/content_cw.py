"""Made-up sites of blind set CW: English-language news sites, blogs and small sites of 2011-2013, each with its own
server-printed template of the time (a WordPress-like blog theme, a Blogger-like blog, a Drupal-like community site, a
Joomla-like portal, a newspaper's own CMS). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCW:
    key: str
    name: str
    skeleton: str  # "blog" (WordPress-like), "blogspot" (Blogger-like), "node" (Drupal-like), "portal" (Joomla-like), "paper"
    prefix: str  # the template's own class prefix
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    year: str  # the copyright line's last year


# key | name | skeleton | prefix | colour | font | motto | menu (the first is the home page) | year
_SITE_ROWS = """
harrow-ledger|The Tri-County Ledger|paper|tl|#14375e|Georgia,serif|Business news for the Ohio River valley|Home,Business,Markets,Local,Opinion,Obituaries,Classifieds|2012
pinecrest|Pinecrest Middle School News|blog|pm|#2e6b2e|'Trebuchet MS',sans-serif|Home of the Pinecrest Pumas|Home,About,Calendar,Athletics,PTO,Staff Links|2013
alder-court|Alder Court Tenants' Association|blogspot|ac|#7a3b12|Verdana,sans-serif|Three blocks, 212 flats, one voice|Home,About the TA,Repairs log,Contact|2012
kettle-courier|The Kettle Valley Courier|portal|kv|#8a1c1c|Arial,sans-serif|Serving the Kettle Valley since 1912|Home,News,Sports,Community,Arts,Contact Us|2012
st-brannock|Brannock Bridge Community News|node|bb|#4b3c78|Georgia,serif|News and notices for Brannock Bridge and Lowfield|Home,News,Churches,Clubs,What's On,Contact|2013
fal-harbour|The Penwithen Gazette|paper|pg|#0d5c63|Georgia,serif|Harbour, town and county|Home,News,Harbour,Sport,Letters,What's On|2013
lanes-and-loam|Lanes and Loam|blog|ll|#7b5a2a|Georgia,serif|Cycling the back roads of the Welsh Marches, slowly|Home,Routes,Kit,About,Contact|2012
oxbow-weekly|Oxbow Point Weekly|node|ow|#1f5f8b|Arial,sans-serif|Oxbow Point, Marram and the Spit|Home,News,Council,Schools,Sport,Weather|2011
saltmarsh-mercury|The Saltmarsh Mercury|paper|sm|#6a1b2e|'Times New Roman',serif|Essex coast news since 1889|Home,News,Sport,Business,Leisure,Property,Jobs|2013
dunmore-county|Dunmore County Online|portal|dc|#23633a|Tahoma,sans-serif|County news, events and services|Home,News,Council,Events,Tourism,Contact|2012
"""

SITES_CW: dict[str, SiteCW] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _sk, _p, _c, _f, _motto, _menu, _y = _row.split("|")
    SITES_CW[_k] = SiteCW(_k, _n, _sk, _p, _c, _f, _motto, tuple(_menu.split(",")), _y)
