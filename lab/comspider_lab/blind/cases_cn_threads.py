"""Blind set CN: three discussions in the served HTML of small sites of 2010-2012 whose markup never says what it is:
a US weekly's "Talkback" of bare paragraphs between <hr>s with the signature after the text; a Cornish weekly's
"Your feedback", one two-column table per comment with one answer indented by an inline margin; a birding blog's
guestbook-like "What you said" list without any dates. Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cn_common import (
    SITES_CN,
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    link_list,
    paras,
    talk,
)


def courier_talkback() -> Case:
    site = SITES_CN["courier"]
    ns = talk("""
Dale Hutchins, Millbrook :: Forty-one years I have driven past that mill and the town never once asked us what we wanted there. Now we get a "visioning session" on a Tuesday at 2 in the afternoon when every working person is at work. Hold it at night and you'll get a crowd.
Margaret A. Lyle :: My grandfather was a loom fixer at Tenmile Woolens until it closed in 1962. I would love to see part of the building kept as a museum, even one room. The kids in this town have no idea what went on there. ¶ Thank you for the photographs, they brought back a lot.
Name withheld by request :: Condos. It's always condos. Who in Millbrook can afford a $240,000 condo? Put a grocery store in there and I'll be first in line.
Bob Kreisler, Route 9 :: To the person asking about a grocery store: the Hanlon family looked at that site in 2008 and walked away because of the flood plain. It isn't as simple as people think.
Jeannie Parrish :: Just tear it down before somebody gets hurt. Kids have been going in there through the back windows for years.
Tom Whitcomb, Selectman :: For the record, the board voted 3-2 to move the second session to Thursday, Oct. 20 at 7 p.m. at the Grange Hall. I hope people come and say what they said here.
""")
    block = (
        '<div class="mc-tb"><h2>Talkback</h2>'
        '<p class="mc-note"><i>Letters and Talkback comments are edited for length and taste. Include your name and town.</i></p><hr />'
        + "<hr />".join(paras(s.text) + f'<p class="mc-sig">&mdash; {esc(s.author)}</p>' for s in ns)
        + '<hr /><p><a href="/talkback/submit?story=1473">Add your two cents &raquo;</a></p></div>'
    )
    side = (
        box(
            site,
            "Most Read",
            link_list(
                """
Mill redevelopment: town wants your ideas
Tenmile Hawks fall to Bradley in OT
Police log: Sept. 25 - Oct. 1
Obituary: Harold 'Hap' Bettencourt, 88
Fall Foliage Festival parking changes
""",
                ordered=True,
            ),
        )
        + box(
            site,
            "Most Talked About",
            link_list(
                """
Mill redevelopment: town wants your ideas | 6
School budget passes on second try | 11
Letter: Slow down on Elm Street | 4
""",
                "responses",
            ),
        )
        + box(site, "Weather", "<p>Millbrook: 54&deg;F, showers.<br />Tomorrow: 61&deg;F, partly sunny.</p>")
    )
    style = ".mc-tb{margin-top:18px}.mc-tb h2{font:bold 18px Georgia;color:#7a1f1f;border-bottom:1px solid #7a1f1f}.mc-sig{font-style:italic;color:#555}"
    piece = Piece(
        "Mill redevelopment: town wants your ideas",
        "By Carol Dunnigan, Courier Staff Writer",
        "2011-10-06T09:00:00-04:00",
        "Thursday, October 6, 2011",
        """
The old Tenmile Woolens mill on River Street could become housing, shops or a mix of both, and the town wants to hear from residents before anything is decided.

A first "visioning session" will be held Tuesday at the town offices. Planning consultant Rhea Vasquez, hired by the Board of Selectmen this summer, will present three concepts drawn up after a study of the site.

The mill has been empty since a furniture outlet left in 2004. The town took the property for unpaid taxes in 2009 and has spent about $38,000 a year since then to keep it secure.

"Nothing is on the table yet and nothing is off it," said Board Chairman Tom Whitcomb. "We want people to come in and tell us what Millbrook needs."
""",
        section="News",
        tags=("Tenmile Woolens", "Board of Selectmen", "River Street"),
    )
    return case(
        "cn-courier-talkback",
        "discussion",
        "courier",
        piece,
        Bits(after=block, side=side, style=style),
        ns,
        path="/news/2011/10/06/mill-redevelopment-town-wants-your-ideas",
        container="div.mc-tb: h2 'Talkback', then each comment as bare <p>s followed by a <p class=mc-sig> '— NAME', the comments separated by <hr>",
        heading="Talkback",
        description="A US small-town weekly of 2011: an article on a mill's redevelopment followed by 'Talkback', six readers' texts as bare paragraphs between <hr>s, each signed after its text ('— Dale Hutchins, Millbrook', one 'Name withheld by request', a selectman answering). Furniture: most read, most talked about with counts, weather. Most awkward: no element per comment, the name after the text with the town in it, no dates.",
        lookalikes=("most talked about with counts",),
    )


def gazette_feedback() -> Case:
    site = SITES_CN["gazette"]
    ns = talk("""
Sandra Penhallow :: 14 Mar 2010, 8:12pm :: About time. The 51 used to be the only way my mother could get to the surgery in Tregony and since they cut the Sunday run she has had to rely on neighbours.
  Gazette reporter :: 15 Mar 2010, 9:40am :: Sandra, Western Greyhound have told us the Sunday service will run from May 2 on the summer timetable only. We will update the story.
Mike Rowe :: 14 Mar 2010, 9:05pm :: I'll believe it when I see a bus. We had the same announcement in 2007 and nothing came of it.
Jenny K :: 15 Mar 2010, 7:31am :: Could someone tell me whether the new route still goes through Ruan High Lanes? The leaflet doesn't say and the office isn't answering the phone.
Pete Trethewey :: 15 Mar 2010, 1:18pm :: Half the problem is the lanes, not the buses. A full-size coach can't get past the Polsue bend in summer when the campers are out. Smaller buses would solve a lot of it.
J. Hocking :: 16 Mar 2010, 10:02am :: Well done to the parish council for keeping at it. Three years of letters and petitions and they finally listened.
""")

    def one(i: int) -> str:
        s = ns[i]
        margin = ' style="margin-left:40px"' if s.parent is not None else ""
        return (
            f'<table class="pg-fb" width="100%" cellpadding="4" cellspacing="0" border="0"{margin}><tr>'
            f'<td width="130" valign="top" bgcolor="#eef3f7"><b>{esc(s.author)}</b><br /><small>{esc(s.when)}</small></td>'
            f'<td valign="top">{paras(s.text)}</td></tr></table>'
        )

    block = (
        '<h4 class="pg-h">Your feedback</h4>'
        + "".join(one(i) for i in range(len(ns)))
        + '<p><a href="/feedback.php?id=2291">Have your say on this story</a> &middot; <a href="/house-rules/">House rules</a></p>'
    )
    side = (
        box(
            site,
            "What's On",
            "<ul><li>Sat 20 Mar: Spring plant sale, Veryan village hall</li><li>Sun 21 Mar: Gig rowing, Portloe</li><li>Thu 25 Mar: Parish council, 7.30pm</li></ul>",
        )
        + box(site, "Property of the week", "<p>Three-bed cottage, Portscatho. Sea views. &pound;349,950</p>")
        + box(site, "Tide times", "<p>High water Falmouth: 06:41, 19:02</p>")
    )
    style = ".pg-h{font-size:15px;border-bottom:2px solid #14517a;margin:18px 0 6px}table.pg-fb{border-bottom:1px solid #ccd;margin-bottom:6px}table.pg-fb p{margin:0 0 6px}"
    piece = Piece(
        "Sunday buses back on Roseland route",
        "By Our Reporter",
        "2010-03-14T10:00:00+00:00",
        "Sunday 14 March 2010",
        """
Sunday buses are to return to the Roseland this spring after three years without a service, the county council has confirmed.

The 51 route, which links Portscatho, Veryan and Tregony with Truro, lost its Sunday run in 2007 when the subsidy was withdrawn.

Veryan parish council, which gathered more than 600 signatures for a petition last year, said it was delighted with the news.

Details of the new timetable will be published next month.
""",
        section="News",
    )
    return case(
        "cn-gazette-feedback",
        "discussion",
        "gazette",
        piece,
        Bits(after=block, side=side, style=style, skeleton="table"),
        ns,
        path="/news/2010/03/sunday-buses-back-on-roseland-route.html",
        container="the article's table cell: h4 'Your feedback', then one table.pg-fb per comment (name and date in the left cell, text in the right), an answer's table indented by an inline margin-left",
        heading="Your feedback",
        description="A Cornish weekly of 2010 in a table layout: an article on a bus route followed by 'Your feedback', six readers' comments each a two-column table (name and date left, text right), the paper's reporter answering one in a table indented by an inline margin. Furniture: what's on, property of the week, tide times. Most awkward: tables inside a table layout, the heading 'Your feedback'.",
    )


def kestrel_what_you_said() -> Case:
    site = SITES_CN["kestrel"]
    ns = talk("""
Norman (Boston) :: Lovely write-up. I was on the sea bank the same morning and missed the short-eared owls by about ten minutes, story of my life. Did you see the hen harrier as well? There was one reported at the outfall around three.
Sue and Alan :: We came up from Peterborough on the strength of your last post and had two barn owls hunting along the drain at dusk. Thank you! The car park was a quagmire though, wellies essential.
Tim F :: What camera are you using for the owl shots? They're very sharp for that light.
Ruth :: The twite flock has been on the saltmarsh at Frampton too, I counted 140-odd last Saturday. Maybe the same birds moving up and down the coast.
Candle Marsh Kestrel :: Thanks all. Norman, no harrier for me, just a distant ringtail I couldn't swear to. Tim, it's an old Canon 7D with the 400mm f5.6, nothing fancy, I just got lucky with the owl sitting still.
Gary W. :: Great blog, been reading for a year now. Have added you to my links on Fen Tiger Birding.
Anne Sparrow :: Please don't publish the exact gate for the owls. We had people walking out on the marsh last winter and flushing them for photographs.
""")
    block = (
        '<div class="km-said"><h3>What you said</h3><ul class="km-gb">'
        + "".join(f'<li>{paras(s.text)}<p class="km-by">Posted by {esc(s.author)}</p></li>' for s in ns)
        + "</ul>"
        '<p><b>Leave a note</b><br />Name: <input type="text" name="n" /><br /><textarea name="t" rows="5" cols="50"></textarea><br />'
        '<input type="submit" value="Post" /></p></div>'
    )
    side = (
        box(
            site,
            "My blog list",
            link_list("""
Fen Tiger Birding
The Wash Wader Watch
Gibraltar Point Diary
A Patch in the Wolds
"""),
        )
        + box(
            site,
            "Archive",
            link_list(
                """
January 2012 | 4
December 2011 | 6
November 2011 | 9
October 2011 | 7
""",
                "posts",
            ),
        )
        + box(
            site,
            "Labels",
            "<p>"
            + " ".join(
                f'<a href="/label/{t.lower().replace(" ", "-")}/" style="font-size:{s}px">{esc(t)}</a>'
                for t, s in (
                    ("owls", 18),
                    ("waders", 14),
                    ("gear", 10),
                    ("Frampton", 12),
                    ("raptors", 16),
                    ("winter", 11),
                )
            )
            + "</p>",
        )
    )
    style = ".km-gb{list-style:none;padding:0}.km-gb li{border-bottom:1px dotted #999;padding:4px 0}.km-by{font-size:11px;color:#4f6b2c;text-align:right}"
    piece = Piece(
        "Owls at dusk on the Candle Marsh sea bank",
        "Posted by Candle Marsh Kestrel",
        "2012-01-15T18:30:00+00:00",
        "Sunday, 15 January 2012",
        """
A cold, still afternoon at last, so I walked out along the sea bank from the sluice at about two and stayed until it was too dark to see the drain.

The short-eared owls showed from half three: at least three birds quartering the rough grass behind the bank, one of them landing on a fence post about forty yards away for a good five minutes.

Out on the saltmarsh a flock of twite, well over a hundred, kept lifting and settling. A merlin went through at one point and scattered everything.

Two barn owls came out along the drain just before dark. A good day, and my fingers have only just thawed.
""",
        tags=("owls", "winter"),
    )
    return case(
        "cn-kestrel-what-you-said",
        "discussion",
        "kestrel",
        piece,
        Bits(after=block, side=side, style=style, skeleton="blog"),
        ns,
        path="/2012/01/owls-at-dusk-on-candle-marsh-sea-bank.html",
        container="div.km-said: h3 'What you said', ul.km-gb, one li per comment with the text and a 'Posted by NAME' line after it",
        heading="What you said",
        description="A birding blog of 2012: a post on owls at dusk followed by a guestbook-like 'What you said' list of seven notes, each with 'Posted by NAME' after its text and no date at all; the blogger answers two readers in one note. Furniture: a blog list, an archive with counts, a labels cloud, a 'Leave a note' form. Most awkward: no dates, no heading word for comments, a guestbook's list.",
        lookalikes=("archive with counts",),
    )


def threads_cn() -> list[Case]:
    return [courier_talkback(), gazette_feedback(), kestrel_what_you_said()]
