"""Blind set DJ: readers' discussions under news and blog pages of 2010-2014, in the served HTML: an English
regional weekly's threaded "Readers' comments", a Dutch village news site's flat "Reacties" without times, a German
walking blog's threaded "Antworten", an Italian local news site's "I vostri commenti" without times or answers and a
Brazilian regional news site's "Opinião do leitor" with answers linked by "em resposta a". Every site, name, place and
text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dj_common import Case, Seed, counted, doc, esc, links, make, paras, slug

# --------------------------------------------------------------------------- en: a regional weekly, 2012

EN_CSS = (
    "body{margin:0;background:#dfe3e6;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#page{width:980px;margin:0 auto;background:#fff}"
    "#top-strip{background:#1d2a44;color:#cdd;font-size:11px;padding:4px 10px}#top-strip a{color:#fff}"
    "#brand{padding:14px 10px;border-bottom:5px solid #a3122a}#brand .logo{font:bold 42px 'Times New Roman',serif;color:#1d2a44}"
    "#nav{margin:0;padding:0;list-style:none;background:#a3122a;overflow:hidden}#nav li{float:left}#nav a{display:block;color:#fff;padding:6px 10px;font-weight:bold}"
    "#main{float:left;width:640px;padding:12px}#rail{float:right;width:300px;padding:12px 10px}.rail-box{border:1px solid #ccd;margin-bottom:14px}"
    ".rail-box h3{margin:0;background:#1d2a44;color:#fff;font-size:12px;padding:4px 8px}.story-meta{color:#666;font-size:11px}"
    ".rc-item{border-top:1px dotted #bbb;padding:8px 0}.rc-replies{margin-left:36px}.rc-by{font-size:11px;color:#555}"
    ".rc-tools{font-size:11px}#footer{clear:both;background:#1d2a44;color:#99a;padding:14px;font-size:11px}"
)


def en_weekly() -> Case:
    cs = [
        Seed(
            "Mags T",
            "Again?? The council said no twice already. The lane past the school can't take the traffic it's got now, "
            "never mind 140 more households with two cars each.",
            None,
            "14/03/2012 at 18:40",
        ),
        Seed(
            "DaveR_1974",
            "Mags, with respect, where are our kids supposed to live? My daughter is 27 and still in her old bedroom "
            "because there is nothing under £200k within ten miles of here. Something has to be built somewhere.",
            0,
            "14/03/2012 at 19:05",
        ),
        Seed(
            "Pennock resident",
            "The field floods every winter, I have photos going back to 2007. Has anyone from the developer actually "
            "stood on it in january",
            None,
            "14/03/2012 at 21:17",
        ),
        Seed(
            "G. Halloran",
            "Worth pointing out that the inspector only looks at planning policy, not at how many objection letters "
            "went in. If the district council still hasn't got its five-year land supply sorted, this will go through "
            "whatever any of us think.\n\nThe time to fight this was the local plan consultation in 2010. About "
            "thirty people turned up to that.",
            None,
            "15/03/2012 at 08:02",
        ),
        Seed(
            "Tom Beasley",
            "Send them to the inspectorate! Written representations close on 4 April, the address is at the bottom of "
            "the article.",
            2,
            "15/03/2012 at 10:48",
        ),
    ]
    towns = ["Wexcombe", "Stoke Pennock", "", "Alderbridge", "Wexcombe"]

    def item(i: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        sub = f'<div class="rc-replies">{"".join(item(j) for j in kids)}</div>' if kids else ""
        town = f", {esc(towns[i])}" if towns[i] else ""
        return (
            f'<div class="rc-item" id="rc-{8812 + i * 7}"><div class="rc-by">Posted by <b>{esc(c.author)}</b>{town} '
            f"&middot; {esc(c.when)}</div>"
            f'<div class="rc-text">{paras(c.text)}</div>'
            f'<div class="rc-tools"><a href="?replyto={8812 + i * 7}#rc-form">Reply</a> | '
            f'<a href="/report/{8812 + i * 7}">Report this post</a> | <span class="rc-rec">Recommend (0)</span></div>'
            f"{sub}</div>"
        )

    thread = "".join(item(i) for i, c in enumerate(cs) if c.parent is None)
    after = (
        '<div id="readers-comments"><h2>Readers\' comments (5)</h2>'
        '<p class="rc-note">Comments are the views of the writers, not the Herald. '
        '<a href="/house-rules">House rules</a> &middot; Show: <b>Oldest first</b> | <a href="?order=new">Newest first</a></p>'
        f"{thread}"
        '<div id="rc-form"><h3>Have your say</h3><p>You must be <a href="/login">logged in</a> to post. '
        'Not registered? <a href="/register">Sign up here</a>.</p></div></div>'
    )
    story = (
        '<div class="crumbs"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; <a href="/news/local/">Local</a></div>'
        "<h1>Pennock Farm housing plan goes to appeal</h1>"
        '<p class="story-meta">By Rachel Orme, Chief Reporter &middot; Wednesday 14 March 2012, 12:30 &middot; '
        '<a href="#readers-comments">5 comments</a></p>'
        '<div class="share"><span>Share: Facebook (23) | Twitter (9) | Email | Print</span></div>'
        '<img src="/_avatar/pennock-farm.svg" width="600" height="300" alt="" />'
        '<p class="caption">The 11-acre site off School Lane, Stoke Pennock.</p>'
        "<p><b>A developer turned down twice by district councillors has taken its plans for 140 homes on farmland at "
        "Stoke Pennock to a planning inspector.</b></p>"
        "<p>Harrowgate Land Ltd lodged the appeal with the Planning Inspectorate last week, five months after the "
        "Wexcombe District Council planning committee refused the scheme by seven votes to four.</p>"
        "<p>The company says the district cannot show a five-year supply of housing land and that the refusal goes "
        "against national policy. Councillors cited traffic on School Lane, flooding and the loss of farmland.</p>"
        '<p>Parish council chairman Keith Dunmore said: "We will be making our case again. Nothing about the lane '
        'or the drainage has changed since October."</p>'
        "<p>The appeal will be decided by written representations. Anyone who commented on the original application "
        "will be told. New comments can be sent to the Planning Inspectorate, Room 3/14, Temple Quay House, quoting "
        "reference APP/W4105/A/12/2170332, by 4 April.</p>"
        '<div class="author-box"><img src="/_avatar/rachel-orme.svg" width="50" height="50" alt="" /> '
        "<b>Rachel Orme</b> covers planning and the district council. Contact her on 01632 960412.</div>"
    )
    side = (
        '<div class="rail-box"><h3>Most read</h3>'
        + counted(
            """Lorry sheds load on A417 roundabout | 2,114 views
            Alderbridge chip shop named best in county | 1,876 views
            Pennock Farm housing plan goes to appeal | 1,402 views
            Market square parking charges to rise | 988 views
            Wexcombe Town 2 Milbury 2: report | 611 views""",
            "",
        ).replace(" )", ")")
        + "</div>"
        '<div class="rail-box"><h3>Most commented</h3>'
        + counted(
            """Market square parking charges to rise | 31
            Pennock Farm housing plan goes to appeal | 5
            New head for Stoke Pennock primary | 4""",
            "comments",
        )
        + "</div>"
        '<div class="rail-box"><h3>Weather</h3><p>Wexcombe: light rain, 9&deg;C. Tomorrow: sunny spells, 11&deg;C.</p></div>'
        '<div class="rail-box"><h3>Jobs</h3>'
        + links(
            ["Care assistant, Alderbridge", "HGV Class 1 driver", "Part-time receptionist, Wexcombe"],
            "/jobs/",
        )
        + "</div>"
    )
    body = (
        '<div id="page"><div id="top-strip">Thursday 15 March 2012 | <a href="/subscribe">Subscribe</a> | '
        '<a href="/epaper">e-edition</a> | <a href="/login">Log in</a></div>'
        '<div id="brand"><span class="logo">The Wexcombe &amp; District Herald</span></div>'
        '<ul id="nav">'
        + "".join(
            f'<li><a href="/{slug(s)}/">{s}</a></li>'
            for s in (
                "News",
                "Sport",
                "What's On",
                "Community",
                "Property",
                "Motors",
                "Jobs",
                "Announcements",
            )
        )
        + "</ul>"
        f'<div id="main">{story}{after}<div class="related"><h3>Related stories</h3>'
        + links(
            [
                "Councillors throw out Pennock Farm plan for second time",
                "Villagers pack hall to oppose 140 homes",
                "District's local plan delayed again",
            ],
            "/news/local/",
        )
        + f'</div></div><div id="rail">{side}</div>'
        '<div id="footer">&copy; 2012 Wexcombe Newspapers Ltd, 4 Bridge Street, Wexcombe. '
        '<a href="/contact">Contact us</a> | <a href="/advertise">Advertise</a> | <a href="/privacy">Privacy</a> | '
        '<a href="/pcc">Press Complaints</a></div></div>'
    )
    html = doc("en", "Pennock Farm housing plan goes to appeal", "Wexcombe & District Herald", EN_CSS, body)
    return make(
        "dj-en-herald",
        "discussion",
        "en",
        html,
        cs,
        path="/news/local/pennock-farm-housing-plan-goes-to-appeal-1-4410287.html",
        container="div#readers-comments",
        heading="Readers' comments (5)",
        description="An English regional weekly of 2012: a planning appeal story; 'Readers' comments (5)', "
        "'Posted by NAME, town · time', replies nested in div.rc-replies (2 answers)",
    )


# --------------------------------------------------------------------------- nl: a village news site, 2011

NL_CSS = (
    "body{margin:0;background:#f3f1e7;font:14px/1.5 Verdana,sans-serif;color:#333}#wrap{width:940px;margin:0 auto;background:#fff;border:1px solid #ddd}"
    "#kop{background:#2f6b2f;color:#fff;padding:18px}#kop .naam{font:bold 30px Georgia}#kop .sub{color:#cfe6cf;font-size:12px}"
    "#menu{background:#e9e3c8;padding:6px 18px}#menu a{margin-right:12px;color:#2f6b2f;font-weight:bold}#inhoud{float:left;width:600px;padding:18px}"
    "#zijkant{float:right;width:260px;padding:18px 12px}.blok{background:#f6f6ef;border:1px solid #e0dcc4;padding:8px;margin-bottom:12px}"
    ".blok h4{margin:0 0 6px;color:#2f6b2f}.datum{color:#888;font-size:12px}ul.reacties{list-style:none;padding:0}"
    "ul.reacties li{border-bottom:1px solid #eee;padding:8px 0}.afzender{font-size:12px;color:#2f6b2f;font-weight:bold}#voet{clear:both;background:#2f6b2f;color:#dfd;font-size:11px;padding:10px 18px}"
)


def nl_dorp() -> Case:
    cs = [
        Seed(
            "Ineke van Dam",
            "Wat jammer! Elke zaterdag haalden wij daar ons krentenbrood, al sinds ik een klein meisje was. Bedankt "
            "voor alles Gerrit en Ria en geniet van jullie rust.",
        ),
        Seed(
            "Jos Verhoeven",
            "Zo gaat het overal in de dorpen. Eerst de bank weg, toen het postagentschap en nu de bakker. Straks "
            "wonen we hier alleen nog om te slapen.",
        ),
        Seed("marloes", "mooiste appelflappen van de hele streek, ga ik echt missen"),
        Seed(
            "Henk Blokland",
            "Weet iemand of er al een koper is voor het pand? Zou mooi zijn als er weer een winkel in komt en geen "
            "appartementen.",
        ),
    ]
    thread = "".join(
        f'<li class="bijdrage">{paras(c.text)}<div class="afzender">{esc(c.author)}</div></li>' for c in cs
    )
    after = (
        '<div class="reageren"><h3>Reacties (4)</h3>'
        f'<ul class="reacties">{thread}</ul>'
        '<h4>Reageer op dit bericht</h4><form action="/reageer" method="post"><p>Naam:<br /><input type="text" name="naam" /></p>'
        '<p>E-mail (wordt niet getoond):<br /><input type="text" name="email" /></p>'
        '<p>Uw reactie:<br /><textarea name="tekst" rows="5" cols="50"></textarea></p>'
        '<p><input type="submit" value="Verstuur" /></p></form>'
        '<p class="datum">Reacties worden door de redactie gelezen voordat ze geplaatst worden.</p></div>'
    )
    story = (
        '<p class="datum">Westerloon &middot; vrijdag 7 oktober 2011, 11:15 &middot; door redactie</p>'
        "<h1>Bakkerij Van Oirschot na 82 jaar dicht</h1>"
        '<img src="/_avatar/bakkerij.svg" width="560" height="280" alt="" />'
        "<p><b>WESTERLOON - Zaterdag 29 oktober gaat de deur van Bakkerij Van Oirschot aan de Dorpsstraat voor het "
        "laatst open. Gerrit (64) en Ria (61) van Oirschot stoppen ermee.</b></p>"
        '<p>De bakkerij werd in 1929 begonnen door de grootvader van Gerrit. "Ik sta sinds mijn vijftiende om vier '
        'uur \'s nachts in de bakkerij", vertelt hij. "Onze kinderen hebben andere plannen en dat vinden we prima."</p>'
        "<p>Een opvolger is niet gevonden. Het pand met bovenwoning staat te koop. Wat er met de oven gebeurt, weten "
        "ze nog niet.</p>"
        "<p>Op de laatste dag trakteren Gerrit en Ria alle klanten op koffie met een stuk Westerloonse "
        "kermiskoek.</p>"
        '<p class="delen">Delen: <a href="#">Hyves (14)</a> &middot; <a href="#">Facebook (22)</a> &middot; '
        '<a href="#">Twitter</a> &middot; <a href="#">Stuur door</a></p>'
    )
    side = (
        '<div class="blok"><h4>Meest gelezen</h4>'
        + counted(
            """Bakkerij Van Oirschot na 82 jaar dicht | 1.203 x
            Kermis Westerloon: programma bekend | 877 x
            Fietser gewond bij botsing op Veldweg | 640 x
            VV Westerloon wint derby van Oosthaven | 512 x""",
            "gelezen",
        )
        + "</div>"
        '<div class="blok"><h4>Agenda</h4><ul><li>8 okt - Oud papier (Scouting)</li><li>12 okt - Inloopavond dorpshuis</li>'
        "<li>15 okt - Rommelmarkt Sint-Jan</li></ul></div>"
        '<div class="blok"><h4>Het weer</h4><p>Zaterdag: buien, 13&deg;C</p></div>'
        '<div class="blok"><h4>Adverteren?</h4><p>Bel 0499-552 310 of mail de redactie.</p></div>'
    )
    body = (
        '<div id="wrap"><div id="kop"><div class="naam">Westerloon Nieuws</div><div class="sub">Het nieuws uit '
        "Westerloon, Oosthaven en Buitenveld</div></div>"
        '<div id="menu">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in ("Home", "Nieuws", "Sport", "Verenigingen", "Agenda", "Foto's", "Contact")
        )
        + f'</div><div id="inhoud">{story}{after}<h3>Ook in het nieuws</h3>'
        + links(
            [
                "Dorpshuis krijgt nieuw dak",
                "Oud papier gaat voortaan per container",
                "Jubileumconcert harmonie",
            ],
            "/nieuws/",
        )
        + f'</div><div id="zijkant">{side}</div>'
        '<div id="voet">&copy; 2011 Westerloon Nieuws &middot; Stichting Dorpsinformatie Westerloon &middot; '
        '<a href="/colofon">Colofon</a> &middot; <a href="/tips">Tips? Mail ons</a></div></div>'
    )
    html = doc("nl", "Bakkerij Van Oirschot na 82 jaar dicht", "Westerloon Nieuws", NL_CSS, body)
    return make(
        "dj-nl-bakkerij",
        "discussion",
        "nl",
        html,
        cs,
        path="/nieuws/2011/10/bakkerij-van-oirschot-na-82-jaar-dicht.html",
        container="div.reageren",
        heading="Reacties (4)",
        description="A Dutch village news site of 2011: the bakery closes; 'Reacties (4)', a flat ul of li.bijdrage, "
        "the text first and the name after it, no time, no answers or reply links",
    )


# --------------------------------------------------------------------------- de: a walking blog, 2013

DE_CSS = (
    "body{margin:0;background:#eae6dc;font:15px/1.6 Georgia,serif;color:#3a3a3a}#seite{width:900px;margin:20px auto;background:#fffdf7;padding:0 24px;box-shadow:0 0 6px #bbb}"
    "#kopf h1{font:normal 38px Georgia;color:#5d4a2e;margin:0;padding:26px 0 4px}#kopf p{color:#998a6a;margin:0 0 12px}"
    "#nav{border-top:1px solid #d8cfb8;border-bottom:1px solid #d8cfb8;padding:6px 0}#nav a{margin-right:16px;color:#5d4a2e}"
    "#beitrag{float:left;width:580px;padding:14px 0}#leiste{float:right;width:250px;padding:14px 0;font-size:13px}"
    ".eintrag-info{font-size:12px;color:#998a6a}ol.antworten,ol.antworten ol{list-style:none;padding-left:0}ol.antworten ol{margin-left:30px}"
    ".a-kopf{font-size:12px;color:#776}.a-kopf cite{font-style:normal;font-weight:bold;color:#5d4a2e}#fuss{clear:both;border-top:1px solid #d8cfb8;padding:12px 0;font-size:11px;color:#998a6a}"
)


def de_wanderblog() -> Case:
    cs = [
        Seed(
            "Renate",
            "Schöne Tour, die sind wir letzten Herbst auch gegangen! Den Abstecher zur Kapelle kann ich nur empfehlen, "
            "von da oben sieht man bei klarem Wetter bis zu den Alpen.",
            None,
            "13. Mai 2013 um 09:14",
        ),
        Seed(
            "Wanderfalke",
            "Ist der Weg ab dem Steinbruch mit Kinderwagen machbar? Wir haben einen Geländewagen (Kinderwagen, nicht "
            "Auto ;-)) aber die Kleine ist erst 1 1/2.",
            None,
            "13. Mai 2013 um 17:40",
        ),
        Seed(
            "Bernd Kessler",
            "Hallo Wanderfalke, bis zum Steinbruch geht es gut, danach wird es wurzelig und an zwei Stellen steil. Ich "
            "würde ab dort die Kraxe nehmen. Oder ihr bleibt unten am Bach und lauft über die Hohlmühle zurück, das ist "
            "flach.",
            1,
            "13. Mai 2013 um 20:02",
        ),
        Seed("Wanderfalke", "Danke, dann nehmen wir die Kraxe mit!", 2, "14. Mai 2013 um 07:55"),
        Seed(
            "Thomas aus Gerbach",
            "Kleine Korrektur: die Burgruine ist nicht im 30jährigen Krieg zerstört worden, sondern schon 1525 im "
            "Bauernkrieg. Steht auch so auf der Tafel am Tor. Ansonsten wie immer toll beschrieben und die Fotos sind "
            "klasse.",
            None,
            "15. Mai 2013 um 12:31",
        ),
        Seed(
            "Bernd Kessler",
            "Stimmt natürlich, Thomas, danke! Ich habe es im Text korrigiert.",
            4,
            "15. Mai 2013 um 18:06",
        ),
    ]

    def item(i: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        sub = f'<ol class="unter">{"".join(item(j) for j in kids)}</ol>' if kids else ""
        own = " autor" if c.author == "Bernd Kessler" else ""
        return (
            f'<li class="antwort{own}" id="antwort-{311 + i}"><div class="a-kopf"><img src="/_avatar/{i}.svg" width="32" height="32" alt="" /> '
            f'<cite>{esc(c.author)}</cite> schrieb am <a href="#antwort-{311 + i}">{esc(c.when)}</a></div>'
            f'<div class="a-text">{paras(c.text)}</div>'
            f'<div class="a-link"><a href="?antworten={311 + i}#antwortformular">Antworten</a></div>{sub}</li>'
        )

    thread = "".join(item(i) for i, c in enumerate(cs) if c.parent is None)
    after = (
        '<div id="antworten-bereich"><h3>6 Antworten auf &bdquo;Über den Eschenkopf zur Ruine Falkenau&ldquo;</h3>'
        f'<ol class="antworten">{thread}</ol>'
        '<div id="antwortformular"><h3>Hinterlasse eine Antwort</h3><form action="/wp-post.php" method="post">'
        '<p><input type="text" name="author" /> Name (Pflichtfeld)</p><p><input type="text" name="email" /> E-Mail (wird nicht veröffentlicht)</p>'
        '<p><input type="text" name="url" /> Website</p><p><textarea name="text" rows="6" cols="50"></textarea></p>'
        '<p><input type="submit" value="Antwort abschicken" /></p></form></div></div>'
    )
    post = (
        '<div class="eintrag"><h2>Über den Eschenkopf zur Ruine Falkenau</h2>'
        '<div class="eintrag-info">Veröffentlicht am 12. Mai 2013 von Bernd Kessler in <a href="/kategorie/touren/">Touren</a>, '
        '<a href="/kategorie/mit-kindern/">Mit Kindern</a></div>'
        "<p>Endlich Frühling! Am Sonntag sind wir die Runde über den Eschenkopf gegangen, die ich schon seit dem "
        "letzten Sommer auf meiner Liste hatte: 14 km, knapp 450 Höhenmeter, Start und Ziel am Wanderparkplatz "
        "Hohlmühle.</p>"
        "<p>Der Weg folgt erst dem Gerbach und steigt dann an einem alten Steinbruch vorbei zum Kamm. Oben stehen "
        "Buchen und im Mai ist der Boden weiß von Bärlauch. Nach gut zwei Stunden erreicht man die Ruine Falkenau, "
        "von der noch der Bergfried und ein Stück Ringmauer stehen.</p>"
        "<p>Einkehren kann man im Falkenauer Hof (Mo Ruhetag), der Flammkuchen ist ausgezeichnet. Zurück geht es "
        "über den Bachpfad.</p>"
        '<p><img src="/_avatar/eschenkopf-1.svg" width="560" height="300" alt="Blick vom Eschenkopf" /></p>'
        '<p><b>Karte und GPX:</b> <a href="/gpx/eschenkopf.gpx">eschenkopf.gpx</a> (48 KB)</p>'
        '<div class="teilen">Teilen: <a href="#">Facebook</a> (17) &middot; <a href="#">Twitter</a> (4) &middot; '
        '<a href="#">Google+</a> (2)</div>'
        '<div class="ueber-autor"><img src="/_avatar/bernd.svg" width="60" height="60" alt="" /><b>Über Bernd Kessler</b>'
        "<p>Wandert seit 30 Jahren durch das Oberland, seit 2009 mit Familie und Hund. Schreibt hier über Touren, "
        "die man an einem Tag schafft.</p></div></div>"
    )
    side = (
        '<h4>Suche</h4><form><input type="text" /> <input type="submit" value="Suchen" /></form>'
        "<h4>Neueste Beiträge</h4>"
        + links(
            [
                "Über den Eschenkopf zur Ruine Falkenau",
                "Winterrunde am Weiher",
                "Mein neuer Rucksack im Test",
            ],
            "/2013/",
        )
        + "<h4>Beliebte Touren</h4>"
        + counted(
            """Durch die Wolfsschlucht | 3.410 Aufrufe
            Rund um den Hüttenweiher | 2.876 Aufrufe
            Zum Aussichtsturm am Lerchenberg | 1.944 Aufrufe""",
            "",
        ).replace(" )", ")")
        + "<h4>Kategorien</h4><ul><li>Touren (64)</li><li>Mit Kindern (21)</li><li>Ausrüstung (12)</li><li>Einkehr (18)</li></ul>"
        "<h4>Archiv</h4><ul><li>Mai 2013 (2)</li><li>April 2013 (3)</li><li>März 2013 (4)</li></ul>"
        "<h4>Blogroll</h4>"
        + links(
            ["Pfadfinderin unterwegs", "Gipfelbuch online", "Familie auf Tour"], "http://blogs.example.org/"
        )
    )
    body = (
        '<div id="seite"><div id="kopf"><h1>Unterwegs im Oberland</h1><p>Tageswanderungen, Einkehr und was man '
        "unterwegs so sieht</p></div>"
        '<div id="nav">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>' for s in ("Start", "Touren", "Karte", "Über mich", "Impressum")
        )
        + f'</div><div id="beitrag">{post}{after}</div><div id="leiste">{side}</div>'
        '<div id="fuss">&copy; 2013 Unterwegs im Oberland &middot; <a href="/impressum">Impressum</a> &middot; '
        "Powered by WordPress</div></div>"
    )
    html = doc("de", "Über den Eschenkopf zur Ruine Falkenau", "Unterwegs im Oberland", DE_CSS, body)
    return make(
        "dj-de-eschenkopf",
        "discussion",
        "de",
        html,
        cs,
        path="/2013/05/12/ueber-den-eschenkopf-zur-ruine-falkenau/",
        container="div#antworten-bereich",
        heading="6 Antworten auf „Über den Eschenkopf zur Ruine Falkenau“",
        description="A German walking blog of 2013 on a WordPress-like theme of its own: '6 Antworten auf …', "
        "ol.antworten with nested ol.unter (3 answers, three levels), 'NAME schrieb am TIME', the blogger answers",
    )


# --------------------------------------------------------------------------- it: a local news site, 2010

IT_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Tahoma,Verdana,sans-serif;color:#222}#contenitore{width:970px;margin:0 auto}"
    "#testata{background:#0a3d62;color:#fff;padding:10px 14px;overflow:hidden}#testata .logo{font:bold 34px Georgia;float:left}"
    "#testata .data{float:right;font-size:11px;color:#cde}#menu{background:#e67e22;padding:5px 14px}#menu a{color:#fff;font-weight:bold;margin-right:10px}"
    "#colonna{float:left;width:640px;padding:12px}#destra{float:right;width:300px;padding:12px 0}.modulo{border:1px solid #ccc;margin-bottom:12px;padding:6px}"
    ".modulo h3{margin:0 0 4px;font-size:13px;color:#0a3d62;border-bottom:2px solid #e67e22}.commento{border-bottom:1px dashed #ccc;padding:8px 0}"
    ".commento .scritto{color:#0a3d62;font-size:12px}#piede{clear:both;background:#0a3d62;color:#bcd;font-size:11px;padding:10px}"
)


def it_sagra() -> Case:
    cs = [
        Seed(
            "Franco B.",
            "Vergogna. Trent'anni di sagra e adesso ci vuole la carta bollata per friggere due porcini. Chi comanda "
            "in comune non ha mai fatto volontariato in vita sua.",
        ),
        Seed(
            "una mamma di Valdesina",
            "Capisco la delusione ma la Asl fa il suo lavoro, l'anno scorso mio figlio è stato male dopo il panino "
            "con la salsiccia e non è stato l'unico. Meglio fermarsi un anno e rifare la cucina come si deve.",
        ),
        Seed("Gigi", "ma la banda suona lo stesso la domenica? qualcuno sa qualcosa??"),
        Seed(
            "Pro Loco Valdesina",
            "Per chiarezza: la sagra non è annullata per sempre. Stiamo raccogliendo i preventivi per adeguare la "
            "cucina e contiamo di tornare a settembre 2011. Il concerto della banda in piazza è confermato domenica "
            "26 alle 17.\n\nGrazie a tutti per l'affetto.",
        ),
        Seed("Mariella", "Che tristezza, era l'unica festa del paese dove si vedevano ancora tutti quanti."),
    ]
    thread = "".join(
        f'<div class="commento"><div class="scritto"><b>{esc(c.author)}</b> ha scritto:</div>{paras(c.text, br=True)}</div>'
        for c in cs
    )
    after = (
        '<div id="i-vostri"><h2>I vostri commenti (5)</h2>'
        f"{thread}"
        '<h3>Scrivi il tuo commento</h3><form action="/commenta.php" method="post"><p>Nome <input type="text" name="nome" /></p>'
        '<p><textarea name="testo" rows="5" cols="60"></textarea></p><p><input type="submit" value="Invia" /></p></form>'
        '<p class="avviso">I commenti sono moderati. La redazione si riserva di non pubblicare messaggi offensivi.</p></div>'
    )
    story = (
        '<p class="percorso"><a href="/">Home</a> &raquo; <a href="/cronaca/">Cronaca</a> &raquo; Valdesina</p>'
        "<h1>Niente sagra del porcino quest'anno: la cucina non è a norma</h1>"
        '<p class="sottotitolo">La Pro Loco rinuncia dopo il sopralluogo della Asl. Salvo il concerto della banda.</p>'
        '<p class="firma">di Lucia Ferrandi &middot; <span class="quando">giovedì 16 settembre 2010, ore 13:20</span></p>'
        '<img src="/_avatar/sagra.svg" width="600" height="280" alt="" />'
        "<p>VALDESINA - Per la prima volta dal 1979 Valdesina non avrà la sua sagra del porcino. La Pro Loco ha "
        "comunicato ieri sera che la manifestazione, prevista dal 24 al 26 settembre, non si farà.</p>"
        "<p>Decisivo il sopralluogo dei tecnici della Asl, che hanno chiesto di adeguare la cucina allestita sotto il "
        "tendone del campo sportivo: servono un lavello in acciaio in più, un pavimento lavabile e una cella frigorifera.</p>"
        '<p>"Non c\'erano né i tempi né i soldi", spiega il presidente della Pro Loco, Aldo Menicucci. "Piuttosto '
        'che fare una sagra a metà, preferiamo fermarci e ripartire bene."</p>'
        '<p>Resta in programma il concerto della banda musicale "Giuseppe Verdi" in piazza del Municipio.</p>'
        '<p class="condividi">Condividi: <a href="#">Facebook</a> (41) <a href="#">Twitter</a> (3) <a href="#">OKNOtizie</a> '
        '<a href="#">Invia per email</a> <a href="#">Stampa</a></p>'
    )
    side = (
        '<div class="modulo"><h3>I più letti</h3>'
        + counted(
            """Niente sagra del porcino quest'anno | 2.380 letture
            Incidente sulla provinciale, due feriti | 1.905 letture
            Nuovo parroco a San Rocco | 1.122 letture
            Calcio, la Valdesinese vince ancora | 870 letture""",
            "",
        ).replace(" )", ")")
        + "</div>"
        '<div class="modulo"><h3>Farmacie di turno</h3><p>Farmacia Centrale, via Roma 12 - tel. 0577 123456</p></div>'
        '<div class="modulo"><h3>Meteo</h3><p>Venerdì: sereno, max 24&deg;</p></div>'
        '<div class="modulo"><h3>Sondaggio</h3><p>La sagra va spostata in un altro posto?</p><p>Sì 61% &middot; No 27% &middot; Non so 12% (412 voti)</p></div>'
    )
    body = (
        '<div id="contenitore"><div id="testata"><span class="logo">Valdesina Notizie</span>'
        '<span class="data">Giovedì 16 settembre 2010 | Aggiornato alle 18:02</span></div>'
        '<div id="menu">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in ("Home", "Cronaca", "Politica", "Sport", "Cultura", "Eventi", "Annunci")
        )
        + f'</div><div id="colonna">{story}{after}<h3>Leggi anche</h3>'
        + links(
            ["La Pro Loco cerca volontari per il presepe vivente", "Campo sportivo, via ai lavori"],
            "/cronaca/",
        )
        + f'</div><div id="destra">{side}</div>'
        '<div id="piede">Valdesina Notizie - testata registrata presso il Tribunale, n. 4/2007. P.IVA 01234560521. '
        '<a href="/redazione">Redazione</a> | <a href="/pubblicita">Pubblicità</a></div></div>'
    )
    html = doc(
        "it",
        "Niente sagra del porcino quest'anno: la cucina non è a norma",
        "Valdesina Notizie",
        IT_CSS,
        body,
    )
    return make(
        "dj-it-sagra",
        "discussion",
        "it",
        html,
        cs,
        path="/cronaca/2010/09/16/niente-sagra-del-porcino.html",
        container="div#i-vostri",
        heading="I vostri commenti (5)",
        description="An Italian local news site of 2010: the mushroom fair is off; 'I vostri commenti (5)', "
        "div.commento with 'NAME ha scritto:' and the text joined by br, no time, no answers or reply links; the "
        "Pro Loco answers in the flat list",
    )


# --------------------------------------------------------------------------- pt: a Brazilian regional news site, 2014

PT_CSS = (
    "body{margin:0;background:#f0f0f0;font:14px/1.5 Arial,sans-serif;color:#222}#site{width:1000px;margin:0 auto;background:#fff}"
    "#cabecalho{background:#006837;padding:12px 16px;color:#fff}#cabecalho .marca{font:bold 36px Arial}#cabecalho .clima{float:right;font-size:12px}"
    "#editorias{background:#f2c500;padding:6px 16px}#editorias a{color:#003318;font-weight:bold;margin-right:12px}#materia{float:left;width:650px;padding:16px}"
    "#lateral{float:right;width:300px;padding:16px 10px}.caixa{border-top:3px solid #006837;margin-bottom:14px}.caixa h4{margin:4px 0}"
    ".op-leitor{border-bottom:1px solid #e3e3e3;padding:10px 0}.op-nome{font-weight:bold;color:#006837}.op-data{color:#999;font-size:11px}"
    ".em-resposta{font-size:11px;color:#777}#rodape{clear:both;background:#003318;color:#9c9;padding:14px;font-size:11px}"
)


def pt_onibus() -> Case:
    cs = [
        Seed(
            "Cláudia Regina",
            "Finalmente!! Moro no Jardim Primavera há 9 anos e todo dia são 25 minutos a pé até o ponto da Av. "
            "Brasil. Só espero que o horário das 6h seja cumprido de verdade.",
            None,
            "11/08/2014 às 15h32",
        ),
        Seed(
            "Edson Luiz",
            "Promessa de ano eleitoral. Quero ver a linha funcionando em março do ano que vem.",
            None,
            "11/08/2014 às 16h05",
        ),
        Seed(
            "Jéssica M.",
            "Edson, a linha foi aprovada no conselho em 2013, antes de qualquer campanha. Pode criticar o prefeito à "
            "vontade mas isso aí é conquista da associação de moradores que brigou dois anos.",
            1,
            "11/08/2014 às 17h48",
        ),
        Seed(
            "Seu Antônio",
            "e o domingo? quem trabalha no comercio precisa de onibus no domingo tambem",
            None,
            "11/08/2014 às 19h10",
        ),
        Seed(
            "Rafael Teixeira",
            "Alguém sabe se vai aceitar o cartão do estudante? Minha filha estuda no Colégio Estadual e hoje pega "
            "duas conduções.",
            None,
            "12/08/2014 às 08h21",
        ),
        Seed(
            "Cláudia Regina",
            "Rafael, perguntei hoje na Secretaria: vale o cartão estudante sim, com meia passagem.",
            4,
            "12/08/2014 às 13h37",
        ),
    ]
    rows = []
    for i, c in enumerate(cs):
        reply = ""
        if c.parent is not None:
            p = cs[c.parent]
            reply = f'<div class="em-resposta">em resposta a <a href="#opiniao-{5201 + c.parent}">{esc(p.author)}</a></div>'
        rows.append(
            f'<div class="op-leitor" id="opiniao-{5201 + i}">{reply}<span class="op-nome">{esc(c.author)}</span> '
            f'<span class="op-data">{esc(c.when)}</span><div class="op-texto">{paras(c.text)}</div>'
            f'<div class="op-acoes"><a href="?responder={5201 + i}#enviar-opiniao">Responder</a> &middot; '
            f'<a href="/denunciar/{5201 + i}">Denunciar abuso</a></div></div>'
        )
    after = (
        '<div id="opiniao-do-leitor"><h3>Opinião do leitor (6)</h3>'
        '<p class="regras">As opiniões são de responsabilidade de seus autores e não representam a opinião do jornal.</p>'
        + "".join(rows)
        + '<div id="enviar-opiniao"><h4>Dê a sua opinião</h4><form action="/opiniao/enviar" method="post">'
        '<p>Nome: <input type="text" name="nome" /> Cidade: <input type="text" name="cidade" /></p>'
        '<p><textarea name="opiniao" rows="5" cols="60"></textarea></p><p><input type="submit" value="Enviar" /></p></form></div></div>'
    )
    story = (
        '<p class="chapeu">Transporte</p><h1>Prefeitura anuncia linha de ônibus para o Jardim Primavera</h1>'
        '<p class="linha-fina">Linha 312 começa a circular em 1º de setembro, com saídas a cada 40 minutos</p>'
        '<p class="credito">Por Marcos Vieira | Publicado em 11/08/2014 às 11h50 | Atualizado às 14h02</p>'
        '<div class="compartilhe">Compartilhe: <a href="#">Facebook</a> 186 | <a href="#">Twitter</a> 12 | '
        '<a href="#">WhatsApp</a> | <a href="#">Google+</a> 3</div>'
        '<img src="/_avatar/onibus.svg" width="620" height="300" alt="" />'
        "<p>A Prefeitura de Serra Clara anunciou nesta segunda-feira (11) a criação da linha 312, que vai ligar o "
        "bairro Jardim Primavera ao Terminal Central. O ônibus começa a circular no dia 1º de setembro.</p>"
        "<p>Segundo a Secretaria Municipal de Mobilidade, serão 22 viagens por dia útil, a primeira às 6h e a última "
        "às 22h20. Aos sábados, a linha terá 12 viagens. Não há previsão de horários aos domingos.</p>"
        "<p>A reivindicação é antiga. A Associação de Moradores do Jardim Primavera entregou um abaixo-assinado com "
        "1.400 assinaturas em 2012.</p>"
        "<p>A tarifa será a mesma das demais linhas municipais, R$ 2,90.</p>"
        '<div class="sobre"><b>Marcos Vieira</b> é repórter de Cidades da Gazeta desde 2009.</div>'
    )
    side = (
        '<div class="caixa"><h4>Mais lidas</h4>'
        + counted(
            """Prefeitura anuncia linha de ônibus para o Jardim Primavera | 4.512
            Acidente na BR interdita pista por 3 horas | 3.208
            Festa do Peão: veja a programação | 2.790
            Concurso da Câmara tem 2 mil inscritos | 1.633""",
            "acessos",
        )
        + "</div>"
        '<div class="caixa"><h4>Enquete</h4><p>Você usa o transporte coletivo?</p><p>Todo dia 38% &middot; Às vezes 29% &middot; Nunca 33% (1.027 votos)</p></div>'
        '<div class="caixa"><h4>Classificados</h4>'
        + links(
            ["Vendo Gol 2008 completo", "Aluga-se casa no Centro", "Precisa-se de vendedora"],
            "/classificados/",
        )
        + "</div>"
    )
    body = (
        '<div id="site"><div id="cabecalho"><span class="clima">Serra Clara 27&deg;C | Segunda, 11 de agosto de 2014</span>'
        '<div class="marca">Gazeta de Serra Clara</div></div>'
        '<div id="editorias">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in ("Últimas", "Cidades", "Política", "Polícia", "Esportes", "Variedades", "Classificados")
        )
        + f'</div><div id="materia">{story}{after}<h4>Leia também</h4>'
        + links(
            ["Moradores cobram asfalto na Rua das Acácias", "Terminal Central ganha nova cobertura"],
            "/cidades/",
        )
        + f'</div><div id="lateral">{side}</div>'
        '<div id="rodape">&copy; 2014 Gazeta de Serra Clara. Todos os direitos reservados. '
        '<a href="/expediente">Expediente</a> | <a href="/anuncie">Anuncie</a> | <a href="/fale-conosco">Fale conosco</a></div></div>'
    )
    html = doc(
        "pt",
        "Prefeitura anuncia linha de ônibus para o Jardim Primavera",
        "Gazeta de Serra Clara",
        PT_CSS,
        body,
    )
    return make(
        "dj-pt-onibus",
        "discussion",
        "pt",
        html,
        cs,
        path="/cidades/2014/08/prefeitura-anuncia-linha-de-onibus-para-o-jardim-primavera.html",
        container="div#opiniao-do-leitor",
        heading="Opinião do leitor (6)",
        description="A Brazilian regional news site of 2014: a new bus line; 'Opinião do leitor (6)', a flat list of "
        "div.op-leitor, two answers carry 'em resposta a NAME' linking to the answered entry's id",
    )


def threads_dj() -> list[Case]:
    return [en_weekly(), nl_dorp(), de_wanderblog(), it_sagra(), pt_onibus()]
