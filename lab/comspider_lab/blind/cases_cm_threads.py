"""Blind set CM: three discussions in markup that does not announce itself: a US county weekly's "Responses", bare
paragraphs separated by ``<hr>`` with a signature line after each text (5); a British canal hobby site's "Feedback",
one two-column layout table per entry, the site owner answering in the same shape (7); an Irish retired teacher's
blog's "What you said", a guestbook-like list without any date (6). Every class, name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cm_common import Bits, Case, Piece, box, c, case, counted, esc, links, paras


def harlow_responses() -> Case:
    cs = [
        c(
            "Ed Vosburgh",
            """I have lived on Route 9 for 31 years and I can tell you the traffic at the Mill Road light is already
            backed up past the firehouse at 5 o'clock. Put a store with a 40-car lot right there and see what happens.
            The board did the right thing waiting for the DOT study.""",
            "June 14, 2012 at 9:12 am",
        ),
        c(
            "Karen Mattice",
            """Some of us don't have the time or the gas money to drive to Kingston every time we need paper towels
            and laundry soap. I'm not thrilled about a dollar store either but the old Grand Union has been empty since
            2006 and nobody else has wanted it.

            At least it would be somebody paying taxes on that lot.""",
            "June 14, 2012 at 11:40 am",
        ),
        c(
            "R.T.",
            """Read the last paragraph again. The developer is from Tennessee and the building is their "prototype".
            That means a metal box with a sign on it. Harlow Creek deserves better than that on the way into town.""",
            "June 14, 2012 at 1:05 pm",
        ),
        c(
            "Linda Spoor",
            """Karen is right. My mother is 84 and does not drive anymore. The senior van goes to Kingston once a week,
            on Tuesdays. A store she could get to would make a real difference for people like her, whatever it looks
            like.""",
            "June 15, 2012 at 8:27 am",
        ),
        c(
            "Bill Haskins",
            """Does anybody know if the planning board meeting on the 26th is open to the public or do you have to
            sign up ahead of time to speak? Last time they only let six people talk.""",
            "June 16, 2012 at 6:51 pm",
        ),
    ]
    places = ["Danby", "", "", "Upper Ossining", ""]
    parts = []
    for n, (s, place) in enumerate(zip(cs, places, strict=True)):
        sig = esc(s.author) + (f", {esc(place)}" if place else "")
        parts.append(
            f"{paras(s.text)}<p>&mdash; {sig}<br /><small>{esc(s.when)}</small></p>"
            + ("<hr />" if n < 4 else "")
        )
    after = (
        '<div id="x2" style="margin-top:20px;border-top:2px solid #7a2418;padding-top:6px">'
        '<h3 style="font:bold 17px Georgia,serif;color:#7a2418">Responses</h3>'
        + "".join(parts)
        + '<div style="background:#f6f1e7;padding:8px;margin-top:14px;font-size:12px"><b>Have your say</b><br />'
        "Letters and responses must include your full name and town. The Courier reserves the right to edit for length "
        'and taste.<form action="/respond" method="post"><p>Name <input type="text" name="n" /> Town <input type="text" name="t" /></p>'
        '<p><textarea name="msg" rows="5" cols="60"></textarea></p><p><input type="submit" value="Send" /></p></form></div></div>'
    )
    side = (
        counted(
            "harlow",
            "Most read this week",
            """
Danby man charged after Route 28 chase | 2,140
Harlow Creek Central graduation photos | 1,876
Town board tables vote on Route 9 dollar store | 1,102
Fire destroys barn on Schoolhouse Road | 944
Little League: Danby Dodgers take district title | 610
""",
            "views",
        )
        + box(
            "harlow",
            "Obituaries",
            links(("Margaret A. Ferris, 91", "Walter J. Kittle, 77", "Dorothy Lee Haskell, 88"), "/obits/"),
        )
        + box(
            "harlow",
            "Weather",
            "<p>Harlow Creek: 78&deg;F, partly cloudy. Tonight: chance of thunderstorms.</p>",
        )
        + box(
            "harlow",
            "Classifieds",
            links(
                (
                    "Yard sale Sat 8-2, 14 Quarry Rd",
                    "1999 Ford Ranger, runs good, $2,400",
                    "Firewood, seasoned, $180/cord",
                )
            ),
        )
    )
    piece = Piece(
        "Town board tables vote on Route 9 dollar store",
        "By Patricia Dunleavy, Courier Staff Writer",
        "2012-06-13T17:00:00-04:00",
        "June 13, 2012",
        """
HARLOW CREEK - The town board voted 3-2 Tuesday night to put off a decision on a proposed discount store on the
former Grand Union site at Route 9 and Mill Road until the state Department of Transportation finishes a traffic study
of the intersection.

About 70 people packed the town hall meeting room, and a dozen spoke during the public hearing. Most of the speakers
who opposed the plan cited traffic and the look of the building; several supporters said residents without cars have
no place in town to buy household basics since the supermarket closed.

Supervisor Dan Ostrander said the delay was "about getting it right, not about killing it." Board member Sue Kittle,
who voted against tabling, said the developer had already answered the board's questions twice.

The developer, Cumberland Retail Partners of Nashville, Tenn., plans a 9,100-square-foot store based on the chain's
standard prototype, with 40 parking spaces. The planning board will take up the site plan on June 26.
""",
        tags=("Town board", "Route 9", "Development"),
    )
    return case(
        "cm-harlow-responses",
        "discussion",
        "harlow",
        piece,
        Bits(after=after, side=side),
        cs,
        path="/news/2012/06/13/town-board-tables-vote-on-route-9-dollar-store",
        container="div#x2 (inline style): h3 'Responses', then per entry the text's bare <p>s, a <p> '— NAME[, TOWN]<br><small>DATE</small>', an <hr> between entries",
        heading="Responses",
        description="A US county weekly of 2012: a town-board story, then 'Responses' with 5 readers' letters as bare paragraphs, each ended by a signature line (a dash, the name, sometimes the town, the date on the next line) and separated by <hr>; a 'Have your say' form; most read with view counts, obituaries, weather, classifieds. Most awkward: no element per entry at all, the name after the text, a reader signing only 'R.T.'.",
    )


def locks_feedback() -> Case:
    cs = [
        c(
            "Pam Oakley",
            """Lovely write-up Geoff. We did the Caldon in September and also got stuck at Froghall tunnel - first time
            I have ever had to let water INTO the boat to get under anything! Hope the weather held for your return
            leg.""",
            "14 Oct 2011",
        ),
        c(
            "Geoff (site owner)",
            """Thanks Pam. Ha, we didn't try the tunnel in the end, Mags took one look at the gauge board and said no.
            Weather was kind apart from the Thursday.""",
            "15 Oct 2011",
        ),
        c(
            "Tony Rudd",
            """Which pub was it at Cheddleton where you had the pie? Not the one by the flint mill I hope, it changed
            hands in the summer and has gone downhill.""",
            "17 Oct 2011",
        ),
        c(
            "Sheila & Derek (nb Whimbrel)",
            """We passed you at Hazelhurst on the Tuesday I think - green boat with the sunflowers on the cabin side?
            Sorry we didn't stop, we were trying to get to Leek before dark.

            We found the Leek arm very weedy this year, did you have the same trouble with the prop?""",
            "19 Oct 2011",
        ),
        c(
            "Martin G",
            """Great pictures as always. Is the water point at Consall back in use? It was out of order in the spring
            and BW didn't seem to be in any hurry.""",
            "2 Nov 2011",
        ),
        c(
            "Geoff (site owner)",
            """Martin - yes, it was working when we came through, though the pressure is dreadful, allow half an hour.
            Sheila, yes that was us! I had to go down the weed hatch twice on the Leek arm.""",
            "3 Nov 2011",
        ),
        c(
            "Joan Whitworth",
            """My late husband and I used to moor at Endon in the seventies. Reading this brought back a lot of happy
            memories. Thank you for taking the time to write it all down.""",
            "20 Nov 2011",
        ),
    ]
    places = ["Stone, Staffs", "", "", "", "", "", "Macclesfield"]
    rows = []
    for k, (s, place) in enumerate(zip(cs, places, strict=True)):
        bg = "#eef4ee" if k % 2 == 0 else "#ffffff"
        frm = f"<br />from {esc(place)}" if place else ""
        rows.append(
            f'<table width="100%" border="0" cellpadding="5" cellspacing="0" bgcolor="{bg}" style="border-bottom:1px solid #cdd">'
            f'<tr><td width="150" valign="top"><font size="2"><b>{esc(s.author)}</b>{frm}<br />{esc(s.when)}</font></td>'
            f'<td valign="top"><font size="2">{paras(s.text).replace("</p><p>", "<br /><br />").replace("<p>", "").replace("</p>", "")}</font></td></tr></table>'
        )
    after = (
        '<a name="fb"></a><h2 style="color:#24563a;font-size:18px;border-bottom:1px solid #24563a">Feedback</h2>'
        + "".join(rows)
        + '<p><font size="2"><b>Leave your feedback</b> - it goes to Geoff by email and appears here when he has read it '
        "(please be patient, we are often out of signal!)</font></p>"
        '<form action="/cgi-bin/fb.pl" method="post"><table><tr><td>Name</td><td><input name="name" size="30" /></td></tr>'
        '<tr><td>Where from</td><td><input name="from" size="30" /></td></tr><tr><td valign="top">Message</td><td><textarea name="m" rows="6" cols="50"></textarea></td></tr>'
        '<tr><td></td><td><input type="submit" value="Send" /></td></tr></table></form>'
    )
    side = (
        box(
            "locks",
            "Cruising logs",
            links(
                (
                    "Caldon Canal, October 2011",
                    "Llangollen in the rain, May 2011",
                    "The Four Counties Ring, 2010",
                    "Winter on the Macc, 2009",
                )
            ),
        )
        + box(
            "locks",
            "About us",
            "<p>Geoff and Mags Arkwright, retired, cruising on nb <i>Kingfisher Lass</i> (57ft, 1986 Harborough hull, BMC 1.8) since 1971.</p>",
        )
        + box(
            "locks",
            "Useful links",
            links(("Canal & River forum", "Stoppages list", "Nicholson guides", "Our boat builder")),
        )
        + '<p style="font-size:10px;color:#999">You are visitor number 0 1 8 3 4 2</p>'
    )
    piece = Piece(
        "Up the Caldon: Etruria to Froghall and back",
        "Geoff Arkwright",
        "2011-10-12T00:00:00+01:00",
        "Written 12 October 2011",
        """
We set off from Etruria on a grey Saturday with the usual crowd at the top of the Stoke flight watching us work
through. The Caldon starts unpromisingly among the old potbanks, but within a couple of hours you are in proper
country, and by Milton the towpath is all blackberries.

Hazelhurst junction is the place to decide whether you go up the Leek arm or down the locks towards Froghall. We did
the Leek arm first, three days there and back, moored above the aqueduct and walked into town for the Wednesday market.

The Churnet valley below Cheddleton is the prettiest stretch of water we know. The river and the canal share the same
bed for a mile at Oakmeadowford, and the gauge board there decides whether you go on or wait. It was on green for us.

At Froghall the tunnel is very low, and only the smallest boats get through to the basin. We winded below it, had the
pie we were promised at Cheddleton on the way back, and were at Etruria again eleven days after we left.
""",
    )
    return case(
        "cm-locks-feedback",
        "discussion",
        "locks",
        piece,
        Bits(after=after, side=side, skeleton="blog"),
        cs,
        path="/logs/caldon-2011.html",
        container="after the log: a name anchor, h2 'Feedback', then one <table width=100% bgcolor> per entry: left td '<b>NAME</b>[<br>from PLACE]<br>DATE', right td the text (<font>, paragraphs by <br><br>)",
        heading="Feedback",
        description="A British canal hobby site of 2011 (a hand-made site): a cruising log, then 'Feedback' with 7 entries as two-column layout tables with alternating colours, the site owner answering twice in the same shape, one entry of two paragraphs split by <br><br>; a 'Leave your feedback' form; the site's list of logs, an about box and a hit counter. Most awkward: layout tables, nothing but <font> and <b> inside, the owner's flat answers to two readers at once.",
    )


def ballyfad_what_you_said() -> Case:
    cs = [
        c(
            "Nuala Henry",
            """Tom, I remember the lorry stopping at our stand every morning at half eight and the driver, Mickey Joe,
            throwing the empty cans back up on the stand from the back of the lorry without ever missing one. It's the
            end of something alright.""",
        ),
        c(
            "Anne-Marie Gilligan",
            """My father brought our churns to that stand on the donkey and cart until 1974. I'm reading this in an
            office in Boston with a lump in my throat. Please keep writing these.""",
        ),
        c(
            "Séamus Ó Dubhda",
            """A small correction if I may - the creamery in Easkey closed in 1987, not 1989. I know because I worked
            the intake that last winter. Otherwise spot on, and a fine photograph of the old stand.""",
        ),
        c(
            "Gerry",
            """Sad but it's the way of the world. The tanker comes into the yard now, and fair play to the lads still
            milking, it's a hard living.""",
        ),
        c(
            "Bríd McGowan",
            """Do you still have the photographs of the school sports from 1982? My brother is in one of them with a
            sack over his head and we'd love a copy for his fiftieth.""",
        ),
        c(
            "Tom",
            """Séamus, thank you, you're right and I've fixed it above. Bríd, I'll have a look in the attic at the
            weekend and send them on to you.""",
        ),
    ]
    places = ["Dromore West", "Boston", "", "", "Templeboy", ""]
    items = []
    for s, place in zip(cs, places, strict=True):
        sig = esc(s.author) + (f", {esc(place)}" if place else "")
        items.append(f'<li style="margin-bottom:12px">{esc(s.text)}<br /><i>{sig}</i></li>')
    after = (
        '<h3 style="color:#4a4a7a;margin-top:24px">What you said</h3>'
        '<ul style="list-style:square;padding-left:18px">' + "".join(items) + "</ul>"
        '<p style="font-size:11px;color:#666">To add a few words of your own, <a href="mailto:tom@lettersfromballyfad.ie">write to me</a> and I will put them up here.</p>'
    )
    side = (
        box(
            "ballyfad",
            "About Tom",
            "<p>Taught in Ballyfad National School from 1971 to 2008. Now writes, walks the strand and minds the hens.</p>",
        )
        + box(
            "ballyfad",
            "Earlier letters",
            links(
                (
                    "The Stations, 1968",
                    "When the bog road flooded",
                    "Our hurling team that never won",
                    "Pattern day at Tobar Mhuire",
                    "The travelling shop",
                )
            ),
        )
        + box(
            "ballyfad",
            "Friends on the web",
            links(("Sligo Heritage", "Easkey Parish Notes", "The Old Schoolhouse blog")),
        )
    )
    piece = Piece(
        "The last day of the creamery lorry",
        "Posted by Tom Kilgannon",
        "2012-02-20T00:00:00+00:00",
        "Monday, 20 February 2012",
        """
The stand at the end of our lane is still there, a shelf of concrete on three legs, with moss on top of it now and a
bit of an old gate leaning against it. For forty years it was the most important piece of furniture in the townland.

Every morning at the same hour the churns went up on it, and every morning the lorry came down from Easkey and took
them. You could set the clock by the sound of the gears changing at the bend at Carroll's. Children were sent to the
stand with messages, notes, letters for the post, and once, I'm told, a hen that had to go to Dromore.

When the creamery closed in 1987 the stand went quiet, and the small farmers that were left began to sell the cows one
by one. There is nobody milking on our road now.
""",
    )
    return case(
        "cm-ballyfad-what-you-said",
        "discussion",
        "ballyfad",
        piece,
        Bits(after=after, side=side, skeleton="blog"),
        cs,
        path="/2012/02/last-day-of-creamery-lorry.html",
        container="after the post: h3 'What you said', ul (inline style) > li: the text, <br>, <i>NAME[, PLACE]</i>",
        heading="What you said",
        description="A retired schoolmaster's blog in Ireland, 2012 (hand-made pages): a memoir post, then 'What you said', 6 readers' notes he put up himself as a guestbook-like bulleted list, each a text and an italic signature, no date at all, the last his own answer to two readers; a mailto link instead of a form; about box, earlier letters, links. Most awkward: no date anywhere, no element but li and i, the name after the text.",
    )


def threads_cm() -> list[Case]:
    return [harlow_responses(), locks_feedback(), ballyfad_what_you_said()]
