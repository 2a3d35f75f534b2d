"""Blind set CJ: three plain article pages of 2012 without any reader comment, each with the era's heavy furniture:
a daily's science story with other stories' latest comments (names and snippets) and an empty comment form, a UK
motoring blog's fuel-price story with a regional price table, a poll and "Comments are closed.", a local news site's
roadworks story in a Joomla table layout with a police log and an events list. Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cj_common import Bits, Case, Piece, box, case, esc, items, linklist, slug


def science() -> Case:
    latest = "".join(
        f'<li><span class="rt-lc-name">{esc(a)}</span> on <a href="/{slug(t)[:40]}">{esc(t)}</a>: <span class="rt-lc-snip">"{esc(s)}"</span> <span class="rt-lc-when">{esc(w)}</span></li>'
        for a, t, s, w in items("""
buckeye_bob | City to raise water rates 6% in January | Funny how the rates go up every year and the pipes on Elm still burst every winter. | 12 minutes ago
Linda from Clyde | Rivergate Rebels fall 24-21 in overtime | Proud of these kids no matter what. Great season. | 35 minutes ago
northside_nate | Algae advisory lifted at Maumee Point beach | Still not letting my dog in that water. | 1 hour ago
Deb Kowalski | Letter: Thank you to the Route 20 volunteers | Amen. They were out there in the rain all day. | 2 hours ago
""")
    )
    side = (
        box("sciencetimes", "Latest comments", f'<ul class="rt-lc">{latest}</ul>', "rt-latest")
        + box(
            "sciencetimes",
            "Most commented",
            linklist(
                "City to raise water rates 6% in January | 48\nRivergate Rebels fall 24-21 in overtime | 31\nAlgae advisory lifted at Maumee Point beach | 22",
                "ol",
                "comments",
            ),
            "rt-mc",
        )
        + box(
            "sciencetimes",
            "Weather",
            "<p>Rivergate: 61°F, partly cloudy. Lake Erie: waves 1-3 ft.</p>",
            "rt-wx",
        )
        + box(
            "sciencetimes",
            "Obituaries",
            linklist("Harold J. Wenzel, 84\nMarjorie (Kline) Dietrich, 91\nFr. Thomas Malloy, 77"),
            "rt-obits",
        )
        + box(
            "sciencetimes",
            "Advertisement",
            '<div style="height:250px;background:#eee;text-align:center;color:#999">Advertisement</div>',
            "rt-ad",
        )
    )
    after = (
        '<div class="rt-talk"><h3>Comments (0)</h3><p>Be the first to comment on this story. <a href="/login">Log in</a> or <a href="/register">register</a> to comment.</p>'
        '<form class="rt-form" action="/comment" method="post"><textarea name="body" rows="4" cols="60" disabled></textarea><br><input type="submit" value="Post comment" disabled></form>'
        '<p class="rt-small">Comments are moderated. Please read our <a href="/guidelines">community guidelines</a>.</p></div>'
    )
    inside = '<div class="rt-related"><h4>Related</h4><ul><li><a href="#">Algae advisory lifted at Maumee Point beach</a></li><li><a href="#">2011: Record bloom turns western basin green</a></li></ul></div>'
    piece = Piece(
        "Rivergate lab's sensor spots algae toxins hours sooner",
        'By <a href="/staff/mike-hollander">Mike Hollander</a> | Staff Writer | Published: Thursday, October 11, 2012',
        "2012-10-11T06:00:00-04:00",
        "Thursday, October 11, 2012",
        """
A buoy-mounted sensor built by researchers at the Lake Erie Research Station in Rivergate detected toxins from a blue-green algae bloom about nine hours before water-plant tests picked them up this summer, the team reported Wednesday.

The sensor, about the size of a coffee can, measures microcystin, a liver toxin produced by some algae, directly in lake water every 30 minutes and sends the reading to a website by cellphone signal. Current testing requires samples to be carried to a lab.

"Nine hours is the difference between a water plant switching its treatment in time and a do-not-drink advisory," said Dr. Priya Raman, who leads the project. The station deployed four of the buoys off Maumee Point between July and September.

The team hopes to have 20 buoys in the western basin by next summer, if a $1.4 million federal grant comes through.
""",
        section="Science",
        tags=("Lake Erie", "algae", "research"),
        dek="Buoy-mounted device could give water plants a head start",
    )
    return case(
        "cj-rivergate-science",
        "lookalike",
        "sciencetimes",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".rt-lc li{margin-bottom:6px}.rt-lc-name{font-weight:bold}.rt-lc-when{font-size:10px;color:#999}",
            top='Thursday, October 11, 2012 | <a href="/subscribe">Subscribe</a> | <a href="/login">Log in</a>',
        ),
        [],
        path="/science/2012/10/11/sensor-spots-algae-toxins-sooner",
        container="-",
        heading=None,
        description="A small daily's science story of 2012 without any reader comment: 'Comments (0)' with a disabled form, a related box; in the rail Latest comments of 4 other stories (names, snippets in quotes, relative times), most commented with counts, weather, obituaries, an ad.",
        lookalikes=(
            "Latest comments of other stories (names, snippets, times)",
            "most commented with counts",
        ),
    )


def petrol() -> Case:
    prices = "".join(
        f"<tr><td>{esc(r)}</td><td>{esc(u)}</td><td>{esc(d)}</td></tr>"
        for r, u, d in items("""
London | 145.1p | 149.9p
South East | 143.4p | 148.2p
North West | 141.8p | 146.6p
Scotland | 142.6p | 147.5p
Wales | 141.2p | 146.0p
Northern Ireland | 140.9p | 145.3p
""")
    )
    inside = (
        '<table class="ws-prices"><caption>Average pump prices, 2 April 2012</caption><tr><th>Region</th><th>Unleaded</th><th>Diesel</th></tr>'
        + prices
        + "</table>"
    )
    recent = "".join(
        f'<li><b>{esc(a)}</b> on <a href="/{slug(t)[:40]}/">{esc(t)}</a></li>'
        for a, t in (
            ("Dave in Derby", "Is the Kessler Vanta estate the best used family car under £6k?"),
            ("Gemma", "Motorway speed limit to rise to 80mph? What you need to know"),
            ("rusty_mk2", "Classic car of the week: 1972 Hillman Avenger"),
        )
    )
    side = (
        box("wheelspin", "Recent comments", f"<ul>{recent}</ul>", "ws-recent")
        + box(
            "wheelspin",
            "Poll",
            "<p>Will you drive less if unleaded hits 150p?</p><ul><li>Yes, already am (46%)</li><li>No, I have no choice (41%)</li><li>Switching to a diesel (13%)</li></ul><p><small>Total voters: 1,382</small></p>",
            "ws-poll",
        )
        + box(
            "wheelspin",
            "Most commented",
            linklist(
                "Motorway speed limit to rise to 80mph? What you need to know | 132\nFuel duty: the March rise is off, the August one is on | 77\nClassic car of the week: 1972 Hillman Avenger | 19",
                "ol",
                "comments",
            ),
            "ws-mc",
        )
        + box(
            "wheelspin",
            "Tags",
            '<div class="tagcloud">'
            + " ".join(
                f'<a href="/tag/{slug(t)}/" style="font-size:{s}px">{esc(t)}</a>'
                for t, s in (
                    ("diesel", 13),
                    ("fuel duty", 18),
                    ("insurance", 12),
                    ("petrol prices", 22),
                    ("road tax", 11),
                    ("used cars", 15),
                )
            )
            + "</div>",
            "ws-tags",
        )
    )
    piece = Piece(
        "Petrol hits record 142.9p a litre as panic buying fades",
        'by <a href="/author/neil/">Neil Ferris</a> on 2 April 2012 in <a href="/category/running-costs/">Running costs</a>',
        "2012-04-02T11:20:00+01:00",
        "2 April 2012",
        """
The average price of a litre of unleaded petrol in the UK has reached a record 142.9p, according to figures published this morning, beating the previous high set only three weeks ago.

Diesel averages 147.9p, just below its own record of 148.1p from last April. Drivers in London are paying the most, with several forecourts in the centre now charging more than 150p for unleaded.

The rise comes as last week's queues at filling stations, triggered by talk of a tanker drivers' strike, begin to clear. Retailers say some stations are still waiting for deliveries, but that most should be back to normal by the weekend.

Filling up a typical 55-litre family car with unleaded now costs £78.60, almost £10 more than two years ago.
""",
        section="Running costs",
        tags=("petrol prices", "fuel duty", "diesel"),
    )
    return case(
        "cj-wheelspin-petrol",
        "lookalike",
        "wheelspin",
        piece,
        Bits(
            inside=inside,
            after='<p class="nocomments">Comments are closed.</p>',
            side=side,
            style=".ws-prices td,.ws-prices th{border:1px solid #ccc;padding:3px 8px}",
            top='Follow us: <a href="#">Twitter</a> · <a href="#">Facebook</a>',
        ),
        [],
        path="/2012/04/02/petrol-hits-record-142-9p/",
        container="-",
        heading=None,
        description="A UK motoring blog of 2012 (a WordPress theme): a fuel-price story with a regional price table, then 'Comments are closed.'; Recent comments naming readers on other posts, a poll with results, most commented with counts, a tag cloud. No reader comment.",
        lookalikes=("Recent comments on other posts", "a poll with results", "a price table"),
    )


def roadworks() -> Case:
    log = "".join(
        f"<li><b>{esc(t)}</b> {esc(x)}</li>"
        for t, x in items("""
Oct 1, 11:42 p.m. | Noise complaint, 300 block of Bay Street. Party asked to turn it down.
Oct 2, 7:15 a.m. | Car broken into overnight on Linden Court; GPS unit taken.
Oct 2, 3:30 p.m. | Minor crash at Harbor and Third, no injuries.
Oct 3, 9:05 p.m. | Suspicious person reported near the marina turned out to be a night fisherman.
""")
    )
    side = (
        box("fairhaven", "Police log", f"<ul>{log}</ul>", "_blotter")
        + box(
            "fairhaven",
            "Events",
            "<ul><li><b>Oct 6</b> Harvest fair, Town Green, 10am-4pm</li><li><b>Oct 9</b> Board of Selectmen, Town Hall, 7pm</li><li><b>Oct 13</b> Fairhaven Library book sale</li></ul>",
            "_events",
        )
        + box(
            "fairhaven",
            "Most read",
            linklist(
                "Harbor Street paving to close lanes through October\nFairhaven High homecoming photos\nSelectmen approve new dog park on Mill Road",
                "ol",
            ),
            "_mostread",
        )
        + box(
            "fairhaven",
            "Local deals",
            '<div style="height:200px;background:#f5f5f5;text-align:center;color:#999">Sponsored</div>',
            "_ads",
        )
    )
    piece = Piece(
        "Harbor Street paving to close lanes through October",
        "Written by Patch Staff &nbsp; Wednesday, 03 October 2012 14:20",
        "2012-10-03T14:20:00-04:00",
        "Wednesday, 03 October 2012 14:20",
        """
Drivers on Harbor Street should expect lane closures between Main Street and the marina on weekdays from 7 a.m. to 4 p.m. through the end of October while the street is repaved, the Department of Public Works said Wednesday.

The $640,000 project, paid for mostly with state road money, will replace the surface of the half-mile stretch for the first time since 1994 and add new crosswalks at Third Street and at the ferry landing.

Public works director Glenn Ostrowski said one lane would stay open in each direction at all times and that the work would stop for the harvest fair weekend. Businesses along the street will remain open, and parking on the south side will be allowed after 4 p.m.
""",
        section="News",
        tags=("Harbor Street", "roadwork", "Public Works"),
    )
    return case(
        "cj-fairhaven-roadworks",
        "lookalike",
        "fairhaven",
        piece,
        Bits(
            side=side,
            style=".maincol{padding:0 12px}.rightcol{font-size:12px}.contentheading{font:bold 24px Georgia,serif}",
        ),
        [],
        path="/news/local/412-harbor-street-paving-to-close-lanes-through-october",
        container="-",
        heading=None,
        description="A local news site of 2012 on a Joomla 1.5 table layout: a roadworks story without any comment area; a police log of 4 timed entries, events, most read, sponsored deals.",
        lookalikes=("a police log", "an events list"),
    )


def plain_cj() -> list[Case]:
    return [science(), petrol(), roadworks()]
