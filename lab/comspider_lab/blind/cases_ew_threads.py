"""Blind set ew: four discussions whose comments have no box of their own: an English regional evening paper of 2009
(a name in ``<h4>``, paragraphs, a small "Posted" line and an ``<hr>``, all siblings in one div), a German rowing
club's newsletter page of 2008 (every entry in one ``<div>``, split only by ``<br />``), a Spanish village portal of
2010 (three rows per comment in one table, answers said by "en respuesta a NAME") and an Italian model-railway blog
of 2011 on a hosted blog service (the name and time after the text, in a plain paragraph). Every site, name and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ew_common import Case, br, esc, html, make, page, talk

# --------------------------------------------------------------------------- en: a regional evening paper, 2009


def en_bus() -> Case:
    cs = talk("""
Margaret Hollins @ 2:14pm Tue 3 Mar 09 :: My mother is 84 and relies on the 14 to get home from her day centre in town on a Thursday. The last bus back to Cotsby will now leave at 5.10pm. Who thought that was a good idea? // I have written to Cllr Dawes twice since Christmas and not had so much as an acknowledgement.
Steve_R @ 2:31pm Tue 3 Mar 09 :: Nobody uses it after 7 anyway. I drive past the stop at Lyndon Cross every night and the bus is empty. Why should council tax payers subsidise an empty bus
Ruth A @ 2:58pm Tue 3 Mar 09 :: Steve, it's empty at seven because they already cut it to once an hour last spring and people gave up waiting in the rain. Chicken and egg.
!- @ 3:20pm Tue 3 Mar 09 :: This comment was removed by a moderator.
Paul Okafor @ 3:47pm Tue 3 Mar 09 :: I work nights at the General. My shift starts at 8 and for six years the 7.15 from Lyndon has got me there with ten minutes to spare. From April I either pay £14 each way for a taxi or I buy a car I can't afford. // There are at least four of us from the villages on that bus most nights, all hospital staff. I'd be interested to know if anyone at County Hall actually counted us or just looked at the ticket machine figures for the whole route.
harrowby_lad @ 4:02pm Tue 3 Mar 09 :: typical. cut the villages, keep the park and ride for the shoppers.
Jean Whitworth @ 4:40pm Tue 3 Mar 09 :: > "We have to make difficult choices with a reduced budget," said Cllr Dawes. // Difficult choices. Like the new "Welcome to Harrowby" signs on the ring road that cost £40,000 last year?
Ken M @ 5:15pm Tue 3 Mar 09 :: Has anyone asked Vale Coaches whether they would run the evening journeys commercially with a smaller vehicle? They already do the school runs with 16 seaters, the drivers and the buses are sat in the depot after 6.
Margaret Hollins @ 6:05pm Tue 3 Mar 09 :: Thank you Paul, well said. For anyone who wants to do something, there is a petition here: [Save the 14 evening service](http://www.savethe14.example.org.uk/) and it already has over 600 names.
Cllr Chris Beddoes @ 7:22pm Tue 3 Mar 09 :: For what it's worth I voted against this at committee, along with both other Lyndon ward members. The consultation had 212 responses and 190 of them opposed the cut. All of that is in the minutes, which anybody can read on the council website, and I would urge people to come to the full council meeting on the 19th.
Steve_R @ 8:10pm Tue 3 Mar 09 :: Fair enough, I didnt know about the hourly thing. Still think a dial-a-ride would be cheaper than running a 50 seater round the lanes though.
Anonymous @ 9:36pm Tue 3 Mar 09 :: Dial-a-ride has to be booked 24 hours ahead. Try doing that when your shift gets changed at two hours' notice.
Dee from Cotsby @ 10:51am Wed 4 Mar 09 :: Last bus from town to Cotsby from April: 5.40pm. I finish work in the town centre at 5.30. You do the maths.
""")
    site = "/news/4183022.council-confirms-evening-cut-to-number-14-bus/"
    towns = {
        "Margaret Hollins": "Cotsby",
        "Steve_R": "Harrowby",
        "Ruth A": "Lyndon",
        "Paul Okafor": "Lyndon",
        "harrowby_lad": "Harrowby",
        "Jean Whitworth": "Harrowby",
        "Ken M": "Stoke Abbas",
        "Cllr Chris Beddoes": "Lyndon",
        "Anonymous": "",
        "Dee from Cotsby": "",
    }
    rows: list[str] = []
    for i, c in enumerate(cs):
        if not c.real:
            rows.append(
                f'<p class="removed"><em>{esc(c.body)}</em> <a href="/help/house-rules/">Why?</a></p>\n'
                f'<p class="posted">Posted: {esc(c.at)}</p>\n<hr />\n'
            )
            continue
        where = f" | {esc(towns[c.who])}" if towns.get(c.who) else ""
        rows.append(
            f'<a name="c{2210871 + i * 7}"></a>\n<h4>{esc(c.who)}</h4>\n{html(c.body, quote="blockquote")}\n'
            f'<p class="posted">Posted: {esc(c.at)}{where} &nbsp; <a href="/report/?c={2210871 + i * 7}" class="report">Report this comment</a></p>\n<hr />\n'
        )
    most_read = "".join(
        f'<li><a href="/news/{4183000 + n}.{s}/">{esc(t)}</a></li>'
        for n, (s, t) in enumerate(
            (
                ("lorry-sheds-load-of-carrots-on-a34", "Lorry sheds load of carrots on A34"),
                (
                    "council-confirms-evening-cut-to-number-14-bus",
                    "Council confirms evening cut to number 14 bus",
                ),
                (
                    "harrowby-town-s-cup-run-ends-at-wembley-steps",
                    "Harrowby Town's cup run ends on Wembley's steps",
                ),
                (
                    "plans-for-200-homes-at-mill-lane-go-on-show",
                    "Plans for 200 homes at Mill Lane go on show",
                ),
                ("pensioner-98-gets-first-passport", "Pensioner, 98, gets her first passport"),
            )
        )
    )
    most_commented = "".join(
        f'<li><a href="/news/{4182900 + n}/">{esc(t)}</a> <span class="cc">({k})</span></li>'
        for n, (t, k) in enumerate(
            (
                ("Council confirms evening cut to number 14 bus", 12),
                ("Parking charges at the Royal General to rise to £3", 41),
                ("Mill Lane homes plan: your views", 27),
                ("Speed camera on Cotsby Road 'catches 90 a week'", 19),
            )
        )
    )
    css = """body{margin:0;background:#d8dde3;font:12px/1.5 Arial,Helvetica,sans-serif;color:#222}
#container{width:980px;margin:0 auto;background:#fff}#leader{height:90px;background:#f2f2f2;text-align:center;padding:6px 0;border-bottom:1px solid #ccc}
#leader span{display:block;font-size:9px;color:#999}#masthead{background:#002b5c;height:78px;position:relative}
#masthead .logo{position:absolute;left:16px;top:12px;font:bold 34px 'Times New Roman',serif;color:#fff;text-decoration:none}
#masthead .date{position:absolute;right:16px;top:16px;color:#b7c8e0;font-size:11px}#masthead form{position:absolute;right:16px;bottom:10px}
#nav{background:#cc0000;height:28px}#nav a{float:left;color:#fff;font-weight:bold;padding:6px 11px;text-decoration:none;border-right:1px solid #e55}
#subnav{background:#eee;padding:4px 16px;font-size:11px;border-bottom:1px solid #ccc}#subnav a{color:#333;margin-right:10px}
#main{float:left;width:620px;padding:14px 16px}#right{float:right;width:300px;padding:14px 16px 0 0}
h1.headline{font:bold 26px/1.15 Georgia,'Times New Roman',serif;margin:6px 0 8px}.standfirst{font:bold 14px Arial;color:#333}
.byline{color:#666;font-size:11px;border-top:1px dotted #aaa;border-bottom:1px dotted #aaa;padding:4px 0;margin:8px 0}
.tools a{font-size:11px;margin-right:8px}.storytext p{font-size:13px}.pic{float:right;margin:0 0 8px 10px;width:260px;font-size:10px;color:#666}
#comments-area h3{background:#002b5c;color:#fff;padding:4px 8px;font-size:14px;margin:20px 0 6px}#comments-area .rules{font-size:10px;color:#777}
#readers-comments h4{margin:10px 0 2px;font-size:13px;color:#002b5c}#readers-comments p{margin:0 0 6px;font-size:12px}
#readers-comments p.posted{font-size:10px;color:#888}#readers-comments p.removed{color:#999}#readers-comments hr{border:0;border-top:1px solid #ddd}
#readers-comments blockquote{margin:4px 0 6px 14px;color:#555;font-style:italic}a.report{color:#aaa}
.box{border:1px solid #ccc;margin-bottom:12px}.box h2{background:#e5e9ee;font-size:12px;margin:0;padding:4px 8px;color:#002b5c}
.box ol,.box ul{margin:6px 0 8px 24px;padding:0}.box li{margin:3px 0}.cc{color:#c00}.mpu{width:300px;height:250px;background:#f2f2f2;border:1px solid #ddd;text-align:center;margin-bottom:12px}
.mpu span{display:block;font-size:9px;color:#999}.jobs li{list-style:none;margin-left:-18px;border-bottom:1px dotted #ccc}
#footer{clear:both;background:#002b5c;color:#b7c8e0;font-size:10px;padding:12px 16px}#footer a{color:#fff}"""
    body = f"""<div id="container">
<div id="leader"><span>Advertisement</span><img src="/_avatar/ads/leader-728x90-harrowby-motors.svg" width="728" height="90" alt="Harrowby Motors: 0% finance on all used cars" /></div>
<div id="masthead"><a class="logo" href="/">The Harrowby Evening Post</a><div class="date">Wednesday 4th March 2009 &middot; <a href="/weather/" style="color:#fff">Weather: 7&deg;C, showers</a></div>
<form action="/search/" method="get"><input type="text" name="q" size="22" /> <input type="submit" value="Search" /></form></div>
<div id="nav"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/whatson/">What's On</a><a href="/jobs/">Jobs</a><a href="/property/">Property</a><a href="/motors/">Motors</a><a href="/announcements/">Family Notices</a><a href="/yoursay/">Your Say</a></div>
<div id="subnav"><a href="/news/local/">Local</a><a href="/news/harrowby/">Harrowby</a><a href="/news/villages/">Villages</a><a href="/news/business/">Business</a><a href="/news/education/">Education</a><a href="/news/health/">Health</a><a href="/news/letters/">Letters</a></div>
<div id="main">
<div class="crumbs"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; <a href="/news/villages/">Villages</a></div>
<h1 class="headline">Council confirms evening cut to number 14 bus</h1>
<p class="standfirst">Villagers say they will be left stranded after councillors agreed to stop subsidising evening journeys between Harrowby, Lyndon and Cotsby from April.</p>
<div class="byline">By Rachel Simms &raquo; <a href="mailto:rachel.simms@harrowbypost.example.co.uk">Reporter</a> &middot; 12:05pm Tuesday 3rd March 2009</div>
<div class="tools"><a href="/print/?a=4183022">Print</a> <a href="/email/?a=4183022">Email this story</a> <a href="#comments-area">Comments (12)</a> <a href="/news/4183022.council-confirms-evening-cut-to-number-14-bus/rss/">RSS</a></div>
<div class="storytext">
<div class="pic"><img src="/_avatar/photos/number-14-lyndon-cross.svg" width="260" height="180" alt="" /><br />The number 14 at Lyndon Cross. Picture: Tony Marsh</div>
<p>THE last subsidised evening buses between Harrowby and three of its largest villages will stop running at the end of March, the county council has confirmed.</p>
<p>The cabinet member for transport, Cllr Graham Dawes, told yesterday's meeting that the 14 service after 6pm cost the council &pound;86,000 a year and carried an average of eleven passengers a journey.</p>
<p>"We have to make difficult choices with a reduced budget," said Cllr Dawes. "Daytime services to Lyndon, Cotsby and Stoke Abbas are not affected and remain at one bus an hour."</p>
<p>From April 1 the last bus from Harrowby bus station to Cotsby will leave at 5.40pm, and the last return journey at 5.10pm. Evening journeys on Sundays will also end.</p>
<p>Opposition councillors said the decision had been taken despite an overwhelmingly negative response to a public consultation last autumn.</p>
<p>Vale Coaches, which operates the route under contract, said it had not been asked whether it would run any of the evening journeys without a subsidy.</p>
<p>The decision will be ratified at a meeting of the full council on March 19.</p>
</div>
<div id="comments-area">
<h3>Your comments (12)</h3>
<p class="rules">Comments are the views of the readers who post them and not of The Harrowby Evening Post. Please read our <a href="/help/house-rules/">house rules</a>. Comments are checked by our moderators and may be removed.</p>
<div id="readers-comments">
{"".join(rows)}</div>
<h3>Add your comment</h3>
<form action="/comments/add/" method="post"><p>You must be <a href="/login/">logged in</a> to comment. <a href="/register/">Register</a> &middot; it's free.</p>
<p><textarea name="comment" rows="5" cols="60" disabled="disabled"></textarea></p></form>
</div>
</div>
<div id="right">
<div class="mpu"><span>Advertisement</span><img src="/_avatar/ads/mpu-300x250-cotsby-garden-centre.svg" width="300" height="232" alt="Cotsby Garden Centre: spring bulbs half price" /></div>
<div class="box"><h2>Most read</h2><ol>{most_read}</ol></div>
<div class="box"><h2>Most commented</h2><ul>{most_commented}</ul></div>
<div class="box"><h2>Latest jobs</h2><ul class="jobs"><li><a href="/jobs/1">Care assistant, days and nights &middot; Lyndon</a></li><li><a href="/jobs/2">HGV Class 1 driver &middot; Harrowby</a></li><li><a href="/jobs/3">Part-time bookkeeper &middot; Stoke Abbas</a></li></ul><p style="margin:4px 8px"><a href="/jobs/">More jobs &raquo;</a></p></div>
<div class="box"><h2>Weather</h2><p style="margin:6px 8px">Today: showers, 7&deg;C. Tomorrow: sunny spells, 9&deg;C.</p></div>
</div>
<div id="footer">&copy; Copyright 2009 Harrowby Newspapers Ltd. All rights reserved. &middot; <a href="/contact/">Contact us</a> &middot; <a href="/advertise/">Advertise</a> &middot; <a href="/help/house-rules/">House rules</a> &middot; <a href="/privacy/">Privacy</a> &middot; <a href="/rss/">RSS feeds</a></div>
</div>"""
    return make(
        "ew-en-paper-bus14",
        "discussion",
        "en",
        page(
            body,
            title="Council confirms evening cut to number 14 bus (From The Harrowby Evening Post)",
            lang="en-GB",
            css=css,
        ),
        cs,
        path=site,
        container="div#readers-comments under h3 'Your comments (12)': siblings only, per comment a#cN, h4 NAME, p… (a blockquote), p.posted 'Posted: 2:14pm Tue 3 Mar 09 | TOWN Report this comment', hr; a removed comment's p.removed + p.posted + hr among them",
        heading="Your comments (12)",
        description="An English regional evening paper (March 2009), a fixed-width page with a leaderboard, red section bar, 'Most read', 'Most commented' with counts, jobs and an MPU: 12 readers' comments, flat, with no element of their own (a name in h4, one or two paragraphs, a 'Posted:' line with the town, an hr, all siblings in one div); one quotes the article, one links a petition, a councillor answers; a moderator-removed comment's placeholder between them; 'You must be logged in to comment'.",
    )


# --------------------------------------------------------------------------- de: a rowing club's newsletter, 2008


def de_anrudern() -> Case:
    cs = talk("""
Heike S. @ 13.04.2008 um 19:32 Uhr :: Super Bericht, danke Klaus! Die Fotos vom Steg sind richtig schön geworden, vor allem das mit den drei Achtern nebeneinander.
Jürgen Matthies @ 13.04.2008 um 20:05 Uhr :: Kurze Info an alle Jugendlichen: Training ab sofort wieder Dienstag und Donnerstag um 17 Uhr am Bootshaus. Wer noch keinen Schlüssel hat, meldet sich bitte bei mir oder bei Sabine.
Manfred Oltrogge @ 13.04.2008 um 22:47 Uhr :: Das war mein 40. Anrudern im RVL. Beim ersten, 1968, sind wir noch mit dem alten Holzvierer raus, der "Lindenau II", und hinterher gab es Erbsensuppe aus der Gulaschkanone vom THW. // Schön, dass so viele Junge dabei waren. Und dass der Kanal diesmal nicht zugefroren war wie 1970!
Sabine Kröger @ 14.04.2008 um 08:15 Uhr :: Wer hat eigentlich meine blaue Fleecejacke mitgenommen?? Die hing am Samstag im Umkleideraum der Damen am dritten Haken. Bitte einfach wieder hinhängen, danke!
Tobi @ 14.04.2008 um 17:58 Uhr :: Der Gig-Vierer "Weserstolz" hat nen Riss vorne am Bug, hab ich ins Bootsbuch eingetragen. Bitte erstmal nicht fahren bis sich das jemand angeschaut hat.
Klaus Weber @ 14.04.2008 um 21:20 Uhr :: Danke Heike! Die restlichen Bilder kommen die Tage in die Galerie, ich muss sie erst noch verkleinern. // Noch was für alle, die nicht da waren: // - Arbeitsdienst am Bootshaus ist am 26.04. ab 9 Uhr - Meldeschluss für die Wanderfahrt an Pfingsten ist der 30.04. - Bootstaufe vom neuen Einer beim Sommerfest
Gerda Lüttke @ 15.04.2008 um 10:03 Uhr :: Schön wars. Aber nächstes Jahr bitte wieder Erbsensuppe und nicht nur Würstchen ;-)
""")
    site = "/vereinsnachrichten/anrudern-2008.html"
    entries = "<br />\n<br />\n".join(
        f"<b>{esc(c.who)}</b> schrieb am {esc(c.at)}:<br />\n{br(c.body, quote='i')}" for c in cs
    )
    css = """body{background:#ffffff url(/_avatar/rvl/wellen.svg) repeat-x;margin:0;font-family:Verdana,Arial,Helvetica,sans-serif;font-size:12px;color:#000}
a{color:#003399}a:hover{color:#cc0000}table.rahmen{width:770px;border:1px solid #003399;background:#fff}
td.kopf{background:#003399;height:100px;color:#fff}td.kopf h1{font:bold 26px Georgia,serif;margin:0 0 0 120px}td.kopf p{margin:0 0 0 120px;font-size:11px;color:#c6d4f0}
td.links{width:160px;background:#e8eef8;vertical-align:top;border-right:1px solid #003399;font-size:11px}
td.links a.menu{display:block;padding:3px 8px;border-bottom:1px solid #fff;text-decoration:none;font-weight:bold}
td.links .kasten{margin:10px 6px;padding:4px;border:1px dashed #003399;background:#fff}td.inhalt{vertical-align:top;padding:10px 14px}
h2.titel{font-size:17px;color:#003399;border-bottom:2px solid #003399}.datum{font-size:10px;color:#666}
.kommentare{background:#f4f4f4;border:1px solid #ccc;padding:8px;font-size:11px;line-height:1.5}
.fuss{font-size:9px;color:#666;text-align:center;padding:6px}.counter{font-family:'Courier New';background:#000;color:#0f0;padding:1px 3px}"""
    body = f"""<center>
<table class="rahmen" cellspacing="0" cellpadding="0" border="0">
<tr><td class="kopf" colspan="2"><img src="/_avatar/rvl/wappen.svg" width="80" height="80" alt="Wappen" align="left" hspace="20" vspace="10" /><h1>Ruderverein Lindenau von 1911 e.V.</h1><p>Rudern auf dem Weser-Kanal seit fast 100 Jahren</p></td></tr>
<tr><td class="links">
<a class="menu" href="/">Startseite</a>
<a class="menu" href="/vereinsnachrichten/">Vereinsnachrichten</a>
<a class="menu" href="/termine.html">Termine</a>
<a class="menu" href="/training.html">Trainingszeiten</a>
<a class="menu" href="/jugend.html">Jugendabteilung</a>
<a class="menu" href="/wanderrudern.html">Wanderrudern</a>
<a class="menu" href="/bootspark.html">Bootspark</a>
<a class="menu" href="/galerie/">Bildergalerie</a>
<a class="menu" href="/vorstand.html">Vorstand</a>
<a class="menu" href="/mitglied-werden.html">Mitglied werden</a>
<a class="menu" href="/gaestebuch.php">G&auml;stebuch</a>
<a class="menu" href="/impressum.html">Impressum</a>
<div class="kasten"><b>N&auml;chste Termine</b><br />26.04. Arbeitsdienst Bootshaus<br />10.05. Regatta Minden<br />11.-13.05. Pfingstwanderfahrt Fulda<br />21.06. Sommerfest</div>
<div class="kasten"><b>Unsere Sponsoren</b><br /><img src="/_avatar/rvl/sponsor-autohaus-brinkmann.svg" width="140" height="40" alt="Autohaus Brinkmann" /><br /><img src="/_avatar/rvl/sponsor-baeckerei-tiemann.svg" width="140" height="40" alt="B&auml;ckerei Tiemann" /></div>
<div class="kasten" style="text-align:center">Besucher seit 2003:<br /><span class="counter">048213</span></div>
</td>
<td class="inhalt">
<p class="datum"><a href="/vereinsnachrichten/">Vereinsnachrichten</a> &raquo; Anrudern 2008</p>
<h2 class="titel">Anrudern 2008: 23 Boote bei Sonne auf dem Kanal</h2>
<p class="datum">Eingestellt am 12.04.2008 von Klaus Weber (Pressewart)</p>
<p><img src="/_avatar/rvl/anrudern-2008-steg.svg" width="300" height="200" alt="Anrudern 2008" align="right" hspace="8" />Bei strahlendem Sonnenschein und fast 14 Grad hat der RVL am Samstag die Rudersaison 2008 er&ouml;ffnet. Der 1. Vorsitzende Dieter Harms begr&uuml;&szlig;te um 14 Uhr rund 70 Mitglieder, G&auml;ste und Eltern am Bootshaus.</p>
<p>Nach der traditionellen Ansprache und dem dreifachen &quot;Hipp, hipp, hurra&quot; gingen insgesamt 23 Boote aufs Wasser, darunter drei Achter, so viele wie seit Jahren nicht. Die Ausfahrt f&uuml;hrte bis zur Schleuse Dankersen und zur&uuml;ck.</p>
<p>Besonders gefreut hat uns, dass die Jugendabteilung mit elf Ruderinnen und Ruderern vertreten war. Im Anschluss gab es Kaffee, Kuchen und Grillw&uuml;rstchen auf der Terrasse.</p>
<p>Ein herzliches Dankesch&ouml;n an alle Helferinnen und Helfer, besonders an das Kuchenteam um Gerda L&uuml;ttke!</p>
<p>Weitere Bilder gibt es in der <a href="/galerie/2008-anrudern/">Bildergalerie</a>.</p>
<hr noshade="noshade" size="1" />
<p><b>Kommentare zu diesem Beitrag (7)</b></p>
<div class="kommentare">
{entries}
</div>
<p><b>Kommentar schreiben</b></p>
<form action="/vereinsnachrichten/kommentar.php" method="post">
<table><tr><td>Name:</td><td><input type="text" name="name" size="30" /></td></tr>
<tr><td valign="top">Text:</td><td><textarea name="text" cols="45" rows="5"></textarea></td></tr>
<tr><td>Sicherheitsfrage: 3 + 4 =</td><td><input type="text" name="frage" size="3" /></td></tr>
<tr><td></td><td><input type="submit" value="Absenden" /></td></tr></table>
<p class="datum">Kommentare erscheinen sofort. Beleidigende Eintr&auml;ge werden vom Webmaster gel&ouml;scht.</p>
</form>
</td></tr>
<tr><td colspan="2" class="fuss">&copy; 2003-2008 Ruderverein Lindenau von 1911 e.V. &middot; Webmaster: <a href="mailto:webmaster@rv-lindenau.example.de">Thorsten Kuhlmann</a> &middot; Letzte &Auml;nderung: 15.04.2008 &middot; Optimiert f&uuml;r 1024x768 und Internet Explorer 6</td></tr>
</table>
</center>"""
    return make(
        "ew-de-verein-anrudern",
        "discussion",
        "de",
        page(
            body,
            title="Ruderverein Lindenau von 1911 e.V. - Anrudern 2008",
            lang="de",
            css=css,
            doctype="html4",
            charset="UTF-8",
        ),
        cs,
        path=site,
        container="p 'Kommentare zu diesem Beitrag (7)' then one div.kommentare holding every entry as text: 'b NAME schrieb am 13.04.2008 um 19:32 Uhr:', br, lines split by br (a list as '- ' lines), entries split by two br",
        heading="Kommentare zu diesem Beitrag (7)",
        description="A German rowing club's own site (April 2008), a centred layout table with a left menu, dates, sponsors and a visitor counter: 7 members' comments under the club news, flat, all in one div with nothing but <b>NAME</b> 'schrieb am …:' and <br /> between them (paragraphs and a list as lines); a form with a sum as captcha.",
    )


# --------------------------------------------------------------------------- es: a village portal, 2010


def es_piscina() -> Case:
    cs = talk("""
Pili @ 28/06/2010 18:22 :: Pues vaya verano nos espera. Con 40 grados y sin piscina, los críos todo el día en la calle o delante de la tele.
Antonio Gil @ 28/06/2010 19:05 :: Que alguien me explique como puede ser que la obra se adjudicó en marzo y en junio todavía no han empezado. Tres meses para nada.
Vecino_indignado @ 28/06/2010 20:41 :: Lo de siempre en este pueblo. Cuando llegan las elecciones, baldosas nuevas en la plaza. Cuando hay que arreglar algo de verdad, nada de nada.
Concejalía de Deportes -> Antonio Gil @ 29/06/2010 09:30 :: Buenos días Antonio. La obra no empezó en marzo porque la Junta no dio el visto bueno al proyecto del vaso hasta el 3 de junio; sin ese informe no se puede tocar nada. Las máquinas entran el lunes 5 de julio. Estamos estudiando con el Ayuntamiento de Valdecañas que los vecinos de Villafría puedan usar su piscina al precio de empadronado.
Antonio Gil -> Concejalía de Deportes @ 29/06/2010 11:12 :: Gracias por contestar, eso no lo sabíamos. Pero entonces que lo pongan en el bando, que aquí solo nos enteramos por los rumores del bar.
Mari Carmen R. @ 29/06/2010 14:50 :: Lo de Valdecañas estaría muy bien, pero ¿quién lleva a los niños? Son 9 km y el autobús solo pasa dos veces al día. Propongo: * que el Ayuntamiento ponga un microbús por las mañanas * o por lo menos que se organicen turnos entre los padres
Luis @ 30/06/2010 00:14 :: Yo soy socorrista y llevo trabajando en la piscina de Villafría desde 2004. Este año me he quedado sin trabajo de verano, igual que los dos compañeros y la chica del bar. Nadie nos ha avisado hasta que lo hemos leído aquí.
Pili @ 30/06/2010 09:37 :: Lo de los turnos lo apoyo, yo puedo llevar a cuatro en el coche los martes y jueves. Quien se apunte que deje aquí un comentario o que pregunte por mi en la farmacia.
Encarna @ 01/07/2010 21:03 :: Para los que tengan huerto: en el pilón de la fuente vieja los chiquillos se bañaban toda la vida. Mis nietos este año se bañan en la alberca y tan contentos.
""")
    site = "/noticias/2010/06/la-piscina-municipal-no-abrira-este-verano.html"
    rows: list[str] = []
    for i, c in enumerate(cs):
        to = (
            f' <span class="resp">en respuesta a {esc(cs[c.parent].who)}</span>'
            if c.parent is not None
            else ""
        )
        official = ' class="oficial"' if c.who.startswith("Concejalía") else ""
        text = "<br /><br />".join(x[3:-4] if x.startswith("<p>") else x for x in html(c.body).split("\n"))
        rows.append(
            f'<tr{official}><td class="cabecera" width="70%"><a name="com{5512 + i}"></a><img src="/_avatar/villafria/bocadillo.svg" width="12" height="11" alt="" /> '
            f"<b>{esc(c.who)}</b>{to}</td>"
            f'<td class="cabecera" align="right" nowrap="nowrap">{esc(c.at)}</td></tr>\n'
            f'<tr{official}><td colspan="2" class="texto">{text}</td></tr>\n'
            f'<tr><td colspan="2" class="pie"><a href="{site}?responder={5512 + i}#formu">responder</a> &middot; <a href="/denunciar.php?c={5512 + i}">denunciar</a></td></tr>\n'
        )
    css = """body{margin:0;background:#e7e2cf;font-family:Verdana,Arial,sans-serif;font-size:11px;color:#333}
#marco{width:960px;margin:0 auto;background:#fff}#cab{background:#7a9a3a url(/_avatar/villafria/cabecera.svg) no-repeat right;height:110px}
#cab h1{margin:0;padding:30px 0 0 20px;font:bold 30px Georgia,serif;color:#fff}#cab p{margin:0 0 0 20px;color:#eef5d8;font-size:12px}
#menu{background:#4e6a1c;padding:5px 12px}#menu a{color:#fff;font-weight:bold;margin-right:14px;text-decoration:none}
#izq{float:left;width:190px;padding:10px;background:#f5f3ea}#izq h3{background:#7a9a3a;color:#fff;font-size:11px;margin:10px 0 4px;padding:3px 6px}
#izq ul{margin:0;padding-left:16px}#centro{float:left;width:500px;padding:10px 16px}#der{float:right;width:200px;padding:10px}
.tit{font:bold 20px Georgia,serif;color:#4e6a1c;margin:4px 0}.ent{font:bold 12px Verdana;color:#555}.fecha{color:#999;font-size:10px}
table.comentarios{border:1px solid #c8c0a0;border-collapse:collapse;width:100%;margin-top:6px}
table.comentarios td.cabecera{background:#efe9d2;padding:3px 6px;border-top:1px solid #c8c0a0}table.comentarios tr.oficial td{background:#e2ecc8}
table.comentarios td.texto{padding:6px;font-size:11px}table.comentarios td.texto ul{margin:4px 0}table.comentarios td.pie{text-align:right;font-size:9px;padding:0 6px 6px}
.resp{color:#7a9a3a;font-style:italic}.banner{border:1px solid #ccc;background:#fafafa;text-align:center;margin-bottom:10px;font-size:9px;color:#999}
#pie{clear:both;background:#4e6a1c;color:#e7e2cf;text-align:center;padding:8px;font-size:10px}#pie a{color:#fff}"""
    body = f"""<div id="marco">
<div id="cab"><h1>Villafría de Alcor</h1><p>El portal de nuestro pueblo &middot; 1.412 habitantes &middot; Sierra de Alcor</p></div>
<div id="menu"><a href="/">Portada</a><a href="/noticias/">Noticias</a><a href="/ayuntamiento/">Ayuntamiento</a><a href="/fiestas/">Fiestas</a><a href="/asociaciones/">Asociaciones</a><a href="/fotos/">Fotos antiguas</a><a href="/tablon/">Tablón de anuncios</a><a href="/foro/">Foro</a></div>
<div id="izq">
<h3>Teléfonos útiles</h3><ul><li>Ayuntamiento: 900 000 101</li><li>Consultorio médico: 900 000 102</li><li>Guardia Civil (Valdecañas): 900 000 103</li><li>Farmacia: 900 000 104</li></ul>
<h3>El tiempo</h3><p>Hoy: soleado, máx. 38º, mín. 19º</p>
<h3>Últimas noticias</h3><ul><li><a href="/noticias/2010/06/programa-san-roque.html">Ya está el programa de San Roque</a></li><li><a href="/noticias/2010/06/corte-de-agua-calle-real.html">Corte de agua en la calle Real el jueves</a></li><li><a href="/noticias/2010/05/la-quinta-del-60.html">La quinta del 60 celebra sus 50 años</a></li></ul>
<h3>Encuesta</h3><p>¿Qué actividad quieres para el verano?</p><p>Cine de verano: 48%<br />Campeonato de petanca: 21%<br />Excursión a la playa: 31%<br /><i>Votos: 212</i></p>
</div>
<div id="centro">
<p class="fecha"><a href="/noticias/">Noticias</a> &raquo; Ayuntamiento &middot; lunes, 28 de junio de 2010</p>
<div class="tit">La piscina municipal no abrirá este verano por las obras del vaso</div>
<p class="ent">El Ayuntamiento confirma que las obras de reparación no estarán terminadas antes de septiembre y estudia un acuerdo con Valdecañas.</p>
<p><img src="/_avatar/villafria/piscina-vacia.svg" width="220" height="150" alt="La piscina, vacía" align="left" hspace="8" />La piscina municipal de Villafría de Alcor permanecerá cerrada durante todo el verano de 2010. Así lo anunció el pasado viernes el alcalde, Ramón Ortega, en el pleno ordinario de junio.</p>
<p>El vaso, construido en 1982, presenta grietas que provocaban la pérdida de miles de litros de agua al día. La obra de reparación, con un presupuesto de 64.000 euros financiados en parte por la Diputación, se adjudicó en marzo a una empresa de Valdecañas.</p>
<p>Según el Ayuntamiento, los trabajos durarán unas diez semanas, por lo que la instalación no podrá abrir hasta la próxima temporada.</p>
<p>La oposición ha criticado el retraso y ha pedido que se busque una alternativa para los vecinos durante los meses de julio y agosto.</p>
<p class="fecha">Redacción: Elena Montes &middot; Leída 1.874 veces &middot; <a href="/imprimir.php?n=811">Imprimir</a> &middot; <a href="/enviar.php?n=811">Enviar a un amigo</a></p>
<a name="comentarios"></a>
<p><b>Comentarios de los vecinos (9)</b></p>
<table class="comentarios" cellspacing="0" cellpadding="0">
{"".join(rows)}</table>
<a name="formu"></a>
<form action="/comentar.php" method="post"><p><b>Deja tu comentario</b></p>
<p>Nombre: <input type="text" name="nombre" size="25" /></p>
<p><textarea name="texto" rows="5" cols="50"></textarea></p>
<p><input type="submit" value="Enviar comentario" /></p>
<p class="fecha">Los comentarios son responsabilidad de sus autores. El administrador podrá borrar los que sean ofensivos.</p></form>
</div>
<div id="der">
<div class="banner">Publicidad<br /><img src="/_avatar/villafria/anuncio-bar-la-plaza.svg" width="180" height="150" alt="Bar La Plaza: menú del día 8 euros" /></div>
<div class="banner">Publicidad<br /><img src="/_avatar/villafria/anuncio-ferreteria-paco.svg" width="180" height="150" alt="Ferretería Paco" /></div>
<p><b>Lo más leído</b></p><ol><li><a href="/noticias/2010/06/programa-san-roque.html">Programa de San Roque</a></li><li><a href="{site}">La piscina no abrirá este verano</a></li><li><a href="/fotos/boda-1957.html">Foto antigua: una boda en 1957</a></li></ol>
</div>
<div id="pie">Villafría de Alcor &middot; portal hecho por vecinos para vecinos desde 2005 &middot; <a href="/contacto.php">Contacto</a> &middot; <a href="/aviso-legal.html">Aviso legal</a></div>
</div>"""
    return make(
        "ew-es-portal-piscina",
        "discussion",
        "es",
        page(
            body, title="Villafría de Alcor - La piscina municipal no abrirá este verano", lang="es", css=css
        ),
        cs,
        path=site,
        container="p 'Comentarios de los vecinos (9)' then one table.comentarios, three rows a comment: a header row (b NAME, span.resp 'en respuesta a NAME', the time in a right cell), a text row (td.texto, paragraphs split by two br, a list), a 'responder · denunciar' row",
        heading="Comentarios de los vecinos (9)",
        description="A Spanish village portal made by its residents (June 2010), a fixed-width page with phone numbers, weather, a poll's results and ads: 9 neighbours' comments in one table, three rows each; the council's sports office answers one, which answers back, both said only by 'en respuesta a NAME' in the header row; a list; 'responder · denunciar' links.",
    )


# --------------------------------------------------------------------------- it: a model-railway blog, 2011


def it_plastico() -> Case:
    cs = talk("""
Ferruccio @ 14 ottobre 2011 alle 21:14 :: Complimenti Gianni, il ponte in legno è venuto benissimo. Che colla hai usato per le traversine? Io con la vinilica ho sempre problemi, si gonfiano.
Gianni @ 14 ottobre 2011 alle 22:02 :: Grazie Ferruccio! Uso la colla alifatica, quella gialla per legno, asciuga più in fretta e non gonfia. Le traversine le ho tinte prima con il mordente noce, poi passata leggera di grigio a secco.
Marco_H0 @ 15 ottobre 2011 alle 09:40 :: Bel lavoro davvero. Io per il mio plastico in scala N avevo fatto una cosa simile ma ho usato gli stuzzicadenti piatti, costano niente e vengono già tutti uguali. Se ti interessa ho messo qualche foto qui: [il viadotto di Valle Scura](http://marcoh0.example.it/viadotto-valle-scura/) ma non è all'altezza del tuo.
Lucia @ 15 ottobre 2011 alle 18:26 :: Non sono un'esperta, mio marito ha un plastico in cantina da vent'anni e non l'ha mai finito :) Però seguo il blog e mi piace vedere come procede. Il torrente sotto il ponte com'è fatto, con la resina?
Gianni @ 15 ottobre 2011 alle 21:50 :: Lucia, sì: resina bicomponente trasparente colata in tre strati sottili, con un filo di verde e marrone nel primo strato. Lo spiegherò per bene nel prossimo post, promesso. E dica a suo marito che nessun plastico si finisce mai, è questo il bello!
Pietro Scaglia @ 17 ottobre 2011 alle 12:05 :: Una curiosità: le sponde del ponte le hai fatte su misura o vengono da un kit? Nella foto 4 mi sembrano quelle della Faller. // Comunque il risultato è molto realistico, soprattutto la ruggine sui bulloni.
ale78 @ 18 ottobre 2011 alle 23:31 :: sto per iniziare il mio primo diorama e mi hai fatto venire voglia di mettere un ponte anche io. consigli per chi parte da zero? grazie
Gianni @ 19 ottobre 2011 alle 08:12 :: Pietro, le sponde sono autocostruite con listelli di tiglio da 2x2 mm, i bulloni sono punte di spillo. Per ale78: tre consigli da uno che ha sbagliato tutto almeno una volta: * comincia piccolo, un diorama di 40x20 cm * compra un buon taglierino e tante lame * fotografa tutto, anche gli errori
""")
    site = "/post/2011/10/14/il-ponte-in-legno-sul-torrente.html"
    entries = "\n".join(
        f"{html(c.body)}\n"
        f'<p><small>&mdash; scritto da <b>{esc(c.who)}</b>{" (autore)" if c.who == "Gianni" else ""} il {esc(c.at)} &middot; <a href="#c{90431 + i}" name="c{90431 + i}">#</a></small></p>'
        for i, c in enumerate(cs)
    )
    css = """body{margin:0;background:#3a3a36 url(/_avatar/splinder/sfondo-binari.svg);font:13px/1.6 'Trebuchet MS',Verdana,sans-serif;color:#2d2d2d}
#splinderbar{background:#000;color:#ccc;font:11px Arial;padding:4px 10px;height:16px}#splinderbar a{color:#fff;margin-right:10px}
#wrap{width:860px;margin:16px auto;background:#f7f3e8;border:6px solid #5b4a32}#testata{background:#5b4a32;padding:18px 24px;color:#f7f3e8}
#testata h1{margin:0;font:bold 30px Georgia,serif}#testata h1 a{color:#f7f3e8;text-decoration:none}#testata p{margin:2px 0 0;font-style:italic;color:#d8c8a4}
#colonna{float:left;width:560px;padding:18px 24px}#laterale{float:right;width:220px;padding:18px 16px 0 0;font-size:12px}
.post h2{font:bold 22px Georgia,serif;color:#5b4a32;margin:0}.post .data{font-size:11px;color:#8a7a5a}.post img{border:4px solid #fff;box-shadow:1px 1px 3px #999}
.postfooter{font-size:11px;color:#8a7a5a;border-top:1px dashed #c8b890;margin-top:10px;padding-top:4px}
#commenti{margin-top:24px;border-top:2px solid #5b4a32}#commenti h3{font:bold 16px Georgia;color:#5b4a32}#commenti small{color:#8a7a5a}
#commenti blockquote{border-left:3px solid #c8b890;margin-left:8px;padding-left:8px;color:#666}
.box{background:#fff;border:1px solid #d8c8a4;padding:8px;margin-bottom:14px}.box h4{margin:0 0 6px;color:#5b4a32;font:bold 13px Georgia}.box ul{margin:0;padding-left:16px}
#piede{clear:both;background:#5b4a32;color:#d8c8a4;font-size:11px;text-align:center;padding:8px}#piede a{color:#fff}"""
    body = f"""<div id="splinderbar"><a href="http://www.splinder.example.com/">Splinder</a> <a href="http://www.splinder.example.com/community/">Community</a> <a href="http://www.splinder.example.com/create/">Crea il tuo blog</a> <a href="/profile/">Profilo di giannibinari</a> <a href="http://www.splinder.example.com/login/">Entra</a></div>
<div id="wrap">
<div id="testata"><h1><a href="/">Il plastico di Gianni</a></h1><p>Binari, ponti e stazioni in scala H0, costruiti in garage un fine settimana alla volta</p></div>
<div id="colonna">
<div class="post">
<h2>Il ponte in legno sul torrente</h2>
<p class="data">venerdì, 14 ottobre 2011 &middot; categoria <a href="/tag/ponti/">ponti</a>, <a href="/tag/paesaggio/">paesaggio</a></p>
<p>Eccolo finalmente: il ponte in legno che porta la linea secondaria oltre il torrente, nell'angolo nord del plastico. Ci ho messo quasi tre mesi, tra un turno e l'altro, ma sono abbastanza soddisfatto.</p>
<p><img src="/_avatar/splinder/ponte-legno-1.svg" width="500" height="300" alt="Il ponte visto dal basso" /></p>
<p>La struttura è in listelli di tiglio e balsa, circa 400 pezzi tagliati uno per uno. Le travi principali sono da 4x4 mm, le traversine da 2x1. Ho seguito le foto di un vecchio ponte della ferrovia della Val Sugana che ho trovato in un libro di mio padre.</p>
<p><img src="/_avatar/splinder/ponte-legno-2.svg" width="500" height="300" alt="Dettaglio dei bulloni arrugginiti" /></p>
<p>Per l'invecchiamento ho usato la solita tecnica: mordente, poi pennello asciutto con grigio e un po' di ruggine in polvere sui bulloni. Nel prossimo post vi racconto come ho fatto il torrente.</p>
<p class="postfooter">Pubblicato da giannibinari alle 20:47 &middot; <a href="{site}">Link permanente</a> &middot; <a href="#commenti">8 commenti</a> &middot; <a href="/post/2011/10/14/il-ponte-in-legno-sul-torrente/trackback/">Trackback</a></p>
</div>
<div id="commenti"><a name="commenti"></a>
<h3>Commenti (8)</h3>
{entries}
<h3>Lascia un commento</h3>
<form action="/comment/add/" method="post"><p>Nome: <input type="text" name="nome" /> Sito: <input type="text" name="sito" value="http://" /></p><p><textarea name="testo" rows="6" cols="55"></textarea></p><p><input type="submit" value="Invia" /></p></form>
</div>
</div>
<div id="laterale">
<div class="box"><h4>Chi sono</h4><p><img src="/_avatar/splinder/giannibinari.svg" width="60" height="60" alt="" align="left" hspace="4" />Gianni, 54 anni, ferroviere in pensione a Trento. Il plastico è il mio secondo lavoro.</p></div>
<div class="box"><h4>Post recenti</h4><ul><li><a href="{site}">Il ponte in legno sul torrente</a></li><li><a href="/post/2011/09/28/la-casa-del-casellante.html">La casa del casellante</a></li><li><a href="/post/2011/09/10/alberi-con-lo-spago.html">Alberi fatti con lo spago</a></li><li><a href="/post/2011/08/22/cablaggio-scambi.html">Il cablaggio degli scambi</a></li></ul></div>
<div class="box"><h4>Blog amici</h4><ul><li><a href="http://marcoh0.example.it/">Marco H0</a></li><li><a href="http://treninidipietro.example.it/">I trenini di Pietro</a></li><li><a href="http://fermodellismo-trento.example.it/">Gruppo Fermodellistico Trentino</a></li></ul></div>
<div class="box"><h4>Archivio</h4><ul><li><a href="/archive/2011-10/">ottobre 2011</a> (2)</li><li><a href="/archive/2011-09/">settembre 2011</a> (3)</li><li><a href="/archive/2011-08/">agosto 2011</a> (4)</li></ul></div>
<div class="box" style="text-align:center"><img src="/_avatar/splinder/banner-mostra-treni.svg" width="180" height="120" alt="Mostra scambio di Verona, 5-6 novembre" /></div>
</div>
<div id="piede">Il plastico di Gianni &middot; blog ospitato da <a href="http://www.splinder.example.com/">Splinder</a> &middot; <a href="/rss/">RSS</a></div>
</div>"""
    return make(
        "ew-it-blog-plastico",
        "discussion",
        "it",
        page(
            body,
            title="Il ponte in legno sul torrente - Il plastico di Gianni",
            lang="it",
            css=css,
        ),
        cs,
        path=site,
        container="div#commenti under h3 'Commenti (8)': siblings only, per comment its p… (a list, a link) then p > small '— scritto da b NAME il 14 ottobre 2011 alle 21:14 · #'; no separator but the name line",
        heading="Commenti (8)",
        description="An Italian model-railway blog on a hosted blog service (October 2011), a framed template with the host's bar on top, 'Chi sono', recent posts, friends' blogs, archive and a show's banner: 8 comments, flat, with no element of their own, each its paragraphs and after them a small line '— scritto da NAME il … alle …'; the author (\"Gianni (autore)\", the truth's \"Gianni\") answers three times by name, once two readers in one comment; a link, a list, a smiley as text.",
    )


def threads_ew() -> list[Case]:
    return [en_bus(), de_anrudern(), es_piscina(), it_plastico()]
