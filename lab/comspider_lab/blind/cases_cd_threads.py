"""Blind set CD: four personal blogs on the hosted platforms of 2012, each in its own template with the era's gadgets:
a kitchen-garden blog whose flat list prints "NAME said..." lines over the texts, three of them "Anonymous", one
removed by its author and the blogger's answer among them (Blogger-like); a cycling blog's threaded list three levels
deep with "says:", a quoting comment, like counts and a pingback after the comments (WordPress.com-like); a cookery
blog whose "Posted by: NAME | DATE" lines come after the texts, with a quoted answer and a trackback (Typepad-like); a
stitching journal whose comments are tables nested by inline margins, with a deleted comment and an answer under it
(LiveJournal-like). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cd_common import (
    Bits,
    Case,
    Note,
    archive,
    calendar,
    case,
    esc,
    gadget,
    num,
    paras,
    popular,
    seeds,
    share_bar,
    slug,
    talk,
    ul_links,
)


def blogger_slugs() -> Case:
    p = "mb"
    ns = talk("""
Anonymous @ March 11, 2012 at 8:14 PM :: Beer traps worked for me last year but you have to empty them every morning or the smell is unbelievable. Cheap lager is fine, they are not fussy.
Jen in Ludlow @ March 11, 2012 at 9:02 PM :: Copper tape round the raised beds did nothing for us, the slugs just went over it like it was a speed bump. // What did work was going out at ten o'clock with a torch and a bucket of salty water. Grim, but forty in one night the first week and hardly any by the end of April.
Anonymous @ March 12, 2012 at 7:40 AM :: Have you tried the nematodes? Pricey but my lettuces survived for the first time in three years. The soil has to be above 5 degrees though, so probably too early yet where you are.
Helen @ March 12, 2012 at 12:55 PM :: Thank you all! Jen, the torch patrol sounds horribly effective, I might rope the kids in and pay them a penny a slug. // Anonymous (the second one!), I've got a packet of nematodes in the fridge waiting for the soil to warm up. Will report back.
Anonymous @ March 12, 2012 at 6:31 PM :: A penny a slug will bankrupt you by May, trust me. We did 5p a dozen and it still cost me a tenner.
""")
    removed_after = 1  # the removed entry stands after the second comment

    def entry(i: int, n: Note) -> str:
        cid = 7301882211 + 97 * i
        own = f" {p}-own" if n.who == "Helen" else ""
        who = (
            "Anonymous"
            if n.who == "Anonymous"
            else f'<a href="/profile/{num(n.who, 1000, 9999)}" rel="nofollow">{esc(n.who)}</a>'
        )
        return (
            f'<dt class="{p}-fa{own}" id="c{cid}"><a name="c{cid}"></a>{who} said...</dt>'
            f'<dd class="{p}-fbody{own}"><p>{paras(n.body, br=True)}</p></dd>'
            f'<dd class="{p}-ff"><span class="{p}-fts"><a href="#c{cid}" title="permanent link">{esc(n.at)}</a></span> '
            f'<span class="{p}-del"><a href="/delete-comment.g?blogID=55120&amp;postID={cid}" title="Delete Comment">Delete</a></span></dd>'
        )

    items = []
    for i, n in enumerate(ns):
        items.append(entry(i, n))
        if i == removed_after:
            items.append(
                f'<dt class="{p}-fa" id="c7301882500"><a href="/profile/4471">Marjorie</a> said...</dt>'
                f'<dd class="{p}-fbody {p}-gone"><span class="{p}-gone">This comment has been removed by the author.</span></dd>'
                f'<dd class="{p}-ff"><span class="{p}-fts"><a href="#c7301882500">March 11, 2012 at 11:18 PM</a></span> '
                f'<span class="{p}-del"><a href="/delete-comment.g?blogID=55120&amp;postID=7301882500">Delete</a></span></dd>'
            )
    post = (
        f'<h2 class="{p}-date"><span>Sunday, March 11, 2012</span></h2>'
        f'<div class="{p}-post"><h3 class="{p}-title">The great slug war of 2012, round one</h3>'
        f'<div class="{p}-pbody">'
        + paras(
            "It rained for nine days straight at the start of the month and I went out on Friday to find the first row of "
            "lettuce seedlings in the cold frame eaten down to the stalks. Not nibbled. Gone. The only evidence was the "
            "silver trails all over the glass, like a crime scene drawn in glitter.\n\n"
            "So this year I am declaring war early. Last spring I tried everything half-heartedly, a few egg shells here, "
            "a grapefruit skin there, and lost two sowings of peas and most of the beans. This time I'm going to try one "
            "thing per bed and actually write down what happens, which is more than I usually manage.\n\n"
            "Bed one gets beer traps (the cheapest lager the village shop sells). Bed two gets copper tape round the edges. "
            "Bed three gets a mulch of sheep's wool pellets, which a lady at the seed swap swore by. Bed four gets nothing "
            "at all, as the control, and also because I ran out of money.\n\n"
            "I would love to hear what has worked for you. Please don't say slug pellets, we have a hedgehog and I'd like to keep him."
        )
        + "</div>"
        f'<div class="{p}-pfoot">Posted by <a href="/profile/1022">Helen</a> at <a href="#">10:47 AM</a> '
        f'<a href="/email-post.g?postID=1">✉</a> <span class="{p}-lbl">Labels: <a href="/search/label/pests">pests</a>, '
        f'<a href="/search/label/lettuce">lettuce</a>, <a href="/search/label/raised%20beds">raised beds</a></span></div>'
        + share_bar(p, "slug-war")
        + "</div>"
        f'<div class="{p}-fb" id="{p}-fb"><h4>6 comments:</h4><dl class="{p}-fblist">'
        + "".join(items)
        + "</dl>"
        f'<p class="{p}-post-new"><a href="/comment.g?blogID=55120&amp;postID=1">Post a Comment</a></p></div>'
        f'<div class="{p}-pager"><a class="{p}-newer" href="/2012/03/seed-potatoes-chitting.html">Newer Post</a> '
        f'<a class="{p}-older" href="/2012/03/rhubarb-forcing-update.html">Older Post</a> <a href="/">Home</a></div>'
        f'<div class="{p}-feed">Subscribe to: <a href="/feeds/1/comments/default">Post Comments (Atom)</a></div>'
    )
    side = (
        gadget(
            p,
            "About Me",
            f'<img src="/_avatar/{p}-helen.svg" width="80" height="80" alt="" style="float:left;margin-right:6px">'
            "<b>Helen</b><br>Shropshire, United Kingdom<br>Three children, two allotments, one long-suffering husband "
            'and far too many seed packets.<br><a href="/profile/1022">View my complete profile</a>',
        )
        + gadget(
            p,
            "Followers",
            "".join(
                f'<img src="/_avatar/{p}-f{i}.svg" width="24" height="24" alt="" title="follower">'
                for i in range(12)
            )
            + '<p>Followers (37) Next</p><p><a href="/follow">Follow</a></p>',
        )
        + popular(
            p,
            """
How to build a cold frame from two old windows | Total cost: £6 and a Saturday afternoon. The windows came off Freecycle and the wood was...
Chard, glorious chard | If you only grow one thing next year, grow rainbow chard. It does not bolt, it does not sulk and the slugs...
Seed swap at the village hall | Over forty people came this year, which is twice as many as last time. My favourite swap was a...
""",
        )
        + archive(
            p,
            """
*2012 (14)
  *March (4)
    The great slug war of 2012, round one
    Rhubarb forcing update
    Seed potatoes: chitting on every windowsill
    What I'm sowing this month
  February (6)
  January (4)
2011 (52)
2010 (38)
""",
        )
        + gadget(
            p,
            "Labels",
            ul_links(
                [
                    "allotment (31)",
                    "chard (4)",
                    "lettuce (9)",
                    "pests (7)",
                    "raised beds (12)",
                    "recipes (15)",
                ],
                "/search/label/",
            ),
        )
        + gadget(
            p,
            "My Blog List",
            "<ul>"
            + "".join(
                f'<li><a href="/out/{slug(b)}"><b>{esc(b)}</b></a><br>{esc(t)}<br><small>{esc(a)}</small></li>'
                for b, t, a in [
                    ("Plot 29", "Leeks in, finally", "2 hours ago"),
                    ("The Windowsill Farmer", "Chilli seedlings: week three", "1 day ago"),
                    ("Hens & Hedges", "Broody again", "3 days ago"),
                ]
            )
            + "</ul>",
        )
    )
    style = (
        f".{p}-date{{font-size:11px;text-transform:uppercase;color:#999}}.{p}-title{{font-size:20px;margin:4px 0}}"
        f".{p}-pfoot{{font-size:11px;color:#777;border-top:1px dotted #ccc;margin-top:12px}}.{p}-fb h4{{margin:22px 0 6px}}"
        f".{p}-fa{{font-weight:bold;margin-top:12px}}.{p}-fbody{{margin:4px 0 0 14px}}.{p}-ff{{margin:2px 0 0 14px;font-size:11px;color:#999}}"
        f".{p}-own{{background:#f4f8ec}}.{p}-gone{{font-style:italic;color:#999}}.{p}-pager{{text-align:center;margin:16px 0}}"
        f".{p}-newer{{float:left}}.{p}-older{{float:right}}.{p}-snip{{color:#666;font-size:11px}}.{p}-share span{{border:1px solid #ccc;padding:0 4px;font-size:10px}}"
    )
    return case(
        "cd-blogger-slugs",
        "discussion",
        "blogger-garden",
        "Mud on My Boots: The great slug war of 2012, round one",
        Bits(main=post, side=side, style=style),
        seeds(ns),
        path="/2012/03/great-slug-war-of-2012-round-one.html",
        container="div.mb-fb: h4 '6 comments:', dl.mb-fblist of dt.mb-fa 'NAME said...' + dd.mb-fbody (texts with <br><br>) + dd.mb-ff (time, 'Delete')",
        heading="6 comments:",
        description="A Blogger-like kitchen-garden blog of March 2012: 5 comments flat in a dl, each a 'NAME said...' line over the text and a time-and-Delete line under it; three of them 'Anonymous', one 'This comment has been removed by the author.' entry (counted in the heading's 6, not a comment), the blogger's answer in another colour; paragraphs split by <br><br>; Newer Post / Older Post / Home, 'Subscribe to: Post Comments (Atom)'; About Me, Followers (37), Popular Posts with snippets, Blog Archive with counts, Labels with counts, My Blog List with latest posts. Most awkward: three authors called Anonymous and the removed entry counted in the heading.",
        lookalikes=("popular posts with snippets", "a blog list with latest posts and ages"),
    )


def wpcom_bikelane() -> Case:
    p = "tw"
    ns = talk("""
Marcy T @ March 6, 2012 at 8:02 am :: Rode it this morning. The paint is lovely and bright but the lane just stops at the Cole Street lights and drops you into the right-turn lane with the buses. Who signed that off?
  Two Wheels, No Car @ March 6, 2012 at 9:15 am :: Exactly my point, Marcy. I asked the city's traffic office and they said the second phase "will address the junction". No date for the second phase.
    Marcy T @ March 6, 2012 at 9:40 am :: "Will address" is doing a lot of work in that sentence.
dougie_on_a_brompton @ March 6, 2012 at 10:21 am :: Door zone. The whole stretch past the bakery is in the door zone. I had a van door swing open about a foot in front of me on Saturday and the driver looked at me like I was the problem. // I'll keep riding in the middle of the traffic lane there until they move the parking.
  Kevin Ashby @ March 6, 2012 at 11:03 am :: Legally you're allowed to, but good luck explaining that to the guy in the pickup behind you.
    dougie_on_a_brompton @ March 6, 2012 at 11:30 am :: I've had that conversation more times than I can count. Usually ends with him overtaking me at the next light anyway.
Patricia Lindqvist @ March 6, 2012 at 1:48 pm :: I'm a driver and I'll be honest, I don't understand where I'm supposed to look when I turn right across the lane. Some clearer signs would help everyone, not just cyclists.
  Two Wheels, No Car @ March 6, 2012 at 2:20 pm :: That's a really fair point, Patricia. The green boxes they promised at the junctions would help with exactly that. Thanks for reading as someone on the other side of the windscreen!
Hank Oduya @ March 6, 2012 at 4:05 pm :: This is the whole problem in one sentence. The design assumes everyone already knows the rules, and nobody was ever taught them. A leaflet in with the water bill would cost next to nothing.
Sam from Riverside @ March 7, 2012 at 7:12 am :: Any word on whether it'll be swept? The Mill Road lane turned into a gravel trap by November last year.
  Two Wheels, No Car @ March 7, 2012 at 8:30 am :: Sam, the city says street sweeping "as needed". I'll take photos in October and we'll see what "as needed" means.
Leonie @ March 7, 2012 at 9:58 pm :: Love the blog, found it through the Dunmore Commuter links. Keep pushing them on this one. // Leonie (a very nervous new cyclist)
""")
    quoted = {8: "I don't understand where I'm supposed to look when I turn right across the lane."}

    def li(i: int) -> str:
        n = ns[i]
        kids = [k for k, m in enumerate(ns) if m.parent == i]
        own = f" {p}-byauthor" if n.who == "Two Wheels, No Car" else ""
        q = f"<blockquote><p>{esc(quoted[i])}</p></blockquote>" if i in quoted else ""
        sub = f'<ul class="{p}-kids">' + "".join(li(k) for k in kids) + "</ul>" if kids else ""
        cid = 2210 + 13 * i
        return (
            f'<li class="{p}-c {p}-d{n.depth + 1}{own}" id="li-{p}-{cid}"><div class="{p}-cm" id="{p}-{cid}">'
            f'<div class="{p}-vc"><img class="{p}-av" src="/_avatar/{p}-{slug(n.who)}.svg" width="40" height="40" alt="">'
            f'<cite class="{p}-fn"><a href="/u/{slug(n.who)}" rel="external nofollow">{esc(n.who)}</a></cite> <span class="{p}-says">says:</span></div>'
            f'<div class="{p}-meta"><a href="#{p}-{cid}">{esc(n.at)}</a></div>'
            f'<div class="{p}-tx">{q}{paras(n.body)}</div>'
            f'<div class="{p}-rate">Rate this: 👍 {num(str(i), 0, 9)} 👎 {num(str(i) + "d", 0, 3)}</div>'
            f'<div class="{p}-rep"><a href="?replytocom={cid}#respond">Reply</a></div></div>{sub}</li>'
        )

    tops = [i for i, n in enumerate(ns) if n.parent is None]
    post = (
        f'<div class="{p}-post"><h1 class="{p}-title">The Elm Street bike lane is finally open. Here\'s what\'s wrong with it.</h1>'
        f'<div class="{p}-pmeta">Posted on <a href="#">March 5, 2012</a> by <a href="/author/ruthcycles/">ruthcycles</a></div>'
        + paras(
            "After two years of consultations, three public meetings and one memorable shouting match in the library, the "
            "Elm Street bike lane opened on Saturday. There was a ribbon. There was a councillor in a hi-vis vest who told "
            'the Dunmore Falls Herald he rides "most weekends". I rode it end to end four times so you don\'t have to.\n\n'
            "The good: it's wide, about five feet for most of its length, and the green paint at the entrances to the "
            "Safeway car park is genuinely useful. Drivers were looking for me, which is more than I can say for any other "
            "street in town.\n\n"
            "The bad: it runs right alongside parked cars for the whole block between 4th and 6th, so you are riding in "
            "exactly the place where doors open. And it simply ends at Cole Street, with no warning, at the busiest junction "
            "on the route.\n\n"
            "The ugly: there is a storm drain grate on the corner of 5th with slots running the same way as your wheels. "
            "I've reported it. I'll let you know."
        )
        + f'<div class="{p}-cats">Posted in <a href="/category/local-politics/">Local politics</a>, <a href="/category/routes/">Routes</a> | '
        f'Tagged <a href="/tag/bike-lanes/">bike lanes</a>, <a href="/tag/elm-street/">Elm Street</a>, <a href="/tag/infrastructure/">infrastructure</a></div>'
        f'<div class="{p}-sharedaddy"><h3>Share this:</h3><a href="#">Twitter</a> <a href="#">Facebook 14</a> <a href="#">Email</a> <a href="#">Print</a></div>'
        f'<div class="{p}-likes"><h3>Like this:</h3><span>★ Like</span> Be the first to like this post.</div></div>'
        f'<div id="{p}-responses"><h3 class="{p}-rt">12 Responses to "The Elm Street bike lane is finally open. Here\'s what\'s wrong with it."</h3>'
        f'<ol class="{p}-list">'
        + "".join(li(i) for i in tops)
        + f'<li class="{p}-pb" id="li-{p}-2400"><div class="{p}-cm"><p>Pingback: <a href="/out/dunmore-commuter" rel="external nofollow">Weekly links: bike lanes, bus cuts and a very wet commute | Dunmore Commuter</a></p></div></li>'
        "</ol>"
        f'<div class="{p}-nav"><a href="/2012/02/29/winter-tyres/">« Studded tyres: worth it?</a> <a href="/2012/03/09/bike-to-work-week/" style="float:right">Bike to Work Week is coming »</a></div>'
        f'<div id="respond"><h3>Leave a Reply</h3><form action="/wp-post-reply.php" method="post"><p>Enter your comment here...</p>'
        f'<textarea name="reply" rows="6" cols="60"></textarea><p>Fill in your details below or click an icon to log in</p>'
        f'<p><input type="checkbox"> Notify me of follow-up replies via email.</p><p><input type="checkbox"> Notify me of new posts via email.</p></form></div></div>'
    )
    side = (
        gadget(p, "Search", '<form action="/"><input type="text" name="s"></form>')
        + gadget(
            p,
            "Recent Posts",
            ul_links(
                [
                    "The Elm Street bike lane is finally open",
                    "Studded tyres: worth it?",
                    "Why I sold the car (a year on)",
                    "Panniers vs backpack: the great debate",
                ]
            ),
        )
        + gadget(
            p,
            "Recent Comments",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> on <a href="/{slug(t)[:30]}">{esc(t)}</a></li>'
                for a, t in [
                    ("Leonie", "The Elm Street bike lane is finally open…"),
                    ("ruthcycles", "Studded tyres: worth it?"),
                    ("Kevin Ashby", "Studded tyres: worth it?"),
                    ("gears_of_dunmore", "Why I sold the car (a year on)"),
                ]
            )
            + "</ul>",
        )
        + gadget(
            p,
            "Archives",
            ul_links(
                ["March 2012", "February 2012", "January 2012", "December 2011", "November 2011"], "/date/"
            ),
        )
        + calendar(p, "March 2012", 31, 4, {1, 5, 9})
        + gadget(p, "Blog Stats", "<ul><li>18,402 hits</li></ul>")
        + gadget(
            p,
            "Follow Blog via Email",
            '<p>Join 211 other followers</p><form><input type="text" value="Email Address"><input type="submit" value="Follow"></form>',
        )
    )
    style = (
        f".{p}-list,.{p}-kids{{list-style:none;padding-left:0}}.{p}-kids{{margin-left:36px}}.{p}-c{{border-top:1px solid #eee;padding:8px 0}}"
        f".{p}-av{{float:left;margin-right:8px}}.{p}-fn{{font-style:normal;font-weight:bold}}.{p}-says{{color:#999}}.{p}-meta{{font-size:11px}}"
        f".{p}-tx{{clear:left;margin-top:4px}}.{p}-rate,.{p}-rep{{font-size:11px;color:#888;display:inline-block;margin-right:12px}}.{p}-byauthor>.{p}-cm{{background:#fdf3ee}}"
        f".{p}-pb{{font-size:12px;color:#666;border-top:1px solid #eee}}blockquote{{border-left:3px solid #ccc;margin:4px 0;padding-left:8px;color:#555}}"
        f".{p}-{p}cal td{{text-align:center}}"
    )
    return case(
        "cd-wpcom-bikelane",
        "discussion",
        "wpcom-cycling",
        "The Elm Street bike lane is finally open. Here's what's wrong with it.",
        Bits(main=post, side=side, style=style),
        seeds(ns),
        path="/2012/03/05/elm-street-bike-lane-is-finally-open/",
        container="div#tw-responses: h3 '12 Responses to …', ol.tw-list of li.tw-c.tw-dN (cite.tw-fn NAME 'says:', div.tw-meta time, div.tw-tx, rate, Reply), replies in ul.tw-kids; a li.tw-pb pingback last",
        heading="12 Responses to \"The Elm Street bike lane is finally open. Here's what's wrong with it.\"",
        description="A WordPress.com-like cycling blog of March 2012: 12 comments three levels deep (5 replies, 3 by the blogger as 'Two Wheels, No Car' in a tinted box), 'NAME says:' lines, 'Rate this: 👍 n 👎 n' under each, a top-level comment opening with a blockquote of another's words, a signature line; a pingback after them in the same list; Share this / Like this bars, a reply form, Recent Comments of other posts, archives, a calendar, blog stats, a follow box. Most awkward: the pingback in the list, the quote at a top-level comment's head, the rating line under every text.",
        lookalikes=("recent comments of other posts",),
    )


def typepad_oxtail() -> Case:
    p = "sb"
    ns = talk("""
Ian Carvell @ March 04, 2012 at 07:12 PM :: Made this on Saturday with the cheap cider from the corner shop instead of the stout. Different, sweeter, but the kids actually ate it, which never happens with oxtail. // How long do you reckon it keeps in the freezer?
Bea @ March 04, 2012 at 08:03 PM :: Four hours in a low oven is the bit people skip. Mine was tough the first time because I got impatient at two and a half. // — Bea, Cardiff
The Sunday Braise @ March 05, 2012 at 08:15 AM :: Ian, three months at least, though ours never lasts that long. Freeze it with the fat still on top and lift it off once it's thawed; it keeps better that way.
Gavin from Leith @ March 05, 2012 at 09:40 AM :: Cider with oxtail sounds wrong and I'm going to try it anyway. Dry or sweet?
Rosalind P @ March 05, 2012 at 11:26 AM :: The butchers round here have started charging nearly £6 a kilo for oxtail because of all the TV chefs. It used to be the thing they gave away. Shin of beef works nearly as well for half the price.
Ian Carvell @ March 05, 2012 at 06:02 PM :: Gavin — medium dry, the big plastic bottle kind. Don't use anything fizzy and fancy, it goes bitter.
""")
    # Gavin's answer opens with Ian's words quoted under "Ian Carvell wrote:": its parent is Ian's comment
    ns[3] = Note(ns[3].who, ns[3].body, 0, ns[3].at, 0)
    quote = {3: ("Ian Carvell", "the cheap cider from the corner shop instead of the stout")}

    def entry(i: int, n: Note) -> str:
        q = (
            f"<p><b>{esc(quote[i][0])}</b> wrote:</p><blockquote><i>{esc(quote[i][1])}</i></blockquote>"
            if i in quote
            else ""
        )
        own = f" {p}-own" if n.who == "The Sunday Braise" else ""
        who = (
            esc(n.who)
            if n.who in ("Bea", "Rosalind P")
            else f'<a href="/u/{slug(n.who)}" rel="nofollow">{esc(n.who)}</a>'
        )
        cid = f"6a00d8341c{num(n.who + str(i), 100000, 999999)}"
        return (
            f'<div class="{p}-cm{own}" id="{p}-{cid}"><a id="c{cid}"></a><div class="{p}-cmc">{q}{paras(n.body)}</div>'
            f'<p class="{p}-cmf">Posted by: {who} | <a href="#c{cid}">{esc(n.at)}</a></p></div>'
        )

    post = (
        f'<h2 class="{p}-dh">March 04, 2012</h2><div class="{p}-entry"><h3 class="{p}-eh">Oxtail, three ways, one pot</h3>'
        + paras(
            "Oxtail is the cut I get asked about most, mostly by people who have seen it on the butcher's counter, looked at "
            "all that bone and walked on. Don't. It is the most forgiving thing you can put in a pot, as long as you give it "
            "time, and one batch does three dinners in our house.\n\n"
            "Night one: brown the pieces hard, in batches, then sweat two onions, two carrots and a stick of celery in the "
            "fat. Back in with the meat, a bottle of stout, a spoon of tomato purée, bay, thyme, and enough stock to cover. "
            "Lid on, 140°C, four hours. Eat it with mash and don't talk to anyone.\n\n"
            "Night two: strip what's left off the bones, chill the sauce, lift off the fat, and fold the meat through pappardelle "
            "with a little of the sauce and a lot of parsley.\n\n"
            "Night three: the last of the sauce, let down with water and a tin of butter beans, becomes the best soup of the "
            "week. Toast on the side. That's it. Three dinners for about eight pounds."
        )
        + f'<p class="{p}-ef">Posted at 05:30 PM in <a href="/recipes/">Recipes</a>, <a href="/slow-cooking/">Slow cooking</a> | '
        f'<a href="/2012/03/oxtail-three-ways.html">Permalink</a></p>'
        f'<div class="{p}-tb"><h3>TrackBack</h3><p>TrackBack URL for this entry:<br>http://sundaybraise.example/t/trackback/55120/38211</p>'
        f'<p>Listed below are links to weblogs that reference <a href="#">Oxtail, three ways, one pot</a>:</p>'
        f'<div class="{p}-tbe"><p><a href="/out/frugal-kitchen">Cheap eats round-up, week 10</a></p>'
        f"<p>Martin at The Sunday Braise has an oxtail recipe that stretches to three meals. Worth bookmarking for the end of the month.</p>"
        f'<p class="{p}-cmf">Tracked on March 06, 2012 at 10:02 AM</p></div></div>'
        f'<div class="{p}-cms" id="{p}-cms"><h3>Comments</h3><p class="{p}-cfeed"><a href="/2012/03/oxtail-three-ways/comments/atom.xml">Feed</a> '
        "You can follow this conversation by subscribing to the comment feed for this post.</p>"
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + "</div>"
        f'<p class="{p}-closed">The comments to this entry are closed.</p></div>'
    )
    side = (
        gadget(
            p,
            "About",
            f'<img src="/_avatar/{p}-martin.svg" width="60" height="60" alt="" style="float:left;margin-right:6px">'
            "Martin cooks in a very small kitchen in Bristol and writes about food that costs less than the wine you drink with it.",
        )
        + gadget(p, "Subscribe", '<p><a href="/atom.xml">Subscribe to this blog\'s feed</a></p>')
        + gadget(
            p,
            "Recent Comments",
            "<ul>"
            + "".join(
                f'<li>{esc(a)} on <a href="/{slug(t)[:30]}">{esc(t)}</a></li>'
                for a, t in [
                    ("Ian Carvell", "Oxtail, three ways, one pot"),
                    ("Anna Lowry", "Why I stopped buying stock cubes"),
                    ("mr_pickles", "Pork belly, no crackling, no regrets"),
                ]
            )
            + "</ul>",
        )
        + gadget(p, "Categories", ul_links(["Baking", "Rants", "Recipes", "Slow cooking", "Weekday dinners"]))
        + gadget(p, "Archives", ul_links(["March 2012", "February 2012", "January 2012", "December 2011"]))
        + gadget(
            p,
            "Blogroll",
            ul_links(["Frugal Kitchen", "A Pinch of Salt", "The Offal Truth", "Stew Club"], "/out/"),
        )
    )
    style = (
        f".{p}-dh{{font-size:11px;color:#999;text-transform:uppercase}}.{p}-eh{{font-size:22px;margin:2px 0 8px}}.{p}-ef,.{p}-cmf{{font-size:11px;color:#888}}"
        f".{p}-cm{{border-bottom:1px solid #eee;padding:8px 0}}.{p}-own{{background:#f8f1ea}}.{p}-tb{{font-size:12px;color:#666}}.{p}-closed{{font-style:italic}}"
        f"blockquote{{margin:2px 0 6px 12px;color:#666}}"
    )
    return case(
        "cd-typepad-oxtail",
        "discussion",
        "typepad-food",
        "Oxtail, three ways, one pot",
        Bits(main=post, side=side, style=style),
        seeds(ns),
        path="/the-sunday-braise/2012/03/oxtail-three-ways.html",
        container="div.sb-cms: h3 'Comments', a feed line, div.sb-cm#sb-<id> of div.sb-cmc (the text) then p.sb-cmf 'Posted by: NAME | DATE'",
        heading="Comments",
        description="A Typepad-like cookery blog of March 2012: 6 comments flat, each the text first and 'Posted by: NAME | March 04, 2012 at 07:12 PM' after it (names linked or not), the blogger's answer tinted, one answer opening with '<b>Ian Carvell</b> wrote:' and a blockquote of his words, a signature line '— Bea, Cardiff'; a TrackBack block before the comments with one tracked post (its excerpt and a 'Tracked on' line), the comment feed line, 'The comments to this entry are closed.'; recent comments of other posts, categories, blogroll. Most awkward: the name after the text, the trackback's excerpt with the same footer shape right before the comments.",
        lookalikes=("a trackback with an excerpt and a 'Tracked on' line", "recent comments of other posts"),
    )


def lj_sampler() -> Case:
    p = "lj"
    ns = talk("""
threadbare_kat @ 2012-03-04 09:12 pm (UTC) :: It's GORGEOUS. The colours on the border are so much richer than on the kit photo. Are you going to frame it or make it into a cushion like the last one?
  quietly_stitching @ 2012-03-04 09:30 pm (UTC) :: Frame, definitely! The cushion one got sat on by the dog within a week. There's a framer in town who does a student discount on Wednesdays, so I'm pretending I'm still a student.
    threadbare_kat @ 2012-03-04 09:41 pm (UTC) :: Ha! I've been pretending since 2004. Nobody has ever checked.
Anonymous @ 2012-03-05 02:03 am (UTC) :: The instructions for the moon section are wrong in my kit too: the chart says 2 strands but the key says 1. I emailed the company in January and never heard back.
  quietly_stitching @ 2012-03-05 08:15 am (UTC) :: Oh good, it's not just me! I did it in 2 because 1 looked really thin, and I think it was right. I'll email them as well, maybe two complaints get more attention than one.
mossandmoth @ 2012-03-05 01:27 pm (UTC) :: Rude. Ignore them, the sampler is lovely and your French knots are better than mine will ever be.
pennyroyal_tea @ 2012-03-05 06:50 pm (UTC) :: Do you do all the backstitching at the end or as you go? I always leave it until the end and then lose the will to live.
  quietly_stitching @ 2012-03-05 07:02 pm (UTC) :: At the end, always, and I also lose the will to live. I put a film on and get through it in one evening.
""")
    # mossandmoth answered a comment deleted since: the page shows "(Deleted comment)" above her, one step out
    deleted_before = 5
    subject = {6: "backstitch order"}

    def box(i: int, n: Note, depth: int) -> str:
        tid = 40123 + 256 * i
        anon = n.who == "Anonymous"
        who = (
            "<b>(Anonymous)</b>"
            if anon
            else f'<span class="{p}-user"><a href="/users/{n.who}/profile"><img src="/_avatar/{p}-userinfo.svg" width="17" height="17" alt="[info]"></a>'
            f'<a href="/users/{n.who}/"><b>{esc(n.who)}</b></a></span>'
        )
        subj = f'<div class="{p}-subj"><b>{esc(subject[i])}</b></div>' if i in subject else ""
        pic = (
            ""
            if anon
            else f'<td class="{p}-pic"><img src="/_avatar/{p}-{n.who}.svg" width="100" height="100" alt=""></td>'
        )
        parent = ns[i].parent
        plink = f' (<a href="#t{40123 + 256 * parent}">Parent</a>)' if parent is not None else ""
        if i == deleted_before:
            plink = ' (<a href="#t41300">Parent</a>)'
        return (
            f'<div id="ljcmt{tid}" style="margin-left: {depth * 25}px; margin-top: 5px">'
            f'<table class="{p}-talk" width="100%" cellpadding="2" cellspacing="0"><tr>{pic}<td>'
            f'<table width="100%"><tr><td>{subj}{who}<br><span class="{p}-ip">{esc(n.at)}</span></td>'
            f'<td align="right"><a href="#t{tid}">(Link)</a></td></tr></table>'
            f'<div class="{p}-tb" id="t{tid}">{paras(n.body, br=True)}</div>'
            f'<p class="{p}-acts">(<a href="?replyto={tid}">Reply</a>) (<a href="?thread={tid}">Thread</a>){plink}</p>'
            f"</td></tr></table></div>"
        )

    out = []
    for i, n in enumerate(ns):
        if i == deleted_before:
            out.append(
                f'<div id="ljcmt41300" style="margin-left: 0px; margin-top: 5px"><table class="{p}-talk" width="100%"><tr><td>'
                f"<i>(Deleted comment)</i></td></tr></table></div>"
            )
            out.append(box(i, n, 1))
        else:
            out.append(box(i, n, n.depth))
    ns[deleted_before] = Note(ns[deleted_before].who, ns[deleted_before].body, None, ns[deleted_before].at, 0)
    entry = (
        f'<div class="{p}-entry"><div class="{p}-eh"><b>Finished object: the Harvest Moon sampler (and a small rant about kit instructions)</b><br>'
        f"<small>Mar. 4th, 2012 at 8:40 PM</small></div>"
        f'<div class="{p}-etext">'
        + paras(
            "IT IS DONE. Eleven weeks, four skeins of the dark orange that I had to reorder twice because the dye lots didn't "
            "match, and one very bad evening where I found I'd stitched the whole left-hand tree one square too low.\n\n"
            "I'm really happy with how the border came out. I changed the corner motifs to little acorns instead of the kit's "
            "stars, because stars on a harvest sampler make no sense to me, and I charted them myself on graph paper at work "
            "when I should have been doing spreadsheets.\n\n"
            "Small rant: the kit instructions are wrong about the moon. The key and the chart disagree about how many strands "
            "to use. I went with two. If you're stitching this one, check before you start.\n\n"
            "Photos under the cut, if the upload works this time.",
            br=True,
        )
        + "</div>"
        f'<p class="{p}-mood"><b>Current Mood:</b> accomplished<br><b>Current Music:</b> the radio, badly<br>'
        f'<b>Tags:</b> <a href="/tag/cross+stitch">cross stitch</a>, <a href="/tag/finished+objects">finished objects</a>, <a href="/tag/rants">rants</a></p>'
        f'<p class="{p}-links"><a href="?mode=reply">Leave a comment</a> | <a href="#">Share</a> | <a href="/memories">Add to Memories</a> | <a href="/tell">Tell a Friend</a></p></div>'
        f'<div class="{p}-cmts"><p class="{p}-nav"><a href="/1187.html">« previous entry</a> | <a href="/1521.html">next entry »</a></p>'
        + "".join(out)
        + f'<p class="{p}-nav"><a href="?mode=reply">Reply to this entry</a></p></div>'
    )
    side = (
        f'<img src="/_avatar/{p}-quietly.svg" width="100" height="100" alt="">'
        f"<p><b>quietly_stitching</b></p>"
        + gadget(
            p,
            "Tags",
            ul_links(
                ["cross stitch (41)", "finished objects (12)", "rants (9)", "the dog (17)", "work (22)"],
                "/tag/",
            ),
        )
        + gadget(
            p,
            "Page Summary",
            "<ul><li>Finished object: the Harvest Moon sampler (and a small rant about kit instructions) - 9 comments</li><li>wip wednesday - 4 comments</li><li>new floss haul - 6 comments</li></ul>",
        )
        + calendar(p, "March 2012", 31, 4, {1, 4})
    )
    style = (
        f".{p}-eh{{background:#e8eef6;padding:4px 8px}}.{p}-talk{{border:1px solid #c9d4e3;background:#f7f9fc}}.{p}-ip{{font-size:10px;color:#777}}"
        f".{p}-acts{{font-size:10px;margin:2px 0}}.{p}-mood{{font-size:11px}}.{p}-subj{{color:#2d4f7c}}"
    )
    return case(
        "cd-lj-sampler",
        "discussion",
        "lj-fandom",
        "quietly_stitching: Finished object: the Harvest Moon sampler (and a small rant about kit instructions)",
        Bits(main=entry, side=side, style=style, skeleton="journal"),
        seeds(ns),
        path="/users/quietly_stitching/1344.html",
        container="div.lj-cmts: div#ljcmt<n> style='margin-left: Npx' each holding table.lj-talk (userpic cell, user link, time, '(Link)', div.lj-tb text, '(Reply) (Thread) (Parent)'); no heading",
        heading=None,
        description="A LiveJournal-like stitching journal of March 2012: 8 comments as flat siblings nested only by each box's inline margin-left (0/25/50 px), each a table with a userpic cell, the username with a user icon or '(Anonymous)', a UTC time, '(Link)', the text with <br><br>, '(Reply) (Thread) (Parent)'; the journal owner answers three times; a '(Deleted comment)' box with an answer indented under it; one comment with a bold subject line; Current Mood / Music, tags, a Page Summary with comment counts of entries, a calendar. Most awkward: depth only in inline margins, the deleted comment holding a reply, no heading at all.",
        lookalikes=("a page summary with comment counts",),
    )


def threads_cd() -> list[Case]:
    return [blogger_slugs(), wpcom_bikelane(), typepad_oxtail(), lj_sampler()]
