"""Blind set BT: six article pages of 2011-2013 without any reader comment, full of the era's furniture: a UK regional
paper whose story's comments are closed beside a "Latest comments" box of other stories (en); a tabloid portal's "0
comments · Be the first to comment" with a sign-in box and "Readers are saying" on other stories (en); a trade
magazine's story with "You must be logged in to post a comment." and two trackbacks (en); a radio station's story with
no comment area, its tweets and a now-playing box (en); a Greek national paper's "Σχόλια (0)" with commenting switched
off and latest comments of other articles (el); a Danish regional paper's closed debate with most debated counts and a
poll (da). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bt_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    links,
    newsletter,
    poll,
    rows,
    slug,
    stocks,
    ticker,
)


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: tuple[str, ...], desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=what,
    )


def _others(block: str, fmt: str) -> str:
    """A widget of comments on OTHER stories: "name | story | excerpt | time" lines."""
    return (
        '<ul class="oc">'
        + "".join(
            fmt.format(a=esc(a), t=esc(t), s=slug(t)[:30], x=esc(x), w=esc(w)) for a, t, x, w in rows(block)
        )
        + "</ul>"
    )


def en_harbour_closed() -> Case:
    latest = _others(
        """
Pete Trewin | Harbour wall repairs to start in May | About time, the east end has been crumbling since the 2010 storms. | 12 minutes ago
Jenny B | Lifeboat crew rescue two kayakers off the Manacles | Brave lads, every one of them. Thank you. | 38 minutes ago
Trelowarren Tom | Second-home owners 'should pay double council tax' | Half the cottages in Porthallow are empty from October to Easter. | 1 hour ago
Carol M | Fish market to open on Saturdays | Great news for the village, hope the parking is sorted. | 3 hours ago
""",
        '<li><b>{a}</b> on <a href="/news/{s}">{t}</a><br /><q>{x}</q> <small>{w}</small></li>',
    )
    after = (
        '<div class="hg-comments"><h3>Comments</h3><p class="hg-closed">Comments on this story are now closed.</p>'
        '<p class="hg-small">We close comments on stories about court cases and inquests.</p></div>'
    )
    side = (
        box("en-harbour", "Latest comments", latest)
        + box(
            "en-harbour",
            "Most commented",
            links(
                (
                    "Second-home owners 'should pay double council tax'",
                    "Harbour wall repairs to start in May",
                    "Fish market to open on Saturdays",
                ),
                "/news/",
                "ol",
                ("(63)", "(28)", "(17)"),
            ),
        )
        + box(
            "en-harbour",
            "Tide times",
            "<p>Porthallow: High 06:42 (5.1m), 19:04 (5.3m) · Low 00:31, 12:55</p>",
        )
        + box(
            "en-harbour",
            "What's on",
            links(
                ("Sat 14 Apr: Gig racing, Porthallow beach", "Sun 15 Apr: Farmers' market, Tremain"),
                "/whats-on/",
            ),
        )
    )
    piece = Piece(
        "Fisherman fined for undersized crab catch",
        "By Jack Penrose",
        "2012-04-11T16:30:00+01:00",
        "Wednesday, April 11, 2012, 16:30",
        """
A Porthallow fisherman has been fined £1,800 after fisheries officers found 214 undersized crabs on his boat during a harbour inspection last September.

Truro magistrates heard that the catch was found in two boxes below deck. The man, 47, admitted the offence and told the court a new crew member had failed to measure the catch.

He was also ordered to pay £950 in costs. The inshore fisheries authority said checks would continue through the summer.
""",
        section="News",
        tags=("fishing", "courts", "Porthallow"),
    )
    return _plain(
        "bt-en-harbour-closed",
        "en-harbour",
        piece,
        Bits(after=after, side=side),
        "/news/fisherman-fined-undersized-crab-catch-1-4021318",
        "div.hg-comments: h3 'Comments', 'Comments on this story are now closed.'; the right rail's 'Latest comments' of other stories",
        (
            "'Latest comments' of other stories (name, story, excerpt, time)",
            "most commented with counts",
            "tide times",
        ),
        "A UK regional paper of 2012: a court story with a 'Comments' heading and 'Comments on this story are now closed.'; the right rail's 'Latest comments' box of 4 readers' excerpts on other stories, most commented with counts, tide times and events. No reader comment on this story.",
    )


def en_metro_zero() -> Case:
    saying = _others(
        """
lucy_lou | Reality star's wedding: the pictures | She looked stunning, the dress was perfect. | 2 mins ago
Big Dave 1974 | Petrol hits record £1.42 a litre | I'm cycling to work from Monday. | 9 mins ago
Sammi | Cat rescued from chimney after three days | Bless him, what a lucky boy. | 21 mins ago
""",
        '<li><a href="/users/{s}">{a}</a> on <a href="/news/{s}">{t}</a>: "{x}" <span>{w}</span></li>',
    )
    after = (
        '<div class="ms-talk"><div class="ms-count"><b>0 comments</b> · <a href="#ms-form">Be the first to comment</a></div>'
        '<div class="ms-signin"><p>Sign in to comment:</p><a class="ms-fb" href="/auth/facebook">Sign in with Facebook</a> '
        '<a class="ms-tw" href="/auth/twitter">Sign in with Twitter</a> <a href="/login">Metro account</a></div>'
        '<form id="ms-form" action="/comments/post" method="post"><textarea name="body" rows="3" cols="60" disabled="disabled">Sign in to write a comment</textarea></form></div>'
    )
    side = (
        box("en-metro", "Readers are saying", saying)
        + box(
            "en-metro",
            "Most read",
            links(
                (
                    "Reality star's wedding: the pictures",
                    "Petrol hits record £1.42 a litre",
                    "Sixty-year-old wins London marathon age group",
                    "Cat rescued from chimney after three days",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-metro",
            "Poll",
            poll("Would you pay £10 to use a motorway?", [("Yes", 1204), ("No", 8812)], "votes", "Vote"),
        )
        + box("en-metro", "Markets", stocks("FTSE 100 | 5,723.7 | -0.9%\nBrent crude | $119.4 | +1.1%"))
    )
    top = ticker("Latest", ("Petrol hits record high", "Train strike called off", "Heatwave? Not this week"))
    piece = Piece(
        "Council to trial 'smart' parking sensors in town centre",
        "By Metro Reporter",
        "2012-04-03T12:05:00+01:00",
        "Published: 12:05, 3 April 2012",
        """
Drivers in Redmarsh will be able to find a free parking space with their phone from next month, when the council fits sensors to 400 bays in the town centre.

The sensors tell an app which bays are empty. The council hopes the trial will cut the time drivers spend circling the one-way system.

If it works, the system could be extended to the station car park next year.
""",
        section="News",
        tags=("parking", "technology"),
    )
    return _plain(
        "bt-en-metro-zero",
        "en-metro",
        piece,
        Bits(top=top, after=after, side=side),
        "/news/928114-council-to-trial-smart-parking-sensors",
        "div.ms-talk: '0 comments · Be the first to comment', a sign-in box, a disabled form; 'Readers are saying' of other stories in the right cell",
        ("'Readers are saying' on other stories (name, story, quote, time)", "a poll", "a market table"),
        "A UK tabloid portal of 2012: a short story with '0 comments · Be the first to comment', a social sign-in box and a disabled form; a ticker, 'Readers are saying' (3 readers' quotes on other stories), most read, a poll and markets. No reader comment on this story.",
    )


def en_outdoor_trackbacks() -> Case:
    tbs = rows("""
Gear Shed Blog | Outdoor Retail Trader on the new boot-fitting standard | 17 October 2011 at 9:14 am | Good write-up of the new standard in Outdoor Retail Trader this week. We have been fitting boots this way for years…
The Independent Retailer | Round-up: this week in outdoor trade | 19 October 2011 at 4:02 pm | …the boot-fitting standard, a new owner at Pennine Packs and the autumn show dates…
""")
    after = (
        '<div class="or-responses"><h3>2 Trackbacks</h3><ol class="or-tb">'
        + "".join(
            f'<li><a href="/out/{slug(b)}"><b>{esc(b)}</b>: {esc(t)}</a> <span class="or-tb-date">{esc(d)}</span><p>{esc(x)}</p></li>'
            for b, t, d, x in tbs
        )
        + '</ol><h3>Leave a Reply</h3><p class="or-must">You must be <a href="/wp-login.php">logged in</a> to post a comment.</p></div>'
    )
    side = (
        box(
            "en-outdoor",
            "Show diary",
            "<ul><li>Outdoor Trade Show, Harrogate, 21–23 Feb 2012</li><li>Winter Buyers' Day, Kendal, 8 Nov 2011</li></ul>",
        )
        + box(
            "en-outdoor",
            "Trade newsletter",
            newsletter("News for independent outdoor retailers, every Thursday.", "Subscribe"),
        )
        + box(
            "en-outdoor",
            "Popular this month",
            links(
                (
                    "Boot-fitting standard agreed by trade body",
                    "Pennine Packs sold to management",
                    "Why shops should stock repair kits",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-outdoor",
            "Tags",
            '<p class="tags">boots · retail · standards · shows · suppliers · people · training</p>',
        )
    )
    piece = Piece(
        "Boot-fitting standard agreed by trade body",
        "Posted by Rachel Dunn",
        "2011-10-14T10:00:00+01:00",
        "October 14, 2011",
        """
The Outdoor Retailers' Association has agreed its first standard for fitting walking boots in shops, after two years of talks with manufacturers.

Staff in member shops will measure both feet standing, check the length and width on an inclined board, and offer a walk test on a ramp before any sale.

Training courses start in January. Shops that complete the course can show the association's new 'Fitted Right' sticker.
""",
        section="News",
        tags=("boots", "standards", "training"),
    )
    return _plain(
        "bt-en-outdoor-trackbacks",
        "en-outdoor",
        piece,
        Bits(after=after, side=side),
        "/2011/10/14/boot-fitting-standard-agreed/",
        "div.or-responses: h3 '2 Trackbacks' with two blogs' excerpts, h3 'Leave a Reply', 'You must be logged in to post a comment.'",
        ("two trackbacks (blog, title, date, excerpt)", "a show diary"),
        "An outdoor trade magazine's site of 2011: a story with '2 Trackbacks' (two blogs' titles, dates and excerpts) and 'You must be logged in to post a comment.'; a show diary, a newsletter form, popular posts and tags. No reader comment.",
    )


def en_coastline_noarea() -> Case:
    tweets = rows("""
Travel: A259 at Southcliff seafront closed both ways after a collision, use the Marine Road diversion | 14 mins ago
It's #FreebieFriday! Tell us your best seaside memory for a chance to win a family ticket to the Pier Aquarium | 1 hour ago
Weather: sunny spells this afternoon, 13C, a fresh breeze on the front | 2 hours ago
""")
    side = (
        box(
            "en-coastline",
            "@Coastline964 on Twitter",
            "<ul>"
            + "".join(f'<li>{esc(t)} <small><a href="/twitter">{esc(w)}</a></small></li>' for t, w in tweets)
            + '</ul><p><a href="/twitter">Follow us</a></p>',
        )
        + box(
            "en-coastline",
            "Now playing",
            "<p><b>The Beaches</b> – Summer Again</p><p>Previously: Dana Lake – Paper Boats</p>",
        )
        + box(
            "en-coastline",
            "Competitions",
            links(
                ("Win a family ticket to the Pier Aquarium", "Win a meal for two at The Harbour Kitchen"),
                "/competitions/",
            ),
        )
        + box(
            "en-coastline",
            "News",
            links(
                (
                    "Pier to reopen in time for Easter",
                    "Coastguard warns about mud flats",
                    "Council votes for beach huts",
                ),
                "/news/",
            ),
        )
    )
    piece = Piece(
        "Pier to reopen in time for Easter after storm repairs",
        "Coastline 96.4 News",
        "2013-03-19T07:30:00+00:00",
        "Tuesday 19 March 2013 07:30",
        """
Southcliff pier will reopen to the public on Good Friday after four months of repairs to the decking damaged in November's storms.

The trust that runs the pier said 60 metres of boards had been replaced and the railings repainted. The far end, where the café stood, will stay closed until the summer.

Volunteers are still needed for the opening weekend. The trust says anyone who can help should contact the pier office.
""",
        section="News",
        tags=("Southcliff", "pier"),
    )
    return _plain(
        "bt-en-coastline-noarea",
        "en-coastline",
        piece,
        Bits(side=side),
        "/news/pier-to-reopen-in-time-for-easter",
        "no comment area; the station's tweets, now playing, competitions and news in the right column",
        ("the station's tweets with times", "now playing"),
        "A commercial radio station's news page of 2013: a story about a pier with no comment area at all; the right column's three tweets of the station with relative times, the song now playing, competitions and news. No reader comment.",
    )


def el_voreia_zero() -> Case:
    latest = _others(
        """
Νίκος Θ. | Νέα γραμμή μετρό: καθυστέρηση δύο ετών | Το ακούμε από το 2006, δεν το πιστεύω πια. | πριν από 20 λεπτά
Μαρία Κ. | Κλειστό το λιμάνι λόγω απεργίας | Πάλι οι ταξιδιώτες πληρώνουν το μάρμαρο. | πριν από 1 ώρα
thessaloniki_ftw | Ο ΠΑΟΚ προκρίθηκε στους ομίλους | Μεγάλη βραδιά για την πόλη! | πριν από 3 ώρες
""",
        '<li><b>{a}</b> στο <a href="/arthro/{s}">{t}</a>: «{x}» <small>{w}</small></li>',
    )
    after = '<div class="vr-sxolia"><h3>Σχόλια (0)</h3><p>Ο σχολιασμός σε αυτό το άρθρο έχει απενεργοποιηθεί.</p></div>'
    side = (
        box("el-voreia", "Τελευταία σχόλια", latest)
        + box(
            "el-voreia",
            "Χρηματιστήριο",
            stocks(
                "Γενικός Δείκτης | 879,52 | +1,8%\nFTSE 25 | 299,13 | +2,1%\nΕυρώ/Δολάριο | 1,2915 | -0,2%"
            ),
        )
        + box(
            "el-voreia",
            "Τα πιο δημοφιλή",
            links(
                (
                    "Ο ΠΑΟΚ προκρίθηκε στους ομίλους",
                    "Νέα γραμμή μετρό: καθυστέρηση δύο ετών",
                    "Νέες περικοπές στις συντάξεις",
                ),
                "/arthro/",
                "ol",
            ),
        )
    )
    top = ticker(
        "Έκτακτο",
        (
            "Απεργία στα λιμάνια την Πέμπτη",
            "Σεισμός 4,1 Ρίχτερ στη Χαλκιδική",
            "Κλειστή η Εγνατία στο Δερβένι",
        ),
    )
    piece = Piece(
        "Εφορία: Παράταση έως τις 31 Ιουλίου για τις δηλώσεις",
        "Της Ελένης Παπαδοπούλου",
        "2012-06-27T10:40:00+03:00",
        "Τετάρτη, 27 Ιουνίου 2012, 10:40",
        """
Παράταση έως τις 31 Ιουλίου δόθηκε για την υποβολή των φορολογικών δηλώσεων, μετά από αίτημα των λογιστών που ανέφεραν προβλήματα στο ηλεκτρονικό σύστημα.

Σύμφωνα με το υπουργείο Οικονομικών, μέχρι χθες είχαν υποβληθεί περίπου 3,2 εκατομμύρια δηλώσεις, λιγότερες από τις μισές.

Οι φορολογούμενοι που θα υποβάλουν έγκαιρα τη δήλωσή τους θα μπορούν να πληρώσουν τον φόρο σε τρεις δόσεις.
""",
        section="Οικονομία",
        tags=("εφορία", "φορολογικές δηλώσεις"),
    )
    return _plain(
        "bt-el-voreia-zero",
        "el-voreia",
        piece,
        Bits(top=top, after=after, side=side),
        "/oikonomia/2012/06/27/paratasi-dilosis",
        "div.vr-sxolia: h3 'Σχόλια (0)' and commenting switched off; latest comments of other articles in the right column",
        ("latest comments of other articles (name, article, quote, time)", "a stock table"),
        "A Greek national paper of 2012: a tax story with 'Σχόλια (0)' and commenting switched off; a ticker, the right column's latest comments on other articles (3 readers' quotes), the stock exchange and most popular. No reader comment.",
    )


def da_vestegn_closed() -> Case:
    after = (
        '<div class="vd-debat"><h3>Debat</h3><p class="vd-lukket">Debatten er lukket. Du kan ikke længere kommentere denne artikel.</p>'
        '<p class="vd-lille">Vi lukker debatten efter 48 timer. <a href="/debatregler">Læs debatreglerne</a>.</p></div>'
    )
    cal = (
        '<table class="vd-kal" cellpadding="2"><tr><th>ma</th><th>ti</th><th>on</th><th>to</th><th>fr</th><th>lø</th><th>sø</th></tr>'
        + "".join(
            "<tr>"
            + "".join(f"<td>{d if 0 < d <= 30 else ''}</td>" for d in range(w * 7 - 2, w * 7 + 5))
            + "</tr>"
            for w in range(5)
        )
        + "</table>"
    )
    side = (
        box(
            "da-vestegn",
            "Mest debatterede",
            links(
                (
                    "Letbanen: Nu skal borgerne høres",
                    "Ny skolereform deler forældrene",
                    "Parkeringsafgift ved stationen",
                ),
                "/lokalt/",
                "ol",
                ("(212 indlæg)", "(148 indlæg)", "(96 indlæg)"),
            ),
        )
        + box(
            "da-vestegn",
            "Dagens spørgsmål",
            poll(
                "Skal der være gratis parkering ved stationen?",
                [("Ja", 522), ("Nej", 119)],
                "stemmer",
                "Stem",
            ),
        )
        + box("da-vestegn", "Sker der noget? November 2012", cal)
    )
    piece = Piece(
        "Idrætshallen i Vestbjerg får nyt tag for 4,2 millioner",
        "Af Mette Kragh",
        "2012-11-06T05:00:00+01:00",
        "6. november 2012 kl. 05:00",
        """
Idrætshallen i Vestbjerg får et nyt tag i foråret. Det blev besluttet på byrådsmødet mandag aften, hvor et flertal bevilgede 4,2 millioner kroner.

Taget har været utæt i flere år, og i vinter måtte hallen lukke i tre uger, da der dryppede vand ned på gulvet.

Arbejdet begynder i marts. Klubberne skal i den periode træne i skolens gymnastiksal.
""",
        section="Lokalt",
        tags=("Vestbjerg", "idræt", "byrådet"),
    )
    return _plain(
        "bt-da-vestegn-closed",
        "da-vestegn",
        piece,
        Bits(after=after, side=side),
        "/lokalt/idraetshallen-i-vestbjerg-faar-nyt-tag",
        "div.vd-debat: h3 'Debat', 'Debatten er lukket.'; most debated with counts, a poll and a calendar in the rail",
        ("most debated with counts", "a poll", "a calendar"),
        "A Danish regional paper of 2012: a story on a sports hall's roof with a 'Debat' heading and 'Debatten er lukket.'; most debated stories with post counts, a poll and a month's calendar. No reader comment.",
    )


def plain_bt() -> list[Case]:
    return [
        en_harbour_closed(),
        en_metro_zero(),
        en_outdoor_trackbacks(),
        en_coastline_noarea(),
        el_voreia_zero(),
        da_vestegn_closed(),
    ]
