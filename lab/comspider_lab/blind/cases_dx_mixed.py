"""Blind set dx: one mixed page: an American TV station's website of November 2012 on its vendor CMS, a school levy
story whose viewers' discussion (eight comments, answers one level under their parent, "Like", "Reply", "Report
abuse") sits beside the station's "Our team on Twitter" box (reporters' and meteorologists' tweets with photo, name,
handle and age, printed as HTML) and "Most commented" with counts. Every name, place and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dx_common import Case, counted, esc, kids, make, page, share_bar, slug, talk


def tv_levy() -> Case:
    cs = talk("""
Carla Jennings @ Nov 7, 2012 6:48 AM ~ 2012-11-07T06:48:00-05:00 :: Third time it's failed and the board keeps asking for the same 7.9 mills. Come back with something smaller and actually explain where the money goes.
>Tom Reichert @ Nov 7, 2012 7:15 AM ~ 2012-11-07T07:15:00-05:00 :: They did explain. There were four town halls this fall and about thirty people came to each one.
HC Parent 2024 @ Nov 7, 2012 7:02 AM ~ 2012-11-07T07:02:00-05:00 :: So now it's pay-to-play for every sport and no busing for high schoolers who live within two miles. My kids will be walking along Route 9 in January, and there's no sidewalk.
Walt Bieber @ Nov 7, 2012 8:26 AM ~ 2012-11-07T08:26:00-05:00 :: I'm on a fixed income and my property taxes have gone up twice in five years. I support the teachers, I just can't pay any more.
>Jen S. @ Nov 7, 2012 8:51 AM ~ 2012-11-07T08:51:00-05:00 :: Walt, the homestead exemption for seniors would have taken a good chunk of that off. Not all of it, but it's worth calling the auditor's office to check you're signed up.
>Walt Bieber @ Nov 7, 2012 9:34 AM ~ 2012-11-07T09:34:00-05:00 :: Thank you Jen, I didn't know I had to sign up for it. Will call them this afternoon.
Mike O'Donnell @ Nov 7, 2012 9:10 AM ~ 2012-11-07T09:10:00-05:00 :: The same kind of levy passed easily in Brockway Township last year. What are they doing differently over there?
>Carla Jennings @ Nov 7, 2012 9:40 AM ~ 2012-11-07T09:40:00-05:00 :: Brockway has the outlet mall paying a big share of the property taxes. We don't have anything like that in Harlan Creek.
""")
    k = kids(cs)
    likes = [23, 9, 31, 17, 12, 4, 6, 8]

    def entry(i: int) -> str:
        c = cs[i]
        n = 88150 + i * 11
        sub = ""
        if i in k:
            sub = '<div class="wnReplies">' + "".join(entry(j) for j in k[i]) + "</div>"
        return (
            f'<div class="wnComment" id="wnc{n}"><img class="wnAvatar" src="/_avatar/wn/user{n}.png" width="40" height="40" alt="" />'
            f'<div class="wnCommentBody"><div class="wnCommentHead"><span class="wnUser">{esc(c.who)}</span> <span class="wnTime">{esc(c.at)}</span></div>'
            f'<div class="wnCommentText">{"".join(f"<p>{esc(p)}</p>" for p in c.body.split(chr(10) * 2))}</div>'
            f'<div class="wnCommentActions"><a href="#" class="wnLike">Like ({likes[i]})</a> · <a href="#" class="wnReply">Reply</a> · <a href="/abuse?c={n}" class="wnAbuse">Report abuse</a></div>'
            f"</div>{sub}</div>"
        )

    thread = "".join(entry(i) for i in k[None])
    team = [
        (
            "Kelsey Marsh",
            "@KelseyMarshWHKC",
            "Harlan Creek superintendent says the board will meet Monday to talk about cuts. Full story at noon.",
            "12m",
        ),
        (
            "Dan Farrow",
            "@DanFarrowWx",
            "Frost advisory tonight for the whole viewing area. Lows 28-32. Cover the mums!",
            "38m",
        ),
        (
            "Kelsey Marsh",
            "@KelseyMarshWHKC",
            "Final unofficial count in Harlan Creek: 4,118 against, 3,642 for. Turnout about 61%.",
            "6h",
        ),
        (
            "Tracy Odell",
            "@TracyOdellWHKC",
            "All four county levies on the ballot last night failed except the library. Results page: http://whkc.tv/res12",
            "7h",
        ),
        (
            "Dan Farrow",
            "@DanFarrowWx",
            "Sunshine returns Thursday and we're back near 60 by the weekend.",
            "9h",
        ),
    ]
    tw = "".join(
        f'<li class="teamTweet"><img src="/_avatar/wn/{slug(n)}.jpg" width="36" height="36" alt="{esc(n)}" /><div class="ttBody"><b class="ttName">{esc(n)}</b> <span class="ttHandle">{esc(h)}</span>'
        f'<p class="ttText">{esc(t)}</p><span class="ttAge">{esc(a)}</span></div></li>'
        for n, h, t, a in team
    )
    css = """body{margin:0;background:#10243d;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#wnSite{width:1000px;margin:0 auto;background:#fff}#wnHeader{background:linear-gradient(#1b3d66,#10243d);padding:12px 16px;overflow:hidden;color:#fff}
#wnLogo{float:left;font:bold italic 34px Arial;letter-spacing:-1px}#wnLogo span{color:#f6b21b}#wnWeather{float:right;font-size:12px;text-align:right}
#wnNav{background:#f6b21b}#wnNav a{display:inline-block;padding:7px 11px;font-weight:bold;color:#10243d;text-decoration:none;font-size:12px}
#wnTicker{background:#c8102e;color:#fff;font-size:12px;padding:5px 16px}#wnContent{overflow:hidden;padding:14px 16px}
#wnMain{float:left;width:640px}#wnRail{float:right;width:300px}.wnHeadline{font:bold 26px Arial;margin:4px 0}.wnDate{font-size:11px;color:#777}
.wnVideo{background:#000;color:#fff;height:280px;text-align:center;padding-top:120px;box-sizing:border-box;margin:10px 0}.wnStory p{font-size:14px;line-height:1.6}
.wnShare{margin:8px 0}.ws-btn{margin-right:8px;font-size:11px}.ws-n{background:#eee;padding:0 4px;margin-left:2px}.wnCopy{font-size:10px;color:#999;border-top:1px solid #eee;padding-top:4px}
#wnComments{margin-top:20px}#wnComments h3{background:#10243d;color:#fff;padding:6px 8px;font-size:14px;margin:0}.wnCommentBar{background:#eef1f5;padding:6px 8px;font-size:11px}
.wnComment{overflow:hidden;border-bottom:1px solid #e3e6ea;padding:10px 0}.wnAvatar{float:left;margin-right:8px}.wnCommentBody{margin-left:48px}.wnUser{font-weight:bold;color:#1b3d66}
.wnTime{font-size:11px;color:#888}.wnCommentText p{margin:4px 0}.wnCommentActions{font-size:11px;color:#888}.wnCommentActions a{color:#1b3d66}
.wnReplies{margin:8px 0 0 48px;border-left:3px solid #eef1f5;padding-left:10px}.wnReplies .wnComment{border-bottom:0}
.wnBox{border:1px solid #d6dbe1;margin-bottom:14px}.wnBox h4{margin:0;background:#1b3d66;color:#fff;padding:5px 8px;font-size:12px;text-transform:uppercase}.wnBox ol,.wnBox ul{margin:8px;padding-left:18px}
.wnBox li{margin-bottom:5px}.teamTweets{list-style:none;padding:0!important}.teamTweet{overflow:hidden;border-bottom:1px dotted #ccc;padding-bottom:5px}.teamTweet img{float:left;margin-right:6px}
.ttHandle,.ttAge{font-size:10px;color:#888}.ttText{margin:2px 0;font-size:12px}.wnAd{width:300px;height:250px;background:#eee;text-align:center;color:#999;font-size:10px;margin-bottom:14px}
#wnFooter{background:#10243d;color:#9fb1c7;font-size:11px;padding:14px 16px}#wnFooter a{color:#fff}"""
    body = f"""<div id="wnSite">
<div id="wnHeader"><div id="wnLogo">NewsCenter <span>6</span></div><div id="wnWeather">WHKC-TV · Harlan County's News Leader<br /><b>41°</b> Cloudy · <a href="/weather" style="color:#f6b21b">7-Day Forecast</a> · <a href="/weather/radar" style="color:#f6b21b">Live Radar</a></div></div>
<div id="wnNav"><a href="/">Home</a><a href="/news">News</a><a href="/weather">Weather</a><a href="/sports">Sports</a><a href="/election-2012">Election 2012</a><a href="/video">Video</a><a href="/community">Community</a><a href="/closings">School Closings</a><a href="/contests">Contests</a><a href="/about-us">About Us</a></div>
<div id="wnTicker">ELECTION RESULTS: See how your county voted · Harlan Creek levy fails · Library levy passes</div>
<div id="wnContent">
<div id="wnMain">
<div class="wnHeadline">Harlan Creek school levy fails for the third time</div>
<div class="wnDate">Posted: Nov 07, 2012 5:31 AM EST · Updated: Nov 07, 2012 6:02 AM EST<br />By Kelsey Marsh, Reporter · <a href="mailto:newsroom@whkc.tv">Email</a></div>
<div class="wnVideo">▶ Video: Levy supporters react at the high school</div>
<div class="wnShare">{share_bar("ws", "147", "22", extra='<span class="ws-btn">Email</span><span class="ws-btn">Print</span>')}</div>
<div class="wnStory">
<p>HARLAN CREEK (WHKC) — For the third time in 18 months, voters in the Harlan Creek Local School District have turned down a 7.9-mill operating levy.</p>
<p>Unofficial results from the Harlan County Board of Elections show the levy failing 4,118 votes to 3,642, a margin of about six points. The same request lost by nine points in May.</p>
<p>Superintendent Dr. Lorraine Kessel told NewsCenter 6 the district will now go ahead with $2.1 million in cuts approved in August, including pay-to-participate fees for sports and the end of high school busing for students who live within two miles.</p>
<p>"We are grateful to everyone who supported us, and we hear the people who didn't," Kessel said. "The board will meet Monday to talk about what comes next."</p>
<p>The levy would have cost the owner of a $100,000 home about $242 a year.</p>
</div>
<p class="wnCopy">Copyright 2012 WHKC-TV. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.</p>
<div id="wnComments"><h3>Comments (8)</h3>
<div class="wnCommentBar">Sort: <b>Oldest first</b> | <a href="#">Newest first</a> | <a href="#">Most liked</a> · <a href="/login">Log in</a> to comment. Please read our <a href="/terms">terms of use</a>.</div>
{thread}
</div>
</div>
<div id="wnRail">
<div class="wnAd"><img src="/_avatar/ads/whkc-300x250.gif" width="300" height="250" alt="Advertisement" /></div>
<div class="wnBox"><h4>Our team on Twitter</h4><ul class="teamTweets">{tw}</ul></div>
<div class="wnBox"><h4>Most commented</h4>{counted("Harlan Creek school levy fails for the third time | 8 ;; Man charged after standoff on Jasper Road | 41 ;; Election 2012: your county results | 36 ;; Should Harlan County ban fireworks year-round? | 22 ;; Deer season starts with new rules | 15", count_fmt="({})")}</div>
<div class="wnBox"><h4>School closings &amp; delays</h4><p style="margin:8px">There are currently no closings or delays. <a href="/closings/alerts">Sign up for text alerts</a></p></div>
<div class="wnBox"><h4>Contests</h4><ul><li><a href="#">Win 4 tickets to Holiday Lights at the Zoo</a></li><li><a href="#">Thanksgiving turkey giveaway</a></li></ul></div>
</div>
</div>
<div id="wnFooter"><a href="/contact">Contact us</a> · <a href="/jobs">Careers</a> · <a href="/fcc">FCC public file</a> · <a href="/eeo">EEO report</a> · <a href="/privacy">Privacy policy</a> · <a href="/terms">Terms of service</a><br />All content &copy; Copyright 2000 - 2012 Worldwide Media Systems and WHKC-TV, a Harlan Broadcasting station. All Rights Reserved.</div>
</div>"""
    html = page(
        "Harlan Creek school levy fails for the third time",
        "NewsCenter 6 WHKC-TV",
        css,
        body,
        published="2012-11-07T05:31:00-05:00",
        author="Kelsey Marsh",
        url="http://www.whkc.tv/story/20032871/harlan-creek-school-levy-fails-for-the-third-time",
        analytics="UA-4190362-12",
    )
    return make(
        "dx-mixed-en-tv-levy",
        "mixed",
        html,
        cs,
        path="/story/20032871/harlan-creek-school-levy-fails-for-the-third-time",
        container="div#wnComments under 'Comments (8)': div.wnComment (img, span.wnUser NAME, span.wnTime, div.wnCommentText > p, Like (n) · Reply · Report abuse), answers in div.wnReplies inside the parent's box, one level",
        heading="Comments (8)",
        description="An American TV station's website of November 2012 on a vendor CMS (header with weather, a yellow section bar, an election ticker, a video box, share counts, copyright line, a rail with an advert, 'Our team on Twitter', 'Most commented' with counts, closings and contests): 8 viewers' comments with answers nested one level; beside it the station's team's tweets printed as HTML (photo, name, handle, text, age).",
        lookalikes=(
            "'Our team on Twitter': 5 tweets of reporters and meteorologists with photo, name, handle and age",
            "'Most commented': 5 headlines with counts",
        ),
    )


def mixed_dx() -> list[Case]:
    return [tv_levy()]
