"""Blind set BU: four English discussions of 2011-2013 in the served HTML, each in the comment markup of a different
engine as remembered (no saved page opened): a hosted quilting blog's threaded comments one level deep with the
blogger's badge and a comment "removed by the author" (Blogger-like), a railfan's hosted blog with flat comments whose
"Posted by: NAME | DATE" line follows the text and "@Name" answers, then trackbacks (Typepad-like), a neighbourhood
blog whose flat comments say "NAME replied to comment from NAME" (Movable Type-like), a small-town paper's comments
newest first with one-level answers indented by a class, like counts and relative times (a hosted newspaper CMS).
Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bu_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    draw,
    esc,
    flat,
    links,
    num,
    ptext,
    seeds,
    slug,
    talk,
    ul,
)


def en_blogger() -> Case:
    ns = talk("""
Linda in Ohio @ March 14, 2012 at 9:12 PM :: Oh Ruth, it is gorgeous! Those greens and the little bits of feed-sack yellow. How many rings did you end up with in the end?
  Ruth @ March 14, 2012 at 10:03 PM [owner] :: Thank you Linda! Forty-two rings, and I swear I dreamt about arcs for a month. The yellow is from Mama's old aprons.
Carol B. @ March 15, 2012 at 6:40 AM :: Did you hand quilt the whole thing? I have a Wedding Ring top that has been sitting in my closet since 2004 because I am scared of those curves.
  Ruth @ March 15, 2012 at 8:15 AM [owner] :: Every stitch by hand, Carol, on my grandmother's frame in the front room. Get that top out! Go slow and use a good thimble, the curves are easier than they look.
  Patsy @ March 15, 2012 at 11:52 AM :: Carol, I quilted mine on the machine with a walking foot and nobody at guild could tell. Don't let it sit another eight years!
Anonymous @ March 15, 2012 at 2:07 PM :: Beautiful work. Is this pattern from a book or did you draft it yourself?
  Ruth @ March 15, 2012 at 7:30 PM [owner] :: I drafted the arcs from a template my aunt traced in the fifties. I'll try to scan it and put it up next week.
Jo-Ann (Quilting on Cedar Creek) @ March 16, 2012 at 8:01 AM [removed_after] :: Your granddaughter is one lucky girl. I hope she knows what a treasure she is getting on her wedding day.
Marge @ March 16, 2012 at 4:45 PM :: I teared up reading about the aprons. My mother's dresses are in a box upstairs and I keep meaning to do something with them. // Maybe this is the year.
  Linda in Ohio @ March 16, 2012 at 9:20 PM :: Marge, do it! A simple nine patch with the dresses would be just as precious.
Sue from the Bee @ March 18, 2012 at 12:33 PM :: Bring it to Thursday bee so we can all see it in person please!!
  Ruth @ March 18, 2012 at 5:10 PM [owner] :: I will Sue, if the bride lets it out of her sight before June.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 4712000 + 37 * i
        author = " blog-author" if n.tag("owner") else ""
        icon = '<span class="icon user blog-author" title="Blog author"></span>' if n.tag("owner") else ""
        body = "<br /><br />".join(esc(p) for p in n.body.split("\n\n"))
        li = (
            f'<li class="comment" id="c{cid}"><div class="avatar-image-container"><img src="/_avatar/bl-{slug(n.who)[:12]}.svg" width="35" height="35" alt="" /></div>'
            f'<div class="comment-block"><div class="comment-header"><cite class="user{author}"><a href="/profile/{cid}" rel="nofollow">{esc(n.who)}</a></cite>{icon}'
            f'<span class="datetime secondary-text"><a rel="nofollow" href="?showComment=13317{cid}#c{cid}">{esc(n.at)}</a></span></div>'
            f'<p class="comment-content">{body}</p><span class="comment-actions secondary-text"><a class="comment-reply" target="_self" data-comment-id="{cid}">Reply</a>'
            f'<span class="item-control blog-admin"><a href="/delete-comment.g?postID={cid}">Delete</a></span></span></div>'
        )
        if sub:
            li += (
                f'<div class="comment-replies"><div id="c{cid}-rt" class="comment-thread inline-thread"><span class="thread-toggle thread-expanded"><span class="thread-arrow"></span>'
                f'<span class="thread-count"><a target="_self">Replies</a></span></span><ol id="c{cid}-ra" class="thread-chrome thread-expanded"><div>{sub}</div>'
                f'<div class="continue" id="c{cid}-continue"><a class="comment-reply" target="_self" data-comment-id="{cid}">Reply</a></div></ol></div></div>'
            )
        li += f'<div class="comment-replybox-single" id="c{cid}-ce"></div></li>'
        if n.tag("removed_after"):
            li += (
                '<li class="comment" id="c4712999"><div class="avatar-image-container"><img src="/_avatar/bl-gone.svg" width="35" height="35" alt="" /></div>'
                '<div class="comment-block"><div class="comment-header"><cite class="user"><a href="/profile/880" rel="nofollow">Bonnie Mae</a></cite>'
                '<span class="datetime secondary-text"><a rel="nofollow" href="#c4712999">March 16, 2012 at 10:14 AM</a></span></div>'
                '<p class="comment-content"><span class="deleted-comment">This comment has been removed by the author.</span></p></div></li>'
            )
        return li

    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>13 comments:</h4><div class="comments-content">'
        '<div class="comment-thread toplevel-thread"><ol id="top-ra">'
        + draw(ns, item, lambda s, _p: s)
        + '</ol><div id="top-continue" class="continue"><a class="comment-reply" target="_self">Add comment</a></div></div></div>'
        '<p class="comment-footer"><a href="/comment.g?blogID=77&amp;postID=31">Post a Comment</a></p></div>'
    )
    followers = "".join(
        f'<img src="/_avatar/fol-{k}.svg" width="28" height="28" alt="" /> ' for k in range(15)
    )
    side = (
        box(
            "en-quilt",
            "About Me",
            '<img src="/_avatar/ruth.svg" width="80" height="80" alt="" style="float:left;margin-right:6px" /><b>Ruth</b><br />Retired schoolteacher, grandmother of seven, quilting since 1971 on a farm that has been in my husband\'s family since 1888.<br /><a href="/profile/ruth">View my complete profile</a>',
            "Profile",
        )
        + box(
            "en-quilt",
            "Followers",
            f"<div>Followers (112) {followers}</div><a href='#'>Follow</a>",
            "Followers",
        )
        + box(
            "en-quilt",
            "Popular Posts",
            ul(
                """
Feed sacks: a little history | The prints our grandmothers wore were printed on flour bags, and here is my collection of forty-odd...
Binding tutorial with lots of pictures | I get asked every month how I do my bindings so here it is, step by step...
The great basement flood of 2011 | Six quilts, two boxes of fabric and one very wet cat...
""",
                lambda r: f'<a href="/{slug(r[0])}.html"><b>{esc(r[0])}</b></a><br />{esc(r[1])}',
            ),
            "PopularPosts",
        )
        + box(
            "en-quilt",
            "My Blog List",
            ul(
                """
Quilting on Cedar Creek | Spring table runner finished | 2 hours ago
Aunt Dot's Scrap Bag | Scrappy stars and a giveaway | 1 day ago
Feedsack Friday | A new (old) yellow print | 3 days ago
Hen House Stitches | Retreat pictures at last | 1 week ago
""",
                lambda r: (
                    f'<a href="/out/{slug(r[0])}"><b>{esc(r[0])}</b></a><br /><a href="/out/{slug(r[1])}">{esc(r[1])}</a><br /><span class="item-time">{esc(r[2])}</span>'
                ),
            ),
            "BlogList",
        )
        + box(
            "en-quilt",
            "Labels",
            links(
                ("applique", "binding", "feed sacks", "grandkids", "hand quilting", "the farmhouse"),
                "/search/label/",
                counts=("(14)", "(6)", "(22)", "(31)", "(19)", "(27)"),
            ),
            "Label",
        )
        + box(
            "en-quilt",
            "Blog Archive",
            '<ul class="hierarchy"><li>▼ <a href="/2012/">2012</a> (18)<ul><li>▼ <a href="/2012/03/">March</a> (5)<ul class="posts">'
            '<li><a href="#">The Double Wedding Ring is finally bound</a></li><li><a href="/2012/03/tulips.html">Tulips and a new border</a></li>'
            '<li><a href="/2012/03/bee.html">Thursday bee</a></li></ul></li><li>► <a href="/2012/02/">February</a> (7)</li><li>► <a href="/2012/01/">January</a> (6)</li></ul></li>'
            '<li>► <a href="/2011/">2011</a> (64)</li><li>► <a href="/2010/">2010</a> (51)</li></ul>',
            "BlogArchive",
        )
        + box(
            "en-quilt",
            "Grab My Button",
            '<img src="/_avatar/button.svg" width="125" height="125" alt="" /><br /><textarea rows="3" cols="24">&lt;a href="http://patchworkporch.example"&gt;&lt;img src="button.jpg"&gt;&lt;/a&gt;</textarea>',
        )
    )
    style = (
        ".comments h4{font:bold 15px Georgia;color:#7a4b2a}.comment-thread ol{list-style:none;margin:0;padding:0}.comment{overflow:hidden;margin:0 0 14px}"
        ".avatar-image-container{float:left;width:40px}.comment-block{margin-left:46px}cite.user{font-style:normal;font-weight:bold}.blog-author{color:#b35c1e}"
        ".icon.blog-author{display:inline-block;width:12px;height:12px;background:#e8a}.datetime a{font-size:11px;color:#999;margin-left:6px}"
        ".comment-replies{margin-left:46px}.inline-thread{border-left:2px solid #eee;padding-left:10px}.thread-count a{font-size:11px}.deleted-comment{color:#999;font-style:italic}"
        ".comment-actions a{font-size:11px;color:#999;margin-right:6px}"
    )
    piece = Piece(
        "The Double Wedding Ring is finally bound!",
        "Posted by Ruth at 8:47 PM",
        "2012-03-14T20:47:00-05:00",
        "Wednesday, March 14, 2012",
        """
Well friends, it is done. Two years, four months and one very sore thumb later, the Double Wedding Ring for my granddaughter Emily is quilted, bound and washed. I put it on the line this afternoon and the wind did the rest.

The greens are all from my scrap bins and the little yellow pieces in the melons came from my mother's aprons, which I have been saving since 1993 without knowing what for. Now I know.

The wedding is in June. I am not allowed to show it to her until then, so if any of you know Emily, mum's the word!
""",
        tags=("hand quilting", "grandkids", "feed sacks"),
    )
    return case(
        "bu-en-blogger-rings",
        "discussion",
        "en-quilt",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2012/03/double-wedding-ring-is-finally-bound.html",
        reveal="on_load",
        container="div.comments#comments: h4 '13 comments:', div.comment-thread > ol#top-ra > li.comment (cite.user, span.datetime, p.comment-content with <br> paragraphs), replies in div.comment-replies > div.inline-thread > ol > div > li.comment, one level",
        heading="13 comments:",
        description="An American quilting blog on a hosted blog engine, March 2012: a post on a finished quilt with 12 readers' comments in that engine's threaded style (one level of replies, the blogger answering four times with an author icon, a reader answering a reader), a 13th entry 'This comment has been removed by the author.' with a name and a time (not a comment), 'Post a Comment'; the sidebar's profile box, followers, popular posts with snippets, a blog list of followed blogs' latest posts with times, labels with counts, the archive tree and a blog button. Most awkward: the count '13 comments:' includes the removed placeholder; 'Replies' toggles and 'Reply' links inside every thread.",
        static=True,
        lookalikes=("my blog list: followed blogs' latest posts with times", "popular posts with snippets"),
    )


def en_typepad() -> Case:
    ns = talk("""
Dale Whitcomb @ March 05, 2012 at 07:41 AM :: Great shots. I was at the Hollis crossing with my dad in 1974 when the Local still ran with a caboose. Never thought I'd outlive it.
Karen P. @ March 05, 2012 at 08:15 AM :: The one of the GP9 coming out of the fog at Birch Siding should be framed. What lens were you using?
M. Ostrowski @ March 05, 2012 at 09:02 AM :: Does anyone know what happens to the line north of Tamarack Junction now? Is the state buying it or is it being pulled up?
^2 Signal Box Notes @ March 05, 2012 at 09:30 AM :: @Karen P.: an old 70-200 f/4 and a lot of patience. The fog lifted about two minutes after that shot.
^3 Ed Carney @ March 05, 2012 at 10:48 AM :: @M. Ostrowski: the rail-banking application went in last fall. If it goes through the rails come up but the right of way stays together for a trail.
railfan_joe @ March 05, 2012 at 11:20 AM :: Shame the paper mill closing killed it. That was 80 percent of the traffic on the north end.
Bev Lindqvist @ March 05, 2012 at 12:05 PM :: My grandfather was section foreman at Birch Siding from 1948 to 1971. The little tool house in your fourth picture was his. Thank you for this.
^7 Signal Box Notes @ March 05, 2012 at 01:14 PM :: @Bev Lindqvist: that is wonderful to hear. If you have any pictures of him at work I would love to put them up, with credit of course.
Tom H. @ March 05, 2012 at 03:37 PM :: Was there any kind of send-off? I would have driven up from Carver Falls if I had known it was the last run.
^9 Dale Whitcomb @ March 05, 2012 at 04:02 PM :: @Tom H.: about a dozen of us at Hollis and the crew blew the horn for the whole mile past the school. No announcement, it just happened.
Gene @ March 05, 2012 at 06:22 PM :: Nice write-up as always. The 1982 employee timetable you scanned last year shows four trains a day on this line. Now zero.
Lorraine Fisk @ March 06, 2012 at 07:55 AM :: We live along the line at mile 14 and the kids used to wave at the engineer every Tuesday and Friday. My youngest asked this morning where the train went.
Pete @ March 06, 2012 at 09:10 AM :: Anyone got a video? I saw someone filming at the Route 9 overpass.
^13 Karen P. @ March 06, 2012 at 10:31 AM :: @Pete: the guy at the overpass posted about six minutes of it on YouTube, search "Tamarack Local last run".
Walt Ruggles @ March 06, 2012 at 02:48 PM :: I ran that job as conductor off and on from 1979 to 1990. Good crews, bad heaters. Thanks for remembering it.
^15 Signal Box Notes @ March 06, 2012 at 06:05 PM :: @Walt Ruggles: I would buy you a coffee for an hour of stories about the bad heaters. Email me if you're ever near Hollis.
""")

    def item(i: int, n: Note) -> str:
        cid = f"6a00e5520a{num(n.who + str(i), 10**7, 10**8)}"
        cls = "comment comment-author" if n.who == "Signal Box Notes" else "comment"
        return (
            f'<a id="c{cid}"></a><div class="{cls}" id="comment-{cid}"><div class="comment-content">{ptext(n.body)}</div>'
            f'<p class="comment-footer">Posted by: <a href="/profile/{slug(n.who)}" rel="nofollow">{esc(n.who)}</a> | <a href="#comment-{cid}">{esc(n.at)}</a></p></div>'
        )

    trackbacks = """
Carver Falls Rail Notes | Last Run on the Tamarack Local | Signal Box Notes has the pictures of Friday's final run north of Hollis. We were not there, but go and look... | March 05, 2012 at 10:02 PM
New England Short Lines Daily | Monday links: the Tamarack Local, a B&M boxcar in a barn, and more | The end of the Local leads today, with a good photo essay... | March 06, 2012 at 08:40 AM
"""
    tbs = ul(
        trackbacks,
        lambda r: (
            f'<p class="trackback-title"><a href="/out/{slug(r[0])}">{esc(r[1])}</a></p><p>{esc(r[2])}</p><p class="trackback-footer">Tracked on {esc(r[3])} by {esc(r[0])}</p>'
        ),
        cls="trackback-list",
    )
    after = (
        '<div class="comments" id="comments"><h3 class="comments-header">Comments</h3><div class="comments-content">'
        + flat(ns, item)
        + "</div></div>"
        '<div class="trackbacks" id="trackback"><h3>TrackBack</h3><p>TrackBack URL for this entry:<br />http://signalboxnotes.example/services/trackback/6a00e5520a8834001</p>'
        '<p>Listed below are links to weblogs that reference <a href="#">The last run of the Tamarack Local</a>:</p>'
        + tbs
        + "</div>"
        '<div class="comments-open" id="comments-open"><h3>Post a comment</h3><p class="comments-open-moderated">Comments are moderated, and will not appear on this weblog until the author has approved them.</p>'
        '<form method="post" action="/t/comments"><p><textarea name="text" rows="8" cols="50"></textarea></p><p><input type="submit" value="Preview" /> <input type="submit" value="Post" /></p></form></div>'
    )
    left = box(
        "en-railfan",
        "Categories",
        links(("Abandoned lines", "Depots", "Photos", "Short lines", "Timetables"), "/cat/"),
        "categories",
    ) + box(
        "en-railfan",
        "Archives",
        links(
            ("March 2012", "February 2012", "January 2012", "December 2011", "November 2011"), "/archives/"
        ),
        "archives",
    )
    side = (
        box(
            "en-railfan",
            "Recent Comments",
            ul(
                """
Gene | Birch Siding depot, then and now
Walt Ruggles | The 1982 employee timetable
Karen P. | Snow on the Carver Falls branch
Ed Carney | Rail-banking, explained (sort of)
""",
                lambda r: (
                    f'<a href="/out/{slug(r[0])}">{esc(r[0])}</a> on <a href="/{slug(r[1])}.html">{esc(r[1])}</a>'
                ),
            ),
            "recent-comments",
        )
        + box(
            "en-railfan",
            "Blogroll",
            links(
                (
                    "Carver Falls Rail Notes",
                    "New England Short Lines Daily",
                    "Fog & Flanges",
                    "The Depot Detective",
                ),
                "/out/",
            ),
            "typelist",
        )
        + box(
            "en-railfan",
            "Twitter Updates",
            ul(
                """
Final run photos of the Tamarack Local are up. Bring tissues. | about 14 hours ago
Fog at Birch Siding, GP9 on the way. Fingers crossed. | 3 days ago
""",
                lambda r: f"<span>{esc(r[0])}</span> <a href='#'>{esc(r[1])}</a>",
            )
            + '<a href="#">follow me on Twitter</a>',
            "twitter",
        )
        + box(
            "en-railfan", "Subscribe", '<a href="/atom.xml">Subscribe to this blog\'s feed</a>', "syndicate"
        )
    )
    style = (
        ".comments-header{font-size:14px;border-bottom:1px solid #ccc}.comment{margin:10px 0;border-bottom:1px dotted #ccc}.comment-footer{font-size:11px;color:#777}"
        ".comment-author{background:#f3f6fa}.trackback-list{list-style:none;padding:0}.trackback-footer{font-size:11px;color:#777}"
    )
    piece = Piece(
        "The last run of the Tamarack Local",
        "Posted at 06:12 AM in Abandoned lines, Photos",
        "2012-03-05T06:12:00-05:00",
        "March 05, 2012",
        """
On Friday the Tamarack Local made its last trip north of Hollis. One GP9, four empty centerbeams and a crew of two, and by two in the afternoon it was back in the yard and the line beyond Tamarack Junction was out of service for good.

I followed it from Hollis to Birch Siding and back. The fog was thick until almost eleven, which gave the whole day the right mood. Pictures below, in order.

With the mill at Birch Siding closed since last spring there was nothing left to haul. The railroad has filed to rail-bank the north end; what that means for the old depot nobody can tell me yet.
""",
        tags=("Tamarack Valley", "GP9"),
    )
    return case(
        "bu-en-typepad-lastrun",
        "discussion",
        "en-railfan",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/signal_box_notes/2012/03/the-last-run-of-the-tamarack-local.html",
        reveal="on_load",
        container="div.comments#comments > div.comments-content: a[id] + div.comment (div.comment-content paragraphs, then p.comment-footer 'Posted by: NAME | DATE'), flat",
        heading="Comments",
        description="An American railfan's hosted blog of March 2012 in a three-column layout: a photo essay on a branch line's last run with 16 flat comments whose 'Posted by: NAME | DATE' line follows the text; six answers open with '@Name:' (the blogger three times under the blog's own name); then a TrackBack section listing two weblogs with excerpts and 'Tracked on' lines, a moderated comment form; the side columns' categories, archives, recent comments (names on other posts), blogroll and the blogger's tweets. Most awkward: the name after the text, and the '@Name:' answers as the only sign of who answers whom.",
        static=True,
        lookalikes=("trackbacks with excerpts", "recent comments of other posts", "tweets"),
    )


def en_mt() -> Case:
    ns = talk("""
Joan Mabry @ March 21, 2012 9:14 PM :: Third continuance in a row. At some point "we need more information" stops being a reason and starts being a strategy.
Phil Dorsey @ March 21, 2012 9:40 PM :: To be fair, the traffic study really was missing the Saturday counts. Elm is a parking lot on farmers' market days.
^2 Joan Mabry @ March 21, 2012 10:02 PM :: Phil, the market runs May through October. It's March. They could have counted last fall.
Greg Tallis @ March 22, 2012 7:05 AM :: I own the house two doors down from the lot and I'm honestly fine with a duplex. It's the four-unit version they floated last year that scared people.
Anne-Marie K. @ March 22, 2012 8:31 AM :: Does anybody know if the April 18 meeting is at City Hall or the library annex again? The annex had no microphone and half of us couldn't hear the board.
^5 Corner of Fifth and Elm @ March 22, 2012 9:10 AM :: Anne-Marie, the agenda says City Hall, room 2B. I'll post the agenda link the week before.
Rick Salcedo @ March 22, 2012 12:47 PM :: The developer has now paid for three traffic studies. You'd think someone would just tell him no or yes.
^4 Deb Underhill @ March 22, 2012 6:20 PM :: Greg, same here. We were at the meeting mostly because of the driveway on Fifth. If that moves to Elm I have no objection.
Walter P. @ March 23, 2012 8:12 AM :: Thanks for covering this, the Courier gave it two sentences.
^7 Phil Dorsey @ March 23, 2012 11:55 AM :: Rick, the board can't say no without findings. That's why they keep asking for studies: a denial without findings gets overturned in court.
""")

    def item(i: int, n: Note) -> str:
        cid = 20431 + i
        own = " entry-author" if n.who == "Corner of Fifth and Elm" else ""
        reply = ""
        if n.parent is not None:
            reply = (
                f' replied to <a href="#comment-{20431 + n.parent}">comment from {esc(ns[n.parent].who)}</a>'
            )
        return (
            f'<div class="comment{own}" id="comment-{cid}"><div class="inner"><div class="comment-header"><div class="asset-meta">'
            f'<span class="byline"><span class="vcard author"><a href="/profile/{slug(n.who)}" rel="nofollow">{esc(n.who)}</a></span>{reply} '
            f'<span class="separator">|</span> <a href="#comment-{cid}">{esc(n.at)}</a></span></div></div>'
            f'<div class="comment-content">{ptext(n.body)}</div>'
            f'<div class="comment-footer"><a href="#comment-form" onclick="return false">Reply</a></div></div></div>'
        )

    after = (
        '<div id="comments" class="comments"><h2 class="comments-header">10 Comments</h2><div class="comments-content">'
        + flat(ns, item)
        + "</div></div>"
        '<div id="trackbacks" class="trackbacks"><h2 class="trackbacks-header">1 TrackBack</h2><div class="trackbacks-info"><p>TrackBack URL: http://fifthandelm.example/mt/mt-tb.cgi/812</p></div>'
        '<div class="trackbacks-content"><div class="trackback" id="ping-311"><div class="inner"><div class="trackback-content"><p>The zoning board has again continued the Elm Street duplex hearing, and the Corner of Fifth and Elm has the play-by-play...</p></div>'
        '<div class="trackback-footer">Tracked: <a href="/out/courier-watch">Courier Watch</a> on March 22, 2012 8:02 AM</div></div></div></div></div>'
        '<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Leave a comment</h2><form method="post" action="/mt/mt-comments.cgi" id="comments-form">'
        '<p>Name <input id="comment-author" name="author" /></p><p>Email <input id="comment-email" name="email" /></p><p><textarea id="comment-text" name="text" rows="10" cols="50"></textarea></p>'
        '<p><input type="submit" value="Preview" /> <input type="submit" value="Submit" /></p></form></div>'
    )
    side = (
        box(
            "en-mt",
            "Search",
            '<form action="/mt/mt-search.cgi"><input name="search" size="18" /></form>',
            "search",
        )
        + box(
            "en-mt",
            "About this Entry",
            "<p>This page contains a single entry by Corner of Fifth and Elm published on March 21, 2012 8:30 PM.</p><p><a href='/2012/03/school-budget.html'>School budget: the numbers nobody read</a> was the previous entry in this blog.</p>",
            "about",
        )
        + box(
            "en-mt",
            "Recent Entries",
            links(
                (
                    "Zoning board punts on the Elm Street duplex, again",
                    "School budget: the numbers nobody read",
                    "Snow removal: who plows the alley?",
                    "Candidates' night, the short version",
                ),
                "/2012/03/",
            ),
            "recent",
        )
        + box(
            "en-mt",
            "Tag Cloud",
            cloud("zoning:5, schools:4, budget:3, Elm Street:4, parking:2, snow:2, elections:3, library:1"),
            "tagcloud",
        )
        + box(
            "en-mt",
            "March 2012",
            '<table class="calendar"><tr><th>Sun</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th></tr>'
            '<tr><td></td><td></td><td></td><td></td><td>1</td><td>2</td><td>3</td></tr><tr><td>4</td><td>5</td><td><a href="#">6</a></td><td>7</td><td>8</td><td>9</td><td>10</td></tr>'
            '<tr><td>11</td><td>12</td><td>13</td><td><a href="#">14</a></td><td>15</td><td>16</td><td>17</td></tr><tr><td>18</td><td>19</td><td>20</td><td><a href="#">21</a></td><td>22</td><td>23</td><td>24</td></tr>'
            "<tr><td>25</td><td>26</td><td>27</td><td>28</td><td>29</td><td>30</td><td>31</td></tr></table>",
            "calendar",
        )
        + box("en-mt", "Subscribe", '<a href="/atom.xml">Subscribe to this blog\'s feed</a>', "syndication")
    )
    style = (
        ".comments-header{font-size:18px;border-bottom:1px solid #ccc}.comment{margin:12px 0;border-bottom:1px solid #eee}.comment .asset-meta{border:0;font-size:12px}"
        ".entry-author{background:#fbf8ec}.comment-footer a{font-size:11px}.trackbacks{margin-top:18px;font-size:12px;color:#666}"
    )
    piece = Piece(
        "Zoning board punts on the Elm Street duplex, again",
        "By Corner of Fifth and Elm",
        "2012-03-21T20:30:00-05:00",
        "March 21, 2012 8:30 PM",
        """
For the third month running, the Zoning Board of Appeals has continued the hearing on the proposed duplex at 412 Elm. Tonight's reason: the traffic study did not include Saturday counts.

About thirty neighbors showed up, which is thirty more than usually come to a ZBA meeting. Most of the speakers were worried about the driveway on Fifth, not about the building itself.

The hearing is continued to April 18. The developer's attorney said, politely, that his client is running out of patience and money.
""",
        tags=("zoning", "Elm Street"),
    )
    return case(
        "bu-en-mt-replied",
        "discussion",
        "en-mt",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2012/03/zoning-board-punts-on-elm-street-duplex.html",
        reveal="on_load",
        container="div#comments.comments > div.comments-content > div.comment > div.inner (div.comment-header span.byline 'NAME replied to comment from NAME | DATE', div.comment-content, div.comment-footer 'Reply'), flat",
        heading="10 Comments",
        description="An American neighbourhood-politics blog of March 2012 on a self-hosted blog engine: a post on a zoning hearing with 10 flat comments, four of them answers whose byline says 'NAME replied to comment from NAME' with a link to the answered comment (one by the blogger), then '1 TrackBack' with an excerpt, a comment form; the sidebar's 'About this Entry', recent entries, a tag cloud and a month calendar. Most awkward: the thread is flat on the page; only the byline's 'replied to comment from' link tells the parent.",
        static=True,
        lookalikes=("a trackback with an excerpt",),
    )


def en_herald() -> Case:
    ns = talk("""
RiverRatRon @ 2 hours ago [likes=4] :: Six weeks in July and August, right when the campground on the east side is full. Great planning.
  CountyRoadsFan @ 1 hour ago [likes=2] :: The article says the contractor can't pour the deck below 50 degrees. Would you rather they did it in November?
Millbrook Herald staff @ 3 hours ago [likes=6] :: Update: the county engineer confirms the detour signs go up June 25. School buses for summer programs will use the Route 11 bridge.
mom_of_3 @ 5 hours ago [likes=1] :: What about the ambulance? The fire station is on the west side and the nursing home is on the east side.
  Jim Kessler @ 4 hours ago [likes=5] :: The county said at the meeting that an ambulance will be stationed at the Grange hall on the east side for the whole closure.
  mom_of_3 @ 4 hours ago [likes=0] :: Thank you Jim, that's a relief.
Harold W. Beane @ Yesterday at 9:41 p.m. [likes=3] :: That bridge was built the year I was born, 1951. It's earned a facelift.
lakeside_deb @ Yesterday at 6:05 p.m. [likes=0] :: Will the walking path under the bridge stay open?
tired_of_detours @ Yesterday at 4:12 p.m. [likes=2] :: Last time they "fixed" it the potholes were back in two years. I'll believe it when I see it.
""")
    heads = [i for i, n in enumerate(ns) if n.parent is None]

    def item(i: int, n: Note, sub: str) -> str:
        child = " cmt-child" if n.parent is not None else ""
        staff = " cmt-staff" if n.who.endswith("staff") else ""
        badge = ' <span class="cmt-badge">STAFF</span>' if staff else ""
        return (
            f'<div class="cmt-item{child}{staff}" id="comment_{9900 + i}"><img class="cmt-av" src="/_avatar/tn-{slug(n.who)[:14]}.svg" width="40" height="40" alt="" />'
            f'<div class="cmt-main"><p class="cmt-meta"><a class="cmt-user" href="/users/profile/{slug(n.who)}">{esc(n.who)}</a>{badge} <span class="cmt-time">posted {esc(n.at)}</span></p>'
            f'<div class="cmt-text">{ptext(n.body)}</div>'
            f'<p class="cmt-tools"><a href="#" class="cmt-like">Like</a> ({n.tag("likes", "0")}) · <a href="#" class="cmt-reply">Reply</a> · <a href="/report/{9900 + i}" class="cmt-report">Report abuse</a></p></div></div>'
            + sub
        )

    thread = "".join(item(i, ns[i], draw(ns, item, lambda s, _p: s, i)) for i in heads)
    after = (
        '<div id="story-comments" class="story-comments"><h3>Comments <span class="cmt-count">(9)</span></h3>'
        '<p class="cmt-sort">Sort by: <b>Newest</b> | <a href="?sort=oldest">Oldest</a> | <a href="?sort=liked">Most liked</a></p>'
        '<p class="cmt-login">You must be <a href="/login">logged in</a> to post a comment. Comments are the opinions of their authors, not of The Millbrook Herald.</p>'
        + thread
        + '<p class="cmt-rss"><a href="/comments/rss">Comments RSS</a></p></div>'
    )
    side = (
        box(
            "en-herald",
            "Most Read",
            links(
                (
                    "Larch River bridge to close for six weeks",
                    "Millbrook girls win sectional title",
                    "Police: two arrested after Main Street break-in",
                    "Obituary: Harriet L. Coombs, 94",
                ),
                "/news/",
                "ol",
            ),
            "mostread",
        )
        + box(
            "en-herald",
            "Most Commented",
            links(
                (
                    "School board weighs four-day week",
                    "Larch River bridge to close for six weeks",
                    "Letter: the dog park is a disgrace",
                ),
                "/news/",
                "ol",
                ("(58)", "(9)", "(33)"),
            ),
            "mostcommented",
        )
        + box(
            "en-herald",
            "Today's Poll",
            '<p>Should the county have closed the bridge in spring instead?</p><form><label><input type="radio" name="p" /> Yes</label><br /><label><input type="radio" name="p" /> No</label><br /><label><input type="radio" name="p" /> Doesn\'t matter to me</label><br /><input type="submit" value="Vote" /> <a href="#">View results</a></form>',
            "poll",
        )
        + box(
            "en-herald",
            "Weather",
            "<p>Millbrook: 41°F, cloudy. Tomorrow: rain, high 48.</p>",
            "weather",
        )
    )
    style = (
        ".story-comments{border-top:3px solid #365c86;margin-top:16px}.cmt-item{overflow:hidden;border-bottom:1px solid #e3e3e3;padding:8px 0}.cmt-child{margin-left:48px;background:#f7f9fb}"
        ".cmt-av{float:left}.cmt-main{margin-left:50px}.cmt-meta{margin:0;font-size:11px;color:#777}.cmt-user{font-weight:bold}.cmt-badge{background:#365c86;color:#fff;font-size:9px;padding:0 3px}"
        ".cmt-tools{font-size:11px;color:#777;margin:2px 0}.cmt-sort,.cmt-login{font-size:11px;color:#666}"
    )
    piece = Piece(
        "Larch River bridge to close for six weeks this summer",
        "By Nancy Prewitt, Herald staff writer",
        "2012-04-10T07:00:00-04:00",
        "Tuesday, April 10, 2012 7:00 am",
        """
The County Road 4 bridge over the Larch River will close to all traffic from June 25 to August 6 while a contractor replaces the deck and railings, county engineer Mark Dufresne told the commissioners Monday.

The 61-year-old bridge carries about 2,300 vehicles a day. The detour via the Route 11 bridge adds roughly seven miles for drivers going between Millbrook and the east-side neighborhoods.

The $1.4 million project is paid mostly with state bridge funds. Dufresne said the work has to be done in warm weather because the concrete deck cannot be poured below 50 degrees.
""",
        dek="Detour via Route 11 adds seven miles; county says summer is the only window.",
        section="News",
        tags=("roads", "Larch River", "county commissioners"),
    )
    return case(
        "bu-en-herald-newest",
        "discussion",
        "en-herald",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/local/larch-river-bridge-to-close-for-six-weeks/article_5f2c.html",
        reveal="on_load",
        container="div#story-comments: div.cmt-item siblings (a.cmt-user, span.cmt-time 'posted 2 hours ago', div.cmt-text, p.cmt-tools 'Like (n) · Reply · Report abuse'); answers are siblings after their parent with the class cmt-child",
        heading="Comments (9)",
        description="A small-town American paper of April 2012 on a hosted newspaper CMS: a story on a bridge closure with 9 comments newest first (the paper's staff answering once at the top; three answers one level deep), relative times ('2 hours ago', 'Yesterday at 9:41 p.m.'), like counts, 'Report abuse' links, a login notice and sort links; the right rail's ad slot, most read, most commented with counts, a poll and the weather. Most awkward: the answers are siblings of their parents, marked only by a class and a margin, and the order is newest first.",
        static=True,
        lookalikes=("most commented with counts", "a poll"),
    )


def threads_bu() -> list[Case]:
    return [en_blogger(), en_typepad(), en_mt(), en_herald()]
