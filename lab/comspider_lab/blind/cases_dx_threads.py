"""Blind set dx: three discussions of English-language blogs and papers of 2011-2012 as a crawler saved them in 2012:
an English allotment blog on a WordPress theme of its own (threaded three deep, the blogger's answers, a pingback
among the entries, gravatars, "Reply" links), an American teacher's blog on a Typepad-like service (flat "Posted by:"
entries after the text, trackbacks above them; never says "comment") and an English regional weekly's own CMS (page 1
of 2, newest first, towns after the names, "Recommend", "Report abuse", a removed entry, "Older comments"). Every name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dx_common import (
    Case,
    counted,
    esc,
    fb_likebox,
    gravatar,
    kids,
    make,
    page,
    paras,
    share_bar,
    slug,
    tag_cloud,
    talk,
)

# --------------------------------------------------------------------------- a WordPress allotment blog, July 2012


def wp_allotment() -> Case:
    cs = talk("""
Pete in Tamworth @ 9 July 2012 at 8:05 pm ~ 2012-07-09T20:05:00+01:00 :: Same here Jo, my Charlotte went down with it on Saturday. Cut the haulms off straight away and bagged them, fingers crossed the tubers are alright underneath. That's a good three weeks earlier than last year. // Is anyone growing the Sarpo varieties? I keep hearing they shrug it off.
>Jo @ Plot 37 @ 9 July 2012 at 9:31 pm ~ 2012-07-09T21:31:00+01:00 :: Pete, Sarpo Mira is on the plot next door and it's still standing, so there might be something in it. A bit floury for my taste but I'd rather have floury potatoes than none at all!
>>Pete in Tamworth @ 10 July 2012 at 7:12 am ~ 2012-07-10T07:12:00+01:00 :: Floury suits me, they make the best roasties. I'll order some for next year.
Margaret Ellison @ 9 July 2012 at 8:40 pm ~ 2012-07-09T20:40:00+01:00 :: I lost every outdoor tomato to blight in 2008 and since then I only grow them in the greenhouse. Even so I keep the door shut on damp nights and water at the base, never over the leaves.
>Jo @ Plot 37 @ 9 July 2012 at 9:36 pm ~ 2012-07-09T21:36:00+01:00 :: That's a good tip Margaret. I've been guilty of sloshing the can over the top when I'm in a hurry after work. Changing my ways from tonight.
!Pingback: A wet July on the plot « The Veg Patch Diaries @ 10 July 2012 at 6:58 am ~ 2012-07-10T06:58:00+01:00 :: […] Jo over at Muddy Boots has had blight on her potatoes already, so it's not just us. Here's what's been happening on our patch this week […]
Dave_growsown @ 10 July 2012 at 8:20 am ~ 2012-07-10T08:20:00+01:00 :: Bordeaux mixture used to be the answer but you can't buy it any more. Bit of a scandal if you ask me, they've taken everything off the shelves that actually worked.
>Sunita Rao @ 10 July 2012 at 10:03 am ~ 2012-07-10T10:03:00+01:00 :: You can still get the copper-based sprays, but they only protect, they don't cure. Once you see the brown patches it's already too late for that plant.
>>Dave_growsown @ 10 July 2012 at 12:47 pm ~ 2012-07-10T12:47:00+01:00 :: Fair point Sunita. Prevention it is then, and a bit of luck with the weather.
>Jo @ Plot 37 @ 10 July 2012 at 6:15 pm ~ 2012-07-10T18:15:00+01:00 :: I try to stay organic on the plot so I haven't gone down that road, but I can understand why people do after a summer like this one.
Clare (Allotment Adventures) @ 10 July 2012 at 1:22 pm ~ 2012-07-10T13:22:00+01:00 :: A note for anyone new to this: don't put blighted haulms on the compost heap, the spores can survive the winter in there. Bag them up and take them to the tip, or burn them if your site allows bonfires.
Rob Kettering @ 11 July 2012 at 7:50 am ~ 2012-07-11T07:50:00+01:00 :: Is it worth lifting all the maincrop now or should I wait? Mine are Desiree and only the odd plant is showing it so far.
>Jo @ Plot 37 @ 11 July 2012 at 8:44 pm ~ 2012-07-11T20:44:00+01:00 :: Rob, I'd take the foliage off the plants that have it, leave the potatoes in for two weeks so the skins set, then lift. Check them every few days in store and pull out any soft ones before they spoil the rest.
Anne Tolley @ 12 July 2012 at 4:16 pm ~ 2012-07-12T16:16:00+01:00 :: What a miserable summer. First the slugs, now this. At least the runner beans are loving all the rain!
""")
    k = kids(cs)
    ids = [2291, 2294, 2298, 2295, 2297, 2299, 2300, 2303, 2306, 2309, 2304, 2311, 2318, 2322]
    links = {"Clare (Allotment Adventures)": "http://allotmentadventures.blogspot.com/", "Dave_growsown": ""}

    def entry(i: int, d: int, parity: list[int]) -> str:
        c = cs[i]
        cid = ids[i]
        parity[0] += 1
        eo = "even" if parity[0] % 2 else "odd alt"
        if not c.real:
            who = c.who.split(": ", 1)[1]
            return (
                f'<li class="pingback {eo} depth-{d}" id="comment-{cid}"><div class="pingback-body">'
                f'<p><span class="ping-label">Pingback:</span> <a href="http://vegpatchdiaries.wordpress.com/2012/07/10/a-wet-july-on-the-plot/" rel="external nofollow" class="url">{esc(who)}</a></p>'
                f"{paras(c.body)}</div></li>"
            )
        author = c.who == "Jo @ Plot 37"
        cls = f"comment {eo} depth-{d}" + (" byuser comment-author-jo bypostauthor" if author else "")
        if i in k:
            cls += " parent"
        href = links.get(c.who, f"http://{slug(c.who).replace('-', '')}.wordpress.com/" if i % 3 == 0 else "")
        name = (
            f'<a href="{href}" rel="external nofollow" class="url">{esc(c.who)}</a>' if href else esc(c.who)
        )
        sub = ""
        if i in k:
            sub = '<ul class="children">' + "".join(entry(j, d + 1, parity) for j in k[i]) + "</ul>"
        reply = (
            f'<div class="reply"><a class="comment-reply-link" href="/2012/07/09/blight-has-arrived-early/?replytocom={cid}#respond" '
            f'onclick=\'return addComment.moveForm("comment-{cid}", "{cid}", "respond", "1184")\'>Reply</a></div>'
            if d < 3
            else ""
        )
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><div id="comment-{cid}" class="comment-wrap">'
            f'<div class="comment-gravatar"><img alt="" src="{gravatar(c.who, 56)}" class="avatar avatar-56 photo" height="56" width="56" /></div>'
            f'<div class="comment-main"><div class="comment-meta"><span class="fn">{name}</span>'
            + ('<span class="author-tag">Author</span>' if author else "")
            + f'<span class="comment-date"><a href="/2012/07/09/blight-has-arrived-early/#comment-{cid}">{esc(c.at)}</a></span></div>'
            f'<div class="comment-text">{paras(c.body)}</div>{reply}</div></div>{sub}</li>'
        )

    parity = [0]
    thread = "".join(entry(i, 1, parity) for i in k[None])
    css = """body{margin:0;background:#e9e4d4 url(/_avatar/bg-hessian.png);font:14px/1.6 Georgia,'Times New Roman',serif;color:#3b3325}
a{color:#5a7d2a}#page{width:960px;margin:0 auto;background:#fffdf6;box-shadow:0 0 8px #bbb}
#branding{background:#4e6b24;padding:26px 30px 18px;color:#f3f0d8}#branding h1{margin:0;font:normal 42px 'Trebuchet MS',sans-serif}#branding h1 a{color:#fff;text-decoration:none}
#site-description{margin:4px 0 0;font-style:italic}#access{background:#39501a}#access ul{margin:0;padding:0 20px;list-style:none}#access li{display:inline-block}
#access a{display:block;padding:9px 14px;color:#e8f0cf;text-decoration:none;font:13px 'Trebuchet MS',sans-serif}
#main{overflow:hidden;padding:24px 30px}#content{float:left;width:610px}#secondary{float:right;width:270px;font-size:13px}
.entry-title{font:normal 30px 'Trebuchet MS',sans-serif;margin:0 0 6px}.entry-meta{color:#8a7f66;font-size:12px}
.wp-caption{border:1px solid #ddd6c0;padding:5px;text-align:center;font-size:12px}
.sharedaddy{border-top:1px dotted #ccc;margin-top:20px;padding-top:8px}.share-n{background:#eee;padding:0 5px;margin-left:4px;border-radius:3px}
.share-btn{display:inline-block;margin-right:10px;font:12px Arial}.jp-likes{font:12px Arial;color:#777}.jp-likes img{vertical-align:middle;margin-right:2px}
.entry-utility{font-size:12px;color:#8a7f66;border-top:1px solid #eee6cc;padding-top:6px}
#comments h3{font:normal 20px 'Trebuchet MS',sans-serif;border-bottom:2px solid #4e6b24}.commentlist,.commentlist ul{list-style:none;margin:0;padding:0}
.commentlist ul.children{margin-left:42px}.commentlist li{margin:14px 0}.comment-wrap{overflow:hidden;border-bottom:1px dashed #ddd6c0;padding-bottom:8px}
.comment-gravatar{float:left;width:64px}.comment-main{margin-left:70px}.comment-meta .fn{font-weight:bold}.comment-date{font-size:11px;color:#999;margin-left:8px}
.bypostauthor>.comment-wrap{background:#f3f6e8;padding:6px}.author-tag{background:#4e6b24;color:#fff;font-size:10px;padding:1px 4px;margin-left:6px}
.pingback{font-size:12px;color:#7a705c;background:#f7f4ea;padding:6px}.reply a{font-size:11px;text-transform:uppercase}
#respond input[type=text]{width:240px}#respond textarea{width:100%;height:120px}
.widget{margin-bottom:24px}.widget-title{font:bold 13px 'Trebuchet MS',sans-serif;text-transform:uppercase;border-bottom:1px solid #cbbf9a;color:#4e6b24}
.widget ul{list-style:none;margin:0;padding:0}.widget li{padding:3px 0;border-bottom:1px dotted #e2dbc4}
#footer{background:#39501a;color:#cbd5b0;padding:14px 30px;font-size:11px}#footer a{color:#e8f0cf}
.tagcloud a{margin-right:4px}.fblike{border:1px solid #ccc;padding:6px;font:11px Arial}.fblike ul{list-style:none;padding:0}.fblike li{display:inline-block;width:40px;text-align:center;font-size:9px}"""
    related = "".join(
        f'<li><a href="/{u}/">{esc(t)}</a> <span class="jp-related-date">{esc(d)}</span></li>'
        for u, t, d in (
            ("2012/06/18/earthing-up-in-the-rain", "Earthing up in the rain", "18 June 2012"),
            (
                "2011/08/30/blight-diary-2011",
                "Blight diary: what worked and what didn't last year",
                "30 August 2011",
            ),
            ("2012/05/02/first-earlies-in", "First earlies in at last", "2 May 2012"),
        )
    )
    recent_comments = "".join(
        f'<li class="recentcomments"><a href="{h}" class="url">{esc(n)}</a> on <a href="{h}">{esc(t)}</a></li>'
        for n, t, h in (
            ("Anne Tolley", "Blight has arrived early — here's what I'm doing", "#comment-2322"),
            ("Rob Kettering", "Blight has arrived early — here's what I'm doing", "#comment-2311"),
            (
                "Bev at No. 12",
                "Strawberry jam, the lazy way",
                "/2012/06/27/strawberry-jam-the-lazy-way/#comment-2284",
            ),
            (
                "Jo @ Plot 37",
                "Strawberry jam, the lazy way",
                "/2012/06/27/strawberry-jam-the-lazy-way/#comment-2283",
            ),
            ("Martin H", "The great slug war of 2012", "/2012/06/11/the-great-slug-war/#comment-2270"),
        )
    )
    body = f"""<div id="page" class="hfeed">
<div id="branding"><h1 id="site-title"><a href="/" title="Muddy Boots at Plot 37" rel="home">Muddy Boots at Plot 37</a></h1>
<p id="site-description">Two beds, one shed and a lot of rain: an allotment in Hollinsford</p></div>
<div id="access" role="navigation"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/about/">About me</a></li><li><a href="/the-plot/">The plot</a></li><li><a href="/recipes/">From plot to pot</a></li><li><a href="/sowing-calendar/">Sowing calendar</a></li><li><a href="/contact/">Contact</a></li></ul></div>
<div id="main">
<div id="content" role="main">
<div class="nav-above"><span class="nav-previous"><a href="/2012/07/02/gooseberries-glut/" rel="prev">&larr; Gooseberries: a glut, again</a></span></div>
<div id="post-1184" class="post-1184 post type-post status-publish format-standard hentry category-potatoes tag-blight tag-potatoes tag-tomatoes">
<h2 class="entry-title">Blight has arrived early — here's what I'm doing</h2>
<div class="entry-meta"><span class="sep">Posted on </span><a href="/2012/07/09/blight-has-arrived-early/" rel="bookmark"><span class="entry-date">9 July 2012</span></a><span class="by-author"> by <span class="author vcard"><a class="url fn n" href="/author/jo/" rel="author">Jo</a></span></span></div>
<div class="entry-content">
<p>I went down to the plot on Sunday morning expecting to pick the first of the broad beans, and instead found the tell-tale brown blotches on half a row of Charlotte. Blight. In the first week of July.</p>
<div class="wp-caption aligncenter" style="width: 560px"><img src="/_avatar/uploads/2012/07/blight-leaves.jpg" alt="Potato leaves with brown blight patches" width="550" height="366" class="size-large wp-image-1187" /><p class="wp-caption-text">Not what you want to see on a Sunday morning</p></div>
<p>It's been the wettest June anyone on our site can remember, and the warm, damp nights are exactly what the spores like. The Blightwatch service sent out a "Smith Period" alert for our postcode on Thursday, so I suppose I was warned.</p>
<p>So here's what I've done. I cut every affected stem down to the ground and bagged the lot (it's going to the tip, not the compost heap). I've left the tubers in the ground for now so the skins can harden. The tomatoes in the greenhouse are fine so far, and I'm keeping the door shut at night.</p>
<p>What I won't do is panic and dig everything up. The maincrop on the other bed looks healthy and I'm going to watch it every day.</p>
<p>Has it reached your plot yet? Let me know in the comments, especially if you're growing any of the resistant varieties.</p>
</div>
<div class="sharedaddy"><h3 class="sd-title">Share this:</h3>{share_bar("share", "12", "5", extra='<span class="share-btn">Email</span><span class="share-btn">Print</span>')}
<div class="jp-likes"><span class="share-btn">★ Like</span> <img src="/_avatar/gravatar/l1.png" width="20" height="20" alt="" /><img src="/_avatar/gravatar/l2.png" width="20" height="20" alt="" /><img src="/_avatar/gravatar/l3.png" width="20" height="20" alt="" /> 7 bloggers like this.</div></div>
<div class="jp-relatedposts"><h3>Related</h3><ul>{related}</ul></div>
<div class="entry-utility">This entry was posted in <a href="/category/potatoes/" rel="category tag">Potatoes</a> and tagged <a href="/tag/blight/" rel="tag">blight</a>, <a href="/tag/potatoes/" rel="tag">potatoes</a>, <a href="/tag/tomatoes/" rel="tag">tomatoes</a>. Bookmark the <a href="/2012/07/09/blight-has-arrived-early/" rel="bookmark">permalink</a>.</div>
</div>
<div id="comments">
<h3 id="comments-title">14 thoughts on &ldquo;<span>Blight has arrived early — here's what I'm doing</span>&rdquo;</h3>
<ol class="commentlist">{thread}</ol>
<div id="respond"><h3 id="reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="/2012/07/09/blight-has-arrived-early/#respond" style="display:none;">Cancel reply</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>
<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" /></p>
<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" /></p>
<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" value="" size="30" /></p>
<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /><input type="hidden" name="comment_post_ID" value="1184" id="comment_post_ID" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p>
<p class="subscribe-to-comments"><input type="checkbox" name="subscribe" id="subscribe" value="subscribe" /> <label for="subscribe">Notify me of follow-up comments by email.</label></p></form></div>
</div>
</div>
<div id="secondary" class="widget-area" role="complementary">
<aside class="widget widget_search"><form method="get" action="/"><input type="text" name="s" value="" /><input type="submit" value="Search" /></form></aside>
<aside class="widget widget_text"><h3 class="widget-title">About me</h3><div class="textwidget"><img src="/_avatar/uploads/jo-in-the-shed.jpg" width="90" height="90" alt="Jo" style="float:left;margin:0 8px 4px 0" /><p>I'm Jo. I've had plot 37 at Hollinsford Road allotments since 2009. I grow veg, fruit and far too many courgettes, and I write about the successes and (mostly) the failures.</p></div></aside>
<aside class="widget"><h3 class="widget-title">Subscribe</h3><p><a href="/feed/">Posts RSS</a> · <a href="/comments/feed/">Comments RSS</a></p><p>Enter your email address to get new posts by email.</p><form action="#"><input type="text" value="" /> <input type="submit" value="Sign me up!" /></form><p>Join 214 other followers</p></aside>
<aside class="widget widget_recent_entries"><h3 class="widget-title">Recent Posts</h3><ul><li><a href="/2012/07/09/blight-has-arrived-early/">Blight has arrived early — here's what I'm doing</a></li><li><a href="/2012/07/02/gooseberries-glut/">Gooseberries: a glut, again</a></li><li><a href="/2012/06/27/strawberry-jam-the-lazy-way/">Strawberry jam, the lazy way</a></li><li><a href="/2012/06/18/earthing-up-in-the-rain/">Earthing up in the rain</a></li><li><a href="/2012/06/11/the-great-slug-war/">The great slug war of 2012</a></li></ul></aside>
<aside class="widget widget_recent_comments"><h3 class="widget-title">Recent Comments</h3><ul id="recentcomments">{recent_comments}</ul></aside>
<aside class="widget"><h3 class="widget-title">Find me on Facebook</h3>{fb_likebox("fblike", "Muddy Boots at Plot 37", "388", ["Karen Whitby", "Sam Okoro", "Liz Pardoe", "Gwen Talbot", "Ian Moss"])}</aside>
<aside class="widget widget_tag_cloud"><h3 class="widget-title">Tags</h3>{tag_cloud("beans:3, blight:2, brassicas:2, chutney:1, compost:4, courgettes:3, garlic:2, gooseberries:1, greenhouse:3, jam:2, leeks:1, onions:2, potatoes:5, pumpkins:2, rain:3, raspberries:2, rhubarb:1, shed:2, slugs:4, tomatoes:4, weeds:3")}</aside>
<aside class="widget widget_links"><h3 class="widget-title">Blogroll</h3><ul class="xoxo blogroll"><li><a href="http://allotmentadventures.blogspot.com/">Allotment Adventures</a></li><li><a href="http://vegpatchdiaries.wordpress.com/">The Veg Patch Diaries</a></li><li><a href="#">Mud, Sweat and Leeks</a></li><li><a href="#">Plot 9a</a></li><li><a href="#">The Frugal Grower</a></li><li><a href="#">Hollinsford Road Allotment Society</a></li></ul></aside>
<aside class="widget widget_archive"><h3 class="widget-title">Archives</h3><ul><li><a href="/2012/07/">July 2012</a>&nbsp;(2)</li><li><a href="/2012/06/">June 2012</a>&nbsp;(5)</li><li><a href="/2012/05/">May 2012</a>&nbsp;(6)</li><li><a href="/2012/04/">April 2012</a>&nbsp;(4)</li><li><a href="/2012/03/">March 2012</a>&nbsp;(3)</li><li><a href="/2011/">2011</a>&nbsp;(41)</li></ul></aside>
</div>
</div>
<div id="footer" role="contentinfo"><p>&copy; 2012 Muddy Boots at Plot 37 · Theme: Greenhouse by Hedgerow Themes · Proudly powered by <a href="http://wordpress.org/">WordPress</a></p></div>
</div>
<script type="text/javascript">var addComment={{moveForm:function(){{return false;}}}};</script>"""
    html = page(
        "Blight has arrived early — here's what I'm doing",
        "Muddy Boots at Plot 37",
        css,
        body,
        published="2012-07-09T18:20:00+00:00",
        author="Jo",
        url="http://muddybootsplot37.co.uk/2012/07/09/blight-has-arrived-early/",
        xhtml=False,
        head='<link rel="pingback" href="/xmlrpc.php" />\n<meta name="generator" content="WordPress 3.4.1" />\n',
        body_attrs='class="single single-post postid-1184 single-format-standard"',
        analytics="UA-21844903-1",
    )
    return make(
        "dx-en-wp-allotment",
        "discussion",
        html,
        cs,
        path="/2012/07/09/blight-has-arrived-early/",
        container="div#comments under '14 thoughts on …': ol.commentlist > li.comment#li-comment-N > div.comment-wrap (gravatar, span.fn NAME, an 'Author' tag for the blogger, the date link, div.comment-text > p, a Reply link), replies in ul.children inside the parent's li, three deep; a li.pingback among the entries",
        heading="14 thoughts on “Blight has arrived early — here's what I'm doing”",
        description="An English allotment blog of July 2012 on a WordPress theme of its own (header, menu, share buttons with counts, 'bloggers like this', related posts, a sidebar with about-me, subscribe, recent posts, recent comments, a Facebook Like box, tag cloud, blogroll and archives): 13 comments threaded three deep with gravatars and Reply links, the blogger's five answers marked 'Author', a pingback among the entries.",
        lookalikes=("'Recent Comments' widget: 5 lines 'NAME on POST'",),
    )


# --------------------------------------------------------------------------- a Typepad-like teacher's blog, Nov 2011


def typepad_teacher() -> Case:
    cs = talk("""
Ray Dominguez @ November 03, 2011 at 09:14 PM ~ 2011-11-03T21:14:00-05:00 :: I teach 7th grade science two districts over and we piloted this last year. Half of my "student growth" number came from the reading test, in a subject I don't teach. Nobody at the district office could explain to me how that was supposed to work.
K. Lindqvist @ November 03, 2011 at 10:02 PM ~ 2011-11-03T22:02:00-05:00 :: Thank you for writing this so calmly. Parents hear almost nothing about how these ratings are actually calculated. Would you mind if I shared the post with our PTO board?
Maureen Fitch @ November 03, 2011 at 10:40 PM ~ 2011-11-03T22:40:00-05:00 :: Ray, that is exactly the piece that worries me most. K., please share it, and if your board wants someone to come and walk through the numbers I'm happy to do it.
Dan Whelan @ November 04, 2011 at 06:55 AM ~ 2011-11-04T06:55:00-05:00 :: Devil's advocate here. For decades we had a system where 98% of teachers were rated "satisfactory." Surely something had to change? // I'm not saying this is the right fix, but the old one wasn't working either.
EdMomOf3 @ November 04, 2011 at 08:31 AM ~ 2011-11-04T08:31:00-05:00 :: Dan, nobody is arguing the old system was good. The question is whether hanging half of it on one spring test is better. My son's 4th grade teacher spent most of March on test prep and I don't blame her one bit.
Tom Greaves @ November 04, 2011 at 11:18 AM ~ 2011-11-04T11:18:00-05:00 :: Retired in June after 31 years. Honestly, I'm glad I'm out. Observations used to be a conversation between two professionals. From what you describe it's a checklist now.
Maureen Fitch @ November 04, 2011 at 04:47 PM ~ 2011-11-04T16:47:00-05:00 :: Dan, fair enough, and I do say in the post that the old checklist was a joke. My problem is the weighting and the rush, not the idea that teachers should be evaluated.
Priya S. @ November 05, 2011 at 12:26 PM ~ 2011-11-05T12:26:00-05:00 :: First-year teacher here. I honestly can't tell from our district handbook which test my score is going to be based on. Is that normal??
Lou Bertolini @ November 05, 2011 at 02:09 PM ~ 2011-11-05T14:09:00-05:00 :: Priya, ask your building rep for the "assessment crosswalk." Every district had to file one with the state by October 1. It lists which test counts for each course and grade.
""")
    trackbacks = [
        (
            "The evaluation law, one teacher at a time",
            "School Board Watch",
            "Maureen Fitch, who teaches 8th grade English, has the clearest explanation I've read of how the new ratings will actually land in a classroom...",
            "November 04, 2011 at 07:12 AM",
        ),
        (
            "Links for Friday",
            "The Lunchroom Ledger",
            "Teaching in the Margins on value-added scores; a new study of class size in Tennessee; and why your kid's homework folder is so heavy...",
            "November 04, 2011 at 03:40 PM",
        ),
    ]
    tb = "".join(
        f'<div class="trackback-item"><div class="trackback-text"><a href="#">{esc(t)}</a> from <a href="#">{esc(b)}</a><br />{esc(x)}</div>'
        f'<p class="trackback-footer">Tracked on {esc(d)}</p></div>'
        for t, b, x, d in trackbacks
    )
    guid = [
        "6a00d8341c7b4f53ef0162fb8a1c2e970d",
        "6a00d8341c7b4f53ef0162fb8a2d4b970d",
        "6a00d8341c7b4f53ef0162fb8a30f1970d",
        "6a00d8341c7b4f53ef0162fb8a4a6c970d",
        "6a00d8341c7b4f53ef0162fb8a5d12970d",
        "6a00d8341c7b4f53ef0162fb8a7e88970d",
        "6a00d8341c7b4f53ef0162fb8a9c03970d",
        "6a00d8341c7b4f53ef0162fb8ab5e1970d",
        "6a00d8341c7b4f53ef0162fb8ac7a7970d",
    ]
    links = {"Maureen Fitch": "/", "Dan Whelan": "http://www.danwhelanblog.net/", "Lou Bertolini": "#"}
    fb = []
    for i, c in enumerate(cs):
        who = f'<a href="{links[c.who]}" rel="nofollow">{esc(c.who)}</a>' if c.who in links else esc(c.who)
        mine = " fb-owner" if c.who == "Maureen Fitch" else ""
        fb.append(
            f'<div class="fb-item{mine}" id="fb-{guid[i]}"><a id="f{guid[i]}"></a>'
            f'<div class="fb-content">{paras(c.body)}</div>'
            f'<p class="fb-footer">Posted by: {who} | <a href="/teaching-in-the-margins/2011/11/what-the-new-evaluation-rules-mean.html#f{guid[i]}">{esc(c.at)}</a></p></div>'
        )
    css = """body{margin:0;background:#dfe6e9;font:13px/1.55 Verdana,Geneva,sans-serif;color:#333}
#container{width:900px;margin:0 auto;background:#fff;border-left:1px solid #c5ced2;border-right:1px solid #c5ced2}
#banner{background:#2d4a5a;color:#fff;padding:30px 20px 22px}#banner h1{margin:0;font:bold 30px Georgia,serif}#banner h1 a{color:#fff;text-decoration:none}#banner h2{margin:4px 0 0;font:italic 14px Georgia,serif;color:#cfe0e8}
#nav{background:#e8eef0;padding:6px 20px;font-size:11px}#nav a{margin-right:14px;color:#2d4a5a}
#pagebody{overflow:hidden}#alpha{float:left;width:600px;padding:20px}#beta{float:right;width:220px;padding:20px 16px;font-size:11px;background:#f6f8f9}
.date-header{font:bold 11px Verdana;text-transform:uppercase;color:#8aa;margin:0}.entry-header{font:bold 22px Georgia,serif;color:#2d4a5a;margin:4px 0 12px}
.entry-body p{margin:0 0 12px}.entry-footer{font-size:11px;color:#888;border-top:1px solid #e3e3e3;padding-top:6px}
.typelist-thumbs img{margin-right:4px}.trackbacks,.feedback{margin-top:28px}.trackbacks h3,.feedback h3{font:bold 15px Georgia,serif;border-bottom:1px solid #ccd;color:#2d4a5a}
.trackback-url{font-size:11px;color:#777}.trackback-item,.fb-item{border-bottom:1px dotted #ccc;padding:10px 0}
.fb-footer,.trackback-footer{font-size:11px;color:#888;margin:4px 0 0}.fb-owner{background:#f1f6f8;padding:10px}
.module-header{font:bold 11px Verdana;text-transform:uppercase;color:#2d4a5a;border-bottom:1px solid #ccd}.module-content ul{list-style:none;padding:0;margin:0 0 18px}.module-content li{padding:2px 0}
.ad-box{border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;padding:4px;margin-bottom:18px}
#footer{clear:both;border-top:1px solid #ccd;padding:12px 20px;font-size:10px;color:#888}
.addthis_toolbox{margin:10px 0}.addthis_toolbox a{margin-right:8px;font-size:11px}.at-n{background:#eee;padding:0 4px;border-radius:2px}"""
    body = f"""<div id="container">
<div id="banner"><h1 id="banner-header"><a href="/teaching-in-the-margins/" accesskey="1">Teaching in the Margins</a></h1><h2 id="banner-description">Notes from an 8th grade English classroom on the south side of Aldridge, Illinois</h2></div>
<div id="nav"><a href="/teaching-in-the-margins/">Home</a><a href="/teaching-in-the-margins/about.html">About</a><a href="/teaching-in-the-margins/archives.html">Archives</a><a href="/teaching-in-the-margins/reading-list.html">What my students are reading</a><a href="/teaching-in-the-margins/atom.xml">Subscribe to this blog's feed</a></div>
<div id="pagebody">
<div id="alpha">
<h2 class="date-header">Thursday, November 03, 2011</h2>
<div class="entry-education-policy entry-type-post entry" id="entry-6a00d8341c7b4f53ef0162fb8a0123970d">
<h3 class="entry-header">What the new evaluation rules will mean in my classroom</h3>
<div class="entry-body">
<p>Starting next fall, half of my rating as a teacher will be based on how my students do on standardized tests. The other half will come from two classroom observations and a "professional practice" checklist. If my students' scores don't grow enough two years in a row, I can lose tenure protections I earned in 2004.</p>
<p>I want to explain what that looks like from my side of the desk, because most of what I've read in the papers is written by people who haven't been in a classroom since they were students.</p>
<p>First, I teach English. The state test my students take in the spring measures reading. It does not measure writing, speaking, or whether a kid who hated books in September picked up a novel on his own in April. Those things will not count.</p>
<p>Second, the formula that turns scores into "growth" was published in a 94-page technical report, and I have read it twice. I still could not tell you what my number will be, and neither could anyone at my district's office when I asked.</p>
<p>None of this means we shouldn't be evaluated. We should. The old system, where an administrator spent 20 minutes in the back of the room once a year and checked "satisfactory," was a joke, and everybody knew it. But replacing one bad measure with another one, in a hurry, is not reform.</p>
<p>I'd like to hear from other teachers, and from parents. What are you being told?</p>
</div>
<div class="addthis_toolbox"><a class="addthis_button_facebook_like">Like <span class="at-n">86</span></a><a class="addthis_button_tweet">Tweet <span class="at-n">41</span></a><a class="addthis_button_email">Email</a><a class="addthis_counter addthis_pill_style">Share <span class="at-n">139</span></a></div>
<p class="entry-footer"><span class="post-footers">Posted at 08:47 PM in <a href="/teaching-in-the-margins/education-policy/">Education policy</a>, <a href="/teaching-in-the-margins/my-classroom/">My classroom</a> </span><span class="separator">|</span> <a class="permalink" href="/teaching-in-the-margins/2011/11/what-the-new-evaluation-rules-mean.html">Permalink</a></p>
</div>
<div class="trackbacks"><a id="trackback"></a><h3>TrackBack</h3>
<p class="trackback-url">TrackBack URL for this entry:<br /><span id="trackback-url">http://www.typepad.com/services/trackback/6a00d8341c7b4f53ef0162fb8a0123970d</span></p>
<p>Listed below are links to weblogs that reference <a href="/teaching-in-the-margins/2011/11/what-the-new-evaluation-rules-mean.html">What the new evaluation rules will mean in my classroom</a>:</p>
{tb}</div>
<div class="feedback"><a id="feedback"></a><h3>Feedback</h3>
<p>You can follow this conversation by subscribing to the <a href="/teaching-in-the-margins/2011/11/what-the-new-evaluation-rules-mean/atom.xml">feed</a> for this post.</p>
{"".join(fb)}
<form id="fb-form" action="#" method="post"><h3>Post your feedback</h3><p>If you have a TypeKey or TypePad account, please <a href="#">Sign In</a>.</p>
<p><label for="fb-author">Name:</label><br /><input id="fb-author" name="author" size="30" /></p><p><label for="fb-email">Email Address:</label> (Not displayed with your feedback.)<br /><input id="fb-email" name="email" size="30" /></p>
<p><label for="fb-url">URL:</label><br /><input id="fb-url" name="url" size="30" /></p><p><label for="fb-text">Your feedback:</label><br /><textarea id="fb-text" name="text" rows="10" cols="50"></textarea></p>
<p><input type="submit" name="preview" value="Preview" /> <input type="submit" name="post" value="Post" /></p></form>
</div>
</div>
<div id="beta">
<div class="module-typelist module"><h2 class="module-header">About</h2><div class="module-content"><p><img src="/_avatar/typepad/maureen-fitch.jpg" width="50" height="50" alt="" style="float:left;margin-right:6px" />Maureen Fitch has taught English at a public middle school in Aldridge since 1998. Opinions are her own and not her district's.</p></div></div>
<div class="ad-box">Advertisement<br /><img src="/_avatar/ads/typepad-160x600.gif" width="160" height="200" alt="" /></div>
<div class="module"><h2 class="module-header">Recent Posts</h2><div class="module-content"><ul><li><a href="#">What the new evaluation rules will mean in my classroom</a></li><li><a href="#">The Halloween dance, a field report</a></li><li><a href="#">Thirty-one copies of The Outsiders</a></li><li><a href="#">Back-to-school night, by the numbers</a></li><li><a href="#">Why I still assign book reports</a></li></ul></div></div>
<div class="module"><h2 class="module-header">Categories</h2><div class="module-content"><ul><li><a href="#">Books</a></li><li><a href="#">Education policy</a></li><li><a href="#">My classroom</a></li><li><a href="#">Parents</a></li><li><a href="#">Writing</a></li></ul></div></div>
<div class="module"><h2 class="module-header">Blogs I read</h2><div class="module-content"><ul><li><a href="#">School Board Watch</a></li><li><a href="#">The Lunchroom Ledger</a></li><li><a href="#">Mr. Ochoa's Room 114</a></li><li><a href="#">Lesson Plans &amp; Lattes</a></li><li><a href="#">The Tenured Radical Reader</a></li></ul></div></div>
<div class="module"><h2 class="module-header">Archives</h2><div class="module-content"><ul><li><a href="#">November 2011</a></li><li><a href="#">October 2011</a></li><li><a href="#">September 2011</a></li><li><a href="#">August 2011</a></li><li><a href="#">More...</a></li></ul></div></div>
<div class="module"><h2 class="module-header">Subscribe</h2><div class="module-content"><ul><li><a href="#">Subscribe to this blog's feed</a></li><li><a href="#">Follow me on Twitter @MsFitchTeaches</a></li></ul></div></div>
<div class="module"><div class="module-content"><a href="http://www.typepad.com/"><img src="/_avatar/typepad/powered.gif" width="120" height="31" alt="Blog powered by TypePad" /></a></div></div>
</div>
</div>
<div id="footer">Teaching in the Margins · Member since 03/2007</div>
</div>"""
    html = page(
        "What the new evaluation rules will mean in my classroom",
        "Teaching in the Margins",
        css,
        body,
        published="2011-11-03T20:47:00-05:00",
        author="Maureen Fitch",
        url="http://msfitch.typepad.com/teaching-in-the-margins/2011/11/what-the-new-evaluation-rules-mean.html",
        head='<meta name="generator" content="http://www.typepad.com/" />\n<link rel="alternate" type="application/atom+xml" title="Posts on \'Teaching in the Margins\' (Atom)" href="/teaching-in-the-margins/atom.xml" />\n',
        body_attrs='class="layout-two-column-right post"',
        analytics="UA-3377104-2",
    )
    return make(
        "dx-en-typepad-teacher",
        "discussion",
        html,
        cs,
        path="/teaching-in-the-margins/2011/11/what-the-new-evaluation-rules-mean.html",
        container="div.feedback under 'Feedback': div.fb-item#fb-… (div.fb-content > p, then p.fb-footer 'Posted by: NAME | <a>date</a>'), flat; the blogger's entries marked fb-owner; two trackbacks in div.trackbacks above (Tracked on …)",
        heading="Feedback",
        description="An American teacher's blog of November 2011 on a Typepad-like service (banner, nav, AddThis share counts, a right column with about, an advert, recent posts, categories, blogroll, archives): 9 flat entries under 'Feedback', each text followed by 'Posted by: NAME | date'; the blogger answers twice; two trackbacks with excerpts above them. Never says 'comment'.",
        lookalikes=("'TrackBack': two trackbacks with blog names, excerpts and 'Tracked on' dates",),
    )


# --------------------------------------------------------------------------- a regional weekly's own CMS, March 2012


def weekly_homes() -> Case:
    cs = talk("""
Sue Carradine, Marcle @ 4:12pm Wed 14 Mar 12 ~ 2012-03-14T16:12:00Z :: The junction at Brook Lane and the A438 is already a nightmare at school time. Four hundred homes means at least six hundred more cars and not one word in the plans about a roundabout.
!removed @ 3:58pm Wed 14 Mar 12 ~ 2012-03-14T15:58:00Z :: This comment has been removed by a moderator.
Gaz_T, Tenbury @ 3:41pm Wed 14 Mar 12 ~ 2012-03-14T15:41:00Z :: Where are our kids supposed to live then? My daughter is 27, works full time at the hospital and still lives at home because there is nothing she can afford round here. Good on the council for once.
Old Marcle Resident @ 3:05pm Wed 14 Mar 12 ~ 2012-03-14T15:05:00Z :: Gaz, none of these will be "affordable" for a nurse. Read the report, 20% affordable and that's if the developer doesn't wriggle out of it like they did at Orchard Rise.
Clive Baddeley, Leominster @ 2:47pm Wed 14 Mar 12 ~ 2012-03-14T14:47:00Z :: Was at the meeting. Councillor Hulme asked three times what would happen to the surface water and nobody from the developer could give a straight answer. That field floods every winter, I've lived opposite it for 22 years.
Hannah M @ 2:30pm Wed 14 Mar 12 ~ 2012-03-14T14:30:00Z :: The doctors' surgery in Marcle already has a three-week wait for an appointment. Who is going to register another thousand people?
realist1964 @ 1:58pm Wed 14 Mar 12 ~ 2012-03-14T13:58:00Z :: Same story every time. Objections get ignored, developer makes a fortune, village gets a bigger car park for a school that's already full.
Jenny Price, Bromyard @ 1:36pm Wed 14 Mar 12 ~ 2012-03-14T13:36:00Z :: I'll probably get shot down for this but I grew up in a village that fought every new house for 30 years. Now the school has closed, the pub has closed and the bus goes twice a week. Villages need young families.
Tony Ashworth @ 1:10pm Wed 14 Mar 12 ~ 2012-03-14T13:10:00Z :: @Jenny Price fair point, but 400 is not a few young families, it's doubling the size of the place in one go.
Dave W, Marcle @ 12:44pm Wed 14 Mar 12 ~ 2012-03-14T12:44:00Z :: Seven votes to five. The five who voted against are the ones who actually live near it. Says it all really.
Mrs B Cotterell @ 12:20pm Wed 14 Mar 12 ~ 2012-03-14T12:20:00Z :: Could the Argus find out whether the new primary school is actually funded or just a "contribution"? The article says the developer will pay £1.2m towards education but a school costs far more than that.
fishermansfriend @ 11:52am Wed 14 Mar 12 ~ 2012-03-14T11:52:00Z :: Brownfield first. There are three empty factory sites on the Ledbury road that have been sitting there for years.
Gaz_T, Tenbury @ 11:30am Wed 14 Mar 12 ~ 2012-03-14T11:30:00Z :: fishermansfriend, those sites are contaminated, the clean-up costs more than the houses would sell for. That's why nobody builds on them.
Rachel Onions @ 11:02am Wed 14 Mar 12 ~ 2012-03-14T11:02:00Z :: My grandparents farmed Brook Farm until 1986. Sad day for the family but I'd rather it was homes than another distribution warehouse.
Ken Lippiatt @ 10:41am Wed 14 Mar 12 ~ 2012-03-14T10:41:00Z :: The appeal inspector would have allowed it anyway. The council has no five-year land supply, so they'd have lost and paid the developer's costs on top. People need to understand that.
Paula G @ 10:15am Wed 14 Mar 12 ~ 2012-03-14T10:15:00Z :: Does anyone know if the footpath across the top field stays open? We walk the dog there every morning.
Marcle Parish Council (Clerk) @ 9:58am Wed 14 Mar 12 ~ 2012-03-14T09:58:00Z :: Paula, the public footpath MB12 is to be kept on its current line through the new public open space. The parish council will publish a full note on the decision on its website by Friday.
Steve Ingram @ 9:37am Wed 14 Mar 12 ~ 2012-03-14T09:37:00Z :: Nobody mentions the sewage works at Stretton, it was at capacity five years ago.
Lynne, Marcle @ 9:20am Wed 14 Mar 12 ~ 2012-03-14T09:20:00Z :: Heartbroken. We moved here for the view across those fields.
B. Hollis @ 9:02am Wed 14 Mar 12 ~ 2012-03-14T09:02:00Z :: Well that's that then. First comment on here, been reading the Argus since 1971. The county has changed beyond recognition.
""")
    recommend = [14, 0, 9, 22, 31, 17, 6, 11, 8, 19, 25, 5, 7, 12, 10, 2, 15, 4, 3, 9]
    cid = 318204
    rows = []
    for i, c in enumerate(cs):
        n = cid - i * 7
        if not c.real:
            rows.append(
                f'<li class="comment removed" id="comment-{n}"><div class="commentText"><p><em>{esc(c.body)}</em></p></div></li>'
            )
            continue
        name, _, town = c.who.partition(", ")
        # the name as the site prints it: the town is part of what the reader typed as their name
        shown = f"{esc(name)}, {esc(town)}" if town else esc(name)
        rows.append(
            f'<li class="comment" id="comment-{n}"><div class="commentMeta"><img class="commentAvatar" src="/_avatar/argus/u{n}.gif" width="40" height="40" alt="" />'
            f'<span class="commentAuthor"><a href="/users/profile/{n % 97 + 11020}/">{shown}</a></span> says...</div>'
            f'<div class="commentText">{paras(c.body)}</div>'
            f'<div class="commentFoot"><span class="commentDate">{esc(c.at)}</span> '
            f'<a class="recommend" href="/news/9582213.print/?recommend={n}">Recommend <span>({recommend[i]})</span></a> '
            f'<a class="reportAbuse" href="/reportabuse/?commentId={n}">Report abuse</a></div></li>'
        )
    css = """body{margin:0;background:#fff;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#wrapper{width:990px;margin:0 auto}#leaderboard{text-align:center;padding:8px 0;background:#f2f2f2}
#masthead{border-bottom:4px solid #8b1a1a;padding:10px 0;overflow:hidden}#masthead .logo{float:left;font:bold 36px 'Times New Roman',serif;color:#8b1a1a}
#masthead .date{float:right;font-size:11px;color:#666;margin-top:20px}#mainNav{background:#8b1a1a}#mainNav ul{margin:0;padding:0;list-style:none;overflow:hidden}
#mainNav li{float:left}#mainNav a{display:block;color:#fff;padding:7px 11px;font-weight:bold;text-decoration:none}#subNav{background:#eee;padding:5px 10px;font-size:11px}
#columns{overflow:hidden;margin-top:12px}#story{float:left;width:640px}#sidebar{float:right;width:320px}
h1{font:bold 28px Arial;margin:6px 0}.standfirst{font-size:16px;font-weight:bold;color:#444}.byline{font-size:11px;color:#777;border-bottom:1px solid #ddd;padding-bottom:4px}
.storyText p{margin:0 0 10px}.shareTools{background:#f5f5f5;padding:5px;margin:10px 0;font-size:11px}.sb-btn{margin-right:10px}.sb-n{background:#fff;border:1px solid #ccc;padding:0 4px;margin-left:3px}
#commentsBlock h2{background:#8b1a1a;color:#fff;font-size:15px;padding:5px 8px;margin:20px 0 0}.commentTools{background:#f5f5f5;padding:6px 8px;font-size:11px;overflow:hidden}
.commentTools .sort{float:left}.commentTools .paging{float:right}.commentList{list-style:none;margin:0;padding:0}
.commentList li{border-bottom:1px solid #ddd;padding:10px 8px}.commentAvatar{float:left;margin-right:8px}.commentAuthor{font-weight:bold}
.commentText{margin-left:48px}.commentFoot{margin-left:48px;font-size:11px;color:#888}.commentFoot a{margin-left:10px}.removed{color:#999}
.pager{padding:8px;text-align:right;font-weight:bold}.houseRules{font-size:11px;color:#666;background:#fafafa;border:1px solid #eee;padding:8px}
.box{border:1px solid #ddd;margin-bottom:14px}.box h3{margin:0;background:#333;color:#fff;font-size:13px;padding:5px 8px}.box ol,.box ul{margin:6px 8px 8px 26px;padding:0}.box li{padding:3px 0}
.box .tabs{background:#eee;font-size:11px;padding:3px 8px}.mpu{width:300px;height:250px;background:#eee;margin:0 auto 14px;text-align:center;color:#999;font-size:10px}
#footer{border-top:4px solid #8b1a1a;margin-top:20px;padding:10px;font-size:11px;color:#666;background:#f2f2f2}"""
    nav = "".join(
        f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in (
            "Home",
            "News",
            "Sport",
            "Leisure",
            "Your Say",
            "Family Notices",
            "Jobs",
            "Motors",
            "Property",
            "Directory",
        )
    )
    body = f"""<div id="wrapper">
<div id="leaderboard"><img src="/_avatar/ads/leaderboard-728x90.gif" width="728" height="90" alt="Advertisement" /></div>
<div id="masthead"><a class="logo" href="/">The Marcle &amp; Tenbury Argus</a><div class="date">Thursday 15th March 2012 · <a href="/weather/">Weather: 11°C, light rain</a> · <a href="/login/">Log in</a> | <a href="/register/">Register</a></div></div>
<div id="mainNav"><ul>{nav}</ul></div>
<div id="subNav"><a href="/news/">News</a> › <a href="/news/local/">Local news</a> | <a href="/news/marcle/">Marcle</a> · <a href="/news/tenbury/">Tenbury</a> · <a href="/news/bromyard/">Bromyard</a> · <a href="/news/leominster/">Leominster</a> · <a href="/news/crime/">Crime</a> · <a href="/news/politics/">Politics</a></div>
<div id="columns">
<div id="story">
<h1>400 homes at Brook Farm approved despite 600 objections</h1>
<p class="standfirst">PLANS for 400 homes on farmland on the edge of Marcle have been approved by seven votes to five, despite more than 600 letters of objection.</p>
<p class="byline">By Nick Parfitt, Chief Reporter · 6:00am Wednesday 14th March 2012 in <a href="/news/local/">Local news</a></p>
<div class="shareTools">{share_bar("sb", "64", "27", "3")}</div>
<div class="storyText">
<p>Herefordshire Vale District Council's planning committee granted outline permission for the Brook Farm scheme on Tuesday evening after a three-hour meeting at the Shire Hall, watched by around 150 residents.</p>
<p>Developer Castlemead Homes will build 400 houses on the 38-acre site off Brook Lane, with 20 per cent classed as affordable, a new primary school site and public open space.</p>
<p>The firm has also agreed to pay £1.2 million towards education and £380,000 for improvements to the Brook Lane junction with the A438.</p>
<p>Objectors, led by the Save Brook Farm group, raised concerns about traffic, flooding, pressure on the village surgery and the loss of farmland.</p>
<p>Planning officers told the committee the council could not currently show a five-year supply of land for housing, and that a refusal would be likely to be overturned on appeal.</p>
<p>Councillor Anne Hulme, who represents Marcle ward, said: "People here are not against new homes. They are against this many, in one place, with so little thought for the roads and the drains."</p>
<p>Castlemead's land director, Simon Rudge, said the company would "continue to work closely with the community" as detailed plans were drawn up.</p>
<p>A reserved matters application is expected later this year, with the first homes due to be finished in 2014.</p>
</div>
<p><a href="/news/9582213.print/">Print</a> · <a href="#">Email</a> · <a href="#">Send us a letter</a></p>
<div id="commentsBlock">
<h2>Comments (38)</h2>
<div class="houseRules">Comments are closed on this article at 11.59pm on Sunday. Please read our <a href="/houserules/">house rules</a> before posting. To report abuse, click the link under the comment.</div>
<div class="commentTools"><span class="sort">Sort by: <b>Newest first</b> | <a href="?sort=oldest#comments">Oldest first</a> | <a href="?sort=recommended#comments">Most recommended</a></span><span class="paging">Showing 1 - 20 of 38 · Page 1 of 2</span></div>
<ol class="commentList">{"".join(rows)}</ol>
<div class="pager"><a href="/news/9582213.400_homes_at_brook_farm_approved_despite_600_objections/?page=2#comments">Older comments &raquo;</a></div>
<div class="addComment"><h3>Add your comment</h3><p>You need to <a href="/login/">log in</a> or <a href="/register/">register</a> to post a comment. It only takes a minute.</p></div>
</div>
</div>
<div id="sidebar">
<div class="mpu"><img src="/_avatar/ads/mpu-300x250.gif" width="300" height="250" alt="Advertisement" /></div>
<div class="box"><h3>Most read</h3><div class="tabs"><b>Today</b> | This week</div>{counted("400 homes at Brook Farm approved despite 600 objections | ;; Lorry sheds load of potatoes on A49 at Hope under Dinmore | ;; Pub landlord banned after drink-drive crash | ;; Tenbury hospital to lose minor injuries unit at night | ;; Two arrested after Bromyard burglary spree | ;; Speed cameras back on in Herefordshire from April |")}</div>
<div class="box"><h3>Most commented</h3>{counted("400 homes at Brook Farm approved despite 600 objections | 38 ;; Tenbury hospital to lose minor injuries unit at night | 31 ;; Speed cameras back on in Herefordshire from April | 24 ;; Parking charges to rise at all council car parks | 19 ;; Wind farm plan for Clee Hill ridge withdrawn | 12", count_fmt="({})")}</div>
<div class="box"><h3>Property of the week</h3><p style="padding:0 8px"><img src="/_avatar/argus/property.jpg" width="120" height="80" alt="" /><br />Four-bed detached, Marcle. £325,000. <a href="#">Find out more</a></p></div>
<div class="box"><h3>Family notices</h3><ul><li><a href="#">Deaths</a></li><li><a href="#">Births</a></li><li><a href="#">Marriages</a></li><li><a href="#">Anniversaries</a></li></ul></div>
<div class="mpu"><img src="/_avatar/ads/mpu2-300x250.gif" width="300" height="250" alt="Advertisement" /></div>
</div>
</div>
<div id="footer"><a href="/contact/">Contact us</a> | <a href="/advertise/">Advertise</a> | <a href="/subscribe/">Subscribe to the paper</a> | <a href="/terms/">Terms &amp; conditions</a> | <a href="/privacy/">Privacy policy</a> | <a href="/cookies/">Cookie policy</a><br />&copy; Copyright 2001-2012 Marcle Newspapers Ltd. All rights reserved. This site is part of Vale Media Group. Registered in England &amp; Wales.</div>
</div>"""
    html = page(
        "400 homes at Brook Farm approved despite 600 objections",
        "The Marcle & Tenbury Argus",
        css,
        body,
        published="2012-03-14T06:00:00Z",
        author="Nick Parfitt",
        url="http://www.marcleargus.co.uk/news/9582213.400_homes_at_brook_farm_approved_despite_600_objections/",
        analytics="UA-1128840-7",
    )
    return make(
        "dx-en-weekly-homes",
        "discussion",
        html,
        cs,
        path="/news/9582213.400_homes_at_brook_farm_approved_despite_600_objections/",
        container="div#commentsBlock under 'Comments (38)': ol.commentList > li.comment (img, span.commentAuthor NAME (with the town as the reader typed it) 'says...', div.commentText > p, div.commentFoot: date, 'Recommend (n)', 'Report abuse'), flat, newest first; page 1 of 2 ('Showing 1 - 20 of 38', 'Older comments »' to page 2, not saved); one li.removed placeholder",
        heading="Comments (38)",
        description="An English regional weekly of March 2012 on its own CMS (leaderboard advert, masthead with date and weather, red section bar, share counts, MPU adverts, most read, most commented with counts, property of the week, family notices, footer): page 1 of 2 of a flat discussion, newest first: 19 comments and a moderator's removal placeholder, names with towns, 'Recommend (n)' and 'Report abuse' links, an 'Older comments' link to page 2 (not saved).",
        lookalikes=("'Most commented': 5 headlines with counts",),
    )


def threads_dx() -> list[Case]:
    return [wp_allotment(), typepad_teacher(), weekly_homes()]
