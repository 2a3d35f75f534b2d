"""Blind set BF: five English discussions, each the thread of an invented forum engine shown under a 2008-2013 news
or magazine article, with its one awkward trait: a robot's first post in the posts' own table (en-gantry), long
signatures under rules (en-kiteline), page 1 of 4 of a thread of 71 posts (en-oddbin), quotes nested two levels
(en-pixelmill), edited-by lines, a moderator's note and a deleted post (en-harrowgate). Every class name, name,
place and text invented for this set; each post written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bf_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    member,
    paras,
    seeds,
    snippet,
    thread,
)

MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def gantry_bypass() -> Case:
    cs = thread("""
Maggie Threlfall | 14-05-2009, 08:12 AM | - | r=Regular | Forty years they have been talking about a bypass for Brennock. My father signed a petition for one in 1971. I will believe it when I see a digger.
dunnock_rd | 14-05-2009, 08:40 AM | 0 | q,r=Member | Same here, but this is the first time there's money attached to it. Option B through the old railway cutting is the only one that doesn't flatten somebody's house.
TomCarrow | 14-05-2009, 09:03 AM | - | r=Senior Member | Has anyone actually looked at the maps at the library? Option A goes straight over the water meadows at Heddon. They flood every winter.
Brennock Lad | 14-05-2009, 09:35 AM | 2 | q,r=Member | I went on Tuesday. The maps are fine but there's no indication of how high the embankment would be. That's the part people will care about.
Maggie Threlfall | 14-05-2009, 10:02 AM | 3 | q,r=Regular | The man from the highways department told me four metres at the highest point. He wasn't sure though, he said to put the question on the form.
J. Penhale | 14-05-2009, 11:48 AM | - | r=Junior Member | Whichever route they choose, can they please do something about the lorries on Mill Street in the meantime? The windows on our side shake from six in the morning.
OldRoadman | 14-05-2009, 01:15 PM | - | r=Member | Worked on the county roads for thirty years. The railway cutting is solid chalk and drains well. That's your cheapest option and the quickest to build, whatever the consultants say.
dunnock_rd | 14-05-2009, 01:52 PM | 6 | q,r=Member | Good to hear from someone who knows the ground. Would the old bridge at Tarn Lane have to come down for it?
Cllr Ruth Asher | 14-05-2009, 03:20 PM | - | r=Councillor | Just to say the exhibition is also at Heddon village hall on Saturday 23rd from ten till four, with officers there to answer questions. Forms can be handed in there too.
TomCarrow | 14-05-2009, 04:05 PM | 8 | q,r=Senior Member | Thanks Ruth. Any chance of an evening session for those of us who work Saturdays?
""")
    bot = (
        "Courier Bot",
        "13-05-2009, 06:00 PM",
        (
            "This is the discussion thread for the article: Bypass route: three options go to public consultation. "
            "Read the full story on the Courier website. Please keep the discussion civil and on topic."
        ),
    )

    def user_cell(name: str, rank: str, n: int) -> str:
        joined, posts = member(name, MONTHS_EN)
        return (
            f'<td class="qb-user" valign="top" width="160"><a class="qb-uname" href="/forums/member.php?u={n}">{esc(name)}</a>'
            f'<div class="qb-rank">{esc(rank)}</div><img class="qb-av" src="/_avatar/qb-{n}.svg" alt="" width="60" height="60" />'
            f'<div class="qb-stats">Join Date: {esc(joined)}<br />Posts: {posts:,}</div></td>'
        )

    def post(n: int, name: str, when: str, rank: str, body: str) -> str:
        return (
            f'<table class="qb-post" id="post{58210 + n}" width="100%" cellspacing="0" cellpadding="4">'
            f'<tr class="qb-head"><td>{esc(when)}</td><td align="right"><a href="#post{58210 + n}">#{n + 1}</a></td></tr>'
            f"<tr>{user_cell(name, rank, n)}"
            f'<td class="qb-msg" valign="top">{body}</td></tr>'
            '<tr class="qb-tools"><td></td><td align="right"><a href="#quote">Quote</a> <a href="#reply">Reply</a> '
            '<a href="#report">Report Post</a></td></tr></table>'
        )

    out = [
        post(
            0,
            bot[0],
            bot[1],
            "Newsroom account",
            f'<div class="qb-text">{esc(bot[2])} <a href="/local/bypass-route-consultation.html">View article</a></div>',
        )
    ]
    for i, c in enumerate(cs):
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = (
                f'<div class="qb-quote"><div class="qb-qhead">Originally Posted by <b>{esc(p.name)}</b></div>'
                f'<div class="qb-qbody">{esc(snippet(p.text))}</div></div>'
            )
        out.append(
            post(
                i + 1,
                c.name,
                c.when,
                c.get("r"),
                f'{quote}<div class="qb-text">{paras(c.text, br=True)}</div>',
            )
        )
    block = (
        '<div class="qb-embed"><h3 class="qb-title">From the Gantry Forums: Bypass route: three options go to public consultation</h3>'
        '<p class="qb-count">11 posts · <a href="/forums/showthread.php?t=9127">Join the discussion</a></p>'
        + "".join(out)
        + '<p class="qb-foot"><a href="/forums/newreply.php?t=9127">Post a reply</a> · <a href="/forums/">Gantry Forums index</a></p></div>'
    )
    css = ".qb-post{border:1px solid #b8c4d0;margin:0 0 8px}.qb-head td{background:#dde5ee;font-size:11px}.qb-user{background:#f4f6f8;font-size:11px}.qb-quote{border:1px inset #ccc;background:#fafafa;margin:4px 0;padding:4px;font-size:12px}"
    st = Story(
        "Bypass route: three options go to public consultation",
        "By Alan Greaves, Transport Reporter",
        "2009-05-13T17:30:00+01:00",
        "Wednesday, May 13, 2009",
        """
Three possible routes for a Brennock bypass will go on show to the public from tomorrow, the county council confirmed this afternoon, after funding for the scheme was included in the regional transport plan for the first time.

Option A would run east of the town across the Heddon meadows, option B would follow the line of the railway closed in 1964, and option C would widen the existing road through Mill Street and Tarn Lane.

Maps and models are at Brennock library until the end of the month. A decision on a preferred route is expected in the autumn, with building work not before 2012.
""",
        lead="Residents have until the end of the month to give their views on the long-awaited scheme.",
        section="Local",
        related=("Mill Street lorry ban ruled out", "Library opening hours cut", "Heddon show dates set"),
        tags=("Brennock bypass", "roads", "county council"),
    )
    return make(
        "bf-en-gantry-botfirst",
        "discussion",
        "en-gantry",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/local/bypass-route-consultation.html",
        container="div.qb-embed: h3 'From the Gantry Forums: …', one table.qb-post per post (a head row with the date and '#n', td.qb-user with name, rank, avatar, 'Join Date', 'Posts', td.qb-msg with div.qb-quote 'Originally Posted by NAME' and div.qb-text, a tools row Quote / Reply / Report Post); the first table is the newsroom robot's post linking the article",
        heading="From the Gantry Forums: Bypass route: three options go to public consultation",
        description="A 2009 regional paper's forum thread (engine 'QuillBoard', invented) under the article: 10 readers' posts after the newsroom robot's opening post in the same table markup (its trait: the robot's post, which is not a reader comment); answers quote their parent ('Originally Posted by'), chains up to three deep.",
    )


def kiteline_halyard() -> Case:
    cs = thread("""
Ollie Brandreth | 02 Jul 2010 19:40 | - | s=1 | Good piece. I sailed the Merrow Sound race two years ago in a borrowed dinghy and the tide at Gull Point caught out half the fleet, us included. Anyone doing it this year?
Fen Maddox | 02 Jul 2010 20:12 | 0 | q,s=2 | We are, if the new jib arrives in time. The secret at Gull Point is to stay close under the rocks even though every instinct tells you not to.
SaltyAnnie | 03 Jul 2010 07:55 | - | s=3 | The photo of the capsize at the start line made me laugh out loud. That's been me more times than I want to count.
Ken Oduya | 03 Jul 2010 09:30 | - | - | Does anyone know if the club still runs the rescue boat rota for visitors? Last time we had to bring our own cover.
Fen Maddox | 03 Jul 2010 10:04 | 3 | q,s=2 | They do, you pay ten pounds with the entry and they sort it out. Ask for Dilys at the hut.
Ollie Brandreth | 03 Jul 2010 12:18 | 1 | q,s=1 | Under the rocks it is. I'll wave as you go past.
Petra Lind | 04 Jul 2010 16:47 | - | s=4 | Lovely to see the article mention the youth fleet. My daughter did her first race there at nine and hasn't stopped talking about boats since.
""")
    sigs = {
        "1": "'Marigold' — Wayfarer 8841, Merrow SC. // If it floats, I have fallen off it.",
        "2": "Helm, 'Second Wind' (Enterprise 20417) // \"The sea finds out everything you did wrong.\" // Crew wanted for the autumn series — PM me",
        "3": "Annie · RS 200 · still learning to roll-tack // My capsize photo album: click here (38 pictures and counting)",
        "4": "Proud mum of a Topper sailor. // Merrow youth fleet fundraising: cakes every Sunday at the clubhouse.",
    }

    def sig(key: str) -> str:
        if not key:
            return ""
        lines = sigs[key].split(" // ")
        link = ' <a href="/forum/album/annie">view</a>' if key == "3" else ""
        return (
            '<hr class="hf-rule" /><div class="hf-sig">'
            + "<br />".join(esc(x) for x in lines)
            + link
            + "</div>"
        )

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = (
                f'<blockquote class="hf-q"><cite>Quote from: {esc(p.name)} on {esc(p.when)}</cite>'
                f"{esc(snippet(p.text, 70))}</blockquote>"
            )
        joined, posts = member(c.name, MONTHS_EN)
        return (
            f'<div class="hf-msg" id="msg{3301 + i}"><div class="hf-poster"><b>{esc(c.name)}</b> '
            f'<span class="hf-stars">★★★</span> <span class="hf-info">Posts: {posts} · Joined {esc(joined)}</span></div>'
            f'<div class="hf-subj">Re: Merrow Sound race · <span class="hf-when">« Reply #{i + 1} on: {esc(c.when)} »</span></div>'
            f'<div class="hf-body">{quote}{paras(c.text, br=True)}</div>{sig(c.get("s"))}'
            '<div class="hf-btns"><a href="#">Quote</a> · <a href="#">Notify</a> · <a href="#">Report to moderator</a></div></div>'
        )

    block = (
        '<div id="halyard"><h2>Discuss this story in the Kiteline Community</h2>'
        '<p class="hf-nav">Kiteline Community » Racing » Merrow Sound race · <a href="/community/topic,4410.0.html">Join the discussion (7 replies)</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + "</div>"
    )
    css = ".hf-msg{border-bottom:1px solid #ccc;padding:8px 0}.hf-rule{border:0;border-top:1px solid #ddd;width:40%;margin:8px 0 4px 0}.hf-sig{font-size:11px;color:#777}.hf-q{background:#f5f5f0;border-left:3px solid #bbb;margin:4px 0;padding:4px 8px}"
    st = Story(
        "Merrow Sound race returns with a record entry",
        "Words: Bridget Laing",
        "2010-07-01T09:00:00+01:00",
        "July 1, 2010",
        """
The Merrow Sound race, a twelve-mile dash around the islands for anything with a sail and a centreboard, has attracted its largest entry in twenty years: 146 boats, from single-handers to three-person keelboats.

The course is short but notoriously tricky. The ebb tide around Gull Point runs at three knots at springs, and the organisers have timed the start to give the fleet a fair chance of rounding it before it turns.

This year's race also has a youth division for the first time, sponsored by the local chandlery, with 31 entries under the age of sixteen.
""",
        lead="146 boats, a youth division and the same old tide at Gull Point.",
        section="Racing",
        related=("Choosing a cruising dinghy", "Ten knots you actually need", "Winter storage without tears"),
        tags=("Merrow Sound", "dinghy racing", "youth sailing"),
    )
    return make(
        "bf-en-kiteline-signatures",
        "discussion",
        "en-kiteline",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/racing/merrow-sound-race-2010",
        container="div#halyard: h2 'Discuss this story in the Kiteline Community', div.hf-msg per post (div.hf-poster name, stars, posts and joined, div.hf-subj 'Re: … « Reply #n on: … »', div.hf-body with blockquote.hf-q 'Quote from: NAME on …', then hr.hf-rule and div.hf-sig the signature, buttons)",
        heading="Discuss this story in the Kiteline Community",
        description="A 2010 sailing magazine's community thread (engine 'Halyard', invented): 7 posts, answers quote their parent ('Quote from: NAME on …'); its trait: long signatures of one to three lines under a rule on six posts (a boat, a motto, an album link, a fundraising line), not part of the texts.",
    )


def oddbin_parking() -> Case:
    cs = thread("""
Gail Sorensen | 09/03/2011 07:41 | - | - | Two pounds for an hour on market day. Who exactly do they think is going to come into town now?
Deano | 09/03/2011 07:58 | - | - | The supermarket on the ring road has free parking for three hours. Do the maths, council.
Marsham Trader | 09/03/2011 08:15 | - | - | I run a stall on Thursdays. We lost a third of our customers when they put the charges up in 2008 and this will finish a few of us off.
hobnob | 09/03/2011 08:20 | - | - | Park at the leisure centre and walk, it's five minutes. Not everything has to be outside the door.
Gail Sorensen | 09/03/2011 08:34 | 3 | q | Five minutes for you maybe. My mother is 84 and uses a stick.
hobnob | 09/03/2011 08:51 | 4 | q | Fair point, Gail, I wasn't thinking of that. Blue badge holders are still free though, it says so in the article.
Peter Wolstenholme | 09/03/2011 09:10 | - | - | The money goes into a general fund, not into the town centre. That's what annoys me.
Kath | 09/03/2011 09:44 | - | - | Has anyone noticed the machines don't give change either? Two pounds exactly or you lose the difference.
RJ Barraclough | 09/03/2011 10:02 | - | - | I remember when the square was all market and no cars. Maybe pedestrianise the lot and have done.
Deano | 09/03/2011 10:18 | 8 | q | And where do the stallholders unload, RJ? Out of thin air?
Sal from Eastgate | 09/03/2011 11:05 | - | - | Went in yesterday to get a prescription and got a ticket for being four minutes over. Sixty pounds. Lovely.
Marsham Trader | 09/03/2011 11:30 | - | - | Sal, appeal it. The first one is usually let off if you write in within fourteen days.
Bernie | 09/03/2011 12:12 | - | - | Every town round here is doing the same thing. It's not just Marsham.
Kath | 09/03/2011 12:40 | - | - | Bernie, Stalbridge dropped their charges last year and the high street is busier than it's been in years.
Wendy Okafor | 09/03/2011 13:22 | - | - | Is there going to be any consultation or is it already decided? The article says the cabinet meets on the 17th.
Cllr T. Morrow | 09/03/2011 14:05 | 14 | q | It goes to cabinet on the 17th and the meeting is open to the public. Written comments can be sent to the town hall until the 15th.
Wendy Okafor | 09/03/2011 14:30 | 15 | q | Thank you, I'll be there.
lenny_m | 09/03/2011 15:48 | - | - | All these new charges and still no decent bus on a Sunday.
Joanie P | 09/03/2011 17:03 | - | - | My son is doing a petition at the Co-op on Saturday if anyone wants to sign.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="tb-cite"><i>{esc(p.name)} said:</i><br />{esc(snippet(p.text, 60))}</div>'
        joined, posts = member(c.name, MONTHS_EN)
        n = i + 2
        return (
            f'<tr class="tb-row" id="tb{n}"><td class="tb-who"><b>{esc(c.name)}</b><br /><small>Posts: {posts}<br />Since {esc(joined)}</small></td>'
            f'<td class="tb-said"><div class="tb-meta"><a href="#tb{n}">#{n}</a> Posted {esc(c.when)}</div>{quote}'
            f'<div class="tb-words">{paras(c.text, br=True)}</div><div class="tb-act"><a href="#">Quote</a> | <a href="#">Alert</a></div></td></tr>'
        )

    opener = (
        '<tr class="tb-row tb-first" id="tb1"><td class="tb-who"><b>Oddbin Newsdesk</b><br /><small>Staff</small></td>'
        '<td class="tb-said"><div class="tb-meta"><a href="#tb1">#1</a> Posted 08/03/2011 18:00</div>'
        '<div class="tb-words">New story: Market square parking to double to £2 an hour. '
        '<a href="/council/market-square-parking.html">Read it here</a> and tell us what you think.</div></td></tr>'
    )
    pager = (
        '<div class="tb-pager">Page 1 of 4 · <b>1</b> <a href="/talkback/t-1288-p2.html">2</a> <a href="/talkback/t-1288-p3.html">3</a> '
        '<a href="/talkback/t-1288-p4.html">4</a> <a href="/talkback/t-1288-p2.html">Next ›</a></div>'
    )
    block = (
        '<div class="talkback-box"><h3>Talkback: what you are saying</h3>'
        + pager
        + '<table class="tb-thread" width="100%" cellspacing="1">'
        + opener
        + "".join(item(i, c) for i, c in enumerate(cs))
        + "</table>"
        + pager
        + '<p><a href="/talkback/t-1288.html">View full thread (71 replies)</a> · <a href="/talkback/post?t=1288">Have your say</a></p></div>'
    )
    css = ".tb-thread td{border-bottom:1px solid #ddd;vertical-align:top;padding:5px}.tb-who{width:120px;background:#f7f7f2}.tb-cite{background:#eee;padding:3px;font-size:11px}.tb-pager{margin:6px 0;font-weight:bold}"
    st = Story(
        "Market square parking to double to £2 an hour",
        "Newsdesk",
        "2011-03-08T17:00:00+00:00",
        "Tuesday 8 March 2011",
        """
Parking on Marsham market square will cost £2 an hour from April under plans published by the district council, double the current charge.

The council says the rise is needed to close a gap of £180,000 in its car parks budget. Blue badge holders will still park free for up to three hours, and the charge after six in the evening will stay at 50p.

Traders say the change will drive shoppers to the out-of-town supermarket. The plans go to the council's cabinet on March 17.
""",
        section="Council",
        related=(
            "Bin collections move to fortnightly",
            "New mayor takes the chain",
            "Flood defences work starts",
        ),
        tags=("parking", "market square", "district council"),
    )
    return make(
        "bf-en-oddbin-page1of4",
        "discussion",
        "en-oddbin",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/council/market-square-parking.html",
        container="div.talkback-box: h3 'Talkback: what you are saying', a pager 'Page 1 of 4' above and below, table.tb-thread with a row per post (td.tb-who name, posts, since; td.tb-said '#n Posted …', div.tb-cite 'NAME said:' quote, div.tb-words); row #1 is the newsdesk's post linking the article; 'View full thread (71 replies)'",
        heading="Talkback: what you are saying",
        description="A 2011 free weekly's talkback forum (engine 'Talkback', invented): page 1 of 4 of a thread of 71 replies, this page's 19 readers' posts after the newsdesk's opening post; its trait: only the first of four pages on the article, the pager and 'View full thread (71 replies)'; five answers quote their parent ('NAME said:').",
    )


def pixelmill_nested() -> Case:
    cs = thread("""
krustpunk | 22 Nov 2012, 14:02 | - | - | Eight out of ten seems generous for a handheld whose battery dies in three hours. Fun machine, but the review waves that away in one sentence.
Ashgrove | 22 Nov 2012, 14:20 | 0 | q | Three hours with the screen at full brightness. Mine does nearly five on the middle setting, which is what anybody sane uses.
krustpunk | 22 Nov 2012, 14:37 | 1 | q | Nobody plays a handheld on the middle setting on a train in daylight. You can't see a thing.
Mira Valdés | 22 Nov 2012, 15:05 | 2 | q | I do, every morning, and I can see fine. Maybe it depends on the train.
TheBrassLantern | 22 Nov 2012, 15:40 | - | - | The bit I agree with most is the d-pad. It's the first handheld in years where fighting games actually work.
Ashgrove | 22 Nov 2012, 16:02 | 4 | q | Yes! Pulled off a full combo in Iron Orchard on the bus and nearly shouted.
Dev Ramaswamy | 22 Nov 2012, 18:11 | - | - | Any word on whether the European model is region locked? The review doesn't say.
Pellinore | 22 Nov 2012, 19:30 | 6 | q | It isn't. I imported mine and the launch cartridges from two regions both run.
Dev Ramaswamy | 22 Nov 2012, 20:14 | 7 | q | Brilliant, thanks. That makes up my mind then.
""")

    def quote_of(j: int, depth: int) -> str:
        p = cs[j]
        inner = ""
        if depth < 2 and p.has("q") and p.seed.parent is not None:
            inner = quote_of(p.seed.parent, depth + 1)
        return (
            f'<blockquote class="sp-quote"><div class="sp-qwho">{esc(p.name)} wrote:</div>{inner}'
            f'<div class="sp-qtext">{paras(p.text, br=True)}</div></blockquote>'
        )

    def item(i: int, c: C) -> str:
        quote = quote_of(c.seed.parent, 1) if c.has("q") and c.seed.parent is not None else ""
        _joined, posts = member(c.name, MONTHS_EN)
        return (
            f'<div class="sp-post" id="p{77100 + i}"><div class="sp-side"><img src="/_avatar/sp-{i}.svg" alt="" width="48" height="48" />'
            f'<span class="sp-name">{esc(c.name)}</span><span class="sp-lvl">Level {posts % 40 + 1}</span></div>'
            f'<div class="sp-main"><div class="sp-when">{esc(c.when)} · <a href="#p{77100 + i}">Post {i + 1}</a></div>{quote}'
            f'<div class="sp-content">{paras(c.text, br=True)}</div>'
            '<ul class="sp-acts"><li><a href="#">Quote</a></li><li><a href="#">Reply</a></li><li><a href="#">+1</a></li></ul></div></div>'
        )

    block = (
        '<div class="sp-board"><div class="sp-bar"><b>Boards</b> › Hardware › Review: Vantar Pocket · '
        '<a href="/boards/t/33817">Join the discussion (9 replies)</a></div>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<div class="sp-bar"><a href="/boards/t/33817#reply">Reply to this thread</a></div></div>'
    )
    css = ".sp-post{display:flex;border-top:1px solid #ddd;padding:8px 0}.sp-side{width:110px;font-size:12px}.sp-side span{display:block}.sp-main{flex:1}.sp-quote{border:1px solid #ccc;background:#f6f6f6;margin:4px 0;padding:4px 8px;font-size:12px}.sp-acts{list-style:none;padding:0}.sp-acts li{display:inline;margin-right:8px}"
    st = Story(
        "Review: Vantar Pocket",
        "Reviewed by Colm Hennessy",
        "2012-11-21T12:00:00+00:00",
        "21 November 2012",
        """
The Vantar Pocket is the first handheld in a long time that feels like it was designed by people who play games on buses. It is light, the buttons are firm, and the d-pad is, at last, a proper cross rather than a wobbly disc.

The screen is bright and sharp, though at full brightness the battery gives up after about three hours. The launch line-up is thin, but Iron Orchard alone is worth the price for anyone who grew up in arcades.

Verdict: a likeable, well-built machine with one obvious weakness. 8/10.
""",
        lead="A handheld with a proper d-pad at last. Shame about the battery.",
        section="Reviews",
        related=("Iron Orchard: the making of", "Five cartridges to start with", "Preview: Lantern Run"),
        tags=("Vantar Pocket", "handhelds", "review"),
    )
    return make(
        "bf-en-pixelmill-nestedquotes",
        "discussion",
        "en-pixelmill",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/reviews/vantar-pocket-review",
        container="div.sp-board: a bar 'Boards › Hardware › …', div.sp-post per post (div.sp-side avatar, name, level; div.sp-main with the time and 'Post n', blockquote.sp-quote 'NAME wrote:' holding the quoted post whole and, inside it, the post that one quoted, then div.sp-content, actions Quote / Reply / +1)",
        heading=None,
        description="A 2012 games magazine's board thread (engine 'Sprocket Boards', invented) under a review, without a heading of its own: 9 posts; its trait: quotes nested two levels (an answer quotes its parent whole, and inside that quote the post the parent quoted), so two earlier posts' full texts stand inside later posts; parents as the quotes show them, chains four deep.",
    )


def harrowgate_edited() -> Case:
    cs = thread("""
Linda Marchbank | 16-03-2011 07:55 PM | - | e=Linda Marchbank;16-03-2011 at 08:02 PM;spelling | My two went to Fairley Road and so did I. Closing it and bussing 200 children across the ring road to Oakfield makes no sense at all.
StarReader99 | 16-03-2011 08:10 PM | - | - | Falling rolls is the reason given. There are 40 empty places in year 3 alone. You can't keep a school open for sentiment.
Raj Bhatt | 16-03-2011 08:31 PM | 1 | q | The empty places are because the council stopped sending children there two years ago. That was decided before the numbers fell, not after.
StarReader99 | 16-03-2011 08:45 PM | 2 | q,e=StarReader99;16-03-2011 at 09:14 PM;added link to the report | If that's true it should be in the article. Where did you read it? // Found it myself, page 14 of the cabinet report. You're right, Raj.
Harrowgate mum | 16-03-2011 09:20 PM | - | - | Oakfield hasn't got room for its own reception class. Where exactly will they all go?
Colin Fry | 16-03-2011 10:02 PM | - | m=Please keep to the school and leave individual teachers out of it. One post removed. — Star Forums moderators | Whatever you think of the decision, the staff at Fairley Road have been brilliant with my son and deserve better than this.
Raj Bhatt | 17-03-2011 07:12 AM | 4 | q | There are plans for two new classrooms at Oakfield, in the appendix. Not built yet, obviously.
Pauline Greig | 17-03-2011 09:48 AM | - | - | The public meeting is at the school hall on the 24th at 7pm. Please come, they need to see how many of us care.
Linda Marchbank | 17-03-2011 10:05 AM | 7 | q,e=Linda Marchbank;17-03-2011 at 10:40 AM;time corrected | We will be there. I'll bring the petition, nearly 900 names so far.
""")
    deleted_after = 5

    def edited(c: C) -> str:
        e = c.get("e")
        if not e:
            return ""
        who, when, why = e.split(";")
        return f'<div class="cb-edited">Last edited by {esc(who)}; {esc(when)}. Reason: {esc(why)}</div>'

    def item(i: int, c: C, n: int) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="cb-q"><span>Quote:</span><div>Originally Posted by {esc(p.name)}<br />{esc(snippet(p.text, 70))}</div></div>'
        mod = c.get("m")
        mod_html = f'<div class="cb-modnote"><b>Moderator note:</b> {esc(mod)}</div>' if mod else ""
        joined, posts = member(c.name, MONTHS_EN)
        return (
            f'<li class="cb-item" id="post_{n}"><div class="cb-bar"><span class="cb-date">{esc(c.when)}</span><a class="cb-num" href="#post_{n}">#{n}</a></div>'
            f'<div class="cb-userinfo"><a href="/forums/members/{n}">{esc(c.name)}</a> <span>Member · Join Date: {esc(joined)} · Posts: {posts}</span></div>'
            f'<div class="cb-content">{quote}<blockquote class="cb-postbody">{paras(c.text, br=True)}</blockquote>{mod_html}{edited(c)}</div>'
            '<div class="cb-foot"><a href="#">Reply With Quote</a> <a href="#">Report</a></div></li>'
        )

    items = []
    n = 1
    for i, c in enumerate(cs):
        items.append(item(i, c, n))
        n += 1
        if i == deleted_after:
            items.append(
                f'<li class="cb-item cb-deleted" id="post_{n}"><div class="cb-bar"><span class="cb-date">16-03-2011 10:14 PM</span>'
                f'<a class="cb-num" href="#post_{n}">#{n}</a></div><div class="cb-content"><i>This message has been deleted by a moderator.</i></div></li>'
            )
            n += 1
    block = (
        '<div class="star-forums"><h2>Star Forums: Have your say</h2><p>Fairley Road Primary to close in 2012 — '
        '<a href="/forums/showthread.php?t=20455">10 replies</a> · Page 1 of 1</p><ol class="cb-list">'
        + "".join(items)
        + "</ol></div>"
    )
    css = ".cb-list{list-style:none;padding:0}.cb-item{border:1px solid #ccd;margin-bottom:6px}.cb-bar{background:#e6e9f2;font-size:11px;padding:2px 6px;display:flex;justify-content:space-between}.cb-postbody{margin:6px}.cb-edited{font-size:10px;color:#888;font-style:italic}.cb-modnote{background:#fee;border:1px solid #c00;padding:4px;font-size:12px}"
    st = Story(
        "Fairley Road Primary to close in 2012",
        "By Sarah Quayle, Education Correspondent",
        "2011-03-16T16:45:00+00:00",
        "16 March 2011",
        """
Fairley Road Primary School will close in July 2012 under proposals approved by the city council's cabinet this afternoon, with its pupils to be offered places at Oakfield Primary, a mile and a half away.

The council says the school has 63 empty places and needs repairs estimated at £1.2 million. Parents have until April 30 to respond to a statutory notice.

A public meeting will be held in the school hall on March 24.
""",
        section="Schools",
        related=(
            "Oakfield extension plans lodged",
            "Ring road crossing delayed",
            "School dinners price rise",
        ),
        tags=("Fairley Road", "school closures", "education"),
    )
    return make(
        "bf-en-harrowgate-edited",
        "discussion",
        "en-harrowgate",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/schools/fairley-road-primary-to-close.html",
        container="div.star-forums: h2 'Star Forums: Have your say', ol.cb-list > li.cb-item per post (div.cb-bar date and '#n', div.cb-userinfo, div.cb-content with div.cb-q quote, blockquote.cb-postbody, div.cb-modnote, div.cb-edited), a deleted post's li.cb-deleted",
        heading="Star Forums: Have your say",
        description="A 2011 evening paper's forum thread (engine 'CivicBoard', invented) under the article: 9 readers' posts; its trait: 'Last edited by NAME; …. Reason: …' lines on three posts, a moderator's note box inside a post and a post deleted by a moderator (a placeholder, no comment), none part of the texts; answers quote their parent ('Originally Posted by').",
    )


def en_threads() -> list[Case]:
    return [gantry_bypass(), kiteline_halyard(), oddbin_parking(), pixelmill_nested(), harrowgate_edited()]
