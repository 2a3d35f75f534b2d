"""Blind set CW: three readers' discussions in the served HTML, each a different site and template with an awkward
trait real pages have: a cycling blog's "9 Responses to …" (WordPress-like, a threaded list with the blogger's answers,
three levels); a coastal weekly's five reactions without any heading, each signed after its text (Drupal-like); an
Essex paper's "Readers' views (7)" with answers indented under their parent and an "In reply to NAME" line. And one
plain article page of a county portal (Joomla-like) with the era's furniture and no reader comment. Every class name,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cw_common import (
    Bits,
    Case,
    Note,
    Piece,
    blogroll,
    case,
    esc,
    links,
    most_read,
    newsletter,
    num,
    paras,
    poll,
    related,
    seeds,
    side,
    tag_cloud,
    talk,
    tree,
)


def cycling_responses() -> Case:
    ns = talk("""
Dave Brennan @ June 3, 2012 at 8:14 pm :: Did this one in April the other way round, and the descent into Ratlinghope on wet gravel was not fun on 23mm tyres. Your way round looks far more sensible. // Was the tea room at Bridges open? It was shut for the season when we came through.
  Huw Pritchard @ June 3, 2012 at 9:02 pm :: Open weekends from Easter, Dave, and the bara brith is worth the climb on its own. I'd not fancy that descent on 23s either. I was on 28s and still walked a bit of it.
Claire @ June 4, 2012 at 7:31 am :: Lovely photos. How long did it take you in total? I'm trying to plan something similar with my dad, who is 71 and still faster than me on the flat.
  Huw Pritchard @ June 4, 2012 at 12:45 pm :: About five and a half hours with stops, Claire, for 58 miles. If you want to leave out the worst of the climbing, start at Church Stretton and skip the Burway.
    Claire @ June 4, 2012 at 6:20 pm :: Thanks! Skipping the Burway sounds like a plan. Dad will be disappointed.
mike_on_a_bike @ June 5, 2012 at 10:02 am :: Gate count? Last time I did the Stiperstones road there were seven and I got fed up after the fourth.
Sian Morgan @ June 6, 2012 at 9:47 pm :: We live at the bottom of the hill you call "a wall". It is one. I push my shopping up it.
  Huw Pritchard @ June 7, 2012 at 8:10 am :: Ha! Sian, you have my full respect. Mike, I counted six, but one of them was open.
Rob T @ June 12, 2012 at 4:33 pm :: Rode your route on Saturday after reading this and added a loop to Bishop's Castle for lunch at the Three Tuns. Thanks for the inspiration. The GPX file saved me twice.
""")

    def item(i: int, n: Note, sub: str) -> str:
        rid = 2240 + i * 3
        depth = n.depth + 1
        mine = " ll-byauthor" if n.who == "Huw Pritchard" else ""
        return (
            f'<li class="ll-r ll-depth-{depth}{mine}" id="li-r-{rid}"><div id="r-{rid}" class="ll-rbox">'
            f'<div class="ll-rauthor"><img alt="" src="/_avatar/ll-{rid}.svg" class="ll-av" height="40" width="40">'
            f'<cite class="ll-fn">{esc(n.who)}</cite> <span class="ll-says">says:</span></div>'
            f'<div class="ll-rmeta"><a href="#r-{rid}">{esc(n.at)}</a></div>{paras(n.body)}'
            f'<div class="ll-reply"><a class="ll-replylink" href="?replyto={rid}#respond">Reply</a></div></div>'
            + (f'<ul class="ll-children">{sub}</ul>' if sub else "")
            + "</li>"
        )

    after = (
        '<div id="ll-responses"><h3 id="ll-rtitle">9 Responses to “Over the Long Mynd by the back door”</h3>'
        f'<ol class="ll-rlist">{tree(ns, item)}</ol>'
        '<div id="respond"><h3>Leave a Reply</h3><p>Your email address will not be published. Required fields are marked *</p>'
        '<form action="/wp-post.php" method="post"><p>Name * <input type="text" name="author"></p><p>Email * <input type="text" name="email"></p>'
        '<p>Website <input type="text" name="url"></p><p><textarea name="body" cols="45" rows="8"></textarea></p>'
        '<p><input type="submit" value="Post"></p><p><input type="checkbox" name="subscribe"> Notify me of follow-up replies via email.</p></form></div></div>'
    )
    sidebar = (
        side(
            "lanes-and-loam",
            "About",
            "<p>I'm Huw. I ride a steel touring bike very slowly around the lanes of Shropshire, Herefordshire and Powys, and write it up here with the cake stops.</p>",
        )
        + side(
            "lanes-and-loam",
            "Recent Posts",
            links(
                (
                    "Over the Long Mynd by the back door",
                    "Kit: a year with the Brooks B17",
                    "Clun to Knighton, and a wrong turn",
                    "The Elan Valley in the rain (again)",
                ),
            ),
        )
        + side(
            "lanes-and-loam",
            "Archives",
            links(("June 2012", "May 2012", "April 2012", "March 2012", "February 2012"), "/archive/"),
        )
        + blogroll(
            "lanes-and-loam",
            (
                "Borderlands Audax",
                "Three Counties Cycling",
                "The Slow Touring Society",
                "Welsh Lanes Wanderer",
                "Tea Stops of Britain",
            ),
        )
        + tag_cloud(
            "lanes-and-loam",
            "audax, Clun, gates, gravel, hills, Long Mynd, Powys, routes, Shropshire, tea rooms, touring, tyres",
        )
        + side(
            "lanes-and-loam",
            "Meta",
            "<ul><li><a href='/login'>Log in</a></li><li><a href='/feed/'>Entries RSS</a></li></ul>",
        )
    )
    style = (
        "#ll-responses{margin-top:20px}.ll-rlist,.ll-children{list-style:none;padding-left:0}.ll-children{margin-left:36px}"
        ".ll-rbox{border-bottom:1px solid #e5ded2;padding:8px 0}.ll-byauthor>.ll-rbox{background:#f8f3ea}.ll-av{float:left;margin-right:8px}"
        ".ll-fn{font-style:normal;font-weight:bold}.ll-says{color:#888}.ll-rmeta{font-size:11px}.ll-reply{font-size:11px}"
    )
    piece = Piece(
        "Over the Long Mynd by the back door",
        "Huw Pritchard",
        "2012-06-03T17:40:00+00:00",
        "June 3, 2012",
        """
There is a front door to the Long Mynd, and it is the Burway out of Church Stretton: a road so steep that the council has put a sign at the bottom advising you not to try it. I have tried it. The sign is right.

So on Saturday I went in by the back door instead: up from the Onny valley to Bridges, along the lanes under the Stiperstones, and over the top on the gated road that drops into Ratlinghope. It's 58 miles from Craven Arms and back, with about 4,000 feet of climbing, and most of it you will share with sheep rather than cars.

The climb out of Bridges is the hard part. The last half mile is what the locals would call a wall, and I walked the steepest bit without shame. At the top the whole of Wales is laid out to the west, and the tea room at Bridges is waiting at the bottom on the way back.

I've put the GPX file on the Routes page. Take a bike with wide tyres and low gears, and leave time for the gates.
""",
        section="Routes",
        tags=("Long Mynd", "Shropshire", "routes", "gates"),
        caption="Looking west from the top of the gated road, Saturday afternoon.",
    )
    return case(
        "cw-cycling-responses",
        "discussion",
        "lanes-and-loam",
        piece,
        Bits(after=after, side=sidebar, style=style, top="June 2012"),
        seeds(ns),
        path="/2012/06/03/over-the-long-mynd-by-the-back-door/",
        container="div#ll-responses: h3 '9 Responses to “…”', ol.ll-rlist > li.ll-r.ll-depth-N (cite NAME 'says:', date link, p text, 'Reply'), replies in ul.ll-children inside the parent",
        heading="9 Responses to “Over the Long Mynd by the back door”",
        description="A cycling blog of 2012 on a WordPress-like theme: a route write-up with '9 Responses to …', a threaded list three levels deep, the blogger answering three times (his entries marked by a class); about, recent posts, archives, a blogroll, a tag cloud, meta. Most awkward: a heading that says 'Responses', not 'comment', in markup of the blog's own classes.",
    )


def ferry_no_heading() -> Case:
    rows_ = [
        (
            "Jo Ambler",
            "Marram",
            "October 20, 2011 - 6:42pm",
            "Common sense at last. My husband works at the cannery on the Spit and without the ferry it's a forty-minute drive round by the causeway, twice a day.",
        ),
        (
            "Ted Vickery",
            "",
            "October 20, 2011 - 8:15pm",
            'How long is this "trial" for? Last time they said the same thing and it was gone by February.',
        ),
        (
            "Nadia Khouri",
            "Oxbow Point",
            "October 21, 2011 - 9:03am",
            "Well done to the Save Our Ferry group and to everyone who went to the meeting. Three hundred people in the school hall on a Tuesday night, the council couldn't really ignore that.\n\nNow we need to actually use it.",
        ),
        (
            "A nurse",
            "",
            "October 21, 2011 - 12:30pm",
            "The 7.10 crossing is no use to anyone on early shifts at the hospital. Any chance of one at 6.30?",
        ),
        (
            "Phil Barden",
            "Marram",
            "October 22, 2011 - 10:51am",
            "Ted, the article says until the end of March, and then the council looks at the passenger numbers again. So use it or lose it, everyone.",
        ),
    ]
    ns = [Note(w, t, x, None, 0) for w, _town, t, x in rows_]
    towns = [town for _w, town, _t, _x in rows_]
    items = "".join(
        f'<div class="ow-fb" id="fb-{4410 + i}"><div class="ow-fbt">{paras(n.body)}</div>'
        f'<div class="ow-fbs">— {esc(n.who)}{", " + esc(towns[i]) if towns[i] else ""} <span class="ow-fbd">{esc(n.at)}</span></div></div>'
        for i, n in enumerate(ns)
    )
    after = (
        f'<div class="ow-after">{items}</div>'
        '<div class="ow-form"><form action="/node/3318/add" method="post"><p>Your name: <input type="text" name="name" size="30"></p>'
        '<p>Subject: <input type="text" name="subject" size="40"></p><p><textarea name="text" rows="6" cols="60"></textarea></p>'
        '<p><input type="submit" value="Save"> <input type="submit" value="Preview"></p></form></div>'
    )
    sidebar = (
        side(
            "oxbow-weekly",
            "Tide times",
            "<p>Oxbow Point, Thursday: high water 07:18 (3.9m) and 19:44 (4.1m); low water 01:02 and 13:27.</p>",
        )
        + most_read(
            "oxbow-weekly",
            """
Marram ferry to run through winter after council U-turn | 1,203
Sea wall repairs: Spit road closed at night for three weeks | 744
Oxbow Point Juniors win county cup on penalties | 521
Chip shop fire: owners vow to reopen by Christmas | 498
""",
            "reads",
            "Most popular",
        )
        + side(
            "oxbow-weekly",
            "Upcoming events",
            links(
                (
                    "Lifeboat open day, Sat 29 Oct",
                    "Marram Hall jumble sale, Sat 5 Nov",
                    "Bonfire on the Spit, Sat 5 Nov",
                    "Parish council, Tue 8 Nov",
                ),
                "/events/",
            ),
        )
        + side("oxbow-weekly", "Weather", "<p>Thursday: bright spells, north-westerly 20mph. 13°C.</p>")
    )
    style = (
        ".ow-after{margin-top:18px;border-top:1px solid #ccd}.ow-fb{padding:8px 0;border-bottom:1px dotted #bbc}.ow-fbt p{margin:3px 0}"
        ".ow-fbs{font-size:12px;color:#555;font-style:italic}.ow-fbd{font-size:11px;color:#999}.ow-form{margin-top:14px;font-size:12px}"
    )
    piece = Piece(
        "Marram ferry to run through winter after council U-turn",
        "Lynne Harbottle",
        "2011-10-20T14:15:00+01:00",
        "Thu, 20/10/2011 - 14:15",
        """
The passenger ferry between Marram and Oxbow Point will keep running through the winter after all, the district council confirmed on Wednesday, reversing a decision taken in July to stop the service from November to March.

The council's cabinet agreed to fund a winter timetable of four crossings a day, the first at 7.10am and the last at 5.30pm, as a trial until the end of March. Passenger numbers will then be reviewed before next year's budget.

The change of heart follows a public meeting at Oxbow Point Primary School last week, attended by about 300 people, and a petition of 2,100 signatures organised by the Save Our Ferry group.

Without the ferry the journey between the two villages is 17 miles by road via the causeway at Sealey.
""",
        section="News",
        tags=("Marram", "ferry", "district council"),
        caption="The ferry Sea Pink leaving Marram slipway. Picture by Dan Orme.",
    )
    return case(
        "cw-ferry-no-heading",
        "discussion",
        "oxbow-weekly",
        piece,
        Bits(after=after, side=sidebar, style=style, top="High water 07:18"),
        seeds(ns),
        path="/news/marram-ferry-run-through-winter-after-council-u-turn",
        container="div.ow-after (no heading): div.ow-fb#fb-<number> (div.ow-fbt p text, then div.ow-fbs '— NAME, TOWN' and span date), a form below",
        heading=None,
        description="A coastal weekly's Drupal-like site of 2011: a ferry story with 5 readers' reactions right after the article without any heading, each text first and '— NAME, TOWN date' after it, flat (one addresses an earlier reader by name); tide times, most popular with counts, events, weather. Most awkward: no heading, and the names come after the texts in an italic line.",
    )


def housing_views() -> Case:
    ns = talk("""
Geoff Landon @ 7 March 2013, 4:12pm :: I've lived on Tollesbury Road for 31 years and those fields have been under water three winters out of the last five. Whoever signed this off has never stood at the bottom of Mill Lane in January.
  Harriet Vine @ 7 March 2013, 5:01pm :: Geoff, the developer's flood report says the new pond will take a one-in-a-hundred-year storm plus 30 per cent. Whether you believe them is another matter.
    Geoff Landon @ 7 March 2013, 5:44pm :: I'd believe them more if any of them had been here in 1987.
Young family, Saltmarsh @ 7 March 2013, 6:30pm :: Some of us have been on the housing list for six years. 140 homes, 42 of them affordable, is not the end of the world.
Colin Dace @ 7 March 2013, 8:02pm :: Where are the school places coming from? St Osyth Road primary already has a waiting list and there is nothing about it in the plans.
  Cllr Marion Heald @ 8 March 2013, 9:15am :: Colin, the agreement with the developer includes £410,000 towards expanding the primary, on top of the work on the road junction. I voted for it on that basis.
Pete @ 8 March 2013, 11:40am :: Anybody know when building starts? Not looking forward to the lorries going past the school.
""")

    def item(i: int, n: Note, sub: str) -> str:
        vid = 301877 + 11 * i
        reply = f'<p class="sm-irt">In reply to {esc(ns[n.parent].who)}</p>' if n.parent is not None else ""
        return (
            f'<div class="sm-rv" id="rv{vid}"><div class="sm-rvh"><img src="/_avatar/sm-{vid}.svg" alt="" width="32" height="32"> '
            f'<strong>{esc(n.who)}</strong> <span class="sm-rvd">{esc(n.at)}</span></div>{reply}'
            f'<div class="sm-rvb">{paras(n.body)}</div>'
            f'<p class="sm-rva"><a href="/rv/{vid}/reply">Reply</a> · <a href="/rv/{vid}/recommend">Recommend ({num(n.who + str(i), 0, 26)})</a> · '
            f'<a href="/rv/{vid}/report">Report abuse</a></p>'
            + (f'<div class="sm-rvr">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div class="sm-readers"><h3 class="sm-rh">Readers\' views (7)</h3><p class="sm-sort">Oldest first | <a href="?sort=newest">Newest first</a></p>'
        + tree(ns, item)
        + '<p class="sm-rules">Have your say: <a href="/login">sign in</a> or <a href="/register">register</a>. Views are not edited before they appear; '
        "please read our terms.</p></div>"
    )
    rail = (
        most_read(
            "saltmarsh-mercury",
            """
Plans for 140 homes on Tollesbury Road fields approved | 2,406
Saltmarsh Town to appeal against points deduction | 1,980
Oyster festival moves to September | 1,122
Man, 23, charged after seafront chase | 1,044
Mill Lane pumping station: Anglian Water apologises | 730
""",
            "views",
        )
        + related(
            "saltmarsh-mercury",
            (
                "Tollesbury Road homes: 600 objections lodged",
                "Flood wardens wanted for Mill Lane",
                "Comment: where will our children go to school?",
            ),
            "Related articles",
        )
        + poll(
            "saltmarsh-mercury",
            "Was the council right to approve the Tollesbury Road homes?",
            """
Yes | 38% | 421
No | 55% | 612
Not sure | 7% | 80
""",
        )
        + newsletter("saltmarsh-mercury", "Sign up for the Mercury's daily news e-mail.")
    )
    style = (
        ".sm-readers{border-top:3px solid #6a1b2e;margin-top:18px}.sm-rh{color:#6a1b2e}.sm-sort{font-size:11px}.sm-rv{border-bottom:1px solid #e8e2e4;padding:6px 0}"
        ".sm-rvh img{vertical-align:middle}.sm-rvd{font-size:11px;color:#888}.sm-irt{font-size:11px;color:#6a1b2e;margin:2px 0}.sm-rvb p{margin:3px 0}"
        ".sm-rva{font-size:11px;margin:2px 0}.sm-rvr{margin-left:34px;border-left:2px solid #eee;padding-left:8px}.sm-rules{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Plans for 140 homes on Tollesbury Road fields approved despite flood fears",
        "Kate Ellery",
        "2013-03-07T15:30:00+00:00",
        "Thursday, March 7, 2013, 15:30",
        """
Plans for 140 homes on farmland off Tollesbury Road in Saltmarsh were approved by the district council's planning committee on Wednesday night, despite more than 600 objections, most of them about flooding.

The scheme by Colne Estuary Homes includes 42 affordable homes, a balancing pond to hold back storm water, and a new junction with the B1026. The developer will also pay £410,000 towards more places at St Osyth Road Primary School.

Residents told the committee that the fields flood most winters and that water already backs up in Mill Lane after heavy rain. The Environment Agency did not object, subject to conditions on drainage.

The committee voted seven to four in favour. Work could begin this summer.
""",
        dek="Committee votes 7-4 in favour despite more than 600 objections.",
        section="News",
        tags=("Saltmarsh", "planning", "housing", "flooding"),
        caption="The fields off Tollesbury Road after heavy rain in January. Picture: Reader's own.",
    )
    return case(
        "cw-housing-views",
        "discussion",
        "saltmarsh-mercury",
        piece,
        Bits(after=after, side=rail, style=style, top="Saltmarsh 9°C"),
        seeds(ns),
        path="/news/10261388.plans-for-140-homes-on-tollesbury-road-fields-approved/",
        container="div.sm-readers: h3 \"Readers' views (7)\", div.sm-rv#rv<number> (avatar, strong NAME, date; p.sm-irt 'In reply to NAME' on answers; div.sm-rvb p text; Reply · Recommend (n) · Report abuse), answers in div.sm-rvr inside the parent",
        heading="Readers' views (7)",
        description="An Essex coast paper's own CMS of 2013: a housing story with \"Readers' views (7)\", answers nested in the parent's div.sm-rvr three levels deep, each with an 'In reply to NAME' line (a councillor answers); most read with counts, related articles, a poll, a newsletter box. Most awkward: the heading says 'views', a reader named 'Young family, Saltmarsh', Recommend counts and Report links in every entry.",
    )


def county_plain() -> Case:
    latest = (
        "Winter gritting routes published",
        "Library opening hours over Christmas",
        "Public consultation: Kilbrack bypass",
        "Christmas market returns to the Square",
    )
    left = side("dunmore-county", "Latest News", links(latest, "/news/")) + side(
        "dunmore-county",
        "Login",
        "<form action='/login' method='post'><p>Username <input type='text' name='u' size='12'></p><p>Password <input type='password' name='p' size='12'></p><p><input type='submit' value='Log in'></p></form>",
    )
    rail = (
        most_read(
            "dunmore-county",
            """
Ballykerrin bridge to reopen on Friday | 3,218
Household charge: deadline extended | 2,004
Dunmore Show 2013 dates announced | 1,310
Planning list: week 45 | 988
Water notice: Carrowmore scheme | 872
""",
            "hits",
        )
        + poll(
            "dunmore-county",
            "How do you usually travel to Dunmore town?",
            """
Car | 71% | 604
Bus | 12% | 102
Bicycle or on foot | 17% | 145
""",
        )
        + tag_cloud(
            "dunmore-county",
            "Ballykerrin, bridges, bus, consultation, Dunmore, events, libraries, planning, roads, tourism, water",
        )
        + newsletter("dunmore-county", "County news and road notices by e-mail every Friday.")
        + side(
            "dunmore-county",
            "Events",
            links(
                (
                    "Dunmore Christmas Market, 8-9 Dec",
                    "Library storytime, Saturdays 11am",
                    "Farmers' market, every Friday",
                ),
                "/events/",
            ),
        )
    )
    inside = (
        '<h4>Diversions until Friday</h4><ul class="dc-div"><li>Traffic from Dunmore: via the R518 and Knockaun Cross (8 km extra)</li>'
        "<li>Traffic from Kilbrack: via the L2210 Carrowmore road</li><li>Pedestrians and cyclists: the temporary footbridge remains open</li></ul>"
        '<p class="dc-contact">Roads Section, Dunmore County Council. Phone 094 555 2100. roads@dunmorecoco.example</p>'
    )
    piece = Piece(
        "Ballykerrin bridge to reopen on Friday after six-week repairs",
        "Press Office",
        "2012-11-14T11:20:00+00:00",
        "Wednesday, 14 November 2012 11:20",
        """
Ballykerrin bridge on the R517 will reopen to traffic at 7am on Friday, 16 November, after six weeks of repairs, Dunmore County Council has announced.

The bridge was closed on 1 October after an inspection found that flood water in September had scoured the foundations of its central pier. The repairs, carried out by Kearney Civil Engineering at a cost of €186,000, included underpinning the pier with concrete and replacing the parapet on the downstream side.

The council thanks residents and businesses in Ballykerrin for their patience during the closure. A weight limit of 18 tonnes will apply until the road surface is finished in the spring.
""",
        dek="Repairs to the flood-damaged pier are finished ahead of schedule.",
        section="News",
        tags=("Ballykerrin", "roads", "bridges"),
        caption="Work on the central pier of Ballykerrin bridge last week.",
    )
    return case(
        "cw-county-plain",
        "lookalike",
        "dunmore-county",
        piece,
        Bits(
            inside=inside,
            left=left,
            side=rail,
            style=".dc-div{font-size:12px}.dc-contact{font-size:11px;color:#666}",
            top="Dunmore 8°C",
        ),
        [],
        path="/news/1432-ballykerrin-bridge-to-reopen-on-friday-after-six-week-repairs",
        container="(no discussion)",
        heading=None,
        description="A county council's Joomla-like news portal of 2012: a road notice with diversions, no comment area; latest news, login, most read with hits, a poll, a tag cloud, a newsletter box, events.",
    )


def threads_cw() -> list[Case]:
    return [cycling_responses(), ferry_no_heading(), housing_views(), county_plain()]
