"""Blind set BR: four article pages of 2012-2013 without any reader comment whose furniture holds a list of a kind no
earlier set listed, with a discussion entry's shape (a name, a time or date, a short text): a local TV station's
school closings and delays (us), an Irish paper's weekly GAA club notes (ie), an academic blog's "cited by" list of
papers quoting the post's paper (campus), a food blog's potluck sign-up sheet (au). Every name, place and text
invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_br_common import Bits, Case, Piece, case, esc, rows, slug
from comspider_lab.blind.layout_br import blogroll, cloud, widget


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def us_closings() -> Case:
    entries = rows("""
Pryor Public Schools | Closed | 5:42 AM | All buildings closed. No after-school activities or practices.
Clearwater Christian Academy | 2 hours late | 5:50 AM | No morning pre-K. Buses on snow routes.
Tillman County Schools | Closed | 6:01 AM | Staff report at 10 AM if roads allow.
First Baptist Church Daycare | Opening at 9 AM | 6:05 AM | Breakfast will not be served.
Clearwater Senior Center | Closed | 6:12 AM | Meals on Wheels will deliver on Wednesday instead.
Red River Community College | Closed until noon | 6:20 AM | Evening classes meet as scheduled.
Hardin County Courthouse | Closed | 6:33 AM | Jury duty postponed. Call 555-0140 for your new date.
St. Agnes Catholic School | Closed | 6:41 AM | Parish office open at 10.
Pryor Public Library | Opening at 1 PM | 6:58 AM | Story time moved to Thursday.
""")
    block = (
        '<div class="cl-box"><h2>Closings &amp; Delays <small>(9 as of 7:00 AM)</small></h2><p class="cl-how">Listings are entered by school and business officials. '
        '<a href="/closings/login">Officials log in here</a> &middot; <a href="/alerts/">Get closings by text</a></p>'
        '<table class="cl-table" cellspacing="0"><tr><th>Name</th><th>Status</th><th>Updated</th></tr>'
        + "".join(
            f'<tr class="cl-row"><td class="cl-name"><b>{esc(a)}</b><br /><span class="cl-note">{esc(n)}</span></td>'
            f'<td class="cl-status">{esc(s)}</td><td class="cl-upd">{esc(t)}</td></tr>'
            for a, s, t, n in entries
        )
        + "</table></div>"
    )
    style = (
        ".cl-box{border:2px solid #0b4da2;padding:6px 10px;margin:12px 0}.cl-box h2{margin:4px 0;font-size:18px;color:#0b4da2}.cl-how{font-size:11px;color:#666}"
        ".cl-table{width:100%;border-collapse:collapse}.cl-table th{background:#0b4da2;color:#fff;text-align:left;padding:4px}.cl-table td{border-bottom:1px solid #ddd;padding:4px;vertical-align:top}"
        ".cl-note{font-size:11px;color:#555}.cl-status{font-weight:bold;color:#c62828}.cl-upd{font-size:11px;color:#777;white-space:nowrap}"
    )
    side = widget(
        "Road conditions",
        "<ul><li>I-44: ice in spots, 35 mph advised</li><li>Highway 31: snow packed</li><li>County roads: travel not advised</li></ul>",
        "tv",
    )
    piece = Piece(
        "Ice storm: schools closed across the Clearwater Valley",
        "By Marcus Greer, News 6 Meteorologist",
        "2012-01-24T05:30:00-06:00",
        "Jan 24, 2012 5:30 AM CST",
        """
A quarter inch of ice fell overnight across the Clearwater Valley, and many schools and offices are closed or delayed this morning.

Temperatures will stay below freezing until about 2 p.m. Road crews have been treating bridges and overpasses since midnight, but side streets remain slick.

The full list of closings and delays below is updated as we receive them.
""",
        tags=("ice storm", "closings", "weather"),
        popular=(
            "Ice storm: schools closed",
            "Power outages top 6,000",
            "Live Doppler 6: ice totals",
            "Crash closes I-44 ramp",
        ),
        related=("How to report a closing", "Power outage map", "Ice storm photos from viewers"),
    )
    return _list_case(
        "br-us-tv-closings",
        "us-tv",
        piece,
        Bits(inside=block, side=side, style=style),
        "/story/16588412/ice-storm-schools-closed-across-clearwater-valley",
        "div.cl-box: h2 'Closings & Delays', table.cl-table of 9 rows (an organisation's name and a short note, status, updated time)",
        "school and business closings and delays with a time and a short note each",
        "A US local TV station's weather story of 2012: a table of 9 closings and delays (school, church, court or library, its status, the time it was updated and a one-line note entered by the organisation), beside road conditions, top stories and a radar box; no comment area.",
    )


def ie_club_notes() -> Case:
    clubs = rows("""
Ballinaskea GAA | Notes by Jim Brennan | Lotto: No winner of the €6,400 jackpot. Numbers drawn 3, 11, 17, 24. €40 each to Mary Cleary, the Doyle family and Tom Nash. Congratulations to our U14 girls on winning the Division 2 league final against Rathcoole on Saturday. Sympathy is extended to the family of the late Paddy Hogan, a founding member of the club.
Kilcarrig Gaels | Notes by Siobhán Fitz | Well done to the senior hurlers who beat St Colman's by 1-14 to 0-12 in the championship on Sunday. Next up is Glenmore in Kilcarrig Park on the 16th. Membership is now due and can be paid at the bar or to any committee member.
Droichead Óg | Notes by Noel Furlong | Bingo every Tuesday at 8pm in the community centre. The juvenile section is looking for coaches for the U8 and U10 groups, contact Eamon on 086 000 4417. Our annual church gate collection takes place next weekend.
St Mel's Camogie | Notes by Aoife Kinsella | Hard luck to the minors who lost out to a strong Ballymurragh side in the county semi-final. The girls can hold their heads high. Registration for the autumn skills camp is open until Friday.
Cloonmore Harps | Notes by Pat Daly | The club's Strictly Come Dancing night raised €11,300 for the new dressing rooms. A huge thank you to everyone who danced, sold tickets or donated prizes. Our dancers' DVD is available from the shop for €10.
""")
    block = (
        '<div class="cn"><h2>Club Notes</h2><p class="cn-in">Notes for next week\'s paper must reach us by 5pm on Monday. Email <a href="/contact/clubnotes">clubnotes</a>.</p>'
        + "".join(
            f'<div class="cn-club" id="club-{slug(c)}"><h3>{esc(c)}</h3><p class="cn-by">{esc(b)}</p><p class="cn-text">{esc(t)}</p></div>'
            for c, b, t in clubs
        )
        + "</div>"
    )
    style = ".cn h2{color:#00704a;border-bottom:2px solid #00704a}.cn-in{font-size:11px;color:#777}.cn-club h3{margin:10px 0 0;font-size:14px}.cn-by{margin:0;font-size:11px;font-style:italic;color:#666}.cn-text{margin:2px 0 6px;font-size:13px}"
    side = widget(
        "Death notices",
        '<ul><li><a href="/notices/deaths/1">Hogan, Patrick (Paddy), Ballinaskea</a></li><li><a href="/notices/deaths/2">Walsh, Bridget, Kilcarrig</a></li><li><a href="/notices/deaths/3">Ryan, Michael, Cloonmore</a></li></ul>',
        "regional",
    )
    piece = Piece(
        "Club notes: week of 4 September",
        "Sports desk",
        "2012-09-04T09:00:00+01:00",
        "Tuesday, 4 September 2012",
        """
Our weekly round-up of news from the clubs of Kilcarrig and the surrounding parishes. This week: lotto results, championship wins and a dance night that raised more than €11,000.

Clubs wishing to have their notes included should send them in by Monday at 5pm. We regret that notes received late cannot be published.
""",
        section="GAA",
        tags=("club notes", "GAA", "camogie", "lotto"),
        popular=(
            "Kilcarrig Gaels into semi-final",
            "Man charged over cattle theft",
            "Planning for wind farm refused",
            "Ballinaskea girls win league",
        ),
        related=(
            "Senior hurling championship: fixtures",
            "Minor camogie semi-final report",
            "County board news",
        ),
    )
    return _list_case(
        "br-ie-champion-clubnotes",
        "ie-champion",
        piece,
        Bits(inside=block, side=side, style=style),
        "/sport/gaa/club-notes-week-of-4-september-1-4421870",
        "div.cn: h2 'Club Notes', div.cn-club x5 (h3 club, 'Notes by NAME', a paragraph of news)",
        "GAA club notes: each club's name, its correspondent and a paragraph of news",
        "An Irish regional paper of 2012: the weekly GAA club notes, 5 clubs each with a heading, 'Notes by NAME' and a paragraph of lotto results, wins, sympathies and appeals, beside death notices, most read and the paper's promos; no comment area.",
    )


def campus_cited_by() -> Case:
    cites = rows("""
Rhiannon Pugh and Oskar Lind | 2013 | Modal drift in legal registers | Journal of English Historical Syntax 9(2) | As Fairbairn (2012) shows, shall holds on in statutes for decades after it has gone from other prose.
Haruki Ono | 2013 | Deontic modals in Japanese-English legal translation | Translation and Law Quarterly 4 | Counts follow the method of Fairbairn (2012), who tags every shall in the statute book by function.
M. Delacroix-Weber | 2013 | Plain language reform and the end of shall | PhD thesis, University of Carrow | Fairbairn's (2012) figures suggest the plain language movement accelerated a decline already under way.
Gwen Aldous | 2012 | A note on must in 19th-century by-laws | Notes and Queries on Usage 58 | but see Fairbairn (2012) for a larger sample and a different conclusion.
""")
    block = (
        '<div class="citedby"><h3>Cited by (4)</h3><p class="entry-meta">Papers and theses citing the article, collected by hand. Let me know if I have missed yours.</p><ul>'
        + "".join(
            f'<li class="cite"><p class="cite-ref"><span class="cite-auth">{esc(a)}</span> ({esc(y)}). <i>{esc(t)}</i>. {esc(v)}.</p>'
            f'<p class="cite-ctx">&#8220;&hellip;{esc(c)}&hellip;&#8221;</p></li>'
            for a, y, t, v, c in cites
        )
        + "</ul></div>"
        '<p class="entry-meta">Comments are closed.</p>'
    )
    style = ".citedby{border-top:1px solid #999;margin-top:18px}.citedby ul{padding-left:0;list-style:none}.cite{margin-bottom:10px}.cite-ref{margin:0}.cite-auth{font-variant:small-caps}.cite-ctx{margin:2px 0 0 20px;font-size:13px;color:#555}"
    piece = Piece(
        "Shall in the statute book, 1600 to 2000: the paper is out",
        "Ian Fairbairn",
        "2013-06-03T09:05:00+01:00",
        "3 June 2013",
        """
The paper on shall in four centuries of statutes is finally out in the journal, after two rounds of review and one lost manuscript. The preprint has been on the data page since last year, so some of you have seen it already.

In short: shall falls steeply in ordinary prose after 1850 but hardly moves in legislation until the plain language reforms of the 1970s, and even then it falls by function, not all at once.

Below is a list of the work that has cited the preprint so far, mostly so that I can find it again.
""",
        section="Publications",
        tags=("shall", "modals", "legal language"),
        popular=(
            "Whom isn't dying as fast as you think",
            "Teaching R to first-years",
            "Notes from the spring workshop",
        ),
    )
    side = "<h4>Blogroll</h4>" + blogroll(
        [
            ("Language Hat-Stand", "On the word 'hwilum'", "2 days ago"),
            ("Corpus Drift", "Why your frequencies lie", "1 week ago"),
        ]
    )
    return _list_case(
        "br-campus-citedby",
        "campus",
        piece,
        Bits(inside=block, side=side, style=style),
        "/2013/06/03/shall-in-the-statute-book-the-paper-is-out/",
        "div.citedby: h3 'Cited by (4)', li.cite x4 (authors, year, title, venue, and the quoted sentence that cites the paper); 'Comments are closed.'",
        "a 'cited by' list: the citing papers' authors, years and the sentences quoting the post's paper",
        "An academic's blog of 2013 announcing a paper: a 'Cited by (4)' list of the papers and a thesis citing it (authors, year, title, venue and the quoted sentence that cites it), 'Comments are closed.', beside categories, recent posts and a blogroll.",
    )


def au_potluck() -> Case:
    signups = rows("""
Jess W. | Pavlova (the big one) | 21 Nov | Will bring it in the esky so it doesn't melt!
Marco | Lamb koftas and tzatziki | 21 Nov | Can also bring the portable barbie.
Aunty Lyn | Lamingtons, two dozen | 22 Nov | Made with the recipe from your March post.
Priyanka | Vegetable samosas | 22 Nov | Half of them mild for the kids.
The Okafor family | Jollof rice | 23 Nov | Big pot. Very big pot.
Sam & Bec | Green salad and a fruit platter | 24 Nov | Someone has to bring something healthy.
Gran Doreen | Scones with jam and cream | 24 Nov | Coming with my walker so a shady spot please.
""")
    block = (
        '<div class="pl"><h3>Who\'s bringing what (sign-up sheet)</h3><p class="pl-note">Updated every evening from the sign-up form. Comments are off for this post, so please use the <a href="/potluck-form/">form</a> to add yourself.</p>'
        '<table class="pl-table"><tr><th>Name</th><th>Bringing</th><th>Signed up</th><th>Note</th></tr>'
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(d)}</td><td>{esc(n)}</td></tr>"
            for a, b, d, n in signups
        )
        + "</table><p>Still needed: drinks, ice, plates, and somebody with a gazebo!</p></div>"
    )
    style = ".pl{background:#fff3e0;border:1px dashed #e65100;padding:8px 12px;margin:14px 0}.pl h3{color:#e65100;margin:4px 0}.pl-note{font-size:11px;color:#777}.pl-table{border-collapse:collapse;width:100%;font-size:12px}.pl-table th,.pl-table td{border-bottom:1px solid #f3c79e;padding:3px 5px;text-align:left;vertical-align:top}"
    side = widget(
        "Categories",
        cloud(
            [
                ("baking", 5),
                ("potluck", 3),
                ("quick dinners", 4),
                ("slow cooker", 2),
                ("Christmas", 2),
                ("lunchbox", 3),
            ]
        ),
        "blog",
    ) + widget(
        "Blogs I love",
        blogroll(
            [
                ("The Lazy Pantry", "Five-minute hummus", "4 hours ago"),
                ("Snag & Sauce", "Sausage sizzle etiquette", "2 days ago"),
                ("A Very Small Oven", "Anzac biscuits, crunchy or chewy?", "5 days ago"),
            ]
        ),
        "blog",
    )
    piece = Piece(
        "Readers' picnic potluck: the details (and the sign-up sheet)",
        "Mel",
        "2013-11-20T20:15:00+11:00",
        "Wednesday, November 20, 2013 at 8:15 PM",
        """
It's happening! After three years of saying "we should all meet up one day", the first Crumbs & Cockatoos readers' picnic is on Sunday 8 December at Wattle Creek Reserve, from 11am under the big fig trees.

Bring a plate to share, a rug and a hat. I'll bring the urn, tea and coffee and far too many brownies. Kids and dogs on leads are very welcome.

So we don't end up with nine potato salads, please sign up below and tell us what you're bringing.
""",
        tags=("potluck", "readers' picnic", "Wattle Creek"),
        popular=("Never-fail pavlova", "Slow cooker beef cheeks", "Lamingtons for beginners"),
    )
    return _list_case(
        "br-au-crumbs-potluck",
        "au-crumbs",
        piece,
        Bits(inside=block, side=side, style=style),
        "/2013/11/readers-picnic-potluck-the-details/",
        "div.pl: h3 'Who's bringing what (sign-up sheet)', table.pl-table of 7 rows (name, dish, date signed up, a note)",
        "a potluck sign-up sheet: readers' names, dishes, dates and short notes",
        "An Australian food blog of 2013 announcing a readers' picnic: a sign-up table of 7 readers (name, the dish they bring, the date they signed up and a short note), a line saying comments are off for the post, beside a labels cloud and a blogroll.",
    )


def lists_br() -> list[Case]:
    return [us_closings(), ie_club_notes(), campus_cited_by(), au_potluck()]
