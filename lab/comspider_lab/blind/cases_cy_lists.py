"""Blind set CY: four article pages without any reader comment whose list looks like a readers' discussion: a
sail-training brig's blog with the day's deck log under the post, where the comments sit, each entry a watch
leader's or trainee's name, a time and a line (WordPress-like); a parish blog's weekly prayer list inside the post,
each request a name, a day, a text and a "praying" count (Blogger-like, "0 comments" under it); a tenants'
association's minutes with the "Responses from the floor" as a list of speakers, times and what they said
(Drupal-like); a small-town paper's school honor roll with the teachers' notes under the story, each a teacher's name,
photo, date, note and a "Congratulate" count. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cy_common import (
    Art,
    Bits,
    Case,
    box,
    case,
    esc,
    links,
    most_read,
    newsletter,
    num,
    poll,
    rows,
    slug,
    tag_cloud,
)


def ship_log() -> Case:
    log = rows("""
Hannah Pryce | watch leader | 00:40 | Took over the middle watch from the Mate. Wind SW 4, sea slight, barometer 1014 and steady. Course 110°, topsails and fore course set, 5.2 knots. Lewis falling away astern.
Tom Okonjo | trainee | 02:15 | Dolphins alongside for ten minutes, at least six of them. One had a good long look at the bow lookout. The bow lookout (me) may have shouted.
Hannah Pryce | watch leader | 04:05 | Handed over to the morning watch. Fishing boat crossed ahead at 03:30 and passed clear by a mile; otherwise nothing to report.
Dougie Ferrier | mate | 06:30 | All hands to set t'gallants. Wind backing S 3. Breakfast piped at 07:00: porridge with far too much golden syrup.
Priya Venkataraman | trainee | 09:50 | First time aloft past the top. Legs like jelly on the futtock shrouds, but the view of the Summer Isles was worth every second.
Dougie Ferrier | mate | 11:20 | Summer Isles abeam to port. Sent down t'gallants and handed the courses; motoring the last four miles up Loch Broom.
Euan Mackie | master | 12:45 | Alongside Ullapool pier, port side to. 48.3 miles run since Stornoway, engine hours 3.1. All well on board.
Ros Calder | bosun | 15:00 | Harbour stations. Trainees on sail repairs and a lesson in whipping rope ends: sixteen whippings, fourteen of them acceptable.
Tom Okonjo | trainee | 19:30 | Ceilidh in the village hall. Kittiwake lost the tug of war to the lifeboat crew, two pulls to one. A rematch has been demanded.
Hannah Pryce | watch leader | 23:00 | Anchor watch set. Wind light and variable, clear sky, barometer 1017 and rising. Pipe down.
""")
    entries = "".join(
        f'<li class="logentry {slug(role)}" id="log-{1700 + i}"><article class="log-body">'
        f'<footer class="log-meta"><div class="log-author vcard">'
        f'<img alt="" src="/_avatar/k{i}-{slug(who)}.svg" class="avatar avatar-44 photo" height="44" width="44" />'
        f'<cite class="fn">{esc(who)}</cite> <span class="role">({esc(role)})</span></div>'
        f'<div class="log-when"><a href="#log-{1700 + i}"><time datetime="2012-07-17T{t}:00+01:00">17 July 2012, {t}</time></a></div></footer>'
        f'<div class="log-text"><p>{esc(x)}</p></div>'
        f'<div class="log-link"><a href="#log-{1700 + i}" rel="nofollow">Permalink</a></div></article></li>'
        for i, (who, role, t, x) in enumerate(log)
    )
    after = (
        '<div id="deck-log"><h2 id="deck-log-title">Log entries for 17 July 2012 (10)</h2>'
        '<p class="log-note">Copied from the deck log each evening by the watch leaders. Times are ship\'s time (BST).</p>'
        f'<ol class="loglist">{entries}</ol>'
        '<p class="nocomments">Comments are closed.</p></div>'
    )
    side = (
        box(
            "kittiwake",
            "Where is Kittiwake now?",
            "<p>Ullapool, Loch Broom<br>57°53.8′N 005°09.6′W<br><small>Updated 17/07 12:50</small></p>",
            "position",
        )
        + most_read(
            "kittiwake",
            "Top Posts",
            """
Packing list for your first voyage | 2,318
Day 1: Oban, and nobody was sick (yet) | 1,104
Meet the 2012 permanent crew | 877
What is a futtock shroud, anyway? | 655
""",
        )
        + box(
            "kittiwake",
            "Sail with us in 2013",
            '<p>Berths for 16-25 year olds from £45 a day. Bursaries available.</p><p><a href="/sail-with-us/">Book a berth »</a></p>',
            "promo",
        )
        + newsletter("kittiwake", "Follow the voyage", "Get each day's post by email.")
        + tag_cloud(
            "kittiwake",
            "aloft, Barra, bosun, ceilidh, dolphins, food, galley, knots, Loch Broom, Minch, Oban, Stornoway, trainees, weather",
        )
        + box(
            "kittiwake",
            "Other ships' blogs",
            links(
                (
                    "Brig Orion Trust",
                    "Sail Training Scotland news",
                    "The Pelican's Log",
                    "Tall Ships Youth Race 2012",
                )
            ),
            "blogroll",
        )
        + box(
            "kittiwake",
            "Archives",
            links(("July 2012", "June 2012", "May 2012", "September 2011", "August 2011")),
            "archives",
        )
    )
    art = Art(
        "Day 6: Across the Minch to Ullapool",
        "Ros Calder",
        "2012-07-17T21:40:00+01:00",
        "July 17, 2012",
        """
We slipped from Stornoway just after nine last night with a fair south-westerly and the whole town, or at least the half of it that was in the Crown bar, waving from the quay. Sixteen trainees, seven permanent crew and a very large bag of oatcakes donated by Mrs Macleod at the bakery.

The crossing was as kind as the Minch ever is. The middle watch had dolphins, the morning watch had a sunrise that made even Dougie stop talking, and by half past nine Priya had been all the way up the foremast, which a week ago she told me she would "never, ever, not in a million years" do.

We came up Loch Broom under engine in the late morning and were alongside by lunchtime. The afternoon was harbour jobs and rope work, and in the evening the village hall put on a ceilidh that none of us will forget, mostly because of the tug of war.

As usual the watch leaders' log for the day is below. Tomorrow: the Summer Isles and, if the forecast holds, a night at anchor in Tanera Mòr.
""",
        section="Voyage 3: Oban to Orkney",
        tags=("Minch", "Stornoway", "Ullapool", "dolphins", "ceilidh"),
    )
    return case(
        "cy-ship-log",
        "lookalike",
        "kittiwake",
        art,
        Bits(
            after=after,
            side=side,
            style=".loglist{list-style:none;padding:0}.logentry{border-bottom:1px solid #e4e4e4;padding:10px 0;overflow:hidden}"
            ".logentry .avatar{float:left;margin-right:10px}.log-meta{font-size:12px;color:#666}.log-text p{margin:4px 0 0 54px}"
            ".log-link{font-size:11px;margin-left:54px}.role{color:#999}.nocomments{font-style:italic;color:#888}",
        ),
        [],
        path="/2012/07/17/day-6-across-the-minch-to-ullapool/",
        container="-",
        heading=None,
        description="A sail-training brig's blog (WordPress-like): under the post, where a discussion sits, the day's "
        "deck log copied by the watch leaders, 10 entries in an ol of li>article with an avatar, a cite name, a role, "
        "a time link and a line, and a 'Permalink' link; then 'Comments are closed.'",
    )


def prayer_list() -> Case:
    reqs = rows("""
Jean Trewin | Tue 9 Oct | Please pray for my husband Colin, who goes into Treliske on Thursday for his knee replacement. He's pretending he isn't nervous. | 31
The Hocking family | Tue 9 Oct | For Grandad Wilf, 94 this week, who is still asking when the new vicar is coming to tea. And with thanks for his long life. | 27
Sandra | Wed 10 Oct | For my daughter Kerry and her little boy, who have had to move out of their flat because of the damp. For somewhere warm and dry before the winter. | 40
Peter Rowse | Wed 10 Oct | For the crew and families of the Girl Rosanne, still not back at sea since the engine fire in August. For the insurance to come through soon. | 36
Left in the book | Thu 11 Oct | For someone I have fallen out with and can't find the words to ring. You know who you are, and God does too. | 22
Mary and Ken Jewell | Thu 11 Oct | Thanksgiving! Our granddaughter Ellie was born safely on Monday night, 7lb 2oz, mother and baby both doing well. Thank you all for your prayers over the summer. | 48
Revd Alison | Fri 12 Oct | For the churchwardens and the PCC as we meet on Tuesday to talk about the tower roof, and the quote we would all rather not have had. | 19
Lower Tretherras School | Fri 12 Oct | For Year 6 as they start to think about secondary school, and for all the staff during a busy inspection week. | 24
Gwen | Sat 13 Oct | For everyone who is lonely in the evenings now the clocks are about to go back. | 33
""")
    items = "".join(
        f'<div class="pr-item" id="pr{i + 1}"><img src="/_avatar/candle-{i}.svg" alt="" width="32" height="32" class="pr-pic" />'
        f'<div class="pr-head"><b class="pr-name">{esc(who)}</b> <span class="pr-day">{esc(day)}</span></div>'
        f'<div class="pr-text">{esc(text)}</div>'
        f'<div class="pr-foot"><a href="#pr{i + 1}" class="pr-btn">I\'m praying</a> <span class="pr-n">Praying: {esc(n)}</span></div></div>'
        for i, (who, day, text, n) in enumerate(reqs)
    )
    inside = (
        '<h3 class="pr-title">Your requests this week</h3>'
        f'<div class="pr-list">{items}</div>'
        "<p><i>To add a name for next week, use the book at the back of church, ring the Parish Office on 01326 555 017 "
        "(Tuesday and Friday mornings) or email prayers@stbrannocs.org.uk by Saturday noon.</i></p>"
    )
    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>0 comments:</h4>'
        '<p class="comment-footer"><a href="/comment/post.g?blogID=1" onclick="">Post a Comment</a></p></div>'
    )
    side = (
        box(
            "brannoc",
            "This Sunday (21 October)",
            "<p>8.00 Holy Communion (BCP)<br>10.30 Parish Eucharist with Junior Church<br>6.00 Evensong at St Keyne's, Gwenver</p>",
        )
        + poll(
            "brannoc",
            "What time would suit you for a monthly family service?",
            """
9.30 am on a Sunday | 41%
4 pm on a Sunday | 35%
Saturday afternoon | 17%
I wouldn't come | 7%
""",
            "58",
        )
        + box("brannoc", "Followers", '<p>Followers (23)</p><div class="follower-grid"></div>')
        + box(
            "brannoc",
            "Blog Archive",
            "<ul><li>▼ 2012 (48)<ul><li>▼ October (5)<ul><li><a href='#'>Prayer list: week beginning Sunday 14 October ...</a></li>"
            "<li><a href='#'>Harvest supper: thank you!</a></li><li><a href='#'>Bell ringers' practice moves to Wednesdays</a></li></ul></li>"
            "<li>► September (6)</li><li>► August (3)</li></ul></li><li>► 2011 (52)</li></ul>",
            "BlogArchive1",
        )
        + box(
            "brannoc",
            "Links",
            links(("Diocese of Truro", "Lower Tretherras School", "Tretherras Food Bank", "Church Near You")),
            "LinkList1",
        )
    )
    art = Art(
        "Prayer list: week beginning Sunday 14 October 2012",
        "Alison Pengelly",
        "2012-10-13T17:05:00+01:00",
        "Saturday, 13 October 2012",
        """
Each week we print the names and requests that have been left in the prayer book at the back of church, phoned through to the Parish Office or sent by email. We use first names only unless we have been asked otherwise, and nothing goes on the blog without the person's permission.

Please hold these people in your prayers at home during the week. The list is also read at the 10.30 Eucharist and at Thursday's Prayer and Praise in the Lady Chapel.

If you'd like a visit from the vicar or one of our pastoral team, at home or in hospital, please say so when you leave a request.
""",
        tags=("Prayer list", "Pastoral"),
    )
    return case(
        "cy-parish-prayer",
        "lookalike",
        "brannoc",
        art,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".pr-item{border-top:1px dotted #c9b6d2;padding:8px 0 8px 42px;position:relative}.pr-pic{position:absolute;left:0;top:10px}"
            ".pr-day{font-size:11px;color:#999}.pr-foot{font-size:11px;color:#777}.pr-btn{margin-right:8px}",
        ),
        [],
        path="/2012/10/prayer-list-week-beginning-sunday-14.html",
        container="-",
        heading=None,
        description="A parish blog (Blogger-like): inside the post, 'Your requests this week', 9 prayer requests "
        "each an icon, a bold name, a day, a text, an 'I'm praying' link and a 'Praying: n' count; under the post "
        "Blogger's '0 comments:' and 'Post a Comment'",
    )


def tenants_minutes() -> Case:
    turns = rows("""
Delia Okafor (Block C) | 19:42 | The lift in Block C has been out four times since Easter, and the last time it was nine days. I'm on the eleventh floor with a bad hip and had to stay at my sister's. Every time we ring we get a job number and nothing else. | Action 1
Marek Zieliński (Block A) | 19:48 | Same in A, but with the door entry system. Anybody can walk in. We've had people sleeping in the bin store twice this month. | Action 2
Steve Barraclough (Moorside Homes) | 19:55 | Apologised for the lift. A new controller board is on order and the contractor says June. He will chase it and report back to the committee in writing. | Action 1
Irene Walsh (Block D) | 20:03 | Can we have that in writing with a date please, not "June"? We were told "March" last year. | -
Kofi Mensah (Block B) | 20:10 | Thanked the committee for the litter pick on 27 April: 31 bags and a shopping trolley out of the brook. Asked if we can do one every quarter. | Action 3
Jenny Tait (Block C) | 20:18 | The car park barrier has been stuck open since the winter and on Saturdays the spaces fill up with shoppers from the retail park. Could residents have permits? | Action 4
Steve Barraclough (Moorside Homes) | 20:25 | Permits would need a consultation with all residents. He will bring a leaflet to the next meeting. | Action 4
Tariq Hussain (Block A) | 20:31 | Asked that meetings start at 7 rather than 6.30 so that people coming off shift can get here. Agreed on a show of hands, 23 for and 2 against. | -
""")
    items = "".join(
        f'<div class="views-row views-row-{i + 1}"><div class="floor-turn">'
        f'<div class="user-picture"><img typeof="foaf:Image" src="/_avatar/t{i}.svg" width="40" height="40" alt="" /></div>'
        f'<div class="submitted"><span class="username">{esc(who)}</span> at {esc(t)}</div>'
        f'<div class="turn-body"><p>{esc(x)}</p></div>'
        + (
            f'<ul class="links inline"><li class="action-link"><a href="/actions#{slug(act)}">{esc(act)}</a></li></ul>'
            if act != "-"
            else ""
        )
        + "</div></div>"
        for i, (who, t, x, act) in enumerate(turns)
    )
    inside = (
        "<h3>Responses from the floor</h3>"
        '<p class="floor-note">Summarised by the secretary; speakers have seen these notes.</p>'
        f'<div class="view view-floor"><div class="view-content">{items}</div></div>'
        "<h3>Any other business</h3><p>None. The chair thanked everyone for coming and closed the meeting at 20:40. "
        "Next open meeting: Tuesday 11 June 2013 at 7pm in the Community Room, Block D.</p>"
    )
    side = (
        box(
            "larchfield",
            "Report a repair",
            "<p>Moorside Homes repairs line: <b>0800 555 0192</b> (24 hours).<br>Always ask for a job number, and tell the TRA if nothing happens within 7 days.</p>",
            "repairs",
        )
        + box(
            "larchfield",
            "Upcoming events",
            links(
                ("Committee meeting, Tue 28 May", "Open meeting, Tue 11 June", "Estate fun day, Sat 20 July")
            ),
            "events",
        )
        + box(
            "larchfield",
            "Latest news",
            links(
                (
                    "Litter pick: 31 bags!",
                    "New bins for Block B",
                    "Lift update from Moorside Homes",
                    "Coffee morning every Friday",
                )
            ),
            "latest",
        )
        + box(
            "larchfield", "Who's online", "<p>There are currently 0 users and 3 guests online.</p>", "online"
        )
        + box("larchfield", "Navigation", links(("Search", "Contact", "Recent content")), "navigation")
    )
    art = Art(
        "Minutes of the open residents' meeting, Tuesday 14 May 2013",
        "TRA Secretary",
        "2013-05-16T10:12:00+01:00",
        "Thu, 16/05/2013 - 10:12",
        """
Present: 41 residents, the committee (chair Pauline Ashworth, treasurer Kofi Mensah, secretary Gill Rhodes), Steve Barraclough (Neighbourhood Officer, Moorside Homes) and PCSO Dean Whitfield. Apologies from Cllr Maureen Holt.

1. Minutes of the last meeting were agreed. Matters arising: the new bins for Block B have been delivered.

2. Treasurer's report. The association has £612.40 in the bank after paying for the fun day deposit. Thanks to everyone who bought a raffle ticket at the coffee morning.

3. Police report. PCSO Whitfield said there had been two reports of antisocial behaviour on the estate since March and one attempted break-in to a car on Larchfield Road. He asked residents to report anything suspicious on 101.

4. Repairs and the lifts. The chair opened the meeting to residents. What was said is summarised below.
""",
        section="Minutes",
        tags=("Minutes", "Lifts", "Parking", "Repairs"),
    )
    return case(
        "cy-tenants-minutes",
        "lookalike",
        "larchfield",
        art,
        Bits(
            inside=inside,
            side=side,
            style=".floor-turn{border-bottom:1px solid #e6ece3;padding:8px 0 8px 50px;position:relative}.user-picture{position:absolute;left:0;top:8px}"
            ".floor-turn .submitted{font-size:11px;color:#777}.floor-note{font-size:11px;color:#888}",
        ),
        [],
        path="/news/minutes-open-residents-meeting-14-may-2013",
        container="-",
        heading=None,
        description="A tenants' association's site (Drupal-like): inside the node, the minutes' 'Responses from the "
        "floor', 8 speakers' turns in views rows each with a picture, 'NAME (Block X) at 19:42' in a submitted line, "
        "a paragraph and an 'Action n' link; two turns by the landlord's officer",
    )


def honor_roll() -> Case:
    notes = rows("""
Linda Ferraro | 7th grade English | April 11, 2013 | Caleb Whitt turned in a persuasive essay on why the town pool should open in May, and he interviewed the parks director to write it. I've taught for nineteen years and I'm still thinking about it. | 14
Darnell Hughes | 8th grade science | April 11, 2013 | Congratulations to Anna Lindqvist and Maya Ortiz, whose water-quality project on Harlow Creek is going to regionals. They took samples every Saturday in February. In February! | 22
Beth Ann Sorensen | 6th grade math | April 12, 2013 | Jordan Pike went from a C to an A- this quarter by coming in at lunch every Tuesday and Thursday. That's the honor roll I'm proudest of. | 31
Ray Delgado | Physical education | April 12, 2013 | Tyler Brandt and Emma Fischer both made the honor roll while running winter track. Proof it can be done, folks. | 9
Joyce Abernathy | Band | April 12, 2013 | All eleven of my 8th grade band students made the honor roll this quarter. I'd like to think the scales helped. | 17
Paul Kessinger | Social studies | April 15, 2013 | Special mention for Sophie Tran, who read every primary source in the Civil War unit, including the optional ones. Nobody reads the optional ones. | 12
Dana Whitlock | Principal | April 15, 2013 | Thank you to the parents who keep asking about homework at the dinner table. It shows. See you all at the awards breakfast on May 3. | 26
""")
    items = "".join(
        f'<article class="hcl-note" id="note-{440 + i}"><img class="hcl-face" src="/_avatar/teacher-{i}.svg" alt="{esc(who)}" width="50" height="50" />'
        f'<header><span class="hcl-name">{esc(who)}</span> <span class="hcl-role">{esc(role)}</span> '
        f'<time class="hcl-time">{esc(day)}</time></header><p>{esc(text)}</p>'
        f'<footer><a class="hcl-cong" href="#note-{440 + i}" rel="nofollow">Congratulate</a> ({esc(n)})</footer></article>'
        for i, (who, role, day, text, n) in enumerate(notes)
    )
    after = (
        '<section class="hcl-notes"><h2>Messages from the classroom</h2>'
        "<p class=\"hcl-intro\">We asked Westfield's teachers to tell us about a student who stood out this quarter. Here's what they sent.</p>"
        f"{items}</section>"
    )
    side = (
        most_read(
            "harlowcreek",
            "Most Read",
            """
Pell County fair board names new manager | 4,112
Route 9 bridge closure pushed to June | 3,870
Obituary: Harold 'Hal' Dempsey, 1931-2013 | 2,945
Lady Hornets fall in sectional final | 2,206
Westfield Middle School names third-quarter honor roll | 1,833
""",
        )
        + most_read(
            "harlowcreek",
            "Most Commented",
            """
Council votes 4-3 to raise water rates | 58
Route 9 bridge closure pushed to June | 41
Letter: Keep the library open Sundays | 27
""",
            "comments",
        )
        + poll(
            "harlowcreek",
            "Should Harlow Creek schools start after Labor Day?",
            """
Yes | 62%
No | 31%
Don't care | 7%
""",
            "912",
        )
        + newsletter(
            "harlowcreek", "Ledger Daily Headlines", "The day's top stories in your inbox every morning at 6."
        )
        + box(
            "harlowcreek",
            "Classifieds",
            links(
                (
                    "2008 Ford F-150, 61k miles",
                    "Garage sale Sat 8-2, 412 Elm St",
                    "Help wanted: line cook, Rosie's Diner",
                )
            ),
            "classifieds",
        )
    )
    art = Art(
        "Westfield Middle School names third-quarter honor roll",
        "Ledger staff",
        "2013-04-16T06:00:00-05:00",
        "Posted: Tuesday, April 16, 2013 6:00 am",
        """
Westfield Middle School has announced its honor roll for the third quarter of the 2012-13 school year. Students on the A honor roll earned all A's; students on the A-B honor roll earned A's and B's.

Sixth grade, A honor roll: Olivia Barnes, Ethan Carver, Grace Dunleavy, Jordan Pike, Lily Schaefer, Noah Vance. A-B honor roll: Mason Albright, Chloe Bauer, Isaac Dorsey, Hannah Grieve, Logan Myers, Ava Ruiz, Wyatt Stamper.

Seventh grade, A honor roll: Emma Fischer, Anna Lindqvist, Sophie Tran, Caleb Whitt. A-B honor roll: Brooke Ahlgren, Dylan Cortez, Kaitlyn Fry, Jacob Huang, Madison Kerr, Tyler Brandt, Zoe Whitaker.

Eighth grade, A honor roll: Aiden Bell, Maya Ortiz, Samuel Prewitt, Ella Yoder. A-B honor roll: Carter Beasley, Abigail Doss, Gavin Harlan, Isabella Moreno, Ryan Oakes, Natalie Shultz, Brayden Voss, Leah Wendt.

Students will be recognized at an awards breakfast on Friday, May 3, at 7:30 a.m. in the school cafeteria. Families are welcome.
""",
        section="Schools",
        tags=("Westfield Middle School", "Honor roll", "Education"),
        dek="Sixty-one students made the A or A-B honor roll.",
    )
    return case(
        "cy-honor-roll",
        "lookalike",
        "harlowcreek",
        art,
        Bits(
            after=after,
            side=side,
            top="Tuesday, April 16, 2013 | Harlow Creek 54°F Partly cloudy",
            breaking='<a href="/news/route-9">Route 9 bridge closure pushed to June</a>',
            style=".hcl-note{border-bottom:1px solid #e5e5e5;padding:10px 0 10px 62px;position:relative;font-family:Arial}"
            ".hcl-face{position:absolute;left:0;top:12px;border-radius:4px}.hcl-name{font-weight:bold}.hcl-role,.hcl-time{font-size:12px;color:#777}"
            ".hcl-note footer{font-size:12px}",
        ),
        [],
        path=f"/news/schools/article_{num('hc', 100000, 999999)}.html",
        container="-",
        heading=None,
        description="A small-town paper (newspaper CMS): the honor roll's names in the story, then 'Messages from "
        "the classroom', 7 teachers' notes as article elements with a photo (alt = the name), name, role, date, a "
        "paragraph and 'Congratulate (n)'; a Most Commented box with counts in the rail",
    )


def lists_cy() -> list[Case]:
    return [ship_log(), prayer_list(), tenants_minutes(), honor_roll()]
