"""Blind set CF: three article pages of 2012 without any reader comment whose post holds a list of a kind no earlier
set listed, each entry a person's name, a link or a place, and a text of their own: an email-marketing blog's
"expert roundup" (7 marketers, each a headshot, a name linked to their site and an answer of one or two paragraphs);
a personal-finance blog hosting a blog carnival (8 submissions: "NAME presents TITLE posted at BLOG, saying, …" and
the host's note); a productivity blog's "Reader Workspaces" (5 readers' desks: name, city, job, their own words and
their gear). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cf_common import (
    Bits,
    Case,
    Piece,
    as_seen,
    banner,
    bio,
    case,
    esc,
    optin,
    popular,
    related,
    rows,
    share_counts,
    slug,
    social,
    testimonials,
    tweets,
    widget,
)


def thesis_roundup() -> Case:
    experts = rows("""
Janelle Ortiz | Bright Little List | Give away the thing you'd normally charge for. My list grew from 400 to 4,000 in six months when I turned my paid pricing worksheet into the opt-in. // People can smell a "free report" that's really a sales letter from a mile away.
Dominic Reyes | Reyes Digital | Put an opt-in at the end of every post, not just in the sidebar. Sidebar forms convert at maybe 0.3% for us. The one after the post converts at 2.1%.
Hannah Li | The Copy Kitchen | Write your welcome email before you build anything else. If you can't say in that first email why someone should stay, no opt-in trick is going to save you.
Pete Sandoval | Small Shop Email | Ask your existing customers. We added a checkbox to our checkout ("send me the monthly tips") and 62% of buyers tick it. It's the cheapest list growth we've ever had.
Rebecca Moore | Inbox Alchemy | Guest posting, still. One post on a big blog in my niche with a link to a landing page brought in 1,100 subscribers in a week. // Choose the blog by its comments, not its traffic numbers: an engaged audience signs up.
Anil Kapoor | Funnel Notes | Stop sending people to your home page. Every link you share, every podcast you go on, send them to a page with one job: getting the email.
Caroline Webb | Webb & Wire | Run a webinar. Even a small one. Registrants are subscribers, and the ones who show up live are the warmest leads you will ever get.
""")
    roundup = "".join(
        f'<div class="expert" id="expert-{k + 1}"><h3>{k + 1}. {esc(n)} <span class="of">of <a href="/go/{slug(b)}/" rel="nofollow">{esc(b)}</a></span></h3>'
        f'<img src="/_avatar/x-{slug(n)}.svg" alt="{esc(n)}" width="80" height="80" class="alignleft">'
        + "".join(f"<p>{esc(p.strip())}</p>" for p in t.split(" // "))
        + "</div>"
        for k, (n, b, t) in enumerate(experts)
    )
    after = (
        bio(
            "Kyle Brannigan",
            "Kyle helps small businesses build email lists they're not embarrassed to email. He runs Inbox Hustle from a co-working space in Austin.",
        )
        + related(
            "How I Doubled My Opt-In Rate in 30 Days\nThe Welcome Email Template I Use\n5 Landing Pages That Convert (And Why)"
        )
        + '<div id="comments"><div class="comments_intro"><p><span class="bracket">{</span> 0 comments&hellip; add one now <span class="bracket">}</span></p></div></div>'
        '<div id="respond"><p>Leave a Comment</p><form action="/wp-comments-post.php" method="post"><p><input name="author"> Name</p><p><input name="email"> E-mail</p><p><textarea name="comment"></textarea></p>'
        '<p><input type="checkbox" name="subscribe"> Notify me of followup comments via e-mail</p><input type="submit" value="Submit"></form></div>'
    )
    side = (
        "<li>"
        + optin(
            "Free Course: List Building 101",
            "Seven days, seven emails, one list that grows while you sleep. 8,700 small business owners took it.",
            "Start the Free Course",
        )
        + "</li>"
        + "<li>"
        + testimonials(
            "Kyle's course paid for itself in the first week. | Erin D., Etsy seller\nThe most practical email marketing advice I've read. | Tom W., consultant"
        )
        + "</li>"
        + "<li>"
        + popular(
            '7 Email Marketers Share Their #1 List-Building Tip\nStop Using "Subscribe" on Your Buttons\nHow Often Should You Email Your List?',
            counts=False,
        )
        + "</li>"
        + "<li>"
        + banner("Try AWeber free for 30 days")
        + "</li>"
    )
    piece = Piece(
        "7 Email Marketers Share Their #1 List-Building Tip",
        "2012-09-10T07:00:00-05:00",
        "September 10, 2012",
        """
I asked seven people whose newsletters I actually open one question: if you had to start your list from zero tomorrow, what is the one thing you would do first? Here is what they said, in the order their answers landed in my inbox.

<div class="roundup">@@ROUNDUP@@</div>

Notice anything? Not one of them said "buy ads" or "install a pop-up". Every answer is about giving something real, in the right place, to the right people. Which one are you going to try this week?
""",
        cats=("List Building",),
        tags=("expert roundup", "opt-in", "email marketing"),
        count=0,
    )
    piece = Piece(
        piece.title,
        piece.iso,
        piece.shown,
        piece.text.replace("@@ROUNDUP@@", roundup),
        piece.cats,
        piece.tags,
        piece.count,
    )
    style = (
        "#container{width:960px;margin:0 auto;background:#fff}#header{padding:20px;border-bottom:3px solid #e67e22}#logo{font:bold 32px Verdana;margin:0}.menu{list-style:none;padding:0;overflow:hidden}"
        ".menu li{float:left;margin-right:14px}#content_box{overflow:hidden;padding:20px}#content{float:left;width:600px}#sidebars{float:right;width:300px}.sidebar_list{list-style:none;padding:0}"
        ".expert{overflow:hidden;border-top:1px solid #eee;padding:10px 0}.expert h3{margin:0 0 6px}.expert .of{font-weight:normal;font-size:13px}.alignleft{float:left;margin:0 10px 6px 0}"
    )
    return case(
        "cf-expert-roundup",
        "lookalike",
        "listbuild",
        piece,
        Bits(
            top='Free 7-day course: <a href="/course/">List Building 101</a>',
            inside=share_counts("listbuild") + as_seen("Copyblogger,Social Media Examiner,Entrepreneur"),
            after=after,
            side=side,
            style=style,
        ),
        [],
        path="/7-email-marketers-list-building-tip/",
        container="(no discussion) div.roundup in the post: 7 div.expert (h3 'N. NAME of BLOG', a headshot with the name as alt, one or two paragraphs)",
        heading=None,
        description="An email-marketing blog of 2012 on a Thesis-like theme, an 'expert roundup' post: 7 marketers' answers to one question, each a numbered heading with the name and their blog's link, a headshot whose alt is the name and one or two paragraphs in the first person; then '{ 0 comments… add one now }' and the form; testimonials, an opt-in course, popular posts, a banner, As seen on. Most awkward: seven first-person answers with names and avatars, in a row, right above an empty comment area.",
        lookalikes=("an expert roundup: names, avatars and first-person answers",),
    )


def woo_carnival() -> Case:
    subs = rows("""
Investing | Tyler Brooks | Why I Finally Opened a Roth IRA at 26 | Young & Thrifty | now that the student loans are gone, the next $5,000 goes to future me. | Tyler's spreadsheet of fees is worth the click alone.
Investing | Marguerite Chan | Index Funds for People Who Hate Math | Cents and Sensibility | three funds, one rebalance a year, zero stock picking. | Bookmark this one for your nephew who just got his first job.
Saving Money | Dana Whitcomb | How We Cut Our Grocery Bill to $280 a Month | The Penny Jar Diaries | a price book, the perimeter of Aldi and a cash envelope. | Dana's grocery posts are always the most practical on the web.
Saving Money | Luis Ortega | 9 Bills I Called and Negotiated in One Afternoon | Broke Millennial Dad | $61 a month saved with a phone, a script and a lot of hold music. |
Debt | Kim Albrecht | Our Debt Snowball Is Finally Rolling | Thrifty Pineapple | six months in, two cards down and one car loan to go. | Editor's pick: honest about the bad months, too.
Debt | Ray Donnelly | The Student Loan Mistake That Cost Me $9,000 | Ray Pays It Off | forbearance felt like a break at the time. It wasn't. |
Side Hustles | Amara Nwosu | What I Earned Selling Cupcakes at the Farmers Market | Sweet Side Money | the real numbers, including the week it rained. | Love that she includes the costs, not just the sales.
Side Hustles | Joe Pratt | Driving for a Living on the Weekends: One Year In | Gig Life Journal | mileage, taxes and the passenger who left a goat in the back seat. |
""")
    sections: dict[str, list[tuple[str, ...]]] = {}
    for r in subs:
        r = tuple(x.rstrip(" |") for x in r)
        sections.setdefault(r[0], []).append((*r, "")[:6])
    body = ""
    for sec, items in sections.items():
        body += f"<h3>{esc(sec)}</h3>"
        for _, who, title, blog, saying, note in items:
            body += (
                f'<p class="carnival-entry"><strong>{esc(who)}</strong> presents <a href="/go/c/{slug(title)[:30]}" rel="nofollow">{esc(title)}</a> posted at '
                f'<a href="/go/b/{slug(blog)}" rel="nofollow">{esc(blog)}</a>, saying, &#8220;{esc(saying)}&#8221;'
                + (f'<br><em class="host-note">{esc(note)}</em>' if note else "")
                + "</p>"
            )
    after = (
        '<div class="carnival-footer"><p>That concludes this edition. Submit your blog article to the next edition of the <a href="/go/carnival/">Carnival of Money Makeovers</a> using our <a href="/go/blogcarnival/">carnival submission form</a>. Past posts and future hosts can be found on our <a href="/go/blogcarnival-index/">blog carnival index page</a>.</p></div>'
        + bio(
            "Priya Natarajan",
            "Priya is a CPA turned blogger who writes about index investing, side hustles and the joy of packed lunches from her home in Columbus, Ohio.",
        )
        + '<div id="comments"><h3>No Responses to &#8220;Carnival of Money Makeovers #87&#8221;</h3></div><p class="nocomments">Comments are closed.</p>'
    )
    side = (
        optin(
            "Free Net Worth Tracker",
            "The spreadsheet I've used since 2008, free when you join 5,300 readers.",
            "Get the Spreadsheet",
        )
        + widget(
            "Carnivals I Host",
            "<ul><li>Carnival of Money Makeovers (every 2nd Monday)</li><li>Festival of Frugality (rotating)</li></ul>",
        )
        + popular(
            "My Net Worth at 30: $112,400\nHow I Made $4,200 Tutoring Last Year\nThe Boring Portfolio | 3 Funds, 10 Years\nWhy We Still Drive a 2003 Corolla",
            counts=False,
        )
        + social("carnival")
        + banner("Open a high-yield savings account: 0.90% APY")
    )
    piece = Piece(
        "Carnival of Money Makeovers #87",
        "2012-05-14T06:00:00-04:00",
        "May 14, 2012",
        """
Welcome to the May 14, 2012 edition of the Carnival of Money Makeovers! I had so many great submissions this week that picking them was really hard. Below are my favourites, with a few editor's picks marked. Grab a coffee, there's a lot of good reading here.
""",
        cats=("Carnival",),
        tags=("blog carnival", "personal finance"),
        count=0,
    )
    piece = Piece(
        piece.title, piece.iso, piece.shown, piece.text + "\n\n" + body, piece.cats, piece.tags, piece.count
    )
    style = (
        "#wrapper{width:960px;margin:0 auto;background:#fff}.col-full{padding:0 20px;overflow:hidden}#logo a{font:bold 34px Georgia;color:#d35400;text-decoration:none}#main-nav{list-style:none;padding:0;overflow:hidden}"
        "#main-nav li{float:left;margin-right:14px}#main{float:left;width:620px}#sidebar{float:right;width:280px}.carnival-entry{margin:10px 0}.host-note{color:#777}.nocomments{color:#999}"
    )
    return case(
        "cf-blog-carnival",
        "lookalike",
        "carnival",
        piece,
        Bits(inside=share_counts("carnival"), after=after, side=side, style=style),
        [],
        path="/2012/05/carnival-of-money-makeovers-87/",
        container="(no discussion) the post's 8 p.carnival-entry under 4 h3 sections: '<strong>NAME</strong> presents <a>TITLE</a> posted at <a>BLOG</a>, saying, “…”', 5 with the host's em.host-note",
        heading=None,
        description="A personal-finance blog of 2012 on a WooThemes-like theme hosting a blog carnival: 8 submissions in 4 sections, each a blogger's name in bold, 'presents' the post's title posted at the blog, 'saying, “…”' in the blogger's words, and the host's note under 5; the carnival's submission footer, a bio box, 'No Responses to …' and 'Comments are closed.'; an opt-in, popular posts, social counters, a bank banner. Most awkward: eight named entries each with a quoted sentence of its author's and a note answering it.",
        lookalikes=("a blog carnival's submissions: names, titles and their words",),
    )


def headway_workspaces() -> Case:
    desks = rows("""
Lucia Fernandes | Lisbon, Portugal | UX designer | I work from a tiny balcony room that gets sun until 2 pm, then I move to the kitchen table. The standing desk is an IKEA hack: a shelf screwed onto the wall at elbow height. Best 40 euros I ever spent. | 13" MacBook Air, Wacom Bamboo, a paper notebook for everything
Ethan Cole | Portland, Oregon | Software developer | Two monitors, one in portrait for reading code. I tried three but my neck disagreed. Everything else on the desk has to earn its place, which is why there is nothing else on the desk. | Dell U2412M x2, mechanical keyboard (Cherry MX browns), Ubuntu
Mei Lin Tan | Singapore | Freelance translator | The plants are there so I remember to look away from the screen. I water them every Pomodoro break. Twelve plants, about sixty breaks a week. They are very healthy. | ThinkPad X220, Anki, a kitchen timer shaped like an egg
Oluwaseun Adeyemi | Lagos, Nigeria | Startup founder | Power cuts are part of life here, so the desk is built around a UPS and a laptop with a nine-hour battery. The whiteboard is where the real work happens. | UPS, MacBook Pro, whiteboard, two phones on two networks
Greta Johansson | Umeå, Sweden | Illustrator | In winter it's dark by two in the afternoon, so the daylight lamp is not optional. I draw on paper first and scan everything, the scanner is the most used thing in the room. | Epson scanner, daylight lamp, Cintiq 12WX, a lot of tea
""")
    items = "".join(
        f'<div class="workspace" id="ws-{k + 1}"><h3>{esc(n)}, {esc(c)}</h3><p class="ws-job">{esc(j)}</p>'
        f'<img src="/_avatar/ws-{slug(n)}.svg" alt="{esc(n)}\'s desk" width="600" height="360">'
        f'<p class="ws-words"><strong>In their words:</strong> {esc(w)}</p><p class="ws-gear"><strong>Gear:</strong> {esc(g)}</p></div>'
        for k, (n, c, j, w, g) in enumerate(desks)
    )
    after = (
        '<div class="submit-yours"><h3>Want your workspace featured?</h3><p>Send a photo and a few lines about your setup to desks@lifehackerylab.com. We pick five every month.</p></div>'
        + related(
            "Reader Workspaces: April\nThe Apps on My Home Screen\nWhy I Went Back to Paper Notebooks",
            "More Posts",
        )
        + '<div id="comments" class="comments-area"><h3 class="comments-title">No Comments</h3><p>Start the conversation!</p></div>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><p><input name="author"> Name</p><p><input name="email"> Email</p><p><textarea name="comment"></textarea></p>'
        '<p><input type="checkbox" name="subscribe"> Subscribe to comments</p><input type="submit" value="Post Comment"></form></div>'
    )
    side = (
        "<li>"
        + optin(
            "The Weekly Hack",
            "One tool, one trick, one desk. Every Sunday. 22,000 subscribers.",
            "Subscribe Free",
        )
        + "</li>"
        + "<li>"
        + popular(
            "Reader Workspaces: May\nThe 10 Apps I Install on Every New Laptop\nInbox Zero Is a Lie\nA $30 Standing Desk",
            counts=False,
        )
        + "</li>"
        + "<li>"
        + tweets(
            "lifehackerylab",
            "Reader Workspaces for May are up. Lisbon, Lagos, Umeå and more: http://bit.ly/Desks512 | 4 hours ago\nWhat's the one app you couldn't work without? | 1 day ago",
        )
        + "</li>"
        + "<li>"
        + banner("Evernote Premium: 3 months free")
        + "</li>"
    )
    piece = Piece(
        "Reader Workspaces: 5 Desks From Around the World (May 2012)",
        "2012-05-30T09:00:00+00:00",
        "May 30, 2012",
        """
Every month we ask you to send us your desks, and every month you make us a little jealous. Here are five of our favourites from May, from a balcony in Lisbon to an illustrator's studio where the sun sets before lunch.

@@DESKS@@
""",
        cats=("Workspaces",),
        tags=("reader workspaces", "desks", "home office"),
        count=0,
    )
    piece = Piece(
        piece.title,
        piece.iso,
        piece.shown,
        piece.text.replace("@@DESKS@@", items),
        piece.cats,
        piece.tags,
        piece.count,
    )
    style = (
        ".grid-container{width:960px;margin:0 auto;background:#fff;overflow:hidden}.block-type-content{float:left;width:620px;padding:20px}.block-type-widget-area{float:right;width:280px;padding:20px 10px}"
        ".widget-area{list-style:none;padding:0}.workspace{border-top:1px solid #ddd;padding:10px 0}.ws-job{color:#16a085;margin:0}.submit-yours{background:#e8f6f3;padding:10px}"
    )
    return case(
        "cf-reader-workspaces",
        "lookalike",
        "deskhack",
        piece,
        Bits(inside=share_counts("deskhack"), after=after, side=side, style=style),
        [],
        path="/2012/05/reader-workspaces-may-2012/",
        container="(no discussion) 5 div.workspace in the post: h3 'NAME, CITY', p.ws-job, a photo, p.ws-words 'In their words: …', p.ws-gear",
        heading=None,
        description="A productivity-gear blog of May 2012 on a Headway-like theme: 'Reader Workspaces', 5 readers' desks, each a heading with the reader's name and city, a job line, a photo, 'In their words:' and a few first-person sentences, and their gear; an invitation to send yours, related posts, 'No Comments', 'Start the conversation!' and the form with 'Subscribe to comments'; an opt-in, popular posts, tweets, a banner. Most awkward: readers' own words with their names, sent in by readers, in a list above an empty comment area.",
        lookalikes=("reader-submitted workspaces: names, cities and their words",),
    )


def lists_cf() -> list[Case]:
    return [thesis_roundup(), woo_carnival(), headway_workspaces()]
