"""Blind set DD: three more news pages of 2012-2013 whose discussion a third-party platform drew into the page: a tech
site's review under a social network's comment plugin ("Friendwall": names with "Works at" lines, "Top" order,
"View 3 more" replies not loaded), an alt-weekly's music story under a blog comment network ("Yakkit": tabs, "Best"
order, votes, replies three deep, "Load more comments") and a TV station's story under a hosted comment service
("Parley": a sign-in bar with four networks, "Show 2 replies" not loaded). Every platform, class name, person,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dd_common import C, Case, counted, esc, kids, loader, make, paras, slug, talk
from comspider_lab.blind.layout_dd import Page, share_bar, station, tech

# --------------------------------------------------------------------------- Friendwall (social plugin)


def _friendwall(
    cs: list[C], total: int, subs: dict[str, str], more: dict[int, int], stamps: dict[int, str]
) -> str:
    tree = kids(cs)

    def post(i: int) -> str:
        c = cs[i]
        sub = subs.get(c.who, "")
        reps = ""
        if i in tree or i in more:
            reps = '<ul class="fwc-replies">' + "".join(post(k) for k in tree.get(i, []))
            if i in more:
                reps += f'<li class="fwc-more"><a href="#">View {more[i]} more</a></li>'
            reps += "</ul>"
        likes = (
            f' &middot; <span class="fwc-likes"><i class="fwc-thumb"></i> {esc(c.likes)}</span>'
            if c.likes
            else ""
        )
        return (
            f'<li class="fwc-post" id="fwc_{90551 + 3 * i}"><img class="fwc-pic" src="/_avatar/fwc-{slug(c.who)}.svg" width="48" height="48" alt="" />'
            f'<div class="fwc-inner"><div class="fwc-who"><a class="fwc-actor" href="#">{esc(c.who)}</a>'
            f"{f' <span class=fwc-sub>&middot; {esc(sub)}</span>' if sub else ''}</div>"
            f'<div class="fwc-msg">{paras(c.body, br=True)}</div>'
            f'<div class="fwc-ufi"><a href="#">Reply</a> &middot; <a href="#">Like</a>{likes} &middot; '
            f'<abbr class="fwc-time" title="{esc(stamps.get(i, ""))}">{esc(c.at)}</abbr></div></div>{reps}</li>'
        )

    return (
        '<div class="fwc-plugin" id="fwc-comments" data-friendwall-state="rendered">'
        f'<div class="fwc-top"><span class="fwc-total">{total} comments</span> <label class="fwc-sort">Sort by '
        '<select><option selected="selected">Top</option><option>Newest</option><option>Oldest</option></select></label></div>'
        '<div class="fwc-composer"><img src="/_avatar/fwc-guest.svg" width="48" height="48" alt="" /><textarea placeholder="Add a comment..."></textarea>'
        '<label><input type="checkbox" checked="checked" /> Also post on Friendwall</label> <span class="fwc-as">Posting as a guest &middot; <a href="#">Log in</a></span></div>'
        '<ul class="fwc-list">' + "".join(post(i) for i in tree[None]) + "</ul>"
        '<div class="fwc-foot"><a href="#">Friendwall social plugin</a></div></div>'
    )


def friendwall_circuit() -> Case:
    cs = talk("""
Dana Whitcomb @ 3 hours ago # 41 :: Bought one for my dad last week because of the price. The screen is fine for email and solitaire, which is all he does. But you're right about the charger, it takes forever. Like 5 hours from dead.
>Circuit & Spark @ 2 hours ago # 9 :: Dana, we timed ours at 4 hours 40 minutes with the 1A charger in the box. A 2A tablet charger gets it down to about 3 hours, though Vantage doesn't officially support that.
>Marcus Lyle @ 2 hours ago # 3 :: We sell these at the store and honestly the return rate has been low. Most returns are people who expected it to play Netflix in HD.
Priya Raman @ 2 hours ago # 18 :: "Cheap, and it shows" is the most honest headline I've seen on a tablet review all year. Everyone else is pretending these $129 things are iPad killers.
Tony Gallardo @ 2 hours ago # 7 :: does it have a micro sd slot or not?? review says 8gb storage thats nothing
>Kelsey Brandt @ 1 hour ago # 4 :: It does, under the little flap next to the headphone jack. Takes up to 32GB. Mine has a 16GB card full of music and it's fine.
>>Tony Gallardo @ 1 hour ago # 1 :: ok thats one dealbreaker gone then. thanks!
Will Asante @ 1 hour ago # 2 :: I'd pay $40 more for a better screen. 1024x600 on 7 inches in 2012 is rough. // That said my kids would destroy an expensive one in a week, so maybe this is the right tablet for them.
Lou Ferrante @ 38 minutes ago :: Android 4.0 or 4.1? The spec box says one and the text says the other.
""")
    subs = {
        "Dana Whitcomb": "Top Commenter · Corvallis, Oregon",
        "Marcus Lyle": "Works at Bell Cove Electronics",
        "Priya Raman": "University of Wisconsin-Madison",
        "Kelsey Brandt": "Top Commenter",
        "Will Asante": "Columbus, Ohio",
    }
    stamps = {
        0: "Tuesday, October 16, 2012 at 8:02am",
        1: "Tuesday, October 16, 2012 at 9:10am",
        2: "Tuesday, October 16, 2012 at 9:25am",
    }
    tags, files = loader(
        "friendwall",
        "window.fwAsyncInit = function() { FW.init({ appId: '204418862931', xfbml: true, status: true }); };",
        "FW",
    )
    post = (
        '<article class="review"><p class="kicker"><a href="/reviews/">Reviews</a> / <a href="/tablets/">Tablets</a></p>'
        "<h1>Hands on: the Vantage X2 tablet is cheap, and it shows</h1>"
        '<p class="dek">$129 buys you a 7-inch Android tablet that does the basics. Just don&#39;t look too closely at the screen.</p>'
        '<p class="meta">By <a href="/author/nora-kim/">Nora Kim</a> &middot; <time datetime="2012-10-16T05:30">October 16, 2012 5:30 AM</time></p>'
        + share_bar((("Like", "1.4k"), ("Tweet", "212"), ("+1", "37"), ("Share", "19")), "sb")
        + '<div class="review-body">'
        "<p>The Vantage X2 is the kind of gadget that makes you do math. It costs $129. It runs Android 4.1. It has a 7-inch screen, 8GB of storage, a microSD slot and a front camera good enough for a video call with your mother.</p>"
        "<p>For a lot of people that is the whole list. And for that list the X2 is fine. It woke up quickly, ran the browser and the email app without stutters, and lasted a little over seven hours of mixed use.</p>"
        "<p>Then you look at the screen. At 1024x600 it is soft, the colors wash out the moment you tilt it, and in sunlight it is a mirror. The speaker is thin. The charger in the box takes well over four hours to fill it.</p>"
        "<p>Bottom line: a good first tablet for a child or a parent who only needs email. Everyone else should save for something better.</p></div>"
        '<table class="specs"><caption>Specs</caption><tr><th>OS</th><td>Android 4.0 (Ice Cream Sandwich)</td></tr><tr><th>Screen</th><td>7 in., 1024x600</td></tr>'
        "<tr><th>Storage</th><td>8GB + microSD</td></tr><tr><th>Price</th><td>$129</td></tr></table>"
        '<div class="verdict"><b>Verdict:</b> 6/10 &middot; Good: price, battery, microSD &middot; Bad: screen, speaker, slow charging</div></article>'
    )
    after = (
        '<section class="discuss"><h3>Comments</h3>'
        + _friendwall(cs, 12, subs, {0: 3}, stamps)
        + "</section>"
    )
    side = (
        '<div class="module"><h4>Most popular</h4>'
        + counted(
            """
Hands on: the Vantage X2 tablet is cheap, and it shows | 48,210
The five best free apps for your new phone | 31,055
Windows 8 launch: what you need to know | 28,730
Why your router is slower than you think | 12,904
""",
            "views",
        )
        + "</div>"
        '<div class="module"><h4>Latest reviews</h4><ul><li><a href="#">Orbit Pro 2 headphones</a> 8/10</li><li><a href="#">Kessel Chromebook 11</a> 7/10</li><li><a href="#">Halcyon smart thermostat</a> 9/10</li></ul></div>'
        '<div class="module"><h4>Deals</h4><ul><li><a href="#">32GB microSD card, $19.99</a></li><li><a href="#">Wireless keyboard for tablets, $24</a></li></ul></div>'
        '<div class="module"><h4>Newsletter</h4><p>The week in gadgets, every Friday.</p><input type="text" value="Email address" /></div>'
    )
    page = Page(
        title="Hands on: the Vantage X2 tablet is cheap, and it shows",
        site="Circuit & Spark",
        tagline="Gadgets, apps and the people who use them",
        menu=("Home", "Reviews", "Phones", "Tablets", "Apps", "Gaming", "How To", "Deals"),
        post=post,
        after=after,
        side=side,
        foot="&copy; 2012 Circuit &amp; Spark Media. <a href='/privacy/'>Privacy</a> &middot; <a href='/terms/'>Terms</a> &middot; <a href='/advertise/'>Advertise</a>",
        head='<meta property="fw:app_id" content="204418862931">',
        style=".fwc-post{list-style:none;overflow:hidden;padding:8px 0;border-top:1px solid #e9eaed}.fwc-pic{float:left}.fwc-inner{margin-left:56px}.fwc-actor{font-weight:bold;color:#3b5998}"
        ".fwc-sub,.fwc-ufi{font-size:11px;color:#90949c}.fwc-replies{margin-left:56px;padding:0}.fwc-list{padding:0}.fwc-top{border-bottom:1px solid #ddd;padding:6px 0}",
        end='<div id="fw-root"></div>' + tags,
    )
    return make(
        "dd-friendwall-circuit",
        "discussion",
        tech(page),
        cs,
        path="/reviews/tablets/vantage-x2-hands-on.html",
        container="div#fwc-comments > ul.fwc-list",
        heading="12 comments",
        description="A tech site's review of 2012 under a social network's comment plugin drawn into the page: 'Top' order, names with "
        "'Works at' and 'Top Commenter' lines, likes, relative times, replies nested in ul.fwc-replies, 'View 3 more' not loaded.",
        files=files,
    )


# --------------------------------------------------------------------------- Yakkit (blog comment network)


def _yakkit(cs: list[C], total: int, forum: str) -> str:
    tree = kids(cs)

    def li(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in tree:
            sub = '<ul class="yk-children">' + "".join(li(k) for k in tree[i]) + "</ul>"
        up = c.likes or "0"
        return (
            f'<li class="yk-post" id="yk-post-{780012 + 11 * i}"><div class="yk-post-content">'
            f'<div class="yk-avatar"><a href="#"><img src="/_avatar/yk-{slug(c.who)}.svg" width="48" height="48" alt="Avatar" /></a></div>'
            f'<div class="yk-body"><header class="yk-post-header"><span class="yk-author"><a href="#">{esc(c.who)}</a></span> '
            f'<span class="yk-bullet">&bull;</span> <a class="yk-time" href="#yk-post-{780012 + 11 * i}">{esc(c.at)}</a></header>'
            f'<div class="yk-message">{paras(c.body)}</div>'
            f'<footer class="yk-post-footer"><span class="yk-votes"><a class="yk-up" href="#">{esc(up)} &#9650;</a> <a class="yk-down" href="#">&#9660;</a></span> '
            f'&bull; <a href="#" class="yk-reply">Reply</a> &bull; <a href="#" class="yk-share">Share &rsaquo;</a></footer></div></div>{sub}</li>'
        )

    return (
        '<div id="yakkit_thread" data-yakkit-state="rendered"><div class="yk-layout">'
        f'<nav class="yk-nav"><ul class="yk-tabs"><li class="yk-tab yk-tab-active"><a href="#">{total} comments</a></li>'
        f'<li class="yk-tab"><a href="#">{esc(forum)}</a></li></ul><span class="yk-login"><a href="#">Login</a> &#9662;</span></nav>'
        '<div class="yk-sorting"><a href="#" class="yk-recommend">&#9733; Recommend 9</a> <a href="#">Share</a> '
        '<span class="yk-sort">Sort by <a class="yk-sel" href="#">Best</a> <a href="#">Newest</a> <a href="#">Oldest</a></span></div>'
        '<div class="yk-newpost"><div class="yk-textarea" contenteditable="false">Join the discussion&hellip;</div></div>'
        '<ul class="yk-posts">' + "".join(li(i) for i in tree[None]) + "</ul>"
        '<div class="yk-load-more"><a href="#" class="yk-btn">Load more comments</a></div>'
        '<div class="yk-footer"><a href="#">Subscribe</a> &middot; <a href="#">Add Yakkit to your site</a></div></div></div>'
    )


def yakkit_reader() -> Case:
    cs = talk("""
Deb Carrow @ 5 days ago # 34 :: I met my husband at the Lantern Room in 1986. Some band called the Thin Lizards or something, terrible, we left at the break and went to the diner across the street. 27 years later we're still married and I still can't believe the place is going. // Thank you Marty and Jo for everything. That back booth owes me a wedding invitation.
>Jo Tennant @ 5 days ago # 20 :: Deb!! The Thin Lizzards (two z's, they were very particular about it). You're invited to the last night, Saturday the 23rd. Bring the husband.
>>Deb Carrow @ 5 days ago # 6 :: Two z's. I stand corrected! We'll be there.
Kyle Brandvold @ 5 days ago # 19 :: Played there maybe forty times between 2001 and 2009 with three different bands. Best sound guy in the state (RIP Lenny), worst green room in the state. Somebody needs to save the hand-painted sign over the stage. Please tell me someone is saving that sign.
>Amira Soto @ 4 days ago # 8 :: The article says the sign is going to the county historical society. Last paragraph.
>>Kyle Brandvold @ 4 days ago # 3 :: I skimmed. Good. Good.
nonrefundable @ 4 days ago # 15 :: Everybody is sad now but how many of you actually went in the last 5 years? That's why it's closing. Not the developer, not the rent. Nobody showed up on a Tuesday.
>Greg Halloran @ 4 days ago # 11 :: I went every other week. So did a lot of people. The rent doubled in 2011, that's in the article too. Tuesdays don't pay $9,000 a month no matter who shows up.
>>nonrefundable @ 4 days ago # 2 :: Fair enough on the rent. My point stands for a lot of people in this thread though.
>>>Lisa P @ 4 days ago # 5 :: Both things can be true. I'm guilty. Haven't been since my son was born.
Ricardo @ 4 days ago # 9 :: Where are the bands supposed to play now? The Foundry holds 600 and only books touring acts. There's nowhere left for a first show.
>Riverbend Reader @ 4 days ago # 4 :: Ricardo, we're working on a follow-up about exactly that, the small-venue and all-ages gap. If you're in a band and want to talk, write to music@riverbendreader.example
Hollis Crane @ 3 days ago # 7 :: Saw a very young Heather Lamont open there for twelve people in 1998. She played a cover of her own song because she forgot the words to the one she'd planned. Magic place.
moe @ 3 days ago # 1 :: the chili dog. i will miss the chili dog
>Jo Tennant @ 3 days ago # 6 :: Moe, the recipe goes home with me. Ask nicely.
Bertie Sloane @ 2 days ago :: Typo in the photo caption, it's Jo Tennant not Joe.
""")
    tags, files = loader(
        "yakkit",
        "var yakkit_shortname = 'riverbendreader'; var yakkit_identifier = 'music-8812'; var yakkit_title = 'Last call at the Lantern Room';",
        "YAKKIT",
    )
    post = (
        '<article class="feature"><p class="kicker"><a href="/music/">Music</a></p>'
        "<h1>The Lantern Room, 1979-2013: last call at the city&#39;s oldest music bar</h1>"
        '<p class="dek">After 34 years, a rent that doubled and one last sold-out weekend, Marty and Jo Tennant are turning off the amps.</p>'
        '<p class="meta">By <a href="/author/sam-ellery/">Sam Ellery</a> &middot; <time datetime="2013-02-14">Thursday, February 14, 2013</time> &middot; <a href="#yakkit_thread">21 comments</a></p>'
        + share_bar((("Like", "2.9k"), ("Tweet", "340"), ("Pin it", "12")), "sb")
        + '<div class="feature-body">'
        "<p>The stage at the Lantern Room is eleven inches high. Marty Tennant knows, because he built it, in 1979, out of lumber from a barn his uncle was tearing down.</p>"
        "<p>On Feb. 23 the last band will stand on it. The building&#39;s new owner, who bought it in 2010, raised the rent from $4,500 to $9,000 a month in 2011, and the Tennants say they have run out of savings to cover the gap.</p>"
        "<p>&quot;We were never about Friday nights,&quot; Jo Tennant said. &quot;Fridays pay for themselves. We were about Tuesdays. Tuesday is when the sixteen-year-old plays her first show.&quot;</p>"
        "<p>The hand-painted sign above the stage, lettered in 1981 by a regular who never gave his last name, will go to the Riverbend County Historical Society.</p></div>"
        '<p class="caption">Marty and Joe Tennant behind the bar, Feb. 9, 2013.</p></article>'
    )
    after = '<section id="comments" class="discussion">' + _yakkit(cs, 21, "Riverbend Reader") + "</section>"
    side = (
        '<div class="module"><h4>Most read</h4>'
        + counted(
            """
The Lantern Room, 1979-2013: last call at the city's oldest music bar | 22,904
Best cheap eats 2013: the readers' poll results | 14,377
Council quietly approves parking rate hike | 9,610
Theater review: 'August Lines' at the Blackbox | 3,288
""",
            "reads",
        )
        + "</div>"
        '<div class="module"><h4>This week&#39;s shows</h4><ul><li>Fri: The Halyards, Foundry, $12</li><li>Sat: Lantern Room farewell, sold out</li><li>Sun: open mic, Cafe Palomar, free</li></ul></div>'
        '<div class="module"><h4>Follow the Reader</h4><p><a href="#">Facebook</a> (8,450) &middot; <a href="#">Twitter</a> (5,112 followers)</p></div>'
    )
    page = Page(
        title="The Lantern Room, 1979-2013: last call at the city's oldest music bar",
        site="Riverbend Reader",
        tagline="News, music, food and arts. Free every Thursday.",
        menu=("Home", "News", "Music", "Food", "Arts", "Events", "Best Of", "Classifieds"),
        post=post,
        after=after,
        side=side,
        foot="&copy; 2013 Riverbend Reader. 211 Front St. &middot; <a href='/advertise/'>Advertise</a> &middot; <a href='/jobs/'>Jobs</a>",
        style=".yk-posts,.yk-children{list-style:none;padding:0}.yk-children{margin-left:58px}.yk-post-content{overflow:hidden;padding:10px 0}.yk-avatar{float:left}"
        ".yk-body{margin-left:58px}.yk-author a{font-weight:bold;color:#2a2e2e}.yk-time,.yk-bullet{color:#999;font-size:12px}.yk-post-footer{font-size:12px;color:#777}"
        ".yk-tabs{list-style:none;display:inline;padding:0}.yk-tab{display:inline;margin-right:12px}.yk-tab-active{font-weight:bold}.yk-load-more{text-align:center;padding:12px}",
        end=tags,
    )
    return make(
        "dd-yakkit-reader",
        "discussion",
        tech(page),
        cs,
        path="/music/the-lantern-room-last-call.html",
        container="div#yakkit_thread > ul.yk-posts",
        heading="21 comments",
        description="An alt-weekly's music story of 2013 under a blog comment network's widget drawn into the page: '21 comments' "
        "tab, 'Best' order, vote arrows, replies three deep in ul.yk-children, relative times, 'Load more comments'.",
        files=files,
    )


# --------------------------------------------------------------------------- Parley (hosted comments on a TV site)


def _parley(cs: list[C], total: int, hidden: dict[int, int]) -> str:
    tree = kids(cs)

    def node(i: int) -> str:
        c = cs[i]
        inner = "".join(node(k) for k in tree.get(i, []))
        if i in hidden:
            inner += f'<button type="button" class="prl-showreplies" data-count="{hidden[i]}">Show {hidden[i]} replies</button>'
        sub = f'<div class="prl-children">{inner}</div>' if inner else ""
        return (
            f'<div class="prl-comment" id="prl-{5521 + i}"><div class="prl-head"><img class="prl-av" src="/_avatar/prl-{slug(c.who)}.svg" width="34" height="34" alt="" />'
            f'<span class="prl-author">{esc(c.who)}</span><span class="prl-stamp">{esc(c.at)}</span></div>'
            f'<div class="prl-content">{paras(c.body)}</div>'
            f'<div class="prl-actions"><a href="#">Reply</a> | <a href="#">Like</a> ({esc(c.likes or "0")}) | <a href="#">Flag</a></div>{sub}</div>'
        )

    return (
        '<div id="parley-container" data-parley-state="rendered"><div class="prl-bar">'
        f'<h4 class="prl-title">{total} Comments</h4><div class="prl-signin">Sign in with '
        '<a href="#" class="prl-fb">Facebook</a> <a href="#" class="prl-tw">Twitter</a> <a href="#" class="prl-yh">Yahoo!</a> <a href="#" class="prl-own">Parley</a></div></div>'
        '<div class="prl-sortbar">Sort: <a href="#">Newest</a> | <b>Oldest</b> | <a href="#">Popular</a></div>'
        '<div class="prl-thread">' + "".join(node(i) for i in tree[None]) + "</div>"
        '<div class="prl-tos">By commenting you agree to the Parley <a href="#">terms of service</a>. Comments are not edited by Channel 14.</div></div>'
    )


def parley_channel14() -> Case:
    cs = talk("""
Shelby Marks @ 10/14/2012 4:12 PM # 3 :: We can see the smoke from Route 9 by the feed store. Praying for everyone up on Cutler Ridge.
Don Ruiz @ 10/14/2012 4:30 PM # 8 :: Is Old Mill Road still open? My mother is at the care home on Old Mill and I can't get through on the phone.
>Channel 14 NewsCenter @ 10/14/2012 4:41 PM # 5 :: Don, as of 4:35 the Sheriff's Office says Old Mill Road is open from Route 9 to the care home. It's closed north of Pine Hollow. We'll have an update on air at 5.
>>Don Ruiz @ 10/14/2012 4:55 PM # 2 :: Thank you. Got through finally, they're moving residents to the church on Fourth Street as a precaution.
Kay Bridger @ 10/14/2012 5:20 PM # 4 :: The Red Cross shelter is in the Grayson Valley High School gym. They need pet crates and bottled water. Don't bring clothes, they have plenty.
jhawk_1971 @ 10/14/2012 6:02 PM :: Third one up there in four years. When is the county going to make them clear the brush behind those houses?
""")
    tags, files = loader(
        "parley",
        "var parley_opts = { site_id: 'ch14gv', page_id: 'story-19884231', sort: 'oldest', theme: 'light' };",
        "Parley",
    )
    post = (
        '<div class="storyhead"><h1>Crews battle brush fire near Cutler Ridge; 40 homes evacuated</h1>'
        '<p class="stamp">Posted: Oct 14, 2012 3:48 PM PDT &middot; Updated: Oct 14, 2012 6:20 PM PDT</p>'
        '<p class="by">By Channel 14 Staff</p></div>'
        + share_bar((("Recommend", "406"), ("Tweet", "71")), "ws-share")
        + '<div class="video"><img src="/_avatar/fire-still.svg" width="620" height="348" alt="" /><p>VIDEO: Sky 14 over the Cutler Ridge fire (1:42)</p></div>'
        '<div class="storytext">'
        "<p>GRAYSON VALLEY (CH14) - Firefighters from four agencies were battling a brush fire Sunday afternoon that forced the evacuation of about 40 homes on the south side of Cutler Ridge.</p>"
        "<p>The fire started shortly before 2 p.m. near the end of Pine Hollow Road and had burned about 120 acres by 5 p.m., according to the county fire district. No homes have been damaged.</p>"
        "<p>A Red Cross shelter is open at the Grayson Valley High School gym. Old Mill Road is closed north of Pine Hollow.</p>"
        "<p>Stay with Channel 14 for updates.</p></div>"
    )
    after = '<div class="ws-comments"><h3>Comments</h3>' + _parley(cs, 8, {4: 2}) + "</div>"
    side = (
        '<div class="rmod"><h4>Weather</h4><p>Grayson Valley: 74&deg;F, smoke advisory. Winds NW 12 mph.</p></div>'
        '<div class="rmod"><h4>Most watched</h4>'
        + counted(
            """
Crews battle brush fire near Cutler Ridge; 40 homes evacuated | 18,330
Raw video: Sky 14 over the fire line | 9,940
Friday Night Blitz: highlights from week 7 | 6,112
""",
            "views",
        )
        + "</div>"
        '<div class="rmod"><h4>14 On Your Side</h4><p>Got a consumer problem? <a href="#">Tell us</a>.</p></div>'
        '<div class="rmod"><h4>Contests</h4><ul><li><a href="#">Win fair tickets</a></li><li><a href="#">Teacher of the Month</a></li></ul></div>'
    )
    page = Page(
        title="Crews battle brush fire near Cutler Ridge; 40 homes evacuated",
        site="Channel 14 NewsCenter",
        tagline="Grayson Valley's news leader",
        menu=("Home", "News", "Weather", "Sports", "Video", "14 On Your Side", "Community", "Contests"),
        post=post,
        after=after,
        side=side,
        foot="All content &copy; Copyright 2000 - 2012 Channel 14 NewsCenter, a Valley Broadcasting station. All Rights Reserved. <a href='#'>EEO report</a> &middot; <a href='#'>FCC public file</a>",
        top="74&deg; Smoke",
        style=".prl-comment{border-top:1px solid #ddd;padding:6px 0}.prl-children{margin-left:30px}.prl-author{font-weight:bold;margin:0 8px}.prl-stamp{color:#888;font-size:11px}"
        ".prl-actions{font-size:11px}.prl-bar{background:#eef;padding:6px}.prl-showreplies{font-size:11px;margin:4px 0}",
        end=tags,
    )
    return make(
        "dd-parley-channel14",
        "discussion",
        station(page),
        cs,
        path="/story/19884231/crews-battle-brush-fire-near-cutler-ridge",
        container="div#parley-container > div.prl-thread",
        heading="8 Comments",
        description="A TV station's fire story of 2012 under a hosted comment service drawn into the page: a sign-in bar with four "
        "networks, replies in div.prl-children, the station's own answer, 'Show 2 replies' not loaded (the heading says 8).",
        files=files,
    )


def threads2_dd() -> list[Case]:
    return [friendwall_circuit(), yakkit_reader(), parley_channel14()]
