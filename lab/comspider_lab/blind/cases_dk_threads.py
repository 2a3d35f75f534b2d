"""Blind set DK: a US hyperlocal blog on a WordPress theme of 2013 (14 comments threaded three deep, the blogger's
answers marked, a pingback), a UK weekly's vendor CMS (page 1 of 2: 20 comments in a flat list with "@name" answers,
recommend counts and a removed entry) and an Irish community site on Joomla with a JComments-like list (9 comments,
quoted answers, votes). Every class name, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dk_common import (
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

# --------------------------------------------------------------------------- US: WordPress-theme hyperlocal blog

WP_CSS = (
    "body{background:#dfe6d8;font:14px/1.6 Georgia,'Times New Roman',serif;color:#333;margin:0}#page{width:980px;margin:14px auto;background:#fff;box-shadow:0 0 6px #aaa}"
    "#branding{background:#4d6b3c;color:#fff;padding:26px 22px}#branding h1{margin:0;font-size:36px}#branding a{color:#fff;text-decoration:none}#branding #site-description{color:#dfe9d4;font-style:italic}"
    "#access{background:#24331c}#access ul{margin:0;padding:0;list-style:none;overflow:hidden}#access li{float:left}#access a{display:block;padding:9px 14px;color:#e6e6e6;text-decoration:none;font:13px Arial}"
    "#primary{float:left;width:650px;padding:20px 22px}#secondary{float:right;width:250px;padding:20px 14px;font-size:12px}.widget-title{font:bold 13px Arial;text-transform:uppercase;border-bottom:2px solid #4d6b3c}"
    ".entry-meta{font:12px Arial;color:#777}ol.commentlist{list-style:none;padding:0}ol.commentlist li{margin:0 0 12px}ul.children{list-style:none;margin-left:34px;padding:0}"
    ".bypostauthor > article{background:#f3f7ee}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:12px;font:12px Arial}.cnt{background:#eee;padding:0 5px;border-radius:3px}"
    "#colophon{clear:both;background:#24331c;color:#9aa58f;padding:18px 22px;font:11px Arial}"
)


def _wp_list(cs: list[C], pings: dict[int, str]) -> str:
    k = kids(cs)

    def li(i: int, depth: int) -> str:
        c = cs[i]
        cls = f"comment depth-{depth}" + (" bypostauthor byuser comment-author-nell" if c.staff else "")
        cid = 4410 + 7 * i
        sub = ""
        if i in k:
            sub = '<ul class="children">' + "".join(li(j, depth + 1) for j in k[i]) + "</ul>"
        badge = ' <span class="by-author">Author</span>' if c.staff else ""
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><article id="comment-{cid}" class="comment">'
            f'<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/_avatar/fc-{slug(c.who)}.png" class="avatar avatar-44 photo" height="44" width="44" />'
            f'<span class="fn">{esc(c.who)}</span>{badge} on <a href="#comment-{cid}"><time pubdate="pubdate">{esc(c.at)}</time></a> <span class="says">said:</span></div></footer>'
            f'<div class="comment-content">{paras(c.body)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="/2013/06/11/rail-yard-dog-park/?replytocom={cid}#respond">Reply <span>&darr;</span></a></div></article>{sub}</li>'
        )

    out = []
    for i in k[None]:
        if i in pings:
            out.append(
                f'<li class="post pingback"><p>Pingback: {pings[i]} <span class="edit-link"></span></p></li>'
            )
        out.append(li(i, 1))
    return '<ol class="commentlist">' + "".join(out) + "</ol>"


def wp_ferriscreek() -> Case:
    cs = talk("""
Barb Lindqvist @ June 11, 2013 at 8:14 am :: Finally. I've been walking Pepper around that fenced lot for six years wondering why nobody did anything with it. Count me in for the fundraiser.
>*Nell Okafor @ June 11, 2013 at 8:40 am :: Barb, the Friends group is meeting Thursday at 7 at the library annex if you want to get in on the ground floor. Bring Pepper, they said dogs are fine as long as it's not raining.
>>Barb Lindqvist @ June 11, 2013 at 9:02 am :: Perfect, I'll be there.
Greg Tomczak @ June 11, 2013 at 10:31 am :: Has anyone actually tested the soil? That yard had diesel engines idling on it for 80 years. I'm not against a dog park but I don't want my dogs or my kids rolling around in whatever is under that gravel. // The village should publish the environmental report before anyone signs anything.
>*Nell Okafor @ June 11, 2013 at 11:05 am :: Fair question, Greg. I asked the village administrator this morning. He says a Phase I assessment was done in 2011 when the railroad sold the parcel and a Phase II is "budgeted". I've asked for a copy of the 2011 report and will post it when I get it.
>>Greg Tomczak @ June 11, 2013 at 11:20 am :: Thanks Nell. "Budgeted" is doing a lot of work in that sentence but I'll wait and see.
>>Denise R @ June 11, 2013 at 1:47 pm :: My brother in law did remediation work on an old yard in Mansfield. They scraped two feet off the top and capped it. It's not a big deal if they actually do it, it's a big deal if they skip it.
Tom Hadley @ June 11, 2013 at 12:02 pm :: $180,000 for a fenced field? My street hasnt been paved since 1998. Priorities people.
>Kerry Ann Voss @ June 11, 2013 at 12:40 pm :: Tom, read the post again, most of it is a state grant that can only be spent on parks. It can't go on your street even if the village wanted it to.
>>Tom Hadley @ June 11, 2013 at 3:15 pm :: Its still our tax money one way or the other.
Mrs. J. Abernathy @ June 12, 2013 at 6:55 am :: Please ask them to put in a separate small dog area. My Yorkie is terrified of big dogs and the one in Bellbrook Township doesn't have one.
>*Nell Okafor @ June 12, 2013 at 7:30 am :: It's in the draft plan! There's a sketch on page 3 of the PDF, the small-dog side is the strip along Canal Street.
Luis Ferreira @ June 12, 2013 at 10:12 pm :: Water fountain with a dog bowl at the bottom, shade trees, and a double gate. Those three things make or break a dog park. The rest is nice to have.
Pat @ June 14, 2013 at 5:09 pm :: Just want to say thank you for covering this, the Courier hasn't written a word about it.
""")
    pings = {
        12: '<a href="http://canalstreetnotes.example.com/2013/06/12/links-for-wednesday/" rel="external nofollow" class="url">Links for Wednesday: dog parks, a new taco truck and the pool schedule | Canal Street Notes</a>',
    }
    post = (
        '<article id="post-2291" class="post-2291 post type-post status-publish format-standard hentry category-village-hall tag-parks tag-rail-yard">'
        '<header class="entry-header"><h1 class="entry-title">Village council to vote on rail yard dog park next Monday</h1>'
        '<div class="entry-meta"><span class="sep">Posted on </span><a href="/2013/06/11/rail-yard-dog-park/" rel="bookmark"><time class="entry-date" datetime="2013-06-11T06:30:12+00:00" pubdate="pubdate">June 11, 2013</time></a>'
        '<span class="by-author"> <span class="sep"> by </span> <span class="author vcard"><a class="url fn n" href="/author/nell/" rel="author">Nell Okafor</a></span></span></div></header>'
        '<div class="entry-content">'
        "<p>The empty two-acre lot behind the old freight depot could become Ferris Creek's first off-leash dog park by next summer, if the village council approves a $180,000 plan at its meeting next Monday, June 17.</p>"
        "<p>Most of the money, about $132,000, would come from a state recreational trails grant the village applied for last fall. The rest would be split between the parks levy and a fundraiser run by the newly formed Friends of the Rail Yard Park, who say they have already raised $6,400 from a spaghetti dinner and a bake sale.</p>"
        "<p>The draft plan (PDF) shows a large-dog area of about an acre and a half, a separate fenced area for small dogs along Canal Street, a gravel parking lot for 14 cars and a walking path around the outside. Village administrator Ron Pfleger said the village would have to maintain the park with its existing parks crew of three.</p>"
        "<p>Council member Linda Sauer said she has heard from residents on both sides. &ldquo;Some people tell me it's the best idea we've had in years and some tell me we should fix the roads first. I think we can do both, but I want to hear from people on Monday.&rdquo;</p>"
        "<p>The meeting starts at 7 p.m. in the village hall. Public comment is limited to three minutes per person.</p>"
        + share({"Facebook": "87", "Tweet": "19", "Email": "", "Print": ""})
        + "</div>"
        '<footer class="entry-meta">This entry was posted in <a href="/category/village-hall/" rel="category tag">Village Hall</a> and tagged <a href="/tag/parks/" rel="tag">parks</a>, <a href="/tag/rail-yard/" rel="tag">rail yard</a>. Bookmark the <a href="/2013/06/11/rail-yard-dog-park/" rel="bookmark">permalink</a>.'
        '<div id="author-info"><div id="author-avatar"><img alt="" src="/_avatar/fc-nell.png" class="avatar avatar-68 photo" height="68" width="68" /></div>'
        '<div id="author-description"><h2>About Nell Okafor</h2>Nell has lived on Poplar Street since 2004 and started The Porch after the Courier closed its village office. Tips: nell@ferriscreekporch.example.com</div></div></footer></article>'
        '<nav id="nav-single"><span class="nav-previous"><a href="/2013/06/07/pool-opens/" rel="prev"><span class="meta-nav">&larr;</span> Pool opens Saturday with new hours</a></span>'
        '<span class="nav-next"><a href="/2013/06/13/taco-truck/" rel="next">A taco truck on Main Street? Council says maybe <span class="meta-nav">&rarr;</span></a></span></nav>'
    )
    after = (
        '<div id="comments"><h2 id="comments-title">15 thoughts on &ldquo;<span>Village council to vote on rail yard dog park next Monday</span>&rdquo;</h2>'
        + _wp_list(cs, pings)
        + '<div id="respond"><h3 id="reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>'
        '<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" size="30" /></p>'
        '<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p></form></div></div>'
    )
    side = (
        '<aside id="search-2" class="widget widget_search"><form method="get" id="searchform" action="/"><input type="text" class="field" name="s" id="s" placeholder="Search" /></form></aside>'
        '<aside id="text-3" class="widget widget_text"><h3 class="widget-title">Got a tip?</h3><div class="textwidget">Email nell@ferriscreekporch.example.com or call 555-0142. We read everything.</div></aside>'
        '<aside id="recent-posts-2" class="widget widget_recent_entries"><h3 class="widget-title">Recent Posts</h3>'
        + ranked(
            """A taco truck on Main Street? Council says maybe
Village council to vote on rail yard dog park next Monday
Pool opens Saturday with new hours
Ferris Creek grads: the class of 2013 in pictures
Water main break closes Poplar Street until Friday""",
            tag="ul",
        )
        + "</aside>"
        '<aside id="most-discussed" class="widget widget_popular"><h3 class="widget-title">Most Talked About</h3>'
        + ranked(
            """Water main break closes Poplar Street until Friday | 41
School levy fails by 212 votes | 38
Village council to vote on rail yard dog park next Monday | 15
Who keeps stealing the library's flower pots? | 12""",
        )
        + "</aside>"
        '<aside id="archives-2" class="widget widget_archive"><h3 class="widget-title">Archives</h3><ul><li><a href="/2013/06/">June 2013</a></li><li><a href="/2013/05/">May 2013</a></li><li><a href="/2013/04/">April 2013</a></li><li><a href="/2013/03/">March 2013</a></li></ul></aside>'
        '<aside id="linkcat-2" class="widget widget_links"><h3 class="widget-title">Around Town</h3><ul class="xoxo blogroll"><li><a href="/">Ferris Creek Public Library</a></li><li><a href="/">Village of Ferris Creek</a></li><li><a href="/">Canal Street Notes</a></li><li><a href="/">FC Boosters</a></li></ul></aside>'
    )
    body = (
        '<div id="page" class="hfeed"><header id="branding" role="banner"><hgroup><h1 id="site-title"><a href="/" rel="home">The Ferris Creek Porch</a></h1>'
        '<h2 id="site-description">News from the front porch of a small Ohio village</h2></hgroup></header>'
        '<nav id="access" role="navigation"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/category/village-hall/">Village Hall</a></li><li><a href="/category/schools/">Schools</a></li>'
        '<li><a href="/category/business/">Business</a></li><li><a href="/category/events/">Events</a></li><li><a href="/about/">About</a></li></ul></nav>'
        f'<div id="main"><div id="primary"><div id="content" role="main">{post}{after}</div></div>'
        f'<div id="secondary" class="widget-area" role="complementary">{side}</div></div>'
        '<footer id="colophon" role="contentinfo"><div id="site-generator">&copy; 2013 The Ferris Creek Porch &middot; <a href="/">Proudly powered by WordPress</a></div></footer></div>'
    )
    html = doc(
        "Village council to vote on rail yard dog park next Monday",
        "The Ferris Creek Porch",
        WP_CSS,
        body,
        "single single-post postid-2291 single-format-standard singular two-column right-sidebar",
    )
    return make(
        "dk-wp-ferriscreek",
        "discussion",
        html,
        cs,
        path="/2013/06/11/rail-yard-dog-park/",
        container="ol.commentlist",
        heading="15 thoughts on “Village council to vote on rail yard dog park next Monday”",
        description="A US village blog on a WordPress theme: 14 comments threaded three deep, the blogger's three answers marked 'Author', a pingback between the comments (the heading's 15 counts it).",
    )


# --------------------------------------------------------------------------- UK: weekly paper's vendor CMS

PAPER_CSS = (
    "body{margin:0;background:#f1f1f1;font:12px/1.5 Arial,Helvetica,sans-serif;color:#222}#wrapper{width:976px;margin:0 auto;background:#fff}"
    "#topLinks{background:#333;color:#ccc;font-size:11px;padding:4px 10px;overflow:hidden}#topLinks a{color:#fff}#topLinks .r{float:right}"
    "#titleBar{padding:14px 10px;overflow:hidden}#titleBar .mast{font:bold 42px 'Times New Roman',serif;color:#6a0d1e}#titleBar .wx{float:right;text-align:right}"
    "#mainNav{background:#6a0d1e;margin:0;padding:0;list-style:none;overflow:hidden}#mainNav li{float:left}#mainNav a{display:block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}"
    "#subNav{background:#eadfe1;padding:4px 10px;font-size:11px}#leftCol{float:left;width:630px;padding:12px}#rightCol{float:right;width:310px;padding:12px 0}"
    ".mod{border:1px solid #ddd;margin-bottom:12px}.mod h3{margin:0;padding:5px 8px;background:#6a0d1e;color:#fff;font-size:13px}.mod ol,.mod ul{margin:6px 0;padding-left:26px}"
    ".mpu{height:250px;background:#f6f6f6;border:1px solid #ddd;text-align:center;color:#999;font-size:10px;margin-bottom:12px}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px}"
    ".cntr{color:#666}.nqComment{border-bottom:1px dotted #bbb;padding:8px 0}.nqComment .by{font-weight:bold;color:#6a0d1e}.nqComment .ts{color:#888;font-size:11px}.nqTools{font-size:11px;color:#666}"
    ".nqRemoved{color:#999;font-style:italic;padding:8px 0;border-bottom:1px dotted #bbb}.pager a,.pager strong{margin:0 3px}#footer{clear:both;background:#333;color:#aaa;padding:14px;font-size:11px}"
)


def paper_wexbury() -> Case:
    cs = talk(
        """
Wexbury Resident @ 6:12pm Thu 18 Oct 12 :: So they close the library two days a week and now want £1.20 an hour to park outside the shops that are already half empty. Genius.
Cllr_watcher @ 6:40pm Thu 18 Oct 12 :: The council has to find £2.3m. Everyone moans about cuts and then moans about charges. Which is it?
Tony Gresham @ 6:58pm Thu 18 Oct 12 :: @Cllr_watcher It's neither, it's about not killing the high street. Go to Ashcombe on a Saturday, free parking for two hours and the place is heaving.
Wexbury Resident @ 7:05pm Thu 18 Oct 12 :: @Cllr_watcher they could start by not paying consultants £90k to tell them to put up car park charges.
margaret h @ 7:31pm Thu 18 Oct 12 :: I'm 78 and I don't drive but the bus from Lower Stanbridge stops at 5pm now so my son brings me in on a Saturday. He says he won't bother if he has to pay. We'll go to the big Tesco instead and I'll miss Mr Patel's shop.
Dave the plumber @ 8:02pm Thu 18 Oct 12 :: Tradesmen will get hammered by this. I'm in and out of Market St all day picking up bits from Harkers. £1.20 every time? Cheers.
Cllr_watcher @ 8:15pm Thu 18 Oct 12 :: @Wexbury Resident Fair point on the consultants, I'll give you that one.
JennyB79 @ 9:44pm Thu 18 Oct 12 :: Does anyone know if the disabled bays will still be free? My mum has a blue badge and the article doesn't say.
Gazette reader @ 10:10pm Thu 18 Oct 12 :: @JennyB79 It's in the consultation doc on the council website, page 11. Blue badge holders free for 3 hours in the on-street bays, but not in the Kings Yard car park. Which is daft as that's the one nearest the health centre.
JennyB79 @ 10:26pm Thu 18 Oct 12 :: @Gazette reader thank you! Will be writing in about Kings Yard then.
Stanbridge Steve @ 7:03am Fri 19 Oct 12 :: Typical Wexbury. Twenty years ago you couldnt move in that town on market day. Now its charity shops, bookies and empty units. Charging people to park wont change that either way, the internet did it not the council.
Wexbury Resident @ 7:30am Fri 19 Oct 12 :: @Stanbridge Steve partly true but why make it worse.
NotFromRoundHere @ 8:48am Fri 19 Oct 12 :: Genuine question, where is the consultation? The link in the article just goes to the council home page.
Gazette reader @ 9:05am Fri 19 Oct 12 :: @NotFromRoundHere Search "town centre parking review 2012" on the council site, it's under Have Your Say. Closes 16 November.
Dave the plumber @ 12:20pm Fri 19 Oct 12 :: @Cllr_watcher £2.3m is about the cost of the new civic centre car park they built for themselves in 2009. Funny that one's free.
Cllr_watcher @ 12:51pm Fri 19 Oct 12 :: @Dave the plumber staff pay to park there since April actually. Not defending the rest of it.
Pam Fairbrother @ 2:33pm Fri 19 Oct 12 :: I run the wool shop on Bridge Row. Half my customers are over 65 and come in by car from the villages. If this goes through I give it a year. // Please, everyone, respond to the consultation. Letters to the Gazette are lovely but the council counts the forms.
margaret h @ 3:10pm Fri 19 Oct 12 :: @Pam Fairbrother I bought my grandson's christening shawl wool from you! Will fill in the form this weekend.
Old Wexburian @ 5:47pm Fri 19 Oct 12 :: 30 mins free then charge. Done. Why is that so hard.
Stanbridge Steve @ 6:30pm Fri 19 Oct 12 :: @Old Wexburian because then they dont make the £2.3m do they.
""",
        at_names=True,
    )
    removed_after = 10  # "This post has been removed" after the 11th comment

    def item(i: int, c: C, rec: int) -> str:
        cid = 9823411 + 13 * i
        return (
            f'<div class="nqComment" id="c{cid}"><div class="nqHead"><a class="by" href="/users/profile/{slug(c.who)}/">{esc(c.who)}</a> '
            f'<span class="ts">{esc(c.at)}</span></div>'
            f'<div class="nqText">{paras(c.body)}</div>'
            f'<div class="nqTools"><a href="#" class="rec">Recommend? ({rec})</a> | <a href="/report/{cid}/" rel="nofollow">Report this post</a> | <a href="#nqForm">Reply</a></div></div>'
        )

    recs = [14, 3, 9, 11, 22, 8, 2, 1, 6, 0, 7, 4, 0, 2, 12, 1, 19, 5, 8, 3]
    items = []
    for i, c in enumerate(cs):
        items.append(item(i, c, recs[i]))
        if i == removed_after:
            items.append(
                '<div class="nqRemoved">This post has been removed by a moderator because it broke our <a href="/rules/">house rules</a>.</div>'
            )
    post = (
        '<div class="storyHead"><p class="crumb"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a> &rsaquo; <a href="/news/wexbury/">Wexbury</a></p>'
        "<h1>Town centre parking charges &quot;will finish off&quot; Market Street, traders warn</h1>"
        '<p class="standfirst">Council proposes £1.20 an hour in six free car parks to help close £2.3m gap</p>'
        '<p class="storyBy">By Helen Marchbank, Local Democracy Reporter <br />4:00pm Thursday 18th October 2012 in <a href="/news/">News</a></p></div>'
        + share({"Facebook": "56", "Twitter": "23", "Email": "", "Print": ""})
        + '<div class="storyBody">'
        "<p>TRADERS in Wexbury town centre say plans to bring in parking charges in six council car parks that have been free for decades could be &quot;the final nail in the coffin&quot; for Market Street.</p>"
        "<p>Wexbury District Council is proposing a flat charge of £1.20 an hour, Monday to Saturday, in car parks including Kings Yard, Cattle Market and the Bridge Row lot, as part of efforts to close a £2.3m gap in next year's budget.</p>"
        "<p>The plans, which went out to consultation this week, would raise an estimated £410,000 a year.</p>"
        "<p>Raj Patel, who has run Patel's Newsagents on Market Street for 19 years and chairs the Wexbury Traders' Association, said: &quot;We have eleven empty units between the war memorial and the bridge. People come here because they can park for nothing and pop in. Take that away and they will drive to the retail park.&quot;</p>"
        "<p>Councillor Graham Tilley, cabinet member for resources, said: &quot;Nobody wants to charge for parking but every pound we don't raise is a pound we have to cut from somewhere else, and we have already reduced library hours. We want to hear from people before anything is decided.&quot;</p>"
        "<p>The consultation closes on November 16. A decision is expected at full council in January.</p></div>"
        '<div class="authorBox"><img src="/_avatar/wg-hm.jpg" width="50" height="50" alt="" /><p><strong>Helen Marchbank</strong>, Local Democracy Reporter. Email helen.marchbank@wexburygazette.example.co.uk &middot; <a href="/author/hmarchbank/">More from this author</a></p></div>'
        '<div class="mod related"><h3>Related links</h3><ul><li><a href="/news/library-hours/">Library opening hours cut to three days</a></li><li><a href="/news/budget-gap/">Council faces £2.3m black hole</a></li><li><a href="/news/empty-shops/">Eleven empty shops: can Market Street recover?</a></li></ul></div>'
    )
    after = (
        '<div id="nqComments"><a name="comments"></a><h2>Comments (34)</h2>'
        '<p class="nqRules">Please keep it civil. <a href="/rules/">Read the rules</a> before posting. Oldest first.</p>'
        '<div class="pager">Page 1 of 2 &middot; <strong>1</strong> <a href="/news/9823001.parking_charges/?page=2#comments">2</a> <a href="/news/9823001.parking_charges/?page=2#comments">Next &raquo;</a></div>'
        + "".join(items)
        + '<div class="pager">Page 1 of 2 &middot; <strong>1</strong> <a href="/news/9823001.parking_charges/?page=2#comments">2</a> <a href="/news/9823001.parking_charges/?page=2#comments">Next &raquo;</a></div></div>'
    )
    side = (
        '<div class="mpu">ADVERTISEMENT</div>'
        '<div class="mod"><h3>Most read</h3>'
        + ranked(
            """Man, 43, charged after Stanbridge pub fight
Town centre parking charges "will finish off" Market Street, traders warn
Wexbury Town 2 Ashcombe Rovers 2: late equaliser rescues point
Pictures: Lower Stanbridge scarecrow festival
Roadworks on the A4082 to last until Christmas"""
        )
        + "</div>"
        '<div class="mod"><h3>Most commented</h3>'
        + ranked(
            """Town centre parking charges "will finish off" Market Street, traders warn | 34
Travellers move on to Cattle Market car park | 27
Library opening hours cut to three days | 21
Letters: the bins, again | 9""",
            "comments",
        )
        + "</div>"
        '<div class="mod"><h3>Family notices</h3><ul><li>Deaths: WHITCOMBE Arthur</li><li>Deaths: PRIOR Jean Mary</li><li>Births: LOCKE Isabella Rose</li></ul><p><a href="/announcements/">Place a notice</a></p></div>'
        '<div class="mod"><h3>Weather</h3><p>Wexbury: light rain, 11&deg;C. Tomorrow: sunny spells, 13&deg;C.</p></div>'
        '<div class="mod"><h3>Jobs</h3><ul><li>Care Assistant, Wexbury, £6.50/hr</li><li>HGV Class 1 Driver, Ashcombe</li><li>Part-time Receptionist, Stanbridge Vets</li></ul></div>'
    )
    body = (
        '<div id="wrapper"><div id="topLinks"><span class="r"><a href="/login/">Log in</a> | <a href="/register/">Register</a> | <a href="/subscribe/">Subscribe</a></span>Tuesday 23 October 2012</div>'
        '<div id="titleBar"><span class="mast">Wexbury &amp; District Gazette</span><div class="wx">Wexbury 11&deg;C<br /><a href="/epaper/">Read this week&#39;s paper</a></div></div>'
        '<ul id="mainNav"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/leisure/">What&#39;s On</a></li><li><a href="/property/">Property</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/motors/">Motors</a></li><li><a href="/announcements/">Announcements</a></li></ul>'
        '<div id="subNav"><a href="/news/wexbury/">Wexbury</a> | <a href="/news/stanbridge/">Stanbridge</a> | <a href="/news/ashcombe/">Ashcombe</a> | <a href="/news/letters/">Letters</a> | <a href="/news/columnists/">Columnists</a></div>'
        f'<div id="leftCol">{post}{after}</div><div id="rightCol">{side}</div>'
        '<div id="footer"><p><a href="/contact/">Contact us</a> | <a href="/advertise/">Advertise</a> | <a href="/rules/">House rules</a> | <a href="/privacy/">Privacy</a> | <a href="/cookies/">Cookies</a></p>'
        "<p>&copy; Copyright 2001-2012 Wexbury Newspapers Ltd. All rights reserved. Registered in England No. 0419922.</p></div></div>"
    )
    html = doc(
        'Town centre parking charges "will finish off" Market Street, traders warn',
        "Wexbury & District Gazette",
        PAPER_CSS,
        body,
        "article",
    )
    return make(
        "dk-paper-wexbury",
        "discussion",
        html,
        cs,
        path="/news/9823001.parking_charges/",
        container="div#nqComments",
        heading="Comments (34)",
        description="A UK weekly's vendor CMS: page 1 of 2 of 34 (20 comments on the page), one flat list with 12 '@name' answers, 'Recommend? (n)', a removed post between the 11th and 12th comment.",
    )


# --------------------------------------------------------------------------- Ireland: Joomla community site


JOOMLA_CSS = (
    "body{margin:0;background:#1f3d2b;font:13px/1.55 Tahoma,Verdana,sans-serif;color:#333}#kv-wrap{width:960px;margin:0 auto;background:#fff}"
    "#kv-header{background:#2e7d4f;color:#fff;padding:18px}#kv-header .logo{font:bold 32px Georgia}#kv-header .slogan{color:#cfe8d6}"
    "#kv-menu ul{margin:0;padding:0;list-style:none;background:#173f27;overflow:hidden}#kv-menu li{float:left}#kv-menu a{display:block;color:#fff;padding:8px 12px;text-decoration:none}"
    "#kv-main{float:left;width:640px;padding:16px}#kv-right{float:right;width:270px;padding:16px 8px}.moduletable h3{font-size:13px;color:#2e7d4f;border-bottom:2px solid #2e7d4f;margin:0 0 6px}"
    ".moduletable{margin-bottom:16px}.contentheading{font:bold 24px Georgia;color:#173f27}.small,.createdate{color:#888;font-size:11px}"
    "#jc .rbox{border:1px solid #dde;margin:8px 0;padding:8px}#jc .rbox-title{font-weight:bold}#jc .rvote{float:right;font-size:11px}#jc .rvote .pos{color:green}#jc .rvote .neg{color:#b00}"
    "#jc blockquote{background:#f4f4f4;border-left:3px solid #ccc;margin:4px 0;padding:4px 8px;font-size:12px}#jc blockquote .qname{font-weight:bold;display:block}"
    "#kv-footer{clear:both;background:#173f27;color:#aac;padding:14px;font-size:11px}"
)


def joomla_kilcarrig() -> Case:
    cs = talk("""
Seán Ó Dubhghaill @ 12.03.2014 19:22 :: Great news for the club and the parish. Those lads have been training in the dark under the one floodlight by the dressing rooms since I was a minor, and that was a long time ago.
Mairead K @ 12.03.2014 20:05 :: Well done to everyone on the committee. The Lotto has been going for 9 years to pay for this, every euro of it was earned.
^0 Concerned neighbour @ 12.03.2014 21:41 :: With respect, some of us living on the Gorteen road have to look at them. Nobody from the club called to a single house about the height or what time they go off at. 10.30 at night is too late in a rural area.
^2 Declan Furlong @ 13.03.2014 08:17 :: I'm the club secretary. You're right that we should have called around and I apologise for that. The planning condition is 10pm off, not 10.30, and they're angled down. Ring me on 087 555 0193 and I'll come out and stand in your garden with you the first night they're on.
Mairead K @ 13.03.2014 09:02 :: Fair play Declan, that's the way to do it.
Bríd Nic Giolla @ 13.03.2014 11:35 :: Any chance the ladies team will get a fair share of the evenings now? Last year we got Tuesdays only and the under 14s were moved off the pitch twice.
^5 Declan Furlong @ 13.03.2014 12:10 :: Bríd, the new rota goes to the AGM of the ladies club next week. Two nights guaranteed is the proposal. Not perfect but better.
John Joe @ 14.03.2014 22:48 :: 180 grand for lights and the road into the village still has a pothole you could lose a calf in. Just saying.
^7 Seán Ó Dubhghaill @ 15.03.2014 10:03 :: John Joe the road is the County Council's, the lights are the club's own money and the sports capital grant. Different pots entirely.
""")

    votes = [(12, 0), (9, 0), (4, 7), (15, 1), (6, 0), (8, 2), (5, 0), (3, 9), (7, 2)]

    def quote(c: C) -> str:
        if c.parent is None:
            return ""
        p = cs[c.parent]
        short = p.body.split("\n\n")[0]
        short = short if len(short) < 140 else short[:137].rsplit(" ", 1)[0] + "..."
        return f'<blockquote><span class="qname">{esc(p.who)} wrote:</span>{esc(short)}</blockquote>'

    rows = []
    for i, c in enumerate(cs):
        up, down = votes[i]
        rows.append(
            f'<div class="rbox" id="jc-{1861 + i}"><div class="rvote"><a href="#" class="pos" title="Good">+{up}</a> <a href="#" class="neg" title="Poor">-{down}</a></div>'
            f'<span class="rbox-title">#{i + 1}</span> <span class="rbox-author">{esc(c.who)}</span> <span class="rbox-date">{esc(c.at)}</span>'
            f'<div class="rbox-body">{quote(c)}{paras(c.body)}</div>'
            f'<div class="rbox-links"><a href="#addcomments">Quote</a> | <a href="#addcomments">Reply</a> | <a href="#" rel="nofollow">Report to administrator</a></div></div>'
        )
    post = (
        '<table class="contentpaneopen"><tr><td class="contentheading" width="100%">Kilcarrig Gaels get green light for pitch floodlights</td>'
        '<td align="right" width="100%" class="buttonheading"><a href="/index.php?view=article&amp;id=612&amp;format=pdf" title="PDF">PDF</a></td>'
        '<td align="right" width="100%" class="buttonheading"><a href="/index.php?view=article&amp;id=612&amp;tmpl=component&amp;print=1" title="Print">Print</a></td>'
        '<td align="right" width="100%" class="buttonheading"><a href="/index.php?option=com_mailto" title="E-mail">E-mail</a></td></tr></table>'
        '<table class="contentpaneopen"><tr><td><span class="small">Written by Orla Brennan</span>&nbsp;&nbsp;</td></tr>'
        '<tr><td valign="top" class="createdate">Wednesday, 12 March 2014 17:40</td></tr><tr><td valign="top">'
        "<p>Kilcarrig Gaels GAA club has been granted planning permission by the County Council for six 18-metre floodlights around the main pitch at Páirc Uí Néill, ending a two-year wait.</p>"
        "<p>The €180,000 project will be funded by a €95,000 Sports Capital Programme grant and the club's own fundraising, including nine years of the weekly club Lotto.</p>"
        "<p>Conditions attached to the permission say the lights must be switched off by 10pm and fitted with cowls to limit light spill onto the Gorteen road. Two objections were lodged during the process.</p>"
        "<p>Club chairman Pádraig Hennelly said work would begin in May with the aim of having the lights ready for the start of the winter league. &quot;This is for every team in the club, from the under 8s to the junior B footballers and the ladies,&quot; he said.</p>"
        '<div class="addthis_toolbox"><a class="addthis_button_facebook_like">Like</a> <span class="cnt">142</span> <a class="addthis_button_tweet">Tweet</a> <span class="cnt">11</span> <a class="addthis_button_compact">Share</a></div>'
        '</td></tr><tr><td class="modifydate">Last Updated on Wednesday, 12 March 2014 18:02</td></tr></table>'
        '<table align="center" class="pagenav"><tr><th class="pagenav_prev"><a href="/sport/611-u14-blitz">&lt; Prev</a></th><td>&nbsp;</td><th class="pagenav_next"><a href="/sport/613-scor-sinsear">Next &gt;</a></th></tr></table>'
    )
    after = (
        '<div id="jc"><div id="comments"><h4>Comments</h4><div class="rss"><a href="/index.php?option=com_jcomments&amp;task=rss&amp;object_id=612">RSS feed for comments to this post</a></div>'
        f'<div class="comments-list" id="comments-list-0">{"".join(rows)}</div></div>'
        '<a id="addcomments" href="#addcomments"></a><h4>Add comment</h4><form id="comments-form" name="comments-form" action="javascript:void(null);">'
        '<p><input id="comments-form-name" type="text" name="name" value="" maxlength="20" size="22" /> <label for="comments-form-name">Name (required)</label></p>'
        '<p><input id="comments-form-email" type="text" name="email" value="" size="22" /> <label for="comments-form-email">E-mail</label></p>'
        '<p><textarea id="comments-form-comment" name="comment" cols="65" rows="8"></textarea></p>'
        '<div id="comments-form-buttons"><div class="btn" id="comments-form-send"><a href="#">Send</a></div></div></form>'
        '<div id="comments-footer" align="center">JComments</div></div>'
    )
    side = (
        '<div class="moduletable"><h3>Latest News</h3>'
        + ranked(
            """Kilcarrig Gaels get green light for pitch floodlights
Scór Sinsear: Kilcarrig set dancers into county final
Garda clinic moves to Thursdays
Tidy Towns meeting Monday, new members welcome
Death of Nora Fitzmaurice, Gorteen""",
            tag="ul",
            cls="latestnews",
        )
        + "</div>"
        '<div class="moduletable"><h3>Most Read</h3>'
        + ranked(
            """Kilcarrig Gaels get green light for pitch floodlights | 1,284
Death of Nora Fitzmaurice, Gorteen | 1,102
Parish newsletter 9 March | 644
Bog road closed for resurfacing | 590""",
            "hits",
            tag="ul",
            cls="mostread",
        )
        + "</div>"
        '<div class="moduletable"><h3>Club Lotto</h3><p>No jackpot winner on 10 March. Numbers 4, 11, 19, 25. Next week&#39;s jackpot <strong>€6,600</strong>. Match 3: Joan Kearns, The Cross; Mick Dolan, Ballyroe.</p></div>'
        '<div class="moduletable"><h3>Poll</h3><form><p>Should the village get a second bottle bank?</p><label><input type="radio" name="p" /> Yes</label><br /><label><input type="radio" name="p" /> No</label><br /><input type="submit" value="Vote" class="button" /> <a href="/poll/results">Results</a></form></div>'
        '<div class="moduletable"><h3>Who&#39;s Online</h3>We have 23 guests online</div>'
    )
    body = (
        '<div id="kv-wrap"><div id="kv-header"><div class="logo">Kilcarrig Voice</div><div class="slogan">News, sport and notices from Kilcarrig and the surrounding townlands</div></div>'
        '<div id="kv-menu"><ul class="menu"><li class="item1"><a href="/">Home</a></li><li class="item2"><a href="/news">News</a></li><li class="item3 active"><a href="/sport">Sport</a></li>'
        '<li class="item4"><a href="/parish">Parish</a></li><li class="item5"><a href="/deaths">Death Notices</a></li><li class="item6"><a href="/whatson">What&#39;s On</a></li><li class="item7"><a href="/contact">Contact</a></li></ul></div>'
        '<div id="kv-pathway"><span class="breadcrumbs pathway"><a href="/" class="pathway">Home</a> &raquo; <a href="/sport" class="pathway">Sport</a></span></div>'
        f'<div id="kv-main">{post}{after}</div><div id="kv-right">{side}</div>'
        '<div id="kv-footer">&copy; 2014 Kilcarrig Voice. Community news since 2006. Powered by Joomla!. Valid XHTML and CSS.</div></div>'
    )
    html = doc(
        "Kilcarrig Gaels get green light for pitch floodlights",
        "Kilcarrig Voice",
        JOOMLA_CSS,
        body,
    )
    return make(
        "dk-joomla-kilcarrig",
        "discussion",
        html,
        cs,
        path="/sport/612-kilcarrig-gaels-floodlights",
        container="div#comments-list-0",
        heading="Comments",
        description="An Irish community site on Joomla with a JComments-like list: 9 comments, flat, numbered, four answers quoting their parent ('NAME wrote:' in a blockquote), +/- votes.",
    )


def threads_dk() -> list[Case]:
    return [wp_ferriscreek(), paper_wexbury(), joomla_kilcarrig()]
