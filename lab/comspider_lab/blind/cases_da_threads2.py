"""Blind set DA: a Drupal-like minor-league hockey blog with a thread three levels deep, guests "(not verified)" and
vote counts (16 comments); an ExpressionEngine-like city magazine's numbered comments with "Recommend" counts (9
comments); a news-talk radio station's vendor CMS printing page 1 of 3 of its comments with a removed entry in the
list (10 comments shown of 27). Every class name, name, place and text invented for this set; each comment written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_da_common import Case, counted, esc, make, paras, slug, talk
from comspider_lab.blind.layout_da import Page, drupal, ee, station


def drupal_ironhawks() -> Case:
    cs = talk("""
Zamboni Joe @ Sun, 04/15/2012 - 00:12 :: Three power plays in the third and we got ONE shot on net. One. I don't care who's in goal, you're not winning a playoff game like that. Kowalczyk has to break up that PP1 unit, Riendeau on the point is not working and hasn't worked since January.
>puckhead_77 @ Sun, 04/15/2012 - 00:20 :: Agree on the PP but who do you put on the point instead? Danforth is hurt and Albrecht can't get a shot through a screen to save his life.
>>Zamboni Joe @ Sun, 04/15/2012 - 00:34 :: Put Lachance back there. He played D in juniors, I watched him in Sherbrooke. Not saying he's a defenseman but he can at least walk the line.
>>>Coach's Wife (Not Really) @ Sun, 04/15/2012 - 08:51 :: Lachance on the point would be fun for about four minutes until the first 2-on-1 the other way :)
>Marcy T. @ Sun, 04/15/2012 - 09:05 :: The PP is bad but the real story is Holmgren. Forty saves. He kept us in a game we had no business being in. Nobody's going to talk about it because we lost.
Greg in Section 112 @ Sun, 04/15/2012 - 01:40 :: Was at the game. The building was loud in the first and dead by the middle of the second. Also $8.50 for a beer now? They raised it again for the playoffs and didn't say a word.
>Marcy T. @ Sun, 04/15/2012 - 09:10 :: The beer price thing is criminal. Go to the Tap Room on 3rd before the game, $3 drafts until 7.
>>Greg in Section 112 @ Sun, 04/15/2012 - 10:02 :: Ha, that's where I was. Got to my seat with two minutes left in warmups.
Dmitri V. @ Sun, 04/15/2012 - 11:26 :: Nobody is talking about the hit on Pelletier in the second. That should have been five and a game. Elbow up, head was the principal point of contact, the linesman was right there. If the league doesn't suspend #44 for game 3 I'm going to lose my mind. // Here's the clip if anybody missed it: http://www.youtube.com/watch?v=Xk3m9aLpQ2s
>puckhead_77 @ Sun, 04/15/2012 - 11:40 :: It was a bad hit but be careful what you wish for, we've got a couple guys who play exactly like that.
>>Dmitri V. @ Sun, 04/15/2012 - 12:15 :: Sure, and if one of ours did that I'd want him sat too. Consistent, that's all I ask.
>>>puckhead_77 @ Sun, 04/15/2012 - 12:31 :: Fair enough. That I can agree with.
rinkrat @ Sun, 04/15/2012 - 13:58 :: Series isn't over. Down 2-0 going home, we were down 2-0 to Muskegon in '09 and won in six. Everybody relax.
>Zamboni Joe @ Sun, 04/15/2012 - 14:20 :: '09 team had Brodeur-Lapointe on the first line. This team has... hope.
Lou Bettencourt @ Sun, 04/15/2012 - 18:44 :: Great recap as usual Nate. I read this before I read the paper's now, you actually watch the games. Small correction: it was Sweeney, not Svoboda, on the second goal against. Svoboda was on the bench for a change.
Ellie @ Sun, 04/15/2012 - 21:07 :: First time posting, long time reader. Took my daughter to her first playoff game last night and she's been wearing her Ironhawks hat to bed. So even in a 4-1 loss, thank you boys.
""")
    ids = [5500 + 7 * i for i in range(len(cs))]
    verified = {"Marcy T.", "Dmitri V.", "Lou Bettencourt", "Zamboni Joe"}
    votes = [14, 6, 3, 9, 21, 11, 7, 2, 17, 4, 5, 1, 8, 12, 10, 26]
    kids: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        kids.setdefault(c.parent, []).append(i)

    def block(i: int) -> str:
        c = cs[i]
        who = (
            f'<a href="/users/{slug(c.who)}" title="View user profile.">{esc(c.who)}</a>'
            if c.who in verified
            else f"{esc(c.who)} (not verified)"
        )
        cls = "comment" + ("" if c.who in verified else " comment-by-anonymous")
        out = (
            f'<a id="comment-{ids[i]}"></a><div class="{cls} clear-block"><div class="submitted">Submitted by {who} on {esc(c.at)}.</div>'
            f'<div class="content">{paras(c.body)}</div>'
            f'<div class="rate-widget"><a class="rate-up" href="#">&#9650;</a> <span class="rate-count">+{votes[i]}</span> <a class="rate-down" href="#">&#9660;</a></div>'
            f'<ul class="links"><li class="comment_reply first last"><a href="/comment/reply/3312/{ids[i]}">reply</a></li></ul></div>'
        )
        if i in kids:
            out += '<div class="indented">' + "".join(block(k) for k in kids[i]) + "</div>"
        return out

    thread = "".join(block(i) for i in kids[None])
    post = (
        '<div id="node-3312" class="node node-type-story"><h1 class="title">Game 2: Ironhawks outshot, outworked, out of answers on the power play</h1>'
        '<div class="meta"><span class="submitted">Submitted by <a href="/users/nate">Nate Osterhaus</a> on Sun, 04/15/2012 - 00:05</span>'
        '<div class="terms"><ul class="links inline"><li><a href="/category/playoffs" rel="tag">Playoffs</a></li><li><a href="/category/game-recaps" rel="tag">Game Recaps</a></li></ul></div></div>'
        '<div class="content">'
        "<p><strong>Final: Saginaw 4, Tri-City 1.</strong> Saginaw leads the series 2-0.</p>"
        "<p>For the second straight night the Ironhawks had no answer for Saginaw's forecheck, and for the second straight night the power play went home empty-handed: 0-for-6, including three chances in the third period that produced one shot on goal between them.</p>"
        "<p>Anders Holmgren made 40 saves and was the only reason this was a game after two periods. The lone Tri-City goal came from Mikey Pelletier, who was later on the receiving end of a hit from Saginaw's #44 that drew only a two-minute minor. Pelletier returned for the third.</p>"
        "<p>Coach Dan Kowalczyk after the game: \"We're not getting pucks to the net. You can't score from the half-wall.\" Game 3 is Tuesday at 7:30 at the Civic Arena.</p>"
        '<p class="three-stars"><strong>Three stars:</strong> 1. Holmgren (TC) 2. Barrett (SAG) 3. Ouellette (SAG)</p>'
        '</div><div class="service-links"><ul><li><a href="#">Facebook</a> (41)</li><li><a href="#">Twitter</a> (18)</li><li><a href="#">Digg</a></li><li><a href="#">Reddit</a></li></ul></div>'
        '<ul class="links inline"><li class="comment_add first"><a href="/comment/reply/3312#comment-form">Add new comment</a></li><li class="statistics_counter last"><span>1,284 reads</span></li></ul></div>'
    )
    after = (
        '<div id="comments"><h2 class="comments">16 comments</h2>'
        + thread
        + '<div class="box"><h2>Post new comment</h2><div class="content"><form action="/comment/reply/3312" method="post" id="comment-form">'
        '<div class="form-item"><label>Your name: </label><input type="text" maxlength="60" name="name" value="Anonymous" /></div>'
        '<div class="form-item"><label>Comment: <span class="form-required">*</span></label><textarea cols="60" rows="15" name="comment"></textarea></div>'
        '<input type="submit" name="op" value="Preview" /> <input type="submit" name="op" value="Save" /></form></div></div></div>'
    )
    side = (
        '<div id="block-user-1" class="block block-user"><h2>Standings (West)</h2><div class="content"><table><tr><th></th><th>W</th><th>L</th><th>PTS</th></tr>'
        "<tr><td>Saginaw</td><td>44</td><td>22</td><td>96</td></tr><tr><td>Tri-City</td><td>39</td><td>27</td><td>86</td></tr><tr><td>Muskegon</td><td>35</td><td>31</td><td>78</td></tr></table></div></div>"
        '<div id="block-comment-0" class="block block-comment"><h2>Recent comments</h2><div class="content"><div class="item-list"><ul>'
        '<li class="first"><a href="/node/3301#comment-5411">Holmgren for MVP</a><br />1 day 4 hours ago</li>'
        '<li><a href="/node/3301#comment-5402">Whoever picked the playoff t-shirts...</a><br />1 day 9 hours ago</li>'
        '<li class="last"><a href="/node/3297#comment-5380">Muskegon fans travel well, credit where due</a><br />3 days 2 hours ago</li></ul></div></div></div>'
        '<div id="block-poll-0" class="block block-poll"><h2>Poll</h2><div class="content"><p>Who should be on the point on PP1?</p><ul>'
        "<li>Riendeau - 12% (31 votes)</li><li>Albrecht - 9% (24 votes)</li><li>Lachance - 47% (122 votes)</li><li>Call up someone from Port Huron - 32% (83 votes)</li></ul><p>Total votes: 260</p></div></div>"
        '<div id="block-tagadelic-1" class="block block-tagadelic"><h2>Tags</h2><div class="content">'
        '<a href="#" class="tagadelic level6">Holmgren</a> <a href="#" class="tagadelic level3">power play</a> <a href="#" class="tagadelic level4">Saginaw</a> <a href="#" class="tagadelic level2">trades</a> <a href="#" class="tagadelic level5">Pelletier</a> <a href="#" class="tagadelic level1">Civic Arena</a></div></div>'
        '<div class="block"><h2>Links</h2><div class="content"><ul><li><a href="#">Ironhawks official site</a></li><li><a href="#">Tri-City Tribune hockey</a></li><li><a href="#">HockeysFuture prospect board</a></li></ul></div></div>'
    )
    style = ".indented{margin-left:25px}.comment{border-bottom:1px solid #ddd;padding:6px 0}.comment .submitted{font-size:11px;color:#666}.rate-widget{font-size:11px;float:right}"
    html = drupal(
        Page(
            "Game 2: Ironhawks outshot, outworked, out of answers on the power play",
            "Ice Level",
            "An unofficial Tri-City Ironhawks blog",
            ("Home", "Game Recaps", "Prospects", "Forum", "About"),
            post,
            after,
            side,
            style,
            foot="Ice Level is not affiliated with the Tri-City Ironhawks. Powered by Drupal.",
        )
    )
    return make(
        "da-drupal-icelevel",
        "discussion",
        html,
        cs,
        path="/2012/04/15/game-2-ironhawks-outshot",
        container="div#comments: h2 '16 comments', div.comment (div.submitted 'Submitted by NAME (not verified) on …', div.content, vote widget) with replies in the following div.indented",
        heading="16 comments",
        description="A Drupal-like minor-league hockey blog of 2012: 16 comments three levels deep, replies in a div.indented sibling after their parent, guests '(not verified)', a vote count on each; standings table, a recent-comments block of other posts, a poll with counts, a tag cloud, share counts, '1,284 reads'.",
        lookalikes=("recent-comments block", "poll"),
    )


def ee_riverfront() -> Case:
    cs = talk(
        """
Nora Halvorsen, Northside @ Jun 6, 2012 11:02 AM :: I've lived three blocks from the Grain Exchange for twenty years. Nobody in my neighborhood is against the building getting fixed up. What we're against is a 14-story tower on the parking lot next to it, which somehow only showed up on the renderings after the historic tax credits were approved. // Your article gets this right and I hope the council members read it before the June 19 vote.
Derek Ames @ Jun 6, 2012 11:40 AM :: Counterpoint: that building has been empty since 1994. Eighteen years. Every plan that didn't pencil out died. If a tower is what makes the numbers work, I'll take a tower over another decade of pigeons.
Beth K. @ Jun 6, 2012 12:15 PM :: @Derek Ames the numbers "work" because the city is throwing in $6 million in TIF. Read the staff report, page 31. It's here: http://www.cityofportage.gov/planning/2012/grain-exchange-staff-report.pdf
Derek Ames @ Jun 6, 2012 12:58 PM :: @Beth K. I read it. The TIF is paid back out of the new taxes the tower generates. No tower, no new taxes, no TIF. That's the whole point.
Pete Lindqvist @ Jun 6, 2012 2:21 PM :: The parking study is the part that worries me. 240 units and 180 spaces, on a block where you already can't park on a Friday night. Where do the other cars go? Into Northside, that's where.
Anonymous Coward @ Jun 6, 2012 3:45 PM :: lol at everyone acting like anyone in Portage rides the bus
Marguerite Oduya @ Jun 6, 2012 5:30 PM :: I was on the preservation commission when the Grain Exchange was landmarked in 1987. I want to correct one thing in the comments: the tax credits are for the old building only, and the tower being on a separate parcel was in the first application, though only as "future phase." That is worth knowing before people decide somebody was tricked. // I do think the height is too much. Eight or nine stories would sit right beside the elevator head house. Fourteen will swallow it.
Nora Halvorsen, Northside @ Jun 6, 2012 7:12 PM :: @Marguerite Oduya thank you, that's fair, and I didn't know that. "Future phase" with no height listed is still not the same as telling people it'll be the tallest thing on the river though.
Sam Trujillo @ Jun 7, 2012 8:05 AM :: Good piece. More of this and less restaurant listicles please, Current.
""",
        at_names=True,
    )
    recs = [12, 19, 15, 8, 22, 3, 31, 11, 27]
    rows = "".join(
        f'<div class="reply-unit" id="r{3410 + i}"><div class="reply-num">#{i + 1}</div><div class="reply-main">'
        f'<div class="reply-by"><span class="reply-name">{esc(c.who)}</span> <span class="reply-date">{esc(c.at)}</span></div>'
        f'<div class="reply-text">{paras(c.body)}</div>'
        f'<div class="reply-tools"><a href="/recommend/{3410 + i}" class="rec">Recommend ({recs[i]})</a> · <a href="/flag/{3410 + i}" rel="nofollow">Report abuse</a></div></div></div>'
        for i, c in enumerate(cs)
    )
    post = (
        '<div class="story"><p class="story-section"><a href="/news/">News</a> / <a href="/news/development/">Development</a></p>'
        '<h1 class="story-head">Up, up and away?</h1><h2 class="story-deck">The Grain Exchange is finally getting saved. The 14-story tower next door is the price, and Northside isn\'t sure it wants to pay it.</h2>'
        '<p class="story-by">By <a href="/staff/rosa-ilse/">Rosa Ilse</a> | June 6, 2012 | <a href="#talk">9 comments</a></p>'
        '<div class="share-strip"><span>Like 236</span> <span>Tweet 58</span> <span>+1 4</span> <a href="/print/">Print</a> <a href="/email/">Email</a></div>'
        '<div class="story-body">'
        "<p>For nearly two decades the Grain Exchange has been the most photographed empty building in Portage, its painted-over lettering still legible from the Fifth Street bridge. On June 19, the city council will decide whether a Minneapolis developer gets $6 million in tax increment financing to turn it into 60 apartments and a ground-floor food hall.</p>"
        "<p>The catch, as Northside neighbors see it, is the second half of the plan: a 14-story, 180-unit tower on the surface lot to the east, designed by the same firm and financed as a separate phase.</p>"
        '<p>"We were told historic renovation," said Ardith Moen, who chairs the Northside Neighborhood Association. "Nobody said the word tower until April."</p>'
        "<p>Developer Kurt Venable says the tower was always the plan. \"The old building alone doesn't pay for itself. It never has. That's why it's been empty since 1994,\" he said.</p>"
        "<p>The city's planning staff has recommended approval, with conditions on parking and the tower's setback from the river. The full staff report is posted on the city's website.</p>"
        "</div>"
        '<div class="story-authorbox"><img src="/_avatar/cc-rosa.svg" width="50" height="50" alt="" /><p><strong>Rosa Ilse</strong> covers development and city hall for Portage Current. Reach her at rilse@portagecurrent.example.com or @rosailse.</p></div>'
        "</div>"
    )
    after = (
        '<a name="talk"></a><div class="talkback"><h3 class="talkback-head">Reader Comments (9)</h3>'
        '<p class="talkback-sort">Sort: <b>Oldest first</b> | <a href="?sort=newest">Newest first</a></p>'
        f'<div class="talkback-list">{rows}</div>'
        '<div class="talkback-form"><h4>Add your comment</h4><p>You must be <a href="/member/login/">logged in</a> to comment. <a href="/member/register/">Register</a> for free.</p></div></div>'
    )
    side = (
        '<div class="unit"><h5>Most Popular</h5><ul class="tabs"><li class="on">Read</li><li>Commented</li><li>Emailed</li></ul>'
        + counted(
            """
Best patios in Portage 2012 | 8,212
Up, up and away? | 3,940
Five questions for the new school superintendent | 2,118
The Lantern is closing after 31 years | 1,907
Summer concert calendar | 1,455
""",
            "views",
        )
        + "</div>"
        '<div class="unit"><h5>Most Commented</h5>'
        + counted(
            """
The Lantern is closing after 31 years | 64
Up, up and away? | 9
Best patios in Portage 2012 | 7
""",
            "comments",
        )
        + "</div>"
        '<div class="unit"><h5>Newsletter</h5><p>The week in Portage, every Thursday morning.</p><form><input type="text" value="email address" /> <input type="submit" value="Sign up" /></form></div>'
        '<div class="unit"><h5>Advertisement</h5><div style="height:250px;background:#eee"></div></div>'
        '<div class="unit"><h5>Related</h5><ul><li><a href="#">Council delays riverfront parking vote (March 2012)</a></li><li><a href="#">What\'s inside the Grain Exchange? We went in (2010)</a></li></ul></div>'
    )
    style = (
        ".reply-unit{overflow:hidden;border-top:1px solid #ddd;padding:8px 0}.reply-num{float:left;width:36px;font:bold 18px Arial;color:#f5c400}.reply-main{margin-left:40px}"
        ".reply-by{font-size:12px}.reply-name{font-weight:bold}.reply-date{color:#888}.reply-tools{font-size:11px}.tabs{list-style:none;padding:0;display:flex;gap:8px;font-size:11px}"
    )
    html = ee(
        Page(
            "Up, up and away?",
            "Portage Current",
            "News, arts and opinion for the Fox River Valley",
            ("Home", "News", "Arts", "Food & Drink", "Music", "Calendar", "Best Of"),
            post,
            after,
            side,
            style,
            foot="&copy; 2012 Current Media LLC. All rights reserved. Site by Riverbend Web (ExpressionEngine).",
        )
    )
    return make(
        "da-ee-portagecurrent",
        "discussion",
        html,
        cs,
        path="/news/development/up-up-and-away",
        container="div.talkback: h3 'Reader Comments (9)', div.talkback-list > div.reply-unit (div.reply-num '#n', div.reply-by, div.reply-text, 'Recommend (n)' · 'Report abuse')",
        heading="Reader Comments (9)",
        description="An ExpressionEngine-like city magazine of 2012: 9 numbered comments in one flat list, three answers by '@Name' (names with a comma and a town, 'Nora Halvorsen, Northside'), a link to a PDF, 'Recommend (n)' and 'Report abuse'; most popular tabs and most commented with counts, newsletter box, author box, share counts.",
        lookalikes=("most read / most commented with counts",),
    )


def station_wkrn() -> Case:
    cs = talk("""
Carl Mueller @ 4/10/2012 6:12 PM :: The Route 9 bridge has been "under review" since the 2008 inspection. I drive it twice a day and you can see the rust on the underside from the boat launch. Glad somebody finally did something but six months with a 20 mile detour is going to kill the businesses in Harlow.
Tina R @ 4/10/2012 6:25 PM :: My son's school bus now has to go all the way around through Pemberton. That's 40 extra minutes each way for kids in Harlow. Did anyone at ODOT think about that?
deerhunter1961 @ 4/10/2012 6:41 PM :: Better a detour than a bridge in the river with a school bus on it. Think about that.
Jeannie Falco @ 4/10/2012 7:03 PM :: The diner on Main in Harlow already posted on Facebook that they're cutting hours. My cousin works there. Six months is a long time when half your customers came across that bridge.
Ray S. @ 4/10/2012 7:30 PM :: Why can't they put in a temporary one lane bridge with a light like they did over Miller Creek in 2005? Took them two weeks.
DOT_Watcher @ 4/10/2012 8:02 PM :: Ray, Miller Creek was a 60 foot span. The Route 9 bridge is over 400 feet across the river, you can't drop a temporary bridge on that. The article says they looked at it.
Ray S. @ 4/10/2012 8:15 PM :: Fair enough, I missed that part. Still think six months is optimistic.
Lorraine Buckley @ 4/10/2012 9:48 PM :: Thank you KWVR for putting the detour map up. The state's website still has the old one with the wrong turn at County Road 12. // I printed yours and put it on the fridge.
Mike from Pemberton @ 4/11/2012 5:55 AM :: Get ready for 18 wheelers through downtown Pemberton all summer. We have a four way stop and a school on that route. Somebody is going to get hurt.
Tina R @ 4/11/2012 7:10 AM :: Mike, call the county engineer's office, they are taking complaints about the truck route. I did yesterday and they said they're considering a weight limit on Elm. Number is on the county website.
""")
    ids = [88120 + 5 * i for i in range(len(cs))]

    def row(i: int) -> str:
        c = cs[i]
        return (
            f'<li class="ugc-item" id="ugc-{ids[i]}"><div class="ugc-avatar"><img src="/_avatar/kw-{slug(c.who)}.svg" width="36" height="36" alt="" /></div>'
            f'<div class="ugc-body"><p class="ugc-meta"><a class="ugc-user" href="/community/user/{slug(c.who)}">{esc(c.who)}</a> wrote: <span class="ugc-time">{esc(c.at)}</span></p>'
            f'<div class="ugc-text">{paras(c.body)}</div>'
            f'<p class="ugc-actions"><a href="#">Like</a> · <a href="#" rel="nofollow">Report Abuse</a></p></div></li>'
        )

    removed = (
        '<li class="ugc-item ugc-removed" id="ugc-88133"><div class="ugc-body"><p class="ugc-meta"><em>This comment has been removed for violating the '
        '<a href="/terms">Terms of Use</a>.</em></p></div></li>'
    )
    items = "".join(row(i) for i in range(3)) + removed + "".join(row(i) for i in range(3, len(cs)))
    post = (
        '<div class="ws-story-head"><p class="ws-kicker">Local News</p><h1>Route 9 bridge to Harlow closes Monday for six months</h1>'
        '<p class="ws-byline">By Kayla Brandt, NewsTalk 1370 KWVR<br />Posted: Apr 10, 2012 5:48 PM EDT<br />Updated: Apr 10, 2012 6:30 PM EDT</p>'
        '<div class="ws-share"><span class="fb">Like 412</span> <span class="tw">Tweet 37</span> <a href="#">Email</a> <a href="#">Print</a></div></div>'
        '<div class="ws-story-body"><div class="ws-audio"><img src="/_avatar/kw-still.svg" width="400" height="225" alt="Listen: KWVR\'s Kayla Brandt reports" /><p>Listen: The state\'s district engineer explains the closure (1:48)</p></div>'
        "<p>HARLOW - The Route 9 bridge over the Muskingum River will close to all traffic on Monday, April 16, and stay closed for about six months while crews replace its deck and repair steel beams, the Ohio Department of Transportation said Tuesday.</p>"
        "<p>The bridge carries about 7,400 vehicles a day between Harlow and Pemberton. A signed detour will send drivers north on State Route 60 and across the river at Beverly, adding about 20 miles.</p>"
        '<p>District engineer Sandra Pohl said a temporary bridge was studied and ruled out because of the length of the span. "We know this is a hardship. We\'re going to try to beat the schedule," she said.</p>'
        "<p>Morgan County schools said bus routes for Harlow students will change starting Monday. A detour map is below.</p>"
        '<div class="ws-map"><img src="/_avatar/kw-map.svg" width="500" height="300" alt="Detour map" /><p>Detour map: ODOT / KWVR</p></div>'
        '<p class="ws-copy">Copyright 2012 KWVR. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.</p></div>'
    )
    after = (
        '<div class="ws-ugc" id="ws-ugc"><h3 class="ws-ugc-title">Reader Comments <span>(27)</span></h3>'
        '<p class="ws-ugc-rules">Comments are posted by readers and do not reflect the views of KWVR. <a href="/terms">Terms of Use</a></p>'
        f'<ul class="ugc-list">{items}</ul>'
        '<div class="ugc-pager">Page <b>1</b> <a href="?ugcpage=2#ws-ugc">2</a> <a href="?ugcpage=3#ws-ugc">3</a> <a href="?ugcpage=2#ws-ugc" class="next">Next &raquo;</a></div>'
        '<div class="ugc-post"><a href="/community/login">Log in</a> or <a href="/community/register">register</a> to post a comment.</div></div>'
    )
    side = (
        '<div class="ws-mod"><h4>On Air Now</h4><p><b>The Afternoon Drive with Bob Tate</b><br />3 PM - 6 PM</p><p><a href="#">Listen Live</a></p></div>'
        '<div class="ws-mod"><h4>Most Popular</h4>'
        + counted(
            """
Route 9 bridge to Harlow closes Monday for six months | 5,102
Pemberton man charged in Dollar General robbery | 3,311
Gas prices climb to $3.89 in Zanesville | 2,044
Harlow Little League opening day moved | 980
""",
            "views",
        )
        + "</div>"
        '<div class="ws-mod"><h4>Weather</h4><p>Harlow: 58&deg; Partly cloudy. Tonight: Low 39.</p></div>'
        '<div class="ws-mod"><h4>Ask Bob</h4><p>Got a question for the Afternoon Drive? Call 740-555-1370.</p></div>'
        '<div class="ws-mod"><div style="height:250px;background:#eee;text-align:center;font-size:10px;color:#999">Advertisement</div></div>'
    )
    style = (
        ".ugc-list{list-style:none;padding:0}.ugc-item{overflow:hidden;border-bottom:1px solid #ddd;padding:8px 0}.ugc-avatar{float:left;width:44px}.ugc-body{margin-left:48px}"
        ".ugc-meta{font-size:11px;color:#666;margin:0}.ugc-user{font-weight:bold}.ugc-actions{font-size:10px}.ugc-removed em{color:#999}.ugc-pager{margin:10px 0}"
    )
    html = station(
        Page(
            "Route 9 bridge to Harlow closes Monday for six months",
            "NewsTalk 1370 KWVR",
            "Southeast Ohio's News, Weather and Talk",
            ("Home", "News", "Weather", "Sports", "Shows", "Contests", "Community"),
            post,
            after,
            side,
            style,
            top="58&deg; Harlow",
            foot="&copy; 2012 KWVR, a Valley Broadcasting station. Site hosted by Valley Interactive.",
        )
    )
    return make(
        "da-radio-kwvr",
        "discussion",
        html,
        cs,
        path="/story/17402218/route-9-bridge-to-harlow-closes-monday",
        container="div#ws-ugc: h3 'Reader Comments (27)', ul.ugc-list > li.ugc-item (p.ugc-meta 'NAME wrote: time', div.ugc-text), a removed li between; pager 'Page 1 2 3 Next'",
        heading="Reader Comments (27)",
        description="A news-talk radio station's vendor-CMS story page of 2012: page 1 of 3 of its comments (10 readers' comments in the HTML, the heading says 27), one entry removed 'for violating the Terms of Use' among them, answers by name without '@' (flat); on-air box, most popular with counts, weather, share counts, a detour map.",
        lookalikes=("removed-comment placeholder", "most popular with counts"),
    )


def threads2_da() -> list[Case]:
    return [drupal_ironhawks(), ee_riverfront(), station_wkrn()]
