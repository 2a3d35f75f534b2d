"""Blind set dx: three more discussions of 2011-2012 as a crawler saved them in 2012: an American city weekly on
Drupal 6 (subjects over each entry, "Submitted by NAME (not verified) on …", replies in div.indented three deep, the
reporter answering, "reply" and "Report abuse" links, user pictures), an English heritage-railway volunteer's blog on
a Blogger-like template ("NAME said..." in a definition list, "Anonymous" entries, the blog author's answers, an
entry removed by its author) and an American tech blog of its own make (threaded "Discussion" two deep, the
author's answers, scores, "Reply" and "Report abuse"; never says "comment"). Every name, place and text invented for
this set; each comment written by hand."""

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
    tweets,
)

# --------------------------------------------------------------------------- a Drupal 6 city weekly, September 2011


def drupal_trucks() -> Case:
    # the subject of each entry (Drupal's "Subject" field; left empty, Drupal takes the first words of the text)
    subjects = [
        "Finally",
        "The 200-foot rule is fair",
        "Re: The 200-foot rule is fair",
        "The map",
        "What about the market lot?",
        "Re: What about the market lot?",
        "Who inspects these things?",
        "County does",
        "Good for the Westside",
        "I was at the meeting and the best part…",
        "Ha",
        "Permit fee too low",
    ]
    cs = talk("""
Marisa K. @ Fri, 09/16/2011 - 11:42 ~ 2011-09-16T11:42:00-04:00 :: Six months to decide that people can sell tacos on a public street. The restaurant lobby fought this every step of the way and you can see it in the 200-foot rule.
>downtown_deli @ Fri, 09/16/2011 - 12:15 ~ 2011-09-16T12:15:00-04:00 :: I pay $4,100 a month in rent and taxes on Fulton Street. A truck that parks outside my door for the lunch rush and leaves at two pays a $350 permit for the whole year. Two hundred feet is not much to ask.
>>Marisa K. @ Fri, 09/16/2011 - 12:58 ~ 2011-09-16T12:58:00-04:00 :: Fair enough for your door, but it's 200 feet from any restaurant, which rules out basically all of downtown. Look at the map the Reader ran last month.
>>Jill Hoekstra @ Fri, 09/16/2011 - 13:20 ~ 2011-09-16T13:20:00-04:00 :: For anyone looking for it, the map of where trucks could and couldn't park under the 200-foot rule is here: http://www.lakeshorereader.com/news/2011/08/where-trucks-can-park // Council staff told me Thursday they'll publish an official version before permits go on sale Oct. 1.
Glen @ Fri, 09/16/2011 - 12:03 ~ 2011-09-16T12:03:00-04:00 :: Does the ordinance cover the Saturday market lot on Water Street? Half the trucks I like only come on Saturdays.
>Jill Hoekstra @ Fri, 09/16/2011 - 13:26 ~ 2011-09-16T13:26:00-04:00 :: Glen, the market lot is city property leased to the market association, so it isn't covered by the new permit. Trucks there still need the association's OK. We'll have more on the details next week.
Anonymous @ Fri, 09/16/2011 - 14:07 ~ 2011-09-16T14:07:00-04:00 :: Who inspects these things? At least a restaurant has to put its grade in the window.
>truckfan616 @ Fri, 09/16/2011 - 14:31 ~ 2011-09-16T14:31:00-04:00 :: The county health department inspects every truck twice a year, same as restaurants. The sticker is on the service window, look for it next time.
Deshawn Pruitt @ Fri, 09/16/2011 - 15:50 ~ 2011-09-16T15:50:00-04:00 :: Nobody is opening a sit-down restaurant on Division Avenue any time soon. A couple of trucks parked by the clinic at lunch would be the best thing to happen to that block in years.
Ruth Ann Visser @ Fri, 09/16/2011 - 17:12 ~ 2011-09-16T17:12:00-04:00 :: I was at the meeting and the best part was when Commissioner DeGroot admitted he'd never eaten from a food truck. Maybe start there.
>downtown_deli @ Fri, 09/16/2011 - 18:40 ~ 2011-09-16T18:40:00-04:00 :: Ha. He's never been in the deli either, and we're across the street from City Hall.
Ted L. @ Sat, 09/17/2011 - 09:05 ~ 2011-09-17T09:05:00-04:00 :: $350 a year is too low. Grand Haven Falls charges $1,200 and the trucks there still do fine.
""")
    k = kids(cs)
    registered = {
        "downtown_deli": "/users/downtowndeli",
        "truckfan616": "/users/truckfan616",
        "Jill Hoekstra": "/staff/jill-hoekstra",
    }
    cids = [4812, 4815, 4819, 4820, 4816, 4821, 4823, 4824, 4827, 4829, 4833, 4838]
    zebra = [0]

    def entry(i: int) -> str:
        c = cs[i]
        zebra[0] += 1
        eo = "odd" if zebra[0] % 2 else "even"
        if c.who in registered:
            who = f'<a href="{registered[c.who]}" title="View user profile.">{esc(c.who)}</a>'
            pic = f'<div class="picture"><a href="{registered[c.who]}" title="View user profile."><img src="/_avatar/pictures/picture-{slug(c.who)}.jpg" alt="{esc(c.who)}\'s picture" title="{esc(c.who)}\'s picture" width="48" height="48" /></a></div>'
            by = "comment-by-author" if c.who == "Jill Hoekstra" else "comment-by-user"
        else:
            who = f"{esc(c.who)} (not verified)"
            pic = ""
            by = "comment-by-anonymous"
        staff = '<span class="staff-flag">Reader staff</span> ' if c.who == "Jill Hoekstra" else ""
        out = (
            f'<a id="comment-{cids[i]}"></a>\n<div class="comment {by} {eo} clear-block">{pic}'
            f'<h3 class="title"><a href="/news/2011/09/council-backs-food-truck-rules#comment-{cids[i]}" class="active">{esc(subjects[i])}</a></h3>'
            f'<div class="submitted">{staff}Submitted by {who} on {esc(c.at)}.</div>'
            f'<div class="content">{paras(c.body)}</div>'
            f'<ul class="links"><li class="comment_reply first"><a href="/comment/reply/2231/{cids[i]}">reply</a></li>'
            f'<li class="flag-abuse_comment last"><a href="/flag/flag/abuse_comment/{cids[i]}?destination=node%2F2231" title="Report this as abusive" class="flag-action">Report abuse</a></li></ul></div>\n'
        )
        if i in k:
            out += '<div class="indented">' + "".join(entry(j) for j in k[i]) + "</div>\n"
        return out

    thread = "".join(entry(i) for i in k[None])
    css = """body{margin:0;background:#1d1d1d;font:12px/1.5 'Lucida Grande',Verdana,sans-serif;color:#222}
#page{width:980px;margin:0 auto;background:#fff}#header{background:#ffcc00;padding:16px 20px;overflow:hidden}#logo-title{float:left}
#site-name{font:bold 40px Impact,'Arial Black',sans-serif;letter-spacing:-1px;margin:0}#site-name a{color:#111;text-decoration:none}#site-slogan{font-size:11px;text-transform:uppercase}
#header-ad{float:right}#navbar{background:#111}#navbar ul{margin:0;padding:0 10px;list-style:none;overflow:hidden}#navbar li{float:left}
#navbar a{display:block;padding:8px 12px;color:#ffcc00;text-decoration:none;font-weight:bold;text-transform:uppercase;font-size:11px}
#main{float:left;width:640px;padding:16px 20px}#sidebar-right{float:right;width:280px;padding:16px 20px 16px 0}.clear-block:after{content:".";display:block;height:0;clear:both;visibility:hidden}
.breadcrumb{font-size:11px;color:#777}h1.title{font:bold 26px Georgia,serif;margin:6px 0}.node .submitted{font-size:11px;color:#777}
.node .content p{font-size:14px;line-height:1.6}.terms{font-size:11px}.terms ul{display:inline;padding:0}.terms li{display:inline;margin-right:6px}
.node ul.links{padding:0;font-size:11px}.node ul.links li{display:inline;margin-right:8px}.sharing{margin:10px 0}.sh-btn{margin-right:8px}.sh-n{border:1px solid #ccc;padding:0 3px;margin-left:3px}
#comments h2.comments{font:bold 18px Georgia,serif;border-bottom:3px solid #ffcc00}.comment{border-bottom:1px solid #e5e5e5;padding:8px 0;margin:0}
.comment h3.title{font-size:13px;margin:0}.comment .submitted{font-size:11px;color:#777}.comment .picture{float:right;margin-left:8px}.comment-by-author{background:#fff8d6;padding:8px}
.staff-flag{background:#111;color:#ffcc00;font-size:9px;text-transform:uppercase;padding:1px 3px}.indented{margin-left:25px}
.comment ul.links{padding:0;margin:2px 0 0;font-size:11px}.comment ul.links li{display:inline;margin-right:10px}
.block{margin-bottom:18px}.block h2{font:bold 12px Verdana;text-transform:uppercase;background:#111;color:#ffcc00;padding:4px 6px;margin:0 0 6px}
.block ul{margin:0;padding:0 0 0 16px}.block li{padding:2px 0}.item-list .time{color:#888;font-size:10px}.ad-300{width:300px;height:250px;background:#eee;text-align:center;color:#999}
#footer{clear:both;background:#111;color:#aaa;padding:14px 20px;font-size:11px}#footer a{color:#ffcc00}.poll .bar{background:#ffcc00;height:8px}.poll .percent{font-size:10px;color:#666}"""
    recent = "".join(
        f'<li><a href="{h}">{esc(t)}</a><br /><span class="time">{esc(a)}</span></li>'
        for t, a, h in (
            ("Permit fee too low", "1 day 3 hours ago", "#comment-4838"),
            ("Ha", "1 day 17 hours ago", "#comment-4833"),
            ("Bring back the Fourth St bus", "1 day 19 hours ago", "/news/2011/09/transit-cuts#comment-4809"),
            ("Re: Stadium lights", "2 days 1 hour ago", "/news/2011/09/stadium-lights-vote#comment-4802"),
            ("Best burger in town?", "2 days 6 hours ago", "/food/2011/09/burger-week#comment-4796"),
        )
    )
    online = ", ".join(["truckfan616", "lakeshore_liz", "pdubs", "Jill Hoekstra", "mkhoury"])
    body = f"""<div id="page"><div id="header" class="clear-block"><div id="logo-title"><h1 id="site-name"><a href="/" title="Home" rel="home">LAKESHORE READER</a></h1><div id="site-slogan">Port Ellery's free weekly · News, food, music &amp; arts</div></div>
<div id="header-ad"><img src="/_avatar/ads/reader-468x60.gif" width="468" height="60" alt="Advertisement" /></div></div>
<div id="navbar"><ul class="primary-links"><li class="menu-1 first"><a href="/news">News</a></li><li><a href="/opinion">Opinion</a></li><li><a href="/food">Food &amp; Drink</a></li><li><a href="/music">Music</a></li><li><a href="/arts">Arts</a></li><li><a href="/calendar">Calendar</a></li><li><a href="/best-of">Best of Port Ellery</a></li><li class="last"><a href="/classifieds">Classifieds</a></li></ul></div>
<div id="container" class="clear-block">
<div id="main"><div class="breadcrumb"><a href="/">Home</a> › <a href="/news">News</a></div>
<h1 class="title">City Commission backs food truck rules after six-month fight</h1>
<div id="node-2231" class="node">
<div class="submitted">Submitted by <a href="/staff/jill-hoekstra" title="View user profile.">Jill Hoekstra</a> on Thu, 09/15/2011 - 22:10</div>
<div class="sharing">{share_bar("sh", "212", "48")}</div>
<div class="content">
<p>After six months, four public hearings and one memorable shouting match, the Port Ellery City Commission voted 5-2 on Wednesday night to let food trucks sell on city streets for the first time since 1987.</p>
<p>Under the new ordinance, trucks will need a $350 annual permit, a county health inspection and a letter from a property owner allowing them to use a restroom within 500 feet. They may park in metered spaces downtown from 10 a.m. to 9 p.m., but not within 200 feet of the entrance of any restaurant.</p>
<p>That last rule was the sticking point. The Downtown Business Association asked for 500 feet. Truck owners, led by Rosa Mendez of Tacos Lupita, asked for 50. Commissioner Pam Okafor's compromise of 200 feet passed on a voice vote.</p>
<p>"It's not perfect, but it's a start," Mendez said after the meeting. "Six months ago we couldn't park anywhere."</p>
<p>Commissioners Hank DeGroot and Lyle Ten Brink voted no. DeGroot said he worried about "trash, noise and fairness to businesses that pay property taxes year-round."</p>
<p>Permits go on sale Oct. 1 at the city clerk's office. The commission agreed to review the rules in a year.</p>
</div>
<div class="terms"><ul class="links inline"><li class="taxonomy_term_88 first"><a href="/tags/food-trucks" rel="tag">food trucks</a></li><li class="taxonomy_term_12"><a href="/tags/city-commission" rel="tag">city commission</a></li><li class="taxonomy_term_41 last"><a href="/tags/downtown" rel="tag">downtown</a></li></ul></div>
<ul class="links inline"><li class="comment_add first"><a href="/comment/reply/2231#comment-form" title="Share your thoughts and opinions related to this posting.">Add new comment</a></li><li class="print_html"><a href="/print/2231" title="Display a printer-friendly version of this page.">Printer-friendly version</a></li><li class="statistics_counter last"><span>1,842 reads</span></li></ul>
</div>
<div id="comments"><h2 class="comments">Comments</h2>
{thread}
<div class="box"><h2 class="title">Post new comment</h2><div class="content"><form action="/comment/reply/2231" method="post" id="comment-form">
<div class="form-item" id="edit-name-wrapper"><label for="edit-name">Your name: </label><input type="text" maxlength="60" name="name" id="edit-name" size="30" value="Anonymous" class="form-text" /></div>
<div class="form-item" id="edit-subject-wrapper"><label for="edit-subject">Subject: </label><input type="text" maxlength="64" name="subject" id="edit-subject" size="60" value="" class="form-text" /></div>
<div class="form-item" id="edit-comment-wrapper"><label for="edit-comment">Comment: <span class="form-required" title="This field is required.">*</span></label><textarea cols="60" rows="10" name="comment" id="edit-comment" class="form-textarea resizable required"></textarea></div>
<input type="submit" name="op" id="edit-submit" value="Save" class="form-submit" /> <input type="submit" name="op" id="edit-preview" value="Preview" class="form-submit" /></form></div></div>
</div>
</div>
<div id="sidebar-right">
<div class="block"><div class="ad-300"><img src="/_avatar/ads/reader-300x250.gif" width="300" height="250" alt="Advertisement" /></div></div>
<div id="block-statistics-0" class="block block-statistics"><h2>Popular content</h2><div class="content"><div class="item-list"><h3>Today's:</h3>{counted("City Commission backs food truck rules after six-month fight | ;; Burger Week 2011: our 14 picks | ;; The Dunes Bar closes after 41 years | ;; Stadium lights vote delayed again | ;; Best of Port Ellery 2011: the ballot |", tag="ul")}</div></div></div>
<div id="block-comment-0" class="block block-comment"><h2>Recent comments</h2><div class="content"><div class="item-list"><ul>{recent}</ul></div></div></div>
<div class="block poll"><h2>Poll</h2><div class="content"><div class="title">Would you eat at a food truck downtown?</div>
<div class="text">Every week</div><div class="bar"><div style="width: 38%;" class="foreground"></div></div><div class="percent">38% (212 votes)</div>
<div class="text">Once in a while</div><div class="bar"><div style="width: 44%;" class="foreground"></div></div><div class="percent">44% (246 votes)</div>
<div class="text">Never</div><div class="bar"><div style="width: 18%;" class="foreground"></div></div><div class="percent">18% (101 votes)</div>
<div class="total">Total votes: 559</div><div class="links"><a href="/poll">Older polls</a></div></div></div>
<div class="block"><h2>Upcoming events</h2><div class="content"><ul><li><a href="#">Port Ellery Library book sale</a> <span class="time">Sun, 09/18/2011 - 1:00pm</span></li><li><a href="#">Open mic at the Anchor</a> <span class="time">Wed, 09/21/2011 - 8:00pm</span></li><li><a href="#">Harbor Days Fish Boil</a> <span class="time">Sat, 09/24/2011 - 5:00pm</span></li></ul></div></div>
<div class="block"><h2>Tags</h2><div class="content">{tag_cloud("bars:3, city commission:5, downtown:4, elections:2, food trucks:3, harbor:2, music:5, restaurants:4, schools:2, stadium:3, transit:2", "tagadelic")}</div></div>
<div class="block"><h2>Like us on Facebook</h2>{fb_likebox("fbl", "Lakeshore Reader", "2,906", ["Mike Hanley", "Dana Sikkema", "Rosa Mendez", "Tim Barr"])}</div>
<div class="block"><h2>Who's online</h2><div class="content">There are currently 5 users and 138 guests online.<div class="item-list"><h3>Online users</h3><p>{esc(online)}</p></div></div></div>
</div>
</div>
<div id="footer">&copy; 2011 Lakeshore Reader, 212 Water St., Port Ellery · <a href="/about">About</a> · <a href="/advertise">Advertise</a> · <a href="/jobs">Jobs at the Reader</a> · <a href="/contact">Contact</a> · <a href="/privacy">Privacy</a></div>
</div>"""
    html = page(
        "City Commission backs food truck rules after six-month fight",
        "Lakeshore Reader",
        css,
        body,
        published="2011-09-15T22:10:00-04:00",
        author="Jill Hoekstra",
        url="http://www.lakeshorereader.com/news/2011/09/council-backs-food-truck-rules",
        head='<meta name="generator" content="Drupal 6 (http://drupal.org)" />\n<link rel="shortcut icon" href="/_avatar/favicon.ico" type="image/x-icon" />\n',
        body_attrs='class="not-front not-logged-in node-type-story one-sidebar sidebar-right"',
        analytics="UA-6620431-1",
    )
    return make(
        "dx-en-drupal-trucks",
        "discussion",
        html,
        cs,
        path="/news/2011/09/council-backs-food-truck-rules",
        container="div#comments under 'Comments': a#comment-N then div.comment.comment-by-anonymous|comment-by-user|comment-by-author (div.picture for members, h3.title subject, div.submitted 'Submitted by NAME (not verified) on Fri, 09/16/2011 - 11:42.', div.content > p, ul.links 'reply' / 'Report abuse'), replies in div.indented after the parent, three deep",
        heading="Comments",
        description="An American city weekly of September 2011 on Drupal 6 (yellow header with an advert, section bar, share counts, tags, 'Add new comment' / reads links, a right column with an advert, popular content, recent comments, a poll with results, events, a tag cloud, a Facebook Like box and who's online): 12 comments with subjects, guests '(not verified)' and members with pictures, replies in div.indented three deep, the reporter answering twice.",
        lookalikes=(
            "Drupal 'Recent comments' block: 5 subjects with ages",
            "'Who's online': member names",
        ),
    )


# --------------------------------------------------------------------------- a Blogger-like railway blog, February 2012


def blogger_railway() -> Case:
    cs = talk("""
Steam Nut Steve @ 12 February 2012 19:04 ~ 2012-02-12T19:04:00Z :: That's sad news Alan. I had my first footplate ride on her in 1994 and I've never forgotten it. Is there an appeal yet? Count me in for twenty quid.
Anonymous @ 12 February 2012 19:47 ~ 2012-02-12T19:47:00Z :: Surely somebody should have spotted this at the last intermediate exam? Not a criticism of the volunteers, but something was missed.
Alan Pettifer @ 12 February 2012 21:15 ~ 2012-02-12T21:15:00Z :: Steve, thank you, the appeal will be launched at the AGM on 3rd March. // Anonymous, the stays were all fine in 2010. It's the firebox tubeplate that has cracked, and you can't see that without taking the tubes out. Nobody missed anything.
!removed @ 12 February 2012 22:30 ~ 2012-02-12T22:30:00Z :: This comment has been removed by the author.
Margaret (WVR Society) @ 13 February 2012 08:12 ~ 2012-02-13T08:12:00Z :: The Society will match the first £5,000 raised, it was agreed at the committee meeting on Thursday. There'll be an official announcement in the spring newsletter.
Phil Brandreth @ 13 February 2012 10:38 ~ 2012-02-13T10:38:00Z :: Ten years out of traffic is the usual figure for a job this size, isn't it? Hoping it won't be that long.
Alan Pettifer @ 13 February 2012 18:50 ~ 2012-02-13T18:50:00Z :: Phil, if the money comes in and we can get the new tubeplate made by an outside contractor, we're hoping for three to four years. But I've been at this long enough not to promise anything!
Dougal M @ 14 February 2012 07:21 ~ 2012-02-14T07:21:00Z :: Great photos as always. The one of her in the shed with the tubes out is heartbreaking though.
Kath Lomax @ 14 February 2012 12:02 ~ 2012-02-14T12:02:00Z :: Shared on the Friends of the Wyvern Valley page on Facebook. Hope that's OK.
Anonymous @ 15 February 2012 16:44 ~ 2012-02-15T16:44:00Z :: Will the Santa specials still run with the diesel then?
""")
    profiles = {
        "Steam Nut Steve": "03118246618842209741",
        "Alan Pettifer": "11620493374107556882",
        "Phil Brandreth": "07942210556091321468",
        "Dougal M": "16330018465227915099",
        "Kath Lomax": "09127744602958120037",
    }
    rows = []
    stamp = 1329073440000
    for i, c in enumerate(cs):
        cid = f"c{7713450162280091000 + i * 7319}"
        stamp += 2890000 + i * 611000
        if not c.real:
            rows.append(
                f"<dt class='comment-author ' id='{cid}'><a name='{cid}'></a>"
                '<div class="avatar-image-container avatar-stock"><span dir="ltr"><img src="/_avatar/blogger/b16-rounded.gif" width="16" height="16" alt="" title=""></span></div>'
                "</dt>\n<dd class='comment-body' id='Blog1_cmt-" + cid[1:] + "'>"
                f"<p><span class='deleted-comment'>{esc(c.body)}</span></p></dd>\n"
                f"<dd class='comment-footer'><span class='comment-timestamp'><a href='/2012/02/boiler-ticket-news.html?showComment={stamp}#{cid}' title='comment permalink'>{esc(c.at)}</a></span></dd>\n"
            )
            continue
        author = c.who == "Alan Pettifer"
        if c.who in profiles:
            pid = profiles[c.who]
            av = f'<div class="avatar-image-container vcard"><span dir="ltr"><a href="http://www.blogger.com/profile/{pid}" rel="nofollow"><img src="/_avatar/blogger/{pid}.jpg" width="35" height="35" alt="" title="{esc(c.who)}"></a></span></div>'
            who = f"<a href='http://www.blogger.com/profile/{pid}' rel='nofollow'>{esc(c.who)}</a>"
        elif c.who == "Anonymous":
            av = '<div class="avatar-image-container avatar-stock"><span dir="ltr"><img src="/_avatar/blogger/anon36.png" width="35" height="35" alt="" title="Anonymous"></span></div>'
            who = "Anonymous"
        else:
            av = '<div class="avatar-image-container avatar-stock"><span dir="ltr"><img src="/_avatar/blogger/b36-rounded.png" width="35" height="35" alt="" title=""></span></div>'
            who = f"<a href='http://wvrsociety.org.uk/' rel='nofollow'>{esc(c.who)}</a>"
        text = "<br /><br />".join(esc(p) for p in c.body.split("\n\n"))
        rows.append(
            f"<dt class='comment-author {'blog-author' if author else ''}' id='{cid}'><a name='{cid}'></a>{av}\n{who} said...\n</dt>\n"
            f"<dd class='comment-body' id='Blog1_cmt-{cid[1:]}'><p>{text}</p></dd>\n"
            f"<dd class='comment-footer'><span class='comment-timestamp'><a href='/2012/02/boiler-ticket-news.html?showComment={stamp}#{cid}' title='comment permalink'>{esc(c.at)}</a>"
            f"<span class='item-control blog-admin pid-1832007455'><a class='comment-delete' href='http://www.blogger.com/delete-comment.g?blogID=5581021733460929312&amp;postID={cid[1:]}' title='Delete Comment'><img src='/_avatar/blogger/icon_delete13.gif' width='13' height='13' alt=''/></a></span></span></dd>\n"
        )
    css = """body{background:#2b2118;margin:0;color:#3d3126;font:normal normal 14px 'Trebuchet MS',Trebuchet,sans-serif}
#outer-wrapper{width:900px;margin:0 auto;background:#f4ecd8;padding:0 0 20px;border:1px solid #1a130d}
#header-wrapper{background:#5a2e12;padding:30px 26px;color:#f1d9a7}#header h1{margin:0;font:normal bold 38px Georgia,serif}#header h1 a{color:#f9e7c0;text-decoration:none}.description{margin:6px 0 0;font:italic 14px Georgia,serif}
#crosscol-wrapper .PageList ul{list-style:none;margin:0;padding:6px 26px;background:#3d1f0b}#crosscol-wrapper li{display:inline;margin-right:16px}#crosscol-wrapper a{color:#f1d9a7}
#main-wrapper{float:left;width:590px;padding:20px 26px}#sidebar-wrapper{float:right;width:230px;padding:20px 16px 0 0;font-size:12px}
h2.date-header{font:bold 11px 'Trebuchet MS';text-transform:uppercase;letter-spacing:.2em;color:#8c6a4a;margin:0}.post h3{font:bold 24px Georgia,serif;color:#5a2e12;margin:6px 0 12px}
.post-body{line-height:1.6}.post-body img{border:4px solid #fff;box-shadow:1px 1px 4px #998}.post-footer{font-size:12px;color:#8c6a4a;border-top:1px dashed #c9b58f;margin-top:14px;padding-top:6px}
.share-button{display:inline-block;width:20px;height:20px;background:#ccc;margin-right:3px}#comments h4{font:bold 16px Georgia,serif;color:#5a2e12}
#comments-block{margin:0 0 0 6px}#comments-block dt{margin:14px 0 0;font-weight:bold}#comments-block .avatar-image-container{float:left;margin:-4px 6px 0 0}
#comments-block dd.comment-body{margin:6px 0 0 44px}#comments-block dd.comment-footer{margin:2px 0 0 44px;font-size:11px;color:#8c6a4a}.blog-author{background:#ead9b3}
.deleted-comment{font-style:italic;color:gray}.comment-footer .item-control img{vertical-align:middle}
.sidebar h2{font:bold 12px 'Trebuchet MS';text-transform:uppercase;color:#5a2e12;border-bottom:1px dotted #8c6a4a}.sidebar ul{list-style:none;margin:0 0 18px;padding:0}.sidebar li{padding:2px 0}
.blog-list-container .item-time{color:#8c6a4a;font-size:11px}.Followers .follower-faces img{margin:1px}.ad{text-align:center;font-size:10px;color:#998}
#footer-wrapper{clear:both;text-align:center;font-size:11px;color:#8c6a4a;padding-top:20px}"""
    blog_list = "".join(
        f'<li><div class="blog-title"><a href="#">{esc(b)}</a></div><div class="item-content"><span class="item-title"><a href="#">{esc(t)}</a></span></div><div class="item-time">{esc(a)}</div></li>'
        for b, t, a in (
            ("Sheds and Sidings", "Tender tank patched, finally", "3 hours ago"),
            ("The Branch Line Diarist", "Signal box open day photos", "1 day ago"),
            ("Grease Top Gang", "January working party report", "4 days ago"),
            ("Halfway Halt", "A winter walk along the trackbed", "1 week ago"),
        )
    )
    body = f"""<div id="navbar" class="navbar section"><div class="widget Navbar" id="Navbar1"><div style="background:#ddd;padding:4px;font:11px Arial">Blogger · <a href="#">Next Blog»</a> · <a href="#">Create Blog</a> · <a href="#">Sign In</a></div></div></div>
<div id="outer-wrapper"><div id="wrap2">
<div id="header-wrapper"><div class="header section" id="header"><div class="widget Header" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">Platform Two</a></h1></div><div class="descriptionwrapper"><p class="description"><span>Weekends on the footplate and in the shed at the Wyvern Valley Railway. Views my own, not the Railway's.</span></p></div></div></div></div></div>
<div id="crosscol-wrapper"><div class="widget PageList" id="PageList1"><ul><li><a href="/">Home</a></li><li><a href="/p/the-locos.html">The locos</a></li><li><a href="/p/about-me.html">About me</a></li><li><a href="/p/timetable.html">2012 timetable</a></li></ul></div></div>
<div id="content-wrapper">
<div id="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">
<h2 class="date-header"><span>Sunday, 12 February 2012</span></h2>
<div class="post-outer"><div class="post hentry">
<a name="1832007455"></a><h3 class="post-title entry-title">Boiler news for No. 4 'Sir Hereward' — not what we wanted</h3>
<div class="post-header"></div>
<div class="post-body entry-content" id="post-body-1832007455">
<p>I've put off writing this post for a week, because there's no good way to say it. When we lifted the tubes out of No. 4 for her ten-yearly overhaul, the boiler inspector found a crack running across the firebox tubeplate. She won't steam again until it's replaced.</p>
<div class="separator" style="clear: both; text-align: center;"><a href="#"><img border="0" height="300" width="400" src="/_avatar/blogger/s400/no4-tubes-out.jpg" /></a></div>
<p>For anyone who doesn't know her, No. 4 is our 0-6-0 saddle tank, built in Leeds in 1924, and she has hauled most of our passenger trains since the line reopened in 1983. She's the engine on the postcards in the shop.</p>
<p>The good news, such as it is: the frames, wheels and cylinders are all sound. The bad news is that a new copper tubeplate is a specialist job, and the quote we've had is a little over £38,000. That's before the labour, which we'll do ourselves.</p>
<p>The diesel will cover the timetable this season, and we're talking to two other lines about hiring in a steam engine for the gala weekend in June.</p>
<p>More as I know it. For now, here's the last photo I took of her in steam, on the Boxing Day specials.</p>
<div class="separator" style="clear: both; text-align: center;"><a href="#"><img border="0" height="266" width="400" src="/_avatar/blogger/s400/no4-boxing-day.jpg" /></a></div>
<div style="clear: both;"></div></div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">Alan Pettifer</span></span> <span class="post-timestamp">at <a class="timestamp-link" href="/2012/02/boiler-ticket-news.html" rel="bookmark" title="permanent link"><abbr class="published" title="2012-02-12T18:22:00Z">18:22</abbr></a></span> <span class="post-comment-link"></span> <span class="post-icons"><span class="item-control blog-admin pid-1832007455"><a href="#" title="Edit Post"><img alt="" class="icon-action" height="18" src="/_avatar/blogger/icon18_edit_allbkg.gif" width="18" /></a></span></span>
<div class="post-share-buttons"><a class="share-button sb-email" href="#" title="Email This"></a><a class="share-button sb-blog" href="#" title="BlogThis!"></a><a class="share-button sb-twitter" href="#" title="Share to Twitter"></a><a class="share-button sb-facebook" href="#" title="Share to Facebook"></a></div></div>
<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/search/label/No.%204" rel="tag">No. 4</a>, <a href="/search/label/boilers" rel="tag">boilers</a>, <a href="/search/label/appeals" rel="tag">appeals</a></span></div></div>
</div>
<div class="comments" id="comments"><a name="comments"></a><h4>10 comments:</h4>
<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">
{"".join(rows)}</dl></div>
<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=5581021733460929312&amp;postID=1832007455" onclick="">Post a Comment</a></p>
</div>
</div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/02/gala-plans.html" title="Newer Post">Newer Post</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/01/january-working-party.html" title="Older Post">Older Post</a></span> <a class="home-link" href="/">Home</a></div>
<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="/feeds/1832007455/comments/default" type="application/atom+xml">Post Comments (Atom)</a></div></div>
</div></div></div></div>
<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar">
<div class="widget Image"><h2>The author</h2><img src="/_avatar/blogger/alan-in-the-cab.jpg" width="150" height="150" alt="" /><br /><span class="caption">Fireman, driver-in-training and general shed dogsbody since 1991.</span></div>
<div class="widget Followers"><h2 class="title">Followers</h2><div class="follower-faces"><img src="/_avatar/blogger/f1.jpg" width="28" height="28" alt="" /><img src="/_avatar/blogger/f2.jpg" width="28" height="28" alt="" /><img src="/_avatar/blogger/f3.jpg" width="28" height="28" alt="" /><img src="/_avatar/blogger/f4.jpg" width="28" height="28" alt="" /><img src="/_avatar/blogger/f5.jpg" width="28" height="28" alt="" /></div><p>Followers (87) <a href="#">Next</a></p></div>
<div class="widget BlogList"><h2 class="title">Other railway blogs</h2><div class="blog-list-container"><ul>{blog_list}</ul></div></div>
<div class="widget"><h2>Visit the railway</h2><p>Trains run every weekend from Easter to October, and daily in August. <a href="#">wyvernvalleyrailway.org.uk</a></p></div>
<div class="widget AdSense"><div class="ad"><img src="/_avatar/ads/adsense-200x200.gif" width="200" height="200" alt="" /><br />Ads by Google</div></div>
<div class="widget Label"><h2>Labels</h2><ul><li><a dir="ltr" href="#">appeals</a> <span dir="ltr">(3)</span></li><li><a dir="ltr" href="#">boilers</a> <span dir="ltr">(9)</span></li><li><a dir="ltr" href="#">diesels</a> <span dir="ltr">(6)</span></li><li><a dir="ltr" href="#">galas</a> <span dir="ltr">(11)</span></li><li><a dir="ltr" href="#">No. 4</a> <span dir="ltr">(27)</span></li><li><a dir="ltr" href="#">signalling</a> <span dir="ltr">(5)</span></li></ul></div>
<div class="widget BlogArchive"><h2>Blog Archive</h2><ul class="hierarchy"><li><a class="toggle" href="#">▼</a> <a class="post-count-link" href="#">2012</a> <span class="post-count" dir="ltr">(4)</span><ul class="hierarchy"><li><a class="toggle" href="#">▼</a> <a class="post-count-link" href="#">February</a> <span class="post-count" dir="ltr">(2)</span><ul class="posts"><li><a href="#">Gala plans for June</a></li><li><a href="#">Boiler news for No. 4 'Sir Hereward' — not what we wanted</a></li></ul></li><li><a class="toggle" href="#">►</a> <a class="post-count-link" href="#">January</a> <span class="post-count" dir="ltr">(2)</span></li></ul></li><li><a class="toggle" href="#">►</a> <a class="post-count-link" href="#">2011</a> <span class="post-count" dir="ltr">(31)</span></li></ul></div>
</div></div>
<div style="clear:both"></div></div>
<div id="footer-wrapper"><div class="footer section"><div class="widget Attribution"><div class="widget-content">Picture Window template. Powered by <a href="https://www.blogger.com">Blogger</a>.</div></div></div></div>
</div></div>"""
    html = page(
        "Boiler news for No. 4 'Sir Hereward' — not what we wanted",
        "Platform Two",
        css,
        body,
        published="2012-02-12T18:22:00Z",
        author="Alan Pettifer",
        url="http://platformtwo-wvr.blogspot.co.uk/2012/02/boiler-ticket-news.html",
        head='<meta content=\'blogger\' name=\'generator\'/>\n<link rel="service.post" type="application/atom+xml" title="Platform Two - Atom" href="https://www.blogger.com/feeds/5581021733460929312/posts/default" />\n',
        body_attrs='class="variant-open"',
        analytics="UA-28990441-1",
    )
    return make(
        "dx-en-blogger-railway",
        "discussion",
        html,
        cs,
        path="/2012/02/boiler-ticket-news.html",
        container="div#comments under '10 comments:': dl#comments-block of dt.comment-author (avatar, NAME link or 'Anonymous', ' said...') + dd.comment-body > p (paragraphs by <br /><br />) + dd.comment-footer (timestamp link, delete icon); flat; the blog author's dt has 'blog-author'; one entry 'This comment has been removed by the author.'",
        heading="10 comments:",
        description="An English heritage-railway volunteer's blog of February 2012 on a Blogger-like template (Blogger navbar, header, page list, photos, share icons, labels, a sidebar with the author, followers' faces, a list of other blogs with their latest posts and ages, an AdSense box, labels and an archive tree): 9 flat comments 'NAME said...' (two Anonymous), the blog author answering twice, one entry removed by its author.",
        lookalikes=("'Other railway blogs': 4 blogs with their latest post and its age",),
    )


# --------------------------------------------------------------------------- a tech blog of its own make, September 2012


def tech_homeserver() -> Case:
    cs = talk("""
kvn_r @ Sep 4, 2012 · 9:12 am ~ 2012-09-04T09:12:00-07:00 :: Did exactly this last year with an old Atom box and two 2TB drives in RAID 1. The part people forget is that RAID isn't a backup. If the house burns down you lose both drives at once. // I rsync everything to a drive at my parents' place every Sunday night.
>Marcus Lee @ Sep 4, 2012 · 10:03 am ~ 2012-09-04T10:03:00-07:00 :: Agreed, and I should have said it louder in the post. I'm doing something similar with my brother's place over SSH. I'll add an update at the end.
>d_santangelo @ Sep 4, 2012 · 11:40 am ~ 2012-09-04T11:40:00-07:00 :: Offsite to family is the underrated move. Free, and you trust them more than a startup that might fold next year.
Helen Ng @ Sep 4, 2012 · 9:55 am ~ 2012-09-04T09:55:00-07:00 :: How much did your power bill go up? My husband keeps saying a box running 24/7 will cost more than the cloud subscription.
>Marcus Lee @ Sep 4, 2012 · 10:20 am ~ 2012-09-04T10:20:00-07:00 :: I measured it with a plug-in meter: about 14 watts at idle, so roughly $15 a year at our rates. We were paying $100 a year for storage.
>>Helen Ng @ Sep 4, 2012 · 12:02 pm ~ 2012-09-04T12:02:00-07:00 :: That's a lot less than I thought. Forwarding this to him right now.
pixelpusher @ Sep 4, 2012 · 1:17 pm ~ 2012-09-04T13:17:00-07:00 :: What about when you're away from home? Half the point of the cloud for me is pulling up photos on my phone at the in-laws'.
>Marcus Lee @ Sep 4, 2012 · 2:45 pm ~ 2012-09-04T14:45:00-07:00 :: That's part 2 next week: dynamic DNS plus a VPN. Short version, it's doable but it's the fiddliest bit of the whole setup.
>Jorge Almeida @ Sep 4, 2012 · 3:30 pm ~ 2012-09-04T15:30:00-07:00 :: Or keep a small album synced to the phone and leave the archive at home. Do you really need 40,000 photos in your pocket?
Ben Tolliver @ Sep 4, 2012 · 6:08 pm ~ 2012-09-04T18:08:00-07:00 :: You glossed over drive failure rates. Consumer 2TB drives aren't great, check any forum. I'd budget for replacing one every couple of years.
anon_reader @ Sep 5, 2012 · 7:44 am ~ 2012-09-05T07:44:00-07:00 :: The headline says $90 but the drives alone are over $200 right now with post-flood prices. Bit misleading.
>Marcus Lee @ Sep 5, 2012 · 8:31 am ~ 2012-09-05T08:31:00-07:00 :: Fair. The $90 is the box itself; I already had the drives. I've changed the first paragraph to make that clearer.
Rachel Oduya @ Sep 5, 2012 · 4:52 pm ~ 2012-09-05T16:52:00-07:00 :: Great write-up. My dad is 71 and has fifteen years of photos on one laptop with no backup at all. This gave me the push to sort it out when we visit at Thanksgiving.
""")
    k = kids(cs)
    scores = [31, 18, 12, 9, 14, 3, 7, 10, 11, 16, 4, 8, 22]

    def item(i: int) -> str:
        c = cs[i]
        rid = 20417 + i * 3
        mine = c.who == "Marcus Lee"
        role = '<span class="role-badge">Author</span>' if mine else ""
        sub = ""
        if i in k:
            sub = '<ol class="thread-children">' + "".join(item(j) for j in k[i]) + "</ol>"
        return (
            f'<li class="thread-item{" by-writer" if mine else ""}" id="r{rid}"><div class="card">'
            f'<img class="av" src="{gravatar(c.who, 40, "retro")}" width="40" height="40" alt="" />'
            f'<div class="card-hd"><a class="handle" href="/people/{slug(c.who)}">{esc(c.who)}</a>{role} '
            f'<a class="stamp" href="#r{rid}" title="{c.iso}">{esc(c.at)}</a></div>'
            f'<div class="card-body">{paras(c.body)}</div>'
            f'<div class="card-tools"><span class="votes"><a href="#" class="up" title="Vote up">▲</a> <b>{scores[i]}</b> <a href="#" class="dn" title="Vote down">▼</a></span>'
            f'<a href="/write?parent={rid}" class="reply-link">Reply</a> <a href="/flag/{rid}" class="flag-link">Report abuse</a></div>'
            f"</div>{sub}</li>"
        )

    thread = "".join(item(i) for i in k[None])
    css = """body{margin:0;background:#f5f5f3;font:15px/1.6 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#262626}
a{color:#0a6bb0;text-decoration:none}.topbar{background:#1e1e1e;color:#bbb;font-size:12px;padding:6px 0}.topbar .in,.masthead .in,.layout{width:1000px;margin:0 auto}
.masthead{background:#fff;border-bottom:1px solid #ddd}.masthead .in{display:flex;align-items:center;justify-content:space-between;padding:14px 0}
.brand{font:bold 32px 'Helvetica Neue';letter-spacing:-1px;color:#111}.brand span{color:#e8580c}.sections a{margin-left:18px;color:#333;font-weight:bold;font-size:13px;text-transform:uppercase}
.layout{display:flex;gap:30px;padding:24px 0}.story{flex:1;background:#fff;padding:26px 32px;border:1px solid #e2e2e2}.rail{width:300px;font-size:13px}
.story h1{font-size:34px;line-height:1.15;margin:0 0 10px;letter-spacing:-.5px}.dek{font-size:18px;color:#555}.meta{font-size:12px;color:#888;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:6px 0}
.socials{margin:14px 0}.so-btn{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:1px 6px;font-size:11px;margin-right:6px}.so-n{font-weight:bold;margin-left:4px}
pre{background:#272822;color:#f8f8f2;padding:10px;font-size:12px;overflow:auto}.update{background:#fff8e1;border-left:4px solid #e8580c;padding:8px 12px;font-size:14px}
#discussion{margin-top:36px}#discussion h2{font-size:20px;border-bottom:3px solid #e8580c;padding-bottom:4px}.sortbar{font-size:12px;color:#777;margin-bottom:8px}
ol.thread,ol.thread-children{list-style:none;margin:0;padding:0}ol.thread-children{margin-left:36px;border-left:2px solid #eee;padding-left:12px}
.card{position:relative;padding:12px 0 10px 52px;border-bottom:1px solid #f0f0f0}.card .av{position:absolute;left:0;top:14px;border-radius:3px}
.handle{font-weight:bold;color:#222}.stamp{font-size:11px;color:#999;margin-left:6px}.role-badge{background:#e8580c;color:#fff;font-size:10px;padding:1px 5px;border-radius:2px;margin-left:6px}
.card-body p{margin:4px 0 8px}.card-tools{font-size:11px;color:#999}.card-tools a{margin-right:12px;color:#888}.votes{margin-right:14px}.by-writer>.card{background:#fffaf5}
.write-box textarea{width:100%;height:90px}.rail .panel{background:#fff;border:1px solid #e2e2e2;padding:12px 14px;margin-bottom:18px}.rail h3{margin:0 0 8px;font-size:12px;text-transform:uppercase;color:#e8580c}
.rail ol{padding-left:18px;margin:0}.rail li{margin-bottom:6px}.ad300{width:300px;height:250px;background:#e6e6e6;text-align:center;color:#aaa;font-size:10px;margin-bottom:18px}
.twt{font-size:12px}.twt-hd h3{margin:0;font-size:13px;color:#333}.twt-hd h4{margin:0;font-size:11px;color:#999;font-weight:normal}.twt-tweet{border-top:1px solid #eee;padding:6px 0}.twt-age{color:#999}
.footer{background:#1e1e1e;color:#999;font-size:12px;padding:20px 0;text-align:center}"""
    body = f"""<div class="topbar"><div class="in">Wednesday, September 5, 2012 · <a href="/rss">RSS</a> · <a href="https://twitter.com/bytehearth">@bytehearth</a> · <a href="/newsletter">Newsletter</a></div></div>
<div class="masthead"><div class="in"><a class="brand" href="/">byte<span>hearth</span></a><nav class="sections"><a href="/home-networking">Home networking</a><a href="/linux">Linux</a><a href="/mobile">Mobile</a><a href="/how-to">How-to</a><a href="/reviews">Reviews</a><a href="/deals">Deals</a></nav></div></div>
<div class="layout">
<div class="story" itemscope="itemscope" itemtype="http://schema.org/BlogPosting">
<h1 itemprop="headline">Why I moved our family photos off the cloud and onto a $90 home server</h1>
<p class="dek">Twelve years of pictures, one small box under the stairs, and what I learned about backups the hard way.</p>
<p class="meta">By <a href="/people/marcus-lee" rel="author" itemprop="author">Marcus Lee</a> · <time itemprop="datePublished" datetime="2012-09-04T07:00:00-07:00">September 4, 2012, 7:00 AM</time> · <a href="/home-networking">Home networking</a> · <a href="#discussion">13 replies</a></p>
<div class="socials"><span class="so-btn">f Like<span class="so-n">342</span></span><span class="so-btn">Tweet<span class="so-n">518</span></span><span class="so-btn">+1<span class="so-n">96</span></span><span class="so-btn">in Share<span class="so-n">41</span></span><span class="so-btn">Hacker News</span><span class="so-btn">reddit</span></div>
<div itemprop="articleBody">
<p class="update"><b>Update, Sept. 5:</b> The $90 is for the box itself; the two 2TB drives I reused cost more than that at today's prices. Several readers asked, and I've clarified it below.</p>
<p>For five years our family photos lived with a cloud storage company. It was easy, until the price went up for the third time and I realised I couldn't say with confidence where my kids' baby pictures actually were.</p>
<p>So this summer I bought a small fanless box for $90, put two 2TB drives I already had in it, and moved all 41,000 photos home. Here's how, and what I'd do differently.</p>
<p>The hardware is nothing special: a dual-core Atom board with 2GB of RAM, a single gigabit port, and room for two drives. It draws about 14 watts. I installed Ubuntu Server 12.04 and set the drives up as a software RAID 1 mirror:</p>
<pre>sudo mdadm --create /dev/md0 --level=1 --raid-devices=2 /dev/sdb1 /dev/sdc1</pre>
<p>Samba shares the photos folder with the two laptops and the kids' desktop, and a nightly job copies new pictures off our phones when they're on the home Wi-Fi.</p>
<p>The mistake I nearly made: thinking a mirror is a backup. It isn't. It protects you from one drive dying, not from a burst pipe, a burglar, or you deleting the wrong folder. I now copy everything to a third drive at my brother's house every week.</p>
<p>Next week in part 2: getting at the photos from outside the house, without opening your network to the whole internet.</p>
</div>
<p class="meta">Tags: <a href="/tag/backup">backup</a>, <a href="/tag/home-server">home server</a>, <a href="/tag/raid">RAID</a>, <a href="/tag/ubuntu">Ubuntu</a>, <a href="/tag/photos">photos</a></p>
<section id="discussion"><h2>Discussion <small>(13)</small></h2>
<div class="sortbar">Sort: <b>Oldest</b> · <a href="?sort=top#discussion">Top rated</a> · <a href="?sort=new#discussion">Newest</a> · <a href="/rss/replies/1290">RSS for this thread</a></div>
<ol class="thread">{thread}</ol>
<div class="write-box"><h3>Join the discussion</h3><p><a href="/login?next=/2012/09/04/photos-home-server">Sign in</a> with your bytehearth, Twitter or Facebook account to reply. Be nice; we delete spam and personal attacks.</p><textarea disabled="disabled" placeholder="What do you think?"></textarea></div>
</section>
</div>
<div class="rail">
<div class="ad300"><img src="/_avatar/ads/bh-300x250.gif" width="300" height="250" alt="Advertisement" /></div>
<div class="panel"><h3>Most popular this week</h3>{counted("The $35 router that beat my $200 one | ;; Ubuntu 12.04 on a ten-year-old laptop: a week later | ;; Why I moved our family photos off the cloud and onto a $90 home server | ;; Five free apps to find out who's on your Wi-Fi | ;; Is it worth rooting your phone in 2012? |")}</div>
<div class="panel"><h3>Hot threads</h3>{counted("Is it worth rooting your phone in 2012? | 212 replies ;; The $35 router that beat my $200 one | 147 replies ;; Why I moved our family photos off the cloud | 13 replies ;; Windows 8 on a touchpad: first impressions | 88 replies", tag="ul")}</div>
<div class="panel">{tweets("twt", "bytehearth", "@bytehearth", [("New post: why I moved our family photos off the cloud and onto a $90 home server http://bhrt.co/PhT90", "1 day ago"), ("Part 2 (remote access without the headaches) goes up next Tuesday.", "1 day ago"), ("Our router review is up to 40k readers. Thanks everyone, the follow-up is coming.", "4 days ago")], "8,412")}</div>
<div class="panel"><h3>Deals</h3><ul><li>2TB external drive, $119 (was $149)</li><li>Gigabit switch, 8 ports, $24</li><li>Wireless-N router, $35</li></ul></div>
</div>
</div>
<div class="footer">&copy; 2012 bytehearth media · <a href="/about">About</a> · <a href="/write-for-us">Write for us</a> · <a href="/advertise">Advertise</a> · <a href="/privacy">Privacy</a> · Hosted on a box under Marcus's stairs (not really)</div>"""
    html = page(
        "Why I moved our family photos off the cloud and onto a $90 home server",
        "bytehearth",
        css,
        body,
        published="2012-09-04T07:00:00-07:00",
        author="Marcus Lee",
        url="http://www.bytehearth.com/2012/09/04/photos-home-server",
        xhtml=False,
        head='<link rel="alternate" type="application/rss+xml" title="bytehearth" href="/rss" />\n<meta name="twitter:card" content="summary" />\n<meta name="twitter:site" content="@bytehearth" />\n',
        analytics="UA-30012887-1",
    )
    return make(
        "dx-en-tech-homeserver",
        "discussion",
        html,
        cs,
        path="/2012/09/04/photos-home-server",
        container="section#discussion under 'Discussion (13)': ol.thread > li.thread-item#rN > div.card (avatar, a.handle NAME, an 'Author' badge for the writer, a.stamp date, div.card-body > p, votes, Reply / Report abuse), replies in ol.thread-children inside the parent's li, two deep",
        heading="Discussion (13)",
        description="An American tech blog of September 2012 of its own make (top bar, masthead, share counts, an update box, a code block, a rail with an advert, most popular, 'Hot threads' with reply counts, the blog's Twitter widget printed as HTML and deals): 13 replies threaded two deep with avatars, votes, Reply and Report abuse links, the writer answering four times. Never says 'comment'.",
        lookalikes=(
            "'Hot threads': 4 headlines with reply counts",
            "Twitter widget: 3 tweets of the blog's account with ages",
        ),
    )


def threads2_dx() -> list[Case]:
    return [drupal_trucks(), blogger_railway(), tech_homeserver()]
