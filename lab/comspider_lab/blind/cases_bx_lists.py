"""Blind set BX: three article pages of 2013-2014 without any reader comment whose page holds a list of a kind no earlier
set listed, with a discussion entry's shape (a name, a date or time, a short text): a Welsh valleys paper's snow-day
school closures, each school's status updated at a time with its head teacher's signed message (uk); a Florida
community weekly's holes-in-one roll, each golfer with the date, the hole and the golfer's own words (us); an
Australian regional paper's citizenship ceremony, each new citizen with the former country, the date and a quoted
line (au). Every name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bx_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    latest_comments,
    links,
    most_read,
    newsletter,
    rows,
)


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def uk_snow_closures() -> Case:
    schools = rows("""
Ysgol Gynradd Cwmderi | Updated 6:48am | CLOSED | The school will be closed today because the top road is impassable and the buses cannot get through. Please keep safe and check back for tomorrow. | Mrs Eleri Pritchard, headteacher
Pantglas Primary School | Updated 7:02am | OPEN LATE (10am) | We will open at 10am once the yard has been gritted. Breakfast club is cancelled. Children may wear wellies and bring shoes to change. | Mr Gareth Lloyd, headteacher
Dyffryn Comprehensive | Updated 7:15am | OPEN | The school is open as normal but Year 11 mock exams are moved to Thursday. Parents may keep children at home if their road is unsafe. | Dr Ann Meredith, headteacher
St Teilo's RC Primary | Updated 7:21am | CLOSED | Closed because the heating oil delivery did not arrive yesterday. We are very sorry for the short notice. | Mrs Catherine Doyle, headteacher
Ysgol Bro Ffynnon | Updated 7:34am | CLOSED | Ar gau heddiw. Closed today, most of our staff live over the mountain and cannot reach the school. | Mr Huw Bevan, pennaeth
Abercwm Infants | Updated 8:05am | OPEN | Open, but the nursery class is closed as the outdoor classroom is under 20cm of snow. | Ms Sian Evans, acting headteacher
Tonmawr Primary | Updated 8:10am | CLOSED FROM 12 NOON | The school will close at midday so that children can get home before the second band of snow arrives. Please collect your child at 12. | Mr Rhodri James, headteacher
""")
    block = (
        '<div class="sc-wrap"><h2 class="sc-h">School closures: Friday, January 18</h2><p class="sc-note">This list is updated as schools contact us. Last updated 8:14am. '
        'Heads can add their school by emailing the newsdesk.</p><ul class="sc-list">'
        + "".join(
            f'<li class="sc-item"><h4>{esc(s)}</h4><span class="sc-upd">{esc(u)}</span> <span class="sc-st">{esc(st)}</span>'
            f'<p class="sc-msg">{esc(m)}</p><p class="sc-sig">— {esc(sig)}</p></li>'
            for s, u, st, m, sig in schools
        )
        + "</ul></div>"
    )
    side = (
        box(
            "uk-dyffryn",
            "Most read",
            links(
                (
                    "Snow: roads closed across the valleys",
                    "School closures: Friday, January 18",
                    "Gritters out all night on mountain roads",
                    "Bus services suspended in upper valley",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "uk-dyffryn",
            "Weather",
            "<p>Snow showers, heavy at times. Max 0°C. Amber warning in force until 6pm.</p>",
        )
        + box(
            "uk-dyffryn",
            "Family notices",
            links(
                ("Deaths: Thomas, Islwyn", "Births: Morgan, Ffion Mai", "In memoriam: Davies, Glenys"),
                "/notices/",
            ),
        )
        + newsletter("uk-dyffryn", "Get the Gazette's daily round-up by email.")
    )
    piece = Piece(
        "Snow: dozens of valley schools closed as roads turn treacherous",
        "By Owain Hughes",
        "2013-01-18T07:00:00+00:00",
        "Friday, January 18, 2013 - 8:14am",
        """
MORE than 40 schools across the Dyffryn valley are closed today after up to 15cm of snow fell overnight, with more forecast this afternoon.

The council said gritters had been out since 4am but several mountain roads, including the B4277 between Cwmderi and Tonmawr, remained impassable.

Parents are urged to check with their child's school before setting out. The list below is updated as schools contact us.
""",
        section="News",
        tags=("Snow", "Schools", "Weather"),
        caption="Snow on the mountain road above Cwmderi this morning.",
    )
    return _list_case(
        "bx-uk-school-closures",
        "uk-dyffryn",
        piece,
        Bits(inside=block, side=side),
        "/news/10170225.Snow__dozens_of_valley_schools_closed/",
        "div.sc-wrap inside the story: ul.sc-list > li.sc-item (h4 school, span.sc-upd 'Updated 6:48am', span.sc-st status, p.sc-msg, p.sc-sig '— NAME, headteacher')",
        "a snow day's school closures: school, update time, status, the head teacher's signed message",
        "A Welsh valleys paper of 2013: a snow story with its list of 7 school closures, each school's name, 'Updated 6:48am', a status and a short message signed '— Mrs Eleri Pritchard, headteacher'; the right column's most read, weather, family notices and a newsletter. Truth: no comment.",
    )


def us_holes_in_one() -> Case:
    aces = rows("""
Walt Krajewski | March 2, 2014 | No. 7, 142 yards, 8-iron, Bayshore Pines | "Forty-one years of golf and I finally got one. I bought the whole clubhouse a round and my wife still does not believe me." | Witnessed by Don Ferris and Ray Lutz
Carol Ann Benedetto | March 4, 2014 | No. 12, 118 yards, 7-hybrid, Heron Creek | "I could not see it go in because of the sun. Everyone started screaming and I thought someone had been hit." | Witnessed by Judy Tam and Pat Sorensen
Jim "Doc" Hollis | March 5, 2014 | No. 3, 165 yards, 5-iron, Bayshore Pines | "Second one this season. The first was in January on the same hole, so I am thinking of renaming it." | Witnessed by Lou Marchetti
Trevor Banks, 14 | March 8, 2014 | No. 16, 131 yards, 9-iron, Gulf Links | "Dad said just hit it onto the green. I did better than that." | Witnessed by Mark Banks and Stan Oakley
Eleanor Fitch | March 9, 2014 | No. 4, 97 yards, pitching wedge, Palmetto Dunes | "At 86 I am happy with any shot that goes up in the air. This one went in." | Witnessed by the Tuesday ladies' league foursome
Bob Pappas | March 11, 2014 | No. 14, 155 yards, 6-iron, Heron Creek | "Hit it thin, it bounced twice on the cart path and rolled in. I will take it." | Witnessed by Gene Albright and Hal Weiss
""")
    block = (
        '<div class="ace-roll"><h2>Aces around the Bayshore</h2><p class="ace-intro">Made a hole-in-one on a Bayshore-area course? Send the details and the names of your witnesses to sports@bayshoresun.example.</p>'
        + "".join(
            f'<div class="ace"><p class="ace-name"><b>{esc(n)}</b> · <span class="ace-date">{esc(d)}</span></p><p class="ace-hole">{esc(h)}</p>'
            f'<p class="ace-quote">{esc(q)}</p><p class="ace-wit">{esc(w)}</p></div>'
            for n, d, h, q, w in aces
        )
        + "</div>"
    )
    side = (
        most_read(
            "us-fairways",
            """
Sheriff's log: golf cart stolen from Heron Creek | 1,118 views
Bayshore High softball off to 6-0 start | 940 views
Aces around the Bayshore | 802 views
""",
        )
        + box(
            "us-fairways",
            "Community calendar",
            links(
                (
                    "Sat., March 15: St. Patrick's Day parade, Main Street",
                    "Sun., March 16: Seafood festival, Marina Park",
                    "Tue., March 18: Library book sale",
                ),
                "/calendar/",
            ),
        )
        + latest_comments(
            "us-fairways",
            """
Linda S. | 2 days ago | Sheriff's log: golf cart stolen from Heron Creek | Third cart this month. Somebody is running a business.
""",
            "Readers are saying",
        )
        + newsletter("us-fairways", "The Sun's Thursday edition, in your inbox every week.")
    )
    piece = Piece(
        "Aces around the Bayshore: six holes-in-one in ten days",
        "By Rick Delmonico, Sun Sports Editor",
        "2014-03-13T08:00:00-04:00",
        "Thursday, March 13, 2014",
        """
It has been a March to remember on Bayshore's golf courses. Six players have recorded holes-in-one since March 2, including a 14-year-old and an 86-year-old, and one golfer who now has two this season.

Heron Creek head pro Dave Ostrowski says the run is partly down to the calm weather. "No wind, firm greens. The ball is running out," he said.

Here is our roll of this month's aces, with each golfer's own account.
""",
        section="Sports",
        tags=("golf", "Heron Creek", "Bayshore Pines"),
        caption="The seventh green at Bayshore Pines.",
    )
    return _list_case(
        "bx-us-holes-in-one",
        "us-fairways",
        piece,
        Bits(inside=block, side=side),
        "/sports/aces-around-the-bayshore-six-holes-in-one-in-ten-days/article_8821.html",
        "div.ace-roll inside the story: div.ace (p.ace-name with b and span.ace-date, p.ace-hole, p.ace-quote, p.ace-wit)",
        "a holes-in-one roll: golfer, date, hole and club, the golfer's quoted words, witnesses",
        "A Florida community weekly of 2014: a sports story with a roll of 6 holes-in-one, each with the golfer's name, a date, the hole and club, the golfer's own words in quotes and the witnesses; the right column's most read, a community calendar, one reader's comment on another story and a newsletter. Truth: no comment.",
    )


def au_citizenship() -> Case:
    people = rows("""
Priya and Arjun Menon | 26 January 2014 | formerly of India | "We came for Arjun's job at the hospital four years ago. Today Wagga is home, and our daughter was born here."
Tomasz Wiśniewski | 26 January 2014 | formerly of Poland | "I have been here 11 years, I just never got around to the paperwork. My mates at the footy club made me do it."
Grace Mbeki-Thompson | 26 January 2014 | formerly of Zimbabwe | "It is a day I have been waiting for since 2008. I will vote for the first time in my life in a country I chose."
Nguyen Van Hai | 26 January 2014 | formerly of Vietnam | "My father came by boat in 1980 and now I follow him in a better way. I am very proud."
Siobhán O'Leary | 26 January 2014 | formerly of Ireland | "I was only meant to stay a year on a working holiday visa. That was 2006. Met a farmer, stayed."
Ahmad Rahimi | 26 January 2014 | formerly of Afghanistan | "Thank you to the people of Wagga who helped my family. Here my children can go to school without fear."
""")
    block = (
        '<div class="cz"><h3>Meet some of our new Australians</h3><table class="cz-t" cellpadding="6" cellspacing="0">'
        + "".join(
            f'<tr><td class="cz-pic"><img src="/_avatar/cz-{k}.svg" alt="" width="70" height="70" /></td><td><p class="cz-n"><b>{esc(n)}</b>, <i>{esc(f)}</i></p>'
            f'<p class="cz-d">Conferred {esc(d)}</p><p class="cz-q">{esc(q)}</p></td></tr>'
            for k, (n, d, f, q) in enumerate(people)
        )
        + "</table></div>"
    )
    side = (
        most_read(
            "au-riverina",
            """
Australia Day honours for local volunteers | 2,014 reads
42 new citizens at Victory Memorial Gardens | 1,650 reads
Heatwave: 44 degrees forecast for Tuesday | 1,488 reads
Wagga Tigers sign former AFL midfielder | 944 reads
""",
        )
        + box("au-riverina", "Weather", "<p>Wagga Wagga: Sunny. Max 41, min 22. Total fire ban in force.</p>")
        + box(
            "au-riverina",
            "Classifieds",
            links(
                ("Merino rams, 2yo, $600 each", "Harvester header for sale", "House sitter available Feb"),
                "/classifieds/",
            ),
        )
        + newsletter("au-riverina", "Sign up for the Leader's morning email.")
    )
    piece = Piece(
        "42 new citizens at Victory Memorial Gardens",
        "By Tess Hennessy",
        "2014-01-26T17:30:00+11:00",
        "26 Jan, 2014 05:30 PM",
        """
FORTY-TWO people from 17 countries became Australian citizens at a ceremony in the Victory Memorial Gardens on Australia Day.

Mayor Rod Kendrick welcomed the new citizens in front of a crowd of about 600, many of them carrying flags and sheltering from the 38-degree heat under the gardens' trees.

The youngest new citizen was eight months old; the oldest was 79.

The Leader spoke to some of them after the ceremony.
""",
        section="News",
        tags=("Australia Day", "citizenship", "Wagga Wagga"),
        caption="New citizens take the pledge at Victory Memorial Gardens.",
    )
    return _list_case(
        "bx-au-citizenship",
        "au-riverina",
        piece,
        Bits(inside=block, side=side),
        "/story/2047731/42-new-citizens-at-victory-memorial-gardens/",
        "div.cz inside the story: table.cz-t, one tr per person (a picture cell; p.cz-n name and former country, p.cz-d date, p.cz-q a quoted line)",
        "a citizenship ceremony's new citizens: name, former country, date conferred, a quoted line",
        "An Australian regional paper of 2014: an Australia Day story with a table of 6 new citizens, each with a picture, name, former country, 'Conferred 26 January 2014' and a quoted line of their own; the right column's most read with reads, the weather, classifieds and a newsletter. Truth: no comment.",
    )


def lists_bx() -> list[Case]:
    return [uk_snow_closures(), us_holes_in_one(), au_citizenship()]
