"""Blind set DA: a regional daily's own CMS of 2012 with a long flat discussion of 45 readers' comments under a story
on closing two elementary schools, answers only by the "@Name" the readers typed, "Recommend" counts and "Report
abuse" links, the paper's heavy rail (most read, most commented with counts, a poll, obituaries, a newsletter box).
Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_da_common import Case, counted, esc, make, paras, slug, talk
from comspider_lab.blind.layout_da import Page, paper

THREAD = """
Bob Lindahl @ 3:12 p.m. :: So the board spends $1.4 million on artificial turf for the high school in 2010 and two years later they have to close Eastside and Cedar Park to save money. Somebody explain that to me.
Mary Kay Ingersoll @ 3:20 p.m. :: @Bob Lindahl The turf was paid for by the booster club and a private donation, not the general fund. It was in this paper at the time. You can be mad about the closings without making things up.
Bob Lindahl @ 3:31 p.m. :: @Mary Kay Ingersoll The boosters paid for half. The district paid the rest out of the building fund. Look it up.
ConcernedParent2 @ 3:33 p.m. :: My kids go to Cedar Park. It's the only school in town you can walk to from the trailer parks on Route 14. If they move them to Lincoln that's a bus ride past the highway interchange. Nobody on the board lives out there.
Dennis Ward @ 3:40 p.m. :: Enrollment at Eastside is down 38% since 2001. The building is 1954 and needs a new boiler and a new roof. At some point you can't keep every building open because people are sentimental about it. I went there too.
teacherx @ 3:52 p.m. :: I teach in this district and I'm not going to use my name for obvious reasons. The plan puts 29 kids in a third grade class at Lincoln next year. Twenty-nine. Nobody at the board meeting mentioned that number. It's on page 12 of the consolidation study if anyone wants to check.
Sharon Pitts @ 3:55 p.m. :: @teacherx thank you for saying this. My daughter is in 2nd grade at Eastside, she'd be one of those 29.
Bob Lindahl @ 4:01 p.m. :: @teacherx And that's the real story. Not the buildings. Class sizes.
Mark V. @ 4:05 p.m. :: The superintendent makes $162,000 a year. Start there.
Mary Kay Ingersoll @ 4:09 p.m. :: @Mark V. Cutting his salary to zero wouldn't keep one of these schools open a year. The study says Eastside alone costs $780,000 to operate. I'm not defending him, I'm saying the math.
Mark V. @ 4:14 p.m. :: @Mary Kay Ingersoll it's the principle.
Gary Fenske @ 4:30 p.m. :: I went to Cedar Park in the sixties, so did my kids. It breaks my heart. But I also voted against the levy last fall and so did a lot of people in this comment section, so let's be honest about why we're here.
ConcernedParent2 @ 4:36 p.m. :: @Gary Fenske I voted FOR the levy. Some of us did.
Gary Fenske @ 4:40 p.m. :: @ConcernedParent2 I know, I'm not blaming you. I'm blaming me.
Lisa Brandvold @ 4:58 p.m. :: Where is the plan for the buildings? Are they going to sit empty like the old junior high did for nine years? // If the district sells Eastside, the neighborhood association wants a say. We've asked twice and gotten no answer.
Dennis Ward @ 5:03 p.m. :: @Lisa Brandvold Good question. The study has a line about "surplus property disposition" and nothing else. That should be part of the vote.
hometown_guy @ 5:15 p.m. :: Every year the state cuts and every year the local board takes the blame. Call your state rep. Not that it'll help.
RetiredRN @ 5:22 p.m. :: Cedar Park has the school nurse who sees half the kids with asthma in that part of town. Lincoln shares a nurse with two other buildings. That matters more than people think.
Sharon Pitts @ 5:40 p.m. :: Is there going to be another public hearing before the vote on the 26th or was Monday it? The article doesn't say.
Mary Kay Ingersoll @ 5:48 p.m. :: @Sharon Pitts There's one more, March 19 at 7 in the Lincoln gym. It's on the district website under Board Meetings.
Sharon Pitts @ 5:52 p.m. :: @Mary Kay Ingersoll thank you!
Todd Haugen @ 6:10 p.m. :: Honestly surprised they didn't do this five years ago. Both those buildings are half empty. Combine them, put the money into teachers.
teacherx @ 6:22 p.m. :: @Todd Haugen I wish "put the money into teachers" was the plan. Read the study. The savings go to the deficit, not to classrooms. Two teaching positions are cut in the same plan.
Todd Haugen @ 6:30 p.m. :: @teacherx I didn't know that. That changes it for me.
JustSayin @ 6:44 p.m. :: Everybody wants their school open and nobody wants to pay for it. Same story every town in the state.
Carol Anne Rusch @ 7:02 p.m. :: I was at Monday's meeting. I want to say that board member Hendricks was the only one who looked at the parents when they talked. The rest were on their phones or looking at the clock. Whatever you think of the plan, that was disrespectful. // And to the reporter: thank you for staying until the end. The other paper left at 8.
Bob Lindahl @ 7:15 p.m. :: @Carol Anne Rusch Hendricks is up for re-election next year. Remember that, folks. Remember the others too.
Kyle D. @ 7:33 p.m. :: The Lincoln parking lot is already a nightmare at pickup. Add 300 kids and it's going to be a disaster. Has anyone from the city traffic office even looked at this?
RetiredRN @ 7:45 p.m. :: @Kyle D. The study says a traffic review "will be conducted." After the vote, apparently.
hometown_guy @ 8:02 p.m. :: Nothing will change. They already decided. These hearings are for show.
Lisa Brandvold @ 8:20 p.m. :: @hometown_guy Maybe. But they changed the bus plan in 2009 after people showed up. It's not nothing. Show up on the 19th.
Ann M. @ 8:41 p.m. :: Cedar Park has the only Spanish-English dual language program in the district. What happens to that? Not one word in the article or the study as far as I can find.
Mary Kay Ingersoll @ 8:55 p.m. :: @Ann M. Good catch. Email the reporter, that should be a follow-up story.
Neil Sorensen @ 9:14 p.m. :: Maybe a dumb question. Why not close Lincoln instead? It's the biggest building and it's the one that needs the most work according to the 2008 facilities report.
Dennis Ward @ 9:30 p.m. :: @Neil Sorensen Not dumb at all. The answer in the study is that Lincoln is the only one with room for all the kids. Close it and you need two buildings again. Doesn't save money.
Neil Sorensen @ 9:36 p.m. :: @Dennis Ward ok that makes sense, thanks.
Peggy Oien @ 10:02 p.m. :: My grandkids go to Eastside. Their teacher Mrs. Dahlberg has been there 27 years. She found out from the newspaper. From the newspaper! Nobody told the staff first. That's how you run a district?
teacherx @ 10:10 p.m. :: @Peggy Oien Can confirm. We got an email at 4:45 the day the story ran.
Mark V. @ 10:33 p.m. :: Homeschool. Problem solved.
ConcernedParent2 @ 10:41 p.m. :: @Mark V. Easy to say when you don't work two jobs.
Brenda Kjos @ 11:05 p.m. :: I'm on the PTO at Eastside. We're organizing rides to the March 19 hearing for anyone who needs one. Meet at the Eastside front entrance at 6:15. We'll also have child care in the library during the hearing, thanks to the Methodist youth group. :)
Sharon Pitts @ 11:20 p.m. :: @Brenda Kjos I'll be there with my two. Thank you for doing this.
Gary Fenske @ 11:48 p.m. :: For what it's worth I'll vote for the next levy. Some of us learn slow.
Bob Lindahl @ 12:03 a.m. :: @Gary Fenske Respect.
Elaine Thorson @ 6:15 a.m. :: Reading these at breakfast. For those asking about Eastside's history, the historical society has the 1954 dedication program and photos of the first class. We'd be glad to put up a display at the hearing if the district allows it. Call us at the museum, 555-0188.
"""


def paper_millbrook() -> Case:
    cs = talk(THREAD, at_names=True)
    recs = [(7 * i + 3) % 23 for i in range(len(cs))]
    items = "".join(
        f'<div class="cmtRow" id="cmt{610200 + i}"><div class="cmtHead"><img class="cmtAv" src="/_avatar/mc-{slug(c.who)}.svg" width="30" height="30" alt="" />'
        f'<a class="cmtUser" href="/users/profile/{slug(c.who)}">{esc(c.who)}</a> '
        f'<span class="cmtWhen">{"March 7, 2012" if i < 43 else "March 8, 2012"} {esc(c.at)}</span></div>'
        f'<div class="cmtBody">{paras(c.body)}</div>'
        f'<div class="cmtFoot"><a class="rec" href="#">Recommend</a> <span class="recCount">({recs[i]})</span> | <a href="/abuse/{610200 + i}" rel="nofollow">Report abuse</a> | <a href="#cmtForm">Reply</a></div></div>'
        for i, c in enumerate(cs)
    )
    post = (
        '<div class="storyWrap"><p class="storyKicker"><a href="/news/education/">Education</a></p>'
        '<h1 class="storyTitle">District plan would close Eastside, Cedar Park elementaries</h1>'
        '<p class="storySub">Board to vote March 26; consolidation would move 410 students to Lincoln, save $1.3 million a year</p>'
        '<div class="storyByline">By <a href="/staff/jkvale">JANELLE KVALE</a>, Courier-Ledger staff writer<br />Posted: Wednesday, March 7, 2012 2:45 pm | '
        'Updated: 5:10 pm, Wed Mar 7, 2012. <a href="#comments">45 comments</a></div>'
        '<div class="storyTools"><span class="fbLike">Recommend 318</span> <span class="twCount">Tweet 41</span> <a href="#">Print</a> <a href="#">Email</a> <a href="#">Font size: A A</a></div>'
        '<div class="storyPhoto"><img src="/_avatar/mc-eastside.svg" width="620" height="350" alt="" /><p class="cutline">Eastside Elementary, built in 1954, would close at the end of the school year under the plan. <i>Staff photo by Ron Meyer</i></p></div>'
        '<div class="storyText">'
        "<p>MILLBROOK - Two of the district's six elementary schools would close at the end of this school year under a consolidation plan the Millbrook school board will vote on March 26.</p>"
        "<p>The plan, presented at Monday's board meeting, would close Eastside and Cedar Park elementary schools and move their 410 students to an expanded Lincoln Elementary, with four portable classrooms added for next fall. District officials estimate the change would save about $1.3 million a year.</p>"
        '<p>"Nobody on this board wanted to be here," board chair Doug Ekstrom said. "But we are $2.1 million short next year, and these are two buildings that are half full."</p>'
        "<p>Enrollment at Eastside has fallen from 388 in 2001 to 240 this year. Cedar Park, which opened in 1962, has 170 students in a building designed for 350.</p>"
        "<p>More than 150 people attended Monday's meeting, which ran past 10 p.m. Twenty-two people spoke during public comment; all but two opposed the plan.</p>"
        "<p>Superintendent Alan Reichert said bus routes and staffing would be worked out in April. The district has not decided what to do with the two buildings.</p>"
        "<p>A second public hearing is scheduled for March 19 at 7 p.m. at Lincoln Elementary.</p>"
        "</div>"
        '<div class="storyTags">Posted in <a href="/news/education/">Education</a>, <a href="/news/local/">Local News</a> on Wednesday, March 7, 2012 2:45 pm. '
        'Tags: <a href="/tags/millbrook-schools">Millbrook Schools</a>, <a href="/tags/school-board">School Board</a>, <a href="/tags/budget">Budget</a></div>'
        '<div class="storyRelated"><h4>Related Stories</h4><ul><li><a href="#">School levy fails by 212 votes (Nov. 9, 2011)</a></li><li><a href="#">District faces $2.1 million shortfall (Jan. 18, 2012)</a></li>'
        '<li><a href="#">Eastside turns 50 with open house (May 2004)</a></li></ul></div></div>'
    )
    after = (
        '<a name="comments"></a><div class="cmtWrap" id="cmtWrap"><div class="cmtBar"><h3>Discussion</h3><span>45 comments</span> '
        '<span class="cmtSort">Sort by: <b>Oldest</b> | <a href="?sort=newest">Newest</a> | <a href="?sort=recommended">Most recommended</a></span></div>'
        "<p class=\"cmtRules\">Welcome to the discussion. Keep it clean. Don't threaten. Be truthful. Be nice. Be proactive: use the 'Report abuse' link on each comment.</p>"
        f'<div class="cmtList">{items}</div>'
        '<div class="cmtForm" id="cmtForm"><p><a href="/login">Log in</a> or <a href="/register">register</a> to comment.</p></div></div>'
    )
    side = (
        '<div class="railBox"><h3>Most Read</h3>'
        + counted(
            """
District plan would close Eastside, Cedar Park elementaries | 6,870
Police: Millbrook man fled traffic stop at 100 mph | 4,122
Obituary: Harold 'Hal' Brekke | 2,963
Girls basketball: Millbrook rolls into state semis | 2,540
Fire destroys machine shed near Oakvale | 1,611
""",
            "reads",
        )
        + "</div>"
        '<div class="railBox"><h3>Most Commented</h3>'
        + counted(
            """
District plan would close Eastside, Cedar Park elementaries | 45
City council OKs backyard chickens, 4-3 | 38
Letter: Stop blaming teachers | 22
""",
            "comments",
        )
        + "</div>"
        '<div class="railBox"><h3>Today\'s Poll</h3><p>Should the district close Eastside and Cedar Park?</p><form><label><input type="radio" name="p" /> Yes, it\'s necessary</label><br />'
        '<label><input type="radio" name="p" /> No, find other cuts</label><br /><label><input type="radio" name="p" /> Not sure</label><br /><input type="submit" value="Vote" /> <a href="#">View results</a></form></div>'
        '<div class="railBox"><h3>Obituaries</h3><ul><li><a href="#">Harold \'Hal\' Brekke, 84</a></li><li><a href="#">Dorothy M. Lund, 91</a></li><li><a href="#">Steven J. Paulsrud, 57</a></li></ul></div>'
        '<div class="railBox"><h3>Get Headlines by Email</h3><p>Sign up for the Courier-Ledger\'s morning newsletter.</p><form><input type="text" value="Email address" /><input type="submit" value="Go" /></form></div>'
        '<div class="railBox"><h3>Sponsored Links</h3><ul><li><a href="#">Local Mom Discovers $9 Anti-Wrinkle Trick</a></li><li><a href="#">Millbrook: Refinance at 3.25% APR</a></li></ul></div>'
    )
    style = (
        ".cmtRow{border-bottom:1px solid #dde;padding:8px 0}.cmtHead{font-size:12px}.cmtUser{font-weight:bold}.cmtWhen{color:#888;margin-left:6px}"
        ".cmtFoot{font-size:11px;color:#666}.cmtBar{background:#e8edf3;padding:4px 8px;overflow:hidden}.cmtBar h3{display:inline;margin:0 8px 0 0}.cmtSort{float:right;font-size:11px}"
        ".cmtAv{vertical-align:middle;margin-right:6px}.cmtRules{font-size:11px;color:#777}"
    )
    html = paper(
        Page(
            "District plan would close Eastside, Cedar Park elementaries",
            "Millbrook Courier-Ledger",
            "Millbrook, Minn. · 34°F Cloudy",
            ("Home", "News", "Sports", "Obituaries", "Opinion", "Lifestyles", "Classifieds", "Jobs", "Autos"),
            post,
            after,
            side,
            style,
            top="Thursday, March 8, 2012",
            foot='&copy; Copyright 2012, Millbrook Courier-Ledger, 220 Main St. S., Millbrook, MN. <a href="#">Terms of Use</a> | <a href="#">Privacy Policy</a> | <a href="#">Contact Us</a> | <a href="#">Advertise</a>',
        )
    )
    return make(
        "da-paper-millbrook",
        "discussion",
        html,
        cs,
        path="/news/education/district-plan-would-close-eastside-cedar-park/article_7f3e.html",
        container="div#cmtWrap: bar 'Discussion' '45 comments', div.cmtList > div.cmtRow (div.cmtHead name and time, div.cmtBody, 'Recommend (n) | Report abuse | Reply')",
        heading="Discussion",
        description="A regional daily's own CMS of 2012: 45 readers' comments in one flat list, 23 of them answers by the '@Name' the reader typed (names with spaces), recommend counts, 'Report abuse'; one comment with two paragraphs, a phone number, an emoticon; most read and most commented with counts, a poll, obituaries, a newsletter box, sponsored links, related stories.",
        lookalikes=("most read / most commented with counts", "obituaries"),
    )


def long_da() -> list[Case]:
    return [paper_millbrook()]
