"""Blind set BC: four plain article pages of the era without any reader comment (comments closed, "0 comments" or
nothing; furniture on all), four pages whose furniture holds a list that looks like a discussion (a software
project's security hall of thanks, an IRC quote board in a programmer's blog sidebar, a wine competition's tasting
notes, a cartoon archive with captions) and two mixed pages (an umbrella repairer's blog comments beside the
workbench queue of customers' umbrellas; a city portal's comments beside the Lantern Festival riddles readers sent
in). Every class name, engine, name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bc_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)

# --------------------------------------------------------------------------- plain pages


def _plain(cid: str, site: str, st: Story, path: str, parts: Parts, what: str, description: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        container=what,
        heading=None,
        description=description,
        lookalikes=("none: a plain article page",),
    )


def en_plain_closed() -> Case:
    st = Story(
        "Winter ferry timetable: fewer sailings on Tuesdays and Wednesdays",
        "By Colm Redfern",
        "2009-10-20T17:00:00+00:00",
        "Tuesday, October 20, 2009",
        """
The island ferry will run four return sailings instead of six on Tuesdays and Wednesdays from November 2 until the end of February, the operator confirmed yesterday.

The first sailing from the harbour will stay at 7.10am, so that pupils at the mainland secondary school are not affected. The 12.40pm and 4.15pm crossings are the ones dropped.

The operator says passenger numbers on those crossings fell below twenty on most winter days last year. The harbour committee has asked for the change to be reviewed after Christmas.
""",
        lead="The school crossing is kept, but two midweek sailings go until the end of February.",
        section="Harbour",
        related=(
            "Lifeboat crew's busiest summer",
            "School roof repairs finished",
            "Island Rovers' cup run ends",
        ),
        tags=("ferry", "timetable", "harbour"),
    )
    closed = (
        '<div class="pr-comments pr-closed"><h3>Readers\' comments</h3><p>Comments are closed for this article.</p></div>'
        '<div class="ns-box"><h4>Sailings this week</h4><table class="ns-sail"><tr><th>Day</th><th>From harbour</th></tr>'
        "<tr><td>Mon</td><td>07:10, 12:40, 16:15</td></tr><tr><td>Tue</td><td>07:10, 18:30</td></tr></table></div>"
    )
    return _plain(
        "bc-en-plain-comments-closed",
        "en-gullhaven",
        st,
        "/harbour/winter-ferry-timetable",
        Parts(after=closed),
        "none: article, bookmark bar, tags, an empty 'Readers' comments' box saying comments are closed, a small sailings table, most read, an advertisement, site index footer",
        "An island paper of 2009 on a newspaper system ('Pressroom'): a ferry timetable article; the comment box says 'Comments are closed for this article'; no reader comment.",
    )


def en_plain_zero() -> Case:
    st = Story(
        "Re-caulking the garden shed (yes, really)",
        "Posted by Ned at 6:20 PM",
        "2007-08-18T18:20:00+01:00",
        "SATURDAY, AUGUST 18, 2007",
        """
If you have spent twenty years caulking the seams of a wooden boat, everything made of planks starts to look like a hull. This weekend it was the shed's turn.

The gaps between the boards on the west side had opened to the width of a pencil. Oakum, a mallet and a making iron, and then a bead of linseed putty over the top. It took most of Saturday and I am not sure the shed needed it.

It doesn't leak now, though. Neither did it before, to be fair.
""",
        section="House",
        related=("The dinghy's new floorboards", "Splicing an eye, the slow way", "Low water at the hard"),
        tags=("shed", "oakum", "caulking"),
        months=("August 2007", "July 2007", "June 2007"),
        links=("Tarred Hands", "The Slipway", "Mudlark's Notebook"),
    )
    zero = (
        '<div id="comments"><h4>0 comments:</h4><dl id="bh-comments-block"></dl>'
        '<p class="bh-post-comment"><a href="/comment.g?blogID=77&amp;postID=412">Post a Comment</a></p>'
        '<p class="bh-post-feed">Subscribe to: <a href="/feeds/412/comments/default">Post Comments (Atom)</a></p></div>'
        '<p class="bx-older"><a href="/2007/08/dinghy-floorboards.html">Newer Post</a> · <a href="/">Home</a> · '
        '<a href="/2007/08/splicing-an-eye.html">Older Post</a></p>'
    )
    return _plain(
        "bc-en-plain-zero-comments",
        "en-oakum",
        st,
        "/2007/08/re-caulking-garden-shed.html",
        Parts(after=zero),
        "none: a hosted blog's post with '0 comments:', an empty comments list, 'Post a Comment', newer/older links, sidebar (archives, tag cloud, blogroll, counter)",
        "A hosted blog of 2007 ('Bloghive'): a post about caulking a shed, '0 comments:' over an empty list and a 'Post a Comment' link; sidebar furniture; no reader comment.",
    )


def fi_plain() -> Case:
    st = Story(
        "Kaarniön uimahalli suljetaan remontin ajaksi koko kesäksi",
        "Teksti: Mirja Heikkilä",
        "2012-04-16T15:00:00+03:00",
        "16.4.2012 klo 15.00",
        """
Kaarniön uimahalli suljetaan kesäkuun alussa, ja se avataan uudelleen aikaisintaan syyskuun puolivälissä. Remontissa uusitaan hallin ilmanvaihto ja pukuhuoneiden lattiat.

Kaupunki varautuu remonttiin 1,8 miljoonalla eurolla. Tekninen lautakunta hyväksyi hankkeen maanantaina yksimielisesti.

Kesän ajan uimakoulut järjestetään Kirkkojärven uimarannalla, jos säät sallivat. Uimahallin sarjakortit ovat voimassa remontin jälkeen.
""",
        lead="Ilmanvaihto ja pukuhuoneet uusitaan. Uimakoulut siirtyvät rannalle.",
        section="Uutiset",
        related=(
            "Jäät lähtivät Kirkkojärvestä",
            "Kaarniön Kiri voitti cup-ottelun",
            "Kirjaston aukioloajat muuttuvat",
        ),
        tags=("uimahalli", "remontti", "tekninen lautakunta"),
    )
    box = (
        '<div class="ns-fakta"><h4>Remontti lyhyesti</h4><ul><li>Suljettu 1.6. alkaen</li><li>Avataan syyskuussa</li>'
        "<li>Kustannusarvio 1,8 milj. euroa</li></ul></div>"
    )
    closed = '<p class="lm-kommentit">Tämän jutun kommentointi on suljettu.</p>'
    return _plain(
        "bc-fi-plain-fact-box",
        "fi-kaarnio",
        st,
        "/uutiset/uimahalli-suljetaan-remontin-ajaksi",
        Parts(inside=box, after=closed),
        "none: article with a fact box of three lines, bookmark bar, a one-line notice that commenting is closed, most read, an advertisement, site index footer",
        "A Finnish local paper of 2012 ('Lehtimylly'): an article on a swimming hall's renovation with a fact box; commenting closed in one line; no reader comment.",
    )


def el_plain() -> Case:
    st = Story(
        "Ξεκίνησε η συγκομιδή του βαμβακιού στον κάμπο",
        "Του Νίκου Παπαδάκη",
        "2010-09-27T12:00:00+03:00",
        "27/09/2010",
        """
Με καλές αποδόσεις ξεκίνησε αυτή την εβδομάδα η συγκομιδή του βαμβακιού στα χωράφια γύρω από το Αυλωνάρι. Οι παραγωγοί υπολογίζουν περίπου 380 κιλά το στρέμμα, περισσότερα από πέρυσι.

Ο συνεταιρισμός έχει ήδη παραλάβει τα πρώτα φορτία στο εκκοκκιστήριο. Η τιμή δεν έχει ακόμη ανακοινωθεί, αλλά οι έμποροι μιλούν για άνοδο σε σχέση με την περσινή χρονιά.

Οι βροχές του Αυγούστου βοήθησαν τα χωράφια που δεν ποτίζονται, λένε οι γεωπόνοι της περιοχής.
""",
        lead="Οι παραγωγοί υπολογίζουν περίπου 380 κιλά το στρέμμα.",
        section="Αγροτικά",
        related=(
            "Το πανηγύρι της Αγίας Παρασκευής",
            "Νέος δρόμος προς το Λιβάδι",
            "Νίκη για τον Αυλωνάρι ΑΟ",
        ),
        tags=("βαμβάκι", "συγκομιδή", "συνεταιρισμός"),
    )
    quote = (
        '<blockquote class="ns-quote">«Τέτοια χρονιά είχαμε να δούμε από το 2004» — Γιώργος Λαζαρίδης, πρόεδρος του '
        "συνεταιρισμού</blockquote>"
    )
    return _plain(
        "bc-el-plain-pull-quote",
        "el-avlonari",
        st,
        "/agrotika/synkomidi-vamvakiou",
        Parts(inside=quote),
        "none: article with a pull quote, bookmark bar, tags, most read, an advertisement, site index footer",
        "A Greek regional paper of 2010 ('Τυπογράφος'): an article on the cotton harvest with a pull quote; no comment area at all; no reader comment.",
    )


# --------------------------------------------------------------------------- look-alike lists


def en_security_thanks() -> Case:
    entries = rows("""
Priyanka Venkatesan | 2011-06-02 | Reported that a crafted archive name could write files outside the extraction folder.
Jonas Ebbesen | 2011-05-19 | Found the session cookie was sent without the secure flag when the admin page was served over plain HTTP.
Lee Min-jun | 2011-04-28 | Noticed the password reset token never expired and could be reused after a successful reset.
Caterina Moretti | 2011-03-07 | Showed that the upload preview rendered SVG files inline, so a script inside one could run on our domain.
"the night owl" (anonymous) | 2011-02-14 | Pointed out that our download mirror list was fetched over HTTP and could be swapped on a hostile network.
Dmitri Aksyonov | 2010-12-01 | Found a timing difference in the login check that revealed whether a user name existed.
""")
    li = "".join(
        f'<li class="ht-entry"><span class="ht-who">{esc(n)}</span> <span class="ht-date">{esc(d)}</span>'
        f'<p class="ht-what">{esc(t)}</p></li>'
        for n, d, t in entries
    )
    box = (
        '<div class="ht-box"><h3>Security hall of thanks</h3><p>People who reported a security problem to us privately '
        "and gave us time to fix it. Thank you.</p>"
        f'<ul class="ht-list">{li}</ul><p><a href="/security/report">How to report a problem</a></p></div>'
    )
    st = Story(
        "Tarpit 2.4.1 released: fixes an archive path problem",
        "Posted by maren",
        "2011-06-09T10:00:00+00:00",
        "Thursday June 09, 2011",
        """
Tarpit 2.4.1 is out. It fixes one security problem: an archive whose file names contain ".." could write files outside the folder you asked Tarpit to extract into. Every earlier 2.x release is affected. Please upgrade.

The fix rejects any entry whose resolved path leaves the target folder and prints the entry's name, so that you can see what the archive tried to do. There are no other changes in this release.

Packages for the usual systems are on the download page. The signatures are in the same place.
""",
        section="Security",
        related=("Tarpit 2.4 released", "Moving the bug tracker", "Notes from the spring hack day"),
        tags=("tarpit", "release", "security"),
    )
    return make(
        "bc-ll-en-security-thanks",
        "lookalike",
        "en-bitbarrow",
        st,
        Parts(after=box),
        [],
        path="/releases/2011/06/tarpit-2-4-1",
        container="div.ht-box: h3 'Security hall of thanks', ul.ht-list > li.ht-entry (span.ht-who name, span.ht-date '2011-06-02', p.ht-what one sentence); six entries",
        heading="Security hall of thanks",
        description="A small software project's news site of 2011 ('Yardstick Slash'-run): a release note with, below it, a security hall of thanks: six people, a date and a one-sentence finding each; no reader comment.",
        lookalikes=("a software project's security hall of thanks (reporter, date, one-sentence finding)",),
    )


def en_quote_board() -> Case:
    quotes = [
        (
            "#4512",
            "+31",
            "2009-03-02",
            [
                ("fennec", "is it normal for the build to take four hours"),
                ("oldgit", "only the first time"),
                ("fennec", "how many times have you built it"),
                ("oldgit", "once"),
            ],
        ),
        (
            "#4498",
            "+18",
            "2009-02-26",
            [
                ("mallow", "I fixed the bug by deleting the test"),
                ("quern", "that is not what fixed means"),
                ("mallow", "the build is green, quern"),
            ],
        ),
        (
            "#4471",
            "+44",
            "2009-02-19",
            [
                ("tamsin_w", "documentation is a love letter to your future self"),
                ("grub", "mine are mostly angry letters"),
            ],
        ),
        (
            "#4460",
            "+12",
            "2009-02-15",
            [("quern", "who wrote this function"), ("quern", "oh"), ("quern", "never mind")],
        ),
    ]
    items = ""
    for num, votes, date, lines in quotes:
        body = "<br />".join(f"&lt;{esc(n)}&gt; {esc(t)}" for n, t in lines)
        items += (
            f'<div class="qb-quote"><p class="qb-head"><a href="/quotes/{num[1:]}">{num}</a> <span class="qb-votes">({votes})</span> '
            f'<span class="qb-date">added {date}</span></p><p class="qb-lines">{body}</p></div>'
        )
    rail = f'<h2>From the quote board</h2><div class="qb-box">{items}<p><a href="/quotes/">More quotes</a></p></div>'
    st = Story(
        "Notes from my talk on build systems",
        "Posted by Oriel",
        "2009-03-03T20:15:00+00:00",
        "March 3, 2009",
        """
Last Thursday I gave a twenty-minute talk at the local user group on why our build takes as long as it does, and what we did about it. A few people asked for the slides, so here they are, with the notes I should have read out instead of improvising.

The short version: most of the time went into steps nobody remembered adding. We listed every step, asked who needed it, and deleted the ones with no owner. The build went from fifty-one minutes to nineteen.

The longer version is in the slides. The bit about caching is wrong in one place, which I have marked.
""",
        section="Talks",
        related=("A small make replacement", "Reading old code aloud", "Why I keep a work diary"),
        tags=("builds", "talks", "user group"),
        months=("March 2009", "February 2009", "January 2009"),
        links=("The Yak Barber", "Off By One", "Semicolon Street"),
    )
    return make(
        "bc-ll-en-irc-quote-board",
        "lookalike",
        "en-stovepipe",
        st,
        Parts(rail=rail),
        [],
        path="/2009/03/notes-from-my-talk-on-build-systems",
        container="sidebar: h2 'From the quote board', div.qb-box of div.qb-quote (p.qb-head '#4512 (+31) added 2009-03-02', p.qb-lines '<nick> line' lines); four quotes",
        heading="From the quote board",
        description="A programmer's blog of 2009 ('Quillpress'): a post with its talk notes, and in the sidebar a chat-quote board: four quotes, each a number, votes, a date and two to four '<nick> line' lines; no reader comment.",
        lookalikes=("a chat-quote board in the sidebar (number, votes, date, '<nick> line' lines)",),
    )


def hu_tasting_notes() -> Case:
    notes = rows("""
Fekete Imre | Somlóvár | 2009-es olaszrizling | 89 pont | Érett körte és egy kis mandula, hosszú, sós lecsengéssel. A tavalyinál elegánsabb.
Nagy-Kovács Edit | Szőlőhegy | 2010-es rozé | 84 pont | Friss, málnás, de a végén kissé rövid. Nyári teraszra jó választás.
Tóth Bence | Alsóhegy | 2008-as kékfrankos | 91 pont | Meggy, bors és finom hordós jegyek. A zsűri szerint a verseny legjobb vörösbora.
Szabó Margit | Kisbor | 2009-es szürkebarát | 86 pont | Mézes, testes bor, egy kicsit több sav jót tenne neki.
Horváth és fia | Szőlőhegy | 2007-es cuvée | 88 pont | Sötét gyümölcs, dohány, még fiatal. Két év múlva lesz igazán jó.
""")
    trs = "".join(
        f'<tr><td class="bz-bor"><b>{esc(w)}</b></td><td class="bz-termelo">{esc(n)}<br /><small>{esc(v)}</small></td>'
        f'<td class="bz-pont">{esc(p)}</td><td class="bz-jegyzet">{esc(t)}</td></tr>'
        for n, v, w, p, t in notes
    )
    box = (
        '<div class="bz-doboz"><h3>A bírálóbizottság jegyzetei</h3><p class="bz-info">A zsűri 2011. május 6-i ülésén, vakkóstolással.</p>'
        f'<table class="bz-tabla"><tr><th>Bor</th><th>Termelő</th><th>Pont</th><th>Jegyzet</th></tr>{trs}</table></div>'
    )
    st = Story(
        "Kiosztották a hegyközségi borverseny érmeit",
        "Írta: Varga Dóra",
        "2011-05-08T10:00:00+02:00",
        "2011. május 8.",
        """
Százhuszonhét bor versenyzett az idei hegyközségi borversenyen, amelynek eredményét szombaton hirdették ki a kultúrházban. A zsűri tizenegy aranyérmet, harminckét ezüstöt és negyvenegy bronzot osztott ki.

A verseny nagydíját egy alsóhegyi kékfrankos nyerte, a legjobb fehérbor címet egy somlóvári olaszrizling kapta. A szervezők szerint az idei évjárat fehérborai különösen jól sikerültek.

A díjazott borokat a pünkösdi borhéten lehet megkóstolni a főtéren.
""",
        lead="Százhuszonhét bor, tizenegy arany. A nagydíjat egy alsóhegyi kékfrankos vitte el.",
        section="Bor",
        related=("Pünkösdi borhét: a program", "Jégeső a déli dűlőkben", "Új tanösvény a hegyen"),
        tags=("borverseny", "hegyközség", "kékfrankos"),
    )
    return make(
        "bc-ll-hu-tasting-notes",
        "lookalike",
        "hu-szolohegy",
        st,
        Parts(after=box),
        [],
        path="/bor/kiosztottak-a-borverseny-ermeit",
        container="div.bz-doboz: h3 'A bírálóbizottság jegyzetei', table.bz-tabla, a row per wine (wine, grower and village, points, a two-sentence note); five rows",
        heading="A bírálóbizottság jegyzetei",
        description="A Hungarian wine-region paper of 2011 ('Szerkesztő'): an article on a wine competition with the jury's tasting notes below it: five wines, each with the grower, village, points and a two-sentence note; no reader comment.",
        lookalikes=("a wine competition jury's tasting notes (wine, grower, village, points, note)",),
    )


def tr_cartoon_archive() -> Case:
    items = rows("""
Selim Aktaş | 14 Mayıs 2012 | Belediye otobüsü: "Durak yok ama hatıra fotoğrafı çekebilirsiniz."
Nur Karaca | 13 Mayıs 2012 | Balıkçı ağını çekiyor, içinden bir seçim broşürü çıkıyor: "Bu sezon bol."
Selim Aktaş | 12 Mayıs 2012 | Yalıköy sahili, iki martı simit paylaşıyor: "Kira artışı bize de yansıdı."
Ferhat Olcay | 11 Mayıs 2012 | Çay bahçesinde dede torununa: "Biz de gençken internete bağlanamazdık."
Nur Karaca | 10 Mayıs 2012 | Yol çalışması tabelası: "Geçici olarak kalıcıdır."
""")
    lis = "".join(
        f'<li class="kr-gun"><img src="/_avatar/kr-{k}.svg" alt="" width="90" height="60" />'
        f'<span class="kr-cizer">{esc(n)}</span> <span class="kr-tarih">{esc(d)}</span><p class="kr-alt">{esc(t)}</p></li>'
        for k, (n, d, t) in enumerate(items)
    )
    rail = f'<h4>Günün karikatürü: arşiv</h4><ul class="kr-arsiv">{lis}</ul><p><a href="/karikatur/">Tüm karikatürler</a></p>'
    st = Story(
        "Karikatür sergisi iskele binasında açıldı",
        "Haber: Elif Demirci",
        "2012-05-15T11:00:00+03:00",
        "15 Mayıs 2012, 11:00",
        """
Yalıköy Haber'in çizerlerinin son beş yılda yayımlanan karikatürlerinden oluşan sergi, eski iskele binasında dün akşam açıldı. Sergide yüz yirmi karikatür yer alıyor.

Açılışa katılan çizerler, ziyaretçilerin sorularını yanıtladı ve küçük bir çizim atölyesi düzenledi. Sergi ay sonuna kadar her gün 10.00 ile 19.00 arasında ücretsiz gezilebilecek.

Serginin geliri olmayacak, ancak ziyaretçilerin bağışları ilçedeki çocuk kütüphanesine aktarılacak.
""",
        lead="Son beş yılın yüz yirmi karikatürü ay sonuna kadar ücretsiz gezilebilecek.",
        section="Kültür",
        related=("Sahil yolu trafiğe kapatılıyor", "Yalıköyspor play-off yolunda", "Balık fiyatları düştü"),
        tags=("karikatür", "sergi", "iskele"),
    )
    return make(
        "bc-ll-tr-cartoon-archive",
        "lookalike",
        "tr-yalikoy",
        st,
        Parts(rail=rail),
        [],
        path="/kultur/karikatur-sergisi-iskele-binasinda",
        container="side column: h4 'Günün karikatürü: arşiv', ul.kr-arsiv > li.kr-gun (thumbnail, span.kr-cizer cartoonist, span.kr-tarih '14 Mayıs 2012', p.kr-alt caption); five entries",
        heading="Günün karikatürü: arşiv",
        description="A Turkish town portal of 2012 ('HaberMotor'): an article on a cartoon exhibition, and in the side column the archive of the cartoon of the day: five entries, each a cartoonist, a date and the caption; no reader comment.",
        lookalikes=("a cartoon-of-the-day archive (cartoonist, date, caption)",),
    )


# --------------------------------------------------------------------------- mixed pages


def en_mixed_repair_queue() -> Case:
    cs = thread("""
Winifred Ames | November 16, 2009 at 9:12 am | - | - | My grandmother's umbrella has the same bone handle. I had no idea it could be mended. It has been in a drawer since 1987.
Ferrule | November 16, 2009 at 10:03 am | 0 | own | Bring it in, Winifred. If the frame is sound the cover can almost always be done.
Dan Piper | November 16, 2009 at 1:47 pm | - | - | What do you use for the thread on the tips? Mine keep coming loose after a month.
Marisol | November 17, 2009 at 8:30 am | - | - | Lovely work. It's good to see someone repairing things instead of throwing them away.
Ferrule | November 17, 2009 at 11:15 am | 2 | own | Waxed linen, Dan, three turns and a knot inside the tip, then a drop of glue. Cotton rots.
Hugh Lowther | November 19, 2009 at 6:02 pm | - | - | Do you post? I live two hundred miles away and have a broken walking-stick umbrella.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="qp-c{" qp-author" if c.has("own") else ""}" id="comment-{318 + i}"><p class="qp-who"><b>{esc(c.name)}</b> wrote:</p>'
            f'<div class="qp-words">{paras(c.text)}</div><p class="qp-when"><a href="#comment-{318 + i}">{esc(c.when)}</a> · '
            f'<a href="?replytocom={318 + i}#respond">Reply</a></p>{sub}</li>'
        )

    queue = rows("""
Mrs A. Quaife | 11 Nov | Black, long handle | The wind took it inside out on the promenade and now two ribs are bent the wrong way.
Tobias | 12 Nov | Green tartan, folding | The catch will not hold it open, it shuts on my head in the rain.
The Swan Inn | 13 Nov | Large golf umbrella | Left behind by a guest in 2006. Handle split. We would like it back for the stand by the door.
Mr R. Deakin | 14 Nov | Child's duck umbrella | Beak has come off. Our daughter is inconsolable.
""")
    qli = "".join(
        f'<li class="wb-ticket"><b>{esc(n)}</b> <span class="wb-in">in {esc(d)}</span> <em>{esc(k)}</em><p>“{esc(t)}”</p></li>'
        for n, d, k, t in queue
    )
    rail = f'<h2>On the workbench</h2><ul class="wb-queue">{qli}</ul><p class="wb-note">Usual wait: two weeks.</p>'
    block = (
        '<div id="comments"><h3>6 Comments</h3><ol class="qp-list">'
        + tree(cs, item, lambda s: f'<ol class="qp-children">{s}</ol>')
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form method="post" action="/comments-post"><p><input name="author" /> Name</p>'
        '<p><textarea name="comment" rows="6" cols="45"></textarea></p><p><input type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    st = Story(
        "A bone-handled umbrella from 1931",
        "Posted by Ferrule",
        "2009-11-15T17:00:00+00:00",
        "November 15, 2009",
        """
This one came in on Tuesday in a carrier bag, in three pieces, with a note that said "it was my father's, please". The handle is bone, the shaft is whangee cane, and the frame is a steel one made in 1931 by a firm that no longer exists.

Two ribs were snapped and the cover had perished along every fold. The ribs I could splint with brass sleeves. The cover I cut new from a black cotton with a tight weave, using the old one as a pattern, panel by panel.

It took eleven hours in all. It opens and shuts as it did when it was new, and its owner collected it this morning.
""",
        section="Repairs",
        related=("Why I don't fix the cheap ones", "Sourcing ribs", "A parasol in need of help"),
        tags=("repairs", "bone handle", "1930s"),
        months=("November 2009", "October 2009", "September 2009"),
        links=("Mend and Make Do", "The Tool Roll", "Patched"),
    )
    return make(
        "bc-mixed-en-repair-queue",
        "mixed",
        "en-ferrule",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/2009/11/a-bone-handled-umbrella-from-1931",
        container="div#comments: h3 '6 Comments', ol.qp-list > li.qp-c (p.qp-who 'NAME wrote:', div.qp-words, p.qp-when time · Reply), replies in ol.qp-children; beside it in the sidebar 'On the workbench': ul.wb-queue > li.wb-ticket (customer, 'in 11 Nov', the umbrella, the fault as the customer put it)",
        heading="6 Comments",
        description="An umbrella repairer's blog of 2009 ('Quillpress'): 6 comments, the repairer answering two of them, beside a sidebar list of the umbrellas waiting on the workbench, four customers' names, dates and their own one-sentence descriptions of the fault (not comments).",
        lookalikes=(
            "a repair workshop's queue (customer, date in, item, the fault in the customer's words)",
        ),
    )


def zh_mixed_riddles() -> Case:
    cs = thread("""
柳溪老街坊 | 2013-02-24 20:15 | - | - | 今年的灯会比去年热闹多了，就是人太多，从桥头走到广场用了四十分钟。
小鱼儿 | 2013-02-24 20:48 | - | - | 猜对了三个灯谜，领了一包汤圆，孩子高兴坏了。
江南一叶 | 2013-02-24 21:30 | - | - | 建议明年在东门多设一个出口，散场的时候太挤了，有点危险。
阿梅 | 2013-02-25 08:02 | - | - | 舞龙队是我们村的，练了两个月，看到报道很感动。
过客 | 2013-02-25 09:40 | - | - | 停车太难了，希望下次能开通公交专线。
""")
    floors = "".join(
        f'<div class="pl-lou" id="lou{i + 1}"><p class="pl-tou"><span class="pl-hao">{i + 1}楼</span> '
        f'网友：<b class="pl-ming">{esc(c.name)}</b> <span class="pl-shi">{esc(c.when)}</span></p>'
        f'<div class="pl-nei">{paras(c.text)}</div><p class="pl-cz"><a href="#">支持</a> <a href="#">反对</a> '
        f'<a href="#">回复</a> <a href="#">举报</a></p></div>'
        for i, c in enumerate(cs)
    )
    riddles = rows("""
王秀兰 | 2月20日 | 柳枝垂到溪水边 | 打本市一地名
陈家明 | 2月21日 | 桥头月圆人团聚 | 打一节日食品
李奶奶 | 2月21日 | 十五夜里不关门 | 打一成语
柳溪二小 张老师 | 2月22日 | 灯下人人笑开颜 | 打一节日用语
""")
    rli = "".join(
        f'<li class="dm-tiao"><span class="dm-zuozhe">{esc(n)}</span> <span class="dm-ri">{esc(d)}</span>'
        f'<p class="dm-mian">{esc(t)}（{esc(h)}）</p></li>'
        for n, d, t, h in riddles
    )
    rail = (
        '<h3>读者来稿：元宵灯谜</h3><ul class="dm-list">'
        + rli
        + '<li class="dm-more"><a href="/zhuanti/dengmi/">看谜底</a></li></ul>'
    )
    block = (
        '<div class="pl-qu"><h3>网友评论 <small>（共5条）</small></h3>'
        + floors
        + '<div class="pl-fabiao"><h4>发表评论</h4><p>昵称：<input name="nc" /> <label><input type="checkbox" /> 匿名</label></p>'
        '<p><textarea name="nr" rows="4" cols="50"></textarea></p><p><input type="submit" value="提交评论" /></p>'
        '<p class="pl-sm">网友评论仅供其表达个人看法，并不表明本网同意其观点。</p></div></div>'
    )
    st = Story(
        "元宵灯会昨晚开幕 三万市民赏灯猜谜",
        "记者 周晓燕",
        "2013-02-24T09:00:00+08:00",
        "2013年02月24日 09:00",
        """
昨晚，柳溪市第十二届元宵灯会在滨河广场开幕。据主办方统计，当晚约有三万名市民前来赏灯、猜灯谜、看舞龙表演。

本届灯会共展出大型彩灯四十二组，其中“柳溪十景”系列彩灯由本地工匠历时三个月制作完成。灯会期间，广场东侧设置了猜谜区，共挂出灯谜八百余条。

灯会将持续到3月3日，每晚18时至22时开放。
""",
        lead="第十二届元宵灯会将持续到3月3日，每晚18时至22时开放。",
        section="本地",
        related=("春运返程高峰到来", "柳溪河滨步道改造完成", "市图书馆新年书展开幕"),
        tags=("元宵节", "灯会", "猜灯谜"),
    )
    return make(
        "bc-mixed-zh-lantern-riddles",
        "mixed",
        "zh-liuxi",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/bendi/2013-02/24/yuanxiao-denghui-kaimu.html",
        container="div.pl-qu: h3 '网友评论（共5条）', div.pl-lou per comment ('1楼 网友：NAME 2013-02-24 20:15', div.pl-nei, 支持/反对/回复/举报); beside it in the right column '读者来稿：元宵灯谜': ul.dm-list > li.dm-tiao (sender, date, riddle and its hint)",
        heading="网友评论（共5条）",
        description="A Chinese city news portal of 2013 ('新闻发布系统'): 5 flat numbered readers' comments ('1楼') on a Lantern Festival article, beside a right-column list of lantern riddles sent in by readers (sender, date, riddle; not comments on the article).",
        lookalikes=("readers' lantern riddles (sender, date, riddle and hint)",),
    )


def other_bc() -> list[Case]:
    return [
        en_plain_closed(),
        en_plain_zero(),
        fi_plain(),
        el_plain(),
        en_security_thanks(),
        en_quote_board(),
        hu_tasting_notes(),
        tr_cartoon_archive(),
        en_mixed_repair_queue(),
        zh_mixed_riddles(),
    ]
