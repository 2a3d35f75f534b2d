"""Blind set CC: two discussions beside a list of a kind no earlier set listed: a Canadian daily's business blog on a
newsroom's hosted journal, its post holding what the analysts say (each entry an analyst's name, the firm and a quote)
above 3 numbered readers' comments ("NAME wrote:"); an Australian regional daily's red-carpet "who wore what" (each
entry a celebrity, the designer and the fashion editor's verdict) above "Your say" with 5 comments (the name and the
suburb, recommend counts, "Report abuse"). Every class name, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cc_common import (
    Bits,
    Case,
    Note,
    Piece,
    ad,
    also_like,
    box,
    case,
    esc,
    links,
    newsletter,
    paras,
    popular,
    recent_comments,
    rows,
    seeds,
    talk,
    tweets,
)


def waterloo_analysts() -> Case:
    says = rows("""
Denise Huang | Laurier Capital Markets | "The handset numbers were worse than the Street expected, but the services business is still throwing off cash. We'd hold."
Rob Macintyre | Dundas Street Securities | "This is the fourth straight quarter of shrinking market share in North America. We see no catalyst before the new platform ships, and that is at least a year away."
Pierre Gagnon | Banque Laurentienne Valeurs | "A sale of the handset unit is now a real possibility. Management didn't rule it out on the call, which is itself telling."
Amira Shah | Northlight Research | "Enterprise customers are more loyal than the consumer numbers suggest. Don't write them off yet."
Gordon Pell | Ontario Equity Partners | "Cash of $2.1 billion buys them time, not a strategy."
""")
    inside = (
        '<div class="gr-says"><h4>What the analysts say</h4>'
        + "".join(
            f'<div class="gr-say"><p class="gr-who"><strong>{esc(n)}</strong>, {esc(f)}</p><blockquote>{esc(q)}</blockquote></div>'
            for n, f, q in says
        )
        + "</div>"
    )
    ns = talk("""
Bryce in Kitchener @ May 3, 2012 4:19 PM :: Every quarter the analysts say next quarter is the turnaround and every quarter it isn't. I worked at Quantra for six years. The problem isn't the phones, it's that nobody in that company would ever say no to anything.
M. Dufresne @ May 3, 2012 6:02 PM :: Bryce, respectfully, the phones ARE the problem. I've been a loyal customer since 2004 and my Q7 reboots itself three times a day.
UW grad 2009 @ May 4, 2012 8:30 AM :: What happens to the 1,100 jobs on Phillip Street if they sell the handset unit? That's the question the Sentinel should be asking the company, not the analysts on Bay Street.
""")

    def item(i: int, n: Note) -> str:
        cid = 88123 + 5 * i
        return (
            f'<div class="gr-cm" id="gr-cm{cid}"><p class="gr-ch"><span class="gr-no">{i + 1}.</span> <span class="gr-au">{esc(n.who)}</span> wrote:</p>'
            f'<div class="gr-cb">{paras(n.body)}</div>'
            f'<p class="gr-cf">{esc(n.at)} | <a href="/report/{cid}">Report abuse</a></p></div>'
        )

    after = (
        '<div class="gr-comments"><h3>3 Comments</h3>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<div class="gr-form"><h3>Post a comment</h3><p>Comments are moderated and will not appear until approved by the Sentinel\'s editors.</p>'
        '<p>Name: <input name="author"> Email: <input name="email"></p><p><textarea name="text" rows="5" cols="40"></textarea></p><p><input type="submit" value="Post"></p></div></div>'
    )
    left = box(
        "waterloo",
        "Tech Beat",
        "<p>Mark Lindqvist writes about Waterloo Region's technology companies for the Sentinel.</p>",
    ) + box(
        "waterloo",
        "Categories",
        links(["Quantra", "Startups", "University of Waterloo", "Jobs"], "/techbeat/category/"),
    )
    side = (
        recent_comments(
            "waterloo",
            """
Sandeep | Communitech: 40 startups in the new hub
Bryce in Kitchener | Quantra cuts 600 jobs worldwide
Lou V. | Why the Region keeps losing its tech firms to Toronto
""",
        )
        + popular(
            "waterloo",
            "Most Popular",
            """
Quantra cuts 600 jobs worldwide | 88
Quantra results: what the analysts say | 3
Communitech: 40 startups in the new hub | 12
""",
            "comments",
        )
        + tweets(
            "waterloo",
            "SentinelTech",
            """
Quantra Q4: revenue down 25% y/y to $4.2B, shipments 11.1M. Shares -9% after hours. | 18 hours ago
Live-blogging the Quantra call tonight at 5. Questions? | 20 hours ago
""",
        )
        + ad("waterloo", "160x600")
    )
    piece = Piece(
        "Quantra results: what the analysts say",
        "Mark Lindqvist",
        "2012-05-03T11:05:00-04:00",
        "May 3, 2012 at 11:05 AM",
        """
Quantra Devices' fourth-quarter results landed with a thud Wednesday night: revenue fell 25 per cent from a year earlier to $4.2 billion, and the company shipped 11.1 million smartphones, well short of the 13 million analysts were looking for.

Shares of the Waterloo company fell 9 per cent in after-hours trading and were down another 4 per cent at midday Thursday in Toronto.

Chief executive Hal Brandt said on the conference call that the company was "reviewing all strategic options", but would not say whether that included selling the handset business.

Here is a sampling of what the analysts had to say this morning.
""",
        section="Tech Beat",
    )
    return case(
        "cc-waterloo-analysts",
        "mixed",
        "waterloo",
        piece,
        Bits(
            inside=inside,
            after=after,
            left=left,
            side=side,
            style=".gr-banner{background:#0c4a6e;color:#fff;padding:16px}.gr-banner a{color:#fff}.gr-say blockquote{margin:2px 0 8px 16px;font-style:italic}.gr-who{margin:6px 0 0}"
            ".gr-cm{border-top:1px solid #ccc;padding:6px 0}.gr-no{font-weight:bold;color:#0c4a6e}.gr-au{font-weight:bold}.gr-cf{font-size:11px;color:#888}.gr-ef{font-size:11px;color:#777}",
        ),
        seeds(ns),
        path="/techbeat/2012/05/quantra-results-what-the-analysts-say.html",
        container="div.gr-comments: h3 '3 Comments', div.gr-cm#gr-cm<n> (p.gr-ch '1.' span.gr-au NAME 'wrote:', div.gr-cb p, p.gr-cf time | 'Report abuse')",
        heading="3 Comments",
        description="A Canadian daily's business blog of 2012 on a newsroom's hosted journal (three columns): a post on a phone maker's results holding 'What the analysts say', 5 entries of an analyst's name in bold, the firm and a quoted sentence in a blockquote; then '3 Comments', numbered, 'NAME wrote:', the time and 'Report abuse' under the text, flat; recent comments of other posts, most popular with counts, the reporter's tweets, a moderation notice. Most awkward: five named quotes in blockquotes right above three named comments.",
        lookalikes=("analysts' quotes: name, firm, quote",),
    )


def hunter_red_carpet() -> Case:
    looks = rows("""
Carla Nguyen | Silk gown by Lorenzo Brady | Gold winner, gold dress. Simple, elegant and she knew it. 10/10.
Tahlia Brooks | Lemon yellow tulle by Kirra Lane | A brave colour that mostly paid off. The hem was a bit long for those stairs. 7/10.
Brodie Kemp | Tracksuit jacket over a tuxedo shirt | We think it was meant to be ironic. We're not sure. 2/10.
Jess Moreau | Black sequinned jumpsuit by Atelier Rue | Red-carpet safe but she wore it beautifully. 8/10.
Liam Carver | Navy three-piece suit by Hardwick & Sons | Sharp tailoring, shame about the sneakers. 6/10.
Renee Castellano | Feathered mini by Oona | Hard to walk in, harder to sit down in, impossible to miss. 5/10.
""")
    inside = (
        '<div class="hc-wwww"><h3>Who wore what</h3>'
        + "".join(
            f'<div class="hc-look"><img src="/_avatar/hc-look{k}.svg" alt="" width="90" height="120"><h4>{esc(n)}</h4><p class="hc-des">{esc(d)}</p><p>{esc(v)}</p></div>'
            for k, (n, d, v) in enumerate(looks)
        )
        + "</div>"
    )
    ns = talk("""
Kez @ Merewether|Posted at 9:14 AM May 7, 2012 :: Loved Tahlia's dress but who let Brodie wear a tracksuit jacket to the biggest night in Australian TV? Mate, it's the Silver Towers, not the servo.
Dazza @ Wallsend|Posted at 9:40 AM May 7, 2012 :: Couldn't care less what they wore. Good on Carla for winning the Gold, Newcastle girl made good.
fashionista_nsw @ Hamilton|Posted at 10:22 AM May 7, 2012 :: Disagree on the yellow number, it was the best dress on the carpet by a mile. The Clarion's fashion "expert" needs to get out more.
Maree @ Cessnock|Posted at 11:05 AM May 7, 2012 :: Does anyone know where Tahlia's earrings were from? Been looking everywhere online.
Joel @ The Junction|Posted at 11:31 AM May 7, 2012 :: Who's going to tell Maree they were probably borrowed and worth more than her house.
""")
    recs = [22, 41, 7, 3, 15]

    def item(i: int, n: Note) -> str:
        sub, _, when = n.at.partition("|")
        cid = 301477 + 13 * i
        return (
            f'<li class="hc-c" id="hc-c{cid}"><p class="hc-cn"><b>{esc(n.who)}</b> of {esc(sub)} <span class="hc-ct">{esc(when)}</span></p>'
            f"{paras(n.body)}"
            f'<p class="hc-ca"><a href="#">Recommend</a> ({recs[i]}) | <a href="/report/{cid}">Report abuse</a></p></li>'
        )

    after = (
        '<div class="hc-yoursay"><h3>Your say</h3><p class="hc-n">5 comments so far. <a href="#hc-form">Add your comment</a></p><ul class="hc-cl">'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '</ul><div id="hc-form"><p>Comments are moderated. Name and suburb will be published.</p></div></div>'
    )
    side = (
        popular(
            "hunter",
            "Most Viewed",
            """
Silver Towers red carpet: who wore what | 12,903
Carla Nguyen wins Gold Silver Tower | 10,144
Beach closed after shark sighting at Dixon Park | 7,890
""",
            "views",
        )
        + box(
            "hunter",
            "Photo Galleries",
            "".join(f'<img src="/_avatar/hc-g{k}.svg" alt="" width="90" height="60">' for k in range(4))
            + links(
                ["Silver Towers: all the red carpet photos (48)", "Newcastle Show: day two (31)"],
                "/galleries/",
            ),
        )
        + newsletter("hunter", "Get the Clarion's entertainment news every Friday.")
        + ad("hunter", "300x250")
    )
    piece = Piece(
        "Silver Towers red carpet: who wore what",
        "Bec Lawson, Fashion Editor",
        "2012-05-07T06:00:00+10:00",
        "Monday, May 7, 2012, 6:00 AM",
        """
Sequins, feathers and one very confusing tracksuit: the stars of Australian television came out for the Silver Tower Awards in Melbourne last night, and Newcastle's own Carla Nguyen took home the Gold.

We sat on the red carpet so you didn't have to. Here is how the night's biggest names scrubbed up, with our marks out of ten.
""",
        dek="From gold to tracksuit: our fashion editor's verdict on the night's biggest names",
        section="Entertainment",
        tags=("Silver Tower Awards", "red carpet", "fashion"),
        caption="Carla Nguyen arrives at the Silver Tower Awards in Melbourne.",
    )
    return case(
        "cc-hunter-red-carpet",
        "mixed",
        "hunter",
        piece,
        Bits(
            inside=inside,
            after=also_like(
                "hunter",
                [
                    "Carla Nguyen wins Gold",
                    "Silver Towers: the full winners list",
                    "Best and worst dressed of 2011",
                ],
            )
            + after,
            side=side,
            style=".hc-look{overflow:hidden;border-top:1px solid #ddd;padding:6px 0}.hc-look img{float:left;margin-right:10px}.hc-look h4{margin:0}.hc-des{font-style:italic;color:#666;margin:0}"
            ".hc-cl{list-style:none;padding:0}.hc-c{border-top:1px dotted #aaa;padding:6px 0}.hc-ct,.hc-ca,.hc-n{font-size:11px;color:#888}.hc-thumb{display:inline-block;width:120px;font-size:11px;vertical-align:top}",
            top="Newcastle 19°C Fine",
        ),
        seeds(ns),
        path="/entertainment/silver-towers-red-carpet-who-wore-what-20120507-1y8k.html",
        container="div.hc-yoursay: h3 'Your say', p '5 comments so far.', ul.hc-cl > li.hc-c (p.hc-cn b NAME 'of SUBURB' span time, p text, p.hc-ca 'Recommend (n) | Report abuse')",
        heading="Your say",
        description="An Australian regional daily of 2012: a red-carpet story holding 'Who wore what', 6 entries of a photo, the star's name as a heading, the designer in italics and the fashion editor's verdict with a mark; 'You might also like' thumbnails; then 'Your say' with 5 flat comments ('NAME of SUBURB', the time, 'Recommend (n) | Report abuse'); most viewed with counts, photo galleries, a newsletter box. Most awkward: six named verdicts with pictures right above five named comments about the same people.",
        lookalikes=("a red-carpet 'who wore what': star, designer, verdict",),
    )


def mixed_cc() -> list[Case]:
    return [waterloo_analysts(), hunter_red_carpet()]
