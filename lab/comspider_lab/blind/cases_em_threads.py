"""Blind set em: three discussions of 2010-2012 news sites: a British regional daily's "Readers' picks" above page 1
of 3 of its comments (2012), a German weekly magazine's numbered forum posts under an article (2011, never
"comment") and a French regional daily's "Réactions" in time order with "en réponse à" lines (2010, never
"comment"). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_em_common import Case, box, brs, esc, kids, links, make, page, paras, talk

# --------------------------------------------------------------------------- en: a regional daily, 2012


def en_baths() -> Case:
    cs = talk("""
Marlow Street Swimmer @ 3 May 2012, 7:12am :: I learned to swim in that pool in 1971 and so did my kids. Forty years of the council letting it fall apart and now they say the roof is too expensive to fix. Funny how that works.
>Pennine_Pete @ 3 May 2012, 7:40am :: Funny how the leisure centre out at Crossgates got a new wave machine last year as well. Nobody on the east side can get there without a car.
>>Marlow Street Swimmer @ 3 May 2012, 7:58am :: Exactly. Two buses and an hour each way with a seven-year-old. It's not happening.
GeoffreyH @ 3 May 2012, 7:25am :: Somebody has to say it: £1.9m for a roof on a building that loses money every year is a lot when they're cutting care packages. I'd rather the money went on the elderly.
>ruthlessly_fair @ 3 May 2012, 8:03am :: It's not either/or though. The roof money comes out of the capital budget, care comes out of revenue. The council knows that perfectly well and so should the paper.
>Helen Shaw @ 3 May 2012, 9:30am :: Thanks ruthlessly_fair, that's right. The repair would be paid from the capital programme; the story has been updated to make that clearer. The consultation runs until 14 June.
wendy_o @ 3 May 2012, 7:31am :: The school lessons are the bit that worries me. Year 4 from five primaries go there on a Tuesday. Where will they go now?
Tom Beddows @ 3 May 2012, 7:44am :: Has anyone actually seen the surveyor's report? The last time they said a building was unsafe (the Corn Exchange) it turned out the survey was ten years old.
>Ackroyd62 @ 3 May 2012, 8:15am :: It's on the council website under the cabinet papers for 10 May, item 7. The roof bit is on page 14. It does look bad, to be fair.
Dave in Sowerby @ 3 May 2012, 8:01am :: Friends of Marlow Street Baths meeting at the Railway Tavern, Thursday 7.30pm. Bring your neighbours.
Ann Tolson @ 3 May 2012, 8:22am :: Every town round here has lost its baths. Ours was the last one with the old slipper baths still in the basement. It is a listed building, they can't just knock it down, can they?
>Pennine_Pete @ 3 May 2012, 8:37am :: Grade II. They can't demolish it without consent, but they can close it and leave it to rot, which is what usually happens.
northernsoul75 @ 3 May 2012, 8:49am :: Close it, sell it to a developer, flats by 2015. Calling it now.
B_Illingworth @ 3 May 2012, 9:05am :: I swim there three mornings a week before work. The early session has 30 people in it most days. If anyone from the council reads this: come down at 6.30 on a Wednesday and count us.
""")
    k = kids(cs)
    rec = [41, 28, 30, 19, 12, 46, 33, 25, 9, 22, 18, 14, 7, 38]
    where = {
        "Marlow Street Swimmer": "Hallowfield",
        "Pennine_Pete": "Todmarsh",
        "GeoffreyH": "",
        "ruthlessly_fair": "Leeds",
        "wendy_o": "Hallowfield",
        "Tom Beddows": "Brackley Bridge",
        "Ackroyd62": "",
        "Dave in Sowerby": "Sowerby",
        "Ann Tolson": "Hallowfield",
        "northernsoul75": "",
        "B_Illingworth": "Hallowfield",
    }
    picks = [12, 5, 0]  # "Readers' picks": the three most recommended, printed again in full above the list

    def meta(i: int) -> str:
        c = cs[i]
        staff = c.who == "Helen Shaw"
        name = c.who.replace(" (staff)", "")
        loc = where.get(c.who, "")
        loc_html = f' <span class="nc-loc">from {esc(loc)}</span>' if loc else ""
        badge = ' <span class="nc-staff">Staff</span>' if staff else ""
        return (
            f'<div class="nc-meta"><a class="nc-user" href="/profile/{esc(name.lower().replace(" ", "_"))}">{esc(name)}</a>'
            f"{badge}{loc_html}"
            f'<span class="nc-date"><a href="#c{40311 + i * 3}">{esc(c.at)}</a></span></div>'
        )

    def descendants(i: int) -> list[int]:
        out: list[int] = []
        for j in k.get(i, []):
            out += [j, *descendants(j)]
        return sorted(out)

    def item(i: int, pick: bool = False) -> str:
        c = cs[i]
        sub = ""
        if not pick and c.parent is None and k.get(i):
            # every response under its top-level comment, one level, in time order: "Response to" names its parent
            sub = '<ul class="nc-responses">' + "".join(item(j) for j in descendants(i)) + "</ul>"
        resp = ""
        if c.parent is not None:
            p = cs[c.parent]
            resp = (
                f'<p class="nc-respto">Response to <a href="#c{40311 + c.parent * 3}">{esc(p.who.replace(" (staff)", ""))}</a>, '
                f"{esc(p.at.split(', ')[1])}</p>"
            )
        cid = f' id="c{40311 + i * 3}"' if not pick else ""
        tools = (
            '<div class="nc-tools">'
            f'<span class="nc-rec">Recommend? <a href="#" class="nc-rec-btn">({rec[i]})</a></span>'
            + ("" if pick else '<a href="#" class="nc-reply">Reply</a>')
            + '<a href="#" class="nc-share">Share</a><a href="/report-abuse?c='
            f'{40311 + i * 3}" class="nc-report">Report abuse</a></div>'
        )
        return (
            f'<li class="nc-item{" nc-pick" if pick else ""}"{cid}>'
            f'<div class="nc-av"><span style="background:#{(37 * i + 90) % 256:02x}{(53 * i + 70) % 256:02x}99"></span></div>'
            f'<div class="nc-main">{meta(i)}{resp}<div class="nc-body">{paras(c.body)}</div>{tools}{sub}</div></li>'
        )

    picks_html = (
        '<div class="nc-picks"><h3>Readers\u2019 picks</h3><p class="nc-note">The comments most recommended by readers</p><ul>'
        + "".join(item(i, pick=True) for i in picks)
        + '</ul><a href="#all" class="nc-seeall">See all comments &raquo;</a></div>'
    )
    full = '<ul class="nc-list" id="all">' + "".join(item(i) for i in k[None]) + "</ul>"
    pager = (
        '<div class="nc-pager">Page <strong>1</strong> <a href="?commentpage=2#comments">2</a> '
        '<a href="?commentpage=3#comments">3</a> <a href="?commentpage=2#comments" class="next">Next &rsaquo;</a>'
        "<span>Showing 1-14 of 37 comments</span></div>"
    )
    css = """body{margin:0;background:#e8e4dc;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#wrapper{width:980px;margin:0 auto;background:#fff}
#masthead{background:#7b1113;color:#fff;padding:14px 16px 8px}#masthead a.logo{color:#fff;font:bold 40px Georgia,serif;text-decoration:none}
#masthead .date{float:right;font-size:11px;margin-top:16px}
#nav{background:#4a0a0b;margin:0;padding:0 8px;list-style:none;height:28px}#nav li{float:left}#nav a{display:block;color:#fff;padding:6px 9px;font-weight:bold;text-decoration:none;font-size:12px}
#subnav{background:#f2efe9;padding:5px 16px;font-size:11px;border-bottom:1px solid #ccc}
#content{float:left;width:620px;padding:14px 16px}#right{float:right;width:300px;padding:14px 16px 14px 0}
.clear{clear:both}h1{font:bold 30px/1.1 Georgia,serif;margin:6px 0 8px}.standfirst{font:17px Georgia,serif;color:#444}
.byline{border-top:1px dotted #aaa;border-bottom:1px dotted #aaa;padding:4px 0;font-size:11px;color:#666}
.story p{font:15px/1.55 Georgia,serif}.sharebar{margin:12px 0;font-size:11px}.sharebar a{margin-right:8px}
#comments h2{font:bold 20px Georgia,serif;border-top:3px solid #7b1113;padding-top:6px}
.nc-tabs{margin:6px 0;padding:0;list-style:none;border-bottom:1px solid #ccc;height:22px}.nc-tabs li{float:left;margin-right:12px}.nc-tabs li.on a{font-weight:bold;color:#000}
.nc-picks{background:#f6f1e3;border:1px solid #e0d6b8;padding:8px 12px;margin:10px 0}.nc-picks h3{margin:0;color:#7b1113}.nc-note{font-size:11px;color:#777;margin:0 0 6px}
.nc-list,.nc-responses,.nc-picks ul{list-style:none;margin:0;padding:0}.nc-responses{margin-left:10px;border-left:2px solid #e5e5e5;padding-left:12px}
.nc-item{overflow:hidden;border-bottom:1px solid #e5e5e5;padding:10px 0}.nc-av{float:left;width:52px}.nc-av span{display:block;width:40px;height:40px}
.nc-main{margin-left:52px}.nc-user{font-weight:bold;color:#7b1113}.nc-loc{color:#777;font-size:11px}.nc-date{float:right;font-size:11px}.nc-date a{color:#888}
.nc-staff{background:#7b1113;color:#fff;font-size:10px;padding:1px 4px;text-transform:uppercase}
.nc-respto{font-size:11px;color:#888;margin:2px 0}.nc-body p{margin:4px 0 6px}
.nc-tools{font-size:11px;color:#666}.nc-tools a{margin-right:10px;color:#555}.nc-rec{margin-right:12px}
.nc-pager{margin:10px 0;padding:6px;background:#f2efe9}.nc-pager a{margin:0 3px}.nc-pager span{float:right;color:#777}
.nc-form textarea{width:98%;height:80px}.nc-rules{font-size:11px;color:#666}
#right h3{background:#7b1113;color:#fff;margin:14px 0 6px;padding:4px 8px;font-size:13px}#right ol,#right ul{margin:0;padding-left:20px}#right li{margin:4px 0}
#footer{background:#333;color:#ccc;padding:14px 16px;font-size:11px}#footer a{color:#eee}"""
    story = [
        "Marlow Street Baths, which opened in 1903 and still has its original Victorian gala pool, will close on 31 August if councillors accept a recommendation going before the cabinet next week.",
        "A surveyor's report commissioned last autumn found the timber roof over the main pool had deteriorated to the point where it could need propping within two years. Repairing it is estimated at £1.9m.",
        "Council leader Margaret Sykes said: \u201cNobody in this authority wants to close a building that means so much to people. But we have to be honest about what we can afford.\u201d",
        "The baths take about 61,000 swims a year, including school lessons for five primary schools. The council says swimmers would be offered places at the Crossgates leisure centre, four miles away.",
        "The Grade II listed building would be \u201cmothballed\u201d while the council looks for a new use. A public consultation opens on Monday and runs until 14 June.",
        "Campaigners said they would fight the closure. Dave Holroyd, of the newly formed Friends of Marlow Street Baths, said: \u201cThey have let it decline for years and now they are using the roof as an excuse.\u201d",
    ]
    body = f"""<div id="wrapper">
<div id="masthead"><span class="date">Thursday 3 May 2012 &middot; <a href="/weather" style="color:#fff">Hallowfield 11&deg;C, showers</a></span><a class="logo" href="/">The Northern Courier</a></div>
<ul id="nav"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/business/">Business</a></li><li><a href="/whats-on/">What's On</a></li><li><a href="/opinion/">Opinion</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/property/">Property</a></li><li><a href="/motors/">Motors</a></li><li><a href="/announcements/">Announcements</a></li></ul>
<div id="subnav"><a href="/news/">News</a> &rsaquo; <a href="/news/local/">Local</a> &rsaquo; Hallowfield</div>
<div id="content">
<div class="story">
<h1>Victorian baths to close as council says roof repair is \u201cunaffordable\u201d</h1>
<p class="standfirst">Hallowfield's Marlow Street Baths faces closure at the end of August after a survey put the cost of its roof at nearly &pound;2m</p>
<p class="byline">By <a href="/authors/helen-shaw">Helen Shaw</a>, Local Government Reporter &middot; Published on Thursday 3 May 2012 06:00 &middot; <a href="#comments">37 comments</a></p>
{box(620, 300, "")}<p style="font-size:11px;color:#777;margin-top:2px">The gala pool at Marlow Street, pictured in 2009. Picture: Courier archive</p>
{"".join(f"<p>{esc(p)}</p>" for p in story)}
</div>
<div class="sharebar">Share this article: <a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Email</a><a href="#">Print</a> &middot; <a href="#">Tweet (84)</a> <a href="#">Like (212)</a></div>
<div style="margin:12px 0">{box(468, 60, "Advertisement")}</div>
<div id="comments">
<h2>Comments (37)</h2>
<ul class="nc-tabs"><li class="on"><a href="?commentsort=oldest#comments">Oldest first</a></li><li><a href="?commentsort=newest#comments">Newest first</a></li><li><a href="?commentsort=recommended#comments">Most recommended</a></li></ul>
{picks_html}
{pager.replace('class="nc-pager"', 'class="nc-pager" id="pager-top"')}
{full}
{pager}
<div class="nc-form"><h3>Have your say</h3><p>You are not signed in. <a href="/login">Sign in</a> or <a href="/register">register</a> to post a comment.</p>
<form action="/login" method="get"><textarea name="body" disabled="disabled" rows="4" cols="60"></textarea><br /><input type="submit" value="Post" disabled="disabled" /></form>
<p class="nc-rules">Comments are moderated after they appear. Please read our <a href="/house-rules">house rules</a> before posting; comments that are abusive, off-topic or defamatory will be removed. Use <strong>Report abuse</strong> to alert the moderators.</p></div>
</div>
</div>
<div id="right">
{box(300, 250, "Advertisement")}
<h3>Most read</h3>{links("Man charged after Crossgates break-ins | ;; Bypass roadworks to last until October | ;; Victorian baths to close as council says roof repair is unaffordable | ;; Tributes to former mayor Jack Ellis | ;; Town's first Costa opens on Westgate |", tag="ol")}
<h3>Most commented</h3>{links("Victorian baths to close | (37) ;; Parking charges rise at the hospital | (64) ;; Travellers move on to Brackley rec | (29) ;; Pub landlord fined over smoking shelter | (18)", tag="ol")}
<h3>Jobs</h3>{links("Care assistant, nights, Hallowfield | ;; HGV Class 1 driver, Todmarsh | ;; Teaching assistant, Sowerby Primary |")}
</div>
<div class="clear"></div>
<div id="footer"><a href="/about">About us</a> | <a href="/contact">Contact us</a> | <a href="/advertise">Advertise</a> | <a href="/subscribe">Subscribe</a> | <a href="/privacy">Privacy</a> | <a href="/terms">Terms and conditions</a><br />&copy; 2012 Courier Newspapers Ltd. All rights reserved.</div>
</div>"""
    return make(
        "em-en-hallowfield-baths",
        "discussion",
        "en",
        page(
            "Victorian baths to close as council says roof repair is \u201cunaffordable\u201d",
            "The Northern Courier",
            "en-GB",
            css,
            body,
            published="2012-05-03T06:00:00+01:00",
            author="Helen Shaw",
        ),
        cs,
        path="/news/local/victorian-baths-to-close-as-council-says-roof-repair-is-unaffordable-1-4512093",
        container="div#comments under 'Comments (37)': ul.nc-list > li.nc-item (colour square, a.nc-user NAME, 'from TOWN', span.nc-date, p.nc-respto 'Response to NAME, TIME', div.nc-body > p, 'Recommend? (n)', Reply, Share, Report abuse), responses in one ul.nc-responses inside the top-level comment's li, in time order, a response to a response shown at the same level (its parent named only by 'Response to NAME'); 'Readers' picks' repeats three of them above the list; page 1 of 3 (14 of 37 printed)",
        heading="Comments (37)",
        description="A British regional daily of May 2012 (fixed-width layout, most read / most commented / jobs boxes, share counts, adverts): page 1 of 3 of 37 comments, 14 printed, responses in one level under the top comment with 'Response to NAME, TIME' lines (one answers a response: its parent is the one named), the reporter's answer with a 'Staff' label, towns after the names, 'Recommend? (n)', Reply, Share, Report abuse; a 'Readers' picks' strip repeats three of the printed comments in full above the list; sort tabs, pagers above and below, a sign-in form and house rules.",
    )


# --------------------------------------------------------------------------- de: a weekly magazine's forum, 2011


def de_windrad() -> Case:
    cs = talk("""
hanseat_alt @ 14.09.2011, 09:12 :: Die Bürger in Kleinrode sollen also den Strom für Süddeutschland produzieren und bekommen dafür das Brummen und den Schattenwurf. Dass sich da Widerstand regt, kann ich gut verstehen.
Volker Brandes @ 14.09.2011, 09:26 :: Wer die Energiewende will, muss auch mit Windrädern in Sichtweite leben. Man kann nicht Atomkraft abschaffen und dann bei jedem Projekt dagegen sein.
nordlicht77 @ 14.09.2011, 09:41 :: Die Anlagen stehen 800 Meter vom Dorf entfernt. Der Artikel tut so, als würden sie im Vorgarten gebaut.
>Klaus-Dieter Ahrens @ 14.09.2011, 10:05 :: 800 Meter bei 180 Metern Höhe. Fahren Sie mal nach Brandenburg und stellen Sie sich nachts auf die Terrasse, dann reden wir weiter.
Elke_S. @ 14.09.2011, 10:17 :: Mich stört vor allem, dass die Gemeinde gar nichts davon hat. Die Betreibergesellschaft sitzt in Hamburg, die Gewerbesteuer geht woanders hin. // In Dänemark werden die Anwohner an solchen Parks beteiligt. Warum geht das hier nicht?
>Volker Brandes @ 14.09.2011, 10:31 :: Das ist tatsächlich der wunde Punkt. Bürgerwindparks wären die Lösung, dann wäre auch die Akzeptanz da.
>Redaktion @ 14.09.2011, 11:48 :: Liebe Leserin, der Betreiber hat uns inzwischen mitgeteilt, dass ein Bürgerbeteiligungsmodell geprüft wird. Eine Entscheidung soll bis Jahresende fallen. Wir berichten weiter.
T.Ohlsen @ 14.09.2011, 10:55 :: Der Rotmilan-Horst, von dem im Text die Rede ist, ist übrigens seit zwei Jahren verwaist. Das Gutachten ist von 2008.
Hermann W. @ 14.09.2011, 11:20 :: Was mir in der ganzen Debatte fehlt: Wie kommt der Strom eigentlich in den Süden? Die Leitungen gibt es ja noch gar nicht.
>nordlicht77 @ 14.09.2011, 11:34 :: Richtig, im Moment werden die Anlagen bei Starkwind abgeregelt und trotzdem bezahlt. Das ist der eigentliche Skandal.
sonnenblume_62 @ 14.09.2011, 12:02 :: Ich wohne in Kleinrode. Zur Bürgerversammlung kamen 300 Leute, so viele wie seit der Gebietsreform nicht. Das sollte den Planern zu denken geben.
""")
    titles = [
        "Verständlich",
        "Energiewende gibt es nicht umsonst",
        "800 Meter",
        "Nachts auf der Terrasse",
        "Nichts für die Gemeinde",
        "Bürgerwindpark",
        "Beteiligung",
        "Rotmilan",
        "Und die Leitungen?",
        "Abregelung",
        "Bürgerversammlung",
    ]
    rank = {
        "hanseat_alt": "Mitglied seit 2008",
        "Volker Brandes": "Mitglied seit 2005",
        "nordlicht77": "Mitglied seit 2010",
        "Klaus-Dieter Ahrens": "Mitglied seit 2009",
        "Elke_S.": "Mitglied seit 2011",
        "T.Ohlsen": "Mitglied seit 2007",
        "Hermann W.": "Mitglied seit 2006",
        "sonnenblume_62": "Mitglied seit 2011",
    }
    posts = []
    for i, c in enumerate(cs):
        n = i + 1
        quote = ""
        if c.parent is not None:
            p = cs[c.parent]
            first = p.body.split("\n\n")[0]
            cut = first if len(first) < 110 else first[:100].rsplit(" ", 1)[0] + " ..."
            quote = (
                f'<div class="zitat"><div class="zitat-kopf">Zitat von {esc(p.who)}</div>'
                f'<div class="zitat-text">{esc(cut)}</div></div>'
            )
        staff = c.who == "Redaktion"
        who = (
            '<span class="autor redaktion">Redaktion</span> <span class="rolle">Redaktion DER WOCHENBLICK</span>'
            if staff
            else f'<a class="autor" href="/forum/profil/{esc(c.who.replace(" ", "_"))}">{esc(c.who)}</a> <span class="rolle">{esc(rank[c.who])}</span>'
        )
        posts.append(
            f'<div class="beitrag" id="post{8812470 + n}"><div class="beitrag-kopf"><span class="nr">{n}.</span> '
            f'<span class="titel">{esc(titles[i])}</span></div>'
            f'<div class="beitrag-info">{who} <span class="zeit">{esc(c.at)}</span></div>'
            f'<div class="beitrag-text">{quote}{brs(c.body)}</div>'
            f'<div class="beitrag-aktionen"><a href="/forum/antworten?p={8812470 + n}">Antworten</a> | '
            f'<a href="/forum/zitieren?p={8812470 + n}">Zitieren</a> | <a href="/forum/melden?p={8812470 + n}">Melden</a> | '
            f'<a href="#post{8812470 + n}">Permalink</a></div></div>'
        )
    css = """body{margin:0;background:#dfe3e6;font:12px/1.5 Verdana,Geneva,sans-serif;color:#111}
#seite{width:990px;margin:0 auto;background:#fff}#kopf{height:88px;background:#c4001a;position:relative}
#kopf .logo{position:absolute;left:20px;top:18px;color:#fff;font:bold 42px 'Times New Roman',serif;letter-spacing:-1px;text-decoration:none}
#kopf .suche{position:absolute;right:20px;top:30px}#ressorts{background:#222;margin:0;padding:0 12px;height:30px;list-style:none}
#ressorts li{float:left}#ressorts a{display:block;padding:7px 10px;color:#fff;text-decoration:none;font-weight:bold}
#spalte{float:left;width:640px;padding:16px 20px}#rand{float:right;width:290px;padding:16px 20px 16px 0}.cl{clear:both}
.dachzeile{color:#c4001a;font-weight:bold}h1{font:bold 26px/1.15 Georgia,serif;margin:2px 0 8px}.intro{font-weight:bold;font-size:13px}
.text p{font:14px/1.6 Georgia,serif}.autorzeile{color:#666;font-size:11px}
#forum{border-top:4px solid #c4001a;margin-top:20px}#forum h2{font:bold 18px Georgia,serif;margin:8px 0}
.forum-leiste{background:#f0f0f0;padding:5px 8px;font-size:11px;overflow:hidden}.forum-leiste .seiten{float:right}
.beitrag{border-bottom:1px solid #ddd;padding:10px 0}.beitrag-kopf{font-weight:bold;font-size:13px}.beitrag-kopf .nr{color:#c4001a}
.beitrag-info{font-size:11px;color:#666;margin:2px 0 6px}.beitrag-info .autor{font-weight:bold;color:#003d7a}.redaktion{color:#c4001a!important}
.rolle{color:#999}.beitrag-text{font-size:13px}.zitat{background:#f3f3f3;border-left:3px solid #bbb;margin:0 0 8px;padding:4px 8px;font-size:11px;color:#555}
.zitat-kopf{font-weight:bold}.beitrag-aktionen{font-size:10px;margin-top:6px}.beitrag-aktionen a{color:#777}
#rand h3{border-bottom:2px solid #c4001a;font-size:13px;margin:14px 0 6px}#rand ol{padding-left:18px}#rand li{margin-bottom:5px}
.umfrage label{display:block}#fuss{background:#222;color:#aaa;padding:16px 20px;font-size:11px}#fuss a{color:#ddd}"""
    story = [
        "Der Ortsvorsteher von Kleinrode, Bernd Wollenhaupt, hat in seinem Leben viele Bürgerversammlungen geleitet. Aber keine wie die am vergangenen Donnerstag. Mehr als 300 Menschen drängten sich im Saal des Gasthofs \u201eZur Linde\u201c, viele standen draußen vor den offenen Fenstern.",
        "Es ging um sechs Windräder, jedes 180 Meter hoch, die eine Hamburger Projektgesellschaft auf dem Höhenzug nördlich des Dorfes errichten will. Der Regionalplan weist die Fläche seit 2009 als Vorranggebiet aus.",
        "Die Gegner fürchten Lärm, Schattenwurf und einen Wertverlust ihrer Häuser. Sie verweisen auf einen Rotmilan-Horst am Waldrand. Die Befürworter halten dagegen, dass der Atomausstieg ohne neue Anlagen nicht zu schaffen sei.",
        "Der Betreiber verspricht Abstände von mindestens 800 Metern zur Wohnbebauung. Die Genehmigung liegt beim Landkreis, eine Entscheidung wird für das Frühjahr erwartet.",
    ]
    body = f"""<div id="seite">
<div id="kopf"><a class="logo" href="/">DER WOCHENBLICK</a><form class="suche" action="/suche"><input type="text" name="q" size="22" /> <input type="submit" value="Suchen" /></form></div>
<ul id="ressorts"><li><a href="/politik/">Politik</a></li><li><a href="/wirtschaft/">Wirtschaft</a></li><li><a href="/panorama/">Panorama</a></li><li><a href="/kultur/">Kultur</a></li><li><a href="/wissen/">Wissen</a></li><li><a href="/reise/">Reise</a></li><li><a href="/forum/">Forum</a></li><li><a href="/heft/">Heft</a></li></ul>
<div id="spalte">
<p class="dachzeile">Energiewende auf dem Land</p>
<h1>Sturm im Dorf</h1>
<p class="intro">Sechs Windräder sollen bei Kleinrode gebaut werden. Das Dorf ist gespalten \u2013 und zeigt, wie schwer die Energiewende vor Ort wird.</p>
<p class="autorzeile">Von Jana Pfeiffer &middot; 14.09.2011, 06:30 Uhr</p>
{box(640, 280, "")}
<div class="text">{"".join(f"<p>{esc(p)}</p>" for p in story)}</div>
<p><a href="/politik/artikel/sturm-im-dorf-2">&laquo; Seite 1</a> | Seite 2 von 2</p>
<p style="font-size:11px">Artikel versenden | Drucken | <a href="#">Facebook</a> | <a href="#">Twitter</a> | <a href="#">Google+</a></p>
<div id="forum">
<h2>Diskussion: Windräder in Kleinrode</h2>
<p>Was meinen Sie: Müssen Dörfer wie Kleinrode Windparks hinnehmen? <strong>Diskutieren Sie mit!</strong></p>
<div class="forum-leiste"><span class="seiten">Seite 1 von 1</span>11 Beiträge &middot; <a href="/forum/thema-41873">Thema im Forum öffnen</a> &middot; Sortieren: <strong>chronologisch</strong> | <a href="?sort=neu">neueste zuerst</a></div>
{"".join(posts)}
<div class="forum-leiste"><span class="seiten">Seite 1 von 1</span><a href="/forum/neu?thema=41873">Neuen Beitrag verfassen</a></div>
<p style="font-size:11px;color:#666">Um Beiträge zu verfassen, müssen Sie angemeldet sein. <a href="/login">Anmelden</a> | <a href="/registrieren">Registrieren</a>. Bitte beachten Sie unsere <a href="/forum/regeln">Forumsregeln</a>: Beiträge mit Beleidigungen oder Werbung werden gelöscht.</p>
</div>
</div>
<div id="rand">
{box(290, 250, "Anzeige")}
<h3>Meistgelesen</h3>{links("Koalition streitet über Steuersenkung | ;; Griechenland: Die nächste Milliarde | ;; Sturm im Dorf | ;; Bahn erhöht die Preise zum Fahrplanwechsel | ;; Der letzte Sommer der Kohlekumpel |", tag="ol")}
<h3>Umfrage</h3><form class="umfrage"><p>Würden Sie ein Windrad in 800 Metern Entfernung akzeptieren?</p><label><input type="radio" name="u" /> Ja</label><label><input type="radio" name="u" /> Nein</label><label><input type="radio" name="u" /> Nur mit Beteiligung</label><input type="button" value="Abstimmen" /></form>
<h3>Aktuelle Heftausgabe</h3>{box(120, 160, "Titel 37/2011")}
</div>
<div class="cl"></div>
<div id="fuss">&copy; DER WOCHENBLICK 2011 &middot; <a href="/impressum">Impressum</a> &middot; <a href="/datenschutz">Datenschutz</a> &middot; <a href="/abo">Abo</a> &middot; <a href="/mediadaten">Mediadaten</a></div>
</div>"""
    return make(
        "em-de-kleinrode-windrad",
        "discussion",
        "de",
        page(
            "Sturm im Dorf",
            "DER WOCHENBLICK",
            "de",
            css,
            body,
            published="2011-09-14T06:30:00+02:00",
            author="Jana Pfeiffer",
            sep=" - ",
        ),
        cs,
        path="/politik/artikel/sturm-im-dorf-a-784211-2.html",
        container="div#forum under 'Diskussion: Windräder in Kleinrode': div.beitrag (span.nr 'N.', span.titel TITLE, a.autor NAME + 'Mitglied seit YYYY', span.zeit, div.beitrag-text with text and <br /><br />, 'Antworten | Zitieren | Melden | Permalink'); flat in time order, answers quote their parent in div.zitat 'Zitat von NAME'",
        heading="Diskussion: Windräder in Kleinrode",
        description="A German weekly magazine of September 2011 (page 2 of 2 of the article, poll, most read, the issue's cover): 11 numbered forum posts under the article, each with its own title, 'Mitglied seit' lines, times 'TT.MM.JJJJ, HH:MM', text broken by <br /><br />; answers are flat in time order and quote the beginning of their parent ('Zitat von NAME'); the newsroom answers as 'Redaktion'. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- fr: a regional daily's reactions, 2010


def fr_marche() -> Case:
    cs = talk("""
Jeannot22 @ le 19/10/2010 à 08h14 :: Encore une fois on déplace le marché sans demander l'avis des commerçants. Place du Martray il y avait du passage, sur le parking de la gare il n'y aura personne le samedi matin.
lectrice_pontivy @ le 19/10/2010 à 08h37 :: Pour une fois je suis d'accord avec la mairie. La place était devenue dangereuse avec les voitures qui passent entre les étals.
>Jeannot22 @ le 19/10/2010 à 09h02 :: Il suffisait de fermer la rue le samedi, comme à Lannion. Pas besoin de tout déménager.
Marc L. (Plérin) @ le 19/10/2010 à 09h15 :: Et les personnes âgées du centre-ville, elles iront à pied jusqu'au parking de la gare ? Il n'y a pas de navette.
>Mairie de Saint-Aubrel @ le 19/10/2010 à 11h40 :: Bonjour, une navette gratuite depuis la place du Martray fonctionnera tous les samedis de 8h à 13h à partir du 6 novembre. Les horaires seront affichés en mairie la semaine prochaine.
>>Marc L. (Plérin) @ le 19/10/2010 à 12h05 :: Merci pour la précision, c'est déjà mieux. Reste à voir si elle passera vraiment toutes les vingt minutes.
La Fromagère du samedi @ le 19/10/2010 à 09h48 :: Je suis sur ce marché depuis 23 ans. On nous a prévenus par courrier il y a dix jours. Dix jours ! // On verra bien, mais si les clients ne suivent pas, je partirai à Guingamp.
ptit_breton @ le 19/10/2010 à 10h22 :: Le vrai problème c'est le parking payant en centre-ville depuis 2008. Les gens de la campagne ne viennent plus.
Yvonne K. @ le 19/10/2010 à 12h31 :: On a signé la pétition à la boulangerie Le Goff, il y a déjà plus de 600 signatures.
""")
    approve = [17, 9, 12, 21, 14, 3, 26, 8, 5]
    rows = []
    for i, c in enumerate(cs):
        rep = ""
        if c.parent is not None:
            rep = f'<div class="rep-a">en réponse à <a href="#r{5520 + c.parent}">{esc(cs[c.parent].who)}</a></div>'
        official = c.who.startswith("Mairie")
        badge = ' <span class="officiel">Réponse officielle</span>' if official else ""
        abonne = ' <span class="abo">Abonné</span>' if c.who in ("Jeannot22", "Yvonne K.") else ""
        rows.append(
            f'<div class="reac{" reac-off" if official else ""}" id="r{5520 + i}">'
            f'<div class="reac-tete"><span class="pseudo">{esc(c.who)}</span>{abonne}{badge} '
            f'<span class="quand">{esc(c.at)}</span></div>{rep}'
            f'<div class="reac-txt">{paras(c.body)}</div>'
            f'<div class="reac-pied"><span class="appr">{approve[i]} lecteurs approuvent</span> '
            f'<a href="#">J\'approuve</a> &middot; <a href="#form-reagir">Répondre</a> &middot; '
            f'<a href="/signaler?r={5520 + i}" class="abus">Signaler un abus</a></div></div>'
        )
    css = """body{margin:0;background:#fff;font:12px/1.4 Arial,sans-serif;color:#333}
#conteneur{width:960px;margin:0 auto}#entete{height:96px;border-bottom:4px solid #005ca9;position:relative}
#entete .titre{position:absolute;left:0;top:20px;font:bold italic 44px Georgia,serif;color:#005ca9;text-decoration:none}
#entete .edition{position:absolute;right:0;top:14px;font-size:11px;color:#666;text-align:right}
#menu{background:#005ca9;height:28px;margin:0;padding:0;list-style:none}#menu li{float:left;border-right:1px solid #3d85c6}#menu a{display:block;color:#fff;padding:6px 10px;font-weight:bold;text-decoration:none}
#menu-villes{background:#e6eff7;padding:5px;font-size:11px}#menu-villes a{margin-right:6px}
#col-gauche{float:left;width:630px;padding:10px 0}#col-droite{float:right;width:310px;padding:10px 0}.fin{clear:both}
.rubrique{color:#005ca9;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font:bold 28px/1.1 Arial,sans-serif;margin:4px 0}.chapo{font-weight:bold;font-size:14px}
.article p{font-size:14px;line-height:1.5}.signature{font-size:11px;color:#888}
#reactions{margin-top:18px;border-top:2px solid #005ca9}#reactions h2{color:#005ca9;font-size:18px;margin:8px 0}
.avertissement{font-size:11px;background:#fffbe6;border:1px solid #f0e0a0;padding:6px}
.reac{border-bottom:1px dotted #bbb;padding:8px 4px}.reac-off{background:#eef5fb}.reac-tete .pseudo{font-weight:bold;color:#005ca9}.quand{color:#999;font-size:11px}
.abo{background:#e2001a;color:#fff;font-size:9px;padding:0 3px;margin-left:4px}.officiel{background:#005ca9;color:#fff;font-size:9px;padding:0 3px;margin-left:4px}
.rep-a{font-size:11px;color:#777;font-style:italic}.reac-txt p{margin:4px 0}.reac-pied{font-size:11px;color:#888}.reac-pied a{color:#555}.appr{color:#2a7a2a}
.suite{display:block;text-align:center;background:#e6eff7;padding:6px;margin:8px 0;font-weight:bold}
#form-reagir{background:#f4f4f4;padding:8px}#form-reagir textarea{width:95%;height:70px}
#col-droite h3{background:#005ca9;color:#fff;font-size:12px;padding:4px 6px;margin:12px 0 4px}#col-droite ul,#col-droite ol{margin:0;padding-left:18px}
#pied{border-top:4px solid #005ca9;padding:10px 0;font-size:10px;color:#777}"""
    story = [
        "C'est officiel depuis le conseil municipal de lundi soir : à partir du samedi 6 novembre, le marché hebdomadaire de Saint-Aubrel quittera la place du Martray pour s'installer sur le parking de la gare.",
        "La municipalité met en avant la sécurité. « Les véhicules de livraison circulent entre les étals et les piétons, ce n'est plus possible », explique l'adjoint au commerce, Gérard Le Bihan.",
        "Sur les 47 commerçants non sédentaires, une trentaine ont signé une lettre demandant un report. Ils craignent de perdre la clientèle du centre-ville, qui fait ses courses à pied.",
        "Une pétition circule aussi chez plusieurs commerçants du centre. La mairie promet une évaluation au bout de six mois.",
    ]
    body = f"""<div id="conteneur">
<div id="entete"><a class="titre" href="/">L'Écho d'Armor</a><div class="edition">Mardi 19 octobre 2010<br />Édition de Saint-Aubrel &middot; <a href="/meteo">Météo : 14°, averses</a></div></div>
<ul id="menu"><li><a href="/">Accueil</a></li><li><a href="/actualite/">Actualité</a></li><li><a href="/region/">Région</a></li><li><a href="/sports/">Sports</a></li><li><a href="/loisirs/">Loisirs</a></li><li><a href="/annonces/">Petites annonces</a></li><li><a href="/carnet/">Carnet</a></li><li><a href="/abonnement/">S'abonner</a></li></ul>
<div id="menu-villes">Vos villes : <a href="/saint-aubrel/">Saint-Aubrel</a><a href="/plerin/">Plérin</a><a href="/lannion/">Lannion</a><a href="/guingamp/">Guingamp</a><a href="/paimpol/">Paimpol</a></div>
<div id="col-gauche">
<div class="article">
<p class="rubrique">Saint-Aubrel &middot; Commerce</p>
<h1>Le marché du samedi déménage à la gare, les commerçants inquiets</h1>
<p class="signature">Publié le 19 octobre 2010 à 06h00 &middot; Par Anne Le Floch</p>
<p class="chapo">Le conseil municipal a voté le transfert du marché hebdomadaire sur le parking de la gare. Une partie des forains parle de « coup dur ».</p>
{box(630, 260, "")}
{"".join(f"<p>{esc(p)}</p>" for p in story)}
<p style="font-size:11px">Envoyer à un ami &middot; Imprimer &middot; <a href="#">Partager sur Facebook</a> &middot; <a href="#">Twitter</a></p>
</div>
<div id="reactions">
<h2>Réactions (14)</h2>
<p class="avertissement">Les réactions publiées n'engagent que leurs auteurs. Tout message injurieux, diffamatoire ou hors sujet sera supprimé. <a href="/charte">Lire la charte</a></p>
<p style="font-size:11px">Trier : <strong>les plus anciennes</strong> | <a href="?tri=recentes#reactions">les plus récentes</a> | <a href="?tri=approuvees#reactions">les plus approuvées</a></p>
{"".join(rows)}
<a class="suite" href="?page=2#reactions">Voir les 5 réactions suivantes &raquo;</a>
<div id="form-reagir"><h3>Réagir à cet article</h3><p>Vous devez être connecté pour réagir. <a href="/connexion">Se connecter</a> ou <a href="/inscription">créer un compte</a>.</p>
<form action="/connexion" method="get"><textarea name="texte" rows="4" cols="60"></textarea><br /><input type="submit" value="Envoyer" /></form></div>
</div>
</div>
<div id="col-droite">
{box(300, 250, "Publicité")}
<h3>Les plus lus</h3>{links("Accident sur la RN12 : deux blessés | ;; Le marché du samedi déménage à la gare | ;; Rugby : Saint-Aubrel s'impose à Dinan | ;; Le cinéma Le Royal rouvre ses portes | ;; Foire aux puces dimanche au Légué |", tag="ol")}
<h3>Les plus discutés</h3>{links("Le marché du samedi déménage à la gare | (14) ;; Retraites : la manifestation de jeudi | (52) ;; Éolien en mer : le débat public s'ouvre | (31)", tag="ol")}
<h3>Carnet du jour</h3>{links("Avis de décès | ;; Naissances | ;; Mariages |")}
</div>
<div class="fin"></div>
<div id="pied">&copy; L'Écho d'Armor 2010 &middot; <a href="/mentions">Mentions légales</a> &middot; <a href="/contact">Contact</a> &middot; <a href="/publicite">Publicité</a></div>
</div>"""
    return make(
        "em-fr-saint-aubrel-marche",
        "discussion",
        "fr",
        page(
            "Le marché du samedi déménage à la gare, les commerçants inquiets",
            "L'Écho d'Armor",
            "fr",
            css,
            body,
            published="2010-10-19T06:00:00+02:00",
            author="Anne Le Floch",
        ),
        cs,
        path="/saint-aubrel/commerce/le-marche-du-samedi-demenage-a-la-gare-19-10-2010-4127.html",
        container="div#reactions under 'Réactions (14)': flat div.reac in time order (span.pseudo NAME, 'Abonné' / 'Réponse officielle' labels, span.quand 'le JJ/MM/AAAA à HHhMM', div.rep-a 'en réponse à NAME', div.reac-txt > p, 'N lecteurs approuvent', J'approuve, Répondre, Signaler un abus); 'Voir les 5 réactions suivantes' link (9 of 14 printed)",
        heading="Réactions (14)",
        description="A French regional daily of October 2010 (town editions menu, most read / most discussed, adverts, the day's notices): 9 of 14 readers' reactions printed in time order, answers flat with 'en réponse à NAME' lines, the town hall answers with a 'Réponse officielle' label, 'Abonné' badges, 'N lecteurs approuvent', 'Signaler un abus', sort links, a charter and a sign-in form; the next 5 behind a link. Never says 'comment'.",
    )


def threads_em() -> list[Case]:
    return [en_baths(), de_windrad(), fr_marche()]
