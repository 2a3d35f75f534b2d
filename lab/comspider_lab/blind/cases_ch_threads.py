"""Blind set CH: four small discussions in the served HTML, 1 to 3 comments, each in a site's own template: a US
county daily's vendor system with one comment under the posting rules ("1 Comment", "Posted by NAME on <date>"); a UK
evening paper's "Have your say" with the name and town after each text, one of them a single line; an Irish national's
"NAME wrote:" bylines, the second comment opening with a quote of the first under the same words; a Canadian paper's
hosted comment platform rendered in the page ("Join the discussion", a comment and its single reply). Every class
name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ch_common import (
    Bits,
    Case,
    Piece,
    Seed,
    box,
    case,
    esc,
    listing,
    paras,
    related,
)


def us_one_comment() -> Case:
    cs = [
        Seed(
            "ridgerunner_58",
            "My grandfather helped re-roof that bridge in 1954 and he always said the trouble was never the trusses, "
            "it was the runoff from the county road eating away at the abutments. If they spend $410,000 and don't fix "
            "the drainage on the north approach we'll be right back here in ten years.\n\n"
            "That said, closing it until September adds a good twenty minutes each way for everybody on Tucker Ridge. "
            "Has anybody asked the school district how the buses are going to get around?",
            when="June 12, 2012 at 9:14 pm",
        )
    ]
    c = cs[0]
    rules = (
        '<div class="hvs-rules"><b>Posting rules</b><ol>'
        "<li>Keep it clean. Avoid obscene, vulgar, lewd, racist or sexually-oriented language.</li>"
        "<li>Don't threaten. Threats of harming another person will not be tolerated.</li>"
        "<li>Be truthful. Don't knowingly lie about anyone or anything.</li>"
        "<li>Be nice. No racism, sexism or any sort of -ism that is degrading to another person.</li>"
        "<li>Be proactive. Use the 'Report' link on each comment to let us know of abusive posts.</li>"
        "</ol></div>"
    )
    after = (
        '<div id="hvs-talk" class="hvs-talk"><h3 class="hvs-talk-h">1 Comment</h3>'
        + rules
        + '<p class="hvs-sort">Sort by <select><option>Oldest first</option><option>Newest first</option></select></p>'
        '<div class="hvs-list"><div class="hvs-c" id="c-88213">'
        f'<div class="hvs-c-by"><img src="/_avatar/u-88213.svg" alt="" width="32" height="32" /> Posted by '
        f'<a href="/users/profile/{esc(c.author)}">{esc(c.author)}</a> on {esc(c.when)}</div>'
        f'<div class="hvs-c-txt">{paras(c.text)}</div>'
        '<div class="hvs-c-act"><a href="/report/88213">Report abuse</a> | <a href="/rec/88213">Recommend</a> (2)</div>'
        "</div></div>"
        '<div class="hvs-post"><h4>Post a comment</h4><p>You must be logged in to post. '
        '<a href="/login">Log in</a> | <a href="/register">Sign up</a></p></div></div>'
    )
    side = (
        listing(
            "us-harlan",
            "Most commented",
            """
Levy fails by 212 votes; school board weighs cuts | 47
Sheriff: copper thefts up sharply at farm sites | 31
Letter: Time to bring back the county fair demolition derby | 22
Brush Creek covered bridge to close for repairs | 1
""",
            "comments",
        )
        + box(
            "us-harlan",
            "Obituaries",
            '<ul><li><a href="/obits/1">Dorothy Mae Kessler, 88</a></li><li><a href="/obits/2">Roy E. Blevins, 71</a></li>'
            '<li><a href="/obits/3">Wanda J. Tackett, 64</a></li></ul><p><a href="/obits/">All obituaries »</a></p>',
        )
        + box("us-harlan", "Weather", "<p>Millersport 84° Partly cloudy · Tonight 61°</p>")
        + box(
            "us-harlan",
            "e-Edition",
            '<p>Read today\'s paper page by page. <a href="/eedition">Open the e-Edition</a></p>',
        )
    )
    style = (
        ".hvs-talk{border-top:2px solid #16365c;margin-top:18px}.hvs-talk-h{font-size:18px;margin:6px 0}"
        ".hvs-rules{background:#f5f7fa;border:1px solid #d5dde8;font-size:11px;padding:6px 10px}.hvs-rules ol{margin:4px 0;padding-left:18px}"
        ".hvs-c{border-bottom:1px solid #e2e2e2;padding:8px 0}.hvs-c-by{font-size:11px;color:#666}.hvs-c-act{font-size:11px}"
        ".hvs-sort{font-size:11px;text-align:right}"
    )
    piece = Piece(
        "Brush Creek covered bridge to close for $410,000 in repairs",
        "By Linda Ferrell, Sentinel Staff Writer",
        "2012-06-12T05:30:00-04:00",
        "Posted: Tuesday, June 12, 2012 5:30 am",
        """
The Brush Creek covered bridge, the last of Harlan County's five covered bridges still open to traffic, will close on June 25 for about three months while crews replace rotted floor beams and shore up its stone abutments.

County commissioners voted 3-0 on Monday to award the $410,000 contract to Kessinger Bridge & Timber of Lancaster. Federal highway funds will cover 80 percent of the cost, with the county engineer's office paying the rest.

County Engineer Tom Abernathy said the 1871 Howe truss bridge was found to have "significant section loss" in two floor beams during an inspection last fall. The weight limit was lowered to three tons in November.

Drivers on Tucker Ridge Road will be detoured along state Route 37 and Millersport Road. The bridge is expected to reopen by mid-September.
""",
        dek="Last covered bridge open to traffic in the county will be closed until mid-September",
        section="News",
        tags=("Brush Creek", "covered bridges", "county commissioners"),
        caption="The Brush Creek covered bridge on Tucker Ridge Road. (Sentinel file photo)",
    )
    return case(
        "ch-us-one-comment",
        "discussion",
        "us-harlan",
        piece,
        Bits(after=after, side=side, style=style, top="Millersport 84°"),
        cs,
        path="/news/local/brush-creek-covered-bridge-to-close-for-repairs/article_5b1e2c84.html",
        container="div#hvs-talk: h3 '1 Comment', div.hvs-rules (an ordered list of 5 posting rules), div.hvs-list > div.hvs-c#c-<number> (div.hvs-c-by 'Posted by <a>NAME</a> on DATE', div.hvs-c-txt > p, div.hvs-c-act)",
        heading="1 Comment",
        description="A US county daily of 2012 on a vendor newspaper CMS: an article on a covered bridge's closing, then '1 Comment' with the posting rules as a five-item ordered list right above the single comment (two paragraphs, 'Posted by NAME on DATE' before it, 'Report abuse | Recommend (2)' after), a sort menu and a log-in prompt; most commented with counts, obituaries, the weather, the e-Edition. Most awkward: one comment under a numbered list of five rules of about the same length.",
        lookalikes=("posting rules as an ordered list", "most commented with counts", "obituaries"),
    )


def uk_have_your_say() -> Case:
    cs = [
        Seed(
            "Gethin",
            "We were promised a cinema at the Quays in 2006 and a hotel in 2009. Both are still car parks. I'll believe "
            "this when I see the ice. Still, good luck to them, the kids round here have nothing to do on a Saturday "
            "unless they get the bus to Chester.",
            when="7:22pm, 3 Oct 2012",
        ),
        Seed(
            "Sandra M",
            "My daughter skates at Deeside twice a week and it's a fifty minute round trip in the car, plus parking. A "
            "rink on our doorstep would be brilliant. The people moaning on here would moan if they won the lottery.",
            when="8:05pm, 3 Oct 2012",
        ),
        Seed("Old Timer", "Build it and they will come. Not.", when="10:48pm, 3 Oct 2012"),
    ]
    towns = ["Brynhallt", "Wrexley", "Penfold Green"]
    recs = [12, 9, 4]
    items = "".join(
        f'<li class="wep-ci" id="wc{5102 + i}"><p class="wep-ct">{esc(c.text)}</p>'
        f'<p class="wep-cby"><b>{esc(c.author)}, {esc(towns[i])}</b> <span>{esc(c.when)}</span></p>'
        f'<p class="wep-cact"><a href="/rec/{5102 + i}">Recommend</a> ({recs[i]}) | <a href="/report/{5102 + i}">Report this comment</a></p></li>'
        for i, c in enumerate(cs)
    )
    after = (
        '<div class="wep-hys"><h2>Have your say</h2><p class="wep-count">Comments (3)</p>'
        f'<ul class="wep-clist">{items}</ul>'
        '<div class="wep-add"><h4>Add your comment</h4><p>Name <input type="text" /> Town <input type="text" /></p>'
        '<p><textarea rows="4" cols="50"></textarea></p><p><input type="submit" value="Post" /></p>'
        '<p class="wep-small">Comments are checked by a moderator before they appear. Please read our <a href="/house-rules">house rules</a>.</p></div>'
        '<p class="wep-letters">Want to say more? <a href="/letters/write">Write to the Post\'s letters page</a></p></div>'
    )
    side = (
        listing(
            "uk-wrexley",
            "Most commented",
            """
Parking charges to double at Wrexley Maelor hospital | 64 comments
Town centre pub shut after licence review | 38 comments
Plans for £14m ice rink at Wrexley Quays approved | 3 comments
""",
            "",
        )
        + listing(
            "uk-wrexley",
            "Most read",
            """
Two hurt in A483 crash near Gresfield | today
Wrexley Athletic sign former Crewe striker | today
Pensioner, 91, gets her stolen medals back | yesterday
""",
            "",
        )
        + box(
            "uk-wrexley",
            "Jobs",
            "<ul><li>Warehouse operative, Wrexley Industrial Estate, £7.10/hr</li><li>Care assistant, nights, Penfold Green</li>"
            "<li>HGV Class 1 driver, Gresfield, £24,000</li></ul>",
        )
        + box(
            "uk-wrexley",
            "Newsletter",
            '<p>Get the Post\'s headlines in your inbox every morning.</p><p><input type="text" value="Your email" /> <input type="submit" value="Sign up" /></p>',
        )
    )
    style = (
        ".wep-hys{border:1px solid #ddd;border-top:4px solid #c8102e;padding:6px 12px;margin-top:16px}.wep-hys h2{color:#c8102e;margin:4px 0}"
        ".wep-clist{list-style:none;margin:0;padding:0}.wep-ci{border-bottom:1px dashed #ccc;padding:6px 0}"
        ".wep-cby{font-size:12px;margin:2px 0}.wep-cby span{color:#888;margin-left:6px}.wep-cact{font-size:11px;margin:0}"
        ".wep-count{font-size:11px;color:#666}.wep-small{font-size:10px;color:#888}.wep-letters{background:#fbeaea;padding:4px 8px}"
    )
    piece = Piece(
        "Plans for £14m ice rink at Wrexley Quays approved",
        "By Rhian Bellamy",
        "2012-10-03T16:40:00+01:00",
        "Wednesday 3 October 2012 | Posted: 16:40",
        """
Plans for a £14 million ice rink and leisure complex at Wrexley Quays have been approved by the borough council's planning committee.

The scheme, put forward by Northgate Leisure, includes a 1,500-seat rink, a bowling alley, two restaurants and a 400-space car park on the former gasworks site next to the canal basin.

Councillors voted eight to two in favour after a two-hour debate. Cllr Dilys Morgan, who voted against, said she was worried about traffic on Quay Road at weekends.

Northgate Leisure said work could begin next spring, with the rink opening in time for the winter of 2014. The company expects the complex to create about 90 jobs.
""",
        dek="Councillors back leisure complex on former gasworks site by eight votes to two",
        section="News",
        caption="An artist's impression of the Wrexley Quays ice rink.",
    )
    return case(
        "ch-uk-have-your-say",
        "discussion",
        "uk-wrexley",
        piece,
        Bits(after=after, side=side, style=style, top="Wrexley 12°C showers"),
        cs,
        path="/news/local/Plans-for-14m-ice-rink-at-Wrexley-Quays-approved/story-17012345-detail/story.html",
        container="div.wep-hys: h2 'Have your say', p 'Comments (3)', ul.wep-clist > li.wep-ci#wc<number> (p.wep-ct text, then p.wep-cby <b>NAME, TOWN</b> span DATE, p.wep-cact)",
        heading="Have your say",
        description="A UK evening paper of 2012: an article on an ice rink's approval, then 'Have your say' with 3 flat comments, each text first and then the reader's name and town in bold with the time, Recommend counts and 'Report this comment'; the third a single short line; an add-your-comment form with name and town fields and a link to the letters page; most commented and most read, jobs, a newsletter box. Most awkward: the name after the text, joined to a town in one bold element, one comment of seven words.",
        lookalikes=("most commented with counts", "job ads"),
    )


def ie_wrote_quote() -> Case:
    cs = [
        Seed(
            "Seán Ó Murchú",
            "€240 is the average. Anyone with three teenagers and a washing machine going every day will pay double "
            "that, and we're already paying for water through motor tax and the property tax. Meanwhile Dublin is "
            "losing 40% of what goes into its pipes through leaks. Fix the pipes first, then talk to us about meters.",
            when="15/03/2013 at 11:02",
        ),
        Seed(
            "Ruth Kavanagh",
            "And how exactly do you propose to pay for fixing the pipes, Seán? The money has to come from somewhere. "
            "I've lived in Germany since 2009 and everyone here pays for water by the cubic metre, and funnily enough "
            "nobody leaves the tap running while they brush their teeth.",
            parent=0,
            when="15/03/2013 at 13:37",
        ),
    ]
    quote = "Fix the pipes first, then talk to us about meters."
    items = []
    for i, c in enumerate(cs):
        q = (
            f'<blockquote class="ima-q"><p><b>{esc(cs[0].author)} wrote:</b></p><p>{esc(quote)}</p></blockquote>'
            if c.parent is not None
            else ""
        )
        items.append(
            f'<div class="ima-rci" id="rc-{73310 + i * 17}"><p class="ima-rcn"><b>{esc(c.author)}</b> wrote:</p>'
            f'{q}<div class="ima-rct">{paras(c.text)}</div>'
            f'<p class="ima-rcd">Posted on {esc(c.when)} · <a href="/report/{73310 + i * 17}">Report</a></p></div>'
        )
    after = (
        '<div class="ima-rc"><h4>Reader comments (2)</h4>'
        + "".join(items)
        + '<p class="ima-rcf"><a href="/account/login">Log in</a> or <a href="/account/register">register</a> to join the debate. '
        "The Irish Morning Argus reserves the right to remove posts that breach its terms.</p></div>"
    )
    side = (
        listing(
            "ie-argus",
            "Most read",
            """
Bank of Ireland to close 14 branches by summer | 1
Gardaí seize €2.3m of cannabis in Cork port | 2
Water charges: households face €240 average bill from 2014 | 3
Kerry 'on the brink' as McNamee injury confirmed | 4
""",
            "",
        )
        + box(
            "ie-argus",
            "Poll",
            "<p>Should every house have a water meter?</p><ul><li>Yes, pay for what you use: 38%</li><li>No, water is a right: 62%</li></ul><p><small>2,114 votes</small></p>",
        )
        + box(
            "ie-argus",
            "From the letters page",
            '<ul><li><a href="/letters/1">The Croke Park deal was never going to hold</a></li><li><a href="/letters/2">Rural bus routes are a lifeline</a></li></ul>'
            '<p><a href="/letters/">Write a letter to the editor</a></p>',
        )
        + box(
            "ie-argus",
            "Morning briefing",
            '<p>The day\'s news in your inbox before 7am.</p><p><input type="text" value="Email address" /> <input type="submit" value="Go" /></p>',
        )
    )
    style = (
        ".ima-rc{margin-top:18px;border-top:1px solid #00543c}.ima-rc h4{font-size:16px;color:#00543c}"
        ".ima-rci{background:#f7f7f2;padding:6px 10px;margin-bottom:8px}.ima-rcn{margin:0 0 4px}.ima-rcd{font-size:11px;color:#888;margin:2px 0}"
        ".ima-q{border-left:3px solid #bbb;margin:4px 0 6px 6px;padding:0 8px;color:#555;font-style:italic}.ima-rcf{font-size:11px}"
    )
    piece = Piece(
        "Water charges: households face €240 average bill from 2014",
        "Declan Furlong, Environment Correspondent",
        "2013-03-15T06:00:00+00:00",
        "Friday, 15 March 2013",
        """
Households will pay an average of €240 a year for water once domestic charges are introduced next year, according to figures prepared for the Department of the Environment.

The estimate assumes that every home connected to the public mains will have a meter installed by the end of 2016. Until then, unmetered households will be charged on an assessed basis.

Officials say the new utility will need about €600 million a year to fix the network, which loses an estimated 40 per cent of treated water in the Dublin region through leaks.

Opposition parties said the figure was a "guess" and called for a free allowance for every household, with extra help for large families and people with medical conditions.
""",
        dek="Department figures assume every home will be metered by the end of 2016",
        section="News",
        tags=("Water charges", "Environment"),
        caption="Meter installation in a housing estate in Co Kildare.",
    )
    return case(
        "ch-ie-wrote-quote",
        "discussion",
        "ie-argus",
        piece,
        Bits(after=after, side=side, style=style, top="Dublin 7°C"),
        cs,
        path="/news/water-charges-households-face-240-average-bill-from-2014-29131122.html",
        container="div.ima-rc: h4 'Reader comments (2)', div.ima-rci#rc-<number> (p.ima-rcn '<b>NAME</b> wrote:', an optional blockquote.ima-q '<b>NAME wrote:</b>' and the quoted words, div.ima-rct > p, p.ima-rcd 'Posted on DATE')",
        heading="Reader comments (2)",
        description="An Irish national paper of 2013: an article on water charges, then 'Reader comments (2)': each comment opens with '<b>NAME</b> wrote:', the second then quotes a sentence of the first in a blockquote under '<b>NAME wrote:</b>' before its own words; most read, a poll with percentages, the letters page's teasers, a newsletter box. Most awkward: the quote's 'NAME wrote:' inside the second comment looks like a comment's own byline.",
        lookalikes=("a poll's results", "letters page teasers"),
    )


def ca_hosted_reply() -> Case:
    cs = [
        Seed(
            "Karen Lindqvist",
            "Finally! We've been driving to Abbotsford every weekend so our lab can have a proper run. Please tell me "
            "they're putting in a water tap and some shade though, the field by the ball diamond is baking hot in July.",
            when="3 hours ago",
        ),
        Seed(
            "Rick Baumann",
            "@Karen Lindqvist the plan council approved has a water station and two shade shelters, and the fencing "
            "goes in next month. Come to the open house at the library on the 19th if you want a say in the layout.",
            parent=0,
            when="2 hours ago",
        ),
    ]
    likes = [4, 2]

    def post(i: int, sub: str) -> str:
        c = cs[i]
        irt = (
            f'<span class="pv-irt">in reply to <a href="#pv-{40071}">{esc(cs[c.parent].author)}</a></span>'
            if c.parent is not None
            else ""
        )
        return (
            f'<div class="pv-post" id="pv-{40071 + i * 9}"><img class="pv-av" src="/_avatar/pv{i}.svg" alt="" width="36" height="36" />'
            f'<div class="pv-bd"><div class="pv-meta"><a class="pv-user" href="/pv/u/{i}">{esc(c.author)}</a> {irt}'
            f'<span class="pv-when">{esc(c.when)}</span></div>'
            f'<div class="pv-msg">{paras(c.text)}</div>'
            f'<div class="pv-tools"><a href="#">Like</a> ({likes[i]}) · <a href="#">Reply</a> · <a href="#">Flag</a></div></div>'
            f"{sub}</div>"
        )

    widget = (
        '<div id="palaver-thread" class="pv-embed"><div class="pv-head"><b>2 Comments</b> '
        '<span class="pv-sort">Sort by: <a href="#">Oldest</a> | <a href="#">Newest</a> | <a href="#">Most liked</a></span></div>'
        '<div class="pv-login">Sign in with <a href="#">Facebook</a> | <a href="#">Twitter</a> | <a href="#">Palaver</a> '
        '<input type="text" value="Add a comment..." size="40" /></div>'
        + post(0, '<div class="pv-children">' + post(1, "") + "</div>")
        + '<div class="pv-foot"><a href="#">Subscribe by email</a> · <a href="#">RSS</a> · Powered by <b>Palaver</b></div></div>'
    )
    after = (
        related(
            "ca-fraser",
            "Related stories",
            (
                "Dog bylaw changes coming to Abbotsford parks",
                "Heritage Park playground to be rebuilt",
                "Chilliwack council rejects off-leash beach",
            ),
        )
        + '<div class="fvt-disc"><h3>Join the discussion</h3><p class="fvt-pol">The Tribune welcomes your opinions. '
        '<a href="/commenting-policy">Read our commenting policy</a>.</p>' + widget + "</div>"
    )
    side = (
        listing(
            "ca-fraser",
            "Most popular",
            """
Highway 1 widening: what you need to know | 1
Mission man charged after Cedar Valley standoff | 2
Heat win 4-2 in front of record crowd | 3
""",
            "",
        )
        + box(
            "ca-fraser",
            "Community calendar",
            "<ul><li>Sat: Mission farmers' market, 9 am</li><li>Sun: Fraser River clean-up, 10 am</li></ul>",
        )
        + box("ca-fraser", "Weather", "<p>Mission 24°C sunny</p>")
    )
    style = (
        ".fvt-rel ul{list-style:none;padding:0;overflow:hidden}.fvt-rel li{float:left;width:220px;font-size:12px}.fvt-rel img{display:block}"
        ".fvt-disc{clear:both;margin-top:16px}.fvt-disc h3{font-size:18px;border-bottom:2px solid #9b1b1f}.fvt-pol{font-size:11px;color:#666}"
        ".pv-embed{font:12px/1.45 Arial,sans-serif}.pv-head{border-bottom:1px solid #ccc;padding:4px 0}.pv-sort{float:right;font-size:11px}"
        ".pv-login{background:#f2f2f2;padding:6px;margin:6px 0}.pv-post{overflow:hidden;margin:8px 0}.pv-av{float:left;margin-right:8px}"
        ".pv-bd{margin-left:44px}.pv-user{font-weight:bold}.pv-when,.pv-irt{color:#999;font-size:11px;margin-left:6px}.pv-tools{font-size:11px;color:#777}"
        ".pv-children{margin-left:44px;border-left:2px solid #eee;padding-left:8px}.pv-foot{font-size:10px;color:#999;border-top:1px solid #eee;padding-top:4px}"
    )
    piece = Piece(
        "Mission council approves off-leash dog park at Heritage Park",
        "By Jordan Pelletier - Fraser Valley Tribune",
        "2012-07-11T09:00:00-07:00",
        "Published: July 11, 2012 9:00 AM",
        """
Dog owners in Mission will get their first fenced off-leash area this fall after council voted Tuesday to convert an unused field at Heritage Park.

The $85,000 project will be paid for out of the parks reserve fund. Staff told council the area of about one hectare will be fenced, with separate sections for large and small dogs.

Coun. Wendy Harder said residents had been asking for an off-leash park for years. "People are driving to Abbotsford and Maple Ridge to exercise their dogs. That's money and time we can keep in Mission," she said.

A public open house on the park's design will be held at the Mission library on July 19.
""",
        dek="Fenced one-hectare area to open this fall, with separate sections for small dogs",
        section="News",
    )
    return case(
        "ch-ca-hosted-reply",
        "discussion",
        "ca-fraser",
        piece,
        Bits(after=after, side=side, style=style, top="Mission 24°C"),
        cs,
        path="/news/161234567.html",
        container="div.fvt-disc: h3 'Join the discussion', div#palaver-thread.pv-embed (div.pv-head '2 Comments', div.pv-login, div.pv-post#pv-<number> > div.pv-bd (div.pv-meta a.pv-user NAME, span.pv-when, div.pv-msg > p, div.pv-tools), the reply in div.pv-children inside its parent)",
        heading="Join the discussion",
        description="A Canadian regional paper of 2012 with a hosted comment platform's thread as the page saved it (rendered in the served HTML): under related stories with thumbnails, 'Join the discussion' with the platform's '2 Comments', sort links and a sign-in bar, one comment and its single reply nested inside it ('in reply to NAME', relative times, Like counts, 'Powered by Palaver'); most popular, a community calendar, the weather. Most awkward: a thread of one comment and one reply that opens with the '@Name' its writer typed.",
        lookalikes=("related stories with thumbnails", "a community calendar"),
    )


def threads_ch() -> list[Case]:
    return [us_one_comment(), uk_have_your_say(), ie_wrote_quote(), ca_hosted_reply()]
