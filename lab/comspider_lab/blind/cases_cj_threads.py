"""Blind set CJ: four discussions as the blog systems of 2012 printed them in the served HTML: a WordPress tech blog
(Twenty Eleven's threaded list, a pingback among the comments, the author's answers), a Blogger astronomy blog (the
classic ``dl`` of ``dt``/``dd`` siblings, "Anonymous said...", a removed comment), a Typepad TV-recap blog (the name
after the text in "Posted by:", "@Name" answers in a flat list) and a Drupal 6 community paper (auto subjects that
repeat the text's first words, "(not verified)", nesting by ``div.indented``). Every name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cj_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    esc,
    linklist,
    paras,
    seeds,
    slug,
    talk,
)


def wp_nexus() -> Case:
    ns = talk("""
Marcus T @ July 18, 2012 at 9:41 am :: Great write-up. The thing that sold me is the price, honestly. I had an original Galaxy Tab and it cost more than twice this and felt half as quick. Ordered the 16GB on Monday, still says "preparing for shipment" though.
  Dana Whitfield @ July 18, 2012 at 10:05 am :: Same here, ordered the 16 on the 2nd and mine still hasn't shipped. Apparently the Play Store is sending the 8GB ones out first.
    Owen Pryce @ July 18, 2012 at 11:20 am :: Dana, that's what we've heard too. Google told us the 16GB units are "shipping in the coming days", for whatever that's worth. I'd give it until the end of next week before calling them.
raj_k @ July 18, 2012 at 12:02 pm :: No rear camera, no microSD, no HDMI out. For $199 I get it, but 8GB with no card slot is a joke once you put a couple of games on it. Nobody should buy the 8.
Lisa M. @ July 18, 2012 at 1:37 pm :: How does it do as an e-reader? I mostly want something for Kindle and the odd magazine in bed, and my iPad 2 is just too heavy to hold up for an hour. // Also is the screen ok in sunlight or is it as bad as every other tablet?
  Owen Pryce @ July 18, 2012 at 2:10 pm :: Lisa, for reading it's the best thing we've tried at this size. It weighs 340g and you can hold it one-handed for ages. The Kindle app works fine. Sunlight, though, no: it's a glossy LCD, same story as everything else.
  Pete Gallagher @ July 18, 2012 at 3:48 pm :: I've been using mine for Kindle books every night for a week. The back has a dimpled rubbery finish that makes it easy to grip. Battery is easily two nights of reading with wifi off.
PINGBACK @ July 18, 2012 at 4:12 pm :: Google's $199 tablet lands: what the reviews say « The App Desk
nightowl_dev @ July 18, 2012 at 6:55 pm :: Jelly Bean is the real story here. Project Butter makes scrolling actually smooth for the first time on Android. Can't wait for it to hit my Galaxy Nexus.
  raj_k @ July 18, 2012 at 7:31 pm :: Which it should do "in mid-July" according to Google. We'll see.
Hannah Obi @ July 19, 2012 at 8:14 am :: Bought one for my dad, who is 71 and had never used anything with a touchscreen. Set it up with his Gmail in ten minutes and he's been on iPlayer all weekend. That's the best review I can give it.
""")
    urls = {"Marcus T": "http://marcustinkers.blogspot.com", "Pete Gallagher": "http://petegallagher.net"}

    def li(i: int, n: Note) -> str:
        cid = 4412 + 7 * i
        if n.who == "PINGBACK":
            return f'<li class="post pingback"><p>Pingback: <a href="http://theappdesk.com/2012/07/nexus-7-reviews/" rel="external nofollow" class="url">{esc(n.body)}</a></p></li>'
        kids = [j for j, m in enumerate(ns) if m.parent == i]
        author_cls = " byuser comment-author-owen bypostauthor" if n.who == "Owen Pryce" else ""
        name = (
            f'<a href="{urls[n.who]}" rel="external nofollow" class="url">{esc(n.who)}</a>'
            if n.who in urls
            else esc(n.who)
        )
        parity = "even" if i % 2 == 0 else "odd"
        children = f'<ul class="children">{"".join(li(j, ns[j]) for j in kids)}</ul>' if kids else ""
        return (
            f'<li class="comment {parity}{author_cls} depth-{n.depth + 1}" id="li-comment-{cid}">'
            f'<article id="comment-{cid}" class="comment"><footer class="comment-meta"><div class="comment-author vcard">'
            f'<img alt="" src="/_avatar/gravatar-{cid}.svg" class="avatar avatar-{68 if n.depth == 0 else 39} photo" height="{68 if n.depth == 0 else 39}" width="{68 if n.depth == 0 else 39}">'
            f'<span class="fn">{name}</span> on <a href="/2012/07/18/nexus-7-hands-on/#comment-{cid}"><time pubdate datetime="2012-07-18">{esc(n.at)}</time></a> <span class="says">said:</span></div></footer>'
            f'<div class="comment-content">{paras(n.body)}</div><div class="reply"><a class="comment-reply-link" href="/2012/07/18/nexus-7-hands-on/?replytocom={cid}#respond">Reply <span>&darr;</span></a></div></article>'
            f"{children}</li>"
        )

    top = "".join(li(i, n) for i, n in enumerate(ns) if n.parent is None)
    after = (
        '<div id="comments"><h2 id="comments-title">11 thoughts on &ldquo;<span>Hands on with the Nexus 7: a $199 tablet that finally makes sense</span>&rdquo;</h2>'
        f'<ol class="commentlist">{top}</ol>'
        '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <input id="author" name="author" type="text" size="30"></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <input id="email" name="email" type="text" size="30"></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment"></p></form></div></div>'
    )
    recent = (
        '<ul id="recentcomments">'
        + "".join(
            f'<li class="recentcomments">{esc(a)} on <a href="/{slug(t)[:40]}/">{esc(t)}</a></li>'
            for a, t in (
                ("Hannah Obi", "Hands on with the Nexus 7: a $199 tablet that finally makes sense"),
                ("Gerry Lomax", "iOS 6 Maps: is Apple ready to drop Google?"),
                ("Chris", "Five free apps that earn their place on your home screen"),
                ("nightowl_dev", "Hands on with the Nexus 7: a $199 tablet that finally makes sense"),
                ("Tina R", "Surface: Microsoft's tablet gamble, in pictures"),
            )
        )
        + "</ul>"
    )
    cloud = "".join(
        f'<a href="/tag/{slug(t)}/" style="font-size:{s}pt">{esc(t)}</a> '
        for t, s in (
            ("Android", 22),
            ("Apple", 18),
            ("apps", 11),
            ("BlackBerry", 8),
            ("Galaxy S III", 14),
            ("Google", 20),
            ("iPad", 16),
            ("iPhone 5 rumours", 12),
            ("Kindle Fire", 10),
            ("Windows 8", 13),
        )
    )
    side = (
        box(
            "byteharbor",
            "Search",
            '<form role="search" method="get" id="searchform" action="/"><input type="text" name="s"><input type="submit" value="Search"></form>',
            "widget_search",
        )
        + box("byteharbor", "Recent Comments", recent, "widget_recent_comments")
        + box(
            "byteharbor",
            "Popular This Week",
            linklist(
                """
Galaxy S III review: plastic fantastic? | 87
iOS 6 Maps: is Apple ready to drop Google? | 64
Hands on with the Nexus 7: a $199 tablet that finally makes sense | 11
Why I finally gave up on my BlackBerry | 52
""",
                "ol",
                "comments",
            ),
            "widget_popular",
        )
        + box("byteharbor", "Tags", f'<div class="tagcloud">{cloud}</div>', "widget_tag_cloud")
        + box(
            "byteharbor",
            "Follow us",
            '<p><a href="#">Twitter</a> · <a href="#">Facebook</a> · <a href="/feed/">RSS</a></p><p><img src="/_avatar/fb-likebox.svg" width="250" height="180" alt="Byte Harbor on Facebook: 2,341 people like this"></p>',
            "widget_social",
        )
    )
    piece = Piece(
        "Hands on with the Nexus 7: a $199 tablet that finally makes sense",
        'Posted on <a href="#" rel="bookmark"><time class="entry-date" datetime="2012-07-18T08:30:00+00:00" pubdate>July 18, 2012</time></a><span class="by-author"> <span class="sep"> by </span> <span class="author vcard"><a class="url fn n" href="/author/owen/" rel="author">Owen Pryce</a></span></span>',
        "2012-07-18T08:30:00+00:00",
        "July 18, 2012",
        """
We've had Google's Nexus 7 for a week now, and the short version is this: for $199 nothing else comes close. It is quick, the 1280 by 800 screen is sharp enough that text looks printed, and it is light enough to hold in one hand on a crowded train.

The quad-core Tegra 3 inside makes short work of everything we threw at it, and Android 4.1, Jelly Bean, is the smoothest version of Android yet. Scrolling through long web pages no longer stutters, and Google Now, the new card-based assistant, is more useful than we expected: it told us our train was late before we had left the house.

There are compromises. There is no rear camera, no memory card slot and no video output, and the single speaker on the back is tinny and easy to cover with your palm. The 8GB model in particular will fill up fast if you download films.

But for reading, browsing and the odd game, it is the first small tablet we would recommend without a long list of caveats. Amazon, your move.
""",
        section="Tablets",
        tags=("Android", "Google", "Jelly Bean", "Nexus 7", "tablets"),
    )
    return case(
        "cj-wp-nexus",
        "discussion",
        "byteharbor",
        piece,
        Bits(
            after=after,
            side=side,
            style="#comments-title{font-size:15px}.commentlist{list-style:none;padding:0}.commentlist .children{list-style:none;margin-left:40px}.bypostauthor>article{background:#f4f8fc}.pingback p{font-size:11px;color:#777}.tagcloud a{margin-right:4px}",
        ),
        seeds(ns, skip=(7,)),
        path="/2012/07/18/nexus-7-hands-on/",
        container="div#comments > ol.commentlist > li.comment.depth-N (article.comment: span.fn NAME, time, div.comment-content > p), ul.children for replies; a li.post.pingback among them",
        heading="11 thoughts on “Hands on with the Nexus 7: …”",
        description="A WordPress tech blog of 2012 in a Twenty Eleven-like theme: a hands-on review of a tablet and 10 reader comments (5 replies, 3 levels), two by the post's author (bypostauthor), one of two paragraphs, and a pingback from another blog between them (not a comment; the heading's count of 11 includes it); Recent Comments (with this post's commenters too), Popular This Week with comment counts, a tag cloud, a Facebook box as saved. Most awkward: the pingback inside the list, the recent-comments widget naming this thread's own commenters.",
        lookalikes=(
            "a pingback in the comment list",
            "Recent Comments widget",
            "popular posts with comment counts",
        ),
    )


def blogger_venus() -> Case:
    ns = talk("""
Anonymous @ June 6, 2012 at 9:02 AM :: Fantastic shots given the cloud! We were clouded out completely in Haddington, didn't see a thing. Thanks for sharing these.
Gordon Baird @ June 6, 2012 at 10:37 AM :: Well done Alan. I had the Baader film on the ST80 from the top of North Berwick Law but only got about six minutes between cloud banks before third contact. Got a couple of frames but nothing as crisp as your second one. // Did you notice any black drop effect at third contact or was it too low by then?
Alan McCrae @ June 6, 2012 at 12:15 PM :: @Gordon - too low and too much murk to say, honestly. There was a sort of smeared look to the edge but I'd put that down to the seeing rather than anything else. Six minutes is better than nothing, the next chance is 2117!
REMOVED @ June 6, 2012 at 1:02 PM :: Kirsty Dow
Fiona @ June 6, 2012 at 2:48 PM :: My two boys (8 and 11) got up at 4 with me to watch it through eclipse glasses and they were thrilled to see the dot, even though it was tiny. Told them they'll never see it again and the wee one asked "not even when I'm a granda?"
Anonymous @ June 7, 2012 at 7:20 AM :: What was the exposure on the last photo? Looks like you had a filter on, the colour is lovely and orange.
Alan McCrae @ June 7, 2012 at 8:03 AM :: Anonymous - 1/500 at ISO 200 through the Baader film. The orange is just the low sun through all that atmosphere, no filter trickery. I nudged the white balance a bit in Lightroom but that's all.
Stargazer_Neil @ June 8, 2012 at 11:46 PM :: Just found your blog via the SPA forum. Brilliant stuff. Have bookmarked it and I'll be following the Jupiter posts this autumn. // Clear skies!
""")
    # Answers by "@Gordon" and "Anonymous -": the typed address gives the parent (the latest earlier entry by that name)
    ns[2] = Note(ns[2].who, ns[2].at, ns[2].body, 1, 0)
    ns[6] = Note(ns[6].who, ns[6].at, ns[6].body, 5, 0)

    def entry(i: int, n: Note) -> str:
        cid = 7301882645190 + 31 * i
        if n.who == "REMOVED":
            return (
                f'<dt class="comment-author " id="c{cid}"><a name="c{cid}"></a><div class="avatar-image-container avatar-stock"><span dir="ltr"><img src="/_avatar/b16-rounded.svg" width="16" height="16" alt=""></span></div>'
                f'<a href="http://www.blogger.com/profile/0{cid}" rel="nofollow">{esc(n.body)}</a> said...</dt>'
                f'<dd class="comment-body" id="Blog1_cmt-{cid}"><span class="deleted-comment">This comment has been removed by the author.</span></dd>'
                f'<dd class="comment-footer"><span class="comment-timestamp"><a href="?showComment={cid}#c{cid}" title="comment permalink">{esc(n.at)}</a></span></dd>'
            )
        if n.who == "Anonymous":
            who = '<div class="avatar-image-container avatar-stock"><span dir="ltr"><img src="/_avatar/anon36.svg" width="35" height="35" alt="" title="Anonymous"></span></div>\nAnonymous said...'
        else:
            who = (
                f'<div class="avatar-image-container vcard"><span dir="ltr"><a href="http://www.blogger.com/profile/1{cid}" rel="nofollow"><img src="/_avatar/bp-{cid}.svg" width="35" height="35" alt="" title="{esc(n.who)}"></a></span></div>'
                f'\n<a href="http://www.blogger.com/profile/1{cid}" rel="nofollow">{esc(n.who)}</a> said...'
            )
        blog_author = " blog-author" if n.who == "Alan McCrae" else ""
        return (
            f'<dt class="comment-author{blog_author}" id="c{cid}"><a name="c{cid}"></a>{who}</dt>'
            f'<dd class="comment-body" id="Blog1_cmt-{cid}"><p>{paras(n.body, joiner="<br /><br />")}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="?showComment={cid}#c{cid}" title="comment permalink">{esc(n.at)}</a></span>'
            f'<span class="item-control blog-admin pid-1208843017"><a class="comment-delete" href="https://www.blogger.com/delete-comment.g?blogID=55012&amp;postID={cid}" title="Delete Comment"><img src="/_avatar/icon_delete13.svg" alt=""></a></span></dd>'
        )

    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>8 comments:</h4><div id="Blog1_comments-block-wrapper">'
        '<dl class="avatar-comment-indent" id="comments-block">'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + "</dl></div>"
        '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=55012&amp;postID=1208843017" onclick="">Post a Comment</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/06/noctilucent-clouds.html" title="Newer Post">Newer Post</a></span>'
        '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/05/annular-eclipse-from-afar.html" title="Older Post">Older Post</a></span><a class="home-link" href="/">Home</a></div>'
        '<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="/feeds/1208843017/comments/default" type="application/atom+xml">Post Comments (Atom)</a></div></div>'
    )
    popular = "".join(
        f'<li><div class="item-thumbnail"><img src="/_avatar/pp-{k}.svg" width="72" height="72" alt=""></div><div class="item-title"><a href="/{slug(t)[:40]}.html">{esc(t)}</a></div><div class="item-snippet">{esc(s)}</div></li>'
        for k, (t, s) in enumerate(
            (
                (
                    "Building a roll-off roof observatory for under £400",
                    "Part one of the shed saga. The base went in over Easter and the wife has stopped asking when it'll be finished...",
                ),
                (
                    "Transit of Venus from Gullane Bents",
                    "Up at 3.45am, flask of coffee, and a sky that could not make up its mind...",
                ),
                (
                    "Which binoculars for a beginner?",
                    "I get asked this more than anything else, so here's my honest answer...",
                ),
            )
        )
    )
    archive = (
        '<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="#">▼ </a><a class="post-count-link" href="/2012/">2012</a> <span class="post-count" dir="ltr">(14)</span>'
        '<ul class="hierarchy"><li class="archivedate expanded"><a class="post-count-link" href="/2012/06/">June</a> <span class="post-count">(2)</span></li>'
        '<li class="archivedate collapsed"><a class="post-count-link" href="/2012/05/">May</a> <span class="post-count">(3)</span></li>'
        '<li class="archivedate collapsed"><a class="post-count-link" href="/2012/04/">April</a> <span class="post-count">(4)</span></li></ul></li>'
        '<li class="archivedate collapsed"><a class="post-count-link" href="/2011/">2011</a> <span class="post-count">(31)</span></li></ul>'
    )
    blogroll = linklist("""
Stargazers' Lounge
Edinburgh Astronomical Society
The Sky at Night
Cloudy Nights
""")
    side = (
        box(
            "darkskies",
            "About Me",
            '<img src="/_avatar/alan.svg" width="80" height="80" alt="" style="float:left;margin-right:6px"><dl class="profile-datablock"><dt class="profile-data"><a href="#">Alan McCrae</a></dt><dd class="profile-textblock">Retired maths teacher, East Lothian. Clouds permitting, out with the scopes most clear nights. SPA member.</dd></dl><a class="profile-link" href="#">View my complete profile</a>',
            "Profile",
        )
        + box(
            "darkskies",
            "Followers",
            '<div id="Followers1-wrapper">Followers (43)<br><img src="/_avatar/followers-grid.svg" width="220" height="60" alt=""></div>',
            "Followers",
        )
        + box(
            "darkskies",
            "Popular Posts",
            f'<div class="popular-posts"><ul>{popular}</ul></div>',
            "PopularPosts",
        )
        + box(
            "darkskies",
            "Blog Archive",
            f'<div id="ArchiveList"><div id="BlogArchive1_ArchiveList">{archive}</div></div>',
            "BlogArchive",
        )
        + box("darkskies", "Astro links", blogroll, "LinkList")
    )
    piece = Piece(
        "Transit of Venus from Gullane Bents",
        'Posted by <span class="fn">Alan McCrae</span> at <a class="timestamp-link" href="#" rel="bookmark" title="permanent link"><abbr class="published" title="2012-06-06T07:55:00+01:00">7:55 AM</abbr></a>',
        "2012-06-06T07:55:00+01:00",
        "Wednesday, 6 June 2012",
        """
Up at 3.45am, flask of coffee, and a sky that could not make up its mind. The Sun rose at 4.28 over the Firth of Forth with Venus already well across its face, and for the first twenty minutes there was a band of low cloud sitting right on the horizon.

At about 4.55 it cleared, and through the ST102 with the Baader solar film on the front the black disc of Venus was unmistakable, far bigger and sharper than I expected after years of looking at it as a dazzling point. I managed around forty minutes of proper viewing, on and off, before the cloud closed in for good at 5.40.

Photos below are through the scope with the Canon 550D at prime focus. The first is the best of a bad bunch near sunrise; the second, at 5.12, is the sharpest I got; the third shows the last of it before third contact, low and very orange.

A handful of dog walkers stopped to look through the scope and one of them, a lady of about eighty, said she'd been hoping to see this since reading about it in 2004. That made the early start worth it on its own.
""",
        tags=("Sun", "Transit of Venus", "imaging", "East Lothian"),
    )
    return case(
        "cj-blogger-venus",
        "discussion",
        "darkskies",
        piece,
        Bits(
            inside='<div class="separator" style="clear: both; text-align: center;"><a href="#"><img border="0" height="213" width="320" src="/_avatar/venus1.svg"></a></div><div class="separator" style="clear: both; text-align: center;"><a href="#"><img border="0" height="213" width="320" src="/_avatar/venus2.svg"></a></div>',
            after=after,
            side=side,
            style="#comments-block dt{margin-top:10px;font-weight:bold}#comments-block dd{margin-left:40px}.deleted-comment{font-style:italic;color:#888}.comment-timestamp{font-size:11px}.item-snippet{font-size:11px;color:#666}",
        ),
        seeds(ns, skip=(3,)),
        path="/2012/06/transit-of-venus-from-gullane-bents.html",
        container="div#comments > dl#comments-block: per comment a dt.comment-author (avatar, NAME or the text 'Anonymous said...'), dd.comment-body > p (paragraphs split by <br /><br />), dd.comment-footer (time)",
        heading="8 comments:",
        description="A Blogger astronomy blog of 2012 (classic comment layout): a transit of Venus post with photos and 7 reader comments as dt/dd siblings (no element per comment), two by 'Anonymous', two answers of the blog's author by '@Gordon' / 'Anonymous -', one removed comment ('This comment has been removed by the author.', not in the truth), then the blog pager and 'Post Comments (Atom)'; About Me, Followers, Popular Posts with snippets, Blog Archive with counts, a link list. Most awkward: no element around a comment, 'Anonymous said...' as the name, the removed entry counted in '8 comments:'.",
        lookalikes=("Popular Posts with snippets", "Blog Archive with counts"),
        date_header="Wednesday, 6 June 2012",
    )


def typepad_finale() -> Case:
    ns = talk("""
Jen in Tacoma @ May 14, 2012 at 11:02 PM :: I called the Ruth twist back in episode four, when she lied to the sheriff about the boat keys, but I did NOT see Caleb being the one who burned the cannery. I actually yelled at my TV. My cat left the room.
Marty @ May 14, 2012 at 11:19 PM :: Good recap but I think you're too hard on the Delia storyline. It dragged in the middle of the season, sure, but that scene with her and her mother on the pier was the best acting on network TV this year.
Kat @ May 15, 2012 at 07:44 AM :: @Marty - fair, the pier scene was great and I should have said so. My problem is we spent five episodes getting there and most of it was her staring at the water. Three would have done it.
BrendanK @ May 15, 2012 at 09:30 AM :: Anyone else think the final shot was a dream? The lighthouse was working again and we saw it smashed in episode nine. Either the writers forgot or that's the point.
Jen in Tacoma @ May 15, 2012 at 10:12 AM :: @BrendanK oh wow, I didn't even notice the lighthouse. Now I have to rewatch the whole last ten minutes.
sam the pundit @ May 15, 2012 at 12:51 PM :: Renewed or not? I read on one of the trade sites that the network wants to see the DVR numbers before it decides, which is never a good sign. // If they cancel this and keep that awful lawyer show I'm done with them for good.
Rosalind P. @ May 15, 2012 at 03:26 PM :: Long-time reader, first comment. Your recaps are the only reason I kept watching through the slow patch in February. Thank you for doing these every week, it's like watching with friends.
Kat @ May 15, 2012 at 08:05 PM :: Thank you Rosalind, that's really kind. And thanks everyone for reading all season, it's been a blast. If it comes back in the fall, so will the recaps.
""")
    ns[2] = Note(ns[2].who, ns[2].at, ns[2].body, 1, 0)
    ns[4] = Note(ns[4].who, ns[4].at, ns[4].body, 3, 0)
    sites = {
        "Jen in Tacoma": "http://jenwatchestv.wordpress.com",
        "Kat": "http://couchshift.typepad.com/",
        "sam the pundit": "http://samthepundit.blogspot.com",
    }

    def entry(i: int, n: Note) -> str:
        cid = f"6a00d83451b56c69e20167{651234 + 97 * i:x}"
        who = f'<a href="{sites[n.who]}" rel="nofollow">{esc(n.who)}</a>' if n.who in sites else esc(n.who)
        return (
            f'<a id="c{cid}"></a><div class="comment font-entrybody" id="comment-{cid}">'
            f'<div class="comment-content">{paras(n.body)}</div>'
            f'<p class="comment-footer">Posted by: {who} | <a rel="nofollow" href="#comment-{cid}">{esc(n.at)}</a></p></div>'
        )

    after = (
        '<div class="comments" id="comments"><a id="comments"></a><h3 class="comments-header">Comments</h3>'
        '<div class="comments-info"><p><a href="/couchshift/2012/05/harbor-county-finale/comments/atom.xml"><img src="/_avatar/feed.svg" alt="Feed" width="12" height="12"></a> You can follow this conversation by subscribing to the <a href="#">comment feed</a> for this post.</p></div>'
        '<div class="comments-content" id="comments-content">'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + '</div></div><div class="comments-open" id="comments-open"><h2 class="comments-open-header">Post a comment</h2>'
        '<div class="comments-open-content"><p class="comment-footer">Comments are moderated, and will not appear until the author has approved them.</p>'
        '<p>If you have a TypeKey or TypePad account, please <a href="#">Sign In</a>.</p></div></div>'
    )
    side = (
        box(
            "couchtime",
            "About",
            "<p>Kat Delaney watches too much TV so you don't have to. Recaps of Harbor County, The Ward and Sunday night dramas, posted the morning after.</p>",
            "about",
        )
        + box(
            "couchtime",
            "Recent Comments",
            '<ul class="module-list">'
            + "".join(
                f'<li class="module-list-item">{esc(a)} on <a href="/{slug(t)[:30]}.html">{esc(t)}</a></li>'
                for a, t in (
                    ("Kat", "Harbor County finale recap: The Long Tide"),
                    ("Deb F.", "The Ward 3x19: Nobody Goes Home"),
                    ("lostinreruns", "Upfronts week: what got picked up, what got the axe"),
                    ("Marty", "Harbor County finale recap: The Long Tide"),
                )
            )
            + "</ul>",
            "recent-comments",
        )
        + box(
            "couchtime",
            "Categories",
            linklist("Harbor County\nThe Ward\nReality\nUpfronts\nRandom"),
            "categories",
        )
        + box(
            "couchtime",
            "Archives",
            linklist("May 2012\nApril 2012\nMarch 2012\nFebruary 2012\nJanuary 2012"),
            "archives",
        )
        + box(
            "couchtime",
            "Ads by Google",
            '<div style="height:250px;background:#f6f6f6;color:#aaa;text-align:center">Ads by Google</div>',
            "ads",
        )
    )
    piece = Piece(
        "Harbor County finale recap: The Long Tide",
        'Posted at 10:38 PM in <a href="/couchshift/harbor-county/">Harbor County</a>, <a href="/couchshift/recaps/">Recaps</a>',
        "2012-05-14T22:38:00-07:00",
        "May 14, 2012",
        """
Well. That was a lot. Season two of Harbor County went out the way it came in, with a fire, a funeral and Ruth Haldane looking out to sea as if the sea owed her money.

Let's start with the big one: Caleb burned the cannery. Sweet, quiet Caleb, who spent the whole season fixing nets and being disappointed in his father. The show has been hinting for weeks that somebody inside the family did it, and I had my money on Ruth, but the reveal in the boathouse, with the lighter he got from his mother, was properly chilling.

Delia finally got her scene with her mother on the pier, and yes, it was beautifully played. But it took five episodes to get there, and I'm not sure the slow middle stretch of this season earned it.

And that final shot: the lighthouse, the beam sweeping over the harbor, Ruth turning away. Renewal news is expected this week. Fingers crossed.
""",
        tags=("Harbor County", "finale", "recap"),
    )
    return case(
        "cj-typepad-finale",
        "discussion",
        "couchtime",
        piece,
        Bits(
            after=after,
            side=side,
            style=".comment{border-bottom:1px dotted #ccc;margin:10px 0}.comment-footer{font-size:11px;color:#777}",
        ),
        seeds(ns),
        path="/couchshift/2012/05/harbor-county-finale-recap-the-long-tide.html",
        container="div#comments > div.comments-content > div.comment#comment-<hash> (div.comment-content > p, then p.comment-footer 'Posted by: NAME | time')",
        heading="Comments",
        description="A Typepad TV-recap blog of 2012: a season-finale recap and 8 comments in a flat list, the name after the text in 'Posted by: NAME | time' (some names linked to the readers' blogs), two answers by a typed '@Name', the blog's author answering twice; a Recent Comments module naming this post's commenters, categories, archives, ads. Most awkward: the name after the text, replies only by '@Name'.",
        lookalikes=("Recent Comments module",),
    )


def drupal_library() -> Case:
    ns = talk("""
Carol Swensen @ Wed, 03/14/2012 - 21:07 :: I was at that meeting and I have never seen the council chambers so full. Forty-some people spoke and not one of them was in favor of closing Ferris Street. Three council members clearly had their minds made up before anyone opened their mouth.
  ledger_reader @ Wed, 03/14/2012 - 21:40 :: Carol, they did have their minds made up, the budget memo went out in January. The public hearing was for show. That's how it works here.
    Carol Swensen @ Wed, 03/14/2012 - 22:16 :: Then why bother holding a hearing at all? People took time off work and paid babysitters to be there.
Dave Kowalczyk @ Thu, 03/15/2012 - 06:52 :: I use the Ferris Street branch twice a week with my kids. The main library downtown has no parking after 4pm and the bus from our end of town takes 40 minutes. // Councilman Reyes said the "savings" is $212,000 a year. That's less than what they spent repaving the lot at the new city hall.
  Tom Heller @ Thu, 03/15/2012 - 08:30 :: Dave, the city hall lot was paid out of the capital fund, not operating. Different pots of money. Not saying the closure is right but it's not apples to apples.
    Dave Kowalczyk @ Thu, 03/15/2012 - 09:14 :: Money is money, Tom. If they can find it for asphalt they can find it for books.
Anonymous @ Thu, 03/15/2012 - 10:21 :: Close it. Everything is online now and nobody under 40 goes to a library anyway. Spend the money on police.
Friends of Ferris Street Library @ Thu, 03/15/2012 - 11:05 :: Thank you to everyone who came out Tuesday. We are not giving up. There will be a meeting at the branch itself this Saturday at 10am to talk about next steps, including a possible ballot petition. Coffee and donuts provided, everyone welcome.
""")
    unverified = {0, 2, 6}

    def subject(body: str) -> str:
        words, out = body.split(), ""
        for w in words:
            if len(out) + len(w) + 1 > 29:
                break
            out = (out + " " + w).strip()
        return out + "..."

    def entry(i: int, n: Note) -> str:
        cid = 18410 + 3 * i
        who = (
            f"{esc(n.who)} (not verified)"
            if i in unverified
            else f'<a href="/users/{slug(n.who)}" title="View user profile.">{esc(n.who)}</a>'
        )
        kids = [j for j, m in enumerate(ns) if m.parent == i]
        cls = "comment-by-anonymous" if i in unverified else "comment-by-user"
        own = (
            f'<a id="comment-{cid}"></a><div class="comment {cls} {"odd" if i % 2 else "even"} clear-block">'
            f'<h3><a href="/news/2012/03/council-votes-close-ferris-street-library#comment-{cid}" class="active">{esc(subject(n.body))}</a></h3>'
            f'<div class="submitted">Submitted by {who} on {esc(n.at)}.</div>'
            f'<div class="content">{paras(n.body)}</div>'
            f'<div class="links"><ul class="links"><li class="comment_reply first last"><a href="/comment/reply/2231/{cid}">reply</a></li></ul></div></div>'
        )
        return own + (f'<div class="indented">{"".join(entry(j, ns[j]) for j in kids)}</div>' if kids else "")

    after = (
        '<div id="comments"><h2 class="comments">Comments</h2>'
        + "".join(entry(i, n) for i, n in enumerate(ns) if n.parent is None)
        + '</div><div class="box"><h2 class="title">Post new comment</h2><div class="content"><form action="/comment/reply/2231" method="post" id="comment-form">'
        '<div class="form-item"><label>Your name: </label><input type="text" maxlength="60" name="name" value="Anonymous" size="30"></div>'
        '<div class="form-item"><label>Subject: </label><input type="text" maxlength="64" name="subject" size="60"></div>'
        '<div class="form-item"><label>Comment: <span class="form-required">*</span></label><textarea cols="60" rows="15" name="comment"></textarea></div>'
        '<input type="submit" name="op" value="Save"> <input type="submit" name="op" value="Preview"></form></div></div>'
    )
    side = (
        box(
            "millbrook",
            "Most commented",
            linklist(
                """
Council votes 4-3 to close Ferris Street library branch | 8
Harlan Township trustees approve new fire truck | 23
Millbrook High girls win district title | 4
Letter: Route 34 roundabout is a disaster waiting to happen | 31
""",
                "ol",
                "comments",
            ),
            "views",
        )
        + box(
            "millbrook",
            "Who's new",
            '<div class="item-list"><ul><li>harlan_mom</li><li>bjorklund</li><li>mhs1979</li><li>pkeene</li></ul></div>',
            "user",
        )
        + box(
            "millbrook",
            "Community calendar",
            '<div class="item-list"><ul><li><b>Mar 17</b> St. Patrick\'s pancake breakfast, VFW Post 221</li><li><b>Mar 20</b> School board work session, 6:30pm</li><li><b>Mar 24</b> Ferris Street library used book sale</li></ul></div>',
            "event",
        )
        + box(
            "millbrook",
            "Poll",
            '<div class="poll"><div class="title">Should the city put the library closure on the November ballot?</div><div class="text">Yes: 78% (214 votes)</div><div class="text">No: 17% (47 votes)</div><div class="text">Not sure: 5% (13 votes)</div><div class="total">Total votes: 274</div></div>',
            "poll",
        )
    )
    piece = Piece(
        "Council votes 4-3 to close Ferris Street library branch",
        'Submitted by <a href="/users/jhaugen" title="View user profile.">Jenna Haugen</a> on Wed, 03/14/2012 - 06:15',
        "2012-03-14T06:15:00-05:00",
        "Wed, 03/14/2012 - 06:15",
        """
The Millbrook City Council voted 4-3 Tuesday night to close the Ferris Street branch of the Millbrook Public Library at the end of June, ending 52 years of service on the city's north side.

More than 150 residents packed the council chambers for the public hearing, and 43 of them spoke, all against the closure. Several brought children; one read a letter from a 9-year-old who learned to read at the branch's summer program.

Council member Luis Reyes, who proposed the cut as part of the 2012-13 budget, said closing the branch would save the city about $212,000 a year and that the main library on Grand Avenue is "less than three miles away for every resident of the north side."

Council members Anne Tolliver, Bob Pruitt and Gary Lindqvist joined Reyes in voting for the closure. Library director Ruth Okafor said staff at the branch would be offered positions at the main library.
""",
        section="News",
        tags=("City Council", "Library", "Budget"),
    )
    return case(
        "cj-drupal-library",
        "discussion",
        "millbrook",
        piece,
        Bits(
            after=after,
            side=side,
            style=".comment{border-top:1px solid #ddd;padding:6px 0}.comment h3{font-size:13px;margin:0}.submitted{font-size:11px;color:#777}.indented{margin-left:25px}",
        ),
        seeds(ns),
        path="/news/2012/03/council-votes-close-ferris-street-library",
        container="div#comments: a#comment-N then div.comment (h3 > a SUBJECT, div.submitted 'Submitted by NAME (not verified) on …', div.content > p, div.links 'reply'); replies in the div.indented after their parent",
        heading="Comments",
        description="A Drupal 6 community paper of 2012: a council vote to close a library branch and 8 comments (4 replies, 3 levels by div.indented siblings), each with an automatic subject that repeats its first words cut off with '...', names with '(not verified)', one by 'Anonymous (not verified)', the Friends group's notice among them; most commented with counts, who's new, a community calendar, a poll with results. Most awkward: the subject line repeating the text's start, the replies outside their parent's element, 'Anonymous' as printed name.",
        lookalikes=("most commented with counts", "a poll with results", "a community calendar"),
    )


def threads_cj() -> list[Case]:
    return [wp_nexus(), blogger_venus(), typepad_finale(), drupal_library()]
