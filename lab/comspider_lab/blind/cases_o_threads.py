"""Blind set O: discussions on a Joomla/K2-like cycling blog, a Drupal 7-like Irish paper, a bulletin-board news front,
a phpBB-attached portal, a Posterous-like blog, a hosted site-builder journal, a Ning-like network and a
Textpattern-like blog (written from memory of their general shape, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_o_common import (
    PartsK,
    at_parents,
    av,
    box,
    esc,
    form,
    make,
    nest,
    ps,
    rail,
    rows,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: Joomla 1.5 + K2-like comments


def k2_cycling() -> Case:
    c = thread(
        """
Travis Oyelaran | Saturday, 03 March 2012 18:02 | - | That run-up at the barriers was brutal on the second lap. Half the Cat 4 field was walking it by the end.
Meg Halvorsen | Saturday, 03 March 2012 19:45 | - | Thanks for the photos! Any chance you have one of the singlespeed start? My husband swears he was in the front row.
Dustin Pereira | Sunday, 04 March 2012 08:11 | - | Tubulars at 28 psi were the call. Anyone on clinchers was burping tires in the off-camber section.
Kelly Anne Brandt | Sunday, 04 March 2012 10:30 | - | Great write-up. Volunteers deserve a beer, the course tape was redone twice after the wind took it down.
Rob Szymanski | Monday, 05 March 2012 07:54 | - | Same course next year please, but move the pit closer to the sand. Ten minutes of running with a bike on your shoulder is not racing.
"""
    )
    items = "".join(
        f'<li class="{"even" if i % 2 else "odd"}">{av(i, x.author, 48, "comAvatar")}'
        f'<span class="commentDate">{esc(x.when)}</span> <span class="commentAuthorName">posted by <a href="http://example.org/u{i}" rel="nofollow">{esc(x.author)}</a></span>'
        f'<p>{esc(x.text)}</p><span class="commentLink"><a href="#comment{40 + i}" name="comment{40 + i}">Comment Link</a></span>'
        '<span class="commentToolbar"><a class="reportLink" href="#">Report</a></span></li>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div class="itemComments"><h3 class="itemCommentsCounter"><span>5</span> comments</h3>'
        f'<ul class="itemCommentsList">{items}</ul><div class="itemCommentsPagination"></div>'
        + form("Leave a comment", "Submit comment", "Name", "Message")
        + "</div>"
    )
    st = story(
        "Mud, wind and a 40-metre run-up: Round 6 at Cedar Flats",
        "Lena Vaught",
        "Lena Vaught",
        "2012-03-03T16:40:00-08:00",
        "Saturday, 03 March 2012 16:40",
        """
Round 6 of the Cascade Cross series threw everything at us: a gale off the river, sand that swallowed front wheels and a run-up that the promoters cheerfully called "character building".

The Elite men's race came down to the final barriers, where Joel Ambrose got a half-wheel on Pete Carrasco and held it to the line. In the women's race Dana Whitlock soloed from the second lap.

Full results are on the series site. Photos from the Cat 4 and masters races are in the gallery below.
""",
        section="Races",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "k2",
            box(
                "k2",
                "Upcoming Races",
                rows("k2", ["Mar 10 - Round 7, Fort Steilacoom", "Mar 17 - Series Finals"]),
            ),
        ),
    )
    return make(
        "o-k2-en-cycling",
        "discussion",
        "k2",
        "k2-cycling",
        st,
        parts,
        c,
        path="/races/item/214-mud-wind-and-a-40-metre-run-up.html",
        container="K2-like div.itemComments, ul.itemCommentsList of li.even/odd: span.commentDate, span.commentAuthorName 'posted by <a>Name</a>', p text",
        heading="5 comments",
        description="A Joomla 1.5 cycling blog with a K2-like article view: five flat comments, the date above the name ('Saturday, 03 March 2012 18:02', 'posted by Name'), 'Comment Link' and 'Report' under each, a 'Leave a comment' form.",
    )


# --------------------------------------------------------------------------- en: Drupal 7-like Irish paper


def d7_irish() -> Case:
    c = thread(
        """
Séamus | Tue, 06/03/2012 - 14:22 | - | About time. The bridge has been a death trap for lorries since the bypass opened and every councillor knew it.
Aoife Gallagher | Tue, 06/03/2012 - 15:03 | 0 | It's not the lorries, it's the speed. A weight limit without a camera will do nothing.
Séamus | Tue, 06/03/2012 - 15:40 | 1 | Fair point Aoife, but the weight limit is a start.
Concerned parent | Tue, 06/03/2012 - 19:12 | - | The school bus goes over that bridge twice a day. Will it be rerouted through Drumkeel while the works are on?
Ballinmore Clarion | Wed, 07/03/2012 - 09:30 | 3 | The council told us the bus route will not change; the bridge stays open to vehicles under 3.5 tonnes during the works.
P. McGovern | Wed, 07/03/2012 - 11:48 | - | €1.2 million for a bridge and they still can't fix the footpath outside the post office.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        unverified = x.author not in ("Aoife Gallagher", "Ballinmore Clarion")
        name = (
            f'<span class="username">{esc(x.author)}</span>'
            + (' <span class="not-verified">(not verified)</span>' if unverified else "")
            if unverified
            else f'<a href="/users/{i}" class="username">{esc(x.author)}</a>'
        )
        return (
            f'<div class="comment comment-by-{"anonymous" if unverified else "node-author" if i == 4 else "viewer"} clearfix {"odd" if i % 2 == 0 else "even"}">'
            f'<div class="attribution"><div class="user-picture">{av(i, x.author, 40)}</div><div class="submitted"><p class="commenter-name">{name}</p>'
            f'<p class="comment-time">{esc(x.when)}</p><p class="comment-permalink"><a href="#comment-{900 + i}" class="permalink">Permalink</a></p></div></div>'
            f'<div class="comment-text"><div class="comment-arrow"></div><div class="content"><div class="field field-name-comment-body"><div class="field-item even">{ps(x.text)}</div></div></div>'
            '<ul class="links inline"><li class="comment-reply first last"><a href="#">reply</a></li></ul></div></div>'
            + (f'<div class="indented">{kids}</div>' if kids else "")
        )

    block = (
        '<section id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>'
        + nest(c, item)
        + '<h2 class="title comment-form">Add new comment</h2>'
        + form("", "Save", "Your name", "Comment")
        + "</section>"
    )
    st = story(
        "Weight limit for Drumkeel bridge as €1.2m repairs approved",
        "Declan Roddy",
        "Declan Roddy",
        "2012-03-06T12:15:00+00:00",
        "Tue, 06/03/2012 - 12:15",
        """
A 3.5 tonne weight limit will be placed on Drumkeel bridge from next month after councillors approved €1.2 million in repairs at Monday's meeting of the Ballinmore municipal district.

An engineer's report found that two of the bridge's five arches had been damaged by heavy goods vehicles avoiding the tolled bypass. Works are expected to take eleven weeks.

Cllr Brid Keaney said the limit was "long overdue" and called for the gardaí to enforce it.
""",
        declare="jsonld",
        section="News",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "d7",
            box("d7", "Death Notices", rows("d7", ['<a href="#">View this week\'s notices</a>'])),
            box("d7", "Weather", "<p>Showers, 9°C</p>"),
        ),
    )
    return make(
        "o-d7-en-irish",
        "discussion",
        "d7",
        "d7-irish",
        st,
        parts,
        c,
        path="/news/weight-limit-drumkeel-bridge-12m-repairs-approved",
        container="Drupal 7-like section#comments, div.comment: div.attribution (picture, commenter name with '(not verified)', time, Permalink), div.comment-text; replies in the next div.indented",
        heading="Comments",
        description="An Irish local paper on a Drupal 7-like theme: six comments (three replies, one to a reply), the attribution column before the text, anonymous names marked '(not verified)', the newsroom's answer, 'Add new comment' form.",
    )


# --------------------------------------------------------------------------- en: news front attached to a bulletin board


def vb_trucks() -> Case:
    c = thread(
        """
KenworthKen | 03-05-2012, 09:14 AM | - | 14 cents in a week. I filled up in Amarillo Friday at $4.09 and Sunday the same pump said $4.23. Nobody can run on these margins.
RosieHauls | 03-05-2012, 10:02 AM | - | Fuel surcharge on my loads hasn't moved since January. Brokers just smile and say the market is soft.
JD_in_Joplin | 03-05-2012, 11:37 AM | 0 | Fill up in Oklahoma before you cross, Ken. The Love's in Sayre was 12 cents cheaper last night.
big_rig_betty | 03-05-2012, 01:20 PM | 1 | Make them show you the surcharge table in writing. If it's not in the rate con it doesn't exist.
Old Pete 1979 | 03-05-2012, 04:48 PM | - | Been driving since Carter. Seen it at $4.75 in 2008 and we all survived. Slow down to 62 and watch what it does to your mileage.
"""
    )
    rank = {
        "KenworthKen": ("Senior Member", "Jun 2008", "2,114"),
        "RosieHauls": ("Member", "Feb 2011", "187"),
        "JD_in_Joplin": ("Senior Member", "Oct 2007", "3,902"),
        "big_rig_betty": ("Moderator", "Mar 2006", "8,441"),
        "Old Pete 1979": ("Junior Member", "Jan 2012", "23"),
    }
    items = []
    for i, x in enumerate(c):
        title, joined, posts = rank[x.author]
        quote = ""
        if x.parent is not None:
            q = c[x.parent]
            quote = (
                f'<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container"></div>'
                f'<div class="bbcode_postedby">Originally Posted by <strong>{esc(q.author)}</strong></div><div class="message">{esc(q.text[:70])}…</div></div></div></div>'
            )
        items.append(
            f'<li class="postbitlegacy postcontainer" id="post_{5510 + i}"><div class="posthead"><span class="postdate old"><span class="date">{esc(x.when)}</span></span>'
            f'<span class="nodecontrols"><a name="post{5510 + i}" href="#" class="postcounter">#{i + 1}</a></span></div>'
            f'<div class="postdetails"><div class="userinfo"><a class="postuseravatar" href="#">{av(i, x.author, 60)}</a><div class="username_container"><a class="username offline" href="/member/{i}">{esc(x.author)}</a></div>'
            f'<span class="usertitle">{esc(title)}</span><dl class="userinfo_extra"><dt>Join Date</dt><dd>{esc(joined)}</dd><dt>Posts</dt><dd>{esc(posts)}</dd></dl></div>'
            f'<div class="postbody"><div class="postrow"><h2 class="title icon">Re: Diesel jumps 14 cents in a week</h2><div class="content"><blockquote class="postcontent restore">{quote}{esc(x.text)}</blockquote></div></div>'
            '<div class="postfoot"><span class="postcontrols"><a href="#">Reply With Quote</a></span></div></div></div></li>'
        )
    block = (
        '<div class="block" id="article_comments"><h4 class="blockhead">Comments <a href="/forum/showthread.php?t=20455">Go to forum thread</a></h4>'
        f'<div class="blockbody"><ol id="commentlist" class="posts">{"".join(items)}</ol>'
        '<div class="blockfoot"><a href="#">Post a comment</a> · You must be logged in to post.</div></div></div>'
    )
    st = story(
        "Diesel jumps 14 cents in a week as refiners blame spring switchover",
        "Hank Delacroix",
        "Hank Delacroix",
        "2012-03-05T07:00:00-06:00",
        "03-05-2012 07:00 AM",
        """
The national average price of on-highway diesel rose 14.2 cents in the week to Monday, to $4.21 a gallon, the sharpest one-week rise since the spring of 2011.

Refiners pointed to maintenance and the seasonal switch to summer blends; analysts also cited crude prices above $106.

Owner-operators with fixed fuel surcharges are hit hardest. Check the Fuel Prices page for the latest averages by region.
""",
        section="Industry News",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "vbcms",
            box(
                "vbcms",
                "Fuel Prices",
                rows("vbcms", ["Gulf Coast $4.09", "Midwest $4.18", "California $4.54"]),
            ),
        ),
    )
    return make(
        "o-vb-en-trucks",
        "discussion",
        "vbcms",
        "vb-trucks",
        st,
        parts,
        c,
        path="/content/2012/03/05/diesel-jumps-14-cents.html",
        container="bulletin-board news front: div.block#article_comments, ol#commentlist of li.postbitlegacy: posthead (date, #n), userinfo (name, title, join date, posts), blockquote.postcontent; replies open with a quote box 'Originally Posted by Name'",
        heading="Comments",
        description="A truckers' news front attached to its bulletin board: five comments as forum posts (date and '#n' header, profile column with rank, join date and post count, 'Re:' title), two replies that quote the post they answer ('Originally Posted by Name').",
    )


# --------------------------------------------------------------------------- en: phpBB-attached Joomla portal


def phpbb_rail() -> Case:
    c = thread(
        """
Wilf Hargreaves | Sat Mar 10, 2012 8:14 pm | - | Lovely bit of weathering on the 8F. I'd have toned down the rust on the tender sides but that's personal taste.
stationmaster_dave | Sat Mar 10, 2012 9:02 pm | - | Was that Tony's layout with the canal basin? The lighting on the wharf was the best thing at the show for me.
Bryony T | Sun Mar 11, 2012 10:30 am | - | Brought my two lads on Saturday, they were glued to the N gauge roundy-roundy for an hour. £4 entry was fair too.
Gordon (Crewe) | Sun Mar 11, 2012 6:47 pm | - | Shame about the car park. We went round twice and ended up on the verge by the garage.
"""
    )
    items = "".join(
        f'<div id="p{8810 + i}" class="post bg{2 - i % 2}"><div class="inner"><span class="corners-top"><span></span></span>'
        f'<div class="postbody"><h3><a href="#p{8810 + i}">Re: Show report: Wolverhampton 2012</a></h3>'
        f'<p class="author"><a href="#"><img src="/_avatar/icon-post.png" alt="Post" /></a>by <strong><a href="/forum/memberlist.php?u={300 + i}">{esc(x.author)}</a></strong> » {esc(x.when)}</p>'
        f'<div class="content">{esc(x.text)}</div></div>'
        f'<dl class="postprofile" id="profile{8810 + i}"><dt>{av(i, x.author, 64)}<br /><a href="/forum/memberlist.php?u={300 + i}">{esc(x.author)}</a></dt>'
        f"<dd>Posts: {112 + 37 * i}</dd><dd>Joined: {['Feb 2005', 'Sep 2009', 'Jan 2012', 'Apr 2007'][i]}</dd></dl>"
        '<div class="back2top"><a href="#wrap" class="top" title="Top">Top</a></div><span class="corners-bottom"><span></span></span></div></div><hr class="divider" />'
        for i, x in enumerate(c)
    )
    block = (
        '<div id="jfusion_discussion"><h3 class="discuss-hd">Discuss this article in the forum (4 replies)</h3>'
        f'<div class="jfusionPosts">{items}</div><p><a href="/forum/viewtopic.php?t=4410">Reply in the forum</a></p></div>'
    )
    st = story(
        "Show report: Wolverhampton 2012",
        "Ian Pettifer",
        "Ian Pettifer",
        "2012-03-10T17:30:00+00:00",
        "Saturday, 10 March 2012 17:30",
        """
Thirty-one layouts, a dozen traders and the best bacon rolls in the Midlands: the Wolverhampton show was back at the leisure centre this weekend.

Best in show went to "Canalside Wharf", an OO gauge industrial scene by Tony Ferris, with its working lock and warm wharf lighting. The N gauge "Pennine Loop" ran flawlessly for both days.

Our own club stand sold out of the shed's 2012 calendar by Saturday lunchtime. Thanks to everyone who helped.
""",
        section="Exhibitions",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "k2", box("k2", "Forum Activity", rows("k2", ["42 users online", "Newest member: coalhole_kev"]))
        ),
    )
    return make(
        "o-phpbb-en-rail",
        "discussion",
        "k2",
        "phpbb-rail",
        st,
        parts,
        c,
        path="/news/item/88-show-report-wolverhampton-2012.html",
        container="a Joomla portal bridged to phpBB: div#jfusion_discussion, div.post.bg1/bg2: div.postbody (h3 'Re: title', p.author 'by Name » date', div.content), dl.postprofile (avatar, name, posts, joined)",
        heading="Discuss this article in the forum (4 replies)",
        description="A model railway club's Joomla site whose article comments are the replies of its phpBB topic, shown under the article in phpBB's post markup: four flat posts ('by Name » Sat Mar 10, 2012 8:14 pm'), the profile column repeating each name.",
    )


# --------------------------------------------------------------------------- en: Posterous-like blog, relative times


def posterous_ed() -> Case:
    c = thread(
        """
Ms. Abernathy | about 5 hours ago | - | Stealing this for my fourth graders. Did you use hot glue or tacky glue for the tube joints?
Lydia Chen | about 3 hours ago | - | The one with the lighthouse made me tear up a little. Please tell that student it's wonderful.
Frank | about 1 hour ago | - | Cardboard, masking tape and an art teacher who doesn't panic about mess. That's all it takes. Great post.
"""
    )
    items = "".join(
        f'<div class="comment" id="comment_{77120 + i}"><div class="commenter">{av(i, x.author, 30, "userpic")}'
        f'<a href="http://example.com/p/{i}" class="commenter-name">{esc(x.author)}</a> responded:</div>'
        f'<div class="comment-body">{ps(x.text)}</div><div class="comment-meta"><a href="#comment_{77120 + i}" class="permalink">{esc(x.when)}</a></div></div>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div class="post-responses"><div class="responses-count">3 responses</div><div class="comments">{items}</div>'
        '<div class="add-response"><a href="#">Respond to this post</a> <span class="hint">Want to comment by email? Reply to the notification.</span></div></div>'
    )
    st = story(
        "Cardboard cities, week three",
        "Jo Whitfield",
        "Jo Whitfield",
        "2012-03-07T09:00:00-05:00",
        "March 7, 2012",
        """
Week three of cardboard cities and the sixth grade has built a harbour, a lighthouse with a working flashlight, and what one student insists is "a skate park for pigeons".

We used nothing but boxes from the cafeteria, paper towel tubes and a lot of masking tape. The rule was: if it falls down, you get to build it again.

Next week: painting, and a trip to the library to display everything.
""",
        declare="visible",
    )
    parts = PartsK(after=block, rail=rail("tiny", box("tiny", "Subscribe", "<p>Get updates by email</p>")))
    return make(
        "o-posterous-en-responses",
        "discussion",
        "tiny",
        "posterous-ed",
        st,
        parts,
        c,
        path="/cardboard-cities-week-three",
        container="Posterous-like div.post-responses, div.comment: 'Name responded:', div.comment-body, a relative time",
        heading="3 responses",
        description="A teacher's Posterous-like blog: three flat 'responses' ('Name responded:'), times only relative ('about 5 hours ago'), an invitation to respond by email.",
    )


# --------------------------------------------------------------------------- en: hosted site builder journal, signature after


def sq5_brew() -> Case:
    c = thread(
        """
Nate Ellery | March 4, 2012 at 02:19 PM | - | 1.058 on a saison is ambitious. What yeast? I've had 3711 go down to 1.002 on me without breaking a sweat.
Hopyard Notebook | March 4, 2012 at 05:40 PM | - | Nate, it was the French strain, pitched at 68 and left to climb to 80. Down to 1.004 in nine days.
Carrie Voss | March 5, 2012 at 09:12 AM | - | Love the idea of the lemon thyme. How much did you add and when? I'm thinking of a flameout addition in my next batch.
Mike from Weaverville | March 6, 2012 at 08:55 PM | - | See you at the club meeting Thursday, bring a bottle!
"""
    )
    items = "".join(
        f'<div class="comment-wrapper"><div class="comment"><div class="body">{ps(x.text)}</div>'
        f'<div class="posted-by">Posted by '
        + (f'<a href="http://example.net/{i}">{esc(x.author)}</a>' if i != 3 else esc(x.author))
        + f' on {esc(x.when)} | <a href="#comment{15330 + i}">Permalink</a></div></div></div>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div class="journal-comment-area"><h3 class="comment-count">4 Comments</h3>{items}'
        + form("Post a New Comment", "Preview")
        + "</div>"
    )
    st = story(
        "Brew day: lemon thyme saison",
        "Greg Tull",
        "Greg Tull",
        "2012-03-03T20:00:00-05:00",
        "Saturday, March 3, 2012",
        """
Brewed ten gallons of saison today with a handful of lemon thyme from the garden. Original gravity came in at 1.058, a little higher than planned.

The grist was pilsner malt, a touch of wheat and a pound of cane sugar in the boil. Hops were Saaz and a little Styrian Golding.

I'll let it free-rise and report back when it's in the bottle.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=rail("sq5", box("sq5", "On Tap", rows("sq5", ["Oatmeal stout", "Rye pale ale", "(empty)"]))),
    )
    return make(
        "o-sq5-en-brew",
        "discussion",
        "sq5",
        "sq5-brew",
        st,
        parts,
        c,
        path="/journal/2012/3/3/brew-day-lemon-thyme-saison.html",
        container="hosted site-builder journal: div.journal-comment-area, div.comment-wrapper > div.comment: div.body (the text), then div.posted-by 'Posted by Name on date | Permalink'",
        heading="4 Comments",
        description="A homebrewer's journal on a hosted site builder of about 2010: four flat comments signed after the text ('Posted by Name on March 4, 2012 at 02:19 PM | Permalink'), one name not linked, the blogger answering in the thread, 'Post a New Comment' form.",
    )


# --------------------------------------------------------------------------- en: Ning-like network blog post


def ning_quilt() -> Case:
    c = thread(
        """
Darlene Fry | March 4, 2012 at 9:02pm | - | Those flying geese points are perfect! I always lose mine in the seam allowance. Did you use the four-at-a-time method?
Wanda Pruitt | March 4, 2012 at 9:47pm | - | Beautiful colors. Reminds me of my grandmother's scrap quilts from the thirties.
Carol Ann Mikkelsen | March 5, 2012 at 7:15am | - | I'll bring the quilt frame to the retreat in April if anyone wants to hand-quilt together.
Bev in Sioux City | March 5, 2012 at 2:33pm | - | What batting did you use? Looks nice and flat.
Joyce Lindqvist | March 6, 2012 at 10:10am | - | Added this to my favorites. Thanks for the pattern link too.
"""
    )
    items = "".join(
        f'<dl class="comment vcard xg_lightborder" id="comment-{6071 + i}"><dt>{av(i, x.author, 48, "photo")}'
        f'Comment by <a href="/profile/{i}" class="fn url">{esc(x.author)}</a> on {esc(x.when)}</dt>'
        f'<dd><div class="comment-text">{ps(x.text)}</div><p class="actions"><a href="#" class="desc delete">Delete Comment</a></p></dd></dl>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="xg_module"><div class="xg_module_head"><h2>Comments</h2></div><div class="xg_module_body">'
        '<p class="add-comment"><a href="#">Add a Comment</a></p><p class="xg_sprite xg_sprite-join">You need to be a member of Prairie Quilters Network to add comments!</p>'
        f'<div class="comments-list">{items}</div></div></div>'
    )
    st = story(
        "Finished: my scrappy flying geese",
        "Posted by Marlene Hostetler",
        "Marlene Hostetler",
        "2012-03-04T18:00:00-06:00",
        "March 4, 2012 at 6:00pm",
        """
It took me three winters but the flying geese quilt is finally bound. Every triangle is from the scrap bin, and only the border fabric was bought new.

I pieced the geese four at a time and trimmed each unit with the little square ruler Carol Ann lent me at the fall retreat.

It's going on the guest bed until the county fair in August.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "tiny",
            box("tiny", "Members", "<p>1,214 members</p>"),
            box("tiny", "Events", rows("tiny", ["Spring Retreat, April 20-22", "Block of the Month, May"])),
        ),
    )
    return make(
        "o-ning-en-quilt",
        "discussion",
        "tiny",
        "ning-quilt",
        st,
        parts,
        c,
        path="/profiles/blogs/finished-my-scrappy-flying-geese",
        container="Ning-like div.xg_module, dl.comment: dt (avatar, 'Comment by Name on date'), dd (text, 'Delete Comment')",
        heading="Comments",
        description="A quilters' network of the Ning kind: a member's blog post and five flat comments, each a dl ('Comment by Name on March 4, 2012 at 9:02pm', then the text and 'Delete Comment'), 'Add a Comment' and a members-only note.",
    )


# --------------------------------------------------------------------------- en: Textpattern-like blog, '@Name' replies


def txp_type() -> Case:
    c = at_parents(
        thread(
            """
Hendrik Vos | 6 March 2012 · 09:41 | - | The comparison of the two italics is the most useful thing I've read on web fonts this year. The hinting difference at 14px is night and day.
Samira Haddad | 6 March 2012 · 11:02 | - | Does the second foundry's licence allow self-hosting? Last time I checked it was their CDN or nothing.
Kern & Leading | 6 March 2012 · 12:30 | - | @Samira Haddad: self-hosting is allowed from the "Pro" tier up, capped at 250,000 page views a month.
Toby Marchetti | 6 March 2012 · 15:15 | - | I wish someone would make a decent old-style figure set that renders on Windows XP.
Hendrik Vos | 6 March 2012 · 16:48 | - | @Toby Marchetti: try the "Book" cut with font-feature-settings, Firefox at least gets it right.
Claire Dunphy | 7 March 2012 · 08:20 | - | Printed the specimen sheet. The ampersand alone is worth it.
"""
        )
    )
    items = "".join(
        f'<li class="comment{" txpCommentAuthor" if x.author == "Kern & Leading" else ""}" id="c{311 + i}"><div class="comment-text">{ps(x.text)}</div>'
        f'<p class="comment-meta">— <a href="http://example.org/{i}" rel="nofollow">{esc(x.author)}</a> · {esc(x.when)} · <a href="#c{311 + i}" class="permlink">#</a></p></li>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div id="cpreview"></div><h3 class="comments-hd">Commentary</h3><ol class="comments-list">{items}</ol>'
        + form("Your turn", "Preview", "Name", "Message")
    )
    st = story(
        "Two italics for the screen, compared",
        "Kern & Leading",
        "Kern & Leading",
        "2012-03-06T08:00:00+01:00",
        "6 March 2012",
        """
I set the same paragraph in two of the new screen-hinted italics and looked at them on every browser I could borrow.

At text sizes the first holds its shapes; the second is prettier in print but smears on Windows below 16 pixels.

A specimen sheet for both is linked below, along with the licences as they stand today.
""",
        declare="time",
    )
    parts = PartsK(
        after=block,
        rail=rail("tiny", box("tiny", "Elsewhere", rows("tiny", ["Typophile", "I Love Typography"]))),
    )
    return make(
        "o-txp-en-type",
        "discussion",
        "tiny",
        "txp-type",
        st,
        parts,
        c,
        path="/articles/142/two-italics-for-the-screen-compared",
        container="Textpattern-like ol.comments-list of li.comment: div.comment-text, then p.comment-meta '— Name · date · #'",
        heading="Commentary",
        description="A Textpattern-like type blog: six flat comments with the signature after the text, two answers that open with '@Name:' (set J's rule: parents given), the blogger answering, the heading 'Commentary'.",
    )
