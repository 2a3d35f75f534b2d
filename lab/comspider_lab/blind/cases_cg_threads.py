"""Blind set CG: four small discussions of 2011-2012 as the blogs' systems printed them in the served HTML: a
gardening blog on a WordPress default-like theme, "One Response to …" with a pingback before the one comment; a
woodworking blog on Blogger, "1 comment:" and "NAME said..." in a ``dl``; a cookery blog on Typepad, the one comment's
name after its text ("Posted by: NAME | DATE"); a phone blog on a WordPress magazine theme, "2 thoughts on …", a
comment and the post author's reply nested under it, below the author box and related posts. Every site, name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cg_common import (
    Bits,
    Case,
    Note,
    Piece,
    Seed,
    archive,
    author_box,
    blogger_comments,
    blogroll,
    case,
    cloud,
    esc,
    links,
    newsletter,
    recent_comments,
    related,
    seeds,
    talk,
    typepad_comments,
    widget,
    wp_comments,
)
from comspider_lab.blind.cases_cg_common import pingback as ping


def wp_blight() -> Case:
    title = "Blight has arrived on plot 14"
    ns = talk("""
Jen AT The Potting Bench @ August 2, 2012 at 8:47 pm [url=http://thepottingbench.wordpress.com] :: Oh Helen, I'm so sorry. I know how much you were looking forward to the Pink Fir Apples. Ours went exactly the same way last summer and I cut the haulms straight down like you did. If it's any comfort, the tubers were absolutely fine once they'd sat three weeks in the ground with nothing on top. I dug them in September and we were still eating them at Christmas. // Have you thought about Sarpo Mira for next year? Not the most exciting spud in the kitchen but the blight just doesn't seem to touch them. I'll save you a few seed potatoes if you want some.
""")
    # the name the commenter typed holds " @ ", which the talk block's syntax uses: written " AT " above
    ns = [Note(Seed(n.who.replace(" AT ", " @ "), n.body, n.parent, n.at), n.tags) for n in ns]
    piece = Piece(
        title,
        "Helen Trask",
        "2012-08-01T21:10:00+00:00",
        "August 1, 2012",
        """
Well, it was only a matter of time with the summer we've been having. I went down after work tonight and the Pink Fir Apples at the far end of plot 14 have got it: brown patches with that pale fuzzy edge on the underside of the leaves, and two of the stems have gone black just above the soil.

Trevor on plot 12 says his Desiree went at the weekend, and the committee has put a notice on the gate asking everyone to check their tomatoes as well. Mine are in the greenhouse so I'm keeping my fingers crossed.

I've cut all the foliage down to the ground, bagged it and taken it home for the council bin rather than putting it on the compost heap. The plan is to leave the tubers in for another fortnight to let the skins set and the spores die off before I lift them.

The first earlies and the Charlottes were all lifted back in July, so at least we have those. Annoying, but it could have been a lot worse. Next year I'm going to try a blight-resistant variety in that bed, suggestions welcome.
""",
        cats=("The Plots",),
        tags=("blight", "potatoes", "plot 14"),
    )
    side = (
        widget(
            "allotment",
            "Search",
            '<form role="search" method="get" id="searchform" action="/"><div><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Search" /></div></form>',
            "search-2",
        )
        + recent_comments(
            "allotment",
            """
Helen Trask | Courgette mountain, part three
Carol B | Courgette mountain, part three
Jen @ The Potting Bench | Blight has arrived on plot 14
Mike Lawton | The shed roof, finally
""",
        )
        + archive("allotment", "August 2012 | 2\nJuly 2012 | 6\nJune 2012 | 5\nMay 2012 | 7")
        + widget(
            "allotment",
            "Categories",
            links(
                ("Recipes", "Seed Swap", "The Plots", "The Shed", "Uncategorized"),
                "/category/",
                counts=("(14)", "(6)", "(41)", "(9)", "(3)"),
            ),
            "categories-2",
        )
        + blogroll(
            "allotment",
            "Allotment Diary of a Reluctant Gardener\nThe Potting Bench\nThe Veg Patch Diaries\nRHS Advice\nSeed Savers Exchange",
        )
    )
    after = wp_comments(
        "wp-blight",
        ns,
        f"One Response to <em>{esc(title)}</em>",
        before=ping(
            "Potato blight watch: week 31 round-up « The Veg Patch Diaries",
            "http://thevegpatchdiaries.wordpress.com/2012/08/02/blight-watch-week-31/",
        ),
    )
    return case(
        "cg-wp-blight",
        "discussion",
        "allotment",
        piece,
        Bits(after=after, side=side, ncomments=1),
        seeds(ns),
        path="/2012/08/01/blight-has-arrived-on-plot-14/",
        container="div#comments: h3#comments-title 'One Response to <em>TITLE</em>', ol.commentlist: li.post.pingback (a pingback), li.comment#li-comment-N (div.comment-author cite.fn NAME 'says:', div.comment-meta date, div.comment-body p, div.reply)",
        heading="One Response to Blight has arrived on plot 14",
        description="An allotment blog of 2012 on a WordPress default-like theme: a post on potato blight, 'One Response to …' with a pingback from another blog as the first item of the list and then the one comment (two paragraphs, the name linking to the commenter's blog); the sidebar's recent comments (the commenter's name among others), archives with counts, categories with counts, a blogroll; the reply form. Most awkward: the list holds two items of which one is a pingback; 'One Response' says one.",
        lookalikes=("a pingback beside the comment", "recent-comments widget"),
    )


def blogger_table() -> Case:
    ns = talk("""
Tom Ruddock @ March 12, 2012 at 7:14 AM :: That top came out beautiful, Greg. Love the figure in that cherry. // One tip on the drawer that sticks: rub some paraffin wax (an old candle stub works) on the runners and the bottom edges of the drawer sides. Did wonders on my wife's dresser. // Are you going to oil it first or go straight to the wipe-on poly?
""")
    piece = Piece(
        "Finally finished the Shaker end table",
        "Greg Halloran",
        "2012-03-11T21:41:00-05:00",
        "Sunday, March 11, 2012",
        """
Three months of Sundays later, the Shaker end table is done. Well, done except for finish. I started this back before Thanksgiving with a 6/4 cherry board from the lumber yard in Wooster and a set of plans from an old magazine my father-in-law gave me.

The legs are tapered on the two inside faces only, which I did on the table saw with a simple jig made from a scrap of plywood and two toggle clamps. The aprons are joined to the legs with mortise and tenon, the mortises chopped by hand because I still don't own a mortiser. Took forever, but they're tight.

The drawer was the part I was dreading. Half-blind dovetails at the front, through dovetails at the back. The first set was so bad they went straight in the stove. The second set is not pretty but it holds, and you only see it when you open the drawer. It sticks a little in humid weather, which I'm told is normal for a first drawer.

Next up: sanding to 220, then finish. My wife wants it by her side of the bed by Easter, so no pressure.
""",
        tags=("cherry", "end table", "projects", "Shaker"),
        time="9:41 PM",
    )
    side = (
        widget(
            "sawdust",
            "About Me",
            '<dl class="profile-datablock"><dt class="profile-data"><a href="#" class="profile-name-link g-profile">Greg Halloran</a></dt><dd class="profile-textblock">Insurance adjuster by day, weekend woodworker in a one-car garage in Orrville, Ohio. Mostly hand tools, some power, lots of mistakes.</dd></dl><a class="profile-link" href="#">View my complete profile</a>',
            "Profile",
        )
        + widget(
            "sawdust",
            "Followers",
            '<div id="Followers1-wrapper"><p>Followers (38)</p><div class="follower-grid">'
            + "".join(f'<img src="/_avatar/f{k}.svg" width="32" height="32" alt="" />' for k in range(12))
            + '</div><p><a href="#">Follow</a></p></div>',
            "Followers",
        )
        + blogroll(
            "sawdust",
            """
The Valley Workshop | Sharpening a card scraper, the easy way | 2 hours ago
Planer Shavings | Finally, a real bench | 1 day ago
Mitre Box Mike | Shop-made hold downs from a steel rod | 4 days ago
The Evening Joiner | A router table from kitchen cabinets | 1 week ago
""",
            "My Blog List",
        )
        + archive("sawdust", "2012 | 9\n2011 | 31\n2010 | 18")
    )
    after = blogger_comments("blogger-table", ns, "Greg Halloran")
    return case(
        "cg-blogger-table",
        "discussion",
        "sawdust",
        piece,
        Bits(after=after, side=side, ncomments=1),
        seeds(ns),
        path="/2012/03/finally-finished-shaker-end-table.html",
        container="div.comments#comments: h4 '1 comment:', dl#comments-block: dt.comment-author (avatar, a NAME, 'said...'), dd.comment-body p (paragraphs joined by <br>), dd.comment-footer (timestamp)",
        heading="1 comment:",
        description="A woodworking blog of 2012 on a Blogger template: a post on a finished end table, '1 comment:' with one comment of three paragraphs in Blogger's dl (the name in a dt 'NAME said...', the text in a dd with <br> between paragraphs, the date in another dd); 'Post a Comment', 'Newer Post / Older Post'; the sidebar's About Me, Followers, 'My Blog List' (four blogs with their latest post and how long ago) and the archive tree. Most awkward: the name, the text and the date are three sibling elements of a dl; the paragraphs are not elements.",
        lookalikes=("Blogger's blog list: blog, post title, time ago",),
    )


def typepad_damsons() -> Case:
    ns = talk("""
Margaret in Faversham @ October 18, 2011 at 09:32 PM :: We always make a damson chutney with the gin-soaked fruit, Philippa. Stone them (tedious, I know, put the radio on), then cook them down with onions, brown sugar, a little ginger and malt vinegar as you would any chutney. The gin flavour mostly cooks off but it leaves a lovely warmth. It's wonderful with cold pork on Boxing Day. // My mother used to dip them in dark chocolate too, but they never lasted long enough to go in a jar.
""")
    piece = Piece(
        "Damson gin, and what to do with the damsons afterwards",
        "Philippa Drew",
        "2011-10-17T10:05:00+01:00",
        "October 17, 2011",
        """
The damson tree at the bottom of the garden has outdone itself this year. After the jam, the crumble and two batches of damson cheese, there were still three carrier bags on the kitchen floor, so the gin has gone on.

My method is the one my grandmother used. Prick each damson with a fork, half fill a clean Kilner jar with them, add about a third of their weight in sugar and top up with the cheapest gin you can bear. Shake the jar every day for a week, then once a week until Christmas. It should be a deep plummy red by the beginning of December.

What I have never managed to do is use the fruit once the gin has been strained off. Last year they went on the compost heap, which felt like a terrible waste. Ideas, please, before December comes round again.
""",
        cats=("Preserves", "Recipes"),
        time="10:05 AM",
    )
    side = (
        widget(
            "kitchen",
            "About",
            '<p><img src="/_avatar/philippa.svg" width="150" height="150" alt="" /></p><p>I cook for a family of five on a teacher\'s salary in a village near Canterbury. Recipes tried at least twice before they go up here.</p>',
            "about",
        )
        + widget(
            "kitchen",
            "Recent Posts",
            links(
                (
                    "Damson gin, and what to do with the damsons afterwards",
                    "A very cheap beef and ale stew",
                    "Windfall apple cake (again)",
                    "The school bake sale: a post-mortem",
                ),
                "/",
            ),
            "recent-posts",
        )
        + widget(
            "kitchen",
            "Categories",
            links(("Baking", "Family suppers", "Preserves", "Recipes", "Store cupboard"), "/"),
            "categories",
        )
        + widget(
            "kitchen",
            "Blogs I read",
            links(("Frugal in Folkestone", "The Garden Cook", "Rachel's Larder", "The Pudding Club"), "/"),
            "links",
        )
        + widget(
            "kitchen",
            "Archives",
            links(("October 2011", "September 2011", "August 2011", "July 2011"), "/"),
            "archives",
        )
    )
    after = typepad_comments("typepad-damsons", ns)
    return case(
        "cg-typepad-damsons",
        "discussion",
        "kitchen",
        piece,
        Bits(after=after, side=side, ncomments=1),
        seeds(ns),
        path="/akitcheninkent/2011/10/damson-gin.html",
        container="div.comments#comments: h3 'Comments', div.comments-content: div.comment#comment-ID (div.comment-content p, then p.comment-footer 'Posted by: NAME | DATE')",
        heading="Comments",
        description="A cookery blog of 2011 on Typepad: a post on damson gin asking for ideas, its TrackBack section (empty), then 'Comments' with one comment of two paragraphs whose author comes after the text in 'Posted by: NAME | DATE'; a hidden 'Previewing your Comment' box with an empty 'Posted by:' line, the post-a-comment form; the sidebar's about, recent posts, categories, blogroll, archives. Most awkward: the name after the text; the only list around is the sidebar's.",
    )


def wpmag_phone() -> Case:
    title = "Hands-on with the Orbis One: a £99 Android phone that doesn't feel cheap"
    ns = talk("""
Dan K @ June 5, 2012 at 10:14 am :: Good write-up. Does it have an FM radio? That's the one thing my daughter keeps asking for and most of the cheap ones seem to have dropped it. Also, any word on whether it'll get Ice Cream Sandwich or is it stuck on Gingerbread forever?
  Ryan Castellano @ June 5, 2012 at 11:02 am [author] :: Hi Dan, yes, there's an FM radio app and it works with any headphones plugged in (they're the aerial). Orbis told me an update to 4.0 is "planned for later in the year" but wouldn't give a date, so I wouldn't buy it counting on that.
""")
    piece = Piece(
        title,
        "Ryan Castellano",
        "2012-06-04T14:30:00+01:00",
        "June 4, 2012",
        """
The Orbis One arrived on my desk on Friday, and after a weekend with it as my only phone I'm surprised to be writing this: for £99 on pay as you go, it's a perfectly decent Android handset.

The 3.5-inch screen is no match for the big names, and it runs Android 2.3 Gingerbread with a light skin of Orbis's own. But it's quick enough for email, Twitter and maps, and the battery got me through Saturday and most of Sunday before it needed a charge.

The camera is the weak point. Five megapixels sounds fine on paper, but indoors the pictures are grainy and the shutter lag is long enough to miss a toddler's smile. Outdoors in good light it is acceptable.

We'll have a full review with battery tests next week. For now, if you need a first smartphone for a teenager or a spare for the glovebox, it's worth a look.
""",
        cats=("News", "Android"),
        tags=("Android", "budget phones", "hands-on", "Orbis"),
    )
    before = author_box(
        "Ryan Castellano",
        "Ryan has written about mobile phones since the days of the Nokia 3310. He lives in Reading with two kids, one cat and too many chargers. Follow him on Twitter @ryancastellano.",
        '<p class="author-links"><a href="#">View all posts by Ryan Castellano</a> (214)</p>',
    ) + related(
        """
Orbis promises budget tablet for the autumn | A 7-inch Android tablet for under £130 is on the way, according to the company's UK boss.
Five apps to put on a teenager's first smartphone | From parental controls to the bus timetable, the apps we would install first.
Best pay-as-you-go deals this month | We round up the cheapest ways to keep a basic smartphone topped up.
"""
    )
    side = (
        newsletter(
            "pixel",
            "Get the week's phone news and the best deals in your inbox every Friday.",
            "Free newsletter",
        )
        + widget(
            "pixel",
            "Popular Posts",
            links(
                (
                    "iPhone 5 rumour round-up",
                    "Ten tips to make your battery last longer",
                    "Which network has the best 3G signal?",
                    "How to root your Android phone (and why you might not want to)",
                ),
                "/",
                counts=("(48 comments)", "(31 comments)", "(27 comments)", "(19 comments)"),
            ),
        )
        + cloud(
            "pixel",
            "Android:5, apps:3, BlackBerry:2, budget phones:2, deals:3, Galaxy:4, iOS:4, iPhone:5, Nokia:2, tablets:3, Windows Phone:1",
        )
        + widget(
            "pixel", "Follow us", "<p>Twitter: 2,418 followers · Facebook: 1,036 likes · RSS: 812 readers</p>"
        )
    )
    after = wp_comments("wpmag-phone", ns, f"2 thoughts on &ldquo;{esc(title)}&rdquo;", variant="mag")
    return case(
        "cg-wpmag-phone",
        "discussion",
        "pixel",
        piece,
        Bits(before=before, after=after, side=side, ncomments=2),
        seeds(ns),
        path="/2012/06/04/hands-on-orbis-one/",
        container="div#comments: h3 '2 thoughts on “TITLE”', ol.commentlist > li.comment (div.comment-body: div.comment-author cite.fn NAME 'says:', div.commentmetadata, p, div.reply), the author's reply in ul.children (li.bypostauthor)",
        heading="2 thoughts on “Hands-on with the Orbis One: a £99 Android phone that doesn't feel cheap”",
        description="A phone blog of 2012 on a WordPress magazine theme: a hands-on post, share buttons with counts above and below, an author box about the post's author, three related posts with excerpts, then '2 thoughts on …' with one reader's question and the post author's answer nested under it (bypostauthor); popular posts with comment counts, a newsletter box, a tag cloud, follower counts, ads. Most awkward: the author's name in the byline, the author box and the reply; related posts with excerpts right above the comments.",
        lookalikes=("related posts with excerpts", "popular posts with comment counts"),
    )


def threads_cg() -> list[Case]:
    return [wp_blight(), blogger_table(), typepad_damsons(), wpmag_phone()]
