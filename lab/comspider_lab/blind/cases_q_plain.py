"""Blind set Q: pages without any reader comment, full of the era's list-like furniture of kinds sets A to P did not
use: a photo essay's captions with photographers and times, a weekly's church notes signed by the people who sent
them, a property page's open homes with agents and times, a Linux blog's mirror list with maintainers, a farmers'
association's minutes with motions, a radio club's contact log, a sports club's volunteer rota and a museum's
object list with donors (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_q_common import PartsK, box, cloud, esc, links, make, story
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines() if line.strip()]


# --------------------------------------------------------------------------- en: photo essay captions and EXIF


def en_photo() -> Case:
    photos = _rows(
        """
Gus Arvidsen | March 3, 2012 6:42 am | The first open water at the mouth of Birch Creek, where the current keeps the ice thin all winter.
Gus Arvidsen | March 3, 2012 6:58 am | Two ice fishermen pulling their shanty off the lake a week later than they should have.
Ingrid Solberg | March 3, 2012 7:15 am | A pair of goldeneyes on the lead of open water, the first ducks back this spring.
Gus Arvidsen | March 3, 2012 7:31 am | Pressure ridge near Ferry Point, pushed up almost six feet by the wind overnight.
Walt Kimura | March 3, 2012 8:05 am | The old ore dock in fog, seen from the breakwall. Its lights have not been lit since 1994.
Ingrid Solberg | March 3, 2012 8:22 am | Ice candles: long crystals that form as the lake ice rots and chime when the waves move them.
Gus Arvidsen | March 3, 2012 9:10 am | The sun finally burning through over Gull Rock, and the end of a very cold morning.
"""
    )
    figs = "".join(
        f'<div class="ph" id="ph{i + 1}"><img src="/_avatar/ice-out-{i + 1}.jpg" width="560" height="373" alt="">'
        f'<p class="ph-cap">{i + 1}. {esc(t)}</p><p class="ph-cred">Photo: <a href="/photographers/{esc(n.split()[0].lower())}/">{esc(n)}</a> &middot; {esc(w)}</p></div>'
        for i, (n, w, t) in enumerate(photos)
    )
    exif = (
        '<div class="exif"><h4>Shot details (photo 4)</h4><dl><dt>Camera</dt><dd>DSLR, 24-105mm lens</dd><dt>Exposure</dt><dd>1/250 s at f/8</dd>'
        "<dt>ISO</dt><dd>200</dd><dt>Taken</dt><dd>March 3, 2012 7:31:12 am</dd><dt>Location</dt><dd>Ferry Point, north shore</dd></dl></div>"
    )
    after = (
        f'<div class="essay">{figs}</div>{exif}<p class="prints">Prints of these photographs are available in three sizes. <a href="/prints/">Order prints</a></p>'
        '<div class="closed-note"><p><i>Comments are closed for this post.</i></p></div>'
    )
    st = story(
        "Ice out on Lake Tamsin: one morning on the north shore",
        "Gus Arvidsen",
        "2012-03-04T20:00:00-06:00",
        "Sunday, March 4, 2012",
        """
Every spring I try to be on the shore the morning the ice starts to let go. This year it came early, and I was there with two friends from the camera club before sunrise.

Seven frames from three hours between Birch Creek and Gull Rock, in the order we took them.
""",
        declare="visible",
        kicker="ice, Lake Tamsin, spring, north shore",
    )
    rail = (
        box(
            "bspot",
            "About",
            "Gus Arvidsen photographs the north shore in every season. Workshops run May to October.",
        )
        + box("bspot", "Galleries", links("Winter on the shore|Lighthouses|The ore docks|Birds of the lake"))
        + box("bspot", "Labels", cloud("birds:3, fog:2, ice:5, lighthouses:4, storms:3, sunrise:4"))
    )
    return make(
        "q-la-en-photo-captions",
        "lookalike",
        "bspot",
        "en-photo",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/2012/03/ice-out-on-lake-tamsin.html",
        container="-",
        heading=None,
        description="A photographer's blog post: seven photographs, each with a numbered caption sentence and 'Photo: Name · March 3, 2012 6:42 am' (three photographers), a shot-details list; 'Comments are closed for this post.'",
        lookalikes=("photo captions with photographers' names, times and a sentence each", "EXIF details"),
    )


# --------------------------------------------------------------------------- en: church notes column


def en_church() -> Case:
    notes = _rows(
        """
St. Alban's, Pembury | Lent lunches | Soup and bread every Wednesday in Lent at 12.30 in the church hall, all donations to the food bank. | Margaret Eldridge | Feb. 28
Clayhatch Methodist | Choir needs tenors | The choir is short of men's voices for the Easter cantata and rehearses Thursdays at 7.45pm. | Rev. Peter Sandys | Feb. 29
Ditton Parva Baptist | Quiet day | A quiet day of prayer and reflection on Saturday 10 March, bring a packed lunch. | Anne Carrow | Feb. 27
Our Lady of the Fields | Mothering Sunday posies | Children will hand out posies at the 10am Mass on 18 March; volunteers to make them meet Friday at 4pm. | Bridget Mulhall | Mar. 1
St. Alban's, Pembury | Bell ringers | The tower welcomes new learners of any age on Tuesday evenings; no musical experience needed. | Colin Weatherby | Feb. 26
Pembury Free Church | Messy Church | Crafts, songs and a meal for families on the first Sunday of the month at 4pm. | Jo Penfold | Feb. 28
Ditton Magna, St. Mary's | Roof appeal | The appeal has reached £31,400 of its £48,000 target; thanks to everyone who came to the quiz night. | Graham Ives | Mar. 1
Clayhatch Methodist | Lent course | The five-week course on the Psalms continues on Monday at 2pm in the manse. | Rev. Peter Sandys | Feb. 29
"""
    )
    items = "".join(
        f'<tr><td valign="top"><font size="2"><b>{esc(ch)}</b><br><i>{esc(h)}</i><br>{esc(t)}<br><font size="1" color="#666666">&mdash; Submitted by {esc(n)}, {esc(d)}</font></font><br><br></td></tr>'
        for ch, h, t, n, d in notes
    )
    after = (
        f'<table width="100%" cellpadding="4" cellspacing="0" border="0">{items}</table>'
        '<p><font size="1">Send your church notes to <a href="mailto:churchnotes@pembury-advertiser.example">churchnotes@pembury-advertiser.example</a> by noon on Monday for Thursday\'s paper.</font></p>'
        '<p><font size="1">Share: <a href="#">E-mail</a> | <a href="#">Facebook</a> | <a href="#">Twitter</a></font></p>'
    )
    st = story(
        "Church notes: Lent lunches, a quiet day and the roof appeal",
        "Compiled by Helen Arkwright",
        "2012-03-01T09:00:00+00:00",
        "Thursday, March 1, 2012",
        """
The news from the churches of Pembury, Clayhatch and the Ditton villages this week, as sent in by our readers.
""",
        declare="metadate",
        section="Community",
    )
    rail = box(
        "tbl",
        "Community",
        links(
            "WI celebrates 90 years|Scouts' jumble sale raises £600|Village hall bookings open|Pembury in Bloom seeks judges"
        ),
    ) + box("tbl", "Property", links("Cottage in Clayhatch, £245,000|Three-bed semi, Pembury, £210,000"))
    return make(
        "q-la-en-church-notes",
        "lookalike",
        "tbl",
        "en-church",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/community/church-notes-lent-lunches-quiet-day-roof-appeal.html",
        container="-",
        heading=None,
        description="A weekly paper's table-layout page of church notes: eight notices (church, heading, a sentence, '— Submitted by Name, Feb. 28'), nothing else below.",
        lookalikes=("church notices signed by the people who sent them, with dates",),
    )


# --------------------------------------------------------------------------- en: open homes block


def en_homes() -> Case:
    homes = _rows(
        """
14 Harrow Lane, Westhaven | Offers over $485,000 | Sunny three-bedroom bungalow with a new kitchen and a garden that backs onto the reserve. | Dianne Kowal, Harbourside Realty | Sat 10 Mar, 11:00-11:45am
2/39 Quay Street, Westhaven | $329,000 | First-floor unit with harbour glimpses, one car park and low body corporate fees. | Marcus Tiller, Tiller & Co | Sat 10 Mar, 12:00-12:30pm
88 Ridge Road, Northcliff | Auction 24 March | Family home on 900 square metres with a sleepout and a double garage. | Priya Anand, Coastline Property | Sat 10 Mar, 1:00-1:45pm
5 Kauri Close, Westhaven | $512,000 | Four bedrooms, two bathrooms and a quiet cul-de-sac a short walk to the school. | Dianne Kowal, Harbourside Realty | Sun 11 Mar, 11:00-11:30am
17 Beach Parade, Oyster Bay | Price by negotiation | Original 1950s bach on the beachfront, a renovator's dream. | Ron Whitaker, Bayside First National | Sun 11 Mar, 12:00-12:45pm
203 Main North Road, Northcliff | $299,000 | Two-bedroom cottage with a workshop, ideal first home. | Marcus Tiller, Tiller & Co | Sun 11 Mar, 2:00-2:30pm
9 Fernleaf Way, Westhaven | Tender closes 21 March | Architect-designed townhouse with a rooftop deck. | Priya Anand, Coastline Property | Sun 11 Mar, 3:00-3:30pm
"""
    )
    items = "".join(
        f'<div class="oh"><img src="/_avatar/house-{i + 1}.jpg" width="120" height="90" alt="" style="float:left;margin-right:8px"><h4 class="oh-addr">{esc(a)}</h4>'
        f'<p class="oh-price">{esc(p)}</p><p class="oh-desc">{esc(t)}</p><p class="oh-agent">Agent: <b>{esc(n)}</b> &middot; Open: {esc(w)}</p><div style="clear:both"></div></div>'
        for i, (a, p, t, n, w) in enumerate(homes)
    )
    after = (
        f'<div class="openhomes"><h3 class="oh-title">Open homes this weekend</h3>{items}<p><a href="/property/">See all 214 listings &raquo;</a></p></div>'
        '<div class="respond-box"><h4>Have your say</h4><p>Be the first to have your say on this story.</p><form method="post" action="/have-your-say"><input type="text" name="name" value="Name"><br>'
        '<textarea name="msg" rows="4" cols="50"></textarea><br><input type="submit" value="Submit"></form></div>'
    )
    st = story(
        "Westhaven house prices up 4.2 per cent in a year",
        "Claire Huntley",
        "2012-03-09T06:00:00+13:00",
        "9 March 2012, 6:00am",
        """
The average house price in Westhaven rose 4.2 per cent in the year to February, to $402,000, according to figures released yesterday by the property institute.

Agents say demand is strongest for family homes near the schools, while apartments in the town centre are taking longer to sell.

First-home buyers made up a quarter of sales, the highest share since 2007.
""",
        declare="og",
        section="Property",
        kicker="property, house prices, Westhaven",
    )
    rail = box(
        "portal",
        "Most read",
        links(
            "Ferry timetable changes from Monday|Harbour swim raises $12,000|New cafe for the old post office|Rugby: Westhaven beat Northcliff"
        ),
    ) + box("portal", "Weather", "<p>Westhaven: 21°C, fine</p>")
    return make(
        "q-la-en-open-homes",
        "lookalike",
        "portal",
        "en-homes",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/property/westhaven-house-prices-up-4-2-per-cent",
        container="-",
        heading=None,
        description="A town news portal's property story: seven open homes (address, price, a sentence, 'Agent: <b>Name</b> · Open: Sat 10 Mar, 11:00-11:45am'), and an empty 'Have your say' form ('Be the first to have your say').",
        lookalikes=(
            "open homes with agents' names, times and a sentence each",
            "an empty 'Have your say' form",
        ),
    )


# --------------------------------------------------------------------------- id: download mirrors with maintainers


def id_mirror() -> Case:
    mirrors = _rows(
        """
mirror.kampus-bandel.ac.id | Bandung | Rizky Pratama | diperbarui 2 jam yang lalu | Sinkron setiap 4 jam dari server utama, kecepatan bagus untuk pengguna Jawa Barat.
repo.warnet-cibiru.net | Bandung | Ade Suryana | diperbarui 3 jam yang lalu | Mirror milik komunitas, kadang lambat di jam sibuk sore hari.
linux.datacenter-sby.co.id | Surabaya | Fajar Nugroho | diperbarui 5 jam yang lalu | Tersedia juga lewat rsync untuk mirror lain.
pustaka.unmal.ac.id | Malang | Dewi Lestari | diperbarui kemarin | Hanya arsitektur i386 dan amd64, tanpa file sumber.
mirror.nusantara-hosting.id | Jakarta | Budi Hartono | diperbarui 1 jam yang lalu | Paling cepat untuk pengguna Jabodetabek menurut pengujian saya.
repo.polinema-jaringan.ac.id | Medan | Siti Rahmawati | diperbarui 6 jam yang lalu | Mirror baru, mulai aktif bulan lalu.
ftp.komunitas-mks.or.id | Makassar | Andi Mappaewa | diperbarui 2 hari yang lalu | Sedang dalam perbaikan disk, mohon gunakan mirror lain dulu.
"""
    )
    rows = "".join(
        f'<tr><td><a href="http://{esc(h)}/">{esc(h)}</a></td><td>{esc(k)}</td><td>{esc(n)}</td><td>{esc(w)}</td><td>{esc(t)}</td></tr>'
        for h, k, n, w, t in mirrors
    )
    after = (
        '<h3>Daftar mirror lokal</h3><table class="mirrors" border="1" cellpadding="4" cellspacing="0"><tr><th>Mirror</th><th>Kota</th><th>Pengelola</th><th>Status</th><th>Catatan</th></tr>'
        f"{rows}</table><p>Cek checksum MD5 sebelum membakar ke CD: <code>3f1c...a92e  rilis-12.04-desktop-amd64.iso</code></p>"
        '<p class="closed">Komentar ditutup. Silakan bertanya di forum komunitas.</p>'
    )
    st = story(
        "Rilis 12.04 sudah bisa diunduh dari mirror lokal",
        "Bayu Satriyo",
        "2012-04-27T08:15:00+07:00",
        "27 April 2012",
        """
Rilis LTS terbaru sudah keluar kemarin malam dan sebagian besar mirror di Indonesia sudah selesai sinkron pagi ini. Unduh dari mirror lokal jauh lebih cepat daripada dari server luar negeri.

Berikut daftar mirror yang saya cek pagi ini, lengkap dengan pengelolanya. Terima kasih untuk para admin yang sudah begadang.
""",
        declare="og",
        kicker="rilis, mirror, unduh",
    )
    rail = (
        box("mtype", "Cari", '<form><input type="text" name="s" size="18"></form>')
        + box(
            "mtype",
            "Tulisan terbaru",
            links(
                "Memasang server file di rumah dengan komputer bekas|Tips menghemat kuota saat update|Kopdar komunitas bulan Mei"
            ),
        )
        + box("mtype", "Label", cloud("debian:2, jaringan:3, kopdar:1, rilis:4, server:5, tutorial:5"))
    )
    return make(
        "q-la-id-mirror-list",
        "lookalike",
        "mtype",
        "id-mirror",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/2012/04/rilis-12-04-mirror-lokal/",
        container="-",
        heading=None,
        description="An Indonesian Linux blog: a table of seven local download mirrors (host, city, the maintainer's name, 'diperbarui 2 jam yang lalu', a sentence each); 'Komentar ditutup.'",
        lookalikes=("download mirrors with maintainers' names, relative times and a note each",),
    )


# --------------------------------------------------------------------------- af: minutes with motions


def af_notule() -> Case:
    items = _rows(
        """
19:12 | Koos van Wyk | Marietjie Botha | Die notule van die vorige jaarvergadering word goedgekeur soos voorgelê. | Aanvaar
19:25 | Gert Cloete | Sannie Louw | Die jaarlikse ledegeld word verhoog na R350 per gesin, met korting vir pensioenarisse. | Aanvaar, 3 teen
19:41 | Hennie Steyn | Pieter du Toit | Die vereniging skryf aan die munisipaliteit oor die toestand van die grondpad na Rietfontein. | Aanvaar
19:58 | Anna Jacobs | Koos van Wyk | Die skou word vanjaar op die tweede Saterdag in April gehou in plaas van die eerste. | Aanvaar
20:10 | Pieter du Toit | Gert Cloete | R5 000 uit die reserwefonds word bewillig vir nuwe krale by die skougronde. | Uitgestel na Junie
20:22 | Marietjie Botha | Anna Jacobs | 'n Bedankingsbrief word aan die kerkraad gestuur vir die gebruik van die saal. | Aanvaar
20:35 | Sannie Louw | Hennie Steyn | Die jeugafdeling kry sy eie stand by die skou vir die verkoop van koek en pannekoek. | Aanvaar
"""
    )
    lis = "".join(
        f"<li><b>{esc(t)}</b> &ndash; Voorgestel deur {esc(a)}, gesekondeer deur {esc(b)}: {esc(m)} <i>({esc(r)})</i></li>"
        for t, a, b, m, r in items
    )
    after = (
        "<h3>Teenwoordig</h3><p>H. Steyn (voorsitter), M. Botha (sekretaresse), K. van Wyk, G. Cloete, S. Louw, P. du Toit, A. Jacobs en 23 lede.</p>"
        f'<h3>Besluite</h3><ol class="mosies">{lis}</ol><p>Die vergadering is om 20:48 met gebed deur oom Gert Cloete afgesluit.</p>'
        '<div class="postfoot-c"><a href="#">0 opmerkings</a></div>'
    )
    st = story(
        "Notule van die algemene jaarvergadering, 1 Maart 2012",
        "Hennie Steyn",
        "2012-03-03T09:00:00+02:00",
        "Saterdag 3 Maart 2012",
        """
Die algemene jaarvergadering van die Bo-Karoo Boerevereniging is op Donderdag 1 Maart in die NG-kerksaal gehou. Hier volg die notule soos deur die sekretaresse opgestel.

Die vergadering is om 19:00 deur die voorsitter geopen.
""",
        declare="visible",
        kicker="vergaderings, skou, notule",
    )
    rail = (
        box(
            "bspot",
            "Oor ons",
            "Die Bo-Karoo Boerevereniging se blog: nuus, vergaderings en die jaarlikse skou.",
        )
        + box(
            "bspot",
            "Argief",
            "<ul><li>&#9660; 2012 (4)<ul><li>&#9660; Maart (1)</li><li>&#9658; Februarie (2)</li></ul></li><li>&#9658; 2011 (17)</li></ul>",
        )
        + box("bspot", "Etikette", cloud("droogte:3, lede:2, notule:4, skou:5, wol:3"))
    )
    return make(
        "q-la-af-notule-mosies",
        "lookalike",
        "bspot",
        "af-notule",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/2012/03/notule-jaarvergadering-1-maart-2012.html",
        container="-",
        heading=None,
        description="An Afrikaans farmers' association blog: the minutes of its annual meeting, seven motions each with a time, 'Voorgestel deur Name, gesekondeer deur Name:', the motion and the outcome; a '0 opmerkings' link.",
        lookalikes=("minutes: motions with times and members' names",),
    )


# --------------------------------------------------------------------------- lv: radio club's contact log


def lv_qso() -> Case:
    log = _rows(
        """
06:42 | YL2AGR | Aigars | 40 m SSB | 59/59 | Pirmais sakars šorīt, Aigars no Talsiem dzirdams lieliski.
07:15 | ES5MJ | Mart | 40 m CW | 579/569 | Kaimiņš no Tartu, kā katru svētdienu.
08:03 | SM0XLK | Lars | 20 m SSB | 57/55 | Stokholma, Larss stāstīja, ka viņiem vēl ir sniegs.
09:30 | OH3GNV | Pekka | 20 m CW | 599/599 | Ātrs sakars, Pekka strādā konkursā.
10:48 | LY2BTQ | Rūta | 40 m SSB | 59/58 | Rūta no Šauļiem pirmo reizi ēterā ar jauno antenu.
12:20 | DL7ZFA | Jörg | 20 m PSK31 | - | Digitālais sakars, Jörg atsūtīja savu QSL karti elektroniski.
14:05 | YL3FQ | Inese | 80 m SSB | 59/59 | Klubā nolēmām nākamsvētdien rīkot sanāksmi Kuldīgā.
"""
    )
    rows = "".join(
        f"<tr><td>{esc(t)} UTC</td><td><b>{esc(call)}</b></td><td>{esc(op)}</td><td>{esc(b)}</td><td>{esc(r)}</td><td>{esc(n)}</td></tr>"
        for t, call, op, b, r, n in log
    )
    after = (
        '<p class="entrymeta">Noskaņojums: apmierināts<br>Mūzika: morzes ābece</p>'
        '<table border="1" cellpadding="3" cellspacing="0" class="logs"><tr><th>Laiks</th><th>Izsaukuma signāls</th><th>Operators</th><th>Josla</th><th>RST</th><th>Piezīme</th></tr>'
        f"{rows}</table><p>Kopā 7 sakari, 6 valstis. 73!</p>"
        '<p align="center"><font size="-1">(<a href="?mode=reply">Pievienot komentāru</a>)</font></p>'
    )
    st = story(
        "Svētdienas rīts ēterā: sakaru žurnāls",
        "yl2qxk",
        "2012-03-04T15:30:00+02:00",
        "Svētdiena, 2012. gada 4. marts",
        """
Šorīt beidzot uzstādīju jauno dipolu uz šķūņa jumta un pavadīju visu rītu pie raidītāja. Apstākļi 20 metros bija labi, 80 metros pēcpusdienā sliktāki.

Zemāk mans šodienas sakaru žurnāls. Paldies visiem, kas atbildēja!
""",
        declare="visible",
        kicker="ēters, antenas, sakari",
        updated_shown="15:30",
    )
    rail = box(
        "journal",
        "Navigācija",
        '<a href="/">Jaunākie ieraksti</a><br><a href="/calendar">Arhīvs</a><br><a href="/friends">Draugi</a>',
    ) + box("journal", "Birkas", cloud("antenas:4, CW:3, ēters:5, klubs:2, QSL:3"))
    return make(
        "q-la-lv-qso-log",
        "lookalike",
        "journal",
        "lv-qso",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/8841.html",
        container="-",
        heading=None,
        description="A Latvian radio amateur's hosted journal: the day's contact log as a table (UTC time, call sign, the operator's first name, band, report and a sentence each); a '(Pievienot komentāru)' link and no comment.",
        lookalikes=("a radio contact log: times, call signs, operators' names and a note each",),
    )


# --------------------------------------------------------------------------- fi: volunteer rota


def fi_talkoot() -> Case:
    rota = _rows(
        """
La 16.6. klo 8–12 | Matti Koskinen | Kenttien viivoitus | Matti tuo oman viivainkoneen, tarvitaan vielä kaksi kantajaa.
La 16.6. klo 8–14 | Sari Heinonen | Kahvio | Sari ja Tuula paistavat pullat perjantai-iltana seurantalolla.
La 16.6. klo 10–16 | Jukka Rantanen | Kuulutukset | Jukka hoitaa äänentoiston ja tulospalvelun kuulutukset.
La 16.6. klo 12–18 | Tuula Mäkelä | Arpajaiset | Palkintoja otetaan vastaan torstaihin asti.
Su 17.6. klo 7–11 | Pekka Lehtonen | Pysäköinti | Pysäköinti koulun pihalla, liivit haetaan varastosta.
Su 17.6. klo 9–13 | Anu Virtanen | Ensiapu | Anulla on voimassa oleva ensiapukortti, tarvitaan yksi pari lisää.
Su 17.6. klo 13–17 | Kari Salo | Palkintojenjako | Kari noutaa mitalit kaupungilta lauantaina.
Su 17.6. klo 16–19 | Heikki Nieminen | Purku ja siivous | Kaikki mukaan, niin päästään ajoissa saunaan!
"""
    )
    items = "".join(
        f'<div class="vuoro"><span class="vuoro-aika">{esc(a)}</span> <b class="vuoro-nimi">{esc(n)}</b> <span class="vuoro-teht">{esc(t)}</span><p class="vuoro-huom">{esc(h)}</p></div>'
        for a, n, t, h in rota
    )
    after = (
        f'<div class="talkoot"><h3>Talkoovuorot</h3>{items}<p>Ilmoittaudu talkoisiin seuran toimistolle tai puhelimitse 040 123 4567.</p></div>'
        '<p class="kommentointi">Kommentointi on suljettu tässä jutussa.</p>'
    )
    st = story(
        "Kesäkisat tulevat taas – talkoolaisia tarvitaan",
        "Liisa Aaltonen",
        "2012-05-30T12:00:00+03:00",
        "30.5.2012 12:00",
        """
Järvikylän Urheilijoiden perinteiset kesäkisat järjestetään kesäkuun puolivälissä urheilukentällä. Mukaan odotetaan yli 400 nuorta urheilijaa ympäri maakuntaa.

Kisojen onnistuminen vaatii noin 60 talkoolaista. Seura julkaisi jo sovitut talkoovuorot, ja vapaita paikkoja on vielä kahviossa ja pysäköinnissä.
""",
        declare="jsonld",
        section="Urheilu",
        kicker="urheilu, talkoot, kesäkisat",
    )
    rail = box(
        "portal",
        "Luetuimmat",
        links(
            "Uimaranta avataan juhannuksena|Kirjaston remontti valmistui|Järvikylän Pallo voitti paikallisottelun|Tietyö kantatiellä"
        ),
    ) + box("portal", "Sää", "<p>Järvikylä: +14 °C, puolipilvistä</p>")
    return make(
        "q-la-fi-talkoovuorot",
        "lookalike",
        "portal",
        "fi-talkoot",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/urheilu/kesakisat-tulevat-taas-talkoolaisia-tarvitaan",
        container="-",
        heading=None,
        description="A Finnish local paper's portal: a sports club's volunteer rota of eight shifts (day and hours, a volunteer's name, the task and a sentence each); 'Kommentointi on suljettu tässä jutussa.'",
        lookalikes=("volunteer rota: shifts with names, times and a sentence each",),
    )


# --------------------------------------------------------------------------- hu: museum object list with donors


def hu_targyak() -> Case:
    objs = _rows(
        """
Hímzett menyasszonyi kendő | Adományozta: Szabó Jánosné, 1987 | A kendőt a család szerint 1902-ben hímezték a faluban, a minta a helyi tulipános motívum. | Lelt. sz. 87.12.1
Kovácsfújtató | Adományozta: ifj. Kelemen Béla, 1994 | A falu utolsó kovácsműhelyéből származik, amely 1968-ig működött a templom mögött. | Lelt. sz. 94.3.2
Iskolai tábla és palavessző | Adományozta: Alsóvölgyi Általános Iskola, 2001 | Az 1930-as évekből való, a régi iskolaépület padlásán találták meg a felújításkor. | Lelt. sz. 2001.5.1
Szőlőprés | Adományozta: Varga Ferenc, 1979 | A múzeum legnagyobb tárgya, hat ember kellett a beszállításához. | Lelt. sz. 79.1.4
Fényképalbum a tűzoltóegyletről | Adományozta: Horváth Margit, 2008 | Száz fénykép 1910 és 1950 között, sokan felismerték rajta nagyszüleiket a megnyitón. | Lelt. sz. 2008.2.7
Cserépkályha-csempe | Adományozta: Nagy Lajos, 1991 | Egy lebontott parasztház kályhájából mentették meg, zöld mázas. | Lelt. sz. 91.8.3
Vasalt láda | Adományozta: Tóth Istvánné, 2010 | Hozományos láda 1880 körülről, a fedelén festett virágokkal. | Lelt. sz. 2010.1.1
"""
    )
    rows = "".join(
        f'<tr><td valign="top"><img src="/_avatar/targy-{i + 1}.jpg" width="90" height="70" alt=""></td><td valign="top"><font size="2"><b>{esc(o)}</b><br>{esc(t)}<br>'
        f'<font size="1" color="#666666">{esc(d)} &middot; {esc(n)}</font></font></td></tr>'
        for i, (o, d, t, n) in enumerate(objs)
    )
    after = f'<h3>A kiállítás tárgyai</h3><table width="100%" cellpadding="4" cellspacing="0" border="0">{rows}</table><p><font size="1">A kiállítás keddtől vasárnapig 10 és 17 óra között látogatható.</font></p>'
    st = story(
        "Új állandó kiállítás nyílt a falumúzeumban",
        "Kovács Eszter",
        "2012-03-02T10:00:00+01:00",
        "2012. március 2., péntek 10:00",
        """
Szombaton nyílt meg az alsóvölgyi falumúzeum megújult állandó kiállítása. A tárlat a falu mindennapjait mutatja be a 19. század végétől a hatvanas évekig.

A tárgyak nagy részét helyi családok adományozták az elmúlt harminc évben. Az alábbiakban a kiállítás legfontosabb darabjait mutatjuk be.
""",
        declare="metadate",
        section="Kultúra",
    )
    rail = box(
        "tbl",
        "Legolvasottabb",
        links(
            "Felújítják a Petőfi utcát|Nyert a helyi kézilabdacsapat|Falunap augusztusban|Új orvosi rendelő"
        ),
    ) + box("tbl", "Időjárás", "Alsóvölgy: 9 °C, napos")
    return make(
        "q-la-hu-muzeum-targyak",
        "lookalike",
        "tbl",
        "hu-targyak",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/kultura/uj-allando-kiallitas-nyilt-a-falumuzeumban.html",
        container="-",
        heading=None,
        description="A Hungarian local paper's table-layout page: a village museum's new exhibition, seven objects (a title, a sentence, 'Adományozta: Name, 1987' and an inventory number each).",
        lookalikes=("museum objects with donors' names, years and a sentence each",),
    )
