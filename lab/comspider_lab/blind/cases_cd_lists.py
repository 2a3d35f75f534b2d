"""Blind set CD: three article pages without any reader comment whose page holds a list of a kind no earlier set
listed, each entry a short text with a name or a signature: a student paper's "Missed Connections" column (readers'
anonymous notes, each signed with a description of the writer); a school PTA blog's "Kudos Corner" (thank-you notes to
staff, each "— from NAME"); a rocketry magazine's launch report with the flight log (flier, rocket, motor, what
happened). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cd_common import (
    Bits,
    Case,
    archive,
    case,
    esc,
    gadget,
    paras,
    popular,
    rows,
    share_bar,
    ul_links,
)


def student_missed() -> Case:
    p = "pl"
    notes = rows("""
Library, 3rd floor, quiet section, Tuesday around 4 | You had a green scarf and a very loud highlighter. I lent you a pen and you said you'd give it back. Keep the pen. Coffee though? | — Pen guy, grey hoodie
Route 4 shuttle, Monday morning | We both missed the stop for the science building because we were arguing about whether a hot dog is a sandwich. It isn't. Let's settle this properly. | — Blue backpack, wrong opinions
Dining hall, Sunday brunch | You gave me the last waffle even though you were first in line. I think about that waffle a lot. | — Still grateful, table by the window
Intramural dodgeball, Thursday | You hit me in the face and then apologized about nine times. I'm fine. My nose is fine. Are you free Friday? | — #14, red team
Laundry room, Hadley Hall | Somebody took my blue towel out of the dryer and folded it. Who does that? A saint, that's who. Thank you. | — Hadley 2nd floor
""")
    column = (
        f'<div class="{p}-mc"><p class="{p}-mc-intro">Saw someone on campus and didn\'t say hello? Send your Missed Connection to missed@pinecrestledger.example. '
        "Submissions are edited for length and taste and printed without names.</p>"
        + "".join(
            f'<div class="{p}-mc-item"><h4>{esc(w)}</h4><p>{esc(t)}</p><p class="{p}-mc-sig">{esc(s)}</p></div>'
            for w, t, s in notes
        )
        + "</div>"
    )
    story = (
        f'<p class="{p}-kick"><a href="/arts-life/">Arts & Life</a></p><h1 class="{p}-h">Missed Connections: spring break edition</h1>'
        f'<p class="{p}-by">Compiled by the Arts & Life staff<br>Published: Thursday, March 22, 2012</p>'
        + share_bar(p, "missed-connections-spring")
        + paras(
            "Spring break is almost here, and apparently so is romance. Here are this week's Missed Connections, lightly edited."
        )
        + column
        + f'<p class="{p}-closed">Comments are closed for this article.</p>'
    )
    side = (
        gadget(
            p,
            "Most Popular",
            ul_links(
                [
                    "Missed Connections: spring break edition",
                    "Parking fees to double next fall, trustees decide",
                    "Wolves clinch conference title",
                ]
            ),
        )
        + gadget(p, "Print Edition", '<p><a href="/pdf/2012-03-22.pdf">Read this week\'s issue (PDF)</a></p>')
        + gadget(
            p,
            "Campus Calendar",
            "<ul><li><b>Mar 23</b> Spring break begins after classes</li><li><b>Apr 2</b> Classes resume</li><li><b>Apr 5</b> Career fair, Student Union ballroom</li></ul>",
        )
    )
    style = (
        f".{p}-h{{font:bold 30px Georgia,serif;margin:2px 0}}.{p}-by{{font-size:11px;color:#666}}.{p}-mc-item{{border-top:1px solid #ddd;padding:6px 0}}"
        f".{p}-mc-item h4{{margin:0;color:#6b1020}}.{p}-mc-sig{{font-style:italic;color:#555}}.{p}-closed{{font-size:11px;color:#888}}"
    )
    return case(
        "cd-student-missed",
        "lookalike",
        "student-pinecrest",
        "Missed Connections: spring break edition",
        Bits(main=story, side=side, style=style),
        [],
        path="/arts-life/missed-connections-spring-break-edition-1-2719030",
        container="(no discussion) div.pl-mc: div.pl-mc-item (h4 place and time, p text, p.pl-mc-sig '— signature')",
        heading=None,
        description="A student paper of March 2012 without any reader comment ('Comments are closed for this article.'): a 'Missed Connections' column of 5 readers' anonymous notes, each a place-and-time heading, a short text and an italic signature line ('— Pen guy, grey hoodie'); most popular, the print edition, a campus calendar. Most awkward: readers' own words, signed, one after the other, on a page whose comments are closed.",
        lookalikes=("a 'Missed Connections' column: place, note, signature",),
    )


def school_kudos() -> Case:
    p = "mh"
    kudos = rows("""
Mrs. Delgado (3rd grade) | for staying after school every Tuesday to run chess club, even the week she had the flu. Our son now beats his grandpa. | the Nakamura family
Mr. Osei (custodian) | for finding a lost retainer in the cafeteria trash on the day before picture day. You are a hero. | a very relieved mom in Room 12
Ms. Farrow (library) | for the Dr. Seuss week costumes. The Cat in the Hat has never been so enthusiastic. | Kindergarten, Room 4
the lunch ladies | for remembering every kid with an allergy by name. That matters more than you know. | the Brennan-Ortiz family
Coach Lyle | for the Field Day planning meeting that actually ended on time. A PTA first. | your fellow volunteers
""")
    items = "".join(
        f'<li class="{p}-k"><b>Kudos to {esc(a)}</b> {esc(t)} <i>— from {esc(f)}</i></li>'
        for a, t, f in kudos
    )
    post = (
        f'<h2 class="{p}-date">Monday, March 19, 2012</h2><div class="{p}-post"><h3 class="{p}-title">Kudos Corner: March</h3>'
        + paras(
            "Every month we share the thank-yous our families send in. Want to thank a teacher, a volunteer or a staff member? "
            "Drop a note in the Kudos box by the front office or email the PTA. Here are this month's!"
        )
        + f'<ul class="{p}-kudos">{items}</ul>'
        + paras(
            "Reminder: Spring Book Fair is March 26-30 in the library. We still need volunteers for the Thursday evening shift. Thank you!"
        )
        + f'<div class="{p}-pfoot">Posted by <a href="/profile/88">Maple Hollow PTA</a> at <a href="#">7:30 AM</a> '
        f'<span class="{p}-cnt"><a href="/2012/03/kudos-corner-march.html#comments">No comments:</a></span> '
        'Labels: <a href="/search/label/kudos">kudos</a>, <a href="/search/label/volunteers">volunteers</a></div></div>'
        f'<div class="{p}-fb"><h4>No comments:</h4><p><a href="/comment.g?postID=9">Post a Comment</a></p></div>'
        f'<div class="{p}-pager"><a href="/2012/03/book-fair-volunteers.html">Newer Post</a> | <a href="/2012/03/lunch-menu-march.html">Older Post</a> | <a href="/">Home</a></div>'
        '<div>Subscribe to: <a href="/feeds/9/comments/default">Post Comments (Atom)</a></div>'
    )
    side = (
        gadget(
            p,
            "Upcoming Dates",
            "<ul><li>Mar 23 - Spirit Day (wear green!)</li><li>Mar 26-30 - Spring Book Fair</li><li>Apr 2-6 - Spring Break, no school</li><li>Apr 17 - PTA meeting, 6:30 pm, library</li></ul>",
        )
        + gadget(p, "Lunch Menu", '<p><a href="/lunch-menu-march.pdf">March lunch menu (PDF)</a></p>')
        + popular(
            p,
            """
Field Day volunteer sign-up | We need 40 volunteers for Field Day on May 25! Stations include water relay, sack race and...
Box Tops total for the fall | Thanks to everyone who clipped! We collected 4,112 Box Tops, which is $411.20 for the...
""",
        )
        + archive(
            p,
            """
*2012 (11)
  *March (3)
    Kudos Corner: March
    Book fair volunteers needed
    March lunch menu
  February (4)
  January (4)
2011 (37)
""",
        )
        + gadget(p, "Followers", "<p>Followers (58)</p>")
    )
    style = (
        f".{p}-date{{font-size:11px;color:#999}}.{p}-title{{font-size:20px;margin:4px 0}}.{p}-kudos{{list-style:none;padding:0}}.{p}-k{{background:#eef8f6;margin:6px 0;padding:6px 8px;border-radius:6px}}"
        f".{p}-pfoot{{font-size:11px;color:#777;border-top:1px dotted #ccc;margin-top:12px}}.{p}-pager{{text-align:center;margin:14px 0}}"
    )
    return case(
        "cd-school-kudos",
        "lookalike",
        "school-maple",
        "Maple Hollow Elementary PTA News: Kudos Corner: March",
        Bits(main=post, side=side, style=style),
        [],
        path="/2012/03/kudos-corner-march.html",
        container="(no discussion) ul.mh-kudos: li.mh-k ('Kudos to NAME' bold, the note, '— from FAMILY' in italics); 'No comments:' and 'Post a Comment'",
        heading=None,
        description="A school PTA's Blogger-like newsletter blog of March 2012 without any reader comment ('No comments:' and 'Post a Comment'): a 'Kudos Corner' post of 5 families' thank-you notes to staff, each 'Kudos to NAME' in bold, a sentence and '— from FAMILY'; Newer / Older / Home, a comment feed link; upcoming dates, popular posts with snippets, an archive with counts, followers. Most awkward: parents' signed notes in rounded boxes under a post whose comment area is empty.",
        lookalikes=("a PTA's 'Kudos Corner': notes to staff signed by families",),
    )


def rocketry_launch() -> Case:
    p = "sr"
    log = rows("""
Dale Hutchins | Big Daddy clone | F39-6T | Perfect boost, chute out right at apogee, landed 30 yards from the pads. Textbook.
Maria Quintero | "Tumbleweed" (scratch-built) | D12-5 | Weathercocked hard into the wind, still recovered. Fins need more sweep.
Ben Okafor (age 11) | Alpha III | C6-5 | His first flight ever. Straight up, streamer, caught it before it hit the ground. Huge grin.
Rick Sandoval | Level 1 cert: LOC Goblin | H128W | Certified! Slight zipper on the body tube, RSO signed off anyway.
Dale Hutchins | Mini Mosquito | A10-3T | Lost. Last seen heading for the irrigation ditch. RIP little guy.
Jenny Pruitt | Estes Pro Series II Ventris | G80-7T | Ejection early, chute opened at speed and stripped two shroud lines. Rocket OK.
""")
    table = (
        f'<table class="{p}-log"><tr><th>Flier</th><th>Rocket</th><th>Motor</th><th>Result</th></tr>'
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td><td>{esc(d)}</td></tr>"
            for a, b, c, d in log
        )
        + "</table>"
    )
    story = (
        f'<p class="{p}-kick">Club News</p><h1 class="{p}-h">Launch report: Harrow Flats, March 10</h1>'
        f'<p class="{p}-by">By Gene Farraday, Prairie Sky Rocketry Society · From the Spring 2012 issue</p>'
        + paras(
            "Forty-one flights, two certifications and one lost Mini Mosquito made for a fine first launch of the season at "
            "Harrow Flats. The wind was the story of the morning: a steady 12 mph out of the northwest that had the RSO "
            "waving off anything with a big parachute until after lunch.\n\n"
            "Thanks as always to the Harrow family for the use of their field, and to the eight club members who showed up at "
            "7 a.m. to set up the pads and the away cell. A selection from the flight log is below; the full log is on the "
            "club's website."
        )
        + f"<h3>From the flight log</h3>{table}"
        + paras(
            "Next launch: April 14 at Harrow Flats, weather permitting. Waiver to 5,000 feet. Bring your own hot chocolate."
        )
        + f'<div class="{p}-ed"><p>Club news items are submitted by clubs. Send yours to clubnews@sportrocketryq.example by the 1st of the month.</p></div>'
    )
    side = (
        gadget(
            p,
            "In This Issue",
            ul_links(
                [
                    "Building a better fin can",
                    "Review: three mid-power kits under $60",
                    "Launch report: Harrow Flats",
                    "Ask the RSO",
                ],
                "/spring-2012/",
            ),
        )
        + gadget(
            p,
            "Launch Calendar",
            "<ul><li><b>Apr 14</b> Harrow Flats (Prairie Sky RS)</li><li><b>Apr 21-22</b> Red Butte Regional, Utah</li><li><b>May 5</b> Cedar Creek Sod Farm (TriCounty Rocketeers)</li></ul>",
        )
        + gadget(
            p,
            "Classifieds",
            ul_links(
                [
                    "FOR SALE: 29mm reload case set, $45",
                    "WANTED: old Centuri catalogs",
                    "Launch controller, 12V, 4 pads, $80",
                ],
                "/classifieds/",
            ),
        )
        + gadget(p, "Subscribe", '<p>Four issues a year, $24. <a href="/subscribe">Subscribe</a></p>')
    )
    style = (
        f".{p}-h{{font:bold 26px Tahoma;margin:2px 0}}.{p}-by{{font-size:11px;color:#777}}.{p}-log{{border-collapse:collapse;font-size:12px}}"
        f".{p}-log td,.{p}-log th{{border:1px solid #ccc;padding:3px 5px;vertical-align:top}}.{p}-ed{{font-size:11px;color:#888}}.{p}-kick{{color:#7c2f8c;font-weight:bold}}"
    )
    return case(
        "cd-rocketry-launch",
        "lookalike",
        "hobby-rocketry",
        "Launch report: Harrow Flats, March 10",
        Bits(main=story, side=side, style=style),
        [],
        path="/club-news/launch-report-harrow-flats-march-10",
        container="(no discussion) table.sr-log: flier, rocket, motor, a sentence on the flight, 6 rows (one flier twice)",
        heading=None,
        description="A model-rocketry magazine's site of 2012 without any comment area: a club's launch report with a flight-log table of 6 rows (flier, rocket, motor, a sentence or two on what happened; one flier twice), the issue's contents, a launch calendar, classifieds. Most awkward: named, chatty result sentences in a table where nothing else is.",
        lookalikes=("a rocketry launch's flight log: flier, rocket, motor, result",),
    )


def lists_cd() -> list[Case]:
    return [student_missed(), school_kudos(), rocketry_launch()]
