"""Blind set AV: the two long discussions, each over two comment pages of the same article (page 2 a URL of its
own, reached by the pager): a hosted comment platform's server-rendered thread under an English regional paper (61
comments, nested lists three levels, ranks, a featured copy first, removed entries, "Reply | Recommend (n) | Report")
and a German regional paper's own reader forum (60 comments, numbered, flat, answers by "Antwort auf NAME" links and
some "@NAME"). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_av_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree

EN_P1 = """
Margaret Hollis | 14 hours ago | - | rank=Top contributor,r=34 | Sell the Corn Exchange and the town loses the only big room it has left. Where will the flower show go? Where will the brass band play? Every town around us kept its hall and they are glad they did.
Pete Dunmore | 14 hours ago | 0 | r=12 | The flower show could go in the sports centre like it did in 2009 when the roof was being done. Nobody died.
Margaret Hollis | 13 hours ago | 1 | rank=Top contributor,r=20 | Pete, it went in the sports centre for one year and half the exhibitors didn't come back. Ask the horticultural society.
Gaz_1979 | 13 hours ago | 2 | r=3 | lol the flower show wars begin
ValeWatcher | 14 hours ago | - | r=41 | £180,000 a year to heat a building that is used properly about twenty days a year. I love it as much as anyone but that's our money. // Let a developer take it on, on condition the front stays as it is. That's what happened to the old post office and it looks better now than it ever did.
Janet from Tollbridge | 13 hours ago | 4 | - | The old post office is flats nobody local can afford. Be careful what you wish for.
ValeWatcher | 13 hours ago | 5 | r=8 | At least it's not empty and falling down, Janet.
Robert Ames | 13 hours ago | - | - | Agreed.
Dan Fairbrother | 13 hours ago | - | rank=Staff,r=27,pick | A few readers have asked what "sold" means here. The report to the cabinet lists three options: a sale with a covenant on public use of the main hall, a long lease to a trust, or an open sale. No decision is due until the meeting on 29 March. We'll publish the full report on our website tomorrow.
Sue Kettering | 12 hours ago | 8 | r=15 | Thank you Dan, that's a lot clearer than the headline.
Gaz_1979 | 12 hours ago | 8 | - | +1 for the trust option
Ollie Brandreth | 12 hours ago | - | - | Shocking.
Ollie Brandreth | 12 hours ago | - | rm | -
Chris P | 12 hours ago | - | r=6 | Why does every story about the Corn Exchange turn into people having a go at each other? Some of us just want to know if the Saturday market can still use the covered bit when it rains.
Anne-Marie Toft | 12 hours ago | 13 | r=9 | The market isn't in the building, Chris, it's under the canopy on the square side, which belongs to the highways. It's in the report apparently.
Chris P | 11 hours ago | 14 | - | Ah, that's good to hear. Thanks.
Bill Ferrers | 11 hours ago | - | rank=Top contributor,r=22 | I was on the council in 1987 when we spent £400,000 restoring that ceiling. We were told then it would be the town's hall "for the next hundred years". Twenty-five years later and it's up for sale. // What changed? Not the building. The money went on other things and the maintenance was put off year after year until it looked like an emergency. That's not an accident, that's a choice. // Bill Ferrers, Ashcombe Civic Society
Pete Dunmore | 11 hours ago | 16 | - | Fair point Bill, I'll give you that one.
Nadia K | 11 hours ago | 16 | q,r=5 | "The maintenance was put off year after year" // Exactly the same happened with the lido. Let it rot, then say there's no choice.
Tom Wilde | 11 hours ago | - | - | Turn it into a proper music venue. Nearest one is forty minutes on the train and the last one back is at 10.40.
Gaz_1979 | 11 hours ago | 19 | r=4 | this. i'd go every week
Janet from Tollbridge | 10 hours ago | 19 | - | Who would run it though? Somebody has to pay the staff and the licence.
Tom Wilde | 10 hours ago | 21 | - | A trust could, Janet. The Riverside in Hatherley is run by volunteers and it pays its way.
Ron Stiles | 10 hours ago | - | - | Typical. Sell off everything and then wonder why nobody comes into town any more.
Lizzie Pratt | 10 hours ago | - | - | My mum and dad had their wedding reception in the Corn Exchange in 1961 and so did I in 1990. My daughter is getting married next year and guess where she wanted it. Heartbreaking.
Sue Kettering | 10 hours ago | 24 | - | Oh that's lovely. I hope it's still there for her.
Martin Crewe | 10 hours ago | - | r=2 | Does anyone know if the council has had an actual offer or is this just them testing the water?
Dan Fairbrother | 9 hours ago | 26 | rank=Staff,r=11 | Martin, the council says no offer has been made. Two developers have "expressed interest" according to the report.
Martin Crewe | 9 hours ago | 27 | - | Thanks. So testing the water then.
Andy Gosforth | 9 hours ago | - | - | I'd rather pay an extra tenner a year on my council tax than lose it. Put that in your poll.
Ron Stiles | 9 hours ago | 29 | - | You say that now.
Andy Gosforth | 9 hours ago | 30 | - | I say it every year Ron, and I'd say it at the meeting too if they held it at a time when people with jobs could go.
Helen Rook | 9 hours ago | - | r=7 | Has anyone actually been inside recently? The toilets are from the seventies, the kitchen is condemned and the stage lights are held up with gaffer tape. I help with the panto every year. We love it but it needs a million spending, not a coat of paint.
Margaret Hollis | 8 hours ago | 32 | rank=Top contributor | Helen, then let's raise it. The civic society raised £60,000 for the clock tower in two years.
Helen Rook | 8 hours ago | 33 | - | A million is not sixty thousand, Margaret, but I'd happily help with the raffle.
Kev | 8 hours ago | - | - | whatever happens the council will do what it wants anyway
Priya Shah | 8 hours ago | - | - | The covenant option sounds like the best of both to me. Private money fixes it, public still gets to use the hall. Does anyone know how that worked in other towns?
Bill Ferrers | 7 hours ago | 36 | rank=Top contributor | Priya, in Kingsmere they did exactly that in 2004. The covenant said forty days of community use a year. The owner went bust in 2010 and the building has been shut since.
Priya Shah | 7 hours ago | 37 | - | Oh. That's not what I wanted to hear.
Stan Pike | 7 hours ago | - | - | Good riddance, it's an eyesore.
Gaz_1979 | 7 hours ago | 39 | - | it's literally listed
Yvonne Beale | 7 hours ago | - | - | The petition is at the library and in the window of Hamblin's, for anyone who wants to sign on paper.
"""

EN_P2 = """
Frank Lister | 6 hours ago | - | - | Page two and still no one from the council has bothered to comment. Says it all.
Anne-Marie Toft | 6 hours ago | 0 | - | They're not allowed to while it's going through cabinet, Frank. It's the same every time.
Frank Lister | 6 hours ago | 1 | - | Convenient.
Joe Marsh | 6 hours ago | - | rm | -
Kate Ellery | 5 hours ago | - | r=3 | Signed the petition. Will be at the meeting on the 29th. Anyone who wants a lift from Tollbridge, I have three seats.
Janet from Tollbridge | 5 hours ago | 4 | - | Kate, I'll take you up on that! I'll message you.
Mo Aziz | 5 hours ago | - | - | The youth club used the back room every Thursday until last year. Now the kids hang around the bus station instead. Nobody counts that as a cost of closing things.
Sue Kettering | 5 hours ago | 6 | - | So true Mo.
Helen Rook | 4 hours ago | 6 | - | The back room is where the damp is worst, Mo. They moved out because the ceiling came down in the corner. Not defending the council, just saying.
Mo Aziz | 4 hours ago | 8 | - | I didn't know that Helen. Even more reason to fix it.
Geoff Tarrant | 4 hours ago | - | - | Spend the money on the roads. Have you seen Mill Lane?
Ron Stiles | 4 hours ago | 10 | - | Mill Lane has been like that since the floods. Different budget anyway.
Lucy Vane | 3 hours ago | - | rank=Top contributor,r=14 | I've read the whole report now (it's 84 pages, thank you Courier for putting it up). Three things stood out. // First, the £180,000 figure includes £95,000 a year of "deferred repairs", which is money they never actually spent. Second, the hall made £41,000 in bookings last year even with the kitchen shut. Third, a trust bid would get a year to raise funds before any open sale. // So the headline cost is not the real running cost, and there is a way to keep it if people actually organise. Over to us.
Bill Ferrers | 3 hours ago | 12 | rank=Top contributor | Best comment on here, Lucy. Would you speak at the civic society meeting next week?
Lucy Vane | 3 hours ago | 13 | rank=Top contributor | Happy to, Bill. Send me the details.
Stan Pike | 3 hours ago | 12 | - | Still an eyesore.
Margaret Hollis | 2 hours ago | - | rank=Top contributor | Thank you all. Fifty comments in a day, that's more than the council's consultation got in a month.
Paul | 2 hours ago | - | - | +1
Dot Henshaw | 1 hour ago | - | - | I'm 88 and I danced there every Friday night in the fifties. The floor was sprung. I wonder if it still is.
Helen Rook | 45 minutes ago | 18 | - | It is, Dot! You can still feel it bounce when the panto chorus jumps. Come and see it this Christmas.
Tom Wilde | 20 minutes ago | - | - | See you all on the 29th.
"""


def en_corn_exchange() -> Case:
    p1, p2 = thread(EN_P1), thread(EN_P2)
    assert len(seeds(p1)) + len(seeds(p2)) == 61

    def item(base: int) -> Callable[[int, C, str], str]:
        def draw(i: int, c: C, sub: str) -> str:
            pid = base + i
            if c.removed:
                return (
                    f'<li class="cfb-post cfb-deleted" id="cfb-{pid}"><div class="cfb-body"><div class="cfb-msg">'
                    "<p><em>This comment was removed by a moderator because it didn't abide by our community standards."
                    "</em></p></div></div>" + sub + "</li>"
                )
            rank = c.get("rank")
            who = (
                f'<a class="cfb-author" href="/profile/{esc(c.name.replace(" ", "_"))}">{esc(c.name)}</a>'
                if i % 3
                else f'<span class="cfb-author cfb-guest">{esc(c.name)}</span>'
            )
            text = c.text
            body = ""
            if c.has("q"):
                first, _, rest = text.partition("\n\n")
                body = f'<blockquote class="cfb-quote">{esc(first)}</blockquote>' + paras(rest)
            else:
                body = paras(text)
            return (
                f'<li class="cfb-post{" cfb-staff" if rank == "Staff" else ""}" id="cfb-{pid}"><div class="cfb-avatar">'
                f'<img src="/_avatar/cfb-{pid}.svg" alt="" width="48" height="48" /></div><div class="cfb-body"><div class="cfb-meta">'
                + who
                + (f' <span class="cfb-rank">{esc(rank)}</span>' if rank else "")
                + f' <a class="cfb-permalink" href="#cfb-{pid}" title="Link to this comment">{esc(c.when)}</a></div>'
                f'<div class="cfb-msg">{body}</div><div class="cfb-actions"><a href="#reply-{pid}">Reply</a> | '
                f'<a href="#rec-{pid}" class="cfb-rec">Recommend ({c.get("r") or 0})</a> | <a href="/report/{pid}">Report</a>'
                f"</div></div>{sub}</li>"
            )

        return draw

    pick = next(c for c in p1 if c.has("pick"))

    def block(cs: list[C], base: int, page: int) -> str:
        pager = (
            '<div class="cfb-pager">Showing 1-42 of 63 | <b>1</b> <a href="/news/corn-exchange-sale-plan-1882/comments/page/2/">2</a> '
            '<a href="/news/corn-exchange-sale-plan-1882/comments/page/2/" rel="next">Next ›</a></div>'
            if page == 1
            else '<div class="cfb-pager">Showing 43-63 of 63 | <a href="/news/corn-exchange-sale-plan-1882/" rel="prev">‹ Prev</a> '
            '<a href="/news/corn-exchange-sale-plan-1882/">1</a> <b>2</b></div>'
        )
        featured = (
            '<div class="cfb-featured"><h4>Featured comment</h4><div class="cfb-feat-item">'
            f'<img src="/_avatar/cfb-feat.svg" alt="" width="32" height="32" /> <b>{esc(pick.name)}</b> '
            f'<span class="cfb-rank">Staff</span> <span class="cfb-ago">{esc(pick.when)}</span>'
            f'<div class="cfb-msg">{paras(pick.text)}</div></div></div>'
            if page == 1
            else ""
        )
        draw = item(base)
        return (
            '<div id="cfb-thread" class="cfb-embed" data-cfb-site="ashcombe-courier">'
            '<div class="cfb-head"><span class="cfb-count">63 comments</span> · '
            '<a href="/news/corn-exchange-sale-plan-1882/comments.rss">Subscribe by RSS</a>'
            '<ul class="cfb-tabs"><li class="cfb-on"><a href="?sort=oldest">Oldest</a></li><li><a href="?sort=newest">Newest</a></li>'
            '<li><a href="?sort=best">Top rated</a></li></ul></div>'
            '<form class="cfb-form" action="/cfb/post" method="post"><textarea name="c" rows="3">Add a comment…</textarea>'
            '<p>Posting as Guest · <a href="/cfb/login">Sign in</a></p><button type="submit">Post</button></form>'
            + featured
            + pager
            + '<ul class="cfb-list">'
            + tree(cs, draw, lambda s: f'<ul class="cfb-children">{s}</ul>')
            + "</ul>"
            + pager
            + '<p class="cfb-powered">Comments powered by Confabula</p></div>'
            '<script type="text/javascript">var cfb_config = {site: "ashcombe-courier", thread: "1882", '
            'mode: "static"};</script>'
        )

    css = (
        ".cfb-embed{font:13px Arial,sans-serif;border-top:2px solid #333;margin-top:16px}.cfb-list,.cfb-children{list-style:none;padding:0}"
        ".cfb-children{margin-left:40px}.cfb-post{display:block;margin:10px 0}.cfb-avatar{float:left}.cfb-body{margin-left:58px}"
        ".cfb-rank{background:#f3c13a;font-size:10px;padding:0 4px}.cfb-actions{font-size:11px;color:#777}"
        ".cfb-featured{background:#fffbe6;border:1px solid #f3c13a;padding:6px}.cfb-tabs{list-style:none;padding:0;display:flex;gap:10px}"
        ".cfb-quote{border-left:3px solid #ccc;margin:4px 0;padding-left:8px;color:#666}"
    )
    st = Story(
        "Corn Exchange could be sold to plug £2m budget gap",
        "By Dan Fairbrother, Local Government Reporter",
        "2012-03-13T18:00:00+00:00",
        "Tuesday, March 13, 2012, 18:00",
        """
Ashcombe's Victorian Corn Exchange could be sold off under plans to be discussed by the council's cabinet later this month, as the authority tries to close a £2 million gap in next year's budget.

A report by council officers says the Grade II listed building costs about £180,000 a year to run and maintain, and that bookings have fallen since the kitchen was closed on safety grounds in 2010.

Three options are set out: a sale with a covenant guaranteeing community use of the main hall, a 99-year lease to a charitable trust, or a sale on the open market. The cabinet will meet on March 29.

Councillor Rhona Debney, cabinet member for resources, said no decision had been made. "We know how much the building means to people. We also have to be honest about what it costs," she said.

The Ashcombe Civic Society has started a petition against an open sale, which had gathered more than 1,100 signatures by Tuesday afternoon.
""",
        lead="Council report lists three options for the Grade II listed hall, including an open sale",
        section="News",
        tags=("Corn Exchange", "Ashcombe Council", "budget"),
    )
    return make(
        "av-en-hosted-corn-exchange",
        "discussion",
        "en-ashcombe",
        st,
        Parts(after=block(p1, 40100, 1), css=css),
        seeds(p1, p2),
        path="/news/corn-exchange-sale-plan-1882/",
        container="div#cfb-thread.cfb-embed (a hosted platform's server-rendered thread): '63 comments', tabs Oldest/Newest/Top rated, a form, a 'Featured comment' box repeating the staff comment, pagers above and below; ul.cfb-list > li.cfb-post (div.cfb-avatar img, a.cfb-author or span.cfb-guest, span.cfb-rank, a.cfb-permalink with the relative time, div.cfb-msg, 'Reply | Recommend (n) | Report'), replies in ul.cfb-children three levels; li.cfb-deleted notices; page 2 at /news/corn-exchange-sale-plan-1882/comments/page/2/",
        heading=None,
        description="An English regional newspaper of 2012 with a hosted comment platform's static output: 61 readers' comments over two comment pages of the same article (41 on page 1 beside one removed notice, 20 on page 2 beside another), replies nested three levels, ranks 'Top contributor' and 'Staff', the reporter's answers, a featured copy of the staff comment above the thread (once in the truth), a quoted parent, a signature, a two-paragraph and a three-paragraph comment, '+1', 'Agreed.', 'lol…' and 'Shocking.'",
        page2=(
            "/news/corn-exchange-sale-plan-1882/comments/page/2/",
            Parts(after=block(p2, 40200, 2), css=css),
        ),
    )


DE_P1 = """
Hollerner | 02.02.2012 19:12 | - | v=14/3 | 14 Millionen für ein Hallenbad, und die Schulen regnen durch. Ich fasse es nicht.
Bademeisterin | 02.02.2012 19:20 | - | v=22/1 | Die Schulen kommen aus einem anderen Topf, das war in der letzten Sitzung Thema. Das alte Bad ist über fünfzig Jahre alt, da ist nichts mehr zu retten.
Hollerner | 02.02.2012 19:31 | 1 | v=4/6 | Anderer Topf, gleiches Geld. Am Ende zahlt der Bürger.
K. Brettschneider | 02.02.2012 19:45 | - | v=9/0 | Als im Herbst 2010 von 9 Millionen die Rede war, habe ich schon gesagt: Das wird nicht reichen. Jetzt sind wir bei 14 und es ist noch kein Spaten in der Erde.
Mutter von drei | 02.02.2012 19:58 | - | v=31/2 | Meine Kinder lernen Schwimmen im Kreisbad in Hollern, 25 Minuten mit dem Auto, jede Woche. Wenn es hier ein Bad gäbe, könnten sie mit dem Rad hin. Das ist doch auch was wert.
Hollerner | 02.02.2012 20:04 | 4 | v=8/1 | Da haben Sie recht, das ist tatsächlich ein Argument.
Peter S. | 02.02.2012 20:10 | - | v=0/5 | Zu teuer. Punkt.
Ulla Maibach | 02.02.2012 20:22 | - | v=6/0 | Weiß jemand, ob die Sauna wieder dazugehört? Im ersten Entwurf stand das noch drin.
Schwimmverein Lindenau 1921 | 02.02.2012 20:35 | 7 | v=12/0,abo | Liebe Frau Maibach, nach dem aktuellen Plan gibt es einen kleinen Saunabereich mit zwei Kabinen. Die Vereinsbahnen bleiben wie besprochen.
Ulla Maibach | 02.02.2012 20:41 | 8 | - | Danke für die schnelle Antwort!
Querdenker62 | 02.02.2012 21:03 | - | v=2/17 | Die Stadt soll erst mal die Straßen machen. Die Bahnhofstraße ist eine Buckelpiste.
Bademeisterin | 02.02.2012 21:10 | 10 | v=7/0 | Auch das ist ein anderer Haushalt. Und das Bad bekommt 40 Prozent Förderung vom Land, die Straßen nicht.
Jens Wollnik | 02.02.2012 21:25 | - | v=3/0 | Ich frage mich, wer die Kostenschätzung damals gemacht hat. Das Büro sollte man nicht wieder beauftragen.
Renate Fuchs | 02.02.2012 21:47 | - | abo,v=19/4 | Ich bin 71 und gehe zweimal die Woche schwimmen, wegen meiner Hüfte. Seit das alte Bad zu ist, fahre ich mit dem Bus nach Hollern, das sind mit Umsteigen fast zwei Stunden hin und zurück. // Ich bin froh, dass überhaupt gebaut wird. Aber bitte denkt an ein warmes Becken für uns Ältere, nicht nur an Rutschen.
Mutter von drei | 02.02.2012 21:55 | 13 | v=5/0 | Ein Lehrschwimmbecken ist drin, das ist auf 30 Grad geheizt, stand letzte Woche im Tageblatt.
Renate Fuchs | 02.02.2012 22:03 | 14 | abo | Ach, das habe ich verpasst. Dann bin ich beruhigt.
Peter S. | 02.02.2012 22:10 | - | - | @Bademeisterin 40 Prozent Förderung heißt 60 Prozent zahlen wir. Immer noch über 8 Millionen.
A. Thiele | 02.02.2012 22:31 | - | - | Endlich mal eine Investition für Familien. Daumen hoch vom Rat.
Knut | 02.02.2012 22:48 | - | - | +1
Hans-Georg Pilz | 03.02.2012 06:55 | - | abo,v=11/2 | Ich war 20 Jahre im Bauausschuss. Kostensteigerungen von 50 Prozent zwischen erster Schätzung und Ausschreibung sind bei Bädern leider normal, weil die Technik so teuer ist. Das ist kein Lindenauer Problem. // Was mich stört, ist etwas anderes: Es gibt keine Zahl für die Betriebskosten. Die laufen jedes Jahr, nicht einmal. Hier sollte die Verwaltung nachliefern.
K. Brettschneider | 03.02.2012 07:10 | 19 | v=8/0 | Genau so ist es. Wer bezahlt das Defizit in zehn Jahren?
Schwimmverein Lindenau 1921 | 03.02.2012 07:34 | 19 | v=6/0,abo | Herr Pilz, die Zahl liegt vor: rund 620.000 Euro im Jahr laut Gutachten von 2011, davon gehen die Eintritte ab.
Hans-Georg Pilz | 03.02.2012 07:51 | 21 | abo | Danke, das sollte dann aber auch mal in der Zeitung stehen.
Tageblatt-Redaktion | 03.02.2012 08:30 | 22 | red,v=15/0 | Herr Pilz, Sie haben recht: Wir haben die Betriebskosten im Artikel ergänzt. Danke für den Hinweis.
Lisa M. | 03.02.2012 09:02 | - | - | Ich hoffe, es gibt Frauenschwimmen wie früher. Das war immer voll.
Frank Weidlich | 03.02.2012 09:15 | - | v=1/9 | Diese Kommentare hier sind wieder typisch Lindenau: Erst wird gemeckert, dass nichts passiert, dann wird gemeckert, dass es was kostet.
Querdenker62 | 03.02.2012 09:20 | 25 | v=2/4 | Wer meckert denn? Man wird doch wohl fragen dürfen.
Frank Weidlich | 03.02.2012 09:28 | 26 | - | Fragen ja. Aber Sie fragen nicht, Sie schimpfen.
Doris Kuhnert | 03.02.2012 10:05 | - | - | Gibt es schon einen Termin für den ersten Spatenstich?
Tageblatt-Redaktion | 03.02.2012 10:40 | 28 | red | Frau Kuhnert, geplant ist der Baubeginn im Mai, wenn der Rat am 16. Februar zustimmt.
"""

DE_P2 = """
Günter Wachholz | 03.02.2012 11:12 | - | v=4/1 | Das Grundstück am Schützenplatz ist doch viel zu klein. Wo sollen die Leute parken?
Bademeisterin | 03.02.2012 11:20 | 0 | - | Es gibt 120 Parkplätze hinter der Halle, die werden mitgenutzt.
Günter Wachholz | 03.02.2012 11:38 | 1 | - | Und wenn Kirmes ist?
Bademeisterin | 03.02.2012 11:44 | 2 | v=9/0 | Dann geht man zu Fuß. 😉
Melanie R. | 03.02.2012 12:10 | - | - | Mein Sohn hat letzte Woche sein Seepferdchen in Hollern gemacht und der Kurs war ab März schon ausgebucht. In Lindenau gibt es seit zwei Jahren gar keine Kurse mehr. Bitte baut das Bad.
Lisa M. | 03.02.2012 12:22 | 4 | - | Bei uns genauso. Die Warteliste ist ein halbes Jahr lang.
Rolf Ebeling | 03.02.2012 12:45 | - | abo,v=2/2 | Vorschlag: Solaranlage auf das Dach, dann sinken die Heizkosten. Ist das geplant?
Schwimmverein Lindenau 1921 | 03.02.2012 13:02 | 6 | abo | Ja, Herr Ebeling, Solarthermie für das Duschwasser ist in der Planung enthalten.
Peter S. | 03.02.2012 13:30 | - | - | @Melanie R. Schwimmen lernen kann man auch im See.
Melanie R. | 03.02.2012 13:41 | - | - | @Peter S. Im Februar? Viel Spaß.
Knut | 03.02.2012 13:44 | - | - | 😂
Irmgard Lahn | 03.02.2012 14:20 | - | - | Ich erinnere mich noch, wie das alte Bad 1961 eröffnet wurde. Der Bürgermeister ist als Erster vom Dreier gesprungen, im Anzug. So was gibt es heute nicht mehr.
Hollerner | 03.02.2012 14:32 | 11 | v=7/0 | Schöne Geschichte. Vielleicht springt der jetzige ja auch.
Jens Wollnik | 03.02.2012 15:05 | - | v=5/1 | Was passiert eigentlich mit dem alten Bad? Abriss kostet auch noch mal.
Tageblatt-Redaktion | 03.02.2012 15:30 | 13 | red,v=4/0 | Herr Wollnik, der Abriss ist mit 380.000 Euro in den 14 Millionen enthalten. Auf dem Gelände sollen später Wohnungen entstehen.
Jens Wollnik | 03.02.2012 15:36 | 14 | - | Danke. Dann ist das ja wenigstens mit drin.
Sven Hartig | 03.02.2012 16:50 | - | - | Ich habe mir die Pläne im Rathaus angesehen. Sieht gut aus, hell, große Fenster zum Park. Wer kann, sollte hingehen, die hängen noch bis Freitag aus.
Ulla Maibach | 03.02.2012 17:14 | 16 | - | Danke für den Tipp, gehe morgen hin.
Querdenker62 | 03.02.2012 18:02 | - | v=0/11 | Wetten, dass es am Ende 20 Millionen werden?
Bademeisterin | 03.02.2012 18:10 | 18 | - | Die Wette nehme ich an. Ein Kasten Wasser?
Querdenker62 | 03.02.2012 18:15 | 19 | v=12/0 | Abgemacht.
Anke Borchers | 03.02.2012 19:40 | - | - | Bitte an Barrierefreiheit denken! Mein Mann sitzt im Rollstuhl und kommt in das Hollerner Bad nicht rein.
Schwimmverein Lindenau 1921 | 03.02.2012 20:05 | 21 | abo,v=8/0 | Frau Borchers, es ist ein Hublift am Sportbecken eingeplant und ein barrierefreier Umkleidebereich.
Anke Borchers | 03.02.2012 20:20 | 22 | - | Das freut mich sehr zu lesen.
Manfred Ochs | 04.02.2012 08:15 | - | - | Wer im Rat dafür stimmt, den wähle ich nicht mehr.
A. Thiele | 04.02.2012 08:40 | 24 | - | Dann bleiben nicht mehr viele übrig, es sind alle Fraktionen dafür.
Renate Fuchs | 04.02.2012 09:30 | - | abo | Nachtrag: Habe heute mit meinem Enkel die Pläne angeschaut. Das Lehrschwimmbecken ist wirklich schön groß. Ich freue mich.
Heike Steinbrecher | 04.02.2012 10:05 | - | - | Wird es Frühschwimmen geben? Vor der Arbeit wäre ideal.
Schwimmverein Lindenau 1921 | 04.02.2012 10:22 | 27 | abo | Ab 6.30 Uhr an drei Tagen in der Woche, so ist es geplant.
Heike Steinbrecher | 04.02.2012 10:30 | 28 | - | Super!
"""


def de_hallenbad() -> Case:
    p1, p2 = thread(DE_P1), thread(DE_P2)
    assert len(seeds(p1)) + len(seeds(p2)) == 60
    art = "/lokales/2012/02/hallenbad-kosten-steigen-45871.html"
    art2 = "/lokales/2012/02/hallenbad-kosten-steigen-45871-seite-2.html"

    def block(cs: list[C], first: int, page: int) -> str:
        def entry(i: int, c: C) -> str:
            n = first + i
            kid = 770300 + n
            up, _, down = (c.get("v") or "0/0").partition("/")
            ref = ""
            if c.parent is not None:
                ref = (
                    f'<p class="lk-bezug">Antwort auf <a href="#k{770300 + first + c.parent}">'
                    f"{esc(cs[c.parent].name)}</a></p>"
                )
            badge = (
                ' <span class="lk-abo">Abonnent</span>'
                if c.has("abo")
                else (' <span class="lk-red">Redaktion</span>' if c.has("red") else "")
            )
            return (
                f'<div class="lk-eintrag" id="k{kid}"><div class="lk-kopf"><span class="lk-nr">#{n + 1}</span> '
                f'<img src="/_avatar/lk-{kid}.svg" alt="" width="30" height="30" /> '
                f'<a class="lk-name" href="/community/nutzer/{kid}">{esc(c.name)}</a>{badge} '
                f'<span class="lk-datum">{esc(c.when)}</span> <a class="lk-link" href="#k{kid}">Link</a></div>'
                + ref
                + f'<div class="lk-text">{paras(c.text)}</div><div class="lk-fuss">'
                f'<a href="/bewerten/{kid}/plus" class="lk-plus">Daumen hoch {up}</a> '
                f'<a href="/bewerten/{kid}/minus" class="lk-minus">Daumen runter {down}</a> | '
                f'<a href="#antworten-{kid}">Antworten</a> | <a href="/melden/{kid}">Beitrag melden</a></div></div>'
            )

        pager = (
            f'<div class="lk-seiten">Kommentare 1 bis 30 von 60 | Seite <b>1</b> <a href="{art2}">2</a> '
            f'<a href="{art2}" class="lk-weiter">nächste Seite »</a></div>'
            if page == 1
            else f'<div class="lk-seiten">Kommentare 31 bis 60 von 60 | <a href="{art}" class="lk-zurueck">« vorherige Seite</a> '
            f'Seite <a href="{art}">1</a> <b>2</b></div>'
        )
        return (
            '<div class="lk-forum" id="leserkommentare"><h2 class="lk-titel">Leserkommentare (60)</h2>'
            '<p class="lk-hinweis">Kommentieren können nur registrierte Nutzer. <a href="/login">Anmelden</a> | '
            '<a href="/registrieren">Registrieren</a> | <a href="/netiquette">Netiquette</a></p>'
            '<p class="lk-sort">Sortierung: <b>älteste zuerst</b> | <a href="?sortierung=neu">neueste zuerst</a> | '
            '<a href="?sortierung=bewertung">am besten bewertet</a></p>'
            + pager
            + "".join(entry(i, c) for i, c in enumerate(cs))
            + pager
            + '<form class="lk-form" action="/kommentar" method="post"><h3>Ihr Kommentar</h3>'
            '<textarea name="text" rows="5"></textarea><p>Noch 1500 Zeichen</p><input type="submit" value="Absenden" /></form></div>'
        )

    css = (
        ".lk-forum{font:13px Verdana,sans-serif;margin-top:20px}.lk-eintrag{border-bottom:1px solid #ddd;padding:8px 0}"
        ".lk-nr{color:#999}.lk-abo{background:#7a1f1f;color:#fff;font-size:10px;padding:0 3px}.lk-red{background:#222;color:#fff;font-size:10px;padding:0 3px}"
        ".lk-bezug{font-size:11px;color:#777;margin:2px 0}.lk-fuss{font-size:11px;color:#777}.lk-seiten{background:#f3f0e8;padding:4px}"
    )
    st = Story(
        "Neues Hallenbad: Kosten steigen auf 14 Millionen Euro",
        "Von Sabine Ortlepp",
        "2012-02-02T17:45:00+01:00",
        "02.02.2012, 17:45 Uhr",
        """
Das geplante Hallenbad am Schützenplatz wird deutlich teurer als bisher angenommen. Nach der Ausschreibung rechnet die Stadtverwaltung mit Baukosten von rund 14 Millionen Euro. Im Herbst 2010 war noch von 9,2 Millionen Euro die Rede gewesen.

Als Gründe nennt das Bauamt gestiegene Preise für Technik und Stahl sowie Auflagen beim Brandschutz. Das Land hat eine Förderung von 40 Prozent der förderfähigen Kosten zugesagt.

Das alte Hallenbad an der Parkstraße ist seit Sommer 2010 geschlossen. Seitdem weichen Schulen und Vereine nach Hollern aus. Der Stadtrat soll am 16. Februar über den Bau entscheiden.

Die jährlichen Betriebskosten schätzt ein Gutachten auf rund 620.000 Euro vor Abzug der Eintrittsgelder. (Ergänzt am 03.02.2012)
""",
        lead="Die Ausschreibung bringt Klarheit: Das Bad am Schützenplatz kostet fast fünf Millionen mehr als geplant.",
        section="Lokales",
        tags=("Hallenbad", "Stadtrat", "Schützenplatz"),
    )
    return make(
        "av-de-forum-hallenbad",
        "discussion",
        "de-lindenau",
        st,
        Parts(after=block(p1, 0, 1), css=css),
        seeds(p1, p2),
        path=art,
        container="div#leserkommentare.lk-forum: h2 'Leserkommentare (60)', registration and sort lines, pagers above and below; one flat list of div.lk-eintrag (span.lk-nr '#n', avatar, a.lk-name profile link, 'Abonnent'/'Redaktion' badges, span.lk-datum '02.02.2012 19:12', a 'Link' permalink, p.lk-bezug 'Antwort auf <a href=#k…>NAME</a>' on answers, div.lk-text, 'Daumen hoch n / Daumen runter n | Antworten | Beitrag melden'); page 2 at …-seite-2.html",
        heading="Leserkommentare (60)",
        description="A German regional daily of 2012 with its own registered readers' forum: 60 comments over two comment pages (30 and 30, '#1' to '#60'), one flat list; answers marked by a line 'Antwort auf NAME' linking to the answered comment (parent in the truth), three '@NAME' answers without such a line (flat in the truth); badges, thumbs up/down counts, the newsroom's and a swimming club's answers, two-paragraph comments, '+1', emoji-only '😂'.",
        page2=(art2, Parts(after=block(p2, 30, 2), css=css)),
    )


def big_av() -> list[Case]:
    return [en_corn_exchange(), de_hallenbad()]
