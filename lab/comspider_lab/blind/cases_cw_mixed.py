"""Blind set CW: two mixed pages, a real readers' discussion beside a list of a kind no earlier set listed: a village
community site's church prayer board in the sidebar (names, dates, requests, "Praying (n)") beside 6 readers'
responses to a church roof appeal, two of them answers nested in their parent (Drupal-like); a harbour town paper's
tall ship's log inside the article (watch leaders' timed entries) above 5 readers' views whose names come after the
text. Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cw_common import (
    Bits,
    Case,
    Note,
    Piece,
    case,
    esc,
    links,
    most_read,
    newsletter,
    num,
    paras,
    rows,
    seeds,
    side,
    tag_cloud,
    talk,
    tree,
)


def prayer_board() -> Case:
    ns = talk("""
Keith Rowlands @ 14 May 2013 - 9:22pm :: Good to see the scaffolding up at last. My grandparents were married at St Aldhelm's in 1931 and I would hate to see it shut up like St Peter's at Lowfield. Cheque is in the post.
Anne Mayhew @ 14 May 2013 - 10:05pm :: Does anyone know whether the bells will still be rung while the work is going on? Practice night is Wednesday and we've had no word from the tower captain.
  Rev. Clare Penhallow @ 15 May 2013 - 8:40am :: Hello Anne, the contractors have asked us not to ring until the north aisle is finished, probably the end of June. Bob will be in touch with all the ringers this week. Thank you for asking!
Martin Giles @ 15 May 2013 - 11:17am :: £40,000 out of £185,000 is a good start but we are a long way off yet. Has the PCC applied to the Heritage Lottery Fund? They helped with the chapel roof at Harcombe.
  Gillian Moss @ 15 May 2013 - 12:02pm :: Martin, yes, the application went in back in March and the decision is due in September. I'll update this story when we hear.
Sheila (Lowfield) @ 16 May 2013 - 7:30am :: The coffee morning raised £212 on Saturday, not £200 as it says above! Thank you to everyone who came and bought cake. // Next one is 8 June, same time, in the church hall as the nave is full of scaffolding.
""")

    def item(i: int, n: Note, sub: str) -> str:
        rid = 5102 + 7 * i
        return (
            f'<a id="r{rid}"></a><div class="bb-resp{" bb-odd" if i % 2 else ""}"><div class="bb-rmeta">'
            f'<span class="bb-rname">{esc(n.who)}</span> <span class="bb-rdate">{esc(n.at)}</span></div>'
            f'<div class="bb-rtext">{paras(n.body)}</div><ul class="bb-rlinks"><li><a href="/respond/reply/{rid}">reply</a></li></ul></div>'
            + (f'<div class="bb-indent">{sub}</div>' if sub else "")
        )

    board = rows("""
Margaret T. | 12 May | For my husband Alan, who has his operation at Derriford on Tuesday. And for the nurses on ward 7, who have been so kind to us both.
A mother in Lowfield | 11 May | For my son, who is struggling at university and won't talk to us. That he knows he can always come home.
Dennis | 10 May | A thanksgiving: forty years married to June on Saturday. Please pray for us both as we carry on!
The Pryor family | 9 May | For Grandad Ted, at peace now. Thank you for all your prayers and your cards.
Lucy | 7 May | For everyone sitting exams this month, especially the Year 11s at Lowfield Academy.
Anonymous | 6 May | For a friend who has lost her job and her flat in the same week.
""")
    prayers = (
        '<div class="bb-pb"><p class="bb-pbi">Left on the prayer board at St Aldhelm\'s and online this week. The prayer team prays for every request at Thursday evening prayer.</p><ul>'
        + "".join(
            f'<li><img src="/_avatar/bb-p{i}.svg" alt="" width="24" height="24"> <b>{esc(n)}</b> <small>{esc(d)}</small><br>{esc(x)}'
            f'<br><a class="bb-pray" href="#pray-{i}">Praying ({num(n, 6, 24)})</a></li>'
            for i, (n, d, x) in enumerate(board)
        )
        + '</ul><p><a href="/churches/prayer-board/add">Add a request</a></p></div>'
    )
    after = (
        '<div class="bb-responses"><h2 class="bb-rh">Responses</h2>'
        + tree(ns, item)
        + '<h3>Add your response</h3><form action="/respond" method="post"><p>Your name: <input type="text" name="name"></p>'
        '<p><textarea name="body" rows="5" cols="60"></textarea></p><p><input type="submit" value="Save"> <input type="submit" value="Preview"></p></form></div>'
    )
    sidebar = (
        side("st-brannock", "Your prayer requests", prayers, "prayerboard")
        + side(
            "st-brannock",
            "Church services this Sunday",
            "<ul><li>St Aldhelm's, Brannock Bridge: 9.30am Parish Communion (in the church hall)</li>"
            "<li>Lowfield Methodist: 10.45am Morning Worship</li><li>St Peter's, Lowfield: closed</li></ul>",
        )
        + most_read(
            "st-brannock",
            """
Lowfield post office to move into the Co-op | 612
St Aldhelm's roof appeal reaches £40,000 as scaffolding goes up | 488
Brannock Bridge in Bloom: judges visit on 20 July | 301
Parish council: speed cameras for the A3072? | 276
""",
            "reads",
            "Popular this week",
        )
        + tag_cloud(
            "st-brannock",
            "bells, church hall, coffee morning, fundraising, heritage, Lowfield, parish council, roof, St Aldhelm's, volunteers",
        )
    )
    style = (
        ".bb-pb ul{list-style:none;padding:0}.bb-pb li{border-bottom:1px dotted #ccc;padding:4px 0;font-size:12px}.bb-pbi{font-size:11px;color:#777}.bb-pray{font-size:11px}"
        ".bb-responses{margin-top:20px}.bb-rh{color:#4b3c78;border-bottom:1px solid #4b3c78}.bb-resp{padding:6px 8px;border-bottom:1px solid #eee}.bb-odd{background:#f7f6fb}"
        ".bb-rname{font-weight:bold}.bb-rdate{font-size:11px;color:#888}.bb-rtext p{margin:3px 0}.bb-rlinks{list-style:none;padding:0;margin:0;font-size:11px}.bb-indent{margin-left:28px}"
    )
    piece = Piece(
        "St Aldhelm's roof appeal reaches £40,000 as scaffolding goes up",
        "Gillian Moss",
        "2013-05-14T18:30:00+01:00",
        "Tue, 14/05/2013 - 18:30",
        """
Scaffolding went up around the north aisle of St Aldhelm's church on Monday, as the appeal to repair its roof passed £40,000, a little over a fifth of the £185,000 needed.

Lead was stolen from the north aisle roof in November 2011 and the temporary covering has leaked ever since. The damp has reached the wall paintings over the north door, which date from the fifteenth century.

The first stage of the work, to make the roof watertight with stainless steel sheeting, is expected to take eight weeks. Services are being held in the church hall in the meantime.

Recent fundraising has included a sponsored walk from Brannock Bridge to Lowfield, which raised £1,650, and a coffee morning on Saturday which raised £200. Donations can be made at the church, at the post office, or through the parish website.
""",
        section="Churches",
        tags=("St Aldhelm's", "roof appeal", "fundraising"),
        caption="Scaffolding on the north aisle of St Aldhelm's on Monday morning.",
    )
    return case(
        "cw-prayer-board-mixed",
        "mixed",
        "st-brannock",
        piece,
        Bits(after=after, side=sidebar, style=style, top="Brannock Bridge"),
        seeds(ns),
        path="/churches/st-aldhelms-roof-appeal-reaches-40000-scaffolding-goes",
        container="div.bb-responses: h2 'Responses', a#r<number> then div.bb-resp (span.bb-rname NAME, span.bb-rdate DATE, div.bb-rtext p, 'reply'), replies in a following div.bb-indent",
        heading="Responses",
        description="A village community site of 2013 on a Drupal-like template: a church roof appeal story with 6 readers' responses under 'Responses', two of them answers in the following indented div (the vicar, the article's author); in the sidebar 'Your prayer requests', a church prayer board of 6 requests (avatar, name, date, request, 'Praying (n)'); Sunday services, popular this week with counts, a tag cloud. Most awkward: the prayer board's named, dated short texts with counts have a discussion entry's shape, under a heading that could be one.",
        lookalikes=("a church's prayer requests: name, date, text, count",),
    )


def ship_log() -> Case:
    views = rows("""
Sarah Pengelly | St Eval | 19 Aug 2013 6:14pm | My daughter was one of the twelve and she has not stopped talking about it since Saturday. She went out a shy fifteen-year-old and came back asking when she can do the next one. // Thank you to Alan, Kerry, Deborah and the whole crew.
RJ | Penwithen | 19 Aug 2013 7:02pm | Lovely story, but who pays for all this? The Gazette should say how much the trust gets from the council.
Mike Tonkin | Hayle | 19 Aug 2013 8:40pm | RJ, it's in the last paragraph: the trust gets nothing from the council. It's charity money and what families pay, with bursaries for those who can't.
Colin Hext | Plymouth | 20 Aug 2013 9:55am | I sailed on her predecessor in 1979 and I still remember seeing the Wolf Rock at dawn. Some things don't change, thank goodness.
Wendy |  | 20 Aug 2013 1:12pm | Is there an upper age limit? I'm 52 and would love to do this.
""")
    towns = [town for _w, town, _t, _x in views]
    ns = [Note(w, t, x.replace(" // ", "\n\n"), None, 0) for w, _town, t, x in views]
    log = rows("""
Alan Trewin, skipper | Day 1, 1830 | Slipped Penwithen quay on the evening tide. Wind south-west 4. Twelve trainees aboard, eleven of them never been to sea before. Two seasick before the breakwater.
Kerry Bolitho, watch leader | Day 2, 0400 | Dawn watch. Wolf Rock light abeam to port at 0315. Jake, 16, steered for two hours without a word and held her within five degrees.
Alan Trewin, skipper | Day 3, 1200 | Noon position 49°02'N 5°58'W. Hove to for an hour to let a French fishing fleet through. The galley team made pasties. We are all friends again.
Deborah Quick, mate | Day 5, 2200 | Gale warning for Sole. Took in the topsails. Every trainee clipped on. Nobody complained, which tells you how tired they were.
Kerry Bolitho, watch leader | Day 7, 0600 | Alongside in Roscoff. Shore leave until 1700. Three trainees came back wearing the same striped jumper.
Alan Trewin, skipper | Day 10, 1500 | Crossing back in light airs, four knots under all plain sail. Dolphins off the bow for most of the afternoon.
Deborah Quick, mate | Day 11, 1100 | Alongside Penwithen. Twelve trainees, twelve certificates. Sorry to the mum who asked if we could keep hers for another week: we can't.
""")
    inside = (
        '<div class="pg-log"><h3>From the ship\'s log</h3><p class="pg-li">Entries from the Morwenna Rose\'s log, sent to the Gazette by satellite phone and e-mail during the voyage.</p>'
        + "".join(
            f'<div class="pg-le"><span class="pg-lt">{esc(t)}</span> <strong>{esc(w)}</strong><p>{esc(x)}</p></div>'
            for w, t, x in log
        )
        + "</div>"
    )

    def view(i: int, n: Note) -> str:
        vid = 88120 + 3 * i
        return (
            f'<div class="pg-v" id="v{vid}">{paras(n.body)}<p class="pg-vby"><b>{esc(n.who)}</b>{", " + esc(towns[i]) if towns[i] else ""} · {esc(n.at)}</p>'
            f'<p class="pg-va"><a href="/recommend/{vid}">Recommend ({num(n.who, 0, 19)})</a> | <a href="/report/{vid}">Report</a></p></div>'
        )

    after = (
        '<div class="pg-views"><h3>Your views</h3>'
        + "".join(view(i, n) for i, n in enumerate(ns))
        + '<p class="pg-rules">You must be registered to have your say. <a href="/register">Register</a> | <a href="/login">Sign in</a>. '
        "Please read our house rules.</p></div>"
    )
    rail = (
        most_read(
            "fal-harbour",
            """
Tall ship back in Penwithen after 11-day voyage | 1,877
Harbour car park charges to double in September | 1,640
Pilchard boats land best catch in a decade | 922
Lifeboat called to kayakers off Gurnard's Head | 810
Regatta results: every race, every class | 655
""",
            "reads",
        )
        + side(
            "fal-harbour",
            "Tide times: Penwithen",
            "<table><tr><td>HW</td><td>05:42</td><td>4.9m</td></tr><tr><td>LW</td><td>11:58</td><td>1.1m</td></tr>"
            "<tr><td>HW</td><td>18:06</td><td>5.1m</td></tr></table>",
        )
        + newsletter("fal-harbour", "Get the Gazette's headlines every morning, free.")
        + side(
            "fal-harbour",
            "What's On",
            links(
                ("Harbour Day, Sat 24 Aug", "Gig racing: county finals", "Quay Street art trail"),
                "/whats-on/",
            ),
        )
    )
    style = (
        ".pg-log{background:#eef6f6;padding:6px 12px;margin:12px 0}.pg-log h3{color:#0d5c63;margin:4px 0}.pg-li{font-size:11px;color:#777}"
        ".pg-le{border-top:1px dotted #a9c9cb;padding:4px 0}.pg-le p{margin:2px 0}.pg-lt{font-size:11px;color:#0d5c63;font-weight:bold}"
        ".pg-views{border-top:2px solid #0d5c63;margin-top:18px}.pg-v{border-bottom:1px solid #e6e6e6;padding:6px 0}.pg-v p{margin:3px 0}"
        ".pg-vby{font-size:12px;color:#555;font-weight:bold}.pg-va{font-size:11px}.pg-rules{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Tall ship Morwenna Rose back in Penwithen after 11-day voyage with young crew",
        "Tamsin Carne",
        "2013-08-19T12:00:00+01:00",
        "Monday, August 19, 2013",
        """
The sail training ship Morwenna Rose came alongside Penwithen quay on Saturday morning after an eleven-day voyage to Brittany and back, with twelve young people from the county as her trainee crew.

The trainees, aged 15 to 18, stood watches day and night, took the helm, worked aloft and cooked for the ship's company of twenty. The voyage took in a night of gale warnings in sea area Sole and two days in Roscoff.

Skipper Alan Trewin said: "They left as twelve strangers and came back as a crew. That is the whole point."

The Morwenna Rose Trust, which owns the ship, receives no money from the council. It is paid for by donations and by what families pay for a berth, and it offers bursaries to young people who could not otherwise go.
""",
        dek="Twelve trainees stood watches day and night on the voyage to Roscoff and back.",
        section="Harbour",
        tags=("Morwenna Rose", "sail training", "harbour"),
        caption="The Morwenna Rose comes alongside Penwithen quay on Saturday. Picture: Gazette.",
    )
    return case(
        "cw-ship-log-mixed",
        "mixed",
        "fal-harbour",
        piece,
        Bits(inside=inside, after=after, side=rail, style=style, top="Penwithen HW 05:42"),
        seeds(ns),
        path="/news/harbour/tall-ship-morwenna-rose-back-in-penwithen-1-2214457",
        container="div.pg-views: h3 'Your views', div.pg-v#v<number> (p text, then p.pg-vby 'b NAME, TOWN · DATE', 'Recommend (n) | Report')",
        heading="Your views",
        description="A Cornish harbour town's paper of 2013 in its own CMS: a tall ship's return with 'From the ship's log' inside the article (7 entries: day and time, the watch leader's name and role, a few lines; three people two or three times each), then 'Your views' with 5 readers' views, the name and town after the text, flat; most read with counts, tide times, a newsletter box, what's on. Most awkward: the log's named, timed short texts sit inside the article above the real discussion, and the readers' names come only after their texts.",
        lookalikes=("a ship's log: time, watch leader, text",),
    )


def mixed_cw() -> list[Case]:
    return [prayer_board(), ship_log()]
