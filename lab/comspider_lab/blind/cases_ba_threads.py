"""Blind set BA: eight English discussions of 2008-2014, each differing from the common case in one way: records that
are only runs of sibling paragraphs between rules, the name after the text (en-hr); a thread of 38 (en-big); the
editor's answers printed inside the readers' boxes (en-inline); comments holding lists, links, bold words and a quote
of the article (en-rich); comments and related posts in the very same card markup (en-cards); nearly every author
"Anonymous" (en-anon); a heading whose cached count says 0 above five comments (en-stale); text advertisements in
the comments' own shape between them (en-ads). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ba_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def en_hr_siblings() -> Case:
    cs = thread("""
Margaret Ellery | 14 March 2009, 9:12 pm | - | - | Mr Hewlett is right that the small bookshop survives on goodwill, but goodwill does not pay the rates. Our own shop on Tanner Row closed last spring after thirty-one years, and not one of the customers who told us how much they loved it had bought anything in the previous month.
Dr. Aled Price | 15 March 2009, 8:40 am | - | - | A fine essay, though I think it underestimates the libraries. Half of what I read as a boy came from the mobile library van that stopped outside the chapel on Thursdays. // The question is not whether people will read, but where they will find the books to begin with.
J. Fairweather | 15 March 2009, 11:02 am | - | - | I work in one of the large chains the essay is so unkind about. We stock poetry, we have a children's corner, and I have spent whole afternoons helping pensioners find books their grandchildren might like. Please do not assume we are all spreadsheets.
Hugh Dalloway | 16 March 2009, 6:25 pm | - | - | The comparison with the record shops of the 1980s is apt. Many closed, and the ones that are left are better than ever, because they only survive by knowing their customers by name.
Ruth Okonedo | 17 March 2009, 10:51 am | - | - | Could the Review perhaps print a list of the independent bookshops still trading in the region? I suspect many readers, like me, do not know where they are.
Stanley Brook | 19 March 2009, 4:30 pm | - | - | I buy most of my books second-hand at the market on Saturdays. Nobody ever writes essays about the stallholders, who have kept more books in circulation than anyone.
""")

    block = '<div id="t-responses"><h3 class="t-rhead">Readers respond</h3>'
    for c in seeds(cs):
        block += paras(c.text) + f'<p class="t-sig">— Posted by {esc(c.author)} on {esc(c.when)}</p><hr />'
    block += (
        '<p class="t-respond">To respond to this essay, <a href="/letters/write">write to the editors</a>. '
        "Responses are read before they appear.</p></div>"
    )
    st = Story(
        "The Last Bookshops: A Defence of the Unprofitable",
        "by Edmund Hewlett",
        "2009-03-12T10:00:00+00:00",
        "12 March 2009",
        """
There was a time when every market town of any size had at least one bookshop run by somebody who had read most of what was on its shelves. Many of those shops are gone, and the reasons usually given for their disappearance are rents, supermarkets and the internet.

Those reasons are true but incomplete. The small bookshop was never profitable in the way a chemist or a butcher is profitable. It survived on a mixture of stubbornness, inheritance and the willingness of its owner to live above the shop on very little.

What we lose when such a shop closes is not a place to buy books, since books can now be bought anywhere. We lose a person whose job it was to put the right book into the right hands, and who did it for the pleasure of it.
""",
        related=("On Reading Aloud", "The Public Library at Two Hundred", "Letters: February 2009"),
        tags=("books", "cities"),
        bio="Edmund Hewlett has written for the Review since 2004. He lives in a town with two bookshops and hopes to keep it that way.",
    )
    return make(
        "ba-en-hr-siblings",
        "discussion",
        "en-sparrowgate",
        st,
        Parts(after=block),
        seeds(cs),
        path="/essays/2009/03/the-last-bookshops.html",
        container="div#t-responses in the table layout's centre cell: h3 'Readers respond', then for each response its <p> paragraphs, a p.t-sig '— Posted by NAME on DATE' and an <hr />, all siblings: no element per response",
        heading="Readers respond",
        description="The hard way: no element holds a record. A 2009 monthly of essays in a table layout: 6 readers' responses printed as runs of sibling paragraphs, each closed by a signature line (name and date after the text) and a rule; flat, one of two paragraphs.",
    )


def en_big_thread() -> Case:
    cs = thread("""
Tom Riddock | 6 November 2012 at 8:02 am | - | - | Closing the branch to save £90,000 when they spent more than that on the new signs for the bypass. Priorities.
Jenny Larch | 6 November 2012 at 8:15 am | - | - | My two learned to read in that library. Saturday story time was the only free thing we could do in winter.
Alan Corbett | 6 November 2012 at 8:31 am | 0 | - | The signs came out of a different budget, Tom. Not defending the closure, just saying.
Tom Riddock | 6 November 2012 at 8:44 am | 2 | - | It all comes out of our council tax in the end, Alan.
Priya Sandhu | 6 November 2012 at 9:03 am | - | - | Is there a petition? I'd sign it today.
Millbrook Ledger | 6 November 2012 at 9:10 am | 4 | - | There is, Priya: the Friends of Millbrook Library started one on Saturday. The link is at the bottom of the post.
Derek H. | 6 November 2012 at 9:22 am | - | - | Honestly, when did anyone last go in there? I walked past on a Tuesday and it was empty.
Jenny Larch | 6 November 2012 at 9:30 am | 6 | - | Tuesday mornings, probably. Go on a Saturday or after school and you can't get a seat at the computers.
Hazel Moore | 6 November 2012 at 9:48 am | - | - | The computers are the point. Half the people applying for jobs in this town don't have a computer at home.
Ben Okafor | 6 November 2012 at 10:05 am | - | - | Could volunteers run it? Other towns seem to manage.
Hazel Moore | 6 November 2012 at 10:20 am | 9 | - | Volunteers can keep the doors open but they can't replace a trained librarian. I say that as someone who volunteers there twice a week.
Gordon Pike | 6 November 2012 at 10:41 am | - | - | I remember when they wanted to close it in 1993 too. We marched up the high street and they backed down. Time to dust off the banners.
Sue Wetherby | 6 November 2012 at 11:02 am | - | - | The mobile library only comes every other Wednesday and never to our end of town.
Kieran | 6 November 2012 at 11:15 am | - | - | E-books are free from the county website. Not everything needs a building.
Priya Sandhu | 6 November 2012 at 11:29 am | 13 | - | Try explaining that to my mum, Kieran. She's 79 and the library is where she sees people.
Kieran | 6 November 2012 at 11:51 am | 14 | - | Fair enough. I didn't think of it like that.
Lorna Fitch | 6 November 2012 at 12:10 pm | - | - | What happens to the local history room? Those parish records aren't anywhere else.
Rev. Paul Anstey | 6 November 2012 at 12:33 pm | - | - | The church hall is available on Thursdays if the Friends need somewhere to meet.
Marcus Dyer | 6 November 2012 at 1:05 pm | - | - | Cllr Bramley said at the last meeting that no decision had been made. Was that true or not?
Millbrook Ledger | 6 November 2012 at 1:20 pm | 18 | - | Technically it is still a proposal, Marcus. The cabinet votes on 29 November and the consultation closes on the 23rd.
Ellie Grant | 6 November 2012 at 1:42 pm | - | - | I'm a student and I do all my revision there because our house is too noisy. Where are we supposed to go?
Frank Ollerton | 6 November 2012 at 2:11 pm | - | - | Sell the building, it's worth a fortune. Put a library corner in the leisure centre.
Hazel Moore | 6 November 2012 at 2:30 pm | 21 | - | The leisure centre is two buses away for most of the estate, Frank.
Nadia Kerr | 6 November 2012 at 3:04 pm | - | - | Has anyone asked the school? They might share their library in the evenings.
Gordon Pike | 6 November 2012 at 3:40 pm | - | - | Meeting at the Wheatsheaf on Friday at 7 if anyone wants to organise something.
Lorna Fitch | 6 November 2012 at 4:12 pm | 24 | - | I'll be there. I'll bring the photos from 1993.
Chris W | 6 November 2012 at 5:01 pm | - | - | Every library closure is sold as a saving and every one costs more later. Nobody counts what it costs when kids stop reading.
Angela Bright | 6 November 2012 at 5:37 pm | - | - | The staff there are wonderful. When my husband died they helped me sort out every form online.
Derek H. | 6 November 2012 at 6:20 pm | 7 | - | All right, I stand corrected by about ten people. I'll go and look on Saturday.
Jenny Larch | 6 November 2012 at 6:45 pm | 28 | - | Bring a child and sit in on story time, Derek. You'll be converted.
Tom Riddock | 6 November 2012 at 7:30 pm | - | - | Just read the consultation document. The usage figures are from 2010, before the refurbishment. Surely they should use the new ones.
Ben Okafor | 6 November 2012 at 8:02 pm | 30 | - | Good spot. That should go in everyone's consultation response.
Wendy Clough | 6 November 2012 at 9:15 pm | - | - | I'm a retired librarian. Happy to help anyone write a response to the consultation, just ask at the Wheatsheaf on Friday.
Sam | 7 November 2012 at 7:50 am | - | - | Shared this on the school parents' page. A lot of angry mums this morning.
Irene Platt | 7 November 2012 at 8:33 am | - | - | What about the reading groups? There are three that meet there every month.
Oliver Brand | 7 November 2012 at 9:14 am | - | - | The county closed four libraries last year and promised community hubs. Not one of them has opened.
Ellie Grant | 7 November 2012 at 10:02 am | 35 | - | That's exactly what worries me. Promises now, nothing later.
Millbrook Ledger | 7 November 2012 at 11:00 am | - | - | Thanks everyone. We've asked the council for the current usage figures and will publish them when we get them.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="bx-say" id="say-{2201 + i}"><div class="bx-say-who"><img src="/_avatar/mb-{i}.svg" alt="" width="32" height="32" /> '
            f'<span class="bx-say-name">{esc(c.name)}</span> <span class="bx-say-says">says:</span></div>'
            f'<div class="bx-say-when"><a href="#say-{2201 + i}">{esc(c.when)}</a></div>'
            f'<div class="bx-say-text">{paras(c.text)}</div><div class="bx-say-reply"><a href="?replyto={2201 + i}#respond">Reply</a></div>'
            f"{sub}</li>"
        )

    block = (
        '<div id="bx-talk"><h3 class="bx-talk-count">38 thoughts on “Library on Bridge Street to close in April”</h3>'
        '<ol class="bx-talk-list">'
        + tree(cs, item, lambda s: f'<ul class="bx-talk-sub">{s}</ul>')
        + '</ol><div id="respond"><h3>Have your say</h3><form action="/post-comment" method="post"><p><textarea name="c" cols="58" rows="8"></textarea></p>'
        '<p><input type="text" name="author" /> Name (required)</p><p><input type="text" name="email" /> Mail (will not be published)</p>'
        '<p><input type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    st = Story(
        "Library on Bridge Street to close in April",
        "Posted by the Ledger",
        "2012-11-05T19:30:00+00:00",
        "Monday, 5 November 2012",
        """
The county council has confirmed that Millbrook's library on Bridge Street is one of five branches it proposes to close next April to save money. The council says the closure would save about £90,000 a year.

Under the proposal, Millbrook would be served by the mobile library every other Wednesday and by the county's online catalogue of e-books. The building, which was refurbished in 2011, would be sold.

A consultation runs until 23 November. The Friends of Millbrook Library have started a petition, which you can sign at the library desk or at the post office.
""",
        section="Town Hall",
        related=(
            "Bonfire night: where to watch",
            "Bridge Street parking changes",
            "Millbrook in Bloom results",
        ),
        tags=("library", "council", "budget"),
    )
    return make(
        "ba-en-big-thread",
        "discussion",
        "en-millbrook",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2012/11/05/library-on-bridge-street-to-close/",
        container="div#bx-talk: h3 '38 thoughts on “…”', ol.bx-talk-list > li.bx-say (div.bx-say-who: avatar, span.bx-say-name, 'says:'; div.bx-say-when link; div.bx-say-text; 'Reply'); replies in ul.bx-talk-sub inside the li, up to three levels; a comment form",
        heading="38 thoughts on “Library on Bridge Street to close in April”",
        description="The hard way: size. A 2012 town blog's post on a library closure with 38 comments on one page, most of them one or two sentences, 14 replies up to three levels deep, the blog's own answers among them; times '6 November 2012 at 8:02 am'.",
    )


def en_inline_editor() -> Case:
    cs = thread("""
Brian Tolley | 22/05/2013 09:14 | - | - | Your article says the Dale Road roadworks finish on 14 June. The sign at the top of the hill says 28 June. Which is it?
Dana Whitlock | 22/05/2013 11:30 | 0 | - | Brian, the highways department told us 14 June for the road to reopen; the 28th is when the pavement works end. We have added this to the story.
Carol Banks | 22/05/2013 09:40 | - | - | The diversion through Ghyll Lane is dangerous. It is a single track road with no passing places and the lorries are ignoring the signs.
Mohammed Iqbal | 22/05/2013 10:02 | - | - | My shop is on Dale Road and takings are down by a third since the closure. Is there any help from the council for businesses?
Dana Whitlock | 22/05/2013 12:05 | 3 | - | Mr Iqbal, the council says businesses can apply for a rates reduction for the weeks of the closure. We will publish the details on Friday.
Ken Sowerby | 22/05/2013 10:48 | - | - | They dug the same stretch up in 2011. Do they not talk to each other?
Lucy Hartley | 22/05/2013 13:20 | - | - | The buses are running twenty minutes late because of the diversion. My daughter has been late for school three times this week.
Peter Rigg | 22/05/2013 14:02 | - | - | You spelled Ghyll Lane wrong in the map caption.
Dana Whitlock | 22/05/2013 14:30 | 7 | - | Thanks Peter, corrected.
Jean Bright | 22/05/2013 16:45 | - | - | Could the council not have done this in the school holidays?
Alan Hebden | 23/05/2013 07:55 | - | - | Good work by the crews, to be fair. They were out at six this morning in the rain.
""")

    def reader(i: int, c: C) -> str:
        answers = [j for j, x in enumerate(cs) if x.seed.parent == i]
        inner = "".join(
            f'<div class="gz-reply-staff"><p class="gz-reply-label">Response from {esc(cs[j].name)}, news editor · '
            f"{esc(cs[j].when)}</p>{paras(cs[j].text)}</div>"
            for j in answers
        )
        return (
            f'<div class="gz-ucomment" id="uc-{7730 + i}"><p class="gz-uc-head"><strong>{esc(c.name)}</strong> '
            f'<span class="gz-uc-time">{esc(c.when)}</span></p><div class="gz-uc-body">{paras(c.text)}</div>'
            f"{inner}"
            f'<p class="gz-uc-tools"><a href="/report?c={7730 + i}">Report abuse</a></p></div>'
        )

    block = (
        '<div class="gz-ucomments"><h3>Your comments</h3><p class="gz-uc-note">Comments are checked by our newsroom. '
        "The editor answers questions about our reporting below the reader's comment.</p>"
        + "".join(reader(i, c) for i, c in enumerate(cs) if c.seed.parent is None)
        + '<p><a href="/login">Log in</a> to comment.</p></div>'
    )
    st = Story(
        "Dale Road closure: three more weeks of diversions",
        "By Rob Kettle",
        "2013-05-21T17:00:00+01:00",
        "Tuesday, May 21, 2013",
        """
Drivers face three more weeks of diversions after the county council confirmed that the resurfacing of Dale Road will not be finished until the middle of June.

The road between the market place and the top of Dale Bank has been closed since 29 April. Traffic is being diverted along Ghyll Lane and the bypass, adding up to fifteen minutes to some journeys.

A council spokesman said the work had been delayed by wet weather and by a damaged water main found under the road at the junction with Church Street.
""",
        lead="Resurfacing delayed by rain and a burst water main, says the council.",
        section="News",
        related=(
            "Market traders fear summer slump",
            "Bypass speed camera switched on",
            "Rugby club's new stand opens",
        ),
        tags=("roads",),
    )
    return make(
        "ba-en-inline-editor",
        "discussion",
        "en-kettlewick",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/2013/05/21/dale-road-closure-three-more-weeks",
        container="div.gz-ucomments: h3 'Your comments', flat div.gz-ucomment (p.gz-uc-head: strong name, span.gz-uc-time; div.gz-uc-body; 'Report abuse'); the news editor's answers printed INSIDE the reader's box as div.gz-reply-staff ('Response from NAME, news editor · time' and the answer)",
        heading="Your comments",
        description="The hard way: the answer is inside the record it answers. A 2013 evening paper: 8 readers' comments, three of them holding the news editor's answer in their own box (a label line 'Response from Dana Whitlock, news editor · 22/05/2013 11:30' and the answer); the answers are comments of their own, replies to the reader's; times '22/05/2013 09:14'.",
    )


def en_rich_bodies() -> Case:
    cs = thread("""
gearhead_mo | October 12, 2011 at 3:40 pm | - | - | Good review, but I think you are too kind about the battery. My numbers after a week: // Screen on, brightness half: 4 h 10 min // Standby overnight: lost 9% // Two calls and a bit of browsing: dead by 6 pm // That is worse than my old phone, which was two years old.
Leena K | October 12, 2011 at 4:05 pm | - | - | You wrote: “The camera is the best we have used on a phone under £300.” Have you tried it indoors? Every photo I take in the kitchen looks like it was painted with a wet sponge.
Pixel Post | October 12, 2011 at 4:30 pm | 1 | - | Leena, we did, and you are right that it struggles in low light. We have added two indoor samples to the gallery so readers can judge for themselves.
dr_sprocket | October 12, 2011 at 5:12 pm | - | - | For anyone who wants to fix the battery drain, this worked for me: // turn off the background sync for the weather widget // set the screen timeout to 30 seconds // switch off the vibration on the keyboard // I now get a full day out of it. There is a long thread about it on the owners' forum if you search for “drain fix”.
Jonny Vale | October 12, 2011 at 6:40 pm | - | - | The case is the real problem. Plastic back that creaks when you hold it. For this price I expect better.
gearhead_mo | October 12, 2011 at 7:02 pm | 3 | - | Tried those three, dr_sprocket, and I am now at 6 h of screen time. Still not great but much better, thanks.
Hattie | October 13, 2011 at 9:15 am | - | - | Bought it for my dad because of this review and he loves it. Big buttons, loud speaker, and he has not rung me once to ask how to do something. Five stars from him.
""")

    def body(c: C) -> str:
        parts = c.text.split("\n\n")
        if c.name == "gearhead_mo" and len(parts) > 2:
            return (
                f"<p>{esc(parts[0])}</p><ul>"
                + "".join(f"<li>{esc(p)}</li>" for p in parts[1:-1])
                + f"</ul><p>{esc(parts[-1])}</p>"
            )
        if c.name == "dr_sprocket":
            first, *items, last = parts
            before, _, after = last.partition("the owners' forum")
            return (
                f"<p>{esc(first)}</p><ol>"
                + "".join(f"<li><code>{esc(p)}</code></li>" for p in items)
                + f'</ol><p>{esc(before)}<a href="http://owners-forum.example/t/8812" rel="nofollow">the owners\' forum</a>{esc(after)}</p>'
            )
        if c.name == "Leena K":
            quote, _, rest = c.text.partition(" Have you")
            q = quote.removeprefix("You wrote: ")
            return f"<p>You wrote:</p><blockquote><p>{esc(q)}</p></blockquote><p>Have you{esc(rest)}</p>"
        if c.name == "Jonny Vale":
            return "<p>The case is the real problem. <b>Plastic back that creaks</b> when you hold it. For this price I expect better.</p>"
        return paras(c.text)

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="bx-remark" id="remark-{501 + i}"><div class="bx-remark-top"><img src="/_avatar/px-{i}.svg" alt="" width="40" height="40" />'
            f' <b class="bx-remark-nick">{esc(c.name)}</b> <a class="bx-remark-when" href="#remark-{501 + i}">{esc(c.when)}</a></div>'
            f'<div class="bx-remark-body">{body(c)}</div><a class="bx-remark-rep" href="#respond">Reply ↓</a>{sub}</li>'
        )

    block = (
        '<div id="bx-remarks"><h3>7 Replies</h3><ol class="bx-remarks-list">'
        + tree(cs, item, lambda s: f'<ol class="bx-remarks-kids">{s}</ol>')
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/post-comment" method="post"><textarea name="c" rows="6" cols="50"></textarea>'
        "<p>You may use these HTML tags: &lt;a&gt; &lt;b&gt; &lt;blockquote&gt; &lt;code&gt; &lt;em&gt; &lt;ul&gt; &lt;ol&gt; &lt;li&gt;</p>"
        '<input type="submit" value="Post Comment" /></form></div></div>'
    )
    st = Story(
        "Review: the Kestrel K2 is the phone for people who hate phones",
        "Posted by Marty Quill",
        "2011-10-11T09:00:00+01:00",
        "October 11, 2011",
        """
The Kestrel K2 is not trying to be the thinnest or the fastest phone of the year. It is trying to be the phone you can hand to a parent, or keep in a coat pocket for a week, and it mostly succeeds.

The camera is the best we have used on a phone under £300. Photographs taken outside in daylight are sharp and natural, and the shutter button on the side is a welcome return.

The battery is the weak point. In our tests it lasted a day of light use, but anything more than that and you will want a charger by the evening.
""",
        section="Reviews",
        related=(
            "Five cases we actually like",
            "Podcast 41: the tablet question",
            "Hands on with the Corvid 3",
        ),
        tags=("phones", "batteries", "cameras"),
    )
    return make(
        "ba-en-rich-bodies",
        "discussion",
        "en-pixelpost",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2011/10/11/review-kestrel-k2/",
        container="div#bx-remarks: h3 '7 Replies', ol.bx-remarks-list > li.bx-remark (div.bx-remark-top: avatar, b.bx-remark-nick, a.bx-remark-when; div.bx-remark-body; 'Reply ↓'); replies in ol.bx-remarks-kids inside the li",
        heading="7 Replies",
        description="The hard way: what sits inside the records. A 2011 gadget blog's review with 7 comments whose bodies hold a bulleted list, a numbered list of code-styled settings, a link, bold words and a blockquote of the article (quoted by the reader: part of the comment); two replies, the blog's own answer; times 'October 12, 2011 at 3:40 pm'.",
    )


def en_cards() -> Case:
    cs = thread("""
Nell Ashdown | 19 Oct 2011 | - | - | I made these on Sunday with windfalls from my neighbour's tree and they were gone by Monday lunchtime. The oat crumble on top is genius.
Frances | 19 Oct 2011 | - | - | Could I use plain flour instead of spelt? Our village shop has never heard of spelt.
Poppy | 19 Oct 2011 | 1 | - | Yes, Frances, plain flour works fine. Use a spoonful less, as it absorbs less of the apple juice.
Marnie O. | 20 Oct 2011 | - | - | Mine sank in the middle. I think my oven runs cool. Will try ten minutes longer next time.
Ruth B | 20 Oct 2011 | 3 | - | Marnie, mine did the same until I bought an oven thermometer. Mine was 20 degrees out!
Gideon Lark | 21 Oct 2011 | - | - | I added a handful of blackberries from the hedge. Purple squares, and my children think I'm a magician.
Poppy | 21 Oct 2011 | 5 | - | Love that, Gideon. Blackberry and apple is the best pair of the autumn.
""")

    def card(img: str, title_html: str, by: str, text_html: str, sub: str = "", cls: str = "bx-card") -> str:
        return (
            f'<div class="{cls}"><img class="bx-card-img" src="{img}" alt="" width="60" height="60" />'
            f'<div class="bx-card-main"><div class="bx-card-title">{title_html}</div><div class="bx-card-by">{by}</div>'
            f'<div class="bx-card-text">{text_html}</div>{sub}</div></div>'
        )

    related = [
        (
            "Plum and almond traybake",
            "Poppy",
            "3 Sep 2011",
            "A tin of plums, a bag of ground almonds and twenty minutes. The traybake that started it all.",
        ),
        (
            "Pear and ginger muffins",
            "Poppy",
            "27 Sep 2011",
            "Soft pears, stem ginger and a crunchy sugar top. They freeze beautifully too.",
        ),
        (
            "Grandma's bramble jelly",
            "Poppy",
            "8 Sep 2011",
            "The only recipe I have in her handwriting, and the best jelly I know.",
        ),
        (
            "Sourdough for the scared",
            "Poppy",
            "14 Aug 2011",
            "You do not need a special jar or a thermometer. You need flour, water and patience.",
        ),
    ]
    rel_html = "".join(
        card(
            f"/_avatar/bc-rel-{k}.svg",
            f'<a href="/recipes/{t.lower().replace(" ", "-").replace(chr(39), "")}/">{esc(t)}</a>',
            f"by {esc(a)} · {esc(d)}",
            f"<p>{esc(x)}</p>",
        )
        for k, (t, a, d, x) in enumerate(related)
    )

    def item(i: int, c: C, sub: str) -> str:
        return card(
            f"/_avatar/bc-c-{i}.svg",
            f"<b>{esc(c.name)}</b>",
            esc(c.when),
            paras(c.text),
            sub,
        )

    block = (
        f'<div class="bx-block bx-more"><h3 class="bx-block-h">You might also like</h3>{rel_html}</div>'
        '<div class="bx-block bx-said"><h3 class="bx-block-h">What you said</h3>'
        + tree(cs, item, lambda s: f'<div class="bx-card-replies">{s}</div>')
        + '<h3 class="bx-block-h">Say something</h3><form action="/say" method="post"><textarea name="t" rows="5" cols="50"></textarea><br />'
        '<input type="text" name="n" value="Your name" /> <input type="submit" value="Send" /></form></div>'
    )
    css = ".bx-card{overflow:hidden;margin:10px 0;padding:8px;border:1px solid #eee6d6}.bx-card-img{float:left;margin-right:10px}.bx-card-main{overflow:hidden}.bx-card-by{font-size:11px;color:#999}.bx-card-replies{margin-left:30px}"
    st = Story(
        "Apple and oat crumble squares",
        "Poppy",
        "2011-10-18T14:00:00+01:00",
        "Tuesday 18 October 2011",
        """
The apple tree next door has outdone itself this year, and my neighbour has started leaving bags of windfalls on my step. These squares are my answer: a spelt shortbread base, a thick layer of sliced apple with cinnamon, and an oat crumble on top.

They keep for four days in a tin, if you hide the tin. Cut them small, because they are rich, and eat the first one warm with a spoon of cream.

Method: rub 150 g butter into 200 g spelt flour and 80 g sugar, press into a lined tin and bake for 15 minutes at 180°C. Cover with four sliced apples tossed with cinnamon, scatter the crumble over and bake for 35 minutes more.
""",
        section="Recipes",
        related=("Pear and ginger muffins", "Plum and almond traybake", "Sourdough for the scared"),
        tags=("autumn", "cake"),
    )
    return make(
        "ba-en-cards-related",
        "discussion",
        "en-bramblecup",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2011/10/apple-and-oat-crumble-squares.html",
        container="div.bx-block.bx-said: h3 'What you said', div.bx-card (img, div.bx-card-title with b name, div.bx-card-by date, div.bx-card-text); replies in div.bx-card-replies inside the card; right after div.bx-block.bx-more 'You might also like' whose four related posts are the same div.bx-card markup (title link, 'by Poppy · date', excerpt)",
        heading="What you said",
        description="The hard way: what else on the page looks like it. A 2011 baking blog: 7 comments (3 replies, two of them by the blog's author) drawn in exactly the same card markup, classes and order of parts as the four 'You might also like' related posts just above them (picture, title or name, a by-line or date, a short text); times are dates only.",
    )


def en_anonymous() -> Case:
    cs = thread("""
Anonymous | 10:42 AM | - | - | The new lane on Fen Road is a joke. It stops dead at the bridge and puts you straight back into the traffic.
Anonymous | 11:05 AM | - | - | Agreed. I nearly got taken out by a tractor there last Thursday.
Kev | 12:18 PM | - | - | Painted lines are not infrastructure. Put a kerb between us and the cars or don't bother.
Anonymous | 1:37 PM | - | - | Why do cyclists always complain? The council spent money on you and it's still not good enough.
Lowmarsh Lou | 2:02 PM | - | - | @Anonymous 1:37 PM, because a lane that ends at the most dangerous point is worse than no lane at all. It tells people it is safe when it isn't.
Anonymous | 3:20 PM | - | - | Lou, is the meeting at the village hall open to everyone or do you need to be in the cycling club?
Lowmarsh Lou | 3:45 PM | - | - | Open to everyone! Thursday 7.30, and there will be tea.
Anonymous | 6:58 PM | - | - | Sorry, I can't make Thursday. Is there a form to send comments to the highways people directly?
Anonymous | 9:11 PM | - | - | As a driver, I'd actually prefer a proper separated lane. Nobody enjoys overtaking a bike on a bend.
""")
    items = "".join(
        f'<dt class="bx-ctitle" id="c{90412 + i}"><img src="/_avatar/anon.svg" alt="" width="16" height="16" /> '
        + (
            f'<a href="/profile/{90412 + i}" rel="nofollow">{esc(c.name)}</a>'
            if c.name != "Anonymous"
            else esc(c.name)
        )
        + " said...</dt>"
        f'<dd class="bx-cbody">{paras(c.text)}</dd><dd class="bx-cfoot"><a href="#c{90412 + i}" title="comment permalink">{esc(c.when)}</a></dd>'
        for i, c in enumerate(cs)
    )
    block = (
        f'<div id="bx-cblock"><h4>9 comments:</h4><dl class="bx-clist">{items}</dl>'
        '<p class="bx-cpost"><a href="/comment?post=4410">Post a Comment</a></p></div>'
    )
    st = Story(
        "The Fen Road 'cycle lane' and where it stops",
        "Posted by Lowmarsh Lou",
        "2010-06-14T08:30:00+01:00",
        "Monday, June 14, 2010",
        """
After two years of campaigning we finally have a cycle lane on Fen Road. Well, we have a white line, about a metre from the verge, running from the garage to the bridge over the drain.

At the bridge the line stops, the road narrows, and you are back among the lorries heading to the sugar beet factory. That is exactly where the lane was needed most.

The highways officers are coming to the village hall on Thursday to hear what people think. Please come, whether you ride a bike or not.
""",
        section="Advocacy",
        related=("Puncture repair for the impatient", "The long way to Fenby", "Winter tyres: worth it?"),
        tags=("lanes", "commuting"),
    )
    return make(
        "ba-en-anonymous",
        "discussion",
        "en-lowmarsh",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2010/06/fen-road-cycle-lane-and-where-it-stops.html",
        container="div#bx-cblock: h4 '9 comments:', dl.bx-clist with dt.bx-ctitle 'NAME said...', dd.bx-cbody text, dd.bx-cfoot a time link, three siblings per comment; flat",
        heading="9 comments:",
        description="The hard way: the names. A 2010 cycling blog on a hosted-blog look: 9 comments, six of them by 'Anonymous' (the same name, the same icon, no link), one answer flat with '@Anonymous 1:37 PM'; the blogger's two answers; times alone ('10:42 AM'), no dates.",
    )


def en_stale_count() -> Case:
    cs = thread("""
Graham Elsworth | 3 July 2014, 19:22 | - | - | Another 140 houses and not one extra place at the primary school. The school is already full and the nearest other one is in Kingsby.
Ruth Penhaligon | 3 July 2014, 20:05 | 0 | - | The developer is supposed to pay towards school places. It was in the section 106 agreement for the last estate and nothing happened then either.
Wilf Armitage | 4 July 2014, 07:48 | - | - | The field floods every winter. I have photographs going back to 1998 if anyone on the planning committee would like to see them.
Sarah Gant | 4 July 2014, 09:30 | 2 | - | Please send them to the parish council, Wilf. They are putting together their objection this week.
Tony Bell | 4 July 2014, 12:16 | - | - | My son and his wife have been trying to buy in the Vale for three years. Some of us want new houses, as long as they are affordable.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="gz-cm" id="gzc-{4410 + i}"><div class="gz-cm-hd"><span class="gz-cm-name">{esc(c.name)}</span> wrote on '
            f'<span class="gz-cm-dt">{esc(c.when)}</span></div><div class="gz-cm-bd">{paras(c.text)}</div>'
            f'<div class="gz-cm-ft"><a href="#reply">Reply</a> · <a href="/report">Report</a></div>{sub}</div>'
        )

    block = (
        '<div class="gz-comments"><h3 class="gz-comments-h">Comments (0)</h3>'
        '<p class="gz-comments-none">Be the first to comment on this story.</p>'
        + tree(cs, item, lambda s: f'<div class="gz-cm-replies">{s}</div>')
        + '<p><a href="/login">Log in or register</a> to post a comment.</p></div>'
    )
    css = ".gz-cm{border-bottom:1px solid #eee;padding:8px 0}.gz-cm-replies{margin-left:28px}.gz-cm-name{font-weight:bold}"
    st = Story(
        "Plans for 140 homes on Millfield submitted",
        "By Hannah Crowther",
        "2014-07-03T12:00:00+01:00",
        "Thursday 3 July 2014",
        """
Plans for 140 homes on farmland at Millfield, on the edge of Harlow St Mary, have been submitted to the district council.

The developer says 35 of the houses would be affordable homes for rent or shared ownership, and that it would pay towards a new junction on the main road.

Residents have until 31 July to comment on the application. The parish council will discuss it at its meeting on 15 July.
""",
        section="News",
        related=("Cricket club wins league", "Show dates announced", "Flood defence work starts"),
        tags=("planning", "schools"),
    )
    return make(
        "ba-en-stale-count",
        "discussion",
        "en-harlow",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/2014/07/03/plans-for-140-homes-on-millfield",
        container="div.gz-comments: h3 'Comments (0)' and 'Be the first to comment on this story.' (a cached count and empty-state line left in the template), then div.gz-cm (span.gz-cm-name, 'wrote on', span.gz-cm-dt; div.gz-cm-bd; Reply · Report); replies in div.gz-cm-replies inside",
        heading="Comments (0)",
        description="The hard way: the section says it is empty. A 2014 weekly's story on a housing plan: the heading still shows the cached count 'Comments (0)' and the empty-state line 'Be the first to comment on this story.', but 5 comments (2 replies) follow; times '3 July 2014, 19:22'.",
    )


def en_text_ads() -> Case:
    cs = thread("""
Dougie Mair | 11 Aug 2013 10:04 | - | - | Forty years my father fished out of this harbour. Nobody asked the fishermen before they decided where to put the new pontoons.
Sally Treen | 11 Aug 2013 10:31 | 0 | - | They did ask, Dougie, there was a meeting at the Mission in March. Only nine people went.
Dougie Mair | 11 Aug 2013 11:12 | 1 | - | Nine people on a Tuesday at two in the afternoon, when the boats are out. That's not asking.
Colin Prout | 11 Aug 2013 11:50 | - | - | The visiting yachts spend money in the town. The pubs and the chandlery will be glad of them.
Amy Lanyon | 11 Aug 2013 12:22 | - | - | What about the slipway? The rowing club launches there every Sunday.
Harbour Master's Office | 11 Aug 2013 13:05 | 4 | - | The slipway is not affected. The pontoons are on the north wall only and access to the slip stays as it is.
Pete Rowse | 11 Aug 2013 14:40 | - | - | £1.8 million for pontoons while the fish market roof still leaks.
Janet Curnow | 11 Aug 2013 15:18 | 6 | - | The roof is being done in the autumn, it was in the Courier in June.
Martin Hoskin | 11 Aug 2013 17:02 | - | - | Has anyone looked at what happened in Portwrey? Their pontoons were wrecked by the first winter storm.
Ellen Pascoe | 11 Aug 2013 19:45 | - | - | Good for the town. Young people need jobs that are not just in the summer cafés.
""")
    ads = [
        (
            "Harbour View Holiday Cottages",
            "www.harbourview-lets.example",
            "Sea views, dogs welcome, short breaks all year. Book direct and save 10%.",
        ),
        (
            "Marine Insurance Quotes",
            "www.boatcover-compare.example",
            "Compare cover for small boats and yachts in minutes. No obligation.",
        ),
        (
            "Learn to Sail This Summer",
            "www.coastsail-school.example",
            "Two-day beginners' courses every weekend. All equipment included.",
        ),
        (
            "Fresh Fish Delivered",
            "www.quayside-fish.example",
            "Day-boat fish from the harbour to your door, packed on ice.",
        ),
        (
            "Cheap Flights to the Coast",
            "www.skyhop-deals.example",
            "Weekend fares from £19. Limited seats, book today.",
        ),
        (
            "Mooring Buoys & Chains",
            "www.anchorline-supply.example",
            "Trade prices on swivels, shackles and mooring gear.",
        ),
    ]

    def ad_block(pair: list[tuple[str, str, str]]) -> str:
        return (
            '<div class="gz-sponsor"><div class="gz-sponsor-lbl">Sponsored links</div>'
            + "".join(
                f'<div class="gz-cmt gz-cmt-ad"><div class="gz-cmt-top"><a class="gz-cmt-who" href="http://{u}/" rel="nofollow">{esc(t)}</a> '
                f'<span class="gz-cmt-at">{esc(u)}</span></div><div class="gz-cmt-text"><p>{esc(x)}</p></div></div>'
                for t, u, x in pair
            )
            + "</div>"
        )

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="gz-cmt" id="cmt-{66020 + i}"><div class="gz-cmt-top"><a class="gz-cmt-who" href="/user/{66020 + i}">{esc(c.name)}</a> '
            f'<span class="gz-cmt-at">{esc(c.when)}</span></div><div class="gz-cmt-text">{paras(c.text)}</div>'
            f'<div class="gz-cmt-act"><a href="#r">Reply</a> | <a href="/report">Report</a></div>{sub}</div>'
        )

    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    body = ""
    for k, i in enumerate(tops):
        sub = tree(cs, item, lambda s: f'<div class="gz-cmt-kids">{s}</div>', i)
        body += item(i, cs[i], f'<div class="gz-cmt-kids">{sub}</div>' if sub else "")
        if k % 2 == 1:
            body += ad_block(ads[(k // 2) * 2 % 6 : (k // 2) * 2 % 6 + 2])
    block = (
        '<div class="gz-cmts"><h3>Readers\' comments (10)</h3>'
        + body
        + '<p><a href="/login">Sign in</a> to join the debate.</p></div>'
    )
    css = ".gz-cmt{padding:6px 0;border-bottom:1px dotted #ccc}.gz-cmt-kids{margin-left:30px}.gz-sponsor{background:#fafaf0;padding:4px 8px;margin:6px 0}.gz-sponsor-lbl{font-size:10px;color:#999;text-transform:uppercase}"
    st = Story(
        "Harbour pontoons for visiting yachts get go-ahead",
        "By Jess Tremayne",
        "2013-08-10T16:00:00+01:00",
        "Saturday, 10 August 2013",
        """
The harbour commissioners have approved a £1.8 million plan for floating pontoons along the north wall, with room for up to 40 visiting yachts.

Supporters say the berths will bring sailors and their spending into the town from Easter to October. Some fishermen fear the pontoons will crowd the inner harbour.

Work is due to start in January so that the berths are ready for next summer.
""",
        section="Coast",
        related=(
            "Lifeboat called out twice in a day",
            "Regatta week results",
            "Ferry timetable for the winter",
        ),
        tags=("harbour", "tourism"),
    )
    return make(
        "ba-en-text-ads",
        "discussion",
        "en-coldharbour",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/coast/2013/08/10/harbour-pontoons-go-ahead",
        container="div.gz-cmts: h3 \"Readers' comments (10)\", div.gz-cmt (div.gz-cmt-top: a.gz-cmt-who, span.gz-cmt-at; div.gz-cmt-text; Reply | Report); replies in div.gz-cmt-kids; after every second top-level comment a div.gz-sponsor 'Sponsored links' with two div.gz-cmt.gz-cmt-ad in the comments' own markup (linked title, display URL where the time is, one line of text)",
        heading="Readers' comments (10)",
        description="The hard way: what sits between the records. A 2013 coastal paper: 10 readers' comments (4 replies, the harbour office's answer among them) with text advertisements after every second thread, two at a time, in the comments' own markup and classes (a linked title where the name is, a web address where the time is, one sentence); times '11 Aug 2013 10:04'.",
    )


def threads_ba() -> list[Case]:
    return [
        en_hr_siblings(),
        en_big_thread(),
        en_inline_editor(),
        en_rich_bodies(),
        en_cards(),
        en_anonymous(),
        en_stale_count(),
        en_text_ads(),
    ]
