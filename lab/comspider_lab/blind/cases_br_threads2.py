"""Blind set BR: five more discussions in the served HTML of 2011-2013: an Australian portal's numbered "Your say"
list, flat, whose replies are only an "In reply to NAME (comment n)" line (20); an Irish personal blog's definition
list "NAME said..." with the blogger answering three readers in one comment (4); a South African portal's "NAME says:"
cards nested in lists, the reporter marked "(Author)" (9); a US football blog's single response as bare paragraphs,
"Reply from NAME" before the text and the date after it (1); a US local TV station's "NAME wrote:" viewer comments
with the station's answer nested in a reply block (3). Every class name, name, place and text invented for this set;
each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_br_common import (
    Bits,
    Case,
    Note,
    Piece,
    Seed,
    case,
    draw,
    esc,
    ptext,
    seeds,
    slug,
    talk,
)
from comspider_lab.blind.layout_br import blogroll, cloud, follow_box, widget


def au_coastline() -> Case:
    raw = talk("""
Dazza @ 6:12 AM February 6, 2012 [from=Port Yarrin] :: Been surfing Yarrin Point for 30 years and seen maybe three sharks. Shut the beach for a day, fine, but don't start with the nets again.
Kylie M @ 6:30 AM February 6, 2012 [from=Wattle Heads] :: A 3.5 metre white pointer 80 metres off the flags on a Sunday arvo with kids everywhere. Close it and keep it closed till it moves on.
Greeno @ 6:41 AM February 6, 2012 [from=Bellbird] :: Great photo from the chopper. Massive unit.
Surfie Sam @ 7:02 AM February 6, 2012 [re=1] :: Nets kill turtles and dolphins and don't even stop the sharks. Drumlines are no better. Agree with you mate.
Mrs Pat Hennessy @ 7:15 AM February 6, 2012 [from=Port Yarrin] :: My grandson swims with the nippers there every Sunday. Thank goodness the lifeguards were watching.
Bluey @ 7:38 AM February 6, 2012 :: It's their ocean, we're just visiting.
Jono @ 7:55 AM February 6, 2012 [from=Yarrin Heights,re=6] :: Bluey, it's also the beach 4,000 people use on a hot weekend. Both things can be true.
Tash @ 8:10 AM February 6, 2012 :: Does anyone know if the ocean pool at the south end is open? Taking the kids down after lunch.
Lifeguard Lou @ 8:26 AM February 6, 2012 [re=8] :: Tash, the ocean pool is open, it's fenced off from the surf. Main beach and Little Yarrin are closed until further notice.
Tash @ 8:31 AM February 6, 2012 [re=9] :: Legend, thanks Lou!
Craig @ 8:50 AM February 6, 2012 [from=Sydney] :: Calling it "terror" in the headline is a bit much. Nobody got hurt, it swam past.
Dazza @ 9:14 AM February 6, 2012 [from=Port Yarrin,re=4] :: Exactly Sam. A couple of shark-spotting drones would do more good than any net.
Kev the Fisho @ 9:30 AM February 6, 2012 :: There's been a whale carcass floating off Cape Fern since Tuesday. That's why they're around. Council should tow it out further.
Marina @ 9:45 AM February 6, 2012 [from=Bellbird,re=13] :: Kev that explains a lot. Saw the birds all over it from the headland yesterday.
Old Salt @ 10:02 AM February 6, 2012 :: When I was a kid we just got out of the water when the siren went. Didn't need a front page about it.
Bec T @ 10:30 AM February 6, 2012 :: Well done to the lifeguards, they had everyone out of the water in under three minutes. Good drill.
Greeno @ 11:12 AM February 6, 2012 [from=Bellbird,re=2] :: Kylie it's gone past Yarrin Point heading north now, according to the surf club's Facebook page.
Kylie M @ 11:40 AM February 6, 2012 [from=Wattle Heads,re=17] :: Thanks Greeno, good to know. Still keeping the kids in the pool today.
Anonymous @ 12:05 PM February 6, 2012 :: Cull them.
Surfie Sam @ 12:20 PM February 6, 2012 [re=19] :: Mate, no.
""")
    # flat in the page; the "In reply to" line names the comment answered (its number)
    ns = [Note(Seed(n.who, n.body, int(n.tag("re")) - 1 if n.tag("re") else None, n.at), n.tags) for n in raw]

    def item(i: int, n: Note) -> str:
        re = ""
        if n.parent is not None:
            re = f'<p class="ys-re">In reply to <a href="#comment-{n.parent + 1}">{esc(ns[n.parent].who)} (comment {n.parent + 1})</a></p>'
        frm = f" of {esc(n.tag('from'))}" if n.tag("from") else ""
        return (
            f'<li id="comment-{i + 1}"><span class="ys-num">{i + 1}.</span><div class="ys-body">{re}{ptext(n.body)}</div>'
            f'<p class="ys-by"><strong>{esc(n.who)}</strong>{frm} Posted at {esc(n.at)}</p>'
            f'<p class="ys-acts"><a href="/reply?to={i + 1}">Reply</a> <a href="/report?c={i + 1}">Report</a></p></li>'
        )

    after = (
        f'<a name="comments"></a><div class="yoursay"><h3>Your say ({len(ns)})</h3>'
        '<p class="ys-note">Comments on this story are moderated and open until 6pm today.</p><ol class="ys-list">'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '</ol><p><a href="/yoursay/submit?story=shark-closes-beaches">Add your comment</a></p></div>'
    )
    style = (
        ".yoursay{border-top:3px solid #006064;margin-top:14px}.yoursay h3{font-size:18px;color:#006064}.ys-note{font-size:11px;color:#777}.ys-list{list-style:none;padding:0}"
        ".ys-list li{border-bottom:1px dotted #bbb;padding:6px 0 6px 34px;position:relative}.ys-num{position:absolute;left:0;top:6px;font:bold 16px Georgia,serif;color:#006064}"
        ".ys-re{font-size:11px;color:#006064;margin:0}.ys-body p{margin:2px 0;font-size:13px}.ys-by{font-size:11px;color:#666;margin:2px 0}.ys-acts{font-size:10px;margin:0}"
    )
    side = widget(
        "Surf report",
        "<table><tr><th>Beach</th><th>Swell</th><th>Wind</th></tr><tr><td>Yarrin Point</td><td>1-1.5m</td><td>NE 15kt</td></tr>"
        "<tr><td>Little Yarrin</td><td>1m</td><td>NE 15kt</td></tr><tr><td>Bellbird</td><td>0.5-1m</td><td>E 10kt</td></tr></table>",
        "portal",
    ) + widget(
        "Weather", "<p>Port Yarrin: Max 29, Min 21. Hot and sunny, afternoon storm possible.</p>", "portal"
    )
    piece = Piece(
        "Shark terror: 3.5m great white closes Port Yarrin beaches",
        "Luke Bradshaw",
        "2012-02-05T17:45:00+11:00",
        "February 05, 2012 5:45PM",
        """
LIFEGUARDS cleared the water at Port Yarrin main beach yesterday afternoon after a 3.5m great white shark was spotted about 80m from the flags.

The shark was seen from the surf club tower at about 3.20pm, and the siren sounded shortly after. About 600 swimmers and surfers left the water in under three minutes.

The beach and neighbouring Little Yarrin remain closed this morning while the rescue helicopter checks the area. The ocean pool at the south end remains open.

Surf club president Gary Whitlam said there had been two other sightings along the coast this week.
""",
        section="Local",
        tags=("sharks", "Port Yarrin", "beaches", "surf lifesaving"),
        popular=(
            "Council votes to sell caravan park",
            "Man rescued from rip at Bellbird",
            "Shark closes Port Yarrin beaches",
            "Price of petrol hits $1.52 a litre",
        ),
        related=("Whale carcass off Cape Fern", "Shark nets: the debate returns", "Nippers season wraps up"),
        count=f"Your say ({len(ns)})",
    )
    return case(
        "br-au-coastline-shark",
        "discussion",
        "au-coastline",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/local/shark-terror-great-white-closes-port-yarrin-beaches/story-e6frg8qx-1226262910",
        reveal="on_load",
        container="div.yoursay: h3 'Your say (20)', ol.ys-list of numbered li (span.ys-num 'n.', the text, then 'NAME of PLACE Posted at TIME'); flat: a reply is only a 'In reply to NAME (comment n)' line above its text",
        heading="Your say (20)",
        description="An Australian news portal of 2012 on a shark sighting: 20 numbered readers' comments in one flat list, the name and suburb after the text, and 9 replies shown only by an 'In reply to NAME (comment n)' line (their parent is that comment); beside a surf report and a weather box.",
        static=True,
    )


def ie_blog() -> Case:
    ns = talk("""
Maura in Mayo @ 12 June 2013 21:14 :: Oh no, not the chimney again! Did you ever get the last lot out or are they still up there making honey for the jackdaws?
Anonymous @ 12 June 2013 22:40 :: Ring the county beekeepers' association, they keep a swarm collection list. Someone came out to us within the hour last summer. Great lads.
Declan Óg @ 13 June 2013 08:02 :: Best thing I've read all week. The bit about the dog and the smoker had me laughing out loud on the bus into town.
Síle @ 13 June 2013 09:15 [author] :: Maura, the last lot are still up there as far as I know! Anon, thank you, I'll ring them today. Declan, the dog has forgiven me. The bees have not.
""")
    dl = "".join(
        (
            f'<dt class="tb-who{" tb-owner" if n.tag("author") else ""}" id="c{5583120 + i}">'
            + (f'<a href="/profile/0412">{esc(n.who)}</a>' if n.who != "Anonymous" else esc(n.who))
            + " said...</dt>"
            f'<dd class="tb-body">{ptext(n.body)}</dd>'
            f'<dd class="tb-when"><a href="#c{5583120 + i}" title="permanent link">{esc(n.at)}</a> <span class="tb-del"><a href="/delete/{5583120 + i}" title="Delete">&#128465;</a></span></dd>'
        )
        for i, n in enumerate(ns)
    )
    after = (
        f'<div id="talk"><a name="comments"></a><h4>{len(ns)} comments:</h4><dl class="talkback">{dl}</dl>'
        '<p class="tb-post"><a href="/post-a-comment?postID=3318">Post a Comment</a></p>'
        '<p class="tb-feed">Subscribe to: <a href="/feeds/3318/comments/default">Post Comments (Atom)</a></p></div>'
    )
    style = (
        "#talk h4{font-size:14px;border-bottom:1px dashed #ccc}.talkback dt{font-weight:bold;margin-top:10px}.talkback dt.tb-owner{color:#6d4c41}.talkback dd{margin-left:18px}"
        ".tb-body p{margin:2px 0}.tb-when{font-size:11px;color:#999}.tb-del{visibility:hidden}"
    )
    side = (
        widget(
            "Followers",
            '<p><img src="/_avatar/f1.svg" width="24" height="24" alt="" /> <img src="/_avatar/f2.svg" width="24" height="24" alt="" /> <img src="/_avatar/f3.svg" width="24" height="24" alt="" /> and 139 others</p>',
            "blog",
        )
        + widget(
            "My blog list",
            blogroll(
                [
                    ("The Hedgerow Diaries", "First elderflower of the year", "6 hours ago"),
                    ("Two Acres in Leitrim", "Silage, finally", "1 day ago"),
                    ("Beekeeping for Eejits", "Queen cups and panic", "3 days ago"),
                    ("The Damp Allotment", "Slugs 4, Me 0", "1 week ago"),
                ]
            ),
            "blog",
        )
        + widget(
            "Labels",
            cloud(
                [
                    ("bees", 5),
                    ("dogs", 4),
                    ("weather", 3),
                    ("garden", 3),
                    ("rants", 2),
                    ("hens", 1),
                    ("recipes", 1),
                ]
            ),
            "blog",
        )
    )
    piece = Piece(
        "The bees have gone up the chimney. Again.",
        "Síle",
        "2013-06-12T19:52:00+01:00",
        "Wednesday, 12 June 2013 at 19:52",
        """
I was hanging out the washing when I heard it: a roar like a motorway, and then a cloud of bees pouring out of the hive on the left and straight over my head. By the time I had the kettle on they were on the chimney pot. By the time I had the tea made they were inside it.

This is the second year in a row. Last year's swarm went up the same chimney and, as far as I know, never came down. We haven't lit the range since.

The dog, who is afraid of the smoker, spent the afternoon under the kitchen table. I spent it on the phone.
""",
        tags=("bees", "swarms", "chimney"),
        popular=(
            "How not to build a hen house",
            "Storm Diarmuid took the polytunnel",
            "Rhubarb and ginger jam",
        ),
        count=f"{len(ns)} comments",
    )
    return case(
        "br-ie-blog-swarm",
        "discussion",
        "ie-blog",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2013/06/the-bees-have-gone-up-chimney-again.html",
        reveal="on_load",
        container="div#talk: h4 '4 comments:', dl.talkback: dt 'NAME said...', dd.tb-body text, dd.tb-when date (three siblings per comment); flat",
        heading="4 comments:",
        description="An Irish personal blog of 2013 (a small farm's bees): 4 comments in a definition list, 'NAME said...' in the dt and the text and time in two following dd siblings, one of them Anonymous, the blogger answering all three earlier readers in one flat comment; beside followers, a blogroll and a labels cloud.",
        static=True,
    )


def za_highveld() -> Case:
    ns = talk("""
Thabo M @ February 21, 2012 at 8:14 am :: Prepaid meters in Ext 4 but not in the suburbs? Why is it always the townships first? Eish.
  Lerato K @ February 21, 2012 at 8:45 am :: Thabo, the article says the suburbs get them in phase 2 next year. But I agree, it always starts with us.
    Thabo M @ February 21, 2012 at 9:02 am :: Phase 2 next year means never, my sister.
JP van Wyk @ February 21, 2012 at 9:20 am :: Half of Kloofspruit hasn't had a correct water bill in three years. If prepaid means I stop getting R4,000 bills for a two-bedroom house, I'm all for it.
  Nomsa D @ February 21, 2012 at 10:11 am :: Same here JP. R3,200 in December for a house with two people in it. Nobody at the municipality could explain it.
Pieter @ February 21, 2012 at 11:30 am :: Who is the company installing these meters and how did they get the tender? That's the real story here.
  Sipho Ndlovu @ February 21, 2012 at 12:05 pm [author] :: Pieter, the council has not yet named the contractor. We have asked for the tender documents and will report back as soon as we have them.
    Pieter @ February 21, 2012 at 12:40 pm :: Thanks Sipho, will be watching.
Gogo Mahlangu @ February 21, 2012 at 2:15 pm :: What about pensioners who cannot buy water units at month-end when the grant is finished? Water is a right, not a luxury.
""")

    def item(i: int, n: Note, sub: str) -> str:
        d = 1
        j = i
        while ns[j].parent is not None:
            j = ns[j].parent  # type: ignore[assignment]
            d += 1
        auth = ' <span class="talk-auth">(Author)</span>' if n.tag("author") else ""
        return (
            f'<li class="talk talk-depth-{d} {"odd" if i % 2 else "even"}" id="talk-{2330 + i}"><div class="talk-card">'
            f'<img class="ava" src="/_avatar/hv-{slug(n.who)}.svg" width="40" height="40" alt="" />'
            f'<div class="talk-vcard"><cite class="fn">{esc(n.who)}</cite>{auth} <span class="says">says:</span></div>'
            f'<div class="talk-meta"><a href="#talk-{2330 + i}">{esc(n.at)}</a></div>'
            f'<div class="talk-text">{ptext(n.body)}</div><div class="reply"><a href="?replyto={2330 + i}#respond">Reply</a></div></div>{sub}</li>'
        )

    after = (
        f'<a name="comments"></a><div id="talkback"><h3 class="talk-title">{len(ns)} Responses to &#8220;Prepaid water meters for Ext 4 residents&#8221;</h3>'
        '<ol class="talklist">'
        + draw(ns, item, lambda s, _p: f'<ul class="kids">{s}</ul>')
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/post-reply" method="post"><p><input type="text" name="author" /> Name (required)</p>'
        '<p><input type="text" name="email" /> Mail (will not be published) (required)</p><p><textarea name="text" rows="6" cols="58"></textarea></p><p><input type="submit" value="Submit" /></p></form></div></div>'
    )
    style = (
        "#talkback{margin-top:16px}.talk-title{font-size:16px;border-bottom:2px solid #2e7d32}.talklist,.kids{list-style:none;padding:0}.kids{margin-left:40px}.talk-card{border:1px solid #e0e0e0;padding:8px;margin:6px 0;overflow:hidden}"
        ".ava{float:left;margin-right:8px}.fn{font-style:normal;font-weight:bold}.says{color:#888}.talk-meta{font-size:11px}.talk-meta a{color:#999}.talk-text p{margin:4px 0}.reply{font-size:11px;text-align:right}"
        ".talk-auth{color:#2e7d32;font-size:11px;font-weight:bold}.even .talk-card{background:#fafafa}"
    )
    side = widget(
        "Latest tweets",
        "<ul><li><b>@HighveldTimes</b> Power outage in Kloofspruit North, repairs under way <small>12 minutes ago</small></li>"
        "<li><b>@HighveldTimes</b> Pics: Water pipe burst floods Main Reef Rd <small>2 hours ago</small></li></ul>",
        "portal",
    ) + widget(
        "Petrol price", "<p>93 inland: R11.26/l &middot; Diesel: R10.53/l &middot; From 7 March</p>", "portal"
    )
    piece = Piece(
        "Prepaid water meters for Ext 4 residents",
        "Sipho Ndlovu",
        "2012-02-20T16:10:00+02:00",
        "20 February 2012 16:10",
        """
The Kloofspruit municipality will start installing prepaid water meters in Extension 4 next month, the mayoral committee member for infrastructure, Dineo Mokoena, said on Monday.

About 3,800 households will receive the meters by June. Each household will still get 6 kilolitres of free basic water a month, Mokoena said.

Residents of the suburbs will receive the meters in the second phase, planned for 2013. The municipality says unpaid water accounts now stand at R212 million.
""",
        section="News",
        tags=("Kloofspruit", "water", "municipality", "service delivery"),
        popular=(
            "Taxi strike: routes affected on Wednesday",
            "Prepaid water meters for Ext 4",
            "Bafana squad named for Namibia friendly",
            "Cable theft blamed for Metrorail delays",
        ),
        related=(
            "Residents march over water bills",
            "Municipality owed R212m",
            "Free basic water: what you get",
        ),
        count=f"{len(ns)} comments",
    )
    return case(
        "br-za-highveld-meters",
        "discussion",
        "za-highveld",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/2012/02/20/prepaid-water-meters-for-ext-4-residents/",
        reveal="on_load",
        container="div#talkback: h3 '9 Responses to ...', ol.talklist > li.talk.talk-depth-n > div.talk-card (cite.fn NAME, 'says:', date link, div.talk-text, Reply), replies in ul.kids inside the li, three levels",
        heading="9 Responses to “Prepaid water meters for Ext 4 residents”",
        description="A South African news portal of 2012 on prepaid water meters: 9 readers' comments as 'NAME says:' cards in nested lists (three levels), the reporter answering once marked '(Author)'; beside a tweets box and a petrol price box.",
        static=True,
    )


def us_sports_single() -> Case:
    ns = talk("""
Big Earl @ September 21, 2011 at 10:02 PM :: Grabbed Tyrell Minter off waivers on your say-so last year and he got me to the championship. Trusting you again with this Dupree kid. Don't let me down, Coach.
""")
    n = ns[0]
    after = (
        '<a name="comments"></a><div id="responses"><h3>One Response to &#8220;Week 3 Waiver Wire: Five Guys to Grab Before Sunday&#8221;</h3>'
        f'<p class="from">Reply from <b>{esc(n.who)}</b></p>{ptext(n.body)}<p class="stamp">{esc(n.at)}</p>'
        '<h3 class="leave">Leave a Reply</h3><form action="/respond" method="post"><p><textarea name="t" rows="5" cols="50"></textarea></p><p>Name <input type="text" name="n" /> <input type="submit" value="Post" /></p></form></div>'
    )
    style = "#responses{margin-top:16px;border-top:1px solid #ccc}#responses h3{font-size:15px}.from{margin:10px 0 2px;color:#3a5f0b}.stamp{font-size:11px;color:#999;margin:2px 0 14px}"
    side = (
        widget(
            "Week 3 Rankings (PPR)",
            "<ol><li>RB Marcus Pettway, MPU</li><li>WR Jalen Okafor, Osage St.</li><li>QB Trey Whitcomb, Prairie Tech</li><li>RB DeShawn Dupree, MPU</li><li>TE Cody Rasmussen, Osage St.</li></ol>",
            "blog",
        )
        + widget("Follow me", follow_box("4thandlongshot", "1,212"), "blog")
        + widget(
            "Tags",
            cloud(
                [
                    ("waiver wire", 5),
                    ("rankings", 4),
                    ("MPU", 3),
                    ("Osage State", 3),
                    ("sleepers", 2),
                    ("injuries", 2),
                    ("busts", 1),
                ]
            ),
            "blog",
        )
        + widget(
            "Football blogs",
            blogroll(
                [
                    ("Red Zone Rants", "Why I'm done with kickers", "2 hours ago"),
                    ("Plains Gridiron Digest", "Conference power rankings, week 3", "5 hours ago"),
                    ("The Waiver Hawk", "Bye week blues", "1 day ago"),
                ]
            ),
            "blog",
        )
    )
    piece = Piece(
        "Week 3 Waiver Wire: Five Guys to Grab Before Sunday",
        "Coach Rob",
        "2011-09-20T16:19:00-05:00",
        "Tuesday, September 20, 2011 at 4:19 PM",
        """
Two weeks in and already half of your league has panicked and dropped somebody they'll regret. Here are five players worth a claim before waivers clear on Wednesday night.

1. DeShawn Dupree, RB, Mid-Plains U. With Hollis out four to six weeks with the ankle, Dupree gets the carries. He had 19 touches after halftime last week.

2. Cody Rasmussen, TE, Osage State. Eleven targets in two games. Tight end is a wasteland, grab him.

3 through 5 are deeper plays: the Prairie Tech backup quarterback if you're in a two-QB league, and two receivers who are one injury away from starting.
""",
        tags=("waiver wire", "fantasy", "MPU", "Osage State"),
        popular=("My 2011 Preseason Top 100", "Bust alert: stay away from these guys", "Draft day diary"),
        count="1 comment",
    )
    return case(
        "br-us-sports-one",
        "discussion",
        "us-sports",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2011/09/week-3-waiver-wire-five-guys-to-grab.html",
        reveal="on_load",
        container="div#responses: h3 'One Response to ...', then bare paragraphs: p.from 'Reply from NAME', the text's p, p.stamp date; no element per comment",
        heading="One Response to “Week 3 Waiver Wire: Five Guys to Grab Before Sunday”",
        description="A US college-fantasy-football blog of 2011: a single reader's response as three bare paragraphs ('Reply from NAME', the text, the date) under a heading, followed by the reply form; beside a rankings list, a follow button, a tag cloud and a blogroll.",
        static=True,
    )


def us_tv_flood() -> Case:
    ns = talk("""
Darlene_in_Pryor @ April 17, 2013 7:12 PM :: We're on River Bend Rd and the water is already over the low spot by the Methodist church. Please tell people not to drive through it, we watched a pickup stall out in it an hour ago.
  KVRT News 6 @ April 17, 2013 7:40 PM [station] :: Thank you Darlene. We've passed this along to the county and added River Bend Road to the list of closed roads above. Stay safe.
Hank Ostrowski @ April 17, 2013 9:05 PM :: Sandbags are available at the Pryor volunteer fire station until 10 tonight, bring your own shovel. They're running low on sand so go early tomorrow if you can.
""")

    def item(i: int, n: Note, sub: str) -> str:
        badge = (
            ' <img src="/_avatar/kvrt-badge.svg" width="14" height="14" alt="" class="vc-badge" />'
            if n.tag("station")
            else ""
        )
        return (
            f'<div class="vc"><p class="vc-who"><b>{esc(n.who)}</b>{badge} wrote:</p>{ptext(n.body, "vc-txt")}'
            f'<p class="vc-time">Posted {esc(n.at)} &middot; <a href="/flag/{611 + i}">Flag as inappropriate</a></p>'
            + (f'<div class="vc-reply">{sub}</div>' if sub else "")
            + "</div>"
        )

    roads = (
        '<div class="closed-roads"><h3>Roads closed by high water (updated 8:30 PM)</h3><ul><li>County Road 12 at Miller Creek</li>'
        "<li>River Bend Road at the Methodist church</li><li>Old Ferry Road, Pryor</li><li>Highway 31 southbound shoulder, mile 44</li></ul></div>"
    )
    after = (
        '<a name="comments"></a><div class="vc-wrap"><h3>Viewer Comments</h3><p class="vc-rules">Comments are the opinions of viewers and not of KVRT. '
        'Be respectful. <a href="/terms">Terms of use</a></p>'
        + draw(ns, item, lambda s, _p: s)
        + '<p><a href="/login">Log in</a> to post a comment.</p></div>'
    )
    style = (
        ".closed-roads{background:#fff3e0;border:1px solid #ffb74d;padding:4px 10px;margin:10px 0}.closed-roads h3{margin:4px 0;font-size:14px}"
        ".vc-wrap{margin-top:16px;border-top:3px solid #0b4da2}.vc-rules{font-size:11px;color:#777}.vc{border-bottom:1px solid #ddd;padding:6px 0}.vc-who{margin:0;font-size:12px}.vc-txt{margin:3px 0}"
        ".vc-time{font-size:10px;color:#999;margin:0}.vc-reply{margin:6px 0 0 30px;border-left:3px solid #0b4da2;padding-left:8px}"
    )
    side = widget(
        "7-day forecast",
        "<ul><li>Thu: Rain, 52/41</li><li>Fri: Showers, 55/40</li><li>Sat: Partly cloudy, 61/43</li><li>Sun: Sunny, 66/45</li></ul>",
        "tv",
    )
    piece = Piece(
        "Flood warning: Clearwater River expected to crest at 21 feet Thursday",
        "By Jenna Whitaker, News 6 Reporter",
        "2013-04-17T18:20:00-05:00",
        "Apr 17, 2013 6:20 PM CDT",
        """
The National Weather Service has issued a flood warning for the Clearwater River at Pryor until Saturday morning.

The river was at 17.8 feet at 5 p.m. Wednesday and is expected to crest at about 21 feet Thursday afternoon. Flood stage is 18 feet.

At 21 feet, water covers River Bend Road and several low-lying fields south of Pryor. County emergency management is asking drivers to avoid flooded roads: turn around, don't drown.
""",
        tags=("flooding", "Clearwater River", "Pryor", "weather"),
        popular=(
            "Flood warning for Clearwater River",
            "Pryor man wins $250,000 scratch-off",
            "School bus crash: no injuries",
            "Gas prices climb 12 cents in a week",
        ),
        related=("Sandbag locations", "Where to report flooded roads", "Video: River Bend Road underwater"),
    )
    return case(
        "br-us-tv-flood",
        "discussion",
        "us-tv",
        piece,
        Bits(inside=roads, after=after, side=side, style=style),
        seeds(ns),
        path="/story/22011875/flood-warning-clearwater-river-crest-21-feet",
        reveal="on_load",
        container="div.vc-wrap: h3 'Viewer Comments', div.vc ('NAME wrote:', p.vc-txt, 'Posted DATE'), the station's answer in div.vc-reply inside its parent's div.vc",
        heading="Viewer Comments",
        description="A US local TV station's story of 2013 on a flood warning: 3 viewers' comments as 'NAME wrote:' blocks, the station answering once inside a reply block; beside a list of roads closed by high water inside the story, a 7-day forecast and a radar box.",
        static=True,
    )


def threads2_br() -> list[Case]:
    return [au_coastline(), ie_blog(), za_highveld(), us_sports_single(), us_tv_flood()]
