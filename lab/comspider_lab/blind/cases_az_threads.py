"""Blind set AZ: eight English discussions of 2008-2014, each differing from the common case in one way an
adversary judges a generic comment extractor most likely to get wrong: no element per comment (a guest-book run of
text and line breaks, en-quillhouse); each comment two rows of one table (en-ashcombe); a long thread of 40
(en-thornfield); the blogger's answers printed inside the readers' boxes (en-greenhouse); lists, code, a table and
links inside the comments (en-bytewise); the comments in the same media-object markup as the teasers below them
(en-coastline); nesting drawn only by spacer images (en-millbrook); two discussions on one page, the site's own and a
social plugin's saved markup (en-lanternroad). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

import html
from html.parser import HTMLParser

from comspider_lab.blind.cases_az_common import (
    C,
    Case,
    Parts,
    Seed,
    Story,
    depth,
    esc,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def en_guestbook_run() -> Case:
    cs = thread("""
Agnes Thorley | 11 May 2009, 21:40 | - | - | Lovely to see the old press running again. My father had one just like it in the shed and I learned to set type on it when I was nine.
Bram | 12 May 2009, 08:03 | - | - | Where did you find rollers that fit? I've been hunting for a pair for my own press for two years. // Every dealer I ask says nobody casts that size any more.
Jess at Quill House | 12 May 2009, 09:15 | - | - | @Bram there's a chap in Stellbury who recasts old cores in a garage behind the bakery. He took five weeks but they're perfect. I'll e-mail you his details.
Oliver Penhale | 12 May 2009, 13:27 | - | - | The first proof with the crooked line is my favourite picture on this blog. Don't ever straighten it.
Maud | 13 May 2009, 19:02 | - | - | Do you take small orders? Our village fete needs fifty posters and I'd much rather they came off this than a photocopier.
Bram | 14 May 2009, 07:48 | - | - | Got the e-mail, thank you Jess. Ordered a pair this morning.
Nell Abernathy | 16 May 2009, 22:10 | - | - | I have two cases of wooden type from my grandmother's attic, mostly capitals, some letters missing. // If they'd be any use to you they're yours for the collecting.
""")

    def entry(c: C) -> str:
        body = "<br />\n".join(esc(p) for p in c.text.split("\n\n"))
        return f"<b>{esc(c.name)}</b> <small>— {esc(c.when)}</small><br />\n{body}<br /><br />\n"

    block = (
        '<div id="qh-responses"><h3>What you said (7)</h3><div class="qh-talk">\n'
        + "".join(entry(c) for c in cs)
        + '</div><h3>Say something</h3><form action="/say" method="post"><p>Name: <input type="text" name="n" /></p>'
        '<p><textarea name="t" rows="6" cols="60"></textarea></p><p><input type="submit" value="Add to the page" /></p></form></div>'
    )
    st = Story(
        "The platen press prints again",
        "Posted by Jess",
        "2009-05-11T18:30:00+01:00",
        "Monday, 11 May 2009",
        """
It took eleven months, two sets of springs, a great deal of paraffin and one trip to casualty, but the little platen press that came out of Mr Garside's cellar printed its first proof on Saturday afternoon.

The rollers were the last problem. The old ones had gone hard as bone, so I had new ones cast, and the ink now spreads the way it should. The first proof came out with one line crooked, which I have decided to keep as a souvenir.

Next job: the cards for my cousin's wedding. Wish me luck, and steady hands.
""",
        section="Printing",
        related=(
            "A cellar full of lead",
            "Why I still set type by hand",
            "The paper merchant of Cobb Lane",
            "Ink: a confession",
        ),
        tags=("platen press", "restoration", "letterpress"),
    )
    return make(
        "az-en-guestbook-run",
        "discussion",
        "en-quillhouse",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2009/05/the-platen-press-prints-again/",
        container="div#qh-responses: h3 'What you said (7)', ONE div.qh-talk holding every comment as a run of inline markup: <b>name</b> <small>— time</small><br/>, the text's paragraphs separated by <br/>, each comment ended by <br/><br/>: no element per comment",
        heading="What you said (7)",
        description="An English letterpress blog of 2009: 7 readers' comments with no element of their own: the whole discussion is one div of bold names, small times, text and line breaks (the one hard way: no per-comment element to repeat); flat, two answers addressed with '@name' (flat in the truth), two two-paragraph comments.",
    )


def en_two_rows() -> Case:
    cs = thread("""
Dennis Harker | 12/03/2008 09:14 | - | - | About time. The crossing by the school has been an accident waiting to happen since they moved the bus stop.
Mrs J. Coombe | 12/03/2008 09:52 | - | - | Forty thousand pounds for a set of lights? My late husband could have put them up for a tenth of that.
Dave from Pennock Road | 12/03/2008 10:30 | - | - | The lights are only half of it. Lorries still use Vale Street as a rat run to avoid the bypass roundabout.
Sally Wren | 12/03/2008 11:05 | - | - | As a lollipop lady at that crossing for nine years I can tell you the drivers do not slow down for me, never mind a painted line.
R. Pilbeam | 12/03/2008 12:41 | - | - | Why does it take a child being hurt before the council acts? This was raised at the parish meeting in 2006.
Ashcombe Mum of Three | 12/03/2008 14:20 | - | - | Will the lights be working by September when the new intake starts? The article doesn't say.
Peter Lusk | 12/03/2008 16:02 | - | - | I drive that road every day and I'll happily wait thirty seconds at a red light if it keeps the kids safe.
Gwen T | 12/03/2008 18:37 | - | - | Please also look at the pavement outside the chip shop. Children walk in the road because it's blocked by bins every Thursday.
Dennis Harker | 13/03/2008 08:22 | - | - | Sally, you deserve a medal. Nine years in all weathers.
""")
    rows_html = ""
    for i, c in enumerate(cs):
        rows_html += (
            f'<tr class="ac-rh"><td class="ac-l"><a name="c{3301 + i}"></a>Posted by <b>{esc(c.name)}</b></td>'
            f'<td class="ac-r" align="right">{esc(c.when)} <a href="/report?c={3301 + i}">Report</a></td></tr>\n'
            f'<tr class="ac-rt"><td colspan="2">{paras(c.text)}</td></tr>\n'
        )
    block = (
        '<div class="ac-have"><h2>Readers\' comments (9)</h2><p class="ac-note">Comments are checked by our staff '
        "before they appear. Views expressed are those of the readers.</p>"
        f'<table class="ac-table" width="100%" cellspacing="0" cellpadding="4" border="0">\n{rows_html}</table>'
        '<p><a href="/comments/add?story=2113">Add your comment</a></p></div>'
    )
    css = ".ac-rh td{background:#eee;font-size:11px;border-top:1px solid #bbb}.ac-rt td{padding-bottom:14px}"
    st = Story(
        "Lights to go in at Vale Street school crossing",
        "By Tom Arkwright",
        "2008-03-11T17:00:00+00:00",
        "Tuesday, March 11, 2008",
        """
Traffic lights will be installed at the pedestrian crossing outside Vale Street Primary School after the county council agreed to fund the scheme at its meeting on Monday.

The crossing, which is currently marked only by painted lines and a warden during school hours, was the scene of a collision in January in which a ten-year-old girl suffered a broken arm.

The scheme will cost around £40,000. Councillor Brenda Fitch said work should start "within months" but could not give a date.
""",
        lead="Council agrees £40,000 scheme after January collision",
        section="News",
        related=(
            "Bypass roundabout plans go on show",
            "Record entry for Vale ploughing match",
            "Market hall roof to be repaired",
            "Ashcombe Town draw at home",
        ),
        tags=("Vale Street", "road safety", "schools"),
    )
    return make(
        "az-en-two-rows",
        "discussion",
        "en-ashcombe",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/2008/03/11/lights-vale-street-crossing",
        container="div.ac-have: h2 \"Readers' comments (9)\", one table.ac-table in which each comment is TWO sibling rows: tr.ac-rh ('Posted by <b>name</b>', the time and 'Report') and tr.ac-rt (the text); flat",
        heading="Readers' comments (9)",
        description="An English local newspaper of 2008: 9 readers' comments in one table where every comment is two rows, a header row with the name and time and a text row below it (the one hard way: a record spread over two sibling rows); flat.",
    )


def en_long_thread() -> Case:
    cs = thread("""
Graham Oddie | March 8, 2013 at 7:02 am | - | - | Turnout of 19% is a disgrace, whoever won.
Lib_Watcher | March 8, 2013 at 7:15 am | 0 | - | It was pouring all day and it's a by-election in March. What did you expect?
Graham Oddie | March 8, 2013 at 7:31 am | 1 | - | I expect people to walk two hundred yards to the church hall, rain or not.
Pip | March 8, 2013 at 7:40 am | - | - | Congratulations to Carol Ainsworth. Knocked on my door twice and actually listened.
Hendo | March 8, 2013 at 7:52 am | - | - | 41 votes. Forty-one. Every one of those recounts was worth it.
Marjorie Kell | March 8, 2013 at 8:05 am | 4 | - | Three recounts! The poor counting staff were there till half two.
Thornfield Politics | March 8, 2013 at 8:11 am | 5 | - | They were. We left at 2:40 and the caretaker was already stacking chairs round them.
Arnie Batt | March 8, 2013 at 8:20 am | - | - | The Independents splitting the vote again. If the two of them had stood as one they'd have walked it.
Sue Pargeter | March 8, 2013 at 8:34 am | 7 | - | They hate each other, Arnie. That was never going to happen.
Arnie Batt | March 8, 2013 at 8:46 am | 8 | - | Ha, true. Pride before a fall.
Dan K | March 8, 2013 at 9:01 am | - | - | Could you publish the ward figures from 2009 alongside these? Would be good to see the swing.
Thornfield Politics | March 8, 2013 at 9:20 am | 10 | - | Done, Dan: there's a table at the bottom of the post now.
Dan K | March 8, 2013 at 9:25 am | 11 | - | Brilliant, thanks.
Rachel M. | March 8, 2013 at 9:48 am | - | - | The leaflet about the library was what swung it in our street.
Tony Greaves | March 8, 2013 at 10:03 am | 13 | - | The library was never going to close. Scare tactics.
Rachel M. | March 8, 2013 at 10:17 am | 14 | - | It was on the list of options in the budget paper, Tony. Page 14.
Old Labour Len | March 8, 2013 at 10:30 am | - | - | First time I've not voted for my own party in forty years. Not proud of it, but not sorry either.
Keeley | March 8, 2013 at 10:52 am | - | - | Where was the Green candidate? Never saw a single leaflet.
Pip | March 8, 2013 at 11:06 am | 17 | - | She came to the school gate one morning. Nice woman, very nervous.
Westie | March 8, 2013 at 11:24 am | - | - | 19% turnout and people wonder why councils get away with things.
Hendo | March 8, 2013 at 11:40 am | - | - | Anyone know when she actually takes her seat? Full council isn't until April.
Thornfield Politics | March 8, 2013 at 11:58 am | 20 | - | She's sworn in on the 18th, first full meeting is 2 April.
Mo Rashid | March 8, 2013 at 12:15 pm | - | - | Polling card said the wrong hall. I went to St Mark's, they sent me to the scout hut.
Marjorie Kell | March 8, 2013 at 12:31 pm | 22 | - | Same! At least four people in front of me had done the same thing.
Mo Rashid | March 8, 2013 at 12:40 pm | 23 | - | Someone should complain to the returning officer.
Harriet Lowe | March 8, 2013 at 1:02 pm | - | - | Good result for the ward. Now let's see if she does anything about the bins.
Geoff | March 8, 2013 at 1:25 pm | - | - | The bins are a county matter, not the ward councillor's.
Harriet Lowe | March 8, 2013 at 1:44 pm | 26 | - | She can still shout about it, Geoff. That's what we elected her for.
Steve Ollerenshaw | March 8, 2013 at 2:10 pm | - | - | Seven candidates for one seat. Ballot paper was longer than my shopping list.
Bex | March 8, 2013 at 2:36 pm | - | - | The new councillor is my daughter's old swimming teacher. Very patient with loud children, which will help.
Tony Greaves | March 8, 2013 at 3:05 pm | - | - | A 41 vote majority is not a mandate for anything.
Sue Pargeter | March 8, 2013 at 3:19 pm | 30 | - | It's a majority, Tony. That's how elections work.
Norm | March 8, 2013 at 3:50 pm | - | - | Sorry to see Frank Hebden lose. He did a lot quietly for the allotments over the years.
Pip | March 8, 2013 at 4:12 pm | 32 | - | He did. Hope he stays on the allotment committee.
Yusuf B | March 8, 2013 at 4:40 pm | - | - | Best coverage of the count anywhere, including the paper. Thanks for staying up.
Westie | March 8, 2013 at 5:15 pm | - | - | Are the spoiled ballots counted in the 19%?
Thornfield Politics | March 8, 2013 at 5:31 pm | 35 | - | Yes, 23 spoiled papers, included in the turnout figure.
Lib_Watcher | March 8, 2013 at 6:02 pm | - | - | Next test is May. If the swing holds, three more seats change hands.
Graham Oddie | March 8, 2013 at 6:45 pm | 37 | - | And if it rains again, all bets are off.
Carol A. | March 9, 2013 at 9:10 am | - | - | Thank you to everyone who voted, whoever for. My surgery will be the first Saturday of every month at the library, which is staying open.
""")

    def item(i: int, c: C, sub: str) -> str:
        own = " tp-own" if c.name == "Thornfield Politics" else ""
        return (
            f'<li class="tp-c{own}" id="tp-{6100 + i}"><div class="tp-body"><p class="tp-meta"><span class="tp-who">{esc(c.name)}</span> says:'
            f' <a class="tp-when" href="#tp-{6100 + i}">{esc(c.when)}</a></p>{paras(c.text)}'
            f'<p class="tp-reply"><a href="?replytocom={6100 + i}#respond">Reply</a></p></div>{sub}</li>\n'
        )

    block = (
        '<div id="tp-discussion"><h3>40 Responses to &#8220;Ainsworth takes Thornfield West by 41 votes&#8221;</h3>'
        '<ol class="tp-list">\n'
        + tree(cs, item, lambda s: f'<ul class="tp-sub">{s}</ul>')
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/post-reply" method="post"><p><input name="author" /> Name</p>'
        '<p><input name="email" /> Mail (will not be published)</p><p><textarea name="c" rows="8" cols="50"></textarea></p>'
        '<p><input type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    css = ".tp-sub{list-style:none;margin-left:26px}.tp-own>.tp-body{background:#f4f8ee}.tp-meta{font-size:11px;color:#777}"
    st = Story(
        "Ainsworth takes Thornfield West by 41 votes",
        "Posted by Thornfield Politics",
        "2013-03-08T03:10:00+00:00",
        "March 8, 2013",
        """
After three recounts, the returning officer declared Carol Ainsworth the winner of the Thornfield West by-election at twenty to three this morning, by 41 votes over Frank Hebden.

Turnout was 19.2%, down from 31% at the full council elections in 2009. Seven candidates stood. The two independent candidates took 612 votes between them, more than the winning margin many times over.

The seat became vacant when the sitting councillor moved away in January. The result leaves the council's balance unchanged until the May elections.
""",
        section="Council",
        related=(
            "Polling day: what to watch in Thornfield West",
            "Seven candidates, one seat",
            "The library budget paper, page by page",
            "Who stands in May?",
        ),
        tags=("by-election", "Thornfield West", "turnout"),
    )
    return make(
        "az-en-long-thread",
        "discussion",
        "en-thornfield",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2013/03/08/ainsworth-takes-thornfield-west/",
        container="div#tp-discussion: h3 '40 Responses to “…”', ol.tp-list > li.tp-c > div.tp-body (p.tp-meta: span.tp-who 'says:', a.tp-when; the text; 'Reply'); replies in ul.tp-sub inside the li, two levels below the top; the blog's own answers (li.tp-own); a reply form",
        heading="40 Responses to “Ainsworth takes Thornfield West by 41 votes”",
        description="An English political blog of 2013: a long discussion of 40 readers' comments, mostly one or two lines (the one hard way: size: many short records), replies two levels deep, the blog's own answers under its name, the new councillor's comment last.",
    )


def en_inline_answers() -> Case:
    cs = thread("""
Margaret Sowerby | 14 July 2010 at 20:12 | - | - | Mine did exactly the same last year, curled leaves from the top down. I blamed the compost.
Fern | - | 0 | ans | It might be the compost too, Margaret, but in my case I'm fairly sure it was the hot spell. They uncurled within a week of the weather breaking.
Jim Ruddock | 15 July 2010 at 07:45 | - | - | Have you tried shading the greenhouse? I paint the glass with a whitewash every June and never get curl.
Fern | - | 2 | ans | Not yet, Jim. I have a tin of shading paint sitting in the shed since last summer, so this is the push I needed.
Little Plot on the Hill | 15 July 2010 at 11:30 | - | - | Curl from the top is usually heat, curl from the bottom is usually watering. At least that's what my grandad said and he grew tomatoes for sixty years.
Anna P | 15 July 2010 at 19:02 | - | - | Which variety are those in the second photo? The stripy ones look wonderful.
Fern | - | 5 | ans | They're 'Tiger Dawn', from a seed swap. I'll save you some seed in the autumn, Anna.
Bob the Builder's Wife | 16 July 2010 at 08:17 | - | - | Mine have done it too and they're in the garden, not a greenhouse. Perhaps it's just that sort of year.
Colin Mayhew | 17 July 2010 at 14:50 | - | - | Watch out for the leaves turning purple underneath as well. That's a different story altogether. // Good luck with the crop, they look healthy otherwise.
Fern | - | 8 | ans | No purple so far, Colin, thank goodness. Will keep an eye out.
Shirley | 18 July 2010 at 09:33 | - | - | Lovely blog. I found it looking for exactly this problem.
""")
    # every reader's comment is one box; the blogger's answer is printed inside the box it answers
    answers = {c.seed.parent: c for c in cs if c.has("ans")}

    def box(i: int, c: C) -> str:
        ans = answers.get(i)
        inline = (
            f'<div class="gh-inline"><b>{esc(ans.name)} replies:</b> <i>{esc(ans.text)}</i></div>'
            if ans
            else ""
        )
        return (
            f'<li class="gh-c" id="gh-{412 + i}"><img class="gh-pic" src="/_avatar/gh-{i}.svg" width="32" height="32" alt="" />'
            f'<p class="gh-who"><b>{esc(c.name)}</b> wrote on {esc(c.when)}:</p><div class="gh-said">{paras(c.text)}{inline}</div></li>\n'
        )

    block = (
        '<div class="gh-notes"><h3>7 notes from the potting bench</h3><ol class="gh-list">'
        + "".join(box(i, c) for i, c in enumerate(cs) if not c.has("ans"))
        + '</ol><h3>Add a note</h3><form action="/note" method="post"><textarea name="n" rows="5" cols="50"></textarea>'
        '<p><input name="who" /> <input type="submit" value="Post" /></p></form></div>'
    )
    css = ".gh-inline{margin:8px 0 0 20px;padding:6px;background:#eef5e6;border-left:3px solid #5b6e4e}.gh-c{list-style:none;margin-bottom:14px}"
    st = Story(
        "Why are my tomato leaves curling?",
        "Posted by Fern",
        "2010-07-14T17:40:00+01:00",
        "Wednesday, July 14, 2010",
        """
Every morning this week I have gone into the greenhouse to find a few more tomato leaves rolled up like cigars. The plants are otherwise fine: the trusses are setting, nothing is wilting and there is not a whitefly in sight.

The curling starts at the top of the plant and works downwards. It is worst on the side nearest the glass. We have had six days over twenty-eight degrees, and I have been watering every evening.

I have read four different explanations in four different books. So I am asking you, dear readers, because you are usually right.
""",
        section="Vegetables",
        related=(
            "Slugs 3, Fern 0",
            "The first sweet peas",
            "A new water butt (at last)",
            "Seed swap at the village hall",
        ),
        tags=("tomatoes", "greenhouse", "problems"),
    )
    return make(
        "az-en-inline-answers",
        "discussion",
        "en-greenhouse",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2010/07/why-are-my-tomato-leaves-curling.html",
        container="div.gh-notes: h3 '7 notes from the potting bench' (the readers' boxes only), ol.gh-list > li.gh-c (img, p.gh-who '<b>name</b> wrote on …:', div.gh-said with the text); the blogger's answers are NOT records of their own: a div.gh-inline ('<b>Fern replies:</b> <i>…</i>') inside the box of the comment it answers",
        heading="7 notes from the potting bench",
        description="An English gardening blog of 2010: 7 readers' comments and the blogger's 4 answers, each answer printed inside the reader's box it answers, after the reader's text (the one hard way: a reply inside its parent's record, not beside it); the truth has the answers as replies by 'Fern'.",
    )


class _Text(HTMLParser):
    """The text of a rich comment as a reader sees it: one paragraph per block (p, li, pre, tr), a table row's cells
    joined by a space."""

    BLOCKS = ("p", "li", "pre", "tr")

    def __init__(self) -> None:
        super().__init__()
        self.out: list[str] = []
        self.cur: list[str] = []

    def _flush(self) -> None:
        text = " ".join("".join(self.cur).split())
        if text:
            self.out.append(text)
        self.cur = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.BLOCKS:
            self._flush()
        elif tag == "td" and self.cur:
            self.cur.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.BLOCKS:
            self._flush()

    def handle_data(self, data: str) -> None:
        self.cur.append(data)


def rich_text(markup: str) -> str:
    p = _Text()
    p.feed(markup)
    p.close()
    p._flush()
    return "\n\n".join(html.unescape(x) for x in p.out)


def en_rich_bodies() -> Case:
    # (name, time, parent, body markup): the body is the comment as the blog prints it; the truth's text is its text
    raw = [
        (
            "kwabena_o",
            "November 3, 2011 at 10:12 pm",
            None,
            (
                "<p>Nice write-up. One thing that bit me on the same upgrade: the old init script still sits in the boot "
                "sequence and races the new one. Check with:</p><pre><code>ls /etc/rc2.d | grep mapserv\n"
                "sudo update-rc.d -f mapserv remove</code></pre><p>After that it booted cleanly every time.</p>"
            ),
        ),
        (
            "Ruth Ekwueme",
            "November 4, 2011 at 8:40 am",
            None,
            (
                '<p>I timed the three options from your post on our build box:</p><table class="bw-t"><tr><td>option</td>'
                "<td>cold start</td></tr><tr><td>old daemon</td><td>41 s</td></tr><tr><td>new daemon</td><td>12 s</td></tr>"
                "<tr><td>new daemon + cache</td><td>4 s</td></tr></table><p>So the cache is worth the extra memory.</p>"
            ),
        ),
        (
            "Bytewise",
            "November 4, 2011 at 9:15 am",
            1,
            "<p>Thanks Ruth, those numbers are better than mine. Mind if I add them to the post with credit?</p>",
        ),
        (
            "Ruth Ekwueme",
            "November 4, 2011 at 9:32 am",
            2,
            "<p>Go ahead.</p>",
        ),
        (
            "pdq",
            "November 5, 2011 at 1:03 am",
            None,
            (
                "<p>Things that still don't work for me after the upgrade:</p><ul><li>the log rotation (files never "
                "compress)</li><li>the status page, which returns a blank 200</li><li>reload on SIGHUP</li></ul>"
                "<p>Any ideas? Same distro, same version as you.</p>"
            ),
        ),
        (
            "Bytewise",
            "November 5, 2011 at 8:20 am",
            4,
            (
                "<p>The third I haven't seen, can you send me your config? The first two are the same bug, the fix is in "
                'an earlier post: <a href="/2011/10/the-status-page-bug/">The status page bug</a></p>'
            ),
        ),
        (
            "M. Lindqvist",
            "November 6, 2011 at 3:47 pm",
            None,
            (
                "<p>For anyone on the older release, the steps are:</p><ol><li>stop the service</li><li>back up the "
                "data directory</li><li>install the new package</li><li>run the migration once, as the service "
                "user</li></ol><p>Skipping step 4 cost me an afternoon.</p>"
            ),
        ),
    ]
    cs = [C(Seed(n, rich_text(b), p, w), ()) for n, w, p, b in raw]
    bodies = {i: raw[i][3] for i in range(len(raw))}

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="bw-note{" bw-mine" if c.name == "Bytewise" else ""}" id="bw-{2290 + i}">'
            f'<div class="bw-hd"><img src="/_avatar/bw-{i}.svg" width="40" height="40" alt="" /> <b class="bw-n">{esc(c.name)}</b> '
            f'<a class="bw-t" href="#bw-{2290 + i}">{esc(c.when)}</a></div><div class="bw-bd">{bodies[i]}</div>'
            f'<a class="bw-re" href="#bw-form">Reply</a>{sub}</li>\n'
        )

    block = (
        '<div id="bw-talk"><h3>6 thoughts on &#8220;Upgrading the map server without downtime&#8221;</h3><ol class="bw-list">'
        + tree(cs, item, lambda s: f'<ol class="bw-kids">{s}</ol>')
        + '</ol><form id="bw-form" action="/talk" method="post"><textarea name="t" rows="6" cols="60"></textarea><p>'
        '<input type="submit" value="Post Comment" /></p><p><small>You may use these HTML tags: a, code, pre, ul, ol, li, table</small></p></form></div>'
    )
    css = ".bw-bd pre{background:#272822;color:#f8f8f2;padding:8px;overflow:auto}.bw-t td{border:1px solid #ccc;padding:2px 6px}.bw-kids{margin-left:24px}"
    st = Story(
        "Upgrading the map server without downtime",
        "Posted by Bytewise",
        "2011-11-03T19:00:00+00:00",
        "November 3, 2011",
        """
Our tile server has run the same old daemon since 2008. This week I finally moved it to the new version, and I managed to do it without a single minute of downtime, which I am far too proud of.

The trick is to run both side by side behind the proxy for a day, send a tenth of the requests to the new one, and watch the error log. When nothing has gone wrong for a few hours, turn the dial up.

The new daemon starts faster and uses less memory, but it reads a different config format. I have put my converted config on the code page for anyone who wants it.
""",
        section="Linux",
        related=(
            "The status page bug",
            "Backups you have actually restored",
            "A cheap UPS, reviewed",
            "Why I stopped using cron for everything",
        ),
        tags=("upgrade", "tile server", "sysadmin"),
    )
    return make(
        "az-en-rich-bodies",
        "discussion",
        "en-bytewise",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2011/11/upgrading-the-map-server-without-downtime/",
        container="div#bw-talk: h3 '6 thoughts on “…”', ol.bw-list > li.bw-note (div.bw-hd: img, b.bw-n name, a.bw-t time; div.bw-bd the body; 'Reply'); replies in ol.bw-kids, two levels; the bodies hold a pre/code block, a table, a bullet list, a numbered list and a link",
        heading="6 thoughts on “Upgrading the map server without downtime”",
        description="An English sysadmin blog of 2011: 7 comments whose bodies are rich (the one hard way: what sits inside a record: a code block, a table of timings, a bullet list, a numbered list, a link), so that the records differ widely in their inner markup; replies two levels deep, the blogger's answers under the blog's name.",
    )


def en_same_markup_teasers() -> Case:
    cs = thread("""
Helen Trask | 22 June 2013 | - | - | We ate there on Saturday on the strength of this review and it was every bit as good. The crab on toast is worth the drive on its own.
Mark Oyelaran | 22 June 2013 | 0 | - | Did you need to book? We tried to walk in last month and were turned away.
Helen Trask | 23 June 2013 | 1 | - | We booked a week ahead. Friday and Saturday nights fill up fast now.
Lottie | 23 June 2013 | - | - | I grew up two doors from the old lifeboat shed. Lovely to see it full of people again instead of nets and pigeons.
Gareth Penrose | 24 June 2013 | - | - | Fair review, but £7 for a bowl of chips is steep, even with the view.
Sian Mor | 24 June 2013 | 4 | - | The chips are cooked in dripping and come with that seaweed salt. I'd pay it again.
Gareth Penrose | 25 June 2013 | 5 | - | Fine, I'll give them another go. For the seaweed salt.
Aled | 26 June 2013 | - | - | Is there anywhere to park? The slipway car park was full when we went past at lunchtime.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="mz-media" id="mz-r{90 + i}"><img class="mz-media-img" src="/_avatar/cw-{i}.svg" width="48" height="48" alt="" />'
            f'<div class="mz-media-body"><h5 class="mz-media-hd">{esc(c.name)}</h5><p class="mz-media-meta">{esc(c.when)}</p>'
            f'{paras(c.text, cls="mz-media-tx")}<p class="mz-media-act"><a href="#mz-form">Reply</a></p>{sub}</div></li>\n'
        )

    teasers = (
        (
            "Twenty-four hours in Gull Island",
            "Bryony Lake",
            "15 June 2013",
            "A ferry, a lighthouse and the best scones on the north shore, if you get there before the day trippers do.",
        ),
        (
            "The last net maker of Porthwenna",
            "Sam Treloar",
            "8 June 2013",
            "Eli Pascoe has mended nets on the same bench for fifty-one years. He is not planning to stop.",
        ),
        (
            "Six beach walks for a windy day",
            "Bryony Lake",
            "1 June 2013",
            "Sheltered coves, cliff paths with a rail and one pub with a fire lit all year.",
        ),
        (
            "What we ate in May",
            "Kit Harlowe",
            "31 May 2013",
            "Asparagus from the hill farms, the first mackerel and a very good pasty in a bus shelter.",
        ),
        (
            "Meet the harbourmaster",
            "Sam Treloar",
            "24 May 2013",
            "Janet Quiller on tides, tourists and the day a seal came up the slipway into the café.",
        ),
    )
    teaser_items = "".join(
        f'<li class="mz-media"><img class="mz-media-img" src="/_avatar/cwt-{k}.svg" width="48" height="48" alt="" />'
        f'<div class="mz-media-body"><h5 class="mz-media-hd"><a href="/travel/{k}/">{esc(t)}</a></h5>'
        f'<p class="mz-media-meta">{esc(a)} · {esc(d)}</p><p class="mz-media-tx">{esc(x)}</p></div></li>\n'
        for k, (t, a, d, x) in enumerate(teasers)
    )
    block = (
        '<div class="mz-talk"><h4>8 Responses</h4><ul class="mz-media-list">\n'
        + tree(cs, item, lambda s: f'<ul class="mz-media-list">{s}</ul>')
        + '</ul><form id="mz-form" action="/respond" method="post"><textarea name="r" rows="5" cols="50"></textarea>'
        '<p><input type="submit" value="Post response" /></p></form></div>'
        f'<div class="mz-next"><h4>More from Coastline Weekly</h4><ul class="mz-media-list">\n{teaser_items}</ul></div>'
    )
    css = ".mz-media{list-style:none;overflow:hidden;margin-bottom:14px}.mz-media-img{float:left;margin-right:12px}.mz-media-body{overflow:hidden}.mz-media-hd{margin:0;font-size:15px}.mz-media-meta{margin:0;color:#999;font-size:12px}"
    st = Story(
        "Review: The Old Lifeboat Shed, Porthwenna",
        "Kit Harlowe",
        "2013-06-21T09:00:00+01:00",
        "21 June 2013",
        """
For forty years the lifeboat shed at the foot of Porthwenna slipway held nets, pots and, latterly, a great many pigeons. Since April it has held twelve tables, an open kitchen and a queue.

The menu is short and changes with the boats. We had crab on thick toast with brown butter, hake with samphire and a bowl of chips cooked in dripping and dusted with seaweed salt, which alone would bring me back.

Prices are not low, and the shed is cold when the doors are open, but the view over the harbour at dusk is worth a jumper.
""",
        lead="Crab, dripping chips and the best seat in the harbour.",
        section="Food",
        related=(
            "The best ice cream on the north shore",
            "A walk to Gull Island light",
            "Harbour festival returns in August",
            "Where to eat on a wet Sunday",
        ),
        tags=("Porthwenna", "restaurants", "seafood"),
    )
    return make(
        "az-en-same-markup-teasers",
        "discussion",
        "en-coastline",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/food/review-the-old-lifeboat-shed-porthwenna/",
        container="div.mz-talk: h4 '8 Responses', ul.mz-media-list > li.mz-media (img.mz-media-img, div.mz-media-body: h5.mz-media-hd name, p.mz-media-meta date, p.mz-media-tx text, 'Reply'); replies in a nested ul.mz-media-list, two levels; right after it div.mz-next 'More from Coastline Weekly': five teasers in the SAME ul.mz-media-list > li.mz-media markup (h5 headline, meta 'author · date', p excerpt)",
        heading="8 Responses",
        description="An English coast magazine of 2013: 8 readers' comments in a media-object component, followed at once by five teasers of other articles in exactly the same component and classes, each with a name-like byline, a date and a sentence (the one hard way: what else on the page looks like it, in the same markup); replies two levels deep.",
    )


SPACER = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"


def en_spacer_indent() -> Case:
    cs = thread("""
Brian Colley | 04/02/2012 20:15 | - | - | So the new head is the fourth in six years. No wonder the results are all over the place.
Anne-Marie Field | 04/02/2012 20:41 | 0 | - | In fairness two of those were only ever temporary while the governors advertised.
Brian Colley | 04/02/2012 21:02 | 1 | - | Which is exactly the problem. Nobody stays long enough to fix anything.
Priya S | 04/02/2012 21:30 | 2 | - | My son has had three different maths teachers this year alone. It's not just the heads.
Tom Vickery | 04/02/2012 21:55 | - | - | I met Mrs Okafor at the open evening and she seemed very sharp. Give her a chance.
Jan | 05/02/2012 07:12 | 4 | - | Agreed. She ran a school twice the size in Hatherley and turned it round.
Millbrook Parent | 05/02/2012 08:03 | - | - | Will the breakfast club carry on? That's what a lot of working parents will want to know.
School Governor (L. Daintree) | 05/02/2012 09:20 | 6 | - | Yes, the breakfast club continues unchanged, and we hope to extend it to the juniors after Easter.
Millbrook Parent | 05/02/2012 09:34 | 7 | - | That's a relief, thank you for replying.
Ken Ashworth | 05/02/2012 12:47 | - | - | When I was there in the sixties we had the same head for twenty-two years. He caned me twice and I'd still shake his hand.
Sandra | 05/02/2012 13:15 | 9 | - | Times have changed, Ken, thank goodness.
Ken Ashworth | 05/02/2012 13:40 | 10 | - | For the caning, yes. For the twenty-two years, I'm not so sure.
""")
    rows_html = ""
    for i, c in enumerate(cs):
        d = depth(cs, i)
        rows_html += (
            f'<div class="mb-row" id="mb-{7700 + i}"><img src="{SPACER}" width="{30 * d}" height="1" alt="" style="float:left" />'
            f'<div class="mb-cell"><span class="mb-nm">{esc(c.name)}</span> <span class="mb-dt">{esc(c.when)}</span>'
            f'{paras(c.text, cls="mb-tx")}<span class="mb-ln"><a href="/reply?to={7700 + i}">reply</a> · <a href="/report?c={7700 + i}">report</a></span></div></div>\n'
        )
    block = (
        '<div class="mb-comments"><h3>Your views (12)</h3><p><a href="/register">Register</a> or <a href="/login">log in</a> '
        f'to have your say.</p><div class="mb-flat">\n{rows_html}</div></div>'
    )
    css = ".mb-row{overflow:hidden;border-top:1px dotted #ccc;padding:6px 0}.mb-cell{overflow:hidden}.mb-nm{font-weight:bold}.mb-dt{color:#888;font-size:11px}"
    st = Story(
        "Kettle Park Academy names new headteacher",
        "By Louise Barraclough, Education Reporter",
        "2012-02-04T16:00:00+00:00",
        "Saturday, 4 February 2012",
        """
Kettle Park Academy has appointed Grace Okafor as its new headteacher, the school's governors confirmed on Friday. She will take up the post after the Easter holidays.

Mrs Okafor is currently head of a secondary school in Hatherley. She replaces the acting head, who has led the school since September following the departure of the previous head after eighteen months.

The academy was rated as requiring improvement by inspectors last year. The chair of governors said the appointment was "the start of a settled period for the school".
""",
        section="Schools",
        related=(
            "Primary places: most get first choice",
            "Canal towpath to reopen in spring",
            "Millbrook Harriers win county relay",
            "Kettle Park bandstand restored",
        ),
        tags=("Kettle Park Academy", "education"),
    )
    return make(
        "az-en-spacer-indent",
        "discussion",
        "en-millbrook",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/schools/kettle-park-academy-names-new-headteacher",
        container="div.mb-comments: h3 'Your views (12)', div.mb-flat: one flat run of div.mb-row, each starting with a transparent 1x1 GIF <img> whose width (0, 30, 60, 90 px) is the only sign of nesting, then div.mb-cell (span.mb-nm, span.mb-dt, p.mb-tx, 'reply · report')",
        heading="Your views (12)",
        description="An English local paper of 2012: 12 readers' comments as one flat list of rows, the thread drawn only by the width of a spacer image at the start of each row (the one hard way: nesting shown by spacer images, not by the tree), four levels (replies to replies to replies), a school governor's answer.",
    )


def en_two_sections() -> Case:
    own = thread("""
Vic Lamarr | 17 April 2014, 11:02 | - | - | Saw them at the Corn Exchange in 2009 to about forty people. Glad someone finally wrote this piece.
Dora Fenn | 17 April 2014, 12:40 | 0 | - | I was one of the forty! The power went halfway through and they finished the set unplugged.
Vic Lamarr | 17 April 2014, 13:05 | 1 | - | That's the one. Best gig I've ever been to and I've been to hundreds.
Saul B. | 17 April 2014, 15:30 | - | - | The second album is better than the first and I will hear no argument.
Lantern Road | 17 April 2014, 16:12 | 3 | - | Our writer agrees with you, Saul. Our editor very much does not.
""")
    social = thread("""
Kerry-Ann Boateng | April 17 at 9:48pm | - | - | My older brother played me the first album in the car on the way to university. I still can't listen to track three without crying.
Jonah Whitlow | April 17 at 10:15pm | - | - | Any chance of a reunion show? Asking for the forty people from 2009.
Mags Ferreira | April 17 at 10:32pm | 1 | - | Their drummer runs a bakery in Eastwold now. I asked him. He laughed for a long time.
Theo Quist | April 18 at 8:04am | - | - | Great piece. Shared it with everyone who ever borrowed my copy and didn't give it back.
""")
    n_own = len(own)

    def own_item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="lr-cm" id="lr-{510 + i}"><p class="lr-by"><strong>{esc(c.name)}</strong> <em>{esc(c.when)}</em></p>'
            f'{paras(c.text)}<p class="lr-tools"><a href="#lr-form">Reply</a></p>'
            + (f'<div class="lr-nest">{sub}</div>' if sub else "")
            + "</div>\n"
        )

    def social_item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="sx-post"><a class="sx-face" href="#sx-{i}"><img src="/_avatar/sx-{i}.svg" width="32" height="32" alt="" /></a>'
            f'<div class="sx-main"><a class="sx-name" href="#sx-{i}">{esc(c.name)}</a> <span class="sx-msg">{esc(c.text)}</span>'
            f'<div class="sx-acts"><a href="#sx-like">Like</a> · <a href="#sx-reply">Reply</a> · <abbr class="sx-time">{esc(c.when)}</abbr></div>'
            + (f'<ul class="sx-replies">{sub}</ul>' if sub else "")
            + "</div></li>\n"
        )

    own_block = (
        '<div id="lr-comments"><h3>Comments (5)</h3>'
        + tree(own, own_item, lambda s: s)
        + '<form id="lr-form" action="/comment" method="post"><textarea name="m" rows="5" cols="50"></textarea>'
        '<p><input type="submit" value="Comment" /></p></form></div>'
    )
    social_block = (
        '<div class="sx-plugin"><div class="sx-bar"><span class="sx-count">4 comments</span> <span class="sx-login">'
        'Add a comment using your Sociabox account</span></div><ul class="sx-list">'
        + tree(social, social_item, lambda s: s)
        + '</ul><div class="sx-powered">Sociabox social plugin</div></div>'
    )
    truth = [c.seed for c in own] + [
        Seed(c.name, c.text, None if c.seed.parent is None else c.seed.parent + n_own, c.when) for c in social
    ]
    css = ".lr-nest{margin-left:26px;border-left:2px solid #eee;padding-left:10px}.sx-plugin{border:1px solid #d8dce6;padding:8px;margin-top:20px;font:12px 'lucida grande',tahoma,sans-serif}.sx-post{list-style:none;overflow:hidden;margin:8px 0}.sx-face{float:left;margin-right:8px}.sx-name{font-weight:bold;color:#3b5078}.sx-acts{color:#999;font-size:11px}.sx-replies{margin-left:10px}"
    st = Story(
        "The band that played to forty people and changed everything",
        "Words by Ines Abara",
        "2014-04-16T10:00:00+01:00",
        "16 April 2014",
        """
Between 2007 and 2010 the Hollow Verandas released two albums, played perhaps two hundred shows and sold, by their own count, fewer than five thousand records. Ask any guitar band formed in the city since and at least one member will name them.

They never had a manager. They booked their own tours from a phone box outside the drummer's flat and travelled in a van with a hole in the floor. Their last show, at the Corn Exchange, drew forty people and a power cut.

Five years on, the four of them have scattered: a teacher, a sound engineer, a nurse and a baker. None of them, they told us, has any plan to play again.
""",
        lead="Five years after their last show, a small band's long shadow.",
        section="Music",
        related=(
            "Night buses and the people who ride them",
            "Ten films set in car parks",
            "The last record shop on Mercer Street",
            "A city seen from its rooftops",
        ),
        tags=("Hollow Verandas", "bands", "the city"),
    )
    return make(
        "az-en-two-sections",
        "discussion",
        "en-lanternroad",
        st,
        Parts(after=own_block + social_block, css=css),
        truth,
        path="/music/the-band-that-played-to-forty-people/",
        container="two discussions one after the other: div#lr-comments (h3 'Comments (5)', div.lr-cm: p.lr-by strong name, em time; text; replies in div.lr-nest) and, below it, a social plugin's saved markup div.sx-plugin ('4 comments', ul.sx-list > li.sx-post: a.sx-name, span.sx-msg, div.sx-acts 'Like · Reply · time'; replies in ul.sx-replies)",
        heading="Comments (5)",
        description="An English culture magazine of 2014 with two discussions of the same article on one page: the site's own comments (5, replies two levels) and a social network plugin's comments as the page was saved (4, one reply), in different markup (the one hard way: the discussion split over two sections; all 9 are the article's reader comments).",
    )


def threads_az() -> list[Case]:
    return [
        en_guestbook_run(),
        en_two_rows(),
        en_long_thread(),
        en_inline_answers(),
        en_rich_bodies(),
        en_same_markup_teasers(),
        en_spacer_indent(),
        en_two_sections(),
    ]
