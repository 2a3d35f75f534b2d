"""Blind set BB: seven English discussions, each the comment template of a different (invented) engine of 2004-2013
as its served HTML printed it: a hosted blog service's definition-list triples with backlinks in the same shape
(Blogstead), a self-hosted engine's threaded list with pingbacks among the comments (Quillpress), an early engine's
run of paragraphs and "Posted by" lines with no element per comment (Scriptorium), a community CMS's titled
comments with replies in a following indented sibling, page 1 of 3 (Nodewright), a wiki's talk section signed at
the end of each paragraph and indented by nested definition lists (FolioWiki), a newspaper system's long thread
whose latest comments are repeated in the side column (Broadsheet), a tech community's scored, titled comments with
signatures (Threadline). Every class name, name, place and text invented for this set; each comment by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bb_common import (
    C,
    Case,
    Parts,
    Story,
    depths,
    esc,
    make,
    paras,
    seeds,
    slug,
    thread,
    tree,
)


def en_said() -> Case:
    cs = thread("""
Moss Carrick | March 16, 2008 9:12 PM | - | - | Did the Ferncombe loop last autumn and got exactly as lost at the second stile. The sign has been pointing at the hedge for years. // Glad the tea room is still there.
Anonymous | March 16, 2008 10:40 PM | - | - | How muddy was the bottom field? Thinking of taking my dad next weekend and his knees aren't great.
Jo Pennywhistle | March 17, 2008 7:03 AM | - | - | Lovely photos. That oak by the ford must be three hundred years old at least.
Dunstan | March 17, 2008 8:55 AM | - | - | @Anonymous, it's passable if you keep to the left edge by the fence. The middle is knee deep after rain.
Wendy Thrale | March 17, 2008 12:21 PM | - | - | We found the tea room shut on a Tuesday in February, so check before you go in winter. Otherwise agree, the scones are worth the climb.
Moss Carrick | March 17, 2008 6:48 PM | - | - | Wendy - they open Thursday to Sunday out of season now, there's a note on the door.
Gareth of the Hills | March 18, 2008 9:30 AM | - | - | Nine miles with that climb is more like a day out than an afternoon. Anyone timing it should allow four hours with stops.
Anonymous | March 18, 2008 11:02 AM | - | - | Thanks Dunstan, we'll try it.
Pia Lund | March 19, 2008 4:17 PM | - | - | Is there parking at the church or do you have to use the lay-by on the main road?
Ellie (gravel path) | March 19, 2008 9:05 PM | - | - | Pia, there are four spaces by the church gate and a donation box for the roof fund. The lay-by is fine too but the road is fast.
""")

    def item(i: int, c: C) -> str:
        cid = 5100 + i * 7
        who = (
            esc(c.name)
            if c.name == "Anonymous"
            else f'<a href="/profile/{cid}" rel="nofollow">{esc(c.name)}</a>'
        )
        body = "<br /><br />".join(esc(p) for p in c.text.split("\n\n"))
        return (
            f'<dt class="gs-poster" id="c{cid}"><a name="c{cid}"></a>{who} said...</dt>'
            f'<dd class="gs-body"><p>{body}</p></dd>'
            f'<dd class="gs-foot"><span class="gs-stamp"><a href="#c{cid}" title="permanent link">{esc(c.when)}</a></span> '
            f'<span class="gs-del"><a href="/delete?c={cid}" title="Delete">✖</a></span></dd>'
        )

    backlinks = (
        '<div id="gs-backlinks"><h4>Links to this post:</h4><dl class="gs-backlinks-block">'
        '<dt class="gs-bl-title"><a href="http://hedgeandstile.example/2008/03/weekend.html">Weekend wanderings</a></dt>'
        '<dd class="gs-bl-body">Ellie over at Gravel Path Notes has done the Ferncombe loop with proper directions for once, '
        "including the stile everybody misses...</dd>"
        '<dd class="gs-bl-foot">Posted by Tamsin at 3/18/2008 10:14 AM</dd>'
        '<dt class="gs-bl-title"><a href="http://northdownsrambler.example/2008/03/loops.html">Five loops for spring</a></dt>'
        '<dd class="gs-bl-body">Number three is borrowed shamelessly from a walking blog I read every week...</dd>'
        '<dd class="gs-bl-foot">Posted by Rob H at 3/20/2008 7:02 PM</dd>'
        '</dl><p><a href="/create-link?post=ferncombe">Create a Link</a></p></div>'
    )
    block = (
        f'<div id="gs-comments"><a name="comments"></a><h4>{len(cs)} comments:</h4><dl id="gs-comments-block">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</dl><p class="gs-post-comment"><a href="/comment?postID=ferncombe">Post a Comment</a></p>'
        + backlinks
        + '<p class="gs-nav"><a href="/2008/03/bramble-hill.html">Newer Post</a> | <a href="/">Home</a> | '
        '<a href="/2008/03/wet-weekend.html">Older Post</a></p></div>'
    )
    st = Story(
        "The Ferncombe loop, with directions that actually work",
        "Posted by Ellie at 8:30 PM",
        "2008-03-15T20:30:00+00:00",
        "Saturday, March 15, 2008",
        """
Nine miles, one proper climb, one tea room and a stile that has been sending people into the wrong field since at least 2003. Here is the loop the way I wish somebody had written it down for me.

Start at the church in Ferncombe and take the lane past the old forge. Where the tarmac ends, go through the kissing gate and keep the hedge on your right all the way down to the ford.

At the second stile ignore the finger post, which points firmly at a hawthorn bush, and aim for the gap in the wall beside the water trough. From there it is straight up Beacon Hill and down the other side to the tea room.
""",
        section="Walks",
        related=("Bramble Hill in the rain", "New boots, old blisters", "A wet weekend in the valley"),
        tags=("walks", "Ferncombe", "tea rooms"),
        recent=(("Tamsin", "New boots, old blisters"), ("Rob H", "Bramble Hill in the rain")),
        months=("March 2008 (4)", "February 2008 (6)", "January 2008 (3)", "December 2007 (5)"),
        friends=("Hedge and Stile", "North Downs Rambler", "The Flask and Flapjack"),
    )
    return make(
        "bb-en-blogstead-said",
        "discussion",
        "en-gravelpath",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2008/03/ferncombe-loop.html",
        container="div#gs-comments: h4 '10 comments:', dl#gs-comments-block of triples dt.gs-poster ('NAME said...') / dd.gs-body (p with <br /><br /> between paragraphs) / dd.gs-foot (the time link, a delete icon); flat, answers written '@name' or 'NAME -'; then 'Links to this post:' in the same dt/dd/dd triple shape (2 backlinks, not comments)",
        heading="10 comments:",
        description="Blogstead (an invented hosted blog service, 2008): the comments as dt/dd/dd triples of one definition list, 'NAME said...' in the dt, the body in one dd, the time in a second dd after the text; two 'Anonymous'; flat, answers by '@name'. Most awkward: no element per comment, and the backlinks after it repeat the same triple shape.",
    )


def en_pingbacks() -> Case:
    cs = thread("""
Marjorie Pell | June 3, 2009 at 8:14 pm | - | - | Thank you for going to the meeting so the rest of us didn't have to. Forty minutes on the bus shelter is about right for this council.
Colin Ashdown | June 3, 2009 at 8:40 pm | - | - | The shelter was promised in 2006. I have the minutes somewhere. Three years to decide where to put four posts and a roof.
Hollyfield Ledger | June 3, 2009 at 9:02 pm | 1 | au | Colin, if you can find those minutes I'd love to put them up next to this year's. Email me?
Colin Ashdown | June 3, 2009 at 9:30 pm | 2 | - | Will dig them out of the loft at the weekend.
Fen Warden | June 4, 2009 at 7:12 am | - | - | Nobody has mentioned the drainage item. The ditch along Mill Lane flooded twice this winter and it was moved to "any other business" again.
Bea Strudwick | June 4, 2009 at 9:48 am | 4 | - | It is the county's ditch, not the parish's. That's why it keeps getting moved. Somebody needs to write to the county directly.
Fen Warden | June 4, 2009 at 11:03 am | 5 | - | I have written twice, Bea. Third time lucky.
Harold Nuttall | June 4, 2009 at 1:26 pm | - | - | Is the fete still going ahead on the green or has it moved to the school field like last year?
Hollyfield Ledger | June 4, 2009 at 2:10 pm | 7 | au | Still on the green, Harold, 11th July. The school field is being reseeded.
Lottie K | June 5, 2009 at 6:33 pm | - | - | The new noticeboard is lovely but it's already full of lost cat posters and a lawnmower for sale.
Rev. Amos Tiller | June 6, 2009 at 10:00 am | - | - | A small correction: the bell restoration appeal stands at £4,120, not £4,210. Still a long way to go, but every bit helps.
Marjorie Pell | June 6, 2009 at 3:45 pm | 10 | - | I'll put a tin out at the plant stall, Reverend.
Sid Farrow | June 8, 2009 at 8:20 am | - | - | Good write-up. Shame only nine people turned up. Maybe holding it at 7pm on a Wednesday when the quiz is on doesn't help.
""")
    pings = {
        1: (
            "Fen Country Notes » Parish councils and their shelters",
            "[…] the Hollyfield Ledger sat through all of it so you don't have to, and the bus shelter saga continues […]",
        ),
        7: (
            "Ashdown Family History » Dusty minutes from 2006",
            "[…] prompted by a comment on a local blog I finally went up into the loft and found the parish minutes […]",
        ),
        10: (
            "Three Villages Weekly » Around the parishes",
            "[…] Hollyfield's council spent forty minutes on a bus shelter, reports the Ledger […]",
        ),
    }

    def item(i: int, c: C, sub: str) -> str:
        cid = 412 + i
        d = depths(cs)[i]
        author_cls = " qp-by-owner" if c.has("au") else ""
        out = (
            f'<li class="qp-note qp-depth-{d + 1}{author_cls}" id="qp-li-{cid}"><div class="qp-note-inner" id="qp-{cid}">'
            f'<div class="qp-who"><img class="qp-face" src="/_avatar/qp-{cid}.svg" alt="" width="32" height="32" /> '
            f'<cite class="qp-name">{esc(c.name)}</cite> <span class="qp-says">says:</span></div>'
            f'<div class="qp-when"><a href="#qp-{cid}">{esc(c.when)}</a></div>'
            f"{paras(c.text)}"
            f'<div class="qp-reply"><a href="?replyto={cid}#respond">Reply</a></div></div>{sub}</li>'
        )
        if i in pings and c.parent is None:
            title, excerpt = pings[i]
            out += (
                f'<li class="qp-ping" id="qp-li-p{i}"><div class="qp-note-inner"><div class="qp-who">Pingback: '
                f'<a href="http://{slug(title)[:20]}.example/" rel="external nofollow">{esc(title)}</a></div>'
                f"<p>{esc(excerpt)}</p></div></li>"
            )
        return out

    title = "Parish council, June: a bus shelter, a ditch and the fete"
    block = (
        f'<div id="qp-discussion"><h3 id="responses">16 Responses to &#8220;{esc(title)}&#8221;</h3>'
        '<ol class="qp-notelist">'
        + tree(cs, item, lambda s: f'<ul class="qp-replies">{s}</ul>')
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/qp-post.php" method="post">'
        '<p><input type="text" name="author" /> Name (required)</p><p><input type="text" name="email" /> Mail (will not be published)</p>'
        '<p><textarea name="text" cols="60" rows="8"></textarea></p><p><input type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    st = Story(
        title,
        "Posted by Hollyfield Ledger in Parish Council",
        "2009-06-03T18:00:00+00:00",
        "June 3, 2009",
        """
Nine residents, six councillors and the clerk gathered in the village hall on Tuesday for the June meeting of the parish council. Here are the parts that matter.

The bus shelter on the Ely road took up forty minutes. The council has now agreed a site, opposite the post box rather than beside it, and will ask for three quotes before September.

The drainage of the ditch along Mill Lane was raised by a resident and again moved to the end of the agenda, where it was agreed that the clerk would write to the county. The summer fete will be held on the green as usual.
""",
        section="Parish Council",
        related=(
            "May meeting: the footpath and the dog bins",
            "Plant stall raises £212",
            "Bell appeal: the story so far",
        ),
        tags=("parish council", "bus shelter", "fete"),
        recent=(
            ("Lottie K", "Plant stall raises £212"),
            ("Sid Farrow", "Bell appeal: the story so far"),
            ("Bea Strudwick", "May meeting: the footpath and the dog bins"),
        ),
        months=("June 2009", "May 2009", "April 2009", "March 2009"),
        friends=("Fen Country Notes", "Three Villages Weekly", "The Drove Road"),
    )
    return make(
        "bb-en-quillpress-pingbacks",
        "discussion",
        "en-hollyfield",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2009/06/parish-council-june/",
        container="div#qp-discussion: h3 '16 Responses to “…”' (13 comments and 3 pingbacks), ol.qp-notelist > li.qp-note.qp-depth-N > div.qp-note-inner (img, cite.qp-name, 'says:', div.qp-when link, paragraphs, Reply); replies in ul.qp-replies inside the li, three levels; li.qp-ping pingbacks in the same list between the threads, in the same inner markup; a reply form",
        heading="16 Responses to “Parish council, June: a bus shelter, a ditch and the fete”",
        description="Quillpress (an invented self-hosted blog engine, 2009): a threaded list with avatars and 'says:', replies nested three levels, the blog's own answers; most awkward: three pingbacks (another blog's title and a '[…] excerpt […]') sit in the same list between the threads in the same markup, and the heading's count includes them.",
    )


def en_run() -> Case:
    cs = thread("""
Dmitri Halloran | May 11, 2004 09:12 PM | - | - | The fan on my old box did exactly this, grinding for a week and then a very quiet, very expensive silence. Swap it now while it still spins.
kestrel | May 11, 2004 10:47 PM | - | - | Check the PSU fan too. Everyone looks at the CPU fan and forgets the one in the power supply until it smells hot.
Nadia Whitlow | May 12, 2004 08:05 AM | - | - | I used a drop of sewing machine oil under the sticker on a case fan once and it bought me another six months. Not a fix, but it'll get you to payday. // Don't use anything thicker, it gums up.
Per Soderlund | May 12, 2004 11:31 AM | - | - | Why is the server in a closet anyway? It's going to cook in there come July.
ferrowyn | May 12, 2004 01:14 PM | - | au | Per: because the closet is the only room with a door that locks and the cat has opinions about cables. I've drilled two holes in the door for air, which my landlord does not know about.
Ted Marchbanks | May 12, 2004 05:52 PM | - | - | smartctl output on that disk would worry me more than the fan. 412 reallocated sectors isn't nothing.
kestrel | May 13, 2004 12:20 AM | - | - | Ted's right. Back up first, fan second.
Lorna | May 14, 2004 09:09 AM | - | - | Ha, the cat. Ours sleeps on top of the router because it's warm. Every time she shifts the internet goes down.
ferrowyn | May 14, 2004 07:40 PM | - | au | Update: new fan fitted, disk imaged to the spare, and the cat has been given a box of her own. Thanks all.
""")

    def item(i: int, c: C) -> str:
        cid = 812 + i
        who = (
            esc(c.name)
            if c.name in ("kestrel", "Lorna")
            else f'<a href="http://{slug(c.name)}.example/" title="http://{slug(c.name)}.example/">{esc(c.name)}</a>'
        )
        return (
            f'<a id="c{cid:06d}"></a>\n{paras(c.text)}\n'
            f'<p class="sc-posted">Posted by: {who} at <a href="#c{cid:06d}">{esc(c.when)}</a></p>\n'
        )

    block = (
        '<div class="sc-blogbody"><h3 id="trackbacks">TrackBack</h3>'
        "<p>TrackBack URL for this entry:<br />http://ferrowyn.net/cgi-bin/sc-tb.cgi/2214</p>"
        "<p>Listed below are links to weblogs that reference <a>The fan is dying</a>:</p>"
        '<p><strong>Grinding noises</strong> from <a href="http://quietbox.example/">quietbox</a><br />'
        "Over at ferrowyn.net a server in a closet is making the noise we all dread...</p>"
        '<p class="sc-tracked">Tracked on May 12, 2004 10:01 AM</p>'
        '<h3 id="comments">Comments</h3>\n'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<h3>Post a comment</h3><form method="post" action="/cgi-bin/sc-comments.cgi">'
        '<p>Name:<br /><input name="author" /></p><p>Email Address:<br /><input name="email" /></p>'
        '<p>URL:<br /><input name="url" /></p><p>Remember personal info? <input type="radio" name="bakecookie" />Yes</p>'
        '<p>Comments:<br /><textarea name="text" rows="10" cols="50"></textarea></p>'
        '<input type="submit" name="preview" value="&nbsp;Preview&nbsp;" /> <input type="submit" name="post" value="&nbsp;Post&nbsp;" /></form></div>'
    )
    st = Story(
        "The fan is dying",
        "Posted by ferrowyn at 08:44 PM | Comments (9) | TrackBack (1)",
        "2004-05-11T20:44:00+00:00",
        "May 11, 2004",
        """
The box in the closet has started making a noise like a coffee grinder full of gravel. It starts about ten minutes after boot and goes away if I tap the side of the case, which is the sort of fix that works until it doesn't.

It is the CPU fan, I think. The machine is five years old, runs the mail, this weblog and a photo gallery that six people look at, and I would quite like it to keep doing that.

Parts are ordered. In the meantime, if the site is down, that's why.
""",
        section="Linux",
        related=("Moving the gallery to the new disk", "Books read in April", "A better backup script"),
        tags=("hardware", "the closet"),
        months=("May 2004", "April 2004", "March 2004", "February 2004"),
        friends=("quietbox", "Dave's Thing", "notes to self"),
    )
    return make(
        "bb-en-scriptorium-run",
        "discussion",
        "en-ferrowyn",
        st,
        Parts(after=block),
        seeds(cs),
        path="/archives/2004/05/the_fan_is_dying.html",
        container="div.sc-blogbody: a TrackBack section (one ping as a paragraph and 'Tracked on' line), then h3 'Comments' and, as siblings of one div, per comment: an empty anchor a#c000812, its paragraphs, p.sc-posted 'Posted by: NAME at TIME'; flat; a comment form",
        heading="Comments",
        description="Scriptorium (an invented early weblog engine, 2004): no element per comment: an anchor, the comment's paragraphs and a 'Posted by: NAME at May 11, 2004 09:12 PM' line after the text, all siblings in one div; flat, the blogger answering 'Per: ...'; a trackback ping above in the same paragraph-and-line shape. Most awkward: no element per comment, the author after the text.",
    )


def en_paged() -> Case:
    cs = thread("""
Iris Kettleborough | Tue, 10/02/2007 - 14:22 | - | s=Saw it at the festival | Saw it at the Harwick festival in the spring and the audience stood up at the end. Nobody stands up at Harwick. Nobody.
mooncalf | Tue, 10/02/2007 - 14:51 | 0 | s=Re: Saw it at the festival | I was at that screening. Row F. I did stand up, and I am not ashamed.
Iris Kettleborough | Tue, 10/02/2007 - 15:03 | 1 | s=Re: Saw it at the festival | Row C, waving at you.
Nils Broadbent | Tue, 10/02/2007 - 15:40 | - | s=Overlong | Lovely interview but the film is at least twenty minutes too long. The whole lighthouse section could go.
Agnes Fyfe | Tue, 10/02/2007 - 16:12 | 3 | s=Re: Overlong | The lighthouse section is the film! Without it the ending means nothing.
Nils Broadbent | Tue, 10/02/2007 - 16:30 | 4 | s=Re: Overlong | Fair point about the ending. I still fidgeted.
P. Ostrowski | Tue, 10/02/2007 - 17:05 | - | s=The score | Nobody talks about the music. Entirely cello and a single harmonium, recorded in a church. You can hear the rain on the roof in two cues.
grainofsalt | Tue, 10/02/2007 - 18:44 | - | s=Distribution | Is it getting a proper release or just the festival circuit and a DVD in two years?
Backlot Monthly | Tue, 10/02/2007 - 19:10 | 7 | s=Re: Distribution | Twelve screens from November, the distributor tells us, more if it does well. We'll update the listings page.
Hamish Oduya | Wed, 10/03/2007 - 08:02 | - | s=I was an extra in it | I was an extra in the harbour scene, freezing in a borrowed jumper for two days. You can see my elbow at 1:12:40.
Agnes Fyfe | Wed, 10/03/2007 - 08:40 | 9 | s=Re: I was an extra in it | The elbow of the year.
Terry Vance | Wed, 10/03/2007 - 09:15 | - | s=The director on sound,nv | What she says about recording all the dialogue on location, no dubbing at all, explains why it feels so close. You hear every breath.
Lindiwe M. | Wed, 10/03/2007 - 10:37 | - | s=Too bleak? | Is it too bleak for a fourteen year old? Mine is keen after reading this.
mooncalf | Wed, 10/03/2007 - 11:02 | 12 | s=Re: Too bleak? | There is one upsetting scene about two thirds in but nothing graphic. I'd take a fourteen year old.
Lindiwe M. | Wed, 10/03/2007 - 11:20 | 13 | s=Re: Too bleak? | Thank you, that helps.
Ruairi Costello | Wed, 10/03/2007 - 13:55 | - | s=First feature? | Can't believe this is a first feature. The framing in the kitchen scenes is so confident.
grainofsalt | Wed, 10/03/2007 - 14:30 | 15 | s=Re: First feature? | She made short films for ten years before this, two of them on your site's own top ten of 2004 if I remember right.
Dorcas Fell | Wed, 10/03/2007 - 16:02 | - | s=The cat | The cat steals every scene it's in.
Wendell Price | Wed, 10/03/2007 - 18:18 | - | s=Interview length | More interviews this long please. Most magazines give directors three questions and a photo.
P. Ostrowski | Thu, 10/04/2007 - 07:45 | 6 | s=Re: The score | Found it: the soundtrack is out on a small label in December, vinyl only.
""")

    def item(i: int, c: C, sub: str) -> str:
        cid = 3012 + i * 3
        if c.has("nv"):
            who = f"{esc(c.name)} (not verified)"
        elif c.name == "Backlot Monthly":
            who = esc(c.name)
        else:
            who = f'<a href="/user/{slug(c.name)}" title="View user profile.">{esc(c.name)}</a>'
        return (
            f'<a id="nw-c{cid}"></a><div class="nw-note{" nw-note-by-staff" if c.name == "Backlot Monthly" else ""}'
            f' {"nw-odd" if i % 2 else "nw-even"}"><h3 class="nw-subject"><a href="/node/2207#nw-c{cid}">{esc(c.get("s"))}</a></h3>'
            f'<div class="nw-submitted">Submitted by {who} on {esc(c.when)}.</div>'
            f'<div class="nw-content">{paras(c.text)}</div>'
            '<ul class="nw-links"><li><a href="/comment/reply/2207/'
            + str(cid)
            + '">reply</a></li></ul></div>\n'
            + (f'<div class="nw-indented">{sub}</div>\n' if sub else "")
        )

    pager = (
        '<div class="nw-pager"><strong class="nw-pager-current">1</strong> <a href="?page=1">2</a> <a href="?page=2">3</a> '
        '<a href="?page=1">next ›</a> <a href="?page=2">last »</a></div>'
    )
    block = (
        '<div id="nw-comments"><h2 class="nw-title">47 comments</h2>'
        '<p class="nw-range">Showing comments 1 to 20 of 47</p>'
        + pager
        + tree(cs, item, lambda s: s)
        + pager
        + '<p class="nw-add"><a href="/comment/reply/2207#comment-form">Add new comment</a></p></div>'
    )
    st = Story(
        "“I wanted the sea to have the last word”: Maren Holt on Lanternfall",
        "Interview by Quentin Ashe",
        "2007-10-01T09:00:00+00:00",
        "October 1, 2007",
        """
Maren Holt's first feature, Lanternfall, spends most of its two hours on a small island with a lighthouse keeper, his estranged daughter and a cat that wanders in and out of shot as if it had read the script. It opens in November.

We met in a café near the harbour where she shot the final scene. She had recorded every line of dialogue on location, she told us, wind and gulls included, because dubbing made the actors sound as if they were standing in a cupboard.

On the length, which some festival critics complained about, she is unrepentant. The island is slow, she says, and a film about it that hurries would be lying.
""",
        section="Interviews",
        related=(
            "Ten films to see this autumn",
            "The return of the double bill",
            "Festival diary: Harwick, day three",
        ),
        tags=("interviews", "Lanternfall", "Maren Holt"),
    )
    return make(
        "bb-en-nodewright-paged",
        "discussion",
        "en-backlot",
        st,
        Parts(after=block),
        seeds(cs),
        path="/interviews/maren-holt-lanternfall",
        container="div#nw-comments: h2 '47 comments', 'Showing comments 1 to 20 of 47', a pager (1 2 3 next › last ») above and below; per comment an empty anchor then div.nw-note (h3.nw-subject link, div.nw-submitted 'Submitted by NAME on Tue, 10/02/2007 - 14:22.', div.nw-content, ul.nw-links 'reply'); a reply's notes in a div.nw-indented that FOLLOWS its parent's div as a sibling, three levels",
        heading="47 comments",
        description="Nodewright (an invented community CMS, 2007), an online film magazine's interview: page 1 of 3 of 47 comments (the 20 shown are the truth), each with a subject of its own ('Re: …' on replies) in an h3 above 'Submitted by NAME on DATE.', a staff answer, one '(not verified)' guest; most awkward: the replies are not inside their parent but in a div.nw-indented after it, as its next sibling.",
    )


def en_wiki() -> Case:
    cs = thread("""
Gorsebank | 14:02, 3 May 2009 (UTC) | - | t=Opening date | The article says the halt opened in 1868 but the parish history in the library gives 1871, with the first timetable printed in the Chronicle that March. Does anyone have a source for 1868?
Millwheel | 16:10, 3 May 2009 (UTC) | 0 | - | 1868 is when the line opened. The halt came later, I think you're right. I'll change it and cite the Chronicle.
Gorsebank | 16:45, 3 May 2009 (UTC) | 1 | - | Thanks. The Chronicle for 14 March 1871 is on microfilm at Fenwick library if anyone wants to check the page number.
Edith Rowe | 09:31, 5 May 2009 (UTC) | 1 | - | Agree with 1871. My grandfather worked at the halt and always said it was "two years younger than the church clock", which was 1869.
Tom Haverleigh | 19:20, 12 May 2009 (UTC) | - | t=Photograph | The photograph in the infobox is of Lower Fenwick, not Fenwick Halt. You can tell by the water tower, which Fenwick never had.
Millwheel | 20:05, 12 May 2009 (UTC) | 4 | - | Well spotted. Does anyone have a free photo of the actual halt? Otherwise I'll remove it.
Sally Marchant | 08:15, 14 May 2009 (UTC) | 5 | - | I have one from 1962 that my father took. I'll scan it and upload it under the community licence this weekend.
Nettlefold | 11:48, 20 June 2009 (UTC) | - | t=Closure | The closure section should mention the petition of 1964. Over nine hundred signatures from a village of about six hundred people, which says something.
Tom Haverleigh | 13:02, 20 June 2009 (UTC) | 7 | - | Nine hundred from the whole valley, I think, not just the village. Still worth a line.
""")

    def sig(c: C) -> str:
        return (
            f' — <a href="/wiki/User:{slug(c.name)}">{esc(c.name)}</a> '
            f'(<a href="/wiki/User_talk:{slug(c.name)}">talk</a>) {esc(c.when)}'
        )

    def item(i: int, c: C, sub: str) -> str:
        head = (
            f'<h3><span class="fw-headline" id="{slug(c.get("t"))}">{esc(c.get("t"))}</span></h3>'
            if c.get("t")
            else ""
        )
        if c.parent is None:
            return f"{head}<p>{esc(c.text)}{sig(c)}</p>{sub}"
        return f"<dd>{esc(c.text)}{sig(c)}{sub}</dd>"

    block = (
        '<div id="fw-talk"><h2><span class="fw-headline" id="Discussion">Discussion</span> '
        '<span class="fw-editsection">[<a href="/wiki/Talk:Fenwick_Halt?action=edit">edit</a>]</span></h2>'
        '<table class="fw-notice"><tr><td>This is the discussion page for <b>Fenwick Halt</b>. Please sign your posts with four tildes.</td></tr></table>'
        + tree(cs, item, lambda s: f"<dl>{s}</dl>")
        + '<p class="fw-add"><a href="/wiki/Talk:Fenwick_Halt?action=edit&amp;section=new">Start a new topic</a></p></div>'
    )
    st = Story(
        "Fenwick Halt",
        "From Fenwick Valley Wiki, the community encyclopedia",
        "2009-04-20T10:00:00+00:00",
        "This page was last modified on 20 April 2009, at 10:00.",
        """
Fenwick Halt was a railway halt on the Fenwick Valley branch line, serving the village of Fenwick and the farms of the upper valley. It had a single platform, a wooden shelter and a lamp hut.

The halt was opened by the Valley Railway Company to serve market traffic to Ashbury. Milk churns were loaded from a raised stage at the end of the platform until the early 1950s.

Passenger numbers fell after the war and the halt closed with the rest of the branch in 1965. The platform edge can still be seen from the footpath beside the old line.
""",
        section="Transport",
        related=("Fenwick Valley branch line", "Lower Fenwick", "Ashbury market", "Valley Railway Company"),
        tags=("Railway stations", "Fenwick", "Closed in 1965"),
    )
    return make(
        "bb-en-foliowiki-talk",
        "discussion",
        "en-fenwick",
        st,
        Parts(after=block),
        seeds(cs),
        path="/wiki/Fenwick_Halt",
        container="div#fw-talk: h2 'Discussion', a notice table, then per topic an h3 and the first post as a p; answers as dd in nested dl (one dl level per indent), three levels; every post signed at the END of its own text: ' — NAME (talk) 14:02, 3 May 2009 (UTC)'",
        heading="Discussion",
        description="FolioWiki (an invented wiki engine, 2009): a community wiki's article with its talk section below, three topics under h3 headings; most awkward: no element of its own per post and no author line: each post is a paragraph or a dd that ends with its signature (name, 'talk' link, time), and replies are indented only by nested dl/dd.",
    )


def en_big() -> Case:
    cs = thread("""
harbourwatcher | 6/14/2012 8:12:44 AM | - | r=14 | About time. The old pier has been fenced off for three summers and the kids just climb round the fence anyway.
Dot Pellow | 6/14/2012 8:20:03 AM | - | r=9 | $2.4 million for a pier we already had. Could have fixed the road to the marina for half that.
Capt. Lyle Ansel | 6/14/2012 8:31:51 AM | - | r=22 | The pilings are original 1931 timber. I've fished off that pier for forty years and you could feel it move in a nor'easter. It needed doing.
Dot Pellow | 6/14/2012 8:44:10 AM | 2 | r=3 | Fair enough, Captain, I didn't know the pilings were that old.
MarinaMom | 6/14/2012 8:52:37 AM | - | r=5 | Will the bait shop stay open during construction?
Rick Soares | 6/14/2012 9:03:12 AM | - | r=7 | Concrete pilings this time I hope. Timber just rots again in thirty years.
Capt. Lyle Ansel | 6/14/2012 9:10:45 AM | 5 | r=11 | Article says composite, Rick. Supposed to last seventy.
Tern Island Tom | 6/14/2012 9:22:30 AM | - | r=2 | Where does the money come from? State grant or our taxes?
Jeanne Kimura | 6/14/2012 9:28:58 AM | 7 | r=6 | Third paragraph. Two thirds state coastal grant, the rest from the harbor fund. Not the general fund.
Tern Island Tom | 6/14/2012 9:35:14 AM | 8 | r=1 | Missed that, thanks.
beachplumfan | 6/14/2012 9:47:20 AM | - | r=4 | Please keep the benches at the end. My mother sat on those every Sunday.
Gus Medeiros | 6/14/2012 10:02:33 AM | - | r=8 | Eighteen months of construction trucks on Front Street. Nobody is thinking about the businesses.
Sandra Quill | 6/14/2012 10:15:41 AM | 11 | r=10 | Gus, the article says materials come in by barge. The trucks are only for the first month.
Gus Medeiros | 6/14/2012 10:30:09 AM | 12 | r=2 | We'll see. Barges get delayed.
Old Salt 55 | 6/14/2012 10:41:27 AM | - | r=3 | I remember when the pier had a dance hall at the end. Burned down in '58.
Marguerite D. | 6/14/2012 10:55:02 AM | 14 | r=5 | My parents met at that dance hall! There's a photo of it at the historical society.
Kevin Lapointe | 6/14/2012 11:08:19 AM | - | r=0 | Another project that will go over budget. Mark my words.
Noah Brant | 6/14/2012 11:20:44 AM | - | r=6 | Will there be a kayak launch? The article doesn't say.
Jeanne Kimura | 6/14/2012 11:33:30 AM | 17 | r=4 | The plans on the town website show a floating dock on the south side. Could be for kayaks.
Noah Brant | 6/14/2012 11:41:02 AM | 18 | r=2 | Great, I'll look.
Bev Tolliver | 6/14/2012 12:02:15 PM | - | r=3 | They closed the pier on my birthday in 2009 and I've been waiting ever since. Good news.
seagrass | 6/14/2012 12:20:48 PM | - | r=1 | Lighting at night please. It's pitch black down there after nine.
Capt. Lyle Ansel | 6/14/2012 12:35:20 PM | 21 | r=7 | The plans have lighting, low and shielded so it doesn't bother the boats.
Pauline Roche | 6/14/2012 1:04:55 PM | - | r=5 | Who's the contractor? Hopefully someone local.
Ray Fontes | 6/14/2012 1:18:39 PM | 23 | r=3 | Bids open in August, so nobody yet.
harbourwatcher | 6/14/2012 1:40:02 PM | - | r=2 | Funny how the comments on this paper are nicer when it's about the pier.
Dale Whitcomb | 6/14/2012 2:12:11 PM | - | r=1 | Construction in the off season I hope. Not in July when the whole town is down there.
Sandra Quill | 6/14/2012 2:25:47 PM | 26 | r=4 | October to April according to the harbor master.
Lou Pacheco | 6/14/2012 3:02:30 PM | - | r=2 | The fishing line recycling bins need to come back too. There were three on the old pier.
MarinaMom | 6/14/2012 3:30:08 PM | 4 | r=1 | Found out myself: bait shop stays open, they're moving it to the parking lot for the winter.
Ellen Vickery | 6/14/2012 4:10:51 PM | - | r=0 | Could we name the new pier after someone? The harbor master who retired last year did a lot for this town.
Rick Soares | 6/14/2012 4:44:23 PM | 30 | r=3 | Seconded. Pier naming rights would also be a way to raise money.
Harriet Bloom | 6/14/2012 6:01:19 PM | - | r=2 | I hope the pigeons don't get the memo.
Walt Cordeiro | 6/14/2012 7:35:40 PM | - | r=1 | Good reporting on this one. Nice to read the actual numbers.
night heron | 6/14/2012 9:12:02 PM | - | r=0 | Will the town keep the old lamp posts? They're cast iron and could be reused.
Capt. Lyle Ansel | 6/15/2012 7:05:33 AM | 34 | r=2 | Heard they're going to the historical society.
""")

    def item(i: int, c: C, sub: str) -> str:
        cid = 77120 + i
        return (
            f'<div class="bs-cmt" id="bs-{cid}"><div class="bs-cmt-top"><span class="bs-user"><a href="/user/{slug(c.name)}">{esc(c.name)}</a></span>'
            f' wrote: <span class="bs-date">{esc(c.when)}</span></div>'
            f'<div class="bs-cmt-text">{paras(c.text)}</div>'
            f'<div class="bs-cmt-act"><a href="/recommend/{cid}">Recommend ({c.get("r")})</a> | '
            f'<a href="/report/{cid}">Report abuse</a> | <a href="#bs-form">Reply</a></div>{sub}</div>'
        )

    latest = [35, 34, 33, 32, 31]
    rail = (
        '<div class="bs-latest"><h3>Latest comments</h3><ul>'
        + "".join(
            f'<li><b>{esc(cs[i].name)}</b> on <a href="/news/pier-rebuild#bs-{77120 + i}">Pier rebuild approved</a>: '
            f"“{esc(cs[i].text[:48])}…” <span>{esc(cs[i].when.split(' ', 1)[1])}</span></li>"
            for i in latest
        )
        + "</ul></div>"
    )
    block = (
        f'<div id="bs-discuss"><h2>Reader comments ({len(cs)})</h2>'
        '<p class="bs-rules">Comments are the opinions of their authors. <a href="/terms">Terms of use</a>. '
        'Sort: <a href="?sort=old">Oldest first</a> | <a href="?sort=new">Newest first</a></p>'
        + tree(cs, item, lambda s: f'<div class="bs-replies">{s}</div>')
        + '<form id="bs-form" action="/comment" method="post"><p>You must be logged in to comment.</p>'
        '<textarea name="c" rows="5" cols="60"></textarea><input type="submit" value="Post" /></form></div>'
    )
    st = Story(
        "Pier rebuild approved: $2.4 million plan to reopen town pier by 2014",
        "By Nancy Devereux, Staff Writer",
        "2012-06-13T21:00:00-04:00",
        "June 13, 2012",
        """
The Harbor Commission voted 4-1 on Wednesday night to approve a $2.4 million plan to rebuild the town pier, which has been closed to the public since the fall of 2009 after inspectors found rot in its original timber pilings.

Two thirds of the money will come from a state coastal infrastructure grant, with the rest drawn from the harbor enterprise fund. No money will come from the town's general fund, Harbor Master Ray Fontes said.

Construction is expected to begin in October and continue through two winters, with materials delivered by barge to limit truck traffic on Front Street. The new pier will use composite pilings designed to last seventy years.
""",
        section="News",
        related=(
            "School budget vote set for Tuesday",
            "Front Street shops prepare for summer",
            "Harbor Commission: the members",
            "Tidewater Days schedule",
        ),
        tags=("pier", "Harbor Commission", "Front Street"),
    )
    return make(
        "bb-en-broadsheet-sidebar",
        "discussion",
        "en-tidewater",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/news/pier-rebuild",
        container="div#bs-discuss: h2 'Reader comments (36)', sort links, div.bs-cmt (span.bs-user link, 'wrote:', span.bs-date '6/14/2012 8:12:44 AM', div.bs-cmt-text, 'Recommend (n) | Report abuse | Reply'); replies in div.bs-replies inside the comment, three levels; the right column's 'Latest comments' box repeats the last five comments' first 48 characters with name and time",
        heading="Reader comments (36)",
        description="Broadsheet (an invented newspaper system, 2012), a coastal daily's story: 36 registered readers' comments with 'Recommend (n)', replies nested inside their parent, three levels; most awkward: the side column's 'Latest comments' box lists five of the same comments again (name, the text's first 48 characters, time) in a list of their own.",
    )


def en_scored() -> Case:
    cs = thread("""
Anonymous Patron | Tuesday March 03, 2009 @09:14AM | - | s=Flux matters more than the iron,sc=Score:4&#44; Informative | Half the bad joints I see on kits are from old solder with the flux dried out, not from the iron. Buy a fresh reel before you buy a new station.
vacuumtubeguy (4521) | Tuesday March 03, 2009 @09:22AM | 0 | s=Re:Flux matters more than the iron,sc=Score:3&#44; Insightful,sig=Ohm is where the heart is. | And a flux pen. Costs less than a pizza and fixes most SMD problems by itself.
Anonymous Patron | Tuesday March 03, 2009 @09:40AM | 1 | s=Re:Flux matters more than the iron,sc=Score:2 | Seconded on the flux pen.
kh_reyes (98813) | Tuesday March 03, 2009 @09:31AM | - | s=Temperature controlled or nothing,sc=Score:5&#44; Insightful | The unregulated 40W pencil in the article will cook pads off a modern board. Temperature control is the one feature worth paying for.
marrow (11207) | Tuesday March 03, 2009 @09:58AM | 3 | s=Re:Temperature controlled or nothing,sc=Score:2&#44; Interesting | I did ten years of repairs with an unregulated iron. Technique matters more. But yes, for a beginner, get the controlled one.
kh_reyes (98813) | Tuesday March 03, 2009 @10:12AM | 4 | s=Re:Temperature controlled or nothing,sc=Score:3 | Ten years of technique is exactly what a beginner doesn't have.
osc_wrangler (30057) | Tuesday March 03, 2009 @10:05AM | - | s=Fume extraction,sc=Score:4&#44; Informative,sig=My other scope is a Tektronix. | Nobody ever mentions the smoke. A small fan with a carbon filter, or at least a window. Rosin fumes are not good for you.
Pel Andersson (7702) | Tuesday March 03, 2009 @10:30AM | 6 | s=Re:Fume extraction,sc=Score:2 | A computer fan and a kitchen hood filter, taped together. Cost me nothing.
tinwhisker (56090) | Tuesday March 03, 2009 @11:02AM | - | s=Lead free is the real problem,sc=Score:3&#44; Interesting | Learning on lead free solder is miserable. Learn on leaded, then switch when you know what a good joint looks like.
vacuumtubeguy (4521) | Tuesday March 03, 2009 @11:20AM | 8 | s=Re:Lead free is the real problem,sc=Score:2,sig=Ohm is where the heart is. | Leaded is still easy to buy for hobby use. Wash your hands afterwards and you're fine.
marrow (11207) | Tuesday March 03, 2009 @12:45PM | - | s=Tip tinning,sc=Score:2 | Keep the tip tinned when you put it down. A dry tip oxidises in minutes and then nothing wets.
""")

    def item(i: int, c: C, sub: str) -> str:
        cid = 27120344 + i * 13
        sig = f'<div class="tl-sig">--<br />{esc(c.get("sig"))}</div>' if c.get("sig") else ""
        name = c.name
        uid = ""
        if name.endswith(")"):
            name, uid = name[:-1].rsplit(" (", 1)
        who = f'<a href="/~{slug(name)}">{esc(name)} ({uid})</a>' if uid else f"{esc(name)}"
        return (
            f'<li class="tl-c" id="tl-{cid}"><div class="tl-head"><h4><a href="#tl-{cid}">{esc(c.get("s"))}</a> '
            f'<span class="tl-score">({c.get("sc").replace("&#44;", ",")})</span></h4>'
            f'<div class="tl-by">by {who} on {esc(c.when)} (<a href="#tl-{cid}">#{cid}</a>)</div></div>'
            f'<div class="tl-body">{paras(c.text)}{sig}</div>'
            f'<div class="tl-links">[ <a href="/reply?pid={cid}">Reply to This</a> | <a href="#tl-{cid}">Parent</a> ]</div>'
            f"{sub}</li>"
        )

    # the author as the page shows it: the name without the user number
    seeds_ = [
        type(s)(s.author.rsplit(" (", 1)[0] if s.author.endswith(")") else s.author, s.text, s.parent, s.when)
        for s in seeds(cs)
    ]
    block = (
        '<div id="tl-discussion"><div class="tl-bar">Threshold: <select name="threshold"><option>-1: 11 comments</option>'
        '<option selected="selected">1: 11 comments</option></select> <select name="mode"><option>Nested</option><option>Flat</option></select> '
        '<a href="/login">Log in</a> to post. <b>The Fine Print:</b> comments are owned by the poster.</div>'
        '<ul id="tl-thread">' + tree(cs, item, lambda s: f'<ul class="tl-sub">{s}</ul>') + "</ul></div>"
    )
    st = Story(
        "Ask Patchbay: what should a beginner's first soldering iron be?",
        "Posted by editor_kessel on Tuesday March 03, @08:50AM from the hot-end-goes-down dept.",
        "2009-03-03T08:50:00-05:00",
        "Tuesday March 03, 2009",
        """
A reader writes in: "I have built two kits using a borrowed 40W pencil iron from a hardware store, and every joint looks like a grey marble. Before I spend money, what actually matters in a first iron for through-hole kits and the odd surface-mount part?"

We'll start: a temperature-controlled station is cheap now, and a couple of spare tips will outlast the iron. But the readers here have melted more solder than we ever will. What would you tell a beginner?
""",
        section="Ask Patchbay",
        related=(
            "Build your own bench supply",
            "The oscilloscope question, again",
            "Kit review: a two-tube amp",
        ),
        tags=("soldering", "ask patchbay", "tools"),
    )
    return make(
        "bb-en-threadline-scored",
        "discussion",
        "en-patchbay",
        st,
        Parts(after=block),
        seeds_,
        path="/story/09/03/03/ask-first-soldering-iron",
        container="div#tl-discussion: a threshold/mode bar, ul#tl-thread > li.tl-c (div.tl-head: h4 subject link + '(Score:4, Informative)', div.tl-by 'by NAME (4521) on Tuesday March 03, 2009 @09:14AM (#27120344)'; div.tl-body with the paragraphs and, on three, a signature '--<br>…'; '[ Reply to This | Parent ]'); replies in ul.tl-sub inside the li, three levels",
        heading=None,
        description="Threadline (an invented tech community engine, 2009), an 'Ask' story: 11 comments, each with a subject line ('Re:…' on replies) and a score in its head, 'by NAME (user number) on DATE (#id)', nested three levels, guests as 'Anonymous Patron'; most awkward: no heading over the thread (a threshold bar only), and users' signatures after '--' inside the comment body (not part of the text).",
    )


def threads_en() -> list[Case]:
    return [en_said(), en_pingbacks(), en_run(), en_paged(), en_wiki(), en_big(), en_scored()]
