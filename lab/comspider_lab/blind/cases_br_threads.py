"""Blind set BR: four discussions in the served HTML of 2011-2012 newspapers: a US community paper's registered
readers' comments as flat siblings indented by depth classes, "Posted by NAME on DATE" above the text (22); a UK
tabloid's comments newest first, the text before "NAME, TOWN, DATE", rating arrows and a few replies (30); a UK
regional paper's "Have your say" as one table per comment with "NAME wrote:" and replies in an indented block (12); an
Indian portal's readers' opinions with "(City)" after the name, Agree / Disagree counts and nested reply lists (16).
Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_br_common import (
    Bits,
    Case,
    Note,
    Piece,
    case,
    depth,
    draw,
    esc,
    ptext,
    seeds,
    slug,
    talk,
)
from comspider_lab.blind.layout_br import poll, widget


def us_ledger() -> Case:
    ns = talk("""
tillerymom3 @ March 8, 2011 at 6:42 a.m. [rec=14] :: So my kids are supposed to walk a mile and a half down Cutler Ridge Rd in the dark to a "consolidated stop"? There's no shoulder on that road. Did anyone on the board actually drive it?
  Rusty_Ganz @ March 8, 2011 at 7:05 a.m. [rec=9] :: They didn't. Three of them live inside city limits. Nobody on that board has stood on a gravel road at 6:15 in February waiting for a bus.
    tillerymom3 @ March 8, 2011 at 7:31 a.m. :: Exactly. Thank you Rusty.
  bramford_taxpayer @ March 8, 2011 at 8:10 a.m. [rec=3] :: Nobody is saying walk. Drive them to the stop like the rest of us did when the Hickman route got cut in '04. The money has to come from somewhere.
    tillerymom3 @ March 8, 2011 at 8:22 a.m. [rec=11] :: I start work at 6 in Carverton. I can't drive anybody anywhere at 6:45. Not everybody has your schedule.
    Rusty_Ganz @ March 8, 2011 at 8:40 a.m. [rec=7] :: And in '04 gas was a buck seventy.
OldTimer1949 @ March 8, 2011 at 8:55 a.m. [rec=21] :: I drove a Tillery County bus for 22 years, routes 9 and 14. The Sand Creek loop is 31 miles round trip for maybe 18 kids, so I understand why they looked at it. But they should have looked at the admin building first. Four assistant superintendents for 3,100 students?
  DriverDan @ March 8, 2011 at 9:30 a.m. [rec=2] :: Good to see you on here Harlan. You trained me on 14 back in '96. I still have the dent from that mailbox on Pettit Lane.
    OldTimer1949 @ March 8, 2011 at 10:02 a.m. [rec=4] :: Ha! That mailbox had it coming.
K. Delacroix @ March 8, 2011 at 9:48 a.m. [rec=17] :: The article says $212,000 but the board packet from the February 14 work session says the three routes cost $164,500 a year including the drivers. Where does the other $47,500 come from? Somebody at the Ledger should ask.
  Ledger_Newsroom @ March 8, 2011 at 11:15 a.m. [staff,rec=6] :: Thanks for flagging this. The $212,000 figure includes the planned replacement of bus 22, which serves the Pine Hollow route and would no longer be needed next year. We've added that to the story.
    K. Delacroix @ March 8, 2011 at 11:40 a.m. [rec=8] :: Appreciate the follow-up. So it's really $164K a year plus a one-time $47K. That should have been in the story from the start.
farmgirl_88 @ March 8, 2011 at 10:20 a.m. [rec=5] :: We're out on Sand Creek. My oldest has cerebral palsy and rides the regular bus with an aide. Does anyone know if special ed transportation is affected or just the regular routes?
  lindsayR @ March 8, 2011 at 10:51 a.m. [rec=12] :: farmgirl, transportation in an IEP is a separate budget line and the district is required by law to provide it, so it can't be cut like this. Call Mrs. Oyelaran at the district office, she's great and she'll walk you through it.
    farmgirl_88 @ March 8, 2011 at 11:03 a.m. [rec=3] :: Thank you so much. I was worried sick about this all night.
nomoretaxes @ March 8, 2011 at 12:17 p.m. [rec=4] :: Vote them all out in November. Same crowd that spent $90,000 on a new football scoreboard last fall.
  Coach_Tully @ March 8, 2011 at 1:04 p.m. [rec=19] :: The scoreboard was paid for by the Boosters Club and two local businesses, not the district. I know because I wrote the grant. Get your facts straight before you post.
    nomoretaxes @ March 8, 2011 at 1:36 p.m. [rec=10] :: If the boosters can raise 90 grand for a scoreboard maybe they can raise it for a bus.
      Coach_Tully @ March 8, 2011 at 2:10 p.m. [rec=15] :: You know what, that's not a bad idea. I'll bring it up at the boosters meeting on the 17th.
Mr. Pettibone @ March 8, 2011 at 3:45 p.m. [rec=6] :: In my day we walked. Uphill both ways. (Kidding. This is a bad decision, and I'm 81.)
sixthgenerationPH @ March 8, 2011 at 5:12 p.m. [rec=9] :: Pine Hollow families are meeting Thursday at 7 p.m. at the Grange hall to talk about setting up a carpool. Everybody welcome, bring a covered dish.
  tillerymom3 @ March 8, 2011 at 5:30 p.m. [rec=2] :: We'll be there. Thank you for organizing this!
""")

    def item(i: int, n: Note) -> str:
        staff = ' <span class="rc-staff">STAFF</span>' if n.tag("staff") else ""
        return (
            f'<div class="rc-item rc-depth-{depth(ns, i)}" id="rc-{48211 + i}">'
            f'<img class="rc-ava" src="/_avatar/ledger-{slug(n.who)}.svg" width="32" height="32" alt="" />'
            f'<div class="rc-head">Posted by <a class="rc-user" href="/users/{slug(n.who)}">{esc(n.who)}</a>{staff} on {esc(n.at)}</div>'
            f'<div class="rc-body">{ptext(n.body)}</div>'
            f'<div class="rc-acts"><a href="/report/{48211 + i}">Report abuse</a> | <a href="#rc-form" class="rc-reply">Reply</a> | '
            f'<a href="/recommend/{48211 + i}">Recommend</a> ({n.tag("rec", "0")})</div></div>'
        )

    # the reader's order: each comment, then its replies below it (indented by depth class)
    order: list[int] = []

    def walk(parent: int | None) -> None:
        for i, n in enumerate(ns):
            if n.parent == parent:
                order.append(i)
                walk(i)

    walk(None)
    after = (
        f'<a name="comments"></a><div id="reader-comments"><h3 class="rc-title">Reader comments ({len(ns)})</h3>'
        '<p class="rc-policy">Comments are the opinions of their authors and not of The Bramford Ledger. Keep it civil. '
        '<a href="/comment-policy/">Comment policy</a> | Sort: <b>Oldest first</b> | <a href="?sort=newest">Newest first</a></p>'
        + "".join(item(i, ns[i]) for i in order)
        + '<div id="rc-form"><p>You must be <a href="/login/">logged in</a> to post a comment. Not a member? <a href="/register/">Register now</a>, it\'s free.</p></div></div>'
    )
    style = (
        "#reader-comments{border-top:3px solid #1d3f6e;margin-top:18px}.rc-title{font:bold 18px Georgia,serif}.rc-policy{font-size:11px;color:#777}"
        ".rc-item{border-bottom:1px solid #e3e3e3;padding:8px 0 8px 0;overflow:hidden}.rc-depth-1{margin-left:36px}.rc-depth-2{margin-left:72px}.rc-depth-3{margin-left:108px}"
        ".rc-ava{float:left;margin:0 8px 4px 0}.rc-head{font-size:11px;color:#666}.rc-user{font-weight:bold}.rc-body p{margin:4px 0;font-size:13px}.rc-acts{font-size:10px;color:#999}"
        ".rc-staff{background:#1d3f6e;color:#fff;font-size:9px;padding:0 3px}"
    )
    side = widget(
        "Today's poll",
        poll(
            "Should Tillery County schools move to a four-day week to save on transportation?",
            [("Yes", 412), ("No", 655), ("Not sure", 98)],
        ),
        "courier",
    )
    piece = Piece(
        "School board cuts three rural bus routes in 4-3 vote",
        "By Megan Lasko, Ledger Staff Writer",
        "2011-03-07T23:48:00-06:00",
        "March 7, 2011 11:48 PM",
        """
The Tillery County Board of Education voted 4-3 Monday night to eliminate three rural bus routes serving the Pine Hollow, Cutler Ridge and Sand Creek areas beginning with the 2011-12 school year.

Superintendent Alan Mercer said the change will save the district about $212,000. Students on the three routes will be picked up at four consolidated stops along Highway 9 and County Road 40.

About 60 parents attended the meeting, and 14 spoke against the plan during public comment. "You are asking 8-year-olds to stand on the side of a state highway," said Carla Jennings of Cutler Ridge.

Board members Ruth Abernathy, Gene Sowell and Pat Whitmore voted against the cuts. The district faces a $1.4 million shortfall after state aid was reduced for the second year in a row.
""",
        dek="Parents say consolidated stops will put kids on the side of the highway",
        section="News",
        tags=("Tillery County Schools", "budget", "school buses", "Board of Education"),
        popular=(
            "Bramford man charged after chase on Route 60",
            "Lady Hawks advance to regional final",
            "Grain elevator fire contained",
            "Obituary: Loretta Mae Sims, 93",
            "School board cuts three rural bus routes",
        ),
        related=(
            "District faces $1.4 million shortfall",
            "Parents pack board meeting over bus plan",
            "Editorial: Rural kids deserve a ride",
        ),
        count=f"Comments ({len(ns)})",
    )
    return case(
        "br-us-ledger-busroutes",
        "discussion",
        "us-ledger",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/local/school-board-cuts-three-rural-bus-routes-article_5521e0c4.html",
        reveal="on_load",
        container="div#reader-comments: h3 'Reader comments (22)', flat div.rc-item siblings, depth by classes rc-depth-0..3 (margins), 'Posted by NAME on DATE' above the text, 'Report abuse | Reply | Recommend (n)'",
        heading="Reader comments (22)",
        description="A US community paper of 2011 on a school board's bus cuts: 22 registered readers' comments as flat siblings whose depth is only a class (four levels), the newsroom answering once with a STAFF badge; beside a layout table's right rail with most read, a poll and a business directory.",
        static=True,
    )


def uk_clarion() -> Case:
    ns = talk("""
Bazza_67 @ 13/11/2011 09:41 [town=Dudley,up=88,down=12] :: Who actually watches this rubbish any more? Saturday night telly has gone right down the pan.
Jen @ 13/11/2011 09:22 [town=Swindon,up=140,down=9] :: Kerry was right. That mum was shouting at her from the audience for ten minutes, you could hear it on the telly. No wonder she walked.
  Mandy T @ 13/11/2011 09:35 [town=Swindon,up=41,down=2] :: Agreed Jen. The poor girl looked mortified by her own mother.
Lesley @ 13/11/2011 09:05 [town=Norwich,up=63,down=5] :: Why is it always the mums? My daughter did dance competitions for years and it was always the mums causing the trouble, never the kids.
MrsPickles @ 13/11/2011 08:57 [town=Bolton,up=22,down=57] :: Unprofessional. She's paid a fortune to sit there. Walk out of your own job and see what happens.
Tom @ 13/11/2011 08:30 [town=London,up=97,down=4] :: Is it me or does this happen every series just before the ratings come out? Funny that.
  Daz @ 13/11/2011 08:48 [town=Kent,up=35,down=1] :: Not just you. Staged from start to finish mate.
    Tom @ 13/11/2011 09:01 [town=London,up=30,down=2] :: Exactly, and the papers lap it up. Including this one!
lucy loo @ 13/11/2011 08:12 [town=Cardiff,up=51,down=3] :: Courtney has a lovely voice tho, hope she doesnt get dragged into all this x
Graham @ 13/11/2011 07:49 [town=Reading,up=120,down=11] :: Headline news? Really? People are losing their jobs up and down the country and this is what we get.
SaraJ @ 13/11/2011 02:13 [town=Newcastle,up=18,down=1] :: her mum needs to take a long hard look at herself. cringeworthy
TheRealDebs @ 13/11/2011 01:40 [town=Essex,up=44,down=3] :: Kerry Vale has walked out of more things than I've had hot dinners. Remember the panto in 2009?
  Kev @ 13/11/2011 01:58 [town=Essex,up=29,down=0] :: Ha ha I was there! Half the audience thought it was part of the show.
Ollie @ 13/11/2011 00:55 [town=Leeds,up=38,down=6] :: Ratings gold. They'll have her back next week with a big hug and a sob story, you watch.
Anne Marie @ 13/11/2011 00:31 [town=Belfast,up=27,down=2] :: I felt sorry for the presenter, he hadn't a clue what to do. Just stood there holding his card.
Phil the Gooner @ 12/11/2011 23:59 [town=Islington,up=15,down=8] :: Can't stand the woman but fair play, I'd have walked as well.
Bev @ 12/11/2011 23:44 [town=Stoke,up=9,down=14] :: Courtney for the win!!!!!! Voted 10 times
John @ 12/11/2011 23:20 [town=Guildford,up=33,down=7] :: The rules clearly state that family members in the audience may not interact with the judges. Why was she not removed by security? Somebody at the studio has some explaining to do.
Kirsty @ 12/11/2011 23:02 [town=Glasgow,up=58,down=3] :: Watched it live, the whole thing lasted about two minutes. The Clarion makes it sound like World War 3.
Mick @ 12/11/2011 22:46 [town=Sunderland,up=71,down=10] :: Sack the lot of them and bring back proper variety shows.
gemma_xx @ 12/11/2011 22:31 [town=Hull,up=12,down=5] :: omg the look on kerrys face when she stood up!!!! classic
DaveW @ 12/11/2011 22:15 [town=Milton Keynes,up=40,down=2] :: Is this the same Kerry Vale who had a number 14 hit in 1996 and has been living off it ever since?
  Sandra @ 12/11/2011 22:27 [town=Leicester,up=19,down=1] :: Number 11 actually. I've still got the single!
Pauline @ 12/11/2011 22:04 [town=Plymouth,up=36,down=4] :: The mum should be banned from the studio. Simple.
Rob @ 12/11/2011 21:51 [town=Chester,up=25,down=3] :: More free publicity for a dying show. Job done for the producers.
Carl @ 12/11/2011 21:48 [town=Wigan,up=17,down=2] :: Turned over to the football at half seven. Sounds like I missed nothing.
Nicola @ 12/11/2011 21:39 [town=Derby,up=49,down=1] :: Poor kid. Sixteen years old and now she'll be remembered for this instead of her singing.
Terry @ 12/11/2011 21:27 [town=Margate,up=60,down=2] :: Who?
Hannah B @ 12/11/2011 21:14 [town=Brighton,up=21,down=13] :: The judges have been so nasty this year anyway. Maybe Kerry had a taste of her own medicine.
Stu @ 12/11/2011 21:05 [town=Doncaster,up=3,down=40] :: First!
""")

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<li class="rt-c" id="rtc-{90715 - i}"><div class="rt-c-text">{ptext(n.body)}</div>'
            f'<p class="rt-c-by">- <span class="rt-c-name">{esc(n.who)}</span>, <span class="rt-c-town">{esc(n.tag("town"))}</span>, '
            f'<span class="rt-c-date">{esc(n.at)}</span></p>'
            f'<p class="rt-c-rate">Click to rate <a class="up" href="/rate/{90715 - i}/up">&#9650; {n.tag("up")}</a> '
            f'<a class="down" href="/rate/{90715 - i}/down">&#9660; {n.tag("down")}</a> &nbsp; <a href="/reply/{90715 - i}">Reply</a> &nbsp; '
            f'<a href="/report/{90715 - i}">Report abuse</a></p>{sub}</li>'
        )

    after = (
        f'<a name="comments"></a><div class="rt-comments"><h3>Comments ({len(ns)})</h3><p class="rt-share">Share what you think</p>'
        '<p class="rt-note">The comments below have not been moderated. <a href="/house-rules">House rules</a></p>'
        '<p class="rt-sort">View: <b>Newest</b> | <a href="?sort=oldest">Oldest</a> | <a href="?sort=best">Best rated</a> | <a href="?sort=worst">Worst rated</a></p>'
        '<ul class="rt-clist">'
        + draw(ns, item, lambda s, _p: f'<ul class="rt-c-replies">{s}</ul>')
        + '</ul><p class="rt-note">The views expressed in the contents above are those of our users and do not necessarily reflect the views of The Daily Clarion.</p>'
        '<form action="/comment" method="post"><textarea name="c" rows="4" cols="60"></textarea><br /><input type="submit" value="Submit comment" /></form></div>'
    )
    style = (
        ".rt-comments{border-top:4px solid #d50000;margin-top:16px}.rt-comments h3{font-size:20px;margin:6px 0}.rt-share{font-weight:bold;color:#d50000;margin:0}.rt-note,.rt-sort{font-size:11px;color:#777}"
        ".rt-clist,.rt-c-replies{list-style:none;padding:0}.rt-c-replies{margin-left:30px;border-left:3px solid #eee;padding-left:10px}.rt-c{border-bottom:1px solid #e5e5e5;padding:8px 0}"
        ".rt-c-text p{margin:0 0 4px;font-size:14px}.rt-c-by{margin:0;font-size:12px;color:#444}.rt-c-name{font-weight:bold}.rt-c-rate{margin:2px 0 0;font-size:11px;color:#888}.rt-c-rate a.up{color:#2e7d32}.rt-c-rate a.down{color:#c62828}"
    )
    piece = Piece(
        "Kerry Vale STORMS OFF Stars in the Making after row with teen singer's mum",
        "Daily Clarion Showbiz Reporter",
        "2011-11-12T20:58:00+00:00",
        "20:58 GMT, 12 November 2011",
        """
Kerry Vale stunned viewers last night when she walked off the set of Stars in the Making in the middle of the live show.

The singer, 41, was giving her verdict on 16-year-old Courtney Hale's performance when the teenager's mother began shouting at her from the studio audience.

Vale told the presenter "I'm not doing this" and left the stage. She did not return for the rest of the programme, and the remaining acts were judged by the other two panellists.

A spokesman for the show said: "Kerry is fine and will be back next Saturday." Courtney went through to the next round with the highest public vote of the night.
""",
        dek="Judge walks out live on air / Mum shouted from the audience during verdict / Show: She'll be back next week",
        section="Showbiz",
        popular=(
            "Soap star's secret wedding in the Cotswolds",
            "Reality TV couple split after six weeks",
            "Kerry Vale storms off Stars in the Making",
            "Pop veteran, 64, announces farewell tour number three",
            "Weather presenter's on-air blooper goes viral",
        ),
        count=f"Comments ({len(ns)})",
    )
    side = widget(
        "Showbiz Poll",
        poll("Should Kerry Vale be sacked from Stars in the Making?", [("Yes", 5120), ("No", 3877)]),
        "redtop",
    )
    return case(
        "br-uk-clarion-walkoff",
        "discussion",
        "uk-clarion",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/tvshowbiz/article-2061844/Kerry-Vale-storms-Stars-Making.html",
        reveal="on_load",
        container="div.rt-comments: h3 'Comments (30)', ul.rt-clist > li.rt-c (the text first, then '- NAME, TOWN, DATE', rating arrows with counts, Reply, Report abuse), replies in ul.rt-c-replies, three levels; newest first",
        heading="Comments (30)",
        description="A UK tabloid's showbiz story of 2011: 30 readers' comments newest first, each text followed by '- NAME, TOWN, dd/mm/yyyy hh:mm' and up/down rating counts, five replies (one two levels deep); beside a 'most read' box with thumbnails, a poll and 'around the web' sponsored links.",
        static=True,
    )


def uk_echo() -> Case:
    ns = talk("""
Binman_Bob @ 14/03/2012 08:12 [posts=1204] :: Fortnightly in the summer? Have fun with the maggots. Kitchen waste sitting in a black bin for two weeks in July is going to stink the whole street out.
  EchoReader_Jan @ 14/03/2012 08:40 [posts=87] :: Bob, the story says food waste is still going weekly in the brown caddies. It's only the black bin going fortnightly.
    Binman_Bob @ 14/03/2012 09:05 [posts=1204] :: Fair enough, missed that. Still think nappies will be a problem.
      Mum of 3 Ashcombe @ 14/03/2012 09:31 [posts=12] :: Nappies are exactly my problem. Three kids, two still in nappies. One black bin a fortnight will be overflowing in four days. Can we get a bigger bin?
Councillor watcher @ 14/03/2012 09:15 [posts=356] :: Same council that voted itself a 4% allowance rise in January. Cut services, raise allowances. Every time.
R Pennington @ 14/03/2012 10:02 [posts=41] :: Cllr Marsh says "residents have told us they want to recycle more". Who exactly? Nobody asked me.
  Sue Dawlish @ 14/03/2012 10:20 [posts=233] :: There was a consultation last autumn, R. It was in the council newsletter and online. Only about 900 people replied, mind.
    R Pennington @ 14/03/2012 10:47 [posts=41] :: 900 out of 110,000. Hardly a mandate is it.
GreenGran @ 14/03/2012 11:30 [posts=518] :: We've been fortnightly in Wexley for two years and honestly it's fine once you're in the habit. Recycle properly and there's not much left for the black bin.
  Mum of 3 Ashcombe @ 14/03/2012 11:58 [posts=12] :: That's great if you're retired but you haven't got two toddlers.
    GreenGran @ 14/03/2012 12:20 [posts=518] :: Fair point love, I didn't think. The council does larger bins for households of six or more, might be worth asking if they'd make an exception for nappies.
Frank from Upper Hembury @ 14/03/2012 13:05 [posts=3] :: Will they still collect from the end of our lane or do we have to drag the bins half a mile again like last winter?
""")

    def post(i: int, n: Note, sub: str) -> str:
        return (
            '<table class="hys-post" cellspacing="0" cellpadding="6" width="100%"><tr>'
            f'<td class="hys-who" valign="top" width="120"><img src="/_avatar/echo-{slug(n.who)}.svg" width="40" height="40" alt="" /><br />'
            f'<a href="/member/{slug(n.who)}">{esc(n.who)}</a><br /><small>Posts: {n.tag("posts")}</small></td>'
            f'<td class="hys-what" valign="top"><p class="hys-said"><b>{esc(n.who)}</b> wrote:</p>{ptext(n.body)}'
            f'<p class="hys-foot">{esc(n.at)} | <a href="/report/{7730 + i}">Report this post</a> | <a href="#hys-form">Reply</a></p></td>'
            f"</tr></table>{sub}"
        )

    after = (
        f'<a name="comments"></a><div class="hys"><h2>Have your say ({len(ns)})</h2>'
        + draw(ns, post, lambda s, _p: f'<div class="hys-replies">{s}</div>')
        + '<div id="hys-form"><p><a href="/login/">Log in</a> or <a href="/register/">register</a> to have your say. Comments are post-moderated: please read our <a href="/rules/">house rules</a>.</p></div></div>'
    )
    style = (
        ".hys{margin-top:16px}.hys h2{font:bold 18px Georgia,serif;border-bottom:3px solid #00558c}.hys-post{border-bottom:1px solid #d4dde6;margin-bottom:4px}.hys-who{background:#f3f6f9;font-size:11px}"
        ".hys-said{margin:0 0 4px;font-size:12px;color:#00558c}.hys-what p{font-size:13px}.hys-foot{font-size:10px;color:#888}.hys-replies{margin-left:40px}"
    )
    side = widget(
        "Family notices",
        '<ul><li><a href="/notices/deaths">Deaths</a> (14 today)</li><li><a href="/notices/births">Births</a></li><li><a href="/notices/marriages">Marriages</a></li><li><a href="/notices/in-memoriam">In memoriam</a></li></ul>',
        "regional",
    )
    piece = Piece(
        "Fortnightly bin collections to start across Ashcombe in June",
        "By Rachel Tompkins, Local Government Reporter",
        "2012-03-13T17:30:00+00:00",
        "Tuesday, March 13, 2012, 17:30",
        """
Black bin collections across Ashcombe will move from weekly to fortnightly from June 4, the borough council has confirmed.

Food waste will still be collected every week in the brown caddies, and recycling boxes will also remain weekly. The council says the change will save £640,000 a year.

Cabinet member for environment Cllr Dennis Marsh said: "Residents have told us they want to recycle more, and this change will help us reach our target of 50 per cent by 2014."

Households with six or more people will be able to apply for a larger black bin.
""",
        dek="Council says change will save £640,000 a year",
        section="News",
        tags=("bins", "Ashcombe Borough Council", "recycling"),
        popular=(
            "Two arrested after town centre fight",
            "Fortnightly bin collections to start in June",
            "New Tesco plans for Marlow Road site",
            "Ashcombe Town's promotion hopes fade",
        ),
        related=(
            "Recycling rate hits 41 per cent",
            "Council tax frozen for third year",
            "Brown caddy: what can go in",
        ),
        count=f"Have your say ({len(ns)})",
    )
    return case(
        "br-uk-echo-bins",
        "discussion",
        "uk-echo",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/9587214.Fortnightly_bin_collections_to_start_in_June/",
        reveal="on_load",
        container="div.hys: h2 'Have your say (12)', one table.hys-post per comment (td.hys-who: avatar, name, post count; td.hys-what: 'NAME wrote:', text, date), replies in div.hys-replies after the table, four levels",
        heading="Have your say (12)",
        description="A UK regional evening paper of 2012 on fortnightly bin collections: 12 readers' comments each in a table of its own (a member column with the post count, 'NAME wrote:' above the text), replies in indented blocks after their parent's table, four levels deep.",
        static=True,
    )


def in_meridian() -> Case:
    ns = talk("""
Rajesh Kulkarni @ Mar 14, 2012, 09.05 AM IST [city=Pune,agree=112,disagree=6] :: Metro is most welcome but 2016 is a joke. They announced the flyover at Nal Stop in 2007 and still it is not complete. Kindly give realistic dates.
  Amit S @ Mar 14, 2012, 09.40 AM IST [city=Pimpri,agree=40,disagree=2] :: Rajesh ji, 100% agree. Announcement is easy, execution is the problem in our city.
  Neha Joshi @ Mar 14, 2012, 10.02 AM IST [city=Kothrud,agree=18,disagree=9] :: Atleast they are starting. In Mumbai also people said the same thing and now work is going on.
Sunil Deshpande @ Mar 14, 2012, 09.18 AM IST [city=Aundh,agree=87,disagree=21] :: Rs 40 for 16 km is too much for students and daily wage earners. PMT bus is Rs 15 for the same distance. Who will leave the bus and take metro?
  Vikram @ Mar 14, 2012, 09.55 AM IST [city=Baner,agree=33,disagree=30] :: PMT bus takes 1 hour 20 min in traffic. Metro will take 25 min. Time is also money sir.
    Sunil Deshpande @ Mar 14, 2012, 10.31 AM IST [city=Aundh,agree=52,disagree=4] :: Time is money for you and me. For a vegetable vendor Rs 25 extra daily is a big amount.
      Priya M @ Mar 14, 2012, 11.05 AM IST [city=Pune,agree=61,disagree=1] :: Both are right. There should be a monthly pass and student concession like Delhi metro has.
Anonymous Punekar @ Mar 14, 2012, 10.12 AM IST [city=Pune,agree=45,disagree=3] :: What about parking at stations? Everyone will come on two-wheeler and park on the road. Already footpaths are gone.
Ravi Iyer @ Mar 14, 2012, 10.48 AM IST [city=Bangalore,agree=20,disagree=38] :: Bangalore metro first phase was announced in 2006 and opened in 2011, only 7 km. Pune people please don't get excited.
  Shreyas @ Mar 14, 2012, 11.20 AM IST [city=Pune,agree=29,disagree=2] :: Ravi, atleast Bangalore has a metro running now. We have nothing. I will take 7 km.
Meera Natu @ Mar 14, 2012, 11.42 AM IST [city=Deccan,agree=74,disagree=5] :: Please do not cut the old trees on Karve Road for this. There are banyan trees more than 100 years old.
  Tejas Gokhale @ Mar 14, 2012, 12.15 PM IST [city=Erandwane,agree=26,disagree=3] :: Meera tai, as per the DPR it is elevated on Karve Road, so only a few trees in the divider will go. Still they should replant double.
Kishor Pawar @ Mar 14, 2012, 12.40 PM IST [city=Hadapsar,agree=58,disagree=7] :: Why is Hadapsar not in the first phase? IT parks are here, biggest traffic is here. Again east Pune is ignored.
  Amit S @ Mar 14, 2012, 01.05 PM IST [city=Pimpri,agree=22,disagree=1] :: Same with Pimpri-Chinchwad. We also pay taxes.
NRI in Dubai @ Mar 14, 2012, 01.30 PM IST [city=Dubai,agree=8,disagree=12] :: When I come home next year I will see it myself. Till then all the best to Pune.
Dr. S. Bapat @ Mar 14, 2012, 02.45 PM IST [city=Sadashiv Peth,agree=95,disagree=3] :: Good initiative. But first fix the potholes on Tilak Road please.
""")

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<li class="ro-item" id="ro{2840011 + i}"><img class="ro-pic" src="/_avatar/mer-{slug(n.who)}.svg" width="36" height="36" alt="" />'
            f'<div class="ro-main"><p class="ro-head"><span class="ro-name">{esc(n.who)}</span> <span class="ro-city">({esc(n.tag("city"))})</span> '
            f'<span class="ro-time">{esc(n.at)}</span></p><div class="ro-msg">{ptext(n.body)}</div>'
            f'<p class="ro-acts"><a href="/agree/{2840011 + i}">Agree ({n.tag("agree")})</a> | <a href="/disagree/{2840011 + i}">Disagree ({n.tag("disagree")})</a> | '
            f'<a href="#postcmt" class="ro-rep">Reply</a> | <a href="/offensive/{2840011 + i}">Offensive?</a></p></div>{sub}</li>'
        )

    after = (
        f'<a name="comments"></a><div class="ro-box"><h3>Readers\' opinions ({len(ns)})</h3>'
        '<p class="ro-sort">Sort by: <b>Oldest</b> | <a href="?sort=newest">Newest</a> | <a href="?sort=agreed">Most agreed</a> | <a href="?sort=discussed">Most discussed</a></p>'
        '<ul class="ro-list">' + draw(ns, item, lambda s, _p: f'<ul class="ro-replies">{s}</ul>') + "</ul>"
        '<p class="ro-disc">Disclaimer: The opinions expressed here are those of the readers. The Daily Meridian does not endorse them. Readers are requested not to post abusive or communal comments.</p>'
        '<form id="postcmt" action="/postcomment" method="post"><h4>Post your comment</h4><textarea name="c" rows="4" cols="60"></textarea><br />'
        'Name: <input type="text" name="n" /> City: <input type="text" name="city" /> <input type="submit" value="Post" /></form></div>'
    )
    style = (
        ".ro-box{border:1px solid #ddd;padding:8px 12px;margin-top:14px}.ro-box h3{color:#b71c1c;margin:4px 0}.ro-sort,.ro-disc{font-size:11px;color:#777}.ro-list,.ro-replies{list-style:none;padding:0}"
        ".ro-replies{margin-left:34px;background:#fafafa}.ro-item{border-top:1px solid #eee;padding:6px 0;overflow:hidden}.ro-pic{float:left;margin-right:8px}.ro-main{overflow:hidden}"
        ".ro-head{margin:0;font-size:12px}.ro-name{font-weight:bold;color:#0d47a1}.ro-city{color:#555}.ro-time{color:#999;font-size:11px}.ro-msg p{margin:3px 0;font-size:13px}.ro-acts{font-size:11px;margin:0;color:#888}"
    )
    side = widget(
        "Markets",
        '<table class="mk"><tr><td>Sensex</td><td>17,813.62</td><td style="color:green">+0.8%</td></tr><tr><td>Nifty</td><td>5,429.50</td><td style="color:green">+0.7%</td></tr>'
        '<tr><td>Gold (10 g)</td><td>Rs 28,190</td><td style="color:red">-0.2%</td></tr><tr><td>USD/INR</td><td>49.87</td><td>&nbsp;</td></tr></table>',
        "portal",
    )
    piece = Piece(
        "Pune Metro: fares of Rs 10 to Rs 40 proposed, first corridor by 2016",
        "Sanjay Bhosale, TNN",
        "2012-03-14T04:12:00+05:30",
        "Mar 14, 2012, 04.12 AM IST",
        """
PUNE: Commuters on the proposed Pune Metro will pay between Rs 10 and Rs 40 a trip, according to the detailed project report submitted to the civic body on Tuesday.

The first corridor, from Pimpri to Swargate, is expected to be completed by 2016. The 16.6-km line will have 15 stations, of which 10 will be elevated and five underground.

The second corridor, from Vanaz to Ramwadi, will follow in the second phase. Officials said the report will be placed before the general body next month.

Civic activists have raised concerns about parking at stations and the felling of trees along Karve Road.
""",
        dek="Detailed project report submitted to the civic body",
        section="City",
        tags=("Pune Metro", "PMC", "public transport"),
        popular=(
            "Water cut in 12 areas on Thursday",
            "Pune Metro fares proposed",
            "SSC exams: helpline numbers",
            "IPL: Pune team unveils new jersey",
            "Heat wave likely this week, says IMD",
        ),
        related=(
            "PMT to add 500 buses",
            "BRTS corridor: work stalled again",
            "Karve Road trees: activists write to civic chief",
        ),
        count=f"Readers' opinions ({len(ns)})",
    )
    return case(
        "br-in-meridian-metro",
        "discussion",
        "in-meridian",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/city/pune/Pune-Metro-fares-of-Rs-10-to-Rs-40-proposed/articleshow/12258841",
        reveal="on_load",
        container="div.ro-box: h3 \"Readers' opinions (16)\", ul.ro-list > li.ro-item (span.ro-name, '(City)', span.ro-time, div.ro-msg, 'Agree (n) | Disagree (n) | Reply | Offensive?'), replies in ul.ro-replies, four levels",
        heading="Readers' opinions (16)",
        description="An Indian news portal of 2012 on proposed metro fares: 16 readers' opinions with the reader's city in brackets after the name, IST times, Agree / Disagree counts and nested replies four levels deep; beside a markets box, most popular, photo galleries and 'Also read'.",
        static=True,
    )


def threads_br() -> list[Case]:
    return [us_ledger(), uk_clarion(), uk_echo(), in_meridian()]
