"""Blind set CJ: two mixed pages, a real discussion beside a list of a new kind: a personal-finance blog on Movable
Type whose post is followed by readers' "Deal Spotters" board (one spotter also comments), and a newspaper's sports
blog on ExpressionEngine whose fantasy-football column carries the reader league's transfer log with the managers'
notes. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cj_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    esc,
    items,
    linklist,
    paras,
    seeds,
    talk,
)


def penny_deals() -> Case:
    ns = talk("""
Brianna T @ July 30, 2012 8:02 AM :: Congratulations! I'm at month 9 of the same plan and some weeks the spreadsheet is the only thing keeping me going. Did you ever feel like giving up around the halfway point?
  Meg @ July 30, 2012 9:47 AM :: Brianna, around month 14 I nearly did. My car needed $1,100 of brakes and tires and it wiped out the emergency fund. I took two weeks off the extra payments, then got back on it. Don't beat yourself up over one bad month.
Carlos Mendoza @ July 30, 2012 11:15 AM :: Serious question: why not refinance instead of throwing everything at it? My consolidation loan dropped my rate from 6.8% to 4.1%, which saved me more than the snowball ever would have.
  Meg @ July 30, 2012 1:30 PM :: Carlos, I looked at it, but my loans were federal and consolidating them privately would have cost me the income-based repayment option if I lost my job. For private loans I'd totally agree with you.
frugal_in_fresno @ July 30, 2012 6:44 PM :: The bit about the $4 lunches is what gets people. Everybody wants the big trick, but it's really just packing a sandwich 500 times in a row.
""")

    def entry(i: int, n: Note) -> str:
        cid = 2211 + 9 * i
        reply = (
            f'<span class="comment-reply-to">In reply to <a href="#comment-{2211 + 9 * n.parent}">{esc(ns[n.parent].who)}</a></span> | '
            if n.parent is not None
            else ""
        )
        who = f'<a href="/about/" title="Meg">{esc(n.who)}</a>' if n.who == "Meg" else esc(n.who)
        own = " comment-author-blog" if n.who == "Meg" else ""
        return (
            f'<div class="comment{own}" id="comment-{cid}"><div class="inner"><div class="comment-header"><div class="asset-meta">'
            f'<span class="byline"><span class="vcard author">{who}</span> | {reply}<a href="#comment-{cid}"><abbr class="published" title="2012-07-30">{esc(n.at)}</abbr></a></span></div></div>'
            f'<div class="comment-content">{paras(n.body)}</div><div class="comment-footer"><a title="Reply" href="#comment-form" onclick="mtReplyCommentOnClick({cid}); return false;">Reply</a></div></div></div>'
        )

    comments = (
        '<div id="comments" class="comments"><h2 class="comments-header">5 Comments</h2><div class="comments-content">'
        + "".join(entry(i, n) for i, n in enumerate(ns))  # flat, by date; an answer says whom it answers
        + '</div></div><div class="comments-open" id="comments-open"><h2 class="comments-open-header">Leave a comment</h2>'
        '<form method="post" action="/cgi-bin/mt/mt-comments.cgi" id="comments-form"><input type="text" name="author" id="comment-author"> Name<br>'
        '<textarea id="comment-text" name="text" rows="10" cols="50"></textarea><br><input type="submit" value="Submit"> <input type="submit" value="Preview"></form></div>'
    )
    deals = items("""
Tanya R. | Jul 29 | Target: 40% off back-to-school backpacks, and the 5% REDcard discount stacks on top.
budgetdad | Jul 29 | Kroger on Blackstone: 10 lb bags of potatoes for $1.99 this week, limit two.
Hollie | Jul 28 | The Kindle Touch is $79 with special offers until Sunday.
Mark S. | Jul 27 | Gas at $3.27 at the Clovis Costco, lowest I've seen since April.
Jess B | Jul 27 | Old Navy flip-flops are $1 on Saturday, in store only.
frugal_in_fresno | Jul 26 | Library book sale on Shaw Ave: fill a bag for $5, Saturday from 9am.
""")
    board = (
        '<div class="pl-deals"><h3>This week\'s Deal Spotters</h3><p class="pl-deals-note">Deals sent in by readers through the <a href="/deals/submit">deal form</a>. I don\'t check every one, so read the fine print!</p><ul>'
        + "".join(
            f'<li class="pl-deal"><span class="pl-spotter">{esc(w)}</span> <span class="pl-deal-date">{esc(d)}</span><p>{esc(t)}</p></li>'
            for w, d, t in deals
        )
        + "</ul></div>"
    )
    side = (
        box(
            "pennyledger",
            "Debt-free countdown",
            '<p><b>$0</b> left of $23,417<br><img src="/_avatar/pl-thermo.svg" width="200" height="30" alt="100%"></p>',
            "debt",
        )
        + box(
            "pennyledger",
            "Recent Comments",
            linklist(
                "Dana on What I spend on groceries for two: $61 a week\nCarlos Mendoza on The snowball vs. the avalanche\nMeg on My $25 birthday party",
                "ul",
            ),
            "recent-comments",
        )
        + box(
            "pennyledger",
            "Categories",
            linklist("Debt diary | 48\nBudgeting | 31\nDeals | 22\nSide hustles | 9", "ul", "posts"),
            "categories",
        )
        + box(
            "pennyledger",
            "Sponsors",
            '<div style="height:125px;background:#eef5ef;text-align:center;color:#999">125x125 ads</div>',
            "sponsors",
        )
    )
    piece = Piece(
        "Debt free! How I paid off $23,417 of student loans in 26 months",
        'By <a href="/about/">Meg</a> on July 30, 2012 7:30 AM',
        "2012-07-30T07:30:00-07:00",
        "July 30, 2012",
        """
I made the last payment on Friday at 4:12 in the afternoon, from my phone, in the parking lot of the grocery store. Then I sat in the car for ten minutes and cried a little. Twenty-six months ago I owed $23,417 across four federal loans, and now I owe nothing.

No big secret, sadly. I took every raise and every tax refund straight to the smallest loan, packed my lunch roughly 500 times, sold the second car and went down to one credit card that lives in a drawer.

The hardest month was the one my car needed brakes and tires, which I've written about before. The best month was the one the smallest loan disappeared and I could see the plan working.

I'll write a full breakdown of the numbers next week. For now, thank you for reading along. This blog kept me honest.
""",
        section="Debt diary",
        tags=("student loans", "debt snowball", "milestones"),
    )
    return case(
        "cj-pennyledger-mixed",
        "mixed",
        "pennyledger",
        piece,
        Bits(
            after=board + comments,
            side=side,
            style=".pl-deals{background:#f3faf4;border:1px solid #cfe5d3;padding:8px;margin:12px 0}.pl-deal{margin-bottom:6px}.pl-spotter{font-weight:bold}.pl-deal-date{font-size:11px;color:#888}.comment{border-top:1px solid #ddd;padding:6px 0}.byline{font-size:11px}",
        ),
        seeds(ns),
        path="/2012/07/debt-free-student-loans-26-months.html",
        container="div#comments > div.comments-content > div.comment#comment-N (div.comment-header: span.vcard.author NAME | 'In reply to NAME' | time; div.comment-content > p)",
        heading="5 Comments",
        description="A personal-finance blog of 2012 on Movable Type: a debt-payoff post, then 'This week's Deal Spotters' (6 readers' deals: a name, a date, a sentence; one spotter also comments), then '5 Comments' in a flat list by date, two of them the blogger's answers marked 'In reply to NAME'; a countdown, recent comments of other posts, categories with counts, sponsors. Truth: only the 5 comments.",
        lookalikes=("readers' Deal Spotters board (6 entries)", "Recent Comments of other posts"),
    )


def grandstand_fantasy() -> Case:
    ns = talk("""
Big Sully @ 09/19/2012 at 08:14 AM :: Picked up the Jets' backup running back on your advice last year and he fumbled twice in his only start. So forgive me if I don't run out and claim this week's guy.
Kristen A. @ 09/19/2012 at 09:40 AM :: Good list. I'd add the Tampa tight end, he's had 14 targets in two weeks and he's on nobody's roster in our office league.
dgramm @ 09/19/2012 at 11:58 AM :: Is anybody worth starting at kicker? Mine is on a bye and all that's left on the wire is a rookie who's 2 for 5.
Rick Tamayo @ 09/19/2012 at 01:22 PM :: dgramm, stream whoever is kicking at home in a dome this week and don't overthink it. Nobody ever won a league by agonizing over kickers.
""")
    moves = items("""
Sept 18, 9:02 p.m. | Sully's Mullets | Big Sully | Dropped the Chiefs' WR, claimed the Bengals' backup RB for $14 of his $100 budget. "Injury in Cincy, opportunity for me."
Sept 18, 9:40 p.m. | Blitz Krieg | Kristen A. | Traded her second QB for a WR2 and a future draft pick. "I don't need two QBs, I need someone who catches the ball."
Sept 18, 10:15 p.m. | Dome Field Advantage | dgramm | Cut his kicker, left the spot empty. "I'll figure it out by Sunday."
Sept 19, 6:30 a.m. | Tamayo's Tacos | Rick Tamayo | Claimed the Tampa tight end. "Commissioner's privilege? No, I just got up earlier than you."
Sept 19, 7:12 a.m. | The Replacement Refs | ValleyDan | Benched his entire Packers contingent for Monday. "No explanation given."
""")
    log = (
        '<div class="vg-log"><h3>Grandstand Reader League: waiver and trade log</h3><table class="vg-log-t"><tr><th>When</th><th>Team (manager)</th><th>Move</th></tr>'
        + "".join(
            f"<tr><td>{esc(w)}</td><td><b>{esc(t)}</b> ({esc(m)})</td><td>{esc(x)}</td></tr>"
            for w, t, m, x in moves
        )
        + "</table></div>"
    )

    def entry(i: int, n: Note) -> str:
        cid = 40771 + i
        return (
            f'<div class="vg-c" id="comment_{cid}"><div class="vg-c-body">{paras(n.body)}</div>'
            f'<p class="vg-c-posted">Posted by <b>{esc(n.who)}</b> on {esc(n.at)}'
            + (" <em>(staff)</em>" if n.who == "Rick Tamayo" else "")
            + f' | <a href="#comment_{cid}">#</a></p></div>'
        )

    talk_block = (
        '<div class="vg-talk"><h3>4 responses to &ldquo;Week 3 waiver wire&rdquo;</h3>'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + '<h4>Add your response</h4><form method="post" action="/"><p><input type="text" name="name"> Name</p><p><input type="text" name="email"> Email</p>'
        '<textarea name="comment" cols="60" rows="8"></textarea><p><input type="submit" value="Submit"></p></form></div>'
    )
    side = (
        box(
            "grandstand",
            "League standings",
            "<ol><li>Tamayo's Tacos 2-0</li><li>Blitz Krieg 2-0</li><li>Sully's Mullets 1-1</li><li>Dome Field Advantage 0-2</li></ol>",
            "standings",
        )
        + box(
            "grandstand",
            "From the Daily Register",
            linklist(
                "Rams' defense carries Valley past Ridgeline, 17-10\nState finals tickets on sale Monday\nColumn: The new refs have to go"
            ),
            "register",
        )
        + box(
            "grandstand",
            "Ad",
            '<div style="height:250px;background:#eee;text-align:center;color:#999">Advertisement</div>',
            "ad",
        )
    )
    piece = Piece(
        "Fantasy football: Week 3 waiver wire",
        'By Rick Tamayo · September 18, 2012 · Filed under <a href="/fantasy/">Fantasy</a>',
        "2012-09-18T17:00:00-07:00",
        "September 18, 2012",
        """
Two weeks in, and if your league looks anything like ours, somebody is already 0-2 and panicking. Breathe. Here are the players worth a claim before Wednesday's waivers run.

Running back: the Bengals' backup gets the start on Sunday with the starter's ankle in a walking boot. Claim him, start him, and drop him when the starter's back.

Tight end: Tampa's second-year man has quietly seen 14 targets in two weeks. Owned in fewer than 10 percent of leagues.

Kicker: if you need one, play whoever is at home indoors. That's the whole strategy.

As always, here's how the Grandstand Reader League, our league of readers and staff, handled its own waivers this week.
""",
        section="Fantasy",
        tags=("fantasy football", "waiver wire", "Grandstand Reader League"),
    )
    return case(
        "cj-grandstand-mixed",
        "mixed",
        "grandstand",
        piece,
        Bits(
            inside=log,
            after=talk_block,
            side=side,
            style=".vg-log-t td,.vg-log-t th{border-bottom:1px solid #ddd;padding:3px;font-size:12px;vertical-align:top}.vg-c{border-top:1px solid #ddd;padding:6px 0}.vg-c-posted{font-size:11px;color:#777}",
        ),
        seeds(ns),
        path="/fantasy/comments/week-3-waiver-wire",
        container="div.vg-talk > div.vg-c#comment_N (div.vg-c-body > p, then p.vg-c-posted 'Posted by <b>NAME</b> on …')",
        heading="4 responses to “Week 3 waiver wire”",
        description="A newspaper's sports blog of 2012 on ExpressionEngine (a Blueprint grid): a fantasy-football column with the readers' league's waiver and trade log (5 rows: time, team and manager, a move with the manager's quoted note; three managers also comment), then '4 responses' in a flat list, the name after the text, the columnist answering a reader (no reply structure: top-level). Truth: only the 4 responses.",
        lookalikes=("a fantasy league's transfer log with managers' notes",),
    )


def mixed_cj() -> list[Case]:
    return [penny_deals(), grandstand_fantasy()]
