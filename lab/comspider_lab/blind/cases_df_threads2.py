"""Blind set DF: three discussions in small sites' own templates, none saying "comment" in its markup: a TV
station's numbered viewer posts, page 1 of 2 with a pager (10 of 17 on the page); a dirt-track racing site's flat
list whose answers say "In reply to NAME" (a link to the answered entry) and nothing else (12, 4 answers); a
neighbourhood association's news page with no heading above its thread, the answers shown only by indentation
(sibling entries with an inline left padding; 9, 5 answers, three levels). Every site, name, place and text invented
for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_df_common import Case, box, counted, esc, form, make, paras, share, slug, talk
from comspider_lab.blind.layout_df import Page, hobby, station, weekly

# --------------------------------------------------------------------------- 5. TV station, page 1 of 2


def station_kvtn() -> Case:
    rs = talk("""
Carla Whitfield @ 1/24/2012 10:14:07 AM :: We lost power at 6 last night and it's still out on Pine Ridge. Anyone know if Coastal Electric has a crew up here yet? Their phone line just says "we are aware".
Dan Greer @ 1/24/2012 10:22:51 AM :: Power back on Elm and 5th as of 10 min ago. Hang in there Pine Ridge.
mountain_mama @ 1/24/2012 10:40:13 AM :: Please check on your elderly neighbors!! My mom is 84 and was sitting in the dark with no heat because she didn't want to "bother" anybody.
Troy Nakamura @ 1/24/2012 11:02:45 AM :: Highway 20 is a mess between the summit and Alder Falls, saw three cars in the ditch on the way down this morning. Chains required and they mean it. Don't try it in a front wheel drive without them like the guy in front of me did.
Sharon B @ 1/24/2012 11:15:30 AM :: Why are schools only on a 2 hour delay in Lower Valley?? The buses can't get up the hill roads, my street hasn't seen a plow at all.
Jim Delacroix @ 1/24/2012 11:48:09 AM :: Warming center is open at the Grange hall on Foster Rd, they have cots and hot coffee. They were asking for extra blankets if anyone has some to spare.
Kayla R. @ 1/24/2012 12:05:55 PM :: Thank you KVTN for staying on this all night. Only station that actually had someone up here.
RiverviewRick @ 1/24/2012 12:31:20 PM :: Sharon they called it off completely at 11:30, it's on the district site now.
Pat O'Hearn @ 1/24/2012 1:10:02 PM :: 14 inches at our place outside Alder Falls, measured on the picnic table. Most since the '96 storm I think.
Greg Lammers @ 1/24/2012 1:44:38 PM :: Generators - PLEASE run them outside, not in the garage with the door cracked. A family in Coos had to be taken to the hospital last year. Not worth it.
""")
    items = "".join(
        f'<li class="vp"><div class="vp-n"><b>{esc(r.who)}</b> <span>wrote:</span></div>'
        f'<div class="vp-x">{paras(r.body)}</div>'
        f'<div class="vp-d">{esc(r.at)} &nbsp; <a href="/abuse?post={88102 + n}">Report abuse</a></div></li>'
        for n, r in enumerate(rs)
    )
    post = (
        '<div class="vid"><img src="/_avatar/kvtn-video-still.svg" width="620" height="349" alt="Video: Snow closes roads"><br><b>VIDEO:</b> Snow closes roads in Upper Valley (2:14)</div>'
        '<h1 class="hl">Storm leaves thousands without power in Upper Valley</h1>'
        '<p class="meta">Posted: Jan 23, 2012 11:48 PM PST <br>Updated: Jan 24, 2012 9:30 AM PST<br>By Dana Reyes, KVTN 9 Reporter</p>'
        + share(402, 77)
        + "<p>ALDER FALLS, OR (KVTN) - More than 11,000 Coastal Electric customers in the Upper Valley were without power Tuesday morning after a storm dropped more than a foot of wet, heavy snow on the area overnight.</p>"
        "<p>Crews from three counties have been called in to help, a Coastal Electric spokesperson said, but some customers in higher areas could be without power until Wednesday.</p>"
        "<p>Highway 20 remained open over the summit with chains required. ODOT asked drivers to stay home if they could.</p>"
        "<p>Several school districts delayed or canceled classes. A warming center opened at the Foster Road Grange.</p>"
        "<p>Copyright 2012 KVTN. All rights reserved.</p>"
    )
    after = (
        '<div id="vposts"><h3>What do you think? (17)</h3>'
        '<p class="vp-rules">Posts are the opinions of viewers and do not reflect the views of KVTN. <a href="/terms">Terms of use</a>.</p>'
        '<div class="vp-pager">Showing 1 - 10 of 17 &nbsp; Page 1 of 2 &nbsp; <b>1</b> <a href="/story/16604011/viewer-posts/page-2">2</a> <a href="/story/16604011/viewer-posts/page-2">Next &raquo;</a></div>'
        f'<ol class="vp-list">{items}</ol>'
        '<div class="vp-pager">Page 1 of 2 &nbsp; <b>1</b> <a href="/story/16604011/viewer-posts/page-2">2</a> <a href="/story/16604011/viewer-posts/page-2">Next &raquo;</a></div>'
        + form("Post your thoughts", "Submit", "You must be 13 or older to post.")
        + "</div>"
    )
    side = (
        '<div class="mod"><h4>Most Popular</h4>'
        + counted(
            """
Storm leaves thousands without power in Upper Valley | 22,014
School closures and delays for Tuesday | 19,870
Road conditions: Highway 20, Highway 126 | 8,233
Alder Falls man charged in hit-and-run | 3,902
""",
            "views",
        )
        + '</div><div class="mod"><h4>Closings &amp; Delays</h4><ul><li>Lower Valley SD: Closed</li><li>Alder Falls SD: Closed</li><li>St. Brendan School: 2 hr delay</li><li>Upper Valley Senior Center: Closed</li></ul></div>'
        '<div class="mod"><h4>7-Day Forecast</h4><p>Tue 34/26 Snow &middot; Wed 38/30 Rain/Snow &middot; Thu 44/35 Rain</p></div>'
        '<div class="mod"><h4>Submit a tip</h4><p>See news happening? Email <a href="mailto:news@kvtn9.example">news@kvtn9.example</a> or call (541) 555-0190.</p></div>'
    )
    foot = (
        "All content &copy; Copyright 2000 - 2012 KVTN and WorldStream Media. All Rights Reserved. "
        '<a href="/privacy">Privacy Policy</a> | <a href="/terms">Terms of Service</a> | <a href="/eeo">EEO Report</a> | <a href="/fcc">FCC Public File</a>'
    )
    html = station(
        Page(
            title="Storm leaves thousands without power in Upper Valley",
            site="KVTN 9",
            tagline="Your Upper Valley News Leader",
            menu=("Home", "News", "Weather", "Sports", "Video", "Contests", "Community"),
            post=post,
            after=after,
            side=side,
            foot=foot,
            top="Alder Falls 31&deg; Snow",
        )
    )
    return make(
        "df-pager-kvtn",
        "discussion",
        html,
        rs,
        path="/story/16604011/storm-leaves-thousands-without-power/",
        container="div#vposts > ol.vp-list > li.vp",
        heading="What do you think? (17)",
        description="A small TV station's vendor-like story page; viewers' posts in an ordered list, oldest first, '<b>NAME</b> wrote:', the text, then '1/24/2012 10:14:07 AM  Report abuse'; 'Showing 1 - 10 of 17, Page 1 of 2' with a pager to page 2 (not in the saved set); flat.",
    )


# --------------------------------------------------------------------------- 6. racing site, "In reply to NAME"


def weekly_dirttrack() -> Case:
    rs = talk("""
Bristow_Fan @ Sat 14 Jul 2012, 9:41pm :: Robbed. Absolutely robbed. Haskins never lifted going into 3 and everybody in the grandstand saw it.
Curtis Lyle @ Sat 14 Jul 2012, 9:58pm :: Was at the fence in turn 3 and I'll say it, it was a racing deal. Bristow came down on him as much as he went up. Nobody's fault.
>Bristow_Fan @ Sat 14 Jul 2012, 10:06pm :: Curtis you need glasses buddy
>>Curtis Lyle @ Sat 14 Jul 2012, 10:20pm :: Maybe, but I also wasn't wearing a #22 shirt ;)
Jodi Haskins @ Sun 15 Jul 2012, 8:12am :: For the record my husband went to check on Wade after the race and they shook hands. Both cars will be back next week. Lets all calm down.
Tanner M. @ Sun 15 Jul 2012, 9:30am :: Great write up Ray. The modified feature was the best race I've seen at Cedar Bend in years, 11 lead changes. Track was perfect.
Old Timer @ Sun 15 Jul 2012, 11:04am :: Back in the day we'd of settled this in the pits. Everybody's too polite now. // Kidding. Mostly.
>Tanner M. @ Sun 15 Jul 2012, 11:40am :: Ha! My dad says the same thing every single week.
Marcy Dobbins @ Sun 15 Jul 2012, 2:15pm :: Does anyone know if the kids' bike race is still on for the 28th? Couldn't find it on the track website.
>Ray Kellner @ Sun 15 Jul 2012, 3:02pm :: Marcy - yes, sign-ups at the pit gate from 5pm, helmets required. I'll put it in next week's preview.
Shawn P @ Mon 16 Jul 2012, 7:47am :: Any word on when the results get posted to the points standings? Still shows last week.
Lonnie Vick @ Mon 16 Jul 2012, 12:19pm :: Bristow had the fastest car all night and didn't win, that's short track racing. See you Saturday.
""")
    anchors = [f"p{5120 + n}" for n in range(len(rs))]
    items = []
    for n, r in enumerate(rs):
        re_line = (
            f'<div class="px-re">In reply to <a href="#{anchors[r.parent]}">{esc(rs[r.parent].who)}</a></div>'
            if r.parent is not None
            else ""
        )
        items.append(
            f'<div class="px" id="{anchors[n]}"><div class="px-top"><span class="px-who">{esc(r.who)}</span> '
            f'<span class="px-when">{esc(r.at)}</span></div>{re_line}<div class="px-txt">{paras(r.body)}</div>'
            f'<div class="px-act"><a href="?re={5120 + n}#add">Reply</a></div></div>\n'
        )
    post = (
        '<h1 class="hd">Bristow, Haskins tangle late as Purcell steals Cedar Bend modified win</h1>'
        '<p class="by"><b>Ray Kellner</b> | Dirt Track Digest | <font color="#666">Saturday, July 14, 2012</font></p>'
        + share(61, 8)
        + "<p>CEDAR BEND &mdash; Nobody led the last lap of Saturday's modified feature quite the way they expected to.</p>"
        "<p>Cody Bristow, who had been the class of the field since the heat races, and Wade Haskins came together in turn three with two to go while racing for the lead. Bristow spun, Haskins slid up into the cushion, and Eddie Purcell drove underneath both of them to take his first win of the season.</p>"
        "<p>Bristow restarted at the tail and finished ninth. Haskins held on for fourth.</p>"
        "<p>&ldquo;I was just trying to get my nose in there,&rdquo; Haskins said. &ldquo;I hate it for him, he was the fastest car.&rdquo;</p>"
        "<p>In the street stocks, Lonnie Vick won his third straight. Full results are posted below.</p>"
        '<p><a href="/results/2012-07-14.html">Full results: Cedar Bend Speedway, July 14</a></p>'
    )
    after = (
        '<div class="talkback"><h3>Sound Off</h3>'
        + "".join(items)
        + '<a name="add"></a>'
        + form("Join in", "Post it")
        + "</div>"
    )
    side = (
        box(
            "Points Leaders - Modified",
            "<ol><li>Cody Bristow 412</li><li>Eddie Purcell 398</li><li>Wade Haskins 377</li><li>Jace Teller 351</li></ol>",
            cls="sbox",
            title_tag="h4",
        )
        + box(
            "Most Read",
            counted(
                """
Bristow, Haskins tangle late as Purcell steals Cedar Bend modified win | 3,460
Rain pushes Lakeview opener to Sunday | 2,118
Photo gallery: Cedar Bend July 7 | 1,985
""",
                "reads",
            ),
            cls="sbox",
            title_tag="h4",
        )
        + box(
            "This Week",
            "<p><b>Sat Jul 21</b> Cedar Bend Speedway, gates 5pm<br><b>Sun Jul 22</b> Lakeview Raceway, gates 4pm</p>",
            cls="sbox",
            title_tag="h4",
        )
        + box(
            "Sponsors",
            "<p>Kellner Tire &amp; Auto &middot; Rustic Pines Bar &amp; Grill &middot; Valley Parts Warehouse</p>",
            cls="sbox",
            title_tag="h4",
        )
    )
    html = weekly(
        Page(
            title="Bristow, Haskins tangle late as Purcell steals Cedar Bend modified win",
            site="Dirt Track Digest",
            tagline="Weekly short track racing news from Cedar Bend, Lakeview and beyond",
            menu=("Home", "Race Reports", "Results", "Points", "Photos", "Schedule"),
            post=post,
            after=after,
            side=side,
            foot="&copy; 2012 Dirt Track Digest. Photos by Kellner Racing Images. No part of this site may be reproduced without permission.",
        )
    )
    return make(
        "df-inreply-dirttrack",
        "discussion",
        html,
        rs,
        path="/reports/2012/07/14/cedar-bend-modified.html",
        container="div.talkback > div.px (one flat list)",
        heading="Sound Off",
        description="A weekly short-track racing site laid out in one big table; a flat list of readers' posts whose answers carry only an 'In reply to NAME' line linking to the answered entry's anchor; the race reporter answers once; times 'Sat 14 Jul 2012, 9:41pm'.",
    )


# --------------------------------------------------------------------------- 7. neighbourhood site, indentation only


def hobby_greenwood() -> Case:
    rs = talk("""
Howard Feeney @ Nov 18, 2012 - 8:05pm :: Count me in for the Saturday shift. I can bring the big ladder and the truck if anyone needs the lights moved from the shed.
>Leah Sorensen @ Nov 18, 2012 - 9:12pm :: Thanks Howard! Yes please on the truck, the lights are in the shed behind St. Mark's and there are about 30 boxes.
>>Howard Feeney @ Nov 19, 2012 - 7:30am :: No problem. I'll be there at 8.
Angela Ruiz @ Nov 19, 2012 - 10:44am :: Is the tree going back in the triangle at Greenwood and Sixth this year or at the school? Last year people couldn't park anywhere near it.
>Leah Sorensen @ Nov 19, 2012 - 12:01pm :: Back in the triangle. The school asked us not to this year because of the construction. We've asked the city about closing Sixth for the lighting night but haven't heard yet.
>>Angela Ruiz @ Nov 19, 2012 - 12:30pm :: Ok thanks. Maybe we could ask the church if people can park in their lot? They did that for the block party.
>>>Pastor Jim Walcott @ Nov 20, 2012 - 9:18am :: Angela, Leah - of course, the lot is yours that evening. We'll have hot cider in the fellowship hall too if folks want to warm up.
Bernie @ Nov 21, 2012 - 4:50pm :: Is there a way to donate if we can't volunteer? We're out of town that week.
Tom & Deb Kaczmarek @ Nov 22, 2012 - 11:15am :: Happy Thanksgiving everyone. We'll bring cookies for the volunteers on Saturday.
""")
    items = "".join(
        f'<div class="nbp" style="padding-left:{r.depth * 36}px"><div class="nbp-in">'
        f'<div class="nbp-h"><b>{esc(r.who)}</b> <small>{esc(r.at)}</small></div>'
        f'{paras(r.body)}<div class="nbp-f"><small><a href="?reply={3301 + n}#write">reply</a></small></div></div></div>\n'
        for n, r in enumerate(rs)
    )
    post = (
        '<div class="newsitem"><h2>Tree lighting is Dec. 1 &mdash; volunteers needed</h2>'
        '<p class="posted"><small>News &middot; posted November 18, 2012 by Leah Sorensen, GNA events chair</small></p>'
        "<p>The Greenwood Neighbors Association's annual tree lighting will be Saturday, December 1 at 6 p.m. in the triangle at Greenwood Ave. and Sixth St. The Greenwood Elementary choir will sing, and Santa has promised to arrive on the Station 9 fire truck again.</p>"
        "<p>We need volunteers for two shifts: putting up the lights on Saturday, November 24 from 8 a.m. to noon, and cleanup on Sunday, December 2 from 9 to 11 a.m. Reply below or email events@greenwoodneighbors.example if you can help.</p>"
        "<p>Hot chocolate is sponsored this year by Greenwood Hardware. Thank you, Phil!</p>"
        '<p class="share"><small><a href="http://www.facebook.com/sharer.php">Share on Facebook</a> (27) &middot; <a href="mailto:?subject=Tree%20lighting">Email this</a></small></p>'
        "</div>"
    )
    after = (
        '<div class="nbthread">'
        + items
        + '<a name="write"></a>'
        + form("Reply to this post", "Send reply")
        + "</div>"
    )
    side = (
        "<h5>Upcoming</h5><ul><li>Nov 24: Lights setup</li><li>Dec 1: Tree lighting</li><li>Dec 11: GNA general meeting</li></ul>"
        "<h5>Recent news</h5><ul>"
        + "".join(
            f'<li><a href="/news/{slug(t)}/">{esc(t)}</a></li>'
            for t in (
                "Tree lighting is Dec. 1",
                "Leaf pickup schedule",
                "October meeting minutes",
                "Halloween on Greenwood: thank you!",
            )
        )
        + "</ul><h5>Our sponsors</h5><p><small>Greenwood Hardware<br>Mama Leone's Pizza<br>Sixth Street Dental</small></p>"
    )
    html = hobby(
        Page(
            title="Tree lighting is Dec. 1 - volunteers needed",
            site="Greenwood Neighbors Association",
            tagline="Good neighbors since 1974",
            menu=("Home", "News", "Events", "Meetings", "Join", "Contact"),
            post=post,
            after=after,
            side=side,
            foot="Greenwood Neighbors Association &middot; P.O. Box 4471 &middot; website by a volunteer, so be kind.",
            style=".nbp-in{border-left:2px solid #cbd3bb;margin:8px 0;padding:2px 8px}.nbp-h{color:#5d7a3a}",
        )
    )
    return make(
        "df-indent-greenwood",
        "discussion",
        html,
        rs,
        path="/news/2012/11/tree-lighting-volunteers/",
        container="div.nbthread > div.nbp (sibling entries, depth by inline padding-left)",
        heading=None,
        description="A neighbourhood association's news page; no heading above the thread, every entry a sibling div whose inline padding-left (36px a level) is the only sign of whom it answers; three levels; a pastor and the events chair answer.",
    )


def threads2_df() -> list[Case]:
    return [station_kvtn(), weekly_dirttrack(), hobby_greenwood()]
