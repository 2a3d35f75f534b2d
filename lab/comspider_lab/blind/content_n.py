"""Made-up news sites and blogs of blind set N (English-language web of about 2012, a few others; every name invented):
name, tagline, sections, the footer's link farm and the copyright line, per case key."""

from __future__ import annotations

from comspider_lab.blind.content_k import _s
from comspider_lab.blind.layout_k import SiteK

_ROWS = """
wp-garden|Backyard Almanac|Notes from a half-acre in the Ohio hills|Home|About|Garden|Chickens|Recipes|Contact
thesis-money|Frugal Fenwick|Paying off $48,000 of debt, one coupon at a time|Home|Start Here|Debt Diary|Budget Tools|Archives
bspot-family|The Pickled Porch|A family of six, a fixer-upper and too many dogs|Home|About Us|The House|Recipes
tpad-law|Docket & Dicta|A small-town lawyer reads the appellate opinions so you don't have to|Home|About|Archives|Subscribe
mt-photo|Shutter Lag|Cameras, lenses and the people who carry them|Home|Reviews|Technique|Gear Deals|About
town-ks|The Cedar Bluff Sentinel|Serving Cedar Bluff and Harlan County since 1889|Home|News|Sports|Obituaries|Opinion|Classifieds|E-Edition
uk-dorset|Wealdbridge Echo|News for Wealdbridge, Marlcombe and the villages|Home|News|Sport|What's On|Property|Jobs|Motors
network-gossip|Velvet Rope Daily|All the gossip that's fit to print|Home|Celebs|Fashion|TV|Movies|Music
network-tech|Circuitry|Gadgets, apps and the internet, every day|Home|Phones|Laptops|Apps|Gaming|Deals
table-politics|The Plainsman Report|Conservative commentary from the High Plains|Home|Columns|Links|Donate|Contact
p-runs|Marginalia|Essays on books, cities and slow walks|Home|Essays|Reading Log|About
drupal-transit|Rail Riders of Greater Lakeport|Transit news and advocacy|Home|News|Forums|Events|Join
joomla-fish|Tidewater Angler|Fishing reports from the Chesapeake|Home|Reports|Tides|Gear|Contact
ee-jazz|Blue Note Alley|Jazz records, clubs and characters|Home|Reviews|Interviews|Gig Guide|About
network-sports|Gridiron Gospel|A fan's take on the Ravenswood Rangers|Home|News|Draft|Schedule|Forum
network-huff|The Daily Ledger Online|News, politics and opinion|Front Page|Politics|Business|Entertainment|Tech|Media|Comedy
wpten-tech|Bitwise Journal|Linux, open source and tinkering|Home|Tutorials|News|Downloads|About
de-wp|Kiezbummler|Ein Blog aus Leipzig-Connewitz|Startseite|Über mich|Kiez|Essen|Fahrrad
es-wp|Cuaderno de Bitácora|Viajes, libros y café desde Valencia|Inicio|Viajes|Libros|Sobre mí
pt-bspot|Cantinho da Lu|Crochê, receitas e a vida em Curitiba|Início|Crochê|Receitas|Sobre
town-ok|The Red Fork Register|The voice of Cimarron County|Home|News|Sports|Ag|Church|Classifieds
wp-mom|Minivans and Mayhem|Parenting with a sense of humor|Home|About|Kids|Recipes|Giveaways
uk-derby|The Ashbourne Advertiser|Your local paper, every Thursday|Home|News|Sport|Nostalgia|Property|Jobs
network-film|Reel Talk Weekly|Movies, trailers and box office|Home|Reviews|Trailers|Box Office|Festivals
thesis-politics|Purple County Politics|Local politics, both sides, no spin|Home|Races|Endorsements|About
town-council|The Brookhaven Courier|Brookhaven's hometown newspaper|Home|Government|Schools|Sports|Obits|Classifieds
uk-honours|The Kentish Standard|Kent's independent weekly|Home|News|Sport|Business|Community|Jobs
network-gadget|GadgetRant|We rant so you don't have to|Home|Reviews|Phones|Tablets|Deals
fr-wiki|Le Carnet du Patrimoine|Un wiki collaboratif sur le patrimoine de la Sarthe|Accueil|Communes|Monuments|Contribuer
tumblr-notes|sundays with ruth|a tumblelog of old photographs and small thoughts|Home|Archive|Ask|Submit
bspot-crafts|Stitch & Bramble|Quilting, embroidery and the odd cake|Home|Patterns|Tutorials|Shop
thesis-sports|Hoops Brain|College basketball analysis with too many numbers|Home|Rankings|Bracketology|Podcast
uk-voxpop|The Tewkesbury Gazette|Serving the Vale since 1850|Home|News|Sport|Leisure|Business|Jobs
it-blog|Il Taccuino di Brera|Politica, città e dintorni|Home|Politica|Milano|Cultura|Chi siamo
network-celeb|StarStruck Wire|Celebrity news around the clock|Home|Celebs|Style|Babies|Videos
wp-hoa|Lakeside Neighbors|Unofficial news for the Lakeside Estates subdivision|Home|HOA Watch|Events|Classifieds|About
town-deeds|The Millbrook Messenger|Millbrook, Dunmore and the Upper Valley|Home|News|Sports|Business|Records|Classifieds
wp-devlog|Sparrow Notes|The development blog of the Sparrow e-mail client|Home|Download|Documentation|Blog|Forum
podcast-books|The Slow Shelf|Conversations with writers about the books that made them|Home|Episodes|Interviews|About
wp-watchdog|Riverside Watchdog|Keeping an eye on Riverside County government since 2006|Home|School Board|County|Documents|About
wp-mailbag|The Penny Pincher's Post|Reader questions about money, answered|Home|Mailbag|Budgeting|Credit|About
"""

SITES_N: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _tag, *_nav = _line.split("|")
    _lang = {"de-wp": "de", "es-wp": "es", "pt-bspot": "pt-BR", "fr-wiki": "fr", "it-blog": "it"}.get(
        _key, "en"
    )
    SITES_N[_key] = _s(
        _name,
        _lang,
        _tag,
        "|".join(_nav),
        "Sections: "
        + "; ".join(_nav[1:4])
        + " || Site: About; Contact; Advertise; Privacy Policy; Terms of Use",
        f"© 2012 {_name}. All rights reserved.",
    )
