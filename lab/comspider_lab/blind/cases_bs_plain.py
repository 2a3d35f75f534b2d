"""Blind set BS: six plain pages of 2011-2013 with the era's furniture and no reader comment on the article: an
allotment blog on a Typepad-like host whose post has two trackbacks and "Comments are closed" (en); a book journal
on a hosted journal site with "0 comments | Leave a comment" and a friends list (en); a town paper on Drupal with
"Login or register to post comments" and a latest-comments block of other stories (en); an arts magazine on
ExpressionEngine with comments closed and the magazine's tweets (en); a lifeboat volunteer's hosted blog with
"No comments:" and a recent-comments gadget of other posts (en); a Greek municipal news site on Joomla 1.5 with "no
comments yet" and a latest-comments module of other articles (el). Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bs_common import (
    Bits,
    Case,
    Piece,
    archive,
    box,
    calendar,
    case,
    cloud,
    esc,
    followers,
    links,
    rows,
    slug,
)


def en_typepad_closed() -> Case:
    tbs = rows("""
Muddy Boots Diary | The Hungry Gap, and what other plot-holders do about it | Mar 28, 2012 at 08:14 AM | Over at Plot Forty-Two there is a good list of what to eat from the allotment in April, when the winter veg is finished and nothing new is ready…
Grow Your Own Gazette | Weekly round-up: hungry gaps, frost dates and slugs | Mar 30, 2012 at 05:40 PM | This week: the hungry gap explained by a first-year plot-holder, the latest frost date for your postcode, and…
""")
    after = (
        '<div class="tp-feedback"><h3 class="trackbacks-header">TrackBack</h3><p class="trackbacks-info">TrackBack URL for this entry:<br /><span class="trackbacks-link">/t/trackback/1203/4410981</span></p>'
        '<p>Listed below are links to weblogs that reference <a href="#">The hungry gap</a>:</p><div class="trackbacks-content">'
        + "".join(
            f'<div class="trackback" id="trackback-{k}"><div class="trackback-content"><p><a href="/out/{slug(b)}">{esc(t)}</a></p><p>{esc(x)}</p></div>'
            f'<p class="trackback-footer">Tracked on {esc(w)} from <a href="/out/{slug(b)}">{esc(b)}</a></p></div>'
            for k, (b, t, w, x) in enumerate(tbs)
        )
        + '</div><h3 class="comments-header">Comments</h3><p class="comments-closed">The comments to this entry are closed.</p></div>'
    )
    side = (
        box(
            "en-allotment",
            "About",
            '<p><img src="/_avatar/tp-jo.svg" alt="" width="60" height="60" /><br />Jo. Plot 42, Windmill Hill Allotments. Novice, optimist, slug-botherer.</p>',
        )
        + box(
            "en-allotment",
            "Recent Comments",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> on <a href="/{slug(t)}.html">{esc(t)}</a></li>'
                for a, t in rows("""
Barbara (plot 17) | Chitting potatoes on every windowsill
Dig For Victory Dave | Raised beds: worth the money?
Sue | Chitting potatoes on every windowsill
Tom the Shed | First rhubarb of the year
""")
            )
            + "</ul>",
        )
        + box(
            "en-allotment",
            "Categories",
            links(
                ("Diary", "Seeds", "Wildlife", "Pests", "Recipes", "The Shed"),
                "/plot42/",
                counts=("(61)", "(18)", "(9)", "(14)", "(11)", "(5)"),
            ),
        )
        + box(
            "en-allotment",
            "What I'm reading",
            "<ul><li><i>The Vegetable Grower's Handbook</i>, 1941 edition</li><li><i>Slugs and Snails</i>, a very short pamphlet</li></ul>",
        )
        + box(
            "en-allotment",
            "Blogroll",
            links(
                ("Muddy Boots Diary", "The Windowsill Grower", "Grow Your Own Gazette", "Hill Top Plot 9"),
                "/out/",
            ),
        )
        + box(
            "en-allotment",
            "Archives",
            links(("March 2012", "February 2012", "January 2012", "December 2011"), "/plot42/"),
        )
    )
    piece = Piece(
        "The hungry gap",
        "Posted by Jo at 09:10 PM",
        "2012-03-27T21:10:00+01:00",
        "March 27, 2012",
        """
Nobody told me about the hungry gap. The leeks are finished, the last parsnips went into a soup on Sunday, and the broad beans are only just up. For the next six weeks the plot will give me rhubarb, a few leaves of chard and a lot of moral support.

The old hands on the site plan for it: purple sprouting broccoli, spring cabbage, perpetual spinach sown in August. I did none of these things. I did, however, buy a great many seed packets in January.

Next year I am making a list. This year I am making rhubarb crumble.
""",
        tags=("Diary", "Seeds"),
    )
    return case(
        "bs-en-typepad-geschlossen",
        "lookalike",
        "en-allotment",
        piece,
        Bits(after=after, side=side),
        [],
        path="/plot42/2012/03/the-hungry-gap.html",
        reveal="-",
        container="-",
        heading=None,
        description="An allotment blog on a Typepad-like host, 2012: a post with two trackbacks below it (the linking blog, its post title, an excerpt and 'Tracked on DATE from BLOG') and 'The comments to this entry are closed.'; the sidebar's about box, recent comments naming readers on other posts, categories with counts, a reading list, a blogroll and the archives. No reader comment on this post.",
        lookalikes=("two trackbacks with excerpts", "recent comments of other posts"),
    )


def en_journal_zero() -> Case:
    friends = rows("""
moth_and_margin | Finished the Mantel at last. Thoughts behind a cut. | 2 hours ago
bookishbadger | Library sale haul, with cat for scale | 5 hours ago
inkstainedwren | Reading meme: ten books that stayed with you | yesterday
paperlanterns | The problem with the last chapter | 2 days ago
""")
    side = (
        box(
            "en-lantern",
            "Profile",
            '<p><img src="/_avatar/up-lanternfish.svg" alt="" width="100" height="100" /><br /><b>lanternfish_lit</b><br />Reader, cataloguer, owner of two opinionated cats.</p>',
        )
        + box(
            "en-lantern",
            "Friends' recent entries",
            "<ul>"
            + "".join(
                f'<li><span class="ljuser"><b>{esc(u)}</b></span>: <a href="/~{u}/">{esc(t)}</a> <small>{esc(w)}</small></li>'
                for u, t, w in friends
            )
            + "</ul>",
        )
        + box(
            "en-lantern", "October 2012", calendar("October 2012", 31, 1, (2, 7, 14, 21, 22), "S,M,T,W,T,F,S")
        )
        + box(
            "en-lantern",
            "Tags",
            cloud("currently reading:5, memes:2, cats:3, book haul:3, reviews:4, library:2"),
        )
        + box("en-lantern", "Reading challenge", "<p>52 books in 2012: <b>41</b> read so far.</p>")
    )
    inside = (
        '<div class="qp-foot"><a href="/~lanternfish_lit/60112.html?mode=reply">Leave a comment</a> <a href="/~lanternfish_lit/60112.html">0 comments</a>'
        ' <a href="/tools/memadd.bml?itemid=60112">Add to Memories</a> <a href="/~lanternfish_lit/60112.html#share">Share</a></div>'
    )
    piece = Piece(
        "Currently reading: the October pile",
        "lanternfish_lit",
        "2012-10-22T20:15:00+00:00",
        "Oct. 22nd, 2012 | 08:15 pm",
        """
The October pile is a tower of library books with three different due dates, one of which is tomorrow. I have read none of the book that is due tomorrow. This is traditional.

On top: a fat Victorian novel about a lighthouse keeper's daughter, which I am enjoying against my will. Underneath: two short story collections, a book about the history of card catalogues (yes, really) and a detective novel set in 1920s Cairo.

The cats have claimed the bottom of the pile as a step to the windowsill, so it is now load-bearing and cannot be returned.
""",
        tags=("currently reading", "library"),
        mood="bookish",
        music="rain on the window",
    )
    return case(
        "bs-en-journal-null",
        "lookalike",
        "en-lantern",
        piece,
        Bits(inside=inside, side=side),
        [],
        path="/~lanternfish_lit/60112.html",
        reveal="-",
        container="-",
        heading=None,
        description="A reader's hosted journal, 2012: an entry with its mood and music lines and '0 comments | Leave a comment'; the sidebar's profile, friends' recent entries (user, entry title, relative time), a calendar, tags and a reading-challenge count. No comment at all.",
        lookalikes=("friends' recent entries with times",),
    )


def en_drupal_login() -> Case:
    latest = rows("""
Bypass plan: council to decide in May | Frank Dillon | 12 min ago | The cost has doubled since 2009 and nobody has asked why.
Tarrow Rovers sign keeper from Castleford | RoversTillIDie | 1 hour ago | About time. We have let in 40 goals this season.
Farmers' market moves to Saturday | Ellen W | 3 hours ago | Saturday is much better for working people, well done.
Letter: Bins left out for days on Cross Street | cross_st_resident | 5 hours ago | Still there this morning. Three days now.
""")
    side = (
        box(
            "en-millbrook",
            "Latest comments",
            '<ul class="latest-comments">'
            + "".join(
                f'<li><a href="/news/{slug(t)}">{esc(t)}</a><br /><span class="who">{esc(a)}</span> · <span class="ago">{esc(w)}</span><br /><q>{esc(x)}</q></li>'
                for t, a, w, x in latest
            )
            + "</ul>",
        )
        + box(
            "en-millbrook",
            "Most commented",
            links(
                (
                    "Bypass plan: council to decide in May",
                    "Letter: Bins left out for days on Cross Street",
                    "Tarrow Rovers sign keeper from Castleford",
                ),
                "/news/",
                "ol",
                ("(58)", "(23)", "(19)"),
            ),
        )
        + box(
            "en-millbrook",
            "Poll",
            "<p>Should Millbrook's library open on Sundays?</p><p>Yes – 61% (214 votes)<br />No – 28% (98 votes)<br />Don't mind – 11% (39 votes)</p><p>Total votes: 351</p>",
        )
        + box(
            "en-millbrook",
            "Jobs",
            "<ul><li>Care assistant, Millbrook Lodge</li><li>Van driver, Tarrow Dairies</li><li>Part-time receptionist, Market Street Surgery</li></ul>",
        )
    )
    after = (
        '<div class="np-links"><ul class="links"><li class="comment_forbidden first last"><span><a href="/user/login?destination=comment/reply/8812%23comment-form">Login</a> or '
        '<a href="/user/register?destination=comment/reply/8812%23comment-form">register</a> to post comments</span></li></ul></div>'
    )
    piece = Piece(
        "Mill race footbridge to reopen after repairs",
        "By Gazette reporter",
        "2012-05-02T12:30:00+01:00",
        "Wednesday, 2 May 2012 - 12:30",
        """
The footbridge over the mill race behind Market Street will reopen on Friday after six weeks of repairs, the town council has confirmed.

The 1890s iron bridge was closed in March when an inspection found corrosion in two of its supports. New steel brackets have been fitted and the deck has been re-laid in hardwood.

The repairs cost £38,000, shared between the town council and the county. A council spokesman thanked residents for their patience with the diversion via Station Lane.
""",
        section="News",
        tags=("Market Street", "Town council"),
        caption="The footbridge during repairs last month.",
    )
    return case(
        "bs-en-drupal-anmelden",
        "lookalike",
        "en-millbrook",
        piece,
        Bits(after=after, side=side),
        [],
        path="/news/mill-race-footbridge-to-reopen-after-repairs",
        reveal="-",
        container="-",
        heading=None,
        description="A town paper on Drupal, 2012: a news story ending with 'Login or register to post comments' and no comment; the right rail's latest comments of four other stories (story, reader, relative time, an excerpt in quotes), most commented with counts, a poll with votes and a jobs list.",
        lookalikes=("latest comments of other stories with excerpts", "most commented with counts"),
    )


def en_ee_tweets() -> Case:
    tweets = rows("""
Opening tonight at the Customs House Gallery: salt prints by Ines Farrow. 6-8pm, free. | 2 hours ago
Review: The Tidewater Players' Cherry Orchard is long, funny and very cold. Bring a scarf. | 5 hours ago
We are looking for volunteer listings editors. Two hours a week, free tickets. Email us. | yesterday
""")
    side = (
        box(
            "en-artsmag",
            "@TidewaterArts",
            '<ul class="tweets">'
            + "".join(f'<li>{esc(t)} <small><a href="/out/tw">{esc(w)}</a></small></li>' for t, w in tweets)
            + '</ul><p><a href="/out/tw">Follow us</a></p>',
        )
        + box("en-artsmag", "This week", calendar("November 2012", 30, 4, (14, 15, 16, 17), "S,M,T,W,T,F,S"))
        + box(
            "en-artsmag",
            "Listings",
            "<ul><li><b>Thu 15</b> · Harbour Quartet, St Mary's, 7.30pm</li><li><b>Fri 16</b> · Open studios, Net Loft Lane, 10am-4pm</li><li><b>Sat 17</b> · Poetry at the Anchor, 8pm</li></ul>",
        )
        + box(
            "en-artsmag",
            "Most read",
            links(
                (
                    "The last sign-painter on the coast",
                    "Ten galleries worth the drive",
                    "Why the pier theatre must be saved",
                ),
                "/features/",
                "ol",
            ),
        )
    )
    after = (
        '<div class="ee-comments"><h3>Comments</h3><p class="ee-closed">Commenting is not available in this weblog entry.</p></div>'
        '<div class="ee-related"><h3>Related entries</h3><ul><li><a href="/stage/cherry-orchard">Review: The Cherry Orchard at the Net Loft</a></li><li><a href="/visual/salt-prints">Salt prints: a beginner\'s guide</a></li></ul></div>'
    )
    piece = Piece(
        "Ines Farrow's salt prints come home",
        "by Roberta Nye",
        "2012-11-14T10:00:00-05:00",
        "November 14, 2012",
        """
Ines Farrow made her first salt print in a borrowed darkroom on Net Loft Lane in 1979. Thirty-three years and four countries later, her work is back on the Tidewater coast, in a show that opens tonight at the Customs House Gallery.

The forty prints, most of them small, are of shorelines: mudflats, groynes, the remains of a pier at low tide. Salt printing gives them a soft, brown, slightly uneven surface that suits the subject.

The show runs until January 6. Farrow will give a talk at the gallery on December 1 at 2pm.
""",
        section="Visual Arts",
        tags=("photography", "Customs House Gallery"),
        caption="Low water, Greyhaven, 2011. Salt print. Courtesy of the artist.",
    )
    return case(
        "bs-en-expression-zwitschern",
        "lookalike",
        "en-artsmag",
        piece,
        Bits(after=after, side=side),
        [],
        path="/visual/ines-farrows-salt-prints-come-home",
        reveal="-",
        container="-",
        heading=None,
        description="An arts magazine on ExpressionEngine, 2012: a feature with a 'Comments' heading over 'Commenting is not available in this weblog entry.' and related entries; the sidebar's three tweets of the magazine with relative times, a calendar, listings with days and most read. No comment.",
        lookalikes=("the magazine's tweets with times", "listings with days"),
    )


def en_blogger_none() -> Case:
    recent = rows("""
Maggie Rowe | Shout 14: the fishing boat off Scarth Point | Brilliant work by all of you. My husband was on that boat in the 80s.
Anonymous | Pager nerves | I still jump when my phone buzzes and I have been retired from the crew for six years.
Pete (Cromer) | New boat on station | Lovely to see her on the slipway at last.
Dave H | Pager nerves | Ha, the pager always goes off in the shower. Always.
""")
    side = (
        box(
            "en-harbour",
            "About Me",
            '<p><img src="/_avatar/hb-mike.svg" alt="" width="80" height="80" /><br /><b>Mike</b><br />Volunteer crew, six years. Day job: plumber.</p><p><a href="/profile">View my complete profile</a></p>',
        )
        + box("en-harbour", "Followers (64)", followers(12, "harbour"))
        + box(
            "en-harbour",
            "Recent Comments",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> on <a href="/{slug(t)}.html">{esc(t)}</a>: {esc(x)}</li>'
                for a, t, x in recent
            )
            + "</ul>",
        )
        + box(
            "en-harbour",
            "Blogs I Follow",
            links(
                ("Slipway Diaries", "The Coxswain's Kettle", "Life on the Lifeboat", "Flares and Fenders"),
                "/out/",
            ),
        )
        + box("en-harbour", "Blog Archive", archive("2012 (24): June (3), May (5); 2011 (37); 2010 (12)"))
        + box(
            "en-harbour",
            "Donate",
            '<p><img src="/_avatar/donate-badge.svg" alt="Support your local lifeboat" width="160" height="60" /></p>',
        )
    )
    after = (
        '<div class="hb-comments" id="comments"><h4>No comments:</h4><div class="comment-form"><h4>Post a Comment</h4>'
        '<iframe src="about:blank" title="Comment form" width="100%" height="180" frameborder="0"></iframe></div>'
        '<p class="comment-feeds">Subscribe to: <a href="/feeds/comments/default">Post Comments (Atom)</a></p></div>'
    )
    piece = Piece(
        "Exercise night in a force six",
        "Posted by Mike at 11:48 PM",
        "2012-06-12T23:48:00+01:00",
        "Tuesday, 12 June 2012",
        """
Tuesday is exercise night. Tonight the forecast was a force six from the north-west and the coxswain decided that was exactly the weather to practise a tow in.

We launched at seven and spent two hours taking a tow from the inshore boat, passing it back, and doing it again with the searchlight only. It is harder than it sounds when the sea is throwing the line back at you.

Home by ten, dry kit by eleven, and the kettle on. If you ever wonder what your donations pay for, it is nights like these, so that on the real night nobody has to think about it.
""",
        tags=("exercises", "crew"),
    )
    return case(
        "bs-en-blogger-keine",
        "lookalike",
        "en-harbour",
        piece,
        Bits(after=after, side=side),
        [],
        path="/2012/06/exercise-night-in-force-six.html",
        reveal="-",
        container="-",
        heading=None,
        description="A lifeboat volunteer's hosted blog, 2012: a post with 'No comments:' and an empty 'Post a Comment' frame; the sidebar's profile, followers, recent comments of four other posts (name, post, the comment's words), blogs followed, the archive tree and a donation badge.",
        lookalikes=("recent comments of other posts with their words",),
    )


def el_joomla_empty() -> Case:
    latest = rows("""
Γιώργος Π. | Νέο γήπεδο στο Παλαιοχώρι | 18/09/2012 21:14 | Επιτέλους! Τα παιδιά έπαιζαν στο χώμα τόσα χρόνια.
Μαρία Κ. | Κλειστός ο δρόμος προς τη λίμνη | 18/09/2012 17:02 | Μέχρι πότε θα κρατήσουν οι εργασίες;
Ανώνυμος | Πανηγύρι της Παναγίας | 17/09/2012 23:40 | Πολύ ωραία βραδιά, μπράβο στον σύλλογο.
""")
    left = (
        box(
            "el-kampos",
            "Κεντρικό μενού",
            links(
                (
                    "Αρχική",
                    "Ειδήσεις",
                    "Δημοτικό Συμβούλιο",
                    "Πολιτισμός",
                    "Αθλητισμός",
                    "Φωτογραφίες",
                    "Επικοινωνία",
                ),
                "/",
            ),
        )
        + box(
            "el-kampos",
            "Σύνδεση",
            '<form action="/index.php" method="post"><p>Όνομα χρήστη<br /><input type="text" name="username" size="14" /></p><p>Κωδικός<br /><input type="password" name="passwd" size="14" /></p><input type="submit" value="Σύνδεση" /><ul><li><a href="#">Ξεχάσατε τον κωδικό σας;</a></li><li><a href="#">Δημιουργία λογαριασμού</a></li></ul></form>',
        )
        + box("el-kampos", "Ποιος είναι σε σύνδεση", "<p>Έχουμε 12 επισκέπτες σε σύνδεση</p>")
    )
    side = (
        box(
            "el-kampos",
            "Τελευταία σχόλια",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> στο <a href="/{slug(t) or "x"}">{esc(t)}</a> <small>{esc(w)}</small><br />{esc(x)}</li>'
                for a, t, w, x in latest
            )
            + "</ul>",
        )
        + box(
            "el-kampos",
            "Δημοφιλή",
            links(
                ("Νέο γήπεδο στο Παλαιοχώρι", "Πρόγραμμα λαϊκής αγοράς", "Πανηγύρι της Παναγίας"), "/", "ol"
            ),
        )
        + box(
            "el-kampos",
            "Δημοσκόπηση",
            "<p>Τι χρειάζεται περισσότερο ο δήμος;</p><p>Δρόμοι 44%<br />Παιδικές χαρές 31%<br />Φωτισμός 25%</p>",
        )
    )
    after = (
        '<div id="jc"><h4>Σχόλια</h4><div class="jc-empty">Δεν υπάρχουν σχόλια ακόμα. Γίνετε ο πρώτος που θα σχολιάσει!</div>'
        '<form action="/index.php" method="post"><p>Όνομα <input type="text" name="name" /></p><p><textarea name="comment" rows="4" cols="45"></textarea></p><p><input type="submit" value="Αποστολή" /></p></form></div>'
    )
    piece = Piece(
        "Ξεκινά η συγκομιδή των σταφυλιών στον Κάμπο",
        "Γράφτηκε από τη Σύνταξη",
        "2012-09-19T09:30:00+03:00",
        "Τετάρτη, 19 Σεπτεμβρίου 2012 09:30",
        """
Με καλές προοπτικές ξεκινά αυτή την εβδομάδα ο τρύγος στα αμπέλια του Κάμπου. Σύμφωνα με τον αγροτικό συνεταιρισμό, η παραγωγή αναμένεται αυξημένη κατά δεκαπέντε τοις εκατό σε σχέση με πέρυσι.

Ο συνεταιρισμός θα παραλαμβάνει σταφύλια καθημερινά από τις επτά το πρωί έως τις δύο το μεσημέρι στο οινοποιείο της εισόδου του χωριού.

Ο δήμος υπενθυμίζει στους οδηγούς να προσέχουν τα αγροτικά μηχανήματα στους δρόμους της περιοχής τις επόμενες εβδομάδες.
""",
        section="Ειδήσεις",
        tags=("τρύγος", "συνεταιρισμός"),
        caption="Τρύγος στα αμπέλια του Κάμπου.",
    )
    return case(
        "bs-el-joomla-adeio",
        "lookalike",
        "el-kampos",
        piece,
        Bits(after=after, left=left, side=side),
        [],
        path="/index.php/eidiseis/412-trygos-kampos",
        reveal="-",
        container="-",
        heading=None,
        description="A Greek municipal news site on Joomla 1.5, 2012: a news item with a 'Σχόλια' box saying there are no comments yet and a form; the left column's main menu, a log-in box and who's online, the right column's latest comments of three other articles (name, article, date and time, the words), popular articles and a poll with percentages.",
        lookalikes=("latest comments of other articles", "a poll with percentages"),
    )


def plain_bs() -> list[Case]:
    return [
        en_typepad_closed(),
        en_journal_zero(),
        en_drupal_login(),
        en_ee_tweets(),
        en_blogger_none(),
        el_joomla_empty(),
    ]
