"""Blind set BQ: four article pages of 2010-2014 without any reader comment whose furniture holds a list of a kind no
earlier set listed, with a discussion entry's shape (a name, a date or time, a short text): a geocache's latest logs,
among them the cache owner's note answering a finder (nb), a released library book's travel journal with each
finder's entry (hu), an extract of a radio amateurs' field-day log with a remark per contact (et), a film critics'
panel of one-line verdicts with stars (pl). Every name, place and text invented for this set; each entry written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import Bits, Case, Piece, box, case, cloud, esc, links, rows


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
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
        lookalikes=(what,),
    )


def nb_geocache() -> Case:
    logs = rows("""
Funnet | fjellrev79 | 14.06.2012 | TFTC! Fin tur opp med hunden i morges. Boksen lå tørt og fint, byttet en nøkkelring mot en ballong.
Funnet | Team Bakkeløkka | 13.06.2012 | Hele familien på tur, og fireåringen fant den først! Logget to andre på veien ned også. Takk for løypa!
Ikke funnet | gpsgubben | 12.06.2012 | Lette en halvtime i tåke og vind, koordinatene hoppet rundt. Prøver igjen når det klarner.
Notat | Fjellheia Turlag (eier) | 12.06.2012 | Boksen er sjekket etter pinsehelga og har fått nytt lokk. Loggboka er nesten full, ny kommer neste uke.
Funnet | Solveig og Arne | 10.06.2012 | Nydelig utsikt mot Storvatnet. Vi tok med oss litt søppel ned. TFTC
Funnet | mtbkaren | 09.06.2012 | FTF! Første funn fra sykkelsetet, tunge siste hundre meter. Logget kl. 06.12.
Trenger vedlikehold | gpsgubben | 08.06.2012 | Lokket på boksen er sprukket, det har kommet litt vann inn.
""")
    icon = {"Funnet": "☺", "Ikke funnet": "☹", "Notat": "✎", "Trenger vedlikehold": "⚠"}
    block = (
        '<div class="fa-cache"><h3>Siste logger fra GC3QX7P «Utsikten på Storvarden»</h3><p class="fa-cinfo">Vanskelighetsgrad 2 · Terreng 3 · Lagt ut 8. juni 2012 av Fjellheia Turlag</p>'
        '<table class="fa-logg" cellspacing="0">'
        + "".join(
            f'<tr><td class="fa-type" title="{esc(t)}">{icon[t]} {esc(t)}</td><td class="fa-who"><b>{esc(w)}</b><br /><span>{esc(d)}</span></td><td class="fa-txt">{esc(x)}</td></tr>'
            for t, w, d, x in logs
        )
        + '</table><p class="fa-mer"><a href="/out/geocache/GC3QX7P">Se alle 23 logger på geocaching-siden</a></p></div>'
    )
    side = (
        box(
            "nb-fjellheia",
            "Mest lest",
            links(
                (
                    "Rekordmange på Fjellheia-marsjen",
                    "Bru over Storelva stengt i to uker",
                    "Ny kiosk på toppen av Storvarden?",
                    "Fjellheia IL rykket opp",
                ),
                "/nyheter/",
                "ol",
            ),
        )
        + box(
            "nb-fjellheia",
            "Siste nytt",
            "<ul>"
            + "".join(
                f"<li><b>{esc(t)}</b> {esc(h)}</li>"
                for t, h in rows("""
13.40 | Sauer på veien ved Fjellstua – kjør forsiktig
11.05 | Turlaget søker frivillige til stimerking
08.30 | Kraftig regn ventet i kveld
""")
            )
            + "</ul>",
        )
        + box(
            "nb-fjellheia",
            "Stikkord",
            cloud("geocaching:3, turlaget:4, Storvarden:3, fjelltur:5, sykkel:2, familie:2"),
        )
    )
    piece = Piece(
        "Ny geocaching-løype på Fjellheia: tolv skatter å finne",
        "Tekst og foto: Ingrid Haugland",
        "2012-06-15T08:00:00+02:00",
        "15. juni 2012",
        """
Fjellheia Turlag har lagt ut tolv gjemte bokser langs stiene rundt Storvarden. Med en GPS eller en mobiltelefon kan hvem som helst lete etter dem, og i hver boks ligger en loggbok og noen små byttesaker.

Den første boksen ble lagt ut 8. juni, og allerede etter en uke var den funnet over tjue ganger. – Vi ville få flere barnefamilier ut på tur, og det ser ut til å fungere, sier turlagsleder Per Øyvind Rustad.

Løypa er cirka ni kilometer lang. Kart og koordinater finnes på turlagets nettside og på den internasjonale geocaching-siden.
""",
        dek="Første boks var funnet tjue ganger på en uke.",
        section="Friluft",
        tags=("geocaching", "turlaget", "Storvarden"),
        caption="Den første boksen ligger ved varden på toppen. Foto: Ingrid Haugland",
    )
    return _list_case(
        "bq-nb-geocache-logg",
        "nb-fjellheia",
        piece,
        Bits(
            inside=block,
            side=side,
            style=".fa-cache{background:#f3f7ef;border:1px solid #c9d8b9;padding:8px 12px;margin:14px 0}.fa-logg td{border-top:1px solid #d9e4cf;padding:4px 6px;vertical-align:top}.fa-type{white-space:nowrap;font-size:11px}.fa-who span{font-size:11px;color:#777}",
        ),
        "/friluft/ny-geocaching-loype-pa-fjellheia",
        "div.fa-cache: h3 'Siste logger fra GC3QX7P …', table.fa-logg of 7 rows (log type, finder's name and date, text)",
        "a geocache's latest logs, with the cache owner's note answering a finder",
        "A Norwegian local paper of 2012 on a new geocaching trail: a box of a cache's 7 latest logs (found, not found, a maintenance request and the owner's note answering it; each with the finder's name, a date and a short text), no comment area; most read, a latest-news ticker and tags.",
    )


def hu_bookcrossing() -> Case:
    journal = rows("""
Szabadon engedte | Pusztaszéli Városi Könyvtár | 2010. április 23. | A Margit téren, a szökőkút melletti padon hagytuk. Vigyázzatok rá, és adjátok tovább!
Megtalálta | zsuzsi_olvas | 2010. április 23. | Délutáni séta közben vettem észre a padon. Gimnáziumban olvastam utoljára, most újra elkezdtem.
Szabadon engedte | zsuzsi_olvas | 2010. május 2. | A vasútállomás várótermében hagytam, a pénztár melletti polcon.
Megtalálta | Kovács Péter | 2010. május 3. | Reggel a vonatra várva találtam rá. Nem is tudtam, hogy ilyen létezik, rögtön regisztráltam.
Bejegyzés | Kovács Péter | 2010. május 11. | Kiolvastam, és a lányom is elkezdte. Jövő héten Szegedre visszük.
Szabadon engedte | Kovács Péter | 2010. május 17. | Szeged, Dóm tér, a lépcsőn egy nejlontasakban.
Megtalálta | egy névtelen megtaláló | 2010. május 18. | Köszönöm! Turistaként vagyok itt, Debrecenbe viszem magammal.
""")
    block = (
        '<div class="pn-konyv"><h3>Egy szabadon engedett könyv útja</h3><p class="pn-cim"><b>Szabó Ilona: A nyári ház</b> · BCID: 812-7754321 · eddig 7 bejegyzés</p><ol class="pn-naplo">'
        + "".join(
            f'<li><span class="pn-mit">{esc(k)}</span> <b class="pn-ki">{esc(w)}</b> <span class="pn-mikor">{esc(d)}</span><p>{esc(x)}</p></li>'
            for k, w, d, x in journal
        )
        + '</ol><p class="pn-stat">A könyvtár 200 könyvéből eddig 64-et találtak meg és regisztráltak.</p></div>'
    )
    side = (
        box(
            "hu-pusztaszel",
            "Legolvasottabb",
            links(
                (
                    "Lezárják a Kossuth utcát a csatornázás miatt",
                    "Megnyílt a felújított strand",
                    "Új játszótér a Béke-lakótelepen",
                    "Városi majális: a program",
                ),
                "/varos/",
                "ol",
            ),
        )
        + box(
            "hu-pusztaszel",
            "Programajánló",
            links(
                (
                    "április 24. Könyvtári mesedélután",
                    "április 30. Majális a ligetben",
                    "május 2. Anyák napi koncert",
                ),
                "/programok/",
            ),
        )
        + box(
            "hu-pusztaszel",
            "Címkék",
            cloud("könyvtár:4, olvasás:3, Margit tér:2, kultúra:4, gyerekek:2, vasútállomás:1"),
        )
    )
    piece = Piece(
        "Kétszáz könyvet engedett szabadon a városi könyvtár",
        "Írta: Varga Eszter",
        "2010-05-19T10:30:00+02:00",
        "2010. május 19., szerda 10:30",
        """
A Pusztaszéli Városi Könyvtár a könyv világnapján kétszáz kötetet hagyott a város padjain, buszmegállóiban és kávézóiban. Minden könyvben egy matrica és egy azonosító szám van: aki megtalálja, egy nemzetközi honlapon jelezheti, hol bukkant rá, majd továbbadhatja.

Az akció szervezője, Fekete Judit könyvtáros szerint a könyvek egy része már más városokba is eljutott. „Az egyik kötetünket Szegeden, egy másikat Bécsben regisztrálták” – mondta.

Alább egy kötet eddigi útját mutatjuk be a megtalálók bejegyzéseivel.
""",
        dek="Az egyik kötet már Szegeden járt.",
        section="Kultúra",
        tags=("könyvtár", "olvasás"),
        caption="Könyv a Margit tér egyik padján. Fotó: Varga Eszter",
    )
    return _list_case(
        "bq-hu-konyv-naplo",
        "hu-pusztaszel",
        piece,
        Bits(
            inside=block,
            side=side,
            style=".pn-konyv{border:1px solid #ddd;background:#fbf8f1;padding:8px 14px;margin:14px 0}.pn-naplo li{margin-bottom:6px}.pn-naplo p{margin:2px 0}.pn-mit{font-size:11px;color:#a31515;text-transform:uppercase}.pn-mikor{font-size:11px;color:#888}",
        ),
        "/kultura/ketszaz-konyvet-engedett-szabadon-a-varosi-konyvtar",
        "div.pn-konyv: h3 'Egy szabadon engedett könyv útja', ol.pn-naplo of 7 entries (kind, name, date, text)",
        "a released book's travel journal with each finder's entry",
        "A Hungarian town news site of 2010 on a library's book-release campaign: the travel journal of one released book, 7 entries (released, found, a journal note; each with the finder's name, a date and a short text), no comment area; most read, events and tags.",
    )


def et_qso_log() -> Case:
    log = rows("""
09:12 | OH2BXK | 20 m SSB | Kari Helsingist, ütles, et kuuleb meid väga selgelt. Päeva esimene side.
09:40 | SP9QWE | 40 m CW | Kraków. Vahetasime asukohad, lubas saata QSL-kaardi.
10:05 | ES5MJ | 2 m FM | Tartu klubi Mati, soovis edu ja küsis, kas antenn peab tuulele vastu.
11:31 | JA1XYZ | 15 m SSB | Jaapan, Tokyo lähedalt! Signaal nõrk, aga side saadi kätte. Päeva kaugeim.
12:18 | G4ABC | 20 m SSB | Inglismaa, Bristol. Rääkis, et käis Eestis 1992 ja mäletab Munamäge.
13:02 | LY2OK | 40 m SSB | Vilnius. Neil on samal päeval samuti välipäev.
14:47 | VE3RTY | 20 m CW | Kanada, Ontario. Nõrk signaal, kordasime kutsungit kolm korda.
15:30 | ES0XX | 2 m FM | Saaremaa, noor operaator Kertu, tema esimene side mandriga.
""")
    block = (
        '<div class="lt-logi"><h3>Väljavõte välipäeva logist</h3><table class="lt-tabel" cellspacing="0"><tr><th>UTC</th><th>Kutsung</th><th>Ala ja mood</th><th>Märkus</th></tr>'
        + "".join(
            f"<tr><td>{esc(t)}</td><td><b>{esc(c)}</b></td><td>{esc(b)}</td><td>{esc(x)}</td></tr>"
            for t, c, b, x in log
        )
        + '</table><p class="lt-kokku">Kokku 312 sidet 41 riigiga. Logi pidas ES5LT klubijaam.</p></div>'
    )
    side = (
        box(
            "et-louna",
            "Loetuimad",
            links(
                (
                    "Jaanitulel on sel aastal kaks lava",
                    "Maanteel algavad remonttööd",
                    "Kooli lõpetas 48 noort",
                    "Põllumehed ootavad vihma",
                ),
                "/uudised/",
                "ol",
            ),
        )
        + box("et-louna", "Ilm", "<p>Täna: +19 °C, vahelduv pilvisus<br />Homme: +22 °C, päike</p>")
        + box(
            "et-louna", "Märksõnad", cloud("raadio:3, Munamägi:4, huvitegevus:2, noored:3, tehnika:2, suvi:3")
        )
    )
    piece = Piece(
        "Raadioamatöörid said Munamäe välipäeval ühendust 41 riigiga",
        "Tekst: Margus Tamm",
        "2014-06-16T09:00:00+03:00",
        "16. juuni 2014",
        """
Lõunapiiri raadioklubi liikmed püstitasid laupäeval Suure Munamäe jalamile telgi, kaks antenni ja generaatori ning pidasid ööpäeva jooksul 312 raadiosidet. Kaugeim side saadi Jaapaniga.

Klubi esimees Toomas Lepik ütles, et välipäeva eesmärk oli ka noori huvitada. „Kolm kooliõpilast said esimest korda ise eetrisse minna ja see oli päeva parim osa,“ rääkis ta.

Klubi kohtub igal neljapäeval kultuurimaja keldris ning ootab uusi liikmeid.
""",
        dek="Kaugeim side saadi Jaapaniga, esimest korda olid eetris ka kooliõpilased.",
        section="Elu",
        tags=("raadio", "Munamägi", "huvitegevus"),
        caption="Klubi telk ja antennid Munamäe jalamil. Foto: Margus Tamm",
    )
    return _list_case(
        "bq-et-raadio-logi",
        "et-louna",
        piece,
        Bits(
            inside=block,
            side=side,
            style=".lt-logi{border:1px solid #ccc;padding:8px 12px;margin:14px 0}.lt-tabel td,.lt-tabel th{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top;font-size:12px}",
        ),
        "/elu/raadioamatoorid-munamae-valipaeval",
        "div.lt-logi: h3 'Väljavõte välipäeva logist', a table of 8 contacts (UTC time, call sign, band and mode, a remark naming the operator)",
        "a radio amateurs' field-day log with a remark per contact",
        "An Estonian county paper of 2014 on a radio club's field day: an extract of the day's log, 8 contacts (time, call sign, band and mode, and a remark with the distant operator's name and what they said), no comment area; most read, the weather and tags.",
    )


def pl_critics() -> Case:
    panel = rows("""
Anna Wierzbicka | „Gazeta Zatorza” | 4 | Najlepszy polski film o morzu od lat. Zdjęcia zatoki zapierają dech.
Tomasz Lis-Kowalczyk | Radio Zatorze | 3 | Piękny, ale za długi o dobre pół godziny.
Magdalena Rój | blog „Kino po godzinach” | 5 | Katarzyna Zielińska w roli żony kapitana to objawienie sezonu.
Jerzy Pawlak | „Tygodnik Nadmorski” | 2 | Ładne widoczki i nic poza tym. Scenariusz tonie szybciej niż prom.
Ewa Sobczak | portal KinoTeraz | 4 | Film o odchodzeniu, który ani na chwilę nie popada w sentymentalizm.
Krzysztof Mrozek | „Gazeta Zatorza” | 3 | Muzyka lepsza niż dialogi.
""")
    block = (
        '<div class="km-krytycy"><h3>Kinomaniak: oceny krytyków</h3><table class="km-tab" cellspacing="0">'
        + "".join(
            f'<tr><td class="km-kto"><b>{esc(a)}</b><br /><span>{esc(o)}</span></td><td class="km-gw">{"★" * int(s)}{"☆" * (5 - int(s))}</td><td class="km-werdykt">{esc(v)}</td></tr>'
            for a, o, s, v in panel
        )
        + '</table><p class="km-sr">Średnia krytyków: <b>3,5/5</b> · Ocena widzów: <b>7,2/10</b> (1 204 głosy) · <a href="/kino/oceny/ostatni-prom-do-helu">Oceń film</a></p></div>'
    )
    side = (
        box(
            "pl-kinomiasto",
            "Repertuar na dziś",
            "<ul>"
            + "".join(
                f"<li><b>{esc(h)}</b> {esc(t)} <small>({esc(k)})</small></li>"
                for h, t, k in rows("""
16:30 | Ostatni prom do Helu | kino Bałtyk
18:45 | Dom nad rozlewiskiem 3 | kino Bałtyk
19:00 | Ostatni prom do Helu | Kino Studyjne Muza
21:15 | Wyścig z czasem | kino Bałtyk
""")
            )
            + "</ul>",
        )
        + box(
            "pl-kinomiasto",
            "Najczęściej czytane",
            links(
                (
                    "Festiwal filmów krótkich wraca do Zatorza",
                    "Teatr Miejski: premiera „Wesela” w listopadzie",
                    "Kino Muza po remoncie",
                ),
                "/kino/",
                "ol",
            ),
        )
        + box("pl-kinomiasto", "Tagi", cloud("kino:5, recenzje:4, Hel:2, premiery:3, teatr:2, festiwal:3"))
    )
    piece = Piece(
        "„Ostatni prom do Helu”: rodzinna saga na pokładzie",
        "Recenzja: Paweł Grabowski",
        "2011-10-14T12:00:00+02:00",
        "piątek, 14 października 2011",
        """
Nowy film Marii Kalinowskiej opowiada o ostatnim rejsie starego promu, który przez czterdzieści lat kursował między Gdynią a Helem. Kapitan Leon Wrzos (świetny Andrzej Mularczyk) ma przejść na emeryturę razem ze swoim statkiem, a na pokładzie spotyka się cała jego rodzina.

Reżyserka prowadzi opowieść spokojnie, czasem zbyt spokojnie. Drugi akt ciągnie się jak mgła nad zatoką, ale finał, nakręcony o świcie przy helskim porcie, wynagradza cierpliwość.

Film od piątku na ekranach kina Bałtyk i Kina Studyjnego Muza.
""",
        dek="Cztery pokolenia, jeden prom i czterdzieści lat kursów po zatoce.",
        section="Kino",
        tags=("kino", "recenzje", "premiery"),
        caption="Kadr z filmu „Ostatni prom do Helu”. Fot. materiały dystrybutora",
    )
    return _list_case(
        "bq-pl-krytycy",
        "pl-kinomiasto",
        piece,
        Bits(
            inside=block,
            side=side,
            style=".km-krytycy{background:#f3f6f9;border:1px solid #c5d0da;padding:8px 12px;margin:14px 0}.km-tab td{border-bottom:1px solid #dde4ea;padding:4px 6px;vertical-align:top}.km-kto span{font-size:11px;color:#777}.km-gw{color:#d18f00;white-space:nowrap}",
        ),
        "/kino/recenzje/ostatni-prom-do-helu",
        "div.km-krytycy: h3 'Kinomaniak: oceny krytyków', a table of 6 critics (name and outlet, stars, a one-line verdict)",
        "a film critics' panel of one-line verdicts with stars",
        "A Polish culture portal of 2011 in an ASP.NET table layout: a film review with a box of 6 critics' one-line verdicts (name, outlet, stars, verdict) and the critics' and viewers' averages, no comment area; today's screenings, most read and tags.",
    )


def lists_bq() -> list[Case]:
    return [nb_geocache(), hu_bookcrossing(), et_qso_log(), pl_critics()]
