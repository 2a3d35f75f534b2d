"""Blind set CK: two long discussions in the served HTML. A WordPress blog's threaded comments five levels deep (an
urban homesteading blog on a city council's vote on backyard hens; 36 entries: 34 reader comments, the blogger's
answers marked, two pingbacks among them, a reader's quoted comment, a bullet list, links, likes), and a Blogger
blog's flat list of 64 entries, the longest thread of the set (a local cinema-history blog's post on a demolished
picture house: memories long and short, "Anonymous" readers, two readers called Sarah, typed "@Name" answers, two
entries removed by their authors). Every name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ck_common import (
    Case,
    Parts,
    Post,
    body,
    case,
    esc,
    lis,
    num,
    talk,
    truth,
    widget,
)

WP_THREAD = """
Marge Pelletier @ March 7, 2012 at 9:14 pm [12] :: Finally! I have been waiting since 2009 for this. Four hens is plenty for a family and nobody on my street will even know they're there. Thank you for sitting through all three hours of that meeting so the rest of us didn't have to.
  *Dana Whitcomb @ March 7, 2012 at 9:31 pm [4] :: Ha, it was closer to three and a half, Marge. The zoning item before ours took forever. I brought knitting.
    Marge Pelletier @ March 7, 2012 at 9:40 pm :: Smart woman.
Ray Ostrowski @ March 7, 2012 at 9:52 pm [3] :: I'm going to be the wet blanket here. My neighbour two doors down had chickens "illegally" for years and the rats were unbelievable. I'm not against people having a hobby but the ordinance says nothing about how feed has to be stored, and that's where the problems come from.
  Priya Sundaram @ March 7, 2012 at 10:05 pm [9] :: Ray, rats come for feed left out, not for chickens. The ordinance actually does cover it, it's in section 4(c): "all feed shall be kept in rodent-proof containers." It's on the city's site here: http://www.millbrook-il.gov/council/ord-2012-14.pdf if you want to read the whole thing.
    Ray Ostrowski @ March 7, 2012 at 10:20 pm [2] :: OK, fair enough, I missed that. Still doesn't mean anybody's going to check.
      Priya Sundaram @ March 7, 2012 at 10:26 pm :: True. But that's true of every ordinance, isn't it? Nobody checks whether I mow my lawn either until someone complains.
        Ray Ostrowski @ March 7, 2012 at 10:41 pm [5] :: Touché. I'll reserve judgement until spring. If I see a rat I'm blaming you personally, Priya.
        Priya Sundaram @ March 7, 2012 at 10:44 pm [7] :: Deal :)
Jen @ March 7, 2012 at 10:12 pm :: Does anyone know if the permit fee is per year or one time? The article in the Record said $25 but didn't say.
  *Dana Whitcomb @ March 7, 2012 at 10:30 pm :: It's $25 the first year and $10 a year after that to renew, as long as you pass the first inspection. I'll add that to the post.
    Jen @ March 8, 2012 at 6:55 am :: Thank you!
PING @ March 8, 2012 at 8:02 am :: Millbrook Moms Network :: Chickens are coming to Millbrook (and what it means for your kids)
Hal Dempsey @ March 8, 2012 at 8:17 am [1] :: No roosters is the right call. I grew up on a farm in Macoupin County and I can tell you a rooster at 4:45 in the morning is not a sound anybody in town should have to put up with. Hens are quiet. They make a little fuss when they lay and that's it.
  Cluckingham Palace @ March 8, 2012 at 9:03 am [6] :: Seconding this. We had a "hen" from the feed store that turned out to be a rooster at about 16 weeks. We found him a home on a farm out by Tolono, which is what you have to do. Check your chicks, people!
    Jen Alvarado @ March 8, 2012 at 9:48 am :: How do you tell at that age? Asking for a friend (me).
      Cluckingham Palace @ March 8, 2012 at 10:10 am [3] :: Combs and wattles get red and big much earlier on the boys, and the tail feathers come in long and curved. Honestly the easiest way is to wait until he tries to crow. Ours sounded like a car alarm with a cold.
        Jen Alvarado @ March 8, 2012 at 10:14 am :: A car alarm with a cold. I'm dying.
Sue Ann Bickel @ March 8, 2012 at 11:26 am :: I was at the meeting too and I wanted to say that the council member from the 3rd ward who said chickens "belong on farms, not in subdivisions" lives on a two acre lot with a pond. Just saying.
  Tom K. @ March 8, 2012 at 12:02 pm [2] :: Ha, I noticed that too. Anyway it passed 6 to 3, that's what counts.
Nate Guerrero @ March 8, 2012 at 1:40 pm [4] :: For everyone asking on Facebook, here's roughly what you need before you apply: // - a coop with at least 4 square feet per bird | a run that's covered or fenced at 6 feet | the coop 25 feet from any neighbour's house (not property line, house) | signed notice to your adjoining neighbours (they don't have to agree, just be told) // I built mine from an old playhouse for about $140 in lumber and hardware cloth. Happy to show anybody who wants to come by on a Saturday.
  *Dana Whitcomb @ March 8, 2012 at 2:05 pm [3] :: This is a great summary Nate, thanks. I'm going to link to it from the FAQ page.
  Lorraine Fitch @ March 8, 2012 at 3:33 pm :: I would love to see the playhouse coop! I'm on Ash Street, near the school.
    Nate Guerrero @ March 8, 2012 at 4:01 pm :: Lorraine, I'm on Ash too, the blue house with the mailbox shaped like a fish. Come by anytime Saturday morning.
Bill from the 5th Ward @ March 8, 2012 at 6:12 pm [1] :: Property values. Nobody has mentioned property values. Would you buy a house next to a chicken coop? I wouldn't.
  Marge Pelletier @ March 8, 2012 at 6:40 pm [8] :: Bill, I'd buy a house next to a chicken coop long before I'd buy one next to the house on my corner with three cars on blocks in the yard. Which is legal, by the way.
    Bill from the 5th Ward @ March 8, 2012 at 7:15 pm :: Two wrongs don't make a right Marge.
      Tom K. @ March 8, 2012 at 7:30 pm [4] :: Nobody's arguing about wrongs, Bill. Four hens in a tidy coop is not a wrong.
PING @ March 9, 2012 at 7:45 am :: The Prairie Grower :: Links for the week: seed swaps, chicken laws and a very good rhubarb crumble
Greg M. @ March 9, 2012 at 8:30 am :: Long time reader, first time commenting. My wife and I have been on the fence about this for a year and your post finally convinced us. Question: what breed would you recommend for a beginner with small kids? We'd like friendly over lots of eggs.
  *Dana Whitcomb @ March 9, 2012 at 9:12 am [2] :: Welcome Greg! Buff Orpingtons, hands down. They're big fluffy sweethearts and they'll sit in a child's lap. Australorps are a close second. Avoid anything with "game" in the name.
    Priya Sundaram @ March 9, 2012 at 9:40 am :: Can confirm on the Orpingtons. Ours follows my daughter around the yard like a dog.
Anonymous @ March 9, 2012 at 11:02 am :: Good luck getting eggs in January when it's ten below.
  Cluckingham Palace @ March 9, 2012 at 11:20 am [2] :: > Good luck getting eggs in January when it's ten below. // We got two or three a week all last winter with a light on a timer in the coop. Fewer, sure. But not zero.
Walt Jedlicka @ March 9, 2012 at 4:48 pm :: I remember when half the houses on the north side had chickens, back in the fifties. My mother kept a dozen and sold eggs to the neighbours for 35 cents a dozen. Nobody thought anything of it. Funny how things come round again. // Good for you young folks. // Walt
Dana Whitcomb @ March 9, 2012 at 5:20 pm :: Walt, this made my whole week. If you ever want to write a guest post about the north side chickens I would be honoured to publish it.
"""


def wp_backyard() -> Case:
    es = talk(WP_THREAD)
    ids = [4120 + 7 * i for i in range(len(es))]

    def item(i: int, even: bool) -> str:
        e = es[i]
        cid = ids[i]
        if e.kind == "ping":
            site, title = e.text.split(" :: ")
            return (
                f'<li class="post pingback" id="li-comment-{cid}"><div class="comment-body" id="comment-{cid}">'
                f'<p>Pingback: <a href="http://example.org/{cid}" rel="external nofollow" class="url">{esc(site)} &raquo; {esc(title)}</a></p></div></li>'
            )
        kids = [k for k, x in enumerate(es) if x.parent == i]
        cls = f"comment {'even' if even else 'odd'} depth-{e.depth + 1}"
        if e.author:
            cls += " byuser comment-author-dana bypostauthor"
        who = (
            f'<a href="http://backyardcommons.example/" rel="external nofollow" class="url">{esc(e.who)}</a>'
            if e.author or e.who in ("Nate Guerrero", "Cluckingham Palace")
            else esc(e.who)
        )
        likes = (
            f'<span class="cr-like">Like ({e.votes})</span>'
            if e.votes
            else '<span class="cr-like">Like</span>'
        )
        inner = (
            f'<div id="comment-{cid}" class="comment-body"><div class="comment-author vcard">'
            f'<img alt="" src="/_avatar/bc-{num(e.who, 1, 40)}.svg" class="avatar avatar-40 photo" height="40" width="40">'
            f'<cite class="fn">{who}</cite> <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(e.at)}</a></div>'
            f"{body(e.text)}"
            f'<div class="reply">{likes} <a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div></div>'
        )
        sub = f'<ul class="children">{"".join(item(k, not even) for k in kids)}</ul>' if kids else ""
        return f'<li class="{cls}" id="li-comment-{cid}">{inner}{sub}</li>'

    roots = [k for k, x in enumerate(es) if x.parent is None]
    comments = truth(es)
    after = (
        f'<div id="comments"><h3 id="comments-title">{len(es)} Responses to &#8220;It passed! Backyard hens are legal in Millbrook&#8221;</h3>'
        '<ol class="commentlist">'
        + "".join(item(k, n % 2 == 0) for n, k in enumerate(roots))
        + '</ol><div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        "<p>Your email address will not be published. Required fields are marked *</p>"
        '<p><label for="author">Name *</label> <input id="author" name="author" type="text"></p>'
        '<p><label for="email">Email *</label> <input id="email" name="email" type="text"></p>'
        '<p><label for="url">Website</label> <input id="url" name="url" type="text"></p>'
        '<p><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p><input name="submit" type="submit" id="submit" value="Post Comment"></p>'
        '<p><input type="checkbox" name="subscribe"> Notify me of follow-up comments by email.</p></form></div></div>'
    )
    side = (
        widget(
            "wp-coop",
            "Subscribe",
            '<p>Enter your email address to get new posts by email.</p><form><input type="text" name="email"> <input type="submit" value="Subscribe"></form><p>Join 1,214 other subscribers</p>',
        )
        + widget(
            "wp-coop",
            "Recent Comments",
            lis(
                """
Pam Rudd | Seed swap at the library, Saturday 10 to 2 | I'll bring the purple podded beans again!
Dana Whitcomb | How I finally beat squash vine borers | Wrap the stems in foil, it really works.
Kevin O. | Canning tomatoes without losing your mind | My jars never seal on the first try, any tips?
Marge Pelletier | Seed swap at the library, Saturday 10 to 2 | See you there.
""",
                fmt="{a} on <em>{b}</em>: {c}",
            ),
        )
        + widget(
            "wp-coop",
            "Most Commented",
            lis(
                """
It passed! Backyard hens are legal in Millbrook | 36
Why I stopped tilling (and why you might too) | 27
The great rain barrel debate | 19
Canning tomatoes without losing your mind | 14
""",
                "ol",
                "{a} ({b})",
            ),
        )
        + widget(
            "wp-coop",
            "Tags",
            '<div class="tagcloud">'
            + "".join(
                f'<a href="/tag/{t.lower().replace(" ", "-")}/" style="font-size:{s}pt">{esc(t)}</a> '
                for t, s in (
                    ("chickens", 22),
                    ("city council", 14),
                    ("compost", 12),
                    ("beans", 9),
                    ("canning", 16),
                    ("rain barrels", 10),
                    ("seed saving", 11),
                    ("zoning", 13),
                    ("bees", 8),
                )
            )
            + "</div>",
        )
        + widget(
            "wp-coop",
            "Blogroll",
            lis("The Prairie Grower\nMillbrook Moms Network\nHen Scratch Quarterly\nOld Farmhouse Kitchen"),
        )
        + widget(
            "wp-coop",
            "Poll",
            "<p>Will you get hens this spring?</p><ul><li>Already have them! (31%)</li><li>Yes, ordering chicks (24%)</li><li>Maybe next year (29%)</li><li>Not for me (16%)</li></ul><p>Total voters: 212</p>",
        )
        + widget(
            "wp-coop",
            "On Facebook",
            '<div class="fb-box"><p>Backyard Commons on Facebook</p><p>1,087 people like Backyard Commons.</p></div>',
        )
    )
    post = Post(
        "It passed! Backyard hens are legal in Millbrook",
        "by Dana Whitcomb",
        "2012-03-07T20:45:00-06:00",
        "March 7, 2012",
        """
Tonight the Millbrook City Council voted 6 to 3 to allow backyard hens in residential zones. After three years of petitions, two public hearings and more letters to the editor than I care to count, it's done.

The short version: up to four hens per household, no roosters, a coop at least 25 feet from any neighbouring house, and a $25 permit with an inspection. The ordinance takes effect April 15.

I want to thank everyone who came out tonight, and especially the kids from the 4-H club who read their statements so bravely. I'll post a full FAQ later this week. In the meantime, ask away in the comments and I'll answer what I can.
""",
        tags=("chickens", "city council", "ordinance"),
    )
    inside = '<p class="bc-cats">Posted in <a href="/category/chickens/">Chickens</a>, <a href="/category/local/">Local politics</a> | <a href="#comments">36 Comments</a></p>'
    related = (
        '<div class="bc-related"><h4>Related posts</h4><ul>'
        '<li><a href="/2011/10/hearing-two/">Hen hearing, round two: what was said</a> (12 comments)</li>'
        '<li><a href="/2011/05/coop-plans/">Free coop plans for small yards</a> (9 comments)</li>'
        '<li><a href="/2010/08/why-hens/">Why I want hens (and why you might too)</a> (21 comments)</li></ul></div>'
    )
    return case(
        "ck-wp-hens",
        "discussion",
        "wp-coop",
        post,
        Parts(
            inside=inside + related,
            after=after,
            side=side,
            style=".commentlist,.children{list-style:none}.children{margin-left:30px}.comment-body{border-bottom:1px solid #e5e5e5;padding:8px 0}.bypostauthor>.comment-body{background:#f3f8ef}.pingback{font-size:11px;color:#777}.cr-like{font-size:11px;color:#888;margin-right:8px}",
        ),
        comments,
        path="/2012/03/07/it-passed-backyard-hens-are-legal-in-millbrook/",
        container="div#comments > ol.commentlist > li.comment.depth-N (div.comment-body: cite.fn, div.commentmetadata, p, div.reply) > ul.children, five levels; li.pingback among them",
        heading="36 Responses to “It passed! Backyard hens are legal in Millbrook”",
        description="A WordPress urban homesteading blog of 2012: a post on a council vote, 36 entries in a threaded list five levels deep (34 reader comments, the blogger's answers marked bypostauthor, one of them unmarked, two pingbacks among the comments), likes counts, a quoted comment, a bullet list, a link, a typed signature; sidebar with Recent Comments of other posts, Most Commented with counts, a tag cloud, a blogroll, a poll, a Facebook box; related posts with comment counts. Most awkward: the five-level chain, pingbacks between threads, 'Jen' and 'Jen Alvarado'.",
        lookalikes=(
            "recent comments of other posts",
            "most commented with counts",
            "related posts with comment counts",
        ),
    )


BLOGGER_THREAD = """
Brian Errington @ 14 June 2012 21:12 :: Gutted. I saw Jaws there in 1975 with my dad and didn't go in the sea at Whitley Bay for two summers.
Anonymous @ 14 June 2012 21:30 :: Thanks for posting these photos Ken. Sad day.
Moira @ 14 June 2012 21:47 :: My first date with my husband was at the Majestic in 1962. We saw The Longest Day, which was three hours of war and he held my hand for about ten minutes of it. We've been married 48 years this September. // I couldn't bring myself to go and watch them knock it down. I'll look at your pictures instead.
Sarah @ 14 June 2012 22:03 :: Moira that is the loveliest thing I've read all week.
Geordie Bob @ 14 June 2012 22:15 :: The balcony! Does anyone else remember the balcony? Two bob extra and worth every penny. You could drop Maltesers on the people below if the usherette wasn't looking.
Anonymous @ 14 June 2012 22:20 :: Bob that was YOU?? I knew it.
*Ken Liddell @ 14 June 2012 22:41 :: Bob, the balcony was closed off in 1974 when they split the screen, so if you were dropping Maltesers it was before that. I'm not going to ask for dates.
Pauline Hedley @ 15 June 2012 07:05 :: I worked there as an usherette from 1968 to 1971, straight from school. Mr Charlton was the manager, a very strict man but fair. We had maroon uniforms with gold piping and little caps that never stayed on. // The worst night was when the film broke in the middle of Where Eagles Dare and it took them forty minutes to fix it. The whole place was stamping their feet and I had to walk up and down the aisle with a torch telling people it would be five more minutes. Five more minutes, five more minutes. I still dream about it. // Happy times though. We were like a family.
Ken Liddell @ 15 June 2012 07:30 :: Pauline, would you be willing to talk to me for the book? I'd love to hear more about Mr Charlton. My email is on the About page.
Pauline Hedley @ 15 June 2012 08:12 :: Yes of course pet, I'll send you a message.
Dave T @ 15 June 2012 08:40 :: Smelled of damp and fags by the end, let's be honest. The last film I saw there was in 1986 and there were nine of us in the whole place. It was dying long before they shut it.
Anonymous @ 15 June 2012 09:02 :: Dave it smelled of damp and fags because everywhere smelled of damp and fags in 1986.
Linda Forster @ 15 June 2012 09:25 :: I can see my nana's house in the background of your third photo, the one with the scaffolding. Number 14 Station Road. She used to take us to the Saturday matinee every week and give us a quarter of pear drops each.
GONE @ 15 June 2012 10:01 :: Geordie Bob
Sarah @ 15 June 2012 10:17 :: Great blog, I've just found it through the Courant article. I'm going to read all the old posts now! I grew up in Prudhoe so I know the Regal better, is there a post on that?
Ken Liddell @ 15 June 2012 10:40 :: @Sarah (the second one!) yes, there's a whole series on the Regal, click the label on the right. Welcome aboard.
Sarah @ 15 June 2012 11:02 :: @Ken ha, I think I'm the first Sarah. Not to be confused with the other Sarah. We should wear badges.
Alan Ridley @ 15 June 2012 12:36 :: Does anybody know what happened to the organ? There was a Compton organ that came up out of the floor before the main feature in the fifties. My uncle played it on Saturday nights for a while.
Ken Liddell @ 15 June 2012 13:10 :: Alan, as far as I know it was sold to a private collector in Scotland in 1962. I've been trying to trace it for years. If your uncle has any photos I'd be very grateful.
Alan Ridley @ 15 June 2012 13:44 :: Sadly he passed away in 1998 but I'll ask my aunt. She kept everything.
Anonymous @ 15 June 2012 14:20 :: Another bit of the town gone so someone can build 24 flats nobody round here can afford. Disgrace.
Jimmy Charlton @ 15 June 2012 15:05 :: I think Mr Charlton the manager was my great-grandfather! Arthur Charlton? He died before I was born but my grandma always said he ran "the pictures". Pauline, do you remember if he had a moustache?
Pauline Hedley @ 15 June 2012 15:50 :: Jimmy, Arthur Charlton, yes! A little grey moustache and he always wore a carnation. He'd be very proud you asked.
Jimmy Charlton @ 15 June 2012 16:02 :: This is amazing. I'm going to show my grandma tonight. Thank you Pauline and thank you Ken for this blog.
Margaret Dodd @ 15 June 2012 17:31 :: I remember the queue going right round the corner into Priestpopple for The Sound of Music. It ran for eleven weeks. My mam took me four times.
Geordie Bob @ 15 June 2012 18:10 :: Sorry about the deleted one, wrong post. Anyway, Margaret is right, that queue was famous. There was a bloke who sold hot chestnuts to the people in it.
Steve W @ 15 June 2012 19:22 :: The Star Wars queue in 1978 was bigger. I was eight and I thought I was going to die of excitement.
Karen Lowes @ 15 June 2012 20:05 :: Ken, your photos from inside before the demolition are heartbreaking. The ceiling with the plaster sunburst, is that the original? It looks like it was still in decent nick.
Ken Liddell @ 15 June 2012 20:48 :: Karen, yes, the sunburst is original 1931 plasterwork. The developers agreed to let the Civic Society take a cast of one section before the demolition. It'll be on show at the library from July.
Karen Lowes @ 15 June 2012 21:15 :: That's something at least. I'll go and see it.
Anonymous @ 16 June 2012 00:42 :: saw the evil dead there at about 14 and lied about my age. the woman in the box office knew perfectly well.
Tony Bell @ 16 June 2012 09:10 :: Fantastic post and pictures, as always. A few facts for the record, from the old Kinematograph Year Books my dad kept: // - opened 12 October 1931 with "The Smiling Lieutenant" | 1,120 seats, 380 of them in the balcony | bought by the Essoldo chain in 1954 | twinned in 1974 | closed 3 May 1987, last film "Crocodile Dundee" // Happy to scan the pages if they'd be any use to you Ken.
Ken Liddell @ 16 June 2012 09:48 :: Tony, that would be wonderful, thank you. The Crocodile Dundee detail is new to me.
Sarah @ 16 June 2012 10:30 :: Crocodile Dundee as the last ever film is quite sad somehow.
Steve W @ 16 June 2012 11:05 :: @Sarah could have been worse. Could have been Howard the Duck.
Maureen Wake @ 16 June 2012 12:48 :: We went every Friday night as courting couples did. Back row, naturally. My father would wait up and ask what the film was about and I never once knew.
Anonymous @ 16 June 2012 13:16 :: Maureen you've made me laugh out loud on the bus.
Phil Armstrong @ 16 June 2012 14:40 :: Not to be a downer but I went past it on Wednesday and there's a whole wall still standing with the old "MAJ" letters on it. Someone should rescue them before they go in a skip.
Ken Liddell @ 16 June 2012 15:15 :: Phil, I've been in touch with the site manager. The letters are being saved, fingers crossed.
Irene Telford @ 16 June 2012 18:20 :: My dad was the projectionist from 1946 until about 1960, Harold Telford. He used to take me up to the box and I'd watch the beam through the little window with all the smoke curling through it. He said the carbon arc lamps were so hot you could fry an egg on them, and I believed him for years. // He always said the best film he ever ran was Brief Encounter and the worst was anything with Norman Wisdom, because the audience laughed so loudly he couldn't hear if the sound was right. // I have his union card and a few of his notebooks. Ken, if you want them for the book, they're yours to borrow.
Ken Liddell @ 16 June 2012 19:02 :: Irene, I'd treasure them. Harold's name is in the 1951 staff photo I posted last year, third from the left in the back row. I'll send you the link.
Irene Telford @ 16 June 2012 19:40 :: Oh my goodness I've just found it. That's him. I've not seen that photo before. I'm in bits.
Anonymous @ 16 June 2012 21:55 :: Fab blog.
Gary Nixon @ 17 June 2012 10:12 :: Went to the Majestic for my 10th birthday party in 1979. Superman. Mum had sandwiches in her handbag for all eight of us and we got told off for rustling the paper.
Carol @ 17 June 2012 11:30 :: I was at that party Gary! We sat in the front row and had cricks in our necks for a week.
Gary Nixon @ 17 June 2012 11:58 :: Carol Pattinson?! Haven't heard from you in 30 years. Small world.
GONE @ 17 June 2012 12:05 :: Anonymous
Eileen Robson @ 17 June 2012 13:40 :: Does anyone remember the Majestic's Christmas shows in the fifties? There was a pantomime on the stage before the film, with local children. I was a snowflake in 1957.
Margaret Dodd @ 17 June 2012 14:22 :: Eileen I was a snowflake too! 1958. We had cotton wool stuck on our cardigans.
Dave T @ 17 June 2012 16:05 :: OK I take back the damp and fags comment, reading all this has made me quite emotional. Good work Ken.
Ken Liddell @ 17 June 2012 16:30 :: Thanks Dave. It's been quite a week for all of us.
Andy Stokoe @ 17 June 2012 19:14 :: Here's the Chronicle piece from 1987 about the closure if anyone wants to read it: http://www.tynevalleyarchive.org.uk/majestic-closes-1987 . "The final reel" was the headline, somebody must have been proud of that.
Anonymous @ 18 June 2012 08:33 :: Is anyone organising anything to remember it? A plaque or something? Seems the least the council could do.
Ken Liddell @ 18 June 2012 09:05 :: There's a petition for a blue plaque on the new building. I'll put the details in a separate post this week.
Joan Charlton @ 18 June 2012 11:47 :: I'm Jimmy's grandma, Arthur's daughter-in-law. He showed me all of this last night. Arthur would have loved that people still remember the Majestic. He used to say it was "a palace for people who never had one". Thank you all.
Pauline Hedley @ 18 June 2012 12:30 :: Joan, that's just what he'd say. Bless you.
Brian Errington @ 18 June 2012 17:02 :: Still not going in the sea at Whitley Bay, for the record.
Lesley M @ 19 June 2012 09:50 :: My mum always said the Majestic was where she saw colour on a screen for the first time, The Wizard of Oz, and she gasped out loud when Dorothy opens the door. She's 86 now and I read her this whole page this morning. She cried and then she asked if I'd seen her glasses.
Sarah @ 19 June 2012 10:14 :: Lesley, your mum sounds wonderful.
Richard Hume @ 19 June 2012 21:30 :: A plea to the council: the Forum in Bellingham is next. Don't let it go the same way. Listed status application went in last month, please support it if you can.
Anonymous @ 20 June 2012 07:48 :: RIP the Majestic 1931 - 2012
*Ken Liddell @ 20 June 2012 18:00 :: Thank you all for these memories, over sixty comments now, which is more than the blog has had in three years put together. I'm reading every one and many of them will end up in the book, with your permission. Keep them coming. // Ken
Wendy Ogle @ 21 June 2012 13:12 :: Late to this but I just wanted to say I saw ET there with my grandad in 1982 and cried so hard he bought me a choc ice to stop me. Best choc ice of my life.
"""

# the two readers called Sarah: their Blogger profiles, in the order of their comments
_SARAHS = ("07182290411", "11449003762", "07182290411", "11449003762", "07182290411")


def blogger_majestic() -> Case:
    es = talk(BLOGGER_THREAD)
    comments = truth(es)
    out: list[str] = []
    sarah = 0
    for i, e in enumerate(es):
        cid = 7301554812 + 9173 * i
        owner = e.who == "Ken Liddell"
        if e.kind == "gone":
            name, text = (
                e.text,
                '<span class="deleted-comment">This comment has been removed by the author.</span>',
            )
        else:
            name, text = e.who, body(e.text, br=True, quote="blockquote")
        if name == "Anonymous":
            who = "Anonymous"
            av = '<img src="/_avatar/lp-anon.svg" width="35" height="35" alt="">'
        else:
            if name == "Sarah":
                pid = _SARAHS[sarah]
                sarah += 1
            else:
                pid = str(num(name, 10000000000, 19999999999))
            who = f'<a href="http://www.blogger.com/profile/{pid}" rel="nofollow">{esc(name)}</a>'
            av = f'<a href="http://www.blogger.com/profile/{pid}"><img src="/_avatar/lp-{pid}.svg" width="35" height="35" alt="" title="{esc(name)}"></a>'
        out.append(
            f'<dt class="comment-author{" blog-author" if owner else ""}" id="c{cid}"><a name="c{cid}"></a>'
            f'<div class="avatar-image-container vcard"><span dir="ltr">{av}</span></div>{who} said...</dt>'
            f'<dd class="comment-body" id="Blog1_cmt-{cid}"><p>{text}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{cid}" title="comment permalink">{esc(e.at)}</a></span>'
            f' <span class="item-control blog-admin pid-1490332"><a class="comment-delete" href="/delete-comment.g?blogID=88&amp;postID={cid}" title="Delete Comment"><img src="/_avatar/lp-del.svg" alt="" width="13" height="13"></a></span></dd>'
        )
    after = (
        f'<div class="comments" id="comments"><a name="comments"></a><h4>{len(es)} comments:</h4>'
        '<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">'
        + "".join(out)
        + '</dl></div><p class="comment-footer"><a href="/comment.g?blogID=88&amp;postID=44">Post a Comment</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/06/regal-prudhoe-part-4.html">Newer Post</a></span>'
        ' <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/05/forum-bellingham.html">Older Post</a></span> <a class="home-link" href="/">Home</a></div>'
        '<div class="post-feeds">Subscribe to: <a href="/feeds/44/comments/default" target="_blank">Post Comments (Atom)</a></div>'
    )
    side = (
        widget(
            "bl-bijou",
            "About Me",
            '<p><b>Ken Liddell</b> Retired history teacher from Hexham. Writing a book about the lost cinemas of the Tyne Valley and always glad to hear your memories.</p><p><a href="/profile">View my complete profile</a></p>',
        )
        + widget(
            "bl-bijou", "Followers", "<p>Followers (87)</p><p>Join this site with Google Friend Connect</p>"
        )
        + widget(
            "bl-bijou",
            "Popular Posts",
            lis(
                """
The Majestic, Allenby: the last picture | Demolition began on Monday. I went down with my camera at seven in the morning...
Usherettes of the Regal, Prudhoe | Five women who worked the aisles between 1952 and 1970 tell their stories...
Where did the Compton organs go? | Of the eleven cinema organs in the valley in 1950, I can trace only three...
""",
                fmt="{a}<br><small>{b}</small>",
            ),
        )
        + widget(
            "bl-bijou",
            "Blog Archive",
            "<ul><li>▼ 2012 (14)<ul><li>▼ June (3)<ul><li>The Majestic, Allenby: the last picture</li><li>The Regal, Prudhoe, part 4</li><li>Cinema tickets I have kept</li></ul></li><li>► May (4)</li><li>► April (2)</li><li>► March (5)</li></ul></li><li>► 2011 (31)</li><li>► 2010 (22)</li></ul>",
        )
        + widget(
            "bl-bijou",
            "Labels",
            lis(
                "Majestic Allenby | 12\nRegal Prudhoe | 9\nForum Bellingham | 6\norgans | 4\nprojectionists | 7\nusherettes | 5",
                fmt="{a} ({b})",
            ),
        )
    )
    post = Post(
        "The Majestic, Allenby: the last picture",
        "Posted by Ken Liddell",
        "2012-06-14T20:30:00+01:00",
        "Thursday, 14 June 2012",
        """
Demolition of the Majestic began on Monday. I went down with my camera at seven in the morning and stayed until the rain drove me off at three. By the end of the afternoon the front wall was down and you could see straight into the old auditorium, the plaster sunburst still on the ceiling, open to the sky for the first time in eighty-one years.

The Majestic opened in 1931 and closed its doors in 1987. For most of the time since it has been a carpet warehouse, then nothing at all. Twenty-four flats will go up on the site next year.

I've put a selection of my photographs below, along with two I took inside in 2009 when the owners let me in for an hour. If you have memories of the Majestic, please share them in the comments. Some of them may end up in the book, with your permission.
""",
        tags=("Majestic Allenby", "demolition"),
    )
    return case(
        "ck-blogger-majestic",
        "discussion",
        "bl-bijou",
        post,
        Parts(
            after=after,
            side=side,
            inside='<div class="post-footer">Posted by Ken Liddell at <a href="#">20:30</a> <a href="#comments">63 comments</a> Labels: <a href="/search/label/Majestic%20Allenby">Majestic Allenby</a></div>',
            style="#comments-block dt{font-weight:bold;margin-top:12px}#comments-block dd{margin-left:45px}.comment-footer{font-size:11px;color:#999}.blog-author{color:#7a2a2a}.deleted-comment{font-style:italic;color:#999}.avatar-image-container{float:left;margin-right:8px}",
        ),
        comments,
        path="/2012/06/majestic-allenby-last-picture.html",
        container="div#comments > dl#comments-block: per entry dt.comment-author 'NAME said...', dd.comment-body > p (paragraphs by <br /><br />), dd.comment-footer (timestamp)",
        heading="63 comments:",
        description="A Blogger cinema-history blog of 2012: a post on a demolished picture house with 63 entries in Blogger's flat dl (61 reader comments: memories short and long, several paragraphs, a bullet list of facts, a link, 'Anonymous' nine times, two readers both printed 'Sarah', the blogger's answers as blog-author, typed '@Sarah' answers, two entries 'This comment has been removed by the author.'); sidebar with About Me, Followers (87), Popular Posts with snippets, Blog Archive with counts, Labels with counts. Most awkward: the longest thread (61), no nesting at all, names and 'said...' in dt apart from the dd texts.",
        lookalikes=("popular posts with snippets", "labels with counts"),
    )


def threads_ck() -> list[Case]:
    return [wp_backyard(), blogger_majestic()]
