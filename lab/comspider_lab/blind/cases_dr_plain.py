"""Blind set DR: two article pages without any reader comment, with the era's furniture: a UK weekly magazine's
theatre review of 2012 whose comments are closed with a note saying so (most popular, blogs with their writers and
dates, a subscription box, the critic's bio) and a US TV station's news story of 2012 with an empty comment area
("0 Comments") beside a "Most Commented" list of other stories with their counts, a most popular list, weather
alerts and school closings. Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dr_common import Case, counted, make
from comspider_lab.blind.layout_dr import doc, menu, share

HR_CSS = (
    "body{margin:0;background:#fff;font:15px/1.6 'Palatino Linotype',Palatino,serif;color:#2b2b2b}#hr-outer{width:960px;margin:0 auto}"
    "#hr-top{font:11px Arial;background:#f4f1ea;padding:4px 10px}#hr-logo{font:bold 48px 'Palatino Linotype',serif;text-align:center;padding:14px 0;color:#6d1f1f}"
    "#hr-nav{list-style:none;margin:0;padding:6px 0;text-align:center;border-top:1px solid #6d1f1f;border-bottom:1px solid #6d1f1f;font:bold 12px Arial}#hr-nav li{display:inline;margin:0 9px}"
    "#hr-main{float:left;width:620px;padding:16px}#hr-side{float:right;width:290px;padding:16px 8px;font:13px Arial}.hr-side-box{margin-bottom:18px}.hr-side-box h3{font-size:13px;color:#6d1f1f;border-bottom:1px solid #6d1f1f}"
    ".hr-closed{background:#f4f1ea;padding:10px;font:13px Arial;color:#555;margin-top:20px}#hr-foot{clear:both;background:#2b2b2b;color:#aaa;font:11px Arial;padding:16px}"
)


def uk_review_closed() -> Case:
    article = (
        '<div class="hr-section"><a href="/arts">Arts</a> &rsaquo; <a href="/arts/theatre">Theatre</a></div>'
        "<h1>The Ferryman's Daughter, Lyceum Playhouse: a quiet triumph</h1>"
        '<p class="hr-standfirst">A small family drama on the Tyne becomes the most affecting evening in the West End this season</p>'
        '<p class="hr-byline">By <a href="/writers/imogen-clare">Imogen Clare</a> &middot; <span class="hr-date">From the issue of 22 September 2012</span> &middot; ★★★★☆</p>'
        + share("hr-share", (("Share", "188"), ("Tweet", "64"), ("Email", ""), ("Print", "")))
        + '<div class="hr-copy">'
        "<p>It begins with a kettle. For the first four minutes of Ruth Abernethy's new play nobody speaks at all: a woman in her sixties fills a kettle, waits for it, and does not make the tea. By the time her daughter comes through the door we already know most of what the next two hours will tell us, and it hardly matters.</p>"
        "<p>Abernethy has written a play about a ferry that stopped running and a family that stopped talking, and she is wise enough not to make too much of the metaphor. Gillian Marsh, as the mother, gives a performance of enormous restraint; in the second act, when she finally raises her voice, half the audience flinched.</p>"
        "<p>Not everything works. A subplot involving a council planning officer feels borrowed from another, lesser play, and the final scene is a minute too long. But these are small complaints about a production that trusts its audience.</p>"
        "<p><em>The Ferryman's Daughter is at the Lyceum Playhouse until 17 November. Box office: 020 7946 0311.</em></p></div>"
        '<div class="hr-bio"><b>Imogen Clare</b> is the Review\'s theatre critic. She was previously arts editor of the Northern Evening Standard.</div>'
        '<div class="hr-tags">Topics: <a href="/topic/theatre">Theatre</a>, <a href="/topic/west-end">West End</a>, <a href="/topic/reviews">Reviews</a></div>'
        '<div class="hr-closed" id="comments"><h3>Comments</h3><p>Comments are now closed on this article. The Review keeps discussions open for seven days after publication. '
        'Please see our <a href="/community-guidelines">community guidelines</a> for details.</p></div>'
        '<div class="hr-more"><h3>More from Arts</h3><ul><li><a href="/arts/2012/09/booker-shortlist">The Booker shortlist: a year for first novels</a></li>'
        '<li><a href="/arts/2012/09/proms-last-night">Last Night of the Proms, reviewed</a></li><li><a href="/arts/2012/09/tate-modern-tanks">Inside the Tanks at Tate Modern</a></li></ul></div>'
    )
    side = (
        '<div class="hr-side-box hr-subscribe"><h3>Subscribe</h3><p>12 issues for &pound;12 and a free tote bag. <a href="/subscribe">Subscribe now</a></p></div>'
        '<div class="hr-side-box"><h3>Most popular</h3>'
        + counted(
            """Why the coalition cannot survive 2013 | 1
The Ferryman's Daughter, Lyceum Playhouse: a quiet triumph | 2
Letter from Athens: a city holding its breath | 3
The great British bake-off and the death of irony | 4
Diary: my week at the party conference | 5""",
            "",
        )
        + '</div><div class="hr-side-box"><h3>From our blogs</h3><ul class="hr-bloglist">'
        '<li><a href="/blogs/coffeehouse/2012/09/lib-dem-conference">Lib Dem conference: the mood in Brighton</a><br /><span>James Fenwick &middot; 24 September 2012, 3:12pm</span></li>'
        '<li><a href="/blogs/books/2012/09/mantel">Hilary Mantel and the art of the sequel</a><br /><span>Clara Hughes &middot; 24 September 2012, 11:40am</span></li>'
        '<li><a href="/blogs/theatre/2012/09/ticket-prices">Are £95 West End tickets killing theatre?</a><br /><span>Imogen Clare &middot; 23 September 2012, 6:05pm</span></li></ul></div>'
        '<div class="hr-side-box"><h3>This week\'s issue</h3><p><img src="/_avatar/hr-cover-2012-09-22.svg" width="120" height="160" alt="Cover" /><br />22 September 2012: The coalition at half-time</p></div>'
    )
    body = (
        '<div id="hr-outer"><div id="hr-top"><a href="/login">Log in</a> | <a href="/register">Register</a> | <a href="/subscribe">Subscribe</a> | <a href="/newsletters">Newsletters</a></div>'
        '<div id="hr-logo">The Harcourt Review</div>'
        + menu(
            (
                "Home",
                "Politics",
                "World",
                "Books",
                "Arts",
                "Life",
                "Blogs",
                "Podcasts",
                "Archive",
                "Magazine",
            ),
            uid="hr-nav",
        )
        + f'<div id="hr-main">{article}</div><div id="hr-side">{side}</div>'
        '<div id="hr-foot">&copy; 2012 The Harcourt Review Ltd. All rights reserved. <a href="/about">About us</a> &middot; <a href="/contact">Contact</a> &middot; <a href="/terms">Terms</a> &middot; <a href="/privacy">Privacy</a></div></div>'
    )
    html = doc(
        lang="en-GB",
        title="The Ferryman's Daughter, Lyceum Playhouse: a quiet triumph",
        site="The Harcourt Review",
        css=HR_CSS,
        body=body,
        body_cls="hr-article",
    )
    return make(
        "dr-plain-uk-review-closed",
        "lookalike",
        html,
        [],
        path="/arts/theatre/2012/09/the-ferrymans-daughter-lyceum-playhouse-review",
        container="-",
        heading=None,
        description="A UK weekly magazine's theatre review (2012): no comment, a 'Comments are now closed' note where "
        "the discussion was; most popular, a blogs list with writers and times, the critic's bio, subscription box",
    )


TV_CSS = (
    "body{margin:0;background:#1a2a40;font:12px/1.45 Arial,sans-serif;color:#222}#ch11{width:1000px;margin:0 auto;background:#fff}"
    "#ch11-hdr{background:#fff;padding:8px 12px;border-bottom:4px solid #f2a900;overflow:hidden}#ch11-hdr .ch11-brand{font:bold italic 34px Arial;color:#1a2a40}"
    "#ch11-hdr .ch11-wx{float:right;background:#1a2a40;color:#fff;padding:6px 12px;border-radius:4px}#ch11-nav{list-style:none;margin:0;padding:0;background:#1a2a40;overflow:hidden}"
    "#ch11-nav li{float:left}#ch11-nav a{display:block;color:#fff;padding:8px 12px;font-weight:bold;text-transform:uppercase;font-size:11px}"
    ".ch11-alert{background:#c00;color:#fff;padding:5px 12px;font-weight:bold}.ch11-left{float:left;width:650px;padding:12px}.ch11-right{float:right;width:310px;padding:12px 6px}"
    ".ch11-mod{border:1px solid #ccd;margin-bottom:12px}.ch11-mod h4{margin:0;background:#f2a900;color:#1a2a40;padding:4px 8px;text-transform:uppercase}"
    ".ch11-cmts{border-top:2px solid #1a2a40;margin-top:16px;padding-top:6px}#ch11-ftr{clear:both;background:#1a2a40;color:#9ab;padding:14px;font-size:11px}"
)


def us_tv_mostcommented() -> Case:
    story = (
        '<div class="ch11-video"><img src="/_avatar/ch11-brushfire-still.svg" width="630" height="354" alt="" /><p>&#9658; Play video: Chopper 11 over the fire line (2:12)</p></div>'
        "<h1>Crews gain ground on brush fire near Highway 97; evacuation order lifted</h1>"
        '<p class="ch11-by">Posted: Jul 10, 2012 4:45 PM PDT &middot; Updated: Jul 10, 2012 9:20 PM PDT<br />By <a href="/staff/ryan-kowalski">Ryan Kowalski</a>, Channel 11 Eyewitness News</p>'
        + share("ch11-share", (("Like", "742"), ("Tweet", "119"), ("Email", ""), ("Print", "")))
        + '<div class="ch11-story">'
        "<p>TRI-CITIES - Firefighters say a brush fire that burned about 1,800 acres south of Highway 97 is now 60 percent contained, and residents of Cold Spring Road were allowed to return home Tuesday evening.</p>"
        "<p>The fire started shortly after 1 p.m. near milepost 22 and was pushed east by winds gusting to 30 miles an hour. One outbuilding was destroyed. No injuries were reported.</p>"
        '<p>"The wind laid down around 6 and that gave us the break we needed," said Battalion Chief Dana Whitlock of County Fire District 4.</p>'
        "<p>Highway 97 reopened to traffic at 8:15 p.m. The cause is under investigation.</p>"
        "<p><strong>Copyright 2012 Channel 11. All rights reserved.</strong></p></div>"
        '<div class="ch11-related"><h4>Related stories</h4><ul><li><a href="/story/18950211/fire-season">Fire season starts early after dry June</a></li><li><a href="/story/18941777/burn-ban">County issues burn ban</a></li></ul></div>'
        '<div class="ch11-cmts" id="comments"><h4>Comments (0)</h4><p>Be the first to comment on this story.</p>'
        '<p class="ch11-terms">By commenting you agree to our <a href="/terms">terms of use</a>. You must <a href="/login">log in</a> to comment.</p>'
        '<textarea rows="4" cols="60" disabled="disabled"></textarea></div>'
    )
    right = (
        '<div class="ch11-mod" style="height:250px;background:#eee">Advertisement</div>'
        '<div class="ch11-mod"><h4>Most Popular</h4>'
        + counted(
            """Crews gain ground on brush fire near Highway 97 | 1
Police: two arrested after chase ends in orchard | 2
Heat advisory through Thursday | 3
Fair board announces 2012 concert lineup | 4
Missing hiker found safe near Blue Lake | 5""",
            "",
        )
        + '</div><div class="ch11-mod"><h4>Most Commented</h4>'
        + counted(
            """School board votes to cut bus routes | 63
Is the new roundabout on 10th Avenue working? | 41
City council approves fireworks ban | 38
Police: two arrested after chase ends in orchard | 17
Heat advisory through Thursday | 9""",
            "{n} comments",
        )
        + '</div><div class="ch11-mod"><h4>Weather Alerts</h4><ul><li>Heat Advisory: Benton County until Thu 9 PM</li><li>Red Flag Warning: Columbia Basin until Wed 8 PM</li></ul></div>'
        '<div class="ch11-mod"><h4>Closings &amp; Delays</h4><p>No closings at this time.</p></div>'
        '<div class="ch11-mod"><h4>Contests</h4><p><a href="/contests/fair-tickets">Win a family four-pack to the county fair</a></p></div>'
    )
    body = (
        '<div id="ch11"><div id="ch11-hdr"><span class="ch11-brand">Channel 11 Eyewitness News</span><span class="ch11-wx">Tri-Cities 98&deg; Sunny</span></div>'
        + menu(
            ("Home", "News", "Weather", "Sports", "Video", "Community", "Contests", "Traffic", "Contact us"),
            uid="ch11-nav",
        )
        + '<div class="ch11-alert">HEAT ADVISORY in effect for Benton County until Thursday 9 PM</div>'
        + f'<div class="ch11-left">{story}</div><div class="ch11-right">{right}</div>'
        '<div id="ch11-ftr">All content &copy; Copyright 2000 - 2012 Channel 11 Broadcasting, Inc. <a href="/eeo">EEO Report</a> &middot; <a href="/fcc">FCC Public File</a> &middot; <a href="/privacy">Privacy Policy</a></div></div>'
    )
    html = doc(
        lang="en",
        title="Crews gain ground on brush fire near Highway 97; evacuation order lifted",
        site="Channel 11 Eyewitness News",
        css=TV_CSS,
        body=body,
        body_cls="ch11-story-page",
    )
    return make(
        "dr-plain-us-tv-mostcommented",
        "lookalike",
        html,
        [],
        path="/story/18992014/crews-gain-ground-on-brush-fire-near-highway-97",
        container="-",
        heading=None,
        description="A US TV station's news story (2012, vendor CMS): 'Comments (0)' and 'Be the first to comment', "
        "a Most Commented list of 5 other stories with their counts, Most Popular, weather alerts, closings, contests",
    )
