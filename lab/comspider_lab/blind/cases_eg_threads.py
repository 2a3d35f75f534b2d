"""Blind set eg: two discussions whose replies are not nested in the markup: an American regional tech news site of 2007
whose "Talkback" is a board-like flat table of posts, each reply titled "Re: SUBJECT" of the post it answers (never
says "comment"), and a German local paper of 2011 whose readers' entries stand in one flat list in time order, a reply
marked only by an "Antwort an NAME" line. Every name, place and text invented for this set; each entry written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eg_common import C, Case, esc, head, make, paras, ranked, talk

# --------------------------------------------------------------------------- en: a regional tech news site, 2007


def en_talkback() -> Case:
    cs = talk("""
a | Dave_in_Marlowe | Aug 14, 2007 7:02 AM | 2007-08-14T07:02:00-07:00 | Thirty minutes a day is barely enough to check your email and pay a bill. Either make it free or don't call it free. Skyreach gets our light poles for ten years and we get half an hour?
b<a | kpetrakis | Aug 14, 2007 7:40 AM | 2007-08-14T07:40:00-07:00 | It's 30 minutes per session, not per day, if I read the council memo right. You can log back in after a 15 minute wait. Annoying, but not the end of the world.
c | NetAdminTom | Aug 14, 2007 8:15 AM | 2007-08-14T08:15:00-07:00 | Nobody ever talks about backhaul. Forty nodes on poles is the cheap part. Where does the traffic go, and who pays for the fiber to the two gateway sites? If it's the city, the "no cost to taxpayers" line is wrong.
d<a | sarah.w | Aug 14, 2007 8:31 AM | 2007-08-14T08:31:00-07:00 | I run a coffee shop on Second Street and I'm honestly glad about the limit. Free all-day Wi-Fi outside my window means people sit in their cars and never come in. // Half an hour is fine for tourists looking up directions.
e<c | jbrandt | Aug 14, 2007 9:05 AM | 2007-08-14T09:05:00-07:00 | Page 4 of the agreement: Skyreach leases capacity on the county's fiber ring at a "reduced rate". So the county is subsidizing it, just not the city. Same taxpayers though.
f<e | NetAdminTom | Aug 14, 2007 9:22 AM | 2007-08-14T09:22:00-07:00 | Thanks, I missed that. Any idea what the reduced rate actually is? The PDF on the city site has the numbers blacked out.
g | oldsparky | Aug 14, 2007 10:10 AM | 2007-08-14T10:10:00-07:00 | Those streetlight heads on Main were replaced two years ago with the cheap sodium ones. I'd like to know whether they can even take the extra load, or whether we'll be paying for new fixtures too.
h<g | rfguy73 | Aug 14, 2007 10:48 AM | 2007-08-14T10:48:00-07:00 | The nodes draw maybe 15 watts each and run off the same photocell circuit with a daytime relay. The fixtures are not the issue. Tree cover on Elm and Fourth is; 2.4 GHz does not like wet leaves.
i | m.okafor | Aug 14, 2007 11:30 AM | 2007-08-14T11:30:00-07:00 | Three years ago it was the "digital downtown" kiosk, which lasted eighteen months. I'll believe in this network when I can actually connect from the bus stop by the library.
j<f | jbrandt | Aug 14, 2007 12:02 PM | 2007-08-14T12:02:00-07:00 | No idea, and that's the problem. I've filed a records request for the unredacted version. Will post here if I get anything back before the vote on the 28th.
k<i | Dave_in_Marlowe | Aug 14, 2007 12:40 PM | 2007-08-14T12:40:00-07:00 | The kiosk! Forgot about that thing. It still says "Touch to start" and nothing happens when you do.
l | Ellen Voss | Aug 14, 2007 1:15 PM | 2007-08-14T13:15:00-07:00 | For what it's worth, the library's own Wi-Fi reaches most of the square and has no time limit. Staff told me they were never asked about the city's plan.
m<g | NetAdminTom | Aug 14, 2007 2:05 PM | 2007-08-14T14:05:00-07:00 | Streetlight circuits in the old part of town are on a separate meter. Somebody at public works is going to get a very confusing electric bill next spring.
n<l | kpetrakis | Aug 14, 2007 3:30 PM | 2007-08-14T15:30:00-07:00 | Good point. The library's network and the Skyreach one will sit on the same channels around the square if nobody coordinates. Interference city.
""")
    subjects = {
        "a": "30 minutes is a joke",
        "c": "Who pays for the backhaul?",
        "g": "Mesh nodes on streetlights",
        "i": "Seen this movie before",
        "l": "Library hotspot works fine",
    }

    def subject(c: C) -> str:
        if c.parent is None:
            return subjects[c.key]
        return "Re: " + subject(cs[c.parent])

    rows = []
    for n, c in enumerate(cs):
        shade = "#f4f7fb" if n % 2 else "#ffffff"
        rows.append(
            f'<tr class="tbhead" bgcolor="{shade}"><td class="tbsubj"><a name="p{71408 + n}"></a>'
            f'<b class="subj">{esc(subject(c))}</b></td>'
            f'<td class="tbby" align="right">posted by <a href="/members/{esc(c.who)}" class="mem">{esc(c.who)}</a> '
            f"on {esc(c.at)} PDT</td></tr>\n"
            f'<tr class="tbbody" bgcolor="{shade}"><td colspan="2"><div class="msg">{paras(c.body)}</div>'
            f'<div class="tbtools"><a href="/talkback/reply.php?story=10577&amp;parent={71408 + n}">Reply</a> | '
            f'<a href="/talkback/report.php?id={71408 + n}">Report offensive</a> | '
            f'<a href="#p{71408 + n}">Link</a></div></td></tr>\n'
        )
    talkback = (
        '<div id="talkback"><table width="100%" cellpadding="0" cellspacing="0" class="tbtop"><tr>'
        '<td><h3 class="tbh">Talkback</h3></td><td align="right" class="small">14 posts &nbsp;|&nbsp; '
        '<a href="/talkback/new.php?story=10577">Start a new discussion</a> &nbsp;|&nbsp; '
        'View: <b>Flat</b> <a href="?view=threaded">Threaded</a></td></tr></table>\n'
        '<table width="100%" cellpadding="6" cellspacing="0" border="0" class="tblist">\n'
        + "".join(rows)
        + '</table>\n<p class="small">Talkback posts are the opinions of their authors. '
        '<a href="/guidelines.html">Posting guidelines</a> &middot; You must be '
        '<a href="/login.php">logged in</a> to post.</p></div>'
    )
    css = (
        "body{margin:0;background:#dfe3e8;font:12px Verdana,Arial,Helvetica,sans-serif;color:#222}"
        "a{color:#0b4f9c}#page{width:980px;margin:0 auto;background:#fff}"
        "#masthead{background:#10253f;color:#fff;padding:10px 14px}#masthead a.logo{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}"
        "#masthead .tag{color:#9fb7d6;font-size:11px}#tabs{background:#2d5d8f;padding:0 8px}#tabs a{display:inline-block;color:#fff;"
        "padding:6px 10px;font-weight:bold;text-decoration:none}#tabs a.on{background:#fff;color:#10253f}"
        "#subnav{background:#e9eef4;padding:4px 14px;font-size:11px;border-bottom:1px solid #c3ccd6}"
        "td.main{padding:14px 18px;vertical-align:top}td.right{width:300px;padding:14px 10px;vertical-align:top;background:#f3f5f8}"
        "h1{font:bold 24px Arial,sans-serif;margin:6px 0}.dek{font-size:14px;color:#444}.byl{color:#666;font-size:11px;margin:8px 0}"
        ".story p{font-size:13px;line-height:1.6}.small{font-size:11px;color:#666}.tbh{font:bold 18px Arial;margin:0;color:#10253f}"
        ".tbtop{border-bottom:2px solid #10253f;margin-top:24px}.tblist{border:1px solid #c3ccd6;margin-top:8px}"
        ".tbsubj{padding-top:8px}.tbby{font-size:11px;color:#666}.msg p{margin:4px 0 6px}.tbtools{font-size:10px;color:#999;"
        "padding-bottom:8px;border-bottom:1px solid #dde3ea}.box{border:1px solid #c3ccd6;background:#fff;margin-bottom:12px}"
        ".box h4{margin:0;padding:4px 8px;background:#2d5d8f;color:#fff;font-size:12px}.box ol,.box ul{margin:6px 0 8px 22px;padding:0}"
        ".box li{margin:3px 0}.ad{text-align:center;font-size:9px;color:#999;margin-bottom:12px}"
        ".share{background:#f3f5f8;border:1px solid #dde3ea;padding:4px 8px;font-size:11px;margin:10px 0}"
        "#footer{background:#10253f;color:#9fb7d6;padding:12px;font-size:10px;text-align:center}#footer a{color:#fff}"
    )
    body = f"""<body>
<div id="page">
<div id="masthead"><table width="100%"><tr><td><a class="logo" href="/">Valley Circuit</a><br/><span class="tag">Technology news for the Marlowe Valley since 1999</span></td>
<td align="right"><form action="/search.php" method="get"><input type="text" name="q" size="22"/> <input type="submit" value="Search"/></form><span class="tag"><a href="/login.php" style="color:#fff">Log in</a> | <a href="/register.php" style="color:#fff">Register</a></span></td></tr></table></div>
<div id="tabs"><a href="/" class="on">News</a><a href="/reviews/">Reviews</a><a href="/downloads/">Downloads</a><a href="/forums/">Forums</a><a href="/blogs/">Blogs</a><a href="/jobs/">Tech Jobs</a><a href="/events/">Events</a></div>
<div id="subnav">News &raquo; <a href="/news/broadband/">Broadband &amp; Wireless</a> &raquo; Municipal networks</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td class="main">
<div class="ad"><img src="/_avatar/leaderboard-728x90.svg" width="728" height="90" alt="Advertisement" /><br/>ADVERTISEMENT</div>
<div class="story">
<h1>Marlowe Falls picks Skyreach for downtown Wi-Fi; free tier capped at 30 minutes</h1>
<p class="dek">The city council's technology committee recommends a ten-year deal. Residents get a free, ad-supported tier; a faster paid plan costs $19.95 a month.</p>
<div class="byl">By <a href="/staff/ghalvorsen.html">Greg Halvorsen</a>, Staff Writer &middot; Tuesday, August 14, 2007 6:30 AM PDT</div>
<div class="share"><a href="/email.php?story=10577">E-mail</a> | <a href="/print.php?story=10577">Print</a> | <a href="http://digg.com/submit?url=valleycircuit.example">Digg this</a> | <a href="http://del.icio.us/post?url=valleycircuit.example">del.icio.us</a> | <a href="#talkback">Talkback (14)</a></div>
<p>MARLOWE FALLS &mdash; The city is one step closer to blanketing its downtown in wireless Internet access. On Monday night the council's technology committee voted 4-1 to recommend Skyreach Networks, a Sacramento-area startup, to build and run a network of about 40 radio nodes mounted on streetlight poles between the river and Ninth Street.</p>
<p>Under the proposed agreement, Skyreach would pay for the equipment and installation and keep the revenue from a paid tier offering speeds of up to 1 megabit per second for $19.95 a month. Anyone in the coverage area could use a free tier, supported by advertising, for sessions of up to 30 minutes.</p>
<p>"We are not spending a dime of general fund money on this," said council member Linda Ostrowski, who chairs the committee. "The city provides access to the poles, and in return our residents and visitors get a free service downtown."</p>
<p>The lone no vote came from council member Rick Alvarado, who questioned the length of the contract. "Ten years is an eternity in this business," he said. "In 2017 we may be stuck with yesterday's technology on every pole on Main Street."</p>
<p>Skyreach has built similar networks in two smaller towns in the Central Valley. Its chief executive, Arun Mehta, told the committee that the Marlowe Falls network could be running by early spring if the full council approves the deal at its meeting on Aug. 28.</p>
<p>City staff said the nodes would be connected to the Internet through two gateway sites. Details of how that traffic reaches the backbone were not discussed at Monday's meeting.</p>
</div>
<div class="share"><b>Related:</b> <a href="/news/2007/06/county-fiber-ring.html">County fiber ring reaches Eastport</a> &middot; <a href="/news/2007/03/cafes-wifi.html">Where to find free Wi-Fi in the valley</a></div>
{talkback}
</td>
<td class="right">
<div class="ad"><img src="/_avatar/300x250-skyscraper.svg" width="300" height="250" alt="Advertisement" /><br/>ADVERTISEMENT</div>
<div class="box"><h4>Most Popular</h4>{ranked(["iPhone lines form at valley malls again", "Review: Three budget laptops under $700", "County fiber ring reaches Eastport", "Local ISP raises DSL prices by $5", "How to secure your home wireless router"], "ol")}</div>
<div class="box"><h4>Tech Jobs</h4><ul><li><a href="/jobs/4411.html">Network Engineer &ndash; Marlowe Falls</a></li><li><a href="/jobs/4409.html">PHP Developer &ndash; Eastport</a></li><li><a href="/jobs/4402.html">Help Desk Analyst &ndash; Riverbend</a></li></ul></div>
<div class="box"><h4>Poll</h4><p style="margin:6px 8px">Would you pay $19.95 a month for city Wi-Fi?</p><p style="margin:6px 8px"><input type="radio" name="poll"/> Yes<br/><input type="radio" name="poll"/> No<br/><input type="radio" name="poll"/> Only if it's faster than my DSL<br/><input type="button" value="Vote"/></p></div>
<div class="box"><h4>Newsletters</h4><p style="margin:6px 8px">Get the Valley Circuit Daily in your inbox. <input type="text" size="18" value="e-mail address"/></p></div>
</td></tr></table>
<div id="footer">Copyright &copy; 1999-2007 Valley Circuit Media LLC. All rights reserved. <a href="/about.html">About us</a> | <a href="/advertise.html">Advertise</a> | <a href="/privacy.html">Privacy Policy</a> | <a href="/terms.html">Terms of Use</a> | <a href="/rss/">RSS</a></div>
</div>
</body>
</html>
"""
    html = (
        head(
            "Marlowe Falls picks Skyreach for downtown Wi-Fi; free tier capped at 30 minutes",
            "Valley Circuit",
            "en",
            css,
            published="2007-08-14T06:30:00-07:00",
            author="Greg Halvorsen",
            era="xhtml",
        )
        + body
    )
    return make(
        "eg-en-marlowe-wifi",
        "discussion",
        "en",
        html,
        cs,
        path="/news/2007/08/marlowe-falls-skyreach-downtown-wifi.html",
        container="div#talkback: a flat table.tblist, two rows per post (tr.tbhead: b.subj SUBJECT, 'posted by NAME on DATE PDT'; tr.tbbody: div.msg > p, Reply | Report offensive | Link); a reply's subject is 'Re: ' + the subject of the post it answers",
        heading="Talkback",
        description="A regional tech news site of August 2007 in a layout table (tabs, ads, most popular, tech jobs, a poll, newsletter box, Digg/del.icio.us share links): 14 posts in a flat board-like list in time order, replies known only by their 'Re: SUBJECT' titles (three deep on one branch: 'Re: Re: Re: Who pays for the backhaul?'); never says 'comment'.",
    )


# --------------------------------------------------------------------------- de: a local paper, 2011


def de_umgehung() -> Case:
    cs = talk("""
a | Hohenstedter_Urgestein | 14.03.2011, 08:12 Uhr | 2011-03-14T08:12:00+01:00 | Seit 1994 wird über die Umgehung geredet. Mein Vater hat damals schon Unterschriften gesammelt. Ich glaube inzwischen nicht mehr, dass ich die Straße noch erleben werde.
b | Karin Wehrle | 14.03.2011, 08:47 Uhr | 2011-03-14T08:47:00+01:00 | Jeden Morgen stehen die Laster bis zur Apotheke zurück, und die Kinder müssen an der Kreuzung Bahnhofstraße über die Fahrbahn. Ein weiteres Jahr ist für uns Anwohner eine Zumutung.
c<a | Bernd S. | 14.03.2011, 09:05 Uhr | 2011-03-14T09:05:00+01:00 | Das Problem sind doch nicht die Behörden, sondern die Einwendungen. Wer gegen die Trasse klagt, muss sich nicht wundern, wenn es dauert.
d | Martina Fuchs | 14.03.2011, 09:30 Uhr | 2011-03-14T09:30:00+01:00 | Weiß jemand, ob die Ortsdurchfahrt in der Zwischenzeit wenigstens Tempo 30 bekommt? Im Artikel steht dazu leider nichts.
e<c | Hohenstedter_Urgestein | 14.03.2011, 10:02 Uhr | 2011-03-14T10:02:00+01:00 | Die Einwendungen kommen zum großen Teil von Landwirten, denen man die Äcker mittendurch schneidet. Das kann man ihnen nicht vorwerfen. // Man hätte die Nordtrasse nehmen sollen, wie schon 1998 vorgeschlagen.
f<b | Dr. Jens Albrecht | 14.03.2011, 10:41 Uhr | 2011-03-14T10:41:00+01:00 | Frau Wehrle, eine Ampel an der Bahnhofstraße ist seit Herbst beantragt. Der Kreis hat sie im Verkehrsausschuss zugesagt, Baubeginn soll im Mai sein.
g | Lkw-Fahrer_aus_Ried | 14.03.2011, 11:15 Uhr | 2011-03-14T11:15:00+01:00 | Wir fahren da auch nicht gern durch, glaubt mir. Aber eine andere Strecke zum Gewerbegebiet gibt es nicht, die Brücke bei Ried ist seit zwei Jahren für alles über 7,5 Tonnen gesperrt.
h<g | Martina Fuchs | 14.03.2011, 11:50 Uhr | 2011-03-14T11:50:00+01:00 | Das stimmt, die Fahrer können am wenigsten dafür. Die Brücke gehört endlich saniert, dann wäre schon viel gewonnen.
i<e | Bernd S. | 14.03.2011, 12:20 Uhr | 2011-03-14T12:20:00+01:00 | Die Nordtrasse wäre mitten durch das Wasserschutzgebiet gegangen, deshalb wurde sie verworfen. Das stand damals sogar im Anzeiger.
j | Gerhard Pfleiderer | 14.03.2011, 13:37 Uhr | 2011-03-14T13:37:00+01:00 | Ich war bei der Erörterung in der Stadthalle dabei. Das Regierungspräsidium hat eingeräumt, dass die Lärmgutachten neu gerechnet werden müssen, weil sich die Verkehrszahlen seit 2006 fast verdoppelt haben. Das ist der eigentliche Grund für die Verzögerung.
k<j | Karin Wehrle | 14.03.2011, 14:05 Uhr | 2011-03-14T14:05:00+01:00 | Danke für die Erklärung, Herr Pfleiderer. Dann hoffe ich nur, dass die neuen Zahlen nicht schon wieder veraltet sind, bis entschieden wird.
l<g | Redaktion Hohenstedter Anzeiger | 14.03.2011, 15:10 Uhr | 2011-03-14T15:10:00+01:00 | Zur Brücke bei Ried: Laut Landratsamt ist die Sanierung für den Sommer 2012 geplant, die Ausschreibung läuft bereits. Wir bleiben an dem Thema dran.
""")
    entries = []
    for n, c in enumerate(cs):
        ref = ""
        if c.parent is not None:
            ref = f'<div class="lk-bezug">Antwort an {esc(cs[c.parent].who)}</div>'
        staff = " lk-red" if c.who.startswith("Redaktion") else ""
        entries.append(
            f'<div class="lk-eintrag{staff}" id="lk-{48211 + n}">'
            f'<div class="lk-kopf"><span class="lk-nr">{n + 1}.</span> <span class="lk-name">{esc(c.who)}</span> '
            f'schrieb am <span class="lk-datum">{esc(c.at)}</span></div>{ref}'
            f'<div class="lk-text">{paras(c.body)}</div>'
            f'<div class="lk-fuss"><a href="/leserkommentare/antworten?id={48211 + n}">Antworten</a> · '
            f'<a href="/leserkommentare/melden?id={48211 + n}">Beitrag melden</a></div></div>\n'
        )
    css = (
        "body{margin:0;background:#e7e3da;font:13px/1.5 Arial,Helvetica,sans-serif;color:#1d1d1d}"
        "#rahmen{width:990px;margin:0 auto;background:#fff;box-shadow:0 0 6px #aaa}"
        "#kopf{padding:14px 18px 8px;border-bottom:4px solid #00529b}#kopf .titel{font:bold 36px 'Times New Roman',serif;color:#00529b;text-decoration:none}"
        "#kopf .datum{float:right;font-size:11px;color:#666;margin-top:18px}"
        "#hauptnav{background:#00529b;margin:0;padding:0 10px;list-style:none;overflow:hidden}#hauptnav li{float:left}"
        "#hauptnav a{display:block;padding:7px 11px;color:#fff;font-weight:bold;text-decoration:none}#hauptnav a.aktiv{background:#fff;color:#00529b}"
        "#inhalt{float:left;width:640px;padding:16px 18px}#rechts{float:right;width:280px;padding:16px 14px 16px 0}"
        ".ort{font-weight:bold;color:#00529b;text-transform:uppercase;font-size:11px}h1{font:bold 26px Georgia,serif;margin:4px 0 8px}"
        ".vorspann{font-weight:bold;font-size:14px}.autor{font-size:11px;color:#666;border-top:1px dotted #bbb;border-bottom:1px dotted #bbb;padding:4px 0}"
        ".artikel p{font-size:14px;line-height:1.6}.bildtext{font-size:11px;color:#555}"
        ".teilen{margin:14px 0;font-size:11px}.teilen a{display:inline-block;background:#eee;padding:2px 8px;margin-right:4px;color:#333;text-decoration:none}"
        "#leser{margin-top:24px;border-top:3px solid #00529b}#leser h2{font:bold 17px Arial;margin:8px 0;color:#00529b}"
        ".lk-hinweis{background:#f2f6fa;border:1px solid #cfdbe6;padding:6px 8px;font-size:11px}"
        ".lk-eintrag{border-bottom:1px solid #ddd;padding:8px 0}.lk-kopf{font-size:11px;color:#666}.lk-name{font-weight:bold;color:#1d1d1d}"
        ".lk-bezug{font-size:11px;color:#00529b;font-style:italic;margin-top:2px}.lk-text p{margin:4px 0}.lk-fuss{font-size:10px}"
        ".lk-red{background:#fff8e1}.kasten{border:1px solid #ccc;margin-bottom:14px}.kasten h3{margin:0;background:#eee;padding:4px 8px;font-size:12px}"
        ".kasten ol,.kasten ul{margin:6px 8px 8px 26px;padding:0}.anzeige{font-size:9px;color:#999;text-align:center;margin-bottom:14px}"
        "#fuss{clear:both;background:#333;color:#bbb;font-size:11px;padding:14px 18px}#fuss a{color:#fff}"
    )
    body = f"""<body>
<div id="rahmen">
<div id="kopf"><span class="datum">Montag, 14. März 2011 · <a href="/epaper/">E-Paper</a> · <a href="/abo/">Abo-Service</a></span><a class="titel" href="/">Hohenstedter Anzeiger</a></div>
<ul id="hauptnav"><li><a href="/lokales/" class="aktiv">Lokales</a></li><li><a href="/region/">Region</a></li><li><a href="/politik/">Politik</a></li><li><a href="/wirtschaft/">Wirtschaft</a></li><li><a href="/sport/">Sport</a></li><li><a href="/kultur/">Kultur</a></li><li><a href="/service/">Service</a></li><li><a href="/anzeigen/">Anzeigen</a></li></ul>
<div id="inhalt">
<div class="anzeige"><img src="/_avatar/banner-468x60.svg" width="468" height="60" alt="Anzeige" /><br />Anzeige</div>
<div class="artikel">
<span class="ort">Hohenstedt</span>
<h1>Umgehungsstraße: Planfeststellung verzögert sich um ein weiteres Jahr</h1>
<p class="vorspann">Neue Verkehrszählungen machen ein zweites Lärmgutachten nötig. Vor 2012 wird es keinen Beschluss geben, bestätigt das Regierungspräsidium.</p>
<p class="autor">Von Sabine Kürschner · 14.03.2011, 06:00 Uhr</p>
<img src="/_avatar/ortsdurchfahrt.svg" width="600" height="340" alt="Lastwagen in der Ortsdurchfahrt" />
<p class="bildtext">Stau in der Hauptstraße: Rund 14 000 Fahrzeuge fahren täglich durch die Ortsmitte. Foto: Archiv</p>
<p>Die Hohenstedter müssen sich weiter gedulden. Das Planfeststellungsverfahren für die rund vier Kilometer lange Umgehungsstraße der B 412 wird frühestens im Frühjahr 2012 abgeschlossen. Das hat das Regierungspräsidium am Freitag dem Gemeinderat mitgeteilt.</p>
<p>Grund sind neue Verkehrszählungen. Seit dem ersten Gutachten aus dem Jahr 2006 habe der Schwerverkehr in der Ortsdurchfahrt deutlich zugenommen, heißt es in dem Schreiben. Die Lärmberechnungen für die Anwohner an der künftigen Trasse müssten deshalb neu erstellt werden.</p>
<p>Bürgermeister Holger Brenneisen zeigte sich enttäuscht. „Jedes Jahr Verzögerung ist ein Jahr mehr Lärm und Abgase für die Menschen an der Hauptstraße“, sagte er. Die Gemeinde wolle prüfen, ob für die Ortsdurchfahrt vorübergehend ein Tempolimit möglich ist.</p>
<p>Gegen die Südtrasse waren bei der Offenlage im vergangenen Jahr 187 Einwendungen eingegangen, überwiegend von Landwirten und von Anwohnern des Ortsteils Ried. Bei der Erörterung in der Stadthalle im November hatten Gutachter und Behörde zwei Tage lang Fragen beantwortet.</p>
<p>Die Kosten für die Umgehung schätzt das Land derzeit auf 23 Millionen Euro. Ob das Projekt im nächsten Bedarfsplan des Bundes berücksichtigt wird, ist offen.</p>
</div>
<div class="teilen">Artikel: <a href="/drucken?id=88213">Drucken</a><a href="/versenden?id=88213">Versenden</a><a href="http://www.facebook.com/sharer.php?u=hohenstedter-anzeiger.example">Facebook</a><a href="http://twitter.com/share">Twitter</a><a href="#leser">Leserkommentare (12)</a></div>
<div id="leser">
<h2>Leserkommentare (12)</h2>
<p class="lk-hinweis">Sie möchten mitdiskutieren? Bitte <a href="/login">melden Sie sich an</a>. Kommentare werden vor der Freischaltung geprüft. Es gelten unsere <a href="/netiquette">Netiquette-Regeln</a>.</p>
{"".join(entries)}
<p class="lk-hinweis">Die Kommentarfunktion für diesen Artikel wird nach sieben Tagen geschlossen.</p>
</div>
</div>
<div id="rechts">
<div class="anzeige"><img src="/_avatar/rectangle-300x250.svg" width="280" height="233" alt="Anzeige" /><br />Anzeige</div>
<div class="kasten"><h3>Meistgelesen</h3>{ranked(["Brand in Scheune bei Ried: 80 000 Euro Schaden", "Umgehungsstraße verzögert sich erneut", "Neue Bäckerei am Marktplatz eröffnet", "TSV Hohenstedt verliert Derby 1:3", "Fasnet-Bilanz: Polizei zufrieden"], "ol")}</div>
<div class="kasten"><h3>Termine heute</h3><ul><li>19.30 Uhr Gemeinderat, Rathaus</li><li>20.00 Uhr Vortrag „Obstbaumschnitt“, Gasthaus Adler</li><li>Notdienst: Löwen-Apotheke, Hauptstraße 21</li></ul></div>
<div class="kasten"><h3>Wetter</h3><p style="margin:6px 8px">Heute 9 °C, bewölkt · Morgen 11 °C, Regen</p></div>
<div class="kasten"><h3>Umfrage</h3><p style="margin:6px 8px">Soll in der Ortsdurchfahrt Tempo 30 gelten?<br /><input type="radio" name="u" /> Ja <input type="radio" name="u" /> Nein <input type="submit" value="Abstimmen" /></p></div>
</div>
<div id="fuss">© 2011 Hohenstedter Anzeiger GmbH & Co. KG · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/agb">AGB</a> · <a href="/mediadaten">Mediadaten</a> · <a href="/kontakt">Kontakt</a></div>
</div>
</body>
</html>
"""
    html = (
        head(
            "Umgehungsstraße: Planfeststellung verzögert sich um ein weiteres Jahr",
            "Hohenstedter Anzeiger",
            "de",
            css,
            published="2011-03-14T06:00:00+01:00",
            author="Sabine Kürschner",
            era="xhtml",
        )
        + body
    )
    return make(
        "eg-de-hohenstedt-umgehung",
        "discussion",
        "de",
        html,
        cs,
        path="/lokales/hohenstedt/umgehungsstrasse-planfeststellung-verzoegert-sich.html",
        container="div#leser under 'Leserkommentare (12)': flat div.lk-eintrag entries in time order, numbered (head: 'N. NAME schrieb am DATE'), a reply marked only by a div.lk-bezug line 'Antwort an NAME' (the nearest earlier entry by that name), text div > p, Antworten · Beitrag melden",
        heading="Leserkommentare (12)",
        description="A German local paper of March 2011 (floated two-column layout, banner adverts, most read, today's dates, weather, a poll, print/send/Facebook/Twitter links): 12 readers' entries in one flat list in time order, seven of them replies marked only by an 'Antwort an NAME' line (three deep on one branch; the newsroom answers once).",
    )


def threads_eg() -> list[Case]:
    return [en_talkback(), de_umgehung()]
