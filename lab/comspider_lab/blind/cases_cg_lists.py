"""Blind set CG: three pages of 2012 without any reader comment whose post holds a short list of a kind no earlier set
listed, each entry a person's name with a short text of their own: a model railway club's AGM report with the
officers' reports (role, name, what they said); a county weekly's sheriff's log (day and time, the place, what
deputies found); an astronomy society's Blogger post on a star party with the members' observing notes (name, time,
telescope, what they saw). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cg_common import (
    Bits,
    Case,
    Piece,
    archive,
    blogroll,
    case,
    esc,
    links,
    rows,
    widget,
)


def club_agm() -> Case:
    reports = rows("""
Chairman | Roy Pickering | Thanked everyone for a busy year. The new Tuesday evening running sessions have brought in five new members, three of them under sixteen, and he hoped to see more of the younger ones on the exhibition rota.
Treasurer | Maureen Blake | Reported a balance of £2,184 at the year end, up £310 on last year thanks mainly to the exhibition. Subscriptions will stay at £24 (juniors £10). The insurance renewal is due in June.
Exhibition Manager | Keith Dunmore | The October exhibition had 1,140 paying visitors, our best since 2008. Eighteen layouts have already been booked for this year, and he is still looking for volunteers for the door and the tea bar.
Layout Co-ordinator | Stuart Reddy | "Fenbridge Junction" is now fully wired and the new fiddle yard works. The scenery on the station board will be finished by the summer if enough members turn up on Tuesday nights.
""")
    inside = (
        '<h3>Officers\' reports</h3><table class="reports" width="100%" cellpadding="4" border="0">'
        + "".join(
            f'<tr><td valign="top" width="150"><b>{esc(r)}</b><br />{esc(n)}</td><td valign="top">{esc(t)}</td></tr>'
            for r, n, t in reports
        )
        + "</table><p><b>Election of officers:</b> all officers were re-elected unopposed. The meeting closed at 9.40pm.</p>"
    )
    piece = Piece(
        "Report of the Annual General Meeting, 13 March 2012",
        "the Club Secretary",
        "2012-03-16T12:00:00+00:00",
        "16th March 2012",
        """
The 50th Annual General Meeting of the club was held at the Scout Hut on Tuesday 13th March. Twenty-six members attended and apologies were received from four.

The minutes of last year's AGM were approved. A summary of the officers' reports is below; the full minutes are on the members' notice board.
""",
    )
    side = widget(
        "fenbridge",
        "Next meetings",
        "Tue 20 Mar: running night<br />Tue 27 Mar: talk, 'Signalling the GWR'<br />Sat 14 Apr: visit to Didcot",
    ) + widget(
        "fenbridge", "Exhibition", "Saturday 20 October 2012<br />Fenbridge Leisure Centre<br />10am - 4.30pm"
    )
    return case(
        "cg-club-agm",
        "lookalike",
        "fenbridge",
        piece,
        Bits(inside=inside, side=side),
        [],
        path="/news/agm2012.htm",
        container="(no discussion) table.reports: 4 tr (td b ROLE br NAME, td text)",
        heading=None,
        description="A model railway club's hand-made site of 2012 without any comment: the AGM report in a table layout with the officers' reports (4 rows: the role and the officer's name, then a few sentences of what they said, one in quotes), the election of officers; the left column's next meetings and exhibition date, a hit counter. Most awkward: four named people's short texts in a table where a thread would be, the only content after the report.",
        lookalikes=("a club AGM's officers' reports: role, name, text",),
    )


def weekly_sheriff() -> Case:
    log = rows("""
Monday, Nov. 12, 10:42 p.m. | County Road 9, Elk Hollow | A caller reported a loose horse on the road. A deputy and the owner returned it to its pasture and the owner fixed the gate.
Wednesday, Nov. 14, 3:15 p.m. | Main Street, Pine Ridge | A shopkeeper reported a man trying to pay with a torn $20 bill taped back together. The bill was found to be genuine.
Friday, Nov. 16, 1:08 a.m. | Cutler Lake boat ramp | Deputies checked on a parked pickup with its engine running. The driver had been waiting for a friend's fishing boat and was sent home.
Saturday, Nov. 17, 7:30 p.m. | Highway 20 near mile marker 41 | A deer struck by a car was reported blocking the eastbound lane. The road crew removed it; no one was hurt.
""")
    inside = (
        '<div class="log">'
        + "".join(
            f'<p class="entry"><strong>{esc(w)}</strong> <em>{esc(p)}</em><br />{esc(t)}</p>'
            for w, p, t in log
        )
        + "<p class=\"note\"><em>The Sheriff's Log is compiled from the Cutler County Sheriff's Office dispatch reports. Names of people not charged with a crime are not published.</em></p></div>"
    )
    piece = Piece(
        "Sheriff's Log: Nov. 12-18",
        "Gazette staff",
        "2012-11-21T08:00:00-07:00",
        "November 21, 2012",
        """
The following calls were among those handled by the Cutler County Sheriff's Office last week.
""",
        cats=("News",),
        tags=("Sheriff's Log", "public safety"),
    )
    side = (
        widget(
            "pineridge",
            "Most Read",
            "<ol>"
            + "".join(
                f'<li><a href="#">{esc(t)}</a></li>'
                for t in (
                    "Elk Hollow school board picks new superintendent",
                    "Sheriff's Log: Nov. 12-18",
                    "Lady Pines fall in state semifinal",
                    "Thanksgiving dinner at the Grange",
                )
            )
            + "</ol>",
        )
        + widget(
            "pineridge",
            "Obituaries",
            links(
                ("Dorothy Mae Kessler, 88", 'Harold "Butch" Lindqvist, 71', "Ruth Ann Cordova, 64"),
                "/obituaries/",
            ),
        )
        + widget("pineridge", "Weather", "<p>Pine Ridge: 34°F, clear. Snow possible Thursday night.</p>")
    )
    after = '<div id="comments"><p class="nocomments">Comments are closed.</p></div>'
    return case(
        "cg-weekly-sheriff",
        "lookalike",
        "pineridge",
        piece,
        Bits(inside=inside, after=after, side=side),
        [],
        path="/2012/11/21/sheriffs-log-nov-12-18/",
        container="(no discussion) div.log: 4 p.entry (strong DAY TIME, em PLACE, br, text)",
        heading=None,
        description="A county weekly's website of 2012 without any comment: the weekly sheriff's log, one sentence of introduction and 4 entries (a bold day and time, the place in italics, what deputies found in two sentences), then 'Comments are closed.'; share bar with counts, most read, obituaries, weather. Most awkward: four dated short texts in paragraphs of their own, the article's only content, right where the comments would be.",
        lookalikes=("a sheriff's log: day and time, place, text",),
    )


def blogger_starparty() -> Case:
    notes = rows("""
Andy Ferguson | 19:50 | 10-inch Dobsonian | Started on M31 while it was still high. Could easily see both companions, M32 and M110, and with averted vision a dust lane on the near side. Best view I have had of it from Tollbar.
Priya Natarajan | 21:15 | 80mm refractor on an EQ3 | My first star party! Found the Double Cluster on my own with the finder, then Albireo with the help of Andy. The gold and blue really is as good as everyone says.
Gordon Keyes | 23:40 | 8-inch SCT and camera | Jupiter well up by 23:30. Seeing settled down around midnight and I got about 900 frames of the Great Red Spot before the dew beat the heater. Processed image to follow.
""")
    inside = "<br /><br /><b>Observing notes from the field</b><br />" + "".join(
        f'<div class="obs" style="margin:10px 0;padding:6px 10px;border-left:3px solid #1c2541;background:#f4f6fa"><b>{esc(n)}</b> ({esc(t)}, {esc(s)})<br />{esc(x)}</div>'
        for n, t, s, x in notes
    )
    piece = Piece(
        "Star party report: Tollbar Hill, 13 October",
        "Dunmore Astronomical Society",
        "2012-10-15T20:05:00+01:00",
        "Monday, October 15, 2012",
        """
Twelve members and four visitors braved the cold at Tollbar Hill car park on Saturday night for our autumn star party. The sky cleared at about half past seven and stayed clear until the dew came down after one in the morning.

The limiting magnitude at the zenith was about 5.8, not bad at all for a site only eleven miles from town. Thanks to Gordon for bringing the urn and to the farm for letting us use the field again.

A few members sent in their notes from the night.
""",
        tags=("star party", "Tollbar Hill", "observing", "Jupiter"),
        time="8:05 PM",
    )
    side = (
        widget(
            "darkskies",
            "Next meeting",
            "<p>Thursday 8 November, 7.30pm, Dunmore Library: 'Comets: what to expect in 2013', a talk by Dr Helen Marsh.</p>",
        )
        + widget(
            "darkskies",
            "Clear Sky Chart",
            '<img src="/_avatar/csc.svg" width="240" height="60" alt="Clear sky chart for Tollbar Hill" />',
        )
        + blogroll(
            "darkskies",
            """
Northern Skies Observer | The Orionids peak this weekend | 5 hours ago
Backyard Astro | Cleaning a refractor lens, carefully | 2 days ago
The Dobsonian Diaries | Collimation made simple | 6 days ago
""",
            "Astronomy blogs",
        )
        + archive("darkskies", "2012 | 22\n2011 | 30")
    )
    after = '<div class="comments" id="comments"><a name="comments"></a><h4>@@COUNT@@</h4><p class="comment-footer"><a href="#">Post a Comment</a></p></div>'
    return case(
        "cg-blogger-starparty",
        "lookalike",
        "darkskies",
        piece,
        Bits(inside=inside, after=after, side=side),
        [],
        path="/2012/10/star-party-report-tollbar-hill-13-october.html",
        container="(no discussion) in the post body: 3 div.obs (b NAME, (time, telescope), br, text); 'No comments:' and 'Post a Comment'",
        heading=None,
        description="An astronomy society's Blogger blog of 2012 without any comment: a star party report whose post ends with three members' observing notes (name, time, telescope, what they saw: first person, like comments), then Blogger's 'No comments:' and 'Post a Comment'; the sidebar's next meeting, a clear sky chart, a blog list with latest posts and times, the archive. Most awkward: three first-person named notes with a time in boxes at the end of the post, just above Blogger's empty comment block.",
        lookalikes=("a star party's observing notes: name, time, telescope, text",),
    )


def lists_cg() -> list[Case]:
    return [club_agm(), weekly_sheriff(), blogger_starparty()]
