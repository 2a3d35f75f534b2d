"""Blind set DR: a UK national daily's opinion column of 2012 (its own CMS): 38 comments and 2 entries removed by a
moderator (the heading counts 40), replies printed one level under their thread's first comment with "in response
to NAME" links when they answer a reply, the columnist answering with a "Staff" badge, an "Editors' picks" box above
the thread repeating three of its comments, recommend counts, report links, sort and a page-size choice. Every class
name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dr_common import C, Case, below, counted, esc, kids, make, paras, slug, talk
from comspider_lab.blind.layout_dr import doc, menu, share

CSS = (
    "body{margin:0;font:14px/1.5 Georgia,serif;color:#333;background:#fff}#ap-page{width:980px;margin:0 auto}"
    "#ap-header{background:#1b3a6b;color:#fff;padding:18px 12px 8px}#ap-header .logo{font:bold 46px Georgia;letter-spacing:-2px}"
    "#ap-header .edition{font:11px Arial;color:#b9c8e0}#ap-sections{list-style:none;margin:0;padding:0;background:#2e5496;overflow:hidden;font:bold 12px Arial}"
    "#ap-sections li{float:left}#ap-sections a{display:block;color:#fff;padding:6px 10px}#ap-sub{font:12px Arial;padding:4px 12px;background:#e8edf5}"
    "#ap-article{float:left;width:620px;padding:12px}#ap-right{float:right;width:320px;padding:12px 6px;font:12px Arial}"
    ".ap-trail{font:italic 18px Georgia;color:#555}.ap-byline{font:12px Arial;border-top:1px dotted #999;border-bottom:1px dotted #999;padding:6px 0}"
    "#discussion{font:13px Arial;border-top:4px solid #1b3a6b;margin-top:20px}.nx-c{list-style:none;border-bottom:1px solid #ddd;padding:8px 0 8px 52px;position:relative}"
    ".nx-c .avatar{position:absolute;left:0;top:10px}.nx-responses{margin:6px 0 0 0;padding:0 0 0 14px;border-left:2px solid #c8d3e6}"
    ".nx-badge{background:#1b3a6b;color:#fff;font-size:10px;padding:1px 4px;text-transform:uppercase}.nx-removed{color:#888;font-style:italic}"
    ".nx-picks{background:#f3f6fb;border:1px solid #c8d3e6;padding:8px;margin:10px 0}.nx-picks h4{margin:0;color:#1b3a6b}"
    ".nx-actions{font-size:11px;color:#777}.nx-actions a{margin-right:8px}.nx-hidden{display:none}"
    "#ap-foot{clear:both;background:#1b3a6b;color:#b9c8e0;font:11px Arial;padding:16px}"
)

THREAD = """
Grumbleweed [112] @ 10 January 2012 9:14am :: £33bn to get to Birmingham 20 minutes quicker. Meanwhile the train from Hull to Manchester is a 1980s Pacer that smells of wet dog. // Fix what we've got first.
>Ellie_Tanfield [38] @ 10 January 2012 9:26am :: The Pacer point is fair but the whole argument of the piece is that HS2 isn't about speed, it's about capacity. The WCML is full. You can't fix that by painting the Pacers.
>>Grumbleweed [21] @ 10 January 2012 9:40am :: The WCML is full at peak times between about four stations. There are cheaper ways of dealing with that than a new railway.
>>>Ellie_Tanfield [17] @ 10 January 2012 9:55am :: Such as? Every upgrade option Network Rail costed means ten years of weekend closures. We did that once already with the last upgrade and it went £6bn over.
>Hannah Ruddock {Staff} [64] @ 10 January 2012 10:02am :: Grumbleweed, I'd actually agree with half of that. The northern section is where the real case is, and it's the bit most at risk of being cut when the money gets tight. That's the point I was trying to make in the last three paragraphs.
>>Grumbleweed [29] @ 10 January 2012 10:19am :: Fair enough, and thanks for replying. I still think Leeds will get it in 2040 if we're lucky.
northernmonkey72 [87] @ 10 January 2012 9:19am :: As someone who commutes Leeds to Manchester every day: the problem isn't London. It's that it takes 55 minutes to go 40 miles across the Pennines on a train you can't get a seat on. HS2 does nothing for that.
>PeterJW [12] @ 10 January 2012 9:33am :: This. Transpennine electrification has been "announced" about four times now.
>Isobel Carne [9] @ 10 January 2012 9:51am :: Same from Sheffield. Took me 1h 20 to get to Manchester Airport last week. I could nearly have flown there.
-- @ 10 January 2012 9:22am :: This comment was removed by a moderator because it didn't abide by our community standards. Replies may also be deleted. For more detail see our FAQs.
ElizabethF [45] @ 10 January 2012 9:31am :: I live about 600 yards from the proposed route in the Chilterns. I'm not a NIMBY about railways, I use them every day. But nobody from HS2 Ltd has been able to tell us what the noise will be like at 3am when the maintenance trains run, and the compensation scheme is a joke. // Build it, by all means. Just treat the people in the way like human beings.
>Stephen Oakes [22] @ 10 January 2012 9:48am :: Genuine sympathy, but every major railway in history was built through someone's back garden. The Victorians didn't have a compensation scheme at all.
>>ElizabethF [31] @ 10 January 2012 10:05am :: And the Victorians also sent children up chimneys Stephen. Not really a standard to aim for.
>>>Stephen Oakes [14] @ 10 January 2012 10:12am :: Touché.
>Hannah Ruddock {Staff} [19] @ 10 January 2012 10:30am :: Elizabeth, the compensation consultation closes on 31 January, details are here if you haven't seen them: http://www.hs2consult.example.gov.uk/compensation . I'm planning a follow-up piece on it and would like to hear from people on the route, my email is in my profile.
AndyfromCrewe [8] @ 10 January 2012 9:37am :: Crewe gets nothing out of this except the noise. Again.
>Midlandsbloke [6] @ 10 January 2012 10:40am :: Crewe is supposed to get a connection to the line in phase 2 isn't it? Or has that gone?
>>AndyfromCrewe [3] @ 10 January 2012 11:02am :: Supposedly. I'll believe it when I see it.
J_McAllister [56] @ 10 January 2012 9:44am :: Nobody seems to mention Scotland at all. If it stops at Leeds and Manchester, Glasgow and Edinburgh still need 4 and a half hours to London and everyone will keep flying. That's where the carbon saving is supposed to come from.
>PeterJW [18] @ 10 January 2012 10:01am :: Completely agree. It should have been planned as London to Scotland from day one.
>Rhodri Vaughan [11] @ 10 January 2012 10:24am :: And Wales gets... what exactly? We're paying for this too.
>>Ellie_Tanfield [7] @ 10 January 2012 10:35am :: Electrification to Swansea, apparently. Which has also been announced several times ;)
>>>Rhodri Vaughan [5] @ 10 January 2012 10:47am :: Ha. We'll have hoverboards first.
Oldfenman [3] @ 10 January 2012 9:58am :: Can't we just have broadband instead. Nobody needs to travel for meetings anymore.
>thecynicalengineer [41] @ 10 January 2012 10:14am :: Said every year since 1995. Business travel on the WCML has grown every single year anyway.
>>Oldfenman [2] @ 10 January 2012 10:33am :: Maybe it shouldn't have.
thecynicalengineer [73] @ 10 January 2012 10:08am :: I worked on the costings for a rail project (not this one). Whatever number they give you now, add 40% and ten years. Not because anyone is lying but because the optimism bias rules mean the real contingency gets negotiated away in every spending review. // That's not an argument against building it. It's an argument for being honest about the number.
>Hannah Ruddock {Staff} [27] @ 10 January 2012 10:44am :: That's a really useful perspective, thank you. The DfT's own figure includes a contingency of about a third on the first phase, for what it's worth.
>>thecynicalengineer [24] @ 10 January 2012 11:05am :: A third at this stage is on the light side in my experience. We'll see.
Margaret Sillitoe [15] @ 10 January 2012 10:27am :: Very balanced article, which makes a change. Thank you.
-- @ 10 January 2012 10:31am :: This comment was removed by a moderator because it didn't abide by our community standards. Replies may also be deleted. For more detail see our FAQs.
dazzler_b [4] @ 10 January 2012 10:52am :: how much is a ticket going to cost tho? if its £150 return like now nobody normal is going to use it
>Isobel Carne [13] @ 10 January 2012 11:10am :: That's the question nobody answers. The fares policy is basically "to be decided".
>>dazzler_b [2] @ 10 January 2012 11:24am :: exactly. built for business class on expenses
Keir_M [19] @ 10 January 2012 11:15am :: Spain built 3,000km of high speed line in twenty years. France has had the TGV since 1981. We're arguing about 120 miles. Honestly it's embarrassing.
>Stephen Oakes [9] @ 10 January 2012 11:29am :: And half of Spain's lines carry hardly anyone. Not the best example.
>>Keir_M [6] @ 10 January 2012 11:41am :: Madrid-Barcelona carries more than the shuttle flights did. The lines to nowhere were a political thing, which is exactly the risk with HS2 if phase 2 becomes a bargaining chip.
Frances Leigh [7] @ 10 January 2012 12:03pm :: Lovely to see everyone agreeing for once.
>Grumbleweed [16] @ 10 January 2012 12:09pm :: Don't get used to it Frances.
Tobyjug [5] @ 10 January 2012 1:47pm :: I'd just like a train from Norwich that doesn't break down at Diss, if it's not too much trouble.
"""

PICKS = (6, 26, 10)


def _one(cs: list[C], i: int, responses: str = "", pick: bool = False) -> str:
    c = cs[i]
    cid = 14500211 + 13 * i
    if c.removed:
        return f'<li class="nx-c nx-c-removed" id="cmt-{cid}"><p class="nx-removed">{esc(c.body)}</p>{responses}</li>'
    badge = f' <span class="nx-badge">{esc(c.meta)}</span>' if c.meta else ""
    note = ""
    if c.depth > 1 and c.parent is not None:
        p = cs[c.parent]
        pid = 14500211 + 13 * c.parent
        note = f'<div class="nx-inresponse">in response to <a href="#cmt-{pid}">{esc(p.who)}</a></div>'
    top = '<span class="nx-pickflag">Editors\' pick</span> ' if pick else ""
    return (
        f'<li class="nx-c{" nx-staff" if c.meta else ""}" id="cmt-{cid}"><img class="avatar" src="/_avatar/nx-{slug(c.who)}.svg" width="40" height="40" alt="" />'
        f'<div class="nx-c-meta">{top}<a class="nx-user" href="/profile/{slug(c.who)}">{esc(c.who)}</a>{badge} '
        f'<a class="nx-time" href="#cmt-{cid}">{esc(c.at)}</a></div>{note}'
        f'<div class="nx-c-body">{paras(c.body)}</div>'
        f'<div class="nx-actions"><a href="#" class="nx-rec">Recommend</a><span class="nx-rec-n">{c.votes}</span> '
        f'<a href="#reply">Reply</a> <a href="#cmt-{cid}">Link</a> <a href="/report/{cid}">Report</a></div>{responses}</li>'
    )


def _thread(cs: list[C]) -> str:
    tree = kids(cs)
    out = []
    for i in tree[None]:
        flat = below(tree, i)
        flat.sort()
        resp = ""
        if flat:
            items = [_one(cs, j) for j in flat]
            resp = '<ul class="nx-responses">' + "".join(items[:3])
            if len(items) > 3:
                resp += (
                    f'<li class="nx-showmore"><a href="#">Show {len(items) - 3} more replies</a></li>'
                    f'<li class="nx-hidden"><ul class="nx-responses">{"".join(items[3:])}</ul></li>'
                )
            resp += "</ul>"
        out.append(_one(cs, i, resp))
    return '<ul class="nx-thread">' + "".join(out) + "</ul>"


def uk_albionpost() -> Case:
    cs = talk(THREAD)
    picks = (
        '<div class="nx-picks"><h4>Editors\' picks</h4><ul class="nx-picklist">'
        + "".join(_one(cs, i, pick=True) for i in PICKS)
        + "</ul></div>"
    )
    discussion = (
        '<div id="discussion"><h3 class="nx-count">40 comments</h3>'
        '<p class="nx-open">This discussion is open until 11 January 2012, 10:00am. <a href="/community-standards">Community standards</a> | <a href="/faq">FAQs</a></p>'
        '<div class="nx-controls">Sort by <select><option selected="selected">Oldest</option><option>Newest</option><option>Recommendations</option></select> '
        'Show <select><option>25</option><option selected="selected">50</option><option>100</option><option>All</option></select> '
        '<a href="#" class="nx-threads">Threads collapsed</a> &middot; <a href="#">Expanded</a></div>'
        + picks
        + '<h4 class="nx-all">All comments</h4>'
        + _thread(cs)
        + '<div class="nx-signin"><a href="/signin">Sign in</a> or <a href="/register">create your Albion Post account</a> to join the discussion.</div></div>'
    )
    article = (
        '<div class="ap-kicker"><a href="/commentisopen">Comment is open</a> &rsaquo; <a href="/uk/transport">Transport</a></div>'
        "<h1>High-speed rail: the case for HS2 is in the north, so why is the north last?</h1>"
        '<p class="ap-trail">The new line will be judged on Leeds and Manchester, not Birmingham. Ministers should build it from both ends</p>'
        '<div class="ap-byline"><a href="/profile/hannahruddock">Hannah Ruddock</a><br />Transport correspondent<br />'
        '<span class="ap-dateline">The Albion Post, Tuesday 10 January 2012 08.30 GMT</span></div>'
        + share(
            "ap-share",
            (
                ("Facebook", "2,118"),
                ("Twitter", "904"),
                ("Email", ""),
                ("Google +1", "37"),
                ("Comments", "40"),
            ),
        )
        + '<div class="ap-body">'
        "<p>Today the transport secretary will confirm that the first phase of HS2, from London to Birmingham, goes ahead. The argument over it has been loud, long and mostly about the wrong thing.</p>"
        "<p>Opponents talk about minutes saved between Euston and Birmingham. Supporters talk about minutes saved between Euston and Birmingham. Neither is the point. The West Coast Main Line is close to full, and the trains that would be moved off it are the ones that serve Stoke, Crewe, Milton Keynes and the north-west.</p>"
        "<p>The real prize is the second phase: the Y-shaped network to Manchester and Leeds. That is where journey times fall by an hour, where the capacity is most needed and where the economic case is strongest. It is also the part that will not be legislated for until the next parliament, and the part most likely to be trimmed when the Treasury goes looking for savings.</p>"
        "<p>There is a better way. Build from both ends. Start the Leeds and Manchester sections while the southern tunnels are being dug, so that no future government can stop the line at Birmingham and call it a job done.</p>"
        "<p>None of this answers the people along the route, in the Chilterns and elsewhere, whose lives will be turned over for a decade. They deserve a better compensation scheme than the one on offer, and they deserve it before the bulldozers, not after.</p></div>"
        '<div class="ap-related"><h4>More on this story</h4><ul><li><a href="/uk/2012/jan/09/hs2-decision-preview">HS2: what to expect from the decision</a></li>'
        '<li><a href="/uk/2011/dec/20/chilterns-residents-hs2">Chilterns residents prepare legal challenge</a></li><li><a href="/uk/2011/nov/30/rail-fares-rise">Rail fares to rise by 6% in January</a></li></ul></div>'
    )
    right = (
        '<div class="ap-mpu" style="height:250px;background:#eee;text-align:center">Advertisement</div>'
        '<div class="ap-box"><h4>Most viewed</h4><ul class="ap-tabs"><li class="on">Today</li><li>Last 24 hours</li></ul>'
        + counted(
            """HS2 gets the green light: what happens next | 1
Ice age skeleton found under Leicester car park | 2
Premier League: Monday night's results | 3
How to make the perfect marmalade | 4
The pensions cap explained | 5""",
            "",
        )
        + '</div><div class="ap-box"><h4>Most commented</h4>'
        + counted(
            """Why austerity isn't working, in five charts | 1,204
High-speed rail: the case for HS2 is in the north | 40
Is it ever OK to recline your seat on a train? | 611
Ken or Boris? The choice for London | 388""",
            "{n} comments",
        )
        + '</div><div class="ap-box"><h4>Today\'s paper</h4><p>Tuesday 10 January 2012: main section, G2, Sport. <a href="/theguide">All today\'s stories</a></p></div>'
        '<div class="ap-box"><h4>On the blogs</h4><ul><li><a href="/politics/blog/live">Politics live with Andrew Sparrow-Jones</a></li><li><a href="/football/blog">Football weekly</a></li></ul></div>'
    )
    body = (
        '<div id="ap-page"><div id="ap-header"><div class="edition">UK edition &middot; Switch to US &middot; Tuesday 10 January 2012</div><div class="logo">the albion post</div></div>'
        + menu(
            (
                "News",
                "Sport",
                "Comment",
                "Culture",
                "Business",
                "Money",
                "Life & style",
                "Travel",
                "Environment",
                "Tech",
                "TV",
                "Video",
                "Dating",
                "Offers",
                "Jobs",
            ),
            uid="ap-sections",
        )
        + '<div id="ap-sub"><a href="/uk">UK news</a> &middot; <a href="/uk/transport">Transport</a> &middot; <a href="/uk/rail">Rail transport</a></div>'
        f'<div id="ap-article">{article}{discussion}</div><div id="ap-right">{right}</div>'
        '<div id="ap-foot"><p><a href="/about">About us</a> &middot; <a href="/contact">Contact us</a> &middot; <a href="/terms">Terms &amp; conditions</a> &middot; <a href="/privacy">Privacy policy</a> &middot; <a href="/jobs">Work for us</a></p>'
        "<p>&copy; 2012 Albion Post News and Media Limited or its affiliated companies. All rights reserved.</p></div></div>"
    )
    html = doc(
        lang="en-GB",
        title="High-speed rail: the case for HS2 is in the north, so why is the north last?",
        site="The Albion Post",
        css=CSS,
        body=body,
        body_cls="article comment-is-open",
    )
    return make(
        "dr-uk-albionpost-hs2",
        "discussion",
        html,
        cs,
        path="/commentisopen/2012/jan/10/hs2-north-last",
        container="div#discussion ul.nx-thread",
        heading="40 comments",
        description="A UK national daily's opinion column (2012, own CMS): 38 comments and 2 removed by a moderator "
        "(heading 40), replies one level under the thread's first comment with 'in response to NAME' links, the "
        "columnist answering with a Staff badge, an Editors' picks box above the thread repeating 3 of its comments, "
        "replies past the third folded (printed), sort and page-size selects",
    )
