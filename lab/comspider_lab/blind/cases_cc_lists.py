"""Blind set CC: three article pages of 2012 without any reader comment whose article holds a list of a kind no
earlier set listed, each entry a name and a short text: an English evening paper's magistrates' court round-up (each
entry a defendant's name, age and address, then what happened); a Pretoria daily's rugby player ratings (each entry a
number, a player's name, a mark and a sentence); a Chennai daily's ball-by-ball cricket commentary (each entry the
over, the bowler to the batsman, the outcome and a line). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cc_common import (
    Bits,
    Case,
    Piece,
    ad,
    also_like,
    box,
    case,
    esc,
    links,
    newsletter,
    popular,
    rows,
    tweets,
)


def wessex_court() -> Case:
    entries = rows("""
Darren Michael Pike | 34, of Chickerell Road, Weymouth | Admitted drink-driving on the Dorchester Road on April 7. He was found to have 71 microgrammes of alcohol in 100 millilitres of breath, twice the legal limit. Banned for 20 months and fined £480.
Kerry Anne Symonds | 27, of Lanehouse Rocks Road, Weymouth | Pleaded guilty to stealing meat and cheese worth £63.40 from a supermarket in St Mary Street. Given a 12-month conditional discharge and ordered to pay £85 costs.
Liam Arthur Crabb | 19, of Wyke Regis | Admitted using threatening words and behaviour outside a nightclub in St Thomas Street. Fined £150, with a £15 victim surcharge.
Stanley George Hoare | 68, of Portland | Pleaded guilty to driving without due care after his car hit a parked van in Easton Square. Six penalty points and a £200 fine.
Michelle Louise Dyer | 41, of Radipole Lane, Weymouth | Admitted failing to send her eight-year-old son to school regularly. Fined £120; the court heard attendance had since improved to 94 per cent.
Tomasz Kowalczyk | 29, of Park Street, Weymouth | Pleaded guilty to driving without insurance. Six penalty points and a £300 fine.
Jason Lee Samways | 22, of Littlemoor | Admitted criminal damage to a bus shelter in Louviers Road. Ordered to pay £240 compensation and do 60 hours of unpaid work.
""")
    inside = (
        '<div class="we-court"><h3>Weymouth Magistrates\' Court</h3>'
        + "".join(
            f'<div class="we-case"><p><strong>{esc(n)}</strong>, <span class="we-addr">{esc(a)}</span></p><p>{esc(t)}</p></div>'
            for n, a, t in entries
        )
        + '<p class="we-note">Court results are published as received from the court and are correct at the time of the hearing.</p></div>'
    )
    side = (
        popular(
            "wessex",
            "Most Read",
            """
Court round-up: Weymouth magistrates | 6,114
Olympic sailing: road closures for the test event | 4,902
Portland prison officer in hospital after attack | 3,310
""",
            "views",
        )
        + box(
            "wessex",
            "Jobs",
            links(
                [
                    "Care assistant, Dorchester, £7.20/hr",
                    "HGV driver, Portland, class 1",
                    "Receptionist, Weymouth, part time",
                ],
                "/jobs/",
            ),
        )
        + newsletter("wessex", "Get our breaking news email alerts.")
        + tweets(
            "wessex",
            "wessexpost",
            """
Road closures for the Olympic sailing test event start on Monday: the full list http://t.co/a9Xq | 1 hour ago
Weymouth FC: new manager to be named this week | 4 hours ago
""",
        )
        + ad("wessex", "300x600")
    )
    piece = Piece(
        "Court round-up: Weymouth magistrates",
        "Court reporter",
        "2012-05-04T16:00:00+01:00",
        "Friday, May 04, 2012",
        """
The following cases were dealt with by magistrates sitting in Weymouth on Tuesday and Wednesday.

We publish the results of cases heard at Weymouth Magistrates' Court every week. It is our policy not to remove court reports once they have been published.
""",
        section="News",
        tags=("Weymouth", "courts"),
    )
    return case(
        "cc-wessex-court",
        "lookalike",
        "wessex",
        piece,
        Bits(
            inside=inside,
            side=side,
            after=also_like(
                "wessex",
                [
                    "Portland man jailed for burglary spree",
                    "Teenager cautioned over Nothe Gardens fire",
                    "Dorchester court round-up",
                ],
            ),
            style=".we-case{border-top:1px solid #ddd;padding:4px 0}.we-case p{margin:2px 0}.we-addr{color:#555}.we-note{font-size:11px;color:#888}.we-thumb{display:inline-block;width:120px;font-size:11px;vertical-align:top}",
            top="Weymouth 14°C Sunny spells",
        ),
        [],
        path="/news/9686421.court-round-up-weymouth-magistrates/",
        container="(no discussion) div.we-court: 7 div.we-case (strong NAME, span.we-addr age and address, p what happened)",
        heading=None,
        description="An English evening paper of 2012 without any reader comment and without any comment area: a magistrates' court round-up of 7 entries, each a defendant's full name in bold, age and address, then a sentence or two on the offence and the sentence; most read with counts, jobs, a newsletter box, the paper's tweets, 'You might also like' thumbnails, a tall ad. Most awkward: a list of bold names each followed by a short text, in the article's body.",
        lookalikes=("a magistrates' court round-up: name, age and address, what happened",),
    )


def highveld_ratings() -> Case:
    entries = rows("""
15 | Wynand Botha | 7 | Safe under the high ball all afternoon and his long clearance kick in the 60th minute turned the game.
14 | Sipho Mahlangu | 8 | Scored the first try with a lovely step off his right foot and never stopped looking for work.
12 | Ruan Steenkamp | 6 | Solid in defence but knocked on twice with the line open. Needs to calm down.
10 | Jacques Lourens | 7 | Kicked 12 points from 14 and ran the backline well, apart from one charged-down clearance.
9 | Thabo Nkosi | 6 | Slow to the breakdown in the first half. Much sharper after the break.
8 | Pieter-Hendrik du Plessis | 8 | Man of the match. Carried hard, stole two lineouts and made 14 tackles.
5 | Gerhard van Wyk | 5 | Penalised three times at the breakdown and replaced after 50 minutes.
1 | Lwazi Dube | 7 | Won the scrum battle against a much bigger loosehead. Earned his rest.
""")
    inside = (
        '<div class="hm-ratings"><h3>Player ratings</h3><table class="hm-rt">'
        + "".join(
            f'<tr><td class="hm-no">{esc(no)}</td><td><b>{esc(name)}</b> <span class="hm-mark">{esc(mark)}/10</span><br>{esc(t)}</td></tr>'
            for no, name, mark, t in entries
        )
        + '</table><p class="hm-small">Replacements: not rated (less than 20 minutes each).</p></div>'
    )
    side = (
        box(
            "highveld",
            "Log",
            "<table><tr><th>Team</th><th>P</th><th>Pts</th></tr><tr><td>Pretoria Rhinos</td><td>11</td><td>38</td></tr>"
            "<tr><td>Cape Gulls</td><td>11</td><td>35</td></tr><tr><td>Highveld Lions</td><td>10</td><td>29</td></tr></table>",
        )
        + popular(
            "highveld",
            "Most Read",
            """
Rhinos player ratings: Du Plessis the pick of the pack | 9,204
Petrol price up 37c a litre on Wednesday | 7,550
Tshwane to switch off streetlights to save power | 4,120
""",
            "views",
        )
        + tweets(
            "highveld",
            "MercurySport",
            """
FT: Rhinos 27-19 Gulls. Du Plessis outstanding. Ratings up on the site now. | 2 hours ago
Lourens with the conversion, 27-19 with four minutes to play | 2 hours ago
""",
        )
        + ad("highveld", "300x250")
    )
    piece = Piece(
        "Rhinos player ratings: Du Plessis the pick of the pack",
        "Hennie Joubert",
        "2012-05-05T19:30:00+02:00",
        "Saturday, May 5, 2012 7:30 PM",
        """
The Pretoria Rhinos moved back to the top of the log with a 27-19 win over the Cape Gulls at Loftus Park on Saturday. Here is how the starting side rated.
""",
        dek="Man of the match carries the home side back to the top of the log",
        section="Sport",
        tags=("rugby", "Pretoria Rhinos", "player ratings"),
        caption="Pieter-Hendrik du Plessis on the charge against the Gulls.",
    )
    return case(
        "cc-highveld-ratings",
        "lookalike",
        "highveld",
        piece,
        Bits(
            inside=inside,
            side=side,
            after=also_like(
                "highveld",
                [
                    "Rhinos 27-19 Gulls: match report",
                    "Lourens signs two-year extension",
                    "Club rugby: all the weekend's results",
                ],
            ),
            style=".hm-rt td{border-bottom:1px solid #eee;padding:4px;vertical-align:top}.hm-no{font:bold 18px Arial;color:#b35c00}.hm-mark{background:#b35c00;color:#fff;padding:0 4px}.hm-small{font-size:11px;color:#888}",
            top="Pretoria 22°C Clear",
        ),
        [],
        path="/sport/rugby/rhinos-player-ratings-du-plessis-the-pick-of-the-pack-1-1290051",
        container="(no discussion) div.hm-ratings: table.hm-rt, 8 rows (td jersey number, b NAME, span mark, a sentence)",
        heading=None,
        description="A Pretoria daily of 2012 without any reader comment and without any comment area: rugby player ratings, 8 rows of a jersey number, the player's name in bold, a mark out of 10 and a sentence; a log table, most read with counts, the sports desk's tweets, 'You might also like' thumbnails. Most awkward: a table of named short verdicts as the article's body.",
        lookalikes=("rugby player ratings: number, name, mark, sentence",),
    )


def coromandel_overs() -> Case:
    entries = rows("""
19.6 | Raghavan to Pereira | SIX | Full and straight and Pereira sends it over long-on into the stand. Chennai Kings need 4 off the last over.
19.5 | Raghavan to Pereira | 1 | Driven to long-off, they come back for... no, one only, good work from Iyer in the deep.
19.4 | Raghavan to Menon | OUT | Caught at short third man! Menon tries to ramp it and gets a thin edge straight to Dsouza. Menon c Dsouza b Raghavan 38 (27)
19.3 | Raghavan to Menon | 2 | Pushed into the gap at cover, quick running.
19.2 | Raghavan to Menon | 4 | Slower ball, but Menon waits and lofts it over extra cover. What a shot.
19.1 | Raghavan to Menon | 1 | Yorker, dug out to mid-wicket.
18.6 | Bhatia to Pereira | 1 | Length ball, worked to square leg.
""")
    inside = (
        '<div class="ch-bb"><h3>Ball by ball: Kings innings, overs 19-20</h3><ul class="ch-bbl">'
        + "".join(
            f'<li><span class="ch-ov">{esc(o)}</span> <b>{esc(who)}</b>, <span class="ch-r">{esc(r)}</span>, {esc(t)}</li>'
            for o, who, r, t in entries
        )
        + '</ul><p class="ch-small">Full commentary: <a href="/sport/cricket/live/4410">scorecard and commentary</a></p></div>'
    )
    side = (
        box(
            "coromandel",
            "Scorecard",
            "<p><b>Bengaluru Blasters</b> 171/6 (20 ov)<br><b>Chennai Kings</b> 168/8 (20 ov)<br>Blasters won by 3 runs</p>",
        )
        + popular(
            "coromandel",
            "Most Read",
            """
Raghavan holds nerve as Blasters edge Kings | 14,310
Chennai metro: phase one trial run in December | 9,874
Power cuts: four hours a day in city from Monday | 8,402
""",
            "views",
        )
        + newsletter("coromandel", "Get the Herald's morning e-paper alert.")
        + ad("coromandel", "300x250")
    )
    piece = Piece(
        "Raghavan holds nerve as Blasters edge Kings by three runs",
        "S. Venkatraman",
        "2012-05-06T23:40:00+05:30",
        "Sunday, May 6, 2012, 23:40 IST",
        """
Seamer K. Raghavan defended 13 runs in the final over as the Bengaluru Blasters beat the Chennai Kings by three runs at Chepauk on Sunday night, leaving the home side's play-off hopes hanging by a thread.

Needing 13 off the last six balls, the Kings got to within four before Raghavan had Anil Menon caught at short third man off the fourth ball. Roshan Pereira's six off the last ball only narrowed the margin.

Menon's 38 off 27 balls had kept the Kings in the chase after they slipped to 92 for five in the 13th over.

Here is how the last two overs unfolded.
""",
        dek="Kings fall short after Menon's late charge; play-off hopes hang by a thread",
        section="Sport",
        tags=("cricket", "Chennai Kings", "Bengaluru Blasters", "Chepauk"),
        caption="K. Raghavan celebrates the wicket of Anil Menon at Chepauk on Sunday.",
    )
    return case(
        "cc-coromandel-overs",
        "lookalike",
        "coromandel",
        piece,
        Bits(
            inside=inside,
            side=side,
            after=also_like(
                "coromandel",
                [
                    "Kings' coach blames fielding",
                    "Points table after match 44",
                    "Five talking points from Chepauk",
                ],
            ),
            style=".ch-bbl{list-style:none;padding:0}.ch-bbl li{border-bottom:1px solid #eee;padding:4px 0}.ch-ov{font-weight:bold;color:#004d40}.ch-r{font-weight:bold}.ch-small{font-size:11px}",
            top="Chennai 36°C Humid",
        ),
        [],
        path="/sport/cricket/raghavan-holds-nerve-as-blasters-edge-kings/article3391204.html",
        container="(no discussion) div.ch-bb: ul.ch-bbl, 7 li (span.ch-ov over, b 'BOWLER to BATSMAN', span.ch-r outcome, a line)",
        heading=None,
        description="A Chennai daily of 2012 without any reader comment and without any comment area: a T20 match report with the last two overs' ball-by-ball commentary inside it, 7 entries of the over, 'BOWLER to BATSMAN' in bold, the outcome and a line, newest first; a scorecard box, most read with counts, a newsletter box, 'You might also like' thumbnails. Most awkward: a newest-first list of entries each opening with bold names and followed by a short text, in the article.",
        lookalikes=("ball-by-ball cricket commentary: over, bowler to batsman, outcome, line",),
    )


def lists_cc() -> list[Case]:
    return [wessex_court(), highveld_ratings(), coromandel_overs()]
