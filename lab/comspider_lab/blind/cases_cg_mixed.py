"""Blind set CG: two mixed pages, a small real discussion beside a short list of a kind no earlier set listed: a
residents' association's WordPress post on a street party with its "who's bringing what" sign-up list (house, names,
what they bring) above "2 Responses to …"; a history society's Blogger post with its spring programme of talks
(speaker, date, title, a sentence) above "3 comments:", one of them the society's own answer, flat as Blogger printed
it. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cg_common import (
    Bits,
    Case,
    Piece,
    archive,
    blogger_comments,
    blogroll,
    case,
    esc,
    links,
    recent_comments,
    rows,
    seeds,
    talk,
    widget,
    wp_comments,
)


def wp_streetparty() -> Case:
    title = "Street party on 2 June: who's bringing what"
    ns = talk("""
Deb (no. 31) @ May 21, 2012 at 9:37 pm :: Can I put us down for a big bowl of Eton mess and some jugs of Pimm's? Also happy to lend our two trestle tables, we'll need someone with strong arms to carry them down from the top end on the morning.
Graham Oduya @ May 22, 2012 at 7:58 am :: The road closure order came through from the council yesterday, so we're all legal: the road is closed from 11am to 7pm between nos. 2 and 48. I'll put the notices on the lamp posts this weekend.
""")
    signup = rows("""
No. 4 | Pat and Derek Hollis | Coronation chicken sandwiches, and the bunting from 1977 (it's still in the loft!)
No. 12 | The Okafor family | Jollof rice and a gazebo in case it rains
No. 19 | Mrs Ellen Pearce | Victoria sponge and a large teapot
No. 27 | Sam and Leo | A speaker for music and a box of games for the children
""")
    inside = (
        '<h3>Who\'s bringing what so far</h3><ul class="signup">'
        + "".join(f"<li><strong>{esc(h)}</strong>, {esc(n)}: {esc(x)}</li>" for h, n, x in signup)
        + "</ul><p>Add your name by leaving a reply below or by popping a note through the door of no. 12.</p>"
    )
    piece = Piece(
        title,
        "Greenway Road Residents' Association",
        "2012-05-20T18:00:00+01:00",
        "May 20, 2012",
        """
The Jubilee street party on Saturday 2 June is less than two weeks away, and thank you to everyone who has already offered food, tables and time.

Tables go up from 11am, and the food starts at 1pm. The association is buying the paper plates, cups and a cake for the children's races. Please bring your own chairs.

So that we don't end up with eleven quiches and no sandwiches, here is the list of what has been promised so far.
""",
        cats=("Events",),
        tags=("Jubilee", "street party"),
    )
    side = (
        recent_comments(
            "greenway",
            """
Graham Oduya | Street party on 2 June: who's bringing what
Deb (no. 31) | Street party on 2 June: who's bringing what
Ellen Pearce | Minutes of the April meeting
""",
        )
        + widget(
            "greenway",
            "Next meeting",
            "<p>Tuesday 12 June, 7.30pm, St Aidan's church hall. All residents welcome.</p>",
            "text-2",
        )
        + archive("greenway", "May 2012 | 3\nApril 2012 | 2\nMarch 2012 | 1")
    )
    after = wp_comments("wp-streetparty", ns, f"2 Responses to <em>{esc(title)}</em>")
    return case(
        "cg-wp-streetparty-mixed",
        "mixed",
        "greenway",
        piece,
        Bits(inside=inside, after=after, side=side, ncomments=2),
        seeds(ns),
        path="/2012/05/20/street-party-who-is-bringing-what/",
        container="div#comments: h3#comments-title '2 Responses to <em>TITLE</em>', ol.commentlist > li.comment (div.comment-author cite.fn NAME 'says:', div.comment-meta, div.comment-body p, div.reply)",
        heading="2 Responses to Street party on 2 June: who's bringing what",
        description="A residents' association's blog of 2012 on a WordPress default-like theme: a post on a street party with its sign-up list (4 items: house number, names, what they bring) inside the post, then '2 Responses to …' with two residents' comments (one offering food, one the association's organiser with news); recent comments (both names again), the next meeting, archives. Most awkward: the sign-up list says who brings what in the first person's words, just like the comments below it, which add to it.",
        lookalikes=("a street party sign-up: house, names, what they bring",),
    )


def blogger_talks() -> Case:
    ns = talk("""
Margaret Ashdown @ February 6, 2012 at 4:12 PM :: What a good programme. Will Mr Whitley's talk cover the Oldmill brickworks at all? My grandfather worked there as a boy before the First World War and I have a photograph of the kiln gang with him in it, if that would be of any interest.
Oldmill & District History Society @ February 6, 2012 at 8:30 PM :: Thank you Margaret, yes, the brickworks is a big part of the talk. Frank would love to see your photograph. Could you bring it along on the 13th? We can scan it for the archive on the night and give it straight back.
Phil Kerrigan @ February 8, 2012 at 11:05 AM :: Are non-members welcome at the talks? And is there parking at the Institute?
""")
    talks = rows("""
Monday 13 February | Frank Whitley | Brick and tile: Oldmill's forgotten industry | The rise and fall of the three brickworks that once employed 300 people in the parish.
Monday 12 March | Dr Anne Colville | The 1851 census, house by house | What the census tells us about who lived in Church Street and Mill Row.
Monday 16 April | Bill and Joan Tranter | Oldmill at war, 1939-45 | Memories of evacuees, the Home Guard and the night the bombs fell on Tanyard Lane.
""")
    inside = (
        "<br /><br /><b>Spring programme 2012</b><br /><br />"
        + "".join(
            f'<div class="talk" style="margin-bottom:10px"><span style="color:#5b4636"><b>{esc(d)}</b></span><br /><b>{esc(s)}</b>: <i>{esc(t)}</i><br />{esc(x)}</div>'
            for d, s, t, x in talks
        )
        + "All talks at 7.30pm at the Oldmill Institute, Church Street. Members free, visitors £2, including tea and biscuits."
    )
    piece = Piece(
        "Spring programme of talks",
        "Oldmill & District History Society",
        "2012-02-05T19:20:00+00:00",
        "Sunday, February 5, 2012",
        """
Our spring season of talks starts next week, and we think it is one of the best we've put together. As always, there is something for everyone, whether your family has been in the parish for generations or you moved here last year.

Please tell your friends and neighbours, and do come along early to get a seat near the front: the Institute's projector is not as bright as it used to be.
""",
        tags=("talks", "programme", "brickworks"),
        time="7:20 PM",
    )
    side = (
        widget(
            "oldmill",
            "Join the Society",
            "<p>Membership is £8 a year for individuals and £12 for couples. Members receive the newsletter four times a year.</p>",
            "Text1",
        )
        + blogroll(
            "oldmill",
            """
Kentwell Local History Group | Workhouse records now online | 3 days ago
The Parish Chest | Reading old handwriting | 1 week ago
Canal Heritage Trust | Restoration update | 2 weeks ago
""",
            "Other history groups",
        )
        + archive("oldmill", "2012 | 3\n2011 | 19")
        + widget(
            "oldmill",
            "Labels",
            links(
                ("archive (7)", "brickworks (3)", "programme (4)", "talks (11)", "walks (6)"),
                "/search/label/",
            ),
            "Label1",
        )
    )
    after = blogger_comments("blogger-talks", ns, "Oldmill & District History Society")
    return case(
        "cg-blogger-talks-mixed",
        "mixed",
        "oldmill",
        piece,
        Bits(inside=inside, after=after, side=side, ncomments=3),
        seeds(ns),
        path="/2012/02/spring-programme-of-talks.html",
        container="div.comments#comments: h4 '3 comments:', dl#comments-block: dt.comment-author ('NAME said...'; the society's with dt.blog-author), dd.comment-body p, dd.comment-footer",
        heading="3 comments:",
        description="A local history society's Blogger blog of 2012: a post with its spring programme of talks in the post (3 entries: the date, the speaker's name, the talk's title, a sentence), then '3 comments:' with two readers' comments and the society's own answer to the first between them, flat as Blogger printed it (addressing the reader by name); the sidebar's membership box, a blog list with latest posts and times, the archive, labels with counts. Most awkward: the speakers' names and sentences in the post and the comments' names and texts; the society's answer is flat, its author also the post's.",
        lookalikes=("a programme of talks: date, speaker, title, sentence",),
    )


def mixed_cg() -> list[Case]:
    return [wp_streetparty(), blogger_talks()]
