"""Blind set BQ: six article pages of 2009-2013 without any reader comment, with the era's furniture only: a Swedish
local paper with its comments closed and a latest-comments widget of other articles (sv), an English allotment blog
whose only entries under the post are a trackback and "Comments are closed", with top-commenters and recent-comments
widgets (en), a Danish paper's empty debate box with a like-button line and a news ticker (da), a Greek paper's
ASP.NET page with "Σχόλια (0)", a latest-comments box of other articles and a poll (el), a Romanian recipe blog with
"Niciun comentariu" and a blogroll of friends' latest posts (ro), a Ukrainian district portal that refuses guests'
comments, with latest comments of other news and a top-commenters list (uk). Every name, place and text invented for
this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import Bits, Case, Piece, box, case, cloud, esc, links, rows, slug


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


def _recent(rows_block: str, fmt: str) -> str:
    return (
        "<ul>"
        + "".join(fmt.format(a=esc(a), t=esc(t), s=slug(t)[:30], x=esc(x)) for a, t, x in rows(rows_block))
        + "</ul>"
    )


def sv_closed() -> Case:
    after = (
        '<div class="np-kom"><h3>Kommentarer</h3><p class="np-stangd">Kommentarsfunktionen är stängd för den här artikeln.</p></div>'
        + box(
            "sv-norrvik",
            "Läs också",
            links(
                (
                    "Sandöbornas ö-råd vill ha fler turer på helgerna",
                    "Ny kaj i Norrvik klar till midsommar",
                    "Så blir trafiken under Sandödagarna",
                ),
                "/nyheter/",
            ),
        )
    )
    side = (
        box(
            "sv-norrvik",
            "Mest lästa",
            links(
                (
                    "Inbrott i tre sommarstugor på Sandö",
                    "Norrviks IF vann derbyt",
                    "Glassbaren i hamnen öppnar igen",
                    "Ny rektor på Sandöskolan",
                ),
                "/nyheter/",
                "ol",
            ),
        )
        + box(
            "sv-norrvik",
            "Mest kommenterade",
            links(
                (
                    "Parkeringsavgift vid badplatsen",
                    "Vindkraft på Storholmen?",
                    "Bussen till stan dras in på söndagar",
                ),
                "/nyheter/",
                "ol",
                ("(41)", "(77)", "(26)"),
            ),
        )
        + box(
            "sv-norrvik",
            "Senaste kommentarerna",
            _recent(
                """
Kalle N | Parkeringsavgift vid badplatsen | Tjugo kronor i timmen för att bada? Det är ju rena rån…
Birgitta på Sandö | Bussen till stan dras in på söndagar | Hur ska vi pensionärer ta oss till kyrkan nu?
Fiskarn | Vindkraft på Storholmen? | Fråga oss som fiskar där först, tack.
Mia J | Parkeringsavgift vid badplatsen | Cykla dit så slipper du avgiften, Kalle!
""",
                '<li><b>{a}</b> om <a href="/nyheter/{s}">{t}</a>: <i>{x}</i></li>',
            ),
        )
        + box(
            "sv-norrvik",
            "Ämnen",
            cloud("Sandö:5, färjan:4, kommunen:3, sommar:2, trafik:3, skolan:2, hamnen:3"),
        )
        + box(
            "sv-norrvik",
            "Norrviks-Posten på Twitter",
            "<ul>"
            + "".join(
                f"<li><b>@norrviksposten</b> {esc(x)} <small>{esc(w)}</small></li>"
                for x, w in rows("""
Färjan till Sandö får ny tidtabell i sommar | för 1 timme sedan
Inbrott i tre sommarstugor på Sandö – polisen söker vittnen | för 4 timmar sedan
""")
            )
            + "</ul>",
        )
    )
    piece = Piece(
        "Färjan till Sandö får ny tidtabell i sommar",
        "Av Lena Holmqvist",
        "2010-05-18T10:15:00+02:00",
        "18 maj 2010 kl. 10:15",
        """
Från och med den 21 juni går Sandöfärjan varje halvtimme mellan klockan sex och midnatt. Det beslutade trafiknämnden på måndagskvällen. I dag går färjan en gång i timmen efter klockan 19.

Bakgrunden är de långa köerna förra sommaren, då bilar ibland fick vänta två turer för att komma med. Den nya tidtabellen gäller till och med den 15 augusti.

Enligt färjeläget behövs ytterligare två anställda under sommaren. Kostnaden beräknas till 640 000 kronor.
""",
        dek="Färjan går varje halvtimme från midsommar till mitten av augusti.",
        section="Nyheter",
        tags=("Sandö", "färjan", "trafik"),
        caption="Sandöfärjan vid kajen i Norrvik. Foto: Lena Holmqvist",
    )
    return _plain(
        "bq-sv-stangd",
        "sv-norrvik",
        piece,
        Bits(
            after=after,
            side=side,
            style=".np-stangd{background:#f6f6f6;border:1px solid #ddd;padding:6px;font-style:italic}",
        ),
        "/nyheter/farjan-till-sando-far-ny-tidtabell",
        "div.np-kom: h3 'Kommentarer' and 'Kommentarsfunktionen är stängd' only; the side's 'Senaste kommentarerna' widget (4 comments of other articles with names and excerpts)",
        (
            "a latest-comments widget of other articles with excerpts",
            "most commented with counts",
            "the paper's tweets",
        ),
        "A Swedish local paper of 2010: a ferry timetable article whose comment area says only that commenting is closed; the right column's most read, most commented with counts, a latest-comments widget with 4 readers' names and excerpts from other articles, a tag cloud and the paper's tweets.",
    )


def en_trackback() -> Case:
    after = (
        '<div id="pl-responses"><h3 id="trackbacks">One Trackback</h3><ol class="pl-pings"><li class="pl-ping" id="ping-2291">'
        '<p><cite><a href="/out/veg-patch-diaries" rel="external nofollow">Potato blight warning issued for the Midlands « Veg Patch Diaries</a></cite></p>'
        '<p class="pl-ping-date">19 July 2009 at 8:14 am</p><p>[…] the Plot Thickens lifted his earlies three weeks early after the first spots appeared. Worth a read if you grow Charlotte […]</p></li></ol>'
        '<p class="pl-closed">Comments are closed.</p></div>'
    )
    side = (
        box(
            "en-plot47",
            "About",
            "<p>Plot 47 at the Mill Lane allotments since 2006. Potatoes, beans, a shed and far too many slugs.</p>",
        )
        + box(
            "en-plot47",
            "Top Commenters",
            links(
                ("Ruth at no. 12", "Grandad Stan", "Veg Patch Diaries", "Bee in my Bonnet", "Ian the shed"),
                "/commenter/",
                counts=("(84)", "(61)", "(37)", "(22)", "(19)"),
            ),
        )
        + box(
            "en-plot47",
            "Recent Comments",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> on <a href="/{slug(t)}">{esc(t)}</a></li>'
                for a, t in rows("""
Ruth at no. 12 | Broad beans: black fly again
Grandad Stan | Broad beans: black fly again
Ian the shed | The water butt saga
Bee in my Bonnet | Comfrey tea, or how to make the neighbours move
""")
            )
            + "</ul>",
        )
        + box(
            "en-plot47",
            "Blogroll",
            links(
                (
                    "Veg Patch Diaries",
                    "Bee in my Bonnet",
                    "The Hungry Gap",
                    "Muck and Magic",
                    "Two Beds and a Greenhouse",
                ),
                "/out/",
            ),
        )
        + box(
            "en-plot47",
            "Tags",
            cloud("potatoes:5, blight:3, beans:4, slugs:4, shed:2, compost:3, rain:2, onions:2, rhubarb:1"),
        )
        + box(
            "en-plot47",
            "Twitter",
            "<ul>"
            + "".join(
                f"<li>{esc(x)} <small>{esc(w)}</small></li>"
                for x, w in rows("""
Lifted all the Charlotte today. Blight. Gutted. | about 3 hours ago
Rain again. The slugs are having a party on plot 47. | 2 days ago
""")
            )
            + '</ul><p><a href="/out/twitter">Follow me on Twitter</a></p>',
        )
        + box("en-plot47", "Meta", links(("Log in", "Entries RSS", "Comments RSS"), "/meta/"))
    )
    piece = Piece(
        "Blight came early: lifting the potatoes in July",
        "Posted by Dave in Potatoes",
        "2009-07-18T19:30:00+01:00",
        "Saturday, 18 July 2009",
        """
I went down to the plot on Thursday evening and knew straight away. The Charlotte were flopping over, the leaves had those brown patches with the pale rim, and there was that smell. Blight, three weeks before I would normally lift them.

So today the whole row came up. The tubers are smaller than I'd like but clean, and I cut the haulms off and bagged them for the council tip rather than the compost heap. The Pink Fir Apple at the other end look fine for now, so I have sprayed nothing and will keep an eye on them.

Lesson for next year: more earlies, fewer maincrop, and plant them wider apart so the wind gets through.
""",
        tags=("potatoes", "blight"),
    )
    return _plain(
        "bq-en-trackback-closed",
        "en-plot47",
        piece,
        Bits(
            after=after,
            side=side,
            style=".pl-pings{padding-left:18px}.pl-ping-date{font-size:11px;color:#888;margin:0}.pl-closed{font-style:italic;color:#888}",
        ),
        "/2009/07/18/blight-came-early-lifting-the-potatoes",
        "div#pl-responses: h3 'One Trackback', ol.pl-pings > li.pl-ping (the linking post's title, a date, an excerpt), then 'Comments are closed.'",
        ("a trackback under the post", "a top-commenters widget", "a recent-comments widget"),
        "An English allotment blog of 2009 on a self-hosted blog engine: a post on potato blight with no comment, only a trackback (the linking post's title, a date and an excerpt) and 'Comments are closed.'; the sidebar's top commenters with counts, recent comments (names on posts), a blogroll, a tag cloud, the blogger's tweets and meta links.",
    )


def da_empty_debate() -> Case:
    after = (
        '<div class="sa-debat"><h3>Debat</h3><p class="sa-like"><span class="sa-tommel">👍</span> Synes godt om · 12 personer synes godt om dette.</p>'
        "<p>Der er endnu ingen kommentarer til denne artikel. Vær den første til at kommentere.</p>"
        '<p><a href="/login?next=/debat">Log ind</a> for at deltage i debatten. Husk at debatten foregår under fuldt navn.</p></div>'
    )
    side = (
        box(
            "da-sydkysten",
            "Seneste nyt",
            "<ul>"
            + "".join(
                f"<li><b>{esc(t)}</b> {esc(h)}</li>"
                for t, h in rows("""
14.52 | Trafikuheld på Kystvejen ved Strandby
14.10 | Sydkystens Håndbold rykker op
13.35 | Ny købmand åbner i Vesterby
12.02 | Vandværket advarer mod brunt vand
""")
            )
            + "</ul>",
        )
        + box(
            "da-sydkysten",
            "Mest læste",
            links(
                (
                    "Badevandet er rent ved alle strande",
                    "Bageren i Strandby lukker",
                    "Byrådet siger ja til ny skole",
                    "Sommerkoncert flyttes til havnen",
                ),
                "/nyheder/",
                "ol",
            ),
        )
        + box(
            "da-sydkysten",
            "Emner",
            cloud("cykelsti:4, Kystvejen:3, byrådet:4, sommer:2, havnen:3, trafik:3, skole:2"),
        )
    )
    piece = Piece(
        "Ny cykelsti langs Kystvejen åbner til sommer",
        "Af Mette Kjærgaard",
        "2012-04-03T07:00:00+02:00",
        "3. april 2012 kl. 07:00",
        """
Efter to års byggeri kan cyklister fra sommerferien køre på egen sti hele vejen fra Strandby til Vesterby. Den sidste strækning på 2,3 kilometer langs Kystvejen bliver færdig i juni, oplyser kommunen.

Stien har kostet 14 millioner kroner, hvoraf staten har betalt halvdelen gennem cykelpuljen. Borgerforeningen i Strandby har kæmpet for stien siden 2005, efter at en skoleelev blev påkørt ved Møllebakken.

Under den sidste del af byggeriet vil Kystvejen være ensrettet i perioder. Omkørslen skiltes via Bredgade.
""",
        dek="Den sidste strækning bliver færdig i juni.",
        section="Nyheder",
        tags=("cykelsti", "Kystvejen", "trafik"),
        caption="Den nye sti langs Kystvejen ved Møllebakken. Foto: Sydkystens Avis",
    )
    return _plain(
        "bq-da-tom-debat",
        "da-sydkysten",
        piece,
        Bits(
            after=after,
            side=side,
            style=".sa-debat{border-top:3px solid #a31515;margin-top:16px}.sa-like{font-size:11px;color:#3b5998}",
        ),
        "/nyheder/ny-cykelsti-langs-kystvejen-aabner-til-sommer",
        "div.sa-debat: h3 'Debat', a like-button line, 'Der er endnu ingen kommentarer', a login link",
        ("a news ticker with times", "most read"),
        "A Danish local paper of 2012: a cycle-path article whose 'Debat' box has a like line ('12 personer synes godt om dette') and 'no comments yet', a login link; the right column's latest-news ticker with times, most read and topics.",
    )


def el_zero() -> Case:
    after = (
        '<div class="fp-sxolia"><h3>Σχόλια (0)</h3><p>Δεν υπάρχουν σχόλια. Γράψτε πρώτοι το σχόλιό σας.</p>'
        '<p>Όνομα: <input type="text" name="ctl00$cphMain$txtOnoma" /></p><p><textarea name="ctl00$cphMain$txtSxolio" rows="5" cols="50"></textarea></p>'
        '<p><input type="submit" name="ctl00$cphMain$btnApostoli" value="Αποστολή" /></p><p class="tb-meta">Τα σχόλια δημοσιεύονται μετά από έγκριση.</p></div>'
    )
    side = (
        box(
            "el-pediada",
            "Τα πιο σχολιασμένα",
            links(
                (
                    "Κλείνει το ΚΕΠ του χωριού",
                    "Νέα τέλη νερού από τον Ιανουάριο",
                    "Η ομάδα ανέβηκε κατηγορία",
                ),
                "/eidiseis/",
                "ol",
                ("(33)", "(57)", "(19)"),
            ),
        )
        + box(
            "el-pediada",
            "Τελευταία σχόλια",
            _recent(
                """
Γιώργος Π. | Νέα τέλη νερού από τον Ιανουάριο | Και το νερό έρχεται θολό από τον Αύγουστο, ποιος θα μας αποζημιώσει…
Κατερίνα | Κλείνει το ΚΕΠ του χωριού | Οι ηλικιωμένοι πώς θα πάνε στην πόλη για ένα χαρτί;
φίλαθλος | Η ομάδα ανέβηκε κατηγορία | Μπράβο παιδιά, του χρόνου ακόμα πιο ψηλά!
""",
                '<li><b>{a}</b> στο <a href="/eidiseis/{s}">{t}</a><br /><small>{x}</small></li>',
            ),
        )
        + box(
            "el-pediada",
            "Δημοσκόπηση",
            "<p><b>Πού πουλάτε φέτος το λάδι σας;</b></p><ul><li>Στον συνεταιρισμό — 46%</li><li>Σε έμπορο — 38%</li><li>Το κρατάμε — 16%</li></ul><p>Ψήφοι: 402</p>",
        )
        + box(
            "el-pediada",
            "Ακολουθήστε μας στο Twitter",
            "<ul>"
            + "".join(
                f"<li><b>@fonipediadas</b> {esc(x)} <small>{esc(w)}</small></li>"
                for x, w in rows("""
Ξεκινά η συγκομιδή της ελιάς με χαμηλές τιμές | πριν από 2 ώρες
Διακοπή ρεύματος αύριο στα Κάτω Λιβάδια | πριν από 7 ώρες
""")
            )
            + "</ul>",
        )
    )
    piece = Piece(
        "Ξεκινά η συγκομιδή της ελιάς με χαμηλές τιμές στο λάδι",
        "Του Νίκου Αθανασίου",
        "2011-11-07T09:40:00+02:00",
        "Δευτέρα, 7 Νοεμβρίου 2011",
        """
Με τις τιμές του ελαιολάδου στα χαμηλότερα επίπεδα της τελευταίας πενταετίας ξεκινά αυτή την εβδομάδα η συγκομιδή της ελιάς στην πεδιάδα. Οι έμποροι προσφέρουν 2,10 ευρώ το κιλό για το εξαιρετικό παρθένο, όταν πέρυσι η τιμή ξεπερνούσε τα 2,80.

Ο πρόεδρος του αγροτικού συνεταιρισμού Σταύρος Καλογεράκης εκτιμά ότι η παραγωγή θα είναι αυξημένη κατά 20%, αλλά φοβάται ότι πολλοί μικροπαραγωγοί δεν θα καλύψουν ούτε τα μεροκάματα.

Τα τρία ελαιοτριβεία της περιοχής θα λειτουργούν από τη Δευτέρα έως το Σάββατο, από τις 7 το πρωί έως αργά το βράδυ.
""",
        section="Ειδήσεις",
        tags=("ελιά", "λάδι", "αγρότες"),
        caption="Μάζεμα ελιάς στα χωράφια έξω από το χωριό",
    )
    return _plain(
        "bq-el-miden-sxolia",
        "el-pediada",
        piece,
        Bits(after=after, side=side, style=".fp-sxolia{border-top:3px solid #0b3d6b;margin-top:14px}"),
        "/eidiseis/2011/11/07/xekina-i-sygkomidi-tis-elias",
        "div.fp-sxolia: h3 'Σχόλια (0)', 'Δεν υπάρχουν σχόλια', the form's fields (inside the page's one ASP.NET form)",
        ("a latest-comments box of other articles with excerpts", "most commented with counts", "a poll"),
        "A Greek regional paper of 2011 in an ASP.NET table layout: an olive-harvest article with 'Σχόλια (0)', 'no comments yet' and the comment fields; the right cell's most commented with counts, a latest-comments box of 3 readers' names and excerpts from other articles, a poll and the paper's tweets.",
    )


def ro_blog() -> Case:
    after = (
        '<div class="bb-coms" id="comments"><h4>Niciun comentariu:</h4><p><a href="#bb-form">Trimiteți un comentariu</a></p>'
        '<div id="bb-form"><form action="/comment-post" method="post"><textarea name="text" rows="4" cols="55"></textarea><br />Comentați ca: <select name="as"><option>Selectați profilul…</option><option>Cont Google</option><option>Nume/URL</option><option>Anonim</option></select> '
        '<input type="submit" value="Publicați" /> <input type="button" value="Previzualizați" /></form></div>'
        '<p>Abonați-vă la: <a href="/feeds/comments">Postare comentarii (Atom)</a></p></div>'
    )
    side = (
        box(
            "ro-bunica",
            "Despre mine",
            "<p><b>Ioana</b> din Sibiu. Am găsit caietul de rețete al bunicii în pod și încerc, rând pe rând, fiecare rețetă.</p>",
        )
        + box(
            "ro-bunica",
            "Urmăritori (132)",
            "".join(f'<img src="/_avatar/bb-f{k}.svg" alt="" width="24" height="24" /> ' for k in range(10)),
        )
        + box(
            "ro-bunica",
            "Bloguri prietene",
            "<ul>"
            + "".join(
                f'<li><a href="/out/{slug(b)}"><b>{esc(b)}</b></a><br /><a href="/out/{slug(b)}/p">{esc(p)}</a><br /><small>{esc(w)}</small></li>'
                for b, p, w in rows("""
Bucătăria lui Radu | Zacuscă de vinete, a treia încercare | acum 5 ore
Dulciuri de la mama | Prăjitura cu mere rasă pe care o știe toată lumea | acum 1 zi
Gătit la țară | Pâine în cuptorul de lut | acum 4 zile
Rețete din Ardeal | Supă de tăiței de casă | acum 1 săptămână
""")
            )
            + "</ul>",
        )
        + box(
            "ro-bunica",
            "Postări populare",
            "<ul>"
            + "".join(
                f'<li><a href="/{slug(t)}.html">{esc(t)}</a><br /><small>{esc(x)}</small></li>'
                for t, x in rows("""
Ciorbă de perișoare ca la Sibiu | Bunica scria „un pumn de orez” și atât. Am încercat să aflu cât e un pumn…
Gem de gutui | Trei kilograme de gutui și o după-amiază întreagă de amestecat…
Plăcintă cu brânză și mărar | Aluatul se întinde pe masa din bucătărie, cu mâinile unse…
""")
            )
            + "</ul>",
        )
        + box(
            "ro-bunica",
            "Etichete",
            links(
                ("Ciorbe", "Conserve", "Cozonaci", "Prăjituri", "Sărbători"),
                "/search/label/",
                counts=("(12)", "(9)", "(4)", "(23)", "(8)"),
            ),
        )
        + box(
            "ro-bunica",
            "Arhivă blog",
            links(
                ("decembrie 2013", "noiembrie 2013", "octombrie 2013"), "/2013/", counts=("(4)", "(6)", "(5)")
            ),
        )
    )
    piece = Piece(
        "Cozonacul bunicii cu nucă și rahat",
        "Publicat de Ioana la 21:40",
        "2013-12-19T21:40:00+02:00",
        "joi, 19 decembrie 2013",
        """
Pe pagina 34 a caietului, cu scrisul bunicii aplecat spre dreapta, scrie: „Cozonac de Crăciun, din 1 kg făină, să iasă patru”. Nimic despre temperatura cuptorului, nimic despre cât se frământă. Așa că l-am făcut de trei ori.

A treia oară a ieșit. Aluatul l-am frământat patruzeci de minute, l-am lăsat să crească de două ori, iar umplutura e nucă măcinată cu cacao, coajă de lămâie și rahat tăiat cubulețe. Am copt la 170 de grade, o oră.

Cel mai greu a fost să aștept să se răcească. Bunica spunea că cozonacul tăiat cald „se supără”.
""",
        tags=("Cozonaci", "Sărbători"),
    )
    return _plain(
        "bq-ro-niciun-comentariu",
        "ro-bunica",
        piece,
        Bits(after=after, side=side, style=".bb-coms h4{font:bold 15px Georgia,serif;color:#3d6b7d}"),
        "/2013/12/cozonacul-bunicii-cu-nuca-si-rahat.html",
        "div.bb-coms#comments: h4 'Niciun comentariu:', a comment form",
        ("a blogroll of friends' latest posts with times", "popular posts with snippets"),
        "A Romanian recipe blog of 2013 on a hosted blog engine: a post with 'Niciun comentariu:' and a comment form; the sidebar's followers, a blogroll of 4 friends' blogs with their latest post titles and times, popular posts with snippets, labels with counts and the archive.",
    )


def uk_guests() -> Case:
    after = (
        '<div class="ph-info"><b>Інформація</b><p>Відвідувачі, які знаходяться в групі <b>Гості</b>, не можуть залишати коментарі до даної публікації.</p></div>'
        + box(
            "uk-pidhirya",
            "Схожі новини",
            links(
                (
                    "У Нижній Липиці відремонтують школу",
                    "Клуб у Бережниці чекає на новий дах",
                    "Фестиваль «Підгірська весна» пройде в травні",
                ),
                "/novyny/",
            ),
        )
    )
    side = (
        box(
            "uk-pidhirya",
            "Останні коментарі",
            _recent(
                """
Оксана_Л | Ціни на проїзд до Львова зросли | 15 гривень в одну сторону, а маршрутка стара як світ…
Василь | Районна лікарня отримала новий рентген | Нарешті! Хоча б не треба їхати за 60 км.
Гість Іван | Ремонт дороги Липиця — Бережниця | Латки поклали, а через тиждень знову ями.
""",
                '<li><b>{a}</b> → <a href="/novyny/{s}.html">{t}</a><br /><small>{x}</small></li>',
            ),
        )
        + box(
            "uk-pidhirya",
            "Топ коментаторів",
            links(
                ("Оксана_Л", "Василь", "pidhirya_fan", "Степан Іванович", "Marichka"),
                "/user/",
                "ol",
                ("(412)", "(287)", "(201)", "(156)", "(98)"),
            ),
        )
        + box(
            "uk-pidhirya",
            "Популярне",
            links(
                (
                    "Ціни на проїзд до Львова зросли",
                    "Районна лікарня отримала новий рентген",
                    "У районі відкрили новий дитсадок",
                ),
                "/novyny/",
                "ol",
            ),
        )
        + box(
            "uk-pidhirya",
            "Хмара тегів",
            cloud("Липиця:3, клуб:2, ремонт:4, дороги:4, школа:3, лікарня:2, фестиваль:2, культура:3"),
        )
        + box(
            "uk-pidhirya",
            "Опитування",
            "<p><b>Чи ходите ви до сільського клубу?</b></p><ul><li>Так, часто — 22%</li><li>Іноді — 41%</li><li>Ні — 37%</li></ul>",
        )
    )
    piece = Piece(
        "У Верхній Липиці відкрили відремонтований сільський клуб",
        "Автор: Галина Ковальчук",
        "2012-09-28T12:20:00+03:00",
        "28 вересня 2012, 12:20",
        """
У суботу у Верхній Липиці урочисто відкрили сільський клуб, який не працював майже шість років. Ремонт коштував 380 тисяч гривень, половину з них дав районний бюджет, решту зібрали громада і місцеві підприємці.

У клубі замінили дах, вікна та опалення, встановили нові крісла на 120 місць. Тут знову працюватимуть хор, танцювальний гурток і бібліотека.

На відкритті виступили місцеві колективи, а голова сільради Петро Гнатюк подякував усім, хто допомагав з ремонтом.
""",
        section="Події",
        tags=("Липиця", "клуб", "культура"),
        caption="Відремонтований клуб у Верхній Липиці",
    )
    return _plain(
        "bq-uk-gosti",
        "uk-pidhirya",
        piece,
        Bits(
            after=after,
            side=side,
            style=".ph-info{background:#fff4d6;border:1px solid #e8cf8a;padding:6px 10px;margin:14px 0}",
        ),
        "/novyny/2012-09-28-vidkryly-klub-verkhnia-lypytsia.html",
        "div.ph-info: 'Інформація' and 'guests cannot comment' only; the side's 'Останні коментарі' (3 comments of other news with names and excerpts) and 'Топ коментаторів' (5 names with counts)",
        ("a latest-comments box of other news with excerpts", "a top-commenters list with counts", "a poll"),
        "A Ukrainian district news portal of 2012 on a popular engine: an article on a village club reopening with only the notice that guests cannot comment; the right column's latest comments of other news (names, titles, excerpts), top commenters with counts, most popular, a tag cloud and a poll.",
    )


def plain_bq() -> list[Case]:
    return [sv_closed(), en_trackback(), da_empty_debate(), el_zero(), ro_blog(), uk_guests()]
