"""Blind set CD: four discussions on sites of 2012 that were not personal blogs, each in its own template: a county
weekly on a vendor newspaper CMS with 16 registered readers' comments, "@handle" answers, a list of posting rules and
a captcha notice above them; a student paper whose comments print "NAME | DATE" lines over the texts, with the
editor's correction and a professor's signature; a trade magazine whose discussion is a hosted comment platform's
server-rendered thread with reputation counts, relative times and replies one level deep; a post-by-mail blog's
"responses", one sent by e-mail with the quoted message under it, and a row of likes. Every name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cd_common import (
    Bits,
    Case,
    Note,
    case,
    esc,
    gadget,
    num,
    paras,
    popular,
    rows,
    seeds,
    share_bar,
    slug,
    talk,
    ul_links,
)


def paper_library() -> Case:
    p = "hv"
    ns = talk("""
millbrookmom @ Posted: Tuesday, March 13, 2012 6:41 pm :: My kids do their homework at that library three afternoons a week because we don't have internet at home. Where exactly are they supposed to go now? The main branch is 14 miles away and there's no bus.
Tax Payer @ Posted: Tuesday, March 13, 2012 7:02 pm :: The county is broke. Something has to go and a building that gets 40 visitors a day is a pretty obvious choice. Nobody likes it but that's the math.
  millbrookmom @ Posted: Tuesday, March 13, 2012 7:15 pm :: @Tax Payer 40 visitors a day is 40 people. Some of them are my children. It's not just math.
  J. Pritchard @ Posted: Tuesday, March 13, 2012 7:33 pm :: @Tax Payer The article says the branch costs $61,000 a year to run. The county just approved $240,000 for the new sign and landscaping at the courthouse. So let's not pretend it's about money.
OldGuyOnRt9 @ Posted: Tuesday, March 13, 2012 8:10 pm :: I learned to read in that building in 1951. It was the grange hall then and the books were in two cabinets. Sad day.
bookworm52 @ Posted: Tuesday, March 13, 2012 8:26 pm :: Has anyone asked whether the Friends of the Library could take over the building and run it with volunteers? That's what they did over in Carver County and it's still open. // I'd give a Saturday a month. I bet others would too.
  Kathy Oyelaran @ Posted: Tuesday, March 13, 2012 9:04 pm :: @bookworm52 I'm on the Friends board. We asked at the January meeting and were told the insurance alone would be more than we raise in a year. We haven't given up. Meeting is the 22nd at 7 at the fire hall, please come.
HarlowResident @ Posted: Tuesday, March 13, 2012 9:30 pm :: Commissioner Dale was the only one with the guts to vote no. Remember that in November.
Tax Payer @ Posted: Tuesday, March 13, 2012 10:12 pm :: Dale voted no because he knew it would pass anyway. Easy to be a hero when it doesn't cost you anything.
  HarlowResident @ Posted: Tuesday, March 13, 2012 10:40 pm :: @Tax Payer Or maybe he actually reads the letters people send him. Try it sometime.
librarian_ret @ Posted: Wednesday, March 14, 2012 6:55 am :: I worked at the Millbrook branch for eleven years before I retired. Most of our visitors were not there for books. They were there to print tax forms, apply for jobs online, and use a warm room in January. // The bookmobile idea sounds nice, but a bookmobile does not have a printer or a wifi connection that reaches the parking lot at night. // Thank you to the Courier for covering the meeting.
Ron Weatherby @ Posted: Wednesday, March 14, 2012 8:20 am :: Close it and sell the lot. We need the tax base.
  OldGuyOnRt9 @ Posted: Wednesday, March 14, 2012 9:01 am :: @Ron Weatherby The lot was given to the county in 1968 on condition it stays a public building. Read the deed before you sell it.
millbrookmom @ Posted: Wednesday, March 14, 2012 12:17 pm :: Thank you Kathy, I'll be there on the 22nd with both kids.
Sandy K. @ Posted: Wednesday, March 14, 2012 3:48 pm :: Does anyone know if the summer reading program is still going to run this year? My daughter has done it every summer since she was five.
  Harlow Valley Courier @ Posted: Wednesday, March 14, 2012 4:30 pm :: @Sandy K. Library director Amy Costa told the Courier the summer reading program will run at the main branch from June 18, with a bookmobile stop in Millbrook on Thursdays.
""")

    def entry(i: int, n: Note) -> str:
        cid = 81334 + 7 * i
        staff = f" {p}-staff" if n.who == "Harlow Valley Courier" else ""
        return (
            f'<div class="{p}-ucb{staff}" id="{p}-ucb-{cid}"><div class="{p}-ucb-av"><img src="/_avatar/{p}-{slug(n.who)}.svg" width="40" height="40" alt=""></div>'
            f'<div class="{p}-ucb-head"><a class="{p}-ucb-user" href="/users/profile/{slug(n.who)}">{esc(n.who)}</a> '
            f'<span class="{p}-ucb-time">{esc(n.at)}</span></div>'
            f'<div class="{p}-ucb-text">{paras(n.body)}</div>'
            f'<div class="{p}-ucb-tools"><a href="/report?c={cid}" rel="nofollow">Report Abuse</a></div></div>'
        )

    rules = "".join(
        f"<li><b>{esc(a)}</b> {esc(b)}</li>"
        for a, b in rows("""
Stay on topic. | Comments should be about the story above, not about other commenters.
No name-calling. | Personal attacks, slurs and threats will be removed and the account suspended.
Tell the truth. | Don't knowingly post anything false about a person or a business.
Use your head. | Your comment is public and it is permanent. Your employer can read it too.
Help us out. | If you saw something happen, email the newsroom. Use the 'Report Abuse' link to flag a comment.
""")
    )
    story = (
        f'<div class="{p}-crumb"><a href="/">Home</a> › <a href="/news/">News</a> › <a href="/news/local/">Local</a></div>'
        f'<div class="{p}-story"><h1>County board votes 4-1 to close Millbrook branch library</h1>'
        f'<p class="{p}-byline">By Dana Whitfield | Courier Staff Writer | Posted: Tuesday, March 13, 2012 5:15 pm</p>'
        + share_bar(p, "millbrook-library")
        + f'<div class="{p}-photo"><img src="/_avatar/{p}-library.svg" width="600" height="340" alt=""><p>The Millbrook branch of the Harlow County Library on Route 9. (Courier photo/Dana Whitfield)</p></div>'
        + paras(
            "MILLBROOK — The Harlow County Board of Commissioners voted 4-1 Monday night to close the Millbrook branch library "
            "at the end of June, ending 61 years of library service in the village.\n\n"
            "Commissioners said the closure would save about $61,000 a year. The branch, which is open 20 hours a week, "
            "averaged about 40 visitors a day last year, according to figures presented by library director Amy Costa.\n\n"
            '"Nobody on this board wanted to do this," said Commissioner Lyle Brandt, who made the motion. "But we have a '
            "$1.2 million hole in next year's budget and every department has been asked to cut.\"\n\n"
            "Commissioner Frank Dale cast the only vote against the closure. He said he had received more than 200 letters "
            "and emails about the branch since January.\n\n"
            "Costa said the county will run a bookmobile stop in Millbrook once a week starting in July. About 30 residents "
            "attended the meeting; eleven spoke during public comment, all against the closure."
        )
        + "</div>"
        f'<div class="{p}-related"><h3>Related</h3>{ul_links(["Library board weighs branch hours (Jan. 10)", "Harlow County budget gap grows to $1.2 million", "Letter: Keep the Millbrook library open"], "/news/")}</div>'
        f'<div class="{p}-disc" id="{p}-disc"><h3 class="{p}-disc-h">Discuss</h3>'
        f'<div class="{p}-rules"><p><b>Welcome to the discussion.</b></p><ul>{rules}</ul></div>'
        f'<p class="{p}-sort">16 comments · Sort: <a href="?sort=oldest"><b>Oldest</b></a> | <a href="?sort=newest">Newest</a></p>'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + f'<div class="{p}-form"><p>You must be <a href="/users/login">logged in</a> to post a comment. Don\'t have an account? <a href="/users/signup">Sign up</a>.</p>'
        f'<p class="{p}-captcha">To prove you are a person, type the two words shown in the box below. <a href="#">Can\'t read the words? Get two new ones.</a></p>'
        f'<div class="{p}-capbox" style="width:300px;height:57px;background:#eee"></div><input type="text" name="captcha"></div></div>'
    )
    side = (
        gadget(
            p,
            "Weather",
            "<p><b>Harlow</b> 47°F Cloudy<br>Tonight: Rain likely, low 36<br>Wed: Showers, high 51</p>",
        )
        + gadget(
            p,
            "Obituaries",
            "<ul>"
            + "".join(
                f'<li><a href="/obituaries/{slug(a)}">{esc(a)}</a>, {esc(b)}</li>'
                for a, b in rows("""
Eleanor M. Voss | 88, of Millbrook
Robert "Bud" Kessler | 71, of Harlow
Marian Petrakis | 93, formerly of Crane's Ford
Thomas J. Healey Jr. | 64, of Harlow
""")
            )
            + '</ul><p><a href="/obituaries/">More obituaries</a></p>',
        )
        + gadget(
            p,
            "Most Commented",
            "<ol>"
            + "".join(
                f'<li><a href="/news/{slug(a)[:30]}">{esc(a)}</a> ({esc(b)})</li>'
                for a, b in rows("""
County board votes 4-1 to close Millbrook branch library | 16
Route 9 paving pushed back to 2013 | 11
Harlow girls fall in district semifinal | 7
""")
            )
            + "</ol>",
        )
        + gadget(
            p,
            "Community Calendar",
            "<ul>"
            + "".join(
                f"<li><b>{esc(a)}</b> {esc(b)}</li>"
                for a, b in rows("""
Mar 17 | St. Patrick's corned beef supper, Harlow Fire Hall, 4-7 p.m.
Mar 20 | Harlow Valley Garden Club: pruning fruit trees, 7 p.m.
Mar 22 | Friends of the Millbrook Library meeting, Millbrook Fire Hall, 7 p.m.
""")
            )
            + "</ul>",
        )
        + gadget(
            p,
            "Classifieds",
            ul_links(
                [
                    "FOR SALE: 2004 Ford F-150, 120K, $6,500 obo",
                    "Firewood, seasoned oak, $180/cord delivered",
                    "HELP WANTED: part-time bookkeeper, Harlow",
                    "Yard sale Sat. 8-2, 41 Elm St.",
                ],
                "/classifieds/",
            ),
        )
    )
    style = (
        f".{p}-story h1{{font:bold 28px Georgia,serif;margin:4px 0}}.{p}-byline{{font:11px Arial;color:#666}}.{p}-photo p{{font-size:11px;color:#666}}"
        f".{p}-disc-h{{background:{'#003d7a'};color:#fff;padding:4px 8px;margin:20px 0 6px}}.{p}-rules{{font-size:11px;background:#f4f6f9;padding:4px 10px}}"
        f".{p}-ucb{{overflow:hidden;border-bottom:1px solid #e3e3e3;padding:8px 0}}.{p}-ucb-av{{float:left;width:48px}}.{p}-ucb-head,.{p}-ucb-text,.{p}-ucb-tools{{margin-left:52px}}"
        f".{p}-ucb-time{{font-size:11px;color:#888}}.{p}-ucb-tools{{font-size:10px}}.{p}-staff{{background:#fffbe6}}.{p}-sort{{font-size:11px}}.{p}-captcha{{font-size:11px}}"
        f".{p}-share span{{border:1px solid #ccc;padding:0 4px;font-size:10px;margin-right:4px}}"
    )
    return case(
        "cd-paper-library",
        "discussion",
        "paper-harlow",
        "County board votes 4-1 to close Millbrook branch library",
        Bits(
            main=story,
            side=side,
            style=style,
            skeleton="paper",
            top="Tuesday, March 13, 2012 · Harlow 47°F Cloudy",
        ),
        seeds(ns),
        path="/news/local/county-board-votes-to-close-millbrook-branch-library/article_5c2a91e4.html",
        container="div.hv-disc: h3 'Discuss', a rules box (ul of five bold-labelled rules), '16 comments · Sort', div.hv-ucb (avatar, a.hv-ucb-user, 'Posted: …', div.hv-ucb-text, 'Report Abuse'); a captcha notice after",
        heading="Discuss",
        description="A county weekly of 2012 on a vendor newspaper CMS: 16 registered readers' comments flat, oldest first, each a username, 'Posted: Tuesday, March 13, 2012 6:41 pm', the text, 'Report Abuse'; 6 answers only by a typed '@handle' at the text's start (handles with spaces: 'Tax Payer', 'Ron Weatherby', 'Sandy K.'), the paper itself answering last; above them a 'Welcome to the discussion.' box of five bold-labelled rules, under them a login line and a captcha notice; the rail's weather, obituaries, most commented with counts, a community calendar, classifieds. Most awkward: the rules list right above the comments, flat '@handle' answers, three readers commenting more than once.",
        lookalikes=("posting rules as a bold-labelled list", "obituary teasers", "a community calendar"),
    )


def student_parking() -> Case:
    p = "pl"
    ns = talk("""
Mike Ferrante @ March 8, 2012 11:47 PM :: I commute 45 minutes each way because I can't afford to live in town. Now I get to pay $340 a year for the privilege of circling Lot C for twenty minutes. Great.
Dr. Rosa Alvarez @ March 9, 2012 8:05 AM :: Faculty fees are going up by the same percentage, for what it's worth, and many of us are no happier about it than the students are. // What concerns me more than the price is the plan to close Lot F for the new residence hall without any replacement spaces. That lot is where most of our evening graduate students park. I would encourage the Ledger to follow up on that part of the decision. // Rosa Alvarez, Associate Professor, Department of Chemistry
Kayla B. @ March 9, 2012 10:31 AM :: The shuttle from Greenfield Ave stops running at 6, which is useless if you have a night lab. Extend the shuttle hours and a lot of us would happily leave our cars at home.
Ledger Editor @ March 9, 2012 2:14 PM :: Correction: an earlier version of this story said the fee for a commuter pass would rise to $380. The correct figure is $340. The story has been updated. We are also looking into the Lot F question; thank you, Dr. Alvarez.
""")

    def entry(i: int, n: Note) -> str:
        return (
            f'<div class="{p}-c" id="{p}-c{120 + i}"><div class="{p}-ch"><span class="{p}-cn">{esc(n.who)}</span> | '
            f'<span class="{p}-cd">{esc(n.at)}</span></div>'
            f'<div class="{p}-cb">{paras(n.body)}</div></div>'
        )

    story = (
        f'<p class="{p}-kick"><a href="/news/">News</a></p><h1 class="{p}-h">Parking fees to double next fall, trustees decide</h1>'
        f'<p class="{p}-by">By Jordan Castellano, Staff Writer<br>Published: Thursday, March 8, 2012<br>Updated: Friday, March 9, 2012 14:10</p>'
        + share_bar(p, "parking-fees")
        + paras(
            "Students who drive to campus will pay twice as much for a parking pass next year after the Pinecrest State "
            "University board of trustees approved a new fee schedule at its meeting Wednesday.\n\n"
            "A commuter pass, which currently costs $170 a year, will cost $340 starting in August. Resident passes will rise "
            "from $200 to $390. The university says the increase will pay for repaving Lots A through D and a new 600-space "
            "garage planned for 2014.\n\n"
            '"Nobody likes paying more to park," said Vice President for Finance Gregory Hale. "But the lots are in poor '
            'condition, and parking is required by state law to pay for itself."\n\n'
            "Student Government President Aisha Conteh said the senate would vote next week on a resolution opposing the "
            "increase. Lot F, behind the science building, will close in May to make room for the new residence hall."
        )
        + f'<div class="{p}-cs"><h3>4 comments</h3>'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + f'<div class="{p}-cf"><h4>Post a Comment</h4><p>Comments are reviewed before they appear. Please keep it civil.</p>'
        f'<p>Name (required) <input name="n"> Email (will not be published) <input name="e"></p><textarea rows="5" cols="50"></textarea>'
        f'<p>Enter the code shown: <input name="code"></p></div></div>'
    )
    side = (
        gadget(
            p,
            "Most Popular",
            '<p><b>Viewed</b> | <a href="#">Emailed</a> | <a href="#">Commented</a></p>'
            + ul_links(
                [
                    "Parking fees to double next fall, trustees decide",
                    "Wolves fall to Brandt State in OT",
                    "Review: 'Our Town' at the Kessler Theatre",
                    "Column: Please stop microwaving fish in the library lounge",
                ]
            ),
        )
        + gadget(
            p,
            "Poll",
            "<p>Will you buy a parking pass next year?</p><ul><li>Yes, I have no choice (58%)</li><li>No, I'll take the shuttle (21%)</li><li>I'll park on the street (21%)</li></ul><p>312 votes</p>",
        )
        + gadget(
            p,
            "@PinecrestLedger",
            "<ul><li>Trustees approve new parking fees: commuter passes to $340 <small>about 18 hours ago</small></li>"
            "<li>Men's hoops: Wolves fall 71-68 in overtime <small>1 day ago</small></li></ul>",
        )
        + gadget(p, "Print Edition", '<p><a href="/pdf/2012-03-08.pdf">Read this week\'s issue (PDF)</a></p>')
    )
    style = (
        f".{p}-h{{font:bold 30px Georgia,serif;margin:2px 0}}.{p}-by{{font-size:11px;color:#666}}.{p}-cs h3{{border-bottom:2px solid #6b1020}}"
        f".{p}-c{{padding:8px 0;border-bottom:1px dotted #bbb}}.{p}-ch{{font-size:11px;color:#555}}.{p}-cn{{font-weight:bold}}.{p}-cf{{font-size:12px}}"
        f".{p}-share span{{border:1px solid #ccc;padding:0 4px;font-size:10px;margin-right:4px}}"
    )
    return case(
        "cd-student-parking",
        "discussion",
        "student-pinecrest",
        "Parking fees to double next fall, trustees decide",
        Bits(main=story, side=side, style=style),
        seeds(ns),
        path="/news/parking-fees-to-double-next-fall-trustees-decide-1-2711904",
        container="div.pl-cs: h3 '4 comments', div.pl-c (div.pl-ch 'NAME | DATE', div.pl-cb paragraphs)",
        heading="4 comments",
        description="A university student paper of March 2012 on a student-paper CMS: 4 comments flat, each a 'NAME | March 8, 2012 11:47 PM' line over the text; a professor's three paragraphs ending with her signature line, the paper's editor posting a correction as 'Ledger Editor'; a moderated comment form with a code; most popular tabs, a poll with percentages, the paper's tweets, the print edition. Most awkward: the signature line, the editor's correction among the readers.",
        lookalikes=("a poll with percentages", "the paper's tweets"),
    )


def trade_seams() -> Case:
    p = "lr"
    ns = talk("""
RoofPro_Dave @ 4 days ago :: Twenty-two years in the trade and I'll say it plainly: 90% of the seam failures I get called out to are the welder, not the membrane. Cold welds on a cold morning, somebody in a hurry, nobody probing the seams at the end of the day.
  Marty Klein @ 4 days ago :: Agree on the probing. We make the foreman sign a seam-probe log every day now. Callbacks dropped by more than half the first year.
  J. Seward (Northline Membranes) @ 3 days ago :: Speaking for one manufacturer: we see the same thing in our warranty claims. Most failed seams we test show too little heat or too little pressure. We run free welder training at our Dayton plant every month, dates are on our site.
Gloria Ruiz @ 4 days ago :: That's a little too easy. We had a whole roof of one brand's 60-mil go chalky and start cracking at the seams after six years in Phoenix. Same crew, same welders, same settings as the other jobs that are fine. // The manufacturer's rep came out, took samples, and we never heard back. Warranty claim still open.
  RoofPro_Dave @ 3 days ago :: Gloria, fair enough, Phoenix heat is its own animal. Was that the batch from 2005-2006? There were a lot of stories about that period.
    Gloria Ruiz @ 3 days ago :: 2006, yes. I'm not going to name the brand on here but you can guess.
Tom Brecker @ 3 days ago :: Nobody has mentioned dirty membrane. If you don't clean the seam area after the sheet has been sitting out for a week, you're welding dust. Costs five minutes.
steve_in_ohio @ 2 days ago :: Good article but I wish you had talked to some smaller contractors. The big outfits can afford a full-time QC guy. We're four people.
  Low-Slope Roofing Contractor @ 2 days ago :: Steve, thanks. We're planning a follow-up on QC for small crews for the May issue. If you'd be willing to talk to us, email the editor at the address on our Contact page.
Pete Aranda @ 1 day ago :: Automatic welders on the field seams and hand welders only for details. That's our rule and we haven't had a seam callback in three years.
""")

    def li(i: int) -> str:
        n = ns[i]
        kids = [k for k, m in enumerate(ns) if m.parent == i]
        sub = '<ul class="pz-kids">' + "".join(li(k) for k in kids) + "</ul>" if kids else ""
        staff = " pz-mod" if n.who == "Low-Slope Roofing Contractor" else ""
        pid = 481022671 + 311 * i
        reply_to = (
            f'<span class="pz-inreply">in reply to <a href="#pz-{481022671 + 311 * n.parent}">{esc(ns[n.parent].who)}</a></span> '
            if n.parent is not None
            else ""
        )
        return (
            f'<li class="pz-post{staff}" id="pz-{pid}"><div class="pz-av"><img src="/_avatar/pz-{slug(n.who)}.svg" width="36" height="36" alt=""></div>'
            f'<div class="pz-main"><div class="pz-hd"><span class="pz-auth"><a href="#">{esc(n.who)}</a></span> <span class="pz-rep" title="reputation">{num(n.who, 2, 480)}</span> '
            f'{reply_to}· <a class="pz-time" href="#pz-{pid}" title="March 2012">{esc(n.at)}</a></div>'
            f'<div class="pz-msg">{paras(n.body)}</div>'
            f'<div class="pz-ft"><a href="#">Like</a> ({num(str(i), 0, 14)}) · <a href="#">Reply</a></div></div>{sub}</li>'
        )

    tops = [i for i, n in enumerate(ns) if n.parent is None]
    thread = (
        '<div id="pz-thread" class="pz-wrap"><div class="pz-top"><span class="pz-count">10 comments</span>'
        '<span class="pz-sort">Sort by: <b>Oldest</b> · <a href="#">Best</a> · <a href="#">Newest</a></span></div>'
        '<div class="pz-login">Log in with <a href="#">Parley</a> · <a href="#">Facebook</a> · <a href="#">Twitter</a> or post as a guest</div>'
        '<ul class="pz-posts">'
        + "".join(li(i) for i in tops)
        + '</ul><div class="pz-foot"><a href="/comments/rss">Subscribe by RSS</a> · <a href="#">Add Parley to your site</a> · comments powered by <b>Parley</b></div></div>'
        '<script src="http://embed.parley.example/loader.js" async></script>'
    )
    story = (
        f'<p class="{p}-crumb"><a href="/">Home</a> » <a href="/news/">News</a> » Installation</p>'
        f'<h1 class="{p}-h">TPO seam failures: installer error or bad membrane?</h1>'
        f'<p class="{p}-by">By Carl Mendes, Senior Editor · March 5, 2012</p>'
        f'<div class="{p}-tools"><a href="#">Print</a> | <a href="#">Email</a> | <a href="#">Reprints</a> | <a href="#">Share</a></div>'
        + paras(
            "Ask ten commercial roofers why a thermoplastic seam failed and you will get, by our count, about eleven answers. "
            "As TPO has grown to more than a third of the low-slope market, so has the argument over who is to blame when a "
            "seam opens up: the crew that welded it or the company that made the sheet.\n\n"
            "We spoke to contractors in six states, two consultants and three manufacturers for this story. Almost all of them "
            "agreed on the basics: seams fail most often at the end of a long day, in cold or windy weather, and where nobody "
            "checked the work with a probe.\n\n"
            "\"Heat, speed and pressure. If one of the three is off, you've got a seam that looks fine and isn't,\" said "
            "roofing consultant Linda Yates of Yates Roof Services in Columbus.\n\n"
            "But several contractors in the Southwest told us about membranes from the middle of the last decade that "
            "weathered far faster than expected, whatever the crew did. Manufacturers say formulations have changed since then."
        )
        + f'<div class="{p}-box"><h4>Seam checklist</h4><ul><li>Clean the seam area with the approved cleaner</li><li>Test-weld a sample at the start of each shift</li><li>Probe every seam before you leave the roof</li><li>Log the settings and the weather</li></ul></div>'
        + f'<div class="{p}-disc"><h3>Reader comments</h3>{thread}</div>'
    )
    side = (
        gadget(
            p,
            "Upcoming Webinars",
            "<ul><li><b>Mar 21</b> Wind uplift and the new code: what changes for you</li><li><b>Apr 4</b> Estimating software shoot-out</li><li><b>Apr 18</b> Hiring and keeping good foremen</li></ul>",
        )
        + gadget(
            p,
            "Industry Events",
            "<ul><li>Mid-Atlantic Roofing Expo, Baltimore, Apr 10-12</li><li>Western States Roofing Conference, Reno, May 2-4</li></ul>",
        )
        + popular(
            p,
            """
Five ways to lose money on a tear-off | Most contractors price the new roof carefully and guess at the tear-off. Here's...
Is your crew ready for an OSHA visit? | Fall-protection citations topped the list again last year, and the fines are...
Product spotlight: cordless seam rollers | Three new rollers promise a full day's work on one battery. We...
""",
            "Most Read",
        )
        + gadget(
            p,
            "Buyers' Guide",
            ul_links(
                [
                    "Adhesives & Sealants",
                    "Fasteners & Plates",
                    "Insulation",
                    "Membranes: TPO",
                    "Safety Equipment",
                ],
                "/buyers-guide/",
            ),
        )
        + gadget(
            p,
            "Subscribe",
            '<p>Get the print magazine free if you qualify. <a href="/subscribe">Subscribe now</a></p>',
        )
    )
    style = (
        f".{p}-h{{font:bold 26px Arial;margin:4px 0}}.{p}-by,.{p}-crumb,.{p}-tools{{font-size:11px;color:#777}}.{p}-box{{background:#fff4ec;padding:4px 12px;font-size:12px}}"
        ".pz-wrap{font:13px/1.45 Arial;border-top:2px solid #444;margin-top:8px}.pz-top{overflow:hidden;padding:6px 0}.pz-sort{float:right;font-size:11px}"
        ".pz-login{font-size:11px;color:#777}.pz-posts,.pz-kids{list-style:none;padding:0}.pz-kids{margin-left:46px}.pz-post{padding:8px 0;border-top:1px solid #e6e6e6}"
        ".pz-av{float:left}.pz-main{margin-left:46px}.pz-auth{font-weight:bold}.pz-rep{background:#eee;font-size:10px;padding:0 3px}.pz-time,.pz-inreply{font-size:11px;color:#999}"
        ".pz-ft{font-size:11px;color:#999}.pz-mod>.pz-main .pz-auth a{color:#c2561a}.pz-foot{font-size:11px;color:#888;border-top:1px solid #ddd;padding-top:4px}"
    )
    return case(
        "cd-trade-seams",
        "discussion",
        "trade-roofing",
        "TPO seam failures: installer error or bad membrane?",
        Bits(main=story, side=side, style=style),
        seeds(ns),
        path="/articles/86512-tpo-seam-failures-installer-error-or-bad-membrane",
        container="div.lr-disc > div#pz-thread (a hosted platform's server-rendered thread): ul.pz-posts of li.pz-post (avatar, span.pz-auth, a reputation number, 'in reply to NAME', a relative time, div.pz-msg, 'Like (n) · Reply'), replies in ul.pz-kids",
        heading="Reader comments",
        description="A trade magazine of 2012 whose discussion is a hosted comment platform's thread as its server rendered it (the loader script still there): 10 comments, 5 replies up to three levels, each with a reputation number after the name, 'in reply to NAME' on replies, relative times ('4 days ago'), 'Like (n) · Reply'; a manufacturer's representative and the magazine answering; a sort bar, a login bar, a 'powered by' footer with a comment RSS link; a seam checklist in the article; webinars, events, most read with snippets, a buyers' guide. Most awkward: reputation numbers glued to the names, the relative times, the platform's bars around the list.",
        lookalikes=("most read with snippets", "webinar and event lists"),
    )


def posterous_drove() -> Case:
    p = "fe"
    ns = talk("""
Annie Coutts @ Mar 4, 2012 :: We did the Forty Foot Drove last October and it was exactly as you describe, except we had a headwind the whole way back. Did you see any marsh harriers? We had two over the reed beds by the pumping station.
Colin Marsh @ Mar 5, 2012 :: Thanks for this, taking my dad out there on Sunday. Is the path all right for someone who can't manage stiles? The map shows two near Welney.
  Fen Edge Walking @ Mar 5, 2012 :: No stiles any more, Colin, both have been replaced by kissing gates. It's flat and firm all the way, just muddy by the sluice after rain. Have a lovely day.
""")

    def resp(i: int, n: Note) -> str:
        mail = ""
        if i == 2:
            mail = (
                f'<div class="{p}-quoted">On 5 Mar 2012, at 09:14, Colin Marsh wrote:<br>&gt; Thanks for this, taking my dad out there on Sunday.'
                "<br>&gt; Is the path all right for someone who can't manage stiles?</div>"
            )
        via = f' <span class="{p}-via">via email</span>' if i == 2 else ""
        return (
            f'<div class="{p}-resp" id="{p}-r{55 + i}"><img src="/_avatar/{p}-{slug(n.who)}.svg" width="32" height="32" alt="">'
            f'<div class="{p}-rb"><a class="{p}-rn" href="/people/{slug(n.who)}">{esc(n.who)}</a> responded:{via}'
            f'<div class="{p}-rt">{paras(n.body)}{mail}</div><span class="{p}-rtime">{esc(n.at)}</span></div></div>'
        )

    post = (
        f'<div class="{p}-post"><h2 class="{p}-pt">Forty Foot Drove to Welney: ten flat miles and a lot of sky</h2>'
        f'<p class="{p}-pd">March 3, 2012 · <a href="#">Edit</a> · Posted by email</p>'
        + paras(
            "Set off from the Three Sluices car park at half nine in a thin frost and walked the drove all the way to the "
            "Welney bridge. It's ten miles each way and there is not a single hill on it, which is either the best or the "
            "worst thing about the fens depending on your knees.\n\n"
            "The washes were flooded right across, so the whole walk you have water on one side and black ploughed fields "
            "on the other, and about a thousand whooper swans making a noise like a school trip. The visitor centre at Welney "
            "does a decent bacon roll.\n\n"
            "Practical stuff: there's parking for about eight cars at Three Sluices, the path is firm but muddy near the "
            "sluice, and there is nowhere to buy anything between the car park and Welney, so take water."
        )
        + f'<p class="{p}-tags">Filed under <a href="/tag/walks">walks</a> · <a href="/tag/norfolk">norfolk</a> · <a href="/tag/birds">birds</a></p>'
        f'<div class="{p}-stats"><span>214 views</span> · <a href="#">Tweet</a> · <a href="#">Like on Facebook</a></div>'
        f'<div class="{p}-likes"><b>3 people liked this post</b> '
        + "".join(
            f'<a href="/people/{slug(x)}" title="{esc(x)}"><img src="/_avatar/{p}-like-{slug(x)}.svg" width="20" height="20" alt="{esc(x)}"></a>'
            for x in ("Marion Tebbutt", "Sid Royle", "Annie Coutts")
        )
        + "</div></div>"
        f'<div class="{p}-resps"><h4>3 responses</h4>'
        + "".join(resp(i, n) for i, n in enumerate(ns))
        + f'<div class="{p}-rf"><p>Leave a response... <a href="/login">Log in</a> or reply by email to post@fenedge.example.</p></div></div>'
    )
    side = (
        gadget(
            p,
            "About",
            "<p>Walks in the Cambridgeshire and Norfolk fens, posted from my phone on the bus home. By Pete.</p>",
        )
        + gadget(
            p, "Subscribe", '<p><a href="/rss">RSS</a> · <a href="/subscribe">Subscribe by email</a></p>'
        )
        + gadget(
            p,
            "Archive",
            ul_links(
                ["March 2012 (3)", "February 2012 (5)", "January 2012 (4)", "December 2011 (2)"], "/archive/"
            ),
        )
        + gadget(
            p,
            "Tags",
            ul_links(["walks (41)", "birds (18)", "norfolk (12)", "pubs (9)", "weather (7)"], "/tag/"),
        )
    )
    style = (
        f".{p}-pt{{font-size:22px}}.{p}-pd,.{p}-tags,.{p}-stats,.{p}-rtime{{font-size:11px;color:#888}}.{p}-resp{{overflow:hidden;padding:8px 0;border-top:1px solid #eee}}"
        f".{p}-resp img{{float:left}}.{p}-rb{{margin-left:42px}}.{p}-rn{{font-weight:bold}}.{p}-via{{font-size:10px;color:#999}}.{p}-quoted{{color:#999;font-size:11px;margin-top:4px}}"
    )
    return case(
        "cd-posterous-drove",
        "discussion",
        "posterous-walks",
        "Forty Foot Drove to Welney: ten flat miles and a lot of sky",
        Bits(main=post, side=side, style=style, skeleton="single"),
        seeds(ns),
        path="/forty-foot-drove-to-welney-ten-flat-miles-and",
        container="div.fe-resps: h4 '3 responses', div.fe-resp (img, a.fe-rn NAME 'responded:', div.fe-rt, span.fe-rtime)",
        heading="3 responses",
        description="A Posterous-like walking blog of March 2012: 3 responses flat, each 'NAME responded:' then the text and a date; the blogger's answer (to Colin, by its quote) sent by e-mail ('via email') with the reader's message quoted under it ('On 5 Mar 2012, at 09:14, Colin Marsh wrote:' and '>' lines); 214 views, '3 people liked this post' with the likers' avatars (one liker also a commenter); archive with counts, tags with counts. Most awkward: the quoted e-mail inside the answer's text box, the likes row above the responses.",
        lookalikes=("a likes row with names in alt texts",),
    )


def threads2_cd() -> list[Case]:
    return [paper_library(), student_parking(), trade_seams(), posterous_drove()]
