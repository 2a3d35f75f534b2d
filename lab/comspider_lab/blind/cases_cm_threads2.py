"""Blind set CM: three more discussions: a games site's forum thread embedded under the review ("Discuss"), posts in
tables with user panels, whole quotes of earlier posts and signatures, the site's own announcing post first (7
readers' posts); an Australian regional paper's print view with the "Talkback" appended, loose "Posted by NAME"
lines and texts separated only by ``<br><br>``, relative dates, the paper answering (9); a small-business blog's column
in two pages both in the saved HTML, the readers' words inside the story's own element after page 2's last paragraph,
without any heading, the author's answers nested inside (6). Every class, name, place and text invented for this set;
each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cm_common import Bits, Case, Piece, box, c, case, counted, esc, links, paras


def pixelwire_discuss() -> Case:
    cs = [
        c(
            "kestrel_uk",
            """Brown switches and no numpad for 129 dollars? Hard pass. My Filco has done six years and the only thing
            I've ever replaced is the space bar.""",
            "Tue Apr 17, 2012 3:41 pm",
        ),
        c(
            "Mordekai",
            """The review says the backlight bleeds on the function row. That's the bit that would drive me mad at
            night, I play with the lights off.""",
            "Tue Apr 17, 2012 4:02 pm",
        ),
        c(
            "jenn_plays",
            """Tenkeyless is the whole point though, you get your mouse hand closer in. I moved to TKL last year and my
            shoulder stopped aching after long sessions.""",
            "Tue Apr 17, 2012 5:15 pm",
        ),
        c(
            "kestrel_uk",
            """Fair enough on the shoulder thing. I still use the numpad for MMO macros though, can't give it up.""",
            "Tue Apr 17, 2012 6:30 pm",
        ),
        c(
            "dave_the_rave",
            """Does anyone know if the UK version gets a proper ISO enter key? Every import board I've had has the
            tiny US one and I keep hitting the backslash.""",
            "Wed Apr 18, 2012 9:12 am",
        ),
        c(
            "Toaster Strudel",
            """@dave it's ISO in the UK according to their FAQ page, and they're doing a Nordic layout later in the
            year too.""",
            "Wed Apr 18, 2012 10:47 am",
        ),
        c(
            "Mordekai",
            """Just ordered one anyway, it was 20 quid off with the launch code. I'll report back on the backlight.""",
            "Wed Apr 18, 2012 8:03 pm",
        ),
    ]
    users = {
        "kestrel_uk": (
            "Senior Member",
            "Mar 2009",
            "2,114",
            "i5-2500K @ 4.4 | GTX 560 Ti | too many unfinished Skyrim saves",
        ),
        "Mordekai": ("Member", "Nov 2010", "388", ""),
        "jenn_plays": ("Member", "Jan 2011", "612", "Currently playing: Mass Effect 3, Journey"),
        "dave_the_rave": ("Junior Member", "Feb 2012", "19", ""),
        "Toaster Strudel": ("Moderator", "Jun 2008", "9,870", ""),
        "PixelWire": ("Staff", "Jan 2008", "14,402", ""),
    }
    quotes = {
        2: (0, "Brown switches and no numpad for 129 dollars? Hard pass."),
        3: (2, "Tenkeyless is the whole point though"),
    }

    def post(n: int, who: str, when: str, body: str, pid: int) -> str:
        rank, joined, posts, sig = users[who]
        q = ""
        if n in quotes:
            src, qt = quotes[n]
            q = f'<div class="q"><b>{esc(cs[src].author)} wrote:</b><br />{esc(qt)}</div>'
        sg = f'<div class="sg">_________________<br />{esc(sig)}</div>' if sig else ""
        return (
            f'<table class="fp" width="100%" cellspacing="1" cellpadding="4"><tr>'
            f'<td class="u" width="140" valign="top"><b>{esc(who)}</b><br /><span class="rk">{esc(rank)}</span><br />'
            f'<img src="/_avatar/pw-{pid}.svg" width="64" height="64" alt="" /><br /><span class="rk">Joined: {esc(joined)}<br />Posts: {esc(posts)}</span></td>'
            f'<td class="m" valign="top"><div class="ph">Posted: {esc(when)} <a href="/forums/viewtopic.php?p={pid}#p{pid}">#{n + 1}</a></div>'
            f'<div class="b">{q}{body}</div>{sg}</td></tr></table>'
        )

    posts = [
        post(
            -1,
            "PixelWire",
            "Tue Apr 17, 2012 2:00 pm",
            "<b>Hands on: the Razorline K7 mechanical keyboard</b><br />We spent a week with Razorline's first mechanical "
            'board. <a href="/reviews/razorline-k7">Read the full article on the front page.</a>',
            883100,
        )
    ] + [
        post(n, s.author, s.when, paras(s.text).replace("<p>", "").replace("</p>", ""), 883101 + n)
        for n, s in enumerate(cs)
    ]
    after = (
        '<div class="dsc"><h2>Discuss</h2><p class="lead">7 replies in the PixelWire forums · '
        '<a href="/forums/viewtopic.php?t=41277">Go to the full thread</a> · <a href="/forums/posting.php?mode=reply&amp;t=41277">Post a reply</a></p>'
        + "".join(posts)
        + "</div>"
    )
    style = (
        ".dsc h2{font-size:18px;border-bottom:3px solid #d2550d}.lead{font-size:11px}table.fp{background:#ccc;margin-bottom:6px}"
        "table.fp td{background:#f7f7f7}table.fp td.u{background:#eceff3;font-size:11px}.rk{color:#777;font-size:10px}"
        ".ph{font-size:10px;color:#888;border-bottom:1px solid #ddd;margin-bottom:4px}.q{background:#fff;border:1px solid #bbb;padding:4px;margin:4px 0;font-size:11px}"
        ".sg{font-size:10px;color:#888;margin-top:10px}"
    )
    side = (
        counted(
            "pixelwire",
            "Hot in the forums",
            """
Diablo III beta: post your builds | 1,204
Is the GTX 680 worth it over the 580? | 487
Hands on: the Razorline K7 mechanical keyboard | 7
Your desk setup 2012 | 2,330
""",
            "replies",
        )
        + box(
            "pixelwire",
            "Latest reviews",
            links(
                (
                    "Journey review",
                    "Mass Effect 3 review",
                    "Kindle Fire, six weeks later",
                    "Steam Box rumours: what we know",
                )
            ),
        )
        + box(
            "pixelwire",
            "Follow PixelWire",
            "<p>Like us on Facebook · 18,442 people like PixelWire</p><p>Follow @pixelwire · 9,310 followers</p>",
        )
    )
    piece = Piece(
        "Hands on: the Razorline K7 mechanical keyboard",
        "By Chris Abernathy",
        "2012-04-17T14:00:00+01:00",
        "17 April 2012",
        """
Razorline has made gaming mice for years, but the K7 is its first mechanical keyboard, and it goes straight for the
tenkeyless crowd: no number pad, brown switches, orange backlighting and a detachable braided cable.

The build is excellent. The steel top plate doesn't flex at all, and the keycaps are thick enough that the legends
should survive a few years of WASD abuse. Brown switches are a sensible middle ground: a small bump, no click to annoy
whoever shares the room with you.

The backlight is the weak point. On our sample the function row bled light around the caps, and there is no way to set
the brightness per zone. At 129 dollars (99 pounds in the UK) we expected better.
""",
        section="Reviews",
        tags=("Keyboards", "Razorline", "Hardware"),
    )
    return case(
        "cm-pixelwire-discuss",
        "discussion",
        "pixelwire",
        piece,
        Bits(after=after, side=side, style=style),
        cs,
        path="/reviews/razorline-k7",
        container="div.dsc: h2 'Discuss', p.lead, then one table.fp per post: td.u (name, rank, avatar, joined, posts) and td.m (div.ph 'Posted: …', div.b the text with div.q quotes, div.sg signature)",
        heading="Discuss",
        description="A British games and gadgets site of 2012: a keyboard review, then 'Discuss' with its forum thread embedded as the forum prints it: first the site's own announcing post (not a reader's), then 7 readers' posts, each a table with a user panel (rank, join date, post count), two quoting an earlier post, two with signatures under a rule, an '@dave' answer; hot forum topics with reply counts, latest reviews, social counts. Most awkward: the staff post in the same shape as the readers', quotes and signatures inside the posts, no heading but 'Discuss'.",
        lookalikes=("the site's own announcing post in the forum thread",),
    )


def tablelands_talkback() -> Case:
    cs = [
        c(
            "Bronwyn",
            """Over 200 people in a hall that holds 150 and the company sends two young fellas with a powerpoint. Not
            good enough. Most of us still don't know where the transmission line is going.""",
            "3 days ago",
        ),
        c(
            "farmer_jim",
            """For the record I've signed up for two turbines on my place. $18,000 a year each for 25 years is the
            difference between handing the farm on to my son or selling up. People who have never had to ring the bank
            in a drought should think about that.""",
            "3 days ago",
        ),
        c(
            "Concerned resident",
            """The noise studies they quoted are from Europe where the turbines are a third of the size. Ask them for
            the complaints data from their other sites.""",
            "3 days ago",
        ),
        c(
            "M. Treloar",
            """Jim, nobody begrudges you the money. The problem is the neighbours who get the noise and the view and
            not a cent.""",
            "2 days ago",
        ),
        c(
            "Kev of Goulburn",
            """Funny how nobody complains about the view of a coal stack. We have to get power from somewhere.""",
            "2 days ago",
        ),
        c(
            "Bronwyn",
            """Kev, the nearest coal stack is 200km away on the coast. That's rather the point.""",
            "2 days ago",
        ),
        c(
            "Sue H",
            """Is there going to be a second meeting? I work Thursday nights and couldn't get there.""",
            "1 day ago",
        ),
        c(
            "Tablelands Today",
            """Sue, the company says a second session will be held at the showground pavilion on Saturday 19 November
            from 10am.""",
            "1 day ago",
        ),
        c(
            "Anon",
            """Property values along the highway will drop, end of story.""",
            "5 hours ago",
        ),
    ]
    places = {0: "Gunning", 2: "Collector", 5: "Gunning"}
    parts = []
    for k, s in enumerate(cs):
        pl = f" ({esc(places[k])})" if k in places else ""
        parts.append(
            f"<b>Posted by {esc(s.author)}</b>{pl}, {esc(s.when)}<br />\n{esc(s.text)}<br /><br />\n"
        )
    after = (
        '<br /><hr /><p><b>Talkback</b> (9)</p>\n<div style="font-size:12px">\n' + "".join(parts) + "</div>\n"
        '<p style="font-size:10px">Views expressed are those of the contributors and not of Tablelands Today. '
        "Talkback is moderated and may take some hours to appear.</p>"
    )
    piece = Piece(
        "Wind farm meeting draws big crowd at Gunning",
        "Rachel Dwyer",
        "2011-11-08T16:30:00+11:00",
        "8 Nov, 2011 04:30 PM",
        """
More than 200 people crowded into the Gunning memorial hall on Thursday night for the first public information
session on the proposed 73-turbine Yass Ridge wind farm, with dozens left standing outside the doors.

Representatives of the developer, Southern Uplands Energy, presented maps of the turbine layout and answered questions
for almost three hours. Much of the discussion centred on the route of the 132kV transmission line, which has not yet
been decided.

Landholders hosting turbines would receive about $18,000 a year for each one. Several neighbours said they had not been
told about the project until a letter arrived last month.

Upper Lachlan Shire councillors will consider the council's submission at their meeting on November 24.
""",
    )
    return case(
        "cm-tablelands-talkback",
        "discussion",
        "tablelands",
        piece,
        Bits(after=after, skeleton="print"),
        cs,
        path="/news/local/print/wind-farm-meeting-draws-big-crowd-at-gunning",
        container="in the print view, after the story: <hr>, p '<b>Talkback</b> (9)', one div (inline style) of loose text: per entry '<b>Posted by NAME</b>[ (PLACE)], N days ago<br>TEXT<br><br>'",
        heading="Talkback",
        description="An Australian regional news site's print view of 2011, as saved: the story and, appended, the 'Talkback' of 9 entries as loose text inside one div, each a bold 'Posted by NAME' line with an optional town and a relative date, the text, then <br><br>; two readers answering each other by name, the paper's own answer under its name; no columns, no furniture but the print links and the copyright. Most awkward: no element per entry, only <b> and <br>, relative dates, a staff answer in the same shape.",
    )


def cornerstore_page2() -> Case:
    cs = [
        c(
            "Dana at Perk Up Coffee",
            """We had exactly the same experience. The $10 minimum sign cost us regulars, especially the morning crowd
            who just want a latte and don't carry cash anymore. We took the sign down after a month.

            Our processing fees went up about $40 a month. We lost more than that in the first week.""",
            "March 3, 2013",
        ),
        c(
            "Marcus",
            """Dana, that's almost exactly our number. The sign felt like it was saving money but it was really just
            annoying people who'd been coming in for years.""",
            "March 3, 2013",
            0,
        ),
        c(
            "Phil Kerrigan",
            """Swipe fees on small tickets are a rip-off and merchants should say so loudly. I'd rather see a 25 cent
            surcharge posted at the register than have it hidden in the prices.""",
            "2 days ago",
        ),
        c(
            "Hardware Hank",
            """Phil, check your merchant agreement before you do that. Ours specifically says no surcharges and they
            will drop you. I asked our rep about it last fall.""",
            "2 days ago",
        ),
        c(
            "anonymous",
            """Have you looked at the flat-rate card readers that plug into a phone? 2.75% on everything, no monthly
            fee. For a low-ticket business it might come out cheaper.""",
            "1 day ago",
        ),
        c(
            "Marcus",
            """We tried one at our farmers market stand. Works fine, but at our volume the interchange-plus account is
            still cheaper. For a small seasonal stand it's great though.""",
            "1 day ago",
            4,
        ),
    ]

    def item(k: int) -> str:
        kids = "".join(
            f'<div class="x1" style="margin-left:34px">{inner(j)}</div>'
            for j, t in enumerate(cs)
            if t.parent == k
        )
        return f'<div class="x1">{inner(k)}{kids}</div>'

    def inner(k: int) -> str:
        s = cs[k]
        who = (
            f'<a href="/profile/{k + 7730}">{esc(s.author)}</a>' if s.author != "anonymous" else esc(s.author)
        )
        return f'{paras(s.text)}<p class="s">Posted by {who} | {esc(s.when)}</p>'

    inside = "".join(item(k) for k, s in enumerate(cs) if s.parent is None)
    p1 = """
For six years there was a laminated sign taped to our register: "Credit/debit cards $10 minimum". Every small retailer
I know had one. The logic was simple: on a $4 sale the card fees eat most of the margin, so make the customer buy more
or pay cash.

Last spring we took the sign down as an experiment, and I kept a spreadsheet of every card sale under $10 for three
months.
"""
    p2 = """
The results surprised me. Small card sales went from almost none to about 140 a week. Our monthly processing bill
went up by $38. Average ticket on those sales was $6.20.

But the number I didn't expect was the regulars. At least a dozen people told us, unprompted, that they had stopped
coming in because of the sign. Three of them now spend more than $50 a week with us.

So the sign is gone for good. If you run a shop with a minimum, try a month without it and count.
"""

    def ps(t: str) -> str:
        return "".join(f"<p>{esc(' '.join(x.split()))}</p>" for x in t.strip().split("\n\n"))

    body = (
        f'<div class="pg" id="pg1">{ps(p1)}</div>'
        '<div class="pgnav">Page 1 of 2 · <a href="?page=2">Next page &raquo;</a></div>'
        f'<div class="pg" id="pg2"><p class="pgno">Page 2 of 2</p>{ps(p2)}'
        '<div class="bio"><img src="/_avatar/cse-marcus.svg" width="50" height="50" alt="" /> <b>Marcus Delahaye</b> runs '
        "Delahaye's Market, a corner grocery in Dayton, Ohio, with his sister Renee. He has written for The Corner Store "
        "Economist since 2010.</div></div>"
    )
    style = (
        ".x1{border-top:1px solid #e2e2e2;padding:8px 0}.x1 p.s{font-size:11px;color:#888;margin:2px 0}.pgnav{text-align:center;"
        "background:#f2f2f2;padding:4px;margin:10px 0;font-size:12px}.pgno{color:#999;font-size:11px}.bio{background:#f7f7f0;"
        "padding:8px;font-size:12px;margin:14px 0}"
    )
    side = (
        counted(
            "cornerstore",
            "Most discussed",
            """
Why I stopped taking credit cards under $10 (and then started again) | 6
The health insurance math for a business of four | 31
Should you sell gift cards? | 12
""",
            "responses",
        )
        + box(
            "cornerstore",
            "Tags",
            '<p style="line-height:2">'
            + " ".join(
                f'<a href="/tag/{t}" style="font-size:{11 + (i * 3) % 9}px">{t}</a>'
                for i, t in enumerate(
                    (
                        "cash-flow",
                        "credit-cards",
                        "fees",
                        "hiring",
                        "inventory",
                        "pricing",
                        "retail",
                        "taxes",
                        "POS",
                        "suppliers",
                    )
                )
            )
            + "</p>",
        )
        + box(
            "cornerstore",
            "Get the newsletter",
            '<form action="/subscribe"><input type="text" name="email" value="Your email" /> <input type="submit" value="Sign up" /></form>',
        )
        + box(
            "cornerstore",
            "Related",
            links(
                (
                    "Choosing a POS system on a budget",
                    "What your payment processor isn't telling you",
                    "Cash discounts: legal or not?",
                )
            ),
        )
    )
    piece = Piece(
        "Why I stopped taking credit cards under $10 (and then started again)",
        "By Marcus Delahaye",
        "2013-03-01T08:00:00-05:00",
        "March 1, 2013",
        p1 + "\n\n" + p2,
        tags=("credit cards", "fees", "retail"),
    )
    return case(
        "cm-cornerstore-page2",
        "discussion",
        "cornerstore",
        piece,
        Bits(inside=inside, side=side, style=style, body=body),
        cs,
        path="/columns/why-i-stopped-taking-credit-cards-under-10",
        container="inside div.cse-story, after page 2's div (div.pg#pg2 with the author bio) and before the tags, no heading: div.x1 per entry (the text's <p>s, p.s 'Posted by <a>NAME</a> | DATE'), answers as div.x1 with an inline margin inside their parent",
        heading=None,
        description="A small-business blog of 2013: a column in two pages (both in the saved HTML, a 'Page 1 of 2 · Next page' bar between them, an author bio at the end of page 2), then, inside the story's own element and without any heading, 6 readers' responses with 'Posted by NAME | DATE' after the text, dates absolute and relative, the author answering two of them nested by an inline margin, one reader 'anonymous' without a link; most discussed with counts, a tag cloud, a newsletter box, related posts. Most awkward: no heading, no telling class, the entries inside the article element right after its bio.",
    )


def threads2_cm() -> list[Case]:
    return [pixelwire_discuss(), tablelands_talkback(), cornerstore_page2()]
