"""Blind set DP: a US personal blog of 2010 on a WordPress-like theme (11 comments threaded three deep, the
blogger's answers highlighted, a pingback in the list), a UK weekly's "Have your say" of 2009 (page 1 of 2: 10
views, names with towns after the text, "@name" answers typed, recommend counts; no "comment" in the markup), an
Irish group blog of 2008 on a Movable Type-like template (7 comments, "Posted by:" below the text, trackbacks after
them, comments closed) and an Australian TV station's news site of 2011 (9 numbered comments, thumbs votes, "@name"
answers). Every class name, name, place and text invented for this set; each comment written by hand."""

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

# --------------------------------------------------------------------------- US personal blog, WordPress-like

WP_CSS = (
    "body{background:#f1f1f1;font:15px/1.6 Georgia,'Times New Roman',serif;color:#333;margin:0}#wrapper{width:940px;margin:20px auto;background:#fff;padding:0 20px}"
    "#header{padding:30px 0 0}#site-title{font-size:30px;font-weight:bold}#site-title a{color:#000;text-decoration:none}#site-description{font-style:italic;color:#666}"
    "#access{background:#000;margin-top:12px}#access a{color:#aaa;display:inline-block;padding:0 12px;line-height:38px;text-decoration:none}"
    "#container{float:left;width:640px}#primary{float:right;width:240px;font-size:13px}#primary ul{list-style:none;padding:0}"
    ".entry-title{font-size:22px}.entry-meta,.entry-utility{font-size:12px;color:#888}"
    "#comments-title{font-size:18px}.commentlist{list-style:none;padding:0}.commentlist li.comment{border-bottom:1px solid #e7e7e7;padding:10px 0 0 56px;position:relative}"
    ".commentlist .avatar{position:absolute;left:0;top:12px}.commentlist .children{list-style:none;padding-left:10px}.bypostauthor>div{background:#fff8dc}"
    ".says{font-style:italic}.comment-meta{font-size:12px}.comment-meta a{color:#888}.reply{font-size:12px;margin-bottom:8px}.pingback{font-size:13px;color:#777;padding:8px 0}"
    "#footer{clear:both;border-top:4px solid #000;font-size:12px;color:#666;padding:14px 0}"
)


def _wp_list(cs: list[C], ping_after: int, ping: str) -> str:
    k = kids(cs)

    def item(i: int, depth: int) -> str:
        c = cs[i]
        cid = 2184 + i * 3
        cls = f"comment {'even' if i % 2 == 0 else 'odd'} depth-{depth}" + (
            " bypostauthor byuser" if c.staff else ""
        )
        who = (
            f'<cite class="fn"><a href="http://cedarforknotebook.example/" rel="external nofollow" class="url">{esc(c.who)}</a></cite>'
            if c.staff
            else f'<cite class="fn">{esc(c.who)}</cite>'
        )
        sub = ""
        if i in k:
            sub = '<ul class="children">' + "".join(item(j, depth + 1) for j in k[i]) + "</ul>"
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><div id="comment-{cid}">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/wp{i}.png" class="avatar avatar-40 photo" height="40" width="40" />'
            f'{who} <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(c.at)}</a></div>'
            f'<div class="comment-body">{paras(c.body)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div></div>{sub}</li>'
        )

    out = []
    for n, i in enumerate(k[None]):
        out.append(item(i, 1))
        if n == ping_after:
            out.append(ping)
    return "".join(out)


def us_cedar_fork() -> Case:
    cs = talk("""
Dale Hutchins @ June 14, 2010 at 9:52 pm :: I proposed to my wife on that bridge in 1971. Walked out there last Sunday to say goodbye to it, there were half a dozen other people doing the same thing. Thanks for writing this Marjorie.
>+Marjorie Pell @ June 14, 2010 at 10:20 pm :: Dale, that is the sweetest thing. Do you still have the photo you mentioned at the library meeting? I would love to add it to the post if you and Ruth don't mind.
>>Dale Hutchins @ June 15, 2010 at 7:05 am :: I'll have Ruth scan it tonight, she's the one who knows how to work the machine.
Kathy O. @ June 15, 2010 at 8:31 am :: Does anyone know if the county is saving any of the iron work? It seems like a crime to send all of it to the scrapyard. Somebody could make a nice sign or bench out of the railings.
>Tom Beiler @ June 15, 2010 at 9:14 am :: The engineer said at the trustees meeting that the two end panels with the builder's plate go to the historical society. The rest is too rusted to save, supposedly.
>>Kathy O. @ June 15, 2010 at 11:47 am :: Good, at least something. thanks Tom
>>+Marjorie Pell @ June 15, 2010 at 12:02 pm :: I called Bev at the historical society and she confirmed it, the plate reads "Tessel Valley Bridge Co. 1894". They're hoping to display it by the fall festival.
Ron @ June 15, 2010 at 2:40 pm :: Honestly it's about time. That bridge was one lane and you couldn't get a school bus or a fire truck over it. Nostalgia is nice but the detour to Route 9 adds eleven minutes when seconds count.
>Sharon Weidle @ June 15, 2010 at 4:18 pm :: I don't think anybody is arguing it should stay as a road bridge Ron. People just wanted them to move it to the park as a foot bridge like they did in Millersport. The county said it would cost too much to move, end of story.
>>Ron @ June 15, 2010 at 6:55 pm :: Fair enough. I didn't know that was on the table.
Jenny (Marjorie's neice) @ June 16, 2010 at 10:10 am :: Aunt Marj you made me cry at work!! I remember riding my bike across it and the boards going clunk clunk clunk. Grandpa always said it would outlast all of us, guess not.
""")
    ping = (
        '<li class="post pingback"><p>Pingback: <a href="http://tesselvalleytimes.example/2010/06/harlan-mill-last-days/" rel="external nofollow" class="url">'
        "Last days of the Harlan Mill bridge &laquo; Tessel Valley Times</a></p></li>"
    )
    post = (
        '<div id="post-612" class="post-612 post type-post hentry category-around-town">'
        '<h2 class="entry-title">Goodbye to the Harlan Mill bridge</h2>'
        '<div class="entry-meta"><span class="meta-prep">Posted on</span> <a href="/2010/06/14/goodbye-harlan-mill-bridge/"><span class="entry-date">June 14, 2010</span></a> '
        '<span class="meta-sep">by</span> <span class="author vcard"><a class="url fn n" href="/author/marjorie/">Marjorie Pell</a></span></div>'
        '<div class="entry-content">'
        '<p><img src="/_avatar/photos/harlan-bridge.jpg" width="600" height="400" alt="The Harlan Mill bridge in winter" /></p>'
        "<p>If you have driven out Harlan Mill Road in the last hundred and sixteen years, you have rattled across the little iron truss bridge over Tessel Creek. Next Monday the county engineer's crew will close the road, and by the end of July a two-lane concrete bridge will stand where it was.</p>"
        "<p>I have been told the decision was made in 2008, and I understand the reasons. The deck is rated for three tons, the school bus goes the long way round, and the abutments were undercut in the flood two springs ago. Still, I taught forty years of Cedar Fork children, and I'd guess half of them learned to fish off the south end of that bridge.</p>"
        "<p>The library is collecting photographs and memories of the bridge for a small exhibit in September. Drop them off with Linda at the front desk, or leave them here and I will pass them along.</p>"
        '<div class="sharedaddy"><h3 class="sd-title">Share this:</h3>'
        + share({"Facebook": "46", "Twitter": "8", "Email": "", "Print": ""}, "sd-list")
        + "</div>"
        "</div>"
        '<div class="entry-utility">This entry was posted in <a href="/category/around-town/" rel="category tag">Around Town</a> and tagged <a href="/tag/bridges/" rel="tag">bridges</a>, <a href="/tag/harlan-mill/" rel="tag">Harlan Mill</a>, <a href="/tag/history/" rel="tag">history</a>. Bookmark the <a href="/2010/06/14/goodbye-harlan-mill-bridge/" rel="bookmark">permalink</a>.</div>'
        '<div id="entry-author-info"><img src="/_avatar/marjorie.png" width="60" height="60" alt="" /><h2>About Marjorie Pell</h2><p>Retired fourth-grade teacher, gardener, and the unofficial keeper of Cedar Fork gossip since 1969.</p></div>'
        "</div>"
        '<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2010/06/09/strawberry-social/" rel="prev">&larr; Strawberry social at St. Luke&#8217;s</a></div>'
        '<div class="nav-next"><a href="/2010/06/18/fireworks-or-not/" rel="next">Fireworks or not? &rarr;</a></div></div>'
    )
    comments = (
        '<div id="comments"><h3 id="comments-title">12 Responses to <em>Goodbye to the Harlan Mill bridge</em></h3>'
        f'<ol class="commentlist">{_wp_list(cs, 3, ping)}</ol>'
        '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" size="30" /></p>'
        '<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p></form></div></div>'
    )
    side = (
        '<ul class="xoxo"><li class="widget-container widget_search"><form action="/" method="get"><input type="text" name="s" /> <input type="submit" value="Search" /></form></li>'
        '<li class="widget-container"><h3 class="widget-title">Recent Posts</h3>'
        + ranked(
            "Fireworks or not?\nGoodbye to the Harlan Mill bridge\nStrawberry social at St. Luke's\nMy peonies and the ants\nThe new Dollar General",
            tag="ul",
        )
        + '</li><li class="widget-container"><h3 class="widget-title">Archives</h3>'
        + ranked("June 2010 | 4\nMay 2010 | 9\nApril 2010 | 7\nMarch 2010 | 6\nFebruary 2010 | 5", tag="ul")
        + '</li><li class="widget-container"><h3 class="widget-title">Blogroll</h3>'
        + ranked(
            "Tessel Valley Times\nPrairie Kitchen Table\nOld Barns of Ohio\nThe Bird Feeder Report", tag="ul"
        )
        + '</li><li class="widget-container"><h3 class="widget-title">Meta</h3><ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="/comments/feed/">Comments <abbr title="Really Simple Syndication">RSS</abbr></a></li></ul></li></ul>'
    )
    body = (
        '<div id="wrapper" class="hfeed"><div id="header"><div id="site-title"><a href="/">Cedar Fork Notebook</a></div>'
        '<div id="site-description">Small town news, big opinions</div>'
        '<div id="access"><a href="/">Home</a><a href="/about/">About Marjorie</a><a href="/recipes/">Recipes</a><a href="/old-photos/">Old Photos</a></div></div>'
        f'<div id="main"><div id="container"><div id="content">{post}{comments}</div></div><div id="primary" class="widget-area">{side}</div></div>'
        '<div id="footer">Cedar Fork Notebook &middot; Proudly powered by WordPress.</div></div>'
    )
    html = doc(
        "Goodbye to the Harlan Mill bridge",
        "Cedar Fork Notebook",
        WP_CSS,
        body,
        body_cls="single single-post postid-612",
    )
    return make(
        "dp-us-wp-cedar-fork",
        "discussion",
        html,
        cs,
        path="/dp/cedarfork/2010/06/14/goodbye-harlan-mill-bridge/",
        container="div#comments > ol.commentlist",
        heading="12 Responses to Goodbye to the Harlan Mill bridge",
        description="US personal blog, WordPress-like, 2010: 11 comments threaded 3 deep, the blogger's answers bypostauthor, a pingback in the list",
    )


# --------------------------------------------------------------------------- UK weekly, "Have your say"

UK_CSS = (
    "body{margin:0;background:#e9eef2;font:12px/1.45 Verdana,Arial,sans-serif;color:#222}#page{width:960px;margin:0 auto;background:#fff}"
    "#masthead{background:#0b3a66;color:#fff;padding:10px 14px}#masthead .name{font:bold 36px 'Times New Roman',serif}#masthead .date{float:right;margin-top:14px}"
    "#nav{background:#d8e3ee;border-bottom:1px solid #9bb}#nav a{display:inline-block;padding:6px 9px;color:#0b3a66;font-weight:bold;text-decoration:none}"
    "#main{float:left;width:620px;padding:12px 14px}#right{float:right;width:290px;padding:12px 10px 0 0}.kicker{color:#c00;font-weight:bold}"
    "h1{font:bold 26px Georgia,serif;margin:4px 0}.standfirst{font-size:14px;font-weight:bold}.byline{color:#666;border-bottom:1px dotted #999;padding-bottom:4px}"
    ".tools{list-style:none;padding:0;overflow:hidden}.tools li{float:left;margin-right:10px}.cnt{background:#f2f2f2;border:1px solid #ccc;padding:0 3px}"
    "#hys h2{background:#0b3a66;color:#fff;font-size:14px;padding:4px 8px}.view{border-bottom:1px solid #ddd;padding:8px 0}.view .said{margin:0 0 4px;font-size:13px}"
    ".view .by{color:#555;margin:0}.view .by strong{color:#0b3a66}.view .act{font-size:11px;margin:2px 0 0}.view .act a{color:#777}"
    ".pager{background:#eef3f8;padding:5px 8px;font-weight:bold}.box{border:1px solid #ccd;margin-bottom:10px}.box h3{margin:0;background:#d8e3ee;padding:4px 8px;font-size:12px}"
    ".box ol,.box ul{margin:6px 0;padding-left:22px}#foot{clear:both;background:#0b3a66;color:#cde;padding:12px;font-size:11px}#foot a{color:#fff}"
)


def _uk_views(cs: list[C], recs: list[int]) -> str:
    out = []
    for i, c in enumerate(cs):
        out.append(
            f'<div class="view" id="v{90412 + i}"><div class="said">{paras(c.body)}</div>'
            f'<p class="by"><strong>{esc(c.who)}</strong> <span class="t">{esc(c.at)}</span></p>'
            f'<p class="act"><a href="#" rel="nofollow">Recommend</a> ({recs[i]}) &nbsp;|&nbsp; <a href="/report/{90412 + i}" rel="nofollow">Report abuse</a></p></div>'
        )
    return "".join(out)


def uk_wenborough() -> Case:
    cs = talk("""
Gaz, Wenborough @ 12/03/2009 at 09:14 :: So the council can find £80,000 for new signs at the roundabout but can't keep the toilets on Market Hill open. Typical.
Margaret Ellis, Stonecross @ 12/03/2009 at 09:52 :: I am 79 and I come into town on the bus every Thursday for the market. Without those toilets I simply won't be able to come any more, and I know I am not the only one. Has anybody on the council thought about us at all? // The cafes say you have to buy something first and I don't always want a cup of tea.
Concerned resident @ 12/03/2009 at 10:30 :: The community toilet scheme works well in other towns, shops get a small payment to let the public use theirs. Why not try that before closing them altogether?
Dave P, Wenborough @ 12/03/2009 at 11:05 :: @Gaz the signs came out of a different budget (highways, county not district). Not defending it but its not the same pot of money.
Gaz, Wenborough @ 12/03/2009 at 11:41 :: @Dave P its all our council tax mate whatever pot it comes out of
Sue Tranter @ 12/03/2009 at 13:20 :: Have you actually been in them lately? They are filthy and the hand dryer hasn't worked since Christmas. If they're going to stay open they need proper cleaning, otherwise close them and be done with it.
Mark H, Little Hatchford @ 12/03/2009 at 15:48 :: Market traders will lose out. People stay in town for an hour less if they can't find a loo, simple as that. The Chamber of Trade should be kicking up a fuss about this.
Lizzie @ 12/03/2009 at 17:02 :: Try being a mum with a potty training toddler in Wenborough! The baby change in the library is only open till 5 and not at all on Sundays.
Former councillor @ 12/03/2009 at 19:26 :: For what it's worth, the same proposal came up in 2004 and was withdrawn after a petition with 2,000 signatures. Petitions do work. Somebody start one.
Margaret Ellis, Stonecross @ 13/03/2009 at 08:40 :: @Former councillor I will sign it and so will everyone at the Thursday club.
""")
    recs = [23, 41, 17, 6, 9, 12, 15, 8, 29, 11]
    art = (
        '<div class="kicker">NEWS</div><h1>Market Hill toilets face the axe in council savings plan</h1>'
        '<p class="standfirst">Public toilets in Wenborough town centre could close for good next month as the district council looks to save £1.2m</p>'
        '<p class="byline">By <a href="/staff/helen-marsh/">Helen Marsh</a>, Chief Reporter &nbsp;&middot;&nbsp; Thursday, March 12, 2009, 07:00</p>'
        + share(
            {"Facebook": "38", "Digg": "2", "del.icio.us": "0", "Email this story": "", "Print": ""}, "tools"
        )
        + "<p>THE public toilets on Market Hill are among a list of buildings Mendle Vale District Council says it can no longer afford to run.</p>"
        "<p>A report to next Tuesday's cabinet meeting says closing the block would save £31,000 a year in cleaning, water and repairs. The toilets at the Brook Street car park would stay open, but only until 6pm.</p>"
        "<p>Cllr Rodney Fairweather, cabinet member for resources, said: &ldquo;Nobody goes into local government wanting to shut toilets. But we have to find £1.2 million next year and every service is being looked at.&rdquo;</p>"
        "<p>The toilets were last refurbished in 1997. Council figures say they are used by about 400 people a week, most of them on market days.</p>"
        "<p>Wenborough Chamber of Trade chairman Peter Oldroyd said members would discuss the plans at their meeting on March 19.</p>"
        '<div class="box"><h3>Related stories</h3>'
        + ranked(
            "Council tax to rise 2.9 per cent (26/02/2009)\nBrook Street car park charges go up (05/02/2009)\nMarket traders' fears over parking (22/01/2009)",
            tag="ul",
        )
        + "</div>"
    )
    hys = (
        '<div id="hys"><h2>Have your say (17)</h2>'
        '<p class="pager">Showing 1-10 of 17 &nbsp; <a href="?views=2#hys">Next 10 &raquo;</a></p>'
        + _uk_views(cs, recs)
        + '<p class="pager">Page 1 of 2 &nbsp; <strong>1</strong> <a href="?views=2#hys">2</a> <a href="?views=2#hys">Next &raquo;</a></p>'
        '<h3>Add your view</h3><form action="/hys/post" method="post"><p>Name: <input type="text" name="who" /> Town: <input type="text" name="town" /></p>'
        '<p><textarea name="said" rows="5" cols="60"></textarea></p><p><input type="submit" value="Submit your view" /></p>'
        '<p class="rules">Views are checked before they appear. Please read our <a href="/house-rules/">house rules</a>.</p></form></div>'
    )
    right = (
        '<div class="box"><h3>Most read</h3>'
        + ranked(
            "Man, 24, charged after Stonecross crash | 4,903\nMarket Hill toilets face the axe in council savings plan | 2,211\nWenborough Town in relegation scrap | 1,780\nNew owners for The Plough | 1,322\nSchool's Ofsted joy | 1,096",
            "reads",
        )
        + '</div><div class="box"><h3>Weather</h3><p style="padding:0 8px">Wenborough: Light showers, 9&deg;C<br />Friday: Sunny spells, 11&deg;C</p></div>'
        '<div class="box"><h3>Jobs</h3><ul><li><a href="/jobs/1">Part-time care assistant, Stonecross</a></li><li><a href="/jobs/2">HGV Class 1 driver</a></li><li><a href="/jobs/3">Receptionist, Brook Street surgery</a></li></ul></div>'
        '<div class="box"><h3>Family notices</h3><p style="padding:0 8px"><a href="/notices/">Births, marriages and deaths &raquo;</a></p></div>'
        '<img src="/_avatar/ads/motors-290x250.gif" width="290" height="250" alt="Advertisement" />'
    )
    body = (
        '<div id="page"><div id="masthead"><span class="date">Thursday, March 12, 2009</span><div class="name">The Wenborough Advertiser</div></div>'
        '<div id="nav"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/whats-on/">What&#8217;s On</a><a href="/motors/">Motors</a><a href="/property/">Property</a><a href="/jobs/">Jobs</a><a href="/notices/">Family Notices</a></div>'
        f'<div id="main">{art}{hys}</div><div id="right">{right}</div>'
        '<div id="foot">&copy; 2009 Mendle Vale Newspapers Ltd &middot; <a href="/contact/">Contact us</a> &middot; <a href="/advertise/">Advertise</a> &middot; <a href="/privacy/">Privacy</a></div></div>'
    )
    html = doc(
        "Market Hill toilets face the axe in council savings plan", "The Wenborough Advertiser", UK_CSS, body
    )
    return make(
        "dp-uk-weekly-wenborough",
        "discussion",
        html,
        cs,
        path="/dp/wenborough/news/4419831.market_hill_toilets/",
        container="div#hys",
        heading="Have your say (17)",
        description="UK weekly, own CMS, 2009: 'Have your say', page 1 of 2 (10 of 17 views), names with towns after the text, flat, @name answers typed; no 'comment' in the markup",
    )


# --------------------------------------------------------------------------- Irish group blog, Movable Type-like

IE_CSS = (
    "body{margin:0;background:#fdfcf6;font:13px/1.55 'Trebuchet MS',Verdana,sans-serif;color:#2b2b2b}#container{width:860px;margin:0 auto}"
    "#banner{border-bottom:3px double #5a7d3a;padding:24px 0 10px}#banner h1{margin:0;font:bold 32px Georgia,serif;color:#3d5a26}#banner h2{margin:0;font-size:13px;color:#777;font-weight:normal}"
    "#center{float:left;width:590px}#right{float:right;width:230px;font-size:12px}.date-header{font-weight:bold;color:#888;text-transform:uppercase;font-size:11px;margin-top:18px}"
    ".entry-header{color:#3d5a26;font-size:20px}.entry-footer{font-size:11px;color:#777;border-top:1px dotted #bbb}"
    ".comments-head,.trackbacks-head{font-weight:bold;border-bottom:1px solid #ccc;margin-top:22px}.comment{margin:10px 0;padding-bottom:6px;border-bottom:1px dotted #ddd}"
    ".comment-footer{font-size:11px;color:#888}.trackback{margin:10px 0;font-size:12px;color:#555}.closed{font-style:italic;color:#888}"
    ".sidetitle{font-weight:bold;color:#3d5a26;border-bottom:1px solid #ccc;margin-top:14px}.side ul{padding-left:16px}#footer{clear:both;font-size:11px;color:#999;padding:16px 0}"
)


def ie_dromard() -> Case:
    cs = talk("""
Fergal Ó Murchú @ March 4, 2008 11:02 PM :: Good piece Ciarán. The bit about the county council's own traffic count being from 2001 is astonishing. They are planning a bypass on figures older than my car.
Aoife D @ March 4, 2008 11:40 PM :: I'd disagree a bit. Anyone who has sat in the queue at the Dromard bridge at half eight in the morning knows the traffic is worse than any count says. The bypass might be the wrong route but something has to be done.
J. Kinsella @ March 5, 2008 08:15 AM :: @Aoife - nobody is saying do nothing. The point is the northern route was never properly costed against the southern one, and the southern one goes straight through the Carrowmore fen which is a designated site. That'll end up in the courts for years.
Bridie @ March 5, 2008 09:27 AM :: my father's farm is on the northern route and nobody from the council has even rang him. he found out from the Western Leader.
Aoife D @ March 5, 2008 12:51 PM :: @J. Kinsella fair point about the fen, I didn't know it was designated. Is there a map of the two routes anywhere online?
Ciarán @ March 5, 2008 01:30 PM :: Aoife, the consultants' map is on page 14 of the pdf, linked in the post above. It's a 9MB file mind you, it took ages on my dial-up.
Pádraig Lally @ March 6, 2008 10:05 PM :: Public meeting in the parish hall on the 12th at 8pm for anyone interested. Bring your questions, the county engineer has said he'll attend.
""")
    entry = (
        '<h2 class="date-header">Tuesday, March 04, 2008</h2>'
        '<div class="entry" id="entry-1187"><h3 class="entry-header">The Dromard bypass: two routes, one old traffic count</h3>'
        '<div class="entry-content"><div class="entry-body">'
        "<p>The county council's consultation on the Dromard bypass closes on Friday week, and if you have not read the route selection report, you are in good company: as far as I can tell, neither have most of the councillors who will vote on it.</p>"
        "<p>The report compares a northern route, across farmland between Ballinree and the Kilcash road, with a southern route along the river. It recommends the southern one, mostly because it is shorter and cheaper. What it does not say, until you get to appendix C, is that the traffic figures both routes were judged on come from a count taken in 2001, before the new estates at Rathcoole and the retail park were built.</p>"
        '<p>I am not against a bypass. I am against deciding where to put one on the basis of a count that is seven years out of date. The full report is <a href="/docs/dromard-route-report.pdf">here (PDF, 9MB)</a>.</p>'
        "</div></div>"
        '<p class="entry-footer"><span class="post-footers">Posted by Ciarán at 10:41 PM in <a href="/archives/local_politics/">Local politics</a></span> '
        '<span class="separator">|</span> <a class="permalink" href="/archives/2008/03/the_dromard_bypass.html">Permalink</a> '
        '<span class="separator">|</span> <a href="#comments">Comments (7)</a> <span class="separator">|</span> <a href="#trackback">TrackBack (2)</a></p></div>'
        '<div class="share">Bookmark: <a href="#">del.icio.us</a> &middot; <a href="#">Digg</a> &middot; <a href="#">Bebo</a> &middot; <a href="#">Facebook</a></div>'
    )
    tb = (
        '<a id="trackback"></a><div class="trackbacks"><h3 class="trackbacks-head">TrackBack</h3>'
        '<div class="trackbacks-info"><p>TrackBack URL for this entry:<br />http://thedromardtable.example/mt/mt-tb.cgi/1187</p>'
        '<p>Listed below are links to weblogs that reference <a href="/archives/2008/03/the_dromard_bypass.html">The Dromard bypass: two routes, one old traffic count</a>:</p></div>'
        '<div class="trackback" id="ping-311"><div class="trackback-content"><p>&raquo; <a href="http://westcountyroads.example/2008/03/bypass-round-up.html">Bypass round-up</a> from West County Roads<br />'
        "Over at the Dromard Table, Ciarán has spotted that the traffic count behind the route choice dates from 2001. Worth a read before the consultation closes...</p></div>"
        '<p class="trackback-footer">Tracked on March 5, 2008 09:48 AM</p></div>'
        '<div class="trackback" id="ping-312"><div class="trackback-content"><p>&raquo; <a href="http://fenwatch.example/archives/000412.html">Carrowmore fen and the bypass</a> from Fen Watch<br />'
        "The southern route would cut across the edge of the fen, one of the last intact ones in the county...</p></div>"
        '<p class="trackback-footer">Tracked on March 6, 2008 02:17 PM</p></div></div>'
    )
    com = [
        '<a id="comments"></a><div class="comments"><h3 class="comments-head">Comments</h3><div class="comments-content">'
    ]
    for i, c in enumerate(cs):
        cid = 40217 + i * 2
        who = (
            f'<a href="http://www.example.org/~{slug(c.who)}" rel="nofollow">{esc(c.who)}</a>'
            if i in (0, 6)
            else esc(c.who)
        )
        com.append(
            f'<a id="c{cid:06d}"></a><div class="comment" id="comment-{cid}"><div class="comment-content">{paras(c.body)}</div>'
            f'<p class="comment-footer">Posted by: {who} | <a href="#comment-{cid}">{esc(c.at)}</a></p></div>'
        )
    com.append('</div><p class="closed">Comments on this entry are closed.</p></div>')
    right = (
        '<div class="side"><div class="sidetitle">About</div><p>Five of us from around Dromard arguing about county politics, planning and the odd hurling match.</p>'
        '<div class="sidetitle">Recent Entries</div>'
        + ranked(
            "The Dromard bypass: two routes, one old traffic count\nWater charges by the back door?\nWhat the census will not tell you\nSchool transport: a reply",
            tag="ul",
        )
        + '<div class="sidetitle">Categories</div>'
        + ranked("Local politics | 41\nPlanning | 28\nSport | 13\nMiscellany | 19", tag="ul")
        + '<div class="sidetitle">Archives</div>'
        + ranked("March 2008\nFebruary 2008\nJanuary 2008\nDecember 2007\nNovember 2007", tag="ul")
        + '<div class="sidetitle">Links</div>'
        + ranked("Western Leader\nWest County Roads\nFen Watch\nIrish Election Literature", tag="ul")
        + '<p><a href="/index.xml">Subscribe to this blog\'s feed</a></p><p>Powered by<br /><a href="http://www.movabletype.org">Movable Type 3.35</a></p></div>'
    )
    body = (
        '<div id="container"><div id="banner"><h1><a href="/" accesskey="1">The Dromard Table</a></h1><h2>Politics and planning from a corner of the west</h2></div>'
        f'<div id="center"><div class="content">{entry}{"".join(com)}{tb}</div></div><div id="right">{right}</div>'
        '<div id="footer">All text &copy; the authors. Opinions are our own.</div></div>'
    )
    html = doc("The Dromard bypass: two routes, one old traffic count", "The Dromard Table", IE_CSS, body)
    return make(
        "dp-ie-mt-dromard",
        "discussion",
        html,
        cs,
        path="/dp/dromardtable/archives/2008/03/the_dromard_bypass.html",
        container="div.comments > div.comments-content",
        heading="Comments",
        description="Irish group blog, Movable Type-like, 2008: 7 flat comments, 'Posted by: NAME | time' below the text, @name answers typed, comments closed, two trackbacks after them",
    )


# --------------------------------------------------------------------------- Australian TV station news site

AU_CSS = (
    "body{margin:0;background:#111;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#wrap{width:990px;margin:0 auto;background:#fff}"
    "#top{background:#e2001a;color:#fff;padding:10px 16px;overflow:hidden}#top .logo{font:bold 30px Arial;float:left}#top .live{float:right;margin-top:10px;background:#000;padding:3px 8px}"
    "#menu{background:#333}#menu a{color:#fff;display:inline-block;padding:7px 12px;text-decoration:none}#story{float:left;width:640px;padding:14px 16px}#aside{float:right;width:300px;padding:14px 16px 0 0}"
    "h1{font-size:26px;margin:0 0 6px}.dateline{color:#888;font-size:12px}.video{background:#000;color:#fff;width:640px;height:360px;text-align:center;line-height:360px}"
    ".social{list-style:none;padding:0;overflow:hidden}.social li{float:left;margin-right:14px}.cnt{font-weight:bold}"
    "#comments h3{border-top:3px solid #e2001a;padding-top:6px}ol.comment-list{padding-left:0;list-style:none}.comment-list li{border-bottom:1px solid #eee;padding:8px 0 8px 34px;position:relative}"
    ".comment-list .num{position:absolute;left:0;top:8px;font:bold 18px Arial;color:#ccc}.posted{font-size:11px;color:#777}.posted strong{color:#222}.votes{font-size:11px}.votes a{color:#e2001a}"
    ".box{border:1px solid #ddd;margin-bottom:12px}.box h4{margin:0;background:#333;color:#fff;padding:5px 8px}.box ol{margin:6px 0}#foot{clear:both;background:#222;color:#999;padding:14px;font-size:11px}"
)


def au_kestrel_bay() -> Case:
    cs = talk("""
Shazza of Kestrel Heads @ 2:47pm Tuesday, 8 March 2011 :: About time they closed it. My kids swim at Pelican Point every weekend and the signs have been saying crocs for years but nobody takes any notice.
Bruce M of Yarrabah Creek @ 3:05pm Tuesday, 8 March 2011 :: Been fishing that creek mouth 30 years and never seen one bigger than two metres. A four metre croc at Pelican Point? I'll believe it when I see the photo.
Dazza @ 3:21pm Tuesday, 8 March 2011 :: @Bruce M there's a photo on the rangers facebook page, taken from the surf club tower. Its a big one mate.
Kylie R of Norwood @ 3:58pm Tuesday, 8 March 2011 :: Why can't they just relocate it to a croc farm like they did in 2007? Closing the whole beach in school holidays will kill the kiosk and the surf school.
Tourism operator @ 4:30pm Tuesday, 8 March 2011 :: We have had four cancellations today already because of the news. The beach is 6km long and the sighting was at the creek end. Can we please get some perspective.
Bruce M of Yarrabah Creek @ 5:12pm Tuesday, 8 March 2011 :: @Dazza ok I stand corrected, saw the pic. Thats no two metre croc. Stay out of the water people.
Jess @ 6:40pm Tuesday, 8 March 2011 :: a croc that size is probably the same one that took the dog at the boat ramp in January. the rangers said then they would trap it and nothing happend
Ex-Territorian @ 8:15pm Tuesday, 8 March 2011 :: Up in Darwin nobody would swim at a creek mouth in the wet season, full stop. Southerners moving up here need to learn the rules, crocs go where the water goes.
Kylie R of Norwood @ 7:02am Wednesday, 9 March 2011 :: Update: heard on the radio the rangers have set a trap near the boat ramp overnight. Fingers crossed.
""")
    ups = [(34, 5), (12, 20), (27, 2), (9, 14), (6, 31), (22, 1), (18, 3), (15, 11), (30, 0)]
    items = []
    for i, c in enumerate(cs):
        up, down = ups[i]
        items.append(
            f'<li class="comment" id="comment-{770311 + i}"><span class="num">{i + 1}.</span>'
            f'<p class="posted">Posted by <strong>{esc(c.who)}</strong> at {esc(c.at)}</p>'
            f'<div class="comment-text">{paras(c.body)}</div>'
            f'<p class="votes"><a href="#" rel="nofollow">&#128077; {up}</a> &nbsp; <a href="#" rel="nofollow">&#128078; {down}</a> &nbsp; <a href="/report/{770311 + i}">Report</a></p></li>'
        )
    story = (
        "<h1>Croc sighting closes Pelican Point beach</h1>"
        '<p class="dateline">By Tara Whitcombe &middot; KBN6 News &middot; Updated 2:12pm Tuesday, 8 March 2011</p>'
        '<div class="video">&#9654; Watch: rangers at Pelican Point (1:48)</div>'
        + share({"Facebook Like": "612", "Tweet": "88", "Email": ""}, "social")
        + "<p>Pelican Point beach at Kestrel Bay has been closed after a saltwater crocodile estimated at four metres was seen near the mouth of Yarrabah Creek this morning.</p>"
        "<p>Surf lifesavers spotted the animal from the patrol tower at about 7.30am and cleared the water. Queensland Parks rangers say the beach will remain closed until the crocodile is caught or leaves the area.</p>"
        "<p>Senior ranger Col Dempster said large crocodiles moved south along the coast after heavy rain. &ldquo;It's the wet season, the creeks are running, and they follow the fish. People need to treat every creek mouth as croc country,&rdquo; he said.</p>"
        "<p>It is the third sighting at Kestrel Bay this year. In January a dog was taken at the Yarrabah Creek boat ramp.</p>"
    )
    comments = (
        '<div id="comments"><h3>Your say (9)</h3><p class="rules">Comments are moderated. <a href="/conditions/">Conditions of use</a></p>'
        f'<ol class="comment-list">{"".join(items)}</ol>'
        '<h4>Have your say</h4><form action="/comments/post" method="post"><p>Name <input type="text" name="name" /> Suburb <input type="text" name="suburb" /></p>'
        '<p><textarea name="comment" rows="4" cols="60"></textarea></p><p><input type="submit" value="Submit" /></p></form></div>'
    )
    aside = (
        '<div class="box"><h4>Most popular</h4>'
        + ranked(
            "Croc sighting closes Pelican Point beach\nCyclone watch for the north coast\nMan charged over Norwood servo hold-up\nCouncil approves marina expansion\nKestrel Bay Cockatoos sign new coach"
        )
        + '</div><div class="box"><h4>Weather</h4><p style="padding:0 8px">Kestrel Bay: 31&deg; Showers, storm likely<br />Wed: 30&deg; Storms</p></div>'
        '<div class="box"><h4>Tonight on KBN6</h4><ul><li>6:00 KBN6 News</li><li>6:30 A Current Matter</li><li>7:00 Home and Away Again</li><li>7:30 Bay Rescue</li></ul></div>'
        '<img src="/_avatar/ads/mrec-300x250.gif" width="300" height="250" alt="Advertisement" />'
    )
    body = (
        '<div id="wrap"><div id="top"><span class="logo">KBN6 News</span><span class="live">Watch live</span></div>'
        '<div id="menu"><a href="/">News</a><a href="/local/">Local</a><a href="/sport/">Sport</a><a href="/weather/">Weather</a><a href="/video/">Video</a><a href="/contact/">Send us your news</a></div>'
        f'<div id="story">{story}{comments}</div><div id="aside">{aside}</div>'
        '<div id="foot">&copy; 2011 Kestrel Bay Network Pty Ltd. All rights reserved.</div></div>'
    )
    html = doc("Croc sighting closes Pelican Point beach", "KBN6 News", AU_CSS, body)
    return make(
        "dp-au-tv-kestrel-bay",
        "discussion",
        html,
        cs,
        path="/dp/kbn6/news/local/croc-sighting-closes-pelican-point-beach-20110308/",
        container="div#comments > ol.comment-list",
        heading="Your say (9)",
        description="Australian TV station news site, own CMS, 2011: 9 numbered flat comments, 'Posted by NAME of SUBURB at time', thumbs votes, @name answers typed",
    )


def threads_dp() -> list[Case]:
    return [us_cedar_fork(), uk_wenborough(), ie_dromard(), au_kestrel_bay()]
