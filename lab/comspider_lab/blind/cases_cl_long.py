"""Blind set CL: the set's longest discussion, a football fans' blog of 2012 on a Blogger-like template, 63 readers'
comments in Blogger's flat list (``dl#comments-block``: "NAME said..." in a ``dt``, the text in a ``dd``, the time
in the next ``dd``), many "Anonymous", two removed entries ("This comment has been removed by the author."), the
blogger answering, typed "@NAME" answers; beside a league table, other posts' latest comments, a blog archive, a
followers gadget and a poll. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Entry,
    Piece,
    box,
    case,
    esc,
    latest_elsewhere,
    paras,
    poll,
    slug,
    talk,
    truth,
)

_TERRACE = """
Anonymous @ 24 March 2012 17:22 :: Worst half of football I've seen from us since the Dunford relegation season. Embarrassing.
Vale End Vic @ 24 March 2012 17:25 :: Two goals up at half time and we lose 3-2 at home to a side that hadn't won away since October. You couldn't write it.
Steve T @ 24 March 2012 17:31 :: Subs won it for them and lost it for us. Why take Okafor off when he was running their full back ragged? Baffling.
Anonymous @ 24 March 2012 17:33 :: Kettleborough out. Simple as that.
Mick Harland @ 24 March 2012 17:40 :: @Anonymous 17:33 Who do you want instead then? We've had four managers in three years and look where it's got us. Give the man a summer and a budget.
Anonymous @ 24 March 2012 17:44 :: @Mick a summer and a budget? He had both last year and spent it on Hewitt.
Lizzie B @ 24 March 2012 17:52 :: I took my dad for his 70th birthday. He's been going since 1958 and he said on the way out that he's never seen a Rovers side give up like that in the last twenty minutes. That's what hurt, not the result.
Ashbury Exile @ 24 March 2012 18:05 {author} :: Thanks all. I'm on the train back so replies will be patchy. Lizzie, happy birthday to your dad, sorry we spoiled it.
Dan the Van @ 24 March 2012 18:09 :: Hewitt again. Two yards offside for their second? He was playing everyone on.
Steve T @ 24 March 2012 18:14 :: He wasn't offside, he was just stood there while their lad ran past him.
Anonymous @ 24 March 2012 18:15 {removed} :: removed
Rich @ 24 March 2012 18:20 :: First time poster, long time reader. The problem isn't the manager, it's the midfield. We've got nobody who can keep the ball under pressure. Every time Millbrook pressed we just hoofed it to Okafor and hoped.
Vale End Vic @ 24 March 2012 18:28 :: @Rich welcome. You're right about the midfield, but whose job is it to sign a midfielder?
Rich @ 24 March 2012 18:35 :: @Vic the chairman's, apparently, going by last summer.
Pete Corrigan @ 24 March 2012 18:41 :: Stats for anyone who wants them (from the club site and my own notes): // - Possession: 58% us, 42% them - Shots: 14 us, 9 them - On target: 5 us, 6 them - Corners: 8 us, 2 them // We dominated the ball and they had more on target. That tells you everything about our final third.
Anonymous @ 24 March 2012 18:45 :: Pete you must be a joy at parties.
Pete Corrigan @ 24 March 2012 18:51 :: I am, actually.
Gail Sutton @ 24 March 2012 19:02 :: Sat in the family stand today with my two boys (8 and 11). The language from the row behind us in the second half was unrepeatable. I know people were angry but there were kids everywhere. I've emailed the club.
Dan the Van @ 24 March 2012 19:10 :: Fair point Gail. There's angry and there's being an idiot.
Steve Morley @ 24 March 2012 19:15 :: Other Steve here, not Steve T. I thought we were unlucky. Their first goal was a deflection off Hewitt's backside and the winner was a worldie. Some days it just goes against you.
Steve T @ 24 March 2012 19:22 :: @Steve Morley we had a two goal lead at home, mate. Unlucky doesn't cover it.
Anonymous @ 24 March 2012 19:30 :: Listening to the manager's post match on Vale FM now. "We switched off." Yes, we noticed.
Kev @ 24 March 2012 19:41 :: Okafor is going to be sold in the summer, you watch. Anyone with a decent scout saw that today. Half the Championship will be in for him.
Mick Harland @ 24 March 2012 19:50 :: @Kev and we'll get three quarters of what he's worth because his contract's up in 2013.
Ashbury Exile @ 24 March 2012 20:15 {author} :: Home now. A few replies: // @Rich, agree about the midfield, it's been the problem since Walsh left. @Gail, good on you for emailing, let us know if they reply. @Pete, the stats are grim reading but thank you.
Anonymous @ 24 March 2012 20:22 :: How is Walsh doing at Brackley? Anyone know?
Vale End Vic @ 24 March 2012 20:30 :: @Anonymous Captain, and they're top of the league. Of course they are.
Jenny Oakes @ 24 March 2012 20:48 :: I'm a season ticket holder in the Vale End since 1994, and I've never booed a Rovers team off before today. I did today and I'm not proud of it. But fourteen points from the last fifteen games is relegation form whoever you are.
Big Col @ 24 March 2012 21:05 :: Don't know what all the fuss is about. Still 8 points clear of the drop. We'll be fine. We always are.
Lizzie B @ 24 March 2012 21:12 :: @Big Col that's what we said in 2008.
Big Col @ 24 March 2012 21:16 :: Fair. Forget I spoke.
Anonymous @ 24 March 2012 21:40 :: Millbrook's keeper was timewasting from the 60th minute and the ref did nothing. Not making excuses but it killed the atmosphere.
Tony Ash @ 24 March 2012 22:02 :: I've been reading this blog for three seasons and this is the most depressed comments section I've seen on it. Cheer up, lads and ladies. It's only March.
Anonymous @ 24 March 2012 22:05 :: Only March and we're eight points off the bottom three. "Only".
Rich @ 24 March 2012 22:30 :: Just watched the highlights on the Football League Show. Their winner really was a worldie, in fairness. Thirty yards, top corner. Our keeper had no chance.
Dan the Van @ 24 March 2012 22:41 :: In fairness the lad's from Ashbury. Went to Kingsmead School. His mum still lives on Tanner Street.
Steve T @ 24 March 2012 22:44 :: Course he did. Course she does.
Anonymous @ 24 March 2012 23:10 :: The club should be ashamed of charging £24 for that.
Mick Harland @ 25 March 2012 08:15 :: Sleep on it and it's still bad. But looking at the fixtures we've got three of the bottom six at home in April. Win those and it's forgotten.
Jenny Oakes @ 25 March 2012 08:40 :: @Mick I admire your optimism. I'll believe it when I see it.
Anonymous @ 25 March 2012 09:02 {removed} :: removed
Lizzie B @ 25 March 2012 09:30 :: My dad's verdict this morning over his cornflakes: "The full back wants shooting and the centre half wants his mother." I have no idea what the second bit means.
Big Col @ 25 March 2012 09:35 :: @Lizzie your dad is a poet.
Pete Corrigan @ 25 March 2012 10:10 :: For the record, we have now conceded 11 goals in the last 15 minutes of matches this season. That's more than any other side in the division. It's not bad luck, it's fitness or concentration or both.
Ashbury Exile @ 25 March 2012 10:25 {author} :: That's a cracking stat, Pete. Mind if I use it in Tuesday's preview? I'll credit you.
Pete Corrigan @ 25 March 2012 10:31 :: Go for it.
Anonymous @ 25 March 2012 11:00 :: The supporters' trust meeting is on Thursday 29th at the Railway Tavern, 7.30pm. Come along and say all this to the board's face instead of on a blog.
Gail Sutton @ 25 March 2012 11:45 :: Update: the club replied to my email already, on a Sunday. They're going to look at the CCTV and the steward reports for that block. Credit where it's due.
Dan the Van @ 25 March 2012 12:02 :: Good stuff Gail. More of that please, Rovers.
Kev @ 25 March 2012 12:30 :: Radio Vale are saying there might be a loan signing before the deadline. Central midfielder from a Premier League club. No names yet.
Steve Morley @ 25 March 2012 12:50 :: @Kev if it's who I think it is, he's been injured for eight months.
Kev @ 25 March 2012 13:05 :: Ha. Could be anyone with our luck.
Anonymous @ 25 March 2012 14:20 :: Midfielder on loan in March is just papering over cracks. We need a proper summer rebuild.
Nadia @ 25 March 2012 15:10 :: Long time reader, first time commenting. I'm one of the new fans who started coming after the cup run last year. Yesterday was only my twelfth game. Is it always this stressful?
Vale End Vic @ 25 March 2012 15:20 :: @Nadia welcome to the family. Yes. Always. It never stops.
Mick Harland @ 25 March 2012 15:28 :: @Nadia it's worse than this. Stay anyway.
Tony Ash @ 25 March 2012 16:05 :: Good to see some humour creeping back in. Onwards to Tuesday. Up the Rovers.
Jenny Oakes @ 25 March 2012 17:50 :: Tuesday's at Harwell away. Anyone got a spare seat in a car from the Vale End? I'll chip in for petrol.
Big Col @ 25 March 2012 18:02 :: @Jenny there's a supporters' coach from the Railway at 4pm. Twelve quid return.
Anonymous @ 25 March 2012 19:30 :: Going to the Harwell game too. Can't not go.
Harry Lomas @ 25 March 2012 20:05 :: Sixty years a Rovers fan and I'll tell you what my father told me in 1961 after we lost 6-0 at Dunford: the team that lets you down on Saturday is the same team you'll be cheering on Tuesday. Chin up.
Steve T @ 25 March 2012 20:12 :: @Harry that's the best thing anyone's said on here all weekend.
Becca W @ 25 March 2012 20:40 :: Just to say the club shop has the away shirts half price this week, if anyone wants cheering up in a retail sort of way. I got one for my nephew for £19.
Ashbury Exile @ 25 March 2012 21:00 {author} :: Thanks everyone, 60-odd comments is a record for this blog. Preview up Monday night. See some of you at Harwell.
Rich @ 26 March 2012 07:45 :: See you there. Bringing my lucky scarf back out of retirement.
"""


def _blogger(es: list[Entry]) -> str:
    items = []
    for i, e in enumerate(es):
        cid = 7351120984416 + i * 97
        anon = e.who == "Anonymous"
        who = (
            '<span style="line-height:16px" class="comment-icon anon-comment-icon"><img src="/_avatar/anon16.png" alt="Anonymous" width="16" height="16"></span>&nbsp;Anonymous'
            if anon
            else f'<a href="http://www.blogger.com/profile/{cid % 10**12}" rel="nofollow">{esc(e.who)}</a>'
        )
        dt_cls = "comment-author blog-author" if "author" in e.flags else "comment-author"
        if "removed" in e.flags:
            body = f'<dd class="comment-body" id="Blog1_cmt-{cid}"><span class="deleted-comment">This comment has been removed by the author.</span></dd>'
        else:
            body = f'<dd class="comment-body" id="Blog1_cmt-{cid}"><p>{paras(e.raw, "span", "para").replace("</span><span", "</span><br><br><span")}</p></dd>'
        items.append(
            f'<dt class="{dt_cls}" id="c{cid}"><a name="c{cid}"></a>{who} said...</dt>{body}'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{cid}" title="comment permalink">{esc(e.at)}</a>'
            f'</span><span class="item-control blog-admin pid-1822"><a href="/delete-comment.g?postID={cid}"><img src="/_avatar/trash.gif" alt=""></a></span></dd>'
        )
    return '<dl id="comments-block">' + "".join(items) + "</dl>"


def terrace_blogger() -> Case:
    es = talk(_TERRACE)
    seeds = truth(es)
    after = (
        '<div class="post-footer"><span class="post-author vcard">Posted by <span class="fn">Ashbury Exile</span></span> at '
        '<a class="timestamp-link" href="#">17:15</a> <span class="post-comment-link"></span>'
        f'<span class="post-labels">Labels: <a href="/search/label/match%20reports">match reports</a>, <a href="/search/label/Millbrook">Millbrook</a></span></div>'
        f'<div class="comments" id="comments"><a name="comments"></a><h4>{len(es)} comments:</h4><div id="Blog1_comments-block-wrapper">'
        + _blogger(es)
        + '</div><p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=1822&amp;postID=4471" onclick="">Post a Comment</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/03/harwell-preview.html">Newer Post</a></span>'
        '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/03/millbrook-preview.html">Older Post</a></span>'
        '<a class="home-link" href="/">Home</a></div><div class="post-feeds">Subscribe to: <a href="/feeds/4471/comments/default">Post Comments (Atom)</a></div>'
    )
    table = "".join(
        f"<tr><td>{i + 1}</td><td>{esc(t)}</td><td>{p}</td><td>{pts}</td></tr>"
        for i, (t, p, pts) in enumerate(
            [
                ("Brackley Town", 37, 74),
                ("Harwell United", 37, 69),
                ("Millbrook Athletic", 37, 61),
                ("Dunford", 37, 58),
                ("Ashbury Rovers", 37, 44),
                ("Kingsferry", 37, 41),
                ("Stoke Abbas", 37, 38),
                ("Carrow Bridge Town", 37, 36),
            ]
        )
    )
    side = (
        box(
            "terrace",
            "League table",
            f'<table class="lt"><tr><th>#</th><th>Team</th><th>P</th><th>Pts</th></tr>{table}</table>',
        )
        + poll(
            "terrace",
            "Should Kettleborough be given the summer?",
            """
Yes, back him | 46%
No, change now | 38%
Don't know | 16%
""",
            "512",
        )
        + latest_elsewhere(
            "terrace",
            "Latest comments",
            """
Vale End Vic | Millbrook preview: a chance to go tenth | Three points and I'll buy everyone a pint.
Steve T | Hewitt: the case for the defence | There is no case for the defence.
Anonymous | 1987: the last time we beat Brackley away | I was there! Freezing cold, worth every minute.
Kev | Transfer window: who's in, who's out | Someone please tell me we're not signing another 34-year-old.
""",
        )
        + box(
            "terrace",
            "Followers",
            '<p>Followers (318)</p><div class="fl">'
            + "".join(f'<img src="/_avatar/f{k}.png" width="24" height="24" alt="">' for k in range(12))
            + "</div>",
        )
        + box(
            "terrace",
            "Blog Archive",
            "<ul><li>▼ 2012 (41)<ul><li>▼ March (9)<ul>"
            + "".join(
                f'<li><a href="/2012/03/{slug(x)}.html">{esc(x)}</a></li>'
                for x in (
                    "Rovers 2 Millbrook 3: it all fell apart",
                    "Millbrook preview: a chance to go tenth",
                    "Hewitt: the case for the defence",
                    "Dunford away: a point is a point",
                )
            )
            + "</ul></li><li>► February (11)</li><li>► January (12)</li></ul></li><li>► 2011 (96)</li><li>► 2010 (88)</li></ul>",
        )
    )
    piece = Piece(
        "Rovers 2 Millbrook 3: it all fell apart",
        "Ashbury Exile",
        "2012-03-24T17:15:00+00:00",
        "Saturday, 24 March 2012",
        """
I've been watching this club for twenty-six years and I'm not sure I've felt as flat leaving the ground as I did at ten to five today.

We were brilliant for forty-five minutes. Okafor scored one and made one, and Millbrook looked like a side who'd come for a day out. Then we came out for the second half as if someone had let the air out of us.

Their first was scrappy, their second came from a long ball nobody dealt with, and their third was a thirty-yard strike that you have to applaud through gritted teeth.

Player ratings and the usual moaning on Monday. For now, have your say below. Keep it clean, there are kids reading.
""",
    )
    return case(
        "cl-terrace-blogger",
        "discussion",
        "terrace",
        piece,
        Bits(
            after=after,
            side=side,
            style="#comments-block dt{font-weight:bold;margin-top:10px}#comments-block dd{margin:4px 0 0 16px}.comment-footer{font-size:11px;color:#888}.deleted-comment{font-style:italic;color:#999}.blog-author{background:#eef5ee}",
        ),
        seeds,
        path="/2012/03/rovers-2-millbrook-3-it-all-fell-apart.html",
        reveal="on_load",
        container="div#comments: h4 '65 comments:', dl#comments-block: per entry dt.comment-author ('NAME said...' / 'Anonymous said...'), dd.comment-body > p (span.para per paragraph), dd.comment-footer (time)",
        heading="65 comments:",
        description="A football fans' blog of 2012 on a Blogger-like template: a match report, '65 comments:' in Blogger's flat definition list, 63 readers' comments (the blogger answers 4 times) and 2 entries 'This comment has been removed by the author.'; 12 readers called 'Anonymous', two Steves, typed '@NAME' answers, a comment with a list of statistics; a league table, a poll, other posts' latest comments, followers, the blog archive. Most awkward: 63 comments in one flat list of dt/dd siblings with no element per comment, many authors called 'Anonymous', removed entries counted in the heading.",
        lookalikes=("other posts' latest comments", "a league table"),
    )


def long_cl() -> list[Case]:
    return [terrace_blogger()]
