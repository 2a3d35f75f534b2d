"""Blind set N: more discussions: a UK paper's readers' comments signed after the text, a gossip blog's nested
thread with relative times, a political blog's comments as table rows, comments as runs of <p> with <strong> names, a
Drupal 6-like thread with subjects, a Joomla-like 'Comment by Name —' list, one comment on an ExpressionEngine-like
site."""

from __future__ import annotations

from comspider_lab.blind.cases_n_common import (
    PartsK,
    av,
    box,
    esc,
    make,
    ps,
    rail,
    rows,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: UK paper, newest first, signed after


def uk_signed() -> Case:
    c = thread(
        """
Margaret, Marlcombe | 03/03/2012 21:40 | - | The bus to Wealdbridge is the only way my mother gets to her hospital appointments. Cut it and she is stuck.
Pete Lanyon, Wealdbridge | 03/03/2012 20:12 | - | Half-empty buses running all day cost money. The council is right to look at it, even if nobody likes it.
Sue H, Stoke Abbas | 03/03/2012 19:55 | - | Come and sit on the 9.10 any weekday. It's full of pensioners and schoolchildren.
Disgruntled of Chideock | 03/03/2012 18:31 | - | They found £2 million for the new roundabout though, didn't they.
Anne-Marie Gould, Bradpole | 03/03/2012 17:47 | - | Has anyone asked the community transport scheme whether they could take over the evening runs?
GeoffW | 03/03/2012 16:58 | - | The consultation closes on the 30th. Everyone who uses the X31 should respond, it does make a difference.
Kath, Netherbury | 03/03/2012 16:22 | - | We moved here because there was a bus. Now they want to take it away.
Robin Esterhazy | 03/03/2012 15:40 | - | Good to see the Echo covering this properly. Thank you.
"""
    )
    rate = [(14, 1), (3, 9), (11, 2), (20, 4), (6, 0), (9, 0), (7, 1), (2, 0)]
    items = "".join(
        f'<div class="rc-item" id="rc-{3381 + i}"><div class="rc-text">{ps(x.text)}</div>'
        f'<p class="rc-sig">Posted by <strong>{esc(x.author)}</strong> at {esc(x.when[11:])} on {esc(x.when[:10])}</p>'
        f'<p class="rc-tools">Rate: <a href="#" class="up">▲ {rate[i][0]}</a> <a href="#" class="down">▼ {rate[i][1]}</a> · <a href="#">Report this comment</a></p></div>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="readers-comments" id="readers-comments"><h3>Readers\' comments (8)</h3>'
        '<p class="rc-order">Showing newest first. <a href="#">Show oldest first</a></p>'
        f"{items}"
        '<div class="rc-add"><h4>Add your comment</h4><p>Your name and town will appear with your comment. Comments are checked before publication.</p><textarea></textarea></div></div>'
    )
    st = story(
        "X31 bus route could be axed in council cuts",
        "By Helen Trask",
        "Helen Trask",
        "2012-03-03T11:30:00+00:00",
        "Saturday, March 3, 2012 11:30",
        """
The X31 bus linking Wealdbridge with Marlcombe and six villages could be withdrawn from September under proposals to save £1.4 million from the county's transport budget.

The county council says the route carries an average of nine passengers a journey outside peak hours and costs £212,000 a year to subsidise.

A consultation runs until March 30. Responses can be made online, at libraries or by post.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "ukpaper",
            "Most read",
            rows(
                "ukpaper",
                ['<a href="#">Thatched cottage fire</a>', '<a href="#">Town FC beat the leaders</a>'],
                True,
            ),
        )
        + box("ukpaper", "Jobs", "<p>Care assistants, Marlcombe · Van driver, Wealdbridge</p>"),
    )
    return make(
        "n-uk-en-signed",
        "discussion",
        "ukpaper",
        "uk-dorset",
        st,
        parts,
        c,
        path="/news/9604431.X31_bus_route_could_be_axed_in_council_cuts/",
        container="UK paper's div#readers-comments, div.rc-item: the text, then 'Posted by Name, Town at 21:40 on 03/03/2012', ratings",
        heading="Readers' comments (8)",
        description="A UK regional paper: eight flat readers' comments, newest first, each signed after its text with name and town ('Posted by Margaret, Marlcombe at 21:40 on 03/03/2012'), ▲/▼ ratings, 'Report this comment'; the name includes the town as the reader typed it.",
    )


# --------------------------------------------------------------------------- en: gossip blog, nested, relative times


def gossip_nested() -> Case:
    c = thread(
        """
glitterqueen88 | 2 days ago | - | She looked AMAZING. That color is perfect on her and I don't care what anyone says.
JasonTheCritic | 2 days ago | 0 | It looked like a shower curtain. An expensive shower curtain.
glitterqueen88 | 2 days ago | 1 | Nobody asked you Jason lol
sunnyside_up | 2 days ago | 1 | A shower curtain I would totally buy though.
MissPeachy | 2 days ago | - | Who is the guy behind her in the third picture? He looks like he's having the worst night ever.
Rachel K | 2 days ago | 4 | That's her manager, he was in the photos from Cannes too.
TruthBomb | 2 days ago | - | Nobody is talking about the shoes. The shoes were the real story.
lovebug_22 | 1 day ago | - | Honestly the best dressed of the whole night, next to Dahlia Kerr.
MissPeachy | 1 day ago | 7 | Dahlia was robbed! That green dress was perfection.
Velvet Rope Daily | 1 day ago | - | Thanks for all the comments, guys! Vote in our best dressed poll on the home page.
"""
    )
    plus = [41, 12, 30, 8, 5, 9, 17, 11, 6, 3]
    items = []
    for i, d in tree_walk(c):
        x = c[i]
        items.append(
            f'<div class="cmt{" reply level-" + str(d + 1) if d else ""}" id="cmt-{55012 + i}"{" style=margin-left:" + str(d * 36) + "px" if d else ""}>'
            f'<div class="cmt-av">{av(i, x.author, 30)}</div><div class="cmt-main"><div class="cmt-top"><a class="cmt-user" href="/member/{esc(x.author)}">{esc(x.author)}</a>'
            + (' <span class="staff">STAFF</span>' if x.author == "Velvet Rope Daily" else "")
            + f' <span class="cmt-ago">{esc(x.when)}</span></div><div class="cmt-txt">{esc(x.text)}</div>'
            f'<div class="cmt-act"><a href="#">Reply</a> · <a href="#">Flag</a> · <span class="cmt-plus">+{plus[i]}</span></div></div></div>'
        )
    block = (
        '<div id="talkback" class="talk-section"><h3 class="talk-hd">What do you think? <span>(10)</span></h3>'
        '<div class="talk-login"><a href="#">Log in</a> or <a href="#">sign up</a> to join the conversation.</div>'
        f'<div class="talk-list">{"".join(items)}</div></div>'
    )
    st = story(
        "Red Carpet Roundup: Marisol Vega Stuns in Tangerine",
        "Posted by Kiki Lorne",
        "Kiki Lorne",
        "2012-03-01T22:15:00-08:00",
        "March 1, 2012 10:15 PM",
        """
Marisol Vega turned heads at the premiere of Midnight Harbor on Thursday in a strapless tangerine gown with a ten-foot train.

The singer, 27, walked the carpet alone before being joined by co-star Teddy Brennan, who went with a classic black tux.

Click through our gallery for every look from the night, then tell us: hit or miss?
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "network",
            "Hot Right Now",
            rows(
                "network",
                [
                    '<a href="#">Baby bump watch</a>',
                    '<a href="#">Spring break stars</a>',
                    '<a href="#">Who wore it better?</a>',
                ],
            ),
        )
        + box("network", "Newsletter", '<p>Get the dish daily!</p><input type="text" value="Your email" />'),
    )
    return make(
        "n-gossip-en-nested",
        "discussion",
        "network",
        "network-gossip",
        st,
        parts,
        c,
        path="/2012/03/01/red-carpet-roundup-marisol-vega/",
        container="div#talkback div.talk-list, div.cmt siblings; replies with classes 'reply level-N' and inline margins",
        heading="What do you think? (10)",
        description="A celebrity gossip blog of 2012: ten comments by usernames with relative times ('2 days ago'), replies nested by classes and margins on sibling divs (two levels), '+41' counts, a STAFF answer.",
    )


# --------------------------------------------------------------------------- en: political blog, comments as table rows


def table_rows() -> Case:
    c = thread(
        """
Hank Moberly | 3/3/2012 4:19 PM | - | The Governor's numbers on the pension fund don't add up and everyone in Topeka knows it. Good column.
Cowboy Logic | 3/3/2012 4:52 PM | - | Finally someone says it. We've been kicking this can for twenty years.
D. Alvarez | 3/3/2012 5:40 PM | - | I disagree on the school funding part. The cuts fall hardest on the small districts out here.
Plainsman | 3/3/2012 6:15 PM | - | D. Alvarez: fair point, and I should have said more about consolidation. A column for next week.
Liberty Belle | 3/3/2012 8:01 PM | - | Sent this to both my representatives. Not holding my breath.
Ned Kasper | 3/4/2012 7:20 AM | - | The actuarial report is on the KPERS site if anyone wants to check the math themselves.
J.R. | 3/4/2012 9:45 AM | - | Good stuff. Keep it coming.
Trudy Vann | 3/4/2012 2:33 PM | - | My husband is a retired teacher and he reads you every week. Thank you for being fair.
"""
    )
    trs = "".join(
        f'<tr class="{"row1" if i % 2 else "row2"}"><td class="cm-who" valign="top" width="140"><b>{esc(x.author)}</b><br /><span class="cm-when">{esc(x.when)}</span></td>'
        f'<td class="cm-what" valign="top">{esc(x.text)}</td></tr>'
        for i, x in enumerate(c)
    )
    block = (
        '<a name="soundoff"></a><h3 class="soundoff">Sound Off! &mdash; 8 responses so far</h3>'
        f'<table class="cmtable" width="100%" cellpadding="6" cellspacing="0" border="0">{trs}</table>'
        '<h3>Sound off yourself</h3><form><p>Name: <input type="text" /></p><p>E-mail (not shown): <input type="text" /></p><textarea></textarea><br /><input type="submit" value="Sound Off" /></form>'
    )
    st = story(
        "Topeka's Pension Problem Won't Wait",
        "by Ward Plainsman",
        "Ward Plainsman",
        "2012-03-03T06:00:00-06:00",
        "March 3, 2012",
        """
The state's pension fund for teachers and public workers is $8.3 billion short of what it owes, and the plan passed last session closes perhaps a quarter of that gap.

Every legislator I have spoken to privately agrees the numbers are worse than the Governor's office says. None of them will say so on the record in an election year.

Here is what I would do, in four steps, none of them popular.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "thesis",
            box(
                "thesis",
                "Donate",
                '<p>Keep the Report independent.</p><input type="submit" value="Donate via PayPal" />',
            ),
            cats="Budget|Elections|Guns|Schools|Taxes",
        ),
    )
    return make(
        "n-table-en-soundoff",
        "discussion",
        "thesis",
        "table-politics",
        st,
        parts,
        c,
        path="/columns/2012/0303-pension-problem.html",
        container="table.cmtable: one <tr> a comment, name and time in the first cell, text in the second",
        heading="Sound Off! — 8 responses so far",
        description="A political column on a hand-kept site: eight comments as rows of a table (name and '3/3/2012 4:19 PM' in one cell, text in the other), flat; the blogger answers 'D. Alvarez: …' (no parent: flat, not '@').",
    )


# --------------------------------------------------------------------------- en: comments as <p> runs with <strong> names


def p_runs() -> Case:
    c = thread(
        """
Oliver Brandt | March 3rd, 2012 | - | I walked the same stretch of the canal last autumn with Sebald in my pocket and it was exactly as you describe, the herons standing like punctuation.
Nell | March 3rd, 2012 | - | Lovely piece. I had never thought of the towpath as a kind of reading. ¶ Now I will not be able to think of it any other way.
Arjun Mehta | March 4th, 2012 | - | Is the bookshop at the lock still open? It was the best secondhand poetry section I have ever seen.
Marginalia | March 4th, 2012 | - | Sadly no, it closed in January. The owner is selling online now.
Frances O'Dea | March 6th, 2012 | - | This made my morning. Thank you.
"""
    )
    runs = []
    for i, x in enumerate(c):
        name = (
            f'<a href="http://example.org/w{i}" rel="nofollow">{esc(x.author)}</a>'
            if i in (0, 2)
            else esc(x.author)
        )
        runs.append(f'<p class="cm-hd" id="c{i + 1}"><strong>{name}</strong> &mdash; {esc(x.when)}</p>')
        runs += [f"<p>{esc(p)}</p>" for p in x.text.split("\n\n")]
    block = (
        f'<div id="responses"><h2>Responses</h2>{"".join(runs)}'
        '<h2>Respond</h2><form><p><input type="text" /> Name</p><p><input type="text" /> Mail (never published)</p><p><textarea></textarea></p></form></div>'
    )
    st = story(
        "Reading the towpath",
        "Marginalia",
        "Marginalia",
        "2012-03-02T20:00:00+00:00",
        "2 March 2012",
        """
The canal leaves the city the way a sentence leaves a paragraph: quietly, and without announcing where it is going.

I walked from the basin to the third lock on Sunday, about four miles, with a notebook and no plan. These are the notes.

The herons were out. The bookshop at the lock had its shutters down.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "wpten",
            box("wpten", "Reading now", "<p>The Rings of Saturn; Ring of Bright Water</p>"),
            cats="Books|Cities|Walking",
        ),
    )
    return make(
        "n-prun-en-strong",
        "discussion",
        "wpten",
        "p-runs",
        st,
        parts,
        c,
        path="/2012/03/reading-the-towpath/",
        container="div#responses: runs of <p>, each comment a <p><strong>Name</strong> — date</p> and its paragraphs, no wrapper per comment",
        heading="Responses",
        description="A hand-made essay blog: five comments written as a flat run of paragraphs, each opened by a <p> with the name in <strong> and a date without time ('March 3rd, 2012'); one comment of two paragraphs; the blogger answers.",
    )


# --------------------------------------------------------------------------- en: Drupal 6-like, subjects, div.indented


def drupal_indented() -> Case:
    c = thread(
        """
railfan_gus | Sat, 03/03/2012 - 16:19 | - | Great news for the east side ¶ The Halstead extension has been on the drawing board since I was a kid. Glad to see money actually committed.
Marcy Oyelaran | Sat, 03/03/2012 - 17:02 | 0 | Money committed, not spent ¶ Let's see if it survives the next budget. The 2008 plan was "committed" too.
railfan_gus | Sat, 03/03/2012 - 17:45 | 1 | Fair ¶ True, but this time the federal share is signed. That's new.
tom.k | Sun, 03/04/2012 - 09:10 | - | Station at 44th? ¶ Does the map still show a stop at 44th? The PDF link in the article seems broken.
Lakeport Rail Riders | Sun, 03/04/2012 - 10:02 | 3 | Fixed the link ¶ Thanks, the link is fixed. Yes, 44th is still in the plan, with a park-and-ride.
Denise W | Mon, 03/05/2012 - 08:33 | - | Meeting on the 15th ¶ Everyone who wants this should come to the public hearing on March 15th at the library. Numbers matter.
"""
    )

    def node(i: int) -> str:
        x = c[i]
        subj, body = x.text.split("\n\n", 1)
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<a id="comment-{512 + i}"></a><div class="comment comment-published {"odd" if i % 2 == 0 else "even"} clear-block">'
            f'<div class="submitted">Submitted by <span class="username">{esc(x.author)}</span> on {esc(x.when)}.</div>'
            f'<h3 class="title"><a href="#comment-{512 + i}" class="active">{esc(subj)}</a></h3>'
            f'<div class="content"><p>{esc(body)}</p></div>'
            '<ul class="links"><li class="comment_delete first"><a href="#">delete</a></li><li class="comment_edit"><a href="#">edit</a></li><li class="comment_reply last"><a href="#">reply</a></li></ul></div>'
            + (f'<div class="indented">{"".join(node(j) for j in kids)}</div>' if kids else "")
        )

    block = (
        f'<div id="comments"><h2 class="comments">Comments</h2>{"".join(node(i) for i, x in enumerate(c) if x.parent is None)}'
        '<div class="box"><h2>Post new comment</h2><form><div class="form-item"><label>Subject: </label><input type="text" /></div><div class="form-item"><label>Comment: <span class="form-required">*</span></label><textarea></textarea></div><input type="submit" value="Preview" /></form></div></div>'
    )
    st = story(
        "Halstead Line extension gets federal go-ahead",
        "Submitted by Lakeport Rail Riders",
        "Lakeport Rail Riders",
        "2012-03-03T10:00:00-05:00",
        "Sat, 03/03/2012 - 10:00",
        """
The Federal Transit Administration signed a full funding agreement on Friday for the 3.2-mile eastern extension of the Halstead Line, covering 60 percent of its $410 million cost.

Four new stations are planned: Carver, 44th Street, Millpond and Eastgate, with a park-and-ride at 44th.

Construction could begin in spring 2013. The city holds a public hearing on March 15.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=box("town", "Who's new", rows("town", ["bus_nerd_71", "Elena P.", "westsider"]))
        + box(
            "town",
            "Upcoming events",
            rows("town", ["Mar 15: Public hearing, Main Library", "Apr 2: Members' meeting"]),
        ),
    )
    return make(
        "n-drupal-en-indented",
        "discussion",
        "town",
        "drupal-transit",
        st,
        parts,
        c,
        path="/node/1187",
        container="Drupal 6-like div#comments, div.comment: 'Submitted by Name on Sat, 03/03/2012 - 16:19.', the h3.title subject, the text; replies in div.indented",
        heading="Comments",
        description="A Drupal 6 advocacy site: six comments, each with its subject (the truth's text is the subject and the body, as set K's talkbacks), replies in div.indented (two levels), 'delete | edit | reply' links.",
    )


# --------------------------------------------------------------------------- en: Joomla-like 'Comment by Name —'


def joomla_commentby() -> Case:
    c = thread(
        """
Skip Daniels | Mar 3rd, 2012 6:40pm | - | Rockfish were stacked on the Diamonds Saturday morning, limited out by nine on white bucktails.
Bill Reedy | Mar 3rd, 2012 8:15pm | - | Water temp at the Bay Bridge was 46 this morning. Another week and the perch run should be on.
CaptLou | Mar 4th, 2012 7:02am | - | Thanks for the report. Anyone seen any action at the Gooses?
Mike from Annapolis | Mar 4th, 2012 12:48pm | - | Great write-up as always. Heading out Saturday with my son, first time on the bay.
"""
    )
    items = "".join(
        f'<div class="jc-item {"odd" if i % 2 else "even"}" id="jc-{1090 + i}"><div class="jc-head"><span class="jc-num">#{i + 1}</span> Comment by <b>{esc(x.author)}</b> &mdash; '
        f'<span class="jc-date">{esc(x.when)}</span></div><div class="jc-text">{esc(x.text)}</div>'
        '<div class="jc-links"><a href="#">Quote</a> | <a href="#">Reply</a> | <a href="#">Report to administrator</a></div></div>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="jc-wrap" id="jc"><h4>Comments (4)</h4>'
        f'{items}<div class="jc-rss"><a href="#">Subscribe to this comment\'s feed</a></div>'
        '<h4>Add comment</h4><form><input type="text" value="Name" /><textarea></textarea><input type="submit" value="Send" /></form>'
        '<div class="jc-powered">Comments powered by a Joomla-like extension</div></div>'
    )
    st = story(
        "Fishing Report: March 3, 2012",
        "Written by Capt. Ray Pruitt",
        "Ray Pruitt",
        "2012-03-03T15:00:00-05:00",
        "Saturday, 03 March 2012 15:00",
        """
Striped bass catch-and-release remains open on the Susquehanna Flats, and the fish are there in good numbers when the wind allows.

Yellow perch have started showing in the upper tidal creeks. Small jigs tipped with grass shrimp are doing the work.

Tides for Saturday: high 6:42 am, low 1:10 pm at Sandy Point.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "ukpaper",
            "Tides this week",
            rows("ukpaper", ["Sat high 6:42 am", "Sun high 7:31 am", "Mon high 8:20 am"]),
        )
        + box(
            "ukpaper",
            "Main Menu",
            rows("ukpaper", ['<a href="#">Home</a>', '<a href="#">Reports</a>', '<a href="#">Links</a>']),
        ),
    )
    return make(
        "n-joomla-en-commentby",
        "discussion",
        "ukpaper",
        "joomla-fish",
        st,
        parts,
        c,
        path="/index.php/reports/412-fishing-report-march-3-2012",
        container="Joomla-like div.jc-wrap, div.jc-item: '#1 Comment by Name — Mar 3rd, 2012 6:40pm', 'Quote | Reply | Report to administrator'",
        heading="Comments (4)",
        description="A Joomla 1.5 fishing-report site: four numbered flat comments, each headed 'Comment by Name —' and a date like 'Mar 3rd, 2012 6:40pm'.",
    )


# --------------------------------------------------------------------------- en: a single comment, ExpressionEngine-like


def ee_single() -> Case:
    c = thread(
        """
Walter Prentiss | 03/04/2012 at 10:12 AM | - | I heard Lucille Monroe at the Orchid Room in 1961, the same week she recorded this. She sang "Some Other Spring" twice because a man in the front asked her to. Thank you for writing about her.
"""
    )
    x = c[0]
    block = (
        '<div class="entry-comments"><h3 class="ec-count">1 Comment</h3>'
        f'<div class="ec-one"><p class="ec-posted"><a href="http://example.com/wp">{esc(x.author)}</a> on {esc(x.when)}</p><div class="ec-body">{ps(x.text)}</div></div>'
        '<h3>Post a comment</h3><form><p>Name <input type="text" /></p><p>Email <input type="text" /></p><p>URL <input type="text" /></p><textarea></textarea><p><input type="checkbox" /> Remember my personal information</p><p><input type="checkbox" /> Notify me of follow-up comments?</p></form></div>'
    )
    st = story(
        "Rediscovered: Lucille Monroe at the Orchid Room, 1961",
        "by Theo Barnes",
        "Theo Barnes",
        "2012-03-02T18:00:00-05:00",
        "Friday, March 02, 2012",
        """
A reissue label in Oregon has put out the only known live recording of Lucille Monroe, taped over three nights at the Orchid Room in Baltimore in April 1961.

The sound is rough and the piano is out of tune, but the voice is there: dark, unhurried, with a vibrato she used like punctuation.

Highlights are "Some Other Spring" and a nine-minute "Lover Man".
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "thesis",
            box(
                "thesis",
                "Gig Guide",
                rows("thesis", ["Fri: Harold Lee Trio, The Cellar", "Sat: Big band night, Elks Hall"]),
            ),
            cats="Reviews|Interviews|Reissues",
        ),
    )
    return make(
        "n-ee-en-single",
        "discussion",
        "thesis",
        "ee-jazz",
        st,
        parts,
        c,
        path="/index.php/reviews/comments/lucille-monroe-orchid-room-1961/",
        container="ExpressionEngine-like div.entry-comments, div.ec-one: 'Name on 03/04/2012 at 10:12 AM', the text",
        heading="1 Comment",
        description="A jazz blog on an ExpressionEngine-like CMS: a single comment under '1 Comment', its name a link, 'on 03/04/2012 at 10:12 AM'.",
    )
