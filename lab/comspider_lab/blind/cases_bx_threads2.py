"""Blind set BX: two discussions of 2012-2013 in the served HTML, each in a home-made template of its site: a Lagos
news blog's "Responses" as loose siblings in one box without an element per comment (a head paragraph "NAME said on
DATE", text paragraphs, a foot paragraph, a rule), answers opening with "@NAME" (ng); an Irish local paper's flat
comment rows whose answers open with a quote of the comment they answer, "NAME wrote:" and its text, thumbs up and
down (ie). Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bx_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    esc,
    flat,
    latest_comments,
    links,
    most_read,
    newsletter,
    num,
    ptext,
    seeds,
    talk,
)


def ng_loose() -> Case:
    ns = talk("""
Chidi O. @ 14/05/2013 at 9:12 am :: N30,000 for entering BRT lane? Na wa o. Meanwhile the BRT buses themselves dey break down inside the lane every morning at Ojota and nobody fines them.
Funmi Adeyemi @ 14/05/2013 at 9:20 am :: Very good development. Those danfo drivers have turned the BRT lane to their personal road. Anybody that has been stuck at Ikorodu road at 7am knows this is long overdue.
^1 Tunde @ 14/05/2013 at 9:41 am :: @Chidi O. you are right about the breakdown but two wrongs no make right. Let them enforce it first, then we push them to fix the buses.
Anonymous @ 14/05/2013 at 10:03 am :: This is just another way for LASTMA officials to collect money. Watch and see, they will be negotiating N5,000 under the bridge.
^4 Lagos Informer @ 14/05/2013 at 11:15 am :: @Anonymous the state government says offenders will pay into a designated bank account and officials are not allowed to collect cash. Report any officer who demands money to the LASTMA hotline on 0800 000 LAGOS.
Ify @ 14/05/2013 at 11:30 am :: What about emergency vehicles and government convoys? Will they also pay N30,000 or is the law only for us?
^2 Segun B @ 14/05/2013 at 12:02 pm :: @Funmi Adeyemi abeg which danfo driver get N30,000 to pay? They will just impound the bus and the passengers will be stranded. Think am well.
^7 Funmi Adeyemi @ 14/05/2013 at 12:40 pm :: @Segun B then let them obey the law. Nobody forced them to drive inside the lane. // Na the same thing they said when okada was restricted and today the roads are better.
Emeka from Surulere @ 14/05/2013 at 2:18 pm :: Lagos is working. Say what you like about the government but at least something is being done. In my state we are still begging for ordinary street lights.
^6 Lagos Informer @ 14/05/2013 at 3:05 pm :: @Ify according to the law, ambulances, fire service and police on emergency duty are exempted. Convoys are not mentioned.
""")

    def item(i: int, n: Note) -> str:
        cid = 12010 + i
        return (
            f'<a name="comment-{cid}"></a><p class="ch"><img class="av" src="/_avatar/ng-{i}.svg" alt="" width="32" height="32" /> '
            f'<b class="cn">{esc(n.who)}</b> said on <a href="#comment-{cid}" class="cd">{esc(n.at)}</a></p>'
            + ptext(n.body)
            + f'<p class="cf"><a href="#respond" class="rl">Reply</a> · <a href="#" class="lk">Like ({num(n.who + str(i), 0, 19)})</a></p><hr class="cs" />'
        )

    after = (
        f'<div id="nb-talk" class="gist-comms"><h3>{len(ns)} Responses to “LASTMA to fine BRT lane offenders N30,000 from Monday”</h3>'
        '<p class="pol"><b>Comment policy:</b> No insults, no tribal or religious attacks. Comments that break this rule will be deleted. Your email will not be published.</p>'
        '<div class="gist-list">'
        + flat(ns, item)
        + '</div><div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post">'
        '<p><input type="text" name="author" size="26" /> Name (required)</p><p><input type="text" name="email" size="26" /> Mail (will not be published) (required)</p>'
        '<p><textarea name="comment" cols="60" rows="6"></textarea></p><p><input type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    side = (
        box(
            "ng-informer",
            "Follow us",
            "<p>Twitter: @lagosinformer · Facebook: 48,210 likes<br />BlackBerry channel PIN: C00F1A2B</p>",
        )
        + most_read(
            "ng-informer",
            """
Governor reacts to Apapa gridlock | 213 comments
Nollywood actress weds in Asaba | 188 comments
LASTMA to fine BRT lane offenders N30,000 from Monday | 10 comments
Super Eagles camp opens in Abuja | 77 comments
""",
            "Most commented this week",
        )
        + latest_comments(
            "ng-informer",
            """
Bimbo | 5 mins ago | Nollywood actress weds in Asaba | The aso ebi alone don cost pass my house rent. Congrats to them sha.
Uche N | 22 mins ago | Super Eagles camp opens in Abuja | Let them pick players on merit this time not on who know who.
""",
            "Recent comments",
        )
        + box(
            "ng-informer",
            "Advertise here",
            '<p><img src="/_avatar/ad-ng.svg" alt="" width="250" height="100" /><br />Reach over 60,000 daily readers. Call 0803 000 0000.</p>',
        )
        + newsletter("ng-informer", "Get the latest gist delivered to your inbox.")
    )
    style = (
        ".gist-comms{margin-top:24px}.gist-comms h3{font:bold 17px Arial}.pol{font:11px Arial;background:#fff8e1;border:1px solid #f0dca0;padding:5px}"
        ".gist-list .ch{margin:10px 0 2px;font:12px Arial}.gist-list .ch img{vertical-align:middle}.gist-list .cd{color:#999;font-size:11px}.gist-list p{margin:3px 0 3px 40px}"
        ".gist-list .cf{font:11px Arial;color:#999}.gist-list hr.cs{border:0;border-top:1px solid #eee}"
    )
    piece = Piece(
        "LASTMA to fine BRT lane offenders N30,000 from Monday",
        "Posted by Informer Desk on",
        "2013-05-14T08:05:00+01:00",
        "May 14, 2013",
        """
The Lagos State Traffic Management Authority (LASTMA) says motorists caught driving in the Bus Rapid Transit (BRT) lanes will pay a fine of N30,000 from Monday, May 20.

In a statement on Monday, the authority said repeat offenders would have their vehicles impounded for seven days. Commercial buses are not exempted.

The agency's general manager said officers would be stationed at 14 points along Ikorodu Road and Funsho Williams Avenue, where the lanes are most abused.

Motorists have been asked to report any officer who demands cash payment.
""",
        section="News",
        tags=("LASTMA", "BRT", "Lagos traffic"),
        caption="BRT buses at the Ojota terminal. Photo: Lagos Informer",
        count_line=f"{len(ns)} Comments",
    )
    return case(
        "bx-ng-loose-at",
        "discussion",
        "ng-informer",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2013/05/lastma-to-fine-brt-lane-offenders-n30000-from-monday.html",
        reveal="on_load",
        container="div#nb-talk.gist-comms > div.gist-list: per comment an a[name], p.ch (avatar, b.cn, 'said on', a.cd), text p's, p.cf 'Reply · Like (n)', hr.cs, all siblings; no element per comment",
        heading="10 Responses to “LASTMA to fine BRT lane offenders N30,000 from Monday”",
        description="A Lagos news blog of 2013: 10 readers' comments in Nigerian English and Pidgin under a traffic story, printed as loose siblings in one box (head paragraph 'NAME said on 14/05/2013 at 9:12 am', text paragraphs, a foot paragraph with 'Like (n)', a rule), flat, the answers opening with '@NAME' (the truth keeps '@NAME' in the text and takes that comment as the parent; the blog answering twice); a comment policy and a form; the sidebar's social counts, most commented this week with counts, recent comments of other posts, an advertisement and a newsletter. Most awkward: no element holds one comment.",
        static=True,
        lookalikes=("recent comments of other posts", "most commented with counts"),
    )


def ie_quotes() -> Case:
    ns = talk("""
Seanie @ 12/06/2012 - 19:02 [up=14,down=2] :: Another nail in the coffin of the town. First the garda station hours cut, now the bank. What is left only the pubs and the bookies.
Mary from Ballyreen @ 12/06/2012 - 19:25 [up=9,down=0] :: My mother is 84 and has banked there since 1961. She does not do computers and the nearest branch will be Kilmore, 26 km away with one bus a day. Who is going to drive her?
^1 Realist @ 12/06/2012 - 19:48 [up=3,down=11] :: With respect, the bank is not a charity. Footfall was down and most people do everything online now. Times change.
^3 Seanie @ 12/06/2012 - 20:10 [up=8,down=1] :: Most people in Dublin maybe. Go into the branch on a Friday morning and look at the queue of farmers and pensioners before you talk about footfall.
Clarion Newsdesk @ 12/06/2012 - 21:00 [up=6,down=0] :: The bank has told the Clarion that a mobile banking van will call to Shannonvale every Tuesday and Friday from September, parked at the Square from 10am to 1pm. We will publish the full details when we have them.
^2 Dympna K @ 12/06/2012 - 21:34 [up=5,down=0] :: Mary, the post office can do a lot of the basic banking now, lodgements and withdrawals for some accounts. Ask at the counter, they were very good to my father.
^5 Seanie @ 13/06/2012 - 08:15 [up=2,down=0] :: Twice a week in a van in the Square, in the rain. Grand job altogether.
Tom Fitz @ 13/06/2012 - 09:40 [up=7,down=1] :: Is there any word on what happens to the building? It is one of the finest on Main Street and it would be a shame to see it boarded up like the old hotel.
""")

    def quote(p: int) -> str:
        q = ns[p].body.split("\n\n")[0]
        short = q if len(q) < 140 else q[:137].rsplit(" ", 1)[0] + "..."
        return f'<div class="qt"><span class="qt-h">{esc(ns[p].who)} wrote:</span><br />{esc(short)}</div>'

    def item(i: int, n: Note) -> str:
        cid = 40310 + i * 3
        return (
            f'<div class="cm-row" id="cm-{cid}"><div class="cm-top"><span class="cm-who">{esc(n.who)}</span> <span class="cm-at">{esc(n.at)}</span></div>'
            + (quote(n.parent) if n.parent is not None else "")
            + f'<div class="cm-say">{ptext(n.body)}</div>'
            f'<div class="cm-bot"><a href="#" class="up">👍 {n.tag("up")}</a> <a href="#" class="dn">👎 {n.tag("down")}</a> · '
            f'<a href="#cm-form" onclick="return false">Quote</a> · <a href="/report/{cid}">Report</a></div></div>'
        )

    after = (
        '<div id="lc-talk" class="cm-area"><h2>Comments (8)</h2>'
        '<p class="cm-rules">House rules: be civil, no defamation, no names of people before the courts. Comments are moderated and may take up to an hour to appear. '
        '<a href="/house-rules">Read the full house rules</a>.</p>'
        + flat(ns, item)
        + '<div id="cm-form"><h3>Add your comment</h3><p>You need to be <a href="/login">logged in</a> to post a comment.</p></div></div>'
    )
    side = (
        most_read(
            "ie-clarion",
            """
Bank to close Shannonvale branch in August | 2,104
Minor hurlers through to county final | 1,377
Planning lodged for Aldi on Ballyreen Road | 1,120
Tributes paid to retired principal | 982
""",
        )
        + box(
            "ie-clarion",
            "Death notices",
            links(
                (
                    "Bridget (Bridie) Hogan, Ballyreen",
                    "Michael Joseph Nolan, Main Street",
                    "Patrick (Packie) Darcy, Kilmore Road",
                ),
                "/death-notices/",
            ),
        )
        + box(
            "ie-clarion",
            "Photo galleries",
            links(
                (
                    "Shannonvale Show 2012 in pictures",
                    "First communions at St Brigid's",
                    "Vintage rally at the Mart",
                ),
                "/galleries/",
                counts=("(48 photos)", "(31 photos)", "(26 photos)"),
            ),
        )
        + newsletter("ie-clarion", "Sign up for the Clarion's weekly e-bulletin every Thursday.")
    )
    style = (
        ".cm-area{margin-top:18px}.cm-area h2{color:#0a4a7a;font-size:18px}.cm-rules{font-size:10px;color:#666;border:1px dashed #ccc;padding:4px}"
        ".cm-row{border-bottom:1px solid #e3e3e3;padding:8px 0}.cm-who{font-weight:bold;color:#0a4a7a}.cm-at{font-size:10px;color:#888}"
        ".qt{background:#f1f4f7;border-left:3px solid #9ab;margin:4px 0;padding:4px 8px;font-size:11px;color:#555}.qt-h{font-weight:bold}.cm-say p{margin:3px 0}.cm-bot{font-size:10px;color:#888}"
    )
    piece = Piece(
        "Bank to close Shannonvale branch in August",
        "By Niamh Costigan",
        "2012-06-12T17:30:00+01:00",
        "Tuesday, June 12, 2012",
        """
Shannonvale's only bank branch will close its doors on August 24, leaving the town of 3,200 people without a bank for the first time since 1889.

Staff were told of the decision on Monday. The bank said the three employees would be offered positions in Kilmore and Ennistown, and that customers' accounts would transfer to the Kilmore branch automatically.

Local councillor Pat Moroney described the closure as "a body blow" for the town's traders. "Every business on Main Street depends on that branch for change and lodgements," he said.

A public meeting will be held in the Community Hall on Thursday at 8pm.
""",
        dek="Town will be without a bank for first time since 1889",
        section="News",
        tags=("Banking", "Shannonvale", "Main Street"),
        caption="The bank's branch on Main Street, which opened in 1889.",
        count_line="Comments (8)",
    )
    return case(
        "bx-ie-quoted-rows",
        "discussion",
        "ie-clarion",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/bank-to-close-shannonvale-branch-in-august-1-3145873",
        reveal="on_load",
        container="div#lc-talk.cm-area: h2 'Comments (8)', house rules, flat div.cm-row (div.cm-top with span.cm-who and span.cm-at; a div.qt 'NAME wrote:' quote of the parent in answers; div.cm-say; div.cm-bot thumbs up/down, Quote, Report)",
        heading="Comments (8)",
        description="An Irish local paper of 2012: 8 readers' comments in flat rows under a bank-closure story, '12/06/2012 - 19:02' times, thumbs up and down counts, four answers opening with a quote box 'NAME wrote:' and the start of the parent's text (not part of the answer's text in the truth; the quoted comment is the parent), the newsdesk answering once; house rules; the right column's most read with counts, death notices, galleries with photo counts and a newsletter. Most awkward: the answers carry a second person's name and text inside their own row.",
        static=True,
        lookalikes=("death notices",),
    )


def threads2_bx() -> list[Case]:
    return [ng_loose(), ie_quotes()]
