"""Blind set BF: four more English discussions, each the thread of an invented forum engine under a 2008-2013
article, with its one awkward trait: a threaded tree of "Re:" subjects (en-fellside), a "Latest forum posts" widget
repeating the thread's newest posts and a "Who is online" box (en-bytewire), a long flat thread of 26 posts with
"thanks" bars naming members (en-tollbridge), one table with two rows per post (en-quarterdeck). Every class name,
name, place and text invented for this set; each post written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bf_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    member,
    paras,
    seeds,
    snippet,
    thread,
    tree,
)
from comspider_lab.blind.cases_bf_en import MONTHS_EN


def fellside_tree() -> Case:
    cs = thread("""
Ewan Hartley | Sat 12 Apr 2008 19:02 | - | s=Lambing in the snow | Lost eleven lambs on Thursday night on the top ground. Thirty years at this and I've not seen April snow like it since 1981.
Mary of Scarbeck | Sat 12 Apr 2008 19:40 | 0 | s=Re: Lambing in the snow | Sorry to hear it, Ewan. We got ours in the shed by the skin of our teeth. The ewes on the fell are another story.
Ewan Hartley | Sat 12 Apr 2008 20:15 | 1 | s=Re: Re: Lambing in the snow | Shed room is the whole problem up here. Half the barns are holiday lets now.
J. Wilkinson | Sun 13 Apr 2008 08:30 | 2 | s=Re: Re: Re: Lambing in the snow | That's a different argument but it's the right one. You can't farm without buildings.
Tom Ainsworth | Sat 12 Apr 2008 21:05 | 0 | s=Re: Lambing in the snow | The article says the hill farm fund might help with losses. Does anyone know how you claim?
Helen Rigg | Sun 13 Apr 2008 09:12 | 4 | s=Re: Lambing in the snow | Form from the auction mart office, Tom. They want the vet's note for each loss, so keep every one.
Tom Ainsworth | Sun 13 Apr 2008 10:01 | 5 | s=Re: Re: Lambing in the snow | Thanks Helen, I'll get down there Monday.
walker_dave | Sun 13 Apr 2008 12:44 | - | s=Footpaths | Not farming, but please could walkers keep dogs on leads on the Scarbeck path this month. Saw two loose collies chasing ewes on Friday.
Mary of Scarbeck | Sun 13 Apr 2008 13:20 | 7 | s=Re: Footpaths | Thank you for saying it. The signs at the stile get ignored every year.
Bill Cowperthwaite | Sun 13 Apr 2008 18:55 | - | s=The forecast | Met office has more snow on Tuesday, lighter. Feed out early, folks.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="dn-node"><div class="dn-item" id="m{6020 + i}"><a class="dn-subj" href="#m{6020 + i}">{esc(c.get("s"))}</a> '
            f'<span class="dn-by">posted by <b>{esc(c.name)}</b> on {esc(c.when)}</span>'
            f'<div class="dn-msg">{paras(c.text)}</div><span class="dn-links">[<a href="#">reply</a>] [<a href="#">alert</a>]</span></div>{sub}</li>'
        )

    block = (
        '<div class="dalesnet"><h3>Forum: readers\' talk about this story</h3>'
        '<p class="dn-mode">View: <b>threaded</b> | <a href="?mode=flat">flat</a> · 10 messages</p>'
        '<ul class="dn-tree">' + tree(cs, item, lambda s: f'<ul class="dn-tree">{s}</ul>') + "</ul>"
        '<p><a href="/forum/post?story=2214">Start a new topic</a></p></div>'
    )
    css = ".dn-tree{list-style:none;padding-left:22px;border-left:1px dotted #9a9}.dn-subj{font-weight:bold}.dn-by{font-size:11px;color:#666}.dn-msg p{margin:3px 0}"
    st = Story(
        "April snow catches out hill farmers at lambing",
        "Fellside Gazette reporter",
        "2008-04-12T10:00:00+01:00",
        "12 April 2008",
        """
Farmers across the upper dales were digging out ewes and newborn lambs yesterday after up to eight inches of snow fell overnight on Thursday, the heaviest April fall in the area for more than 25 years.

Several farms around Scarbeck and Low Raise reported losses of lambs on higher ground. The hill farm support fund said it would consider claims for losses where a vet's note can be provided.

More snow is forecast for early next week, though lighter and mostly above 300 metres.
""",
        section="Farming",
        related=(
            "Auction mart prices steady",
            "Scarbeck show committee meets",
            "Footpath repairs on Low Raise",
        ),
        tags=("lambing", "snow", "hill farming"),
    )
    return make(
        "bf-en-fellside-tree",
        "discussion",
        "en-fellside",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/farming/april-snow-lambing.html",
        container="div.dalesnet: h3 'Forum: readers' talk about this story', 'View: threaded | flat', ul.dn-tree > li.dn-node > div.dn-item (a.dn-subj subject 'Re: Re: …', 'posted by NAME on …', div.dn-msg, [reply] [alert]); replies in a nested ul.dn-tree inside the li, four levels",
        heading="Forum: readers' talk about this story",
        description="A 2008 hill-farming weekly's forum in its threaded view (engine 'Dalesnet Threads', invented): 10 messages in three topics; its trait: a tree of nested lists where every message carries a subject ('Re: Re: Re: Lambing in the snow') before its byline, the replies out of time order under their parents, four levels deep; the subjects are not part of the texts.",
    )


def bytewire_widget() -> Case:
    cs = thread("""
pcm_hollis | 04 Jun 2013 10:11 | - | - | Patched our office this morning. The router firmware from the vendor page still lists the old version as current, so check the build number, not the version string.
Yvonne Baptiste | 04 Jun 2013 10:26 | 0 | q | Thanks, that caught me out too. The build ending 2209 is the fixed one.
thermite | 04 Jun 2013 10:48 | - | - | How many of these are on home connections where nobody will ever patch them? That's the real story.
Gus Lennard | 04 Jun 2013 11:05 | 2 | q | Millions, probably. The ISPs could push it but most won't touch a customer's box.
oakleaf | 04 Jun 2013 11:32 | - | - | Is there any way to tell from outside whether the admin page is exposed? I look after my parents' broadband too.
Yvonne Baptiste | 04 Jun 2013 11:50 | 4 | q | Log in from inside, go to remote management, and make sure it's off. If you can't find the option, it's probably on.
oakleaf | 04 Jun 2013 12:10 | 5 | q | Found it, it was on. Switched off now. Cheers.
Ferdinand K | 04 Jun 2013 13:44 | - | - | The article could have mentioned that the default password is printed on the sticker underneath. Half the break-ins will be that.
marlowe_sec | 04 Jun 2013 14:20 | - | - | Worth saying again: the attack needs the admin page reachable from outside. Switch off remote management and most home users are fine even before patching.
""")
    latest = [(8, "7 min ago"), (7, "43 min ago"), (6, "2 hours ago"), (5, "2 hours ago")]
    widget = (
        '<div class="bw-widget"><h3>Latest forum posts</h3><ul class="bw-latest">'
        + "".join(
            f'<li><a href="/forums/t/51022#p{900 + j}">Re: Router flaw lets attackers in</a><br /><span class="bw-lby">by {esc(cs[j].name)}, {ago}</span>'
            f'<p class="bw-lsnip">{esc(snippet(cs[j].text, 60))}</p></li>'
            for j, ago in latest
        )
        + '<li><a href="/forums/t/50977">Dual boot after the update?</a><br /><span class="bw-lby">by kettlebell, 3 hours ago</span>'
        "<p class=\"bw-lsnip\">Grub can't see the second drive any more and I've tried ...</p></li></ul>"
        '<h3>Who is online</h3><p class="bw-online">In total there are <b>212</b> users online: 14 members, 2 hidden and 196 guests. '
        "Members: Gus Lennard, kettlebell, marlowe_sec, oakleaf, pcm_hollis, thermite, Yvonne Baptiste, zedd ...</p>"
        "<p>Most users ever online was 1,943 on 12 Jan 2013</p></div>"
    )

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="bw-quote"><strong>{esc(p.name)} wrote:</strong> {esc(snippet(p.text, 70))}</div>'
        joined, posts = member(c.name, MONTHS_EN)
        return (
            f'<div class="bw-post" id="p{900 + i}"><div class="bw-postprofile"><b>{esc(c.name)}</b><br />Posts: {posts}<br />Joined: {esc(joined)}</div>'
            f'<div class="bw-postbody"><p class="bw-author">by <b>{esc(c.name)}</b> » {esc(c.when)}</p>{quote}'
            f'<div class="bw-content">{paras(c.text, br=True)}</div></div>'
            '<div class="bw-btns"><a href="#">QUOTE</a> <a href="#">REPORT</a></div></div>'
        )

    block = (
        '<div class="bw-forum"><h2>Comments from the Bytewire forums</h2><p class="bw-topic">Topic: Router flaw lets attackers in · 9 posts</p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p><a href="/forums/t/51022">Join the discussion</a></p></div>'
    )
    css = ".bw-post{display:table;width:100%;border-bottom:1px solid #ddd}.bw-postprofile{display:table-cell;width:120px;font-size:11px;background:#f3f3f8}.bw-postbody{display:table-cell;padding:4px 8px}.bw-quote{background:#eef;padding:3px;font-size:12px}.bw-widget{font-size:12px}.bw-lsnip{margin:2px 0 8px;color:#555}"
    st = Story(
        "Router flaw lets attackers in through the admin page",
        "By Harriet Vosper",
        "2013-06-03T16:00:00+01:00",
        "3 June 2013",
        """
A flaw in the web admin page of a popular range of home and small-office routers lets an attacker on the internet take control of the device without a password, researchers said today.

The vendor released fixed firmware over the weekend. Devices are only exposed if remote management is switched on, which the researchers say is the case on many units supplied by internet providers.

Owners are advised to install the update and to switch remote management off unless they need it.
""",
        section="Security",
        related=("Patch Tuesday: what to install first", "Kernel 3.10 released", "Build a quiet NAS"),
        tags=("routers", "security", "firmware"),
    )
    return make(
        "bf-en-bytewire-latestwidget",
        "discussion",
        "en-bytewire",
        st,
        Parts(after=block, rail=widget, css=css),
        seeds(cs),
        path="/security/router-admin-page-flaw",
        container="div.bw-forum: h2 'Comments from the Bytewire forums', div.bw-post per post (div.bw-postprofile, div.bw-postbody 'by NAME » time', div.bw-quote 'NAME wrote:', div.bw-content, QUOTE / REPORT); the side column's div.bw-widget 'Latest forum posts' repeats four of its posts' beginnings with names and 'n min ago', and a 'Who is online' box names members",
        heading="Comments from the Bytewire forums",
        description="A 2013 computing site's forum thread (engine 'Bytewire Forums', invented) under the article: 9 posts, answers quote their parent ('NAME wrote:'), three levels deep; its trait: the side column's 'Latest forum posts' widget repeats the four newest posts of this thread (name, 'n min ago', the text's beginning) beside another topic's, and a 'Who is online' box lists the posters' names: copies, not comments.",
    )


def tollbridge_thanks() -> Case:
    cs = thread("""
Dennis Orme | 21/08/2012, 06:50 | - | t=Rowena+pilgrim_joe | Forty minutes from the Kings Ferry roundabout to the bridge this morning. Normally ten. The temporary lights are on a timer that takes no account of the queue at all.
Rowena | 21/08/2012, 07:05 | - | - | Same. Left at half seven and still sitting on Wharf Road at eight. Nobody working on the site either.
pilgrim_joe | 21/08/2012, 07:12 | - | t=Dennis Orme | Go via Hatchmere and the back lane. It's longer but it moves.
Keith S | 21/08/2012, 07:29 | 2 | q | The back lane is single track with passing places. If everyone does that we'll have a new jam by Friday.
Lorraine Ashby | 21/08/2012, 07:44 | - | - | My daughter missed her college induction because the bus was stuck for an hour. Who do we complain to?
Echo Newsdesk | 21/08/2012, 08:02 | 4 | q | Lorraine, the highways team's number is in the article; the bus company has also said it will accept a letter from the college for late arrivals this week.
Sam Petrakis | 21/08/2012, 08:15 | - | - | Eight weeks of this? The article says until mid-October.
Bob the Builder (really) | 21/08/2012, 08:31 | - | t=Dennis Orme+Rowena+Sam Petrakis | Bridge joints have to be done in dry weather, that's why it's summer. It's a horrible job and it does take that long if it's done properly.
Gwen Talbot | 21/08/2012, 08:50 | - | - | Could they not work nights like they did on the ring road?
Bob the Builder (really) | 21/08/2012, 09:06 | 8 | q | Noise limits, Gwen. Houses on Quay Street are ten metres from the deck.
Tariq Mahmood | 21/08/2012, 09:30 | - | - | Cycled in today for the first time in years. Faster than the car by a mile.
Rowena | 21/08/2012, 09:41 | 10 | q,t=Tariq Mahmood | Tempting, if it wasn't for the hill up to the estate.
Harold Penney | 21/08/2012, 10:12 | - | - | In 1974 when they first repaired it they ran a ferry. Perhaps someone at the council remembers.
pilgrim_joe | 21/08/2012, 10:30 | 12 | q,t=Harold Penney+Gwen Talbot | A ferry! Brilliant. Bring back the Tollbridge Belle.
Mags | 21/08/2012, 11:02 | - | - | Lights on the Quay Street side let four cars through and then sit red for three minutes. I counted.
Dennis Orme | 21/08/2012, 11:20 | 14 | q | That matches what I saw. Someone needs to look at the timing.
Ivy Crane | 21/08/2012, 12:05 | - | - | Just wanted to say the men on the site were very kind when my car broke down right by the lights on Monday. Pushed it clear for me.
Neil Garvie | 21/08/2012, 12:40 | - | - | The diversion signs for lorries point straight into the town centre. Whoever planned that has never driven here.
Keith S | 21/08/2012, 13:15 | - | - | Update: went past at one and there were four men working now, and the lights were on manual. Moving much better.
Sam Petrakis | 21/08/2012, 13:52 | - | - | Good. Shame it took a morning of chaos to get there.
Anita Kowalczyk | 21/08/2012, 15:30 | - | - | Is the footbridge still open? I walk my son to school across it from September.
Echo Newsdesk | 21/08/2012, 15:48 | 20 | q,t=Anita Kowalczyk | Anita, yes, the footway on the upstream side stays open throughout, the council says.
Lorraine Ashby | 21/08/2012, 17:10 | - | - | Home in twenty minutes tonight. Whatever they changed, it worked.
Frank Dyer | 21/08/2012, 19:44 | - | - | Contractor's sign says completion October 19. Book it in your diaries, Echo readers, we'll have a party.
Mags | 21/08/2012, 20:02 | 23 | q | I'll bring the bunting.
Gwen Talbot | 21/08/2012, 21:15 | - | - | Thanks to everyone on here for the back lane tips. Saved me this evening.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="ef-quote"><div class="ef-qtop">Quote: Originally Posted by {esc(p.name)}</div>{esc(snippet(p.text, 60))}</div>'
        thanks = ""
        joined, posts = member(c.name, MONTHS_EN)
        t_names = _thanks(c)
        if t_names:
            many = len(t_names) > 1
            users = f"{len(t_names)} users say" if many else "user says"
            thanks = (
                f'<div class="ef-thanks">The following {users} thank you to {esc(c.name)} for this post:<br />'
                + ", ".join(f'<a href="/forum/member/{esc(n)}">{esc(n)}</a>' for n in t_names)
                + "</div>"
            )
        return (
            f'<div class="ef-post" id="post{120400 + i}"><div class="ef-top"><span>{esc(c.when)}</span><a href="#post{120400 + i}">#{i + 1}</a></div>'
            f'<div class="ef-user"><a class="ef-name" href="/forum/member/{i}">{esc(c.name)}</a><br /><small>Join Date: {esc(joined)} · Posts: {posts}</small></div>'
            f'<div class="ef-msg">{quote}{paras(c.text, br=True)}</div>{thanks}'
            '<div class="ef-act"><a href="#">Thanks</a> <a href="#">Quote</a> <a href="#">Report</a></div></div>'
        )

    block = (
        '<div class="echo-forum"><h3>Echo Forum: Bridge works bring morning gridlock</h3>'
        '<p class="ef-info">26 replies · Started by Echo readers · <a href="/forum/t/7733">Join the discussion</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + "</div>"
    )
    css = ".ef-post{border:1px solid #d8d8d8;margin:6px 0}.ef-top{background:#ececec;font-size:11px;display:flex;justify-content:space-between;padding:2px 6px}.ef-user{padding:4px 6px;font-size:12px}.ef-msg{padding:6px}.ef-thanks{background:#f4fbef;font-size:11px;padding:4px 6px;border-top:1px dashed #9c9}.ef-quote{background:#f2f2f2;padding:3px 6px;font-size:12px}"
    st = Story(
        "Bridge works bring morning gridlock",
        "By Mike Ellery",
        "2012-08-20T18:30:00+01:00",
        "Monday, August 20, 2012",
        """
Repairs to the expansion joints on the Tollbridge road bridge began this morning, with one lane closed and temporary traffic lights at both ends of the crossing.

The county council says the work will take eight weeks and is due to finish in mid-October. The footway on the upstream side of the bridge will remain open throughout.

Drivers are advised to allow extra time, particularly between 7am and 9am. Lorries are being diverted via the A-road through Kings Ferry.
""",
        section="Traffic",
        related=(
            "Kings Ferry roundabout scheme approved",
            "Quay Street residents' parking",
            "Bus timetable changes",
        ),
        tags=("Tollbridge bridge", "roadworks", "traffic"),
    )
    return make(
        "bf-en-tollbridge-thanks",
        "discussion",
        "en-tollbridge",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/traffic/bridge-works-gridlock.html",
        container="div.echo-forum: h3 'Echo Forum: …', div.ef-post per post (div.ef-top time and '#n', div.ef-user name, 'Join Date', 'Posts', div.ef-msg with div.ef-quote 'Quote: Originally Posted by NAME', div.ef-thanks 'The following n users say thank you to NAME for this post:' and the names, Thanks / Quote / Report)",
        heading="Echo Forum: Bridge works bring morning gridlock",
        description="A 2012 regional paper's forum thread (engine 'EchoForum', invented) under the article: 26 posts, flat but for eight answers quoting their parent; its trait: thanks bars under six posts ('The following 3 users say thank you to NAME for this post:' and the members' names as links), the newsroom's two answers among the readers'.",
    )


def _thanks(c: C) -> list[str]:
    t = c.get("t")
    return [x.strip() for x in t.split("+")] if t else []


def quarterdeck_tworows() -> Case:
    cs = thread("""
Big Gareth | Sun Oct 09, 2011 9:14 pm | - | s=Great result | Loved the piece. Thirty-one points from the bench in the second half, I've never seen anything like it at the Withy Lane ground.
Hooker's Mum | Sun Oct 09, 2011 9:40 pm | 0 | q,s=Re: Great result | My lad scored the fourth try and he's still not come down from the ceiling. Thank you for the photo of him!
OldFlanker | Sun Oct 09, 2011 10:02 pm | - | s=The referee | Not taking anything away from the win, but that referee missed three forward passes in the first half. Both ways, to be fair.
Conor Reilly | Mon Oct 10, 2011 7:15 am | 2 | q,s=Re: The referee | Both ways being the key words. It evened out. He let the game flow and it was a better game for it.
OldFlanker | Mon Oct 10, 2011 8:02 am | 3 | q,s=Re: The referee | Fair enough, Conor. I'll stop moaning and enjoy it.
Sue Penhaligon | Mon Oct 10, 2011 12:30 pm | - | s=Tea hut | Thanks to everyone who helped in the tea hut on Saturday. We sold out of pasties by half time, a club record.
Big Gareth | Mon Oct 10, 2011 1:05 pm | 5 | q,s=Re: Tea hut | The pasties were the real man of the match.
Withy Lane Colts | Mon Oct 10, 2011 6:45 pm | - | s=Colts training | Colts training moves to Thursday for the rest of October because of the floodlight repairs. Please pass it on.
""")

    def rowpair(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<table class="sh-quote" width="95%"><tr><td><b>{esc(p.name)} wrote:</b></td></tr><tr><td>{esc(snippet(p.text, 60))}</td></tr></table>'
        joined, posts = member(c.name, MONTHS_EN)
        return (
            f'<tr><td class="sh-author" rowspan="2" valign="top"><a name="p{4400 + i}"></a><b>{esc(c.name)}</b><br />'
            f'<span class="sh-rank">Club member</span><br /><span class="sh-small">Joined: {esc(joined)}<br />Posts: {posts}</span></td>'
            f'<td class="sh-head"><span class="sh-subject">{esc(c.get("s"))}</span> <span class="sh-small">Posted: {esc(c.when)}</span> '
            f'<a href="#p{4400 + i}">#{i + 1}</a></td></tr>'
            f'<tr><td class="sh-text">{quote}{paras(c.text, br=True)}<div class="sh-tools"><a href="#">quote</a> <a href="#">report</a></div></td></tr>'
            '<tr><td class="sh-spacer" colspan="2" height="4"></td></tr>'
        )

    block = (
        '<div class="clubhouse"><h3>Clubhouse talk on this match</h3><table class="sh-thread" width="100%" cellspacing="1" cellpadding="4">'
        '<tr><th width="150">Author</th><th>Message</th></tr>'
        + "".join(rowpair(i, c) for i, c in enumerate(cs))
        + '</table><p><a href="/clubhouse/viewtopic.php?t=1902">Go to the topic</a> · 8 posts</p></div>'
    )
    css = ".sh-thread{background:#9aa}.sh-thread td,.sh-thread th{background:#fff}.sh-author{background:#eef2f2!important;font-size:11px}.sh-head{background:#e4ecec!important;font-size:11px}.sh-subject{font-weight:bold}.sh-spacer{background:#9aa!important}.sh-small{font-size:10px;color:#666}"
    st = Story(
        "Withy Lane storm back to beat Harbour Rovers 38-17",
        "Quarterdeck match report: Dai Prosser",
        "2011-10-09T18:00:00+01:00",
        "9 October 2011",
        """
Withy Lane were trailing 17-7 at half time against the league leaders and looked a tired side. Then the coach emptied the bench, and the replacements ran in four tries in 25 minutes.

The pick of them came from the young hooker, who stole a lineout on halfway and was over in the corner before Rovers knew the ball had gone.

The win lifts Withy Lane to third in the table with a home game against Copperhill next Saturday.
""",
        section="Clubs",
        related=("Copperhill coach steps down", "Schools sevens draw", "Referees short again"),
        tags=("Withy Lane", "Harbour Rovers", "league"),
    )
    return make(
        "bf-en-quarterdeck-tworows",
        "discussion",
        "en-quarterdeck",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/clubs/withy-lane-beat-harbour-rovers",
        container="div.clubhouse: h3 'Clubhouse talk on this match', one table.sh-thread: per post a row with td.sh-author (rowspan 2: name, rank, joined, posts) and td.sh-head (subject, 'Posted: …', '#n'), a second row with td.sh-text (a quote table 'NAME wrote:', the text, quote / report), then a spacer row",
        heading="Clubhouse talk on this match",
        description="A 2011 rugby monthly's forum thread (engine 'ScrumHalf BB', invented) under a match report: 8 posts; its trait: one table for the whole thread with two rows per post (the author cell spanning both, subject and time in the first, the text in the second) and a spacer row between posts, no element per post; subjects, not part of the texts; answers quote their parent ('NAME wrote:'), three levels.",
    )


def en_threads2() -> list[Case]:
    return [fellside_tree(), bytewire_widget(), tollbridge_thanks(), quarterdeck_tworows()]
