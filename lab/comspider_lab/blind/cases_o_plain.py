"""Blind set O: pages without any reader comment, with list-like furniture of the era that earlier sets did not use:
planning applications, traffic and travel updates, geocache logs, a bird sightings log, prayer requests, a racecard
with form comments, lost and found pets, a modellers' swap list, a Dutch emergency-pager feed and a German summit
register (written from memory of their general shape, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_o_common import PartsK, box, esc, make, rail, rows, story
from comspider_lab.blind.model import Case


def _recs(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines()]


# --------------------------------------------------------------------------- en: Irish paper, planning applications


def planning() -> Case:
    recs = _recs(
        """
12/4410 | Mary & John Cotter | Ballyrichard Road, Carrigtwohill | Retention of single-storey extension to rear of dwelling and garden shed | 28/02/2012 | Further information requested
12/4415 | Aldi Stores (Ireland) Ltd | Main Street, Midleton | Change of signage and installation of ATM to front elevation | 29/02/2012 | Decision due 24/04/2012
12/4421 | Declan Hegarty | Knockgriffin, Midleton | Construction of a dwelling house, garage and waste water treatment unit | 01/03/2012 | New application
12/4423 | Saint Colman's GAA Club | Clonmult Road | Erection of ball-stop netting (8m high) behind the town-end goal | 02/03/2012 | New application
12/4430 | Patricia Nyhan | Chapel Hill, Cloyne | Conversion of attic to habitable space with two dormer windows to rear | 02/03/2012 | New application
"""
    )
    items = "".join(
        f'<div class="plan-app"><p class="plan-ref">Ref: <b>{esc(r[0])}</b> · Received {esc(r[4])}</p><p class="plan-applicant"><strong>{esc(r[1])}</strong>, {esc(r[2])}</p>'
        f'<p class="plan-desc">{esc(r[3])}</p><p class="plan-status">Status: {esc(r[5])}</p></div>'
        for r in recs
    )
    decisions = rows(
        "d7",
        [
            "12/4102 Michael Barry, Ballinacurra: granted with 11 conditions",
            "12/4087 Eircom Ltd, Dungourney: refused",
            "12/4090 Sheila Walsh, Rostellan: granted",
        ],
    )
    st = story(
        "Planning: this week's applications in East Cork",
        "Planning Desk",
        "Planning Desk",
        "2012-03-07T08:00:00+00:00",
        "Wednesday, March 07, 2012",
        """
The following planning applications were received by the County Council's southern division in the week to March 2. Submissions or observations may be made within five weeks of the date of receipt, on payment of the €20 fee.

Files can be inspected at the council's offices in Midleton during opening hours or online.
""",
        declare="og",
    )
    parts = PartsK(
        after=f'<div class="planning-list"><h2 class="pl-hd">Applications received</h2>{items}</div>'
        + box("d7", "Decisions made", decisions)
        + '<p class="no-comments">Comments are closed on planning notices.</p>',
        rail=rail("d7", box("d7", "Public Notices", rows("d7", ["Licensing", "Road closures", "Tenders"]))),
    )
    return make(
        "o-la-en-planning",
        "lookalike",
        "d7",
        "ie-plan",
        st,
        parts,
        [],
        path="/planning/this-weeks-applications-east-cork-0703",
        container="-",
        heading=None,
        description="An Irish local paper's weekly planning list: five applications (reference, applicant, address, description, date, status), decisions made, comments closed.",
        lookalikes=(
            "planning applications with applicants, addresses, descriptions and dates",
            "planning decisions",
        ),
    )


# --------------------------------------------------------------------------- en: traffic and travel updates


def traffic() -> Case:
    recs = _recs(
        """
08:42 | Garda Traffic | N6 Oranmore: a broken-down truck is blocking the left lane westbound approaching the Briarhill roundabout. Delays of about 20 minutes.
08:31 | AA Roadwatch | Headford Road: heavy inbound from the Quincentenary Bridge to Terryland, slow moving through the lights.
08:15 | Galway City Council | Bohermore: water mains works continue. Stop/go system in place until 4pm, expect delays.
07:58 | Irish Rail | The 08:10 Galway to Dublin Heuston service is delayed by 15 minutes due to a signalling fault at Athenry.
07:40 | Bus Éireann | Route 409 to Parkmore is diverted via the Ballybrit road because of the works at Ballybane.
07:22 | Garda Traffic | Salthill Prom: an earlier collision near Blackrock has been cleared. Traffic moving normally.
"""
    )
    items = "".join(
        f'<li class="tt-update"><span class="tt-time">{esc(r[0])}</span> <span class="tt-source">{esc(r[1])}</span><p class="tt-msg">{esc(r[2])}</p></li>'
        for r in recs
    )
    st = story(
        "Traffic and travel: Galway, Wednesday morning",
        "Galway City Times",
        "Galway City Times",
        "2012-03-07T07:00:00+00:00",
        "07/03/2012",
        """
Live traffic and travel updates for Galway city and county, refreshed every fifteen minutes from 7am to 10am on weekdays.

Send your own traffic tips to our text line and we will pass them on to the traffic desk.
""",
        declare="visible",
    )
    parts = PartsK(
        after=f'<div class="tt-box"><h2>Latest updates</h2><ul class="tt-list">{items}</ul><p class="tt-refresh">Last updated 08:42 · <a href="#">Refresh</a></p></div>'
        '<div class="tt-cams"><h3>Traffic cameras</h3><p>Bodkin junction · Headford Road · Kirwan roundabout</p></div>',
        rail=rail("paper", box("paper", "Tides", "<p>High water 10:14, 22:39</p>")),
    )
    return make(
        "o-la-en-traffic",
        "lookalike",
        "paper",
        "ie-traffic",
        st,
        parts,
        [],
        path="/traffic/traffic-and-travel-galway-wednesday-morning",
        container="-",
        heading=None,
        description="An Irish city paper's morning traffic page: six updates (time, source, a sentence or two) from the gardaí, roads, rail and bus services, traffic cameras; no comments.",
        lookalikes=("traffic and travel updates with times, sources and messages",),
    )


# --------------------------------------------------------------------------- en: geocache logs on a caching blog


def geocache() -> Case:
    recs = _recs(
        """
Found it | ozarkhiker72 | 03/04/2012 | Great hide! Took us three tries to spot the container but the view from the bluff was worth the climb. TFTC!
Found it | TeamSquirrelly | 03/03/2012 | Found with the kids on a warm Saturday. They traded a bouncy ball for a keychain. Log was a little damp.
Didn't find it | PapaBearCaches | 03/02/2012 | Searched for 40 minutes around ground zero, GPS was bouncing under the cedars. Will try again.
Write note | Cache Me Outside | 03/01/2012 | Checked on the container after the storm, all good. New logbook added.
Found it | MaddieJ | 02/26/2012 | FTF! Out at first light, the creek crossing was cold but doable. Thanks for placing this one.
"""
    )
    items = "".join(
        f'<tr class="log-row"><td class="log-type"><img src="/_avatar/log-{i}.png" alt="" /> {esc(r[0])}</td><td class="log-by"><a href="#">{esc(r[1])}</a><br /><span class="log-date">{esc(r[2])}</span></td>'
        f'<td class="log-text">{esc(r[3])}</td></tr>'
        for i, r in enumerate(recs)
    )
    st = story(
        "New hide: Bluff Overlook (GC3B9X2) is live",
        "Cache Me Outside",
        "Cache Me Outside",
        "2012-02-25T18:00:00-06:00",
        "February 25, 2012",
        """
Our newest cache went live this weekend: a regular-sized ammo can tucked into the rocks above Bear Creek. Difficulty 2.5, terrain 3.5, so bring real shoes.

Please respect the trail and do not cut switchbacks. Parking is at the gravel pull-off on County Road 14.

Here are the logs so far, pulled from the listing.
""",
        declare="og",
    )
    parts = PartsK(
        after=f'<div class="cache-logs"><h3>Recent logs (5)</h3><table class="logbook">{items}</table><p><a href="#">View all logs on the listing</a></p></div>'
        '<div class="post-comments-off"><p>Comments are off. Log your find on the cache page!</p></div>',
        rail=rail("sq5", box("sq5", "My stats", "<p>1,212 finds · 37 hides</p>")),
    )
    return make(
        "o-la-en-geocache",
        "lookalike",
        "sq5",
        "geo-blog",
        st,
        parts,
        [],
        path="/journal/2012/2/25/new-hide-bluff-overlook-is-live.html",
        container="-",
        heading=None,
        description="A geocaching blog's post about a new hide, with the cache's five latest logs copied from its listing (type, cacher, date, text) in a table; comments off.",
        lookalikes=("geocache logs with cacher names, dates and texts",),
    )


# --------------------------------------------------------------------------- en: bird sightings log


def birding() -> Case:
    recs = _recs(
        """
Sat 3 Mar | Cley Marshes | Glossy Ibis (1) | Showing well from the central hides, feeding on the scrape until 3pm. | J. Pettigrew
Sat 3 Mar | Titchwell | Water Pipit (2), Spotted Redshank | Pipits on the freshmarsh, redshank in the tidal pools at high tide. | A. & S. Hollis
Fri 2 Mar | Holkham Gap | Shore Lark (14) | Flock on the saltmarsh east of the gap, flighty with dog walkers. | Marsh Notes
Fri 2 Mar | Salthouse | Snow Bunting (c.40) | On the shingle by the beach road car park. | Dick Farrow
Thu 1 Mar | Burnham Overy | Rough-legged Buzzard | Hunting over the dunes for 20 minutes, flew west. | K. Mistry
"""
    )
    items = "".join(
        f'<li class="sighting"><span class="s-date">{esc(r[0])}</span> · <span class="s-site">{esc(r[1])}</span>: <b class="s-species">{esc(r[2])}</b>'
        f'<p class="s-note">{esc(r[3])}</p><span class="s-obs">Observer: {esc(r[4])}</span></li>'
        for r in recs
    )
    st = story(
        "Weekend round-up: the ibis stays",
        "Marsh Notes",
        "Marsh Notes",
        "2012-03-04T20:00:00+00:00",
        "Sunday, March 4, 2012",
        """
The glossy ibis at Cley stayed for a fifth day and was still on the central scrape at dusk. A good supporting cast along the coast, with shore larks at Holkham and a rough-legged buzzard at Overy.

Thanks to everyone who sent in their sightings. Keep them coming by email, and please include a grid reference for anything scarce.
""",
        declare="visible",
    )
    parts = PartsK(
        after=f'<div class="sightings"><h3>This week\'s sightings</h3><ul class="s-log">{items}</ul></div>'
        '<p class="comments-link"><a href="#">0 Comments</a></p>',
        rail=rail(
            "tiny",
            box("tiny", "Tide times", "<p>Wells: 06:12, 18:31</p>"),
            box("tiny", "Year list", "<p>178 species</p>"),
        ),
    )
    return make(
        "o-la-en-birding",
        "lookalike",
        "tiny",
        "bird-blog",
        st,
        parts,
        [],
        path="/archives/2012/03/04/weekend-round-up-the-ibis-stays/",
        container="-",
        heading=None,
        description="A Norfolk birding blog's weekend round-up: five sightings (date, site, species, a note, observer's name), a '0 Comments' link.",
        lookalikes=("bird sightings log with observers' names, dates and notes",),
    )


# --------------------------------------------------------------------------- en: parish network, prayer requests


def prayer() -> Case:
    recs = _recs(
        """
Linda M. | March 5, 2012 at 8:12am | Please pray for my father, Robert, who has surgery on his heart valve on Thursday at Miami Valley Hospital.
The Okonkwo family | March 4, 2012 at 9:30pm | For our son Chidi, starting a new job in Columbus next week, and for safe travels.
Anonymous | March 4, 2012 at 6:05pm | For a friend struggling with addiction, that she finds the courage to ask for help.
Deacon Phil Hartman | March 3, 2012 at 11:40am | For the repose of the soul of Margaret Dwyer, a faithful parishioner for sixty years, and for her family.
Kathy S. | March 2, 2012 at 2:18pm | Thanksgiving: my sister's scans came back clear! Thank you all for your prayers.
"""
    )
    items = "".join(
        f'<div class="pr-item"><div class="pr-head"><span class="pr-name">{esc(r[0])}</span> <span class="pr-date">{esc(r[1])}</span></div>'
        f'<div class="pr-text">{esc(r[2])}</div><div class="pr-foot"><a href="#">I prayed for this ({3 + len(r[2]) % 17})</a></div></div>'
        for r in recs
    )
    st = story(
        "Lenten schedule: Stations of the Cross and fish fry",
        "Parish Office",
        "Parish Office",
        "2012-03-02T10:00:00-05:00",
        "March 2, 2012",
        """
Stations of the Cross will be prayed every Friday of Lent at 7pm in the church, followed by the Knights of Columbus fish fry in the parish hall.

Confessions are heard on Saturdays from 3:30 to 4:30pm and on Wednesday evenings during Lent.

Our prayer wall is below. Requests are posted by the parish office after review.
""",
        declare="visible",
    )
    parts = PartsK(
        after=f'<div class="xg_module prayer-wall"><div class="xg_module_head"><h2>Prayer Wall</h2></div><div class="xg_module_body">{items}'
        '<p><a href="#">Submit a prayer request</a></p></div></div>',
        rail=rail(
            "tiny",
            box("tiny", "Mass Times", rows("tiny", ["Sat 5:00pm", "Sun 8:00am, 10:30am", "Weekdays 8:15am"])),
        ),
    )
    return make(
        "o-la-en-prayer",
        "lookalike",
        "tiny",
        "church-ning",
        st,
        parts,
        [],
        path="/profiles/blogs/lenten-schedule-stations-and-fish-fry",
        container="-",
        heading=None,
        description="A parish's Ning-like network: a Lenten schedule and the parish prayer wall below it (name, date, request, 'I prayed for this (n)'), posted by the office; no comments.",
        lookalikes=("prayer wall requests with names, dates and texts",),
    )


# --------------------------------------------------------------------------- en: Australian paper, racecard with form comments


def racecard() -> Case:
    recs = _recs(
        """
1 | Sunset Boulevard | J. Bowditch | T. Harrigan | 58.5 | Resumes from a spell, trialled nicely at Scone. Hard to hold out.
2 | Miss Kentucky | R. Skelton | K. Mayfield | 57 | Honest mare, never far away. Drawn to get the run of the race.
3 | Gold Digger Jack | C. Reith | N. Olsen | 55 | Stepping up to 1400m will suit. Place claims.
4 | Pearl Harbour | A. Morgan | P. Duffy | 54 | Ran on late last start at Muswellbrook. Each-way value.
5 | Toby's Pride | M. Cahill | B. Ellis | 53 | Needs to improve on recent form. Others preferred.
"""
    )
    items = "".join(
        f'<tr><td class="no">{esc(r[0])}</td><td class="horse"><b>{esc(r[1])}</b></td><td class="jockey">{esc(r[2])}</td><td class="trainer">{esc(r[3])}</td><td class="wt">{esc(r[4])}</td>'
        f'<td class="comment">{esc(r[5])}</td></tr>'
        for r in recs
    )
    tips = rows(
        "paper",
        [
            "<b>Dave Renshaw</b> (form analyst): 1-2-4",
            "<b>Kate McLeish</b> (racing editor): 2-1-3",
            "<b>The Hunter Hopeful</b> (reader tipster of the month): 4-2-1",
        ],
    )
    st = story(
        "Maitland Cup day: field and form for the feature",
        "Racing desk",
        "Racing desk",
        "2012-03-08T06:00:00+11:00",
        "08 Mar, 2012 06:00 AM",
        """
A field of ten will line up for Saturday's Maitland Cup over 1400 metres, with the track rated a good 4 after a dry week.

Barrier draw and form guide for the first five acceptors are below; the full card is in Friday's paper and online.
""",
        declare="og",
    )
    parts = PartsK(
        after='<div class="racecard"><h3>Race 7: Maitland Cup (1400m)</h3><table class="rc"><tr><th>No</th><th>Horse</th><th>Jockey</th><th>Trainer</th><th>Wt</th><th>Comment</th></tr>'
        + items
        + "</table></div>"
        + box("paper", "Our tips", tips),
        rail=rail("paper", box("paper", "Track rating", "<p>Good 4, rail true</p>")),
    )
    return make(
        "o-la-en-racecard",
        "lookalike",
        "paper",
        "au-racing",
        st,
        parts,
        [],
        path="/story/1229914/maitland-cup-day-field-and-form/",
        container="-",
        heading=None,
        description="An Australian regional paper's racing preview: a racecard table whose last column is headed 'Comment' (horse, jockey, trainer, weight, a form comment), the tipsters' picks.",
        lookalikes=("racecard with a 'Comment' column", "tipsters' selections with names"),
    )


# --------------------------------------------------------------------------- en: South African community paper, lost and found pets


def pets() -> Case:
    recs = _recs(
        """
LOST | Bella | Jack Russell, female, white with brown patch over left eye. Last seen Beachway Rd, Umhlanga, 3 March. Very friendly. | Contact Tracy 082 555 0147
FOUND | (unknown) | Ginger tom, neutered, no collar, found on Kensington Drive, Durban North on 4 March. Now at the SPCA. | Contact Durban SPCA 031 555 0192
LOST | Mr Pickles | Grey African parrot, speaks a few words ("hello Gogo"). Flew from Athlone Park on 1 March. | Contact Devan 083 555 0168
FOUND | (unknown) | Young labrador cross, black, red collar, found on the beach at Glenashley 5 March. | Contact Lindiwe 072 555 0133
"""
    )
    items = "".join(
        f'<div class="pet-ad pet-{esc(r[0].lower())}"><span class="pet-tag">{esc(r[0])}</span> <strong class="pet-name">{esc(r[1])}</strong>'
        f'<p class="pet-desc">{esc(r[2])}</p><p class="pet-contact">{esc(r[3])}</p></div>'
        for r in recs
    )
    st = story(
        "SPCA urges owners to microchip pets after busy week of strays",
        "Community desk",
        "Community desk",
        "2012-03-06T09:00:00+02:00",
        "06 March 2012",
        """
The Durban SPCA took in 46 stray dogs and cats last week, most without a collar or microchip, the society said on Monday.

Microchipping costs R150 at the society's clinic on Saturdays. The society also reminded residents that dogs must be licensed with the municipality.

Our weekly lost and found notices appear below, free of charge.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=f'<div class="lost-found"><h3>Lost &amp; Found Pets</h3>{items}<p class="lf-note">To place a free notice, e-mail the community desk by Thursday noon.</p></div>',
        rail=rail(
            "paper", box("paper", "Community diary", rows("paper", ["Sat: Beach clean-up", "Sun: Park run"]))
        ),
    )
    return make(
        "o-la-en-lostpets",
        "lookalike",
        "paper",
        "za-pets",
        st,
        parts,
        [],
        path="/news/spca-urges-owners-to-microchip-pets-1.1248810/",
        container="-",
        heading=None,
        description="A South African community paper's article with its weekly lost and found pets notices (LOST/FOUND, the pet's name, a description with place and date, a contact name and number).",
        lookalikes=("lost and found pet notices with names, places, dates and contacts",),
    )


# --------------------------------------------------------------------------- en: modellers' swap list


def swaplist() -> Case:
    recs = _recs(
        """
Member #112, Alan Frisby | HAVE | Two Bachmann On30 Shay kits, unbuilt, boxes a bit shelf-worn. $90 each or trade. | Posted Feb 28, 2012
Member #87, Sue Kettering | WANT | Any On30 ore cars in kit or built form, will pay fair prices or trade Sn3 items. | Posted Feb 29, 2012
Member #203, Ray Okoye | HAVE | Box of detail castings (stacks, bells, headlights), mostly brass, $40 the lot. | Posted Mar 1, 2012
Member #45, Chuck Dillard | WANT | A working DCC decoder for a Porter 2-4-0. Mine went up in smoke. | Posted Mar 2, 2012
"""
    )
    items = "".join(
        f'<dl class="swap-entry"><dt><span class="swap-kind">{esc(r[1])}</span> · {esc(r[0])}</dt><dd class="swap-text">{esc(r[2])}</dd><dd class="swap-date">{esc(r[3])}</dd></dl>'
        for r in recs
    )
    st = story(
        "Spring show: tables still available",
        "The Editor",
        "The Editor",
        "2012-03-03T12:00:00-07:00",
        "March 3, 2012",
        """
The Circle's spring show at the Grange Hall is four weeks away and we still have six sale tables at $15 each. Contact the treasurer to book.

Layouts confirmed so far: the Timberline module set, "Silver Gulch" and the kids' loop. Set-up starts at 7am.

As always, the members' swap list follows. Entries stay up for sixty days.
""",
        declare="visible",
    )
    parts = PartsK(
        after=f'<div class="swap-shop"><h3>Swap Shop</h3>{items}<p>Members only may list. Contact sellers directly.</p></div>',
        rail=rail("k2", box("k2", "Next meeting", "<p>March 15, 7pm, Grange Hall</p>")),
    )
    return make(
        "o-la-en-swaplist",
        "lookalike",
        "k2",
        "swap-rail",
        st,
        parts,
        [],
        path="/articles/item/61-spring-show-tables-still-available.html",
        container="-",
        heading=None,
        description="A modellers' club journal on Joomla: a show notice and the members' swap list (HAVE/WANT, member number and name, a sentence, the date posted) as definition lists.",
        lookalikes=("members' swap list: have/want entries with names, texts and dates",),
    )


# --------------------------------------------------------------------------- nl: emergency pager feed


def p2000() -> Case:
    recs = _recs(
        """
08:41:12 | Brandweer | P 2 BDH-02 Buitenbrand (container) Noordendijk Dordrecht 172531
08:33:50 | Ambulance | A1 Spoorzonelaan Dordrecht 17109 Rit 24210
08:20:04 | Politie | P 1 Verkeersongeval letsel A16 Li 41,2 Dordrecht
08:02:37 | Brandweer | P 3 BDH-02 Assistentie ambulance Vrieseweg Dordrecht
07:45:19 | Ambulance | B1 Albert Schweitzerplaats Dordrecht 17121 Rit 24188
"""
    )
    items = "".join(
        f'<tr class="p2k p2k-{esc(r[1].lower())}"><td class="p2k-tijd">{esc(r[0])}</td><td class="p2k-dienst">{esc(r[1])}</td><td class="p2k-melding">{esc(r[2])}</td></tr>'
        for r in recs
    )
    st = story(
        "Containerbrand aan de Noordendijk snel geblust",
        "Redactie 112",
        "Redactie 112",
        "2012-03-06T09:15:00+01:00",
        "dinsdag 6 maart 2012, 09:15",
        """
Een brand in een afvalcontainer aan de Noordendijk in Dordrecht is dinsdagochtend snel geblust. De brandweer was binnen enkele minuten ter plaatse.

Er raakte niemand gewond. De politie onderzoekt of de brand is aangestoken; het is de derde containerbrand in de wijk deze maand.

Hieronder de meest recente meldingen uit de regio.
""",
        declare="og",
    )
    parts = PartsK(
        after=f'<div class="p2000-feed"><h3>Live meldingen Drechtsteden</h3><table class="p2k-tabel">{items}</table><p class="p2k-bron">Bron: P2000-netwerk, automatisch bijgewerkt</p></div>'
        '<p class="reacties-uit">Reageren op 112-berichten is niet mogelijk.</p>',
        rail=rail(
            "paper",
            box("paper", "Meest gelezen", rows("paper", ["Nieuwe brug over de Merwede", "Markt verhuist"])),
            links="Contact|Adverteren|Privacy",
        ),
    )
    return make(
        "o-la-nl-p2000",
        "lookalike",
        "paper",
        "nl-p2000",
        st,
        parts,
        [],
        path="/112/containerbrand-aan-de-noordendijk-snel-geblust",
        container="-",
        heading=None,
        description="A Dutch local paper's 112 story with a live feed of emergency-pager messages (time, service, message) and the note that reacting to 112 stories is not possible.",
        lookalikes=("emergency-pager feed with times, services and messages",),
    )


# --------------------------------------------------------------------------- de: summit register entries


def gipfelbuch() -> Case:
    recs = _recs(
        """
04.03.2012 | Sepp und Vroni aus Sonthofen | Traumtag! Aufstieg mit Schneeschuhen über die Alpe, oben windstill und Fernsicht bis zur Zugspitze.
03.03.2012 | Familie Kraus (Kempten) | Mit den Kindern bis zur Hütte, der Gipfel war uns zu vereist. Nächstes Mal!
03.03.2012 | Bergsteigergruppe Immenstadt | 14 Leute, 1 Hund, 3 Liter Tee. Danke an die Hüttenwirtin für den Kaiserschmarrn.
29.02.2012 | Thomas R. | Schaltjahr-Gipfel! Harschdeckel ab 1600 m, Steigeisen waren Gold wert.
"""
    )
    items = "".join(
        f'<div class="gb-eintrag"><div class="gb-kopf"><span class="gb-datum">{esc(r[0])}</span> – <span class="gb-name">{esc(r[1])}</span></div><div class="gb-text">{esc(r[2])}</div></div>'
        for r in recs
    )
    st = story(
        "Winterbegehung: Über die Alpe auf das Rindalphorn",
        "Bergfex",
        "Bergfex",
        "2012-03-05T19:00:00+01:00",
        "5. März 2012",
        """
Bei bestem Winterwetter ging es am Sonntag mit Schneeschuhen über die Alpe auf das Rindalphorn. Der Aufstieg dauert gut drei Stunden, der letzte Hang ist bei Harsch heikel.

Das Gipfelbuch liegt in einer Blechkiste am Kreuz. Ich habe die letzten Einträge abfotografiert und abgeschrieben, weil sie so schön sind.
""",
        declare="visible",
    )
    parts = PartsK(
        after=f'<div class="gipfelbuch"><h3>Aus dem Gipfelbuch</h3>{items}</div>'
        '<p class="kommentare">Kommentare sind geschlossen.</p>',
        rail=rail(
            "tiny",
            box("tiny", "Touren 2012", rows("tiny", ["Grünten", "Stuiben", "Hochgrat"])),
            links="Impressum|Kontakt",
        ),
    )
    return make(
        "o-la-de-gipfelbuch",
        "lookalike",
        "tiny",
        "de-gipfel",
        st,
        parts,
        [],
        path="/touren/2012/03/winterbegehung-rindalphorn.html",
        container="-",
        heading=None,
        description="A German hiking blog's tour report with the summit register's latest entries copied from the book (date, names, a sentence), comments closed.",
        lookalikes=("summit register entries with dates, names and texts",),
    )
