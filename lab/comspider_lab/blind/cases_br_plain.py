"""Blind set BR: six ordinary article pages of 2011-2013 without any reader comment, with the era's furniture: a US
celebrity blog's "Comments (0) / Be the first to comment!" under a recent-comments widget of other posts, a tag cloud
and a blogroll; a Canadian paper's closed comments beside most commented counts and a closed poll; a South African
portal's "No Responses" and its form; a Nigerian portal's closed comments with two trackbacks; a Singapore portal
without any comment area beside a most-commented box with counts; an Australian portal's "comments are now closed"
with a classifieds box. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_br_common import Bits, Case, Piece, case, esc, rows, slug
from comspider_lab.blind.layout_br import blogroll, cloud, follow_box, like_box, poll, widget


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def us_celeb_zero() -> Case:
    recent = rows("""
starstruck22 | Tyler Vance dumped via text? | OMG I knew it, she was never into him
Mel | Red carpet: worst dressed at the Gloss Awards | the yellow one tho lol
JustSayin | Brandi's mom opens a bakery | cupcakes look amazing, want!!
KaylaB | Is this the end for Jace and Marisol? | no way they're fine, saw them at the game sunday
""")
    widget_recent = (
        '<ul class="recentcomments">'
        + "".join(
            f'<li class="rc-w"><span class="rc-w-a">{esc(a)}</span> on <a href="/{slug(p)}/#comments">{esc(p)}</a>: <q>{esc(t)}</q></li>'
            for a, p, t in recent
        )
        + "</ul>"
    )
    after = (
        '<div id="comments"><h3 id="comments-title">Comments (0)</h3><p class="nocomments">No comments yet. Be the first to comment!</p>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post" method="post">'
        '<p><input type="text" name="author" size="22" /> <label>Name (required)</label></p><p><input type="text" name="email" size="22" /> <label>Mail (will not be published) (required)</label></p>'
        '<p><input type="text" name="url" size="22" /> <label>Website</label></p><p><textarea name="comment" cols="58" rows="8"></textarea></p>'
        '<p><input type="checkbox" name="subscribe" /> Notify me of follow-up comments by email.</p><p><input type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    side = (
        widget("Find us on Facebook", like_box("Velvet Rope Daily", "212,408"), "blog")
        + widget("Follow us", follow_box("velvetropedaily", "58,930"), "blog")
        + widget("Recent Comments", widget_recent, "blog")
        + widget(
            "Hot on the web",
            blogroll(
                [
                    ("Starlet Watch", "Who wore it better: the sequin jumpsuit", "38 minutes ago"),
                    ("Pop Crave Central", "Exclusive: new album in the fall", "2 hours ago"),
                    ("The Gossip Gals", "Reality TV's biggest feuds of 2012", "5 hours ago"),
                ]
            ),
            "blog",
        )
        + widget(
            "Tags",
            cloud(
                [
                    ("Brandi Lux", 5),
                    ("baby bumps", 4),
                    ("red carpet", 3),
                    ("reality TV", 4),
                    ("breakups", 2),
                    ("LAX", 1),
                    ("weddings", 2),
                ]
            ),
            "blog",
        )
    )
    style = "#comments-title{font-size:16px}.nocomments{font-style:italic;color:#888}.recentcomments{padding-left:0;list-style:none}.rc-w{border-bottom:1px dotted #ddd;padding:3px 0}.rc-w-a{font-weight:bold}"
    piece = Piece(
        "Spotted: Brandi Lux shows off her baby bump at LAX",
        "Tiffany",
        "2012-08-09T13:25:00-07:00",
        "Thursday, August 9, 2012 at 1:25 PM",
        """
Reality star Brandi Lux looked glowing as she arrived at LAX on Wednesday, wearing a flowy white maxi dress that showed off her growing baby bump.

The 29-year-old, who announced she was expecting her first child with boyfriend Dax Moreno last month, was all smiles as she posed for photographers before heading to her car.

A source tells us the couple are "over the moon" and are already decorating the nursery. So cute!
""",
        tags=("Brandi Lux", "baby bumps", "LAX", "Dax Moreno"),
        popular=(
            "Jace and Marisol: it's over",
            "Worst dressed at the Gloss Awards",
            "Tyler Vance dumped via text",
        ),
        count="Comments (0)",
    )
    return _plain(
        "br-us-celeb-zero",
        "us-celeb",
        piece,
        Bits(after=after, side=side, style=style),
        "/2012/08/09/spotted-brandi-lux-shows-off-baby-bump-at-lax/",
        "div#comments: 'Comments (0)', 'No comments yet. Be the first to comment!', the reply form; the sidebar's ul.recentcomments (4 readers' lines on other posts)",
        "a recent-comments widget quoting readers on other posts; 'Comments (0)'",
        "A US celebrity blog of 2012: a post with 'Comments (0)' and 'Be the first to comment!' above a reply form, beside a Facebook like box, a follow button, a 'Recent Comments' widget quoting 4 readers on other posts, a blogroll and a tag cloud.",
    )


def ca_thunder_closed() -> Case:
    most = rows("""
Mayor's expense claims under review | 48
Letters: Bring back the Saturday market | 31
Ridge Road bridge to close for six weeks | 27
Thunder Ridge Rams fire head coach | 22
Liquor store on Main gets go-ahead | 19
""")
    after = '<div class="closed-cmts"><a name="comments"></a><p><b>Commenting is closed for this article.</b></p></div>'
    side = widget(
        "Most commented",
        "<ol>"
        + "".join(f'<li><a href="/news/{slug(t)}">{esc(t)}</a> ({n} comments)</li>' for t, n in most)
        + "</ol>",
        "courier",
    ) + widget(
        "Last week's poll",
        poll(
            "Should the bridge repairs be done at night to keep Ridge Road open?",
            [("Yes", 904), ("No", 211), ("Don't care", 63)],
            closed=True,
        ),
        "courier",
    )
    style = ".closed-cmts{border-top:1px solid #ccc;margin-top:14px;color:#666}"
    piece = Piece(
        "Ridge Road bridge to close for six weeks of repairs",
        "By Anne Whitford, Review staff",
        "2011-07-22T15:10:00-05:00",
        "Friday, July 22, 2011 3:10 PM CDT",
        """
The Ridge Road bridge over Cutbank Creek will close to all traffic from August 8 to September 19 for deck repairs, the town's public works department announced Friday.

Drivers will be detoured along Township Road 14 and Highway 6, adding about eight minutes to the trip into town. School buses will use the same detour when classes start on September 6.

The $1.2-million repair will replace the concrete deck and both expansion joints. The bridge was built in 1968.
""",
        dek="Detour adds eight minutes via Township Road 14",
        section="News",
        tags=("Ridge Road", "bridges", "construction", "public works"),
        popular=(
            "Mayor's expense claims under review",
            "Rams fire head coach",
            "Obituary: Helen Dyck",
            "Fireworks ban in effect",
        ),
        related=(
            "Township Road 14 to get new gravel",
            "Council approves capital budget",
            "Map: the detour route",
        ),
        count="Comments (closed)",
    )
    return _plain(
        "br-ca-thunder-closed",
        "ca-thunder",
        piece,
        Bits(after=after, side=side, style=style),
        "/news/ridge-road-bridge-to-close-for-six-weeks-of-repairs-1-402217",
        "div.closed-cmts: 'Commenting is closed for this article.'; the rail's most read, most commented with counts and a closed poll",
        "most commented stories with comment counts; a closed poll; comments closed",
        "A Canadian community paper of 2011 on a bridge closure: 'Commenting is closed for this article.', a 'Most commented' box of 5 other stories with their comment counts, most read tabs, a closed poll's results and a business directory.",
    )


def za_zero() -> Case:
    after = (
        '<a name="comments"></a><div id="talkback"><h3 class="talk-title">No Responses to &#8220;Kloofspruit library reopens after R6m upgrade&#8221;</h3>'
        '<p class="talk-none">There are no comments yet. Be the first to have your say.</p>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/post-reply" method="post"><p><input type="text" name="author" /> Name (required)</p>'
        '<p><input type="text" name="email" /> Mail (will not be published) (required)</p><p><textarea name="text" rows="6" cols="58"></textarea></p><p><input type="submit" value="Submit" /></p></form></div></div>'
    )
    side = widget(
        "Have your say",
        poll(
            "Do you still use the public library?",
            [("Yes, every week", 0), ("Sometimes", 0), ("No, I use the internet", 0)],
        ),
        "portal",
    ) + widget(
        "Latest tweets",
        "<ul><li><b>@HighveldTimes</b> Kloofspruit library reopens, free Wi-Fi for members <small>1 hour ago</small></li>"
        "<li><b>@HighveldTimes</b> N14 accident: expect delays near the Kloofspruit off-ramp <small>3 hours ago</small></li></ul>",
        "portal",
    )
    style = ".talk-title{font-size:16px;border-bottom:2px solid #2e7d32}.talk-none{color:#777}"
    piece = Piece(
        "Kloofspruit library reopens after R6m upgrade",
        "Refilwe Sithole",
        "2012-09-04T11:20:00+02:00",
        "04 September 2012 11:20",
        """
The Kloofspruit public library reopened on Monday after an eight-month, R6-million upgrade that added a computer centre, a children's section and a new roof.

Members can now use 24 computers and free Wi-Fi. The library will also open on Saturdays from 9am to 1pm for the first time, librarian Martha Ledwaba said.

About 400 residents visited on the first day, many of them learners doing homework.
""",
        section="News",
        tags=("Kloofspruit", "libraries", "education"),
        popular=(
            "Taxi rank upgrade delayed again",
            "Library reopens after upgrade",
            "Matric exam timetable released",
            "Load reduction warning for Thursday",
        ),
        related=(
            "Library closes for upgrade",
            "Where to study during exams",
            "Municipality budget: what's in it for you",
        ),
        count="0 comments",
    )
    return _plain(
        "br-za-highveld-zero",
        "za-highveld",
        piece,
        Bits(after=after, side=side, style=style),
        "/news/2012/09/04/kloofspruit-library-reopens-after-r6m-upgrade/",
        "div#talkback: h3 'No Responses to ...', 'There are no comments yet.', the reply form; '0 comments' in the byline",
        "'No Responses' with an empty comment form; a tweets box",
        "A South African news portal of 2012 on a library reopening: '0 comments' in the byline, 'No Responses to ...' and 'There are no comments yet' above the reply form, beside a poll, a tweets box, most popular and photo galleries.",
    )


def ng_trackbacks() -> Case:
    tbs = rows("""
Eko Traffic Watch | Weekend closures: what you need to know | the Ikoyi Link Bridge will be shut from 10pm on Friday until 6am on Monday, according to the Eko Evening Post | 2 March 2013 at 9:41 am
Lagos Commuter Diaries | Plan B for the bridge weekend | so if you live on the Island like me, the detour through Adeniji will be hell. The Eko Evening Post has the official routes | 2 March 2013 at 1:15 pm
""")
    after = (
        '<div class="tb-area"><h3>Trackbacks/Pingbacks</h3><ol class="tb-list">'
        + "".join(
            f'<li class="tb-item"><cite><a href="/out/{slug(b)}" rel="external nofollow">{esc(b)} &raquo; {esc(t)}</a></cite>'
            f"<p>[&hellip;] {esc(x)} [&hellip;]</p><small>{esc(d)}</small></li>"
            for b, t, x, d in tbs
        )
        + '</ol><p class="closed"><b>Comments are closed.</b></p></div>'
    )
    side = widget("Like us on Facebook", like_box("Eko Evening Post", "31,774"), "portal") + widget(
        "Follow us", follow_box("EkoEveningPost", "19,002"), "portal"
    )
    style = ".tb-area{margin-top:16px;border-top:2px solid #1b5e20}.tb-list{padding-left:18px}.tb-item{margin:6px 0}.tb-item p{margin:2px 0;font-size:12px;color:#555}.closed{color:#777}"
    piece = Piece(
        "Ikoyi Link Bridge to close for weekend maintenance",
        "By Adebola Ogunleye",
        "2013-03-01T18:30:00+01:00",
        "Friday, 01 March 2013 18:30",
        """
The Ikoyi Link Bridge will be closed to traffic from 10pm on Friday until 6am on Monday to allow engineers to replace expansion joints, the state's Ministry of Works said on Thursday.

Motorists travelling between the Island and the Mainland have been advised to use the Adeniji Adele and Carter Bridge routes. Traffic officers will be deployed at major junctions.

The ministry said the repairs were part of a N1.4 billion maintenance programme for the state's bridges.
""",
        section="Metro",
        tags=("Lagos", "traffic", "bridges", "Ministry of Works"),
        popular=(
            "Fuel queues return to Lagos",
            "Super Eagles squad named",
            "Ikoyi Link Bridge to close",
            "Court adjourns case to April",
        ),
        related=(
            "Bridge maintenance: the full schedule",
            "Okada ban: one year after",
            "BRT to add 100 buses",
        ),
        count="Comments closed",
    )
    return _plain(
        "br-ng-eko-trackbacks",
        "ng-eko",
        piece,
        Bits(after=after, side=side, style=style),
        "/2013/03/01/ikoyi-link-bridge-to-close-for-weekend-maintenance/",
        "div.tb-area: h3 'Trackbacks/Pingbacks', ol.tb-list of 2 trackbacks (blog and post title, an excerpt, a date); 'Comments are closed.'",
        "trackbacks from two blogs with excerpts and dates; comments closed",
        "A Nigerian news portal of 2013 on a bridge closure: two trackbacks from blogs (blog name and post title, an excerpt in [...], a date) and 'Comments are closed.', beside a Facebook like box, a follow button, most popular and photo galleries.",
    )


def sg_no_area() -> Case:
    most = rows("""
Foreign worker dormitories: residents object | 214
COE prices hit new high | 187
MRT fares to rise by 2.8% from April | 152
Hawker centre rentals under review | 96
National Day Parade tickets: ballot opens | 41
""")
    side = widget(
        "Most commented",
        "<ol>"
        + "".join(
            f'<li><a href="/singapore/{slug(t)}">{esc(t)}</a> <span class="mc-n">{n}</span></li>'
            for t, n in most
        )
        + "</ol>",
        "portal",
    ) + widget(
        "Readers' poll",
        poll(
            "Will you take the bus instead of the MRT after the fare rise?",
            [("Yes", 1288), ("No", 3021), ("I already do", 870)],
        ),
        "portal",
    )
    style = ".mc-n{background:#ad1457;color:#fff;font-size:10px;padding:0 4px;border-radius:3px}"
    piece = Piece(
        "MRT fares to rise by 2.8% from April",
        "By Tan Wei Ling",
        "2013-01-22T19:05:00+08:00",
        "Tuesday, Jan 22, 2013 7:05 PM",
        """
SINGAPORE: Train and bus fares will rise by 2.8 per cent from April 7, the fare review body announced on Tuesday. Adult card fares will go up by between one and four cents a trip.

Students, senior citizens and people with disabilities will not see any increase. A new concession pass for low-wage workers will be introduced in the second half of the year.

The operators had asked for the maximum allowed increase of 3 per cent, citing higher energy and staff costs.
""",
        section="Singapore",
        tags=("MRT", "public transport", "fares"),
        popular=(
            "COE prices hit new high",
            "MRT fares to rise from April",
            "Haze returns: PSI at 68",
            "Chinese New Year bazaar opens",
        ),
        related=(
            "Fare review: what changed in 2012",
            "Bus service enhancement programme",
            "Concession pass for low-wage workers",
        ),
    )
    return _plain(
        "br-sg-merlion-noarea",
        "sg-merlion",
        piece,
        Bits(side=side, style=style),
        "/singapore/mrt-fares-to-rise-by-2-8-from-april-20130122",
        "no comment area; the rail's 'Most commented' box (5 other stories with counts) and a readers' poll",
        "a most-commented box with counts; a readers' poll",
        "A Singapore news portal of 2013 on a fare rise: no comment area at all, a 'Most commented' box of 5 other stories with their comment counts, a readers' poll, most popular and photo galleries.",
    )


def au_closed() -> Case:
    sales = rows("""
Garage sale, 14 Banksia Cres, Yarrin Heights | Sat 8am-1pm. Kids' toys, surfboards, furniture.
Moving sale, 3/22 Esplanade, Port Yarrin | Sun 7am. Everything must go.
Street sale, Wattle Heads Rd | Sat & Sun. Ten houses, sausage sizzle for the RFS.
""")
    after = '<div class="yoursay closed"><h3>Your say</h3><p>Comments on this story are now closed.</p></div>'
    side = widget(
        "Garage sales this weekend",
        "<ul>" + "".join(f"<li><b>{esc(a)}</b><br />{esc(b)}</li>" for a, b in sales) + "</ul>",
        "portal",
    ) + widget("Weather", "<p>Port Yarrin: Max 24, Min 17. Cloudy, chance of a shower.</p>", "portal")
    style = ".yoursay{border-top:3px solid #006064;margin-top:14px}.yoursay h3{color:#006064}.yoursay.closed p{color:#777}"
    piece = Piece(
        "Council votes to sell Port Yarrin caravan park",
        "Rebecca Nguyen",
        "2012-04-18T20:40:00+10:00",
        "April 18, 2012 8:40PM",
        """
PORT Yarrin's foreshore caravan park will be sold after councillors voted 6-3 to put it on the market at last night's meeting.

Mayor Colin Petersen said the park needed about $3 million in repairs the council could not afford. Permanent residents will be given 12 months' notice.

About 80 people filled the chamber, many of them holding signs reading "Save our park". The sale is expected to be advertised in June.
""",
        section="Local",
        tags=("caravan park", "council", "Port Yarrin"),
        popular=(
            "Council votes to sell caravan park",
            "Nippers carnival results",
            "Bypass opening date set",
            "Pub's trading hours cut",
        ),
        related=(
            "Caravan park residents fear eviction",
            "Foreshore plan: have your say",
            "Council budget: rates up 3.6%",
        ),
    )
    return _plain(
        "br-au-coastline-closed",
        "au-coastline",
        piece,
        Bits(after=after, side=side, style=style),
        "/news/local/council-votes-to-sell-port-yarrin-caravan-park/story-e6frg8qx-1226331118",
        "div.yoursay.closed: h3 'Your say', 'Comments on this story are now closed.'; the rail's garage sales list",
        "a garage sales list; comments closed",
        "An Australian news portal of 2012 on a caravan park sale: 'Your say' with 'Comments on this story are now closed.', beside a list of 3 garage sales, a weather box, most popular and photo galleries.",
    )


def plain_br() -> list[Case]:
    return [us_celeb_zero(), ca_thunder_closed(), za_zero(), ng_trackbacks(), sg_no_area(), au_closed()]
