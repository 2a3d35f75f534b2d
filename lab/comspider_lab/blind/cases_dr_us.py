"""Blind set DR: a US metro daily of 2011 (its own CMS): a council story with 30 comments on page 1 of 3 (the heading
says 96), threaded two deep, replies past the second folded but printed, a hidden "Readers' Picks" tab repeating
four comments of the thread, recommend counts, report links, sort controls and a pager to page 2 that is not
saved. Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dr_common import C, Case, counted, esc, kids, make, paras, slug, talk
from comspider_lab.blind.layout_dr import doc, menu, share

CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#lt-wrap{width:1000px;margin:0 auto}"
    "#lt-top{background:#f0f0f0;font-size:11px;padding:4px 10px;overflow:hidden}#lt-top .r{float:right}"
    "#lt-mast{padding:14px 10px;border-bottom:1px solid #ccc;overflow:hidden}#lt-mast .nm{font:bold 44px 'Times New Roman',serif;color:#111}"
    "#lt-mast .wx{float:right;font-size:12px;text-align:right}#lt-nav{list-style:none;margin:0;padding:0;background:#14385e;overflow:hidden}"
    "#lt-nav li{float:left}#lt-nav a{display:block;color:#fff;padding:7px 10px;font-weight:bold;font-size:12px}"
    "#lt-body{overflow:hidden;padding:10px}#lt-story{float:left;width:640px}#lt-rail{float:right;width:300px}"
    ".lt-box{border:1px solid #ccc;margin-bottom:14px}.lt-box h4{margin:0;padding:5px 8px;background:#e5ebf2;font-size:12px;text-transform:uppercase}"
    ".lt-c{border-top:1px solid #e3e3e3;padding:8px 0}.lt-c-replies{margin-left:36px;border-left:3px solid #e5ebf2;padding-left:10px}"
    ".lt-c-by{font-size:12px}.lt-c-name{font-weight:bold}.lt-c-loc,.lt-c-time{color:#777}.lt-c-tools{font-size:11px;color:#777}"
    ".lt-tabs{list-style:none;padding:0;margin:8px 0;overflow:hidden}.lt-tabs li{float:left;margin-right:6px;padding:4px 10px;border:1px solid #ccc}"
    ".lt-tabs li.on{background:#14385e}.lt-tabs li.on a{color:#fff}.lt-more a{font-size:11px;font-weight:bold}"
    "#lt-foot{background:#14385e;color:#cfd8e3;padding:16px;font-size:11px;clear:both}#lt-foot ul{float:left;width:180px;list-style:none;padding:0}"
)

THREAD = """
Marcy Dunleavy {Eastbrook} [41] @ 10/18/2011 6:52 PM :: The Eastbrook branch is the only place within walking distance for half the kids on my street to use a computer. Seven council members who all have broadband at home just decided that doesn't matter. Shameful.
>Gary_T {Lakeport} [12] @ 10/18/2011 7:05 PM :: Nobody decided it doesn't matter. The money isn't there. Would you rather they cut police?
>>Marcy Dunleavy {Eastbrook} [19] @ 10/18/2011 7:11 PM :: Gary, the police budget went UP 4% in this same vote. Read the article.
>>Gary_T {Lakeport} [3] @ 10/18/2011 7:20 PM :: Fair enough, I missed that. Still think the branches were underused though.
>>jlindqvist [8] @ 10/18/2011 7:48 PM :: Underused by who? Go to Eastbrook at 3:30 on a school day and try to find a chair.
taxpayer4ever [6] @ 10/18/2011 6:58 PM :: Good. Everything is online now anyway. Libraries are a 20th century idea.
>R. Okafor {South Shore} [33] @ 10/18/2011 7:14 PM :: Everything is online if you have a computer and internet at home. About 30% of households in the three affected zip codes don't, per the city's own 2010 survey.
>bookworm_58 [15] @ 10/18/2011 7:30 PM :: Tell that to the 80 people in the ESL class that meets at Harmon Street every Thursday.
>Dave in Millvale [2] @ 10/18/2011 8:02 PM :: I kind of agree with taxpayer. I haven't set foot in a library since high school.
>>bookworm_58 [9] @ 10/18/2011 8:10 PM :: And that's fine for you Dave. It's not about you.
Lou Pereira [27] @ 10/18/2011 7:03 PM :: Councilman Voss said at the meeting that the branches cost $1.9 million a year to run. The new parking garage downtown was $14 million. Just saying. // I'd like to see the Ledger-Tribune do a story on what else is in that capital budget.
Sheila Braun {Harmon Park} [18] @ 10/18/2011 7:09 PM :: I volunteered at Harmon Street for eleven years. The staff there knows every kid by name. You can't replace that with a bookmobile twice a month, which is what they're offering.
>K Whitcombe [7] @ 10/18/2011 7:40 PM :: The bookmobile is a joke. It came to our neighborhood in 2009 for about three months and then just stopped showing up.
>>Sheila Braun {Harmon Park} [4] @ 10/18/2011 7:52 PM :: That's exactly what I'm afraid of.
fedupinLakeport [1] @ 10/18/2011 7:22 PM :: Wait till you see what happens to your property values when the neighborhood library becomes a boarded up building. Has anyone thought about what they're doing with the buildings??
>Ann Marie Costa [11] @ 10/18/2011 7:58 PM :: According to the article the Millvale building goes up for sale. The other two "are being evaluated." Which means boarded up.
>J. Sandoval [5] @ 10/18/2011 8:31 PM :: The Eastbrook building is a 1927 Carnegie library, it's on the historic register I think. They can't just sell it to anybody.
>>Ann Marie Costa [6] @ 10/18/2011 8:44 PM :: I didn't know that, interesting. Hope someone checks.
>>R. Okafor {South Shore} [8] @ 10/18/2011 9:15 PM :: It is on the state register, not the national one. Big difference unfortunately, the state listing doesn't stop a sale.
mike d. [0] @ 10/18/2011 7:35 PM :: who voted which way?? article doesnt say
>Ledger-Tribune reader [14] @ 10/18/2011 7:44 PM :: It's in the box at the bottom of the story, Mike. Voss, Hendricks, Polaski, Abbott, Chen, Ruiz and Marchetti yes. Flores, Okonkwo, Baird and Sullivan no.
>>mike d. [2] @ 10/18/2011 7:50 PM :: thanks, missed that. remember those names in 2013 people
Priya N. [22] @ 10/18/2011 8:15 PM :: My daughter learned to read at the Millvale branch story hour. We moved to the suburbs two years ago and I still drive her back there on Saturdays because our new library doesn't have anything like it. Really sad news today.
HarborDad [3] @ 10/18/2011 8:40 PM :: Is there a petition? I'll sign. I'd also chip in for a Friends of the Library fund if someone organizes it.
>Sheila Braun {Harmon Park} [12] @ 10/18/2011 8:55 PM :: There is! The Friends of Harmon Street Library have one going at the branch desk and online at www.saveharmonstreet.example.org . Next meeting is Monday 7pm in the branch basement.
>>HarborDad [1] @ 10/18/2011 9:02 PM :: Signed. Thanks Sheila
Walt Kowalczyk [4] @ 10/18/2011 9:30 PM :: I'm 81 and I use the Millvale branch for large print books every week. I don't drive anymore. How am I supposed to get downtown on two buses with a walker? Nobody asked us.
>Priya N. [10] @ 10/18/2011 9:41 PM :: Walt, I'm so sorry. The main library does mail books to homebound patrons, I know because my mom used it. Call the main desk and ask for "Library by Mail", it's free.
>>Walt Kowalczyk [7] @ 10/19/2011 8:12 AM :: Thank you young lady, I will call them today.
T. Brennan [0] @ 10/19/2011 6:44 AM :: The real problem is the state cutting revenue sharing for the third year in a row. The council is just passing the pain down. Write your state rep too, not just the council.
"""

PICKS = (10, 6, 22, 26)


def _entry(cs: list[C], i: int, tree: dict[int | None, list[int]], replies: bool = True) -> str:
    c = cs[i]
    cid = 88120 + 7 * i
    loc = f' <span class="lt-c-loc">({esc(c.meta)})</span>' if c.meta else ""
    sub = ""
    if replies and i in tree:
        shown = [_entry(cs, k, tree) for k in tree[i][:2]]
        folded = [_entry(cs, k, tree) for k in tree[i][2:]]
        sub = '<div class="lt-c-replies">' + "".join(shown)
        if folded:
            n = len(folded)
            sub += (
                f'<div class="lt-more"><a href="#" onclick="this.parentNode.nextSibling.style.display=\'block\';this.parentNode.style.display=\'none\';return false;">'
                f"Show {n} more {'reply' if n == 1 else 'replies'}</a></div>"
                f'<div class="lt-folded" style="display:none">{"".join(folded)}</div>'
            )
        sub += "</div>"
    return (
        f'<div class="lt-c" id="c{cid}"><div class="lt-c-by"><a class="lt-c-name" href="/profile/{slug(c.who)}">{esc(c.who)}</a>{loc} '
        f'<span class="lt-c-time">{esc(c.at)}</span></div><div class="lt-c-body">{paras(c.body)}</div>'
        f'<div class="lt-c-tools"><a href="#" class="rec">Recommend</a> <span class="rec-n">({c.votes})</span> | '
        f'<a href="/report?c={cid}">Report abuse</a> | <a href="#reply-{cid}">Reply</a></div>{sub}</div>'
    )


def us_ledger() -> Case:
    cs = talk(THREAD)
    tree = kids(cs)
    thread = "".join(_entry(cs, i, tree) for i in tree[None])
    picks = "".join(_entry(cs, i, tree, replies=False) for i in PICKS)
    comments = (
        '<div id="lt-comments"><a name="comments"></a><h3 class="lt-cmt-count">96 Comments</h3>'
        '<p class="lt-rules">Comments are the opinions of their writers, not of the Ledger-Tribune. Keep it civil and on topic. '
        '<a href="/guidelines">Read our guidelines</a>. <a href="/login">Log in</a> or <a href="/register">register</a> to comment.</p>'
        '<ul class="lt-tabs"><li class="on"><a href="#lt-all">All Comments</a></li><li><a href="#lt-picks">Readers\' Picks (4)</a></li></ul>'
        '<div class="lt-sort">Sort by: <b>Oldest first</b> | <a href="?sort=newest#comments">Newest first</a> | <a href="?sort=rec#comments">Most recommended</a></div>'
        f'<div id="lt-all" class="lt-panel">{thread}</div>'
        f'<div id="lt-picks" class="lt-panel" style="display:none">{picks}</div>'
        '<div class="lt-pager">Page 1 of 3 &nbsp; <b>1</b> <a href="?cpage=2#comments">2</a> <a href="?cpage=3#comments">3</a> <a href="?cpage=2#comments">Next &raquo;</a></div>'
        '<form class="lt-post" action="/comments/post" method="post"><label for="lt-t">Add your comment</label><textarea id="lt-t" rows="5" cols="60"></textarea>'
        '<input type="submit" value="Post comment" /></form></div>'
    )
    story = (
        '<div class="lt-crumbs"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a> &rsaquo; <a href="/news/local/">Local</a></div>'
        '<h1 class="lt-hed">Council votes 7-4 to close three branch libraries</h1>'
        '<h2 class="lt-dek">Eastbrook, Harmon Street and Millvale branches to shut by Jan. 31; bookmobile service promised</h2>'
        '<div class="lt-byline">By <a href="/staff/dkrause">DENISE KRAUSE</a>, Staff Writer<br /><span class="lt-date">Published: Tuesday, October 18, 2011, 5:41 PM</span> '
        '<span class="lt-upd">Updated: October 18, 2011, 9:02 PM</span></div>'
        + share(
            "lt-share",
            (("Facebook", "1,204"), ("Tweet", "311"), ("Email", "88"), ("Print", ""), ("Comments", "96")),
        )
        + '<div class="lt-photo"><img src="/_avatar/lt-harmon-branch.svg" width="620" height="400" alt="" /><p class="lt-cap">Patrons leave the Harmon Street branch library on Monday. (Staff photo by Phil Gorecki)</p></div>'
        '<div class="lt-text">'
        "<p>LAKEPORT - After nearly four hours of public comment, the City Council voted 7-4 on Tuesday to close three of the city's nine branch libraries at the end of January, a move officials say will save about $1.9 million a year.</p>"
        "<p>The Eastbrook, Harmon Street and Millvale branches will close Jan. 31. The library system will add a second bookmobile route serving those neighborhoods twice a month, Library Director Carol Ames said.</p>"
        '<p>"Nobody on this council wanted to cast this vote," said Councilman Richard Voss, who chairs the finance committee. "But we are $11 million short, and the state is not coming to rescue us."</p>'
        '<p>More than 60 residents spoke against the closings, many of them parents and seniors. Several held signs reading "Libraries Are Not A Luxury."</p>'
        "<p>Councilwoman Teresa Flores, who voted no, said the city had not studied what would happen to the buildings. The Millvale building will be listed for sale; the other two are being evaluated, according to a city memo.</p>"
        "<p>The same budget raises police spending 4 percent and keeps funding for the downtown parking garage, which opened in June.</p>"
        '<div class="lt-factbox"><h4>How they voted</h4><p><b>Yes:</b> Voss, Hendricks, Polaski, Abbott, Chen, Ruiz, Marchetti. <b>No:</b> Flores, Okonkwo, Baird, Sullivan.</p></div>'
        "<p><i>Contact Denise Krause at 555-0142 or dkrause@ledgertribune.example.com.</i></p></div>"
        '<div class="lt-tags">More on: <a href="/topic/city-council">City Council</a>, <a href="/topic/libraries">Libraries</a>, <a href="/topic/budget">City budget</a></div>'
        '<div class="lt-related"><h4>Related stories</h4><ul><li><a href="/news/local/2011/10/budget-gap">City faces $11 million budget gap</a> (Oct. 4)</li>'
        '<li><a href="/news/local/2011/09/library-hours">Libraries cut Saturday hours</a> (Sept. 12)</li><li><a href="/news/local/2011/06/garage-opens">Downtown garage opens to mixed reviews</a> (June 2)</li></ul></div>'
    )
    rail = (
        '<div class="lt-ad" style="height:250px;background:#f4f4f4;text-align:center;color:#aaa">ADVERTISEMENT</div>'
        '<div class="lt-box"><h4>Most Read</h4>'
        + counted(
            """Council votes 7-4 to close three branch libraries | 14,203 views
Police: man found dead in Riverside Park | 9,871 views
Lions' rally falls short in overtime | 8,402 views
Restaurant inspections: Oct. 10-14 | 6,115 views
Gas prices dip below $3.40 | 4,990 views""",
            "{n}",
        )
        + '</div><div class="lt-box"><h4>Most Commented</h4>'
        + counted(
            """Council votes 7-4 to close three branch libraries | 96
Letter: Stop coddling the unions | 71
Lions' rally falls short in overtime | 58
School board names interim superintendent | 33""",
            "({n} comments)",
        )
        + '</div><div class="lt-box"><h4>Obituaries</h4><ul><li><a href="/obits/ruth-ellen-marsh">Ruth Ellen Marsh, 88</a></li><li><a href="/obits/eugene-polk">Eugene "Gene" Polk, 74</a></li><li><a href="/obits/anna-kostecki">Anna Kostecki, 91</a></li></ul></div>'
        '<div class="lt-box"><h4>Today\'s poll</h4><p>Should the city close branch libraries to balance the budget?</p><p>Yes 28% (412) &middot; No 67% (983) &middot; Not sure 5% (71)</p></div>'
    )
    foot = "".join(
        "<ul>" + "".join(f'<li><a href="/{slug(x)}">{esc(x)}</a></li>' for x in col) + "</ul>"
        for col in (
            ("News", "Sports", "Business", "Opinion"),
            ("Contact us", "Subscribe", "Place an ad", "Jobs"),
            ("Privacy policy", "Terms of use", "Site map", "RSS"),
        )
    )
    body = (
        '<div id="lt-wrap"><div id="lt-top"><span>Wednesday, October 19, 2011</span><span class="r"><a href="/subscribe">Subscribe</a> | <a href="/eedition">e-Edition</a> | <a href="/login">Log in</a></span></div>'
        '<div id="lt-mast"><span class="nm">Lakeport Ledger-Tribune</span><span class="wx">52&deg; Partly cloudy<br />Hi 58 / Lo 41</span></div>'
        + menu(
            (
                "Home",
                "News",
                "Sports",
                "Business",
                "Opinion",
                "Entertainment",
                "Life",
                "Obituaries",
                "Classifieds",
                "Jobs",
                "Homes",
                "Cars",
            ),
            uid="lt-nav",
        )
        + f'<div id="lt-body"><div id="lt-story">{story}{comments}</div><div id="lt-rail">{rail}</div></div>'
        f'<div id="lt-foot">{foot}<p style="clear:both">&copy; 2011 Lakeport Ledger-Tribune. All rights reserved.</p></div></div>'
    )
    html = doc(
        lang="en",
        title="Council votes 7-4 to close three branch libraries",
        site="Lakeport Ledger-Tribune",
        css=CSS,
        body=body,
        body_cls="lt-article",
    )
    return make(
        "dr-us-ledger-libraries",
        "discussion",
        html,
        cs,
        path="/news/local/2011/10/council-votes-to-close-three-branch-libraries.html",
        container="div#lt-all",
        heading="96 Comments",
        description="A US metro daily's own CMS (2011): page 1 of 3 of a council story's comments, 30 on the page "
        "(heading 96), threads two deep with replies past the second folded (printed, hidden), a hidden Readers' Picks "
        "tab repeating 4 comments, Recommend (n) | Report abuse | Reply, sort links, a pager to page 2 not saved",
    )
