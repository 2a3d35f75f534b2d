"""Blind set BT: the longest discussion of the set, 32 comments under a US regional paper's story of 2012 in the
paper's own comment template: newest first at the top level, replies oldest first nested in wrapper divs under their
parent, "NAME wrote:" heads with month-first dates, "Like (n)" and "Flag", a "Showing 32 comments" bar with a sort
menu, a staff reporter answering. Every class name, name, place and text invented for this set; each comment written
by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bt_common import (
    Bits,
    Case,
    Piece,
    Seed,
    box,
    case,
    children,
    esc,
    links,
    poll,
    ptext,
    seeds,
    slug,
    talk,
    ticker,
)


def en_ledger() -> Case:
    ns = talk("""
HarlanHank @ Mar 6, 2012 6:12 AM :: Half a cent doesn't sound like much until you add it to everything else they've raised this year. Water bill went up in January too.
  MercerMom3 @ Mar 6, 2012 6:40 AM :: Exactly. Groceries, gas, and now this. Nobody asked us.
    HarlanHank @ Mar 6, 2012 7:02 AM :: They asked us in 2009 and we said no. So they just voted it in themselves this time.
  pike_county_vet @ Mar 6, 2012 7:15 AM :: It sunsets after 15 years. Read the article before you complain.
    MercerMom3 @ Mar 6, 2012 7:31 AM :: Every tax "sunsets." Then they renew it.
Deputy's wife @ Mar 6, 2012 7:05 AM :: My husband works at the current jail. Officers are sleeping in their cars between double shifts because they can't staff it. Nobody who comments here has been inside that building.
  TaxpayerTom @ Mar 6, 2012 7:48 AM :: I respect what your husband does. The answer is more officers, not a $42 million building.
    Deputy's wife @ Mar 6, 2012 8:20 AM :: You can't hire officers for a building the state inspector says has to close. That's the whole point.
  Linda R. @ Mar 6, 2012 9:02 AM :: Thank your husband for us. Those men and women don't get enough credit.
Former commissioner @ Mar 6, 2012 8:02 AM :: For the record, the state gave the county until 2014 to fix the overcrowding or face fines. This was not a surprise to anyone who went to the meetings.
Sandy Creek resident @ Mar 6, 2012 8:35 AM :: Why build it out on Route 9? There's no bus, and families visiting inmates will have to drive 20 miles.
  Ledger reporter Dana Whitfield @ Mar 6, 2012 10:10 AM [staff] :: The county says the Route 9 site was chosen because it already owns the land, which saves about $3 million. Commissioners said they would look at a shuttle on visiting days.
    Sandy Creek resident @ Mar 6, 2012 10:44 AM :: Thanks Dana. I'll believe the shuttle when I see it.
old_man_river @ Mar 6, 2012 9:20 AM :: In my day the county jail had 40 beds and that was plenty. What happened to this county?
  Jen K @ Mar 6, 2012 9:41 AM :: Drugs happened. Half of those beds are people waiting on a court date for pills.
    old_man_river @ Mar 6, 2012 9:58 AM :: Then fix the courts so people don't sit for eight months waiting.
      pike_county_vet @ Mar 6, 2012 10:20 AM :: Agreed on that one. Two judges for three counties is a joke.
Commissioner Brandt voted right @ Mar 6, 2012 11:05 AM :: Glad at least two of them had the sense to vote no.
  J. Marsh @ Mar 6, 2012 11:30 AM :: And what was their plan? Brandt didn't offer a single alternative in four months of meetings.
Ruth Ann @ Mar 6, 2012 12:14 PM :: Will the sales tax apply to groceries? The article doesn't say.
  Ledger reporter Dana Whitfield @ Mar 6, 2012 12:50 PM [staff] :: Ruth Ann, groceries and prescription drugs are exempt, the same as the existing county sales tax. We've added that to the story.
tired of it @ Mar 6, 2012 1:02 PM :: Put it on the ballot. Simple as that.
GoBulldogs88 @ Mar 6, 2012 1:47 PM :: Can we build a new high school gym while we're at it? Ours has buckets catching the rain.
  MercerMom3 @ Mar 6, 2012 2:05 PM :: Ha. Don't give them ideas.
Pastor Ellis @ Mar 6, 2012 2:30 PM :: Whatever gets built, I hope there's room for the GED classes and the addiction program. Our church volunteers have run them in a hallway for six years.
  Linda R. @ Mar 6, 2012 3:12 PM :: Yes! The plans on the county website show two classrooms. I checked.
Accountant in Mercer @ Mar 6, 2012 3:40 PM :: Quick math: half a cent on roughly $620 million in taxable sales is about $3.1 million a year. Over 15 years that covers the bonds with some left over, if sales hold up.
  TaxpayerTom @ Mar 6, 2012 4:05 PM :: If. Two stores closed on Main Street last year alone.
watcher @ Mar 6, 2012 4:40 PM :: Who gets the construction contract? That's the question I want answered.
  J. Marsh @ Mar 6, 2012 5:15 PM :: It has to go out to bid, state law. The meeting minutes are online.
Frank D. @ Mar 6, 2012 6:22 PM :: I'll say it: I'd rather pay half a cent than have the state close the jail and send our people to Harlan at our expense.
new to the area @ Mar 6, 2012 8:10 PM :: Just moved here from Ohio. Our county did the same thing in 2007 and the new jail was full within three years.
""")
    # the page: newest first at the top level, each reply under its parent oldest first
    tops = sorted(children(seeds(ns), None), reverse=True)
    order: list[int] = []

    def walk(i: int) -> None:
        order.append(i)
        for k in children(seeds(ns), i):
            walk(k)

    for t in tops:
        walk(t)
    pos = {old: new for new, old in enumerate(order)}

    def item(i: int, sub: str) -> str:
        n = ns[i]
        staff = n.tag("staff")
        uid = slug(n.who)[:18]
        return (
            f'<div class="lc-comment{" lc-staff" if staff else ""}" id="lc-{60210 + i}">'
            f'<div class="lc-av"><img src="/_avatar/lc-{uid}.svg" alt="" width="32" height="32" /></div>'
            f'<div class="lc-main"><div class="lc-meta"><a class="lc-name" href="/users/{uid}">{esc(n.who)}</a>'
            + (' <span class="lc-badge">Ledger staff</span>' if staff else "")
            + f' wrote: <span class="lc-date">{esc(n.at)}</span></div>'
            f'<div class="lc-text">{ptext(n.body)}</div>'
            f'<div class="lc-tools"><a href="#" class="lc-like">Like ({(11 * i + 5) % 19})</a> · <a href="#reply" class="lc-reply">Reply</a> · '
            f'<a href="/flag?c={60210 + i}" class="lc-flag">Flag</a></div></div>'
            + (f'<div class="lc-children">{sub}</div>' if sub else "")
            + "</div>"
        )

    def nested(i: int) -> str:
        return item(i, "".join(nested(k) for k in children(seeds(ns), i)))

    thread = "".join(nested(t) for t in tops)
    after = (
        f'<div id="lc-comments"><div class="lc-bar"><b>Showing {len(ns)} comments</b> <span class="lc-sortby">Sort by <select name="sort">'
        '<option selected="selected">Newest first</option><option>Oldest first</option><option>Most liked</option></select></span> '
        '<a class="lc-sub" href="/subscribe/comments/120306">Subscribe to comments</a></div>'
        '<div class="lc-post"><a href="/login">Log in</a> to post a comment, or <a href="/register">register</a>. '
        "Comments are the opinions of their authors. Please keep them civil.</div>"
        f'<div class="lc-list">{thread}</div>'
        f'<div class="lc-bar">Showing {len(ns)} comments · <a href="/terms">Terms of use</a></div></div>'
    )
    side = (
        box(
            "en-ledger",
            "Most popular",
            links(
                (
                    "Commissioners approve sales tax for new jail",
                    "Mercer girls advance to regional final",
                    "Route 9 crash sends two to hospital",
                    "Obituary: Harold 'Buck' Simmons, 88",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-ledger",
            "Most commented",
            links(
                (
                    "Commissioners approve sales tax for new jail",
                    "School board weighs four-day week",
                    "Letter: Stop the wind farm",
                ),
                "/news/",
                "ol",
                (str(len(ns)), "58", "41"),
            ),
        )
        + box(
            "en-ledger",
            "Ledger poll",
            poll(
                "Should the jail tax have gone to voters?",
                [("Yes", 611), ("No", 187), ("Not sure", 44)],
                "votes",
                "Vote",
            ),
        )
        + box(
            "en-ledger",
            "Local weather",
            "<p><b>Today</b> Cloudy, high 46°F</p><p><b>Tonight</b> Rain likely, low 33°F</p><p><b>Wed</b> Showers, high 49°F</p>",
        )
        + box(
            "en-ledger",
            "Obituaries",
            links(("Harold 'Buck' Simmons, 88", "Evelyn M. Porter, 93", "Ray Tolliver, 61"), "/obituaries/"),
        )
    )
    style = (
        "#lc-comments{margin-top:18px;border-top:3px solid #1d3557}.lc-bar{background:#f0f3f7;padding:6px 8px;font-size:12px}.lc-bar .lc-sortby{margin-left:14px}.lc-sub{float:right}"
        ".lc-post{font-size:12px;color:#555;padding:6px 0}.lc-comment{padding:8px 0 0;border-top:1px solid #e3e3e3}.lc-av{float:left}.lc-main{margin-left:40px}"
        ".lc-meta{font-size:12px;color:#666}.lc-name{font-weight:bold}.lc-date{color:#999}.lc-tools{font-size:11px;color:#999;margin-bottom:6px}"
        ".lc-children{margin-left:40px}.lc-badge{background:#e63946;color:#fff;font-size:10px;padding:0 4px}"
    )
    piece = Piece(
        "Commissioners approve half-cent sales tax for new county jail",
        "By Dana Whitfield, Staff Writer",
        "2012-03-06T05:30:00-05:00",
        "Posted: Tuesday, March 6, 2012 5:30 am",
        """
Mercer County commissioners voted 3-2 Monday night to raise the county sales tax by half a cent to pay for a new 220-bed jail on county land off Route 9.

The tax takes effect July 1 and ends after 15 years. It is expected to raise about $3 million a year toward the $42 million project. Groceries and prescription drugs are exempt.

The current jail, built in 1968 for 96 inmates, held 171 people on Monday. A state inspection last fall gave the county until 2014 to end the overcrowding.

Commissioners Ray Brandt and Carol Tuttle voted no, saying the question should have gone to voters. A 2009 referendum on a smaller jail tax failed by 412 votes.
""",
        dek="The 3-2 vote ends a four-year fight over the overcrowded 1968 jail",
        section="News",
        tags=("Mercer County", "jail", "taxes"),
        caption="The Mercer County Jail on Court Street, built in 1968. Staff photo",
    )
    top = ticker(
        "Breaking News",
        (
            "School delays: Pike County two hours late",
            "Route 9 reopened after crash",
            "Winter weather advisory tonight",
        ),
    )

    def moved(parent: int | None) -> int | None:
        return None if parent is None else pos[parent]

    truth = [Seed(ns[i].who, ns[i].body, moved(ns[i].parent), ns[i].at) for i in order]
    return case(
        "bt-en-ledger-newest-first",
        "discussion",
        "en-ledger",
        piece,
        Bits(top=top, after=after, side=side, style=style),
        truth,
        path="/news/local/article_2012-03-06-jail-sales-tax.html",
        reveal="on_load",
        container="div#lc-comments: 'Showing 32 comments' bar with a sort menu, div.lc-list > div.lc-comment (div.lc-meta 'NAME wrote: DATE', div.lc-text, 'Like (n) · Reply · Flag'), replies in div.lc-children inside the parent, four levels",
        heading=None,
        description=f"A US regional paper of 2012: a story on a jail sales tax with {len(ns)} readers' comments ({len(tops)} threads, replies four levels deep, the staff reporter answering twice with a 'Ledger staff' badge), newest first at the top level and oldest first within each thread; 'NAME wrote:' heads with month-first dates, likes and flags, a ticker, most popular, most commented with counts, a poll, the weather and obituaries. Most awkward: the size, the top level in reverse time order, and no heading but a 'Showing 32 comments' bar.",
        static=True,
        lookalikes=("most commented with counts", "obituaries", "a poll with percentages"),
    )


def long_bt() -> list[Case]:
    return [en_ledger()]
