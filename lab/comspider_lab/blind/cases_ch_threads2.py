"""Blind set CH: four more small discussions in the served HTML, 1 to 4 comments: an Australian regional paper's
"Your views" in a table layout, one view under a poll ("NAME, Town" in a header row); a New Zealand daily's closed
"Reader comments", four entries newest first as dt/dd pairs, one a single line; an Indian national's "Comments (3)"
under the posting form and its disclaimer, "NAME, City" lines with Agree/Disagree counts and one nested reply; a UK
music magazine's album review with a tracklist and tour dates above "Comments (2)" ("Posted by NAME on <date>").
Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ch_common import (
    Bits,
    Case,
    Piece,
    Seed,
    box,
    case,
    esc,
    listing,
    paras,
    related,
    rows,
)


def au_your_views() -> Case:
    cs = [
        Seed(
            "Bazza",
            "Forty-one degrees forecast for Tuesday and the only pool in Morwell has a padlock on the gate. The kids "
            "will end up in the river like we did in the seventies, and we all know how that ended for a couple of them.\n\n"
            "Council found $900,000 for the new roundabout on Commercial Road quick enough.",
            when="18/12/2011 8:47am",
        )
    ]
    c = cs[0]
    poll = (
        '<div class="lvc-poll"><b>Courier poll</b><p>Should the council pay to reopen the Morwell pool?</p>'
        '<table class="lvc-pr"><tr><td>Yes</td><td>81%</td></tr><tr><td>No</td><td>19%</td></tr></table><p><small>612 votes</small></p></div>'
    )
    after = (
        poll + '<div class="lvc-views"><h3>Your views</h3><p class="lvc-vc">Your views on this story (1)</p>'
        '<table class="lvc-vt" width="100%" cellpadding="4" cellspacing="0">'
        f'<tr class="lvc-vh"><td><b>{esc(c.author)}, Traralgon</b></td><td align="right">{esc(c.when)}</td></tr>'
        f'<tr class="lvc-vb"><td colspan="2">{paras(c.text)}</td></tr></table>'
        '<p class="lvc-mod">Views are moderated. Your view will appear once approved by the Courier.</p>'
        '<div class="lvc-form"><h4>Submit your view</h4><p>Name <input type="text" /></p><p>Town <input type="text" /></p>'
        '<p><textarea rows="4" cols="40"></textarea></p><p><input type="submit" value="Submit" /></p></div></div>'
    )
    side = (
        listing(
            "au-latrobe",
            "Most viewed",
            """
Moe bypass crash: man airlifted to the Alfred | 1
Power station jobs: 150 to go at Yallourn | 2
Churchill netballers win state title | 3
""",
            "",
        )
        + box("au-latrobe", "Fire danger", "<p>Today: <b>Very High</b> · Total fire ban: no</p>")
        + box(
            "au-latrobe",
            "Photo sales",
            '<p>Buy prints of Courier photos from <a href="/photos">our gallery</a>.</p>',
        )
    )
    style = (
        ".lvc-poll{background:#eef4fa;border:1px solid #c6d8ea;padding:6px 10px;margin:14px 0}.lvc-pr td{padding:1px 8px}"
        ".lvc-views h3{background:#004b87;color:#fff;padding:4px 8px;margin:0}.lvc-vc{font-size:11px;color:#666}"
        ".lvc-vh td{background:#f0f0f0;font-size:12px}.lvc-mod{font-size:10px;color:#888}.lvc-form{background:#fafafa;padding:6px}"
    )
    piece = Piece(
        "Morwell pool to stay closed for summer as council weighs $2.1m repair bill",
        "Kate Rendell",
        "2011-12-17T04:00:00+11:00",
        "17 Dec, 2011 04:00 AM",
        """
The Morwell outdoor pool will not open this summer after engineers found the main tank had cracked and was losing thousands of litres of water a day.

Latrobe City Council says repairs would cost about $2.1 million, and a report on whether to fix the 1960s pool or build a new one will go to councillors in February.

Swimmers have been told to use the Traralgon and Moe pools, which will extend their opening hours during school holidays.

Morwell resident Debbie Hanlon, who has started a petition, said families without a car had been left with nowhere to go during the heat.
""",
        dek="Cracked tank means no swimming in Morwell until at least next summer",
        section="Local News",
        caption="The padlocked gate at the Morwell outdoor pool.",
    )
    return case(
        "ch-au-your-views",
        "discussion",
        "au-latrobe",
        piece,
        Bits(after=after, side=side, style=style, top="Traralgon 31°"),
        cs,
        path="/news/local/news/general/morwell-pool-to-stay-closed-for-summer/2394410.html",
        container="div.lvc-views: h3 'Your views', p 'Your views on this story (1)', table.lvc-vt (tr.lvc-vh: td <b>NAME, TOWN</b>, td DATE; tr.lvc-vb: td colspan=2 > p)",
        heading="Your views",
        description="An Australian regional paper of 2011 in a table layout: an article on a closed pool, the paper's poll with its results table right above 'Your views', then one reader's view of two paragraphs as a header row ('NAME, Town' in bold, the date) and a body row, the moderation note and a form with Name and Town fields; most viewed, the fire danger, photo sales. Most awkward: a single view in two table rows under a poll table of the same width.",
        lookalikes=("a poll's results table",),
    )


def nz_closed_dl() -> Case:
    cs = [
        Seed(
            "Anne-Marie Ruddock",
            "Murray, nobody is saying don't build anything. The submission from the residents' association asked for "
            "thirty sections and a proper footpath to the beach. That's hardly pulling the ladder up.",
            when="14 March 2012, 9:41pm",
        ),
        Seed(
            "kiwi_in_perth", "Lived at Oakura for 30 years. Miss it every day.", when="14 March 2012, 6:02pm"
        ),
        Seed(
            "Murray",
            "People need houses. Rents in New Plymouth have gone up $60 a week in two years. You can't pull the ladder "
            "up behind you.",
            when="14 March 2012, 1:15pm",
        ),
        Seed(
            "Jo Bisset",
            "We moved here from Auckland precisely because it isn't Albany. Eighty houses on the old Wallace farm means "
            "another 150 cars a day on a road that already backs up at the school gate at 8.30.\n\n"
            'The developer says in the story that "the village character will be retained". Retained how, exactly? '
            "Nobody from the company has been to a single community board meeting.",
            when="14 March 2012, 10:26am",
        ),
    ]
    towns = ["Oakura", "", "Ōkato", "Oakura"]
    pairs = "".join(
        f"<dt><b>{esc(c.author)}</b>{f' ({esc(towns[i])})' if towns[i] else ''} – {esc(c.when)}</dt>"
        f'<dd>{paras(c.text)}<span class="tms-rep"><a href="/report?c={9911 - i}">Report</a></span></dd>'
        for i, c in enumerate(cs)
    )
    after = (
        '<div class="tms-rc"><h3>Reader comments</h3><p class="tms-n">4 comments · newest first</p>'
        f'<dl class="tms-dl">{pairs}</dl><p class="tms-closed">Comments on this story are now closed.</p></div>'
    )
    side = (
        listing(
            "nz-taranaki",
            "Most popular",
            """
Surf club's new tower opens at Fitzroy | 1
Dairy payout forecast cut again | 2
Inglewood man jailed for arson | 3
Taranaki beat Waikato in Ranfurly Shield thriller | 4
""",
            "",
        )
        + box("nz-taranaki", "Surf report", "<p>Fitzroy 1.2m SW · Oakura 1m offshore · Opunake 1.5m</p>")
        + box("nz-taranaki", "Death notices", '<p><a href="/notices">Today\'s death notices</a></p>')
    )
    style = (
        ".tms-rc{border-top:3px solid #2d5f2e;margin-top:16px}.tms-n{font-size:11px;color:#777}"
        ".tms-dl dt{font-size:12px;background:#f1f5ef;padding:3px 6px;margin-top:8px}.tms-dl dd{margin:0 0 0 6px}"
        ".tms-rep{font-size:10px}.tms-closed{font-style:italic;color:#777}"
    )
    piece = Piece(
        "Oakura residents fight 80-home subdivision plan",
        "By Tania Rowe",
        "2012-03-14T05:00:00+13:00",
        "5:00 AM Wednesday Mar 14, 2012",
        """
A plan to build 80 homes on farmland at the northern edge of Oakura has drawn more than 300 submissions, most of them opposed.

Coastline Developments wants to subdivide the 22-hectare Wallace farm, which lies between State Highway 45 and the Kaitake Range.

Company director Grant Hollis said the village character would be retained, with large sections and a green belt along the stream. "We've listened to people and we've cut the number of lots from 110," he said.

A hearing before independent commissioners is set down for April 18 at the New Plymouth District Council chambers.
""",
        dek="More than 300 submissions received, most opposed",
        section="Local",
    )
    return case(
        "ch-nz-closed-dl",
        "discussion",
        "nz-taranaki",
        piece,
        Bits(after=after, side=side, style=style, top="New Plymouth 19°"),
        cs,
        path="/taranaki-daily-news/news/6578123/Oakura-residents-fight-80-home-subdivision-plan/",
        container="div.tms-rc: h3 'Reader comments', p '4 comments · newest first', dl.tms-dl of dt (<b>NAME</b> (TOWN) – DATE) and dd (p text, span.tms-rep) pairs; p 'Comments on this story are now closed.'",
        heading="Reader comments",
        description="A New Zealand daily of 2012: an article on a subdivision, then 'Reader comments', closed, 4 comments newest first as dt/dd pairs of a definition list (no element per comment): the name in bold with the town in brackets (one without a town) and the time in the dt, the text in the dd; one text a single line, one quoting the article in double quotes, one answering an earlier reader by name in a flat list; most popular, a surf report, death notices. Most awkward: dt/dd pairs, the newest first, a line of ten words.",
        lookalikes=("most popular",),
    )


def in_agree_disagree() -> Case:
    cs = [
        Seed(
            "Srinivas Rao",
            "500 more buses is welcome but what is the use when they run empty on Outer Ring Road at 11 am and there is "
            "no bus at all from Whitefield after 9.30 pm? Please fix the timings first. I have complained to BMTC two "
            "times by email and got no reply.",
            when="Jan 22, 2013 at 10:12 IST",
        ),
        Seed(
            "Meera K",
            "Sir, the 9.30 pm problem is very true. My husband works at ITPL and takes an auto every night for Rs 180. "
            "Hopefully some of the new buses go on that route.",
            parent=0,
            when="Jan 22, 2013 at 12:40 IST",
        ),
        Seed(
            "Ajay Menon",
            "Fares unchanged is the real news here. Even in Dubai the buses are cheaper than Volvo in Bangalore.",
            when="Jan 22, 2013 at 18:03 IST",
        ),
    ]
    cities = ["Bangalore", "Bangalore", "Dubai"]
    votes = [(24, 2), (11, 0), (6, 9)]

    def li(i: int, sub: str) -> str:
        c = cs[i]
        a, d = votes[i]
        return (
            f'<li class="tdo-u" id="u{23001 + i}"><div class="tdo-un"><b>{esc(c.author)}, {esc(cities[i])}</b> '
            f'<span class="tdo-ud">{esc(c.when)}</span></div><p class="tdo-ut">{esc(c.text)}</p>'
            f'<div class="tdo-uv">Agree ({a}) &nbsp; Disagree ({d}) &nbsp; <a href="#">Reply</a> &nbsp; <a href="#">Report Abuse</a></div>'
            f"{sub}</li>"
        )

    listing_html = (
        '<ul class="tdo-ul">' + li(0, '<ul class="tdo-rep">' + li(1, "") + "</ul>") + li(2, "") + "</ul>"
    )
    after = (
        '<div id="tdo-uc"><h3>Comments (3)</h3>'
        '<div class="tdo-post"><h4>Post a Comment</h4><p>Name <input type="text" /> Email <input type="text" /> City <input type="text" /></p>'
        '<p><textarea rows="3" cols="50"></textarea></p><p><input type="submit" value="Submit" /></p></div>'
        '<p class="tdo-disc">Disclaimer: Comments will be moderated by The Deccan Observer editorial team. Comments that are abusive, '
        "personal, incendiary or irrelevant will not be published. Please write in English and avoid using all capitals.</p>"
        + listing_html
        + "</div>"
    )
    side = (
        listing(
            "in-deccan",
            "Most read",
            """
Metro work: traffic diversions on MG Road from Monday | 1
Sensex ends 90 points higher on FII buying | 2
Karnataka cabinet reshuffle likely next week | 3
""",
            "",
        )
        + listing(
            "in-deccan",
            "Most commented",
            """
Kannada mandatory in all city schools from June | 212
BMTC to add 500 Volvo buses; fares unchanged | 3
""",
            "comments",
        )
        + box("in-deccan", "Markets", "<p>Sensex 20,101.82 (+90.14) · Nifty 6,085.75 · Gold Rs 30,850</p>")
    )
    style = (
        "#tdo-uc h3{border-bottom:2px solid #7a1f1f}.tdo-post{background:#f6f1ea;padding:6px}.tdo-disc{font-size:10px;color:#777}"
        ".tdo-ul,.tdo-rep{list-style:none;padding:0}.tdo-rep{margin-left:30px;border-left:2px solid #e6d8c8;padding-left:8px}"
        ".tdo-u{border-bottom:1px solid #eee;padding:6px 0}.tdo-ud{color:#888;font-size:11px}.tdo-uv{font-size:11px;color:#555}"
    )
    piece = Piece(
        "BMTC to add 500 Volvo buses; fares unchanged",
        "Special Correspondent",
        "2013-01-22T02:30:00+05:30",
        "BANGALORE, January 22, 2013",
        """
The Bangalore Metropolitan Transport Corporation will add 500 air-conditioned Volvo buses to its fleet over the next eight months, Transport Minister R. Ashok said on Monday.

The new buses will be deployed mainly on the Outer Ring Road, Hosur Road and the routes to Whitefield and Electronic City, where demand from IT employees has grown sharply.

The Minister ruled out any increase in fares for now, though BMTC officials said rising diesel prices had added Rs 1.2 crore a month to the corporation's costs.

BMTC currently operates about 6,400 buses, of which about 800 are air-conditioned.
""",
        section="Cities",
    )
    return case(
        "ch-in-agree-disagree",
        "discussion",
        "in-deccan",
        piece,
        Bits(after=after, side=side, style=style, top="Bangalore 28°C"),
        cs,
        path="/news/cities/bangalore/bmtc-to-add-500-volvo-buses-fares-unchanged/article4332211.html",
        container="div#tdo-uc: h3 'Comments (3)', the posting form and a disclaimer first, then ul.tdo-ul > li.tdo-u#u<number> (div.tdo-un <b>NAME, CITY</b> span DATE, p.tdo-ut, div.tdo-uv Agree/Disagree), the reply in ul.tdo-rep inside its parent",
        heading="Comments (3)",
        description="An Indian national paper of 2013: a city story on new buses, then 'Comments (3)' with the posting form (Name, Email, City) and a long disclaimer above the list, each comment 'NAME, City' in bold with the time, the text, Agree/Disagree counts, Reply and Report Abuse; one reply nested in its parent; most read, most commented with counts, a markets box. Most awkward: the form and the disclaimer between the heading and the comments, the city joined to the name.",
        lookalikes=("most commented with counts", "markets"),
    )


def uk_music_review() -> Case:
    cs = [
        Seed(
            "nightbus_dan",
            "Best thing they've done since the first EP. Track 7 is going to be huge live.",
            when="9 May 2012, 14:05",
        ),
        Seed(
            "Claire H",
            "Have to disagree with the review on Pale Hands. It's the one song on the record where Tom's voice actually "
            "breaks and it's all the better for it. The production is glossier than Harbour Lights but they've kept the "
            "twelve-string and that's what matters.\n\n"
            "Seeing them at the Barrowland in June, can't wait.",
            when="10 May 2012, 08:51",
        ),
    ]
    tracks = rows("""
1 | Salt Roads | 4:12
2 | Lantern Field | 3:48
3 | Pale Hands | 5:20
4 | The Ferryman's Daughter | 3:05
5 | Breakwater | 4:41
6 | Ninety Miles | 3:33
7 | Coal Boat Song | 4:58
8 | Low Tide, Late | 6:02
""")
    tour = rows("""
Thu 14 June | Glasgow, Barrowland
Fri 15 June | Newcastle, Riverside
Sat 16 June | Manchester, Academy 2
Mon 18 June | London, Electric Ballroom
""")
    inside = (
        '<div class="lnc-score">Our rating: <b>★★★★☆</b> · Readers\' rating: 4.2/5 from 212 votes</div>'
        '<div class="lnc-tl"><h4>Tracklist</h4><ol>'
        + "".join(f"<li>{esc(t)} <span>{esc(d)}</span></li>" for _, t, d in tracks)
        + "</ol></div>"
        '<div class="lnc-tour"><h4>The Hollow Arches on tour</h4><table>'
        + "".join(
            f'<tr><td>{esc(d)}</td><td>{esc(v)}</td><td><a href="/tickets">Tickets</a></td></tr>'
            for d, v in tour
        )
        + "</table></div>"
    )
    items = "".join(
        f'<div class="lnc-c" id="lnc-c{7720 + i}"><img src="/_avatar/lnc{i}.svg" alt="" width="40" height="40" />'
        f'<p class="lnc-by">Posted by <strong>{esc(c.author)}</strong> on {esc(c.when)}</p>'
        f'<div class="lnc-ct">{paras(c.text)}</div><p class="lnc-ca"><a href="#">Reply</a> · <a href="#">Report</a></p></div>'
        for i, c in enumerate(cs)
    )
    after = (
        related(
            "uk-loudclear",
            "You might also like",
            (
                "Review: The Dunmore Set - Glass Harbour",
                "Interview: Why folk went loud again",
                "Live: The Hollow Arches, Brudenell Social Club",
            ),
        )
        + f'<div class="lnc-cm"><h3>Comments (2)</h3>{items}'
        '<p class="lnc-add"><a href="/login">Log in</a> to leave a comment.</p></div>'
    )
    side = listing(
        "uk-loudclear",
        "Most read",
        """
Festival line-ups 2012: the full list | 1
The 50 best debut albums of all time | 2
Interview: The Hollow Arches | 3
""",
        "",
    ) + box(
        "uk-loudclear",
        "In the magazine",
        '<p>June issue on sale now: 20 years of Britpop, plus a free 15-track CD.</p><p><a href="/subscribe">Subscribe from £3 an issue</a></p>',
    )
    style = (
        ".lnc-score{background:#111;color:#fff;padding:4px 8px}.lnc-tl span{color:#888}.lnc-tour td{padding:2px 8px;border-bottom:1px solid #eee}"
        ".lnc-rel ul{list-style:none;padding:0;overflow:hidden}.lnc-rel li{float:left;width:230px}.lnc-rel img{display:block}"
        ".lnc-cm{clear:both;margin-top:14px}.lnc-c{overflow:hidden;border-bottom:1px solid #eee;padding:6px 0}.lnc-c img{float:left;margin-right:8px}"
        ".lnc-by{font-size:11px;color:#666;margin:0}.lnc-ca{font-size:11px;margin:0}"
    )
    piece = Piece(
        "The Hollow Arches - Salt Roads",
        "Reviewed by Fiona McAllister",
        "2012-05-08T10:00:00+01:00",
        "Posted: 8 May 2012",
        """
Three years after Harbour Lights turned them from a Leith pub band into a Radio 2 fixture, The Hollow Arches have made the record everyone expected them to make, and a few songs that nobody did.

The title track is a stomp built on Tom Reid's twelve-string and a brass section that sounds like it wandered in from a colliery band. Coal Boat Song is the single in waiting, all gang vocals and a chorus you'll know by the second listen.

Less convincing is Pale Hands, a five-minute ballad where Reid's voice strains at the top of its range. Closer Low Tide, Late is the quiet triumph: six minutes of piano and fiddle recorded, the sleeve notes tell us, in a church hall in Fife at three in the morning.

Salt Roads is out now on Northlight Records.
""",
        dek="The Leith band's second album is bigger and glossier, and mostly better for it",
        section="Reviews",
    )
    return case(
        "ch-uk-music-review",
        "discussion",
        "uk-loudclear",
        piece,
        Bits(inside=inside, after=after, side=side, style=style, top="Gig guide"),
        cs,
        path="/reviews/albums/the-hollow-arches-salt-roads/",
        container="div.lnc-cm: h3 'Comments (2)', div.lnc-c#lnc-c<number> (img, p.lnc-by 'Posted by <strong>NAME</strong> on DATE', div.lnc-ct > p, p.lnc-ca)",
        heading="Comments (2)",
        description="A UK music magazine of 2012: an album review with the critic's and readers' ratings, a tracklist of 8 numbered tracks with durations and a tour-dates table inside it, 'You might also like' with thumbnails, then 'Comments (2)': 'Posted by NAME on DATE' above each text, one a single sentence pair, one of two paragraphs that argues with the review; most read, the magazine's issue box. Most awkward: a tracklist and a table of dates just above two short comments.",
        lookalikes=("a tracklist", "tour dates", "related reviews with thumbnails"),
    )


def threads2_ch() -> list[Case]:
    return [au_your_views(), nz_closed_dl(), in_agree_disagree(), uk_music_review()]
