"""Blind set DF: two plain article pages without any reader's post, with the era's furniture: a regional
twice-weekly's county-fair story whose "Your say" box has nothing in it yet (a sign-in line and "Be the first"),
beside most read with counts, a community calendar and obituaries; a hand-coded book blog's post whose discussion
is closed, beside "currently reading", an archive with counts and a blogroll with last-updated times. Every site,
name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_df_common import Case, box, counted, esc, make, share, slug
from comspider_lab.blind.layout_df import Page, hobby, regional


def plain_pinecrest() -> Case:
    post = (
        '<p class="kicker"><a href="/community/">COMMUNITY</a></p>'
        "<h1>Rain can't dampen 97th Ossage County Fair rodeo</h1>"
        '<p class="sub">Bareback title goes to Tillman rider for second straight year; grandstand near capacity Saturday</p>'
        '<div class="byl">By Marcus Fenn, Courier correspondent<br><span class="pub">Posted: Monday, August 13, 2012 11:05 am</span></div>'
        + share(88, 4)
        + "<p>PINECREST &mdash; A steady drizzle Saturday evening did little to keep people away from the Ossage County Fair's PRCA rodeo, where the grandstand was close to its 3,200-seat capacity for the second night running.</p>"
        "<p>Jesse Altman of Tillman won the bareback riding with an 84-point ride on a horse named Dusty Answer, the same event he won last year. Reno Clarke of Ada took the tie-down roping in 9.1 seconds.</p>"
        "<p>Fair manager Judy Hartsell said attendance for the five days was about 41,000, up slightly from 2011, despite two evenings of rain. &ldquo;People around here don't melt,&rdquo; she said.</p>"
        "<p>The 4-H livestock sale on Sunday brought in $212,400, with the grand champion steer, shown by Kaylee Brandt, 15, of Pinecrest, selling for $9.50 a pound to Ossage Valley Bank.</p>"
        '<div class="factbox"><b>Rodeo winners</b><br>Bareback: Jesse Altman, Tillman, 84<br>Saddle bronc: Cal Tippett, Mead, 81<br>Bull riding: no qualified rides<br>Barrels: Dani Rourke, Pinecrest, 16.02</div>'
        '<p class="tags">Tags: <a href="/tag/ossage-county-fair/">Ossage County Fair</a>, <a href="/tag/rodeo/">Rodeo</a>, <a href="/tag/4-h/">4-H</a></p>'
        '<div class="authorbox"><b>Marcus Fenn</b> covers rural Ossage County for the Courier. Reach him at mfenn@pinecrestcourier.example.</div>'
    )
    after = (
        '<div id="yoursay"><h3>Your say</h3><p class="empty">Nobody has had their say on this story yet. Be the first!</p>'
        '<p><a href="/account/login/">Sign in</a> or <a href="/account/register/">create an account</a> to take part. '
        "We ask that you use your real name.</p></div>"
        '<div class="more"><h3>More from Community</h3><ul>'
        + "".join(
            f'<li><a href="/community/{slug(t)}/">{esc(t)}</a></li>'
            for t in (
                "Pinecrest library summer reading program wraps up",
                "Photos: 4-H livestock sale",
                "Ossage Valley quilters to show work at fair hall",
            )
        )
        + "</ul></div>"
    )
    side = (
        box(
            "Most Read",
            counted(
                """
Rain can't dampen 97th Ossage County Fair rodeo | 3,118
Two hurt in crash on Highway 62 near Mead | 2,704
City council to discuss water rates Tuesday | 1,552
Photos: 4-H livestock sale | 1,407
""",
                "views",
            ),
        )
        + box(
            "Community Calendar",
            "<ul>"
            + "".join(
                f"<li><b>{esc(d)}</b> &ndash; {esc(e)}</li>"
                for d, e in (
                    ("Aug. 14", "Ossage County Republicans, 7 p.m., Elks Lodge"),
                    ("Aug. 16", "Blood drive, 1-6 p.m., First Baptist"),
                    ("Aug. 18", "Pinecrest High class of 1972 reunion, VFW"),
                    ("Aug. 20", "School board, 6:30 p.m., admin building"),
                )
            )
            + "</ul>",
        )
        + box(
            "Obituaries",
            "<ul>"
            + "".join(
                f'<li><a href="/obituaries/{slug(n)}/">{esc(n)}</a> &ndash; {esc(d)}</li>'
                for n, d in (
                    ("Lois Jean Merritt, 91", "Aug. 11, 2012"),
                    ("Raymond E. Pruett, 73", "Aug. 10, 2012"),
                    ("Doris Haney, 86", "Aug. 9, 2012"),
                )
            )
            + "</ul>",
        )
        + box("Weather", "<p>Pinecrest: 88&deg;F, Sunny. Tue 93 / 70</p>")
    )
    foot = (
        '<p><a href="/about/">About</a> | <a href="/subscribe/">Subscribe</a> | <a href="/legals/">Legal Notices</a> | <a href="/contact/">Contact</a></p>'
        "<p>&copy; 2012 The Pinecrest Courier, published Tuesdays and Fridays. 301 N. Grand, Pinecrest, Okla.</p>"
    )
    html = regional(
        Page(
            title="Rain can't dampen 97th Ossage County Fair rodeo",
            site="The Pinecrest Courier",
            tagline="Monday, August 13, 2012",
            menu=(
                "Home",
                "News",
                "Community",
                "Sports",
                "Agriculture",
                "Obituaries",
                "Legals",
                "Classifieds",
            ),
            post=post,
            after=after,
            side=side,
            foot=foot,
            top="Pinecrest, Okla. 88&deg;",
        )
    )
    return make(
        "df-plain-pinecrest",
        "lookalike",
        html,
        [],
        path="/community/article_c41a9e02-e55b-11e1-51207.html",
        container="-",
        heading=None,
        description="A regional twice-weekly's fair story; an empty 'Your say' box ('Nobody has had their say on this story yet. Be the first!'), a fact box of winners, most read with counts, a community calendar, obituaries, weather.",
    )


def plain_marginalia() -> Case:
    post = (
        "<h2>The Friends of the Library sale, and the book I almost didn't buy</h2>"
        '<p class="posted"><small>Saturday, 15 October 2011 &middot; Books, Local</small></p>'
        "<p>Every October the Friends of the Halbrook Library fill the old gym at the middle school with what looks like every paperback ever printed, and every October I tell myself I'm only going to look.</p>"
        "<p>This year I came home with eleven. Most of them are exactly what you'd expect from me: two more of the green Penguin crime novels, a battered Barbara Pym, a book about lighthouses I will never read. But the one I keep picking up is a 1958 book club edition of a novel by a writer I had never heard of, with someone's pencilled notes in the margins all the way through.</p>"
        "<p>Whoever they were, they did not like the narrator. &ldquo;Oh, come on,&rdquo; says the margin on page 41. &ldquo;Liar,&rdquo; on page 112. I'm on page 150 and I think they were right.</p>"
        "<p>The sale runs through next weekend. Bag day is Sunday: $5 for everything you can fit in a grocery bag.</p>"
        '<p class="share"><small>Share: <a href="http://www.facebook.com/sharer.php">Facebook</a> (9) &middot; <a href="http://twitter.com/share">Twitter</a> (2) &middot; <a href="http://www.stumbleupon.com/submit">StumbleUpon</a></small></p>'
        '<p><small>Labels: <a href="/labels/books/">books</a>, <a href="/labels/halbrook/">halbrook</a>, <a href="/labels/secondhand/">secondhand</a></small></p>'
        '<p><small>&laquo; <a href="/2011/10/05/">Autumn reading pile</a> | <a href="/2011/10/28/">What I read in October</a> &raquo;</small></p>'
        '<p class="closed"><i>Discussion is closed for this post.</i></p>'
    )
    side = (
        "<h5>About</h5><p><small>Nell Corrigan reads too much and writes about it from a small town in western Massachusetts.</small></p>"
        "<h5>Currently reading</h5><ul><li><i>The Glass Pier</i>, Hollis Ward (1958)</li><li><i>Lighthouses of New England</i></li></ul>"
        "<h5>Archive</h5><ul>"
        + "".join(
            f'<li><a href="/{slug(m)}/">{esc(m)}</a> ({c})</li>'
            for m, c in (
                ("October 2011", 3),
                ("September 2011", 6),
                ("August 2011", 4),
                ("July 2011", 7),
                ("June 2011", 5),
            )
        )
        + "</ul><h5>Blogs I read</h5><ul>"
        + "".join(
            f'<li><a href="http://{slug(b)}.example.com/">{esc(b)}</a><br><small>{esc(w)}</small></li>'
            for b, w in (
                ("Shelf Life", "updated 2 hours ago"),
                ("The Dog-Eared Page", "updated 1 day ago"),
                ("Paperback Pilgrim", "updated 4 days ago"),
            )
        )
        + "</ul>"
    )
    html = hobby(
        Page(
            title="The Friends of the Library sale, and the book I almost didn't buy",
            site="Marginalia",
            tagline="Notes from the edges of secondhand books",
            menu=("Home", "Books", "Local", "About", "Email me"),
            post=post,
            side=side,
            foot="&copy; 2011 Nell Corrigan. Please ask before borrowing photos.",
        )
    )
    return make(
        "df-plain-marginalia",
        "lookalike",
        html,
        [],
        path="/2011/10/15/friends-of-the-library-sale.html",
        container="-",
        heading=None,
        description="A hand-coded book blog's post; 'Discussion is closed for this post.'; currently reading, an archive with counts, a blogroll with 'updated n hours ago' lines, share links with counts.",
    )


def plain_df() -> list[Case]:
    return [plain_pinecrest(), plain_marginalia()]
