"""Made-up news sites and blogs of blind set O (the open web of 2008-2016; every name invented): name, tagline,
sections, the footer's link farm and the copyright line, per case key."""

from __future__ import annotations

from comspider_lab.blind.content_k import _s
from comspider_lab.blind.layout_k import SiteK

_ROWS = """
k2-cycling|Grit & Gravel|Cyclocross, gravel and the odd road race from the Pacific Northwest|Home|Races|Gear|Training|Contact
d7-irish|The Ballinmore Clarion|News for Ballinmore and North Leitrim|Home|News|Sport|Community|Farming|Death Notices
vb-trucks|Diesel Junction|News and forums for owner-operators|News|Forums|Classifieds|Fuel Prices|Members
phpbb-rail|Midland Loco Shed|OO and N gauge modelling, since 2004|Home|News|Forum|Gallery|Exhibitions
posterous-ed|cardboard & glue|teaching art to eleven-year-olds|Home|Archive|About
sq5-brew|Hopyard Notebook|A homebrewer's log from Asheville|Journal|Recipes|About
ning-quilt|Prairie Quilters Network|A community for quilters of the Midwest|Main|My Page|Members|Forum|Photos|Events
txp-type|Kern & Leading|Notes on type, print and the web|Home|Articles|Links|About
s9y-de|Blechdose|Ein Blog über alte Autos und Schrauberei|Startseite|Archiv|Über mich|Impressum
dc-fr|Les Carnets de Margaux|Couture, tricot et petits riens|Accueil|Archives|Tricot|Contact
habari-dev|Nightly Build|A developer's notebook|Home|Archives|Projects|About
tpad-wine|The Corked Decanter|Wine notes from a retired sommelier|Home|Archives|Tasting Notes|About
za-paper|The Highveld Courier|News from Gauteng and beyond|Home|News|Sport|Business|Opinion|Lifestyle
au-paper|The Riverina Standard|Wagga, Griffith and the Riverina|Home|News|Sport|Rural|Entertainment|Classifieds
in-paper|The Deccan Dispatch|News from Pune, Mumbai and the nation|Home|City|Nation|Business|Sport|Cricket
mag-music|Feedback Loop|Records, gigs and guitar pedals|Home|Reviews|Features|Gear|Forum
ca-paper|The Kamloops Ledger|Thompson-Nicola news since 1911|Home|News|Sports|Business|Opinion|Life
ie-radio|Shannonside Online|News from the Midlands and the Shannon region|Home|News|Sport|Shows|Weather
es-joomla|Diario de la Sierra|Noticias de la Sierra de Cazorla|Portada|Local|Comarca|Deportes|Opinión
au-tech|Byte Down Under|Australian tech news and reviews|Home|Mobile|Computing|Broadband|Reviews
ie-plan|The Midleton Observer|East Cork's local newspaper|Home|News|Sport|Property|Planning|Notices
ie-traffic|Galway City Times|Galway city and county news|Home|News|Sport|Traffic|What's On
geo-blog|Cache Me Outside|Geocaching adventures in the Ozarks|Home|Caches|Gear|Events|About
bird-blog|Marsh Notes|Birding the Norfolk coast|Home|Sightings|Trips|Gallery|About
church-ning|St. Brendan's Parish Online|The community of St. Brendan's, Dayton|Main|Bulletin|Ministries|Prayer|Events
au-racing|The Hunter Valley Post|Maitland, Cessnock and the Hunter|Home|News|Sport|Racing|Wine|Classifieds
za-pets|The Durban North Gazette|Community news for Durban North and Umhlanga|Home|News|Community|Pets|Schools
swap-rail|Narrow Gauge Gazette|The journal of the On30 Modellers' Circle|Home|Articles|Swap Shop|Shows|Join
nl-p2000|Dordtse Courant|Nieuws uit Dordrecht en de Drechtsteden|Home|Nieuws|112|Sport|Uitgaan
de-gipfel|Bergfex-Blog|Touren, Hütten und Gipfel im Allgäu|Startseite|Touren|Hütten|Ausrüstung|Impressum
uk-mag|The Allotment Monthly|Britain's magazine for plot holders|Home|Grow|Pests|Recipes|Forum|Subscribe
au-gadget|Gadget Grotto|Honest reviews from Brisbane|Home|Reviews|Phones|Audio|Deals
us-weather|Tornado Alley Log|A storm chaser's blog from Norman, Oklahoma|Home|Chases|Radar|Gear|About
uk-rail|Branch Line Modeller|Model railways, one small layout at a time|Home|Layouts|Techniques|Reviews
br-orkut|Diário da Jussara|Artesanato, família e fé em Goiânia|Início|Artesanato|Família|Receitas
knit-blog|Purl Harbor|Knitting patterns and yarn chat from Maine|Home|Patterns|Yarn|Errata|About
in-mag|The Bangalore Byte|Startups, gadgets and code from Bengaluru|Home|Startups|Gadgets|Code|Events
"""

SITES_O: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _tag, *_nav = _line.split("|")
    _lang = {
        "s9y-de": "de",
        "dc-fr": "fr",
        "es-joomla": "es",
        "nl-p2000": "nl",
        "de-gipfel": "de",
        "br-orkut": "pt-BR",
    }.get(_key, "en")
    SITES_O[_key] = _s(
        _name,
        _lang,
        _tag,
        "|".join(_nav),
        "Sections: "
        + "; ".join(_nav[1:4])
        + " || Site: About; Contact; Advertise; Privacy Policy; Terms of Use",
        f"© 2012 {_name}. All rights reserved.",
    )
