"""Blind set CL: two plain article pages of 2012 without any reader comment, full of the era's furniture: a gadget
blog's phone review (a specs table, pros and cons, other posts' latest comments with names and snippets, a 'Leave a
Reply' form under 'No comments yet', a tag cloud, a podcast box); a Northern sports paper's rugby league match
report (a scoring summary by minute, team line-ups, most read and most commented with counts, a results ticker, a
poll). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Piece,
    bio,
    box,
    case,
    esc,
    latest_elsewhere,
    most_list,
    poll,
    social,
    tag_cloud,
)


def gadget_review() -> Case:
    specs = "".join(
        f"<tr><th>{esc(a)}</th><td>{esc(b)}</td></tr>"
        for a, b in (
            ("Screen", "4.3in, 960x540"),
            ("Processor", "1.5GHz dual-core"),
            ("Camera", "8MP rear, VGA front"),
            ("Storage", "16GB, microSD slot"),
            ("Battery", "1,650mAh"),
            ("Price", "£379 SIM-free"),
        )
    )
    inside = (
        f'<table class="cn-specs">{specs}</table>'
        '<div class="cn-verdict"><h3>Verdict: 7/10</h3><p><b>For:</b> bright screen, good camera in daylight, microSD slot.</p>'
        "<p><b>Against:</b> battery barely lasts a day, plasticky back, bloatware you can't remove.</p></div>"
    )
    after = (
        '<div id="comments"><h3>No comments yet</h3><div id="respond"><h3>Leave a Reply</h3>'
        '<form><p><input> Name (required)</p><p><input> Mail (will not be published) (required)</p><p><textarea rows="6" cols="50"></textarea></p>'
        '<p><input type="submit" value="Submit Comment"></p></form></div></div>'
    )
    side = (
        latest_elsewhere(
            "gadget",
            "Latest comments",
            """
Hamid | Tablet price war: who blinks first? | The 7-inch ones are the ones to watch this year.
Chloe R | Five apps I deleted this month | The weather one drained my battery too!
Mike Dunne | Podcast 54: the great charger debate | One plug for everything, please, someone.
Ellie | Why I went back to a basic phone | Tried this for a week. Lasted four days.
Phil T | Review: the Kestrel X1 tablet | Does it do Flash video though?
""",
        )
        + tag_cloud(
            "gadget", "Android,phones,tablets,apps,cameras,batteries,reviews,podcast,operators,chargers"
        )
        + box(
            "gadget",
            "This week's podcast",
            "<p><b>Episode 55:</b> quad-core phones, the death of the stylus and a listener's soggy tablet. 48 min.</p><p><a href='#'>Download MP3</a> · <a href='#'>iTunes</a></p>",
        )
        + bio(
            "gadget",
            "Ravi Mehta",
            "reviews phones and tablets for Circuit Notes and tries not to buy them all.",
        )
        + social("gadget", 3210, 8904)
    )
    piece = Piece(
        "Review: the Ostara Vela, a mid-range phone with one big flaw",
        "By Ravi Mehta",
        "2012-04-17T09:00:00+01:00",
        "April 17, 2012",
        """
The Vela is the phone Ostara hopes will get it noticed in a crowded middle of the market, and for two weeks it has been my only handset.

The screen is bright and sharp for the money, and the camera copes well in daylight, though it struggles indoors. Performance is fine for everyday use; games stutter now and then.

The flaw is the battery. With moderate use I was reaching for a charger by six in the evening on most days, and on a day of travel with maps open it did not make it to lunch.

If you can live near a socket, it is a lot of phone for the price. If you can't, look elsewhere.
""",
        tags=("Ostara", "Android", "reviews"),
        caption="The Ostara Vela in white.",
    )
    return case(
        "cl-gadget-plain",
        "lookalike",
        "gadget",
        piece,
        Bits(
            inside=inside,
            side=side,
            after=after,
            style=".cn-specs th{text-align:left;padding-right:14px}.rc li{margin-bottom:5px}",
        ),
        [],
        path="/2012/04/17/review-ostara-vela/",
        reveal="-",
        container="-",
        heading=None,
        description="A gadget blog's phone review of 2012: a specs table, a verdict with pros and cons, 'No comments yet' over a 'Leave a Reply' form; in the sidebar other posts' latest comments (5: name, post, snippet), a tag cloud, a podcast box, an author bio, social counts. No reader comment on the page.",
        lookalikes=("other posts' latest comments with names and snippets", "a specs table"),
    )


def touchline_report() -> Case:
    scoring = "".join(
        f"<li><b>{esc(m)}</b> {esc(x)}</li>"
        for m, x in (
            ("4'", "Try: Dale Hirst (Calderbridge), goal Sam Eccles. 0-6"),
            ("17'", "Try: Lewis Marr (Oakworth). 4-6"),
            ("29'", "Penalty: Sam Eccles (Calderbridge). 4-8"),
            ("38'", "Try: Jonah Pike (Oakworth), goal Tom Garside. 10-8"),
            ("55'", "Try: Ryan Booth (Calderbridge), goal Sam Eccles. 10-14"),
            ("71'", "Try: Lewis Marr (Oakworth), goal Tom Garside. 16-14"),
            ("78'", "Drop goal: Tom Garside (Oakworth). 17-14"),
        )
    )
    inside = (
        f'<div class="nt-sum"><h3>How the points were scored</h3><ul>{scoring}</ul>'
        "<p><b>Oakworth:</b> Garside, Pike, Marr, Halloran, Ward, Kilby, Nuttall, Ashworth, Dyson, Brierley, Flynn, Speight, Hardaker. Subs: Crabtree, Olsen, Haigh, Moss.</p>"
        "<p><b>Calderbridge:</b> Eccles, Booth, Hirst, Lomax, Tattersall, Firth, Greenwood, Pearce, Dobson, Holt, Akinola, Crossley, Barraclough. Subs: Rhodes, Thackray, Wilde, Lister.</p>"
        "<p>Referee: Gary Platt. Attendance: 6,412.</p></div>"
    )
    side = (
        most_list(
            "touchline",
            "Most read",
            """
Garside drop goal sinks Calderbridge in derby thriller | 12,880
Yorkshire name squad for Trent Bridge opener | 7,340
Oakworth confirm new stand will be ready for August | 5,102
Ladies' league: Harbridge stay top after 40-0 win | 1,987
""",
            "reads",
        )
        + most_list(
            "touchline",
            "Most commented",
            """
Is the salary cap killing the small clubs? | 312
Oakworth confirm new stand will be ready for August | 144
Yorkshire name squad for Trent Bridge opener | 87
""",
            "comments",
            "mc",
        )
        + box(
            "touchline",
            "Latest results",
            "<ul><li>Oakworth 17 Calderbridge 14</li><li>Harbridge 22 Stanworth 30</li><li>Kelsall 6 Dunmore Town 38</li><li>Brackenfield 24 Halsey 24</li></ul>",
        )
        + poll(
            "touchline",
            "Man of the match?",
            """
Tom Garside | 58%
Lewis Marr | 29%
Sam Eccles | 13%
""",
            "2,011",
        )
    )
    piece = Piece(
        "Garside drop goal sinks Calderbridge in derby thriller",
        "By Neil Haworth",
        "2012-04-09T18:45:00+01:00",
        "Monday 9 April 2012",
        """
Tom Garside's drop goal two minutes from time settled a bruising Easter Monday derby in front of Oakworth's biggest crowd of the season.

Calderbridge led 14-10 after Ryan Booth's solo try early in the second half, and for long spells they looked the likelier winners.

But Lewis Marr's second try levelled it with nine minutes left, Garside converted from the touchline, and then the full-back calmly slotted the winner from 30 metres.

'It's the one they'll remember,' said Oakworth coach Martin Kilby. 'We weren't at our best, but derbies aren't about that.'
""",
        dek="Oakworth 17 Calderbridge 14",
        section="Rugby League",
        caption="Tom Garside celebrates his late drop goal.",
    )
    return case(
        "cl-touchline-plain",
        "lookalike",
        "touchline",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=".nt-sum{background:#f3f6fb;padding:6px 12px;font-size:12px}",
            top="Rugby League: Oakworth 17-14 Calderbridge (FT)",
        ),
        [],
        path="/rugby-league/garside-drop-goal-sinks-calderbridge-in-derby-thriller-1-4470921",
        reveal="-",
        container="-",
        heading=None,
        description="A Northern sports paper's rugby league match report of 2012: a scoring summary by minute (7 entries), the line-ups, referee and attendance; most read and most commented with counts, latest results, a man-of-the-match poll, a score strip. No comment area at all.",
        lookalikes=("a scoring summary by minute", "most read and most commented with counts"),
    )


def plain_cl() -> list[Case]:
    return [gadget_review(), touchline_report()]
