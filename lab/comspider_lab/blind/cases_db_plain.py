"""Blind set DB: six article pages of 2012 without any reader comment, each a different site on a different
server-printed skin, each with the era's heavy furniture whose lists hold named, dated short texts that are not this
article's discussion: a WordPress-like local history blog ("Comments are closed.", recent comments of other posts, top
commenters, a Twitter widget as saved); a Blogger-like quilting blog ("0 comments:", readers' show-and-tell quilts, a
blog list with other blogs' latest posts); a Typepad-like money blog (comments closed, a Facebook like box as saved, a
readers' questions box); a Drupal-like county news site ("Log in or register to post comments", a community calendar,
active forum topics); a county daily (comments disabled, a police blotter, letters to the editor on another page, obituaries);
a metro paper (an empty Facebook comments box as saved, tweets quoted in the story, staff picks with quotes). Every class
name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_db_common import Case, counted, esc, links, make
from comspider_lab.blind.layout_db import Page, blogger, courier, drupal, tribune, typepad, wp


def wp_eastfield() -> Case:
    post = (
        '<div class="post hentry" id="post-804"><h2 class="posttitle"><a href="/2012/06/11/the-eastfield-streetcar-barn/" rel="bookmark">The Eastfield streetcar barn, 1911&ndash;1962</a></h2>'
        '<p class="postmeta">June 11, 2012 &middot; by <a href="/author/ruthk/">Ruth Kowalczyk</a> &middot; Filed under <a href="/category/transport/">Transport</a>, <a href="/category/buildings/">Lost buildings</a></p>'
        '<div class="entry">'
        "<p>If you have ever wondered why the Save-Rite on Kessler Avenue has that odd long roof with the clerestory windows, here is the answer: for fifty-one years it was the barn where the Eastfield line's streetcars slept.</p>"
        "<p>The barn went up in the spring of 1911, a year after the line was extended past the brickworks. It held fourteen cars on four tracks, with a paint shop at the back and a small office for the dispatcher facing the street. The photo below, lent by the Dubicki family, shows car 22 on the turntable in about 1925, with the barn foreman Stanley Dubicki standing on the step.</p>"
        '<p><img src="/_avatar/ef-barn-1925.svg" width="560" height="360" alt="Car 22 on the turntable, about 1925" /><br /><small>Car 22 on the turntable, about 1925. Courtesy of the Dubicki family.</small></p>'
        "<p>Service ended on October 6, 1962, when the city switched the route to buses. The tracks were paved over the next summer, but the turntable pit was only filled in 1974, and a bit of rail still shows in the Save-Rite loading dock when the snow melts.</p>"
        "<p>I am still looking for photographs of the dispatcher's office and of the last day of service. If you have any in a shoebox, please get in touch through the contact page. Everything I scan goes back to you the same week.</p>"
        "</div>"
        '<div class="sharebar"><span class="fb-like">Like <b>48</b></span> <span class="tweet">Tweet <b>12</b></span> <span class="pin">Pin it <b>3</b></span> <a href="#">Email</a></div>'
        '<p class="postmeta">Tags: <a href="/tag/streetcars/">streetcars</a>, <a href="/tag/kessler-avenue/">Kessler Avenue</a>, <a href="/tag/1960s/">1960s</a></p></div>'
        '<div class="navigation"><div class="alignleft"><a href="/2012/05/28/">&laquo; The brickworks whistle</a></div><div class="alignright"><a href="/2012/06/25/">Eastfield Theatre, the last picture show &raquo;</a></div></div>'
    )
    after = '<div id="comments-area"><p class="nocomments">Comments are closed.</p></div>'
    recent = (
        '<ul id="recentcomments">'
        '<li class="recentcomments"><span class="rc-who">Gene Dubicki</span> on <a href="/2012/05/28/">The brickworks whistle</a>: <em>&ldquo;My grandfather said you could set your watch by it, except on Sundays when it didn&rsquo;t blow and half the street overslept.&rdquo;</em> <span class="rc-when">June 9, 2012</span></li>'
        '<li class="recentcomments"><span class="rc-who">Marlene</span> on <a href="/2012/05/28/">The brickworks whistle</a>: <em>&ldquo;We lived on Pulaski and heard it every morning until 1968.&rdquo;</em> <span class="rc-when">June 4, 2012</span></li>'
        '<li class="recentcomments"><span class="rc-who">Tom Reyes</span> on <a href="/2012/05/14/">St. Hedwig&rsquo;s bells</a>: <em>&ldquo;One of the bells is in a museum in Toledo now, I saw it there in 2009.&rdquo;</em> <span class="rc-when">May 30, 2012</span></li>'
        '<li class="recentcomments"><span class="rc-who">Ruth Kowalczyk</span> on <a href="/2012/05/14/">St. Hedwig&rsquo;s bells</a>: <em>&ldquo;Tom, do you remember which one? I&rsquo;d love to write to them.&rdquo;</em> <span class="rc-when">May 30, 2012</span></li></ul>'
    )
    top = (
        '<ol class="top-commenters">'
        '<li><a href="/commenter/gene-dubicki/">Gene Dubicki</a> (41)</li><li><a href="/commenter/marlene/">Marlene</a> (27)</li>'
        '<li><a href="/commenter/tom-reyes/">Tom Reyes</a> (19)</li><li><a href="/commenter/barb-in-florida/">Barb in Florida</a> (16)</li>'
        '<li><a href="/commenter/walt-s/">Walt S.</a> (11)</li></ol>'
    )
    tweets = (
        '<div class="twitter-widget"><ul class="tweets">'
        '<li><span class="tw-text">Scanning a box of 1950s parish bulletins this weekend. The ads are the best part.</span> <a class="tw-time" href="#">2 days ago</a></li>'
        '<li><span class="tw-text">New post: the Eastfield streetcar barn, 1911-1962. Look for the clerestory at the Save-Rite</span> <a class="tw-time" href="#">3 days ago</a></li>'
        '<li><span class="tw-text">@kesslerave_bakery thank you for the paczki and the photo of your front window in 1938!</span> <a class="tw-time" href="#">8 days ago</a></li>'
        '</ul><p><a href="#">Follow @OldEastfield</a> &middot; 612 followers</p></div>'
    )
    side = (
        '<li class="widget"><h3 class="widgettitle">About</h3><p>Ruth Kowalczyk grew up on Dunham Street and has been collecting Eastfield photographs since 1987. Nothing here is for sale.</p></li>'
        f'<li class="widget widget_recent_comments"><h3 class="widgettitle">Recent Comments</h3>{recent}</li>'
        f'<li class="widget"><h3 class="widgettitle">Top Commenters</h3>{top}</li>'
        f'<li class="widget"><h3 class="widgettitle">On Twitter</h3>{tweets}</li>'
        '<li class="widget"><h3 class="widgettitle">Links</h3>'
        + links(
            (
                "County Historical Society",
                "Polish Falcons Nest 112",
                "Lakeshore Rail Photos",
                "Eastfield Library local history room",
            ),
            "http://links.example.org/",
        )
        + '</li><li class="widget"><h3 class="widgettitle">Archives</h3><ul><li><a href="#">June 2012</a> (2)</li><li><a href="#">May 2012</a> (4)</li><li><a href="#">April 2012</a> (3)</li><li><a href="#">March 2012</a> (5)</li></ul></li>'
        '<li class="widget"><h3 class="widgettitle">Visitors</h3><p>118,406 hits</p></li>'
    )
    style = ".rc-who{font-weight:bold}.rc-when{color:#999;font-size:11px;display:block}.tweets li{border-bottom:1px dotted #ccc;padding:3px 0}.tw-time{font-size:10px;color:#999}.nocomments{font-style:italic;color:#777}"
    html = wp(
        Page(
            "The Eastfield streetcar barn, 1911–1962",
            "Old Eastfield",
            "Photographs and stories from a neighbourhood that changed",
            ("Home", "About", "Streets", "Buildings", "People", "Contact"),
            post,
            after,
            side,
            style,
            foot="&copy; 2012 Ruth Kowalczyk. Photographs belong to their lenders.",
        )
    )
    return make(
        "db-plain-wp-eastfield",
        "lookalike",
        html,
        [],
        path="/2012/06/11/the-eastfield-streetcar-barn/",
        container="-",
        heading=None,
        description="A WordPress-like neighbourhood history blog of 2012: a post whose comments are closed ('Comments are closed.'), beside a recent-comments widget quoting four other posts' comments with names, snippets and dates (one by the blogger), a top-commenters widget with counts, a Twitter widget as saved, share counts, links, archives.",
        lookalikes=(
            "recent-comments widget with names, quotes and dates",
            "top commenters",
            "twitter widget",
        ),
    )


def blogger_hickory() -> Case:
    post = (
        '<div class="date-outer"><h2 class="date-header"><span>Tuesday, March 20, 2012</span></h2><div class="date-posts"><div class="post-outer">'
        '<div class="post hentry"><a name="5521900413376622011"></a><h3 class="post-title entry-title">Spring table runner, step by step</h3>'
        '<div class="post-header"></div><div class="post-body entry-content" id="post-body-5521900413376622011">'
        "Good morning, friends! As promised, here is the table runner I showed you half-done last week, with the steps and a few mistakes I made so you won't.<br /><br />"
        "You will need: a charm pack of 42 five-inch squares (mine is a spring line from last year, bought on sale), half a yard of a cream solid for the sashing, and a fat quarter for the binding.<br /><br />"
        "1. Lay out your squares in three rows of fourteen. I put the darkest squares in the middle row so the eye runs down the table.<br />"
        "2. Sew the rows with a scant quarter inch seam and press the seams of each row the other way, so they nest.<br />"
        "3. Add the cream sashing between the rows. Measure through the middle, not along the edge!<br />"
        "4. Quilt it any way you like. I did straight lines a half inch apart with my walking foot. It took one evening and two episodes of my mystery show.<br /><br />"
        "It finished at 16 by 66 inches, just right for our old farm table. Next week: the matching placemats, if the grandkids leave me any time.<br /><br />"
        '<img src="/_avatar/hh-runner.svg" width="500" height="300" alt="" /><br />'
        '<div style="clear:both"></div></div>'
        '<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">Louise Amberly</span></span> '
        '<span class="post-timestamp">at <a class="timestamp-link" href="#"><abbr class="published" title="2012-03-20T07:12:00-05:00">7:12 AM</abbr></a></span> '
        '<span class="post-comment-link"><a class="comment-link" href="#comments">0 comments</a></span></div>'
        '<div class="post-share-buttons"><a class="share-button sb-email" href="#">Email This</a> <a href="#">BlogThis!</a> <a href="#">Share to Twitter</a> <a href="#">Share to Facebook</a> <span class="plusone">+1 &nbsp;7</span></div>'
        '<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="#" rel="tag">charm packs</a>, <a href="#" rel="tag">table runners</a>, <a href="#" rel="tag">tutorials</a></span></div></div></div>'
        '<div class="comments" id="comments"><a name="comments"></a><h4>0 comments:</h4><div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block"></dl></div>'
        '<p class="comment-footer"><a href="#">Post a Comment</a></p></div></div></div></div>'
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="#">Newer Post</a></span> '
        '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="#">Older Post</a></span> <a class="home-link" href="/">Home</a></div>'
        '<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="#">Post Comments (Atom)</a></div></div>'
    )
    show = (
        '<div class="widget HTML" id="HTML2"><h2 class="title">Show &amp; Tell: your quilts</h2><div class="widget-content"><ul class="readers-quilts">'
        '<li><img src="/_avatar/hh-r1.svg" width="60" height="60" alt="" /><b>Donna from Tulsa</b> <span class="sent">sent March 17, 2012</span><br />My first table runner from your pattern in January! I used Christmas fabric because that is what I had. Merry March!</li>'
        '<li><img src="/_avatar/hh-r2.svg" width="60" height="60" alt="" /><b>Pat K.</b> <span class="sent">sent March 12, 2012</span><br />Baby quilt for my great-niece, straight-line quilting like you showed. She arrived two weeks early so I finished the binding in the hospital parking lot.</li>'
        '<li><img src="/_avatar/hh-r3.svg" width="60" height="60" alt="" /><b>Ellie Vance</b> <span class="sent">sent March 5, 2012</span><br />Scrappy log cabin, 60 blocks, every scrap from my mother&#39;s stash. It took me four years.</li>'
        '</ul><p><a href="#">Send me a picture of yours!</a></p></div></div>'
    )
    bloglist = (
        '<div class="widget BlogList" id="BlogList1"><h2 class="title">Blogs I Visit</h2><div class="widget-content"><ul id="blogslist">'
        '<li><div class="blog-title"><a href="#">Stitch &amp; Sip</a></div><div class="item-title"><a href="#">Binding by machine, finally</a></div><div class="item-snippet">I swore I would never do it, but my wrists had other ideas this winter...</div><div class="item-time">2 hours ago</div></li>'
        '<li><div class="blog-title"><a href="#">The Prairie Thimble</a></div><div class="item-title"><a href="#">Quilt show report, part 1</a></div><div class="item-snippet">Two hundred quilts, one very tired husband carrying the camera bag...</div><div class="item-time">1 day ago</div></li>'
        '<li><div class="blog-title"><a href="#">Needles in the Haystack</a></div><div class="item-title"><a href="#">Scrap Saturday #41</a></div><div class="item-snippet">This week&#39;s scraps became a pincushion and a very small bag...</div><div class="item-time">3 days ago</div></li>'
        "</ul></div></div>"
    )
    popular = (
        '<div class="widget PopularPosts" id="PopularPosts1"><h2>Popular Posts</h2><div class="widget-content popular-posts"><ul>'
        '<li><div class="item-title"><a href="#">Easy charm pack baby quilt</a></div><div class="item-snippet">A quick quilt for a new arrival, done in a weekend with one charm pack...</div></li>'
        '<li><div class="item-title"><a href="#">How I store my fat quarters</a></div><div class="item-snippet">Comic book boards and an old bookshelf, that&#39;s the whole secret...</div></li>'
        "</ul></div></div>"
    )
    side = (
        '<div class="widget Profile" id="Profile1"><h2>About Me</h2><div class="widget-content"><img src="/_avatar/hh-louise.svg" width="80" height="80" alt="" /><dl class="profile-datablock"><dt class="profile-data"><a href="#">Louise Amberly</a></dt>'
        '<dd class="profile-textblock">Grandma of five, quilter since 1979, living on a farm outside Hickory Hollow, Missouri.</dd></dl><a class="profile-link" href="#">View my complete profile</a></div></div>'
        '<div class="widget Followers" id="Followers1"><h2 class="title">Followers</h2><div class="widget-content">'
        + "".join(f'<img src="/_avatar/hh-f{i}.svg" width="24" height="24" alt="" />' for i in range(12))
        + '<p>Followers (386) <a href="#">Next</a></p><p><a href="#">Follow</a></p></div></div>'
        + show
        + bloglist
        + popular
        + '<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><ul class="hierarchy"><li><a href="#">&#9660; 2012</a> (14)<ul><li><a href="#">&#9660; March</a> (5)<ul class="posts"><li><a href="#">Spring table runner, step by step</a></li><li><a href="#">Half-done and happy</a></li><li><a href="#">A quilt for Pastor Dean</a></li></ul></li><li><a href="#">&#9658; February</a> (5)</li><li><a href="#">&#9658; January</a> (4)</li></ul></li><li><a href="#">&#9658; 2011</a> (61)</li></ul></div>'
    )
    style = ".readers-quilts li{list-style:none;margin-bottom:10px;overflow:hidden}.readers-quilts img{float:left;margin-right:6px}.sent{color:#999;font-size:10px}.item-time{font-size:10px;color:#999}"
    html = blogger(
        Page(
            "Spring table runner, step by step",
            "Scrap Happy at Hickory Hollow",
            "Quilts, grandkids and too much fabric",
            ("Home", "Tutorials", "Patterns", "About Louise"),
            post,
            "",
            side,
            style,
            foot="&copy; Louise Amberly 2012.",
        )
    )
    return make(
        "db-plain-blogger-hickory",
        "lookalike",
        html,
        [],
        path="/2012/03/spring-table-runner-step-by-step.html",
        container="-",
        heading=None,
        description="A Blogger-like quilting blog's post of 2012 without any comment ('0 comments:', an empty comments block, 'Post a Comment'), beside a 'Show & Tell' gadget of three readers' quilts with names, dates and captions, a blog list with other blogs' latest posts, snippets and times, popular posts with snippets, followers, a profile, the archive.",
        lookalikes=("readers' show-and-tell submissions", "blog list with other blogs' latest posts"),
    )


def typepad_frugal() -> Case:
    post = (
        '<h2 class="date-header">August 08, 2012</h2><div class="entry-category-debt entry-author-marcy-holloway entry-type-post entry" id="entry-6a00d8341c2f8b53ef017744a21b970d">'
        '<h3 class="entry-header">The $600 car repair we didn&#39;t panic about</h3><div class="entry-content"><div class="entry-body">'
        "<p>Last Tuesday the minivan made a noise that I can only describe as a blender full of bolts. Diagnosis: a failed wheel bearing and a brake caliper that was on its way out. Total: $612.48.</p>"
        "<p>Three years ago this would have gone on a credit card at 19.9% and stayed there for a year. This time we paid it from the emergency fund, and then did the boring part: we moved the monthly transfer up from $75 to $150 until the fund is back to where it was.</p>"
        "<p>A few things that helped:</p><ul><li>We got a second quote. The dealer wanted $840 for the same parts.</li><li>We asked whether the caliper could wait. Honest answer from our mechanic: a month, not a winter.</li><li>We didn't touch the vacation jar. That jar is for morale.</li></ul>"
        "<p>If you don't have an emergency fund yet, start with $20 a week into a separate account you can't see from your checking app. Out of sight is the whole trick.</p>"
        "</div></div>"
        '<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted by Marcy Holloway on August 08, 2012 at 06:30 AM in <a href="#">Emergency fund</a></span> '
        '<span class="separator">|</span> <a class="permalink" href="#">Permalink</a></p>'
        '<div class="entry-actions"><span class="fb">Like 211</span> <span class="tw">Tweet 38</span> <span class="pin">Pin 5</span> <a href="#">Reblog (0)</a></div></div></div>'
        '<div class="comments"><a id="comments"></a><h3 class="comments-header">Comments</h3><div class="comments-info"><p>The comments to this entry are closed.</p></div></div>'
    )
    likebox = (
        '<div class="fb-like-box-saved"><div class="fbConnectWidgetTopmost"><div class="fb_header"><img src="/_avatar/fl-logo.svg" width="40" height="40" alt="" /> <a href="#">The Frugal Ledger</a> on Facebook <span class="fb_like_btn">Like</span></div>'
        '<div class="fb_stream"><div class="fb_story"><b>The Frugal Ledger</b> Back to school list: we spent $84 per kid this year, down from $130. Tomorrow&#39;s post has the whole list. <span class="fb_time">about an hour ago</span></div>'
        '<div class="fb_story"><b>The Frugal Ledger</b> shared a link: Your grocery bill, by the numbers. <span class="fb_time">Yesterday at 9:14pm</span></div></div>'
        '<div class="connections">4,318 people like The Frugal Ledger.<ul class="faces">'
        + "".join(
            f'<li><img src="/_avatar/fl-f{i}.svg" width="32" height="32" alt="" /><span class="name">{esc(n)}</span></li>'
            for i, n in enumerate(("Angela", "Bryce", "Tamika", "Ron", "Chris", "Lori"))
        )
        + '</ul></div><div class="fb_footer">Facebook social plugin</div></div></div>'
    )
    ask = (
        '<ul class="reader-questions">'
        '<li><p class="q">&ldquo;Should we pay off my husband&#39;s student loan at 6.8% or put the money toward a bigger down payment?&rdquo;</p><p class="asker">&mdash; Jenna, Fort Wayne &middot; July 30, 2012</p><a href="#">Read Marcy&#39;s answer</a></li>'
        '<li><p class="q">&ldquo;Is a warehouse club membership worth it for a family of three?&rdquo;</p><p class="asker">&mdash; Dwayne R., Tulsa &middot; July 23, 2012</p><a href="#">Read Marcy&#39;s answer</a></li>'
        '<li><p class="q">&ldquo;My teenager wants a debit card. Too early at 14?&rdquo;</p><p class="asker">&mdash; Sue, Boise &middot; July 16, 2012</p><a href="#">Read Marcy&#39;s answer</a></li>'
        '</ul><p><a href="#">Ask a question</a></p>'
    )
    recent = (
        '<ul class="module-list"><li class="module-list-item">Carla P. on <a href="#">Our grocery bill, by the numbers</a></li>'
        '<li class="module-list-item">Marcy Holloway on <a href="#">Our grocery bill, by the numbers</a></li>'
        '<li class="module-list-item">Kevin on <a href="#">Why we kept the old minivan</a></li><li class="module-list-item">DebtFreeDee on <a href="#">Why we kept the old minivan</a></li></ul>'
    )
    left = (
        '<div class="module-about module"><h2 class="module-header">About</h2><div class="module-content"><img src="/_avatar/fl-marcy.svg" width="150" height="150" alt="" /><p>Marcy Holloway paid off $41,000 of debt between 2008 and 2011 on a teacher&#39;s salary. She writes about what worked.</p></div></div>'
        '<div class="module-subscribe module"><h2 class="module-header">Subscribe</h2><div class="module-content"><a href="#">Subscribe to this blog&#39;s feed</a><br /><form><input type="text" value="Your email" /><input type="submit" value="Go" /></form></div></div>'
        f'<div class="module-facebook module"><h2 class="module-header">Find us on Facebook</h2><div class="module-content">{likebox}</div></div>'
        '<div class="module-categories module"><h2 class="module-header">Categories</h2><div class="module-content">'
        + links(("Budgeting", "Debt", "Emergency fund", "Groceries", "Kids and money", "Reader questions"))
        + "</div></div>"
    )
    side = (
        f'<div class="module-ask module"><h2 class="module-header">You Asked</h2><div class="module-content">{ask}</div></div>'
        f'<div class="module-recent-comments module"><h2 class="module-header">Recent Comments</h2><div class="module-content">{recent}</div></div>'
        '<div class="module-archives module"><h2 class="module-header">Archives</h2><div class="module-content"><ul class="module-list"><li><a href="#">August 2012</a></li><li><a href="#">July 2012</a></li><li><a href="#">June 2012</a></li><li><a href="#">May 2012</a></li></ul></div></div>'
        '<div class="module-ads module"><h2 class="module-header">Sponsors</h2><div class="module-content"><p><a href="#">Compare savings rates &raquo;</a></p><p><a href="#">Free credit report tips &raquo;</a></p></div></div>'
    )
    style = ".fb-like-box-saved{border:1px solid #94a3c4;font:11px 'lucida grande',tahoma;background:#fff}.fb_story{border-bottom:1px solid #eee;padding:4px}.fb_time{color:#999;display:block}.faces{list-style:none;padding:0;overflow:hidden}.faces li{float:left;width:48px;text-align:center;font-size:9px}.reader-questions .q{font-style:italic;margin:0}.asker{color:#777;margin:0 0 2px}"
    html = typepad(
        Page(
            "The $600 car repair we didn't panic about",
            "The Frugal Ledger",
            "Getting out of debt, one boring decision at a time",
            ("Home", "Start Here", "Debt Snowball Tracker", "Archives", "Contact"),
            post,
            "",
            side,
            style,
            foot="&copy; 2012 Marcy Holloway.",
            left=left,
        )
    )
    return make(
        "db-plain-typepad-frugal",
        "lookalike",
        html,
        [],
        path="/frugal/2012/08/the-600-car-repair.html",
        container="-",
        heading=None,
        description="A Typepad-like personal finance blog's post of 2012 whose comments are closed ('Comments' and 'The comments to this entry are closed.'), beside a Facebook like box as saved (the page's posts with times, fans' names), a 'You Asked' box of readers' questions with names, towns and dates, recent comments of other posts, categories, archives, share counts.",
        lookalikes=("facebook like box as saved", "readers' questions box"),
    )


def drupal_pinevalley() -> Case:
    post = (
        '<div id="node-4471" class="node node-article node-full clearfix"><h1 class="title" id="page-title">School board picks architect for Crestline Elementary addition</h1>'
        '<div class="submitted"><span class="username">By Amy Faircloth</span> &mdash; Thursday, September 13, 2012 - 10:48pm</div>'
        '<div class="field field-name-field-image"><img src="/_avatar/pv-crestline.svg" width="600" height="320" alt="" /><div class="caption">Crestline Elementary has used four portable classrooms since 2006. <em>Pine Valley Post photo</em></div></div>'
        '<div class="field field-name-body"><div class="field-items"><div class="field-item even">'
        "<p>The Pine Valley Unified school board voted 4-1 on Wednesday night to hire Harmon &amp; Leeds Architects of Redford to design an eight-classroom addition at Crestline Elementary, ending four years of portable classrooms at the school on Old Mill Road.</p>"
        "<p>The firm's fee, $386,000, comes out of the $11.2 million bond that voters approved in June. Construction could start in the summer of 2013 if the state approves the plans in time, superintendent Gail Ostrowski told the board.</p>"
        '<p>Trustee Rick Dunmore cast the lone no vote. He said the board should have waited for a third bid. "We\'re spending taxpayer money on the first two names that came through the door," he said.</p>'
        '<p>Board president Linda Cho answered that the district had advertised for six weeks and only two firms applied. "Waiting is not free either. Those portables cost us $48,000 a year," she said.</p>'
        "<p>The addition will also include a new library and a covered drop-off lane, which parents have asked for since 2009.</p>"
        "</div></div></div>"
        '<div class="field field-name-field-tags"><div class="field-label">Tags:&nbsp;</div><a href="#">Pine Valley Unified</a> &middot; <a href="#">Crestline Elementary</a> &middot; <a href="#">bond measure</a></div>'
        '<div class="service-links"><a href="#">Facebook</a> (19) <a href="#">Twitter</a> (4) <a href="#">Email</a> <a href="#">Printer-friendly version</a></div>'
        '<ul class="links inline"><li class="comment_forbidden first last"><span><a href="/user/login?destination=node/4471%23comment-form">Log in</a> or <a href="/user/register?destination=node/4471%23comment-form">register</a> to post comments</span></li></ul></div>'
    )
    calendar = (
        '<div class="view view-community-calendar"><div class="view-content">'
        '<div class="views-row"><span class="date-display-single">Sat, Sep 15, 2012 - 9:00am</span><div class="ev-title"><a href="#">Crestline PTA bake sale</a></div><div class="ev-body">Posted by <a href="#">crestlinepta</a>: Proceeds to the library fund. Bring a dish, take a dish.</div></div>'
        '<div class="views-row"><span class="date-display-single">Sun, Sep 16, 2012 - 2:00pm</span><div class="ev-title"><a href="#">Old Mill Road cleanup</a></div><div class="ev-body">Posted by <a href="#">Dale Whitcomb</a>: Gloves and bags provided. Meet at the Grange hall.</div></div>'
        '<div class="views-row"><span class="date-display-single">Tue, Sep 18, 2012 - 7:00pm</span><div class="ev-title"><a href="#">County supervisors town hall</a></div><div class="ev-body">Posted by <a href="#">Supervisor Ibarra&#39;s office</a>: Water rates and the Route 4 widening. Public welcome.</div></div>'
        '<div class="views-row"><span class="date-display-single">Fri, Sep 21, 2012 - 6:30pm</span><div class="ev-title"><a href="#">Friday night lights: PVHS vs. Redford</a></div><div class="ev-body">Posted by <a href="#">PVHS Boosters</a>: Senior night. Tailgate from 5pm in the north lot.</div></div>'
        '</div><div class="more-link"><a href="#">Full calendar</a> | <a href="#">Submit an event</a></div></div>'
    )
    forum = (
        '<div class="item-list"><ul>'
        '<li><a href="#">Speed bumps on Alder Lane?</a><div class="forum-meta">by <a href="#">jmeyer</a> &middot; 1 hour 12 min ago &middot; 14 replies</div></li>'
        '<li><a href="#">Lost dog near the feed store (found!)</a><div class="forum-meta">by <a href="#">Hollis</a> &middot; 3 hours 40 min ago &middot; 6 replies</div></li>'
        '<li><a href="#">Anyone recommend a well pump guy?</a><div class="forum-meta">by <a href="#">Pat N</a> &middot; 5 hours 2 min ago &middot; 9 replies</div></li>'
        '<li><a href="#">Bond money: where is it actually going?</a><div class="forum-meta">by <a href="#">taxpayer1961</a> &middot; 1 day 4 hours ago &middot; 31 replies</div></li>'
        "</ul></div>"
    )
    side = (
        '<div class="block block-search"><h2>Search</h2><div class="content"><form><input type="text" size="20" /><input type="submit" value="Search" /></form></div></div>'
        f'<div class="block block-views" id="block-views-community-calendar"><h2>Community Calendar</h2><div class="content">{calendar}</div></div>'
        f'<div class="block block-forum" id="block-forum-active"><h2>Active forum topics</h2><div class="content">{forum}</div></div>'
        '<div class="block block-poll"><h2>Poll</h2><div class="content"><p>Should the district build a second middle school?</p><ul><li>Yes, now &mdash; 46% (212 votes)</li><li>Yes, in five years &mdash; 31% (143 votes)</li><li>No &mdash; 23% (106 votes)</li></ul><p>Total votes: 461</p></div></div>'
        '<div class="block block-user"><h2>Who&#39;s online</h2><div class="content"><p>There are currently 3 users and 41 guests online.</p></div></div>'
        '<div class="block"><h2>Most viewed this week</h2><div class="content">'
        + counted(
            """
Route 4 widening: what the maps show | 1,904
School board picks architect for Crestline | 1,211
Harvest festival parade route announced | 866
Sheriff's log, Sept. 3-9 | 790
""",
            "reads",
        )
        + "</div></div>"
    )
    style = ".views-row{border-bottom:1px dotted #ccc;padding:4px 0}.date-display-single{font-size:11px;color:#2f5d3a;font-weight:bold}.ev-body,.forum-meta{font-size:11px;color:#555}"
    html = drupal(
        Page(
            "School board picks architect for Crestline Elementary addition",
            "Pine Valley Post",
            "News for Pine Valley, Redford and the Upper Fork",
            ("Home", "News", "Schools", "Sports", "Community", "Forums", "Calendar", "Classifieds"),
            post,
            "",
            side,
            style,
            top="Friday, September 14, 2012 &middot; 58&deg; Clear",
            foot='Pine Valley Post &middot; P.O. Box 118, Pine Valley &middot; <a href="#">About</a> &middot; <a href="#">Advertise</a> &middot; <a href="#">Terms of use</a>',
        )
    )
    return make(
        "db-plain-drupal-pinevalley",
        "lookalike",
        html,
        [],
        path="/news/2012/09/school-board-picks-architect-crestline",
        container="-",
        heading=None,
        description="A Drupal-like county news site's story of 2012 whose discussion is open only to members and empty ('Log in or register to post comments'), beside a community calendar of four events each posted by a named member with a date and a short text, active forum topics with names, times and reply counts, a poll with results, who's online, most viewed with counts.",
        lookalikes=("community calendar with posters' names and notes", "active forum topics"),
    )


def courier_bramford() -> Case:
    post = (
        '<div class="story"><div class="kicker"><a href="/news/crime/">Crime &amp; Courts</a></div><h1 class="headline">Man charged in string of Route 9 gas station robberies</h1>'
        '<h2 class="deck">Police say surveillance video and a distinctive jacket led to arrest</h2>'
        '<div class="byline">By KAREN MOSS<br />Courier Staff Writer</div><div class="dateline">Published: Wednesday, February 22, 2012 3:15 AM EST</div>'
        '<div class="tools"><a href="#">Print</a> | <a href="#">E-mail</a> | <a href="#">Font size</a> | <span class="fbl">Recommend 23</span> <span class="twc">Tweet 7</span></div>'
        '<div class="body">'
        "<p>BRAMFORD &mdash; A 27-year-old Wexley man has been charged with robbing three gas stations along Route 9 in the past month, county police said Tuesday.</p>"
        "<p>Dustin A. Kerrigan, of the 400 block of Linden Street, was arrested Monday evening at a relative's home in Bramford Township. He is charged with three counts of robbery, three counts of theft and one count of possessing an instrument of crime, and was held on $150,000 bail.</p>"
        "<p>The robberies happened Jan. 24 at the Quik-Fill at Route 9 and Carver Road, Feb. 6 at the Bramford Gas &amp; Go and Feb. 17 at a Sunoco near the Wexley line. In each, a man showed a knife, took cash from the register and left on foot. No one was hurt.</p>"
        "<p>Detectives said video from all three stations showed a man in a red hooded jacket with a white stripe down one sleeve. A township officer recognized the jacket on Saturday, according to the affidavit.</p>"
        "<p>A preliminary hearing is scheduled for March 6 before District Judge Alan Perretti. Kerrigan did not have a lawyer listed in court records Tuesday.</p>"
        "</div>"
        '<p class="cmt-off"><em>Comments have been disabled for this story.</em></p>'
        '<div class="related"><h4>Related stories</h4><ul><li><a href="#">Quik-Fill clerk recalls robbery: &#39;He was calm&#39;</a> (Jan. 26)</li><li><a href="#">Police seek help identifying robbery suspect</a> (Feb. 8)</li></ul></div></div>'
    )
    blotter = (
        '<ul class="blotter">'
        '<li><span class="bl-date">Feb. 20, 11:42 p.m.</span> <b>Ronald T. Meeks</b>, 34, of Elm Street, charged with driving under the influence after a traffic stop on Main Street.</li>'
        '<li><span class="bl-date">Feb. 20, 4:10 p.m.</span> A resident of Sycamore Court reported a package taken from the front porch. Value $89.</li>'
        '<li><span class="bl-date">Feb. 19, 9:05 a.m.</span> <b>Angela M. Rossi</b>, 22, of Bramford, cited for retail theft at the Westgate Walmart.</li>'
        '<li><span class="bl-date">Feb. 18, 2:30 a.m.</span> Officers answered a noise complaint on Orchard Lane. The party was asked to quiet down and did.</li>'
        '<li><span class="bl-date">Feb. 17, 7:55 p.m.</span> <b>Carl J. Pettit</b>, 51, of Wexley, charged with harassment after an argument at a Route 9 bar.</li>'
        '</ul><p><a href="#">Full police log</a></p>'
    )
    letters = (
        '<ul class="letters">'
        '<li><a href="#">Keep the library open on Sundays</a><p>&ldquo;Sunday afternoons are the only time working families can bring their children...&rdquo;</p><p class="lw">&mdash; Marian Ostler, Bramford</p></li>'
        '<li><a href="#">Plow the side streets too</a><p>&ldquo;Three days after the storm, Beech Street still had not seen a plow...&rdquo;</p><p class="lw">&mdash; Frank DiNapoli, Wexley</p></li>'
        '<li><a href="#">Thank you, Engine 4</a><p>&ldquo;When our furnace caught fire on Feb. 9, the crew was at our door in six minutes...&rdquo;</p><p class="lw">&mdash; The Haskell family, Bramford Township</p></li>'
        '</ul><p class="sub">Letters to the Editor, Feb. 21, 2012 &middot; <a href="#">Write a letter</a></p>'
    )
    obits = (
        '<ul class="obits"><li><a href="#">Dorothy L. Pfeiffer, 88</a> <span>Feb. 19, 2012</span></li><li><a href="#">Walter &#34;Bud&#34; Simms, 74</a> <span>Feb. 19, 2012</span></li>'
        '<li><a href="#">Rosa Delgado, 61</a> <span>Feb. 18, 2012</span></li><li><a href="#">Harold K. Wentz, 90</a> <span>Feb. 17, 2012</span></li></ul>'
    )
    side = (
        f'<div class="rbox"><h4>Police Blotter</h4><div class="inner">{blotter}</div></div>'
        f'<div class="rbox"><h4>Opinion: Letters</h4><div class="inner">{letters}</div></div>'
        '<div class="rbox"><h4>Most Read</h4><div class="inner">'
        + counted(
            """
Man charged in string of Route 9 gas station robberies | 4,112
Wexley council votes to hire two officers | 2,008
Bramford girls win district title | 1,780
Road work to close Carver Road bridge | 1,214
""",
            "views",
        )
        + "</div></div>"
        f'<div class="rbox"><h4>Obituaries</h4><div class="inner">{obits}<p><a href="#">Sign the guest books on Legacy</a></p></div></div>'
        '<div class="rbox"><h4>Weather</h4><div class="inner">Today: Cloudy, high 41. Tonight: Light snow, low 28.</div></div>'
    )
    style = ".blotter li,.letters li{border-bottom:1px dotted #ccc;padding:3px 0;list-style:none}.bl-date{color:#8b1a1a;font-size:11px;font-weight:bold}.lw{color:#555;font-size:11px;margin:0}.letters p{margin:2px 0}.cmt-off{color:#666;border-top:1px solid #ccc;padding-top:6px}.obits span{color:#888;font-size:11px}"
    html = courier(
        Page(
            "Man charged in string of Route 9 gas station robberies",
            "The Bramford Courier",
            "Bramford, Pa. · 38°F Cloudy",
            (
                "Home",
                "News",
                "Crime & Courts",
                "Sports",
                "Business",
                "Opinion",
                "Obituaries",
                "Classifieds",
                "Jobs",
            ),
            post,
            "",
            side,
            style,
            top="Wednesday, February 22, 2012",
            foot='Copyright &copy; 2012 The Bramford Courier, a Penn Valley Media newspaper. All rights reserved. <a href="#">Privacy policy</a> | <a href="#">Terms</a> | <a href="#">Advertise</a>',
        )
    )
    return make(
        "db-plain-courier-bramford",
        "lookalike",
        html,
        [],
        path="/news/crime/article_9c41e2b6-5d11-11e1-9a3c.html",
        container="-",
        heading=None,
        description="A county daily's crime story of 2012 with its comments disabled ('Comments have been disabled for this story.'), beside a police blotter of five dated entries, some naming the people charged, the opinion page's letters to the editor with excerpts, writers' names and towns, most read with counts, obituaries with dates, weather.",
        lookalikes=("police blotter", "letters to the editor of another page"),
    )


def tribune_lakeshore() -> Case:
    tweets = (
        '<div class="storify-saved"><h4>What they&#39;re saying on Twitter</h4><ul class="tw-quotes">'
        '<li><b>Mike Garrity</b> <span class="h">@MGarrityRadio</span><p>That&#39;s the best game a Lakers goalie has played in that building since 2004. Not close.</p><span class="t">10:41 PM - 7 Jan 12</span></li>'
        '<li><b>Jo Ellen Park</b> <span class="h">@joellenpark</span><p>Section 114 is still chanting his name and the Zamboni is already out</p><span class="t">10:44 PM - 7 Jan 12</span></li>'
        '<li><b>Harbor Lakers</b> <span class="h">@HarborLakers</span><p>FINAL: Lakers 3, Ice Dogs 1. 44 saves for Novak. Next up: Tuesday at home vs. Rapids.</p><span class="t">10:39 PM - 7 Jan 12</span></li>'
        "</ul></div>"
    )
    post = (
        '<div class="asset asset-story"><div class="asset-kicker"><a href="/sports/hockey/">Hockey</a></div><h1 class="asset-headline">Novak makes 44 saves as Lakers snap Ice Dogs&#39; streak</h1>'
        '<div class="asset-byline">By <a href="/staff/dan-holt/">Dan Holt</a>, Tribune Sports Writer</div><div class="asset-date">Posted: Saturday, January 7, 2012 11:58 pm | Updated: 12:40 am, Sun Jan 8, 2012.</div>'
        '<div class="asset-tools"><span class="fb">Like 96</span> &middot; <span class="tw">Tweet 31</span> &middot; <a href="#">Email</a> &middot; <a href="#">Print</a> &middot; <a href="#">Save</a></div>'
        '<div class="asset-photo"><img src="/_avatar/lt-novak.svg" width="600" height="340" alt="" /><p class="caption">Lakers goalie Pavel Novak stops a shot by the Ice Dogs&#39; Corey Blanchard in the second period Saturday. <span class="credit">Tribune photo / Sara Quinlan</span></p></div>'
        '<div class="asset-content">'
        "<p>HARBOR CITY &mdash; Pavel Novak had heard the numbers all week: nine straight wins for the Ice Dogs, 41 goals in those nine games, a power play that had scored in every one.</p>"
        "<p>On Saturday night the Lakers goalie made all of it irrelevant. Novak stopped 44 of 45 shots, and the Lakers beat the first-place Ice Dogs 3-1 in front of 6,412 at Harbor City Arena, the biggest crowd of the season.</p>"
        '<p>"I didn\'t see the first ten shots," Novak said. "I felt them. After that I saw everything."</p>'
        "<p>Tyler Voss scored twice for the Lakers, including an empty-net goal with 38 seconds left, and rookie Anders Lind added his first professional goal on a rebound in the second period.</p>"
        + tweets
        + "<p>The Lakers (19-14-3) are four points out of a playoff spot with 40 games left. They play the Rapids on Tuesday.</p>"
        "</div></div>"
    )
    after = (
        '<div class="fb-comments-saved"><h4 class="fbc-title">Reader comments</h4><div class="fbc-box"><div class="fbc-head"><span class="fbc-count">0 comments</span></div>'
        '<div class="fbc-compose"><img src="/_avatar/fb-blank.svg" width="32" height="32" alt="" /><textarea placeholder="Add a comment..."></textarea><label><input type="checkbox" checked="checked" /> Post to Facebook</label> <span class="fbc-as">Posting as &hellip;</span></div>'
        '<div class="fbc-foot"><a href="#">Facebook social plugin</a></div></div>'
        '<p class="fbc-policy">You must be logged in to Facebook to comment. Comments that violate the <a href="#">Terms of Service</a> will be removed.</p></div>'
        '<div class="more-from"><h4>More Hockey</h4><ul><li><a href="#">Lakers sign defenseman Burke to two-way deal</a></li><li><a href="#">Ice Dogs&#39; coach fined for post-game comments</a></li><li><a href="#">Youth hockey: Harbor Bantams win holiday tournament</a></li></ul></div>'
    )
    picks = (
        '<div class="staff-picks">'
        '<div class="pick"><img src="/_avatar/lt-s1.svg" width="40" height="40" alt="" /><b>Dan Holt</b>, hockey writer<p>&ldquo;Best road trip food in the league: the pierogi stand in Rapids City. Fight me.&rdquo;</p><span class="pd">Jan. 5</span></div>'
        '<div class="pick"><img src="/_avatar/lt-s2.svg" width="40" height="40" alt="" /><b>Renee Okafor</b>, features editor<p>&ldquo;If you missed the ice sculptures on the pier, go before Tuesday&#39;s thaw.&rdquo;</p><span class="pd">Jan. 6</span></div>'
        '<div class="pick"><img src="/_avatar/lt-s3.svg" width="40" height="40" alt="" /><b>Gus Pellegrino</b>, columnist<p>&ldquo;The new diner on Fourth does a patty melt worth the parking ticket.&rdquo;</p><span class="pd">Jan. 6</span></div>'
        "</div>"
    )
    side = (
        '<div class="card"><div class="card-headline"><h3>Scoreboard</h3></div><table class="scores"><tr><td>Lakers</td><td>3</td></tr><tr><td>Ice Dogs</td><td>1</td></tr><tr><td colspan="2">Final</td></tr></table>'
        '<table class="scores"><tr><td>Rapids</td><td>2</td></tr><tr><td>Bears</td><td>5</td></tr><tr><td colspan="2">Final</td></tr></table></div>'
        f'<div class="card"><div class="card-headline"><h3>Staff Picks</h3></div>{picks}</div>'
        '<div class="card"><div class="card-headline"><h3>Most Commented</h3></div>'
        + counted(
            """
City council approves parking meter hike | 214
Column: It's time to fire the coach | 187
School closings plan draws crowd | 96
Novak makes 44 saves as Lakers snap streak | 0
""",
            "comments",
        )
        + '</div><div class="card"><div class="card-headline"><h3>Most Read</h3></div>'
        + counted(
            """
Novak makes 44 saves as Lakers snap streak | 9,880
City council approves parking meter hike | 6,102
Ice on the pier: sculptures draw thousands | 4,377
""",
            "",
        )
        + '</div><div class="card"><div class="card-headline"><h3>Sponsored</h3></div><p><a href="#">Harbor Auto Mall: 0% on all 2012 models</a></p><p><a href="#">Lakers season tickets from $199</a></p></div>'
    )
    style = ".storify-saved{border:1px solid #cdd;background:#f7fafc;padding:8px;margin:10px 0;font:13px Arial}.tw-quotes li{list-style:none;border-bottom:1px solid #e2e8ee;padding:4px 0}.tw-quotes p{margin:2px 0}.h,.t{color:#888;font-size:11px}.fb-comments-saved{font:12px 'lucida grande',tahoma;border-top:2px solid #0a2240;margin-top:16px}.fbc-box{border:1px solid #d8dfea;padding:6px}.pick{overflow:hidden;border-bottom:1px dotted #ccc;padding:4px 0}.pick img{float:left;margin-right:6px}.pick p{margin:2px 0;font-style:italic}.pd{color:#888;font-size:10px}"
    html = tribune(
        Page(
            "Novak makes 44 saves as Lakers snap Ice Dogs' streak",
            "The Lakeshore Tribune",
            "Sunday, January 8, 2012 · Harbor City 24°F",
            (
                "Home",
                "News",
                "Sports",
                "Business",
                "Entertainment",
                "Opinion",
                "Obituaries",
                "Jobs",
                "Cars",
                "Homes",
            ),
            post,
            after,
            side,
            style,
            foot='&copy; Copyright 2012, The Lakeshore Tribune, Harbor City. Powered by a newsroom CMS. <a href="#">Terms of Use</a> | <a href="#">Privacy Policy</a>',
        )
    )
    return make(
        "db-plain-tribune-lakeshore",
        "lookalike",
        html,
        [],
        path="/sports/hockey/article_5e0b9a4c-39a2-11e1-bb0e.html",
        container="-",
        heading=None,
        description="A metro paper's hockey story of 2012 whose Facebook comments box, as saved, is empty ('0 comments', 'Add a comment...', 'Facebook social plugin'), with three tweets quoted inside the story (names, handles, texts, times), staff picks of three staff members with quotes and dates, most commented (this story 0) and most read with counts, a scoreboard, sponsored links.",
        lookalikes=("tweets quoted in the story", "staff picks with quotes"),
    )


def plain_db() -> list[Case]:
    return [
        wp_eastfield(),
        blogger_hickory(),
        typepad_frugal(),
        drupal_pinevalley(),
        courier_bramford(),
        tribune_lakeshore(),
    ]
