"""Blind set CI: three plain article pages of 2012 without any reader comment, with the era's heavy furniture (a UK
regional weekly with an empty "Be the first to comment" box; a WordPress food blog whose comments are open but empty;
a Blogger travel blog with "0 comments"), and three pages whose post holds a list of named short texts that is not a
discussion: a sports blog's staff mock draft, a college magazine's class notes, a town chili cook-off's entries with
the cooks' own words. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ci_common import (
    Case,
    Parts,
    Post,
    SiteCI,
    ad,
    bio,
    blogroll,
    case,
    esc,
    facebook_box,
    newsletter,
    poll,
    recent_comments,
    related,
    rows,
    tabbed,
    tag_cloud,
    twitter_widget,
    widget,
)

# --------------------------------------------------------------------------- plain 1: a UK weekly

GAZ = SiteCI(
    "Wexcombe & District Gazette",
    "News for Wexcombe, Hollowford and the Vale since 1854",
    "wg",
    "#8a0f2e",
    "Georgia,serif",
    ("Home", "News", "Sport", "What's On", "Property", "Motors", "Jobs", "Announcements"),
    "news",
    "",
)


def plain_gazette() -> Case:
    after = (
        '<div class="wg-comments" id="comments"><h3>Comments (0)</h3><p>Be the first to comment on this story.</p>'
        '<p>To comment you need to be <a href="/login">signed in</a>. Not registered? <a href="/register">Register now</a>.</p>'
        '<p class="wg-rules">Comments are subject to our house rules. Please report any comment you think breaks them.</p></div>'
    )
    side = (
        tabbed(
            "wg",
            [
                (
                    "Most read",
                    """
Hollowford bypass: work to start in September | 3,904
Pub landlord banned after after-hours drinking | 2,611
Wexcombe Town 2 Ashby Rovers 2: late leveller | 1,580
Jubilee street party applications open | 1,122
""",
                    "reads",
                ),
                (
                    "Most commented",
                    """
Hollowford bypass: work to start in September | 46
Parking charges to rise at Market Square | 31
Wexcombe Town 2 Ashby Rovers 2: late leveller | 12
""",
                    "comments",
                ),
                (
                    "Most emailed",
                    """
Jubilee street party applications open | 77
Pub landlord banned after after-hours drinking | 40
""",
                    "emails",
                ),
            ],
        )
        + recent_comments(
            "wg",
            "Latest comments",
            """
Hollowford Resident | Hollowford bypass: work to start in September | Thirty years we've waited. I'll believe it when I see a digger.
PeteTheFeet | Wexcombe Town 2 Ashby Rovers 2: late leveller | Should have been 3-2, that was never offside.
Jean M | Parking charges to rise at Market Square | Another nail in the coffin for the high street.
""",
        )
        + ad("wg", "300x250", "Advertisement · Vale Carpets & Beds")
        + poll(
            "wg",
            "Will you hold a street party for the Diamond Jubilee?",
            """
Yes, it's all arranged | 34%
Maybe, if the weather holds | 29%
No | 37%
""",
            "488",
        )
        + widget(
            "wg",
            "Announcements",
            "<ul><li>Births: BARNES, Evie Rose, 7lb 2oz, on 24 April</li><li>Anniversaries: Ruby wedding, Alan and Sue TREVETT</li><li>Deaths: COLLARD, Dennis Arthur, aged 88</li></ul>",
        )
        + newsletter(
            "wg", "Gazette e-bulletin", "The week's top stories from Wexcombe and the Vale, every Thursday."
        )
    )
    under = related(
        "wg",
        "Related stories",
        """
Hollowford bypass: public inquiry opens | 12 January 2012 | The inspector will hear evidence for three weeks at the Corn Exchange.
Villagers say lorries are shaking homes apart | 3 November 2011 | Residents of Mill Street recorded 410 lorries in a single day.
""",
    )
    post = Post(
        "Hollowford bypass: work to start in September",
        "By Helen Darby, Chief Reporter",
        "2012-05-02T10:00:00+01:00",
        "Wednesday 2 May 2012, 10:00",
        """
Work on the long-awaited Hollowford bypass will begin in September, the county council confirmed this week, after the Secretary of State approved the final orders for the £21 million road.

The 2.4-mile single carriageway will take heavy lorries away from Mill Street and the High Street, where residents have campaigned for a bypass since the early 1980s.

Councillor Margaret Ilsley, cabinet member for highways, said: "This has been a very long road, if you'll excuse the pun. Hollowford has been patient and I'm delighted we can finally give the village its streets back."

The road is due to open in the spring of 2014. The council says the A352 will remain open throughout the works, with overnight closures on a handful of dates to be announced.
""",
        deck="£21m road will take lorries out of the village centre after a thirty-year campaign.",
        section="News",
        caption="Lorries on Mill Street, Hollowford. Picture: Gazette",
        tags=("Hollowford", "roads", "county council"),
    )
    return case(
        "ci-plain-gazette",
        "lookalike",
        GAZ,
        post,
        Parts(after=after, side=side, under=under, weather="Wexcombe 14°C showers"),
        [],
        path="/news/9684412.hollowford-bypass-work-to-start-in-september/",
        container="-",
        heading=None,
        description="A UK regional weekly of 2012: a roads story with 'Comments (0) Be the first to comment on this story'; a "
        "tabbed most read / commented / emailed box with counts, latest comments of other stories with names and snippets, "
        "a poll with results, family announcements, related stories with excerpts, a newsletter box.",
        lookalikes=("latest comments of other stories", "tabbed most read with counts", "announcements"),
    )


# --------------------------------------------------------------------------- plain 2: a WordPress food blog

FOOD = SiteCI(
    "Cast Iron & Clover",
    "Farmhouse cooking, one skillet at a time",
    "ic",
    "#9c4a1a",
    "'Lucida Grande',Verdana,sans-serif",
    ("Home", "Recipes", "Canning", "Baking", "About", "Contact"),
    "blog",
    "WordPress 3.4",
)


def plain_foodblog() -> Case:
    after = (
        '<div id="comments"><h3 id="comments-title">No Comments Yet</h3><p class="nocomments">Be the first to share what you think!</p>'
        '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><label>Name *</label> <input name="author"></p><p><label>Email *</label> <input name="email"></p><p><textarea name="comment" rows="6" cols="45"></textarea></p>'
        '<p><input type="submit" value="Post Comment"></p><p><input type="checkbox"> Notify me of new posts by email.</p></form></div></div>'
    )
    under = bio(
        "ic",
        "Rachel Dunmore",
        "Rachel cooks on a 1920s farmhouse range in central Kentucky, keeps eleven hens and one opinionated goat, and has been blogging since 2009.",
    ) + related(
        "ic",
        "Related Posts",
        """
Skillet Cornbread, the Way Mamaw Made It | October 12, 2011 | No sugar, bacon grease in the pan, and a hot oven. That's the whole secret.
Canning Day: Forty Quarts of Green Beans | August 3, 2011 | The pressure canner rattled all afternoon and the kitchen hit 96 degrees.
Buttermilk Biscuits for Beginners | January 19, 2012 | Cold butter, a light hand and no twisting the cutter.
""",
    )
    side = (
        widget(
            "ic",
            "Welcome!",
            '<img src="/_avatar/ic-rachel.svg" width="120" height="120" alt=""><p>Hi, I\'m Rachel. Pull up a chair.</p>',
        )
        + facebook_box(
            "ic", "Cast Iron & Clover", "2,917", ("Tammy", "Bev", "Luke", "Jolene", "Martha", "Wes")
        )
        + twitter_widget(
            "ic",
            "castironclover",
            """
Strawberry jam day. The whole house smells like June. | 5 hours ago
New on the blog: sorghum pecan pie, and why you should not skip the salt | 1 day ago
Hens laid 9 eggs today. Quiche for supper, again. | 3 days ago
""",
        )
        + widget(
            "ic",
            "Subscribe",
            '<p>Get new recipes by email:</p><form><input type="text" value="Email address"> <input type="submit" value="Subscribe"></form><p>Join 1,412 other subscribers</p>',
        )
        + tag_cloud(
            "ic",
            """
biscuits | 10
cast iron | 18
canning | 14
chicken | 9
Kentucky | 12
pie | 16
sorghum | 11
soup | 8
""",
        )
        + blogroll("ic", ("Holler Kitchen", "Pie Lady of Paducah", "The Hungry Homesteader", "Grits & Grace"))
        + ad("ic", "300x250", "Advertisement · Lodge skillets at 20% off")
    )
    post = Post(
        "Sorghum Pecan Pie",
        "Posted by Rachel Dunmore",
        "2012-11-14T08:00:00-05:00",
        "November 14, 2012",
        """
Every Thanksgiving somebody in my family asks why I don't just make pecan pie with corn syrup like everybody else. The answer is sorghum. A neighbor down the road still presses his own every September and I buy a gallon from him every year.

Sorghum is thinner and a little more sour than corn syrup, with a taste like a cross between molasses and honey. In a pecan pie it cuts the sweetness and gives the filling a darker, deeper flavor.

You will need: one unbaked pie crust, 1 cup sorghum, 3 eggs, 1/2 cup brown sugar, 4 tablespoons melted butter, 1 teaspoon vanilla, a good pinch of salt and 1 1/2 cups pecan halves.

Whisk everything but the pecans together, stir in the pecans, pour into the crust and bake at 350 for 50 to 55 minutes, until the middle barely jiggles. Let it cool at least two hours. I know. It's hard.

Don't skip the salt. Trust me.
""",
        section="Recipes",
        tags=("pie", "sorghum", "Thanksgiving"),
    )
    return case(
        "ci-plain-foodblog",
        "lookalike",
        FOOD,
        post,
        Parts(after=after, side=side, under=under),
        [],
        path="/2012/11/14/sorghum-pecan-pie/",
        container="-",
        heading=None,
        description="A WordPress food blog of 2012: a recipe post with 'No Comments Yet' and an open form; an author bio, "
        "related posts with excerpts, a Facebook like box with faces and names, a Twitter widget with relative times, a "
        "subscribe box, a tag cloud, a blogroll, an ad.",
        lookalikes=("Twitter widget", "Facebook like box faces", "related posts with excerpts"),
    )


# --------------------------------------------------------------------------- plain 3: a Blogger travel blog

ROAD = SiteCI(
    "Two Backpacks, One Budget",
    "A couple from Iowa, a year on the road, and a spreadsheet",
    "tb",
    "#16708a",
    "Arial,sans-serif",
    ("Home", "Route", "Budget", "Tips", "About Us"),
    "blog",
    "blogger",
)


def plain_travel() -> Case:
    after = (
        '<div class="comments" id="comments"><h4>0 comments:</h4><p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=771">Post a Comment</a></p></div>'
        '<div class="blog-pager"><a href="/2012/07/bus-to-hoi-an.html">Newer Post</a> <a href="/">Home</a> <a href="/2012/06/hanoi-street-food.html">Older Post</a></div>'
    )
    side = (
        widget(
            "tb",
            "About Us",
            '<img src="/_avatar/tb-us.svg" width="100" height="70" alt=""><p>Kyle and Brianna, ex-teachers from Ames, spending a year (and $31,000) traveling Asia and South America.</p>',
        )
        + widget(
            "tb",
            "Popular Posts",
            "<ul>"
            + "".join(
                f"<li><a href='/p{k}'>{esc(t)}</a><br><small>{esc(x)}</small></li>"
                for k, (t, x) in enumerate(
                    (
                        (
                            "What a Year of Travel Cost Us: Month 6",
                            "Total so far: $14,220. Biggest surprise: laundry...",
                        ),
                        (
                            "The Night Bus from Hell (Vientiane to Hanoi)",
                            "Twenty-four hours, one flat tire and a chicken in the aisle...",
                        ),
                        (
                            "Packing List for a Year in One 40L Bag",
                            "Yes, really. Here is every single thing Brianna carries...",
                        ),
                    )
                )
            )
            + "</ul>",
        )
        + widget(
            "tb",
            "Top Commenters",
            "<ul><li>Aunt Deb (41)</li><li>wanderlust_jen (18)</li><li>Mike S. (12)</li><li>Grandma Ruth (9)</li></ul>",
        )
        + widget(
            "tb",
            "Followers",
            "<p>Followers (87)</p>"
            + "".join(f'<img src="/_avatar/tbf-{k}.svg" width="24" height="24" alt="">' for k in range(9)),
        )
        + widget(
            "tb",
            "Where We Are Now",
            "<p>Hoi An, Vietnam · Day 187 of 365</p><p>Budget left: $16,780</p>",
        )
        + widget(
            "tb",
            "Blog Archive",
            "<ul><li>▼ 2012 (48)<ul><li>► July (6)</li><li>▼ June (9)</li><li>► May (8)</li></ul></li><li>► 2011 (12)</li></ul>",
        )
        + ad("tb", "160x600", "Ads by Google")
    )
    post = Post(
        "Three Days in Ha Long Bay (and What It Really Cost)",
        "Posted by Brianna at 11:42 PM",
        "2012-06-28T23:42:00+07:00",
        "Thursday, June 28, 2012",
        """
Everybody told us Ha Long Bay would be a tourist trap, and everybody was a little bit right. But we still loved it.

We booked a two-night boat trip through our guesthouse in Hanoi for $95 each, which included the bus, all meals and a night on Cat Ba Island. The boats at the cheaper end of the market are not luxurious. Our cabin had a window that did not close and a shower that was a hose.

The kayaking was the highlight. We paddled into a cave that opens onto a lagoon completely surrounded by cliffs, and for about ten minutes there was nobody else there at all.

Total for three days, for both of us, including drinks and tips: $232. That's about $40 over our daily budget, but we're calling it worth it.
""",
        section="Route",
    )
    return case(
        "ci-plain-travel",
        "lookalike",
        ROAD,
        post,
        Parts(after=after, side=side),
        [],
        path="/2012/06/three-days-in-ha-long-bay.html",
        container="-",
        heading=None,
        description="A Blogger travel blog of 2012: a post with '0 comments:' and 'Post a Comment'; popular posts with "
        "snippets, top commenters with counts, followers, a where-we-are box, the blog archive, an ad.",
        lookalikes=("popular posts with snippets", "top commenters with counts"),
    )


# --------------------------------------------------------------------------- look-alike 1: a staff mock draft

GRID = SiteCI(
    "Gridiron Ledger",
    "Pro and college football, every day",
    "gl",
    "#123d25",
    "Arial,Helvetica,sans-serif",
    ("Home", "NFL", "College", "Draft", "Fantasy", "Podcast"),
    "blog",
    "WordPress 3.3.2",
)


def look_mock_draft() -> Case:
    picks = rows("""
1 | Indianapolis | Caleb Marchbanks, QB, Tidewater State | Tom Vollmer | There is no debate here and there hasn't been since October. Marchbanks reads the whole field, throws with touch and never looked rattled, even in the bowl game in the snow.
2 | Washington | Desmond Oyelaran, QB, Sierra Pacific | Andre Ruiz | They paid a fortune to move up and they didn't do it for a left tackle. He's the best athlete at the position in years; the question is how fast they let him run.
3 | Cleveland | Terrell Fountaine, RB, Ozark A&M | Jenna Kowalski | I know, a running back at three. But the Browns need someone who scares a defense, and Fountaine averaged 6.4 a carry behind a line that couldn't block anybody.
4 | Minnesota | Bryce Halvorsen, OT, Great Lakes | Tom Vollmer | The safest pick in the draft. Three years starting at left tackle and he gave up two sacks in the last two of them.
5 | Tampa Bay | Luis Arrington, CB, Gulf Coast | Mark Deveraux | Tampa's secondary was the worst in football in 2011. Arrington is long, fast and a little raw in man coverage, but you can teach that.
6 | St. Louis | Javon Pettis, WR, Cumberland Tech | Andre Ruiz | Their quarterback needs somebody to throw to. Pettis had 1,422 yards and catches everything within three feet of his hands.
7 | Jacksonville | Kendrick Sowah, DE, Plains State | Jenna Kowalski | Pass rush, pass rush, pass rush. Sowah had 13 sacks and he's still learning what to do with his hands.
8 | Miami | Nate Kessling, QB, Mountain West Christian | Mark Deveraux | A reach at eight, sure. But if the Dolphins don't take a quarterback here they'll be taking one at eight next year too.
""")
    items = "".join(
        f'<div class="gl-pick" id="pick-{esc(n)}"><div class="gl-num">{esc(n)}</div><div class="gl-team"><img src="/_avatar/gl-{esc(t.lower().replace(" ", ""))}.svg" width="40" height="40" alt="{esc(t)}"> {esc(t)}</div>'
        f'<h3 class="gl-player">{esc(pl)}</h3><p class="gl-why">{esc(why)}</p><p class="gl-by">Pick made by <a href="/author/{esc(who.split()[0].lower())}/">{esc(who)}</a></p></div>'
        for n, t, pl, who, why in picks
    )
    inside = (
        '<div class="gl-mock"><h2>The first eight picks</h2>'
        + items
        + '<p class="gl-note">Picks 9-32 are on <a href="/2012/04/staff-mock-draft/2/">page 2</a>.</p></div>'
    )
    after = '<div id="comments"><p class="nocomments">Comments are closed.</p></div>'
    side = (
        tabbed(
            "gl",
            [
                (
                    "Popular",
                    """
Staff Mock Draft 2.0: Eight Writers, One Draft | 14,880
Combine Winners and Losers | 9,205
The Case Against Drafting a Running Back in the Top Five | 6,117
""",
                    "views",
                ),
                (
                    "Commented",
                    """
The Case Against Drafting a Running Back in the Top Five | 212
Combine Winners and Losers | 97
""",
                    "comments",
                ),
            ],
        )
        + twitter_widget(
            "gl",
            "gridironledger",
            """
Our staff mock draft is up. Jenna took a running back at 3 and we have not stopped arguing since. | 2 hours ago
Podcast #114: offensive tackles, and why we love them | yesterday
""",
        )
        + ad("gl", "300x250", "Advertisement · Draft Day Pizza Deals")
        + blogroll("gl", ("Blitz Pickup", "Cover Two Weekly", "Red Zone Notes", "Hashmark Hub"))
    )
    post = Post(
        "Staff Mock Draft 2.0: Eight Writers, One Draft",
        "Posted by Tom Vollmer",
        "2012-04-18T09:00:00-04:00",
        "April 18, 2012",
        """
Eight days to go, and it's time for our second staff mock draft. The rules are the same as last time: four writers take turns, no trades, and every writer has to explain his or her pick in three sentences or fewer.

We did not agree on much. Jenna's third pick started a shouting match in the group chat that lasted most of an afternoon. Feel free to tell us who got it wrong.
""",
        section="Draft",
        tags=("NFL Draft", "mock draft"),
    )
    style = ".gl-pick{overflow:hidden;border-bottom:1px solid #ddd;padding:8px 0}.gl-num{float:left;font:bold 30px Arial;width:46px;color:#123d25}.gl-player{margin:2px 0;font-size:16px}.gl-by{font-size:11px;color:#777}"
    return case(
        "ci-look-mock-draft",
        "lookalike",
        GRID,
        post,
        Parts(after=after, side=side, under=inside, style=style),
        [],
        path="/2012/04/18/staff-mock-draft-2-0/",
        container="-",
        heading=None,
        description="A football blog of 2012 whose post is a staff mock draft: 8 picks, each a number, a team with its logo, the "
        "prospect, two or three sentences in the writer's voice ('I know, a running back at three.') and 'Pick made by "
        "NAME' (four writers, each twice); comments are closed; a tabbed popular / commented box, a Twitter widget, a "
        "blogroll.",
        lookalikes=("a staff mock draft",),
    )


# --------------------------------------------------------------------------- look-alike 2: a college magazine's class notes

MAG = SiteCI(
    "Hartwell Today",
    "The magazine of Hartwell College alumni and friends",
    "ht",
    "#5a1e5f",
    "Georgia,serif",
    ("Home", "Features", "Class Notes", "In Memoriam", "Events", "Give"),
    "news",
    "",
)


def look_class_notes() -> Case:
    notes = rows("""
1968 | Walter "Skip" Dunham '68 | Walter "Skip" Dunham writes from Sarasota that he has finally retired from his law practice, for the second time, and "means it this time." He and his wife Joan spend summers at their cottage on Lake Winnipesaukee and would love to hear from anyone from Baxter Hall. | Submitted 02/14/2012
1974 | Carolyn (Petrie) Ash '74 | Carolyn (Petrie) Ash was named principal of Lincoln Middle School in Dayton, Ohio. She says she still uses the lesson plans from Professor Greaves's methods class, "with a few updates for the internet age." | Submitted 01/30/2012
1974 | Ron Bell '74 | Ron Bell and his brother Jerry '77 completed a 400-mile canoe trip down the Allagash and St. John rivers last August. Ron reports that nobody tipped over, "except once, and it was Jerry." | Submitted 02/02/2012
1981 | Deborah Nkemelu '81 | Deborah Nkemelu was elected to the board of the Maryland Association of Nurse Practitioners. Her daughter Ada is a sophomore at Hartwell, the third generation of the family on the Hill. | Submitted 03/01/2012
1989 | Tim Ruggiero '89 | Tim Ruggiero writes: "After 20 years in sales I quit my job and opened a bakery in Burlington, Vermont. If you're passing through, the coffee is on me. Ask for the Hartwell discount." | Submitted 02/20/2012
1996 | Amanda Schell '96 and Josh Lerner '97 | Amanda Schell and Josh Lerner welcomed their third child, Theodore, on Dec. 9. Amanda says the older two are "thrilled, mostly." | Submitted 01/11/2012
2003 | Priya Venkataraman '03 | Priya Venkataraman earned her Ph.D. in marine biology from the University of Rhode Island. Her dissertation was on the diet of Atlantic horseshoe crabs, "which is more interesting than it sounds." | Submitted 02/27/2012
2009 | Kevin O'Hare '09 | Kevin O'Hare is teaching English in Sendai, Japan, through the JET Program. He writes that the city is still rebuilding after last year's earthquake and that his students "are the bravest people I know." | Submitted 03/05/2012
""")
    groups: dict[str, list[list[str]]] = {}
    for r in notes:
        groups.setdefault(r[0], []).append(r)
    inside = (
        '<div class="ht-notes">'
        + "".join(
            f'<h2 class="ht-year">Class of {esc(y)}</h2>'
            + "".join(
                f'<div class="ht-note"><img src="/_avatar/ht-{k}.svg" width="50" height="50" alt=""><p class="ht-who"><b>{esc(who)}</b></p>'
                f'<p>{esc(text)}</p><p class="ht-sub">{esc(sub)}</p></div>'
                for k, (_, who, text, sub) in enumerate(rs)
            )
            for y, rs in groups.items()
        )
        + '<p><a href="/class-notes/submit">Submit your class note</a> · Notes are edited for length and style.</p></div>'
    )
    side = (
        widget(
            "ht",
            "In Memoriam",
            "<ul><li>Harold P. Fenwick '49, Jan. 3, 2012</li><li>Martha (Gould) Reese '55, Jan. 21, 2012</li><li>Dr. Samuel Oteng '71, Feb. 8, 2012</li></ul>",
        )
        + widget(
            "ht",
            "Events",
            "<ul><li>Apr 14 · Alumni Day of Service</li><li>Jun 8-10 · Reunion Weekend 2012</li><li>Jun 9 · 5K on the Hill</li></ul>",
        )
        + facebook_box("ht", "Hartwell College Alumni", "4,207", ("Meg", "Carlos", "Jim", "Anika", "Beth"))
        + newsletter("ht", "Hartwell Today e-news", "Monthly news from the Hill, in your inbox.")
    )
    post = Post(
        "Class Notes: Spring 2012",
        "Compiled by the Office of Alumni Relations",
        "2012-03-20T09:00:00-04:00",
        "March 20, 2012",
        """
Thank you to everyone who sent news this season. We received more than 300 notes, and here is a selection; the full list is in the print edition. Keep them coming: the deadline for the summer issue is May 15.
""",
        section="Class Notes",
    )
    style = ".ht-note{overflow:hidden;border-bottom:1px solid #eee;padding:6px 0}.ht-note img{float:left;margin-right:10px}.ht-sub{font-size:11px;color:#999}.ht-year{color:#5a1e5f;font-size:18px}"
    return case(
        "ci-look-class-notes",
        "lookalike",
        MAG,
        post,
        Parts(under=inside, side=side, style=style, weather="Hartwell 48°F"),
        [],
        path="/class-notes/spring-2012/",
        container="-",
        heading=None,
        description="A college alumni magazine's site of 2012: class notes by class year, 8 notes each with a photo, the "
        "alumnus' name and class, a paragraph about them in the third person (two quoting them) and 'Submitted MM/DD/YYYY'; "
        "In Memoriam, events, a Facebook like box, a newsletter box.",
        lookalikes=("alumni class notes",),
    )


# --------------------------------------------------------------------------- look-alike 3: a chili cook-off's entries

TOWNPAPER = SiteCI(
    "The Red Mesa Sentinel",
    "Red Mesa County's newspaper",
    "rm",
    "#a33c00",
    "Verdana,sans-serif",
    ("Home", "News", "Sports", "Community", "Opinion", "Legals"),
    "news",
    "",
)


def look_chili() -> Case:
    entries = rows("""
Smokin' Okies | Gary and Lorna Tubbs | 1st place | We use three kinds of dried chiles and we toast them in a dry skillet first. That's all we're telling you.
Firehouse 3 | Capt. Dan Ybarra | 2nd place | The guys at the station eat this every Thursday. If it's good enough for them after a 24 it's good enough for the judges.
The Bean Counters | Red Mesa Credit Union staff | 3rd place | Yes, there are beans in it. No, we are not sorry.
Abuela's Pot | Marisol Chee | People's Choice | My grandmother made this for every Christmas Eve in Gallup. I only changed one thing, and I'm not saying what.
Hot Mess Express | Tyler Brandt | | It's my first year. I mostly wanted a reason to wear the hat.
Mesa Verde Grange | Lois Haugen | | Green chile, pork shoulder and a lot of patience. Four hours on the stove.
Dutch Oven Dudes | Ray and Kirk Sandoval | | Cooked over mesquite coals the whole way. If it tastes smoky that's because it is.
Red Mesa High FFA | Students of the FFA chapter | | All the beef came from our own steers this year, raised by FFA members.
Pepper Mill Cafe | Anita Rosales | Best Presentation | We serve it in a bread bowl at the cafe and we brought 300 bread bowls. They were gone by two.
""")
    inside = (
        '<table class="rm-entries" cellpadding="6"><caption>The entries</caption>'
        + "".join(
            f'<tr><td class="rm-team"><b>{esc(team)}</b><br><span>{esc(cook)}</span>'
            + (f'<br><em class="rm-prize">{esc(prize)}</em>' if prize else "")
            + f'</td><td class="rm-said">"{esc(said)}"</td></tr>'
            for team, cook, prize, said in entries
        )
        + "</table>"
    )
    after = '<div class="rm-comments"><h3>Reader comments</h3><p>Comments are not available for this story.</p></div>'
    side = (
        tabbed(
            "rm",
            [
                (
                    "Most Read",
                    "Chili cook-off raises $6,400 for food bank | 2,115\nCounty fair board names new manager | 1,402\nRed Mesa falls to Aztec in overtime | 1,019",
                    "reads",
                ),
                ("Most Emailed", "Chili cook-off raises $6,400 for food bank | 96", "emails"),
            ],
        )
        + widget(
            "rm",
            "Community Calendar",
            "<ul><li>Oct 20 · Harvest festival, fairgrounds</li><li>Oct 23 · Library book sale</li><li>Oct 27 · Trunk-or-treat, First Baptist</li></ul>",
        )
        + ad("rm", "300x250", "Advertisement · Mesa Farm & Ranch Supply")
        + widget(
            "rm",
            "Legal Notices",
            "<p>Notice of public hearing: Red Mesa County Planning Commission, Nov. 1, 2012.</p>",
        )
    )
    post = Post(
        "Chili cook-off raises $6,400 for food bank",
        "By Connie Albers, Sentinel Staff",
        "2012-10-15T16:00:00-06:00",
        "October 15, 2012",
        """
Nine teams and about 1,100 hungry visitors turned out Saturday for the 14th annual Red Mesa Chili Cook-Off at Veterans Park, raising $6,400 for the Red Mesa County Food Bank.

Judges from the county extension office and two local restaurants tasted each entry blind. Tasting tickets sold for $5 each, and visitors voted for a People's Choice winner with their spoons.

We asked every team for the secret of their chili. Here is what they told us.
""",
        section="Community",
        caption="Visitors line up at the Firehouse 3 tent. Sentinel photo",
    )
    style = ".rm-entries{border-collapse:collapse;width:100%}.rm-entries td{border-bottom:1px solid #e5d5c5;vertical-align:top}.rm-team{width:200px}.rm-prize{color:#a33c00}"
    return case(
        "ci-look-chili",
        "lookalike",
        TOWNPAPER,
        post,
        Parts(under=inside, after=after, side=side, style=style, weather="Red Mesa 68°F"),
        [],
        path="/community/2012/10/15/chili-cook-off-raises-6400-for-food-bank",
        container="-",
        heading=None,
        description="A county paper of 2012: a chili cook-off story with a table of the 9 entries, each the team's name, the "
        "cook(s), a prize for five of them, and a quoted sentence or two the cooks told the paper; 'Comments are not "
        "available for this story'; a tabbed most read / emailed box, a calendar, legal notices.",
        lookalikes=("cook-off entries with the cooks' quotes",),
    )


def plain_ci() -> list[Case]:
    return [plain_gazette(), plain_foodblog(), plain_travel()]


def lists_ci() -> list[Case]:
    return [look_mock_draft(), look_class_notes(), look_chili()]
