"""Blind set CC: three plain article pages of 2012 without any reader comment, with the era's furniture: an Irish
regional daily whose comments are closed (most commented with counts, death notices, a poll's results, "You might
also like"); a gadget blog on a magazine theme with no comment yet ("Leave a Reply", recent comments of other posts,
the blog's tweets, related posts with excerpts); a Canadian daily with "0 Comments" over an empty box (letters to the
editor teasers, most read, a community calendar). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cc_common import (
    Bits,
    Case,
    Piece,
    ad,
    also_like,
    author_box,
    box,
    case,
    newsletter,
    popular,
    recent_comments,
    related,
    tag_cloud,
    tweets,
)


def shannon_closed() -> Case:
    after = (
        also_like(
            "shannon",
            [
                "Cruises Street traders say footfall down 20 per cent",
                "Thomond Park to host Ireland v Samoa",
                "Ennis bypass: two years on",
            ],
        )
        + '<div class="sh-comm"><h3>Comments</h3><p class="sh-closed">Comments are closed on this article.</p>'
        '<p class="sh-small">Comments are automatically closed seven days after publication. Read our <a href="/house-rules">house rules</a>.</p></div>'
    )
    side = (
        popular(
            "shannon",
            "Most Commented",
            """
Water charges: what Limerick households will pay | 212
Councillor calls for Cruises Street to be pedestrianised | 88
Shannon Airport passenger numbers fall again | 64
""",
            "comments",
        )
        + box(
            "shannon",
            "Readers' Poll",
            "<p>Should Arthur's Quay become a park?</p><ul><li>Yes, it's long overdue <b>58%</b></li><li>No, build a car park <b>27%</b></li>"
            "<li>Don't know <b>15%</b></li></ul><p><small>1,044 votes</small></p>",
        )
        + box(
            "shannon",
            "Death Notices",
            "<ul><li><b>O'DWYER, Bridget (Bridie)</b>, Castleconnell. Reposing at Cross's Funeral Home Thursday from 5pm.</li>"
            "<li><b>McNAMARA, Patrick (Paddy)</b>, Sixmilebridge, Co Clare. Funeral Mass Friday at 11am.</li>"
            "<li><b>HARTIGAN, Noreen</b>, Ballinacurra Gardens. Private cremation.</li></ul>",
        )
        + newsletter(
            "shannon",
            "The Herald's morning briefing: the day's news from Limerick, Clare and North Kerry at 7am.",
        )
        + ad("shannon", "300x250")
    )
    piece = Piece(
        "City council approves €1.2m plan for Arthur's Quay park",
        "By Siobhán Carey",
        "2012-05-02T18:20:00+01:00",
        "Wednesday, May 02, 2012",
        """
Limerick City Council has approved a €1.2 million plan to turn the Arthur's Quay site into a public park, ending almost a decade of uncertainty over the riverside plot.

Councillors voted 13 to 4 at Monday night's meeting in favour of the plan, which will see the derelict car park and shopping centre forecourt replaced with lawns, a children's playground and a boardwalk along the Shannon.

Work is expected to begin in September and to take about nine months. The council's director of services, Declan Moran, said the project would be funded by a national urban renewal grant and the sale of two council-owned buildings on Henry Street.

Traders on nearby Patrick Street welcomed the decision. "Anything that brings families back into the city centre on a Saturday is good news for us," said Gerry Fitzgibbon, who has run a shoe shop on the street for 31 years.

Four independent councillors voted against, saying the site should be kept for a multi-storey car park.
""",
        dek="Derelict riverside site to get lawns, a playground and a boardwalk by next summer",
        section="News",
        tags=("Limerick City Council", "Arthur's Quay", "urban renewal"),
        caption="An artist's impression of the planned park at Arthur's Quay.",
    )
    return case(
        "cc-shannon-closed",
        "lookalike",
        "shannon",
        piece,
        Bits(
            after=after,
            side=side,
            style=".sh-closed{font-style:italic;color:#777}.sh-small{font-size:11px;color:#999}.sh-thumb{display:inline-block;width:120px;font-size:11px;vertical-align:top}",
            top="Limerick 13°C Showers",
        ),
        [],
        path="/news/local/city-council-approves-1-2m-plan-for-arthur-s-quay-park-1-3921874",
        container="(no discussion) div.sh-comm: h3 'Comments', 'Comments are closed on this article.'",
        heading=None,
        description="An Irish regional daily of 2012 without any reader comment: a council story, 'You might also like' with thumbnails, a 'Comments' heading over 'Comments are closed on this article.'; most commented with counts, a readers' poll's results, death notices (bold names, places, a sentence), a newsletter box, an ad. Most awkward: a comments heading with nothing under it, death notices of named people with a sentence each.",
        lookalikes=("death notices", "most commented with counts", "a poll's results"),
    )


def gadget_none() -> Case:
    after = (
        related(
            "gadget",
            """
Hands on: the Lumio 4 is the best Android phone nobody will buy | We spent a week with the Lumio 4. The screen is gorgeous, the battery is not.
Tablet sales: the numbers everyone is getting wrong | Shipments are not sales, and sales are not usage. A quick guide for the confused.
Five apps that will save your phone's battery this summer | Most battery savers are snake oil. These five actually work.
""",
            "Related Posts",
        )
        + author_box(
            "gadget",
            "Nick Aldana",
            "Nick has been reviewing phones since they had antennas. He lives in Austin with too many chargers.",
        )
        + '<div id="gg-respond"><h3>Leave a Reply</h3><p>Your email address will not be published. Required fields are marked *</p>'
        '<form action="/wp-comments-post.php" method="post"><p>Name * <input name="author"></p><p>Email * <input name="email"></p>'
        '<p><textarea name="comment" rows="6" cols="45"></textarea></p><p><input type="submit" value="Post Comment"></p></form></div>'
    )
    side = (
        box(
            "gadget",
            "Follow Us",
            "<p>RSS <b>12,400</b> readers · Twitter <b>8,911</b> followers · Facebook <b>5,302</b> likes</p>",
        )
        + recent_comments(
            "gadget",
            """
Jordan P. | Hands on: the Lumio 4 is the best Android phone nobody will buy
techmom72 | Five apps that will save your phone's battery this summer
Nick Aldana | Hands on: the Lumio 4 is the best Android phone nobody will buy
Raj | Tablet sales: the numbers everyone is getting wrong
""",
        )
        + tweets(
            "gadget",
            "gadgetgrotto",
            """
Review: the Brightline X2 e-reader is lighter than your paperback. Is that enough? http://t.co/b81f | 3 hours ago
Rumour roundup: what we know about the next big phone launch (not much) | yesterday
Our giveaway winner has been picked! Check your inbox, @hannahlikespie | 2 days ago
""",
        )
        + popular(
            "gadget",
            "Most Popular",
            """
Hands on: the Lumio 4 is the best Android phone nobody will buy | 143
Five apps that will save your phone's battery this summer | 98
How to root your phone without bricking it (probably) | 77
""",
            "comments",
        )
        + ad("gadget", "300x250")
        + tag_cloud(
            "gadget",
            "Android:16, e-readers:12, tablets:14, batteries:10, deals:9, giveaway:8, reviews:15, rumours:11",
        )
    )
    piece = Piece(
        "Review: The Brightline X2 E-Reader Is Lighter Than Your Paperback",
        "Nick Aldana",
        "2012-05-08T10:00:00-05:00",
        "May 8, 2012 at 10:00 am",
        """
The Brightline X2 weighs 170 grams. That is less than the paperback I was reading on the plane last week, and it is the first thing you notice when you pick it up.

The screen is the same six-inch E Ink panel as last year's model, but the new front light makes a real difference in bed. There are eight brightness steps; I used the second one almost all the time.

Battery life is rated at six weeks with the light on for half an hour a day. In two weeks of heavy use I went from full to 61 percent, which suggests that number is about right.

The store is still the weak point. Prices are fine, but the selection of older titles is thin, and side-loading your own books still means a cable and a desktop program from 2009.

At $119 it is a very good e-reader. If you already own last year's model, keep it.

Verdict: 4 out of 5.
""",
        section="Reviews",
        tags=("e-readers", "Brightline", "reviews"),
        caption="The Brightline X2 next to a paperback for scale.",
    )
    return case(
        "cc-gadget-none",
        "lookalike",
        "gadget",
        piece,
        Bits(
            after=after,
            side=side,
            style=".gg-topbar{background:#222;color:#ccc;font-size:11px;padding:3px 10px}.gg-head{padding:10px;overflow:hidden}.gg-logo{font:bold 30px Arial;color:#e65100;text-decoration:none}.gg-ex{font-size:11px;color:#777;margin:0}",
            top="Rumour roundup: what we know about the next big phone launch",
            inside=also_like(
                "gadget",
                ["Hands on: the Lumio 4", "Five apps that will save your battery", "How to root your phone"],
            ),
        ),
        [],
        path="/2012/05/08/review-brightline-x2/",
        container="(no discussion) div#gg-respond: 'Leave a Reply' form only",
        heading=None,
        description="A gadget blog of 2012 on a magazine theme without any reader comment: an e-reader review with 'You might also like' thumbnails, related posts with excerpts, an author box and an empty 'Leave a Reply' form; follower counts, recent comments of other posts (names and post titles), the blog's tweets, most popular with counts, a tag cloud, a breaking strip. Most awkward: the recent-comments widget and the tweets are the only name-and-text lists on a page whose reply form says a discussion could be here.",
        lookalikes=("recent comments of other posts", "the blog's tweets"),
    )


def fraser_zero() -> Case:
    after = (
        '<div class="fv-comments"><h3>Comments (0)</h3><p>There are no comments yet. Be the first to comment on this story.</p>'
        '<p class="fv-small">To comment, <a href="/login">log in</a> or <a href="/register">register</a>. Comments that break our '
        '<a href="/guidelines">guidelines</a> will be removed.</p></div>'
    )
    side = (
        box(
            "fraser",
            "Letters to the Editor",
            '<ul><li><a href="/opinion/letters/1">Letter: Mission needs a second bridge, not another study</a><br><small>Dale Hutchings, Mission</small></li>'
            '<li><a href="/opinion/letters/2">Letter: Thank you to the nurses of ward 4B</a><br><small>Amrit Gill, Abbotsford</small></li>'
            '<li><a href="/opinion/letters/3">Letter: Berry farm workers deserve better housing</a><br><small>Jo-Anne Pelletier, Chilliwack</small></li></ul>',
        )
        + popular(
            "fraser",
            "Most Read",
            """
Abbotsford council approves Clearbrook condo towers | 5,420
Heat win 4-2 to take series lead | 3,877
Sumas Prairie flooding: what you need to know | 2,960
""",
            "reads",
        )
        + box(
            "fraser",
            "Community Calendar",
            "<ul><li><b>May 12</b> Mission Rotary pancake breakfast, 8 a.m., Heritage Park</li>"
            "<li><b>May 13</b> Mother's Day tea, Clearbrook Library, 2 p.m.</li><li><b>May 19</b> Fraser Valley Bike Swap, Exhibition Park</li></ul>",
        )
        + ad("fraser", "300x250")
    )
    piece = Piece(
        "Strawberry growers brace for late season after cold, wet spring",
        "Marnie Dhaliwal, The Record",
        "2012-05-09T05:00:00-07:00",
        "Wednesday, May 9, 2012 5:00 AM",
        """
Fraser Valley strawberry growers say the season will start at least two weeks late this year after one of the coldest and wettest springs on record.

"We'd normally have the first berries at the stand by the last week of May," said Harjit Sandhu, who farms 40 acres on Sumas Prairie. "This year I'll be happy if we're picking by the middle of June."

Environment Canada recorded 211 millimetres of rain at Abbotsford airport in April, nearly twice the normal amount, and daytime highs stayed below 15 degrees for most of the month.

The late start is not necessarily bad news for buyers. Growers say the cool weather tends to produce larger, sweeter berries, as long as June stays dry.

The B.C. Strawberry Growers Association expects this year's crop to be close to last year's, at about 2,500 tonnes.
""",
        dek="Season expected to start two weeks behind after record April rain",
        section="Business",
        tags=("agriculture", "strawberries", "weather"),
        caption="Harjit Sandhu checks his plants on Sumas Prairie on Tuesday.",
    )
    return case(
        "cc-fraser-zero",
        "lookalike",
        "fraser",
        piece,
        Bits(
            after=after, side=side, style=".fv-small{font-size:11px;color:#888}", top="Abbotsford 12°C Rain"
        ),
        [],
        path="/business/strawberry-growers-brace-for-late-season-1-1482210",
        container="(no discussion) div.fv-comments: h3 'Comments (0)', 'There are no comments yet.'",
        heading=None,
        description="A Canadian daily of 2012 without any reader comment: a farm story, 'Comments (0)' over 'There are no comments yet. Be the first to comment on this story.'; letters to the editor teasers (a title and the writer's name and town), most read with counts, a community calendar, an ad. Most awkward: a comments heading with a zero count, the letters' writers' names and towns in the rail.",
        lookalikes=("letters to the editor teasers", "most read with counts", "a community calendar"),
    )


def plain_cc() -> list[Case]:
    return [shannon_closed(), gadget_none(), fraser_zero()]
