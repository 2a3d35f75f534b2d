"""Blind set CI: two mixed pages, a real discussion beside a list of named short texts that is not one: a town
weekly's citywide yard sale listings (8 sellers' entries) above 5 comments in a Joomla site's comment component
(numbered, "Quote" links, one answer quoting its parent); a radio station's snow-day closings with principals' and
pastors' notes (8 entries) above 6 comments in an ExpressionEngine-like list ("Anonymous", the station's answer).
Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ci_common import (
    Case,
    Parts,
    Post,
    SiteCI,
    ad,
    case,
    esc,
    kids,
    newsletter,
    paras,
    poll,
    recent_comments,
    rows,
    tabbed,
    talk,
    widget,
)

# --------------------------------------------------------------------------- yard sales + Joomla comments

WEEKLY = SiteCI(
    "The Pine Hollow Pennysaver & News",
    "Free every Wednesday · Pine Hollow, Gentry and Oak Ford",
    "ph",
    "#2d6a2d",
    "Tahoma,Arial,sans-serif",
    ("Home", "News", "Community", "Yard Sales", "Classifieds", "Church Directory"),
    "news",
    "Joomla! 1.5 - Open Source Content Management",
)


def mixed_yard_sales() -> Case:
    sales = rows("""
412 Birch St. | Fri-Sat 7am-2pm | Barb & Lonnie | Moving sale! Riding mower, bunk beds, kids clothes 2T-6, tons of kitchen stuff. Everything must go, make an offer.
88 Cooper Rd. | Sat 8am-1pm | The Fuentes family | Baby items, crib, high chair, women's clothes, some tools. No early birds please.
1215 W. Main | Sat 7am-noon | St. Luke's Youth Group | Bake sale and rummage in the church hall. Proceeds go to our mission trip to Kentucky.
30 Orchard Lane | Fri-Sun 8am-5pm | Dale | Antiques, Depression glass, old fishing lures, a 1962 Farmall Cub that runs.
7 Hillcrest Ct. | Sat 7am-11am | 3 families | Multi-family! Furniture, books, DVDs, Longaberger baskets, Christmas decorations.
265 Depot St. | Sat-Sun 9am-3pm | Marcy | Craft supplies, yarn, fabric, sewing machine, scrapbooking everything.
19 Gentry Pike | Sat 8am-2pm | Ray and Ellen Swick | Estate of our late mother. Dining set, china, linens, lawn furniture.
503 Ridge Rd. | Sat 7am-1pm | Oak Ford Fire Auxiliary | Hot dogs, lemonade and donated items. All proceeds to the new pumper fund.
""")
    cs = talk("""
Sheila G. | 2012-05-16 08:12 | - | Is the map in the printed paper too? My mother doesn't use the computer and she lives for the citywide sale.
Pennysaver Staff | 2012-05-16 09:30 | 0 | Yes Sheila, the full map and list are in this week's paper, page 6. Copies at every gas station and the post office.
Vern Haddix | 2012-05-16 12:47 | - | Last year Cooper Rd. was bumper to bumper by 7:30 and somebody parked across my driveway for two hours. Please, folks, I have to get to work Saturday morning.
Dale | 2012-05-16 18:03 | - | The Farmall is spoken for already, sorry to those who called. Still have plenty of lures.
T. Crowder | 2012-05-17 06:55 | 3 | Dang it, I was going to call you today about that tractor. Save me the lures at least!
""")

    def entry(i: int) -> str:
        c = cs[i]
        num = i + 1
        cid = 9021 + i
        q = ""
        if c.parent is not None:
            p_ = cs[c.parent]
            q = (
                f'<blockquote class="jc-quote"><span class="jc-quote-title"><b>{esc(p_.author)}</b> wrote:</span>'
                f"<span>{esc(p_.text)}</span></blockquote>"
            )
        return (
            f'<div class="comment-box" id="comment-item-{cid}"><span class="comments-vote"><span class="vote-good">+{(i * 3) % 7}</span></span>'
            f'<a class="comment-anchor" href="#comment-{cid}" id="comment-{cid}">#{num}</a> '
            f'<span class="comment-author">{esc(c.author)}</span> <span class="comment-date">{esc(c.when)}</span>'
            f'<div class="comment-body">{q}{paras(c.text)}</div>'
            f'<span class="comments-buttons"><a href="#" onclick="return false">Quote</a> | <a href="#" onclick="return false">Reply</a></span></div>'
        )

    listing = (
        '<div class="ph-sales"><h2>This week\'s listings</h2><ol>'
        + "".join(
            f'<li class="ph-sale"><p class="ph-addr"><b>{esc(a)}</b> · {esc(h)}</p><p>{esc(t)}</p><p class="ph-who">Listed by: {esc(w)}</p></li>'
            for a, h, w, t in sales
        )
        + "</ol><p>Want to list your sale? Free listings until Monday noon: call 555-0142.</p></div>"
    )
    after = (
        '<div id="jc"><h4>Comments (5)</h4><div id="comments-list" class="comments-list">'
        + "".join(entry(i) for i in range(len(cs)))
        + '</div><div id="comments-form-link"><a href="#" onclick="return false">Add comment</a></div>'
        '<p class="jc-rss"><a href="/component/jcomments/rss/com_content/4411">RSS feed for comments to this post</a></p></div>'
    )
    side = (
        tabbed(
            "ph",
            [
                (
                    "Most Read",
                    "Citywide yard sale Saturday: the map and the list | 3,308\nGentry council approves new sewer rates | 1,284\nOak Ford FFA takes state title | 990",
                    "reads",
                ),
                (
                    "Most Commented",
                    "Gentry council approves new sewer rates | 14\nCitywide yard sale Saturday: the map and the list | 5",
                    "comments",
                ),
                ("Most Emailed", "Oak Ford FFA takes state title | 52", "emails"),
            ],
        )
        + ad("ph", "300x250", "Advertisement · Hollow Hardware & Feed")
        + widget(
            "ph",
            "Church Directory",
            "<ul><li>First Baptist, Sun 10:30</li><li>St. Luke's Lutheran, Sun 9:00</li><li>Gentry Methodist, Sun 11:00</li></ul>",
        )
    )
    post = Post(
        "Citywide yard sale Saturday: the map and the list",
        "Pennysaver Staff",
        "2012-05-16T06:00:00-05:00",
        "May 16, 2012",
        """
The 23rd annual Pine Hollow Citywide Yard Sale is this Saturday, May 19, from early morning until whenever the last sellers give up. Last year more than 120 households took part and the Chamber of Commerce estimated 4,000 shoppers came through town.

Police Chief Lyle Barger asks shoppers not to park in front of driveways or fire hydrants and to watch for children crossing the street. Cooper Road will be one-way northbound from 7 a.m. to 1 p.m.

Below are the sales that were listed with our office by Monday. A printable map is on our Yard Sales page.
""",
        section="Community",
    )
    style = ".ph-sale{border-bottom:1px dashed #bbb;padding:4px 0}.ph-who{font-size:11px;color:#666}.comment-box{border:1px solid #e3e3e3;margin:6px 0;padding:6px}.comment-anchor{font-weight:bold}.comment-date{color:#999;font-size:11px}.jc-quote{background:#f6f6f6;border-left:3px solid #ccc;margin:4px 0;padding:4px}"
    return case(
        "ci-mixed-yard-sales",
        "mixed",
        WEEKLY,
        post,
        Parts(under=listing, after=after, side=side, style=style, weather="Pine Hollow 71°F"),
        cs,
        path="/community/4411-citywide-yard-sale-saturday-the-map-and-the-list",
        container="div#jc > div#comments-list > div.comment-box (a '#n', span.comment-author, span.comment-date, div.comment-body with a blockquote.jc-quote '<b>NAME</b> wrote:' for answers)",
        heading="Comments (5)",
        description="A town weekly of 2012 on Joomla: the citywide yard sale's 8 listings (address, hours, what is for sale, "
        "'Listed by: NAME') in an ordered list, then 5 comments numbered '#1'-'#5' in a Joomla comment component, the "
        "paper's staff answering one reader, two answers opening with their parent's whole text quoted ('NAME wrote:'), "
        "'+n' votes, Quote | Reply; a tabbed most read / commented / emailed box, a church directory.",
        lookalikes=("yard sale listings",),
    )


# --------------------------------------------------------------------------- snow closings + an ExpressionEngine-like list

RADIO = SiteCI(
    "WKNB 1340 AM",
    "News, weather and the Knob County Bulldogs",
    "wk",
    "#1c3f8c",
    "Verdana,Arial,sans-serif",
    ("Home", "News", "Closings", "Weather", "Sports", "Swap Shop", "Listen Live"),
    "news",
    "ExpressionEngine",
)


def mixed_closings() -> Case:
    closings = rows("""
Knob County Schools | CLOSED | Superintendent Dr. Alan Pryor | Roads on the north end of the county are solid ice. Stay home, stay warm, and read a book. No make-up day decision yet.
Holy Cross Catholic School | CLOSED | Principal Sr. Mary Kathleen | We follow the county. Friday's spelling bee moves to next Tuesday.
Ridgeview Christian Academy | 2-hour delay | Principal Tom Aldrich | Buses will run 2 hours late on snow routes only. Parents, please bring your own children if you live on Route 19.
Knob County Senior Center | CLOSED | Director Patty Lynn | No meals on wheels today; our drivers will call every client by noon to check in.
First Baptist Church, Millersburg | Wednesday supper cancelled | Pastor Ed Greer | Bible study still on at 7 if you can get here safely. If you can't, we'll miss you.
Knob County Public Library | Opening at noon | Librarian Sue Ratliff | Book returns due today can come back Monday, no fines.
Head Start, Millersburg Center | CLOSED | Coordinator Wanda Sizemore | Breakfast bags were sent home yesterday just in case.
Millersburg City Offices | Opening at 10 | Mayor Rick Combs | Water bills due today will be accepted without penalty through Friday.
""")
    cs = talk("""
Anonymous | January 19, 2012 at 6:12 AM | - | Why does Ridgeview get a delay when every other school in the county is closed? Route 19 was a sheet of ice at 5:30 this morning.
Mandy C. | January 19, 2012 at 6:25 AM | - | Thank you WKNB for having this up before 6! The TV stations in Lexington never list our little schools.
Greg Pennington | January 19, 2012 at 6:40 AM | 0 | Private school, private decision. If you don't like it keep your kids home, nobody is going to mark them absent on a day like this.
WKNB News | January 19, 2012 at 6:58 AM | 0 | We called Ridgeview at 6:45 and they are now CLOSED as well. The list above has been updated. Thanks for letting us know about Route 19.
Anonymous | January 19, 2012 at 7:20 AM | - | Any word on the county courthouse? I have a hearing at 9.
Becky Hollins | January 19, 2012 at 7:34 AM | 4 | Call the clerk's office, they usually answer by 7:30 even on snow days. 555-0188.
""")
    # the list shows Ridgeview's updated state: the page was saved after the station's update
    closings = [
        r if r[0] != "Ridgeview Christian Academy" else [r[0], "CLOSED (updated 6:50 AM)", r[2], r[3]]
        for r in closings
    ]

    def entry(i: int) -> str:
        c = cs[i]
        cid = 3310 + i
        reply = (
            f' <span class="ee-in-reply">in reply to {esc(cs[c.parent].author)}</span>'
            if c.parent is not None
            else ""
        )
        station = " ee-staff" if c.author == "WKNB News" else ""
        return (
            f'<li class="ee-comment{station}" id="c{cid}"><p class="ee-by">Posted by <strong>{esc(c.author)}</strong> on {esc(c.when)}{reply}</p>'
            f'<div class="ee-txt">{paras(c.text)}</div></li>'
        )

    board = (
        '<div class="wk-closings"><h2>Closings and delays for Thursday, January 19</h2><p class="wk-upd">Last updated 6:50 AM</p>'
        + "".join(
            f'<div class="wk-closing"><h4>{esc(who)}</h4><p class="wk-status"><b>{esc(status)}</b></p><p class="wk-msg">{esc(msg)}</p><p class="wk-from">— {esc(by)}</p></div>'
            for who, status, by, msg in closings
        )
        + "<p>School officials: call the newsroom line at 555-1340 to add or change a closing.</p></div>"
    )
    after = (
        '<div class="ee-comments" id="comments"><h3>6 Responses</h3><ul class="ee-list">'
        + "".join(entry(i) for i in kids(cs, None) + [i for i, c in enumerate(cs) if c.parent is not None])
        + '</ul><form class="ee-form" action="/" method="post"><p><label>Name</label> <input name="name"></p><p><textarea name="comment" rows="4"></textarea></p>'
        '<p><input type="submit" name="preview" value="Preview"> <input type="submit" value="Submit"></p></form></div>'
    )
    side = (
        widget(
            "wk",
            "Current Conditions",
            "<p>Millersburg 24°F · Snow, 2-4 in. · Wind chill 11°F</p><p><a href='/weather'>7-day forecast</a></p>",
        )
        + recent_comments(
            "wk",
            "Recent Comments",
            """
Lonnie T. | Swap Shop: Thursday's items | Still got that wood stove?
Mandy C. | Bulldogs fall at Breathitt 61-58 | Refs were awful in the fourth quarter.
""",
        )
        + poll(
            "wk",
            "How much snow did you get?",
            "Less than 2 inches | 18%\n2 to 4 inches | 51%\nMore than 4 inches | 31%",
            "377",
        )
        + ad("wk", "300x250", "Advertisement · Combs Chevrolet Buick")
        + newsletter(
            "wk", "Closings by text", "Get school closings sent to your phone. Standard message rates apply."
        )
    )
    post = Post(
        "Snow closings and delays: Thursday, January 19",
        "WKNB News",
        "2012-01-19T05:45:00-05:00",
        "January 19, 2012 at 5:45 AM",
        """
Freezing rain overnight followed by two to four inches of snow has left most roads in Knob County slick this morning. State highway crews have been out since 3 a.m. and say Route 19 and the north end of the county are the worst.

Here are the closings and delays reported to the WKNB newsroom, with what each of them asked us to pass along. We'll update this list as more come in.
""",
        section="Closings",
    )
    style = ".wk-closing{border-bottom:1px solid #ccd;padding:4px 0}.wk-closing h4{margin:0}.wk-from{font-size:11px;color:#666;margin:0}.ee-comment{list-style:none;border-top:1px solid #ddd;padding:6px 0}.ee-by{font-size:12px;color:#555}.ee-staff{background:#eef3ff}"
    return case(
        "ci-mixed-closings",
        "mixed",
        RADIO,
        post,
        Parts(under=board, after=after, side=side, style=style, weather="Millersburg 24°F Snow"),
        cs,
        path="/news/closings/snow-closings-and-delays-thursday-january-19",
        container="div#comments.ee-comments > ul.ee-list > li.ee-comment (p.ee-by 'Posted by <strong>NAME</strong> on DATE' with 'in reply to NAME', div.ee-txt)",
        heading="6 Responses",
        description="A small-town radio station's site of 2012 (an ExpressionEngine-like template): the morning's 8 closings "
        "and delays, each with the institution, its status and a short note signed by its principal, pastor or director, "
        "then 6 comments in one flat list, the three answers printed after the top-level ones with 'in reply to NAME' in "
        "their byline, two 'Anonymous', the station answering; the weather, recent comments of other posts, a poll.",
        lookalikes=("closings with signed notes",),
    )


def mixed_ci() -> list[Case]:
    return [mixed_yard_sales(), mixed_closings()]


_ = recent_comments
