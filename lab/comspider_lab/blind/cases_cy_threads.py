"""Blind set CY: three discussions in the served HTML, each a different site and template with an awkward trait: an
allotment blog's "9 Responses to …" (WordPress-like threaded list, the heading never says "comment", the blogger
answering three times, one reader answering an answer); a lost-cinemas blog's "Feedback" (TypePad-like, every name
after the text in a "Posted by:" line, the blogger's answer flat among the readers'); a regional evening paper's
12 comments without any heading, only a sort bar (newspaper CMS, answers nested, "Recommend (n)", a councillor among
the readers). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cy_common import (
    Art,
    Bits,
    Case,
    Seed,
    box,
    case,
    esc,
    links,
    most_read,
    newsletter,
    num,
    paras,
    poll,
    slug,
    tag_cloud,
)


def allotment() -> Case:
    cs = [
        Seed(
            "Kath in Hillsborough",
            "I could have written this! Ours blew into next door's garden in the gales of January 2011 and we found "
            "the door three plots down. I've gone back to cloches and a cold frame made from an old window and I'm "
            "honestly getting just as many tomatoes.",
            None,
            "March 12, 2012 at 8:14 pm",
        ),
        Seed(
            "Jo",
            "Kath, the window cold frame is genius. Did you have to do anything to the glass or just prop it on bricks?",
            0,
            "March 12, 2012 at 9:02 pm",
        ),
        Seed(
            "Kath in Hillsborough",
            "Just bricks, and a strip of old carpet round the edge to stop the draughts. It's not pretty but the "
            "courgettes don't seem to mind.",
            1,
            "March 13, 2012 at 7:40 am",
        ),
        Seed(
            "Mick Tanner",
            "Sorry to hear it but I think you're giving up too easy. Half the problem is cheap frames. Get a proper "
            "one with anchor plates set in concrete and it'll see you out.",
            None,
            "March 13, 2012 at 10:15 am",
        ),
        Seed(
            "Jo",
            "You might be right Mick, but 'a proper one' is about four hundred pounds I haven't got. Maybe when I win "
            "the raffle at the spring show.",
            3,
            "March 13, 2012 at 12:31 pm",
        ),
        Seed(
            "Sarah B",
            "What are you doing about tomatoes though? Outdoors up here I've never had anything ripen before "
            "September.",
            None,
            "March 14, 2012 at 6:50 pm",
        ),
        Seed(
            "Jo",
            "Outdoor bush varieties, Sarah. I'm trying Red Alert and Latah this year along the south fence. Will report "
            "back, hopefully with something better than green chutney.",
            5,
            "March 14, 2012 at 9:27 pm",
        ),
        Seed(
            "allotmentandy",
            "Green chutney is nothing to be ashamed of. Mine came second at the Crookes show. Good post Jo.",
            None,
            "March 15, 2012 at 8:03 am",
        ),
        Seed(
            "Helen (Plot 4)",
            "We'll take the frame off your hands if it's going begging! Our lot have been on at me for a tunnel for "
            "three years.",
            None,
            "March 16, 2012 at 5:44 pm",
        ),
    ]

    def li(i: int, depth: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        sub = f'<ul class="children">{"".join(li(j, depth + 1) for j in kids)}</ul>' if kids else ""
        by = " bypostauthor" if c.author == "Jo" else ""
        return (
            f'<li class="response {"odd" if i % 2 else "even"} depth-{depth}{by}" id="li-response-{512 + i}">'
            f'<div id="response-{512 + i}" class="response-body"><div class="response-author vcard">'
            f'<img alt="" src="/_avatar/p{i}-{slug(c.author)}.svg" class="avatar avatar-40 photo" height="40" width="40" />'
            f'<cite class="fn">{esc(c.author)}</cite> <span class="says">says:</span></div>'
            f'<div class="response-meta"><a href="#response-{512 + i}">{esc(c.when)}</a></div>'
            f"{paras(c.text)}"
            f'<div class="reply"><a class="response-reply-link" href="?replytocom={512 + i}#respond" rel="nofollow">Reply</a></div>'
            f"</div>{sub}</li>"
        )

    after = (
        '<div id="responses"><h3 id="responses-title">9 Responses to &#8220;Why I gave up on the polytunnel&#8221;</h3>'
        '<ol class="responselist">'
        + "".join(li(i, 1) for i, c in enumerate(cs) if c.parent is None)
        + '</ol><div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-post.php" method="post">'
        '<p><label>Name *</label> <input type="text" name="author"></p><p><label>Email *</label> <input type="text" name="email"></p>'
        '<p><label>Website</label> <input type="text" name="url"></p><p><textarea name="text" rows="8" cols="45"></textarea></p>'
        '<p><input type="submit" value="Post"></p></form></div></div>'
    )
    side = (
        box(
            "plot17b",
            "About me",
            "<p>I'm Jo. I've had plot 17b on the Ecclesall Road site since 2009, and I still don't know what I'm doing.</p>",
            "text-2",
        )
        + most_read(
            "plot17b",
            "Popular Posts",
            """
How to make green tomato chutney | 3,904
Slugs: a war I am losing | 2,170
Free seeds from the library seed swap | 1,388
Why I gave up on the polytunnel | 611
""",
        )
        + newsletter("plot17b", "Subscribe by email", "Enter your email address to get new posts by email.")
        + tag_cloud(
            "plot17b",
            "beans, chutney, cold frame, compost, courgettes, garlic, polytunnel, potatoes, rain, seed swap, slugs, tomatoes, weather",
        )
        + box(
            "plot17b",
            "Blogroll",
            links(
                (
                    "Down on the Plot",
                    "The Muddy Wellies",
                    "Sheffield Allotment Federation",
                    "Veg Plotting",
                    "Two Beds and a Shed",
                )
            ),
            "linkcat-2",
        )
        + box(
            "plot17b",
            "Archives",
            links(("March 2012", "February 2012", "January 2012", "December 2011", "November 2011")),
            "archives-2",
        )
    )
    art = Art(
        "Why I gave up on the polytunnel",
        "Jo",
        "2012-03-12T19:30:00+00:00",
        "March 12, 2012",
        """
I've been putting this post off for a month because writing it makes it real. The polytunnel is gone. What was left of it after the storm on the 3rd went to the tip on Saturday in the back of my brother-in-law's van, and I can't say I was sorry to see it go.

It was never a good polytunnel. It was a £120 kit off the internet with a frame about as sturdy as a deckchair, and I put it up on the windiest corner of the site because that's where the sun is. Three winters, three rips, two new covers and more cable ties than I want to count.

So this year I'm going back to what my granddad did: a cold frame, some cloches, outdoor tomatoes and a lot of hoping. The money I would have spent on a third cover is going on a water butt and a decent pair of secateurs.

I know some of you swear by yours. Tell me I'm wrong.
""",
        section="The Plot",
        tags=("polytunnel", "cold frame", "tomatoes", "weather"),
    )
    return case(
        "cy-plot17b-responses",
        "discussion",
        "plot17b",
        art,
        Bits(
            after=after,
            side=side,
            style=".responselist,.children{list-style:none;padding-left:0}.children{margin-left:40px}.response-body{border-bottom:1px solid #e8e8e0;padding:10px 0}"
            ".response-author .avatar{float:left;margin-right:8px}.says{color:#888}.response-meta{font-size:11px}.bypostauthor>.response-body{background:#f4f7ec}",
        ),
        cs,
        path="/2012/03/12/why-i-gave-up-on-the-polytunnel/",
        container="div#responses > ol.responselist",
        heading="9 Responses to “Why I gave up on the polytunnel”",
        description="An allotment blog (WordPress-like, its own class names): '9 Responses to …' (never 'comment'), "
        "an ol of li.response with depth classes and ul.children, 'NAME says:', a time link, 'Reply'; the blogger "
        "'Jo' answers three times, a reader answers her answer (3 levels)",
    )


def lantern() -> Case:
    cs = [
        Seed(
            "Brian Armstrong",
            "My first job was rewinding at the Regal in 1968, fifteen years old and paid two pounds four shillings a "
            "week. Mr Dodds the chief was exactly as you describe him. He could tell a bad splice by the sound from "
            "the back of the box.\n\nThe carbon arcs were a devil to strike in the winter. I've still got a burn mark "
            "on my wrist from one of them.",
            None,
            "October 03, 2011 at 09:14 PM",
        ),
        Seed(
            "Pauline Reay",
            "We did our courting in the double seats on the back row of the circle. My husband always said the Regal "
            "had the best ceiling in the North East and I think he was right. So sad to see what it became.",
            None,
            "October 04, 2011 at 10:02 AM",
        ),
        Seed(
            "Ken (Gateshead)",
            "Does anybody know what happened to the organ? I've read it went to a church in Durham but I've never "
            "found out which one.",
            None,
            "October 04, 2011 at 01:37 PM",
        ),
        Seed(
            "Michael Thirlwell",
            "Ken, the best I've found is a note in the Fellburn Chronicle of March 1975 saying it was sold \"to a "
            "buyer in the county\". If anybody knows more I'd love to hear it.",
            None,
            "October 04, 2011 at 08:50 PM",
        ),
        Seed(
            "Joan Hetherington",
            "My dad was the commissionaire at the Regal from 1956 until it closed. He had a maroon coat with gold "
            "braid that my mum ironed every Saturday.\n\nI have a photo of him under the canopy on the night of the "
            "Guns of Navarone if you'd like it for the blog.",
            None,
            "October 06, 2011 at 11:21 AM",
        ),
        Seed(
            "Pete W",
            "Great piece. The bingo years deserve a post of their own though, my nan practically lived there in the "
            "eighties.",
            None,
            "October 09, 2011 at 07:45 PM",
        ),
    ]
    items = "".join(
        f'<div class="fb-entry" id="fb-{60170000 + i}">'
        f'<div class="fb-content">{paras(c.text)}</div>'
        f'<p class="fb-footer">Posted by: <a href="/profile/{slug(c.author)}" rel="nofollow">{esc(c.author)}</a> | '
        f'<a href="#fb-{60170000 + i}">{esc(c.when)}</a></p></div>'
        for i, c in enumerate(cs)
    )
    after = (
        '<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3>'
        "<p>TrackBack URL for this entry:<br>http://www.thelanternslide.org/cgi/tb/6a00e554.html</p></div>\n"
        f'<div class="fb" id="feedback"><a id="feedback-anchor"></a><h3 class="fb-header">Feedback</h3>{items}</div>\n'
        '<form class="fb-form" method="post" action="/t/feedback"><h3>Leave your feedback</h3>'
        '<p>Name: <input name="author"> Email: <input name="email"> URL: <input name="url"></p>'
        '<textarea name="text" rows="6" cols="40"></textarea><p><input type="submit" value="Preview"> <input type="submit" value="Post"></p></form>'
    )
    side = (
        box(
            "lanternslide",
            "About",
            "<p>Michael Thirlwell, retired projectionist, on the picture houses of Tyneside, Wearside and County Durham.</p>",
            "about",
        )
        + box(
            "lanternslide",
            "Recent Posts",
            links(
                (
                    "The Regal, Fellburn: last reel, 1974",
                    "The Stoll's organ comes home",
                    "Saturday matinee tickets, 1952",
                    "A visit to the Tyneside cinema archive",
                )
            ),
            "recent",
        )
        + box(
            "lanternslide",
            "Categories",
            links(
                (
                    "Cinemas A-Z (41)",
                    "Projection box (18)",
                    "Organs (7)",
                    "Ticket stubs (12)",
                    "Readers' memories (23)",
                )
            ),
            "categories",
        )
        + box(
            "lanternslide",
            "Links",
            links(
                (
                    "Cinema Treasures",
                    "Cinema Theatre Association",
                    "The Projected Picture Trust",
                    "Picture House Memories",
                )
            ),
            "links",
        )
        + box(
            "lanternslide",
            "Subscribe to this blog's feed",
            '<p><a href="/atom.xml">Atom</a> | <a href="/rss.xml">RSS</a></p>',
            "feed",
        )
    )
    art = Art(
        "The Regal, Fellburn: last reel, 1974",
        "Michael Thirlwell",
        "2011-10-03T19:05:00+01:00",
        "Monday, 03 October 2011",
        """
The Regal on Front Street opened on Boxing Day 1934 with Jack Buchanan in Brewster's Millions, and it closed its doors as a cinema on the last Saturday of August 1974 with a double bill nobody can quite agree on. I have been told Enter the Dragon, I have been told The Sting, and one gentleman swore to me it was Carry On Girls.

At its height it seated 1,640, with a circle, a Compton organ that rose out of the pit on a lift, and a ceiling painted with clouds that you could lie back and look at during the newsreel. The projection box had two Ross machines and a chief, Mr Harold Dodds, who ran it from 1946 until the end and who by all accounts never once missed a changeover.

After the films stopped it became a bingo hall, then a carpet warehouse, and since 2003 it has been empty behind hoardings. The canopy came down in the storms two winters ago. The ceiling, I am told, is still there.

If you worked at the Regal, or went to it, I would be very glad to hear from you.
""",
        section="Cinemas A-Z",
    )
    return case(
        "cy-lantern-feedback",
        "discussion",
        "lanternslide",
        art,
        Bits(
            after=after,
            side=side,
            style=".fb-entry{border-bottom:1px dotted #bba;padding:8px 0}.fb-footer{font-size:11px;color:#8a7358;margin:4px 0 0}"
            ".trackbacks{font-size:11px;color:#8a7358}",
        ),
        cs,
        path="/the-lantern-slide/2011/10/the-regal-fellburn-last-reel-1974.html",
        container="div#feedback",
        heading="Feedback",
        description="A lost-cinemas blog (TypePad-like): 'Feedback' (never 'comment'), 6 flat entries each the text "
        "first and then 'Posted by: NAME | DATE'; the blogger's answer to a reader flat among them; a TrackBack URL "
        "box above and 'Leave your feedback' below",
    )


TOWNS = {"Trevor Lumb": "Moorgate", "Jackie Sugden": "Calder Bridge", "Sam Whiteley": "Oldfield"}


def moorgate() -> Case:
    cs = [
        Seed(
            "OldfieldMum",
            "We already wait three weeks for an appointment at Calder Road surgery. Where are 120 more families "
            "supposed to go? Nobody from the council has answered that at any of the meetings.",
            None,
            "5:42pm Tue 16 Oct 12",
        ),
        Seed(
            "Trevor Lumb",
            "Everybody wants homes for their kids but nobody wants them built anywhere near them. Those fields are "
            "nothing special. I walk the dog there every day and it's mostly nettles and a broken stile.",
            None,
            "6:10pm Tue 16 Oct 12",
        ),
        Seed(
            "OldfieldMum",
            "Trevor, it's not about the view. It's the surgery, the school and one lane in and out that floods every "
            "February.",
            1,
            "6:31pm Tue 16 Oct 12",
        ),
        Seed(
            "Jackie Sugden",
            "The lane flooded again last week. There are photos on the Oldfield Action Group page. Imagine another "
            "200 cars trying to get out of there at half past eight in the morning.",
            None,
            "7:02pm Tue 16 Oct 12",
        ),
        Seed(
            "realist1977",
            "Developer gets permission, builds 40, then sits on the rest for ten years. Seen it happen on the "
            "Hollins site.",
            None,
            "8:15pm Tue 16 Oct 12",
        ),
        Seed(
            "Cllr Andrew Pickles",
            "For the record, the Hollins permission has now lapsed and any new application there starts from scratch. "
            "I'll be at the Oldfield meeting on the 25th and happy to answer questions.",
            4,
            "9:48am Wed 17 Oct 12",
        ),
        Seed(
            "Margaret H",
            "Where are the bungalows? Every new estate is four-bedroom boxes. Some of us would like to downsize and "
            "stay in the village.",
            None,
            "10:30am Wed 17 Oct 12",
        ),
        Seed(
            "Dean",
            "Margaret's right. My mum has been on the list for a bungalow for two years.",
            6,
            "11:12am Wed 17 Oct 12",
        ),
        Seed(
            "Sam Whiteley",
            "I'm 27, I grew up in Oldfield and I can't afford to live here. I'd want to know how many of the 120 are "
            "actually affordable before I join any campaign against it.",
            None,
            "12:55pm Wed 17 Oct 12",
        ),
        Seed(
            "Trevor Lumb",
            "Best thing anyone's said on here, Sam.",
            8,
            "1:20pm Wed 17 Oct 12",
        ),
        Seed(
            "Hebden Walker",
            "There were curlews nesting on the top field this spring. Has anyone told the ecology people?",
            None,
            "3:04pm Wed 17 Oct 12",
        ),
        Seed(
            "Jackie Sugden",
            "The consultation closes on 2 November. Letters go to the planning department at the Civic Centre, "
            "quoting reference 12/01877/OUT.",
            None,
            "4:47pm Wed 17 Oct 12",
        ),
    ]

    def post(i: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        sub = f'<div class="mep-rep">{"".join(post(j) for j in kids)}</div>' if kids else ""
        name, town = c.author, TOWNS.get(c.author, "")
        return (
            f'<div class="mep-e" id="e{1190400 + i}"><div class="mep-h"><a class="mep-u" href="/users/profile/{slug(name)}">{esc(name)}</a>'
            + (f'<span class="mep-t">, {esc(town)}</span>' if town else "")
            + f' <span class="mep-d">{esc(c.when)}</span></div>'
            f'<div class="mep-x">{paras(c.text)}</div>'
            f'<div class="mep-f"><a href="#" rel="nofollow">Recommend ({num(c.text, 0, 19)})</a> '
            f'<a href="#" rel="nofollow">Reply</a> <a href="#" rel="nofollow">Report this post</a></div>{sub}</div>'
        )

    after = (
        '<div class="mep-talk"><div class="mep-sort">Sort: <b>Oldest first</b> | <a href="?sort=new">Newest first</a> | '
        '<a href="?sort=rec">Most recommended</a></div>'
        + "".join(post(i) for i, c in enumerate(cs) if c.parent is None)
        + '<div class="mep-login"><a href="/login">Sign in</a> or <a href="/register">register</a> to have your say. '
        "We are no longer accepting new posts on this story after 7 days.</div></div>"
    )
    side = (
        most_read(
            "moorgate",
            "Most read",
            """
Man charged after Oldfield post office raid | 8,410
Calder Valley line: Sunday trains axed | 5,922
Residents fight plans for 120 homes on Oldfield Lane fields | 4,377
Moorgate Town 2 Harrogate Railway 2 | 3,105
""",
        )
        + box(
            "moorgate",
            "Sponsored links",
            links(
                (
                    "Local mum reveals £1 trick to whiten teeth",
                    "Moorgate drivers stunned by new insurance rule",
                    "Find cheap flights from Leeds Bradford",
                )
            ),
            "sponsored",
        )
        + poll(
            "moorgate",
            "Should the Oldfield Lane homes get the go-ahead?",
            """
Yes | 34%
No | 58%
Not sure | 8%
""",
            "1,210",
        )
        + newsletter("moorgate", "Post Alerts", "Breaking news from the Post, straight to your inbox.")
        + box("moorgate", "Weather", "<p>Moorgate: 11°C, light rain. Tomorrow: 9°C, showers.</p>", "weather")
    )
    art = Art(
        "Residents fight plans for 120 homes on Oldfield Lane fields",
        "Rachel Greenwood",
        "2012-10-16T15:30:00+01:00",
        "Tuesday 16th October 2012",
        """
Campaigners in Oldfield have vowed to fight plans for up to 120 homes on farmland off Oldfield Lane, saying the village's roads, school and surgery cannot cope.

Calder Homes Ltd has submitted an outline application to Moorgate Council for the 14-acre site, which lies between the lane and the railway line. The company says a third of the homes would be "affordable", with a play area and a new footpath to the station.

More than 200 people packed Oldfield Methodist Church on Thursday for a meeting called by the newly formed Oldfield Action Group. Chairman Keith Ramsden said: "Nobody is against housing. We are against putting 120 houses at the end of a single-track lane that floods most winters."

A spokesman for Calder Homes said the firm had carried out a full flood risk assessment and would "continue to listen to residents".

The public consultation closes on November 2. A public meeting with councillors is planned at the church on October 25 at 7.30pm.
""",
        section="News",
        tags=("Oldfield", "Planning", "Housing", "Moorgate Council"),
        dek="Action group says village cannot cope with more traffic.",
        caption="Oldfield Lane after heavy rain last winter. Picture: Oldfield Action Group",
    )
    return case(
        "cy-moorgate-no-heading",
        "discussion",
        "moorgate",
        art,
        Bits(
            after=after,
            side=side,
            top="Tuesday 16 October 2012 | Moorgate 11°C",
            breaking='<a href="/news/oldfield-raid">Man charged after Oldfield post office raid</a>',
            style=".mep-talk{margin-top:24px;font-family:Arial}.mep-sort{font-size:12px;background:#f3f3f3;padding:6px}"
            ".mep-e{border-bottom:1px solid #e1e1e1;padding:8px 0}.mep-rep{margin-left:34px;border-left:3px solid #f0c9cc;padding-left:8px}"
            ".mep-u{font-weight:bold}.mep-t,.mep-d,.mep-f{font-size:11px;color:#777}.mep-login{font-size:12px;padding:8px 0}",
        ),
        cs,
        path="/news/local/9991402.residents-fight-plans-for-120-homes-on-oldfield-lane-fields/",
        container="div.mep-talk",
        heading=None,
        description="A regional evening paper (newspaper CMS): 12 readers' posts with no heading at all, only a sort "
        "bar; names as profile links with towns after a comma, answers nested in div.mep-rep, 'Recommend (n) Reply "
        "Report this post'; a councillor answers; a closed notice after 7 days",
    )


def threads_cy() -> list[Case]:
    return [allotment(), lantern(), moorgate()]
