"""Blind set AC: hand-built discussions in English as small sites of 2008-2013 printed them in the served HTML: a
blog's responses in an ``<ol>`` with pingbacks and trackbacks between them (en-blog); a group blog's thread with a
removed entry and the reader's own entry "awaiting moderation" (en-group); a weekly's flat thread whose replies quote
their parent in a ``<blockquote>`` under "Name wrote:" (en-paper); meta line and text as sibling elements, no
wrapper per comment (en-dales); one ``<table>`` per comment (en-tech); numbered entries 8 to 27 with anchors and an
"« Older comments" link (en-dales); a closed discussion whose old comments are still shown, relative times (en-blog);
the post author's answers highlighted (en-group) (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ac_common import (
    PartsK,
    avatar,
    body,
    children,
    esc,
    form_below,
    make,
    slug,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en-blog: pingbacks between the responses


def en_pingbacks() -> Case:
    c = thread(
        """
Jenny Marsh | March 4, 2012 at 10:12 am | - | Same here with the broad beans. The mice had half of them in November, so I am trying again under cloches.
Rob at No. 9 | March 4, 2012 at 11:40 am | - | Your plot looks tidier than mine ever has. I admire the string lines.
Dave Pearce | March 4, 2012 at 1:05 pm | 0 | Soak them overnight in paraffin, an old boy on our site swears by it. Smells awful but the mice leave them alone.
Jenny Marsh | March 4, 2012 at 2:17 pm | 2 | Paraffin? I will try anything at this point.
Colette | March 5, 2012 at 8:02 am | - | Which variety do you grow? I had Aquadulce last year and they were fine until the blackfly arrived.
Ian Buckley | March 5, 2012 at 9:30 am | - | The water butt photo made me laugh. Mine cracked in the frost too.
Sue Tennant | March 5, 2012 at 6:48 pm | 4 | Pinch the tops out as soon as the first pods set, Colette. The blackfly go for the soft tips.
Harold | March 6, 2012 at 7:15 am | - | Lovely blog.
Meg Foley | March 6, 2012 at 9:55 pm | - | Good to see you back writing after the winter. I missed the updates from the Lane.
"""
    )
    sites = {
        "Rob at No. 9": "http://robatnine.example.org",
        "Sue Tennant": "http://sueshedblog.example.net",
        "Meg Foley": "http://megsgarden.example.org",
    }
    pings = {
        1: (
            "Spokes and Sprouts » Beans, at last",
            "March 4, 2012 at 12:30 pm",
            "[…] Over at Ferrybridge Lane they are finally sowing broad beans, which reminded me that mine are still in the packet […]",
        ),
        3: (
            "The Muddy Fork » Weekend links",
            "March 5, 2012 at 7:10 am",
            "[…] a good read on sowing under cloches from Notes from Ferrybridge Lane […]",
        ),
        5: (
            "Lane End Diary » Seed swap on Saturday",
            "March 5, 2012 at 10:01 pm",
            "[…] as the Ferrybridge Lane blog says, the mice always win […]",
        ),
    }

    def one(i: int) -> str:
        x = c[i]
        name = (
            f'<a class="fl-url" href="{sites[x.author]}" rel="external nofollow">{esc(x.author)}</a>'
            if x.author in sites
            else esc(x.author)
        )
        kids = children(c, i)
        return (
            f'<li class="fl-li" id="fl-{300 + i}"><div class="fl-card">{avatar("fl", x.author, 32)} <cite class="fl-fn">{name}</cite> says:'
            f'<div class="fl-when"><a href="#fl-{300 + i}">{esc(x.when)}</a></div></div>'
            f'<div class="fl-txt">{body(x.text)}</div><p class="fl-rep"><a href="?replytocom={300 + i}#respond">Reply</a></p>'
            + (f'<ol class="fl-sub">{"".join(one(k) for k in kids)}</ol>' if kids else "")
            + "</li>"
        )

    def ping(n: int) -> str:
        title, when, excerpt = pings[n]
        kind = "Trackback" if n == 3 else "Pingback"
        return (
            f'<li class="fl-li fl-ping" id="fl-p{n}"><p class="fl-pb"><b>{kind}:</b> <a href="/external/{slug(title)}" rel="external nofollow">{esc(title)}</a></p>'
            f'<div class="fl-when"><a href="#fl-p{n}">{esc(when)}</a></div><div class="fl-txt"><p>{esc(excerpt)}</p></div></li>'
        )

    items = ""
    for n, i in enumerate(children(c, None)):
        items += one(i)
        if n + 1 in pings:
            items += ping(n + 1)
    title = "Broad beans in, finally"
    block = (
        f'<div class="fl-area" id="responses"><h3>12 Responses to “{esc(title)}”</h3>'
        f'<ol class="fl-list">{items}</ol>' + form_below("en", "fl", heading="Leave a Reply") + "</div>"
    )
    st = story(
        title,
        "Martin",
        "2012-03-04T09:00:00+00:00",
        "March 4, 2012",
        """
After two false starts and a week of frost, the broad beans are in. Two double rows, string lines and all, and a row of cloches over the second half in case the mice come back.

The water butt cracked in January, so watering is back to cans from the trough.

Next job: the potato trench, as soon as the ground dries out enough to stand on.
""",
        section="Allotment",
    )
    return make(
        "ac-en-pingbacks",
        "discussion",
        "bl",
        "en-blog",
        st,
        PartsK(after=block),
        c,
        path="/2012/03/broad-beans-in-finally",
        container="div.fl-area#responses > ol.fl-list: li.fl-li entries (div.fl-card: avatar, cite.fl-fn name (a link to the reader's own site on three), 'says:', a permalinked date; div.fl-txt the text; 'Reply'); replies in ol.fl-sub inside their parent's <li>, two levels; two pingbacks and a trackback (li.fl-li.fl-ping: 'Pingback: Site » Title', the date, an excerpt in […]) between the top-level entries",
        heading="12 Responses to “Broad beans in, finally”",
        description="An allotment blog of 2012: 9 comments (3 replies, a chain two levels deep) in an <ol>, two pingbacks and a trackback interleaved in the same list and counted in the heading (not comments), author links to readers' own sites, 'Lovely blog.'.",
        lookalikes=("pingbacks and a trackback in the thread's list",),
    )


# --------------------------------------------------------------------------- en-group: removed, awaiting moderation


def en_moderation() -> Case:
    c = thread(
        """
Nadia Hussain | 2 days ago | - | We have been asking the council about the alley for three years. Glad somebody finally wrote it all down.
Phil Greaves | 2 days ago | 0 | The deeds for number 22 say the alley belongs to the houses either side. So in theory we all own a strip of it.
Bea Lawson | yesterday | - | If it is ours, can we put a gate on it? The fly-tipping at the Hollis Street end is getting worse.
Kofi Mensah | 5 hours ago | - | Count me in for the clean-up on the 24th. I have a wheelbarrow.
Glenys | 1 hour ago | - | I have lived at number 31 since 1968 and the alley was cobbled until 1985, when the gas board dug it up and never put the cobbles back.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        pending = i == 4
        return (
            f'<div class="br-e{" br-pending" if pending else ""}" id="br-{i + 41}">'
            f'<div class="br-top">{avatar("br", x.author, 36)}<b class="br-n">{esc(x.author)}</b> <span class="br-t">{esc(x.when)}</span></div>'
            + ('<p class="br-mod"><em>Your comment is awaiting moderation.</em></p>' if pending else "")
            + f'<div class="br-x">{body(x.text)}</div>'
            + ("" if pending else '<p class="br-a"><a href="#br-form">Reply</a></p>')
            + (f'<div class="br-in">{"".join(one(k) for k in kids)}</div>' if kids else "")
            + "</div>"
        )

    tops = children(c, None)
    items = one(tops[0]) + one(tops[1])
    items += (
        '<div class="br-e br-gone"><div class="br-top"><span class="br-t">yesterday</span></div>'
        '<p class="br-x"><i>This comment was removed by a moderator.</i></p></div>'
    )
    items += "".join(one(i) for i in tops[2:])
    block = '<div class="br-talk" id="talk"><h3>6 comments</h3>' + items + form_below("en", "br") + "</div>"
    st = story(
        "Who owns the alley?",
        "Tess (number 14)",
        "2012-03-12T20:00:00+00:00",
        "12 March 2012",
        """
The alley behind the odd numbers has no name, no owner anyone can find and, as of last week, a sofa.

The council says it is not adopted highway, so it is not theirs. The land registry says nothing at all.

So we are organising a clean-up on Saturday the 24th, and anyone with a wheelbarrow, gloves or old deeds is very welcome.
""",
        section="Street life",
    )
    return make(
        "ac-en-moderation",
        "discussion",
        "bl",
        "en-group",
        st,
        PartsK(after=block),
        c,
        path="/2012/03/who-owns-the-alley",
        container="div.br-talk#talk: div.br-e entries (div.br-top: avatar, b.br-n name, span.br-t '2 days ago'; div.br-x the text; 'Reply'); the reply in div.br-in inside its parent's; a removed entry in its place (div.br-e.br-gone, a time and 'This comment was removed by a moderator.'); the last entry the reader's own, 'Your comment is awaiting moderation.' above its text",
        heading="6 comments",
        description="A group blog of 2012: 5 comments (1 reply) with relative times, a removed entry ('This comment was removed by a moderator.', not a comment) between them, the last one 'awaiting moderation' (a comment: the reader's text is shown), the heading counting the removed one.",
    )


# --------------------------------------------------------------------------- en-paper: replies quoting their parent


def en_quotes() -> Case:
    c = thread(
        """
Trevor Hales | 08/03/2012 09:14 | - | Fifty pounds a year for a beach hut was fair. Auctioning them off means only the second-home crowd will get one.
Marion Pike | 08/03/2012 09:40 | - | My family has had hut 17 since 1958. We were never asked about any of this.
Dan Cole | 08/03/2012 10:02 | 0 | The council has to make money somehow, Trevor. The huts cost a fortune to maintain after every storm.
Trevor Hales | 08/03/2012 10:31 | 2 | They cost nothing like fifty thousand a year, which is what the auction is supposed to raise.
Sheila Rudd | 08/03/2012 11:15 | 1 | Same for us with hut 40. A letter in January and that was it.
Gary Wood | 08/03/2012 12:03 | - | What happens to the huts that are not sold?
Liz Brand | 08/03/2012 12:20 | 5 | According to the council notice they stay with the current holders for one more season.
Pete | 08/03/2012 13:45 | - | Auction them. Why should a few families have them for ever?
Marion Pike | 08/03/2012 14:02 | 7 | Because we painted, repaired and insured them for fifty years, Pete.
Anne Doyle | 08/03/2012 15:30 | - | Is there a petition? I would sign.
Rachel Fenn | 08/03/2012 16:10 | 9 | There is one at the newsagent on the front.
Ken Lowe | 08/03/2012 17:48 | - | The huts are the best thing about Saltmarsh. Do not let them turn the front into another car park.
Colin Ashby | 08/03/2012 19:05 | - | A reserve price of three thousand pounds. For a shed.
Dan Cole | 08/03/2012 19:30 | 12 | A shed with a sea view, Colin. People pay more for less.
Jean Marsh | 08/03/2012 21:12 | - | Shameful.
Bill Overton | 09/03/2012 07:55 | - | I remember when the huts were painted every spring by the scouts. Happy days.
"""
    )
    ids = [1201 + i for i in range(len(c))]

    def one(i: int) -> str:
        x = c[i]
        quote = ""
        if x.parent is not None:
            p = c[x.parent]
            quote = (
                f'<blockquote class="sw-q" style="background:#f4f4f4;border-left:3px solid #aaa;margin:4px 0;padding:4px 8px;font-size:12px">'
                f'<p class="sw-qh"><a href="#sw-{ids[x.parent]}">{esc(p.author)}</a> wrote:</p>{body(p.text)}</blockquote>'
            )
        return (
            f'<div class="sw-post" id="sw-{ids[i]}"><p class="sw-hd"><b class="sw-n">{esc(x.author)}</b> <span class="sw-d">{esc(x.when)}</span></p>'
            f'<div class="sw-x">{quote}{body(x.text)}</div>'
            f'<p class="sw-ft"><small><a href="#sw-form">Quote</a> | <a href="/report/{ids[i]}">Report</a></small></p></div>'
        )

    block = (
        f'<div class="sw-wrap" id="have-your-say"><h2>Have your say ({len(c)})</h2>'
        + "".join(one(i) for i in range(len(c)))
        + form_below("en", "sw")
        + "</div>"
    )
    st = story(
        "Beach huts to be sold at auction",
        "By Jo Kettle",
        "2012-03-08T06:00:00+00:00",
        "Thursday, March 8, 2012",
        """
Saltmarsh's 64 council beach huts are to be sold at auction in May, ending leases that in some families go back three generations.

The council says the huts cost too much to repair after winter storms and that the sale could raise fifty thousand pounds a year for sea defences.

Hut holders say they were not consulted. A reserve price of three thousand pounds has been set for each hut.
""",
        section="Coast",
    )
    return make(
        "ac-en-quotes",
        "discussion",
        "nw",
        "en-paper",
        st,
        PartsK(after=block),
        c,
        path="/news/coast/beach-huts-to-be-sold-at-auction",
        container="div.sw-wrap#have-your-say: flat div.sw-post entries in time order (p.sw-hd: b.sw-n name, span.sw-d '08/03/2012 09:14'; div.sw-x the text, on a reply after a blockquote.sw-q quoting the parent: 'Name wrote:' linking to the parent's anchor and the parent's whole text; 'Quote | Report')",
        heading="Have your say (16)",
        description="A seaside weekly of 2012: 16 comments in a flat list, the 7 replies quoting their parent in a <blockquote> ('Name wrote:' with a link to the parent), 'Shameful.'.",
    )


# --------------------------------------------------------------------------- en-dales: meta and body as siblings


def en_siblings() -> Case:
    c = thread(
        """
Alan Metcalfe | 6 March 2012, 9:14pm | - | Well done to everyone who put money in. We bought ten shares and would buy more.
Judith | 6 March 2012, 9:40pm | - | Will it still do the post office counter? That is what my mother uses it for.
Brian Towler | 6 March 2012, 10:02pm | - | The last village shop in the upper valley. Worth saving at any price.
Kath Simpson | 7 March 2012, 7:30am | - | I volunteer on Tuesday mornings. Come and say hello, and buy a pie while you are there.
Geoff | 7 March 2012, 8:12am | - | Good.
Wendy Harker | 7 March 2012, 12:45pm | - | It shows what a village can do when it pulls together. Well done Fellside.
"""
    )
    items = "".join(
        f'<div class="hx-meta"><a name="hx{501 + i}"></a><b>{esc(x.author)}</b> — <span class="hx-d">{esc(x.when)}</span></div>'
        f'<div class="hx-body">{body(x.text)}</div>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="hx-box" id="readers"><h3>Readers\' comments</h3>'
        + items
        + '<p class="hx-more"><a href="/login">Sign in to add yours</a></p></div>'
    )
    st = story(
        "Village shop saved by residents",
        "By Anna Blackburn",
        "2012-03-06T07:00:00+00:00",
        "6 March 2012",
        """
Fellside's village shop will stay open after 212 residents bought shares worth £48,000 to take it over from its retiring owners.

The shop will be run by a manager and a rota of volunteers, and will keep its post office counter.

It is the last shop between Harrowdale and the head of the valley.
""",
        section="Villages",
    )
    return make(
        "ac-en-siblings",
        "discussion",
        "nw",
        "en-dales",
        st,
        PartsK(after=block),
        c,
        path="/news/villages/village-shop-saved-by-residents",
        container="div.hx-box#readers: no wrapper per comment, pairs of siblings in order: div.hx-meta (an <a name> anchor, b name, '— 6 March 2012, 9:14pm') then div.hx-body (the text's <p>s); flat",
        heading="Readers' comments",
        description="A dales weekly of 2012: 6 comments, each a meta line and a body as sibling divs without a wrapper, flat, 'Good.'.",
    )


# --------------------------------------------------------------------------- en-tech: one <table> per comment


def en_tables() -> Case:
    c = thread(
        """
Maureen Platt | 4:12 PM on 14/03/2012 | - | A man came to my door last week selling these. He said he was from the council. I sent him away, thank goodness.
Roy Sutcliffe | 4:45 PM on 14/03/2012 | - | My neighbour paid £80 for a detector that never worked. She did not want to tell anyone because she was embarrassed. Please share this article with older relatives.
Deepa | 5:30 PM on 14/03/2012 | - | Trading standards were very helpful when I rang them. Their number is 01632 960 123.
Alf | 9:02 PM on 14/03/2012 | - | Always ask for ID.
"""
    )
    items = "".join(
        f'<table class="kw-t" width="100%" border="0" cellspacing="0" cellpadding="4" style="margin-bottom:10px;border:1px solid #dde">'
        f'<tr bgcolor="#eef0f8"><td><font size="2">Posted by <b>{esc(x.author)}</b> at {esc(x.when)}</font></td>'
        f'<td align="right"><font size="1"><a href="/report?p={88 + i}">Report this post</a></font></td></tr>'
        f'<tr><td colspan="2">{body(x.text)}</td></tr></table>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="kw-zone" id="your-views"><h3>Your views</h3>' + items + form_below("en", "kw") + "</div>"
    )
    st = story(
        "Warning over doorstep sellers of smoke alarms",
        "By Gail Horton, Consumer Reporter",
        "2012-03-14T11:00:00+00:00",
        "Wednesday, March 14, 2012",
        """
Trading standards officers have warned Kettleworth residents about doorstep sellers offering smoke and carbon monoxide alarms at inflated prices.

Several elderly residents in the Moorside area have paid up to £90 for alarms worth less than £10, and some of the devices did not work at all.

The fire service fits alarms free of charge for people over 65. Residents are urged never to buy at the door.
""",
        section="Consumer",
    )
    return make(
        "ac-en-tables",
        "discussion",
        "nw",
        "en-tech",
        st,
        PartsK(after=block),
        c,
        path="/news/consumer/warning-over-doorstep-alarm-sellers",
        container="div.kw-zone#your-views: one table.kw-t a comment (a header row: 'Posted by <b>name</b> at 4:12 PM on 14/03/2012' and 'Report this post'; a row with the text); flat",
        heading="Your views",
        description="A city daily of 2012: 4 comments, each a <table> of its own with a header row and a text row, flat, 'Always ask for ID.'.",
    )


# --------------------------------------------------------------------------- en-dales: numbered 8 to 27, older comments


def en_numbered() -> Case:
    c = thread(
        """
Stuart Ingham | 11:02 | - | Fourth time this winter. The snow gates at Greyscar should have been there years ago.
Pam Wilkinson | 11:15 | - | My son was stuck at the top for three hours on Sunday. The gritter never came.
Lee | 11:31 | - | Stay off the pass when it is like this. Simple.
Dorothy Hebden | 11:40 | - | Easy to say if you do not have to get to work in Kirkby.
Martin Capstick | 11:58 | - | The diversion through Langsett adds forty minutes each way.
Helen Garth | 12:20 | - | Thank you to the farmer who towed us out with his tractor on Saturday. You know who you are.
Mick | 12:34 | - | Same every year.
Andrew Thwaite | 12:50 | - | Are the buses running? The website says nothing.
Susan Airey | 13:05 | - | The 830 is turning back at Low Row.
Jim Horner | 13:22 | - | We lived up there for forty years and just stocked up in November. People expect too much now.
Carol Dent | 13:40 | - | The school at Fellside closed again. That is six days lost this term.
Phil Raw | 14:02 | - | Anyone know if the top road via Keld is open instead?
Rachel Lund | 14:11 | - | Keld road was shut at 10 this morning, drifting at the cattle grid.
Graham Alderson | 14:30 | - | Good photograph of the plough on the front page.
Tina | 15:01 | - | Stay safe everyone.
Ken Sunter | 15:45 | - | The county spends more on consultants than on grit.
Margaret Iveson | 16:20 | - | Spare a thought for the postman, he walked the last mile to us.
Dale Fawcett | 17:02 | - | Snow gates will only stop people setting off. They will not clear the road.
Ian Whitfield | 18:10 | - | Could the Courier publish a phone number for road updates? The council line is always engaged.
Beryl | 19:30 | - | Beautiful up there in the snow, mind.
"""
    )
    items = "".join(
        f'<div class="nb-e" id="n{i + 8}"><a class="nb-no" href="#n{i + 8}" style="float:left;font:bold 22px Georgia,serif;color:#bbb;width:40px">{i + 8}</a>'
        f'<div class="nb-in" style="margin-left:44px"><p class="nb-h"><b>{esc(x.author)}</b> <small>5 March 2012 at {esc(x.when)}</small></p>'
        f"{body(x.text)}</div></div>"
        for i, x in enumerate(c)
    )
    nav = '<p class="nb-nav"><a href="/news/roads/snow-closes-greyscar-pass-again/cpage-1">« Older comments</a></p>'
    block = (
        '<div class="nb-wrap" id="discuss"><h3>27 comments so far</h3>'
        + nav
        + items
        + nav
        + form_below("en", "nb")
        + "</div>"
    )
    st = story(
        "Snow closes Greyscar pass again",
        "By Courier reporter",
        "2012-03-05T09:30:00+00:00",
        "Monday, 5 March 2012",
        """
The Greyscar pass was closed for the fourth time this winter this morning after overnight snow drifted across the road near the summit.

Council gritters were sent up at 5am but turned back in the drifts. Traffic is being diverted through Langsett.

The council says new snow gates at both ends of the pass will be installed before next winter.
""",
        section="Roads",
    )
    return make(
        "ac-en-numbered",
        "discussion",
        "nw",
        "en-dales",
        st,
        PartsK(after=block),
        c,
        path="/news/roads/snow-closes-greyscar-pass-again",
        container="div.nb-wrap#discuss: '27 comments so far', an '« Older comments' link (to a page that was not saved) above and below, flat div.nb-e entries numbered 8 to 27 with their anchors (a.nb-no '#n8'; div.nb-in: p.nb-h b name, small '5 March 2012 at 11:02'; the text's <p>s)",
        heading="27 comments so far",
        description="A dales weekly of 2012: the second page of a discussion, comments numbered 8 to 27 with anchors, an '« Older comments' link to the first page (not saved: only the 20 shown are the truth), flat, 'Same every year.'.",
    )


# --------------------------------------------------------------------------- en-blog: a closed discussion


def en_closed() -> Case:
    c = thread(
        """
Tom Riley | 2 years ago | - | Rode it on Sunday. The bit past the school just stops at a lamp post and dumps you onto the ring road.
Helen Crossley | 2 years ago | 0 | I thought I had missed a sign. Glad it is not just me.
Andy Brent | 2 years ago | - | Painted lines are not infrastructure. Nobody will let their kids ride on that.
Sasha | 2 years ago | - | Is there any plan to join it up with the canal path?
Martin | 2 years ago | 3 | Not in this year's budget, according to the cabinet papers. Maybe 2012.
Geraldine Fox | 2 years ago | - | As a driver, I am happy to share the road, but the lane is so narrow that I cannot pass safely.
Dev Patel | 2 years ago | - | Forty thousand pounds for two hundred metres of paint.
Nora | 2 years ago | - | Thanks for the photos.
Lewis Hart | 2 years ago | - | Wrote to my councillor, got a form letter back. Will keep at it.
Kim Ashworth | 2 years ago | - | There was a lane like this in my old town. Within a year they had turned it into parking.
Martin | 2 years ago | 9 | Keep at it Lewis, three letters got the dropped kerb on Mill Street fixed.
Joe Baines | 2 years ago | - | Cyclists should pay road tax.
Ellen Wray | 2 years ago | 11 | There is no road tax, Joe, it was abolished in 1937.
Ruth | 2 years ago | - | Brilliant post, sharing with our cycling club.
Pat Moorhouse | 2 years ago | - | Update: the lamp post has a sign on it now saying Cyclists Dismount. Progress of a sort.
Frank Gill | 2 years ago | - | Ha!
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<li class="ck-i" id="ck-{700 + i}"><p class="ck-w"><strong>{esc(x.author)}</strong> <a class="ck-t" href="#ck-{700 + i}">{esc(x.when)}</a></p>'
            f"{body(x.text)}"
            + (f'<ul class="ck-s">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        f'<div class="ck-area" id="feedback"><h3>{len(c)} thoughts on “The new bike lane goes nowhere”</h3>'
        f'<ul class="ck-l">{"".join(one(i) for i in children(c, None))}</ul>'
        '<p class="ck-closed"><em>Comments are closed.</em></p></div>'
    )
    st = story(
        "The new bike lane goes nowhere",
        "Martin",
        "2010-06-14T19:00:00+01:00",
        "June 14, 2010",
        """
The council has finished its new cycle lane on Station Road. It is 200 metres long, painted green, and ends at a lamp post outside the primary school.

From there, you can either get off and push, or join the ring road with the lorries.

I took some photos on the way to the allotment. Make of them what you will.
""",
        section="Cycling",
    )
    return make(
        "ac-en-closed",
        "discussion",
        "bl",
        "en-blog",
        st,
        PartsK(after=block),
        c,
        path="/2010/06/the-new-bike-lane-goes-nowhere",
        container="div.ck-area#feedback > ul.ck-l: li.ck-i entries (p.ck-w: strong name, a permalinked '2 years ago'; the text's <p>s); replies in ul.ck-s inside their parent's; 'Comments are closed.' and no form below",
        heading="16 thoughts on “The new bike lane goes nowhere”",
        description="A blog post of 2010 as a crawl of 2012 saw it: a closed discussion ('Comments are closed.') whose 16 comments (4 replies) are still shown, every time '2 years ago', no avatars, 'Ha!'.",
    )


# --------------------------------------------------------------------------- en-group: the post author's answers


def en_author() -> Case:
    me = "Priya (number 14)"
    c = thread(
        f"""
Ed Fairbairn | 15 Feb 2012 | - | Count us in for the next one. What do we bring?
{me} | 15 Feb 2012 | 0 | Just yourselves and a bottle, Ed. Food is on us, we split the cost at the end.
Lena Kowalski | 15 Feb 2012 | - | That lamb recipe sounds wonderful. Any chance you could post it?
{me} | 16 Feb 2012 | 2 | It is my aunt's, I will ask her permission first. She guards it closely.
Mo Rahman | 16 Feb 2012 | - | Twelve strangers at one table and nobody fell out? That is the real achievement.
Grace Obi | 16 Feb 2012 | - | We did something similar on our street in 2009. It ran for two years and we are all still friends.
{me} | 17 Feb 2012 | 5 | That is lovely to hear, Grace. How did you keep it going?
Grace Obi | 17 Feb 2012 | 6 | One rule: the host never cooks twice in a row.
"""
    )
    sites = {"Ed Fairbairn": "http://edfairbairn.example.org", "Grace Obi": "http://gracesstreet.example.net"}

    def one(i: int) -> str:
        x = c[i]
        own = x.author == me
        kids = children(c, i)
        name = (
            f'<a href="{sites[x.author]}" rel="external nofollow">{esc(x.author)}</a>'
            if x.author in sites
            else esc(x.author)
        )
        style = ' style="background:#eef6ff;border:1px solid #9cc3e6"' if own else ""
        return (
            f'<div class="ow-e{" ow-own" if own else ""}" id="ow-{900 + i}"{style}>{avatar("ow", x.author, 40)}'
            f'<div class="ow-h"><span class="ow-n">{name}</span>'
            + (' <span class="ow-tag">Post author</span>' if own else "")
            + f' <span class="ow-d">{esc(x.when)}</span></div>'
            f'<div class="ow-x">{body(x.text)}</div><div class="ow-f"><a href="#ow-form">Reply</a></div>'
            + (
                f'<div class="ow-kids" style="margin-left:40px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="ow-wrap" id="replies"><h3>8 replies</h3>'
        + "".join(one(i) for i in children(c, None))
        + form_below("en", "ow")
        + "</div>"
    )
    st = story(
        "A supper club in number 14",
        me,
        "2012-02-14T21:00:00+00:00",
        "14 February 2012",
        """
Last Saturday twelve of us sat down to eat in our front room, which is built for six. We borrowed chairs from three houses and a table from the church hall.

Nobody had met everyone before. By the end of the night we had a rota for the next four months.

The lamb, for the record, was my aunt's recipe, and it went in about four minutes.
""",
        section="Food",
    )
    return make(
        "ac-en-author",
        "discussion",
        "bl",
        "en-group",
        st,
        PartsK(after=block),
        c,
        path="/2012/02/a-supper-club-in-number-14",
        container="div.ow-wrap#replies: div.ow-e entries (avatar; div.ow-h: span.ow-n name, a link to the reader's own site on two, span.ow-d '15 Feb 2012'; div.ow-x text; 'Reply'); the post author's answers highlighted (div.ow-e.ow-own, a blue box and a 'Post author' label); replies in div.ow-kids inside their parent's, up to three levels",
        heading="8 replies",
        description="A group blog of 2012: 8 comments (4 replies, a chain three levels deep), the post author's three answers highlighted with a 'Post author' label, two author links to the readers' own sites.",
    )


def threads_ac() -> list[Case]:
    return [
        en_pingbacks(),
        en_moderation(),
        en_quotes(),
        en_siblings(),
        en_tables(),
        en_numbered(),
        en_closed(),
        en_author(),
    ]
