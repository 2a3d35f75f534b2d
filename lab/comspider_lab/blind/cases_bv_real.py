"""Blind set BV: two discussions kept by the harness's real comment systems in this set's club layouts, revealed the
way club sites of 2012-2013 did it: Isso loaded by a "Toon reacties (5)" link under an allotment association's news
item (nl); Waline mounted when a cycling club's "Comentarios (6)" tab is chosen beside the shown "Recorrido" tab with
the route's climbs (es). Written for this set; every name, place and text invented. Isso and Waline keep replies one
level deep: every reply here answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bv_common import Bits, Case, Piece, box, case, esc, grid, links, seeds, talk
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def nl_isso_link() -> Case:
    ns = talk("""
Henk van Dijk :: Bierval werkt bij mij het beste. Wel om de twee dagen verversen, anders ruiken de buren het ook.
  Tuincommissie :: Klopt Henk, en laat de bekers een centimeter boven de grond uitsteken, dan vallen er geen loopkevers in.
Ans Bakker :: Ik heb dit jaar koperband om de bakken gedaan. Voor het eerst sla die ik zelf kan opeten!
Mohamed El Idrissi :: Kunnen we als vereniging niet samen aaltjes bestellen? Per tuin is dat veel goedkoper.
  Tuincommissie :: Goed idee Mohamed. We nemen het mee naar de ledenvergadering van 14 juni.
""")
    block = (
        '<p class="gh-reac"><a href="#reacties" id="gh-toon">Toon reacties (5)</a> · <a href="/nieuws/slakken/print">Afdrukken</a></p>'
        '<div id="gh-reacties" style="display:none"><h4>Reacties</h4>'
        + isso_embed("nl", load="later", extra=ISSO_ALL)
        + "</div>"
        "<script type=\"text/javascript\">document.getElementById('gh-toon').onclick = function () {"
        " document.getElementById('gh-reacties').style.display = 'block'; this.parentNode.style.display = 'none'; loadIsso(); return false; };</script>"
    )
    left = box(
        "nl-groenehoek",
        "Kantinedienst",
        "<p>Za 25 mei: fam. Jansen<br />Za 1 juni: Ans en Kees<br />Za 8 juni: Mohamed</p>",
    )
    side = (
        box(
            "nl-groenehoek",
            "Tuinkalender mei",
            "<ul><li>Bonen en courgettes buiten zaaien</li><li>Aardappels aanaarden</li><li>Aardbeien stro onderleggen</li></ul>",
        )
        + box(
            "nl-groenehoek",
            "Agenda",
            links(
                ("25 mei: plantjesmarkt", "1 juni: werkochtend complex 2", "14 juni: ledenvergadering"),
                "/agenda/",
            ),
        )
        + box(
            "nl-groenehoek",
            "Vrije tuinen",
            "<p>Er zijn 3 tuinen vrij op complex 1 (100 m²). Wachtlijst: 11 namen.</p>",
        )
        + box("nl-groenehoek", "Weer", "<p>Vandaag 14°C, buien<br />Nachtvorst: nee</p>")
    )
    style = ".gh-reac{margin-top:14px;font-weight:bold}.gh-reac a{color:#2d5a27}#gh-reacties{border-top:2px solid #3f7a36;margin-top:12px}"
    piece = Piece(
        "Slakkenplaag op complex 2: tips van de tuincommissie",
        "Geschreven door Tuincommissie",
        "2013-05-21T20:00:00+02:00",
        "dinsdag 21 mei 2013 20:00",
        """
Door het natte voorjaar hebben veel leden op complex 2 last van naaktslakken. Vooral sla, jonge bonen en dahlia's moeten het ontgelden.

De tuincommissie raadt aan om 's avonds met een zaklamp te rapen, bierbekers in te graven en de paden kort te maaien. Slakkenkorrels met metaldehyde zijn op ons complex niet toegestaan.

Aaltjes tegen slakken zijn te koop bij de tuinwinkel in Hoevepolder. Wie ervaring heeft met andere middelen: laat het hieronder weten.
""",
        section="Nieuws",
    )
    return case(
        "bv-nl-isso-link",
        "discussion",
        "nl-groenehoek",
        piece,
        Bits(inside=block, side=side, left=left, style=style),
        seeds(ns, keep_when=False),
        path="/nieuws/slakkenplaag-op-complex-2.html",
        system="isso",
        reveal="link: 'Toon reacties (5)' under the item shows a hidden box and loads Isso's client into it",
        container="div#gh-reacties (display:none until the click): h4 'Reacties', Isso's section#isso-thread",
        heading="Reacties",
        description="A Dutch allotment association's site of 2013 on a module CMS: a news item on slugs with an ordinary-looking link 'Toon reacties (5)' beside 'Afdrukken' that shows a hidden box and loads Isso with 5 members' comments (the garden committee answering twice; replies one level deep). Left: the canteen rota; right: the month's garden tasks, the agenda, free plots, weather. Most awkward: the only way in is a text link that looks like the print link beside it.",
        check_steps=("click:#gh-toon", "wait:3000"),
    )


def es_waline_tab() -> Case:
    ns = talk("""
Javi Montero :: Vaya calor en el puerto de la Cruz. Gracias a los del coche de apoyo por el agua en la cima.
  Peña Ciclista Valdeloma :: Gracias a ti por venir, Javi. El año que viene saldremos media hora antes para evitar lo peor del calor.
Rosa Villalba :: Primera marcha larga que termino con el grupo. ¡Muy contenta! Los del grupo B me esperasteis en todas las subidas.
  Luis el Abuelo :: Así se hace, Rosa. En octubre tienes la de las Hoces, que es más llana.
Toni Bici :: ¿Alguien encontró unas gafas negras en el bar de Villanueva? Creo que las dejé en la mesa de fuera.
  Peña Ciclista Valdeloma :: Toni, las tiene Paco. Te las lleva el domingo a la salida.
""")
    path = "/noticias/cronica-marcha-sierra-de-lomaseca-2012"
    route = grid("""
Km | Puerto | Altitud | Pendiente media
18 | Alto de la Cruz | 1.240 m | 5,8 %
47 | Collado del Lobo | 1.105 m | 4,2 %
76 | Puerto de Lomaseca | 1.512 m | 6,9 %
""")
    block = (
        '<div class="pc-pestanas"><ul class="pc-tabs"><li><a href="#recorrido" id="pc-t1" class="pc-activa">Recorrido</a></li>'
        '<li><a href="#comentarios" id="pc-t2">Comentarios (6)</a></li></ul>'
        f'<div id="pc-recorrido" class="pc-panel"><p>Salida y llegada: plaza del Ayuntamiento de Valdeloma. 112 km, 1.900 m de desnivel acumulado.</p>{route}</div>'
        '<div id="pc-comentarios" class="pc-panel" style="display:none"><div id="pc-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#pc-waline'", path, "es")
        + "<script type=\"text/javascript\">(function () { var hecho = false; var a = document.getElementById('pc-t1'), b = document.getElementById('pc-t2');"
        " function ver(k) { a.className = k === 1 ? 'pc-activa' : ''; b.className = k === 2 ? 'pc-activa' : '';"
        " document.getElementById('pc-recorrido').style.display = k === 1 ? '' : 'none'; document.getElementById('pc-comentarios').style.display = k === 2 ? '' : 'none';"
        " if (k === 2 && !hecho) { hecho = true; mountWaline(); } }"
        " a.onclick = function () { ver(1); return false; }; b.onclick = function () { ver(2); return false; }; })();</script>"
    )
    left = box(
        "es-valdeloma",
        "Próxima salida",
        "<p><b>Domingo 1 de julio, 8:00</b><br />Valdeloma – Hoces del Riaza – Valdeloma<br />94 km, grupo A y B</p>",
    )
    side = (
        box(
            "es-valdeloma",
            "Clasificación Trofeo Social",
            grid("""
Pos. | Socio | Puntos
1 | Paco Ruiz | 148
2 | Javi Montero | 131
3 | Marta Gil | 119
4 | Luis Herrero | 104
"""),
        )
        + box(
            "es-valdeloma",
            "Últimas noticias",
            links(
                (
                    "Nueva equipación 2012 ya disponible",
                    "Asamblea general de socios",
                    "Ruta del Duero: fotos",
                ),
                "/noticias/",
            ),
        )
        + box(
            "es-valdeloma",
            "Patrocinadores",
            "".join(
                f'<img src="/_avatar/pc-patro-{k}.svg" alt="{esc(x)}" width="170" height="45" /><br />'
                for k, x in enumerate(("Bicicletas Lomas", "Bar El Cruce", "Caja Rural"))
            ),
        )
    )
    style = (
        ".pc-tabs{list-style:none;margin:16px 0 0;padding:0;overflow:hidden}.pc-tabs li{float:left;margin-right:3px}.pc-tabs a{display:block;padding:5px 12px;background:#eee;color:#2d5a27;font-weight:bold;text-decoration:none}"
        ".pc-tabs a.pc-activa{background:#3f7a36;color:#fff}.pc-panel{border:1px solid #3f7a36;padding:8px}.pc-panel th{background:#eef5ec;text-align:left}"
    )
    piece = Piece(
        "Crónica de la marcha a la Sierra de Lomaseca",
        "Escrito por Paco Ruiz",
        "2012-06-25T21:00:00+02:00",
        "Lunes, 25 de junio de 2012 21:00",
        """
Cuarenta y dos socios tomamos la salida el domingo a las siete y media en la plaza del Ayuntamiento para la marcha más dura del calendario del club: 112 kilómetros y tres puertos.

El calor apretó desde el primer puerto. El coche de apoyo, conducido por Pedro y Carmen, repartió más de sesenta litros de agua a lo largo del día.

Treinta y nueve llegamos a meta. A los tres que se retiraron, ánimo: la sierra seguirá ahí el año que viene.
""",
        section="Noticias",
    )
    return case(
        "bv-es-waline-pestana",
        "discussion",
        "es-valdeloma",
        piece,
        Bits(inside=block, side=side, left=left, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="tab: 'Comentarios (6)' beside the shown tab 'Recorrido'; choosing it shows its panel and mounts Waline",
        container="div.pc-pestanas > div#pc-comentarios (display:none until its tab is chosen) > div#pc-waline (Waline's client, its Spanish interface)",
        heading=None,
        description="A Spanish cycling club's site of 2012 on a module CMS: a ride report with two tabs under it, the shown one the route's climbs as a table, the other mounting Waline with 6 members' comments (the club answering twice; replies one level deep). Left: next ride; right: the club trophy's standings, latest news, sponsors. Most awkward: before the click the only table in the tabs is the route's.",
        check_steps=("click:#pc-t2", "wait:3000"),
    )


def real_bv() -> list[Case]:
    return [nl_isso_link(), es_waline_tab()]
