"""Blind set fg: an English regional paper of 2011 (5 readers' comments as bare siblings, no wrapper per comment:
a header line, paragraphs, an <hr>), a German town paper of 2012 (4 comments in a <dl>), a Polish town portal of
2013 (6 comments, two table rows each) and an American local-history blog of 2010 (9 responses in an <ol>, <cite>
names and numbered anchors, the blogger's two answers flat among them). Every site, name and text invented for
this set; each comment written by hand."""

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

# --------------------------------------------------------------------------- en: a regional paper, 2011


def en_library() -> Case:
    cs = talk("""
Margaret Ellison || 14 March 2011, 9:42am || The Quay Street branch is the only library my mother can still walk to. The mobile van comes once a fortnight and stops for forty minutes, which is no use to anyone who wants to browse. // Has anyone on the council actually been inside on a Saturday morning? It is full of children.
Dave_H || 14 March 2011, 10:15am || Sad, but I can see why. The building needs a new roof and the council has been told to find three million pounds of savings. Something has to give.
Rosie Tallant || 14 March 2011, 11:03am || Dave, the roof money was set aside in 2009, it says so in the cabinet minutes from that year. It was moved to the harbour car park scheme instead.
concerned of Westgate || 14 March 2011, 1:27pm || Why not move the library into the old post office on Fore Street? It has been empty for three years and the bus stops right outside.
Peter Marsh || 15 March 2011, 8:50am || The consultation closes on 1 April. Forms are at the front desk, or you can fill it in on the council website. Worth doing even if you think it has all been decided already.
""")
    path = "/news/local/quay-street-library-could-close-under-council-cuts-1-2284417"
    thread = "".join(
        f'<p class="cm-posted"><b>{esc(c.who)}</b> wrote on {esc(c.at)}</p>{paras(c.raw)}'
        f'<p class="cm-tools"><a href="/report-abuse?c={88120 + i}">Report abuse</a></p><hr class="cm-rule">'
        for i, c in enumerate(cs)
    )
    most_read = "".join(
        f'<li><a href="/news/local/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "quay-street-library-could-close-under-council-cuts-1-2284417",
                "Quay Street library could close",
            ),
            ("man-rescued-from-mudflats-at-low-tide-1-2284390", "Man rescued from mudflats at low tide"),
            (
                "new-parking-charges-for-harbour-car-park-1-2283911",
                "New parking charges for harbour car park",
            ),
            ("school-uniform-row-parents-send-letter-1-2283870", "School uniform row: parents send letter"),
            ("ferry-timetable-cut-for-winter-1-2283512", "Ferry timetable cut for winter"),
        )
    )
    most_commented = "".join(
        f'<li><a href="/news/local/{h}">{esc(t)}</a> <span class="cnt">({n})</span></li>'
        for h, t, n in (
            (
                "new-parking-charges-for-harbour-car-park-1-2283911",
                "New parking charges for harbour car park",
                41,
            ),
            (
                "school-uniform-row-parents-send-letter-1-2283870",
                "School uniform row: parents send letter",
                27,
            ),
            ("wind-farm-plan-back-on-the-table-1-2282004", "Wind farm plan back on the table", 19),
        )
    )
    related = "".join(
        f'<li><a href="/news/local/{h}">{esc(t)}</a> <span class="d">{d}</span></li>'
        for h, t, d in (
            (
                "council-budget-what-the-cuts-mean-1-2279901",
                "Council budget: what the cuts mean for you",
                "2 March 2011",
            ),
            (
                "mobile-library-route-changes-1-2271160",
                "Mobile library route changes from April",
                "11 February 2011",
            ),
            (
                "harbour-car-park-scheme-approved-1-2198012",
                "Harbour car park scheme approved",
                "9 November 2010",
            ),
        )
    )
    topics = cloud(
        "/topics/",
        [
            ("Harbridge", 22),
            ("council", 19),
            ("libraries", 12),
            ("budget cuts", 17),
            ("Westgate", 9),
            ("harbour", 14),
            ("schools", 11),
            ("Fore Street", 8),
            ("transport", 10),
        ],
    )
    body = f"""<body>
<div id="wrapper">
<div id="topbar"><span>Monday, March 14, 2011</span> <a href="/subscribe">Subscribe</a> | <a href="/epaper">Digital edition</a> | <a href="/login">Sign in</a> | <a href="/register">Register</a></div>
<div id="masthead"><a href="/"><img src="/images/harbridge-mercury.svg" width="380" height="64" alt="The Harbridge Mercury"></a>
<div id="weather"><img src="/images/weather/cloud.svg" width="30" height="30" alt=""> Harbridge 9&deg;C, cloudy. Tomorrow: showers, 11&deg;C</div></div>
<ul id="mainnav">{items("/", ["Home", "News", "Local", "Business", "Sport", "Harbridge Town FC", "What's On", "Lifestyle", "Property", "Motors", "Jobs", "Family Notices", "Photos", "Video", "Contact"])}</ul>
<ul id="subnav">{items("/news/", ["Local", "Westgate", "Saltmarsh", "Crime", "Courts", "Health", "Education", "Politics", "Environment"])}</ul>
<div id="leader"><span class="adlabel">Advertisement</span><img src="/images/ads/harbridge-motors-728.svg" width="728" height="90" alt="Harbridge Motors"></div>
<div id="content">
<div id="story">
<p class="crumbs"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; <a href="/news/local/">Local</a></p>
<h1>Quay Street library could close under council cuts</h1>
<p class="byline">By Tom Ashdown, Local Government Reporter &middot; Monday, March 14, 2011 &middot; 7:00 AM</p>
<div class="sharebar"><a href="/share/facebook">Facebook</a> <a href="/share/twitter">Twitter</a> <a href="/share/digg">Digg</a> <a href="/share/delicious">Delicious</a> <a href="/email-a-friend">Email a friend</a> <a href="javascript:window.print()">Print</a> <span class="count">Shared 64 times</span></div>
<p class="standfirst">Harbridge&rsquo;s oldest library branch is one of three buildings named in a list of council properties that could be sold to help close a budget gap.</p>
<p>The Quay Street library, which opened in 1906, would shut in the autumn if councillors agree the plans at a meeting on April 12. Its books would move to the central library, and a mobile library would serve the harbour area twice a month.</p>
<p>The council&rsquo;s cabinet member for communities said the decision was &ldquo;not one anybody wants to make&rdquo; but that repairs to the roof and heating would cost more than the branch&rsquo;s running costs for the next five years.</p>
<p><img src="/images/2011/03/quay-street-library.svg" width="560" height="300" alt=""><br><span class="caption">The Quay Street library opened in 1906. Picture: Mercury archive</span></p>
<p>A public consultation is open until April 1. Friends of Quay Street Library, a group set up last year, plans to hand in a petition on Thursday.</p>
<div class="inline-ad"><span class="adlabel">Advertisement</span><img src="/images/ads/seafront-carpets.svg" width="300" height="250" alt="Seafront Carpets"></div>
<div class="related"><h3>Related stories</h3><ul>{related}</ul></div>
<div class="storytools"><a href="/news/local/?print=1">Print this story</a> | <a href="/email-a-friend">Email this story</a> | <a href="/letters/send">Write a letter to the editor</a></div>
<h3 class="cm-title">Readers&rsquo; comments (5)</h3>
<p class="cm-note">The views expressed below are those of our readers and not of the Harbridge Mercury.</p>
{thread}
<div class="cm-form"><h4>Add your comment</h4><form action="/comments/post" method="post"><p>Name <input type="text" name="name"> Email <input type="text" name="email"></p><p><textarea name="body" rows="6" cols="60"></textarea></p><p><input type="submit" value="Post comment"></p><p class="cm-small">Comments are checked before they appear. <a href="/house-rules">House rules</a></p></form></div>
</div>
<div id="side">
<div class="box"><span class="adlabel">Advertisement</span><img src="/images/ads/mpu-harbour-dental.svg" width="300" height="250" alt="Harbour Dental Care"></div>
<div class="box"><h4>Most read</h4><ol>{most_read}</ol></div>
<div class="box"><h4>Most commented</h4><ol>{most_commented}</ol></div>
<div class="box"><h4>Topics</h4><div class="cloud">{topics}</div></div>
<div class="box"><h4>Family notices</h4><ul><li><a href="/family-notices/deaths">Deaths</a></li><li><a href="/family-notices/births">Births</a></li><li><a href="/family-notices/marriages">Marriages</a></li><li><a href="/family-notices/anniversaries">Anniversaries</a></li></ul></div>
<div class="box"><span class="adlabel">Advertisement</span><img src="/images/ads/skyscraper-jobs.svg" width="160" height="600" alt="Harbridge Jobs"></div>
</div>
</div>
<div id="footer">{footer("/", [("News", ["Local", "Westgate", "Saltmarsh", "Crime", "Courts", "Health", "Education", "Politics"]), ("Sport", ["Harbridge Town FC", "Cricket", "Rugby", "Sailing", "Results"]), ("Services", ["Subscribe", "Digital edition", "Advertise", "Family Notices", "Jobs", "Property", "Motors"]), ("About us", ["Contact us", "Terms and conditions", "Privacy policy", "Cookie policy", "Complaints", "Site map"])], box='div class="fcol"', title="h5")}
<p class="legal">&copy; 2011 Harbridge Mercury Newspapers Ltd. All rights reserved.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dfe3e8;font:13px/1.45 Georgia,serif}#wrapper{width:990px;margin:0 auto;background:#fff}#topbar{font:11px Arial;background:#222;color:#ccc;padding:4px 10px}#topbar a{color:#fff}
#masthead{padding:10px;position:relative}#weather{position:absolute;right:12px;top:26px;font:11px Arial}#mainnav,#subnav{list-style:none;margin:0;padding:0;background:#0b3d6e;overflow:hidden}#mainnav li,#subnav li{float:left}
#mainnav a{display:block;color:#fff;padding:7px 8px;font:bold 12px Arial}#subnav{background:#e4ecf4}#subnav a{display:block;padding:4px 8px;font:11px Arial;color:#0b3d6e}#leader{text-align:center;padding:8px}
#content{overflow:hidden}#story{float:left;width:620px;padding:10px 15px}#side{float:right;width:320px;padding:10px}.crumbs,.byline,.caption,.d,.cnt{font:11px Arial;color:#777}.standfirst{font-size:16px;font-weight:bold}
.sharebar{font:11px Arial;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}.sharebar a{margin-right:8px}.adlabel{font:9px Arial;color:#999;display:block}.inline-ad{float:right;margin:0 0 10px 10px}
.cm-title{border-bottom:2px solid #0b3d6e;font:bold 15px Arial}.cm-note,.cm-small{font:11px Arial;color:#888}.cm-posted{font:12px Arial;color:#0b3d6e;margin-bottom:2px}.cm-tools{font:10px Arial}.cm-rule{border:0;border-top:1px dotted #bbb}
.box{border:1px solid #ddd;margin-bottom:10px;padding:6px}.box h4{margin:0 0 6px;font:bold 13px Arial;color:#0b3d6e}.cloud a{margin-right:4px}
#footer{clear:both;background:#0b3d6e;color:#cdd;font:11px Arial;padding:10px;overflow:hidden}#footer a{color:#fff}.fcol{float:left;width:240px}.legal{clear:both}
</style>"""
    files = {
        "/images/harbridge-mercury.svg": svg(380, 64, "#0b3d6e", "The Harbridge Mercury", 24),
        "/images/weather/cloud.svg": svg(30, 30, "#99a"),
        "/images/ads/harbridge-motors-728.svg": svg(728, 90, "#b22", "Harbridge Motors - new and used"),
        "/images/2011/03/quay-street-library.svg": svg(560, 300, "#8a7f6a", "Quay Street library"),
        "/images/ads/seafront-carpets.svg": svg(300, 250, "#5a3", "Seafront Carpets"),
        "/images/ads/mpu-harbour-dental.svg": svg(300, 250, "#39c", "Harbour Dental Care"),
        "/images/ads/skyscraper-jobs.svg": svg(160, 600, "#333", "Jobs"),
    }
    html = (
        doc(
            "html4t",
            title="Quay Street library could close under council cuts - Local - Harbridge Mercury",
            lang="en-GB",
            head=css,
        )
        + body
    )
    return make(
        "fg-en-news-library",
        "discussion",
        "en-GB",
        html,
        cs,
        path=path,
        container="no wrapper per comment: after h3.cm-title 'Readers’ comments (5)' and a disclaimer, each comment is a run of siblings in div#story: p.cm-posted 'b NAME wrote on DATE', TEXT in one or two p, p.cm-tools 'Report abuse', hr.cm-rule; then the form",
        heading="Readers’ comments (5)",
        description="An English regional paper of 2011 (invented): a branch library named in a list of buildings the council could sell; 5 readers' comments as bare siblings (header line, paragraphs, rule), no avatars; around them a top bar with the date, a weather line, two long menus, a leaderboard ad, a share bar with counts, a captioned photo, an MPU, related stories with dates, 'Most read', 'Most commented' with counts, a tag cloud, family notices, a skyscraper and a footer of 26 links.",
        files=files,
    )


# --------------------------------------------------------------------------- de: a town paper, 2012


def de_markt() -> Case:
    cs = talk("""
Bernd K. || 03.05.2012, 14:17 Uhr || Endlich! Auf dem Parkplatz hinter dem Rathaus war es immer eng, und mit dem Kinderwagen kam man zwischen den Ständen kaum durch.
Sabine Reuter || 03.05.2012, 15:02 Uhr || Und wo parken dann die Marktbeschicker? Auf dem Kirchplatz ist doch gar kein Platz für die Wagen. // Ich hoffe, der Käsestand aus Oberhain kommt trotzdem weiter jeden Samstag.
Hartmut || 03.05.2012, 18:40 Uhr || Am 12. Mai ist um 10 Uhr der Festgottesdienst zur Erstkommunion. Hat das eigentlich jemand mit der Gemeinde abgesprochen?
Lena M. || 04.05.2012, 07:55 Uhr || @Hartmut: Laut Pfarrbüro ist das geklärt. Die Stände vor dem Kirchenportal bleiben an solchen Tagen einfach frei, das steht auch in der Marktordnung.
""")
    path = "/lokales/bergfelden/wochenmarkt-zieht-auf-den-kirchplatz-id4471203.html"
    dl = "".join(
        f'<dt id="k{7301 + i}"><a href="#k{7301 + i}" class="knr">{i + 1}.</a> <span class="knick">{esc(c.who)}</span> '
        f'<span class="kzeit">am {esc(c.at)}</span></dt><dd>{paras(c.raw)}'
        f'<div class="kaktion"><a href="/kommentar/melden/{7301 + i}">Kommentar melden</a></div></dd>'
        for i, c in enumerate(cs)
    )
    meist_gel = "".join(
        f'<li><span class="nr">{n}</span><a href="/lokales/{h}">{esc(t)}</a></li>'
        for n, (h, t) in enumerate(
            (
                (
                    "bergfelden/wochenmarkt-zieht-auf-den-kirchplatz-id4471203.html",
                    "Wochenmarkt zieht auf den Kirchplatz",
                ),
                ("oberhain/unfall-auf-der-l-3021-id4470988.html", "Unfall auf der L 3021: zwei Verletzte"),
                (
                    "bergfelden/freibad-saison-beginnt-id4470512.html",
                    "Freibad-Saison beginnt am Pfingstsamstag",
                ),
                ("region/kreistag-streitet-ueber-kliniken-id4469877.html", "Kreistag streitet über Kliniken"),
            ),
            1,
        )
    )
    meist_komm = "".join(
        f'<li><a href="/lokales/{h}">{esc(t)}</a> <em>{n} Kommentare</em></li>'
        for h, t, n in (
            ("region/kreistag-streitet-ueber-kliniken-id4469877.html", "Kreistag streitet über Kliniken", 38),
            ("bergfelden/blitzer-an-der-schulstrasse-id4466120.html", "Neuer Blitzer an der Schulstraße", 24),
            ("oberhain/windraeder-am-hohen-kopf-id4462230.html", "Windräder am Hohen Kopf", 17),
        )
    )
    auch = "".join(
        f'<li><a href="/lokales/bergfelden/{h}">{esc(t)}</a> <span class="dat">{d}</span></li>'
        for h, t, d in (
            ("rathausparkplatz-wird-umgebaut-id4440190.html", "Rathausparkplatz wird umgebaut", "17.04.2012"),
            (
                "marktbeschicker-fordern-strom-id4398022.html",
                "Marktbeschicker fordern Stromanschlüsse",
                "28.03.2012",
            ),
            ("kirchplatz-neu-gepflastert-id4211043.html", "Kirchplatz neu gepflastert", "09.11.2011"),
        )
    )
    orte = anchors(
        "/lokales/",
        ["Bergfelden", "Oberhain", "Niederhain", "Talheim", "Kleinmühlen", "Rodach", "Steinbach", "Region"],
        " | ",
    )
    body = f"""<body>
<div id="aussen">
<div id="kopfzeile"><a href="/abo">Abo</a> &middot; <a href="/epaper">E-Paper</a> &middot; <a href="/anzeigen">Anzeigen aufgeben</a> &middot; <a href="/login">Login</a> &middot; <a href="/registrieren">Registrieren</a></div>
<div id="logo"><a href="/"><img src="/grafik/bergfelder-anzeiger.svg" width="360" height="60" alt="Bergfelder Anzeiger"></a><span class="datum">Donnerstag, 3. Mai 2012</span></div>
<ul id="ressorts">{items("/", ["Startseite", "Lokales", "Region", "Politik", "Wirtschaft", "Sport", "Kultur", "Ratgeber", "Auto", "Immobilien", "Stellen", "Trauer", "Fotos", "Videos"])}</ul>
<div id="orte">Lokales aus: {orte}</div>
<div class="banner"><small>Anzeige</small><img src="/grafik/werbung/sparkasse-like-728.svg" width="728" height="90" alt="Bausparen bei der Kreiskasse"></div>
<div id="mitte">
<div id="artikel">
<p class="ort">Bergfelden</p>
<h1>Wochenmarkt zieht auf den Kirchplatz</h1>
<p class="vorspann">Ab dem 5. Mai findet der Bergfelder Wochenmarkt nicht mehr hinter dem Rathaus statt, sondern auf dem frisch gepflasterten Kirchplatz. Die Stadt verspricht mehr Platz und kürzere Wege.</p>
<p class="autorzeile">Von Ulrike Sandmann &middot; 03.05.2012, 12:30 Uhr</p>
<div class="teilen"><a href="/teilen/facebook">Facebook</a> <a href="/teilen/twitter">Twitter</a> <a href="/teilen/googleplus">Google+</a> <a href="/teilen/mail">E-Mail</a> <a href="javascript:print()">Drucken</a> <span>17 Empfehlungen</span></div>
<p>Zwölf Händler bieten samstags von 7 bis 13 Uhr Obst, Gemüse, Käse, Fleisch und Blumen an. Auf dem Parkplatz hinter dem Rathaus standen sie dicht an dicht, Kunden mussten zwischen parkenden Autos hindurch.</p>
<p>Der Kirchplatz bietet nach Angaben der Stadt fast doppelt so viel Fläche. Stromanschlüsse für die Kühlwagen wurden bei der Neupflasterung im vergangenen Herbst gleich mit verlegt.</p>
<p><img src="/grafik/2012/05/kirchplatz.svg" width="540" height="300" alt=""><br><span class="bu">Der neu gepflasterte Kirchplatz am Donnerstagmorgen. Foto: Sandmann</span></p>
<p>Die Marktbeschicker parken künftig auf dem Schulhof der Grundschule, der samstags ohnehin leer steht. Für Kunden stehen der Rathausparkplatz und das Parkhaus am Bahnhof zur Verfügung.</p>
<div class="auch"><h3>Mehr zum Thema</h3><ul>{auch}</ul></div>
<div class="banner-klein"><small>Anzeige</small><img src="/grafik/werbung/gaertnerei.svg" width="468" height="60" alt="Gärtnerei Lindner"></div>
<h3 class="k-titel">Kommentare</h3>
<dl class="kliste">{dl}</dl>
<div class="k-form"><h4>Kommentar schreiben</h4><p>Bitte <a href="/login">melden Sie sich an</a>, um einen Kommentar zu schreiben.</p></div>
</div>
<div id="spalte">
<div class="kasten"><small>Anzeige</small><img src="/grafik/werbung/autohaus-300.svg" width="300" height="250" alt="Autohaus Ehrlich"></div>
<div class="kasten"><h4>Meistgelesen</h4><ol>{meist_gel}</ol></div>
<div class="kasten"><h4>Meistkommentiert</h4><ul>{meist_komm}</ul></div>
<div class="kasten"><h4>Wetter in Bergfelden</h4><p>Heute 18&deg; / 7&deg; heiter &middot; Fr 20&deg; / 9&deg; &middot; Sa 16&deg; / 8&deg; Regen</p></div>
<div class="kasten"><h4>Veranstaltungen</h4><ul><li>05.05. Frühlingskonzert, Stadthalle</li><li>06.05. Flohmarkt am Festplatz</li><li>12.05. Kreisjugendfeuerwehrtag</li></ul></div>
</div>
</div>
<div id="fuss">{footer("/", [("Lokales", ["Bergfelden", "Oberhain", "Niederhain", "Talheim", "Rodach", "Steinbach"]), ("Service", ["Abo", "E-Paper", "Leserreisen", "Ticketshop", "Anzeigen", "Trauer"]), ("Verlag", ["Impressum", "Datenschutz", "AGB", "Mediadaten", "Kontakt", "Jobs im Verlag"])], box='div class="fspalte"', title="h5")}<p>&copy; Bergfelder Anzeiger 2012</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#eee;font:13px/1.5 Verdana,sans-serif}#aussen{width:980px;margin:0 auto;background:#fff}#kopfzeile{font-size:10px;text-align:right;padding:3px 10px;background:#f5f5f5}
#logo{padding:10px;position:relative}.datum{position:absolute;right:10px;top:30px;font-size:11px}#ressorts{list-style:none;margin:0;padding:0;background:#8b0000;overflow:hidden}#ressorts li{float:left}#ressorts a{color:#fff;display:block;padding:6px 7px;font-size:12px}
#orte{font-size:11px;padding:4px 10px;background:#f9eaea}.banner{text-align:center;padding:6px}.banner small,.kasten small,.banner-klein small{display:block;font-size:9px;color:#999}
#mitte{overflow:hidden}#artikel{float:left;width:620px;padding:10px 15px}#spalte{float:right;width:310px;padding:10px}.ort{color:#8b0000;font-weight:bold;font-size:11px;margin:0}.vorspann{font-weight:bold}.autorzeile,.bu,.dat{font-size:10px;color:#888}
.teilen{font-size:11px;background:#f5f5f5;padding:3px}.teilen a{margin-right:6px}.k-titel{background:#8b0000;color:#fff;padding:3px 6px;font-size:13px}.kliste dt{font-size:11px;color:#555;border-top:1px solid #ddd;padding-top:6px}
.knick{font-weight:bold;color:#8b0000}.kliste dd{margin:2px 0 8px 0}.kaktion{font-size:10px;text-align:right}.kasten{border:1px solid #ddd;padding:6px;margin-bottom:10px}.nr{font-weight:bold;color:#8b0000;margin-right:4px}
#fuss{clear:both;background:#333;color:#bbb;font-size:11px;padding:10px;overflow:hidden}#fuss a{color:#fff}.fspalte{float:left;width:320px}
</style>"""
    files = {
        "/grafik/bergfelder-anzeiger.svg": svg(360, 60, "#8b0000", "Bergfelder Anzeiger", 24),
        "/grafik/werbung/sparkasse-like-728.svg": svg(728, 90, "#d00", "Kreiskasse Bergfelden"),
        "/grafik/2012/05/kirchplatz.svg": svg(540, 300, "#998", "Kirchplatz"),
        "/grafik/werbung/gaertnerei.svg": svg(468, 60, "#393", "Gärtnerei Lindner"),
        "/grafik/werbung/autohaus-300.svg": svg(300, 250, "#036", "Autohaus Ehrlich"),
    }
    html = (
        doc(
            "html4t",
            title="Wochenmarkt zieht auf den Kirchplatz - Bergfelder Anzeiger",
            lang="de",
            head=css,
        )
        + body
    )
    return make(
        "fg-de-news-markt",
        "discussion",
        "de",
        html,
        cs,
        path=path,
        container="dl.kliste after h3.k-titel 'Kommentare': each comment a dt (a.knr 'N.', span.knick NAME, span.kzeit 'am DATE') and a dd (TEXT in p, div.kaktion 'Kommentar melden'); no avatars; a login note after it",
        heading="Kommentare",
        description="A German town paper of 2012 (invented): the weekly market moves to the church square; 4 comments in a <dl>, no avatars, one answering another with '@NAME' (flat: truth top-level); around them a login bar, a date, a 14-item menu, a list of 8 villages, a leaderboard, a share bar with a count, a captioned photo, related articles with dates, 'Meistgelesen', 'Meistkommentiert' with counts, a three-day weather box, events and a footer of 18 links.",
        files=files,
    )


# --------------------------------------------------------------------------- pl: a town portal, 2013


def pl_autobus() -> Case:
    cs = talk("""
mieszkaniec_os_lesnego || 11.02.2013, 08:55 || Skoro siódemka ma jeździć co 40 minut, to jak dzieci mają zdążyć do szkoły na 8:00? Pierwszy kurs jest o 7:35, a jazda trwa dwadzieścia minut.
Krystyna || 11.02.2013, 09:20 || W soboty ostatni autobus z dworca odjeżdża teraz o 19:10. Kto pracuje w sklepie do 20, ten wraca pieszo.
Tomek z Borowca || 11.02.2013, 10:48 || Przynajmniej przystanek przy przychodni wrócił. Rok temu wszyscy na to narzekali.
anka82 || 11.02.2013, 12:31 || Czy ktoś wie, czy bilety miesięczne kupione jeszcze w styczniu są nadal ważne? W kiosku na rynku nikt nie umiał mi powiedzieć.
Zdzisław P. || 11.02.2013, 17:06 || Pisałem do zarządu transportu już w grudniu. Odpowiedzieli, że rozkład jest „zoptymalizowany”. Zoptymalizowany dla kogo? // Zapraszam na sesję rady w czwartek, będzie punkt o komunikacji.
kierowca || 12.02.2013, 06:44 || Jako kierowca powiem tylko tyle: na pętli mamy trzy minuty postoju. Jak jest korek na Kolejowej, to każdy kurs się spóźnia i nic na to nie poradzimy.
""")
    path = "/wiadomosci/borowiec/nowy-rozklad-linii-7-mieszkancy-osiedla-lesnego-protestuja,1837.html"
    rows = "".join(
        f'<tr class="kh{i % 2}"><td class="knum" rowspan="2"><a name="kom{5521 + i}" href="#kom{5521 + i}">{i + 1}</a></td>'
        f'<td class="kautor"><b>{esc(c.who)}</b> <span class="kdata">{esc(c.at)}</span></td></tr>'
        f'<tr class="kh{i % 2}"><td class="ktresc">{paras(c.raw, p=False, join="<br><br>")}'
        f'<div class="kocena">Oceń: <a href="/ocen/{5521 + i}/plus">+</a> <a href="/ocen/{5521 + i}/minus">&minus;</a> &middot; <a href="/zglos/{5521 + i}">zgłoś</a></div></td></tr>'
        for i, c in enumerate(cs)
    )
    naj = "".join(
        f'<li><a href="/wiadomosci/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "borowiec/nowy-rozklad-linii-7-mieszkancy-osiedla-lesnego-protestuja,1837.html",
                "Nowy rozkład linii 7",
            ),
            ("powiat/pozar-stodoly-w-jasienicy,1834.html", "Pożar stodoły w Jasienicy"),
            ("sport/orkan-borowiec-zimowe-sparingi,1831.html", "Orkan Borowiec: zimowe sparingi"),
            ("borowiec/ferie-w-miejskim-domu-kultury,1829.html", "Ferie w Miejskim Domu Kultury"),
        )
    )
    komentowane = "".join(
        f'<li><a href="/wiadomosci/{h}">{esc(t)}</a> <b>[{n}]</b></li>'
        for h, t, n in (
            ("borowiec/podwyzka-oplat-za-smieci,1822.html", "Podwyżka opłat za śmieci", 54),
            (
                "borowiec/nowy-rozklad-linii-7-mieszkancy-osiedla-lesnego-protestuja,1837.html",
                "Nowy rozkład linii 7",
                6,
            ),
            ("powiat/obwodnica-dopiero-w-2016,1810.html", "Obwodnica dopiero w 2016?", 31),
        )
    )
    zobacz = "".join(
        f'<li><a href="/wiadomosci/borowiec/{h}">{esc(t)}</a> ({d})</li>'
        for h, t, d in (
            (
                "przetarg-na-autobusy-rozstrzygniety,1790.html",
                "Przetarg na autobusy rozstrzygnięty",
                "21.01.2013",
            ),
            ("remont-ulicy-kolejowej,1744.html", "Remont ulicy Kolejowej potrwa do wiosny", "04.12.2012"),
        )
    )
    body = f"""<body>
<table id="strona" width="960" cellpadding="0" cellspacing="0" align="center">
<tr><td colspan="2" id="naglowek"><a href="/"><img src="/gfx/echo-borowca.svg" width="320" height="60" alt="Echo Borowca"></a>
<span class="pogoda">Borowiec: -3&deg;C, śnieg &middot; imieniny: Lucjana, Olgierda, Grzegorza</span></td></tr>
<tr><td colspan="2" id="menu">{anchors("/", ["Strona główna", "Wiadomości", "Powiat", "Sport", "Kultura", "Ogłoszenia", "Praca", "Nieruchomości", "Motoryzacja", "Galerie", "Forum", "Kontakt"], " | ")}</td></tr>
<tr><td colspan="2" class="reklama-top"><small>REKLAMA</small><br><img src="/gfx/reklama/meble-750.svg" width="750" height="100" alt="Meble Dąbrowski"></td></tr>
<tr><td id="tresc" valign="top">
<div class="sciezka"><a href="/">Echo Borowca</a> &raquo; <a href="/wiadomosci/">Wiadomości</a> &raquo; <a href="/wiadomosci/borowiec/">Borowiec</a></div>
<h1>Nowy rozkład linii 7. Mieszkańcy osiedla Leśnego protestują</h1>
<div class="info">Dodano: 10.02.2013, 19:40 &middot; autor: (mw) &middot; wyświetleń: 2 318 &middot; <a href="#komentarze">komentarze: 6</a></div>
<div class="udostepnij"><a href="/share/fb">Udostępnij na Facebooku</a> &middot; <a href="/share/nk">Nasza Klasa</a> &middot; <a href="/share/wykop">Wykop</a> &middot; <a href="/drukuj/1837">Drukuj</a></div>
<p class="lead">Od poniedziałku autobusy linii 7 jeżdżą rzadziej. Mieszkańcy osiedla Leśnego zbierają podpisy pod petycją do burmistrza.</p>
<p>Zamiast co 20 minut autobusy kursują teraz co 40 minut, a w soboty ostatni kurs z dworca odjeżdża godzinę wcześniej. Zarząd transportu tłumaczy zmiany mniejszą liczbą pasażerów i rosnącymi kosztami paliwa.</p>
<p>Do poniedziałku pod petycją podpisało się ponad 400 osób. Listy wyłożono w sklepie przy ulicy Sosnowej i w przychodni.</p>
<p><img src="/zdjecia/2013/02/przystanek-lesna.svg" width="520" height="290" alt=""><br><i>Przystanek przy ulicy Leśnej w poniedziałek rano. Fot. (mw)</i></p>
<div class="zobacz"><b>Zobacz także:</b><ul>{zobacz}</ul></div>
<div class="reklama-srodek"><small>REKLAMA</small><br><img src="/gfx/reklama/apteka.svg" width="468" height="60" alt="Apteka Pod Lipami"></div>
<a name="komentarze"></a><h3 class="kom">Komentarze (6)</h3>
<table class="komentarze" width="100%" cellspacing="0" cellpadding="4">{rows}</table>
<div class="dodaj"><b>Dodaj komentarz</b><form action="/komentarz/dodaj" method="post"><p>Podpis: <input type="text" name="podpis"></p><textarea name="tresc" rows="5" cols="55"></textarea><p><input type="submit" value="Wyślij"></p><p class="regulamin">Komentarze są wyrazem opinii ich autorów. <a href="/regulamin">Regulamin</a></p></form></div>
</td>
<td id="prawa" valign="top" width="300">
<div class="ramka"><small>REKLAMA</small><img src="/gfx/reklama/bank-300.svg" width="300" height="250" alt="Bank Spółdzielczy"></div>
<div class="ramka"><h4>Najczęściej czytane</h4><ol>{naj}</ol></div>
<div class="ramka"><h4>Najczęściej komentowane</h4><ul>{komentowane}</ul></div>
<div class="ramka"><h4>Sonda</h4><p>Czy korzystasz z komunikacji miejskiej?</p><p><input type="radio" name="s"> codziennie<br><input type="radio" name="s"> czasem<br><input type="radio" name="s"> nigdy</p><input type="button" value="Głosuj"> <small>głosów: 512</small></div>
<div class="ramka"><h4>Ogłoszenia drobne</h4><ul><li><a href="/ogloszenia/mieszkanie-2-pokoje">Sprzedam mieszkanie 2 pok., 48 m2</a></li><li><a href="/ogloszenia/drewno-opalowe">Drewno opałowe z dowozem</a></li><li><a href="/ogloszenia/korepetycje-matematyka">Korepetycje z matematyki</a></li></ul></div>
</td></tr>
<tr><td colspan="2" id="stopka">{footer("/", [("Serwis", ["Wiadomości", "Powiat", "Sport", "Kultura", "Galerie", "Forum"]), ("Ogłoszenia", ["Praca", "Nieruchomości", "Motoryzacja", "Dodaj ogłoszenie"]), ("Redakcja", ["O nas", "Kontakt", "Reklama", "Regulamin", "Polityka prywatności"])], box='div class="kol"', title="b")}<p>&copy; 2013 Echo Borowca. Wszelkie prawa zastrzeżone.</p></td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#cfd8cf;font:12px Tahoma,Arial,sans-serif}#strona{background:#fff}#naglowek{padding:8px;position:relative}.pogoda{position:absolute;right:10px;top:30px;font-size:11px}
#menu{background:#2e6b2e;padding:6px}#menu a{color:#fff;font-weight:bold}.reklama-top,.reklama-srodek{text-align:center;padding:6px}small{font-size:9px;color:#999}#tresc{padding:10px}#prawa{padding:10px;background:#f4f7f4}
.sciezka,.info{font-size:10px;color:#777}.lead{font-weight:bold}.udostepnij{font-size:11px;padding:3px;border:1px dashed #ccc}.kom{border-bottom:2px solid #2e6b2e;color:#2e6b2e}
.komentarze td{vertical-align:top}.kh0{background:#f3f3f3}.kh1{background:#fff}.knum{width:26px;color:#999;font-weight:bold}.kdata{color:#888;font-size:10px}.ktresc{padding-bottom:8px}.kocena{font-size:10px;color:#999;text-align:right}
.ramka{border:1px solid #cdc;margin-bottom:10px;padding:6px;background:#fff}.ramka h4{margin:0 0 4px;color:#2e6b2e}.regulamin{font-size:10px;color:#888}#stopka{background:#2e6b2e;color:#def;padding:10px;font-size:11px}#stopka a{color:#fff}.kol{float:left;width:300px}#stopka p{clear:both}
</style>"""
    files = {
        "/gfx/echo-borowca.svg": svg(320, 60, "#2e6b2e", "Echo Borowca", 24),
        "/gfx/reklama/meble-750.svg": svg(750, 100, "#a63", "Meble Dąbrowski"),
        "/zdjecia/2013/02/przystanek-lesna.svg": svg(520, 290, "#9ab", "przystanek"),
        "/gfx/reklama/apteka.svg": svg(468, 60, "#3a6", "Apteka Pod Lipami"),
        "/gfx/reklama/bank-300.svg": svg(300, 250, "#036", "Bank Spółdzielczy"),
    }
    html = (
        doc(
            "html4t",
            title="Nowy rozkład linii 7. Mieszkańcy osiedla Leśnego protestują - Echo Borowca",
            lang="pl",
            head=css,
        )
        + body
    )
    return make(
        "fg-pl-news-autobus",
        "discussion",
        "pl",
        html,
        cs,
        path=path,
        container="table.komentarze after h3.kom 'Komentarze (6)', in a layout table's cell: two striped rows per comment (td.knum 'N' anchor with rowspan 2, td.kautor 'b NAME' span.kdata DATE; then td.ktresc TEXT with br, div.kocena 'Oceń: + − · zgłoś'); no avatars",
        heading="Komentarze (6)",
        description="A Polish town portal of 2013 (invented), laid out in a table: a bus line runs less often; 6 comments, two table rows each, striped, numbered, no avatars; around them a weather line with name days, a 12-item menu, a top banner, a view and comment count, share links, a captioned photo, related articles with dates, ads, 'Najczęściej czytane', 'Najczęściej komentowane' with counts, a poll, small ads and a footer of 15 links.",
        files=files,
    )


# --------------------------------------------------------------------------- en: a local-history blog, 2010


def en_diner() -> Case:
    cs = talk("""
Walt Brenner || October 4, 2010 at 7:15 pm || My dad took me there every Saturday after the feed store. Two eggs, rye toast and a slice of the sour cream pie if I had been quiet in the truck. I can still see the counter stools with the split red seats.
Joanne || October 4, 2010 at 8:02 pm || Such a good piece. Does anyone know what happens to the neon sign? It would be a shame if it went to the scrap yard.
Ellen || October 4, 2010 at 9:30 pm || Joanne, Mr. Dorsey told me the historical society asked for it. Nothing is signed yet, but he said he would rather it stayed in the county.
Rick from Cedar Falls || October 5, 2010 at 6:48 am || We stopped there on every trip to my grandmother's for fifteen years. The waitress with the beehive always remembered that my brother wanted his pancakes cut into squares.
T. Okafor || October 5, 2010 at 11:20 am || I moved here in 2004 and the Wayside was the first place where someone asked my name and then used it the next time I came in. That counts for a lot in a new town.
Marcy Lindqvist || October 5, 2010 at 1:05 pm || The bypass did this. Once the state moved the highway, half the businesses on Route 9 were gone within five years. The diner just held on longer than the rest.
Walt Brenner || October 5, 2010 at 4:41 pm || Marcy is right about the bypass. The gas station across the road closed in 1998 and the motel a couple of years after. // Ellen, will you be there on the last day? I would like a photo of the counter before they pull it out.
Ellen || October 5, 2010 at 9:12 pm || Walt, yes, I will be there from about seven on Saturday morning. Bring the photo of your dad if you still have it, Mr. Dorsey would love to see it.
Pat Quinlan || October 6, 2010 at 8:27 am || Last pot of coffee is right. I went in yesterday and they had already stopped doing the pie. End of an era.
""")
    path = "/2010/10/04/the-last-pot-of-coffee-at-the-wayside-diner/"
    title = "The last pot of coffee at the Wayside Diner"

    def li(i: int) -> str:
        c = cs[i]
        cid = 2207 + i
        alt = "alt" if i % 2 else ""
        by = " bypostauthor" if c.who == "Ellen" else ""
        return (
            f'<li class="{alt}{by}" id="comment-{cid}"><a class="cnum" href="#comment-{cid}">{i + 1}</a>'
            f"<cite>{esc(c.who)}</cite> Says:<br>"
            f'<small class="commentmetadata"><a href="#comment-{cid}" title="">{esc(c.at)}</a></small>'
            f"{paras(c.raw)}</li>"
        )

    thread = "".join(li(i) for i in range(len(cs)))
    recent = "".join(
        f'<li class="recentcomments">{esc(w)} on <a href="{h}">{esc(t)}</a></li>'
        for w, h, t in (
            ("Pat Quinlan", path + "#comment-2215", title),
            ("Ellen", path + "#comment-2214", title),
            (
                "Gus Hartwell",
                "/2010/09/21/when-the-river-took-the-mill-bridge/#comment-2190",
                "When the river took the Mill Bridge",
            ),
            ("Deb", "/2010/09/07/the-grange-hall-dances/#comment-2171", "The Grange Hall dances"),
            ("Marcy Lindqvist", "/2010/09/07/the-grange-hall-dances/#comment-2168", "The Grange Hall dances"),
        )
    )
    blogroll = items(
        "/go/",
        [
            "Barn Quilts of the Valley",
            "County Historical Society",
            "Dead Railroads of the Midwest",
            "Old Signs Project",
            "Prairie Postcards",
            "The Courthouse Square Blog",
        ],
    )
    archives = "".join(
        f'<li><a href="/{y}/{m:02d}/">{n} {y}</a> ({k})</li>'
        for y, m, n, k in (
            (2010, 10, "October", 1),
            (2010, 9, "September", 4),
            (2010, 8, "August", 5),
            (2010, 7, "July", 3),
            (2010, 6, "June", 6),
            (2010, 5, "May", 4),
        )
    )
    tags = cloud(
        "/tag/",
        [
            ("bypass", 10),
            ("churches", 12),
            ("diners", 16),
            ("Grange", 9),
            ("Mill Bridge", 11),
            ("neon", 8),
            ("railroad", 20),
            ("Route 9", 22),
            ("schools", 13),
            ("signs", 15),
        ],
    )
    body = f"""<body>
<div id="page">
<div id="header"><h1 id="blog-title"><a href="/">Route Nine Remembered</a></h1><div class="description">Small-town history from the old highway, one building at a time</div></div>
<ul id="navigation">{items("/", ["Home", "About", "Map of Route 9", "Photo Archive", "Oral Histories", "Contact"])}</ul>
<div id="content" class="narrowcolumn">
<div class="post" id="post-611">
<h2>{esc(title)}</h2>
<small>October 4th, 2010 by Ellen</small>
<div class="entry">
<p>After sixty-one years, the Wayside Diner on old Route 9 will serve its last breakfast on Saturday. Frank Dorsey, who bought it from his uncle in 1979, is seventy-four and says his knees have voted for retirement.</p>
<p>The diner opened in 1949 in a prefabricated car shipped by rail from New Jersey. It still has its original counter and fourteen stools, though the red seats have been patched more times than Frank can count.</p>
<p><img src="/wp-content/uploads/2010/10/wayside-diner.svg" width="480" height="300" alt="The Wayside Diner in 1962" class="aligncenter"><br><em>The Wayside in 1962, from the Dorsey family album.</em></p>
<p>If you have stories or pictures from the Wayside, leave them below. I will print the best ones for Frank.</p>
</div>
<p class="postmetadata">Posted in <a href="/category/businesses/">Businesses</a>, <a href="/category/route-9/">Route 9</a> | Tags: <a href="/tag/diners/">diners</a>, <a href="/tag/route-9/">Route 9</a> | <a href="#comments">9 Comments &raquo;</a></p>
<div class="sharethis"><a href="/share/facebook">Share on Facebook</a> &middot; <a href="/share/twitter">Tweet this</a> &middot; <a href="/share/stumbleupon">StumbleUpon</a> &middot; <a href="mailto:?subject=Wayside">Email</a></div>
<div class="navigation"><div class="alignleft">&laquo; <a href="/2010/09/21/when-the-river-took-the-mill-bridge/">When the river took the Mill Bridge</a></div><div class="alignright"></div></div>
</div>
<h3 id="comments">9 Responses to &#8220;{esc(title)}&#8221;</h3>
<ol class="commentlist">{thread}</ol>
<h3 id="respond">Leave a Reply</h3>
<form action="/wp-comments-post.php" method="post" id="commentform"><p><input type="text" name="author" size="22"> <label>Name (required)</label></p><p><input type="text" name="email" size="22"> <label>Mail (will not be published) (required)</label></p><p><input type="text" name="url" size="22"> <label>Website</label></p><p><textarea name="comment" cols="58" rows="8"></textarea></p><p><input type="submit" value="Submit Comment"></p></form>
</div>
<div id="sidebar">
<ul>
<li><h2>Search</h2><form action="/" method="get"><input type="text" name="s"> <input type="submit" value="Search"></form></li>
<li><h2>Recent Comments</h2><ul id="recentcomments">{recent}</ul></li>
<li><h2>Blogroll</h2><ul>{blogroll}</ul></li>
<li><h2>Tags</h2><div class="tagcloud">{tags}</div></li>
<li><h2>Archives</h2><ul>{archives}</ul></li>
<li><h2>Sponsors</h2><a href="/go/valley-hardware"><img src="/wp-content/uploads/ads/valley-hardware.svg" width="125" height="125" alt="Valley Hardware"></a> <a href="/go/corner-books"><img src="/wp-content/uploads/ads/corner-books.svg" width="125" height="125" alt="Corner Books"></a></li>
<li><h2>Meta</h2><ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="/comments/feed/">Comments <abbr title="Really Simple Syndication">RSS</abbr></a></li></ul></li>
</ul>
</div>
<div id="footer"><p>Route Nine Remembered is proudly powered by a very old computer. <a href="/feed/">Entries (RSS)</a> and <a href="/comments/feed/">Comments (RSS)</a>. {anchors("/", ["About", "Contact", "Photo Archive", "Oral Histories", "Privacy"], " | ")}</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#d5c9a8;font:13px/1.5 'Lucida Grande',Verdana,sans-serif}#page{width:760px;margin:20px auto;background:#fffdf6;border:1px solid #b9a77a}#header{background:#6b4f2a;padding:30px 20px;color:#f2e6c8}#header a{color:#fff}
.description{font-style:italic}#navigation{list-style:none;margin:0;padding:5px 20px;background:#8c6d3f}#navigation li{display:inline;margin-right:12px}#navigation a{color:#fff}
.narrowcolumn{float:left;width:470px;padding:10px 20px}#sidebar{float:right;width:210px;padding:10px;font-size:11px}#sidebar ul{list-style:none;padding:0}#sidebar h2{font-size:13px;border-bottom:1px solid #b9a77a}
.postmetadata,.sharethis{font-size:11px;color:#777}.commentlist li{border-bottom:1px solid #e4dcc6;padding:8px;list-style:none}.commentlist li.alt{background:#f6f0df}.commentlist li.bypostauthor{background:#efe4c4}
.cnum{float:right;font-size:18px;color:#b9a77a;text-decoration:none}.commentlist cite{font-style:normal;font-weight:bold}.commentmetadata{font-size:10px}#footer{clear:both;font-size:11px;text-align:center;padding:10px;color:#6b4f2a}
</style>"""
    files = {
        "/wp-content/uploads/2010/10/wayside-diner.svg": svg(480, 300, "#a0522d", "Wayside Diner 1962"),
        "/wp-content/uploads/ads/valley-hardware.svg": svg(125, 125, "#c33", "Hardware", 12),
        "/wp-content/uploads/ads/corner-books.svg": svg(125, 125, "#336", "Books", 12),
    }
    html = (
        doc(
            "xhtml",
            title=f"Route Nine Remembered » {title}",
            lang="en-US",
            head=css,
        )
        + body
    )
    return make(
        "fg-en-blog-diner",
        "discussion",
        "en-US",
        html,
        cs,
        path=path,
        container="ol.commentlist after h3#comments '9 Responses to “TITLE”': one li#comment-N each (a.cnum 'N', cite NAME 'Says:', small.commentmetadata a DATE, TEXT in p), alternate li.alt, the blogger's two answers li.bypostauthor flat among them; no avatars; the sidebar's 'Recent Comments' lists 'NAME on TITLE' (two of them this post's own)",
        heading="9 Responses to “The last pot of coffee at the Wayside Diner”",
        description="An American local-history blog of 2010 (invented) in a hand-made theme of the Kubrick era: a diner closes after 61 years; 9 responses in an <ol> with <cite> names and numbered anchors, no avatars, the blogger's two answers flat (truth top-level); around them a menu, a captioned photo, post metadata with a comment count, share links, a previous-post link, and a sidebar with search, 'Recent Comments' ('NAME on TITLE', no text), a blogroll, a tag cloud, monthly archives with counts, sponsor buttons and Meta.",
        lookalikes=("ul#recentcomments",),
        files=files,
    )
