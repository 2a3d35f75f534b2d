"""Blind set CG: three article pages of 2012-2013 without any reader comment, with the era's furniture: a recipe blog
on a WordPress default-like theme (the reply form, recent comments of other posts, a tag cloud, a blogroll, a
newsletter box); a local weekly's story ("Be the first to comment", related stories with excerpts, most popular,
share counts); a fishing site on a WordPress magazine theme ("Comments are closed.", an author box, related posts,
popular posts with comment counts). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cg_common import (
    Bits,
    Case,
    Piece,
    archive,
    author_box,
    blogroll,
    case,
    cloud,
    esc,
    links,
    newsletter,
    recent_comments,
    related,
    widget,
    wp_comments,
)


def plain_pantry() -> Case:
    piece = Piece(
        "Fifteen-minute chorizo and chickpea stew",
        "Sophie Marland",
        "2013-01-22T19:00:00+00:00",
        "January 22, 2013",
        """
This is the supper I make when I get in at half past six, the children are starving and the fridge looks empty. The only thing you really need is a piece of chorizo, and I always keep one in the door of the fridge for exactly this reason.

Slice 100g of chorizo into coins and fry it in a dry pan until the red oil runs. Add a sliced onion and a crushed clove of garlic and cook for five minutes. Tip in a tin of chopped tomatoes, a drained tin of chickpeas and a handful of spinach, and simmer for five minutes more.

Season, squeeze in a little lemon and serve with crusty bread. Serves four hungry people or two very greedy ones. If you have a spoonful of smoked paprika, add it with the garlic.
""",
        cats=("Recipes", "Quick suppers"),
        tags=("chickpeas", "chorizo", "one pot", "15 minutes"),
    )
    side = (
        newsletter("pantry", "New recipes every Tuesday and Friday, straight to your inbox.")
        + recent_comments(
            "pantry",
            """
Lucy H | Sausage and lentil traybake
Sophie Marland | Sausage and lentil traybake
Anna from Leeds | Meal plan: week 3
Martin | The only flapjack recipe you need
""",
        )
        + cloud(
            "pantry",
            "batch cooking:3, chicken:4, chorizo:2, freezer:2, lentils:3, meal plans:5, one pot:4, pasta:5, soup:3, traybakes:2, vegetarian:4",
        )
        + blogroll(
            "pantry",
            "Cooking on a Bootstrap\nThe Frugal Family Kitchen\nMeals in Minutes\nThe Lunchbox Diaries",
        )
        + archive("pantry", "January 2013 | 8\nDecember 2012 | 11\nNovember 2012 | 9")
    )
    inside = (
        '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><ul><li class="share-twitter"><a href="#">Twitter <span class="share-count">12</span></a></li>'
        '<li class="share-facebook"><a href="#">Facebook <span class="share-count">38</span></a></li><li class="share-pinterest"><a href="#">Pinterest <span class="share-count">61</span></a></li>'
        '<li class="share-email"><a href="#">Email</a></li><li class="share-print"><a href="#">Print</a></li></ul></div>'
        '<div id="jp-post-flair"><div class="sharedaddy sd-like"><h3 class="sd-title">Like this:</h3><p>Like Loading...</p></div></div>'
    )
    after = wp_comments("plain-pantry", [], "")
    return case(
        "cg-plain-pantry",
        "lookalike",
        "pantry",
        piece,
        Bits(inside=inside, after=after, side=side),
        [],
        path="/2013/01/22/fifteen-minute-chorizo-and-chickpea-stew/",
        container="(no comment) div#comments empty, div#respond 'Leave a Reply' form",
        heading=None,
        description="A recipe blog of 2013 on a WordPress default-like theme without any comment: the post, share buttons with counts and a 'Like this:' box, an empty comments area and the 'Leave a Reply' form; the sidebar's newsletter box, recent comments on other posts (names and post titles), a tag cloud, a blogroll, archives with counts. Most awkward: the recent-comments widget, the only names on the page besides the author's.",
        lookalikes=("recent-comments widget of other posts",),
    )


def plain_tractor() -> Case:
    piece = Piece(
        "Young Farmers' tractor run raises £3,100 for air ambulance",
        "Advertiser reporter",
        "2012-09-13T10:00:00+01:00",
        "September 13, 2012",
        """
More than 60 tractors, from a 1948 Ferguson to a brand new 200-horsepower Fendt, set off from Ashby Market Square on Sunday for the Ashby Vale Young Farmers' Club's annual charity run.

The 28-mile route took in Upper Wyke, Saltley and Cold Harbour before finishing at Manor Farm, where the club served a hog roast to drivers and spectators.

Club secretary Emma Pryce said the day had raised £3,100 for the county air ambulance. "The air ambulance has been out to farms in the vale three times this year," she said. "It's a cause that's close to everyone here."

Next year's run will be on the second Sunday in September.
""",
        cats=("Farming",),
        tags=("Young Farmers", "air ambulance", "charity", "tractors"),
    )
    before = related(
        """
Ploughing match: results from Saltley | Father and son took first and second place in the vintage class at Saturday's match.
Air ambulance lands on A44 after crash | A motorcyclist was flown to hospital after a collision near Cold Harbour.
""",
        "Related Stories",
    )
    after = (
        '<div id="comments"><h3>Be the first to comment on this story</h3><p class="nocomments">No comments yet.</p></div>'
        '<div id="respond"><h3>Leave a Comment</h3><p>You must be <a href="/wp-login.php">logged in</a> to post a comment.</p></div>'
    )
    side = (
        widget(
            "ashby",
            "Most Popular",
            "<ol>"
            + "".join(
                f'<li><a href="#">{esc(t)}</a></li>'
                for t in (
                    "Bypass plans go on show next week",
                    "Young Farmers' tractor run raises £3,100 for air ambulance",
                    "School bus fares to rise",
                    "Ashby Town 2, Wyke Rovers 2",
                )
            )
            + "</ol>",
        )
        + widget(
            "ashby",
            "Livestock Market",
            "<p>Ashby Market, Tuesday: prime lambs averaged 178p/kg; cull ewes to £86; store cattle a good trade.</p>",
        )
        + widget("ashby", "Weather", "<p>Ashby Vale: 17°C, cloudy, showers later</p>")
        + widget(
            "ashby",
            "Jobs",
            links(
                ("Farm worker, Upper Wyke", "Part-time receptionist, Ashby surgery", "HGV driver, Class 1"),
                "/jobs/",
            ),
        )
    )
    return case(
        "cg-plain-tractor",
        "lookalike",
        "ashby",
        piece,
        Bits(before=before, after=after, side=side),
        [],
        path="/2012/09/13/young-farmers-tractor-run-raises-3100/",
        container="(no comment) div#comments 'Be the first to comment on this story' 'No comments yet.'",
        heading=None,
        description="A local weekly's website of 2012 without any comment: a story on a charity tractor run with a share bar with counts, two related stories with excerpts, 'Be the first to comment on this story' and 'No comments yet.', a logged-in-only form; the rail's most popular, livestock market prices, the weather, jobs. Most awkward: an empty comment heading and related stories with excerpts where comments would be.",
        lookalikes=("related stories with excerpts",),
    )


def plain_pond() -> Case:
    piece = Piece(
        "Venue guide: Hollow Pond, Fenwick",
        "Mark Thewlis",
        "2012-05-17T08:00:00+01:00",
        "May 17, 2012",
        """
Hollow Pond is a two-acre estate lake run by Fenwick Angling Club, tucked away behind the church at Fenwick. It holds a good head of carp to mid-doubles, tench, bream and some lovely crucians.

There are 22 pegs, all with level wooden platforms, and the car park is close enough to barrow your gear. Pegs 8 to 12 along the reed bed are the ones to draw in summer, when the tench feed hard at first light.

Day tickets are £7 from the bailiff on the bank, £5 for juniors and OAPs. No night fishing, barbless hooks only and no keepnets for carp. The club holds an open match on the first Sunday of every month from April to October.
""",
        cats=("Venues",),
        tags=("carp", "day ticket", "Fenwick", "tench"),
    )
    before = author_box(
        "Mark Thewlis",
        "Mark has fished the lakes and rivers of the Midlands for thirty years and runs Tight Lines Online in his spare time.",
    ) + related(
        """
Venue guide: Sandy Lane Fishery | Three lakes, one of them a specimen water, with a café and tackle shop on site.
Tench tactics for early summer | Lift method, maggots and a bit of patience: how to catch tench at dawn.
Match results: Fenwick open, May 6 | A 38lb net of carp and skimmers took the honours from peg 11.
"""
    )
    after = '<div id="comments"><p class="nocomments">Comments are closed.</p></div>'
    side = (
        widget(
            "tightlines",
            "Popular Posts",
            links(
                (
                    "Best baits for crucian carp",
                    "Venue guide: Sandy Lane Fishery",
                    "Is the close season still needed?",
                    "Pole or feeder on a windy day?",
                ),
                "/",
                counts=("(23 comments)", "(17 comments)", "(64 comments)", "(9 comments)"),
            ),
        )
        + newsletter("tightlines", "Match results and venue news every Thursday.", "Tight Lines by email")
        + cloud(
            "tightlines",
            "bream:2, carp:5, feeder:3, match results:4, pole:3, rivers:2, tench:3, venues:5, winter:1",
        )
        + widget(
            "tightlines",
            "Sponsors",
            '<p><img src="/_avatar/sp1.svg" width="140" height="60" alt="Fenwick Tackle" /> <img src="/_avatar/sp2.svg" width="140" height="60" alt="Riverside Baits" /></p>',
        )
    )
    return case(
        "cg-plain-pond",
        "lookalike",
        "tightlines",
        piece,
        Bits(before=before, after=after, side=side),
        [],
        path="/2012/05/17/venue-guide-hollow-pond-fenwick/",
        container="(no comment) div#comments p.nocomments 'Comments are closed.'",
        heading=None,
        description="A coarse-fishing site of 2012 on a WordPress magazine theme without any comment: a venue guide with share buttons with counts above and below, an author box, three related posts with excerpts, 'Comments are closed.'; popular posts with comment counts, a newsletter box, a tag cloud, sponsors, ads. Most awkward: an author box and related posts with excerpts where comments would be; comment counts in the sidebar.",
        lookalikes=("author box", "related posts with excerpts", "popular posts with comment counts"),
    )


def plain_cg() -> list[Case]:
    return [plain_pantry(), plain_tractor(), plain_pond()]
