"""Blind set CO: two plain article pages (a gardening blog of 2011 with its sidebar furniture, a city daily of 2013
with most read / most commented boxes and closed reactions), a look-alike (a small-town daily's seniors' quotes) and a
mixed page (a prep-sports site's athlete-of-the-week nominations with coaches' quotes beside a real 'Sound off')."""

from __future__ import annotations

from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_co import ad, counted, doc, links, paras, rows, social, tag_cloud
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def northfork_plain() -> Case:
    post = """The garlic went in on Saturday, two weeks later than last year, because October decided to be August for a while. Four beds this time: German White, Music, a Chesnok Red I got from a neighbour at the swap, and the mystery softneck that has been coming back from my own cloves since 2007.

I plant cloves about six inches apart and two inches deep, pointy end up, with a handful of compost under each row. Then the whole thing gets a blanket of shredded leaves once the ground has had a frost or two. Do not mulch too early, the voles will thank you for the warm housing.

A reader asked last week whether you can plant supermarket garlic. You can, and it will usually grow, but most of it is grown for warm winters and often treated so it won't sprout. A few dollars at the farmers market gets you a local hardneck that actually wants to be here.

Next spring I'll post the scapes. They are the best part of the whole business and nobody sells them."""
    style = """body{background:#e9efe1;margin:0;font:15px/1.6 'Trebuchet MS',sans-serif;color:#333}#outer{width:900px;margin:0 auto;background:#fff;border:1px solid #cbd6bc}
#header{background:#5b7f3a;padding:28px 24px;color:#fff}#header h1{margin:0;font:normal 34px Georgia}#header p{margin:4px 0 0}
#main{float:left;width:580px;padding:20px 24px}#sidebar{float:right;width:240px;padding:20px 16px 0 0;font-size:13px}#sidebar h3{color:#5b7f3a;border-bottom:1px dotted #5b7f3a}
.post-footer{font-size:12px;color:#777;border-top:1px dotted #ccc;padding-top:6px}.bio{background:#f4f7ef;padding:10px;margin:18px 0}#footer{clear:both;text-align:center;font-size:11px;color:#999;padding:14px}"""
    body = f"""<body><div id="outer">
<div id="header"><h1><a href="/" style="color:#fff;text-decoration:none">North Fork Notes</a></h1><p>Vegetables, weather and the odd town meeting, from a half-acre on the North Fork</p></div>
<div id="main">
<h2 class="date-header">Tuesday, October 25, 2011</h2>
<h3 class="post-title">Garlic in, finally</h3>
{paras(post)}
<div class="post-footer">posted by Ruth Ellery at 8:41 PM | Labels: <a href="/search/label/garlic">garlic</a>, <a href="/search/label/fall%20chores">fall chores</a> | <a href="/2011/10/garlic-in-finally.html">Permalink</a></div>
{social(9, 1, 2)}
<div class="bio"><img src="/_avatar/ruth.svg" width="50" height="50" alt="" style="float:left;margin-right:8px"><b>About me</b><br>Ruth Ellery. Retired science teacher, seed saver, chair of the Southold Garden Club's plant sale. I have never grown a decent cauliflower.</div>
{
        links(
            "You might also like:",
            '''
How I store onions through the winter
Seed swap at the library: what I brought home
Five tomatoes I'll never grow again
''',
            "related",
        )
    }
<p><a href="/2011/10/last-of-the-peppers.html">&larr; Newer Post</a> | <a href="/">Home</a> | <a href="/2011/10/cider-day.html">Older Post &rarr;</a></p>
</div>
<div id="sidebar">
<h3>Followers</h3><p>112 followers</p>
{
        links(
            "Blog Archive",
            '''
October 2011 (7)
September 2011 (9)
August 2011 (12)
July 2011 (10)
''',
        )
    }
{
        tag_cloud(
            "Labels",
            '''
garlic | 15
tomatoes | 19
seed saving | 14
weather | 12
town meeting | 11
fall chores | 13
''',
        )
    }
{
        links(
            "Blogs I read",
            '''
The Cold Frame Diaries
Sandy Soil Farm
A Year at Oxbow Lane
''',
        )
    }
</div>
<div id="footer">Content &copy; 2011 Ruth Ellery. Template by the blog service.</div>
</div></body>"""
    return Case(
        id="co-northfork-plain",
        kind="lookalike",
        language="en",
        reveal="on_load",
        container="(none: the post has no reader comment)",
        heading=None,
        description="A personal gardening blog of 2011 on a free blog service's look: one post about planting garlic, the post footer with labels, share counts, an author bio box, 'You might also like' related posts, archive counts, a label cloud, followers, a blogroll; no reader comment and no comment form. Most awkward: the bio and the post's mention of a reader's question.",
        path="/2011/10/garlic-in-finally.html",
        html=doc("Garlic in, finally", "North Fork Notes", style, body, date="2011-10-25"),
        static=True,
        lookalikes=("an author bio", "a blogroll", "a label cloud"),
    )


def lakeshore_plain() -> Case:
    article = """Lakeshore's long-running fight over the old Carlton Mill ended quietly Wednesday night, when the Planning Commission approved a plan to turn the five-story brick building into 84 apartments and ground-floor shops.

Developer Renata Caldwell, whose firm bought the mill in 2011, said construction could start in the spring and take about 18 months. Twenty of the apartments will be set aside for tenants earning less than 60 percent of the area median income.

The mill, built in 1889, made woolen blankets until 1971 and has stood mostly empty since a furniture outlet closed in 1998. Preservationists had fought two earlier proposals that would have demolished the building's east wing.

"This is the plan we'd hoped for from the start," said Dorothy Pruitt, president of the Lakeshore Historical Society. "The smokestack stays, the windows stay, and people will be living there."

The project still needs a state historic tax credit, which Caldwell said she expects to hear about in January. The commission's vote was 6-1, with commissioner Gary Hume objecting to the number of parking spaces."""
    style = """body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;background:#fff}#leader{text-align:center;padding:8px;background:#f2f2f2}
#masthead{width:1000px;margin:0 auto;padding:12px 0;border-bottom:1px solid #000}#masthead a{font:bold 40px 'Times New Roman';color:#000;text-decoration:none}
#nav{width:1000px;margin:0 auto;background:#003366}#nav a{color:#fff;display:inline-block;padding:7px 10px;font-size:12px;font-weight:bold}
#page{width:1000px;margin:0 auto;overflow:hidden}#story{float:left;width:640px;padding-top:12px}#right{float:right;width:320px;padding-top:12px}
#right .mod{border:1px solid #ccc;margin-bottom:14px;padding:0 10px 6px}#right h3{font-size:13px;text-transform:uppercase;border-bottom:2px solid #003366}
.closed{background:#f6f6f6;border:1px solid #ddd;padding:10px;color:#666;margin-top:20px}#footer{clear:both;border-top:3px solid #003366;font-size:11px;padding:12px;color:#666}"""
    body = f"""<body>
<div id="leader">{ad("728x90", "Advertisement - Lakeshore Auto Mall: 0% APR on 2013 models")}</div>
<div id="masthead"><a href="/">Lakeshore Daily News</a> <span style="font-size:12px">Friday, November 15, 2013 | 38&deg;F</span></div>
<div id="nav"><a href="/">Home</a><a href="/news/">News</a><a href="/news/local/">Local</a><a href="/business/">Business</a><a href="/sports/">Sports</a><a href="/entertainment/">Entertainment</a><a href="/opinion/">Opinion</a><a href="/obituaries/">Obituaries</a><a href="/jobs/">Jobs</a><a href="/homes/">Homes</a></div>
<div id="page">
<div id="story">
<p><a href="/news/local/">Local News</a></p>
<h1>Carlton Mill apartments win final approval</h1>
<p><b>By Jared Fenton</b><br>jfenton@lakeshoredaily.com<br>Posted: 11/15/2013 12:01:00 AM EST | Updated: 11/15/2013 06:45:12 AM EST</p>
{social(156, 48, 12)}
<p><img src="/_avatar/mill.svg" width="640" height="300" alt=""><br><small>The Carlton Mill on River Street, seen from the Ash Street bridge. (Staff photo by Lou Brandt)</small></p>
{paras(article)}
<p><b>Related:</b> <a href="/news/local/carlton-mill-timeline">Carlton Mill: a timeline, 1889-2013</a></p>
<div class="closed">Reader reactions are closed for this story.</div>
{
        links(
            "More Local News",
            '''
Snow emergency parking rules take effect Dec. 1
School board weighs later start times at Lakeshore High
Thanksgiving food drive falls short of goal
Two arrested after River Street break-in
''',
        )
    }
</div>
<div id="right">
{ad("300x250")}
<div class="mod">{
        counted(
            "Most Read",
            '''
Carlton Mill apartments win final approval | 4,812
Snow emergency parking rules take effect Dec. 1 | 3,390
Lakers fall to Westport in sectional final | 2,204
Police: man charged in Ash Street robbery | 2,011
Restaurant inspections: Nov. 4-8 | 1,760
''',
            "views",
        )
    }</div>
<div class="mod">{
        counted(
            "Most Commented",
            '''
School board weighs later start times at Lakeshore High | 87
Snow emergency parking rules take effect Dec. 1 | 52
Letter: Bring back the downtown farmers market | 31
''',
            "comments",
        )
    }</div>
<div class="mod"><h3>Daily Deal</h3><p>$20 for $40 worth of food at Mario's Trattoria</p></div>
<div class="mod"><h3>Follow us</h3><p>Facebook: 12,408 likes &middot; Twitter: 5,112 followers</p></div>
</div>
</div>
<div id="footer">&copy; 2013 Lakeshore Daily News. All rights reserved. <a href="/terms">Terms of Use</a> | <a href="/privacy">Privacy Policy</a> | <a href="/contact">Contact Us</a></div>
</body>"""
    return Case(
        id="co-lakeshore-plain",
        kind="lookalike",
        language="en",
        reveal="on_load",
        container="(none: reactions closed, no reader comment)",
        heading=None,
        description="A city daily of 2013: an article on a mill's conversion to apartments with a leaderboard ad, share counts, a photo, 'Reader reactions are closed for this story.', more local news, and a right column with most read (view counts), most commented (comment counts), a daily deal and follower counts. No reader comment. Most awkward: a most-commented box and a 'reactions closed' notice on a page without any reader comment.",
        path="/news/local/ci_24521377/carlton-mill-apartments-win-final-approval",
        html=doc(
            "Carlton Mill apartments win final approval",
            "Lakeshore Daily News",
            style,
            body,
            date="2013-11-15",
        ),
        static=True,
        lookalikes=("most read / most commented with counts", "a 'reactions closed' notice"),
    )


SENIORS = """
Kayla Brennan | Plans: Nursing at Mercy College | "Do it scared." My grandma said that to me before every swim meet and I never once understood it until this year.
Tyler Ostrom | Plans: Enlisting in the U.S. Navy | Four years of Mr. Haugen's chemistry and I still can't balance an equation. Thanks for the patience, sir.
Maria Delgado | Plans: Pinecrest Community College, then teaching | I was the new kid in 9th grade who didn't know anyone. Leaving with 200 people I'd call family.
Jordan Pike | Plans: Working at the family farm | Somebody has to stay and feed all of you.
Hannah Lindqvist | Plans: Music performance at State | Band room, 6:45 a.m., every day for four years. I'll miss the smell of valve oil, which nobody else will understand.
Marcus Bell | Plans: Electrician apprenticeship | Shop class taught me more than I expected. Mr. Dietz, you were right about measuring twice.
Emily Sawyer | Plans: Undecided, and that's fine | Everybody keeps asking what I want to be. Right now I want to be on a beach.
Devon Achterberg | Plans: Engineering at Tech | Our robotics team went from last place in 2009 to state finals. Never stop building.
Grace Nakamura | Plans: Gap year working in Alaska | Thank you to Mom for every 5 a.m. ride to practice. I owe you about a thousand coffees.
Caleb Ruiz | Plans: Criminal justice at State | Senior prank was not me. Probably.
"""


def pinecrest_seniors() -> Case:
    items = "".join(
        f'<div class="sr"><img src="/_avatar/sr{i}.svg" width="70" height="90" alt=""><p><b>{esc(n)}</b><br><i>{esc(p)}</i></p><p>{esc(q)}</p><div style="clear:both"></div></div>'
        for i, (n, p, q) in enumerate(rows(SENIORS))
    )
    article = """Pinecrest High School will graduate 214 seniors Saturday at 10 a.m. at Memorial Field, the largest class since 1979. In case of rain the ceremony moves to the gymnasium, with four tickets per graduate.

Valedictorian Devon Achterberg and salutatorian Kayla Brennan will speak. Principal Rick Halvorsen said about 60 percent of the class plans to attend a two- or four-year college, 11 students have enlisted in the military, and the rest are heading into the workforce or apprenticeships.

As we do every year, the Post asked members of the class to tell us, in a sentence or two, what's next and what they'll remember. Here are some of their answers; the full list of graduates appears in Saturday's print edition."""
    style = """body{margin:0;font:14px/1.55 Georgia,serif;background:#f7f3ea}#w{width:940px;margin:0 auto;background:#fff;padding-bottom:10px}
#m{padding:16px 20px;border-bottom:3px double #333}#m a{font:bold 36px 'Old English Text MT',Georgia;color:#111;text-decoration:none}#n{padding:5px 20px;background:#333}#n a{color:#fff;margin-right:14px;font:12px Arial}
#a{float:left;width:600px;padding:16px 20px}#r{float:right;width:260px;padding:16px 20px 0 0;font-size:13px}#r h3{font:bold 13px Arial;border-bottom:2px solid #333}
.sr{border-top:1px solid #ddd;padding:10px 0}.sr img{float:left;margin-right:12px;background:#ddd}.sr p{margin:0 0 4px}.ib{background:#fffbe6;border:1px solid #e6d68a;padding:10px;margin:16px 0}
#f{clear:both;border-top:1px solid #ccc;margin:0 20px;padding-top:10px;font-size:11px;color:#777}"""
    body = f"""<body><div id="w">
<div id="m"><a href="/">The Pinecrest Post</a><span style="float:right;font:12px Arial">Wednesday, May 30, 2012</span></div>
<div id="n"><a href="/">Home</a><a href="/news/">News</a><a href="/schools/">Schools</a><a href="/sports/">Sports</a><a href="/community/">Community</a><a href="/obituaries/">Obituaries</a><a href="/classifieds/">Classifieds</a></div>
<div id="a">
<p><a href="/schools/">Schools</a></p>
<h1>Class of 2012: In their own words</h1>
<p><b>By Amy Thorsen</b>, Post Correspondent | May 30, 2012</p>
{social(302, 14)}
{paras(article)}
<h2>What's next, and what they'll remember</h2>
<div id="seniors">{items}</div>
<div class="ib"><b>Graduation 2012 photo gallery:</b> Send your photos of the ceremony to photos@pinecrestpost.com and we'll include them in our online gallery.</div>
{
        links(
            "More graduation coverage",
            '''
Pinecrest valedictorian built a robot in his garage
St. Agnes Academy graduates 48
Scholarship winners announced at senior awards night
''',
        )
    }
</div>
<div id="r">
{ad("250x250", "Congratulations Grads! - Pinecrest Savings")}
{
        counted(
            "Most Viewed",
            '''
Class of 2012: In their own words | 5,610
Memorial Day parade photos | 2,230
Route 4 paving to start June 11 | 1,120
''',
            "views",
        )
    }
{
        links(
            "Community Calendar",
            '''
June 2: Strawberry Festival, First Lutheran
June 5: Village board meeting, 7 p.m.
June 9: Pinecrest Library book sale
''',
        )
    }
</div>
<div id="f">&copy; 2012 The Pinecrest Post. All rights reserved.</div>
</div></body>"""
    return Case(
        id="co-pinecrest-seniors",
        kind="lookalike",
        language="en",
        reveal="on_load",
        container="div#seniors > div.sr ×10 (img, p > b NAME + i 'Plans: …', p QUOTE)",
        heading=None,
        description="A small-town daily of 2012: a graduation article followed by 'What's next, and what they'll remember': 10 seniors each with a portrait, a bold name, their plans in italics and a first-person sentence or two, personal in tone like readers' comments; most viewed with counts, a community calendar. No reader comment. Most awkward: ten named people's short first-person texts under an article, each in a repeated block with a photo.",
        path="/schools/class-of-2012-in-their-own-words-1-44718",
        html=doc("Class of 2012: In their own words", "The Pinecrest Post", style, body, date="2012-05-30"),
        static=True,
        lookalikes=("a yearbook-style list of seniors' quotes with plans and portraits",),
    )


NOMINEES = """
Jalen Brooks, Eastbay Central (football) | Coach Ray Dillard | Ran for 212 yards and three touchdowns against Northside, and he was the first one at film on Saturday morning.
Abby Kowalski, St. Vincent (volleyball) | Coach Marie Ton | 19 kills and 14 digs in the five-set win over Harbor. She simply will not let a ball hit the floor.
Luis Ortega, Lincoln (boys soccer) | Coach Pete Ambrose | Two goals and an assist in the derby, but honestly his defending in the last ten minutes won us the game.
Megan Firth, Bayview (cross country) | Coach Dana Lyle | Took 41 seconds off her 5K best at the Mill Creek Invitational. Quiet kid, enormous engine.
Devante Hill, Eastbay Central (football) | Coach Ray Dillard | Eleven tackles and a fumble return. Plays both ways and never asks to come off.
Sophie Tran, Lincoln (girls tennis) | Coach Ellen Marsh | Went 3-0 in singles this week without dropping a set. Her serve has come a long way since August.
"""


def eastbay_mixed() -> Case:
    cs = [
        Seed(
            "EBC_Dad_22",
            "Jalen all day. 212 yards against that Northside front is no joke, they held everybody else under 100 this year.",
            when="Oct 3, 2012 9:12 PM",
        ),
        Seed(
            "Coach K (ret.)",
            "Don't sleep on the Firth girl. Forty-one seconds on a 5K in one week is ridiculous at that level. Voted Megan.",
            when="Oct 3, 2012 10:40 PM",
        ),
        Seed(
            "setterlife",
            "Abby Kowalski is the best all-around volleyball player in the conference and it isn't close. Harbor had no answer for her in the fifth set.",
            when="Oct 4, 2012 7:05 AM",
        ),
        Seed(
            "LincolnAlum04",
            "Love seeing two Lincoln kids on here. Luis's last ten minutes were the best defending I've seen from a high schooler, and I played for Ambrose.",
            when="Oct 4, 2012 8:31 AM",
        ),
        Seed(
            "bayview_parent",
            "Can you guys post the cross country results from Mill Creek? The link on the Scores page goes to last year's meet.",
            when="Oct 4, 2012 12:17 PM",
        ),
        Seed(
            "Prep Report staff",
            "@bayview_parent thanks for the heads up, the link is fixed now.",
            4,
            when="Oct 4, 2012 1:02 PM",
        ),
        Seed(
            "gridiron_gary",
            "Hill should be on here every week. Eleven tackles AND a fumble return for a score while playing tailback too? That's a two-way player if I ever saw one.",
            when="Oct 4, 2012 5:48 PM",
        ),
    ]
    noms = "".join(
        f'<li><h4>{esc(n)}</h4><p>&ldquo;{esc(q)}&rdquo;</p><p class="by">&mdash; {esc(c)}</p><label><input type="radio" name="vote" value="{i}"> Vote</label></li>'
        for i, (n, c, q) in enumerate(rows(NOMINEES))
    )
    posts = "".join(
        f'<div class="so-row"><div class="so-meta"><span class="nick">{esc(c.author)}</span> &middot; <span class="stamp">{esc(c.when)}</span></div>{paras(c.text)}</div>'
        for c in cs
    )
    article = """Six nominees, six very different weeks. Our Athlete of the Week poll is open until Thursday at noon, and the winner will be featured in Friday's Prep Report and get a certificate from our sponsors at Bayside Sporting Goods.

Nominations come from the coaches. Vote once per day. Last week's winner, Lincoln keeper Sam Adeyemi, received 1,802 votes, a record for the poll."""
    style = """body{margin:0;font:13px/1.5 Verdana,sans-serif;background:#0a2740}#site{width:980px;margin:0 auto;background:#fff}
#hd{background:#0a2740;color:#fff;padding:12px 18px;border-bottom:4px solid #f2a900}#hd a{color:#fff;font:bold italic 30px Arial;text-decoration:none}
#tabs{background:#12395c;padding:6px 18px}#tabs a{color:#f2a900;margin-right:14px;font-weight:bold}#body{float:left;width:640px;padding:16px 18px}
#side{float:right;width:280px;padding:16px 18px 0 0}#side h3{background:#0a2740;color:#fff;padding:4px 6px;font-size:12px}
ol.noms{list-style:none;padding:0}ol.noms li{border:1px solid #dbe3ea;padding:8px 10px;margin-bottom:8px;background:#f6f9fb}ol.noms h4{margin:0}.by{color:#666;font-size:11px}
.so-h{font:bold 20px Arial;color:#0a2740;border-bottom:3px solid #f2a900;margin-top:26px}.so-row{border-bottom:1px solid #e2e2e2;padding:8px 0}.nick{font-weight:bold;color:#12395c}.stamp{color:#999;font-size:11px}
#ft{clear:both;background:#0a2740;color:#9ab;padding:12px;font-size:11px}"""
    body = f"""<body><div id="site">
<div id="hd"><a href="/">East Bay Prep Report</a></div>
<div id="tabs"><a href="/football/">Football</a><a href="/volleyball/">Volleyball</a><a href="/soccer/">Soccer</a><a href="/cross-country/">Cross Country</a><a href="/scores/">Scores</a><a href="/polls/">Polls</a></div>
<div id="body">
<h1>Vote: Athlete of the Week, Sept. 24-29</h1>
<p>By Prep Report staff | October 3, 2012</p>
{social(88, 21)}
{paras(article)}
<form action="/polls/vote" method="post"><ol class="noms">{
        noms
    }</ol><input type="submit" value="Cast your vote"></form>
<p><small>Poll closes Thursday, Oct. 4 at noon. Results are unscientific.</small></p>
<div class="so-h">Sound off</div>
<div id="so">{posts}</div>
<p><a href="/account/login">Sign in</a> to join in. Keep it clean and keep it about the kids.</p>
</div>
<div id="side">
{ad("250x250", "Bayside Sporting Goods - Team Orders")}
{
        counted(
            "Top Stories",
            '''
Eastbay Central stuns Northside 35-28 | 6,210
Volleyball rankings: Week 5 | 2,830
Lincoln-Bayview derby ends in 2-1 thriller | 2,400
''',
            "views",
        )
    }
{
        links(
            "Scores & Schedules",
            '''
Friday's football scoreboard
Volleyball: this week's matches
Cross country: Mill Creek Invitational results
''',
        )
    }
</div>
<div id="ft">&copy; 2012 East Bay Prep Report. Not affiliated with any school or athletic association.</div>
</div></body>"""
    return Case(
        id="co-eastbay-mixed",
        kind="mixed",
        language="en",
        reveal="on_load",
        container="div.so-h 'Sound off', div#so > div.so-row (div.so-meta > span.nick NAME · span.stamp DATE, p text)",
        heading="Sound off",
        description="A high-school sports site of 2012: an Athlete of the Week vote whose 6 nominees each carry a coach's quoted sentence and '— Coach NAME' (in a voting form, ol > li), then 'Sound off' with 7 readers' posts in generic rows, one by the site's staff answering '@bayview_parent'; top stories with counts, scores. Truth: only the 7 posts. Most awkward: six coaches' quotes with names, each shaped like a comment, right above the real discussion.",
        path="/polls/athlete-of-the-week-sept-24-29.html",
        html=doc(
            "Vote: Athlete of the Week, Sept. 24-29", "East Bay Prep Report", style, body, date="2012-10-03"
        ),
        comments=cs,
        static=True,
        lookalikes=("athlete-of-the-week nominations with coaches' quotes",),
    )


def other_co() -> list[Case]:
    return [northfork_plain(), lakeshore_plain(), pinecrest_seniors(), eastbay_mixed()]
