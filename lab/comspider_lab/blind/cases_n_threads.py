"""Blind set N: discussions under posts of WordPress, Thesis-like, Blogger, Typepad-like and Movable Type-like blogs
and a US local paper of about 2012 (written from memory of their general shape, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_n_common import (
    PartsK,
    av,
    box,
    esc,
    make,
    ps,
    rail,
    reply_form,
    rows,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: WordPress, threaded, with pingbacks


def wp_pingbacks() -> Case:
    c = thread(
        """
Marjorie Tate | March 3, 2012 at 4:19 pm | - | We tried the cardboard method on our back beds last fall and it worked better than anything. The worms love it. Did you wet the cardboard first?
Backyard Almanac | March 3, 2012 at 5:02 pm | 0 | Yes, soaked it with the hose until it was floppy, then six inches of leaves on top. Otherwise it just blows into the neighbor's yard.
Marjorie Tate | March 3, 2012 at 5:40 pm | 1 | Ha! That's exactly what happened to ours the first time.
Dale from Zanesville | March 3, 2012 at 7:15 pm | - | How do you keep the voles out? They tunneled right under our leaf mulch and ate every sweet potato.
Heidi K. | March 4, 2012 at 8:31 am | 3 | Dale, hardware cloth under the bed is the only thing that has ever worked for us. Expensive but it lasts.
Sam Whitcombe | March 4, 2012 at 9:50 am | - | Great post. I'd add that you shouldn't use glossy cardboard, the coating doesn't break down.
Lorraine | March 4, 2012 at 12:12 pm | - | Printed this out for our community garden meeting on Tuesday. Thank you!
Ben Ostrowski | March 5, 2012 at 6:44 am | - | No-dig has changed my life, or at least my back. Three years now and the soil is black.
Priya Nair | March 5, 2012 at 10:27 pm | - | Does this work on heavy clay? Our yard is basically a brick.
"""
    )
    pingbacks = {
        5: (
            "Lasagna beds, round two « Muddy Boots Diary",
            "[...] Backyard Almanac has a good walk-through of the cardboard method [...]",
        ),
        7: ("Links for the weekend | The Potting Bench", "[...] no-dig beds from the Ohio hills [...]"),
    }

    def li(i: int, d: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        auth = " bypostauthor" if x.author == "Backyard Almanac" else ""
        name = (
            f'<a href="http://example.net/{i}" rel="external nofollow" class="url">{esc(x.author)}</a>'
            if i in (3, 5)
            else esc(x.author)
        )
        return (
            f'<li class="comment {"even" if i % 2 else "odd"} thread-{"even" if i % 2 else "odd"} depth-{d + 1}{auth}" id="li-comment-{118 + i}">'
            f'<div id="comment-{118 + i}"><div class="comment-author vcard">{av(i, x.author)}<cite class="fn">{name}</cite> <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{118 + i}">{esc(x.when)}</a></div>'
            f'<div class="comment-body">{ps(x.text)}</div><div class="reply"><a class="comment-reply-link" href="#respond">Reply</a></div></div>'
            + (f'<ul class="children">{"".join(li(j, d + 1) for j in kids)}</ul>' if kids else "")
            + "</li>"
        )

    items = []
    for i, x in enumerate(c):
        if x.parent is None:
            items.append(li(i, 0))
        if i in pingbacks:
            t, ex = pingbacks[i]
            items.append(
                f'<li class="post pingback"><p>Pingback: <a href="http://example.org/p{i}" rel="external nofollow" class="url">{esc(t)}</a></p><p>{esc(ex)}</p></li>'
            )
    block = (
        f'<div id="comments"><h3 id="comments-title">11 Responses to <em>No-dig beds: cardboard, leaves and patience</em></h3>'
        f'<ol class="commentlist">{"".join(items)}</ol>{reply_form()}</div>'
    )
    st = story(
        "No-dig beds: cardboard, leaves and patience",
        "Backyard Almanac",
        "Backyard Almanac",
        "2012-03-03T09:12:00-05:00",
        "March 3, 2012",
        """
Three years ago I stopped digging. No tiller, no double-digging, nothing but cardboard, leaves and compost piled on top of the lawn where I wanted a bed.

Here is how I do it: mow the grass short, lay plain brown cardboard with the edges overlapping by a hand's width, soak it, then pile on six inches of shredded leaves and two of compost.

By May the cardboard is gone and the worms have done the work. I plant straight into it.
""",
        section="Garden",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "wpten",
            box(
                "wpten",
                "Recent Posts",
                rows(
                    "wpten",
                    [
                        '<a href="#">Seed order, finally</a>',
                        '<a href="#">The hens are laying again</a>',
                        '<a href="#">Rhubarb crumble</a>',
                    ],
                ),
            ),
            cats="Chickens|Garden|Recipes|Weather",
            months="March 2012|February 2012|January 2012|December 2011",
        ),
    )
    return make(
        "n-wp-en-pingbacks",
        "discussion",
        "wpten",
        "wp-garden",
        st,
        parts,
        c,
        path="/2012/03/03/no-dig-beds-cardboard-leaves/",
        container="WordPress div#comments, ol.commentlist, li.comment.depth-N, 'Name says:', ul.children",
        heading="11 Responses to No-dig beds…",
        description="A Twenty Ten-like WordPress post: nine comments threaded two levels deep, the blogger answering, two pingbacks among them (counted in the heading's 11), 'Leave a Reply' form.",
        lookalikes=("two pingbacks inside the comment list",),
    )


# --------------------------------------------------------------------------- en: Thesis-like, numbered, flat with @replies


def thesis_numbered() -> Case:
    c = thread(
        """
Kristin @ Pennywise Mama | March 3rd, 2012 at 4:19 pm | - | Congratulations on crossing the halfway mark! We paid off our last student loan in January and I cried in the bank parking lot.
Joe V. | March 3rd, 2012 at 4:47 pm | - | How are you handling the car repairs fund? Every time we get ahead, the transmission eats it.
Frugal Fenwick | March 3rd, 2012 at 6:05 pm | 1 | @Joe V. — we keep $1,000 in a separate savings account just for the cars. When it gets used, the snowball pauses until it's refilled.
Angie | March 3rd, 2012 at 8:22 pm | - | The envelope system saved our marriage, honestly. No more arguing about who spent what at Target.
Ramon Delgado | March 4th, 2012 at 7:58 am | - | I'd love to see a breakdown of the grocery budget for a family of four. $350 a month seems impossible where we live.
Kristin @ Pennywise Mama | March 4th, 2012 at 9:14 am | 4 | @Ramon Delgado Aldi, a chest freezer and meal planning on Sundays. It's possible but it takes work.
Dave in Tulsa | March 4th, 2012 at 1:40 pm | - | Keep going. We finished last year and the first month without a payment felt like a raise.
Leslie | March 5th, 2012 at 11:02 am | - | Found you through the carnival last week. Subscribed!
"""
    )
    items = []
    for i, x in enumerate(c):
        link = (
            f'<a href="http://example.com/b{i}" rel="external nofollow">{esc(x.author)}</a>'
            if i in (0, 5, 6)
            else esc(x.author)
        )
        items.append(
            f'<dt class="comment{" author_comment" if x.author == "Frugal Fenwick" else ""}" id="comment-{2201 + i}"><span class="comment_num"><a href="#comment-{2201 + i}" title="Permalink to this comment">{i + 1}</a></span> '
            f'<span class="comment_author">{link}</span> <span class="comment_time">{esc(x.when)}</span></dt>'
            f'<dd class="comment{" author_comment" if x.author == "Frugal Fenwick" else ""}"><div class="format_text">{ps(x.text)}</div></dd>'
        )
    block = (
        '<div id="comments"><div class="comments_intro"><p><span class="bracket">{</span> <span>8</span> comments&hellip; read them below or <a href="#respond">add one</a> <span class="bracket">}</span></p></div>'
        f'<dl id="comment_list">{"".join(items)}</dl>{reply_form("Leave a Comment", "Name (required) · E-mail (required) · Website")}</div>'
    )
    st = story(
        "Debt Diary, Month 19: Halfway to Zero",
        "Mark Fenwick",
        "Mark Fenwick",
        "2012-03-03T07:00:00-06:00",
        "March 3, 2012",
        """
Nineteen months ago we owed $48,112 on two credit cards, a car loan and what was left of Jen's student loan. As of Friday we owe $23,960.

The biggest change this month was selling the second car. We now share one, which means a lot of early mornings and a lot of bike rides for me.

Next target: the Visa with 19.9% interest. At this pace it's gone by August.
""",
        declare="time",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "thesis",
            box(
                "thesis",
                "Debt Payoff Progress",
                '<p>$24,152 paid of $48,112</p><div style="background:#ddd"><div style="width:50%;background:#393">50%</div></div>',
            ),
            box(
                "thesis",
                "Subscribe",
                '<p>Get new posts by e-mail:</p><form><input type="text" value="Enter your email" /></form>',
            ),
            cats="Budgeting|Debt Diary|Groceries|Side Hustles",
        ),
    )
    return make(
        "n-thesis-en-numbered",
        "discussion",
        "thesis",
        "thesis-money",
        st,
        parts,
        c,
        path="/debt-diary-month-19-halfway/",
        container="Thesis-like div#comments, dl#comment_list: dt.comment (number, name, time), dd.comment div.format_text",
        heading="{ 8 comments… read them below or add one }",
        description="A Thesis-like personal-finance blog: eight numbered comments in a <dl> (dt header, dd text), flat; two answers open with '@Name' (set J's rule: their parents are in the truth); names link to commenters' blogs.",
    )


# --------------------------------------------------------------------------- en: Blogger's threaded comments of 2011


def bspot_threaded() -> Case:
    c = thread(
        """
Tammy Lynn | March 3, 2012 at 9:41 PM | - | Oh my goodness, that kitchen! I can't believe it's the same room. Where did you find the hutch?
Becca | March 3, 2012 at 10:05 PM | 0 | Craigslist, $40! It was bright orange when we got it. Three coats of primer.
Jill at Sweet Tea Cottage | March 3, 2012 at 10:30 PM | - | Love the open shelves. Do you find the dishes get dusty?
Becca | March 4, 2012 at 7:12 AM | 2 | Not really, we use them every day so nothing sits long enough to get dusty.
Anonymous | March 4, 2012 at 8:55 AM | - | What color is the paint on the cabinets? It's perfect.
Melanie H. | March 4, 2012 at 2:18 PM | - | Six kids and four dogs and you still have a white kitchen. You are braver than me!
Carol Ann | March 5, 2012 at 11:47 AM | - | Visiting from the Tuesday link party. Beautiful job, friend.
"""
    )

    def li(i: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        name = (
            esc(x.author)
            if x.author == "Anonymous"
            else f'<a href="http://example.org/profile/{i}" rel="nofollow">{esc(x.author)}</a>'
        )
        return (
            f'<li class="comment" id="c{77301 + i}"><div class="avatar-image-container">{av(i, x.author, 35)}</div>'
            f'<div class="comment-block"><div class="comment-header"><cite class="user">{name}</cite>'
            f'<span class="icon user{" blog-author" if x.author == "Becca" else ""}"></span><span class="datetime secondary-text"><a rel="nofollow" href="#c{77301 + i}">{esc(x.when)}</a></span></div>'
            f'<p class="comment-content">{esc(x.text)}</p><span class="comment-actions secondary-text"><a class="comment-reply" target="_self">Reply</a>'
            '<span class="item-control blog-admin pid-1"><a target="_self" href="#">Delete</a></span></span></div>'
            + (
                f'<div class="comment-replies"><div class="comment-thread inline-thread"><span class="thread-toggle thread-expanded"><span class="thread-arrow"></span><span class="thread-count"><a target="_self">Replies</a></span></span>'
                f'<ol class="thread-chrome thread-expanded"><div>{"".join(li(j) for j in kids)}</div></ol></div></div>'
                if kids
                else ""
            )
            + '<div class="comment-replybox-single"></div></li>'
        )

    block = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>7 comments:</h4><div class="comments-content"><div class="comment-thread toplevel-thread">'
        f'<ol id="top-ra">{"".join(li(i) for i, x in enumerate(c) if x.parent is None)}</ol></div>'
        '<div class="continue"><a class="comment-reply" target="_self">Add comment</a></div></div>'
        '<p class="comment-footer"><a href="#">Post a Comment</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="#">Newer Post</a> <a class="blog-pager-older-link" href="#">Older Post</a> <a class="home-link" href="/">Home</a></div>'
        '<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="#">Post Comments (Atom)</a></div></div>'
    )
    st = story(
        "Kitchen reveal (finally!)",
        "Becca",
        "Becca",
        "2012-03-03T20:30:00-05:00",
        "Saturday, March 3, 2012",
        """
Eleven months, two broken toes and one very patient husband later, the kitchen is DONE. Well, done enough to show you.

We took out the soffits, pulled up three layers of linoleum and found the original pine floor underneath. The cabinets are the old ones, painted.

Before pictures are at the bottom if you want a good laugh.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=box("bspot", "Followers", "<p>Followers (412)</p>")
        + box(
            "bspot",
            "Blog Archive",
            '<ul class="hierarchy"><li><a href="#">▼ 2012 (31)</a><ul><li><a href="#">► March (3)</a></li><li><a href="#">► February (14)</a></li></ul></li><li><a href="#">► 2011 (120)</a></li></ul>',
        )
        + box(
            "bspot",
            "I link up at",
            rows(
                "bspot",
                [
                    "<a href='#'>Tutorial Tuesday</a>",
                    "<a href='#'>Thrifty Thursday</a>",
                    "<a href='#'>Show-off Saturday</a>",
                ],
            ),
        ),
    )
    return make(
        "n-bspot-en-threaded",
        "discussion",
        "bspot",
        "bspot-family",
        st,
        parts,
        c,
        path="/2012/03/kitchen-reveal-finally.html",
        container="Blogger div.comments#comments, div.comment-thread ol li.comment, div.comment-block, replies in div.comment-replies",
        heading="7 comments:",
        description="A Blogger blog of 2012 with its threaded comment block: seven comments, two answers by the blogger in 'Replies' threads, an 'Anonymous', 'Delete' links, 'Post a Comment'.",
    )


# --------------------------------------------------------------------------- en: Typepad-like, signed after the text


def tpad_postedby() -> Case:
    c = thread(
        """
Gerald P. Marsh | March 03, 2012 at 04:19 PM | - | The dissent has the better of the argument on the notice question, in my view. Service by posting has always been a last resort.
Anne Kowalczyk | March 03, 2012 at 05:52 PM | - | As a landlord I find the majority opinion reasonable. Tenants who dodge service for six weeks should not get a windfall.
J. Tillman | March 04, 2012 at 09:08 AM | - | Does anyone know whether the court addressed the 2009 amendment at all? The opinion seems to skip it.
Pete | March 04, 2012 at 11:33 AM | - | Thanks for the plain-English summary. Forwarding to my tenants' association.
Docket & Dicta | March 04, 2012 at 12:10 PM | - | On the 2009 amendment: footnote 7 mentions it in passing but doesn't decide anything. I expect a petition for rehearing on exactly that point.
R. Benavides | March 05, 2012 at 08:47 PM | - | Good post as always. The trial judge here is the same one who was reversed in the Haldane case last year.
"""
    )
    items = "".join(
        f'<div class="comment{" comment-by-author" if x.author == "Docket & Dicta" else ""}" id="comment-6a00e55{i}"><a id="c6a00e55{i}"></a>'
        f'<div class="comment-content">{ps(x.text)}</div><p class="comment-footer">Posted by: '
        + (
            f'<a href="http://example.com/u{i}" rel="nofollow">{esc(x.author)}</a>'
            if i in (0, 2)
            else esc(x.author)
        )
        + f' | <a href="#comment-6a00e55{i}">{esc(x.when)}</a></p></div>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="comments" id="comments"><div class="comments-info"><h3 class="comments-header">Comments</h3>'
        '<p class="comments-feed">You can follow this conversation by subscribing to the <a href="#">comment feed</a> for this post.</p></div>'
        f'<div class="comments-content">{items}</div></div>'
        '<form id="comment-form" class="comments-open"><h3 class="comments-open-header">Post a comment</h3><p>Comments are moderated, and will not appear until the author has approved them.</p><textarea></textarea></form>'
    )
    st = story(
        "Service by posting, and a 4-3 court",
        "Posted by Docket & Dicta",
        "Docket & Dicta",
        "2012-03-03T09:00:00-05:00",
        "March 03, 2012",
        """
The Supreme Court decided Whitlow v. Greer Properties on Thursday, 4-3, holding that a landlord who posts an eviction notice on the door after three failed attempts at personal service has done enough.

The dissent, written by Justice Arnaud, argues that the statute requires a fourth attempt by mail before posting is allowed.

For landlords in this county the practical answer is simple: keep doing what you were doing. For tenants, read the notice on the door.
""",
        declare="metadate",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "thesis",
            box(
                "thesis",
                "Recent Posts",
                rows(
                    "thesis",
                    [
                        '<a href="#">The zoning variance nobody noticed</a>',
                        '<a href="#">Small claims, big filing fee</a>',
                    ],
                ),
            ),
            cats="Appellate|Landlord-Tenant|Zoning",
            months="March 2012|February 2012",
        ),
    )
    return make(
        "n-tpad-en-postedby",
        "discussion",
        "thesis",
        "tpad-law",
        st,
        parts,
        c,
        path="/docket/2012/03/service-by-posting-and-a-4-3-court.html",
        container="Typepad-like div#comments div.comments-content, div.comment: the text, then p.comment-footer 'Posted by: Name | date'",
        heading="Comments",
        description="A Typepad-like law blog: six comments, each signed after its text ('Posted by: Name | March 03, 2012 at 04:19 PM'), flat, one by the blogger; 'Post a comment' with moderation notice; <meta name=date>.",
    )


# --------------------------------------------------------------------------- en: Movable Type-like, "replied to comment from"


def mt_replied() -> Case:
    c = thread(
        """
Hector Ruiz | March 3, 2012 4:19 PM | - | I shot the old 50mm f/1.8 for years and never felt I was missing anything. The new one focuses faster but the bokeh is busier.
Claire Donnelly | March 3, 2012 5:26 PM | 0 | Busier how? In your sample at f/2 the background looked smooth to me.
Hector Ruiz | March 3, 2012 6:03 PM | 1 | Look at the highlights in the trees, they have a bright edge. Onion rings, more or less.
Wes Karlsson | March 4, 2012 10:12 AM | - | For $125 I don't care about onion rings. Best value lens you can buy, still.
mattyboy | March 4, 2012 11:55 AM | - | Any word on whether it works on the crop bodies with the AF-assist?
Tom Aldridge | March 5, 2012 3:37 PM | - | Excellent review. The side by side at f/1.8 was really useful.
"""
    )
    items = []
    for i, x in enumerate(c):
        rep = (
            f' replied to <a href="#comment-{4410 + x.parent}">comment from {esc(c[x.parent].author)}</a>'
            if x.parent is not None
            else ""
        )
        items.append(
            f'<div class="comment" id="comment-{4410 + i}"><div class="inner"><div class="comment-header"><div class="asset-meta"><span class="byline">'
            f'<span class="vcard author"><a class="url" href="http://example.net/{i}">{esc(x.author)}</a></span>{rep} | '
            f'<a href="#comment-{4410 + i}" class="permalink"><abbr class="published">{esc(x.when)}</abbr></a></span></div></div>'
            f'<div class="comment-content">{ps(x.text)}</div><div class="comment-footer"><a href="#" class="reply">Reply</a></div></div></div>'
        )
    block = (
        '<div id="comments" class="comments"><h2 class="comments-header">6 Comments</h2>'
        f'<div class="comments-content">{"".join(items)}</div>'
        '<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Leave a comment</h2><p>Sign in to comment, or comment anonymously.</p><textarea></textarea></div></div>'
    )
    st = story(
        "Review: the new 50mm f/1.8, eight weeks in",
        "By Lars Eriksen",
        "Lars Eriksen",
        "2012-03-03T11:00:00-08:00",
        "March 3, 2012 11:00 AM",
        """
Two months, four thousand frames and one rainstorm later, here is what I think of the updated budget fifty.

Autofocus is the big story. The old lens hunted in dim light; the new one locks on almost as fast as lenses that cost six times as much.

Wide open the corners are soft, stopped to f/4 they are excellent. The bokeh is another matter: see the samples.
""",
        declare="og",
        section="Reviews",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "network",
            "Categories",
            rows(
                "network",
                [
                    '<a href="#">Lenses (44)</a>',
                    '<a href="#">Bodies (31)</a>',
                    '<a href="#">Technique (58)</a>',
                ],
            ),
        )
        + box(
            "network",
            "Monthly Archives",
            rows("network", ['<a href="#">March 2012</a>', '<a href="#">February 2012</a>']),
        ),
    )
    return make(
        "n-mt-en-replied",
        "discussion",
        "network",
        "mt-photo",
        st,
        parts,
        c,
        path="/2012/03/review-50mm-f18-eight-weeks.html",
        container="Movable Type-like div#comments div.comments-content, div.comment (flat): 'Name replied to comment from Name | date'",
        heading="6 Comments",
        description="A Movable Type-like photo blog: six comments in a flat list; two replies say 'replied to comment from Name' in their header (the truth gives their parents); names link to commenters' sites.",
    )


# --------------------------------------------------------------------------- en: a US local paper, usernames, 3/3/2012 4:19:07 PM


def town_usernames() -> Case:
    c = thread(
        """
catfishcharlie | 3/3/2012 4:19:07 PM | - | About time. That intersection has been a death trap since they widened 36.
HarlanCountyMom | 3/3/2012 4:44:51 PM | - | My son's bus goes through there twice a day. A four-way stop is the least they can do.
oldtimer1942 | 3/3/2012 5:02:13 PM | - | We had a light there in the 70s and they took it out because nobody stopped for it anyway.
truthseeker67 | 3/3/2012 5:30:40 PM | - | $85,000 for a few signs and some paint? Somebody is getting rich.
KSfarmgirl | 3/3/2012 6:11:22 PM | - | The sun in your eyes at 7am heading east is the real problem. You can't see anything.
RJ_in_CB | 3/3/2012 7:48:05 PM | - | The $85k includes moving the power pole and regrading the shoulder. Read the article.
wheatking | 3/3/2012 8:20:39 PM | - | Put in a roundabout like they did in Hays. Nobody liked it at first and now there are no wrecks.
HarlanCountyMom | 3/3/2012 9:05:17 PM | - | Roundabouts and grain trucks don't mix.
deputy_dawg | 3/4/2012 6:58:44 AM | - | Slow down and pay attention, people. Signs don't drive the car.
PrairieRose | 3/4/2012 9:12:30 AM | - | Praying for the Hendricks family. Thank you Sentinel for staying on this story.
cbhs_alum | 3/4/2012 11:40:02 AM | - | Will the county commissioners vote on it Monday or is it already decided?
oldtimer1942 | 3/4/2012 1:15:56 PM | - | It's on the agenda for Monday at 9. Public can speak.
"""
    )
    items = "".join(
        f'<li class="comment-item" id="comment_{90512 + i}"><div class="c-meta"><span class="c-user"><a href="/users/profile/{esc(x.author)}">{esc(x.author)}</a></span> '
        f'<span class="c-said">said on</span> <span class="c-date">{esc(x.when)}</span></div><div class="c-body">{ps(x.text)}</div>'
        f'<div class="c-tools"><a href="#" class="report-abuse">Report abuse</a></div></li>'
        for i, x in enumerate(c)
    )
    block = (
        '<div id="user-comments" class="usercomments"><div class="uc-hed">Comments (12)</div>'
        '<p class="uc-rules">Comments are the opinion of the person posting them, not of the Sentinel. Be civil. Keep it clean. <a href="#">Read the rules</a>.</p>'
        f'<ul class="uc-list">{items}</ul>'
        '<div class="uc-login">You must be <a href="#">logged in</a> to post a comment. <a href="#">Register</a></div></div>'
    )
    st = story(
        "County to add four-way stop at Highway 36 and Road P",
        "By Dwight Haskell, Sentinel Staff Writer",
        "Dwight Haskell",
        "2012-03-03T12:00:00-06:00",
        "Posted: Saturday, March 3, 2012 12:00 pm",
        """
Harlan County will install a four-way stop, flashing beacons and rumble strips at the intersection of Highway 36 and Road P by the end of April, county engineer Lyle Brandt said Friday.

The intersection has seen six crashes since 2009, including the February collision that killed 19-year-old Casey Hendricks of Cedar Bluff.

The project is estimated at $85,000, which includes moving a power pole and regrading the shoulder on the north side. The county commission takes up the contract Monday.
""",
        declare="jsonld",
        kicker="Public safety",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "town",
            "Most popular",
            rows(
                "town",
                [
                    '<a href="#">Sale barn report</a>',
                    '<a href="#">Lady Bluejays win sub-state</a>',
                    '<a href="#">Police log</a>',
                ],
                True,
            ),
        )
        + box("town", "Weather", "<p>Cedar Bluff: 54° Partly cloudy. Tonight: low 31.</p>"),
    )
    return make(
        "n-town-en-usernames",
        "discussion",
        "town",
        "town-ks",
        st,
        parts,
        c,
        path="/news/local/county-to-add-four-way-stop/article_5e2a1c90.html",
        container="US local paper's div#user-comments ul.uc-list li.comment-item: 'username said on 3/3/2012 4:19:07 PM', 'Report abuse'",
        heading="Comments (12)",
        description="A small Kansas paper on a hosted newspaper CMS: twelve flat comments by registered usernames, times as 3/3/2012 4:19:07 PM, rules above and a log-in notice below; replies are by name in the text only (no parents).",
    )
