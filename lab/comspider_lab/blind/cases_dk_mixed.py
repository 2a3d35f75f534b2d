"""Blind set DK: one mixed page: a US small-city daily's snowstorm story on a newspaper vendor's CMS, whose "Plow
Tracker" box lists the public works dispatchers' timed, signed updates right above 8 readers' comments (nested
replies). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dk_common import Case, doc, esc, kids, make, paras, ranked, share, slug, talk

MX_CSS = (
    "body{margin:0;background:#e6e9ee;font:13px/1.5 Helvetica,Arial,sans-serif;color:#1e1e1e}#bx-page{width:1000px;margin:0 auto;background:#fff}"
    "#bx-top{background:#13294b;color:#fff;padding:12px 14px;overflow:hidden}#bx-top .nm{font:bold 34px Georgia}#bx-top .wx{float:right;font-size:12px;text-align:right}"
    "#bx-nav{list-style:none;margin:0;padding:0;background:#4b7bb5;overflow:hidden}#bx-nav li{float:left}#bx-nav a{display:block;color:#fff;padding:7px 11px;font-weight:bold}"
    "#bx-alert{background:#b3001b;color:#fff;padding:6px 14px;font-weight:bold}#bx-main{float:left;width:660px;padding:12px}#bx-rail{float:right;width:300px;padding:12px 8px}"
    ".card{border:1px solid #ccd3dd;margin-bottom:12px}.card h4{margin:0;background:#13294b;color:#fff;padding:5px 8px;font-size:12px;text-transform:uppercase}.card .in{padding:6px 8px}"
    ".tracker{border:2px solid #4b7bb5;margin:14px 0;padding:8px}.tracker h3{margin:0 0 6px;color:#13294b}.trk-item{border-bottom:1px dotted #aab;padding:5px 0}.trk-time{font-weight:bold;color:#b3001b}.trk-who{color:#555;font-size:11px}"
    ".sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px}#bx-talk .post{border-top:1px solid #e2e2e2;padding:8px 0}#bx-talk ul.replies{list-style:none;margin:0 0 0 30px;padding:0}"
    "#bx-talk .post .nm{font-weight:bold}#bx-talk .post .tm{color:#888;font-size:11px}#bx-foot{clear:both;background:#13294b;color:#aab;padding:14px;font-size:11px}"
)


def mixed_harlanfalls() -> Case:
    cs = talk("""
JMarchetti @ Jan 22, 2014 7:48am :: Thank you to whoever plowed Birchwood Ct at 3am. First time in 4 storms we weren't last.
BrianK_HF @ Jan 22, 2014 8:15am :: Prospect Hill still hasn't seen a plow as of 8 am. There are cars stuck halfway up. Is anybody listening at DPW?
>hfmom3 @ Jan 22, 2014 8:40am :: Same on Orchard St. The tracker says Route 6 is "in progress" since 5. I can see the end of my street from my window and nothing.
>>BrianK_HF @ Jan 22, 2014 9:32am :: Plow just came up Prospect. Sanded too. OK, I take back half of what I said.
Dolores Finch @ Jan 22, 2014 9:05am :: Please people, if you have an elderly neighbor check on them today. Mrs Kaminski across the road is 88 and her walk was buried. My boys shoveled it before school was cancelled, it took them 40 minutes.
>Ray Ostrowski @ Jan 22, 2014 10:22am :: Good for your boys. That's how it used to be in this town.
OldPlowGuy @ Jan 22, 2014 11:50am :: Drove a city truck for 26 years. Your plow guys have been out since 9 last night on 12 hour shifts with 21 trucks for 190 miles of road. Park your cars off the street and give them a break.
>JMarchetti @ Jan 22, 2014 12:14pm :: ^ this. Alternate side parking makes a huge difference and half my street ignores it every time.
""")
    k = kids(cs)

    def li(i: int) -> str:
        c = cs[i]
        cid = 57702 + 5 * i
        sub = ""
        if i in k:
            sub = '<ul class="replies">' + "".join(li(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="post" id="comment_{cid}"><div class="meta"><img src="/_avatar/hf-{slug(c.who)}.png" width="32" height="32" alt="" /> '
            f'<a class="nm" href="/users/profile/{slug(c.who)}">{esc(c.who)}</a> <span class="tm">{esc(c.at)}</span></div>'
            f'<div class="txt">{paras(c.body)}</div><div class="acts"><a href="#">Reply</a> &middot; <a href="#">Like</a> &middot; <a href="#" rel="nofollow">Report</a></div>{sub}</li>'
        )

    updates = [
        (
            "11:40 a.m.",
            "Kathy Pirozzi, DPW dispatch",
            "All 21 trucks out. Main arterials (Route 9, Canal Ave, Main St) are passable, still snow covered in spots. Second pass on hills now.",
        ),
        (
            "9:55 a.m.",
            "Kathy Pirozzi, DPW dispatch",
            "Routes 4 and 6 (Prospect Hill, Orchard, Elm) being plowed and sanded now. Thank you for your patience.",
        ),
        (
            "7:30 a.m.",
            "Mike Dunleavy, DPW superintendent",
            "Parking ban stays in effect until 6 p.m. Cars on the odd side of the street will be towed. Truck 14 is down with a broken blade, a spare is on the way.",
        ),
        (
            "5:10 a.m.",
            "Mike Dunleavy, DPW superintendent",
            "14 inches at the garage on Depot St. Crews have been on since 9 p.m. First pass complete on 15 of 22 routes.",
        ),
        (
            "1:45 a.m.",
            "Ed Sawicki, night foreman",
            "Snowing 2 inches an hour. Pulling trucks back to main roads only until it slows down.",
        ),
    ]
    trk = "".join(
        f'<div class="trk-item"><span class="trk-time">{esc(t)}</span> <span class="trk-text">{esc(x)}</span> <span class="trk-who">&mdash; {esc(w)}</span></div>'
        for t, w, x in updates
    )
    post = (
        '<div class="bx-crumbs"><a href="/">Home</a> &raquo; <a href="/news/">News</a> &raquo; <a href="/news/local/">Local</a></div>'
        "<h1>Storm dumps 16 inches on Harlan Falls; schools closed, parking ban until 6 p.m.</h1>"
        '<p class="bx-byline">By <a href="/staff/tom-greeley/">Tom Greeley</a>, Courier Staff Writer | Posted: Wednesday, January 22, 2014 6:05 am | Updated: 11:52 am</p>'
        + share({"Facebook": "1.2k", "Tweet": "88", "Email": "", "Print": ""})
        + "<p>The biggest snowstorm in three years left 16 inches of snow on Harlan Falls by daybreak Wednesday, closing schools and city offices and putting a citywide parking ban in place until 6 p.m.</p>"
        "<p>The National Weather Service said snow would taper off by early afternoon, with temperatures falling to 4 below zero overnight. Wind gusts up to 30 mph could cause drifting on open roads north of the city.</p>"
        "<p>Public Works Director Mike Dunleavy said all 21 city trucks had been out since 9 p.m. Tuesday. &ldquo;We'll get to every street. The hills and the dead ends take the longest. If people get their cars off the street, we get done faster.&rdquo;</p>"
        "<p>Harlan Falls police reported 23 crashes between midnight and 10 a.m., none with serious injuries. The warming center at the Grange Hall on Depot Street is open until Friday.</p>"
        f'<div class="tracker" id="plow-tracker"><h3>Plow Tracker: live updates from Public Works</h3>{trk}<p class="trk-src">Updates from the city&#39;s Department of Public Works. Newest first.</p></div>'
        '<div class="closings"><strong>Closings:</strong> Harlan Falls Public Schools, St. Casimir School, Harlan Falls Senior Center, City Hall (reopens Thursday). <a href="/closings/">Full list</a></div>'
    )
    after = (
        '<div id="bx-talk"><h3>What readers are saying (8)</h3><p class="rules">Log in to join the conversation. Please keep it civil and on topic.</p>'
        f'<ul class="posts">{"".join(li(i) for i in k[None])}</ul></div>'
    )
    side = (
        '<div class="card"><h4>Weather</h4><div class="in">Snow ending, 12&deg;F. Tonight: clear, -4&deg;F. Thursday: sunny, 15&deg;F.</div></div>'
        '<div class="card"><h4>Most popular</h4><div class="in">'
        + ranked(
            """Storm dumps 16 inches on Harlan Falls; schools closed, parking ban until 6 p.m.
PHOTOS: Your snow pictures
Harlan Falls Closings and delays
Mill Street fire: cause under investigation
Boys hoops: Falls tops Westbrook in OT"""
        )
        + "</div></div>"
        '<div class="card"><h4>Most commented</h4><div class="in">'
        + ranked(
            """Council approves 3.1% tax increase | 46
Storm dumps 16 inches on Harlan Falls; schools closed, parking ban until 6 p.m. | 8
Letter: Snow emergency rules make no sense | 7""",
            "comments",
        )
        + "</div></div>"
        '<div class="card"><h4>Obituaries</h4><div class="in"><ul><li>Stanley J. Wrobel, 84</li><li>Patricia (Healy) Monroe, 71</li><li>Eugene R. Daigle, 66</li></ul></div></div>'
        '<div class="card"><h4>Sponsored</h4><div class="in"><ul><li>Falls Auto Body: winter tire special</li><li>Snowblower tune-up $49</li></ul></div></div>'
    )
    body = (
        '<div id="bx-page"><div id="bx-top"><div class="wx">12&deg;F Snow<br /><a href="/subscribe/">Subscribe</a> | <a href="/login/">Log in</a></div><span class="nm">Harlan Falls Courier</span></div>'
        '<ul id="bx-nav"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sports/">Sports</a></li><li><a href="/obituaries/">Obituaries</a></li><li><a href="/opinion/">Opinion</a></li><li><a href="/classifieds/">Classifieds</a></li><li><a href="/closings/">Closings</a></li></ul>'
        '<div id="bx-alert">SNOW EMERGENCY: Citywide parking ban in effect until 6 p.m. Wednesday</div>'
        f'<div id="bx-main">{post}{after}</div><div id="bx-rail">{side}</div>'
        '<div id="bx-foot">&copy; Copyright 2014, Harlan Falls Courier, Harlan Falls, NY. <a href="/terms/">Terms of use</a> | <a href="/privacy/">Privacy</a> | <a href="/contact/">Contact us</a></div></div>'
    )
    html = doc(
        "Storm dumps 16 inches on Harlan Falls; schools closed, parking ban until 6 p.m.",
        "Harlan Falls Courier",
        MX_CSS,
        body,
    )
    return make(
        "dk-mixed-harlanfalls",
        "mixed",
        html,
        cs,
        path="/news/local/storm-dumps-16-inches/article_5d1c0e2a.html",
        container="div#bx-talk",
        heading="What readers are saying (8)",
        description="A US small-city daily on a vendor CMS: a 'Plow Tracker' box of five timed, signed updates from the public works dispatchers in the story, above 8 readers' comments with nested replies (up to 2 deep).",
        lookalikes=("div#plow-tracker",),
    )


def mixed_dk() -> list[Case]:
    return [mixed_harlanfalls()]
