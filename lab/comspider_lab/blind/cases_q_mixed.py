"""Blind set Q: mixed pages, this article's discussion beside a look-alike in the discussion's very own markup: a
local history society's transcribed diary entries, a scientist's published referee reports, a council's roll-call
with the councillors' explanations of vote (Romanian) and a teacher's pupils' essay excerpts (Greek) (written from
memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_q_common import (
    PartsK,
    avatar,
    box,
    cloud,
    esc,
    links,
    make,
    nest,
    ps,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: diary entries in the notes' markup


def en_diary() -> Case:
    c = thread(
        """
Geoff Tanner | March 4, 2012 at 10:12 am | - | My great-grandfather drove the ice wagon in Ashcombe that winter. The family story says he lost a horse through the ice near the mill.
Pam Whitley | March 4, 2012 at 1:40 pm | - | Wonderful to read these. Is the original diary in the society's collection or still with the family?
The Editor | March 4, 2012 at 3:05 pm | - | Pam, it is on loan from the Marsh family until the end of the year. Members can see it on Thursday afternoons.
Harold Finch | March 5, 2012 at 9:30 am | - | The skating fair she mentions on the 21st was held every hard winter until 1947, according to the parish magazine.
Joan Ridley | March 6, 2012 at 7:55 pm | - | I would love to hear a talk about this at the spring meeting.
"""
    )
    diary = [
        (
            "Ellen Marsh",
            "Sunday, January 14, 1912",
            "Bitter cold. The pump in the yard froze solid and Father had to carry water from the mill race. No church, the lane is all ice.",
        ),
        (
            "Ellen Marsh",
            "Wednesday, January 17, 1912",
            "The river is frozen right across below the bridge. Tom Hale walked over to Wyck for a wager and came back with a goose.",
        ),
        (
            "Ellen Marsh",
            "Sunday, January 21, 1912",
            "Skating fair on the river. Lanterns along the bank, roast chestnuts, and the band from Ashcombe playing on the ice. Mother would not let me skate past the willows.",
        ),
        (
            "Ellen Marsh",
            "Friday, January 26, 1912",
            "Thaw at last. A terrible noise in the night as the ice broke up. Mr Penny's boat house carried away.",
        ),
    ]

    def note(author: str, when: str, text: str, key: str) -> str:
        return (
            f'<div class="nb-entry" id="nb-{key}"><div class="nb-head"><span class="nb-who">{esc(author)}</span> <span class="nb-when">{esc(when)}</span></div>'
            f'<div class="nb-text">{ps(text)}</div></div>'
        )

    diary_html = "".join(note(a, w, t, f"d{i}") for i, (a, w, t) in enumerate(diary))
    readers_html = "".join(note(x.author, x.when, x.text, str(6610 + i)) for i, x in enumerate(c))
    inbody = f'<div class="nb-list" id="diary"><h4 class="nb-title">The entries</h4>{diary_html}</div>'
    after = (
        f'<div class="nb-list" id="nb-readers"><h4 class="nb-title">5 notes from readers</h4>{readers_html}'
        '<h4 class="nb-title">Add a note</h4><form method="post" action="/notes/add"><p>Name <input type="text" name="name"></p><p><textarea name="note" rows="5" cols="50"></textarea></p><p><input type="submit" value="Add note"></p></form></div>'
    )
    st = story(
        "From the diary of Ellen Marsh, 1912: the winter the river froze",
        "The Editor",
        "2012-03-03T18:00:00+00:00",
        "March 3, 2012",
        """
Last autumn the Marsh family lent the society a small leather diary kept by Ellen Marsh, then fifteen, the daughter of the miller at Ashcombe. It covers the whole of 1912.

We have transcribed a few entries from January of that year, when the river froze from bank to bank for the last time in living memory. Spelling has been modernised.

More entries will follow through the spring.
""",
        declare="visible",
    )
    rail = (
        box(
            "mtype",
            "Next talk",
            "Thursday 22 March, 7.30pm, the Reading Room: <i>Mills of the Ash valley</i>.",
        )
        + box(
            "mtype",
            "Recent posts",
            links(
                "The 1881 census for Wyck|A lost chapel found on an old map|Members' photographs of the floods"
            ),
        )
        + box("mtype", "Topics", cloud("census:3, diaries:4, floods:2, maps:3, mills:5, schools:2"))
    )
    return make(
        "q-mx-en-diary-notes",
        "mixed",
        "mtype",
        "en-diary",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/2012/03/diary-of-ellen-marsh-1912-the-winter-the-river-froze.html",
        container="div#nb-readers.nb-list, div.nb-entry: div.nb-head (span.nb-who, span.nb-when 'March 4, 2012 at 10:12 am'), div.nb-text",
        heading="5 notes from readers",
        description="A local history society's blog: four diary entries of 1912 transcribed in the post in the very markup of the readers' notes (div.nb-entry, 'Ellen Marsh', 'Sunday, January 14, 1912'), then five flat readers' notes; the editor answers 'Pam, …' (no parent).",
        lookalikes=("transcribed diary entries in the comments' own markup",),
    )


# --------------------------------------------------------------------------- en: referee reports in the same markup


def en_referees() -> Case:
    c = thread(
        """
Tomás Ferreira | March 3, 2012 at 11:20 AM | - | Congratulations! And thank you for posting the reviews, more people should do this.
K. Abernathy | March 3, 2012 at 2:45 PM | - | Referee 2 sounds exactly like my PhD examiner. Did you end up running the extra sequencing they asked for?
Dr. Meera Castellan | March 3, 2012 at 4:10 PM | @ | @K. Abernathy: we did, two more sites, and it actually made the result stronger. It cost us four months though.
Liesl van der Berg | March 4, 2012 at 9:02 AM | - | Is the dataset public? Would love to compare with our grassland cores.
"""
    )
    reports = [
        (
            "Referee 1",
            "Received 12 October 2011",
            "This is a careful study of a question that matters. The sampling design is sound. I would ask the authors to show the rarefaction curves in the main text rather than the supplement.",
        ),
        (
            "Referee 2",
            "Received 2 November 2011",
            "The conclusions go beyond the data. Three sites are not enough to speak of a regional pattern. I recommend major revision and sequencing of at least two further sites.",
        ),
        (
            "Handling editor",
            "Decision, 14 November 2011",
            "Both referees see merit in the work. Please address the concerns of Referee 2 about the number of sites, or temper the claims accordingly.",
        ),
    ]

    def rx(author: str, when: str, text: str, key: str, inner: str = "") -> str:
        return (
            f'<div class="rx" id="rx-{key}"><div class="rx-head">{avatar(author, 32, "rx-pic")} <span class="rx-name">{esc(author)}</span> said...</div>'
            f'<div class="rx-body">{ps(text)}</div><div class="rx-foot">{esc(when)}</div>{inner}</div>'
        )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return rx(
            x.author, x.when, x.text, str(3170 + i), f'<div class="rx-kids">{kids}</div>' if kids else ""
        )

    inbody = (
        '<div class="rx-list" id="reports"><h4 class="rx-title">The reports</h4>'
        + "".join(rx(a, w, t, f"r{i}") for i, (a, w, t) in enumerate(reports))
        + "</div>"
    )
    after = (
        f'<a name="comments"></a><div class="rx-list" id="rx-readers"><h4 class="rx-title">4 comments:</h4>{nest(c, item)}'
        '<p class="rx-post"><a href="/post-a-reply/">Post a Comment</a></p></div>'
    )
    st = story(
        "Our soil microbe paper is out, with the referee reports",
        "Dr. Meera Castellan",
        "2012-03-02T21:30:00+00:00",
        "Friday, March 2, 2012",
        """
After eighteen months, two rounds of review and one very long winter in the sequencing queue, our paper on fungal communities in upland soils is finally out.

The journal publishes the referee reports with the paper, and I think more people should see what review actually looks like. So here they are, with the referees' permission, exactly as we received them.

Referee 2 was tough, and right. The paper is better for it.
""",
        declare="visible",
        kicker="peer review, publications, soil",
    )
    rail = (
        box("bspot", "About Me", "Postdoc in soil ecology. Opinions my own, pipettes the university's.")
        + box(
            "bspot",
            "Blog Archive",
            "<ul><li>&#9660; 2012 (6)<ul><li>&#9660; March (1)</li></ul></li><li>&#9658; 2011 (25)</li></ul>",
        )
        + box(
            "bspot", "Labels", cloud("fieldwork:4, grants:3, peer review:2, sequencing:3, soil:5, teaching:2")
        )
    )
    return make(
        "q-mx-en-referee-reports",
        "mixed",
        "bspot",
        "en-referee",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/2012/03/our-soil-microbe-paper-is-out.html",
        container="div#rx-readers.rx-list, div.rx: div.rx-head (avatar, span.rx-name 'said...'), div.rx-body, div.rx-foot (the date); the reply in div.rx-kids",
        heading="4 comments:",
        description="A scientist's blog: the paper's three referee reports published in the post in the very markup of the comments (div.rx, 'Referee 1 said...', 'Received 12 October 2011'), then four readers' comments; the blogger's answer opens with '@K. Abernathy:' (a parent by set J's rule).",
        lookalikes=("referee reports in the comments' own markup",),
    )


# --------------------------------------------------------------------------- ro: roll-call with explanations of vote


def ro_vot() -> Case:
    c = thread(
        """
Ionel Pop | 3 martie 2012, 09:14 | - | Groapă de gunoi lângă izvoare? Cine a semnat avizul de mediu?
Maria Dragomir | 3 martie 2012, 10:30 | - | Locuim la 800 de metri de terenul acela. Vara o să fie imposibil de stat afară.
Vasile | 3 martie 2012, 11:02 | 1 | Doamnă Dragomir, mergeți la dezbaterea publică de pe 20, acolo se mai poate schimba ceva.
Cristina B. | 3 martie 2012, 13:45 | - | Bine că s-a votat în sfârșit, gunoiul se adună pe marginea drumului de doi ani.
un cetățean | 3 martie 2012, 16:20 | - | Ar fi interesant de știut cine câștigă licitația. Vom vedea.
Dorin M. | 4 martie 2012, 08:10 | - | Mulțumim pentru articol și pentru lista cu voturile, așa știm pe cine să votăm la anul.
"""
    )
    votes = [
        (
            "Gheorghe Muntean",
            "consilier, 2 martie 2012, 18:42",
            "Pentru. Orașul nu mai poate transporta gunoiul la 60 de kilometri, costurile au crescut de trei ori.",
        ),
        (
            "Elena Crișan",
            "consilier, 2 martie 2012, 18:44",
            "Împotrivă. Terenul este prea aproape de izvoarele din Vadu Rece și nu am văzut studiul hidrologic.",
        ),
        (
            "Radu Sabău",
            "consilier, 2 martie 2012, 18:45",
            "Pentru, cu condiția ca stația de sortare să fie construită în primul an.",
        ),
        (
            "Ana Moldovan",
            "consilier, 2 martie 2012, 18:47",
            "Abținere. Sunt de acord cu proiectul, dar nu cu amplasamentul ales.",
        ),
    ]

    def pr(author: str, when: str, text: str, key: str, inner: str = "") -> str:
        return (
            f'<div class="pr-item" id="pr-{key}"><div class="pr-cap"><b>{esc(author)}</b> &middot; <span class="pr-data">{esc(when)}</span></div>'
            f'<div class="pr-text">{ps(text)}</div>{inner}</div>'
        )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        tools = f'<div class="pr-actiuni"><a href="#pr-form">Răspunde</a> | <a href="#">Raportează</a> | Apreciez ({(i * 3) % 7})</div>'
        return pr(
            x.author,
            x.when,
            x.text,
            str(5520 + i),
            tools + (f'<div class="pr-raspunsuri">{kids}</div>' if kids else ""),
        )

    inbody = (
        '<div class="pr-lista" id="voturi"><h4 class="pr-titlu">Cum și-au explicat votul consilierii</h4>'
        + "".join(pr(a, w, t, f"v{i}") for i, (a, w, t) in enumerate(votes))
        + "</div>"
    )
    after = (
        f'<div class="pr-lista" id="pareri"><h4 class="pr-titlu">Părerea cititorilor (6)</h4>{nest(c, item)}'
        '<div id="pr-form"><b>Scrie-ți părerea</b><form method="post" action="/parere"><input type="text" name="nume" value="Nume"><br><textarea name="text" rows="5" cols="50"></textarea><br><input type="submit" value="Trimite"></form></div></div>'
    )
    st = story(
        "Consiliul local a aprobat groapa ecologică de la Dealul Morii",
        "Florin Oprea",
        "2012-03-02T20:15:00+02:00",
        "2 martie 2012, 20:15",
        """
Consiliul Local Someșeni a aprobat vineri seara, cu 11 voturi pentru, 4 împotrivă și 2 abțineri, amplasarea depozitului ecologic de deșeuri pe terenul de la Dealul Morii.

Proiectul, finanțat în mare parte din fonduri europene, include și o stație de sortare. Locuitorii din Vadu Rece s-au opus, invocând apropierea de izvoarele satului.

Dezbaterea publică privind studiul de impact va avea loc pe 20 martie la Căminul Cultural.
""",
        declare="og",
        section="Administrație",
        kicker="deșeuri, consiliul local, Vadu Rece",
    )
    rail = box(
        "portal",
        "Cele mai citite",
        links(
            "Drumul spre Vadu Rece, asfaltat până în iunie|Olimpicii de la Liceul Teoretic|Târgul de mărțișor în centru|Meci amânat din cauza zăpezii"
        ),
    ) + box("portal", "Vremea", "<p>Someșeni: 5 °C, noros</p>")
    return make(
        "q-mx-ro-voturi-pareri",
        "mixed",
        "portal",
        "ro-vot",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/administratie/consiliul-local-a-aprobat-groapa-ecologica-de-la-dealul-morii",
        container="div#pareri.pr-lista, div.pr-item: div.pr-cap ('<b>Name</b> · 3 martie 2012, 09:14'), div.pr-text, 'Răspunde | Raportează | Apreciez (n)'; the reply in div.pr-raspunsuri",
        heading="Părerea cititorilor (6)",
        description="A Romanian local portal: four councillors' explanations of their vote in the article, in the very markup of the readers' opinions (div.pr-item, '<b>Name</b> · consilier, date'), then six readers' opinions (one reply nested).",
        lookalikes=("councillors' explanations of vote in the comments' own markup",),
    )


# --------------------------------------------------------------------------- el: pupils' essays in the same markup


def el_eseis() -> Case:
    c = thread(
        """
Γιώργος Π. | 3 Μαρτίου 2012, 18:20 | - | Τι υπέροχα παιδιά! Η Ελένη με την παιδική χαρά έχει απόλυτο δίκιο.
kyria_anna | 3 Μαρτίου 2012, 19:05 | 0 | Θα της το πω, θα χαρεί πολύ!
Μαρία Κ. | 4 Μαρτίου 2012, 09:12 | - | Να τα στείλετε στον δήμαρχο. Ίσως κάποιος ακούσει επιτέλους τα παιδιά.
nikos_thalassa | 4 Μαρτίου 2012, 11:40 | - | Πού είναι αυτό το σχολείο; Θα ήθελα να στείλω βιβλία για τη βιβλιοθήκη σας.
"""
    )
    essays = [
        (
            "Ελένη Μ., Στ΄ τάξη",
            "Έκθεση, 28 Φεβρουαρίου 2012",
            "Θα έφτιαχνα μια παιδική χαρά δίπλα στο λιμάνι, γιατί τώρα παίζουμε στον δρόμο και περνάνε αυτοκίνητα.",
        ),
        (
            "Στέλιος Κ., Ε΄ τάξη",
            "Έκθεση, 28 Φεβρουαρίου 2012",
            "Θα ήθελα το καράβι να έρχεται κάθε μέρα και τον χειμώνα, για να μη χάνουμε μάθημα όταν πάμε στον γιατρό.",
        ),
        (
            "Δέσποινα Α., Στ΄ τάξη",
            "Έκθεση, 29 Φεβρουαρίου 2012",
            "Θα καθάριζα την παραλία κάθε Σάββατο με όλα τα παιδιά του σχολείου και θα βάζαμε κάδους ανακύκλωσης.",
        ),
    ]
    depth = dict(tree_walk(c))

    def gr(author: str, when: str, text: str, key: str, margin: int = 0) -> str:
        return (
            f'<div class="gr-item" id="gr{key}" style="margin-left:{margin}px"><div class="gr-head"><img src="/_avatar/userpic-{abs(len(author) * 31)}.gif" width="32" height="32" alt=""> '
            f'<b>{esc(author)}</b> <span class="gr-date">{esc(when)}</span></div><div class="gr-body">{ps(text)}</div></div>'
        )

    inbody = (
        '<div class="gr-list" id="ektheseis">'
        + "".join(gr(a, w, t, f"e{i}") for i, (a, w, t) in enumerate(essays))
        + "</div>"
    )
    readers = "".join(
        gr(c[i].author, c[i].when, c[i].text, str(8800 + i), depth[i] * 25) for i, _ in tree_walk(c)
    )
    after = (
        '<p class="entrymeta">Διάθεση: περήφανη<br>Μουσική: το κουδούνι του διαλείμματος</p>'
        f'<div class="gr-list" id="gr-anagnostes"><p><b>4 σχόλια</b> · <a href="?mode=reply">Αφήστε σχόλιο</a></p>{readers}</div>'
    )
    st = story(
        "«Τι θα άλλαζα στο νησί μας»",
        "kyria_anna",
        "2012-03-03T14:00:00+02:00",
        "Σάββατο, 3 Μαρτίου 2012",
        """
Αυτή την εβδομάδα τα παιδιά της Ε΄ και της Στ΄ τάξης έγραψαν έκθεση με θέμα «Τι θα άλλαζα στο νησί μας». Μας έχουν μείνει δεκατέσσερις μαθητές σε όλο το σχολείο, και ο καθένας είχε κάτι να πει.

Με την άδεια των γονιών τους, σας αντιγράφω μερικά αποσπάσματα.
""",
        declare="visible",
        kicker="σχολείο, μαθητές, νησί",
        updated_shown="14:00",
    )
    rail = box(
        "journal",
        "Πλοήγηση",
        '<a href="/">Πρόσφατα</a><br><a href="/calendar">Αρχείο</a><br><a href="/friends">Φίλοι</a>',
    ) + box("journal", "Ετικέτες", cloud("βιβλία:3, μαθητές:5, νησί:4, σχολείο:5, χειμώνας:1"))
    return make(
        "q-mx-el-ektheseis-mathiton",
        "mixed",
        "journal",
        "el-eseis",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/3312.html",
        container="div#gr-anagnostes.gr-list, div.gr-item indented by an inline margin: div.gr-head (userpic, <b> name, span.gr-date '3 Μαρτίου 2012, 18:20'), div.gr-body",
        heading="4 σχόλια",
        description="A Greek teacher's hosted journal: three pupils' essay excerpts in the post, in the very markup of the comments (div.gr-item, '<b>Ελένη Μ., Στ΄ τάξη</b>', 'Έκθεση, 28 Φεβρουαρίου 2012'), then four readers' comments (the teacher's reply indented).",
        lookalikes=("pupils' essay excerpts in the comments' own markup",),
    )
