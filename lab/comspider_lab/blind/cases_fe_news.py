"""Blind set fe: four news and opinion sites. A Drupal-style local news site of 2012 (titled comments, "Submitted by
NAME on DATE", replies in an indented block), a town newspaper's own CMS of 2013 ("Have your say", name and town,
recommend counters, replies one deep), a tech blog of 2013 whose discussion a hosted comment widget drew into the
page before it was saved (relative times, votes, "Also on" box) and a political opinion blog of 2011 (long, numbered,
flat comments quoting the post and each other). Every site, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fe_common import (
    Case,
    avatars,
    doc,
    esc,
    kids,
    lines_html,
    make,
    svg,
    talk,
)
from comspider_lab.blind.cases_fe_common import (
    slugify as slug,
)

# --------------------------------------------------------------------------- a Drupal-style local news site, 2012


def drupal_speed() -> Case:
    cs = talk("""
Old Town resident || Wed, 03/14/2012 - 09:12 || About time. Cars come down Tanners Row at forty in the mornings and there's a primary school at the bottom of it. I've been asking for this since my eldest started there.
>ChrisW || Wed, 03/14/2012 - 10:03 || Nobody is doing forty down Tanners Row, it's barely wide enough for one car and the bins. The problem is Mill Street.
>>Old Town resident || Wed, 03/14/2012 - 10:41 || Come and stand outside number 12 at 8.30 any weekday and tell me that again.
bikinggran || Wed, 03/14/2012 - 11:20 || As someone who cycles to the market every Saturday, thank you to the councillors who voted for it. Whether anyone will actually stick to it without cameras is another question.
H. Penhaligon || Wed, 03/14/2012 - 13:55 || £38,000 for signs. I'd rather they fixed the potholes on the Lower Road, which are doing a far better job of slowing people down than any sign ever will.
>Gazette reader || Wed, 03/14/2012 - 14:30 || Signs are a lot cheaper than a single child in hospital. But agreed about the Lower Road, it's a disgrace.
DaveTheVan || Wed, 03/14/2012 - 17:08 || Deliver in the Old Town six days a week. Twenty is fine, most of the time you can't get above fifteen anyway. What would actually help is somewhere to stop for five minutes without a ticket.
Marjorie Tull || Thu, 03/15/2012 - 08:47 || Will the 20 zone include Chapel Lane? The map in the paper cuts off just before it and it's the worst road in town for speeding.
>Harwick Valley News || Thu, 03/15/2012 - 09:30 || Hi Marjorie, we checked with the council's highways team: Chapel Lane is included as far as the junction with Quarry Road. We've added the full map to the story.
""")
    path = "/news/2012/03/council-approves-20mph-zone-old-town"
    subjects = [
        "About time",
        "Nobody is doing forty down…",
        "Come and stand outside…",
        "Thank you",
        "Potholes",
        "Signs are a lot cheaper than a…",
        "Deliveries",
        "Chapel Lane?",
        "Re: Chapel Lane?",
    ]
    k = kids(cs)
    zebra = iter(["odd", "even"] * 10)

    def block(i: int) -> str:
        c = cs[i]
        cid = 18830 + i
        staff = c.who == "Harwick Valley News"
        who = (
            f'<a href="/users/{slug(c.who)}" title="View user profile.">{esc(c.who)}</a>'
            if c.who != "Old Town resident"
            else f"{esc(c.who)} (not verified)"
        )
        sub = "".join(block(j) for j in k.get(i, []))
        sub = f'<div class="talk-indent">\n{sub}</div>\n' if sub else ""
        return (
            f'<a id="comment-{cid}"></a>\n<div class="talk-item talk-{next(zebra)}{" talk-by-staff" if staff else ""}">\n'
            f'<h3 class="talk-subject"><a href="/comment/{cid}#comment-{cid}" class="active">{esc(subjects[i])}</a></h3>\n'
            f'<div class="talk-submitted">Submitted by {who} on {esc(c.at)}.</div>\n'
            f'<div class="talk-body">{lines_html(c.raw)}</div>\n'
            f'<ul class="links"><li class="comment_forbidden first last"><span><a href="/user/login?destination=comment%2Freply%2F4417%23comment-form">Login</a> or <a href="/user/register?destination=comment%2Freply%2F4417%23comment-form">register</a> to post comments</span></li></ul>\n'
            f"</div>\n{sub}"
        )

    thread = "".join(block(i) for i in k[None])
    recent = "".join(
        f'<li><a href="/comment/{n}#comment-{n}">{esc(t)}</a><br />{esc(w)}</li>'
        for t, n, w in (
            ("Shame about the old cinema", 18825, "3 hours 12 min ago"),
            ("They said the same in 2009", 18821, "5 hours 40 min ago"),
            ("Well done to the under-12s", 18818, "9 hours 3 min ago"),
            ("Parking at the station", 18812, "1 day 2 hours ago"),
            ("Re: Parking at the station", 18811, "1 day 3 hours ago"),
        )
    )
    body = f"""<body class="not-front not-logged-in page-node node-type-story two-sidebars">
<div id="page"><div id="header">
<div id="logo-title"><a href="/" title="Home" rel="home" id="logo"><img src="/sites/default/files/hvn_logo.svg" width="260" height="60" alt="Harwick Valley News" /></a><div id="site-slogan">Your town. Your news. Since 1998 online.</div></div>
<div id="leaderboard" class="block block-ad"><span class="ad-label">Advertisement</span><a href="/ads/click/331"><img src="/sites/default/files/ads/garden-centre-728.svg" width="728" height="90" alt="Pennock's Garden Centre - spring sale now on" /></a></div>
<ul class="primary-links"><li><a href="/">Home</a></li><li class="active-trail"><a href="/news">News</a></li><li><a href="/sport">Sport</a></li><li><a href="/whats-on">What's On</a></li><li><a href="/community">Community</a></li><li><a href="/jobs">Jobs</a></li><li><a href="/contact">Contact</a></li></ul>
</div>
<div id="main"><div id="content">
<div class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/news">News</a> &rsaquo; <a href="/news/2012/03">March 2012</a></div>
<h1 class="title">Council approves 20mph zone for Old Town streets</h1>
<div id="node-4417" class="node node-story">
<div class="meta"><span class="submitted">Wed, 03/14/2012 - 07:30 &mdash; Newsdesk</span> <div class="terms"><ul class="links inline"><li><a href="/tags/council" rel="tag">Council</a></li><li><a href="/tags/old-town" rel="tag">Old Town</a></li><li><a href="/tags/roads" rel="tag">Roads</a></li></ul></div></div>
<div class="content">
<p>A 20mph limit will cover most of Harwick's Old Town from the summer after district councillors voted nine to four in favour on Tuesday night.</p>
<p><img src="/sites/default/files/imagecache/story/tanners-row.svg" width="460" height="300" alt="Tanners Row" /><br /><em>Tanners Row, one of the streets inside the new zone.</em></p>
<p>The scheme, which will cost around £38,000 in signs and road markings, was proposed after a petition signed by more than 600 residents and parents of pupils at St Clement's Primary.</p>
<p>Councillor Ruth Avenell, who chairs the transport committee, said the limit would be enforced by the police but that there were no plans for cameras. "This is about changing how people drive in a place where they live and shop," she said.</p>
<p>Opponents on the council argued the money would be better spent on repairs elsewhere in the district. The zone is expected to be in place by July.</p>
<p><a href="/sites/default/files/old-town-20mph-map.pdf">Download the full map of the zone (PDF, 412KB)</a></p>
</div>
<div class="node-links"><ul class="links inline"><li class="print_html first"><a href="/print/4417" title="Display a printer-friendly version of this page." rel="nofollow">Printer-friendly version</a></li><li class="forward_links"><a href="/forward/4417" title="Forward this page to a friend">Send to friend</a></li><li class="statistics_counter last"><span>1,904 reads</span></li></ul></div>
<div class="addthis-row"><a class="addthis-button" href="http://www.example.com/bookmark.php?v=250">Share</a> <span class="at-count">Facebook (23)</span> <span class="at-count">Twitter (11)</span></div>
</div>
<div class="block block-related"><h2>Related stories</h2><ul><li><a href="/news/2012/02/petition-slower-streets-handed-in">Petition for slower streets handed in</a> <span class="date">02/08/2012</span></li><li><a href="/news/2011/11/near-miss-outside-st-clements">Near miss outside St Clement's worries parents</a> <span class="date">11/22/2011</span></li><li><a href="/news/2011/09/lower-road-repairs-delayed">Lower Road repairs delayed again</a> <span class="date">09/30/2011</span></li></ul></div>
<div id="comments">
<h2 class="comments">Comments</h2>
{thread}
<div class="box"><h2 class="title">Post new comment</h2><div class="content"><p><a href="/user/login?destination=comment%2Freply%2F4417%23comment-form">Login</a> or <a href="/user/register?destination=comment%2Freply%2F4417%23comment-form">register</a> to post comments</p></div></div>
</div>
</div>
<div id="sidebar-left" class="sidebar">
<div class="block block-user"><h2>User login</h2><form action="/user/login" method="post"><p><label>Username: <input type="text" name="name" size="15" /></label></p><p><label>Password: <input type="password" name="pass" size="15" /></label></p><p><input type="submit" value="Log in" /></p><ul><li><a href="/user/register">Create new account</a></li><li><a href="/user/password">Request new password</a></li></ul></form></div>
<div class="block block-menu"><h2>Sections</h2><ul class="menu"><li><a href="/news/council">Council</a></li><li><a href="/news/crime">Crime</a></li><li><a href="/news/education">Education</a></li><li><a href="/news/business">Business</a></li><li><a href="/letters">Letters</a></li><li><a href="/obituaries">Obituaries</a></li></ul></div>
<div class="block block-poll"><h2>Poll</h2><p><b>Should the Old Town be closed to cars on market days?</b></p><form action="/poll/vote" method="post"><p><label><input type="radio" name="choice" value="1" /> Yes</label><br /><label><input type="radio" name="choice" value="2" /> No</label><br /><label><input type="radio" name="choice" value="3" /> Only in summer</label></p><p><input type="submit" value="Vote" /></p></form><p><a href="/poll">Older polls</a> &middot; 312 votes</p></div>
</div>
<div id="sidebar-right" class="sidebar">
<div class="block block-ad"><span class="ad-label">Advertisement</span><img src="/sites/default/files/ads/estate-agent-160.svg" width="160" height="600" alt="Marlow &amp; Finch Estate Agents" /></div>
<div class="block block-comment"><h2>Recent comments</h2><ul class="recent-talk">{recent}</ul></div>
<div class="block block-popular"><h2>Popular content</h2><h3>Today's:</h3><ul><li><a href="/news/2012/03/old-cinema-to-become-flats">Old cinema to become flats</a></li><li><a href="/news/2012/03/council-approves-20mph-zone-old-town">Council approves 20mph zone for Old Town streets</a></li><li><a href="/sport/2012/03/under-12s-reach-county-final">Under-12s reach county final</a></li></ul><h3>All time:</h3><ul><li><a href="/news/2010/12/snow-closes-every-school">Snow closes every school in the valley</a></li><li><a href="/news/2011/06/bypass-go-ahead">Bypass gets the go-ahead</a></li></ul></div>
<div class="block block-archive"><h2>Archive</h2><ul><li><a href="/news/2012/03">March 2012</a> (41)</li><li><a href="/news/2012/02">February 2012</a> (88)</li><li><a href="/news/2012/01">January 2012</a> (93)</li></ul></div>
<div class="block block-weather"><h2>Valley weather</h2><p>Today: showers, 9&deg;C<br />Tomorrow: sunny spells, 11&deg;C</p></div>
</div>
</div>
<div id="footer"><p>&copy; 2012 Harwick Valley News &middot; <a href="/terms">Terms</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/advertise">Advertise with us</a></p><p class="drupal-credit">Powered by Drupal, an open source content management system</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css" media="all">
body{margin:0;font:12px/1.5 Arial,Helvetica,sans-serif;background:#dde3ea}#page{width:980px;margin:0 auto;background:#fff}
#header{padding:10px}.primary-links{list-style:none;background:#1e4470;margin:8px 0 0;padding:6px}.primary-links li{display:inline;margin-right:12px}.primary-links a{color:#fff}
#main{position:relative}#content{float:left;width:560px;margin-left:190px;padding:10px}#sidebar-left{position:absolute;left:0;top:0;width:170px;padding:10px}#sidebar-right{float:right;width:180px;padding:10px}#footer{clear:both;padding:10px;background:#eee;font-size:11px}
.ad-label{display:block;font-size:9px;color:#999;text-transform:uppercase}.meta,.date{font-size:11px;color:#777}.block{margin-bottom:14px}.block h2{font-size:13px;background:#eef1f5;padding:3px}
.talk-item{border:1px solid #e3e6ea;padding:6px 10px;margin-bottom:8px}.talk-even{background:#f8f9fa}.talk-indent{margin-left:26px}
.talk-subject{font-size:13px;margin:0}.talk-submitted{font-size:11px;color:#777}.talk-by-staff{border-left:3px solid #1e4470}.links{font-size:11px}
.at-count{background:#eee;padding:1px 5px;font-size:11px}
</style>"""
    files = {
        "/sites/default/files/hvn_logo.svg": svg(260, 60, "#1e4470", "Harwick Valley News", 18),
        "/sites/default/files/ads/garden-centre-728.svg": svg(
            728, 90, "#3c7a2a", "Pennock's Garden Centre - spring sale"
        ),
        "/sites/default/files/ads/estate-agent-160.svg": svg(160, 600, "#6a1e3a", "Marlow & Finch", 12),
        "/sites/default/files/imagecache/story/tanners-row.svg": svg(460, 300, "#8a7a6a", "Tanners Row"),
    }
    html = (
        doc("xhtml", title="Council approves 20mph zone for Old Town streets | Harwick Valley News", head=css)
        + body
    )
    return make(
        "fe-drupal-news-speed",
        "discussion",
        html,
        cs,
        path=path,
        container="div#comments after h2 'Comments': a#comment-N then div.talk-item (h3.talk-subject a SUBJECT, div.talk-submitted 'Submitted by NAME on DATE.', div.talk-body p TEXT, ul.links 'Login or register to post comments'); replies in a div.talk-indent sibling right after the parent's div, three deep once; the site's own answer (div.talk-by-staff, 'Harwick Valley News') a reply",
        heading="Comments",
        description="A Drupal-style local news site of 2012 (invented valley town): 9 comments under a council story, each with a subject line (the truth's text is the body, not the subject), 'Submitted by NAME on Wed, 03/14/2012 - 09:12.', replies in div.talk-indent blocks after their parents (three deep once; the newsdesk answers a reader; one '(not verified)' guest); leaderboard and skyscraper ads, breadcrumb, printer-friendly and read counter, share counts, related stories with dates, a login block, a poll, 'Recent comments' (subjects and ages linking other comments), popular content, archive with counts, weather.",
        lookalikes=("ul.recent-talk",),
        files=files,
    )


# --------------------------------------------------------------------------- a town newspaper's own CMS, 2013


def courier_homes() -> Case:
    cs = talk("""
Brackley Lane resident || 10:42am Tue 12 Mar 13 || The inspector needs to come and look at the lane at school pick-up time. Four hundred houses means at least six hundred more cars on a road with no pavement for half its length.
>Mike_E || 11:15am Tue 12 Mar 13 || There's a pavement planned, it's in the section 106 agreement. Whether it ever gets built is another matter of course.
>Brackley Lane resident || 11:58am Tue 12 Mar 13 || Mike, it was in the last one as well, for the twelve houses by the pub. Still waiting.
firsttimebuyer84 || 11:03am Tue 12 Mar 13 || I'm 28, I work in Eastmoor, and I'm still living with my parents because there is nothing I can afford within ten miles. Everyone wants houses built, just somewhere else. // Forty per cent of these are meant to be affordable. I'd be first in the queue.
>Gillian Parr || 12:20pm Tue 12 Mar 13 || I completely understand that, and my own son is in the same position. But "affordable" on the last development meant eighty per cent of market price, which is still well out of reach for most young people round here.
>>firsttimebuyer84 || 12:51pm Tue 12 Mar 13 || That's fair, and it's a real problem. I'd still rather have a chance at one than none.
Arthur Hemsley || 1:34pm Tue 12 Mar 13 || The farm floods every other winter. I've lived across the road from it for thirty-one years and I've seen the bottom field under water more times than I can count. Where is that water going to go when it's all concrete?
Eastmoor Tory voter || 2:02pm Tue 12 Mar 13 || The council turned this down for good reasons and now a man in Bristol who has never been here will decide it. So much for localism.
>Dan K || 2:40pm Tue 12 Mar 13 || The council turned it down because three councillors live on Brackley Lane. Let's not pretend otherwise.
>>Eastmoor Tory voter || 3:15pm Tue 12 Mar 13 || That's a serious accusation, Dan. Planning committee members with an interest have to declare it and leave the room.
Sue from the surgery || 3:48pm Tue 12 Mar 13 || Nobody has mentioned the doctors. We already have a three week wait for a routine appointment. Where are a thousand new patients going to go?
Rev. Colin Ward || 5:10pm Tue 12 Mar 13 || Whatever the inspector decides, I hope we can keep this conversation civil. We will all still be neighbours afterwards, in the old houses and the new.
P Wilmott || 7:26pm Tue 12 Mar 13 || Appeal hearing is at the Town Hall on the 9th of April, 10am, and members of the public can attend and speak if they register beforehand. Worth going if you feel strongly either way.
Kay || 9:55pm Tue 12 Mar 13 || Thanks for that P Wilmott, I didn't know we could speak. I'll be there.
""")
    path = "/news/10231744.plans_for_400_homes_at_brackley_farm_go_to_appeal/"
    towns = {
        "Brackley Lane resident": "Brackley",
        "Mike_E": "Eastmoor",
        "firsttimebuyer84": "Eastmoor",
        "Gillian Parr": "Brackley",
        "Arthur Hemsley": "Brackley",
        "Eastmoor Tory voter": "Eastmoor",
        "Dan K": "Lowfield",
        "Sue from the surgery": "Eastmoor",
        "Rev. Colin Ward": "Brackley",
        "P Wilmott": "Upper Thorne",
        "Kay": "Eastmoor",
    }
    votes = [14, 3, 9, 22, 17, 6, 25, 4, 11, 2, 19, 30, 12, 1]
    k = kids(cs)

    def one(i: int, reply: bool) -> str:
        c = cs[i]
        rid = 5590120 + i
        sub = "".join(one(j, True) for j in k.get(i, []))
        sub = f'<div class="hys-replies">\n{sub}</div>\n' if sub else ""
        return (
            f'<div class="hys-entry{" hys-reply" if reply else ""}" id="hys-{rid}">\n'
            f'<p class="hys-who"><a href="/profile/{slug(c.who)}/" class="hys-name">{esc(c.who)}</a>, <span class="hys-town">{esc(towns[c.who])}</span> '
            f'<span class="hys-says">says...</span></p>\n'
            f'<p class="hys-time">{esc(c.at)}</p>\n'
            f'<div class="hys-text">{lines_html(c.raw)}</div>\n'
            f'<p class="hys-tools"><a href="/comments/recommend/{rid}" class="hys-rec">Recommend? ({votes[i]})</a> | '
            f'<a href="/comments/report/{rid}">Report this comment</a>'
            f"{'' if reply else f' | <a href=/comments/reply/{rid}>Reply to this comment</a>'}</p>\n{sub}</div>\n"
        )

    thread = "".join(one(i, False) for i in k[None])
    body = f"""<body id="article-page">
<div id="wrapper">
<div id="topbar"><span class="today">Tuesday 12th March 2013</span> <a href="/subscribe/">Subscribe</a> <a href="/e-edition/">e-Edition</a> <a href="/login/">Sign in</a> | <a href="/register/">Register</a></div>
<div id="masthead"><a href="/"><img src="/resources/images/courier-masthead.svg" width="420" height="70" alt="The Eastmoor Courier" /></a><div class="mpu-top"><span class="ad-lab">Advertisement</span><img src="/adserver/carpets-468.svg" width="468" height="60" alt="Feld Carpets - half price fitting" /></div></div>
<ul id="nav"><li><a href="/">Home</a></li><li class="on"><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/leisure/">Leisure</a></li><li><a href="/yoursay/">Your Say</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/motors/">Motors</a></li><li><a href="/homes/">Homes</a></li><li><a href="/announcements/">Announcements</a></li></ul>
<div id="main-area">
<div id="story-col">
<p class="kicker">Brackley</p>
<h1 class="headline">Plans for 400 homes at Brackley Farm go to appeal</h1>
<p class="byline">By <a href="/author/profile/118/">Laura Penfold</a>, Chief Reporter</p>
<p class="stamp">7:00am Tuesday 12th March 2013 in <a href="/news/">News</a></p>
<div class="share-tools"><a href="/share/facebook/">Facebook</a> <span>41</span> <a href="/share/twitter/">Twitter</a> <span>12</span> <a href="/share/email/">Email</a> <a href="/print/">Print</a> <a href="#hys">Comments (14)</a></div>
<div class="story-body">
<p class="intro"><strong>A DEVELOPER refused permission to build 400 homes on farmland at Brackley has taken its fight to a Government planning inspector.</strong></p>
<img src="/resources/photos/brackley-farm.svg" width="460" height="290" alt="Brackley Farm" /><p class="caption">The fields at Brackley Farm where the homes would be built</p>
<p>Thornwell Homes lodged the appeal last week, four months after Eastmoor District Council's planning committee rejected its outline application by seven votes to two.</p>
<p>The company says the scheme would provide 160 affordable homes, a new primary school site and a shop, and that the district has failed to identify enough land for housing over the next five years.</p>
<p>Councillors cited traffic on Brackley Lane, flooding and pressure on the village surgery when they refused the plans in November.</p>
<p>A public hearing will be held at Eastmoor Town Hall in April.</p>
</div>
<div class="mpu-mid"><span class="ad-lab">Advertisement</span><img src="/adserver/bank-300.svg" width="300" height="250" alt="Borough Building Society - fixed rate savings" /></div>
<div class="related-box"><h3>Related links</h3><ul><li><a href="/news/9931002.councillors_throw_out_brackley_farm_plans/">Councillors throw out Brackley Farm plans</a> <span>20 Nov 2012</span></li><li><a href="/news/9621480.hundreds_object_to_brackley_homes/">Hundreds object to Brackley homes</a> <span>14 Aug 2012</span></li><li><a href="/news/9405210.surgery_waiting_times_worst_in_county/">Surgery waiting times worst in county</a> <span>2 May 2012</span></li></ul></div>
<div id="hys">
<h2 class="hys-heading">Have your say</h2>
<p class="hys-count">Comments (14) &middot; <a href="?sort=oldest" class="on">Oldest first</a> | <a href="?sort=newest">Newest first</a> | <a href="?sort=recommended">Most recommended</a></p>
<p class="hys-rules">Comments are moderated after they are posted. Please read our <a href="/rules/">house rules</a> before commenting.</p>
{thread}
<div class="hys-form"><h3>Add your comment</h3><p>You must be <a href="/login/">signed in</a> to comment. Not registered? <a href="/register/">Register here</a>.</p></div>
</div>
</div>
<div id="right-col">
<div class="rbox mpu"><span class="ad-lab">Advertisement</span><img src="/adserver/motors-300.svg" width="300" height="250" alt="Eastmoor Motors - nearly new" /></div>
<div class="rbox most"><h3>Most read</h3><ol><li><a href="/news/10231120.a_road_closed_after_crash/">A-road closed after crash at Thorne crossroads</a></li><li><a href="/news/10231744.plans_for_400_homes_at_brackley_farm_go_to_appeal/">Plans for 400 homes at Brackley Farm go to appeal</a></li><li><a href="/news/10230991.pub_reopens/">The Plough reopens under new landlady</a></li><li><a href="/sport/10230554.town_held_to_draw/">Town held to draw by ten men</a></li></ol></div>
<div class="rbox most"><h3>Most commented</h3><ol><li><a href="/news/10229711.parking_charges_rise/">Parking charges to rise in town centre</a> <span class="cc">(63)</span></li><li><a href="/news/10231744.plans_for_400_homes_at_brackley_farm_go_to_appeal/">Plans for 400 homes at Brackley Farm go to appeal</a> <span class="cc">(14)</span></li><li><a href="/news/10228006.bin_collections/">Fortnightly bin collections start in June</a> <span class="cc">(48)</span></li></ol></div>
<div class="rbox jobs"><h3>Local jobs</h3><ul><li><a href="/jobs/55102/">Care Assistant</a> &ndash; Eastmoor</li><li><a href="/jobs/55087/">HGV Driver Class 2</a> &ndash; Lowfield</li><li><a href="/jobs/55063/">Receptionist (part time)</a> &ndash; Upper Thorne</li></ul></div>
<div class="rbox notices"><h3>Family notices</h3><ul><li>Births &middot; Marriages &middot; Deaths</li><li><a href="/announcements/">Place a notice</a></li></ul></div>
<div class="rbox weather"><h3>Weather</h3><p>Eastmoor: light rain, 6&deg;C</p></div>
</div>
</div>
<div id="footer"><ul><li><a href="/contact/">Contact us</a></li><li><a href="/advertise/">Advertise</a></li><li><a href="/terms/">Terms</a></li><li><a href="/privacy/">Privacy</a></li></ul><p>&copy; 2013 The Eastmoor Courier. Part of a regional newspaper group.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#ececec;font:13px Arial,sans-serif}#wrapper{width:990px;margin:0 auto;background:#fff}
#topbar{background:#222;color:#ccc;font-size:11px;padding:4px 10px}#topbar a{color:#fff;margin-left:8px}#masthead{padding:10px;overflow:hidden}.mpu-top{float:right}
#nav{list-style:none;margin:0;padding:0;background:#a3161a}#nav li{display:inline-block;padding:6px 10px}#nav a{color:#fff;font-weight:bold}
#story-col{float:left;width:640px;padding:12px}#right-col{float:right;width:310px;padding:12px 6px}#footer{clear:both;background:#222;color:#aaa;padding:10px;font-size:11px}
.kicker{color:#a3161a;font-weight:bold;text-transform:uppercase;font-size:11px}.headline{font:bold 28px Georgia,serif;margin:4px 0}.byline,.stamp{font-size:11px;color:#666}
.share-tools span{background:#eee;padding:0 4px;margin-right:6px}.ad-lab{display:block;font-size:9px;color:#999}.caption{font-size:11px;color:#666}
.hys-heading{background:#a3161a;color:#fff;padding:4px 8px;font-size:15px}.hys-count,.hys-rules{font-size:11px}
.hys-entry{border-bottom:1px solid #ddd;padding:8px 0}.hys-replies{margin-left:30px;border-left:2px solid #eee;padding-left:10px}
.hys-who{margin:0;font-weight:bold}.hys-town{font-weight:normal;color:#666}.hys-says{font-weight:normal;color:#999}.hys-time{margin:0;font-size:11px;color:#888}.hys-tools{font-size:11px}
.rbox{margin-bottom:14px}.rbox h3{border-bottom:2px solid #a3161a;font-size:13px}.cc{color:#a3161a}
</style>"""
    files = {
        "/resources/images/courier-masthead.svg": svg(420, 70, "#a3161a", "The Eastmoor Courier", 22),
        "/adserver/carpets-468.svg": svg(468, 60, "#4a2a7a", "Feld Carpets - half price fitting"),
        "/adserver/bank-300.svg": svg(300, 250, "#1a5a3a", "Borough Building Society"),
        "/adserver/motors-300.svg": svg(300, 250, "#333", "Eastmoor Motors"),
        "/resources/photos/brackley-farm.svg": svg(460, 290, "#6a8a3a", "Brackley Farm"),
    }
    html = (
        doc(
            "html4t",
            title="Plans for 400 homes at Brackley Farm go to appeal (From The Eastmoor Courier)",
            head=css,
        )
        + body
    )
    return make(
        "fe-courier-news-homes",
        "discussion",
        html,
        cs,
        path=path,
        container="div#hys after h2 'Have your say' and 'Comments (14) · Oldest first | Newest first | Most recommended': div.hys-entry (p.hys-who a NAME, span.hys-town TOWN 'says...'; p.hys-time DATE; div.hys-text p TEXT; p.hys-tools 'Recommend? (N) | Report this comment | Reply to this comment'); replies one or two deep in div.hys-replies inside the parent's entry",
        heading="Have your say",
        description="A town newspaper's own CMS of 2013 (invented): 14 registered readers' comments under a planning-appeal story, 'NAME, TOWN says...' with '10:42am Tue 12 Mar 13' times and 'Recommend? (N)' counters, replies nested in div.hys-replies (two answers to the first comment, one of them its own writer's; two threads two deep); top bar, masthead ad, MPUs, share counts, related links with dates, 'Most read', 'Most commented' with counts, local jobs, family notices, weather.",
        files=files,
    )


# --------------------------------------------------------------------------- a tech blog with a hosted widget, 2013


def tech_widget() -> Case:
    cs = talk("""
kernelpanik || 5 months ago || Good write-up. The bit about the bootloader being locked again after the OTA update is the real story here, I think. Half the people in the forums bought this phone specifically to flash it.
>Sam Okafor || 5 months ago || Agreed, and the manufacturer's reply on that was basically "we don't comment on future updates". Not encouraging.
>>kernelpanik || 5 months ago || Which in my experience means "yes, we did it on purpose".
>>Rhys T || 5 months ago || There's already a workaround posted if you downgrade to the March build first. Not for the faint of heart though.
Beatrix L || 5 months ago || Two days of battery? In what world. Mine is dead by teatime with the screen on auto brightness and Wi-Fi only. Did you have the sync turned off?
>Sam Okafor || 5 months ago || Sync on, auto brightness, mostly Wi-Fi, about 3.5 hours of screen time a day. Two days was a light weekend, normal weekdays were more like a day and a half. I'll make that clearer in the review.
>>Beatrix L || 5 months ago || Thanks Sam. I'll try a factory reset, maybe something is stuck in the background.
>>>danwmorris || 5 months ago || Check the battery stats for the weather widget. It was keeping mine awake all night, uninstalling it doubled my standby.
jonny_d || 5 months ago || Still no SD card slot. Deal breaker for me, sorry. 16GB with 11 usable is a joke in 2013.
>fliptop || 5 months ago || The 32GB version is only £40 more. I'd rather that than a slow card anyway.
>>jonny_d || 5 months ago || £40 is £40. And cards aren't slow any more if you buy a decent one.
Ada Pemberton || 5 months ago || The camera samples at night look a lot better than last year's model. Are those straight out of the phone or did you edit them?
>Sam Okafor || 5 months ago || Straight out, just resized for the page. The full size files are linked under each sample if you want to pixel peep.
Mo || 4 months ago || Bought one after reading this. No regrets after a week, the screen is gorgeous. The speaker is tinny though, you were too kind about that.
guest_reader || 4 months ago || Any news on when it comes to the smaller networks? Mine still has it as "coming soon".
>Rhys T || 4 months ago || Mine got it last Friday, so probably within the next couple of weeks for the rest.
""")
    author = "Sam Okafor"
    path = "/2013/04/24/review-the-orbit-s3-is-the-best-value-phone-of-the-year/"
    times = [
        "Wednesday, April 24, 2013 9:14 AM",
        "Wednesday, April 24, 2013 9:40 AM",
        "Wednesday, April 24, 2013 10:02 AM",
        "Wednesday, April 24, 2013 11:26 AM",
        "Wednesday, April 24, 2013 9:21 AM",
        "Wednesday, April 24, 2013 9:55 AM",
        "Wednesday, April 24, 2013 10:30 AM",
        "Wednesday, April 24, 2013 1:12 PM",
        "Wednesday, April 24, 2013 10:47 AM",
        "Wednesday, April 24, 2013 11:05 AM",
        "Wednesday, April 24, 2013 11:31 AM",
        "Wednesday, April 24, 2013 2:18 PM",
        "Wednesday, April 24, 2013 3:02 PM",
        "Thursday, May 2, 2013 8:44 PM",
        "Monday, May 6, 2013 12:09 PM",
        "Monday, May 6, 2013 4:37 PM",
    ]
    likes = [21, 9, 14, 6, 3, 11, 1, 8, 5, 7, 2, 4, 6, 10, 0, 1]
    k = kids(cs)

    def post(i: int) -> str:
        c = cs[i]
        pid = 862201000 + i * 713
        mod = " cvy-moderator" if c.who == author else ""
        badge = '<span class="cvy-badge">Mod</span>' if c.who == author else ""
        guest = c.who == "guest_reader"
        who = (
            f'<span class="cvy-author">{esc(c.who)}</span>'
            if guest
            else f'<span class="cvy-author"><a href="http://convoy.example.com/by/{slug(c.who)}/" data-user="{slug(c.who)}">{esc(c.who)}</a></span>'
        )
        parent = ""
        if c.parent is not None:
            parent = f'<a class="cvy-parent-link" href="#cvy-post-{862201000 + c.parent * 713}" title="in reply to {esc(cs[c.parent].who)}"><i class="cvy-icon-reply"></i> {esc(cs[c.parent].who)}</a>'
        sub = "".join(post(j) for j in k.get(i, []))
        sub = f'<ul class="cvy-children">\n{sub}</ul>\n' if sub else ""
        return (
            f'<li class="cvy-post-item" id="cvy-post-{pid}">\n<div class="cvy-post{mod}">\n'
            f'<div class="cvy-avatar"><a href="#"><img src="/cvy/avatars/{slug(c.who)}.svg" width="48" height="48" alt="Avatar" /></a></div>\n'
            f'<div class="cvy-post-body"><header class="cvy-post-meta">{who}{badge} {parent} <span class="cvy-bullet">&bull;</span> '
            f'<a class="cvy-time" href="{path}#cvy-post-{pid}" title="{times[i]}">{esc(c.at)}</a></header>\n'
            f'<div class="cvy-message">{lines_html(c.raw)}</div>\n'
            f'<footer class="cvy-post-foot"><span class="cvy-vote"><a href="#" class="cvy-up">&#9650;</a> <span class="cvy-count">{likes[i] or ""}</span> <a href="#" class="cvy-down">&#9660;</a></span> '
            f'<span class="cvy-bullet">&bull;</span> <a href="#" class="cvy-reply">Reply</a> <span class="cvy-bullet">&bull;</span> <a href="#" class="cvy-share">Share &rsaquo;</a></footer>\n'
            f"</div></div>\n{sub}</li>\n"
        )

    thread = "".join(post(i) for i in k[None])
    also = "".join(
        f'<li class="cvy-also-item"><a href="{h}"><span class="cvy-also-title">{esc(t)}</span></a><p class="cvy-also-meta">{n} comments &bull; {w}</p></li>'
        for t, h, n, w in (
            (
                "The Slate 10 tablet: six months on",
                "/2013/03/11/the-slate-10-six-months-on/",
                48,
                "a month ago",
            ),
            (
                "Why your router's default password is still a problem",
                "/2013/04/02/router-default-passwords/",
                112,
                "22 days ago",
            ),
            (
                "Hands-on: the budget smartwatch that actually works",
                "/2013/04/15/hands-on-budget-smartwatch/",
                31,
                "9 days ago",
            ),
            ("Podcast #86: phones, phones and more phones", "/2013/04/19/podcast-86/", 7, "5 days ago"),
        )
    )
    body = f"""<body class="single-post">
<div class="site-wrap">
<header class="site-head"><div class="inner"><a class="logo" href="/">byte<b>shed</b></a>
<nav class="primary"><a href="/category/phones/" class="current">Phones</a><a href="/category/tablets/">Tablets</a><a href="/category/laptops/">Laptops</a><a href="/category/apps/">Apps</a><a href="/category/how-to/">How-to</a><a href="/podcast/">Podcast</a><a href="/deals/">Deals</a></nav>
<div class="social-follow"><a href="/follow/twitter">Follow @byteshed</a> <span class="fcount">18.2K</span> <a href="/follow/facebook">Like</a> <span class="fcount">9,411</span> <a href="/feed/">RSS</a></div></div></header>
<div class="ad-leader"><span>Advertisement</span><img src="/ads/leader-cloud.svg" width="728" height="90" alt="Cloud backup for small business - try it free" /></div>
<main class="content-area">
<article class="post">
<p class="post-cat"><a href="/category/phones/">Phones</a> / <a href="/category/reviews/">Reviews</a></p>
<h1 class="post-title">Review: the Orbit S3 is the best value phone of the year</h1>
<div class="post-byline"><img src="/img/authors/sam.svg" width="30" height="30" alt="" /> By <a href="/author/sam-okafor/">Sam Okafor</a> on April 24, 2013 at 9:00 am &middot; <a href="#cvy-thread">16 Comments</a></div>
<div class="share-bar"><a href="#" class="sh-tw">Tweet</a><span class="sh-n">212</span><a href="#" class="sh-fb">Share</a><span class="sh-n">486</span><a href="#" class="sh-gp">+1</a><span class="sh-n">57</span><a href="#" class="sh-in">in Share</a><span class="sh-n">14</span><a href="#" class="sh-rd">reddit</a></div>
<div class="post-content">
<p>The Orbit S3 costs less than half of this spring's flagships and does nearly everything they do. After two weeks with it as my only phone, I'm struggling to find a reason to tell most people to spend more.</p>
<p><img src="/wp-content/uploads/2013/04/orbit-s3-front.svg" width="620" height="400" alt="The Orbit S3" /></p>
<h2>Screen and build</h2>
<p>The 4.7-inch 720p screen is bright and sharp enough that I stopped noticing it wasn't 1080p within a day. The plastic back creaks a little if you squeeze it, which you won't.</p>
<h2>Battery</h2>
<p>I got two days from a charge over a light weekend and a day and a half in normal use. That's better than anything else I've tested this year.</p>
<h2>The catch</h2>
<p>Storage. The base model has 16GB, of which about 11 is yours, and there's no card slot. And the April update locked the bootloader again, which won't bother most buyers but will annoy the people who made the last model a hit.</p>
<table class="spec-box"><tr><th>Price</th><td>&pound;229 (16GB), &pound;269 (32GB)</td></tr><tr><th>Screen</th><td>4.7in, 1280x720</td></tr><tr><th>Battery</th><td>2,100mAh</td></tr><tr><th>Verdict</th><td><b>4.5 / 5</b></td></tr></table>
</div>
<div class="post-tags">Tags: <a href="/tag/android/">Android</a> <a href="/tag/orbit/">Orbit</a> <a href="/tag/reviews/">reviews</a> <a href="/tag/budget-phones/">budget phones</a></div>
<div class="author-box"><img src="/img/authors/sam.svg" width="60" height="60" alt="" /><p><b>Sam Okafor</b> is byteshed's mobile editor. He has owned more phones than is sensible. <a href="/follow/sam">@samokafor</a></p></div>
<div class="related-posts"><h3>Related Posts</h3><ul><li><a href="/2013/02/27/orbit-s3-announced/"><img src="/img/thumbs/r1.svg" width="140" height="90" alt="" /><span>Orbit S3 announced: 4.7in, two-day battery, &pound;229</span></a><em>February 27, 2013</em></li><li><a href="/2012/10/09/review-orbit-s2/"><img src="/img/thumbs/r2.svg" width="140" height="90" alt="" /><span>Review: Orbit S2</span></a><em>October 9, 2012</em></li><li><a href="/2013/04/10/best-phones-under-300/"><img src="/img/thumbs/r3.svg" width="140" height="90" alt="" /><span>The best phones under &pound;300</span></a><em>April 10, 2013</em></li></ul></div>
</article>
<div id="cvy-thread" class="cvy-embed">
<div class="cvy-thread-head"><div class="cvy-head-tabs"><span class="cvy-count-tab"><b>16 comments</b></span><span class="cvy-brand">Convoy</span><a href="#" class="cvy-login">Login</a></div>
<div class="cvy-sort"><a href="#" class="cvy-recommend">&#9733; Recommend <span>12</span></a> <a href="#" class="cvy-share-thread">Share</a> <span class="cvy-sort-by">Sort by <b>Oldest</b></span></div>
<div class="cvy-compose"><img src="/cvy/avatars/anon.svg" width="48" height="48" alt="" /><div class="cvy-textarea" contenteditable="true" data-placeholder="Join the discussion..."></div></div></div>
<ul class="cvy-post-list">
{thread}</ul>
<div class="cvy-thread-foot"><a href="#" class="cvy-load-more" style="display:none">Load more comments</a></div>
<div class="cvy-also"><h4>ALSO ON BYTESHED</h4><ul>{also}</ul></div>
<div class="cvy-footer"><a href="#" class="cvy-subscribe">Subscribe</a> <a href="#" class="cvy-add">Add Convoy to your site</a> <span class="cvy-powered">Powered by Convoy</span></div>
</div>
<script type="text/javascript">var convoy_shortname = 'byteshed'; var convoy_identifier = '2013-04-24-orbit-s3';</script>
<noscript>Please enable JavaScript to view the comments powered by Convoy.</noscript>
</main>
<aside class="sidebar">
<div class="widget ad"><span>Advertisement</span><img src="/ads/mpu-broadband.svg" width="300" height="250" alt="Fibre broadband from £12" /></div>
<div class="widget popular"><h3>Most Popular</h3><ol><li><a href="/2013/04/02/router-default-passwords/">Why your router's default password is still a problem</a> <span>112 comments</span></li><li><a href="{path}">Review: the Orbit S3 is the best value phone of the year</a> <span>16 comments</span></li><li><a href="/2013/03/11/the-slate-10-six-months-on/">The Slate 10 tablet: six months on</a> <span>48 comments</span></li></ol></div>
<div class="widget newsletter"><h3>Get the byteshed newsletter</h3><form action="/newsletter" method="post"><input type="text" name="email" placeholder="Your email" /> <button>Sign up</button></form></div>
<div class="widget tweets"><h3>Latest tweets</h3><ul><li>New podcast: phones, phones and more phones <a href="/podcast/">/podcast/86</a> <span>5 days ago</span></li><li>Our Orbit S3 review is up. Spoiler: buy one. <span>9 hours ago</span></li></ul></div>
<div class="widget archives"><h3>Archives</h3><select name="archive-dropdown"><option>April 2013</option><option>March 2013</option><option>February 2013</option><option>January 2013</option><option>December 2012</option></select></div>
<div class="widget tags"><h3>Tags</h3><p><a href="/tag/android/" style="font-size:18px">Android</a> <a href="/tag/apps/" style="font-size:12px">apps</a> <a href="/tag/deals/" style="font-size:10px">deals</a> <a href="/tag/ios/" style="font-size:15px">iOS</a> <a href="/tag/security/" style="font-size:13px">security</a> <a href="/tag/tablets/" style="font-size:14px">tablets</a> <a href="/tag/windows-phone/" style="font-size:11px">Windows Phone</a></p></div>
</aside>
<footer class="site-foot">&copy; 2013 byteshed. All rights reserved. <a href="/about/">About</a> &middot; <a href="/advertise/">Advertise</a> &middot; <a href="/privacy/">Privacy</a></footer>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#f4f4f4;font:15px/1.55 'Open Sans',Helvetica,Arial,sans-serif;color:#222}.site-wrap{width:1000px;margin:0 auto;background:#fff}
.site-head{background:#111;color:#fff;padding:12px 20px}.logo{color:#fff;font-size:26px;text-decoration:none}.primary a{color:#ddd;margin-left:16px}.fcount{background:#333;padding:0 4px;font-size:11px}
.ad-leader{text-align:center;padding:8px}.ad-leader span,.widget.ad span{display:block;font-size:9px;color:#999}
.content-area{float:left;width:640px;padding:16px 20px}.sidebar{float:right;width:300px;padding:16px 10px;font-size:13px}.site-foot{clear:both;padding:16px;color:#888;font-size:12px}
.post-byline{font-size:12px;color:#777}.sh-n{background:#eee;padding:0 5px;margin-right:6px;font-size:11px}.spec-box th{text-align:left;padding-right:12px}
.related-posts li{display:inline-block;width:190px;vertical-align:top;font-size:12px}.related-posts em{display:block;color:#999}
.cvy-embed{font-family:Helvetica,Arial,sans-serif;font-size:13px;border-top:2px solid #e7e9ee;margin-top:20px;padding-top:10px}
.cvy-head-tabs{border-bottom:2px solid #e7e9ee;padding-bottom:6px}.cvy-brand{float:right;color:#656c7a;margin-left:12px}.cvy-login{float:right}
.cvy-sort{font-size:12px;color:#656c7a;padding:6px 0}.cvy-textarea{border:1px solid #dbdfe4;min-height:36px;margin-left:58px}
.cvy-post-list,.cvy-children{list-style:none;padding:0}.cvy-children{margin-left:60px}.cvy-post{overflow:hidden;padding:10px 0}
.cvy-avatar{float:left;width:48px;margin-right:12px}.cvy-post-body{margin-left:60px}.cvy-author a,.cvy-author{font-weight:bold;color:#2a2e2e}
.cvy-badge{background:#2e9fff;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.cvy-time,.cvy-parent-link{color:#656c7a;font-size:12px}
.cvy-post-foot{font-size:12px;color:#656c7a}.cvy-also h4{color:#656c7a;font-size:12px}.cvy-also-item{display:inline-block;width:140px;vertical-align:top;font-size:12px}
.cvy-also-meta{color:#888;font-size:11px}.cvy-footer{font-size:11px;color:#999;border-top:1px solid #eee;padding-top:6px}
</style>"""
    files = avatars([c.who for c in cs] + ["anon"], "/cvy/avatars/", 48)
    files.update(
        {
            "/ads/leader-cloud.svg": svg(728, 90, "#2a6ab0", "Cloud backup for small business"),
            "/ads/mpu-broadband.svg": svg(300, 250, "#7a2ab0", "Fibre broadband from £12"),
            "/img/authors/sam.svg": svg(60, 60, "#444", "S", 26),
            "/wp-content/uploads/2013/04/orbit-s3-front.svg": svg(620, 400, "#222", "Orbit S3"),
            **{f"/img/thumbs/r{n}.svg": svg(140, 90, "#556") for n in (1, 2, 3)},
        }
    )
    html = (
        doc("html5", title="Review: the Orbit S3 is the best value phone of the year | byteshed", head=css)
        + body
    )
    return make(
        "fe-techblog-widget-orbit",
        "discussion",
        html,
        cs,
        path=path,
        container="div#cvy-thread (the invented hosted widget 'Convoy' as its script left it in the page) ul.cvy-post-list after '16 comments', Recommend, 'Sort by Oldest' and the compose box: li.cvy-post-item > div.cvy-post (div.cvy-avatar; div.cvy-post-body: header.cvy-post-meta span.cvy-author NAME, a 'Mod' badge on the writer's, a.cvy-parent-link '↩ PARENT' on replies, a.cvy-time '5 months ago' with the full date as title; div.cvy-message p TEXT; footer '▲ N ▼ • Reply • Share ›'); replies in ul.cvy-children inside the li, four deep once; then the widget's 'ALSO ON BYTESHED' box (other posts' titles with comment counts and ages)",
        heading="16 comments",
        description="A tech blog of 2013 (invented 'byteshed') whose discussion a hosted comment widget (invented 'Convoy', Disqus-era shape) drew into the page before it was saved: 16 comments in nested lists four deep, relative times ('5 months ago', '4 months ago') with the full date only in the title attribute, vote counts, the reviewer's three answers with a 'Mod' badge, parent links on replies, one guest without a profile link; the widget's 'ALSO ON BYTESHED' box, the embed's config script and noscript line; share counters, spec table, author box, related posts with dates, ads, 'Most Popular' with comment counts, newsletter, latest tweets, archive dropdown, tag cloud.",
        lookalikes=("div.cvy-also",),
        files=files,
    )


# --------------------------------------------------------------------------- a political opinion blog, 2011


def opinion_library() -> Case:
    cs = talk("""
Hal Brannock || September 7, 2011 at 8:51 am || > "A city that sells its library to balance one year's books has not balanced anything. It has just sold the furniture to pay the rent." // Exactly right, and it's the line the council never answers. The building brings in nothing but it costs nothing to own either; the maintenance is the same whether it's a library or offices. The sale money is a one-off. The deficit isn't. // What happens next year, when there's nothing left to sell?
Councilwatcher || September 7, 2011 at 9:33 am || I disagree with this post more than I usually do here, so let me try and explain why without shouting. // The Carnegie building on Front Street needs a new roof, new wiring and a lift to meet the access rules. The estimate last spring was $2.1 million. The branch library in the mall gets three times the visitors. Nobody is closing the library service; they are closing one building that was built for a city of 9,000 people. // You can love a building and still admit it is the wrong building.
Ruth Ellery || September 7, 2011 at 10:02 am || > The branch library in the mall gets three times the visitors. // @Councilwatcher, it gets three times the visitors because it's open three times the hours. The Front Street branch was cut to two days a week in 2009. That statistic is the result of the policy, not a reason for it.
Dennis Faulk || September 7, 2011 at 11:47 am || Libraries are a 19th century answer to a 19th century problem. Everything in that building is on the internet now. I say sell it, put the money in the roads, and let people who want a reading room pay for one.
Ruth Ellery || September 7, 2011 at 12:15 pm || @Dennis Faulk, my mother does her taxes on the computers in that building because she doesn't have one at home. So do half the people on the east side. "It's on the internet" assumes you have the internet.
J. Okonkwo-Hale || September 7, 2011 at 1:30 pm || Long-time reader, first comment. I was on the library board from 2003 to 2008. // Two things nobody in this argument seems to know. First, the building was gifted to the city in 1911 with a covenant that it be used "for the free instruction of the people"; I'm not a lawyer, but the city's own attorney flagged it in 2006. Second, the roof estimate everybody quotes included replacing the slate with slate. A metal roof was quoted at about a third of that. // I don't know whether the covenant holds. But it's strange that it isn't mentioned once in the council's proposal.
Councilwatcher || September 7, 2011 at 2:12 pm || > the city's own attorney flagged it in 2006 // That's genuinely news to me, and if true it changes the picture. Do you know if that memo is public? I'd happily eat my words.
J. Okonkwo-Hale || September 7, 2011 at 3:05 pm || @Councilwatcher It should be in the board minutes for March 2006, which are in the library's own local history room, of all places. Ask for the blue binders.
Pat from Eastside || September 7, 2011 at 6:40 pm || This is the best discussion I've read on this blog in a long time. Everyone keep it up. I'm going to the council meeting on the 15th and I'm going to print some of this out.
Mireille Sand || September 8, 2011 at 7:22 am || I want to gently push back on the framing of the post itself, Tom. // > "Every councilman who votes for this sale should be remembered for it in November." // That's fair as politics, but it makes it sound like the people on the other side don't care about reading. Most of them have kids in the school system and voted for the levy two years ago. If this is going to be saved, it'll be saved by persuading three of them, not by promising to punish them. // Anyway: I'll be there on the 15th too.
Dennis Faulk || September 8, 2011 at 9:10 am || OK, the covenant thing is interesting. If the building can't legally be sold for offices then the whole plan is dead anyway and we're arguing about nothing.
Hal Brannock || September 8, 2011 at 10:44 am || @Mireille Sand, fair point, and I think Tom's done that before and apologised for it. For what it's worth I found the minutes J. Okonkwo-Hale mentioned. March 14, 2006, item 7. The attorney's note says the covenant "would likely survive a sale and bind any purchaser." I've scanned it and I'll send it to Tom.
""")
    path = "/2011/09/06/dont-sell-the-furniture-to-pay-the-rent/"
    out = []
    for n, c in enumerate(cs, start=1):
        cid = 30416 + n
        out.append(
            f'<li class="say{" alt" if n % 2 == 0 else ""}" id="say-{cid}">\n'
            f'<div class="say-num"><a href="#say-{cid}" title="Permalink to this comment">#{n}</a></div>\n'
            f'<div class="say-head"><span class="say-name">{esc(c.who)}</span> <span class="say-wrote">wrote</span> '
            f'<span class="say-date">on {esc(c.at)}</span></div>\n'
            f'<div class="say-text">{lines_html(c.raw, quote="quoted")}</div>\n'
            f'<div class="say-foot"><a href="{path}?quote={cid}#respond" class="say-quote">Quote</a> &middot; '
            f'<a href="/flag/{cid}" class="say-flag">Flag</a> &middot; <span class="say-agree">Agree (<b>{(n * 7) % 13 + 1}</b>)</span></div>\n</li>\n'
        )
    thread = "".join(out)
    body = f"""<body>
<div id="page">
<div id="head"><h1><a href="/">The Front Street Register</a></h1><p class="motto">Opinion, argument and the occasional apology from the river city. Est. 2004.</p>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/about/">About Tom</a></li><li><a href="/comment-policy/">Comment Policy</a></li><li><a href="/donate/">Tip Jar</a></li><li><a href="/archives/">Archives</a></li></ul></div>
<div id="main">
<div class="post" id="post-2291">
<h2 class="post-title">Don't sell the furniture to pay the rent</h2>
<p class="post-date">Tuesday, September 6, 2011 &middot; by Tom Reddaway &middot; in <a href="/category/city-council/">City Council</a>, <a href="/category/libraries/">Libraries</a></p>
<div class="post-text">
<p>The council will vote on the 15th on whether to sell the Front Street library building to a developer and move its collection into the mall branch. The sale would bring in an estimated $1.4 million. The city's projected deficit for next year is $1.9 million.</p>
<p>I'll say it plainly: a city that sells its library to balance one year's books has not balanced anything. It has just sold the furniture to pay the rent.</p>
<blockquote><p>"The Front Street branch is a beloved landmark, but sentiment cannot be allowed to drive fiscal policy." &mdash; the proposal, page 4</p></blockquote>
<p>Sentiment is a strange word for a building where three generations of this city learned to read, where the east side's only public computers sit, and where every election since 1948 has been counted. Nobody on the council has explained where the money comes from in year two.</p>
<p>Every councilman who votes for this sale should be remembered for it in November.</p>
</div>
<p class="post-links"><a href="/2011/09/06/dont-sell-the-furniture-to-pay-the-rent/#comments">12 comments</a> &middot; <a href="/trackback/2291">Trackback</a> &middot; <a href="/share?u=2291">Share</a> <span class="counter">Facebook 88</span> <span class="counter">Tweets 36</span> <span class="counter">Digg 4</span></p>
</div>
<div class="elsewhere"><h3>Elsewhere on the Register</h3><ul><li><a href="/2011/08/29/the-levy-two-years-on/">The levy, two years on</a> &ndash; August 29, 2011 (31 comments)</li><li><a href="/2011/08/16/bridge-tolls-again/">Bridge tolls, again</a> &ndash; August 16, 2011 (54 comments)</li><li><a href="/2011/07/30/what-the-mall-branch-gets-right/">What the mall branch gets right</a> &ndash; July 30, 2011 (9 comments)</li></ul></div>
<div id="comments">
<h3 class="comments-head">12 Comments &raquo;</h3>
<p class="comment-policy-note">Comments are lightly moderated. Disagree as hard as you like; leave people's families out of it. <a href="/comment-policy/">Full policy</a>.</p>
<ol class="says">
{thread}</ol>
<div id="respond"><h3>Have your say</h3><form action="/post-comment.php" method="post"><p><label>Name <input type="text" name="name" /></label> <label>Email <input type="text" name="email" /></label></p><p><textarea name="text" rows="8" cols="64"></textarea></p><p class="hint">You may use &lt;blockquote&gt;, &lt;em&gt; and &lt;a href&gt;.</p><p><input type="submit" value="Post" /></p></form></div>
</div>
</div>
<div id="side">
<div class="sblock"><h4>About</h4><p>Tom Reddaway was a reporter at the old evening paper for nineteen years. This blog is what he does instead.</p></div>
<div class="sblock"><h4>Council Meeting Countdown</h4><p class="count">8 days</p><p>September 15, 7pm, City Hall chambers</p></div>
<div class="sblock"><h4>Most Discussed</h4><ol><li><a href="/2011/08/16/bridge-tolls-again/">Bridge tolls, again</a> (54)</li><li><a href="/2011/08/29/the-levy-two-years-on/">The levy, two years on</a> (31)</li><li><a href="{path}">Don't sell the furniture to pay the rent</a> (12)</li></ol></div>
<div class="sblock"><h4>Local Links</h4><ul><li><a href="http://example.org/river-city-minutes/">River City Minutes</a></li><li><a href="http://example.org/eastside-voice/">The Eastside Voice</a></li><li><a href="http://example.org/county-budget-watch/">County Budget Watch</a></li><li><a href="http://example.org/the-ward-three-blog/">The Ward Three Blog</a></li></ul></div>
<div class="sblock"><h4>Archives</h4><ul><li><a href="/2011/09/">September 2011</a></li><li><a href="/2011/08/">August 2011</a></li><li><a href="/2011/07/">July 2011</a></li><li><a href="/2011/06/">June 2011</a></li><li><a href="/archives/">All archives</a></li></ul></div>
<div class="sblock"><h4>Categories</h4><p class="cats"><a href="/category/city-council/" style="font-size:17px">City Council</a> <a href="/category/schools/" style="font-size:13px">Schools</a> <a href="/category/libraries/" style="font-size:12px">Libraries</a> <a href="/category/budget/" style="font-size:16px">Budget</a> <a href="/category/elections/" style="font-size:14px">Elections</a> <a href="/category/the-river/" style="font-size:10px">The River</a></p></div>
<div class="sblock ad"><p class="adl">Sponsored</p><img src="/img/ads/hardware-180.svg" width="180" height="150" alt="Eastside Hardware - since 1952" /></div>
</div>
<div id="foot">The Front Street Register &copy; 2004-2011 Tom Reddaway. Comments are the property of their authors.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#fff;font:14px/1.6 Georgia,'Times New Roman',serif;color:#222}#page{width:920px;margin:0 auto}
#head{border-bottom:4px solid #222;padding:18px 0 6px}#head h1 a{color:#222;text-decoration:none;font-size:34px}.motto{font-style:italic;color:#666}.menu{list-style:none;padding:0}.menu li{display:inline;margin-right:14px}
#main{float:left;width:620px}#side{float:right;width:240px;font-size:13px}#foot{clear:both;border-top:1px solid #ccc;color:#888;font-size:12px;padding:10px 0}
.post-date,.post-links{font-size:12px;color:#777}.counter{background:#eee;padding:0 4px;font-size:11px}.post-text blockquote{border-left:3px solid #999;margin-left:10px;padding-left:10px;color:#555}
.says{list-style:none;padding:0}.say{border-bottom:1px solid #ddd;padding:10px 0 10px 46px;position:relative}.say.alt{background:#f7f7f4}.say-num{position:absolute;left:6px;top:10px;font-size:18px}
.say-name{font-weight:bold}.say-wrote,.say-date{color:#777;font-size:12px}.quoted{border-left:3px solid #c9a;margin:6px 0 6px 8px;padding-left:8px;color:#555;font-style:italic}.say-foot{font-size:11px}
.sblock{margin-bottom:16px}.sblock h4{border-bottom:1px solid #222;margin:0 0 4px}.count{font-size:28px;margin:0}.adl{font-size:9px;color:#999;margin:0}
</style>"""
    files = {"/img/ads/hardware-180.svg": svg(180, 150, "#8a3a1a", "Eastside Hardware", 13)}
    html = (
        doc("xhtml", title="Don't sell the furniture to pay the rent — The Front Street Register", head=css)
        + body
    )
    return make(
        "fe-opinion-blog-library",
        "discussion",
        html,
        cs,
        path=path,
        container="div#comments ol.says after '12 Comments »' and a policy note: li.say (div.say-num '#N', div.say-head span.say-name NAME 'wrote' span.say-date 'on DATE', div.say-text p and blockquote.quoted TEXT, div.say-foot 'Quote · Flag · Agree (N)'); flat, answers only by '@NAME' or a quotation in the text",
        heading="12 Comments »",
        description="A political opinion blog of 2011 (invented city and council): 12 numbered comments in a flat list, long ones of two to four paragraphs, four of them opening with or holding a blockquote that quotes the post or another comment (the quotation is part of the writer's text), '@NAME' answers (flat: no parent), five readers writing twice; the post's own blockquote of a council proposal, share counters, 'Elsewhere on the Register' with dates and comment counts; sidebar with a meeting countdown, 'Most Discussed' with counts, local links, archives, a category cloud, a sponsored box.",
        files=files,
    )
