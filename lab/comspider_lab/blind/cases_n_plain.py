"""Blind set N: pages without any reader comment, full of list-like furniture of about 2012 with names, dates and text
that are not readers' comments on the article (every name invented): property transfers and restaurant inspections,
a release's changelog with its contributors, power rankings and the staff's picks, a Tumblr-like post's notes, a
campaign's endorsements and precinct results, a council meeting's public comment, a critics' round-up, an honours
list, a gadget's price tracker and owners' ratings, a wiki's revision history (fr)."""

from __future__ import annotations

from comspider_lab.blind.cases_n_common import PartsK, Story, box, esc, make, rail, rows, story
from comspider_lab.blind.model import Case


def _la(
    case_id: str,
    template: str,
    site: str,
    st: Story,
    parts: PartsK,
    path: str,
    lookalikes: tuple[str, ...],
    description: str,
) -> Case:
    return make(
        case_id,
        "lookalike",
        template,
        site,
        st,
        parts,
        [],
        path=path,
        container="-",
        heading=None,
        description=description,
        lookalikes=lookalikes,
    )


# --------------------------------------------------------------------------- en: property transfers, restaurant inspections


def transfers() -> Case:
    deeds = [
        (
            "Gerald and Ruth Ann Koenig",
            "Brian T. Mulvaney",
            "114 Orchard Lane, Millbrook",
            "$187,500",
            "Feb. 21",
        ),
        (
            "Estate of Doris Wainwright",
            "Kelsey and Aaron Pohl",
            "2290 County Road 9, Dunmore Township",
            "$96,000",
            "Feb. 22",
        ),
        ("Upper Valley Savings Bank", "Raymond Feliz", "8 Mill St., Apt. 3, Millbrook", "$54,900", "Feb. 22"),
        ("Thomas J. Okafor", "Lindsey M. Brandt", "47 Ridge View Drive, Dunmore", "$212,000", "Feb. 24"),
        ("Carol Duchesne", "Duchesne Family Trust", "19 Elm St., Millbrook", "$1", "Feb. 27"),
    ]
    inspections = [
        (
            "Dina's Diner, 301 Main St.",
            "Feb. 23",
            "2 critical: cold-holding temperature of tuna salad 49°F; no sanitizer in wiping-cloth bucket. Corrected on site.",
        ),
        (
            "Golden Wok, 77 Route 12",
            "Feb. 24",
            "1 critical: raw chicken stored above ready-to-eat vegetables. Follow-up scheduled.",
        ),
        ("Millbrook Elementary cafeteria", "Feb. 27", "No violations."),
        ("Pizza Barn, 1450 Valley Road", "Feb. 28", "1 non-critical: light shield missing over prep table."),
    ]
    inbody = (
        '<div class="records"><h3>Property transfers</h3><p class="rec-note">Recorded at the Clark County Register of Deeds, Feb. 21-28.</p><ul class="rec-list">'
        + "".join(
            f"<li><b>{esc(a)}</b> to <b>{esc(b)}</b>, {esc(p)}, {esc(v)}, {esc(d)}.</li>"
            for a, b, p, v, d in deeds
        )
        + '</ul><h3>Restaurant inspections</h3><p class="rec-note">From the county health department.</p><dl class="insp">'
        + "".join(f"<dt>{esc(n)} &mdash; inspected {esc(d)}</dt><dd>{esc(t)}</dd>" for n, d, t in inspections)
        + "</dl></div>"
    )
    st = story(
        "Public Record: Feb. 21-28, 2012",
        "Compiled by Messenger staff",
        "Messenger staff",
        "2012-03-03T06:00:00-05:00",
        "Saturday, March 3, 2012",
        """
The Messenger publishes property transfers, restaurant inspections, building permits and marriage licenses every Saturday.

Records are provided by the county and are printed as received. Corrections may be sent to records@example.com.
""",
        declare="jsonld",
    )
    parts = PartsK(
        inbody=inbody,
        after='<div class="story-share"><a href="#">Share</a> · <a href="#">Print</a></div>',
        rail=box("town", "Today's e-Edition", "<p>Read the print edition online.</p>")
        + box(
            "town",
            "Classifieds",
            rows("town", ["Garage sales (4)", "Farm equipment (11)", "Help wanted (9)"]),
        ),
    )
    return _la(
        "n-la-en-transfers",
        "town",
        "town-deeds",
        st,
        parts,
        "/news/public-record-feb-21-28-2012/article_1a2b3c.html",
        (
            "property transfers (names to names, address, price, date)",
            "restaurant inspections (place, date, findings)",
        ),
        "A local paper's weekly public record: deeds with sellers, buyers, addresses, prices and dates, and health inspections as a <dl>; no comment section.",
    )


# --------------------------------------------------------------------------- en: changelog and contributors


def changelog() -> Case:
    changes = [
        (
            "Fixed: messages with very long subject lines no longer crash the thread view.",
            "Reported by Petra Lindqvist",
        ),
        ("New: IMAP IDLE support, so new mail shows up without polling.", "Patch by Owen McAllister"),
        ("Fixed: dates in the message list now follow the system locale.", "Patch by Takumi Ishida"),
        (
            "Changed: the spell checker now uses the system dictionaries where available.",
            "Thanks to Rafael Ortega",
        ),
        (
            "Fixed: attachments with non-ASCII filenames are saved correctly on Windows.",
            "Reported by Jana Novotná, patch by Owen McAllister",
        ),
        (
            "Updated translations: German (Heike Brandt), Brazilian Portuguese (Caio Ramos), Polish (Marek Wiśniewski).",
            "",
        ),
    ]
    inbody = (
        '<h3>What\'s new in 1.4.0</h3><ul class="changes">'
        + "".join(
            f"<li>{esc(t)}" + (f' <span class="credit">({esc(c)})</span>' if c else "") + "</li>"
            for t, c in changes
        )
        + '</ul><h3>Downloads</h3><table class="dl"><tr><th>File</th><th>Size</th><th>Downloads</th></tr>'
        "<tr><td>sparrow-1.4.0.tar.gz</td><td>4.1 MB</td><td>1,208</td></tr><tr><td>sparrow-1.4.0-setup.exe</td><td>11.6 MB</td><td>3,944</td></tr>"
        "<tr><td>sparrow-1.4.0.dmg</td><td>9.8 MB</td><td>2,015</td></tr></table>"
    )
    previous = box(
        "wpten",
        "Previous releases",
        rows("wpten", ["1.3.2 — January 14, 2012", "1.3.1 — December 2, 2011", "1.3.0 — October 30, 2011"]),
    )
    st = story(
        "Sparrow 1.4.0 released",
        "Owen McAllister",
        "Owen McAllister",
        "2012-03-03T10:00:00+00:00",
        "March 3, 2012",
        """
Sparrow 1.4.0 is out, four months after 1.3.0. It is a recommended update for everyone.

The big news is push mail over IMAP IDLE. As always, thanks to everyone who reported bugs, sent patches and translated.

Questions and problem reports go to the forum, not the blog: this post has comments turned off so that the discussion stays in one place.
""",
        declare="og",
        section="Releases",
    )
    parts = PartsK(
        inbody=inbody,
        after='<div id="nav-below" class="navigation"><div class="nav-previous"><a href="#">&larr; Sparrow 1.3.2</a></div></div><p class="nocomments">Comments are off for this post. Discuss it <a href="#">on the forum</a>.</p>',
        rail=rail(
            "wpten",
            previous,
            box("wpten", "Donate", "<p>Sparrow is free software. Donations pay for the build servers.</p>"),
            cats="Releases|Development|Community",
        ),
    )
    return _la(
        "n-la-en-changelog",
        "wpten",
        "wp-devlog",
        st,
        parts,
        "/blog/2012/03/03/sparrow-1-4-0-released/",
        (
            "changelog entries with reporters' and patch authors' names",
            "translators",
            "download counts",
            "previous releases with dates",
        ),
        "An open-source project's release post: the changelog credits contributors by name, downloads with counts, previous releases with dates, comments off ('Discuss it on the forum').",
    )


# --------------------------------------------------------------------------- en: power rankings, staff picks


def power_rankings() -> Case:
    teams = [
        (
            "1",
            "Kentucky",
            "29-1",
            "Still the best team in the country by a mile. The freshmen play like seniors.",
        ),
        ("2", "Syracuse", "30-1", "The zone is suffocating. Losing their center to eligibility would hurt."),
        ("3", "North Carolina", "27-4", "Loaded inside. Their guards decide how far they go."),
        ("4", "Missouri", "27-4", "Four guards and nobody can keep up with them."),
        ("5", "Michigan State", "24-7", "Tough, physical, coached to death. Don't sleep on them."),
        ("6", "Ohio State", "25-6", "Only as good as their big man's foul trouble."),
    ]
    picks = [
        ("Mike Coyle", "Kentucky", "They have six NBA players. That's the whole analysis."),
        ("Dana Whitfield", "North Carolina", "Size wins in March, and nobody is bigger."),
        ("Trey Simmons", "Missouri", "Upset special. Nobody can guard all four guards."),
        ("Ellen Park", "Kentucky", "Boring pick, right pick."),
    ]
    inbody = (
        '<table class="rankings"><tr><th>#</th><th>Team</th><th>Record</th><th>Comment</th></tr>'
        + "".join(
            f"<tr><td>{r}</td><td><b>{esc(t)}</b></td><td>{rec}</td><td>{esc(c)}</td></tr>"
            for r, t, rec, c in teams
        )
        + "</table>"
    )
    staff = (
        '<div class="staff-picks"><h3>Our experts\' national champion picks</h3>'
        + "".join(
            f'<div class="pick"><p class="pick-who"><strong>{esc(n)}</strong>, Hoops Brain staff</p><p class="pick-team">Pick: {esc(t)}</p><p class="pick-why">{esc(w)}</p></div>'
            for n, t, w in picks
        )
        + "</div>"
    )
    st = story(
        "Power Rankings, Week 17: Conference Tournament Edition",
        "By Mike Coyle",
        "Mike Coyle",
        "2012-03-03T09:00:00-05:00",
        "March 3, 2012",
        """
One week until Selection Sunday, and the top of the rankings did not move. Below it, plenty did.

Our rankings combine efficiency margins, strength of schedule and, we admit it, a little bit of gut.
""",
        declare="jsonld",
    )
    parts = PartsK(
        inbody=inbody,
        after=staff,
        rail=rail(
            "thesis",
            box(
                "thesis",
                "Bracket Watch",
                rows(
                    "thesis",
                    [
                        "Last four in: Xavier, Seton Hall, BYU, Iona",
                        "First four out: Miami, Drexel, Oregon, Washington",
                    ],
                ),
            ),
            cats="Rankings|Bracketology|Podcast",
        ),
    )
    return _la(
        "n-la-en-power-rankings",
        "thesis",
        "thesis-sports",
        st,
        parts,
        "/2012/03/power-rankings-week-17/",
        ("power rankings with a comment per team", "the staff's picks (name, pick, reason)", "bracket watch"),
        "A college basketball blog's rankings table with a 'Comment' column and the staff's champion picks, each a name, a pick and a reason in paragraphs; no reader comment.",
    )


# --------------------------------------------------------------------------- en: Tumblr-like notes


def tumblr_notes() -> Case:
    notes = [
        ("wanderingwillow", "liked this", ""),
        (
            "thelostarchive",
            "reblogged this from sundayswithruth and added:",
            "my grandmother had this exact hat. i have never seen another one.",
        ),
        ("mr-pennyfarthing", "liked this", ""),
        ("oldphotosdaily", "reblogged this from thelostarchive", ""),
        (
            "kodachromekid",
            "reblogged this from sundayswithruth and added:",
            "the light in this one. 1950s film had something we lost.",
        ),
        ("sparrowandoak", "liked this", ""),
        ("ginger-snaps", "reblogged this from kodachromekid", ""),
        ("sundayswithruth", "posted this", ""),
    ]
    items = "".join(
        f'<li class="note {"like" if "liked" in v else "reblog" if "reblog" in v else "original_post"}"><a class="avatar_frame" href="#"><img src="/_avatar/t{i}.svg" width="16" height="16" alt=""></a>'
        f'<span class="action"><a href="http://example.org/{esc(u)}" class="tumblelog">{esc(u)}</a> {esc(v)}</span>'
        + (f'<blockquote><a href="#">{esc(t)}</a></blockquote>' if t else "")
        + "</li>"
        for i, (u, v, t) in enumerate(notes)
    )
    block = f'<div class="post-notes"><h4 class="notecount">412 notes</h4><ol class="notes">{items}</ol><a class="more_notes_link" href="#">Show more notes</a></div>'
    st = story(
        "Aunt Mabel and the hat, Coney Island, 1953",
        "sundayswithruth",
        "sundayswithruth",
        "2012-03-03T18:20:00-05:00",
        "March 3rd, 2012",
        """
Found in a shoebox at the flea market on Sunday, no name on the back, only "Coney, July 53". I call her Aunt Mabel.

Look at that hat.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "network",
            "",
            "<p>a tumblelog of old photographs and small thoughts · <a href='#'>ask me anything</a> · <a href='#'>submit</a></p>",
        )
        + box("network", "Following", rows("network", ["oldphotosdaily", "thelostarchive", "kodachromekid"])),
    )
    return _la(
        "n-la-en-tumblr-notes",
        "network",
        "tumblr-notes",
        st,
        parts,
        "/post/18726345021/aunt-mabel-and-the-hat-coney-island-1953",
        ("the post's notes: likes and reblogs, two with the reblogger's words", "following list"),
        "A Tumblr-like photo post with its notes ('412 notes'): likes and reblogs by tumblelog names, two reblogs quoting what the reblogger added on their own blog; no comment system (decision: reblog notes, like trackbacks, are not comments here).",
    )


# --------------------------------------------------------------------------- en: endorsements, precinct results


def endorsements() -> Case:
    ends = [
        (
            "Sheriff Dale Hutchins",
            "Purple County Sheriff",
            "Marcy knows the budget line by line. She's who I want at the table.",
        ),
        ("Rev. Thomas Greer", "Mt. Zion AME Church", "A public servant who listens before she speaks."),
        ("Linda Okonkwo", "former county treasurer", "I trained her. She's better at the job than I was."),
        ("Purple County Farm Bureau", "", "Endorsed at its February meeting."),
    ]
    results = [
        ("Precinct 1 — Ashby", "412", "389"),
        ("Precinct 2 — Cole Creek", "298", "341"),
        ("Precinct 3 — Linden", "520", "277"),
        ("Precinct 4 — Millersburg", "184", "203"),
    ]
    inbody = (
        '<div class="endorse"><h3>Who is endorsing whom</h3>'
        + "".join(
            f'<div class="endorsement"><p class="e-who"><strong>{esc(n)}</strong>'
            + (f", {esc(r)}" if r else "")
            + f'</p><blockquote class="e-quote">{esc(q)}</blockquote></div>'
            for n, r, q in ends
        )
        + '</div><h3>2008 primary, by precinct</h3><table class="prec"><tr><th>Precinct</th><th>Ruiz</th><th>Haller</th></tr>'
        + "".join(f"<tr><td>{esc(p)}</td><td>{a}</td><td>{b}</td></tr>" for p, a, b in results)
        + "</table>"
    )
    st = story(
        "Treasurer's race: Ruiz picks up the sheriff, the Farm Bureau",
        "Posted by Jim Tolliver",
        "Jim Tolliver",
        "2012-03-03T12:00:00-05:00",
        "March 3, 2012",
        """
Marcy Ruiz, running for county treasurer in the May primary, announced four endorsements this week, including Sheriff Dale Hutchins.

Her opponent, Councilman Greg Haller, has the backing of the county party chairman and two township trustees.

For context, here is how the 2008 primary between the same two candidates broke down by precinct.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=inbody,
        after='<div class="postmeta">Filed under: <a href="#">Races</a> · <a href="#">Treasurer</a></div>',
        rail=rail(
            "wpten",
            box(
                "wpten",
                "Election calendar",
                rows("wpten", ["Apr 9: Registration deadline", "May 8: Primary"]),
            ),
            cats="Races|Endorsements|County Council",
        ),
    )
    return _la(
        "n-la-en-endorsements",
        "wpten",
        "thesis-politics",
        st,
        parts,
        "/2012/03/03/treasurer-race-ruiz-endorsements/",
        (
            "endorsements: name, role and a quoted sentence each",
            "precinct results table",
            "election calendar",
        ),
        "A local politics blog: four endorsements in a candidate's race, each a name in <strong>, a role and a quote in a <blockquote>; a table of precinct results; no comment section on the page.",
    )


# --------------------------------------------------------------------------- en: council meeting, public comment


def public_comment() -> Case:
    speakers = [
        (
            "Harold Bixby",
            "Elm Street",
            "asked the council to add a crosswalk at Elm and Fourth, where his granddaughter crosses to school.",
        ),
        (
            "Connie Marsh",
            "Brookhaven Terrace",
            "spoke against the proposed sewer rate increase, saying her bill has doubled since 2007.",
        ),
        (
            "Father Luis Ortega",
            "St. Brendan's",
            "thanked the public works crew for clearing the church lot after the February storm.",
        ),
        ("Denny Albright", "Route 4", "complained about trucks using engine brakes on the hill at night."),
    ]
    inbody = (
        '<h3>Public comment</h3><ul class="speakers">'
        + "".join(f"<li><b>{esc(n)}</b>, of {esc(w)}, {esc(t)}</li>" for n, w, t in speakers)
        + "</ul><h3>In other business, the council:</h3><ul><li>Approved the minutes of Feb. 14 and Feb. 21.</li><li>Tabled a request to close Mill Road for the Memorial Day parade.</li><li>Heard the treasurer's report: $1.21 million in the general fund.</li></ul>"
    )
    st = story(
        "Council delays vote on sewer rates after residents object",
        "By Kathy Dunleavy, Courier Staff",
        "Kathy Dunleavy",
        "2012-03-03T07:00:00-05:00",
        "Saturday, March 3, 2012",
        """
Brookhaven Borough Council on Tuesday postponed a vote on a 14 percent sewer rate increase after more than 40 residents packed the meeting room.

Council President Walt Nagy said the council would hold a special work session on March 13 to go over the authority's budget line by line.

Four residents spoke during the public comment period.
""",
        declare="metadate",
    )
    parts = PartsK(
        inbody=inbody,
        after='<div class="story-tags">Government · Brookhaven Borough</div>',
        rail=box(
            "town",
            "Meetings this week",
            rows(
                "town",
                ["Mon: School board, 7 pm", "Tue: Planning commission, 7:30 pm", "Thu: Zoning hearing board"],
            ),
        )
        + box("town", "Obituaries", "<p><a href='#'>Today's obituaries</a></p>"),
    )
    return _la(
        "n-la-en-public-comment",
        "town",
        "town-council",
        st,
        parts,
        "/news/council-delays-vote-on-sewer-rates/article_7d3e.html",
        (
            "the meeting's public comment: speakers with their streets and what they said",
            "other business",
            "meetings this week",
        ),
        "A local paper's council story whose 'Public comment' section lists residents (name, street, what each said at the meeting); no reader comments (decision: what residents said at a meeting is reported speech, not this article's discussion).",
    )


# --------------------------------------------------------------------------- en: critics' round-up, box office


def critics() -> Case:
    crit = [
        (
            "A. O. Brennan",
            "The Metropolitan Review",
            "★★★½",
            "A thriller that trusts its audience, which is rarer than it should be.",
        ),
        ("Kim Delacroix", "Westside Weekly", "★★", "Handsome and hollow. The third act falls apart."),
        ("Rodney Fiske", "Channel 8 Movie Minute", "★★★★", "The best thing Lena Park has ever done."),
        ("Sarah Lindgren", "The Campus Lantern", "★★★", "Tense, smart, twenty minutes too long."),
    ]
    inbody = (
        '<div class="critics"><h3>What the critics are saying</h3>'
        + "".join(
            f'<div class="crit"><div class="crit-quote">&ldquo;{esc(q)}&rdquo;</div><div class="crit-by">&mdash; {esc(n)}, <em>{esc(o)}</em> <span class="stars">{s}</span></div></div>'
            for n, o, s, q in crit
        )
        + '</div><h3>Weekend box office (estimates)</h3><ol class="bo"><li>The Glass Harbor — $31.2M</li><li>Hollow Creek — $18.7M</li><li>Penny & the Pirates — $12.1M</li></ol>'
    )
    st = story(
        "Review Roundup: Is 'The Glass Harbor' Worth Your $10?",
        "By Nick Sandoval",
        "Nick Sandoval",
        "2012-03-03T10:00:00-08:00",
        "March 3, 2012",
        """
The Glass Harbor opened to $31.2 million this weekend, and the reviews are as divided as the audience.

Here is what the critics are saying, from raves to pans.
""",
        declare="jsonld",
    )
    parts = PartsK(
        inbody=inbody,
        rail=box(
            "network",
            "Trailers",
            rows("network", ["Summer Lightning — trailer", "The Last Orchard — teaser"]),
        )
        + box(
            "network", "Release calendar", rows("network", ["Mar 9: Hollow Creek 2", "Mar 16: Red Meridian"])
        ),
    )
    return _la(
        "n-la-en-critics",
        "network",
        "network-film",
        st,
        parts,
        "/2012/03/03/review-roundup-the-glass-harbor/",
        ("critics' quotes with name, outlet and stars", "box office", "trailers", "release calendar"),
        "A movie blog's review round-up: critics' quotes, each followed by '— Name, Outlet ★★★'; weekend box office; no comment section.",
    )


# --------------------------------------------------------------------------- en: honours list


def honours() -> Case:
    people = [
        (
            "OBE",
            "Margaret Anne Pellow",
            "72",
            "Chair, Sittingbourne Hospice Trust. For services to palliative care in Kent.",
        ),
        (
            "MBE",
            "David John Okoro",
            "49",
            "Founder, Gravesend Youth Boxing Club. For services to young people.",
        ),
        (
            "MBE",
            "Susan Hartley",
            "63",
            "Lately Headteacher, Marden Primary School. For services to education.",
        ),
        ("BEM", "Reginald Kemp", "88", "Volunteer, Faversham lifeboat station. For services to the RNLI."),
        ("BEM", "Priya Sandhu", "41", "For services to the community in Chatham."),
    ]
    inbody = (
        '<div class="honours">'
        + "".join(
            f'<div class="hon"><p class="hon-name"><strong>{esc(n)}</strong>, {a} &mdash; {esc(h)}</p><p class="hon-cit">{esc(c)}</p></div>'
            for h, n, a, c in people
        )
        + "</div>"
    )
    st = story(
        "New Year Honours: the Kent names on the list",
        "By Rachel Dunmore",
        "Rachel Dunmore",
        "2012-01-02T00:01:00+00:00",
        "Monday, January 2, 2012",
        """
A hospice chair, a boxing coach and an 88-year-old lifeboat volunteer are among the Kent people recognised in the New Year Honours.

Here are the names from our area, with their citations.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=inbody,
        after='<p class="article-tags">Tags: honours, Kent, community</p>',
        rail=box(
            "ukpaper", "Most read", rows("ukpaper", ["Flood warnings lifted", "Gills sign striker"], True)
        )
        + box(
            "ukpaper",
            "Announcements",
            "<p>Births, marriages and deaths: <a href='#'>place an announcement</a></p>",
        ),
    )
    return _la(
        "n-la-en-honours",
        "ukpaper",
        "uk-honours",
        st,
        parts,
        "/news/new-year-honours-kent-names-1-2014031",
        ("honours list: name, age, honour and citation", "announcements box"),
        "A UK paper's honours list: five people, each a <strong> name with age and honour and a citation paragraph; no comment section.",
    )


# --------------------------------------------------------------------------- en: gadget price tracker and owners' ratings


def pricewatch() -> Case:
    prices = [
        ("Amazoon", "$449.99", "updated 2 hours ago"),
        ("BestMart", "$479.00", "updated 5 hours ago"),
        ("Crazy Eddie's Online", "$439.95", "updated yesterday"),
        ("TechDepot", "$499.00", "updated 3 days ago"),
    ]
    owners = [
        ("Owners' rating", "4.2 / 5 (312 votes)"),
        ("Battery", "4.6"),
        ("Screen", "4.4"),
        ("Value", "3.7"),
    ]
    inbody = (
        '<table class="specs"><tr><th colspan="2">Specs</th></tr><tr><td>Display</td><td>9.7-inch, 2048×1536</td></tr><tr><td>Storage</td><td>16/32/64 GB</td></tr>'
        "<tr><td>Battery</td><td>10 hours</td></tr><tr><td>Weight</td><td>1.44 lb</td></tr></table>"
    )
    after = (
        '<div class="pricewatch"><h3>Price tracker</h3><ul class="pw">'
        + "".join(
            f'<li><span class="store">{esc(s)}</span> <span class="price">{p}</span> <span class="when">{esc(w)}</span> <a href="#">Buy</a></li>'
            for s, p, w in prices
        )
        + '</ul></div><div class="ratebox"><h3>Rate it</h3><ul>'
        + "".join(f"<li>{esc(k)}: {esc(v)}</li>" for k, v in owners)
        + '</ul><p>Own one? <a href="#">Add your rating</a>.</p></div>'
    )
    st = story(
        "The New Slate 3: Everything You Need to Know",
        "By Derek Yoon",
        "Derek Yoon",
        "2012-03-03T08:30:00-08:00",
        "March 3, 2012 8:30 AM",
        """
The third-generation Slate goes on sale Friday with a sharper screen, a faster chip and the same ten-hour battery.

Below: the specs, the best prices we found this morning, and what owners of the earlier models rate it.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=inbody,
        after=after,
        rail=box("network", "Hot deals", rows("network", ["$99 e-reader", "Half-price headphones"]))
        + box("network", "Follow GadgetRant", "<p>Twitter · Facebook · RSS</p>"),
    )
    return _la(
        "n-la-en-pricewatch",
        "network",
        "network-gadget",
        st,
        parts,
        "/2012/03/03/slate-3-everything-you-need-to-know/",
        ("specs table", "price tracker: stores, prices, 'updated 2 hours ago'", "owners' ratings"),
        "A gadget blog's explainer: a spec table, a price tracker with stores, prices and relative times, an owners' rating box; no comment section.",
    )


# --------------------------------------------------------------------------- fr: a wiki's revision history


def historique() -> Case:
    revs = [
        (
            "3 mars 2012 à 16:19",
            "Gérard Lemoine",
            "Ajout de la date de consécration (1124), source : cartulaire de l'abbaye.",
        ),
        ("2 mars 2012 à 21:05", "Sophie_R", "Orthographe ; lien vers la commune de Saint-Calais."),
        (
            "28 février 2012 à 10:47",
            "Jean-Pierre Auvray",
            "Nouvelle photo du portail roman, prise le 26 février.",
        ),
        ("14 février 2012 à 08:12", "Bot-Patrimoine", "Mise à jour automatique des coordonnées."),
        ("9 janvier 2012 à 18:30", "Gérard Lemoine", "Création de la page."),
    ]
    after = (
        '<div class="historique"><h3>Historique des modifications</h3><ul class="revs">'
        + "".join(
            f'<li><span class="rev-date">{esc(d)}</span> . . <a class="rev-user" href="#">{esc(u)}</a> <span class="rev-sum">({esc(s)})</span></li>'
            for d, u, s in revs
        )
        + '</ul><p class="page-info">Cette page a été consultée 1 284 fois. Contenu disponible sous licence libre.</p></div>'
    )
    st = story(
        "Église Saint-Martin de Conflans-sur-Anille",
        "Page collaborative",
        "Le Carnet du Patrimoine",
        "2012-01-09T18:30:00+01:00",
        "Créée le 9 janvier 2012",
        """
L'église Saint-Martin est un édifice roman du début du XIIe siècle, remanié au XVe siècle. Elle est inscrite aux monuments historiques depuis 1927.

Le portail occidental conserve ses voussures sculptées de feuillages. Le clocher carré a été reconstruit après l'incendie de 1872.
""",
        declare="visible",
    )
    parts = PartsK(
        after=after,
        rail=rail(
            "wpten",
            box(
                "wpten",
                "Contributeurs actifs",
                rows(
                    "wpten",
                    ["Gérard Lemoine (412 modifications)", "Sophie_R (188)", "Jean-Pierre Auvray (97)"],
                ),
            ),
            cats="Églises|Châteaux|Moulins",
        ),
    )
    return _la(
        "n-la-fr-historique",
        "wpten",
        "fr-wiki",
        st,
        parts,
        "/wiki/Eglise_Saint-Martin_de_Conflans-sur-Anille",
        ("revision history: date, user, edit summary", "most active contributors with edit counts"),
        "A French heritage wiki page: its revision history (date, user, edit summary in brackets) and the most active contributors; no discussion.",
    )
