"""Blind set BU: five plain pages of 2011-2013 without any reader comment, full of the era's furniture: a canning blog
with "0 comments:" and "Post a Comment" beside a recent-comments widget of other posts (en), a small-town paper whose
story says "Comments are closed" beside most commented with counts and a poll (en), a cycling collective's journal
with "Comments (0)" beside its tweets and a members' login (en), a Danish local paper with a login box, most read and
latest debate posts of other articles (da), a Hungarian neighbourhood blog whose post has "Nincs hozzászólás" and two
trackbacks beside fresh comments of other posts and a blogroll (hu). Written for this set; every name, place and
text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bu_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    cloud,
    esc,
    links,
    ul,
)


def en_blogger_zero() -> Case:
    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>0 comments:</h4><div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block"></dl></div>'
        '<p class="comment-footer"><a href="/comment.g?blogID=91&amp;postID=12">Post a Comment</a></p></div>'
    )
    side = (
        box(
            "en-blogger2",
            "Recent Comments",
            ul(
                """
Bettina | Bread and butter pickles, the real way | I made these with your grandmother's ratio and they are perfect. Thank you!
Anonymous | Green tomato chutney | How long does this keep once opened?
Marcy K. | Low-sugar strawberry jam | Pomona's pectin works great for this, I've done it for years.
Al from Duluth | Bread and butter pickles, the real way | Crisp as the day I made them, eight months later.
""",
                lambda r: f"<b>{esc(r[0])}</b> on <a href='#'>{esc(r[1])}</a>: <span>{esc(r[2])}</span>",
            ),
            "RecentComments",
        )
        + box(
            "en-blogger2",
            "Followers",
            "<p>Followers (231)</p>"
            + "".join(f'<img src="/_avatar/f{k}.svg" width="24" height="24" alt="" />' for k in range(12)),
            "Followers",
        )
        + box(
            "en-blogger2",
            "Popular Posts",
            ul(
                """
Bread and butter pickles, the real way | 48 comments
Low-sugar strawberry jam | 22 comments
How I store 300 jars in a small house | 35 comments
""",
                lambda r: f"<a href='#'>{esc(r[0])}</a> <small>({esc(r[1])})</small>",
            ),
            "PopularPosts",
        )
        + box(
            "en-blogger2",
            "Labels",
            cloud(
                "pickles:5, jam:4, chutney:3, pressure canning:4, garden:3, dill:2, tomatoes:4, giveaways:1"
            ),
            "Label",
        )
        + box(
            "en-blogger2",
            "Blog Archive",
            '<ul class="hierarchy"><li>▼ <a href="/2012/">2012</a> (41)<ul><li>► <a href="/2012/09/">September</a> (6)</li><li>► <a href="/2012/08/">August</a> (11)</li></ul></li><li>► <a href="/2011/">2011</a> (77)</li></ul>',
            "BlogArchive",
        )
        + box(
            "en-blogger2",
            "Subscribe To",
            '<a href="/feeds/posts/default">Posts (Atom)</a><br /><a href="/feeds/comments/default">All Comments (Atom)</a>',
            "Subscribe",
        )
    )
    piece = Piece(
        "Pressure canning green beans, step by step",
        "Posted by Wendy at 6:30 AM",
        "2012-09-18T06:30:00-05:00",
        "Tuesday, September 18, 2012",
        """
The bean rows got away from me again this year, so this week has been all beans, all the time. Green beans are low acid, which means they have to go in the pressure canner, not a water bath. No exceptions, no matter what your aunt says.

I pack them raw into hot pint jars, add half a teaspoon of salt and boiling water to an inch from the top, and process at 10 pounds for 20 minutes. Adjust for your altitude.

Seventeen pints so far. The rest are going to the neighbors before I start dreaming about beans.
""",
        tags=("pressure canning", "garden"),
    )
    return case(
        "bu-en-blogger-nocomments",
        "lookalike",
        "en-blogger2",
        piece,
        Bits(after=after, side=side),
        [],
        path="/2012/09/pressure-canning-green-beans.html",
        reveal="-",
        container="-",
        heading=None,
        description="An American canning blog on a hosted blog engine, September 2012: a how-to post with '0 comments:', an empty comments block and 'Post a Comment'; the sidebar's recent comments of other posts (4 readers' names, post titles and excerpts), followers, popular posts with comment counts, a labels cloud, the archive tree and feed links. No reader comment on the page.",
        lookalikes=("recent comments of other posts with excerpts", "popular posts with comment counts"),
    )


def en_herald_closed() -> Case:
    after = (
        '<div id="story-comments" class="story-comments"><h3>Comments</h3><p class="cmt-closed">Comments are closed on this story.</p>'
        '<p class="cmt-rules">Please read our <a href="/comment-policy">comment policy</a>.</p></div>'
    )
    side = (
        box(
            "en-herald2",
            "Most Commented",
            ul(
                """
County fair board votes to end demolition derby | 71
Opinion: the Ashby roundabout is not working | 44
Corliss man charged in tractor theft | 29
Penhallow High names new football coach | 18
""",
                lambda r: f"<a href='#'>{esc(r[0])}</a> <span class='cnt'>{esc(r[1])} comments</span>",
                "ol",
            ),
            "mostcommented",
        )
        + box(
            "en-herald2",
            "What Readers Are Saying",
            ul(
                """
farmgal1962 | County fair board votes to end demolition derby | 3 hours ago | The derby is the only reason my kids go to the fair.
Ray Holcomb | Opinion: the Ashby roundabout is not working | 5 hours ago | I drive it twice a day. It works fine if you yield.
Pat D. | Corliss man charged in tractor theft | yesterday | Third tractor this year on our road.
""",
                lambda r: (
                    f"<b>{esc(r[0])}</b> on <a href='#'>{esc(r[1])}</a> <small>{esc(r[2])}</small><br />“{esc(r[3])}”"
                ),
            ),
            "readerssaying",
        )
        + box(
            "en-herald2",
            "Poll",
            "<p>Did you get your flu shot this year?</p><p>Yes: 58% · Not yet: 27% · No: 15%</p><p><small>412 votes. Not a scientific poll.</small></p>",
            "poll",
        )
        + box("en-herald2", "Weather", "<p>Ashby: 52°F, light rain. Frost advisory tonight.</p>", "weather")
    )
    piece = Piece(
        "Obituary: Eleanor May Hatcher, 88, of Corliss",
        "Tri-County Ledger",
        "2012-10-22T05:00:00-04:00",
        "Monday, October 22, 2012 5:00 am",
        """
Eleanor May Hatcher, 88, of Corliss died Friday, October 19, 2012, at Penhallow Memorial Hospital. She was born March 3, 1924, in Ashby, the daughter of Walter and Ida (Brandt) Lutz.

She taught third grade at Corliss Elementary for 34 years and was a member of the First Methodist Church, where she sang in the choir for more than half a century.

She is survived by two sons, five grandchildren and nine great-grandchildren. Visitation will be Wednesday from 4 to 7 p.m. at Lindell Funeral Home.
""",
        section="Obituaries",
    )
    return case(
        "bu-en-ledger-closed",
        "lookalike",
        "en-herald2",
        piece,
        Bits(after=after, side=side),
        [],
        path="/obituaries/eleanor-may-hatcher/article_71b0.html",
        reveal="-",
        container="-",
        heading=None,
        description="A tri-county American paper of October 2012 on a hosted newspaper CMS: an obituary whose comment area says 'Comments are closed on this story.'; the right rail's ad slot, most commented with counts, 'What Readers Are Saying' (3 readers' names, other stories, relative times and quoted excerpts), a poll with percentages and the weather. No reader comment on the page.",
        lookalikes=(
            "readers' comments on other stories with names, times and excerpts",
            "most commented with counts",
        ),
    )


def en_sqsp_zero() -> Case:
    after = (
        '<div class="journal-entry-navigation"><span class="comment-link"><a href="#comments">Comments (0)</a></span> · <a href="#">Permalink</a> · <a href="#">Share Article</a></div>'
        '<div id="comments" class="journal-comments"><h3>Reader Comments</h3><p class="none-yet">There are no comments for this journal entry. To create a new comment, use the form below.</p>'
        '<form action="#" method="post"><p>Name <input type="text" /></p><p>Email <input type="text" /></p><p><textarea rows="6" cols="46"></textarea></p><p><input type="submit" value="Post" /></p></form></div>'
    )
    side = (
        box(
            "en-sqsp",
            "Members",
            '<form action="/login"><p>Login <input type="text" size="14" /></p><p>Password <input type="password" size="14" /></p><input type="submit" value="Login" /> <a href="#">Join the collective</a></form>',
            "login",
        )
        + box(
            "en-sqsp",
            "@northforkcc",
            ul(
                """
Saturday shop ride meets 8am at the old depot. Bring lights, it's dark till 7. | 1 day ago
Dave finally replaced the headset on the shop tandem. Rejoice. | 4 days ago
Frost on the Ridge Road loop this morning, ride careful. | 1 week ago
""",
                lambda r: f"{esc(r[0])} <small>{esc(r[1])}</small>",
            ),
            "twitter",
        )
        + box(
            "en-sqsp",
            "Upcoming Rides",
            ul(
                """
Sat Nov 3 | Shop Ride, 32 mi, no drop
Sun Nov 4 | Gravel to Hatchet Lake, 45 mi
Wed Nov 7 | Night ride, lights required
""",
                lambda r: f"<b>{esc(r[0])}</b> {esc(r[1])}",
            ),
            "rides",
        )
        + box(
            "en-sqsp",
            "Tags",
            cloud("gravel:4, repairs:3, shop ride:5, night rides:2, winter:3, tandem:1"),
            "tags",
        )
        + box(
            "en-sqsp",
            "Archive",
            links(
                ("October 2012", "September 2012", "August 2012", "July 2012"),
                "/journal/archive/",
                counts=("(4)", "(6)", "(8)", "(5)"),
            ),
            "archive",
        )
    )
    piece = Piece(
        "Winter hours at the co-op shop",
        "By Dave Okafor",
        "2012-10-29T19:00:00-05:00",
        "Monday, October 29, 2012 at 7:00PM",
        """
Starting this week the collective's repair shop switches to winter hours: Tuesday and Thursday evenings from 6 to 9, and Saturday mornings from 10 to 1.

Members can still book the truing stand and the bike wash outside those hours. Sign the sheet on the door or send a message to the shop account.

We are also looking for two volunteers to run the Thursday sessions over the holidays. Free coffee and eternal gratitude.
""",
        tags=("shop", "winter"),
    )
    return case(
        "bu-en-sqsp-zero",
        "lookalike",
        "en-sqsp",
        piece,
        Bits(after=after, side=side),
        [],
        path="/journal/2012/10/29/winter-hours-at-the-co-op-shop.html",
        reveal="-",
        container="-",
        heading=None,
        description="An American cycling collective's journal of October 2012 on a hosted site builder: a notice with 'Comments (0)', a 'Reader Comments' heading saying there are none, and the form; the sidebar's members' login, the collective's tweets with times, upcoming rides, tags and archive with counts. No reader comment on the page.",
        lookalikes=("tweets with times", "upcoming rides"),
    )


def da_joomla() -> Case:
    after = (
        '<div class="debat-boks"><h3>Debat</h3><p>Der er endnu ingen indlæg i debatten om denne artikel.</p>'
        '<p>Du skal være <a href="/log-ind">logget ind</a> for at deltage. Debatten lukker automatisk efter 3 dage.</p></div>'
    )
    left = box(
        "da-joomla",
        "Log ind",
        '<form action="/log-ind" method="post"><p>Brugernavn<br /><input type="text" size="14" /></p><p>Adgangskode<br /><input type="password" size="14" /></p><input type="submit" value="Log ind" /><br /><a href="#">Glemt adgangskode?</a><br /><a href="#">Opret bruger</a></form>',
        "login",
    ) + box(
        "da-joomla",
        "Afstemning",
        "<p>Skal der være gratis parkering i Glostrup centrum om lørdagen?</p><p>Ja: 64 % · Nej: 29 % · Ved ikke: 7 %</p><p><small>1.108 stemmer</small></p>",
        "poll",
    )
    side = (
        box(
            "da-joomla",
            "Mest læste",
            links(
                (
                    "Ny cykelsti langs Roskildevej",
                    "Brand i kolonihave i Brøndby Strand",
                    "Håndboldpigerne tabte finalen",
                    "Sådan bliver vejret i weekenden",
                ),
                "/nyheder/",
                "ol",
            ),
            "mostread",
        )
        + box(
            "da-joomla",
            "Seneste debatindlæg",
            ul(
                """
Birthe L. | Ny cykelsti langs Roskildevej | i dag 09:14 | Endelig! Jeg har cyklet på fortovet i ti år.
Henning Riis | Håndboldpigerne tabte finalen | i går 21:40 | De kæmpede flot, dommeren var en skandale.
Kim | Brand i kolonihave i Brøndby Strand | i går 18:02 | Tak til brandvæsenet, de var der på fem minutter.
""",
                lambda r: (
                    f"<b>{esc(r[0])}</b> om <a href='#'>{esc(r[1])}</a> <small>{esc(r[2])}</small><br />{esc(r[3])}"
                ),
            ),
            "debat",
        )
        + box(
            "da-joomla",
            "Annonce",
            '<div style="height:200px;background:#eee;text-align:center;color:#999">ANNONCE</div>',
            "banner",
        )
    )
    piece = Piece(
        "Biblioteket i Vestervang får selvbetjening om aftenen",
        "Skrevet af Mette Krogh",
        "2012-11-07T08:45:00+01:00",
        "onsdag, 07 november 2012 08:45",
        """
Fra december kan lånerne på Vestervang Bibliotek låse sig ind med sygesikringskortet og en pinkode fra klokken 7 til 22 alle ugens dage, også når der ikke er personale.

Ordningen er en del af kommunens budgetaftale og skal prøves af i et år. Personalet vil fortsat være der mandag til torsdag fra 10 til 18.

Biblioteket holder informationsmøde om ordningen torsdag den 22. november klokken 19.
""",
        section="Nyheder",
    )
    return case(
        "bu-da-joomla-tomdebat",
        "lookalike",
        "da-joomla",
        piece,
        Bits(after=after, side=side, left=left),
        [],
        path="/nyheder/lokalt/2291-biblioteket-i-vestervang-faar-selvbetjening.html",
        reveal="-",
        container="-",
        heading=None,
        description="A Danish local paper of November 2012 on a Joomla 1.5-like CMS: a library article with an empty 'Debat' box (no posts yet, log in to take part, closes after 3 days); the columns' login box, a poll with percentages, most read, the latest debate posts of other articles (3 names, article titles, times and excerpts) and an ad. No reader comment on the page.",
        lookalikes=("latest debate posts of other articles with names, times and excerpts",),
    )


def hu_b2evo() -> Case:
    after = (
        '<div class="bFeedback"><h4>Hozzászólások</h4><p class="nofeedback">Nincs hozzászólás.</p>'
        '<h4>Visszakövetések</h4><div class="bComment trackback"><div class="bCommentTitle">Visszakövetés: <a href="/out/budai-utcak">Budai utcák blog</a></div>'
        '<div class="bCommentText">A Kertvárosi Füzetek szerzője megint előásott valamit: a Hóvirág utcai villa történetét, ami nálunk is szóba került…</div><div class="bCommentSmallPrint">2012.06.12. 08:14</div></div>'
        '<div class="bComment trackback"><div class="bCommentTitle">Visszakövetés: <a href="/out/regi-budapest">Régi Budapest fotók</a></div>'
        '<div class="bCommentText">Heti ajánló: kertvárosi villák, egy régi villamosmegálló és egy 1936-os strandfotó…</div><div class="bCommentSmallPrint">2012.06.14. 19:30</div></div>'
        '<p class="closed">A hozzászólások ennél a bejegyzésnél le vannak zárva.</p></div>'
    )
    side = (
        box(
            "hu-b2evo",
            "Friss hozzászólások",
            ul(
                """
Kovácsné Edit | A régi villamosvégállomás | Nagyapám itt volt kalauz, van róla egy fényképem…
Bence | Strand 1936 | Ez a mostani uszoda helyén volt?
Gyuri bácsi | A Hóvirág utcai pék | A kiflijére ma is emlékszem.
""",
                lambda r: f"<b>{esc(r[0])}</b> – <a href='#'>{esc(r[1])}</a><br />{esc(r[2])}",
            ),
            "comments",
        )
        + box(
            "hu-b2evo",
            "Blogroll",
            ul(
                """
Budai utcák | Egy elfeledett szobor nyomában | 2 órája
Régi Budapest fotók | Heti ajánló, 24. hét | 1 napja
Zuglói krónika | Bontják a régi mozit | 3 napja
""",
                lambda r: f"<a href='#'>{esc(r[0])}</a>: {esc(r[1])} <small>({esc(r[2])})</small>",
            ),
            "blogroll",
        )
        + box(
            "hu-b2evo",
            "Címkék",
            cloud("villák:4, utcanevek:3, régi képek:5, villamos:2, strand:2, pékség:1"),
            "tags",
        )
        + box(
            "hu-b2evo",
            "Archívum",
            links(("2012. június", "2012. május", "2012. április"), "/archiv/", counts=("(3)", "(5)", "(4)")),
            "archives",
        )
    )
    piece = Piece(
        "A Hóvirág utcai villa és az orvos, aki felépíttette",
        "Írta: Zsófi",
        "2012-06-11T21:00:00+02:00",
        "2012. június 11., hétfő",
        """
A Hóvirág utca 9. alatti sárga villát 1928-ban építtette dr. Halmi Ernő fogorvos, aki a földszinten rendelőt, az emeleten lakást alakított ki. A terveket egy fiatal építész, Szőnyi Pál készítette.

A háború után a házat több családnak osztották ki, a rendelőből lakás lett. A homlokzat díszei nagyrészt eltűntek, csak a kapu feletti kovácsoltvas napraforgó maradt meg.

A mostani tulajdonosok tavaly kezdték felújítani a házat, és megtalálták a padláson az eredeti tervrajzok egy részét.
""",
        tags=("villák", "régi képek"),
    )
    return case(
        "bu-hu-b2evo-nincs",
        "lookalike",
        "hu-b2evo",
        piece,
        Bits(after=after, side=side),
        [],
        path="/index.php/2012/06/11/a-hovirag-utcai-villa",
        reveal="-",
        container="-",
        heading=None,
        description="A Hungarian neighbourhood-history blog of June 2012 on a self-hosted PHP blog engine: a post with 'Nincs hozzászólás.', two trackbacks (blog name, excerpt, date) in the feedback block and comments closed; the sidebar's fresh comments of other posts (3 names, posts and excerpts), a blogroll of followed blogs' latest posts with times, tags and the archive. No reader comment on the page.",
        lookalikes=(
            "trackbacks with excerpts",
            "fresh comments of other posts",
            "a blogroll with latest posts and times",
        ),
    )


def plain_bu() -> list[Case]:
    return [en_blogger_zero(), en_herald_closed(), en_sqsp_zero(), da_joomla(), hu_b2evo()]
