"""Blind set CY: two mixed pages, a real readers' discussion beside a list that looks like one: a village news site's
time bank story with the week's offers and requests board inside the article (8 entries: name, date, offer or
request, text, hours, "Reply to this offer") above 5 readers' comments (Joomla-like, one answer by the time bank); an
Irish weekly's "meet the team" story with the staff's own words (7 cards: photo, name, role, year joined, quote,
"Email") above 7 readers' comments, two answers (one by the photographer, one by the paper). Every site, name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cy_common import (
    Art,
    Bits,
    Case,
    Seed,
    box,
    case,
    esc,
    links,
    most_read,
    newsletter,
    num,
    paras,
    poll,
    rows,
    slug,
    tag_cloud,
)


def time_bank() -> Case:
    board = rows("""
Bill Sherratt | 22 April 2013 | Offer | Retired electrician. Happy to change fuses, fit plugs and look at anything that keeps tripping. Not rewiring, I'm 74. | 1 hour
Nadia Farouk | 22 April 2013 | Request | Someone to walk Biscuit (old Labrador, very slow) on Tuesdays and Thursdays while my foot heals. About 40 minutes each time. | 2 hours a week
Gareth Lloyd | 23 April 2013 | Offer | Can help with CVs, covering letters and online job applications. Bring a memory stick if you have one. | 1 hour
June Pascoe | 23 April 2013 | Request | A lift to Treliske hospital on 7 May, appointment at 10.15. I can pay for the petrol. | 3 hours
The Rowley twins | 24 April 2013 | Offer | Two fourteen-year-olds with a lawnmower and a strimmer. Saturdays only. Mum says we have to write that. | 1 hour
Margaret Ellery | 24 April 2013 | Offer | Alterations and hems, curtains too if you don't mind waiting a fortnight. | 1 hour
Sunil Rao | 25 April 2013 | Request | Help moving a piano from the front room to the back room. Four strong people and a bit of nerve. | 1 hour each
Kestrel Bay Primary PTA | 25 April 2013 | Request | Volunteers to run the cake stall at the May fair, an hour each. Cakes also very welcome. | 1 hour each
""")
    cards = "".join(
        f'<div class="tb-post tb-{t.lower()}"><img class="tb-av" src="/_avatar/tb{i}.svg" width="36" height="36" alt="" />'
        f'<span class="tb-name">{esc(who)}</span> <span class="tb-date">Posted {esc(day)}</span> <span class="tb-type">{esc(t)}</span>'
        f'<p class="tb-text">{esc(x)}</p><span class="tb-hours">{esc(h)}</span> | '
        f'<a href="/time-bank/board/{200 + i}" rel="nofollow">Reply to this {t.lower()}</a></div>'
        for i, (who, day, t, x, h) in enumerate(board)
    )
    inside = (
        '<div class="tb-board"><h3>This week on the board</h3>'
        f"{cards}"
        '<p class="tb-small">To post an offer or a request, log in to the Time Bank or call Helen at the drop-in, Wednesdays 10-12 at the Institute.</p></div>'
    )
    cs = [
        Seed(
            "Ros Tonkin",
            "We joined in the autumn and it's the best thing we've done since moving here. Bill fixed our outside "
            "light and stayed for a cup of tea and an hour of stories about the old harbour. I've 'paid' for it with two "
            "afternoons of baking for the lunch club.",
            None,
            "26 April 2013 09:12",
        ),
        Seed(
            "Dave P",
            "Good idea but it only works if people ask. I've had my offer of bike repairs up since January and not one "
            "request. Maybe everybody in the village already has a working bike!",
            None,
            "26 April 2013 11:47",
        ),
        Seed(
            "Kestrel Bay Time Bank",
            "Dave, two people have asked at the drop-in about bike repairs this month. We'll put them in touch with you "
            "this week. Thanks for sticking with it!",
            1,
            "26 April 2013 14:03",
        ),
        Seed(
            "Mairead",
            "Is there an age limit? My mum is 88 and sharp as a tack. She could teach someone to knit or listen to "
            "children read, but she can't get out much.",
            None,
            "27 April 2013 19:30",
        ),
        Seed(
            "Tom Ellery",
            "Well done to everyone involved. Three thousand hours is a lot of lawns, lifts and lasagnes.",
            None,
            "28 April 2013 08:55",
        ),
    ]

    def item(i: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        sub = f'<div class="jc-children">{"".join(item(j) for j in kids)}</div>' if kids else ""
        return (
            f'<div class="jc-item {"odd" if i % 2 else "even"}" id="jc{3300 + i}"><div class="jc-box">'
            f'<span class="jc-num">#{i + 1}</span> <span class="jc-author">{esc(c.author)}</span> '
            f'<span class="jc-date">{esc(c.when)}</span>'
            f'<div class="jc-text">{paras(c.text, "p")}</div>'
            f'<span class="jc-tools"><a href="#" rel="nofollow">Reply</a> | <a href="#" rel="nofollow">Quote</a> | '
            f'<a href="#" rel="nofollow">Report to administrator</a></span></div>{sub}</div>'
        )

    after = (
        '<div id="jc"><h4>Comments (5)</h4><div id="jc-list">'
        + "".join(item(i) for i, c in enumerate(cs) if c.parent is None)
        + '</div><div id="jc-form"><h4>Add comment</h4><p>Name <input type="text" name="name"> E-mail <input type="text" name="email"></p>'
        '<textarea rows="5" cols="50"></textarea><p><input type="submit" value="Send"></p></div>'
        '<div class="jc-powered">JComments-style</div></div>'
    )
    side = (
        box(
            "kestrelbay",
            "What's On",
            links(
                (
                    "Sat 4 May: May Fair, Church Field",
                    "Wed 8 May: Gig club AGM",
                    "Fri 10 May: Quiz night at the Anchor",
                )
            ),
            "events",
        )
        + most_read(
            "kestrelbay",
            "Most Read",
            """
Harbour wall repairs to start in June | 1,204
Kestrel Bay Time Bank celebrates its first birthday | 688
Anchor Inn changes hands | 640
Gig club's new boat named | 512
""",
            "hits",
        )
        + poll(
            "kestrelbay",
            "Should the car park by the slipway charge in winter?",
            """
Yes | 22%
No | 71%
Only at weekends | 7%
""",
            "304",
        )
        + newsletter("kestrelbay", "Newsletter", "The Community News every Friday by email.")
        + box(
            "kestrelbay",
            "Advertisement",
            '<div style="height:120px;background:#eee;text-align:center">Pascoe & Sons Builders - 01326 555 441</div>',
            "ad",
        )
    )
    art = Art(
        "Kestrel Bay Time Bank celebrates its first birthday with 3,000 hours swapped",
        "Helen Marsh",
        "2013-04-25T18:20:00+01:00",
        "Thursday, 25 April 2013 18:20",
        """
It started with a notice in the post office window and eleven names on a clipboard. A year on, the Kestrel Bay Time Bank has 134 members and they have swapped more than 3,000 hours of help between them, from dog walking and hospital lifts to one memorable afternoon spent re-hanging a church door.

The idea is simple: every hour you give to someone earns you an hour you can spend on help from anyone else. A plumber's hour is worth the same as a babysitter's. "It's the only bank in the village where everybody's equal," says coordinator Helen Marsh.

Members will celebrate with a birthday tea at the Institute on Saturday 11 May from 3pm, and everyone is welcome, member or not. There will be cake, a short film made by pupils at the primary school and a chance to sign up.

To give a flavour of what goes on, here is this week's board.
""",
        section="News",
    )
    return case(
        "cy-time-bank-mixed",
        "mixed",
        "kestrelbay",
        art,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".tb-post{border-bottom:1px dashed #c5d6db;padding:6px 0 6px 46px;position:relative}.tb-av{position:absolute;left:0;top:8px}"
            ".tb-name{font-weight:bold}.tb-date,.tb-hours{font-size:11px;color:#888}.tb-type{font-size:10px;background:#1b6f8a;color:#fff;padding:1px 4px}"
            ".jc-box{background:#f5f8f9;border:1px solid #dce6e9;padding:8px;margin:8px 0}.jc-children{margin-left:30px}.jc-author{font-weight:bold}"
            ".jc-date,.jc-tools,.jc-num{font-size:11px;color:#888}",
        ),
        cs,
        path="/news/412-time-bank-first-birthday",
        container="div#jc > div#jc-list",
        heading="Comments (5)",
        description="A village news site (Joomla-like): inside the article, the time bank's board of 8 offers and "
        "requests (avatar, bold name, 'Posted DATE', Offer/Request, a text, hours, 'Reply to this offer'); under it "
        "5 readers' comments in JComments-like boxes with numbers, 'Reply | Quote | Report to administrator', one "
        "answer by the time bank nested in the parent",
        lookalikes=("time bank board (8 entries)",),
    )


def newsroom() -> Case:
    staff = rows("""
Declan Furlong | Editor | 1994 | Twenty years on and I still get a knot in my stomach on a Tuesday night until the pages go. The day I don't, I'll hand in the keys.
Siobhán Keary | News reporter | 2008 | The best part of the job is the phone call that starts "I don't know if this is a story, but…". It usually is.
Páraic Dunne | Sports editor | 1999 | I've covered eleven county finals from the same seat in the stand. The seat is not getting any softer.
Maura Healy | Photographer | 1987 | I've photographed three generations of some families on their wedding days. I keep telling the grandchildren I was there before they were.
Eoin Cassidy | Farming correspondent | 2011 | Marts, milk prices and the odd escaped bullock. I wouldn't swap it.
Breda Moloney | Advertising and notices | 1983 | People ring me on the worst day of their lives to place a death notice. I try to make that one call as easy as I can.
Liam Nagle | Layout and online | 2012 | I'm the one who put the Courier on Facebook. Sorry to anyone who has had to read the replies.
""")
    cards = "".join(
        f'<li class="the-card"><img src="/_avatar/staff-{slug(who)}.svg" width="70" height="70" alt="" />'
        f'<div class="the-who"><strong>{esc(who)}</strong><br><span class="the-role">{esc(role)}</span> · '
        f'<span class="the-since">With the Courier since {esc(year)}</span></div>'
        f'<blockquote class="the-quote"><p>{esc(q)}</p></blockquote>'
        f'<a class="the-mail" href="mailto:{slug(who).split("-")[0]}@dunmorecourier.ie">Email {esc(who.split()[0])}</a></li>'
        for who, role, year, q in staff
    )
    inside = f'<h2 class="the-h">In their own words</h2><ul class="the-team">{cards}</ul>'
    cs = [
        Seed(
            "Noreen Fitzgerald",
            "Congratulations to all at the Courier. My late father sold it outside Mass every Sunday in the sixties and "
            "there's still a copy of the 1966 Ballyferris final hanging in the hall at home.",
            None,
            "Wed, 13 Nov 2013 09:41",
        ),
        Seed(
            "Seamus O'Dea",
            "Great to see Maura still going. She took our wedding photos in 1991 and our daughter's last year, and "
            "didn't look a day older at the second one.",
            None,
            "Wed, 13 Nov 2013 10:22",
        ),
        Seed(
            "Maura Healy",
            "Seamus, you're very kind, but the camera is the only thing that's got lighter since 1991! Best wishes to "
            "the newlyweds.\n\nMaura",
            1,
            "Wed, 13 Nov 2013 12:05",
        ),
        Seed(
            "J. Brennan",
            "Any chance of bringing back the old Down Memory Lane page with the photos from the archive? It was the "
            "first thing my mother turned to every week.",
            None,
            "Wed, 13 Nov 2013 13:18",
        ),
        Seed(
            "Dunmore Courier",
            "Thanks for asking! We're digitising the photo archive over the winter and Memory Lane will be back in "
            "the new year, once a month to start with.",
            3,
            "Wed, 13 Nov 2013 15:40",
        ),
        Seed(
            "Ger Whelan",
            "Fair play to ye. The online edition is handy for those of us in Boston but I still miss the smell of the "
            "paper on a Wednesday.",
            None,
            "Thu, 14 Nov 2013 02:16",
        ),
        Seed(
            "Ann-Marie K",
            "Where exactly on Mill Street is the new office? Is it the old bank building? The ICA will want to drop "
            "in our notices.",
            None,
            "Thu, 14 Nov 2013 08:57",
        ),
    ]

    def one(i: int, depth: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        sub = "".join(one(j, depth + 1) for j in kids)
        return (
            f'<div class="the-rc lvl{depth}" id="rc-{81230 + i}"><div class="the-rc-head"><span class="the-rc-name">{esc(c.author)}</span>'
            f' <span class="the-rc-time">{esc(c.when)}</span></div>'
            f'<div class="the-rc-body">{paras(c.text)}</div>'
            f'<div class="the-rc-act"><a href="#" rel="nofollow">Reply</a> · <a href="#" rel="nofollow">Report abuse</a> · '
            f'<a href="#" rel="nofollow">Like ({num(c.author, 0, 12)})</a></div>{sub}</div>'
        )

    after = (
        '<div class="the-readers"><h3>Reader comments (7)</h3>'
        + "".join(one(i, 1) for i, c in enumerate(cs) if c.parent is None)
        + '<p class="the-rules">Comments are moderated. Please read our <a href="/house-rules">house rules</a>. '
        '<a href="/login">Log in</a> or <a href="/register">register</a> to join the conversation.</p></div>'
    )
    side = (
        most_read(
            "dunmore",
            "Most Read",
            """
Glen road to close for three weeks | 2,950
Ballyferris through to county semi-final | 2,211
Planning refused for wind farm at Knockane | 1,764
Meet the team behind your Courier | 1,402
Death notices, 13 November | 1,318
""",
            "reads",
        )
        + box(
            "dunmore",
            "Death Notices",
            links(
                (
                    "FLANAGAN, Bridget (née Hayes), The Glen",
                    "MURRAY, Thomas, Main Street, Dunmore",
                    "O'SHEA, Eileen, Ballyferris",
                )
            ),
            "notices",
        )
        + box(
            "dunmore",
            "Mart Report",
            "<p>Dunmore Mart, Tuesday: 412 cattle. Bullocks €1.95-€2.30/kg, heifers €1.90-€2.25/kg. Trade steady.</p>",
            "mart",
        )
        + newsletter("dunmore", "Get the Courier by email", "The week's headlines every Wednesday morning.")
        + tag_cloud(
            "dunmore",
            "Ballyferris, Dunmore, farming, GAA, Glen, hurling, planning, roads, schools, wind farm",
        )
    )
    art = Art(
        "Meet the team behind your Courier as we move to Mill Street",
        "Courier Reporter",
        "2013-11-13T08:00:00+00:00",
        "Wednesday, 13 November 2013",
        """
After 61 years above the chemist's on the Square, The Dunmore Courier is on the move. From Monday 18 November our office will be at 7 Mill Street, a few doors up from the Credit Union, with a front counter for notices, photographs and the odd complaint.

The move is a chance to introduce the people who put the paper together every week. Between them they have given well over a century to the Courier, and at least one of them has been in the building longer than the furniture.

We asked each of them to tell us, in a sentence or two, what keeps them at it.

The Courier has been published every week since April 1921, through a war, a fire, two recessions and the arrival of the internet. We hope to see many of you at the new office, and thank you for reading.
""",
        section="Community",
        tags=("Dunmore Courier", "Mill Street", "Community"),
        caption="The Courier team outside the new office on Mill Street. Photo: Maura Healy",
        dek="Our new office opens on Monday. Here are the people you'll find inside.",
    )
    return case(
        "cy-newsroom-mixed",
        "mixed",
        "dunmore",
        art,
        Bits(
            inside=inside,
            after=after,
            side=side,
            top="Wednesday 13 November 2013 | Dunmore 9°C Showers",
            style=".the-team{list-style:none;padding:0}.the-card{border-top:1px solid #ddd;padding:10px 0 10px 84px;position:relative;min-height:72px}"
            ".the-card img{position:absolute;left:0;top:12px}.the-role,.the-since{font:12px Arial;color:#666}.the-quote{margin:4px 0;font-style:italic}"
            ".the-mail{font:12px Arial}.the-rc{border-top:1px solid #e2e2e2;padding:8px 0;font-family:Arial}.the-rc .the-rc{margin-left:36px}"
            ".the-rc-name{font-weight:bold}.the-rc-time,.the-rc-act{font-size:11px;color:#888}",
        ),
        cs,
        path="/community/meet-the-team-behind-your-courier-1-5521874",
        container="div.the-readers",
        heading="Reader comments (7)",
        description="An Irish weekly (newspaper CMS): in the story, 'In their own words', 7 staff cards (photo, bold "
        "name, role, 'With the Courier since YEAR', a quote in a blockquote, 'Email NAME'); under it 7 readers' "
        "comments, nested answers by the photographer (a staff member of the list) and by the paper",
        lookalikes=("staff directory with quotes (7 cards)",),
    )


def mixed_cy() -> list[Case]:
    return [time_bank(), newsroom()]
