"""Discussions whose markup never announces itself: no comment word, no class that names
them, no control. What makes them one is in the records: readers' names (after "Posted
by", or signed below the text), times after the article's, readers answering one another
by name, and a count over the list."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.sections.structure import record_features

REFERENCE = datetime(2013, 1, 1, tzinfo=UTC)

LOOSE = [
    (
        "Marjorie",
        "(Bellwood)",
        "4 days ago",
        "The bridge has been closed twice this winter already and nobody at the county will say why.",
    ),
    (
        "Dutch_Haller",
        "",
        "4 days ago",
        "I drive that road twice a day. The detour through Ames adds twenty minutes each way for us.",
    ),
    (
        "Retired engineer of Polk County",
        "",
        "3 days ago",
        "Scour at the piers is the usual reason. They should publish the inspection report.",
    ),
    (
        "Glen Tuttle",
        "",
        "2 days ago",
        "Marjorie, the county posted the report on its website last Friday, page 14 has the pier photos.",
    ),
    (
        "Anne B",
        "",
        "1 day ago",
        "Will the school buses still use it? Nobody has told the parents anything yet.",
    ),
]


def _loose_page(count: str) -> str:
    entries = "".join(
        f"<b>Posted by {name}</b> {place}, {when}<br />\n{text}<br /><br />\n"
        for name, place, when, text in LOOSE
    )
    return (
        "<html><head><title>County closes Skunk River bridge</title></head><body>"
        '<div style="width:640px"><h1>County closes Skunk River bridge</h1>'
        "<p><i>Dale Brandt</i><br />12 Nov, 2012 05:10 PM</p>"
        "<p>The county engineer closed the Skunk River bridge on Highway 17 on Monday after an inspection found "
        "damage to two of its piers. The bridge will stay closed until repairs are made next spring.</p>"
        "<p>Drivers are asked to use the detour through Ames. School buses will be rerouted as well.</p>"
        f"<hr /><p><b>Your say</b>{count}</p>"
        f'<div style="font-size:12px">\n{entries}</div>'
        "<p>Views expressed are those of the contributors.</p></div></body></html>"
    )


def test_loose_posted_by_entries_under_their_count_are_a_discussion() -> None:
    got = extract_comments(
        _loose_page(" (5)"), article_url="http://paper.example/print/bridge", reference_time=REFERENCE
    )
    assert [c.comment.author for c in got] == [name for name, *_ in LOOSE]
    assert [c.comment.text for c in got] == [text for *_, text in LOOSE]


def test_a_byline_lead_is_no_part_of_the_name() -> None:
    root = parse_html(
        "<div><b>Posted by Retired engineer of Polk</b>, 3 days ago<br />"
        "Scour at the piers is the usual reason. They should publish the inspection report.</div>"
    )
    (div,) = root.iter("div")
    assert record_features([div]).name == "Retired engineer of Polk"


def test_a_name_after_posted_by_may_be_a_reader_and_their_shop() -> None:
    root = parse_html(
        "<div><p>We did the same thing last year and sales went up, not down. Try it for a month.</p>"
        '<p>Posted by <a href="/u/5">Lou at Main Street Hardware</a> | March 3, 2013</p></div>'
    )
    (div,) = root.iter("div")
    assert record_features([div]).name == "Lou at Main Street Hardware"


def _blog_post(title: str, first: str, second: str, after: str) -> str:
    """A blog post of two paragraphs, undated, and what follows it."""
    return (
        f"<html><head><title>{title}</title></head><body><div><h1>{title}</h1>"
        f"<p>{first}</p><p>{second}</p></div>{after}</body></html>"
    )


SIGNED = [
    (
        "Vera Lindqvist, Hammarby",
        "Gustav, I remember the ferry too. My grandmother sold eggs to the crew every Saturday morning.",
    ),
    ("Per Olsen", "Thank you for writing this down. Nobody under forty remembers there was a ferry at all."),
    (
        "Gustav",
        "Vera, you are right about the eggs, my mother bought them too. I will add it to the next letter.",
    ),
    (
        "Maj-Britt Ek, Uppsala",
        "Is the old jetty still there? We used to fish from it when we stayed at the boarding house.",
    ),
]


def test_a_list_of_signed_words_whose_readers_answer_one_another_is_a_discussion() -> None:
    """No date anywhere, no control, a month in the address only: the readers answer one
    another by name ("Gustav, ...", "Vera, ...")."""
    items = "".join(f"<li>{text}<br /><i>{name}</i></li>" for name, text in SIGNED)
    html = _blog_post(
        "The ferry to Hammarby",
        "Until 1961 a small ferry crossed the lake twice a day, and the whole village met it.",
        "My father worked on it for eleven summers, and these are the things he told me about it.",
        f'<h3>Your letters</h3><ul style="list-style:square">{items}</ul>',
    )
    got = extract_comments(
        html, article_url="http://letters.example/2012/03/ferry.html", reference_time=REFERENCE
    )
    assert [c.comment.text for c in got] == [text for _, text in SIGNED]
    # a signature's town is no part of the name
    assert [c.comment.author for c in got] == ["Vera Lindqvist", "Per Olsen", "Gustav", "Maj-Britt Ek"]


def test_testimonials_that_address_their_host_are_no_discussion() -> None:
    """Each entry addresses the host, who writes none of them: nobody answers anybody."""
    quotes = [
        (
            "Karin Holm",
            "Gustav, thank you for the wonderful walk on Saturday. We learned so much about the lake.",
        ),
        (
            "Olof Berg",
            "Gustav, the tour was the best part of our holiday. The children still talk about the ferry.",
        ),
        (
            "Lena Sundin",
            "Gustav, your stories about the old village made the afternoon. We will be back next year.",
        ),
    ]
    items = "".join(f"<li>{text}<br /><i>{name}</i></li>" for name, text in quotes)
    html = (
        "<html><head><title>Guided walks</title></head><body><div><h1>Guided walks around the lake</h1>"
        "<p>Every Saturday in summer Gustav leads a walk along the old ferry road.</p></div>"
        f"<h3>What walkers say</h3><ul>{items}</ul></body></html>"
    )
    assert (
        extract_comments(
            html, article_url="http://letters.example/2012/03/walks.html", reference_time=REFERENCE
        )
        == []
    )


def test_a_long_posted_by_byline_names_its_reader() -> None:
    """ "Posted by NAME at DATE in reply to NAME" is longer than a date piece may be, and
    still the record's byline: its name is the writer's, not the one answered."""
    root = parse_html(
        "<div><p><small>Posted by prairie_mom at Mar 3, 2012 6:20 PM in reply to OldTimerTom</small></p>"
        "<p>Tom, my son has asthma. I am not sure which part of raising him you think I am skipping.</p></div>"
    )
    (div,) = root.iter("div")
    features = record_features([div])
    assert features.name == "prairie_mom"
    assert features.date_texts == ["Posted by prairie_mom at Mar 3, 2012 6:20 PM in reply to OldTimerTom"]


def test_a_term_before_its_definition_is_the_records_head() -> None:
    """A definition list's term (name and date) precedes the definition (the text, a
    nested list of replies in it): read in document order, the term names the record."""
    root = parse_html(
        "<dl><dt>Brid Walsh <small>9 Aug 2012</small></dt><dd><p>Well done, the current at the pier is no joke.</p>"
        "<dl><dt>Colm Tobin <small>9 Aug 2012</small></dt><dd><p>Thanks, I will keep to the boats.</p></dd></dl>"
        "</dd></dl>"
    )
    dt, dd = next(root.iter("dt")), next(root.iter("dd"))
    assert record_features([dd, dt]).name == "Brid Walsh"


GUESTS = [
    (
        "Lovely write-up. I was on the dyke the same evening and missed the owls by ten minutes, as usual.",
        "Norma (Wisbech)",
    ),
    ("Which lens did you use for the owl in the fog? It is very sharp for that light.", "Tim R"),
    (
        "We came over from Lincoln on the strength of your last post and saw two barn owls hunting.",
        "Pat and Jim",
    ),
    (
        "Thanks all. Norma, no harrier for me either. Tim, it is an old 400mm, nothing fancy, I was lucky.",
        "Fen Walker",
    ),
]


def test_the_writer_answering_two_readers_by_name_shows_a_discussion() -> None:
    """No date, no control, a month in the address only: one record answers two earlier
    readers by name ("Norma, ...", "Tim, ...")."""
    items = "".join(f'<li><p>{text}</p><p class="by">Posted by {name}</p></li>' for text, name in GUESTS)
    html = _blog_post(
        "Owls at dusk on the sea bank",
        "Three short-eared owls quartered the saltmarsh for an hour before dark on Saturday.",
        "A barn owl joined them along the drain, and the twite flock was still on the marsh.",
        f'<h3>Your words</h3><ul class="gb">{items}</ul>',
    )
    got = extract_comments(
        html, article_url="http://fenwalker.example/2012/01/owls.html", reference_time=REFERENCE
    )
    assert [c.comment.author for c in got] == [name for _, name in GUESTS]


def test_a_letter_signed_without_a_name_where_the_others_sign_theirs() -> None:
    """ "Name ist der Redaktion bekannt" (the name is known to the editors) in the
    signature's place, after the text, where the other letters sign their names: the
    template's name slot vouches for it. The last letter has no closing rule."""
    letters = [
        (
            "Gerda Lutz",
            "Das Bad gehört zum Ort wie die Kirche. Wir würden sofort beim Förderverein mitmachen.",
        ),
        (
            "Name ist der Redaktion bekannt",
            "Wer über das Bad jammert, sollte die Besucherzahlen an Werktagen ansehen.",
        ),
        (
            "Familie Brenner",
            "Das nächste Bad ist zwanzig Kilometer weit weg, und der Bus fährt in den Ferien kaum.",
        ),
        (
            "Otto Kern",
            "Frau Lutz hat recht, aber dann hätte man das vor drei Jahren sagen müssen und nicht jetzt.",
        ),
    ]
    body = '<hr size="1" />'.join(
        f'<p>{text}</p><p align="right"><i>{name}</i>{"" if k == 1 else ", Kirchbach"}, {14 + k // 2}. Juni 2011</p>'
        for k, (name, text) in enumerate(letters)
    )
    html = (
        '<html lang="de"><head><meta property="article:published_time" content="2011-06-14T08:00:00+02:00"></head>'
        "<body><div><h1>Freibad bleibt diesen Sommer zu</h1><p>Der Gemeinderat hat beschlossen, die defekte Pumpe "
        "nicht zu ersetzen. Das Bad bleibt geschlossen.</p></div>"
        f"<div><h3>Das schreiben unsere Leser</h3>{body}</div></body></html>"
    )
    got = extract_comments(
        html, article_url="http://bote.example/kirchbach/freibad", reference_time=REFERENCE
    )
    assert [c.comment.text for c in got] == [text for _, text in letters]


BOXES = [
    (
        "Bandymorsan",
        "",
        "Äntligen! Tre säsonger har vi stått och frusit på naturisen. Tack till alla som skänkt pengar.",
    ),
    (
        "Lasse i Järvsö",
        "",
        "Fint för klubben, men vem ska betala elräkningen när bidraget från kommunen tar slut?",
    ),
    (
        "Kassören i LBK",
        "Lasse i Järvsö",
        "Bra fråga! Hälften täcks av avtalet med kommunen och resten kommer från uthyrningen.",
    ),
    ("Gunnel", "", "Kommer det att finnas allmänhetens åkning på helgerna? Barnbarnen vill gärna prova på."),
    (
        "Kassören i LBK",
        "Gunnel",
        "Ja, lördagar och söndagar klockan 13-16 hela säsongen, och gratis för barn.",
    ),
]


def _boxes(quoting: bool) -> str:
    said = {name: text for name, _, text in BOXES}
    boxes = "".join(
        f'<div class="k"><b>{name} skrev:</b>'
        + (f"<blockquote><i>{to} skrev:</i> {said[to][:60]}…</blockquote>" if quoting and to else "")
        + f"<p>{text}</p></div>"
        for name, to, text in BOXES
    )
    return _blog_post(
        "Konstisbanan klar till jul",
        "Ljusnedalens Bandyklubb får sin konstfrusna bana på idrottsplatsen i Färila.",
        "Arbetet med kylrören har redan börjat och banan ska vara klar till jul om vädret tillåter.",
        f"<div><h4>Reaktioner</h4>{boxes}</div>",
    )


def test_readers_quoting_one_another_without_a_date_are_a_discussion() -> None:
    """No date, no control, no count: two answers quote an earlier reader's words under
    "NAME skrev:", cut short; they are replies to those readers."""
    got = extract_comments(
        _boxes(quoting=True), article_url="http://ljusne.example/2011/11/01/konstis", reference_time=REFERENCE
    )
    assert [c.comment.author for c in got] == [name for name, _, _ in BOXES]
    by_id = {c.comment_id: c.comment.author for c in got}
    assert [by_id.get(c.parent_id or "") for c in got] == [None, None, "Lasse i Järvsö", None, "Gunnel"]


def test_the_same_boxes_quoting_no_one_are_not_taken_for_a_discussion() -> None:
    """Without the quotes nothing shows the boxes answer one another (no date, control or
    address by name): a list of people's words, as a testimonials box is."""
    got = extract_comments(
        _boxes(quoting=False),
        article_url="http://ljusne.example/2011/11/01/konstis",
        reference_time=REFERENCE,
    )
    assert got == []


def _nested_notes(back: str, dale: str) -> str:
    """Notes without a date, a control or a count, answers nested in what they answer."""

    def note(name: str, text: str, answers: str = "") -> str:
        return f"<li><p><strong>{name}</strong><br />{text}</p>{answers and f'<ul>{answers}</ul>'}</li>"

    notes = (
        note(
            "Walt Henning",
            "A roundabout at Fifth and Main? Half the people in this county can't handle a four-way stop.",
            note(
                "Jenny Carlsen",
                "They put one in at Ames by the hospital and after two months nobody even noticed it.",
                note(back, "Ames isn't downtown on a Saturday with the farmers market and the grain trucks."),
            ),
        )
        + note(
            "Bob Trask", "What about the semis? Trucks from the co-op go through there all day in harvest."
        )
        + note(
            "Dale",
            "Council should have put this on the ballot. That is real money in a town of six thousand.",
            note(
                "Jenny Carlsen",
                f"{dale}the state is paying most of it through the safety grant, read the plans.",
            ),
        )
    )
    return _blog_post(
        "Council OKs roundabout for Fifth and Main",
        "The city council voted 4-1 on Monday night to build a roundabout at Fifth and Main next summer.",
        "Construction is expected to close Main Street between Fourth and Sixth for about ten weeks.",
        f'<ul style="list-style:none">{notes}</ul>',
    )


def test_a_reader_coming_back_under_the_answer_to_their_words_is_conversing() -> None:
    """Walt, Jenny's answer to him, Walt again; and Jenny addressing Dale by name: two
    answers of readers to one another, with no date anywhere."""
    got = extract_comments(
        _nested_notes("Walt Henning", "Dale, "),
        article_url="http://cedar.example/2012/05/roundabout",
        reference_time=REFERENCE,
    )
    assert [c.comment.author for c in got] == [
        "Walt Henning",
        "Jenny Carlsen",
        "Walt Henning",
        "Bob Trask",
        "Dale",
        "Jenny Carlsen",
    ]
    assert [c.comment.depth for c in got] == [0, 1, 2, 0, 0, 1]


def test_nesting_without_anyone_coming_back_says_too_little() -> None:
    """The same notes, where the third is by someone new and nobody is addressed: nested
    named texts, as a feature list's sub-items are."""
    got = extract_comments(
        _nested_notes("Karen Lindgren", ""),
        article_url="http://cedar.example/2012/05/roundabout",
        reference_time=REFERENCE,
    )
    assert got == []


def _bunk_notes(first: str, second: str) -> str:
    """A blog's notes signed after their texts, without a control or a count, the writer's
    answers nested in the notes they answer, one note dated (set S, built blind)."""

    def note(text: str, sig: str, answer: str = "") -> str:
        inner = f"<div class='answers'>{note(answer, '— Lamplighter')}</div>" if answer else ""
        return f"<div class='note'><p class='say'>{text}</p><p class='sig'>{sig}</p>{inner}</div>"

    notes = (
        note(
            "The BMC 1.5 is a lovely old lump once it is sorted. Did you check the injector seals?",
            "— Dougal Ferrier, March 3, 2012",
            first,
        )
        + note(
            "I remember this boat moored at Sawley in the eighties, blue and cream back then.",
            "— Moira Kestle",
        )
        + note(
            "For the exhaust lagging, try the tape sold for motorbikes. Half the price of the marine stuff.",
            "— Patrick Onions",
            second,
        )
        + note("How long did the rebuild take in hours, roughly? Asking for my own boat.", "— Grahame Pettit")
    )
    return _blog_post(
        "Head off, head back on: the engine rebuild",
        "After three weekends under the engine board the old diesel finally turned over on Sunday.",
        "It ran for twenty minutes without anything falling off, which is a first on this boat.",
        f"<section class='bunk'><h2>Conversation</h2>{notes}</section>",
    )


def test_the_writer_naming_the_readers_in_the_answers_is_conversing() -> None:
    """The writer's nested answers call the readers they answer by name inside a sentence
    ("Not yet, Dougal."; "thank you Patrick"): answers to those readers, as "Dougal, ..."
    at the answer's start is."""
    got = extract_comments(
        _bunk_notes(
            "Not yet, Dougal. They are next on the list, along with a rusty bolt I pretend not to see.",
            "Brilliant, thank you Patrick. Ordered some this morning from the chandlery.",
        ),
        article_url="http://lamplighter.example/2012/03/head-off",
        reference_time=REFERENCE,
    )
    assert [(c.comment.author, c.comment.depth) for c in got] == [
        ("Dougal Ferrier", 0),
        ("Lamplighter", 1),
        ("Moira Kestle", 0),
        ("Patrick Onions", 0),
        ("Lamplighter", 1),
        ("Grahame Pettit", 0),
    ]


def test_nested_answers_that_name_nobody_they_answer_are_not_taken() -> None:
    """The same notes, whose nested answers name no one (a list's sub-items under its
    entries): too little to tell them from a list of signed texts."""
    got = extract_comments(
        _bunk_notes(
            "Not yet. They are next on the list, along with a rusty bolt I pretend not to see.",
            "Brilliant, thank you. Ordered some this morning from the chandlery.",
        ),
        article_url="http://lamplighter.example/2012/03/head-off",
        reference_time=REFERENCE,
    )
    assert got == []


#: A reading after the print view's story.
LATER = datetime(2013, 6, 1, tzinfo=UTC)


def _print_view(stamps: list[str]) -> str:
    """A print view that declares no time: the story's date in its byline, and loose
    entries "Napsal(a): <b>NAME</b> | DATE<br>TEXT<br><br>" in one paragraph below."""
    texts = [
        ("Jiří Novák", "Konečně rozumný přístup. Když muzeum řekne jasná pravidla, rádi nálezy přineseme."),
        (
            "Bohumila K.",
            "A co majitelé pozemků? Na naše pole chodí lidé s detektory bez ptaní a nechávají díry.",
        ),
        (
            "Petr Veselý",
            "Bez souhlasu majitele by nikdo na pole chodit neměl. Slušní hledači se vždycky ptají.",
        ),
        ("Hana", "Mince z pod Skalky bych ráda viděla. Bude se pořádat nějaká výstava v muzeu?"),
    ]
    entries = "".join(
        f"Napsal(a): <b>{name}</b> | {stamp}<br />{text}<br /><br />\n"
        for (name, text), stamp in zip(texts, stamps, strict=True)
    )
    return (
        "<html><head><title>Muzeum žádá hledače s detektory</title></head><body>"
        "<div><h1>Muzeum žádá hledače s detektory</h1><p>Autor: Lenka Bartošová - 18. 3. 2013</p>"
        "<p>Městské muzeum se obrací na hledače s detektory kovů, aby nálezy přinesli k zdokumentování.</p>"
        "<p>Nálezy lze přinést každé úterý a čtvrtek od 9 do 16 hodin do kanceláře muzea na náměstí.</p></div>"
        f"<hr /><p><b>Napsali jste</b></p><p>{entries}</p></body></html>"
    )


def test_entries_written_within_hours_of_the_date_a_print_view_shows_are_a_discussion() -> None:
    """No declared time, no control, no answer by name: the entries were written on the
    story's day and the next, three of them at a minute of the day."""
    got = extract_comments(
        _print_view(["18. 3. 2013 14:05", "18. 3. 2013 16:40", "18. 3. 2013 21:12", "19. 3. 2013"]),
        article_url="http://lipova.example/historie/muzeum/tisk",
        reference_time=LATER,
    )
    assert [c.comment.author for c in got] == ["Jiří Novák", "Bohumila K.", "Petr Veselý", "Hana"]


def test_entries_dated_by_day_or_weeks_after_the_shown_date_are_not_taken() -> None:
    """The same entries dated by their day alone, or at minutes but weeks apart: a list of
    submissions after a date in the text."""
    for stamps in (
        ["18. 3. 2013", "18. 3. 2013", "19. 3. 2013", "19. 3. 2013"],
        ["18. 3. 2013 14:05", "25. 3. 2013 16:40", "2. 4. 2013 21:12", "9. 4. 2013 10:31"],
    ):
        got = extract_comments(
            _print_view(stamps),
            article_url="http://lipova.example/historie/muzeum/tisk",
            reference_time=REFERENCE,
        )
        assert got == [], stamps


def _month_print_view(second: str, fourth: str) -> str:
    """A print view whose address gives only the month ("/2012/03/…"), the story's day in its
    byline, and loose entries "<b>NAME</b> έγραψε στις DATE:<br>TEXT<br><br>" in one div."""
    entries = [
        (
            "Γιώργος Καλαμπόκης",
            "12 Μαρτίου 2012, 10:15 μ.μ.",
            "Τρίτη φορά μέσα σε δύο χρόνια κόβεται ο δρόμος.",
        ),
        (
            "Μαρία Δούκα",
            "12 Μαρτίου 2012, 11:02 μ.μ.",
            "Η μάνα μου μένει μόνη της στο χωριό. Πώς θα κατέβει;",
        ),
        (
            "Νίκος Τ.",
            "13 Μαρτίου 2012, 7:40 π.μ.",
            f"{second} υπάρχει παρακαμπτήριος από τα Πλάτανα, με τζιπ περνάει.",
        ),
        (
            "Ελένη Σ.",
            "14 Μαρτίου 2012, 6:55 μ.μ.",
            "Κάθε Πάσχα ανεβαίνουμε στο χωριό. Φέτος θα το ξανασκεφτούμε.",
        ),
        ("Κώστας Π.", "15 Μαρτίου 2012, 9:18 π.μ.", f"{fourth} ένα ρεύμα θα ανοίξει μέχρι την Παρασκευή."),
    ]
    said = "<br /><br />".join(f"<b>{n}</b> έγραψε στις {d}:<br />{t}" for n, d, t in entries)
    return (
        "<html><body><h2>Κατολίσθηση έκλεισε τον δρόμο</h2><p><i>Του Δημήτρη Λ.</i> — Δευτέρα, 12 Μαρτίου 2012</p>"
        f"<p>{'Κλειστός παραμένει ο επαρχιακός δρόμος μετά από κατολίσθηση. ' * 4}</p><hr />"
        f"<p><b>Τι λέτε εσείς;</b></p><div>{said}</div><hr /></body></html>"
    )


def test_readers_answering_one_another_by_an_at_name_vouch_where_the_address_gives_a_month() -> None:
    """Only a month from the address: dated entries pass as a list of that month's would.
    Two readers answering earlier ones by "@First" show a discussion."""
    got = extract_comments(
        _month_print_view("@Μαρία", "@Γιώργος"),
        article_url="http://orini.example/eidiseis/2012/03/katolisthisi-print.html",
        reference_time=REFERENCE,
    )
    assert [c.comment.author for c in got] == [
        "Γιώργος Καλαμπόκης",
        "Μαρία Δούκα",
        "Νίκος Τ.",
        "Ελένη Σ.",
        "Κώστας Π.",
    ]


def test_the_same_entries_without_an_answer_are_not_taken_where_the_address_gives_a_month() -> None:
    got = extract_comments(
        _month_print_view("Ναι,", "Λοιπόν,"),
        article_url="http://orini.example/eidiseis/2012/03/katolisthisi-print.html",
        reference_time=REFERENCE,
    )
    assert got == []
