"""Blind set CW: four pages whose list looks like a readers' discussion but is not one, of kinds no earlier set listed:
a business paper's earnings-call questions and answers printed under the story (analysts' questions, the executives'
answers nested under them); a school blog's honor roll where each teacher wrote a note on one student, under the
post where comments sit; a tenants' association's minutes with the residents' reports from the floor (Blogger-like,
"No comments:" under the post); a small-town paper's staff directory with a quote from each (Joomla-like portal).
Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cw_common import (
    Bits,
    Case,
    Piece,
    blogroll,
    case,
    esc,
    links,
    most_read,
    newsletter,
    num,
    poll,
    related,
    rows,
    side,
    slug,
    tag_cloud,
)


def earnings_call() -> Case:
    qa = rows("""
0 | Ravi Anand | Lockhart & Pell | 9:41 a.m. | Thanks, and congratulations on the quarter. Rick, can you break out how much of the margin hit was diesel and how much was the driver pay increase you put through in April?
1 | Rick Sandoval | Chief Financial Officer | 9:42 a.m. | Sure, Ravi. Roughly two-thirds of the 140 basis points was fuel, net of what we recovered through the surcharge, which lags about six weeks. The rest is the April pay step. We expect most of the fuel piece to come back as surcharges reset in the third quarter.
0 | Megan Choi | Bluestem Securities | 9:44 a.m. | On intermodal, you said volumes out of Columbus were up 11 percent. Is that new business, or freight you took from the railroads' own lanes?
1 | Tom Harrow | Chief Executive | 9:45 a.m. | Mostly new. Two retail customers moved freight off the highway to us in May, and we think a third signs before Labor Day. I wouldn't call it share from anybody in particular.
0 | Paul Brinkman | Carver Hale & Co. | 9:49 a.m. | Tom, you've been hiring drivers all year. How many trucks are sitting without a driver right now, and what's turnover running at?
1 | Tom Harrow | Chief Executive | 9:50 a.m. | About 190 out of 2,400 tractors. Annualized turnover was 71 percent in June. That's still bad, but it was 88 a year ago, and the new pay scale is the main reason.
0 | Lisa Ferreira | Dunmore Capital | 9:53 a.m. | Any update on the Evansville terminal? Last quarter you said it would open in the fall.
1 | Rick Sandoval | Chief Financial Officer | 9:54 a.m. | It's on budget and we now expect to open it the first week of November. The county approved the access road last Tuesday, which was the last thing we were waiting on.
0 | Ravi Anand | Lockhart & Pell | 9:57 a.m. | Just a follow-up: does the guidance assume diesel stays where it is today?
1 | Rick Sandoval | Chief Financial Officer | 9:58 a.m. | It assumes $3.85 a gallon on average for the second half. Every ten cents either way is roughly a penny a share for the half.
""")

    def entry(name: str, firm: str, at: str, text: str) -> str:
        k = slug(name)
        return (
            f'<div class="qa-card"><img class="qa-pic" src="/_avatar/tl-{k}.svg" alt="" width="36" height="36">'
            f'<p class="qa-who"><b>{esc(name)}</b>, {esc(firm)} <span class="qa-at">{esc(at)}</span></p>'
            f'<p class="qa-say">{esc(text)}</p><p class="qa-act"><a href="#tweet-{k}">Tweet this quote</a></p></div>'
        )

    items: list[str] = []
    for i, (lvl, name, firm, at, text) in enumerate(qa):
        if lvl == "0":
            nxt = qa[i + 1] if i + 1 < len(qa) and qa[i + 1][0] == "1" else None
            ans = f'<ol class="qa-ans"><li>{entry(*nxt[1:])}</li></ol>' if nxt else ""
            items.append(f'<li class="qa-q" id="q{len(items) + 1}">{entry(name, firm, at, text)}{ans}</li>')
    inside = (
        '<div class="qa"><h3>Questions and answers</h3><p class="qa-note">Edited excerpts from Thursday\'s call with '
        'analysts, as transcribed by the Ledger. Times are Eastern.</p><ol class="qa-list">'
        + "".join(items)
        + "</ol></div>"
    )
    stocks = (
        '<table class="tk">'
        + "".join(
            f"<tr><td>{esc(s)}</td><td>{esc(v)}</td><td class='{'up' if c.startswith('+') else 'dn'}'>{esc(c)}</td></tr>"
            for s, v, c in rows("""
Harrow Freight (HRWF) | 24.18 | +1.62
Ohio Valley Bancorp | 31.05 | -0.22
Marietta Steel | 12.77 | +0.08
Kessler Foods | 45.90 | -0.61
River City Energy | 18.34 | +0.15
""")
        )
        + "</table>"
    )
    rail = (
        side(
            "harrow-ledger",
            "Local Stocks",
            stocks + "<p><small>Delayed 20 minutes. Close of July 26.</small></p>",
        )
        + most_read(
            "harrow-ledger",
            """
Harrow Freight tops forecasts, but diesel squeezes margins | 3,412
Marietta Steel to add third shift at Belpre plant | 2,980
Gas prices jump 14 cents in a week | 2,311
Riverfront hotel project loses its anchor tenant | 1,654
Kessler Foods recalls frozen pierogi over labeling | 1,207
""",
            "views",
        )
        + related(
            "harrow-ledger",
            (
                "Harrow Freight breaks ground on Evansville terminal",
                "Truckers scramble to find drivers as freight rebounds",
                "Column: The surcharge game, explained",
            ),
            "Related Stories",
        )
        + newsletter(
            "harrow-ledger", "The Morning Ledger: the valley's business news in your inbox before 7 a.m."
        )
    )
    style = (
        ".qa{border-top:2px solid #14375e;margin:16px 0}.qa h3{color:#14375e;margin:6px 0}.qa-note{font-size:11px;color:#777}"
        ".qa-list{list-style:none;padding:0}.qa-q{border-bottom:1px solid #e5e5e5;padding:8px 0}.qa-card{overflow:hidden}"
        ".qa-pic{float:left;margin-right:10px;border-radius:3px}.qa-who{margin:0}.qa-at{font-size:11px;color:#999}"
        ".qa-say{margin:2px 0 2px 46px}.qa-act{margin:0 0 0 46px;font-size:11px}.qa-ans{list-style:none;margin:6px 0 0 46px;padding:6px 0 0 12px;border-left:3px solid #d6e0ea}"
        ".tk{width:100%;font-size:12px}.tk .up{color:#1a7f1a}.tk .dn{color:#b01010}"
    )
    piece = Piece(
        "Harrow Freight tops forecasts, but diesel squeezes margins",
        "Dana Whitcombe, Ledger Business Writer",
        "2012-07-26T18:05:00-04:00",
        "July 26, 2012 6:05 PM",
        """
MARIETTA — Harrow Freight Lines earned 41 cents a share in the second quarter, four cents better than analysts had expected, as new intermodal customers out of Columbus offset a sharp rise in fuel costs.

Revenue rose 9 percent to $312 million. But the operating ratio, the number the trucking business watches most closely, slipped to 93.1 from 91.7 a year earlier, and the company's shares, which rose $1.62 on Thursday, remain below where they started the year.

Chief executive Tom Harrow, grandson of the company's founder, said the Evansville terminal is on schedule and that the company still has about 190 trucks without drivers despite raising pay in April.

Analysts on the morning call pressed the company on fuel, drivers and the new terminal. Harrow Freight employs about 3,100 people, 640 of them in Washington County.
""",
        dek="Earnings of 41 cents a share beat estimates; 190 trucks still sit without drivers.",
        section="Business",
        tags=("Harrow Freight", "Trucking", "Earnings"),
        caption="Harrow Freight tractors at the company's Marietta yard. Ledger photo by Curt Lemaster.",
    )
    return case(
        "cw-earnings-call",
        "lookalike",
        "harrow-ledger",
        piece,
        Bits(inside=inside, side=rail, style=style, top="Marietta 84°F"),
        [],
        path="/business/2012/07/26/harrow-freight-tops-forecasts-but-diesel-squeezes-margins",
        container="(no discussion) div.qa: h3 'Questions and answers', ol.qa-list of 5 li.qa-q (avatar, b NAME, firm, time, p text, 'Tweet this quote'), each with the answer nested in ol.qa-ans",
        heading=None,
        description="A regional business paper of 2012: a trucking firm's quarterly results with the analysts' questions on the call and the executives' answers printed under the story as a nested list (5 questions, each answered; one analyst twice, two executives answering); local stocks, most read with counts, related stories, a newsletter box. Most awkward: avatars, names, times, short texts and the answers nested under the questions, like a threaded discussion.",
        lookalikes=("an earnings call's questions and answers: analyst, firm, time, text; answers nested",),
    )


def honor_roll() -> Case:
    notes = rows("""
Aaliyah Brooks | 6 | Ms. Tran, Language Arts | Aaliyah rewrote her short story about her grandmother's bakery four times because she wanted the ending to "smell right." It does. She also quietly helps the new student at her table every single morning.
Marcus Webb | 8 | Mr. Delgado, Science | Marcus's bottle rocket flew the shortest distance in the class, and he wrote the best lab report I have read in six years about why. That is what science is.
Sofia Ruiz-Hale | 7 | Mrs. Okafor, Math | Sofia came to me in October saying she was "just not a math person." She has not missed one lunch tutoring session since, and her quiz average is now a 94.
Dylan Kessler | 6 | Mr. Park, Band | Dylan took over the tuba part when our eighth grader broke his wrist two weeks before the spring concert. He practiced in the band room every day after the buses left.
Hannah Lindqvist | 8 | Ms. Abernathy, Social Studies | Hannah's National History Day project on the 1937 flood used interviews with three people who still live on Pine Street. It is going on to the state competition in May.
Jamal Price | 7 | Coach Ferris, Physical Education | Jamal is not the fastest kid on the track team and he knows it. He is the first one to stay and cheer for everybody who finishes after him.
Grace O'Neill | 6 | Mrs. Hutchins, Library | Grace has checked out 61 books since September, and she leaves a sticky-note review inside the cover of every one for the next reader.
Noah Castellanos | 8 | Mrs. Okafor, Math | Noah turned in every assignment this quarter, on time. For Noah that is a very big deal, and he should be proud of it. We are.
""")
    items = "".join(
        f'<li class="pm-note" id="note-{301 + i}"><div class="pm-nhead"><img class="pm-av" src="/_avatar/pm-{slug(n)}.svg" alt="" width="48" height="48">'
        f'<cite class="pm-n">{esc(n)}</cite> <span class="pm-g">Grade {g}</span><br><span class="pm-by">from {esc(t)} · April {8 + i % 3}, 2013</span></div>'
        f'<div class="pm-ntext"><p>{esc(x)}</p></div>'
        f'<p class="pm-cheer"><a href="#cheer-{301 + i}">Cheer</a> ({num(n, 4, 31)})</p></li>'
        for i, (n, g, t, x) in enumerate(notes)
    )
    after = (
        '<div class="pm-notes"><h3 class="pm-nt">Notes from the staff</h3><ol class="pm-nlist">'
        + items
        + '</ol></div><p class="pm-closed">Comments are closed.</p>'
        '<div class="pm-navlinks"><a href="/2013/03/spring-concert-photos/">« Spring concert: the photos</a> · '
        '<a href="/2013/04/pto-plant-sale/">PTO plant sale this Saturday »</a></div>'
    )
    sidebar = (
        side(
            "pinecrest",
            "Upcoming Events",
            "<ul><li>Apr 15-19: Spring break, no school</li><li>Apr 23: Grade 8 parent night, 6:30 pm, cafeteria</li>"
            "<li>Apr 27: PTO plant sale, 9 am to 1 pm</li><li>May 2: State testing begins (grades 6-8)</li></ul>",
        )
        + side(
            "pinecrest",
            "Categories",
            links(
                ("Announcements", "Athletics", "Band and Choir", "Honor Roll", "PTO", "Science Fair"),
                "/category/",
            ),
        )
        + side(
            "pinecrest",
            "Archives",
            links(
                ("April 2013", "March 2013", "February 2013", "January 2013", "December 2012"), "/archive/"
            ),
        )
        + tag_cloud(
            "pinecrest",
            "awards, band, bus routes, field trips, grade 6, grade 7, grade 8, honor roll, library, lunch menu, PTO, science, track",
        )
        + blogroll(
            "pinecrest",
            (
                "Pinecrest School District",
                "Pinecrest High School Hawks",
                "County Public Library",
                "Pinecrest PTO",
            ),
            "District Links",
        )
    )
    style = (
        ".pm-notes{margin-top:18px;border-top:1px solid #ccc}.pm-nt{color:#2e6b2e}.pm-nlist{list-style:none;padding:0}"
        ".pm-note{border-bottom:1px solid #eee;padding:8px 0;overflow:hidden}.pm-av{float:left;margin-right:10px}.pm-n{font-style:normal;font-weight:bold}"
        ".pm-g{font-size:11px;background:#e3efe3;padding:0 4px}.pm-by{font-size:11px;color:#888}.pm-ntext{margin-left:58px}.pm-cheer{margin-left:58px;font-size:11px}"
        ".pm-closed{font-style:italic;color:#888}.pm-navlinks{font-size:12px;margin:10px 0}"
    )
    piece = Piece(
        "Third-quarter honor roll, and a few words from our teachers",
        "Janet Kowalczyk",
        "2013-04-12T15:20:00-05:00",
        "April 12, 2013",
        """
Congratulations to the 214 Pinecrest students who made the honor roll for the third quarter! The full list, by grade, is posted on the bulletin board outside the main office and was sent home in Friday folders.

This quarter we tried something new. We asked each teacher to pick one student, not always the one with the highest grades, and to write a sentence or two about why. Some of them wrote more than a sentence or two. We have printed their notes below exactly as they sent them.

Honor roll certificates will be handed out at the awards assembly on Friday, April 26, at 1:30 pm in the gym. Families are welcome.

Mrs. Kowalczyk, Principal
""",
        section="Honor Roll",
        tags=("honor roll", "awards"),
    )
    return case(
        "cw-honor-roll",
        "lookalike",
        "pinecrest",
        piece,
        Bits(after=after, side=sidebar, style=style, top="Friday, April 12, 2013"),
        [],
        path="/2013/04/12/third-quarter-honor-roll-and-a-few-words-from-our-teachers/",
        container="(no discussion) div.pm-notes: h3 'Notes from the staff', ol.pm-nlist of 8 li.pm-note (avatar, cite NAME, grade, 'from TEACHER · date', p text, 'Cheer (n)'), then 'Comments are closed.'",
        heading=None,
        description="A middle school's WordPress-like news blog of 2013: the third-quarter honor roll post, under it where comments sit 'Notes from the staff': 8 students, each with a photo, name, grade, the teacher who wrote the note, a date, the note and a 'Cheer (n)' count (one teacher twice); then 'Comments are closed.'; events, categories, archives, a tag cloud, district links. Most awkward: an ol of avatar/cite/date/text/count entries under the post, in the comment list's place.",
        lookalikes=("an honor roll with teachers' notes: student, grade, teacher, date, text, count",),
    )


def tenants_minutes() -> Case:
    reports = rows("""
Winston Adeyemi | Block A, flat 12 | 7.41pm | The lift in Block A was out again from Saturday to Tuesday. My neighbour on the ninth floor, who is 84, could not get to her hospital appointment. That is the fourth time since August. | Secretary to write to Hallam Homes asking for the engineer's reports since August.
Pauline Grady | Block C, flat 3 | 7.48pm | Thank you to everyone who turned out for the clean-up of the bin store on the 3rd. Eleven bags of rubbish and a fridge. The council has promised to take the fridge away on the 22nd. |
Tomasz Nowicki | Block B, flat 61 | 7.55pm | The damp in the back bedrooms of the flats on the sixth floor is worse this year. I have photos from six flats and will bring them to the next meeting with Hallam. | Tomasz and Bernadette to arrange a meeting with the Hallam area manager.
Janice Ofori | Block A, flat 30 | 8.03pm | Can we please have the Christmas party on a Saturday this year? Half of us work Fridays. | Agreed by a show of hands, 29 to 4: Saturday 15 December.
Winston Adeyemi | Block A, flat 12 | 8.10pm | Hallam's letter says the service charge goes up by £3.20 a week from April. Nobody here has seen the accounts that are supposed to justify it. | Treasurer to ask for the accounts in writing.
Ruth Castell | Block C, flat 18 | 8.19pm | The code for the back gate has been the same for two years and somebody has written it on the wall of the bus shelter. Can it be changed? | Bernadette to ask Hallam.
Derek Mullins | Treasurer | 8.26pm | Balance £1,412.60. We spent £240 on the skip for the bin store. Subs are still £1 a month per flat and 118 flats are paid up to December. |
""")
    items = "".join(
        f'<div class="ac-rf" id="rf{i + 1}"><p class="ac-rfh"><b>{esc(n)}</b> <span class="ac-fl">({esc(f)})</span> <span class="ac-tm">{esc(t)}</span></p>'
        f'<p class="ac-rft">{esc(x)}</p>'
        + (f'<p class="ac-act"><i>Action:</i> {esc(a)}</p>' if a else "")
        + "</div>"
        for i, (n, f, t, x, a) in enumerate(reports)
    )
    inside = (
        '<h4 class="ac-sub">Reports from the floor</h4><div class="ac-rlist">'
        + items
        + "</div><p>The meeting closed at 8.40pm. Next general meeting: Thursday 17 January, 7.30pm, community room, Block B.</p>"
        "<p><i>Minutes taken by Bernadette Quinn, secretary. Corrections to the secretary please, before the next meeting.</i></p>"
    )
    after = (
        '<div class="ac-fb"><h4>No comments:</h4><p><a href="/post-a-comment">Post a Comment</a></p></div>'
        '<div class="ac-pager"><a href="/2012/11/bonfire-night-thank-you.html">Newer Post</a> · <a href="/">Home</a> · '
        '<a href="/2012/10/lift-petition.html">Older Post</a></div><p class="ac-subs">Subscribe to: Post Comments (Atom)</p>'
    )
    sidebar = (
        side(
            "alder-court",
            "Next meeting",
            "<p><b>Thursday 17 January, 7.30pm</b><br>Community room, Block B (ground floor)<br>All tenants and leaseholders welcome. Tea and biscuits.</p>",
        )
        + side(
            "alder-court",
            "Useful numbers",
            "<ul><li>Hallam Homes repairs: 0800 555 0182</li><li>Out of hours emergencies: 0800 555 0199</li>"
            "<li>Council bulky waste: 020 7946 0330</li><li>Safer Neighbourhoods team: 020 7946 0871</li></ul>",
        )
        + side("alder-court", "Followers", "<p>Followers (38)</p><p><a href='#follow'>Follow</a></p>")
        + side(
            "alder-court",
            "Blog Archive",
            "<ul><li>▼ 2012 (14)<ul><li>▼ November (2)<ul><li><a href='#'>Minutes: general meeting, Thursday 15 November</a></li>"
            "<li><a href='#'>Bonfire night: thank you</a></li></ul></li><li>► October (3)</li><li>► September (2)</li></ul></li><li>► 2011 (19)</li></ul>",
        )
        + blogroll(
            "alder-court",
            (
                "Haverley Estate Residents",
                "Southwark Tenants Forum",
                "Riverside Gardens TRA",
                "Citizens Advice: housing",
            ),
            "Other tenants' groups",
        )
    )
    style = (
        ".ac-sub{color:#7a3b12;border-bottom:1px solid #e2cdb8;margin-top:16px}.ac-rf{border-left:3px solid #e2cdb8;padding:2px 10px;margin:8px 0}"
        ".ac-rfh{margin:0}.ac-fl{color:#666;font-size:12px}.ac-tm{color:#999;font-size:11px}.ac-rft{margin:2px 0}.ac-act{margin:0;font-size:12px;color:#555}"
        ".ac-fb{margin-top:20px}.ac-pager{font-size:12px;text-align:center}.ac-subs{font-size:11px}"
    )
    piece = Piece(
        "Minutes: general meeting, Thursday 15 November",
        "Bernadette Quinn",
        "2012-11-16T21:12:00Z",
        "Friday, November 16, 2012 at 9:12 PM",
        """
Present: 41 residents from all three blocks; Bernadette Quinn (secretary), Derek Mullins (treasurer), Joyce Appiah (chair). Apologies: Cllr Hamid Rahman, who has promised to come in January.

1. The minutes of the September meeting were agreed.

2. Joyce reported on the meeting with Hallam Homes on 2 November. Hallam have agreed to a walkabout of all three blocks before Christmas, but have still not given a date for the new lift in Block A. The petition about the lift now has 163 signatures.

3. Reports from residents, as follows.
""",
        section="Minutes",
        tags=("minutes", "lifts", "service charge", "damp"),
    )
    return case(
        "cw-tenants-minutes",
        "lookalike",
        "alder-court",
        piece,
        Bits(inside=inside, after=after, side=sidebar, style=style, top="Alder Court TA"),
        [],
        path="/2012/11/minutes-general-meeting-thursday-15.html",
        container="(no discussion) h4 'Reports from the floor', div.ac-rlist of 7 div.ac-rf (b NAME, flat, time, p text, optional 'Action:' line) inside the post; 'No comments:' below",
        heading=None,
        description="A tenants' association's Blogger-like blog of 2012: the minutes of a general meeting, with 'Reports from the floor' inside the post: 7 residents' reports, each a bold name, the flat, the time and a few sentences, most with an 'Action:' line (one resident twice); under the post 'No comments:' and 'Post a Comment'; next meeting, useful numbers, followers, archive, other tenants' groups. Most awkward: named, timed, short complaints and thanks by residents, a discussion's shape right above the empty comment area.",
        lookalikes=(
            "a tenants' association's minutes: residents' reports from the floor: name, flat, time, text",
        ),
    )


def staff_directory() -> Case:
    staff = rows("""
Marian Sutter | Editor | 1994 | People think a small paper is a quiet job. We have three reporters and nine council and board meetings a week. It is not a quiet job.
Ray Dubois | Sports Editor | 1981 | I've covered four generations of the same family on the Kettle Valley Hawks. The grandmother still phones me when I spell a name wrong.
Priya Nandakumar | Reporter, courts and council | 2010 | My favourite story so far was the library levy. Everyone told me nobody would read it. It got more letters than the hockey.
Glen Harker | Photographer | 1999 | The best pictures I take are always the ones where I was on my way somewhere else.
Lorraine Beaulieu | Advertising | 1976 | I sold my first ad to Pete's Hardware for four dollars. Pete's grandson still buys the same spot on page three.
Sam Okoro | Reporter, schools and community | 2012 | I started in June. I have already been to two pie auctions and a goat show. No complaints.
Hilda Graves | Circulation and front office | 1988 | If your paper didn't come, it was probably the wind. Call me and I'll send another one out.
Bill Tanaka | Press foreman | 1979 | The press is older than I am and it still runs every Tuesday night. It's the only thing in this building that has never called in sick.
Jenny MacAulay | Columnist, Valley Voices | 2001 | I write about my neighbours. They haven't stopped speaking to me yet, mostly.
""")
    items = "".join(
        f'<div class="kv-person"><img src="/_avatar/kv-{slug(n)}.svg" alt="{esc(n)}" width="60" height="60" class="kv-ph">'
        f'<div class="kv-pbody"><h4>{esc(n)}</h4><p class="kv-role">{esc(r)} · with the Courier since {esc(y)}</p>'
        f'<blockquote class="kv-q">“{esc(q)}”</blockquote>'
        f'<p class="kv-mail"><a href="/contact-us/staff/{slug(n)}">E-mail {esc(n.split()[0])}</a></p></div></div>'
        for n, r, y, q in staff
    )
    inside = (
        '<div class="kv-team"><h3>Your Courier team</h3>' + items + "</div>"
        "<p>Come and meet us: the Courier's open house is Saturday, September 29, from 10 a.m. to 2 p.m. at 14 Front Street. "
        "Bill will run the press at 11 and at 1.</p>"
    )
    left = side(
        "kettle-courier",
        "Subscribe",
        "<p>The Courier delivered every Wednesday: $48 a year in the valley, $65 elsewhere.</p><p><a href='/subscribe'>Subscribe now</a></p>",
    ) + side(
        "kettle-courier",
        "Archives",
        links(("September 2012", "August 2012", "July 2012", "June 2012"), "/archives/"),
    )
    rail = (
        most_read(
            "kettle-courier",
            """
Hawks clinch league title in overtime | 2,144
Old Mill Road paving put off again | 1,503
100 years of the Courier: meet the people who make it | 1,377
Fall fair results: the complete list | 1,102
Beaver dam floods Kettle Creek trail | 876
""",
            "hits",
        )
        + poll(
            "kettle-courier",
            "Should the county pave Old Mill Road next year?",
            """
Yes, it's overdue | 64% | 318
No, spend it on the bridge | 27% | 134
Don't know | 9% | 45
""",
        )
        + side("kettle-courier", "Weather", "<p>Kettle Falls: 17°C, sunny. Tonight 6°C, clear.</p>")
        + side(
            "kettle-courier",
            "Classifieds",
            links(
                (
                    "Hay for sale, round bales",
                    "Wanted: piano teacher",
                    "2004 Silverado, 190,000 km",
                    "Garage sale Sat. 8-2",
                ),
                "/classifieds/",
            ),
        )
        + side("kettle-courier", "Who's Online", "<p>We have 23 guests online</p>")
    )
    style = (
        ".kv-team{border-top:3px double #8a1c1c;margin:14px 0}.kv-team h3{color:#8a1c1c}.kv-person{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}"
        ".kv-ph{float:left;margin-right:10px}.kv-pbody{margin-left:70px}.kv-pbody h4{margin:0}.kv-role{margin:0;font-size:11px;color:#777}"
        ".kv-q{margin:4px 0;font-style:italic}.kv-mail{margin:0;font-size:11px}"
    )
    piece = Piece(
        "100 years of the Courier: meet the people who make it",
        "Marian Sutter",
        "2012-09-19T08:00:00-07:00",
        "Wednesday, 19 September 2012 08:00",
        """
The first Kettle Valley Courier came off a hand press above the Harlan & Sons store on September 21, 1912. It had four pages, one of them advertisements for patent medicine, and it cost five cents.

A hundred years on, the Courier still comes out every Wednesday, still prints on Front Street, and still costs less than a cup of coffee. It is also on this website, which the 1912 staff would have found hard to imagine.

For our centenary issue we asked the people who put the paper together every week to tell you something about the job. Some of them have been here longer than the press. Some of them have been here since June.
""",
        dek="Nine people, one old press and a century of Wednesdays.",
        section="Community",
        tags=("centenary", "Courier"),
        caption="The Courier staff on Front Street, September 2012. Photo by Glen Harker.",
    )
    return case(
        "cw-staff-directory",
        "lookalike",
        "kettle-courier",
        piece,
        Bits(inside=inside, left=left, side=rail, style=style, top="Kettle Falls 17°C"),
        [],
        path="/community/1187-100-years-of-the-courier-meet-the-people-who-make-it",
        container="(no discussion) div.kv-team: h3 'Your Courier team', 9 div.kv-person (avatar img alt=NAME, h4 NAME, role and 'since YEAR', blockquote quote, 'E-mail NAME')",
        heading=None,
        description="A small-town weekly's Joomla-like portal of 2012: a centenary article with the staff directory inside it, 'Your Courier team': 9 people, each with a photo, name, role and the year they joined, a quote and an 'E-mail NAME' link; most read with hits, a poll, weather, classifieds, who's online. Most awkward: nine avatar/name/short-text entries with a year, like a discussion's entries.",
        lookalikes=("a staff directory with quotes: photo, name, role, year, quote",),
    )


def lists_cw() -> list[Case]:
    return [earnings_call(), honor_roll(), tenants_minutes(), staff_directory()]
