"""Made-up sites of blind set BX (English-language news sites and news blogs of 2010-2014 with their own
server-printed comment code: national and local papers, TV and radio stations' news sites, political and tech news
blogs, a city magazine, in the US, the UK, Ireland, Canada, Australia, New Zealand, India, South Africa and Nigeria).
Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteBX:
    key: str
    name: str
    country: str  # us, uk, ie, ca, au, nz, in, za, ng
    look: (
        str  # "metro" (a big paper's home-made site), "local" (a regional paper's CMS), "blog" (a news blog's
    )
    # theme), "station" (a TV or radio station's news site)
    motto: str
    menu: tuple[str, ...]
    tz: str = ""  # the time zone the site prints after its times, if any


# key | name | country | look | motto | menu (the first is the home page) | time zone
_SITE_ROWS = """
us-ledger|The Harmon County Ledger-Star|us|metro|Serving Harmon County since 1871|Home,News,Politics,Business,Sports,Opinion,Obituaries,Classifieds|EST
uk-evepost|Calderbridge Evening Post|uk|local|Your voice in Calderbridge and the Vale|Home,News,Sport,What's On,Jobs,Property,Motors,Announcements|
au-tablelands|Tablelands Advocate|au|local|Proudly serving the Northern Tablelands|Home,News,Sport,Rural,Community,Classifieds,Weather|AEST
in-sentinel|The Deccan Sentinel|in|metro|India's voice from the south|Home,India,States,City,Business,Sport,Entertainment,Opinion|IST
ng-informer|Lagos Informer|ng|blog|News, gist and views from Lagos and beyond|Home,News,Politics,Entertainment,Sports,Gist|
ie-clarion|The Shannonvale Clarion|ie|local|Shannonvale's local paper since 1894|Home,News,Sport,Community,Farming,Death Notices,Property|
nz-harbour|Harbour City Times|nz|local|News for the harbour and the hills|Home,Local,National,Business,Sport,Life & Style,Weather|NZDT
ca-beacon|The Riverside Beacon|ca|metro|Ottawa Valley news every day|Home,News,City,Business,Sports,Arts,Opinion,Homes|EDT
us-wkxr|WKXR NewsChannel 9|us|station|Coverage you can count on|Home,News,Weather,Sports,Traffic,Video,Contests,Community|CDT
uk-bitfeed|The Bitfeed|uk|blog|Tech news, reviews and opinion|News,Reviews,Mobile,Security,Apps,Jobs|
za-mirror|The Highveld Mirror|za|metro|Independent news for Gauteng|Home,News,Politics,Business,Sport,Lifestyle,Opinion|SAST
uk-dyffryn|Dyffryn Valley Gazette|uk|local|Serving the valleys since 1903|Home,News,Sport,What's On,Schools,Jobs,Family Notices|
us-fairways|Bayshore Weekly Sun|us|local|Your community newspaper, every Thursday|Home,News,Schools,Sports,Community,Real Estate|EST
au-riverina|Murrumbidgee Leader|au|local|News from across the Riverina|Home,News,Sport,Rural,Community,Classifieds|AEDT
ie-lakeland|Lakeland FM|ie|station|Your station for the Lakelands|Home,News,Sport,Shows,Listen Live,Deaths,Competitions|
ca-midtown|Midtown Monthly|ca|blog|The city, after dark and after hours|City,Food,Nightlife,Style,Spotted,Events|
"""

SITES_BX: dict[str, SiteBX] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _c, _look, _motto, _menu, _tz = _row.split("|")
    SITES_BX[_k] = SiteBX(_k, _n, _c, _look, _motto, tuple(_menu.split(",")), _tz)
