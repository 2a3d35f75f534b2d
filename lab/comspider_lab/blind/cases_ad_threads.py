"""Blind set AD: hand-built discussions in English as newspapers of 2010-2014 printed their registered readers'
comments in the served HTML: "All | Editors' picks" tabs, sort links, "Recommend (n)" and an "Editors' pick" badge on
three (en-city); "Featured comments" repeated above "All comments", weekday dates (en-metro); the reporter's answers
marked by a class and a label, a reader's profile line, the time only in a permalink's title (en-county); "Show n more
replies" under a comment, the replies in the HTML and hidden (en-coast); comments holding lists, links and a quoted
sentence of the article, the count and "Jump to comments" in the header (en-isle); signatures under the texts
(en-county) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ad_common import (
    PartsK,
    avatar,
    body,
    children,
    esc,
    jump,
    login_prompt,
    make,
    slug,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en-city: editors' picks, recommend


def en_picks() -> Case:
    c = thread(
        """
Barry Holt | 14 March 2012 10:14 | - | Eight months of roadworks on the only road into the city from the south. Whoever planned this has never driven it at half eight in the morning.
Linda Foster | 14 March 2012 10:31 | - | The diversion via Mill Lane is a joke. It is a residential street with a primary school on it.
Stuart Kemp | 14 March 2012 10:52 | 1 | Agreed. There were already two near misses outside St Aidan's before Christmas.
Tariq Hussain | 14 March 2012 11:05 | - | The works are needed, the ring road bridge has been crumbling for years. Better eight months now than a collapse later.
Margaret Ellis | 14 March 2012 11:40 | - | Why can the work not be done at night, as they do on the motorways? The article says the contractor ruled it out on cost, but nobody asked what the cost to the rest of us is.
Kev | 14 March 2012 12:02 | 4 | Night work means overtime rates and noise complaints from the flats on Riverside. Someone pays either way.
Jo Whitfield | 14 March 2012 12:30 | - | Will the park and ride run more often? It would take pressure off the ring road.
Alan Pryor | 14 March 2012 13:15 | - | I run a delivery firm in Dockside. Eight months of this will cost us thousands in fuel and wasted hours.
Fiona McBride | 14 March 2012 13:47 | 7 | Same for us at the bakery. Our vans leave at five in the morning though, so we might miss the worst of it.
Chris Dunmore | 14 March 2012 14:20 | - | Cycle. Honestly, it takes me twenty minutes from Westfield and I pass the queues every day.
Pauline Greaves | 14 March 2012 14:58 | 9 | Not everyone can cycle, Chris. I am 70 and live four miles out.
Derek Slater | 14 March 2012 15:33 | - | Last time they closed a lane for three weeks it took six. I would add two months to any date they give.
Yvonne Clarke | 14 March 2012 16:10 | - | Good to see the Post publishing the full diversion map. The council's website still has nothing.
Martin Lowe | 14 March 2012 16:45 | - | Ridiculous.
Hannah Greenwood | 14 March 2012 17:20 | - | Are the buses going to be exempt from the lane closure? If so the 12 might actually be quicker than driving.
Graham Tate | 14 March 2012 18:05 | 14 | The article says buses keep one lane northbound, but not southbound.
Sue Barraclough | 14 March 2012 19:30 | - | Could the works at least stop for the two weeks around Christmas? The city centre shops need the trade.
Ian Royle | 14 March 2012 21:12 | - | The contractor is the same firm that did the Dockside bridge, which was finished a month early. Let us give them a chance.
"""
    )
    picks = {4, 12, 16}
    recommends = [41, 33, 12, 57, 88, 9, 21, 64, 18, 25, 30, 47, 52, 3, 14, 8, 39, 45]

    def one(i: int) -> str:
        x = c[i]
        day, hour = x.when.rsplit(" ", 1)
        pick = (
            ' <span class="xp-badge" style="background:#c8a200;color:#fff;font-size:10px;padding:1px 5px">★ Editors\' pick</span>'
            if i in picks
            else ""
        )
        kids = children(c, i)
        return (
            f'<div class="xp-e{" xp-picked" if i in picks else ""}" id="xp{1200 + i}">{avatar("xp", x.author, 36)}'
            f'<div class="xp-in"><p class="xp-hd"><a class="xp-n" href="/profile/{slug(x.author)}">{esc(x.author)}</a>{pick}'
            f'<br><span class="xp-t">Posted {esc(day)} | {esc(hour)} GMT</span></p>'
            f'<div class="xp-x">{body(x.text)}</div>'
            f'<p class="xp-act"><a href="#">Recommend ({recommends[i]})</a> · <a href="#reply">Reply</a> · <a href="/report">Report</a></p>'
            + (
                '<div class="xp-re" style="margin-left:46px">' + "".join(one(k) for k in kids) + "</div>"
                if kids
                else ""
            )
            + "</div></div>"
        )

    block = (
        '<div class="xp-wrap" id="have-your-say"><h2>Have your say</h2>'
        '<p class="xp-tabs" style="border-bottom:2px solid #8b0000"><a class="xp-on" href="#have-your-say" style="background:#8b0000;color:#fff;padding:4px 10px">All (18)</a> '
        '<a href="?view=picks" style="padding:4px 10px;background:#eee">Editors\' picks (3)</a></p>'
        '<p class="xp-sort" style="font-size:11px">Show: <b>Oldest first</b> · <a href="?order=newest">Newest first</a> · <a href="?order=recommended">Most recommended</a></p>'
        + "".join(one(i) for i in children(c, None))
        + login_prompt("en", "xp")
        + "</div>"
    )
    st = story(
        "Ring road works to last until autumn",
        "By Neil Garside, Chief Reporter",
        "2012-03-14T06:00:00+00:00",
        "Wednesday, 14 March 2012",
        """
Repairs to the ring road bridge over the Carrick will keep one lane closed in each direction until the autumn, the council confirmed yesterday.

The contractor said it had considered working only at night but ruled it out because of the cost and the noise for residents of the Riverside flats.

A signed diversion will take southbound traffic along Mill Lane and Tanners Row. Buses will keep one lane northbound.

The council says the bridge, built in 1968, has corroded reinforcement and would otherwise face a weight limit.
""",
        section="News",
    )
    return make(
        "ad-en-picks",
        "discussion",
        "dp",
        "en-city",
        st,
        PartsK(lead=jump("en", 18, "have-your-say", "dp"), after=block),
        c,
        path="/news/ring-road-works-to-last-until-autumn",
        container="div.xp-wrap#have-your-say: tabs 'All (18) | Editors' picks (3)' (links) and sort links above; div.xp-e entries (avatar; div.xp-in: p.xp-hd a profile link with the name, on three a '★ Editors' pick' badge, span.xp-t 'Posted 14 March 2012 | 10:14 GMT'; div.xp-x text; 'Recommend (n) · Reply · Report'); replies in div.xp-re inside their parent's, one level; a login prompt below",
        heading="Have your say",
        description="A city evening paper of 2012: 18 comments (5 replies) under 'All (18) | Editors' picks (3)' tabs and sort links, 'Recommend (n)' on each and an 'Editors' pick' badge on three (shown once, in their places), 'Posted 14 March 2012 | 10:14 GMT'; 'Ridiculous.'.",
    )


# --------------------------------------------------------------------------- en-metro: featured comments, then all


def en_featured() -> Case:
    c = thread(
        """
Rebecca Lawton | Wednesday 14 March 2012, 08:12 | - | As someone who cycles down Hallam Road every day, I welcome the lanes. But the junction with Station Street is where people get hurt, and the plan does nothing there.
Tony Marsden | Wednesday 14 March 2012, 08:40 | - | Another war on motorists. Where are the delivery vans supposed to stop?
Ellie Brook | Wednesday 14 March 2012, 09:02 | 1 | In the loading bays, which the plan keeps. Page two of the consultation.
Sam Hirst | Wednesday 14 March 2012, 09:25 | - | My daughter would cycle to school if there was a safe route. This would be one.
Geoff Kaye | Wednesday 14 March 2012, 09:48 | - | Fine in summer. Nobody cycles in February in Northgate.
Anita Desai | Wednesday 14 March 2012, 10:10 | 4 | I do, Geoff, and so do about two hundred others on Hallam Road if the council's counts are right.
Bill Crossley | Wednesday 14 March 2012, 10:36 | - | I have run the newsagent on Hallam Road for 31 years. Half my trade is people who park for two minutes. Take the parking and you take the shop.
Kath Shore | Wednesday 14 March 2012, 11:02 | 6 | Bill, could the council not give you a short-stay bay? Other cities have done that.
Dr Paul Ingham | Wednesday 14 March 2012, 11:30 | - | From the point of view of the hospital: we see the injuries from that junction every month. Anything that separates bikes from buses will save someone.
Lee Firth | Wednesday 14 March 2012, 12:05 | - | Spend the money on potholes first.
Maureen Dyson | Wednesday 14 March 2012, 12:40 | 9 | Potholes are a different budget, the article says this is government money for cycling only.
Jamie Rhodes | Wednesday 14 March 2012, 13:15 | - | Will the lanes be swept in autumn? The old ones on Eastgate are full of leaves and glass.
Nadia Khan | Wednesday 14 March 2012, 14:00 | - | Good plan, long overdue.
Philip Oates | Wednesday 14 March 2012, 14:48 | - | Who decided the consultation closes after only three weeks? Many people will not hear about it in time.
Carol Haigh | Wednesday 14 March 2012, 15:20 | 13 | It was extended to six weeks this morning, according to the council's site.
Dave Senior | Wednesday 14 March 2012, 16:05 | - | I drive a taxi. The lanes on Eastgate already make it impossible to drop people at the door.
Megan Pike | Wednesday 14 March 2012, 16:50 | - | A bus stop bypass at Station Street would fix most of the conflict Rebecca mentions.
Arthur Beevers | Wednesday 14 March 2012, 17:35 | - | When I was a lad we all cycled and nobody needed painted lines.
Zoe Whiteley | Wednesday 14 March 2012, 18:20 | 17 | And when you were a lad there were a quarter of the cars, Arthur.
Rob Hinchliffe | Wednesday 14 March 2012, 19:05 | - | Will there be cycle parking at the station? That is what stops me cycling to the train.
Jenny Ackroyd | Wednesday 14 March 2012, 20:10 | - | Thank you for explaining both sides fairly.
Owen Moss | Wednesday 14 March 2012, 21:30 | - | The trial on Eastgate cut casualties by a third. That should settle it.
"""
    )
    featured = [0, 6, 8]

    def entry(i: int, copy: bool) -> str:
        x = c[i]
        head = (
            f'<p class="fc-hd"><b class="fc-n">{esc(x.author)}</b> <span class="fc-d">{esc(x.when)}</span>'
            + (' <span class="fc-flag" style="color:#8b0000;font-size:11px">FEATURED</span>' if copy else "")
            + "</p>"
        )
        if copy:
            return (
                f'<div class="fc-e fc-copy">{head}<div class="fc-x">{body(x.text)}</div>'
                f'<p class="fc-ft"><a href="#fc{800 + i}">View in thread ↓</a></p></div>'
            )
        kids = children(c, i)
        return (
            f'<div class="fc-e" id="fc{800 + i}">{avatar("fc", x.author, 32)}{head}<div class="fc-x">{body(x.text)}</div>'
            '<p class="fc-ft"><a href="#reply">Reply</a> · <a href="/report">Report</a></p>'
            + (
                '<div class="fc-kids" style="margin-left:36px;border-left:2px solid #ddd;padding-left:8px">'
                + "".join(entry(k, False) for k in kids)
                + "</div>"
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="fc-zone" id="conversation">'
        '<div class="fc-feat" style="background:#f6f1e7;border:1px solid #e0d4b8;padding:8px 12px;margin-bottom:16px"><h3>Featured comments</h3>'
        '<p style="font-size:11px;color:#777">Chosen by Chronicle editors</p>'
        + "".join(entry(i, True) for i in featured)
        + "</div><h3>All comments (22)</h3>"
        + "".join(entry(i, False) for i in children(c, None))
        + login_prompt("en", "fc")
        + "</div>"
    )
    st = story(
        "Cycle lanes: the great debate",
        "By Rachel Dunn, City Reporter",
        "2012-03-14T06:00:00+00:00",
        "Wednesday 14 March 2012",
        """
Northgate's plan for protected cycle lanes on Hallam Road has divided the street: cyclists and the hospital welcome it, shopkeepers fear for their trade.

The £3.1 million scheme would remove 46 of the road's 80 parking spaces but keep the loading bays. It is paid for by a government grant that can only be spent on cycling.

A six-month trial of similar lanes on Eastgate cut casualties by a third, according to the council.

The consultation is open until the end of April.
""",
        section="Transport",
    )
    return make(
        "ad-en-featured",
        "discussion",
        "dp",
        "en-metro",
        st,
        PartsK(after=block),
        c,
        path="/news/transport/cycle-lanes-the-great-debate",
        container="div.fc-zone#conversation: a box 'Featured comments' (three of the comments again, each with 'FEATURED' and 'View in thread ↓'), then 'All comments (22)': div.fc-e entries (avatar; p.fc-hd: b.fc-n name, span.fc-d 'Wednesday 14 March 2012, 08:12'; div.fc-x text; 'Reply · Report'); replies in div.fc-kids inside their parent's, one level; a login prompt below",
        heading="All comments (22)",
        description="A city daily of 2012: 22 comments (6 replies), three of them also shown above in a 'Featured comments' box (copies: the truth has each once, in its place), weekday dates; 'Spend the money on potholes first.'.",
    )


# --------------------------------------------------------------------------- en-county: the reporter answers


def en_reporter() -> Case:
    reporter = "Tom Pryce"
    c = thread(
        f"""
Glenys Parry | 2012-03-15T09:14:00Z | - | Who will drive the mobile library? The article does not say whether the old driver is staying on.
{reporter} | 2012-03-15T09:40:00Z | 0 | Glenys, the county says the same driver will do the new route, two days a week instead of one.
Bryn Howells | 2012-03-15T10:02:00Z | - | Pentre was left off the list again. We are eight miles from the nearest library.
Sian Morgan | 2012-03-15T10:31:00Z | 2 | Pentre is on the list, Bryn, the second Tuesday of the month. It is in the table under the article.
Bryn Howells | 2012-03-15T10:50:00Z | 3 | So it is. Apologies, and thank you.
Eirlys | 2012-03-15T12:15:00Z | - | Lovely news for my mother, she reads three books a week and cannot drive any more.
Huw Lloyd | 2012-03-15T14:08:00Z | - | How much does the new van cost? Is this the money that was cut from the Llanfair branch?
{reporter} | 2012-03-15T14:30:00Z | 6 | Huw, the van was paid for by a lottery grant of £68,000, so no. The Llanfair decision is due in June.
Megan Rees | 2012-03-15T16:45:00Z | - | Will it carry large print and audio books? Those are what the older readers in our village need.
"""
    )
    profiles = {
        "Glenys Parry": "Member since 2009 · 312 comments",
        reporter: "Gazette reporter",
        "Bryn Howells": "Member since 2011 · 58 comments",
        "Sian Morgan": "Member since 2010 · 1,046 comments",
        "Eirlys": "Member since 2012 · 3 comments",
        "Huw Lloyd": "Member since 2008 · 427 comments",
        "Megan Rees": "Member since 2011 · 19 comments",
    }

    def one(i: int) -> str:
        x = c[i]
        staff = x.author == reporter
        label = (
            ' <span class="ws-role" style="background:#0a5a8c;color:#fff;font-size:10px;padding:1px 5px">REPORTER</span>'
            if staff
            else ""
        )
        kids = children(c, i)
        return (
            f'<li class="ws-e{" ws-staff" if staff else ""}" id="ws{500 + i}"'
            + (' style="background:#eef5fa;border-left:3px solid #0a5a8c;padding-left:8px"' if staff else "")
            + f'>{avatar("ws", x.author, 36)}<div class="ws-hd"><b class="ws-n">{esc(x.author)}</b>{label}'
            f'<br><small class="ws-prof">{esc(profiles[x.author])}</small>'
            f' <a class="ws-link" href="#ws{500 + i}" title="{esc(x.when)}">#</a></div>'
            f'<div class="ws-x">{body(x.text)}</div><p class="ws-act"><a href="#reply">Reply</a> · <a href="/report">Report</a></p>'
            + (f'<ul class="ws-sub">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<div class="ws-area" id="your-views"><h2>Your views</h2>'
        f'<ul class="ws-list">{"".join(one(i) for i in children(c, None))}</ul>'
        + login_prompt("en", "ws")
        + "</div>"
    )
    c = [x.__class__(x.author, x.text, x.parent, "") for x in c]
    st = story(
        "Mobile library to stop in twelve villages",
        "By Tom Pryce",
        "2012-03-15T07:00:00+00:00",
        "Thursday 15 March 2012",
        """
A new mobile library will stop in twelve villages of the upper valley from April, twice as often as the old van did.

The county council bought the vehicle with a lottery grant. It will carry 3,000 books, including large print and audio books, and has a lift for wheelchairs.

The timetable, with the stops in each village, is printed below.
""",
        section="News",
    )
    return make(
        "ad-en-reporter",
        "discussion",
        "rp",
        "en-county",
        st,
        PartsK(after=block),
        c,
        path="/news/mobile-library-to-stop-in-twelve-villages",
        container="div.ws-area#your-views > ul.ws-list: li.ws-e entries (avatar; div.ws-hd: b.ws-n name, small.ws-prof 'Member since 2009 · 312 comments', a '#' permalink whose title holds the ISO time, the only time shown; div.ws-x text; 'Reply · Report'); the reporter's answers li.ws-e.ws-staff with a 'REPORTER' label and 'Gazette reporter'; replies in ul.ws-sub inside their parent's, two levels; a login prompt below",
        heading="Your views",
        description="A county daily of 2012: 9 comments (4 replies, a chain two levels deep), the reporter answering twice (class ws-staff, a 'REPORTER' label), each reader's profile line, the time only in a permalink's title attribute; 'Lovely news for my mother'.",
    )


# --------------------------------------------------------------------------- en-coast: show n more replies


def en_more_replies() -> Case:
    c = thread(
        """
Pam Seymour | 17/03/2012 at 09:14 | - | About time. The pier has been fenced off for two summers and the whole seafront feels dead without it.
Geoff Ballard | 17/03/2012 at 09:40 | 0 | It was the fencing that put people off the arcades too. Hopefully they come back.
Rita Moss | 17/03/2012 at 10:05 | 0 | Does anyone know if the fishing platform at the end is open as well?
Colin Ash | 17/03/2012 at 10:30 | 0 | The article says the end section stays closed until June, Rita.
Rita Moss | 17/03/2012 at 10:48 | 0 | Thanks Colin, I missed that.
Steve Rudd | 17/03/2012 at 11:20 | - | Four hundred thousand pounds for new boards. Was it insured?
Jan Abbott | 17/03/2012 at 12:02 | - | Lovely. Will the tea room reopen too?
Dean Cole | 17/03/2012 at 12:30 | 6 | Yes, new tenants, according to the notice on the gate.
Mags | 17/03/2012 at 12:41 | 6 | The same family as before, I heard.
Fred Jolly | 17/03/2012 at 13:15 | - | My grandfather helped rebuild it after the 1953 storm. Glad it has been saved again.
Helen Orr | 17/03/2012 at 14:00 | - | Will dogs be allowed? They were banned last time.
Nick Pyle | 17/03/2012 at 14:25 | 10 | On leads only, says the council.
Bev Tully | 17/03/2012 at 15:10 | - | Brilliant.
Alan Kerridge | 17/03/2012 at 16:45 | - | Now sort out the toilets on the promenade.
"""
    )

    def entry(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        replies = ""
        if kids:
            first, rest = kids[0], kids[1:]
            replies = '<div class="mr-replies" style="margin-left:40px">' + entry(first)
            if rest:
                n = len(rest)
                replies += (
                    f'<p class="mr-more"><a href="#" onclick="this.parentNode.nextElementSibling.style.display=\'block\';this.parentNode.style.display=\'none\';return false">'
                    f"Show {n} more {'reply' if n == 1 else 'replies'}</a></p>"
                    '<div class="mr-hidden" style="display:none">'
                    + "".join(entry(k) for k in rest)
                    + "</div>"
                )
            replies += "</div>"
        return (
            f'<div class="mr-e" id="mr{i + 61}">{avatar("mr", x.author, 32)}'
            f'<p class="mr-hd"><b class="mr-n">{esc(x.author)}</b> <span class="mr-d">{esc(x.when)}</span></p>'
            f'<div class="mr-x">{body(x.text)}</div><p class="mr-act"><a href="#reply">Reply</a> · <a href="/report">Report this</a></p>'
            + replies
            + "</div>"
        )

    block = (
        '<div class="mr-zone" id="talk"><h2>Readers\' comments (14)</h2>'
        + "".join(entry(i) for i in children(c, None))
        + login_prompt("en", "mr")
        + "</div>"
    )
    st = story(
        "Pier to reopen for Easter after £400,000 repairs",
        "By Kelly Dawes",
        "2012-03-17T07:00:00+00:00",
        "Saturday 17 March 2012",
        """
Southmere pier will reopen to the public on Good Friday after two years behind fences, the council announced yesterday.

New decking has been laid over the first two hundred metres. The end section, with the fishing platform, stays closed until June while its supports are replaced.

The tea room on the pier will reopen under new tenants.
""",
        section="Coast",
    )
    return make(
        "ad-en-more-replies",
        "discussion",
        "dp",
        "en-coast",
        st,
        PartsK(after=block),
        c,
        path="/news/pier-to-reopen-for-easter",
        container="div.mr-zone#talk: div.mr-e entries (avatar; p.mr-hd: b.mr-n name, span.mr-d '17/03/2012 at 09:14'; div.mr-x text; 'Reply · Report this'); replies in div.mr-replies inside their parent's: the first shown, then 'Show n more replies' and the others in div.mr-hidden (display:none), one level; a login prompt below",
        heading="Readers' comments (14)",
        description="A coast weekly's site of 2012: 14 comments (7 replies), under each comment its first reply and a 'Show n more replies' link, the other replies (4) in the HTML but hidden until it is pressed; 'Brilliant.'.",
        check_steps=(),
    )


# --------------------------------------------------------------------------- en-isle: lists, links, quotes


def en_lists() -> Case:
    c = thread(
        """
Morag Linklater | Mon 19 Mar 2012 10:14 | - | Frozen fares are welcome, but what islanders actually need is:¶- a later last sailing on Fridays¶- space for cars booked in advance¶- a proper waiting room at Pellham pier
Ewan Flett | Mon 19 Mar 2012 11:02 | - | > The operator says fares will stay at 2011 levels until at least April 2013.¶Until April 2013. So we will be back here next spring.
Kirsty Rendall | Mon 19 Mar 2012 12:30 | 1 | True, but a year's freeze is still the first good news on fares in a decade.
Sandy Isbister | Mon 19 Mar 2012 14:45 | - | For anyone who wants to read the operator's full statement, it is on their website: http://ferries.pellham.example.org/news/fares-2012
Jean Drever | Mon 19 Mar 2012 16:20 | - | Thank you for covering this. The [islands' transport forum](http://forum.pellham.example.org) meets on Thursday at the school if anyone wants to raise the Friday sailing.
Robbie | Mon 19 Mar 2012 18:05 | - | Good.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<li class="ik-i" id="ik{i + 1}"><div class="ik-top"><b class="ik-n">{esc(x.author)}</b> '
            f'<span class="ik-d">{esc(x.when)}</span></div><div class="ik-x">{body(x.text)}</div>'
            '<div class="ik-act"><a href="#reply">Reply</a> | <a href="/report">Report</a></div>'
            + (f'<ol class="ik-sub">{"".join(one(k) for k in kids)}</ol>' if kids else "")
            + "</li>"
        )

    block = (
        '<div class="ik-wrap" id="island-views"><h2>6 comments</h2>'
        f'<ol class="ik-list">{"".join(one(i) for i in children(c, None))}</ol>'
        + login_prompt("en", "ik")
        + "</div>"
    )
    st = story(
        "Ferry fares frozen for a year",
        "By Lorna Spence",
        "2012-03-19T07:00:00+00:00",
        "Monday 19 March 2012",
        """
Ferry fares between Pellham and the mainland will not rise this year, the operator announced on Friday.

The operator says fares will stay at 2011 levels until at least April 2013.

The islands' transport forum had asked for a freeze after fares rose by 9 per cent last spring.
""",
        section="Ferry",
    )
    return make(
        "ad-en-lists",
        "discussion",
        "rp",
        "en-isle",
        st,
        PartsK(lead=jump("en", 6, "island-views", "rp"), after=block),
        c,
        path="/news/ferry-fares-frozen-for-a-year",
        container="div.ik-wrap#island-views > ol.ik-list: li.ik-i entries (div.ik-top: b.ik-n name, span.ik-d 'Mon 19 Mar 2012 10:14'; div.ik-x text: paragraphs, a <ul> of three items, a <blockquote> quoting the article, a bare address as a link, a named link; 'Reply | Report'); the reply in ol.ik-sub inside its parent's; a login prompt below",
        heading="6 comments",
        description="An island weekly's site of 2012: 6 comments (1 reply) whose texts hold a list, a quoted sentence of the article, a bare address and a named link; the header's '💬 6 comments · Jump to comments ↓'; 'Good.'.",
    )


# --------------------------------------------------------------------------- en-county: signatures


def en_signatures() -> Case:
    c = thread(
        """
Old Codger | 15 Mar 2012 10:14 | - | The show moved to the second weekend of August once before, in 1987, and it rained both days. Just saying.
farmer_gwen | 15 Mar 2012 11:40 | - | Good decision. The first weekend clashes with the harvest every year and half of us cannot come.
Dai the Post | 15 Mar 2012 13:02 | - | Will the sheepdog trials still be on the Saturday?
"""
    )
    sigs = {
        "Old Codger": "Wyvern Show steward 1972-2004. Opinions my own.",
        "farmer_gwen": "Beef, sheep and far too many cats.",
        "Dai the Post": "",
    }
    items = "".join(
        f'<div class="sg-p" id="sg{i + 1}"><div class="sg-hd"><b class="sg-n">{esc(x.author)}</b> '
        f'<span class="sg-d">{esc(x.when)}</span></div><div class="sg-x">{body(x.text)}</div>'
        + (
            f'<div class="sg-sig" style="border-top:1px solid #ccc;width:40%;margin-top:6px;padding-top:2px;font-size:11px;color:#777">{esc(sigs[x.author])}</div>'
            if sigs[x.author]
            else ""
        )
        + "</div>"
        for i, x in enumerate(c)
    )
    block = (
        '<div class="sg-box" id="readers-say"><h3>Readers say (3)</h3>'
        + items
        + login_prompt("en", "sg")
        + "</div>"
    )
    st = story(
        "Wyvern Show moves to second weekend of August",
        "By Rhian Beddoe",
        "2012-03-15T07:00:00+00:00",
        "Thursday 15 March 2012",
        """
The Wyvern Show will move to the second weekend of August this year, its committee decided on Tuesday, after farmers complained that the old date clashed with the harvest.

The show, which began in 1874, drew 18,000 visitors last summer.

The committee says the sheepdog trials and the young farmers' tug of war will keep their places in the programme.
""",
        section="Farming",
    )
    return make(
        "ad-en-signatures",
        "discussion",
        "dp",
        "en-county",
        st,
        PartsK(after=block),
        c,
        path="/farming/wyvern-show-moves-to-second-weekend",
        container="div.sg-box#readers-say: flat div.sg-p entries (div.sg-hd: b.sg-n name, span.sg-d '15 Mar 2012 10:14'; div.sg-x text; on two a div.sg-sig signature under the text, from the reader's profile); a login prompt below",
        heading="Readers say (3)",
        description="A county daily of 2012: 3 comments, flat, by registered readers with nicknames, two of them with a signature under the text (the page's, from their profiles, not the comment's text).",
    )


def threads_ad() -> list[Case]:
    return [en_picks(), en_featured(), en_reporter(), en_more_replies(), en_lists(), en_signatures()]
