"""Blind set CK: a hosted community platform's server-side output under an Australian regional daily's story on a
dog ban: "Showing 1-30 of 86 comments | Page 1 of 3" (pages 2 and 3 not saved), 30 reader comments oldest first with
one level of replies inside the parent's box, likes counts, a councillor and the reporter among them, "Top
Commenter" badges, "Anonymous". Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ck_common import (
    Case,
    Parts,
    Post,
    body,
    case,
    esc,
    lis,
    num,
    talk,
    truth,
    widget,
)

COMMUNITY_THREAD = """
BeachMum74 @ 14 Nov 2012 7:02am [56] :: Finally some common sense. I've been knocked over twice by off-leash dogs at North End while holding my toddler. "He's friendly!" is not an apology.
  Shane K @ 14 Nov 2012 7:18am [12] :: Twice in how many years? One bad owner doesn't mean every dog's a menace.
  BeachMum74 @ 14 Nov 2012 7:31am [33] :: Twice this winter, Shane. And it wasn't the same owner.
Dave Lindqvist @ 14 Nov 2012 7:10am [41] :: I walk my kelpie at 6am every morning on the south end and there's nobody else there except other dog walkers. Why not just have hours, off-leash before 8am and after 6pm like Coral Bay does? Everyone wins.
  Marrabel Heads Surf Club @ 14 Nov 2012 8:02am [18] :: Dave, the club supported exactly that option in our submission. It's a shame council went for the full ban.
  Trish McCormack @ 14 Nov 2012 8:15am [9] :: Agree Dave. Time share works fine down the coast.
Ron Pascoe @ 14 Nov 2012 7:45am [3] :: Rates payers with dogs pay the same rates as everyone else. Where are we supposed to go? The "dog exercise area" behind the tip?
Kylie @ 14 Nov 2012 8:20am [22] :: The plovers. Nobody's mentioned the plovers. There are four nesting pairs of hooded plovers on that beach and last season not one chick survived. Dogs off leash are a big part of that. // The Birds Australia survey is here if anyone wants to read it rather than shout: www.birdlife.org.au/hooded-plover-watch
  Ron Pascoe @ 14 Nov 2012 8:41am [2] :: So fence off the nests. Problem solved.
  Kylie @ 14 Nov 2012 9:05am [14] :: Ron, they do fence them. Dogs go under. That's the whole point.
Anonymous @ 14 Nov 2012 8:33am [1] :: Watch the tourists stop coming now. Half of them bring their dogs.
Cr Jan Whitby @ 14 Nov 2012 9:12am [20] :: Hi all, I'm one of the councillors who voted against. For what it's worth I argued for the time share option and will keep pushing for it at the review in 12 months. Please come to the community forum at the Surf Club on the 28th.
  Dave Lindqvist @ 14 Nov 2012 9:30am [15] :: Thanks Jan, appreciated. I'll be there.
Grommet @ 14 Nov 2012 9:40am [6] :: Dog poo on the sand is my issue. Stepped in it three times this year. Bags are free at the ramp, people!
Gazza @ 14 Nov 2012 10:02am [0] :: Typical council. Fines for everything, fix nothing. The toilets at North End have been broken since Easter.
  Trish McCormack @ 14 Nov 2012 10:15am [4] :: Haha Gazza that's a different story but you're not wrong about the toilets.
Helen Baird @ 14 Nov 2012 10:48am [11] :: I'm 78 and my little terrier is my only company. Our walk on the beach is the highlight of my day. I won't be able to manage getting to the dog park. I'm just very sad about it.
  BeachMum74 @ 14 Nov 2012 11:02am [19] :: Helen, that's really sad and I'm sorry. I hope they look at the hours idea.
Mick O @ 14 Nov 2012 11:20am [5] :: Ranger will be busy. Good luck enforcing it at 6am.
Shane K @ 14 Nov 2012 11:45am [7] :: I'll pay the fine. $220 is cheaper than a year of doggy day care.
Anonymous @ 14 Nov 2012 12:10pm [2] :: Shane you're exactly why this got banned.
Lisa T @ 14 Nov 2012 1:05pm [8] :: Can someone explain if it's a ban on the beach or a ban on off-leash? The article says both in different places.
  Mercury reporter Sam Doyle @ 14 Nov 2012 1:40pm [16] :: Hi Lisa, good question. The new rule bans dogs entirely from the main beach between the surf club and the rock pool, and makes the rest of the beach on-leash only. The south end off-leash area is gone. We've updated the story to make that clearer.
    Lisa T @ 14 Nov 2012 1:52pm [3] :: Thanks Sam!
Coral Bay local @ 14 Nov 2012 2:30pm [10] :: Great, so now every Marrabel dog owner will drive to Coral Bay. Our beach is already packed on weekends.
Pete from the Heads @ 14 Nov 2012 3:15pm [4] :: Been here 40 years. Dogs and kids shared that beach the whole time. It's not the dogs that changed, it's the number of people.
  Kylie @ 14 Nov 2012 3:40pm [7] :: That's true Pete, and the plovers have the same problem.
Nat Rees @ 14 Nov 2012 4:05pm [2] :: Petition against the ban, 1,100 signatures since lunchtime: www.change.org/marrabel-dogs
Jo-Anne @ 14 Nov 2012 4:33pm [13] :: Dog owner here and I support it. I'll drive to the dog beach at Coral Bay. It's five minutes. The plovers can't drive anywhere.
Wayne Fitz @ 14 Nov 2012 5:10pm [1] :: Next they'll ban seagulls.
"""

_BADGES = {
    "BeachMum74": "Top Commenter",
    "Kylie": "Top Commenter",
    "Mercury reporter Sam Doyle": "Staff",
    "Gazza": "Frequent Commenter",
}


def coast_dogs() -> Case:
    es = talk(COMMUNITY_THREAD)
    comments = truth(es)

    def item(i: int) -> str:
        e = es[i]
        uid = num(e.who, 100000, 999999)
        badge = f'<span class="tlk-badge">{esc(_BADGES[e.who])}</span>' if e.who in _BADGES else ""
        who = (
            f'<span class="tlk-name">{esc(e.who)}</span>'
            if e.who == "Anonymous"
            else f'<a class="tlk-name" href="https://talkpoint.example.com/u/{uid}">{esc(e.who)}</a>'
        )
        kids = [k for k, x in enumerate(es) if x.parent == i]
        replies = (
            f'<div class="tlk-replies"><p class="tlk-rcount">{len(kids)} {"reply" if len(kids) == 1 else "replies"}</p>'
            + "".join(item(k) for k in kids)
            + "</div>"
            if kids
            else ""
        )
        return (
            f'<div class="tlk-post{" tlk-reply" if e.parent is not None else ""}" data-tlk-id="{uid}{i}">'
            f'<div class="tlk-avatar"><img src="/_avatar/mm-{uid}.svg" width="36" height="36" alt=""></div>'
            f'<div class="tlk-main"><div class="tlk-byline">{who}{badge} <span class="tlk-ts">{esc(e.at)}</span></div>'
            f'<div class="tlk-msg">{body(e.text)}</div>'
            f'<div class="tlk-acts"><span class="tlk-like">Like ({e.votes})</span> · <a href="#tlk-reply">Reply</a> · <a href="#tlk-flag" rel="nofollow">Flag</a></div>'
            f"{replies}</div></div>"
        )

    roots = [k for k, x in enumerate(es) if x.parent is None]
    pager = '<div class="tlk-pager"><span>Page 1 of 3</span> <b>1</b> <a href="?tlk_page=2">2</a> <a href="?tlk_page=3">3</a> <a href="?tlk_page=2">Next &raquo;</a></div>'
    after = (
        '<div class="tlk-widget" id="tlk-widget"><div class="tlk-head"><h3>Join the conversation</h3>'
        f'<p class="tlk-count">Showing 1-{len(comments)} of 86 comments</p>'
        '<p class="tlk-sort">Sort by: <b>Oldest</b> | <a href="?tlk_sort=newest">Newest</a> | <a href="?tlk_sort=liked">Most liked</a></p></div>'
        '<div class="tlk-login"><a href="/tlk/login">Log in</a> with Facebook, Twitter or your Mercury account to comment.</div>'
        + pager
        + '<div class="tlk-stream">'
        + "".join(item(k) for k in roots)
        + "</div>"
        + pager
        + '<p class="tlk-powered">Community powered by TalkPoint · <a href="/tlk/guidelines">Community guidelines</a></p></div>'
    )
    side = (
        widget(
            "nw-coast",
            "Most viewed",
            lis(
                "Dogs banned from Marrabel main beach | 22,140\nShark sighting closes Coral Bay | 18,002\nSchoolies: police warn of crackdown | 9,420\nHouse prices: Heads tops region | 6,711",
                "ol",
                "{a} <small>{b} views</small>",
            ),
        )
        + widget(
            "nw-coast",
            "Most discussed",
            lis(
                "Dogs banned from Marrabel main beach | 86\nNew roundabout on Ocean Rd a 'death trap' | 44\nFootball club's liquor licence refused | 37",
                "ol",
                "{a} <small>({b})</small>",
            ),
        )
        + widget(
            "nw-coast",
            "Your say",
            "<p>Should dogs be allowed on the main beach?</p><ul><li>Yes, at all times (22%)</li><li>Yes, at set hours (51%)</li><li>No (27%)</li></ul><p>2,377 votes</p>",
        )
        + widget(
            "nw-coast",
            "Surf report",
            "<p>Marrabel main: 1-2ft, light offshore. North End: 2ft, choppy. Water 21°C.</p>",
        )
        + widget(
            "nw-coast",
            "Latest real estate",
            lis(
                "3 bed, Ocean Rd | $649,000\n2 bed unit, The Esplanade | $415,000\n4 bed, Hilltop Cres | Auction 1 Dec",
                fmt="{a} <small>{b}</small>",
            ),
        )
    )
    post = Post(
        "Dogs banned from Marrabel main beach",
        "Sam Doyle",
        "2012-11-13T18:30:00+11:00",
        "November 13, 2012, 6:30 p.m.",
        """
Dogs will be banned from the main beach at Marrabel Heads from December 1, after a heated council meeting on Tuesday night voted 6-3 to end off-leash access.

Under the new rules, dogs will not be allowed on the sand between the surf club and the rock pool at any time. The rest of the beach, including North End, will be on-leash only. Owners caught breaking the rules face a $220 fine.

Mayor Greg Hollis said the decision followed "hundreds of complaints" and a report on the decline of the beach's hooded plover population. "This is about safety and about our wildlife," he said.

Dog owners packed the public gallery, and several shouted at councillors as the vote was taken. A review of the rules will take place in 12 months.
""",
        dek="Off-leash dogs face $220 fines under new rules from December 1",
        section="News",
        caption="Dave Lindqvist and his kelpie, Rusty, on Marrabel main beach on Wednesday morning. Picture: Col Hanrahan",
    )
    return case(
        "ck-coast-dogs",
        "discussion",
        "nw-coast",
        post,
        Parts(
            after=after,
            side=side,
            breaking="Bushfire: watch and act alert for Coral Bay hinterland",
            style=".tlk-post{overflow:hidden;border-top:1px solid #e2e2e2;padding:8px 0}.tlk-avatar{float:left;width:44px}.tlk-main{margin-left:44px}.tlk-name{font-weight:bold}.tlk-badge{background:#00607a;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.tlk-ts{color:#999;font-size:11px}"
            ".tlk-acts{font-size:11px;color:#777}.tlk-replies{background:#f5f7f8;margin-top:6px;padding:4px 8px}.tlk-rcount{font-size:11px;color:#777;margin:0}.tlk-pager{margin:8px 0;font-size:12px}.tlk-powered{font-size:10px;color:#aaa}",
        ),
        comments,
        path="/news/local-news/dogs-banned-from-marrabel-main-beach/story-fn8d9k2z-1226515733.html",
        container="div#tlk-widget: 'Showing 1-30 of 86 comments', 'Page 1 of 3', div.tlk-stream > div.tlk-post (div.tlk-byline a.tlk-name, span.tlk-ts; div.tlk-msg p; div.tlk-acts 'Like (n)'), replies in div.tlk-replies inside the parent's div.tlk-main",
        heading="Join the conversation",
        description="An Australian regional daily of 2012 with a hosted community platform's server-side output: a story on a dog ban, 'Showing 1-30 of 86 comments', 'Page 1 of 3' (pages 2 and 3 not saved: the truth is the 30 comments printed), one level of replies inside the parent's box with 'n replies', likes, badges ('Top Commenter', 'Staff'), a councillor and the reporter answering, 'Anonymous' twice, links; breaking-news bar, most viewed, most discussed with counts, a poll, surf report, real estate. Most awkward: 30 of 86, replies nested in the parent's body, the pager twice.",
        lookalikes=("most discussed with counts", "real estate listings"),
    )


def community_ck() -> list[Case]:
    return [coast_dogs()]
