"""Blind set AB: hand-built discussions in English as 2012 sites printed them in the served HTML, larger threads among
them: a newspaper's council blog with 40 responses in an ``<ol>``, "Name says:" and a permalinked date, replies in a
``<ul>`` two levels (en-blog); 25 of 112 comments on page 1 of 5, flat, "@Name" replies, "Recommend (n)" and "Report
abuse" (en-post); a weekly's 2009 table layout, one table row a comment, the name and "Posted:" in the left cell
(en-table); a personal blog's ``<dl>``, "Name said..." in the ``<dt>``, the text and the time in two ``<dd>``s
(en-home); an arts magazine's run of ``<h4>`` name lines and ``<h5>`` date lines above ``<p>`` runs, no element per
comment, "In reply to" links (en-review); a football page's 32 of 104 comments with "▲ n ▼ n" votes, replies one level
(en-sport) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ab_common import (
    PartsK,
    Seed,
    avatar,
    body,
    brs,
    children,
    esc,
    make,
    reply_form,
    slug,
    story,
    thread,
)
from comspider_lab.blind.model import Case

_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def ampm(hhmm: str, upper: bool = False, space: bool = True) -> str:
    """'19:42' as '7:42 pm'."""
    h, m = (int(x) for x in hhmm.split(":"))
    suffix = "pm" if h >= 12 else "am"
    if upper:
        suffix = suffix.upper()
    return f"{(h % 12) or 12}:{m:02d}{' ' if space else ''}{suffix}"


def us_date(when: str, month: int, year: int = 2012) -> str:
    """'28 19:42' (day, time) as 'February 28, 2012 at 7:42 pm'."""
    day, hhmm = when.split()
    return f"{_MONTHS[month - 1]} {int(day)}, {year} at {ampm(hhmm)}"


# --------------------------------------------------------------------------- en-blog: 40 responses in an <ol>


def en_blog_responses() -> Case:
    c = thread(
        """
Alan Trebilcock | 28 19:42 | - | Thanks for staying until the end of the meeting and writing this up so quickly. Much clearer than the council's own press release.
Moira | 28 19:51 | - | So the library in Kelsall Road closes and the mayor's car stays. Marvellous.
Des Pritchard | 28 20:03 | 1 | The mayor's car was sold in 2010, Moira. He uses a bus pass, fair play to him.
Moira | 28 20:10 | 2 | I stand corrected. The library point stands though.
J. Oduya | 28 20:15 | - | Can you explain the line about ward budgets? Does that mean each councillor gets a pot to spend as they like?
Tom Ashworth | 28 20:22 | 4 | Roughly, yes. Each ward gets £20,000 a year for small projects, and residents are supposed to be consulted on how it is spent. I will do a separate post on it next week.
J. Oduya | 28 20:30 | 5 | Thanks Tom, looking forward to it.
Brenda Hollis | 28 20:31 | - | Nothing about the day centre on Foundry Lane. My mum goes three days a week. Is it safe or not?
Tom Ashworth | 28 20:40 | 7 | It is not on the list of closures tonight, Brenda. The review of adult services reports in June, so I would not say safe, but nothing changes this year.
Kev | 28 20:44 | - | Same old story. Cut the front line, keep the consultants.
Sunita Rao | 28 20:52 | - | As a governor at Millbrook Primary, I am relieved that the school crossing patrols survived. That was the one cut that would have cost lives.
Grumpy of Eastfield | 28 21:05 | - | Council tax frozen again. Good. Some of us are pensioners.
Liam Crowther | 28 21:09 | 11 | Frozen tax is why the library closes. You cannot have both.
Grumpy of Eastfield | 28 21:20 | 12 | I can have a council that wastes less.
Patricia Noakes | 28 21:26 | - | Brilliant coverage as always.
Stuart Bell | 28 21:40 | - | The figure for street lighting looks wrong. The table says £1.2m saved, the text says £2.1m.
Tom Ashworth | 28 21:55 | 15 | Well spotted Stuart, it is £1.2m. Corrected now, thank you.
Ann-Marie Cusack | 28 22:02 | - | Turning off every other street light at midnight. Wait until the first burglary and see how long that lasts.
Paul Hegarty | 28 22:15 | - | Genuine question: why does the council still pay for the Christmas lights in the town centre but not the ones in the villages?
Ray | 28 22:31 | 18 | The town centre ones are paid for by the traders' association now, I think.
Olive Brandreth | 29 06:58 | - | Read this with my morning tea. Depressing, but at least we know.
Craig Devlin | 29 07:20 | - | Any word on the bin collections? Fortnightly or weekly?
Tom Ashworth | 29 07:45 | 21 | Weekly for food waste, fortnightly for everything else, from October.
Craig Devlin | 29 07:52 | 22 | Cheers.
Helen Marsh | 29 08:10 | - | The youth service has now lost 60% of its budget in three years. Where are the teenagers supposed to go in the evenings?
Nick Fairley | 29 08:34 | 24 | Exactly. Then everybody complains about kids hanging around the precinct.
Barry | 29 09:02 | - | Sack half the councillors, problem solved.
Yvonne Pratt | 29 09:15 | - | I went to the consultation meeting in January and not one of the suggestions from the floor made it into the budget.¶What was the point of asking us?
Gwen Atherton | 29 09:40 | - | Could you do a post on the pension fund next? Nobody ever explains it.
Tom Ashworth | 29 10:05 | 28 | It is on my list, Gwen.
Michael Okonedo | 29 10:30 | - | As someone who works for the council, I can tell you morale is on the floor. Two hundred posts gone since 2010 and the work does not get any smaller.
Anon | 29 11:12 | - | Good.
Derek Lomas | 29 11:48 | - | Your blog is the only place I can find out what actually happens in that building. Keep it up.
Fiona Birtles | 29 12:20 | - | The parks budget is the one I worry about. The volunteers at Weir Meadow cannot do everything on their own.
Sam Pickering | 29 12:51 | 33 | We could always use more hands on Saturday mornings, Fiona. 10am at the boathouse.
Rose Kettleborough | 29 13:33 | - | Where can I read the full budget papers?
Des Pritchard | 29 13:40 | 35 | On the council website under Meetings, agenda item 6. It is 212 pages, good luck.
Winston Achebe | 29 14:15 | - | Fair and balanced write-up. Thank you.
Lorraine | 29 15:02 | - | Shame about the library. I learned to read there.
Chris Halloran | 29 16:47 | - | Looking forward to the ward budgets post.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<li class="rw-li" id="rw-{i + 101}"><div class="rw-card">{avatar("rw", x.author, 32)} <cite class="rw-fn">{esc(x.author)}</cite> <span class="rw-says">says:</span></div>'
            f'<div class="rw-meta"><a href="#rw-{i + 101}">{esc(us_date(x.when, 2))}</a></div>'
            f'<div class="rw-text">{body(x.text)}</div><div class="rw-rep"><a href="?replyto={i + 101}#rw-respond">Reply</a></div>'
            + (f'<ul class="rw-kids">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    title = "Budget night: the cuts, ward by ward"
    block = (
        f'<div class="rw-area" id="responses"><h3 class="rw-h">{len(c)} Responses to “{esc(title)}”</h3>'
        f'<ol class="rw-list">{"".join(one(i) for i in children(c, None))}</ol>'
        + reply_form("en", "rw", heading="Leave a Reply")
        + "</div>"
    )
    st = story(
        title,
        "Tom Ashworth",
        "2012-02-28T19:30:00+00:00",
        "February 28, 2012",
        """
It took four hours, two adjournments and one fire alarm, but Brackwater's budget for 2012-13 is done. Here is what it means, ward by ward.

Kelsall Road library closes in September; the mobile library will call twice a week instead. Council tax is frozen for a second year.

Every other street light goes off between midnight and 5am from October, except on main roads. The council says this saves £1.2m over three years.

The youth service loses another £400,000. School crossing patrols, which had been on the list in December, survive after a late amendment.
""",
        section="Council meetings",
    )
    return make(
        "ab-en-blog-responses",
        "discussion",
        "bg",
        "en-blog",
        st,
        PartsK(after=block),
        c,
        path="/2012/02/budget-night-the-cuts-ward-by-ward",
        container="div.rw-area#responses > ol.rw-list: li.rw-li entries (div.rw-card: avatar, cite.rw-fn name, 'says:'; div.rw-meta a permalink 'February 28, 2012 at 7:42 pm'; div.rw-text the text's <p>s; 'Reply'); replies in ul.rw-kids inside their parent's <li>, two levels; a 'Leave a Reply' form with the allowed tags below",
        heading="40 Responses to “Budget night: the cuts, ward by ward”",
        description="A newspaper's council blog of 2012: 40 responses (15 replies, chains two levels deep, the blogger answering five times) in an <ol>, 'Name says:' and a permalinked date, a form with its rules and allowed tags; one-word comments ('Good.', 'Cheers.').",
    )


# --------------------------------------------------------------------------- en-post: 25 of 112, flat, "@Name"


def en_post_flat() -> Case:
    c = thread(
        """
Martin Kaye | 9:12 AM | - | Not surprised. Walk down Bridge Street on a Saturday and count the boarded-up windows. I got to fourteen.
shopgirl | 9:20 AM | - | Business rates. Nobody can afford them. Simple as that.
Ron Whitely | 9:31 AM | - | @shopgirl It is the rents as much as the rates. Half those units are owned by pension funds who would rather leave them empty than lower the rent.
Julie Ansell | 9:45 AM | - | Free parking would help. Why would anyone pay £3.50 to park here when the retail park is free?
Gav | 9:58 AM | - | Because the internet.
Priya Desai | 10:04 AM | - | My family has run a shop on Market Row since 1986. The last two years have been the hardest we have ever had, harder than the recession in the nineties.¶We are still here, but only because we own the building.
Dennis | 10:20 AM | - | @Julie Ansell Spot on. The parking charges killed it.
Cath Myers | 10:33 AM | - | I still shop in town. If we all bought one thing a week from a local shop it would make a difference.
Ali Rahman | 10:41 AM | - | The council should let artists and start-ups use the empty units for free until they are let. Better than whitewashed windows.
Steve Corcoran | 10:58 AM | - | @Ali Rahman They did that in Hexley and it worked, three of the pop-up shops are still there now.
Bernard Mills | 11:15 AM | - | Worst in the country? I have seen worse.
Nina | 11:22 AM | - | Sad.
Tim Greaves | 11:40 AM | - | This survey counts the shopping centre units that have been empty since the fire. Take those out and we are about average.
Lynne Porter | 11:52 AM | - | @Tim Greaves Average is nothing to be proud of either.
Keith | 12:05 PM | - | More charity shops and bookmakers than real shops.
Ellie Thornton | 12:30 PM | - | I moved here two years ago and what I miss most is a proper greengrocer. There is a gap in the market if anyone is reading this.
Joe Brannigan | 12:47 PM | - | Bring back the market hall.
Sandra Platt | 1:10 PM | - | The Christmas market brought thousands of people in. Why not one every month?
Colin Redfern | 1:32 PM | - | @Sandra Platt Because the traders lost money on it, my brother had a stall.
Marcus Hale | 2:05 PM | - | Every town is the same. It is not a Brackwater problem, it is a country problem.
Wendy | 2:40 PM | - | Depressing reading.
Graham Lister | 3:15 PM | - | The bus station moved out of the centre in 2008 and the footfall went with it. Nobody ever mentions that.
Olu Adeyemi | 3:50 PM | - | Lower the rates for independent shops and put them up for the retail park. Job done.
Hazel | 4:22 PM | - | @Graham Lister Yes! I used to walk past six shops to get to my bus. Now I do not walk past any.
Peter Tully | 5:01 PM | - | Good to see the Post covering this properly.
"""
    )
    recs = (31, 22, 40, 56, 12, 88, 19, 25, 47, 30, 3, 2, 16, 21, 33, 14, 26, 18, 6, 9, 4, 37, 15, 11, 8)
    items = "".join(
        f'<div class="fq-post" id="fq-{2201 + i}"><p class="fq-top"><a class="fq-who" href="/profile/{slug(x.author)}">{esc(x.author)}</a> wrote:</p>'
        f'<div class="fq-say">{body(x.text)}</div>'
        f'<p class="fq-bot"><span class="fq-t">{esc(x.when)} on Mar 5, 2012</span> · <a href="/recommend/{2201 + i}">Recommend ({recs[i]})</a> · <a href="/report/{2201 + i}">Report abuse</a></p></div>'
        for i, x in enumerate(c)
    )
    pager = (
        '<p class="fq-pages">Page 1 of 5 · <a href="/talk/empty-shops-brackwater/2/">2</a> <a href="/talk/empty-shops-brackwater/3/">3</a> '
        '<a href="/talk/empty-shops-brackwater/4/">4</a> <a href="/talk/empty-shops-brackwater/5/">5</a> · <a href="/talk/empty-shops-brackwater/2/">Next »</a></p>'
    )
    block = (
        '<div class="fq-box" id="reader-reaction"><h2>Reader reaction</h2>'
        '<p class="fq-count">Showing 25 of 112 comments · Sort: <b>Oldest first</b> · <a href="?sort=new">Newest first</a> · <a href="?sort=rec">Most recommended</a></p>'
        + items
        + pager
        + reply_form("en", "fq", login=True, heading="Have your say")
        + "</div>"
    )
    st = story(
        "Brackwater named worst town centre in the region for empty shops",
        "By Dan Ritchie, Business Reporter",
        "2012-03-05T06:00:00+00:00",
        "Monday, March 5, 2012",
        """
One in four shops in Brackwater town centre is empty, the worst figure in the region, according to a survey published today.

The survey counted 61 empty units out of 243. Bridge Street and the Vale shopping centre, where a fire closed twelve units in 2010, were the worst affected.

The council said it was looking at lower parking charges and a fund to help new businesses move into empty shops.
""",
        section="Business",
    )
    return make(
        "ab-en-post-flat",
        "discussion",
        "po",
        "en-post",
        st,
        PartsK(after=block),
        c,
        path="/news/business/empty-shops-worst-town-centre",
        container="div.fq-box#reader-reaction: 'Showing 25 of 112 comments' and sort links, flat div.fq-post entries (p.fq-top: a.fq-who name, 'wrote:'; div.fq-say the text; p.fq-bot '9:12 AM on Mar 5, 2012 · Recommend (n) · Report abuse'); 'Page 1 of 5' links to pages that were not saved; a login prompt below",
        heading="Reader reaction",
        description="A regional daily of 2012: page 1 of 5 of a discussion of 112 (only the 25 on the page are this page's), flat, replies as '@Name' in the text, 'Recommend (n)', 'Report abuse', sort links, a login prompt; 'Sad.', 'Because the internet.'.",
    )


# --------------------------------------------------------------------------- en-table: one table row a comment, 2009


def en_table_rows() -> Case:
    c = thread(
        """
Ernest Pybus | 14/05/2009 09:12 | - | Wonderful news. I travelled on that line as a schoolboy before it closed in 1965.
valleyrambler | 14/05/2009 09:40 | - | About time! The track bed has been sitting there doing nothing for forty years.
Mrs J. Thwaite | 14/05/2009 10:05 | - | Will there be a station at Low Fennick again? The old platform is still there behind the pub.
Guest | | - | Who is paying for this? Not the taxpayer I hope.
Colin Arkwright | 14/05/2009 11:30 | - | The preservation society has raised most of the money itself over twelve years. A lot of volunteers gave up a lot of weekends.
steamfan62 | 14/05/2009 12:02 | - | Brilliant. Count me in as a volunteer.
Doreen Capstick | 14/05/2009 13:15 | - | The noise and smoke will be terrible for those of us whose gardens back onto the line.
Phil Ormerod | 14/05/2009 13:48 | - | It is six days a year, Doreen. I think we will survive.
Guest | | - | Tourists will clog the lanes at weekends.
Harold Sugden | 14/05/2009 15:20 | - | My father was a fireman on this line. He would have been delighted.
Tina | 14/05/2009 16:05 | - | Great for local businesses, the tea rooms will be busy.
Alan Metcalfe | 14/05/2009 17:33 | - | How will they get round the bypass bridge? The line was cut there in 1978.
Colin Arkwright | 14/05/2009 18:10 | - | There is a new bridge in the plans, Alan, it is in the application on the council website.
j.walker | 14/05/2009 19:45 | - | Fantastic.
Rita Bairstow | 15/05/2009 08:20 | - | Hope they do Santa specials at Christmas. The grandchildren would love it.
Norman Heaton | 15/05/2009 09:05 | - | I wonder whether the signal box at Fennick Bridge can be saved. It is the last one left of its kind in the county.
Guest | | - | Waste of money.
Sheila Greenwood | 15/05/2009 11:40 | - | Lovely to see some good news in the Gazette for a change.
Dave Oxley | 15/05/2009 12:15 | - | Any idea when tickets go on sale?
Margaret Pickles | 15/05/2009 14:02 | - | We have booked already for the first day, the society's newsletter had the form.
Brian Holdsworth | 15/05/2009 16:30 | - | The valley has needed something like this for years. Well done to everyone involved.
ken the train | 15/05/2009 20:11 | - | Full steam ahead!
"""
    )
    rows = ""
    for i, x in enumerate(c):
        left = (
            f'<img src="/_avatar/gv-{slug(x.author)}.svg" alt="" width="40" height="40"><br><b>{esc(x.author)}</b><br>'
            + (
                f'<font size="1" color="#666666">Posted: {esc(x.when)}</font>'
                if x.when
                else '<font size="1" color="#666666">(unregistered)</font>'
            )
        )
        rows += (
            f'<tr class="gv-row" valign="top"><td class="gv-l" width="150" bgcolor="#eeeef6">{left}</td>'
            f'<td class="gv-r"><a name="p{i + 1}"></a><font size="1"><a href="#p{i + 1}">#{i + 1}</a></font>'
            f'<font size="2">{body(x.text)}</font><font size="1"><a href="/report?p={i + 1}">Report abuse</a></font></td></tr>'
            '<tr><td colspan="2"><hr size="1" noshade></td></tr>'
        )
    block = (
        f'<a name="views"></a><table class="gv-t" width="100%" cellpadding="4" cellspacing="0" border="0">'
        f'<tr><td colspan="2" bgcolor="#333366"><font color="#ffffff" size="2"><b>What our readers say ({len(c)})</b></font></td></tr>'
        + rows
        + "</table>"
        + reply_form("en", "gv")
    )
    st = story(
        "Valley railway line to reopen for steam specials",
        "By Gazette Reporter",
        "2009-05-14T08:00:00+01:00",
        "Thursday 14 May 2009",
        """
Steam trains will run on the old Fennick Valley line for the first time in 44 years next summer, after the district council granted planning permission yesterday.

The Fennick Valley Railway Society will run six special days a year between Fennick Bridge and Low Fennick, on four miles of restored track.

The society has raised £1.4 million over twelve years, most of it from members and local businesses.
""",
        section="News",
    )
    return make(
        "ab-en-table-rows",
        "discussion",
        "tl",
        "en-table",
        st,
        PartsK(after=block),
        c,
        path="/news/2009/05/14/railway-line-to-reopen.html",
        container="table.gv-t in the article cell of a 2009 table layout: a heading row, then one tr.gv-row a comment (td.gv-l: avatar, b name, <font size=1> 'Posted: 14/05/2009 09:12' or '(unregistered)'; td.gv-r: '#n', the text, 'Report abuse'), a row with an <hr> between; flat",
        heading="What our readers say (22)",
        description="A valley weekly of 2009 in a table layout: 22 comments, flat, one table row each with the name and 'Posted:' date in the left cell, three 'Guest' posts without a date, '#n' and 'Report abuse'; 'Fantastic.'.",
    )


# --------------------------------------------------------------------------- en-home: a personal blog's <dl>


def en_home_dl() -> Case:
    c = thread(
        """
Meadowsweet Cottage | 19 21:05 | - | Ours have stopped too! I think it is the cold snap. They will start again when the days get longer, don't worry.
Anonymous | 19 21:40 | - | Lovely photos of the frost on the veg patch.
Jenny at Hollybank | 19 22:12 | - | Have you tried a light in the henhouse? My neighbour swears by it, though I think the girls deserve a rest.
Rosalind | 20 07:30 | - | @Jenny, I thought about it but I agree, they have earned a holiday. Four eggs a day all summer!
Tom the Potter | 20 08:15 | - | That sourdough looks amazing. Any chance of the recipe?
Rosalind | 20 09:02 | - | @Tom, it is my gran's recipe and it is mostly guesswork, but I will try to write it down for next week's post.
Anonymous | 20 10:48 | - | I read your blog every Sunday. It is like a little holiday from the city.
Cath B | 20 12:20 | - | So sorry about the fox. We lost three last spring and it still makes me cross.
Pip | 20 14:05 | - | What breed are the brown ones? They look just like my Maud.
Rosalind | 20 16:44 | - | @Pip, they are rescue hens, so probably a hybrid of some sort. Very friendly though!
The Allotment Diaries | 20 19:31 | - | Snowdrops already! Ours are still thinking about it up here.
Mary-Lou | 21 08:02 | - | Beautiful post as always.
Anonymous | 21 11:17 | - | How do you find the time for all this with three children?
Rosalind | 21 13:40 | - | @Anonymous, I don't! The ironing pile is taller than the youngest.
Hedgerow Harry | 21 18:55 | - | The wren in the last photo is a treat. We have one nesting in the ivy by the back door.
Gill Sanderson | 22 09:10 | - | Thank you for the tip about the seed potatoes, I ordered mine yesterday.
Lucy in Lincolnshire | 22 20:25 | - | I have been lurking for a year and finally decided to say hello. Hello!
Rosalind | 23 07:12 | - | @Lucy, hello and welcome!
Bramble | 24 15:33 | - | Eggs will be back in March, you'll see.
Sue from Sutton | 26 10:00 | - | Here's to spring.
"""
    )
    out = ""
    for i, x in enumerate(c):
        day, hhmm = x.when.split()
        stamp = f"February {int(day)}, 2012 {ampm(hhmm, upper=True)}"
        anon = x.author == "Anonymous"
        who = esc(x.author) if anon else f'<a href="/profile/{slug(x.author)}">{esc(x.author)}</a>'
        pic = "" if anon else f'<img src="/_avatar/dk-{slug(x.author)}.svg" alt="" width="16" height="16"> '
        out += (
            f'<dt class="dk-who"><a name="{7700 + i}"></a>{pic}{who} said...</dt>'
            f'<dd class="dk-body">{body(x.text)}</dd>'
            f'<dd class="dk-foot"><a href="#{7700 + i}" title="permanent link">{stamp}</a> <a href="/delete/{7700 + i}" title="Delete">✖</a></dd>'
        )
    block = (
        f'<div class="dk-wrap" id="talk"><h4>{len(c)} comments:</h4><dl class="dk-list">{out}</dl>'
        '<p class="dk-post"><a href="/post-a-reply">Post a Comment</a></p>'
        '<p class="dk-nav"><a href="/">Newer Post</a> · <a href="/">Home</a> · <a href="/">Older Post</a></p>'
        '<p class="dk-sub">Subscribe to: Post Comments (Atom)</p></div>'
    )
    st = story(
        "The hens have stopped laying (and other February news)",
        "Rosalind",
        "2012-02-19T20:30:00+00:00",
        "Sunday, February 19, 2012",
        """
Not a single egg for nine days. The girls are fine, fluffed up and grumpy on the perch, but the nesting boxes are empty and I have had to buy eggs from the shop like an ordinary person.

Elsewhere at Copse End: the snowdrops are out under the hedge, the sourdough has finally stopped sulking, and the fox came back on Tuesday. We lost Duchess. I will not write about it.

On a happier note, the seed potatoes have arrived and are chitting on every windowsill in the house.
""",
        section="The hens",
    )
    return make(
        "ab-en-home-dl",
        "discussion",
        "bg",
        "en-home",
        st,
        PartsK(after=block),
        c,
        path="/2012/02/hens-have-stopped-laying.html",
        container="div.dk-wrap#talk: '20 comments:' then dl.dk-list, per comment a dt.dk-who ('Name said...', a small avatar and a profile link, none for 'Anonymous'), a dd.dk-body with the text and a dd.dk-foot with the permalinked time 'February 19, 2012 9:05 PM'; flat",
        heading="20 comments:",
        description="A personal blog of 2012 on a hosted blog engine: 20 comments, flat, in a <dl> ('Name said...' in the <dt>, the text and the time in two <dd>s), three from 'Anonymous', the blogger answering with '@Name,' five times; 'Hello!'.",
    )


# --------------------------------------------------------------------------- en-review: <h4>/<h5> lines above <p> runs


def en_review_h4() -> Case:
    c = thread(
        """
Agnes Whitford | 3 16:15 | - | Saw it on the opening night and I could not disagree more with this review. The second act was the best thing the Playhouse has done in years.
Colm Reilly | 3 16:40 | - | I thought the review was fair. The set was beautiful but the first hour dragged.
Daniel Fox | 3 17:02 | 0 | Agreed, Agnes. The storm scene alone was worth the ticket.
Ruth Ingleby | 3 17:30 | - | Two stars is harsh for a company of volunteers with a budget of nothing.
Marcus Webb | 3 17:47 | - | Reviews are not supposed to be graded on budget. Either it works on stage or it does not.
Ruth Ingleby | 3 18:10 | 4 | Fair point, but context matters in a town this size.
Hilary Sands | 3 18:35 | - | Who played the harbourmaster? He was wonderful and the programme did not say.
Jack Penrose | 3 18:50 | 6 | That was Ewan Tregarthen. He runs the fish shop on Quay Street by day.
Hilary Sands | | 7 | Well, he should give up the fish.
Isobel | 3 19:30 | - | Bravo to the whole cast.
Trevor Lanyon | 3 20:00 | - | The music was too loud in the back rows. Could not hear half of the dialogue in the first scene.
Morwenna Pascoe | 3 20:15 | - | I cried at the end. Not ashamed to say it.
Graham Eddy | 3 20:40 | - | Is there a matinee on Saturday? I cannot drive at night any more.
Penwick Playhouse box office | 3 21:00 | 12 | Yes, Saturday at 2.30pm. Tickets are still available at the door.
Lowenna | 3 21:20 | - | The young girl who played the daughter has a real future.
Peter Curnow | 3 21:45 | - | A brave choice of play. Nobody has staged it here since 1974.
Alice Treloar | | - | Loved it.
Robin Chegwidden | 4 10:05 | - | I think your reviewer missed the point of the ending.¶The daughter does not leave because she hates the town, she leaves because she loves it too much to stay and watch it change.
Sam Hocking | 4 10:30 | 17 | Beautifully put, Robin.
Kerenza | 4 11:00 | - | Took my teenage son, who complained all the way there and talked about it all the way home.
Jim Tonkin | 4 11:42 | - | The pub scene went on far too long.
Demelza Rowe | 4 12:15 | - | Best thing I have seen at the Playhouse since the Christmas show of 2009.
Bill | 4 12:40 | - | Two stars? Really?
Nancy Polglase | 4 13:05 | - | Please review the youth theatre's show next month as well, they deserve the attention.
Oliver Kitto | 4 13:50 | - | Good, honest review. Not everything has to be praised because it is local.
Tamsin Carne | 4 14:30 | - | Sold out for the last two nights, so the audience has spoken.
Frank Bolitho | 4 15:10 | - | The lighting was very clever for such a small stage.
Gwen Pengelly | | - | Wonderful evening.
Rosie Jago | 4 16:45 | - | Going again on Friday with my sister.
Mark Trevithick | 4 17:20 | - | Keep the reviews coming, the Review is the only paper that bothers with local theatre.
"""
    )
    run = ""
    for i, x in enumerate(c):
        n = i + 1
        run += f'<h4 class="hq-n"><a name="r{n}" href="#r{n}">{n}.</a> {esc(x.author)}</h4>'
        if x.when:
            day, hhmm = x.when.split()
            run += f'<h5 class="hq-d">Posted on March {int(day)}, 2012 at {ampm(hhmm)}</h5>'
        if x.parent is not None:
            run += f'<p class="hq-re"><small>In reply to <a href="#r{x.parent + 1}">{x.parent + 1}. {esc(c[x.parent].author)}</a></small></p>'
        run += (
            body(x.text)
            + f'<p class="hq-x"><small><a href="#hq-respond">Reply</a> · <a href="/report?r={n}">Report</a></small></p>'
        )
    block = (
        f'<div class="hq-talk" id="readers-respond"><h3>Readers respond ({len(c)})</h3><div class="hq-run">{run}</div>'
        + reply_form("en", "hq")
        + "</div>"
    )
    stars = '<p class="hq-stars"><b>★★☆☆☆</b> · Penwick Playhouse, until 10 March · Tickets £9, concessions £7</p>'
    st = story(
        "Review: The Harbourmaster's Daughter, Penwick Playhouse",
        "By Imogen Trewin",
        "2012-03-03T09:00:00+00:00",
        "Saturday 3 March 2012",
        """
The Penwick Players have never been short of ambition, and a three-hour family saga about a fishing port in decline is nothing if not ambitious.

The set, a harbour wall that turns into a kitchen and back again, is the best the Playhouse has seen. The storm at the end of the first act is genuinely frightening.

But the first hour moves at the pace of a becalmed lugger, and too many scenes in the pub say what we already know. By the time the daughter packs her case, some of the audience had packed up too.
""",
        section="Theatre",
    )
    return make(
        "ab-en-review-h4",
        "discussion",
        "po",
        "en-review",
        st,
        PartsK(lead=stars, after=block),
        c,
        path="/theatre/review-the-harbourmasters-daughter",
        container="div.hq-talk#readers-respond > div.hq-run: no element per comment, a run of h4.hq-n ('n.' permalink and the name), h5.hq-d 'Posted on March 3, 2012 at 4:15 pm' (absent on three), p.hq-re 'In reply to n. Name' on a reply, the text's <p>s, p.hq-x 'Reply · Report'; a form below",
        heading="Readers respond (30)",
        description="An arts magazine of 2012: 30 comments in a run of <h4> name lines and <h5> date lines above <p> runs, no element per comment, 6 replies marked by an 'In reply to n. Name' link (one a reply to a reply), three without a date, the box office answering; 'Loved it.'.",
    )


# --------------------------------------------------------------------------- en-sport: 32 of 104, votes, one level


def en_sport_votes() -> Case:
    c = thread(
        """
KTFC_since_78 | 16:52 | - | Worst performance I have seen in thirty years of going to Mill Lane. No shape, no passion, no idea.
Dougie P | 17:05 | 0 | Thirty years? You must have missed the 1994 season then.
KTFC_since_78 | 17:11 | 0 | I was there for that too. At least they tried.
Lee Garbutt | 17:14 | - | Time for Harrison to go. Four defeats in a row and he still plays two up front against teams who pack the midfield.
Mel | 17:20 | 3 | Give him until the end of the season. He has no money to spend.
Rob Sutcliffe | 17:26 | 3 | No money, but he chose to sell our best defender in January.
Jonno | 17:31 | - | Embarrassing.
Karen Hebblethwaite | 17:40 | - | The referee did not help, that second goal was a mile offside.
Stu Lambert | 17:48 | 7 | Watched it back three times. It was onside, Karen.
Orbury Exile | 17:55 | - | Congratulations from an Orbury fan living in Kelmarsh. Your supporters were great on the day, a lot of noise even at three down.
Andy Foulds | 18:03 | 9 | Cheers, good luck for the rest of the season.
Big Nev | 18:10 | - | Sack the board, not the manager.
Gary Thewlis | 18:22 | - | The young lad on the left wing was our only bright spot. Play him every week.
Pete | 18:30 | 12 | Agree, Danny Ryder is the real deal. Eighteen and not scared of anybody.
Sarah Jowett | 18:41 | - | Took my two boys to their first match and they want to support Orbury now. Thanks lads.
Wayne Crossley | 18:55 | - | £18 for that. Never again.
Tony Mallinson | 19:08 | - | Same problems as last season. We cannot defend a set piece to save our lives.
Liz Naylor | 19:20 | - | Stay behind the team. Booing does not help the young players.
Martin Fearnley | 19:34 | 17 | Paying supporters have a right to show how they feel, Liz.
Kelmarsh Kev | 19:47 | - | Relegation form.
Ian Booth | 20:02 | - | The only good thing about Saturday was the pies.
Cliff Hinchliffe | 20:15 | - | Harrison said after the match that he takes full responsibility. Words are cheap.
Beverley | 20:31 | - | Could the Echo ask the club about the plans for the new stand? Nobody has said a word since November.
Sports desk, The Kelmarsh Echo | 21:00 | 22 | We have asked, Beverley. The club says it will update supporters at the AGM on the 20th.
Glen Armitage | 21:12 | - | Three nil flattered us.
Carl Senior | 21:26 | - | When was the last time we kept a clean sheet? October?
Shaun Whiteley | 21:40 | 25 | Boxing Day, against Thornby.
Ged | 21:58 | - | Fire them all.
Phil Bottomley | 22:15 | - | I have had a season ticket since 1981 and I will keep going. Up the Town.
Kath Rushworth | 22:37 | - | Same old Town, always let you down.
Michael Dyson | 23:04 | - | Playing the long ball to a striker who is five foot six is not a tactic, it is a prayer.
Richie | 23:41 | - | Up the Town!
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        up, down = (7 * i + 3) % 48, (5 * i + 1) % 9
        return (
            f'<li class="vt-it" id="vt-{5001 + i}"><div class="vt-head">{avatar("vt", x.author, 30)} <span class="vt-name">{esc(x.author)}</span> '
            f'<span class="vt-time">Mar 3, 2012 {ampm(x.when, space=False)}</span></div>'
            f'<div class="vt-text">{body(x.text)}</div>'
            f'<div class="vt-bar"><a href="#vt-respond">Reply</a> <span class="vt-up">▲ {up}</span> <span class="vt-dn">▼ {down}</span> <a href="/report/{5001 + i}">Report</a></div>'
            + (f'<ul class="vt-sub">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<div class="vt-zone" id="fans-verdict"><h2>Fans\' verdict</h2>'
        '<p class="vt-count">Showing comments 1-32 of 104 · <a href="?order=new">Newest</a> | <b>Oldest</b> | <a href="?order=best">Best rated</a></p>'
        f'<ul class="vt-list">{"".join(one(i) for i in children(c, None))}</ul>'
        '<p class="vt-pages">Pages: <b>1</b> <a href="/sport/town-fc/kelmarsh-0-orbury-3/p/2">2</a> <a href="/sport/town-fc/kelmarsh-0-orbury-3/p/3">3</a> '
        '<a href="/sport/town-fc/kelmarsh-0-orbury-3/p/4">4</a> <a href="/sport/town-fc/kelmarsh-0-orbury-3/p/2">Next</a></p>'
        + reply_form("en", "vt", login=True, heading="Join the conversation")
        + "</div>"
    )
    st = story(
        "Kelmarsh Town 0 Orbury Rovers 3: boos ring out at Mill Lane",
        "By Neil Hepworth",
        "2012-03-03T17:10:00+00:00",
        "Saturday 3 March 2012",
        """
Kelmarsh Town slipped to a fourth defeat in a row as Orbury Rovers won comfortably at Mill Lane, and manager Steve Harrison left the pitch to boos from the home end.

Orbury led through a header from a corner after eleven minutes and doubled their lead just before half-time. Town's young winger Danny Ryder forced two good saves, but a third goal on the hour ended the contest.

"I take full responsibility," Harrison said afterwards. "The players gave what they had, and it was not enough."
""",
        section="Town FC",
    )
    return make(
        "ab-en-sport-votes",
        "discussion",
        "po",
        "en-sport",
        st,
        PartsK(after=block),
        c,
        path="/sport/town-fc/kelmarsh-0-orbury-3",
        container="div.vt-zone#fans-verdict: 'Showing comments 1-32 of 104', ul.vt-list of li.vt-it entries (div.vt-head: avatar, span.vt-name, span.vt-time 'Mar 3, 2012 4:52pm'; div.vt-text; div.vt-bar 'Reply ▲ n ▼ n Report'); replies in ul.vt-sub inside their parent's, one level; page links to pages that were not saved; a login prompt below",
        heading="Fans' verdict",
        description="A town paper's football page of 2012: comments 1-32 of 104 on the page (only those are this page's), replies one level (10), vote counts, the sports desk answering; 'Embarrassing.', 'Up the Town!'.",
    )


def threads_ab() -> list[Case]:
    return [
        en_blog_responses(),
        en_post_flat(),
        en_table_rows(),
        en_home_dl(),
        en_review_h4(),
        en_sport_votes(),
    ]


__all__ = ["Seed", "ampm", "brs", "threads_ab", "us_date"]
