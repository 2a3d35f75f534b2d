"""Blind set CL: a political blog of 2012 on a WordPress-like theme, threaded comments six levels deep (the depth-6 setting) in the served
HTML (``ol.commentlist`` with ``ul.children``), the blogger answering, pingbacks and a trackback among the comments,
readers who share a first name; beside a poll, most-commented posts with counts, recent comments of other posts, a tag
cloud, an author bio and a blogroll. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Entry,
    Piece,
    bio,
    box,
    case,
    esc,
    latest_elsewhere,
    most_list,
    paras,
    poll,
    slug,
    social,
    tag_cloud,
    talk,
    truth,
)

_LOBBY = """
Dave H @ March 23, 2012 at 8:02 am :: Spot on about the leaflets. I live in the Fenwick ward and we got four from the Lib Dems, two from the Greens and exactly one from Labour, the week before polling day, with a photo of the candidate standing in front of a bus depot that closed in 2009.
>Gareth Pryce @ March 23, 2012 at 8:40 am {author} :: Dave, the bus depot photo is going straight into my talk at the branch AGM. Thanks.
>>Dave H @ March 23, 2012 at 9:05 am :: Happy to help. I've still got the leaflet if you want a scan.
Marjorie Lyle @ March 23, 2012 at 8:15 am :: I have voted Labour in every election since 1974 and I did not vote on Thursday. Nobody knocked on my door. Nobody phoned. I am seventy-eight and I am not hard to find, I have lived in the same house on Cressing Road for forty years. // That is the whole story as far as I am concerned.
>Sam @ March 23, 2012 at 8:31 am :: Marjorie, this is the comment the national party should read, not Gareth's five lessons (sorry Gareth).
>>Gareth Pryce @ March 23, 2012 at 8:44 am {author} :: No apology needed, Sam, I agree. Marjorie, thank you for writing it down.
>>>Marjorie Lyle @ March 23, 2012 at 10:20 am :: My granddaughter showed me how to do it. I shall be writing to the regional office as well.
>>>>Sam @ March 23, 2012 at 10:34 am :: Please do. Copy in the new MP while you're at it, she ought to know why she won.
>>>>>Rob Tanner @ March 23, 2012 at 11:02 am :: She knows why she won. She won because she spent eleven months knocking on doors like Marjorie's.
Pingback: Carrow Bridge by-election: the morning after « The Eastern Marginals @ March 23, 2012 at 9:10 am {ping} :: [...] Gareth Pryce over at Lobby Lines has a sharp piece on what went wrong for Labour, and the comments are worth reading too [...]
Rob Tanner @ March 23, 2012 at 9:12 am :: Lesson six: you can't parachute a candidate in from London three weeks before the close of nominations and expect a town like Carrow Bridge to take it quietly. The local party had a perfectly good candidate in Anita Desai-Morgan and everyone knew it.
>Sam @ March 23, 2012 at 9:20 am :: Was Anita even on the shortlist? I heard the shortlist was one name long.
>>Rob Tanner @ March 23, 2012 at 9:26 am :: Two names, officially. Make of that what you will.
>>>Kieran O'Dowd @ March 23, 2012 at 9:51 am :: I was at the selection meeting. It was two names and the second one withdrew the night before. I'm not going to say more than that on a public blog.
>>>>Gareth Pryce @ March 23, 2012 at 10:03 am {author} :: Understood, Kieran, and thanks. Readers: please don't start naming people in the comments, I'll have to delete it.
Neil Ferris @ March 23, 2012 at 9:30 am :: With respect, this is all a bit navel-gazing. Turnout was 31%. Seven out of ten people didn't vote for anybody. The real lesson is that nobody under fifty in Carrow Bridge thinks any of you are worth the walk to the polling station.
>Sarah K @ March 23, 2012 at 9:48 am :: I'm thirty-four and I walked to the polling station. In the rain. With a toddler. So that's not quite true.
>>Neil Ferris @ March 23, 2012 at 9:55 am :: Fair enough Sarah, you're the exception that proves the rule.
>>>Sarah K @ March 23, 2012 at 10:01 am :: That isn't what that phrase means, but I'll let it go.
>Tom Whitlock @ March 23, 2012 at 10:12 am :: Low turnout at a by-election in March is normal. Look at the figures for the last dozen by-elections, most are in the thirties. It's not a uniquely Carrow Bridge problem.
Sarah Beddoes @ March 23, 2012 at 9:58 am :: Different Sarah here (hello, other Sarah). I was a Labour councillor in the district until 2008. The Lib Dem candidate has been doing casework in that town for six years. People remember who sorted out their damp. // That is not a lesson you learn in a three week campaign, and it is not something a national press office can fix.
>Sarah K @ March 23, 2012 at 10:05 am :: Hello other Sarah! Completely agree about the casework.
>Gareth Pryce @ March 23, 2012 at 10:15 am {author} :: This is a better lesson two than mine was, frankly.
Anon E Mouse @ March 23, 2012 at 10:25 am :: Can't help noticing the Tory vote held up better than anyone predicted. Nobody in this thread seems to want to talk about that.
>Tom Whitlock @ March 23, 2012 at 10:40 am :: It fell by four points. "Held up better than predicted" is doing a lot of work there.
>>Anon E Mouse @ March 23, 2012 at 10:52 am :: The predictions had it falling by twelve. So yes, it held up.
Pingback: Five things we learned from Carrow Bridge | Red Fen Diaries @ March 23, 2012 at 11:20 am {ping} :: [...] I don't agree with all of Gareth's list, but his point about the postal votes is one I hadn't considered [...]
Priya Natarajan @ March 23, 2012 at 11:31 am :: On the postal votes point: the registration drive in the Eastfield estate was run by the Lib Dems, not by anyone else. They signed up 600 new postal voters over the winter. That alone is more than the majority. // - They had volunteers at the Saturday market every week from November - They had a stall outside the GP surgery - They followed up every single form by hand // Nobody else did any of that.
>Rob Tanner @ March 23, 2012 at 11:40 am :: This. Everyone's arguing about the candidate and the national picture, and the actual answer is 600 postal votes and a lot of cold Saturdays.
>Kieran O'Dowd @ March 23, 2012 at 11:58 am :: Priya, do you have a source for the 600? I'd like to use it at our next meeting.
>>Priya Natarajan @ March 23, 2012 at 12:15 pm :: The electoral register changes are public. Compare the November and February registers for Eastfield ward. I did it by hand over two evenings, it's not exciting but it's all there.
Graham Pell @ March 23, 2012 at 12:30 pm :: I'm a Lib Dem activist from the next constituency along and I came over to help for the last fortnight. For what it's worth, the thing that surprised me most was how often people on the doorstep mentioned the swimming pool closure. Not the economy, not the coalition, the pool.
>Gareth Pryce @ March 23, 2012 at 12:48 pm {author} :: Thanks for coming over from the other side, Graham, genuinely useful. The pool closure was a Labour-run county council decision, wasn't it?
>>Graham Pell @ March 23, 2012 at 1:05 pm :: It was. And the leaflet with the empty pool on the front was, I'm told, the best performing leaflet of the campaign.
Trackback: Lobby Lines on Carrow Bridge @ March 23, 2012 at 1:10 pm {ping} :: A good read from Gareth Pryce on the by-election result.
Dave Hollins @ March 23, 2012 at 1:22 pm :: Not the same Dave as the first comment! Just wanted to say that this is the best thing I've read on the result, and I've read the lot. Far better than the Sunday papers will manage.
Margaret (Carrow Bridge) @ March 23, 2012 at 2:14 pm :: I was a teller at St Luke's on the day. Quiet all morning, then a queue of young mums at three o'clock after the school run, then nothing until seven. Most people I spoke to had made up their minds weeks ago.
Neil Ferris @ March 23, 2012 at 3:40 pm :: Having read the rest of the thread I take back some of what I said earlier. Priya's numbers are more convincing than my cynicism.
>Priya Natarajan @ March 23, 2012 at 4:02 pm :: That's very gracious of you, Neil. Thank you.
Jo @ March 23, 2012 at 5:17 pm :: Will you be doing a follow-up once the new MP has been in for six months? I'd read that.
>Gareth Pryce @ March 23, 2012 at 5:30 pm {author} :: Yes, that's the plan. September, probably.
"""


def _wp(es: list[Entry]) -> str:
    """The WordPress-like list: li.comment.depth-N (li.pingback for pingbacks and trackbacks), ul.children."""
    kids: dict[int | None, list[int]] = {}
    for i, e in enumerate(es):
        kids.setdefault(e.parent, []).append(i)

    def li(i: int) -> str:
        e = es[i]
        cid = 4410 + i * 3
        odd = "odd alt" if i % 2 else "even"
        if "ping" in e.flags:
            kind = "trackback" if e.who.startswith("Trackback") else "pingback"
            title = e.who.split(": ", 1)[1]
            return (
                f'<li class="{kind} {odd} thread-{odd.split()[0]} depth-1" id="comment-{cid}"><div class="comment-body">'
                f'{kind.capitalize()}: <a href="http://example.org/{slug(title)[:30]}/" rel="external nofollow" class="url">{esc(title)}</a>'
                f"<p>{esc(e.body)}</p></div></li>"
            )
        by = " bypostauthor" if "author" in e.flags else ""
        sub = ""
        if i in kids:
            sub = '<ul class="children">' + "".join(li(k) for k in kids[i]) + "</ul>"
        return (
            f'<li class="comment {odd} depth-{e.depth + 1}{by}" id="li-comment-{cid}"><div id="comment-{cid}" class="comment-body">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/gr-{cid}.svg" class="avatar avatar-40 photo" height="40" width="40">'
            f'<cite class="fn">{esc(e.who)}</cite> <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(e.at)}</a></div>'
            f"{paras(e.raw)}"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div></div>{sub}</li>'
        )

    return '<ol class="commentlist">' + "".join(li(i) for i in kids[None]) + "</ol>"


def lobby_threaded() -> Case:
    es = talk(_LOBBY)
    seeds = truth(es)
    n_all = len(es)
    after = (
        f'<div id="comments"><h3 id="comments-title">{n_all} Responses to <em>Five lessons from Carrow Bridge</em></h3>'
        + _wp(es)
        + '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><label>Name (required)</label><input name="author" size="22"></p><p><label>Mail (will not be published) (required)</label><input name="email" size="22"></p>'
        '<p><label>Website</label><input name="url" size="22"></p><p><textarea name="comment" cols="58" rows="8"></textarea></p>'
        '<p><input name="submit" type="submit" value="Submit Comment"></p></form>'
        '<p class="subscribe"><input type="checkbox"> Notify me of follow-up comments by email.</p></div></div>'
    )
    side = (
        poll(
            "lobby",
            "Who will win the Hexley South by-election in June?",
            """
Labour | 41%
Liberal Democrat | 23%
Conservative | 22%
Someone else | 14%
""",
            "1,207",
        )
        + most_list(
            "lobby",
            "Most commented",
            """
Five lessons from Carrow Bridge | 41
The pasty row is not about pasties | 118
Why I'm not joining the Twitter mob this time | 87
A letter to my local party chairman | 64
Ten years of Lobby Lines | 39
""",
            "comments",
            "mc",
        )
        + latest_elsewhere(
            "lobby",
            "Recent Comments",
            """
Ray Cutler | The pasty row is not about pasties | It was never going to survive contact with Greggs.
Jo | A letter to my local party chairman | Did he ever reply?
Harriet S | Why I'm not joining the Twitter mob this time | You're giving them far too much credit here.
Dave H | Ten years of Lobby Lines | Congratulations, and here's to ten more.
""",
        )
        + tag_cloud(
            "lobby",
            "by-elections,Labour,Lib Dems,coalition,budget,NHS bill,local government,polling,Carrow Bridge,party funding,Scotland,Europe",
        )
        + bio(
            "lobby",
            "Gareth Pryce",
            "spent nine years as a press officer for a trade union before going freelance. He writes about elections, local government and the Labour Party, not always kindly.",
        )
        + box(
            "lobby",
            "Blogroll",
            "<ul>"
            + "".join(
                f'<li><a href="http://{slug(x)}.example.org/">{esc(x)}</a></li>'
                for x in (
                    "Red Fen Diaries",
                    "The Eastern Marginals",
                    "Swingometer Sunday",
                    "Councillor Jane's Notebook",
                    "Polls Apart",
                )
            )
            + "</ul>",
        )
        + social("lobby", 1840, 5211)
    )
    piece = Piece(
        "Five lessons from Carrow Bridge",
        "Posted by Gareth Pryce",
        "2012-03-23T07:30:00+00:00",
        "March 23, 2012",
        """
Labour lost Carrow Bridge last night by 1,142 votes, on a turnout of 31 per cent, in a seat it had held since 1997. The party will say that by-elections are always strange. They are. But this one was lost in ways that were visible weeks ago to anyone who spent an afternoon in the town.

First, the leaflets. Voters received far more literature from the Liberal Democrats than from anybody else, and theirs was local, specific and delivered by people who live there.

Second, the candidate. A selection run in a hurry from outside the constituency produced a candidate who was capable and likeable and who had never been to Carrow Bridge before February.

Third, the postal votes. The winning party registered a remarkable number of new postal voters over the winter, and they did it in exactly the estates where Labour assumed it was safe.

Fourth, the issue nobody in London had heard of: the closure of the town's swimming pool. Fifth, and most uncomfortable: a party that takes a place for granted is usually the last to find out.
""",
        tags=("by-elections", "Carrow Bridge", "Labour"),
        caption="The count at Carrow Bridge leisure centre, 1.40am.",
    )
    return case(
        "cl-lobby-threaded",
        "discussion",
        "lobby",
        piece,
        Bits(
            after=after,
            side=side,
            style="ol.commentlist,ul.children{list-style:none}ul.children{margin-left:30px}li.bypostauthor>.comment-body{background:#f8efe9}.comment-body{border-bottom:1px solid #eee;padding:6px 0}.says{color:#999}",
        ),
        seeds,
        path="/2012/03/23/five-lessons-from-carrow-bridge/",
        reveal="on_load",
        container="div#comments > ol.commentlist > li.comment.depth-N (div.comment-body: div.comment-author cite.fn, div.comment-meta, p…, div.reply), ul.children; li.pingback / li.trackback among them",
        heading="41 Responses to Five lessons from Carrow Bridge",
        description="A political blog of 2012 on a WordPress-like theme: 'Five lessons from Carrow Bridge', 41 responses of which 38 are readers' comments (the blogger answers 6 times) and 3 a pingback, a pingback and a trackback in the list; threads six levels deep (the theme's depth-6 setting); two Sarahs and two Daves; a comment with a list; a poll, most commented with counts, recent comments of other posts, a tag cloud, an author bio, a blogroll, social counts. Most awkward: the thread six levels deep, pingbacks and a trackback among the comments, and the response count (41) that counts them.",
        lookalikes=("recent comments of other posts", "most commented with counts"),
    )


def threads_cl() -> list[Case]:
    return [lobby_threaded()]
