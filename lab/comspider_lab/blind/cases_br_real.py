"""Blind set BR: four discussions kept by the harness's real comment systems in this set's 2012-2013 layouts: Isso
loaded by a "Show comments" button in a Canadian community paper's "Join the conversation" box; Waline mounted when a
Singapore food blog's "Comments" tab is chosen beside the shown "Stall info" tab; Waline mounted by a "View comments"
button under a Philippine portal's story; Isso loaded by a "Show 3 comments" link on an academic's blog. Written for
this set; every name, place and text invented. Isso and Waline keep replies one level deep: every reply here answers a
top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_br_common import Bits, Case, Piece, case, seeds, talk
from comspider_lab.blind.layout_br import blogroll, cloud, links, poll, widget
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def ca_isso_button() -> Case:
    ns = talk("""
Gord Mackenzie :: Eighteen million dollars for a rink in a town of 11,000. I played on the outdoor rink at Legion Park for twenty years and turned out fine.
  Shelley B :: Gord, the old arena roof failed inspection twice. It's not a luxury, the minor hockey kids have been bussed to Riverbend for two winters now.
  Gord Mackenzie :: Fair enough Shelley, I didn't know about the roof. Still think 18 is steep.
Kettle Lake Minor Hockey :: We have 340 registered players this season. Thank you to council for listening to the families. Fundraising for the scoreboard starts in November.
Dave P. :: Will there be a walking track? Seniors need somewhere warm to walk in January.
  Marie-Claude Gagnon :: Dave, the drawings on page 4 of the council package show a walking track on the upper level. Three laps to a kilometre.
Ron Fehr :: Property taxes are already up 2.9 percent this year. Watch for another hike once construction costs come in higher than expected.
""")
    block = (
        '<div class="jtc"><h3>Join the conversation</h3><p class="jtc-note">The Tribune welcomes your comments. Comments are moderated and must follow our '
        '<a href="/guidelines/">community guidelines</a>.</p>'
        '<button type="button" id="jtc-show" class="jtc-show">Show comments</button><div id="jtc-box" style="display:none">'
        + isso_embed("en", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">document.getElementById('jtc-show').onclick = function () {"
        " document.getElementById('jtc-box').style.display = 'block'; this.style.display = 'none'; loadIsso(); };</script>"
    )
    style = ".jtc{border-top:3px solid #8b1a1a;margin-top:16px;padding-top:4px}.jtc-note{font-size:11px;color:#777}.jtc-show{background:#8b1a1a;color:#fff;border:0;padding:6px 14px;font-weight:bold;cursor:pointer}"
    side = widget(
        "Weekly poll",
        poll(
            "Would you donate to the new arena's fundraising campaign?",
            [("Yes", 288), ("No", 341), ("Depends on the naming rights", 77)],
        ),
        "courier",
    )
    piece = Piece(
        "Council approves $18-million arena plan in 5-2 vote",
        "By Kyle Sorensen, Tribune staff",
        "2012-10-16T21:30:00-06:00",
        "Tuesday, October 16, 2012 9:30 PM MDT",
        """
Kettle Lake town council approved an $18-million plan to replace the Legion Memorial Arena on Tuesday night, ending more than two years of debate.

The new building will have one NHL-size ice surface, six dressing rooms, a 600-seat viewing area and a walking track on the upper level. Construction is expected to start next spring.

The town will borrow $11 million, with the rest coming from provincial infrastructure grants and a community fundraising campaign. Councillors Ed Brandt and Lorna Yee voted against the plan.
""",
        dek="Old arena's roof failed two inspections",
        section="News",
        tags=("arena", "town council", "minor hockey"),
        popular=(
            "Highway 16 reopens after collision",
            "Council approves arena plan",
            "Obituary: Walter Kowalczyk",
            "Kettle Lake Lakers win home opener",
        ),
        related=(
            "Arena roof fails second inspection",
            "Minor hockey bussed to Riverbend",
            "Letters: Think twice about the arena",
        ),
    )
    return case(
        "br-ca-isso-arena",
        "discussion",
        "ca-kettle",
        piece,
        Bits(after=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/news/council-approves-18-million-arena-plan-1-1129734",
        system="isso",
        reveal="button: 'Show comments' under 'Join the conversation' shows a hidden box and loads Isso's client into it",
        container="div.jtc: h3 'Join the conversation', div#jtc-box (hidden until the click) > Isso's section#isso-thread",
        heading="Join the conversation",
        description="A Canadian community paper of 2012 on an arena plan: Isso with 7 readers' comments (replies one level deep) behind a 'Show comments' button, under a heading without a count; beside a layout table's rail with most read, a poll and a business directory.",
        check_steps=("click:#jtc-show", "wait:3000"),
    )


def sg_waline_tab() -> Case:
    ns = talk("""
Jasmine T :: Eh this one I eat since primary school! The chilli still the same or not? Last time very shiok.
  Makan Trail :: Jasmine, the chilli is still the same, the uncle still makes it himself every morning. Go before 11am, the queue is very long after that.
Ah Beng :: Fishball quite ok but the mee pok a bit soft for me. Maybe I unlucky that day.
Priya :: Thanks for the tip about Sunday, I went last Sunday and it was closed lor.
  Jasmine T :: Haha same, wasted my MRT trip once.
""")
    path = "/hawker/kebun-lama-fishball-noodles/"
    block = (
        '<div class="mt-tabs"><ul class="mt-tabbar"><li><a href="#mt-info" id="mt-t-info" class="mt-on">Stall info</a></li>'
        '<li><a href="#mt-talk" id="mt-t-talk">Comments</a></li></ul>'
        '<div id="mt-info" class="mt-pane"><table class="mt-stall"><tr><th>Stall</th><td>Lim Kee Fishball Noodles, #01-27</td></tr>'
        "<tr><th>Address</th><td>Blk 214 Kebun Lama Market &amp; Food Centre</td></tr><tr><th>Hours</th><td>6.30am to 2pm, closed on Sundays</td></tr>"
        "<tr><th>Price</th><td>$3 / $4</td></tr><tr><th>My rating</th><td>4 out of 5 chopsticks</td></tr></table></div>"
        '<div id="mt-talk" class="mt-pane" style="display:none"><div id="mt-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#mt-waline'", path, "en")
        + "<script type=\"text/javascript\">(function () { var done = false; var a = document.getElementById('mt-t-info'), b = document.getElementById('mt-t-talk');"
        " function pick(k, e) { if (e) e.preventDefault(); a.className = k === 0 ? 'mt-on' : ''; b.className = k === 1 ? 'mt-on' : '';"
        " document.getElementById('mt-info').style.display = k === 0 ? 'block' : 'none'; document.getElementById('mt-talk').style.display = k === 1 ? 'block' : 'none';"
        " if (k === 1 && !done) { done = true; mountWaline(); } }"
        " a.onclick = function (e) { pick(0, e); }; b.onclick = function (e) { pick(1, e); }; })();</script>"
    )
    style = (
        ".mt-tabbar{list-style:none;margin:16px 0 0;padding:0;overflow:hidden;border-bottom:2px solid #c62828}.mt-tabbar li{float:left}.mt-tabbar a{display:block;padding:6px 14px;background:#eee;margin-right:3px;color:#333;text-decoration:none;font-weight:bold}"
        ".mt-tabbar a.mt-on{background:#c62828;color:#fff}.mt-pane{border:1px solid #ddd;border-top:0;padding:10px}.mt-stall th{text-align:left;padding-right:12px;vertical-align:top}"
    )
    side = widget(
        "Makan kakis",
        blogroll(
            [
                ("Chope Your Seat", "Best chwee kueh in the east", "3 hours ago"),
                ("Kopi O Kosong", "Toast box wars", "1 day ago"),
                ("The Hungry Ah Girl", "Nasi lemak at 3am", "2 days ago"),
            ]
        ),
        "blog",
    ) + widget(
        "Categories",
        cloud(
            [
                ("fishball", 3),
                ("Toa Payoh", 2),
                ("char kway teow", 4),
                ("laksa", 4),
                ("breakfast", 2),
                ("hawker", 5),
            ]
        ),
        "blog",
    )
    piece = Piece(
        "Lim Kee Fishball Noodles: still worth the queue after 40 years",
        "Ken Lee",
        "2013-05-04T11:47:00+08:00",
        "Saturday, May 4, 2013 at 11:47 AM",
        """
Some stalls you go to for the food, some for the memories. Lim Kee is both. The uncle has been making his own fishballs every morning since 1973, and his chilli is the kind you think about on the MRT home.

I ordered the mee pok dry with extra chilli ($4). The noodles were springy, the fishballs bouncy and not too salty, and the soup came with a generous handful of fried lard.

Go early: by 11 the queue reaches the drinks stall, and he sells out by 1.
""",
        tags=("fishball", "mee pok", "Kebun Lama", "hawker"),
        popular=(
            "10 char kway teow stalls ranked",
            "Where to eat laksa at midnight",
            "My mother's kueh dadar",
        ),
    )
    return case(
        "br-sg-waline-tab",
        "discussion",
        "sg-makan",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="tab: 'Comments' beside the shown tab 'Stall info'; choosing it shows its pane and mounts Waline",
        container="div.mt-tabs > div#mt-talk (hidden until its tab is chosen) > div#mt-waline (Waline's client, its English interface)",
        heading=None,
        description="A Singapore food blog of 2013 on a hawker stall: a tab pair whose shown tab is the stall's info table and whose 'Comments' tab mounts Waline with 5 readers' comments (the blogger answering once; replies one level deep); no heading and no count of the site's own.",
        check_steps=("click:#mt-t-talk", "wait:3000"),
    )


def ph_waline_button() -> Case:
    ns = talk("""
Jun dela Cruz :: Piso lang naman pero araw-araw yan. 4 rides a day, 20 days, P80 a month. Para sa amin malaki yan.
  Marites R. :: Tama ka Jun. Pero kawawa din ang mga driver, diesel is P46 na.
  Jun dela Cruz :: I know, my tatay is a driver. Walang madaling sagot.
Engr. Paolo Santos :: The real solution is a proper mass transit system. We have been patching the jeepney system since the 70s.
Lorna from Marikina :: Sana naman may discount pa rin ang students and seniors. Hindi naman lahat may pera.
  Bayanihan Daily :: Lorna, the board said the 20 percent discount for students, senior citizens and PWDs remains. We have updated the story.
Kuya Jeff :: Ok lang basta maayos ang upuan at walang butas ang bubong. Tuwing umuulan basa kami.
Anna Liza :: Magbibigay ba sila ng fare matrix sa bawat jeep? Madalas hindi alam ng pasahero ang tamang pamasahe.
""")
    path = "/metro/2012/09/jeepney-fare-hike-p1-provisional"
    block = (
        '<div class="bd-talk"><p class="bd-talk-lead">What do you think? Tell us in the comments.</p>'
        '<a href="#" id="bd-view" class="bd-view">View comments</a><div id="bd-waline"></div></div>'
        + WALINE_CSS
        + waline_embed("'#bd-waline'", path, "en")
        + "<script type=\"text/javascript\">document.getElementById('bd-view').onclick = function (e) { e.preventDefault(); this.parentNode.removeChild(this); mountWaline(); };</script>"
    )
    style = ".bd-talk{border:1px solid #ddd;background:#f7f9fc;padding:10px;margin-top:14px}.bd-talk-lead{font-weight:bold;margin:0 0 6px}.bd-view{display:inline-block;background:#1565c0;color:#fff;padding:5px 12px;text-decoration:none;font-weight:bold}"
    side = widget(
        "Forex",
        "<p>USD 1 = PHP 41.72<br />EUR 1 = PHP 53.90<br />As of Sept 18, 2012</p>",
        "portal",
    ) + widget(
        "Trending",
        links(["Typhoon signal no. 2 over Isabela", "Gilas Pilipinas roster", "Gold price hits record"]),
        "portal",
    )
    piece = Piece(
        "Jeepney fare hike: P1 provisional increase approved",
        "By Carlo Villanueva",
        "2012-09-18T14:05:00+08:00",
        "September 18, 2012 2:05 PM",
        """
MANILA, Philippines: Jeepney passengers in Metro Manila will pay P1 more starting Friday after the transport regulatory board approved a provisional fare increase on Tuesday.

The minimum fare for the first four kilometres rises from P8 to P9. Transport groups had asked for P2, citing the rise in diesel prices since June.

The 20 percent discount for students, senior citizens and persons with disabilities remains, the board said. Drivers must post the new fare matrix inside their jeepneys.
""",
        section="Metro",
        tags=("jeepney", "fare hike", "transport", "Metro Manila"),
        popular=(
            "MMDA: No number coding on Friday",
            "Jeepney fare hike approved",
            "Senator files bill on text scams",
            "PBA: Fiesta Conference schedule",
        ),
        related=(
            "Diesel up P0.60 per liter",
            "Transport groups threaten strike",
            "Fare matrix: what you should pay",
        ),
    )
    return case(
        "br-ph-waline-jeepney",
        "discussion",
        "ph-bayanihan",
        piece,
        Bits(after=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="button: 'View comments' link under the story mounts Waline",
        container="div.bd-talk: 'What do you think? Tell us in the comments.', div#bd-waline (Waline's client, its English interface)",
        heading=None,
        description="A Philippine news portal of 2012 on a jeepney fare increase: Waline with 8 readers' comments in Taglish and English (the paper answering once; replies one level deep) mounted by a 'View comments' link; beside a forex box, trending links, most popular and photo galleries.",
        check_steps=("click:#bd-view", "wait:3000"),
    )


def campus_isso_link() -> Case:
    ns = talk("""
Katharine Lowe :: Nice post. Have you controlled for register? My guess is that most of the 20th-century whom tokens come from legal and academic prose, which the corpus over-samples after 1950.
  Ian Fairbairn :: Thanks, Katharine, that is exactly the next step. The genre tags only go back to 1920, so I will rerun it from there and post the split by register.
Tomasz :: Is the data available? I would like to compare it with Polish kogo in a corpus of similar size.
""")
    block = (
        '<div id="responses"><p class="entry-meta"><a href="#isso-thread" id="show-resp">Show 3 comments</a></p>'
        + isso_embed("en", load="later", extra=ISSO_ALL)
        + "</div>"
        "<script type=\"text/javascript\">document.getElementById('show-resp').onclick = function (e) { e.preventDefault(); this.parentNode.style.display = 'none'; loadIsso(); };</script>"
    )
    side = "<h4>Blogroll</h4>" + blogroll(
        [
            ("Language Hat-Stand", "On the word 'hwilum'", "1 day ago"),
            ("Corpus Drift", "Sampling frames, again", "4 days ago"),
            ("The Diachronic Desk", "Call for papers: ICHL workshop", "1 week ago"),
        ]
    )
    piece = Piece(
        "Whom isn't dying as fast as you think (at least in the corpus)",
        "Ian Fairbairn",
        "2013-02-14T10:20:00+00:00",
        "14 February 2013",
        """
Every few years someone announces the death of whom. I counted it in our diachronic corpus of printed English, 1900 to 2000, about 210 million words, and the picture is less dramatic than the obituaries suggest.

Relative frequency per million words falls from 412 in the 1900s to 169 in the 1990s. That is a decline, but a slow one, and much of it happens after 1960. More interesting is where whom survives: after prepositions (to whom, of whom) it holds up far better than as a bare object.

Scripts and counts are on the data page. Caveats: the corpus is printed text only, and its composition changes over the century.
""",
        section="Corpora",
        tags=("whom", "relative clauses", "diachronic corpora"),
        popular=(
            "Teaching R to first-years",
            "What a sampling frame is for",
            "Notes from the spring workshop",
        ),
    )
    return case(
        "br-campus-isso-whom",
        "discussion",
        "campus",
        piece,
        Bits(after=block, side=side),
        seeds(ns, keep_when=False),
        path="/2013/02/14/whom-isnt-dying-as-fast-as-you-think/",
        system="isso",
        reveal="button: the link 'Show 3 comments' under the post loads Isso's client into its section",
        container="div#responses: the 'Show 3 comments' link, then Isso's section#isso-thread, no heading of the site's own",
        heading=None,
        description="An academic's blog of 2013 on a corpus count: Isso with 3 comments (the author answering once; replies one level deep) loaded by a 'Show 3 comments' link; beside categories, recent posts and a blogroll of other linguists' blogs.",
        check_steps=("click:#show-resp", "wait:3000"),
    )


def real_br() -> list[Case]:
    return [ca_isso_button(), sg_waline_tab(), ph_waline_button(), campus_isso_link()]
