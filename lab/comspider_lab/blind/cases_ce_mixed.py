"""Blind set CE: two mixed pages, a real discussion beside a list that looks like one (a Canadian paper's
election-night riding declarations with the winners' quotes above four readers' comments; an Irish evening paper's
budget-day panel of experts' verdicts beside three readers' comments). Every class name, name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ce_common import (
    Bits,
    Case,
    Note,
    Piece,
    around_web,
    box,
    case,
    esc,
    most_read,
    paras,
    rows,
    seeds,
    stocks,
    talk,
    ticker,
    weather,
)

_MARITIME = """
Bev MacIsaac | May 15, 2012 - 11:52 PM | :: Congratulations to Carla Boudreau. She knocked on my door twice in the rain, which is more than the last fellow did in eight years.
Gordie P. | May 16, 2012 - 12:20 AM | :: Turnout under 55 per cent again. We get the government we deserve when half of us stay home.
  Anne LeBlanc | May 16, 2012 - 7:05 AM | :: Part of that is the polling stations. Ours moved to the rink across the highway with no sidewalk. My parents couldn't get there.
Stephen Tremblay | May 16, 2012 - 8:41 AM | :: Now let's see whether the promise on the Route 11 repaving survives the first budget.
"""


def ca_mixed() -> Case:
    ns = talk(_MARITIME)
    decl = rows("""
Moncton Centre | Carla Boudreau (PC) | 4,118 votes, 48% | “Tonight the people of Moncton Centre said they want a government that listens. I intend to.”
Dieppe-Memramcook | Normand Cormier (Lib) | 3,902 votes, 51% | “It's a humbling night. I'll go back to work tomorrow morning for every family in this riding.”
Riverview | Bruce Fillmore (PC) | 5,220 votes, 62% | “Riverview stayed with us because we kept our word on the new school. We will keep it again.”
Shediac-Cap-Pelé | Marie-Claude Arsenault (Lib) | 3,377 votes, 46% | “Merci, thank you. This was close and I will represent everyone, including those who voted for my opponents.”
Petitcodiac | Wayne Steeves (PC) | 2,981 votes, 55% | “Rural New Brunswick showed up tonight. Our roads and our schools will not be forgotten.”
""")
    inside = (
        '<div class="mhe-dec"><h3>Riding by riding: the winners speak</h3><ul>'
        + "".join(
            f'<li><p class="mhe-r">{esc(r)}</p><p><b>{esc(w)}</b> · {esc(v)}</p><p class="mhe-q">{esc(q)}</p></li>'
            for r, w, v, q in decl
        )
        + "</ul></div>"
    )

    def item(i: int, n: Note) -> str:
        ind = ' style="margin-left:34px"' if n.parent is not None else ""
        return (
            f'<div class="mhe-cm" id="comment-{881 + i}"{ind}><p class="mhe-cm-h"><strong>{esc(n.who)}</strong> wrote: <span>{esc(n.at)}</span></p>'
            f'{paras(n.body)}<p class="mhe-cm-f"><a href="#">Reply</a> · <a href="#">Flag</a></p></div>'
        )

    after = (
        '<div class="mhe-talk"><h3>Reader comments (4)</h3>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<p class="mhe-note">Comments close 48 hours after publication. <a href="/login">Log in</a> to comment.</p></div>'
    )
    side = (
        box(
            "ca-maritime",
            "Results: seats",
            "<table style='font-size:11px'><tr><td>PC</td><td>11</td></tr><tr><td>Liberal</td><td>9</td></tr><tr><td>NDP</td><td>0</td></tr><tr><td>Other</td><td>0</td></tr></table>",
        )
        + most_read(
            "ca-maritime",
            ("Most read", "Most commented"),
            """
By-elections: PCs take Moncton Centre, hold Riverview | 4
Wildcats fall in Game 4 | 12
Ferry fares going up June 1 | 31
""",
            "comments",
        )
        + weather("ca-maritime", "Moncton", "Wed | 15° | Sunny\nThu | 13° | Showers")
        + around_web(
            "ca-maritime",
            "Canadians Are Saving Thousands With This Rule | Money Canada\n12 Road Trips In The Maritimes | East Coast Travel",
        )
    )
    style = (
        ".mhe-dec{background:#eef3f9;padding:8px;margin:12px 0}.mhe-dec ul{list-style:none;padding:0}.mhe-dec li{border-top:1px solid #cdd9e8;padding:5px 0}"
        ".mhe-r{font:bold 11px Arial;text-transform:uppercase;color:#19457a;margin:0}.mhe-q{font-style:italic;margin:2px 0}"
        ".mhe-talk h3{border-bottom:2px solid #19457a}.mhe-cm{border-bottom:1px solid #eee;padding:6px 0}.mhe-cm-h span{color:#999;font-size:11px}.mhe-cm-f{font-size:11px}.mhe-note{font-size:11px;color:#777}"
    )
    piece = Piece(
        "By-elections: PCs take Moncton Centre, hold Riverview",
        "By Luc Thériault, Legislature Bureau",
        "2012-05-15T23:30:00-03:00",
        "Published Tuesday May 15, 2012 at 11:30 PM",
        """
The Progressive Conservatives took Moncton Centre from the Liberals and held Riverview in Tuesday's five by-elections, while the Liberals kept Dieppe-Memramcook and Shediac-Cap-Pelé.

Turnout was 53.8 per cent across the five ridings, down from 61 per cent in the 2010 general election.

Premier David Alward called the results "a vote of confidence in our plan for the province." Liberal interim leader Victor Boudreau said his party had "held its ground in tough circumstances."
""",
        section="Politics",
        tags=("By-elections", "Moncton", "New Brunswick politics"),
        caption="Carla Boudreau celebrates with supporters at her campaign office. Staff photo",
    )
    return case(
        "ce-ca-mixed",
        "mixed",
        "ca-maritime",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            ticker=ticker("Results", "11:20 PM | All 5 ridings declared"),
            top="Moncton 9°C",
        ),
        seeds(ns),
        path="/news/politics/article/1541290--by-elections-pcs-take-moncton-centre-hold-riverview",
        container="div.mhe-talk: h3 'Reader comments (4)', div.mhe-cm#comment-<n> (p.mhe-cm-h strong NAME 'wrote:' span DATE, p TEXT, 'Reply · Flag'), the answer indented by an inline margin",
        heading="Reader comments (4)",
        description="A Canadian paper of 2012: a by-election article with 'Riding by riding: the winners speak' inside it (5 entries: riding, winner and party, votes, a quoted sentence), then 'Reader comments (4)', one of them an answer indented only by an inline margin; seats table, most read/commented with counts, weather, sponsored links, a results bar. Most awkward: the winners' named quotes above a small real thread.",
        lookalikes=("election-night declarations: riding, winner, votes, quote",),
    )


_STAR = """
Noel from Tallaght | 05/12/2012 19:44 | :: Another €10 a week off the child benefit. That's €520 a year for a family with one child. And they call that fair.
Deirdre K | 05/12/2012 20:16 | :: The property tax at least hits everybody. I'd rather that than more income tax. People in big houses in south Dublin will finally pay something.
  Noel from Tallaght | 05/12/2012 20:31 | :: Deirdre, a lot of people in "big houses" bought at the peak and are in negative equity. They're not rich, they're stuck.
"""


def ie_mixed() -> Case:
    ns = talk(_STAR)
    panel = rows("""
Dr Ciarán Mulhern | Chief economist, Hibernia Stockbrokers | 7/10 | Broadly on target for the troika. The property tax was the right call; the cut to child benefit will be politically costly.
Prof. Aoife Reddan | Economics, NUI Galway | 5/10 | Regressive. The poorest tenth lose about twice as much as the richest tenth as a share of income.
Brendan Kilbride | Director, Irish Small Firms Association | 6/10 | Welcome the 9% VAT rate for tourism staying. Nothing for credit to small business though.
Sinéad Conway | Tax partner, Conway Fallon | 6/10 | The local property tax is simple to understand. Expect a lot of queries about exemptions before July.
""")
    inside = (
        '<table class="des-panel"><caption>Budget 2013: What the experts say</caption>'
        + "".join(
            f'<tr><td class="des-who"><b>{esc(n)}</b><br><small>{esc(r)}</small></td><td class="des-sc">{esc(s)}</td><td>{esc(v)}</td></tr>'
            for n, r, s, v in panel
        )
        + "</table>"
    )

    def item(i: int, n: Note) -> str:
        cls = "des-rply" if n.parent is not None else "des-top"
        return (
            f'<div class="{cls}" id="ur{6640 + i}"><span class="des-nm">{esc(n.who)}</span> <span class="des-dt">{esc(n.at)}</span>'
            f'<div class="des-tx">{paras(n.body)}</div><a class="des-rp" href="#">Reply</a> <a class="des-ab" href="#">Report abuse</a></div>'
        )

    after = (
        '<div class="des-ur"><h3>Your reaction</h3><p class="des-c">3 comments</p>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + "</div>"
    )
    side = (
        most_read(
            "ie-star",
            ("Most read", "Most shared", "Most commented"),
            """
Budget 2013: At a glance | 12,091
Budget 2013: What it means for you | 8,442
Dubs star ruled out for six months | 3,310
""",
            "reads",
        )
        + stocks("ie-star", "ISEQ | 3,324.15 | +0.6%\n€/$ | 1.3076 | +0.2%\n€/£ | 0.8109 | -0.1%")
        + weather("ie-star", "Dublin", "Wed | 3°C | Frost\nThu | 5°C | Showers")
        + around_web(
            "ie-star",
            "Irish Homeowners: Switch Mortgage And Save | Mortgage Ireland\nThe Best Christmas Markets In Europe | Travel Deals",
        )
    )
    style = (
        ".des-panel{border-collapse:collapse;margin:12px 0;font-size:12px}.des-panel caption{font:bold 15px Georgia;text-align:left;padding:4px 0}.des-panel td{border-top:1px solid #ccc;padding:5px;vertical-align:top}"
        ".des-sc{font:bold 18px Georgia;color:#b00}.des-ur h3{border-bottom:2px solid #1b1b1b}.des-c{font-size:11px;color:#777}.des-top,.des-rply{border-bottom:1px solid #eee;padding:6px 0}"
        ".des-rply{margin-left:30px;background:#f6f6f6;padding-left:6px}.des-nm{font-weight:bold}.des-dt{color:#999;font-size:11px}.des-rp,.des-ab{font-size:11px;color:#777}"
    )
    piece = Piece(
        "Budget 2013: Property tax and child benefit cut in €3.5bn package",
        "Eoin Ruane, Political Correspondent",
        "2012-12-05T17:30:00+00:00",
        "Wednesday December 05 2012",
        """
A new local property tax, a €10 a month cut to child benefit and higher excise on cigarettes and wine are the centrepieces of a €3.5 billion budget announced by Finance Minister Michael Noonan this afternoon.

The property tax, charged at 0.18 per cent of a home's value up to €1 million, will take effect from July next year. Income tax rates and bands are unchanged.

Opposition parties said the budget would hit families hardest, while business groups welcomed the decision to keep the 9 per cent VAT rate for tourism.
""",
        section="News",
        tags=("Budget 2013", "Property tax"),
        caption="Michael Noonan on the steps of Government Buildings. Photo: Star",
    )
    return case(
        "ce-ie-mixed",
        "mixed",
        "ie-star",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            ticker=ticker("Budget 2013", "Child benefit cut by €10 a month"),
            top="Dublin 3°C",
        ),
        seeds(ns),
        path="/news/budget-2013-property-tax-and-child-benefit-cut-in-35bn-package-28944513.html",
        container="div.des-ur: h3 'Your reaction', p '3 comments', div.des-top / div.des-rply#ur<n> (span.des-nm NAME, span.des-dt DATE, div.des-tx > p, 'Reply Report abuse'), the answer a flat sibling with its own class",
        heading="Your reaction",
        description="An Irish evening paper of 2012: a budget article with 'Budget 2013: What the experts say' inside it (a table of 4 named experts with their roles, a mark out of 10 and a verdict), then 'Your reaction' with 3 readers' comments, the answer a flat sibling marked by its class and an indent; most read/shared/commented with counts, markets, weather, sponsored links, a budget bar. Most awkward: named experts' short verdicts in a table just above a three-comment thread.",
        lookalikes=("a budget-day experts' panel: name, role, mark, verdict",),
    )


def mixed_ce() -> list[Case]:
    return [ca_mixed(), ie_mixed()]
