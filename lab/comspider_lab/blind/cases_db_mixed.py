"""Blind set DB: one mixed page of 2012: a Drupal-like outdoors news site's story on the ice going out on a lake,
whose "Latest Ice Reports" block (anglers' conditions reports sent to the site's report board, each with a name, a
lake, a date and a short text) sits right above 7 readers' comments on the story in the site's threaded markup.
Truth: only the comments. Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_db_common import C, Case, counted, esc, make, paras, slug, talk
from comspider_lab.blind.layout_db import Page, drupal


def _drupal_thread(cs: list[C]) -> str:
    kids: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        kids.setdefault(c.parent, []).append(i)

    def one(i: int) -> str:
        c = cs[i]
        cid = 10460 + i
        member = not c.who.endswith(" (guest)")
        name = (
            f'<a href="/users/{slug(c.who)}" title="View user profile." class="username">{esc(c.who)}</a>'
            if member
            else f'<span class="username">{esc(c.who[: -len(" (guest)")])}</span> (not verified)'
        )
        out = (
            f'<a id="comment-{cid}"></a><div class="comment clearfix{" comment-by-anonymous" if not member else ""}">'
            f'<div class="attribution"><img src="/_avatar/ol-{slug(c.who)}.svg" width="40" height="40" alt="" /><div class="submitted"><p class="commenter-name">{name}</p>'
            f'<p class="comment-time">{esc(c.at)}</p></div></div>'
            f'<div class="comment-text"><div class="content">{paras(c.body)}</div>'
            f'<ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/3318/{cid}">reply</a></li></ul></div></div>'
        )
        if i in kids:
            out += '<div class="indented">' + "".join(one(k) for k in kids[i]) + "</div>"
        return out

    return "".join(one(i) for i in kids[None])


def _who(c: C) -> C:
    if c.who.endswith(" (guest)"):
        return C(c.who[: -len(" (guest)")], c.at, c.body, c.parent, c.depth, c.staff)
    return c


def drupal_outdoors() -> Case:
    raw = talk("""
Duane Kittredge @ Tue, 04/10/2012 - 7:33am :: Earliest ice-out on Loon Lake I can remember and I've had the cabin since '79. The old record in the article is right, April 14 1987, I was there that year too.
>Mary Jo Esterly @ Tue, 04/10/2012 - 9:12am :: My dad kept a calendar on the cabin wall with every ice-out date since 1952. I'll dig it out this weekend and see if he has anything earlier than the 87 date.
>>Duane Kittredge @ Tue, 04/10/2012 - 10:40am :: Please do, I'd love to see that. Maybe the DNR would want a copy too.
RiverRatRon (guest) @ Tue, 04/10/2012 - 12:18pm :: Early ice out means early algae too. Mark my words, by July the north bay will be pea soup again. Somebody needs to do something about the runoff from the new subdivision.
Kathy Lindqvist @ Tue, 04/10/2012 - 4:55pm :: Does the early ice-out change anything for the walleye opener? Season still opens May 12 right? // Asking for my husband who has been packing the boat since February.
>Ben Sorensen @ Tue, 04/10/2012 - 6:20pm :: The opener date is set in law, so May 12 it is. The fish will probably have spawned already though, so they'll be on the weed edges instead of the shallows. Tell him to bring jigs and a lot of patience.
Greta H. (guest) @ Wed, 04/11/2012 - 8:01am :: Loved the photo of the loons on the open water. Beautiful.
""")
    cs = [_who(c) for c in raw]
    thread = _drupal_thread(raw)
    reports = (
        '<div class="view view-ice-reports"><div class="view-content">'
        '<div class="views-row ice-report"><div class="ir-lake">Loon Lake</div><div class="ir-by">Reported by <b>Tom Garber</b> on Mon, 04/09/2012 - 6:45pm</div><div class="ir-text">All open now except the far east bay behind the island, which still has a sheet of gray ice. Stay off it, it&#39;s rotten.</div></div>'
        '<div class="views-row ice-report"><div class="ir-lake">Bass Lake</div><div class="ir-by">Reported by <b>Jen Wahlstrom</b> on Mon, 04/09/2012 - 2:10pm</div><div class="ir-text">Ice gone as of Sunday afternoon. Landing is open but the dock isn&#39;t in yet.</div></div>'
        '<div class="views-row ice-report"><div class="ir-lake">Upper Cedar Lake</div><div class="ir-by">Reported by <b>Mike P.</b> on Sun, 04/08/2012 - 5:30pm</div><div class="ir-text">About 60 percent open. Shore ice on the north side still two to three inches, not safe to walk. Saw a pair of loons already!</div></div>'
        '<div class="views-row ice-report"><div class="ir-lake">Sand Point Flowage</div><div class="ir-by">Reported by <b>Arnie Holte</b> on Sat, 04/07/2012 - 11:05am</div><div class="ir-text">Fully open. Water is high and brown from the runoff. Crappies biting on minnows near the culvert.</div></div>'
        '</div><div class="more-link"><a href="/ice-reports">All ice reports</a> | <a href="/node/add/ice-report">Submit an ice report</a></div></div>'
    )
    post = (
        '<div id="node-3318" class="node node-story node-full"><h1 class="title" id="page-title">Ice goes out on Loon Lake, earliest on record</h1>'
        '<div class="submitted">Submitted by <a href="/users/carl-westergaard">Carl Westergaard</a> on Mon, 04/09/2012 - 5:02pm</div>'
        '<div class="field-image"><img src="/_avatar/ol-loons.svg" width="600" height="320" alt="" /><div class="caption">A pair of loons on open water off Loon Lake&#39;s public landing on Monday.</div></div>'
        '<div class="content"><div class="field field-name-body">'
        "<p>The ice on Loon Lake went out on Sunday, April 8, five days earlier than the previous record of April 14, set in 1987, according to the lake association, which has kept ice-out dates since 1948.</p>"
        "<p>The association counts the ice as out when a boat can travel from the public landing to the narrows by the island without hitting ice. Volunteer Greg Aldous made the trip Sunday at 3:20 p.m.</p>"
        '<p>A mild March, with eleven days above 60 degrees, is the main reason, said DNR area fisheries supervisor Linda Haugland. "The ice was already thin and dark by the third week of March," she said. "The wind on Saturday finished it."</p>'
        "<p>The average ice-out date on Loon Lake since 1948 is April 27. The latest on record was May 13, 1950.</p>"
        "<p>Haugland reminded anglers that the inland fishing opener is still May 12, and that ice on smaller, shaded lakes in the north of the county may be unsafe for another week.</p>"
        "</div></div>"
        '<div class="service-links"><a href="#">Facebook</a> (88) <a href="#">Twitter</a> (12) <a href="#">Email this page</a></div>'
        '<div class="terms">Tags: <a href="#">Loon Lake</a>, <a href="#">ice-out</a>, <a href="#">fishing</a></div></div>'
        f'<div class="block block-views" id="block-views-ice-reports"><h2>Latest Ice Reports</h2><div class="content">{reports}</div></div>'
    )
    after = (
        f'<div id="comments" class="comment-wrapper"><h2 class="comments">7 comments</h2>{thread}'
        '<h2 class="title comment-form">Post new comment</h2><form id="comment-form"><div class="form-item"><label>Your name:</label><input type="text" value="Anonymous" /></div>'
        '<div class="form-item"><label>Comment: *</label><textarea rows="6" cols="60"></textarea></div><input type="submit" value="Save" /> <input type="submit" value="Preview" /></form></div>'
    )
    side = (
        '<div class="block"><h2>Fishing Forecast</h2><div class="content"><p>Walleye: opener May 12. Panfish: good on shallow flowages. Pike: season open, fair.</p></div></div>'
        '<div class="block"><h2>Most Popular</h2><div class="content">'
        + counted(
            """
Ice goes out on Loon Lake, earliest on record | 2,480
Turkey season: second-period permits still available | 1,316
Boat landing fees to rise on county lakes | 1,102
""",
            "reads",
        )
        + '</div></div><div class="block"><h2>Lake Levels</h2><div class="content"><table><tr><td>Loon Lake</td><td>+3.1 in</td></tr><tr><td>Upper Cedar</td><td>+1.8 in</td></tr><tr><td>Bass Lake</td><td>+2.4 in</td></tr></table></div></div>'
        '<div class="block"><h2>Poll</h2><div class="content"><p>When will you put your boat in?</p><ul><li>Already in &mdash; 14%</li><li>This month &mdash; 49%</li><li>Opener weekend &mdash; 37%</li></ul><p>Total votes: 377</p></div></div>'
        '<div class="block"><h2>Sponsors</h2><div class="content"><p><a href="#">Northwoods Bait &amp; Tackle</a></p><p><a href="#">Cedar Shores Resort: open for spring</a></p></div></div>'
    )
    style = ".ice-report{background:#f1f6f2;border-left:4px solid #2f5d3a;padding:6px;margin:6px 0}.ir-lake{font-weight:bold}.ir-by{font-size:11px;color:#666}.comment{border-top:1px solid #ddd;padding:8px 0;overflow:hidden}.attribution img{float:left;margin-right:8px}.commenter-name,.comment-time{margin:0;font-size:12px}.comment-time{color:#888}.indented{margin-left:30px}"
    html = drupal(
        Page(
            "Ice goes out on Loon Lake, earliest on record",
            "Northwoods Outdoors",
            "Fishing, hunting and lake country news from Bayard County",
            ("Home", "News", "Fishing", "Hunting", "Ice Reports", "Forums", "Photos", "Contact"),
            post,
            after,
            side,
            style,
            top="Tuesday, April 10, 2012 &middot; 47&deg; Partly cloudy",
            foot='Northwoods Outdoors &copy; 2012 &middot; <a href="#">About us</a> &middot; <a href="#">Advertise</a>',
        )
    )
    return make(
        "db-mixed-drupal-iceout",
        "mixed",
        html,
        cs,
        path="/news/2012/04/ice-goes-out-loon-lake-earliest-record",
        container="div#comments",
        heading="7 comments",
        description="A Drupal-like outdoors news site's story of 2012: right under the story a 'Latest Ice Reports' block of four anglers' reports sent to the site's report board (lake, 'Reported by NAME on DATE', a short text), then '7 comments' in the site's threaded markup (replies in div.indented, two guests '(not verified)'); fishing forecast, most popular with counts, lake levels, poll.",
        lookalikes=("readers' ice reports with names, dates and texts",),
    )


def mixed_db() -> list[Case]:
    return [drupal_outdoors()]
