"""Blind set BE: four article pages of 2011-2013 news sites without any reader comment (truth zero) whose furniture holds
a list with a discussion entry's shape (a name, a time, a short text), of kinds the earlier sets' lists do not name: a
business paper's wire of companies' press releases (en), a tabloid's "next week in the soaps" spoilers by character
(en), a town paper's newly qualified craftsmen with their masters' words (da) and a port paper's ship movements with
the harbour office's remarks (el). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_be_common import Case, Parts, Story, esc, make, rows


def en_press_wire() -> Case:
    wire = rows("""
Harlan Marine Coatings | 10:42 AM | Harlan Marine Coatings opens second plant in Port Ewell | The new plant will employ 60 people and produce antifouling paint for the regional fishing fleet.
Bayside Credit Union | 10:15 AM | Bayside Credit Union names Loretta Vance chief financial officer | Vance joins from a Richmond insurer and will oversee the credit union's expansion into business lending.
Tidewater Logistics Group | 9:58 AM | TLG adds two refrigerated warehouses near the container terminal | The 120,000-square-foot facilities are expected to open in the second quarter.
Crestline Software | 9:30 AM | Crestline releases fleet-tracking app for small hauliers | The app works on any smartphone and costs $9 per truck per month.
Osprey Point Resort | 9:05 AM | Osprey Point Resort completes $4 million renovation | All 84 rooms now face the water, and the restaurant reopens under a new chef.
Marsh & Cobb LLP | 8:47 AM | Marsh & Cobb welcomes three new associates to its maritime practice | The firm now has 41 lawyers in its two offices.
""")
    li = "".join(
        f'<li class="tbd-pr"><span class="tbd-pr-co">{esc(co)}</span> <span class="tbd-pr-time">{esc(t)}</span>'
        f'<a class="tbd-pr-head" href="/press-releases/{k}">{esc(h)}</a><p class="tbd-pr-sum">{esc(x)}</p></li>'
        for k, (co, t, h, x) in enumerate(wire)
    )
    rail = (
        '<div class="tbd-prwire"><h3>Press releases</h3><p class="tbd-prnote">Company announcements distributed by WireDesk. '
        "Not edited by Tidewater Business Daily.</p>"
        f'<ul class="tbd-prlist">{li}</ul><p><a href="/press-releases">More press releases ›</a> · <a href="/submit-release">Submit a release</a></p></div>'
    )
    st = Story(
        "Shipyard wins contract for two hybrid ferries",
        "By Gareth Lyle",
        "2012-09-18T06:00:00-04:00",
        "September 18, 2012",
        """
Port Ewell Shipbuilding has won a $58 million contract from the state ferry authority to build two diesel-electric hybrid ferries, the largest order in the yard's 90-year history.

The 300-passenger vessels will replace the two oldest boats on the Cape crossing, both built in 1974. Delivery is scheduled for 2014 and 2015.

The yard said the work would secure 220 jobs and allow it to hire about 50 more welders and electricians over the next year. Chief executive Dana Ruel said the company would expand its apprenticeship program with the community college.
""",
        lead="The $58 million order is the largest in Port Ewell Shipbuilding's history.",
        section="Shipping",
        caption="A ferry hull under construction at Port Ewell. (TBD file photo)",
        tags=("shipbuilding", "ferries", "Port Ewell"),
    )
    return make(
        "be-ll-en-press-wire",
        "lookalike",
        "en-tidewater",
        st,
        Parts(rail=rail),
        [],
        path="/shipping/shipyard-wins-hybrid-ferry-contract",
        container="div.tbd-prwire in the rail: h3 'Press releases', ul.tbd-prlist > li.tbd-pr (span.tbd-pr-co company, span.tbd-pr-time '10:42 AM', a.tbd-pr-head, p.tbd-pr-sum one sentence)",
        heading="Press releases",
        description="A 2012 regional business daily: a shipyard story and, in the rail, a wire of six companies' press releases (company name, a time, a headline and a one-sentence summary); no reader comment.",
        lookalikes=("companies' press-release wire (company, time, headline, one sentence)",),
    )


def en_soap_spoilers() -> Case:
    spoilers = rows("""
Dot Hargreaves | Monday 7.30pm | Harbour Lane | Dot finally tells Vince the truth about the money in the biscuit tin, but he has already found it.
Kieran Boyle | Tuesday 7pm | Larkfield Farm | Kieran is torn when his ex turns up at the farm gate with a baby and no explanation.
Nurse Abby Quinn | Wednesday 8pm | Ward Nine | Abby makes a mistake on a night shift and a patient's family threaten to go to the papers.
Vince Hargreaves | Thursday 7.30pm | Harbour Lane | Vince moves into the back room of the café and refuses to speak to anyone.
Marjorie Cole | Thursday 7pm | Larkfield Farm | Marjorie's plan to sell the top field falls apart when the buyer is revealed.
Dr Rafe Okoro | Friday 8pm | Ward Nine | Rafe's secret job interview in the city is discovered by the whole staff room.
""")
    li = "".join(
        f'<div class="as-spoil"><img src="/_avatar/as-sp-{k}.svg" width="70" height="70" alt=""><p class="as-spoil-who"><b>{esc(n)}</b> '
        f'<span class="as-spoil-show">{esc(show)}</span> · <span class="as-spoil-when">{esc(when)}</span></p>'
        f'<p class="as-spoil-txt">{esc(x)}</p></div>'
        for k, (n, when, show, x) in enumerate(spoilers)
    )
    after = (
        '<div class="as-soapbox"><h3>Soap spoilers: next week</h3><p class="as-soap-note">Look away now if you don\'t want to know!</p>'
        f"{li}"
        '<p><a href="/tv-showbiz/soaps">All soap news ›</a></p></div>'
    )
    st = Story(
        "Panto tickets sell out in a day as TV star joins the cast",
        "By Kelly Marsh, Showbiz Reporter",
        "2012-10-25T14:10:00+01:00",
        "Thursday, October 25, 2012, 14:10",
        """
Tickets for the Ashgrove Playhouse pantomime sold out within a day after the theatre announced that a star of a long-running TV soap will play the villain.

The theatre said it had sold 14,000 seats for the run of Jack and the Beanstalk, which opens on December 8. Extra matinees have been added for the first week of January.

Box office manager Trish Dean said the phone lines opened at nine and the queue outside stretched to the bus station by ten. The theatre's website crashed twice during the morning.
""",
        section="TV & Showbiz",
        caption="Fans queue outside the Ashgrove Playhouse on Thursday morning.",
        tags=("panto", "Ashgrove Playhouse", "TV"),
    )
    return make(
        "be-ll-en-soap-spoilers",
        "lookalike",
        "en-ashgrove",
        st,
        Parts(after=after),
        [],
        path="/tv-showbiz/panto-tickets-sell-out",
        container="div.as-soapbox: h3 'Soap spoilers: next week', six div.as-spoil (picture, b character name, show, day and time, one-sentence spoiler)",
        heading="Soap spoilers: next week",
        description="A 2012 tabloid's showbiz page: a panto story and below it 'Soap spoilers: next week', six entries each a character's name and picture, the show, a day and time and one sentence of what happens; no reader comment.",
        lookalikes=("TV soap spoilers by character (name, show, day and time, one sentence)",),
    )


def da_journeymen() -> Case:
    svende = rows("""
Mikkel Bech Sørensen | Tømrer | Vesthavn Byg ApS | 24. juni 2013 | Bestået med ros | Mikkel har sans for detaljen og stiller altid et spørgsmål mere end de andre. Han bliver hos os.
Louise Damgaard | Elektriker | Hansen & Lund El | 25. juni 2013 | Bestået | Louise var den første kvindelige lærling i firmaets 60 år. Vi håber ikke, hun bliver den sidste.
Ahmad Rezai | Automekaniker | Havnens Autoværksted | 25. juni 2013 | Bestået med ros | Ahmad fandt fejlen i min egen bil, som jeg selv havde ledt efter i en måned.
Jonas Kjær | Smed | Værftets maskinafdeling | 26. juni 2013 | Bestået | En rolig og pålidelig svend. Han har allerede fået fast arbejde på værftet.
Signe Holt | Bager | Bageriet på Torvet | 27. juni 2013 | Bestået med ros | Signes rugbrød er bedre end mit. Det siger jeg ikke om mange.
Rasmus Vinther | VVS-montør | Vesthavn VVS | 28. juni 2013 | Bestået | Rasmus har været med på halvdelen af byens nye badeværelser de sidste fire år.
""")
    li = "".join(
        f'<li class="va-svend"><p class="va-svend-navn"><b>{esc(n)}</b>, {esc(fag)}</p><p class="va-svend-info">{esc(firma)} · '
        f'<span class="va-svend-dato">{esc(d)}</span> · <span class="va-svend-kar">{esc(kar)}</span></p>'
        f'<blockquote class="va-mester">{esc(x)}</blockquote></li>'
        for n, fag, firma, d, kar, x in svende
    )
    after = (
        '<div class="va-nyesvende"><h3>Nye svende i Vesthavn</h3><p>Vi bringer hver sommer navnene på årets nyudlærte. Mesteren har ordet.</p>'
        f'<ul class="va-svendeliste">{li}</ul><p><a href="/uddannelse/nye-svende">Send os en ny svend</a></p></div>'
    )
    st = Story(
        "Rekordmange lærlinge bestod svendeprøven i år",
        "Af Lene Korsgaard",
        "2013-06-29T08:00:00+02:00",
        "29. juni 2013 kl. 08.00",
        """
Aldrig har så mange unge fra Vesthavn bestået svendeprøven som i år. Erhvervsskolen har tal på 74 nye svende inden for tolv fag, mod 58 sidste år.

Flest er der blandt tømrere og elektrikere, men også bagerne og automekanikerne har haft et godt år. Skolens forstander peger på, at værftets nye ordrer har fået flere virksomheder til at tage lærlinge.

Otte ud af ti af de nye svende har allerede job, viser skolens egen opgørelse.
""",
        section="Uddannelse",
        caption="Årets nye svende fejres på erhvervsskolen.",
        tags=("svendeprøve", "erhvervsskolen", "lærlinge"),
    )
    return make(
        "be-ll-da-journeymen",
        "lookalike",
        "da-vesthavn",
        st,
        Parts(after=after),
        [],
        path="/uddannelse/rekordmange-bestod-svendeproeven",
        container="div.va-nyesvende: h3 'Nye svende i Vesthavn', ul.va-svendeliste > li.va-svend (b name, trade, firm, date, grade, blockquote.va-mester the master's words)",
        heading="Nye svende i Vesthavn",
        description="A Danish town daily of 2013: a story on apprentices' final exams and a list of six newly qualified craftsmen (name, trade, firm, date, grade and a two-sentence quote from the master); no reader comment.",
        lookalikes=("newly qualified craftsmen with their masters' words",),
    )


def el_ship_movements() -> Case:
    ships = rows("""
Αγία Μαρίνα | Ελλάδα | 06:40 | Προβλήτα 2 | Άφιξη με καθυστέρηση 20 λεπτών λόγω ανέμων στο στενό.
Northern Gannet | Μάλτα | 08:15 | Προβλήτα 5 | Φορτηγό με λιπάσματα. Εκφόρτωση έως το απόγευμα.
Καπετάν Στάθης | Ελλάδα | 09:30 | Προβλήτα 1 | Το δρομολόγιο των 10:00 προς τα νησιά εκτελείται κανονικά.
Sea Tern II | Κύπρος | 11:50 | Αγκυροβόλιο Β | Αναμένει θέση. Δεν επιτρέπεται η πρόσδεση πριν τις 14:00.
Ευαγγελίστρια | Ελλάδα | 13:20 | Αλιευτικό καταφύγιο | Αλιευτικό σκάφος. Επιστροφή λόγω βλάβης στη μηχανή, χωρίς τραυματισμούς.
Ionian Pearl | Παναμάς | 17:05 | Προβλήτα 4 | Κρουαζιερόπλοιο. Οι επιβάτες αποβιβάζονται για περιήγηση έως τις 22:00.
""")
    trs = "".join(
        f'<tr class="ea-ploio"><td class="ea-onoma"><b>{esc(n)}</b><br><small>{esc(flag)}</small></td><td class="ea-ora">{esc(t)}</td>'
        f'<td class="ea-thesi">{esc(berth)}</td><td class="ea-parat">{esc(x)}</td></tr>'
        for n, flag, t, berth, x in ships
    )
    rail = (
        '<div class="ea-kinisi"><h3>Κίνηση πλοίων σήμερα</h3><p class="ea-pigi">Στοιχεία: Λιμεναρχείο Αιγιαλού, ενημέρωση 06:00</p>'
        '<table class="ea-pinakas"><tr><th>Πλοίο</th><th>Ώρα</th><th>Θέση</th><th>Παρατηρήσεις</th></tr>'
        f"{trs}</table></div>"
    )
    st = Story(
        "Απεργία στα πλοία την Πέμπτη: ποια δρομολόγια επηρεάζονται",
        "Γιώργος Σταυρόπουλος",
        "2013-02-18T19:30:00+02:00",
        "18/02/2013 19:30",
        """
Δεμένα στο λιμάνι θα μείνουν την Πέμπτη τα επιβατηγά πλοία, καθώς η ναυτική ομοσπονδία κήρυξε εικοσιτετράωρη απεργία από τις 06:00 της Πέμπτης έως τις 06:00 της Παρασκευής.

Σύμφωνα με το λιμεναρχείο, δεν θα εκτελεστεί κανένα δρομολόγιο προς τα νησιά. Τα φορτηγά πλοία και τα αλιευτικά δεν επηρεάζονται.

Οι επιβάτες με εισιτήρια για την Πέμπτη μπορούν να τα αλλάξουν χωρίς χρέωση στα πρακτορεία του λιμανιού.
""",
        section="Λιμάνι",
        caption="Επιβατηγά πλοία στην προβλήτα 1.",
        tags=("απεργία", "πλοία", "λιμάνι"),
    )
    return make(
        "be-ll-el-ship-movements",
        "lookalike",
        "el-aigialos",
        st,
        Parts(rail=rail),
        [],
        path="/limani/apergia-sta-ploia-pempti",
        container="div.ea-kinisi in the right column: h3 'Κίνηση πλοίων σήμερα', table.ea-pinakas of six tr.ea-ploio (vessel name and flag, time, berth, the harbour office's remark)",
        heading="Κίνηση πλοίων σήμερα",
        description="A Greek port town paper of 2013: a ferry strike story and, in the right column, today's ship movements (six vessels: name, flag, a time, a berth and a one-sentence remark from the harbour office); no reader comment.",
        lookalikes=("a port's ship movements with the harbour office's remarks",),
    )


def lists_be() -> list[Case]:
    return [en_press_wire(), en_soap_spoilers(), da_journeymen(), el_ship_movements()]
