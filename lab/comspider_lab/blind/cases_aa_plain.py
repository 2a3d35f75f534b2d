"""Blind set AA: pages without any reader comment (truth zero) whose furniture is a list of uneven items, each with a
person's name, a date and a text of one word to several paragraphs, of kinds sets A to Z did not use: an amateur radio
club's contact log (en), a town's roll of honorary citizens with citations (de), residents' reports of street defects
with the council's answers nested under them (nl), a foundation's scholarship holders (es), an annotated reading list
(fr), tracing requests for lost relatives with updates (it) and a gliding club's cross-country flights (en) (written
from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_aa_common import (
    PartsK,
    Seed,
    Story,
    body,
    box,
    children,
    esc,
    links,
    make,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def _page(
    cid: str,
    template: str,
    key: str,
    st: Story,
    block: str,
    *,
    path: str,
    rail: tuple[str, str],
    container: str,
    kind_label: str,
    description: str,
) -> Case:
    return make(
        cid,
        "lookalike",
        template,
        key,
        st,
        PartsK(after=block, rail=box(template, rail[0], links(rail[1]))),
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind_label,),
    )


def entries(
    es: list[Seed],
    p: str,
    parent: int | None = None,
    *,
    avatar: set[int] | frozenset[int] = frozenset(),
    acts: str = "",
) -> str:
    """Entries of a list in a discussion's usual shape: an avatar on some, the name and date in a head line, the
    text's paragraphs, an action line; nested entries inside their parent's."""
    out = ""
    for i in children(es, parent):
        e = es[i]
        kids = children(es, i)
        av = (
            f'<img class="{p}-av" src="/_avatar/{p}{i}.svg" alt="" width="36" height="36"> '
            if i in avatar
            else ""
        )
        out += (
            f'<div class="{p}-e" id="{p}{i + 1}"><div class="{p}-hd">{av}<b class="{p}-n">{esc(e.author)}</b> '
            f'<span class="{p}-d">{esc(e.when)}</span></div><div class="{p}-x">{body(e.text)}</div>'
            + (f'<div class="{p}-ac">{acts}</div>' if acts else "")
            + (
                f'<div class="{p}-in" style="margin-left:32px">{entries(es, p, i, avatar=avatar, acts=acts)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )
    return out


def en_qso_log() -> Case:
    e = thread(
        """
G4XKD · Roy Pennington | 02 Mar 2025 14:05 UTC | - | 20 m, SSB. Long chat with a station on a research ship in the South Atlantic, 5 and 7 both ways for almost twenty minutes. He had been at sea for four months and wanted news of the football.¶Best contact of the year so far.
M0HPA · Helen Ashworth | 02 Mar 2025 19:40 UTC | - | 40 m, CW. Weak.
G3RWB · Arthur Lindley | 04 Mar 2025 07:12 UTC | - | 2 m, FM, through the Dale Head repeater. Club net, nine stations checked in.
2E0FJT · Fraser Tait | 05 Mar 2025 21:30 UTC | - | 80 m, SSB, first contact with my new wire antenna strung between the shed and the apple tree. Report 5 and 5 from a station near the coast. Not bad for twelve pounds of wire.
G4XKD · Roy Pennington | 08 Mar 2025 11:00 UTC | - | 10 m, FT8. Sixty stations in an hour, band wide open to South America.
M0HPA · Helen Ashworth | 09 Mar 2025 16:20 UTC | - | QRT.
"""
    )
    block = (
        '<section class="qs" id="club-log"><h2>Club log: notable contacts in March</h2><p>Members add their contacts through the club\'s logbook page.</p>'
        + entries(e, "qs", acts='<a href="/club/qsl">QSL card</a>')
        + "</section>"
    )
    st = story(
        "Dale radio club marks fifty years on the air",
        "By Martin Lowe",
        "2025-03-12T08:00:00+00:00",
        "12 March 2025",
        """
Harrowdale and District Amateur Radio Club celebrates its fiftieth anniversary this month with an open day at the old signal box.

Members will demonstrate Morse code and contacts with other countries. Below are some of the contacts members logged in the first fortnight of March.
""",
        section="Towns",
    )
    return _page(
        "aa-la-en-qso-log",
        "kb",
        "en-a",
        st,
        block,
        path="/towns/radio-club-fifty-years",
        rail=("Most read", "Gala day|Bus cuts|Rugby league"),
        container="section.qs#club-log: div.qs-e entries (div.qs-hd: b.qs-n callsign and operator, span.qs-d date and UTC time; div.qs-x the note, one word to two paragraphs; 'QSL card')",
        kind_label="an amateur radio club's log of notable contacts: callsign and operator, date and time, band and a note of uneven length",
        description="A county weekly of 2025: an article about a radio club, with six logged contacts (operator, date and time, a note from 'Weak.' to two paragraphs) in a discussion's usual shape. No reader comments.",
    )


def de_ehrenbuerger() -> Case:
    e = thread(
        """
Elisabeth Kornmann | verliehen am 3. Oktober 1990 | - | Gründerin der Lenntaler Tafel und vierzig Jahre Gemeindeschwester in Oberlenn.¶Sie hat in den Nachkriegsjahren die erste Kinderbetreuung im Tal aufgebaut und später die Sozialstation geleitet. Bis ins hohe Alter fuhr sie jeden Samstag die Lebensmittel zu den Alleinstehenden in den Höfen.¶Die Laudatio hielt der damalige Landrat.
Friedrich Aumann | verliehen am 1. Mai 1998 | - | Unternehmer.
Dr. Hertha Specht | verliehen am 14. Juni 2004 | - | Ärztin in Hainbach von 1961 bis 2002; Stifterin des Ärztehauses.
Kurt Lembeck | verliehen am 9. November 2012 | - | Chronist der Stadt. Seine vierbändige Ortsgeschichte gilt als Standardwerk; er hat mehr als dreihundert Zeitzeugen befragt und das Stadtarchiv nach dem Hochwasser 1984 gerettet.
Ayşe Demir | verliehen am 3. Oktober 2021 | - | Für den Aufbau des Integrationsbeirats und die Hausaufgabenhilfe, die seit 1995 mehr als zweitausend Kinder besucht haben.
"""
    )
    block = (
        '<section class="eb" id="ehrenbuerger"><h2>Die Ehrenbürgerinnen und Ehrenbürger der Stadt</h2>'
        + entries(e, "eb", avatar={0, 2, 4})
        + "</section>"
    )
    st = story(
        "Stadtrat ernennt neue Ehrenbürgerin – die Liste seit 1990",
        "Von Katrin Opitz",
        "2025-04-03T10:00:00+02:00",
        "3. April 2025",
        """
Der Stadtrat will im Herbst eine neue Ehrenbürgerin ernennen. Der Name wird erst bei der Feier bekanntgegeben.

Seit der Wiedervereinigung hat die Stadt fünf Menschen zu Ehrenbürgern ernannt. Wir stellen sie vor.
""",
        section="Gemeinden",
    )
    return _page(
        "aa-la-de-ehrenbuerger",
        "tv",
        "de-a",
        st,
        block,
        path="/gemeinden/ehrenbuerger-liste",
        rail=("Auch lesenswert", "Freibad|Kirmes|Handball"),
        container="section.eb#ehrenbuerger: div.eb-e entries (div.eb-hd: a portrait on three, b.eb-n name, span.eb-d 'verliehen am …'; div.eb-x the citation, one word to three paragraphs)",
        kind_label="a town's roll of honorary citizens: name, date awarded, a citation from one word to three paragraphs, portraits on some",
        description="A county paper's site of 2025: the town's five honorary citizens since 1990, each with the date awarded and a citation of very uneven length ('Unternehmer.' to three paragraphs), portraits on three. No reader comments.",
    )


def nl_meldingen() -> Case:
    e = thread(
        """
Anja Roelofs | 3 maart 2025 | - | Losliggende stoeptegels voor nummer 14 aan de Turfweg. Mijn moeder is er vorige week over gestruikeld.
Gemeente Veenland | 5 maart 2025 | 0 | Gemeld bij de aannemer. Herstel staat gepland in week 12.
Gemeente Veenland | 19 maart 2025 | 1 | Opgelost.
Jan-Willem Post | 6 maart 2025 | - | Lantaarnpaal kapot.
Sietske | 8 maart 2025 | - | Bij de brug over de Kromme Vaart staat al drie weken een afzetting zonder dat er iets gebeurt. Fietsers moeten over de rijbaan, en 's ochtends is het daar erg druk met scholieren.¶Graag actie voordat er een ongeluk gebeurt.
Gemeente Veenland | 10 maart 2025 | 4 | De afzetting hoort bij werkzaamheden van het waterschap. We hebben gevraagd om een veilige omleiding voor fietsers.
Ruud Kamphuis | 12 maart 2025 | - | Gat in de weg op de Dorpsstraat ter hoogte van de bakker, ongeveer een halve meter breed.
"""
    )
    block = (
        '<section class="ml" id="meldingen"><h2>Meldingen openbare ruimte deze maand</h2>'
        + entries(e, "mk", avatar={0, 3, 6}, acts='<button type="button">Ik heb hier ook last van</button>')
        + '<p><a href="/melding-doen">Zelf iets melden</a></p></section>'
    )
    st = story(
        "Meer meldingen over stoepen en lantaarns: zo reageert de gemeente",
        "Door Ilse Vermeulen",
        "2025-03-21T09:00:00+01:00",
        "21 maart 2025",
        """
Het aantal meldingen over kapotte stoepen, lantaarnpalen en gaten in de weg is dit jaar verdubbeld. Dat komt vooral door de nieuwe meldapp.

De gemeente belooft binnen twee werkdagen te reageren. Hieronder de meldingen van deze maand uit het centrum, met de antwoorden van de gemeente.
""",
        section="Dorpen",
    )
    return _page(
        "aa-la-nl-meldingen",
        "kb",
        "nl-a",
        st,
        block,
        path="/dorpen/meldingen-openbare-ruimte",
        rail=("Meest gelezen", "Ijsbaan|Dorpsfeest|Kaatsen"),
        container="section.ml#meldingen: div.mk-e entries (div.mk-hd: an avatar on some, b.mk-n resident, span.mk-d date; div.mk-x the report; a button 'Ik heb hier ook last van'); the council's answers nested in div.mk-in inside the report, two levels",
        kind_label="residents' reports of street defects with the council's answers nested under them: name, date, the report or answer, from one word to two paragraphs",
        description="A peat-district paper of 2025: residents' reports of broken pavements and lamps with the council's answers nested under them (three levels), in a discussion's usual shape with 'me too' buttons. No reader comments.",
    )


def es_becas() -> Case:
    e = thread(
        """
Irene Saldaña Ruiz | 12 de junio de 2025 | - | Estudiante de Enfermería en Alcalá. Primera de su familia en ir a la universidad; trabaja los fines de semana en la residencia de mayores del pueblo.
Hugo Marín | 12 de junio de 2025 | - | Ingeniería Agrónoma.
Salma Benali | 12 de junio de 2025 | - | Cursa Bellas Artes. Su proyecto de fin de grado recoge en grabados los oficios perdidos de la sierra: el carbonero, el resinero y la lavandera.¶El jurado destacó la calidad técnica y el trabajo de campo: entrevistó a más de treinta vecinos mayores de ochenta años.
Álvaro Pizarro | 12 de junio de 2025 | - | Formación Profesional de Electromecánica, becado para hacer prácticas en Alemania.
"""
    )
    block = (
        '<section class="bc" id="becarios"><h2>Becarios de la Fundación Jarama 2025</h2>'
        + entries(e, "bc", avatar={0, 2})
        + "</section>"
    )
    st = story(
        "La Fundación Jarama concede cuatro becas a jóvenes de la sierra",
        "Por Nuria Beltrán",
        "2025-06-13T09:00:00+02:00",
        "13/06/2025",
        """
La Fundación Jarama ha concedido sus becas anuales a cuatro jóvenes de los pueblos de la sierra. Cada beca cubre la matrícula y el transporte durante un curso.

Los becarios recibieron el diploma en un acto en el salón de plenos.
""",
        section="Municipios",
    )
    return _page(
        "aa-la-es-becas",
        "kb",
        "es-a",
        st,
        block,
        path="/municipios/becas-fundacion-jarama-2025",
        rail=("Lo más leído", "Romería|Nevada|Baloncesto"),
        container="section.bc#becarios: div.bc-e entries (div.bc-hd: a photo on two, b.bc-n student, span.bc-d date; div.bc-x a profile from two words to two paragraphs)",
        kind_label="a foundation's scholarship holders: student, date awarded, a profile of uneven length, photos on some",
        description="A sierra paper of 2025: four scholarship holders, each with the date and a profile from 'Ingeniería Agrónoma.' to two paragraphs, photos on two. No reader comments.",
    )


def fr_lectures() -> Case:
    e = thread(
        """
Marcel Vidal | 1987 | - | « Les drailles du plateau ». Indispensable.
Jeanne Fabre-Lacombe | 2004 | - | « Bergers d'hier, bergers d'aujourd'hui ». Un recueil de trente entretiens menés dans les années 1990 auprès des derniers transhumants à pied. Certains témoignages sont bouleversants, notamment celui d'une bergère partie à douze ans.¶Épuisé, mais disponible à la médiathèque de Saint-Jory.
Pierre-Yves Combes | 2019 | - | « La laine et le loup », essai sur l'économie pastorale contemporaine. Parfois technique.
Collectif du Vallon | 2023 | - | « Carnet de transhumance », photographies.
"""
    )
    block = (
        '<section class="lc" id="pour-aller-plus-loin"><h2>Pour aller plus loin</h2>'
        + entries(e, "lc")
        + "</section>"
    )
    st = story(
        "Transhumance : nos lectures pour comprendre le pastoralisme",
        "Par Hélène Baylac",
        "2025-03-16T08:00:00+01:00",
        "16 mars 2025",
        """
Après notre série sur les derniers bergers du plateau, beaucoup d'entre vous nous ont demandé des livres pour aller plus loin.

Voici une sélection commentée, des classiques aux parutions récentes.
""",
        section="Culture",
    )
    return _page(
        "aa-la-fr-lectures",
        "tv",
        "fr-a",
        st,
        block,
        path="/culture/transhumance-nos-lectures",
        rail=("Les plus lus", "Festival|Crue|Rugby à XIII"),
        container="section.lc#pour-aller-plus-loin: div.lc-e entries (div.lc-hd: b.lc-n author, span.lc-d year; div.lc-x title and annotation, one word to two paragraphs)",
        kind_label="an annotated reading list: author, year, title and a note from one word to two paragraphs",
        description="A valley paper's culture page of 2025: an annotated reading list of four books, author and year in the head line, title and note ('Indispensable.' to two paragraphs) as the text. No reader comments.",
    )


def it_ricerche() -> Case:
    e = thread(
        """
Graziella Poltronieri | 2 febbraio 2025 | - | Cerco notizie di mio zio Armando Poltronieri, nato a Casalpiano nel 1931 ed emigrato in Belgio nel 1952 per lavorare in miniera. Le ultime lettere arrivano da Charleroi nel 1960.¶Chiunque abbia conosciuto lui o i suoi figli può scrivere alla redazione.
Graziella Poltronieri | 20 marzo 2025 | 0 | Aggiornamento: grazie a un lettore abbiamo trovato la nipote di Armando a Liegi. Ci siamo sentite al telefono ieri sera.
Bruno Sacchetti | 9 febbraio 2025 | - | Cerco i compagni della 3ª B dell'istituto tecnico, diplomati nel 1975, per una cena.
Famiglia Orsini | 15 febbraio 2025 | - | Cerchiamo chi ha scattato le foto del matrimonio Orsini-Ferri del giugno 1968 nella chiesa di San Rocco. Ci mancano tutte le foto dell'uscita dalla chiesa.
"""
    )
    block = (
        '<section class="rc" id="cercasi"><h2>Chi l\'ha visto? Le ricerche dei lettori</h2>'
        + entries(e, "rc", acts='<a href="/redazione/scrivi">Ho informazioni</a>')
        + "</section>"
    )
    st = story(
        "La rubrica delle ricerche: ritrovata a Liegi la famiglia dello zio emigrato",
        "di Matteo Guidetti",
        "2025-03-22T08:00:00+01:00",
        "22 marzo 2025",
        """
Grazie alla nostra rubrica delle ricerche, una lettrice di Casalpiano ha ritrovato dopo sessantacinque anni i parenti dello zio emigrato in Belgio.

Ecco le richieste arrivate in redazione nelle ultime settimane, con gli aggiornamenti.
""",
        section="Comuni",
    )
    return _page(
        "aa-la-it-ricerche",
        "tv",
        "it-a",
        st,
        block,
        path="/comuni/rubrica-ricerche-ritrovata",
        rail=("Da leggere", "Sagra|Nuova rotonda|Volley"),
        container="section.rc#cercasi: div.rc-e entries (div.rc-hd: b.rc-n who is searching, span.rc-d date; div.rc-x the request; 'Ho informazioni'); an update nested in div.rc-in inside its request",
        kind_label="readers' tracing requests for lost relatives and classmates, with an update nested under one: who searches, date, the request",
        description="A lowland daily of 2025: tracing requests sent to the paper (who searches, date, a request from one sentence to two paragraphs), one with an update nested under it. No reader comments.",
    )


def en_glider_flights() -> Case:
    e = thread(
        """
Sophie Kettlewell | Sat 12 July | - | 312 km triangle, 5 h 40. Cloud base 6,000 ft by noon; a long run of streets along the ridge on the second leg. First 300 for the club this year.
Alan Moxon | Sat 12 July | - | 104 km out and return.
Hamish Reid | Sun 13 July | - | Landed out near Skelby after 60 km. Thanks to the farmer who helped de-rig and to Jean for the retrieve at nine in the evening.¶Lesson learned: do not chase the last cloud over the moor.
Jean Applegarth | Sun 13 July | - | Retrieve crew. 😄
"""
    )
    block = (
        '<section class="gl" id="flights"><h2>Cross-country flights this weekend</h2>'
        + entries(e, "gl", avatar={0, 1, 2, 3})
        + "</section>"
    )
    st = story(
        "Club pilot flies first 300 km of the season from Fellside",
        "By Ellen Crane",
        "2025-07-15T09:00:00+01:00",
        "15 July 2025",
        """
A pilot from the Fellside gliding club flew a 312 km triangle on Saturday, the longest flight from the airfield this year.

Strong thermals over the weekend let several club members fly cross-country. Here is the club's summary.
""",
        section="Villages",
    )
    return _page(
        "aa-la-en-glider-flights",
        "tv",
        "en-b",
        st,
        block,
        path="/villages/gliding-club-300km",
        rail=("More from the villages", "Ferry fares|Oyster beds|Regatta"),
        container="section.gl#flights: div.gl-e entries (div.gl-hd: avatar, b.gl-n pilot, span.gl-d 'Sat 12 July'; div.gl-x the flight, from four words to two paragraphs)",
        kind_label="a gliding club's cross-country flights: pilot, day, distance and a note of uneven length",
        description="An estuary weekly of 2025: a gliding club's weekend flights (pilot with avatar, day, the flight and a note from 'Retrieve crew.' to two paragraphs). No reader comments.",
    )


def plain_aa() -> list[Case]:
    return [
        en_qso_log(),
        de_ehrenbuerger(),
        nl_meldingen(),
        es_becas(),
        fr_lectures(),
        it_ricerche(),
        en_glider_flights(),
    ]
