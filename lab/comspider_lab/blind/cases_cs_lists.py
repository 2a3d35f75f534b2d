"""Blind set CS: the pages without any reader comment and the mixed page. Two plain article pages with the era's
furniture (a city paper's text-only edition for phones; a gardening blog's post with followers, a like box as saved,
popular posts with snippets, an author bio and a tag cloud); one page whose list looks like a discussion but is not one
(an amateur radio club's Field Day write-up with the operators' "Soapbox" remarks: callsign, name, station class,
contacts and a sentence or two each); one mixed page (an arts blog's open-studios post whose makers' statements sit
above 6 readers' responses). Every class name, name, place and text invented for this set; each text written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cs_common import (
    SITES_CS,
    Case,
    Seed,
    ad,
    case,
    esc,
    head,
    links,
    menu,
    paras,
    share_bar,
    tag_cloud,
)


def lite_plain() -> Case:
    site = SITES_CS["lite"]
    story = """BAYPORT - The city's new harbor master started work Monday with a simple request for boat owners: check your lines before the storm season.

Captain Linda Moreau, 52, spent 19 years with the Coast Guard, most recently as officer in charge of the station at Point Esther. She replaces Bill Hatcher, who retired in June after 23 years in the job.

"This harbor is full of people who know what they're doing," Moreau said. "My job is mostly to stay out of their way and make sure the moorings are sound."

Her first project will be a survey of the 212 moorings in the inner harbor, about a third of which have not been inspected since 2006. Owners will get a letter by the end of the month.

The harbor master's office on Front Street is open weekdays from 8 a.m. to 4:30 p.m. and can be reached on VHF channel 9."""
    body = (
        "<body>"
        f"<p><b>{esc(site.name)}</b><br>{esc(site.tagline)}<br>{menu(site, ' | ')}</p><hr>"
        "<p><b>LOCAL</b> - Tuesday, July 12, 2011</p>"
        "<h2>New harbor master: check your lines</h2>"
        "<p>By Peter Gallant, Sentinel Staff</p>"
        + paras(story)
        + "<p>Related: <a href='/lite/local/harbor-moorings-fee-rises'>Mooring fees rise 4 percent</a></p>"
        "<hr><p><b>TOP STORIES</b></p><ol>"
        + links(
            [
                "New harbor master: check your lines",
                "Route 1 bridge work to close lane through August",
                "Bayport Clippers take Legion title",
                "School board picks interim superintendent",
                "Fireworks barge moved after complaints",
            ],
            "/lite/",
        )
        + "</ol><p><b>WEATHER</b><br>Today: Fog early, then sun. High 74.<br>Tonight: Clear. Low 58.<br>"
        "Tides: High 5:12 a.m., 5:38 p.m. Low 11:20 a.m., 11:49 p.m.</p>"
        "<p><b>OBITUARIES</b><br><a href='/lite/obits/'>Eleanor M. Pratt, 88</a><br><a href='/lite/obits/'>Raymond J. Cote, 71</a></p>"
        "<hr><p><small><a href='/?fullsite=1'>Full site</a> | <a href='/lite/'>Text edition home</a> | "
        "<a href='/subscribe'>Subscribe</a><br>&copy; 2011 Bayport Sentinel</small></p></body></html>"
    )
    html = (
        '<!DOCTYPE html PUBLIC "-//WAPFORUM//DTD XHTML Mobile 1.0//EN" "http://www.wapforum.org/DTD/xhtml-mobile10.dtd">\n'
        '<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
        "<title>New harbor master: check your lines - Bayport Sentinel</title>"
        '<meta name="viewport" content="width=device-width"></head>' + body
    )
    return case(
        "cs-lite-plain",
        "lookalike",
        html,
        [],
        path="/lite/local/new-harbor-master-check-your-lines.html",
        container="-",
        heading=None,
        description="a city paper's text-only edition for phones (XHTML Mobile 1.0): the story, a related link, top "
        "stories, weather and tides, two obituary links; no reader comment, no comment area",
    )


def garden_plain() -> Case:
    site = SITES_CS["garden"]
    post = """If you garden on clay you already know the spring routine: wait, poke the soil, wait some more, give up and dig anyway, regret it.

This year I finally did the squeeze test properly. Take a handful of soil from about four inches down and squeeze it into a ball. If it holds together and smears when you push it with your thumb, it is too wet to work. If it crumbles, go ahead. My beds did not crumble until April 22, which is about ten days later than last year.

Working clay when it's wet does real damage. You squash out the air spaces and end up with clods that dry into bricks by June. I learned this the hard way in 2009, when my tomato bed set like concrete and I had to break it up with a mattock.

So this spring I waited. I spread two inches of shredded leaves on the beds last November and left them alone. When I finally forked them over, the top few inches were the best soil I've had in this yard. Worms everywhere.

Next week: what I'm trying with the potatoes this year, and why I've given up on carrots (again)."""
    popular = "".join(
        f'<li><a href="/{t.lower().replace(" ", "-")[:30]}.html"><b>{esc(t)}</b></a><br><small>{esc(s)}</small></li>'
        for t, s in [
            (
                "Gypsum on clay: does it work?",
                "Short answer: not on my soil. Long answer, with the soil test results ...",
            ),
            ("Raised beds on a budget", "Four beds for under $90, built from fence boards and ..."),
            ("Why my carrots fork", "Clay, stones and too much manure. Here's what I learned ..."),
            ("Leaf mould in a wire bin", "The easiest compost you'll ever make. Chop, pile, wait a year ..."),
        ]
    )
    followers = "".join(f'<img src="/_avatar/csd-f{i}.svg" width="32" height="32" alt="">' for i in range(12))
    faces = ", ".join(["Janet", "Mike", "Priya", "Sue", "Dan", "Carol"])
    style = (
        "body{background:#e9efe0;font:14px/1.6 Georgia,serif;margin:0;color:#333}.outer-wrapper{width:900px;margin:0 auto;background:#fff}"
        ".header{padding:28px;background:#4b7a2a;color:#fff}.header h1{margin:0;font-size:34px}.main-wrapper{float:left;width:580px;padding:20px}"
        ".sidebar-wrapper{float:right;width:260px;padding:20px 10px;font-size:12px}.sidebar-wrapper h2{font-size:13px;text-transform:uppercase;color:#4b7a2a}"
        ".date-header{font-size:12px;color:#888;text-transform:uppercase}.post-footer{font-size:12px;color:#777;border-top:1px dashed #ccc;margin-top:14px}"
        ".footer{clear:both;text-align:center;font-size:11px;padding:14px}"
    )
    body = (
        f'<body><div class="outer-wrapper"><div class="header"><h1>{esc(site.name)}</h1><p>{esc(site.tagline)}</p>'
        f"<small>{menu(site, ' &middot; ')}</small></div>"
        '<div class="main-wrapper"><h2 class="date-header">Saturday, April 28, 2012</h2>'
        '<div class="post"><h3 class="post-title">The squeeze test (or: waiting for clay)</h3>'
        + paras(post)
        + share_bar("garden-squeeze")
        + '<div class="post-footer">Posted by Margaret at 7:30 AM | Labels: <a href="/search/label/clay">clay</a>, '
        '<a href="/search/label/soil">soil</a>, <a href="/search/label/spring">spring</a></div>'
        '<div class="author-box"><img src="/_avatar/csd-margaret.svg" width="60" height="60" alt="Margaret"> <b>About Margaret</b>: '
        "I've been fighting, and slowly befriending, the clay in my back yard in Lorain County, Ohio since 2004. "
        "Master Gardener volunteer, tomato hoarder, reluctant composter.</div>"
        "<h4>You might also like:</h4><ul>"
        + links(
            ["Leaf mould in a wire bin", "Gypsum on clay: does it work?", "Why my carrots fork"], "/2012/"
        )
        + '</ul><p><a href="/2012/04/potato-towers.html">Newer Post</a> | <a href="/">Home</a> | '
        '<a href="/2012/04/seed-starting-update.html">Older Post</a></p></div></div>'
        '<div class="sidebar-wrapper"><h2>Followers (214)</h2><div>'
        + followers
        + '</div><h2>Find us on Facebook</h2><div class="fb-likebox"><b>Clay Soil Diaries</b><br>'
        f"1,203 people like Clay Soil Diaries.<br>{faces} and others</div>"
        f"<h2>Popular posts</h2><ul>{popular}</ul>"
        "<h2>Labels</h2><p>"
        + tag_cloud(
            "clay:5, compost:4, tomatoes:4, soil:4, carrots:2, potatoes:3, leaf mould:2, raised beds:3, seeds:2, garlic:1"
        )
        + "</p><h2>Blog archive</h2><ul><li>2012 (31)<ul><li>April (6)</li><li>March (9)</li></ul></li><li>2011 (58)</li><li>2010 (44)</li></ul>"
        + ad("250x250", "Ads by Google: Garden Tillers - Free Shipping")
        + '</div><div class="footer">Content &copy; 2012 Margaret Dunleavy. Simple template. Powered by a hosted blog service.</div></div></body></html>'
    )
    html = head(site, "The squeeze test (or: waiting for clay)", "2012-04-28T07:30:00-04:00", style) + body
    return case(
        "cs-garden-plain",
        "lookalike",
        html,
        [],
        path="/2012/04/squeeze-test-waiting-for-clay.html",
        container="-",
        heading=None,
        description="a gardening blog's post of 2012 on a hosted blog's template: share counts, labels, an author box, "
        "related posts, followers' pictures, a like box as saved naming six people, popular posts with snippets, "
        "labels, an archive; no reader comment, no comment area",
    )


SOAPBOX = [
    (
        "K1ZQT",
        "Dave Morrissey",
        "Class 1A battery",
        "212",
        "First time running on battery only. The deep-cycle held up for all 24 hours, which surprised me more than anybody. 20 meters was wide open Saturday afternoon.",
    ),
    (
        "W1OVR",
        "Club station (Ron, N1HQB, control op)",
        "Class 3A",
        "1,486",
        "Three transmitters, one generator, one tarp that blew into the lake. We beat last year's total by 210 contacts. Thanks to everyone who hauled gear up the hill.",
    ),
    (
        "KB1TRM",
        "Tammy Rourke",
        "GOTA station",
        "118",
        "My first Field Day and my first contacts on HF. Making a contact with a station in Hawaii on 15 meters was the highlight of my year.",
    ),
    (
        "N1HQB",
        "Ron Gagnon",
        "Class 3A (CW position)",
        "604",
        "Ran CW from 2 a.m. to 7 a.m. with the coffee pot and the mosquitoes. Band conditions on 40 were better than I've heard them in years.",
    ),
    (
        "AB1KX",
        "Phil Dubois",
        "Class 1E, home station on emergency power",
        "97",
        "Had to leave Saturday night for a family thing, ran a few hours from home on the generator on Sunday. Not a big score but I was glad to get on.",
    ),
    (
        "KC1BEL",
        "Sandra Bellerose",
        "Class 3A (digital)",
        "141",
        "PSK31 on 20 meters was busy all evening. Had a nice chat with a fellow in Ohio who was running 5 watts into a wire in a tree.",
    ),
    (
        "W1ZYD",
        "Leo Ferland",
        "Class 3A (safety officer)",
        "0",
        "No contacts for me this year, I was the safety officer. No injuries, no fires, one ladder incident that we will not discuss.",
    ),
    (
        "KA1NNP",
        "Bill Tremblay",
        "Class 1B, portable on Mt. Hunter",
        "63",
        "Hiked the 2-meter beam and a 20-meter dipole up Mt. Hunter with my son. Worked the club station from the summit, which felt like cheating.",
    ),
]


def hamclub_soapbox() -> Case:
    site = SITES_CS["hamclub"]
    rows = "".join(
        f'<tr valign="top"><td><b>{esc(call)}</b><br><small>{esc(name)}</small></td><td><small>{esc(cls)}</small></td>'
        f'<td align="right">{esc(q)}</td><td>{esc(remark)}</td></tr>'
        for call, name, cls, q, remark in SOAPBOX
    )
    post = """Field Day 2012 is in the books. Twenty-six members and five visitors spent the weekend of June 23-24 on the hill behind the Ossipee Valley Grange hall, and the club station W1OVR finished with 1,486 contacts in class 3A, our best total since 2004.

We ran three transmitters on HF (phone, CW and digital) plus a Get On The Air station for new and unlicensed operators. Power came from the club's generator, with one battery-powered station running separately.

Below are the numbers and the Soapbox remarks members sent in by e-mail after the event, as every year. Our score has been sent to the national organisation and will appear in the results in the fall."""
    soapbox = (
        "<h3>Soapbox</h3><p><i>Members' remarks, sent to the secretary by June 30.</i></p>"
        '<table class="sb" border="1" cellpadding="5" cellspacing="0" width="100%">'
        '<tr bgcolor="#dde4f2"><th>Call</th><th>Station</th><th>QSOs</th><th>Soapbox</th></tr>'
        + rows
        + "</table>"
    )
    style = (
        "body{font:13px Arial,sans-serif;background:#c8d3e8;margin:0}#box{width:860px;margin:0 auto;background:#fff;padding:0 0 10px}"
        "#banner{background:#1f3d7a;color:#fff;padding:18px}#banner h1{margin:0;font-size:26px}#menu{background:#e8ecf5;padding:6px 18px}"
        "#content{padding:10px 18px}.sb td{font-size:12px}#foot{text-align:center;font-size:11px;color:#666}"
    )
    body = (
        f'<body><div id="box"><div id="banner"><h1>{esc(site.name)}</h1>{esc(site.tagline)}</div>'
        f'<div id="menu">{menu(site)}</div><div id="content">'
        "<h2>Field Day 2012: our best score in eight years</h2><p><small>Posted July 2, 2012 by Ken Lavoie, KA1UUF, Secretary</small></p>"
        + paras(post)
        + '<h3>Totals by band and mode</h3><table border="1" cellpadding="4" cellspacing="0"><tr><th>Band</th><th>CW</th><th>Phone</th><th>Digital</th></tr>'
        "<tr><td>80 m</td><td>112</td><td>96</td><td>0</td></tr><tr><td>40 m</td><td>318</td><td>201</td><td>22</td></tr>"
        "<tr><td>20 m</td><td>174</td><td>388</td><td>119</td></tr><tr><td>15 m</td><td>0</td><td>56</td><td>0</td></tr></table>"
        + soapbox
        + "<p>Photos from the weekend are in the <a href='/gallery/fd2012/'>gallery</a>. Next meeting: Tuesday, July 10, 7:30 p.m., at the Grange hall.</p>"
        "<p><b>Other club news:</b></p><ul>"
        + links(
            [
                "Tech license class starts September 12",
                "Repeater back on the air after lightning strike",
                "Swap meet August 18",
            ],
            "/news/",
        )
        + "</ul></div>"
        '<div id="foot">W1OVR &middot; Ossipee Valley ARC &middot; Meets 2nd Tuesday &middot; 147.285 MHz (+) PL 88.5 &middot; Page maintained by KA1UUF</div></div></body></html>'
    )
    html = (
        head(
            site, "Field Day 2012: our best score in eight years", "2012-07-02T00:00:00-04:00", style, "html4"
        )
        + body
    )
    return case(
        "cs-hamclub-soapbox",
        "lookalike",
        html,
        [],
        path="/news/field-day-2012.html",
        container="-",
        heading=None,
        description="an amateur radio club's Field Day write-up of 2012: a table of band totals and the 'Soapbox': 8 "
        "members' remarks sent by e-mail, each a row of callsign with name, station class, contacts and a sentence or "
        "two in the first person; no reader comment, no comment area",
        lookalikes=("contest soapbox remarks",),
    )


MAKERS = [
    (
        "Studio 3",
        "Hannah Lisowski",
        "wheel-thrown stoneware",
        "I dig some of my clay from the creek bank behind the studio. It fires to a warm brown that I can't get from any bag.",
    ),
    (
        "Studio 5",
        "Owen Pickett",
        "forged ironwork",
        "Hooks, hinges and fireplace tools, made the way my grandfather made them, with a coal forge and a lot of patience.",
    ),
    (
        "Studio 8",
        "Marisol Agueda",
        "hand-dyed wool and weaving",
        "Every colour in my shop comes from something that grows within ten miles of here: walnut hulls, goldenrod, onion skins.",
    ),
    (
        "Studio 11",
        "The Quarry Lane Printers",
        "letterpress",
        "We print on a 1912 Chandler & Price press that we rescued from a barn in 2009. Come and pull a print of your own.",
    ),
    (
        "Studio 14",
        "Ruth Abernathy",
        "watercolour",
        "Forty years of painting the same creek. It never looks the same twice.",
    ),
]


def arts_mixed() -> Case:
    site = SITES_CS["arts"]
    cs = [
        Seed(
            "Sally B.",
            "We did the whole loop on Saturday and it was wonderful. Owen let my ten-year-old try the hammer on a hot "
            "bar, and now he wants a forge for his birthday. Thanks a lot, Owen.",
            when="October 9, 2012 at 8:14 pm",
        ),
        Seed(
            "Owen Pickett",
            "Ha! Tell him to come back in the spring, we'll make a hook together.",
            parent=0,
            when="October 9, 2012 at 9:02 pm",
        ),
        Seed(
            "Theo",
            "The map could use some work. Half of us ended up at the Grange hall looking for Studio 11. Maybe signs at "
            "the corner of Quarry Lane next year?",
            when="October 10, 2012 at 7:40 am",
        ),
        Seed(
            "Jo Whitfield",
            "Bought one of Hannah's creek-clay mugs and I've had coffee out of nothing else since. Worth every penny.",
            when="October 10, 2012 at 11:26 am",
        ),
        Seed(
            "Theo",
            "Also, forgot to say: Marisol's walnut-dyed scarves were the most beautiful thing I saw all weekend.",
            when="October 10, 2012 at 11:58 am",
        ),
        Seed(
            "Annie Karlsson",
            "Is there a list of the studios that are open by appointment the rest of the year? I'd love to go back "
            "without the crowds.",
            when="October 12, 2012 at 5:33 pm",
        ),
    ]

    def item(i: int) -> str:
        c = cs[i]
        kids = [j for j, r in enumerate(cs) if r.parent == i]
        sub = f'<ul class="children">{"".join(item(j) for j in kids)}</ul>' if kids else ""
        return (
            f'<li class="r" id="r-{2200 + i}"><div class="r-top"><cite>{esc(c.author)}</cite> <span>says:</span><br>'
            f'<small><a href="#r-{2200 + i}">{esc(c.when)}</a></small></div>{paras(c.text)}'
            f'<div class="r-foot"><a href="?replyto={2200 + i}#respond">Reply</a></div>{sub}</li>'
        )

    responses = (
        '<h3 id="responses">6 Responses to &#8220;Open Studios: meet five of this year&#8217;s makers&#8221;</h3>'
        f'<ol class="rlist">{"".join(item(i) for i in range(len(cs)) if cs[i].parent is None)}</ol>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/post-reply.php" method="post"><p><input name="author"> Name</p>'
        '<p><input name="email"> Email</p><p><textarea name="t" rows="6" cols="50"></textarea></p><p><input type="submit" value="Submit"></p></form></div>'
    )
    makers = "".join(
        f'<div class="maker"><h4>{esc(name)} <small>&middot; {esc(where)} &middot; {esc(what)}</small></h4>'
        f"<blockquote><p>&ldquo;{esc(words)}&rdquo;</p></blockquote></div>"
        for where, name, what, words in MAKERS
    )
    intro = """The Kettle Creek Open Studios weekend is back on October 6 and 7, with 22 studios along the valley road open from 10 to 5 both days. It's free, it's self-guided, and the map is at the library, the general store and the post office.

We asked five of this year's makers, three of them new to the tour, to tell us in a sentence or two what visitors will find."""
    style = (
        "body{background:#f6eff3;font:15px/1.6 Georgia,serif;margin:0;color:#2d2d2d}#container{width:940px;margin:0 auto;background:#fff}"
        "#header{padding:30px;border-bottom:4px solid #8a3b6b}#header h1{margin:0;color:#8a3b6b}#content{float:left;width:600px;padding:20px 30px}"
        "#sidebar{float:right;width:240px;padding:20px 10px;font-size:13px}.maker h4{margin:14px 0 0}.maker blockquote{margin:4px 0 0 20px;font-style:italic}"
        ".rlist,.children{list-style:none;padding-left:0}.children{margin-left:36px}.r{border-top:1px solid #eee;padding:8px 0}.r-top cite{font-style:normal;font-weight:bold}"
        ".r-foot{font-size:11px}#footer{clear:both;padding:14px;text-align:center;font-size:11px;color:#999}"
    )
    body = (
        f'<body><div id="container"><div id="header"><h1>{esc(site.name)}</h1><p>{esc(site.tagline)}</p>'
        f'<p>{menu(site, " &middot; ")}</p></div><div id="content">'
        '<div class="post"><h2>Open Studios: meet five of this year&#8217;s makers</h2>'
        '<p class="postmetadata">October 2, 2012 &middot; by Greta &middot; Filed under <a href="/events/">Events</a>, <a href="/makers/">Makers</a></p>'
        + paras(intro)
        + makers
        + "<p>See you on the road. Wear boots: Studio 8 is at the end of a muddy lane.</p>"
        + share_bar("arts-open-studios")
        + "</div>"
        + responses
        + '</div><div id="sidebar"><h3>Subscribe</h3><p>Get new posts by email: <input size="14"> <input type="submit" value="Go"></p>'
        "<h3>Recent posts</h3><ul>"
        + links(
            [
                "Open Studios: meet five of this year's makers",
                "Apple butter day at the Grange",
                "A new kiln for the school",
                "Summer market wrap-up",
            ],
            "/2012/",
        )
        + "</ul><h3>Tags</h3><p>"
        + tag_cloud(
            "pottery:4, open studios:5, markets:3, weaving:2, iron:1, printmaking:2, workshops:3, Grange:2"
        )
        + "</p>"
        + ad("200x200", "Kettle Creek General Store - Cider & Donuts")
        + '</div><div id="footer">&copy; 2012 Kettle Creek Notes &middot; Theme: a free magazine theme</div></div></body></html>'
    )
    html = (
        head(site, "Open Studios: meet five of this year's makers", "2012-10-02T09:00:00-04:00", style) + body
    )
    return case(
        "cs-arts-studios-mixed",
        "mixed",
        html,
        cs,
        path="/2012/10/open-studios-meet-the-makers/",
        container="ol.rlist of li.r after the post",
        heading="6 Responses to “Open Studios: meet five of this year’s makers”",
        description="an arts blog's post of 2012 holding 5 makers' statements (name, studio, craft, a quoted sentence "
        "or two in the first person) above '6 Responses to …': li.r items with a <cite> name, 'says:' and a time; one "
        "maker answers a reader in a nested ul.children; one reader posts twice",
        lookalikes=("makers' statements",),
    )


def lists_cs() -> list[Case]:
    return [lite_plain(), garden_plain(), hamclub_soapbox(), arts_mixed()]
