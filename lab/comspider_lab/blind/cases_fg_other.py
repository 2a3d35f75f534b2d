"""Blind set fg: three pages without any reader comment (an English national news site of 2013 with a "What
readers are saying" box of other articles' comments, a Dutch neighbourhood blog of 2011 whose comments are closed
beside "Recente reacties", a Swedish local paper of 2014 with its comments switched off) and two mixed pages (a
Portuguese regional paper of 2013 with 4 "Comentários" beside a "Últimos comentários" box of snippets, a Canadian
township paper of 2012 with 3 comments beside a "Letters to the editor" teaser list). Every site, name and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fg_common import (
    Case,
    anchors,
    cloud,
    doc,
    esc,
    footer,
    items,
    make,
    paras,
    svg,
    talk,
)

# --------------------------------------------------------------------------- en: a national news site, 2013


def en_plain_fares() -> Case:
    path = "/news/uk/2013/dec/18/rail-fares-rise-january-season-tickets"
    saying = "".join(
        f'<li><p class="rs-text">&ldquo;{esc(x)}&rdquo;</p><p class="rs-who"><b>{esc(w)}</b> on <a href="{h}">{esc(t)}</a> &middot; {d}</p></li>'
        for x, w, h, t, d in (
            (
                "Forty minutes standing from Didcot every morning and they call it an improvement. I would settle for a seat.",
                "cotswoldcommuter",
                "/news/uk/2013/dec/17/new-timetable-western-line#c-991204",
                "New timetable on the western line",
                "17 Dec 2013 22:41",
            ),
            (
                "My son's school has lost two teaching assistants this year. Nobody asked the parents before the budget went through.",
                "Anne Pryor",
                "/education/2013/dec/17/school-support-staff-cuts#c-991187",
                "Schools cut support staff",
                "17 Dec 2013 21:06",
            ),
            (
                "The flood defences held in our village this time, but only because the volunteers were out all night with sandbags.",
                "Ken from Upton",
                "/news/uk/2013/dec/16/river-levels-fall#c-991033",
                "River levels fall after weekend storms",
                "17 Dec 2013 19:52",
            ),
            (
                "Good to see a story about a pub opening for once rather than closing.",
                "maltster",
                "/business/2013/dec/16/village-pub-reopens-community-share#c-990918",
                "Village pub reopens as community co-op",
                "17 Dec 2013 18:15",
            ),
        )
    )
    most_read = "".join(
        f'<li><a href="/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "news/uk/2013/dec/18/rail-fares-rise-january-season-tickets",
                "Rail fares to rise 4.1% in January",
            ),
            ("news/world/2013/dec/18/summit-ends-without-deal", "Summit ends without a deal"),
            ("sport/2013/dec/17/cup-draw-third-round", "FA Cup third-round draw in full"),
            ("lifestyle/2013/dec/17/christmas-pudding-test", "We tested eight Christmas puddings"),
            ("money/2013/dec/17/energy-bills-switching", "Should you switch energy supplier now?"),
        )
    )
    most_comm = "".join(
        f'<li><a href="/{h}">{esc(t)}</a> <span class="ct">{k}</span></li>'
        for h, t, k in (
            ("money/2013/dec/17/energy-bills-switching", "Should you switch energy supplier now?", 412),
            ("news/uk/2013/dec/17/new-timetable-western-line", "New timetable on the western line", 287),
            ("education/2013/dec/17/school-support-staff-cuts", "Schools cut support staff", 164),
        )
    )
    body = f"""<body>
<div id="container">
<div id="utility"><a href="/edition/uk">UK edition</a> | <a href="/edition/international">International</a> | <a href="/signin">Sign in</a> | <a href="/register">Register</a> | <a href="/jobs">Jobs</a> | <a href="/dating">Dating</a></div>
<div id="brand"><a href="/"><img src="/static/img/the-northern-post.svg" width="420" height="66" alt="The Northern Post"></a><p class="tagline">Wednesday 18 December 2013</p></div>
<ul id="nav-primary">{items("/", ["News", "UK", "World", "Politics", "Business", "Money", "Sport", "Football", "Comment", "Culture", "Lifestyle", "Travel", "Environment", "Technology", "Science", "Obituaries", "Video", "Pictures"])}</ul>
<ul id="nav-secondary">{items("/news/uk/", ["Transport", "Crime", "Health", "Education", "Housing", "Weather", "Scotland", "Wales", "Northern Ireland"])}</ul>
<div class="ad-leader"><span>Advertisement</span><img src="/static/ads/leader-broadband.svg" width="728" height="90" alt="Superfast broadband"></div>
<div id="main">
<div id="article">
<p class="kicker"><a href="/news/uk/transport">Transport</a></p>
<h1>Rail fares to rise 4.1% in January as season tickets pass &pound;5,000</h1>
<p class="trail">Commuter groups call the increase &lsquo;another kick in the teeth&rsquo; as average regulated fares rise faster than wages for the sixth year running</p>
<p class="byline">Sarah Whitcombe, transport correspondent &middot; Wednesday 18 December 2013 06.00 GMT</p>
<div class="share"><a href="/share/facebook">Share on Facebook</a> <a href="/share/twitter">Share on Twitter</a> <a href="/share/linkedin">LinkedIn</a> <a href="/share/googleplus">Google+</a> <a href="/share/email">Email</a> <span class="shares">1,204 shares</span></div>
<p><img src="/static/img/2013/12/platform.svg" width="600" height="330" alt=""><br><span class="caption">Commuters on a platform during the morning rush. Photograph: Northern Post</span></p>
<p>Rail fares will rise by an average of 4.1% from 2 January, the industry body announced on Wednesday, taking the price of several annual season tickets into the south-east past &pound;5,000 for the first time.</p>
<p>Regulated fares, which include most season tickets, are capped at one percentage point above the July rate of inflation. Train companies can raise some fares by more as long as the average stays within the cap.</p>
<p>Passenger groups said the rise would hit commuters who had seen little improvement in crowding. A spokesman for the operators said the money would help pay for new trains and longer platforms.</p>
<div class="factbox"><h3>What the rise means</h3><ul><li>Average increase: 4.1%</li><li>Regulated fares: up to 4.1%</li><li>Unregulated fares: average 3.8%</li><li>Comes into force: 2 January 2014</li></ul></div>
<p>The transport secretary said the government had &ldquo;held down fares as far as it could&rdquo; and pointed to a freeze on some off-peak tickets in the north.</p>
<div class="related"><h3>More on this story</h3><ul><li><a href="/news/uk/2013/dec/17/new-timetable-western-line">New timetable on the western line</a> <span>17 Dec 2013</span></li><li><a href="/news/uk/2013/nov/28/season-ticket-refunds">Season ticket refunds: what you can claim</a> <span>28 Nov 2013</span></li><li><a href="/comment/2013/dec/18/rail-fares-editorial">Editorial: the fares rise is a tax on work</a> <span>18 Dec 2013</span></li></ul></div>
<p class="tags">Topics: <a href="/topics/rail-transport">Rail transport</a> &middot; <a href="/topics/transport-policy">Transport policy</a> &middot; <a href="/topics/commuting">Commuting</a> &middot; <a href="/topics/cost-of-living">Cost of living</a></p>
<div class="ad-inline"><span>Advertisement</span><img src="/static/ads/mpu-railcard.svg" width="300" height="250" alt="Railcard offer"></div>
</div>
<div id="sidebar">
<div class="panel"><span class="adl">Advertisement</span><img src="/static/ads/mpu-insurance.svg" width="300" height="250" alt="Home insurance"></div>
<div class="panel"><h4>Most read</h4><ol>{most_read}</ol></div>
<div class="panel"><h4>Most commented</h4><ol>{most_comm}</ol></div>
<div class="panel readers"><h4>What readers are saying</h4><ul class="readers-saying">{saying}</ul><p class="more"><a href="/community">More from our community &raquo;</a></p></div>
<div class="panel"><h4>On the blogs</h4><ul><li><a href="/blogs/money/2013/dec/18/budget-for-january">How to budget for a long January</a></li><li><a href="/blogs/politics/2013/dec/18/pmqs-live">PMQs: as it happened</a></li></ul></div>
</div>
</div>
<div id="footer">{footer("/", [("News", ["UK", "World", "Politics", "Business", "Money", "Technology", "Science"]), ("Sport", ["Football", "Cricket", "Rugby union", "Tennis", "Golf", "Cycling"]), ("Culture", ["Film", "Music", "Books", "TV and radio", "Art", "Stage"]), ("Info", ["About us", "Contact us", "Complaints", "Terms of service", "Privacy policy", "Advertise", "Subscribe", "Site map"])], box='div class="fcolumn"', title="h5")}<p>&copy; 2013 Northern Post Media Ltd</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#fff;font:14px/1.45 Georgia,serif}#container{width:1000px;margin:0 auto}#utility{font:11px Arial;text-align:right;padding:4px;background:#f2f2f2}#brand{padding:10px 0}.tagline{font:11px Arial;color:#666;margin:0}
#nav-primary,#nav-secondary{list-style:none;margin:0;padding:0;overflow:hidden;background:#102a43}#nav-primary li,#nav-secondary li{float:left}#nav-primary a{display:block;padding:6px 7px;color:#fff;font:bold 12px Arial}
#nav-secondary{background:#dfe7ef}#nav-secondary a{display:block;padding:4px 7px;font:11px Arial;color:#102a43}.ad-leader{text-align:center;padding:8px}.ad-leader span,.ad-inline span,.adl{display:block;font:9px Arial;color:#999}
#main{overflow:hidden}#article{float:left;width:640px;padding:10px 0}#sidebar{float:right;width:320px;padding:10px 0}.kicker{font:bold 12px Arial;margin:0}.trail{font-size:16px;color:#444}.byline,.caption,.related span,.ct{font:11px Arial;color:#777}
.share{font:11px Arial;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}.share a{margin-right:8px}.factbox{float:right;width:220px;background:#f4f4f4;padding:8px;margin:0 0 10px 10px;font:12px Arial}
.panel{border-top:3px solid #102a43;margin-bottom:12px;padding:6px 0}.panel h4{margin:0 0 6px;font:bold 14px Arial}.readers-saying{list-style:none;padding:0}.readers-saying li{border-bottom:1px dotted #ccc;padding:4px 0}.rs-text{margin:0;font-style:italic}.rs-who{margin:2px 0;font:11px Arial;color:#777}
#footer{clear:both;background:#102a43;color:#bcd;font:11px Arial;padding:10px;overflow:hidden}#footer a{color:#fff}.fcolumn{float:left;width:245px}#footer p{clear:both}
</style>"""
    files = {
        "/static/img/the-northern-post.svg": svg(420, 66, "#102a43", "The Northern Post", 26),
        "/static/ads/leader-broadband.svg": svg(728, 90, "#609", "Superfast broadband from £2.50"),
        "/static/img/2013/12/platform.svg": svg(600, 330, "#555", "platform"),
        "/static/ads/mpu-railcard.svg": svg(300, 250, "#c00", "Railcard"),
        "/static/ads/mpu-insurance.svg": svg(300, 250, "#090", "Home insurance"),
    }
    html = (
        doc(
            "html5",
            title="Rail fares to rise 4.1% in January as season tickets pass £5,000 | UK news | The Northern Post",
            lang="en-GB",
            head=css,
        )
        + body
    )
    return make(
        "fg-en-plain-fares",
        "lookalike",
        "en-GB",
        html,
        [],
        path=path,
        container="-",
        heading=None,
        description="An English national news site of 2013 (invented), no comment section at all: rail fares rise; the sidebar's 'What readers are saying' (four quoted snippets of other articles' comments, each 'b NAME on TITLE · DATE'); two long menus, a leaderboard, share counts, a captioned photo, a fact box, related stories with dates, topics, ads, 'Most read', 'Most commented' with counts, blog links and a footer of 27 links.",
        lookalikes=("ul.readers-saying",),
        files=files,
    )


# --------------------------------------------------------------------------- nl: a neighbourhood blog, 2011


def nl_plain_speeltuin() -> Case:
    path = "/2011/09/27/speeltuin-aan-de-wilgenlaan-krijgt-nieuwe-klimrek/"
    recent = "".join(
        f'<li class="recentcomments"><span class="comment-author-link">{esc(w)}</span> op <a href="{h}">{esc(t)}</a></li>'
        for w, h, t in (
            (
                "Jolanda",
                "/2011/09/20/buurtbarbecue-was-een-succes/#comment-3318",
                "Buurtbarbecue was een succes",
            ),
            (
                "Henk de V.",
                "/2011/09/20/buurtbarbecue-was-een-succes/#comment-3317",
                "Buurtbarbecue was een succes",
            ),
            (
                "Mustafa",
                "/2011/09/14/nieuwe-containers-voor-oud-papier/#comment-3301",
                "Nieuwe containers voor oud papier",
            ),
            ("Ineke", "/2011/09/08/hardrijders-op-de-molenweg/#comment-3287", "Hardrijders op de Molenweg"),
            (
                "Buurtcoördinator Piet",
                "/2011/09/08/hardrijders-op-de-molenweg/#comment-3285",
                "Hardrijders op de Molenweg",
            ),
        )
    )
    blogroll = items(
        "/link/",
        [
            "Gemeente: melding openbare ruimte",
            "Wijkcentrum De Spil",
            "Basisschool De Regenboog",
            "Volkstuinvereniging Zonnehoek",
            "Buurtpreventie Molenwijk",
            "Stadsblog Oostkant",
        ],
    )
    tags = cloud(
        "/tag/",
        [
            ("afval", 12),
            ("buurtfeest", 14),
            ("gemeente", 20),
            ("groen", 11),
            ("kinderen", 16),
            ("Molenweg", 9),
            ("parkeren", 18),
            ("speeltuin", 13),
            ("verkeer", 17),
            ("Wilgenlaan", 10),
        ],
    )
    archief = "".join(
        f'<li><a href="/2011/{m:02d}/">{n} 2011</a>&nbsp;({k})</li>'
        for m, n, k in (
            (9, "september", 6),
            (8, "augustus", 3),
            (7, "juli", 4),
            (6, "juni", 7),
            (5, "mei", 5),
        )
    )
    body = f"""<body class="single">
<div id="wrap">
<div id="kop"><h1><a href="/">Molenwijk Buurtblog</a></h1><p class="ondertitel">Nieuws, tips en ergernissen uit onze wijk sinds 2008</p></div>
<ul id="hoofdmenu">{items("/", ["Home", "Over dit blog", "Agenda", "Buurtpreventie", "Wijkkrant archief", "Foto's", "Contact"])}</ul>
<div id="inhoud">
<div class="post" id="post-418">
<h2 class="titel">Speeltuin aan de Wilgenlaan krijgt nieuw klimrek</h2>
<p class="postmeta">Geplaatst op 27 september 2011 door Marieke &middot; in <a href="/categorie/spelen/">Spelen</a>, <a href="/categorie/gemeente/">Gemeente</a></p>
<div class="tekst">
<p>Goed nieuws voor alle ouders in de wijk: de gemeente vervangt nog dit najaar het oude klimrek in de speeltuin aan de Wilgenlaan. Het rek werd in het voorjaar afgezet met linten nadat een van de palen was gaan rotten.</p>
<p>Volgens de wijkbeheerder komt er een combinatietoestel met glijbaan, een touwbrug en een lage klimwand voor kleinere kinderen. De zandbak blijft waar hij is. De werkzaamheden beginnen op 17 oktober en duren ongeveer twee weken.</p>
<p><img src="/wp-content/uploads/2011/09/speeltuin-wilgenlaan.svg" width="500" height="280" alt="De speeltuin aan de Wilgenlaan"></p>
<p>Heeft u ideeën voor de inrichting? De gemeente houdt op dinsdag 4 oktober om 19.30 uur een inloopavond in wijkcentrum De Spil.</p>
</div>
<div class="deelknoppen"><a href="/deel/hyves">Hyves</a> <a href="/deel/facebook">Facebook</a> <a href="/deel/twitter">Twitter</a> <a href="/deel/mail">Mail een buurtgenoot</a></div>
<p class="tags">Tags: <a href="/tag/kinderen/">kinderen</a>, <a href="/tag/speeltuin/">speeltuin</a>, <a href="/tag/wilgenlaan/">Wilgenlaan</a></p>
<div class="postnav"><span class="vorige">&laquo; <a href="/2011/09/20/buurtbarbecue-was-een-succes/">Buurtbarbecue was een succes</a></span></div>
<div id="reacties"><p class="gesloten">Reacties zijn gesloten.</p></div>
</div>
</div>
<div id="zijbalk">
<div class="widget"><h3>Zoeken</h3><form action="/" method="get"><input type="text" name="s"> <input type="submit" value="Zoek"></form></div>
<div class="widget"><h3>Recente reacties</h3><ul id="recentcomments">{recent}</ul></div>
<div class="widget"><h3>Tags</h3><div class="tagcloud">{tags}</div></div>
<div class="widget"><h3>Links</h3><ul>{blogroll}</ul></div>
<div class="widget"><h3>Archief</h3><ul>{archief}</ul></div>
<div class="widget"><h3>Sponsor</h3><a href="/link/bakkerij-van-dam"><img src="/wp-content/uploads/sponsor/bakker.svg" width="200" height="120" alt="Bakkerij Van Dam"></a></div>
</div>
<div id="voet"><p>{anchors("/", ["Home", "Over dit blog", "Contact", "Privacy", "RSS"], " | ")}</p><p>Molenwijk Buurtblog &ndash; een initiatief van bewoners. Thema: eigen werk.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#c7dbc2;font:13px/1.6 Trebuchet MS,sans-serif}#wrap{width:900px;margin:15px auto;background:#fff;border-radius:6px}#kop{padding:25px;background:#4f7a3a;color:#eef;border-radius:6px 6px 0 0}#kop a{color:#fff;text-decoration:none}
#hoofdmenu{list-style:none;margin:0;padding:6px 25px;background:#6b9c52}#hoofdmenu li{display:inline;margin-right:14px}#hoofdmenu a{color:#fff}#inhoud{float:left;width:590px;padding:15px 25px}#zijbalk{float:right;width:230px;padding:15px}
.postmeta,.tags{font-size:11px;color:#888}.deelknoppen a{font-size:11px;margin-right:8px}.gesloten{font-style:italic;color:#999}.widget{margin-bottom:15px}.widget h3{font-size:13px;border-bottom:2px solid #6b9c52}.widget ul{list-style:none;padding:0}
.tagcloud a{margin-right:4px}#voet{clear:both;text-align:center;font-size:11px;color:#666;padding:10px}
</style>"""
    files = {
        "/wp-content/uploads/2011/09/speeltuin-wilgenlaan.svg": svg(500, 280, "#7a5", "speeltuin"),
        "/wp-content/uploads/sponsor/bakker.svg": svg(200, 120, "#b73", "Bakkerij Van Dam"),
    }
    html = (
        doc(
            "xhtml",
            title="Speeltuin aan de Wilgenlaan krijgt nieuw klimrek | Molenwijk Buurtblog",
            lang="nl",
            head=css,
        )
        + body
    )
    return make(
        "fg-nl-plain-speeltuin",
        "lookalike",
        "nl",
        html,
        [],
        path=path,
        container="-",
        heading=None,
        description="A Dutch neighbourhood blog of 2011 (invented), no reader comment: a playground gets a new climbing frame; 'Reacties zijn gesloten.'; the sidebar's 'Recente reacties' (five 'NAME op TITLE' links to other posts' comments, no text), a tag cloud, a blogroll of six links, monthly archives with counts, a sponsor button, share links and a footer.",
        lookalikes=("ul#recentcomments",),
        files=files,
    )


# --------------------------------------------------------------------------- sv: a local paper, 2014


def sv_plain_forskola() -> Case:
    path = "/nyheter/bjorkdal/ny-forskola-i-bjorkdal-klar-till-hosten-1.2231874.html"
    mest_last = "".join(
        f'<li><a href="/nyheter/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "bjorkdal/ny-forskola-i-bjorkdal-klar-till-hosten-1.2231874.html",
                "Ny förskola i Björkdal klar till hösten",
            ),
            ("blaljus/brand-i-flerfamiljshus-1.2231702", "Brand i flerfamiljshus – tio evakuerade"),
            ("sport/ik-norrby-vann-derbyt-1.2231650", "IK Norrby vann derbyt efter straffar"),
            ("naringsliv/sagverket-nyanstaller-1.2231511", "Sågverket nyanställer 30 personer"),
            ("kultur/sommarteatern-premiar-1.2231490", "Sommarteatern har premiär i kväll"),
        )
    )
    mest_komm = "".join(
        f'<li><a href="/nyheter/{h}">{esc(t)}</a> <span class="antal">{k} kommentarer</span></li>'
        for h, t, k in (
            ("politik/skattehojning-i-norrby-kommun-1.2230977", "Skattehöjning i Norrby kommun", 96),
            ("bjorkdal/vagbygget-forsenas-igen-1.2230801", "Vägbygget försenas igen", 41),
            (
                "blaljus/fortkorning-vid-skolan-1.2230555",
                "Fortkörning vid skolan – polisen kontrollerade",
                23,
            ),
        )
    )
    las_ocksa = "".join(
        f'<li><a href="/nyheter/bjorkdal/{h}">{esc(t)}</a> <time>{d}</time></li>'
        for h, t, d in (
            ("barnomsorgskon-vaxer-1.2198234", "Barnomsorgskön växer i Björkdal", "3 mars 2014"),
            (
                "politikerna-sa-ja-till-forskolan-1.2140112",
                "Politikerna sa ja till ny förskola",
                "14 nov 2013",
            ),
        )
    )
    taggar = cloud(
        "/amne/",
        [
            ("Björkdal", 20),
            ("förskola", 18),
            ("Norrby kommun", 16),
            ("barnomsorg", 12),
            ("byggen", 10),
            ("skola", 14),
        ],
    )
    body = f"""<body>
<div id="sida">
<div id="toppen"><a href="/"><img src="/bilder/norrbyposten.svg" width="330" height="60" alt="Norrbyposten"></a><div class="idag">Tisdag 17 juni 2014 &middot; Norrby 17&deg; molnigt</div></div>
<ul id="meny">{items("/", ["Nyheter", "Norrby", "Björkdal", "Åsen", "Blåljus", "Sport", "Kultur", "Näringsliv", "Debatt", "Familj", "Nöje", "Bostad", "e-Tidning", "Tipsa oss"])}</ul>
<div class="annons-topp"><span>Annons</span><img src="/bilder/annonser/bil-980.svg" width="980" height="120" alt="Norrby Bil"></div>
<div id="huvud">
<div id="artikel">
<p class="etikett">Björkdal</p>
<h1>Ny förskola i Björkdal klar till hösten</h1>
<p class="ingress">Den nya förskolan vid Tallbacken blir klar i augusti, två månader tidigare än planerat. Den får plats för 80 barn och ska korta kön i Björkdal.</p>
<p class="byline">Av Karin Lindqvist &middot; Publicerad 17 juni 2014 kl. 06.00 &middot; Uppdaterad 17 juni 2014 kl. 09.14</p>
<div class="dela"><a href="/dela/facebook">Dela 88</a> <a href="/dela/twitter">Twittra</a> <a href="/dela/epost">E-post</a> <a href="javascript:print()">Skriv ut</a></div>
<p><img src="/bilder/2014/06/forskola-tallbacken.svg" width="560" height="310" alt=""><br><span class="bildtext">Förskolan vid Tallbacken byggs i trä med fyra avdelningar. Foto: Karin Lindqvist</span></p>
<p>Bygget av förskolan vid Tallbacken har gått snabbare än kommunen räknat med. Enligt projektledaren kan de första barnen börja redan den 18 augusti.</p>
<p>Förskolan får fyra avdelningar, ett tillagningskök och en stor gård mot skogen. I dag står 46 barn i kö till förskola i Björkdal, och flera familjer har fått plats i Norrby centrum, elva kilometer bort.</p>
<p>– Det är glädjande att vi kan öppna tidigare, säger barn- och utbildningsnämndens ordförande.</p>
<div class="faktaruta"><h3>Fakta: Förskolan Tallbacken</h3><ul><li>Plats för 80 barn</li><li>Fyra avdelningar</li><li>Kostnad: 31 miljoner kronor</li><li>Öppnar: 18 augusti 2014</li></ul></div>
<div class="las-ocksa"><h3>Läs också</h3><ul>{las_ocksa}</ul></div>
<p class="amnen">Ämnen: {taggar}</p>
<div class="kommentarer-av"><h3>Kommentarer</h3><p>Kommentarsfunktionen är avstängd för den här artikeln.</p></div>
<div class="annons-mitt"><span>Annons</span><img src="/bilder/annonser/mataffar.svg" width="560" height="90" alt="Matboden Björkdal"></div>
</div>
<div id="hoger">
<div class="puff"><span class="annonsmark">Annons</span><img src="/bilder/annonser/bank-300.svg" width="300" height="250" alt="Sparbanken Norrby"></div>
<div class="puff"><h4>Mest läst</h4><ol>{mest_last}</ol></div>
<div class="puff"><h4>Mest kommenterat</h4><ol>{mest_komm}</ol></div>
<div class="puff"><h4>Väder</h4><p>Idag 17&deg; molnigt &middot; Ons 19&deg; sol &middot; Tor 14&deg; regn</p></div>
<div class="puff"><h4>Familj</h4><ul><li><a href="/familj/fodda">Födda</a></li><li><a href="/familj/vigda">Vigda</a></li><li><a href="/familj/dodsannonser">Dödsannonser</a></li><li><a href="/familj/grattis">Grattis</a></li></ul></div>
<div class="puff"><span class="annonsmark">Annons</span><img src="/bilder/annonser/jobb-300.svg" width="300" height="600" alt="Jobb i Norrby"></div>
</div>
</div>
<div id="sidfot">{footer("/", [("Nyheter", ["Norrby", "Björkdal", "Åsen", "Blåljus", "Sport", "Kultur", "Näringsliv"]), ("Tjänster", ["Prenumerera", "e-Tidning", "Annonsera", "Familjesidor", "Bostad", "Jobb"]), ("Om oss", ["Kontakta redaktionen", "Ansvarig utgivare", "Om cookies", "Personuppgifter", "Tipsa oss"])], box='div class="fotkol"', title="h5")}<p>&copy; 2014 Norrbyposten AB</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#f0f0f0;font:14px/1.5 Helvetica,Arial,sans-serif}#sida{width:1000px;margin:0 auto;background:#fff}#toppen{padding:10px;position:relative}.idag{position:absolute;right:10px;top:30px;font-size:11px;color:#666}
#meny{list-style:none;margin:0;padding:0;background:#004b87;overflow:hidden}#meny li{float:left}#meny a{display:block;color:#fff;padding:7px 8px;font-size:12px;font-weight:bold}.annons-topp,.annons-mitt{text-align:center;padding:6px}.annons-topp span,.annons-mitt span,.annonsmark{display:block;font-size:9px;color:#999;text-transform:uppercase}
#huvud{overflow:hidden}#artikel{float:left;width:640px;padding:10px 15px}#hoger{float:right;width:310px;padding:10px}.etikett{color:#c00;font-weight:bold;font-size:11px;text-transform:uppercase;margin:0}.ingress{font-weight:bold}
.byline,.bildtext,.antal,time{font-size:11px;color:#888}.dela a{font-size:11px;margin-right:8px}.faktaruta{background:#eef4fa;padding:8px;font-size:12px}.amnen a{margin-right:4px}.kommentarer-av{border-top:2px solid #004b87;color:#666}
.puff{border-top:3px solid #004b87;margin-bottom:12px;padding:6px 0}#sidfot{clear:both;background:#004b87;color:#cde;font-size:11px;padding:10px;overflow:hidden}#sidfot a{color:#fff}.fotkol{float:left;width:320px}#sidfot p{clear:both}
</style>"""
    files = {
        "/bilder/norrbyposten.svg": svg(330, 60, "#004b87", "Norrbyposten", 24),
        "/bilder/annonser/bil-980.svg": svg(980, 120, "#222", "Norrby Bil"),
        "/bilder/2014/06/forskola-tallbacken.svg": svg(560, 310, "#b96", "förskola"),
        "/bilder/annonser/mataffar.svg": svg(560, 90, "#c00", "Matboden Björkdal"),
        "/bilder/annonser/bank-300.svg": svg(300, 250, "#063", "Sparbanken Norrby"),
        "/bilder/annonser/jobb-300.svg": svg(300, 600, "#444", "Jobb"),
    }
    html = (
        doc("html5", title="Ny förskola i Björkdal klar till hösten | Norrbyposten", lang="sv", head=css)
        + body
    )
    return make(
        "fg-sv-plain-forskola",
        "lookalike",
        "sv",
        html,
        [],
        path=path,
        container="-",
        heading=None,
        description="A Swedish local paper of 2014 (invented), no reader comment: a new pre-school opens early; 'Kommentarer': 'Kommentarsfunktionen är avstängd för den här artikeln.'; a 14-item menu, a panorama ad, share counts, a captioned photo, a fact box, 'Läs också' with dates, a topic cloud, ads, 'Mest läst', 'Mest kommenterat' with counts, a weather box, family notices and a footer of 18 links.",
        files=files,
    )


# --------------------------------------------------------------------------- pt: a regional paper, 2013 (mixed)


def pt_mixed_mercado() -> Case:
    cs = talk("""
Manuel Sousa || 15/07/2013 às 11h20 || Mais um adiamento. Os vendedores do peixe estão há dois anos debaixo de uma tenda no parque de estacionamento, à chuva no inverno e ao calor no verão.
Rita || 15/07/2013 às 12h47 || Alguém sabe se a feira de sábado continua no mesmo sítio durante o verão? // A notícia não esclarece.
Joaquim P. || 15/07/2013 às 16h05 || O problema é o concurso que ficou deserto. Com o preço que a câmara oferece, nenhum empreiteiro da região quer pegar na obra.
Vendedora do mercado || 16/07/2013 às 08h30 || Somos onze bancas e já só restam sete. Se isto demora mais um ano, quando o mercado abrir não há quem lá venda.
""")
    path = "/concelho/vale-formoso/camara-adia-obras-no-mercado-municipal-23417"
    coms = "".join(
        f'<div class="comentario"><div class="c-autor"><img src="/imagens/avatar-leitor.svg" width="32" height="32" alt=""> '
        f"<strong>{esc(c.who)}</strong> <em>{esc(c.at)}</em></div>{paras(c.raw)}</div>"
        for c in cs
    )
    ultimos = "".join(
        f'<li><b>{esc(w)}</b> em <a href="{h}">{esc(t)}</a><br><span class="uc-txt">{esc(x)}</span></li>'
        for w, h, t, x in (
            (
                "Aurora Neves",
                "/desporto/gd-vale-formoso-apresenta-plantel-23409#comentarios",
                "GD Vale Formoso apresenta plantel",
                "Finalmente um treinador da terra. Boa sorte para a época!",
            ),
            (
                "Carlos M.",
                "/concelho/ribeira-alta/estrada-municipal-fechada-23398#comentarios",
                "Estrada municipal fechada até setembro",
                "E os autocarros da escola passam por onde? Ninguém pensa nisso…",
            ),
            (
                "Fernanda",
                "/cultura/festas-de-santa-marta-programa-23391#comentarios",
                "Festas de Santa Marta: o programa completo",
                "Este ano sem fogo de artifício? Que pena, era o melhor da festa.",
            ),
            (
                "zé do largo",
                "/concelho/vale-formoso/novo-semaforo-no-largo-23385#comentarios",
                "Novo semáforo no Largo da Fonte",
                "Já devia estar lá há dez anos, quase fui atropelado duas vezes.",
            ),
        )
    )
    mais_lidas = "".join(
        f'<li><a href="/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "concelho/vale-formoso/camara-adia-obras-no-mercado-municipal-23417",
                "Câmara adia obras no mercado municipal",
            ),
            ("sociedade/incendio-em-mato-na-serra-23412", "Incêndio em mato na serra dominado"),
            ("desporto/gd-vale-formoso-apresenta-plantel-23409", "GD Vale Formoso apresenta plantel"),
            ("cultura/festas-de-santa-marta-programa-23391", "Festas de Santa Marta: o programa"),
        )
    )
    etiq = cloud(
        "/etiqueta/",
        [
            ("Vale Formoso", 22),
            ("mercado municipal", 16),
            ("Câmara Municipal", 18),
            ("obras", 14),
            ("comércio", 11),
            ("feira", 9),
        ],
    )
    body = f"""<body>
<div id="pagina">
<div id="topo"><a href="/"><img src="/imagens/gazeta-de-vale-formoso.svg" width="380" height="60" alt="Gazeta de Vale Formoso"></a><div class="hoje">Segunda-feira, 15 de julho de 2013 &middot; Vale Formoso 27&deg;</div></div>
<ul id="menu">{items("/", ["Início", "Concelho", "Região", "Sociedade", "Economia", "Desporto", "Cultura", "Opinião", "Necrologia", "Classificados", "Edição impressa", "Contactos"])}</ul>
<div class="pub-topo"><span>Publicidade</span><img src="/imagens/pub/supermercado-728.svg" width="728" height="90" alt="Supermercado Formoso"></div>
<div id="conteudo">
<div id="noticia">
<p class="seccao">Concelho &rsaquo; Vale Formoso</p>
<h1>Câmara adia obras no mercado municipal</h1>
<p class="lead">As obras de requalificação do mercado municipal, previstas para setembro, só deverão começar no próximo ano. O concurso público ficou deserto.</p>
<p class="autor">Texto de Sónia Mendes &middot; 15/07/2013, 09h00 &middot; <a href="#comentarios">4 comentários</a></p>
<div class="partilhar"><a href="/partilhar/facebook">Gosto 143</a> <a href="/partilhar/twitter">Twitter</a> <a href="/partilhar/email">Enviar por email</a> <a href="javascript:print()">Imprimir</a></div>
<p>Nenhuma empresa apresentou proposta ao concurso para a requalificação do mercado municipal, que tinha um preço base de 1,2 milhões de euros. A câmara vai lançar novo concurso em setembro.</p>
<p>Desde 2011 que os vendedores funcionam numa estrutura provisória no parque de estacionamento da Rua do Comércio. O vereador das Obras garantiu que as condições da tenda vão ser melhoradas antes do inverno.</p>
<p><img src="/imagens/2013/07/mercado-provisorio.svg" width="520" height="290" alt=""><br><span class="legenda">A estrutura provisória no parque de estacionamento. Foto: Gazeta</span></p>
<div class="relacionadas"><h3>Relacionadas</h3><ul><li><a href="/concelho/vale-formoso/mercado-muda-para-tenda-provisoria-19822">Mercado muda para tenda provisória</a> (03/05/2011)</li><li><a href="/concelho/vale-formoso/projeto-do-novo-mercado-apresentado-21770">Projeto do novo mercado apresentado</a> (22/10/2012)</li></ul></div>
<div class="pub-meio"><span>Publicidade</span><img src="/imagens/pub/oficina.svg" width="468" height="60" alt="Oficina Auto Formoso"></div>
<div id="comentarios"><h3>Comentários (4)</h3>{coms}</div>
<div class="comentar"><h4>Deixe o seu comentário</h4><form action="/comentar" method="post"><p>Nome <input type="text" name="nome"> Email <input type="text" name="email"></p><textarea name="comentario" rows="5" cols="55"></textarea><p><input type="submit" value="Publicar"></p></form><p class="aviso">Os comentários são da exclusiva responsabilidade dos seus autores.</p></div>
</div>
<div id="lateral">
<div class="bloco"><span class="pubm">Publicidade</span><img src="/imagens/pub/banco-300.svg" width="300" height="250" alt="Caixa Agrícola"></div>
<div class="bloco"><h4>Mais lidas</h4><ol>{mais_lidas}</ol></div>
<div class="bloco ultimos"><h4>Últimos comentários</h4><ul class="ultimos-comentarios">{ultimos}</ul></div>
<div class="bloco"><h4>Etiquetas</h4><div class="nuvem">{etiq}</div></div>
<div class="bloco"><h4>Farmácias de serviço</h4><p>Farmácia Central, Rua Direita 21 &middot; tel. 259 000 000</p></div>
</div>
</div>
<div id="rodape">{footer("/", [("Secções", ["Concelho", "Região", "Sociedade", "Economia", "Desporto", "Cultura"]), ("Serviços", ["Assinaturas", "Edição impressa", "Classificados", "Necrologia", "Publicidade"]), ("A Gazeta", ["Ficha técnica", "Estatuto editorial", "Contactos", "Privacidade"])], box='div class="col-rodape"', title="h5")}<p>&copy; 2013 Gazeta de Vale Formoso</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e7e3da;font:13px/1.5 Arial,sans-serif}#pagina{width:980px;margin:0 auto;background:#fff}#topo{padding:10px;position:relative}.hoje{position:absolute;right:10px;top:32px;font-size:11px;color:#666}
#menu{list-style:none;margin:0;padding:0;background:#1a5e3a;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 8px;font-weight:bold;font-size:12px}.pub-topo,.pub-meio{text-align:center;padding:6px}.pub-topo span,.pub-meio span,.pubm{display:block;font-size:9px;color:#999}
#conteudo{overflow:hidden}#noticia{float:left;width:630px;padding:10px 15px}#lateral{float:right;width:310px;padding:10px}.seccao{font-size:11px;color:#1a5e3a;font-weight:bold;margin:0}.lead{font-weight:bold}.autor,.legenda{font-size:11px;color:#888}
.partilhar a{font-size:11px;margin-right:8px}#comentarios h3{border-bottom:2px solid #1a5e3a;color:#1a5e3a}.comentario{border-bottom:1px solid #e5e5e5;padding:6px 0}.c-autor img{vertical-align:middle}.c-autor em{font-size:11px;color:#888}
.aviso{font-size:10px;color:#999}.bloco{border:1px solid #ddd;padding:6px;margin-bottom:10px}.ultimos-comentarios{list-style:none;padding:0}.ultimos-comentarios li{border-bottom:1px dotted #ccc;padding:4px 0;font-size:12px}.uc-txt{font-style:italic;color:#555}
.nuvem a{margin-right:4px}#rodape{clear:both;background:#1a5e3a;color:#cdc;font-size:11px;padding:10px;overflow:hidden}#rodape a{color:#fff}.col-rodape{float:left;width:320px}#rodape p{clear:both}
</style>"""
    files = {
        "/imagens/gazeta-de-vale-formoso.svg": svg(380, 60, "#1a5e3a", "Gazeta de Vale Formoso", 22),
        "/imagens/pub/supermercado-728.svg": svg(728, 90, "#e60", "Supermercado Formoso"),
        "/imagens/2013/07/mercado-provisorio.svg": svg(520, 290, "#aa9", "mercado"),
        "/imagens/pub/oficina.svg": svg(468, 60, "#444", "Oficina Auto Formoso"),
        "/imagens/pub/banco-300.svg": svg(300, 250, "#063", "Caixa Agrícola"),
        "/imagens/avatar-leitor.svg": svg(32, 32, "#bbb"),
    }
    html = (
        doc(
            "html5",
            title="Câmara adia obras no mercado municipal - Gazeta de Vale Formoso",
            lang="pt-PT",
            head=css,
        )
        + body
    )
    return make(
        "fg-pt-mixed-mercado",
        "mixed",
        "pt-PT",
        html,
        cs,
        path=path,
        container="div#comentarios 'Comentários (4)' after an ad: one div.comentario each (div.c-autor blank avatar img, strong NAME, em 'DD/MM/YYYY às HHhMM'; TEXT in p); beside it the sidebar's ul.ultimos-comentarios 'Últimos comentários': four li 'b NAME em TITLE' with a snippet of a comment on another article",
        heading="Comentários (4)",
        description="The mixed page: a Portuguese regional paper of 2013 (invented), the market hall's rebuilding postponed; 4 comments with blank avatars under 'Comentários (4)'; beside them the sidebar's 'Últimos comentários' (four named snippets of comments on other articles, linking there), not this page's comments; a date and temperature line, a 12-item menu, a leaderboard, share counts, a captioned photo, related articles with dates, ads, 'Mais lidas', a tag cloud, a pharmacy box and a footer of 15 links.",
        lookalikes=("ul.ultimos-comentarios",),
        files=files,
    )


# --------------------------------------------------------------------------- en: a township paper, 2012 (mixed)


def en_mixed_arena() -> Case:
    cs = talk("""
hockeymom_22 || Mar 12, 2012 8:14 PM || Great news. The Atom team has been driving forty minutes to Lakehead for every practice since November. The kids will be thrilled to be back on home ice.
Gord Tremblay || Mar 12, 2012 9:02 PM || Finished early and under budget? First time I have read that sentence about anything the township has built. Credit where it is due.
L. Baptiste || Mar 13, 2012 7:36 AM || Will the public skating times go back to what they were before? Sunday afternoons were the only time my whole family could go together.
""")
    path = "/news/local/2012/03/12/memorial-arena-roof-repairs-finished-early"
    comments = "".join(
        f'<div class="cmt-entry"><p class="cmt-text">{paras(c.raw, p=False)}</p>'
        f'<p class="cmt-sig">Posted by <span class="cmt-name">{esc(c.who)}</span> on {esc(c.at)} &middot; <a href="/flag?c={61500 + i}">Flag</a></p></div>'
        for i, c in enumerate(cs)
    )
    letters = "".join(
        f'<li><a class="lt-title" href="/opinion/letters/{h}">{esc(t)}</a><p class="lt-teaser">{esc(x)}</p><p class="lt-by">&mdash; {esc(w)}</p></li>'
        for h, t, x, w in (
            (
                "2012/03/09/seniors-left-out-of-arena-schedule",
                "Seniors left out of arena schedule",
                "When the ice comes back, I hope council remembers that the Tuesday morning skate was the only exercise many of us got all winter.",
                "Doris Whitfield, Tamarack",
            ),
            (
                "2012/03/08/snow-clearing-on-cedar-line",
                "Snow clearing on Cedar Line",
                "For the third storm in a row the plow came through after the school buses, not before.",
                "Martin Colby, Pine Ridge",
            ),
            (
                "2012/03/06/thank-you-to-the-fire-department",
                "Thank you to the fire department",
                "Our family wants to thank the volunteers who came out at 3 a.m. on February 27 when our chimney caught fire.",
                "The Ouellette family, Tamarack",
            ),
        )
    )
    popular = "".join(
        f'<li><a href="/news/local/2012/03/{h}">{esc(t)}</a></li>'
        for h, t in (
            ("12/memorial-arena-roof-repairs-finished-early", "Memorial Arena roof repairs finished early"),
            ("11/township-budget-adds-2-5-per-cent", "Township budget adds 2.5 per cent"),
            ("10/maple-syrup-season-off-to-early-start", "Maple syrup season off to early start"),
            ("09/school-bus-routes-to-change", "School bus routes to change in September"),
        )
    )
    body = f"""<body>
<div id="shell">
<div id="top"><a href="/"><img src="/img/tamarack-valley-courier.svg" width="400" height="64" alt="The Tamarack Valley Courier"></a>
<div id="wx">Tamarack: -2&deg;C, light snow &middot; Monday, March 12, 2012</div></div>
<ul id="menu">{items("/", ["Home", "News", "Local", "Sports", "Community", "Opinion", "Letters", "Events", "Obituaries", "Classifieds", "Real Estate", "Contests", "Contact"])}</ul>
<div class="leader"><span>Advertisement</span><img src="/img/ads/hardware-728.svg" width="728" height="90" alt="Tamarack Home Hardware"></div>
<div id="cols">
<div id="story">
<p class="section"><a href="/news/local/">Local News</a></p>
<h1>Memorial Arena roof repairs finished early</h1>
<p class="by">By Dana Kowalchuk, Courier Staff &middot; Monday, March 12, 2012</p>
<div class="share"><a href="/share/facebook">Recommend 58</a> <a href="/share/twitter">Tweet</a> <a href="/share/email">Email</a> <a href="javascript:print()">Print</a> <a href="#comments">3 comments</a></div>
<p>The ice is going back in at the Memorial Arena. Repairs to the roof trusses finished two weeks ahead of schedule and about $40,000 under the budget of $610,000, the township's recreation director told council on Monday.</p>
<p>The arena was closed in November after an engineer found cracks in three of the wooden trusses. Minor hockey, figure skating and public skating moved to the Lakehead Community Centre for the winter.</p>
<p><img src="/img/2012/03/memorial-arena.svg" width="540" height="300" alt=""><br><span class="cutline">Crews finished the truss repairs at the Memorial Arena last week. Courier photo</span></p>
<p>Staff expect the ice to be ready by March 24. A new schedule will be posted on the township's website next week.</p>
<div class="related"><h3>Related</h3><ul><li><a href="/news/local/2011/11/22/arena-closed-after-truss-cracks-found">Arena closed after truss cracks found</a> <span>Nov 22, 2011</span></li><li><a href="/news/local/2012/01/17/council-approves-arena-repair-contract">Council approves arena repair contract</a> <span>Jan 17, 2012</span></li></ul></div>
<div class="midad"><span>Advertisement</span><img src="/img/ads/insurance-468.svg" width="468" height="60" alt="Valley Insurance"></div>
<div id="comments"><h3>Comments</h3>{comments}</div>
<div class="cmt-form"><h4>Post a comment</h4><p>You must be <a href="/login">logged in</a> to post a comment. <a href="/comment-policy">Comment policy</a></p></div>
</div>
<div id="rail">
<div class="mod"><span class="adtag">Advertisement</span><img src="/img/ads/credit-union-300.svg" width="300" height="250" alt="Valley Credit Union"></div>
<div class="mod"><h4>Most popular</h4><ol>{popular}</ol></div>
<div class="mod letters"><h4>Letters to the editor</h4><ul class="letters-list">{letters}</ul><p><a href="/opinion/letters/">All letters &raquo;</a> &middot; <a href="/opinion/letters/submit">Send us a letter</a></p></div>
<div class="mod"><h4>Community calendar</h4><ul><li>Mar 14 &ndash; Legion euchre night</li><li>Mar 17 &ndash; St. Patrick's pancake breakfast</li><li>Mar 24 &ndash; Arena reopening skate</li></ul></div>
<div class="mod"><h4>Tags</h4><p class="tags">{cloud("/tags/", [("arena", 18), ("council", 20), ("hockey", 15), ("recreation", 12), ("Tamarack", 22), ("budget", 14)])}</p></div>
</div>
</div>
<div id="foot">{footer("/", [("News", ["Local", "Sports", "Community", "Opinion", "Letters"]), ("Marketplace", ["Classifieds", "Real Estate", "Obituaries", "Contests", "Flyers"]), ("About", ["Contact us", "Advertise", "Subscribe", "Privacy", "Terms of use"])], box='div class="fc"', title="h5")}<p>&copy; 2012 Tamarack Valley Courier</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#d9dde3;font:13px/1.5 Arial,sans-serif}#shell{width:980px;margin:0 auto;background:#fff}#top{padding:10px;position:relative}#wx{position:absolute;right:10px;top:30px;font-size:11px;color:#555}
#menu{list-style:none;margin:0;padding:0;background:#5a1e0e;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 8px;font-weight:bold;font-size:12px}.leader,.midad{text-align:center;padding:6px}.leader span,.midad span,.adtag{display:block;font-size:9px;color:#999}
#cols{overflow:hidden}#story{float:left;width:630px;padding:10px 15px}#rail{float:right;width:310px;padding:10px}.section{font-size:11px;font-weight:bold;margin:0}.by,.cutline,.related span{font-size:11px;color:#888}.share a{font-size:11px;margin-right:8px}
#comments h3{border-bottom:2px solid #5a1e0e}.cmt-entry{border-bottom:1px solid #e3e3e3;padding:6px 0}.cmt-text{margin:0 0 4px}.cmt-sig{font-size:11px;color:#777;margin:0}.cmt-name{font-weight:bold;color:#5a1e0e}
.mod{border:1px solid #ddd;padding:6px;margin-bottom:10px}.letters-list{list-style:none;padding:0}.letters-list li{border-bottom:1px dotted #ccc;padding:4px 0}.lt-title{font-weight:bold}.lt-teaser{margin:2px 0;font-size:12px}.lt-by{margin:0;font-size:11px;color:#777}
.tags a{margin-right:4px}#foot{clear:both;background:#5a1e0e;color:#edc;font-size:11px;padding:10px;overflow:hidden}#foot a{color:#fff}.fc{float:left;width:320px}#foot p{clear:both}
</style>"""
    files = {
        "/img/tamarack-valley-courier.svg": svg(400, 64, "#5a1e0e", "The Tamarack Valley Courier", 22),
        "/img/ads/hardware-728.svg": svg(728, 90, "#c00", "Tamarack Home Hardware"),
        "/img/2012/03/memorial-arena.svg": svg(540, 300, "#678", "Memorial Arena"),
        "/img/ads/insurance-468.svg": svg(468, 60, "#036", "Valley Insurance"),
        "/img/ads/credit-union-300.svg": svg(300, 250, "#063", "Valley Credit Union"),
    }
    html = (
        doc(
            "html4t",
            title="Memorial Arena roof repairs finished early - Local News - The Tamarack Valley Courier",
            lang="en-CA",
            head=css,
        )
        + body
    )
    return make(
        "fg-en-mixed-arena",
        "mixed",
        "en-CA",
        html,
        cs,
        path=path,
        container="div#comments 'Comments' after an ad: one div.cmt-entry each (p.cmt-text TEXT first, then p.cmt-sig 'Posted by span.cmt-name NAME on DATE · Flag'); no avatars; beside it the rail's ul.letters-list 'Letters to the editor': three li (a.lt-title TITLE, p.lt-teaser first line, p.lt-by '— NAME, TOWN') linking to the letters pages",
        heading="Comments",
        description="The mixed page: a Canadian township paper of 2012 (invented), the arena's roof repaired early; 3 comments with the text first and 'Posted by NAME on DATE' after it, no avatars; beside them the rail's 'Letters to the editor' (three letter teasers with a title, a first line and '— NAME, TOWN', each linking elsewhere), not comments; a weather and date line, a 13-item menu, a leaderboard, share counts, a captioned photo, related stories with dates, ads, 'Most popular', a community calendar, tags and a footer of 15 links.",
        lookalikes=("ul.letters-list",),
        files=files,
    )
