"""Blind set CL: the mixed page, a personal-finance blog of 2012 on a Typepad-like template: the article holds a
table-like list of a bank's branch closures (10 entries: branch, town, closing date and the bank's stated reason, none
a reader's), then the Typepad-like comment list, flat, 14 readers' comments with "Posted by: NAME | DATE" after the
text, the blogger answering twice. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Piece,
    bio,
    box,
    case,
    esc,
    latest_elsewhere,
    most_list,
    paras,
    tag_cloud,
    talk,
    truth,
)

_CLOSURES = """
Market Square, Thornby | 18 May 2012 | Customer visits down 42% since 2008; nearest branch 4 miles
High Street, Little Eversham | 18 May 2012 | Most customers now bank online or by phone
Station Road, Brackwell | 25 May 2012 | Lease expiry; services moving to the Post Office counter
Fore Street, Polwenna | 25 May 2012 | Fewer than 300 counter transactions a week
The Parade, Hinton Magna | 1 June 2012 | Customers use the Dunmore branch, 3 miles away
Church Street, Allerby | 1 June 2012 | Building needs major repairs; mobile branch to visit on Tuesdays
Bridge Street, Caldwater | 8 June 2012 | Customer visits down 37% in five years
High Street, Netherfold | 8 June 2012 | Most customers now bank online or by phone
Castle Hill, Kirkmoor | 15 June 2012 | Lease expiry; cash machine to remain
Main Street, Ardlow | 15 June 2012 | Fewer than 250 counter transactions a week
"""

_PENNY = """
Margaret in Allerby @ March 12, 2012 at 09:14 AM :: Our branch on Church Street is on the list. I'm 81 and I don't have a computer. The mobile branch comes on a Tuesday for one hour. One hour a week for a whole town! I've banked there since 1956.
Ade @ March 12, 2012 at 09:40 AM :: The Post Office counter option is better than people think. You can pay in cheques and take out cash with most bank cards. It won't help with a mortgage appointment, but for day to day it's fine.
Jenny H @ March 12, 2012 at 10:02 AM :: Small businesses are the ones who suffer. I run a café in Brackwell and I pay in cash twice a week. The nearest branch after May will be a 25-minute drive each way. That's an hour of my week gone, plus petrol.
Helen @ March 12, 2012 at 10:31 AM :: Helpful post, thank you. I'd add one thing to your tips: if your branch is closing, ask the bank in writing what they'll do for you specifically. Mine offered a named contact at the next branch and a free home visit for my mum.
Kath Pryor @ March 12, 2012 at 11:15 AM :: Time to move to a building society with a branch in town. That's what I did two years ago when the Hinton branch first talked about closing. Switching took less than a fortnight.
The Sensible Penny @ March 12, 2012 at 11:48 AM {author} :: Thanks all. @Helen, that's a great tip, I'll add it to the post. @Margaret, I'm so sorry, and I think your letter to your MP idea (in your email to me) is exactly the right thing to do.
Robert Lyle @ March 12, 2012 at 12:20 PM :: Before everyone piles in: the bank is a business and branches with 250 transactions a week cost a fortune to run. Nobody complaining here has paid for a current account in their lives. Free banking has to be paid for somehow.
Ade @ March 12, 2012 at 12:41 PM :: @Robert free banking is paid for by the overdraft charges and the interest they don't pay us. It's not a charity.
Sunita @ March 12, 2012 at 01:10 PM :: I work in a branch (not this bank, and not saying which). Closure lists like this are usually decided a year before they're announced. The "consultation" is mostly about timing, sadly.
Pete W. @ March 12, 2012 at 02:30 PM :: Useful list, thanks. Does anyone know whether the cash machines stay at the other branches, or only at Kirkmoor? Ardlow has no other cash machine at all.
The Sensible Penny @ March 12, 2012 at 03:05 PM {author} :: Pete, I asked the press office this morning. They said only Kirkmoor "at this stage" and they're "looking at options" for the others. I'll update the post if I hear more.
Lou @ March 12, 2012 at 04:22 PM :: For anyone wanting to switch, the new seven-day switching service isn't in place until next year, so allow a month and keep both accounts open till all the direct debits have moved. Learned that the hard way.
Margaret in Allerby @ March 12, 2012 at 06:45 PM :: Thank you all for the kind words. My grandson has set me up with the Post Office for now. I have written to our MP.
Ian Ferguson @ March 13, 2012 at 08:10 AM :: Great post. I shared it on the Caldwater community Facebook page, lots of people there hadn't even heard about the closure.
"""


def penny_mixed() -> Case:
    es = talk(_PENNY)
    seeds = truth(es)
    rows = "".join(
        f'<tr><td class="br">{esc(b)}</td><td class="dt">{esc(d)}</td><td class="why">{esc(w)}</td></tr>'
        for b, d, w in (tuple(c.strip() for c in line.split("|")) for line in _CLOSURES.strip().splitlines())
    )
    inside = (
        '<h3 class="sp-h">The full list</h3><table class="sp-closures" cellspacing="0"><tr><th>Branch</th><th>Closes</th><th>What the bank says</th></tr>'
        + rows
        + "</table><p><i>Source: the bank's letters to customers, March 2012.</i></p>"
    )
    comments = "".join(
        f'<div class="comment{" comment-by-author" if "author" in e.flags else ""}" id="comment-6a00e54f8c2a8b8833016{300000 + i * 211:06d}">'
        f'<a id="c6a00e54f8c2a{i}"></a><div class="comment-content">{paras(e.raw)}</div>'
        f'<p class="comment-footer">Posted by: <a rel="nofollow" href="http://profile.typepad.example/u{i}">{esc(e.who)}</a> | '
        f'<a href="#comment-{i}">{esc(e.at)}</a></p></div>'
        for i, e in enumerate(es)
    )
    after = (
        '<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted at 08:30 AM in <a href="/banking/">Banking</a></span>'
        f' <span class="separator">|</span> <a class="permalink" href="#">Permalink</a> <span class="separator">|</span> <a href="#comments">Comments ({len(es)})</a></p></div>'
        '<div class="comments" id="comments"><a id="comments"></a><h3 class="comments-header">Comments</h3>'
        '<div class="comments-info"><p>You can follow this conversation by subscribing to the <a href="/comments/atom.xml">comment feed</a> for this post.</p></div>'
        f'<div class="comments-content">{comments}</div></div>'
        '<form id="comment-form"><h3 class="comments-open-header">Post a comment</h3><p>Comments are moderated, and will not appear until the author has approved them.</p>'
        '<textarea rows="6" cols="60"></textarea><p><input type="submit" value="Post"> <input type="submit" value="Preview"></p></form>'
    )
    side = (
        bio(
            "penny",
            "The Sensible Penny",
            "is a former bank cashier turned money blogger in the Yorkshire Dales, writing about budgeting, banking and bills since 2008.",
        )
        + most_list(
            "penny",
            "Popular posts",
            """
Branch closures: what to do if yours is on the list | 14
The £20 weekly shop challenge, week 6 | 96
Energy bills: I switched and saved £212 | 61
ISA season: ignore the headline rates | 33
""",
            "comments",
        )
        + latest_elsewhere(
            "penny",
            "Recent Comments",
            """
Lou | The £20 weekly shop challenge, week 6 | Lentils again? You're braver than me.
Kath Pryor | Energy bills: I switched and saved £212 | Did the same last winter, never looked back.
Dan M | ISA season: ignore the headline rates | The bonus rate trick gets me every year.
""",
        )
        + tag_cloud(
            "penny",
            "banking,budgeting,energy,ISAs,switching,savings,pensions,mortgages,credit cards,frugal food",
        )
        + box(
            "penny",
            "Archives",
            "<ul><li><a href='#'>March 2012</a></li><li><a href='#'>February 2012</a></li><li><a href='#'>January 2012</a></li></ul>",
        )
    )
    piece = Piece(
        "Branch closures: what to do if yours is on the list",
        "Posted by The Sensible Penny",
        "2012-03-12T08:30:00+00:00",
        "Monday, March 12, 2012",
        """
Letters have been landing on doormats across the North this month: one of the big high-street banks is closing ten more branches between May and June, most of them in small towns and villages.

If yours is one of them, don't panic, and don't switch in a huff either. Find out first what the bank is offering you, check what the Post Office counter can do for you, and think about who in your family relies on the branch more than you do.

Here is the full list, with the closing dates and the reasons given in the bank's letters.
""",
        tags=("banking", "branch closures", "switching"),
    )
    return case(
        "cl-penny-mixed",
        "mixed",
        "penny",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".sp-closures td,.sp-closures th{border-bottom:1px solid #ddd;padding:4px;text-align:left;font-size:12px}.comment{border-top:1px solid #e3e3e3;padding:8px 0}.comment-footer{font-size:11px;color:#777}.comment-by-author{background:#eef6f3}",
        ),
        seeds,
        path="/the_sensible_penny/2012/03/branch-closures-what-to-do-if-yours-is-on-the-list.html",
        reveal="on_load",
        container="div.comments#comments: h3 'Comments', div.comments-content > div.comment#comment-<id> (div.comment-content > p, p.comment-footer 'Posted by: NAME | DATE')",
        heading="Comments",
        description="A personal-finance blog of 2012 on a Typepad-like template: the article holds a table of a bank's 10 branch closures (branch and town, closing date, the bank's reason), then 'Comments' with 14 readers' comments, flat, the name after the text ('Posted by: NAME | DATE'), the blogger answering twice under the blog's name; an author bio, popular posts with comment counts, recent comments of other posts, a tag cloud. Most awkward: the name after the text, a ten-row list of places, dates and sentences right above.",
        lookalikes=("a bank's branch closures: branch, date, reason",),
    )


def mixed_cl() -> list[Case]:
    return [penny_mixed()]
