"""Blind set CF: four discussions on self-hosted WordPress blogs of 2012 with the premium themes of the time: a
debt-payoff blog on a Thesis-like theme, its comments a definition list (the name and number in a ``dt``, the text
in the ``dd``), CommentLuv's "NAME recently posted..TITLE" line under most of them, the author's highlighted
answers and a "Top Commenters" widget; a productivity blog on a Genesis-like theme with "7 Responses", the author's
"Author" badge and three pingbacks in their own list after the comments; a travel blog on a Headway-like theme whose
list holds a Topsy-like "mentioned on Twitter" trackback and a pingback among the comments; a self-improvement blog
whose discussion is closed ("Comments are closed."), one comment quoting the post, one with a signature. Every name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cf_common import (
    Bits,
    Case,
    Note,
    Piece,
    as_seen,
    banner,
    bio,
    case,
    draw,
    esc,
    optin,
    paras,
    popular,
    related,
    share_counts,
    start_here,
    talk,
    testimonials,
    top_commenters,
    tweets,
    widget,
)


def thesis_penny() -> Case:
    ns = talk("""
Frugal Mama Jen @ March 6, 2012 at 7:42 am [luv=Why I Stopped Couponing (And Saved More)] :: Love this breakdown! We're a family of five and stuck at around $450 no matter what I try. The tip about shopping the perimeter of Aldi first is genius, I always end up in the middle aisles with snacks nobody needs. // Question: do you count toilet paper and cleaning stuff in the $280 or is that a separate category?
  Dana Whitcomb @ March 6, 2012 at 8:15 am :: Jen, good question! Household stuff is a separate $40 line in our budget. The $280 is only food (and the occasional bag of coffee, which I consider food, lol).
    Frugal Mama Jen @ March 6, 2012 at 9:01 am [luv=Why I Stopped Couponing (And Saved More)] :: Okay that makes me feel a LOT better. Ha!
Mike @ Debt Free by 40 @ March 6, 2012 at 10:23 am [luv=February Net Worth Update: Up $3,112] :: I'll be the contrarian here. We tried the cash envelope for groceries for three months and it just shifted spending to the credit card for "emergency" takeout. What finally worked for us was meal planning on Sunday and keeping a running list on the fridge. Different strokes I guess.
Carla :: Thank you for being honest about the bad weeks. Most blogs make it sound like they never go over.
  Dana Whitcomb @ March 6, 2012 at 1:30 pm :: Carla, we had a $362 month in January. It happens! The point is to notice, not to be perfect.
Ashley B. @ March 7, 2012 at 6:55 am [luv=Meal Plan Monday: Crock Pot Week] :: Pinned this! A few things that work for us, in case anyone finds them useful: // - Buying a quarter cow with my sister every fall (about $3.20/lb for everything, steaks included) // - Baking bread on Sunday. Two loaves last us most of the week. // - Breakfast for dinner once a week. The kids think it's a treat and it costs about $4. // We're at $310 for four, so you're beating me by a bit. Off to find the Aldi price list you mentioned.
Tyler @ Young & Thrifty @ March 7, 2012 at 11:18 am [luv=Side Hustle Report: How I Made $640 Mowing Lawns] :: Solid post. Did you notice your health or energy change at all when you switched to mostly cooking from scratch? I dropped about 12 pounds the first year just because we stopped eating out.
Grace Oyelaran @ March 8, 2012 at 4:02 pm :: I'm a single mom with two teenage boys and honestly $280 would last us about ten days. Teenagers are bottomless pits! But I'm going to try your price book idea, I never knew I was paying almost double for the same oatmeal at the store around the corner.
""")
    # the comments on the page: "Carla" has no time shown; CommentLuv lines come from the [luv=…] tag
    for n in ns:
        if not n.at:
            n.at = "March 6, 2012 at 12:48 pm"

    def item(i: int, n: Note, sub: str) -> str:
        cid = 18230 + 7 * i
        mine = n.who == "Dana Whitcomb"
        luv = n.tag("luv")
        luvline = (
            f'<span class="cluv">{esc(n.who.split(" @ ")[0])} recently posted..<a class="cluv-link" href="/go/luv/{cid}" rel="nofollow">{esc(luv)}</a></span>'
            if luv
            else ""
        )
        who = (
            f'<a href="/go/u/{cid}" class="url" rel="external nofollow">{esc(n.who)}</a>'
            if not mine
            else f'<a href="/" class="url">{esc(n.who)}</a>'
        )
        return (
            f'<dt class="comment{" author_comment" if mine else ""}" id="comment-{cid}"><span class="avatar"><img alt="" src="/_avatar/g-{cid}.svg" class="avatar avatar-44 photo" height="44" width="44"></span>'
            f'<span class="comment_num"><a href="#comment-{cid}" title="Permalink to this comment">{i + 1}</a></span> <span class="comment_author">{who}</span> '
            f'<span class="comment_time">{esc(n.at)}</span></dt>'
            f'<dd class="comment{" author_comment" if mine else ""}"><div class="format_text">{paras(n.body)}{luvline}</div>'
            f'<p class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></p>{sub}</dd>'
        )

    after = (
        bio(
            "Dana Whitcomb",
            "Dana is a former bank teller who paid off $48,000 of consumer debt in 29 months with her husband Rob. She writes about budgeting, frugal food and keeping your sanity while doing it.",
        )
        + '<div id="comments"><div id="comments_intro" class="comments_intro"><p><span class="bracket">{</span> <span>9</span> comments&hellip; read them below or <a href="#respond" rel="nofollow">add one</a> <span class="bracket">}</span></p></div>'
        + '<dl id="comment_list">'
        + draw(ns, item, lambda s, d: f'<dl class="children depth-{d + 1}">{s}</dl>')
        + "</dl></div>"
        + '<div id="respond"><div id="respond_intro"><p>Leave a Comment</p></div><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><input type="text" name="author" id="author"> <label for="author">Name</label></p><p><input type="text" name="email" id="email"> <label for="email">E-mail</label></p>'
        '<p><input type="text" name="url" id="url"> <label for="url">Website</label></p><p><textarea name="comment" id="comment" rows="8" cols="60"></textarea></p>'
        '<p class="cluv-opt"><input type="checkbox" checked> CommentLuv badge <small>(enable CommentLuv to show your last blog post)</small></p>'
        '<p><input type="checkbox" name="subscribe" id="subscribe"> <label for="subscribe">Notify me of followup comments via e-mail</label></p>'
        '<p><input name="submit" type="submit" id="submit" value="Submit"></p></form></div>'
    )
    side = (
        optin(
            "Get My Free E-book!",
            'Download "The $50 a Week Grocery Challenge" (27 pages, printable meal plans included) when you join 4,800 readers.',
            tag="li",
        )
        + start_here(
            "Our Debt Story\nThe Budget Spreadsheet We Use\nHow to Build a Price Book\nBest Posts of 2011",
            tag="li",
        )
        + top_commenters(
            "Frugal Mama Jen | 84\nMike @ Debt Free by 40 | 61\nAshley B. | 47\nTyler @ Young & Thrifty | 33\nKim @ Thrifty Pineapple | 29",
            tag="li",
        )
        + popular(
            "How We Cut Our Grocery Bill to $280 a Month (Family of Four) | 112\nThe Day We Made Our Last Credit Card Payment | 96\n10 Things We Stopped Buying | 71\nIs a Warehouse Club Worth It? | 58",
            heading="Most Commented",
            tag="li",
        )
        + banner("Start a budget with YNAB - 34 days free", tag="li")
    )
    piece = Piece(
        "How We Cut Our Grocery Bill to $280 a Month (Family of Four)",
        "2012-03-05T21:00:00+00:00",
        "March 5, 2012",
        """
Two years ago Rob and I sat down with three months of bank statements and a highlighter. The number that made us both go quiet was not the car payment or the credit cards. It was groceries: $740 a month, for two adults and two kids under five.

We didn't coupon our way out of it (I tried, it made me miserable). We did four boring things, and we kept doing them.

First, a price book. A little notebook where I wrote down what we actually buy and what it costs at the three stores near us. After six weeks I knew that oatmeal was $1.89 at Aldi and $3.49 at the store around the corner, and I stopped guessing.

Second, we shop the perimeter first at Aldi: produce, dairy, meat, bread. Only then the middle aisles, with the list in hand. Third, a cash envelope for food, refilled every other Friday. When it's gone, we eat from the pantry. Fourth, we plan dinners, not every meal. Seven dinners on the fridge every Sunday, and leftovers are lunch.

It isn't perfect. We went over in January ($362, thanks to a birthday party and a flu). But our average over the last 12 months is $281.40, and that money went straight to the last credit card.
""",
        cats=("Frugal Food",),
        tags=("groceries", "budgeting", "Aldi", "price book"),
        count=9,
    )
    style = (
        "#container{width:960px;margin:0 auto;background:#fff}#header{padding:20px;border-bottom:3px solid #2d6a2d}#logo{font:bold 36px Georgia;margin:0}#tagline{font-size:14px;color:#777;font-weight:normal}"
        ".menu{list-style:none;margin:0;padding:0;background:#eee;overflow:hidden}.menu li{float:left}.menu a{display:block;padding:8px 14px}#content_box{overflow:hidden;padding:20px}"
        "#content{float:left;width:600px}#sidebars{float:right;width:300px}.sidebar_list{list-style:none;padding:0}.headline_meta{font-size:12px;color:#888;font-style:italic}"
        "#comment_list dt{margin-top:14px;background:#f5f5f5;padding:6px}#comment_list dd{margin-left:54px;border-bottom:1px solid #eee}.comment_num{float:right;color:#aaa}"
        ".comment_time{font-size:11px;color:#999}dt.author_comment,dd.author_comment{background:#eef6ea}.cluv{display:block;font-size:11px;background:#f9f9f9;padding:3px;border:1px solid #eee}"
        "#comments_intro{font-size:18px;color:#555}.bracket{font-size:26px;color:#ccc}dl.children{margin-left:10px}"
    )
    return case(
        "cf-thesis-commentluv",
        "discussion",
        "penny",
        piece,
        Bits(
            top='Struggling with debt? <a href="/start-here/">Start here</a> and grab the free grocery challenge e-book.',
            inside=share_counts("penny") + as_seen("Yahoo! Finance,MSN Money,Kiplinger,The Simple Dollar"),
            after=after,
            side=side,
            style=style,
        ),
        ns,
        path="/2012/03/cut-grocery-bill-280-a-month/",
        container="#comments: div#comments_intro '{ 9 comments… read them below or add one }', dl#comment_list: dt.comment (avatar, span.comment_num, span.comment_author, span.comment_time) + dd.comment (div.format_text > p…, span.cluv 'NAME recently posted..TITLE', p.reply), replies in dl.children inside the dd",
        heading="9 comments… read them below or add one",
        description="A debt-payoff blog of 2012 on a Thesis-like theme: 9 comments in a definition list, each comment split over a dt (avatar, number, name, time) and a dd (the text, then CommentLuv's 'NAME recently posted..Latest Post Title' line on 5 of them, a Reply link), replies in a dl inside the parent's dd, three levels; the blogger's two answers highlighted (author_comment); one comment is a bulleted list between two paragraphs; names with a blog after '@' ('Mike @ Debt Free by 40'); a Top Commenters widget (names and counts), a Most Commented widget, an e-book opt-in, As seen on, a hello bar. Most awkward: the name and the text in sibling dt and dd elements, and a plugin's line with the commenter's name and another title glued under every text.",
        lookalikes=(
            "Top Commenters widget with names and counts",
            "CommentLuv lines",
            "Most Commented list with counts",
        ),
    )


def genesis_pomodoro() -> Case:
    ns = talk("""
Rachel Kimura @ April 17, 2012 at 9:12 am :: The part about batching email into three windows a day changed my week when I tried it last year. The first two days are awful, you feel like the building is on fire and nobody can reach you. Then you realise nobody actually noticed. // I would add one thing: turn off the little preview popup in Outlook. Even if you don't open the mail, reading the first line of it is enough to lose the thread of what you were doing.
  Marcus Lindqvist @ April 17, 2012 at 10:40 am [badge=Author] :: Rachel, yes! The preview popup is the worst offender. I forgot to mention it because I killed it years ago. Adding it to the post now, thanks.
Dev Patel @ April 17, 2012 at 11:05 am :: I'm a developer and honestly 25 minutes is too short for me. By the time I've loaded the whole problem into my head the timer goes off. I do 50/10 instead. Is that still "Pomodoro" or am I cheating?
  Marcus Lindqvist @ April 17, 2012 at 12:22 pm [badge=Author] :: Not cheating at all. The 25 minutes is just Cirillo's default. The point is the deliberate break and the fact that you decide what the block is for before you start. 50/10 is what I use for writing too.
  Sofia Esposito @ April 17, 2012 at 2:47 pm :: Same here Dev. I use 45 minutes for design work. 25 only works for me for admin stuff and email.
Brendan Walsh @ April 18, 2012 at 7:30 am :: Funny, I read this at 7 am with a kitchen timer shaped like a tomato sitting right next to my keyboard. My kids think I'm insane.
Lena Hoffmann @ April 19, 2012 at 4:16 pm :: I've tried every productivity system out there (GTD, Pomodoro, Don't Break the Chain, the lot) and what I've learned is that the system matters way less than having one thing written down that I'm doing next. Nice post though, and the printable is lovely.
Productivity Roundup: 12 Links Worth Your Time | The Organized Freelancer @ April 20, 2012 [x=ping] :: [...] Marcus at Tomato Time has a great walkthrough of how he runs his day in 25 minute blocks, with a free printable tracker. [...]
Weekly Link Love #34 &laquo; Small Desk Big Dreams @ April 21, 2012 [x=ping] :: [...] Tomato Time: The Pomodoro Technique for People Who Hate Timers [...]
Tuesday Tools: Focus Apps | Freelance Folio @ April 24, 2012 [x=ping] :: [...] if you want the analog version, read this post on Tomato Time about using a kitchen timer [...]
""")
    comments = [n for n in ns if n.tag("x") != "ping"]
    pings = [n for n in ns if n.tag("x") == "ping"]
    order = {id(n): k for k, n in enumerate(comments)}

    def item(i: int, n: Note, sub: str) -> str:
        cid = 5120 + 3 * i
        author = n.tag("badge") == "Author"
        k = order[id(n)]
        cls = (
            f"comment {'even' if k % 2 == 0 else 'odd'} {'thread-even' if k % 2 == 0 else 'thread-odd'} depth-{n.depth + 1}"
            + (" bypostauthor byuser" if author else "")
        )
        badge = ' <span class="author-badge">Author</span>' if author else ""
        return (
            f'<li class="{cls}" id="comment-{cid}"><div class="comment-header"><div class="comment-author vcard">'
            f'<img alt="" src="/_avatar/g{cid}.svg" class="avatar avatar-48 photo" height="48" width="48"><cite class="fn">{esc(n.who)}</cite>{badge} <span class="says">says</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(n.at)}</a></div></div>'
            f'<div class="comment-content">{paras(n.body)}</div><div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div>{sub}</li>'
        )

    thread = draw(comments, item, lambda s, d: f'<ul class="children">{s}</ul>')
    pinglist = "".join(
        f'<li class="pingback" id="comment-{6100 + k}"><div class="comment-author vcard"><cite class="fn"><a href="/go/ping/{k}" rel="external nofollow" class="url">{p.who}</a></cite> <span class="says">says</span></div>'
        f'<div class="comment-meta commentmetadata"><a href="#comment-{6100 + k}">{esc(p.at)}</a></div><p>{esc(p.body)}</p></li>'
        for k, p in enumerate(pings)
    )
    after = (
        bio(
            "Marcus Lindqvist",
            "Marcus is a recovering agency project manager who now coaches freelancers on getting their days back. He lives in Minneapolis with his wife, two kids and far too many timers.",
        )
        + related(
            "The 3-Item To-Do List\nWhy I Quit Inbox Zero\nMy Analog Weekly Review\nTools I Actually Use in 2012"
        )
        + '<div id="comments"><h3>7 Responses</h3><ol class="comment-list">'
        + thread
        + '</ol></div><div id="pings"><h3>Trackbacks</h3><ol class="ping-list">'
        + pinglist
        + '</ol></div><div id="respond"><h3 id="reply-title">Speak Your Mind</h3><form id="commentform" action="/wp-comments-post.php" method="post">'
        '<p class="comment-form-author"><input id="author" name="author" type="text"> <label for="author">Name *</label></p><p class="comment-form-email"><input id="email" name="email" type="text"> <label for="email">Email *</label></p>'
        '<p class="comment-form-url"><input id="url" name="url" type="text"> <label for="url">Website</label></p><p class="comment-form-comment"><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="subscribe-to-comments"><input type="checkbox" name="subscribe" id="subscribe" value="subscribe"> <label for="subscribe">Notify me of followup comments via e-mail</label></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Submit Comment"></p></form></div>'
    )
    side = (
        optin(
            "Free: The Focus Toolkit",
            "Join 12,000 subscribers and get my printable Pomodoro tracker, the 3-item to-do list template and a 7-day email course.",
            "Get Instant Access",
        )
        + widget(
            "Hi, I'm Marcus",
            '<p><img src="/_avatar/marcus.svg" alt="" width="80" height="80"> I help freelancers and small teams do their best work in fewer hours. <a href="/about/">Read my story &rarr;</a></p>',
        )
        + popular(
            "The Pomodoro Technique for People Who Hate Timers\nWhy I Quit Inbox Zero\nThe 3-Item To-Do List\nHow to Say No to Clients (Scripts Included)",
            counts=False,
        )
        + tweets(
            "tomatotime",
            "Just recorded episode 22 of the podcast: saying no without burning bridges. Up Thursday. | 2 hours ago\nRT @freelancefolio: Tuesday Tools: Focus Apps (with a nod to our favourite tomato) http://bit.ly/xQ4mRt | 1 day ago\nKitchen timer count on my desk: 3. This is becoming a problem. | 3 days ago",
        )
        + testimonials(
            "Marcus's email course got me out of the office by 5 for the first time in two years. | Hannah R., freelance copywriter\nPractical, funny and zero fluff. | Joel M., web developer"
        )
    )
    piece = Piece(
        "The Pomodoro Technique for People Who Hate Timers",
        "2012-04-17T06:00:00+00:00",
        "April 17, 2012",
        """
I'll admit it: for years I rolled my eyes at the Pomodoro Technique. A tomato-shaped kitchen timer as the answer to a chaotic job? Please.

Then I spent a month tracking where my hours actually went, and it turned out that my "eight-hour day" had about two and a half hours of real work in it. The rest was email, chat, meetings about meetings and that special kind of nothing where you have eleven tabs open and can't remember why.

So I gave the tomato a fair shot. Here is how I run it now, two years later. I decide the night before what the first three blocks of tomorrow are for. Each block is 25 minutes of one thing, followed by a 5-minute break away from the screen. After four blocks, a long break of 20 minutes. Email gets its own blocks, three a day, and never the first one.

The timer is not the point. The point is that you choose the work before the work chooses you. If 25 minutes feels wrong, change it. What matters is the break and the decision.
""",
        cats=("Focus", "Tools"),
        tags=("pomodoro", "time management", "email"),
        count=7,
    )
    style = (
        "#wrap{width:960px;margin:0 auto;background:#fff}#header{padding:20px;border-bottom:4px solid #c0392b}#title{font:bold 32px Helvetica;margin:0}#header .widget-area{float:right}"
        "#nav ul{list-style:none;margin:0;padding:0;background:#333;overflow:hidden}#nav li{float:left}#nav a{color:#fff;display:block;padding:8px 14px}#inner{padding:20px}"
        "#content{float:left;width:600px}#sidebar{float:right;width:300px}.post-info,.post-meta{font-size:12px;color:#888}.comment-list,.ping-list{list-style:none;padding:0}"
        ".comment-list li{border-bottom:1px solid #eee;padding:10px 0}.comment-list .children{list-style:none;margin-left:40px}.bypostauthor>.comment-content{background:#fdf1ef}"
        ".author-badge{background:#c0392b;color:#fff;font-size:10px;padding:1px 5px;border-radius:3px;margin-left:4px}#pings{font-size:12px;color:#666}"
    )
    return case(
        "cf-genesis-pingbacks",
        "discussion",
        "pomodoro",
        piece,
        Bits(inside=share_counts("pomodoro"), after=after, side=side, style=style),
        ns,
        path="/the-pomodoro-technique-for-people-who-hate-timers/",
        container="div#comments: h3 '7 Responses', ol.comment-list > li.comment.depth-N (div.comment-author cite.fn + span.author-badge, div.comment-meta, div.comment-content), replies in ul.children; then div#pings: h3 'Trackbacks', ol.ping-list of 3 li.pingback",
        heading="7 Responses",
        description="A productivity blog of 2012 on a Genesis-like theme: 7 comments (3 replies, two by the blogger with an 'Author' badge and the bypostauthor class), then a separate 'Trackbacks' list of 3 pingbacks with '[...] excerpt [...]' and the linking posts' titles as names; an author bio box, related posts with thumbnails, an opt-in box, a 'Hi, I'm Marcus' box, popular posts, latest tweets, testimonials. Most awkward: the pingbacks in the same li markup as the comments (cite.fn, says, a date), right after them.",
        lookalikes=("pingbacks in their own list", "latest tweets", "testimonials"),
    )


def threads_cf() -> list[Case]:
    return [thesis_penny(), genesis_pomodoro()]
