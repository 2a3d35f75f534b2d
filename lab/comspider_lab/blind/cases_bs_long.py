"""Blind set BS: the set's long discussion: a small-town American paper's CMS of 2012 with registered readers' screen
names, 42 comments in nested lists with up and down votes, "Report abuse" and "Reply" links, under an article on a
school board's vote to close an elementary school (en). Every class name, name, place and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bs_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    draw,
    esc,
    links,
    num,
    ptext,
    rows,
    seeds,
    slug,
    talk,
)


def en_courier_long() -> Case:
    ns = talk("""
TannerDad @ 9:14 pm on Tue, Mar 13, 2012 :: Four to three. So one vote decided that my kids will ride a bus for 40 minutes each way instead of walking four blocks. Thanks for nothing, board.
  kmcallister @ 9:31 pm on Tue, Mar 13, 2012 :: It was 4-3 because Dennis Hoyt changed his vote at the last minute. Two weeks ago he told the PTA he would vote no.
    TannerDad @ 9:40 pm on Tue, Mar 13, 2012 :: I remember. He will be hearing from me in November.
  Ruth_on_Elm @ 9:52 pm on Tue, Mar 13, 2012 :: 40 minutes is the worst case, the district says the new route will be closer to 25. Still too long for a kindergartner.
HCcourierfan @ 9:20 pm on Tue, Mar 13, 2012 :: The building is 94 years old and needs a new roof, new boiler and an elevator to be ADA compliant. Somebody has to pay for that. People want to keep every school open and never pass a levy.
  maplestreetmom @ 9:45 pm on Tue, Mar 13, 2012 :: The roof estimate was $410,000. The district spent more than that on the new football scoreboard.
    HCcourierfan @ 10:02 pm on Tue, Mar 13, 2012 :: The scoreboard was paid for by the boosters and an advertiser, not by the district. That was in this paper last fall.
      maplestreetmom @ 10:10 pm on Tue, Mar 13, 2012 :: Then the boosters can buy a roof.
  oldteacher61 @ 10:20 pm on Tue, Mar 13, 2012 :: I taught at Maple Street for 22 years. The boiler was "about to fail" in 1988 too. It is a good building that was never maintained.
grandpa_joe @ 9:33 pm on Tue, Mar 13, 2012 :: I went to Maple Street, so did my kids, so did three of my grandkids. Sad day.
Lisa Brandt @ 9:58 pm on Tue, Mar 13, 2012 :: Does anyone know what happens to the teachers? Mrs. Kowalski has been there for 30 years.
  Courier staff @ 10:45 pm on Tue, Mar 13, 2012 :: Lisa, Superintendent Greene said after the meeting that all certified staff will be offered positions at Lincoln or Riverside. We will have more in Thursday's paper.
    Lisa Brandt @ 10:51 pm on Tue, Mar 13, 2012 :: Thank you for the answer.
  oldteacher61 @ 11:03 pm on Tue, Mar 13, 2012 :: "Offered positions" means some of them will end up at the middle school teaching something they were not hired to teach. Ask me how I know.
TC_taxpayer @ 10:05 pm on Tue, Mar 13, 2012 :: Good decision. Enrollment at Maple Street is 140 kids in a building built for 400. Consolidating saves $600K a year. That is real money in a district that cut art and music two years ago.
  maplestreetmom @ 10:18 pm on Tue, Mar 13, 2012 :: And the $600K assumes zero extra busing costs, which the district's own study says will be $180K. Read page 14.
    TC_taxpayer @ 10:33 pm on Tue, Mar 13, 2012 :: Fine, $420K. Still more than the art program costs.
      kmcallister @ 10:41 pm on Tue, Mar 13, 2012 :: So bring art back with it. I will believe that when I see it.
  Ruth_on_Elm @ 10:37 pm on Tue, Mar 13, 2012 :: Enrollment is low because the district moved the special ed classrooms out in 2009. Then they point at the empty rooms.
realist2012 @ 10:22 pm on Tue, Mar 13, 2012 :: Everyone is outraged tonight and nobody was at the last four board meetings. Democracy is a verb, people.
  Sandy P. @ 10:38 pm on Tue, Mar 13, 2012 :: Some of us work second shift. The board meets at 6 pm on Tuesdays. Maybe they could try a Saturday for a decision this big.
    realist2012 @ 10:49 pm on Tue, Mar 13, 2012 :: Fair point. They do stream the meetings on the district website though.
      Sandy P. @ 11:12 pm on Tue, Mar 13, 2012 :: The stream has not worked since January. Try it.
Mike Duval @ 10:40 pm on Tue, Mar 13, 2012 :: What happens to the building? If they sell it to a developer I want to know now, not after it is a done deal.
  Courier staff @ 11:20 pm on Tue, Mar 13, 2012 :: Mike, the board did not vote on the building's future tonight. Board President Anne Whitlow said a committee would make a recommendation by the fall.
  grandpa_joe @ 11:26 pm on Tue, Mar 13, 2012 :: The Historical Society should get it listed before anybody gets ideas.
jen_h @ 11:05 pm on Tue, Mar 13, 2012 :: My daughter cried when I told her. She asked if she can take her cubby with her.
  maplestreetmom @ 11:15 pm on Tue, Mar 13, 2012 :: Same at our house. We are going to have a goodbye picnic on the last day of school. Everyone is welcome, past families too.
    jen_h @ 11:30 pm on Tue, Mar 13, 2012 :: We will be there. Can we bring old class photos?
      maplestreetmom @ 11:41 pm on Tue, Mar 13, 2012 :: Yes please! We want to put up a wall of them in the gym.
oldteacher61 @ 11:50 pm on Tue, Mar 13, 2012 :: For the record, the 1988 report also recommended closing Lincoln, not Maple Street. Funny how that changed.
Dale R @ 6:45 am on Wed, Mar 14, 2012 :: Can the Courier publish how each board member voted? I could not find it in the article.
  Courier staff @ 7:30 am on Wed, Mar 14, 2012 :: Dale, the vote is in the fifth paragraph: Whitlow, Hoyt, Pearce and Lindqvist voted yes; Morales, Grant and Sutter voted no.
    Dale R @ 7:41 am on Wed, Mar 14, 2012 :: Missed it, thanks.
bus_driver_bev @ 7:12 am on Wed, Mar 14, 2012 :: I drive route 6. We do not have enough drivers now. I do not know who is going to drive the extra routes in the fall.
  TannerDad @ 7:55 am on Wed, Mar 14, 2012 :: That is the kind of thing somebody on the board should have asked before they voted.
Pastor Wm. Haines @ 8:20 am on Wed, Mar 14, 2012 :: First Methodist will open its hall on Thursday evening for any Maple Street families who want to talk about what comes next, including transportation and after-school care. Coffee will be on.
HCcourierfan @ 9:05 am on Wed, Mar 14, 2012 :: I was harsh last night. I am sorry for the families. I still think the numbers made this inevitable.
  kmcallister @ 9:22 am on Wed, Mar 14, 2012 :: Appreciate you saying that.
Tom Sutter @ 12:10 pm on Wed, Mar 14, 2012 :: I voted no and I stand by it. The study did not look at what closing the only school on the east side does to the neighborhood. I will be asking the board to revisit the transportation plan at our April meeting.
  Sandy P. @ 12:40 pm on Wed, Mar 14, 2012 :: Thank you, Mr. Sutter. Please put the April meeting on a Saturday.
  TC_taxpayer @ 1:05 pm on Wed, Mar 14, 2012 :: With respect, the neighborhood argument does not pay for a boiler.
""")

    def item(i: int, n: Note, sub: str) -> str:
        up = num(f"u{i}{n.who}", 0, 24)
        down = num(f"d{i}{n.who}", 0, 9)
        staff = " tp-staff" if n.who == "Courier staff" else ""
        cid = 2201400 + 7 * i
        return (
            f'<li class="tp-comment{staff}" id="comment_{cid}"><div class="tp-c-wrap">'
            f'<img class="tp-c-avatar" src="/_avatar/tp-{slug(n.who)}.svg" alt="" width="40" height="40" />'
            f'<div class="tp-c-main"><div class="tp-c-head"><a class="tp-c-user" href="/users/profile/{slug(n.who)}">{esc(n.who)}</a> '
            f'<span class="tp-c-posted">posted at {esc(n.at)}</span></div>'
            f'<div class="tp-c-body">{ptext(n.body)}</div>'
            f'<div class="tp-c-foot"><span class="tp-votes"><a href="#" class="tp-up" title="Like">▲</a> {up} <a href="#" class="tp-down" title="Dislike">▼</a> {down}</span>'
            f' <a href="/report/{cid}" class="tp-report">Report abuse</a> <a href="#comment-form" class="tp-reply">Reply</a></div></div></div>'
            + (f'<ul class="tp-replies">{sub}</ul>' if sub else "")
            + "</li>"
        )

    after = (
        f'<div id="tp-comments"><div class="tp-comments-head"><h3>Comments ({len(ns)})</h3>'
        '<span class="tp-sort">Sort by: <b>Oldest first</b> | <a href="?sort=newest#tp-comments">Newest first</a> | <a href="?sort=liked#tp-comments">Most liked</a></span></div>'
        '<p class="tp-terms">Welcome to the discussion. Keep it clean, stay on topic, be truthful, be nice. <a href="/terms">Full terms</a>. <a href="/user/login">Log in</a> or <a href="/user/register">sign up</a> to comment.</p>'
        '<ul class="tp-list">' + draw(ns, item, lambda s, _p: s) + "</ul></div>"
    )
    side = (
        box(
            "en-harlow",
            "Most read",
            links(
                (
                    "Board votes 4-3 to close Maple Street Elementary",
                    "Police: two arrested after Route 9 chase",
                    "Tanner County fair adds Sunday rodeo",
                    "Obituary: Harold 'Hal' Brenner, 81",
                    "Diner on Main changes hands after 40 years",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-harlow",
            "Most commented",
            links(
                (
                    "Board votes 4-3 to close Maple Street Elementary",
                    "Letter: Wind farm will ruin the view",
                    "City council raises water rates 8%",
                ),
                "/news/",
                "ol",
                ("(42)", "(31)", "(27)"),
            ),
        )
        + box(
            "en-harlow",
            "Today's poll",
            '<p>Should school board meetings move to evenings after 7 p.m.?</p><form action="/poll/vote"><label><input type="radio" name="p" /> Yes</label><br /><label><input type="radio" name="p" /> No</label><br /><label><input type="radio" name="p" /> Does not matter to me</label><br /><input type="submit" value="Vote" /> <a href="/poll/results">View results</a></form>',
        )
        + box(
            "en-harlow",
            "Local weather",
            "<p>Harlow Creek: 41°F, cloudy. Tonight: low 29. Thursday: rain likely, high 47.</p>",
        )
        + box(
            "en-harlow",
            "Community calendar",
            "<ul>"
            + "".join(
                f"<li><b>{esc(d)}</b> {esc(e)}</li>"
                for d, e in rows("""
Mar 15 | Pancake supper, VFW Post 2217, 5-7 p.m.
Mar 17 | St. Patrick's 5K, starts at the courthouse
Mar 20 | Tanner County Library book sale
""")
            )
            + "</ul>",
        )
    )
    style = (
        ".tp-list,.tp-replies{list-style:none;margin:0;padding:0}.tp-replies{margin-left:46px;border-left:2px solid #e2e6ea;padding-left:8px}.tp-comment{margin:10px 0}"
        ".tp-c-wrap{overflow:hidden}.tp-c-avatar{float:left}.tp-c-main{margin-left:48px}.tp-c-user{font-weight:bold;color:#0d2a4a}.tp-c-posted{font-size:11px;color:#888}"
        ".tp-c-foot{font-size:11px;color:#888}.tp-c-foot a{margin-right:6px}.tp-staff>.tp-c-wrap{background:#eef3f8}.tp-terms{font-size:11px;color:#666}.tp-sort{font-size:11px}"
    )
    piece = Piece(
        "Board votes 4-3 to close Maple Street Elementary",
        "By Carol Jennings, Courier staff writer",
        "2012-03-13T20:50:00-05:00",
        "Posted: Tuesday, March 13, 2012 8:50 pm",
        """
The Harlow Creek Board of Education voted 4-3 Tuesday night to close Maple Street Elementary School at the end of the school year, ending 94 years of classes in the east-side building.

About 200 people packed the high school library for the vote, many of them wearing green Maple Street T-shirts. Twenty-three people spoke during public comment; all but two asked the board to keep the school open.

Students will be divided between Lincoln and Riverside elementary schools in the fall. The district estimates the consolidation will save about $600,000 a year, largely in staff and building costs.

"This is the hardest vote I have taken in nine years on this board," said Board President Anne Whitlow. "But we cannot keep heating a building that is two-thirds empty."

Whitlow, Dennis Hoyt, Karen Pearce and Erik Lindqvist voted yes. Rosa Morales, Dwayne Grant and Tom Sutter voted no.
""",
        dek="East-side school will close in June after 94 years; students to go to Lincoln and Riverside",
        section="News",
        tags=("Education", "School board", "Maple Street"),
        caption="Parents hold signs outside the high school before Tuesday's vote. (Courier photo)",
    )
    return case(
        "bs-en-courier-lang",
        "discussion",
        "en-harlow",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/local/board-votes-to-close-maple-street-elementary/article_5f1e2c9a.html",
        reveal="on_load",
        container="div#tp-comments: h3 'Comments (42)', sort links and terms, ul.tp-list > li.tp-comment (avatar, a.tp-c-user, 'posted at 9:14 pm on Tue, Mar 13, 2012', div.tp-c-body, '▲ n ▼ n', 'Report abuse', 'Reply'), replies in ul.tp-replies inside their parent, four levels",
        heading="Comments (42)",
        description="A small-town American newspaper's CMS, 2012: an article on a school board's 4-3 vote to close an elementary school with 42 comments by registered readers' screen names (the paper's staff answering three times, a board member and a pastor commenting; 28 replies, four levels deep), up and down vote counts on every comment; the right rail's most read, most commented with counts, a poll, the weather and a community calendar. Most awkward: its length and depth; vote counts and 'Report abuse' on every entry.",
        static=True,
        lookalikes=("most commented with counts", "a community calendar with dates"),
    )


def long_bs() -> list[Case]:
    return [en_courier_long()]
