"""Blind set eb: two discussions on big American sites of 2012: a national paper's own "Reader comments" (page 1 of 3,
recommend counts, the reporter answering) and a TV network's news site with a Facebook-like comments plugin's SEO copy
printed inside its tag. Every site, name, place and text invented for this set; each comment written by hand."""

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

# --------------------------------------------------------------------------- a national paper, 2012 (own CMS)

HERALD_CSS = """body{margin:0;background:#f3f1ec;font:14px/1.5 Georgia,'Times New Roman',serif;color:#222}
#hd-wrap{width:990px;margin:0 auto;background:#fff}.hd-ad{font:10px Arial;color:#999;text-align:center;padding:6px}
#hd-masthead{padding:12px 20px;border-bottom:1px solid #ccc;overflow:hidden}#hd-masthead .hd-logo{font:bold 40px 'Times New Roman'}
.hd-menu{margin:0;padding:0;list-style:none;background:#1d2f4e;overflow:hidden}.hd-top{float:left;position:relative}
.hd-top>a{display:block;color:#fff;padding:8px 12px;font:bold 12px Arial;text-transform:uppercase;text-decoration:none}
.hd-drop{display:none;position:absolute;background:#fff;border:1px solid #ccc;width:420px;z-index:9}.hd-top:hover .hd-drop{display:block}
#hd-content{overflow:hidden;padding:16px 20px}#hd-main{float:left;width:620px}#hd-rail{float:right;width:300px}
h1{font:bold 32px/1.15 Georgia;margin:6px 0}.hd-deck{font-size:18px;color:#444}.hd-byline{font:12px Arial;color:#666;border-top:1px solid #ddd;padding:6px 0}
.hd-share{list-style:none;padding:0;overflow:hidden}.hd-share li{float:left;margin-right:10px;font:11px Arial}.hd-cnt{background:#eee;padding:1px 4px;margin-left:3px}
.hd-inline{float:right;width:200px;margin:0 0 10px 14px;border-top:3px solid #1d2f4e;font:12px Arial}
#hd-readercomments{border-top:3px solid #1d2f4e;margin-top:24px;font:13px/1.45 Arial}
.hd-rc-list,.hd-rc-replies{list-style:none;margin:0;padding:0}.hd-rc{border-bottom:1px solid #e4e4e4;padding:10px 0;overflow:hidden}
.hd-rc-replies{margin-left:48px;border-left:2px solid #e4e4e4;padding-left:10px}.hd-rc-meta img{float:left;margin-right:8px}
.hd-rc-name{font-weight:bold;color:#1d2f4e}.hd-rc-time{color:#888;font-size:11px}.hd-rc-staff{background:#1d2f4e;color:#fff;font-size:10px;padding:1px 4px}
.hd-rc-actions{font-size:11px;color:#777}.hd-pager a{padding:2px 6px;border:1px solid #ccc}
.hd-popular ol{padding-left:20px}.hd-tabs{list-style:none;padding:0;overflow:hidden}.hd-tab{float:left;padding:4px 8px;font:bold 11px Arial}.hd-tab.on{background:#1d2f4e}.hd-tab.on a{color:#fff}
.hd-n{color:#a00;font:bold 11px Arial}.hd-slides{list-style:none;padding:0;margin:0}.hd-slide{display:none}.hd-slide:first-child{display:block}.hd-gallery{position:relative;background:#111;color:#eee;padding:8px;font:12px Arial}.hd-credit{color:#999;font-size:11px}.hd-footer{background:#1d2f4e;color:#ccd;overflow:hidden;padding:20px;font:12px Arial}.hd-fcol{float:left;width:180px}.hd-footer a{color:#fff}"""


def herald_grocers() -> Case:
    cs = talk("""
Frank Delorme @ Nov. 14, 2012 at 7:02 a.m. ~ 2012-11-14T12:02:00Z :: Every time two chains merge we're told prices will fall thanks to "efficiencies." Name one time that actually happened.
>jmarsh_77 @ Nov. 14, 2012 at 7:31 a.m. ~ 2012-11-14T12:31:00Z :: The Dunmore and Pryce merger in 2006. Milk and eggs went down in my town for about a year. Then they went right back up, so I guess you have a point.
Ellen Vasquez @ Nov. 14, 2012 at 7:48 a.m. ~ 2012-11-14T12:48:00Z :: The real story is in the ninth paragraph: 212 stores to be sold off to "an approved buyer." In rural counties that buyer will be nobody, and those stores will simply close.
>Raymond Ochs @ Nov. 14, 2012 at 8:20 a.m. ~ 2012-11-14T13:20:00Z :: Exactly what happened to us in 2009. Our closest full-size grocery is now 41 miles away and the dollar store sells milk at $4.89 a gallon.
>Tom Brierley @ Nov. 14, 2012 at 9:05 a.m. ~ 2012-11-14T14:05:00Z :: Ellen, the consent order requires every one of those stores to go to a buyer the commission approves before the merger closes, and the agency said it will publish the list of buyers in January. We'll follow up when it does.
Carl Whitbread @ Nov. 14, 2012 at 8:02 a.m. ~ 2012-11-14T13:02:00Z :: I'm a produce manager at a Kettleby store. Nobody has told us anything. We found out from this article at 6 in the morning.
>Dana Pellegrino @ Nov. 14, 2012 at 8:40 a.m. ~ 2012-11-14T13:40:00Z :: Hang in there, Carl. Same thing happened to my husband when his plant was bought out. Ask your union rep about the successor clause in your contract.
>Carl Whitbread @ Nov. 14, 2012 at 8:57 a.m. ~ 2012-11-14T13:57:00Z :: We're not union. That's part of the problem.
MidwestMom3 @ Nov. 14, 2012 at 8:15 a.m. ~ 2012-11-14T13:15:00Z :: Farrow's store brand is honestly better than half the name brands. If they put it in the Kettleby stores I'm fine with this.
Stuart Lindqvist @ Nov. 14, 2012 at 9:12 a.m. ~ 2012-11-14T14:12:00Z :: $4.1 billion, a nice payout for the shareholders of both companies, and the checkout clerks get "reviewed." Same old story.
Angela Moretti @ Nov. 14, 2012 at 9:30 a.m. ~ 2012-11-14T14:30:00Z :: Does anyone know if the Kettleby Rewards points carry over? I have about 9,000 on my card.
>ken_in_tulsa @ Nov. 14, 2012 at 9:44 a.m. ~ 2012-11-14T14:44:00Z :: The press release on their site says points transfer "at an equivalent rate" through June 30. Whatever that means.
Harold Beam @ Nov. 14, 2012 at 10:06 a.m. ~ 2012-11-14T15:06:00Z :: The vote was 3-1. I'd be interested to know why the one commissioner dissented. The story doesn't say.
Patricia Ng @ Nov. 14, 2012 at 10:21 a.m. ~ 2012-11-14T15:21:00Z :: Competition in groceries isn't just other supermarket chains anymore. The warehouse clubs and the big discounters sell more food than either of these companies. // That's probably why it was approved.
>Frank Delorme @ Nov. 14, 2012 at 10:39 a.m. ~ 2012-11-14T15:39:00Z :: Patricia, not in my county. The nearest warehouse club is 60 miles away.
""")
    k = kids(cs)
    recs = [23, 9, 41, 17, 30, 56, 12, 8, 6, 19, 2, 4, 11, 27, 14]

    def entry(i: int) -> str:
        c = cs[i]
        staff = ' <span class="hd-rc-staff">Herald staff</span>' if c.who == "Tom Brierley" else ""
        sub = ""
        if i in k:
            sub = '<ul class="hd-rc-replies">' + "".join(entry(j) for j in k[i]) + "</ul>"
        cls = "hd-rc hd-rc-reply" if c.parent is not None else "hd-rc"
        rid = 88213 + i * 3
        return (
            f'<li class="{cls}" id="rc-{rid}"><div class="hd-rc-meta">{img(c.who, 40, 40, "")}'
            f'<a class="hd-rc-name" href="/community/profile/{slug(c.who)}">{esc(c.who)}</a>{staff}<br />'
            f'<span class="hd-rc-time">{esc(c.at)}</span></div>'
            f'<div class="hd-rc-text">{paras(c.body)}</div>'
            f'<div class="hd-rc-actions"><a href="/community/recommend?id={rid}">Recommend</a> '
            f'<span class="hd-rc-rec">({recs[i]})</span> | <a href="#reply-{rid}">Reply</a> | '
            f'<a class="hd-rc-report" href="/community/report?id={rid}">Report abuse</a></div>{sub}</li>'
        )

    listing = '<ul class="hd-rc-list">' + "".join(entry(i) for i in k[None]) + "</ul>"
    menu = megamenu(
        "hd",
        {
            "Home": [],
            "U.S.": ["Politics", "Education", "Immigration", "Courts"],
            "World": ["Europe", "Asia", "Middle East", "Americas", "Africa"],
            "Business": ["Markets", "Retail", "Economy", "Personal Finance", "Small Business"],
            "Technology": ["Gadgets", "Internet", "Science"],
            "Sports": ["NFL", "College Football", "NBA", "NHL"],
            "Opinion": ["Editorials", "Columnists", "Letters", "Cartoons"],
            "Arts & Living": ["Food", "Travel", "Books", "Movies"],
            "Real Estate": [],
            "Jobs": [],
        },
    )
    rail = (
        '<div class="hd-ad"><div id="div-gpt-ad-right1" style="width:300px;height:250px;background:#eee"></div>Advertisement</div>'
        + popular(
            "hd",
            [
                (
                    "Most read",
                    (
                        "Regulators clear $4.1 billion grocery merger | ;; Jobless claims fall to lowest level since March | ;; "
                        "Storm-damaged boardwalk towns weigh rebuilding | ;; Retirement accounts: the mistakes people make at 50 | ;; "
                        "Senate leaders trade offers as fiscal deadline nears |"
                    ),
                ),
                (
                    "Most e-mailed",
                    (
                        "Retirement accounts: the mistakes people make at 50 | ;; The new rules of holiday tipping | ;; "
                        "Why your flu shot matters more this year | ;; Ten cheap weekend trips by train | ;; "
                        "Regulators clear $4.1 billion grocery merger |"
                    ),
                ),
                (
                    "Most commented",
                    (
                        "Senate leaders trade offers as fiscal deadline nears | 1,288 ;; Regulators clear $4.1 billion grocery merger | 41 ;; "
                        "Editorial: The state should not sell its parks | 376 ;; Gun shop owners report record November | 214 ;; "
                        "Columnist: In defense of the fruitcake | 97"
                    ),
                ),
            ],
            heading="The Herald's most popular",
        )
        + playlist(
            "hd",
            "Video",
            [
                ("What the grocery merger means for your bill", "2:14"),
                ("Inside the last family-owned market on Main Street", "4:02"),
                ("Markets close lower as budget talks drag on", "1:37"),
                ("How to read a unit price tag", "1:05"),
            ],
        )
        + newsletter(
            "hd",
            "Get the Herald's Business Daily",
            "The day's business news and market numbers, every weekday morning.",
        )
        + poll(
            "hd",
            "Where do you buy most of your groceries?",
            [
                ("A supermarket chain", "58%"),
                ("A warehouse club", "17%"),
                ("A discount store", "19%"),
                ("A local market", "6%"),
            ],
            "2,317 votes · This is not a scientific poll",
        )
        + sponsored(
            "hd",
            "Sponsored links",
            [
                ("Refinance at 3.1% APR - see today's rates", "lendquote-example.com"),
                ("Shoppers are switching to this grocery delivery service", "cartfresh-example.com"),
                ("Earn 1.05% on your savings, no fees", "bankwise-example.com"),
            ],
        )
    )
    gal = gallery(
        "hd",
        "Photos: Two chains, one checkout",
        [
            (
                "A Farrow's store in Bellmont, one of 212 locations to be sold under the agreement.",
                "Lauren Yee / Herald staff",
            ),
            ("Kettleby's headquarters in Carlow Heights on Tuesday.", "Associated Wire"),
            ("Shoppers at a Kettleby market in Dunning on Wednesday morning.", "Marcus Oduya / Herald staff"),
            ("Farrow's chief executive Dale Whitaker at a 2011 investor meeting.", "Herald file photo"),
        ],
    )
    paragraphs = [
        "Federal regulators on Tuesday approved the $4.1 billion merger of Farrow's Markets and Kettleby Foods, clearing the way for the country's third-largest supermarket operator, but only after the two chains agreed to sell 212 stores in markets where they compete head to head.",
        "The Federal Trade Commission voted 3 to 1 to accept a consent order that requires the divestitures before the deal closes, expected early next year. The combined company will run about 1,900 stores in 27 states and employ some 140,000 people.",
        'Farrow\'s chief executive, Dale Whitaker, said in a statement that the merger would allow the company to "pass real savings on to shoppers" through combined purchasing and distribution.',
        'Consumer groups were less enthusiastic. "When a town goes from two supermarkets to one, the savings tend to stay with the company," said Irene Castaldo of the Grocery Shoppers Alliance.',
        "The stores to be sold are concentrated in the Midwest and the Plains, where both chains have grown by buying smaller regional grocers over the past decade.",
        'Kettleby\'s 38,000 employees were told in a memo on Tuesday evening that store operations would continue unchanged "for the foreseeable future." Neither company has said whether jobs at its two headquarters will be cut.',
        "Analysts said the deal reflects pressure from warehouse clubs and discount chains, which have steadily taken a larger share of food spending since the recession.",
        "Shares of Farrow's rose 4 percent on Wednesday morning; Kettleby's, which will cease trading when the deal closes, were up 2 percent.",
        "The commission said it would publish the names of the approved buyers for the 212 stores once they are chosen.",
    ]
    story = "".join(f"<p>{esc(x)}</p>" for x in paragraphs[:4])
    story += related(
        "hd",
        "Related",
        [
            ("Kettleby to buy Prairie Pantry chain", "Aug. 3, 2011"),
            ("Farrow's profit beats forecasts", "Sept. 18, 2012"),
        ],
    ).replace('class="hd-related"', 'class="hd-related hd-inline"')
    story += "".join(f"<p>{esc(x)}</p>" for x in paragraphs[4:])
    body = f"""<div id="hd-wrap">
<div class="hd-ad" id="hd-leaderboard"><div id="div-gpt-ad-top" style="width:728px;height:90px;margin:0 auto;background:#eee"></div>Advertisement</div>
<div id="hd-masthead"><a class="hd-logo" href="/">The Continental Herald</a>
<div class="hd-util"><span>Thursday, November 15, 2012</span> | <a href="/weather/">Weather 44&deg;</a> | <a href="/account/signin">Sign in</a> | <a href="/subscribe/">Subscribe</a> | <a href="/todays-paper/">Today's Paper</a>
<form action="/search/" method="get"><input type="text" name="q" value="" /><input type="submit" value="Search" /></form></div></div>
{menu}
<div id="hd-content"><div id="hd-main">
<div class="hd-crumbs"><a href="/business/">Business</a> &rsaquo; <a href="/business/retail/">Retail</a></div>
<h1>Regulators clear $4.1 billion merger of Farrow's and Kettleby grocery chains</h1>
<p class="hd-deck">The deal creates the third-largest supermarket operator; 212 stores must be sold before it closes.</p>
<div class="hd-byline">By <a href="/staff/tom-brierley/">Tom Brierley</a>, Herald Staff Writer<br />Published: November 14, 2012 6:00 a.m. | Updated: November 14, 2012 11:32 a.m.</div>
{shares("hd", [("Facebook", "1,204"), ("Twitter", "388"), ("LinkedIn", "96"), ("E-mail", ""), ("Print", ""), ("Comments", "41")])}
<div class="hd-story">{img("hd-lead", 620, 349, "A Farrow's store")}<p class="hd-caption">A Farrow's store in Bellmont. The company will sell 212 stores under the agreement. (Lauren Yee / Herald staff)</p>
{story}</div>
{gal}
{related("hd", "More business news", [("Jobless claims fall to lowest level since March", "12:41 p.m."), ("Holiday sales forecast raised by retail group", "10:05 a.m."), ("Airline fees: who charges what this season", "Nov. 13"), ("Auto sales on pace for best year since 2007", "Nov. 13")])}
<div id="hd-readercomments"><h2>Reader comments (41)</h2>
<div class="hd-rc-tools">Showing 1-15 of 41 | Sort by: <strong>Oldest first</strong> | <a href="?rcsort=newest">Newest first</a> | <a href="?rcsort=recommended">Most recommended</a></div>
<p class="hd-rc-signin"><a href="/account/signin">Sign in</a> or <a href="/account/register">register</a> to join the conversation. Comments are reviewed under our <a href="/community/guidelines">community guidelines</a>.</p>
{listing}
<div class="hd-pager"><span>&laquo; Previous</span> <strong>1</strong> <a href="?rcpage=2">2</a> <a href="?rcpage=3">3</a> <a href="?rcpage=2">Next &raquo;</a></div></div>
{around_web("hd", "From around the web", [("Seven foods you should never buy at the supermarket", "Thrift Daily"), ("The surprising reason milk is always at the back of the store", "Shelf Life Weekly"), ("Retirees in these states pay the least tax", "Money Compass"), ("This 1960s kitchen gadget sells for $2,000 today", "Collectors Gazette")], "Recommended by Linkflow")}
</div><div id="hd-rail">{rail}</div></div>
{footer_cols("hd", {"News": ["U.S.", "World", "Business", "Technology", "Sports"], "Opinion": ["Editorials", "Columnists", "Letters"], "Services": ["Subscribe", "Today's Paper", "Mobile apps", "E-mail newsletters", "RSS"], "Company": ["About us", "Contact us", "Advertise", "Careers", "Privacy policy", "Terms of service"]}, "© 2012 The Continental Herald Company. All rights reserved.")}
</div>"""
    return make(
        "eb-en-herald-grocers",
        "discussion",
        page(
            "Regulators clear $4.1 billion merger of Farrow's and Kettleby grocery chains",
            "The Continental Herald",
            HERALD_CSS,
            body,
            published="2012-11-14T11:00:00Z",
            author="Tom Brierley",
            section="Business",
            url="/business/retail/farrows-kettleby-merger-approved-20121114.html",
        ),
        cs,
        path="/business/retail/farrows-kettleby-merger-approved-20121114.html",
        container="div#hd-readercomments > ul.hd-rc-list > li.hd-rc, replies in ul.hd-rc-replies inside the li",
        heading="Reader comments (41)",
        description="A national paper's business story of November 2012 (a 990px fixed layout with a mega-menu, share counts, a gallery with credits, most read / most e-mailed / most commented tabs with counts, a video playlist, a newsletter box, a poll, sponsored links, 'From around the web'): its own CMS's 'Reader comments (41)', page 1 of 3 ('Showing 1-15 of 41'), 15 comments with recommend counts, 'Report abuse', replies one deep in a nested list, the reporter answering with a 'Herald staff' badge.",
    )


# --------------------------------------------------------------------------- a TV network's news site, 2012 (Facebook-like plugin SEO copy)

MBN_CSS = """body{margin:0;font:13px/1.45 Arial,Helvetica,sans-serif;color:#333;background:#e9ecef}
#mbn_page{width:1000px;margin:0 auto;background:#fff}#mbn_header{background:#a3141a;height:64px;position:relative}
#mbn_header .mbn_logo{color:#fff;font:bold 34px Arial;position:absolute;left:20px;top:12px;text-decoration:none}
.mbn-menu{margin:0;padding:0 10px;list-style:none;background:#222;height:32px}.mbn-top{float:left;position:relative}
.mbn-top>a{color:#fff;display:block;padding:8px 10px;font-weight:bold;text-decoration:none}.mbn-drop{display:none}
.mbn_breaking{background:#ffcc00;padding:6px 20px;font-weight:bold}.mbn_cols{overflow:hidden;padding:16px 20px}
#mbn_story{float:left;width:640px}#mbn_right{float:right;width:300px}h1{font:bold 28px/1.15 Arial;margin:4px 0 8px}
.mbn_meta{color:#777;font-size:11px}.mbn-share{list-style:none;padding:0;overflow:hidden}.mbn-share li{float:left;margin-right:8px;background:#f2f2f2;padding:2px 6px}
.mbn_body p{font-size:14px;line-height:1.6}fb\\:comments{display:block}.fbseo_list{list-style:none;margin:0;padding:0}
.fbseo_item{padding:8px 0 8px 58px;border-top:1px solid #e9e9e9;position:relative}.fbseo_item img{position:absolute;left:0;top:8px}
.fbseo_name{font-weight:bold;color:#3b5998}.fbseo_by{color:#999;font-size:11px}.fbseo_meta{font-size:11px;color:#999}
.fbseo_replies{list-style:none;margin:6px 0 0;padding:0}.fbseo_replies .fbseo_item{padding-left:44px}
.mbn-video h3,.mbn-popular h3,.mbn-related h3{background:#222;color:#fff;font-size:13px;padding:5px 8px;margin:10px 0 4px}
.mbn-n{color:#a3141a;font-weight:bold}.mbn-slides{list-style:none;padding:0;margin:0}.mbn-slide{display:none}.mbn-slide:first-child{display:block}.mbn-credit{color:#999;font-size:10px}.mbn-footer{background:#222;color:#aaa;overflow:hidden;padding:20px}.mbn-fcol{float:left;width:230px}.mbn-footer a{color:#ddd}"""


def mbn_icestorm() -> Case:
    cs = talk("""
Brenda Kowalski @ December 27, 2012 at 6:14pm ~ 2012-12-27T23:14:00Z :: Day four with no heat in Harlow Township. Three kids and a wood stove we are feeding around the clock. The utility's outage map has said "assessing" since Sunday.
>Mike Tanaka @ December 27, 2012 at 6:31pm ~ 2012-12-27T23:31:00Z :: Brenda, the Harlow Township fire hall is open as a warming center. They have cots and hot food. Stay safe.
>Brenda Kowalski @ December 27, 2012 at 6:50pm ~ 2012-12-27T23:50:00Z :: Thank you Mike, we might go tonight. The kids think it's camping but it's getting old.
Dwayne Ellery @ December 27, 2012 at 7:02pm ~ 2012-12-28T00:02:00Z :: To everybody yelling at the crews: we're working 16-hour shifts and there are trees on the lines in every direction. We want your lights on as much as you do.
>Sharon Whitlock @ December 27, 2012 at 7:20pm ~ 2012-12-28T00:20:00Z :: Thank you to you and your crew, Dwayne. We saw a truck from Ohio on our road yesterday. People came a long way to help.
Gary Pruett @ December 27, 2012 at 7:26pm ~ 2012-12-28T00:26:00Z :: Why are these lines still above ground in 2012? Every single winter we go through this.
>Lisa Montague-Reyes @ December 27, 2012 at 7:41pm ~ 2012-12-28T00:41:00Z :: Burying them costs something like a million dollars a mile. Who do you think would pay for that, Gary? We would, on our bills.
Carmen Ruiz @ December 27, 2012 at 8:05pm ~ 2012-12-28T01:05:00Z :: Generator safety: NEVER run it in the garage, even with the door open. Two people in our county went to the ER with carbon monoxide poisoning last night.
Todd Bjornsen @ December 27, 2012 at 8:47pm ~ 2012-12-28T01:47:00Z :: Power came back on Elm Ridge Road at 3:40 this afternoon. Hang in there everyone, they are getting to it.
""")
    k = kids(cs)
    likes = [38, 12, 9, 214, 31, 17, 26, 88, 22]
    profile = {
        "Dwayne Ellery": "Top Commenter · Lineman at Tri-County Electric Cooperative",
        "Carmen Ruiz": "Works at Bellwood County Health Department",
        "Gary Pruett": "Top Commenter",
        "Lisa Montague-Reyes": "Westfield State University",
        "Mike Tanaka": "Harlow Township, Ohio",
    }

    def item(i: int) -> str:
        c = cs[i]
        by = f'<span class="fbseo_by"> · {esc(profile[c.who])}</span>' if c.who in profile else ""
        sub = ""
        if i in k:
            sub = '<ul class="fbseo_replies">' + "".join(item(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="fbseo_item">{img(c.who, 48 if c.parent is None else 32, 48 if c.parent is None else 32, "")}'
            f'<a class="fbseo_name" href="https://www.facebook.com/{slug(c.who).replace("-", ".")}">{esc(c.who)}</a>{by}'
            f'<div class="fbseo_msg">{paras(c.body, "p")}</div>'
            f'<div class="fbseo_meta">Reply · Like · <span class="fbseo_likes">{likes[i]}</span> · '
            f'<abbr title="{c.iso}">{esc(c.at)}</abbr></div>{sub}</li>'
        )

    seo = '<ul class="fbseo_list">' + "".join(item(i) for i in k[None]) + "</ul>"
    menu = megamenu(
        "mbn",
        {
            "News": ["U.S.", "World", "Politics", "Crime", "Health"],
            "Weather": ["Forecast", "Radar", "Storm Center", "Closings"],
            "Money": ["Markets", "Jobs", "Real Estate"],
            "Entertainment": ["TV", "Movies", "Music", "Celebrity"],
            "Sports": [],
            "Video": [],
            "Shows": ["MBN Tonight", "The Morning Desk", "Sunday Panel"],
            "Local": ["Columbus", "Cleveland", "Toledo", "Dayton"],
        },
    )
    gal = gallery(
        "mbn",
        "PHOTOS: Ice storm across the state",
        [
            ("Ice-coated branches bring down a line on Route 9 near Harlow.", "Photo: Jen Alvarado / MBN"),
            (
                "Crews from Kentucky and Ohio stage at the fairgrounds in Bellwood.",
                "Photo: Tri-County Electric",
            ),
            ("A viewer's photo of icicles on a mailbox in Greer.", "Photo: MBN viewer Patti Lorenz"),
            ("Warming center at the Harlow Township fire hall.", "Photo: Jen Alvarado / MBN"),
            ("Traffic backs up behind a downed tree on Interstate 71.", "Photo: State Highway Patrol"),
        ],
    )
    right = (
        '<div class="mbn_ad"><div style="width:300px;height:250px;background:#ddd"></div><small>ADVERTISEMENT</small></div>'
        + playlist(
            "mbn",
            "MBN Video",
            [
                ("Ice storm: crews work through the night", "1:58"),
                ("How to stay warm safely without power", "2:31"),
                ("Timelapse: freezing rain coats Bellwood", "0:47"),
                ("Utility CEO: 'We will not stop until every home is on'", "3:12"),
                ("Your forecast: more cold, then a thaw", "2:05"),
            ],
        )
        + popular(
            "mbn",
            [
                (
                    "Most Popular",
                    (
                        "80,000 still without power after ice storm | ;; School closings for Friday | ;; "
                        "Man charged after ice-road crash kills two | ;; Weekend forecast: thaw on the way | ;; "
                        "Holiday returns: what stores allow this year |"
                    ),
                ),
                (
                    "Most Shared",
                    (
                        "How to stay warm safely without power | 4.1K ;; Photos: ice storm across the state | 2.6K ;; "
                        "School closings for Friday | 1.9K ;; Dog rescued from frozen pond | 1.2K ;; "
                        "80,000 still without power after ice storm | 988"
                    ),
                ),
            ],
        )
        + related(
            "mbn",
            "More from MBN News",
            [
                ("School closings for Friday, Dec. 28", "9:12 PM ET"),
                ("Where to find a warming center near you", "5:40 PM ET"),
                ("Storm Center: Live radar", "Updated 8:55 PM ET"),
                ("Utility customers can claim spoiled food credits", "Dec. 26"),
            ],
        )
    )
    body = f"""<div id="mbn_page">
<div id="mbn_header"><a class="mbn_logo" href="/">MBN News</a><div class="mbn_watch"><a href="/live/">Watch MBN Live</a> · <a href="/weather/">31&deg;F Columbus</a></div></div>
{menu}
<div class="mbn_breaking">BREAKING: Governor declares emergency in 14 counties · <a href="/weather/storm-center/">Storm Center</a></div>
<div class="mbn_cols"><div id="mbn_story">
<p class="mbn_section"><a href="/news/">News</a> / <a href="/weather/">Weather</a></p>
<h1>Utility says 80,000 still without power as ice storm cleanup drags into fourth day</h1>
<p class="mbn_meta">By Jen Alvarado, MBN News · Published 5:26 PM ET, Thu December 27, 2012 · Updated 9:14 PM ET</p>
{shares("mbn", [("Facebook", "3,812"), ("Tweet", "417"), ("Google +1", "58"), ("Email", "")])}
<div class="mbn_body">{img("mbn-lead", 640, 360, "Ice-covered power lines")}<p class="mbn_cap">Ice-covered lines near Harlow on Wednesday. (Jen Alvarado / MBN)</p>
{paras('''Nearly 80,000 homes and businesses across the state remained without power Thursday evening, four days after freezing rain coated trees and lines from the Indiana border to the Ohio River. // Tri-County Electric Cooperative said it had restored service to more than 210,000 customers since Sunday and expected to have "the vast majority" back on by Saturday night. About 1,400 line workers, including crews from five neighboring states, were working in the hardest-hit counties. // Gov. Ruth Kessler declared a state of emergency in 14 counties on Thursday afternoon, freeing up National Guard generators for shelters and water plants. // "We are asking people to check on their neighbors, especially the elderly," Kessler said at a news conference in Bellwood. // Health officials warned about carbon monoxide from generators and grills used indoors. At least six people have been treated for poisoning since Monday. // Warming centers are open in Harlow Township, Greer and Bellwood. Temperatures are expected to fall to 12 degrees Thursday night before a thaw on Sunday.''')}
</div>
{gal}
<div class="mbn_fb"><h3>Join the discussion on Facebook</h3>
<fb:comments href="http://www.mbnnews.com/news/weather/ice-storm-power-outages-fourth-day" num_posts="10" width="640" order_by="social">{seo}</fb:comments>
<p class="mbn_fbnote">Facebook posts are moderated under our <a href="/terms/">terms of use</a>. To report a post, use the options menu beside it.</p></div>
{around_web("mbn", "From Around the Web", [("Doctors stunned: this winter trick keeps pipes from freezing", "HomeSmart Tips"), ("The 10 snowiest cities in America", "Travel Scout"), ("What your utility won't tell you about your bill", "Energy Saver Journal")], "Sponsored Links by Linkflow")}
</div><div id="mbn_right">{right}</div></div>
{footer_cols("mbn", {"MBN News": ["Home", "U.S.", "World", "Politics", "Weather"], "Watch": ["MBN Live", "Video", "Shows", "Schedule"], "Connect": ["Facebook", "Twitter", "Mobile apps", "Newsletters", "RSS"], "About": ["Contact", "Careers", "Advertise", "Privacy policy", "Terms of use", "Closed captioning"]}, "© 2012 Meridian Broadcasting Network, Inc. All Rights Reserved.")}
</div>
<div id="fb-root"></div>
<script type="text/javascript">window.fbAsyncInit = function () {{ }};</script>"""
    return make(
        "eb-en-mbn-icestorm",
        "discussion",
        page(
            "Utility says 80,000 still without power as ice storm cleanup drags into fourth day",
            "MBN News",
            MBN_CSS,
            body,
            published="2012-12-27T22:26:00Z",
            author="Jen Alvarado",
            section="Weather",
            url="/news/weather/ice-storm-power-outages-fourth-day",
            title_sep=" - ",
        ),
        cs,
        path="/news/weather/ice-storm-power-outages-fourth-day",
        container="fb:comments > ul.fbseo_list > li.fbseo_item, replies in ul.fbseo_replies inside the li",
        heading="Join the discussion on Facebook",
        description="A TV network's news site of December 2012 (a red header, a black mega-menu, a breaking-news bar, share counts, a photo gallery with credits, a video playlist, most popular / most shared tabs, 'From Around the Web', a dark footer): a Facebook-like comments plugin's tag holding its SEO copy of the posts as the site's server printed it (no script ran): 9 posts with Facebook profile links, 'Top Commenter' and work or school lines, like counts, absolute times in abbr, replies one deep.",
    )


def threads_eb() -> list[Case]:
    return [herald_grocers(), mbn_icestorm()]
