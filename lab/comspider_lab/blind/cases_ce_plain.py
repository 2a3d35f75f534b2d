"""Blind set CE: three article pages without any reader comment, with the era's furniture (a Singapore paper's
photo gallery, poll and markets with "Be the first to comment"; a US TV station's story with video, a forecast and
comments disabled; an Australian regional paper's feature with most read/shared/commented and an author bio). Every
class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ce_common import (
    Bits,
    Case,
    Piece,
    around_web,
    bio,
    box,
    case,
    gallery,
    most_read,
    newsletter,
    poll,
    related,
    stocks,
    ticker,
    weather,
)


def sg_times() -> Case:
    inside = gallery(
        "sg-times",
        "In pictures: The new Marina Barrage playground",
        """
Children at the water play area on Saturday morning, the first weekend after it reopened. | Lim Wei Ling
Families picnicking on the green roof as kites fly overhead. | Lim Wei Ling
The barrage's pump house lit up at dusk. | Desmond Tan
Cyclists on the new park connector linking the barrage to Gardens by the Bay. | Desmond Tan
""",
    )
    after = (
        related(
            "sg-times",
            """
PUB to spend $2b on drains over five years | Jun 12, 2012
Orchard Road floods again after heavy rain | Jun 5, 2012
Gardens by the Bay draws 1m visitors in first month | Jul 28, 2012
""",
        )
        + '<div class="lct-c0"><h4>Comments (0)</h4><p>Be the first to comment on this story. <a href="/login">Log in</a> with your account to comment.</p></div>'
    )
    side = (
        most_read(
            "sg-times",
            ("Most read", "Most shared", "Most commented"),
            """
COE prices hit new high for big cars | 412
Marina Barrage playground reopens with new water features | 96
Taxi fares to go up by 30 cents from October | 388
National Day Parade rehearsal: road closures | 57
""",
            "shares",
        )
        + stocks(
            "sg-times",
            "STI | 3,036.48 | +0.5%\nSGD/USD | 0.8012 | +0.1%\nSGD/MYR | 2.4871 | -0.1%\nBrent | US$112.58 | +0.7%",
        )
        + poll(
            "sg-times",
            "Do you visit Marina Barrage at weekends?",
            "Yes, often | 34\nSometimes | 41\nNever been | 25",
            2288,
        )
        + weather(
            "sg-times",
            "Singapore",
            "Today | 25-32°C | Thundery showers in the afternoon\nTomorrow | 26-32°C | Fair and warm",
        )
        + around_web(
            "sg-times",
            "Condo prices in Sengkang: what buyers should know | PropertyWatch\nThe 5 best hawker centres you haven't tried | MakanGuide",
        )
    )
    piece = Piece(
        "Marina Barrage playground reopens with new water features",
        "By Charmaine Ong",
        "2012-08-11T06:00:00+08:00",
        "Published on Aug 11, 2012 6:00 AM",
        """
The water playground at Marina Barrage reopened on Friday after a four-month upgrade that added new jets, a shaded toddler zone and more seats for parents.

National water agency PUB said more than 5,000 people visited on the first evening. The playground is free and open daily from 9am to 7pm, except on Mondays.

"We wanted to make it a place where families could spend the whole day," said Mr Ng Boon Keat, PUB's director of the catchment and waterways department.

The upgrade cost $1.2 million. The green roof, a favourite spot for kite flyers, was also resurfaced.
""",
        section="Singapore",
        tags=("Marina Barrage", "PUB", "Parks"),
        caption="The upgraded water playground at Marina Barrage. ST PHOTO: LIM WEI LING",
    )
    return case(
        "ce-sg-plain",
        "lookalike",
        "sg-times",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            ticker=ticker("Latest", "2:15 PM | MRT Circle Line disruption between Bishan and Serangoon"),
            top="Singapore 31°C",
        ),
        [],
        path="/news/singapore/story/marina-barrage-playground-reopens-new-water-features-20120811",
        container="(no discussion) a photo gallery of 4 captions with credits, 'Comments (0) Be the first to comment'",
        heading=None,
        description="A Singapore paper of 2012 without any reader comment: a park article with a photo gallery (captions and credits), related stories, an empty 'Comments (0)' box, most read/shared/commented with counts, markets, a poll, weather, sponsored links, a 'Latest' ticker. Most awkward: a comment box with a count of zero and credited captions.",
        lookalikes=("a photo gallery: captions with photographers' names",),
    )


def us_ktv() -> Case:
    inside = (
        '<div class="ktv-vid"><div style="width:480px;height:270px;background:#000;color:#fff;text-align:center">▶ VIDEO: Consumer 9 investigates</div>'
        "<p>Consumer 9's Rachel Ortega reports. (2:41)</p></div>"
        '<div class="ktv-info"><b>Have a consumer problem?</b> Call the Consumer 9 hotline at 1-800-555-0199 weekdays 9 a.m. to 4 p.m., or email consumer9@ktvn.example.</div>'
    )
    after = (
        '<p class="ktv-cr">Copyright 2012 by KTVN Channel 9 News. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.</p>'
        '<div class="ktv-c"><h4>Comments</h4><p>Comments have been disabled for this story.</p></div>'
        + related(
            "us-ktv",
            """
Consumer 9: Roofer leaves homeowners with unfinished jobs | July 10, 2012
Storm chasers: How to spot a door-to-door scam | June 22, 2012
State attorney general sues solar installer | May 3, 2012
""",
            "More Consumer 9 stories",
        )
    )
    side = (
        weather(
            "us-ktv",
            "Tri-Valley 7-day",
            "Mon | 97°/71° | Hot, isolated storms\nTue | 99°/72° | Sunny\nWed | 95°/70° | Storms likely\nThu | 91°/68° | Partly cloudy",
        )
        + box(
            "us-ktv",
            "Traffic",
            "<ul><li>I-80 EB at Exit 42: crash, right lane blocked</li><li>Center St bridge: lane closures until 6 p.m.</li></ul>",
        )
        + most_read(
            "us-ktv",
            ("Most popular",),
            """
Consumer 9: Couple out $14,000 after pool contractor vanishes | 18,224
Heat advisory in effect through Tuesday | 9,410
Police: Teen hurt in Lakeview shooting | 6,902
""",
            "views",
        )
        + newsletter("us-ktv", "Get breaking news and severe weather alerts from Channel 9.")
        + around_web(
            "us-ktv",
            "Homeowners Born Before 1965 Should Claim This | Mortgage Savings\nThe 20 Cutest Small Dogs | PetFeed",
        )
    )
    piece = Piece(
        "Consumer 9: Couple out $14,000 after pool contractor vanishes",
        "Posted: Jul 23, 2012 6:04 PM CDT Updated: Jul 24, 2012 8:12 AM CDT",
        "2012-07-23T18:04:00-05:00",
        "Jul 23, 2012 6:04 PM CDT",
        """
RIVERTON (KTVN) - A Riverton couple says they paid a pool contractor $14,000 up front, and all they have to show for it is a hole in their backyard.

Dennis and Lori Schaffer hired the company in April after seeing an ad in a coupon mailer. Workers dug the hole in May and never came back. Calls to the company's number now go to a full voicemail box.

The state contractors' board says the company's license expired in January. At least three other customers have filed complaints.

Consumer 9 advises homeowners never to pay more than a third of a job up front and to check a contractor's license online before signing anything.
""",
        section="Consumer 9",
        tags=("Consumer 9", "Riverton"),
        caption="The unfinished pool in the Schaffers' backyard.",
    )
    return case(
        "ce-us-ktv-plain",
        "lookalike",
        "us-ktv",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            skeleton="three",
            ticker=ticker("Weather alert", "Heat advisory until 9 p.m. Tuesday for the Tri-Valley"),
            top="Riverton 97°F",
        ),
        [],
        path="/story/19084823/consumer-9-couple-out-14000-after-pool-contractor-vanishes",
        container="(no discussion) 'Comments have been disabled for this story.'",
        heading=None,
        description="A US TV station's news page of 2012 without any reader comment: a consumer story with a video box, a hotline note, the copyright line, 'Comments have been disabled for this story', more stories, a 7-day forecast, traffic, most popular with views, a newsletter sign-up, sponsored links, a weather alert bar. Most awkward: a 'Comments' heading over a notice.",
    )


def au_hunter() -> Case:
    after = (
        bio(
            "au-hunter",
            "Rosalind Pike",
            "Rosalind Pike writes about food, wine and the Hunter Valley's people. She has been with the Examiner since 1998.",
        )
        + related(
            "au-hunter",
            """
Vintage 2012: rain ruins half the semillon crop | Mar 14, 2012
Cessnock cellar doors report Easter boost | Apr 10, 2012
New wine trail map launched for Pokolbin | Feb 2, 2012
""",
        )
        + '<p class="hex-sh">Share this story: Facebook (88) · Twitter (14) · Email</p>'
    )
    side = (
        most_read(
            "au-hunter",
            ("Most read", "Most shared", "Most commented"),
            """
Knights sign Bennett on four-year deal | 6,980
Newcastle light rail plan shelved | 4,105
Semillon's great survivor: the 104-year-old vineyard at Pokolbin | 2,764
Beach closed after shark sighting at Merewether | 2,233
""",
            "reads",
        )
        + weather("au-hunter", "Newcastle", "Today | 9-19° | Fine\nTomorrow | 8-18° | Showers")
        + box(
            "au-hunter",
            "Hunter Valley events",
            "<ul><li>Sat 7 July: Lovedale Long Lunch, Cessnock</li><li>Sun 15 July: Winter Jazz, Pokolbin</li></ul>",
        )
        + around_web(
            "au-hunter",
            "Retiring in NSW? Read this first | Super Compare\n15 Holiday Spots Under $1000 | TravelBuzz",
        )
    )
    piece = Piece(
        "Semillon's great survivor: the 104-year-old vineyard at Pokolbin",
        "By ROSALIND PIKE",
        "2012-07-04T12:00:00+10:00",
        "4 Jul, 2012 12:00 PM",
        """
The vines on Harold Brandt's block at Pokolbin were planted in 1908, the year the first Holden was still two decades away and Newcastle's trams ran on steam.

Brandt, 79, still prunes most of the 3.2 hectares himself. "My grandfather planted them on a handshake with the bank manager," he says. "They've seen off droughts, floods, phylloxera scares and four generations of us."

The old vines give less than half the fruit of younger ones, but winemakers queue for it. This year's crop, cut back by rain in February, went to three small wineries within a week of picking.

Brandt's granddaughter Kate has taken over the books and is planning a cellar door. "He'll keep pruning till he can't," she says. "We just try to keep up."
""",
        section="Lifestyle",
        tags=("Wine", "Pokolbin", "Hunter Valley"),
        caption="Harold Brandt among his 1908 semillon vines. Picture: Max Crossley",
    )
    return case(
        "ce-au-hunter-plain",
        "lookalike",
        "au-hunter",
        piece,
        Bits(after=after, side=side, top="Newcastle 19°"),
        [],
        path="/story/1014562/semillons-great-survivor-the-104-year-old-vineyard-at-pokolbin/",
        container="(no discussion) feature with quotes, an author bio, share counts",
        heading=None,
        description="An Australian regional paper's feature of 2012 without any reader comment: an article with quoted people, an author bio, related stories, share counts, most read/shared/commented with counts, weather, events, sponsored links. Most awkward: nothing but the era's furniture and quotes in the text.",
    )


def plain_ce() -> list[Case]:
    return [sg_times(), us_ktv(), au_hunter()]
