"""Blind set CI: four more discussions in the served HTML: a Movable Type civic blog (numbered comments, "In reply to
NAME" links, a trackback above, closed after the thread); an article's comment thread kept in a vBulletin forum (post
numbers, join dates, "Originally Posted by" quotes of whole parents, signatures, the bot's opening post, "Page 1 of
3"); a Canadian daily's own CMS with 26 comments (readers' picks shown a second time above the list, "Recommend (n)",
relative and absolute times, a removed comment, replies one level deep); a TV station's hosted community platform,
rendered server-side (page 1 of 3, "Like (n)", "Guest", replies inside the parent's box). Every name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ci_common import (
    Case,
    Parts,
    Post,
    SiteCI,
    ad,
    case,
    esc,
    facebook_box,
    kids,
    newsletter,
    paras,
    poll,
    recent_comments,
    related,
    tabbed,
    tag_cloud,
    talk,
    twitter_widget,
    widget,
)

# --------------------------------------------------------------------------- Movable Type

CIVIC = SiteCI(
    "Eastside Ledger",
    "Notes on city hall, zoning and the neighborhoods east of the river",
    "el",
    "#4a2d6b",
    "Georgia,'Times New Roman',serif",
    ("Main", "Zoning", "City Council", "Transit", "Archives", "About"),
    "blog",
    "Movable Type Pro 5.13",
)


def mt_bikelanes() -> Case:
    cs = talk("""
Frances Oduya | February 21, 2012 9:12 AM | - | Thank you for actually posting the vote breakdown. The Herald story just said "after a heated debate" and didn't say who voted which way.
Bill Stanczak | February 21, 2012 9:48 AM | - | I run a hardware store on Lafferty and I am telling you, half my customers park in front to load lumber. Take away 22 spaces and you take away my Saturday business. Nobody from the city came in to ask me.
Naomi Reyes | February 21, 2012 10:30 AM | 1 | Bill, I ride past your store every day and I'd shop there more if I could lock my bike out front without chaining it to the parking meter. There are more of us than you think.
Bill Stanczak | February 21, 2012 11:05 AM | 2 | Naomi, with respect, you're not buying forty feet of PVC on a bicycle.
C. Whitfield | February 21, 2012 1:17 PM | - | The council approved a "pilot" — which means in a year they'll pull the data on crashes and business receipts and decide. Why is nobody talking about what the data will be? Who counts it? If the city's traffic office does its own evaluation we already know the answer.
Ed Marchetti | February 21, 2012 4:40 PM | 4 | Exactly right. Insist on an outside count. The university's transportation center did the Route 9 study and nobody argued with their numbers.
Naomi Reyes | February 22, 2012 7:55 AM | 3 | That's fair, Bill. Maybe the pilot should keep two loading spaces in front of the hardware store. That seems like an easy fix.
Jonah | February 22, 2012 12:20 PM | - | Council Member Patel's "no" vote is interesting given she campaigned on complete streets in 2011. Anyone know what changed?
""")

    def item(i: int) -> str:
        c = cs[i]
        cid = 31204 + i * 11
        reply = ""
        if c.parent is not None:
            pid = 31204 + c.parent * 11
            reply = f'<p class="comment-reply-to">In reply to <a href="#comment-{pid}">{esc(cs[c.parent].author)}</a></p>'
        return (
            f'<div class="comment" id="comment-{cid}"><div class="inner"><div class="comment-header">'
            f'<span class="comment-number"><a href="#comment-{cid}">#{i + 1}</a></span> '
            f'<div class="asset-meta"><span class="byline"><span class="vcard author">{esc(c.author)}</span> | '
            f'<a href="#comment-{cid}"><abbr class="published">{esc(c.when)}</abbr></a></span></div></div>'
            f'<div class="comment-content">{reply}{paras(c.text)}</div>'
            f'<div class="comment-footer"><a href="/cgi-bin/mt/mt-comments.cgi?__mode=reply&amp;id={cid}">Reply</a></div></div></div>'
        )

    after = (
        '<div id="trackbacks" class="trackbacks"><h2 class="trackbacks-header">1 TrackBack</h2>'
        "<p>TrackBack URL for this entry: <span>http://www.eastsideledger.example.com/mt/mt-tb.cgi/1187</span></p>"
        '<div class="trackback" id="ping-4410"><div class="inner"><div class="trackback-content"><p>Council approves Lafferty Avenue pilot, 6-3'
        " — The Lafferty Avenue bike lanes squeaked through last night. I'll have a longer look at the numbers later this week...</p></div>"
        '<div class="trackback-footer">Tracked on <a href="http://twowheeltown.example.com/2012/02/lafferty.html">Two Wheel Town</a> | February 21, 2012 6:02 AM</div></div></div></div>'
        f'<div id="comments" class="comments"><h2 class="comments-header">8 Comments</h2><div class="comments-content">{"".join(item(i) for i in range(len(cs)))}</div></div>'
        '<div class="comments-closed"><p>Comments are closed for this entry. Comments close automatically 14 days after an entry is published.</p></div>'
    )
    side = (
        widget(
            "el",
            "Search",
            '<form action="/cgi-bin/mt/mt-search.cgi"><input type="text" name="search"> <input type="submit" value="Search"></form>',
        )
        + widget(
            "el",
            "About this Entry",
            "<p>This page contains a single entry by Dana Whitcomb published on February 20, 2012 10:45 PM.</p><p>Previous: <a href='/x'>What the zoning map doesn't show</a></p><p>Next: <a href='/y'>Snow budget: $1.1 million over</a></p>",
        )
        + recent_comments(
            "el",
            "Recent Comments",
            """
Ed Marchetti | What the zoning map doesn't show | The R-2 overlay on Kerr Street is a disaster waiting to happen.
Frances Oduya | Snow budget: $1.1 million over | We got plowed once in January. Once.
Dana Whitcomb | What the zoning map doesn't show | Ed, the planning board takes it up again March 6.
""",
        )
        + tag_cloud(
            "el",
            """
bike lanes | 14
budget | 11
City Council | 18
Lafferty Avenue | 12
parking | 9
schools | 8
snow | 8
zoning | 16
""",
        )
        + widget(
            "el",
            "Categories",
            "<ul><li>City Council (88)</li><li>Transit (41)</li><li>Zoning (57)</li><li>Neighborhoods (63)</li></ul>",
        )
        + widget(
            "el",
            "",
            '<a href="http://www.movabletype.org"><img src="/_avatar/mt-badge.svg" width="120" height="30" alt="Powered by Movable Type 5.13"></a>',
        )
    )
    post = Post(
        "Lafferty Avenue bike lanes: how they voted",
        "By Dana Whitcomb",
        "2012-02-20T22:45:00-05:00",
        "February 20, 2012 10:45 PM",
        """
After nearly three hours of public comment, the City Council voted 6-3 tonight to approve a one-year pilot of painted bike lanes on Lafferty Avenue between Fourth Street and the Riverside bridge.

Voting yes: Council President Greaves, Members Ochoa, Lindgren, Ferris, Baptiste and Wu. Voting no: Members Patel, Dunleavy and Sorensen.

The lanes will take 22 on-street parking spaces on the north side of the avenue. Public Works says striping will begin in April, weather permitting, and the city will report back on crashes, traffic speeds and business activity next spring.

Several Lafferty business owners spoke against the plan. Most of the 40 or so speakers in favor were residents of the Eastside and Hollins Park.
""",
        section="City Council",
        tags=("bike lanes", "Lafferty Avenue", "City Council"),
    )
    return case(
        "ci-mt-bikelanes",
        "discussion",
        CIVIC,
        post,
        Parts(after=after, side=side),
        cs,
        path="/2012/02/lafferty-avenue-bike-lanes-how-they-voted.html",
        container="div#comments > div.comments-content > div.comment#comment-N (span.comment-number '#n', byline NAME | time, div.comment-content with p.comment-reply-to 'In reply to NAME')",
        heading="8 Comments",
        description="A Movable Type civic blog of 2012: 8 comments numbered '#1'-'#8' in one flat list, the answers marked only by "
        "an 'In reply to NAME' line linking their parent (4 of them), a trackback with its excerpt in its own block above, "
        "'Comments are closed for this entry' after the thread; recent comments of other entries, a tag cloud, categories "
        "with counts.",
        lookalikes=("a trackback excerpt", "recent comments of other entries"),
    )


# --------------------------------------------------------------------------- vBulletin-backed article comments

RINK = SiteCI(
    "NorthIce Hockey",
    "Junior, college and minor league hockey across the Great Lakes",
    "ni",
    "#0b3d6b",
    "Tahoma,Verdana,sans-serif",
    ("Home", "News", "Junior", "College", "Minors", "Forums", "Scores"),
    "news",
    "vBulletin 4.1.10 with vBCms",
)


def vb_goalie() -> Case:
    # (name, join date, posts, signature) of each poster; the truth's texts are the replies without the quotes
    cs = talk("""
SaultFan88 | 04-17-2012, 09:12 AM | - | Huge loss. Kowalczyk stole at least ten games for us this year. Without him we don't make the playoffs, period. Good luck to him in the AHL, he earned it.
blueline_bob | 04-17-2012, 09:40 AM | 0 | Ten games is a stretch. The D in front of him cleared a lot of rebounds. But yes, he was the MVP.
SaultFan88 | 04-17-2012, 10:02 AM | 1 | Go back and watch the February games against Owen Sound. Forty shots a night and our D was standing around watching. Ten is generous to the D.
PuckDaddy_Marq | 04-17-2012, 11:26 AM | - | Who's the backup plan? Ferreira had a .884 save percentage. That's not a starter in this league.
IceWoman | 04-17-2012, 12:15 PM | 3 | There's a 17 year old from Thunder Bay in the draft that the scouts love. Third round maybe. But you don't count on a rookie.
Gus in Marquette | 04-17-2012, 02:48 PM | - | Been a season ticket holder since 1994. We've lost better goalies than this and survived. Remember when Paquette left for Quebec?
blueline_bob | 04-17-2012, 03:30 PM | 5 | Paquette left and we won 19 games the next season. Not sure that's the argument you want to make Gus.
PuckDaddy_Marq | 04-17-2012, 04:05 PM | 4 | A rookie from Thunder Bay behind this D would be a slaughter. GM needs to trade for a 19 year old with experience, even if it costs a second rounder.
IceWoman | 04-17-2012, 06:51 PM | 7 | And who trades a proven 19 year old goalie in the spring? Nobody. It'll be a rookie or Ferreira, like it or not.
""")
    info = {
        "SaultFan88": ("Sep 2008", "2,411", "Lakers since '88. Through thick and thin."),
        "blueline_bob": ("Jan 2010", "877", ""),
        "PuckDaddy_Marq": ("Nov 2009", "5,102", '"Defense wins championships." -- every coach ever'),
        "IceWoman": ("Mar 2011", "318", ""),
        "Gus in Marquette": ("Oct 2007", "1,046", "Section 114, Row F. Since 1994."),
    }

    def post_html(
        n: int,
        who: str,
        when: str,
        body: str,
        sig: str,
        joined: str,
        posts: str,
        title: str = "Junior Member",
    ) -> str:
        pid = 88120 + n
        return (
            f'<li class="postbitlegacy postbitim postcontainer" id="post_{pid}"><div class="posthead"><span class="postdate old"><span class="date">{esc(when)}</span></span>'
            f'<span class="nodecontrols"><a name="post{pid}" href="#post{pid}" class="postcounter">#{n}</a></span></div>'
            f'<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username offline" href="/forums/member.php?u={pid % 997}"><strong>{esc(who)}</strong></a></div>'
            f'<span class="usertitle">{esc(title)}</span><img src="/_avatar/ni-{pid}.svg" width="60" height="60" alt="{esc(who)}\'s Avatar">'
            f'<dl class="userinfo_extra"><dt>Join Date</dt> <dd>{esc(joined)}</dd><dt>Posts</dt> <dd>{esc(posts)}</dd></dl></div>'
            f'<div class="postbody"><div class="postrow"><div class="content"><div id="post_message_{pid}"><blockquote class="postcontent restore">{body}</blockquote></div></div>'
            + (
                f'<div class="after_content"><blockquote class="signature restore"><div class="signaturecontainer">__________________<br>{esc(sig)}</div></blockquote></div>'
                if sig
                else ""
            )
            + f'</div><div class="postfoot"><span class="postcontrols"><a href="/forums/newreply.php?p={pid}">Reply With Quote</a></span></div></div></div></li>'
        )

    def quote(k: int) -> str:
        q = cs[k]
        qid = 88120 + k + 2
        return (
            f'<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container"></div>'
            f'<div class="bbcode_postedby"><img src="/_avatar/vb-quote.svg" alt="Quote"> Originally Posted by <strong>{esc(q.author)}</strong> '
            f'<a href="#post{qid}" rel="nofollow"><img class="inlineimg" src="/_avatar/vb-viewpost.svg" alt="View Post"></a></div>'
            f'<div class="message">{"<br><br>".join(esc(x) for x in q.text.split(chr(10) + chr(10)))}</div></div></div></div>'
        )

    posts = [
        post_html(
            1,
            "NorthIce Staff",
            "04-17-2012, 08:30 AM",
            "This is the discussion thread for the article <b>Greyhounds lose Kowalczyk to AHL deal</b>.<br><br>"
            "The Greyhounds' starting goalie has signed an entry-level contract with the Grand Rapids affiliate, ending his junior career a year early... "
            '<a href="/news/2012/04/greyhounds-lose-kowalczyk">Continue reading the article</a>',
            "",
            "Feb 2006",
            "14,880",
            "Administrator",
        )
    ]
    for i, c in enumerate(cs):
        joined, n_posts, sig = info[c.author]
        body = (quote(c.parent) if c.parent is not None else "") + "<br>".join(
            esc(x) + "<br>" for x in c.text.split("\n\n")
        )
        posts.append(post_html(i + 2, c.author, c.when, body, sig, joined, n_posts))
    pager = (
        '<div class="pagination_top"><form class="pagination popupmenu"><span class="selected"><a href="javascript://">Page 1 of 3</a></span>'
        '<span class="first_last"></span><span class="selected"><a href="javascript://" title="Results 1 to 10 of 27">1</a></span>'
        '<span><a href="/forums/showthread.php?t=40112&amp;page=2" title="Show results 11 to 20 of 27">2</a></span>'
        '<span><a href="/forums/showthread.php?t=40112&amp;page=3" title="Show results 21 to 27 of 27">3</a></span>'
        '<span class="prev_next"><a rel="next" href="/forums/showthread.php?t=40112&amp;page=2" title="Next Page - Results 11 to 20 of 27">Next ›</a></span></form></div>'
    )
    after = (
        '<div id="article_comments" class="vbcms_comments"><h3 class="blockhead">Discuss this article in the forums (26 replies)</h3>'
        + pager
        + f'<ol id="posts" class="posts">{"".join(posts)}</ol>'
        + pager.replace("pagination_top", "pagination_bottom")
        + '<div class="blockfoot"><a href="/forums/showthread.php?t=40112">View the full thread in the forums</a> · '
        '<a href="/forums/newreply.php?t=40112">Post Reply</a> · You must be logged in to post. <a href="/forums/register.php">Register</a></div></div>'
    )
    side = (
        tabbed(
            "ni",
            [
                (
                    "Most Read",
                    """
Greyhounds lose Kowalczyk to AHL deal | 6,320
OHL playoff schedule: second round | 4,108
Michigan Tech lands two commits from Wisconsin | 2,775
""",
                    "reads",
                ),
                (
                    "Most Discussed",
                    """
Greyhounds lose Kowalczyk to AHL deal | 26
Is the OHL import rule fair? | 141
""",
                    "replies",
                ),
                (
                    "Most Emailed",
                    """
Michigan Tech lands two commits from Wisconsin | 48
""",
                    "emails",
                ),
            ],
        )
        + widget(
            "ni",
            "Latest Forum Posts",
            "<ul>"
            + "".join(
                f"<li><a href='/forums/t{k}'>{esc(t)}</a><br><small>by {esc(n)} · {esc(w)}</small></li>"
                for k, (t, n, w) in enumerate(
                    (
                        ("Draft day rumors thread (merged)", "PuckDaddy_Marq", "Today 05:12 PM"),
                        ("Best road trip arena?", "IceWoman", "Today 02:40 PM"),
                        ("Ticket price increase 2012-13", "Gus in Marquette", "Yesterday 11:09 PM"),
                    )
                )
            )
            + "</ul>",
        )
        + ad("ni", "300x250", "Advertisement · Soo Sports Outlet")
        + widget(
            "ni",
            "Scores",
            "<table><tr><td>Greyhounds</td><td>3</td><td>Spirit</td><td>4 (OT)</td></tr><tr><td>Wolves</td><td>2</td><td>Attack</td><td>5</td></tr></table>",
        )
    )
    post = Post(
        "Greyhounds lose Kowalczyk to AHL deal",
        "By Rick Thibodeau, NorthIce.com",
        "2012-04-16T21:00:00-04:00",
        "April 16, 2012",
        """
Greyhounds goaltender Adam Kowalczyk has signed a three-year entry-level contract and will report to the Grand Rapids affiliate next fall, the club confirmed Monday, ending his junior career a season early.

Kowalczyk, 19, posted a .917 save percentage and four shutouts this season and was named the team's most valuable player at its awards night in March.

"We're proud of Adam and we knew this day was coming," general manager Lou Castonguay said. "It leaves us with a big decision this summer."

Backup Tiago Ferreira, 18, appeared in 14 games this season. The club holds two picks in the first three rounds of the priority draft on May 5.
""",
        section="Junior",
        tags=("Greyhounds", "goaltending", "AHL"),
    )
    return case(
        "ci-vb-goalie",
        "discussion",
        RINK,
        post,
        Parts(after=after, side=side, weather="Sault Ste. Marie 41°F"),
        cs,
        path="/news/2012/04/greyhounds-lose-kowalczyk-to-ahl-deal",
        container="div#article_comments > ol#posts > li.postcontainer#post_N (postcounter '#n', userinfo with join date, posts, avatar, blockquote.postcontent, signature)",
        heading="Discuss this article in the forums (26 replies)",
        description="A hockey news site of 2012 whose article comments are a vBulletin thread printed under the article: page 1 "
        "of 3 (10 posts, 'Next ›'), the first post the staff account's automatic 'This is the discussion thread for the "
        "article…' (not a reader's comment), then 9 readers' posts numbered '#2'-'#10' with join dates, post counts, "
        "avatars and signatures after a '__________________' line; 6 answers open with their parent's whole text quoted "
        "('Originally Posted by NAME'); a tabbed most read / discussed / emailed box with counts, latest forum posts with "
        "names and times, scores.",
        lookalikes=("latest forum posts with names and times", "the bot's opening post"),
    )


# --------------------------------------------------------------------------- a Canadian daily's own CMS, 26 comments

DAILY = SiteCI(
    "The Harbourton Daily Record",
    "Serving Harbourton and the North Shore since 1887",
    "hr",
    "#003366",
    "Georgia,serif",
    ("Home", "News", "Local", "Business", "Sports", "Opinion", "Life", "Obituaries", "Classifieds"),
    "news",
    "",
)


def daily_recycling() -> Case:
    cs = talk("""
Marg from Westvale | 5 hours ago (Oct 16, 2012 6:12 AM) | - | Every other week? We are a family of five. Our blue box is full by Thursday as it is. Where exactly do they expect us to keep two weeks of milk jugs and cereal boxes, in the living room?
SkepticalTaxpayer | 5 hours ago (Oct 16, 2012 6:30 AM) | - | $640,000 in savings sounds like a lot until you divide it by 31,000 households. That's about $20 a year each. I'd happily pay $20 a year to keep weekly pickup. Did anyone ask us?
Dave Kerrigan | 5 hours ago (Oct 16, 2012 6:41 AM) | 1 | Nobody asked. The public meeting was held at 2 pm on a Tuesday at city hall. Convenient for retirees and consultants, nobody else.
Harbourton Daily Record | 4 hours ago (Oct 16, 2012 7:05 AM) | 2 | A note from the newsroom: the city says a second public meeting will be held on Oct. 30 at 7 p.m. at the Westvale Community Centre. We'll update the story with details.
northshore_nick | 4 hours ago (Oct 16, 2012 7:18 AM) | - | Get bigger bins and quit whining. Hamilton did this years ago and the sky didn't fall.
Marg from Westvale | 4 hours ago (Oct 16, 2012 7:33 AM) | 4 | Hamilton also gave every house a free wheeled cart. Read the article, Harbourton isn't giving us anything.
Pat O'Rourke | 4 hours ago (Oct 16, 2012 7:50 AM) | - | The real issue is the contract. The current one with Clearway ends next summer. The city is trying to make the new tender look cheaper by cutting service now. Watch for it.
L. Fontaine | 4 hours ago (Oct 16, 2012 8:02 AM) | - | I'm in an apartment on Harbour St. We don't even have weekly pickup now, it's whenever the super remembers to put the bins out. Welcome to my world.
Brian W. | 3 hours ago (Oct 16, 2012 8:20 AM) | - | What about garbage? Is the green bin staying weekly? The article doesn't say.
Harbourton Daily Record | 3 hours ago (Oct 16, 2012 8:31 AM) | 8 | Brian, yes: the green bin and garbage stay weekly under the proposal. Only the blue box changes. We've added that to the story.
Brian W. | 3 hours ago (Oct 16, 2012 8:40 AM) | 9 | Thanks. That's a relief anyway.
Cathy Lund | 3 hours ago (Oct 16, 2012 8:55 AM) | - | I'd be curious how much of what goes in the blue box actually gets recycled. I've heard half of it ends up in the landfill anyway because it's contaminated. If that's true the whole program needs a rethink, not just the schedule.
Reg Pettigrew | 3 hours ago (Oct 16, 2012 9:01 AM) | 11 | It's about 18% contamination according to the city's own 2011 waste report. Not half. Still too high though.
Guest | 3 hours ago (Oct 16, 2012 9:15 AM) | - | Seagulls. That's all I'm going to say. Two weeks of yogurt cups on the curb in August and Harbour St. will look like a Hitchcock movie.
SkepticalTaxpayer | 2 hours ago (Oct 16, 2012 9:40 AM) | 13 | Ha! Best comment so far.
Joanne Beaulieu | 2 hours ago (Oct 16, 2012 9:52 AM) | - | My mother is 84 and lives alone. She generates maybe one bag of recycling a month. For her this is fine. For families it's a different story. Maybe offer a choice and charge a small fee for weekly?
Councillor Ted Mah | 2 hours ago (Oct 16, 2012 10:05 AM) | - | For what it's worth, I voted against sending this to the committee of the whole without more consultation. I'll be at the Oct. 30 meeting and I'd encourage everyone who has commented here to come too. Email me at the address on the city website if you can't make it. // Ted Mah, Ward 4
Pat O'Rourke | 2 hours ago (Oct 16, 2012 10:20 AM) | 16 | Appreciated, councillor. Will you ask staff for the numbers on the Clearway contract?
Councillor Ted Mah | 2 hours ago (Oct 16, 2012 10:34 AM) | 17 | Pat, I already have. I'll post them when I get them.
G. Abernethy | 2 hours ago (Oct 16, 2012 10:48 AM) | - | Weekly recycling is a luxury we've gotten used to. My parents burned their trash in a barrel behind the garage. Adapt.
Marg from Westvale | 1 hour ago (Oct 16, 2012 11:02 AM) | 19 | It's 2012, not 1955. Nobody is burning milk jugs in a barrel.
Ken Sato | 1 hour ago (Oct 16, 2012 11:15 AM) | - | Anyone know if the city will at least switch to the larger 22 gallon boxes? Those are $12 at the hardware store vs $8 for the small ones.
Trish | 1 hour ago (Oct 16, 2012 11:27 AM) | - | Compost what you can, buy less packaging, rinse and crush your containers. Our household of four fills less than one box in two weeks. It's doable.
Dave Kerrigan | 1 hour ago (Oct 16, 2012 11:41 AM) | 22 | Good for you Trish. Not everyone has the time to rinse and crush every container with two jobs and three kids.
Guest | 58 minutes ago (Oct 16, 2012 11:50 AM) | - | Just cut the councillors' expense accounts and keep the pickup weekly. Problem solved.
Henrietta Voss | 41 minutes ago (Oct 16, 2012 12:07 PM) | - | We moved here from Guelph last year. Their every-other-week system with the big carts works fine, but they phased it in over a year with lots of information. Springing it on people in January is asking for trouble.
""")
    picks = [16, 6, 25]  # the readers' picks shown a second time above the full list
    recommend = [
        31,
        58,
        22,
        14,
        9,
        27,
        64,
        18,
        5,
        12,
        3,
        40,
        37,
        71,
        19,
        45,
        88,
        21,
        16,
        11,
        30,
        6,
        25,
        19,
        33,
        41,
    ]
    removed_after = 19  # a removed comment after G. Abernethy's thread, before Ken Sato's

    def card(i: int, pick: bool = False) -> str:
        c = cs[i]
        rid = 770410 + i
        rel, _, absolute = c.when.partition(" (")
        staff = ' <span class="hr-staff">STAFF</span>' if c.author == "Harbourton Daily Record" else ""
        head = (
            f'<div class="cm-head"><a class="cm-name" href="/profile/{rid}">{esc(c.author)}</a>{staff} '
            f'<span class="cm-rel">{esc(rel)}</span> <span class="cm-abs">{esc(absolute.rstrip(")"))}</span></div>'
        )
        foot = (
            f'<div class="cm-foot"><a href="/comments/recommend/{rid}" class="cm-rec">Recommend ({recommend[i]})</a> · '
            f'<a href="/comments/reply/{rid}">Reply</a> · <a href="/comments/report/{rid}">Report abuse</a></div>'
        )
        if pick:
            return f'<div class="cm-pick"><span class="cm-badge">Readers\' pick</span>{head}<div class="cm-text">{paras(c.text)}</div>{foot}</div>'
        sub = kids(cs, i)
        replies = '<div class="cm-replies">' + "".join(card(k) for k in sub) + "</div>" if sub else ""
        return f'<div class="cm-item" id="cm{rid}">{head}<div class="cm-text">{paras(c.text)}</div>{foot}{replies}</div>'

    tops: list[str] = []
    for i in kids(cs, None):
        tops.append(card(i))
        if i == removed_after:
            tops.append(
                '<div class="cm-item cm-removed" id="cm770499"><div class="cm-text"><p><em>This comment was removed by a moderator because it '
                'did not comply with our <a href="/community-guidelines">community guidelines</a>.</em></p></div></div>'
            )
    after = (
        '<div id="reader-comments" class="hr-comments"><h2>Comments (27)</h2>'
        '<p class="cm-note">Comments are the opinions of their authors. You must be <a href="/login">logged in</a> to comment. '
        '<a href="/community-guidelines">Community guidelines</a></p>'
        '<div class="cm-sort">Sort by: <b>Oldest</b> | <a href="?sort=newest">Newest</a> | <a href="?sort=recommended">Most recommended</a></div>'
        '<div class="cm-picks"><h3>Readers\' picks</h3>'
        + "".join(card(i, pick=True) for i in picks)
        + "</div>"
        '<h3 class="cm-all">All comments</h3><div class="cm-list">' + "".join(tops) + "</div>"
        '<div class="cm-form"><textarea rows="4" cols="60">Log in to join the conversation</textarea></div></div>'
    )
    style = (
        ".cm-picks{background:#f4f7fb;border:1px solid #c9d6e6;padding:8px;margin:10px 0}.cm-badge{background:#003366;color:#fff;font:bold 10px Arial;padding:1px 5px;margin-right:6px}"
        ".cm-item{border-top:1px solid #ddd;padding:8px 0}.cm-replies{margin-left:40px;border-left:3px solid #e3e3e3;padding-left:10px}.cm-name{font-weight:bold}"
        ".cm-rel{color:#888;font-size:12px}.cm-abs{color:#aaa;font-size:11px}.cm-foot{font-size:11px;color:#777}.hr-staff{background:#b30000;color:#fff;font-size:9px;padding:0 3px}"
    )
    side = (
        tabbed(
            "hr",
            [
                (
                    "Most Read",
                    """
Blue box pickup could go every other week | 9,804
Man, 31, charged in North Shore break-ins | 6,240
Harbourton Hawks clinch playoff spot | 5,117
Obituary: Eleanor 'Nell' Crossman, 1921-2012 | 3,360
New Tim Hortons approved for Lakeshore Rd. | 2,902
""",
                    "views",
                ),
                (
                    "Most Commented",
                    """
Blue box pickup could go every other week | 27
Opinion: Why the waterfront plan will fail | 64
New Tim Hortons approved for Lakeshore Rd. | 19
""",
                    "comments",
                ),
                (
                    "Most Emailed",
                    """
Harbourton Hawks clinch playoff spot | 301
Blue box pickup could go every other week | 188
""",
                    "emails",
                ),
            ],
        )
        + ad("hr", "300x250", "Advertisement · North Shore Toyota")
        + recent_comments(
            "hr",
            "Latest comments",
            """
BayWatcher | Opinion: Why the waterfront plan will fail | The same plan failed in 1997 and in 2004. Third time lucky?
M. Tremblay | New Tim Hortons approved for Lakeshore Rd. | Just what we need, another drive-thru lineup on Lakeshore.
Harbour_Lady | Harbourton Hawks clinch playoff spot | Go Hawks!!
""",
        )
        + facebook_box(
            "hr",
            "The Harbourton Daily Record",
            "8,412",
            ("Colleen", "Rajiv", "Amy", "Denis", "Paul", "Kaitlyn"),
        )
        + newsletter(
            "hr", "Daily headlines", "Sign up for our morning e-mail with the day's top local stories."
        )
        + widget("hr", "Weather", "<p>Harbourton: 9°C, light rain. Tomorrow: 12°C, cloudy.</p>")
    )
    post = Post(
        "Blue box pickup could go every other week",
        "By Allison Graham, The Daily Record",
        "2012-10-16T05:00:00-04:00",
        "Tuesday, October 16, 2012 at 5:00 AM",
        """
Harbourton residents could see their blue boxes picked up every second week starting in January, under a staff proposal that would save the city an estimated $640,000 a year.

The report, going to the committee of the whole next Monday, recommends moving recycling collection to a biweekly schedule while keeping green bin and garbage pickup weekly.

"Most households set out a half-full box every week," said Rob Kerwin, the city's manager of waste services. "We're paying trucks to drive past houses that don't need the service."

The proposal does not include new, larger recycling containers. Residents who need more room can buy a second blue box from city hall or hardware stores.

Coun. Ted Mah (Ward 4) said he would like to see more consultation before a vote. A public meeting was held at city hall last Tuesday afternoon; about a dozen residents attended.
""",
        deck="City staff say biweekly recycling collection would save $640,000 a year; green bin and garbage stay weekly.",
        section="Local",
        caption="A city recycling truck on Wentworth Ave. File photo",
        tags=("recycling", "city council", "waste"),
    )
    return case(
        "ci-daily-recycling",
        "discussion",
        DAILY,
        post,
        Parts(
            after=after,
            side=side,
            style=style,
            weather="9°C Light rain",
            breaking='Highway 11 closed at Crooked Lake Rd. after collision <a href="/news/hwy11">Details</a>',
        ),
        cs,
        path="/news/local/2012/10/16/blue-box-pickup-could-go-every-other-week",
        container="div#reader-comments.hr-comments: div.cm-picks (3 copies), then div.cm-list > div.cm-item (div.cm-head name + relative and absolute time, div.cm-text, div.cm-foot 'Recommend (n)'), div.cm-replies",
        heading="Comments (27)",
        description="A Canadian daily's own CMS of 2012: 26 comments (11 replies up to three levels in nested div.cm-replies, the newsroom "
        "answering twice with a STAFF badge, a councillor signing his name), each with 'Recommend (n)', 'Reply', 'Report "
        "abuse', a relative time ('5 hours ago') beside the absolute one; three 'Readers' picks' shown a second time above "
        "the full list (with a badge, the same text and counts), a comment removed by a moderator among them, two 'Guest'; "
        "a breaking-news bar, a tabbed most read / commented / emailed box with counts, latest comments of other stories, a "
        "Facebook like box, a newsletter box, the weather.",
        lookalikes=(
            "readers' picks (copies)",
            "latest comments of other stories",
            "tabbed most read with counts",
        ),
    )


# --------------------------------------------------------------------------- a TV station's hosted community platform

TV = SiteCI(
    "KTVR NewsChannel 9",
    "Your Mid-Valley News Leader · Salem · Albany · Corvallis",
    "kt",
    "#c8102e",
    "Arial,Helvetica,sans-serif",
    ("Home", "News", "Weather", "Sports", "Health", "Video", "Community", "Contests"),
    "news",
    "",
)


def tv_cursive() -> Case:
    cs = talk("""
Guest | Sep 5, 2012 6:44 PM | - | So how are these kids going to sign a check? Or read a letter from their grandmother? This is ridiculous.
Brandon K. | Sep 5, 2012 6:52 PM | 0 | Nobody writes checks anymore. My grandmother emails me. Times change.
Guest | Sep 5, 2012 7:10 PM | 1 | And when the power goes out? Or they need to read the Declaration of Independence in the original? Learning cursive takes a few weeks in third grade.
Debbie Lansing | Sep 5, 2012 7:03 PM | - | I teach fourth grade in another district and we still teach it, about 15 minutes a day until Christmas. The kids actually love it. It's one of the few things where they can see themselves get better week by week.
OregonDad | Sep 5, 2012 7:31 PM | 3 | Thank you for saying that. My daughter's handwriting got so much better when she learned cursive. Print was a struggle for her.
Marcus Hale | Sep 5, 2012 8:15 PM | - | Keyboarding is what they need. Most of their state tests are on computers now. I'd rather they spend the time on typing than loops.
Guest | Sep 5, 2012 8:47 PM | - | The board meeting was Tuesday and there were like four people there. Everyone complains now but nobody showed up.
Carol Ann Pruitt | Sep 5, 2012 9:20 PM | - | My son has dysgraphia and cursive was actually easier for him than printing because the letters connect. Please don't forget kids like him when you make these decisions.
Jim Beckwith | Sep 6, 2012 5:58 AM | 7 | Interesting, I had never heard that. My nephew has the same thing. Going to pass this along to my sister.
Guest | Sep 6, 2012 7:12 AM | - | Can we also bring back shop class and home ec while we're at it
""")
    likes = [12, 4, 9, 21, 6, 3, 8, 15, 2, 11]

    def box(i: int) -> str:
        c = cs[i]
        rid = 5512 + i
        guest = c.author == "Guest"
        name = (
            f'<span class="pl-guest">{esc(c.author)}</span>'
            if guest
            else f'<a class="pl-user" href="/community/users/{rid}">{esc(c.author)}</a>'
        )
        sub = kids(cs, i)
        inner = "".join(
            f'<div class="pl-reply" id="reply-{5512 + k}"><div class="pl-meta">{name_of(k)} <span class="pl-when">{esc(cs[k].when)}</span></div>'
            f'<div class="pl-body">{paras(cs[k].text)}</div><div class="pl-act"><a href="/like/{5512 + k}">Like ({likes[k]})</a> · <a href="/abuse/{5512 + k}">Report Abuse</a></div></div>'
            + "".join(sub_box(j) for j in kids(cs, k))
            for k in sub
        )
        return (
            f'<div class="pl-comment" id="comment-{rid}"><img class="pl-av" src="/_avatar/kt-{rid}.svg" width="48" height="48" alt="">'
            f'<div class="pl-meta">{name} <span class="pl-when">{esc(c.when)}</span></div><div class="pl-body">{paras(c.text)}</div>'
            f'<div class="pl-act"><a href="/like/{rid}">Like ({likes[i]})</a> · <a href="/reply/{rid}">Reply</a> · <a href="/abuse/{rid}">Report Abuse</a></div>'
            + (f'<div class="pl-replies">{inner}</div>' if inner else "")
            + "</div>"
        )

    def name_of(k: int) -> str:
        c = cs[k]
        return (
            '<span class="pl-guest">Guest</span>'
            if c.author == "Guest"
            else f'<a class="pl-user" href="/community/users/{5512 + k}">{esc(c.author)}</a>'
        )

    def sub_box(j: int) -> str:
        return (
            f'<div class="pl-reply pl-reply2" id="reply-{5512 + j}"><div class="pl-meta">{name_of(j)} <span class="pl-when">{esc(cs[j].when)}</span></div>'
            f'<div class="pl-body">{paras(cs[j].text)}</div><div class="pl-act"><a href="/like/{5512 + j}">Like ({likes[j]})</a></div></div>'
        )

    after = (
        '<div class="pluck-comments" id="community-comments"><div class="pl-hd"><h3>Comments</h3><span>Showing 1-10 of 23 comments</span>'
        '<span class="pl-sort">Sort by <b>Oldest first</b> | <a href="?sort=newest">Newest first</a></span></div>'
        + "".join(box(i) for i in kids(cs, None))
        + '<div class="pl-pager"><span>Page 1 of 3</span> <a href="?commentPage=2">Next page »</a></div>'
        '<div class="pl-form"><p>Post a comment as <b>Guest</b> or <a href="/community/login">sign in</a></p><textarea rows="4" cols="50"></textarea>'
        '<p><input type="submit" value="Preview"> <input type="submit" value="Submit"></p><p class="pl-rules">By commenting you agree to our Terms of Use. Comments are not edited.</p></div></div>'
    )
    style = (
        ".pl-comment{border-bottom:1px solid #ddd;padding:10px 0 10px 58px;position:relative}.pl-av{position:absolute;left:0;top:10px}"
        ".pl-replies{background:#f5f5f5;margin-top:8px;padding:6px 10px}.pl-reply{border-top:1px dotted #ccc;padding:4px 0}.pl-reply2{margin-left:20px}"
        ".pl-meta{font-size:12px}.pl-guest{color:#666;font-weight:bold}.pl-when{color:#999}.pl-act{font-size:11px;color:#888}"
    )
    side = (
        tabbed(
            "kt",
            [
                (
                    "Most Popular",
                    """
Mid-Valley district drops cursive from elementary schools | 12,040
Crash closes I-5 near Jefferson for three hours | 9,311
Pet of the Week: Biscuit | 4,005
""",
                    "views",
                ),
                (
                    "Most Commented",
                    """
Mid-Valley district drops cursive from elementary schools | 23
Salem council votes to ban camping downtown | 87
""",
                    "comments",
                ),
                (
                    "Most Shared",
                    """
Pet of the Week: Biscuit | 2,140
""",
                    "shares",
                ),
            ],
        )
        + widget(
            "kt",
            "First Alert Weather",
            "<p>Salem 78°F Sunny · Tonight 49°F Clear</p><p><a href='/weather/radar'>Live Doppler 9 radar</a></p>",
        )
        + ad("kt", "300x250", "Advertisement · Mid-Valley Credit Union")
        + poll(
            "kt",
            "Should schools still teach cursive?",
            """
Yes | 78%
No | 15%
Doesn't matter | 7%
""",
            "3,206",
        )
        + twitter_widget(
            "kt",
            "KTVR9",
            """
I-5 southbound reopened near Jefferson after morning crash. Expect delays | 38 minutes ago
Tonight at 6: why one district says goodbye to cursive | 2 hours ago
""",
        )
    )
    post = Post(
        "Mid-Valley district drops cursive from elementary schools",
        "By Kelsey Ambrose, NewsChannel 9",
        "2012-09-05T17:30:00-07:00",
        "Sep 5, 2012 5:30 PM PDT, Updated: Sep 5, 2012 6:20 PM PDT",
        """
Third graders in the Mid-Valley School District will no longer learn cursive handwriting this year. The school board voted 4-1 on Tuesday night to replace cursive lessons with keyboarding instruction starting in October.

District spokeswoman Tara Gomez said the change frees up about 20 hours of class time a year. "Our students take their state tests on computers now," she said. "Keyboarding is a skill they need on day one."

Board member Ron Villanueva, who voted no, said he worried students would not be able to read historical documents. "We're cutting kids off from their great-grandparents' letters," he said.

The district joins several others in Oregon that have dropped cursive since the new Common Core standards, which do not require it, were adopted in 2010.
""",
        section="News",
        tags=("education", "Mid-Valley School District"),
    )
    return case(
        "ci-tv-cursive",
        "discussion",
        TV,
        post,
        Parts(after=after, side=side, style=style, weather="Salem 78°F Sunny"),
        cs,
        path="/story/19458812/mid-valley-district-drops-cursive",
        container="div#community-comments.pluck-comments > div.pl-comment (pl-meta name + time, pl-body, pl-act 'Like (n)'), replies in div.pl-replies inside the parent's box, a second level as div.pl-reply2 siblings",
        heading="Comments",
        description="A TV station's news site of 2012 with a hosted community platform's server-rendered output: page 1 of 3 "
        "('Showing 1-10 of 23 comments', 'Next page »'), 10 comments, 4 replies printed inside their parent's grey box (a "
        "reply to a reply as a sibling with a margin class, not nested), four 'Guest' authors without link, 'Like (n)' and "
        "'Report Abuse', a comment form with Preview; a tabbed most popular / commented / shared box, a poll with results, "
        "a Twitter widget with relative times, the weather.",
        lookalikes=("tabbed most popular with counts", "poll results", "Twitter widget"),
    )


def threads2_ci() -> list[Case]:
    return [mt_bikelanes(), vb_goalie(), daily_recycling(), tv_cursive()]


_ = (related, tag_cloud, recent_comments, facebook_box, newsletter, twitter_widget)
