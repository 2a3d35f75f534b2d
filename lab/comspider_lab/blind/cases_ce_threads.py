"""Blind set CE: four discussions in the served HTML (a US county paper's own system with "In reply to" lines, a UK
national paper's hosted community platform on page 1 of 3, a Canadian paper's social plugin, a broadcaster's "Have your
say" with editors' picks shown twice). Every class name, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ce_common import (
    Bits,
    Case,
    Note,
    Piece,
    around_web,
    bio,
    box,
    case,
    esc,
    most_read,
    newsletter,
    num,
    paras,
    poll,
    related,
    seeds,
    stocks,
    talk,
    ticker,
    weather,
)

_LEDGER = """
Marge Tolliver | Posted: Tuesday, March 13, 2012 7:02 am | town=Elm Grove, rec=21 :: My three kids all went to Pine Street and so did I. It's the only school in town you can still walk to. Busing those little ones out to Route 9 every morning is not progress, it's just cheaper.
Dan_R | Posted: Tuesday, March 13, 2012 7:40 am | town=Marlow, rec=9 :: The building is 96 years old and the boiler was patched twice last winter. At some point you have to stop throwing good money after bad. I don't like it either but the board did its homework.
  Marge Tolliver | Posted: Tuesday, March 13, 2012 8:15 am | town=Elm Grove, rec=14 :: Did it? They hired the same consultant who told Wayne County to close two schools and then had to build a new one four years later.
Retired teacher | Posted: Tuesday, March 13, 2012 9:03 am | town=Harmon Township, rec=17 :: I taught fourth grade at Pine Street for 22 years. Class sizes at Harmon Central are already at 28. Add the Pine Street kids and you are looking at 32 or 33 per room. Nobody said a word about that at the meeting.
buckeyebob | Posted: Tuesday, March 13, 2012 10:21 am | town=Marlow, rec=3 :: Hope they at least sell the building to somebody who'll use it. We don't need another empty eyesore on Pine like the old IGA.
Jenna Whitcomb | Posted: Tuesday, March 13, 2012 11:48 am | town=Elm Grove, rec=12 :: Two board members live in Marlow and voted to close the one school that isn't in Marlow. Just saying. // I'll be at the April 3 meeting and I hope every Pine Street parent is too.
  Dan_R | Posted: Tuesday, March 13, 2012 12:30 pm | town=Marlow, rec=5 :: That's not fair to Carol Ebersole, she fought for Pine Street for two years. It was 3-2.
  Retired teacher | Posted: Tuesday, March 13, 2012 1:05 pm | town=Harmon Township, rec=8 :: Jenna, bring the enrollment numbers from 2008. They went up, not down, whatever the board says.
Hal Pruitt | Posted: Tuesday, March 13, 2012 4:55 pm | town=Cedar Falls, rec=6 :: We went through this in Cedar Falls in 2009. The savings they promised never showed up because the bus contract went up the next year. Ask to see the transportation numbers in writing.
"""


def us_ledger() -> Case:
    ns = talk(_LEDGER)

    def item(i: int, n: Note) -> str:
        cid = 40112 + 7 * i
        reply = (
            f'<p class="rc-re">In reply to <a href="#rc{40112 + 7 * n.parent}">{esc(ns[n.parent].who)}</a></p>'
            if n.parent is not None
            else ""
        )
        return (
            f'<div class="rc-item" id="rc{cid}"><img class="rc-av" src="/_avatar/hcl-{i}.svg" width="48" height="48" alt="">'
            f'<p class="rc-name"><a href="/users/profile/{cid}">{esc(n.who)}</a> <span class="rc-loc">from {esc(n.tag("town"))}</span></p>'
            f'<p class="rc-date">{esc(n.at)}</p>{reply}<div class="rc-txt">{paras(n.body)}</div>'
            f'<p class="rc-act"><a href="/rec/{cid}">Recommend ({n.tag("rec")})</a> | <a href="/abuse/{cid}">Report abuse</a> | '
            f'<a href="/reply/{cid}">Reply</a></p></div>'
        )

    after = (
        bio(
            "us-ledger",
            "Carla Ostrander",
            "Carla Ostrander covers education and the Harmon County schools for the Ledger. Reach her at 555-0148.",
        )
        + related(
            "us-ledger",
            """
Pine Street parents pack board meeting | March 6, 2012
Consultant: district could save $410,000 a year | Feb. 21, 2012
Harmon Central renovation finished ahead of schedule | Aug. 30, 2011
""",
        )
        + '<div id="readerComments"><h2>Reader Comments (9)</h2>'
        '<p class="rc-rules">Comments are the opinions of their authors. Please keep it civil. <a href="/rules">Commenting rules</a></p>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<div class="rc-post"><p>You must be <a href="/signin">logged in</a> to post a comment.</p></div></div>'
    )
    side = (
        most_read(
            "us-ledger",
            ("Most read", "Most commented", "Most emailed"),
            """
Board votes 3-2 to close Pine Street Elementary | 6,204
Marlow man charged in Route 9 crash | 4,877
Lady Hawks fall in district final | 2,310
Obituary: Eleanor M. Kuhn, 91 | 1,985
Gas hits $3.89 in Harmon County | 1,702
""",
            "views",
        )
        + weather(
            "us-ledger",
            "Marlow, OH",
            "Today | 61°/43° | Showers\nWed | 58°/40° | Cloudy\nThu | 66°/47° | Sunny",
        )
        + poll("us-ledger", "Should Pine Street Elementary close?", "Yes | 38\nNo | 57\nNot sure | 5", 1142)
        + around_web(
            "us-ledger",
            """
10 Foods You Should Never Eat After 40 | HealthyLiving Daily
Ohio Drivers Are Switching To This Insurance Trick | AutoSaver
The Most Expensive Homes For Sale In Every State | Realty Buzz
""",
        )
    )
    style = (
        "#readerComments h2{font:bold 18px Georgia;border-bottom:2px solid #123f6b;margin:20px 0 6px}.rc-rules{font:11px Arial;color:#777}"
        ".rc-item{border-bottom:1px solid #ddd;padding:8px 0 8px 58px;position:relative;min-height:50px}.rc-av{position:absolute;left:0;top:10px}"
        ".rc-name{margin:0;font-weight:bold}.rc-loc{font-weight:normal;color:#777;font-size:11px}.rc-date{margin:0;font:11px Arial;color:#999}"
        ".rc-re{margin:2px 0;font:italic 11px Arial;color:#666}.rc-act{font:11px Arial;margin:4px 0 0}.rc-act a{color:#888}"
    )
    piece = Piece(
        "Board votes 3-2 to close Pine Street Elementary",
        "By Carla Ostrander, Staff Writer",
        "2012-03-13T05:30:00-04:00",
        "Tuesday, March 13, 2012 5:30 am",
        """
ELM GROVE — The Harmon Local Schools board of education voted 3-2 Monday night to close Pine Street Elementary at the end of the 2012-13 school year, ending nearly a century of classes in the brick building on the village's west side.

About 140 people filled the Harmon Central cafeteria for the vote. Superintendent Gary Lindqvist said closing the school would save the district about $410,000 a year in utilities, staffing and maintenance.

Pine Street's 186 students would move to Harmon Central Elementary on state Route 9. Board members Carol Ebersole and Tom Vance voted against the closing.

The board will take up a plan for the building's future at its April 3 meeting.
""",
        dek="About 140 people attended Monday's vote; the school will close after the 2012-13 year",
        section="News",
        tags=("Harmon Local Schools", "Elm Grove", "Education"),
        caption="Parents line up to speak before Monday's vote at Harmon Central. (Ledger photo/Carla Ostrander)",
    )
    tick = ticker("Breaking", "7:10 am | Route 9 reopened after overnight crash near Marlow")
    return case(
        "ce-us-ledger",
        "discussion",
        "us-ledger",
        piece,
        Bits(after=after, side=side, style=style, ticker=tick, top="Marlow 48° Showers"),
        seeds(ns),
        path="/news/local/article_5f1c2a8e-6d0b-11e1-9a3f-001871e3ce6c.html",
        container="div#readerComments: h2 'Reader Comments (9)', div.rc-item#rc<n> (img, p.rc-name a NAME span.rc-loc 'from TOWN', p.rc-date, p.rc-re 'In reply to NAME' for answers, div.rc-txt > p, p.rc-act 'Recommend (n) | Report abuse | Reply')",
        heading="Reader Comments (9)",
        description="A US county paper of 2012 with its own comment system: an article on a school closing, an author bio and related stories, then 'Reader Comments (9)' in one flat list, the three answers marked only by an 'In reply to NAME' line above their text; names with 'from TOWN', 'Recommend (n) | Report abuse | Reply'; most read with views, weather, a poll, 'From around the web' sponsored links, a breaking-news bar. Most awkward: the replies are flat and named only by an 'In reply to' line; the town beside the name.",
    )


_COURIER = """
Pennine_Walker | 14 June 2012 8:14am | rec=112 :: Forty years of cuts to rural buses and they wonder why nobody under 30 wants to live in the Dales any more. The 72 was the only way my daughter could get to college in Skipton.
  Geordie_Lass | 14 June 2012 8:31am | rec=48 :: Same in Northumberland. Our village went from an hourly service to two buses a week. Two. A week.
  stanleyp | 14 June 2012 8:55am | rec=9 :: It's the councils that decide which routes get subsidy, not Whitehall. Take it up with North Yorkshire.
    Pennine_Walker | 14 June 2012 9:10am | rec=67 :: And where do you think the councils' money comes from? The grant was cut by 28 per cent. They're not choosing, they're being squeezed.
Trevor Ashdown | 14 June 2012 8:40am | rec=35 :: Community minibuses run by volunteers can fill some of the gap. We run one out of Hawes three days a week, 14 drivers, all retired. But you can't run a hospital appointment service on goodwill forever.
OldLeedsLoiner | 14 June 2012 9:02am | rec=21 :: The concessionary pass is worthless if there's no bus to use it on. My mum has one and hasn't been able to use it since March.
notthatjohnsmith | 14 June 2012 9:27am | rec=4 :: Buy a car. That's what everybody else in the countryside does.
  Geordie_Lass | 14 June 2012 9:35am | rec=72 :: On £7,000 a year? With insurance at £1,800 for a 17 year old? Try again.
  Trevor Ashdown | 14 June 2012 9:48am | rec=40 :: Half my passengers are over 80 and some of them are registered blind. They won't be buying a car.
mikeinmalton | 14 June 2012 10:02am | rec=15 :: The article doesn't mention that the operator was losing money on most of these routes even before the cuts. Fuel went up 20p a litre in two years.
Sarah Kettlewell | 14 June 2012 10:16am | rec=28 :: I'm a district nurse in Wensleydale. Every week I see patients who missed an outpatients appointment because there was no bus back. Then they end up as emergency admissions, which cost the NHS far more than a bus.
FellsideFred | 14 June 2012 10:44am | rec=11 :: Has anybody costed demand-responsive transport? Dial-a-ride works in parts of Lincolnshire.
  mikeinmalton | 14 June 2012 11:03am | rec=6 :: It does, but the Lincolnshire scheme got a start-up grant that doesn't exist any more.
"""


def uk_courier() -> Case:
    ns = talk(_COURIER)

    def thread(parent: int | None, depth: int) -> str:
        out = []
        for i, n in enumerate(ns):
            if n.parent != parent:
                continue
            pid = 1802533 + 11 * i
            kids = thread(i, depth + 1)
            out.append(
                f'<li class="tp-c tp-d{depth}" id="tp-{pid}"><div class="tp-hd"><img class="tp-av" src="/_avatar/tp-{pid}.svg" width="36" height="36" alt="">'
                f'<a class="tp-u" href="/community/profile/{pid}">{esc(n.who)}</a> <a class="tp-t" href="#tp-{pid}">{esc(n.at)}</a></div>'
                f'<div class="tp-b">{paras(n.body)}</div><div class="tp-f"><span class="tp-r">{n.tag("rec")}</span> '
                f'<a href="#">Recommend</a> <a href="#">Reply</a> <a href="#">Share</a> <a href="#" class="tp-x">Report</a></div>'
                + (f'<ul class="tp-kids">{kids}</ul>' if kids else "")
                + "</li>"
            )
        return "".join(out)

    after = (
        '<div id="tp-discussion" class="tp-wrap"><div class="tp-bar"><h3>38 comments</h3>'
        '<span class="tp-sort">Sort by: <a href="?sort=oldest" class="on">Oldest</a> | <a href="?sort=newest">Newest</a> | '
        '<a href="?sort=recommended">Most recommended</a></span>'
        '<span class="tp-login"><a href="/community/signin">Sign in or create your Courier account</a> to join the discussion.</span></div>'
        '<p class="tp-note">Showing 13 of 38 conversations</p>'
        f'<ul class="tp-list">{thread(None, 0)}</ul>'
        '<div class="tp-pager"><b>1</b> <a href="?page=2#tp-discussion">2</a> <a href="?page=3#tp-discussion">3</a> '
        '<a href="?page=2#tp-discussion">Next »</a></div>'
        '<p class="tp-pow">Comments powered by Talkpoint · <a href="/community/standards">Community standards</a></p></div>'
    )
    side = (
        most_read(
            "uk-courier",
            ("Most viewed", "Most shared", "Most commented"),
            """
Rural buses: 'We've been left stranded' | 38
Council tax freeze for a third year | 71
Leeds United takeover talks 'at advanced stage' | 214
Comment: The Olympics can't fix the North's railways | 96
Heatwave? The North gets a month's rain in a day | 52
""",
            "comments",
        )
        + stocks(
            "uk-courier",
            "FTSE 100 | 5,467.05 | -0.4%\nFTSE 250 | 10,882.31 | +0.2%\n£/$ | 1.5541 | +0.1%\n£/€ | 1.2374 | -0.2%",
        )
        + newsletter("uk-courier", "The Northern Courier's morning briefing, in your inbox by 7am. Free.")
        + around_web(
            "uk-courier",
            """
The 7 Best Cottages In The Lake District For Under £400 | Holiday Guide
Why Are Brits Rushing To Buy This New Gadget? | Tech Today
Pensioners Who Own Their Home Should Read This | Equity Release Review
""",
            "You may like",
        )
    )
    style = (
        ".tp-wrap{font:13px Arial;margin-top:20px}.tp-bar{border-top:3px solid #7a0f1f;padding:6px 0;overflow:hidden}.tp-bar h3{display:inline;font-size:18px;margin-right:16px}"
        ".tp-sort,.tp-login,.tp-note{font-size:11px;color:#666;margin-right:12px}.tp-list,.tp-kids{list-style:none;padding:0;margin:0}.tp-kids{margin-left:46px}"
        ".tp-c{border-top:1px solid #e4e4e4;padding:8px 0}.tp-av{float:left;margin-right:8px}.tp-u{font-weight:bold}.tp-t{font-size:11px;color:#999}"
        ".tp-b{margin-left:44px}.tp-f{margin-left:44px;font-size:11px}.tp-f a{color:#777;margin-right:8px}.tp-r{background:#eee;padding:0 4px;margin-right:6px}"
        ".tp-pager{font-size:14px;margin:10px 0}.tp-pow{font-size:10px;color:#aaa}"
    )
    piece = Piece(
        "Rural buses: 'We've been left stranded'",
        "By Helen Garside, North of England Correspondent",
        "2012-06-14T06:00:00+01:00",
        "Thursday 14 June 2012 06.00 BST",
        """
More than 120 rural bus routes across the North of England have been cut or reduced since April 2011, a Northern Courier survey of council transport departments has found.

In the Yorkshire Dales, Northumberland and rural Cumbria, villages that had an hourly service three years ago now have a bus on two or three days a week, or none at all.

The Local Government Association said councils had been forced to choose between supporting buses and protecting care services for the elderly. The Department for Transport said it had protected the Bus Service Operators Grant from the deepest cuts.

Campaigners will deliver a petition with 11,000 signatures to Westminster next week.
""",
        dek="A Courier survey finds 120 routes cut or reduced in the North since 2011",
        section="UK",
        tags=("Transport", "Local government", "Yorkshire Dales"),
        caption="The last bus of the day leaves Hawes market place. Photograph: Courier/Ian Heseltine",
    )
    return case(
        "ce-uk-courier",
        "discussion",
        "uk-courier",
        piece,
        Bits(after=after, side=side, style=style, top="Leeds 14°C Rain"),
        seeds(ns),
        path="/uk/2012/jun/14/rural-buses-north-cuts-villages-stranded",
        container="div#tp-discussion: h3 '38 comments', sort links, ul.tp-list > li.tp-c (div.tp-hd img, a.tp-u NAME, a.tp-t DATE; div.tp-b > p; div.tp-f count 'Recommend Reply Share Report'; ul.tp-kids for answers), pager '1 2 3 Next'",
        heading="38 comments",
        description="A UK national paper of 2012 with a hosted community platform's server-rendered thread: '38 comments', sort by oldest/newest/most recommended, page 1 of 3 showing 13 comments (13 of 38, the others on pages 2 and 3), answers nested two levels; recommend counts, 'Sign in' prompt; most viewed/shared/commented with counts, markets, a newsletter sign-up, sponsored links. Most awkward: the heading's count (38) is not what the page holds; the pager.",
    )


_PRAIRIE = """
Darlene Kowalchuk | 5 hours ago | likes=14 :: My grandpa farmed that quarter section north of Wynyard for 50 years. Good to see somebody finally taking the drainage seriously. We lost 300 acres to water in 2011.
  Brent Halvorson | 4 hours ago | likes=3 :: Problem is the water has to go somewhere. Drain it in Wynyard and it lands in the Quill Lakes and floods the guys at Wadena.
    Darlene Kowalchuk | 4 hours ago | likes=2 :: That's fair Brent. It needs to be a watershed plan, not every RM for itself.
Colleen Friesen-Dyck | 3 hours ago | likes=6 :: Will the province actually enforce the permits this time? Half the ditches around here were dug at night with no approval.
Marcel Lavoie | about an hour ago | likes=1 :: 5 million dollars over three years for the whole province is nothing. One culvert replacement on Highway 16 costs more than that.
"""


def ca_prairie() -> Case:
    ns = talk(_PRAIRIE)

    def post(i: int, n: Note, kids: str) -> str:
        fid = 10151183924 + 37 * i
        return (
            f'<li class="fbFeedbackPost" id="fbc_{fid}"><a class="profileLink" href="https://www.facebook.example/profile.php?id={fid}">'
            f'<img class="img" src="/_avatar/fb-{fid}.svg" width="48" height="48" alt=""></a><div class="postContainer">'
            f'<a class="profileName" href="https://www.facebook.example/profile.php?id={fid}">{esc(n.who)}</a>'
            f'<div class="postText">{esc(n.body)}</div><div class="action_links">'
            f'<a href="#">Like</a> · <a href="#">Reply</a> · <span class="likes">{n.tag("likes")}</span> · '
            f'<abbr class="timestamp" title="">{esc(n.at)}</abbr></div>{kids}</div></li>'
        )

    def tree(parent: int | None) -> str:
        out = []
        for i, n in enumerate(ns):
            if n.parent == parent:
                kids = tree(i)
                out.append(post(i, n, f'<ul class="fbFeedbackReplies">{kids}</ul>' if kids else ""))
        return "".join(out)

    after = (
        '<div class="pse-social"><h3 class="pse-sh">Join the conversation</h3>'
        '<div class="fb_comments_box"><div class="fbConnectWidgetTopmost"><div class="fbTopBar">'
        '<span class="fbCount">5 comments</span> <a href="#">Add a comment...</a></div>'
        '<div class="fbCommentForm"><textarea placeholder="Add a comment..."></textarea>'
        '<label><input type="checkbox" checked> Post to Facebook</label> <span>Posting as Guest (<a href="#">Change</a>)</span></div>'
        f'<ul class="fbFeedbackPosts">{tree(None)}</ul>'
        '<div class="fbFooter"><a href="#">Facebook social plugin</a></div></div></div></div>'
    )
    side = (
        most_read(
            "ca-prairie",
            ("Most popular", "Most commented"),
            """
Province announces $5M drainage fund | 3,880
Wynyard rink roof to be replaced this summer | 2,114
Canola prices hit record high | 1,907
Raiders clinch first place in SJHL | 1,420
""",
            "reads",
        )
        + stocks(
            "ca-prairie",
            "Canola (Nov) | $618.40/t | +4.20\nSpring wheat | $8.21/bu | -0.06\nOats | $3.44/bu | +0.02\nCAD/USD | 0.9987 | +0.0015",
            "Grain markets",
        )
        + weather(
            "ca-prairie",
            "Wynyard, SK",
            "Today | 9°/-2° | Sunny\nFri | 12°/1° | Windy\nSat | 4°/-4° | Flurries",
        )
        + box(
            "ca-prairie",
            "Classifieds",
            "<ul><li>FOR SALE: 2008 Bourgault air seeder, 40 ft. 306-555-0192</li><li>WANTED: Hay land to rent, RM of Big Quill.</li></ul>",
        )
    )
    style = (
        ".pse-sh{font:bold 16px Arial;border-top:3px solid #1f5c2e;padding-top:6px}.fb_comments_box{font:12px 'lucida grande',tahoma,verdana,sans-serif;border:1px solid #d8dfea;padding:8px}"
        ".fbTopBar{border-bottom:1px solid #e9e9e9;padding-bottom:6px}.fbCount{font-weight:bold}.fbCommentForm textarea{width:95%;height:30px}"
        ".fbFeedbackPosts,.fbFeedbackReplies{list-style:none;padding:0;margin:0}.fbFeedbackReplies{margin-left:10px;border-left:2px solid #e9e9e9;padding-left:8px}"
        ".fbFeedbackPost{padding:8px 0;overflow:hidden}.fbFeedbackPost .img{float:left;margin-right:8px}.postContainer{overflow:hidden}"
        ".profileName{font-weight:bold;color:#3b5998}.action_links{color:#999;font-size:11px}.action_links a{color:#3b5998}.fbFooter{font-size:10px;color:#999;text-align:right}"
    )
    piece = Piece(
        "Province announces $5M drainage fund",
        "Kevin Arnason / Sentinel staff",
        "2012-04-19T09:00:00-06:00",
        "April 19, 2012 9:00 AM",
        """
The province will spend $5 million over three years to help rural municipalities deal with flooding and illegal drainage, Water Security Agency officials announced in Wynyard on Wednesday.

The money will go toward culverts, conservation works and a new permit system for farm drainage. Unapproved ditches have been blamed for flooding downstream farms and roads after the wet springs of 2010 and 2011.

Reeve Allan Sigurdson of the RM of Big Quill said the fund was "a start" but warned that many municipalities still faced repair bills in the millions.
""",
        section="Local",
        tags=("Agriculture", "Flooding", "Wynyard"),
        caption="Water still covers a field north of Wynyard in April. Sentinel photo by Kevin Arnason",
    )
    return case(
        "ce-ca-prairie",
        "discussion",
        "ca-prairie",
        piece,
        Bits(after=after, side=side, style=style, top="Wynyard 9°C Sunny"),
        seeds(ns),
        path="/news/local/province-announces-5m-drainage-fund-1-1482277",
        container="div.fb_comments_box: span.fbCount '5 comments', ul.fbFeedbackPosts > li.fbFeedbackPost (a.profileName NAME, div.postText TEXT, div.action_links 'Like · Reply · n · TIME'; ul.fbFeedbackReplies nested)",
        heading="Join the conversation",
        description="A Canadian weekly of 2012 with a social network's comment plugin as its server markup was saved: 5 comments, two nested answers (two levels), 'Like · Reply · n · 5 hours ago' lines with relative times only, a comment form ('Add a comment...', 'Posting as Guest', 'Post to Facebook'), 'Facebook social plugin'; most popular with reads, grain markets, weather, classifieds. Most awkward: a small thread in a vendor's markup whose like counts and relative times sit in one line with the actions.",
    )


_ABN = """
Sue, Bridlington | 09:14 | rating=+212, pick :: Our local A&E closed at night in 2010 and the nearest one is now 45 minutes away. When my husband had his heart attack the ambulance took 38 minutes to reach us. He survived, but I doubt everybody will be so lucky.
Matt_K | 09:21 | rating=+33 :: Centralising specialist care saves lives. Stroke units are the obvious example, outcomes in London improved after they cut from 32 units to 8. The question is whether the ambulances are good enough to make up for the distance.
Ellen Moss | 09:32 | rating=+140, pick :: I'm a paramedic. On a bad night we queue outside the big hospital for two hours with patients in the back, which means nobody is covering the coast. The report is right about the specialist units but nobody has planned for the handover delays.
Rhodri | 09:40 | rating=-17 :: More scaremongering. The NHS has never had more money.
Anne-Marie from Scarborough | 09:55 | rating=+64 :: My mother is 84 and doesn't drive. Visiting her in hospital in Hull meant two buses and a taxi each way for me. The distance matters for families too, not only for the patients.
removed | 10:02 | removed :: (removed)
Geoff Pinder | 10:11 | rating=+8 :: Would be interesting to know how many of these closures were actually recommended by the doctors and how many were decided by the finance directors.
Kath | 10:25 | rating=+97, pick :: There's a minor injuries unit in our town now. It's fine for a sprained wrist but the sign on the door says "not for chest pain or breathing problems", which is exactly what people used the old A&E for at 2am.
Dr Paul Hensley | 10:38 | rating=+51 :: Consultant here (not in Yorkshire). A small A&E without round-the-clock surgeons and anaesthetists is not actually safe, it just looks safe because it's close. That's the uncomfortable part of this debate.
Jo W | 10:52 | rating=+20 :: Dr Hensley, then fund the ambulances properly before closing anything. Do it in that order.
"""


def uk_abn() -> Case:
    ns = talk(_ABN)
    picks = [i for i, n in enumerate(ns) if n.tag("pick")]
    real = [n for n in ns if not n.tag("removed")]

    def entry(i: int, n: Note, where: str) -> str:
        if n.tag("removed"):
            return (
                f'<li class="hys-c hys-removed" id="{where}{i}"><p>This comment was removed because the moderators found it '
                f'broke the house rules. <a href="/hys/rules">Explain</a>.</p></li>'
            )
        r = n.tag("rating")
        return (
            f'<li class="hys-c" id="{where}{i}"><div class="hys-m"><span class="hys-u">{esc(n.who)}</span> '
            f'<span class="hys-t">{esc(n.at)}</span></div><div class="hys-x">{paras(n.body)}</div>'
            f'<div class="hys-v"><a href="#">Rate this comment positively</a> <a href="#">Rate this comment negatively</a> '
            f'<span class="hys-s">{esc(r)}</span> · <a href="#">Complain about this comment</a></div></li>'
        )

    after = (
        '<div class="hys" id="comments"><h2>Have your say</h2>'
        '<p class="hys-i">This entry is now closed for comments. Editors\' picks are shown first.</p>'
        '<div class="hys-tabs"><a class="on" href="#">Editors\' Picks</a> <a href="#all">All Comments (10)</a></div>'
        '<h3>Editors\' Picks</h3><ul class="hys-l hys-picks">'
        + "".join(entry(i, ns[i], "p") for i in picks)
        + '</ul><h3 id="all">All Comments (10)</h3><p class="hys-o">Showing oldest first · <a href="?order=newest">Newest first</a> · '
        '<a href="?order=highest">Highest rated</a></p><ul class="hys-l hys-all">'
        + "".join(entry(i, n, "a") for i, n in enumerate(ns))
        + "</ul></div>"
    )
    side = (
        most_read(
            "uk-abn",
            ("Most shared", "Most read"),
            """
Hospital closures: Patients 'travel further' for A&E | 1,204
Olympic torch reaches Yorkshire coast | 963
Whitby fishing fleet's worst season in decades | 411
""",
            "shares",
        )
        + box(
            "uk-abn",
            "Features & Analysis",
            "<ul><li><a href='/f1'>Q&A: What's changing in NHS emergency care?</a></li><li><a href='/f2'>In pictures: Whitby regatta</a></li><li><a href='/f3'>Viewpoint: The cost of small hospitals</a></li></ul>",
        )
        + weather("uk-abn", "Hull", "Today | 17°C | Sunny intervals\nTomorrow | 15°C | Light rain")
    )
    style = (
        ".hys{margin-top:20px;font:13px Arial}.hys h2{background:#a6001a;color:#fff;padding:5px 8px;font-size:16px}.hys h3{font-size:14px;border-bottom:1px solid #ccc}"
        ".hys-i,.hys-o{font-size:11px;color:#666}.hys-tabs a{display:inline-block;padding:3px 8px;border:1px solid #ccc;margin-right:4px}.hys-tabs a.on{background:#eee}"
        ".hys-l{list-style:none;padding:0}.hys-c{border-bottom:1px solid #e3e3e3;padding:8px 0}.hys-picks .hys-c{background:#fff8e1}.hys-u{font-weight:bold}.hys-t{color:#888;font-size:11px}"
        ".hys-v{font-size:11px}.hys-v a{color:#888}.hys-s{font-weight:bold}.hys-removed{color:#888;font-style:italic}"
    )
    piece = Piece(
        "Hospital closures: Patients 'travel further' for A&E",
        "By Nadia Farouk, ABN News, Yorkshire",
        "2012-07-02T07:45:00+01:00",
        "2 July 2012 Last updated at 07:45 BST",
        """
Patients in East Yorkshire are travelling an average of 11 miles further to reach an accident and emergency department than they did five years ago, according to a report.

The study by the Yorkshire Health Forum looked at the closure or downgrading of four overnight A&E units since 2007.

Hospital trusts say specialist stroke, heart and trauma services save lives when they are concentrated in fewer, larger centres.

But campaigners say ambulance response times in rural areas have worsened over the same period.
""",
        section="England",
        tags=("NHS", "Hull", "Scarborough"),
        caption="Bridlington Hospital's A&E unit closed overnight in 2010",
    )
    return case(
        "ce-uk-abn",
        "discussion",
        "uk-abn",
        piece,
        Bits(after=after, side=side, style=style, skeleton="three", top="Hull 17°C"),
        seeds(real),
        path="/news/uk-england-humber-18672244",
        container="div.hys#comments: h2 'Have your say', ul.hys-picks (3 editors' picks, copies), h3 'All Comments (10)', ul.hys-all > li.hys-c (span.hys-u NAME, span.hys-t TIME, div.hys-x > p, rating line)",
        heading="Have your say",
        description="A UK broadcaster's news page of 2012 in a three-column layout: 'Have your say' closed for comments, with three editors' picks shown first and then 'All Comments (10)', which holds the same three again in their place and one entry removed by the moderators (a notice, no text); rating lines with '+212' scores, 'Complain about this comment'; most shared, features, weather. Most awkward: every pick is on the page twice; the removed entry. Truth: 9 comments (the picks once, the removed one not at all).",
    )


def threads_ce() -> list[Case]:
    return [us_ledger(), uk_courier(), ca_prairie(), uk_abn()]


__all__ = ["num", "threads_ce"]
