"""Blind set CF: two mixed pages, a real discussion beside a list of a kind no earlier set listed: a mommy blog's
weekly link-up ("Tot School Tuesday"), an InLinkz-like list of 9 linked-up posts (number, thumbnail, "NAME @ BLOG:
TITLE") above 4 comments, some by the same bloggers (parenting, Genesis-like); a baking blog's recipe testers'
notes (5 testers: name, town, the day they baked, what they changed) above 3 comments in a site-builder's newer
template (food). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cf_common import (
    Bits,
    Case,
    Note,
    Piece,
    bio,
    case,
    draw,
    esc,
    optin,
    paras,
    popular,
    rows,
    share_counts,
    social,
    talk,
    widget,
)


def genesis_linky() -> Case:
    links = rows("""
Sarah @ Home Sweet Chaos | Toddler Busy Bags on a Dollar Store Budget
Kristy @ Busy Bee Mama | Tot School: Letter B Week
Amanda @ Pint-Sized Preschool | Ice Cube Painting (Less Mess Than You'd Think)
Jolene @ Mama in the Middle | Our Felt Board Story Time
Rachel @ Three Little Sprouts | Sorting Pom Poms by Colour
Nicole @ The Crafty Nest | DIY Sensory Bottles With Glitter
Sarah @ Home Sweet Chaos | Fine Motor Fun With Clothespins
Tiffany @ Raising Little Readers | 10 Board Books We Read on Repeat
Maria @ Hola Mama Bilingue | Teaching Colours in Spanish and English
""")
    linky = (
        '<div class="linky-container" id="inlinkz-24"><p class="linky-title">Tot School Tuesday #24 &mdash; <strong>9 links</strong></p><ol class="linky-list">'
        + "".join(
            f'<li class="linky-entry"><a href="/go/linky/{k}" target="_blank" rel="nofollow"><img class="linky-thumb" src="/_avatar/lk{k}.svg" alt="" width="100" height="100"><span class="linky-num">{k + 1}.</span> '
            f'<span class="linky-name">{esc(n)}: {esc(t)}</span></a></li>'
            for k, (n, t) in enumerate(links)
        )
        + '</ol><p class="linky-foot"><a href="/go/inlinkz/">You are invited to the Inlinkz link party!</a> Click here to enter</p></div>'
    )
    ns = talk("""
Sarah @ Home Sweet Chaos @ April 24, 2012 at 8:12 pm :: Thanks for hosting Kristy! I linked up twice this week, I hope that's okay, the clothespin one was too cute not to share. Your letter B week looks like so much fun, where did you get the felt bees?
  Kristy Vandermolen @ April 24, 2012 at 9:30 pm :: Of course it's okay, the more the merrier! The bees came from the Michaels dollar bins last spring. I bought every single one.
Jolene Marsh @ April 25, 2012 at 10:04 am :: My two year old is obsessed with bees since we read "The Very Busy Spider" (I know, I know, wrong bug). Pinning the bee counting printable for next week!
Grandma Bev @ April 26, 2012 at 3:55 pm :: I don't have a blog but I read every Tuesday. My granddaughter and I did the ice cube painting from last week's link party on the porch and she asked to do it again the next day. Thank you girls for sharing all these ideas, we didn't have anything like this when my kids were small.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 3310 + i
        mine = n.who == "Kristy Vandermolen"
        return (
            f'<li class="comment depth-{n.depth + 1}{" bypostauthor" if mine else ""}" id="comment-{cid}"><div class="comment-author vcard">'
            f'<img alt="" src="/_avatar/bb{cid}.svg" class="avatar avatar-48 photo" height="48" width="48"><cite class="fn">{esc(n.who)}</cite> <span class="says">says</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(n.at)}</a></div>{paras(n.body)}'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div>{sub}</li>'
        )

    after = (
        bio(
            "Kristy Vandermolen",
            "Kristy is a former kindergarten teacher and mom of two toddlers in Grand Rapids, Michigan. She hosts Tot School Tuesday every week.",
        )
        + '<div id="comments"><h3>4 Comments</h3><ol class="commentlist">'
        + draw(ns, item, lambda s, d: f'<ul class="children">{s}</ul>')
        + '</ol></div><div id="respond"><h3>Leave a Comment</h3><form action="/wp-comments-post.php" method="post"><p><input name="author"> Name *</p><p><input name="email"> Email *</p>'
        '<p><textarea name="comment"></textarea></p><p><input type="checkbox" name="subscribe"> Notify me of followup comments via e-mail</p><input type="submit" value="Submit Comment"></form></div>'
    )
    side = (
        widget(
            "Welcome!",
            '<p><img src="/_avatar/kristy.svg" alt="" width="150" height="150"></p><p>I\'m Kristy, mama to two busy bees. Grab a coffee and stay a while!</p>',
        )
        + widget(
            "Link Up Every Tuesday",
            '<p><img src="/_avatar/totschool-button.svg" alt="Tot School Tuesday" width="150" height="150"></p><p>Grab the button and link up your toddler activities!</p>',
        )
        + optin(
            "Free Printables Pack",
            "Get 40 pages of toddler printables (letters, counting, colours) free when you subscribe.",
            "Send Me the Printables",
        )
        + popular(
            "50 Toddler Activities Using Things You Have at Home\nOur Tot School Shelves\nFree Letter of the Week Printables",
            counts=False,
        )
        + widget(
            "I've Been Featured",
            "<p>Featured on The Crafty Nest &middot; Toddler Approved &middot; Kids Activities Blog</p>",
        )
    )
    piece = Piece(
        "Tot School Tuesday #24: Letter B Week (and Link Up!)",
        "2012-04-24T06:00:00-04:00",
        "April 24, 2012",
        """
This week was all about the letter B at our house: bees, balls, bubbles and a lot of buzzing. Lily (2.5) loved the bee counting printable and Max (18 months) mostly loved eating the Cheerios we used as pollen.

Our favourite activity was the felt bee hive: a yellow felt hexagon on the felt board and ten little bees to count in and out. Lily did it every morning while I made breakfast.

Now it's your turn! Link up your tot school posts, toddler crafts and activities below. Please link to your specific post, not your home page, and visit at least two other links. I'll feature my favourites next Tuesday.
""",
        cats=("Tot School", "Link Party"),
        tags=("letter b", "toddler activities", "link up"),
        count=4,
    )
    style = (
        "#wrap{width:960px;margin:0 auto;background:#fff}#header{padding:20px;text-align:center;background:#fde7f1}#title{font:bold 36px 'Trebuchet MS';margin:0}#inner{padding:20px}"
        "#content{float:left;width:600px}#sidebar{float:right;width:300px}.linky-list{list-style:none;padding:0;overflow:hidden}.linky-entry{float:left;width:110px;height:160px;font-size:11px;margin:0 6px 6px 0}"
        ".linky-thumb{display:block}.commentlist{list-style:none;padding:0}.commentlist li{border-bottom:1px solid #f3c;padding:8px 0}.commentlist .children{list-style:none;margin-left:40px}"
    )
    return case(
        "cf-linky-mixed",
        "mixed",
        "busybees",
        piece,
        Bits(inside=share_counts("busybees") + linky, after=after, side=side, style=style),
        ns,
        path="/2012/04/tot-school-tuesday-24-letter-b/",
        container="div#comments: h3 '4 Comments', ol.commentlist > li.comment.depth-N (div.comment-author cite.fn, div.comment-meta, p…), the reply in ul.children; the link party's ol.linky-list in the post above",
        heading="4 Comments",
        description="A mommy blog of April 2012 on a Genesis-like theme, a weekly link-up post: an InLinkz-like grid of 9 linked-up posts (thumbnail, number, 'NAME @ BLOG: TITLE', one blogger twice and the host once) inside the post, then 4 comments (one reply by the host), the first by a blogger who also linked up; a bio box, a welcome box, a link-up button, an opt-in, popular posts, 'I've Been Featured'. Most awkward: the link party's named entries right above the comments, with the same names in both.",
        lookalikes=("a link party's linked-up posts: names, blogs and titles",),
    )


def squarespace_testers() -> Case:
    testers = rows("""
Karin Lund | Minneapolis, MN | baked March 3 | Used half whole-wheat flour, needed 2 extra tablespoons of milk. Rolled them as knots, not swirls. Gone in a day.
Peter Haugen | Decorah, IA | baked March 4 | Followed it exactly. The second rise took 50 minutes in my cold kitchen instead of 30.
Anna Bergström | Brooklyn, NY | baked March 4 | Ground the cardamom myself from pods: please do this, the difference is huge.
Tom Reilly | Seattle, WA | baked March 6 | First time ever baking with yeast. They looked rustic. They tasted great.
Sofie Dahl | Madison, WI | baked March 7 | Made the dough the night before and left it in the fridge. Worked perfectly for Saturday breakfast.
""")
    notes = (
        '<div class="testers"><h3>Notes From Our Recipe Testers</h3><p>Five readers baked this recipe before it went up. Here\'s what they found:</p><ul class="tester-list">'
        + "".join(
            f'<li class="tester"><span class="tester-name">{esc(n)}</span>, <span class="tester-town">{esc(t)}</span> <span class="tester-date">({esc(d)})</span>: {esc(x)}</li>'
            for n, t, d, x in testers
        )
        + "</ul></div>"
    )
    ns = talk("""
Elin Carlsson @ March 13, 2012 :: These taste exactly like the ones from the bakery near my grandmother's flat in Gothenburg. I had to sit down for a minute after the first bite. Tack så mycket, Ingrid.
Becky Morgan @ March 14, 2012 :: Is there a way to make these without a stand mixer? I only have a hand mixer and two arms.
  Ingrid Solberg @ March 14, 2012 :: Becky, absolutely! Knead by hand for about 10 minutes, until the dough is smooth and springs back when you poke it. It's good for the soul. Skip the hand mixer, the dough is too heavy for it.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = f"5f1e{i}a7c{40 + i}"
        mine = n.who == "Ingrid Solberg"
        return (
            f'<div class="comment{" reply" if n.parent is not None else ""}{" is-author" if mine else ""}" data-comment-id="{cid}"><div class="comment-header">'
            f'<span class="comment-avatar"><img src="/_avatar/cr-{cid}.svg" alt="" width="36" height="36"></span><span class="comment-name">{esc(n.who)}</span>'
            + ('<span class="comment-flag">Author</span>' if mine else "")
            + f'<span class="comment-when">{esc(n.at)}</span></div><div class="comment-body">{paras(n.body)}</div>'
            f'<div class="comment-actions"><a href="#" class="comment-reply">Reply</a> <a href="#" class="comment-like">Like</a></div>{sub}</div>'
        )

    after = (
        bio(
            "Ingrid Solberg",
            "Ingrid grew up in Bergen and now bakes in a drafty farmhouse kitchen in Wisconsin. She teaches Scandinavian baking classes every spring.",
        )
        + '<div class="comment-section"><div class="comment-count">3 Comments</div><div class="comment-list">'
        + draw(ns, item, lambda s, d: f'<div class="comment-replies">{s}</div>')
        + '</div><div class="comment-form"><textarea placeholder="Join the discussion..."></textarea><button type="button">Post Comment</button></div></div>'
    )
    side = (
        widget(
            "Hej!",
            '<p><img src="/_avatar/ingrid.svg" alt="" width="160" height="160"></p><p>I\'m Ingrid. Butter, cardamom and patience.</p>',
        )
        + widget(
            "Baking Classes",
            "<p>Spring 2012 classes in Madison: Cardamom Buns (April 14), Rye Breads (May 5). <a href='/classes/'>Sign up</a></p>",
        )
        + popular(
            "Cardamom Buns (Kardemummabullar)\nNorwegian Waffles With Brown Cheese\nThe Easiest Rye Crispbread",
            "Most Loved",
            counts=False,
        )
        + social("crumbs")
    )
    piece = Piece(
        "Cardamom Buns (Kardemummabullar)",
        "2012-03-12T07:00:00-05:00",
        "March 12, 2012",
        """
If you have ever stood in a Swedish bakery at ten in the morning, you know the smell. Butter, sugar, and the slightly piney warmth of freshly ground cardamom. This recipe is my attempt to bring that smell into your kitchen.

<h3>Ingredients (16 buns)</h3><ul><li>500 g flour</li><li>80 g sugar</li><li>1 packet (7 g) instant yeast</li><li>2 tsp ground cardamom, freshly ground if you can</li><li>250 ml milk, warm</li><li>100 g soft butter</li></ul><p><strong>Filling:</strong> 100 g butter, 80 g brown sugar, 2 tsp cardamom.</p>

Mix, knead for ten minutes, and let the dough rise until doubled. Roll it into a rectangle, spread the filling, fold it in three, cut strips and twist each into a knot. Rise again for 30 minutes, brush with egg and bake at 220°C for 10 to 12 minutes.
""",
        cats=("Recipes", "Breads"),
        count=3,
    )
    style = (
        "#canvas{width:950px;margin:0 auto;background:#fff}#pageHeader{text-align:center;padding:26px}#contentWrapper{overflow:hidden;padding:20px}#content{float:left;width:620px}"
        "#sidebar1Wrapper{float:right;width:260px}.testers{background:#f7f1ec;padding:10px;margin:14px 0}.tester-list{padding-left:18px}.tester-name{font-weight:bold}.tester-date{color:#998;font-size:12px}"
        ".comment-count{font-size:18px;border-bottom:1px solid #7d5a50;margin:20px 0 8px}.comment{padding:8px 0;border-bottom:1px solid #eee}.comment-replies{margin-left:44px}"
        ".comment-name{font-weight:bold;margin:0 6px}.comment-when{font-size:11px;color:#999}.comment-flag{background:#7d5a50;color:#fff;font-size:10px;padding:1px 4px;margin-right:6px}"
    )
    return case(
        "cf-testers-mixed",
        "mixed",
        "crumbs",
        piece,
        Bits(inside=share_counts("crumbs") + notes, after=after, side=side, style=style),
        ns,
        path="/journal/2012/3/12/cardamom-buns-kardemummabullar.html",
        container="div.comment-section: div.comment-count '3 Comments', div.comment-list > div.comment[data-comment-id] (div.comment-header: span.comment-name, span.comment-flag 'Author', span.comment-when; div.comment-body > p; actions), the reply in div.comment-replies; the testers' ul.tester-list in the post above",
        heading="3 Comments",
        description="A Scandinavian baking blog of March 2012 on a site builder's newer template: a recipe with 'Notes From Our Recipe Testers' (5 testers: name, town, the day they baked and a sentence or two on what they changed) inside the post, then 3 comments (one reply by the baker, with an 'Author' flag) under a '3 Comments' div, no heading element; a bio box, a welcome box, baking classes, most loved, social counters. Most awkward: testers' named notes in the first person just above a small discussion without a heading element.",
        lookalikes=("recipe testers' notes: names, towns, dates and their words",),
    )


def mixed_cf() -> list[Case]:
    return [genesis_linky(), squarespace_testers()]
