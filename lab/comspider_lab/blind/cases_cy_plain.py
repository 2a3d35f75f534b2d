"""Blind set CY: one plain article page without any reader comment and without a comment area, with the era's
furniture: an Australian country weekly's road story (newspaper CMS) with a share bar, a photo, most read and most
commented boxes with counts, a poll, a newsletter box, classifieds, a tag cloud and a "from the archive" list. Every
site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cy_common import (
    Art,
    Bits,
    Case,
    box,
    case,
    links,
    most_read,
    newsletter,
    num,
    poll,
    tag_cloud,
)


def clayfield() -> Case:
    side = (
        most_read(
            "clayfield",
            "Most read",
            """
Shire votes to reseal Wattle Creek Road | 2,407
Clayfield Show: full results | 1,980
Magpies end drought with win over Yarrabin | 1,612
Fire season starts early after dry winter | 1,344
""",
        )
        + most_read(
            "clayfield",
            "Most commented",
            """
Pool opening hours cut for summer | 36
Shire votes to reseal Wattle Creek Road | 0
Dog off-leash area plan goes to council | 19
""",
            "comments",
        )
        + poll(
            "clayfield",
            "Which road should the shire fix next?",
            """
Yarrabin Road | 44%
Old Mine Road | 29%
Kurrajong Lane | 27%
""",
            "688",
        )
        + newsletter("clayfield", "Gazette headlines by email", "Every Thursday, free.")
        + box(
            "clayfield",
            "Classifieds",
            links(
                (
                    "Hay for sale, small squares, $9",
                    "Kelpie pups, working parents",
                    "Wanted: farmhand, Yarrabin district",
                )
            ),
            "classifieds",
        )
        + tag_cloud(
            "clayfield",
            "roads, council, Wattle Creek, budget, school bus, rain, show, footy, fire season, Yarrabin",
        )
        + box(
            "clayfield",
            "From the archive",
            links(
                (
                    "2009: Wattle Creek Road washed out again",
                    "2010: Residents' petition lands on council table",
                    "2011: Grant bid for road knocked back",
                )
            ),
            "archive",
        )
    )
    art = Art(
        "Shire votes to reseal Wattle Creek Road after years of complaints",
        "Tess Munro",
        "2012-09-20T09:00:00+10:00",
        "20 Sep, 2012 09:00 AM",
        """
Clayfield Shire Council has voted to reseal the full 11-kilometre length of Wattle Creek Road, ending a fight that has gone on for the best part of a decade.

Councillors voted 6-1 on Tuesday night to spend $1.8 million on the job, with $1.1 million coming from the federal Roads to Recovery program and the rest from the shire's own roads budget. Work is expected to start in March, after harvest, and take about four months.

The road carries the school bus, milk tankers and grain trucks, and residents say it has been patched so many times that the patches have patches. "My kids have been bounced to school on that road for nine years," said Wattle Creek mother Kylie Andrews, who started a petition in 2010 that gathered more than 600 signatures.

Mayor Ross Keating said the shire had "heard the community loud and clear" and thanked residents for their patience. Cr Judy Pell, who voted against, said she supported the road but was worried about other projects being pushed back.

Drivers are asked to expect delays and a reduced speed limit of 40km/h while work is under way.
""",
        section="News",
        tags=("Wattle Creek", "Roads", "Council"),
        dek="Council commits $1.8 million to the 11km stretch used by school buses and trucks.",
        caption="Wattle Creek Road, south of the school bus stop. Picture: Tess Munro",
    )
    return case(
        "cy-clayfield-plain",
        "lookalike",
        "clayfield",
        art,
        Bits(side=side, top="Thursday, September 20, 2012 | Clayfield 24°C Fine"),
        [],
        path=f"/news/local/news/general/shire-votes-to-reseal-wattle-creek-road/{num('cf', 2000000, 2999999)}",
        container="-",
        heading=None,
        description="A plain article page of an Australian country weekly (newspaper CMS): no comment area at all; "
        "most read and most commented boxes with counts, a poll, a newsletter box, classifieds, a tag cloud, an "
        "archive list",
    )


def plain_cy() -> list[Case]:
    return [clayfield()]
