"""Blind set BX: the long discussion, 32 readers' comments under an English evening paper's planning story of 2011,
printed flat by the paper's CMS as an ordered list, the text first and "Comment by NAME at 3:41pm Tue 12 Jul 11"
after it, a "Rate: +n" score, answers naming their parent with "@NAME" (uk). Every class name, name, place and text
invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bx_common import (
    Bits,
    Case,
    Note,
    Piece,
    around_web,
    box,
    case,
    esc,
    flat,
    latest_comments,
    links,
    login_box,
    most_read,
    num,
    ptext,
    seeds,
    talk,
)


def uk_long() -> Case:
    ns = talk("""
Disgruntled of Ashby @ 3:41pm Tue 12 Jul 11 :: So that is it then. Two hundred and fifty houses on the only green space left between Ashby and the town, and not one extra GP or school place. The council never listens.
shelbyville_lad @ 3:52pm Tue 12 Jul 11 :: Where exactly are young people supposed to live? I am 29, work full time and still in my mum's box room because there is nothing I can afford. Build them.
Mike, Calderbridge @ 3:58pm Tue 12 Jul 11 :: The traffic on Ashby Lane is already backed up to the roundabout every morning. Add 500 cars and it will be gridlock.
^2 Disgruntled of Ashby @ 4:05pm Tue 12 Jul 11 :: @shelbyville_lad and how many of these will be affordable? 25 per cent, and you can bet the developer will try to wriggle out of that too.
Anonymous @ 4:11pm Tue 12 Jul 11 :: Brownfield first. There are three empty mills on the canal that have been derelict for a decade.
^5 BrianW @ 4:20pm Tue 12 Jul 11 :: @Anonymous the mills are listed and cost a fortune to convert. Developers have looked at them twice and walked away.
Valerie Holt @ 4:34pm Tue 12 Jul 11 :: I walk my dog on Ashby Fields every morning and have done for 22 years. There are skylarks there. Did anyone from the council even visit the site?
^3 Calder Cyclist @ 4:40pm Tue 12 Jul 11 :: @Mike, Calderbridge the plans include a cycle path to the station. If it is done properly some of those trips will not be by car at all.
^8 Mike, Calderbridge @ 4:52pm Tue 12 Jul 11 :: @Calder Cyclist a cycle path on paper. The one promised with the Millbank estate in 2006 still has not been built.
TheRealAshbyite @ 5:03pm Tue 12 Jul 11 :: Councillor Brett voted for it and he lives in the next village. Funny how it is never on their doorstep.
^10 Evening Post reporter @ 5:15pm Tue 12 Jul 11 :: @TheRealAshbyite for accuracy: Cllr Brett voted against the application. The vote was 7-5 in favour; the full list of how councillors voted is at the end of the article.
^11 TheRealAshbyite @ 5:21pm Tue 12 Jul 11 :: @Evening Post reporter fair enough, apologies to him. My point stands for the other seven.
jo_b @ 5:30pm Tue 12 Jul 11 :: My daughter's school already has 34 in a class. The section 106 money for education will take years to arrive. Where do the new kids go in the meantime?
Grumpy Old Man @ 5:44pm Tue 12 Jul 11 :: Nimbys out in force as usual. Everyone wants houses, just somewhere else.
^14 Valerie Holt @ 5:58pm Tue 12 Jul 11 :: @Grumpy Old Man wanting the one field our village has left is not nimbyism. We have had 400 houses in ten years already.
Dave the builder @ 6:10pm Tue 12 Jul 11 :: Whatever you think of it, this is jobs. Two hundred and fifty houses is four or five years' work for local trades.
^16 Mike, Calderbridge @ 6:18pm Tue 12 Jul 11 :: @Dave the builder if they use local trades. Last big site in town the contractor brought everyone up from the Midlands.
Sue P @ 6:25pm Tue 12 Jul 11 :: Can anyone tell me if there is still a chance to appeal? I sent in an objection in March and heard nothing since.
^18 BrianW @ 6:39pm Tue 12 Jul 11 :: @Sue P objectors cannot appeal a grant of permission, only the applicant can appeal a refusal. The only route left is a judicial review and that costs thousands.
^19 Sue P @ 6:47pm Tue 12 Jul 11 :: @BrianW thank you, that is very clear. Disappointing but clear.
flatcap1962 @ 7:02pm Tue 12 Jul 11 :: Drainage. Nobody has mentioned drainage. Ashby Fields floods every winter, that is why it was never built on in the first place.
^21 Valerie Holt @ 7:15pm Tue 12 Jul 11 :: @flatcap1962 exactly. The Environment Agency raised it in their response and it was waved through with a condition.
Anonymous @ 7:30pm Tue 12 Jul 11 :: Who owns the land? Follow the money.
^23 Disgruntled of Ashby @ 7:41pm Tue 12 Jul 11 :: @Anonymous it has been in the Hargreaves family since the war. They sold an option to the developer in 2008, it was in the Post at the time.
KerryLouise @ 8:05pm Tue 12 Jul 11 :: First time buyer here. I do not care where they build as long as they build something. Rent is eating half my wages.
^25 shelbyville_lad @ 8:12pm Tue 12 Jul 11 :: @KerryLouise same boat. People who bought in the nineties have no idea what it is like now.
^26 Grumpy Old Man @ 8:30pm Tue 12 Jul 11 :: @shelbyville_lad we paid 15 per cent interest in 1990, lad. Nobody had it easy.
^27 shelbyville_lad @ 8:41pm Tue 12 Jul 11 :: @Grumpy Old Man on a house that cost three times your salary. Mine would cost nine times mine.
Calder Cyclist @ 9:14pm Tue 12 Jul 11 :: For what it is worth the plans are online on the council's planning portal, reference 10/0877/OUT. Worth reading before getting too angry.
ex-councillor @ 9:40pm Tue 12 Jul 11 :: The core strategy allocated this site in 2009 after two rounds of consultation. The time to object was then. Hardly anyone turned up.
^30 Disgruntled of Ashby @ 10:02pm Tue 12 Jul 11 :: @ex-councillor the consultation was a drop-in at the library on a Tuesday afternoon in August. Of course nobody turned up.
Lorna M @ 7:12am Wed 13 Jul 11 :: Just hope they keep the footpath to the old quarry open. It is the only way to get to the woods without walking on the main road.
""")

    def item(i: int, n: Note) -> str:
        cid = 2801100 + 31 * i
        score = num(n.who + str(i), -6, 22)
        return (
            f'<li class="ucl-i" id="comment-{cid}"><div class="ucl-txt">{ptext(n.body)}</div>'
            f'<p class="ucl-by">Comment by <a href="/users/profile/{num(n.who, 1000, 99999)}/" class="ucl-u">{esc(n.who)}</a> at <span class="ucl-t">{esc(n.at)}</span></p>'
            f'<p class="ucl-acts">Rate: <a href="#" class="plus">▲</a> <b>{"+" if score > 0 else ""}{score}</b> <a href="#" class="minus">▼</a> · '
            f'<a href="/report/{cid}">Report this comment</a></p></li>'
        )

    after = (
        '<div id="lc-talk" class="ucl"><h2 class="ucl-h">Your comments (32)</h2>'
        '<p class="ucl-sort">Sort: <b>Oldest first</b> | <a href="?sort=newest">Newest first</a> | <a href="?sort=rating">Highest rated</a></p>'
        '<ol class="ucl-list">'
        + flat(ns, item)
        + '</ol><div class="ucl-rules"><h3>Comments are closed</h3><p>Comments are closed on this article after 24 hours. '
        "Comments are not checked before publication; if you find one offensive, use 'Report this comment' and our moderators will review it. "
        '<a href="/house-rules">House rules</a></p></div></div>'
    )
    side = (
        login_box("uk-evepost", "Register to comment, rate comments and get our daily e-newsletter.")
        + most_read(
            "uk-evepost",
            """
250 homes on Ashby Fields approved despite 600 objections | 32 comments
Town centre parking charges to rise in September | 58 comments
Man, 34, in court over Canal Street assault | 21 comments
Calder Town boss: we must do better at home | 44 comments
""",
            "Most commented",
        )
        + latest_comments(
            "uk-evepost",
            """
Mike, Calderbridge | 12 minutes ago | Town centre parking charges to rise in September | They want us to shop in town and then charge a pound an hour. Out of town retail park is free.
Toon Army Tony | 40 minutes ago | Calder Town boss: we must do better at home | Three home defeats in a row. Must do better is an understatement.
""",
        )
        + box(
            "uk-evepost",
            "Announcements",
            links(
                (
                    "Births: Harvey James Thornton",
                    "Deaths: Doris Whitworth (née Kaye)",
                    "Anniversary: Golden wedding, Ken and Pat",
                ),
                "/announcements/",
            ),
        )
        + around_web(
            "uk-evepost",
            """
Homeowners in Calderbridge are switching to this energy plan | SwitchSmart
Why the over-50s are snapping up this life cover | LifeCover Direct
""",
            "Sponsored links",
        )
    )
    style = (
        ".ucl{margin-top:20px}.ucl-h{font:bold 18px Arial;color:#0a4a7a;border-bottom:2px solid #e43}.ucl-sort{font-size:11px}.ucl-list{list-style:none;margin:0;padding:0}"
        ".ucl-i{border-bottom:1px solid #e5e5e5;padding:8px 0}.ucl-txt p{margin:2px 0}.ucl-by{font-size:11px;color:#666;margin:4px 0 0}.ucl-u{font-weight:bold}.ucl-acts{font-size:10px;color:#888;margin:0}"
        ".ucl-rules{background:#f4f4f4;font-size:11px;padding:4px 8px;margin-top:10px}"
    )
    piece = Piece(
        "250 homes on Ashby Fields approved despite 600 objections",
        "By Rachel Dunn, Local Government Reporter",
        "2011-07-12T14:30:00+01:00",
        "2:30pm Tuesday 12th July 2011",
        """
PLANS for 250 homes on farmland between Ashby and Calderbridge have been approved by councillors, despite more than 600 letters of objection.

Members of Calder Vale Council's planning committee voted seven to five in favour of the outline application by Pennine Homes Ltd at a meeting lasting almost four hours on Monday night.

The scheme includes 62 affordable homes, a cycle path to Calderbridge station and £1.2 million towards school places. Objectors raised concerns about traffic on Ashby Lane, flooding and the loss of open countryside.

Speaking after the meeting, Ashby Fields Action Group chairman Geoff Lister said residents were "devastated". Pennine Homes said work could start next spring.

How they voted: For: Cllrs Ahmed, Barker, Dewhurst, Hall, Kaur, Moss, Pickles. Against: Cllrs Brett, Crossley, Jennings, Rourke, Whiteley.
""",
        dek="Councillors vote 7-5 in favour after four-hour meeting",
        section="News",
        tags=("Ashby", "Planning", "Housing"),
        caption="Ashby Fields, where the homes will be built.",
        count_line="32 comments",
    )
    return case(
        "bx-uk-long-at",
        "discussion",
        "uk-evepost",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/9133710.250_homes_on_Ashby_Fields_approved_despite_600_objections/",
        reveal="on_load",
        container="div#lc-talk.ucl: h2 'Your comments (32)', a sort line, ol.ucl-list > li.ucl-i (div.ucl-txt, then p.ucl-by 'Comment by NAME at TIME', p.ucl-acts 'Rate: ▲ +n ▼ · Report this comment'), flat",
        heading="Your comments (32)",
        description="An English evening paper of 2011: 32 readers' comments under a planning story in one flat ordered list, the text first and 'Comment by NAME at 3:41pm Tue 12 Jul 11' after it, a 'Rate: +n' score, 16 answers naming their parent with '@NAME' (the truth keeps '@NAME' in the text and takes the latest comment by that name as the parent), a reporter correcting a reader; 'Comments are closed' after them; the right column's login box, most commented with counts, latest comments of other stories, announcements and sponsored links. Most awkward: the name comes after the text and the thread's shape is only in the '@NAME' openings.",
        static=True,
        lookalikes=("most commented with counts", "latest comments of other stories"),
    )


def long_bx() -> list[Case]:
    return [uk_long()]
