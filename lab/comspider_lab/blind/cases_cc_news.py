"""Blind set CC: two newspapers' own comment systems of 2012 in the served HTML: a North East England daily's "Your
Say", newest first, "NAME, Town says..." with recommend counts, "Report this post" and an editor's pick; a Hyderabad
daily's "Readers' Comments", the name and the city after the text, agree and disagree counts, replies in an indented
box inside their parent's. Every class name, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cc_common import (
    Bits,
    Case,
    Note,
    Piece,
    ad,
    also_like,
    box,
    case,
    esc,
    links,
    newsletter,
    paras,
    popular,
    seeds,
    talk,
    tree,
    tweets,
)


def tyneside_your_say() -> Case:
    ns = talk("""
Geordie Lass @ Jesmond|4 May 2012 9:12am :: Paid £3.10 for a return from Haymarket to the coast on Saturday. That was already daylight robbery before this.
Alan Tweddle @ Whitley Bay|3 May 2012 11:40pm :: The smartcard was supposed to be ready in 2010. Then 2011. Now it's "some time in 2013". Meanwhile the ticket machine at Monkseaton has been broken since Easter and they still fine you for not having a ticket.
ex-pitman @ Blyth|3 May 2012 8:05pm :: When the Metro opened in 1980 it was the envy of the country. Now it's just a way to get from the Toon to the coast slowly and expensively.
Sarah M @ Gateshead|3 May 2012 6:33pm :: I get the Metro every day to the RVI. A 5% rise on my monthly ticket is about £3.50 a month. Not the end of the world, but my wages haven't gone up 5% in four years. // And the trains are still the same ones they had when I was at school.
TyneWearFan @ Sunderland|3 May 2012 5:02pm :: Still cheaper than driving in and paying to park in town. People forget that.
NE1 commuter @ Newcastle|3 May 2012 4:41pm :: First!! But seriously, 5% when inflation is 3.5%? Nexus need to explain where that money is going.
""")
    recs = [3, 17, 9, 24, 5, 2]

    def item(i: int, n: Note) -> str:
        town, _, when = n.at.partition("|")
        pid = 1205530 - 41 * i
        pick = i == 3
        return (
            f'<div class="ty-com{" ty-pick" if pick else ""}" id="post{pid}">'
            + ('<span class="ty-badge">Editor\'s pick</span>' if pick else "")
            + f'<div class="ty-meta"><img src="/_avatar/ty-{pid}.svg" alt="" width="30" height="30"> <a class="ty-user" href="/profile/{pid}">{esc(n.who)}</a>, '
            f'<span class="ty-town">{esc(town)}</span> says...</div>'
            f'<div class="ty-txt">{paras(n.body)}</div>'
            f'<div class="ty-acts"><span class="ty-date">{esc(when)}</span> · Recommend? ({recs[i]}) · <a href="/report/{pid}">Report this post</a></div></div>'
        )

    after = (
        '<div class="ty-yoursay"><h2>Your Say</h2><p class="ty-count">6 comments · Sort by: <b>Newest</b> | <a href="?sort=oldest">Oldest</a> | <a href="?sort=recommended">Most recommended</a></p>'
        '<div class="ty-form"><p>Have your say. <a href="/login">Sign in</a> or <a href="/register">register</a> to comment.</p></div>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<p class="ty-rules">Comments are posted by readers and are not checked before they appear. Please read our <a href="/house-rules">house rules</a>.</p></div>'
    )
    side = (
        popular(
            "tyneside",
            "Most Commented",
            """
Metro fares to rise 5% as smartcard delayed again | 6
Toon fans' fury at ticket price hike | 212
Gateshead council tax: where your money goes | 47
""",
            "comments",
        )
        + box(
            "tyneside",
            "Your Pictures",
            "".join(f'<img src="/_avatar/ty-pic{k}.svg" alt="" width="80" height="60">' for k in range(6))
            + "<p><small>Send us your photos of the North East</small></p>",
        )
        + newsletter("tyneside", "Get the Chronicle's top stories by email every morning.")
        + tweets(
            "tyneside",
            "TynesideChron",
            """
Metro fares to rise 5% from July, smartcard delayed again http://t.co/p3Lk | 5 hours ago
Road closed: A1058 Coast Road westbound after crash at Billy Mill | 6 hours ago
""",
        )
        + ad("tyneside", "300x250")
    )
    piece = Piece(
        "Metro fares to rise 5% as smartcard is delayed again",
        "by Graham Robson, Transport Reporter",
        "2012-05-03T15:30:00+01:00",
        "Thursday, May 3, 2012, 3:30 pm",
        """
Fares on the Tyne and Wear Metro will rise by an average of 5% from July, transport authority Nexus has confirmed, as it admitted that its long-promised smartcard will not arrive until next year.

A single journey across two zones will go up from £2.20 to £2.30, and the all-zones monthly ticket from £70 to £73.50.

Nexus said the rise was needed to cover higher energy costs and a cut in its government grant. "We have kept fares below the rate of increase in our own costs for three years running," a spokesman said.

The smartcard, first promised for 2010, is now expected "during 2013". Passenger groups said the delay meant many travellers would keep paying more than they need to.

The Metro carries about 40 million passengers a year.
""",
        dek="Passenger groups say travellers will keep paying more than they need to",
        section="News",
        tags=("Metro", "Nexus", "transport"),
        caption="A Metro train at Monument station.",
    )
    return case(
        "cc-tyneside-your-say",
        "discussion",
        "tyneside",
        piece,
        Bits(
            after=also_like(
                "tyneside",
                [
                    "Coast Road crash: man in hospital",
                    "New bus lanes for Gateshead",
                    "Nexus boss: Metro will be modernised",
                ],
            )
            + after,
            side=side,
            style=".ty-com{border-top:1px solid #ddd;padding:6px 0}.ty-pick{background:#fff8e1}.ty-badge{background:#c60;color:#fff;font-size:10px;padding:0 4px}"
            ".ty-meta img{vertical-align:middle}.ty-user{font-weight:bold}.ty-acts,.ty-count,.ty-rules{font-size:11px;color:#777}.ty-thumb{display:inline-block;width:120px;font-size:11px;vertical-align:top}",
            top="Newcastle 11°C Cloudy",
        ),
        seeds(ns),
        path="/news/north-east-news/2012/05/03/metro-fares-to-rise-5-as-smartcard-is-delayed-again-72703-30890221/",
        container="div.ty-yoursay: h2 'Your Say', p '6 comments · Sort by: Newest …', div.ty-com#post<n> (a.ty-user NAME, span.ty-town TOWN 'says...', div.ty-txt p, div.ty-acts date, 'Recommend? (n)', 'Report this post')",
        heading="Your Say",
        description="A North East England daily of 2012 on its newspaper CMS: a Metro fares story, 'You might also like' thumbnails, then 'Your Say' with 6 flat comments newest first ('NAME, Town says...', the date in the action line under the text with 'Recommend? (n)' and 'Report this post'), one marked 'Editor's pick', the first written ends the list with 'First!!'; most commented with counts, readers' pictures, a newsletter box, the paper's tweets. Most awkward: newest first, the town right after the name, the date below the text.",
        lookalikes=("most commented with counts", "the paper's tweets"),
    )


def deccan_readers() -> Case:
    ns = talk("""
Srinivas Rao K @ Secunderabad|May 03, 2012 at 16:19 IST :: Good decision but who will implement? Last time also they announced a ban in 2010 and within two months all the vendors in Monda market were giving the same thin covers. Enforcement is the issue, not the rule.
  Fatima Begum @ Tolichowki|May 03, 2012 at 17:02 IST :: Correct sir. Fine the manufacturers, not the poor vegetable vendor who is earning Rs 300 a day.
Arjun @ Madhapur|May 03, 2012 at 18:45 IST :: Supermarkets are already charging Rs 3 per bag and people are happily paying. The small kirana shops are the problem. Give them cheap cloth bags through the SHGs and the problem will be solved.
Dr. P. Lakshmi @ Banjara Hills|May 03, 2012 at 21:10 IST :: Plastic in the nalas is the main reason for flooding every monsoon in our colony. Please implement strictly this time. // Citizens should also carry their own bags, we used to do it in our childhood and nobody found it difficult.
  Kiran Reddy @ Kukatpally|May 04, 2012 at 08:37 IST :: Madam, the nalas are also blocked because of construction debris dumped at night. Plastic is only one part of it.
""")
    votes = [(41, 3), (18, 1), (9, 6), (27, 2), (12, 4)]

    def item(i: int, n: Note, sub: str) -> str:
        city, _, when = n.at.partition("|")
        cid = 77120 + 9 * i
        a, d = votes[i]
        return (
            f'<div class="{"dc-reply" if n.parent is not None else "dc-cmt"}" id="dc{cid}"><div class="dc-text">{paras(n.body)}</div>'
            f'<p class="dc-by"><span class="dc-name">{esc(n.who)}</span>, <span class="dc-city">{esc(city)}</span></p>'
            f'<p class="dc-when">Posted on: {esc(when)}</p>'
            f'<p class="dc-acts"><a href="#">Agree ({a})</a> <a href="#">Disagree ({d})</a> <a href="#">Reply</a> <a href="#">Report Abuse</a></p>{sub}</div>'
        )

    thread = tree(ns, item, "", "")
    after = (
        '<div class="dc-comments"><h3>Readers\' Comments (5)</h3>'
        + thread
        + '<div class="dc-post"><h4>Post a comment</h4><p>Name <input name="n"> City <input name="c"> Email <input name="e"></p>'
        '<p><textarea name="t" rows="4" cols="50"></textarea></p><p><small>The Deccan Courier reserves the right to edit or remove comments. Comments are moderated.</small></p>'
        '<p><input type="submit" value="Submit"></p></div></div>'
    )
    side = (
        popular(
            "deccan",
            "Most Read",
            """
GHMC to ban thin plastic bags from June 1 | 11,480
Power cuts: industry to get two holidays a week | 9,920
Tollywood: shooting of big-budget film halted at Ramoji | 7,311
""",
            "views",
        )
        + box(
            "deccan",
            "Gold & Silver",
            "<p>Gold (10 g, 24 ct): Rs 29,850 ▲120<br>Silver (1 kg): Rs 56,300 ▼410</p>",
        )
        + box(
            "deccan",
            "City Today",
            links(
                [
                    "Water supply cut in 14 areas on Saturday",
                    "MMTS services rescheduled",
                    "Traffic diversions for Tank Bund rally",
                ],
                "/city/",
            ),
        )
        + ad("deccan", "300x250")
    )
    piece = Piece(
        "GHMC to ban thin plastic bags from June 1",
        "Staff Reporter",
        "2012-05-03T14:00:00+05:30",
        "Thursday, May 3, 2012, 14:00 IST",
        """
The Greater Hyderabad Municipal Corporation will ban the sale and use of plastic carry bags thinner than 40 microns in the city from June 1, Commissioner M. T. Krishna Babu said on Thursday.

Shops found using the banned bags will be fined Rs 500 for the first offence and Rs 2,000 for the second, and may have their trade licences cancelled after that.

The GHMC will also run a campaign in 150 wards urging residents to carry cloth or jute bags, and will work with self-help groups to supply them at low cost.

A similar ban announced in 2010 was widely ignored. Officials said enforcement teams would be set up in each of the corporation's five zones this time.
""",
        dek="Shops face fines of up to Rs 2,000; cloth bags to be supplied through self-help groups",
        section="City",
        tags=("GHMC", "plastic ban", "Hyderabad"),
        caption="Plastic waste choking a nala in Malakpet. File photo",
    )
    return case(
        "cc-deccan-readers",
        "discussion",
        "deccan",
        piece,
        Bits(
            after=also_like(
                "deccan",
                [
                    "Monda market traders protest",
                    "Nala widening: 300 structures marked",
                    "Jute bag units get loans",
                ],
                "Also Read",
            )
            + after,
            side=side,
            style=".dc-cmt{border-top:1px solid #ddd;padding:6px 0}.dc-reply{margin:6px 0 6px 30px;background:#f6f6f6;padding:6px}.dc-by{font-weight:bold;margin:2px 0}"
            ".dc-when,.dc-acts{font-size:11px;color:#888;margin:0}.dc-thumb{display:inline-block;width:120px;font-size:11px;vertical-align:top}",
            top="Hyderabad 39°C Sunny",
        ),
        seeds(ns),
        path="/city/ghmc-to-ban-thin-plastic-bags-from-june-1/article3381207.html",
        container="div.dc-comments: h3 'Readers' Comments (5)', div.dc-cmt#dc<n> (div.dc-text p, then p.dc-by span.dc-name NAME, span.dc-city CITY, p.dc-when, p.dc-acts 'Agree (n) Disagree (n) Reply Report Abuse'), div.dc-reply inside its parent",
        heading="Readers' Comments (5)",
        description="A Hyderabad daily of 2012 on its newspaper CMS: a plastic-ban story, 'Also Read' thumbnails, then 'Readers' Comments (5)': 5 comments with the name and the city after the text, 'Posted on: … IST', agree and disagree counts; 2 replies in an indented grey box inside their parent's box; most read with counts, gold and silver rates, city notices, an ad. Most awkward: the name after the text, replies inside their parent after its action line.",
        lookalikes=("most read with counts",),
    )


def news_cc() -> list[Case]:
    return [tyneside_your_say(), deccan_readers()]
