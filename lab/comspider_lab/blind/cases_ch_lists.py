"""Blind set CH: three article pages without any reader comment whose article holds a small list of a kind no earlier
set listed, each entry with a name and a short text: an Irish regional paper's problem page (three readers' letters,
each signed with a pen name and a county, each with the columnist's answer); a US county weekly's sheriff's log (four
dated entries, each naming the deputy who responded); a UK regional sports site's fantasy league managers' corner
(four managers, each with a town, a team name, points and a line). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ch_common import Bits, Case, Piece, box, case, esc, listing, rows


def ie_problem_page() -> Case:
    letters = [
        (
            "Worried Mam, Co Offaly",
            (
                "My son is 17 and since Christmas he won't come out of his room except to eat. His results were always good "
                "but his teacher says he has stopped handing in work. When I try to talk to him he says I'm fussing. How do I "
                "get through to him?"
            ),
            (
                "You're not fussing. A change this sharp is worth taking seriously. Pick a time when you're doing something "
                "side by side, like a drive, rather than a face-to-face talk, and tell him plainly what you've noticed. If he "
                "won't open up to you, ask the school guidance counsellor or your GP to see him."
            ),
        ),
        (
            "Fed Up, Mullingar",
            (
                "My sister-in-law has invited herself for the whole of August again. Last year she stayed five weeks and never "
                "once offered to cook. My husband says it's only family. I'm dreading it already."
            ),
            (
                "Five weeks is a long time for anyone. Agree with your husband, before she arrives, what you can both live "
                "with, maybe two weeks, and let him be the one to tell her, since she's his sister."
            ),
        ),
        (
            "Lonely in Longford",
            (
                "I'm 68 and widowed two years. My children are in Australia and Canada. I'd love to join something but I'm "
                "shy and don't know where to start."
            ),
            (
                "Start small. The active retirement group in Longford meets on Tuesday mornings and they're used to new faces. "
                "Ring them first so someone will be looking out for you at the door."
            ),
        ),
    ]
    inside = (
        '<div class="tma-dm"><h3>Dear Maura</h3><p class="tma-dm-i">Maura Quigley answers your problems every week. '
        'Write to Dear Maura, The Midlands Advertiser, Church Street, Tullamore, or email <a href="mailto:maura@example.ie">maura@midlandsadvertiser.ie</a>.</p>'
        + "".join(
            f'<div class="tma-dm-l"><div class="tma-dm-q"><p>{esc(q)}</p><p class="tma-dm-s"><i>{esc(s)}</i></p></div>'
            f'<div class="tma-dm-a"><p><b>Maura says:</b> {esc(a)}</p></div></div>'
            for s, q, a in letters
        )
        + "</div>"
    )
    side = (
        listing(
            "ie-midlands",
            "Most read",
            """
Tullamore Show: full results | 1
Clara man before court on assault charge | 2
Offaly minor hurlers through to Leinster final | 3
""",
            "",
        )
        + box("ie-midlands", "Death notices", '<p><a href="/notices">This week\'s death notices</a></p>')
        + box("ie-midlands", "Mart prices", "<p>Bullocks €2.05-€2.40/kg · Heifers €2.10-€2.45/kg</p>")
    )
    style = ".tma-dm{border:1px solid #d9cbe0;padding:6px 10px}.tma-dm-l{border-top:1px dotted #b9a0c3;padding:4px 0}.tma-dm-a{background:#f6f0f8;padding:2px 8px}"
    piece = Piece(
        "Dear Maura: 'My teenage son has shut himself away'",
        "Maura Quigley",
        "2012-07-12T00:00:00+01:00",
        "Thursday, July 12, 2012",
        """
This week's letters deal with a teenager who has withdrawn from his family, an August visitor who has outstayed her welcome, and a reader who wants to meet people after losing her husband.

All letters are answered in confidence and names and places may be changed.
""",
        section="Lifestyle",
    )
    return case(
        "ch-ie-problem-page",
        "lookalike",
        "ie-midlands",
        piece,
        Bits(inside=inside, side=side, style=style, top="Tullamore 16°C"),
        [],
        path="/lifestyle/dear-maura-my-teenage-son-has-shut-himself-away-1-4123987/",
        container="(no discussion) div.tma-dm: 3 readers' letters (p text, p.tma-dm-s pen name and place) each with 'Maura says:' answer",
        heading=None,
        description="An Irish regional weekly of 2012 without any reader comment: an agony aunt's problem page with three readers' letters, each a paragraph signed with a pen name and a place and followed by the columnist's answer ('Maura says:'); most read, death notices, mart prices. Most awkward: readers' texts signed 'NAME, Place', each with an answer below it, as a comment and its reply would be.",
        lookalikes=(
            "a problem page: readers' letters signed with a pen name and a place, each with the columnist's answer",
        ),
    )


def us_sheriffs_log() -> Case:
    log = rows("""
Monday, Jan. 16, 7:42 a.m. | Deputy Carl Sayre | A resident of Mill Street reported that someone had siphoned about 20 gallons of diesel from a farm truck parked behind a barn overnight.
Tuesday, Jan. 17, 11:15 p.m. | Deputy Angela Vance | A caller on County Road 9 reported a loose horse on the roadway. The horse was returned to its owner, who fixed the fence.
Thursday, Jan. 19, 3:30 p.m. | Sgt. Dale Minter | A 34-year-old Westfield man was cited for driving under suspension after a traffic stop on state Route 22.
Saturday, Jan. 21, 9:05 p.m. | Deputy Carl Sayre | Loud music was reported at a residence on Cherry Lane. The homeowner agreed to turn it down.
""")
    inside = (
        '<div class="pcg-log"><h3>Sheriff\'s Log</h3><p class="pcg-log-i">The following calls were among those answered by the Pike County Sheriff\'s Office last week.</p>'
        + "".join(
            f'<div class="pcg-log-e"><p class="pcg-log-d"><b>{esc(d)}</b></p><p>{esc(t)} <span class="pcg-log-o">Responding: {esc(o)}.</span></p></div>'
            for d, o, t in log
        )
        + "</div>"
    )
    side = (
        box("us-pike", "Legal notices", '<p><a href="/legals">Read this week\'s legal notices</a></p>')
        + box(
            "us-pike", "Subscribe", "<p>Get the Courier-Gazette delivered every Thursday for $32 a year.</p>"
        )
        + listing(
            "us-pike",
            "This week's top stories",
            """
Westfield girls win county title | 1
Township trustees approve road levy | 2
Food pantry needs volunteers | 3
""",
            "",
        )
    )
    style = ".pcg-log{border-top:2px solid #3b3b3b}.pcg-log-e{border-bottom:1px solid #eee}.pcg-log-d{margin:4px 0 0}.pcg-log-o{color:#666;font-style:italic}"
    piece = Piece(
        "Sheriff's Log: week of Jan. 16",
        "Compiled by Courier-Gazette staff",
        "2012-01-26T00:00:00-05:00",
        "January 26, 2012",
        """
The Sheriff's Log is compiled each week from reports provided by the Pike County Sheriff's Office. Those who are cited or charged are presumed innocent until proven guilty in court.
""",
        section="News",
    )
    return case(
        "ch-us-sheriffs-log",
        "lookalike",
        "us-pike",
        piece,
        Bits(inside=inside, side=side, style=style, top="Westfield 34° Cloudy"),
        [],
        path="/news/sheriff-s-log-week-of-jan/article_9f1c4de2.html",
        container="(no discussion) div.pcg-log: 4 entries (p.pcg-log-d date and time in bold, p text with 'Responding: DEPUTY.')",
        heading=None,
        description="A US county weekly of 2012 without any reader comment: a sheriff's log of four calls, each a bold day, date and time, a sentence or two and the deputy who responded (one deputy twice); legal notices, a subscription box, top stories. Most awkward: dated short texts each with a person's name, in a list right under the article's one paragraph.",
        lookalikes=("a sheriff's log: date and time, a short report, the responding deputy",),
    )


def uk_fantasy_managers() -> Case:
    managers = rows("""
Lee Harding | Ironbridge | Harding's Hotshots | 612 | Three clean sheets in a row. I'd like to thank my goalkeeper and nobody else.
Pam Whitcombe | Bewdley | Pam's Pensioners | 598 | Captained the wrong striker again. My grandson says I should stop picking on looks.
Ravi Sandhu | Kidderminster | Sandhu Rovers | 587 | Sold my captain on Friday, he scored twice on Saturday. Football is a cruel game.
Mick O'Dowd | Stourport | Real Ale Madrid | 574 | Still top of the Stourport pub league, which is all that matters.
""")
    inside = (
        '<div class="sss-fl"><h3>Managers\' corner: the top four after week 12</h3><ol class="sss-fl-l">'
        + "".join(
            f'<li><p class="sss-fl-m"><b>{esc(n)}</b> ({esc(t)}) · <i>{esc(team)}</i> · {esc(pts)} pts</p><p class="sss-fl-q">"{esc(q)}"</p></li>'
            for n, t, team, pts, q in managers
        )
        + '</ol><p><a href="/fantasy-league/table">Full table</a> · <a href="/fantasy-league/transfers">Make your transfers</a></p></div>'
    )
    side = (
        listing(
            "uk-severn",
            "Most read",
            """
Kidderminster sign keeper on loan | 1
Worcester Warriors' injury list grows | 2
Bewdley RFC end losing run | 3
""",
            "",
        )
        + box(
            "uk-severn",
            "Results",
            "<p>Kidderminster 2-1 Tamworth · Hereford 0-0 Telford · Worcester City 3-2 Solihull</p>",
        )
        + box(
            "uk-severn",
            "Fantasy League prize",
            "<p>This month's top manager wins two tickets to the Severnside Sports Awards.</p>",
        )
    )
    style = ".sss-fl{background:#eef6f1;padding:6px 10px}.sss-fl-l li{margin-bottom:6px}.sss-fl-m{margin:0}.sss-fl-q{margin:0;color:#333}"
    piece = Piece(
        "Fantasy League: Harding hangs on at the top",
        "Fantasy League editor Dan Priddy",
        "2012-11-20T09:00:00+00:00",
        "Tuesday 20 November 2012",
        """
Lee Harding's side held on to top spot in the Severnside Sport Fantasy League for a third week, despite a late charge from Pam Whitcombe, whose team scored 71 points at the weekend.

More than 2,400 readers are playing this season. Transfers for week 13 close at 11am on Saturday.
""",
        section="Fantasy League",
    )
    return case(
        "ch-uk-fantasy-managers",
        "lookalike",
        "uk-severn",
        piece,
        Bits(inside=inside, side=side, style=style, top="Live scores"),
        [],
        path="/fantasy-league/harding-hangs-on-at-the-top/",
        container="(no discussion) div.sss-fl: ol of 4 managers (p.sss-fl-m <b>NAME</b> (TOWN) · team · points; p.sss-fl-q a quoted line)",
        heading=None,
        description="A UK regional sports site of 2012 without any reader comment: a fantasy-league update with 'Managers' corner', the top four managers each with name, town, team name, points and a one-line quote; most read, results, a prize box. Most awkward: four named readers each with one line in quotes, like short comments.",
        lookalikes=("a fantasy league's managers' corner: name, town, team, points, a line",),
    )


def lists_ch() -> list[Case]:
    return [ie_problem_page(), us_sheriffs_log(), uk_fantasy_managers()]
