"""Blind set BB: two mixed pages, a discussion of this article in the served HTML beside a list of named short texts
that are not comments: a tower's peal records with their footnotes (en) and a concert's programme notes by the
conductor (el). Every name, place and text invented for this set; each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bb_common import (
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


def en_peals() -> Case:
    peals = rows("""
Sat 16 Jan 2010 | 5040 Plain Bob Minor in 2h 51m | E. Marsh, T. Gadd, R. Ives, J. Penrose, W. Marsh, A. Cole (c) | First peal on the rehung bells. Rung to mark the completion of the restoration.
Sat 13 Feb 2010 | 5040 Grandsire Doubles in 2h 48m | J. Penrose, K. Fairweather, R. Ives, T. Gadd, A. Cole (c), H. Dunn | First peal: K. Fairweather. Rung half-muffled in memory of Walter Prior, tower captain 1961-1990.
Sat 20 Mar 2010 | 5040 Cambridge Surprise Minor in 2h 55m | E. Marsh, W. Marsh, R. Ives, J. Penrose, T. Gadd, A. Cole (c) | First of Surprise on the bells. Rung for the 90th birthday of Mrs Ada Marsh, the ringers' grandmother.
Sat 24 Apr 2010 | 5040 Plain Bob Minor in 2h 50m | H. Dunn, K. Fairweather, E. Marsh, T. Gadd, R. Ives, A. Cole (c) | Rung for the wedding of Rachel Ives and Tom Gadd, who rang 4 and 5 on the morning of their wedding.
""")
    peal_html = "".join(
        f'<div class="bg-peal"><p class="bg-peal-date"><b>{esc(d)}</b> · {esc(m)}</p><p class="bg-peal-band">{esc(b)}</p>'
        f'<p class="bg-peal-foot"><i>{esc(f)}</i></p></div>'
        for d, m, b, f in peals
    )
    inside = f'<div class="bg-peals"><h3>Peals on the rehung bells so far</h3>{peal_html}</div>'
    cs = thread("""
Margaret Dunn | 3 May 2010 7:14 PM | - | - | We hear them from our garden on a Thursday evening and it's the best sound in the village. Congratulations to all the band.
Rev. Colin Ashby | 3 May 2010 8:02 PM | - | - | A wonderful achievement. The appeal raised every penny from within the parish, which says a great deal about Bellwick.
Dennis H. | 3 May 2010 9:30 PM | - | - | Not everyone loves bells at nine on a Sunday morning, I'll just say that.
Ann Cole | 3 May 2010 10:15 PM | 2 | - | Dennis, we ring for forty minutes before the service and practise on Thursdays till nine. Come up the tower one Thursday, you might enjoy it.
Jim Penrose | 4 May 2010 7:40 AM | - | - | Learners always welcome. No musical skill needed, just patience and a good pair of shoes.
Dennis H. | 4 May 2010 12:05 PM | 3 | - | Fair enough, Ann. I might take you up on that.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="bw-say" id="say-{i}"><p class="bw-say-who"><b>{esc(c.name)}</b> <span>{esc(c.when)}</span></p>'
            f'{paras(c.text)}<p class="bw-say-act"><a href="#bw-form">Reply</a></p>'
            + (f'<ul class="bw-say-replies">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        f'<div class="bw-haveyoursay"><h2>Have your say ({len(cs)})</h2><ul class="bw-says">'
        + tree(cs, item, lambda s: s)
        + '</ul><form id="bw-form" action="/say" method="post"><textarea name="t" rows="4" cols="50"></textarea><input type="submit" value="Post" /></form></div>'
    )
    st = Story(
        "Bellwick's bells ring again after £68,000 restoration",
        "By Ruth Oyelaran",
        "2010-05-03T12:00:00+01:00",
        "May 3, 2010",
        """
The six bells of St Oswald's have been ringing again since January after a two-year, £68,000 restoration that saw them lowered from the tower, sent to the foundry for tuning and rehung in a new steel frame.

The band of ringers, which had shrunk to four people by 2007, now numbers eleven, including three teenagers who learned during the restoration on a practice bell in the churchyard. Four full peals of more than two and a half hours each have already been rung.

Tower captain Ann Cole said the bells were "easier to ring than they have been in living memory". Practice night is Thursday from 7.30pm and learners are welcome.
""",
        section="Faith",
        related=(
            "St Oswald's fete returns in June",
            "Church roof appeal hits target",
            "History group: the bell foundry letters",
        ),
        tags=("St Oswald's", "bells", "Bellwick"),
    )
    return make(
        "bb-mixed-en-peals",
        "mixed",
        "en-bellwick",
        st,
        Parts(inside=inside, after=block),
        seeds(cs),
        path="/faith/bellwick-bells-ring-again",
        container="div.bw-haveyoursay: h2 'Have your say (6)', ul.bw-says > li.bw-say (p.bw-say-who: b name and time; paragraphs; Reply); answers in ul.bw-say-replies inside the li, three levels; in the story above, div.bg-peals of 4 peal records (date and method, the band's names, an italic footnote)",
        heading="Have your say (6)",
        description="Broadsheet (invented newspaper system, 2010): a local paper's story on restored church bells with 6 readers' comments (answers three levels) below it; in the story, the peals rung so far (date, method and time, the ringers' names, a footnote such as 'Rung for the 90th birthday of …'), not comments.",
        lookalikes=("a tower's peal records with their footnotes",),
    )


def el_programme() -> Case:
    notes = rows("""
Νίκος Σκαλκώτας | Πέντε ελληνικοί χοροί (1936) | Τους παίζουμε όπως τους έγραψε, χωρίς να τους «ωραιοποιήσουμε». Η ορχήστρα αγάπησε τον τρίτο.
Μαρία Δαμιανού | Θαλασσινό τραγούδι για έγχορδα (2011) | Πρώτη εκτέλεση. Η συνθέτρια μεγάλωσε στο λιμάνι της Κυπαρισσίας και το έργο είναι αφιερωμένο στους ψαράδες της.
Αντονίν Ντβόρζακ | Συμφωνία αρ. 8 (1889) | Η πιο χαρούμενη συμφωνία του. Προσέξτε το φλάουτο στο τρίτο μέρος, είναι το πουλί που δεν σταματά.
""")
    note_html = "".join(
        f'<div class="ep-ergo"><p class="ep-synth"><b>{esc(c)}</b> — {esc(w)}</p><p class="ep-simeiosi">{esc(x)}</p>'
        '<p class="ep-ypog"><i>Σημείωμα του μαέστρου Στέλιου Καραγιάννη</i></p></div>'
        for c, w, x in notes
    )
    inside = f'<div class="ep-programma"><h3>Το πρόγραμμα της βραδιάς</h3>{note_html}</div>'
    cs = thread("""
Ελένη Βλάχου | 15/07/2013 22:40 | - | - | Ήμουν εκεί χθες, το κάστρο γεμάτο και η ορχήστρα υπέροχη. Ο Ντβόρζακ κάτω από τα αστέρια ήταν κάτι που δεν θα ξεχάσω.
Γιώργος Π. | 15/07/2013 23:05 | 0 | - | Συμφωνώ, αλλά ο ήχος στις πίσω σειρές χανόταν με τον αέρα.
Κατερίνα Μ. | 16/07/2013 09:12 | - | - | Το έργο της Δαμιανού με συγκίνησε πολύ. Ο πατέρας μου ήταν ψαράς στο λιμάνι.
Σπύρος Αλεξίου | 16/07/2013 11:30 | - | - | Πότε θα ξαναπαίξει η ορχήστρα; Δεν βρήκα τίποτα στο πρόγραμμα του δήμου.
Ορχήστρα Κυπαρισσίας | 16/07/2013 12:02 | 3 | - | Στις 2 Αυγούστου στην πλατεία, με ελεύθερη είσοδο. Σας περιμένουμε!
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ep-sxolio"><p class="ep-apo"><b>{esc(c.name)}</b> · {esc(c.when)}</p>{paras(c.text)}'
            + (f'<div class="ep-apantiseis">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        f'<div class="ep-sxolia"><h3>Σχόλια ({len(cs)})</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/sxolio?a=5512">Γράψτε το σχόλιό σας</a></p></div>'
    )
    st = Story(
        "Συναυλία στο κάστρο: η ορχήστρα της πόλης γέμισε τις επάλξεις",
        "Της Δήμητρας Κωνσταντίνου",
        "2013-07-15T13:00:00+03:00",
        "15 Ιουλίου 2013",
        """
Πάνω από οκτακόσιοι θεατές ανέβηκαν την Κυριακή το βράδυ στο κάστρο της Κυπαρισσίας για τη θερινή συναυλία της δημοτικής ορχήστρας, τη μεγαλύτερη προσέλευση από την ίδρυσή της.

Το πρόγραμμα περιλάμβανε έργα ελληνικής και ευρωπαϊκής μουσικής, ανάμεσά τους και την πρώτη εκτέλεση ενός νέου έργου για έγχορδα, γραμμένου από μια νέα συνθέτρια της πόλης.

Ο μαέστρος έγραψε για κάθε έργο ένα σύντομο σημείωμα, που μοιράστηκε στους θεατές και δημοσιεύουμε παρακάτω.
""",
        section="Πολιτισμός",
        related=(
            "Φεστιβάλ παραδοσιακού χορού",
            "Νέα αίθουσα για τη δημοτική βιβλιοθήκη",
            "Καλοκαιρινό σινεμά στην πλατεία",
        ),
        tags=("συναυλία", "κάστρο", "ορχήστρα"),
    )
    return make(
        "bb-mixed-el-programme",
        "mixed",
        "el-kyparissi",
        st,
        Parts(inside=inside, after=block),
        seeds(cs),
        path="/politismos/synaylia-sto-kastro-5512.html",
        container="div.ep-sxolia: h3 'Σχόλια (5)', div.ep-sxolio (p.ep-apo: b name · '15/07/2013 22:40'; paragraphs); answers in div.ep-apantiseis inside the comment, one level; in the story, div.ep-programma of 3 programme notes (composer, work and year, the conductor's note, his signature line)",
        heading="Σχόλια (5)",
        description="ΕφημερίδαNet (invented newspaper system, 2013): a Greek town paper's concert report with 5 readers' comments, the orchestra's own answer among them; in the story, the conductor's programme notes per work (composer, work, note, signature), not comments.",
        lookalikes=("a concert's programme notes by the conductor",),
    )


def mixed_bb() -> list[Case]:
    return [en_peals(), el_programme()]
