"""Blind set BE: eight English discussions as large news sites of 2011-2013 served them, each an invented platform or
site system with its one awkward trait: a hosted platform's pre-rendered thread with an "Also on" strip in the same
card markup (Threadloom), a thread only inside a noscript that the page's script copies out (Murmurly), an "Editors'
Picks" box repeating three comments above all comments, "Showing 25 of 1,204 comments" with the first page only,
replies collapsed after two ("3 more replies" rendered but hidden), a social network plugin's server-side markup
(Friendlane), letters to the editor in the comments' own markup above them, and removed-comment placeholders with a
low-rated comment hidden. Every class name, platform, name, place and text invented; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_be_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def en_threadloom() -> Case:
    cs = thread("""
Walt Brennan | 4 days ago | - | v=23 | About time. My boat has been sitting in the mud at low tide since August. Every spring they promise and every spring it's next year.
Denise Ocampo | 4 days ago | 0 | v=6 | Same at slip 40. Do you know if the marina tenants have to pay anything toward it, Walt?
Walt Brennan | 4 days ago | 1 | v=4 | Article says the commission pays out of the harbor fund, not slip fees. We'll see if that holds.
sandpiper_62 | 4 days ago | - | v=17 | Where is the dredged mud going? Last time they dumped it off Gull Point and the clam flats were closed for a season.
Gordon Pike | 4 days ago | 3 | v=11 | It's going to the upland site behind the old rail yard according to the permit. It's in the public notice if you want to read it.
sandpiper_62 | 3 days ago | 4 | v=2 | Thanks Gordon, that's a relief if it's true.
Ellen Mabry | 3 days ago | - | v=5 | $2.3 million for three weeks of work seems like a lot. Did anyone else bid?
Rick Tolson | 3 days ago | 6 | v=8 | Two bids. The other one was higher and couldn't start until October.
Theo Grandin | 3 days ago | - | v=31 | As a harbor pilot I can tell you the channel is down to eleven feet at the turn. This isn't a luxury, it's a safety issue for the fuel barges.
Marisol Vega | 3 days ago | 8 | v=9 | Thank you for saying that. People think it's just for yachts.
Pat Kearney | 3 days ago | - | v=1 | Will the public launch ramp be closed while they work?
Denise Ocampo | 2 days ago | 10 | v=3 | Closed the first week of May only, per the harbor master's office. I called them this morning.
KBrewster | 2 days ago | - | v=0 | Every dollar spent on the harbor is a dollar not spent on the schools. Just saying.
Theo Grandin | 2 days ago | 12 | v=12 | The harbor fund can only be spent on the harbor. It's not the same pot of money.
Lou Farris | 2 days ago | - | v=4 | Hope they finally fix the piling by the fuel dock while the barge is there.
Ann Whitcomb | a day ago | - | v=7 | My grandfather worked on the last big dredge in 1971. Would love to see the Gazette dig out those photos.
""")

    def post(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="tlm-post" id="tlm-post-{4410 + i}"><div class="tlm-post-content">'
            f'<div class="tlm-avatar"><a href="/tlm/user/{4410 + i}"><img src="/_avatar/tlm-{i}.svg" width="48" height="48" alt="Avatar"></a></div>'
            f'<div class="tlm-post-body"><header class="tlm-post-header"><span class="tlm-author"><a href="/tlm/user/{4410 + i}">{esc(c.name)}</a></span>'
            f' <span class="tlm-bullet">•</span> <a class="tlm-time" href="#tlm-post-{4410 + i}" title="April 2012">{esc(c.when)}</a></header>'
            f'<div class="tlm-post-message">{paras(c.text)}</div>'
            f'<footer class="tlm-post-footer"><a class="tlm-vote-up" href="#">▲ {c.get("v")}</a> <a class="tlm-vote-down" href="#">▼</a>'
            ' • <a class="tlm-reply" href="#">Reply</a> • <a class="tlm-share" href="#">Share ›</a> <a class="tlm-flag" href="#">Flag</a></footer>'
            f"</div></div>{sub}</li>"
        )

    also = rows("""
Schools chief defends snow-day call | 2 days ago | 48 | Marcy Lund | The superintendent was right, nobody should have been driving on Route 9 that morning.
Pier restaurant owner fined over grease trap | 5 days ago | 21 | Old Salt | Ate there for twenty years and never got sick once.
Who will replace Coach Dwyer? | a week ago | 87 | Tim Haskell | Give the job to Kowalski, he's been the real coach for three seasons.
Photo gallery: the lantern parade | 9 days ago | 6 | Jen P. | My daughter is in the fourth picture with the blue fish lantern!
""")
    also_li = "".join(
        f'<li class="tlm-post tlm-also-item"><div class="tlm-post-content"><div class="tlm-avatar"><img src="/_avatar/hg-logo.svg" width="48" height="48" alt=""></div>'
        f'<div class="tlm-post-body"><header class="tlm-post-header"><span class="tlm-author"><a href="/{k}">{esc(t)}</a></span> <span class="tlm-bullet">•</span> '
        f'<span class="tlm-time">{esc(w)}</span></header><div class="tlm-post-message"><p>{n} comments · <b>{esc(who)}</b> — {esc(x)}</p></div></div></div></li>'
        for k, (t, w, n, who, x) in enumerate(also)
    )
    block = (
        '<div id="comments" class="hg-comments-outer"><div id="threadloom-thread" class="tlm-embed" data-tlm-forum="harborgazette">'
        '<div class="tlm-header"><span class="tlm-count">16 comments</span> <span class="tlm-community">The Harbor Gazette</span> '
        '<a class="tlm-login" href="/tlm/login">Login ▾</a></div><div class="tlm-sortbar">Sort by <b>Best</b> ▾ · <a href="#">Share</a> · '
        '<a href="#">Favorite ★</a></div><div class="tlm-compose"><img src="/_avatar/tlm-guest.svg" width="48" height="48" alt="">'
        '<textarea placeholder="Join the discussion…"></textarea></div><ul class="tlm-posts" id="tlm-post-list">'
        + tree(cs, post, lambda s: f'<ul class="tlm-children">{s}</ul>')
        + '</ul><div class="tlm-also"><h3 class="tlm-also-title">Also on The Harbor Gazette</h3><ul class="tlm-posts tlm-also-list">'
        + also_li
        + '</ul></div><div class="tlm-footer"><a href="#">✉ Subscribe</a> · <a href="#">Add Threadloom to your site</a> · '
        '<span class="tlm-powered">Powered by Threadloom</span></div></div></div>'
    )
    st = Story(
        "Harbor commission approves dredging of the inner channel",
        "By Carla Fenn, Staff Writer",
        "2012-04-16T17:30:00-04:00",
        "April 16, 2012 5:30 PM",
        """
The Harbor Commission voted 4-1 on Monday night to hire a Portsmouth-area contractor to dredge the inner channel and the mooring basin, the first full dredge since 1998.

The $2.3 million job will remove about 60,000 cubic yards of silt. Work is scheduled to begin in the last week of April and take three weeks, weather permitting. The money will come from the harbor fund, which is fed by mooring fees and fuel dock leases.

Commissioner Ray Alden, the lone no vote, said he supported dredging but wanted a second round of bids. Harbor master June Costa said further delay would leave the fuel barges unable to reach the dock at low tide by summer.

The dredged material will be trucked to an upland site and dried before reuse as fill, according to the state permit.
""",
        lead="The $2.3 million project is the first full dredge of the harbor in fourteen years.",
        section="Local",
        updated="April 16, 2012 10:02 PM",
        caption="Boats rest on the mud at low tide in the mooring basin. (Gazette photo / Ben Soto)",
        tags=("harbor", "dredging", "Harbor Commission"),
    )
    return make(
        "be-en-threadloom-also",
        "discussion",
        "en-harbor",
        st,
        Parts(before=block),
        seeds(cs),
        path="/local/harbor-commission-approves-dredging",
        container="div#threadloom-thread.tlm-embed: a count bar '16 comments', sort bar, a compose box, ul.tlm-posts > li.tlm-post (div.tlm-avatar, header span.tlm-author, a.tlm-time relative, div.tlm-post-message, footer ▲ n / Reply / Share / Flag), replies in ul.tlm-children two levels; then 'Also on The Harbor Gazette': four li.tlm-post in the same markup (another story's title as the name, a time, a count and a reader's line from that story)",
        heading=None,
        description="An invented hosted platform (Threadloom) as its server pre-rendered the thread into a 2012 paper's page: 16 comments, replies two levels, relative times, votes, 'Flag'. Hardest: the platform's 'Also on The Harbor Gazette' strip after the thread uses the very same li.tlm-post card markup (title, time, a count and a quoted reader line from another story), four entries that are not comments on this article.",
        lookalikes=("'Also on' strip of other stories in the platform's comment card markup",),
    )


def en_murmurly_noscript() -> Case:
    cs = thread("""
Gillian Marsh | 22/09/2011 19:04 | - | l=14 | Cole Farm floods every winter. Anyone who has walked the footpath in January knows that. Who is going to insure 300 houses in a bog?
Mick_the_builder | 22/09/2011 19:31 | 0 | l=3 | They'll put in balancing ponds, it's standard now. Doesn't mean it floods the houses.
Gillian Marsh | 22/09/2011 19:45 | 0 | l=9 | Balancing ponds didn't help the new estate at Ashby Road, did they?
DaveR | 22/09/2011 20:12 | - | l=6 | My kids will never afford a house in Millbrook at this rate. We need the homes, just not all on one field.
Sue Hallam | 22/09/2011 21:03 | - | l=11 | The school on Cole Lane is already full. Where are another hundred children supposed to go?
Concerned of Westgate | 22/09/2011 21:40 | 4 | l=2 | The developer offered money for a new classroom. It's in the planning documents if you look.
Peter Lowther | 23/09/2011 07:55 | - | l=8 | The council turns it down, the developer appeals, the inspector approves. Same story every time. Why do we bother electing councillors?
Hayley J | 23/09/2011 09:20 | - | l=1 | Will there be any affordable ones or just five bedroom executive homes again?
Mick_the_builder | 23/09/2011 10:02 | 7 | l=4 | Thirty percent affordable according to the application, Hayley. Whether that survives the appeal is another matter.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="mrm-c" id="mrm-{9001 + i}"><span class="mrm-nick">{esc(c.name)}</span> '
            f'<span class="mrm-ago">{esc(c.when)}</span><div class="mrm-txt">{paras(c.text)}</div>'
            f'<div class="mrm-bar"><span class="mrm-likes">+{c.get("l")}</span> <a href="#mrm-{9001 + i}">Link</a> '
            '<a href="/murmurly/report">Report</a></div>'
            + (f'<div class="mrm-replies">{sub}</div>' if sub else "")
            + "</div>"
        )

    inner = (
        '<div class="mrm-static"><p class="mrm-total">9 comments</p>'
        + tree(cs, item, lambda s: s)
        + '<p class="mrm-credit">Comments by Murmurly</p></div>'
    )
    block = (
        '<div class="mel-haveyoursay" id="comments"><h3 class="mel-boxhead">Have your say</h3>'
        '<div id="mrm-live" class="mrm-live"><span class="mrm-loading">Loading comments…</span></div>'
        f'<noscript id="mrm-static">{inner}</noscript>'
        "<noscript><p>Please enable JavaScript to post a comment.</p></noscript>"
        "<script>(function(){var n=document.getElementById('mrm-static'),live=document.getElementById('mrm-live');"
        "if(n&&live){live.innerHTML=n.textContent;}})();</script>"
        '<p class="mel-rules">Comments are the views of readers, not of the Ledger. <a href="/house-rules">House rules</a></p></div>'
    )
    st = Story(
        "Developer takes Cole Farm homes refusal to appeal",
        "By Neil Farrant",
        "2011-09-22T16:20:00+01:00",
        "Thursday, September 22, 2011, 16:20",
        """
The developer behind plans for 300 homes on Cole Farm has lodged an appeal against Millbrook council's refusal of planning permission in July.

Councillors rejected the scheme by eight votes to three, citing flood risk, the pressure on Cole Lane Primary School and the loss of open countryside on the edge of the town.

The company says the site is allocated for housing in the council's own draft plan and that its flood assessment was accepted by the Environment Agency. A public inquiry is expected early next year.

Residents' group Save Cole Farm said it would fight the appeal and has begun raising money for a planning barrister.
""",
        section="News",
        caption="The fields at Cole Farm, seen from the public footpath.",
        tags=("Cole Farm", "planning", "housing"),
    )
    return make(
        "be-en-murmurly-noscript",
        "discussion",
        "en-ledger",
        st,
        Parts(before=block),
        seeds(cs),
        path="/news/cole-farm-homes-appeal",
        container="div.mel-haveyoursay: h3 'Have your say', an empty div#mrm-live ('Loading comments…'), noscript#mrm-static holding div.mrm-static > div.mrm-c (span.mrm-nick, span.mrm-ago, div.mrm-txt, +n, Link, Report), replies in div.mrm-replies one level; an inline script copies the noscript's text into div#mrm-live",
        heading="Have your say",
        description="A 2011 evening paper with an invented platform (Murmurly) that served its thread only as a no-script fallback: in the served HTML the 9 comments (replies one level) are inside a <noscript>; the page's inline script copies them into the visible box when scripts run. Hardest: nothing of the thread is outside the noscript in the served HTML.",
    )


def en_editors_picks() -> Case:
    cs = thread("""
Margaret Hsu | May 8, 2013 at 7:12 a.m. | - | loc=Eastbank,r=212,pick | I grew up two blocks from Foundry Street and never knew there was a creek under it. My basement flooded every spring and now I understand why. // If the city does this right it could be the best thing to happen to the neighborhood in fifty years.
J. Oduya | May 8, 2013 at 7:40 a.m. | - | loc=Northvale,r=18 | How much of the $14 million comes from the state grant and how much from local taxes? The article doesn't say.
Colin Reyes | May 8, 2013 at 8:05 a.m. | 1 | loc=Millpond,r=41 | About two thirds from the state, per the council packet from March. Page 41 if you want to check.
J. Oduya | May 8, 2013 at 8:31 a.m. | 2 | loc=Northvale,r=5 | Thank you, that's helpful.
Bess Tremaine | May 8, 2013 at 9:02 a.m. | - | loc=Ridgeline,r=33 | Foundry Street businesses will lose a year of foot traffic during construction. Is anyone talking to them?
Arnold Peck | May 8, 2013 at 9:48 a.m. | 4 | loc=Eastbank,r=156,pick | I own the hardware store at Foundry and Fifth. We were consulted, twice, and the city has promised a sidewalk stays open the whole time. I'll believe it when I see it, but I support the project.
Tom Eberly | May 8, 2013 at 10:15 a.m. | - | loc=Westvale,r=9 | Open creeks in cities attract mosquitoes and trash. Seen it elsewhere.
Lena Marsh | May 8, 2013 at 10:40 a.m. | 6 | loc=Millpond,r=64 | Tom, the designs have riffles and planted banks. Moving water doesn't breed mosquitoes the way puddles do.
Tom Eberly | May 8, 2013 at 11:02 a.m. | 7 | loc=Westvale,r=3 | We'll see in August.
Dr. Sunil Nair | May 8, 2013 at 11:30 a.m. | - | loc=Northvale,r=189,pick | I teach hydrology at the college. Daylighting reduces flood peaks downstream because the open channel holds far more water than the old culvert. The 1998 flood would have done much less damage. // Happy to take questions.
Rosa Lindqvist | May 8, 2013 at 12:14 p.m. | - | loc=Eastbank,r=27 | Will the old stone culvert arch be kept? It's from 1880 and it's beautiful.
Pete Gallardo | May 8, 2013 at 1:50 p.m. | - | loc=Riverside,r=11 | Finally some good news in this paper.
Hank W. | May 8, 2013 at 3:22 p.m. | - | loc=Ridgeline,r=2 | Fourteen million for a ditch.
Margaret Hsu | May 8, 2013 at 4:05 p.m. | 12 | loc=Eastbank,r=47 | Hank, it's a ditch that keeps flooding my basement.
""")

    def meta(i: int, c: C) -> str:
        return (
            f'<div class="nvc-meta"><b class="nvc-name">{esc(c.name)}</b> <span class="nvc-loc">{esc(c.get("loc"))}</span> '
            f'<a class="nvc-when" href="#nvc-c{700 + i}">{esc(c.when)}</a>'
            + (' <span class="nvc-pickbadge">Editors\' Pick</span>' if c.has("pick") else "")
            + "</div>"
        )

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="nvc-c" id="nvc-c{700 + i}">{meta(i, c)}<div class="nvc-text">{paras(c.text)}</div>'
            f'<div class="nvc-actions"><a href="#" class="nvc-rec">Recommend <span>{c.get("r")}</span></a> · '
            '<a href="#" class="nvc-reply">Reply</a> · <a href="#" class="nvc-flag">Flag</a></div>'
            + sub
            + "</li>"
        )

    picks = "".join(
        f'<div class="nvc-pick">{meta(i, c)}<div class="nvc-text">{paras(c.text)}</div>'
        f'<div class="nvc-actions"><a href="#" class="nvc-rec">Recommend <span>{c.get("r")}</span></a> · '
        f'<a href="#nvc-c{700 + i}">In context ›</a></div></div>'
        for i, c in enumerate(cs)
        if c.has("pick")
    )
    block = (
        '<div id="nvc-comments" class="nvc-comments"><h2 class="nvc-ch">Reader comments</h2>'
        f'<div class="nvc-picks"><h3>Editors\' Picks</h3>{picks}</div>'
        '<div class="nvc-allcomments"><h3>All Comments (14)</h3><p class="nvc-sort">Sort: <b>Oldest</b> | <a href="?sort=new">Newest</a> | '
        '<a href="?sort=rec">Readers\' Recommendations</a></p><ul class="nvc-clist">'
        + tree(cs, item, lambda s: f'<ul class="nvc-replies">{s}</ul>')
        + '</ul></div><p class="nvc-closed">Comments on this article are now closed. <a href="/faq/comments">Comments FAQ</a></p></div>'
    )
    st = Story(
        "City will bring buried Mill Creek back to daylight under Foundry Street",
        "By Harriet Colquhoun",
        "2013-05-07T21:00:00-05:00",
        "May 7, 2013",
        """
Mill Creek, which has run through a brick and stone culvert beneath Foundry Street since the 1880s, will flow in the open again by 2015 under a plan approved by the city council on Tuesday.

The $14 million project will remove four blocks of the culvert, widen the street's eastern sidewalk into a planted bank and build two footbridges. City engineers say the open channel will lower flood levels downstream in the Eastbank neighborhood.

Construction is due to start next spring and last about a year. Business owners on Foundry Street have asked for parking to be kept at both ends of the works.
""",
        lead="A $14 million project will open four blocks of the creek that was buried in the 1880s.",
        section="Science",
        caption="An engineer inspects the 1880 culvert beneath Foundry Street. (Photo: Northvale Courier)",
        tags=("Mill Creek", "Foundry Street", "city council"),
    )
    return make(
        "be-en-editors-picks",
        "discussion",
        "en-courier",
        st,
        Parts(before=block),
        seeds(cs),
        path="/science/mill-creek-daylighting-foundry-street",
        container="div#nvc-comments: h2 'Reader comments', div.nvc-picks 'Editors' Picks' (copies of three comments: name, location, time, badge, text, Recommend, 'In context ›'), then div.nvc-allcomments 'All Comments (14)': ul.nvc-clist > li.nvc-c (div.nvc-meta name, location, time, badge; div.nvc-text; Recommend n · Reply · Flag), replies in ul.nvc-replies two levels",
        heading="Reader comments",
        description="A 2013 national paper's own system: 14 comments with readers' towns, 'Recommend' counts and 'Flag', replies two levels. Hardest: an 'Editors' Picks' box above the full thread repeats three of the comments (one of them a reply) in the same meta and text markup.",
    )


def en_showing_25() -> Case:
    cs = thread("""
Frances Obi | 11/14/2012 9:58 AM EST | - | r=3 | I work Sundays downtown. Now I pay $12 a day for the privilege. Thanks, council.
dcresident44 | 11/14/2012 9:55 AM EST | - | r=12 | The meters were free on Sundays because nobody was downtown on Sundays. Now everybody is. Seems fair to me.
Marcus T. Bell | 11/14/2012 9:51 AM EST | - | r=40 | Churches on K Street are going to take a real hit. Half my congregation drives in from the suburbs.
LibbyK | 11/14/2012 9:47 AM EST | - | r=1 | Does this apply to the residential permit zones too?
Oren Saltzman | 11/14/2012 9:44 AM EST | - | r=22 | Libby, no. Only metered spaces. Permit zones stay as they are, it's in the last paragraph.
R. Castellanos | 11/14/2012 9:40 AM EST | - | r=8 | The real problem is the Metro doesn't run early enough on Sunday for anyone working a morning shift.
ParkingIsARight | 11/14/2012 9:36 AM EST | - | r=0 | Next they'll charge us for breathing.
Gwen Albright | 11/14/2012 9:30 AM EST | - | r=15 | I'd pay happily if the money went to fixing the sidewalks. It won't.
Tobias Wren | 11/14/2012 9:27 AM EST | - | r=6 | Council estimates $3.1 million a year. What is it earmarked for? Anyone know?
Hal Nguyen | 11/14/2012 9:21 AM EST | - | r=19 | Tobias, the budget office memo says the general fund. So, nothing in particular.
Deb Morrissey | 11/14/2012 9:18 AM EST | - | r=4 | I run a brunch place on 9th. Sundays are our best day. This will hurt.
capitol_hill_cyclist | 11/14/2012 9:12 AM EST | - | r=27 | Or people could bike, walk or take the bus like millions of people in other cities.
JMcA | 11/14/2012 9:09 AM EST | - | r=2 | Tell that to my 84-year-old mother.
Simone Achebe | 11/14/2012 9:03 AM EST | - | r=9 | Every other big city charges on Sundays. We were the exception.
Walter Pruitt | 11/14/2012 8:58 AM EST | - | r=11 | The vote was 7-6. One councilmember changed her mind overnight. I'd like to know why.
Ines M. | 11/14/2012 8:55 AM EST | - | r=3 | Will the first hour still be free with the meter app?
Clark Duval | 11/14/2012 8:50 AM EST | - | r=5 | Good. Maybe I'll finally find a space near the museum.
Annette Rourke | 11/14/2012 8:46 AM EST | - | r=1 | Shame on the council for doing this right before the holidays.
Paul Devine | 11/14/2012 8:41 AM EST | - | r=14 | This will push more shoppers to the malls in the suburbs where parking is free. Downtown retail is already struggling.
Kenji Ota | 11/14/2012 8:37 AM EST | - | r=7 | Paul, the malls aren't free, you just pay through the prices.
Sara Bledsoe | 11/14/2012 8:30 AM EST | - | r=2 | I'll keep going to the farmers market but I'll spend less there, simple as that.
Mo Farouk | 11/14/2012 8:24 AM EST | - | r=6 | Is it true the meters will run until 10 p.m. now? The article says 6.
Tricia Lam | 11/14/2012 8:19 AM EST | - | r=10 | Mo, 6 p.m. on Sundays, 10 p.m. other days in the entertainment district. They're different.
Ben Hardaway | 11/14/2012 8:12 AM EST | - | r=0 | First.
Grace Ekwueme | 11/14/2012 8:05 AM EST | - | r=31 | As a nurse on weekend shifts at General, I hope the hospital garage gets an exemption. We already pay $90 a month.
""")

    def item(i: int, c: C) -> str:
        return (
            f'<div class="cc-comment" id="cc-{81234 - i}"><div class="cc-userline"><a class="cc-user" href="/members/{81234 - i}">{esc(c.name)}</a>'
            f' <span class="cc-stamp">wrote: {esc(c.when)}</span></div><div class="cc-body">{paras(c.text)}</div>'
            f'<div class="cc-tools"><a href="#" class="cc-recommend">Recommend ({c.get("r")})</a> | <a href="#" class="cc-replyto">Reply</a> | '
            '<a href="/report-abuse" class="cc-flag">Flag</a></div></div>'
        )

    block = (
        '<div class="cc-discuss" id="comments"><div class="cc-discuss-head"><h2>Discussion</h2>'
        '<p class="cc-showing">Showing 25 of 1,204 comments</p><p class="cc-order">Newest first | <a href="?order=oldest">Oldest first</a> | '
        '<a href="?order=rec">Most recommended</a></p></div>'
        '<p class="cc-signin"><a href="/login">Sign in</a> to comment. Comments are moderated after posting.</p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<button type="button" class="cc-more" data-offset="25" data-total="1204">Show more comments</button></div>'
    )
    st = Story(
        "Council ends free Sunday parking downtown in 7-6 vote",
        "By Dolores Whitaker and Sam Park",
        "2012-11-13T23:10:00-05:00",
        "November 13, 2012; 11:10 PM",
        """
Drivers will have to feed downtown parking meters on Sundays from January after the city council voted 7-6 late Tuesday to end a policy that dates to 1961.

Meters in the central business district and the entertainment district will charge from noon to 6 p.m. on Sundays at the weekday rate of $2 an hour. Residential permit zones are not affected.

The city's budget office estimates the change will raise $3.1 million a year for the general fund. Opponents, including several downtown churches and the restaurant association, said it would drive visitors to the suburbs.
""",
        lead="Meters will run from noon to 6 p.m. on Sundays starting in January.",
        section="Nation",
        updated="November 14, 2012; 6:45 AM",
        caption="A parking enforcement officer on 9th Street. (Chronicle staff photo)",
        tags=("parking", "city council", "downtown"),
    )
    return make(
        "be-en-showing-25-of-1204",
        "discussion",
        "en-capital",
        st,
        Parts(before=block),
        seeds(cs),
        path="/nation/council-ends-free-sunday-parking",
        container="div.cc-discuss#comments: h2 'Discussion', 'Showing 25 of 1,204 comments', order links; 25 flat div.cc-comment (a.cc-user, 'wrote: 11/14/2012 9:58 AM EST', div.cc-body, 'Recommend (n) | Reply | Flag'), newest first; an inert 'Show more comments' button",
        heading="Discussion",
        description="A 2012 capital-city paper's own system: 'Showing 25 of 1,204 comments', newest first, only the first page of 25 in the served HTML (flat; answers name their parent in the text), 'Recommend (n)', 'Flag'; the 'Show more comments' button is inert in the saved page. Hardest: the count says 1,204 and the page holds 25, all the truth there is.",
    )


def en_collapsed_replies() -> Case:
    cs = thread("""
Gaz_Westmarch | 20 Jan 2013 09:12 | - | - | Third one in the county since November. Same method every time, a stolen telehandler and a van waiting. Somebody knows who they are.
Linda P | 20 Jan 2013 09:30 | 0 | - | The one in Harford was exactly the same. Police said it was a gang from out of the area.
Bob Treharne | 20 Jan 2013 09:41 | 0 | - | They went through the wall like it was cardboard. My flat is above the shop and the whole building shook.
Gaz_Westmarch | 20 Jan 2013 09:58 | 2 | - | Bob, glad you're ok. Must have been terrifying at 3am.
Kerry-Ann | 20 Jan 2013 10:15 | 0 | - | Why do supermarkets still put these machines in outside walls? Put them inside the shop.
MrsWhittle | 20 Jan 2013 10:22 | 4 | - | Because people want cash at midnight, Kerry-Ann.
Tony Grice | 20 Jan 2013 10:31 | 0 | - | Saw a van with no lights going up the A-road at about ten past three. Rang 101 as soon as I read this.
Sian Bevan | 20 Jan 2013 10:36 | 0 | - | There's a reward of five thousand pounds from the bank, it was on the radio this morning.
Old Bill retired | 20 Jan 2013 10:40 | - | - | Thirty years in the force. These gangs are gone in four minutes. By the time a car gets there from Westmarch they're on the motorway.
Steve H | 20 Jan 2013 11:02 | 8 | - | So what's the answer, close the village machines?
Old Bill retired | 20 Jan 2013 11:19 | 9 | - | Bollards in front of the wall. Cheap and it works. The banks just don't want to pay for them.
Jen from Dunmere | 20 Jan 2013 11:50 | 8 | - | My brother-in-law's telehandler was stolen from his farm last month. Wonder if it's the same one.
Pauline Marsh | 20 Jan 2013 12:10 | 8 | - | Bollards went in at the Co-op in Harford after the same thing happened there. Nobody has tried it since.
Dee | 20 Jan 2013 12:33 | - | - | Anyone know if the shop is open today? Need my prescription.
Ravi S | 20 Jan 2013 13:05 | 13 | - | Open but the front entrance is taped off, go round the side by the car wash.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ww-cm" id="ww-cm-{i}"><img class="ww-ava" src="/_avatar/ww-{i}.svg" width="32" height="32" alt="">'
            f'<div class="ww-cm-main"><p class="ww-cm-who"><a href="/user/{i}">{esc(c.name)}</a> <span>{esc(c.when)}</span></p>'
            f'<div class="ww-cm-text">{paras(c.text)}</div><p class="ww-cm-acts"><a href="#">Like</a> · <a href="#">Reply</a> · '
            '<a href="/report">Report</a></p></div>' + sub + "</div>"
        )

    def replies(parent: int) -> str:
        kids = [j for j, x in enumerate(cs) if x.seed.parent == parent]
        if not kids:
            return ""
        shown = "".join(item(j, cs[j], replies(j)) for j in kids[:2])
        rest = kids[2:]
        if not rest:
            return f'<div class="ww-replies">{shown}</div>'
        more = "".join(item(j, cs[j], replies(j)) for j in rest)
        word = "reply" if len(rest) == 1 else "replies"
        return (
            f'<div class="ww-replies">{shown}<a href="#" class="ww-more-link" onclick="this.style.display=\'none\';'
            f"this.nextSibling.style.display='block';return false;\">Show {len(rest)} more {word}</a>"
            f'<div class="ww-more" style="display:none">{more}</div></div>'
        )

    tops = "".join(item(i, c, replies(i)) for i, c in enumerate(cs) if c.seed.parent is None)
    block = (
        '<div class="ww-comments" id="ww-comments"><h2 class="ww-ch">Comments <span>(15)</span></h2>'
        '<form class="ww-post" action="/comment"><textarea placeholder="Write a comment"></textarea><button>Post</button></form>'
        f'<div class="ww-list">{tops}</div></div>'
    )
    st = Story(
        "Cash machine ripped from supermarket wall in 3am raid",
        "By Westmarch Wire reporter",
        "2013-01-20T07:45:00+00:00",
        "Sunday, 20 January 2013 07:45",
        """
Thieves used a stolen telehandler to tear a cash machine out of the wall of a supermarket in Dunmere in the early hours of Sunday.

Police were called at 3.04am after residents heard a loud crash. The machine was loaded into a white van which drove off towards the A-road. The telehandler was left at the scene.

It is the third raid of its kind in the county since November. Police have asked anyone with dashcam footage from the Dunmere area between 2.30am and 3.30am to come forward.
""",
        lead="Police appeal for dashcam footage after third raid in the county since November.",
        section="Crime",
        caption="The damaged wall of the supermarket in Dunmere on Sunday morning.",
        tags=("Dunmere", "crime", "cash machine"),
    )
    return make(
        "be-en-collapsed-replies",
        "discussion",
        "en-westmarch",
        st,
        Parts(before=block),
        seeds(cs),
        path="/crime/cash-machine-ripped-from-wall-dunmere",
        container="div#ww-comments: h2 'Comments (15)', a post form, div.ww-list > div.ww-cm (avatar, p.ww-cm-who name and time, div.ww-cm-text, Like · Reply · Report), replies in div.ww-replies: the first two shown, the rest in div.ww-more (display:none) after a link 'Show 3 more replies' / 'Show 1 more reply'; two levels",
        heading="Comments (15)",
        description="A 2013 tabloid's own system: 15 comments, replies two levels; after two replies the rest are rendered but hidden (style display:none) behind 'Show 3 more replies' and 'Show 1 more reply' links that reveal them with one click. Hardest: five of the comments (one a reply to a reply) are in hidden blocks.",
        check_steps=("click:.ww-more-link >> nth=0", "click:.ww-more-link >> nth=1"),
        reveal="on_load (hidden replies: one click each)",
    )


def en_friendlane_plugin() -> Case:
    cs = thread("""
Karen Delacroix | February 9 at 7:42pm | - | sub=Top Commenter · Ridgefield High School,l=31 | As a mom of a junior who gets up at 5:45 for the bus, please don't delay this again. The research has been clear for years.
Mark Huebner | February 9 at 7:58pm | 0 | sub=Works at Huebner Auto Body,l=4 | The research also says kids go to bed later if school starts later. My son would just stay up until 1.
Karen Delacroix | February 9 at 8:10pm | 0 | sub=Top Commenter · Ridgefield High School,l=12 | Not what the studies found, Mark, but I hear you.
Jolene Fitch | February 9 at 8:25pm | - | sub=Lives in Ridgefield · Posted via Friendlane Mobile,l=9 | What about sports? Practice would end in the dark for half the year.
Coach Dan Ruiz | February 9 at 8:51pm | 3 | sub=Works at Ridgefield Public Schools,l=27 | We've looked at this. Practice would move to 3:30 and we'd lose about 30 minutes of daylight in November. Workable.
Priya Anand | February 9 at 9:14pm | - | sub=University of the Upper County,l=6 | The bus contract is the real obstacle. Changing times means renegotiating with the company and that costs money the board doesn't have this year.
Tom Szabo | February 9 at 9:40pm | - | sub=Top Commenter,l=2 | Kids these days have it easy. We walked two miles and started at 7:30.
Becky Szabo | February 9 at 9:52pm | 6 | sub=Works at Ridgefield Pharmacy,l=19 | Dad, you lived across the street from the school.
Lou Amaral | February 10 at 6:33am | - | sub=Ridgefield, Connecticut,l=3 | Elementary parents haven't been asked. If the high school starts later the little ones start earlier, that's how the buses work.
Amy Chen-Walsh | February 10 at 7:05am | 8 | sub=Works at Upper County Library,l=8 | Exactly. My 6 year old can't be at a bus stop at 7 in January.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="fln-row" id="fln-c-{3300 + i}"><a class="fln-picwrap" href="/fl/profile/{3300 + i}"><img class="fln-pic" src="/_avatar/fln-{i}.svg" width="40" height="40" alt=""></a>'
            f'<div class="fln-content"><div class="fln-who"><a class="fln-actor" href="/fl/profile/{3300 + i}">{esc(c.name)}</a>'
            f' <span class="fln-sub">· {esc(c.get("sub"))}</span></div><div class="fln-body">{paras(c.text, "span", "fln-msg")}</div>'
            f'<div class="fln-foot"><a href="#">Reply</a> · <a href="#">Like</a> · <span class="fln-likes">👍 {c.get("l")}</span> · '
            f'<a href="#">Follow Post</a> · <abbr class="fln-time">{esc(c.when)}</abbr></div>'
            + (f'<ul class="fln-replies">{sub}</ul>' if sub else "")
            + "</div></li>"
        )

    block = (
        '<div class="rt-discuss"><h3 class="rt-sectionhead">Join the discussion</h3><div class="fln-plugin fln-ufi" data-width="620" data-num-posts="10">'
        '<div class="fln-header"><span class="fln-count">10 comments</span> <label class="fln-sort">Sort by <select><option>Top</option>'
        '<option>Newest</option><option>Oldest</option></select></label></div><div class="fln-compose"><img src="/_avatar/fln-you.svg" width="40" height="40" alt="">'
        '<textarea placeholder="Add a comment..."></textarea><label><input type="checkbox" checked> Also post on Friendlane</label></div>'
        '<ul class="fln-list">'
        + tree(cs, item, lambda s: s)
        + '</ul><div class="fln-brand"><a href="#">Friendlane social plugin</a></div></div>'
        '<p class="rt-note">Comments are posted through Friendlane. The Tribune does not edit them.</p></div>'
    )
    st = Story(
        "School board delays vote on later high school start time",
        "By Maureen Kopecky, Tribune Staff",
        "2012-02-09T15:40:00-05:00",
        "February 9, 2012 3:40 PM",
        """
The Ridgefield Board of Education on Wednesday postponed a vote on moving the high school's first bell from 7:25 a.m. to 8:20 a.m., saying it needed more information about bus costs.

Superintendent Joan Farrelly told the board that the change would require the elementary schools to start 20 minutes earlier unless the district added four buses, at a cost of about $280,000 a year.

The board will hold a public forum on March 1 in the high school auditorium. Board chairman Leo Marchetti said a vote could come in April, in time for the next school year.
""",
        section="Schools",
        caption="Students wait for buses outside Ridgefield High School at 6:55 a.m.",
        tags=("Board of Education", "Ridgefield High School", "buses"),
    )
    return make(
        "be-en-friendlane-plugin",
        "discussion",
        "en-ridgefield",
        st,
        Parts(before=block),
        seeds(cs),
        path="/schools/board-delays-vote-later-start-time",
        container="div.fln-plugin (an invented social network's comment plugin, server-side markup): a count and 'Sort by Top', 'Add a comment...', ul.fln-list > li.fln-row (img.fln-pic, a.fln-actor, span.fln-sub profile line 'Top Commenter · Works at …', span.fln-msg, 'Reply · Like · 👍 n · Follow Post · February 9 at 7:42pm'), replies in ul.fln-replies one level; 'Friendlane social plugin'",
        heading="Join the discussion",
        description="A 2012 county paper using an invented social network's comment plugin (Friendlane) as the plugin's server printed it: 10 comments, replies one level, each with a profile line (employer, school, 'Top Commenter', 'Posted via Friendlane Mobile') beside the name, like counts, 'Follow Post'. Hardest: the profile lines and the plugin's own furniture around short texts.",
    )


def en_letters_beside() -> Case:
    letters = rows("""
Mrs J. Pardoe | Lower Kestrel | Once again the brown bins on Cliff Road were not collected on Tuesday. This is the third time since Christmas and nobody at the council answers the phone.
Dennis Acland | Saltwick | May I thank the two young men who helped me when I fell outside the post office last Friday. They waited with me until my son arrived. I never got their names.
A. Q. Moffat | Kestrel Bay | The 42 bus now leaves Saltwick at 5.50pm instead of 6.10pm. Those of us who finish work at six have been left with no way home.
""")
    cs = thread("""
Norma Fellowes | 18/01/2012 at 20:14 | - | - | I live on the promenade. Where are residents supposed to park? There is no permit scheme mentioned anywhere in the article.
Phil Carver | 18/01/2012 at 20:37 | 0 | - | Norma, the council says a residents' permit will cost £30 a year. It was in the committee report, not in the paper.
Norma Fellowes | 18/01/2012 at 21:02 | 0 | - | Thank you Phil. Thirty pounds to park outside my own house.
Ken Ballard | 18/01/2012 at 21:15 | - | - | The traders on the front are already on their knees. This will finish off the cafés out of season.
Sally Dunmore | 19/01/2012 at 07:48 | - | - | Every other resort charges. The surprise is that Kestrel Bay took this long.
Harbour Lights Café | 19/01/2012 at 09:10 | 3 | - | We run the café by the lifeboat station. In winter half our trade is people who pull up for twenty minutes with the dog. They will go to Saltwick instead.
Jim Osei | 19/01/2012 at 10:22 | - | - | Will the disabled bays stay free? My wife has a blue badge.
Lorraine (Echo reader) | 19/01/2012 at 11:05 | 6 | - | Jim, blue badge holders park free for three hours, it says so in the council leaflet.
""")

    def entry(name: str, place: str, when: str, text: str, sub: str = "", cls: str = "") -> str:
        return (
            f'<div class="kbe-yv{cls}"><p class="kbe-yv-by"><b>{esc(name)}</b>{f", {esc(place)}" if place else ""}'
            f'{f" <span>{esc(when)}</span>" if when else ""}</p><div class="kbe-yv-txt">{paras(text)}</div>{sub}</div>'
        )

    letters_html = "".join(entry(n, pl, "", t, cls=" kbe-letter") for n, pl, t in letters)

    def item(i: int, c: C, sub: str) -> str:
        return entry(
            c.name,
            "",
            c.when,
            c.text,
            '<p class="kbe-yv-acts"><a href="#">Reply</a> · <a href="/report">Report this comment</a></p>'
            + (f'<div class="kbe-yv-replies">{sub}</div>' if sub else ""),
            " kbe-comment",
        )

    block = (
        '<div class="kbe-yoursay"><h2>Your Say</h2><div class="kbe-letters"><h3>Letters to the Editor</h3>'
        f'{letters_html}<p><a href="/your-say/letters">Write to the Echo</a></p></div>'
        '<div class="kbe-comments" id="comments"><h3>Comments (8)</h3>'
        + tree(cs, item, lambda s: s)
        + '<form action="/comment"><textarea></textarea><button>Add your comment</button></form></div></div>'
    )
    st = Story(
        "Promenade parking charges to start in April",
        "By Rachel Tombs",
        "2012-01-18T12:00:00+00:00",
        "Wednesday, January 18, 2012",
        """
Drivers will have to pay to park on Kestrel Bay's promenade all year round from April, after councillors approved the charges on Tuesday evening.

The 180 spaces between the lifeboat station and the pier will cost £1 an hour, with a maximum of £6 a day. Until now the promenade has been free between October and Easter.

Council leader Brian Hollis said the money would pay for repairs to the sea wall and the shelters. Traders on the seafront had asked for the first hour to be free in winter, but the proposal was rejected.
""",
        section="News",
        caption="The promenade at Kestrel Bay, where charges will apply from April.",
        tags=("parking", "promenade", "council"),
    )
    return make(
        "be-en-letters-beside",
        "discussion",
        "en-kestrel",
        st,
        Parts(before=block),
        seeds(cs),
        path="/news/promenade-parking-charges-april",
        container="div.kbe-yoursay 'Your Say': div.kbe-letters 'Letters to the Editor' (three div.kbe-yv.kbe-letter: name, place, text) and div.kbe-comments#comments 'Comments (8)': div.kbe-yv.kbe-comment (name and time, div.kbe-yv-txt, Reply · Report this comment), replies in div.kbe-yv-replies one level; the same div.kbe-yv markup for both",
        heading="Comments (8)",
        description="A 2012 seaside weekly's own system: 8 comments, replies one level. Hardest: right above them, under the same 'Your Say' heading, three letters to the editor on other subjects (bins, a thank-you, a bus) in the very same div.kbe-yv markup (name, place, text).",
        lookalikes=("letters to the editor on other subjects in the comments' markup",),
    )


def en_removed_placeholders() -> Case:
    cs = thread("""
Jean Harwood | 5 March 2013 10:02 | - | v=14/2 | Good to see the old building used rather than left to rot. The stonework on the front is lovely and it's listed so they can't touch it.
PC Retired | 5 March 2013 10:20 | - | v=22/1 | Spent eleven years in that station. The cells in the basement will make interesting wine cellars.
Jean Harwood | 5 March 2013 10:34 | 1 | v=9/0 | Ha! Hopefully they've had a good clean first.
Terry Mould | 5 March 2013 11:12 | - | v=3/8 | Flats flats flats. Where are the jobs?
Mags | 5 March 2013 11:40 | 3 | v=7/1 | Terry, the builders will be local firms according to the developer. That's jobs for two years.
Stonebridge Stan | 5 March 2013 12:05 | 4 | v=2/0 | We'll see. Last time they brought in a crew from the city.
Alan Beck | 5 March 2013 13:26 | - | v=1/19,hidden | Whoever approved this should be ashamed, it's a disgrace and everyone knows how these things get decided.
Helen Quist | 5 March 2013 14:10 | - | v=11/0 | Only four parking spaces for twelve flats on Castle Street? The street is already full every evening.
Rob Fane | 5 March 2013 15:45 | 7 | v=5/0 | The report says the flats are aimed at people without cars because it's next to the station. Whether that's realistic is another question.
Nina Okafor | 5 March 2013 17:30 | - | v=6/0 | Will the blue lamp over the door stay? It's part of the town's history.
""")
    removed = {3: "r1", 7: "r2"}  # placeholders printed before comments 3 and 7 (top level, no replies)

    def item(i: int, c: C, sub: str) -> str:
        up, down = c.get("v").split("/")
        body = f'<div class="shd-ctext">{paras(c.text)}</div>'
        if c.has("hidden"):
            body = (
                '<p class="shd-lowrated">This comment was hidden because of its low rating. '
                '<a href="#" class="shd-showlow" onclick="this.parentNode.nextSibling.style.display=\'block\';'
                "this.parentNode.style.display='none';return false;\">Show comment</a></p>"
                f'<div class="shd-ctext" style="display:none">{paras(c.text)}</div>'
            )
        return (
            f'<li class="shd-c" id="shd-c{2200 + i}"><div class="shd-chead"><span class="shd-cname">{esc(c.name)}</span>, '
            f'<span class="shd-ctime">{esc(c.when)}</span></div>{body}'
            f'<div class="shd-cfoot"><a href="#" class="shd-up">▲ {up}</a> <a href="#" class="shd-down">▼ {down}</a> · '
            '<a href="#" class="shd-rep">Reply</a> · <a href="/report-abuse">Report abuse</a></div>'
            + (f'<ul class="shd-creplies">{sub}</ul>' if sub else "")
            + "</li>"
        )

    placeholder = (
        '<li class="shd-c shd-removed"><div class="shd-ctext"><p><i>This comment was removed by a moderator because it did not '
        'abide by our community standards. Replies may also be deleted.</i></p></div><div class="shd-cfoot"><a href="/faq">FAQs</a></div></li>'
    )
    out = ""
    for i, c in enumerate(cs):
        if c.seed.parent is not None:
            continue
        if i in removed:
            out += placeholder
        inner = tree(cs, item, lambda s: s, i)
        out += item(i, c, inner)
    block = (
        '<div class="shd-comments" id="comments"><h2>Comments (12)</h2><p class="shd-crules">Comments are the views of their '
        'authors. <a href="/community-standards">Community standards</a></p><ul class="shd-clist">'
        + out
        + '</ul><p class="shd-closed">Commenting on this article has closed.</p></div>'
    )
    st = Story(
        "Former police station to become twelve flats",
        "By Martin Greaves, Chief Reporter",
        "2013-03-04T18:30:00+00:00",
        "Monday 4 March 2013",
        """
Plans to turn Stonebridge's former police station on Castle Street into twelve flats were approved by the district council's planning committee on Monday.

The Victorian building has stood empty since officers moved to the new divisional headquarters on the ring road in 2010. Its stone facade and the blue lamp over the door are protected by the building's listing.

The developer will provide four parking spaces. Objectors had argued that Castle Street could not cope with more cars, but the committee accepted that the site's position next to the railway station made it suitable for car-free living.
""",
        section="News",
        caption="The former police station on Castle Street.",
        tags=("planning", "Castle Street", "housing"),
    )
    return make(
        "be-en-removed-placeholders",
        "discussion",
        "en-stonebridge",
        st,
        Parts(before=block),
        seeds(cs),
        path="/news/former-police-station-twelve-flats",
        container="div#comments.shd-comments: h2 'Comments (12)', ul.shd-clist > li.shd-c (span.shd-cname, span.shd-ctime, div.shd-ctext, ▲ n ▼ n · Reply · Report abuse), replies in ul.shd-creplies two levels; two li.shd-c.shd-removed placeholders without name; one comment's text hidden (display:none) behind 'This comment was hidden because of its low rating. Show comment'",
        heading="Comments (12)",
        description="A 2013 county paper's own system: 'Comments (12)' counts two moderator-removed placeholders (no name, a fixed sentence, in the comments' own li markup) among 10 comments; one low-rated comment shows its name but its text is hidden until 'Show comment' is clicked (one click: it counts); replies two levels.",
        check_steps=("click:.shd-showlow",),
        reveal="on_load (one low-rated text: one click)",
    )


def threads_be() -> list[Case]:
    return [
        en_threadloom(),
        en_murmurly_noscript(),
        en_editors_picks(),
        en_showing_25(),
        en_collapsed_replies(),
        en_friendlane_plugin(),
        en_letters_beside(),
        en_removed_placeholders(),
    ]
