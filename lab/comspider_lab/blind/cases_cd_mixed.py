"""Blind set CD: two mixed pages, a real discussion beside a list of a kind no earlier set listed: a parish newsletter
blog's Easter flower dedications ("In loving memory of … given by …") above 3 readers' comments in the blog's
threaded list with the vicar's answer (a church's WordPress-like blog); a podcast's show notes with last week's trivia
answers (listener, town, answer) above 4 comments whose names come after the texts (a Squarespace-like site). Every
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cd_common import (
    Bits,
    Case,
    Note,
    case,
    esc,
    gadget,
    paras,
    rows,
    seeds,
    share_bar,
    talk,
    ul_links,
)


def church_flowers() -> Case:
    p = "sm"
    dedications = rows("""
In loving memory of | Arthur and Joan Pelling | given by their daughter Margaret
In thanksgiving for | the safe arrival of baby Isla | given by the Whitcombe-Hart family
In loving memory of | Stanley Birch, bell ringer for 52 years | given by the Tower Captain and ringers
In memory of | Brenda Ashdown | given by the Mothers' Union
In thanksgiving for | forty years of the Tuesday lunch club | given by its members
""")
    ns = talk("""
Pauline Greer @ March 27, 2012 at 10:14 am :: Thank you for putting the list up early this year. Could you add my mother, Edith Greer, to the memorial list? I put the envelope through the vicarage door on Sunday but I'm not sure it reached you.
  Revd. Simon Platt @ March 27, 2012 at 2:30 pm :: Dear Pauline, it did reach me, and Edith is on the list for the printed sheet on Easter Day. The online list only shows the dedications with a named display. With every blessing, Simon
Trevor Blunden @ March 28, 2012 at 8:45 pm :: Lovely to see Stanley remembered. He taught me to ring when I was twelve and never once lost his temper with me, which must have taken some doing. // See you all at the 6 o'clock practice on Thursday.
""")

    def li(i: int) -> str:
        n = ns[i]
        kids = [k for k, m in enumerate(ns) if m.parent == i]
        sub = f'<ol class="{p}-children">' + "".join(li(k) for k in kids) + "</ol>" if kids else ""
        own = f" {p}-vicar" if n.who.startswith("Revd.") else ""
        return (
            f'<li class="{p}-resp{own}" id="{p}-resp-{311 + i}"><div class="{p}-rhead"><span class="{p}-rname">{esc(n.who)}</span> '
            f'<span class="{p}-rdate">on {esc(n.at)}</span></div>{paras(n.body)}'
            f'<div class="{p}-rrep"><a href="?replytocom={311 + i}">Reply</a></div>{sub}</li>'
        )

    flowers = (
        f'<div class="{p}-flowers"><h3>Easter flowers 2012</h3><p>This year\'s Easter flowers are given:</p>'
        + "".join(
            f'<p class="{p}-ded"><i>{esc(a)}</i> <b>{esc(b)}</b><br><small>{esc(c)}</small></p>'
            for a, b, c in dedications
        )
        + "</div>"
    )
    post = (
        f'<div class="{p}-post"><h1 class="{p}-t">Easter flowers: dedications and the Saturday arranging team</h1>'
        f'<p class="{p}-m">Posted on March 26, 2012 by stmarksoffice in <a href="/category/newsletter/">Newsletter</a></p>'
        + paras(
            "The church will be decorated for Easter on Holy Saturday, April 7, from 9.30 am. Many hands make light work, so "
            "please come along even if you have never arranged a flower in your life: there are always buckets to fill and "
            "greenery to strip. Coffee and hot cross buns in the vestry from 11.\n\n"
            "Thank you to everyone who has given towards the flowers this year. Dedications received so far are below. If you "
            "would like to give in memory of a loved one or in thanksgiving, envelopes are at the back of church until Palm Sunday."
        )
        + flowers
        + share_bar(p, "easter-flowers")
        + "</div>"
        f'<div class="{p}-responses"><h3>3 Responses to "Easter flowers: dedications and the Saturday arranging team"</h3>'
        f'<ol class="{p}-rlist">' + "".join(li(i) for i, n in enumerate(ns) if n.parent is None) + "</ol>"
        f'<div class="{p}-leave"><h3>Leave a Reply</h3><p>Your email address will not be published. Required fields are marked *</p>'
        f'<p>Name * <input name="author"> Email * <input name="email"> Website <input name="url"></p><textarea rows="6" cols="50"></textarea>'
        f'<p>What is 3 + 4? <input name="sum" size="3"> (to keep the spam out)</p></div></div>'
    )
    side = (
        gadget(
            p,
            "Service Times",
            "<ul><li>Sunday 8.00 am Holy Communion (BCP)</li><li>Sunday 10.00 am Parish Eucharist</li><li>Wednesday 10.30 am Said Communion</li></ul>",
        )
        + gadget(
            p,
            "Holy Week",
            "<ul><li>Apr 1 Palm Sunday procession from the green, 9.45</li><li>Apr 5 Maundy Thursday, 7.30 pm</li><li>Apr 6 Good Friday walk of witness, 10 am</li><li>Apr 8 Easter Day, 6 am dawn service</li></ul>",
        )
        + gadget(
            p,
            "Prayer Diary",
            "<p>This week we pray for the residents and staff of Elm Lodge, for the Whitcombe Scouts, and for all who are sick.</p>",
        )
        + gadget(p, "Archives", ul_links(["March 2012", "February 2012", "January 2012"], "/date/"))
    )
    style = (
        f".{p}-t{{font-size:24px;margin:0}}.{p}-m{{font-size:11px;color:#888}}.{p}-flowers{{background:#f6f1f8;padding:6px 12px}}.{p}-ded{{margin:4px 0}}"
        f".{p}-rlist,.{p}-children{{list-style:none;padding-left:0}}.{p}-children{{margin-left:30px}}.{p}-resp{{border-top:1px solid #e6e0ea;padding:6px 0}}"
        f".{p}-rname{{font-weight:bold}}.{p}-rdate,.{p}-rrep{{font-size:11px;color:#888}}.{p}-vicar{{background:#fbf8fd}}.{p}-share span{{border:1px solid #ccc;padding:0 4px;font-size:10px}}"
    )
    return case(
        "cd-church-flowers-mixed",
        "mixed",
        "church-stmark",
        "Easter flowers: dedications and the Saturday arranging team",
        Bits(main=post, side=side, style=style),
        seeds(ns),
        path="/2012/03/26/easter-flowers-dedications/",
        container="div.sm-responses: h3 '3 Responses to …', ol.sm-rlist of li.sm-resp (span.sm-rname, 'on DATE', paragraphs, Reply), the vicar's answer in ol.sm-children",
        heading='3 Responses to "Easter flowers: dedications and the Saturday arranging team"',
        description="A parish's WordPress-like newsletter blog of March 2012: in the post, the Easter flower dedications (5 entries: 'In loving memory of' / 'In thanksgiving for', the names in bold, 'given by …'); under it 3 comments, the vicar answering a parishioner one level down and signing with his first name, a two-paragraph comment; a reply form with a sum for a captcha; service times, Holy Week, a prayer diary. Most awkward: the dedications' names and givers in the post right above the comments.",
        lookalikes=("Easter flower dedications: in memory of NAME, given by NAME",),
    )


def podcast_trivia() -> Case:
    p = "br"
    answers = rows("""
Wayne from Deer Lodge | The Mullan Road, and he adds that his great-grandfather hauled freight on it. | correct
Priya in Spokane | The Oregon Trail. Close, but no: wrong side of the mountains. | no
The Hendricks kids, Missoula | The Mullan Road! (with a drawing of an ox, which we loved) | correct
Lou Taggart | "Captain Mullan's road", which we're counting. | correct
""")
    ns = talk("""
Marlene Fisk @ March 4, 2012 :: The story about the stage driver and the frozen ink bottle had me laughing out loud in the car. My husband thought I'd lost it. More of the old newspaper stories please!
Curt Vollmer @ March 4, 2012 :: Small correction: the Clark Fork bridge at St. Regis wasn't finished until 1911, not 1909. I've got a photo of my grandmother standing on the old ferry landing in 1910 to prove it. // Still love the show, this is the only podcast my teenagers will listen to on a road trip.
Backroads & Byways @ March 5, 2012 :: Curt, you're right and we stand corrected, we'll mention it next episode. We'd love to see that photo if you're willing to scan it! - Jess
Nell Abernathy @ March 6, 2012 :: Is there a map of the places in this episode anywhere? I'd like to drive the route this summer.
""")
    # Jess answers Curt by name on a flat list: top-level (the page shows no link between them)

    def entry(i: int, n: Note) -> str:
        return (
            f'<div class="{p}-rc" id="{p}-rc{7700 + i}"><div class="{p}-rc-body">{paras(n.body)}</div>'
            f'<div class="{p}-rc-meta">{esc(n.at)} | <a href="#" class="{p}-rc-name">{esc(n.who)}</a></div></div>'
        )

    trivia = (
        f'<div class="{p}-trivia"><h3>Last week\'s trivia: who got it right</h3><p>The question: what was the first wagon road over the Northern Rockies called?</p><ul>'
        + "".join(
            f'<li class="{p}-ta"><b>{esc(a)}</b>: {esc(b)} {"✔" if c == "correct" else "✘"}</li>'
            for a, b, c in answers
        )
        + "</ul><p>This week's question is at the end of the episode. Email your answer to trivia@backroadspodcast.example.</p></div>"
    )
    post = (
        f'<div class="{p}-entry"><h1 class="{p}-t">Episode 47: The Mullan Road, ink bottles and a very cold stagecoach</h1>'
        f'<p class="{p}-d">Saturday, March 3, 2012 at 7:00AM</p>'
        f'<div class="{p}-player">▶ Listen: 52:18 · <a href="/media/bb047.mp3">Download MP3</a> · <a href="/itunes">Subscribe in iTunes</a></div>'
        + paras(
            "This week Jess and Andy follow the old Mullan Road from Fort Benton toward Walla Walla, or at least the bits of it "
            "you can still drive. We talk about how a 624-mile wagon road got built in four years by soldiers and hired "
            "civilians, read some wonderful complaints from 1860s newspapers, and stop at a diner that has been serving the "
            "same huckleberry pie since 1952.\n\n"
            "In this episode: the frozen ink bottle, the ferry at St. Regis, Andy's terrible sense of direction, and a listener "
            "letter about a great-grandmother's recipe for sourdough starter."
        )
        + trivia
        + share_bar(p, "episode-47")
        + "</div>"
        f'<div class="{p}-comments-wrap"><h3>Reader Comments (4)</h3>'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + f'<div class="{p}-post-c"><h4>Post a New Comment</h4><p>Enter your information below to add a new comment.</p>'
        f'<p>Author: <input> Email: <input> Author URL: <input></p><textarea rows="5" cols="50"></textarea>'
        f'<p>Some HTML allowed: &lt;a href&gt; &lt;b&gt; &lt;i&gt;</p><p><a href="#">Notify me of follow-up comments via email.</a></p></div></div>'
    )
    side = (
        gadget(
            p,
            "Recent Episodes",
            ul_links(
                [
                    "Episode 47: The Mullan Road",
                    "Episode 46: Ghost towns of the Garnet Range",
                    "Episode 45: The great flood of 1908",
                    "Episode 44: Lookout towers",
                ],
                "/episodes/",
            ),
        )
        + gadget(
            p,
            "Support the Show",
            '<p>Backroads & Byways is listener-supported. <a href="/support">Chip in for gas money</a>.</p>',
        )
        + gadget(p, "Where to listen", "<ul><li>iTunes</li><li>Stitcher</li><li>RSS</li></ul>")
    )
    style = (
        f".{p}-t{{font-size:24px;margin:0}}.{p}-d{{font-size:11px;color:#888}}.{p}-player{{background:#f6efe4;padding:6px;font-size:12px}}.{p}-trivia{{border:1px solid #e2d3bd;padding:4px 12px;margin:12px 0}}"
        f".{p}-rc{{border-top:1px solid #eee;padding:8px 0}}.{p}-rc-meta{{font-size:11px;color:#888;text-align:right}}.{p}-share span{{border:1px solid #ccc;padding:0 4px;font-size:10px}}"
    )
    return case(
        "cd-podcast-trivia-mixed",
        "mixed",
        "podcast-backroads",
        "Episode 47: The Mullan Road, ink bottles and a very cold stagecoach",
        Bits(main=post, side=side, style=style, skeleton="single"),
        seeds(ns),
        path="/episodes/2012/3/3/episode-47-the-mullan-road.html",
        container="div.br-comments-wrap: h3 'Reader Comments (4)', div.br-rc (div.br-rc-body paragraphs, then div.br-rc-meta 'DATE | NAME')",
        heading="Reader Comments (4)",
        description="A podcast's Squarespace-like show-notes page of March 2012: a player line, the notes, last week's trivia answers (4 listeners, bold name and town, their answer, a tick or a cross), a share bar; 'Reader Comments (4)' flat, each the text first and 'March 4, 2012 | NAME' after it, the show answering as 'Backroads & Byways' and signing '- Jess'; recent episodes. Most awkward: the listeners' named answers right above, the names after the texts.",
        lookalikes=("a podcast's trivia answers: listener, town, answer",),
    )


def mixed_cd() -> list[Case]:
    return [church_flowers(), podcast_trivia()]
