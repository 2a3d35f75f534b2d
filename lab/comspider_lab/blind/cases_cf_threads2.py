"""Blind set CF: two more discussions on self-hosted WordPress: a travel couple's blog on a Headway-like theme, 5
comments in a threaded list that also holds a Topsy-like "This post was mentioned on Twitter by …" trackback and a
pingback in the same ``li`` markup, under "Join the conversation"; a self-improvement blog on a Genesis-like child
theme whose discussion is closed ("Comments are closed."), 3 comments without avatars in a plain list, one quoting
the post in a blockquote, one signed with the reader's blog. Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cf_common import (
    Bits,
    Case,
    Note,
    Piece,
    as_seen,
    bio,
    case,
    draw,
    esc,
    optin,
    paras,
    popular,
    related,
    share_counts,
    social,
    start_here,
    talk,
    tweets,
    widget,
)


def headway_backpack() -> Case:
    ns = talk("""
Megan Doyle @ July 9, 2012 at 3:14 pm :: We did the overnight bus from Hanoi to Hue last spring and I can confirm every word of this. The driver played the same karaoke DVD four times. FOUR. I can still sing the chorus. // Your tip about taking the train instead for the Hue to Hoi An leg is spot on though, the Hai Van pass from the train window was one of the highlights of our whole trip.
  Jess Brandt @ July 9, 2012 at 6:02 pm [badge=Author] :: Megan, the karaoke! Ours had a man singing about his mother for what felt like three hours. Glad you got the train for the pass, it's so worth it.
Tweets that mention Sleeper Buses in Vietnam: What Nobody Tells You -- Topsy.com @ July 9, 2012 at 4:40 pm [x=ping] :: [...] This post was mentioned on Twitter by Two Backpacks, Andrea Lowe. Andrea Lowe said: Ha, so true. Bring earplugs and a scarf for the aircon #vietnam RT @twobackpacks: Sleeper Buses in Vietnam: What Nobody Tells You http://bit.ly/Lr2uQm [...]
Pedro @ Nomadic Notes BR @ July 10, 2012 at 2:25 am :: Great tips. One question: did you book through your hostel or directly at the bus station? We're heading to Ninh Binh in September and I read that the hostel prices are almost double.
  Ollie Brandt @ July 10, 2012 at 8:51 am [badge=Author] :: Hi Pedro! Both times through the hostel, and yes we probably paid a few dollars more. The upside is they put you on a bus that actually stops where you need it. For Ninh Binh I'd book at the station in Hanoi (Giap Bat), it's easy.
Vietnam Round-Up: The Best Blog Posts of July | Wanderlust Weekly @ July 14, 2012 at 11:02 am [x=ping] :: [...] The bus is cheap but it's not for the faint of heart. Jess and Ollie at Two Backpacks have the full story, karaoke included. [...]
Andrea Lowe @ July 15, 2012 at 9:37 pm :: Earplugs, a scarf for the arctic air con, and snacks. That's the holy trinity of Vietnamese sleeper buses. Also take the top bunk if you're short, the bottom ones near the back are right over the engine.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 40211 + 11 * i
        ping = n.tag("x") == "ping"
        author = n.tag("badge") == "Author"
        cls = (
            ("pingback" if ping else "comment")
            + f" depth-{n.depth + 1}"
            + (" bypostauthor" if author else "")
        )
        avatar = (
            ""
            if ping
            else f'<img alt="" src="/_avatar/hw{cid}.svg" class="avatar avatar-64" width="64" height="64">'
        )
        badge = '<span class="comment-author-badge">Author</span>' if author else ""
        return (
            f'<li id="comment-{cid}" class="{cls}"><div class="comment-body">{avatar}<span class="comment-author"><a href="/go/c/{cid}" rel="external nofollow">{esc(n.who)}</a></span>{badge}'
            f'<span class="comment-date"> {esc(n.at)}</span>'
            f'<div class="comment-text">{paras(n.body)}</div>'
            + ("" if ping else f'<a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a>')
            + f"</div>{sub}</li>"
        )

    after = (
        bio(
            "Jess and Ollie Brandt",
            "Jess and Ollie left their jobs in Bristol in 2010 with two backpacks and no plan. They've been to 41 countries since, and they still argue about maps.",
        )
        + related(
            "Hoi An on $25 a Day\nThe Hai Van Pass by Train\nWhat We Packed for 18 Months\nOur Worst Travel Day Ever (So Far)",
            "Related Posts",
        )
        + '<div id="comments" class="comments-area"><h3 class="comments-title">Join the conversation <span class="count">(7)</span></h3><ol class="commentlist">'
        + draw(ns, item, lambda s, d: f'<ul class="children">{s}</ul>')
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><p><input name="author"> Name</p><p><input name="email"> Email</p>'
        '<p><textarea name="comment"></textarea></p><p><input type="checkbox" name="subscribe"> Subscribe to comments via e-mail</p><p><input type="submit" value="Post Comment"></p></form></div></div>'
    )
    side = (
        widget(
            "Hi, we're Jess and Ollie!",
            '<p><img src="/_avatar/jo.svg" alt="" width="120" height="120"></p><p>Two Brits, 41 countries, one very tired Visa card. <a href="/about-us/">Our story</a></p>',
            tag="li",
        )
        + optin(
            "Get Our Free Guide",
            '"How We Travel for $40 a Day" - 32 pages of budgets, booking tricks and the apps we use.',
            "Download Now",
            tag="li",
        )
        + popular(
            "Sleeper Buses in Vietnam: What Nobody Tells You\nHoi An on $25 a Day\nHow We Save Money for Travel\nThe Gear We Regret Buying",
            counts=False,
            tag="li",
        )
        + social("backpack", tag="li")
        + widget(
            "Where We Are Now",
            "<p>Luang Prabang, Laos</p><p><small>Next: Chiang Mai (August)</small></p>",
            tag="li",
        )
        + widget(
            "Travel Insurance",
            '<p><a href="/go/worldnomads/" rel="nofollow"><img src="/_avatar/wn.svg" alt="World Nomads travel insurance" width="250" height="125"></a></p>',
            tag="li",
        )
    )
    piece = Piece(
        "Sleeper Buses in Vietnam: What Nobody Tells You",
        "2012-07-09T08:00:00+00:00",
        "July 9, 2012",
        """
There are two ways to get down the length of Vietnam on a backpacker budget: the Reunification Express train, or the open-ticket sleeper buses. We did the buses. Twice. Here's everything we wish someone had told us.

The bunks are built for people who are about five foot four. Ollie is six foot one. He spent the night from Hanoi to Hue folded like a deck chair. If you're tall, ask for a seat in the middle row, the ones at the back are shorter.

The air conditioning has two settings, off and arctic. Bring a scarf or a fleece even in July. Bring earplugs too: most buses have a TV at the front and most drivers love karaoke.

Our tickets cost $19 each from Hanoi to Hue, booked through our hostel. The bus station price is cheaper, but the hostel bus picked us up at the door. For the Hue to Hoi An leg, skip the bus and take the train over the Hai Van pass. It's three hours of the best views in the country for about $5.
""",
        cats=("Vietnam", "Travel Tips"),
        tags=("sleeper bus", "budget travel", "Hanoi", "Hue"),
        count=7,
    )
    style = (
        ".grid-container{width:960px;margin:0 auto;background:#fff;overflow:hidden}.block-type-header{padding:24px}.banner{font:bold 34px 'Open Sans',Arial;color:#1b7fa6;text-decoration:none}"
        ".tagline{display:block;color:#888}.block-type-navigation ul{list-style:none;margin:0;padding:0;background:#1b7fa6;overflow:hidden}.block-type-navigation li{float:left}.block-type-navigation a{color:#fff;display:block;padding:9px 14px}"
        ".block-type-content{float:left;width:620px;padding:20px}.block-type-widget-area{float:right;width:280px;padding:20px 10px}.widget-area{list-style:none;padding:0}"
        ".commentlist{list-style:none;padding:0}.commentlist li{padding:10px 0;border-top:1px solid #e5e5e5}.commentlist .children{list-style:none;margin-left:50px}"
        ".comment-author{font-weight:bold}.comment-date{font-size:11px;color:#999}.comment-author-badge{background:#1b7fa6;color:#fff;font-size:10px;padding:1px 4px;margin-left:5px}"
        ".pingback{font-size:12px;color:#777;background:#fafafa}.bypostauthor>.comment-body{background:#eef7fb}.block-type-footer{clear:both;background:#222;color:#aaa;padding:14px}"
    )
    return case(
        "cf-headway-topsy",
        "discussion",
        "backpack",
        piece,
        Bits(
            inside=share_counts("backpack") + as_seen("Lonely Planet,Matador Network,BootsnAll"),
            after=after,
            side=side,
            style=style,
        ),
        ns,
        path="/2012/07/sleeper-buses-vietnam/",
        container="div#comments.comments-area: h3 'Join the conversation (7)', ol.commentlist > li.comment.depth-N (div.comment-body: img, span.comment-author a, span.comment-author-badge, span.comment-date, div.comment-text > p…), replies in ul.children; a li.pingback (a Topsy-like trackback) and another li.pingback among the comments",
        heading="Join the conversation (7)",
        description="A travel couple's blog of 2012 on a Headway-like theme: 5 comments (2 replies by the two bloggers, each with an 'Author' badge) in one threaded list that also holds, in the same li markup, a Topsy-like 'Tweets that mention … -- Topsy.com' trackback quoting a tweet (with a name that also comments below) and a round-up pingback; the heading counts 7; a bio box of two authors, related posts, a 'Where We Are Now' box, an opt-in, popular posts, social counters, an insurance affiliate banner, As seen on. Most awkward: two trackbacks among the comments in the very same markup, one of them quoting a reader who also comments.",
        lookalikes=("a Topsy-like tweets trackback and a pingback in the comment list",),
    )


def genesis_stillpoint() -> Case:
    ns = talk("""
Hannah Greer @ January 3, 2012 at 6:21 am :: > "You don't need a new you. You need ten quiet minutes with the old one." // I wrote this on a sticky note and put it on my bathroom mirror. I've started getting up twenty minutes before the kids for the first time in years and it is already making a difference, even after three days. Thank you Nora.
Paul Strand @ January 3, 2012 at 8:47 pm :: I've been reading your blog since the summer and I think this is your best post yet. The idea of one tiny habit instead of a list of resolutions really resonates. Mine for 2012: a glass of water and five minutes of stretching before I look at my phone. That's it. // Happy New Year from a fellow early riser. // -- Paul // www.slowmorningsblog.com
  Nora Fairweather @ January 4, 2012 at 7:10 am :: Paul, that is a perfect first habit. Small enough that you'll do it on your worst day. Happy New Year to you too!
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 901 + i
        return (
            f'<li class="comment depth-{n.depth + 1}" id="comment-{cid}"><p class="comment-meta"><strong class="comment-author">{esc(n.who)}</strong> '
            f'<span class="comment-date">{esc(n.at)}</span></p><div class="comment-content">{paras(n.body)}</div>{sub}</li>'
        )

    after = (
        '<div class="ebook-box"><h3>Free E-book: 30 Days of Quiet Mornings</h3><p>One tiny practice a day for a month, with a printable habit tracker. Join 6,200 readers and get it free.</p>'
        '<form action="/go/mailchimp/" method="post"><input type="text" name="EMAIL" placeholder="Your email"><input type="submit" value="Yes, send it!"></form></div>'
        + bio(
            "Nora Fairweather",
            "Nora is a former hospice nurse turned writer who lives in Vermont. She writes about small habits, slow mornings and making peace with imperfect days.",
        )
        + '<div id="comments"><h3>3 Comments</h3><ol class="comment-list">'
        + draw(ns, item, lambda s, d: f'<ol class="children">{s}</ol>')
        + '</ol></div><p class="nocomments">Comments are closed.</p>'
    )
    side = (
        start_here(
            "New here? Read this first\nThe One Tiny Habit Method\nMy Morning Routine (Real Version)\nBooks That Changed How I Live"
        )
        + optin(
            "30 Days of Quiet Mornings",
            "A free e-book with one small practice a day and a printable tracker.",
            "Get the Free E-book",
        )
        + popular(
            "One Tiny Habit for the New Year\nHow to Wake Up Early Without Hating It\nLetting Go of the Perfect Day\nWhat Hospice Taught Me About Time",
            counts=False,
        )
        + tweets(
            "stillpointnora",
            '"Almost everything will work again if you unplug it for a few minutes, including you." | 6 hours ago\nNew post: One Tiny Habit for the New Year http://bit.ly/AbC12x | 2 days ago',
        )
    )
    piece = Piece(
        "One Tiny Habit for the New Year",
        "2012-01-02T05:30:00+00:00",
        "January 2, 2012",
        """
Every January I used to write a list. Exercise five days a week. Learn Italian. Read fifty books. Meditate. Drink less coffee. And every February I would find the list in a drawer and feel a little worse about myself.

This year I'm asking you to do something different. Pick one habit. Make it so small it feels silly. Two minutes of stretching. One glass of water before coffee. Writing one sentence in a notebook.

You don't need a new you. You need ten quiet minutes with the old one.

Tiny habits work because they survive your worst days. On the morning the baby was up all night and the car won't start, you can still drink a glass of water. And a habit that survives your worst days is the only kind that lasts.
""",
        cats=("Habits",),
        tags=("new year", "tiny habits", "mornings"),
        count=3,
    )
    style = (
        "#wrap{width:940px;margin:0 auto;background:#fff}#header{padding:30px;text-align:center}#title{font:italic 38px Georgia;margin:0}#nav ul{list-style:none;text-align:center;padding:0}"
        "#nav li{display:inline;margin:0 10px}#inner{padding:20px}#content{float:left;width:600px}#sidebar{float:right;width:280px}.comment-list{list-style:none;padding:0}"
        ".comment-list li{border-bottom:1px dotted #ccc;padding:8px 0}.comment-list .children{list-style:none;margin-left:36px}.comment-date{color:#999;font-size:11px}"
        ".ebook-box{background:#eef4f3;border:1px solid #5a7d7c;padding:12px;margin:20px 0}.nocomments{font-style:italic;color:#888}blockquote{border-left:3px solid #5a7d7c;margin:6px 0;padding-left:10px;color:#555}"
    )
    return case(
        "cf-genesis-closed-quote",
        "discussion",
        "stillpoint",
        piece,
        Bits(
            top='<a href="/free-ebook/">Free e-book: 30 Days of Quiet Mornings</a> &middot; 6,200 readers',
            inside=share_counts("stillpoint"),
            after=after,
            side=side,
            style=style,
        ),
        ns,
        path="/one-tiny-habit-for-the-new-year/",
        container="div#comments: h3 '3 Comments', ol.comment-list > li.comment.depth-N (p.comment-meta strong.comment-author + span.comment-date, div.comment-content > blockquote/p…), the reply in ol.children; then p.nocomments 'Comments are closed.'",
        heading="3 Comments",
        description="A self-improvement blog of January 2012 on a Genesis-like child theme: an e-book box and a bio box between the post and 3 comments without avatars (one reply by the blogger); the first comment opens with a blockquote of the post's own sentence, the second ends with a signature ('-- Paul' and his blog's address, each its own paragraph); 'Comments are closed.' after them; start here, an opt-in, popular posts, tweets, a hello bar. Most awkward: a comment that opens with the post's words in a blockquote, a signature with a web address.",
        lookalikes=("latest tweets",),
    )


def threads2_cf() -> list[Case]:
    return [headway_backpack(), genesis_stillpoint()]
