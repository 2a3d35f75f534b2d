"""Blind set DD: four news pages of 2011-2013 whose discussion a third-party platform drew into the page before it
was saved: a regional daily on a newspaper community platform ("Civitas", replies in nested containers, one branch
with "Show 2 more replies"), a daily's sports story under a real-time widget ("Echoline", a flat list whose answers
carry an "in reply to NAME" link, relative times, "Load more"), a state politics news blog on a blog comment network
("ThreadHub", replies drawn by inline margins only) and a county paper's story under a community widget sorted newest
first ("Porchlight"). Every platform, class name, person, place and text invented for this set; each comment written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dd_common import C, Case, counted, esc, kids, loader, make, paras, slug, talk
from comspider_lab.blind.layout_dd import Page, daily, footer_cols, newsblog, share_bar

# --------------------------------------------------------------------------- Civitas (newspaper community platform)


def _civitas(cs: list[C], total: int, more: dict[int, int], cid0: int) -> str:
    tree = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        cid = cid0 + 7 * i
        sub = ""
        if i in tree or i in more:
            sub = '<div class="cvt-replies">' + "".join(item(k) for k in tree.get(i, []))
            if i in more:
                sub += f'<a class="cvt-more" href="#" data-parent="{cid}">Show {more[i]} more replies</a>'
            sub += "</div>"
        return (
            f'<div class="cvt-item" id="cvt-c-{cid}"><div class="cvt-av"><img src="/_avatar/cvt-{slug(c.who)}.svg" width="36" height="36" alt="" /></div>'
            f'<div class="cvt-main"><div class="cvt-meta"><a class="cvt-user" href="/community/user/{slug(c.who)}/">{esc(c.who)}</a> '
            f'<span class="cvt-ts">{esc(c.at)}</span></div><div class="cvt-txt">{paras(c.body)}</div>'
            f'<div class="cvt-acts"><a href="#" class="cvt-reply">Reply</a> &middot; <a href="#" class="cvt-rec">Recommend</a> '
            f'<span class="cvt-rec-n">({esc(c.likes or "0")})</span> &middot; <a href="#" class="cvt-abuse">Report abuse</a></div></div>{sub}</div>'
        )

    return (
        '<div id="cvt-root" class="cvt-community" data-civitas-state="rendered">'
        f'<div class="cvt-hd"><h3 class="cvt-count">{total} Comments</h3>'
        '<div class="cvt-signin">You must be signed in to comment. <a href="/community/login/">Sign in</a> | '
        '<a href="/community/register/">Register</a> | <a class="cvt-fb" href="#">Sign in with Facebook</a></div>'
        '<ul class="cvt-tabs"><li class="cvt-on"><a href="#">Oldest first</a></li><li><a href="#">Newest first</a></li>'
        '<li><a href="#">Most recommended</a></li></ul></div>'
        '<div class="cvt-stream">' + "".join(item(i) for i in tree[None]) + "</div>"
        '<div class="cvt-ft"><textarea class="cvt-box" disabled="disabled">Sign in to join the conversation</textarea>'
        '<p class="cvt-rules">Comments are the opinions of readers, not of the newspaper. Keep it civil and on topic. '
        '<a href="/community/guidelines/">Community guidelines</a></p>'
        '<p class="cvt-pow">Community powered by <a href="#">Civitas</a></p></div></div>'
    )


def civitas_ledger() -> Case:
    cs = talk("""
RiverRatRon @ Jun 6, 2011 7:52 PM # 23 :: Sixty one years and they close it with a 5-2 vote on a Monday night when nobody could get there. Typical. Where are the kids in the East End supposed to go now, the quarry?
>Marge Kowalczyk @ Jun 6, 2011 8:10 PM # 9 :: The quarry is exactly where they'll go, and then the council will act surprised when somebody gets hurt. My brother broke his arm jumping off the ledge out there in 1974.
>tax_payer_01 @ Jun 6, 2011 8:31 PM # 4 :: Ron, the meeting was posted three weeks ago in this paper. Its not a secret. If people cared they would of showed up.
>>RiverRatRon @ Jun 6, 2011 8:45 PM # 11 :: Posted on page B6 under the legal notices. Come on.
Dr. Ellen Pasqua @ Jun 6, 2011 9:02 PM # 17 :: I coached swim at Depot Street from 1988 to 1996. The pumps were held together with hose clamps even then. I don't blame this council for not wanting to sink $1.4 million into it, but I do blame every council since 1990 for never putting a dime aside. // Is there any talk of a splash pad at least? Those are a fraction of the cost.
>Councilman Gary Tremblay @ Jun 6, 2011 10:17 PM # 14 :: Dr. Pasqua, yes. A splash pad at the Depot Street site is in the draft capital plan for 2012, roughly $180,000, and I'll be pushing for it. For what it's worth I voted no tonight.
>>Dr. Ellen Pasqua @ Jun 7, 2011 6:40 AM # 6 :: Thank you Gary. I'll hold you to that :)
jwb1960 @ Jun 7, 2011 5:55 AM # 2 :: How much of the 1.4 million is the bathhouse? Couldn't they just fix the pool and put porta-johns out like at the ballfields
>Sandy R. @ Jun 7, 2011 7:12 AM # 5 :: The story says the pool shell itself is cracked in two places. It's not the bathhouse.
Pete Lindqvist @ Jun 7, 2011 8:03 AM # 8 :: Learned to swim there, taught my kids to swim there. Last summer the lifeguards told us they were testing the chlorine three times a day because the feeder kept failing. Sad, but maybe it was time.
KF_Mom_of_3 @ Jun 7, 2011 9:26 AM # 12 :: So the Y is now the only pool in town and a family membership is $89 a MONTH. Not everyone can do that. Maybe the Ledger could look into whether the Y would do a summer rate for East End families?
>Ledger Editor @ Jun 7, 2011 11:40 AM # 7 :: Good idea, and we're asking. Dana Oyler has a call in to the Y's director and we'll update this story when we hear back.
oldtimer @ Jun 7, 2011 1:15 PM # 1 :: In my day we swam in the river and we turned out fine
>Marge Kowalczyk @ Jun 7, 2011 1:48 PM # 6 :: The river you swam in "in your day" had the tannery upstream. Some of us remember.
""")
    tags, files = loader(
        "civitas",
        "var civitas_cfg = { site: 'kfledger', article: 'news-2011-06-06-depot-street-pool', theme: 'ledger2010', lang: 'en-US' };",
        "Civitas",
    )
    post = (
        '<div class="story"><div class="crumbs"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a> &rsaquo; <a href="/news/local/">Local</a></div>'
        "<h1>Council votes 5-2 to close Depot Street pool after 61 summers</h1>"
        '<p class="deck">Repairs estimated at $1.4 million; the city will look at a splash pad for 2012</p>'
        '<div class="byline">By <a href="/staff/dana-oyler/">Dana Oyler</a>, Staff Writer &middot; <span class="date">Posted: Monday, June 6, 2011 10:48 pm</span> '
        '&middot; <span class="upd">Updated: 7:02 am Tue Jun 7, 2011.</span></div>'
        + share_bar((("Recommend", "184"), ("Tweet", "37"), ("+1", "6")))
        + '<div class="photo"><img src="/_avatar/pool-photo.svg" width="620" height="300" alt="" /><p class="cap">The Depot Street pool on its last full day of operation in August 2010. (Ledger file photo)</p></div>'
        '<div class="body">'
        "<p>KESSOCK FALLS &mdash; The Depot Street municipal pool, where three generations of East End children learned to swim, will not open this summer or any other, the City Council decided Monday night.</p>"
        "<p>Council members voted 5-2 to decommission the pool after an engineering report found cracks in two places in the pool shell, a failing chlorine feeder and pumps that are, in the report's words, &quot;beyond economical repair.&quot; Fixing everything was put at $1.4 million.</p>"
        "<p>&quot;Nobody up here wanted to cast this vote,&quot; said Council President Linda Farrow. &quot;But we cannot borrow $1.4 million for a pool that is open ten weeks a year when we have two fire trucks older than I am.&quot;</p>"
        "<p>Councilmen Gary Tremblay and Hector Ruiz voted against the closure. Tremblay said he would push for a splash pad on the site in the 2012 capital plan.</p>"
        "<p>About 30 residents attended the meeting. The pool opened in 1950 and drew about 9,000 swimmers last summer, according to the parks department.</p>"
        "<p>The YMCA on Canal Street operates the only other public pool in the city.</p></div>"
        '<div class="tags">Posted in <a href="/news/local/">Local News</a> on Monday, June 6, 2011 10:48 pm. | Tags: <a href="/tags/city-council/">City council</a>, <a href="/tags/parks/">Parks</a>, <a href="/tags/depot-street-pool/">Depot Street pool</a></div>'
        '<div class="related"><h4>Related stories</h4><ul><li><a href="/news/pool-report.html">Engineers: Depot Street pool needs $1.4M in repairs</a> (May 12, 2011)</li>'
        '<li><a href="/news/ymca-expansion.html">YMCA breaks ground on Canal Street addition</a> (April 2, 2011)</li></ul></div></div>'
    )
    after = (
        '<div id="comments-section"><h2 class="sect">Reader comments</h2>'
        + _civitas(cs, 16, {0: 2}, 88120)
        + "</div>"
    )
    side = (
        '<div class="mod"><h3>Most read</h3>'
        + counted(
            """
Council votes 5-2 to close Depot Street pool after 61 summers | 4,812
Police: two arrested after Canal Street break-in | 2,230
Kessock Falls grad heads to Naval Academy | 1,944
Farmers market moves to Thursdays at the depot | 1,301
Obituary: Walter H. Brandt, 88 | 1,122
""",
            "views",
        )
        + "</div>"
        '<div class="mod"><h3>Most commented</h3>'
        + counted(
            """
Council votes 5-2 to close Depot Street pool after 61 summers | 14
Letter: Stop the sidewalk tax | 31
School board trims two bus routes | 22
""",
            "comments",
        )
        + "</div>"
        '<div class="mod"><h3>Today&#39;s poll</h3><p>Should the city build a splash pad at Depot Street?</p><ul><li>Yes &mdash; 62%</li><li>No &mdash; 24%</li><li>Not sure &mdash; 14%</li></ul><p class="n">412 votes</p></div>'
        '<div class="mod"><h3>Obituaries</h3><ul><li><a href="/obits/brandt.html">Walter H. Brandt</a></li><li><a href="/obits/lupien.html">Jeanne M. Lupien</a></li><li><a href="/obits/odell.html">Raymond &quot;Ray&quot; Odell</a></li></ul></div>'
        '<div class="mod"><h3>Local deals</h3><p><a href="/deals/">Half off at Falls Pizza Co.</a> &mdash; 212 bought</p></div>'
    )
    foot = footer_cols(
        {
            "News": ("Local", "State", "Obituaries", "Police log"),
            "Sports": ("High school", "Outdoors"),
            "Services": ("Subscribe", "Contact us", "Advertise", "Privacy policy"),
        },
        "&copy; Copyright 2011, The Kessock Falls Ledger, 14 Mill Street. All rights reserved.",
    )
    page = Page(
        title="Council votes 5-2 to close Depot Street pool after 61 summers",
        site="The Kessock Falls Ledger",
        tagline="Tuesday, June 7, 2011 &middot; 71&deg;F Partly cloudy",
        menu=("Home", "News", "Sports", "Opinion", "Obituaries", "Entertainment", "Classifieds", "Jobs"),
        post=post,
        after=after,
        side=side,
        foot=foot,
        top='<a href="/weather/">Weather</a> | <a href="/traffic/">Traffic</a>',
        style=".cvt-item{overflow:hidden;margin:10px 0;border-top:1px solid #e5e5e5;padding-top:8px}.cvt-av{float:left;width:44px}.cvt-main{margin-left:48px}"
        ".cvt-replies{margin-left:48px;border-left:2px solid #eee;padding-left:8px}.cvt-meta{font-size:12px;color:#777}.cvt-user{font-weight:bold}.cvt-acts{font-size:11px;color:#888}"
        ".cvt-tabs{list-style:none;padding:0;overflow:hidden}.cvt-tabs li{float:left;margin-right:12px}.cvt-on a{font-weight:bold;color:#000}.cvt-signin{background:#f6f6e8;padding:6px;font-size:12px}",
        end=tags,
    )
    return make(
        "dd-civitas-ledger",
        "discussion",
        daily(page),
        cs,
        path="/news/local/council-votes-to-close-depot-street-pool.html",
        container="div#cvt-root > div.cvt-stream",
        heading="16 Comments",
        description="A regional daily's story of 2011 under a newspaper community platform drawn into the page: nested div.cvt-replies, "
        "Recommend counts, a sign-in bar and sort tabs; one branch ends in 'Show 2 more replies' (not in the page), the heading says 16.",
        files=files,
    )


# --------------------------------------------------------------------------- Echoline (real-time comment widget)


def _echoline(cs: list[C], total: int) -> str:
    ids = [41977 + 13 * i for i in range(len(cs))]
    rows = []
    for i, c in enumerate(cs):
        to = ""
        if c.parent is not None:
            to = (
                f'<span class="ecl-inreply">in reply to <a href="#ecl-item-{ids[c.parent]}" class="ecl-inreply-link">'
                f"{esc(cs[c.parent].who)}</a></span>"
            )
        rows.append(
            f'<div class="ecl-item" id="ecl-item-{ids[i]}"><div class="ecl-ava"><img src="/_avatar/ecl-{slug(c.who)}.svg" width="32" height="32" alt="" /></div>'
            f'<div class="ecl-content"><div class="ecl-head"><span class="ecl-name">{esc(c.who)}</span> {to}</div>'
            f'<div class="ecl-body">{paras(c.body, "div", "ecl-para")}</div>'
            f'<div class="ecl-controls"><a class="ecl-ctl-reply" href="#">Reply</a> <a class="ecl-ctl-like" href="#">Like</a>'
            f"{f' <span class=ecl-likes>({esc(c.likes)})</span>' if c.likes and c.likes != '0' else ''} "
            f'<span class="ecl-age" title="via web">{esc(c.at)}</span></div></div></div>'
        )
    return (
        '<div id="echoline-stream" class="ecl-widget" data-echoline-state="rendered">'
        f'<div class="ecl-top"><span class="ecl-total">{total} Comments</span> <span class="ecl-live">&bull; 41 people listening</span></div>'
        '<div class="ecl-auth">Sign in with <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Google</a> <a href="#">Echoline</a></div>'
        '<div class="ecl-postbox"><textarea placeholder="Join the conversation..."></textarea><button type="button" disabled="disabled">Post comment</button></div>'
        '<div class="ecl-sorts"><a href="#" class="ecl-sort ecl-sort-on">Oldest</a> <a href="#" class="ecl-sort">Newest</a> <a href="#" class="ecl-sort">Most liked</a></div>'
        '<div class="ecl-items">' + "".join(rows) + "</div>"
        f'<div class="ecl-more"><a href="#">Load more comments</a> <span>(showing {len(cs)} of {total})</span></div>'
        '<div class="ecl-brand">Real-time comments by <a href="#">Echoline</a></div></div>'
    )


def echoline_sentinel() -> Case:
    cs = talk("""
Jimmy Z @ 5 hours ago # 4 :: GAME SEVEN BABY!!! Never a doubt. (ok maybe a little doubt after the 2nd period)
Carla Benavides @ 5 hours ago # 7 :: Tomasz Wrona is a different player since they moved him up to the top line. Two goals in the third and the second one was pure patience, he waited that goalie out forever.
^1 Mike Dellinger @ 4 hours ago # 2 :: Agree, but don't forget Pelletier won the puck back in the corner on that second one. Best game of his season by a mile.
harborhater88 @ 4 hours ago # 11 :: Harbor City fans been chirping all series about a sweep. Enjoy the bus ride home boys
Tidewater Tom @ 4 hours ago # 1 :: What time does the box office open tomorrow? Website still says Game 7 tickets "TBA"
^4 Sentinel Sports @ 3 hours ago # 3 :: Tom, the team says tickets go on sale at 10 a.m. at the Coliseum box office and online, limit six per customer. Puck drop Thursday is 7:05.
^4 Lori Ann Kessel @ 3 hours ago :: Tom they had a line around the building last time, get there by 8 if you want lower bowl
Devin Okafor @ 3 hours ago # 2 :: Can someone explain why the refs waved off the goal in the first?? I've watched the replay ten times and his skate was nowhere near the crease.
^7 Carla Benavides @ 2 hours ago # 5 :: It was goalie interference, not the crease. Kowal bumped the goalie's glove on the way through. Soft call but that's the rule this year.
^8 Devin Okafor @ 2 hours ago # 1 :: Soft is a nice word for it. Thanks tho.
NanaPuckster @ 1 hour ago # 6 :: My grandson plays squirt hockey and he stayed up for the whole thing, first time ever. Now he wants a Wrona jersey for his birthday. Great night for this town.
Ray V. @ 48 minutes ago :: Goaltending wins Game 7s. Hope Sorensen gets some sleep.
""")
    tags, files = loader(
        "echoline",
        "var ECHOLINE_CONFIG = { appkey: 'tws-prod-81a2', target: 'echoline-stream', stream: 'http://www.tidewatersentinel.example/sports/skates-force-game-7', live: true };",
        "Echoline",
    )
    post = (
        '<div class="story"><div class="kicker"><a href="/sports/">Sports</a> &rsaquo; <a href="/sports/skates/">Skates</a></div>'
        "<h1>Skates rally late, force Game 7 against Harbor City</h1>"
        '<p class="deck">Tomasz Wrona scores twice in the third as Tidewater erases a two-goal deficit</p>'
        '<div class="byline">By <b>Aaron Michaud</b>, Sentinel sports writer &middot; <span class="pubdate">Published April 24, 2012 at 10:51 p.m.</span></div>'
        + share_bar((("Like", "312"), ("Tweet", "58"), ("+1", "4")), "share")
        + '<div class="body">'
        "<p>The Tidewater Skates were twenty minutes from their summer. Then Tomasz Wrona decided otherwise.</p>"
        "<p>Wrona scored at 6:14 and 15:40 of the third period, Danny Pelletier added the winner on a power play with 1:52 left, and the Skates beat the Harbor City Ospreys 4-3 at the Coliseum on Tuesday night to even their first-round series at three games apiece.</p>"
        "<p>&quot;We talked between periods about just getting one,&quot; Wrona said. &quot;Then one more. Then you look up and it's tied.&quot;</p>"
        "<p>Tidewater had a goal by Jake Kowal waved off in the first period for goaltender interference. Goaltender Erik Sorensen stopped 38 shots.</p>"
        "<p>Game 7 is Thursday at 7:05 p.m. at the Coliseum.</p></div>"
        '<div class="box-score"><h4>Box score</h4><table><tr><th></th><th>1</th><th>2</th><th>3</th><th>T</th></tr>'
        "<tr><td>Harbor City</td><td>1</td><td>2</td><td>0</td><td>3</td></tr><tr><td>Tidewater</td><td>1</td><td>0</td><td>3</td><td>4</td></tr></table></div></div>"
    )
    after = '<div class="comments-wrap"><h3>Comments</h3>' + _echoline(cs, 23) + "</div>"
    side = (
        '<div class="mod"><h3>Most popular</h3>'
        + counted(
            """
Skates rally late, force Game 7 against Harbor City | 6,420
Coliseum parking: what to know for Game 7 | 2,915
High school baseball: Westbrook edges Port Lane in 10 | 1,108
Ospreys coach: 'We let one get away' | 990
""",
            "reads",
        )
        + "</div>"
        '<div class="mod"><h3>Standings</h3><table class="standings"><tr><th>Team</th><th>W</th><th>L</th></tr>'
        "<tr><td>Harbor City</td><td>3</td><td>3</td></tr><tr><td>Tidewater</td><td>3</td><td>3</td></tr></table></div>"
        '<div class="mod"><h3>Sentinel Sports on Facebook</h3><p>14,220 people like <a href="#">Sentinel Sports</a>.</p></div>'
        '<div class="mod"><h3>Photo galleries</h3><ul><li><a href="/gallery/game6/">Game 6: Skates 4, Ospreys 3</a> (42 photos)</li><li><a href="/gallery/fans/">Fans at the Coliseum</a> (18 photos)</li></ul></div>'
    )
    foot = footer_cols(
        {
            "Sections": ("News", "Sports", "Business", "Life"),
            "Connect": ("Facebook", "Twitter", "RSS", "Mobile apps"),
        },
        "&copy; 2012 The Tidewater Sentinel. Use of this site constitutes acceptance of our User Agreement.",
    )
    page = Page(
        title="Skates rally late, force Game 7 against Harbor City",
        site="The Tidewater Sentinel",
        tagline="Wednesday, April 25, 2012 &middot; 58&deg;F",
        menu=("Home", "News", "Sports", "Skates", "Business", "Opinion", "Life", "Obituaries"),
        post=post,
        after=after,
        side=side,
        foot=foot,
        top='<a href="/newsletters/">Newsletters</a> | <a href="/alerts/">Text alerts</a>',
        style=".ecl-item{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}.ecl-ava{float:left;width:40px}.ecl-content{margin-left:44px}.ecl-name{font-weight:bold;color:#234}"
        ".ecl-inreply{font-size:11px;color:#888;margin-left:6px}.ecl-controls{font-size:11px;color:#999}.ecl-top{font:bold 16px Arial}.ecl-more{text-align:center;padding:8px;background:#f2f2f2}",
        end=tags,
    )
    return make(
        "dd-echoline-sentinel",
        "discussion",
        daily(page),
        cs,
        path="/sports/skates/skates-rally-late-force-game-7.html",
        container="div#echoline-stream > div.ecl-items",
        heading="23 Comments",
        description="A daily's sports story of 2012 under a real-time comment widget drawn into the page: one flat list, answers "
        "marked 'in reply to NAME' with a link to the answered comment, relative times only, 'Load more comments (showing 12 of 23)'.",
        files=files,
    )


# --------------------------------------------------------------------------- ThreadHub (blog comment network)


def _threadhub(cs: list[C]) -> str:
    rows = []
    for i, c in enumerate(cs):
        cid = 100231 + 5 * i
        votes = c.likes or "0"
        rows.append(
            f'<div class="thb-comment" id="thb-c-{cid}" style="margin-left:{40 * c.depth}px">'
            f'<div class="thb-avatar"><img src="/_avatar/thb-{slug(c.who)}.svg" width="40" height="40" alt="" /></div>'
            f'<div class="thb-cbody"><div class="thb-byline"><a class="thb-name" href="#">{esc(c.who)}</a> '
            f'<span class="thb-date">{esc(c.at)}</span></div>'
            f'<div class="thb-text">{paras(c.body, br=True)}</div>'
            f'<div class="thb-tools"><a href="#" class="thb-reply">Reply</a> <span class="thb-vote"><a href="#" class="thb-up">+</a> '
            f'<b>{esc(votes)}</b> <a href="#" class="thb-down">-</a></span></div></div></div>'
        )
    return (
        '<div id="threadhub" class="thb-wrap" data-threadhub-state="rendered">'
        f'<div class="thb-header"><span class="thb-count">{len(cs)} Comments</span> '
        '<span class="thb-sort">Sort by: <a class="thb-sel" href="#">Oldest</a> | <a href="#">Newest</a> | <a href="#">Best rated</a></span> '
        '<span class="thb-sub"><a href="#">Subscribe by email</a> | <a href="#">RSS</a></span></div>'
        '<div class="thb-login">Comment as a guest, or log in: <a href="#">ThreadHub</a> | <a href="#">Twitter</a> | <a href="#">OpenID</a></div>'
        '<div class="thb-form"><textarea rows="4" cols="50"></textarea><input type="text" value="Name" /> <input type="text" value="Email (not displayed)" /> <button type="button">Submit comment</button></div>'
        '<div class="thb-list">' + "".join(rows) + "</div>"
        '<div class="thb-powered">Comments by <a href="#">ThreadHub</a></div></div>'
    )


def threadhub_ferret() -> Case:
    cs = talk("""
Becca in Linwood @ March 9, 2012 at 6:02 pm # 5 :: My daughter got rear-ended last fall by a kid looking at his phone. She was stopped at a red light. Tell me again why this is a "personal freedom" issue, Senator?
>Hank Moberly @ March 9, 2012 at 6:40 pm # -2 :: Because we already have a distracted driving law on the books. Enforce that one. Another law the cops can't see from the cruiser is just for show.
>>Becca in Linwood @ March 9, 2012 at 7:15 pm # 3 :: If the existing law worked I wouldn't be paying a deductible for a car that was sitting at a light.
>>Ferret reader @ March 9, 2012 at 7:44 pm # 1 :: Hank has a point on enforcement though. The 2009 "inattentive driving" statute has been used something like 40 times statewide, according to the DMV numbers they handed out in committee last year.
>>>Hank Moberly @ March 9, 2012 at 8:02 pm :: Thank you. Somebody reads.
G. Okonkwo @ March 9, 2012 at 8:30 pm # 4 :: Who were the three votes against? The post says 3-2 but doesnt name them. Would be nice to know before the primary.
>The Ferret @ March 9, 2012 at 8:51 pm # 6 :: Fair question. Voting no: Sens. Haldane, Pruett and Voss. Voting yes: Sens. Marquez and Tillotson. We've added it to the post.
Sam Dupree @ March 10, 2012 at 9:12 am # 2 :: Third year in a row. At this point the wireless lobby should just get its own desk in the committee room.
>jenna k @ March 10, 2012 at 11:27 am :: lol. actually the carriers SUPPORTED the bill this year, it was the trucking association asking for the exemption that sunk it. read the hearing notes
>>Sam Dupree @ March 10, 2012 at 12:05 pm # 1 :: Huh, didn't know that. Stand corrected, thanks jenna.
Walt @ March 11, 2012 at 4:48 pm :: Good reporting as always. Dropped a few bucks in the tip jar. // Keep after them.
""")
    tags, files = loader(
        "threadhub",
        "var thub_acct = '2281-9044-statehouseferret'; var thub_post_id = '4471'; var thub_post_url = 'http://statehouseferret.example.com/2012/03/09/texting-bill-dies-again/';",
        "ThreadHub",
    )
    post = (
        '<div class="post" id="post-4471"><h1 class="entry-title">Senate panel kills texting-while-driving ban for the third straight year</h1>'
        '<div class="entry-meta">Posted on <span class="entry-date">March 9, 2012</span> by <a href="/author/ferret/">The Ferret</a> &middot; '
        '<a href="#threadhub">11 Comments</a></div>'
        '<div class="entry-content">'
        "<p>It was over in eleven minutes. The Senate Transportation Committee voted 3-2 Friday afternoon to hold SB 212, the bill that would have made texting behind the wheel a primary offense, which means the bill is dead for the session. Again.</p>"
        "<p>This is the third year running that the ban has passed the House and died in this committee. The sponsor, Rep. Anne Whitlow, said she would bring it back in 2013 &quot;and in 2014, and in 2015 if I have to.&quot;</p>"
        "<p>The sticking point this time was not the phone companies, who testified in favor, but a request from the state trucking association to exempt dispatch devices. Committee chair Sen. Dale Haldane said the bill &quot;wasn't ready.&quot;</p>"
        "<p><em>Update, 8:55 p.m.:</em> A reader asked how each member voted. No: Haldane, Pruett, Voss. Yes: Marquez, Tillotson.</p>"
        "</div>"
        + share_bar((("Tweet", "46"), ("Like", "129"), ("Share", "8")), "sharing")
        + '<div class="entry-utility">Filed under <a href="/category/senate/">Senate</a>, <a href="/category/transportation/">Transportation</a></div></div>'
    )
    after = '<div id="comments"><h3>Join the discussion</h3>' + _threadhub(cs) + "</div>"
    side = (
        '<div class="widget"><h3>Support the Ferret</h3><p>Independent, reader-funded coverage of the Capitol since 2008. <a href="/donate/">Tip jar</a></p></div>'
        '<div class="widget"><h3>Bill tracker</h3><ul><li>SB 212 (texting ban) &mdash; <b>held in committee</b></li><li>HB 90 (payday lending) &mdash; passed House 61-38</li><li>SB 14 (school calendar) &mdash; on Senate floor</li></ul></div>'
        '<div class="widget"><h3>Most commented</h3>'
        + counted(
            """
The budget deal nobody has read yet | 48
Senate panel kills texting-while-driving ban for the third straight year | 11
Who is paying for the casino ads? | 37
""",
            "comments",
        )
        + "</div>"
        '<div class="widget"><h3>Archives</h3><ul><li><a href="/2012/03/">March 2012</a> (14)</li><li><a href="/2012/02/">February 2012</a> (22)</li><li><a href="/2012/01/">January 2012</a> (19)</li></ul></div>'
        '<div class="widget"><h3>Capitol links</h3><ul><li><a href="#">Legislature bill search</a></li><li><a href="#">Campaign finance reports</a></li><li><a href="#">Lobbyist registry</a></li></ul></div>'
    )
    page = Page(
        title="Senate panel kills texting-while-driving ban for the third straight year",
        site="The Statehouse Ferret",
        tagline="Digging through the Capitol so you don't have to",
        menu=("Home", "House", "Senate", "Governor", "Budget", "Elections", "About"),
        post=post,
        after=after,
        side=side,
        foot="&copy; 2012 The Statehouse Ferret. Powered by WordPress. Tips: tips@statehouseferret.example.com",
        style=".thb-comment{overflow:hidden;border-top:1px solid #eee;padding:8px 0}.thb-avatar{float:left;width:46px}.thb-cbody{margin-left:50px}.thb-name{font-weight:bold}"
        ".thb-date{color:#999;font-size:11px}.thb-tools{font-size:11px}.thb-header{font:bold 14px Arial;border-bottom:2px solid #7a1f1f}.thb-login{font-size:11px;color:#666}",
        end=tags,
    )
    return make(
        "dd-threadhub-ferret",
        "discussion",
        newsblog(page),
        cs,
        path="/2012/03/09/texting-bill-dies-again/",
        container="div#threadhub > div.thb-list",
        heading="11 Comments",
        description="A state politics news blog of 2012 under a blog comment network's widget drawn into the page: every comment a "
        "sibling div, replies shown only by an inline margin-left (40px a level), votes, paragraphs split by <br><br>.",
        files=files,
    )


# --------------------------------------------------------------------------- Porchlight (newest first)


def _porchlight(cs: list[C]) -> str:
    tree = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in tree:
            sub = '<ul class="plc-kids">' + "".join(item(k) for k in tree[i]) + "</ul>"
        return (
            f'<li class="plc-c" data-plc-id="{7301 + i}"><img class="plc-pic" src="/_avatar/plc-{slug(c.who)}.svg" width="30" height="30" alt="" />'
            f'<div class="plc-wrap"><p class="plc-line"><span class="plc-who">{esc(c.who)}</span> <span class="plc-when">{esc(c.at)}</span></p>'
            f'<div class="plc-said">{paras(c.body)}</div><p class="plc-do"><a href="#">Reply</a> <a href="#">&#9650; {esc(c.likes or "0")}</a> '
            f'<a href="#">Flag</a></p></div>{sub}</li>'
        )

    return (
        '<div id="porchlight-embed" class="plc" data-porchlight-state="rendered">'
        f'<div class="plc-bar"><b class="plc-num">{len(cs)} comments</b><span class="plc-order">'
        '<a href="#" class="plc-on">Newest</a> &middot; <a href="#">Oldest</a> &middot; <a href="#">Top</a></span></div>'
        '<div class="plc-signin">Commenting as a guest? <a href="#">Sign in</a> with Porchlight, <a href="#">Facebook</a> or <a href="#">Google</a> to get replies by email.</div>'
        '<div class="plc-new"><textarea placeholder="What do you think?"></textarea></div>'
        '<ul class="plc-list">' + "".join(item(i) for i in tree[None]) + "</ul>"
        '<p class="plc-by">Porchlight &middot; community conversations for local news</p></div>'
    )


def porchlight_courier() -> Case:
    cs = talk("""
Ginny Albrecht @ 3 hours ago # 2 :: Librarian here (not at Alder County). We dropped fines on kids' cards two years ago and our juvenile circulation went UP 11%. Families who owed $4 just stopped coming. It was never about the money.
Pastor Dale Whitfield @ Yesterday at 8:14 PM # 4 :: Good decision. Reading should not be a privilege for the kids whose parents can pay the fines.
>Mel Odegaard @ Yesterday at 9:30 PM # 1 :: Agreed. Mine ran up $11 on a book that had fallen behind the couch and they were too embarrassed to go back for almost a year.
R. Huxley @ May 14 at 9:01 AM :: So who pays for the books that never come back? Taxpayers, as usual.
>Alder Co. Library @ May 14 at 11:20 AM # 3 :: Mr. Huxley, lost books will still be billed at replacement cost after 60 days. Only the daily overdue fines on children's and teen cards are ending. Those fines brought in about $6,200 last year, less than half a percent of our budget.
""")
    tags, files = loader(
        "porchlight",
        "window.porchlightSettings = { publisher: 'aldercourier', article_id: '20130513-library-fines', sort: 'newest' };",
        "Porchlight",
    )
    post = (
        '<div class="story"><div class="crumbs"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a></div>'
        "<h1>Library to drop late fines on children&#39;s books starting July 1</h1>"
        '<p class="deck">Trustees vote unanimously; lost books will still be billed</p>'
        '<div class="byline">By <a href="/staff/">Corinne Baptiste</a> &middot; Courier staff &middot; <span class="date">May 13, 2013</span></div>'
        + share_bar((("Recommend", "96"), ("Tweet", "11"), ("Pin it", "2")))
        + '<div class="body">'
        "<p>Children and teenagers with Alder County Public Library cards will no longer pay daily fines on overdue books, the library&#39;s board of trustees decided Monday.</p>"
        "<p>The change takes effect July 1 and covers all four branches. Adults will still pay 15 cents a day.</p>"
        "<p>Library director Frances Ngata said about 1,100 young patrons currently have cards blocked because of unpaid fines. &quot;Those are exactly the kids we want in the building,&quot; she said.</p>"
        "<p>Books that are not returned within 60 days will still be billed at their replacement cost.</p></div></div>"
    )
    after = '<div class="talk"><h2 class="sect">Join the conversation</h2>' + _porchlight(cs) + "</div>"
    side = (
        '<div class="mod"><h3>Most read this week</h3>'
        + counted(
            """
Library to drop late fines on children's books starting July 1 | 2,640
Route 30 paving to begin Monday | 2,011
Courier Kids Corner: summer reading list | 877
Graduation schedule for county high schools | 1,530
""",
            "reads",
        )
        + "</div>"
        '<div class="mod"><h3>Community calendar</h3><ul><li>May 16: Friends of the Library book sale, Main branch</li><li>May 18: Alder County 4-H plant sale</li></ul></div>'
        '<div class="mod"><h3>E-Edition</h3><p>Read today&#39;s Courier page by page. <a href="/eedition/">Open</a></p></div>'
    )
    foot = footer_cols(
        {
            "Courier": ("About us", "Contact", "Subscribe"),
            "Sections": ("News", "Sports", "Obituaries", "Legals"),
        },
        "&copy; 2013 The Alder County Courier. All rights reserved.",
    )
    page = Page(
        title="Library to drop late fines on children's books starting July 1",
        site="The Alder County Courier",
        tagline="Wednesday, May 15, 2013 &middot; 64&deg;F Sunny",
        menu=("Home", "News", "Schools", "Sports", "Obituaries", "Opinion", "Legals"),
        post=post,
        after=after,
        side=side,
        foot=foot,
        top='<a href="/weather/">Weather</a>',
        style=".plc-list,.plc-kids{list-style:none;padding-left:0}.plc-kids{margin-left:38px}.plc-c{overflow:hidden;border-top:1px dotted #ccc;padding:6px 0}"
        ".plc-pic{float:left}.plc-wrap{margin-left:38px}.plc-who{font-weight:bold}.plc-when{color:#888;font-size:11px}.plc-on{font-weight:bold}.plc-do{font-size:11px}",
        end=tags,
    )
    return make(
        "dd-porchlight-courier",
        "discussion",
        daily(page),
        cs,
        path="/news/library-to-drop-childrens-late-fines.html",
        container="div#porchlight-embed > ul.plc-list",
        heading="5 comments",
        description="A county paper's story of 2013 under a community comment widget sorted newest first: the newest thread on top, "
        "replies nested under their parent in ul.plc-kids, 'Yesterday at', '3 hours ago' and 'May 14 at' times.",
        files=files,
    )


def threads_dd() -> list[Case]:
    return [civitas_ledger(), echoline_sentinel(), threadhub_ferret(), porchlight_courier()]
