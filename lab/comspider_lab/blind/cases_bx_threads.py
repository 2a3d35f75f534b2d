"""Blind set BX: three discussions of 2012-2013 in the served HTML, each in a home-made template of its site: a US
county paper's "Reader comments" nested by lists with "Recommend (n)" counts, "Editors' Pick" badges, a reporter's
answer and a comment removed by a moderator (us); an Australian regional paper's comments as rows of one table, the
name, town and time in the first cell, answers indented in the text cell under a "In reply to NAME" line (au); an
Indian national paper's "Readers' comments" with names and cities, "Agree (n) / Disagree (n)" and answers in boxes
inside their parent's box (in). Every class name, name, place and text invented for this set; each comment written by
hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bx_common import (
    Bits,
    Case,
    Note,
    Piece,
    around_web,
    box,
    case,
    depth,
    draw,
    esc,
    latest_comments,
    links,
    login_box,
    most_read,
    newsletter,
    num,
    poll,
    ptext,
    seeds,
    talk,
)


def us_ledger() -> Case:
    ns = talk("""
hcvoter58 @ January 9, 2013 at 7:58 a.m. [loc=Millbrook,rec=31,pick] :: Four million dollars for a traffic circle at a corner where I have waited maybe two minutes in twenty years. Meanwhile the county home on Quarry Road still has buckets catching the leaks. Priorities, commissioners.
  Tom in Millbrook @ January 9, 2013 at 8:20 a.m. [loc=Millbrook,rec=12] :: The money is mostly state highway funds, it could not go to the county home even if they wanted. Read paragraph six.
    hcvoter58 @ January 9, 2013 at 8:41 a.m. [loc=Millbrook,rec=4] :: State money is still our money, Tom. It comes out of the same paycheck.
  Dana Whitlock @ January 9, 2013 at 10:05 a.m. [loc=Ledger-Star staff,rec=18,staff] :: To clarify a point several readers raised: $3.1 million of the $4.2 million comes from the state's safety grant program, which can only be spent on intersections with a crash history. The county's share is $1.1 million from the road fund. The county home repairs are in a separate budget line that comes up for a vote Feb. 12.
RJ_Pearson @ January 9, 2013 at 8:03 a.m. [loc=Harmon Falls,rec=22] :: I drive that intersection twice a day. There were three wrecks there just since Thanksgiving. Anyone who thinks it is fine has not tried to turn left out of Cider Mill Road at 5 p.m.
  Anonymous @ January 9, 2013 at 9:12 a.m. [rec=2] :: Then put up a light. A light costs a tenth of this.
    RJ_Pearson @ January 9, 2013 at 9:30 a.m. [loc=Harmon Falls,rec=9] :: They tried a four way stop in 2009 and the trucks just rolled through it. A light would back traffic up to the bridge.
Margaret Okafor @ January 9, 2013 at 11:47 a.m. [loc=East Harmon,rec=15,pick] :: I have seen roundabouts work well in other counties but please, please put up signs well ahead and teach people how to use them. Half the drivers in the county have never been in one. // And think about the school buses. The turn radius on the plans looks tight.
  plowguy @ January 9, 2013 at 12:30 p.m. [loc=Route 9,rec=6] :: Margaret is right about the radius. Ask the highway department how a snowplow with a wing is supposed to get around it.
Concerned Taxpayer @ January 9, 2013 at 1:15 p.m. [rec=3,removed_after] :: Construction starts in spring, which means Route 9 torn up all summer during the fair. Who planned that?
ellen_b @ January 9, 2013 at 4:52 p.m. [loc=Millbrook,rec=7] :: My son was in the accident in November. He is fine now but the car was totaled. I am glad something is finally being done, whatever it costs.
""")

    def item(i: int, n: Note, sub: str) -> str:
        loc = n.tag("loc")
        cid = 88120 + 7 * i
        badge = '<span class="rdr-pick">★ Editors\' Pick</span> ' if n.tag("pick") else ""
        staff = ' <span class="rdr-staff">STAFF</span>' if n.tag("staff") else ""
        li = (
            f'<li class="rdr-c{" rdr-c-staff" if n.tag("staff") else ""}" id="rdr-{cid}">'
            f'<div class="rdr-meta">{badge}<a class="rdr-name" href="/users/{esc(n.who.replace(" ", "_"))}">{esc(n.who)}</a>{staff}'
            + (f' <span class="rdr-loc">{esc(loc)}</span>' if loc and not n.tag("staff") else "")
            + (f' <span class="rdr-loc">{esc(loc)}</span>' if n.tag("staff") else "")
            + f' <span class="rdr-ts">{esc(n.at)}</span></div>'
            f'<div class="rdr-txt">{ptext(n.body)}</div>'
            f'<div class="rdr-tools"><a href="#" class="rec">Recommend</a> ({n.tag("rec")}) | <a href="#reply-{cid}">Reply</a> | <a href="/report?c={cid}">Report abuse</a></div>'
            + (f'<ul class="rdr-replies">{sub}</ul>' if sub else "")
            + "</li>"
        )
        if n.tag("removed_after"):
            li += (
                '<li class="rdr-c rdr-gone" id="rdr-88199"><div class="rdr-meta"><span class="rdr-ts">January 9, 2013 at 2:02 p.m.</span></div>'
                '<div class="rdr-txt"><p><i>This comment was removed by the site staff for violation of the <a href="/guidelines">discussion guidelines</a>.</i></p></div></li>'
            )
        return li

    thread = draw(ns, item, lambda s, _p: s)
    after = (
        '<div id="mx-talk" class="rdr"><h2 class="rdr-h">Reader comments (12)</h2>'
        '<p class="rdr-rules">Comments are the opinions of readers, not of the Ledger-Star. Keep it civil and on topic; '
        'no personal attacks, profanity or links. Read our <a href="/guidelines">Discussion Guidelines</a>. Comments are moderated and may take a few minutes to appear.</p>'
        '<p class="rdr-sort">Sort by: <b>Oldest</b> | <a href="?sort=newest">Newest</a> | <a href="?sort=recommended">Most recommended</a> | <a href="?picks=1">Editors\' Picks (2)</a></p>'
        '<ul class="rdr-list">' + thread + "</ul>"
        '<div class="rdr-post"><p>You must be <a href="/account/login">logged in</a> to comment. Not a member? <a href="/account/register">Register</a> — it\'s free.</p></div></div>'
    )
    side = (
        most_read(
            "us-ledger",
            """
Harmon Falls man charged in string of mailbox thefts | 4,812 views
County approves $4.2 million roundabout for Route 9 | 3,960 views
Girls basketball: Millbrook edges East Harmon in overtime | 2,207 views
Obituary: Walter F. Kessling, 88 | 1,944 views
Snow emergency declared for Thursday night | 1,630 views
""",
        )
        + most_read(
            "us-ledger",
            """
Sheriff's budget cut by 6 percent | 87 comments
School board delays vote on later start times | 54 comments
County approves $4.2 million roundabout for Route 9 | 12 comments
""",
            "Most commented",
        )
        + poll(
            "us-ledger",
            "Should the county build the Route 9 roundabout?",
            """
Yes, that corner is dangerous | 41
No, put up a traffic light | 33
Leave it as it is | 26
""",
            1382,
        )
        + around_web(
            "us-ledger",
            """
10 towns where retirees are moving in 2013 | MoneyWire
What your dentist will not tell you about whitening | HealthLine Daily
The one kitchen gadget chefs say to skip | Home Insider
""",
        )
        + newsletter("us-ledger", "The Morning Ledger: local headlines in your inbox by 6 a.m.")
    )
    style = (
        ".rdr{border-top:3px solid #111;margin-top:18px}.rdr-h{font:bold 18px Georgia}.rdr-rules{font-size:11px;color:#666;background:#f7f7f7;padding:6px}"
        ".rdr-list,.rdr-replies{list-style:none;margin:0;padding:0}.rdr-replies{margin-left:34px;border-left:2px solid #ddd;padding-left:10px}.rdr-c{padding:8px 0;border-bottom:1px solid #eee}"
        ".rdr-name{font-weight:bold;color:#036}.rdr-loc,.rdr-ts{color:#888;font-size:11px}.rdr-pick{background:#ffe9a8;font-size:10px;font-weight:bold;padding:1px 4px}.rdr-staff{background:#036;color:#fff;font-size:9px;padding:1px 3px}"
        ".rdr-tools{font-size:11px;color:#888}.rdr-txt p{font:13px/1.5 Arial;margin:4px 0}"
    )
    piece = Piece(
        "County approves $4.2 million roundabout for Route 9",
        "By Dana Whitlock, Staff Writer",
        "2013-01-09T06:30:00-05:00",
        "Wednesday, January 9, 2013, 6:30 a.m. EST",
        """
HARMON FALLS — County commissioners voted 4-1 on Tuesday night to build a single-lane roundabout at the intersection of Route 9 and Cider Mill Road, the scene of 23 crashes in the past five years.

The $4.2 million project will be paid for mostly with state highway safety money, with the county covering about $1.1 million from its road fund. Construction is expected to begin in April and take about five months.

Commissioner Ray Duquette, the lone no vote, said a traffic signal would have cost far less. "We are spending a fortune to solve a problem a light could fix," he said.

Highway Superintendent Carla Bing told the board a signal had been studied in 2010 and rejected because traffic would back up onto the Harmon River bridge at rush hour.
""",
        dek="Commissioners vote 4-1; construction at Cider Mill Road to start in April",
        section="News",
        tags=("Route 9", "County Commission", "Roads"),
        caption="Traffic waits to turn onto Route 9 from Cider Mill Road on Tuesday. (Ledger-Star photo)",
        count_line="12 comments",
    )
    return case(
        "bx-us-recommend-picks",
        "discussion",
        "us-ledger",
        piece,
        Bits(after=after, side=side + login_box("us-ledger"), style=style),
        seeds(ns),
        path="/news/local/2013/01/09/county-approves-roundabout-route-9",
        reveal="on_load",
        container="div#mx-talk.rdr: h2 'Reader comments (12)', rules, a sort line, ul.rdr-list > li.rdr-c (div.rdr-meta with a.rdr-name, span.rdr-loc, span.rdr-ts; div.rdr-txt; div.rdr-tools 'Recommend (n) | Reply | Report abuse'), replies in ul.rdr-replies inside their parent, three levels",
        heading="Reader comments (12)",
        description="A US county paper of 2013 with its own comment system: 11 comments under an article on a roundabout, nested three levels by lists, each with a location or none, 'January 9, 2013 at 7:58 a.m.' times, 'Recommend (n)', two 'Editors' Pick' badges, the reporter answering with a STAFF badge; a 12th entry is a 'removed by the site staff' placeholder without a name (not a comment); the count line in the byline; the rail's most read with views, most commented with counts, a poll, sponsored links, a newsletter and a login box. Most awkward: the placeholder is counted in 'Reader comments (12)'.",
        static=True,
        lookalikes=("most commented with counts", "sponsored links"),
    )


def au_table() -> Case:
    ns = talk("""
Bazza @ 14/01/13 6:12am [town=Glen Creek] :: Level 4 and the council pool is still being topped up every night from the town supply. Practise what you preach.
  Tablelands Advocate @ 14/01/13 11:40am [town=Editor] :: Council has told us the pool is filled from the old bore on Church St, not town water. We have asked for the meter readings and will update this story.
    Bazza @ 14/01/13 12:05pm [town=Glen Creek] :: Fair enough, good to know. Cheers for checking.
Jenny R @ 14/01/13 7:30am [town=Ben Lomond] :: We are on tank water out here and it has been dry since October. The water carters are booked out two weeks ahead. No one in town seems to realise how bad it is.
  Col @ 14/01/13 8:02am [town=Guyra Rd] :: Same here Jenny. Paid $280 for a load last week. Mate in Armidale reckons it is cheaper to buy bottled.
Not a greenie @ 14/01/13 9:15am [town=Glen Innes] :: Every summer the same story. Build the second dam they have been talking about since 1982 and stop fining people for washing the ute.
Shaz @ 14/01/13 1:47pm [town=Glen Creek] :: Can someone tell me if I can still water the veggie patch with a bucket? The notice at the post office says hand-held hoses only.
  Marg T @ 14/01/13 2:20pm [town=Glen Creek] :: Buckets and watering cans are fine any time Shaz, it is only fixed sprinklers that are banned. Council website has the list.
old timer @ 14/01/13 4:58pm [town=Deepwater] :: Remember 1994? We went to level 5 and the creek stopped altogether. This is nothing yet, save every drop.
""")

    def row(i: int, n: Note) -> str:
        par = n.parent
        pad = 30 * depth(ns, i)
        who = f'<b>{esc(n.who)}</b><br />{esc(n.tag("town"))}<br /><span class="fb-t">{esc(n.at)}</span>'
        say = (
            f'<div style="padding-left:{pad}px">'
            + (f'<p class="fb-re">In reply to {esc(ns[par].who)}</p>' if par is not None else "")
            + ptext(n.body)
            + f'<p class="fb-rate">Like ({num(n.who + str(i), 0, 14)}) · <a href="#fb-form">Reply</a> · <a href="/report">Report</a></p></div>'
        )
        return f'<tr class="{"fb-row fb-alt" if i % 2 else "fb-row"}"><td class="fb-who" valign="top" width="140">{who}</td><td class="fb-say" valign="top">{say}</td></tr>'

    # the table's rows in the order the paper printed them: each reply right after its parent's branch
    order: list[int] = []

    def walk(p: int | None) -> None:
        for k, n in enumerate(ns):
            if n.parent == p:
                order.append(k)
                walk(k)

    walk(None)
    table = (
        '<table class="fb-tbl" width="100%" cellpadding="6" cellspacing="0" border="0">'
        '<tr><th colspan="2" align="left">Have your say (9 comments)</th></tr>'
        + "".join(row(k, ns[k]) for k in order)
        + "</table>"
    )
    after = (
        '<div id="lc-talk" class="fb-area">'
        + table
        + '<div id="fb-form"><h3>Post a comment</h3><p class="fb-note">Comments are moderated. Please keep them clean and on topic. Your email address will not be published.</p>'
        '<form action="/comment/submit" method="post"><p>Name: <input type="text" name="n" /> Town: <input type="text" name="t" /></p><p><textarea name="c" rows="4" cols="60"></textarea></p>'
        '<p><input type="submit" value="Submit comment" /></p></form></div></div>'
    )
    side = (
        box(
            "au-tablelands",
            "Weather",
            "<p>Glen Creek: 34° max, 14° min. Fine and dry. Rainfall since 9am: 0mm. Fire danger: <b>Very High</b></p>",
        )
        + most_read(
            "au-tablelands",
            """
Shire moves to level 4 water restrictions | 1,204 reads
Glen Creek Show draws record crowd | 988 reads
Cattle prices lift at Glen Creek saleyards | 712 reads
Grass fire near Ben Lomond contained | 655 reads
""",
        )
        + latest_comments(
            "au-tablelands",
            """
Kev | 2 hours ago | Glen Creek Show draws record crowd | Best show in years, the woodchop was worth the gate price alone.
Lyn M | 5 hours ago | Bypass plans back on the table | Heard that one before. Wake me up when the bulldozers arrive.
""",
        )
        + box(
            "au-tablelands",
            "Classifieds",
            links(
                ("Hay for sale, round bales $90", "Kelpie pups, working parents", "Ute tray canopy, as new"),
                "/classifieds/",
            ),
        )
    )
    style = (
        ".fb-tbl{border:1px solid #cfd8e0;margin-top:18px}.fb-tbl th{background:#0a4a7a;color:#fff;font-size:13px}.fb-row td{border-top:1px solid #e0e6ec}.fb-alt td{background:#f6f9fb}"
        ".fb-who{font-size:11px;color:#555}.fb-t{color:#999}.fb-re{font-size:10px;color:#0a4a7a;margin:0}.fb-rate{font-size:10px;color:#888;margin:2px 0}.fb-note{font-size:10px;color:#777}"
    )
    piece = Piece(
        "Shire moves to level 4 water restrictions",
        "By Kylie Brennan",
        "2013-01-13T17:00:00+10:00",
        "13 Jan, 2013 05:00 PM",
        """
GLEN CREEK residents face the toughest water restrictions in almost two decades after the shire council moved to level 4 on Friday, with the town dam at 31 per cent and falling.

Fixed sprinklers and garden irrigation systems are banned at all times. Hand-held hoses may be used between 6am and 8am on alternate days, and car washing is limited to a bucket.

Mayor Doug Feeney said the council would review the restrictions weekly. "If we get decent rain in February we can ease off, but the forecast is not kind," he said.

Fines of $220 apply for breaches.
""",
        dek="Town dam down to 31 per cent as dry summer bites",
        section="News",
        tags=("water", "drought", "council"),
        caption="The Glen Creek dam wall this week.",
        count_line="9 comments",
    )
    return case(
        "bx-au-table-rows",
        "discussion",
        "au-tablelands",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/story/1245877/shire-moves-to-level-4-water-restrictions/",
        reveal="on_load",
        container="div#lc-talk.fb-area > table.fb-tbl: a header row 'Have your say (9 comments)', then one tr per comment (td.fb-who: name, town, time; td.fb-say: a div indented by an inline padding for replies, 'In reply to NAME', paragraphs, 'Like (n) · Reply · Report')",
        heading="Have your say (9 comments)",
        description="An Australian regional paper of 2013: 9 readers' comments under a water-restrictions story as rows of one table, the name, town and '14/01/13 6:12am' time in the first cell, replies shown only by an inline left padding and an 'In reply to NAME' line in the text cell (the paper answering once as 'Tablelands Advocate', 'Editor' in the town line); a comment form with a moderation note; the right column's weather, most read with reads, latest comments of other stories and classifieds. Most awkward: the thread is table rows, the answers flat rows indented only by padding.",
        static=True,
        lookalikes=("latest comments of other stories",),
    )


def in_agree() -> Case:
    ns = talk("""
Ramesh Iyer @ Aug 14, 2012 at 11:32 IST [city=Chennai,ag=41,dis=3] :: Good decision by the corporation but implementation is the real issue. The same ban was announced in 2009 also and within three months every vegetable vendor was again giving covers.
  Sunitha K @ Aug 14, 2012 at 12:05 IST [city=Bangalore,ag=17,dis=1] :: Exactly sir. Unless the wholesale suppliers in KR Market are stopped, small vendors will not change.
  Venkat @ Aug 14, 2012 at 13:40 IST [city=Bangalore,ag=6,dis=9] :: Why blame vendors only? We customers also should carry our own bags. Change starts at home.
Mohammed Rafi @ Aug 14, 2012 at 11:58 IST [city=Mysore,ag=23,dis=2] :: Mysore banned below 40 micron covers two years back and it is working reasonably well. Bangalore can learn from Mysore for once.
Deepa Nair @ Aug 14, 2012 at 12:47 IST [city=Kochi,ag=12,dis=0] :: What about the milk packets and the plastic in which every online shopping item comes? Those are not covered in this notification at all.
  Sentinel Reader's Desk @ Aug 14, 2012 at 15:10 IST [city=Bangalore,ag=8,dis=0] :: Milk sachets and packaging of branded goods are exempted under the notification, as reported in the fourth paragraph. The corporation says a separate rule on packaging is being drafted.
    Deepa Nair @ Aug 14, 2012 at 15:36 IST [city=Kochi,ag=4,dis=0] :: Thank you for clarifying. Hope the separate rule does not take another three years.
Anand P @ Aug 14, 2012 at 14:02 IST [city=Hyderabad,ag=2,dis=14] :: Ban ban ban. First give proper garbage collection, then talk about plastic. My lane has not seen the BBMP truck for ten days.
  Kavitha @ Aug 14, 2012 at 14:30 IST [city=Bangalore,ag=9,dis=1] :: Both are needed Anand. Plastic is what chokes the drains every monsoon, garbage collection alone will not solve that.
Prof. S. Raghavan @ Aug 14, 2012 at 17:21 IST [city=Bangalore,ag=30,dis=1] :: A ban without a cheap alternative is only symbolic. The corporation should subsidise cloth and jute bags through the ration shops for the first six months, as was done in some Tamil Nadu towns.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 5512300 + 13 * i
        return (
            f'<div class="usrcmt" id="cmt{cid}"><div class="cmt-hd"><span class="u">{esc(n.who)}</span>, <span class="city">{esc(n.tag("city"))}</span>'
            f' <span class="tm">Posted on: {esc(n.at)}</span></div><div class="cmt-body">{ptext(n.body)}</div>'
            f'<div class="cmt-act"><a href="#" class="agree">Agree ({n.tag("ag")})</a> <a href="#" class="disagree">Disagree ({n.tag("dis")})</a>'
            f' <a href="#post" class="rp">Reply</a> <a href="/abuse?id={cid}" class="ab">Report Abuse</a></div>'
            + sub
            + "</div>"
        )

    thread = draw(ns, item, lambda s, _p: f'<div class="cmt-rply">{s}</div>')
    after = (
        '<div class="cmt-wrap" id="cmts"><h3 class="cmt-title">Readers\' Comments (10)</h3>'
        '<p class="cmt-disc">Disclaimer: Comments will be moderated by The Deccan Sentinel editorial team. Comments that are abusive, personal, '
        "incendiary or irrelevant cannot be published. Please write complete sentences. Do not type comments in all capital letters.</p>"
        '<div class="cmt-tabs"><b>Newest</b> | <a href="?o=old">Oldest</a> | <a href="?o=agree">Most agreed</a></div>'
        + thread
        + '<p class="cmt-all">Showing 10 of 10 comments</p>'
        '<div id="post"><h3>Post a comment</h3><form action="/comments/post" method="post"><p>Name <input type="text" name="nm" /> City <input type="text" name="ct" /> Email <input type="text" name="em" /></p>'
        '<p><textarea name="tx" rows="4" cols="70"></textarea></p><p>Characters remaining: 1000 <input type="submit" value="Submit" /></p></form></div></div>'
    )
    side = (
        most_read(
            "in-sentinel",
            """
Metro Phase 2 gets Cabinet nod | 2h ago
Rain deficit touches 28 per cent in State | 4h ago
BBMP to ban plastic carry bags from September 1 | 6h ago
IT firms bet on tier-2 cities | 9h ago
""",
            "Most popular",
        )
        + most_read(
            "in-sentinel",
            """
Reservation row: Opposition walks out | 214 comments
BBMP to ban plastic carry bags from September 1 | 10 comments
Kohli's century seals series | 96 comments
""",
            "Most commented",
        )
        + box(
            "in-sentinel",
            "Markets",
            '<p>Sensex 17,657.02 <b style="color:green">▲ 148.20</b><br />Nifty 5,347.90 <b style="color:green">▲ 41.55</b><br />Gold (10 gm) Rs. 29,870 · Rupee 55.43/$</p>',
        )
        + box(
            "in-sentinel",
            "Photo gallery",
            links(
                ("Ganesh idols take shape in Kumbarpet", "Monsoon returns to Coastal Karnataka"), "/gallery/"
            ),
        )
        + newsletter("in-sentinel", "Get the morning headlines from The Deccan Sentinel in your inbox.")
    )
    style = (
        ".cmt-wrap{margin-top:18px;border-top:2px solid #b00}.cmt-title{font:bold 17px Georgia}.cmt-disc{font-size:10px;color:#777}.cmt-tabs{font-size:11px;margin:6px 0}"
        ".usrcmt{border-bottom:1px dotted #ccc;padding:8px 0}.cmt-hd .u{font-weight:bold;color:#b00}.cmt-hd .city{color:#555}.cmt-hd .tm{color:#999;font-size:10px}"
        ".cmt-body p{margin:3px 0;font:13px Arial}.cmt-act{font-size:10px}.cmt-act a{margin-right:8px;color:#369}.cmt-rply{margin:6px 0 0 30px;background:#f7f7f2;padding:0 8px}.cmt-all{font-size:11px;color:#888}"
    )
    piece = Piece(
        "BBMP to ban plastic carry bags from September 1",
        "Staff Reporter",
        "2012-08-14T09:10:00+05:30",
        "Bangalore, August 14, 2012",
        """
The Bruhat Bangalore Mahanagara Palike (BBMP) on Monday notified a ban on plastic carry bags of all thickness within city limits from September 1, with fines of up to Rs. 5,000 for shopkeepers found using them.

The ban covers carry bags, plastic banners and disposable plates and cups. Milk sachets and the packaging of branded goods have been exempted.

BBMP Commissioner said teams from each of the eight zones would carry out inspections in markets. "We will first create awareness for two weeks and then start penalising," he said.

Traders' associations have asked for more time, saying alternatives are costlier.
""",
        dek="Shopkeepers face fines of up to Rs. 5,000; milk sachets exempted",
        section="City",
        tags=("BBMP", "plastic ban", "environment"),
        caption="Plastic bags on sale at a wholesale shop in the city. Photo: Special Arrangement",
        count_line="Comments (10)",
    )
    return case(
        "bx-in-agree-boxes",
        "discussion",
        "in-sentinel",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/cities/bangalore/bbmp-to-ban-plastic-carry-bags-from-september-1/article3771204.html",
        reveal="on_load",
        container="div.cmt-wrap#cmts: h3 'Readers' Comments (10)', a disclaimer, div.usrcmt (div.cmt-hd with span.u, span.city, span.tm 'Posted on: ...'; div.cmt-body; div.cmt-act 'Agree (n) Disagree (n) Reply Report Abuse'), replies in div.cmt-rply inside their parent's box, three levels",
        heading="Readers' Comments (10)",
        description="An Indian national paper of 2012: 10 readers' comments with names and cities under a city story, 'Posted on: Aug 14, 2012 at 11:32 IST', 'Agree (n) Disagree (n)', answers in boxes inside their parent's box three levels deep, the paper's readers' desk answering once; a moderation disclaimer and a form with a character count; the rail's most popular with relative times, most commented with counts, a markets box, a gallery and a newsletter. Most awkward: every comment's head repeats 'Posted on:' and the city after the name.",
        static=True,
        lookalikes=("most commented with counts",),
    )


def threads_bx() -> list[Case]:
    return [us_ledger(), au_table(), in_agree()]
