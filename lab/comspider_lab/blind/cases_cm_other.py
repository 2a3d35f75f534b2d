"""Blind set CM: the pages without any reader comment and the mixed page: a daily's text-only edition (most read,
other headlines, the weather); an off-grid solar blog's post with the era's furniture and "Responses are closed"
(most discussed with counts, tweets, a like box, a tag cloud, an author bio, related posts); a county weekly's story
on the farmers' market opening whose vendors' "this week at the stand" notes look like a discussion (8); a hill-walking
blog's post with the bothy book's entries transcribed (8) above 6 readers' "Reactions". Every class, name, place and
text invented for this set; each note and comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cm_common import Bits, Case, Piece, box, c, case, counted, esc, links, paras


def rivermouth_text() -> Case:
    side = (
        "<p><b>Most read</b></p><ol>"
        + "".join(
            f'<li><a href="/text/news/{k}">{esc(t)}</a></li>'
            for k, t in enumerate(
                (
                    "Harbour bridge closed for three nights",
                    "Rates to rise 4.2 per cent",
                    "Mariners sign Fijian winger",
                    "Fish and chip shop fire on Quay Street",
                    "Letters: the bus timetable shambles",
                )
            )
        )
        + "</ol><p><b>Other headlines</b><br />"
        + "<br />".join(
            f'<a href="/text/news/o{k}">{esc(t)}</a>'
            for k, t in enumerate(
                (
                    "Jobless rate steady at 6.1pc",
                    "Surf club gets new boat",
                    "Council names new chief executive",
                )
            )
        )
        + "</p><p><b>Weather</b>: Rivermouth 19&deg;, showers clearing. Tides: high 6.42am, 7.05pm.</p>"
    )
    piece = Piece(
        "Rates to rise 4.2 per cent",
        "Ben Farrugia, City reporter",
        "2012-05-23T05:00:00+12:00",
        "Wednesday, 23 May 2012",
        """
Rivermouth ratepayers face an average rates increase of 4.2 per cent from July after the city council adopted its
annual plan yesterday, down from the 5.9 per cent first proposed in March.

Mayor Hine Walker said more than 1100 submissions had been received, most of them opposing the original increase. The
council trimmed $2.3 million from the plan, largely by deferring the upgrade of the Quay Street wharf by two years.

For a home valued at $340,000 the rise works out at about $74 a year. Commercial ratepayers face a 5.1 per cent rise.

Councillor Dave Ruane, who voted against the plan, said the wharf deferral was "kicking the can down the road".
""",
    )
    return case(
        "cm-rivermouth-text",
        "lookalike",
        "rivermouth",
        piece,
        Bits(side=side, skeleton="text"),
        [],
        path="/text/news/rates-to-rise-4-2-per-cent",
        container="",
        heading=None,
        description="A regional daily's text-only edition of 2012 for phones and slow connections: a council rates story as plain paragraphs between <hr>s, then most read, other headlines (one of them 'Letters: the bus timetable shambles') and the weather with tides; no style sheet, no comment form. No reader comment.",
        lookalikes=("a most-read list", "other headlines"),
    )


def quietgrid_plain() -> Case:
    tweets = (
        ("New post: sizing a battery bank for a cabin that's only used at weekends", "2 days ago"),
        ("Lead-acid or lithium for off-grid in 2013? Still lead-acid for most of you, sorry.", "4 days ago"),
        ("Our panels made 3.1 kWh today, which is a lot for February.", "6 days ago"),
    )
    side = (
        counted(
            "quietgrid",
            "Most discussed",
            """
Why your charge controller is lying to you | 48
Grid-tie vs off-grid: the real numbers | 36
Wiring a 24V system without burning the shed down | 23
Five things I wish I'd known before going off-grid | 19
""",
            "responses",
        )
        + box(
            "quietgrid",
            "Latest tweets",
            "<ul>"
            + "".join(f"<li>{esc(t)} <small>{esc(w)}</small></li>" for t, w in tweets)
            + "</ul><p>Follow @thequietgrid</p>",
        )
        + box(
            "quietgrid",
            "Find us on Facebook",
            "<p><b>The Quiet Grid</b><br />2,318 people like The Quiet Grid.</p><p>Adam, Lorraine, Pete and 12 others like this.</p>",
        )
        + box(
            "quietgrid",
            "Tags",
            '<p style="line-height:2">'
            + " ".join(
                f'<a href="/tag/{t}" style="font-size:{10 + (i * 5) % 11}px">{t}</a>'
                for i, t in enumerate(
                    (
                        "batteries",
                        "inverters",
                        "MPPT",
                        "panels",
                        "wind",
                        "wiring",
                        "cabins",
                        "generators",
                        "LED",
                        "calculators",
                        "winter",
                    )
                )
            )
            + "</p>",
        )
    )
    after = (
        '<div class="qg-bio"><img src="/_avatar/qg-ned.svg" width="60" height="60" alt="" align="left" /> <b>About Ned Hallorann</b><br />'
        "Ned has lived off the grid in the hills above Nelson, BC since 2004. Before that he fixed two-way radios for the "
        "forestry service. He writes The Quiet Grid from a 12V laptop in a cabin with very bad internet.</div>"
        + box(
            "quietgrid",
            "Related posts",
            links(
                (
                    "Lead-acid batteries: watering and equalising",
                    "The one-page battery sizing worksheet",
                    "How cold affects your battery bank",
                )
            ),
        )
        + '<p class="qg-closed">Responses are closed for this post.</p>'
    )
    piece = Piece(
        "Sizing a battery bank for a weekend cabin",
        "Ned Hallorann",
        "2013-02-11T07:00:00-08:00",
        "February 11, 2013",
        """
The most common question I get by email is some version of: "We only use the cabin at weekends, how big a battery do
we need?" The honest answer is smaller than you think, and bigger than the guy at the RV store will sell you.

Start with the loads. A typical weekend cabin runs LED lights, a water pump, a phone charger and maybe a small fridge.
Add up the watt-hours per day, multiply by two days, then double it so you never take lead-acid below half charge.

The trick for weekend use is that the panels have five days to fill the bank back up while you're away. That means you
can get away with a smaller array than a full-time house, as long as the charge controller can equalise the bank now
and then.

For most of the cabins I've seen, two 6V golf cart batteries in series (about 220 amp-hours at 12V) and a 200 watt
panel is plenty.
""",
        tags=("batteries", "cabins"),
    )
    return case(
        "cm-quietgrid-plain",
        "lookalike",
        "quietgrid",
        piece,
        Bits(
            after=after,
            side=side,
            skeleton="blog",
            style=".qg-bio{background:#f4f4f4;padding:8px;overflow:hidden;margin:12px 0}.qg-closed{color:#888;font-style:italic}",
        ),
        [],
        path="/2013/02/sizing-a-battery-bank-for-a-weekend-cabin/",
        container="",
        heading=None,
        description="An off-grid solar blog of 2013: a how-to post, an author bio, related posts and 'Responses are closed for this post.'; most discussed with response counts, the site's latest tweets with relative times, a Facebook like box as saved, a tag cloud. No reader comment.",
        lookalikes=(
            "the site's latest tweets with relative times",
            "most discussed with counts",
            "a closed-responses notice",
        ),
    )


def millbrook_market() -> Case:
    vendors = [
        (
            "Hollister Family Farm",
            "Stall 3",
            "First asparagus of the year and it's a good crop, come early Saturday because it went by 10 last year. Rhubarb too, and eggs as always.",
            "Fri 7:40 am",
        ),
        (
            "Sweet Hollow Apiary",
            "Stall 11",
            "Spring honey won't be ready until June, but we have plenty of last fall's buckwheat and the creamed clover. Bring back your jars for 25 cents off.",
            "Thu 9:15 pm",
        ),
        (
            "Ruth Amsel - Breads",
            "Stall 7",
            "Sourdough, rye and the cinnamon swirl. No baguettes this week, my oven is being fixed. Gluten-free is back by request.",
            "Fri 6:02 am",
        ),
        (
            "Two Creeks Greenhouse",
            "Stalls 14-15",
            "Tomato and pepper seedlings, 40 varieties, all in 4-inch pots. Don't put them out before Memorial Day, I mean it!",
            "Thu 4:30 pm",
        ),
        (
            "Dutch Hill Dairy",
            "Stall 5",
            "New this year: drinkable yogurt in maple and plain. Cheese curds Saturday only. We take food stamps at the market booth.",
            "Fri 8:10 am",
        ),
        (
            "Oxley Co. 4-H Club",
            "Info tent",
            "The kids will have the rabbit display and a bake sale for the county fair trip. Thank you to everyone who supported us last season.",
            "Wed 7:00 pm",
        ),
        (
            "Miller's Maple",
            "Stall 9",
            "Short season this year, so grade B is limited. Maple cream and candy as usual, and I'll have the new pint bottles.",
            "Fri 5:45 am",
        ),
        (
            "Pedro's Tamales",
            "Food court",
            "Pork, chicken and cheese with jalapeño, by the dozen or the half dozen. Hot ones ready at 9.",
            "Fri 10:20 am",
        ),
    ]
    inside = (
        '<div class="wk" style="border:1px solid #d9cfae;background:#fbf8ee;padding:8px 12px;margin:14px 0">'
        '<h3 style="margin:0 0 6px;color:#5b3a12">This week at the stands</h3>'
        '<p style="font-size:11px;color:#777">Vendors post their own updates through the market\'s website. Updated as of Friday morning.</p>'
        + "".join(
            f'<div style="border-top:1px dotted #cbbf99;padding:6px 0"><b>{esc(n)}</b> <span style="color:#888;font-size:11px">{esc(st)} &middot; {esc(w)}</span>'
            f"<br />{esc(t)}</div>"
            for n, st, t, w in vendors
        )
        + "</div>"
    )
    side = (
        counted(
            "millbrook",
            "Most read",
            """
Oxley County fair board picks new manager | 1,422
Farmers market opens Saturday on the green | 1,090
Millbrook Central prom court named | 877
Road work on County Route 12 starts Monday | 611
""",
            "views",
        )
        + box(
            "millbrook",
            "Community calendar",
            links(
                (
                    "May 19: Library book sale",
                    "May 20: Pancake breakfast, fire hall",
                    "May 26: Memorial Day parade lineup",
                )
            ),
        )
        + box(
            "millbrook",
            "Subscribe",
            "<p>Get the Ledger delivered every Thursday. $38 a year in Oxley County.</p>",
        )
    )
    piece = Piece(
        "Farmers market opens Saturday on the green",
        "By Jean Cotterill, Ledger correspondent",
        "2013-05-16T12:00:00-04:00",
        "May 16, 2013",
        """
MILLBROOK - The Millbrook Farmers Market opens its 22nd season Saturday at 8 a.m. on the village green, with 24
vendors signed up, the most since the market moved from the old feed store lot in 2004.

Market manager Carol Dettmer said the market will again accept SNAP benefits at the information booth, and this year
will match the first $10 spent by SNAP customers with tokens for fresh produce, thanks to a grant from the county
health department.

The market runs every Saturday through October 26. Parking is available behind the Methodist church.

Below, some of this year's vendors say what they'll bring this week.
""",
        section="Farm & Garden",
        tags=("Farmers market", "Village green"),
    )
    return case(
        "cm-millbrook-market",
        "lookalike",
        "millbrook",
        piece,
        Bits(inside=inside, side=side),
        [],
        path="/farm-garden/2013/05/16/farmers-market-opens-saturday-on-the-green",
        container="",
        heading=None,
        description="A county weekly of 2013: a farmers-market opening story whose article holds 'This week at the stands', 8 vendors' notes (name in bold, stall, weekday and time, a first-person note of two or three sentences), posted by the vendors through the market's site; most read with counts, a calendar, a subscription box. No reader comment.",
        lookalikes=("farmers-market vendors' weekly notes: name, stall, time, first-person text",),
    )


def fellwalk_mixed() -> Case:
    book = [
        (
            "2 Jan 2012",
            "Rob & Ali, Carlisle",
            "Arrived in the dark and the wet. Fire lit with the wood left by the last lot, thank you! Left a bag of kindling and some tea bags.",
        ),
        (
            "14 Jan 2012",
            "Dr. K. Ashworth",
            "Alone, snow down to 500m. Lovely quiet night. The door catch needs looking at, it blew open at 3am.",
        ),
        (
            "28 Jan 2012",
            "Scouts of 4th Penrith (Beavers leaders)",
            "Recce for the spring camp. Mouse in the cupboard, we named him Wainwright.",
        ),
        (
            "5 Feb 2012",
            "Jan from Utrecht",
            "Very happy to find this place after 9 hours walking from Keswick. The view at sunrise is the best of my trip in England.",
        ),
        (
            "11 Feb 2012",
            "MBA work party",
            "Roof patched, new catch fitted to the door, chimney swept. Please carry out all rubbish.",
        ),
        (
            "19 Feb 2012",
            "Stuart M.",
            "Fourth visit. Still the best bothy in the north. Someone has left a full bottle of whisky, it's behind the stove. I had one.",
        ),
        (
            "3 Mar 2012",
            "Claire and Tomasz",
            "Engaged at the cairn above this morning!! Walked down to celebrate with Stuart's whisky. Sorry Stuart.",
        ),
        ("10 Mar 2012", "Ned (age 9)", "I slept on the top bunk and I saw a fox."),
    ]
    cs = [
        c(
            "Hillbagger Dave",
            """Brilliant write-up. Can't believe I've walked past Grainsgill twice and never gone down to it. That last
            entry from the nine year old made my day.""",
            "March 20, 2012 at 8:14 pm",
        ),
        c(
            "Jo in Kendal",
            """Was the path down from the col still as boggy as it was last autumn? I went in up to my knee just below
            the sheepfold.""",
            "March 20, 2012 at 9:30 pm",
        ),
        c(
            "Mark",
            """Jo - it's worse, if anything. Keep left of the wall and follow the old fence posts, it's drier there.""",
            "March 21, 2012 at 7:02 am",
            1,
        ),
        c(
            "Stuart M.",
            """Ha! Glad somebody enjoyed the whisky, Claire and Tomasz. Congratulations.

            Just to say for anyone going up, the new door catch from the work party is stiff, give it a proper shove.""",
            "March 21, 2012 at 12:48 pm",
        ),
        c(
            "Anne Beresford",
            """Please don't publish exactly where these bothies are on blogs. More people means more rubbish, and we've
            had fires lit on the floor at another one this winter.""",
            "March 22, 2012 at 10:11 am",
        ),
        c(
            "Mark",
            """Anne, fair point, but this one is on every map and in the MBA's own list. I didn't give a grid reference.""",
            "March 22, 2012 at 6:40 pm",
            4,
        ),
    ]

    def rx(k: int) -> str:
        s = cs[k]
        kids = [j for j, t in enumerate(cs) if t.parent == k]
        sub = '<ul class="rx-sub">' + "".join(rx(j) for j in kids) + "</ul>" if kids else ""
        return (
            f'<li class="rx-i" id="r-{1200 + k}"><div class="rx-h"><img src="/_avatar/ff-{k}.svg" width="32" height="32" alt="" /> '
            f"<cite>{esc(s.author)}</cite> <span>{esc(s.when)}</span></div>{paras(s.text)}"
            f'<p class="rx-a"><a href="?replytocom={1200 + k}#respond">Reply</a></p>{sub}</li>'
        )

    inside = (
        '<div class="bb"><h3>From the bothy book</h3><p><i>I copied these out of the book by torchlight, spelling as written.</i></p><dl>'
        + "".join(f"<dt>{esc(d)} &mdash; {esc(who)}</dt><dd>{esc(t)}</dd>" for d, who, t in book)
        + "</dl></div>"
    )
    after = (
        '<div id="rx"><h3>6 Reactions</h3><ol class="rx-l">'
        + "".join(rx(k) for k, s in enumerate(cs) if s.parent is None)
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/wp-post.php" method="post"><p><input name="author" /> Name</p>'
        '<p><input name="email" /> Mail (will not be published)</p><p><textarea name="t" rows="6" cols="58"></textarea></p><p><input type="submit" value="Submit" /></p></form></div></div>'
    )
    style = (
        ".bb{background:#f3f1e6;border-left:4px solid #3c6e2e;padding:6px 12px;margin:12px 0}.bb dt{font-weight:bold;margin-top:6px}"
        ".rx-l,.rx-sub{list-style:none;padding-left:0}.rx-sub{margin-left:36px}.rx-i{border-bottom:1px solid #eee;padding:8px 0}"
        ".rx-h cite{font-style:normal;font-weight:bold}.rx-h span{color:#999;font-size:11px}.rx-a{font-size:11px}"
    )
    side = (
        box("fellwalk", "Wainwrights bagged", "<p>187 of 214</p>")
        + box(
            "fellwalk",
            "Recent posts",
            links(
                (
                    "Grainsgill bothy in the snow",
                    "Blencathra by Sharp Edge, finally",
                    "Kit review: the cheapest gaiters that work",
                    "Crinkle Crags in a gale",
                )
            ),
        )
        + box(
            "fellwalk",
            "Categories",
            links(("Bothies (6)", "Northern Fells (22)", "Far Eastern Fells (14)", "Kit (11)", "Dales (9)")),
        )
        + box(
            "fellwalk",
            "Blogroll",
            links(("Pennine Way diary", "Munro Madness", "The Bothy Bag", "Two Boots and a Map")),
        )
    )
    piece = Piece(
        "Grainsgill bothy in the snow",
        "Posted by Mark Fenwick",
        "2012-03-20T19:00:00+00:00",
        "March 20, 2012",
        """
I had meant to go up to the bothy at Grainsgill since before Christmas, and finally got a clear Saturday in March with
snow still lying above 600 metres. I went up from Mosedale with a full pack and the intention of staying the night.

The path up the valley is fine until the old mine workings, then it turns into the usual northern fells mix of bog,
scree and sheep trod. The last half mile was in snow over my boots.

The bothy itself is in good shape. The Mountain Bothies Association work party has been in recently, the roof is
sound and the door shuts properly. Someone had left a stack of dry wood, and I had a fire going in twenty minutes.

The best thing in any bothy is the book. Here's a selection from this winter's pages.
""",
        tags=("Bothies", "Northern Fells", "Snow"),
    )
    return case(
        "cm-fellwalk-mixed",
        "mixed",
        "fellwalk",
        piece,
        Bits(inside=inside, after=after, side=side, style=style, skeleton="blog"),
        cs,
        path="/2012/03/grainsgill-bothy-in-the-snow/",
        container="div#rx: h3 '6 Reactions', ol.rx-l > li.rx-i#r-<n> (div.rx-h: img, cite NAME, span DATE; <p>s; p.rx-a Reply; answers in ul.rx-sub)",
        heading="6 Reactions",
        description="A hill-walking blog of 2012: a walk to a bothy whose post holds 'From the bothy book', 8 visitors' book entries copied out (date and name in a dt, a first-person line in the dd: walkers, a work party, a child), then '6 Reactions' with 6 readers' comments in a threaded list, the blogger answering two as nested replies, one commenter (Stuart M.) also in the bothy book; recent posts, categories, a blogroll. Most awkward: the bothy book is named, dated first-person text right above the thread, and one name appears in both.",
        lookalikes=("a bothy's visitors' book entries: date, name, first-person text",),
    )


def other_cm() -> list[Case]:
    return [rivermouth_text(), quietgrid_plain(), millbrook_market(), fellwalk_mixed()]
