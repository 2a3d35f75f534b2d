"""Blind set DP: two article pages without any reader comment (an Australian gardening blog of 2012 on a
WordPress-like theme, comments closed, two pingbacks and a "Recent Comments" widget of other posts; an Indian English
daily of 2011 on a Joomla-like template, an empty comment form, most read and most commented lists with counts) and
one mixed page (an Irish local radio station of 2010: listeners' road reports texted to the morning show, quoted in
the story, above 6 readers' comments). Every class name, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dp_common import (
    Case,
    doc,
    esc,
    kids,
    make,
    paras,
    ranked,
    share,
    talk,
)

# --------------------------------------------------------------------------- Australian gardening blog, no comments

AUG_CSS = (
    "body{margin:0;background:#e8e2cf;font:14px/1.6 Georgia,serif;color:#3b3426}#wrap{width:960px;margin:0 auto;background:#fffef8}"
    "#header{background:#6b7f3a;padding:26px 24px;color:#fff}#header h1{margin:0;font-size:34px}#header p{margin:0;font-style:italic}"
    "#nav a{display:inline-block;padding:8px 12px;color:#6b7f3a;font:bold 12px Arial;text-transform:uppercase}#content{float:left;width:620px;padding:0 24px}"
    "#sidebar{float:right;width:250px;padding-right:20px;font-size:13px}.postmeta{font:11px Arial;color:#998}.pinglist{font-size:12px}.nocomments{font-style:italic;color:#998}"
    ".widget h3{font:bold 12px Arial;text-transform:uppercase;border-bottom:2px solid #6b7f3a}.widget ul{list-style:none;padding:0}.widget li{padding:3px 0;border-bottom:1px dotted #ddd}"
    ".tagcloud a{margin-right:4px}#footer{clear:both;background:#3b3426;color:#ccb;padding:14px;font:11px Arial}"
)


def au_plain_dry_creek() -> Case:
    recent = [
        ("Marg", "Garlic: when to plant in the Riverina"),
        ("Peter from Coolabah Flat", "Our first year with chooks"),
        ("Deb", "Garlic: when to plant in the Riverina"),
        ("Sal (Dry Creek Veggie Patch)", "Our first year with chooks"),
        ("Greg W", "Worm farm failures (and one success)"),
    ]
    rc = "".join(
        f'<li class="recentcomments">{esc(w)} on <a href="/{n}/#comment-{3310 - n * 17}">{esc(t)}</a></li>'
        for n, (w, t) in enumerate(recent)
    )
    post = (
        '<div class="post" id="post-388"><h2>Tomatoes in a dry summer: what worked and what didn&#8217;t</h2>'
        '<p class="postmeta">January 23, 2012 &middot; by Sal &middot; Filed under <a href="/category/vegies/">Vegies</a>, <a href="/category/water-wise/">Water wise</a></p>'
        '<div class="entry"><p><img src="/_avatar/photos/tomato-bed.jpg" width="600" height="380" alt="" /></p>'
        "<p>It has been 41 days since we had more than 2mm of rain at Dry Creek, and the tank is down to the last ring. So this year&#8217;s tomatoes were an experiment in doing more with less.</p>"
        "<p><strong>What worked:</strong> wicking beds made from old bathtubs, a thick straw mulch put down in October, and planting Roma and the little yellow Tommy Toe rather than the big beefsteaks. Shade cloth at 30 per cent over the western side kept the fruit from scalding on the 40-degree days.</p>"
        "<p><strong>What didn&#8217;t:</strong> the drip line on a timer. Half the drippers clogged with our bore water, and I didn&#8217;t notice until the Grosse Lisse had wilted twice. Lesson learned, check the drippers every week.</p>"
        "<p>We have picked about 14 kilos so far from eight plants, which is not a record but not bad for a summer like this one. Next post: passata day.</p>"
        "</div>"
        '<div class="sharing">Share: '
        + share({"Facebook": "23", "Twitter": "5", "Pinterest": "11"}, "share-list")
        + "</div>"
        '<p class="postmeta">Tags: <a href="/tag/tomatoes/">tomatoes</a>, <a href="/tag/wicking-beds/">wicking beds</a>, <a href="/tag/drought/">drought</a></p></div>'
        '<div id="related"><h3>You might also like</h3><ul><li><a href="/wicking-beds-from-bathtubs/">Wicking beds from old bathtubs</a></li><li><a href="/shade-cloth/">Shade cloth: worth it?</a></li><li><a href="/passata-day-2011/">Passata day 2011</a></li></ul></div>'
        '<h3 id="pings">2 Trackbacks/Pingbacks</h3><ol class="pinglist">'
        '<li><a href="http://riverinagrows.example/2012/01/25/link-love-week-4/">Link love, week 4 &laquo; Riverina Grows</a> &mdash; January 25, 2012</li>'
        '<li><a href="http://backyardharvest.example/bathtub-wicking-beds/">Bathtub wicking beds round-up | Backyard Harvest</a> &mdash; February 2, 2012</li></ol>'
        '<p class="nocomments">Comments are closed.</p>'
        '<div class="navigation"><a href="/our-first-year-with-chooks/">&laquo; Our first year with chooks</a> | <a href="/passata-day-2012/">Passata day 2012 &raquo;</a></div>'
    )
    side = (
        '<div class="widget"><h3>About</h3><p><img src="/_avatar/sal.png" width="60" height="60" alt="" /> Sal and Col grow food on two acres of red dirt outside Coolabah Flat, NSW. Mostly it works.</p></div>'
        f'<div class="widget widget_recent_comments"><h3>Recent Comments</h3><ul id="recentcomments">{rc}</ul></div>'
        '<div class="widget"><h3>Recent Posts</h3>'
        + ranked(
            "Tomatoes in a dry summer: what worked and what didn't\nOur first year with chooks\nGarlic: when to plant in the Riverina\nWorm farm failures (and one success)",
            tag="ul",
        )
        + '</div><div class="widget"><h3>Archives</h3>'
        + ranked("January 2012 | 3\nDecember 2011 | 5\nNovember 2011 | 4\nOctober 2011 | 6", tag="ul")
        + '</div><div class="widget"><h3>Tags</h3><p class="tagcloud"><a href="#">chooks</a> <a href="#" style="font-size:18px">drought</a> <a href="#">garlic</a> <a href="#">preserving</a> <a href="#" style="font-size:16px">tomatoes</a> <a href="#">worms</a></p></div>'
        '<div class="widget"><h3>Blogroll</h3>'
        + ranked("Riverina Grows\nBackyard Harvest\nThe Frugal Chook\nSeed Savers Down Under", tag="ul")
        + "</div>"
    )
    body = (
        '<div id="wrap"><div id="header"><h1>Dry Creek Veggie Patch</h1><p>Growing food on not much water</p></div>'
        '<div id="nav"><a href="/">Home</a><a href="/about/">About</a><a href="/planting-guide/">Planting guide</a><a href="/contact/">Contact</a></div>'
        f'<div id="content">{post}</div><div id="sidebar">{side}</div>'
        '<div id="footer">&copy; 2012 Dry Creek Veggie Patch &middot; Theme by a friend &middot; Powered by WordPress</div></div>'
    )
    html = doc(
        "Tomatoes in a dry summer: what worked and what didn't", "Dry Creek Veggie Patch", AUG_CSS, body
    )
    return make(
        "dp-au-plain-dry-creek",
        "lookalike",
        html,
        [],
        path="/dp/drycreek/tomatoes-in-a-dry-summer/",
        container="-",
        heading=None,
        description="Australian gardening blog, WordPress-like, 2012: comments closed, two pingbacks only, a Recent Comments widget of other posts, archives, tags, blogroll",
        lookalikes=("recent comments widget", "pingbacks"),
    )


# --------------------------------------------------------------------------- Indian English daily, no comments

IND_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#111}#wrapper{width:1000px;margin:0 auto}"
    "#top{border-bottom:4px solid #b5121b;padding:8px 0;overflow:hidden}#top .logo{font:bold 38px 'Times New Roman',serif;color:#b5121b;float:left}#top .ticker{float:right;font-size:11px;margin-top:18px}"
    "#mainmenu{background:#b5121b}#mainmenu a{display:inline-block;color:#fff;padding:6px 10px;font-weight:bold;text-decoration:none}#left{float:left;width:660px;padding:10px 0}"
    "#right{float:right;width:310px;padding-top:10px}.contentheading{font:bold 24px Georgia,serif}.createdate,.small{font-size:11px;color:#777}"
    ".moduletable{border:1px solid #ddd;margin-bottom:12px}.moduletable h3{margin:0;background:#f0f0f0;border-bottom:2px solid #b5121b;padding:4px 8px;font-size:13px}"
    ".moduletable ol,.moduletable ul{margin:6px 0;padding-left:24px}#jc h4{border-bottom:1px solid #ccc}#footer{clear:both;background:#333;color:#bbb;padding:12px;font-size:11px}"
)


def in_plain_sahyadri() -> Case:
    art = (
        '<table class="contentpaneopen"><tr><td class="contentheading">New bus depot at Koyanagar to open by Deepavali</td></tr></table>'
        '<table class="contentpaneopen"><tr><td><span class="small">Written by Our Staff Reporter</span></td></tr>'
        '<tr><td class="createdate">Monday, 12 September 2011 08:45</td></tr><tr><td>'
        + share({"Facebook": "64", "Tweet": "12", "Orkut": "3", "Email": ""}, "share")
        + "<p>KOYANAGAR: The State Road Transport Corporation's new depot on the Ghat Road bypass will open before Deepavali, divisional controller S.R. Kulkarni said on Sunday.</p>"
        "<p>The depot, built on 4.2 acres at a cost of Rs 6.8 crore, will house 80 buses and ease the crowding at the old stand near the vegetable market, where buses have been parked on the road for years.</p>"
        "<p>&ldquo;All the civil work is complete. Only the diesel pump and the electrical connection are pending,&rdquo; Mr Kulkarni said, adding that 24 new routes to the villages in the taluk would be started from the depot.</p>"
        "<p>Traders at the market welcomed the move. Koyanagar Vyapari Sangh president Dattatray Joshi said the shift would bring relief from traffic jams but asked the corporation to keep a pick-up point near the market for elderly passengers.</p>"
        '<p><a href="/print/4521">Print</a> | <a href="/email/4521">Email</a></p></td></tr></table>'
        '<div class="moduletable"><h3>Related Articles</h3><ul><li><a href="/city/4390">Ghat Road bypass to be four-laned (22 Aug 2011)</a></li><li><a href="/city/4211">Vegetable market traffic: police plan one-way (30 Jul 2011)</a></li><li><a href="/city/3987">80 new buses for division (14 Jun 2011)</a></li></ul></div>'
        '<div id="jc"><h4>Add comment</h4><form id="comments-form" name="comments-form" action="javascript:void(null);"><p><input id="comments-form-name" type="text" name="name" size="22" /> <label for="comments-form-name">Name (required)</label></p>'
        '<p><input id="comments-form-email" type="text" name="email" size="22" /> <label for="comments-form-email">E-mail</label></p>'
        '<p><textarea id="comments-form-comment" name="comment" cols="65" rows="8"></textarea></p><p><input type="button" value="Send" /></p></form>'
        '<p class="small">Comments are moderated and may take a day to appear. Powered by JComments</p></div>'
    )
    right = (
        '<div class="moduletable"><h3>E-Paper</h3><p style="padding:0 8px"><img src="/_avatar/epaper-thumb.jpg" width="120" height="160" alt="" /><br />Today\'s edition</p></div>'
        '<div class="moduletable"><h3>Most Read</h3>'
        + ranked(
            "Heavy rain lashes Ghat section, traffic hit | 6,120\nNew bus depot at Koyanagar to open by Deepavali | 2,874\nGanesh immersion: police issue route plan | 2,450\nKoyanagar college fest from Sept 20 | 1,904\nOnion prices touch Rs 30 a kg | 1,812",
            "hits",
        )
        + '</div><div class="moduletable"><h3>Most Commented</h3>'
        + ranked(
            "Onion prices touch Rs 30 a kg | 41\nMunicipal polls: ward reservation list out | 37\nGanesh immersion: police issue route plan | 19",
            tag="ol",
        )
        + '</div><div class="moduletable"><h3>Market</h3><p style="padding:0 8px">Sensex: 16,866.97 (-319.91)<br />Gold (10 gm): Rs 27,440<br />Silver (kg): Rs 61,200</p></div>'
        '<div class="moduletable"><h3>Thought for the day</h3><p style="padding:0 8px">&ldquo;The best way to find yourself is to lose yourself in the service of others.&rdquo;</p></div>'
        '<div class="moduletable"><h3>Poll</h3><p style="padding:0 8px">Should the old bus stand be made a parking lot?<br />Yes 58% &middot; No 31% &middot; Can\'t say 11% (412 votes)</p></div>'
    )
    body = (
        '<div id="wrapper"><div id="top"><span class="logo">The Sahyadri Standard</span><span class="ticker">Koyanagar &middot; Monday, September 12, 2011 &middot; 27&deg;C</span></div>'
        '<div id="mainmenu"><a href="/">Home</a><a href="/city/">City</a><a href="/state/">State</a><a href="/nation/">Nation</a><a href="/business/">Business</a><a href="/sports/">Sports</a><a href="/edit/">Editorial</a></div>'
        f'<div id="left">{art}</div><div id="right">{right}</div>'
        '<div id="footer">&copy; 2011 Sahyadri Publications Pvt Ltd. All rights reserved. Best viewed in 1024x768.</div></div>'
    )
    html = doc("New bus depot at Koyanagar to open by Deepavali", "The Sahyadri Standard", IND_CSS, body)
    return make(
        "dp-in-plain-sahyadri",
        "lookalike",
        html,
        [],
        path="/dp/sahyadri/city/4521-new-bus-depot-koyanagar",
        container="-",
        heading=None,
        description="Indian English daily, Joomla-like, 2011: an empty comment form, related articles, most read and most commented lists with counts, market rates, a poll",
        lookalikes=("most commented list", "empty comment form"),
    )


# --------------------------------------------------------------------------- Irish local radio: texts to the show, and comments

IR_CSS = (
    "body{margin:0;background:#003b5c;font:13px/1.5 Tahoma,Verdana,sans-serif;color:#222}#site{width:970px;margin:0 auto;background:#fff}"
    "#brand{background:#f7a600;padding:12px 16px;overflow:hidden}#brand .logo{font:bold 30px Arial;color:#003b5c;float:left}#brand .listen{float:right;background:#003b5c;color:#fff;padding:6px 10px;margin-top:6px}"
    "#menu a{display:inline-block;padding:7px 11px;color:#003b5c;font-weight:bold}#news{float:left;width:630px;padding:12px 16px}#side{float:right;width:290px;padding:12px 14px 0 0}"
    ".posted{font-size:11px;color:#888}.onair{float:right;width:250px;margin:0 0 10px 14px;background:#fff6dd;border:1px solid #f7a600;padding:8px;font-size:12px}"
    ".onair h4{margin:0 0 6px;color:#003b5c}.onair .txt{margin:0 0 8px;border-bottom:1px dotted #ccb}.onair .from{font-weight:bold}.onair .tm{color:#888}"
    "#comments h3{color:#003b5c;border-bottom:2px solid #f7a600}.cmt{padding:8px 0;border-bottom:1px solid #eee}.cmt .meta{font-size:11px;color:#777}.cmt .meta b{color:#003b5c}"
    ".cmt .cmt{margin-left:30px;border:0;border-left:3px solid #f7a600;padding-left:10px}.box{border:1px solid #ddd;margin-bottom:12px}.box h4{margin:0;background:#003b5c;color:#fff;padding:4px 8px}"
    "#foot{clear:both;background:#003b5c;color:#9bc;padding:12px;font-size:11px}"
)


def ie_mixed_ballyross() -> Case:
    cs = talk("""
Noel F @ 7 January 2010 at 11:52 :: Fair play to the lads in the council yard, they were out gritting at 4 this morning. The problem is there's only two trucks for the whole county and they can't be everywhere.
Siobhán @ 7 January 2010 at 12:20 :: The Kilcash road hasn't seen a grain of salt since St Stephen's Day. My neighbour slid into the ditch on Tuesday. Why are the local roads always last?
>Noel F @ 7 January 2010 at 12:41 :: Siobhán they have to do the national routes and the bus routes first, that's the rule. Doesn't make it any easier I know.
>Kilcash Parent @ 7 January 2010 at 13:05 :: Same here, the school bus didn't even try to come up our road today. Three days of school missed already.
Dermot Healy @ 7 January 2010 at 15:30 :: Any word on whether the water will be turned off again tonight? We were without it from 11 to 7 last night in Ardnagross.
Grainne @ 7 January 2010 at 18:44 :: Can people please check on elderly neighbours. Our 82 year old next door had no coal left and wasn't going to say anything to anyone.
""")
    texts = [
        (
            "Mick in Kilcash",
            "7.12am",
            "Kilcash road like glass from the creamery to the cross. Car in the ditch at Dwyers bend, nobody hurt.",
        ),
        (
            "Teresa, Ardnagross",
            "7.26am",
            "No water here since 11 last night. Is there any news from the council?",
        ),
        (
            "A truck driver on the N-road",
            "7.41am",
            "Main road to town grand now, gritted, but the roundabout at the mart is still a skating rink. Go easy lads.",
        ),
        (
            "Pat, Ballyross",
            "8.05am",
            "Footpaths on Main Street are lethal. Saw two people fall outside the post office already this morning.",
        ),
    ]
    box = (
        '<div class="onair"><h4>Your road reports to the Morning Show</h4>'
        + "".join(
            f'<p class="txt"><span class="from">{esc(w)}</span> <span class="tm">({esc(t)})</span>: {esc(x)}</p>'
            for w, t, x in texts
        )
        + '<p style="font-size:11px">Text ROADS to 53962 (texts cost 30c)</p></div>'
    )
    k = kids(cs)

    def one(i: int) -> str:
        c = cs[i]
        sub = "".join(one(j) for j in k.get(i, []))
        return (
            f'<div class="cmt" id="comment-{1209 + i}"><div class="meta"><b>{esc(c.who)}</b> wrote on {esc(c.at)}</div>'
            f'<div class="body">{paras(c.body)}</div><a class="rep" href="?replyto={1209 + i}#form">Reply</a>{sub}</div>'
        )

    story = (
        "<h1>Big freeze: gritting crews out again as roads stay treacherous</h1>"
        '<p class="posted">Posted by Niamh Carty, Ballyross FM News &middot; Thursday, 7 January 2010, 10:30</p>'
        + share({"Facebook": "97", "Twitter": "14", "Bebo": "6"}, "share")
        + box
        + "<p>Motorists are being urged to stay off minor roads across the county this morning after temperatures dropped to minus 9 overnight, the lowest recorded at the Ballyross weather station since 1987.</p>"
        "<p>The county council says its two gritting trucks have been working since 4am, treating the national routes, the bus routes and the roads around the hospital first. Local roads will be treated only as salt supplies allow, with stocks now down to about four days.</p>"
        "<p>Water supplies to Ardnagross and parts of Kilcash were turned off overnight to let reservoirs refill, after burst pipes drained them faster than the treatment plant could keep up. The council says the night-time cuts may continue until the thaw.</p>"
        "<p>Listeners have been texting the Morning Show with road reports since early this morning; a selection is above. The Gardaí advise drivers to allow extra time, reduce speed and keep a blanket and a torch in the car.</p>"
    )
    comments = (
        '<div id="comments"><h3>Comments (6)</h3>'
        + "".join(one(i) for i in k[None])
        + '<h4 id="form">Leave a comment</h4><form action="/news/comment" method="post"><p>Name: <input type="text" name="name" /></p><p><textarea name="comment" rows="4" cols="60"></textarea></p><p><input type="submit" value="Post" /></p></form></div>'
    )
    side = (
        '<div class="box"><h4>On air now</h4><p style="padding:0 8px">The Morning Show with Ger Hanley, 7-10am</p></div>'
        '<div class="box"><h4>Latest news</h4><ul><li><a href="#">Schools to stay closed until Monday</a> 09:40</li><li><a href="#">Mart sales called off</a> 08:55</li><li><a href="#">Hospital appeals for blood donors</a> Yesterday</li></ul></div>'
        '<div class="box"><h4>Death notices</h4><p style="padding:0 8px"><a href="/deaths/">Today\'s death notices &raquo;</a></p></div>'
        '<div class="box"><h4>Weather</h4><p style="padding:0 8px">Today: Dry, bright, max 0&deg;C<br />Tonight: Severe frost, min -10&deg;C</p></div>'
        '<div class="box"><h4>Top 5 on the request line</h4><ol><li>Mundy - Galway Girl</li><li>The Saw Doctors - N17</li><li>Christy Moore - Ride On</li><li>Nathan Carter - Wagon Wheel</li><li>Imelda May - Big Bad Handsome Man</li></ol></div>'
    )
    body = (
        '<div id="site"><div id="brand"><span class="logo">Ballyross FM 96.2</span><span class="listen">&#9654; Listen live</span></div>'
        '<div id="menu"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/shows/">Shows</a><a href="/deaths/">Death Notices</a><a href="/competitions/">Competitions</a></div>'
        f'<div id="news">{story}{comments}</div><div id="side">{side}</div>'
        '<div id="foot">&copy; 2010 Ballyross Community Radio Ltd &middot; Licensed by the BCI</div></div>'
    )
    html = doc(
        "Big freeze: gritting crews out again as roads stay treacherous", "Ballyross FM 96.2", IR_CSS, body
    )
    return make(
        "dp-ie-mixed-ballyross",
        "mixed",
        html,
        cs,
        path="/dp/ballyrossfm/news/big-freeze-gritting-crews-out-again",
        container="div#comments",
        heading="Comments (6)",
        description="Irish local radio station, 2010: listeners' road reports texted to the morning show (name, place, time, words) quoted in a box in the story, above 6 readers' comments (2 replies)",
        lookalikes=("listeners' texted road reports",),
    )


def other_dp() -> list[Case]:
    return [au_plain_dry_creek(), in_plain_sahyadri(), ie_mixed_ballyross()]
