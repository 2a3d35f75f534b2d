"""Blind set BX: two mixed pages of 2012-2013, a real discussion beside a list of a kind no earlier set listed with a
discussion entry's shape: an Irish local radio station's news page with the morning phone-in's callers (name and
area, time, what they said) beside 6 readers' comments nested in reply boxes (ie); a Canadian city magazine's blog
post with its readers' "Spotted" celebrity sightings (the tipster, a time, the sighting) beside 8 comments with
relative times and replies indented by a depth class (ca). Every name, place and text invented for this set; each
entry and comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bx_common import (
    Bits,
    Case,
    Note,
    Piece,
    around_web,
    box,
    case,
    depth,
    draw,
    esc,
    links,
    most_read,
    newsletter,
    num,
    ptext,
    rows,
    seeds,
    talk,
)


def ie_phone_in() -> Case:
    callers = rows("""
Bernie, Drumcarra | 9.12am | Said the post office is the only place in the village where older people meet anyone from one end of the week to the other, and asked who will collect the pensions.
Liam, Castleforbes | 9.20am | Thinks the closure was coming for years: the post office only opens three mornings a week and most people in Drumcarra drive to Castleforbes anyway.
Anne-Marie, Kilglass | 9.31am | Has been postmistress in Kilglass for 18 years and said rural post offices need to be given more State business, like motor tax and bill payments, to survive.
Deputy Frank Geraghty | 9.44am | Told the programme he had raised the closure with the Minister and was promised a review of the outlets serving fewer than 300 customers a week.
Tommy, Drumcarra | 9.52am | Runs the shop beside the post office and said he would be willing to take on a postal counter if the company would allow it.
""")
    ns = talk("""
Maura Flynn @ 21 Nov 2012, 10:40 :: Well done to Bernie on the show this morning, she said what the whole village is thinking. My mother gets her pension there every Friday and it is her one trip out of the house.
  Declan @ 21 Nov 2012, 11:05 :: Tommy's idea is the best one I have heard. A counter in the shop would keep it open six days a week instead of three mornings.
    Tommy Reilly @ 21 Nov 2012, 11:32 :: Thanks Declan. I have written to them today and we will see. I would need a bit of training but the space is there.
Castleforbes Exile @ 21 Nov 2012, 12:15 :: Sad but it is the same story everywhere. The garda station went, the school is down to two teachers, now this. Rural Ireland is being closed down one building at a time.
Pat Mc @ 21 Nov 2012, 14:50 :: Will there be a public meeting? A few of us would like to go and make the case.
  Lakeland FM News @ 21 Nov 2012, 15:20 :: Pat, Drumcarra Community Council has told us there will be a public meeting in the parish hall on Monday at 8pm. We will have a reporter there.
""")

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<div class="lk-c" id="lkc-{700 + i}"><div class="lk-c-head"><strong>{esc(n.who)}</strong> <em>{esc(n.at)}</em></div>'
            f'<div class="lk-c-text">{ptext(n.body)}</div><div class="lk-c-foot"><a href="#lk-form">Reply</a> | <a href="#">Like ({num(n.who, 0, 9)})</a></div>'
            + (f'<div class="lk-replies">{sub}</div>' if sub else "")
            + "</div>"
        )

    callers_html = (
        '<div class="lk-calls"><h3>On the line this morning</h3><p class="lk-calls-note">Callers to The Morning Show with Seán Cullinane, Wednesday 21 November. '
        "Phone 1850 000 000 or text 51000 to have your say.</p><dl>"
        + "".join(
            f'<dt><b>{esc(who)}</b> <span class="lk-at">{esc(t)}</span></dt><dd>{esc(what)}</dd>'
            for who, t, what in callers
        )
        + "</dl></div>"
    )
    after = (
        callers_html
        + '<div id="st-talk" class="lk-talk"><h3>Your comments (6)</h3>'
        + draw(ns, item, lambda s, _p: s)
        + "<div id=\"lk-form\"><p>Comments are moderated before they appear. Please keep it clean and don't name anyone who isn't in the story.</p>"
        '<form action="/comment" method="post"><p>Name <input type="text" name="n" /></p><p><textarea name="c" rows="4" cols="55"></textarea></p><p><input type="submit" value="Post" /></p></form></div></div>'
    )
    side = (
        box(
            "ie-lakeland",
            "On air now",
            "<p><b>The Morning Show</b> with Seán Cullinane, 9am-12pm. Text 51000.</p>",
        )
        + box(
            "ie-lakeland",
            "Death notices",
            links(
                (
                    "Kathleen (Kitty) Brennan, Kilglass",
                    "John Joe Cafferky, Castleforbes",
                    "Mary Dolan (née Finnegan), Drumcarra",
                ),
                "/deaths/",
            ),
        )
        + most_read(
            "ie-lakeland",
            """
Drumcarra post office to close in January | 1,842
Gardaí appeal for witnesses after Castleforbes crash | 1,310
County minor footballers through to final | 920
""",
            "Most read",
        )
        + box(
            "ie-lakeland",
            "Competitions",
            "<p>Win a hamper from Cullen's SuperValu: text HAMPER to 51000.</p>",
        )
    )
    style = (
        ".lk-calls{background:#f2f5fa;border-left:4px solid #c8102e;padding:6px 10px;margin:14px 0}.lk-calls dt{margin-top:6px}.lk-at{color:#888;font-size:11px}.lk-calls dd{margin:2px 0 0 16px}"
        ".lk-calls-note{font-size:11px;color:#666}.lk-talk{margin-top:16px}.lk-c{border-top:1px solid #e5e5e5;padding:6px 0}.lk-c-head em{color:#999;font-size:11px}"
        ".lk-c-text p{margin:3px 0}.lk-c-foot{font-size:10px}.lk-replies{margin-left:28px;border-left:2px solid #d6deea;padding-left:8px}"
    )
    piece = Piece(
        "Drumcarra post office to close in January",
        "Lakeland FM News",
        "2012-11-21T08:30:00+00:00",
        "Wednesday, 21 November 2012 08:30",
        """
Drumcarra post office will close on January 11, An Post has confirmed, after the postmaster's contract was not renewed.

Customers will be transferred to the Castleforbes office, 11 kilometres away. The company said the Drumcarra office had fewer than 150 transactions a week.

Local representatives have called for the decision to be reversed, and the closure was the main topic on this morning's phone-in on The Morning Show.
""",
        section="News",
        tags=("Drumcarra", "post office", "rural services"),
        caption="Listen back: The Morning Show, 21 November, part 1",
        count_line="6 comments",
    )
    return case(
        "bx-ie-radio-callers",
        "mixed",
        "ie-lakeland",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/drumcarra-post-office-to-close-in-january",
        reveal="on_load",
        container="div#st-talk.lk-talk: h3 'Your comments (6)', div.lk-c (div.lk-c-head strong + em time, div.lk-c-text, div.lk-c-foot), replies in div.lk-replies inside their parent, three levels; above it div.lk-calls, a dl of the phone-in's callers",
        heading="Your comments (6)",
        description="An Irish local radio station's news site of 2012: a post-office closure story with an audio player, the morning phone-in's 5 callers as a definition list (caller and area, '9.12am', a sentence on what they said), then 6 readers' comments nested three levels in reply boxes (one caller, Tommy, also comments; the station answering once); the right column's on-air box, death notices, most read with counts and a competition. Truth: the 6 comments, not the callers.",
        static=True,
        lookalikes=("a radio phone-in's callers: name and area, time, what they said",),
    )


def ca_spotted() -> Case:
    sightings = rows("""
sent by Jess K. | 11:48 PM | Spotted: a certain Oscar-nominated actor eating poutine at the counter of the Lantern Diner on Bank St., in a toque and sunglasses. At midnight.
sent by @danforth_dan | 10:15 PM | Spotted: two members of that band from Winnipeg buying guitar strings at Pappas Music before their show at the Roxy.
sent by Melanie | 6:30 PM | Spotted: the mayor waiting in line for 20 minutes at the new dumpling place on Somerset like everyone else. Respect.
sent by anonymous | 2:05 PM | Spotted: the star of that cop show they film downtown, walking a very small dog in a very large coat past the market.
sent by Rob T. | 12:40 PM | Spotted: a hockey legend signing napkins for the kitchen staff at Fiore on Preston. He tipped well, we hear.
""")
    ns = talk("""
nightowl_ott @ 3 hours ago :: Finally a proper late-night spot in Centretown. Went Friday, the smoked trout on rye was excellent and the room was still full at 1 a.m.
  Dana P. @ 2 hours ago :: Agree on the trout. The cocktails were a bit sweet for me though, ask them to go easy on the syrup.
    nightowl_ott @ 2 hours ago :: Good tip, will try the old fashioned dry next time.
Sam B @ 3 hours ago :: $16 for a sandwich is not "neighbourhood prices" though. Who is this for?
  Chef Aurélie (Loupiote) @ 1 hour ago :: Hi Sam, Aurélie from Loupiote here. The trout is smoked in-house over two days, which is why it costs what it does, but we have a $9 late-night menu after 11 every night. Come say hi.
    Sam B @ 45 minutes ago :: That's fair, thanks for answering. Will check out the late menu.
Kristen L @ 2 hours ago :: Is there any parking? Everything on that block is permit only after 7.
Marc-André @ 20 minutes ago :: Went last night on the strength of this review. Lovely staff, tiny room, go early or be ready to wait.
""")

    def item(i: int, n: Note) -> str:
        d = depth(ns, i)
        return (
            f'<div class="mm-cmt depth-{d + 1}{" mm-owner" if n.who.startswith("Chef") else ""}" id="mm-{3301 + i}" style="margin-left:{d * 36}px">'
            f'<img class="mm-av" src="/_avatar/mm-{i}.svg" alt="" width="28" height="28" /><span class="mm-who">{esc(n.who)}</span> <span class="mm-ago">{esc(n.at)}</span>'
            f'{ptext(n.body, "mm-txt")}<span class="mm-act"><a href="#">Like</a> ({num(n.who + str(i), 0, 12)}) · <a href="#mm-form">Reply</a> · <a href="#">Flag</a></span></div>'
        )

    # page order: a depth-first walk, each reply under its parent
    order: list[int] = []

    def walk(p: int | None) -> None:
        for k, n in enumerate(ns):
            if n.parent == p:
                order.append(k)
                walk(k)

    walk(None)
    spotted = (
        '<div class="mm-spotted"><h3>Spotted! Tonight around town</h3><p class="mm-sp-note">Seen someone famous? Tweet us #MidtownSpotted or email spotted@midtown.example.</p><ul>'
        + "".join(
            f'<li><span class="mm-sp-by">{esc(b)}</span> <span class="mm-sp-t">{esc(t)}</span><p>{esc(x)}</p></li>'
            for b, t, x in sightings
        )
        + "</ul></div>"
    )
    after = (
        '<div id="nb-talk" class="mm-talk"><h3>8 comments</h3>'
        + "".join(item(k, ns[k]) for k in order)
        + '<div id="mm-form"><h4>Leave a comment</h4><p><small>Comments are moderated. Be nice.</small></p><form action="/comments/add" method="post"><textarea name="c" rows="4" cols="55"></textarea><br /><input type="submit" value="Post comment" /></form></div></div>'
    )
    side = (
        spotted
        + most_read(
            "ca-midtown",
            """
The 10 best patios in the city | 41 comments
Loupiote: Centretown finally gets a late-night kitchen | 8 comments
Where to skate this weekend | 12 comments
""",
            "Most talked about",
        )
        + around_web(
            "ca-midtown",
            """
Toronto's best-kept weekend getaway | TravelCanada Daily
The winter coat every stylist owns | StyleFile
""",
        )
        + newsletter("ca-midtown", "Midtown Weekender: where to eat, drink and go out, every Thursday.")
    )
    style = (
        ".mm-spotted{background:#fff6e5;border:1px solid #f0d9a8;padding:8px 12px;margin-bottom:16px}.mm-spotted ul{list-style:none;margin:0;padding:0}.mm-spotted li{border-top:1px dotted #e0c58e;padding:4px 0}"
        ".mm-sp-by{font-weight:bold}.mm-sp-t{color:#999;font-size:11px}.mm-spotted p{margin:2px 0}.mm-sp-note{font-size:10px;color:#777}"
        ".mm-talk{margin-top:20px}.mm-cmt{border-bottom:1px solid #eee;padding:6px 0}.mm-av{vertical-align:middle;margin-right:6px}.mm-who{font-weight:bold}.mm-ago{color:#999;font-size:11px}"
        ".mm-txt{margin:3px 0 3px 34px}.mm-act{font-size:11px;color:#999;margin-left:34px}.mm-owner .mm-who{color:#c0392b}"
    )
    piece = Piece(
        "Loupiote: Centretown finally gets a late-night kitchen",
        "Posted by Jenna Cho on",
        "2013-10-04T16:00:00-04:00",
        "October 4, 2013",
        """
For a city that complains loudly about having nowhere to eat after 10, Centretown has been slow to do anything about it. Loupiote, which opened last week in the old locksmith's on Gilmour, wants to change that.

The room seats 28, the kitchen stays open until 1 a.m., and chef Aurélie Gagnon's menu is short: smoked fish on rye, a daily soup, a very good tourtière and whatever the bar can turn into dessert.

Prices are not low, but a late-night menu after 11 keeps things reasonable, and the staff are the friendliest we have met this year.
""",
        section="Food",
        tags=("restaurants", "Centretown", "late night"),
        caption="The bar at Loupiote.",
        count_line="8 comments",
    )
    return case(
        "bx-ca-spotted-mixed",
        "mixed",
        "ca-midtown",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/food/2013/10/loupiote-centretown-late-night-kitchen/",
        reveal="on_load",
        container="div#nb-talk.mm-talk: h3 '8 comments', flat div.mm-cmt siblings indented by a depth-n class and an inline margin (span.mm-who, span.mm-ago '3 hours ago', p.mm-txt, 'Like (n) · Reply · Flag'); at the top of the sidebar div.mm-spotted, readers' celebrity sightings",
        heading="8 comments",
        description="A Canadian city magazine's blog of 2013: a restaurant review with 8 readers' comments as flat siblings indented three levels by a depth class and an inline margin, relative times ('3 hours ago', '45 minutes ago'), 'Like (n)', the chef answering once; at the top of the sidebar 'Spotted! Tonight around town', 5 readers' celebrity sightings each with the tipster ('sent by Jess K.'), a time and a sentence; most talked about with counts, sponsored links and a newsletter. Truth: the 8 comments, not the sightings.",
        static=True,
        lookalikes=("readers' celebrity sightings: tipster, time, the sighting",),
    )


def mixed_bx() -> list[Case]:
    return [ie_phone_in(), ca_spotted()]
