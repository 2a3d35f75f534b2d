"""Blind set DA: three blogs of 2012 on the common engines: a WordPress-like home-recording blog with a threaded
list four levels deep, two pingbacks among the comments and the blogger's own answers marked (13 comments); a
Blogger-like county politics blog with three comments, one "Anonymous"; a Typepad-like food blog with two comments
signed "Posted by:" after the text. Every class name, name, place and text invented for this set; each comment written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_da_common import C, Case, esc, make, paras, slug, talk, widget
from comspider_lab.blind.layout_da import Page, blogger, typepad, wp


def _wp_list(cs: list[C], pings: dict[int, str]) -> str:
    """WordPress-like nested ol.commentlist; ``pings``: pingbacks printed before comment index k."""
    kids: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        kids.setdefault(c.parent, []).append(i)

    def li(i: int, depth: int, odd: bool) -> str:
        c = cs[i]
        cls = f"comment {'odd alt' if odd else 'even'} depth-{depth}" + (
            " bypostauthor byuser" if c.staff else ""
        )
        badge = ' <span class="author-tag">Post author</span>' if c.staff else ""
        sub = ""
        if i in kids:
            sub = '<ul class="children">' + "".join(li(k, depth + 1, not odd) for k in kids[i]) + "</ul>"
        cid = 2210 + 3 * i
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><div id="comment-{cid}">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/pb-{slug(c.who)}.svg" class="avatar avatar-40 photo" height="40" width="40" />'
            f'<cite class="fn">{esc(c.who)}</cite>{badge} <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(c.at)}</a></div>'
            f'<div class="comment-body">{paras(c.body)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div></div>{sub}</li>'
        )

    out = []
    for n, i in enumerate(kids[None]):
        if i in pings:
            out.append(
                f'<li class="post pingback"><p>Pingback: {pings[i]} <span class="edit-link"></span></p></li>'
            )
        out.append(li(i, 1, n % 2 == 0))
    return '<ol class="commentlist">' + "".join(out) + "</ol>"


def wp_patchbay() -> Case:
    cs = talk("""
Marty Kessler @ March 14, 2012 at 9:42 pm :: I did the exact same thing in 2009 and regretted it for about a week, then never again. The 688 is a beautiful machine but I was spending more time cleaning heads and demagnetizing than actually recording songs. // One thing you didn't mention: the tape itself. Try finding fresh cassettes that aren't garbage now. I paid $9 a pop for the last box of Maxell XLII-S I could find on eBay.
>*Dave Pruitt @ March 14, 2012 at 10:15 pm :: Ha, the tape thing is real. I have six unopened XLII-S left in a shoebox and I've been treating them like bars of gold. That was honestly half the reason I sold it, I didn't want to be the guy with a tape machine and no tape.
>>Marty Kessler @ March 14, 2012 at 10:31 pm :: Hang on to those six. Somebody on the tape forums will pay stupid money for them.
Jen Oyelaran @ March 15, 2012 at 7:03 am :: How are you finding the converters on the Scarlett 18i8 compared to the old Delta 1010 you had? I'm on a Delta 66 still and my PCI slot days are numbered with the new computer.
>*Dave Pruitt @ March 15, 2012 at 8:20 am :: Honestly? In a blind test I'm not sure I'd pick them apart on acoustic guitar. Where the Scarlett wins is the preamps, I don't need the outboard ART box anymore for the vocal mic. The drivers have been rock solid on Windows 7 64-bit so far, about five weeks now. // The one thing I miss is the Delta's little breakout box with the long cable. Having the interface on the desk means more cables on the desk.
>>Jen Oyelaran @ March 15, 2012 at 12:48 pm :: Good to know about the drivers, that was my main worry. Thanks Dave.
>>>Rob Castellano @ March 15, 2012 at 2:06 pm :: Jen, if you go that route, update the firmware before you do anything else. Mine shipped with the old one and dropped out every twenty minutes until I did.
>>>>Jen Oyelaran @ March 15, 2012 at 3:30 pm :: Noted! Thank you.
Phil from Dayton @ March 16, 2012 at 11:11 pm :: Man I'm going to be the grumpy one here. You can't get that 688 saturation out of a plugin no matter what the ads tell you. I've tried every tape emulation going and they all sound like someone describing tape to you over the phone. :) // That said, I understand why you did it. Space and time are real. Enjoy the new rig.
>*Dave Pruitt @ March 17, 2012 at 9:02 am :: "Someone describing tape to you over the phone" is the best line I've read all week. You're not wrong. I bounced a few of the old 688 mixes back in and A/B'd them and the real thing has a roundness in the low mids I can't match yet. I'm going to keep trying though, I'll do a post on it.
Kathleen M. @ March 19, 2012 at 4:45 pm :: Did the buyer come and pick it up or did you ship it? I'm thinking of selling my Portastudio 424 and I'm terrified of it arriving in pieces.
>*Dave Pruitt @ March 19, 2012 at 6:12 pm :: He drove up from Columbus, thank goodness. If you ship, double box it and take the belts off if you know how, there's a guide here: http://www.portastudioforum.net/shipping-guide . And pack the power supply separately!
Sam W @ March 22, 2012 at 1:27 am :: Great write-up. Bookmarked for when my wife finally tells me the reel-to-reel has to go too ;-)
""")
    pings = {
        8: '<a href="http://lowendtheory.example.net/2012/03/16/weekend-reading/" rel="external nofollow" class="url">Weekend reading: cassettes, converters and one very patient neighbour &laquo; Low End Theory</a>',
        12: '<a href="http://hissandhum.example.org/?p=418" rel="external nofollow" class="url">Hiss &amp; Hum &raquo; Blog Archive &raquo; Should you still buy a four-track in 2012?</a>',
    }
    post = (
        '<div id="post-1187" class="post-1187 post type-post status-publish format-standard hentry category-gear tag-tascam tag-interfaces">'
        '<h1 class="entry-title">Why I finally sold my Tascam 688 (and what I bought instead)</h1>'
        '<div class="entry-meta"><span class="meta-prep">Posted on</span> <a href="/2012/03/14/" rel="bookmark"><span class="entry-date">March 14, 2012</span></a> '
        '<span class="meta-sep">by</span> <span class="author vcard"><a class="url fn n" href="/author/dave/">Dave Pruitt</a></span></div>'
        '<div class="entry-content">'
        "<p>After eleven years, three apartments and one flooded basement, the Tascam 688 Midistudio is gone. A nice guy from Columbus drove up on Saturday, listened to the demo reel I left on it, and paid a little more than I asked, which tells you how much the thing is still loved.</p>"
        "<p>I want to be honest about why. It was not the sound. The 688 still sounds better to me than anything I own now. It was the upkeep: cleaning and demagnetizing before every session, the pinch roller that started to glaze, and the slow realisation that I had a box of six blank cassettes left and no idea where the next box would come from.</p>"
        "<p>What replaced it is boring and sensible: a Focusrite Scarlett 18i8, Reaper, and the old Delta 1010 going to a friend. I'll write up the first five weeks in detail next time, including where the new setup falls short. Spoiler: the low mids.</p>"
        '<div class="sharedaddy"><h3 class="sd-title">Share this:</h3><ul><li class="share-twitter"><a href="#">Tweet</a> <span class="share-count">34</span></li>'
        '<li class="share-facebook"><a href="#">Like</a> <span class="share-count">112</span></li><li class="share-email"><a href="#">Email</a></li></ul></div>'
        '</div><div class="entry-utility">This entry was posted in <a href="/category/gear/" rel="category tag">Gear</a> and tagged <a href="/tag/tascam/" rel="tag">tascam</a>, <a href="/tag/interfaces/" rel="tag">interfaces</a>. Bookmark the <a href="/2012/03/14/why-i-sold-my-688/" rel="bookmark">permalink</a>.</div>'
        '<div id="entry-author-info"><img alt="" src="/_avatar/pb-author.svg" class="avatar avatar-60" height="60" width="60" /><div id="author-description"><h2>About Dave Pruitt</h2>'
        "Dave has been recording bands in his basement in Springfield, Ohio since 1996. He plays bass badly and mixes slightly better.</div></div></div>"
        '<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2012/03/02/" rel="prev">&larr; Five cheap mic stands that won&#8217;t fall over</a></div>'
        '<div class="nav-next"><a href="/2012/03/27/" rel="next">Scarlett 18i8: five weeks in &rarr;</a></div></div>'
    )
    after = (
        '<div id="comments"><h3 id="comments-title">15 Responses to <em>Why I finally sold my Tascam 688 (and what I bought instead)</em></h3>'
        + _wp_list(cs, pings)
        + '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <input id="author" name="author" type="text" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <input id="email" name="email" type="text" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p>'
        '<p class="subscribe-to-comments"><input type="checkbox" name="subscribe" id="subscribe" /> <label for="subscribe">Notify me of followup comments via e-mail</label></p></form></div></div>'
    )
    side = (
        widget(
            "Search",
            '<form role="search" method="get" id="searchform" action="/"><input type="text" name="s" id="s" /><input type="submit" value="Search" /></form>',
        )
        + widget(
            "Recent Posts",
            "<ul>"
            + "".join(
                f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>'
                for t in (
                    "Why I finally sold my Tascam 688 (and what I bought instead)",
                    "Five cheap mic stands that won't fall over",
                    "Recording a kick drum in a room with a low ceiling",
                    "Reaper 4: the three features I actually use",
                    "Gear I regret selling, part two",
                )
            )
            + "</ul>",
        )
        + widget(
            "Recent Comments",
            '<ul id="recentcomments">'
            '<li class="recentcomments">Tom Haverford on <a href="/mic-stands/">Five cheap mic stands that won&#8217;t fall over</a></li>'
            '<li class="recentcomments">Lyle on <a href="/kick-drum-low-ceiling/">Recording a kick drum in a room with a low ceiling</a></li>'
            '<li class="recentcomments"><a href="http://lowendtheory.example.net" class="url">Low End Theory</a> on <a href="/kick-drum-low-ceiling/">Recording a kick drum in a room with a low ceiling</a></li>'
            '<li class="recentcomments">Anne Marie on <a href="/reaper-4/">Reaper 4: the three features I actually use</a></li></ul>',
        )
        + widget(
            "Blogroll",
            "<ul>"
            + "".join(
                f'<li><a href="http://{slug(t)}.example.com/">{esc(t)}</a></li>'
                for t in (
                    "Hiss & Hum",
                    "Low End Theory",
                    "The Recording Shack",
                    "Bedroom Producers Unite",
                    "Tape Op Message Board",
                )
            )
            + "</ul>",
        )
        + widget(
            "Tags",
            '<div class="tagcloud">'
            + " ".join(
                f'<a href="/tag/{slug(t)}/" style="font-size:{s}pt">{esc(t)}</a>'
                for t, s in (
                    ("cassette", 14),
                    ("drums", 9),
                    ("interfaces", 12),
                    ("mics", 16),
                    ("mixing", 18),
                    ("reaper", 11),
                    ("tascam", 15),
                    ("vocals", 8),
                )
            )
            + "</div>",
        )
        + widget(
            "Archives",
            '<ul><li><a href="/2012/03/">March 2012</a>&nbsp;(3)</li><li><a href="/2012/02/">February 2012</a>&nbsp;(5)</li><li><a href="/2012/01/">January 2012</a>&nbsp;(4)</li></ul>',
        )
    )
    style = (
        ".commentlist{list-style:none;padding:0}.commentlist li.comment{border-top:1px solid #ddd;padding:10px 0}.children{list-style:none;margin-left:30px}"
        ".bypostauthor>div{background:#f4f7f1}.author-tag{background:#3b4a3f;color:#fff;font-size:10px;padding:1px 4px}.pingback{font-size:11px;color:#777}"
    )
    html = wp(
        Page(
            "Why I finally sold my Tascam 688 (and what I bought instead)",
            "The Patch Bay",
            "Home recording on a budget, since 2006",
            ("Home", "About", "Gear", "Techniques", "Reviews", "Contact"),
            post,
            after,
            side,
            style,
        )
    )
    return make(
        "da-wp-patchbay",
        "discussion",
        html,
        cs,
        path="/2012/03/14/why-i-sold-my-688/",
        container="div#comments > ol.commentlist, li.comment.depth-N with ul.children; two li.pingback between the comments",
        heading="15 Responses to Why I finally sold my Tascam 688 (and what I bought instead)",
        description="A WordPress-like home-recording blog of 2012: 13 readers' comments four levels deep ('NAME says:'), the blogger's four answers marked 'Post author' (bypostauthor), two pingbacks between the comments (counted in the heading's 15), share counts, author bio, recent posts, a recent-comments widget of other posts, blogroll, tag cloud.",
        lookalikes=("pingbacks in the comment list", "recent-comments widget"),
    )


def blogger_greene() -> Case:
    cs = talk("""
Anonymous @ 9:14 AM :: The commissioners have known about the jail roof since at least 2009. It was in the grand jury report that year. Now suddenly it's an emergency and we have to bond it? Somebody should ask why the maintenance line item got cut three budgets in a row.
Wanda Petrie @ 11:52 AM :: Thank you for posting the actual vote breakdown, the Herald just said "approved 2-1" and didn't say who voted which way. // I'll be at the March 6 meeting. Public comment is at the start now, not the end, for anyone who gave up going because they kept you waiting until 10 pm.
Earl Brandt @ 4:37 PM :: I don't like bonding it either but the roof is the roof. You can't leave inmates under a tarp. I'd rather see them bond it for 10 years instead of 20 though, the interest on the longer one is crazy.
""")
    ids = [7021, 7033, 7048]
    items = "".join(
        f'<dt class="comment-author" id="c{ids[i]}"><a name="c{ids[i]}"></a>'
        + (
            f'<a href="https://www.blogger.com/profile/0{ids[i]}55" rel="nofollow">{esc(c.who)}</a>'
            if c.who != "Anonymous"
            else esc(c.who)
        )
        + " said...</dt>"
        f'<dd class="comment-body"><p>{paras(c.body, br=True)}</p></dd>'
        f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{ids[i]}" title="comment permalink">February 28, 2012 {esc(c.at)}</a></span>'
        f' <span class="item-control blog-admin pid-1"><a href="/delete-comment.g?postID={ids[i]}" title="Delete Comment"><img src="/_avatar/icon_delete13.svg" width="13" height="13" alt="" /></a></span></dd>'
        for i, c in enumerate(cs)
    )
    post = (
        '<div class="date-outer"><h2 class="date-header"><span>Tuesday, February 28, 2012</span></h2>'
        '<div class="post hentry"><a name="4418203"></a><h3 class="post-title entry-title">Jail roof bond passes 2-1, Hollis votes no</h3>'
        '<div class="post-header"></div><div class="post-body entry-content">'
        "Last night's commission meeting ran two and a half hours and most of it was the jail roof. Here is the short version for those who stayed home.<br /><br />"
        "The board voted 2-1 to put a $3.2 million general obligation bond toward replacing the roof and the HVAC units at the county jail on Depot Street. Commissioners Lyle Danner and Fran Okafor voted yes. Commissioner Ray Hollis voted no, saying the county should have asked for bids on a repair first.<br /><br />"
        "The bond would run 20 years. The county administrator estimated the cost to a home valued at $100,000 at about $14 a year.<br /><br />"
        "Next meeting is Tuesday, March 6 at 7 pm in the courthouse annex. Public comment now comes first on the agenda."
        '</div><div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">Gil Sutter</span></span> '
        '<span class="post-timestamp">at <a class="timestamp-link" href="#" rel="bookmark"><abbr class="published" title="2012-02-28T07:30:00-05:00">7:30 AM</abbr></a></span> '
        '<span class="post-comment-link"></span> <span class="post-icons"><span class="item-action"><a href="/email-post" title="Email Post">&#9993;</a></span></span></div>'
        '<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/search/label/commission" rel="tag">commission</a>, <a href="/search/label/jail" rel="tag">jail</a>, <a href="/search/label/taxes" rel="tag">taxes</a></span></div>'
        '<div class="post-share-buttons"><a class="share-button" href="#">Email This</a> <a class="share-button" href="#">BlogThis!</a> <a class="share-button" href="#">Share to Twitter</a> <a class="share-button" href="#">Share to Facebook</a></div></div></div>'
    )
    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>3 comments:</h4><div id="Blog1_comments-block-wrapper">'
        f'<dl class="avatar-comment-indent" id="comments-block">{items}</dl></div>'
        '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=55&amp;postID=4418203" onclick="">Post a Comment</a></p></div></div>'
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/03/">Newer Post</a></span> '
        '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/02/">Older Post</a></span> <a class="home-link" href="/">Home</a></div>'
        '<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="/feeds/4418203/comments/default" type="application/atom+xml">Post Comments (Atom)</a></div></div>'
    )
    side = (
        '<div class="widget Profile" id="Profile1"><h2>About Me</h2><div class="widget-content"><img src="/_avatar/gw-gil.svg" width="60" height="80" alt="My Photo" />'
        '<dl class="profile-datablock"><dt class="profile-data"><a href="/profile/gil">Gil Sutter</a></dt><dd class="profile-textblock">Retired shop teacher. I go to the meetings so you don\'t have to. Greene County, Ohio.</dd></dl></div></div>'
        '<div class="widget PopularPosts" id="PopularPosts1"><h2>Popular Posts</h2><div class="widget-content popular-posts"><ul>'
        '<li><div class="item-title"><a href="/2012/02/levy-math.html">Levy math, one more time</a></div><div class="item-snippet">Three readers asked me to show my work on the school levy numbers, so here it is, line by line...</div></li>'
        '<li><div class="item-title"><a href="/2012/01/snow-routes.html">Who plows Route 42?</a></div><div class="item-snippet">Short answer: the state. Long answer: it depends which side of the bridge you live on...</div></li>'
        "</ul></div></div>"
        '<div class="widget BlogList" id="BlogList1"><h2>My Blog List</h2><div class="widget-content"><ul>'
        '<li><div class="blog-title"><a href="http://xeniawatch.example.com/">Xenia Watch</a></div><div class="item-title">Library hours cut again</div><div class="item-time">2 days ago</div></li>'
        '<li><div class="blog-title"><a href="http://millerdispatch.example.com/">The Miller Dispatch</a></div><div class="item-title">Township trustees race heats up</div><div class="item-time">5 days ago</div></li>'
        "</ul></div></div>"
        '<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><ul class="hierarchy"><li>&#9660; 2012 (14)<ul><li>&#9660; February (6)</li><li>&#9658; January (8)</li></ul></li><li>&#9658; 2011 (71)</li></ul></div>'
        '<div class="widget Followers" id="Followers1"><h2>Followers</h2><div class="widget-content">Followers (38)</div></div>'
    )
    style = "#comments-block dt{font-weight:bold;margin-top:12px}#comments-block dd.comment-footer{font-size:11px;color:#999;margin-bottom:10px}"
    html = blogger(
        Page(
            "Jail roof bond passes 2-1, Hollis votes no",
            "Greene County Watch",
            "Notes from the back row of the commission chambers",
            ("Home", "Meeting schedule", "Budget documents", "About"),
            post,
            after,
            side,
            style,
            foot="Simple template.",
        )
    )
    return make(
        "da-blogger-greene",
        "discussion",
        html,
        cs,
        path="/2012/02/jail-roof-bond-passes-2-1.html",
        container="div#comments: h4 '3 comments:', dl#comments-block of dt 'NAME said...' / dd.comment-body / dd.comment-footer",
        heading="3 comments:",
        description="A Blogger-like county politics blog of 2012: 3 comments in the dt/dd definition list, one 'Anonymous' without a profile link, text paragraphs split by <br /><br />; profile, popular posts with snippets, blog list with other blogs' latest titles, archive, followers.",
        lookalikes=("popular posts with snippets", "blog list"),
    )


def typepad_pantry() -> Case:
    cs = talk("""
Ruth Ann @ April 23, 2012 at 08:14 PM :: I made these tonight with the rhubarb from my mother's patch and cut the sugar by a third like you said. Perfect. My husband ate four standing at the counter. // One question: my crumb topping sank into the filling a little in the middle. Too much butter, or should I have baked the base longer first?
Linnea @ April 24, 2012 at 10:02 AM :: Ruth Ann, I had the same thing last spring with a different recipe. Giving the base the full 15 minutes before the filling goes on fixed it for me, and chill the topping while the base bakes. Lovely post as always, the photos of the jars on the windowsill made me homesick for Duluth.
""")
    items = "".join(
        f'<div class="comment" id="comment-6a00d8341c{9200 + i}"><div class="comment-content">{paras(c.body)}</div>'
        f'<p class="comment-footer">Posted by: <a rel="nofollow" href="http://profile.typepad.com/{slug(c.who)}">{esc(c.who)}</a> | '
        f'<a href="#comment-6a00d8341c{9200 + i}">{esc(c.at)}</a></p></div>'
        for i, c in enumerate(cs)
    )
    post = (
        '<h2 class="date-header">Monday, April 23, 2012</h2><div class="entry-category-baking entry-author-margit entry-type-post entry" id="entry-6a00d8341c4412">'
        '<h3 class="entry-header">Rhubarb crumb bars for people who think they don\'t like rhubarb</h3><div class="entry-content"><div class="entry-body">'
        "<p>Every May my neighbour leaves a grocery bag of rhubarb on the porch without a note, and every May I pretend I don't know who it is. This year I got ahead of her.</p>"
        "<p>These bars are the recipe I give to rhubarb doubters. A shortbread base, a filling that is more jammy than sour, and a crumb topping with oats and a little cardamom. I cut the sugar in the filling by a third from the card my aunt wrote it on, and nobody at church noticed.</p>"
        "<p><strong>Base:</strong> 2 cups flour, 1/2 cup sugar, 1 cup cold butter. Press into a 9x13 pan and bake 15 minutes at 350&deg;F.</p>"
        "<p><strong>Filling:</strong> 4 cups chopped rhubarb, 3/4 cup sugar, 3 tablespoons cornstarch, a squeeze of orange. <strong>Topping:</strong> 1 cup oats, 1/2 cup flour, 1/2 cup brown sugar, 6 tablespoons butter, 1/4 teaspoon cardamom.</p>"
        "<p>Bake another 35 minutes, cool completely, and cut small. They are better the next day, if you can wait.</p>"
        '</div></div><div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted at 06:30 AM in <a href="/baking/">Baking</a>, <a href="/spring/">Spring</a> | <a class="permalink" href="#">Permalink</a></span> '
        '<span class="separator">|</span> <a class="entry-comments" href="#comments">Comments (2)</a></p>'
        '<div class="entry-actions"><span class="reblog">Reblog (0)</span> | <a href="#">Pin It</a> (14) | <a href="#">Tweet</a> | Like 27</div></div></div>'
    )
    after = (
        '<div class="comments" id="comments"><h3 class="comments-header">Comments</h3>'
        '<div class="comments-info"><p>You can follow this conversation by subscribing to the <a href="/comments/atom.xml">comment feed</a> for this post.</p></div>'
        f'<div class="comments-content">{items}</div>'
        '<p class="comments-open-moderated">Comments are moderated, and will not appear until the author has approved them.</p>'
        '<form id="comment-form" method="post" action="/t/comments"><h3 class="comments-open-header">Post a comment</h3>'
        '<p>Comment below or sign in with <a href="#">TypePad</a> <a href="#">Facebook</a> <a href="#">Twitter</a> and <a href="#">more...</a></p>'
        '<textarea name="text" rows="8" cols="40"></textarea><p><input type="submit" value="Preview" /> <input type="submit" value="Post" /></p></form></div>'
    )
    left = (
        '<div class="module-about module"><h2 class="module-header">About</h2><div class="module-content"><img src="/_avatar/tp-margit.svg" width="150" height="150" alt="" />'
        "<p>Margit Sorensen bakes, cans and writes in a drafty farmhouse outside Cloquet, Minnesota.</p></div></div>"
        '<div class="module-categories module"><h2 class="module-header">Categories</h2><ul class="module-list">'
        '<li class="module-list-item"><a href="/baking/">Baking</a></li><li class="module-list-item"><a href="/preserving/">Preserving</a></li><li class="module-list-item"><a href="/spring/">Spring</a></li><li class="module-list-item"><a href="/suppers/">Weeknight suppers</a></li></ul></div>'
        '<div class="module-newsletter module"><h2 class="module-header">Get new posts by email</h2><form><input type="text" value="Your email" /><input type="submit" value="Subscribe" /></form></div>'
    )
    side = (
        '<div class="module-recent-posts module"><h2 class="module-header">Recent Posts</h2><ul class="module-list">'
        '<li><a href="#">Rhubarb crumb bars for people who think they don\'t like rhubarb</a></li><li><a href="#">Ramps, finally</a></li><li><a href="#">My grandmother\'s cardamom braid</a></li></ul></div>'
        '<div class="module-typelist module"><h2 class="module-header">Pantry friends</h2><ul class="module-list">'
        '<li><a href="http://northshorekitchen.example.com/">North Shore Kitchen</a></li><li><a href="http://jarsandlids.example.com/">Jars &amp; Lids</a></li><li><a href="http://thecabinoven.example.com/">The Cabin Oven</a></li></ul></div>'
        '<div class="module-archives module"><h2 class="module-header">Archives</h2><ul class="module-list"><li><a href="#">April 2012</a></li><li><a href="#">March 2012</a></li><li><a href="#">February 2012</a></li></ul></div>'
        '<div class="module-ad module"><div style="width:160px;height:600px;background:#f3f3f3;color:#aaa;font-size:10px;text-align:center">Advertisement</div></div>'
    )
    style = ".comment{border-bottom:1px solid #eee;padding:8px 0}.comment-footer{font-size:11px;color:#888}.comments-open-moderated{font-style:italic;color:#8a3b5c}"
    html = typepad(
        Page(
            "Rhubarb crumb bars for people who think they don't like rhubarb",
            "The Drafty Pantry",
            "Baking and putting up food in northern Minnesota",
            ("Home", "Recipes", "About"),
            post,
            after,
            side,
            style,
            foot="&copy; Margit Sorensen.",
        ),
        left,
    )
    return make(
        "da-typepad-pantry",
        "discussion",
        html,
        cs,
        path="/the-drafty-pantry/2012/04/rhubarb-crumb-bars.html",
        container="div#comments > div.comments-content > div.comment (div.comment-content, then p.comment-footer 'Posted by: NAME | time')",
        heading="Comments",
        description="A Typepad-like food blog of 2012: 2 comments with the name after the text ('Posted by: NAME | date'), the second answering the first by name in its text (flat); a moderation notice under the comments; a recipe in the post, about box, categories, newsletter box, blogroll, archives, Pin It count.",
        lookalikes=(),
    )


def threads_da() -> list[Case]:
    return [wp_patchbay(), blogger_greene(), typepad_pantry()]
