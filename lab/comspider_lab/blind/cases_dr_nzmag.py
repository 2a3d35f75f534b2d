"""Blind set DR: a New Zealand TV station's news site of 2013 (a strike story, 16 comments, replies folded behind
"View n replies" but printed, a newsroom producer answering with a "Staff" badge, a "Most recommended" box repeating
two comments of the thread) and a US magazine of 2010 (an essay, page 1 of 2 of its comments: 24 numbered
comments in one flat list in time order, answers linked by "In reply to #n NAME", the writer answering as "Author",
a hidden "Editors' Picks" tab repeating three comments, a pager to page 2 that is not saved). Every class name, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from comspider_lab.blind.cases_dr_common import C, Case, counted, esc, kids, make, paras, talk
from comspider_lab.blind.layout_dr import doc, menu, share

NZ_CSS = (
    "body{margin:0;background:#101820;font:14px/1.45 Arial,sans-serif;color:#222}.tt-page{width:980px;margin:0 auto;background:#fff}"
    ".tt-head{background:#00205b;padding:12px 16px;overflow:hidden}.tt-head .tt-logo{color:#fff;font:bold 34px Arial}.tt-head .tt-live{float:right;background:#e4002b;color:#fff;padding:4px 10px;font-weight:bold}"
    ".tt-nav{list-style:none;margin:0;padding:0;background:#0b3a8c;overflow:hidden}.tt-nav li{float:left}.tt-nav a{display:block;color:#fff;padding:7px 12px}"
    ".tt-col{float:left;width:640px;padding:14px}.tt-side{float:right;width:300px;padding:14px 8px}.tt-side section{margin-bottom:16px}.tt-side h3{font-size:13px;color:#00205b;border-bottom:2px solid #e4002b}"
    ".tt-video{background:#000;color:#fff;height:340px;text-align:center;line-height:340px}.tt-c{border-bottom:1px solid #e2e2e2;padding:10px 0}.tt-c .tt-u{font-weight:bold;color:#00205b}"
    ".tt-staff{background:#e4002b;color:#fff;font-size:10px;padding:1px 4px;margin-left:4px}.tt-kids{margin-left:34px;display:none}.tt-viewkids{font-size:12px}"
    ".tt-best{background:#eef3fb;padding:8px 12px;margin-bottom:10px}.tt-foot{clear:both;background:#00205b;color:#bcd;padding:16px;font-size:11px}"
)

NZ_THREAD = """
kiwibloke_83 [24] @ 21 March 2013, 5:48PM :: Good on them. They've been on the same rates since 2009 while the regional council keeps putting fares up every year. Where's that money going?
>Jo Tamihana [11] @ 21 March 2013, 6:02PM :: Not to the drivers obviously. My cousin drives the number 3 route and he's on less than he was at the supermarket.
>Angela P [3] @ 21 March 2013, 6:30PM :: But why at Easter? That's just punishing the people who rely on buses, not the company.
>>kiwibloke_83 [8] @ 21 March 2013, 6:41PM :: That's how strikes work Angela. If it doesn't hurt nobody listens.
Graham Whitfield [2] @ 21 March 2013, 5:55PM :: I'm a pensioner in Karori and the bus is my only way to get to church on Easter Sunday. I support the drivers getting paid properly, but I hope they can sort it before then.
>Tasman News {Staff} [15] @ 21 March 2013, 6:20PM :: Hi Graham, the regional council says it's looking at a limited Sunday service if the strike goes ahead. We'll update the story as soon as we know which routes.
>>Graham Whitfield [4] @ 21 March 2013, 7:02PM :: Thank you, that's kind.
Mere H. [19] @ 21 March 2013, 6:11PM :: Drivers get abused every single night on the late routes and nobody does anything about it. Pay them more AND put security on the Friday night buses.
Stu_Welly [1] @ 21 March 2013, 6:25PM :: just get an electric scooter lol
>Mere H. [7] @ 21 March 2013, 6:33PM :: Up Brooklyn hill in a southerly? Good luck with that.
>>Stu_Welly [2] @ 21 March 2013, 6:50PM :: fair point haha
Priya Raman [6] @ 21 March 2013, 7:15PM :: Does anyone know if the trains are affected too? The story doesn't say.
>Tasman News {Staff} [9] @ 21 March 2013, 7:28PM :: Hi Priya, trains aren't affected - it's only the bus drivers' union. Cheers.
Don McKechnie [0] @ 21 March 2013, 8:40PM :: Privatise the lot. Auckland did it and it works fine.
>Jo Tamihana [12] @ 21 March 2013, 8:55PM :: Auckland's buses are privately run already Don and they have exactly the same arguments. Wellington's are too. That's half the problem.
Leilani F [5] @ 22 March 2013, 7:10AM :: Solidarity to the drivers. Most of them are Pasifika and Indian workers who've been told for years to be grateful for what they get.
"""

NZ_BEST = (0, 7)


def _nz_one(cs: list[C], i: int, kids_html: str = "") -> str:
    c = cs[i]
    cid = 5120 + 3 * i
    staff = f'<span class="tt-staff">{esc(c.meta)}</span>' if c.meta else ""
    return (
        f'<div class="tt-c" id="tt-c{cid}"><div class="tt-c-top"><span class="tt-u">{esc(c.who)}</span>{staff} '
        f'<span class="tt-when">{esc(c.at)}</span></div><div class="tt-c-msg">{paras(c.body)}</div>'
        f'<div class="tt-c-act"><a href="#" class="tt-rec">Recommend</a> <span>{c.votes}</span> &middot; <a href="#tt-add">Reply</a> &middot; <a href="/report/{cid}">Report</a></div>{kids_html}</div>'
    )


def _nz_tree(cs: list[C], tree: dict[int | None, list[int]], parent: int) -> str:
    parts = [_nz_one(cs, k, _nz_tree(cs, tree, k) if k in tree else "") for k in tree[parent]]
    n = len(tree[parent])
    label = f"View {n} {'reply' if n == 1 else 'replies'}"
    return f'<a class="tt-viewkids" href="#">{label}</a><div class="tt-kids">' + "".join(parts) + "</div>"


def nz_tasman() -> Case:
    cs = talk(NZ_THREAD)
    tree = kids(cs)
    thread = "".join(_nz_one(cs, i, _nz_tree(cs, tree, i) if i in tree else "") for i in tree[None])
    best = (
        '<div class="tt-best"><h4>Most recommended</h4>' + "".join(_nz_one(cs, i) for i in NZ_BEST) + "</div>"
    )
    comments = (
        '<div id="tt-comments"><h2 class="tt-count">16 Comments</h2>'
        '<div class="tt-sortbar">Sort by <a href="?s=new">Newest</a> <b>Oldest</b> <a href="?s=rec">Most recommended</a></div>'
        + best
        + f'<div class="tt-thread">{thread}</div>'
        '<div id="tt-add"><p>Comments are moderated. <a href="/house-rules">House rules</a>. <a href="/signin">Sign in</a> to comment.</p></div></div>'
    )
    story = (
        '<div class="tt-video">&#9658; Video: Drivers vote at the Kilbirnie depot (1:54)</div>'
        "<h1>Wellington bus drivers vote to strike over Easter</h1>"
        '<p class="tt-by">By <a href="/reporters/aroha-kingi">Aroha Kingi</a> | <span class="tt-date">5:10PM Thursday March 21, 2013</span> | <a href="#tt-comments">16 comments</a></p>'
        + share("tt-share", (("Like", "1.3k"), ("Tweet", "96"), ("Email", "")))
        + "<p>Wellington bus drivers have voted to strike for 48 hours over Easter weekend after pay talks with the operator broke down.</p>"
        "<p>The Tramways and Public Transport Union said 92 per cent of members voted for the action, which would begin at 4am on Good Friday.</p>"
        "<p>Union secretary Kevin Paora said drivers had not had a pay rise since 2009 and were dealing with increasing abuse from passengers on late-night routes.</p>"
        '<p>The operator said it had offered 2.5 per cent and was "disappointed" by the vote. The regional council is considering a limited emergency timetable.</p>'
        '<div class="tt-tags">Tags: <a href="/tag/wellington">Wellington</a> <a href="/tag/transport">Transport</a> <a href="/tag/unions">Unions</a></div>'
    )
    side = (
        '<section><div style="height:250px;background:#eee">Advertisement</div></section>'
        "<section><h3>Most watched</h3>"
        + counted(
            """Dolphins spotted in Wellington harbour | 48,200 views
Lotto: $12m winner in Palmerston North | 31,004 views
Bus drivers vote to strike over Easter | 9,870 views
Weather: autumn chill arrives on Saturday | 7,455 views""",
            "{n}",
        )
        + '</section><section><h3>Latest news</h3><ul><li><a href="/n/1">Dairy prices slip at auction</a> 7:02PM</li><li><a href="/n/2">All Blacks squad named</a> 6:40PM</li><li><a href="/n/3">Man charged after Porirua crash</a> 6:15PM</li></ul></section>'
        "<section><h3>On tonight</h3><p>6pm News &middot; 7pm Tonight with Lisa &amp; Mark &middot; 8.30pm Grey's Anatomy</p></section>"
    )
    body = (
        '<div class="tt-page"><div class="tt-head"><span class="tt-logo">Tasman Television News</span><span class="tt-live">WATCH LIVE</span></div>'
        + menu(
            (
                "Home",
                "News",
                "National",
                "World",
                "Business",
                "Sport",
                "Weather",
                "Entertainment",
                "On Demand",
                "Shows",
            ),
            cls="tt-nav",
        )
        + f'<div class="tt-col">{story}{comments}</div><div class="tt-side">{side}</div>'
        '<div class="tt-foot">&copy; 2013 Tasman Television Ltd. <a href="/terms">Terms</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/complaints">Complaints</a></div></div>'
    )
    html = doc(
        lang="en-NZ",
        title="Wellington bus drivers vote to strike over Easter",
        site="Tasman Television News",
        css=NZ_CSS,
        body=body,
        body_cls="tt-story",
        html5=True,
    )
    return make(
        "dr-nz-tasmantv-busstrike",
        "discussion",
        html,
        cs,
        path="/news/national/wellington-bus-drivers-vote-to-strike-5381042",
        container="div#tt-comments div.tt-thread",
        heading="16 Comments",
        description="A New Zealand TV station's news site (2013, HTML5): 16 comments, replies two deep folded behind "
        "'View n replies' (printed, hidden), the newsroom answering as 'Tasman News' with a Staff badge, a 'Most "
        "recommended' box repeating 2 comments of the thread, sort links",
    )


MAG_CSS = (
    "body{margin:0;background:#fdfcf8;font:16px/1.6 Georgia,'Times New Roman',serif;color:#222}#mr-frame{width:960px;margin:0 auto}"
    "#mr-banner{text-align:center;padding:22px 0 10px;border-bottom:1px solid #222}#mr-banner .mr-name{font:italic bold 52px Georgia;letter-spacing:1px}"
    "#mr-banner .mr-issue{font:11px Verdana;text-transform:uppercase;letter-spacing:2px}#mr-menu{list-style:none;margin:0;padding:6px 0;text-align:center;border-bottom:3px double #222;font:12px Verdana}"
    "#mr-menu li{display:inline;margin:0 8px}#mr-essay{float:left;width:600px;padding:20px}#mr-margin{float:right;width:280px;padding:20px 10px;font:12px/1.5 Verdana}"
    ".mr-dropcap:first-letter{font-size:54px;float:left;line-height:44px;padding-right:6px}#mr-letters{font:13px/1.5 Verdana;border-top:3px double #222;margin-top:24px}"
    ".mr-tabs a{display:inline-block;padding:4px 10px;border:1px solid #222;margin-right:4px}.mr-tabs a.sel{background:#222;color:#fff}"
    ".mr-entry{border-bottom:1px solid #ddd;padding:10px 0}.mr-no{color:#999;font-size:18px;margin-right:8px}.mr-author{background:#222;color:#fff;font-size:10px;padding:1px 4px}"
    ".mr-inreply{font-size:11px;color:#777}.mr-panel-picks{display:none}#mr-colophon{clear:both;border-top:1px solid #222;font:11px Verdana;padding:16px;text-align:center}"
)

MAG_THREAD = """
Nathan Greaves @ July 12, 2010 8:14 AM :: This is the best thing I've read on the subject, and I say that as someone who has spent twenty years in newsrooms that no longer exist. The line about "the last generation that remembers paying for the news on paper" will stay with me.
Corinne Abels @ July 12, 2010 8:31 AM :: Respectfully, I think the piece is too pessimistic. The iPad has been out for three months and already I read more long-form journalism than I did in print. The business model isn't dead, it's moving.
>Ben Okonjo @ July 12, 2010 9:02 AM :: Moving where though? Three months of an Apple gadget isn't a business model. Show me a magazine that's making money on it.
>>Corinne Abels @ July 12, 2010 9:20 AM :: Fair question. Nobody yet. But nobody made money on the web in 1997 either.
>>>Ben Okonjo @ July 12, 2010 9:41 AM :: Nobody has made money on the web in 2010 either, that's sort of the point of the essay :)
Lydia Marchetti @ July 12, 2010 9:15 AM :: I cancelled my subscription to your magazine in 2008. I'm reading this for free. I see the irony.
>Paul Wexford {Author} @ July 12, 2010 10:03 AM :: Lydia, the irony is not lost on me either. If it helps, I was paid for this piece, and fairly. Whether that's true in five years is the question.
>>Lydia Marchetti @ July 12, 2010 10:30 AM :: Ok, I just re-subscribed. Guilt works.
J.R. Hollis @ July 12, 2010 9:47 AM :: Journalism will survive. Newspapers might not. Those are two different things and this essay keeps mixing them up.
>Paul Wexford {Author} @ July 12, 2010 10:11 AM :: That's a fair criticism of the middle section. I'd argue that for local news the two have been the same thing for a century, and nobody has shown me what replaces the county courthouse reporter. But I take the point.
>>J.R. Hollis @ July 12, 2010 11:25 AM :: Local is the hard case, agreed. National and international will be fine, I'd bet on it.
Mark S. @ July 12, 2010 10:22 AM :: tl;dr: the internet ruined everything. We get it.
>Hannah Lieb @ July 12, 2010 10:45 AM :: If you'd read it you'd know that's not what it says.
Ruth Tamayo @ July 12, 2010 11:02 AM :: I run a weekly in a town of 6,000 in eastern Oregon. We're actually doing fine. Circulation is flat, ads are down a bit, but nobody else covers the school board or the high school football team, and people pay for that. Maybe the problem is the big chains, not the news.
>Paul Wexford {Author} @ July 12, 2010 11:40 AM :: Ruth, I'd love to talk to you for a follow-up piece. Small weeklies have held up far better than metro dailies, and I didn't give that enough space. I'll email you.
>Nathan Greaves @ July 12, 2010 11:58 AM :: This matches what I saw. The weeklies near us are fine. It's the mid-size dailies that got bought, loaded with debt and stripped.
Gil Ferreira @ July 12, 2010 12:30 PM :: Has anyone tried micropayments seriously? Like 10 cents an article?
>Ben Okonjo @ July 12, 2010 12:52 PM :: Every five years someone says micropayments and every five years it doesn't work. The transaction cost of thinking "is this worth 10 cents" is higher than the 10 cents.
>>Gil Ferreira @ July 12, 2010 1:10 PM :: iTunes seems to do ok at 99 cents a song.
Anonymous Reader @ July 12, 2010 1:44 PM :: Wonderful writing. Thank you.
Dolores Kim @ July 12, 2010 2:20 PM :: The paragraph about the Sunday paper on the kitchen table made me cry a little. My father read the Plain Dealer from front to back every Sunday, with a pencil for the crossword. Nobody in my family gets a paper now, including me.
Terrence Vail @ July 12, 2010 3:05 PM :: Slightly off topic, but the photo at the top, is that the old Herald building on 4th Street? Beautiful shot.
>Meridian editors @ July 12, 2010 3:40 PM :: It is, Terrence. Photo by Ana Cruz, taken in May just before the building was sold.
Sam Becker @ July 12, 2010 4:12 PM :: Subscribed. Not kidding.
"""

MAG_PICKS = ("Ruth Tamayo", "Dolores Kim", "Paul Wexford|That's a fair")


def _chrono(cs: list[C]) -> list[C]:
    """The entries in time order, as a flat list prints them; parents renumbered."""
    order = sorted(range(len(cs)), key=lambda i: datetime.strptime(cs[i].at, "%B %d, %Y %I:%M %p"))
    new = {old: n for n, old in enumerate(order)}
    out = []
    for i in order:
        parent = cs[i].parent
        out.append(replace(cs[i], parent=None if parent is None else new[parent]))
    return out


def _pick(cs: list[C], key: str) -> int:
    who, _, start = key.partition("|")
    return next(i for i, c in enumerate(cs) if c.who == who and c.body.startswith(start))


def _mag_entry(cs: list[C], i: int, numbered: bool = True) -> str:
    c = cs[i]
    num = i + 1
    tag = f' <span class="mr-author">{esc(c.meta)}</span>' if c.meta else ""
    reply = ""
    if c.parent is not None:
        p = cs[c.parent]
        reply = f'<div class="mr-inreply">In reply to <a href="#mr-{c.parent + 1}">#{c.parent + 1} {esc(p.who)}</a></div>'
    no = f'<span class="mr-no">{num}.</span>' if numbered else ""
    return (
        f'<div class="mr-entry" id="mr-{num}">{reply}<div class="mr-txt">{paras(c.body)}</div>'
        f'<div class="mr-sig">{no}Posted by <span class="mr-who">{esc(c.who)}</span>{tag} | <a href="#mr-{num}">{esc(c.at)}</a> | '
        f'<a href="#mr-form">Reply</a> | <a href="/flag?c={num}">Report</a> | Recommend ({(num * 5) % 17})</div></div>'
    )


def mag_meridian() -> Case:
    cs = _chrono(talk(MAG_THREAD))
    flat = "".join(_mag_entry(cs, i) for i in range(len(cs)))
    picks = "".join(_mag_entry(cs, i, numbered=False) for i in sorted(_pick(cs, k) for k in MAG_PICKS))
    letters = (
        '<div id="mr-letters"><h3>Readers Respond (41)</h3>'
        '<div class="mr-tabs"><a class="sel" href="#mr-all">All Comments</a><a href="#mr-picks">Editors\' Picks</a></div>'
        '<div class="mr-order">Showing 1-24 of 41 &middot; <a href="?order=newest">Newest first</a></div>'
        f'<div id="mr-all" class="mr-panel-all">{flat}</div><div id="mr-picks" class="mr-panel-picks">{picks}</div>'
        '<div class="mr-pages"><b>1</b> <a href="?cp=2#mr-letters">2</a> <a href="?cp=2#mr-letters">Next &rsaquo;</a></div>'
        '<form id="mr-form"><p>Name <input type="text" /></p><p>Email (not published) <input type="text" /></p><p><textarea rows="6" cols="50"></textarea></p><p><input type="submit" value="Submit" /></p></form></div>'
    )
    essay = (
        '<div class="mr-dept"><a href="/media">Media</a></div><h1>The Last Paper Route</h1>'
        '<h2 class="mr-dek">What we lose when the local daily stops landing on the porch</h2>'
        '<p class="mr-byline">By <a href="/contributors/paul-wexford">Paul Wexford</a> &middot; July/August 2010 issue &middot; Posted online July 12, 2010</p>'
        + share(
            "mr-share",
            (("Recommend", "2,870"), ("Tweet", "1,012"), ("Email", ""), ("Print", ""), ("Single page", "")),
        )
        + '<div class="mr-text">'
        '<p class="mr-dropcap">For eleven years I delivered the Clarion-Dispatch to 64 houses on the east side of a small Ohio town. I knew who got the paper, who got it only on Sundays, and who read the obituaries first; I knew because they told me, standing on their porches in their robes.</p>'
        "<p>That paper closed its print edition last spring. It still exists, in a way: a website with wire stories, a weather widget and an obituary page that families now pay to fill. The courthouse reporter took a buyout in 2008. Nobody replaced him.</p>"
        "<p>We are, I suspect, the last generation that remembers paying for the news on paper. What we are losing is not paper. It is the habit of a town knowing the same things on the same morning.</p>"
        "<p>Sunday was the paper on the kitchen table, in sections, passed between people who otherwise did not talk much before noon.</p></div>"
        '<div class="mr-contrib"><b>Paul Wexford</b> is a contributing editor. His book <i>Morning Edition</i> is out this fall.</div>'
    )
    margin = (
        '<div class="mr-box"><h4>In this issue</h4><ul><li><a href="/2010/07/the-drought-year">The Drought Year</a></li><li><a href="/2010/07/ten-small-towns">Ten Small Towns</a></li><li><a href="/2010/07/poetry">Poem: Grain Elevator</a></li></ul></div>'
        '<div class="mr-box"><h4>Most e-mailed</h4>'
        + counted(
            """The Last Paper Route | 1
What Your Doctor Isn't Telling You About Statins | 2
The Case Against Homework | 3
Letter From Detroit | 4""",
            "",
        )
        + '</div><div class="mr-box"><h4>Most discussed</h4>'
        + counted(
            """The Case Against Homework | 188
The Last Paper Route | 41
Why We Still Need the Post Office | 39""",
            "{n} comments",
        )
        + '</div><div class="mr-box"><h4>Subscribe</h4><p>10 issues for $19.95. <a href="/subscribe">Save 60%</a></p></div>'
    )
    body = (
        '<div id="mr-frame"><div id="mr-banner"><div class="mr-issue">Since 1962 &middot; July/August 2010</div><div class="mr-name">The Meridian</div></div>'
        + menu(
            ("Home", "Politics", "Culture", "Media", "Books", "Science", "Fiction", "Archive", "Subscribe"),
            uid="mr-menu",
        )
        + f'<div id="mr-essay">{essay}{letters}</div><div id="mr-margin">{margin}</div>'
        '<div id="mr-colophon">&copy; 2010 The Meridian Magazine Co. &middot; <a href="/masthead">Masthead</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/advertise">Advertise</a></div></div>'
    )
    html = doc(
        lang="en",
        title="The Last Paper Route",
        site="The Meridian",
        css=MAG_CSS,
        body=body,
        body_cls="mr-feature",
    )
    return make(
        "dr-us-meridian-paperroute",
        "discussion",
        html,
        cs,
        path="/media/2010/07/the-last-paper-route/21440/",
        container="div#mr-all",
        heading="Readers Respond (41)",
        description="A US magazine (2010): page 1 of 2 of an essay's comments (heading 41), 24 numbered entries in one "
        "flat list, the name after the text ('Posted by NAME | time'), answers linked by 'In reply to #n NAME', the "
        "writer answering with an 'Author' tag and the editors as 'Meridian editors', a hidden Editors' Picks tab "
        "repeating 3 comments",
    )
