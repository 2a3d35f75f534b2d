"""Blind set AV: four discussions of 20 to 24 comments in the served HTML: a French regional daily's flat list drawn
into a tree by indentation classes (fr), a Spanish tabloid's nested wrappers with thumbs up and down (es), a Dutch
portal's hosted platform in its no-script output with "Top reacties" shown first (nl), an Italian tabloid's
"Commento della redazione" box repeating a comment first and flat answers marked "in risposta a NAME" (it). Every
class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_av_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree

FR = """
Jeanmi84 | 24/02/2012 à 19h02 | - | - | Encore une usine à gaz. Un parking à 6 millions pour 200 places, faites le calcul : 30 000 euros la place.
Corinne D. | 24/02/2012 à 19h15 | 0 | - | Le calcul ne veut rien dire, le parking sera payant, il se rembourse en partie.
Jeanmi84 | 24/02/2012 à 19h28 | 1 | - | En partie, comme vous dites.
Hubert Lavaud | 24/02/2012 à 19h40 | - | ab | Commerçant rue Haute depuis 22 ans. Ce n'est pas le parking qui fera revenir les clients, c'est les loyers qui sont trop chers et les vitrines vides qui font fuir tout le monde.
Sylvie-M | 24/02/2012 à 20h01 | 3 | - | Tout à fait d'accord Hubert, la boutique de ma sœur a fermé pour cette raison.
Le Vieux Bouc | 24/02/2012 à 20h10 | 4 | - | Les loyers c'est les propriétaires, pas la mairie.
Hubert Lavaud | 24/02/2012 à 20h33 | 5 | ab | La mairie possède quatre des locaux vides de la rue, justement.
Le Vieux Bouc | 24/02/2012 à 20h41 | 5 | - | Ah ça je ne savais pas. Au temps pour moi.
Mireille Castagné | 24/02/2012 à 21h05 | - | - | Et les vélos dans tout ça ? Pas un mot sur les arceaux.
Nathan P. | 24/02/2012 à 21h20 | - | - | Bravo pour l'article, enfin des chiffres clairs.
Corinne D. | 24/02/2012 à 21h44 | 8 | - | Il y en a 40 de prévus au rez-de-chaussée d'après le dossier en mairie.
Mireille Castagné | 24/02/2012 à 21h50 | 10 | - | Merci, c'est déjà ça.
Patrice Aubertin | 25/02/2012 à 07h12 | - | ab | Je relis les commentaires et personne ne parle du marché du samedi. Si on creuse la place du Foirail pendant deux ans, il va où, le marché ? // On nous a déjà fait le coup avec les travaux de la gare : « provisoire », et le marché n'est jamais revenu en centre-ville.
Sylvie-M | 25/02/2012 à 07h40 | 12 | - | Très bonne question. Quelqu'un de la mairie lit ces commentaires ?
Rédaction Le Républicain | 25/02/2012 à 08h55 | 13 | red | Bonjour, selon l'adjoint aux travaux, le marché serait déplacé sur le parking de la salle des fêtes pendant le chantier. Nous avons posé la question du retour et attendons une réponse.
Patrice Aubertin | 25/02/2012 à 09h10 | 14 | ab | Merci à la rédaction, on attend la suite.
lulu | 25/02/2012 à 10h02 | - | - | mdr les commentaires
Gégé du Foirail | 25/02/2012 à 10h30 | - | - | Moi j'habite sur la place. Deux ans de marteau-piqueur sous mes fenêtres, merci bien.
Le Vieux Bouc | 25/02/2012 à 11h15 | 17 | - | Courage Gégé.
Anne Rivière | 25/02/2012 à 12h48 | - | - | Un parking souterrain dans une ville de 9 000 habitants, il n'y a qu'ici qu'on voit ça.
Théo | 25/02/2012 à 13h20 | 19 | - | Il y en a un à Vallerand et il est plein tous les samedis.
Anne Rivière | 25/02/2012 à 14h02 | 20 | - | Vallerand c'est trois fois plus grand.
"""


def fr_parking() -> Case:
    cs = thread(FR)

    def depth(i: int) -> int:
        d = 0
        while cs[i].parent is not None:
            i = cs[i].parent  # type: ignore[assignment]
            d += 1
        return d

    order: list[int] = []

    def walk(parent: int | None) -> None:
        for i, c in enumerate(cs):
            if c.parent == parent:
                order.append(i)
                walk(i)

    walk(None)
    rows_html = ""
    for i in order:
        c = cs[i]
        d = min(depth(i), 3)
        tag = (
            ' <span class="rea-abonne">Abonné</span>'
            if c.has("ab")
            else (' <span class="rea-redac">La rédaction</span>' if c.has("red") else "")
        )
        rows_html += (
            f'<div class="rea-item rea-niv{d}" id="rea-{3310 + i}"><div class="rea-entete">'
            f'<img src="/_avatar/rea-{i}.svg" alt="" width="36" height="36" /> <strong class="rea-pseudo">{esc(c.name)}</strong>{tag} '
            f'<span class="rea-date">le {esc(c.when)}</span></div><div class="rea-corps">{paras(c.text)}</div>'
            f'<div class="rea-liens"><a href="#repondre-{3310 + i}">Répondre</a> – <a href="/alerter/{3310 + i}">Alerter</a> – '
            f'<a href="#rea-{3310 + i}">#</a></div></div>'
        )
    block = (
        '<div class="reactions-bloc"><h3 class="rea-titre">22 réactions</h3>'
        '<p class="rea-charte">Réagissez à cet article. <a href="/charte">Charte de modération</a> · '
        '<a href="/connexion">Se connecter</a></p>'
        + rows_html
        + '<p class="rea-plus">Fin des réactions.</p></div>'
    )
    css = (
        ".reactions-bloc{font:13px Arial,sans-serif}.rea-item{border-left:2px solid #ddd;padding:6px;margin:6px 0}"
        ".rea-niv1{margin-left:30px}.rea-niv2{margin-left:60px}.rea-niv3{margin-left:90px}.rea-abonne{background:#7a1f1f;color:#fff;font-size:10px;padding:0 3px}"
        ".rea-redac{background:#222;color:#fff;font-size:10px;padding:0 3px}.rea-liens{font-size:11px;color:#888}"
    )
    st = Story(
        "Un parking souterrain sous la place du Foirail : le projet chiffré à 6 millions",
        "Anne-Laure Bessière",
        "2012-02-24T17:30:00+01:00",
        "Publié le 24/02/2012 à 17h30",
        """
La municipalité a présenté jeudi soir en conseil le projet de parking souterrain sous la place du Foirail. Deux cents places sur deux niveaux, pour un coût estimé à 6 millions d'euros hors taxes.

Pour le maire, il s'agit de « redonner de l'air à la rue Haute » en supprimant une partie du stationnement en surface. Les travaux dureraient environ deux ans, à partir de l'automne 2013.

L'opposition dénonce un projet « surdimensionné » et demande une étude sur la fréquentation réelle du centre-ville. Le dossier est consultable en mairie jusqu'au 15 mars.
""",
        lead="Deux cents places sur deux niveaux : la mairie veut libérer la rue Haute des voitures.",
        section="Région",
        tags=("Parking", "Place du Foirail", "Rue Haute"),
    )
    return make(
        "av-fr-indent-parking",
        "discussion",
        "fr-marennes",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/region/marennes/un-parking-souterrain-sous-la-place-du-foirail-5521.html",
        container="div.reactions-bloc: h3 '22 réactions', a charter line; one flat run of div.rea-item whose class rea-niv0 to rea-niv3 indents the answers (avatar, strong.rea-pseudo, 'Abonné'/'La rédaction' badges, span.rea-date 'le 24/02/2012 à 19h02', div.rea-corps, 'Répondre – Alerter – #')",
        heading="22 réactions",
        description="A French regional daily of 2012: 22 readers' comments in one flat run whose indentation classes draw a tree four levels deep (parent as the indentation shows), subscribers' badges, the newsroom's answer, a two-paragraph comment with a quote, 'mdr les commentaires'.",
    )


ES = """
Manolo_del_Altozano | hace 3 horas | - | u=45,d=3 | Yo tengo 78 años y he ido a ese cine desde que era un chaval. Allí vi «Ben-Hur» con mi padre. Da mucha pena.
Lucía Ortega | hace 3 horas | 0 | u=12,d=0 | Mi abuelo igual, siempre nos contaba lo de «Ben-Hur». Qué recuerdos.
Manolo_del_Altozano | hace 3 horas | 1 | u=6,d=0 | Pues seguramente estábamos en la misma sesión, jaja.
Pepe R. | hace 3 horas | - | u=2,d=20 | Normal que cierre, ¿quién va al cine hoy en día? Todo el mundo lo ve en casa.
Ainhoa | hace 2 horas | 3 | u=15,d=1 | Yo voy, y mis amigas también. El problema es que solo ponían una película por semana.
Pepe R. | hace 2 horas | 4 | u=1,d=8 | Pues eso, que no va nadie.
Sonia Bermejo | hace 2 horas | - | u=9,d=0 | ¿Y el edificio? Es del año 1950 y tiene una fachada preciosa. Espero que no lo tiren para hacer pisos.
Antonio Gil | hace 2 horas | 6 | u=11,d=0 | Está protegido por el plan general, la fachada no se puede tocar. Otra cosa es lo de dentro.
Sonia Bermejo | hace 2 horas | 7 | u=3,d=0 | Gracias Antonio, algo es algo.
xXcinefiloXx | hace 2 horas | - | u=0,d=4 | k pena
Carmen Lozano | hace 2 horas | - | u=17,d=2 | Que lo compre el ayuntamiento y lo convierta en un centro cultural con cine los fines de semana. En Villalba lo hicieron y funciona. // El dinero que se gastan en rotondas que lo pongan aquí.
Juan Carlos M. | hace 1 hora | 10 | u=7,d=6 | ¿Con qué dinero, Carmen? El ayuntamiento está endeudado hasta las cejas.
Carmen Lozano | hace 1 hora | 11 | u=5,d=1 | Con el de la rotonda, ya lo he dicho.
Redacción Diario del Altozano | hace 1 hora | 10 | u=8,d=0,red | Según nos confirma el concejal de Cultura, el Ayuntamiento «estudia» una oferta a la familia propietaria, pero no hay ninguna cantidad sobre la mesa.
Lucía Ortega | hace 1 hora | - | u=4,d=0 | El último día ponen «Cinema Paradiso», ¿alguien se apunta?
Ainhoa | hace 58 minutos | 14 | u=3,d=0 | ¡Yo! ¿Sesión de las ocho?
Lucía Ortega | hace 51 minutos | 15 | - | Esa misma. Nos vemos en la puerta.
Fermín | hace 40 minutos | - | u=1,d=0 | Un minuto de silencio por las palomitas de la señora Rosario.
Manolo_del_Altozano | hace 32 minutos | 17 | u=6,d=0 | Las mejores del mundo, sí señor.
Paco Ruiz | hace 10 minutos | - | - | Una pena. Otro negocio menos en el centro.
"""


def es_cine() -> Case:
    cs = thread(ES)

    def item(i: int, c: C, sub: str) -> str:
        red = ' <span class="op-red">Redacción</span>' if c.has("red") else ""
        return (
            f'<div class="op-caja" id="op{61200 + i}"><div class="op-cab"><img src="/_avatar/op-{i}.svg" alt="" width="40" height="40" />'
            f'<span class="op-autor">{esc(c.name)}</span>{red} <a class="op-hora" href="#op{61200 + i}">{esc(c.when)}</a></div>'
            f'<div class="op-txt">{paras(c.text)}</div><div class="op-pie"><a class="op-si" href="/voto/{61200 + i}/si">▲ {c.get("u") or 0}</a> '
            f'<a class="op-no" href="/voto/{61200 + i}/no">▼ {c.get("d") or 0}</a> <a href="#responder">Responder</a> '
            f'<a href="/denunciar/{61200 + i}">Denunciar</a></div>'
            + (f'<div class="op-hilo">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="op-zona"><div class="op-barra"><span class="op-num">20 comentarios</span> '
        '<span class="op-orden">Ver: <b>Más antiguos arriba</b> · <a href="?orden=recientes">Más recientes arriba</a> · <a href="?orden=valorados">Más valorados</a></span></div>'
        '<p class="op-normas">Los comentarios son responsabilidad de sus autores. <a href="/normas">Normas de participación</a></p>'
        + tree(cs, item, lambda s: s)
        + '<form action="/comentar" method="post" class="op-form"><p>Identifícate para comentar: <a href="/entrar">Entrar</a> | '
        '<a href="/alta">Registrarse</a></p></form></div>'
    )
    css = (
        ".op-zona{font:13px Arial,sans-serif;border-top:4px solid #d40000;margin-top:14px}.op-caja{border-bottom:1px solid #eee;padding:6px 0}"
        ".op-hilo{margin-left:34px;border-left:2px solid #f2bbbb;padding-left:8px}.op-pie{font-size:11px}.op-si{color:green}.op-no{color:#d40000}"
    )
    st = Story(
        "Cierra el Cine Real, la última sala del centro, tras 62 años",
        "Rocío Valdemoro",
        "2012-03-04T09:00:00+01:00",
        "Altozano, 04/03/2012 - 09:00",
        """
El Cine Real bajará la persiana el próximo domingo después de 62 años de proyecciones en la calle Mayor. La familia propietaria, la tercera generación al frente del negocio, asegura que la caída de espectadores y el coste de adaptar la sala al proyector digital hacen inviable seguir.

«Necesitábamos más de 70.000 euros para el cambio al digital y este invierno ha habido domingos con doce personas en la sala», explica Rosario Campos, que atiende la taquilla desde hace 40 años.

La última sesión, con una película elegida por los socios del cineclub, será el domingo a las ocho de la tarde.
""",
        lead="La familia propietaria no puede asumir el cambio al proyector digital",
        section="Comarca",
        tags=("Cine Real", "Calle Mayor", "Cultura"),
    )
    return make(
        "av-es-wrappers-cine",
        "discussion",
        "es-altozano",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/comarca/cierra-el-cine-real-la-ultima-sala-del-centro-20120304.html",
        container="div.op-zona: a bar '20 comentarios' with a sort line, rules; div.op-caja (avatar, span.op-autor, 'Redacción' badge, a.op-hora 'hace 3 horas', div.op-txt, '▲ n ▼ n Responder Denunciar'), answers in div.op-hilo inside the answered box, three levels",
        heading=None,
        description="A Spanish local tabloid of 2012: 20 readers' comments with relative times, thumbs up/down counts, answers in nested wrapper divs up to three levels, the newsroom's answer, a two-paragraph comment, 'k pena'; no heading element (a count in a bar).",
    )


NL = """
Gert-Jan Vos | 6 dagen geleden | - | top,s=48 | Eindelijk iemand die het hardop zegt. Deze wethouder heeft twee jaar lang niks anders gedaan dan lintjes doorknippen en nu de begroting niet klopt, is het de schuld van de raad.
Annemieke | 6 dagen geleden | 0 | s=12 | Niet helemaal eerlijk, Gert-Jan. De sporthal is er wel gekomen, en dat was zijn dossier.
Gert-Jan Vos | 6 dagen geleden | 1 | s=9 | Te laat en te duur, Annemieke. Maar goed, dat is ook iets.
Henk W. | 6 dagen geleden | - | s=3 | Wie wordt de opvolger?
Redactie Zilverdijker Courant | 6 dagen geleden | 3 | staff,s=7 | Henk, de fractie beslist daar dinsdagavond over. Wij houden u op de hoogte.
Paul Terpstra | 6 dagen geleden | - | s=19 | Ik zat op de tribune bij de raadsvergadering. Het ging er heftig aan toe, maar het was vooral de toon van de wethouder die het deed. Hij beschuldigde twee raadsleden van liegen. // Dan moet je niet verbaasd zijn dat ze je niet meer steunen.
Ria Koopmans | 6 dagen geleden | 5 | s=6 | Klopt, ik heb het ook teruggekeken op de website van de gemeente. Vanaf 1 uur 14 wordt het pijnlijk.
jantje | 5 dagen geleden | - | s=0 | boeiend
Sanne de Ruiter | 5 dagen geleden | - | s=11 | Jammer voor de pont. Daar zou hij zich dit jaar voor inzetten.
Bert | 5 dagen geleden | 8 | s=2 | De pont komt er wel, die staat in het coalitieakkoord.
Sanne de Ruiter | 5 dagen geleden | 9 | s=1 | Hopelijk heb je gelijk, Bert.
Kees Oudhuis | 5 dagen geleden | - | s=14 | Drie wethouders in vier jaar. Zilverdijk wordt een beetje een lachertje in de regio.
Annemieke | 5 dagen geleden | 11 | s=5 | In Oudwerf waren het er vijf, dus het kan altijd erger.
Kees Oudhuis | 5 dagen geleden | 12 | - | Haha, daar zit wat in.
M. Bakker | 4 dagen geleden | - | s=2 | Wat gebeurt er nu met zijn wachtgeld?
Ria Koopmans | 4 dagen geleden | 14 | s=4 | Hij heeft recht op een uitkering, dat is wettelijk geregeld. Hoeveel precies weet ik niet.
Hans Zwart | 4 dagen geleden | - | s=1 | Eens.
Dorien | 3 dagen geleden | - | s=8 | Goed stuk, heel duidelijk opgeschreven. Dank aan de verslaggever.
Willem van Dam | 2 dagen geleden | - | s=5 | Er wordt veel gescholden hier, maar ik heb hem altijd als een harde werker gezien. Sterkte met wat je nu gaat doen, Arjan.
Gert-Jan Vos | 2 dagen geleden | 18 | s=3 | Dat mag ook gezegd worden, daar heb je gelijk in Willem.
"""


def nl_wethouder() -> Case:
    cs = thread(NL)
    tops = sorted(range(len(cs)), key=lambda i: -int(cs[i].get("s") or 0))[:3]

    def item(i: int, c: C, sub: str) -> str:
        staff = ' <span class="rp-badge">Redactie</span>' if c.has("staff") else ""
        return (
            f'<li class="rp-item" id="rp-{8800 + i}"><div class="rp-kop"><img class="rp-foto" src="/_avatar/rp-{i}.svg" alt="" width="32" height="32" />'
            f'<a class="rp-naam" href="/rp/gebruiker/{8800 + i}">{esc(c.name)}</a>{staff} '
            f'<a class="rp-tijd" href="#rp-{8800 + i}">{esc(c.when)}</a></div><div class="rp-tekst">{paras(c.text)}</div>'
            f'<div class="rp-acties"><span class="rp-steun">{c.get("s") or 0} waarderingen</span> · <a href="#rp-antw">Reageer</a> · '
            f'<a href="/rp/meld/{8800 + i}">Meld misbruik</a></div>'
            + (f'<ol class="rp-sub">{sub}</ol>' if sub else "")
            + "</li>"
        )

    top_items = "".join(
        f'<li class="rp-top-item"><b>{esc(cs[i].name)}</b> <span>({cs[i].get("s")} waarderingen)</span>'
        f'<div class="rp-tekst">{paras(cs[i].text)}</div><a href="#rp-{8800 + i}">Ga naar reactie</a></li>'
        for i in tops
    )
    block = (
        '<div id="reactiepunt" class="rp-plugin"><noscript>Schakel JavaScript in voor de volledige weergave.</noscript>'
        '<div class="rp-tabs"><span class="rp-tab rp-actief">Top reacties</span> <a class="rp-tab" href="?rp_sort=nieuw">Nieuwste</a> '
        '<a class="rp-tab" href="?rp_sort=oud">Oudste</a></div>'
        f'<ol class="rp-top">{top_items}</ol>'
        '<div class="rp-alle"><h4>Alle 20 reacties</h4><ol class="rp-lijst">'
        + tree(cs, item, lambda s: s)
        + '</ol></div><p class="rp-door">Reacties via Reactiepunt</p></div>'
        '<script type="text/javascript">window.rpSettings={forum:"zilverdijker",artikel:"wethouder-stapt-op",render:"server"};</script>'
    )
    css = (
        ".rp-plugin{font:12px Tahoma,sans-serif;margin-top:14px}.rp-tabs{border-bottom:2px solid #1d4e89}.rp-actief{font-weight:bold}"
        ".rp-top{background:#f4f7fb;list-style:none;padding:6px}.rp-lijst,.rp-sub{list-style:none;padding-left:0}.rp-sub{margin-left:36px}"
        ".rp-item{margin:8px 0}.rp-badge{background:#1d4e89;color:#fff;font-size:10px;padding:0 3px}.rp-acties{color:#888;font-size:11px}"
    )
    st = Story(
        "Wethouder Arjan Boelens stapt op na ruzie over begroting",
        "Door Marieke Hoogendoorn",
        "2012-03-08T22:15:00+01:00",
        "08-03-12, 22:15",
        """
Wethouder Arjan Boelens (Financiën en Sport) is donderdagavond na een lange raadsvergadering opgestapt. Aanleiding is een tekort van 1,4 miljoen euro op de begroting, dat volgens de oppositie al in december bekend was.

Twee coalitiepartijen zegden tijdens de vergadering het vertrouwen in de wethouder op. Boelens noemde de kritiek ,,politiek theater'' maar trok rond half twaalf zijn conclusies.

Het is de derde wethouder die in deze raadsperiode vertrekt. De fractie van Boelens beslist volgende week over een opvolger.
""",
        lead="Het tekort van 1,4 miljoen euro kost de wethouder van Financiën zijn baan",
        section="Regio",
        tags=("Gemeenteraad", "Begroting", "Zilverdijk"),
    )
    return make(
        "av-nl-hosted-wethouder",
        "discussion",
        "nl-zilverdijk",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/regio/zilverdijk/wethouder-arjan-boelens-stapt-op-na-ruzie-over-begroting-a1187.html",
        container="div#reactiepunt.rp-plugin (a hosted platform's server output, a noscript notice): tabs 'Top reacties' (shown) / Nieuwste / Oudste, ol.rp-top repeating the three most-valued comments (name, count, text, 'Ga naar reactie'), then 'Alle 20 reacties': ol.rp-lijst > li.rp-item (img, a.rp-naam, 'Redactie' badge, a.rp-tijd '6 dagen geleden', div.rp-tekst, 'n waarderingen · Reageer · Meld misbruik'), answers in ol.rp-sub, three levels",
        heading=None,
        description="A Dutch regional portal of 2012 with a hosted comment platform's no-script output: 20 comments with relative times, replies three levels in nested ordered lists, the newsroom's answer, a two-paragraph comment, 'boeiend', 'Eens.'; the three most-valued comments are shown again above the thread under the 'Top reacties' tab (once each in the truth).",
    )


IT = """
Valbrunese_doc | 02/03/2012 18:44 | - | - | Più che sicurezza, è fare cassa. 1,2 milioni di multe in un anno in un paese di 14.000 abitanti!
Marisa Gallo | 02/03/2012 18:52 | - | - | Sulla provinciale davanti alla scuola vanno tutti a 90. Se l'autovelox serve a rallentarli ben venga.
Valbrunese_doc | 02/03/2012 19:05 | 1 | - | Davanti alla scuola sì, ma quello in discesa verso il ponte è una trappola e lo sanno tutti.
Franco B. | 02/03/2012 19:20 | - | - | Basta andare piano e non si paga niente. Semplice.
Giorgio Lanfranchi | 02/03/2012 19:33 | 3 | - | Facile dirlo. Il limite a 50 su uno stradone a quattro corsie è assurdo.
Franco B. | 02/03/2012 19:41 | 4 | - | Il limite è quello, piaccia o no.
Paola Ricci | 02/03/2012 20:10 | - | - | Io ho preso due multe in una settimana nello stesso punto, tornando dal lavoro. 160 euro. Non mi ero accorta che il limite era cambiato, il cartello è dietro un albero.
Marisa Gallo | 02/03/2012 20:22 | 6 | - | Fai ricorso, Paola, se il cartello non è visibile hai buone possibilità.
Paola Ricci | 02/03/2012 20:30 | 7 | - | Grazie, ci provo!
Lucio | 02/03/2012 21:00 | - | - | vergogna
Anna Maria Testa | 02/03/2012 21:35 | - | - | Dove vanno a finire questi soldi? Le buche in via Roma sono ancora lì.
Giorgio Lanfranchi | 02/03/2012 21:50 | 10 | - | Per legge metà dovrebbe andare in sicurezza stradale. Poi chissà.
Don Piero | 02/03/2012 22:40 | - | - | Sul ponte vecchio l'anno scorso è morto un ragazzo di diciannove anni. Prima di lamentarci delle multe ricordiamocelo. // Un caro saluto a tutti, e prudenza.
Valbrunese_doc | 03/03/2012 07:10 | 12 | - | Ha ragione, Don Piero. Chiedo scusa per i toni.
Redazione Corriere di Valbruna | 03/03/2012 08:15 | - | red,pick | Gentili lettori, molti chiedono dove siano gli autovelox: l'elenco completo delle postazioni del mese è pubblicato ogni lunedì sul sito del Comune, alla voce «Polizia locale». Grazie per la partecipazione.
Elisa F. | 03/03/2012 09:02 | - | - | Ma il sondaggio a destra è vero? 71% contrari? Mi sembra tanto.
Marisa Gallo | 03/03/2012 09:30 | 15 | - | I sondaggi online li fanno sempre quelli arrabbiati.
Beppe Sartori | 03/03/2012 10:15 | - | - | Quoto.
Giorgio Lanfranchi | 03/03/2012 10:40 | - | - | Comunque grazie alla redazione per l'elenco, utilissimo.
Mauro Cattaneo | 03/03/2012 11:22 | 14 | - | Lo sapevo già, ma è bene che lo sappiano tutti.
Tiziana Vecchi | 03/03/2012 12:05 | - | - | Io abito sulla provinciale e da quando c'è l'autovelox si dorme meglio. Prima sembrava un circuito.
"""


def it_autovelox() -> Case:
    cs = thread(IT)
    pick = next(i for i, c in enumerate(cs) if c.has("pick"))

    def entry(i: int, c: C, copy: bool = False) -> str:
        ref = ""
        if c.parent is not None:
            ref = f'<span class="cm-risp">in risposta a <a href="#cm{9100 + c.parent}">{esc(cs[c.parent].name)}</a></span>'
        red = ' <span class="cm-red">REDAZIONE</span>' if c.has("red") else ""
        return (
            f'<div class="cm-box{" cm-copia" if copy else ""}"{"" if copy else f" id=cm{9100 + i}"}>'
            f'<div class="cm-testa"><img src="/_avatar/cm-{i}.svg" alt="" width="34" height="34" /> '
            f'<b class="cm-nick">{esc(c.name)}</b>{red} <i class="cm-data">{esc(c.when)}</i> {ref}</div>'
            f'<div class="cm-corpo">{paras(c.text)}</div><div class="cm-azioni"><a href="#rispondi">Rispondi</a> | '
            f'<a href="/mi-piace/{9100 + i}">Mi piace</a> | <a href="/segnala/{9100 + i}">Segnala abuso</a></div></div>'
        )

    block = (
        '<div class="cm-area"><h3 class="cm-tit">Commenti dei lettori (21)</h3>'
        '<div class="cm-evidenza"><h4>Commento della redazione</h4>'
        + entry(pick, cs[pick], copy=True)
        + "</div>"
        '<p class="cm-filtro">Ordina: <a href="?ordine=nuovi">più recenti</a> | <b>più vecchi</b></p>'
        + "".join(entry(i, c) for i, c in enumerate(cs))
        + '<p class="cm-login"><a href="/accedi">Accedi</a> o <a href="/registrati">registrati</a> per commentare.</p></div>'
    )
    css = (
        ".cm-area{font:12px Verdana,sans-serif;margin-top:12px}.cm-tit{border-bottom:3px solid #d40000}.cm-evidenza{background:#fff4d6;padding:6px}"
        ".cm-box{border-bottom:1px dotted #ccc;padding:6px 0}.cm-red{background:#d40000;color:#fff;font-size:9px;padding:0 3px}.cm-risp{color:#888;font-size:11px}"
    )
    st = Story(
        "Multe, record di autovelox: a Valbruna incassati 1,2 milioni",
        "di Giulia Ferraresi",
        "2012-03-02T17:00:00+01:00",
        "Venerdì 2 Marzo 2012 - 17:00",
        """
Nel 2011 il Comune di Valbruna ha incassato 1,2 milioni di euro di multe, quasi il doppio dell'anno precedente. A pesare sono soprattutto i due autovelox fissi installati sulla provinciale in primavera.

Il comandante della polizia locale difende la scelta: «Gli incidenti sulla provinciale sono scesi da 31 a 12. È questo il dato che conta». Le associazioni dei consumatori chiedono invece più trasparenza sull'uso dei proventi.

Secondo la legge, metà delle somme incassate deve essere reinvestita nella sicurezza stradale. Il Comune presenterà il rendiconto in consiglio a fine mese.
""",
        lead="Quasi il doppio del 2010. Il comandante: «Incidenti dimezzati»",
        section="Cronaca",
        tags=("autovelox", "multe", "provinciale"),
    )
    return make(
        "av-it-tabloid-autovelox",
        "discussion",
        "it-valbruna",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/cronaca/2012/03/02/news/multe-record-di-autovelox-a-valbruna-4471/",
        container="div.cm-area: h3 'Commenti dei lettori (21)', a 'Commento della redazione' box repeating the newsroom's comment, a sort line; one flat run of div.cm-box (avatar, b.cm-nick, 'REDAZIONE', i.cm-data '02/03/2012 18:44', span.cm-risp 'in risposta a <a href=#cm…>NAME</a>' on answers, div.cm-corpo, 'Rispondi | Mi piace | Segnala abuso'); the newsroom's comment again in the list at its time",
        heading="Commenti dei lettori (21)",
        description="An Italian local tabloid of 2012: 21 readers' comments in one flat list, answers marked 'in risposta a NAME' with a link to the answered comment (parent in the truth), the newsroom's comment shown first in a highlighted box and again in the list (once in the truth), a two-paragraph comment signed off, 'vergogna', 'Quoto.'.",
    )


def mid_av() -> list[Case]:
    return [fr_parking(), es_cine(), nl_wethouder(), it_autovelox()]
