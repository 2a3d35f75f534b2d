"""Blind set BV: the long discussion, 30 comments three levels deep under a US county paper's story of 2012 on its
archive page, replies nested inside their parent's box, month-first dates, "Recommend (n)" counts, readers' member
ranks, the paper's own correction and answer among them (en). Every class name, name, place and text invented for this
set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bv_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    draw,
    esc,
    links,
    rows,
    seeds,
    talk,
)


def en_paper_thirty() -> Case:
    ns = talk("""
millbrookmom @ Jun 19, 2012 7:42pm :: My kids learned to swim at Elm Street. So did I. Where are the kids on the east side supposed to go now, the river?
  HarlanTaxpayer @ Jun 19, 2012 7:58pm :: The Y on Route 9 has a pool and a sliding scale. Nobody is going to drown because the county stops losing $90,000 a year.
    millbrookmom @ Jun 19, 2012 8:10pm :: The Y is four miles away and there is no bus. Half the families on the east side have one car or none.
    Coach Reyes @ Jun 19, 2012 8:31pm :: The Y pool is booked solid for swim team from 3 to 7. There's no room for open swim in the summer, I've asked.
Ed Kowalski @ Jun 19, 2012 8:05pm :: The pool is 58 years old. The filter system alone needs $400,000. I'm sorry but somebody had to make the call.
  Linda Tate @ Jun 19, 2012 8:44pm :: Then put it on the ballot and let the voters decide. That's what they did in Dorrance County and the levy passed.
    Ed Kowalski @ Jun 19, 2012 9:02pm :: Fair point. I'd vote for a levy if it was just for the pool and not the whole parks budget.
Former lifeguard @ Jun 19, 2012 9:15pm :: I guarded there the summers of 1998 to 2002. Best job I ever had. That place kept a lot of kids out of trouble.
Commissioner Dale Haynes @ Jun 19, 2012 9:40pm :: I was one of the two no votes. I'll ask at the July meeting that we look at a private partnership before anything is demolished. // Please come to the meeting, July 10 at 6 p.m. in the courthouse annex.
  truthteller55 @ Jun 19, 2012 10:02pm :: Nice to see you here Dale. Where were you when the parks money went to the new golf clubhouse?
    Commissioner Dale Haynes @ Jun 19, 2012 10:20pm :: The clubhouse was paid for from the golf course's own fees, not the general fund. The minutes are online if you want to check.
    Linda Tate @ Jun 19, 2012 10:25pm :: Thank you for voting no, Commissioner. We'll be there on the 10th.
Patty G. @ Jun 20, 2012 6:12am :: Sad. We had my daughter's 8th birthday party there last summer. $45 for the whole afternoon.
Harlan Co. native @ Jun 20, 2012 7:30am :: Living in Phoenix now but I read the Courier online every morning. Elm Street pool was the center of the universe in the summer of 1975. Don't let them fill it in.
HarlanTaxpayer @ Jun 20, 2012 8:02am :: Everybody loves the pool until the tax bill comes. 112 paid admissions a day on average last year. Do the math.
  Coach Reyes @ Jun 20, 2012 8:40am :: That number doesn't count the swim lessons or the Parks day camp, which bring in another 60 kids a day in July.
    HarlanTaxpayer @ Jun 20, 2012 9:05am :: I didn't know about the day camp. That changes things a bit, I'll admit.
  B. Morrow @ Jun 20, 2012 9:15am :: And how much does the county spend on the sheriff's new SUVs? Priorities.
The Courier @ Jun 20, 2012 10:30am [staff] :: Correction: an earlier version of this story said the pool opened in 1956. It opened in 1954. The story has been updated.
Gramma Jo @ Jun 20, 2012 11:48am :: I'd give $50 toward fixing it and I bet a lot of people would. Could somebody start a fund?
  Linda Tate @ Jun 20, 2012 12:15pm :: Gramma Jo, a group of us is meeting Thursday at 7 at the east side library to talk about exactly that. Look for Save Elm Street Pool on Facebook.
    Gramma Jo @ Jun 20, 2012 1:02pm :: I'm not on Facebook but I'll come to the library. Thank you dear.
  Ed Kowalski @ Jun 20, 2012 1:30pm :: Put me down for $100. Serious about it, and not just for the filter but for the whole thing.
riverrat @ Jun 20, 2012 4:44pm :: Used to sneak in over the back fence after closing. Sorry Mr. Dobbs, wherever you are.
  Former lifeguard @ Jun 20, 2012 5:10pm :: Mr. Dobbs knew. He just didn't care as long as nobody dove in the shallow end.
east side dad @ Jun 20, 2012 8:55pm :: The commission found money for the downtown streetscape. The east side gets closures. Same as always.
Mike from Dorrance @ Jun 21, 2012 7:20am :: Our levy passed 58-42 in 2010 and it was the best thing we did. 0.3 mills, about $21 a year on a $100,000 house. Happy to share what we did with your group.
  Linda Tate @ Jun 21, 2012 8:02am :: Mike, that would be wonderful. Could you message the Save Elm Street Pool page? We'd love someone to come talk to us.
Sandy K @ Jun 21, 2012 11:40am :: When does it actually close? Is this summer the last season?
  The Courier @ Jun 21, 2012 12:05pm [staff] :: The pool will open as usual on June 23 and close for good after Labor Day unless the commission changes its decision.
""")
    since: dict[str, int] = {}
    for k, n in enumerate(ns):
        since.setdefault(n.who, 2006 + (k * 7) % 6)

    def item(i: int, n: Note, sub: str) -> str:
        staff = n.tag("staff")
        rank = "Staff" if staff else f"Member since {since[n.who]}"
        return (
            f'<div class="ar-cmt{" ar-cmt-staff" if staff else ""}" id="cmt-{90412 + i}">'
            f'<div class="ar-cmt-hd"><img src="/_avatar/ar-u{sum(map(ord, n.who)) % 9}.svg" alt="" width="32" height="32" class="ar-av" />'
            f'<a class="ar-user" href="/users/{esc(n.who.lower().replace(" ", "-"))}">{esc(n.who)}</a> <span class="ar-rank">{rank}</span><br />'
            f'<span class="ar-when">{esc(n.at)}</span></div>'
            f'<div class="ar-cmt-bd">{"".join(f"<p>{esc(p)}</p>" for p in n.body.split(chr(10) * 2))}</div>'
            f'<div class="ar-cmt-ft"><a href="#" onclick="return false">Recommend</a> ({(i * 7 + 3) % 13}) · <a href="/report?c={90412 + i}">Report abuse</a> · <a href="#post-comment">Reply</a></div>'
            + (f'<div class="ar-replies">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div id="ar-comments"><h3 class="ar-ctitle">Reader comments (30)</h3>'
        '<p class="ar-csort">Sort: <b>Oldest first</b> | <a href="?sort=newest#ar-comments">Newest first</a> | <a href="?sort=recommended#ar-comments">Most recommended</a></p>'
        '<p class="ar-cnote">Comments are the opinions of their writers, not of The Millbrook Courier. Please keep it civil.</p>'
        + draw(ns, item, lambda s, _p: s)
        + '<a name="post-comment"></a><p class="ar-cnote"><a href="/login">Log in</a> or <a href="/register">register</a> to post a comment.</p></div>'
    )
    side = (
        box(
            "en-courier",
            "Most commented",
            links(
                (
                    "Commissioners vote 3-2 to close Elm Street pool",
                    "School board picks new superintendent",
                    "Fireworks ban stays in county",
                    "Letter: Enough with the roundabouts",
                ),
                "/news/",
                "ol",
                ("(30)", "(22)", "(17)", "(9)"),
            ),
        )
        + box(
            "en-courier",
            "Obituaries",
            "<ul>"
            + "".join(
                f'<li><a href="/obits/{k}">{esc(a)}</a>, {esc(b)}</li>'
                for k, (a, b) in enumerate(
                    rows("""
Harold W. Simms, 88 | Jun 18
Dorothy Ann Pruitt, 79 | Jun 17
Ray 'Buddy' Carlsen, 64 | Jun 16
""")
                )
            )
            + "</ul>",
        )
        + box("en-courier", "Weather", "<p><b>Millbrook</b> 86°F, sunny<br />Tonight: low 64°F, clear</p>")
        + box(
            "en-courier",
            "Archive",
            '<p><a href="/archive/2012/05/">« May 2012</a> · <b>June 2012</b> · <a href="/archive/2012/07/">July 2012 »</a></p>',
        )
        + box(
            "en-courier",
            "Classifieds",
            "<ul><li>GARAGE SALE Sat 8-2, 412 Walnut, furniture, tools</li><li>HELP WANTED: Part-time cashier, Harlan Feed &amp; Seed</li><li>FOR RENT: 2BR apt, east side, $550/mo</li></ul>",
        )
    )
    style = (
        "#ar-comments{border-top:3px solid #00395e;margin-top:20px;font-family:Arial,sans-serif;font-size:13px}.ar-ctitle{font:bold 18px Georgia,serif}.ar-csort,.ar-cnote{font-size:11px;color:#666}"
        ".ar-cmt{border-top:1px solid #ddd;padding:8px 0 4px}.ar-cmt-staff>.ar-cmt-bd{background:#f4f0e6}.ar-av{float:left;margin-right:6px}.ar-user{font-weight:bold;color:#00395e}.ar-rank{font-size:10px;color:#999}"
        ".ar-when{font-size:11px;color:#888}.ar-cmt-bd{clear:both}.ar-cmt-ft{font-size:11px;color:#888}.ar-replies{margin-left:36px;border-left:2px solid #e3e3e3;padding-left:10px}"
    )
    piece = Piece(
        "Commissioners vote 3-2 to close Elm Street pool",
        "By Carla Jennings, Courier Staff Writer",
        "2012-06-19T17:00:00-05:00",
        "June 19, 2012 at 5:00 p.m.",
        """
The Harlan County Board of Commissioners voted 3-2 on Tuesday to close the Elm Street municipal pool at the end of the summer season.

County Administrator Ron Pickett said the 1954 pool needs about $400,000 in repairs to its filtration system and has lost an average of $90,000 a year over the last five years.

Commissioners Dale Haynes and Maria Ortega voted against the closure. A motion by Haynes to delay the vote until a public hearing could be held failed on the same 3-2 split.

The county has not decided what will become of the site.
""",
        section="News",
    )
    return case(
        "bv-en-archiv-dreissig",
        "discussion",
        "en-courier",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/archive/2012/06/19/commissioners-vote-close-elm-street-pool",
        reveal="on_load",
        container="div#ar-comments: h3 'Reader comments (30)', div.ar-cmt (div.ar-cmt-hd avatar, a.ar-user, span.ar-rank 'Member since 2009', span.ar-when; div.ar-cmt-bd paragraphs; div.ar-cmt-ft 'Recommend (n) · Report abuse · Reply'), replies in div.ar-replies inside their parent, three levels",
        heading="Reader comments (30)",
        description="A US county paper's archive page of 2012: a story on a pool's closing with 30 readers' comments three levels deep (a commissioner answering a reader, the paper posting a correction and an answer as 'The Courier' with a Staff rank), each with a 'Member since' rank, a month-first date, 'Recommend (n)'; replies nested inside their parent's box. Right rail: most commented with counts, obituaries with dates, weather, archive months, classifieds. Most awkward: the size, and the member-rank line between the name and the date.",
        static=True,
        lookalikes=("most commented with counts", "obituaries with dates"),
    )


def long_bv() -> list[Case]:
    return [en_paper_thirty()]
