"""Blind set CG: four more small discussions of 2011-2013 in the served HTML: a cycling campaign's Drupal 7 site,
three comments with Drupal's subject lines (the first words of the text) and "(not verified)" names, the post's
author answering in ``div.indented``; a village site on Joomla with a comments extension's numbered boxes "#1 NAME
DATE" and votes; a narrowboat's home-made PHP blog, two comments as small tables "NAME wrote on DATE:"; a local
weekly on WordPress, "4 Responses to …", "NAME says:", the reporter answering a reader, one comment awaiting
moderation. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cg_common import (
    Bits,
    Case,
    Piece,
    case,
    drupal_comments,
    esc,
    joomla_comments,
    links,
    php_comments,
    related,
    seeds,
    talk,
    widget,
    wp_comments,
)


def drupal_contraflow() -> Case:
    ns = talk("""
Ruth Avery @ Tue, 03/13/2012 - 14:22 [anon] :: Great news, this will save me the loop round the one-way system twice a day. Will there be signs for drivers coming out of the Co-op car park though? They only ever look right, and now bikes will be coming from the left.
  Kevin Morley @ Tue, 03/13/2012 - 16:05 [author,subject=Signs are in the plan] :: Ruth, yes: the council's drawings show a "Look left, cyclists" marking on the car park exit and a new sign on the post by the trolley bay. If they're not there on Monday, let us know and we'll chase it.
Pete S @ Wed, 03/14/2012 - 08:51 [anon] :: Took long enough! We first asked for this in 2007. Thanks to everyone who wrote to their councillor, it clearly worked in the end.
""")
    piece = Piece(
        "Mill Lane contraflow opens on Monday",
        "Kevin Morley",
        "2012-03-13T09:21:00+00:00",
        "Tue, 03/13/2012 - 09:21",
        """
After five years of campaigning, the contraflow cycle lane on Mill Lane will open on Monday 19 March. Cyclists will be able to ride north from the station to the High Street without going round the one-way system.

The lane is 1.5 metres wide, marked with a solid white line and green surfacing at the junctions with Tanner Street and the Co-op car park. The council will also lower the speed limit on Mill Lane to 20mph.

Thank you to everyone who came to the consultation meetings, signed the petition and wrote to their councillors. We will be doing a short ride along the new lane on Saturday 24 March, meeting at the station at 10am. All welcome, children too.
""",
        tags=("Mill Lane", "contraflow", "campaigns", "council"),
    )
    side = (
        widget(
            "westbrook",
            "Next meeting",
            "<p>Wednesday 21 March, 7.30pm, upstairs at the Friends Meeting House, Quaker Lane. Agenda: Mill Lane opening, Station Road survey, summer rides.</p>",
            "next-meeting",
        )
        + widget(
            "westbrook",
            "Recent comments",
            '<div class="item-list"><ul>'
            + "".join(
                f'<li><a href="#">{esc(t)}</a> <span>{esc(a)}</span></li>'
                for t, a in (
                    ("Took long enough! We first asked for…", "1 day 2 hours ago"),
                    ("Signs are in the plan", "1 day 18 hours ago"),
                    ("Bike parking at the library", "6 days 4 hours ago"),
                    ("Potholes on Canal Road", "1 week 2 days ago"),
                )
            )
            + "</ul></div>",
            "comment-recent",
        )
        + widget(
            "westbrook",
            "Who's online",
            "<p>There are currently 0 users and 3 guests online.</p>",
            "user-online",
        )
        + widget(
            "westbrook",
            "Join us",
            '<p>Membership is £5 a year (£2 unwaged). <a href="/join">Join online</a>.</p>',
            "join",
        )
    )
    after = drupal_comments("drupal-contraflow", ns)
    return case(
        "cg-drupal-contraflow",
        "discussion",
        "westbrook",
        piece,
        Bits(after=after, side=side),
        seeds(ns),
        path="/news/mill-lane-contraflow-opens-monday",
        container="div#comments.comment-wrapper: h2 'Comments', div.comment (div.attribution: span.username 'NAME (not verified)' or a.username NAME, p.comment-time; div.comment-text: h3 subject link, div.content field-item p, ul.links 'reply'), the reply in div.indented after its parent",
        heading="Comments",
        description="A cycling campaign's Drupal 7 site of 2012: a news post on a new contraflow lane, 'Comments' with two readers' comments and the post's author answering the first in div.indented; each comment has a subject heading (Drupal's first words of the text cut with '…', or the author's own 'Signs are in the plan') and the anonymous names carry Drupal's ' (not verified)'; the sidebar's recent comments (subjects and ages), the next meeting, who's online. Most awkward: the subject lines that repeat the start of the text, ' (not verified)' after the names, the reply as a sibling div after its parent.",
        lookalikes=("Drupal's recent comments block: subjects and ages",),
    )


def joomla_roof() -> Case:
    ns = talk("""
Brenda Oakes @ 2013-02-11 19:46 :: Well done everyone! The quiz night alone raised over £600, which shows what this village can do when it puts its mind to it. // Is the hall still being used while the work is going on? The Tuesday craft group needs to know whether to find somewhere else for March.
Colin @ 2013-02-12 08:15 :: I've got a set of scaffold boards and two long ladders doing nothing in my barn if they'd save the contractor any money. Ring me on 01632 960 417 any evening.
Sue & Martin Fairclough @ 2013-02-12 21:30 :: We put a cheque through the door of the Old Forge last week but haven't had a receipt, can someone check it arrived? The fundraising page at www.hollinsgreen.org.uk/roofappeal doesn't seem to show it yet.
""")
    piece = Piece(
        "Village hall roof appeal reaches £8,000",
        "Jill Sanderson",
        "2013-02-11T12:00:00+00:00",
        "Monday, 11 February 2013 12:00",
        """
The appeal to replace the leaking roof of Hollins Green village hall has passed £8,000, more than halfway to the £14,500 needed. The hall committee would like to thank everyone who came to the quiz night, the Christmas fair and the sponsored walk, and the many households who have given directly.

The committee has accepted a quote from Ridley & Sons of Bramley End to strip and re-felt the flat roof over the kitchen and toilets and to replace the slipped slates on the main hall. Work is due to start on Monday 4 March and should take about three weeks, weather permitting.

A grant application to the district council's community fund has gone in and we hope to hear by Easter. Donations can be left at the Old Forge, or made through the appeal page on this website.
""",
    )
    side = (
        widget(
            "hollins",
            "What's On",
            links(
                (
                    "Tue 12 Feb: Craft group, 2pm",
                    "Fri 15 Feb: Film night: The Artist, 7.30pm",
                    "Sat 23 Feb: Coffee morning, 10am",
                    "Sat 2 Mar: Parish litter pick, 9.30am",
                ),
                "/whats-on/",
            ),
            "events",
        )
        + widget(
            "hollins",
            "Latest News",
            links(
                (
                    "Village hall roof appeal reaches £8,000",
                    "Bus service 47 timetable changes",
                    "Parish council: precept agreed",
                    "Snow: grit bins refilled",
                ),
                "/news/",
            ),
            "latestnews",
        )
        + widget(
            "hollins",
            "Login Form",
            '<form action="#" method="post"><p>Username<br /><input type="text" name="username" size="14" /></p><p>Password<br /><input type="password" name="passwd" size="14" /></p><input type="submit" value="Login" /></form><ul><li><a href="#">Forgot your password?</a></li><li><a href="#">Create an account</a></li></ul>',
            "login",
        )
        + widget("hollins", "Who's Online", "<p>We have 4 guests online</p>", "online")
    )
    after = joomla_comments("joomla-roof", ns)
    return case(
        "cg-joomla-roof",
        "discussion",
        "hollins",
        piece,
        Bits(after=after, side=side),
        seeds(ns),
        path="/index.php/village-news/214-village-hall-roof-appeal-reaches-8000",
        container="div#jc > div#comments: h4 'Comments', div#comments-list: div.even/div.odd#comment-item-N (rounded-box divs, div.comment-box: a.comment-anchor '#1', span.comment-author NAME, span.comment-date, span.comments-vote '+N', div.comment-body text with <br />, span.comments-buttons 'Reply | Quote')",
        heading="Comments",
        description="A village website of 2013 on Joomla 1.5 with a comments extension: a news item on the village hall roof appeal in the era's table layout (PDF, print and e-mail icons, 'Written by', 'Last Updated'), then 'Comments' with three numbered boxes ('#1' … '#3', name, date, vote count, text with <br /> between paragraphs, 'Reply | Quote'), one with a web address; a left column of modules (menu, what's on, latest news, a login form, who's online). Most awkward: the numbers and vote counts beside the names, six nested rounded-corner divs around each comment, the paragraphs not elements.",
        lookalikes=("a what's-on module: dates and events",),
    )


def php_locks() -> Case:
    ns = talk("""
Alan (nb Merlin) @ 14.02.2013 at 8:05 pm :: We came down Hatton in the snow in 2010 and swore never again. Glad you're both in one piece, Dave. The paddles on 38 were stiff then too, nice to know nothing changes on the cut! // Hope to catch you at Braunston in the spring.
Sheila @ 15.02.2013 at 10:41 am :: Just found your blog through the canal forum and have read it all from the start this morning instead of doing the ironing. Please keep writing, we're hoping to buy a boat of our own when Geoff retires next year.
""")
    piece = Piece(
        "Down Hatton flight in the sleet",
        "Dave",
        "2013-02-13T21:00:00+00:00",
        "13.02.2013",
        """
21 locks, 2 miles, 5 hours 40 minutes and not a single other boat coming up. I think that says everything about the weather.

We set off from the top at half past eight with the sleet coming sideways. Pam worked the locks, I stayed on the tiller and tried to keep Kestrel off the walls in the wind. The paddle on lock 38 took both of us to wind up. We must mention it to the lengthsman.

Stopped at the bottom for soup and the last of the bread, then on to Warwick for water and diesel. The engine has been running sweetly since the new fuel filter went in at Christmas.

Tomorrow we are staying put. The forecast says more of the same and neither of us fancies it. The stove is lit and Pam has the crossword.
""",
        cats=("Log",),
    )
    side = (
        widget(
            "kestrel",
            "Where are we?",
            '<img src="/_avatar/map.svg" width="190" height="140" alt="map" /><br />Warwick, Grand Union Canal<br />Updated 13.02.2013',
        )
        + widget(
            "kestrel",
            "The log",
            "<br />".join(
                f'<a href="/log.php?m={m}">{esc(t)}</a>'
                for m, t in (
                    ("2013-02", "February 2013 (4)"),
                    ("2013-01", "January 2013 (7)"),
                    ("2012-12", "December 2012 (3)"),
                    ("2012-11", "November 2012 (6)"),
                )
            ),
        )
        + widget(
            "kestrel",
            "Links",
            "<br />".join(
                f'<a href="#">{esc(t)}</a>'
                for t in (
                    "Canal & River Trust stoppages",
                    "nb Merlin",
                    "Waterway Routes maps",
                    "The Canal Forum",
                )
            ),
        )
        + widget(
            "kestrel",
            "Visitors",
            '<img src="/_avatar/counter.svg" width="80" height="15" alt="hit counter" /> since 2006',
        )
    )
    after = php_comments(ns)
    return case(
        "cg-php-locks",
        "discussion",
        "kestrel",
        piece,
        Bits(after=after, side=side),
        seeds(ns),
        path="/log/2013/02/down-hatton-flight-in-the-sleet",
        container="td.content: 'Comments (2)' in a b after an hr, then per comment table.cmt: tr > td.cmthead (b NAME 'wrote on DATE:'), tr > td text with <br /><br /> between paragraphs; then 'Add your comment' form",
        heading="Comments (2)",
        description="A narrowboat's home-made PHP blog of 2013 in tables: a log entry on a flight of locks (its paragraphs joined by <br />), then 'Comments (2)' in bold after a rule and two comments, each a small table of two rows ('NAME wrote on 14.02.2013 at 8:05 pm:' in a grey cell, then the text), the form with a sum to stop robots; the side cell's map, log archive with counts, links, a hit counter. Most awkward: no element per paragraph anywhere, the page's own text and the comments alike; each comment is a table.",
    )


def weekly_pool() -> Case:
    title = "Harbury lido to open for the summer after all"
    ns = talk("""
Janet Whitcombe @ July 3, 2012 at 7:41 am :: Fantastic news. My three have been asking every single day since school broke up. Will the season tickets be the same price as last year?
  Claire Hebden @ July 3, 2012 at 9:12 am [author] :: Hi Janet, the trust says adult and child season tickets stay at last year's prices (£45 and £25) and a family ticket for £95 is new this year. They go on sale at the kiosk from Saturday.
Bob Gatley @ July 3, 2012 at 12:26 pm :: Credit where it's due to the volunteers who spent every weekend in June scraping and painting that pool. The council was ready to fill it in two years ago.
R. Penfold @ July 4, 2012 at 6:02 pm [mod] :: Let's hope they've sorted the changing rooms too. Last August the women's showers were cold the whole month and nobody did anything about it.
""")
    piece = Piece(
        title,
        "Claire Hebden",
        "2012-07-02T16:30:00+01:00",
        "July 2, 2012",
        """
Harbury's open-air pool will open on Saturday after volunteers finished repairs to the pump house with less than a week to spare.

The Harbury Lido Trust had warned in May that the 1936 pool might stay shut this summer after a survey found a cracked pipe under the plant room. A fundraising day at the bandstand and a £4,000 grant from the town council paid for the work.

"We've had people down here every evening and every weekend since the end of May," said trust chairman Neil Ashworth. "It's been a real community effort."

The lido will open from noon to 7pm every day until September 9, weather permitting. Children under eight must be accompanied by an adult in the water.
""",
        cats=("News",),
        tags=("Harbury Lido", "swimming", "volunteers"),
        dek="Volunteers fixed the pump house with days to spare",
    )
    before = related(
        """
Lido trust warns pool may stay shut this summer | A cracked pipe under the plant room could cost more than £10,000 to repair, the trust said.
Bandstand fun day raises £2,300 for lido | Hundreds turned out in the sunshine for the trust's fundraising day on Sunday.
Council grant for Harbury Lido approved | Town councillors voted unanimously to give £4,000 towards the repairs.
""",
        "Related Stories",
    )
    side = (
        widget(
            "harbury",
            "Most Popular",
            "<ol>"
            + "".join(
                f'<li><a href="#">{esc(t)}</a></li>'
                for t in (
                    "Harbury lido to open for the summer after all",
                    "Crash closes A361 for four hours",
                    "Nether Compton fete: the winners",
                    "Planning: 40 homes for Orchard Farm",
                )
            )
            + "</ol>",
        )
        + widget("harbury", "Weather", "<p>Harbury: 19°C, sunny spells, light westerly</p>")
        + widget(
            "harbury",
            "Public Notices",
            links(
                (
                    "Road closure: Church Street, July 9-13",
                    "Licensing application: The Wheatsheaf",
                    "Notice of planning application 12/0441",
                ),
                "/notices/",
            ),
        )
        + widget(
            "harbury",
            "Get the Chronicle",
            "<p>Out every Thursday, 70p. Subscribe and save 20%: call 01632 960 880.</p>",
        )
    )
    after = wp_comments(
        "weekly-pool",
        ns,
        f"4 Responses to &ldquo;{esc(title)}&rdquo;",
        variant="weekly",
        respond="Leave a Comment",
    )
    return case(
        "cg-weekly-pool",
        "discussion",
        "harbury",
        piece,
        Bits(before=before, after=after, side=side),
        seeds(ns),
        path="/2012/07/02/harbury-lido-to-open-for-the-summer-after-all/",
        container="div#comments: h3 '4 Responses to “TITLE”', ol.commentlist > li.comment (div.comment-body: div.comment-author cite.fn NAME 'says:', em.comment-awaiting-moderation on one, div.commentmetadata, p, div.reply), the reporter's reply in ul.children",
        heading="4 Responses to “Harbury lido to open for the summer after all”",
        description="A local weekly's website of 2012 on WordPress: a story on the lido reopening (share bar with counts, tags), three related stories with excerpts, then '4 Responses to …' with three readers' comments and the reporter's answer nested under the first; the last comment still awaiting moderation ('Your comment is awaiting moderation.' between its name and its date); the rail's most popular, weather, public notices. Most awkward: the reporter's name in the byline and in the thread; a comment marked as awaiting moderation; related stories with excerpts just above.",
        lookalikes=("related stories with excerpts",),
    )


def threads2_cg() -> list[Case]:
    return [drupal_contraflow(), joomla_roof(), php_locks(), weekly_pool()]
