"""Blind set CK: two plain pages with the era's furniture and no reader comment: a US town paper's story on a school
budget ("0 Comments", a sign-in box, most commented with counts, obituaries, classifieds, a poll) and a Leeds food
blog's restaurant review on WordPress ("No comments yet", recent comments of other posts, a Twitter widget as
saved, top commenters with counts, related posts). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ck_common import Case, Parts, Post, case, esc, lis, widget


def harbour_budget() -> Case:
    after = (
        '<div class="pe-talk" id="pe-talk"><h3>Comments</h3><p class="pe-count">0 Comments</p>'
        "<p>Be the first to comment on this story.</p>"
        '<div class="pe-login"><p>You must be logged in to comment. <a href="/login">Log in</a> or <a href="/register">create an account</a>.</p>'
        '<p class="pe-rules">Keep it civil. No personal attacks, profanity or libel. The Gazette reserves the right to remove comments.</p></div></div>'
    )
    side = (
        widget(
            "nw-harbour",
            "Most commented",
            lis(
                """
Council OKs ferry fare increase | 47
Letter: Harbor Road bike lane a waste | 31
Kittle Point lighthouse to reopen in May | 22
Sea Dogs fall to Rockland in OT | 12
""",
                "ol",
                "{a} ({b})",
            ),
        )
        + widget(
            "nw-harbour",
            "Obituaries",
            lis(
                """
Eleanor M. (Pratt) Haskell, 91 | Port Ellery
Donald J. Tibbetts, 67 | Kittle Harbor
Rose Ann Furbish, 84 | formerly of Bath
""",
                fmt="{a}<br><small>{b}</small>",
            ),
        )
        + widget(
            "nw-harbour",
            "Poll",
            '<p>Should the school district cut the middle school band program?</p><ul><li>Yes (21%)</li><li>No (70%)</li><li>Unsure (9%)</li></ul><p>Votes: 388 · <a href="/polls">Past polls</a></p>',
        )
        + widget(
            "nw-harbour",
            "Classifieds",
            lis(
                """
FOR SALE: 16' aluminum skiff w/ 25hp Johnson, $1,800 | 555-0148
FIREWOOD: seasoned, cut & split, $210/cord delivered | 555-0193
HELP WANTED: line cook, The Wharf Rat, year-round | apply in person
""",
                fmt="{a} <small>{b}</small>",
            ),
        )
        + widget(
            "nw-harbour",
            "Tides",
            "<p>High 6:42 am (9.8 ft) · Low 12:55 pm (0.6 ft) · High 7:04 pm (10.2 ft)</p>",
        )
    )
    post = Post(
        "School board weighs $1.2 million in cuts",
        "By Gail Thibodeau, Staff Writer",
        "2012-02-16T05:00:00-05:00",
        "Thursday, February 16, 2012",
        """
The Port Ellery School Board on Tuesday night began the painful work of closing a $1.2 million gap in next year's budget, with options on the table ranging from a four-day week for the district's bus garage to cutting the middle school band program.

Superintendent Carol Brackett told the board that a drop in state subsidy, rising heating oil prices and the end of federal stimulus money had left the district with "no good choices, only less bad ones."

Among the options presented: eliminating two teaching positions through retirement, delaying the replacement of the high school's 1978 boiler for another year, and asking the towns of Kittle Harbor and South Ellery to pay a larger share of the regional budget.

Band parents packed the Ellery Middle School library for the meeting. "Music is not an extra," said parent Tom Kinney, whose two children play trumpet. "For some of these kids it's the only reason they come to school."

The board will hold a public hearing on the budget March 6 at 7 p.m. A final vote is expected March 20.
""",
        dek="Band program, bus garage among options as state aid falls",
        section="Schools",
        tags=("school board", "budget", "Port Ellery"),
        caption="Parents and students fill the Ellery Middle School library Tuesday night. Staff photo by Jim Soule",
    )
    return case(
        "ck-harbour-budget-plain",
        "lookalike",
        "nw-harbour",
        post,
        Parts(
            after=after,
            side=side,
            breaking="Route 1 closed at Kittle Bridge after crash, detour via Route 130",
        ),
        [],
        path="/news/local/2012/02/16/school-board-weighs-cuts.html",
        container="div#pe-talk: h3 'Comments', '0 Comments', 'Be the first to comment on this story.', a login box",
        heading="Comments",
        description="A Maine town paper of 2012: a story on a school budget with an empty comment area ('0 Comments', 'Be the first to comment', the rules), a breaking-news bar, most commented with counts, obituaries, a poll, classifieds, tides. No reader comment: the extractor should return nothing.",
        lookalikes=("most commented with counts", "obituaries", "classifieds"),
    )


def spoon_review() -> Case:
    after = (
        '<div id="comments" class="gs-comments"><h3>No Comments Yet</h3><p>Be the first to share your thoughts!</p>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><p><input name="author" type="text"> Name (required)</p>'
        '<p><input name="email" type="text"> Mail (will not be published) (required)</p><p><input name="url" type="text"> Website</p>'
        '<p><textarea name="comment" rows="6" cols="50"></textarea></p><p><input type="submit" value="Submit Comment"></p>'
        '<p><input type="checkbox" name="cl"> CommentLuv: show my last blog post</p></form></div></div>'
    )
    tweets = "".join(
        f'<li><span class="tw-name">{esc(n)}</span> {esc(t)} <a class="tw-time" href="https://twitter.com/greedyspoon">{esc(w)}</a></li>'
        for n, t, w in (
            (
                "greedyspoon",
                "Just had the best bánh mì of my life at Pho Saigon Kitchen on Vicar Lane. Review up Friday.",
                "2 hours ago",
            ),
            (
                "greedyspoon",
                "@LeedsFoodieGal yes! The pork belly. Don't skip the pickled carrots.",
                "5 hours ago",
            ),
            (
                "greedyspoon",
                "New post: Brass Monkey, Chapel Allerton: small plates, big prices? http://t.co/x8Ffk2",
                "1 day ago",
            ),
        )
    )
    side = (
        widget(
            "bl-spoon",
            "About me",
            "<p>I'm Jess, a nurse by day and a greedy eater by night. I pay for every meal I review. Mostly.</p>",
        )
        + widget(
            "bl-spoon",
            "Recent Comments",
            lis(
                """
Tom Pearce on Pho Saigon Kitchen | That pork belly is worth crossing town for.
LeedsFoodieGal on Ten Leeds breakfasts ranked | No Café Moor? Outrageous!
Jess on Ten Leeds breakfasts ranked | Café Moor is coming in part two, promise.
""",
                fmt="{a}: <em>{b}</em>",
            ),
        )
        + widget(
            "bl-spoon",
            "Top Commenters",
            lis(
                "LeedsFoodieGal | 48\nTom Pearce | 31\nHungry in Headingley | 19\nMags | 12", fmt="{a} ({b})"
            ),
        )
        + widget(
            "bl-spoon",
            "Twitter",
            f'<ul class="tw">{tweets}</ul><p><a href="https://twitter.com/greedyspoon">Follow @greedyspoon</a></p>',
        )
        + widget(
            "bl-spoon",
            "Categories",
            lis("Cafés | 24\nCurry | 17\nFine dining | 6\nPubs | 19\nRecipes | 28", fmt="{a} ({b})"),
        )
    )
    post = Post(
        "Brass Monkey, Chapel Allerton: small plates, big prices?",
        "by Jess",
        "2012-11-02T18:00:00+00:00",
        "November 2, 2012",
        """
Brass Monkey opened in the old bank on Harrogate Road in September and I've been trying to get a table ever since. Last Thursday, finally, I got one: a wobbly two-top by the kitchen pass, which turned out to be the best seat in the house.

The menu is all small plates, which the waitress explained meant "three or four per person". At between £6 and £11 a plate, you can do the maths. We had five between two of us and left properly full, but the bill was £74 with a bottle of the house red.

The highlights: a crisp square of ham hock terrine with piccalilli that tasted like someone's grandmother made it, and a bowl of mussels in cider and leek that I'd go back for tomorrow. The disappointments: a "deconstructed" fish pie that was really just three bits of fish on a smear of mash, and a chocolate pot so small I could have eaten it in one spoonful (I did).

Service was friendly and fast, even on a packed night. It's loud, though. Bring someone you don't need to talk to.

Verdict: 7/10. Go for the mussels, skip the fish pie, and eat a sandwich before you go.
""",
        tags=("Chapel Allerton", "small plates", "review"),
    )
    related = (
        '<div class="gs-related"><h4>You might also like:</h4><ul><li><a href="/pho-saigon-kitchen/">Pho Saigon Kitchen, Vicar Lane</a> (14 comments)</li>'
        '<li><a href="/ten-leeds-breakfasts/">Ten Leeds breakfasts ranked</a> (27 comments)</li><li><a href="/the-wharf/">The Wharf, Granary Wharf</a> (3 comments)</li></ul></div>'
    )
    return case(
        "ck-spoon-review-plain",
        "lookalike",
        "bl-spoon",
        post,
        Parts(inside=related, after=after, side=side),
        [],
        path="/2012/11/02/brass-monkey-chapel-allerton/",
        container="div#comments: h3 'No Comments Yet' and the reply form",
        heading="No Comments Yet",
        description="A WordPress food blog of 2012: a restaurant review with no comment yet ('No Comments Yet', the form with a CommentLuv box), related posts with comment counts, recent comments of other posts, top commenters with counts, a Twitter widget as saved (three tweets), categories with counts. No reader comment: the extractor should return nothing.",
        lookalikes=("recent comments of other posts", "tweets", "top commenters"),
    )


def plain_ck() -> list[Case]:
    return [harbour_budget(), spoon_review()]
