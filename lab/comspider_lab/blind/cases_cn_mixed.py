"""Blind set CN: a mixed page: an Irish local paper's story of 2012 on a reporter's charity harbour swim, with the
swim's sponsor wall (sponsors' names, amounts and short messages) printed in the story, and the readers' discussion
under it headed "Reactions", answers nested as a <dl> inside their parent's <dd>. Written for this set; every name,
place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cn_common import (
    SITES_CN,
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    link_list,
    paras,
    talk,
)

_SPONSORS = """
Mary Foley | €50 | Go on Ciarán! Mind the jellyfish at the pier head.
The lads at Dunmore Marine | €100 | We'll have the rib out in case you sink.
Anonymous | €20 | For Noreen.
Gerry & Kath Power | €25 | Proud of you, we'll be at the slip with flasks.
Sinéad Whelan | €10 | Rather you than me!!
Dunmore GAA | €75 | Up the Harbour. Swim like you play full-back.
Tom Cheasty | €30 | In memory of my father, who loved that harbour.
Mags O'Keeffe | €15 | Best of luck, you mad thing.
Harbour Bar | €60 | First pint is on the house when you get out.
Ann-Marie Kiely | €20 | Hospice nurses are angels. Good luck.
"""


def harbour_reactions() -> Case:
    site = SITES_CN["harbour"]
    ns = talk("""
Brendan Murphy :: 9 Aug 2012 :: Fair play to him. I did the swim in 1987 and the current off the Black Rock nearly had me in Wales. Keep tight to the boats.
  Ciarán Tobin :: 9 Aug 2012 :: Thanks Brendan, the lifeboat lads gave me the same advice. I'll be hugging that rib the whole way.
Eileen :: 9 Aug 2012 :: The hospice looked after my mother last year and I can't say enough about them. Donated online, well done.
Paudie Hayes :: 10 Aug 2012 :: Is there a way to donate if you're not on the computer? My aunt wants to give something but won't do cards online.
  Dunmore Harbour Post :: 10 Aug 2012 :: Paudie, there's a bucket behind the counter in the Harbour Bar and in Foley's shop until Saturday.
Colm R. :: 11 Aug 2012 :: What time does he go in? Want to bring the kids down to cheer.
""")

    def thread(parent: int | None) -> str:
        kids = [i for i, c in enumerate(ns) if c.parent == parent]
        if not kids:
            return ""
        return (
            '<dl class="dh-r">'
            + "".join(
                f"<dt>{esc(ns[i].author)} <small>{esc(ns[i].when)}</small></dt><dd>{paras(ns[i].text)}{thread(i)}</dd>"
                for i in kids
            )
            + "</dl>"
        )

    wall = (
        '<div class="dh-wall"><h4>Sponsor wall: €405 raised so far</h4><ul>'
        + "".join(
            f"<li><b>{esc(n)}</b> <span>{esc(a)}</span><br /><i>{esc(m)}</i></li>"
            for n, a, m in (
                tuple(x.strip() for x in line.split(" | ")) for line in _SPONSORS.strip().splitlines()
            )
        )
        + '</ul><p><a href="http://www.idonate.example/ciaran-swims">Sponsor Ciarán online</a></p></div>'
    )
    after = (
        '<div class="dh-react"><h3>Reactions</h3>'
        + thread(None)
        + '<p><a href="/respond/4417">Add your reaction</a></p></div>'
    )
    side = (
        box(
            site,
            "Most popular",
            link_list(
                """
Reporter to swim the harbour for hospice
Fishing boat towed in after engine failure
Dunmore see off Ballyduff in junior semi
Regatta programme 2012
""",
                ordered=True,
            ),
        )
        + box(site, "Tide tables", "<p>Dunmore East HW 11:52 / 00:15<br />LW 05:40 / 18:03</p>")
        + box(
            site,
            "Death notices",
            link_list("""
Kehoe, Bridget (née Dunne), Killea
Walsh, Patrick (Paddy), Coxtown
"""),
        )
    )
    style = ".dh-wall{background:#eef6f5;border:1px solid #9cc;padding:6px 10px;margin:10px 0}.dh-wall li{margin-bottom:4px}.dh-react{margin-top:16px}.dh-r dd{margin-left:20px}"
    piece = Piece(
        "Reporter to swim the harbour for hospice",
        "Ciarán Tobin",
        "2012-08-09T08:30:00+01:00",
        "Thursday, August 09, 2012",
        """
This Saturday, if the weather holds and my nerve does too, I will swim the 1.6 kilometres from the Lawn to the end of the pier in aid of the South East Hospice.

I have been training in the pool in Waterford since May and in the harbour for the last three weeks, escorted by the lifeboat crew, who have been very patient with a man who swims like a dropped anchor.

The swim starts at 11am at the Lawn slip. Every cent raised goes to the hospice's home care team.
""",
        section="Community",
    )
    return case(
        "cn-harbour-reactions-mixed",
        "mixed",
        "harbour",
        piece,
        Bits(inside=wall, after=after, side=side, style=style),
        ns,
        path="/community/2012/08/reporter-to-swim-the-harbour-for-hospice",
        container="div.dh-react: h3 'Reactions', dl.dh-r of dt (name, date) and dd (text, then the answers' own dl)",
        heading="Reactions",
        description="An Irish local paper of 2012: a reporter's first-person story on his charity swim with a sponsor wall of ten names, amounts and short messages inside the story, then 'Reactions': six readers' comments in a dl, answers nested inside their parent's dd (the reporter and the paper answering). Furniture: most popular, tide tables, death notices. Most awkward: the sponsor wall's signed one-line messages look like comments.",
        lookalikes=("sponsor wall",),
    )


def mixed_cn() -> list[Case]:
    return [harbour_reactions()]
