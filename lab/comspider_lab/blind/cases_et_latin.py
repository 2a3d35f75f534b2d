"""Blind set et: four article pages of 2010-2013 without any reader discussion, heavy with their era's furniture, in
Latin script: an American metro daily of 2012 (English), a German regional daily of 2011, a French local-politics
blog on WordPress 3.0 of 2010, an Italian provincial news site of 2013. Every site, name, place and text invented
for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_et_common import Case, esc, face, li, make, page, slug

# --------------------------------------------------------------------------- en: a metro daily, 2012


def en_courier() -> Case:
    css = """body{margin:0;background:#e9e9e9;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#wrapper{width:990px;margin:0 auto;background:#fff}a{color:#0b4f8a;text-decoration:none}
#ticker{background:#10243a;color:#dfe7ef;font-size:11px;padding:4px 10px}#ticker .up{color:#7fd37f}#ticker .down{color:#f08080}
#header{padding:14px 10px;border-bottom:4px solid #10243a;overflow:hidden}#logo{float:left;font:bold 40px Georgia,serif;color:#10243a}
#wx-mini{float:right;width:220px;font-size:12px;border-left:1px solid #ddd;padding-left:10px}
#nav{margin:0;padding:0;list-style:none;background:#1f3f60;overflow:hidden}#nav li{float:left}#nav a{display:block;color:#fff;padding:7px 12px;font-weight:bold}
#content-main{float:left;width:630px;padding:15px}#sidebar{float:right;width:300px;padding:15px 10px 15px 0}
.clear{clear:both}h1.headline{font:bold 30px/1.15 Georgia,serif;margin:6px 0}.deck{font:17px Georgia,serif;color:#444}
.byline{font-size:12px;color:#666;margin:8px 0;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0}
.story-body p{font:15px/1.6 Georgia,serif}.tools a{margin-right:10px;font-size:11px}
.module{border-top:3px solid #1f3f60;margin-bottom:18px}.module h3{font-size:14px;text-transform:uppercase;margin:6px 0}
.tabs{margin:0;padding:0;list-style:none;overflow:hidden}.tabs li{float:left;margin-right:4px;background:#ddd;padding:3px 8px}.tabs li.on{background:#1f3f60;color:#fff}
ol.ranked li{margin-bottom:6px}.ts{color:#999;font-size:11px}.hidden{display:none}
.fb-likebox{border:1px solid #315c99;font-family:'lucida grande',tahoma,verdana,arial,sans-serif;font-size:11px}
.fb-likebox .fbhead{background:#edeff4;padding:6px;border-bottom:1px solid #d8dfea}.fb-likebox .connections{padding:6px}
.fb-likebox .grid_item{float:left;width:54px;height:62px;overflow:hidden;text-align:center;margin:2px}.fb-likebox .name{display:block;color:#808080}
.fb-btn{background:#5f78ab;color:#fff;border:1px solid #29447e;padding:1px 5px;font-weight:bold}
#author-box{background:#f4f4f4;border:1px solid #ddd;padding:10px;margin:20px 0;overflow:hidden}#author-box img{float:left;margin-right:10px}
.picks .pick{overflow:hidden;margin-bottom:10px}.picks img{float:left;margin-right:8px}
.atw{border-top:1px solid #ccc;margin-top:20px}.atw .src{color:#888;font-size:11px}.atw-logo{font-size:10px;color:#999;text-align:right}
#comments{border-top:3px solid #1f3f60;margin-top:24px}#footer{background:#10243a;color:#aab;padding:16px;font-size:11px}#footer a{color:#cfd8e3}"""
    latest = [
        ("8:47 p.m.", "Ferry service to Gull Island resumes after engine repair"),
        ("7:31 p.m.", "Westside girls advance to regional semifinal"),
        ("6:58 p.m.", "Police: Driver hurt in Route 9 rollover near Millbrook"),
        ("5:12 p.m.", "Harbor Commission delays vote on dredging contract"),
        ("4:40 p.m.", "Library extends Sunday hours through summer"),
        ("3:05 p.m.", "Two lanes of Bayshore Bridge to close overnight Thursday"),
    ]
    read = [
        ("Council unveils $412M budget; 46 city jobs would go", "Posted 11:02 a.m."),
        ("Restaurant owner says Pier Street lease doubled", "Posted Mar. 13"),
        ("Harborview High principal named to state post", "Posted 9:15 a.m."),
        ("Storm water fee: What it means for your bill", "Posted Mar. 12"),
        ("Nor'easter brought 3 inches of rain to city", "Posted Mar. 12"),
    ]
    emailed = [
        ("Opinion: A budget that asks the right questions", "Posted Mar. 13"),
        ("Ten spring day trips within an hour of Harborview", "Posted Mar. 10"),
        ("Council unveils $412M budget; 46 city jobs would go", "Posted 11:02 a.m."),
        ("Ask the Expert: When to plant tomatoes on the coast", "Posted Mar. 11"),
    ]
    picks = [
        ("The last oyster shuckers of Cutter's Point", "By Ray Delacroix", "pick-oyster"),
        ("Inside the 3 a.m. shift at the fish market", "By Tamsin Boyle", "pick-fish"),
        ("A century of Harborview in 40 photos", "By Photo Staff", "pick-century"),
    ]
    fans = ["Anna", "Greg", "Luis", "Kim", "Darnell", "Rosa", "Pete", "Mei", "Colleen", "Andre"]
    atw = [
        ("Homeowners are switching to this surprising roof material", "Home Digest Weekly"),
        ("7 retirement mistakes people make in their 50s", "MoneyWise Daily"),
        ("The 15 most underrated beach towns in New England", "Travel Roundup"),
        ("Why doctors are rethinking the morning cup of coffee", "Health Notebook"),
    ]
    recent = [
        ("Council president: 'No easy cuts left'", "Mar. 9, 2012"),
        ("City pension board approves new actuary", "Mar. 2, 2012"),
        ("Parking meter revenue up 12 percent", "Feb. 24, 2012"),
    ]
    paras = [
        "HARBORVIEW — Mayor Caroline Okafor's administration on Wednesday sent the City Council a $412 million budget for the coming fiscal year that would eliminate 46 vacant and filled positions and raise the storm water fee for the first time since 2006.",
        'The proposal, which Finance Director Stuart Mallory called "a maintenance budget in a lean year," closes a projected $9.8 million gap largely by leaving jobs open, cutting overtime in the Public Works Department and trimming the city\'s contribution to the Harborview Maritime Museum.',
        "Layoff notices would go to 11 employees, most of them in the Parks and Recreation Department, Mallory said. The other 35 positions are already vacant.",
        "The storm water fee would rise from $4.50 to $6.25 a month for a typical single-family home. Mallory said the increase would pay for the repair of culverts damaged in last fall's flooding along Mill Creek.",
        'Council President Denise Harlan said she expected "a long spring" of hearings. The first is scheduled for March 27 at 6 p.m. in the council chamber at City Hall.',
        "The budget does not include a property tax increase. The council must adopt a spending plan by June 15.",
    ]
    body = f"""<div id="wrapper">
<div id="ticker"><b>Markets</b> as of 4:02 p.m. ET: DJIA 13,194.10 <span class="up">▲ 58.66</span> | NASDAQ 3,040.73 <span class="up">▲ 0.97</span> | S&amp;P 500 1,394.28 <span class="down">▼ 1.67</span> | Harbor Bancorp (HBRB) 18.42 <span class="up">▲ 0.12</span> | Oil $105.43 <span class="down">▼ 0.28</span></div>
<div id="header"><div id="logo"><a href="/">The Harborview Courier</a></div>
<div id="wx-mini"><b>Harborview Weather</b><br />54°F Partly cloudy<br />Hi 61 / Lo 43 · Thu: Showers 58/45<br /><a href="/weather/">5-day forecast</a></div>
<div class="clear"></div></div>
<ul id="nav"><li><a href="/news/">News</a></li><li><a href="/news/local/">Local</a></li><li><a href="/sports/">Sports</a></li><li><a href="/business/">Business</a></li><li><a href="/opinion/">Opinion</a></li><li><a href="/life/">Life</a></li><li><a href="/obituaries/">Obituaries</a></li><li><a href="/classifieds/">Classifieds</a></li><li><a href="/jobs/">Jobs</a></li></ul>
<div id="content-main">
<div class="breadcrumb"><a href="/">Home</a> › <a href="/news/">News</a> › <a href="/news/local/">Local</a></div>
<h1 class="headline">Council gets $412M budget; 46 city jobs on the line</h1>
<p class="deck">Storm water fee would rise, no property tax increase proposed</p>
<div class="byline">By <a href="/staff/dana-whitcombe/">Dana Whitcombe</a>, Staff Writer · Published: March 14, 2012 11:02 a.m. · Updated: March 14, 2012 6:15 p.m.</div>
<div class="tools"><a href="/email/">Email</a><a href="/print/">Print</a><a href="/share/">Share</a> <span class="fb-btn">Like</span> 214 · <a href="/tweet/">Tweet</a></div>
<div class="story-body">{li(paras, "<p>{}</p>")}</div>
<div id="author-box">{face("et-en-dana-whitcombe", 60, "Dana Whitcombe")}<h4>About the writer</h4><p>Dana Whitcombe covers City Hall and the Harbor Commission for the Courier. Reach her at 555-0142 or dwhitcombe@harborviewcourier.example.</p>
<p><b>More stories by Dana Whitcombe</b></p><ul>{li([f'<a href="/news/local/{slug(t)}.html">{esc(t)}</a> <span class="ts">{d}</span>' for t, d in recent])}</ul></div>
<div class="atw"><h4>From Around the Web</h4><ul>{li([f'<a href="/sponsored/{slug(t)}">{esc(t)}</a> <span class="src">({s})</span>' for t, s in atw])}</ul><div class="atw-logo">Sponsored links by Linkwell</div></div>
<div id="comments"><h3>Comments (0)</h3><p>There are no comments on this story yet.</p>
<p class="login-prompt">You must be <a href="/login/?next=/news/local/budget">logged in</a> to post a comment. Not a member? <a href="/register/">Register</a> - it's free.</p>
<p class="ts">Comments are moderated. Please read our <a href="/guidelines/">commenting guidelines</a>.</p></div>
</div>
<div id="sidebar">
<div class="module"><h3>Latest Headlines</h3><ul>{li([f'<span class="ts">{t}</span> <a href="/news/{slug(h)}.html">{esc(h)}</a>' for t, h in latest])}</ul></div>
<div class="module"><ul class="tabs"><li class="on">Most Read</li><li>Most Emailed</li></ul>
<ol class="ranked">{li([f'<a href="/news/{slug(t)}.html">{esc(t)}</a> <span class="ts">{d}</span>' for t, d in read])}</ol>
<ol class="ranked hidden">{li([f'<a href="/news/{slug(t)}.html">{esc(t)}</a> <span class="ts">{d}</span>' for t, d in emailed])}</ol></div>
<div class="module picks"><h3>Editor's Picks</h3>{li([f'<div class="pick">{face(k, 70)}<a href="/features/{slug(t)}.html"><b>{esc(t)}</b></a><br /><span class="ts">{b}</span></div>' for t, b, k in picks], "{}")}</div>
<div class="module"><div class="fb-likebox"><div class="fbhead"><b>Find us on Facebook</b><br />The Harborview Courier <span class="fb-btn">Like</span></div>
<div class="connections"><span>14,308 people like <b>The Harborview Courier</b>.</span><div class="grid">{li([f'<div class="grid_item"><a href="/fb/{n.lower()}">{face("et-en-fb-" + n, 50)}<span class="name">{n}</span></a></div>' for n in fans], "{}")}</div><div class="clear"></div></div>
<div class="fbfoot">Facebook social plugin</div></div></div>
<div class="module"><h3>Morning Headlines by Email</h3><form action="/newsletter/" method="post"><p>Get the Courier's top stories in your inbox every weekday at 6 a.m.</p><input type="text" name="email" value="Your e-mail address" /> <input type="submit" value="Sign up" /></form></div>
<div class="module"><h3>Community Calendar</h3><ul><li><b>Mar. 15</b> Maritime Museum lecture: "Lighthouses of the Sound", 7 p.m.</li><li><b>Mar. 17</b> St. Patrick's Day parade, Front Street, noon</li><li><b>Mar. 18</b> Harbor Chorale spring concert, First Parish, 3 p.m.</li></ul><a href="/calendar/">Full calendar</a> · <a href="/calendar/submit/">Submit an event</a></div>
<div class="module"><div style="height:250px;background:#eee;text-align:center;color:#999;font-size:10px">ADVERTISEMENT</div></div>
</div>
<div class="clear"></div>
<div id="footer"><a href="/about/">About Us</a> | <a href="/contact/">Contact Us</a> | <a href="/subscribe/">Subscribe</a> | <a href="/advertise/">Advertise</a> | <a href="/privacy/">Privacy Policy</a> | <a href="/terms/">Terms of Use</a><br />© 2012 The Harborview Courier. All rights reserved. Harborview Media Group.</div>
</div>"""
    return make(
        "et-plain-en-harborview-budget",
        "en",
        page(
            "Council gets $412M budget; 46 city jobs on the line",
            "The Harborview Courier",
            "en",
            css,
            body,
            published="2012-03-14T11:02:00-04:00",
            author="Dana Whitcombe",
        ),
        path="/news/local/2012/03/14/council-gets-412m-budget.html",
        description="An American metro daily's city-budget story of March 2012 in a fixed-width div layout: a markets ticker, a weather box, 'Latest Headlines' with times, 'Most Read' / 'Most Emailed' tabs with times, 'Editor's Picks' with bylines, a Facebook Like box with ten faces and first names, a newsletter form, a community calendar, an author box with her recent stories and dates, 'From Around the Web' sponsored links; an empty comment area ('Comments (0)', 'There are no comments on this story yet.', a log-in prompt).",
        lookalikes=(
            "Facebook Like box: 10 faces with names",
            "Latest Headlines: 6 timed headlines",
            "Most Read / Most Emailed: headlines with 'Posted' times",
            "Editor's Picks: 3 teasers with bylines",
            "author box with 3 dated stories",
            "empty comment area with a log-in prompt",
        ),
    )


# --------------------------------------------------------------------------- de: a regional daily, 2011


def de_anzeiger() -> Case:
    css = """body{margin:0;background:#d9dde2;font:12px/1.5 Verdana,Arial,sans-serif;color:#1a1a1a}
#seite{width:980px;margin:0 auto;background:#fff}#kopf{height:90px;background:#003a70;color:#fff;position:relative}
#kopf .logo{position:absolute;left:15px;top:18px;font:bold 34px 'Times New Roman',serif;color:#fff}#kopf .datum{position:absolute;right:15px;top:10px;font-size:11px}
#hauptnav{background:#e5ecf3;border-bottom:1px solid #9fb3c8;padding:0 10px}#hauptnav a{display:inline-block;padding:6px 9px;color:#003a70;font-weight:bold}
table.layout{width:100%;border-collapse:collapse}td.links{width:160px;vertical-align:top;background:#f3f5f7;padding:10px}td.mitte{vertical-align:top;padding:12px 18px}td.rechts{width:300px;vertical-align:top;padding:10px;border-left:1px solid #ddd}
.dachzeile{color:#c00;font-weight:bold;font-size:11px;text-transform:uppercase}h1{font:bold 24px Georgia,serif;margin:4px 0 8px}.vorspann{font-weight:bold}
.autor{color:#666;font-size:11px}.artikeltext p{font:14px/1.6 Georgia,serif}.box{border:1px solid #c9d3dd;margin-bottom:12px}.box h3{background:#003a70;color:#fff;margin:0;padding:3px 6px;font-size:12px}
.box .inhalt{padding:6px}.zeit{color:#c00;font-weight:bold;margin-right:4px}.balken{background:#7da7d9;height:8px;display:inline-block}
.tagwolke a{margin-right:5px;color:#003a70}.kalender td{border-bottom:1px dotted #ccc;padding:3px;font-size:11px}.foto-des-tages .credit{font-size:10px;color:#777}
.kommentarbox{border:1px solid #ccc;background:#f7f7f7;padding:8px;margin-top:18px}#fuss{background:#003a70;color:#cfd9e4;padding:12px;font-size:11px}#fuss a{color:#fff}"""
    neu = [
        ("16:48", "A 31 bei Heidkamp nach Unfall wieder frei"),
        ("16:12", "Moorbacher SV holt Torhüter aus Oldenstedt"),
        ("15:30", "Stadtwerke: Wasserpreis bleibt bis 2012 stabil"),
        ("14:55", "Polizei sucht Zeugen nach Einbruch in Kiosk"),
        ("13:20", "Sommerferien: Bücherei verlängert Leihfristen"),
        ("11:47", "Kreistag berät über neue Buslinie nach Fennhusen"),
    ]
    meist = [
        "Freibad Moorbach öffnet nach zwei Jahren wieder",
        "Gewitter: Keller in Altenbruch vollgelaufen",
        "Neuer Pächter für das Seecafé gefunden",
        "Schützenfest: Das ist das Programm",
        "Blitzer an der Bremer Straße: So viele Fahrer waren zu schnell",
    ]
    kommentiert = [
        ("Parkgebühren in der Innenstadt steigen", "47 Kommentare"),
        ("Windpark Heidkamp: Bürger sammeln Unterschriften", "31 Kommentare"),
        ("Moorbacher SV: Trainer muss gehen", "28 Kommentare"),
    ]
    termine = [
        ("Fr., 8.7.", "19.30 Uhr", "Sommerkonzert des Posaunenchors", "St.-Petri-Kirche"),
        ("Sa., 9.7.", "10.00 Uhr", "Flohmarkt auf dem Marktplatz", "Innenstadt"),
        ("Sa., 9.7.", "20.00 Uhr", "Open-Air-Kino: „Das Leben der Anderen“", "Freibadwiese"),
        ("So., 10.7.", "11.00 Uhr", "Führung durch das Torfmuseum", "Torfmuseum Moorbach"),
        ("Di., 12.7.", "18.00 Uhr", "Sitzung des Bauausschusses (öffentlich)", "Rathaus, Saal 2"),
    ]
    umfrage = [
        ("Ja, sooft es geht", 58, 745),
        ("Ab und zu", 27, 347),
        ("Nein, ich fahre lieber an den See", 15, 192),
    ]
    tags = [
        ("Freibad", 22),
        ("Moorbach", 18),
        ("Stadtrat", 13),
        ("Sommerferien", 15),
        ("Schwimmen", 12),
        ("Sanierung", 16),
        ("Stadtwerke", 11),
        ("DLRG", 10),
        ("Bürgermeister", 12),
        ("Eintrittspreise", 14),
    ]
    paras = [
        "Moorbach. Nach fast zwei Jahren Bauzeit ist das Freibad an der Lindenallee wieder geöffnet. Bürgermeister Hartmut Brösel gab am Freitagmorgen gemeinsam mit Stadtwerke-Chef Jens Ohlendorf den Startschuss – und sprang anschließend selbst ins 50-Meter-Becken.",
        "Die Sanierung hat rund 3,4 Millionen Euro gekostet, 400.000 Euro mehr als geplant. Erneuert wurden die Becken, die Technik und das Umkleidegebäude. Neu ist ein Kinderbereich mit Wasserspielplatz und einer kleinen Rutsche.",
        "„Wir haben lange darauf gewartet, und es hat sich gelohnt“, sagte Brösel. Schon um 8 Uhr standen die ersten Frühschwimmer vor dem Eingang.",
        "Die Eintrittspreise steigen leicht: Erwachsene zahlen 3,50 Euro, Kinder und Jugendliche 2 Euro. Die Saisonkarte kostet 65 Euro. Geöffnet ist das Bad bis Mitte September täglich von 7 bis 20 Uhr.",
        "Die DLRG-Ortsgruppe bietet in den Sommerferien wieder Schwimmkurse für Kinder an. Anmeldungen nimmt die Kasse des Freibads entgegen.",
    ]
    body = f"""<div id="seite">
<div id="kopf"><a class="logo" href="/">Moorbacher Anzeiger</a><div class="datum">Freitag, 8. Juli 2011 | <a href="/epaper/" style="color:#fff">E-Paper</a> | <a href="/abo/" style="color:#fff">Abo-Service</a></div></div>
<div id="hauptnav"><a href="/">Startseite</a><a href="/lokales/">Lokales</a><a href="/region/">Region</a><a href="/sport/">Sport</a><a href="/wirtschaft/">Wirtschaft</a><a href="/kultur/">Kultur</a><a href="/freizeit/">Freizeit</a><a href="/anzeigen/">Anzeigen</a></div>
<table class="layout" cellpadding="0" cellspacing="0"><tr>
<td class="links"><b>Lokales</b><br /><a href="/lokales/moorbach/">Moorbach</a><br /><a href="/lokales/altenbruch/">Altenbruch</a><br /><a href="/lokales/heidkamp/">Heidkamp</a><br /><a href="/lokales/fennhusen/">Fennhusen</a><br /><br />
<div class="box"><h3>Wetter</h3><div class="inhalt"><b>Moorbach</b><br />heute: 24 °C, heiter<br />morgen: 27 °C, sonnig<br />Sonntag: 21 °C, Gewitter</div></div>
<div class="box"><h3>Newsletter</h3><div class="inhalt"><form action="/newsletter/" method="post">Die wichtigsten Nachrichten aus Moorbach jeden Morgen per E-Mail:<br /><input type="text" name="email" size="14" /><br /><input type="submit" value="Abonnieren" /></form></div></div></td>
<td class="mitte">
<div class="dachzeile">Moorbach</div>
<h1>Freibad Moorbach öffnet nach zwei Jahren wieder</h1>
<p class="autor">Von Sabine Kettler | 08.07.2011, 12:14 Uhr</p>
<p class="vorspann">Bürgermeister springt als Erster ins Becken – Sanierung teurer als geplant</p>
<div class="artikeltext">{li(paras, "<p>{}</p>")}</div>
<p class="autor">Artikel: <a href="/drucken/">drucken</a> | <a href="/versenden/">versenden</a> | <a href="/empfehlen/">empfehlen</a></p>
<div class="box tagwolke"><h3>Schlagworte</h3><div class="inhalt">{li([f'<a href="/thema/{slug(t)}/" style="font-size:{s}px">{t}</a>' for t, s in tags], "{} ")}</div></div>
<div class="kommentarbox"><h3>Kommentare</h3><p>Die Kommentarfunktion für diesen Artikel ist geschlossen.</p><p>Bitte beachten Sie unsere <a href="/netiquette/">Netiquette</a>.</p></div>
<div class="box"><h3>Veranstaltungskalender</h3><div class="inhalt"><table class="kalender" width="100%">{li([f"<td><b>{d}</b></td><td>{z}</td><td>{esc(t)}</td><td>{o}</td>" for d, z, t, o in termine], "<tr>{}</tr>")}</table><a href="/termine/">Alle Termine</a> | <a href="/termine/melden/">Termin melden</a></div></div>
</td>
<td class="rechts">
<div class="box"><h3>Neueste Meldungen</h3><div class="inhalt">{li([f'<span class="zeit">{z}</span><a href="/lokales/{slug(t)}.html">{esc(t)}</a>' for z, t in neu], "<p>{}</p>")}</div></div>
<div class="box"><h3>Meistgelesen</h3><div class="inhalt"><ol>{li([f'<a href="/lokales/{slug(t)}.html">{esc(t)}</a>' for t in meist])}</ol></div></div>
<div class="box"><h3>Meistkommentiert</h3><div class="inhalt"><ol>{li([f'<a href="/lokales/{slug(t)}.html">{esc(t)}</a> ({c})' for t, c in kommentiert])}</ol></div></div>
<div class="box foto-des-tages"><h3>Bild des Tages</h3><div class="inhalt"><svg width="276" height="160"><rect width="276" height="160" fill="#9db7cf" /></svg><p>Abendstimmung am Moorbacher See: Segler nutzen die letzte Brise des Tages.</p><p class="credit">Foto: Klaus Reimers</p></div></div>
<div class="box"><h3>Umfrage</h3><div class="inhalt"><p><b>Gehen Sie diesen Sommer ins Freibad?</b></p>{li([f'{t}<br /><span class="balken" style="width:{p * 2}px"></span> {p} % ({n} Stimmen)' for t, p, n in umfrage], "<p>{}</p>")}<p>1.284 Teilnehmer | <a href="/umfragen/">Archiv</a></p></div></div>
<div style="height:250px;background:#eee;text-align:center;color:#999;font-size:10px">Anzeige</div>
</td></tr></table>
<div id="fuss">© 2011 Moorbacher Anzeiger GmbH &amp; Co. KG | <a href="/impressum/">Impressum</a> | <a href="/kontakt/">Kontakt</a> | <a href="/datenschutz/">Datenschutz</a> | <a href="/agb/">AGB</a> | <a href="/mediadaten/">Mediadaten</a></div>
</div>"""
    return make(
        "et-plain-de-moorbach-freibad",
        "de",
        page(
            "Freibad Moorbach öffnet nach zwei Jahren wieder",
            "Moorbacher Anzeiger",
            "de",
            css,
            body,
            published="2011-07-08T12:14:00+02:00",
            author="Sabine Kettler",
            doctype="html4",
        ),
        path="/lokales/moorbach/freibad-moorbach-oeffnet-nach-zwei-jahren-wieder-1.1873402.html",
        description="A German regional daily's local story of July 2011 in a three-column layout table: weather and newsletter boxes, a tag cloud, 'Neueste Meldungen' with times, 'Meistgelesen', 'Meistkommentiert' with counts, 'Bild des Tages' with its photographer, a poll's results with votes, an events calendar table; the comment box says 'Die Kommentarfunktion für diesen Artikel ist geschlossen.'",
        lookalikes=(
            "Neueste Meldungen: 6 timed headlines",
            "Veranstaltungskalender: 5 dated events",
            "Umfrage: 3 answers with percentages and votes",
            "closed comment box",
        ),
    )


# --------------------------------------------------------------------------- fr: a WordPress 3.0 blog, 2010


def fr_blog() -> Case:
    css = """body{background:#f1f1f1;margin:0;font:15px/1.6 Georgia,'Bitstream Charter',serif;color:#333}
#wrapper{background:#fff;width:940px;margin:20px auto 0;padding:0 20px}#header{padding:30px 0 0}#site-title{font-size:30px;font-weight:bold;float:left}#site-title a{color:#000;text-decoration:none}
#site-description{float:right;font-style:italic;margin:14px 0 18px}#branding .banner{clear:both;height:140px;background:#5d6e54;border-top:4px solid #000;border-bottom:1px solid #000}
#access{background:#000;display:block;float:left;width:940px;margin:0 auto}#access a{color:#aaa;display:block;line-height:38px;padding:0 10px;text-decoration:none}#access li{float:left;list-style:none}#access ul{margin:0;padding:0 0 0 12px}
#main{clear:both;overflow:hidden;padding:40px 0 0}#container{float:left;margin:0 -240px 0 0;width:100%}#content{margin:0 280px 36px 20px}
#primary{float:right;width:220px;font-size:13px}.widget-container{margin:0 0 18px;list-style:none}.widget-title{font-weight:bold;font-family:Arial,sans-serif;color:#222}
ul.xoxo{margin:0;padding:0}.entry-title{font-size:21px;font-weight:bold;line-height:1.3}.entry-meta,.entry-utility{color:#888;font-size:12px}
#entry-author-info{background:#f2f7fc;border-top:4px solid #000;padding:18px 20px;margin:24px 0;overflow:hidden}#author-avatar{float:left;margin:0 -104px 0 0}#author-description{float:left;margin:0 0 0 104px}
.yarpp-related h3{font-size:15px}.nocomments{font-style:italic;color:#888}#comments{margin-top:30px}
.twtr-widget .twtr-tweet{border-bottom:1px dotted #ccc;padding:5px 0}.twtr-timestamp,.twtr-reply{color:#999;font-size:11px}
.fb_iframe_widget .fan_box{border:1px solid #94a3c4;font:11px 'lucida grande',tahoma,sans-serif}.fan_box .connect_top{background:#eceff5;padding:5px}.fan_box .connections_grid .grid_item{float:left;width:50px;padding:2px;text-align:center}.fan_box .name{color:#666;font-size:9px}
#footer{clear:both;border-top:4px solid #000;padding:18px 0;color:#666;font-size:12px}
.fb-btn{background:#5f78ab;color:#fff;border:1px solid #29447e;padding:1px 5px;font-weight:bold;font-size:11px}"""
    tags = [
        ("Ventadour", 22),
        ("conseil municipal", 19),
        ("passerelle", 17),
        ("budget", 12),
        ("Vézère", 13),
        ("élections 2011", 11),
        ("associations", 10),
        ("urbanisme", 14),
        ("marché", 9),
        ("patrimoine", 12),
    ]
    tweets = [
        (
            "Conseil municipal ce soir : la passerelle sur la Vézère revient à l'ordre du jour. Compte rendu demain sur le blog.",
            "il y a 3 heures",
        ),
        (
            "Nouveau billet : La passerelle de Ventadour, six ans après la première esquisse http://chroniques-ventadour.example/?p=214",
            "il y a 4 heures",
        ),
        (
            "Le marché de Noël de la place des Tilleuls ouvrira le 11 décembre, annonce l'office de tourisme.",
            "hier",
        ),
        (
            "Rappel : permanence du collectif des riverains samedi 10h à la salle Jean-Moulin.",
            "il y a 2 jours",
        ),
    ]
    fans = ["Hélène", "Bruno", "Aurélie", "Jean-Marc", "Sophie", "Karim", "Odile", "Thierry"]
    related = [
        ("Passerelle : l'enquête publique commence le 3 janvier", "15 novembre 2010"),
        ("Ce que contient (vraiment) le budget 2011 de la commune", "2 novembre 2010"),
        ("Quai de la Vézère : les riverains veulent être consultés", "18 octobre 2010"),
        ("Six ans de débats sur une passerelle, une chronologie", "4 mars 2010"),
    ]
    recents = [
        "La passerelle de Ventadour, six ans après la première esquisse",
        "Le marché couvert rouvrira-t-il en 2011 ?",
        "Passerelle : l'enquête publique commence le 3 janvier",
        "Trois questions au nouveau directeur de l'école de musique",
        "Ce que contient (vraiment) le budget 2011 de la commune",
    ]
    author_last = [
        ("Le marché couvert rouvrira-t-il en 2011 ?", "19 novembre 2010"),
        ("Trois questions au nouveau directeur de l'école de musique", "9 novembre 2010"),
        ("Ce que contient (vraiment) le budget 2011 de la commune", "2 novembre 2010"),
    ]
    paras = [
        "Il aura fallu six ans, trois maquettes et deux bureaux d'études pour que la passerelle piétonne entre le quai Gambetta et l'île du Moulin passe enfin de l'esquisse au dossier d'enquête publique. Jeudi soir, le conseil municipal a voté la dernière étape avant le chantier, par 21 voix contre 6.",
        "Le projet actuel n'a plus grand-chose à voir avec celui de 2004 : la structure en acier a laissé place à un tablier en bois de 74 mètres, posé sur deux piles seulement pour ne pas gêner l'écoulement de la Vézère en période de crue.",
        "Coût annoncé : 1,9 million d'euros hors taxes, dont 40 % pris en charge par le conseil général et la région. Le reste sera financé par un emprunt sur vingt ans, ce que l'opposition juge « imprudent dans le contexte actuel ».",
        "Du côté des riverains du quai, l'inquiétude porte surtout sur le stationnement pendant les travaux, prévus de l'automne 2011 au printemps 2012. La mairie promet un parking provisoire sur l'ancien terrain de l'équipement.",
        "J'y reviendrai dans un prochain billet avec les plans détaillés, que la mairie doit mettre en ligne avant l'ouverture de l'enquête publique.",
    ]
    body = f"""<div id="wrapper" class="hfeed">
<div id="header"><div id="masthead"><div id="branding" role="banner"><div id="site-title"><span><a href="/" title="Chroniques de Ventadour" rel="home">Chroniques de Ventadour</a></span></div>
<div id="site-description">La vie locale de Ventadour, sans langue de bois</div><div class="banner"></div></div>
<div id="access" role="navigation"><div class="menu"><ul><li><a href="/">Accueil</a></li><li><a href="/a-propos/">À propos</a></li><li><a href="/categorie/politique-locale/">Politique locale</a></li><li><a href="/categorie/culture/">Culture</a></li><li><a href="/contact/">Contact</a></li></ul></div></div></div></div>
<div id="main"><div id="container"><div id="content" role="main">
<div id="nav-above" class="navigation"><div class="nav-previous"><a href="/2010/11/19/marche-couvert/" rel="prev">← Le marché couvert rouvrira-t-il en 2011 ?</a></div></div>
<div id="post-214" class="post-214 post type-post hentry category-politique-locale tag-passerelle tag-vezere">
<h1 class="entry-title">La passerelle de Ventadour, six ans après la première esquisse</h1>
<div class="entry-meta"><span class="meta-prep meta-prep-author">Publié le</span> <a href="/2010/11/22/passerelle/" rel="bookmark"><span class="entry-date">22 novembre 2010</span></a> <span class="meta-sep">par</span> <span class="author vcard"><a class="url fn n" href="/author/lucille/">Lucille Marchand</a></span></div>
<div class="entry-content">{li(paras, "<p>{}</p>")}</div>
<div id="entry-author-info"><div id="author-avatar">{face("et-fr-lucille-marchand", 60)}</div><div id="author-description"><h2>À propos de Lucille Marchand</h2>
Ancienne correspondante de presse locale, Lucille Marchand suit le conseil municipal de Ventadour depuis 2003.
<p><b>Ses derniers articles :</b></p><ul>{li([f'<a href="/{slug(t)}/">{esc(t)}</a> ({d})' for t, d in author_last])}</ul>
<div id="author-link"><a href="/author/lucille/">Voir tous les articles de Lucille Marchand <span class="meta-nav">→</span></a></div></div></div>
<div class="entry-utility">Ce contenu a été publié dans <a href="/categorie/politique-locale/" rel="category tag">Politique locale</a>, avec comme mot(s)-clef(s) <a href="/tag/passerelle/" rel="tag">passerelle</a>, <a href="/tag/vezere/" rel="tag">Vézère</a>. Vous pouvez le mettre en favoris avec <a href="/2010/11/22/passerelle/" rel="bookmark">ce permalien</a>.</div>
</div>
<div class="yarpp-related"><h3>Articles similaires :</h3><ol>{li([f'<a href="/{slug(t)}/" rel="bookmark">{esc(t)}</a> <small>({d})</small>' for t, d in related])}</ol></div>
<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2010/11/19/marche-couvert/" rel="prev">← Le marché couvert rouvrira-t-il en 2011 ?</a></div></div>
<div id="comments"><p class="nocomments">Les commentaires sont fermés.</p></div>
</div></div>
<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">
<li id="search-2" class="widget-container widget_search"><form role="search" method="get" id="searchform" action="/"><div><label class="screen-reader-text" for="s">Rechercher :</label><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Rechercher" /></div></form></li>
<li id="recent-posts-2" class="widget-container widget_recent_entries"><h3 class="widget-title">Articles récents</h3><ul>{li([f'<a href="/{slug(t)}/" title="{esc(t)}">{esc(t)}</a>' for t in recents])}</ul></li>
<li id="text-3" class="widget-container widget_text"><h3 class="widget-title">Sur Twitter</h3><div class="textwidget"><div class="twtr-widget twtr-widget-profile"><div class="twtr-hd"><b>@ventadour</b> Chroniques de Ventadour</div><div class="twtr-timeline"><div class="twtr-tweets">{li([f'<div class="twtr-tweet"><div class="twtr-tweet-wrap"><div class="twtr-tweet-text"><p><a class="twtr-user" href="/twitter/ventadour">ventadour</a> {esc(t)} <em><a class="twtr-timestamp" href="/twitter/status/{n}">{w}</a> · <a class="twtr-reply" href="/twitter/reply/{n}">répondre</a></em></p></div></div></div>' for n, (t, w) in enumerate(tweets)], "{}")}</div></div><div class="twtr-ft"><a href="/twitter/ventadour">Suivre @ventadour</a></div></div></div></li>
<li id="text-4" class="widget-container widget_text"><h3 class="widget-title">Retrouvez-nous sur Facebook</h3><div class="textwidget"><div class="fb_iframe_widget"><div class="fan_box"><div class="connect_top"><b>Chroniques de Ventadour</b> sur Facebook <span class="fb-btn">J'aime</span></div><div class="connections"><span class="total">412 personnes aiment Chroniques de Ventadour.</span><div class="connections_grid">{li([f'<div class="grid_item"><a href="/fb/{slug(n)}" title="{n}">{face("et-fr-fb-" + n, 45)}<div class="name">{n}</div></a></div>' for n in fans], "{}")}</div><div style="clear:both"></div></div><div class="fan_box_footer">Module social Facebook</div></div></div></div></li>
<li id="tag_cloud-2" class="widget-container widget_tag_cloud"><h3 class="widget-title">Mots-clefs</h3><div class="tagcloud">{li([f'<a href="/tag/{slug(t)}/" class="tag-link-{n}" title="{s} sujets" style="font-size: {s}pt;">{t}</a>' for n, (t, s) in enumerate(tags)], "{} ")}</div></li>
<li id="text-5" class="widget-container widget_text"><h3 class="widget-title">S'abonner par e-mail</h3><div class="textwidget"><form action="/abonnement/" method="post"><p>Recevez les nouveaux billets dans votre boîte aux lettres :</p><input type="text" name="email" /><input type="submit" value="S'abonner" /></form></div></li>
<li id="archives-2" class="widget-container widget_archive"><h3 class="widget-title">Archives</h3><ul><li><a href="/2010/11/">novembre 2010</a></li><li><a href="/2010/10/">octobre 2010</a></li><li><a href="/2010/09/">septembre 2010</a></li></ul></li>
</ul></div></div>
<div id="footer" role="contentinfo"><div id="site-info"><a href="/" rel="home">Chroniques de Ventadour</a></div><div id="site-generator">Fièrement propulsé par WordPress</div></div>
</div>"""
    return make(
        "et-plain-fr-ventadour-passerelle",
        "fr",
        page(
            "La passerelle de Ventadour, six ans après la première esquisse",
            "Chroniques de Ventadour",
            "fr",
            css,
            body,
            published="2010-11-22T08:30:00+01:00",
            author="Lucille Marchand",
            head='<meta name="generator" content="WordPress 3.0.1" />\n',
            body_attrs='class="single single-post postid-214"',
        ),
        path="/2010/11/22/la-passerelle-de-ventadour-six-ans-apres/",
        description="A French local-politics blog post of November 2010 on WordPress 3.0 with a Twenty Ten-like theme: an author box with her last articles and dates, related posts with dates, 'Articles récents', the blog's own tweets with relative times in a Twitter profile widget, a Facebook fan box with eight faces and first names, a tag cloud, an e-mail subscription form, archives; 'Les commentaires sont fermés.'",
        lookalikes=(
            "Twitter widget: 4 of the blog's own tweets with relative times",
            "Facebook fan box: 8 faces with names",
            "author box with 3 dated articles",
            "related posts with dates",
            "'Les commentaires sont fermés.'",
        ),
    )


# --------------------------------------------------------------------------- it: a provincial news site, 2013


def it_gazzetta() -> Case:
    css = """body{margin:0;background:#fff;font:13px/1.5 'Trebuchet MS',Arial,sans-serif;color:#222}
.top-bar{background:#8b0000;color:#fff;padding:4px 12px;font-size:11px}.top-bar a{color:#fff}
.testata{width:1000px;margin:0 auto;padding:12px 0;border-bottom:2px solid #8b0000}.testata .nome{font:bold 36px 'Times New Roman',serif;color:#8b0000}
.menu{width:1000px;margin:0 auto;background:#333}.menu a{color:#fff;display:inline-block;padding:6px 10px;font-weight:bold}
.borsa{width:1000px;margin:0 auto;background:#f2f2f2;font-size:11px;padding:4px 0}.borsa .su{color:green}.borsa .giu{color:#c00}
.contenitore{width:1000px;margin:12px auto;overflow:hidden}.col-sx{float:left;width:660px}.col-dx{float:right;width:310px}
.occhiello{color:#8b0000;font-weight:bold;text-transform:uppercase;font-size:11px}h1.titolo{font:bold 28px Georgia,serif;margin:4px 0}.sommario{font-size:16px;color:#444}
.firma{font-size:11px;color:#777;margin:6px 0 12px}.testo p{font:15px/1.65 Georgia,serif}.riquadro{border:1px solid #ddd;margin-bottom:14px}.riquadro h3{margin:0;background:#8b0000;color:#fff;padding:4px 8px;font-size:13px}
.riquadro .corpo{padding:8px}.ora{font-weight:bold;color:#8b0000;margin-right:5px}.correlati li{margin-bottom:5px}.data{color:#888;font-size:11px}
.dalweb .item{float:left;width:150px;margin-right:10px;font-size:12px}.dalweb .fonte{color:#999;font-size:10px}.sondaggio .barra{background:#8b0000;height:6px}
.tw-item{border-bottom:1px solid #eee;padding:4px 0}.tw-item .quando{color:#999;font-size:10px}.commenti-box{border-top:2px solid #8b0000;margin-top:20px;padding-top:8px}
.commenti-box label{display:block;font-weight:bold;margin-top:6px}.piede{background:#222;color:#aaa;padding:14px;font-size:11px;text-align:center}"""
    ultime = [
        ("19:42", "Incidente sulla provinciale 14, chiuso il tratto per Cerreta"),
        ("18:15", "Valsorda Calcio, ufficiale l'arrivo del nuovo difensore"),
        ("17:03", "Sciopero dei bus lunedì: le fasce garantite"),
        ("16:20", "Mercato settimanale spostato in piazza Garibaldi"),
        ("15:48", "Ospedale, il nuovo primario di cardiologia si presenta"),
    ]
    lette = [
        ("Ponte sul Sorda, riapertura slitta a luglio", "oggi, 10:12"),
        ("Bollette dell'acqua, in arrivo i conguagli", "ieri, 18:30"),
        ("Trovato il cane scomparso a Montecalvo", "ieri, 09:05"),
        ("Sagra dei funghi: il programma completo", "7 maggio"),
        ("Maltempo, frana sulla strada per Pievelunga", "6 maggio"),
    ]
    correlati = [
        ("Ponte sul Sorda, i lavori ripartono dopo la pausa invernale", "12 marzo 2013"),
        ("Viabilità, il piano per le deviazioni durante il cantiere", "4 febbraio 2013"),
        ("Il ponte chiude per lavori: cosa cambia per i pendolari", "20 settembre 2012"),
    ]
    dalweb = [
        ("Le 10 auto più affidabili del 2013", "MotoriOggi"),
        ("Come risparmiare sulla bolletta della luce", "Casa&Risparmio"),
        ("Vacanze in Puglia: le spiagge da non perdere", "ViaggiPiù"),
        ("Il trucco per dormire meglio d'estate", "BenessereNews"),
    ]
    sondaggio = [("Sì, troppo lento", 64, 812), ("No, era inevitabile", 22, 279), ("Non saprei", 14, 178)]
    tweets = [
        ("Ponte sul Sorda, la riapertura slitta a luglio. L'articolo completo sul sito", "2 ore fa"),
        ("#Valsorda Calcio, ufficiale l'arrivo del nuovo difensore", "3 ore fa"),
        ("Sciopero bus lunedì: ecco le fasce garantite #trasporti", "5 ore fa"),
    ]
    paras = [
        "VALSORDA – Non sarà maggio, ma luglio. La riapertura del ponte sul Sorda, chiuso al traffico dallo scorso settembre, slitta di almeno due mesi. Lo ha comunicato ieri pomeriggio l'assessore ai lavori pubblici Franco Lodovichi al termine di un sopralluogo con i tecnici della Provincia.",
        "Il ritardo è dovuto alle piogge di marzo e aprile, che hanno alzato il livello del fiume e impedito per settimane i lavori sulle pile. «Abbiamo perso quasi quaranta giorni di cantiere», ha spiegato il direttore dei lavori, l'ingegner Paola Ricciardelli.",
        "L'intervento, finanziato con 2,6 milioni di euro, prevede il consolidamento delle fondazioni, il rifacimento dell'impalcato e un nuovo marciapiede su entrambi i lati.",
        "Fino alla riapertura resta in vigore la deviazione per la variante nord. Confermato anche il bus navetta gratuito tra il parcheggio di via dei Mulini e il centro, ogni venti minuti dalle 7 alle 20.",
    ]
    body = f"""<div class="top-bar">Giovedì 9 maggio 2013 | <a href="/edicola/">Edicola digitale</a> | <a href="/abbonati/">Abbonati</a> | <a href="/login/">Accedi</a></div>
<div class="testata"><span class="nome">Gazzetta della Valsorda</span> <span style="float:right;font-size:12px">Meteo Valsorda: 19°C, nuvoloso · domani 22°C, sereno</span></div>
<div class="menu"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/economia/">Economia</a><a href="/sport/">Sport</a><a href="/cultura/">Cultura e spettacoli</a><a href="/provincia/">Provincia</a><a href="/necrologie/">Necrologie</a></div>
<div class="borsa"><b>Borsa</b> (chiusura): FTSE MIB 17.482,90 <span class="su">+0,84%</span> · FTSE Italia All-Share 18.390,12 <span class="su">+0,79%</span> · Spread BTP-Bund 268 <span class="giu">+4</span> · Euro/Dollaro 1,3152 <span class="giu">-0,12%</span></div>
<div class="contenitore"><div class="col-sx">
<div class="occhiello">Cronaca · Lavori pubblici</div>
<h1 class="titolo">Ponte sul Sorda, la riapertura slitta a luglio</h1>
<p class="sommario">Le piogge di primavera hanno fermato il cantiere per quaranta giorni. Resta la deviazione sulla variante nord</p>
<p class="firma">di Giacomo Ferrini · 09 maggio 2013</p>
<div class="testo">{li(paras, "<p>{}</p>")}</div>
<div class="riquadro correlati"><h3>Articoli correlati</h3><div class="corpo"><ul>{li([f'<a href="/cronaca/{slug(t)}.html">{esc(t)}</a> <span class="data">{d}</span>' for t, d in correlati])}</ul></div></div>
<div class="riquadro dalweb"><h3>Potrebbe interessarti anche · Dal web</h3><div class="corpo">{li([f'<div class="item"><svg width="150" height="90"><rect width="150" height="90" fill="#ccc" /></svg><br /><a href="/promo/{slug(t)}">{esc(t)}</a><br /><span class="fonte">{esc(s)}</span></div>' for t, s in dalweb], "{}")}<div style="clear:both;text-align:right;font-size:10px;color:#999">Contenuti sponsorizzati da Nexora</div></div></div>
<div class="commenti-box"><h3>0 commenti</h3><p>Nessun commento. Sii il primo a commentare questo articolo!</p>
<form action="/commenti/invia/" method="post"><label for="c-nome">Nome *</label><input type="text" id="c-nome" name="nome" size="30" /><label for="c-email">Email * (non sarà pubblicata)</label><input type="text" id="c-email" name="email" size="30" /><label for="c-testo">Il tuo commento</label><textarea id="c-testo" name="testo" rows="6" cols="60"></textarea><br /><input type="submit" value="Invia commento" /></form>
<p class="data">I commenti sono moderati dalla redazione prima della pubblicazione.</p></div>
</div>
<div class="col-dx">
<div class="riquadro"><h3>Ultim'ora</h3><div class="corpo">{li([f'<span class="ora">{o}</span><a href="/cronaca/{slug(t)}.html">{esc(t)}</a>' for o, t in ultime], "<p>{}</p>")}</div></div>
<div class="riquadro"><h3>Le più lette</h3><div class="corpo"><ol>{li([f'<a href="/cronaca/{slug(t)}.html">{esc(t)}</a> <span class="data">{d}</span>' for t, d in lette])}</ol></div></div>
<div class="riquadro"><h3>La foto del giorno</h3><div class="corpo"><svg width="290" height="170"><rect width="290" height="170" fill="#b9c8a5" /></svg><p>I campi di papaveri sulle colline di Montecalvo.</p><p class="data">Foto di Marco Bellandi</p></div></div>
<div class="riquadro sondaggio"><h3>Il sondaggio</h3><div class="corpo"><p><b>Il cantiere del ponte sul Sorda è troppo lento?</b></p>{li([f'{t} – {p}% ({n} voti)<div class="barra" style="width:{p * 2}px"></div>' for t, p, n in sondaggio], "<p>{}</p>")}<p class="data">Votanti: 1.269</p></div></div>
<div class="riquadro"><h3>Seguici su Twitter</h3><div class="corpo">{li([f'<div class="tw-item"><b>@GazzValsorda</b> {esc(t)}<br /><span class="quando">{w}</span></div>' for t, w in tweets], "{}")}</div></div>
<div class="riquadro"><h3>Meteo</h3><div class="corpo">Valsorda: oggi 19°C nuvoloso; venerdì 22°C sereno; sabato 20°C pioggia debole</div></div>
<div style="height:250px;background:#eee;text-align:center;color:#999;font-size:10px">Pubblicità</div>
</div></div>
<div class="piede">© 2013 Gazzetta della Valsorda – Editoriale Valsorda S.r.l. – P.IVA 01234560987 | <a href="/redazione/" style="color:#fff">Redazione</a> | <a href="/pubblicita/" style="color:#fff">Pubblicità</a> | <a href="/privacy/" style="color:#fff">Privacy</a></div>"""
    return make(
        "et-plain-it-valsorda-ponte",
        "it",
        page(
            "Ponte sul Sorda, la riapertura slitta a luglio",
            "Gazzetta della Valsorda",
            "it",
            css,
            body,
            published="2013-05-09T07:30:00+02:00",
            author="Giacomo Ferrini",
        ),
        path="/cronaca/2013/05/09/news/ponte-sul-sorda-la-riapertura-slitta-a-luglio-4412.html",
        description="An Italian provincial news site's story of May 2013 in a two-column div layout: a stock ticker, weather, 'Ultim'ora' with times, 'Le più lette' with times, 'La foto del giorno' with its photographer, a poll's results with votes, the outlet's own tweets with relative times, related articles with dates, a sponsored 'Dal web' block; an empty comment area ('0 commenti', 'Nessun commento. Sii il primo a commentare questo articolo!' and the form).",
        lookalikes=(
            "Ultim'ora: 5 timed headlines",
            "Le più lette: 5 headlines with times",
            "the outlet's own tweets: 3 with relative times",
            "poll results with votes",
            "empty comment area and form",
        ),
    )


def latin_et() -> list[Case]:
    return [en_courier(), de_anzeiger(), fr_blog(), it_gazzetta()]
