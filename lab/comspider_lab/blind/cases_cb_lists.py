"""Blind set CB: two article pages without any reader comment whose article holds a list of a kind no earlier set
listed, each entry a name, a time and a short text: a Catalan paper's round-by-round log of a human-tower day, each
entry a colla's name, the time and what they raised (ca); a Dutch weekly's ice masters' reports during a cold spell,
each entry the ice master, the village, the time and a sentence on the ice (nl). Every name, place and text invented
for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cb_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    links,
    most_read,
    rows,
    ticker,
)


def ca_castells() -> Case:
    log = rows("""
Xiquets de Riberol | 12.41 h | Obren la diada amb un 3 de 9 amb folre net, sense cap tremolor. La plaça esclata.
Castellers de la Vila | 12.52 h | Intent desmuntat de 4 de 9 amb folre: l'enxaneta no arriba a pujar i decideixen baixar-lo amb ordre.
Colla Jove del Camp | 13.05 h | Carreguen el 2 de 8 amb folre. Cau en el moment de desmuntar, sense ferits.
Xiquets de Riberol | 13.20 h | Descarreguen el 4 de 9 amb folre per primera vegada a la història de la colla.
Castellers de la Vila | 13.34 h | Segona ronda: 3 de 8 descarregat amb solvència per refer-se de l'intent.
Colla Jove del Camp | 13.47 h | Pilar de 7 amb folre descarregat; el públic aplaudeix la canalla.
Xiquets de Riberol | 14.02 h | Tanquen amb el pilar de 8 amb folre i manilles carregat. Diada rodona.
""")
    inside = (
        '<div class="rr"><h3>L\'actuació, ronda a ronda</h3><ol class="rr-l">'
        + "".join(
            f'<li><span class="rr-c">{esc(c)}</span> <span class="rr-h">{esc(h)}</span><p>{esc(x)}</p></li>'
            for c, h, x in log
        )
        + '</ol><p class="rr-n">Crònica en directe: Marc Vidal i Laia Serra.</p></div>'
    )
    side = most_read(
        "ca-castellers",
        """
Els Xiquets de Riberol descarreguen el primer 4 de 9 amb folre | 9.204
Santa Tecla: el programa de dissabte | 4.551
Talls de trànsit al centre per la cercavila | 2.210
""",
        "lectures",
    ) + box(
        "ca-castellers",
        "Agenda",
        links(
            (
                "Diumenge: Seguici Popular, 18 h",
                "Dilluns: Castells de lluïment, 12 h",
                "Dimarts: Focs de la Tecla, 22 h",
            ),
            "/agenda/",
        ),
    )
    style = (
        ".rr{background:#f8f1f6;padding:6px 12px;margin:12px 0}.rr h3{margin:0;color:#6b1d5c}.rr-l{padding-left:20px}.rr-l li{margin:6px 0}"
        ".rr-c{font-weight:bold}.rr-h{font-size:11px;color:#888}.rr-l p{margin:1px 0}.rr-n{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Els Xiquets de Riberol descarreguen el primer 4 de 9 amb folre",
        "Marc Vidal",
        "2012-09-23T15:10:00+02:00",
        "23/09/2012 - 15:10",
        """
Diada històrica a la plaça de la Font. Els Xiquets de Riberol han descarregat aquest migdia el seu primer 4 de 9 amb folre, el castell que perseguien des de fa tres temporades, davant de més de quatre mil persones.

La colla ha obert amb un 3 de 9 amb folre i ha tancat amb un pilar de 8 amb folre i manilles. Els Castellers de la Vila han desmuntat el 4 de 9 en el primer intent i han optat per no repetir-lo.

La Colla Jove del Camp ha patit una caiguda en desmuntar el 2 de 8, sense conseqüències per als castellers.
""",
        dek="La colla tanca la millor actuació de la seva història davant de quatre mil persones.",
        section="Cultura popular",
        tags=("Castells", "Santa Tecla", "Xiquets de Riberol"),
        caption="El 4 de 9 amb folre dels Xiquets de Riberol, a la plaça de la Font.",
    )
    tick = ticker(
        "Darrera hora",
        "15:02 | La cercavila de la tarda surt a les 18 h\n14:40 | Tall a l'AP-7 per un accident",
    )
    return case(
        "cb-ca-castells",
        "lookalike",
        "ca-castellers",
        piece,
        Bits(inside=inside, side=side, style=style, ticker=tick, top="23° ☀"),
        [],
        path="/cultura-popular/2012/09/23/els-xiquets-de-riberol-descarreguen-el-primer-4-de-9-amb-folre",
        reveal="on_load",
        container="(no discussion) div.rr: h3 'L'actuació, ronda a ronda', ol.rr-l of 7 li (span.rr-c colla, span.rr-h time, p text)",
        heading=None,
        description="A Catalan local paper of 2012 without any reader comment: a human-tower day's report with a round-by-round log of 7 entries, each a colla's name, the time and a sentence on the tower raised, signed by two live reporters; an agenda, most read with counts, a ticker; a cookie banner. Most awkward: seven named, timed one-sentence entries in an ordered list where a thread would sit, names that repeat as commenters' do.",
        static=True,
        lookalikes=("a human-tower day's round-by-round log: colla, time, sentence",),
    )


def nl_ijsmeesters() -> Case:
    reports = rows("""
Klaas Hoving | Nieuwe Pekela | 07.10 uur | Zes centimeter zwart ijs op de Pekelder Hoofddiep, maar bij de bruggen nog open water. Niet betreden.
Geert Lubbers | Veendam | 07.25 uur | Baan van IJsvereniging Ons Genoegen ligt er prachtig bij: acht centimeter. Vanaf 10.00 uur open.
Jantje Mulder-Kok | Wildervank | 07.40 uur | Kanaal nog te gevaarlijk, vooral bij de gemalen. Morgen nieuwe meting.
Harm Boekhoud | Muntendam | 08.05 uur | IJsbaan open voor de jeugd tot 12 jaar; volwassenen vanaf woensdag als het zo doorvriest.
Roelf Kuiper | Zuidbroek | 08.30 uur | Tocht over de Zuidbroekster Maar afgelast: scheuren bij de eendenkooi.
Klaas Hoving | Nieuwe Pekela | 12.15 uur | Tweede meting: zeven centimeter, nog steeds te veel wakken. Blijf eraf.
""")
    inside = (
        '<div class="ijs"><h3>Meldingen van de ijsmeesters</h3><p class="ijs-i">Laatst bijgewerkt: dinsdag 7 februari, 12.15 uur</p>'
        + "".join(
            f'<div class="ijs-m"><p class="ijs-k"><strong>{esc(w)}</strong> ({esc(d)}) – {esc(t)}</p><p>{esc(x)}</p></div>'
            for w, d, t, x in reports
        )
        + "</div>"
    )
    side = most_read(
        "nl-polder",
        """
IJsmeesters: schaatsen op de baan, niet op het kanaal | 6.118
Elfstedentocht? ‘Nog lang niet’ | 5.402
Leidingen gesprongen in basisschool De Klimop | 1.377
""",
        "keer gelezen",
    ) + box("nl-polder", "Weer", "<p>Vannacht −14 °C, overdag −6 °C. Oostenwind kracht 4.</p>")
    style = (
        ".ijs{border:2px solid #2a5caa;padding:6px 12px;margin:12px 0}.ijs h3{margin:0;color:#2a5caa}.ijs-i{font-size:11px;color:#888}"
        ".ijs-m{border-top:1px solid #dfe7f3;padding:4px 0}.ijs-k{margin:0;font-size:12px}.ijs-m p{margin:1px 0}"
    )
    piece = Piece(
        "IJsmeesters: schaatsen op de baan, niet op het kanaal",
        "Door Wim Dijkstra",
        "2012-02-07T12:30:00+01:00",
        "dinsdag 7 februari 2012",
        """
Na een week strenge vorst gaan vandaag de eerste ijsbanen in de Noorderpolder open. De ijsmeesters waarschuwen wel nadrukkelijk voor het ijs op kanalen en vaarten, waar door stroming en gemalen nog veel wakken liggen.

In Veendam en Muntendam is het ijs op de banen dik genoeg. Op het Winschoterdiep en de Pekelder Hoofddiep is het ijs nog te dun en onbetrouwbaar.

Het KNMI verwacht dat de vorst tot zeker het weekend aanhoudt.
""",
        dek="Eerste banen open, maar op kanalen en vaarten is het ijs nog te dun.",
        section="IJs en weer",
        tags=("IJs", "Schaatsen", "Vorst"),
        caption="Jeugd op de ijsbaan van Ons Genoegen in Veendam, dinsdagochtend.",
    )
    return case(
        "cb-nl-ijsmeesters",
        "lookalike",
        "nl-polder",
        piece,
        Bits(inside=inside, side=side, style=style, skeleton="wide", top="−6 °C"),
        [],
        path="/nieuws/ijsmeesters-schaatsen-op-de-baan-niet-op-het-kanaal",
        reveal="on_load",
        container="(no discussion) div.ijs: h3 'Meldingen van de ijsmeesters', 6 div.ijs-m (p.ijs-k '<strong>NAME</strong> (VILLAGE) – TIME', p text)",
        heading=None,
        description="A Dutch weekly's site of 2012 during a cold spell, without any reader comment: ice masters' reports, 6 entries each with the ice master's name, the village, a time and a sentence on the ice (one ice master twice), in a wide one-column page with the widgets below; most read with counts, the weather; a cookie banner. Most awkward: the entries have exactly a discussion entry's shape: a bold name, a time, a short text, one author twice.",
        static=True,
        lookalikes=("ice masters' reports: name, village, time, sentence",),
    )


def lists_cb() -> list[Case]:
    return [ca_castells(), nl_ijsmeesters()]
