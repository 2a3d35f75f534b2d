"""Blind set CI: four discussions in the served HTML, each a different system's markup as its 2012 template printed
it: a WordPress beer blog's threaded list (page 2 of 2 with "« Older Comments", a pingback among the comments, the
post author's answers marked); a Blogger knitting blog (a ``dl`` of "NAME said...", "Anonymous", a removed entry); a
Typepad photography blog ("Posted by: NAME | DATE" after the text, signatures, a comment form with a preview); a
Drupal local news site (subject lines, "Submitted by", "Anonymous (not verified)", "+5 -2" votes, indented replies).
Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ci_common import (
    Case,
    Parts,
    Post,
    Seed,
    SiteCI,
    ad,
    bio,
    blogroll,
    case,
    esc,
    facebook_box,
    kids,
    newsletter,
    paras,
    poll,
    recent_comments,
    related,
    tabbed,
    tag_cloud,
    talk,
    twitter_widget,
    widget,
)

# --------------------------------------------------------------------------- WordPress, threaded, page 2 of 2

HOPS = SiteCI(
    "Hop Valley Notes",
    "Beer, breweries and bar stools in the Mahoning Valley",
    "hv",
    "#7a4b12",
    "Georgia,serif",
    ("Home", "Breweries", "Reviews", "Homebrew", "Events", "About"),
    "blog",
    "WordPress 3.3.1",
)


def wp_taproom() -> Case:
    cs = talk("""
Dale Yoder | March 15, 2012 at 8:02 am | - | My dad took me to the Kessler tap room the day I turned 21 in 1979. He ordered two drafts of the Amber and told the bartender (I think his name was Walt) to put it on his tab. He never paid that tab off and Walt never asked. Sad day.
Mike Kasper | March 15, 2012 at 9:40 am | 0 | Dale, it was Walt Sobeck, he poured there from 1968 until 1994. His daughter still comes to the beer club meetings. I'll tell her you remember him.
Jen T. | March 15, 2012 at 10:17 am | - | Does anyone know what happens to the recipes? The brewery sold the building but nobody's said a word about the brands. If some big outfit buys the name and brews Kessler Amber in Milwaukee I'll cry.
Rob Lindqvist | March 15, 2012 at 11:03 am | 2 | From what I heard at the Saturday tasting the family is keeping the recipes and the name. Whether anyone ever brews it again is another story.
Mike Kasper | March 15, 2012 at 11:30 am | 2 | Jen, I asked Carol Kessler that exact question on Tuesday. Her answer was "not for sale, not this year." Make of that what you will.
Tony B | March 15, 2012 at 1:48 pm | - | Honestly the beer hadn't been good in ten years. The Amber was thin and the lager was skunked half the time you bought a six pack at Giant Eagle. Nostalgia is fine but there's a reason the place didn't make it. Meanwhile Fat Head's and Great Lakes are packed every night.
Sarah M. | March 15, 2012 at 2:25 pm | 5 | That's on the stores leaving it in the window for months, not the brewery. Fresh from the tap room it was a different beer.
Tony B | March 15, 2012 at 3:10 pm | 6 | Fair point about the stores. Still think they should have put in a canning line five years ago.
Patty Hrabak | March 15, 2012 at 6:51 pm | - | My grandfather worked the bottling line at Kessler from 1946 to 1981. He used to bring home a case every Friday and my grandmother would hide it in the cellar so it lasted till Wednesday. We still have his 25 year pin. Thank you for writing this, Mike, you got the feel of the place just right. // If anyone is putting together a reunion for the old employees please post it here, my mom would love to go.
Mike Kasper | March 15, 2012 at 7:22 pm | 8 | Patty, there is one in the works for May at the Eagles hall on Route 7. I'll put the details up on the Events page as soon as I have a date.
Greg in Boardman | March 16, 2012 at 7:45 am | - | Last call is Saturday at 11. Who's going? I'll be the guy in the Kessler softball jersey from 1988 that doesn't fit anymore.
Jen T. | March 16, 2012 at 8:13 am | 10 | We'll be there! Look for the table of women wearing bowling shirts.
""")
    pingback_at = 9  # between Patty's thread and Greg's: printed as the site printed it

    def li(i: int, depth: int) -> str:
        c = cs[i]
        cid = 2210 + i * 3
        author = "bypostauthor" if c.author == "Mike Kasper" else ""  # the post's author
        name = c.author
        badge = ' <span class="author-tag">Author</span>' if author else ""
        sub = kids(cs, i)
        children = '<ul class="children">' + "".join(li(k, depth + 1) for k in sub) + "</ul>" if sub else ""
        return (
            f'<li class="comment {"even" if i % 2 else "odd"} depth-{depth} {author}" id="li-comment-{cid}">'
            f'<div id="comment-{cid}" class="comment-body"><div class="comment-author vcard">'
            f'<img alt="" src="/_avatar/hv-{cid}.svg" class="avatar avatar-40" height="40" width="40">'
            f'<cite class="fn">{esc(name)}</cite>{badge} <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(c.when)}</a></div>'
            f"{paras(c.text)}"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div></div>{children}</li>'
        )

    items: list[str] = []
    for i in kids(cs, None):
        if i == pingback_at + 1:
            items.append(
                '<li class="pingback even depth-1" id="li-comment-2239"><div class="comment-body">Pingback: '
                '<a href="http://rustbeltpint.example.com/2012/03/last-call-at-kessler/" rel="external nofollow">Last call at Kessler | Rust Belt Pint</a></div></li>'
            )
        items.append(li(i, 1))
    after = (
        '<div id="comments"><h3 id="comments-title">26 Responses to <em>Farewell to the Old Tap Room</em></h3>'
        '<div class="navigation"><div class="nav-previous"><a href="/2012/03/14/farewell-to-the-old-tap-room/comment-page-1/#comments">« Older Comments</a></div>'
        '<div class="nav-next"></div></div>'
        f'<ol class="commentlist">{"".join(items)}</ol>'
        '<div class="navigation"><div class="nav-previous"><a href="/2012/03/14/farewell-to-the-old-tap-room/comment-page-1/#comments">« Older Comments</a></div></div>'
        '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        "<p>Your email address will not be published. Required fields are marked *</p>"
        '<p><label>Name *</label> <input id="author" name="author" type="text"></p><p><label>Email *</label> <input id="email" name="email" type="text"></p>'
        '<p><label>Website</label> <input id="url" name="url" type="text"></p><p><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p><input name="submit" type="submit" id="submit" value="Post Comment"></p>'
        '<p><input type="checkbox" name="subscribe"> Notify me of follow-up comments by email.</p></form></div></div>'
    )
    under = bio(
        "hv",
        "Mike Kasper",
        "Mike has been writing about Ohio beer since 2007, judges at the county fair homebrew contest and still owns a 1970s Kessler neon sign that does not work.",
    ) + related(
        "hv",
        "You might also like",
        """
Ten Valley Taps You Should Visit This Spring | February 28, 2012 | From a converted firehouse in Niles to a four-stool bar in Lisbon, here is where to drink local.
Review: Smokestack Porter from Trumbull Brew Works | February 9, 2012 | Roasty, a little thin in the finish, and worth every penny of $8.99 a sixer.
Homebrew Club Meeting Recap: The Great Yeast Debate | January 30, 2012 | Eleven members, four strains of ale yeast and one very strong opinion about Belgian saisons.
""",
    )
    side = (
        ad("hv", "300x250", "Advertisement · Valley Homebrew Supply")
        + recent_comments(
            "hv",
            "Recent Comments",
            """
Rob Lindqvist | Review: Smokestack Porter from Trumbull Brew Works | I thought the finish was fine, but I had it on nitro.
Carol W. | Ten Valley Taps You Should Visit This Spring | You forgot the Brass Rail in Salem!
Mike Kasper | Ten Valley Taps You Should Visit This Spring | Carol, it's on the summer list, promise.
beerguy330 | Homebrew Club Meeting Recap: The Great Yeast Debate |
""",
        )
        + tag_cloud(
            "hv",
            """
Amber ale | 9
Breweries | 16
Canning | 8
Events | 12
Homebrew | 18
Kessler | 14
Porter | 10
Reviews | 20
Saison | 8
Youngstown | 15
""",
        )
        + blogroll(
            "hv",
            (
                "Rust Belt Pint",
                "Cleveland Hops Report",
                "The Lager Lady",
                "Pittsburgh Pours",
                "Akron Ale Trail",
            ),
        )
        + facebook_box("hv", "Hop Valley Notes", "1,184", ("Dan", "Kelly", "Joe", "Marta", "Steve", "Lisa"))
    )
    post = Post(
        "Farewell to the Old Tap Room",
        "Posted by Mike Kasper",
        "2012-03-14T21:10:00-04:00",
        "March 14, 2012",
        """
After 71 years, Kessler Brewing Company will pour its last beer this Saturday. Carol Kessler, the founder's granddaughter, confirmed on Tuesday that the brewery on Wick Avenue has been sold to a developer and that the tap room will close at 11 p.m. on March 17.

For a lot of us the tap room was where we learned what beer was supposed to taste like. The long oak bar came out of a hotel in Sharon, Pennsylvania, in 1941 and has not moved an inch since. The pretzels were always stale and nobody cared.

Kessler was making around 9,000 barrels a year at its peak in the 1970s. Last year it made fewer than 2,000. Carol told me the equipment is older than she is and that the family simply could not find the money to replace it.

I will be there Saturday. If you have a Kessler story, leave it below. I'd love to collect them for a longer piece.
""",
        section="Breweries",
        tags=("Kessler", "Youngstown", "Breweries"),
    )
    return case(
        "ci-wp-taproom",
        "discussion",
        HOPS,
        post,
        Parts(after=after, side=side, under=under),
        cs,
        path="/2012/03/14/farewell-to-the-old-tap-room/",
        container="div#comments > ol.commentlist > li.comment.depth-N (cite.fn NAME 'says:', comment-meta, p…, ul.children)",
        heading="26 Responses to Farewell to the Old Tap Room",
        description="A WordPress beer blog of 2012 (threaded comments, page 2 of 2 as the post URL shows it): 12 comments with "
        "7 replies up to 3 levels, the post author's three answers marked 'bypostauthor' with an 'Author' tag, a pingback among "
        "the top-level entries, '« Older Comments' above and below (the heading counts 26 responses); an author bio, related "
        "posts with excerpts, recent comments of other posts with snippets, a tag cloud, a blogroll, a Facebook like box.",
        lookalikes=(
            "recent comments of other posts",
            "related posts with excerpts",
            "Facebook like box faces",
        ),
    )


# --------------------------------------------------------------------------- Blogger

YARN = SiteCI(
    "Purl & Pine",
    "Knitting, spinning and a little gardening from the Upper Peninsula",
    "pp",
    "#5b7c3a",
    "'Trebuchet MS',Trebuchet,sans-serif",
    ("Home", "Patterns", "Spinning", "Garden", "Shop"),
    "blog",
    "blogger",
)


def blogger_sweater() -> Case:
    cs = talk("""
Anonymous | March 3, 2012 8:14 AM | - | That yoke is gorgeous. Did you block it wet or steam it? Mine always comes out lopsided at the shoulders.
Linda from Marquette | March 3, 2012 9:02 AM | - | Oh Beth, the color is exactly like Lake Superior in October. I'm going to have to order some of that yarn even though I promised my husband no more yarn until summer. // Linda
Beth | March 3, 2012 10:45 AM | - | Anonymous, wet blocked, pinned out on the guest bed with a towel under it for two days. The trick for the shoulders is to pin the neckline first and work outward. // Linda, your husband will never know. That's what the trunk of the car is for.
knitwit_karen | March 3, 2012 1:30 PM | - | I started this same pattern in January and I'm stuck on the short rows. Your photos of the wrap and turn helped more than the pattern did!! Thank you thank you.
Anonymous | March 4, 2012 7:20 PM | - | Where can I buy the pattern? The link in your sidebar goes to a page that says it doesn't exist.
Beth | March 4, 2012 9:05 PM | - | Sorry about that! The designer moved her shop. The new link is in the post now, third paragraph.
Marjorie Stenlund | March 5, 2012 6:48 AM | - | Beautiful work as always. I have made four of these for grandchildren and always add two inches to the body because they grow so fast.
""")
    removed_before = 4  # a comment removed by its author, between Karen's and the second Anonymous

    def entry(i: int) -> str:
        c = cs[i]
        cid = 84521 + i * 7
        name = (
            '<span class="anon-comment-author">Anonymous</span>'
            if c.author == "Anonymous"
            else f'<a href="http://www.blogger.com/profile/{cid}" rel="nofollow">{esc(c.author)}</a>'
        )
        body = "<br><br>".join(esc(x) for x in c.text.split("\n\n"))
        return (
            f'<dt class="comment-author" id="c{cid}"><a name="c{cid}"></a>{name} said...</dt>'
            f'<dd class="comment-body" id="Blog1_cmt-{cid}"><p>{body}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="?showComment={cid}#c{cid}" title="comment permalink">{esc(c.when)}</a></span>'
            f' <span class="item-control blog-admin"><a href="/delete-comment?c={cid}">Delete</a></span></dd>'
        )

    parts_: list[str] = []
    for i in range(len(cs)):
        if i == removed_before:
            parts_.append(
                '<dt class="comment-author" id="c84549"><a name="c84549"></a><span class="anon-comment-author">Sandy J.</span> said...</dt>'
                '<dd class="comment-body"><p><span class="deleted-comment">This comment has been removed by the author.</span></p></dd>'
                '<dd class="comment-footer"><span class="comment-timestamp"><a href="?showComment=84549#c84549">March 3, 2012 4:02 PM</a></span></dd>'
            )
        parts_.append(entry(i))
    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>8 comments:</h4>'
        f'<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">{"".join(parts_)}</dl></div>'
        '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=4471&amp;postID=99" onclick="">Post a Comment</a></p></div>'
        '<div class="post-feeds">Subscribe to: <a href="/feeds/99/comments/default" type="application/atom+xml">Post Comments (Atom)</a></div>'
        '<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="/2012/03/seed-starting.html">Newer Post</a> '
        '<a class="home-link" href="/">Home</a> <a class="blog-pager-older-link" href="/2012/02/spinning-wheel.html">Older Post</a></div>'
    )
    side = (
        widget(
            "pp",
            "About Me",
            '<img src="/_avatar/pp-beth.svg" width="80" height="80" alt=""><p><b>Beth</b><br>Knitter, spinner, mother of three, keeper of too many sheep. Houghton County, Michigan.</p><a href="/profile">View my complete profile</a>',
        )
        + widget(
            "pp",
            "Followers",
            '<p>Followers (312)</p><div class="followers-grid">'
            + "".join(f'<img src="/_avatar/fol-{k}.svg" width="24" height="24" alt="">' for k in range(12))
            + '</div><p><a href="/follow">Follow</a></p>',
        )
        + widget(
            "pp",
            "Popular Posts",
            "<ul>"
            + "".join(
                f'<li><a href="/{t.lower().replace(" ", "-")[:30]}.html">{esc(t)}</a><br><small>{esc(x)}</small></li>'
                for t, x in (
                    (
                        "Dyeing with Black Walnuts",
                        "The husks sat in the bucket for three weeks and the smell was something else, but look at this brown...",
                    ),
                    (
                        "My First Drop Spindle",
                        "It took me an hour to make six feet of yarn that looked like a caterpillar...",
                    ),
                    (
                        "Mitten Pattern: Keweenaw Snowflake",
                        "Free pattern, two sizes, worsted weight, and yes you can sell what you make from it...",
                    ),
                )
            )
            + "</ul>",
        )
        + widget(
            "pp",
            "Blog Archive",
            "<ul><li>▼ 2012 (14)<ul><li>▼ March (3)</li><li>► February (6)</li><li>► January (5)</li></ul></li><li>► 2011 (61)</li><li>► 2010 (48)</li></ul>",
        )
        + widget(
            "pp",
            "Labels",
            "<p>colorwork (11) · garden (23) · mittens (9) · patterns (17) · spinning (14) · sweaters (12)</p>",
        )
        + blogroll(
            "pp",
            (
                "Northwoods Needles",
                "The Sheepish Spinner",
                "Two Sticks and a String",
                "Yarn Harlot Fans of Ohio",
            ),
        )
    )
    post = Post(
        "Finished: The Superior Yoke Sweater",
        "Posted by Beth at 7:30 AM",
        "2012-03-03T07:30:00-05:00",
        "Saturday, March 3, 2012",
        """
It only took me from Thanksgiving to the first of March, but the Superior Yoke sweater is finally off the needles, blocked and on my back. I'm wearing it right now with a cup of coffee and I don't plan on taking it off until April.

The yarn is a worsted weight from a small mill in Wisconsin, in a colorway they call Deep Water. I used about 1,400 yards for a 40 inch chest. The yoke colorwork is four colors, and I only had to rip back once, when I realized I'd been reading the chart upside down for eleven rounds.

A few people asked about the pattern. The designer moved her shop this winter, so the old link won't work. You can find the pattern now at her new store, Lakeshore Knits, under Sweaters.

Next up: socks for my son, who has informed me that he wants them in "camouflage, but orange."
""",
        section="Patterns",
    )
    return case(
        "ci-blogger-sweater",
        "discussion",
        YARN,
        post,
        Parts(after=after, side=side),
        cs,
        path="/2012/03/finished-superior-yoke-sweater.html",
        container="div#comments > dl#comments-block: dt.comment-author 'NAME said...', dd.comment-body, dd.comment-footer (time)",
        heading="8 comments:",
        description="A Blogger knitting blog of 2012: 7 comments in the classic dl (dt 'NAME said...', dd body, dd footer "
        "with the time), two 'Anonymous', the blogger's answers as flat entries addressing two readers by name, a comment "
        "removed by its author ('This comment has been removed by the author.') counted in '8 comments:', a reader's "
        "signature line ('Linda'); followers, popular posts with snippets, the blog archive, labels with counts, a blogroll.",
        lookalikes=("popular posts with snippets",),
    )


# --------------------------------------------------------------------------- Typepad

LENS = SiteCI(
    "Fieldstone Light",
    "Landscape photography from the Berkshires and beyond",
    "fl",
    "#2f4f6f",
    "Verdana,Geneva,sans-serif",
    ("Home", "Archives", "Gear", "Workshops", "Profile", "Subscribe"),
    "blog",
    "http://www.typepad.com/",
)


def typepad_filters() -> Case:
    cs = talk("""
Ray Olander | April 11, 2012 at 09:14 PM | - | Nice comparison. I gave up on graduated ND filters two years ago and just bracket and blend now. It's more time at the computer but I never have to worry about a tree sticking up through the horizon line. // Ray O. // Rochester NY // www.rayolanderphoto.example.com
Julie Haskins | April 11, 2012 at 10:02 PM | - | The second shot from the reservoir is stunning. Was that the 3 stop soft or the hard edge? I have the cheap Cokin set and the color cast is making me crazy, everything comes out a little magenta.
Peter Gaines | April 12, 2012 at 06:47 AM | - | Julie, the Cokin resin filters are notorious for that magenta cast. You can fix most of it in Lightroom with a local white balance brush but honestly the best fix is to save up for glass.
Ann Belcourt | April 12, 2012 at 11:30 AM | - | I'll be the contrarian. Bracketing is fine for a static scene but the minute you have moving water or wind in the grass the blend turns into a mess. Filters still have a place. Thanks for including the windy marsh shot, that made the point better than I could. // -- Ann // "The light is always leaving."
Peter Gaines | April 12, 2012 at 12:15 PM | - | To answer Julie properly: it was the 3 stop soft edge, held by hand because I'd left the holder in the car.
Tom Keefe | April 13, 2012 at 08:58 AM | - | Any chance you'll do a workshop at the reservoir this fall? My wife and I would sign up in a heartbeat.
""")
    # Typepad prints flat comments; the truth's parents: none (Peter's answers address a name, shown flat)

    def item(i: int) -> str:
        c = cs[i]
        cid = 600 + i
        return (
            f'<div class="comment" id="comment-6a00d8341c52f453ef016{cid}"><a id="c6a00d8341c52f453ef016{cid}"></a>'
            f'<div class="comment-content">{paras(c.text)}</div>'
            f'<p class="comment-footer">Posted by: <a href="http://profile.typepad.com/u{cid}" rel="nofollow">{esc(c.author)}</a> | '
            f'<a href="#comment-6a00d8341c52f453ef016{cid}">{esc(c.when)}</a></p></div>'
        )

    after = (
        '<div class="comments" id="comments"><h3 class="comments-header">Comments</h3>'
        '<p class="comments-feed"><a href="/blog/2012/04/grads-vs-brackets/comments/atom.xml">Feed</a> You can follow this conversation by subscribing to the comment feed for this post.</p>'
        f'<div class="comments-content">{"".join(item(i) for i in range(len(cs)))}</div></div>'
        '<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Verify your Comment</h2>'
        '<h3>Previewing your Comment</h3><div class="comment-preview"><div class="comment-content"></div><p class="comment-footer">Posted by: | </p></div>'
        "<p>This is only a preview. Your comment has not yet been posted.</p>"
        '<h2 class="comments-open-header">Post a comment</h2><p>Comments are moderated, and will not appear until the author has approved them.</p>'
        '<form method="post" action="/t/comments"><p><label>Name</label> <input name="author"></p><p><label>Email Address</label> <input name="email"></p>'
        '<p><label>URL</label> <input name="url"></p><p><textarea name="text" rows="10" cols="50"></textarea></p>'
        '<input type="submit" name="preview" value="Preview"> <input type="submit" name="post" value="Post"></form>'
        "<p>Your Information</p><p>(Name and email address are required. Email address will not be displayed with the comment.)</p></div>"
    )
    side = (
        widget(
            "fl",
            "About",
            '<img src="/_avatar/fl-peter.svg" width="90" height="90" alt=""><p>Peter Gaines shoots large format and digital in the hills of western Massachusetts and teaches small workshops from May to October.</p>',
        )
        + widget(
            "fl",
            "Recent Posts",
            "<ul><li><a href='/a'>Grads vs. Brackets: A Spring Shootout</a></li><li><a href='/b'>Ice Out on Stockbridge Bowl</a></li><li><a href='/c'>Gear Review: A Cheap L-Bracket That Works</a></li><li><a href='/d'>Workshop Dates for 2012</a></li></ul>",
        )
        + recent_comments(
            "fl",
            "Recent Comments",
            """
Kristin Laue | Ice Out on Stockbridge Bowl | The third frame is my new desktop background.
Dave Morrow | Gear Review: A Cheap L-Bracket That Works | Mine cracked after one winter, just so you know.
Peter Gaines | Gear Review: A Cheap L-Bracket That Works | Dave, was that the black or the silver version?
""",
        )
        + widget(
            "fl",
            "Archives",
            "<ul><li><a href='/2012/04/'>April 2012</a></li><li><a href='/2012/03/'>March 2012</a></li><li><a href='/2012/02/'>February 2012</a></li><li><a href='/archives.html'>More...</a></li></ul>",
        )
        + twitter_widget(
            "fl",
            "fieldstonelight",
            """
Fog on the Housatonic this morning. Stood in the cold for an hour and got one frame I like. | about 3 hours ago
New post: Grads vs. Brackets, a spring shootout with five filters and one stubborn marsh | 1 day ago
Two spots left in the June workshop in Monterey, MA. | 4 days ago
""",
        )
        + ad("fl", "160x600", "Advertisement · B&H Photo")
    )
    post = Post(
        "Grads vs. Brackets: A Spring Shootout",
        "Posted by Peter Gaines",
        "2012-04-11T18:00:00-04:00",
        "April 11, 2012",
        """
Every spring I get the same question at the workshops: should I buy graduated neutral density filters or just shoot brackets and blend at home? So last weekend I took five filters and a tripod to the Cheshire Reservoir and shot the same three scenes both ways.

Scene one was the classic: flat water, bright sky, a distant tree line. Both methods worked. The filter shot needed less work at the computer; the blend had a little more detail in the clouds.

Scene two was the marsh at the north end, with a stiff wind moving the cattails. This is where bracketing falls apart. Three frames a stop apart had three different positions of every cattail, and no blending software could make sense of it.

Scene three was the trickiest: a dead tree poking up above the horizon. Here the grad darkened the top of the tree and made it look burned. The blend handled it easily.

My conclusion, for what it's worth: carry both, and know when to use which.
""",
        section="Gear",
        tags=("filters", "technique", "Berkshires"),
    )
    return case(
        "ci-typepad-filters",
        "discussion",
        LENS,
        post,
        Parts(after=after, side=side),
        cs,
        path="/blog/2012/04/grads-vs-brackets.html",
        container="div#comments > div.comments-content > div.comment (div.comment-content, p.comment-footer 'Posted by: NAME | DATE')",
        heading="Comments",
        description="A Typepad photography blog of 2012: 6 flat comments, the name after the text in 'Posted by: NAME | DATE', "
        "two readers' signatures (name, town and site; a dash line and a motto) at the end of their texts, the blogger's "
        "two answers flat; below them Typepad's 'Verify your Comment / Previewing your Comment' box with an empty preview "
        "('Posted by: |') and the form with Preview and Post; a Twitter widget with relative times, recent comments of other "
        "posts.",
        lookalikes=("Twitter widget", "recent comments of other posts"),
    )


# --------------------------------------------------------------------------- Drupal, local news

TOWN = SiteCI(
    "The Cobb Creek Courier",
    "Independent news for Cobb Creek and Delmont Township since 2009",
    "cc",
    "#1f5c8b",
    "Arial,Helvetica,sans-serif",
    ("Home", "News", "Schools", "Township", "Police & Fire", "Opinion", "Calendar"),
    "news",
    "Drupal 7 (http://drupal.org)",
)


def drupal_roundabout() -> Case:
    cs = talk("""
Anonymous | Tue, 05/08/2012 - 19:42 | - | Roundabouts work. Ask anyone in Carmel, Indiana. The people complaining now will love it in two years.
RetiredTeacher | Tue, 05/08/2012 - 20:05 | 0 | Carmel has a population that got used to them one at a time. We are getting one at the single busiest intersection in the township with school buses going through it twice a day. I'm not against the idea but this is the wrong place to start.
Gary Pelletier | Tue, 05/08/2012 - 20:31 | - | $2.3 million for a traffic circle and they still haven't fixed the drainage on Orchard Lane. My basement flooded twice last year. Priorities, people.
Anonymous | Tue, 05/08/2012 - 21:10 | 2 | The roundabout is state and federal money, the drainage would be township money. Different pots. Not saying Orchard Lane shouldn't get fixed, just that one doesn't take from the other.
Gary Pelletier | Tue, 05/08/2012 - 21:48 | 3 | Fair enough, but then someone at the township should be out there applying for whatever pot fixes my basement.
M. Dobrowski | Wed, 05/09/2012 - 07:15 | - | I drive a semi out of the Delmont yard. Has anyone actually checked whether a 53 foot trailer can get around a 110 foot circle? The drawing in the article doesn't look big enough to me.
Guest | Wed, 05/09/2012 - 09:02 | 5 | The plan has a truck apron in the middle, the raised concrete part, so the trailer wheels can ride up on it. It's on page 4 of the PennDOT handout from the meeting.
RetiredTeacher | Wed, 05/09/2012 - 12:40 | - | For those who couldn't make the meeting, the next one is May 22 at 7 pm at the Delmont Fire Hall. Bring your questions. They did take every question last time, I'll give them that.
Sue Ann Harker | Wed, 05/09/2012 - 16:55 | - | My son was in the accident at that corner in February. He's fine now, thank God, but the car wasn't. Anything that slows people down coming off Route 322 has my vote.
""")
    votes = ["+14 -3", "+9 -2", "+21 -4", "+6 -1", "+5 -0", "+11 -0", "+7 -0", "+4 -0", "+25 -1"]
    subjects = [
        "They work",
        "Wrong place to start",
        "Priorities",
        "Different pots",
        "Then apply for it",
        "Trucks?",
        "Truck apron",
        "Next meeting",
        "Slow them down",
    ]

    def comment(i: int) -> str:
        c = cs[i]
        nid = 1480 + i
        anon = i in (0, 3)  # Drupal prints "(not verified)" after the name an anonymous visitor typed
        user = (
            f'<span class="username">{esc(c.author)}{" (not verified)" if anon else ""}</span>'
            if anon or c.author == "Guest"
            else f'<a href="/user/{nid}" class="username" title="View user profile.">{esc(c.author)}</a>'
        )
        sub = kids(cs, i)
        ind = '<div class="indented">' + "".join(comment(k) for k in sub) + "</div>" if sub else ""
        return (
            f'<a id="comment-{nid}"></a><div class="comment {"comment-by-anonymous" if anon else ""} clearfix">'
            f'<div class="attribution"><img src="/_avatar/cc-{nid}.svg" width="36" height="36" alt=""><div class="submitted">'
            f'<p class="commenter-name">{user}</p><p class="comment-time">{esc(c.when)}</p></div></div>'
            f'<div class="comment-text"><h3><a href="/comment/{nid}#comment-{nid}" class="permalink" rel="bookmark">{esc(subjects[i])}</a></h3>'
            f'<div class="content"><div class="field field-name-comment-body"><div class="field-item even">{paras(c.text)}</div></div></div>'
            f'<div class="vud-widget"><span class="up">Vote up</span> <span class="updown-score">{esc(votes[i])}</span> <span class="down">Vote down</span></div>'
            f'<ul class="links inline"><li class="comment-reply"><a href="/comment/reply/311/{nid}">reply</a></li></ul></div></div>{ind}'
        )

    after = (
        '<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>'
        + "".join(comment(i) for i in kids(cs, None))
        + '<h2 class="title comment-form">Add new comment</h2><form class="comment-form" action="/comment/reply/311" method="post">'
        '<div class="form-item"><label>Your name</label><input type="text" name="name" value="Anonymous"></div>'
        '<div class="form-item"><label>Subject</label><input type="text" name="subject"></div>'
        '<div class="form-item"><label>Comment *</label><textarea name="comment_body" rows="5"></textarea></div>'
        '<div class="description">Comments are moderated. Please keep it civil and stay on topic. No personal attacks.</div>'
        '<input type="submit" value="Save"> <input type="submit" value="Preview"></form></div>'
    )
    side = (
        tabbed(
            "cc",
            [
                (
                    "Most Read",
                    """
Roundabout planned for Route 322 and Mill Road | 2,941
Delmont school board approves 2.9% tax increase | 1,877
Police: Man charged after chase through three townships | 1,602
Cobb Creek Little League opening day photos | 1,233
""",
                    "views",
                ),
                (
                    "Most Commented",
                    """
Delmont school board approves 2.9% tax increase | 38
Roundabout planned for Route 322 and Mill Road | 9
Letter: The library deserves better | 7
""",
                    "comments",
                ),
                (
                    "Most Emailed",
                    """
Cobb Creek Little League opening day photos | 112
Roundabout planned for Route 322 and Mill Road | 64
""",
                    "emails",
                ),
            ],
        )
        + ad("cc", "300x250", "Advertisement · Harker Ford Lincoln")
        + poll(
            "cc",
            "Would you drive through a roundabout at Route 322 and Mill Road?",
            """
Yes, bring it on | 41%
Only if I have to | 33%
I'll take the back roads | 26%
""",
            "612",
        )
        + newsletter(
            "cc",
            "Get the Courier in your inbox",
            "Our free daily newsletter: the day's local headlines, police reports and school news, every weekday at 6 a.m.",
        )
        + widget(
            "cc",
            "Calendar",
            "<ul><li>May 12 · Township clean-up day, 9 am</li><li>May 14 · Board of Supervisors, 7 pm</li><li>May 22 · PennDOT roundabout meeting, 7 pm</li></ul>",
        )
    )
    post = Post(
        "Roundabout planned for Route 322 and Mill Road",
        "By Karen Lutz, Staff Writer",
        "2012-05-08T15:30:00-04:00",
        "May 8, 2012 at 3:30 pm",
        """
The intersection of Route 322 and Mill Road, where the township has recorded 17 crashes since 2009, will become a single-lane roundabout in the summer of 2013 if the state approves the design presented Monday night.

About 80 residents packed the Delmont Fire Hall to hear PennDOT engineers explain the $2.3 million project, which would be paid for mostly with federal safety money. The circle would be 110 feet across, with a raised truck apron in the center for tractor-trailers.

Supervisor chairman Frank Ostrowski said the township would pay for the landscaping in the middle of the circle and nothing else. "This is not coming out of anybody's tax bill in Delmont," he said.

Not everyone was convinced. Several residents asked about school buses, and one asked why the township could not simply put in a traffic light. Engineers said a light would reduce crashes but not the serious ones, which happen when drivers run the red at speed.

A second public meeting is scheduled for May 22 at 7 p.m.
""",
        deck="PennDOT engineers say the $2.3 million circle would cut serious crashes at the township's busiest corner.",
        section="Township",
        caption="Traffic backs up on Route 322 at Mill Road on Monday afternoon. Courier photo / Karen Lutz",
        tags=("Route 322", "PennDOT", "Delmont Township"),
    )
    return case(
        "ci-drupal-roundabout",
        "discussion",
        TOWN,
        post,
        Parts(after=after, side=side, weather="Delmont 64°F, Partly Cloudy"),
        cs,
        path="/news/2012/05/08/roundabout-planned-route-322-and-mill-road",
        container="div#comments.comment-wrapper: a#comment-N + div.comment (div.attribution with the name and time, div.comment-text with an h3 subject, the body, a vote widget), div.indented for replies",
        heading="Comments",
        description="A Drupal 7 local news site of 2012: 9 comments, 4 replies up to 3 levels in nested div.indented, each with a "
        "subject line the reader typed (not in the truth), '+14 -3' vote scores with 'Vote up' / 'Vote down', two "
        "'Anonymous (not verified)' and one 'Guest' (their names printed without a link), a comment form with Save and "
        "Preview; a tabbed most read / most commented / most emailed box with counts, a poll with results, a newsletter "
        "box, a calendar.",
        lookalikes=("tabbed most read/commented/emailed with counts", "poll results"),
    )


def threads_ci() -> list[Case]:
    return [wp_taproom(), blogger_sweater(), typepad_filters(), drupal_roundabout()]


_ = Seed  # re-exported for the type of ``talk``
