"""Blind set CP: three discussions in markup that does not announce itself: a German county weekly's "Das schreiben
unsere Leser" as bare paragraphs between ``<hr>`` with the signature after each text (one name withheld); a French
model-boat club's "Ils nous ont écrit" as one two-column layout table per entry; a Spanish cooking blog's "Lo que me
habéis contado" as a guestbook-like list with relative dates and the author's nested answers. Every class name, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cp_common import (
    Bits,
    Case,
    Entry,
    Piece,
    Seed,
    box,
    case,
    entries,
    esc,
    links,
    paras,
    seeds,
)


def de_leser() -> Case:
    es = entries("""
Gerhard Bauer | Kirchbach-Unterweiler, 14. Juni 2011 |
Ich bin 1962 im Kirchbacher Freibad schwimmen gelernt, meine Kinder auch, und jetzt soll ausgerechnet im Jubiläumsjahr Schluss sein? Die 38.000 Euro für die Pumpe sind viel Geld, das sehe ich ein. Aber für den Kreisverkehr am Ortsausgang war auch Geld da.

Warum fragt man nicht den Förderverein? Ich wäre sofort dabei, samstags Rasen zu mähen.
----
Name ist der Redaktion bekannt | 14. Juni 2011 |
Wer jeden Sommer mit dem Gemeinderat über das Bad jammert, sollte einmal in die Besucherzahlen schauen. An normalen Werktagen liegen da zwanzig Rentner und drei Schulklassen. Das kann sich eine Gemeinde mit 4.800 Einwohnern auf Dauer nicht leisten, so ehrlich muss man sein.
----
Familie Schäfer | Kirchbach, 15. Juni 2011 |
Wir haben drei Kinder zwischen 6 und 13. Das nächste Bad ist in Öhringen, das sind 22 Kilometer, ohne Auto geht da gar nichts und der Bus fährt in den Ferien zweimal am Tag. Für uns ist das Freibad der Urlaub. Bitte überlegt euch das noch einmal!
----
Heinz-Dieter Wörner | Gemeinderat a.D., Kirchbach, 15. Juni 2011 |
Als ehemaliger Gemeinderat möchte ich eine Sache richtigstellen: Die Pumpe ist nicht das eigentliche Problem. Das Becken verliert seit Jahren Wasser, rund 30 Kubikmeter am Tag, und das weiß die Verwaltung spätestens seit dem Gutachten von 2008.

Wer jetzt nur die Pumpe tauscht, steht in zwei Jahren wieder im Gemeinderat. Man sollte den Bürgern reinen Wein einschenken und über eine Sanierung mit Zuschüssen vom Land reden, bevor man schließt.
----
Sabine Krauß | Neuhütten, 16. Juni 2011 |
Herr Wörner hat recht. Aber dann hätte man das vor drei Jahren sagen müssen und nicht im Juni, wenn die Kinder schon die Badetaschen gepackt haben. Schlechter Stil, finde ich.
----
Anton Reichert | Kirchbach, 16. Juni 2011 |
Ich war am Montag in der Sitzung. Es haben genau zwei Räte gegen die Schließung gestimmt. Ich werde mir die Namen merken, nächstes Jahr ist Kommunalwahl.
----
E. Hartmann | Kirchbach-Oberweiler, 17. Juni 2011 |
Kleine Anmerkung zum Artikel: Der Förderverein heißt „Freunde des Kirchbacher Freibads e.V.“ und nicht Bäderverein. Wir treffen uns am Donnerstag um 19.30 Uhr im Gasthaus Linde, jeder ist willkommen. Mitgliedsanträge gibt es dort oder bei der Bäckerei Engel.
""")
    parts = []
    for e in es:
        sig = f"<i>{esc(e.who)}</i>, {esc(e.at)}"
        parts.append(paras(e.body) + f'<p align="right">{sig}</p>\n<hr size="1" noshade="noshade" />\n')
    after = (
        '<div class="hw-k"><h3>Das schreiben unsere Leser</h3>'
        "<p><small>Zuschriften geben die Meinung der Verfasser wieder. Die Redaktion behält sich Kürzungen vor.</small></p>"
        '<hr size="1" noshade="noshade" />\n'
        + "".join(parts)
        + '<p><a href="/leserbrief?art=20110614-freibad">Schreiben Sie uns Ihre Meinung</a></p></div>'
    )
    side = (
        box(
            "de-wochenblatt",
            "Meistgelesen",
            '<ol><li><a href="/a/1">Freibad bleibt diesen Sommer zu</a> (1.311)</li>'
            '<li><a href="/a/2">Maibaum in Neuhütten umgesägt</a> (904)</li>'
            '<li><a href="/a/3">TSV Kirchbach steigt in die Kreisliga A auf</a> (712)</li>'
            '<li><a href="/a/4">Neue Öffnungszeiten im Rathaus</a> (388)</li></ol>',
        )
        + box(
            "de-wochenblatt",
            "Termine",
            "<ul><li>18.06. Johannisfeuer am Sportplatz, 20 Uhr</li><li>19.06. Gottesdienst im Grünen, Oberweiler</li>"
            "<li>23.06. Blutspende, Gemeindehalle, 15.30-19.30 Uhr</li></ul>",
        )
        + box(
            "de-wochenblatt",
            "Kleinanzeigen",
            links(
                (
                    "Kinderfahrrad 24 Zoll zu verkaufen",
                    "Suche Garage in Kirchbach",
                    "Brennholz, ofenfertig, 65 € / Ster",
                ),
                "/kleinanzeigen/",
            ),
        )
        + box("de-wochenblatt", "Wetter", "<p>Kirchbach: 23 °C, heiter bis wolkig</p>")
    )
    style = ".hw-k{margin-top:18px;border-top:2px solid #7a1c1c}.hw-k h3{font-size:15px;color:#7a1c1c}.hw-k hr{border:0;border-top:1px solid #ccc}"
    piece = Piece(
        "Freibad bleibt diesen Sommer zu",
        "Von Martina Seitz",
        "2011-06-14T05:00:00+02:00",
        "14.06.2011",
        """
Das Kirchbacher Freibad wird in diesem Sommer nicht öffnen. Mit zwölf zu zwei Stimmen hat der Gemeinderat am Montagabend beschlossen, die defekte Umwälzpumpe nicht mehr zu ersetzen. Die Reparatur hätte nach Angaben der Verwaltung rund 38.000 Euro gekostet.

Bürgermeister Klaus Reinhold verwies auf das jährliche Defizit des Bades von zuletzt 112.000 Euro. „Wir müssen ehrlich sagen, was wir uns leisten können und was nicht“, sagte er. Über die Zukunft des Bades soll im Herbst im Rahmen der Haushaltsberatungen entschieden werden.

Das Bad wurde 1961 eröffnet und feiert in diesem Jahr eigentlich sein 50-jähriges Bestehen. Der Bäderverein hatte für August ein Jubiläumsfest geplant.
""",
        dek="Gemeinderat entscheidet gegen Reparatur der Umwälzpumpe – Förderverein enttäuscht",
        section="Kirchbach",
        tags=("Freibad", "Gemeinderat", "Kirchbach"),
    )
    return case(
        "cp-de-leser",
        "discussion",
        "de-wochenblatt",
        piece,
        Bits(after=after, side=side, style=style, skeleton="table"),
        [Seed("" if e.who.startswith("Name ist") else e.who, e.body) for e in es],
        path="/kirchbach/2011/06/14/freibad-bleibt-diesen-sommer-zu.html",
        container="div.hw-k: h3 'Das schreiben unsere Leser', then per letter bare p's and a right-aligned p '<i>NAME</i>, TOWN, DATE', each followed by an hr",
        heading="Das schreiben unsere Leser",
        description="A German county weekly of 2011 in a layout-table portal: an article on the outdoor pool's closing, then 'Das schreiben unsere Leser' with 7 readers' letters as bare paragraphs separated by <hr>, each signed after its text (name in italics, town, date), one signed 'Name ist der Redaktion bekannt', one 'Familie Schäfer'; most read with counts, dates, classified ads, the weather. Most awkward: no element per comment, the signature after the text, a withheld name.",
        lookalikes=("most read with counts", "a dates box"),
    )


def fr_tableaux() -> Case:
    es = entries("""
Jean-Paul Tréhorel | le 16/08/2010 à 09:12 |
Superbe journée, merci aux organisateurs et à la mairie de Léhon pour le prêt du ponton. Petite remarque pour l'an prochain : la bouée du deuxième virage était beaucoup trop près de la rive, avec le vent d'ouest on se faisait tous déporter dans les nénuphars. Mon Pourquoi-Pas y a laissé un safran.
----
Maryvonne L. | le 16/08/2010 à 13:40 |
Nous étions de passage avec nos petits-enfants, ils n'ont pas voulu partir avant la fin ! Le remorqueur avec la fumée était magnifique. Est-ce que vous faites des initiations pour les enfants pendant l'année ?
----
Bureau de l'AMNR | le 16/08/2010 à 18:05 |
@Maryvonne : oui, l'atelier junior a lieu le mercredi de 14h à 16h30 au local, à partir de 10 ans. Les deux premières séances sont gratuites, il suffit de venir.

@Jean-Paul : bien noté pour la bouée, on la décalera. Pour le safran, Yves a des chutes de laiton au local.
----
Yvon Le Goff | le 17/08/2010 à 21:14 |
Venu de Paimpol avec trois bateaux dont le thonier au 1/20e, je n'ai pas été déçu. Bassin agréable, accueil chaleureux, galettes excellentes. Seul regret : il manquait un peu de place pour poser les caisses de transport au bord de l'eau.

Amitiés maritimes, et à l'année prochaine.
----
Loïc | le 19/08/2010 à 07:55 |
Quelqu'un aurait-il pris des photos de la course des voiliers radiocommandés vers 15 h ? Mon fils avait le numéro 7 (coque jaune) et nous n'avons rien pu prendre, la batterie de l'appareil était vide. Merci d'avance !
""")

    def tab(e: Entry) -> str:
        return (
            '<table width="100%" border="0" cellpadding="4" cellspacing="0" class="mr-t">'
            f'<tr><td width="140" valign="top" bgcolor="#e6eef5"><b>{esc(e.who)}</b><br /><small>{esc(e.at)}</small></td>'
            f'<td valign="top" bgcolor="#f7f9fb">{paras(e.body)}</td></tr></table>\n'
        )

    after = (
        '<div class="mr-bloc"><h3>Ils nous ont écrit</h3>'
        + "".join(tab(e) for e in es)
        + '<p>Vous aussi, <a href="/livre-d-or/ecrire">écrivez-nous</a> !</p></div>'
    )
    side = (
        box(
            "fr-maquettes",
            "Prochaines sorties",
            "<ul><li>5 sept. : Forum des associations, Dinan</li><li>26 sept. : Navigation libre, étang de Bétineuc</li><li>17 oct. : Bourse d'échange au local</li></ul>",
        )
        + box(
            "fr-maquettes",
            "Chantiers en cours",
            links(
                ("Le thonier Sant-Yann (1/25)", "Remorqueur Abeille 22", "Vedette SNSM kit Billing"),
                "/chantiers/",
            ),
        )
        + box(
            "fr-maquettes",
            "Liens amis",
            links(
                ("Club naval du Trieux", "Modélisme Quimper Cornouaille", "Forum Maquettes & Voiles"),
                "/liens/",
            ),
        )
        + "<p><small>Compteur : 018 427 visiteurs depuis le 01/01/2007</small></p>"
    )
    style = ".mr-bloc{margin-top:16px}.mr-bloc h3{color:#134a73;border-bottom:1px solid #134a73}.mr-t{margin-bottom:8px;border:1px solid #c9d6e2}"
    piece = Piece(
        "Régate du 15 août au bassin de Léhon : le compte rendu",
        "Par Yves Morvan, secrétaire",
        "2010-08-15T22:00:00+02:00",
        "dimanche 15 août 2010",
        """
Pour sa sixième édition, notre régate du 15 août a réuni vingt-trois modèles venus de tout le département et même de Paimpol. Le soleil était de la partie et le vent d'ouest, un peu fort l'après-midi, a donné du fil à retordre aux voiliers.

Le matin était consacré aux bateaux à moteur et aux maquettes de navires de servitude. Le remorqueur à vapeur de Patrick, avec son générateur de fumée, a eu un grand succès auprès du public massé le long du chemin de halage.

L'après-midi, huit voiliers radiocommandés se sont affrontés sur trois manches. Victoire de Jean-Paul Tréhorel devant Maël Guillou et notre président. Merci à tous les bénévoles de la buvette et des galettes, et à la mairie de Léhon pour le ponton.
""",
        section="Sorties",
    )
    return case(
        "cp-fr-tableaux",
        "discussion",
        "fr-maquettes",
        piece,
        Bits(after=after, side=side, style=style, skeleton="blog"),
        seeds(es),
        path="/sorties/2010/regate-du-15-aout-compte-rendu.html",
        container="div.mr-bloc: h3 'Ils nous ont écrit', one table.mr-t per entry (left cell: <b>NAME</b><br><small>DATE</small>; right cell: p's)",
        heading="Ils nous ont écrit",
        description="A French model-boat club's site of 2010: a regatta report, then 'Ils nous ont écrit' with 5 entries, each a two-column layout table (name and date on the left, the text on the right); the club's office answers two readers in one entry by typed '@Name's; upcoming outings, boats being built, friends' links, a visitor counter. Most awkward: layout tables without any telling class, one entry answering two parents.",
        lookalikes=("an outings list", "a visitor counter"),
    )


def es_libro() -> Case:
    es = entries("""
Conchi | 12 de septiembre de 2012, 19:40 |
¡Qué bien explicada! Yo la hago casi igual pero le pongo un chorrito de anís al final, como la hacía mi madre en Jaraíz. Este año los higos vienen muy dulces así que habrá que bajar un poco el azúcar.
----
Amparo | 12 de septiembre de 2012, 21:02 | 0
Conchi, lo del anís lo probé una vez y a mi marido no le gustó nada, pero igual lo hago en un tarro aparte solo para mí. ¡Un beso!
----
Fernando (Navalmoral) | 13 de septiembre de 2012, 10:15 |
Una pregunta de novato: ¿los tarros hay que hervirlos boca abajo o basta con darles la vuelta cuando están calientes? El año pasado se me estropearon dos.
----
Amparo | 13 de septiembre de 2012, 12:30 | 2
Fernando, yo los hiervo siempre al baño María unos 20 minutos, tapados con agua. Darles la vuelta no es suficiente si los vas a guardar todo el invierno. Y que las tapas sean nuevas, que ahí está el truco.
----
Mari Luz | hace 5 días |
Me has traído recuerdos de la higuera del corral de mi abuela en Cuacos. Nosotros los niños nos subíamos y acabábamos con las manos pegajosas de la leche de las ramas. Gracias por escribir estas cosas, de verdad.
----
Pili de Plasencia | hace 2 días |
La hice ayer siguiendo tu receta al pie de la letra y me han salido seis tarros y medio. El medio ya no existe 😉
----
Anónimo | hace 14 horas |
¿Se puede hacer con higos congelados? Tengo el congelador lleno del año pasado.
""")

    def item(i: int) -> str:
        e = es[i]
        kids = [k for k, x in enumerate(es) if x.parent == i]
        sub = ("<ul>" + "".join(item(k) for k in kids) + "</ul>") if kids else ""
        cls = ' class="yo"' if e.who == "Amparo" else ""
        return (
            f'<li{cls}><p class="q"><b>{esc(e.who)}</b> dijo... <small>{esc(e.at)}</small></p>'
            f"<blockquote>{paras(e.body)}</blockquote>{sub}</li>"
        )

    after = (
        '<div class="ca-pie"><p>Publicado por Amparo en 20:17 | Etiquetas: <a href="/label/mermeladas">mermeladas</a>, <a href="/label/higos">higos</a></p></div>'
        '<div id="libro"><h4>Lo que me habéis contado (7)</h4><ul class="ca-lv">'
        + "".join(item(i) for i, e in enumerate(es) if e.parent is None)
        + '</ul><p><a href="/post/escribir?id=8812">Cuéntame tú también</a></p></div>'
    )
    side = (
        box(
            "es-cuaderno",
            "Sobre mí",
            "<p>Amparo, 63 años, maestra jubilada. Vivo en un pueblo de la Vera con mi marido, un huerto y demasiados tarros.</p>",
        )
        + box(
            "es-cuaderno",
            "Lo más visto",
            links(
                (
                    "Pimientos asados al horno de leña",
                    "Perrunillas de la tía Engracia",
                    "Cómo plantar ajos en octubre",
                    "Licor de cerezas del Jerte",
                ),
                "/2012/",
            ),
        )
        + box(
            "es-cuaderno",
            "Archivo del blog",
            "<ul><li>▼ 2012 (41)<ul><li>septiembre (4)</li><li>agosto (6)</li><li>julio (3)</li></ul></li><li>► 2011 (58)</li><li>► 2010 (22)</li></ul>",
        )
        + box(
            "es-cuaderno",
            "Blogs que sigo",
            links(("La despensa de Rosi", "Huerto en el balcón", "Cocina de pueblo"), "http://example.org/"),
        )
    )
    style = "#libro h4{font:italic 18px Georgia,serif;color:#7d5a2b}.ca-lv{list-style:none;padding:0}.ca-lv li{border-top:1px dotted #c9b48f;padding:4px 0}.ca-lv ul{list-style:none;margin-left:30px;padding:0}.ca-lv blockquote{margin:2px 0 4px 12px}.ca-lv .yo{background:#fbf4e6}.q{margin:0}"
    piece = Piece(
        "Mermelada de higos de la higuera de la abuela",
        "Amparo",
        "2012-09-11T20:17:00+02:00",
        "martes, 11 de septiembre de 2012",
        """
Ya está aquí septiembre y la higuera del corral vuelve a estar cargada. Es la misma que plantó mi abuela Remedios cuando se casó, y cada año me da más de lo que puedo comer, así que toca mermelada.

Ingredientes: un kilo de higos maduros sin el rabito, 400 gramos de azúcar (yo no pongo más), el zumo de un limón y media rama de canela.

Se cortan los higos en cuartos, se mezclan con el azúcar y el limón y se dejan reposar una noche. Al día siguiente se cuece todo a fuego suave una hora larga, removiendo para que no se agarre. Cuando al poner una gota en un plato frío no corre, ya está.

Se envasa en caliente en tarros limpios y se hierven los tarros llenos para que aguanten todo el invierno. Con esta cantidad salen cinco o seis tarros pequeños.
""",
        section="Recetas",
    )
    return case(
        "cp-es-libro",
        "discussion",
        "es-cuaderno",
        piece,
        Bits(after=after, side=side, style=style, skeleton="blog"),
        seeds(es),
        path="/2012/09/mermelada-de-higos-de-la-higuera-de-la.html",
        container="div#libro: h4 'Lo que me habéis contado (7)', ul.ca-lv > li (p.q '<b>NAME</b> dijo... <small>DATE</small>', blockquote > p), the author's answers in a nested ul",
        heading="Lo que me habéis contado",
        description="A Spanish cooking blog of 2012: a fig-jam recipe, then 'Lo que me habéis contado (7)' as a guestbook-like list: 'NAME dijo... DATE' over a blockquote, the blogger answering two readers in nested lists, later dates relative ('hace 5 días', 'hace 14 horas'), one 'Anónimo'; about me, most viewed, a blog archive with counts, blogs I follow. Most awkward: the texts in blockquotes (drawn as quotations), relative dates, a reader named 'Anónimo'.",
        lookalikes=("a blog archive with counts", "blogs I follow"),
    )


def threads_cp() -> list[Case]:
    return [de_leser(), fr_tableaux(), es_libro()]
