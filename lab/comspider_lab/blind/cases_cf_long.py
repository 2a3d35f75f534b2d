"""Blind set CF: four discussions on hosted and other blog systems of 2012: a parenting blog on Typepad, 5 comments
each followed by "Posted by: NAME | DATE", one of them long with a list, one signed, and the hidden "Previewing your
Comment" box with its empty "Posted by: |" line; a food blog on a Squarespace-like builder, "Reader Comments (4)",
each body followed by "Comment by NAME on DATE" (a comment with the reader's own recipe steps, one without a web
name); a design magazine's group blog on Movable Type, 10 comments in one flat list where the answers show only
"NAME replied to comment from NAME2"; a tech blog on a WooThemes-like theme with 14 comments three levels deep, long
texts with lists, code and links, "Comment pages" links and a Top Commenters widget. Every name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cf_common import (
    Bits,
    Case,
    Note,
    Piece,
    banner,
    bio,
    case,
    esc,
    flat,
    paras,
    popular,
    share_counts,
    talk,
    tweets,
    widget,
)


def typepad_crayon() -> Case:
    ns = talk("""
Lindsay @ Mar 12, 2012 at 10:02 AM :: Becca, I laughed so hard at the part about the goldfish crackers in the DVD player that I had to put my coffee down. Ours was a whole peanut butter sandwich in the VCR at my mom's house. Folded in half. Neatly.
Tamara Jenkins @ Mar 12, 2012 at 11:47 AM :: Thank you for writing this. My middle one is almost four and still not sleeping through and everyone keeps telling me what I'm doing wrong. Some things that helped us a little, for what they're worth: // - A "sleep train" wall chart with stickers (he's obsessed with trains, so) // - Moving bath time earlier, to 6:15 // - Turning the monitor volume down so I stop going in at every sigh // None of it is magic. Mostly we're just waiting it out. Hang in there, mama.
Gran in Tulsa @ Mar 12, 2012 at 02:31 PM :: My three boys are 41, 38 and 35 now and I promise you, one day the house will be quiet and you'll miss the crayons in the dryer. Not the ones in the dryer, maybe. But the rest.
Kelly O. @ Mar 13, 2012 at 07:15 AM :: Did the crayon stains come out of the clothes? We had a red one go through with a load of whites last month and I'm still finding pink socks. If you found a trick, please share!! // xo Kelly // http://kellysknottyknits.typepad.com
Becca Honeycutt @ Mar 13, 2012 at 09:40 AM :: Kelly, WD-40 and then dish soap, rubbed in with an old toothbrush. Sounds crazy but it worked on everything except Owen's white church shirt, which I have decided was ugly anyway.
""")

    def item(i: int, n: Note) -> str:
        cid = f"6a00d8341c2b4c53ef0167{63 + i}c1a2b{i}970b"
        return (
            f'<div class="comment" id="c{cid}"><div class="comment-content">{paras(n.body)}</div>'
            f'<p class="comment-footer">Posted by: <a href="/go/profile/{i}" rel="nofollow">{esc(n.who)}</a> | <a href="#c{cid}">{esc(n.at)}</a></p></div>'
        )

    after = (
        '<div class="comments" id="comments"><a id="comments"></a><h3 class="comments-header">Comments</h3><div class="comments-info">'
        '<p><a href="/go/feed/comments">Feed</a> You can follow this conversation by subscribing to the comment feed for this post.</p></div>'
        '<div class="comments-content">' + flat(ns, item) + "</div></div>"
        '<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Verify your Comment</h2>'
        '<div class="comments-open-content"><div id="comment-preview" style="display:none"><h2 class="comments-open-header">Previewing your Comment</h2>'
        '<div class="comment"><div class="comment-content"></div><p class="comment-footer">Posted by: | </p></div>'
        "<p>This is only a preview. Your comment has not yet been posted.</p></div>"
        '<form id="comment-form" method="post" action="/t/comments"><p><label for="comment-text">Comment below or sign in with <a href="/go/typepad-signin">TypePad</a>, <a href="/go/fb">Facebook</a>, <a href="/go/tw">Twitter</a> and more...</label></p>'
        '<textarea id="comment-text" name="text" rows="8"></textarea><p>(URLs automatically linked.)</p><p>Your Information</p>'
        '<p>(Name and email address are required. Email address will not be displayed with the comment.)</p><input type="text" name="author" placeholder="Name"> <input type="text" name="email" placeholder="Email">'
        '<input type="submit" name="post" value="Post"> <input type="submit" name="preview" value="Preview"></form></div></div>'
    )
    left = (
        widget(
            "About Me",
            '<p><img src="/_avatar/becca.svg" alt="" width="150" height="150"></p><p>Becca. Mom of three boys (6, 3 and 1), wife of a very patient pharmacist, lover of naps I never take.</p>',
        )
        + widget(
            "Subscribe",
            '<p><a href="/go/feed/">Subscribe to this blog\'s feed</a></p><p>Get posts by email: <input type="text" name="email"> <input type="submit" value="Go"></p>',
        )
        + widget(
            "Blogs I Love",
            "<ul><li><a href='/go/b1'>Pancakes and Pandemonium</a></li><li><a href='/go/b2'>The Mom Who Forgot</a></li><li><a href='/go/b3'>Little House, Big Mess</a></li></ul>",
        )
    )
    side = (
        widget(
            "Grab My Button",
            '<p><img src="/_avatar/button.svg" alt="Crayons in the Dryer" width="125" height="125"></p><textarea readonly><a href="/"><img src="/button.png"></a></textarea>',
        )
        + widget(
            "Recent Posts",
            "<ul><li><a href='/1'>Crayons in the Dryer (Again)</a></li><li><a href='/2'>Our Easter Basket Ideas on a Budget</a></li><li><a href='/3'>Wordless Wednesday: Mud</a></li></ul>",
        )
        + widget(
            "Archives",
            "<ul><li><a href='/2012/03/'>March 2012</a></li><li><a href='/2012/02/'>February 2012</a></li><li><a href='/2012/01/'>January 2012</a></li></ul>",
        )
        + banner("Shop Zulily deals for kids")
        + widget(
            "I'm a Member",
            "<p>Mom Bloggers Club &middot; BlogHer Publishing Network &middot; Circle of Moms Top 25</p>",
        )
    )
    piece = Piece(
        "Crayons in the Dryer (Again)",
        "2012-03-12T09:14:00-05:00",
        "Monday, March 12, 2012",
        """
You know the sound. That gentle tick-tick-tick of something small going round and round in the dryer. Today it was a purple crayon, a green crayon and, for reasons nobody will explain to me, half a Lego man.

I would like to tell you I checked the pockets. I would like to tell you a lot of things. But it was a Monday, the baby had a fever, the three-year-old had discovered that the DVD player accepts goldfish crackers, and I was doing laundry with one hand.

So here we are. Purple polka dots on Ethan's school pants, green streaks on my one good sweater, and a dryer drum that looks like modern art.

I'm going to go Google how to get crayon out of a dryer now. If you have a trick, tell me. If you just want to tell me your kid did something worse, that's fine too. Honestly, that's better.
""",
        cats=("Life With Boys",),
        count=5,
        byline="09:14 AM",
    )
    style = (
        "#container{width:980px;margin:0 auto;background:#fff}#banner{padding:24px;background:#8e44ad;color:#fff}#banner a{color:#fff;text-decoration:none}#banner-header{margin:0;font-size:32px}"
        "#banner-description{font-size:13px;font-weight:normal;margin:4px 0 0}.nav-list{list-style:none;margin:0;padding:6px;background:#f3e9f7}.nav-list li{display:inline;margin-right:12px}"
        "#pagebody-inner{overflow:hidden}#alpha{float:left;width:190px;padding:10px}#beta{float:left;width:520px;padding:10px}#gamma{float:right;width:200px;padding:10px}"
        ".date-header{font-size:12px;text-transform:uppercase;color:#999}.entry-header{font-size:24px}.comment{border-bottom:1px dotted #ccc;padding:8px 0}.comment-footer{font-size:11px;color:#888}"
        ".comments-header{border-bottom:1px solid #ccc}"
    )
    return case(
        "cf-typepad-posted-by",
        "discussion",
        "crayon",
        piece,
        Bits(left=left, side=side, after=after, style=style),
        ns,
        path="/crayons_in_the_dryer/2012/03/crayons-in-the-dryer-again.html",
        container="div.comments#comments: h3 'Comments', div.comments-info, div.comments-content > div.comment#c<hash> (div.comment-content > p/ul…, then p.comment-footer 'Posted by: <a>NAME</a> | <a>DATE</a>'); the hidden preview box after it",
        heading="Comments",
        description="A mommy blog of March 2012 on Typepad's three-column layout: 5 comments, each text followed by 'Posted by: NAME | DATE'; one comment has a bulleted list between two paragraphs, one is signed ('xo Kelly' and her blog's address), the blogger answers in the flat list; the hidden 'Previewing your Comment' box repeats the comment markup with an empty text and 'Posted by: |'; 'About Me', 'Blogs I Love', 'Grab My Button' with its code, recent posts, archives, an affiliate banner, blog network badges. Most awkward: the name after the text, an empty hidden copy of the comment markup, and answers only by the name addressed in the text.",
        lookalikes=("a hidden, empty comment preview",),
    )


def squarespace_salt() -> Case:
    ns = talk("""
Margo @ October 4, 2012 :: Made this last night with the cherry tomatoes from our CSA box and it was gone in ten minutes. I added a handful of capers at the end because I can't leave anything alone. Next time I'm doubling it.
Dan Whitaker @ October 4, 2012 :: Quick question, Theo: can you use dried pasta other than bucatini? My store only had spaghetti and linguine. Also, is there any substitute for the anchovies? My wife is vegetarian (but she doesn't read your blog, so don't tell her I asked).
Theo Marchetti @ October 5, 2012 :: Dan, spaghetti works fine, just pull it a minute earlier. For the anchovies, a tablespoon of white miso melted into the oil gives you a lot of the same savouriness. Your secret is safe with me.
Cassie Lambert @ October 6, 2012 :: This is pretty much my go-to weeknight dinner now. My version, in case anyone wants a lazier one: // - Halve the tomatoes, toss them in the pan with the garlic and oil all at once // - Lid on, 8 minutes, then smash them with a fork // - Pasta water, pasta, lots of parmesan, done // Twenty minutes door to table. Thanks for the inspiration!
""")

    def item(i: int, n: Note) -> str:
        cid = 14882310 + 41 * i
        mine = n.who == "Theo Marchetti"
        name = esc(n.who)
        who = f'<a href="/go/w/{cid}" rel="nofollow">{name}</a>' if i % 2 else name
        return (
            f'<div class="comment-wrapper{" author-comment" if mine else ""}" id="comment{cid}"><a name="comment{cid}"></a>'
            f'<div class="body">{paras(n.body)}</div><div class="byline">Comment by {who} on <span class="date">{esc(n.at)}</span></div></div>'
        )

    after = (
        bio(
            "Theo Marchetti",
            "Theo cooks, writes and washes far too many dishes in a 90-square-foot kitchen in southeast Portland. His first cookbook, Small Kitchen Suppers, is out in spring 2013.",
        )
        + '<div class="journal-comment-area"><a name="comments"></a><h3 class="comments-title">Reader Comments (4)</h3><div class="journal-comment-area-wrapper">'
        + flat(ns, item)
        + '</div><div class="post-comment"><h3>Post a New Comment</h3><form action="/journal/post-comment" method="post"><p>Enter your information below to add a new comment.</p>'
        '<p><label>Author Name: (required)</label><input type="text" name="author"></p><p><label>Author Email: (optional)</label><input type="text" name="email"></p>'
        '<p><label>Author URL: (optional)</label><input type="text" name="url"></p><p><label>Post:</label><textarea name="body"></textarea></p>'
        '<p>Some HTML allowed: &lt;a href="" title=""&gt; &lt;abbr title=""&gt; &lt;b&gt; &lt;blockquote&gt; &lt;em&gt; &lt;strong&gt;</p>'
        '<p><input type="checkbox" name="notify"> Notify me of follow-up comments via email.</p><input type="submit" value="Preview Post"></form></div></div>'
    )
    side = (
        widget(
            "Hello!",
            '<p><img src="/_avatar/theo.svg" alt="" width="180" height="180"></p><p>I\'m Theo. I cook dinner in a kitchen the size of a closet. Here are the recipes that survived.</p>',
        )
        + widget(
            "Newsletter",
            '<p>One recipe a week, straight to your inbox.</p><form action="/go/mc"><input type="text" name="EMAIL"><input type="submit" value="Subscribe"></form>',
        )
        + popular(
            "Burst Cherry Tomato Bucatini\nThe Only Granola I Make\nSheet Pan Chicken Thighs With Lemons\nBrown Butter Cornbread",
            "Reader Favorites",
            counts=False,
        )
        + widget(
            "As Featured In", "<p>Saveur &middot; The Kitchn &middot; Food52 &middot; Portland Monthly</p>"
        )
        + widget(
            "Archive",
            "<ul><li><a href='/journal/2012/10/'>October 2012</a></li><li><a href='/journal/2012/9/'>September 2012</a></li></ul>",
        )
    )
    piece = Piece(
        "Burst Cherry Tomato Bucatini",
        "2012-10-03T18:00:00-07:00",
        "Wednesday, October 3, 2012 at 6:00PM",
        """
This is the dinner I make when I get home at seven, it's raining, and the cherry tomatoes on the counter are one day from giving up.

<h3>Ingredients (serves 2)</h3><ul><li>1 pint cherry tomatoes</li><li>4 cloves garlic, sliced</li><li>3 anchovy fillets</li><li>1/4 cup olive oil</li><li>8 oz bucatini</li><li>Parmesan and basil to finish</li></ul>

Warm the oil with the garlic and anchovies over medium-low heat until the anchovies melt. Add the tomatoes, turn the heat up, and leave them alone until they start to pop, about eight minutes. Crush the rest with the back of a spoon.

Toss in the pasta with a ladle of its cooking water and stir like you mean it until the sauce turns glossy. Basil, a lot of cheese, done. It takes about as long as the water takes to boil, which is the whole point.
""",
        cats=("Pasta", "Weeknight"),
        count=4,
    )
    style = (
        "#canvas{width:950px;margin:0 auto;background:#fffdf8}#pageHeader{padding:28px;text-align:center}#pageHeader h1{font:normal 40px Georgia;margin:0}#pageHeader h2{font-size:13px;color:#999;font-weight:normal}"
        "#topNav ul{list-style:none;text-align:center;padding:0;border-top:1px solid #e5d9c8;border-bottom:1px solid #e5d9c8}#topNav li{display:inline;margin:0 12px}"
        "#contentWrapper{overflow:hidden;padding:20px}#content{float:left;width:620px}#sidebar1Wrapper{float:right;width:260px}.journal-entry-tag{font-size:11px;color:#998}"
        ".comment-wrapper{border-bottom:1px solid #eee;padding:10px 0}.comment-wrapper .byline{font-size:11px;color:#888}.author-comment{background:#fbf4ea}.comments-title{font-weight:normal;border-bottom:1px solid #b5651d}"
    )
    return case(
        "cf-squarespace-byline",
        "discussion",
        "saltpan",
        piece,
        Bits(inside=share_counts("saltpan"), after=after, side=side, style=style),
        ns,
        path="/journal/2012/10/3/burst-cherry-tomato-bucatini.html",
        container="div.journal-comment-area: h3 'Reader Comments (4)', div.journal-comment-area-wrapper > div.comment-wrapper#comment<number> (div.body > p/ul…, then div.byline 'Comment by NAME on DATE')",
        heading="Reader Comments (4)",
        description="A food blog of October 2012 on a Squarespace-like builder: a recipe with an ingredient list, then 4 comments, each body followed by 'Comment by NAME on DATE' (the name a link on two); the cook answers in the flat list (highlighted); one comment is the reader's own recipe steps as a list; no avatars; reader favorites, a newsletter box, 'As Featured In', archives. Most awkward: no element for the author but the byline after the text, which starts with 'Comment by'.",
        lookalikes=("the recipe's ingredient list",),
    )


def mt_kerning() -> Case:
    ns = talk("""
Ben Okonkwo @ May 22, 2012 10:14 AM :: Great interview. I've been using the Hanford family on client work since the beta and the italics alone are worth the licence. What struck me reading this is how much of the work was in the spacing tables, not the drawings. Nobody ever talks about that part.
Claire Dubois @ May 22, 2012 11:02 AM :: "A typeface is a set of decisions you can't take back once someone prints them" - going on the studio wall.
  Martin Ashby @ May 22, 2012 12:37 PM :: Claire, same. Although I'd argue you can take them back, it's called version 2.0 and it costs everybody another licence fee.
    Claire Dubois @ May 22, 2012 1:05 PM :: Ha! Fair.
Yuki Tanaka @ May 22, 2012 3:48 PM :: I wish the interview had gone a bit further into the web version. The hinting on Windows is still pretty rough at small sizes in my tests (IE8, ClearType on). Has anyone tried it as body text at 13px?
  Ben Okonkwo @ May 22, 2012 4:20 PM :: Yuki, we did at 14px on a news site and it held up fine in Chrome and Firefox, but IE8 was blotchy. We ended up serving Georgia to IE8 with a conditional stylesheet. Not pretty, but nobody complained.
  Grid & Gutter @ May 22, 2012 5:02 PM :: Yuki, good question. We've asked the foundry and will update the post when we hear back about the hinting.
Sam Reilly @ May 23, 2012 9:30 AM :: Lovely to see a small foundry get this kind of attention. The section on drawing the lowercase g three times over two years made me feel better about the logo I've been redrawing since January.
Patricia Lowe @ May 23, 2012 2:15 PM :: Is the specimen book shown in the third photo available anywhere? I'd buy it just for the paper.
  Martin Ashby @ May 23, 2012 6:44 PM :: Patricia, it was a limited run of 300 for the launch, but the foundry's site said they'd do a second printing in the autumn.
""")

    def item(i: int, n: Note) -> str:
        cid = 118402 + 9 * i
        reply = ""
        if n.parent is not None:
            p = ns[n.parent]
            reply = f' replied to <a href="#comment-{118402 + 9 * n.parent}" title="Go to comment from {esc(p.who)}">comment from {esc(p.who)}</a>'
        staff = n.who == "Grid & Gutter"
        return (
            f'<div class="comment{" comment-staff" if staff else ""}" id="comment-{cid}"><div class="inner"><div class="comment-header"><div class="asset-meta">'
            f'<span class="byline"><img src="/_avatar/mt{cid}.svg" alt="" width="50" height="50" class="userpic"> <span class="vcard author"><a href="/go/p/{cid}" rel="nofollow">{esc(n.who)}</a></span>{reply}'
            f' <span class="separator">|</span> <a href="#comment-{cid}">{esc(n.at)}</a> <span class="separator">|</span> <a href="javascript:void(0)" class="comment-reply">Reply</a></span></div></div>'
            f'<div class="comment-content">{paras(n.body)}</div></div></div>'
        )

    after = (
        '<div id="comments" class="comments"><h2 class="comments-header">10 Comments</h2><div class="comments-content">'
        + flat(ns, item)
        + '</div></div><div class="comments-open" id="comments-open"><h2 class="comments-open-header">Leave a comment</h2>'
        '<p>Sign in to comment, or comment anonymously.</p><form method="post" action="/mt/mt-comments.cgi" id="comments-form"><textarea name="text" rows="8"></textarea>'
        '<input type="submit" value="Submit"></form></div>'
    )
    side = (
        widget(
            "From the magazine",
            '<p><img src="/_avatar/issue14.svg" alt="Grid &amp; Gutter issue 14" width="180" height="240"></p><p>Issue 14: The Grid Issue. <a href="/subscribe/">Subscribe from $36 a year</a></p>',
        )
        + widget(
            "Contributors",
            "<ul><li><a href='/c/1'>Martin Ashby</a>, editor</li><li><a href='/c/2'>Helena Ruiz</a>, web editor</li><li><a href='/c/3'>Tom Kwiatkowski</a>, contributing editor</li></ul>",
        )
        + popular(
            "Interview: The Making of Hanford | 10\nWhy Every Studio Needs a Style Guide | 23\nThe Return of the Slab Serif | 17\nReview: Three Books on Grids | 4",
            "Most Discussed",
        )
        + tweets(
            "gridandgutter",
            "Our interview with the makers of Hanford is up on the blog: http://bit.ly/K3rnRm | 1 day ago\nIssue 14 ships to subscribers this week. It's a heavy one. | 3 days ago",
        )
        + banner("Jobs on the Grid & Gutter job board")
    )
    piece = Piece(
        "Interview: The Making of Hanford",
        "2012-05-22T08:00:00-04:00",
        "May 22, 2012 8:00 AM",
        """
Hanford took two people four years. We visited their studio above a bakery in Providence to talk about serifs, spacing tables, and why the lowercase g almost broke them.

Grid & Gutter: Where did Hanford start? Ruth Calloway: With a drawing of a lowercase a on the back of an electricity bill. We wanted something sturdy enough for newspapers that still had warmth in the italic.

G&G: What took the longest? Isaac Dunmore: Spacing. People imagine type design is drawing beautiful letters. It's mostly deciding how much air goes between an r and an n, for every pair, at every weight. A typeface is a set of decisions you can't take back once someone prints them.

G&G: And the g? RC: We drew it three times over two years. The first one was too clever. The second too timid. The third one is in the font.
""",
        cats=("Typography", "Interviews"),
        tags=("type design", "Hanford", "foundries"),
        count=10,
        byline="Martin Ashby",
    )
    style = (
        "#container{width:960px;margin:0 auto;background:#fff}#header{padding:26px;border-bottom:6px solid #111}#header-name{margin:0;font:bold 36px Georgia}#header-name a{color:#111;text-decoration:none}"
        ".menu-list{list-style:none;padding:8px 26px;margin:0}.menu-list li{display:inline;margin-right:14px;text-transform:uppercase;font-size:12px}"
        "#content-inner{overflow:hidden;padding:20px}#alpha{float:left;width:620px}#beta{float:right;width:270px}.asset-meta{font-size:12px;color:#777}"
        ".comments .comment{border-top:1px solid #ddd;padding:10px 0}.comments .comment .byline{font-size:12px}.comment-staff{background:#f4f4f4}.userpic{vertical-align:middle}"
    )
    return case(
        "cf-mt-replied-to",
        "discussion",
        "kerning",
        piece,
        Bits(inside=share_counts("kerning"), after=after, side=side, style=style),
        ns,
        path="/2012/05/interview-the-making-of-hanford.html",
        container="div#comments.comments: h2 '10 Comments', div.comments-content > div.comment#comment-<n> flat (div.asset-meta span.byline: userpic, span.vcard.author a NAME, ' replied to <a>comment from NAME2</a>', date, Reply; div.comment-content > p)",
        heading="10 Comments",
        description="A design magazine's group blog of 2012 on Movable Type: an interview, then 10 comments in one flat list where 5 answers are marked only by 'NAME replied to comment from NAME2' (a link to the parent's anchor), two levels; the magazine itself answers once ('Grid & Gutter', a staff class); the magazine cover, contributors, most discussed with counts, tweets, a job-board banner. Most awkward: a flat list whose thread is only in the 'replied to comment from' links, one reader in a chain of three.",
        lookalikes=("most discussed with counts", "latest tweets"),
    )


def long_cf() -> list[Case]:
    return [typepad_crayon(), squarespace_salt(), mt_kerning()]
