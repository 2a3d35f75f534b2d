"""Blind set BR: four mixed pages of 2012-2013, a discussion of 6 to 10 readers' comments beside a list of a new kind
that looks like one: an Indian cricket site's ball-by-ball commentary (in), a tech blog's list of a hack night's demos
with the teams' members and pitches (us), a UK political blog's leadership endorsements tracker with the MPs' quotes
(uk), a Philippine regional paper's evacuation centre status board with the barangay officials' notes (ph). Every
name, place and text invented for this set; each comment and entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_br_common import (
    Bits,
    Case,
    Note,
    Piece,
    case,
    draw,
    esc,
    ptext,
    rows,
    seeds,
    slug,
    talk,
)
from comspider_lab.blind.layout_br import blogroll, cloud, follow_box, widget


def in_commentary() -> Case:
    ns = talk("""
Vish @ 3:42 PM [city=Pune] :: Kulkarni is the best young batsman in the country right now and nobody outside Maharashtra has heard of him. Selectors please watch this.
  Arjun_K @ 3:47 PM [city=Mumbai] :: Watching every ball. His cut shot is pure old school, bat comes down from high.
  Rohit S @ 3:51 PM [city=Delhi] :: Domestic runs on flat tracks. Let's see him against real pace on a green wicket before we call him the best.
    Vish @ 3:58 PM [city=Pune] :: Rohit, he made 80 on that seaming track in Nagpur in December. Check the scorecard before commenting.
Sandeep @ 4:02 PM [city=Goa] :: 89 more needed with 3 wickets in hand. Kings can do it if Kulkarni stays till tea.
Ganesh @ 4:05 PM [city=Nashik] :: Why was Naik sent at 6 and not Shetty? Big captaincy blunder.
  Sandeep @ 4:09 PM [city=Goa] :: Shetty has a finger injury, it was announced yesterday only.
Meenal @ 4:15 PM [city=Bangalore] :: Stream keeps buffering here. Thank god for this ball-by-ball page!
""")
    balls = rows("""
88.6 | Deshmukh to Kulkarni | 1 run | Full on the pads, clipped to deep square leg. Kulkarni keeps the strike for the next over.
88.5 | Deshmukh to Kulkarni | no run | Good length outside off, left alone with a flourish.
88.4 | Deshmukh to Kulkarni | FOUR | Short and wide, cut hard past point. That is his fifty, off 71 balls, and the Konkan dressing room is on its feet.
88.3 | Deshmukh to Naik | OUT | Caught behind! Naik pokes at one that straightens, thin edge to Bhatt. Naik c Bhatt b Deshmukh 34 (58).
88.2 | Deshmukh to Naik | 2 runs | Driven through extra cover, good hard running.
88.1 | Deshmukh to Naik | no run | Yorker, dug out just in time.
87.6 | Rane to Kulkarni | 1 run | Tucked off the hips to fine leg.
87.5 | Rane to Kulkarni | no run | Bouncer, Kulkarni sways out of the way.
""")
    block = (
        '<div class="bb"><h3>Ball by ball</h3><p class="bb-score">Konkan Kings 312/7 (88.6 ov) &middot; need 89 runs to win &middot; Kulkarni 51*, Pawar 0*</p><ul class="bb-list">'
        + "".join(
            f'<li class="bb-ball{" bb-w" if r == "OUT" else ""}{" bb-4" if r == "FOUR" else ""}"><span class="bb-ov">{esc(o)}</span> '
            f'<span class="bb-who">{esc(w)}</span>, <b class="bb-r">{esc(r)}</b><p class="bb-txt">{esc(t)}</p></li>'
            for o, w, r, t in balls
        )
        + '</ul><p class="bb-more"><a href="?page=2">Earlier overs</a> | <a href="/scorecard/42117">Full scorecard</a></p></div>'
    )

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<div class="fc-post" id="fc{7701 + i}">{ptext(n.body, "fc-text")}'
            f'<p class="fc-by">Posted by <b>{esc(n.who)}</b> ({esc(n.tag("city"))}) at {esc(n.at)} &middot; <a href="/fc/reply/{7701 + i}">Reply</a> &middot; <a href="/fc/report/{7701 + i}">Report</a></p>'
            + (f'<div class="fc-replies">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        f'<div class="fc"><a name="comments"></a><h3>Fans\' comments ({len(ns)})</h3>'
        + draw(ns, item, lambda s, _p: s)
        + '<form action="/fc/post" method="post"><textarea name="t" rows="3" cols="60"></textarea><br /><input type="submit" value="Post comment" /></form></div>'
    )
    style = (
        ".bb{border:1px solid #ccd;margin:12px 0;padding:6px 10px}.bb-score{background:#0d47a1;color:#fff;padding:4px 8px;font-weight:bold}.bb-list{list-style:none;padding:0}.bb-ball{border-bottom:1px solid #eee;padding:4px 0}"
        ".bb-ov{font:bold 13px monospace;color:#0d47a1}.bb-who{font-weight:bold}.bb-txt{margin:2px 0 0 44px;font-size:12px}.bb-w .bb-r{color:#c62828}.bb-4 .bb-r{color:#2e7d32}"
        ".fc{margin-top:16px}.fc h3{border-bottom:2px solid #0d47a1}.fc-post{border-bottom:1px solid #eee;padding:5px 0}.fc-text{margin:2px 0}.fc-by{font-size:11px;color:#777;margin:0}.fc-replies{margin-left:30px;border-left:2px solid #dde}.fc-replies .fc-post{padding-left:8px}"
    )
    side = widget(
        "Points table",
        "<table><tr><th>Team</th><th>P</th><th>Pts</th></tr><tr><td>Vidarbha Tigers</td><td>8</td><td>29</td></tr><tr><td>Konkan Kings</td><td>8</td><td>27</td></tr><tr><td>Malwa Royals</td><td>8</td><td>21</td></tr></table>",
        "portal",
    )
    piece = Piece(
        "Live: Inter-Zonal Trophy final, day 4 - Konkan Kings chase 401",
        "Silly Point Live desk",
        "2013-02-12T09:30:00+05:30",
        "Feb 12, 2013, 09.30 AM IST",
        """
Konkan Kings resumed on 198 for 4, chasing 401 to win the Inter-Zonal Trophy for the first time. Vidarbha Tigers need six more wickets.

Young Amol Kulkarni is the Kings' last specialist batsman. The pitch has held up well, but the ball has started to keep low from the pavilion end.
""",
        section="Live Scores",
        tags=("Inter-Zonal Trophy", "Konkan Kings", "Vidarbha Tigers", "Amol Kulkarni"),
        popular=(
            "Kulkarni: a star is born?",
            "Selectors to meet on Friday",
            "Fantasy XI: picks for the final",
            "Pitch report: Nagpur",
        ),
        related=("Day 3 report: Tigers set 401", "Profile: Amol Kulkarni", "Kings' road to the final"),
        count=f"Fans' comments ({len(ns)})",
    )
    return case(
        "br-in-sillypoint-commentary",
        "mixed",
        "in-sillypoint",
        piece,
        Bits(inside=block, after=after, side=side, style=style),
        seeds(ns),
        path="/live/inter-zonal-trophy-final-day-4/42117",
        reveal="on_load",
        container="div.fc: h3 \"Fans' comments (8)\", div.fc-post (the text first, then 'Posted by NAME (City) at TIME'), replies in div.fc-replies inside the parent, three levels",
        heading="Fans' comments (8)",
        description="An Indian cricket site's live page of 2013: a ball-by-ball commentary of 8 deliveries (over, bowler to batsman, result, a sentence each) inside the story, and 8 fans' comments with 'Posted by NAME (City) at TIME' after the text, replies three levels deep. Most awkward: the commentary entries are named, numbered short texts right above the comments.",
        static=True,
        lookalikes=("a ball-by-ball commentary",),
    )


def us_hackathon() -> Case:
    ns = talk("""
dwhitley @ November 9, 2012 at 10:14 am :: Thanks for the writeup! For anyone asking, the Parkr code is on GitHub, link on our team page. The garage feed updates every two minutes.
  jcarver @ November 9, 2012 at 11:02 am :: Nice work Dana. Are you going to handle the garages that don't report to the city feed?
    dwhitley @ November 9, 2012 at 11:20 am :: Eventually. For now we just grey them out. Pull requests welcome :)
Mike Ferraro @ November 9, 2012 at 12:45 pm :: Rainchecks is genius. I want it for my kid's soccer schedule.
anon_coward @ November 9, 2012 at 3:31 pm :: Half of these will be dead by next month. Hack nights are fun but nobody maintains anything afterwards.
  Kim Tran @ November 9, 2012 at 4:08 pm :: Lunchbot has been running in our office for six weeks already, so at least one survives ;)
""")
    demos = rows("""
Parkr | Dana Whitley, Sid Rao | Tells you which downtown garages have space right now, from the city's open data feed. | 7:10 PM
Lunchbot | Kim Tran | A chat bot for your office that collects the team's lunch order and splits the bill. | 7:16 PM
Rainchecks | Marcus Bell, Ada Nwosu, Jo Park | Reschedules your outdoor meetings when the forecast turns to rain. | 7:22 PM
BikeRack Finder | Tom Eriksen | A crowd-sourced map of bike racks, with photos so you know if there's room. | 7:28 PM
Nap Map | Priya Sharma | Finds the quietest coffee shops nearby from noise readings users submit. | 7:34 PM
Bus Bunching Bingo | Lena Hoff, Carl Mayer | Alerts when three buses on your line arrive together, and keeps score. | 7:40 PM
""")
    block = (
        '<div class="demos"><h3>The demos</h3><dl class="demo-list">'
        + "".join(
            f'<dt class="demo-name">{esc(t)} <span class="demo-time">demoed at {esc(when)}</span></dt>'
            f'<dd class="demo-team">Team: {esc(m)}</dd><dd class="demo-pitch">{esc(p)}</dd>'
            for t, m, p, when in demos
        )
        + "</dl></div>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<li class="reaction" id="reaction-{3390 + i}"><img src="/_avatar/bw-{slug(n.who)}.svg" width="32" height="32" alt="" class="r-pic" />'
            f'<div class="r-text">{ptext(n.body)}</div><p class="r-who">&mdash; <a href="/people/{slug(n.who)}">{esc(n.who)}</a>, '
            f'<a href="#reaction-{3390 + i}" class="r-date">{esc(n.at)}</a> &middot; <a href="?replytocom={3390 + i}#respond">Reply</a></p>'
            + (f'<ol class="reactions-children">{sub}</ol>' if sub else "")
            + "</li>"
        )

    after = (
        f'<div class="reactions-wrap"><a name="comments"></a><h3>{len(ns)} Reactions</h3><ol class="reactions">'
        + draw(ns, item, lambda s, _p: s)
        + '</ol><div id="respond"><h3>Add yours</h3><form action="/react" method="post"><textarea name="r" rows="5" cols="56"></textarea><br /><input type="submit" value="Post reaction" /></form></div></div>'
    )
    style = (
        ".demos{background:#eceff1;padding:6px 12px;margin:12px 0}.demo-list dt{font-weight:bold;margin-top:8px}.demo-time{font-weight:normal;font-size:11px;color:#777}.demo-list dd{margin-left:14px}.demo-team{font-size:12px;color:#555}"
        ".reactions,.reactions-children{list-style:none;padding:0}.reactions-children{margin-left:36px}.reaction{border-top:1px solid #e0e0e0;padding:6px 0;overflow:hidden}.r-pic{float:left;margin-right:8px}"
        ".r-text p{margin:0 0 3px}.r-who{font-size:11px;color:#777;margin:0}"
    )
    side = (
        widget("Follow", follow_box("bitwisebench", "8,431"), "blog")
        + widget(
            "Tags",
            cloud(
                [
                    ("Android", 4),
                    ("hack night", 3),
                    ("open data", 3),
                    ("Portland", 2),
                    ("iOS", 4),
                    ("JavaScript", 5),
                    ("reviews", 3),
                ]
            ),
            "blog",
        )
        + widget(
            "Blogroll",
            blogroll(
                [
                    ("Stack Overfolk", "Why we moved off the monolith", "1 hour ago"),
                    ("Pixel Gravy", "Hands on: the new 7-inch tablets", "6 hours ago"),
                ]
            ),
            "blog",
        )
    )
    piece = Piece(
        "Portland Hack Night #14: the demos",
        "Jon Barrett",
        "2012-11-08T23:40:00-08:00",
        "Thursday, November 8, 2012 at 11:40 PM",
        """
Forty-odd people, eleven pizzas and six demos: Hack Night #14 at the Foundry was the best one yet. Teams had four hours to build something using at least one of the city's open data feeds.

Here is every demo, in the order they went up. The crowd vote went to Parkr, with Rainchecks a close second. Next hack night is December 13, theme to be announced.
""",
        tags=("hack night", "open data", "Portland"),
        popular=(
            "Review: the 7-inch tablet roundup",
            "Why I went back to a flip phone (for a week)",
            "Git tips I wish I'd known",
        ),
        count=f"{len(ns)} Reactions",
    )
    return case(
        "br-us-bitwise-hacknight",
        "mixed",
        "us-tech",
        piece,
        Bits(inside=block, after=after, side=side, style=style),
        seeds(ns),
        path="/2012/11/08/portland-hack-night-14-the-demos/",
        reveal="on_load",
        container="div.reactions-wrap: h3 '6 Reactions', ol.reactions > li.reaction (avatar, the text, then '— NAME, DATE · Reply'), replies in ol.reactions-children, three levels",
        heading="6 Reactions",
        description="A US tech blog of 2012 on a hack night: a definition list of 6 demos (project, time demoed, the team's members, a one-line pitch) in the post, and 6 readers' reactions with the name and date after the text, replies three levels deep. Most awkward: the demo list names people beside short texts and times; the discussion calls itself 'Reactions'.",
        static=True,
        lookalikes=("a hack night's demos with teams and pitches",),
    )


def uk_endorsements() -> Case:
    ns = talk("""
Westminster Watcher @ 5 September 2012 at 11:02 :: The tracker is great but you've got Margaret Hale down for Carraway. She told the Fenwold Gazette on Monday she was still undecided.
  Order Paper @ 5 September 2012 at 11:40 [author] :: Thanks, WW. Her office confirmed to me on Tuesday that she's backing Carraway; the Gazette piece was from before that. I'll add a source link.
    Westminster Watcher @ 5 September 2012 at 12:05 :: Fair enough, I stand corrected.
RedKite @ 5 September 2012 at 12:31 :: Pennick's numbers look thin. Twelve MPs out of 142 and nominations close on Friday. He needs 21.
  Tim from Harwick @ 5 September 2012 at 13:10 :: He'll get there. The unions haven't declared yet and they'll bring a few with them.
    RedKite @ 5 September 2012 at 13:22 :: The unions don't nominate, MPs do. Which is the whole problem with the rules.
      Tim from Harwick @ 5 September 2012 at 13:45 :: Pedant. You know what I meant.
Gwen Roberts @ 5 September 2012 at 15:18 :: Rhys Pritchard's quote is the best line of the campaign so far.
Floating Voter @ 5 September 2012 at 18:02 :: Neither of them has said a word about housing. Wake me up when one of them does.
  Order Paper @ 5 September 2012 at 18:30 [author] :: FV, Carraway is giving a speech on housing in Salterby on Thursday. I'll cover it.
""")
    backers = rows("""
Sarah Lowther | Harwick East | Carraway | 3 Sep | Helen is the only candidate who can win back the south.
Daniel Okoye | Brindley North | Pennick | 3 Sep | Tom has a plan for the economy, not just a slogan.
Margaret Hale | Fenwold | Carraway | 4 Sep | I've served with her on two committees. She does the reading.
Rhys Pritchard | Cwm Teilo | Pennick | 4 Sep | Wales needs a leader who has actually been to Wales.
Anand Mehta | Loxbury Central | Undeclared | 5 Sep | Waiting for the hustings before I decide.
Gillian Marsh | Ashcombe South | Carraway | 5 Sep | Experience matters, and Helen has it.
""")
    block = (
        '<div class="tracker"><h3>The endorsements tracker</h3><p class="tr-tot">Carraway 31 &middot; Pennick 12 &middot; Undeclared 99 (of 142 MPs)</p>'
        '<table class="tr-table"><tr><th>MP</th><th>Seat</th><th>Backs</th><th>Declared</th><th>What they said</th></tr>'
        + "".join(
            f'<tr><td class="tr-mp">{esc(m)}</td><td>{esc(s)}</td><td class="tr-b">{esc(b)}</td><td>{esc(d)}</td><td class="tr-q">&#8220;{esc(q)}&#8221;</td></tr>'
            for m, s, b, d, q in backers
        )
        + '</table><p class="tr-src">Sources: MPs\' statements, constituency websites and Twitter. Corrections welcome.</p></div>'
    )

    def item(i: int, n: Note, sub: str) -> str:
        auth = " note-byauthor" if n.tag("author") else ""
        return (
            f'<article class="note{auth}" id="note-{12870 + i}"><header><img src="/_avatar/op-{slug(n.who)}.svg" width="30" height="30" alt="" /> '
            f'<span class="note-author">{esc(n.who)}</span> says: <time>{esc(n.at)}</time></header>'
            f'<div class="note-text">{ptext(n.body)}</div><footer><a href="?replytocom={12870 + i}#respond">Reply</a></footer>'
            + (f'<div class="note-children">{sub}</div>' if sub else "")
            + "</article>"
        )

    after = (
        f'<section class="notes"><a name="comments"></a><h3>{len(ns)} thoughts on &#8220;Leadership race: who\'s backing whom&#8221;</h3>'
        + draw(ns, item, lambda s, _p: s)
        + '<div id="respond"><h3>Leave a reply</h3><form action="/reply" method="post"><textarea name="c" rows="5" cols="56"></textarea><br /><input type="submit" value="Post" /></form></div></section>'
    )
    style = (
        ".tracker{border:1px solid #d7c2cf;padding:6px 10px;margin:12px 0}.tr-tot{font-weight:bold;color:#6a1b4d}.tr-table{border-collapse:collapse;font-size:12px;width:100%}.tr-table td,.tr-table th{border-bottom:1px solid #eee;padding:3px;text-align:left;vertical-align:top}"
        ".tr-q{font-style:italic}.tr-src{font-size:11px;color:#777}.notes{margin-top:16px}.note{border-top:1px solid #e6dbe2;padding:6px 0}.note header{font-size:12px}.note-author{font-weight:bold}.note time{color:#888}"
        ".note-children{margin-left:34px}.note-byauthor > header .note-author{color:#6a1b4d}.note-text p{margin:3px 0}.note footer{font-size:11px}"
    )
    side = widget(
        "Poll of polls",
        "<p>Con 33 &middot; Lab 41 &middot; LD 10 &middot; Others 16<br /><small>Average of the last 10 polls</small></p>",
        "blog",
    ) + widget(
        "Westminster blogs",
        blogroll(
            [
                ("Division Lobby", "The whips' week", "2 hours ago"),
                ("Backbench Bulletin", "Reshuffle rumours, graded", "1 day ago"),
            ]
        ),
        "blog",
    )
    piece = Piece(
        "Leadership race: who's backing whom",
        "Order Paper",
        "2012-09-05T08:15:00+01:00",
        "Wednesday, 5 September 2012 at 08:15",
        """
With nominations closing on Friday, here is where the parliamentary party stands. Helen Carraway has moved clearly ahead, with 31 MPs publicly behind her. Tom Pennick has 12 and needs 21 to make the ballot.

The table below is updated as MPs declare. I list only public statements, so the lobby gossip about who has privately promised what is not in it.
""",
        tags=("leadership", "Carraway", "Pennick", "nominations"),
        popular=(
            "Five things we learned from the hustings",
            "The rules, explained",
            "Who are the undeclared?",
        ),
        count=f"{len(ns)} comments",
    )
    return case(
        "br-uk-orderpaper-backers",
        "mixed",
        "uk-orderpaper",
        piece,
        Bits(inside=block, after=after, side=side, style=style),
        seeds(ns),
        path="/2012/09/leadership-race-whos-backing-whom/",
        reveal="on_load",
        container="section.notes: h3 '10 thoughts on ...', article.note (header: avatar, span.note-author 'says:', time), replies in div.note-children inside the article, four levels",
        heading="10 thoughts on “Leadership race: who's backing whom”",
        description="A UK political blog of 2012: a leadership endorsements tracker in a table (6 MPs, their seats, whom they back, the date and a one-line quote) inside the post, and 10 readers' comments as 'NAME says:' articles nested four levels, the blogger answering twice. Most awkward: the tracker's rows are named, dated one-line opinions on the same question.",
        static=True,
        lookalikes=("a leadership endorsements tracker with MPs' quotes",),
    )


def ph_evacuation() -> Case:
    ns = talk("""
Marivic Ouano @ November 7, 2012 at 8:12 am [likes=12] :: Salamat sa update. My lola is in Tabok, is there any way to check the list of names of the evacuees?
  Visayas Sunrise @ November 7, 2012 at 8:40 am [likes=20] :: Marivic, the city social welfare office has a hotline for this, 255-0000. They are encoding the names per centre.
    Marivic Ouano @ November 7, 2012 at 9:15 am [likes=31] :: Nakatawag na ako, she is safe. Thank you so much!
Jerome B. @ November 7, 2012 at 8:55 am [likes=7] :: Where can we bring donations? We have clothes and canned goods from our office.
  Ate Gemma @ November 7, 2012 at 9:20 am [likes=15] :: Jerome, the parish hall on Colon St. is accepting until 5 pm today. Bring drinking water if you can, that's what they need most.
Rodel from Mandaue @ November 7, 2012 at 10:02 am [likes=44] :: Stay safe everyone. Cebuanos are strong, we will get through this.
Noy Berto @ November 7, 2012 at 10:30 am [likes=3] :: Walay kuryente diri sa Talamban since last night. Any update from the power company?
""")
    centres = rows("""
Brgy. Tabok | Tabok Elementary School | 142 families | 6:00 AM | Needs drinking water and blankets. - Kap. Rosales
Brgy. San Isidro | San Isidro Covered Court | 96 families | 6:15 AM | Generator working, no power in the area. - Kap. Dela Peña
Brgy. Sambag Dos | Sambag Dos Chapel | 37 families | 6:40 AM | Roof leaking on the east side, moving families to the school. - Kgd. Ybañez
Brgy. Bagong Lupa | Bagong Lupa Barangay Hall | 58 families | 7:05 AM | Rice and sardines enough until tonight. - Kap. Alcantara
Brgy. Tinago Sur | Tinago Sur National High School | 210 families | 7:30 AM | Full. New evacuees sent to the city gym. - Principal Mendoza
Brgy. Luyang Daku | Luyang Daku Gym | 75 families | 7:48 AM | Medical team arrived, two children with fever. - Kap. Sarmiento
""")
    block = (
        '<div class="evac"><h3>Evacuation centres: status board</h3><p class="ev-note">As reported by barangay officials to the city disaster office. Updated 8:00 AM, November 7.</p><ul class="ev-list">'
        + "".join(
            f'<li><p class="ev-head"><b>{esc(b)}</b> &middot; {esc(c)} &middot; <span class="ev-n">{esc(f)}</span> &middot; <span class="ev-t">{esc(t)}</span></p><p class="ev-say">{esc(x)}</p></li>'
            for b, c, f, t, x in centres
        )
        + "</ul></div>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<li><img src="/_avatar/vs-{slug(n.who)}.svg" width="34" height="34" alt="" class="fb-pic" /><div class="fb-say">{ptext(n.body)}</div>'
            f'<div class="fb-sig">&mdash; <b>{esc(n.who)}</b> | {esc(n.at)} | <a href="/like/{5120 + i}">Like ({n.tag("likes")})</a> <a href="#fb-form">Reply</a></div>'
            + (f"<ul>{sub}</ul>" if sub else "")
            + "</li>"
        )

    after = (
        f'<div class="sp-feedback"><a name="comments"></a><h3>Reader feedback ({len(ns)})</h3><ul class="fb-top">'
        + draw(ns, item, lambda s, _p: s)
        + '</ul><form id="fb-form" action="/feedback" method="post"><textarea name="f" rows="4" cols="56"></textarea><br /><input type="submit" value="Send feedback" /></form></div>'
    )
    style = (
        ".evac{border:2px solid #ef6c00;padding:6px 10px;margin:12px 0}.evac h3{color:#ef6c00;margin:4px 0}.ev-note{font-size:11px;color:#777}.ev-list{list-style:none;padding:0}.ev-list li{border-bottom:1px solid #f5d2b3;padding:3px 0}"
        ".ev-head{margin:0;font-size:12px}.ev-n{color:#c62828;font-weight:bold}.ev-t{color:#777}.ev-say{margin:0 0 0 12px;font-size:12px;font-style:italic}"
        ".sp-feedback{margin-top:14px}.sp-feedback h3{border-bottom:2px solid #ef6c00}.sp-feedback ul{list-style:none;padding:0}.sp-feedback li ul{margin-left:36px}.sp-feedback li{overflow:hidden;padding:5px 0;border-top:1px solid #eee}"
        ".fb-pic{float:left;margin-right:8px}.fb-say p{margin:0 0 3px}.fb-sig{font-size:11px;color:#777}"
    )
    side = widget(
        "Hotlines",
        "<ul><li>City disaster office: 255-0000</li><li>Fire: 256-0000</li><li>Red Cross Cebu chapter: 253-0000</li></ul>",
        "regional",
    )
    piece = Piece(
        "Typhoon Dalisay: 3,000 families in evacuation centres",
        "By Grace Tumulak",
        "2012-11-07T07:55:00+08:00",
        "November 7, 2012",
        """
More than 3,000 families spent the night in evacuation centres across the city as Typhoon Dalisay brought strong winds and heavy rain to Central Visayas.

Classes in all levels are suspended today. Sea travel remains cancelled, with 2,400 passengers stranded at the ports.

The city disaster office said most centres have enough food until tonight but are short of drinking water and blankets. Donations may be brought to the parish hall on Colon Street.
""",
        section="Cebu",
        tags=("Typhoon Dalisay", "evacuation", "Cebu City"),
        popular=(
            "No classes today in Cebu City",
            "Sea travel suspended",
            "Typhoon Dalisay: 3,000 families evacuated",
            "Power out in 18 barangays",
        ),
        related=("Where to bring donations", "Storm signal no. 2 raised", "Photos: flooding in Tinago Sur"),
        count=f"Reader feedback ({len(ns)})",
    )
    return case(
        "br-ph-visayas-evacuation",
        "mixed",
        "ph-visayas",
        piece,
        Bits(inside=block, after=after, side=side, style=style),
        seeds(ns),
        path="/cebu/2012/11/07/typhoon-dalisay-3000-families-evacuation-centres",
        reveal="on_load",
        container="div.sp-feedback: h3 'Reader feedback (7)', ul.fb-top > li (avatar, div.fb-say text, then '— NAME | DATE | Like (n) Reply'), replies in a ul inside the li, three levels",
        heading="Reader feedback (7)",
        description="A Philippine regional paper of 2012 on a typhoon: a status board of 6 evacuation centres (barangay, centre, families, time, and a one-line note signed by a barangay official) inside the story, and 7 readers' comments in English, Tagalog and Cebuano with the name and date after the text, the paper answering once, replies three levels deep. Most awkward: the board's notes are signed, timed short texts.",
        static=True,
        lookalikes=("an evacuation centre status board with officials' notes",),
    )


def mixed_br() -> list[Case]:
    return [in_commentary(), us_hackathon(), uk_endorsements(), ph_evacuation()]
