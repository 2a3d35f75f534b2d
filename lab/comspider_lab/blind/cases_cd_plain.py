"""Blind set CD: three article pages of 2012 without any reader comment, with the era's furniture: a hometown weekly
on a vendor CMS whose story has no comment yet ("Be the first to comment"), with obituaries, weather, classifieds,
events and a reader-photo strip; a tumblelog's sketch post with its notes (likes and reblogs, two reblogs with the
reblogger's words); a hosted journal's entry with a poll whose text answers list every voter's words, and nobody's
comment. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cd_common import (
    Bits,
    Case,
    calendar,
    case,
    esc,
    gadget,
    paras,
    rows,
    share_bar,
    slug,
    ul_links,
)


def gazette_coach() -> Case:
    p = "bg"
    story = (
        f'<div class="{p}-crumb"><a href="/">Home</a> › <a href="/sports/">Sports</a></div>'
        f'<h1 class="{p}-h">Ridge football coach Wendell Marsh steps down after 19 seasons</h1>'
        f'<p class="{p}-by">By Tom Albrecht, Gazette Sports Editor | Posted: Thursday, March 15, 2012 10:00 am</p>'
        + share_bar(p, "wendell-marsh")
        + paras(
            "BRAMLEY RIDGE — Wendell Marsh, who led the Bramley Ridge Rams to three league titles and the school's only state "
            "semifinal, announced Wednesday he is stepping down as head football coach after 19 seasons.\n\n"
            'Marsh, 61, will keep teaching physical education at the high school through the end of next year. "It\'s time," '
            'he told his players in a meeting after school. "My knees told me two years ago. My wife told me last year. I '
            'finally listened."\n\n'
            "Marsh finished with a record of 124-83. His 2003 team went 11-1 and lost to Carver Valley in the state semifinal.\n\n"
            "Athletic director Sue Lindahl said the district will post the position this month and hopes to name a new coach "
            "before spring practice in May."
        )
        + f'<div class="{p}-disc"><h3>Comments</h3><p>Be the first to comment on this story. <a href="/users/login">Log in</a> or <a href="/users/signup">register</a> to comment.</p></div>'
        + f'<div class="{p}-photos"><h3>Reader photos</h3><ul>'
        + "".join(
            f'<li><img src="/_avatar/{p}-ph{i}.svg" width="120" height="80" alt=""><br>{esc(c)}<br><small>Submitted by {esc(w)}</small></li>'
            for i, (c, w) in enumerate(
                rows("""
First robin of spring on Maple Ave. | Gail Dorsey
Ice on Crane Pond, March 10 | Jim Petrowski
Rams cheerleaders at the pancake breakfast | Ridge Boosters
""")
            )
        )
        + "</ul></div>"
    )
    side = (
        gadget(
            p, "Weather", "<p><b>Bramley Ridge</b> 52°F Partly sunny<br>Fri 58/39 · Sat 61/44 · Sun 49/33</p>"
        )
        + gadget(
            p,
            "Obituaries",
            "<ul>"
            + "".join(
                f'<li><a href="/obituaries/{slug(a)}">{esc(a)}</a><br><small>{esc(b)}</small></li>'
                for a, b in rows("""
Dorothy Anne Kowalczyk, 84 | Bramley Ridge · Services Saturday
Walter "Skip" Henning, 77 | Oak Falls · Services pending
Loretta J. Baines, 90 | formerly of Bramley Ridge
""")
            )
            + "</ul>",
        )
        + gadget(
            p,
            "Events",
            "<ul>"
            + "".join(
                f"<li><b>{esc(a)}</b> {esc(b)}</li>"
                for a, b in rows("""
Sat, Mar 17 | Rams Boosters pancake breakfast, high school cafeteria, 7-11 a.m.
Tue, Mar 20 | School board meeting, district office, 7 p.m.
Sat, Mar 24 | Easter egg hunt, Veterans Park, 10 a.m. (rain date Mar 31)
""")
            )
            + "</ul>",
        )
        + gadget(
            p,
            "Classifieds",
            ul_links(
                [
                    "Garage sale: 12 Birch Ct., Sat 8-1",
                    "FOR RENT: 2BR apt, downtown, $625",
                    "Lost: orange tabby, Hill St. area, reward",
                    "Wanted: used riding mower",
                ],
                "/classifieds/",
            ),
        )
        + gadget(
            p,
            "Most Read",
            ul_links(
                [
                    "Ridge football coach Wendell Marsh steps down after 19 seasons",
                    "Route 31 bridge to close for repairs in April",
                    "Police: two cars broken into on Elm Ridge Rd.",
                ],
                "/news/",
            ),
        )
        + calendar(p, "March 2012", 31, 4, {1, 8, 15})
    )
    style = (
        f".{p}-h{{font:bold 28px Georgia,serif;margin:4px 0}}.{p}-by{{font:11px Arial;color:#666}}.{p}-disc{{border-top:2px solid #20476e;margin-top:16px;font-size:12px}}"
        f".{p}-photos ul{{list-style:none;padding:0;overflow:hidden}}.{p}-photos li{{float:left;width:140px;font-size:11px}}.{p}-share span{{border:1px solid #ccc;padding:0 4px;font-size:10px}}"
    )
    return case(
        "cd-gazette-coach",
        "lookalike",
        "paper-bramley",
        "Ridge football coach Wendell Marsh steps down after 19 seasons",
        Bits(
            main=story,
            side=side,
            style=style,
            skeleton="paper",
            top="Thursday, March 15, 2012 · 52°F Partly sunny",
        ),
        [],
        path="/sports/ridge-football-coach-wendell-marsh-steps-down/article_9a11c3f0.html",
        container="(no discussion) div.bg-disc: h3 'Comments' and 'Be the first to comment on this story.'",
        heading=None,
        description="A hometown weekly of 2012 on a vendor newspaper CMS without any reader comment: a sports story with a share bar, an empty comment area ('Be the first to comment on this story.'), reader photos with captions and 'Submitted by NAME'; obituaries with towns, weather, events, classifieds, most read, a calendar. Most awkward: the empty area headed 'Comments', captions signed by readers.",
        lookalikes=("reader photos with 'Submitted by NAME'", "obituary teasers", "events"),
    )


def tumblr_notes() -> Case:
    p = "ik"
    notes = rows("""
like | marmalade-skies
reblog | paperplanesandtea | inkandnonsense | the hat!!! the HAT
like | quietcarriage
reblog | drawsomethingdaily | paperplanesandtea
like | sketchbook-sundays
reblog | lineworklondon | inkandnonsense | this is the kind of people-watching I aspire to. the way the newspaper is folded is perfect
like | owlbear-and-biscuits
like | tilly-draws
reblog | commuterdoodles | lineworklondon
like | petrichor-and-pencils
""")
    items = []
    for row in notes:
        kind, who, src, words = ([*row, "", "", ""])[:4]
        av = f'<img src="/_avatar/{p}-n-{who}.svg" width="16" height="16" alt="">'
        if kind == "like":
            items.append(
                f'<li class="{p}-note {p}-like">{av} <a href="http://{who}.example/">{esc(who)}</a> likes this</li>'
            )
        else:
            added = f'<blockquote class="{p}-added">{esc(words)}</blockquote>' if words else ""
            items.append(
                f'<li class="{p}-note {p}-reblog">{av} <a href="http://{who}.example/">{esc(who)}</a> reblogged this from '
                f'<a href="http://{src}.example/">{esc(src)}</a>{" and added:" if words else ""}{added}</li>'
            )
    items.append(f'<li class="{p}-note {p}-orig"><a href="/">inkandnonsense</a> posted this</li>')
    post = (
        f'<div class="{p}-post {p}-photo"><img src="/_avatar/{p}-sketch.svg" width="500" height="375" alt="ink sketch of a man in a hat reading a newspaper">'
        f'<div class="{p}-cap">'
        + paras(
            "8:14 to Waterloo, Tuesday. He had the crossword folded into a perfect square and did not look up once between "
            "Surbiton and Vauxhall. The hat was magnificent.\n\n"
            "Fineliner and a water brush, 10 minutes."
        )
        + "</div>"
        f'<p class="{p}-meta">Posted 3 days ago · <a href="/tagged/sketch">#sketch</a> <a href="/tagged/commuters">#commuters</a> <a href="/tagged/urban-sketching">#urban sketching</a> · '
        f'<a href="#notes">10 notes</a> · <a href="/reblog/20034">reblog</a></p></div>'
        f'<div id="notes"><ol class="{p}-notes">' + "".join(items) + "</ol></div>"
        f'<div class="{p}-pn"><a href="/post/19980">← previous</a> · <a href="/post/20101">next →</a></div>'
    )
    side = (
        f'<p><img src="/_avatar/{p}-me.svg" width="64" height="64" alt=""> Hi, I\'m Bel. I draw strangers on trains. Please don\'t be one of them and notice.</p>'
        + gadget(p, "Elsewhere", ul_links(["flickr", "twitter", "my shop (prints!)"], "/out/"))
        + gadget(
            p,
            "Following",
            ul_links(
                ["lineworklondon", "sketchbook-sundays", "drawsomethingdaily", "commuterdoodles"], "http://"
            ),
        )
    )
    style = (
        f".{p}-cap{{font-size:13px}}.{p}-meta{{font-size:11px;color:#999}}.{p}-notes{{list-style:none;padding:0;font-size:11px}}.{p}-note{{border-bottom:1px solid #eee;padding:3px 0}}"
        f".{p}-added{{margin:2px 0 2px 22px;color:#444;font-size:12px}}"
    )
    return case(
        "cd-tumblr-notes",
        "lookalike",
        "tumblr-sketch",
        "8:14 to Waterloo, Tuesday",
        Bits(main=post, side=side, style=style, skeleton="single"),
        [],
        path="/post/20034/814-to-waterloo-tuesday",
        container="(no discussion) div#notes: ol.ik-notes of li.ik-note: 'NAME likes this', 'NAME reblogged this from NAME and added:' + blockquote",
        heading=None,
        description="A Tumblr-like sketch blog of 2012 without any reader comment: a photo post with a caption, tags, '10 notes' and the notes list: 6 likes, 4 reblogs, two of them with the reblogger's added words in a blockquote, and the original poster's line; a profile blurb, links, a following list. Most awkward: the reblog additions are people's words about the post with a name and a link, but they live on the rebloggers' own blogs.",
        lookalikes=("a tumblelog's notes: likes and reblogs with added words",),
    )


def lj_poll() -> Case:
    p = "nt"
    answers = rows("""
seventhswan | The Shedquarters. Obviously.
mrs_pargeter | Something dignified, like Bertram.
bramble_and_bean | Shed Zeppelin
northbound_tern | (I'm allowed to vote in my own poll, right?) The Potting Palace
kestrel_lane | Fort Knocks, because it will fall over the first time you knock it
gillyflower | Bertram. Definitely Bertram.
""")
    poll = (
        f'<div class="{p}-poll"><p><b>Poll #1842017: The shed</b></p><p>Open to: All, detailed results viewable to: All. Participants: 11</p>'
        "<p><b>Is the shed straight?</b></p><table><tr><td>Yes</td><td>2 (18.2%)</td></tr><tr><td>No</td><td>5 (45.5%)</td></tr>"
        "<tr><td>It's leaning in a friendly way</td><td>4 (36.4%)</td></tr></table>"
        "<p><b>What should I name the shed?</b></p>"
        + "".join(
            f'<p class="{p}-pa"><a href="/users/{u}/"><b>{esc(u)}</b></a><br>{esc(t)}</p>' for u, t in answers
        )
        + '<p><a href="#">View all answers</a></p></div>'
    )
    entry = (
        f'<div class="{p}-entry"><div class="{p}-eh"><b>the shed is UP</b><br><small>Mar. 18th, 2012 at 6:02 PM</small></div>'
        f'<div class="{p}-et">'
        + paras(
            "Took two weekends, one trip to A&E (splinter, very deep, very dramatic) and most of Dad's patience, but the shed "
            "on the allotment is up and it has a roof and the door closes if you lift it slightly.\n\n"
            "It's not straight. I'm choosing to call it character.\n\n"
            "Next weekend: guttering, a water butt, and a shelf for all the seed trays that are currently living on my kitchen "
            "table and making the flat smell of compost. Poll below because I need help with the important decisions.",
            br=True,
        )
        + "</div>"
        + poll
        + f'<p class="{p}-mood"><b>Current Location:</b> plot 17<br><b>Current Mood:</b> proud<br>'
        f'<b>Tags:</b> <a href="/tag/allotment">allotment</a>, <a href="/tag/shed">shed</a></p>'
        f'<p class="{p}-links"><a href="?mode=reply">Leave a comment</a> | <a href="/memories">Add to Memories</a> | <a href="/tell">Tell a Friend</a></p></div>'
        f'<p><a href="/2201.html">« previous entry</a> | <a href="/2315.html">next entry »</a></p>'
    )
    side = (
        f'<img src="/_avatar/{p}-tern.svg" width="100" height="100" alt=""><p><b>northbound_tern</b></p>'
        + gadget(
            p,
            "Friends",
            ul_links(
                ["seventhswan", "mrs_pargeter", "bramble_and_bean", "kestrel_lane", "gillyflower"], "/users/"
            ),
        )
        + gadget(
            p,
            "Page Summary",
            "<ul><li>the shed is UP</li><li>seed order, finally - 3 comments</li><li>friends-only post - 1 comment</li></ul>",
        )
        + calendar(p, "March 2012", 31, 4, {3, 11, 18})
    )
    style = f".{p}-eh{{background:#e6efe6;padding:4px 8px}}.{p}-poll{{border:1px dashed #9b9;padding:6px 10px;margin:10px 0;font-size:12px}}.{p}-mood{{font-size:11px}}"
    return case(
        "cd-lj-poll",
        "lookalike",
        "lj-plain",
        "northbound_tern: the shed is UP",
        Bits(main=entry, side=side, style=style, skeleton="journal"),
        [],
        path="/users/northbound_tern/2288.html",
        container="(no discussion) div.nt-poll: the poll's counts and p.nt-pa per text answer (username, words); 'Leave a comment' only",
        heading=None,
        description="A LiveJournal-like journal entry of March 2012 without any reader comment ('Leave a comment' only): a poll with one counted question and a text question whose 6 answers each print the voter's username over their words (the journal's owner among them); Current Location / Mood, tags, friends, a page summary with comment counts, a calendar. Most awkward: the poll's text answers are short named texts right where comments would be.",
        lookalikes=("a journal poll's text answers, each a username and words",),
    )


def plain_cd() -> list[Case]:
    return [gazette_coach(), tumblr_notes(), lj_poll()]
