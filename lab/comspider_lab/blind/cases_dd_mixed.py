"""Blind set DD: one mixed page: a daily's story of 2013 under a newspaper comment platform ("Huddle", replies in nested
``ol.hdl-sub``) beside two lists its widgets drew: the paper's own microblog posts ("Latest from @CVBeacon", each with
a time and counts) and the platform's "Most active commenters this week". Every platform, class name, person, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dd_common import C, Case, counted, esc, kids, loader, make, paras, slug, talk
from comspider_lab.blind.layout_dd import Page, daily, footer_cols, share_bar


def _huddle(cs: list[C]) -> str:
    tree = kids(cs)

    def node(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in tree:
            sub = '<ol class="hdl-sub">' + "".join(node(k) for k in tree[i]) + "</ol>"
        return (
            f'<li class="hdl-node" id="hdl-{33017 + 2 * i}"><div class="hdl-card"><img class="hdl-face" src="/_avatar/hdl-{slug(c.who)}.svg" width="36" height="36" alt="" />'
            f'<div class="hdl-by"><a class="hdl-handle" href="#">{esc(c.who)}</a> <em class="hdl-at">{esc(c.at)}</em></div>'
            f'<div class="hdl-words">{paras(c.body)}</div><div class="hdl-foot"><a href="#">Reply</a> <span class="hdl-thumbs">'
            f'<a href="#">Thumbs up</a> {esc(c.likes or "0")}</span> <a href="#">Report</a></div></div>{sub}</li>'
        )

    return (
        '<div id="huddle-box" class="hdl" data-huddle-state="rendered">'
        f'<div class="hdl-head"><span class="hdl-n">{len(cs)} comments</span> <span class="hdl-tabs"><a href="#" class="hdl-cur">Oldest</a> '
        '<a href="#">Newest</a> <a href="#">Most thumbs</a></span></div>'
        '<div class="hdl-login">Log in to comment: <a href="#">Beacon account</a> &middot; <a href="#">Facebook</a> &middot; <a href="#">Twitter</a></div>'
        '<ol class="hdl-list">' + "".join(node(i) for i in tree[None]) + "</ol>"
        '<div class="hdl-credit">Conversation by Huddle</div></div>'
    )


def mixed_huddle_beacon() -> Case:
    cs = talk("""
Tess Markowitz @ Apr 9, 2013 6:12 AM # 5 :: Ten months?! I cross that bridge twice a day to get to the hospital. The detour through Quarry Road adds at least 15 minutes and the Quarry Road light is already a nightmare at 7.
>Beacon Staff @ Apr 9, 2013 8:05 AM # 3 :: Tess, the county says it will retime the Quarry Road signal before the closure and add a left-turn arrow. We'll print a detour map in Thursday's paper.
>Neil P. @ Apr 9, 2013 8:40 AM # 1 :: Hospital shift workers should get a pass to use the rail trail bridge. It's wide enough for one lane.
>>Tess Markowitz @ Apr 9, 2013 9:02 AM :: Neil I'd take that deal in a heartbeat.
Arnie Voss @ Apr 9, 2013 10:45 AM # 2 :: That bridge was rated "structurally deficient" in 2004. Nine years to do something. Nine.
CarrickDad @ Apr 9, 2013 12:17 PM :: Will the school buses go around through Quarry too? Pick-up times are going to change for the Hollis St. stops, no?
>Lynn Abernathy @ Apr 9, 2013 1:03 PM # 2 :: The district posted a letter on its website this morning. New pick-up times start the first day of the closure, and they're moving two stops to the Grange lot.
bikecommuter_cv @ Apr 9, 2013 3:30 PM # 1 :: Please tell me they're adding a real bike lane when it reopens. The current "shoulder" is 14 inches wide. I measured.
""")
    tags, files = loader(
        "huddle",
        "var huddle_conf = { org: 'cvbeacon', asset_id: 'news/2013/04/hollis-bridge', top_commenters: true };",
        "Huddle",
    )
    feed = [
        (
            "2h",
            "Hollis Street bridge to close for 10 months starting June 3. Detour via Quarry Rd. Full story: cvbeacon.example/hollis",
            "14",
            "3",
        ),
        (
            "5h",
            "Carrick Valley girls lacrosse beats Westmont 11-9 in OT. Recap and photos tonight.",
            "6",
            "2",
        ),
        ("7h", "Power restored to most of the North End after last night's wind, utility says.", "9", "1"),
        (
            "Apr 8",
            "Reminder: candidates' forum for the school board is Thursday 7 p.m. at the Grange. Send us your questions.",
            "4",
            "0",
        ),
        ("Apr 8", "Photo: the first ferry of the season leaves the Carrick landing this morning.", "22", "7"),
    ]
    feed_html = (
        '<div class="mod"><h3>Latest from @CVBeacon</h3><div class="cvb-stream" data-widget="social-timeline">'
        + "".join(
            f'<div class="cvb-post"><img src="/_avatar/cvbeacon.svg" width="32" height="32" alt="" /><span class="cvb-acct">Carrick Valley Beacon</span> '
            f'<span class="cvb-user">@CVBeacon</span> <a class="cvb-ago" href="#">{esc(t)}</a><p class="cvb-text">{esc(text)}</p>'
            f'<span class="cvb-acts">Reply &middot; Retweet {rt} &middot; Favorite {fav}</span></div>'
            for t, text, rt, fav in feed
        )
        + '</div><p class="cvb-follow"><a href="#">Follow @CVBeacon</a> 6,318 followers</p></div>'
    )
    top = (
        '<div class="mod"><h3>Most active commenters this week</h3><ol class="hdl-leaders" data-huddle-state="rendered">'
        + "".join(
            f'<li><img src="/_avatar/hdl-{slug(n)}.svg" width="24" height="24" alt="" /> <a href="#">{esc(n)}</a> <span>{c} comments</span></li>'
            for n, c in (
                ("Arnie Voss", 41),
                ("Marianne Tuck", 28),
                ("CarrickDad", 19),
                ("Otis Klemm", 17),
                ("Tess Markowitz", 12),
            )
        )
        + '</ol><p class="hdl-credit">Community by Huddle</p></div>'
    )
    post = (
        '<div class="story"><div class="crumbs"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a> &rsaquo; <a href="/news/transportation/">Transportation</a></div>'
        "<h1>Hollis Street bridge to close for 10 months starting in June</h1>"
        '<p class="deck">$8.7 million replacement will send 14,000 cars a day onto Quarry Road</p>'
        '<div class="byline">By <a href="/staff/">Renata Okafor</a>, Beacon Staff Writer &middot; <span class="date">Monday, April 8, 2013 9:40 pm</span></div>'
        + share_bar((("Recommend", "233"), ("Tweet", "48"), ("+1", "3")))
        + '<div class="body">'
        "<p>CARRICK &mdash; The Hollis Street bridge over the Carrick River will close to all traffic on June 3 and stay closed until about April 2014, county engineers said Monday.</p>"
        "<p>The 1938 steel truss bridge will be replaced with a wider concrete span with sidewalks on both sides. The $8.7 million project is paid mostly with federal money.</p>"
        "<p>About 14,000 vehicles a day cross the bridge. The official detour runs along Quarry Road and the Route 17 bridge, roughly 2.5 miles longer.</p>"
        "<p>County Engineer Phil Danforth said the Quarry Road signal at Main Street will be retimed before the closure.</p></div>"
        '<div class="detour"><h4>The detour</h4><p>Northbound: Hollis St. to Quarry Rd., right on Route 17, left on River Rd.</p></div></div>'
    )
    after = '<div id="story-comments"><h2 class="sect">Comments</h2>' + _huddle(cs) + "</div>"
    side = (
        feed_html
        + top
        + '<div class="mod"><h3>Most commented</h3>'
        + counted(
            """
Hollis Street bridge to close for 10 months starting in June | 8
Letter: the ferry fare increase is too much | 26
School board race: five candidates, two seats | 17
""",
            "comments",
        )
        + "</div>"
        '<div class="mod"><h3>River report</h3><p>Carrick River at Hollis St.: 6.2 ft, falling. Ferry: on schedule.</p></div>'
    )
    foot = footer_cols(
        {
            "News": ("Local", "Schools", "Transportation", "Police"),
            "Beacon": ("Subscribe", "Contact", "Advertise"),
        },
        "&copy; 2013 The Carrick Valley Beacon. All rights reserved.",
    )
    page = Page(
        title="Hollis Street bridge to close for 10 months starting in June",
        site="The Carrick Valley Beacon",
        tagline="Tuesday, April 9, 2013 &middot; 49&deg;F Rain",
        menu=("Home", "News", "Schools", "Sports", "Business", "Opinion", "Obituaries", "Calendar"),
        post=post,
        after=after,
        side=side,
        foot=foot,
        top='<a href="/traffic/">Traffic</a> | <a href="/ferry/">Ferry schedule</a>',
        style=".hdl-list,.hdl-sub{list-style:none;padding:0}.hdl-sub{margin-left:44px}.hdl-card{overflow:hidden;border-top:1px solid #e4e4e4;padding:6px 0}.hdl-face{float:left}"
        ".hdl-by,.hdl-words,.hdl-foot{margin-left:44px}.hdl-handle{font-weight:bold}.hdl-at{color:#888;font-size:11px}.hdl-foot{font-size:11px}"
        ".cvb-post{border-bottom:1px solid #eee;padding:5px;font-size:12px}.cvb-user,.cvb-ago,.cvb-acts{color:#999}.hdl-leaders{padding-left:20px}",
        end=tags,
    )
    return make(
        "dd-mixed-huddle-beacon",
        "mixed",
        daily(page),
        cs,
        path="/news/transportation/hollis-street-bridge-to-close.html",
        container="div#huddle-box > ol.hdl-list",
        heading="8 comments",
        description="A daily's bridge story of 2013 under a newspaper comment platform drawn into the page (replies in ol.hdl-sub), "
        "beside the paper's own microblog feed (5 posts with times and counts) and the platform's most active commenters.",
        files=files,
        lookalikes=("social feed of the site's own posts", "most active commenters"),
    )


def mixed_dd() -> list[Case]:
    return [mixed_huddle_beacon()]
