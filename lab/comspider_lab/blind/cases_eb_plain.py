"""Blind set eb: two article pages without any reader discussion whose furniture holds lists that look like one: a
wedding site's advice story of May 2013 with a featured florist's reviews by couples and the message boards' latest
topics, and a British national paper's politics story of December 2012 with a printed box of readers' and politicians'
tweets. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_eb_common import (
    Case,
    around_web,
    cookie_bar,
    esc,
    footer_cols,
    gallery,
    img,
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
)

# --------------------------------------------------------------------------- a wedding site, 2013

VV_CSS = """body{margin:0;font:15px/1.6 Georgia,serif;color:#4a4a4a;background:#fdfaf7}
.vv-head{text-align:center;padding:18px 0 6px}.vv-head .vv-logo{font:italic 44px 'Didot','Bodoni MT',serif;color:#8c6d62;text-decoration:none}
.vv-menu{list-style:none;margin:0;padding:0;text-align:center;border-top:1px solid #e8dcd5;border-bottom:1px solid #e8dcd5}
.vv-top{display:inline-block;position:relative}.vv-top>a{display:block;padding:10px 14px;font:12px Arial;letter-spacing:2px;text-transform:uppercase;color:#8c6d62;text-decoration:none}
.vv-drop{display:none;position:absolute;left:0;top:100%;background:#fff;width:600px;text-align:left;z-index:5}.vv-top:hover .vv-drop{display:block}
.vv-wrap{width:960px;margin:20px auto;overflow:hidden}.vv-main{float:left;width:640px}.vv-side{float:right;width:290px;font:13px Arial}
h1{font:normal 36px/1.2 Georgia;color:#333}.vv-by{font:12px Arial;color:#999;text-transform:uppercase;letter-spacing:1px}
.vv-share{list-style:none;padding:0;overflow:hidden}.vv-share li{float:left;margin-right:10px;font:11px Arial}.vv-cnt{border:1px solid #ddd;padding:0 4px;margin-left:3px}
.vv-q{font:bold 18px Georgia;color:#8c6d62;margin-top:18px}
.vv-vendor{border:1px solid #e8dcd5;background:#fff;padding:14px;margin:24px 0}.vv-vendor h3{margin:0;font-weight:normal}
.vv-rev{border-top:1px solid #f0e6e0;padding:10px 0}.vv-rev-couple{font:bold 13px Arial;color:#333}.vv-rev-date{font:11px Arial;color:#999}
.vv-stars{color:#d4a017}.vv-rev-title{font-weight:bold;margin:4px 0}.vv-rev-foot{font:11px Arial;color:#aaa}
.vv-boards li{border-bottom:1px solid #eee;padding:6px 0}.vv-boards .vv-meta{color:#999;font-size:11px}
.vv-gallery{background:#fff;padding:10px;border:1px solid #eee}.vv-slides{list-style:none;padding:0}.vv-credit{font-size:11px;color:#aaa}
.vv-popular ol{padding-left:20px}.vv-tabs{list-style:none;padding:0;overflow:hidden}.vv-tab{float:left;margin-right:8px}.vv-n{color:#b48a78}
.vv-footer{background:#efe6e0;overflow:hidden;padding:24px;font:12px Arial;color:#8c6d62}.vv-fcol{float:left;width:220px}"""


def vv_florist() -> Case:
    reviews = [
        (
            "Megan & Chris R.",
            "Married June 9, 2012 · Hartwell Farm",
            5,
            "Better than my Pinterest board",
            'Anna took my vague ideas ("garden-y, but not messy") and turned them into the most beautiful centerpieces. She came in under our budget by moving the expensive peonies to the head table only.',
            "Reviewed August 2, 2012",
            "14",
        ),
        (
            "Priya & Sam K.",
            "Married September 22, 2012 · The Glasshouse",
            5,
            "Calm in the chaos",
            "Our venue changed the ceremony site the morning of the wedding because of rain. Petal & Stem moved the arch and all the aisle flowers indoors in under an hour and nobody noticed a thing.",
            "Reviewed October 10, 2012",
            "9",
        ),
        (
            "Lauren & Mike D.",
            "Married October 13, 2012 · St. Brendan's and the Riverside Club",
            4,
            "Gorgeous work, slow e-mails",
            "The flowers were stunning and held up through a warm day. The only reason for four stars is that it sometimes took a week to hear back during planning.",
            "Reviewed November 1, 2012",
            "6",
        ),
        (
            "Jordan & Alex P.",
            "Married April 20, 2013 · Millbrook Orchard",
            5,
            "Worth every penny",
            "We wanted wildflowers and local stems only, and Anna knew exactly which growers to call in April. The bouquet dried beautifully too; it's on our mantel now.",
            "Reviewed May 3, 2013",
            "3",
        ),
    ]
    revs = "".join(
        f'<div class="vv-rev" itemprop="review" itemscope="itemscope" itemtype="http://schema.org/Review">'
        f'<div class="vv-rev-couple" itemprop="author">{esc(who)}</div><div class="vv-rev-date">{esc(when)}</div>'
        f'<div class="vv-stars" title="{n} out of 5">{"★" * n}{"☆" * (5 - n)}</div>'
        f'<p class="vv-rev-title" itemprop="name">{esc(title)}</p><p itemprop="reviewBody">{esc(text)}</p>'
        f'<div class="vv-rev-foot">{esc(date)} · Was this review helpful? <a href="#">Yes</a> ({helpful}) · <a href="#">Report</a></div></div>'
        for who, when, n, title, text, date, helpful in reviews
    )
    boards = "".join(
        f'<li><a href="/boards/{slug(t)[:40]}/">{esc(t)}</a><br /><span class="vv-meta">Started by {esc(who)} · {esc(n)} replies · Last post {esc(last)}</span></li>'
        for t, who, n, last in [
            ("Florist quoted $4,200 for 120 guests. Normal?", "junebride2013", "41", "18 minutes ago"),
            ("Silk vs. real for the bouquet toss?", "KatieLovesJack", "12", "2 hours ago"),
            ("Anyone used Petal & Stem Studio?", "meg_in_hartwell", "7", "5 hours ago"),
            ("Peonies in September: impossible?", "autumn.vows", "23", "yesterday"),
            ("Budget thread: what did you spend on flowers?", "ThriftyBride", "186", "yesterday"),
        ]
    )
    questions = [
        (
            "Have you worked at my venue before?",
            "A florist who knows the room knows where the light falls, how early you can get in and whether candles are allowed.",
        ),
        (
            "What will be in season on my date?",
            "Flowers flown in out of season can double the price of a centerpiece. Ask what local growers will have that week.",
        ),
        (
            "Can I see photos of full weddings, not just bouquets?",
            "A single bouquet photographs well. You want to see how a florist handles forty tables.",
        ),
        (
            "What happens if my flowers aren't available?",
            "Get the substitution policy in writing, including who approves a change.",
        ),
        (
            "How do you charge for setup and breakdown?",
            "Some florists include it; many charge by the hour, and late-night breakdown can cost extra.",
        ),
        (
            "Can we repurpose ceremony flowers at the reception?",
            "Moving arrangements from the aisle to the tables is the easiest saving of all.",
        ),
    ]
    qa = "".join(
        f'<p class="vv-q">{i + 1}. {esc(q)}</p><p>{esc(a)}</p>' for i, (q, a) in enumerate(questions)
    )
    menu = megamenu(
        "vv",
        {
            "Wedding Ideas": ["Flowers", "Cakes", "Decor", "Favors", "Themes"],
            "Dresses": ["Gowns", "Bridesmaids", "Accessories"],
            "Real Weddings": ["Barn", "Beach", "City", "Garden"],
            "Planning": ["Checklist", "Budget", "Guest list"],
            "Vendors": ["Florists", "Photographers", "Venues", "Bands & DJs"],
            "Boards": [],
            "Registry": [],
        },
    )
    gal = gallery(
        "vv",
        "Real weddings: flowers we loved",
        [
            (
                "Blush garden roses and ranunculus at Megan and Chris's farm wedding.",
                "Photo: Ellie Hart Photography",
            ),
            (
                "A hanging installation of greenery over the dance floor at The Glasshouse.",
                "Photo: Northlight Studio",
            ),
            ("Wildflower jars lining the aisle at Millbrook Orchard.", "Photo: Tessa Byrne"),
            ("A single-stem bridesmaid bouquet of dahlias.", "Photo: Ellie Hart Photography"),
        ],
    )
    side = (
        '<div class="vv-ad"><div style="width:290px;height:250px;background:#f3ece7"></div><small>Advertisement</small></div>'
        f'<div class="vv-boards"><h4>From the Vow &amp; Veil boards</h4><ul>{boards}</ul><a href="/boards/">Join the conversation on our boards &raquo;</a></div>'
        + popular(
            "vv",
            [
                (
                    "Most loved",
                    (
                        "25 rustic centerpieces under $30 | 12.4K ;; Barn wedding in the Berkshires | 8.9K ;; "
                        "How to cut your guest list without drama | 6.1K ;; The best first-dance songs of 2013 | 5.7K"
                    ),
                ),
                (
                    "Most pinned",
                    (
                        "25 rustic centerpieces under $30 | 41K ;; Peony bouquets we can't stop looking at | 33K ;; "
                        "DIY escort cards | 19K ;; Lace sleeves are back | 12K"
                    ),
                ),
            ],
        )
        + poll(
            "vv",
            "How much of your budget went to flowers?",
            [("Under 5%", "22%"), ("5 to 10%", "47%"), ("10 to 15%", "21%"), ("More than 15%", "10%")],
            "6,218 votes",
        )
        + newsletter(
            "vv",
            "Get our weekly ideas",
            "Real weddings, planning tips and the prettiest pictures, every Tuesday.",
            "Subscribe",
        )
        + sponsored(
            "vv",
            "Sponsored",
            [
                ("Custom wedding invitations, 20% off this week", "paperandpress-example.com"),
                ("Plan your honeymoon in the Caribbean", "islandhoneymoons-example.com"),
            ],
        )
    )
    body = f"""<div class="vv-head"><a class="vv-logo" href="/">Vow &amp; Veil</a><p class="vv-util"><a href="/login">Log in</a> · <a href="/join">Join free</a> · <a href="/checklist/">My checklist</a></p></div>
{menu}
<div class="vv-wrap"><div class="vv-main">
<p class="vv-cat"><a href="/wedding-ideas/flowers/">Flowers</a></p>
<h1>12 questions to ask before you book your wedding florist</h1>
<p class="vv-by">By Caroline Pike · May 14, 2013</p>
{shares("vv", [("Pin it", "2.1K"), ("Like", "904"), ("Tweet", "77"), ("Email", "")])}
{img("vv-lead", 640, 427, "A bride's bouquet of peonies")}<p class="vv-credit">Photo: Ellie Hart Photography</p>
{paras('''Flowers are usually the third-largest line in a wedding budget, after the venue and the catering, and the contract you sign with your florist can be surprisingly complicated. // We asked three florists and a dozen recently married couples what they wish they had known at the first meeting. Here are the first six questions; the rest are in part two.''')}
{qa}
<div class="vv-vendor" itemscope="itemscope" itemtype="http://schema.org/LocalBusiness"><h3>Featured florist: <span itemprop="name">Petal &amp; Stem Studio</span>, Hartwell</h3>
<p class="vv-vrating"><span class="vv-stars">★★★★★</span> 4.8 · 27 reviews · <a href="/vendors/petal-and-stem-studio/">See full profile</a> · <a href="/vendors/petal-and-stem-studio/contact">Request a quote</a></p>
<h4>Reviews from real couples</h4>{revs}
<p><a href="/vendors/petal-and-stem-studio/reviews/">Read all 27 reviews</a></p></div>
{gal}
{related("vv", "You might also like", [("How to read a florist's contract", "April 30, 2013"), ("Seasonal flower guide: May to August", "April 2, 2013"), ("Real wedding: an orchard ceremony", "May 7, 2013")])}
{around_web("vv", "From around the web", [("17 honeymoon spots that won't break the bank", "Travel Whimsy"), ("This bride's $500 dress fooled everyone", "Budget Bride Diaries"), ("What wedding planners won't tell you", "Modern Home Journal")], "Recommended by Linkflow")}
</div><div class="vv-side">{side}</div></div>
{footer_cols("vv", {"Vow & Veil": ["About", "Contact", "Careers", "Press"], "Plan": ["Checklist", "Budget tool", "Guest list", "Registry"], "Find vendors": ["Florists", "Photographers", "Venues"], "Follow": ["Pinterest", "Facebook", "Instagram", "Twitter"]}, "© 2013 Vow & Veil Media LLC. All rights reserved.")}"""
    return make(
        "eb-plain-en-vowveil-florist",
        "lookalike",
        page(
            "12 questions to ask before you book your wedding florist",
            "Vow & Veil",
            VV_CSS,
            body,
            published="2013-05-14T13:00:00Z",
            author="Caroline Pike",
            section="Flowers",
            url="/wedding-ideas/flowers/questions-to-ask-your-florist/",
            doctype="html5",
        ),
        [],
        path="/wedding-ideas/flowers/questions-to-ask-your-florist/",
        container="-",
        heading=None,
        description="A wedding site's advice story of May 2013 (a centred serif masthead, a mega-menu, pin and share counts, a real-weddings gallery with photographers' credits, most loved / most pinned tabs with counts, a poll with results, a newsletter box, sponsored links, 'From around the web'): the featured florist's 'Reviews from real couples' (4 reviews with the couple's names, wedding date and venue, stars, a title, a text, the review date and helpful counts, schema.org Review microdata) and 'From the Vow & Veil boards' (5 topics with starter, reply count and last post's relative time); no reader discussion of the article.",
        lookalikes=(
            "'Reviews from real couples': 4 signed, dated reviews with stars and helpful counts",
            "'From the Vow & Veil boards': 5 topics with starter, replies and last post",
        ),
    )


# --------------------------------------------------------------------------- a British national paper, 2012

AP_CSS = """body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222;background:#fff}
.ap-cookies{background:#333;color:#fff;padding:8px 20px;font-size:12px}.ap-cookies a{color:#9cf}
.ap-mast{width:976px;margin:0 auto;padding:14px 0;overflow:hidden}.ap-mast .ap-logo{font:bold 44px 'Times New Roman';color:#052962;text-decoration:none}
.ap-menu{list-style:none;margin:0 auto;padding:0;width:976px;background:#052962;overflow:hidden}.ap-top{float:left;position:relative}
.ap-top>a{display:block;color:#fff;padding:8px 10px;font-size:13px;text-decoration:none}.ap-drop{display:none}
.ap-cols{width:976px;margin:14px auto;overflow:hidden}.ap-content{float:left;width:620px}.ap-rhs{float:right;width:336px}
h1{font:bold 34px/1.1 Georgia;margin:4px 0 10px;color:#052962}.ap-standfirst{font:18px Georgia;color:#444}.ap-byline{font-size:12px;color:#666}
.ap-share{list-style:none;padding:0;overflow:hidden}.ap-share li{float:left;margin-right:8px;font-size:11px}.ap-cnt{font-weight:bold;margin-left:2px}
.ap-tweets{border:1px solid #cde;background:#f5f9fc;padding:10px;margin:20px 0}.ap-tweet{border-bottom:1px solid #dde8f0;padding:8px 0;overflow:hidden}
.ap-tweet img{float:left;margin-right:8px}.ap-tw-name{font-weight:bold}.ap-tw-handle,.ap-tw-time{color:#888;font-size:11px}.ap-tw-acts{font-size:11px;color:#aaa}
.ap-popular ol{padding-left:20px}.ap-tabs{list-style:none;padding:0;overflow:hidden}.ap-tab{float:left;margin-right:6px;font-weight:bold;font-size:12px}.ap-n{color:#c00}
.ap-footer{background:#052962;color:#ccd;overflow:hidden;padding:20px;font-size:12px}.ap-fcol{float:left;width:230px}.ap-footer a{color:#fff}"""


def ap_counciltax() -> Case:
    tweets = [
        (
            "Margaret Hollis MP",
            "MargaretHollisMP",
            "Welcome news for pensioners in my constituency. A third year without a council tax rise matters when every pound counts. #AutumnStatement",
            "12:48 PM - 5 Dec 12",
            "211",
            "58",
        ),
        (
            "Local Councils Network",
            "LCNetworkUK",
            "Freeze grant covers 1% for two years. Councils will still face a £2.1bn gap by 2015. Our full response: lcn-example.org.uk/as12",
            "12:55 PM - 5 Dec 12",
            "96",
            "14",
        ),
        (
            "Tom Raikes",
            "tomraikes",
            "So my council tax is frozen but my bus fare went up 9% in January. Swings and roundabouts.",
            "1:03 PM - 5 Dec 12",
            "37",
            "6",
        ),
        (
            "Joanna Fleet",
            "jofleet_econ",
            "Worth reading the small print: the freeze is optional and councils that raise tax by under 2% avoid a referendum. Expect many to take that route.",
            "1:11 PM - 5 Dec 12",
            "142",
            "31",
        ),
        (
            "Rashid Anwar",
            "RashidAnwarCllr",
            "As a councillor in a deprived ward I can tell you the freeze is not free. It is paid for in closed libraries and fewer care visits.",
            "1:26 PM - 5 Dec 12",
            "388",
            "72",
        ),
        (
            "Bev Thornton",
            "bevthornton61",
            "Band D in our village is £1,580 already. Any freeze is fine by me.",
            "1:40 PM - 5 Dec 12",
            "12",
            "3",
        ),
    ]
    tw = "".join(
        f'<li class="ap-tweet">{img(h, 48, 48, name)}<a class="ap-tw-name" href="https://twitter.com/{h}">{esc(name)}</a> '
        f'<span class="ap-tw-handle">@{esc(h)}</span><p class="ap-tw-text">{esc(text)}</p>'
        f'<a class="ap-tw-time" href="https://twitter.com/{h}/status/27640{i}8812">{esc(when)}</a> '
        f'<span class="ap-tw-acts">Reply · Retweet ({rt}) · Favourite ({fav})</span></li>'
        for i, (name, h, text, when, rt, fav) in enumerate(tweets)
    )
    menu = megamenu(
        "ap",
        {
            "News": ["UK", "World", "Politics", "Education", "Health"],
            "Sport": ["Football", "Cricket", "Rugby union", "Tennis"],
            "Comment": ["Columnists", "Letters", "Cartoons"],
            "Business": ["Economy", "Markets", "Your money"],
            "Culture": ["Film", "Music", "Books", "Stage"],
            "Lifestyle": ["Food", "Fashion", "Family"],
            "Travel": [],
        },
    )
    rhs = (
        '<div class="ap-ad"><div style="width:336px;height:280px;background:#eee"></div><small>Advertisement</small></div>'
        + popular(
            "ap",
            [
                (
                    "Most viewed",
                    (
                        "Autumn statement: the key points | ;; Council tax freeze extended for a third year | ;; "
                        "Fuel duty rise scrapped | ;; Pensions: what changes in April | ;; Snow expected in the north-east |"
                    ),
                ),
                (
                    "Most commented",
                    (
                        "Fuel duty rise scrapped | 2,874 ;; Autumn statement: the key points | 1,960 ;; "
                        "Benefits to rise by 1% for three years | 3,412 ;; Editorial: a statement of small mercies | 655"
                    ),
                ),
            ],
            heading="Most popular",
        )
        + playlist(
            "ap",
            "Video",
            [
                ("Autumn statement in 90 seconds", "1:31"),
                ("Shadow chancellor responds", "3:48"),
                ("What the freeze means for your bill", "2:12"),
            ],
        )
        + poll(
            "ap",
            "Would you rather councils froze tax or protected services?",
            [("Freeze the tax", "38%"), ("Protect services", "55%"), ("Don't know", "7%")],
            "4,106 votes",
        )
        + newsletter(
            "ap",
            "The Albion Post Morning Briefing",
            "The day's headlines and best reads, in your inbox by 7am.",
        )
        + sponsored(
            "ap",
            "Sponsored links",
            [
                ("Compare energy tariffs and save up to £300", "switchwise-example.co.uk"),
                ("Pension advice from £99", "retireright-example.co.uk"),
            ],
        )
    )
    body = f"""{cookie_bar("ap", "We use cookies to improve your experience of our website. By continuing to use this site you agree to our use of cookies.")}
<div class="ap-mast"><a class="ap-logo" href="/">The Albion Post</a><span class="ap-date">Wednesday 5 December 2012</span> <a href="/signin">Sign in</a> · <a href="/subscribe">Subscribe</a></div>
{menu}
<div class="ap-cols"><div class="ap-content">
<p class="ap-section"><a href="/politics/">Politics</a> &gt; <a href="/politics/autumn-statement-2012/">Autumn statement 2012</a></p>
<h1>Council tax freeze extended for a third year, Treasury confirms</h1>
<p class="ap-standfirst">Councils in England offered grant worth 1% rise if they hold bills flat in 2013-14 and 2014-15</p>
<p class="ap-byline">Nick Pryor, political correspondent · Wednesday 5 December 2012 14.22 GMT</p>
{shares("ap", [("Facebook", "612"), ("Twitter", "433"), ("Email", ""), ("Print", "")])}
{img("ap-lead", 620, 372, "Houses in a street")}<p class="ap-credit">Band D bills in England average £1,444. Photograph: Helen Marr/Albion Post</p>
{paras('''Council tax bills in England will be frozen for a third year running after the chancellor confirmed funding for councils that agree not to raise the charge in 2013-14. // Councils that hold bills flat will receive a grant equal to a 1% rise for two years, the Treasury said, at a cost of about £450m. // The chancellor told MPs the freeze would "help hard-pressed families with the cost of living". // Local government leaders said the grant would not cover the gap left by cuts to their central funding. Councils that raise bills by less than 2% will not need to hold a local referendum. // The freeze does not apply in Wales or Scotland, where council tax is set by the devolved governments.''')}
<div class="ap-tweets"><h3>What people are saying</h3><p class="ap-tw-intro">Reaction on Twitter to the council tax announcement</p><ul>{tw}</ul><p><a href="https://twitter.com/search?q=%23AutumnStatement">More tweets on #AutumnStatement</a></p></div>
{gallery("ap", "Autumn statement day in pictures", [("The chancellor leaves Downing Street for the Commons.", "Photograph: Leon Feld/Albion Post"), ("Shadow ministers listen to the statement.", "Photograph: PA"), ("Protesters outside the Treasury.", "Photograph: Leon Feld/Albion Post")])}
{related("ap", "More on this story", [("Autumn statement: the key points", "5 Dec 2012"), ("Benefits to rise by 1% for three years", "5 Dec 2012"), ("Councils warn of 'cliff edge' in 2015", "28 Nov 2012"), ("Analysis: who wins and who loses", "5 Dec 2012")])}
{around_web("ap", "Around the web", [("Homeowners in these postcodes are overpaying council tax", "Property Insider"), ("The savings account banks don't want you to know about", "Money Matters UK"), ("Why Britain's best pub is in a village of 200 people", "Country Weekender")], "Promoted content by Linkflow")}
</div><div class="ap-rhs">{rhs}</div></div>
{footer_cols("ap", {"The Albion Post": ["About us", "Contact us", "Work for us", "Advertise"], "Services": ["Subscribe", "Digital edition", "Reader offers", "Dating"], "Help": ["Privacy policy", "Cookie policy", "Terms and conditions", "Complaints and corrections"]}, "© 2012 Albion Post News & Media Limited. All rights reserved. Registered in England and Wales No. 908396.")}"""
    return make(
        "eb-plain-en-albionpost-counciltax",
        "lookalike",
        page(
            "Council tax freeze extended for a third year, Treasury confirms",
            "The Albion Post",
            AP_CSS,
            body,
            published="2012-12-05T14:22:00Z",
            author="Nick Pryor",
            section="Politics",
            url="/politics/2012/dec/05/council-tax-freeze-third-year",
        ),
        [],
        path="/politics/2012/dec/05/council-tax-freeze-third-year",
        container="-",
        heading=None,
        description="A British national paper's politics story of December 2012 (a cookie notice, a blue mega-menu, share counts, a gallery with credits, related stories with dates, most viewed / most commented tabs with counts, a video list, a poll with results, a newsletter box, sponsored links, 'Around the web'): 'What people are saying', 6 tweets printed as HTML (name, @handle, text, time, retweet and favourite counts); no reader discussion of the article.",
        lookalikes=("'What people are saying': 6 printed tweets with names, handles, times and counts",),
    )


def plain_eb() -> list[Case]:
    return [vv_florist(), ap_counciltax()]
