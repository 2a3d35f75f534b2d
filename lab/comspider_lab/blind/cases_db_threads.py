"""Blind set DB: three discussions of 2012 in that era's common shapes, each a site with heavy furniture: a
WordPress-like commuter cycling blog ("11 Responses to …", a threaded list three deep with a pingback among the
comments and the blogger's answers marked, beside recent comments of other posts, top commenters and a Twitter
widget); a Blogger-like birding blog ("6 comments:", a flat ``dl`` of "NAME said..." with "Anonymous" and the
blogger's answer, beside a blog list and popular posts); a county daily's "Reader Reaction (8)" (a heading without
the word comment, flat entries with explicit "In reply to NAME" links, beside most read and most discussed with
counts, obituaries, a poll and events). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_db_common import C, Case, counted, esc, links, make, paras, slug, talk
from comspider_lab.blind.layout_db import Page, blogger, courier, wp


def _wp_list(cs: list[C], pings: dict[int, str]) -> str:
    kids: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        kids.setdefault(c.parent, []).append(i)

    def li(i: int, depth: int) -> str:
        c = cs[i]
        cls = f"comment depth-{depth}" + (" bypostauthor" if c.staff else "")
        badge = ' <span class="authorbadge">(Author)</span>' if c.staff else ""
        sub = ""
        if i in kids:
            sub = '<ul class="children">' + "".join(li(k, depth + 1) for k in kids[i]) + "</ul>"
        cid = 5301 + 7 * i
        return (
            f'<li class="{cls}" id="comment-{cid}"><div class="comment-wrap"><img alt="" src="/_avatar/ss-{slug(c.who)}.svg" class="avatar" height="48" width="48" />'
            f'<div class="comment-head"><span class="fn">{esc(c.who)}</span>{badge} says:<br /><a class="comment-date" href="#comment-{cid}">{esc(c.at)}</a></div>'
            f'<div class="comment-text">{paras(c.body)}</div><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div>{sub}</li>'
        )

    out = []
    for i in kids[None]:
        if i in pings:
            out.append(f'<li class="pingback"><div class="comment-wrap">Pingback: {pings[i]}</div></li>')
        out.append(li(i, 1))
    return '<ol class="commentlist">' + "".join(out) + "</ol>"


def wp_spokes() -> Case:
    cs = talk("""
Andrea Feld @ November 28, 2012 at 7:52 am :: Studded tires changed my life. Not exaggerating. I went down twice on the Riverside path in 2010 before I bought a pair and haven't fallen since. Yes they're loud on dry pavement, you get used to it.
>*Greg Tamsin @ November 28, 2012 at 8:30 am :: Which ones did you get? The 240-stud ones or the cheaper 120?
>>Andrea Feld @ November 28, 2012 at 9:14 am :: The 240s, front and back. Expensive but they've lasted three winters and still have most of the studs.
Lonnie @ November 28, 2012 at 12:05 pm :: Fenders fenders fenders. Full coverage, with a long mud flap on the front. The salt spray will eat your drivetrain and your pants otherwise.
Priya S. @ November 28, 2012 at 3:47 pm :: Question for the experienced folks: how do you deal with the dark? I leave work at 5 and it's pitch black by then. I have a little blinky light on the back but I don't feel seen at all.
>Lonnie @ November 28, 2012 at 4:20 pm :: Two rear lights, one steady and one blinking, and a real headlight, at least 200 lumens, not a "be seen" light. Reflective ankle bands too, because the movement catches drivers' eyes.
>*Greg Tamsin @ November 28, 2012 at 5:02 pm :: What Lonnie said. I also put reflective tape on the back of my helmet and on the crank arms. Cheap and it works. // I'll do a whole post on lights in December, it deserves one.
Walt Brandeis @ November 29, 2012 at 6:15 am :: I've commuted year round for 22 years in this city and I'll disagree a little on the studs. On the main streets they plow and salt so well that I never need them. It's the side streets and the bike path that are the problem, so I just avoid those from Dec to March. Cheaper than tires.
>Andrea Feld @ November 29, 2012 at 10:38 am :: Fair, but my whole route is the path! No other way across the river that doesn't involve the interstate ramp.
Marcus @ November 30, 2012 at 9:00 pm :: great post, forwarding to my brother who just started riding to work. he thinks he can do it in jeans all winter lol
""")
    pings = {
        7: '<a href="http://northloopwheels.example.com/2012/11/29/link-roundup/" rel="external nofollow">Thursday link roundup: winter riding, a new bike corral, and a very brave dog | North Loop Wheels</a>',
    }
    post = (
        '<div class="post hentry" id="post-2210"><h2 class="posttitle">Five things I wish I&#8217;d known before my first winter on the bike</h2>'
        '<p class="postmeta">Posted by <a href="/author/greg/">Greg Tamsin</a> on November 27, 2012 &middot; in <a href="/category/winter/">Winter riding</a></p>'
        '<div class="entry">'
        "<p>Four winters ago I decided I'd keep riding to work through the snow. I made every mistake there is. Here are the five I'd warn my younger self about.</p>"
        "<p><strong>1. Your hands get cold first, not your feet.</strong> Lobster mitts. Don't argue, just buy them.</p>"
        "<p><strong>2. Slow down on the white paint.</strong> Crosswalk stripes and lane lines are ice rinks when wet.</p>"
        "<p><strong>3. Salt eats chains.</strong> Rinse the bike with a watering can when you get home, and oil the chain every week.</p>"
        "<p><strong>4. Dress for the second mile.</strong> If you're warm when you leave the house, you're wearing too much.</p>"
        "<p><strong>5. Nobody expects you.</strong> Drivers don't look for bikes in January. Ride like you're invisible, and light yourself up like you're not.</p>"
        "</div>"
        '<div class="sharebar"><span>Like 73</span> <span>Tweet 40</span> <span>+1 6</span> <a href="#">Email</a></div>'
        '<p class="postmeta">Tags: <a href="#">winter</a>, <a href="#">gear</a>, <a href="#">commuting</a></p>'
        '<div class="author-box"><img src="/_avatar/ss-greg-box.svg" width="60" height="60" alt="" /><p><b>Greg Tamsin</b> rides eleven miles each way to a desk job he likes. He has owned eleven bikes and regrets selling two.</p></div></div>'
    )
    after = (
        '<div id="comments"><h3 id="comments-title">11 Responses to &#8220;Five things I wish I&#8217;d known before my first winter on the bike&#8221;</h3>'
        + _wp_list(cs, pings)
        + '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform"><p><input type="text" name="author" id="author" /> <label for="author">Name (required)</label></p>'
        '<p><input type="text" name="email" id="email" /> <label for="email">Mail (will not be published) (required)</label></p><p><textarea name="comment" id="comment" cols="58" rows="8"></textarea></p><p><input name="submit" type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    side = (
        '<li class="widget"><h3 class="widgettitle">Recent Comments</h3><ul id="recentcomments">'
        '<li class="recentcomments">Marcus on <a href="#">Five things I wish I&#8217;d known before my first winter on the bike</a></li>'
        '<li class="recentcomments">Tess Orwell on <a href="#">The new bike corral on Fifth: a review</a></li>'
        '<li class="recentcomments">Greg Tamsin on <a href="#">The new bike corral on Fifth: a review</a></li>'
        '<li class="recentcomments">Walt Brandeis on <a href="#">Commuter count: 31 bikes at Fifth and Main</a></li></ul></li>'
        '<li class="widget"><h3 class="widgettitle">Top Commenters</h3><ul><li>Walt Brandeis (58)</li><li>Lonnie (44)</li><li>Andrea Feld (23)</li><li>Tess Orwell (17)</li></ul></li>'
        '<li class="widget"><h3 class="widgettitle">Twitter</h3><ul class="tweets">'
        '<li>Minus 4 this morning and 31 bikes at Fifth and Main. You people are amazing. <span class="tw-ago">about 14 hours ago</span></li>'
        '<li>New post: five things I wish I had known before my first winter on the bike <span class="tw-ago">3 days ago</span></li></ul><p><a href="#">Follow me on Twitter</a></p></li>'
        '<li class="widget"><h3 class="widgettitle">Bike Links</h3>'
        + links(("North Loop Wheels", "City Bike Coalition", "Winter Cycling Forum", "Sheldon's tech pages"))
        + "</li>"
        '<li class="widget"><h3 class="widgettitle">Archives</h3><ul><li><a href="#">November 2012</a></li><li><a href="#">October 2012</a></li><li><a href="#">September 2012</a></li></ul></li>'
    )
    style = ".commentlist{list-style:none;padding:0}.commentlist li{margin:10px 0}.children{list-style:none;margin-left:34px}.comment-wrap{border:1px solid #e3ddd0;padding:8px;overflow:hidden}.bypostauthor>.comment-wrap{background:#f6efe2}.avatar{float:left;margin-right:8px}.comment-date{font-size:11px;color:#999}.authorbadge{color:#5a3d1e;font-size:11px}.tw-ago{display:block;font-size:10px;color:#999}"
    html = wp(
        Page(
            "Five things I wish I'd known before my first winter on the bike",
            "Spokes & Slush",
            "Riding to work in a city that has winter",
            ("Home", "About", "Gear", "Routes", "Winter riding", "Contact"),
            post,
            after,
            side,
            style,
            foot="&copy; 2012 Spokes &amp; Slush.",
        )
    )
    return make(
        "db-wp-spokes",
        "discussion",
        html,
        cs,
        path="/2012/11/27/five-things-first-winter/",
        container="ol.commentlist",
        heading="11 Responses to “Five things I wish I’d known before my first winter on the bike”",
        description="A WordPress-like commuter cycling blog of 2012: '11 Responses to …', a threaded list of 10 comments three deep ('NAME says:', the blogger's answers marked '(Author)') with a pingback among the top-level comments; recent comments of other posts, top commenters with counts, a Twitter widget as saved, share counts.",
    )


def blogger_marsh() -> Case:
    cs = talk("""
Bill Hartigan @ May 7, 2012 4:18 PM :: What a morning you had! I was at the south dike on Saturday and got nothing but red-winged blackbirds and a very rude goose. // Was the Virginia rail calling or did you actually see it?
Louise B @ May 7, 2012 6:02 PM :: Lovely photos of the sora. I have been trying for three springs to get one in the open. Patience must be the secret, which I don't have!
Anonymous @ May 7, 2012 9:40 PM :: are dogs allowed on the boardwalk now? the sign at the lot still says no but i saw two people with dogs last week
Jill Ramsey @ May 8, 2012 7:15 AM :: Bill, both! It called twice from the cattails by the second bench and then walked right out onto the mud for about ten seconds. I didn't get the camera up in time. // Anonymous, the sign is right, no dogs on the boardwalk from April to July because of nesting. The people you saw shouldn't have been there.
Bill Hartigan @ May 8, 2012 8:30 AM :: Ten seconds is more than most of us get. Heading back out Thursday.
Ted O. @ May 9, 2012 11:51 AM :: Great list. Just FYI, I had a pair of blue-winged teal at the same pond Monday evening, so they're still around if anyone wants them for their year list.
""")
    dl = "".join(
        f'<dt class="comment-author" id="c{8812200 + i}"><a name="c{8812200 + i}"></a>'
        + (
            esc(c.who)
            if c.who == "Anonymous"
            else f'<a href="/profile/{slug(c.who)}" rel="nofollow">{esc(c.who)}</a>'
        )
        + " said...</dt>"
        f'<dd class="comment-body"><p>{paras(c.body, br=True)}</p></dd>'
        f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{8812200 + i}" title="comment permalink">{esc(c.at)}</a></span></dd>'
        for i, c in enumerate(cs)
    )
    post = (
        '<div class="date-outer"><h2 class="date-header"><span>Sunday, May 6, 2012</span></h2><div class="post-outer"><div class="post hentry">'
        '<h3 class="post-title entry-title">Bellwood Marsh, May 5: rails and a sora in the open</h3><div class="post-body entry-content">'
        "Out at first light with a thermos and no plan. The wind had dropped overnight and the marsh was loud with it.<br /><br />"
        "Highlights: a Virginia rail calling from the cattails by the second bench, a sora that walked out into the open for a full two minutes (photos below), a green heron on the snag at the north end, and the first marsh wren of the year singing from the old muskrat lodge.<br /><br />"
        "Full list, 38 species, is on the county eBird page. Water levels are high after last week's rain, so the lower boardwalk is wet in places. Boots, not sneakers.<br /><br />"
        '<img src="/_avatar/mn-sora.svg" width="500" height="330" alt="Sora" /><div style="clear:both"></div></div>'
        '<div class="post-footer"><span class="post-author vcard">Posted by <span class="fn">Jill Ramsey</span></span> <span class="post-timestamp">at <abbr class="published" title="2012-05-06T19:22:00-04:00">7:22 PM</abbr></span> '
        '<span class="post-comment-link"><a href="#comments">6 comments</a></span> <span class="post-labels">Labels: <a href="#">Bellwood Marsh</a>, <a href="#">rails</a>, <a href="#">spring migration</a></span>'
        '<div class="post-share-buttons"><a href="#">Email This</a> <a href="#">BlogThis!</a> <a href="#">Share to Twitter</a> <a href="#">Share to Facebook</a> <span>+1 4</span></div></div></div>'
    )
    after = (
        f'<div class="comments" id="comments"><a name="comments"></a><h4>6 comments:</h4><div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">{dl}</dl></div>'
        '<p class="comment-footer"><a href="#">Post a Comment</a></p></div></div></div>'
        '<div class="blog-pager"><a href="#">Newer Post</a> <a href="#">Older Post</a> <a href="/">Home</a></div>'
    )
    side = (
        '<div class="widget Profile"><h2>About Me</h2><div class="widget-content"><a href="#">Jill Ramsey</a><p>Retired science teacher. Birding the county since 1991, badly at first.</p></div></div>'
        '<div class="widget BlogList"><h2 class="title">Birding Blogs</h2><div class="widget-content"><ul>'
        '<li><div class="blog-title"><a href="#">Feeder Watch Diaries</a></div><div class="item-title"><a href="#">Orioles are back!</a></div><div class="item-time">5 hours ago</div></li>'
        '<li><div class="blog-title"><a href="#">Lake Effect Birding</a></div><div class="item-title"><a href="#">Big Day plans, 2012 edition</a></div><div class="item-time">1 day ago</div></li>'
        '<li><div class="blog-title"><a href="#">The Warbler Neck</a></div><div class="item-title"><a href="#">Twelve warblers before lunch</a></div><div class="item-time">2 days ago</div></li></ul></div></div>'
        '<div class="widget PopularPosts"><h2>Popular Posts</h2><div class="widget-content"><ul><li><a href="#">Where to see the snowy owl (please keep your distance)</a></li><li><a href="#">A beginner&#39;s guide to Bellwood Marsh</a></li><li><a href="#">My first 200 county species</a></li></ul></div></div>'
        '<div class="widget Followers"><h2 class="title">Followers</h2><div class="widget-content"><p>Followers (142)</p></div></div>'
        '<div class="widget BlogArchive"><h2>Blog Archive</h2><ul><li>&#9660; 2012 (31)<ul><li>&#9660; May (3)</li><li>&#9658; April (9)</li></ul></li><li>&#9658; 2011 (72)</li></ul></div>'
    )
    style = "#comments-block dt{font-weight:bold;margin-top:12px}#comments-block dd.comment-body{margin:4px 0 0 20px}#comments-block dd.comment-footer{margin:0 0 0 20px;font-size:11px;color:#999}.item-time{font-size:10px;color:#999}"
    html = blogger(
        Page(
            "Bellwood Marsh, May 5: rails and a sora in the open",
            "Marsh Notes",
            "Birds, mud and coffee in Kettle County",
            ("Home", "Bellwood Marsh guide", "County list", "About"),
            post,
            after,
            side,
            style,
            foot="&copy; 2012 Jill Ramsey.",
        )
    )
    return make(
        "db-blogger-marsh",
        "discussion",
        html,
        cs,
        path="/2012/05/bellwood-marsh-may-5-rails-and-sora.html",
        container="dl#comments-block",
        heading="6 comments:",
        description="A Blogger-like birding blog of 2012: '6 comments:', a flat dl of 'NAME said...' / text / time, one 'Anonymous', the blogger answering two readers by name in one comment; a blog list with other blogs' latest posts and times, popular posts, followers, archive.",
    )


def courier_sentinel() -> Case:
    cs = talk("""
Hal Breckner @ Oct 3, 2012 8:14 AM :: Forty-one years I've driven that bridge to work. It's been "temporary" weight limits since 2005. Good to see the money finally came through, but I'll believe the June date when I see it.
Deb in Tallmadge Twp @ Oct 3, 2012 8:40 AM :: The detour through Carver is going to be a nightmare with the school buses. Did anyone from the county think about that? Two elementary schools on that road.
Stephen Mayhew @ Oct 3, 2012 9:02 AM :: It says in the article the buses will use Route 30 and the state is adding a turn signal at Fourth. Read before you panic. ^1
Deb in Tallmadge Twp @ Oct 3, 2012 9:31 AM :: I did read it. Route 30 adds twenty minutes for the kids on our end. My point stands. ^2
Karl @ Oct 3, 2012 11:20 AM :: $8.9 million for a two lane bridge?? My father built half the barns in this county, he could of done it for a third of that.
Nina Paulsen @ Oct 3, 2012 12:05 PM :: Karl, most of that is the federal requirements for the river work and the approach roads, not the bridge itself. It was all in the engineer's report at the August meeting, which about six of us attended. ^4
Hal Breckner @ Oct 3, 2012 1:47 PM :: Will they keep a walkway open during construction? A lot of the Millers Landing folks walk over to the post office.
Courier reporter Jan Whitby @ Oct 3, 2012 3:10 PM :: Hal, the county engineer told me there will be no pedestrian access during the demolition phase, roughly March to May. After that a temporary walkway on the north side is planned. I'll update the story if that changes. ^6
""")
    ids = [77120 + 3 * i for i in range(len(cs))]
    entries = []
    for i, c in enumerate(cs):
        reply = (
            f'<div class="rr-inreply">In reply to <a href="#rr-{ids[c.parent]}">{esc(cs[c.parent].who)}</a></div>'
            if c.parent is not None
            else ""
        )
        entries.append(
            f'<div class="rr-item" id="rr-{ids[i]}"><div class="rr-meta"><span class="rr-name">{esc(c.who)}</span> <span class="rr-time">{esc(c.at)}</span></div>'
            f'{reply}<div class="rr-text">{paras(c.body)}</div>'
            f'<div class="rr-acts"><a href="#">Reply</a> | <a href="#">Report abuse</a> | <span class="rr-like">Like (0)</span></div></div>'
        )
    post = (
        '<div class="story"><div class="kicker"><a href="/news/local/">Local News</a></div><h1 class="headline">Millers Landing bridge to close for 8 months starting in March</h1>'
        '<h2 class="deck">County awards $8.9 million contract to replace 1931 span</h2>'
        '<div class="byline">By JAN WHITBY<br />Sentinel Staff Writer</div><div class="dateline">Published: Tuesday, October 2, 2012 10:45 PM EDT</div>'
        '<div class="tools"><a href="#">Print</a> | <a href="#">E-mail</a> | <span class="fbl">Recommend 61</span> <span class="twc">Tweet 14</span></div>'
        '<div class="body">'
        "<p>MILLERS LANDING &mdash; The two-lane bridge that carries County Road 12 over the Tallmadge River will close on March 4 and stay closed for about eight months while it is torn down and replaced, county commissioners decided Tuesday.</p>"
        "<p>Commissioners voted 3-0 to award the $8.9 million contract to Ferro Brothers Construction of Dunmore, the lowest of five bidders. Federal highway money covers 80 percent of the cost.</p>"
        "<p>The steel truss bridge, built in 1931, has carried a 10-ton weight limit since 2005 and was rated structurally deficient in the state's last two inspections.</p>"
        "<p>During construction, traffic will be detoured over Carver Road and Route 30, a trip of about 6 miles. School buses will use Route 30, and the state will add a left-turn signal at Route 30 and Fourth Street before the closure, county engineer Raymond Ochoa said.</p>"
        "<p>The new bridge is due to open by the end of October 2013.</p>"
        "</div></div>"
    )
    after = (
        '<div class="reader-reaction"><h3 class="rr-head">Reader Reaction (8)</h3>'
        '<p class="rr-rules">Readers are responsible for what they post. Keep it civil and on topic. <a href="#">Read our guidelines</a>.</p>'
        + "".join(entries)
        + '<div class="rr-form"><p><a href="/login/">Sign in</a> to respond to this story.</p></div></div>'
    )
    side = (
        '<div class="rbox"><h4>Most Read</h4><div class="inner">'
        + counted(
            """
Millers Landing bridge to close for 8 months | 3,640
Dunmore man wins $250,000 scratch-off | 2,911
Sentinel volleyball preview: three to watch | 1,017
Apple festival returns to Main Street Saturday | 954
""",
            "views",
        )
        + '</div></div><div class="rbox"><h4>Most Discussed</h4><div class="inner">'
        + counted(
            """
Commissioners approve 1.5 mill tax increase | 63
Millers Landing bridge to close for 8 months | 8
Letter: Bring back the farmers market | 6
""",
            "reactions",
        )
        + '</div></div><div class="rbox"><h4>Obituaries</h4><div class="inner"><ul><li><a href="#">Evelyn M. Sturgis, 92</a> Oct. 1</li><li><a href="#">Robert &#34;Bob&#34; Lang, 67</a> Sept. 30</li><li><a href="#">Dolores Kaminski, 81</a> Sept. 30</li></ul></div></div>'
        '<div class="rbox"><h4>Sentinel Poll</h4><div class="inner"><p>Will the bridge closure change your daily drive?</p><ul><li>Yes, a lot &mdash; 38%</li><li>A little &mdash; 27%</li><li>No &mdash; 35%</li></ul><p>804 votes</p></div></div>'
        '<div class="rbox"><h4>Events</h4><div class="inner"><ul><li>Oct. 6: Apple Festival, Main Street, 9 a.m.</li><li>Oct. 9: Commissioners meeting, 7 p.m.</li><li>Oct. 13: Library book sale</li></ul></div></div>'
    )
    style = ".rr-head{border-bottom:3px solid #8b1a1a;margin-top:18px}.rr-rules{font-size:11px;color:#777}.rr-item{border-bottom:1px solid #ddd;padding:8px 0}.rr-name{font-weight:bold}.rr-time{color:#888;font-size:11px}.rr-inreply{font-size:11px;color:#8b1a1a}.rr-text p{margin:4px 0}.rr-acts{font-size:11px;color:#888}"
    html = courier(
        Page(
            "Millers Landing bridge to close for 8 months starting in March",
            "The Tallmadge Valley Sentinel",
            "Dunmore, Ohio · 52°F Rain",
            ("Home", "Local News", "Sports", "Schools", "Business", "Opinion", "Obituaries", "Classifieds"),
            post,
            after,
            side,
            style,
            top="Wednesday, October 3, 2012",
            foot='Copyright &copy; 2012 The Tallmadge Valley Sentinel. All rights reserved. <a href="#">Privacy</a> | <a href="#">Terms of service</a>',
        )
    )
    return make(
        "db-courier-sentinel",
        "discussion",
        html,
        cs,
        path="/news/local/article_b1f7c0a2-0cd9-11e2-8f41.html",
        container="div.reader-reaction",
        heading="Reader Reaction (8)",
        description="A county daily's story of 2012 with 'Reader Reaction (8)', a heading that does not say 'comment': a flat list of 8 entries with name and time, four of them opened by an explicit 'In reply to NAME' link to the entry they answer (one by the reporter), 'Reply | Report abuse | Like (0)'; most read and most discussed with counts, obituaries, a poll, events.",
    )


def threads_db() -> list[Case]:
    return [wp_spokes(), blogger_marsh(), courier_sentinel()]
