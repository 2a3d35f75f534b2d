"""Blind set CU: three blogs of 2011-2012 in the served HTML: an allotment blog on a WordPress theme (15 comments,
threaded 4 levels deep, the blogger's own answers marked "Author", two pingbacks among them, a recent-comments widget
beside it); a Cornish baking blog on Blogger (10 comments in the old ``dl`` list, one removed, answers by "@Name",
"Anonymous"); a city-hall watchdog blog on TypePad (12 comments, the name after the text in "Posted by:", a trackback
listed above, "The comments to this entry are closed."). Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cu_common import (
    SITES_CU,
    Case,
    Note,
    case,
    draw,
    esc,
    linked,
    paras,
    rows,
    slug,
    talk,
)
from comspider_lab.blind.layout_cu import (
    Bits,
    Piece,
    blogger,
    gadget,
    tp_module,
    typepad,
    wordpress,
    wp_widget,
)

# --------------------------------------------------------------------------- WordPress allotment blog


def wp_allotment() -> Case:
    site = SITES_CU["fortyfoot"]
    ns = talk("""
Margaret Thornley @ July 24, 2012 at 9:14 pm :: Oh Jen, I feel your pain. Ours went down in a week last August and the only ones that came through were the Sarpo Mira. I've given up on outdoor tomatoes altogether now, it's the greenhouse or nothing.
  Jen @ July 24, 2012 at 9:52 pm [author] :: Sarpo Mira are on my list for next year, Margaret, everyone on the site swears by them. Do they actually taste of anything though? I've heard they're a bit floury.
    Margaret Thornley @ July 25, 2012 at 7:03 am :: They're floury, yes, but they make a lovely mash and the roasties are very good. Not one for a potato salad :)
Muddy Boots & Broad Beans @ July 25, 2012 at 8:40 am [pingback] [title=Saturday on the plot: weeds, rain, more weeds | Muddy Boots & Broad Beans] :: [...] Jen over at Forty Foot Plot has a good write-up on blight and the Smith Periods this week, well worth a read if you grow spuds [...]
Dave in Derby @ July 25, 2012 at 10:21 am :: Is copper spray even allowed any more? I thought they were withdrawing it. Not that it ever did much for me. // One thing I would say to anyone reading: get the haulms off the minute you see it and DON'T put them on the compost heap. The spores sit there all winter.
  Jen @ July 25, 2012 at 12:47 pm [author] :: Good point about the compost heap Dave, I learnt that one the hard way in 2010. Everything blighted goes in the council green bin now.
  Rob H @ July 25, 2012 at 1:15 pm :: There's still some about in the garden centres but you're right, it's on its way out. Read the label before you spray anything, it tells you what it's approved for.
Priya @ July 25, 2012 at 6:30 pm :: Great post. I'm only in my second year on the allotment and had no idea about the blight alerts, I've just signed up for the emails from the link you gave. Thank you!
  Jen @ July 25, 2012 at 8:02 pm [author] :: You're welcome Priya! Second year is when it all starts going right, honestly. (Or so I keep telling myself.)
Alan Cresswell @ July 26, 2012 at 8:11 am :: We grow Cara and Valor and hardly ever get it badly. It's all about airflow. Too many people plant their rows far too close together and then wonder why the leaves never dry out. \\ 75cm between rows minimum, more if you can spare it.
  Sue B @ July 26, 2012 at 9:35 am :: 75cm! Some of us only have half a plot, Alan ;-)
    Alan Cresswell @ July 26, 2012 at 10:02 am :: Then grow fewer spuds and more beans Sue, there's no shame in it.
      Sue B @ July 26, 2012 at 10:40 am :: Ha! Point taken.
The Thrifty Gardener @ July 27, 2012 at 7:15 am [pingback] [title=Links I liked this week (July edition) « The Thrifty Gardener] :: [...] Blight, again: what I'm doing differently this year – Forty Foot Plot. Sensible stuff, and a nice photo of a very sad potato patch [...]
Tom @ July 27, 2012 at 2:48 pm :: Has anyone had any luck with the blight-resistant tomato seeds that are being advertised in all the magazines this year? They're not cheap and I don't want to waste my money if it's all hype.
  Jen @ July 27, 2012 at 5:20 pm [author] :: I haven't Tom, but Margaret (first comment) grows hers under glass, maybe she'll know. I'll try and get hold of a packet for next spring and report back on here.
Kath Murray @ July 28, 2012 at 11:56 am :: My grandad planted his earlies on Good Friday whatever the weather and he never had blight in his life. Mind you that was Yorkshire in the 1970s, I'm not sure it had been invented yet!
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 2231 + i * 3
        depth = 1
        p = n.parent
        while p is not None:
            depth += 1
            p = ns[p].parent
        if not n.comment:
            return (
                f'<li class="post pingback" id="li-comment-{cid}"><p>Pingback: <a href="http://example-blog-{i}.wordpress.com/" rel="external nofollow" class="url">{esc(n.tags["title"])}</a>'
                f' <span class="edit-link"></span></p><div class="pingback-excerpt">{linked(n.body)}</div></li>'
            )
        cls = "comment byuser bypostauthor" if n.has("author") else "comment"
        badge = ' <span class="author-badge">Author</span>' if n.has("author") else ""
        who = (
            f'<a href="/about/" rel="external nofollow" class="url">{esc(n.who)}</a>'
            if n.has("author")
            else esc(n.who)
        )
        return (
            f'<li class="{cls} {"even" if i % 2 else "odd"} depth-{depth}" id="li-comment-{cid}"><div id="comment-{cid}">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/ff-{cid}.svg" class="avatar avatar-40 photo" height="40" width="40" />'
            f'<cite class="fn">{who}</cite>{badge} <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(n.at)}</a></div>'
            f'<div class="comment-body">{paras(n.body)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond" onclick="return false;">Reply</a></div></div>'
            + (f'<ul class="children">{sub}</ul>' if sub else "")
            + "</li>"
        )

    total = len(ns)
    after = (
        f'<div id="comments"><h3 id="comments-title">{total} Responses to <em>Blight, again: what I&#8217;m doing differently this year</em></h3>'
        f'<ol class="commentlist">{draw(ns, item)}</ol>'
        '<div id="respond"><h3 id="reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>'
        '<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" /></p>'
        '<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" value="" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-allowed-tags">You may use these <abbr title="HyperText Markup Language">HTML</abbr> tags and attributes: &lt;a href=&quot;&quot; title=&quot;&quot;&gt; &lt;b&gt; &lt;blockquote cite=&quot;&quot;&gt; &lt;em&gt; &lt;strong&gt;</p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p>'
        '<p class="subscribe-to-comments"><input type="checkbox" name="subscribe" id="subscribe" value="subscribe" /> <label for="subscribe">Notify me of follow-up comments via email.</label></p></form></div></div>'
    )
    recent = "".join(
        f'<li class="recentcomments">{esc(a)} on <a href="/{slug(t)[:40]}/#comments">{esc(t)}</a></li>'
        for a, t in rows("""
Kath Murray | Blight, again: what I'm doing differently this year
Tom | Blight, again: what I'm doing differently this year
Linda Pearce | Seed swap at the Bramley Road hut: 4th August
Jen | Courgette glut: the chocolate cake that uses three
Hazel | Courgette glut: the chocolate cake that uses three
""")
    )
    blogroll = "".join(
        f'<li><a href="http://{slug(b)}.blogspot.com/">{esc(b)}</a></li>'
        for b in (
            "Muddy Boots & Broad Beans",
            "The Thrifty Gardener",
            "Plot 29",
            "Seeds and Spuds",
            "Grow Your Own Grub",
            "The Shed at the End",
        )
    )
    cloud = " ".join(
        f'<a href="/tag/{slug(t)}/" style="font-size:{s}pt;">{esc(t)}</a>'
        for t, s in (
            ("beans", 11),
            ("blight", 16),
            ("chickens", 9),
            ("compost", 12),
            ("courgettes", 14),
            ("greenhouse", 10),
            ("kids", 13),
            ("potatoes", 18),
            ("rain", 15),
            ("slugs", 17),
            ("tomatoes", 14),
        )
    )
    side = (
        wp_widget(
            "search-2",
            "Search",
            '<form role="search" method="get" id="searchform" action="/"><input type="text" name="s" id="s" /><input type="submit" id="searchsubmit" value="Search" /></form>',
        )
        + wp_widget(
            "text-3",
            "About me",
            "<p>I'm Jen. I've had half a plot at Bramley Road allotments in Derby since 2009, and two small helpers who mostly eat the peas.</p>",
        )
        + wp_widget(
            "recent-posts-2",
            "Recent Posts",
            "<ul>"
            + "".join(
                f'<li><a href="/{slug(t)[:40]}/">{esc(t)}</a></li>'
                for t in (
                    "Blight, again: what I'm doing differently this year",
                    "Courgette glut: the chocolate cake that uses three",
                    "Seed swap at the Bramley Road hut: 4th August",
                    "June on the plot in pictures",
                )
            )
            + "</ul>",
        )
        + wp_widget("recent-comments-2", "Recent Comments", f'<ul id="recentcomments">{recent}</ul>')
        + wp_widget(
            "archives-2",
            "Archives",
            "<ul>"
            + "".join(
                f'<li><a href="/2012/{m:02d}/">{esc(n)} 2012</a></li>'
                for m, n in ((7, "July"), (6, "June"), (5, "May"), (4, "April"), (3, "March"))
            )
            + "</ul>",
        )
        + wp_widget("linkcat-2", "Blogroll", f'<ul class="xoxo blogroll">{blogroll}</ul>')
        + wp_widget("tag_cloud-2", "Tags", f'<div class="tagcloud">{cloud}</div>')
        + wp_widget(
            "meta-2",
            "Meta",
            '<ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="/comments/feed/">Comments <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="http://wordpress.org/">WordPress.org</a></li></ul>',
        )
    )
    piece = Piece(
        "Blight, again: what I'm doing differently this year",
        "Jen",
        "2012-07-24T20:05:00+00:00",
        "July 24, 2012",
        """
Well, it's here. I went up to the plot on Sunday after three days of rain and the Charlotte were brown and black from one end of the row to the other, with that smell. If you've had blight you know the smell.

This is the third summer out of four. I'm not going to pretend I'm not fed up, but I've been reading up and talking to the old hands on the site, and there are a few things I'm going to do differently from now on.

First, I'm signing up for the blight alerts. When the weather is warm and humid for two days running you get an email, and that's your warning to check every plant, every day, and not wait for the weekend.

Second, earlies only in the wettest bed, and maincrop in the raised beds where the air moves. Third, resistant varieties. I've always grown what I like to eat rather than what survives, and I think that has to change.

The haulms came off on Sunday evening and went in the green bin, and we'll dig what's there in a fortnight. There might be enough for a few Sunday dinners. Anyway, tell me what works for you, because I'm clearly still learning.
""",
        section="The Plot",
        tags=("blight", "potatoes", "rain", "tomatoes"),
    )
    html = wordpress(
        site, piece, Bits(after=after, side=side), footer_note="· Bramley Road allotments, Derby"
    )
    return case(
        "cu-wp-allotment-blight",
        "discussion",
        site,
        html,
        ns,
        path="/2012/07/24/blight-again-what-im-doing-differently-this-year/",
        container="div#comments: h3#comments-title 'N Responses to …', ol.commentlist > li.comment.depth-N#li-comment-N (div.comment-author cite.fn NAME, 'says:', div.comment-meta date link, div.comment-body > p, div.reply), replies in ul.children; li.post.pingback entries among them",
        heading="17 Responses to Blight, again: what I'm doing differently this year",
        description="An allotment blog of 2012 on a WordPress theme of the Twenty Ten era: a post on potato blight, then '17 Responses to …' (15 readers' and the blogger's comments and 2 pingbacks in one ol.commentlist), threaded up to 4 levels deep, the blogger's answers marked bypostauthor and with an 'Author' badge, 'Reply' links, avatars, then 'Leave a Reply' with the form; the sidebar has Recent Comments (names on post titles), recent posts, a blogroll, a tag cloud, archives, Meta; share and like buttons as saved. Most awkward: pingbacks (the linking post's title and an excerpt with '[...]') in the same list as the comments and counted in the heading; a one-line reply four levels deep.",
        lookalikes=("pingbacks in the comment list", "Recent Comments widget with names"),
    )


# --------------------------------------------------------------------------- Blogger baking blog


def blogger_saffron() -> Case:
    site = SITES_CU["crumbs"]
    ns = talk("""
Kerensa @ 14 March 2011 20:02 :: Oh these look gorgeous! My nan always soaked her saffron overnight in a drop of warm milk, she said it brought the colour out better. Will have to try your version at the weekend :)
Anonymous @ 14 March 2011 21:17 :: I've never been able to get saffron buns to rise properly, they always come out like rock cakes. Is it the cold kitchen? Ours is freezing in March.
Jo @ Thimble Cottage @ 14 March 2011 22:40 [url=http://thimblecottage.blogspot.com/] :: Confession accepted! I use bread flour for everything too, nobody has ever noticed. \\ Love the new header photo by the way. \\ Jo x
Lowenna @ 15 March 2011 07:55 [author] :: @Anonymous - almost certainly the cold. Put the bowl in the airing cupboard, or next to the Rayburn if you have one, and give it longer than you think. Rich doughs with lots of butter and fruit are always slow, mine took nearly three hours on Sunday.
(removed) @ 15 March 2011 09:12 [removed] :: This comment has been removed by the author.
Morwenna Trebilcock @ 15 March 2011 11:30 :: We always had them split with clotted cream on top when I was little, and a cup of tea so strong you could stand the spoon up in it. Proper job.
Sandra (Bakes and Bits) @ 15 March 2011 13:04 [url=http://bakesandbits-sandra.blogspot.com/] :: Just found your blog through the Tea Time Treats linky, these look fab! Am now following :) \\ Sandra x
Lowenna @ 15 March 2011 19:21 [author] :: @Kerensa - your nan was a wise woman. I do exactly the same and then forgot to put it in the recipe, it's added now!
Anonymous @ 16 March 2011 08:47 :: Thank you, I'll try the airing cupboard. Our Rayburn went years ago sadly, the kitchen's never been the same.
Kerensa @ 16 March 2011 12:15 :: @Lowenna aww, she'd have been chuffed to bits :o) I'll report back after the weekend.
Jill @ 17 March 2011 16:38 :: Do you use fresh yeast or dried? I can only get the little sachets round here and I never know how much to use instead of fresh.
""")
    # "@Name" answers: the latest earlier entry by that name (the page itself is flat)
    last: dict[str, int] = {}
    for i, n in enumerate(ns):
        if n.body.startswith("@"):
            name = n.body[1:].split(" ", 1)[0]
            n.parent = last[name]
        if n.comment:
            last[n.who] = i

    def item(i: int, n: Note, sub: str) -> str:
        cid = f"c{5521907342811 + i * 7741}"
        if not n.comment:
            return (
                f'<dt class="comment-author" id="{cid}"><a name="{cid}"></a><img src="/_avatar/bl-blank.svg" width="16" height="16" alt="" /> Blogger said...</dt>'
                f'<dd class="comment-body"><span class="deleted-comment">{esc(n.body)}</span></dd>'
                f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#{cid}" title="comment permalink">{esc(n.at)}</a></span></dd>'
            )
        cls = "comment-author blog-author" if n.has("author") else "comment-author"
        if n.who == "Anonymous":
            who = "Anonymous"
        else:
            href = n.tags.get("url") or f"http://www.blogger.com/profile/0{17423 + i * 311}"
            who = f'<a href="{href}" rel="nofollow">{esc(n.who)}</a>'
        return (
            f'<dt class="{cls}" id="{cid}"><a name="{cid}"></a><img src="/_avatar/bl-{i}.svg" width="35" height="35" alt="" class="avatar" /> {who} said...</dt>'
            f'<dd class="comment-body" id="Blog1_cmt-{cid[1:]}"><p>{linked(n.body)}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#{cid}" title="comment permalink">{esc(n.at)}</a></span>'
            '<span class="item-control blog-admin pid-1739"><a href="#"><img src="/_avatar/bl-del.svg" alt="Delete" width="18" height="18" class="delete-comment-icon" /></a></span></dd>'
        )

    after = (
        f'<div class="comments" id="comments"><a name="comments"></a><h4>{len(ns)} comments:</h4>'
        f'<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">{"".join(item(i, n, "") for i, n in enumerate(ns))}</dl></div>'
        '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=1&amp;postID=2" onclick="">Post a Comment</a></p>'
        '<div id="backlinks-container"><div id="Blog1_backlinks-container"></div></div></div>'
    )
    bloglist = "".join(
        f'<li><div class="blog-title"><a href="http://{slug(b)}.blogspot.com/">{esc(b)}</a></div><div class="item-content"><span class="item-title"><a href="#">{esc(t)}</a></span>'
        f'<div class="item-time">{esc(ago)}</div></div></li>'
        for b, t, ago in rows("""
Thimble Cottage | A very wobbly first patchwork cushion | 5 hours ago
Bakes and Bits | Lemon drizzle traybake (the easy one) | 1 day ago
The Kitchen at Number Nine | Soda bread for St Patrick's Day | 2 days ago
Tamsin's Tea Table | Hevva cake, the proper way | 6 days ago
""")
    )
    side = (
        gadget(
            "Profile1",
            "About Me",
            '<a href="#"><img src="/_avatar/bl-me.svg" width="80" height="80" alt="My Photo" /></a><dl class="profile-datablock"><dt class="profile-data">Lowenna</dt>'
            '<dd class="profile-textblock">Mum of two, baker of too many buns, living near Redruth with a husband who\'ll eat anything.</dd></dl>'
            '<a class="profile-link" href="#">View my complete profile</a>',
        )
        + gadget(
            "Followers1",
            "Followers",
            '<div id="Followers1-wrapper"><p>Followers (212)</p><div class="follower-grid">'
            + "".join(f'<img src="/_avatar/fol-{k}.svg" width="35" height="35" alt="" />' for k in range(12))
            + '</div><p><a href="#">Follow</a></p></div>',
        )
        + gadget(
            "BlogList1",
            "My Blog List",
            f'<div class="blog-list-container"><ul id="BlogList1_blogs">{bloglist}</ul></div>',
        )
        + gadget(
            "BlogArchive1",
            "Blog Archive",
            '<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="#">▼</a> <a class="post-count-link" href="#">2011</a> <span class="post-count">(14)</span>'
            '<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="#">▼</a> <a class="post-count-link" href="#">March</a> <span class="post-count">(3)</span>'
            '<ul class="posts"><li><a href="#">Saffron buns (and a confession)</a></li><li><a href="#">Pancake day round-up</a></li><li><a href="#">Rhubarb and custard biscuits</a></li></ul></li>'
            '<li class="archivedate collapsed"><a class="toggle" href="#">►</a> <a class="post-count-link" href="#">February</a> <span class="post-count">(5)</span></li>'
            '<li class="archivedate collapsed"><a class="toggle" href="#">►</a> <a class="post-count-link" href="#">January</a> <span class="post-count">(6)</span></li></ul></li>'
            '<li class="archivedate collapsed"><a class="toggle" href="#">►</a> <a class="post-count-link" href="#">2010</a> <span class="post-count">(41)</span></li></ul>',
        )
        + gadget(
            "Label1",
            "Labels",
            "<ul>"
            + "".join(
                f'<li><a dir="ltr" href="/search/label/{esc(x)}">{esc(x)}</a> <span dir="ltr">({c})</span></li>'
                for x, c in (
                    ("bread", 12),
                    ("buns", 4),
                    ("cakes", 19),
                    ("Cornish", 9),
                    ("linky", 7),
                    ("traybakes", 6),
                )
            )
            + "</ul>",
        )
    )
    piece = Piece(
        "Saffron buns (and a confession)",
        "Lowenna",
        "2011-03-14T18:40:00+00:00",
        "Monday, 14 March 2011",
        """
Saffron buns are the taste of every Sunday tea I had growing up, and I've been promising this recipe for about a year. So here it is, and here's the confession: I use strong bread flour, not plain. There. My mother-in-law would be horrified.

You'll need 500g strong white flour, a good pinch of saffron (about half a gram), 75g butter, 75g lard, 100g caster sugar, 250g currants and a bit of mixed peel, one sachet of fast action yeast and about 300ml of warm milk.

Rub the fats into the flour, stir in the sugar, yeast and fruit, then pour in the milk with the saffron and its liquid. It'll be a soft, sticky dough. Knead it for ten minutes and then leave it somewhere warm until it's doubled, which can take a good while.

Shape into twelve buns, put them on a greased tray, leave for another 40 minutes and bake at 190C for about 20 minutes. They're best warm, split and buttered.

I'm linking this up to Tea Time Treats this month, do go and have a look at all the other lovely bakes.
""",
        section="Baking",
    )
    html = blogger(
        site,
        piece,
        Bits(after=after, side=side),
        date_header="Monday, 14 March 2011",
        posted="18:40",
        labels=("buns", "Cornish", "linky"),
    )
    return case(
        "cu-blogger-saffron-buns",
        "discussion",
        site,
        html,
        ns,
        path="/2011/03/saffron-buns-and-confession.html",
        container="div.comments#comments: h4 '11 comments:', dl#comments-block: per comment dt.comment-author (avatar, NAME link or 'Anonymous', 'said...'), dd.comment-body > p (lines split by <br />), dd.comment-footer (timestamp link, delete icon)",
        heading="11 comments:",
        description="A Cornish home-baking blog of 2011 on a Blogger layout: a recipe post, then '11 comments:' in the old dl list (a dt with the name and 'said...', a dd with the text, a dd with the time); 10 readers' and the blogger's comments and one 'This comment has been removed by the author.'; two anonymous readers both called 'Anonymous'; the blogger and a reader answer by '@Name' in a flat list; lines broken with <br />, signatures ('Jo x'), emoticons; sidebar gadgets: profile, Followers (212) with a grid of avatars, My Blog List (other blogs' latest post titles with '5 hours ago'), the archive tree, labels with counts. Most awkward: the name, the text and the time are three sibling dt/dd elements with nothing wrapping one comment; a removed entry counted in the heading.",
        lookalikes=("My Blog List: other blogs' latest posts with times", "a removed comment"),
    )


# --------------------------------------------------------------------------- TypePad city-hall blog


def typepad_garage() -> Case:
    site = SITES_CU["wardsix"]
    ns = talk("""
Harlan Falls Daily Grind @ March 03, 2011 at 04:40 PM [trackback] [title=Garage vote delayed] :: The Ward Six Report has the blow-by-blow from last night's council meeting, where the Canal Street garage got kicked down the road for the third time...
Bill Szymanski @ March 03, 2011 at 08:12 AM :: Third time this has been "tabled for further study." How much further can you study a parking garage? It has a roof and some ramps. The Rotary had a presentation on this in 2009.
Denise Carrow @ March 03, 2011 at 08:47 AM :: Frank, thanks for sitting through all four hours of that so the rest of us didn't have to. // What I still don't understand is who is supposed to pay the $11.4 million. The staff report says "parking revenues and TIF," but the lots downtown are half empty at 2pm on a weekday. I park on Canal every day and I've never had trouble finding a spot.
Mike from the East End @ March 03, 2011 at 09:30 AM :: Denise - try finding a spot on a Friday night when there's a show at the Orpheum. That's the whole point. The restaurants on Canal are losing business to the mall because people can't park.
Denise Carrow @ March 03, 2011 at 10:05 AM :: Mike, I don't doubt Friday nights are bad. I'm just not sure we should build an $11 million garage for ten Friday nights a year.
K. Oyelaran @ March 03, 2011 at 11:18 AM :: Councilman Petrakis said last night that the garage "pays for itself in 22 years." I'd like to see that math. The bond schedule in the packet (page 41 of the PDF, for anyone who wants it: http://www.harlanfalls-oh.gov/agendas/2011/0302/packet.pdf ) shows payments running to 2036.
Jean P. @ March 03, 2011 at 12:02 PM :: It's a parking garage, not a cathedral. Build the thing already.
Frank Dileo @ March 03, 2011 at 12:40 PM :: K. - good catch, and I should have put that in the post. I've asked the finance director's office for the revenue projections they're using and will post them when (if) I get them.
Walt H. @ March 03, 2011 at 01:55 PM :: Nobody wants to say it but the real problem with downtown isn't parking, it's that there's nothing down there anybody wants to buy. You can park 400 cars on Canal Street and they'll still all drive to Fairlawn.
Bill Szymanski @ March 03, 2011 at 02:30 PM :: Walt, that's a little harsh on the people who've actually opened businesses down there in the last couple of years. The bakery and the bike shop are doing fine.
Rachel Odom @ March 03, 2011 at 03:14 PM :: Long time reader, first time commenting. I run the yoga studio at 211 Canal. My students complain about parking every single week, and two of them have had their cars broken into in the lot behind the old Kresge building. Whatever they build, please put lights in it.
Jean P. @ March 03, 2011 at 05:47 PM :: What Rachel said. And a couple of cops walking the block wouldn't hurt either.
Tom Vukovich @ March 04, 2011 at 07:09 AM :: Good post Frank. For those keeping score, the next chance to speak on this is the Finance Committee, March 15, 6:30pm, room 210. Public comment is at the start, three minutes each. If you want it built or you don't, go and say so.
""")

    def item(i: int, n: Note, sub: str) -> str:
        if not n.comment:
            return ""
        cid = f"6a00e5507c{8431 + i * 17}e200e{41 + i}"
        who = (
            f'<a href="/profile.html" rel="nofollow">{esc(n.who)}</a>'
            if n.who == "Frank Dileo"
            else (
                f'<a href="http://profile.typepad.com/u{1800 + i * 3}" rel="nofollow">{esc(n.who)}</a>'
                if i % 3
                else esc(n.who)
            )
        )
        return (
            f'<a id="c{cid}"></a><div class="comment{" comment-author-frank" if n.who == "Frank Dileo" else ""}" id="comment-{cid}">'
            f'<div class="comment-content">{paras(n.body)}</div>'
            f'<p class="comment-footer">Posted by: {who} | <a href="#comment-{cid}">{esc(n.at)}</a></p></div>'
        )

    tb = ns[0]
    trackbacks = (
        '<div class="trackbacks" id="trackback"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info">'
        '<p>TrackBack URL for this entry:<br /><span class="trackbacks-link">http://www.typepad.com/services/trackback/6a00e5507c843188340147e2f9c1c3970b</span></p>'
        '<p>Listed below are links to weblogs that reference <a href="#">Council punts on the Canal Street garage, again</a>:</p></div>'
        f'<div class="trackback-content"><p><strong>» <a href="http://harlanfallsdailygrind.blogspot.com/">{esc(tb.tags["title"])}</a></strong> from {esc(tb.who)}<br />{esc(tb.body)}</p>'
        f'<p class="trackback-footer">Tracked on {esc(tb.at)}</p></div></div>'
    )
    after = (
        trackbacks
        + f'<div class="comments" id="comments"><h3 class="comments-header">Comments</h3><div class="comments-info">'
        f'<p><a href="/feeds/comments.xml">Feed</a> You can follow this conversation by subscribing to the comment feed for this post.</p></div>'
        f'<div class="comments-content">{draw(ns, item)}</div></div>'
        '<p class="comments-closed">The comments to this entry are closed.</p>'
    )
    recent = "".join(
        f'<li><a href="/{slug(t)[:40]}.html">{esc(t)}</a></li>'
        for t in (
            "Council punts on the Canal Street garage, again",
            "Snow budget: $212,000 over with a month to go",
            "What the new recycling contract actually says",
            "Ward Six candidates' night, Feb. 24: my notes",
            "Three vacancies on the Board of Zoning Appeals",
        )
    )
    left = (
        tp_module(
            "About",
            "<p>Frank Dileo has lived in Ward Six for 31 years and attended more council meetings than is healthy. Tips: frank@wardsixreport.com</p>",
        )
        + tp_module("Recent Posts", f'<ul class="module-list">{recent}</ul>')
        + tp_module(
            "Categories",
            '<ul class="module-list">'
            + "".join(
                f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>'
                for x in ("Budget", "City Council", "Downtown", "Elections", "Schools", "Zoning")
            )
            + "</ul>",
        )
    )
    links = "".join(
        f'<li><a href="http://{slug(x)}.example.org/">{esc(x)}</a></li>'
        for x in (
            "City of Harlan Falls (agendas)",
            "Pike Valley Courier",
            "Harlan Falls Daily Grind",
            "The Porch Light (Ward 2)",
            "County Auditor property search",
        )
    )
    side = (
        tp_module(
            "Subscribe",
            '<p><a href="/atom.xml">Subscribe to this blog\'s feed</a></p><p>Get posts by email: <input type="text" size="14" /></p>',
        )
        + tp_module("Local Links", f'<ul class="module-list">{links}</ul>')
        + tp_module(
            "Archives",
            '<ul class="module-list">'
            + "".join(
                f'<li><a href="/archives/{y}/{m:02d}/">{esc(n)} {y}</a></li>'
                for y, m, n in (
                    (2011, 3, "March"),
                    (2011, 2, "February"),
                    (2011, 1, "January"),
                    (2010, 12, "December"),
                )
            )
            + "</ul>",
        )
        + tp_module(
            "",
            '<p><img src="/_avatar/tp-badge.svg" width="120" height="40" alt="Blog powered by TypePad" /></p>',
        )
    )
    piece = Piece(
        "Council punts on the Canal Street garage, again",
        "Frank Dileo",
        "2011-03-03T06:55:00-05:00",
        "Thursday, March 03, 2011",
        """
After four hours, two recesses and one fire alarm (false), City Council voted 5-4 last night to table the Canal Street parking garage "for further study." That's the third time since September.

For those just joining us: the plan is a 410-space, four-level garage on the city lot between Canal and Second, estimated at $11.4 million. Staff says it would be paid for by parking revenues and the downtown TIF district. The Downtown Merchants Association is for it. The Second Street neighbors are mostly against it, and so, it turns out, is the Finance Committee chair.

Councilman Petrakis, who has been pushing the garage since he was elected, said it "pays for itself in 22 years" and that every year of delay adds to the cost. Councilwoman Haddad said she wouldn't vote for anything until she sees real numbers on how full the existing lots are.

It now goes back to the Finance Committee. I'll be there. Somebody has to be.
""",
        section="Downtown",
    )
    html = typepad(
        site,
        piece,
        Bits(after=after, side=side),
        left=left,
        posted="06:55 AM",
        entry_id="6a00e5507c843188340147e2f9c1c3970b",
    )
    return case(
        "cu-typepad-garage",
        "discussion",
        site,
        html,
        ns,
        path="/ward_six/2011/03/council-punts-on-the-canal-street-garage-again.html",
        container="div.comments#comments: h3.comments-header 'Comments', div.comments-content > div.comment#comment-<id> (div.comment-content > p, then p.comment-footer 'Posted by: NAME | date')",
        heading="Comments",
        description="A US city-hall watchdog blog of 2011 on TypePad, three columns: a post on a tabled parking garage, a TrackBack block (the trackback URL and one linking blog's title, excerpt and 'Tracked on …') right above 'Comments' with 12 flat comments, the name after the text in 'Posted by: NAME | time', some names linked to profiles, the blogger answering once without any mark, readers addressing each other by name ('Denise - …', 'Mike, …', 'K. - …', 'Walt, …') in a flat list; 'The comments to this entry are closed.' under them; recent posts, categories, local links, archives. Most awkward: the author after the text; the trackback excerpt just above the first comment; a flat list whose answers are only shown by a name in the text.",
        lookalikes=("a trackback with a blog's name, excerpt and time",),
    )


def threads_cu() -> list[Case]:
    return [wp_allotment(), blogger_saffron(), typepad_garage()]
