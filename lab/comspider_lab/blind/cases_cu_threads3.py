"""Blind set CU: an arts magazine of 2013 on an ExpressionEngine site: a gig review, "Readers' comments" numbered #1 to
#8, readers quoting an earlier comment in a ``blockquote`` ("NAME wrote:"), a moderation notice for one, and
"Commenting is now closed for this article." Every name, place and text invented; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cu_common import (
    SITES_CU,
    Case,
    Note,
    case,
    esc,
    linked,
    paras,
    rows,
    slug,
    talk,
)
from comspider_lab.blind.layout_cu import Piece, _head


def ee_gig_review() -> Case:
    site = SITES_CU["halfpenny"]
    ns = talk("""
Siobhán @ 14 April 2013 at 11:02 :: Spot on review. I was down the front and the sound was muddy for the first three songs but once they sorted it out it was the best I've seen them. The new songs sound great live. \\ Roll on the album!
Ciarán Mac Giolla @ 14 April 2013 at 11:40 :: Have to disagree with the "best I've seen them" bit. They were far better in the Róisín Dubh two years ago, before the big label and the string section. This was too polished for me.
Deirdre Coyne @ 14 April 2013 at 12:15 [quote=1] :: Too polished?! Maybe the first two rows missed it but half the crowd at the back couldn't hear the vocals at all during Salthill Prom. It wasn't polished enough!
Rua @ 14 April 2013 at 13:07 :: Does anyone know the name of the support act? The girl on her own with the loop pedal. Was blown away and can't find her anywhere online.
Niall B @ 14 April 2013 at 13:30 [quote=3] :: Her name is Maeve Lally, she's from Ennistymon. She has an EP on Bandcamp: http://maevelally.bandcamp.com – the second track is the one she finished with.
Rua @ 14 April 2013 at 13:52 :: Thank you Niall!! :D Buying it now.
Tommy G. @ 14 April 2013 at 18:26 :: €28 plus booking fee for 75 minutes. I know bands have to make a living but come on. No encore either, which the review doesn't mention.
Editor @ 15 April 2013 at 09:10 :: Tommy – fair point on the encore, there wasn't one, and we've added a line to the review. Thanks for reading.
""")

    def item(i: int, n: Note) -> str:
        num = i + 1
        quote = ""
        if "quote" in n.tags:
            q = ns[int(n.tags["quote"])]
            quote = f'<blockquote class="cq"><p class="cq-by">{esc(q.who)} wrote:</p><p>{linked(q.body)}</p></blockquote>'
        staff = ' <span class="staff">Staff</span>' if n.who == "Editor" else ""
        return (
            f'<div class="cmt{" cmt-staff" if staff else ""}" id="c{3120 + num}"><div class="cmt-meta"><span class="cmt-num">#{num}</span> '
            f"Comment by <strong>{esc(n.who)}</strong>{staff} on {esc(n.at)}</div>"
            f'<div class="cmt-body">{quote}{paras(n.body)}</div>'
            f'<div class="cmt-act"><a href="#comment-form" class="quote-link">Quote</a> | <a href="/flag/{3120 + num}" rel="nofollow">Flag as inappropriate</a></div></div>'
        )

    comments = "".join(item(i, n) for i, n in enumerate(ns))
    # replies quoting a comment: the truth's parent is the quoted comment
    for n in ns:
        if "quote" in n.tags:
            n.parent = int(n.tags["quote"])
    listings = "".join(
        f'<li><span class="d">{esc(d)}</span> <a href="/listings/{slug(a)[:30]}">{esc(a)}</a>, {esc(v)}</li>'
        for d, a, v in rows("""
Thu 18 Apr | The Arrow Men | Monroe's
Fri 19 Apr | Nuala Kearney Trio | Town Hall Theatre
Sat 20 Apr | Maeve Lally + guests | The Crane Bar
Tue 23 Apr | Open mic night | Róisín Dubh
""")
    )
    css = (
        f"body{{margin:0;background:#f3efe8;font:14px/1.6 {site.font};color:#2a2a2a}}#wrap{{width:960px;margin:0 auto;background:#fff}}"
        f"#hd{{padding:20px;border-bottom:5px solid {site.color}}}#hd a{{font:bold 34px Georgia,serif;color:{site.color};text-decoration:none}}#hd p{{margin:0;color:#888}}"
        "#menu{background:#2a2a2a;padding:6px 20px}#menu a{color:#fff;margin-right:16px;text-decoration:none}"
        "#content{float:left;width:620px;padding:20px}#sidebar{float:right;width:260px;padding:20px 20px 0 0}.box h4{border-bottom:1px solid #ccc;text-transform:uppercase;font-size:12px}"
        ".stars{color:#a34a00;font-size:18px}.byline{color:#888;font-size:12px}#comments h3{border-bottom:2px solid #a34a00}"
        ".cmt{border-bottom:1px solid #eee;padding:8px 0}.cmt-meta{font-size:12px;color:#777}.cmt-num{font-weight:bold;color:#a34a00}.cmt-staff{background:#fbf3ea}"
        ".staff{background:#a34a00;color:#fff;font-size:10px;padding:0 4px}.cq{background:#f6f6f6;border-left:3px solid #ccc;margin:6px 0;padding:2px 10px;font-size:12px;color:#666}"
        ".cmt-act{font-size:11px}.closed{background:#f6f6f6;padding:8px;color:#777}#ft{clear:both;background:#2a2a2a;color:#aaa;font-size:11px;padding:14px 20px}"
    )
    piece = Piece(
        "Live review: The Tidewaters, Leisureland, Salthill",
        "Gráinne Foley",
        "2013-04-13T23:40:00+01:00",
        "13 April 2013",
        """
It's been a long two years since The Tidewaters last played in their home town, and judging by the queue snaking along the prom at seven o'clock, Galway had missed them.

The first few songs were let down by a muddy mix, with Darragh Quinn's vocals lost under the strings, but by the time they reached the title track of the new EP the sound had settled and the room was theirs.

The new material, with its four-piece string section, is bigger and more polished than the scrappy folk-rock of their first album, and not everyone will welcome that. But "Salthill Prom", slowed down to a near whisper, was the moment of the night.

At 75 minutes and with no encore it felt short for the price of a ticket. Still, on this form the album due in September should be something special.
""",
        section="Music",
    )
    body = (
        f'<body><div id="wrap"><div id="hd"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>'
        '<div id="menu">' + " ".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu) + "</div>\n"
        '<div id="content"><div class="entry"><p class="cat"><a href="/music/">Music</a> › <a href="/music/reviews/">Live reviews</a></p>'
        f'<h1>{esc(piece.title)}</h1><p class="byline">By <a href="/about/{slug(piece.byline)}">{esc(piece.byline)}</a> · {esc(piece.shown)} · '
        '<a href="#comments">8 comments</a></p><p class="stars" title="4 out of 5">★★★★☆</p>'
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + '<p class="upd"><em>Updated 15 April: there was no encore.</em></p>'
        '<div class="share"><a href="#">Tweet</a> · <a href="#">Facebook</a> · <a href="#">Email</a></div></div>\n'
        f'<div id="comments"><h3>Readers\' comments</h3>{comments}'
        '<p class="closed">Commenting is now closed for this article.</p></div></div>\n'
        '<div id="sidebar"><div class="box"><h4>Gig listings</h4><ul>' + listings + "</ul></div>"
        '<div class="box"><h4>Most popular</h4><ol>'
        + "".join(
            f'<li><a href="/{slug(t)[:40]}">{esc(t)}</a></li>'
            for t in (
                "Live review: The Tidewaters, Leisureland, Salthill",
                "Ten Galway albums you need to hear",
                "Book review: The Quiet Road by Eimear Nolan",
                "Cúirt 2013: the full programme",
            )
        )
        + "</ol></div>"
        '<div class="box"><h4>Newsletter</h4><p>Get our weekly listings by email.</p><input type="text" size="20" /> <input type="submit" value="Sign up" /></div></div>\n'
        f'<div id="ft">© 2013 {esc(site.name)} · <a href="/about/">About</a> · <a href="/advertise/">Advertise</a> · Powered by ExpressionEngine</div></div>\n</body>\n</html>\n'
    )
    html = _head(site, piece, css, '<meta name="generator" content="ExpressionEngine" />\n') + body
    return case(
        "cu-ee-gig-review",
        "discussion",
        site,
        html,
        ns,
        path="/music/reviews/live-review-the-tidewaters-leisureland-salthill",
        container="div#comments: h3 'Readers' comments', div.cmt#cN (div.cmt-meta 'span.cmt-num #N Comment by <strong>NAME</strong> on …', div.cmt-body [blockquote.cq 'NAME wrote:' + the quoted comment] p, div.cmt-act Quote | Flag), then p.closed 'Commenting is now closed for this article.'",
        heading="Readers' comments",
        description="An Irish arts magazine of 2013 on an ExpressionEngine site: a gig review with a star rating, then 'Readers' comments' with 8 numbered comments (#1 to #8) in one flat list, 'Comment by NAME on …' before each text; two replies open with a blockquote of the comment they answer ('NAME wrote:' and its whole text, one with a link); the editor answers with a 'Staff' badge; 'Commenting is now closed for this article.' after them; gig listings with dates and venues, most popular, a newsletter box. Most awkward: the quoted comments repeat earlier comments' text inside later ones.",
        lookalikes=("gig listings with dates and venues",),
    )


def threads3_cu() -> list[Case]:
    return [ee_gig_review()]
