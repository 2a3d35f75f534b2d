"""Blind set BX: two discussions kept by the harness's real comment systems in this set's 2012-2013 layouts: Isso loaded
by a "Show 6 comments ▼" text link under a New Zealand regional paper's story (nz); Waline mounted by a "5 comments -
read them and join the conversation" bar under a Canadian daily's story (ca). Written for this set; every name, place
and text invented. Isso and Waline keep replies one level deep: every reply here answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bx_common import (
    Bits,
    Case,
    Piece,
    around_web,
    box,
    case,
    latest_comments,
    links,
    login_box,
    most_read,
    newsletter,
    poll,
    seeds,
    talk,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def nz_isso_link() -> Case:
    ns = talk("""
Kiwi commuter :: The 7.40 from Pine Bay on a Saturday is full of people going to work in the city, not just day trippers. Hourly means I either get in 40 minutes early or 20 minutes late.
  Ruth H :: Same for hospitality staff on the late boats. Half the cafe workers in the city live on the peninsula because they cannot afford rent here.
Greg from Te Arawai :: Maybe if the fares were not $9.50 each way more people would use the weekend boats and they would not need to cut them.
  Harbour City Times :: Greg, the regional council says weekend patronage fell 18 per cent over two years, and fares are set separately by the operator. We have asked both for comment on fares.
Sandra :: Bring back the old Matiatia wharf bus connection while you are at it. Getting to the ferry without a car is the real problem.
Tane P :: It is a consultation, so submit. Last time they tried this the submissions turned it around. Submissions close 22 March.
""")
    block = (
        '<div class="ht-talk" id="lc-talk"><h3 class="ht-h">Comments</h3><p class="ht-mod">Comments are moderated. Be respectful: see our <a href="/guidelines">guidelines</a>.</p>'
        f'<p><a href="#" id="ht-show" class="ht-show">Show {len(ns)} comments ▼</a></p>'
        '<div id="ht-box" style="display:none">'
        + isso_embed("en", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">document.getElementById('ht-show').onclick = function () {"
        " document.getElementById('ht-box').style.display = 'block'; this.parentNode.style.display = 'none'; loadIsso(); return false; };</script>"
    )
    side = (
        box(
            "nz-harbour",
            "Weather",
            "<p>Harbour City: Fine, northerly breezes. High 24°, low 16°. Tides: high 9.42am, low 3.58pm.</p>",
        )
        + most_read(
            "nz-harbour",
            """
Weekend ferries to Pine Bay cut to hourly | 3,412
Boy rescued from rip at Sandy Cove | 2,876
Rates rise of 5.9 per cent signalled | 1,902
Waterfront market to close for winter | 1,455
""",
            "Most read today",
        )
        + latest_comments(
            "nz-harbour",
            """
Mark T | 3 hours ago | Rates rise of 5.9 per cent signalled | 5.9 per cent again. Wages are not going up 5.9 per cent a year.
Aroha | yesterday | Boy rescued from rip at Sandy Cove | Kia kaha to the surf lifesavers, they do an amazing job every summer.
""",
        )
        + poll(
            "nz-harbour",
            "How often do you catch the ferry?",
            """
Every day | 22
Weekends | 31
A few times a year | 38
Never | 9
""",
            844,
        )
        + newsletter("nz-harbour", "Morning Briefing: the day's local news, every weekday at 6am.")
    )
    style = ".ht-talk{border-top:2px solid #0a4a7a;margin-top:16px}.ht-h{color:#0a4a7a}.ht-mod{font-size:10px;color:#777}.ht-show{font-weight:bold;color:#e43}"
    piece = Piece(
        "Weekend ferries to Pine Bay cut to hourly",
        "By Hemi Walker",
        "2013-03-05T05:00:00+13:00",
        "5:00 AM Tuesday Mar 5, 2013",
        """
Weekend ferry sailings between the city and Pine Bay will drop from every half hour to hourly from May under a proposal released by the regional council yesterday.

The council says the change would save about $640,000 a year. Weekday sailings are not affected.

Pine Bay Residents' Association chairwoman Lyn Carrick said the plan would hit shift workers hardest. "Not everyone on the Saturday boat is going shopping," she said.

Public submissions close on March 22.
""",
        dek="Regional council says patronage has fallen; residents vow to fight",
        section="Local",
        tags=("ferries", "Pine Bay", "regional council"),
        caption="A Pine Bay ferry leaves the downtown terminal.",
        count_line="6 comments",
    )
    return case(
        "bx-nz-isso-show",
        "discussion",
        "nz-harbour",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/news/local/weekend-ferries-to-pine-bay-cut-to-hourly",
        system="isso",
        reveal="link: 'Show 6 comments ▼' under the story shows a hidden box and loads Isso's client into it",
        container="div.ht-talk#lc-talk: h3 'Comments', a moderation note, the link, div#ht-box (display:none until the click) with Isso's section#isso-thread",
        heading="Comments",
        description="A New Zealand regional paper of 2013: a ferry-timetable story with Isso holding 6 readers' comments (the paper answering once; replies one level deep) loaded only by a 'Show 6 comments ▼' text link; the count line in the byline; the right column's weather, most read today with counts, latest comments of other stories, a poll and a newsletter. Most awkward: before the click there is a heading, a note and a link, no comment.",
        lookalikes=("latest comments of other stories",),
        check_steps=("click:#ht-show", "wait:3000"),
    )


def ca_waline_bar() -> Case:
    ns = talk("""
Lisa M. :: Disappointed. Kingston and Guelph allow a few hens with a permit and the sky has not fallen. Four birds in a coop are quieter than the dog next door.
  Westboro Dad :: The dog is not attracting rats and foxes though. Coops done badly are a real problem and the city has no inspectors to check them.
  Lisa M. :: Then charge a permit fee that pays for an inspector. That was literally the proposal on the table.
Jean-Marc Lalonde :: I grew up on a farm near Embrun. Chickens in winter at minus 30 need heated water and a proper coop. Most people who want backyard hens have no idea.
Councillor watcher :: Interesting that the vote was 13-10 and three of the no votes were from rural wards where chickens are already allowed. Why do they get a say on the urban bylaw?
""")
    path = "/news/city/council-keeps-backyard-chicken-ban"
    block = (
        '<div class="bc-talk" id="mx-talk"><a href="#" id="bc-open" class="bc-bar">💬 5 comments - read them and join the conversation »</a>'
        '<div id="bc-waline"></div></div>'
        + WALINE_CSS
        + waline_embed("'#bc-waline'", path, "en")
        + "<script type=\"text/javascript\">document.getElementById('bc-open').onclick = function () { this.style.display = 'none'; mountWaline(); return false; };</script>"
    )
    side = (
        most_read(
            "ca-beacon",
            """
Council keeps backyard chicken ban | 1,877
Transit strike vote set for Friday | 1,540
Snow clearing budget already 80% spent | 1,212
Senators fall in shootout | 1,008
""",
            "Most popular",
        )
        + box(
            "ca-beacon",
            "Photo galleries",
            links(
                (
                    "Winterlude ice sculptures",
                    "Canal skateway opens for the season",
                    "Tulip festival: the bulbs are in",
                ),
                "/photos/",
                counts=("(24 photos)", "(18 photos)", "(12 photos)"),
            ),
        )
        + around_web(
            "ca-beacon",
            """
The Canadian city where houses still cost under $200K | PropertyWatch
Pay off your debt faster with this one trick | MoneySense Daily
""",
        )
        + login_box("ca-beacon", "Sign in with your Beacon account, Facebook or Twitter.")
    )
    style = ".bc-talk{margin-top:18px}.bc-bar{display:block;background:#f4f1e8;border:1px solid #d9d2bd;padding:8px 12px;font-weight:bold;color:#036;text-decoration:none}"
    piece = Piece(
        "Council keeps backyard chicken ban",
        "By Marie-Claude Bérubé, Riverside Beacon",
        "2012-11-15T06:00:00-05:00",
        "Thursday, November 15, 2012 6:00 AM EST",
        """
City council voted 13-10 on Wednesday to keep its ban on backyard chickens in urban neighbourhoods, rejecting a two-year pilot project that would have allowed up to four hens per household with a $75 permit.

Supporters of the pilot, who packed the council gallery, argued that several Ontario cities already allow hens. Opponents raised concerns about noise, smell, predators and the cost of enforcement.

Rural wards, where poultry is already permitted, are not affected by the decision.

The backyard hens advocacy group said it would try again after the 2014 municipal election.
""",
        dek="Pilot project for hens in urban yards defeated 13-10",
        section="City",
        tags=("city council", "bylaws", "urban agriculture"),
        caption="Supporters of backyard hens outside city hall on Wednesday.",
        count_line="5 comments",
    )
    return case(
        "bx-ca-waline-bar",
        "discussion",
        "ca-beacon",
        piece,
        Bits(after=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="link bar: '💬 5 comments - read them and join the conversation »' under the story mounts Waline",
        container="div.bc-talk#mx-talk > div#bc-waline (Waline's client, its English interface); no heading of the paper's own",
        heading=None,
        description="A Canadian daily of 2012: a city council story with a '5 comments - read them and join the conversation »' bar that mounts Waline with 5 readers' comments (replies one level deep); the count line in the byline; the rail's most popular with counts, galleries with photo counts, sponsored links and a login box. Most awkward: the page has only the bar before the click, and no heading.",
        check_steps=("click:#bc-open", "wait:3000"),
    )


def real_bx() -> list[Case]:
    return [nz_isso_link(), ca_waline_bar()]
