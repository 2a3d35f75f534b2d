"""Blind set CK: a mixed page: a light-verse site's weekly limerick competition results (ten shortlisted limericks,
each with its writer's name and town, the judge's note on some) above a real discussion of 14 readers' comments in
a Drupal-like threaded list with "Submitted by NAME on DATE" lines, replies indented, the editor's answers. Every
name, place and verse invented for this set; each comment and limerick written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ck_common import Case, Parts, Post, body, case, esc, lis, talk, truth, widget

_LIMERICKS = """
Winner | A plumber who worked out of Crewe / Kept a goldfish he called Mr Blue. / When the pipes all went wrong / He'd just hum it a song, / And the fish knew exactly what to do. | Gordon Frain | Nantwich | A perfect last line: it shouldn't scan, and yet it does.
Runner-up | Said a vicar from Upton-on-Severn, / "I've been told I'm a shoo-in for heaven." / But he'd nicked the church roof / (There's no shortage of proof), / So they've knocked his odds down to eleven. | Alison Teague | Malvern | The bookmaker's twist earned this one its place.
Runner-up | There's a cat on our street called Lucinda / Who sits all day long at the window. / She judges the post, / She despises the most / Any parcel addressed to our Linda. | Pete Wojcik | Reading |
Highly commended | An insomniac banker named Lear / Counted sheep, and then shares, and then beer. / By the dawn he had found / He'd lost forty-two pound / And a herd he'd mislaid in Kashmir. | Mary Odell | Hove |
Highly commended | When my mother-in-law came to stay / She said, "Only a fortnight, okay?" / That was nineteen-nineteen. / She's a hundred-and-teen. / We've stopped asking which week is the day. | Ron Bayliss | Stockport |
Highly commended | A young poet who lived in a van / Never managed to make his lines scan. / He would try and he'd try / Till the sun left the sky, / But he'd always have one syllable too many in the last one, the poor man. | Kate Imrie | Perth | Breaking the rules on purpose is allowed, if it's this funny.
Shortlisted | A cyclist who rode up Ben Nevis / Said, "The view is quite good, but I've never seen this: / My legs have gone numb / And I can't feel my bum." / Then he toppled right over, and left us. | Sunil Mehta | Fort William |
Shortlisted | The hen-party came off the train / In the teeth of a gale and the rain. / With their veils all awry / And their tiaras held high / They were singing "It's raining men" again. | Nicola Barr | Blackpool |
Shortlisted | There once was a chap from Dundee / Who was stung on the nose by a bee. / When they asked, "Does it hurt?" / He said, fairly curt, / "No, the bee was the one stung by me." | Angus Reid | Dundee |
Shortlisted | My allotment's a thing of great pride: / I've got onions and leeks side by side. / But the slugs, I regret, / Are the best I've grown yet, / And they've eaten the rest, and my bride's. | Derek Pym | Ely |
"""

_THREAD = """
Hilary Stokes @ Tue, 09/10/2012 - 09:12 :: Congratulations Gordon! The goldfish one made me laugh out loud on the train. The man opposite moved seats.
  Gordon Frain @ Tue, 09/10/2012 - 10:40 :: Thank you Hilary! It's based on my actual plumber, who does actually hum. The goldfish I made up.
Pete Wojcik @ Tue, 09/10/2012 - 09:35 :: Third place, I'll take it. Lucinda says thank you too, from the windowsill, with contempt.
Bernard Lusk @ Tue, 09/10/2012 - 11:02 :: I have to say I don't understand why Kate Imrie's was commended when the last line breaks every rule of the form. If we're rewarding limericks that don't scan, I have a drawer full of them at home.
  *Fran Adeyemi (editor) @ Tue, 09/10/2012 - 11:30 :: Bernard, that's rather the joke! The poet in the limerick can't make his lines scan, and neither, gloriously, does the last line. Our judge loved it and so did I. // But we do hear you, and next month's competition will be strictly classical. Five lines, AABBA, anapaests only.
    Bernard Lusk @ Tue, 09/10/2012 - 12:15 :: Now THAT I look forward to.
    Kate Imrie @ Tue, 09/10/2012 - 13:01 :: Bernard, I promise I can do it properly too. I just didn't want to :)
      Bernard Lusk @ Tue, 09/10/2012 - 13:20 :: Fair enough, and it is funny. I withdraw the complaint. Mostly.
Sue Carver @ Tue, 09/10/2012 - 14:48 :: Ron Bayliss's mother-in-law one is going straight on the fridge. Mine is coming at Christmas. For "a few days".
Anonymous @ Tue, 09/10/2012 - 16:22 :: Does anyone know when the theme for the October comp is announced?
  *Fran Adeyemi (editor) @ Tue, 09/10/2012 - 16:50 :: Friday morning, as always. Hint: it has something to do with autumn, and something to do with trains.
Jim O'Hare @ Wed, 10/10/2012 - 08:05 :: First time entering and I didn't make the shortlist, but reading these I can see why. Mine was about a bus driver from Leeds and I rhymed "Leeds" with "Leeds". Back to the drawing board.
  Hilary Stokes @ Wed, 10/10/2012 - 08:44 :: Jim, rhyming Leeds with Leeds is a bold avant-garde choice. Keep entering!
Derek Pym @ Wed, 10/10/2012 - 19:30 :: For the record, my wife has read the allotment one and she's not speaking to me. Worth it.
"""


def verse_limericks() -> Case:
    es = talk(_THREAD)
    comments = truth(es)
    verses = []
    for line in _LIMERICKS.strip().splitlines():
        place, text, name, town, note = (x.strip() for x in (line + " ").split("|"))
        lines = "<br>".join(esc(x.strip()) for x in text.split(" / "))
        verses.append(
            f'<div class="tv-entry"><p class="tv-place">{esc(place)}</p><p class="tv-verse">{lines}</p>'
            f'<p class="tv-poet">{esc(name)}, {esc(town)}</p>'
            + (f'<p class="tv-judge">Judge\'s note: {esc(note)}</p>' if note else "")
            + "</div>"
        )
    inside = '<div class="tv-results">' + "".join(verses) + "</div>"
    ids = [3811 + 4 * i for i in range(len(es))]

    def item(i: int) -> str:
        e = es[i]
        kids = [k for k, x in enumerate(es) if x.parent == i]
        cls = "comment clearfix" + (" comment-by-node-author" if e.author else "")
        sub = '<div class="indented">' + "".join(item(k) for k in kids) + "</div>" if kids else ""
        who = (
            esc(e.who)
            if e.who == "Anonymous"
            else f'<a href="/user/{ids[i]}" class="username">{esc(e.who)}</a>'
        )
        return (
            f'<a id="comment-{ids[i]}"></a><div class="{cls}"><div class="submitted">Submitted by {who} on {esc(e.at)}</div>'
            f'<div class="content"><div class="field-name-comment-body">{body(e.text)}</div></div>'
            f'<ul class="links inline"><li class="comment-reply"><a href="/comment/reply/77/{ids[i]}">reply</a></li><li><a href="/comment/{ids[i]}#comment-{ids[i]}">permalink</a></li></ul></div>{sub}'
        )

    roots = [k for k, x in enumerate(es) if x.parent is None]
    after = (
        '<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>'
        + "".join(item(k) for k in roots)
        + '<h2 class="title comment-form">Add new comment</h2><form action="/comment/reply/77" method="post"><div><label>Your name</label> <input type="text" name="name"></div>'
        '<div><label>Comment *</label><textarea name="comment_body" rows="5"></textarea></div><input type="submit" value="Save"></form></div>'
    )
    side = (
        widget(
            "lit-verse",
            "This month's competition",
            "<p>Theme: <b>Autumn on the rails</b>. Form: the classical limerick. Closing date 31 October. Prize: a year's subscription and a book token.</p>",
        )
        + widget(
            "lit-verse",
            "Recent comments",
            lis(
                "Sonnet 2012: the shortlist | Lovely to see a Petrarchan one win.\nClerihew corner | Who knew Gladstone rhymed with anything?\nSonnet 2012: the shortlist | Congratulations to all!",
                fmt="{a}: <em>{b}</em>",
            ),
        )
        + widget(
            "lit-verse",
            "Popular content",
            lis(
                "How to write a limerick (and how not to)\nThe double dactyl: a field guide\nSonnet 2012: the shortlist"
            ),
        )
        + widget("lit-verse", "Who's online", "<p>There are currently 2 users and 31 guests online.</p>")
    )
    post = Post(
        "Limerick competition: September's winners",
        "Submitted by Fran Adeyemi",
        "2012-10-09T08:00:00+01:00",
        "Tue, 09/10/2012 - 08:00",
        """
Thank you to everyone who entered September's limerick competition, theme "Jobs and the people who do them" (loosely interpreted, as you'll see). We had 214 entries, our biggest month yet. Our guest judge, the comic poet Alan Marsh, read every one of them, twice, and says he has not laughed so much since 1983.

Here are the winner, the runners-up and the shortlist, with some of Alan's notes. Gordon Frain wins a year's subscription to The Tuesday Verse and a £20 book token.
""",
        tags=("competitions", "limericks"),
    )
    return case(
        "ck-verse-limericks-mixed",
        "mixed",
        "lit-verse",
        post,
        Parts(
            inside=inside,
            after=after,
            side=side,
            style=".tv-entry{border-left:3px solid #5b3a78;padding:2px 10px;margin:10px 0}.tv-place{font-weight:bold;text-transform:uppercase;font-size:11px;margin:0}.tv-verse{font-style:italic;margin:2px 0}.tv-poet{font-size:12px;margin:0}.tv-judge{font-size:11px;color:#777;margin:0}"
            ".comment{border-top:1px solid #e5e5e5;padding:6px 0}.indented{margin-left:25px}.submitted{font-size:11px;color:#777}.comment-by-node-author{background:#f4f0f8}ul.links.inline{list-style:none;padding:0;font-size:11px}ul.links.inline li{display:inline;margin-right:8px}",
        ),
        comments,
        path="/competitions/limerick-september-2012-winners",
        container="div#comments.comment-wrapper: div.comment (div.submitted 'Submitted by NAME on DATE', div.content div.field-name-comment-body p, ul.links) with replies in div.indented",
        heading="Comments",
        description="A UK light-verse site of 2012 on a Drupal-like system: the results of a limerick competition (ten shortlisted limericks, each with place, the verse, 'NAME, TOWN' and sometimes the judge's note) in the post, then 14 reader comments threaded three levels with the editor's answers marked; this month's competition, recent comments of other posts, popular content. Most awkward: ten named readers' verses right above the real comments, some commenters also among the poets.",
        lookalikes=("a limerick competition's shortlist", "recent comments of other posts"),
    )


def mixed_ck() -> list[Case]:
    return [verse_limericks()]
