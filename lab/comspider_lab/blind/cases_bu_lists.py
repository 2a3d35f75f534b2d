"""Blind set BU: four pages of 2011-2013 whose furniture holds a list of a kind no earlier set listed, each entry a
name, a date or time and a short text, and no comment area: a diner blog's wall of fame of an eating challenge (en),
a word-watchers' society's word-of-the-year nominations by its panel (en), a Lapland paper's ski resorts' snow reports
by the lift staff (fi), a Dutch town paper's register of freedom-of-information requests (nl). Written for this set;
every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bu_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    cloud,
    esc,
    links,
    rows,
    slug,
    ul,
)


def en_burger_wall() -> Case:
    entries = rows("""
Travis Beaumont | June 2, 2012 | 17:42 | I skipped breakfast and lunch and I still thought I was going to die around the second pound of fries.
Shawna "Little Bit" Okoro | May 19, 2012 | 21:05 | People laughed when I sat down. Nobody laughed at minute twenty.
Deputy Mike Larkin | April 28, 2012 | 28:50 | Did it on my day off. Will not be doing it on a workday. Ever.
The Kettering twins (Rob) | March 10, 2012 | 24:12 | My brother quit at the bun. I finished his pickles too, for the family name.
Earl Pruett | January 21, 2012 | 29:58 | Two seconds to spare. The whole diner counted down. Best night of my life, don't tell my wife.
Becca Tran | November 26, 2011 | 19:37 | Thanksgiving training paid off.
""")
    wall = (
        '<div class="wall-of-fame"><h3>The Brute Burger Wall of Fame</h3><p class="wall-rules">Three pounds of beef, a pound of fries, a pint of slaw, thirty minutes. Finish it and your picture goes on the wall, with your words.</p>'
        + "".join(
            f'<div class="wall-entry"><img src="/_avatar/wall-{slug(n)[:12]}.svg" width="70" height="70" alt="" /><div class="wall-txt">'
            f'<p class="wall-name"><strong>{esc(n)}</strong> · <span class="wall-date">{esc(d)}</span> · time <span class="wall-time">{esc(t)}</span></p>'
            f'<p class="wall-quote">“{esc(q)}”</p></div></div>'
            for n, d, t, q in entries
        )
        + '<p class="wall-foot">Attempts so far in 2012: 61. Finished: 5.</p></div>'
    )
    left = box(
        "en-food",
        "Categories",
        links(("Breakfast", "Burgers", "Challenges", "Pie", "Road trips"), "/cat/"),
        "categories",
    )
    side = (
        box(
            "en-food",
            "Recent Posts",
            links(
                (
                    "The Brute Burger at Sully's: the wall of fame",
                    "Pie crawl, part 3",
                    "Biscuits and gravy ranked",
                    "Route 30 diners",
                ),
                "/",
            ),
            "recent",
        )
        + box(
            "en-food",
            "Tags",
            cloud("burgers:5, pie:4, challenges:3, Ohio:3, Indiana:2, gravy:4, milkshakes:2"),
            "tags",
        )
        + box("en-food", "Subscribe", '<a href="/atom.xml">Subscribe to this blog\'s feed</a>', "syndicate")
    )
    style = ".wall-entry{overflow:hidden;border-bottom:1px dashed #ccc;padding:6px 0}.wall-entry img{float:left;margin-right:8px}.wall-name{margin:0}.wall-quote{margin:2px 0;font-style:italic}.wall-rules,.wall-foot{font-size:11px;color:#666}"
    piece = Piece(
        "The Brute Burger at Sully's: thirty minutes of regret",
        "Posted at 08:15 PM in Challenges",
        "2012-06-14T20:15:00-04:00",
        "June 14, 2012",
        """
Sully's Diner in New Carlow has had the Brute Burger on the board since 1998: three pounds of beef on a bun the size of a hubcap, with the fries and slaw to match. Finish it in half an hour and it is free, and you get your picture on the wall.

I did not finish it. I got through the burger and maybe a third of the fries before my body filed a formal complaint. Sully himself says about one in twelve make it.

Here is the wall as of this week, with each winner's words as Sully wrote them on the back of the photo.
""",
        tags=("burgers", "challenges"),
    )
    return case(
        "bu-en-burger-wall",
        "lookalike",
        "en-food",
        piece,
        Bits(inside=wall, side=side, left=left, style=style),
        [],
        path="/griddle_and_gravy/2012/06/the-brute-burger-at-sullys.html",
        reveal="-",
        container="-",
        heading=None,
        description="An American diner-review blog of June 2012 on a hosted blog engine in three columns: a post on an eating challenge whose wall of fame lists 6 winners, each with a picture, a name, a date, a finishing time and the winner's own words in quotes; no comment area; the side columns' categories, recent posts, tags and a feed link. No reader comment on the page.",
        lookalikes=("an eating challenge's wall of fame: 6 winners with dates, times and their own words",),
    )


def en_word_of_year() -> Case:
    entries = rows("""
Prof. Alison Greaves | 3 Dec 2012 | omnishambles | It escaped from a television comedy into Parliament within a month. That is the fastest jump we have recorded.
Dr. Kofi Mensah | 4 Dec 2012 | Eurogeddon | Ugly, yes, but every financial page in the country used it at least once this autumn.
Margaret Lowe | 4 Dec 2012 | selfie | Mark my words: my niece says it forty times a day, and she is the future.
Tom Ashworth | 5 Dec 2012 | mummy porn | I nominate it reluctantly. It will not last, but it was everywhere in the summer.
Ruth Abernethy | 6 Dec 2012 | Games Maker | The volunteers earned their own word, and it has a capital letter.
Jonah Pike | 7 Dec 2012 | superstorm | Not new, but it changed from science fiction to the weather forecast this year.
""")
    nominations = (
        '<div class="woty"><h3>The panel\'s nominations, 2012</h3><table class="woty-table" cellspacing="0">'
        "<tr><th>Word</th><th>Nominated by</th><th>Date</th><th>Why</th></tr>"
        + "".join(
            f'<tr><td class="woty-word"><b>{esc(w)}</b></td><td class="woty-by">{esc(n)}</td><td class="woty-date">{esc(d)}</td><td class="woty-why">{esc(y)}</td></tr>'
            for n, d, w, y in entries
        )
        + '</table><p class="woty-note">The panel votes on 14 December. Members may add a nomination until the 10th.</p></div>'
    )
    side = (
        box(
            "en-words",
            "From the Newsletter",
            links(
                (
                    "Words we lost in 2011",
                    "Is 'literally' literally dying?",
                    "Dialect map of the Fens",
                    "The apostrophe protection question",
                ),
                "/newsletter/",
            ),
            "newsletter",
        )
        + box(
            "en-words",
            "Members' Corner",
            '<form action="/members/login"><p>Member no. <input type="text" size="10" /></p><p>Password <input type="password" size="10" /></p><input type="submit" value="Sign in" /></form>',
            "members",
        )
        + box("en-words", "Word of the Day", "<p><b>sennight</b> (n.), a week. <i>Archaic.</i></p>", "wotd")
        + box(
            "en-words",
            "Tags",
            cloud("neologisms:5, dialect:3, usage:4, spelling:2, word of the year:4"),
            "tags",
        )
    )
    style = ".woty-table{width:100%;border-collapse:collapse}.woty-table th,.woty-table td{border-bottom:1px solid #ddd;padding:4px;text-align:left;vertical-align:top}.woty-date{white-space:nowrap;font-size:11px;color:#777}.woty-note{font-size:11px;color:#777}"
    piece = Piece(
        "Word of the Year 2012: the shortlist takes shape",
        "By the Secretary",
        "2012-12-07T12:00:00+00:00",
        "7 December 2012",
        """
Every December the Society's word panel argues, politely and at length, about which word best describes the year that is ending. This year's nominations have come in quickly, and some of them are rather rude.

Below are the nominations so far, with the reason each panellist gave. As always, a nomination does not mean approval: we record the language, we do not defend it.

The winner will be announced at the Christmas meeting and in the January newsletter.
""",
        tags=("word of the year", "neologisms"),
    )
    return case(
        "bu-en-word-of-year",
        "lookalike",
        "en-words",
        piece,
        Bits(inside=nominations, side=side, style=style),
        [],
        path="/news/word-of-the-year-2012-shortlist",
        reveal="-",
        container="-",
        heading=None,
        description="A British word-watchers' society's site of December 2012 on a custom-built CMS: a news item with its word panel's 6 nominations for the word of the year in a table, each with the word, the panellist's name, a date and the panellist's reason in a sentence; no comment area; the sidebar's newsletter items, a members' login, the word of the day and tags. No reader comment on the page.",
        lookalikes=("word-of-the-year nominations: 6 panellists with dates and their reasons",),
    )


def fi_snow() -> Case:
    entries = rows("""
Kaamasvaara | Hissimies Tapio Niemelä | tänään 07:40 | Yöllä 12 cm uutta lunta, kaikki 14 rinnettä auki. Pohjoisrinteessä puuterilunta, hiihtäkää varovasti metsärajalla.
Pallasjoen Rinteet | Rinnemestari Sanna Koivisto | tänään 07:15 | Pakkasta 18 astetta, hissit käynnistyvät vasta kymmeneltä. Lasten rinne ja taikamatto auki normaalisti.
Särkkätunturi | Päivystäjä Jari Lehtola | tänään 06:55 | Tuulee kovaa, huippuhissi kiinni ainakin puoleenpäivään. Alarinteet hyvässä kunnossa, latuja ajettu 40 km.
Vuontisjärven latukeskus | Latumestari Olli Ranta | eilen 19:30 | Valaistu latu ajettiin illalla. Järven jäälatu avataan, kun jää on 30 cm paksu.
Kätkäkero | Hissimies Eemeli Kurtti | eilen 16:10 | Lumetus valmis, uusi T-hissi käytössä ensimmäistä päivää. Jonot lyhyitä.
""")
    reports = (
        '<div class="lumiraportit"><h3>Lumitilanne tunturikeskuksissa</h3><p class="lr-ohje">Keskukset päivittävät tilanteensa itse. Lehti ei vastaa tietojen oikeellisuudesta.</p>'
        + "".join(
            f'<div class="lr-kohde"><h4 class="lr-nimi">{esc(k)}</h4><p class="lr-meta"><span class="lr-ilmoittaja">{esc(w)}</span> · päivitetty <span class="lr-aika">{esc(t)}</span></p><p class="lr-teksti">{esc(x)}</p></div>'
            for k, w, t, x in entries
        )
        + "</div>"
    )
    left = box(
        "fi-lumi",
        "Kirjaudu",
        '<form action="/user/login"><p>Käyttäjätunnus<br /><input type="text" size="14" /></p><p>Salasana<br /><input type="password" size="14" /></p><input type="submit" value="Kirjaudu" /></form>',
        "user",
    ) + box(
        "fi-lumi",
        "Sää",
        "<p>Kittilä −18°, selkeää. Huomenna −22°.</p><p>Revontuliennuste: kohtalainen</p>",
        "saa",
    )
    side = (
        box(
            "fi-lumi",
            "Luetuimmat",
            links(
                (
                    "Hiihtokausi alkoi ennätysvauhtia",
                    "Poroerotus Äkäsjoella",
                    "Joulumarkkinat lauantaina",
                    "Tunturihotelli palkkaa 40 kausityöntekijää",
                ),
                "/uutiset/",
                "ol",
            ),
            "luetuimmat",
        )
        + box(
            "fi-lumi",
            "Mainos",
            '<div style="height:200px;background:#eee;text-align:center;color:#999">MAINOS</div>',
            "mainos",
        )
        + box(
            "fi-lumi",
            "Avainsanat",
            cloud("matkailu:5, hiihto:4, porot:2, tunturit:3, sää:3, työpaikat:2"),
            "tagadelic",
        )
    )
    style = ".lr-kohde{border-bottom:1px solid #cfe0ec;padding:6px 0}.lr-nimi{margin:0;font-size:14px;color:#1d5a8e}.lr-meta{margin:0;font-size:11px;color:#777}.lr-teksti{margin:2px 0}.lr-ohje{font-size:11px;color:#888}"
    piece = Piece(
        "Hiihtokausi alkoi ennätysvauhtia: rinteissä lunta jo marraskuussa",
        "Lähettänyt toimitus - to, 29.11.2012 - 08:00",
        "2012-11-29T08:00:00+02:00",
        "29.11.2012",
        """
Tunturiseudun hiihtokeskukset avasivat kautensa poikkeuksellisen aikaisin. Marraskuun lumisateet ja kovat pakkaset antoivat lumetukselle hyvän pohjan, ja lähes kaikki rinteet ovat jo auki.

Matkailuyrittäjien mukaan joulun ja uudenvuoden varaukset ovat edellisvuotta paremmalla tasolla. Erityisesti brittiläisiä ja venäläisiä perheitä on tulossa aiempaa enemmän.

Alla keskusten omat, päivittyvät lumitiedotteet.
""",
        section="Matkailu",
        tags=("matkailu", "hiihto"),
    )
    return case(
        "bu-fi-lumiraportit",
        "lookalike",
        "fi-lumi",
        piece,
        Bits(inside=reports, side=side, left=left, style=style),
        [],
        path="/matkailu/hiihtokausi-alkoi-ennatysvauhtia",
        reveal="-",
        container="-",
        heading=None,
        description="A Lapland local paper of November 2012 on a Drupal-like CMS: an article on the ski season with 5 resorts' snow reports, each with the resort's name, the lift attendant or slope master who wrote it, an update time ('tänään 07:40', 'eilen 19:30') and a two-sentence report; no comment area; the columns' login box, the weather, most read, an ad and a tag cloud. No reader comment on the page.",
        lookalikes=(
            "ski resorts' snow reports: 5 resorts, the writer's name, an update time and the report",
        ),
    )


def nl_wob() -> Case:
    entries = rows("""
WOB-2012-031 | Stichting Groen Lekdijk | 2 oktober 2012 | Alle stukken over het kappen van de populieren langs de Lekdijk, inclusief de adviezen van de boomdeskundige. | Besluit verdaagd tot 13 november
WOB-2012-032 | J. van der Meulen | 5 oktober 2012 | Correspondentie tussen de wethouder en de projectontwikkelaar over het plan Oude Veiling in 2011 en 2012. | In behandeling
WOB-2012-033 | Redactie Stadskrant | 9 oktober 2012 | Declaraties van het college van B en W over het eerste halfjaar van 2012. | Openbaar gemaakt op 24 oktober
WOB-2012-034 | Vereniging Eigen Huis, afd. Lekstreek | 16 oktober 2012 | Het onderzoek naar de fundering van de woningen aan de Havenstraat en de kosten daarvan. | Gedeeltelijk openbaar
WOB-2012-035 | M. El Idrissi | 22 oktober 2012 | De klachten die de gemeente in 2012 ontving over geluidsoverlast van het evenemententerrein. | In behandeling
""")
    register = (
        '<div class="wob-register"><h3>Ingediende Wob-verzoeken (laatste vijf)</h3><table class="wob-tabel" cellspacing="0">'
        "<tr><th>Nummer</th><th>Aanvrager</th><th>Ontvangen</th><th>Verzoek</th><th>Stand van zaken</th></tr>"
        + "".join(
            f"<tr><td>{esc(a)}</td><td class='wob-aanvrager'>{esc(b)}</td><td class='wob-datum'>{esc(c)}</td><td class='wob-verzoek'>{esc(d)}</td><td class='wob-stand'>{esc(e)}</td></tr>"
            for a, b, c, d, e in entries
        )
        + '</table><p class="wob-bron">Bron: gemeente Oudewater aan de Lek, register Wob-verzoeken, bijgewerkt 26 oktober 2012.</p></div>'
    )
    left = box(
        "nl-wob",
        "Agenda",
        ul(
            """
30 okt | Commissie Ruimte, 20.00 uur
1 nov | Raadsvergadering, 19.30 uur
3 nov | Sint-Maartenoptocht
""",
            lambda r: f"<b>{esc(r[0])}</b> {esc(r[1])}",
        ),
        "agenda",
    ) + box(
        "nl-wob",
        "Inloggen",
        '<form action="/user/login"><p>Gebruikersnaam<br /><input type="text" size="14" /></p><p>Wachtwoord<br /><input type="password" size="14" /></p><input type="submit" value="Inloggen" /></form>',
        "user",
    )
    side = (
        box(
            "nl-wob",
            "Meest gelezen",
            links(
                (
                    "Populieren Lekdijk: besluit opnieuw uitgesteld",
                    "Havenstraat: funderingen slechter dan gedacht",
                    "Nieuwe markt op zaterdag",
                    "Raad wil meer openheid",
                ),
                "/nieuws/",
                "ol",
            ),
            "meestgelezen",
        )
        + box(
            "nl-wob",
            "Tags",
            cloud("Wob:4, openbaarheid:3, Lekdijk:3, Havenstraat:2, gemeenteraad:5, populieren:2"),
            "tagadelic",
        )
        + box(
            "nl-wob",
            "Volg ons",
            '<a href="/rss.xml">RSS</a> · <a href="#">Twitter</a> · <a href="#">Facebook</a>',
            "volg",
        )
    )
    style = ".wob-tabel{width:100%;border-collapse:collapse;font-size:11px}.wob-tabel th,.wob-tabel td{border-bottom:1px solid #ddd;padding:3px;text-align:left;vertical-align:top}.wob-bron{font-size:10px;color:#888}"
    piece = Piece(
        "Steeds meer inwoners vragen stukken op bij de gemeente",
        "Ingezonden door redactie op 26 oktober 2012 - 11:20",
        "2012-10-26T11:20:00+02:00",
        "26 oktober 2012",
        """
Het aantal verzoeken op grond van de Wet openbaarheid van bestuur (Wob) bij de gemeente Oudewater aan de Lek is dit jaar verdubbeld. Tot en met oktober kwamen er 35 binnen, tegen 17 in heel 2011.

Volgens de gemeente kosten de verzoeken veel ambtelijke tijd. De wettelijke termijn van vier weken wordt vaak verdaagd. Raadslid Anouk Verbeek (GroenLinks) wil dat de gemeente meer stukken uit zichzelf openbaar maakt.

De Stadskrant publiceert voortaan maandelijks het overzicht van de ingediende verzoeken. Hieronder de vijf meest recente.
""",
        section="Politiek",
        tags=("Wob", "openbaarheid"),
    )
    return case(
        "bu-nl-wob-register",
        "lookalike",
        "nl-wob",
        piece,
        Bits(inside=register, side=side, left=left, style=style),
        [],
        path="/politiek/steeds-meer-inwoners-vragen-stukken-op",
        reveal="-",
        container="-",
        heading=None,
        description="A Dutch town paper of October 2012 on a Drupal-like CMS: an article on freedom-of-information requests with the town's register of the 5 latest requests in a table (number, requester's name, date received, the request in a sentence, its status); no comment area; the columns' agenda, login box, most read, tags and follow links. No reader comment on the page.",
        lookalikes=("a register of freedom-of-information requests: requester, date, request, status",),
    )


def lists_bu() -> list[Case]:
    return [en_burger_wall(), en_word_of_year(), fi_snow(), nl_wob()]
