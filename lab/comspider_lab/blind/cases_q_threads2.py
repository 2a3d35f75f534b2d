"""Blind set Q: discussions shown with the page in German ("@Name" answers on a regional portal), French (a
librarian's blog, "Name a dit…", replies nested), Spanish (numbered, signed after the text, relative times, no
heading), Italian (a village blog where only some comments have a time) and Dutch (a kitchen-garden blog, the date
after the text) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_q_common import (
    PartsK,
    avatar,
    box,
    cloud,
    esc,
    links,
    make,
    nest,
    ps,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- de: regional portal, "@Name" answers


def de_atname() -> Case:
    c = thread(
        """
Hubert K. | 03.03.2012 um 07:12 Uhr | - | Typisch. Seit 1998 wird uns die Umgehung versprochen, und jedes Mal kommt was dazwischen. Ich glaube es erst, wenn der Bagger rollt.
Sabine Wörle | 03.03.2012 um 07:45 Uhr | - | Wir wohnen direkt an der B 412. Morgens um fünf fangen die Lkw an, an Schlaf ist nicht zu denken. Zwei Jahre mehr halten wir nicht aus.
Ottering-Fan | 03.03.2012 um 08:20 Uhr | @ | @Hubert K.: Diesmal liegt es aber am Eidechsen-Gutachten, nicht an der Gemeinde. Das steht doch im Artikel.
Hubert K. | 03.03.2012 um 08:51 Uhr | @ | @Ottering-Fan: Und warum hat man das Gutachten nicht schon vor fünf Jahren gemacht? Man wusste doch, dass da Zauneidechsen sind.
Markus Rehm | 03.03.2012 um 09:30 Uhr | - | Warum nicht wenigstens Tempo 30 in der Ortsdurchfahrt, bis die Umgehung kommt? Das würde sofort helfen.
Sabine Wörle | 03.03.2012 um 10:02 Uhr | @ | @Markus Rehm: Haben wir beantragt, das Landratsamt sagt nein, weil Bundesstraße.
Lisa aus Kleinhelm | 03.03.2012 um 11:14 Uhr | - | Bei uns in Kleinhelm fahren jetzt schon alle durchs Dorf, um die Baustelle an der Brücke zu umgehen. Das kann ja heiter werden.
W. Strobel | 03.03.2012 um 12:40 Uhr | - | Naturschutz schön und gut, aber hier geht es um die Gesundheit von 2000 Menschen an der Durchgangsstraße.
Naturfreund Wiesbach | 03.03.2012 um 13:25 Uhr | @ | @W. Strobel: Die Eidechsen werden ja nicht gegen die Menschen ausgespielt. Die Umsiedlung dauert eine Saison, dann kann gebaut werden.
Hubert K. | 03.03.2012 um 15:02 Uhr | - | Ich bin gespannt, was der Bürgermeister bei der Bürgerversammlung am 15. dazu sagt.
Gerda Baumann | 03.03.2012 um 17:48 Uhr | - | Danke an die Rundschau, dass sie dranbleibt. Ohne eure Berichte wüssten wir gar nichts.
Markus Rehm | 04.03.2012 um 09:05 Uhr | @ | @Sabine Wörle: Dann müssen wir eben mehr werden. Die Unterschriftenliste liegt ab Montag in der Bäckerei Funk aus.
"""
    )

    def item(i: int) -> str:
        x = c[i]
        return (
            f'<div class="ls-beitrag" id="ls-{7710 + i * 4}"><div class="ls-kopf"><strong>{esc(x.author)}</strong> schrieb am {esc(x.when)}:</div>'
            f'<div class="ls-text">{ps(x.text)}</div><div class="ls-fuss"><a href="#ls-form">Antworten</a> &middot; <a href="/melden/?b={7710 + i * 4}">Beitrag melden</a> &middot; Empfehlen ({(i * 3) % 8})</div></div>'
        )

    block = (
        '<div id="leserstimmen"><h3 class="ls-titel">Ihre Meinung zum Thema (12)</h3>'
        f"{''.join(item(i) for i in range(len(c)))}"
        '<div id="ls-form"><h4>Schreiben Sie Ihre Meinung</h4><p>Bitte beachten Sie unsere <a href="/netiquette/">Netiquette</a>. Beiträge werden vor der Veröffentlichung geprüft.</p>'
        '<form action="/leserstimmen/neu" method="post"><input type="text" name="name" value="Name"><br><textarea name="text" rows="6" cols="50"></textarea><br><input type="submit" value="Absenden"></form></div></div>'
    )
    st = story(
        "Ortsumgehung Ottering: Baubeginn rutscht auf 2014",
        "Thomas Grünwald",
        "2012-03-02T18:40:00+01:00",
        "02.03.2012, 18:40 Uhr",
        """
OTTERING. Die seit Jahren geplante Ortsumgehung der B 412 wird frühestens im Frühjahr 2014 gebaut. Das teilte das Straßenbauamt am Freitag mit.

Grund für die erneute Verzögerung ist ein Gutachten, das auf der geplanten Trasse eine Population von Zauneidechsen nachgewiesen hat. Die Tiere müssen vor Baubeginn umgesiedelt werden, was eine ganze Vegetationsperiode dauert.

Bürgermeister Ludwig Sattler zeigte sich enttäuscht. Die Gemeinde lädt am 15. März zu einer Bürgerversammlung in die Festhalle ein.
""",
        declare="og",
        section="Lokales",
        kicker="Ottering, B 412, Verkehr, Naturschutz",
    )
    rail = (
        box(
            "portal",
            "Meistgelesen",
            links(
                "Feuer in Kleinhelmer Scheune|Wiesbacher Fasnet: die schönsten Bilder|Neuer Pächter für das Freibad-Kiosk|Handball: TV Ottering siegt im Derby"
            ),
        )
        + box("portal", "Wetter", "<p>Wiesbach: 7 °C, bewölkt</p>")
        + box(
            "portal",
            "Umfrage",
            '<form><p>Soll in Ottering Tempo 30 gelten?</p><input type="radio" name="u"> Ja<br><input type="radio" name="u"> Nein<br><input type="submit" value="Abstimmen"></form>',
        )
    )
    return make(
        "q-de-atname-leserstimmen",
        "discussion",
        "portal",
        "de-atname",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/lokales/ottering/ortsumgehung-ottering-baubeginn-rutscht-auf-2014-art1188.html",
        container="div#leserstimmen, div.ls-beitrag (flat): div.ls-kopf '<strong>Name</strong> schrieb am 03.03.2012 um 07:12 Uhr:', div.ls-text, 'Antworten · Beitrag melden · Empfehlen (n)'",
        heading="Ihre Meinung zum Thema (12)",
        description="A German regional portal: twelve flat comments, 'Name schrieb am 03.03.2012 um 07:12 Uhr:', five answers that open with '@Name:' (parents by set J's rule, '@Name' kept in the text).",
    )


# --------------------------------------------------------------------------- fr: librarian's blog, nested replies


def fr_adit() -> Case:
    c = thread(
        """
Josiane | le 3 mars 2012 à 9h12 | - | Enfin ! Le samedi matin je travaille, je n'ai jamais pu y emmener les petits.
Bernard L. | le 3 mars 2012 à 10h05 | - | Bravo aux bénévoles. Si vous cherchez encore quelqu'un pour le premier samedi du mois, je suis disponible.
Mireille Aubrac | le 3 mars 2012 à 10h40 | 1 | Merci Bernard ! Passez me voir mardi, je vous montrerai le logiciel de prêt, il n'est pas bien compliqué.
Claire-Anne | le 3 mars 2012 à 13h22 | - | Est-ce que le coin des bébés lecteurs sera ouvert aussi le samedi ?
Mireille Aubrac | le 3 mars 2012 à 14h01 | 3 | Oui, le coin des tout-petits reste ouvert, et l'heure du conte passe au samedi à 15h.
Tonton Jules | le 4 mars 2012 à 8h30 | - | Et les journaux ? Je viens tous les matins lire la gazette, j'espère qu'on ne perd pas d'heures en semaine.
Sylvie M. | le 4 mars 2012 à 19h47 | - | Quel beau billet, on sent tout le travail derrière. Longue vie à la bibliothèque de Vernouillet !
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="avis{" avis-proprio" if x.author == "Mireille Aubrac" else ""}" id="avis-{3301 + i}"><div class="avis-tete">{avatar(x.author, 36, "avis-img")}'
            f' <cite>{esc(x.author)}</cite> a dit&hellip;</div><div class="avis-corps">{ps(x.text)}</div>'
            f'<div class="avis-pied"><a href="#avis-{3301 + i}">{esc(x.when)}</a> | <a href="#repondre" class="avis-rep">Répondre</a></div>'
            + (f'<div class="avis-enfants">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<div id="avis-lecteurs"><h4 class="avis-titre">7 réactions</h4>{nest(c, item)}'
        '<div id="repondre"><h4>Laisser une réaction</h4><form method="post" action="/reagir"><p><textarea name="texte" rows="6" cols="50"></textarea></p>'
        '<p>Nom : <input type="text" name="nom"> &nbsp; Site web : <input type="text" name="site"></p><p><input type="submit" value="Publier"></p></form></div></div>'
    )
    st = story(
        "La bibliothèque ouvre le samedi après-midi",
        "Mireille Aubrac",
        "2012-03-02T21:15:00+01:00",
        "vendredi 2 mars 2012",
        """
C'est officiel depuis le conseil municipal de mardi : à partir du 7 avril, la bibliothèque de Vernouillet sera ouverte le samedi de 14h à 18h, en plus du samedi matin.

Cela n'aurait pas été possible sans les neuf bénévoles qui se sont proposés cet hiver. Nous tiendrons la permanence à tour de rôle, un samedi par mois chacun.

En contrepartie, nous fermerons le mercredi à 17h au lieu de 18h. Les chiffres de fréquentation de l'an dernier montrent qu'il n'y avait presque personne après 17h.
""",
        declare="visible",
        kicker="bibliothèque, bénévoles, Vernouillet",
    )
    rail = (
        '<div class="gadget"><h2 class="gadget-ttl">Qui suis-je ?</h2><div class="gadget-body"><img src="/_avatar/mireille.jpg" width="80" height="80" alt=""> Bibliothécaire à mi-temps, lectrice à plein temps. <a href="/profil">Afficher mon profil complet</a></div></div>'
        + box(
            "bspot",
            "Archives du blog",
            "<ul><li>&#9660; 2012 (11)<ul><li>&#9660; mars (1)</li><li>&#9658; février (5)</li><li>&#9658; janvier (5)</li></ul></li><li>&#9658; 2011 (48)</li></ul>",
        )
        + box(
            "bspot",
            "Libellés",
            cloud("bibliothèque:5, conte:2, Gâtinais:3, lectures:4, marché:1, recettes:3"),
        )
    )
    return make(
        "q-fr-adit-avis",
        "discussion",
        "bspot",
        "fr-adit",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2012/03/la-bibliotheque-ouvre-le-samedi-apres-midi.html",
        container="div#avis-lecteurs, div.avis: div.avis-tete (avatar, '<cite>Name</cite> a dit…'), div.avis-corps, div.avis-pied (date 'le 3 mars 2012 à 9h12', 'Répondre'); replies in div.avis-enfants inside their parent",
        heading="7 réactions",
        description="A French librarian's hosted blog: seven comments (two replies by the blogger nested in their parents), 'Name a dit…' above the text and the date below it, gravatar-like avatars.",
    )


# --------------------------------------------------------------------------- es: numbered, signed after, relative times


def es_hace() -> Case:
    c = thread(
        """
Paco el del quiosco | hace 2 días | - | Otra vez obras en la plaza. El verano pasado fueron las aceras y ahora el mercado. Los comerciantes no levantamos cabeza.
Mari Carmen | hace 2 días | - | ¿Y dónde van a poner los puestos mientras tanto? En la noticia dice "una ubicación provisional" pero no dice cuál.
vecino_del_centro | hace 1 día | - | Mari Carmen, en el pleno dijeron que en el patio del antiguo colegio San Roque.
Andrés G. | hace 23 horas | - | Hace falta la reforma, el tejado se cae a pedazos. Pero que la hagan rápido, por favor.
Lola | hace 20 horas | - | ¿Habrá aparcamiento cerca del colegio? Las personas mayores no pueden cargar la compra desde la plaza.
Julián Herrera | hace 15 horas | - | 1,8 millones para un mercado con doce puestos. Alguien tendría que explicar esas cuentas.
Una pescadera | hace 9 horas | - | Llevamos treinta años en el mercado y nadie nos ha preguntado qué necesitamos. No pedimos cámaras nuevas, solo un techo que no gotee.
Rafa | hace 5 horas | - | Yo lo veo bien. El mercado de Torrenueva quedó precioso después de la reforma y ahora va más gente que nunca.
Mari Carmen | hace 3 horas | - | Gracias, vecino. Al menos el colegio está cerca del ambulatorio.
Toñi R. | hace 45 minutos | - | Que no se olviden de los baños públicos, que llevan cerrados desde 2009.
"""
    )

    def item(i: int) -> str:
        x = c[i]
        n = 8812 + i * 9
        return (
            f'<div class="opi{" par" if i % 2 else ""}" id="op-{n}"><a name="c{n}"></a><span class="opi-num"><a href="#c{n}">#{i + 1}</a></span>'
            f'<div class="opi-txt">{ps(x.text)}</div><div class="opi-pie">Escrito por <b>{esc(x.author)}</b> <span class="opi-hace">{esc(x.when)}</span>'
            f' | <a href="#participa-form">Responder</a> | <a href="/denunciar/{n}">Denunciar</a> | Valoración: <a href="#">+</a> {(i * 7) % 12} <a href="#">&minus;</a> {i % 3}</div></div>'
        )

    block = (
        f'<div id="participa">{"".join(item(i) for i in range(len(c)))}'
        '<div id="participa-form"><p><b>Escribe tu opinión</b> (las opiniones ofensivas serán eliminadas)</p><form method="post" action="/participa"><input type="text" name="alias" value="Tu nombre"><br>'
        '<textarea name="texto" rows="5" cols="50"></textarea><br><input type="submit" value="Enviar"></form></div></div>'
    )
    st = story(
        "El mercado de abastos cerrará ocho meses por las obras de reforma",
        "Redacción El Faro",
        "",
        "",
        """
El Ayuntamiento de Valdecantos aprobó en el pleno del jueves el proyecto de reforma integral del mercado de abastos de la plaza Mayor, con un presupuesto de 1,8 millones de euros.

Las obras comenzarán en mayo y obligarán a cerrar el edificio durante ocho meses. Los doce puestos se trasladarán a una ubicación provisional que todavía no se ha anunciado.

La reforma incluye un tejado nuevo, la renovación de las instalaciones eléctricas y la apertura de una cafetería en la planta alta.
""",
        declare="none",
        section="Comarca",
        kicker="mercado, obras, Valdecantos",
    )
    rail = (
        box(
            "portal",
            "Lo más leído",
            links(
                "Accidente en la comarcal 410|El Valdecantos CF asciende a Preferente|Fiestas de San Roque: programa completo|Cortes de agua el martes"
            ),
        )
        + box(
            "portal",
            "Hemeroteca",
            '<form><select><option>Marzo 2012</option><option>Febrero 2012</option></select> <input type="submit" value="Ir"></form>',
        )
        + box(
            "portal",
            "Publicidad",
            '<img src="/_avatar/banner-ferreteria.gif" width="280" height="120" alt="Ferretería Ruiz">',
        )
    )
    return make(
        "q-es-numbered-escrito",
        "discussion",
        "portal",
        "es-hace",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/comarca/el-mercado-de-abastos-cerrara-ocho-meses-por-las-obras.html",
        container="div#participa (no heading), div.opi: a[name=cNNNN], span.opi-num '#n', div.opi-txt (the text first), div.opi-pie 'Escrito por <b>Name</b> hace 2 días | Responder | Denunciar | Valoración: + n − n'",
        heading=None,
        description="A Spanish district paper's portal: ten flat numbered opinions under the article with no heading at all, each the text first and 'Escrito por Name hace …' after it, anchors #cNNNN; the page declares no date for the article and shows none.",
    )


# --------------------------------------------------------------------------- it: village blog, only some times


def it_hascritto() -> Case:
    c = thread(
        """
Ernesto | 3 marzo 2012 alle 09:14 | - | Finalmente in piazza! Al campo sportivo d'inverno si gelava, e poi il fango fino alle caviglie.
la Rina |  | - | Speriamo che tengano anche la lotteria, l'anno scorso ho vinto un salame e mezzo paese me lo ricorda ancora.
Mauro B. | 3 marzo 2012 alle 11:02 | - | E i parcheggi? In piazza ci stanno venti macchine, e arriveranno da tutta la bassa.
Gianni Ferrazza |  | - | Mauro, il comitato ha detto che apriranno il parcheggio della cooperativa e metteranno una navetta dalla stazione.
Sofia |  | - | Io vengo a dare una mano ai tavoli il sabato sera, chi c'è?
Don Piero | 3 marzo 2012 alle 18:40 | - | Ricordo a tutti che la domenica mattina c'è la messa alle 10, poi la sagra può cominciare. Grazie al comitato per la pazienza.
Lucia dalla Motta |  | - | Le foto degli anni passati sono bellissime, si riconosce la nonna di Sofia al banco dei dolci!
Ernesto | 4 marzo 2012 alle 08:05 | - | Grazie Gianni per il post, lo giro ai parenti a Milano.
"""
    )

    def item(i: int) -> str:
        x = c[i]
        when = f' <span class="int-quando">{esc(x.when)}</span>' if x.when else ""
        return (
            f'<div class="int" id="int{120 + i}"><p class="int-chi"><b>{esc(x.author)}</b> ha scritto:{when}</p>'
            f'<div class="int-testo">{ps(x.text)}</div></div>'
        )

    block = (
        f'<div class="interventi"><h3>Dite la vostra</h3>{"".join(item(i) for i in range(len(c)))}'
        '<h3>Scrivi qui</h3><form method="post" action="/scrivi"><p>Nome: <input type="text" name="nome"></p><p><textarea name="testo" rows="6" cols="50"></textarea></p><p><input type="submit" value="Invia"></p></form></div>'
    )
    st = story(
        "Sagra del cotechino: quest'anno si fa in piazza Garibaldi",
        "Gianni Ferrazza",
        "2012-03-02T20:00:00+01:00",
        "2 marzo 2012",
        """
Il comitato della sagra ha deciso: dopo sei anni al campo sportivo, la sagra del cotechino torna in piazza Garibaldi, sotto i portici, il secondo fine settimana di aprile.

Ci saranno gli stand gastronomici, la lotteria, la banda di Sanvito la domenica pomeriggio e, novità di quest'anno, il mercatino dei prodotti della bassa.

Qui sotto qualche foto delle edizioni passate, gentilmente prestate dalla famiglia Bellotti.
""",
        declare="time",
        kicker="sagra, paese, feste",
    )
    inbody = '<p class="foto"><img src="/_avatar/sagra-1998.jpg" width="400" height="260" alt="La sagra nel 1998"><br><i>La sagra nel 1998 (foto Bellotti)</i></p>'
    rail = (
        box("mtype", "Cerca", '<form><input type="text" name="q" size="18"></form>')
        + box(
            "mtype",
            "Ultimi post",
            links(
                "Il ponte sul canale riapre lunedì|La nebbia di febbraio|Ricetta: tortelli di zucca della nonna|Foto: la neve in piazza"
            ),
        )
        + box("mtype", "Tag", cloud("cronaca:4, feste:3, foto:5, nebbia:1, ricette:3, sagra:2, scuola:2"))
        + box("mtype", "Archivio", links("marzo 2012|febbraio 2012|gennaio 2012|dicembre 2011"))
    )
    return make(
        "q-it-interventi-some-times",
        "discussion",
        "mtype",
        "it-hascritto",
        st,
        PartsK(after=block, rail=rail, inbody=inbody),
        c,
        path="/archives/2012/03/sagra-del-cotechino-in-piazza.html",
        container="div.interventi, div.int: p.int-chi '<b>Name</b> ha scritto:' and, on four of the eight, span.int-quando '3 marzo 2012 alle 09:14'; div.int-testo",
        heading="Dite la vostra",
        description="An Italian village blog: eight flat comments, 'Name ha scritto:', only four of them with a time (the others imported without one); the blogger answers by naming the reader ('Mauro, …': no parent).",
    )


# --------------------------------------------------------------------------- nl: kitchen-garden blog, date after text


def nl_zei() -> Case:
    c = thread(
        """
Ria uit Lommel | 3 maart 2012 16:15 | - | Wat vroeg al! Bij ons is de grond nog veel te nat, ik wacht tot half maart.
Henk | 3 maart 2012 17:02 | - | Mooie foto van de kippen. Is die bruine een Barnevelder?
Joke van Baarle | 3 maart 2012 18:30 | @ | @Henk: ja, dat is Bertha, een Barnevelder van drie jaar. Ze legt de mooiste donkerbruine eieren.
Moestuinman | 4 maart 2012 09:11 | - | Tip: leg er een net over, de duiven lusten die jonge peultjes ook.
Anneke | 4 maart 2012 20:45 | - | Wat een gezellige blog, ik lees al een jaar mee. Succes met het seizoen!
"""
    )

    def item(i: int) -> str:
        x = c[i]
        return (
            f'<div class="rc" id="rc-{61200 + i}"><div class="rc-kop">{avatar(x.author, 35, "rc-pic")} <a href="/profiel/{61200 + i}" rel="nofollow">{esc(x.author)}</a> zei...</div>'
            f'<div class="rc-tekst">{ps(x.text)}</div><div class="rc-datum"><a href="#rc-{61200 + i}" title="link">{esc(x.when)}</a>'
            f' <span class="rc-weg"><a href="/verwijderen/{61200 + i}" title="Reactie verwijderen"><img src="/_avatar/icon-trash.gif" width="12" height="12" alt=""></a></span></div></div>'
        )

    block = (
        f'<div id="reacties"><h4>5 reacties:</h4>{"".join(item(i) for i in range(len(c)))}'
        '<p class="rc-post"><a href="/reageren/">Een reactie posten</a></p></div>'
    )
    st = story(
        "Eerste peultjes gezaaid en de kippen leggen weer",
        "Joke van Baarle",
        "2012-03-03T11:20:00+01:00",
        "zaterdag 3 maart 2012",
        """
Het was vandaag zo zacht dat ik het niet kon laten: de eerste rij peultjes zit in de grond, langs het gaas aan de kant van de schuur.

En de dames doen weer mee! Na de koude weken in februari lagen er vanochtend vier eieren in het nest. Bertha legt zoals altijd de mooiste.

Volgende week wil ik de aardappelen gaan voorkiemen in de vensterbank van de logeerkamer.
""",
        declare="visible",
        kicker="kippen, moestuin, zaaien",
    )
    inbody = '<p><img src="/_avatar/kippen-maart.jpg" width="400" height="300" alt=""></p>'
    rail = (
        box("bspot", "Over mij", "Joke, 54, moestuinier in de Kempen. Drie kippen, één kat, geen geduld.")
        + box(
            "bspot",
            "Blogarchief",
            "<ul><li>&#9660; 2012 (7)<ul><li>&#9660; maart (1)</li><li>&#9658; februari (3)</li><li>&#9658; januari (3)</li></ul></li><li>&#9658; 2011 (52)</li></ul>",
        )
        + box("bspot", "Labels", cloud("kippen:4, moestuin:5, oogst:3, recepten:2, zaaien:3, weer:1"))
    )
    return make(
        "q-nl-zei-reacties",
        "discussion",
        "bspot",
        "nl-zei",
        st,
        PartsK(after=block, rail=rail, inbody=inbody),
        c,
        path="/2012/03/eerste-peultjes-gezaaid.html",
        container="div#reacties, div.rc: div.rc-kop (avatar, linked name 'zei...'), div.rc-tekst, then div.rc-datum (the date after the text, a delete icon)",
        heading="5 reacties:",
        description="A Dutch kitchen-garden blog on a hosted theme: five flat comments, 'Name zei...' above the text and the date below it; the blogger answers one with '@Henk:' (a parent by set J's rule).",
    )
