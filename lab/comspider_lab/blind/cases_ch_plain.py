"""Blind set CH: three plain article pages without any reader comment, with the era's furniture: a US broadcaster's
weather story with a video box, most watched, share counts and an empty "0 Comments" area inviting the first comment;
a UK road-transport trade magazine's legislation story with an author bio, related stories with thumbnails, events,
a newsletter box and a log-in line; an Australian national's politics story with a poll, most commented with counts
and an author box. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ch_common import Bits, Case, Piece, box, case, listing, related


def us_broadcaster_zero() -> Case:
    inside = (
        '<div class="ksv-vid"><img src="/_avatar/ksv-video.svg" alt="" width="620" height="349" />'
        "<p><b>WATCH:</b> Meteorologist Dana Whitlock's 10-day forecast (2:14)</p></div>"
    )
    after = (
        related(
            "us-ksvq",
            "More from KSVQ 9",
            (
                "Black ice blamed for I-90 pileup",
                "School closures and delays",
                "Photos: first snow of the season",
            ),
        )
        + '<div class="ksv-cmts"><h3>0 Comments</h3><p>Be the first to comment on this story.</p>'
        '<p><a href="/login">Log in</a> or <a href="/register">create an account</a> to comment. '
        'Comments are subject to our <a href="/terms">terms of use</a>.</p></div>'
    )
    side = (
        listing(
            "us-ksvq",
            "Most watched",
            """
Video: Moose wanders through Garland Falls neighborhood | 1
Video: Crews battle house fire on Pine Ridge Road | 2
Forecast: freezing fog through Thursday | 3
""",
            "",
        )
        + box(
            "us-ksvq",
            "Closings & delays",
            '<p>2 schools reporting. <a href="/closings">See the full list</a></p>',
        )
        + box(
            "us-ksvq",
            "Send us your weather photos",
            '<p>Upload your photos at <a href="/upload">KSVQ UReport</a>.</p>',
        )
    )
    style = (
        ".ksv-vid{background:#000;color:#fff;padding:4px}.ksv-vid p{margin:2px 0}"
        ".ksv-rel ul{list-style:none;padding:0;overflow:hidden}.ksv-rel li{float:left;width:210px}.ksv-rel img{display:block}"
        ".ksv-cmts{clear:both;border-top:2px solid #0a4da2;margin-top:14px}"
    )
    piece = Piece(
        "Freezing fog advisory for Garland Falls through Thursday",
        "By KSVQ 9 News staff",
        "2012-12-04T17:20:00-08:00",
        "Posted: Dec 04, 2012 5:20 PM PST | Updated: Dec 04, 2012 6:45 PM PST",
        """
The National Weather Service has issued a freezing fog advisory for the Garland Falls area until 10 a.m. Thursday.

Visibility could drop below a quarter of a mile at times, especially near the river and on the Palouse Highway. Fog will freeze on roads, bridges and overpasses, making them slick.

Washington State Patrol troopers responded to more than a dozen spin-outs on Tuesday morning. No serious injuries were reported.

KSVQ 9 Meteorologist Dana Whitlock says a weak system arriving Friday should mix out the fog and bring a chance of light snow for the weekend.
""",
        section="Weather",
    )
    return case(
        "ch-us-broadcaster-zero",
        "lookalike",
        "us-ksvq",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            top="Garland Falls 27° Fog",
            alert="WEATHER ALERT: Freezing fog advisory until 10 AM Thursday",
        ),
        [],
        path="/story/20290144/freezing-fog-advisory-for-garland-falls-through-thursday/",
        container="(no discussion) div.ksv-cmts: h3 '0 Comments', 'Be the first to comment on this story.'",
        heading=None,
        description="A US TV station's news site of 2012 without any reader comment: a weather story under a weather-alert bar, a video box, related stories with thumbnails, then an empty '0 Comments' area with 'Be the first to comment' and a log-in line; most watched, closings, a photo upload box. Most awkward: a comment area with a heading and nothing in it.",
        lookalikes=("an empty comment area", "most watched"),
    )


def uk_trade_plain() -> Case:
    after = (
        '<div class="ftw-bio"><img src="/_avatar/ftw-bio.svg" alt="" width="60" height="60" /><p><b>Graham Pickles</b> is Fleet '
        "Transport Weekly's legislation editor. He has covered road haulage since 1998 and drove for a Yorkshire parcels firm "
        'before that. <a href="/authors/graham-pickles">More by Graham</a> · <a href="#">@FTWGraham</a></p></div>'
        + related(
            "uk-fleet",
            "Related stories",
            (
                "Operator licence fees to rise by 10%",
                "Analogue tachographs: the end is in sight",
                "Traffic commissioner revokes Midlands firm's licence",
            ),
        )
        + '<p class="ftw-login">To comment on this story please <a href="/login">log in</a> or <a href="/register">register for free</a>.</p>'
    )
    side = (
        listing(
            "uk-fleet",
            "Most read",
            """
Driver CPC: the deadline is 2014 | 1
Fuel duty freeze confirmed in Budget | 2
Operator of the Year shortlist revealed | 3
""",
            "",
        )
        + box(
            "uk-fleet",
            "Events",
            "<ul><li>Road Transport Expo, Stoneleigh Park, 25-27 June</li><li>FTW Compliance Conference, Birmingham, 12 September</li></ul>",
        )
        + box(
            "uk-fleet",
            "FTW Daily",
            '<p>The day\'s transport news, free to your inbox.</p><p><input type="text" value="Work email" /> <input type="submit" value="Subscribe" /></p>',
        )
        + box(
            "uk-fleet",
            "Jobs",
            "<ul><li>Transport manager, Doncaster, £32k</li><li>Workshop controller, Felixstowe</li></ul>",
        )
    )
    style = (
        ".ftw-bio{overflow:hidden;background:#fff4e6;padding:6px;margin:12px 0}.ftw-bio img{float:left;margin-right:8px}"
        ".ftw-rel ul{list-style:none;padding:0;overflow:hidden}.ftw-rel li{float:left;width:210px}.ftw-rel img{display:block}.ftw-login{clear:both}"
    )
    piece = Piece(
        "Roadside tachograph checks to get tougher from April",
        "Graham Pickles",
        "2013-02-21T08:00:00+00:00",
        "21 February 2013",
        """
Enforcement officers will be able to download up to 28 days of tachograph data at the roadside from April, under changes announced by the Department for Transport this week.

At present, examiners usually look at the current day and the previous 28 days of charts only for analogue units, and many digital downloads are taken back to the depot for analysis. The new handheld kit will let officers issue fixed penalties on the spot for offences found in the download.

The Road Haulage Association said it supported tougher action against the minority of operators who cut corners, but warned that drivers could face fines for "minor recording slips" made weeks earlier.

Operators are being advised to check that drivers' cards are downloaded at least every 28 days and that any infringements are dealt with and recorded.
""",
        dek="Examiners will download four weeks of data with new handheld kit",
        section="Legislation",
        tags=("Tachographs", "Enforcement", "DfT"),
    )
    return case(
        "ch-uk-trade-plain",
        "lookalike",
        "uk-fleet",
        piece,
        Bits(after=after, side=side, style=style, top="Diesel 142.9p/litre"),
        [],
        path="/legislation/roadside-tachograph-checks-to-get-tougher-from-april/",
        container="(no discussion) an author bio, related stories and a log-in line after the article",
        heading=None,
        description="A UK road-transport trade magazine of 2013 without any reader comment: a legislation story, an author bio box with a photo, related stories with thumbnails, 'To comment on this story please log in'; most read, events, a newsletter box, jobs. Most awkward: a bio paragraph with a photo and a name where a first comment would sit.",
        lookalikes=("an author bio", "related stories with thumbnails", "events"),
    )


def au_poll_plain() -> Case:
    after = (
        '<div class="tcd-poll"><h4>Have your say: vote now</h4><p>Should MPs\' travel allowances be cut?</p>'
        "<ul><li>Yes, cut them: 74% (3,210)</li><li>No, they need them to do the job: 18% (781)</li><li>Not sure: 8% (347)</li></ul>"
        "<p><small>Poll closed. This is not a scientific poll.</small></p></div>"
        '<div class="tcd-author"><b>About the author</b><p>Michael Tran is the Dispatch\'s chief political correspondent. '
        "He has reported from Parliament House since 2004.</p></div>"
        + related(
            "au-dispatch",
            "More on this story",
            (
                "Senator repays $9,000 in charter flights",
                "The rules on travel allowances explained",
                "Editorial: a line must be drawn",
            ),
        )
    )
    side = (
        listing(
            "au-dispatch",
            "Most commented",
            """
Carbon price: what it will cost your household | 311
Gillard stares down caucus critics | 187
Senate committee to examine MPs' travel allowances | 0
""",
            "comments",
        )
        + listing(
            "au-dispatch",
            "Most shared",
            """
Canberra's best cheap eats | 2,341
Why the ACT is the country's fittest territory | 1,102
""",
            "shares",
        )
        + box("au-dispatch", "Newsletter", "<p>The Dispatch Daily Briefing, free each weekday at 6am.</p>")
    )
    style = (
        ".tcd-poll{background:#eef1f8;border:1px solid #cfd6e6;padding:6px 10px;margin:14px 0}.tcd-author{font-size:12px;border-top:1px solid #ddd}"
        ".tcd-rel ul{list-style:none;padding:0}.tcd-rel li{overflow:hidden;margin-bottom:4px}.tcd-rel img{float:left;margin-right:6px}"
    )
    piece = Piece(
        "Senate committee to examine MPs' travel allowances",
        "Michael Tran, Chief Political Correspondent",
        "2012-09-19T12:00:00+10:00",
        "September 19, 2012 - 12:00PM",
        """
A Senate committee will examine the rules governing MPs' travel allowances after a string of claims for charter flights and overnight stays in members' own Canberra properties.

The inquiry, agreed to by the Senate on Wednesday with the support of the Greens and independent senators, will report by the end of February.

Special Minister of State Anne Kellaway said the government welcomed the inquiry and that the current rules were "clear and properly administered".

Last year MPs and senators claimed a total of $11.4 million in travel allowance, according to figures tabled in Parliament.
""",
        section="Politics",
    )
    return case(
        "ch-au-poll-plain",
        "lookalike",
        "au-dispatch",
        piece,
        Bits(after=after, side=side, style=style, top="Canberra 17°"),
        [],
        path="/national/senate-committee-to-examine-mps-travel-allowances-20120919-26a1x.html",
        container="(no discussion) a closed poll ('Have your say: vote now'), an author box and related stories after the article",
        heading=None,
        description="An Australian national paper of 2012 without any reader comment: a politics story with a closed poll headed 'Have your say: vote now' (three answers with percentages and counts), an author box, related stories with thumbnails; most commented and most shared with counts, a newsletter box. Most awkward: 'Have your say' over a poll, a most-commented list that counts 0 for this article.",
        lookalikes=("a poll's results", "most commented with counts"),
    )


def plain_ch() -> list[Case]:
    return [us_broadcaster_zero(), uk_trade_plain(), au_poll_plain()]
