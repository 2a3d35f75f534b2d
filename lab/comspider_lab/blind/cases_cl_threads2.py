"""Blind set CL: a national newspaper's showbusiness page of 2012 on its own CMS, the readers' comments in the
served HTML twice over: a 'Top comments' tab (the four best rated, copies) and an 'All comments' tab (every comment,
oldest first, replies one level deep), both panes printed and shown, the tabs only anchors; readers signed with a
first name and a town (three called Sarah), green and red arrows with counts; beside most read and most commented
lists with counts, a 'Femail today' puff list, a poll and a social box. Every name, place and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Entry,
    Piece,
    box,
    case,
    esc,
    most_list,
    paras,
    poll,
    social,
    talk,
    truth,
)

# NAME @ TOWN | TIME
_GAZ = """
Sarah @ Leeds | 26/3/2012 08:14 {v=412} :: Fourteen years! I grew up with Kerry-Ann on Harbour Lane. My mum and I watched it every night after tea. She'll be sorely missed.
Bob @ Swindon | 26/3/2012 08:20 {v=-88} :: Who?
>Jen @ Cardiff | 26/3/2012 08:31 {v=203} :: The fact you took the time to click on the article and comment says you know exactly who, Bob.
Pat @ Whitby | 26/3/2012 08:35 {v=176} :: She was the only reason I still watched. The storylines have been dreadful since the new producer came in. The whole warehouse fire thing went on for six months and nobody cared.
Sarah @ Bristol | 26/3/2012 08:47 {v=95} :: Not the same Sarah as above! I think it's brave to leave a job like that at 41. Most people would hang on for the money. Good luck to her.
Marcus @ London | 26/3/2012 09:02 {v=-41} :: Can't believe this is news. There are real things going on in the world.
>Deborah @ Stockport | 26/3/2012 09:10 {v=150} :: It's the showbiz section, Marcus. The real things are on the front page. Nobody made you come here.
>Marcus @ London | 26/3/2012 09:24 {v=-12} :: Fair point, I'll show myself out.
Kathleen @ Co. Antrim | 26/3/2012 09:18 {v=88} :: Her scenes with Frank when he was dying were the best thing on television that year. She should have won the award, everybody said so.
Gemma @ Nottingham | 26/3/2012 09:40 {v=64} :: I met her at a charity fun run in Sheffield a few years back and she was lovely, stopped for photos with everyone and stayed till the end to cheer the last runners in. Not everyone would do that.
Ian @ Reading | 26/3/2012 09:55 {v=22} :: Bet she's off to do panto and a reality show. They always are.
>Gemma @ Nottingham | 26/3/2012 10:03 {v=47} :: She's done panto in Blackpool every Christmas for years, Ian, it's hardly a secret.
Lorraine @ Glasgow | 26/3/2012 10:12 {v=130} :: Harbour Lane without the Vance family is like a Sunday without a roast. First her screen dad goes, now her. What's left? // I've been watching since the very first episode in 1994 and I'll give it till the summer, then that's me done.
Tony @ Essex | 26/3/2012 10:30 {v=18} :: Ratings have been falling for years. Rats and sinking ships.
>Kathleen @ Co. Antrim | 26/3/2012 10:41 {v=72} :: She's hardly a rat, Tony. Fourteen years is a long time in one job in any line of work.
Ruth @ Norwich | 26/3/2012 10:55 {v=39} :: Her character is being written out in a fire apparently, according to the magazines. So there's no coming back. Sad.
Sarah @ Bristol | 26/3/2012 11:10 {v=21} :: @Ruth, I read that she asked for the door to be left open, so maybe not a fire after all. We'll see.
Dave @ Hull | 26/3/2012 11:26 {v=-5} :: I only watch it for the pub scenes. Those will carry on without her.
Anonymous @ Somewhere | 26/3/2012 11:40 {v=-60} :: Overrated actress, overrated show.
Helen @ Surrey | 26/3/2012 12:02 {v=58} :: I hope she does more theatre. I saw her in a play at the Crucible in 2009, a Priestley, and she was a different person entirely. Much more range than the soap ever let her show.
Pauline @ Bolton | 26/3/2012 12:30 {v=44} :: Still can't get over Frank's funeral episode. Cried my eyes out. Thank you Kerry-Ann for all the years.
Mo @ Birmingham | 26/3/2012 12:58 {v=30} :: The producers should be asking themselves why their best actors keep leaving. That's three regulars in a year.
>Pat @ Whitby | 26/3/2012 13:07 {v=61} :: Exactly what I said, Mo. It's not the actors, it's the writing.
Sarah @ Dundee | 26/3/2012 13:30 {v=12} :: Three Sarahs in one comments section! Anyway, she's from my home town and we're all very proud of her up here.
Jim @ Newcastle | 26/3/2012 14:05 {v=9} :: My wife is devastated. I've been told to make a cup of tea and keep quiet.
Lisa @ Manchester | 26/3/2012 14:40 {v=27} :: Her leaving interview in the Sunday supplement was lovely. She said she wants to spend more time with her son before he goes off to university. Can't argue with that.
Frank @ Kent | 26/3/2012 15:12 {v=15} :: No relation to the character, before anybody asks!
Angela @ Liverpool | 26/3/2012 15:48 {v=20} :: I'd watch a spin-off with just her and Nana Bet running the café. Somebody make it happen.
Chris @ Derby | 26/3/2012 16:20 {v=-3} :: The hair in the photo is a bit much.
>Angela @ Liverpool | 26/3/2012 16:33 {v=34} :: It's a wig for the part, Chris. Come on.
Wendy @ Plymouth | 26/3/2012 17:01 {v=11} :: When's her last episode? Does anyone know? I'll record it.
>Ruth @ Norwich | 26/3/2012 17:18 {v=8} :: The article says the autumn, Wendy, but no date yet.
"""


def _entries() -> list[Entry]:
    es = talk(_GAZ)
    for e in es:
        name, town, time = e.who, *e.at.split(" | ")
        e.who, e.at = name, f"{town} | {time}"
    return es


def _one(e: Entry, i: int, *, top: bool) -> str:
    town, time = e.at.split(" | ")
    cid = (8801 if top else 9901) * 1000 + i
    up, down = (e.votes, 0) if e.votes >= 0 else (0, -e.votes)
    up += (i * 7) % 13
    down += (i * 5) % 11
    return (
        f'<div class="mg-c{" mg-reply" if e.depth else ""}" id="{"top" if top else "c"}{cid}"><div class="mg-cm">'
        f'<img src="/_avatar/mg-{i}.png" width="30" height="30" alt=""><span class="mg-nm"><a href="/registration/profile/{cid}">{esc(e.who)}</a></span>, '
        f'<span class="mg-loc">{esc(town)}</span>, <span class="mg-t">{esc(time)}</span></div>'
        f'<div class="mg-tx">{paras(e.raw)}</div><div class="mg-rt"><a class="up" href="#">▲ {up}</a> <a class="dn" href="#">▼ {down}</a>'
        f' <span class="mg-net">Rating {up - down:+d}</span>'
        + ("" if top else ' · <a href="#reply">Reply</a>')
        + ' · <a href="/report-abuse">Report abuse</a></div></div>'
    )


def gazette_tabs() -> Case:
    es = _entries()
    seeds = truth(es)
    order = sorted(range(len(es)), key=lambda k: -es[k].votes)[:4]
    top = "".join(_one(es[k], k, top=True) for k in order)
    kids: dict[int | None, list[int]] = {}
    for i, e in enumerate(es):
        kids.setdefault(e.parent, []).append(i)
    allc = "".join(
        _one(es[i], i, top=False) + "".join(_one(es[k], k, top=False) for k in kids.get(i, []))
        for i in kids[None]
    )
    after = (
        '<div class="mg-talk" id="readers"><h3>Share or comment on this article</h3>'
        f'<p class="mg-cnt"><b>{len(es)}</b> comments · <a href="#all">View all</a></p>'
        '<p class="mg-note">The comments below have been moderated in advance. The views expressed are those of our readers and do not necessarily reflect the views of The Morning Gazette.</p>'
        '<ul class="mg-tabs"><li class="on"><a href="#top">Top comments</a></li><li><a href="#all">All comments</a></li></ul>'
        f'<div class="mg-pane" id="top"><h4>Top rated</h4>{top}</div>'
        f'<div class="mg-pane" id="all"><h4>All comments ({len(es)}), oldest first</h4>{allc}</div>'
        '<form class="mg-form"><p>Add your comment</p><textarea rows="4" cols="60"></textarea><p>Your name <input> Your town <input></p>'
        '<p><input type="submit" value="Submit comment"></p></form></div>'
    )
    side = (
        most_list(
            "gazette",
            "Most read in Showbiz",
            """
Kerry-Ann Vance to quit Harbour Lane after 14 years | 88,210
Talent show judge storms off live broadcast | 71,455
Pop star's wedding: the guest list revealed | 54,002
Chat show host apologises for on-air gaffe | 33,918
Reality star's secret cookbook deal | 21,340
""",
            "reads",
        )
        + most_list(
            "gazette",
            "Most commented",
            """
Budget 2012: pensioners' 'granny tax' row | 2,871
Talent show judge storms off live broadcast | 1,204
Should the school day be longer? | 986
Kerry-Ann Vance to quit Harbour Lane after 14 years | 34
""",
            "comments",
            "mc",
        )
        + box(
            "gazette",
            "Femail today",
            "<ul>"
            + "".join(
                f'<li><a href="#">{esc(x)}</a></li>'
                for x in (
                    "The spring coats every high street has copied",
                    "Why your fringe is ageing you",
                    "Mother of three runs twelve marathons in twelve months",
                    "The 99p beauty buy that sold out in a day",
                )
            )
            + "</ul>",
        )
        + poll(
            "gazette",
            "Will you keep watching Harbour Lane?",
            """
Yes | 52%
No | 31%
I stopped years ago | 17%
""",
            "9,824",
        )
        + social("gazette", 412_990, 208_410)
    )
    piece = Piece(
        "Kerry-Ann Vance to quit Harbour Lane after 14 years as café owner Julie Shand",
        "By Hannah Croft, Showbiz Reporter",
        "2012-03-26T07:40:00+01:00",
        "PUBLISHED: 07:40, 26 March 2012 | UPDATED: 08:05, 26 March 2012",
        """
Kerry-Ann Vance is to leave Harbour Lane after fourteen years as café owner Julie Shand, the soap's producers confirmed last night.

The 41-year-old actress, who joined the show in 1998, will film her final scenes in the summer and her last episode will be shown in the autumn.

'It has been the privilege of my working life,' she said in a statement. 'But I want to spend some time with my son before he goes to university, and to go back on the stage.'

Producers said the character's exit would be 'dramatic' but declined to say whether Julie would be killed off. Her screen father Frank Shand was written out last year after a long illness storyline that drew the programme's highest ratings for a decade.
""",
        dek="Actress, 41, will film her final scenes this summer. Producers promise a 'dramatic' exit.",
        section="Showbiz",
        caption="Kerry-Ann Vance at the soap awards last year.",
    )
    return case(
        "cl-gazette-tabs",
        "discussion",
        "gazette",
        piece,
        Bits(
            after=after,
            side=side,
            style=".mg-tabs{list-style:none;padding:0;overflow:hidden}.mg-tabs li{float:left;margin-right:4px;background:#ddd;padding:3px 10px}.mg-tabs li.on{background:#0b2f5b}.mg-tabs li.on a{color:#fff}.mg-c{border-bottom:1px solid #e5e5e5;padding:6px 0}.mg-reply{margin-left:40px}.mg-cm{font-size:11px;color:#777}.mg-nm a{font-weight:bold}.mg-rt{font-size:11px}.up{color:green}.dn{color:#c00}",
            top="Monday, Mar 26 2012",
        ),
        seeds,
        path="/tvshowbiz/article-2120455/Kerry-Ann-Vance-quit-Harbour-Lane-14-years.html",
        reveal="on_load",
        container="div.mg-talk#readers: ul.mg-tabs (anchors), div.mg-pane#top (4 copies), div.mg-pane#all: div.mg-c (div.mg-cm 'NAME, TOWN, TIME', div.mg-tx > p, div.mg-rt arrows), replies div.mg-c.mg-reply after their parent",
        heading="Share or comment on this article",
        description="A national newspaper's showbusiness story of 2012 on its own CMS: 32 readers' comments (8 replies one level deep) printed twice over: a 'Top comments' pane of the four best rated (copies) and an 'All comments' pane of all 32, oldest first, both shown (the tabs are anchors); readers signed 'NAME, TOWN, TIME' (three different readers called Sarah, one Marcus answering under his own comment), one 'Anonymous'; arrow votes; most read and most commented with counts, a puff list, a poll, a social box. Most awkward: every top comment twice on the page, the reply indentation only a class, names shared by different readers.",
        lookalikes=("most read and most commented with counts", "a puff list"),
    )


def threads2_cl() -> list[Case]:
    return [gazette_tabs()]
