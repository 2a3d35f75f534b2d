"""Blind set CN: two article pages without any reader comment, with the era's furniture: an Australian regional
paper of 2013 (most read, most discussed with counts, an author bio, related stories, a tag cloud, share buttons as
saved, "Responses are closed"); an English regional paper's text-only edition of 2011 (most commented with counts,
quotes of the day, readers' pictures' captions). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cn_common import SITES_CN, Bits, Case, Piece, box, case, esc, link_list


def tribune_plain() -> Case:
    site = SITES_CN["tribune"]
    inside = (
        '<div class="at-share"><span>Like 23</span> <span>Tweet</span> <span>+1</span> <span>Email</span></div>'
        '<div class="at-bio"><img src="/_avatar/at-bio.svg" alt="" width="60" height="60" style="float:left;margin-right:8px" />'
        "<p><b>About the author:</b> Lachlan Pryor has covered council and planning for the Tribune since 2009. "
        "He grew up on a dairy farm outside Tallong and still can't parallel park.</p></div>"
        '<p class="at-closed"><i>Responses are closed for this story.</i></p>'
        '<div class="at-rel"><h4>Related stories</h4>'
        + link_list("""
Council defers Wattle Creek subdivision vote
Ratepayers to face 3.6 per cent rise
Letters: Keep the levee out of politics
""")
        + "</div>"
    )
    side = (
        box(
            site,
            "Most read",
            link_list(
                """
Flood levee to cost $4.2m, council told
Ashgrove Show gets a new date
Magpies hold on to beat Tallong
Roadworks on the highway from Monday
Vale: Dorothy 'Dot' Harkness
""",
                ordered=True,
            ),
        )
        + box(
            site,
            "Most discussed",
            link_list(
                """
Ratepayers to face 3.6 per cent rise | 27
Dog off-leash area plan scrapped | 19
Magpies hold on to beat Tallong | 6
""",
                "responses",
            ),
        )
        + box(
            site,
            "Tags",
            " ".join(
                f'<a href="/tag/{t}/" style="font-size:{s}px">{esc(t)}</a>'
                for t, s in (
                    ("council", 18),
                    ("flood", 16),
                    ("sport", 12),
                    ("highway", 10),
                    ("show", 11),
                    ("schools", 13),
                )
            ),
        )
        + box(site, "Weather", "<p>Ashgrove: 27&deg; sunny. Fire danger: HIGH.</p>")
    )
    piece = Piece(
        "Flood levee to cost $4.2m, council told",
        "Lachlan Pryor",
        "2013-02-12T17:45:00+11:00",
        "12 Feb, 2013 5:45 PM",
        """
A levee to protect the lower end of Ashgrove's main street from floods would cost about $4.2 million, councillors heard at Tuesday night's meeting.

The figure, in a report by engineering firm Halloran Boyce, is almost double the estimate given to the community after the 2011 flood.

The council's general manager, Sue Makepeace, said the state government had indicated it could fund up to two-thirds of the cost.

Councillors voted 7-2 to put the report on public exhibition for 28 days. Submissions close on March 15.
""",
        tags=("council", "flood"),
    )
    return case(
        "cn-tribune-plain",
        "lookalike",
        "tribune",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=".at-share span{border:1px solid #ccc;padding:1px 5px;font-size:11px}.at-bio{overflow:hidden;background:#f6f1ec;padding:6px;margin:10px 0}",
        ),
        [],
        path="/news/2013/02/12/flood-levee-to-cost-4-2m-council-told/",
        container="none: no reader comment ('Responses are closed for this story')",
        heading=None,
        description="An Australian regional paper of 2013: a council story with share buttons as saved, an author bio with a jokey line, 'Responses are closed', related stories; most read, most discussed with counts, a tag cloud, weather. No reader comment anywhere.",
        lookalikes=("author bio", "most discussed with counts"),
    )


def herald_text_only() -> Case:
    after = (
        "<hr /><h4>Most commented</h4>"
        + link_list(
            """
Parking charges to rise at Dale Road car park | 48
Brackenfield Town sack manager after six games | 31
Post office to move into Co-op store | 17
""",
            "comments",
            ordered=True,
        )
        + "<h4>Quotes of the day</h4><ul>"
        + "".join(
            f"<li>&ldquo;{esc(q)}&rdquo; &ndash; {esc(w)}</li>"
            for q, w in (
                ("We have been patient for long enough.", "Coun Peter Oldroyd on the bypass delay"),
                ("It was the best day of my life, bar my wedding.", "Rita Mellor, 71, on her first skydive"),
                ("The lads gave everything.", "Town captain Dean Ashworth"),
            )
        )
        + "</ul><h4>Your pictures</h4><ul>"
        + "<li>Frost on the Wharfe at Kettlewell &ndash; sent by Ian Barraclough</li>"
        + "<li>Red kite over Grassington &ndash; sent by Helen Cope</li></ul>"
        + '<p><a href="/">Herald home</a> | <a href="/?full=1">Full graphics version</a></p>'
    )
    piece = Piece(
        "Dales bus passes cut back to off-peak only",
        "By Harriet Lund",
        "2011-11-29T07:00:00+00:00",
        "Tuesday 29 November 2011",
        """
Pensioners in Brackenfield and the Dales villages will no longer be able to use their free bus passes before 9.30am from January, the county council has confirmed.

The change brings the district into line with the national minimum scheme. Until now the council had paid for passes to be valid all day.

The council says the change will save about £180,000 a year. Age UK Brackenfield called it a blow to people who rely on early buses to reach hospital appointments.

Passholders with a hospital appointment before 9.30am can apply for a travel voucher through their GP.
""",
    )
    return case(
        "cn-herald-text-only",
        "lookalike",
        "herald",
        piece,
        Bits(after=after, skeleton="print"),
        [],
        path="/text/news/2011/11/29/dales-bus-passes-cut-back",
        container="none: no reader comment",
        heading=None,
        description="An English regional paper's text-only edition of 2011: a story on bus passes, then most commented with counts, quotes of the day with their speakers, readers' pictures' captions with senders. No reader comment.",
        lookalikes=("quotes of the day", "readers' pictures with senders", "most commented with counts"),
    )


def plain_cn() -> list[Case]:
    return [tribune_plain(), herald_text_only()]
