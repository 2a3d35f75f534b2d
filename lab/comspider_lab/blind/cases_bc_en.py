"""Blind set BC: seven English discussions, each the comment template of a different invented engine of 2004-2013
in its served HTML: a self-hosted blog engine printing each comment as loose paragraphs followed by a "Posted by"
line (Quillpress), a hosted blog service's "NAME said..." definition list with backlinks after it (Bloghive), a
newspaper system printing the newest first with "In reply to #n" references (Pressroom), a community news site's
nested subject-line comments with scores (Yardstick Slash), a wiki's discussion section signed inline and indented
by definition lists (KilnWiki), a photo-blog engine listing trackbacks among the comments in the same markup
(Shutterlog), and a magazine system's long numbered thread with one lone reply drawn as the next sibling (Mastwell).
Every class name, engine, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bc_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    slug,
    thread,
    tree,
)


def en_quillpress_slugs() -> Case:
    cs = thread("""
Dot Fairweather | June 12, 2006 08:14 AM | - | url | Beer traps worked for me for exactly one week. Then the hedgehog found them and I had a very happy, very confused hedgehog.
Martin | June 12, 2006 09:02 AM | - | - | Copper tape round the raised beds. Expensive the first year but it has lasted three seasons now.
Alder Grove Allotments | June 12, 2006 11:40 AM | - | url | We tried the grapefruit halves on plot 14 last summer. You get a lot of slugs under them in the morning, but then you have to decide what to do with a lot of slugs.
Peg | June 12, 2006 01:17 PM | - | - | Go out with a torch at ten at night. It's grim but it's the only thing that's ever made a difference to my lettuces. // My neighbours think I'm looking for a lost cat.
Huw Bevan | June 12, 2006 07:55 PM | - | url | Ducks. I'm not joking. Two call ducks, and the slug problem was gone by August. The lettuce problem started, mind you.
Martin | June 13, 2006 07:30 AM | - | - | Huw, did you have to fence them in? I have a fox that visits.
Jo Lintern | June 13, 2006 03:48 PM | - | - | Sacrificial row of marigolds at the edge. They eat those first and mostly leave the beans alone.
Dot Fairweather | June 14, 2006 10:05 AM | - | url | Update: bought the copper tape on Martin's say-so. Will report back.
Kenny Marsh | June 15, 2006 06:21 PM | - | - | The wool pellets from the garden centre did nothing here except go mouldy in the rain.
""")
    body = ""
    for i, c in enumerate(cs):
        who = (
            f'<a href="http://{slug(c.name)}.example/" rel="external nofollow">{esc(c.name)}</a>'
            if c.has("url")
            else esc(c.name)
        )
        body += (
            f'<a name="c{1042 + i}"></a>\n{paras(c.text)}\n'
            f'<p class="qp-posted">Posted by {who} | <a href="#c{1042 + i}">{esc(c.when)}</a></p>\n'
        )
    block = (
        '<div class="qp-comments" id="comments"><h3 class="qp-head">9 Comments &raquo;</h3>\n'
        + body
        + '<h3 class="qp-head" id="respond">Post a comment</h3><form method="post" action="/cgi-bin/qp-comments.cgi">'
        '<p>Name:<br /><input name="author" size="30" /></p><p>Email Address:<br /><input name="email" size="30" /></p>'
        '<p>URL:<br /><input name="url" size="30" /></p><p>Comments:<br /><textarea name="text" rows="8" cols="40"></textarea></p>'
        '<p><input type="checkbox" name="bakecookie" /> Remember personal info?</p>'
        '<p><input type="submit" name="preview" value="Preview" /> <input type="submit" name="post" value="Post" /></p></form></div>'
    )
    st = Story(
        "The great slug offensive of 2006",
        "Posted by Rowan",
        "2006-06-11T21:40:00+01:00",
        "Sunday, June 11, 2006",
        """
Three rows of lettuce, gone in two nights. Not nibbled, gone. The only evidence was the silver trails across the path and one fat culprit asleep under the water butt, looking pleased with himself.

I have been gardening on this plot for six years and every June it is the same story. This year I am going to try everything at once and write down what happens, so that next June I have something better than swearing to fall back on.

So far: a ring of crushed eggshells (useless, they walked straight over), a saucer of beer (promising), and a plank laid on the path that I turn over every morning. What works for you? I will take any advice that does not involve pellets.
""",
        section="The Plot",
        related=("Broad beans, finally", "The shed roof, part three", "Rhubarb and the vicar"),
        tags=("slugs", "lettuce", "pests"),
        months=("June 2006", "May 2006", "April 2006", "March 2006"),
        links=("Muddy Knees", "The Half-Acre", "Compost Corner"),
    )
    return make(
        "bc-en-quillpress-loose-paras",
        "discussion",
        "en-marrow",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2006/06/the-great-slug-offensive.html",
        container="div.qp-comments#comments: h3 '9 Comments »', then per comment only siblings: a[name=c1042], the text's <p>s, p.qp-posted 'Posted by NAME | June 12, 2006 08:14 AM'; a 'Post a comment' form",
        heading="9 Comments »",
        description="A self-hosted blog engine of 2006 ('Quillpress'): 9 flat readers' comments; awkward trait: no element of its own per comment, each is an anchor, its paragraphs and a 'Posted by NAME | time' line after the text, all siblings in one div.",
    )


def en_bloghive_said() -> Case:
    cs = thread("""
Nell | March 4, 2008 11:02 PM | - | - | The Mill Lane underpass floods every time, I've stopped trying. Go round by the bakery, it adds four minutes and you keep your socks dry.
Anonymous | March 5, 2008 12:40 AM | - | anon | do you have a route that avoids the ring road altogether? the lorries at 3am terrify me
Tobias Wren | March 5, 2008 07:15 AM | - | - | Great map. The climb after the gasworks is steeper than it looks on paper, people should know that before they try it on a fixed gear.
Ama Osei | March 5, 2008 08:30 AM | - | - | Anonymous, if you follow the canal towpath to the lock and cut up at the pub you miss the whole ring road. It's unlit though, so bring a proper front light.
Lamplit | March 5, 2008 09:12 AM | - | own | Thanks all. Nell, I've added the bakery detour to the map. Tobias, fair point, I'll put a warning on that stretch.
Gav | March 5, 2008 05:47 PM | - | - | I ride the hospital loop at half five every morning and I have never seen another bike. Nice to know there are others out there.
Priya | March 6, 2008 10:20 AM | - | - | Is the towpath allowed for bikes? I thought there were signs saying no.
Ama Osei | March 6, 2008 12:03 PM | - | - | Priya, the signs came down when they resurfaced it last autumn. Shared use now, just ring your bell at the lock.
Bernard Quill | March 7, 2008 02:31 PM | - | - | Twenty years of night shifts at the sorting office, all by bike. Best bit of the job, honestly. The city is a different place at four in the morning.
Anonymous | March 8, 2008 09:55 PM | - | anon | the pothole at the bottom of Crane Street has eaten two of my wheels this winter, mark it on the map please
Lamplit | March 9, 2008 08:08 AM | - | own | Done. It's the big red dot now. I've also reported it to the council, for what that's worth.
Fen | March 11, 2008 06:40 PM | - | - | Printed this out and stuck it on the staff room wall. Three of the porters have asked me about it already.
""")
    items = ""
    for i, c in enumerate(cs):
        own = ' class="bh-own"' if c.has("own") else ""
        who = (
            esc(c.name)
            if c.has("anon")
            else f'<a href="/profile/{2210 + i}" rel="nofollow"{own}>{esc(c.name)}</a>'
        )

        items += (
            f'<dt class="bh-author" id="c{7731000 + i}"><a name="c{7731000 + i}"></a>{who} said...</dt>'
            f'<dd class="bh-body">{paras(c.text)}</dd>'
            f'<dd class="bh-footer"><span class="bh-stamp"><a href="#c{7731000 + i}" title="comment permalink">{esc(c.when)}</a></span> '
            '<span class="bh-control"><a href="/delete-comment" title="Delete Comment">&#10006;</a></span></dd>'
        )
    backlinks = (
        '<div id="bh-backlinks"><h4>Links to this post:</h4><dl id="bh-backlinks-block">'
        '<dt class="bh-bl-title"><a href="http://wheelwrights-log.example/2008/03/night-riding.html" rel="nofollow">Night riding, and why I started</a></dt>'
        '<dd class="bh-bl-excerpt">[...] somebody has finally drawn the map I have been carrying in my head for years, with every flooded underpass on it [...]</dd>'
        '<dd class="bh-bl-footer">posted by Wheelwright\'s Log @ 3/6/2008 10:11 PM</dd>'
        '<dt class="bh-bl-title"><a href="http://sprockets-and-soup.example/night-maps" rel="nofollow">Friday links: night maps</a></dt>'
        '<dd class="bh-bl-excerpt">[...] this week, a night-shift cyclist\'s map of the quiet routes, a lamp review and a very good soup [...]</dd>'
        '<dd class="bh-bl-footer">posted by Sprockets and Soup @ 3/7/2008 09:30 AM</dd>'
        '</dl><p><a href="/post-edit.g?blogID=41&amp;postID=88#link">Create a Link</a></p></div>'
    )
    block = (
        f'<div id="comments"><h4>{len(cs)} comments:</h4><dl id="bh-comments-block">{items}</dl>'
        '<p class="bh-post-comment"><a href="/comment.g?blogID=41&amp;postID=88">Post a Comment</a></p>'
        '<p class="bh-post-feed">Subscribe to: <a href="/feeds/88/comments/default">Post Comments (Atom)</a></p>'
        f"{backlinks}</div>"
    )
    st = Story(
        "A map of the quiet roads, for people who ride at 3am",
        "Posted by Lamplit at 10:45 PM",
        "2008-03-04T22:45:00+00:00",
        "TUESDAY, MARCH 4, 2008",
        """
After four years of cycling to night shifts at the hospital I have finally drawn the map I wish someone had given me on my first week: the routes that are quiet and lit between midnight and six, the underpasses that flood, the bins that appear on Thursdays and block the cycle lane.

The map is below as a picture, and there is a printable version on the Maps page. Red is bad, green is good, orange means it depends on the weather or on whether the bakery is taking a delivery.

If you ride at night in this city, please tell me what I have missed. I only know my own routes well.
""",
        section="Maps",
        related=(
            "New dynamo, first impressions",
            "Puncture at the roundabout",
            "Why I stopped using the ring road",
        ),
        tags=("maps", "night shifts", "routes"),
        months=("March 2008", "February 2008", "January 2008", "December 2007"),
        links=("Wheelwright's Log", "Sprockets and Soup", "The Long Way Round"),
    )
    return make(
        "bc-en-bloghive-said-dl",
        "discussion",
        "en-lamplit",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2008/03/map-of-quiet-roads.html",
        container="div#comments: h4 '12 comments:', dl#bh-comments-block of dt.bh-author 'NAME said...', dd.bh-body, dd.bh-footer (time link, delete icon); after it 'Links to this post:' in the same dt/dd/dd shape (two backlinks, not comments)",
        heading="12 comments:",
        description="A hosted blog service of 2008 ('Bloghive'): 12 flat readers' comments, two 'Anonymous', the blogger's own answers among them; awkward trait: each comment a dt 'NAME said...' and two dd's, with a 'Links to this post' list of backlinks after it in the same three-part shape.",
    )


def en_pressroom_newest() -> Case:
    cs = _town_thread("""
Graham Tulley | Carrow Vale | 14/09/2011 07:12 | - | - | Forty years that bridge has stood and now they tell us it needs closing for eight months. Somebody should have been checking it a long time ago.
Sandra Ellery | Brindlecombe | 14/09/2011 07:40 | - | - | The diversion through Brindlecombe means every lorry in the county will come past the primary school. Has anyone thought about that?
Mike P | Carrow Vale | 14/09/2011 08:05 | 0 | - | They were checking it, Graham, that's why they found the cracks. Better now than after it falls in the river.
Old Ferryman | - | 14/09/2011 08:31 | - | - | Bring back the ferry. I'm only half joking. It ran until 1968 and the slipway is still there.
Lucy Harwood | Low Carrow | 14/09/2011 09:15 | 1 | - | Sandra, the article says there will be a 20mph limit and marshals at the school at drop-off and pick-up. Whether that happens is another matter.
Dev Anand | Carrow Vale | 14/09/2011 10:02 | - | - | I run the shop on Bridge Street. Eight months of no passing trade will finish us. Is there any help for businesses on that side?
Graham Tulley | Carrow Vale | 14/09/2011 10:40 | 2 | - | Fair enough, Mike. I just wish they'd told us a year ago instead of a fortnight before.
Carol Benning | Westmere | 14/09/2011 11:26 | - | - | Will the footbridge stay open? Half our village walks over to the surgery.
Herald newsdesk | - | 14/09/2011 12:10 | 7 | - | Carol, the county council has confirmed to us that the footbridge stays open throughout, except for two weekends in November. We will publish the dates when we have them.
Tom Stack | Brindlecombe | 14/09/2011 12:48 | - | - | A park and ride from the rugby club would take half the traffic off the diversion. There's a car park sitting empty all week.
Old Ferryman | - | 14/09/2011 13:30 | 3 | - | Glad somebody likes the idea. I still have the bell.
Jenny Orme | Low Carrow | 14/09/2011 15:05 | 5 | - | Dev, the Chamber of Trade is holding a meeting about exactly that on Thursday at the library. Worth going.
Rob Kettle | - | 14/09/2011 16:44 | - | - | Eight months means twelve. It always does.
Sandra Ellery | Brindlecombe | 14/09/2011 18:20 | 4 | - | Thanks Lucy. I'll believe the marshals when I see them.
Dev Anand | Carrow Vale | 14/09/2011 19:02 | 11 | - | Thank you Jenny, I'll be there.
Ann Loveday | Westmere | 15/09/2011 08:15 | - | - | My husband's bus to work takes the bridge. Will the number 7 be diverted or just cancelled? Nobody at the depot seems to know.
""")
    # Pressroom prints the newest first; the truth keeps the comments oldest first (parents before their replies).
    num = {i: i + 1 for i in range(len(cs))}
    rows_html = ""
    for i in reversed(range(len(cs))):
        c = cs[i]
        town = c.get("town")
        ref = ""
        if c.seed.parent is not None:
            p = c.seed.parent
            ref = f'<div class="pr-inreply">In reply to <a href="#pr{num[p]}">#{num[p]}</a> ({esc(cs[p].name)})</div>'
        rows_html += (
            f'<div class="pr-item" id="pr{num[i]}"><div class="pr-meta"><span class="pr-no">#{num[i]}</span> '
            f'<span class="pr-name">{esc(c.name)}</span>'
            + (f'<span class="pr-town">, {esc(town)}</span>' if town else "")
            + f' <span class="pr-date">posted {esc(c.when)}</span></div>{ref}<div class="pr-text">{paras(c.text)}</div>'
            '<div class="pr-acts"><a href="/report">Report this comment</a> · <a href="#pr-form">Respond</a></div></div>'
        )
    block = (
        '<div class="pr-comments"><h3>Readers\' comments (16)</h3><p class="pr-note">Comments are shown newest first. '
        "Views expressed are those of the readers and not of the Herald.</p>"
        + rows_html
        + '<div id="pr-form"><h4>Have your say</h4><p>You must be <a href="/login">logged in</a> to comment.</p></div></div>'
    )
    st = Story(
        "Carrow Bridge to close for eight months from October",
        "By Helen Marr, Chief Reporter",
        "2011-09-13T18:00:00+01:00",
        "Tuesday 13 September 2011",
        """
Carrow Bridge will close to all vehicles from October 3 for up to eight months while engineers replace two of its three spans, the county council has announced.

An inspection in the spring found cracking in the steel beneath the deck. The council says the bridge is safe to use for now but that repairs cannot wait until next year.

Traffic will be diverted through Brindlecombe, adding about four miles to journeys between the two halves of the town. The footbridge alongside will remain open.
""",
        lead="Drivers face a four-mile diversion through Brindlecombe while two spans are replaced.",
        section="Local",
        related=(
            "Harvest fair crowds break record",
            "Post office to move into the library",
            "Vale Rovers sign keeper",
        ),
        tags=("Carrow Bridge", "roads", "county council"),
    )
    for i, c in enumerate(cs):
        assert c.seed.parent is None or c.seed.parent < i
    return make(
        "bc-en-pressroom-newest-first",
        "discussion",
        "en-herald",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/local/carrow-bridge-to-close-for-eight-months",
        container="div.pr-comments: h3 'Readers' comments (16)', flat div.pr-item newest first (span.pr-no '#16', span.pr-name, span.pr-town ', Town', 'posted 14/09/2011 07:12'), div.pr-inreply 'In reply to #3 (NAME)' on eight, div.pr-text",
        heading="Readers' comments (16)",
        description="A newspaper system of 2011 ('Pressroom'): 16 readers' comments with towns, the newsdesk answering one; awkward trait: printed newest first and flat, each answer naming its parent only by an 'In reply to #n (NAME)' line pointing further down the page.",
    )


def _town_thread(block: str) -> list[C]:
    """Like ``thread`` but with a town field after the name (stored as the mark ``town=``)."""
    out = []
    for line in block.strip().splitlines():
        name, town, rest = line.split("|", 2)
        marks = rest.split("|", 3)
        new_marks = (f"town={town.strip()}" if town.strip() != "-" else "") + (
            "," + marks[2].strip() if marks[2].strip() != "-" else ""
        )
        marks[2] = " " + (new_marks.strip(",") or "-") + " "
        out.append(f"{name}|{'|'.join(marks)}")
    return thread("\n".join(out))


def _subject_thread(block: str) -> list[C]:
    """Lines "name | when | parent | subject | score | karma or - | text" (the subject, score and karma kept as marks)."""
    out = []
    for name, when, parent, subj, score, karma, text in rows(block, 7):
        base = thread(f"{name} | {when} | {parent} | - | {text}")[0]
        out.append(C(base.seed, (f"s={subj}", f"sc={score}", f"k={karma}")))
    return out


def en_yardstick_subjects() -> Case:
    cs = _subject_thread("""
kettlewire | Tuesday March 09, 2010 @02:14PM | - | Finally | 4, Insightful | (88120) | A soldering iron that tells you its actual tip temperature instead of a number on a dial. Twenty years I have waited for this.
An Unnamed Tinkerer | Tuesday March 09, 2010 @02:19PM | - | Open firmware? | 2 | - | Is the firmware open? If not, I'll wait for someone to take one apart.
partsbin | Tuesday March 09, 2010 @02:31PM | 1 | Re:Open firmware? | 5, Informative | (40211) | Read the second link. The schematics and the firmware are both published under a permissive licence, and the controller is a common part you can buy for a couple of dollars.
An Unnamed Tinkerer | Tuesday March 09, 2010 @02:40PM | 2 | Re:Open firmware? | 1 | - | Then I take it back. Ordered one.
Marguerite Oyelaran | Tuesday March 09, 2010 @02:44PM | - | The tips are the real cost | 3, Interesting | (102934) | Fine iron, but look at the price of the replacement tips. That is where they make their money, same as printer ink.
bodgeit | Tuesday March 09, 2010 @02:58PM | 4 | Re:The tips are the real cost | 2 | (77301) | The tips are a standard shape. The third-party ones fit, I checked with calipers on mine this morning.
Marguerite Oyelaran | Tuesday March 09, 2010 @03:10PM | 5 | Re:The tips are the real cost | 2 | (102934) | Good to know, thanks. That changes my sums quite a bit.
lowvolt | Tuesday March 09, 2010 @03:12PM | - | USB power? | 2 | (120455) | Can it run off a laptop power brick? I do a lot of repairs away from the bench.
kettlewire | Tuesday March 09, 2010 @03:25PM | 7 | Re:USB power? | 3, Informative | (88120) | Any 12 to 24 volt supply. At 12 volts it takes about twenty seconds to heat instead of ten.
Dr. Flux | Tuesday March 09, 2010 @03:33PM | - | In my day | 1, Funny | (9917) | In my day we heated the iron on the gas ring and judged the temperature by the smell of the rosin. And we liked it.
partsbin | Tuesday March 09, 2010 @03:41PM | 9 | Re:In my day | 2, Funny | (40211) | You had a gas ring? Luxury.
tessellate | Tuesday March 09, 2010 @04:02PM | - | Sleep mode | 3, Interesting | (131870) | The best feature is the motion sensor in the handle. Put it down and it drops to 150 degrees after a minute. My old iron burned through a tip a month because I forget to switch it off.
bodgeit | Tuesday March 09, 2010 @04:15PM | 11 | Re:Sleep mode | 2 | (77301) | Same here. I have a scorch mark on the bench in the shape of a question about my life choices.
An Unnamed Tinkerer | Tuesday March 09, 2010 @04:30PM | - | Grounding | 2 | - | Is the tip grounded? Some of the cheap ones float and kill sensitive parts.
lowvolt | Tuesday March 09, 2010 @04:47PM | 13 | Re:Grounding | 3, Informative | (120455) | There is a grounding screw on the back of the handle. You have to connect it yourself if your supply does not have an earth.
Henrik Solvang | Tuesday March 09, 2010 @05:20PM | - | Review unit | 2 | (66002) | I have had one for a month. The display is hard to read in daylight but otherwise it is the best iron I have owned.
tessellate | Tuesday March 09, 2010 @05:36PM | 15 | Re:Review unit | 1 | (131870) | Do you find the handle gets warm on long jobs?
Henrik Solvang | Tuesday March 09, 2010 @05:51PM | 16 | Re:Review unit | 2 | (66002) | A little after an hour of continuous work. Less than my old station's handle did.
""")

    def item(i: int, c: C, sub: str) -> str:
        s, sc, k = c.get("s"), c.get("sc"), c.get("k")
        return (
            f'<li id="tree_{31412 + i}" class="comment"><div class="ys-c" id="comment_{31412 + i}">'
            f'<div class="ys-title"><h4><a name="{31412 + i}">{esc(s)}</a></h4> <span class="ys-score">(Score:{esc(sc)})</span></div>'
            f'<div class="ys-details">by <a href="/~{slug(c.name)}">{esc(c.name)}</a>'
            + (f" {esc(k)}" if k and k != "-" else "")
            + f' on {esc(c.when)} (<a href="#{31412 + i}">#{31412 + i}</a>)</div>'
            f'<div class="ys-body">{paras(c.text)}</div>'
            '<div class="ys-links">[ <a href="/reply">Reply to This</a>'
            + (' | <a href="#parent">Parent</a>' if c.seed.parent is not None else "")
            + " ]</div></div>"
            f"{sub}</li>"
        )

    block = (
        '<div id="ys-comments"><div class="ys-bar"><b>18 comments</b> | Threshold: <select name="threshold">'
        '<option>-1</option><option selected="selected">1</option><option>3</option></select> '
        '<select name="mode"><option selected="selected">Nested</option><option>Flat</option></select> '
        '<select name="order"><option selected="selected">Oldest First</option><option>Newest First</option></select>'
        ' <a href="/login">Log in</a> / <a href="/create">Create an account</a></div>'
        '<p class="ys-disclaimer">The following comments are owned by whoever posted them. We are not responsible for them in any way.</p>'
        '<ul id="ys-commentlisting">'
        + tree(cs, item, lambda s: f'<ul class="ys-replies">{s}</ul>')
        + '</ul><p class="ys-foot"><a href="/reply">Reply</a> · <a href="#top">Top</a> · 18 comments</p></div>'
    )
    st = Story(
        "Open Soldering Station Reads Its Real Tip Temperature",
        "Posted by gantry",
        "2010-03-09T13:50:00-05:00",
        "on Tuesday March 09, 2010 @01:50PM",
        """
An anonymous reader writes "A small hardware group has released a soldering station whose controller measures the actual temperature at the tip through a thermocouple in the cartridge, rather than estimating it from the heater. The design files and firmware are published, and the first batch sold out in two days."

The station heats from cold to 300 degrees in about ten seconds on a 24 volt supply and drops into a sleep mode when a motion sensor in the handle says it has been put down.

The group says a second batch will ship in May, and that it is talking to two distributors about replacement tips.
""",
        section="Hardware",
        related=(
            "Hobbyist Builds Tube Amp From Salvaged TV",
            "Ask the Yard: Best Bench Multimeter?",
            "Firmware Update Bricks Routers",
        ),
        tags=("hardware", "soldering", "open hardware"),
    )
    return make(
        "bc-en-yardstick-subjects",
        "discussion",
        "en-tinker",
        st,
        Parts(after=block),
        seeds(cs),
        path="/articles/10/03/09/1850217.shtml",
        container="div#ys-comments: a threshold/mode bar, ul#ys-commentlisting > li.comment > div.ys-c (div.ys-title h4 subject 'Re:…' + '(Score:3, Insightful)', div.ys-details 'by NAME (88120) on … (#31412)', div.ys-body, div.ys-links); replies in ul.ys-replies, three levels",
        heading=None,
        description="A community news site of 2010 ('Yardstick Slash'): 18 readers' comments nested three levels, three by the unregistered 'An Unnamed Tinkerer'; awkward trait: every comment opens with a subject line of its own ('Re:Open firmware?') and a score, the author only in a 'by NAME (id) on …' line under it; no heading but a bar of selects.",
    )


def en_kilnwiki_signed() -> Case:
    cs = thread("""
Slipcast | 14:02, 3 May 2009 (UTC) | - | t=0 | The section on wood ash says to sieve through an 80 mesh, but most of the people I know use 60 and then ball-mill. Is 80 a typo or is there a reason?
Amberglaze | 16:40, 3 May 2009 (UTC) | 0 | t=0 | Not a typo, it was copied from the original recipe card, which used 80. But you're right that 60 is more common. I'll add both.
Slipcast | 18:11, 3 May 2009 (UTC) | 1 | t=0 | Thanks. Could you also say which ash? Oak and apple behave very differently in my kiln.
Old Tom Kiln | 09:25, 4 May 2009 (UTC) | 2 | t=0 | Agreed, and grass ash is different again, much more silica. Perhaps a small table would help.
Amberglaze | 21:03, 4 May 2009 (UTC) | 3 | t=0 | Table added, with oak, apple, mixed hardwood and grass. Corrections welcome.
Reduction Rita | 11:48, 6 May 2009 (UTC) | - | t=1 | The photo in the Firing section shows an electric kiln, but the text is about reduction, which you can't really do in an electric. Could someone swap it for a gas or wood kiln picture?
Pugmill | 13:30, 6 May 2009 (UTC) | 5 | t=1 | I have a picture of our club's gas kiln mid-firing that I took myself. I can upload it under a free licence this weekend.
Reduction Rita | 15:02, 6 May 2009 (UTC) | 6 | t=1 | That would be perfect, thank you.
Old Tom Kiln | 08:10, 7 May 2009 (UTC) | 5 | t=1 | Strictly you can do a little reduction in an electric with a bit of organic matter, but it eats the elements. Worth a sentence in the article rather than a picture, I think.
Pugmill | 19:44, 9 May 2009 (UTC) | 6 | t=1 | Uploaded and swapped in. The old photo is now in the Electric kilns article where it belongs.
""")
    topics = ["Sieve size for the ash", "Photo in the Firing section"]

    def para(i: int, c: C) -> str:
        u = slug(c.name)
        return (
            f'<p>{esc(c.text)} — <a href="/wiki/User:{u}" title="User:{esc(c.name)}">{esc(c.name)}</a> '
            f'(<a href="/wiki/User_talk:{u}">talk</a>) {esc(c.when)}</p>'
        )

    def item(i: int, c: C, sub: str) -> str:
        return f"<dd>{para(i, c)}{sub}</dd>"

    def topic_html(t: int) -> str:
        out = f'<h3><span class="mw-headline" id="t{t}">{esc(topics[t])}</span> <span class="wk-edit">[<a href="?action=edit&amp;section={t + 2}">edit</a>]</span></h3>'
        for i, c in enumerate(cs):
            if c.seed.parent is None and c.get("t") == str(t):
                sub = tree(cs, item, lambda s: f"<dl>{s}</dl>", i)
                out += para(i, c) + (f"<dl>{sub}</dl>" if sub else "")
        return out

    block = (
        '<div id="wk-talk" class="wk-talk"><h2><span class="mw-headline" id="Discussion">Discussion</span> '
        '<span class="wk-edit">[<a href="?action=edit&amp;section=1">edit</a>]</span></h2>'
        '<p class="wk-hint"><i>Sign your posts with four tildes. New topics go at the bottom.</i></p>'
        + topic_html(0)
        + topic_html(1)
        + "</div>"
    )
    st = Story(
        "Ash glaze",
        "This page was last modified on 2 May 2009",
        "2009-05-02T10:00:00+00:00",
        "2 May 2009",
        """
An ash glaze is a ceramic glaze made mainly from the ash of wood or plants. The ash supplies calcium, potassium and a little phosphorus, which act as fluxes, and is usually mixed with clay and feldspar to give a glaze that melts at stoneware temperatures.

Preparation. The ash is soaked in water, the floating charcoal skimmed off, and the remaining slurry sieved. Many potters wash the ash several times to remove soluble salts, which can irritate the skin.

Firing. Ash glazes are usually fired to between 1260 and 1300 degrees in a reducing atmosphere, where they run and pool in recesses and give the greens and ambers they are known for.
""",
        section="Glazes",
        related=("Celadon", "Shino", "Tenmoku", "Salt glaze"),
        tags=("glazes", "ash", "stoneware"),
    )
    return make(
        "bc-en-kilnwiki-signed-dl",
        "discussion",
        "en-kilnwiki",
        st,
        Parts(after=block),
        seeds(cs),
        path="/wiki/Ash_glaze",
        container="div#wk-talk: h2 'Discussion', two h3 topics; each comment a <p> ending in its signature '— NAME (talk) 14:02, 3 May 2009 (UTC)', replies indented by nested <dl><dd>, up to four steps deep",
        heading="Discussion",
        description="A wiki-like potters' site of 2009 ('KilnWiki'): 10 comments in a discussion section under the article, in two topics, replies indented up to four steps; awkward trait: no element per comment but a paragraph, the author only in a signature at the end of it, the thread drawn by definition-list indentation.",
    )


def en_shutterlog_trackbacks() -> Case:
    cs = thread("""
Wren Kiely | 05.12.05 07:44 | - | - | The light on the groyne in the second one. I could look at that all day.
Mags | 05.12.05 09:10 | - | - | Was that the morning of the big frost? We had ice on the inside of the windows up the hill.
Paulo Brandt | 05.12.05 12:31 | - | - | I walk my dog on that beach most mornings and have never once seen it look like this. I must be getting up at the wrong time.
Jude Ashby | 06.12.05 08:02 | - | - | Would you ever sell a print of the last one? It would go on our stairs.
Mags | 06.12.05 17:45 | - | - | Ha, Paulo, you need to be there about twenty minutes before sunrise. Any later and the colour has gone.
Corin | 07.12.05 10:20 | - | - | What camera are you using now? The shadows look much cleaner than last winter.
Nan Petrie | 09.12.05 19:05 | - | - | My father used to fish off that groyne in the fifties. Thank you for this.
""")
    tbs = [
        (
            2,
            "Coastlines, etc.",
            "[...] one of the best small photoblogs going, a single beach every morning, and this week's frost set is [...]",
            "05.12.05 22:15",
        ),
        (
            5,
            "A Grey Day in the Darkroom",
            "[...] made me dig out my own frost pictures from two winters ago, which are nowhere near as good [...]",
            "07.12.05 08:50",
        ),
    ]
    lis = []
    for i, c in enumerate(cs):
        lis.append(
            (
                i,
                (
                    f'<li class="sl-item" id="sl-c{301 + i}"><div class="sl-text">{paras(c.text)}</div>'
                    f'<cite>— <a href="/people/{slug(c.name)}">{esc(c.name)}</a>, <a href="#sl-c{301 + i}">{esc(c.when)}</a></cite></li>'
                ),
            )
        )
    out = []
    for i, html in lis:
        out.append(html)
        for after, blog, excerpt, when in tbs:
            if after == i:
                out.append(
                    f'<li class="sl-item sl-trackback"><div class="sl-text"><p>{esc(excerpt)}</p></div>'
                    f'<cite>— <a href="http://{slug(blog)}.example/">{esc(blog)}</a>, {esc(when)} <small>(trackback)</small></cite></li>'
                )
    block = (
        '<div class="sl-comments"><h3>Comments &amp; trackbacks (9)</h3><ol class="sl-list">'
        + "".join(out)
        + '</ol><p class="sl-tburl">Trackback URL for this photo: <code>http://seaglass-diary.example/tb/1205</code></p>'
        '<form class="sl-form" method="post" action="/comment"><p><input name="n" /> Name</p><p><input name="u" /> Web</p>'
        '<p><textarea name="t" rows="4" cols="40"></textarea></p><p><input type="submit" value="Say it" /></p></form></div>'
    )
    st = Story(
        "Frost on the groyne, five mornings",
        "Photographed by Ailsa",
        "2005-12-04T20:00:00+00:00",
        "04.12.05",
        """
Five mornings of hard frost this week, the first since I started this diary. The sand at the tide line froze into little ridges that crunched underfoot, and the groyne posts had white on one side only, the side facing the land.

The last picture was taken at 7.52 on Friday, eight minutes before sunrise, with the tide about halfway out. I had to warm the camera inside my coat between shots.

Prints of any of these are available in the usual way, see the Prints page.
""",
        section="Mornings",
        related=("Fog, and a heron", "The storm of 21 November", "Low tide at the old pier"),
        tags=("frost", "groyne", "sunrise"),
        months=("December 2005", "November 2005", "October 2005"),
        links=("Coastlines, etc.", "A Grey Day in the Darkroom", "Tideline"),
    )
    return make(
        "bc-en-shutterlog-trackbacks",
        "discussion",
        "en-seaglass",
        st,
        Parts(after=block),
        seeds(cs),
        path="/photos/1205-frost-on-the-groyne",
        container="div.sl-comments: h3 'Comments & trackbacks (9)', ol.sl-list > li.sl-item (div.sl-text, cite '— NAME, 05.12.05 07:44'); two li.sl-item.sl-trackback in the same markup among them (not comments); a form",
        heading="Comments & trackbacks (9)",
        description="A photo-blog engine of 2005 ('Shutterlog'): 7 flat readers' comments, the name and time in a cite after the text; awkward trait: two trackbacks (other blogs' excerpts) listed among the comments in exactly the same li markup, told apart only by a class and '(trackback)'.",
    )


def en_mastwell_lone_reply() -> Case:
    cs = thread("""
Philippa Marchbank | 14 May 2012 at 08:02 | - | r=12 | The best thing you've published this year. I grew up two streets from the tannery and nobody ever talked about what happened to the men who worked there.
J. Okonkwo | 14 May 2012 at 08:19 | - | r=3 | A long piece that earns its length. I read it on the train and missed my stop.
Derwent | 14 May 2012 at 08:40 | - | r=7 | I would have liked more on the union side. The piece relies heavily on the owners' letters, which were always going to be self-serving.
Harriet Vance | 14 May 2012 at 08:55 | - | r=2 | Small correction: the river was culverted in 1962, not 1958. I have the council minutes somewhere.
Stephen Aird | 14 May 2012 at 09:20 | 3 | r=9 | Harriet, 1958 was when the work was approved and 1962 when it finished, so both dates turn up in the sources. The piece could have said so.
Ludmila K. | 14 May 2012 at 09:31 | - | r=4 | My grandmother scraped hides there for eleven years. She never complained about the work, only the smell, which she said never left her hands.
Frank Oddie | 14 May 2012 at 09:47 | - | r=1 | Nostalgia for an industry that poisoned the river for a century. I'll pass.
Maeve | 14 May 2012 at 10:05 | - | r=6 | Frank, I don't think the piece is nostalgic at all. It's quite clear about the river.
Tomasz Wilk | 14 May 2012 at 10:22 | - | r=2 | The photographs are extraordinary. Are they from the town museum?
Anna-Lise Berg | 14 May 2012 at 10:48 | - | r=5 | This reminded me of the dye works in my own town, which closed the same decade. Every one of these places has a story like this and hardly anyone has written them down.
Colin Ashdown | 14 May 2012 at 11:15 | - | r=0 | Too long. Could have been said in half the words.
Rhiannon Pugh | 14 May 2012 at 11:40 | - | r=8 | Colin, some things take the words they take.
Ewan Grierson | 14 May 2012 at 12:02 | - | r=3 | I'd love to know what happened to the tannery's ledgers. The piece mentions them once and then never again.
Beatrix Holm | 14 May 2012 at 12:30 | - | r=2 | The bit about the strike of 1921 and the soup kitchen in the chapel is new to me, and I thought I knew the town's history well.
Omar Haddad | 14 May 2012 at 13:05 | - | r=4 | Lovely writing. The paragraph about the last shift is going to stay with me.
Gwen Tilley | 14 May 2012 at 13:48 | - | r=1 | Is there going to be a follow-up? The ending felt like the start of something.
Dai Rowlands | 14 May 2012 at 14:20 | - | r=2 | I worked in the offices there as a lad in 1971. We were told the river ran three colours depending on the day of the week, and it was true.
Pen Hargreaves | 14 May 2012 at 15:02 | - | r=0 | Does anyone know if the chapel is still standing?
Lorna Cheyne | 14 May 2012 at 15:37 | - | r=3 | It's a carpet warehouse now, Pen. The windows are still there if you look up.
Ivo Marek | 14 May 2012 at 16:11 | - | r=1 | Good to see a magazine still doing this kind of work.
Sally Bright | 14 May 2012 at 17:25 | - | r=2 | Forwarded to my father, who will want to argue with every paragraph. That's a compliment.
Graeme Tod | 14 May 2012 at 18:40 | - | r=1 | The map would have helped. I couldn't follow where the drying sheds were.
Nadia Farouk | 14 May 2012 at 19:58 | - | r=2 | Reading this as someone who moved to the town in 2005, it explains a lot about the older residents' feelings about the river.
Kit Lomax | 14 May 2012 at 21:13 | - | r=0 | Hides, lime, bark, and a hundred years of hard work. Thank you for writing about the people and not just the buildings.
Brendan Coyle | 15 May 2012 at 07:50 | - | r=1 | I'd question the figure of 400 workers. The census of 1911 gives fewer than 300.
Yusuf Demir | 15 May 2012 at 09:12 | - | r=0 | Shared it with my local history group. We're planning a walk along the old mill race in June.
Clemency Hart | 15 May 2012 at 11:30 | - | r=1 | Beautifully done, though I wish it had spent longer on the women who worked in the finishing room.
Ross Mackie | 15 May 2012 at 14:05 | - | r=0 | The description of the smell on a summer evening is exactly right. I was there.
""")
    replies = [i for i, c in enumerate(cs) if c.seed.parent is not None]
    assert replies == [4] and cs[4].seed.parent == 3
    items = ""
    for i, c in enumerate(cs):
        reply = c.seed.parent is not None
        items += (
            f'<div class="mw-comment{" mw-reply" if reply else ""}" id="mwc-{5501 + i}"'
            + (' style="margin-left:40px"' if reply else "")
            + f'><div class="mw-num">{"↳" if reply else ""}Comment #{i + 1}</div>'
            f'<div class="mw-text">{paras(c.text)}</div><div class="mw-foot">Posted by <strong>{esc(c.name)}</strong> on {esc(c.when)}'
            f' | <a href="/recommend/{5501 + i}">Recommend ({c.get("r")})</a> | <a href="/report/{5501 + i}">Report</a></div></div>'
        )
    block = (
        '<div id="mw-comments"><h2>Comments</h2><p class="mw-count">Comments 1-28 of 28 · Sort by: <b>Oldest</b> | '
        '<a href="?sort=newest">Newest</a> | <a href="?sort=recommended">Most recommended</a></p>'
        + items
        + '<div class="mw-add"><h3>Add your comment</h3><p><a href="/signin">Sign in</a> or <a href="/register">register</a> to comment.</p></div></div>'
    )
    st = Story(
        "The river that ran three colours: a century at the Mill Race tannery",
        "By Isobel Garnett",
        "2012-05-13T09:00:00+01:00",
        "13 May 2012",
        """
For a hundred and twelve years the Mill Race tannery turned the hides of half the county into leather, and for most of those years the river below it ran brown, blue or a violent green depending on which vat had been emptied that morning.

The men who worked the lime pits rarely lived to draw a pension. The women in the finishing room earned a third of their wages and did the most skilled work in the building. When the tannery closed in 1974 the town threw a party, and then, within a decade, started to miss it.

This piece is built from the tannery's letter books, the union's minute books, and the memories of eleven people who worked there, the youngest now seventy-three.
""",
        lead="A long read on the town's last great industry, the people it employed and the river it poisoned.",
        section="Features",
        related=("The last lock-keeper", "Books of the month: May", "Why we still read the almanac"),
        tags=("history", "industry", "long read"),
    )
    return make(
        "bc-en-mastwell-lone-reply",
        "discussion",
        "en-ledger",
        st,
        Parts(after=block),
        seeds(cs),
        path="/features/2012/05/the-river-that-ran-three-colours",
        container="div#mw-comments: h2 'Comments', 'Comments 1-28 of 28' and sort links, flat div.mw-comment ('Comment #n', div.mw-text, div.mw-foot 'Posted by NAME on 14 May 2012 at 08:02 | Recommend (12) | Report'); the one reply a div.mw-comment.mw-reply sibling with an inline margin and '↳'",
        heading="Comments",
        description="A magazine system of 2012 ('Mastwell'): a long read's 28 readers' comments, numbered, the name and time in a footer after the text; awkward trait: a single reply in the whole thread, drawn not nested but as the next sibling of its parent with an inline left margin and an arrow.",
    )


def threads_en() -> list[Case]:
    return [
        en_quillpress_slugs(),
        en_bloghive_said(),
        en_pressroom_newest(),
        en_yardstick_subjects(),
        en_kilnwiki_signed(),
        en_shutterlog_trackbacks(),
        en_mastwell_lone_reply(),
    ]
