"""Blind set R: the shortest discussions (1 to 5 comments) shown with the page, part one: a potter's one-line replies,
a tandem blog's three thoughts with the blogger's answer, one comment under a count, an Arabic <dl>, a Hindi one-liner,
a Greek table, a German paper's two voices signed after the text and a French plateau blog's numbered list (written
from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_r_common import PartsK, box, esc, links, make, nest, ps, story, thread
from comspider_lab.blind.model import Case


def en_oneline() -> Case:
    c = thread(
        """
Hattie Vosper |  | - | Those ash glazes are gorgeous, the green pooling in the foot ring especially.
Prue Lambkin |  | - | Did the shed kiln really get to cone 10 or is that wishful thinking?
"""
    )
    items = "".join(f"<li><b>{esc(x.author)}</b>: {esc(x.text)}</li>" for x in c)
    block = (
        f'<h3>2 replies</h3><ul class="replies-list">{items}</ul>'
        '<p><a href="mailto:kettleandkiln@example.org">Write to me</a> and I will add your note here.</p>'
    )
    st = story(
        "Wood ash glazes from the garden bonfire",
        "Ivor Pennick",
        "2009-10-14T18:20:00+01:00",
        "October 14, 2009",
        """
All summer I kept the ash from the garden bonfires in a dustbin, and last week I finally washed and sieved it. It took three rinses before the water stopped feeling slippery.

Mixed half and half with the local clay slip, it gave a runny, speckled green on the stoneware and a dry brown on the earthenware test tiles.

The shed kiln struggled at the top end, but the last firing reached cone 10 in the back corner. More tiles next month.
""",
        declare="visible",
        kicker="Glazes",
    )
    rail = box(
        "plain",
        "Older notes",
        links("Throwing bigger bowls|The shed kiln's new burners|Clay from the river bank"),
    )
    return make(
        "r-en-oneline-replies",
        "discussion",
        "plain",
        "en-oneline",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/notebook/2009/10/wood-ash-glazes.html",
        container="h3 '2 replies', ul.replies-list of <li><b>Name</b>: text</li> (one line each, no time)",
        heading="2 replies",
        description="A potter's hand-made blog of 2009: two readers' replies, each one line '<b>Name</b>: text', no time.",
    )


def en_blogger() -> Case:
    c = thread(
        """
Corin Haddleston | 2 years ago | - | We did the same climb on our tandem last spring and the stoker nearly mutinied at the second hairpin. What gearing are you running now?
Nell & Abe | 2 years ago | 0 | Corin, a 24 tooth little ring up front and a 36 at the back. It is slow, but we no longer walk. Abe says the stoker's mutiny is part of the fun.
Ottilie Graves | 1 year ago | - | The photo of the two of you at the top with the goat is the best thing I have seen all week.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="rn" id="rn-{410 + i}"><cite class="rn-who">{esc(x.author)}</cite> <span class="rn-ago">{esc(x.when)}</span>'
            f'<div class="rn-say">{ps(x.text)}</div><a class="rn-re" href="#rn-form">Reply</a>'
            + (f'<div class="rn-under">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<section class="rider-notes"><h2 class="rider-notes__title">3 thoughts on this ride</h2>{nest(c, item)}'
        '<form id="rn-form" action="/notes/post" method="post"><h3>Add your thought</h3><textarea name="t" rows="5"></textarea>'
        '<input name="n" placeholder="Name"> <button>Send</button></form></section>'
    )
    st = story(
        "Over the Crannock Pass on a tandem, at last",
        "Nell & Abe",
        "2016-06-11T09:00:00+01:00",
        "11 June 2016",
        """
Two years ago we got off and pushed the tandem up the last three hairpins of the Crannock Pass. This year, with a new triple chainset and a lot of winter miles, we rode every metre of it.

It took us an hour and forty minutes from the bridge, including one stop to let a herd of goats cross and another because Abe dropped his sandwich.

At the top a very calm goat posed with us for the summit photo. Route, gearing and cafe notes below.
""",
        declare="time",
        kicker="Routes",
    )
    rail = box(
        "h5",
        "Recent rides",
        links("The coast road in a headwind|Tandem pannier packing list|Why we bought a tandem"),
    ) + box("h5", "Newsletter", '<p>One e-mail a month, no spam.</p><input placeholder="e-mail">')
    return make(
        "r-en-blogger-answer",
        "discussion",
        "h5",
        "en-blogger",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2016/06/crannock-pass-tandem/",
        container="section.rider-notes, div.rn: cite.rn-who, span.rn-ago ('2 years ago'), div.rn-say, 'Reply'; the bloggers' answer in div.rn-under inside the reader's",
        heading="3 thoughts on this ride",
        description="A tandem blog of 2016: two readers and the bloggers' answer nested under the first, relative times only.",
    )


def en_single() -> Case:
    c = thread(
        """
Rosamund Achterberg | 2d | - | The ferry timetable change was announced on a Friday evening with no consultation. Those of us who commute from Saltings Reach found out from a laminated sign at the slipway.
"""
    )
    x = c[0]
    block = (
        '<section class="conv" aria-labelledby="conv-h"><h2 id="conv-h" class="conv__count"><span class="conv__n">1</span></h2>'
        f'<div class="conv__card"><span class="conv__initials" aria-hidden="true">RA</span><div><p class="conv__line"><b>{esc(x.author)}</b> '
        f'<time datetime="2025-05-08T07:41:00+01:00">{esc(x.when)}</time></p><p class="conv__text">{esc(x.text)}</p>'
        '<p class="conv__acts"><button>Reply</button> <button aria-label="like">♡ 4</button></p></div></div>'
        '<p class="conv__login"><a href="/login?next=conv">Log in</a> to join the conversation.</p></section>'
    )
    st = story(
        "Estuary ferry to drop early sailings from June",
        "By Kit Marlowe-Dunn",
        "2025-05-06T16:10:00+01:00",
        "6 May 2025",
        """
The Brackwater estuary ferry will no longer run its 6.15am and 6.45am sailings from the first of June, the operator has confirmed.

The company said passenger numbers on the early crossings had fallen by a third since 2022 and that it could not find crew for the split shift.

Commuters from Saltings Reach say the change leaves them with a 40-minute drive round the head of the estuary instead of a ten-minute crossing.
""",
        declare="jsonld",
        section="News",
    )
    rail = box(
        "grid",
        "Most shared",
        links(
            "Harbour wall repairs to start in autumn|New head for Brackwater Academy|Swan rescued from fishing line"
        ),
    )
    return make(
        "r-en-single-count",
        "discussion",
        "grid",
        "en-single",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/news/2025/05/06/estuary-ferry-early-sailings",
        container="section.conv: a heading that is only the count (h2 > span '1'), div.conv__card: initials, <b> name, time '2d', p.conv__text",
        heading="1",
        description="A news site of 2025: exactly one reader's comment under a heading that is only its count.",
    )


def ar_dl() -> Case:
    c = thread(
        """
أبو سامر | منذ 3 ساعات | - | الطريق إلى القرى الشرقية مقطوع منذ أسبوعين ولم يتحرك أحد قبل هذا الخبر. شكراً للجريدة.
ليلى الحمدان | منذ ساعة | - | نتمنى أن يشمل الإصلاح الجسر الصغير قرب المدرسة أيضاً، فالأطفال يعبرونه كل صباح.
"""
    )
    items = "".join(
        f"<dt><b>{esc(x.author)}</b> <small>{esc(x.when)}</small></dt><dd>{esc(x.text)}</dd>" for x in c
    )
    block = f'<div class="ara"><h3>تعليقان</h3><dl class="ara-dl">{items}</dl><p><a href="/login/">سجّل الدخول لإضافة رأيك</a></p></div>'
    st = story(
        "البلدية تبدأ إصلاح طريق القرى الشرقية بعد السيول",
        "سليم العبدالله",
        "2012-11-20T10:30:00+03:00",
        "20 نوفمبر 2012",
        """
بدأت فرق البلدية صباح اليوم إصلاح الطريق الذي يربط الواحة بالقرى الشرقية بعد أن جرفت السيول أجزاء منه قبل أسبوعين.

وقال رئيس البلدية إن الأعمال ستستمر عشرة أيام، وإن الطريق سيفتح أمام السيارات الصغيرة خلال ثلاثة أيام.
""",
        declare="og",
        section="محليات",
    )
    rail = box(
        "ledger",
        "الأكثر قراءة",
        links("افتتاح سوق التمور الأسبوعي|مدرسة جديدة في الحي الشمالي|مباراة الكأس يوم الجمعة"),
    )
    return make(
        "r-ar-dl-two",
        "discussion",
        "ledger",
        "ar-dl",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/local/2012/11/20/eastern-road-repair.html",
        container="div.ara, dl.ara-dl: <dt> (<b> name, <small> relative time), <dd> text",
        heading="تعليقان",
        description="An Arabic regional site of 2012 (right to left): two readers' comments in a <dl>, relative times.",
    )


def hi_oneline() -> Case:
    c = thread(
        """
राकेश वर्मा |  | - | पार्क में रोशनी की व्यवस्था भी होनी चाहिए, शाम को बच्चों के लिए बहुत अंधेरा रहता है।
"""
    )
    x = c[0]
    block = f'<div class="pratikriya"><h4>1 प्रतिक्रिया</h4><p><strong>{esc(x.author)}</strong> — {esc(x.text)}</p></div>'
    st = story(
        "सरस्वती नगर के पार्क में नया झूला और पैदल पथ",
        "संवाददाता",
        "2019-08-03T12:00:00+05:30",
        "3 अगस्त 2019",
        """
सरस्वती नगर के सामुदायिक पार्क में नगर निगम ने बच्चों के लिए नए झूले और बुज़ुर्गों के लिए पैदल पथ बनवाया है।

स्थानीय निवासियों ने बताया कि पार्क की मरम्मत की माँग पिछले तीन साल से की जा रही थी।
""",
        declare="og",
    )
    rail = box("mob", "और खबरें", links("बारिश से सड़कें जलमग्न|नई बस सेवा शुरू|स्कूलों में छुट्टी घोषित"))
    return make(
        "r-hi-oneline-single",
        "discussion",
        "mob",
        "hi-oneline",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/shahar/2019/08/park-jhoola",
        container="div.pratikriya, one <p><strong>Name</strong> — text</p> (one line, no time)",
        heading="1 प्रतिक्रिया",
        description="A Hindi mobile news page of 2019: exactly one reader's comment, one line with a bold name, no time.",
    )


def el_table() -> Case:
    c = thread(
        """
Σταύρος Κ. | 14/03/2011 09:12 | - | Επιτέλους! Το μονοπάτι γύρω από τη λίμνη ήταν γεμάτο λάσπη κάθε χειμώνα.
Ελένη Μαυρίδου | 14/03/2011 11:40 | - | Θα υπάρχουν και παγκάκια; Οι ηλικιωμένοι του χωριού δεν μπορούν να περπατήσουν όλη τη διαδρομή χωρίς στάση.
Λάμπρος | 14/03/2011 13:05 | @ | @Ελένη Μαυρίδου: Στη μελέτη προβλέπονται δώδεκα παγκάκια, το έγραφε η ανακοίνωση του δήμου.
"""
    )
    rows = "".join(
        f'<tr><td class="ap-who" valign="top"><b>{esc(x.author)}</b><br><small>{esc(x.when)}</small></td><td class="ap-txt">{esc(x.text)}</td></tr>'
        for x in c
    )
    block = f'<h3 class="ap-h">Απόψεις αναγνωστών (3)</h3><table class="apopseis" width="100%" cellpadding="6">{rows}</table>'
    st = story(
        "Ξεκινά η ανάπλαση του παραλίμνιου μονοπατιού",
        "Γιώργος Τσιρίγος",
        "2011-03-13T20:00:00+02:00",
        "13 Μαρτίου 2011",
        """
Τη Δευτέρα ξεκινούν οι εργασίες για την ανάπλαση του μονοπατιού που κάνει τον γύρο της λίμνης, μήκους 4,5 χιλιομέτρων.

Ο δήμος ανακοίνωσε ότι το έργο θα ολοκληρωθεί πριν από το καλοκαίρι και θα περιλαμβάνει φωτισμό και αποστράγγιση.
""",
        declare="metadate",
        section="Τοπικά",
    )
    rail = box(
        "ledger",
        "Περισσότερα",
        links("Νέο ωράριο στο ΚΕΠ|Αγώνας ψαρέματος την Κυριακή|Καθαρισμός της όχθης από εθελοντές"),
    )
    return make(
        "r-el-table-three",
        "discussion",
        "ledger",
        "el-table",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/topika/2011/03/monopati-limnis.html",
        container="table.apopseis: one row per comment, td.ap-who (<b> name, <small> date), td.ap-txt; the third answers '@Name:'",
        heading="Απόψεις αναγνωστών (3)",
        description="A Greek lake-side paper of 2011: three readers' comments as rows of a table, the third an '@Name' answer.",
    )


def de_after() -> Case:
    c = thread(
        """
Gerlinde Hammes | 14:02 Uhr | - | Die Ampel an der Schulstraße hätte man schon vor zehn Jahren bauen sollen. Gut, dass es jetzt passiert.
Bernd O. |  | - | Und wer bezahlt die Umleitung über den Mühlweg? Da fahren jetzt alle Lastwagen durchs Wohngebiet.
"""
    )
    items = "".join(
        f'<div class="stimme"><p>{esc(x.text)}</p><p class="stimme-sig">— {esc(x.author)}{", " + esc(x.when) if x.when else ""}</p></div>'
        for x in c
    )
    block = f'<div class="stimmen-box"><h3>Zwei Stimmen</h3>{items}<p class="hinweis">Ihre Meinung? Schreiben Sie an leser@example.org.</p></div>'
    st = story(
        "Schulstraße bekommt endlich eine Ampel",
        "Martina Oberle",
        "2015-09-22T08:00:00+02:00",
        "22.09.2015",
        """
Nach jahrelangen Forderungen von Eltern baut die Gemeinde Heppenau eine Fußgängerampel an der Kreuzung Schulstraße und Hauptstraße.

Die Bauarbeiten beginnen am Montag und dauern etwa drei Wochen. In dieser Zeit wird der Verkehr über den Mühlweg umgeleitet.
""",
        declare="og",
        kicker="Lokales",
    )
    rail = box(
        "h5",
        "Mehr lesen",
        links("Kerwe am Wochenende|Neuer Kindergarten eröffnet|Gemeinderat vertagt Haushalt"),
    )
    return make(
        "r-de-signed-after",
        "discussion",
        "h5",
        "de-after",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/lokales/2015/09/22/schulstrasse-ampel",
        container="div.stimmen-box, div.stimme: the text first, then p.stimme-sig '— Name, 14:02 Uhr' (the time on one of the two)",
        heading="Zwei Stimmen",
        description="A German local paper of 2015: two readers' voices signed after the text, a time on only one.",
    )


def fr_ol() -> Case:
    c = thread(
        """
Mathilde R. | le 12/05/2010 à 18h40 | - | Nous sommes passés par la draille l'an dernier, les buis étaient en fleur. Merci pour la carte !
Fernand | le 12/05/2010 à 21h02 | 0 | Mathilde, en mai c'est le plus beau moment. Attention seulement au troupeau de la Bastide, le patou n'aime pas les bâtons.
Josiane Cabrol |  | - | Mon grand-père gardait les brebis là-haut. Il appelait la croix « la crotz del pastre ».
Yannick |  | - | Combien de temps pour la boucle complète avec des enfants de huit ans ?
Fernand | le 13/05/2010 à 08h15 | 3 | Yannick, comptez quatre heures avec les pauses. Le retour par le moulin est plus doux pour les petites jambes.
"""
    )

    def li(i: int) -> str:
        x = c[i]
        when = f' <span class="quand">{esc(x.when)}</span>' if x.when else ""
        if x.parent is not None:
            return f'<li class="fil-retrait" style="margin-left:2.5em;list-style:none"><b>{esc(x.author)}</b>{when}<p>{esc(x.text)}</p></li>'
        return f"<li><b>{esc(x.author)}</b>{when}<p>{esc(x.text)}</p></li>"

    order = [0, 1, 2, 3, 4]
    block = f'<h3>5 mots laissés</h3><ol class="fil">{"".join(li(i) for i in order)}</ol><p><a href="/ecrire/">Laisser un mot</a></p>'
    st = story(
        "La draille de la Croix du Berger",
        "Fernand",
        "2010-05-12T10:00:00+02:00",
        "12 mai 2010",
        """
De la Bastide, on prend la vieille draille qui monte entre les murets de pierre sèche jusqu'à la Croix du Berger. Les brebis l'empruntent encore deux fois par an.

En haut, la vue porte jusqu'aux Cévennes par temps clair. On redescend par le moulin et le ruisseau, où les enfants peuvent se tremper les pieds.
""",
        declare="visible",
        kicker="Balades",
    )
    rail = box(
        "plain",
        "Autres balades",
        links("Le sentier des lavognes|Autour du dolmen de Pech|Les capitelles de Saint-Juéry"),
    )
    return make(
        "r-fr-ol-indented",
        "discussion",
        "plain",
        "fr-ol",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/balades/2010/05/draille-croix-berger.html",
        container="ol.fil of <li>: <b> name, span.quand (on three of five), <p> text; the blogger's answers are li.fil-retrait siblings indented by an inline margin",
        heading="5 mots laissés",
        description="A retired teacher's blog of 2010: five comments in an <ol>, two answers by the blogger indented as siblings, times on three.",
    )
