"""Blind set fe: four personal blogs. A WordPress-style allotment blog of 2012 (threaded comments three deep, two
pingbacks among them), a Blogger-style model-railway blog of 2011 (the classic flat "NAME said..." list), a
Typepad/Movable Type-style cookery blog of 2011 (the text first, then "Posted by: NAME | DATE"; trackbacks listed
apart) and a photography blog of 2012 (the photographer's answers nested under readers' comments with a badge).
Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fe_common import (
    Case,
    avatars,
    doc,
    esc,
    kids,
    lines_html,
    make,
    smilies,
    svg,
    talk,
)
from comspider_lab.blind.cases_fe_common import (
    slugify as slug,
)

# --------------------------------------------------------------------------- a WordPress-style allotment blog, 2012


def wp_allotment() -> Case:
    cs = talk("""
Mags from plot 9 || July 16, 2012 at 7:42 pm || Oh Derek, I'm so sorry. We lost the whole row of Charlottes on Saturday too. I think the wet June did for all of us on the bottom half of the site.
>Derek Hollins || July 16, 2012 at 8:15 pm || Thanks Mags. Did you get any out before it spread to the tubers? I'm hoping the Sarpo Mira at the top end hold out, they're supposed to be resistant.
>>Mags from plot 9 || July 16, 2012 at 9:03 pm || About half. Small, but edible. Steamed a pan of them with mint last night and they were lovely, so not all doom {e:smile}
!Growing Along the Railway Line || July 17, 2012 at 6:10 am || Blight warning for the north-west this week « Growing Along the Railway Line
Tom Ashworth || July 17, 2012 at 7:55 am || Cut the haulms right down to the ground now and leave the tubers in for two or three weeks before you lift them. The skins harden and the spores on the surface die off. // Don't compost the leaves whatever you do. Bag them or burn them.
>Derek Hollins || July 17, 2012 at 12:30 pm || Done that this morning, six bin bags of the stuff. The committee have said we can't have bonfires until September though, so they're sitting behind the shed looking sorry for themselves.
>>Jen B || July 17, 2012 at 1:48 pm || The council tip takes green waste in sealed bags, just say it's diseased and they put it in the other skip.
Priya || July 18, 2012 at 10:21 am || First year on our plot and I didn't even know what blight looked like until I read this. Went straight down after work and checked the tomatoes. Brown patches on two of the leaves. Should I take the whole plant out?
>Tom Ashworth || July 18, 2012 at 11:40 am || Take the affected leaves off today and keep an eye on it. If the stems go brown as well, out it comes. Tomatoes outdoors get it the same week as the spuds nine years out of ten.
!Muddy Boots Allotment Blog || July 19, 2012 at 9:12 pm || Muddy Boots Allotment Blog » The great potato disaster of 2012
Stan (plot 22) || July 20, 2012 at 5:05 pm || Been on these allotments since 1979 and I've seen it this bad maybe three times. You'll have a good year next year, you always do after a bad one. Rotate them to the other end and don't save any of your own seed potatoes.
""")
    author = "Derek Hollins"
    path = "/2012/07/16/blight-came-early/"
    k = kids(cs)
    tick = iter(range(2210, 2300))

    def item(i: int, depth: int) -> str:
        c = cs[i]
        cid = next(tick)
        if not c.real:
            return (
                f'<li class="remark tb-ping lvl-{depth}" id="remark-{cid}"><div class="remark-body">'
                f'<p class="ping-line">Pingback: <a href="http://example.org/{slug(c.who)}/" rel="external nofollow">{esc(c.raw)}</a></p>'
                f'<p class="remark-meta">{esc(c.at)}</p></div></li>\n'
            )
        own = " by-owner" if c.who == author else ""
        sub = "".join(item(j, depth + 1) for j in k.get(i, []))
        sub = f'<ul class="kids">\n{sub}</ul>\n' if sub else ""
        reply = (
            f'<div class="reply-link"><a href="{path}?replytocom={cid}#respond" class="remark-reply" '
            f'onclick=\'return moveForm("remark-{cid}", "{cid}")\'>Reply</a></div>'
            if depth < 3
            else ""
        )
        return (
            f'<li class="remark lvl-{depth}{own}" id="remark-{cid}">\n<div class="remark-body">\n'
            f'<div class="remark-author"><img src="/avatar/{slug(c.who)}.svg" class="grav" width="40" height="40" alt="" />'
            f'<cite class="fn">{esc(c.who)}</cite> <span class="says">says:</span></div>\n'
            f'<div class="remark-meta"><a href="{path}#remark-{cid}">{esc(c.at)}</a></div>\n'
            f"{lines_html(c.raw, cls='wp-smiley')}\n{reply}\n</div>\n{sub}</li>\n"
        )

    thread = "".join(item(i, 1) for i in k[None])
    recent = "".join(
        f'<li><span class="rc-author">{esc(w)}</span> on <a href="/{h}/#remark-{n}">{esc(t)}</a></li>'
        for w, h, t, n in (
            ("Stan (plot 22)", "2012/07/02/the-onion-bed", "The onion bed, three weeks on", 2177),
            ("Jen B", "2012/07/02/the-onion-bed", "The onion bed, three weeks on", 2176),
            ("Mags from plot 9", "2012/06/24/slugs-beer-traps", "Slugs, beer traps and a lot of rain", 2161),
            ("Derek Hollins", "2012/06/24/slugs-beer-traps", "Slugs, beer traps and a lot of rain", 2160),
            ("Allotment Annie", "2012/06/11/open-day", "Open day on the site", 2140),
        )
    )
    body = f"""<body class="single postid-812 custom-background">
<div id="wrap">
<div id="masthead"><h1 class="blog-name"><a href="/">Plot 17 Diaries</a></h1><p class="tagline">Two rows of leeks, one shed and a lot of optimism on a Lancashire allotment</p>
<ul class="topnav"><li><a href="/">Home</a></li><li><a href="/about/">About</a></li><li><a href="/plot-plan/">The Plot Plan</a></li><li><a href="/sowing-calendar/">Sowing Calendar</a></li><li><a href="/contact/">Contact</a></li></ul></div>
<div id="main-col">
<div class="entry hentry" id="entry-812">
<h2 class="entry-title">Blight came early this year</h2>
<div class="entry-info">Posted on <abbr class="published" title="2012-07-16T18:20:00+00:00">July 16, 2012</abbr> by <a href="/author/derek/">Derek Hollins</a> &middot; <a href="#remarks">11 Comments</a></div>
<div class="entry-body">
<p>I went down on Sunday morning to dig the first of the Charlottes for lunch and knew as soon as I got through the gate. That smell, and the leaves hanging off the stems like wet paper. Late blight, and not late at all: the earliest I've had it in eight years on this plot.</p>
<p><img src="/wp-content/uploads/2012/07/blight-leaves.svg" width="500" height="333" alt="Blighted potato leaves" class="aligncenter" /></p>
<p>It's been a Smith Period every other day since the end of June, so it's no surprise. The first earlies were already up and are fine. The second earlies and the maincrop Desiree are a write-off above ground, and I'm cutting them down to save what's under it.</p>
<p>The tomatoes are in the greenhouse and so far so good. I've taken the door off to get some air through, which the cat considers an invitation.</p>
<p>Lessons for next year: earlier varieties, wider spacing, and stop pretending I'll get round to spraying.</p>
</div>
<div class="share-row"><span class="share tw">Tweet <b>14</b></span> <span class="share fb">Like <b>32</b></span> <span class="share gp">+1 <b>5</b></span> <span class="share pin">Pin it <b>2</b></span> <a href="/2012/07/16/blight-came-early/print/">Print</a> <a href="mailto:?subject=Blight%20came%20early">Email</a></div>
<p class="entry-tags">Filed under <a href="/category/potatoes/">Potatoes</a>, <a href="/category/pests-diseases/">Pests &amp; Diseases</a> &middot; Tagged <a href="/tag/blight/">blight</a>, <a href="/tag/charlotte/">charlotte</a>, <a href="/tag/desiree/">desiree</a>, <a href="/tag/wet-summer/">wet summer</a></p>
<div class="related"><h3>You might also like:</h3><ul>
<li><a href="/2011/08/21/lifting-the-maincrop/">Lifting the maincrop</a> <span class="rdate">August 21, 2011</span></li>
<li><a href="/2012/04/09/chitting-update/">Chitting update: the shed windowsill</a> <span class="rdate">April 9, 2012</span></li>
<li><a href="/2010/07/30/blight-again/">Blight again (and a recipe for green tomato chutney)</a> <span class="rdate">July 30, 2010</span></li>
</ul></div>
<div class="nav-below"><span class="prev">&laquo; <a href="/2012/07/02/the-onion-bed/">The onion bed, three weeks on</a></span> <span class="next"><a href="/2012/07/23/raspberries/">Raspberries, at last</a> &raquo;</span></div>
</div>
<div id="remarks">
<h3 class="remarks-title">11 Responses to &ldquo;Blight came early this year&rdquo;</h3>
<ol class="remark-list">
{thread}</ol>
<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="reply-form"><p><input type="text" name="author" id="author" size="22" /> <label for="author">Name (required)</label></p><p><input type="text" name="email" id="email" size="22" /> <label for="email">Mail (will not be published) (required)</label></p><p><input type="text" name="url" id="url" size="22" /> <label for="url">Website</label></p><p><textarea name="comment" id="comment" cols="58" rows="8"></textarea></p><p><input name="submit" type="submit" value="Submit Comment" /></p><p><input type="checkbox" name="subscribe" id="subscribe" /> <label for="subscribe">Notify me of follow-up comments by email.</label></p></form></div>
</div>
</div>
<div id="side-col">
<div class="widget"><form method="get" action="/"><input type="text" name="s" value="Search this blog" /></form></div>
<div class="widget"><h4>Recent Posts</h4><ul><li><a href="/2012/07/23/raspberries/">Raspberries, at last</a></li><li><a href="/2012/07/16/blight-came-early/">Blight came early this year</a></li><li><a href="/2012/07/02/the-onion-bed/">The onion bed, three weeks on</a></li><li><a href="/2012/06/24/slugs-beer-traps/">Slugs, beer traps and a lot of rain</a></li><li><a href="/2012/06/11/open-day/">Open day on the site</a></li></ul></div>
<div class="widget"><h4>Recent Comments</h4><ul class="recent-remarks">{recent}</ul></div>
<div class="widget"><h4>Archives</h4><ul><li><a href="/2012/07/">July 2012</a> (3)</li><li><a href="/2012/06/">June 2012</a> (5)</li><li><a href="/2012/05/">May 2012</a> (6)</li><li><a href="/2012/04/">April 2012</a> (4)</li><li><a href="/2012/03/">March 2012</a> (4)</li><li><a href="/2012/02/">February 2012</a> (2)</li><li><a href="/2012/01/">January 2012</a> (2)</li><li><a href="/2011/12/">December 2011</a> (1)</li></ul></div>
<div class="widget"><h4>Blogroll</h4><ul><li><a href="http://example.org/growing-along-the-railway-line/">Growing Along the Railway Line</a></li><li><a href="http://example.org/muddy-boots/">Muddy Boots Allotment Blog</a></li><li><a href="http://example.org/the-leek-lady/">The Leek Lady</a></li><li><a href="http://example.org/shedworks/">Shedworks</a></li><li><a href="http://example.org/veg-plot-notebook/">A Veg Plot Notebook</a></li></ul></div>
<div class="widget"><h4>Tags</h4><p class="tag-cloud"><a href="/tag/beans/" style="font-size:12pt">beans</a> <a href="/tag/blight/" style="font-size:16pt">blight</a> <a href="/tag/compost/" style="font-size:10pt">compost</a> <a href="/tag/leeks/" style="font-size:14pt">leeks</a> <a href="/tag/onions/" style="font-size:11pt">onions</a> <a href="/tag/rain/" style="font-size:18pt">rain</a> <a href="/tag/shed/" style="font-size:9pt">shed</a> <a href="/tag/slugs/" style="font-size:15pt">slugs</a> <a href="/tag/tomatoes/" style="font-size:13pt">tomatoes</a></p></div>
<div class="widget"><h4>Meta</h4><ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="/comments/feed/">Comments <abbr title="Really Simple Syndication">RSS</abbr></a></li></ul></div>
<div class="widget"><img src="/wp-content/uploads/badge-green-blogs.svg" width="125" height="125" alt="Member of the Green Blogs ring" /></div>
</div>
<div id="footer">Plot 17 Diaries &copy; 2012 &middot; Powered by WordPress &middot; Theme: Potting Shed 1.3</div>
</div>
<script type="text/javascript">function moveForm(a,b){{var f=document.getElementById('respond');if(f){{f.setAttribute('data-parent',b);}}return false;}}</script>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e7e2d3;font:13px Georgia,serif;color:#333}#wrap{width:940px;margin:0 auto;background:#fff}
#masthead{background:#4d6b35;color:#fff;padding:18px 24px}#masthead a{color:#fff}.topnav{list-style:none;margin:8px 0 0;padding:0}.topnav li{display:inline;margin-right:14px}
#main-col{float:left;width:600px;padding:16px 24px}#side-col{float:right;width:250px;padding:16px 12px;font-size:12px}#footer{clear:both;padding:10px;text-align:center;color:#888}
.entry-info,.rdate{color:#888;font-size:11px}.share{background:#eee;padding:2px 6px;margin-right:4px;font:11px Arial}
.remark-list,.kids{list-style:none;padding-left:0}.kids{margin-left:36px}.remark{border-top:1px dotted #ccc;padding:8px 0}
.grav{float:left;margin-right:8px}.remark-meta{font-size:11px}.by-owner>.remark-body{background:#f2f6ec}.tb-ping{font-size:11px;color:#777}
.widget{margin-bottom:16px}.widget h4{border-bottom:1px solid #4d6b35;margin:0 0 4px}.says{color:#777}
</style>"""
    files = avatars([c.who for c in cs if c.real], "/avatar/", 40)
    files.update(
        {
            "/wp-content/uploads/2012/07/blight-leaves.svg": svg(500, 333, "#5a4a2a", "blighted leaves"),
            "/wp-content/uploads/badge-green-blogs.svg": svg(125, 125, "#4d6b35", "Green Blogs", 12),
            **smilies("/img/smilies/"),
        }
    )
    html = doc("xhtml", title="Blight came early this year | Plot 17 Diaries", head=css) + body
    return make(
        "fe-wp-blog-allotment",
        "discussion",
        html,
        cs,
        path=path,
        container="div#remarks ol.remark-list after '11 Responses to “Blight came early this year”': li.remark.lvl-N (div.remark-body: div.remark-author img, cite.fn NAME 'says:'; div.remark-meta a DATE; p TEXT; div.reply-link 'Reply'), replies in ul.kids inside the parent li; two li.remark.tb-ping 'Pingback: LINK' entries among them (not comments)",
        heading="11 Responses to “Blight came early this year”",
        description="A WordPress-style allotment blog of 2012 (invented theme 'Potting Shed'): 9 comments threaded three deep (the blogger answers two readers, readers answer him and each other) and two pingbacks in the same list, one between the threads and one after a reply; share counters, 'You might also like' related posts with dates, tags, previous/next links; sidebar with recent posts, a 'Recent Comments' widget of five names linking other posts, archives by month with counts, a blogroll, a tag cloud, meta links and a web-ring badge.",
        lookalikes=("ul.recent-remarks",),
        files=files,
    )


# --------------------------------------------------------------------------- a Blogger-style model railway blog, 2011


def blogger_railway() -> Case:
    cs = talk("""
Ken in Harrogate || 9 March 2011 21:14 || Superb weathering on the brake van, Alan. What did you use for the rust streaks on the roof? Mine always end up looking like someone spilt tea on them.
Bert Fielding || 9 March 2011 22:40 || Lovely bit of modelling. I'd forgotten these vans ran with the white lamp bracket as late as that, I must dig out my photos from Carnforth.
Alan Crewe || 10 March 2011 07:55 || Ken - it's just a dry brush of orange-brown acrylic dragged downwards, then a dusting of weathering powder over the top once it's dry. Nothing clever. The trick is to stop before you think you've finished. // Bert - I'd love to see those photos if you ever scan them.
Anonymous || 10 March 2011 13:02 || What scale is this? Looks like 4mm but the couplings look finer than the usual tension locks.
Alan Crewe || 10 March 2011 18:31 || It's 4mm, OO gauge, but I've swapped the tension locks for the small three-links. They look much better but you need a shunter's pole and a steady hand.
Martin @ Ashdale Junction || 11 March 2011 09:47 || Great stuff as always. I've added you to my blog list, hope that's alright. Looking forward to seeing it on the layout at the exhibition in May.
Ruth P || 12 March 2011 16:20 || My husband sent me the link as a hint, I think. Birthday is in April and he has apparently been wanting one of these for years. Is the kit still available or would I need to look second hand?
Alan Crewe || 12 March 2011 19:05 || Hello Ruth! The kit was reissued last year so any decent model shop should be able to order it. Wrap the weathering powders up with it and you'll be very popular.
""")
    author = "Alan Crewe"
    path = "/2011/03/brake-van-finished-at-last.html"
    out = []
    for n, c in enumerate(cs, start=1):
        own = " blogger-own" if c.who == author else ""
        name = (
            f'<a href="http://www.example.com/profile/0416{n:03d}" rel="nofollow">{esc(c.who)}</a>'
            if c.who != "Anonymous"
            else esc(c.who)
        )
        out.append(
            f'<dt class="said-by{own}" id="c70231{n:03d}"><a name="c70231{n:03d}"></a>{name} said...</dt>\n'
            f'<dd class="said-text{own}"><p>{lines_html(c.raw, para="<br /><br />")}</p></dd>\n'
            f'<dd class="said-foot"><span class="said-stamp"><a href="{path}?showComment=1299{n:06d}#c70231{n:03d}" title="comment permalink">{esc(c.at)}</a></span> '
            f'<span class="item-control"><a href="/delete-comment.g?blogID=7702&amp;postID=70231{n:03d}" title="Delete Comment"><img src="/img/icon_delete13.svg" width="13" height="13" alt="" /></a></span></dd>\n'
        )
    thread = "".join(out)
    body = f"""<body>
<div id="outer">
<div id="navbar-strip"><a href="/">Blog host</a> <form action="/search" method="get" style="display:inline"><input type="text" name="q" size="14" /> <input type="submit" value="Search Blog" /></form> <a href="/share">Share</a> <a href="/next">Next Blog&raquo;</a> <a href="/signin">Create Blog</a> | <a href="/signin">Sign In</a></div>
<div id="header-box"><h1 id="blog-title"><a href="/">Wensleydale Branch in OO</a></h1><p id="blog-desc">Building a country branch line in a spare bedroom, one wagon at a time</p></div>
<div id="content-box">
<div id="posts-col">
<h2 class="day-header">Wednesday, 9 March 2011</h2>
<div class="post-outer">
<a name="7023104"></a>
<h3 class="post-title"><a href="{path}">Brake van finished at last</a></h3>
<div class="post-body">
<p>Eighteen months after I opened the box, the 20-ton brake van is finished. It was meant to be a quick weekend project while I waited for the point motors to arrive. The point motors arrived in the October.</p>
<p><a href="/img/brake-van-1.svg"><img src="/img/brake-van-1.svg" width="400" height="266" alt="brake van" border="0" /></a></p>
<p>I've weathered it as a van that's done a hard winter on the stone trains out of the quarry: grimy sides, rusty roof, the veranda ends a bit cleaner where the guard has been in and out. The lamps are from the etched sheet and the handrails are 0.33mm wire.</p>
<p><a href="/img/brake-van-2.svg"><img src="/img/brake-van-2.svg" width="400" height="266" alt="brake van end" border="0" /></a></p>
<p>Next up, the cattle wagons. I promise nothing about dates.</p>
</div>
<div class="post-foot">Posted by <span class="post-author">Alan Crewe</span> at <a class="timestamp-link" href="{path}">19:48</a> &nbsp; <a href="{path}#comment-form">8 comments</a> &nbsp; <a href="/email-post.g?postID=7023104" title="Email Post"><img src="/img/icon18_email.svg" width="18" height="13" alt="" /></a> <a href="/post-edit.g?postID=7023104" title="Edit Post"><img src="/img/icon18_edit.svg" width="18" height="18" alt="" /></a>
<span class="share-btns"><a href="/share?t=email">Email This</a> <a href="/share?t=blogthis">BlogThis!</a> <a href="/share?t=twitter">Share to Twitter</a> <a href="/share?t=facebook">Share to Facebook</a></span><br />
Labels: <a href="/search/label/brake%20vans">brake vans</a>, <a href="/search/label/weathering">weathering</a>, <a href="/search/label/wagons">wagons</a>
<div class="linkwithin"><b>You might also like:</b> <a href="/2010/11/point-motors-at-last.html">Point motors, at last</a> (Nov 2010) &middot; <a href="/2010/06/ballasting-the-station-throat.html">Ballasting the station throat</a> (Jun 2010) &middot; <a href="/2011/01/weathering-powders-test.html">Weathering powders: a test</a> (Jan 2011)</div>
</div>
</div>
<div id="comments-box">
<a name="comments"></a>
<h4>8 comments:</h4>
<dl id="said-block">
{thread}</dl>
<p class="post-comment-link"><a href="/comment.g?blogID=7702&amp;postID=7023104" id="comment-form">Post a Comment</a></p>
</div>
<div class="blog-pager"><a class="newer-link" href="/2011/03/cattle-wagons-begin.html" title="Newer Post">Newer Post</a> <a class="home-link" href="/">Home</a> <a class="older-link" href="/2011/02/fiddle-yard-wiring.html" title="Older Post">Older Post</a></div>
<div class="feed-links">Subscribe to: <a class="feed-link" href="/feeds/7023104/comments/default" type="application/atom+xml">Post Comments (Atom)</a></div>
</div>
<div id="side-box">
<div class="gadget"><h2>About Me</h2><img src="/img/profile-alan.svg" width="80" height="80" alt="" /><p><b>Alan Crewe</b><br />Retired signalman, North Yorkshire. Forty years of railways and I still can't leave them alone.</p><a href="/profile/0416">View my complete profile</a></div>
<div class="gadget"><h2>Followers</h2><p>Followers (63)</p><p class="follower-faces"><img src="/img/f1.svg" width="24" height="24" alt="" /><img src="/img/f2.svg" width="24" height="24" alt="" /><img src="/img/f3.svg" width="24" height="24" alt="" /><img src="/img/f4.svg" width="24" height="24" alt="" /></p><a href="/follow">Follow</a></div>
<div class="gadget"><h2>My Blog List</h2><ul class="blog-list">
<li><a href="http://example.org/ashdale-junction/">Ashdale Junction</a><br /><i>Signal box interior, part 3</i><br /><span class="bl-when">2 days ago</span></li>
<li><a href="http://example.org/p4-in-the-loft/">P4 in the Loft</a><br /><i>Exhibition season again</i><br /><span class="bl-when">5 days ago</span></li>
<li><a href="http://example.org/small-layouts/">Small Layouts, Big Ideas</a><br /><i>A shelf layout for under fifty pounds</i><br /><span class="bl-when">1 week ago</span></li>
</ul></div>
<div class="gadget"><h2>Blog Archive</h2><ul class="archive-tree"><li>&#9660; <a href="/2011/">2011</a> (6)<ul><li>&#9660; <a href="/2011/03/">March</a> (2)<ul><li><a href="/2011/03/cattle-wagons-begin.html">Cattle wagons begin</a></li><li><a href="{path}">Brake van finished at last</a></li></ul></li><li>&#9658; <a href="/2011/02/">February</a> (2)</li><li>&#9658; <a href="/2011/01/">January</a> (2)</li></ul></li><li>&#9658; <a href="/2010/">2010</a> (19)</li><li>&#9658; <a href="/2009/">2009</a> (11)</li></ul></div>
<div class="gadget"><h2>Labels</h2><ul><li><a href="/search/label/baseboards">baseboards</a> (4)</li><li><a href="/search/label/brake%20vans">brake vans</a> (2)</li><li><a href="/search/label/exhibitions">exhibitions</a> (5)</li><li><a href="/search/label/signals">signals</a> (7)</li><li><a href="/search/label/wagons">wagons</a> (9)</li><li><a href="/search/label/weathering">weathering</a> (6)</li></ul></div>
<div class="gadget"><h2>Total Pageviews</h2><p class="counter">48,221</p></div>
</div>
</div>
<div id="foot-box">Simple template. Powered by Blog host.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f3efe6;font:13px 'Trebuchet MS',Trebuchet,sans-serif;color:#333}#outer{width:900px;margin:0 auto;background:#fff}
#navbar-strip{background:#333;color:#ccc;font-size:11px;padding:4px}#navbar-strip a{color:#ccc;margin-right:6px}
#header-box{padding:20px 30px;border-bottom:3px double #8a6a3a}#posts-col{float:left;width:600px;padding:10px 25px}#side-box{float:right;width:220px;padding:10px;font-size:12px}#foot-box{clear:both;text-align:center;color:#999;padding:8px}
.day-header{font-size:11px;text-transform:uppercase;color:#8a6a3a;letter-spacing:.1em}.post-foot{font-size:11px;color:#777;border-top:1px dotted #ccc;padding-top:4px}
#said-block dt{margin-top:12px;font-weight:bold}#said-block dd{margin:2px 0 0 18px}.said-foot{font-size:11px;color:#888}.blogger-own{color:#5a3d14}
.gadget{margin-bottom:16px}.gadget h2{font-size:12px;text-transform:uppercase;color:#8a6a3a}.bl-when{color:#999;font-size:10px}
</style>"""
    files = {
        "/img/brake-van-1.svg": svg(400, 266, "#5b4a3a", "brake van"),
        "/img/brake-van-2.svg": svg(400, 266, "#4a3a2a", "veranda end"),
        "/img/icon_delete13.svg": svg(13, 13, "#c33"),
        "/img/icon18_email.svg": svg(18, 13, "#888"),
        "/img/icon18_edit.svg": svg(18, 18, "#888"),
        "/img/profile-alan.svg": svg(80, 80, "#6a7a8a", "A", 30),
        **{
            f"/img/f{n}.svg": svg(24, 24, c)
            for n, c in ((1, "#8a9bb0"), (2, "#b0908a"), (3, "#8ab097"), (4, "#a58ab0"))
        },
    }
    html = doc("xhtml", title="Wensleydale Branch in OO: Brake van finished at last", head=css) + body
    return make(
        "fe-blogger-blog-railway",
        "discussion",
        html,
        cs,
        path=path,
        container="div#comments-box dl#said-block after '8 comments:': per comment dt.said-by 'NAME said...', dd.said-text (p TEXT, paragraphs split by <br /><br />), dd.said-foot (a DATE, a delete icon); flat, the blogger's own three answers as ordinary entries (class blogger-own) addressing readers by name in their text",
        heading="8 comments:",
        description="A Blogger-style model-railway blog of 2011 (invented host and template): 8 comments in the classic flat dt/dd list, 'NAME said...' above each text, three of them the blogger's own answers written as separate entries (flat: no parent), one 'Anonymous' entry; navbar strip, day header, 'Posted by … at 19:48', 'Email This / BlogThis!' share links, labels, 'You might also like' with months; sidebar with About Me, Followers faces, 'My Blog List' (three other blogs' latest posts with relative times), a collapsible Blog Archive, labels with counts and a page-view counter.",
        files=files,
    )


# --------------------------------------------------------------------------- a Typepad/MT-style cookery blog, 2011


def typepad_cookery() -> Case:
    cs = talk("""
!Crumbs and Cardamom || November 15, 2011 at 08:02 AM || Weekend links: pies, puddings and a very good suet crust
Harriet Vale || November 14, 2011 at 10:12 PM || I made this on Sunday with the last of the windfalls from my mother's garden and it was the best crumble I've had in years. The oats in the topping make all the difference. // One question: do you think it would freeze before baking? I'd like to make two and keep one back for Christmas week.
Gwen || November 14, 2011 at 11:47 PM || Brown butter! Why have I never thought of that. Going to try it on the blackberry and apple version I always do.
Robbie Lachlan || November 15, 2011 at 07:30 AM || Apologies for being that person, but is the 180g of flour plain or self-raising? The recipe card in the photo looks like it says SR but the text doesn't.
Fern at Larder Notes || November 15, 2011 at 09:55 AM || This has the look of a proper family recipe. The crumble to fruit ratio is exactly as it should be, which is to say, about half and half {e:grin}
Dottie || November 15, 2011 at 01:18 PM || My nan used to put a spoonful of marmalade in with the apples. Sounds odd, tastes wonderful.
Robbie Lachlan || November 16, 2011 at 06:44 PM || Went with plain in the end and it was perfect. Thank you for the recipe and for the quick answer on the flour by email!
""")
    path = "/apron-strings/2011/11/brown-butter-apple-crumble.html"
    out = []
    for i, c in enumerate(cs):
        if not c.real:
            continue
        n = 6521000 + i * 37
        name = (
            f'<a href="http://example.org/{slug(c.who)}/" rel="nofollow">{esc(c.who)}</a>'
            if c.who in {"Fern at Larder Notes", "Gwen"}
            else esc(c.who)
        )
        out.append(
            f'<div class="cmt-entry" id="comment-{n}">\n<div class="cmt-content">{lines_html(c.raw, emo="/.shared/images/smilies/", cls="smiley")}</div>\n'
            f'<p class="cmt-footer">Posted by: {name} | <a href="{path}?cid={n}#comment-{n}">{esc(c.at)}</a></p>\n</div>\n'
        )
    thread = "".join(out)
    pings = [c for c in cs if not c.real]
    tb = "".join(
        f'<div class="tb-entry"><p class="tb-content"><a href="http://example.org/{slug(c.who)}/2011/11/weekend-links.html">{esc(c.raw)}</a></p>'
        f'<p class="tb-footer">Tracked on {esc(c.at)} at <a href="http://example.org/{slug(c.who)}/">{esc(c.who)}</a></p></div>\n'
        for c in pings
    )
    body = f"""<body class="layout-two-column-right">
<div id="container"><div id="container-inner">
<div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/apron-strings/" accesskey="1">Apron Strings</a></h1><h2 id="banner-description">Puddings, pies and things my grandmother wrote on the backs of envelopes</h2></div></div>
<div id="pagebody"><div id="pagebody-inner">
<div id="alpha"><div id="alpha-inner">
<h2 class="date-header">Monday, 14 November 2011</h2>
<div class="entry-type-post entry" id="entry-6520884">
<h3 class="entry-header">Brown butter apple crumble</h3>
<div class="entry-content"><div class="entry-body">
<p>There is a recipe card in the tin on my shelf in my grandmother's handwriting that just says "Apple crumble, the good one." No quantities, no oven temperature. It took me three autumns to work out what she meant.</p>
<p><img class="asset asset-image" src="/apron-strings/images/crumble.svg" width="450" height="300" alt="Apple crumble in a blue dish" /></p>
<p><strong>For the fruit:</strong> 800g cooking apples, peeled and sliced; 2 tbsp light brown sugar; a squeeze of lemon; half a teaspoon of cinnamon.</p>
<p><strong>For the topping:</strong> 180g plain flour; 60g rolled oats; 100g light brown sugar; 120g butter, browned until it smells of hazelnuts and then cooled until it sets again.</p>
<p>Rub the cold brown butter into the flour, stir through the oats and sugar, scatter over the fruit and bake at 180C for 40 minutes, until the juices bubble up at the edges.</p>
</div></div>
<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted by Nell Amberley on 14 November 2011 at 09:30 PM in <a href="/apron-strings/puddings/">Puddings</a>, <a href="/apron-strings/family-recipes/">Family recipes</a></span> <span class="separator">|</span> <a class="permalink" href="{path}">Permalink</a></p>
<div class="share-this"><a href="/share?service=twitter">Tweet</a> <span class="share-count">9</span> <a href="/share?service=facebook">Like</a> <span class="share-count">21</span> <a href="/share?service=stumble">StumbleUpon</a> <a href="/share?service=digg">Digg This</a></div>
<p class="technorati-tags">Technorati Tags: <a href="/tag/crumble" rel="tag">crumble</a>, <a href="/tag/apples" rel="tag">apples</a>, <a href="/tag/brown-butter" rel="tag">brown butter</a></p></div>
</div>
<div class="trackbacks">
<h3 class="trackbacks-header">TrackBack</h3>
<div class="trackbacks-info"><p>TrackBack URL for this entry:<br /><span class="trackbacks-link">http://www.example.com/t/trackback/4412/6520884</span></p><p>Listed below are links to weblogs that reference <a href="{path}">Brown butter apple crumble</a>:</p></div>
<div class="trackbacks-content">{tb}</div>
</div>
<div class="comments">
<a id="comments"></a>
<h3 class="comments-header">Comments</h3>
<div class="comments-info"><p><a href="/apron-strings/feeds/6520884/comments.xml"><img src="/.shared/images/feed.svg" width="10" height="10" alt="Feed" /></a> You can follow this conversation by subscribing to the <a href="/apron-strings/feeds/6520884/comments.xml">comment feed</a> for this post.</p></div>
<div class="comments-content">
{thread}</div>
<p class="comments-pager">The comments to this entry are closed.</p>
</div>
</div></div>
<div id="beta"><div id="beta-inner">
<div class="module-about module"><h2 class="module-header">About</h2><div class="module-content"><img src="/apron-strings/images/nell.svg" width="60" height="60" alt="" /> <p>Nell Amberley bakes in a very small kitchen in Shrewsbury.</p></div></div>
<div class="module-recent-posts module"><h2 class="module-header">Recent Posts</h2><div class="module-content"><ul class="module-list"><li class="module-list-item"><a href="/apron-strings/2011/11/steamed-treacle-sponge.html">Steamed treacle sponge, no microwave</a></li><li class="module-list-item"><a href="{path}">Brown butter apple crumble</a></li><li class="module-list-item"><a href="/apron-strings/2011/10/damson-gin-year-two.html">Damson gin, year two</a></li><li class="module-list-item"><a href="/apron-strings/2011/10/bakewell-tart.html">A Bakewell tart for the village show</a></li></ul></div></div>
<div class="module-categories module"><h2 class="module-header">Categories</h2><div class="module-content"><ul class="module-list"><li><a href="/apron-strings/cakes/">Cakes</a></li><li><a href="/apron-strings/family-recipes/">Family recipes</a></li><li><a href="/apron-strings/pies/">Pies</a></li><li><a href="/apron-strings/preserves/">Preserves</a></li><li><a href="/apron-strings/puddings/">Puddings</a></li></ul></div></div>
<div class="module-archives module"><h2 class="module-header">Archives</h2><div class="module-content"><ul class="module-list"><li><a href="/apron-strings/2011/11/index.html">November 2011</a></li><li><a href="/apron-strings/2011/10/index.html">October 2011</a></li><li><a href="/apron-strings/2011/09/index.html">September 2011</a></li><li><a href="/apron-strings/2011/08/index.html">August 2011</a></li><li><a href="/apron-strings/archives.html">More...</a></li></ul></div></div>
<div class="module-typelist module"><h2 class="module-header">Other kitchens</h2><div class="module-content"><ul class="module-list"><li><a href="http://example.org/crumbs-and-cardamom/">Crumbs and Cardamom</a></li><li><a href="http://example.org/larder-notes/">Larder Notes</a></li><li><a href="http://example.org/the-pudding-club/">The Pudding Club</a></li></ul></div></div>
<div class="module-powered module"><div class="module-content"><a href="/">Blog powered by a hosted weblog service</a></div></div>
</div></div>
</div></div>
</div></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f6f1ea;font:13px Verdana,sans-serif;color:#3a3a3a}#container{width:860px;margin:0 auto;background:#fff}
#banner{background:#9c3d3d;color:#fff;padding:22px 28px}#banner a{color:#fff;text-decoration:none}#banner-description{font-size:12px;font-weight:normal}
#alpha{float:left;width:560px;padding:14px 24px}#beta{float:right;width:220px;padding:14px 10px;font-size:11px}#pagebody-inner:after{content:"";display:block;clear:both}
.date-header{font-size:11px;color:#9c3d3d;text-transform:uppercase}.entry-footer{font-size:11px;color:#777}.share-count{background:#eee;padding:0 4px}
.cmt-entry{border-bottom:1px solid #eee;padding:6px 0}.cmt-footer,.tb-footer{font-size:11px;color:#888}.trackbacks{font-size:11px;color:#666}
.module{margin-bottom:14px}.module-header{font-size:12px;color:#9c3d3d;border-bottom:1px solid #e5d6d6}
</style>"""
    files = {
        "/apron-strings/images/crumble.svg": svg(450, 300, "#b0743a", "apple crumble"),
        "/apron-strings/images/nell.svg": svg(60, 60, "#9c3d3d", "N", 28),
        "/.shared/images/feed.svg": svg(10, 10, "#f80"),
        **smilies("/.shared/images/smilies/"),
    }
    html = doc("xhtml", title="Apron Strings: Brown butter apple crumble", head=css) + body
    return make(
        "fe-typepad-blog-crumble",
        "discussion",
        html,
        cs,
        path=path,
        container="div.comments div.comments-content after h3 'Comments' and a comment-feed line: one div.cmt-entry a comment, div.cmt-content TEXT first, then p.cmt-footer 'Posted by: NAME | DATE'; flat; the trackback above in div.trackbacks ('Tracked on DATE at SITE', not a comment)",
        heading="Comments",
        description="A Typepad/Movable Type-style cookery blog of 2011 (invented): 6 readers' comments in the flat list with the text first and 'Posted by: NAME | DATE' after it (two names linked to their blogs, one reader twice), one trackback listed apart above the comments under 'TrackBack' with its URL box; 'The comments to this entry are closed.'; date header, recipe, 'Posted by … in Puddings | Permalink', share counts, Technorati tags; sidebar with About, recent posts, categories, archives by month, another blogroll.",
        files=files,
    )


# --------------------------------------------------------------------------- a photography blog, 2012


def photo_harbour() -> Case:
    cs = talk("""
Lucas Brennan || 3 October 2012, 18:22 || That light on the lobster pots is just gorgeous. How long did you wait for the sun to get under the cloud?
>Isla Marwick || 3 October 2012, 19:05 || About forty minutes, and two cups of very bad coffee from the van on the quay. It came out for maybe ninety seconds and then that was it for the day.
Annie Kerr || 3 October 2012, 21:40 || Is the second one a long exposure? The water looks like silk. // I tried something similar at Crail last month with a ten-stop filter and got a terrible magenta cast. Any tips?
>Isla Marwick || 4 October 2012, 08:12 || Yes, 90 seconds at f/11 with the Big Stopper. The magenta cast is normal with those filters; I set a custom white balance off a grey card with the filter on, or fix it in Lightroom afterwards. Don't fight it in camera.
>>Annie Kerr || 4 October 2012, 09:30 || Grey card with the filter on! Of course. Thank you, I'll try again this weekend if the weather plays nice.
Dougie F || 4 October 2012, 12:17 || I used to fish out of that harbour in the eighties. The blue boat in the third photo is the Morning Star, she's been there longer than I have. Lovely to see her looking so well.
>Isla Marwick || 4 October 2012, 13:02 || Dougie, that's wonderful. The skipper was mending nets on her when I was there, I'll print one for him next time I'm up.
Pete Sandison || 5 October 2012, 22:48 || Beautiful set. The black and white one of the harbour wall is my favourite, the texture in the stone is superb. Would you ever sell prints?
""")
    author = "Isla Marwick"
    path = "/journal/2012/10/harbour-at-first-light"
    k = kids(cs)

    def node(i: int) -> str:
        c = cs[i]
        own = c.who == author
        badge = ' <span class="host-badge">Photographer</span>' if own else ""
        sub = "".join(node(j) for j in k.get(i, []))
        sub = f'<div class="note-children">\n{sub}</div>\n' if sub else ""
        return (
            f'<div class="note{" note-host" if own else ""}" id="note-{4400 + i}">\n'
            f'<div class="note-head"><img src="/static/faces/{slug(c.who)}.svg" width="32" height="32" alt="" class="face" />'
            f'<strong class="note-name">{esc(c.who)}</strong>{badge} <span class="note-when">{esc(c.at)}</span></div>\n'
            f'<div class="note-words">{lines_html(c.raw)}</div>\n'
            f'<div class="note-tools"><a href="#note-{4400 + i}">Link</a> &middot; <a href="{path}?answer={4400 + i}#leave-a-note">Reply</a></div>\n'
            f"{sub}</div>\n"
        )

    thread = "".join(node(i) for i in k[None])
    exif = "".join(
        f"<tr><th>{a}</th><td>{b}</td></tr>"
        for a, b in (
            ("Camera", "Canon EOS 5D Mark II"),
            ("Lens", "EF 24-105mm f/4L"),
            ("Exposure", "1/125 s, f/8, ISO 200"),
            ("Taken", "29 September 2012, 07:14"),
        )
    )
    body = f"""<body>
<div id="site">
<header id="top"><a href="/" class="wordmark">ISLA MARWICK <span>photography</span></a>
<nav><a href="/portfolio/">Portfolio</a> <a href="/journal/" class="on">Journal</a> <a href="/prints/">Prints</a> <a href="/workshops/">Workshops</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<div id="journal-col">
<article class="journal-entry">
<h1>Harbour at first light</h1>
<p class="entry-when">2 October 2012 &middot; <a href="/journal/category/east-neuk/">East Neuk</a>, <a href="/journal/category/seascapes/">Seascapes</a></p>
<p>I had a free morning on the last day of a workshop in Fife, so I drove out to the little harbour at the end of the coast road before dawn. The forecast was grey, and it was grey, except for a minute and a half when it wasn't.</p>
<figure><img src="/static/journal/harbour-1.svg" width="620" height="413" alt="Lobster pots on the quay" /><figcaption>Lobster pots on the quay, 07:14</figcaption></figure>
<figure><img src="/static/journal/harbour-2.svg" width="620" height="413" alt="The harbour mouth, long exposure" /><figcaption>The harbour mouth, 90 seconds</figcaption></figure>
<figure><img src="/static/journal/harbour-3.svg" width="620" height="413" alt="A blue fishing boat" /><figcaption>The blue boat</figcaption></figure>
<figure><img src="/static/journal/harbour-4.svg" width="620" height="413" alt="The harbour wall in black and white" /><figcaption>The harbour wall</figcaption></figure>
<table class="exif"><caption>Lobster pots on the quay</caption>{exif}</table>
<p>All four are available as prints in the shop until the end of October.</p>
<div class="sharebar"><a href="/share/twitter" class="sb">Tweet</a><span class="sbc">27</span> <a href="/share/facebook" class="sb">Like</a><span class="sbc">118</span> <a href="/share/pinterest" class="sb">Pin it</a><span class="sbc">43</span> <a href="/share/500px" class="sb">500px</a></div>
</article>
<div class="more-journal"><h3>More from the journal</h3>
<ul><li><a href="/journal/2012/09/workshop-fife">Workshop week in Fife</a> <span>25 September 2012</span></li><li><a href="/journal/2012/08/storm-at-st-abbs">Storm at St Abbs</a> <span>14 August 2012</span></li><li><a href="/journal/2012/07/new-prints">New prints in the shop</a> <span>30 July 2012</span></li></ul></div>
<section id="notes">
<h2>8 notes on this entry</h2>
{thread}
<div id="leave-a-note"><h3>Leave a note</h3><form action="/journal/note" method="post"><p><input type="text" name="name" placeholder="Name" /> <input type="text" name="email" placeholder="Email (not shown)" /></p><p><textarea name="words" rows="5" cols="60"></textarea></p><p><button type="submit">Post note</button></p></form></div>
</section>
</div>
<aside id="side">
<div class="side-box"><img src="/static/isla.svg" width="180" height="180" alt="" /><p>Landscape and coastal photographer based in Dundee. Workshops, prints, commissions.</p></div>
<div class="side-box"><h4>Workshops 2013</h4><ul><li>Skye in winter &ndash; 14-17 February</li><li>East Neuk harbours &ndash; 11-12 May</li><li>Long exposure basics &ndash; 8 June</li></ul></div>
<div class="side-box"><h4>On Flickr</h4><p class="flickr-grid"><img src="/static/fl1.svg" width="56" height="56" alt="" /><img src="/static/fl2.svg" width="56" height="56" alt="" /><img src="/static/fl3.svg" width="56" height="56" alt="" /><img src="/static/fl4.svg" width="56" height="56" alt="" /><img src="/static/fl5.svg" width="56" height="56" alt="" /><img src="/static/fl6.svg" width="56" height="56" alt="" /></p></div>
<div class="side-box"><h4>Archive</h4><ul><li><a href="/journal/2012/10/">October 2012</a></li><li><a href="/journal/2012/09/">September 2012</a></li><li><a href="/journal/2012/08/">August 2012</a></li><li><a href="/journal/2012/07/">July 2012</a></li></ul></div>
<div class="side-box"><h4>Gear I use</h4><p>Canon 5D Mark II, 17-40, 24-105, 70-200, a very old Manfrotto and too many filters.</p></div>
</aside>
<footer>All images &copy; Isla Marwick 2012. Please do not use without permission.</footer>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#1c1c1c;color:#ddd;font:14px/1.5 'Helvetica Neue',Arial,sans-serif}#site{width:960px;margin:0 auto}
#top{padding:24px 0;border-bottom:1px solid #333}.wordmark{color:#fff;text-decoration:none;letter-spacing:.2em}.wordmark span{color:#888}nav a{color:#aaa;margin-left:14px}
#journal-col{float:left;width:640px}#side{float:right;width:260px;font-size:12px}footer{clear:both;color:#666;padding:20px 0}
figure{margin:14px 0}figcaption{font-size:11px;color:#888}.exif{font-size:11px;color:#aaa}.exif th{text-align:left;padding-right:10px}
.sbc{background:#333;padding:0 5px;margin-right:8px}.more-journal span{color:#777;font-size:11px}
.note{border-top:1px solid #333;padding:10px 0}.note-children{margin-left:42px}.face{float:left;margin-right:8px}.note-when{color:#777;font-size:11px}
.note-host>.note-head .note-name{color:#f2c46d}.host-badge{background:#f2c46d;color:#222;font-size:10px;padding:0 4px}.note-tools{font-size:11px}
a{color:#9cc}
</style>"""
    files = avatars([c.who for c in cs], "/static/faces/", 32)
    files.update(
        {
            f"/static/journal/harbour-{n}.svg": svg(620, 413, f, t)
            for n, f, t in (
                (1, "#7a6a4a", "lobster pots"),
                (2, "#4a6a7a", "harbour mouth"),
                (3, "#2a4a8a", "blue boat"),
                (4, "#555", "harbour wall"),
            )
        }
    )
    files.update({f"/static/fl{n}.svg": svg(56, 56, "#3a4a5a") for n in range(1, 7)})
    files["/static/isla.svg"] = svg(180, 180, "#444", "IM", 40)
    html = doc("html5", title="Harbour at first light — Isla Marwick Photography", head=css) + body
    return make(
        "fe-photo-blog-harbour",
        "discussion",
        html,
        cs,
        path=path,
        container="section#notes after '8 notes on this entry': div.note (div.note-head img, strong.note-name NAME, span.note-when DATE; div.note-words TEXT; div.note-tools 'Link · Reply'); replies in div.note-children inside the parent; the photographer's answers div.note.note-host with a 'Photographer' badge",
        heading="8 notes on this entry",
        description="A photography blog of 2012 (invented, dark theme): 8 'notes' under a journal entry of four harbour photographs, the photographer's three answers nested under readers' notes with a 'Photographer' badge, a reader answering her once (three deep); figures with captions, an EXIF table, share counters, 'More from the journal' with dates; sidebar with workshops with dates, a Flickr grid, archive by month and gear.",
        files=files,
    )
