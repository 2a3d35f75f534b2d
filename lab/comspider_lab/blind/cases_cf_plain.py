"""Blind set CF: three article pages of 2012 without any reader comment, with the era's furniture: a craft
magazine's group blog post about a studio visit with a shop strip and other writers' posts (no comment area); a
family-camping blog on Typepad with "Comments (0)", gear picks with prices and blog-network badges; a web designer's
freebie post on a WooThemes-like theme, "No Responses Yet" above an empty form, beside a "Top Commenters" widget, a
client testimonials box and a Dribbble-like strip of shots with names. Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cf_common import (
    Bits,
    Case,
    Piece,
    banner,
    bio,
    case,
    esc,
    optin,
    popular,
    related,
    rows,
    share_counts,
    slug,
    social,
    testimonials,
    top_commenters,
    tweets,
    widget,
)


def magazine_chisel() -> Case:
    shop = (
        '<section class="shop-strip"><h3>From the Chisel Shop</h3><ul>'
        + "".join(
            f'<li><a href="/shop/{slug(t)}/"><img src="/_avatar/shop-{slug(t)[:12]}.svg" alt="" width="120" height="120"><br>{esc(t)}</a> <span class="price">{esc(p)}</span></li>'
            for t, p in rows(
                "Issue 9: Wood | $18.00\nWalnut Pencil Box by Fenwick & Daughter | $64.00\nChisel Tote Bag | $22.00\nSubscription, 4 issues | $60.00"
            )
        )
        + "</ul></section>"
    )
    more = (
        '<section class="more-from"><h3>More From the Blog</h3>'
        + "".join(
            f'<article class="teaser"><h4><a href="/{slug(t)[:40]}/">{esc(t)}</a></h4><p class="by">by {esc(a)} &middot; {esc(d)}</p><p>{esc(x)}</p></article>'
            for t, a, d, x in rows("""
Studio Visit: The Bookbinders of Frome | Alice Trevelyan | June 4, 2012 | Two sisters, one bindery and a 1910 guillotine they refuse to replace.
Ten Hand Tools Worth Buying Once | Daniel Okafor | May 29, 2012 | Our contributors pick the tools they have owned for more than a decade.
Issue 9 Is Here | Chisel Quarterly | May 21, 2012 | The wood issue: coopers, a spoon carver, and the last clog maker in Lancashire.
""")
        )
        + "</section>"
    )
    side = (
        widget(
            "Subscribe to Chisel",
            '<p><img src="/_avatar/chisel9.svg" alt="" width="160" height="210"></p><p>Four issues a year, printed on paper you will want to keep. From $60.</p>',
        )
        + widget(
            "Newsletter",
            '<form action="/go/cm"><input type="text" name="email" placeholder="Your email"><input type="submit" value="Sign up"></form><p>Studio visits and shop news, once a month.</p>',
        )
        + popular(
            "Studio Visit: The Last Clog Maker in Lancashire\nTen Hand Tools Worth Buying Once\nA Week at a Welsh Weaving Mill\nWhy We Still Print on Paper",
            "Most Read",
            counts=False,
        )
        + tweets(
            "chiselquarterly",
            "A spoon carver, a bindery and 800 words on the perfect pencil. Issue 9 is out: http://bit.ly/Ch9sel | 5 days ago\nLooking for a summer intern in the studio. Details on the blog. | 2 weeks ago",
        )
    )
    piece = Piece(
        "Studio Visit: The Spoon Carver of Hebden Bridge",
        "2012-06-11T09:00:00+01:00",
        "11 June 2012",
        """
Tom Ashworth carves about four hundred spoons a year in a shed at the bottom of his garden, from birch, cherry and sycamore cut within ten miles of his house. He has never sold one online.

"People want to hold them," he says, handing us a serving spoon still damp from the knife. "You can't tell from a photo whether a spoon is going to sit right in your hand."

He learned from a neighbour in 1998, after he lost his job at a printing works. His first spoons were, in his words, "firewood with ambitions". The ones on his bench today are light, thin at the bowl and faceted from the knife rather than sanded smooth.

Ashworth sells at three markets a year and from a shelf in the village post office. A small serving spoon costs £18. There is a waiting list for the big ladles.
""",
        cats=("Studio Visits",),
        tags=("spoon carving", "green wood", "Yorkshire"),
        byline="Alice Trevelyan",
    )
    style = (
        ".site{width:980px;margin:0 auto;background:#fff;overflow:hidden}.masthead{padding:24px;border-bottom:1px solid #000;text-align:center}.brand{font:bold 44px Georgia;color:#111;text-decoration:none}"
        ".sections{list-style:none;padding:0}.sections li{display:inline;margin:0 10px;text-transform:uppercase;font-size:12px}.columns{float:left;width:640px;padding:20px}.rail{float:right;width:260px;padding:20px}"
        ".dateline{font-size:12px;color:#777}.shop-strip ul{list-style:none;padding:0;overflow:hidden}.shop-strip li{float:left;width:140px;font-size:12px}.teaser{border-top:1px solid #eee;padding:6px 0}.by{font-size:11px;color:#888}"
        ".site-foot{clear:both;border-top:1px solid #000;padding:14px;font-size:11px}"
    )
    return case(
        "cf-plain-magazine",
        "lookalike",
        "chiselmag",
        piece,
        Bits(
            inside=share_counts("chiselmag"),
            after=bio(
                "Alice Trevelyan",
                "Alice is Chisel's features editor. She lives in Bristol and owns too many spoons.",
            )
            + shop
            + more,
            side=side,
            style=style,
        ),
        [],
        path="/2012/06/studio-visit-spoon-carver-hebden-bridge/",
        container="(no discussion) a magazine blog's post with a shop strip, 'More From the Blog' teasers with authors, dates and blurbs",
        heading=None,
        description="A craft magazine's group blog of 2012 without any comment area: a studio visit with quotes, a writer's bio box, a shop strip with prices, 'More From the Blog' (3 teasers, each a title, 'by NAME · DATE' and a sentence), a subscription box, a newsletter form, most read, tweets. Most awkward: the teasers with a name, a date and a sentence each.",
        lookalikes=("teasers with authors, dates and blurbs", "latest tweets"),
    )


def typepad_maple() -> Case:
    picks = widget(
        "My Gear Picks",
        "<ul>"
        + "".join(
            f'<li><a href="/go/amzn/{slug(t)[:16]}" rel="nofollow">{esc(t)}</a> <span class="price">{esc(p)}</span></li>'
            for t, p in rows(
                "Coleman Instant Tent, 6 person | $159.99\nKids' Headlamp, 2-pack | $19.95\nCollapsible Camp Sink | $24.50\nThe Camp Cookbook for Families | $12.89"
            )
        )
        + "</ul><p><small>Affiliate links. Thanks for supporting the blog!</small></p>",
    )
    left = (
        widget(
            "About Me",
            '<p><img src="/_avatar/heather.svg" alt="" width="150" height="150"></p><p>Heather. Calgary mom of two, happiest with a campfire and a bag of marshmallows.</p>',
        )
        + widget("Subscribe", '<p><a href="/go/feed/">Subscribe to this blog\'s feed</a></p>')
        + widget(
            "Badges",
            "<p>Top 50 Canadian Mom Blogs 2012 &middot; Parks Canada Blogger Ambassador &middot; BlogHer Publishing Network</p>",
        )
    )
    side = (
        picks
        + popular(
            "Our Favourite Campgrounds Near Banff\nCamping With a Toddler: What Worked\nFoil Packet Dinners Kids Will Eat\nHow We Choose a Campsite",
            "Popular Posts",
            counts=False,
        )
        + banner("Book your 2012 campsite with Parks Canada")
    )
    checklist = (
        "<h3>Our printable checklist</h3><ul>"
        + "".join(
            f"<li>{esc(x)}</li>"
            for x in (
                "Tent, footprint and extra pegs",
                "Sleeping bags rated to 0°C (yes, in July)",
                "Headlamps for everyone",
                "Rain gear",
                "Bear spray, and know how to use it",
                "Marshmallow sticks",
            )
        )
        + '</ul><p><a href="/files/camping-checklist-2012.pdf">Download the PDF checklist</a></p>'
    )
    after = (
        '<div class="comments" id="comments"><h3 class="comments-header">Comments</h3><div class="comments-info"><p><a href="/go/feed/comments">Feed</a> You can follow this conversation by subscribing to the comment feed for this post.</p></div></div>'
        '<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Post a comment</h2><form method="post" action="/t/comments"><textarea name="text" rows="8"></textarea>'
        '<p>Your Information</p><p>(Name and email address are required. Email address will not be displayed with the comment.)</p><input type="text" name="author"> <input type="text" name="email"> <input type="submit" value="Post"></form></div>'
    )
    piece = Piece(
        "Our First Family Camping Trip of 2012: Two Jack Lakeside",
        "2012-07-02T20:30:00-06:00",
        "Monday, July 02, 2012",
        """
We did it! Two nights at Two Jack Lakeside with a four-year-old, a seven-year-old and a dog who thinks squirrels are a personal insult.

The campground is as pretty as everyone says. Our site backed onto the lake, and in the morning the water was so still you could see Mount Rundle upside down in it. The kids spent most of the first afternoon throwing rocks into it, which as far as I'm concerned is the whole point of camping.

It rained the second night, of course. The new tent kept us dry, mostly. The dog did not enjoy it.

Below is the checklist we used. It's the fifth version, and I'm sure there'll be a sixth.
""",
        cats=("Campgrounds",),
        count=0,
        byline="08:30 PM",
    )
    style = (
        "#container{width:980px;margin:0 auto;background:#fff}#banner{padding:24px;background:#7f3f00}#banner a,#banner h2{color:#fff;text-decoration:none}#pagebody-inner{overflow:hidden}"
        "#alpha{float:left;width:190px;padding:10px}#beta{float:left;width:520px;padding:10px}#gamma{float:right;width:200px;padding:10px}.date-header{font-size:12px;color:#999}"
    )
    return case(
        "cf-plain-typepad",
        "lookalike",
        "mapletrail",
        piece,
        Bits(left=left, side=side, inside=checklist, after=after, style=style),
        [],
        path="/maple_trail/2012/07/first-family-camping-trip-2012.html",
        container="(no discussion) a Typepad post with 'Comments (0)', an empty comments block and the form",
        heading=None,
        description="A family-camping blog of July 2012 on Typepad's three columns, without any comment: the post line says 'Comments (0)', the 'Comments' header and its feed line stand over nothing, then 'Post a comment'; a printable checklist in the post, 'My Gear Picks' with prices (affiliate links), badges of blog networks, popular posts, a Parks banner. Most awkward: a comment area with its header and no comment.",
        lookalikes=("an empty comments block with its header", "gear picks with prices"),
    )


def woo_pixelpush() -> Case:
    shots = widget(
        "Fresh on Dribbble",
        '<ul class="dribbble">'
        + "".join(
            f'<li><a href="/go/dribbble/{k}"><img src="/_avatar/dr{k}.svg" alt="" width="120" height="90"></a><span class="shot-title">{esc(t)}</span> <span class="shot-by">by {esc(a)}</span> <span class="likes">♥ {esc(n)}</span></li>'
            for k, (t, a, n) in enumerate(
                rows(
                    "Weather app, day view | Leah Brennan | 214\nLetterpress wedding invite | Leah Brennan | 96\nCoffee shop logo, round 2 | Leah Brennan | 57"
                )
            )
        )
        + "</ul>",
    )
    side = (
        optin(
            "Get Weekly Freebies",
            "Join 9,400 designers and get a new free icon set, texture pack or PSD every Friday.",
            "I Want Freebies",
        )
        + social("pixelpush")
        + widget(
            "Advertise Here",
            '<p class="bsa">'
            + "".join(
                f'<a href="/go/bsa/{k}" rel="nofollow"><img src="/_avatar/bsa{k}.svg" alt="Ad" width="125" height="125"></a>'
                for k in range(4)
            )
            + "</p>",
        )
        + testimonials(
            "Leah turned our messy brief into a site our customers actually compliment. | Marco Rossi, Rossi & Sons Bakery\nFast, friendly and she tells you when your idea is bad. | Jill Thornton, Thornton Yoga"
        )
        + top_commenters(
            "Ryan Cole | 41\nDesignerDebbie | 33\nMatt @ Codepaper | 26\nAnna K. | 19\nLuis Ferreira | 12"
        )
        + shots
    )
    after = (
        bio(
            "Leah Brennan",
            "Leah is a freelance web designer in Cork, Ireland. She has been giving away icons since 2009 and drinks an alarming amount of tea.",
        )
        + related(
            "Free Texture Pack: Old Paper\nFreebie: Retina-Ready Social Icons\nHow I Price Freelance Projects\nMy Design Toolkit for 2012",
            "You might also like",
        )
        + '<div id="comments"><h3>No Responses Yet</h3><p class="nocomments">Be the first to leave a comment!</p></div>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><p><input name="author"> Name (required)</p><p><input name="email"> Mail (required)</p>'
        '<p><input name="url"> Website</p><p><textarea name="comment" rows="8"></textarea></p><p><input type="submit" value="Submit Comment"></p></form></div>'
    )
    inside = (
        '<p class="download"><a href="/downloads/kitchen-icons-psd.zip" class="button">Download the PSD (4.2 MB)</a> &middot; 12,481 downloads</p>'
        "<h3>What's in the pack</h3><ul><li>48 icons at 32, 64 and 128 px</li><li>Layered, shape-based PSD</li><li>PNG versions of every icon</li></ul>"
        "<p><strong>Licence:</strong> free for personal and commercial work. Please don't resell them or put them up for download elsewhere, link to this post instead.</p>"
    )
    piece = Piece(
        "Freebie: 48 Hand-Drawn Kitchen Icons (PSD)",
        "2012-11-16T10:00:00+00:00",
        "November 16, 2012",
        """
It's Freebie Friday again! This week: 48 hand-drawn kitchen icons I made for a recipe app that never launched. Whisks, pans, a very proud-looking toaster. It seemed a shame to leave them on my hard drive.

Every icon was drawn on paper first, scanned, and rebuilt as shapes in Photoshop, so you can scale them and change the colours without anything going blurry.
""",
        cats=("Freebies",),
        tags=("icons", "psd", "freebie friday"),
        count=0,
    )
    style = (
        "#wrapper{width:960px;margin:0 auto;background:#fff}.col-full{padding:0 20px;overflow:hidden}#logo a{font:bold 32px 'Lucida Grande';text-decoration:none}"
        "#main-nav{list-style:none;margin:0;padding:0;overflow:hidden}#main-nav li{float:left;margin-right:14px}#main{float:left;width:620px}#sidebar{float:right;width:280px}"
        ".dribbble{list-style:none;padding:0}.dribbble li{margin-bottom:8px;font-size:11px}.bsa a{display:inline-block;margin:2px}.nocomments{color:#999}"
    )
    return case(
        "cf-plain-freebie",
        "lookalike",
        "pixelpush",
        piece,
        Bits(inside=share_counts("pixelpush") + inside, after=after, side=side, style=style),
        [],
        path="/2012/11/freebie-48-hand-drawn-kitchen-icons-psd/",
        container="(no discussion) 'No Responses Yet' and an empty form; a Top Commenters widget, testimonials and a Dribbble strip in the sidebar",
        heading=None,
        description="A web designer's blog of November 2012 on a WooThemes-like theme, a freebie post with a download button and a feature list, without any comment: 'No Responses Yet', 'Be the first to leave a comment!', the form; in the sidebar a Top Commenters widget (5 names with counts), client testimonials (two quotes with names), a Dribbble-like strip (3 shots with titles, 'by NAME' and likes), 125×125 ads, an opt-in, social counters; a bio box and related posts. Most awkward: a widget of commenters' names and quotes with names on a post that has no comment.",
        lookalikes=("Top Commenters widget", "testimonials", "a shots strip with names and likes"),
    )


def plain_cf() -> list[Case]:
    return [magazine_chisel(), typepad_maple(), woo_pixelpush()]
