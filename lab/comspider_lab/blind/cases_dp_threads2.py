"""Blind set DP: an Indian personal blog of 2012 on a Blogger-like skin (11 comments, replies one level deep, the
blogger's answers marked, "Anonymous"), a US fishing magazine of 2012 whose article discussion is a forum thread
printed under the article (7 readers' posts after the thread's automatic first post, quoted answers with a link to
the quoted post; no "comment" in the markup) and a UK cycling campaign's group blog of 2013 on a Drupal-like theme
(16 comments threaded three deep, subject lines cut from the text, "(not verified)" guests). Every class name, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dp_common import (
    C,
    Case,
    doc,
    esc,
    kids,
    make,
    paras,
    ranked,
    share,
    slug,
    talk,
)

# --------------------------------------------------------------------------- Indian personal blog, Blogger-like

IN_CSS = (
    "body{margin:0;background:#f3ead8 url(/_avatar/bg/paper.png);font:14px/1.5 'Trebuchet MS',Trebuchet,sans-serif;color:#4a3b2a}"
    ".content-outer{width:930px;margin:0 auto;background:#fffdf7;box-shadow:0 0 6px #bba}.header-inner{padding:30px 20px;background:#8a3b12;color:#fff}"
    ".Header h1{margin:0;font:normal 36px Georgia,serif}.Header .description{margin:4px 0 0;font-style:italic}.tabs a{display:inline-block;padding:6px 12px;color:#8a3b12}"
    ".main-inner{overflow:hidden;padding:10px 20px}.column-center{float:left;width:600px}.column-right{float:right;width:270px;font-size:13px}"
    ".date-header span{background:#8a3b12;color:#fff;font-size:11px;padding:2px 8px;text-transform:uppercase}.post-title{font:normal 24px Georgia,serif}"
    ".post-footer{font-size:12px;color:#8c7b66;border-top:1px dashed #d8c8a8;padding-top:6px}.comments h4{font:normal 20px Georgia,serif}"
    ".comment-thread ol{list-style:none;padding:0}.comment-block{margin-left:48px}.avatar-image-container{float:left}.comment-header .user{font-weight:bold;font-style:normal}"
    ".blog-author{display:inline-block;width:16px;height:16px;background:url(/_avatar/icons/pencil.png)}.datetime{font-size:11px;margin-left:8px}.datetime a{color:#a08e73}"
    ".comment-content{margin:4px 0}.comment-actions{font-size:11px}.comment-replies{margin-left:48px}.thread-count a{font-size:11px;color:#8a3b12}"
    ".widget h2{font-size:14px;color:#8a3b12;border-bottom:1px solid #d8c8a8}.widget ul{padding-left:16px}.footer-outer{clear:both;text-align:center;font-size:11px;padding:12px}"
)


def in_kaveri() -> Case:
    cs = talk("""
Anonymous @ 19 August 2012 21:14 :: Lovely post. Reading this I could smell the filter coffee in my grandmother's kitchen. Which brand of chicory powder do you use?
>+Meenakshi @ 19 August 2012 22:03 :: Thank you! I buy it loose from the Narasimha stores near the temple tank, 70-30 mix. Packet brands are too bitter for me.
Rohan Sethi @ 20 August 2012 09:41 :: As a Delhi boy married into a Tamil family I can confirm the davara-tumbler pouring is a skill that takes YEARS. My first attempt ended on my father-in-law's veshti.
>Lakshmi V @ 20 August 2012 10:12 :: Hahaha this made my morning. Don't worry, my husband still can't do it after 15 years.
>+Meenakshi @ 20 August 2012 11:30 :: Rohan, every son-in-law has a veshti story, welcome to the club :)
Padma Raghunathan @ 20 August 2012 14:55 :: Nice write up but I must disagree about the steel filter. Brass filter gives better decoction, my amma always said steel makes it thin. Maybe try it once and tell us?
>+Meenakshi @ 20 August 2012 16:20 :: Padma aunty, I have my mother's old brass one somewhere in the loft! Will dig it out this weekend and do a side by side. Post coming soon.
>Karthik @ 21 August 2012 08:02 :: Brass vs steel debate has destroyed more families than property disputes. I'm team steel, easier to wash.
Anonymous @ 21 August 2012 12:47 :: pls post the recipe for the rava kesari in the photo also
Sunitha @ 22 August 2012 19:33 :: I live in Houston now and the coffee here is just not the same, even with the same powder. Is it the water or the milk? Any tips from NRI readers?
>Rohan Sethi @ 22 August 2012 21:10 :: Sunitha, try full fat milk and boil it properly, the ultra pasteurized stuff tastes flat. Worked for my cousin in Edison.
""")
    k = kids(cs)

    def li(i: int) -> str:
        c = cs[i]
        cid = f"c{5832117402941 + i * 1117}"
        badge = (
            '<span class="icon user blog-author"></span>' if c.staff else '<span class="icon user "></span>'
        )
        who = (
            esc(c.who)
            if c.who == "Anonymous"
            else f'<a href="http://www.blogger.example/profile/{10448213 + i * 7919}" rel="nofollow">{esc(c.who)}</a>'
        )
        reps = ""
        if i in k:
            reps = (
                '<div class="comment-replies"><div class="comment-thread inline-thread"><span class="thread-toggle thread-expanded"><span class="thread-arrow"></span>'
                '<span class="thread-count"><a target="_blank">Replies</a></span></span><ol class="thread-chrome thread-expanded"><div>'
                + "".join(li(j) for j in k[i])
                + '</div><div class="continue"><a class="comment-reply" href="javascript:;" target="_self">Reply</a></div></ol></div></div>'
            )
        return (
            f'<li class="comment" id="{cid}"><div class="avatar-image-container"><img src="/_avatar/bl{i}.png" width="35" height="35" alt="" /></div>'
            f'<div class="comment-block"><div class="comment-header"><cite class="user">{who}</cite>{badge}'
            f'<span class="datetime secondary-text"><a rel="nofollow" href="?showComment={cid[1:]}#{cid}">{esc(c.at)}</a></span></div>'
            f'<p class="comment-content">{paras(c.body, br=True)}</p>'
            f'<span class="comment-actions secondary-text"><a class="comment-reply" target="_self" href="javascript:;">Reply</a>'
            f'<span class="item-control blog-admin pid-108821"><a target="_self" href="/delete-comment.g?postID={cid[1:]}">Delete</a></span></span></div>'
            f"{reps}</li>"
        )

    post = (
        '<div class="date-header"><span>Sunday, 19 August 2012</span></div>'
        '<div class="post hentry"><h3 class="post-title entry-title">The morning ritual: filter coffee, the Kaveripuram way</h3>'
        '<div class="post-header"></div><div class="post-body entry-content">'
        '<img src="/_avatar/photos/davara-tumbler.jpg" width="400" height="300" alt="" /><br />'
        "Every morning at 5.45, before the milk packet boy rings the bell, my father starts the coffee. Three heaped spoons of powder in the upper chamber of the filter, the little pressing disc, boiling water poured slowly to the brim. Then the lid goes on and nobody, nobody, is allowed to touch it for twenty minutes.<br /><br />"
        "I have tried to teach this to my flatmates in Bangalore, to my colleagues, and once to a very patient Swiss tourist on a train. The decoction is only half the story. The other half is the pouring: milk boiled till it rises, decoction added by eye, and the coffee poured from tumbler to davara and back from a height until it froths.<br /><br />"
        "Below is how my father does it, step by step, with the photos my nephew took on his new phone. Measurements are approximate because my father refuses to use measurements."
        "</div>"
        '<div class="post-footer"><div class="post-footer-line-1">Posted by <span class="fn">Meenakshi</span> at <a class="timestamp-link" href="/2012/08/morning-ritual-filter-coffee.html"><abbr class="published">5:30 pm</abbr></a> '
        '<span class="post-comment-link"></span> <span class="item-action"><a href="#" title="Email Post">&#9993;</a></span></div>'
        '<div class="post-share-buttons"><a class="share-button sb-email" href="#">Email This</a> <a class="share-button sb-blog" href="#">BlogThis!</a> '
        '<a class="share-button sb-twitter" href="#">Share to Twitter</a> <a class="share-button sb-facebook" href="#">Share to Facebook</a></div>'
        '<div class="post-footer-line-2">Labels: <a href="/search/label/coffee" rel="tag">coffee</a>, <a href="/search/label/family" rel="tag">family</a>, <a href="/search/label/Kaveripuram" rel="tag">Kaveripuram</a></div></div></div>'
    )
    comments = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>11 comments:</h4><div class="comments-content"><div class="comment-thread toplevel-thread"><ol id="top-ra">'
        + "".join(li(i) for i in k[None])
        + '</ol><div id="top-continue" class="continue"><a class="comment-reply" href="javascript:;">Add comment</a></div></div></div>'
        '<p class="comment-footer"><a href="https://www.blogger.example/comment.g?blogID=48812&amp;postID=108821" onclick="">Post a Comment</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/08/onam-sadya-for-beginners.html">Newer Post</a></span> '
        '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/08/monsoon-in-the-backyard.html">Older Post</a></span> <a class="home-link" href="/">Home</a></div>'
        '<div class="post-feeds">Subscribe to: <a class="feed-link" href="/feeds/108821/comments/default">Post Comments (Atom)</a></div>'
    )
    side = (
        '<div class="widget Profile"><h2>About Me</h2><img src="/_avatar/meenakshi.png" width="80" height="80" alt="" /><p><b>Meenakshi</b><br />Kaveripuram girl in Bangalore. Software by day, kolam and kitchen experiments by weekend.</p><a href="/profile/">View my complete profile</a></div>'
        '<div class="widget Followers"><h2>Followers (214)</h2><p><img src="/_avatar/followers-grid.png" width="240" height="60" alt="" /></p></div>'
        '<div class="widget PopularPosts"><h2>Popular Posts</h2>'
        + ranked(
            "Ammamma's vathal kuzhambu\nThe temple car festival, 2011\nWhy I stopped buying ready-made idli batter\nKolam for beginners: 12 dot patterns",
            tag="ul",
        )
        + '</div><div class="widget BlogArchive"><h2>Blog Archive</h2><ul><li>&#9660; 2012 (31)<ul><li>&#9660; August (4)</li><li>&#9658; July (5)</li><li>&#9658; June (3)</li></ul></li><li>&#9658; 2011 (44)</li><li>&#9658; 2010 (19)</li></ul></div>'
        '<div class="widget BlogList"><h2>Blogs I follow</h2>'
        + ranked("Chutney and Chronicles\nThe Madras Terrace Garden\nSpice Route Diaries", tag="ul")
        + "</div>"
    )
    body = (
        '<div class="content-outer"><div class="header-inner"><div class="Header"><h1><a href="/" style="color:#fff">Kaveripuram Kitchen Diaries</a></h1>'
        '<p class="description">Recipes, memories and the occasional rant from a small town on the river</p></div></div>'
        '<div class="tabs"><a href="/">Home</a><a href="/p/recipes.html">Recipe index</a><a href="/p/about.html">About</a></div>'
        f'<div class="main-inner"><div class="column-center"><div class="blog-posts hfeed">{post}{comments}</div></div><div class="column-right">{side}</div></div>'
        '<div class="footer-outer">Picture Window template. Powered by <a href="#">Blogger</a>.</div></div>'
    )
    html = doc(
        "The morning ritual: filter coffee, the Kaveripuram way", "Kaveripuram Kitchen Diaries", IN_CSS, body
    )
    return make(
        "dp-in-blogger-kaveripuram",
        "discussion",
        html,
        cs,
        path="/dp/kaveripuram/2012/08/morning-ritual-filter-coffee.html",
        container="div#comments div.comment-thread",
        heading="11 comments:",
        description="Indian personal blog, Blogger-like, 2012: 11 comments, replies one level deep in inline threads, the blogger's answers marked blog-author, Anonymous readers",
    )


# --------------------------------------------------------------------------- US fishing magazine, forum-backed discussion

US_CSS = (
    "body{margin:0;background:#2f3b2a;font:13px/1.5 Verdana,Geneva,sans-serif;color:#222}#shell{width:980px;margin:0 auto;background:#fff}"
    "#hdr{background:#415a2f;padding:12px 18px;color:#f3eed8}#hdr .logo{font:bold italic 34px Georgia,serif}#hdr .issue{float:right;margin-top:16px;font-size:11px}"
    "#tabs a{display:inline-block;background:#d9d3b8;padding:6px 12px;margin-right:2px;color:#2f3b2a;font-weight:bold;text-decoration:none}"
    "#col{float:left;width:650px;padding:14px 18px}#rail{float:right;width:270px;padding:14px 14px 0 0}.dek{font-size:15px;color:#555}.by{font-size:11px;color:#777;text-transform:uppercase}"
    ".addthis{list-style:none;padding:0;overflow:hidden}.addthis li{float:left;margin-right:10px;font-size:11px}.cnt{background:#eee;padding:0 4px}"
    "#reader-forum h2{background:#415a2f;color:#fff;font-size:14px;padding:5px 8px}.postbit{border:1px solid #c8c2a8;margin-bottom:8px}"
    ".postbit .posthead{background:#e8e3cc;font-size:11px;padding:3px 8px;overflow:hidden}.postbit .postcounter{float:right;color:#415a2f}"
    ".postbit .userinfo{float:left;width:150px;padding:8px;font-size:11px;border-right:1px solid #eee}.postbit .username{font-weight:bold;font-size:12px}"
    ".postbit .postbody{margin-left:170px;padding:8px}.postbit .postfoot{clear:both;background:#f6f4ea;font-size:11px;padding:3px 8px;text-align:right}"
    ".bbcode_quote{border:1px inset #ccc;background:#f8f8f3;padding:6px;margin:0 0 8px;font-size:12px}.bbcode_postedby{font-size:11px;color:#555}"
    ".box{border:1px solid #c8c2a8;margin-bottom:12px}.box h3{margin:0;background:#d9d3b8;padding:4px 8px;font-size:12px}#ftr{clear:both;background:#2f3b2a;color:#bbb;padding:14px;font-size:11px}"
)


def us_backroad_angler() -> Case:
    cs = talk("""
*RiverRatRick @ 04-18-2012, 09:22 PM :: Good article. I fished the Stillwater below the Cole's Ferry dam for twenty years and the trout fishing there is dead in August, water's too warm coming off the top of the reservoir. If taking it out brings the cold water back I'm all for it.
*hatchmatcher @ 04-18-2012, 10:05 PM :: What nobody mentions is the sediment. There's 90 years of silt behind that dam. When it goes downstream it's going to smother every gravel bar for ten miles for a couple of seasons at least.
^0 *dryflydan @ 04-19-2012, 06:47 AM :: Agreed on the water temps. The tailwater brown fishery people brag about is stocked fish anyway. A free river with wild fish beats that any day.
^2 *hatchmatcher @ 04-19-2012, 07:30 AM :: Short term pain though. Look what happened on the Elk Fork in 2005, took four years before the bugs came back. Not saying don't do it, just don't expect miracles the first year.
*Marcy_in_Tolland @ 04-19-2012, 12:18 PM :: Landowner here on the lower river. The article says the state will pay for the bank work but the meeting we had last month said nothing of the kind. Anyone know if that's actually confirmed?
^4 *Wes Tanner @ 04-19-2012, 03:55 PM :: Marcy, I wrote the piece. The bank stabilization money is in the grant application (page 31), it's not awarded yet. I should have said that more clearly, I'll ask the web editor to add a line.
*old_sculpin @ 04-20-2012, 08:10 AM :: Been reading this mag since it was a stapled newsletter. Best thing you guys have run in a while. Keep on this story.
""")
    posts = [
        (
            '<div class="postbit" id="post_48190"><div class="posthead"><span class="postdate">04-18-2012, 06:00 AM</span><a class="postcounter" href="showthread.php?p=48190#post48190">#1</a></div>'
            '<div class="userinfo"><a class="username" href="/forums/member.php?u=2">BA Web Desk</a><br /><span class="usertitle">Administrator</span><br />Join Date: Jan 2006<br />Posts: 3,912</div>'
            '<div class="postbody"><h4>Cole&#8217;s Ferry dam: coming down?</h4><blockquote class="postcontent restore">This is the discussion thread for the article <a href="/articles/coles-ferry-dam-coming-down/">Cole&#8217;s Ferry dam: coming down?</a>. '
            'Read the full story on the Backroad Angler website and tell us what you think here.</blockquote></div><div class="postfoot"><a href="#">Quote</a></div></div>'
        )
    ]
    info = {
        "RiverRatRick": ("Senior Member", "Mar 2007", "1,204", "Tolland County"),
        "hatchmatcher": ("Senior Member", "Aug 2006", "2,877", "upstate"),
        "dryflydan": ("Member", "May 2010", "311", "Carver Falls"),
        "Marcy_in_Tolland": ("Junior Member", "Feb 2012", "14", "Lower Stillwater"),
        "Wes Tanner": ("Contributing Writer", "Nov 2008", "402", "Harlow"),
        "old_sculpin": ("Senior Member", "Jan 2006", "5,630", "on the water"),
    }
    for i, c in enumerate(cs):
        pid = 48211 + i * 5
        title, joined, n, where = info[c.who]
        quote = ""
        if c.parent is not None:
            q = cs[c.parent]
            qid = 48211 + c.parent * 5
            words = " ".join(q.body.split()[:22]) + " ..."
            quote = (
                '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container"></div>'
                f'<div class="bbcode_postedby">Originally Posted by <strong>{esc(q.who)}</strong> <a href="showthread.php?p={qid}#post{qid}" rel="nofollow">&#9658; View Post</a></div>'
                f'<div class="message">{esc(words)}</div></div></div></div>'
            )
        thanks = [3, 5, 2, 4, 1, 9, 6][i]
        posts.append(
            f'<div class="postbit" id="post_{pid}"><div class="posthead"><span class="postdate">{esc(c.at)}</span><a class="postcounter" href="showthread.php?p={pid}#post{pid}">#{i + 2}</a></div>'
            f'<div class="userinfo"><a class="username" href="/forums/member.php?u={1000 + i * 37}">{esc(c.who)}</a><br /><span class="usertitle">{esc(title)}</span><br />'
            f"Join Date: {joined}<br />Location: {esc(where)}<br />Posts: {n}</div>"
            f'<div class="postbody">{quote}<blockquote class="postcontent restore">{paras(c.body, br=True)}</blockquote></div>'
            f'<div class="postfoot"><span class="thanks">{thanks} Thanks</span> &nbsp; <a href="#">Quote</a> &nbsp; <a href="#">Reply</a></div></div>'
        )
    art = (
        '<p class="by">Conservation &middot; April 18, 2012</p><h1>Cole&#8217;s Ferry dam: coming down?</h1>'
        '<p class="dek">A 1921 mill dam on the Stillwater River could be removed as early as 2014. Anglers are split on what that means for the river&#8217;s trout.</p>'
        '<p class="by">By Wes Tanner &nbsp;|&nbsp; Photos by Jo Ames</p>'
        + share({"Like": "141", "Tweet": "19", "+1": "6", "Email": ""}, "addthis")
        + "<p>The Cole&#8217;s Ferry dam has not powered anything since the woolen mill it served closed in 1958. For the last fifty years it has mostly been a place where the Stillwater River slows down, warms up and drops its silt.</p>"
        "<p>Now the dam&#8217;s owner, the Stillwater Valley Land Trust, has applied for a state and federal grant to take it out. If the money comes through, engineers would begin drawing down the 40-acre impoundment in the summer of 2014.</p>"
        "<p>Supporters say removal would reconnect 28 miles of upstream tributaries to migrating fish and bring back the cold summer flows wild brook and brown trout need. Critics worry about the sediment and about the loss of the popular tailwater below the spillway.</p>"
        "<p>State fisheries biologist Nora Lindqvist said her surveys show water below the dam reaching 77 degrees in late July. &ldquo;That is lethal for trout,&rdquo; she said.</p>"
        "<p>A public hearing is scheduled for May 9 at the Tolland Grange Hall.</p>"
    )
    forum = (
        '<div id="reader-forum"><h2>Reader discussion: 7 replies</h2>'
        '<p class="note">From the <a href="/forums/showthread.php?t=6114">Backroad Angler Forums</a>. <a href="/forums/newreply.php?t=6114">Join the discussion</a> (free registration).</p>'
        + "".join(posts)
        + '<p><a href="/forums/showthread.php?t=6114">View this thread in the forums &raquo;</a></p></div>'
    )
    rail = (
        '<div class="box"><h3>Subscribe</h3><p style="padding:0 8px"><img src="/_avatar/cover-may-2012.jpg" width="90" height="120" alt="" /><br />12 issues for $19.95</p></div>'
        '<div class="box"><h3>Most Popular</h3>'
        + ranked(
            "Ten small-stream flies for spring | 9,411\nCole's Ferry dam: coming down? | 3,870\nReview: four budget waders tested | 3,212\nThe brook trout of Hemlock Run | 2,006"
        )
        + '</div><div class="box"><h3>Hot in the Forums</h3>'
        + ranked(
            "Opening day report, lower Stillwater | 88 replies\nBest tippet for the money? | 41 replies\nFound a fly box at Carver Falls | 12 replies",
            tag="ul",
        )
        + '</div><div class="box"><h3>Hatch Chart</h3><p style="padding:0 8px">April: Blue-winged olives, Hendricksons, early black stoneflies</p></div>'
    )
    body = (
        '<div id="shell"><div id="hdr"><span class="issue">May 2012 issue on sale now</span><div class="logo">Backroad Angler</div></div>'
        '<div id="tabs"><a href="/">Home</a><a href="/articles/">Articles</a><a href="/gear/">Gear</a><a href="/places/">Where to Fish</a><a href="/forums/">Forums</a><a href="/subscribe/">Subscribe</a></div>'
        f'<div id="col">{art}{forum}</div><div id="rail">{rail}</div>'
        '<div id="ftr">&copy; 2012 Backroad Angler Magazine &middot; Forums powered by vBulletin&reg; Version 4.1.10</div></div>'
    )
    html = doc("Cole's Ferry dam: coming down?", "Backroad Angler", US_CSS, body)
    return make(
        "dp-us-mag-backroad-angler",
        "discussion",
        html,
        cs,
        path="/dp/backroadangler/articles/coles-ferry-dam-coming-down/",
        container="div#reader-forum",
        heading="Reader discussion: 7 replies",
        description="US fishing magazine, 2012: the article's discussion is a vBulletin-like forum thread printed under it; the automatic first post and 7 readers' posts, quoted answers with a link to the quoted post; no 'comment' in the markup",
    )


# --------------------------------------------------------------------------- UK cycling campaign group blog, Drupal-like

UKD_CSS = (
    "body{margin:0;background:#fff;font:14px/1.55 'Lucida Grande',Verdana,sans-serif;color:#333}#page{width:960px;margin:0 auto}"
    "#header{background:#1c6e8c;color:#fff;padding:18px}#site-name{font:bold 28px Arial}#site-slogan{font-size:12px}#primary-links a{color:#fff;margin-right:14px}"
    "#content{float:left;width:640px;padding:10px 0}#sidebar-right{float:right;width:280px;padding-top:10px;font-size:12px}.submitted{font-size:11px;color:#888}"
    ".node .terms{font-size:11px}.links.inline li{display:inline;margin-right:8px;font-size:11px}#comments h2.comments{font-size:18px;border-bottom:1px solid #ddd}"
    ".comment{border:1px solid #e4e4e4;background:#fafafa;padding:8px 12px;margin:10px 0}.comment h3{font-size:14px;margin:0}.comment-by-node-author{background:#eef7fb;border-color:#9cc8d8}"
    ".indented{margin-left:30px}.block{margin-bottom:16px}.block h2{font-size:13px;text-transform:uppercase;color:#1c6e8c;border-bottom:2px solid #1c6e8c}"
    "#footer{clear:both;border-top:1px solid #ccc;font-size:11px;color:#888;padding:12px 0}"
)


def uk_brackley_vale() -> Case:
    cs = talk("""
Tom Askew @ Tue, 14/05/2013 - 21:04 :: Great write-up Jen. I ride the Kingsmead Road bit every day and the new "advisory" lane is 90cm wide in places. The lorries just ignore it.
>+Jen Porter @ Tue, 14/05/2013 - 21:31 :: Thanks Tom. I measured it at 85cm by the Esso garage, photo is on our Flickr group. The guidance says 1.5m minimum.
>>Tom Askew @ Tue, 14/05/2013 - 21:40 :: 85cm! That's narrower than my handlebars plus a panier.
>Graham (not verified) @ Tue, 14/05/2013 - 22:15 :: As a driver, I'd rather have a narrow lane than none at all. At least it tells drivers to expect cyclists there.
>>Steph W @ Wed, 15/05/2013 - 07:52 :: Graham, the research says the opposite. Drivers pass closer when there's a painted line because they treat it as your space and theirs. Without a line they give you room.
>>>Graham (not verified) @ Wed, 15/05/2013 - 09:10 :: Didn't know that, genuinely. Have you got a link?
>>>>Steph W @ Wed, 15/05/2013 - 09:34 :: There's a summary here: http://www.roadspace-research.example/passing-distance-2012 (the second table is the interesting bit).
Mike Dunmore @ Wed, 15/05/2013 - 08:20 :: Has anyone asked the county what the £340k actually paid for? Paint and a few signs can't cost that.
>+Jen Porter @ Wed, 15/05/2013 - 10:02 :: We've put in an FOI request, due back by 12 June. Most of it seems to have gone on the junction resurfacing at Orchard Lane, which was needed anyway.
>Ruth Kaye @ Wed, 15/05/2013 - 12:48 :: Mike, it was in the cabinet papers in January, item 7. They bundled the lane in with the resurfacing so it looks bigger on the "investment in cycling" figures.
Alison (not verified) @ Wed, 15/05/2013 - 13:15 :: I stopped cycling my daughter to school on this road last year. We drive now, which is exactly what they say they don't want. Would love to see a proper separated track by the park.
>Steph W @ Wed, 15/05/2013 - 14:01 :: Alison, would you be willing to talk about that at the consultation meeting? Stories like yours are what councillors listen to.
>>Alison (not verified) @ Wed, 15/05/2013 - 19:22 :: Happy to, if I can get a babysitter. When is it?
>>>+Jen Porter @ Wed, 15/05/2013 - 20:05 :: 23 May, 7pm, Brackley Vale library. We'll send details to everyone on the mailing list too.
Pete R @ Thu, 16/05/2013 - 08:33 :: Playing devil's advocate: isn't some paint better than a five year wait for a perfect scheme? We've been asking for Kingsmead since 2006.
>Tom Askew @ Thu, 16/05/2013 - 09:17 :: Not if the paint makes it worse, Pete. A bad lane becomes the excuse not to build the good one, "we've already done Kingsmead".
""")
    k = kids(cs)

    def one(i: int) -> str:
        c = cs[i]
        cid = 8120 + i * 4
        words = c.body.split()
        subject = esc(" ".join(words[:5])) + ("&hellip;" if len(words) > 5 else "")
        guest = c.who.endswith("(not verified)")
        name = c.who[: -len(" (not verified)")] if guest else c.who
        who = (
            f"{esc(name)} (not verified)"
            if guest
            else f'<a href="/users/{slug(name)}" title="View user profile." class="username">{esc(name)}</a>'
        )
        cls = (
            "comment"
            + (" comment-by-node-author" if c.staff else "")
            + (" comment-by-anonymous" if guest else "")
            + " clear-block"
        )
        out = (
            f'<a id="comment-{cid}"></a><div class="{cls}"><h3><a href="/comment/{cid}#comment-{cid}" class="active">{subject}</a></h3>'
            f'<div class="submitted">Submitted by {who} on {esc(c.at)}.</div><div class="content">{paras(c.body)}</div>'
            f'<ul class="links"><li class="comment_reply first last"><a href="/comment/reply/1442/{cid}">reply</a></li></ul></div>'
        )
        if i in k:
            out += '<div class="indented">' + "".join(one(j) for j in k[i]) + "</div>"
        return out

    node = (
        '<div id="node-1442" class="node"><h1 class="title">Kingsmead Road: a cycle lane in name only</h1>'
        '<span class="submitted">Submitted by <a href="/users/jen-porter" class="username">Jen Porter</a> on Tue, 14/05/2013 - 18:30</span>'
        '<div class="content">'
        "<p>Last month Brackley Vale County Council finished what it calls &ldquo;the Kingsmead Road cycling improvements&rdquo;: 1.4 miles of painted advisory cycle lane between the Orchard Lane junction and the park gates, part of a £340,000 package.</p>"
        "<p>We went out with a tape measure on Saturday. The lane is 1.2m wide for about a third of its length, and narrower than a metre past the petrol station and at both bus stops, where it simply stops. At the Orchard Lane junction it disappears under a left-turn lane for lorries.</p>"
        "<p>National guidance says an advisory lane should be at least 1.5m, and 2m on a road with this much heavy traffic. We are asking the council to stop calling this a cycle route, and to consult properly on the separated track by the park that was in the 2010 local transport plan.</p>"
        '<p>Please come to the consultation meeting on 23 May, and if you ride Kingsmead, <a href="/contact">send us your photos</a>.</p>'
        "</div>"
        '<div class="terms">Tags: <a href="/tags/kingsmead-road">Kingsmead Road</a>, <a href="/tags/infrastructure">infrastructure</a>, <a href="/tags/consultations">consultations</a></div>'
        '<div class="service-links">'
        + share({"Facebook": "57", "Twitter": "102", "Reddit": "4"}, "links inline")
        + "</div></div>"
    )
    comments = (
        '<div id="comments"><h2 class="comments">16 comments</h2>'
        + "".join(one(i) for i in k[None])
        + '<div class="box"><h2>Post new comment</h2><form action="/comment/reply/1442" method="post" id="comment-form"><p>Your name: <input type="text" name="name" value="Anonymous" /></p>'
        '<p>Subject: <input type="text" name="subject" /></p><p>Comment: *<br /><textarea name="comment" rows="8" cols="60"></textarea></p><p><input type="submit" value="Save" /> <input type="submit" value="Preview" /></p></form></div></div>'
    )
    side = (
        '<div class="block"><h2>Next meeting</h2><p>Thursday 23 May, 7pm, Brackley Vale library. All welcome.</p></div>'
        '<div class="block"><h2>Recent blog posts</h2>'
        + ranked(
            "Kingsmead Road: a cycle lane in name only\nBike week 2013: the programme\nWhy we object to the Station Square plans\nRide report: the canal towpath reopens",
            tag="ul",
        )
        + '</div><div class="block"><h2>Who\'s online</h2><p>There are currently 2 users and 31 guests online.</p></div>'
        '<div class="block"><h2>Join us</h2><p>Membership is £8 a year, £4 unwaged. <a href="/join">Join online</a>.</p></div>'
        '<div class="block"><h2>Twitter</h2><p>@BVCycleForum: Tape measure out on Kingsmead Road this morning. Results on the blog tonight. <em>3 days ago</em></p></div>'
    )
    body = (
        '<div id="page"><div id="header"><div id="site-name"><a href="/" style="color:#fff">Brackley Vale Cycle Forum</a></div><div id="site-slogan">Campaigning for everyday cycling since 1994</div>'
        '<div id="primary-links"><a href="/">Home</a><a href="/blog">Blog</a><a href="/campaigns">Campaigns</a><a href="/rides">Rides</a><a href="/join">Join</a></div></div>'
        '<div class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/blog">Blogs</a> &rsaquo; <a href="/blog/jen-porter">Jen Porter&#39;s blog</a></div>'
        f'<div id="content">{node}{comments}</div><div id="sidebar-right">{side}</div>'
        '<div id="footer">Brackley Vale Cycle Forum is a voluntary group. Site built with Drupal.</div></div>'
    )
    html = doc("Kingsmead Road: a cycle lane in name only", "Brackley Vale Cycle Forum", UKD_CSS, body)
    # the truth's author is the name as printed, without the "(not verified)" marker
    truth = [
        C(c.who.removesuffix(" (not verified)"), c.at, c.body, c.parent, c.depth, c.member, c.staff)
        for c in cs
    ]
    return make(
        "dp-uk-drupal-brackley-vale",
        "discussion",
        html,
        truth,
        path="/dp/bvcf/blog/jen-porter/kingsmead-road-cycle-lane-name-only",
        container="div#comments",
        heading="16 comments",
        description="UK cycling campaign's group blog, Drupal-like, 2013: 16 comments threaded up to 5 deep by div.indented, subject lines cut from the text, '(not verified)' guests, the blogger's answers comment-by-node-author",
    )


def threads2_dp() -> list[Case]:
    return [in_kaveri(), us_backroad_angler(), uk_brackley_vale()]
