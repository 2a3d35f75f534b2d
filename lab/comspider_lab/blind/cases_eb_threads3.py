"""Blind set eb: a business weekly's "Readers respond" of September 2012 (sibling entries indented by a level class,
"In reply to NAME" links, editors' picks; never says "comment"), a celebrity site's flat list of 18 of March 2013 with
like counts and relative times, and a car review site's discussion of February 2013 two deep with the reviewer
answering. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eb_common import (
    Case,
    around_web,
    esc,
    footer_cols,
    gallery,
    img,
    kids,
    make,
    megamenu,
    newsletter,
    page,
    paras,
    playlist,
    poll,
    popular,
    related,
    shares,
    slug,
    sponsored,
    talk,
)

# --------------------------------------------------------------------------- a business weekly, 2012 ("Readers respond")

BW_CSS = """body{margin:0;font:15px/1.55 Georgia,serif;color:#1a1a1a;background:#fff}
.bw-masthead{border-bottom:4px solid #b5121b;padding:14px 30px;overflow:hidden}.bw-masthead .bw-logo{font:bold 36px 'Times New Roman';color:#b5121b;text-decoration:none}
.bw-tickers{float:right;font:11px Arial;border-collapse:collapse}.bw-tickers td{padding:1px 6px}.bw-dn{color:#b5121b}.bw-up{color:#1a7f37}
.bw-menu{list-style:none;margin:0;padding:0 30px;background:#f2f2f2;border-bottom:1px solid #ccc;overflow:hidden}
.bw-top{float:left;position:relative}.bw-top>a{display:block;padding:8px 11px;font:bold 12px Arial;color:#222;text-decoration:none}.bw-drop{display:none}
.bw-page{width:960px;margin:0 auto;overflow:hidden;padding-top:16px}.bw-col{float:left;width:630px}.bw-rail{float:right;width:300px;font:13px Arial}
h1{font:bold 34px/1.12 Georgia;margin:6px 0}.bw-sub{font-size:19px;color:#555;font-style:italic}.bw-by{font:12px Arial;color:#666}
.bw-share{list-style:none;padding:0;overflow:hidden;font:11px Arial}.bw-share li{float:left;margin-right:10px}.bw-cnt{font-weight:bold;margin-left:3px}
.bw-chart{border:1px solid #ddd;padding:10px;font:12px Arial}.bw-chart td{padding:2px 8px}
#bw-responses{border-top:2px solid #1a1a1a;margin-top:26px;font:13px/1.5 Arial}.bw-rh span{color:#888}
.bw-response{border-bottom:1px dotted #bbb;padding:10px 0}.bw-level1{margin-left:40px}.bw-level2{margin-left:80px}
.bw-rname{color:#1a1a1a}.bw-rloc,.bw-rtime{color:#888;font-size:11px}.bw-pickflag{background:#b5121b;color:#fff;font-size:10px;padding:1px 5px;margin-right:6px}
.bw-staff{border:1px solid #b5121b;color:#b5121b;font-size:10px;padding:0 4px}.bw-inreply{font-size:11px;color:#666}.bw-rfoot{font-size:11px;color:#777}
.bw-popular ol{padding-left:20px}.bw-tabs{list-style:none;padding:0;overflow:hidden}.bw-tab{float:left;margin-right:6px;font-weight:bold}
.bw-footer{border-top:4px solid #b5121b;overflow:hidden;padding:20px 30px;font:12px Arial;color:#555}.bw-fcol{float:left;width:220px}"""


def bw_reshoring() -> Case:
    cs = talk("""
Howard Kessler @ Sep 21, 2012, 8:14 AM ~ 2012-09-21T12:14:00Z :: We moved our injection molding back from Shenzhen in 2011. Freight and quality-control trips ate most of the labor savings. // Your piece undersells the inventory cost of having six weeks of product sitting on a ship.
Linda Ferraro @ Sep 21, 2012, 9:02 AM ~ 2012-09-21T13:02:00Z :: The missing piece is training. We have orders we can't fill because we can't find CNC machinists. The community college program near us has a waiting list but only graduates about twenty a year.
>Ben Okafor @ Sep 21, 2012, 9:47 AM ~ 2012-09-21T13:47:00Z :: Linda, have you looked at apprenticeships? We pay tuition for two trainees a year, and both we've had so far are still with us.
>>Linda Ferraro @ Sep 21, 2012, 10:20 AM ~ 2012-09-21T14:20:00Z :: We started one last fall. It works, but it's a four-year answer to a problem we have this quarter.
Robert Sayles @ Sep 21, 2012, 10:05 AM ~ 2012-09-21T14:05:00Z :: "Reshoring" is a rounding error next to what left in the 2000s. Show me the net numbers before calling it a trend.
>Daniel Hirsch @ Sep 21, 2012, 11:38 AM ~ 2012-09-21T15:38:00Z :: Fair point, Robert. The net figures are in the chart with the story: roughly 50,000 jobs brought back since 2010, against more than two million lost in the decade before. We called it a shift in how companies decide, not yet a reversal.
Gwen Albury @ Sep 21, 2012, 1:16 PM ~ 2012-09-21T17:16:00Z :: Energy prices are the under-reported part of this. Cheap natural gas is why our plastics supplier expanded in Louisiana instead of Mexico.
K. Nakamura @ Sep 21, 2012, 3:42 PM ~ 2012-09-21T19:42:00Z :: As a buyer, what changed for me is lead time. Customers expect two-week turnaround now and you simply can't do that from across the Pacific.
""")
    k = kids(cs)
    recs = [34, 29, 11, 6, 17, 40, 13, 9]
    place = {
        "Howard Kessler": "Dayton, Ohio",
        "Linda Ferraro": "Rockford, Ill.",
        "Ben Okafor": "Greenville, S.C.",
        "Robert Sayles": "Boston",
        "Gwen Albury": "Houston",
        "K. Nakamura": "San Jose, Calif.",
    }
    picks = {0, 5}

    def order(i: int) -> list[int]:
        return [i] + [x for j in k.get(i, []) for x in order(j)]

    rows = []
    for i in [x for top in k[None] for x in order(top)]:
        c = cs[i]
        rid = 10442 + i * 5
        pick = '<span class="bw-pickflag">Editors\' pick</span>' if i in picks else ""
        staff = ' <span class="bw-staff">Bellwether staff</span>' if c.who == "Daniel Hirsch" else ""
        loc = f' <span class="bw-rloc">{esc(place[c.who])}</span>' if c.who in place else ""
        inreply = ""
        if c.parent is not None:
            p = c.parent
            inreply = (
                f'<div class="bw-inreply">In reply to <a href="#r-{10442 + p * 5}">{esc(cs[p].who)}</a></div>'
            )
        rows.append(
            f'<div class="bw-response bw-level{c.depth}{" bw-pick" if i in picks else ""}" id="r-{rid}">'
            f'<div class="bw-rmeta">{pick}<b class="bw-rname">{esc(c.who)}</b>{staff}{loc} '
            f'<span class="bw-rtime">{esc(c.at)}</span></div>{inreply}'
            f'<div class="bw-rtext">{paras(c.body)}</div>'
            f'<div class="bw-rfoot"><a href="/responses/recommend/{rid}">Recommend</a> <b>{recs[i]}</b> · '
            f'<a href="#respond">Reply</a> · <a href="/responses/report/{rid}">Report abuse</a></div></div>'
        )
    menu = megamenu(
        "bw",
        {
            "Economy": ["Jobs", "Housing", "Trade", "Federal Reserve"],
            "Companies": ["Manufacturing", "Retail", "Energy", "Autos", "Media"],
            "Markets": ["Stocks", "Bonds", "Currencies", "Commodities"],
            "Technology": [],
            "Politics & Policy": [],
            "Small Business": ["Start-ups", "Financing", "Franchises"],
            "Management": ["Leadership", "Careers", "B-Schools"],
            "Lifestyle": [],
        },
    )
    gal = gallery(
        "bw",
        "Slideshow: Three factories that came home",
        [
            (
                "Press operators at Kessler Plastics in Dayton, which moved its molding line back from China in 2011.",
                "Photograph by Amy Lucero for Bellwether",
            ),
            (
                "A new CNC machining cell at Ferraro Tool & Die in Rockford.",
                "Photograph by Tim Barros for Bellwether",
            ),
            ("Finished valve housings awaiting shipment in Greenville.", "Courtesy Okafor Precision"),
        ],
    )
    rail = (
        '<div class="bw-ad"><div style="width:300px;height:250px;background:#eee"></div><small>Advertisement</small></div>'
        + popular(
            "bw",
            [
                (
                    "Most read",
                    (
                        "Why midsize manufacturers are bringing production home | ;; The Fed's new promise, explained | ;; "
                        "Inside the fight over the port strike | ;; Five charts on the housing rebound | ;; "
                        "The quiet boom in American furniture |"
                    ),
                ),
                (
                    "Most e-mailed",
                    (
                        "The quiet boom in American furniture | ;; What your CFO wishes you knew about cash | ;; "
                        "Why midsize manufacturers are bringing production home | ;; The four-day workweek experiment |"
                    ),
                ),
            ],
        )
        + playlist(
            "bw",
            "Bellwether TV",
            [
                ("Made in Ohio, again: a plant tour", "5:12"),
                ("Is reshoring real? Our editors debate", "8:40"),
                ("Markets wrap: stocks edge higher", "2:18"),
            ],
        )
        + poll(
            "bw",
            "Would your company move production back to the U.S.?",
            [
                ("Already have", "14%"),
                ("Considering it", "31%"),
                ("No, costs are still too high", "42%"),
                ("Not applicable", "13%"),
            ],
            "3,904 votes",
        )
        + newsletter("bw", "The Morning Ledger", "Our editors' picks before the market opens. Weekdays.")
        + sponsored(
            "bw",
            "Sponsored financial content",
            [
                ("How to protect your portfolio from a fiscal cliff", "wealthwise-example.com"),
                ("The 3 dividend stocks insiders are buying", "income-letter-example.com"),
            ],
        )
    )
    story = paras(
        "When Howard Kessler moved his company's plastic molding work to southern China in 2004, the math was simple: labor cost a fifth of what he paid in Ohio. Last year he brought it back. // "
        '"By the end, we were paying for two quality engineers to fly over every quarter, and we had six weeks of inventory on the water at any time," said Mr. Kessler, whose company, Kessler Plastics, employs 140 people in Dayton. // '
        "His is one of a growing number of midsize American manufacturers rethinking offshore production. Rising wages in China, expensive shipping and cheap domestic natural gas have narrowed the gap, and customers increasingly want their orders in days, not months. // "
        "The numbers are still modest. By one industry group's count, about 50,000 manufacturing jobs have returned to the United States since 2010, compared with more than two million lost between 2000 and 2010. // "
        'But the decisions behind them have changed, say consultants who advise companies on where to build. "Five years ago nobody asked us to compare total cost," said Marion Tate, a supply-chain adviser in Chicago. "Now it\'s the first question." // '
        "The biggest obstacle, executives say, is finding workers. Manufacturers across the Midwest report openings for machinists, welders and maintenance technicians that go unfilled for months."
    )
    chart = (
        '<div class="bw-chart"><h4>Coming home, slowly</h4><table><tr><th>Year</th><th>Jobs returned</th><th>Jobs sent abroad</th></tr>'
        "<tr><td>2010</td><td>9,200</td><td>52,000</td></tr><tr><td>2011</td><td>18,400</td><td>41,000</td></tr>"
        "<tr><td>2012 (through June)</td><td>21,800</td><td>19,500</td></tr></table>"
        "<p><small>Source: Manufacturing Return Council; Bellwether analysis</small></p></div>"
    )
    body = f"""<div class="bw-masthead"><a class="bw-logo" href="/">Bellwether</a> <span class="bw-tag">Business Weekly</span>
<table class="bw-tickers"><tr><td>Dow</td><td>13,579.47</td><td class="bw-dn">-17.46</td></tr><tr><td>S&amp;P 500</td><td>1,460.15</td><td class="bw-dn">-0.11</td></tr><tr><td>Nasdaq</td><td>3,179.96</td><td class="bw-up">+4.00</td></tr></table>
<div class="bw-util"><a href="/signin">Sign in</a> | <a href="/subscribe">Subscribe: 50 issues for $30</a> | <a href="/magazine/">This week's magazine</a></div></div>
{menu}
<div class="bw-page"><div class="bw-col">
<p class="bw-kicker"><a href="/companies/manufacturing/">Manufacturing</a> · From the September 24, 2012 issue</p>
<h1>Why midsize manufacturers are bringing production home</h1>
<p class="bw-sub">Wages in China are up, shipping is slow and gas is cheap. The savings of going offshore are not what they were.</p>
<p class="bw-by">By <a href="/authors/daniel-hirsch">Daniel Hirsch</a> · September 20, 2012</p>
{shares("bw", [("Facebook", "2,115"), ("Twitter", "1,306"), ("LinkedIn", "3,882"), ("E-mail", ""), ("Print", ""), ("Reprints", "")])}
{img("bw-lead", 630, 354, "Kessler Plastics")}<p class="bw-credit">Photograph by Amy Lucero for Bellwether</p>
{story}{chart}
{gal}
{related("bw", "Related", [("Factory orders rise for third month", "Sept. 18, 2012"), ("The skills gap is real, and it's local", "Aug. 30, 2012"), ("Cheap gas brings chemical plants back to the Gulf", "July 12, 2012")])}
<div id="bw-responses"><h2 class="bw-rh">Readers respond <span>(8)</span></h2>
<div class="bw-rtools">Sort: <strong>Oldest</strong> · <a href="?rsort=new">Newest</a> · <a href="?rsort=rec">Most recommended</a> · <a href="?rsort=picks">Editors' picks</a></div>
{"".join(rows)}
<div class="bw-respond" id="respond"><h3>Add your response</h3><p><a href="/signin">Sign in</a> to respond. Responses are reviewed and may be edited for length and clarity.</p></div></div>
{around_web("bw", "From around the web", [("What millionaires do with their tax refunds", "Wealth Street"), ("The small-cap fund that beat the market 9 years running", "Fund Insider"), ("Why some CEOs still answer their own phones", "Leader's Digest")], "Content by Linkflow")}
</div><div class="bw-rail">{rail}</div></div>
{footer_cols("bw", {"Bellwether": ["About us", "Masthead", "Contact", "Careers"], "Subscriptions": ["Subscribe", "Customer service", "Digital edition", "Gift subscriptions"], "More": ["Conferences", "Rankings", "Newsletters", "Podcasts"], "Legal": ["Terms of use", "Privacy", "Reprints and permissions"]}, "© 2012 Bellwether Media LP. All rights reserved.")}"""
    html = page(
        "Why midsize manufacturers are bringing production home",
        "Bellwether Business Weekly",
        BW_CSS,
        body,
        published="2012-09-20T14:00:00Z",
        author="Daniel Hirsch",
        section="Manufacturing",
        url="/articles/2012-09-20/why-midsize-manufacturers-are-bringing-production-home",
        title_sep=" - ",
    )
    assert "comment" not in html.lower()
    return make(
        "eb-en-bellwether-reshoring",
        "discussion",
        html,
        cs,
        path="/articles/2012-09-20/why-midsize-manufacturers-are-bringing-production-home",
        container="div#bw-responses > div.bw-response.bw-levelN (siblings; depth by class, 'In reply to NAME' links)",
        heading="Readers respond (8)",
        description="A business weekly's magazine story of September 2012 (a ticker table, a mega-menu, share counts, a data table, a slideshow with credits, most read / most e-mailed tabs, a video list, a poll with results, a newsletter box, sponsored financial content, 'From around the web'): 'Readers respond (8)': 8 entries as sibling divs, replies indented by a level class (two deep) with 'In reply to NAME' links, towns beside the names, 'Editors' pick' flags, recommend counts, 'Report abuse', the writer answering with a 'Bellwether staff' badge; never says 'comment'.",
    )


# --------------------------------------------------------------------------- a celebrity site, 2013 (flat list)

SW_CSS = """body{margin:0;font:14px/1.45 Arial,sans-serif;color:#222;background:#f7f0f5}
.sw-top{background:#e6007e;height:70px;padding:0 20px}.sw-top .sw-logo{color:#fff;font:italic 900 40px/70px 'Arial Black',Arial;text-decoration:none}
.sw-menu{list-style:none;margin:0;padding:0 20px;background:#000;height:34px}.sw-top-item,.sw-top{}.sw-menu>li{float:left;position:relative}
.sw-menu>li>a{display:block;color:#fff;padding:9px 12px;font-weight:bold;text-transform:uppercase;font-size:12px;text-decoration:none}.sw-drop{display:none}
.sw-trending{background:#fff;padding:6px 20px;font-size:12px}.sw-trending a{color:#e6007e;margin-right:10px}
.sw-wrap{width:980px;margin:10px auto;overflow:hidden}.sw-main{float:left;width:650px;background:#fff;padding:16px}.sw-side{float:right;width:300px}
h1{font:bold 30px/1.15 Arial;margin:6px 0}.sw-meta{font-size:12px;color:#888}
.sw-share{list-style:none;padding:0;overflow:hidden}.sw-share li{float:left;margin-right:6px;background:#3b5998;color:#fff;padding:3px 8px;font-size:12px}.sw-share a{color:#fff}
.sw-gallery{background:#000;color:#fff;padding:10px}.sw-slides{list-style:none;padding:0;margin:0;white-space:nowrap;overflow:hidden}.sw-slide{display:inline-block;width:200px;white-space:normal;vertical-align:top;margin-right:8px;font-size:11px}
.sw-slide img{width:200px;height:113px}.sw-credit{color:#aaa;font-size:10px}
#sw-cmts{margin-top:20px;border-top:3px solid #e6007e}.sw-c{overflow:hidden;border-bottom:1px solid #f0d6e6;padding:10px 0}
.sw-c header img{float:left;margin-right:10px}.sw-c h4{display:inline;margin:0;font-size:13px;color:#e6007e}.sw-c time{color:#999;font-size:11px;margin-left:6px}
.sw-c p{margin:4px 0 4px 60px}.sw-c footer{margin-left:60px;font-size:11px;color:#999}
.sw-popular ol{padding-left:20px}.sw-tabs{list-style:none;padding:0;overflow:hidden}.sw-tab{float:left;margin-right:8px;font-weight:bold}.sw-n{color:#e6007e}
.sw-footer{background:#000;color:#888;overflow:hidden;padding:20px;font-size:12px}.sw-fcol{float:left;width:220px}.sw-footer a{color:#ccc}"""


def sw_breakup() -> Case:
    cs = talk("""
sunnyside_gal @ 6 hours ago ~ 2013-03-19T12:20:00Z :: Called it!!! She looked miserable at the awards in February.
Trish M. @ 6 hours ago ~ 2013-03-19T12:34:00Z :: Honestly good for her. He never once showed up to one of her concerts.
bellamy_fan88 @ 6 hours ago ~ 2013-03-19T12:51:00Z :: Can we please let people break up in private? They're human beings, not a storyline.
JayDee @ 5 hours ago ~ 2013-03-19T13:05:00Z :: two years is like twenty in Hollywood years lol
Kristen Albers @ 5 hours ago ~ 2013-03-19T13:22:00Z :: The "source close to the couple" is always the publicist. Always.
MelodyRose @ 5 hours ago ~ 2013-03-19T13:40:00Z :: Her new single is literally called "Leaving the Light On"... the clues were there the whole time
Carlos Vega @ 5 hours ago ~ 2013-03-19T13:58:00Z :: Who?
Nikki_B @ 4 hours ago ~ 2013-03-19T14:15:00Z :: I hope she writes a whole album about it. Her breakup songs are her best songs.
d.hargrove @ 4 hours ago ~ 2013-03-19T14:39:00Z :: The photo in the gallery where she's laughing with her sister at the airport is the happiest she's looked in months.
Aimee Castellano @ 4 hours ago ~ 2013-03-19T15:02:00Z :: Jonah's movie comes out in June. Watch how fast the "amicable split" turns into a press tour.
Rachel Ho @ 3 hours ago ~ 2013-03-19T15:30:00Z :: They were cute together though. Who gets the dog??
Lauren T @ 3 hours ago ~ 2013-03-19T15:47:00Z :: Dog custody is the real story here and nobody is reporting on it.
Brandon Keyes @ 3 hours ago ~ 2013-03-19T16:10:00Z :: More interested in the tour dates at the bottom. Is she still playing Denver in August?
hollywoodwatcher @ 2 hours ago ~ 2013-03-19T16:44:00Z :: This site ran the "secretly engaged?!" rumor in October. Maybe check your sources next time.
Becca Linwood @ 2 hours ago ~ 2013-03-19T17:05:00Z :: Sending love to both of them. Breakups are hard enough without the entire internet weighing in.
Samira J. @ 1 hour ago ~ 2013-03-19T17:31:00Z :: "Amicable" and "remain close friends": the two most overused phrases in every celebrity statement ever written.
popcorn_and_chill @ 48 minutes ago ~ 2013-03-19T17:54:00Z :: I feel like I say this every month but I'm never getting invested in a celebrity couple again.
Jess @ 12 minutes ago ~ 2013-03-19T18:30:00Z :: Glad she's focusing on herself. Can't wait for the tour!
""")
    likes = [12, 41, 88, 23, 57, 34, 5, 29, 16, 63, 19, 27, 8, 45, 31, 52, 14, 3]
    items = "".join(
        f'<article class="sw-c" id="sw-c-{60210 + i}"><header>{img(c.who, 50, 50, "")}<h4>{esc(c.who)}</h4>'
        f'<time datetime="{c.iso}">{esc(c.at)}</time></header>{paras(c.body)}'
        f'<footer><a href="#" class="sw-like">Like</a> ({likes[i]}) · <a href="/report?type=c&amp;id={60210 + i}">Report abuse</a></footer></article>'
        for i, c in enumerate(cs)
    )

    def drop(s: str, subs: list[str]) -> str:
        return "".join(f'<a href="/{slug(s)}/{slug(x)}/">{esc(x)}</a>' for x in subs)

    menu = (
        '<ul class="sw-menu">'
        + "".join(
            f'<li><a href="/{slug(s)}/">{esc(s)}</a><div class="sw-drop">{drop(s, subs)}</div></li>'
            for s, subs in [
                ("News", ["Couples", "Babies", "Splits", "Legal"]),
                ("Photos", ["Red carpet", "Candids", "Before & after"]),
                ("Style", ["Who wore it best", "Hair & beauty"]),
                ("TV", ["Reality", "Recaps"]),
                ("Movies", []),
                ("Music", []),
                ("Video", []),
            ]
        )
        + "</ul>"
    )
    gal = gallery(
        "sw",
        "PHOTOS: Kayla & Jonah through the years",
        [
            (
                "Kayla and Jonah made their red-carpet debut at a charity gala in Los Angeles, May 2011.",
                "Photo: Reel Images/StarWire",
            ),
            ("The pair on vacation in Cabo, January 2012.", "Photo: Splashline"),
            (
                "Jonah cheers from the front row at her Hollywood Bowl show, July 2012.",
                "Photo: M. Ortega/StarWire",
            ),
            ("Kayla with her sister Dana at LAX on Monday.", "Photo: Pacific Flash"),
            ("Jonah leaves a gym in West Hollywood, March 18, 2013.", "Photo: Splashline"),
        ],
    )
    side = (
        '<div class="sw-ad"><div style="width:300px;height:600px;background:#eee"></div><small>Advertisement</small></div>'
        + popular(
            "sw",
            [
                (
                    "Most Popular",
                    (
                        "Kayla Devereaux and Jonah Pryce split | ;; See the Oscars after-party looks | ;; "
                        "Reality star's baby name revealed | ;; 25 stars without makeup | ;; Who wore it best: the sequin jumpsuit |"
                    ),
                ),
                (
                    "Most Commented",
                    (
                        "Reality star's baby name revealed | 2,340 ;; Kayla Devereaux and Jonah Pryce split | 18 ;; "
                        "Who wore it best: the sequin jumpsuit | 611 ;; Talent show judge quits mid-season | 1,077"
                    ),
                ),
            ],
        )
        + playlist(
            "sw",
            "StarWire Video",
            [
                ("Kayla's most memorable performances", "3:21"),
                ("Jonah talks his new movie (2012 interview)", "2:45"),
                ("Red carpet: the best dressed of the week", "4:10"),
                ("Celebrity pets who live better than us", "1:58"),
            ],
        )
        + poll(
            "sw",
            "Are you surprised by the split?",
            [("Yes, they seemed so happy!", "24%"), ("Not at all", "61%"), ("Who are they?", "15%")],
            "18,422 votes",
        )
        + newsletter(
            "sw",
            "Get StarWire in your inbox",
            "The hottest celebrity news, photos and videos every day.",
            "Sign me up!",
        )
    )
    body = f"""<div class="sw-top"><a class="sw-logo" href="/">StarWire</a> <span class="sw-social"><a href="https://www.facebook.com/starwire">Like us (1.4M)</a> · <a href="https://twitter.com/starwire">Follow @StarWire</a></span></div>
{menu}
<div class="sw-trending"><strong>TRENDING:</strong> <a href="/tag/kayla-devereaux/">Kayla Devereaux</a><a href="/tag/oscars/">Oscars</a><a href="/tag/royal-baby/">Royal Baby</a><a href="/tag/spring-break/">Spring Break</a></div>
<div class="sw-wrap"><div class="sw-main">
<p class="sw-cat"><a href="/news/splits/">Splits</a></p>
<h1>Kayla Devereaux and Jonah Pryce Split After Two Years Together</h1>
<p class="sw-meta">By Brittany Lowe · Tuesday, March 19, 2013 10:02 AM EDT</p>
{shares("sw", [("Share", "4.2K"), ("Tweet", "812"), ("Pin It", "96"), ("Email", "")])}
{img("sw-lead", 650, 366, "Kayla Devereaux and Jonah Pryce")}<p class="sw-credit">Kayla Devereaux and Jonah Pryce in Los Angeles in 2012. (Reel Images/StarWire)</p>
{paras('''It's over for Kayla Devereaux and Jonah Pryce. // The singer, 26, and the actor, 31, have ended their relationship after two years, reps for the pair confirmed to StarWire on Tuesday. // "Kayla and Jonah have decided to go their separate ways. The split is amicable and they remain close friends," the joint statement said. "We ask that you respect their privacy at this time." // A source close to the couple tells StarWire the two had "grown apart" while Pryce was filming in Vancouver for most of last fall. "Their schedules just never lined up," the source said. // Devereaux, who released the single "Leaving the Light On" last month, kicks off her 32-city summer tour in San Diego on June 14. Pryce's action comedy Double Down opens June 21.''')}
{gal}
{related("sw", "More on StarWire", [("Kayla Devereaux announces summer tour dates", "Mar. 4"), ("Jonah Pryce: 'I'm a homebody at heart'", "Jan. 22"), ("Stars who split in 2013 (so far)", "2 hours ago")])}
{around_web("sw", "From around the web", [("The 20 most shocking celebrity weight transformations", "Gossip Galaxy"), ("You won't believe what these child stars look like now", "Flashback Daily"), ("Stars who married their bodyguards", "Celebrity Scoop")], "Promoted stories by Linkflow")}
<section id="sw-cmts"><h3>Comments (18)</h3>
<p class="sw-cmt-login"><a href="/login">Log in</a> with your StarWire, Facebook or Twitter account to join in. Keep it clean and on topic.</p>
{items}
<p class="sw-cmt-more"><a href="/login">Log in to add yours</a></p></section>
</div><div class="sw-side">{side}</div></div>
{footer_cols("sw", {"StarWire": ["About us", "Contact", "Advertise", "Jobs"], "Sections": ["News", "Photos", "Style", "TV", "Movies", "Music"], "Follow us": ["Facebook", "Twitter", "Pinterest", "iPhone app"], "Legal": ["Privacy policy", "Terms of use", "Ad choices"]}, "© 2013 StarWire Media Inc. All rights reserved.")}"""
    return make(
        "eb-en-starwire-split",
        "discussion",
        page(
            "Kayla Devereaux and Jonah Pryce Split After Two Years Together",
            "StarWire",
            SW_CSS,
            body,
            published="2013-03-19T14:02:00Z",
            author="Brittany Lowe",
            section="Splits",
            url="/news/splits/kayla-devereaux-jonah-pryce-split-2013-03-19/",
            doctype="html5",
        ),
        cs,
        path="/news/splits/kayla-devereaux-jonah-pryce-split-2013-03-19/",
        container="section#sw-cmts > article.sw-c (flat)",
        heading="Comments (18)",
        description="A celebrity site's news story of March 2013 (a pink header, a black menu with drop-downs, a trending bar, share counts, a photo gallery with credits, most popular / most commented tabs with counts, a video playlist, a poll with results, a newsletter box, 'From around the web'): 'Comments (18)', a flat list of 18 short entries in HTML5 article elements with relative times ('6 hours ago', time datetime), like counts and 'Report abuse'.",
    )


# --------------------------------------------------------------------------- a car review site, 2013 (two deep)

TT_CSS = """body{margin:0;font:14px/1.5 Verdana,Geneva,sans-serif;color:#2a2a2a;background:#ececec}
.tt-header{background:#0a2240;padding:12px 24px;overflow:hidden}.tt-header .tt-logo{color:#fff;font:bold 30px Georgia;text-decoration:none}.tt-header .tt-logo b{color:#ffb400}
.tt-menu{list-style:none;margin:0;padding:0 24px;background:#13335e;overflow:hidden}.tt-top{float:left;position:relative}.tt-top>a{display:block;color:#fff;padding:9px 12px;font-size:12px;font-weight:bold;text-decoration:none}.tt-drop{display:none}
.tt-container{width:990px;margin:12px auto;background:#fff;overflow:hidden;padding:16px}.tt-left{float:left;width:650px}.tt-right{float:right;width:300px}
h1{font:bold 28px/1.2 Georgia;margin:6px 0}.tt-rating{font-size:22px;color:#ffb400}.tt-byline{font-size:11px;color:#777}
.tt-share{list-style:none;padding:0;overflow:hidden}.tt-share li{float:left;margin-right:8px;font-size:11px}.tt-cnt{background:#eee;padding:0 4px}
.tt-specs{width:100%;border-collapse:collapse;font-size:12px}.tt-specs td{border:1px solid #ddd;padding:4px}
.tt-rivals{overflow:hidden}.tt-rival{float:left;width:200px;margin-right:10px;font-size:12px}
.post-comments{border-top:3px solid #0a2240;margin-top:24px}.tt-c{padding:10px 0;border-bottom:1px solid #e3e3e3}
.tt-c-replies{margin-left:36px;border-left:3px solid #dde5ef;padding-left:10px}.tt-c-head{font-size:12px}.tt-c-name{font-weight:bold;color:#13335e}
.tt-c-staff{background:#ffb400;color:#0a2240;font-size:10px;font-weight:bold;padding:0 4px}.tt-c-date{color:#999;font-size:11px}.tt-c-tools{font-size:11px;color:#888}
.tt-popular ol{padding-left:20px}.tt-tabs{list-style:none;padding:0;overflow:hidden}.tt-tab{float:left;margin-right:8px;font-weight:bold}.tt-n{color:#c00}
.tt-footer{background:#0a2240;color:#9ab;overflow:hidden;padding:20px;font-size:11px}.tt-fcol{float:left;width:230px}.tt-footer a{color:#dde}"""


def tt_strada() -> Case:
    cs = talk("""
V6_forever @ Feb 12, 2013 · 9:31 AM ~ 2013-02-12T14:31:00Z :: 0-60 in 6.8 seconds is slower than the outgoing V6. Downsizing to a turbo four and calling it progress is a stretch.
>Greg Salazar @ Feb 12, 2013 · 11:05 AM ~ 2013-02-12T16:05:00Z :: It's slower in a straight line, but the 2.0T makes its peak torque 2,000 rpm lower. In the passing test (50 to 70 mph) it was actually quicker than the old V6: 4.9 seconds against 5.2.
>>V6_forever @ Feb 12, 2013 · 11:40 AM ~ 2013-02-12T16:40:00Z :: Fair enough, I didn't know that. I still miss the sound.
Danielle Cho @ Feb 12, 2013 · 10:12 AM ~ 2013-02-12T15:12:00Z :: We test drove one last weekend. The back seat is noticeably tighter than the other midsize sedans, and our rear-facing car seat barely fit behind my husband.
>mpg_mike @ Feb 12, 2013 · 12:26 PM ~ 2013-02-12T17:26:00Z :: Same experience here. We ended up with the wagon for exactly that reason.
Ray Fontaine @ Feb 12, 2013 · 1:48 PM ~ 2013-02-12T18:48:00Z :: The sticker says 31 highway. I'm getting 27 in mixed driving after 4,000 miles. Not bad, not great.
>Greg Salazar @ Feb 12, 2013 · 3:10 PM ~ 2013-02-12T20:10:00Z :: Thanks, Ray. That's very close to what we saw: 26.8 mpg over 1,100 miles of mixed testing.
Kurt Lehmann @ Feb 12, 2013 · 4:22 PM ~ 2013-02-12T21:22:00Z :: The touchscreen lag in the 2012 was awful. Did they fix it, or is there still a one-second delay on every press?
>J. Whitaker @ Feb 12, 2013 · 6:03 PM ~ 2013-02-12T23:03:00Z :: The 2013 got a software update and the dealer did mine for free. Much better, but still not instant.
Aaron Blakely @ Feb 13, 2013 · 8:15 AM ~ 2013-02-13T13:15:00Z :: $31,900 as tested is a lot of money for a car without blind-spot monitoring, even as an option.
Sophie Marchetti @ Feb 13, 2013 · 10:47 AM ~ 2013-02-13T15:47:00Z :: The red in the photos is gorgeous. Is that only available on the Sport trim?
""")
    k = kids(cs)
    helpful = [(7, 12), (31, 1), (9, 0), (18, 2), (4, 0), (11, 1), (6, 0), (15, 0), (8, 1), (13, 5), (2, 0)]

    def c_html(i: int) -> str:
        c = cs[i]
        staff = ' <span class="tt-c-staff">STAFF</span>' if c.who == "Greg Salazar" else ""
        sub = ""
        if i in k:
            sub = '<div class="tt-c-replies">' + "".join(c_html(j) for j in k[i]) + "</div>"
        yes, no = helpful[i]
        return (
            f'<div class="tt-c" id="tt-c-{3301 + i}"><div class="tt-c-head"><span class="tt-c-name">{esc(c.who)}</span>{staff} '
            f'<span class="tt-c-date">{esc(c.at)}</span></div><div class="tt-c-body">{paras(c.body)}</div>'
            f'<div class="tt-c-tools">Helpful? <a href="#">Yes</a> ({yes}) <a href="#">No</a> ({no}) · <a href="#">Reply</a> · '
            f'<a href="/flag/{3301 + i}">Report abuse</a></div>{sub}</div>'
        )

    thread = "".join(c_html(i) for i in k[None])
    menu = megamenu(
        "tt",
        {
            "New Cars": ["Reviews", "Prices", "Compare", "Best buys 2013"],
            "Used Cars": ["Listings", "Values", "Certified"],
            "Reviews": ["Sedans", "SUVs", "Trucks", "Wagons", "Sports cars", "Hybrids"],
            "News": ["Auto shows", "Recalls", "Spy shots"],
            "Tips & Advice": ["Buying", "Financing", "Maintenance"],
            "Video": [],
        },
    )
    specs = "".join(
        f"<tr><td>{esc(a)}</td><td>{esc(b)}</td></tr>"
        for a, b in [
            ("Price as tested", "$31,900"),
            ("Engine", "2.0-liter turbocharged I-4, 254 hp, 273 lb-ft"),
            ("Transmission", "6-speed automatic"),
            ("EPA fuel economy", "22 city / 31 highway mpg"),
            ("0-60 mph (our test)", "6.8 seconds"),
            ("Cargo volume", "15.4 cubic feet"),
        ]
    )
    rivals = "".join(
        f'<div class="tt-rival">{img(f"tt-r{i}", 200, 112, name)}<a href="/reviews/{slug(name)}/">{esc(name)}</a><br />{esc(price)} · <span class="tt-rating">{esc(stars)}</span></div>'
        for i, (name, price, stars) in enumerate(
            [
                ("2013 Varga Cinque", "From $22,995", "★★★★☆"),
                ("2013 Northam Elise", "From $23,450", "★★★★☆"),
                ("2013 Takeda Aoi", "From $21,790", "★★★☆☆"),
            ]
        )
    )
    gal = gallery(
        "tt",
        "Photos: 2013 Halden Strada 2.0T Sport",
        [
            ("The Sport trim adds 18-inch wheels and a rear spoiler.", "Photo: Erik Lund / Torque & Trim"),
            ("The dashboard's 8-inch touchscreen.", "Photo: Erik Lund / Torque & Trim"),
            ("Rear seat room is tighter than rivals'.", "Photo: Erik Lund / Torque & Trim"),
            ("The 2.0-liter turbo four.", "Photo: Halden Motors"),
        ],
    )
    side = (
        '<div class="tt-quote"><h4>Get a free price quote</h4><form action="/quote" method="post"><select name="make"><option>Halden</option></select>'
        '<select name="model"><option>Strada</option></select><input type="text" name="zip" value="" placeholder="ZIP code" /><input type="submit" value="Get quotes" /></form>'
        "<p><small>Provided by DealerLink. Local dealers will contact you.</small></p></div>"
        '<div class="tt-owner"><h4>Owner rating</h4><p><span class="tt-rating">★★★★☆</span> 4.1 out of 5 <a href="/reviews/halden/strada/2013/owners/">(36 owner reviews)</a></p></div>'
        + popular(
            "tt",
            [
                (
                    "Most popular",
                    (
                        "2013 Halden Strada 2.0T review | ;; Spy shots: next Varga Cinque | ;; Best new cars under $20,000 | ;; "
                        "Recall: 140,000 pickups for brake lines | ;; How to negotiate your lease |"
                    ),
                ),
                (
                    "Most discussed",
                    (
                        "Is the manual transmission dead? | 1,904 ;; 2013 Halden Strada 2.0T review | 11 ;; "
                        "Best new cars under $20,000 | 388 ;; Why diesels never caught on here | 702"
                    ),
                ),
            ],
        )
        + playlist(
            "tt",
            "Test drive videos",
            [
                ("2013 Halden Strada 2.0T: first drive", "6:44"),
                ("Midsize sedan comparison: five cars, one winner", "11:20"),
                ("How we test fuel economy", "3:05"),
            ],
        )
        + newsletter("tt", "Torque & Trim newsletter", "New reviews, recalls and deals, twice a week.")
        + sponsored(
            "tt",
            "Sponsored links",
            [
                ("Lowest auto insurance rates by ZIP", "insurequote-example.com"),
                ("2013 sedans: see invoice prices", "carprice-example.com"),
            ],
        )
    )
    body = f"""<div class="tt-header"><a class="tt-logo" href="/">Torque <b>&amp;</b> Trim</a> <span class="tt-search"><form action="/search"><input type="text" name="q" value="" placeholder="Search reviews" /></form></span></div>
{menu}
<div class="tt-container"><div class="tt-left">
<p class="tt-crumbs"><a href="/reviews/">Reviews</a> &gt; <a href="/reviews/sedans/">Sedans</a> &gt; Halden</p>
<h1>2013 Halden Strada 2.0T Sport review</h1>
<p><span class="tt-rating">★★★★☆</span> <strong>Our rating: 8.1/10</strong></p>
<p class="tt-byline">By Greg Salazar · Photos by Erik Lund · February 11, 2013</p>
{shares("tt", [("Like", "622"), ("Tweet", "140"), ("Pin", "31"), ("Email", "")])}
{img("tt-lead", 650, 366, "2013 Halden Strada 2.0T Sport")}
{paras('''Halden's midsize sedan loses its optional V6 for 2013. In its place is a 2.0-liter turbocharged four-cylinder with 254 horsepower, six fewer than before, and a promise of better fuel economy. // On paper that's a step back. On the road, the turbo four pulls hard from low revs, and the six-speed automatic is quick to kick down. Around town the Strada feels livelier than the old V6 ever did. // The chassis remains the Strada's best feature. The Sport trim's firmer springs and 18-inch wheels give it composed, flat cornering without ruining the ride on broken pavement. // The cabin is handsome but the back seat is tight for a midsize car, and the touchscreen, though improved by a software update, still lags. // At $31,900 as tested, the Strada Sport is priced against well-equipped rivals that offer more safety technology.''')}
<table class="tt-specs"><caption>Specifications</caption>{specs}</table>
<h3>The verdict</h3><p><strong>Likes:</strong> strong midrange, sharp handling, good looks. <strong>Dislikes:</strong> tight rear seat, laggy touchscreen, no blind-spot monitor.</p>
{gal}
<div class="tt-rivalbox"><h3>Compare with rivals</h3><div class="tt-rivals">{rivals}</div></div>
{related("tt", "More reviews", [("2013 Varga Cinque long-term test: month 3", "Feb. 8, 2013"), ("2013 Northam Elise hybrid first drive", "Jan. 30, 2013"), ("Best midsize sedans of 2013", "Jan. 15, 2013")])}
<div class="post-comments" id="discuss"><h3>Comments (11)</h3><p class="tt-c-rules">Please keep it civil. <a href="/login">Log in</a> or <a href="/register">register</a> to post.</p>
{thread}</div>
{around_web("tt", "From around the web", [("Mechanics reveal the one thing you should never do to your car", "Auto Insider Daily"), ("This is the most reliable used car you can buy", "Motor Facts"), ("Drivers are switching insurers after seeing this", "Insurance Compare")], "Recommended by Linkflow")}
</div><div class="tt-right">{side}</div></div>
{footer_cols("tt", {"Torque & Trim": ["About us", "Contact", "Advertise", "Careers"], "Research": ["New cars", "Used cars", "Compare", "Prices"], "Follow": ["Facebook", "Twitter", "YouTube", "RSS"], "Legal": ["Privacy", "Terms", "Site map"]}, "© 2013 Torque & Trim Media. All rights reserved. Prices shown are manufacturer's suggested retail prices.")}"""
    return make(
        "eb-en-torque-strada",
        "discussion",
        page(
            "2013 Halden Strada 2.0T Sport review",
            "Torque & Trim",
            TT_CSS,
            body,
            published="2013-02-11T15:00:00Z",
            author="Greg Salazar",
            section="Reviews",
            url="/reviews/halden/strada/2013/",
        ),
        cs,
        path="/reviews/halden/strada/2013/",
        container="div.post-comments > div.tt-c, replies in div.tt-c-replies inside the entry",
        heading="Comments (11)",
        description="A car review site's road test of February 2013 (a mega-menu, share counts, a spec table, rivals' cards with prices and star ratings, a photo gallery with credits, a dealer price-quote form, an owner-rating summary link, most popular / most discussed tabs with counts, test drive videos, a newsletter box, sponsored links, 'From around the web'): 'Comments (11)', entries two deep in nested divs with 'Helpful? Yes (n) No (n)' counts, absolute times, 'Report abuse', the reviewer answering with a 'STAFF' badge.",
    )


def threads3_eb() -> list[Case]:
    return [bw_reshoring(), sw_breakup(), tt_strada()]
