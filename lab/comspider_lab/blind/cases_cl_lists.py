"""Blind set CL: two pages whose list looks like a discussion but is not one, of kinds no earlier set listed: a local
news site's 'Pothole Watch' (12 reports: a reader's or group's name, a date, a street, a sentence, the council's
status); a science blog of 2012 printing the latest entries of a university group's open lab notebook (12 entries, each a researcher's
name, a date and time, and a few sentences in the first person, one researcher answering another's entry), beside
the blog's own furniture. No reader comment on either page. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    most_list,
    paras,
    social,
    tag_cloud,
)

_NOTEBOOK = """
Dr Hannah Okoye | 14 May 2012, 09:12 | Core 7 from the Lough Carran site came back from the scanner. Clear laminations down to 2.3 m, then a grey clay band I wasn't expecting. Sampling every 5 cm through the band this week.
Liam Costigan | 14 May 2012, 11:40 | Pollen prep on cores 3 and 4 finished. Slides labelled LC-3-01 to LC-3-40 and LC-4-01 to LC-4-36 are in the blue box in the cold room.
Dr Hannah Okoye | 14 May 2012, 16:05 | Liam, thanks. Could you also do a quick count of charcoal fragments on every fifth slide of core 4? Just a rough tally for now.
Priya Venkatesan | 15 May 2012, 08:55 | Radiocarbon results back for samples 12 to 19. Sample 15 looks too young by about 400 years compared with its neighbours. Possible root contamination; I've flagged it in the spreadsheet.
Liam Costigan | 15 May 2012, 14:20 | Charcoal tally done for core 4: peaks at slides 10, 15 and 30. Spreadsheet updated, tab "charcoal rough".
Tomás Reilly | 15 May 2012, 17:30 | Field kit checked for the June trip: the Russian corer's handle is cracked. Ordered a replacement, should arrive by the 28th.
Dr Hannah Okoye | 16 May 2012, 10:02 | Met with Priya about sample 15. We agree to re-date it from a hand-picked leaf fragment rather than bulk sediment. Adding it to the next batch.
Priya Venkatesan | 16 May 2012, 15:48 | Next radiocarbon batch (8 samples including the 15 re-run) packed and sent. Expect results in about six weeks.
Liam Costigan | 17 May 2012, 09:30 | Started identifying pollen on LC-4 slides. Lots of hazel and birch in the lower part, grass pollen jumps sharply around slide 15, same place as the charcoal peak. Could be clearance?
Dr Hannah Okoye | 17 May 2012, 12:15 | Interesting, Liam. Don't call it clearance in the notes yet, let's wait for the dates. But it's worth a closer count either side of slide 15.
Tomás Reilly | 18 May 2012, 11:00 | Landowner at Lough Carran confirmed access for 11-15 June. He asks that we close the gate by the boathouse every time.
Priya Venkatesan | 18 May 2012, 16:40 | Uploaded the age-depth model v0.3 for cores 3 and 4 to the shared drive. Still assumes sample 15 is an outlier.
"""


def orbit_notebook() -> Case:
    items = "".join(
        f'<li class="fo-nb" id="nb-{2201 + i}"><div class="fo-nbh"><b class="fo-who">{esc(w)}</b> <span class="fo-when">{esc(t)}</span></div>'
        f'<div class="fo-nbt">{paras(x)}</div><div class="fo-nbf"><a href="/notebook/lough-carran/{2201 + i}">Permalink</a> · <a href="/notebook/lough-carran/{2201 + i}/files">Attached data</a></div></li>'
        for i, (w, t, x) in enumerate(
            tuple(c.strip() for c in line.split("|", 2)) for line in _NOTEBOOK.strip().splitlines()
        )
    )
    inside = (
        '<div class="fo-open"><h3>From the notebook: the last twelve entries</h3>'
        '<p class="fo-note">The Lough Carran group keeps its lab notebook in the open. Entries are written by the team members, unedited.</p>'
        f'<ol class="fo-nbl">{items}</ol><p><a href="/notebook/lough-carran/">Read the whole notebook (412 entries) »</a></p></div>'
    )
    side = (
        most_list(
            "orbit",
            "Most popular",
            """
What a lake remembers: reading 10,000 years of mud | 9,310
Why the Higgs-like particle matters (and why it might not be the Higgs) | 7,802
The volunteers counting bumblebees in the Pennines | 3,114
Solar maximum is coming: should you worry? | 2,907
""",
            "views",
        )
        + tag_cloud(
            "orbit",
            "palaeoecology,lakes,climate,radiocarbon,pollen,open science,Ireland,fieldwork,physics,space",
        )
        + box(
            "orbit",
            "Events",
            "<ul><li><b>24 May</b> Science café: 'Mud, pollen and people', The Crown, Galway, 7.30pm</li><li><b>9 June</b> Open day at the Earth Sciences building</li></ul>",
        )
        + social("orbit", 2208, 6530)
    )
    piece = Piece(
        "What a lake remembers: reading 10,000 years of mud",
        "By Clare Dunphy",
        "2012-05-19T10:00:00+01:00",
        "Saturday, May 19, 2012",
        """
At the bottom of Lough Carran, a small lake in the west of Ireland, lies about six metres of mud. Layer by layer, it holds a record of everything that has happened around the lake since the end of the last Ice Age.

A team led by Dr Hannah Okoye has been pulling that mud up in long tubes, called cores, and reading it: pollen grains tell them which plants grew nearby, fragments of charcoal tell them about fires, and radiocarbon dates tell them when.

Unusually, the team writes its lab notebook in public. Anyone can follow the work as it happens, including the false starts. Below are the latest entries, reproduced with the group's permission.
""",
        section="Earth",
        tags=("lakes", "pollen", "open science"),
        caption="A sediment core from Lough Carran, split lengthwise.",
    )
    return case(
        "cl-orbit-notebook",
        "lookalike",
        "orbit",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=".fo-open{border:1px solid #ddd6ee;background:#f7f5fc;padding:6px 12px}.fo-nbl{list-style:none;padding:0}.fo-nb{border-bottom:1px dotted #bbb;padding:6px 0}.fo-when{font-size:11px;color:#888}.fo-nbf{font-size:11px}",
        ),
        [],
        path="/2012/05/what-a-lake-remembers/",
        reveal="-",
        container="-",
        heading=None,
        description="A science blog's feature of 2012 holding the latest twelve entries of a research group's open lab notebook: li.fo-nb entries with a bold name, a date and time, a few first-person sentences and 'Permalink · Attached data'; four researchers, one answering another by name ('Liam, thanks.'). Beside most popular with view counts, a tag cloud, events, social counts. No comment area.",
        lookalikes=("an open lab notebook's entries: researcher, date and time, text",),
    )


_POTHOLES = """
Mrs D. Ferrier | 2 Feb 2012 | Carr Lane, outside no. 41 | About a foot across and deep enough to take a tyre off. Two cars stopped with punctures last week. | Repaired 9 Feb
Graham Holt | 3 Feb 2012 | Mill Hill, by the bus stop | Three holes in a row on the downhill side, cyclists swerving into the traffic to miss them. | Inspected
A. Nowak | 3 Feb 2012 | Station Approach | The patch they did in November has broken up again. | Repaired 14 Feb
Eastmere Cycling Club | 6 Feb 2012 | Fen Road, between the level crossing and the farm shop | Whole stretch breaking up, worst at the bend. Please look before the club's spring rides start. | Scheduled
Pat Rowe | 7 Feb 2012 | Cobb Street | Hole at the drain cover has been there since Christmas and is getting bigger. | Repaired 15 Feb
Jim Cavell | 9 Feb 2012 | Long Causeway, near the school gates | Children step round it into the road at home time. | Made safe 10 Feb
S. Imrie | 10 Feb 2012 | Market Place, disabled bays | A wheelchair user fell here on Saturday. The edge is very sharp. | Made safe 10 Feb
Graham Holt | 13 Feb 2012 | Mill Hill, by the bus stop | Still not done, and now a fourth hole. | Scheduled
Karen Doyle | 14 Feb 2012 | Westgate roundabout exit | Big hole on the inside lane, lorries going round it. | Inspected
R. Bassett | 16 Feb 2012 | Ouse Bank Lane | Ice has lifted the surface along about 30 yards. | Reported
Eastmere Town Council | 17 Feb 2012 | Church Walk footpath | Trip hazard reported by several residents at the council's surgery. | Reported
Liz Marlow | 20 Feb 2012 | Carr Lane, outside no. 12 | Same road as the first one on this list, different hole. | Reported
"""


def eastmere_potholes() -> Case:
    rows = [tuple(c.strip() for c in line.split("|")) for line in _POTHOLES.strip().splitlines()]
    items = "".join(
        f'<div class="et-rep" id="rep{5120 + i}"><p class="et-rh"><b>{esc(w)}</b> reported on {esc(d)}</p>'
        f'<p class="et-where">{esc(where)}</p><p class="et-txt">{esc(x)}</p><p class="et-st">Status: <span>{esc(st)}</span></p></div>'
        for i, (w, d, where, x, st) in enumerate(rows)
    )
    inside = (
        '<div class="et-pw"><h3>Pothole Watch: the latest reports</h3><p class="et-note">Sent to us by readers, groups and the town council and passed on to the county highways team. Status from the county\'s own tracker.</p>'
        f'{items}<p><a href="/pothole-watch/report">Report a pothole »</a></p></div>'
    )
    side = (
        most_list(
            "eastmere",
            "Most read",
            """
Pothole Watch: 2,000 reports and counting | 3,904
Eastmere Fen School rated 'good' by inspectors | 2,311
New opening hours for the tip from April | 1,870
Town council precept to rise 3% | 990
""",
            "reads",
        )
        + box("eastmere", "Weather", "<p>Eastmere: 4°C, sleet showers. Tomorrow: 6°C, dry.</p>")
        + box(
            "eastmere",
            "Local businesses",
            "<ul><li>Fenland Glazing: free quotes</li><li>The Old Granary tea rooms</li><li>Holt &amp; Sons, funeral directors</li></ul>",
        )
    )
    piece = Piece(
        "Pothole Watch: 2,000 reports and counting",
        "By Emma Crane",
        "2012-02-21T07:00:00+00:00",
        "Tuesday 21 February 2012",
        """
The cold snap has left Eastmere's roads in the worst state for years, and our Pothole Watch has now passed 2,000 reports since it began in 2010.

The county council says it has doubled the number of repair gangs working in the district this month and will prioritise roads near schools and bus routes.

Here are the most recent reports, with their status on the county's tracker. Keep them coming.
""",
        section="Roads",
        caption="A pothole on Carr Lane, earlier this month.",
    )
    return case(
        "cl-eastmere-potholes",
        "lookalike",
        "eastmere",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=".et-pw{background:#f2f8f7;padding:6px 12px}.et-rep{border-bottom:1px solid #cfe3e0;padding:5px 0}.et-rep p{margin:2px 0}.et-where{font-style:italic}.et-st span{font-weight:bold}",
        ),
        [],
        path="/news/roads/pothole-watch-2000-reports-and-counting",
        reveal="-",
        container="-",
        heading=None,
        description="A local news site of 2012 (a portal of tables) whose article holds 12 readers' pothole reports passed to the council: div.et-rep with a bold name, 'reported on DATE', the street, a sentence and the county's status; one reporter twice, a club and the town council among them. Beside most read with counts, weather, local businesses. No comment area.",
        lookalikes=("pothole reports: name, date, street, sentence, status",),
    )


def lists_cl() -> list[Case]:
    return [orbit_notebook(), eastmere_potholes()]
