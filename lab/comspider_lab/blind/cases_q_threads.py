"""Blind set Q: English discussions shown with the page: a repair shop's blog signed after the text with no times, a
2008 paper's talkback in a table without classes, a town-hall blog's 34 comments over two comment pages with
pingbacks, a county paper's reader responses newest first with a removed post, and a hosted journal's threads
indented by margins (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_q_common import (
    PartsK,
    avatar,
    box,
    brs,
    cloud,
    esc,
    links,
    make,
    page,
    ps,
    slug,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: signed after the text, no times


def en_postedby() -> Case:
    c = thread(
        """
Sam Okafor |  | - | Great write-up. I had the same crack on an old Kay-style parlour and the shop wanted more than the guitar was worth. Did you use hide glue or the yellow stuff for the repair?
Walt Brennigan |  | - | Sam, hot hide glue every time on a break like that. It creeps less and the next guy can take it apart if he has to.
Lorraine Tuckett |  | - | Those clamping cauls you cut from the scrap maple are genius. Saving this page for the next time my son drops his guitar off the couch.
Dmitri V. |  | - | How long did you leave it clamped? I always get impatient and pull the clamps after a few hours and then wonder why the joint opens up again.
Pete from Hollis Creek |  | - | My dad had a parlour guitar just like this one in the attic for forty years. ¶ Wish I'd known somebody could bring it back like that before we sold it at the yard sale.
Walt Brennigan |  | - | Dmitri, overnight at least, and I don't string it up for another day after that. Patience is cheaper than a second repair.
"""
    )
    sites = {0: "http://www.okaforstrings.net/", 3: "http://dvluthier.org/", 4: ""}

    def item(i: int) -> str:
        x = c[i]
        url = sites.get(i, "")
        name = f'<a href="{url}" rel="external nofollow">{esc(x.author)}</a>' if url else esc(x.author)
        if x.author == "Walt Brennigan":
            name = f'<a href="/about/">{esc(x.author)}</a>'
        return (
            f'<div class="fb{" fb-alt" if i % 2 else ""}" id="fb-{2211 + i * 3}"><div class="fb-text">{ps(x.text)}</div>'
            f'<p class="fb-sig">&mdash; posted by {name}</p></div>'
        )

    block = (
        f'<div id="feedback"><h3 class="fb-head">6 Responses so far</h3>{"".join(item(i) for i in range(len(c)))}'
        '<h3 class="fb-head">Leave a Response</h3><form action="/cgi-bin/respond.cgi" method="post" id="fb-form">'
        '<p><input type="text" name="author" size="22"> Name (required)</p><p><input type="text" name="email" size="22"> Mail (will not be published)</p>'
        '<p><input type="text" name="url" size="22"> Website</p><p><textarea name="text" cols="60" rows="8"></textarea></p>'
        '<p><input type="submit" value="Submit Response"></p></form></div>'
    )
    st = story(
        "Bringing a 1960s parlour guitar back from the dead",
        "Walt Brennigan",
        "2012-03-03T10:20:00-05:00",
        "March 3, 2012",
        """
This one came in last month in a black garbage bag, which is never a good sign. A small-bodied parlour guitar from the early sixties, ladder braced, with the headstock snapped clean off at the nut and two loose braces rattling around inside.

The owner found it in her grandfather's barn and wanted to know if it could be played again. Short answer: yes, with some patience and a lot of clamps.

I cut a pair of cauls from scrap maple to match the curve of the neck, warmed up the hide glue pot and glued the break in one go. Then the braces, a new bone nut and a proper setup. It will never be a concert instrument, but it sounds sweet and it stays in tune.
""",
        declare="visible",
    )
    rail = (
        box("mtype", "Search", '<form action="/search"><input type="text" name="q" size="18"></form>')
        + box(
            "mtype",
            "Recent Posts",
            links(
                "Fixing a lifting bridge the right way|Fret levelling: my cheap jig|A visit to the tonewood yard|Why I don't do refinishes"
            ),
        )
        + box(
            "mtype",
            "Tags",
            cloud(
                "archtop:2, bridges:3, frets:4, glue:5, necks:3, nuts:2, parlour:1, setups:5, tools:4, vintage:2"
            ),
        )
        + box(
            "mtype",
            "Archives",
            links("March 2012 (3)|February 2012 (6)|January 2012 (5)|December 2011 (4)|November 2011 (7)"),
        )
        + box("mtype", "Links", links("Ashby Falls Music|The Luthiers' Forum|Strings by Mail"))
    )
    return make(
        "q-en-postedby-feedback",
        "discussion",
        "mtype",
        "en-guitar",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2012/03/bringing-a-1960s-parlour-guitar-back.html",
        container="div#feedback, div.fb: div.fb-text (the text first), then p.fb-sig '— posted by Name' (linked or not); no time on any comment",
        heading="6 Responses so far",
        description="A repair shop's blog on a self-hosted engine: six flat comments, each signed after its text ('— posted by Name'), no time and no number on any; the blogger answers twice by naming the reader ('Sam, …', 'Dmitri, …': no parent).",
    )


# --------------------------------------------------------------------------- en: talkback table without classes


def en_talkback() -> Case:
    c = thread(
        """
riverrat62 |  | - | Six months? They said the same thing about the Elm Street job and that took two years.
Carol Jennings |  | - | What about the school buses? My kids are on the Oakdale route and the detour through Fenwick adds twenty minutes each way.
Tom B. |  | - | About time. That bridge has been shaking like a washing machine every time a log truck goes over.
Harlan Vale Mom |  | - | Will the farmers market still be open on Saturdays with the road closed? Nothing in the story about that.
riverrat62 |  | - | Carol, the county said the buses will go through Fenwick. Sorry, not what you wanted to hear.
Gene Morrow |  | - | Is the footbridge staying open at least? I walk to work at the mill every morning.
JD in Millbrook |  | - | Somebody at the state should have fixed this ten years ago when it was cheap.
Patty Ruhl |  | - | Thank you Sentinel for printing the detour map. Cut it out and put it on the fridge.
"""
    )
    rows = "".join(
        f'<tr bgcolor="#e6ecf2"><td><a name="tb{5310 + i}"></a><font size="2"><b>{esc(x.author)}</b> wrote:</font></td><td align="right"><font size="1">#{i + 1}</font></td></tr>'
        f'<tr><td colspan="2"><font size="2">{brs(x.text)}</font></td></tr>'
        f'<tr><td colspan="2" align="right"><font size="1"><a href="/report.asp?id={5310 + i}">Report abuse</a></font></td></tr>'
        for i, x in enumerate(c)
    )
    block = (
        '<br><a name="talk"></a><table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#003366"><font color="#ffffff" size="2"><b>&nbsp;Talkback (8)</b></font></td></tr></table>'
        f'<table width="100%" cellpadding="4" cellspacing="0" border="0">{rows}</table>'
        '<p><font size="2"><b>Add your talkback</b><br>You must be <a href="/login.asp">logged in</a> to post. Talkback is moderated and may not appear immediately.</font></p>'
    )
    st = story(
        "Route 9 bridge to close for six months of repairs",
        "By Marcy Delahunt, Sentinel Staff Writer",
        "2008-09-18T06:00:00-04:00",
        "Thursday, September 18, 2008",
        """
MILLBROOK - The Route 9 bridge over the Harlan River will close to all traffic on Oct. 6 for what state highway officials say will be six months of deck and beam repairs.

Detour signs will send traffic south through Fenwick, adding about seven miles to the trip between Millbrook and Oakdale. The pedestrian walkway on the north side will remain open for most of the project, according to the state.

Inspectors rated the 1951 span "structurally deficient" last year. The $4.2 million repair is paid for mostly with federal money.
""",
        declare="metadate",
        section="Local News",
    )
    rail = box(
        "tbl",
        "Today's Headlines",
        links(
            "Millbrook girls take sectional title|School board delays vote on new roof|Fire destroys barn on Cobb Hill Road|Harvest supper Saturday at Grange Hall",
            sep="</li><li>",
        ),
    ) + box("tbl", "Weather", "Millbrook: 61&deg;F, cloudy<br>Tomorrow: rain, 55&deg;F")
    inbody = '<table align="right" width="180" cellpadding="6" bgcolor="#f4f4f4"><tr><td><font size="1"><b>DETOUR MAP</b><br><img src="/_avatar/detour-map.gif" width="160" height="120" alt="Detour map"><br>Click to enlarge</font></td></tr></table>'
    return make(
        "q-en-talkback-table",
        "discussion",
        "tbl",
        "en-talkback",
        st,
        PartsK(after=block, rail=rail, inbody=inbody),
        c,
        path="/news/local/18842-route-9-bridge-to-close.html",
        container="a table without any class: per comment three rows, '<b>Name</b> wrote:' with '#n' at the right, the text, 'Report abuse'",
        heading="Talkback (8)",
        description="A small daily's CMS of 2008 in table layout: eight flat talkbacks as rows of one table with no class or id ('Name wrote:', '#n', the text, 'Report abuse'), no time on any; one reader answers another by naming her ('Carol, …': no parent).",
    )


# --------------------------------------------------------------------------- en: 34 comments over two comment pages


def en_paged() -> Case:
    c = thread(
        """
Greg Halvorsen | March 3, 2012 at 9:12 am | - | Thanks for staying until midnight to write this up, Dana. I left after the budget item and couldn't believe it when my neighbor texted me the vote.
Maria Estevez | March 3, 2012 at 9:30 am | - | Four to three. So one vote closed a pool that has been there since 1964. I taught both my kids to swim in that pool.
Dana Whitlock | March 3, 2012 at 9:41 am | 1 | Maria, Councilor Pruitt was the swing vote. He said he'd consider a citizen fundraising plan if one came to him before April.
Bob Teague | March 3, 2012 at 10:05 am | - | I hate to be the one to say it but the pool lost $61,000 last summer. The town can't keep bleeding money on something used ten weeks a year.
Linda Marsh | March 3, 2012 at 10:22 am | 3 | Bob, the library loses money too. So do the parks. Not everything the town does is supposed to make a profit.
Bob Teague | March 3, 2012 at 10:40 am | 4 | Fair point, Linda, but the library is open fifty weeks a year and the pool needs a $900,000 filter system.
Kevin O'Dell | March 3, 2012 at 11:02 am | - | Does anyone know if the YMCA in Harwood would offer a discount to Lindell families? That's a twenty minute drive but better than nothing.
Tasha Greene | March 3, 2012 at 11:15 am | 6 | Kevin, I called them last fall when the rumors started. They said maybe, but only for the swim team.
Ray Lundquist | March 3, 2012 at 11:48 am | - | I lifeguarded at Carver Street in 1979 and 1980. Best summers of my life. This makes me sad.
Sheila P. | March 3, 2012 at 12:20 pm | - | Where was everybody at the budget hearings in January? There were maybe eight people there. We had our chance to speak up.
Maria Estevez | March 3, 2012 at 12:34 pm | 9 | Sheila, the hearing was at 2 in the afternoon on a Tuesday. Working parents can't take off for that.
Jim Kowalczyk | March 3, 2012 at 1:10 pm | - | A pool fundraiser could work. The skate park was built with donations and a grant. Who's in?
Linda Marsh | March 3, 2012 at 1:18 pm | 11 | I'm in. I can do a bake sale table at the farmers market for a start.
Tasha Greene | March 3, 2012 at 1:26 pm | 11 | Count me in too. My husband does grant writing for the hospital, I'll ask him.
Anne Berglund | March 3, 2012 at 2:05 pm | - | What happens to the building? Please don't let it sit there empty and fenced off like the old fire station.
Hal Pruitt Jr. | March 3, 2012 at 2:40 pm | - | My father took this vote very seriously. He is willing to meet with anyone who has a realistic plan. No need for the nasty emails.
Greg Halvorsen | March 3, 2012 at 3:15 pm | 15 | Nobody should be sending nasty emails. But a realistic plan needs more than four weeks.
Priya Nandakumar | March 3, 2012 at 4:02 pm | - | We moved to Lindell two years ago partly because of the pool and the library. Very disappointing.
Dana Whitlock | March 3, 2012 at 4:30 pm | - | Update: the council agenda for March 19 lists "Carver Street pool, citizen proposals" as item 7. Bring your friends.
Frank Delaney | March 3, 2012 at 5:11 pm | - | $900,000 for a filter? Somebody should get a second quote. That number sounds made up.
Jim Kowalczyk | March 3, 2012 at 5:45 pm | 19 | Frank, the number came from the state health inspector's report. The filters are original to 1964.
Carla Mendes | March 3, 2012 at 6:30 pm | - | Started a page for the fundraiser: Save Carver Street Pool. 140 people joined in the first hour.
Ed Sorensen | March 4, 2012 at 8:02 am | - | I'll say what others won't. Half the kids at that pool aren't even from Lindell.
Tasha Greene | March 4, 2012 at 8:20 am | 22 | Ed, they pay the non-resident rate, which is double. That's money for the pool.
Marjorie Kline | March 4, 2012 at 9:14 am | - | Could the high school swim team share costs? They use the pool for summer practice every year.
Dana Whitlock | March 4, 2012 at 9:40 am | 24 | Marjorie, the school board meets Thursday. I'll ask them during public comment and report back here.
Ron Baptiste | March 4, 2012 at 10:55 am | - | Has anyone looked at a smaller splash pad instead? Cheaper to run and no lifeguards needed.
Linda Marsh | March 4, 2012 at 11:20 am | 26 | A splash pad is nice for toddlers, Ron, but you can't teach a ten year old to swim in one.
Nate Fowler | March 4, 2012 at 1:05 pm | - | Lifeguard here (Carver Street 2009-2011). The pool staff would volunteer for a fundraiser swim-a-thon in a heartbeat.
Carla Mendes | March 4, 2012 at 1:30 pm | 28 | Nate, that's a great idea. Can you message me through the page?
Beverly Otis | March 4, 2012 at 3:45 pm | - | My grandmother donated the bench by the deep end in memory of my grandfather. Who do I call about that?
Dana Whitlock | March 4, 2012 at 4:10 pm | 30 | Beverly, the parks office at town hall, Marcie Doyle. She was at the meeting and was very helpful.
Stan Wilkes | March 4, 2012 at 7:22 pm | - | Great discussion everyone. First time I've seen this many people from town agree on anything.
Greg Halvorsen | March 5, 2012 at 7:50 am | - | See you all on March 19. Item 7. Wear blue.
"""
    )
    assert len(c) == 34
    first = [i for i, _ in tree_walk(c) if i < 22]
    second = [i for i, _ in tree_walk(c) if i >= 22]
    depth = dict(tree_walk(c))
    pings = {
        5: (
            "Lindell pool on the chopping block &laquo; Westside Moms",
            "[&#8230;] Dana over at Carver Street has the whole vote tally and who said what. Worth a read before you call your councilor. [&#8230;]",
            "March 3, 2012 at 10:51 am",
        ),
        14: (
            "Budget season round-up | Harwood County Notes",
            "[&#8230;] In Lindell, the council voted 4-3 to close the town pool, see the write-up at Notes from Carver Street [&#8230;]",
            "March 3, 2012 at 2:22 pm",
        ),
    }

    def item(i: int) -> str:
        x = c[i]
        d = depth[i] + 1
        cid = 4401 + i
        style = f' style="margin-left:{(d - 1) * 40}px"' if d > 1 else ""
        out = (
            f'<div class="resp lvl{d}{" odd" if i % 2 else " even"}" id="c{cid}"{style}><div class="resp-head">{avatar(x.author)} <span class="resp-name">{esc(x.author)}</span> said...</div>'
            f'<div class="resp-body">{ps(x.text)}</div><div class="resp-meta"><a href="#c{cid}">{esc(x.when)}</a> | <a href="?replytocom={cid}#respond" class="reply-link">Reply</a></div></div>'
        )
        if i in pings:
            title, text, when = pings[i]
            out += (
                f'<div class="resp pingback lvl1" id="c{4480 + i}"><div class="resp-head"><span class="resp-name"><a href="http://{slug(title)}.example.net/" rel="external nofollow">{title}</a></span> said...</div>'
                f'<div class="resp-body"><p>{text}</p></div><div class="resp-meta"><a href="#c{4480 + i}">{when}</a></div></div>'
            )
        return out

    path = "/2012/03/council-votes-to-close-carver-street-pool/"
    cpath = path + "cpage/2/"
    head = '<h4 class="resp-count">36 Responses to &#8220;Council votes 4-3 to close the Carver Street pool&#8221;</h4>'
    nav1 = f'<div class="resp-nav"><span class="cur">1</span> <a href="{cpath}">2</a> <a href="{cpath}" class="next">Newer Comments &raquo;</a></div>'
    nav2 = f'<div class="resp-nav"><a href="{path}" class="prev">&laquo; Older Comments</a> <a href="{path}">1</a> <span class="cur">2</span></div>'
    form = (
        '<div id="respond"><h4>Leave a Reply</h4><form action="/wp-post.php" method="post"><p><input type="text" name="author"> Name</p>'
        '<p><input type="text" name="email"> Mail (will not be published)</p><p><textarea name="text" rows="8" cols="50"></textarea></p><p><input type="submit" value="Submit"></p></form></div>'
    )
    block1 = f'<div id="responses">{head}{nav1}{"".join(item(i) for i in first)}{nav1}{form}</div>'
    block2 = f'<div id="responses">{head}{nav2}{"".join(item(i) for i in second)}{nav2}{form}</div>'
    st = story(
        "Council votes 4-3 to close the Carver Street pool",
        "Dana Whitlock",
        "2012-03-02T23:55:00-05:00",
        "Friday, March 2, 2012",
        """
It was after eleven when the vote finally came. By four votes to three, the Lindell town council decided not to open the Carver Street pool this summer, and to put the building up for "alternative use" in the fall.

The numbers the town manager presented were not pretty: a $61,000 operating loss last season, and a state inspection that says the filter system, original to 1964, has to be replaced before the pool can open again. The estimate for that is $900,000.

Councilors Abbott, Ferris and Yun voted to keep the pool open for one more season while a replacement plan was studied. Councilor Pruitt, who was undecided until the end, said he would look at any citizen fundraising plan brought to him before April.

About sixty residents stayed until the end of the meeting. Many of them wore blue.
""",
        declare="visible",
        kicker="council, budget, parks, pool",
    )
    rail = (
        '<div class="gadget"><h2 class="gadget-ttl">About Me</h2><div class="gadget-body"><img src="/_avatar/profile-dana.jpg" width="80" height="80" alt=""> '
        '<b>Dana Whitlock</b><br>Lindell resident since 1998. Parent, dog walker, council meeting regular.<br><a href="/profile">View my complete profile</a></div></div>'
        + box(
            "bspot",
            "Blog Archive",
            '<ul><li>&#9660; 2012 (9)<ul><li>&#9660; March (2)<ul><li><a href="#">Council votes 4-3 to close the Carver Street pool</a></li><li><a href="#">Snow day math</a></li></ul></li><li>&#9658; February (4)</li><li>&#9658; January (3)</li></ul></li><li>&#9658; 2011 (31)</li></ul>',
        )
        + box(
            "bspot",
            "Labels",
            cloud("budget:4, council:5, library:2, parks:3, pool:2, schools:4, sidewalks:3, snow:1, taxes:3"),
        )
        + box("bspot", "Followers", "<p>Followers (88)</p>")
    )
    parts1 = PartsK(after=block1, rail=rail)
    parts2 = PartsK(after=block2, rail=rail)
    return make(
        "q-en-paged-said",
        "discussion",
        "bspot",
        "en-paged",
        st,
        parts1,
        c,
        path=path,
        container="div#responses, div.resp siblings with lvl1/lvl2/lvl3 classes and an inline margin: avatar, span.resp-name 'said...', div.resp-body, div.resp-meta (date link to #cNNNN, 'Reply'); two pingbacks (div.resp.pingback) among them; 'Newer Comments »' and '1 2' lead to cpage/2/",
        heading="36 Responses to “Council votes 4-3 to close the Carver Street pool”",
        description="A resident's town-hall blog: 34 comments (14 replies, shown by indentation classes and margins on sibling divs, one to a reply) over two comment pages of the same post (22 on the post, 12 on cpage/2/), two pingbacks among them (not comments), the heading counting 36; gravatar-like avatars, 'Name said...', anchors #cNNNN and Reply links.",
        static=False,
        comments_page=cpath,
        files={cpath: page("bspot", "en-paged", st, parts2)},
        check_steps=("snap", f"goto:{cpath}"),
    )


# --------------------------------------------------------------------------- en: reader responses, newest first


def en_responses() -> Case:
    c = thread(
        """
Walt Simmons | 3/3/2012 8:02:41 AM | - | Forty acres of trucks on Route 31. Has anyone on the council tried to turn left out of Vine Ridge Road at 5 pm?
Deb Kaczmarek | 3/3/2012 8:40:12 AM | - | 350 jobs is 350 jobs. My son drives 50 minutes each way to the plant in Corliss. I'll take the trucks.
M. Ostrander | 3/3/2012 9:15:55 AM | - | The story says "up to" 350 jobs. Read the fine print. The warehouse in Bellport promised 500 and hired 120.
Gary L | 3/3/2012 9:51:03 AM | - | Tax abatement for ten years? So the trucks wear out our roads and we pay to fix them.
Kessler Native | 3/3/2012 10:27:19 AM | - | My family farmed that land for three generations before selling. Sad to see it go but nobody can make a living on 140 acres anymore.
Sandy Ferreira | 3/3/2012 11:03:36 AM | - | What about the wetland at the back of the property? The frogs are so loud in April you can hear them from Oakmont.
J. Whitcomb | 3/3/2012 11:44:08 AM | - | Good. Kessler has been saying no to everything for twenty years and look at Main Street. Half the stores are empty.
Pat Henley | 3/3/2012 12:31:50 PM | - | Anybody know if they plan to put a light at 31 and Hollow Road? That intersection is already dangerous.
Oakmont Dad | 3/3/2012 1:12:27 PM | - | The school district gets nothing from this for ten years because of the abatement. Our kids' classes are already 28 kids.
Rita Beaulieu | 3/3/2012 2:05:44 PM | - | The council meeting was standing room only and they still voted 5-0. Why even bother having public hearings?
Lou Carnahan | 3/3/2012 3:18:02 PM | - | I drive truck for a living. Those jobs pay $17 an hour plus benefits. That is a good job in this county.
Theresa Nguyen | 3/3/2012 4:40:39 PM | - | Would love to see the Herald follow up in a year and check how many people from Kessler actually got hired.
Al Brandt | 3/3/2012 6:22:15 PM | - | Trucks already use Vine Ridge Road as a shortcut. Put up a weight limit sign before this opens.
Connie Sheffield | 3/3/2012 8:47:31 PM | - | The developer is the same company that built the distribution center in Corliss. Ask the neighbors there about the noise at night.
Hank Trudeau | 3/4/2012 7:10:06 AM | - | Progress is noisy. My grandfather said the same things when they built the interstate.
"""
    )
    order = list(reversed(range(len(c))))  # newest first
    towns = [
        "Kessler",
        "Vine Ridge",
        "Oakmont",
        "Kessler",
        "Kessler",
        "Oakmont",
        "Kessler",
        "Vine Ridge",
        "Oakmont",
        "Kessler",
        "Corliss",
        "Kessler",
        "Vine Ridge",
        "Oakmont",
        "Kessler",
    ]

    def item(i: int) -> str:
        x = c[i]
        return (
            f'<div class="rr-item" id="rr{90210 + i * 7}"><div class="rr-who"><b>{esc(x.author)}</b> <span class="rr-town">({towns[i]})</span></div>'
            f'<div class="rr-time">{esc(x.when)}</div><div class="rr-txt">{ps(x.text)}</div>'
            f'<div class="rr-tools"><a href="#" onclick="return rec({90210 + i * 7})">Recommend</a> ({(i * 5) % 11}) | <a href="/abuse/?id={90210 + i * 7}">Report abuse</a></div></div>'
        )

    removed = '<div class="rr-item rr-removed"><div class="rr-txt"><em>This post has been removed by the moderator for violating our terms of use.</em></div></div>'
    items = [item(i) for i in order]
    items.insert(6, removed)
    block = (
        '<div id="reader-responses"><h3 class="rr-head">Reader responses (16)</h3>'
        '<p class="rr-note">Sort: <b>Newest first</b> | <a href="?sort=old">Oldest first</a> &nbsp; Readers are solely responsible for the content of their posts.</p>'
        f'{"".join(items)}<p><a href="/login/">Log in</a> or <a href="/register/">register</a> to post a response.</p></div>'
    )
    st = story(
        "Council approves 140-acre warehouse park on Route 31",
        "Nora Fitzgibbon",
        "2012-03-02T18:30:00-05:00",
        "March 2, 2012 6:30 PM",
        """
KESSLER - The town council voted 5-0 Thursday night to approve a warehouse and distribution park on 140 acres of former farmland along Route 31, ending a year of debate over the project.

The developer, Tri-County Logistics Partners, says the park could bring up to 350 jobs when its three buildings are finished in 2014. In exchange, the town granted a ten-year tax abatement.

Residents of Vine Ridge and Oakmont packed the meeting room, many of them worried about truck traffic on Route 31 and Vine Ridge Road. The council asked the state for a traffic study of the Hollow Road intersection.
""",
        declare="og",
        section="News",
        kicker="Kessler, development, Route 31",
    )
    rail = (
        box(
            "portal",
            "Most Popular",
            links(
                "Police: man stole 40 pies from church supper|Oakmont girls win conference title|Snowplow budget runs dry in February|Obituaries for March 2"
            ),
        )
        + box("portal", "Weather", "<p>Kessler: 38&deg;F, light snow</p>")
        + box(
            "portal",
            "Newsletter",
            '<form><input type="text" value="your e-mail"> <input type="submit" value="Sign up"></form>',
        )
    )
    return make(
        "q-en-reader-responses",
        "discussion",
        "portal",
        "en-responses",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/news/council-approves-warehouse-park-route-31",
        container="div#reader-responses, div.rr-item (newest first): div.rr-who '<b>Name</b> (Town)', div.rr-time '3/3/2012 8:02:41 AM', div.rr-txt, 'Recommend (n) | Report abuse'; one div.rr-removed placeholder",
        heading="Reader responses (16)",
        description="A county paper's portal: fifteen flat reader responses, newest first, each a name with the town in parentheses, a US date with seconds, the text and 'Recommend (n) | Report abuse'; a 'removed by the moderator' placeholder among them (not a comment) that the heading counts.",
    )


# --------------------------------------------------------------------------- en: hosted journal, indented threads


def en_journal() -> Case:
    c = thread(
        """
fernwhistle | Mar. 3rd, 2012 04:31 pm (UTC) | - | YAY!!! Plot buddies! Mine is #9, we can wave at each other across the compost bins.
quietmarmot | Mar. 3rd, 2012 04:45 pm (UTC) | 0 | WE CAN. I'm going to need you to teach me which of the weeds are actually weeds.
fernwhistle | Mar. 3rd, 2012 05:02 pm (UTC) | 1 | Rule one: if it's winning, it's a weed.
coppertop_jen | Mar. 3rd, 2012 05:20 pm (UTC) | - | Congratulations! Four years is a long wait. Are you going to do the raised beds you were sketching last summer?
quietmarmot | Mar. 3rd, 2012 06:08 pm (UTC) | 3 | Two of them to start with! The rest is going to be potatoes, because I am told potatoes are good at breaking up the ground and also I love potatoes.
dr_spork | Mar. 3rd, 2012 06:55 pm (UTC) | - | Slug pellets. Buy them now. Trust me on this.
mossbank | Mar. 3rd, 2012 07:40 pm (UTC) | 5 | Or beer traps! Cheaper and the slugs die happy.
dr_spork | Mar. 3rd, 2012 08:12 pm (UTC) | 6 | Mossbank, the beer is wasted on the slugs and you know it.
little_ostrich | Mar. 4th, 2012 09:15 am (UTC) | - | This made me so happy to read. Pictures of the shed, please, when you've cleared it out.
quietmarmot | Mar. 4th, 2012 10:02 am (UTC) | 8 | The shed contains: one broken rake, a teapot, and something that might once have been a deckchair. Pictures to follow.
"""
    )
    depth = dict(tree_walk(c))
    user = "quietmarmot"

    def item(i: int) -> str:
        x = c[i]
        tid = 33440 + i * 3
        return (
            f'<div style="margin-left: {depth[i] * 25}px; margin-top: 5px" id="t{tid}"><a name="t{tid}"></a>'
            '<table width="100%" cellpadding="3" cellspacing="0" border="0" bgcolor="#ffffff"><tr>'
            f'<td rowspan="2" valign="top" width="54"><img src="/_avatar/userpic-{esc(x.author)}.gif" width="50" height="50" alt=""></td>'
            f'<td valign="top" bgcolor="{"#efe6d3" if x.author == user else "#f6f1e7"}"><img src="/_avatar/userinfo.gif" width="17" height="17" alt="[info]"><a href="/users/{esc(x.author)}/"><b>{esc(x.author)}</b></a> wrote:<br>'
            f'<font size="-2"><a href="#t{tid}">{esc(x.when)}</a></font></td></tr>'
            f'<tr><td valign="top">{brs(x.text)}<br><font size="-2">(<a href="?replyto={tid}">Reply</a>) '
            + (
                f'(<a href="#t{33440 + (c[i].parent or 0) * 3}">Parent</a>) '
                if c[i].parent is not None
                else ""
            )
            + f'(<a href="?thread={tid}">Thread</a>) (<a href="#t{tid}">Link</a>)</font></td></tr></table></div>'
        )

    block = (
        '<p class="entrymeta">Current mood: <img src="/_avatar/mood-ecstatic.gif" width="15" height="15" alt=""> ecstatic<br>Current music: the kettle</p>'
        '<p align="center"><font size="-1">(<a href="?mode=reply">Leave a comment</a>) &nbsp; <b>10 comments</b></font></p>'
        f'<div id="talkarea">{"".join(item(i) for i, _ in tree_walk(c))}</div>'
        '<p align="center"><font size="-1">(<a href="?mode=reply">Leave a comment</a>)</font></p>'
    )
    st = story(
        "allotment plot #14 is MINE",
        "quietmarmot",
        "2012-03-03T16:12:00Z",
        "Saturday, March 3rd, 2012",
        """
After four years (FOUR YEARS) on the waiting list, the allotment society finally rang this morning. Plot 14, half size, by the gate, with a shed that leans slightly to the left.

I walked down at lunch to look at it. It is mostly couch grass and brambles and one very determined rhubarb plant that I am told came with the plot and cannot be killed.

I have no idea what I'm doing. I have bought a fork. This seems like the right start.
""",
        declare="visible",
        kicker="allotment, gardening, happy things",
        updated_shown="4:12p",
    )
    rail = box(
        "journal",
        "Navigation",
        '<a href="/">Recent Entries</a><br><a href="/calendar">Archive</a><br><a href="/friends">Friends</a><br><a href="/profile">Profile</a>',
    ) + box("journal", "Tags", cloud("allotment:2, baking:3, books:4, cats:5, work:2, rants:1"))
    return make(
        "q-en-journal-threads",
        "discussion",
        "journal",
        "en-journal",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/12345.html",
        container="div#talkarea, one div per comment indented by an inline margin-left (25 px a level), a table in each: userpic, '<b>name</b> wrote:', the date linked, the text, '(Reply) (Parent) (Thread) (Link)'",
        heading=None,
        description="A hosted journal's entry of 2012: ten comments by friends (six replies, two to a reply), each a table inside a div indented by margin-left; 'name wrote:' with a UTC date; no heading, only '(Leave a comment)' and '10 comments'.",
    )
