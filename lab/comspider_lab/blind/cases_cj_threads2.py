"""Blind set CJ: four more discussions of 2012 in the served HTML: a Joomla motoring site with a JComments-like list
(rounded-box divs, "#1" anchors, answers that open with "Quoting NAME:" and their parent's words), a fan site's
forum-backed thread (vBulletin post tables, a news bot's opening post, user panels, signatures, quotes), a
newspaper CMS's reader comments (newest first, a removed entry, names with towns, the reporter's answer, recommend
counts) and a games site's hosted community platform rendered by the server (levels and badges, a pinned "Top
comment" copy above the stream). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cj_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    esc,
    linklist,
    num,
    paras,
    seeds,
    slug,
    talk,
)


def _with_parent(ns: list[Note], i: int, parent: int) -> None:
    n = ns[i]
    ns[i] = Note(n.who, n.at, n.body, parent, n.depth)


def joomla_vanta() -> Case:
    ns = talk("""
Phil Ashworth @ 2012-09-11 14:02 :: Had a Vanta 1.4 estate as a hire car in Cornwall in August. Fine for a week, but on the A30 at 70 the road noise from the back was awful with the seats down, like driving a drum. Did you find the same with the 1.6?
Simon Hale @ 2012-09-11 16:40 :: It's better on the 1.6 GDi because it gets the thicker boot carpet and the extra floor insulation of the Sport trim, but you're right, it's noisier than a Golf estate. Worth a proper test drive on a motorway before you sign anything.
GeoffB @ 2012-09-11 19:15 :: 44.8mpg on your test route? I'll believe that when I see it. Every GDi I've driven does about 36 in real life. The official figures are fantasy.
mrs_k_driver @ 2012-09-12 08:27 :: We've had ours since March, 6,200 miles of mostly school runs and the M62 to Leeds. Trip computer says 41.3 overall. The boot swallowed a double buggy, the weekly shop and the dog, which was the whole point. No regrets.
GeoffB @ 2012-09-12 09:50 :: Trip computers are optimistic by 5 to 8 per cent on most cars. Brim to brim is the only honest way to measure it.
Adam Rees @ 2012-09-12 21:33 :: How does the twin-clutch auto compare? The dealer tried to push me towards it but I've read horror stories about the older ones juddering in traffic.
""")
    quotes = {
        1: (0, "on the A30 at 70 the road noise from the back was awful with the seats down"),
        4: (3, "Trip computer says 41.3 overall."),
    }
    for i, (p, _) in quotes.items():
        _with_parent(ns, i, p)
    votes = (4, 9, 6, 2, 3, 0)

    def entry(i: int, n: Note) -> str:
        cid = 512 + 4 * i
        quote = ""
        if i in quotes:
            p, words = quotes[i]
            quote = f'<span class="quote">Quoting {esc(ns[p].who)}:</span><blockquote><div>{esc(words)}</div></blockquote>'
        v = votes[i]
        return (
            f'<div class="{"odd" if i % 2 else "even"}" id="comment-item-{cid}"><div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&nbsp;</div></div></div><div class="rbox_m">'
            f'<div class="comment-box avatar-indent"><img class="comment-avatar" src="/_avatar/jc-{cid}.svg" alt="" width="32" height="32">'
            f'<a class="comment-anchor" href="#comment-{cid}" id="comment-{cid}">#{i + 1}</a>'
            f'<span class="comment-author">{esc(n.who)}</span> <span class="comment-date">{esc(n.at)}</span>'
            f'<div class="comments-vote"><div id="comment-vote-holder-{cid}"><a href="#" class="vote-good" title="Good comment!"></a><a href="#" class="vote-poor" title="Poor comment!"></a>'
            f'<span class="vote-{"good" if v else "none"}">{"+" + str(v) if v else "0"}</span></div></div>'
            f'<div class="comment-body" id="comment-body-{cid}">{quote}{paras(n.body, joiner="<br /><br />")}</div>'
            f'<span class="comments-buttons"><a href="#" onclick="jcomments.showReply({cid}); return false;">Reply</a> | <a href="#" onclick="jcomments.showReply({cid},1); return false;">Quote</a></span></div>'
            '<div class="clear"></div></div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&nbsp;</div></div></div></div></div>'
        )

    after = (
        '<div id="jc"><div id="comments"><h4>Comments&nbsp;<a class="rss" href="/component/jcomments/feed/com_content/318" title="RSS feed for comments to this post" target="_blank">&nbsp;</a>'
        '<a class="refresh" href="#" title="Refresh comments list" onclick="jcomments.showPage(318,\'com_content\',0);return false;">&nbsp;</a></h4>'
        '<div class="comments-list" id="comments-list-0">'
        + "".join(entry(i, n) for i, n in enumerate(ns))
        + '</div><div id="comments-list-footer"><a class="refresh" href="#">Refresh comments list</a></div></div>'
        '<a id="addcomments" href="#addcomments"></a><form id="comments-form" name="comments-form" action="javascript:void(null);"><h4>Add comment</h4>'
        '<p><input id="comments-form-name" type="text" name="name" value="" maxlength="20" size="22"> <label for="comments-form-name">Name (required)</label></p>'
        '<p><textarea id="comments-form-comment" name="comment" cols="65" rows="8"></textarea></p><div id="comments-form-buttons"><div class="btn"><a href="#">Send</a></div></div></form>'
        '<div id="comments-footer" align="center"><a href="http://www.joomlatune.com" title="JComments" target="_blank">JComments</a></div></div>'
    )
    spec = (
        '<table class="spec" border="1" cellpadding="4"><tr><th colspan="2">Kessler Vanta 1.6 GDi Sport Estate</th></tr>'
        "<tr><td>Price</td><td>£19,495</td></tr><tr><td>Engine</td><td>1,591cc, 4cyl, 133bhp</td></tr>"
        "<tr><td>0-62mph</td><td>10.4sec</td></tr><tr><td>Top speed</td><td>119mph</td></tr>"
        "<tr><td>Economy (official)</td><td>47.9mpg</td></tr><tr><td>Economy (our test)</td><td>44.8mpg</td></tr>"
        "<tr><td>CO2 / tax band</td><td>139g/km / E</td></tr><tr><td>Boot</td><td>528-1,642 litres</td></tr></table>"
        '<div class="verdict"><b>Verdict:</b> ★★★★☆ Roomy, well equipped and cheap to run, but not the quietest.</div>'
    )
    side = (
        box(
            "torque",
            "Latest road tests",
            linklist(
                "Ford Focus ST 2.0 EcoBoost\nVauxhall Astra GTC 1.4T\nKessler Vanta 1.6 GDi Sport Estate\nFiat Panda 0.9 TwinAir\nToyota GT86"
            ),
            "_tests",
        )
        + box(
            "torque",
            "Used car prices this week",
            '<table class="prices"><tr><td>Ford Fiesta 1.25 (2008)</td><td>£3,950</td></tr><tr><td>VW Golf 1.6 TDI (2010)</td><td>£9,480</td></tr><tr><td>Kessler Vanta 1.4 (2009)</td><td>£5,200</td></tr><tr><td>Honda Jazz 1.4 (2011)</td><td>£8,995</td></tr></table>',
            "_prices",
        )
        + box("torque", "Who's online", "<p>We have 41&nbsp;guests and 3&nbsp;members online</p>", "_online")
        + box(
            "torque",
            "Advertisement",
            '<div style="height:250px;background:#eee;text-align:center;color:#999">Advertisement 300x250</div>',
            "_ads",
        )
    )
    piece = Piece(
        "Road test: Kessler Vanta 1.6 GDi Sport Estate",
        'Written by Simon Hale <span class="createdate">Tuesday, 11 September 2012 09:00</span> <span class="hits">Hits: 3182</span>',
        "2012-09-11T09:00:00+01:00",
        "Tuesday, 11 September 2012 09:00",
        """
The Vanta has been Kessler's quiet success in Britain: not flashy, not cheap-feeling, and with a boot that puts bigger estates to shame. This year's facelift brings a direct-injection 1.6 petrol, a new dashboard and, in Sport trim, stiffer springs and 17-inch wheels.

On the road the GDi engine is smooth and pulls cleanly from 1,800rpm, although it needs to be worked hard on motorway slip roads when the car is loaded. The six-speed manual gearbox is light and precise, and the steering, while lacking feel, is accurate.

Over our 312-mile test route, a mix of the M6, A-roads in the Peak District and town driving in Sheffield, the Vanta returned 44.8mpg, which is close to the official 47.9mpg and better than most rivals manage.

Road noise is the main complaint. With the rear seats folded there is a noticeable boom from the back on coarse surfaces, and the Sport trim's low-profile tyres don't help.
""",
        tags=("Kessler", "estate cars", "road tests"),
    )
    return case(
        "cj-joomla-vanta",
        "discussion",
        "torque",
        piece,
        Bits(
            inside=spec,
            after=after,
            side=side,
            style=".comment-box{padding:6px;border:1px solid #e4e4e4;margin:6px 0}.comment-author{font-weight:bold}.comment-date{font-size:11px;color:#888}.quote{font-size:11px;font-style:italic}blockquote{background:#f7f7f7;margin:4px 12px;padding:4px}.comment-anchor{float:right;font-size:11px}",
        ),
        seeds(ns),
        path="/road-tests/318-kessler-vanta-16-gdi-sport-estate",
        container="div#jc > div#comments > div.comments-list > div.even|odd#comment-item-N > div.rbox > … > div.comment-box (a.comment-anchor '#n', span.comment-author, span.comment-date, votes, div.comment-body with paragraphs split by <br /><br />)",
        heading="Comments",
        description="A Joomla 1.5 motoring site of 2012 with a JComments-like list: a road test with a specification table and a star verdict, then 6 comments in rounded-box divs with '#1'…'#6' anchors and vote counts; two answers open with 'Quoting NAME:' and a blockquote of their parent's words (the parent), the tester answering a reader; latest road tests, a used-car price table, who's online, ads. Most awkward: nested rounded-box wrappers, the quote inside the answering comment's body.",
        lookalikes=("a specification table", "used-car prices"),
    )


def vb_rovers() -> Case:
    ns = talk("""
TerraceEnd News @ 13-05-2012, 16:58 :: This is the discussion thread for the story: Rovers 2-2 Brackley Town: late Mullen strike rescues a point. Read the full story on the front page.
Rovers_Til_I_Die @ 13-05-2012, 17:12 :: Two points dropped. 2-0 up at half time at home against a side that hadn't won away since February. Same old story, we sit back, invite them on and then act surprised when they score. // Mullen saved Dobson's blushes again.
Ken Pritchard @ 13-05-2012, 17:31 :: That's harsh. Brackley went to three at the back at half time and we had no answer to their wing-backs for twenty minutes, but Dobson did switch it in the end. And we got the point.
lofthouse_lad @ 13-05-2012, 17:45 :: Anyone know what happened to Okonkwo? Went down holding his hamstring just before the hour and went straight down the tunnel. If he's out for long we're down to one fit centre half for Saturday.
Gaz @ 13-05-2012, 18:02 :: Heard from someone at the club it's a tight hamstring and they took him off as a precaution. Should be a scan on Monday. Don't quote me on that till it's official though.
MattyD @ 13-05-2012, 18:20 :: Mullen's finish was unreal. First time with the left foot, on the turn, from the edge of the box, into the top corner. Best goal at the Lane this season by a mile.
old_gold_1974 @ 13-05-2012, 19:05 :: Crowd of 3,412 and I'd say a quarter of those were from Brackley. Embarrassing for the last home game with the play-offs still mathematically possible. People moan about the team but half of them don't turn up.
Rovers_Til_I_Die @ 13-05-2012, 19:40 :: £22 to stand on a terrace with no roof, and a Sunday 12.30 kick-off moved for the telly. Can you blame people?
Ken Pritchard @ 13-05-2012, 20:14 :: Man of the match for me was Harland in midfield. Won everything in the first half. Should have been on the scoresheet too, that header was cleared off the line.
MattyD @ 13-05-2012, 21:02 :: Agreed on Harland. Out of contract in the summer as well, hope they get him signed up before someone from League One comes sniffing.
""")
    quotes = {
        2: (1, "we sit back, invite them on"),
        4: (3, "Anyone know what happened to Okonkwo?"),
        7: (6, "Crowd of 3,412"),
    }
    for i, (p, _) in quotes.items():
        _with_parent(ns, i, p)
    users = {
        "TerraceEnd News": ("News Bot", "Jan 2008", "Castlegate", "6,812", ""),
        "Rovers_Til_I_Die": (
            "Season Ticket Holder",
            "Aug 2007",
            "Castlegate",
            "4,120",
            "Castlegate Rovers - est. 1889 - Up the Rovers!",
        ),
        "Ken Pritchard": (
            "Terrace Legend",
            "Mar 2006",
            "Hollins Cross",
            "9,877",
            "Season ticket holder since 1981. Block C, row 12.",
        ),
        "lofthouse_lad": ("Regular", "Oct 2010", "Leeds", "612", ""),
        "Gaz": (
            "Administrator",
            "Jan 2006",
            "The Lane",
            "11,204",
            "TheTerraceEnd.co.uk - not affiliated with Castlegate Rovers FC",
        ),
        "MattyD": ("Regular", "Feb 2011", "", "883", ""),
        "old_gold_1974": (
            "Season Ticket Holder",
            "Jun 2008",
            "Market Hollins",
            "2,309",
            "\"It's not the despair, I can take the despair. It's the hope.\"",
        ),
    }

    def post(i: int, n: Note) -> str:
        pid = 388120 + 13 * i
        title, joined, loc, posts, sig = users[n.who]
        quote = ""
        if i in quotes:
            p, words = quotes[i]
            quote = (
                '<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-bottom:2px">Quote:</div>'
                '<table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" style="border:1px inset">'
                f'<div>Originally Posted by <strong>{esc(ns[p].who)}</strong> <a href="showthread.php?p={388120 + 13 * p}#post{388120 + 13 * p}" rel="nofollow"><img class="inlineimg" src="/_avatar/viewpost.svg" border="0" alt="View Post"></a></div>'
                f'<div style="font-style:italic">{esc(words)}</div></td></tr></table></div>'
            )
        signature = f"<div>__________________<br>{esc(sig)}</div>" if sig else ""
        return (
            f'<div style="padding:0px 0px 6px 0px" id="edit{pid}"><table id="post{pid}" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">'
            f'<tr><td class="thead" style="font-weight:normal"><a name="post{pid}"><img class="inlineimg" src="/_avatar/post_old.svg" alt="Old" border="0"></a> {esc(n.at)}</td>'
            f'<td class="thead" style="font-weight:normal" align="right">&nbsp;#<a href="showpost.php?p={pid}&amp;postcount={i + 1}" target="new" rel="nofollow" id="postcount{pid}" name="{i + 1}"><strong>{i + 1}</strong></a></td></tr>'
            f'<tr valign="top"><td class="alt2" width="175"><div id="postmenu_{pid}"><a class="bigusername" href="member.php?u={num(n.who, 2, 900)}">{esc(n.who)}</a></div>'
            f'<div class="smallfont">{esc(title)}</div><div class="smallfont">&nbsp;<br><div>Join Date: {esc(joined)}</div>'
            + (f"<div>Location: {esc(loc)}</div>" if loc else "")
            + f"<div>Posts: {posts}</div></div></td>"
            f'<td class="alt1" id="td_post_{pid}"><div id="post_message_{pid}">{quote}{paras(n.body, joiner="<br><br>")}</div>{signature}</td></tr>'
            f'<tr><td class="alt2"><img class="inlineimg" src="/_avatar/user_offline.svg" alt="{esc(n.who)} is offline" border="0"></td>'
            f'<td class="alt1" align="right"><a href="newreply.php?do=newreply&amp;p={pid}" rel="nofollow"><img src="/_avatar/quote.svg" alt="Reply With Quote" border="0"></a></td></tr></table></div>'
        )

    after = (
        '<div class="te-discuss"><table class="tborder" cellpadding="6" cellspacing="1" width="100%"><tr><td class="tcat">'
        '<a href="/forum/showthread.php?t=21877">Rovers 2-2 Brackley Town: late Mullen strike rescues a point</a> - Replies: 9 - Views: 1,204</td></tr></table>'
        '<div id="posts">' + "".join(post(i, n) for i, n in enumerate(ns)) + "</div>"
        '<div class="smallfont"><a href="/forum/newreply.php?do=newreply&amp;t=21877"><img src="/_avatar/reply.svg" alt="Reply" border="0"></a> '
        "You must be logged in to the Terrace Talk forum to post a reply.</div></div>"
    )
    table = (
        '<table class="te-league" cellpadding="3"><tr><th>Pos</th><th>Team</th><th>P</th><th>Pts</th></tr>'
        "<tr><td>5</td><td>Harwick Athletic</td><td>45</td><td>69</td></tr><tr><td>6</td><td>Stanmore United</td><td>45</td><td>67</td></tr>"
        "<tr><td>7</td><td>Castlegate Rovers</td><td>45</td><td>65</td></tr><tr><td>8</td><td>Brackley Town</td><td>45</td><td>63</td></tr></table>"
    )
    side = (
        box(
            "terraceend",
            "Next match",
            "<p><b>Sat 19 May</b> Harwick Athletic (A), 3pm<br>Coaches leave the Lane at 11.30, £14 return.</p>",
            "next",
        )
        + box("terraceend", "League table", table, "table")
        + box(
            "terraceend",
            "Latest forum threads",
            linklist(
                """
Retained list - who stays, who goes? | 87
Away kit 2012/13 leaked?? | 45
Rovers 2-2 Brackley Town: late Mullen strike rescues a point | 9
Supporters' Trust AGM minutes | 12
""",
                "ul",
                "replies",
            ),
            "threads",
        )
        + box(
            "terraceend",
            "Man of the match poll",
            "<p>Harland 48% · Mullen 39% · Okonkwo 8% · Other 5% (212 votes)</p>",
            "motm",
        )
    )
    piece = Piece(
        "Rovers 2-2 Brackley Town: late Mullen strike rescues a point",
        'By <b>Gaz</b> · Sunday 13 May 2012 · <a href="/forum/showthread.php?t=21877">Discuss (9 replies)</a>',
        "2012-05-13T16:55:00+01:00",
        "Sunday 13 May 2012",
        """
Castlegate Rovers' slim play-off hopes are still alive, just, after Danny Mullen's 88th-minute strike earned a 2-2 draw with Brackley Town at the Lane on Sunday lunchtime.

Rovers were cruising at the break after goals from Lee Harland, a low drive from 20 yards, and Mullen, who tapped in after the keeper spilled a cross. But Brackley switched to a back three at half time and scored twice in eleven minutes through Jordan Wicks and a deflected Sam Ojo free kick.

Manager Steve Dobson brought on Callum Price and went to 4-4-2, and with two minutes left Mullen turned on the edge of the box and curled a left-footed shot into the top corner.

Centre half Tunde Okonkwo limped off on 58 minutes and will be assessed ahead of Saturday's trip to Harwick. A crowd of 3,412 saw the last home game of the season.
""",
        section="Match reports",
        tags=("Match reports", "Brackley Town", "Danny Mullen"),
    )
    return case(
        "cj-vb-rovers",
        "discussion",
        "terraceend",
        piece,
        Bits(
            after=after,
            side=side,
            style=".te-discuss{margin-top:16px}.bigusername{font-weight:bold;font-size:13px}.smallfont{font-size:11px}.thead{background:#5c7099;color:#fff}",
            top='Welcome, Guest · <a href="/forum/login.php">Log in</a> · <a href="/forum/register.php">Register</a>',
        ),
        seeds(ns, skip=(0,)),
        path="/news/2012/05/rovers-2-2-brackley-town",
        container="div#posts: one table.tborder#postN per post (td.thead time and '#n', td.alt2 user panel: a.bigusername NAME, title, join date, location, posts; td.alt1 > div#post_message_N, a quote table 'Originally Posted by NAME', then a '__________________' signature)",
        heading=None,
        description="A football fan site of 2012 whose story pages print the forum thread that discusses them (vBulletin 3.8 post tables): a match report, then the thread's 10 posts, the first by the 'TerraceEnd News' bot ('This is the discussion thread for the story…', not a comment) and 9 readers' posts, three answering by a vBulletin quote ('Originally Posted by NAME'), with user panels (title, join date, location, post count) and signatures after a line of underscores; next match, a league table, latest forum threads with reply counts, a man-of-the-match poll. Most awkward: the bot's opening post, the user panel and signatures in each post's table, no heading but the thread's title bar.",
        lookalikes=("the bot's opening post", "latest forum threads with reply counts", "a league table"),
    )


def news_budget() -> Case:
    ns = talk("""
TaxedEnoughAlready @ 6/29/2012 9:48 PM :: Six and a half percent. Add the county's one percent and we are now paying more sales tax than every state that borders us. Watch how fast people start driving over the line to buy their TVs and furniture.
  margaret_h @ 6/29/2012 10:15 PM :: Nobody is driving 40 miles to save $6 on a lamp. And the neighboring states make it up in income tax, which we don't have. Look at the whole picture.
Don Whalen @ 6/29/2012 8:30 PM :: I'm a Republican and I voted for Whitaker, and I'll say it: this is the only honest budget we've seen in ten years. The previous crowd balanced theirs with one-time money and accounting tricks. At least this one adds up.
jnorris62 @ 6/29/2012 6:02 PM :: So where is the $180 million for the Route 9 bridges? The governor promised during the campaign that it was his first priority. I don't see a line for it anywhere in the story. // Has anybody driven over the Emory River bridge lately? The deck is patched with steel plates.
  Ellen Marsh @ 6/29/2012 6:40 PM :: jnorris62, the bridge money is in the separate capital bill, which the Senate has not taken up yet. We'll have a story on where it stands on Monday.
  jnorris62 @ 6/29/2012 7:05 PM :: Thanks Ellen. Appreciate the answer.
teacher_in_tri @ 6/29/2012 5:11 PM :: The story buries the lede. K-12 funding is flat for the fourth year in a row, which with inflation is a cut. I had 31 fourth graders in my class this year. We were promised relief.
SouthsideSam @ 6/29/2012 4:47 PM :: Typical. Tax the working people and hand the breaks to the big companies. The data-center tax credit alone is $40 million.
Ridgeway Voter @ 6/29/2012 4:30 PM :: Read the actual bill before you comment, people. The grocery exemption stays, so food and medicine are still not taxed. It's the big-ticket stuff that goes up.
  SouthsideSam @ 6/29/2012 4:52 PM :: Diapers and toilet paper aren't groceries under the law. Those go up too. Read it yourself.
""")
    towns = {
        "TaxedEnoughAlready": "Pine Hollow",
        "margaret_h": "Ashford",
        "Don Whalen": "Carver",
        "jnorris62": "Lake Emory",
        "teacher_in_tri": "Ashford",
        "Ridgeway Voter": "Ridgeway",
    }
    recs = (31, 12, 24, 40, 18, 6, 27, 9, 15, 11)

    def item(i: int, n: Note) -> str:
        cid = 2871440 + 17 * i
        town = f' <span class="cp-town">({esc(towns[n.who])})</span>' if n.who in towns else ""
        staff = ' <span class="cp-staff">Courier-Post staff</span>' if n.who == "Ellen Marsh" else ""
        kids = [j for j, m in enumerate(ns) if m.parent == i]
        sub = f'<ul class="cp-replies">{"".join(item(j, ns[j]) for j in kids)}</ul>' if kids else ""
        return (
            f'<li class="cp-c" id="c{cid}"><div class="cp-c-hd"><a class="cp-user" href="/profile/{slug(n.who)}">{esc(n.who)}</a>{town}{staff}'
            f' <span class="cp-when">{esc(n.at)}</span></div><div class="cp-c-txt">{paras(n.body)}</div>'
            f'<div class="cp-c-ft"><a href="#" class="cp-rec">Recommend ({recs[i]})</a> | <a href="#" class="cp-reply">Reply</a> | <a href="/abuse?c={cid}" rel="nofollow">Report Abuse</a></div>{sub}</li>'
        )

    removed = '<li class="cp-c cp-removed" id="c2871377"><div class="cp-c-txt"><em>This comment has been removed by the site staff for violating our Terms of Service.</em></div></li>'
    top = [item(i, n) for i, n in enumerate(ns) if n.parent is None]
    top.insert(2, removed)
    after = (
        '<div id="cp-talk"><div class="cp-talk-hd"><h3>Reader comments (13)</h3><span class="cp-sort">Sort: <b>Newest first</b> | <a href="?sort=oldest">Oldest first</a> | <a href="?sort=recommended">Most recommended</a></span></div>'
        '<p class="cp-rules">Comments are the opinions of readers, not of the Courier-Post. Please keep it civil. <a href="/terms">Terms of Service</a>. You must <a href="/login">log in</a> to comment.</p>'
        f'<ul class="cp-list">{"".join(top)}</ul></div>'
    )
    inside = (
        '<div class="cp-factbox"><h4>What\'s in the budget</h4><ul><li>Total spending: $31.2 billion, up 2.4%</li>'
        "<li>State sales tax: 6% to 6.5% from Oct. 1</li><li>K-12 school aid: $8.9 billion, unchanged</li>"
        "<li>Medicaid: $7.1 billion, up 5.8%</li><li>Rainy-day fund: $410 million</li></ul></div>"
    )
    side = (
        box(
            "courierpost",
            "Most commented",
            linklist(
                """
Whitaker signs $31.2 billion budget; sales tax rises to 6.5% | 13
Ashford council approves new stadium lease | 57
Police: Man arrested after standoff on Wexler Road | 41
Editorial: It's time to fix the Route 9 bridges | 29
""",
                "ol",
                "comments",
            ),
            "cp-mc",
        )
        + box(
            "courierpost",
            "Most read",
            linklist(
                "Fourth of July fireworks: where and when\nPolice: Man arrested after standoff on Wexler Road\nHeat advisory extended through Sunday\nWhitaker signs $31.2 billion budget; sales tax rises to 6.5%",
                "ol",
            ),
            "cp-mr",
        )
        + box(
            "courierpost",
            "Reader poll",
            "<p>Do you support the sales tax increase?</p><p>Yes 34% · No 61% · Undecided 5%<br><small>1,027 votes. Not a scientific poll.</small></p>",
            "cp-poll",
        )
        + box(
            "courierpost",
            "Advertisement",
            '<div style="height:250px;background:#f2f2f2;text-align:center;color:#999">Advertisement</div>',
            "cp-ad",
        )
    )
    piece = Piece(
        "Whitaker signs $31.2 billion budget; sales tax rises to 6.5%",
        'By <a href="/staff/ellen-marsh">Ellen Marsh</a>, Statehouse Bureau | Posted: Friday, June 29, 2012 3:15 pm | <a href="#cp-talk">Comments (13)</a>',
        "2012-06-29T15:15:00-05:00",
        "Friday, June 29, 2012 3:15 pm",
        """
Gov. Ray Whitaker signed a $31.2 billion state budget Friday afternoon, hours before the start of the new fiscal year, ending a six-week standoff with Senate Democrats that had raised the prospect of a partial government shutdown.

The two-year spending plan raises the state sales tax from 6 percent to 6.5 percent starting Oct. 1, the first increase since 1994. Groceries and prescription drugs remain exempt. Whitaker, a first-term Republican, had pledged not to raise taxes but said Friday that "closing a $1.1 billion hole with cuts alone would have meant closing schools and hospitals."

School aid is held flat at $8.9 billion, a point that drew criticism from the state teachers' union. The budget also includes a $40 million tax credit aimed at attracting data centers to the Tri-County area.

Senate Minority Leader Carla Duquesne called the budget "a tax increase on every family in this state dressed up as responsibility."
""",
        section="Politics",
        tags=("State budget", "Ray Whitaker", "Taxes"),
        dek="Governor ends six-week standoff hours before deadline; groceries and medicine still exempt",
    )
    return case(
        "cj-news-budget",
        "discussion",
        "courierpost",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=".cp-list,.cp-replies{list-style:none;padding:0}.cp-replies{margin-left:30px}.cp-c{border-top:1px solid #ddd;padding:6px 0}.cp-user{font-weight:bold}.cp-town,.cp-when{font-size:11px;color:#777}.cp-staff{background:#15315c;color:#fff;font-size:10px;padding:0 4px}.cp-c-ft{font-size:11px}.cp-factbox{float:right;width:220px;background:#eef2f7;padding:6px;margin:0 0 8px 10px}",
            top='Ashford, 88° Sunny | <a href="/subscribe">Subscribe</a> | <a href="/e-edition">e-Edition</a>',
        ),
        seeds(ns),
        path="/news/politics/whitaker-signs-budget-sales-tax-rises/article_5c1e2a8e-c20b-11e1.html",
        container="div#cp-talk > ul.cp-list > li.cp-c#cN (div.cp-c-hd: a.cp-user NAME, span.cp-town '(TOWN)', a staff badge, time; div.cp-c-txt > p; 'Recommend (n) | Reply | Report Abuse'), replies in ul.cp-replies; newest first; a removed entry",
        heading="Reader comments (13)",
        description="A regional newspaper's own CMS of 2012: a state budget story with a fact box, then 'Reader comments (13)' sorted newest first: 12 comments (4 replies, nested one level, under their parents oldest first), names with the town in parentheses, the reporter answering with a staff badge, 'Recommend (n)' counts, and a removed entry ('This comment has been removed by the site staff…', not in the truth); most commented with counts, most read, a reader poll, an ad. Most awkward: newest-first order with replies under older parents, the removed entry, towns after the names.",
        lookalikes=("a fact box", "most commented with counts", "a reader poll"),
    )


def hosted_ironbound() -> Case:
    ns = talk("""
GrimJackal @ Sep 25, 2012 10:14am :: 7/10 feels about right. The combat is great for the first ten hours, then you've seen every enemy type and the last act is just the same three arenas with more health bars.
  ruby_blue @ Sep 25, 2012 11:02am :: Disagree, the last act is where the crafting finally opens up. If you're still using the starter axe by then that's on you.
    GrimJackal @ Sep 25, 2012 11:40am :: I was using the frost hammer, thanks. The crafting doesn't fix the fact that the bosses are recycled.
Pixelhead_Tom @ Sep 25, 2012 1:26pm :: Anyone know if the PC version is still coming? The review says "later this year" but the publisher's forum says early 2013. I'm not buying it on 360 if the PC port is around the corner.
  Nadia Cole @ Sep 25, 2012 2:05pm :: Tom, we asked the publisher last week and they told us "early 2013" for PC, no firm date. We'll update the review if that changes.
xXSpartanXx @ Sep 25, 2012 4:48pm :: The frame rate on PS3 in the swamp level is a joke. Drops into the teens every time it rains. How does that get a 7?
Lena Marsh @ Sep 25, 2012 6:30pm :: Really appreciated the paragraph on the accessibility options. Remappable controls and adjustable subtitle sizes shouldn't be a novelty in 2012, but here we are. Thanks for calling it out.
old_man_gamer @ Sep 26, 2012 8:12am :: Played the demo and the story grabbed me more than I expected. The scene with the lighthouse keeper's daughter... no, no spoilers. Just play the demo.
""")
    levels = {
        "GrimJackal": 34,
        "ruby_blue": 21,
        "Pixelhead_Tom": 12,
        "Nadia Cole": 50,
        "xXSpartanXx": 7,
        "Lena Marsh": 18,
        "old_man_gamer": 41,
    }
    likes = (14, 9, 3, 6, 11, 2, 27, 8)

    def user(n: Note) -> str:
        badge = '<span class="sbx-badge sbx-staff">Staff</span>' if n.who == "Nadia Cole" else ""
        return (
            f'<div class="sbx-user"><img class="sbx-av" src="/_avatar/sbx-{slug(n.who)}.svg" width="40" height="40" alt="">'
            f'<a class="sbx-name" href="/community/u/{slug(n.who)}">{esc(n.who)}</a> <span class="sbx-level">Lv {levels[n.who]}</span>{badge}</div>'
        )

    def item(i: int, n: Note) -> str:
        mid = 90017 + 23 * i
        kids = [j for j, m in enumerate(ns) if m.parent == i]
        sub = f'<div class="sbx-replies">{"".join(item(j, ns[j]) for j in kids)}</div>' if kids else ""
        return (
            f'<div class="sbx-item" data-sbx-id="{mid}" id="sbx-{mid}">{user(n)}<div class="sbx-msg">{paras(n.body)}</div>'
            f'<div class="sbx-meta"><span class="sbx-time">{esc(n.at)}</span> · <a href="#" class="sbx-like">Like ({likes[i]})</a> · <a href="#" class="sbx-reply">Reply</a> · <a href="#" class="sbx-flag">Flag</a></div>{sub}</div>'
        )

    top_i = 6
    pinned = (
        f'<div class="sbx-top"><div class="sbx-top-label">★ Top comment</div><div class="sbx-item sbx-item-top">{user(ns[top_i])}'
        f'<div class="sbx-msg">{paras(ns[top_i].body)}</div><div class="sbx-meta"><span class="sbx-time">{esc(ns[top_i].at)}</span> · <a href="#" class="sbx-like">Like ({likes[top_i]})</a></div></div></div>'
    )
    after = (
        '<div id="sbx-discussion" class="sbx-wrap"><div class="sbx-head"><span class="sbx-count">8 Comments</span> <span class="sbx-sort">Sort by <b>Oldest</b> · <a href="?sbx_sort=newest">Newest</a> · <a href="?sbx_sort=top">Top</a></span>'
        '<a class="sbx-login" href="/community/login">Sign in to join the conversation</a></div>'
        + pinned
        + '<div class="sbx-stream">'
        + "".join(item(i, n) for i, n in enumerate(ns) if n.parent is None)
        + '</div><div class="sbx-powered">Community powered by <a href="http://soapboxsocial.example/">Soapbox Social</a></div></div>'
    )
    scorebox = (
        '<div class="rw-score"><div class="rw-score-num">7.0</div><div class="rw-score-txt">Good</div>'
        "<ul><li><b>+</b> Weighty, satisfying combat</li><li><b>+</b> Generous accessibility options</li>"
        "<li><b>−</b> Recycled bosses in the last act</li><li><b>−</b> Frame rate dips on PS3</li></ul>"
        "<p>Platforms: PS3, Xbox 360 (reviewed). PC: TBA. Developer: Greywater Forge. Price: $59.99</p></div>"
    )
    side = (
        box(
            "respawn",
            "Most popular",
            linklist(
                "Review: Ironbound | 8\nHalo 4 multiplayer hands-on | 212\nTokyo Game Show 2012: everything announced | 96\nThe 10 best indie games of the summer | 144",
                "ol",
                "comments",
            ),
            "rw-pop",
        )
        + box(
            "respawn",
            "Release calendar",
            '<table class="rw-cal"><tr><td>Oct 2</td><td>Ironbound (PC TBA)</td></tr><tr><td>Oct 9</td><td>Dishonored</td></tr><tr><td>Oct 23</td><td>Medal of Honor: Warfighter</td></tr><tr><td>Nov 6</td><td>Halo 4</td></tr></table>',
            "rw-cal",
        )
        + box(
            "respawn",
            "Community leaderboard",
            "<ol><li>old_man_gamer · 12,880 pts</li><li>GrimJackal · 11,402 pts</li><li>PixelPriestess · 9,915 pts</li></ol>",
            "rw-lead",
        )
        + box(
            "respawn",
            "Like us",
            '<img src="/_avatar/fb-like.svg" width="280" height="70" alt="Respawn Weekly on Facebook: 18,204 likes">',
            "rw-fb",
        )
    )
    piece = Piece(
        "Review: Ironbound",
        'By <a href="/staff/nadia-cole">Nadia Cole</a> | September 25, 2012 | <a href="#sbx-discussion">8 comments</a>',
        "2012-09-25T09:00:00-07:00",
        "September 25, 2012",
        """
Ironbound wants very badly to be remembered, and for its first ten hours it earns the right. Greywater Forge's debut is a third-person brawler set on a chain of northern islands, and its combat has real weight: every axe swing commits you, every parry rewards a half-second of nerve.

The islands themselves are handsome, especially the drowned forest of the second act, though on PS3 the frame rate dips badly whenever it rains, which in a game set in the North Atlantic is often. The Xbox 360 version we reviewed held up better.

The final act is where it falters. New crafting recipes open up, but the bosses are reskins of ones you have already beaten, and the arenas repeat.

Credit where due: the accessibility options, from fully remappable controls to three subtitle sizes and a colour-blind mode, are the best we've seen in an action game this year.
""",
        section="Reviews",
        tags=("Ironbound", "Greywater Forge", "PS3", "Xbox 360"),
    )
    return case(
        "cj-hosted-ironbound",
        "discussion",
        "respawn",
        piece,
        Bits(
            inside=scorebox,
            after=after,
            side=side,
            style=".sbx-item{border-top:1px solid #eee;padding:8px 0}.sbx-replies{margin-left:48px}.sbx-name{font-weight:bold}.sbx-level{background:#333;color:#fff;font-size:10px;padding:0 3px}.sbx-staff{background:#ef6c00;color:#fff;font-size:10px;margin-left:3px;padding:0 3px}.sbx-top{background:#fff8e1;padding:6px}.sbx-meta{font-size:11px;color:#888}.rw-score{float:right;width:200px;border:2px solid #ef6c00;padding:6px;margin-left:10px}.rw-score-num{font-size:36px}",
        ),
        seeds(ns),
        path="/reviews/ironbound-review-ps3-xbox-360/",
        container="div#sbx-discussion: a pinned copy (div.sbx-top 'Top comment' > div.sbx-item), then div.sbx-stream > div.sbx-item (div.sbx-user: a.sbx-name NAME, span.sbx-level 'Lv n', a Staff badge; div.sbx-msg > p; div.sbx-meta time, 'Like (n)', 'Reply'), replies in div.sbx-replies",
        heading="8 Comments",
        description="A games site of 2012 whose hosted community platform ('Soapbox Social') is rendered by the server: a review with a score box (pros, cons), then '8 Comments' with a pinned 'Top comment' copy of one of them above the stream, 8 comments (3 replies, 3 levels) with level labels, a Staff badge for the reviewer's answer and like counts; most popular with comment counts, a release calendar, a community leaderboard with names, a Facebook box. Most awkward: the pinned copy (the same comment twice on the page, counted once), level badges beside names.",
        lookalikes=(
            "a pinned copy of a comment",
            "a community leaderboard",
            "a score box with pros and cons",
        ),
    )


def threads2_cj() -> list[Case]:
    return [joomla_vanta(), vb_rovers(), news_budget(), hosted_ironbound()]
