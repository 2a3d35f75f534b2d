"""Blind set DH: two plain article pages without any reader comment, with the era's furniture: a German local
paper's story beside its "Wir gratulieren" birthdays, on-duty pharmacies and events; a French regional daily's
story beside its carnet (births, deaths, weddings) with a disabled reactions box. Every name, place and text invented
for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dh_common import HTML4, Case, counted, doc, esc, make, slug, ul


def plain_de_taunwald() -> Case:
    css = (
        "body{margin:0;background:#fff;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#aussen{width:980px;margin:0 auto}"
        "#zeile{font-size:10px;color:#666;padding:3px 0;border-bottom:1px solid #ddd}#marke{padding:12px 0;border-bottom:4px solid #a31515}"
        "#marke b{font:bold 36px 'Times New Roman',serif;color:#a31515}#marke span{margin-left:14px;color:#555}#ressorts{background:#eee;padding:5px 0}"
        "#ressorts a{margin:0 10px;color:#a31515;font-weight:bold;text-decoration:none}#links{float:left;width:620px;padding:14px 10px 14px 0}"
        "#rechts{float:right;width:330px;padding:14px 0}.ort{font-weight:bold;color:#a31515}.ueber{font:bold 24px Georgia,serif;margin:4px 0}.autor{font-size:11px;color:#777}"
        ".rbox{border:1px solid #ccc;margin-bottom:12px;padding:0 8px 6px}.rbox h3{margin:0 -8px 6px;background:#a31515;color:#fff;font-size:12px;padding:3px 8px}"
        ".rbox table{width:100%;font-size:12px}.rbox td{border-bottom:1px dotted #ccc;padding:2px 0}#fuss{clear:both;border-top:4px solid #a31515;font-size:10px;color:#666;padding:10px 0}"
    )
    glueck = "".join(
        f"<tr><td><b>{esc(n)}</b>, {esc(o)}</td><td>{esc(a)}</td><td>{esc(d)}</td></tr>"
        for n, o, a, d in (
            ("Erna Hölzel", "Niederweil", "90 Jahre", "23. März"),
            ("Wilhelm Rauschert", "Ebersbach", "85 Jahre", "24. März"),
            ("Gisela Traut", "Taunwald-Mitte", "80 Jahre", "24. März"),
            ("Heinz und Marga Pfeifer", "Oberhöchst", "Goldene Hochzeit", "25. März"),
            ("Anni Zeiß", "Niederweil", "95 Jahre", "26. März"),
        )
    )
    body = (
        '<div id="aussen"><div id="zeile">Donnerstag, 22. März 2012 | <a href="/abo/">Abo-Service</a> | <a href="/epaper/">ePaper</a> | <a href="/anzeigen/">Anzeige aufgeben</a></div>'
        '<div id="marke"><b>Taunwalder Anzeiger</b><span>Heimatzeitung für Taunwald, Niederweil und Ebersbach</span></div><div id="ressorts">'
        + "".join(
            f'<a href="/{slug(s)}/">{esc(s)}</a>'
            for s in ("Startseite", "Taunwald", "Niederweil", "Ebersbach", "Sport", "Vereine", "Service")
        )
        + '</div><div id="links"><p class="ort">Taunwald</p><h1 class="ueber">Neue Ampel an der Bachstraße geht Montag in Betrieb</h1>'
        '<p class="autor">Von Klaus Wendel | 22.03.2012 | <a href="#">Artikel versenden</a> | <a href="#">Drucken</a> | Facebook: 9 | Twitter: 1</p>'
        "<p><b>Nach einem Jahr Streit im Ortsbeirat ist sie fertig: Die Fußgängerampel an der Einmündung Bachstraße/Kirchgasse wird am Montag, 26. März, um 7 Uhr eingeschaltet.</b></p>"
        "<p>Vor allem Eltern der Grundschule am Kirchberg hatten die Ampel gefordert. Morgens überqueren dort rund 140 Kinder die Bachstraße, auf der nach einer Zählung des Ordnungsamts täglich mehr als 6000 Fahrzeuge unterwegs sind.</p>"
        "<p>Die Anlage hat 48 000 Euro gekostet, der Kreis übernimmt zwei Drittel. Nachts von 22 bis 6 Uhr bleibt sie ausgeschaltet. Ortsvorsteherin Petra Lindner kündigte an, in den ersten Tagen werde die Polizei morgens vor Ort sein.</p>"
        "<p>Die Bushaltestelle „Kirchgasse“ wird im Zuge der Arbeiten um 20 Meter in Richtung Ortsmitte verlegt.</p>"
        '<p class="autor">Schlagworte: <a href="/thema/verkehr/">Verkehr</a>, <a href="/thema/schulweg/">Schulweg</a> | Weitere Artikel aus <a href="/taunwald/">Taunwald</a></p>'
        '<div class="rbox"><h3>Mehr aus Taunwald</h3>'
        + ul(
            [
                "Feuerwehr Taunwald wählt neuen Wehrführer",
                "Frühjahrsputz: 120 Helfer sammeln Müll",
                "Gemeindehaus wird barrierefrei",
            ],
            "/taunwald/",
        )
        + "</div></div>"
        '<div id="rechts"><div class="rbox"><h3>Wir gratulieren</h3><table>'
        + glueck
        + '</table><p style="font-size:10px">Glückwünsche für diese Rubrik nimmt die Redaktion bis Dienstag entgegen.</p></div>'
        '<div class="rbox"><h3>Apotheken-Notdienst</h3><table>'
        "<tr><td>Fr 23.03.</td><td>Löwen-Apotheke, Taunwald, Hauptstr. 12</td></tr>"
        "<tr><td>Sa 24.03.</td><td>Apotheke am Markt, Ebersbach</td></tr>"
        "<tr><td>So 25.03.</td><td>Brunnen-Apotheke, Niederweil, Bahnhofstr. 3</td></tr></table></div>"
        '<div class="rbox"><h3>Meistgelesen</h3>'
        + counted(
            """
Neue Ampel an der Bachstraße geht Montag in Betrieb | 2.310
Gasthaus „Zur Linde“ sucht neuen Pächter | 1.877
Handball: TV Niederweil steigt auf | 1.296
""",
            "({n} Aufrufe)",
        )
        + '</div><div class="rbox"><h3>Termine</h3><ul><li>Sa 24.03., 14 Uhr: Ostermarkt im Gemeindehaus</li><li>So 25.03., 10 Uhr: Wandertag des Taunusklubs, Treffpunkt Kirchplatz</li>'
        "<li>Mi 28.03., 19.30 Uhr: Ortsbeirat Taunwald, Bürgerhaus</li></ul></div>"
        '<div class="rbox"><h3>Wetter</h3><p>Freitag: sonnig, 4 bis 17 Grad<br />Samstag: heiter, 6 bis 18 Grad</p></div></div>'
        '<div id="fuss">&copy; 2012 Taunwalder Anzeiger, Druck- und Verlagshaus Wendel KG | <a href="/impressum/">Impressum</a> | <a href="/kontakt/">Kontakt</a> | <a href="/mediadaten/">Mediadaten</a></div></div>'
    )
    html = doc(
        "de",
        "Neue Ampel an der Bachstraße geht Montag in Betrieb",
        "Taunwalder Anzeiger",
        css,
        body,
        doctype=HTML4,
        published="2012-03-22",
    )
    return make(
        "dh-plain-de-taunwald",
        "lookalike",
        "de",
        html,
        [],
        path="/taunwald/neue-ampel-an-der-bachstrasse-art1184,22039.html",
        container="-",
        heading=None,
        description="A local weekly's traffic-light story; 'Wir gratulieren' birthdays and an anniversary (name, town, age, date), on-duty pharmacies, events, most read; no reader's post",
    )


def plain_fr_levant() -> Case:
    css = (
        "body{margin:0;background:#eceae4;font:13px/1.5 Arial,Helvetica,sans-serif;color:#1e1e1e}#global{width:1000px;margin:0 auto;background:#fff}"
        "#bandeau{background:#0b4f8a;color:#fff;padding:14px 16px;overflow:hidden}#bandeau .titre{font:bold 36px Georgia,serif}#bandeau .meteo{float:right;font-size:11px;text-align:right}"
        "#rubriques{background:#e8eef5;border-bottom:2px solid #0b4f8a;padding:5px 12px}#rubriques a{color:#0b4f8a;font-weight:bold;margin-right:12px;text-decoration:none}"
        "#colonne{float:left;width:640px;padding:16px}#droite{float:right;width:300px;padding:16px 16px 16px 0}.surtitre{color:#c0392b;font-weight:bold;text-transform:uppercase;font-size:11px}"
        "h1{font:bold 28px Georgia,serif;margin:4px 0}.chapo{font-weight:bold;font-size:14px}.signature{font-size:11px;color:#777}.partage{background:#f3f3f3;font-size:11px;padding:5px;margin:10px 0}"
        ".encadre{border:1px solid #c9d3de;margin-bottom:14px}.encadre h3{margin:0;background:#0b4f8a;color:#fff;font-size:12px;padding:4px 8px;text-transform:uppercase}"
        ".encadre ul,.encadre ol{margin:6px 0;padding-left:22px}.carnet h4{margin:6px 8px 2px;color:#0b4f8a;font-size:12px}.carnet p{margin:0 8px 4px;font-size:12px}"
        ".reactions{border-top:2px solid #0b4f8a;margin-top:18px;padding-top:6px;color:#666}#pied{clear:both;background:#1e1e1e;color:#aaa;padding:14px;font-size:11px}"
    )
    body = (
        '<div id="global"><div id="bandeau"><div class="meteo">Mercredi 12 septembre 2012<br />Saint-Aubrac : 24&deg;, ensoleillé</div><span class="titre">Le Levant Républicain</span></div>'
        '<div id="rubriques">'
        + "".join(
            f'<a href="/{slug(s)}/">{esc(s)}</a>'
            for s in ("Actualité", "Saint-Aubrac", "Vallée du Lys", "Sports", "Loisirs", "Carnet", "Annonces")
        )
        + '</div><div id="colonne"><p class="surtitre">Saint-Aubrac &middot; Éducation</p>'
        "<h1>Rentrée : la cantine de l'école Jules-Ferry passe au bio deux jours par semaine</h1>"
        '<p class="signature">Publié le 12/09/2012 à 06:00 | Sylvie Barrau</p>'
        '<div class="partage">Partager : <a href="#">Facebook</a> (31) | <a href="#">Twitter</a> (4) | <a href="#">Envoyer</a> | <a href="#">Imprimer</a> | <a href="#">A+</a> <a href="#">A-</a></div>'
        '<p class="chapo">Depuis lundi, les 212 demi-pensionnaires de l\'école Jules-Ferry mangent des légumes, des laitages et du pain bio le mardi et le jeudi.</p>'
        "<p>Le projet était dans les cartons depuis deux ans. La commune a finalement signé en juillet avec un groupement de onze producteurs de la vallée du Lys, qui livrent directement la cuisine centrale chaque lundi et mercredi.</p>"
        "<p>« On ne pouvait pas tout passer en bio d'un coup, le surcoût aurait été trop lourd pour les familles », explique l'adjointe aux affaires scolaires, Monique Carrère. Le prix du repas reste fixé à 3,10 euros.</p>"
        "<p>Les parents d'élèves, qui avaient lancé une pétition au printemps, saluent « un premier pas » et demandent que l'expérience soit étendue au collège Paul-Bert en 2013.</p>"
        '<p class="signature">Mots-clés : <a href="/tag/cantine">cantine</a>, <a href="/tag/bio">bio</a>, <a href="/tag/ecole">école</a></p>'
        '<div class="reactions"><b>Réactions</b><p>Les réactions sont désactivées pour cet article.</p></div>'
        '<div class="encadre"><h3>À lire aussi</h3>'
        + ul(
            [
                "Le collège Paul-Bert accueille 38 élèves de plus",
                "Transports scolaires : les nouveaux horaires",
                "Rythmes scolaires : la mairie consulte les parents",
            ],
            "/saint-aubrac/",
        )
        + "</div></div>"
        '<div id="droite"><div style="background:#f4f4f4;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px">Publicité</div>'
        '<div class="encadre carnet"><h3>Carnet du jour</h3>'
        "<h4>Naissances</h4><p>Lou Fabre, le 7 septembre, fille de Julie et Mathieu, Saint-Aubrac.</p><p>Nathan Roux, le 8 septembre, Les Vignères.</p>"
        "<h4>Décès</h4><p>Marcel Andrieu, 84 ans, le 9 septembre, Saint-Aubrac. Obsèques vendredi à 14h30, église Saint-Martin.</p>"
        "<p>Yvette Pons, née Castan, 91 ans, le 10 septembre, Montclar-du-Lys.</p>"
        "<h4>Mariage</h4><p>Samedi 8 septembre à la mairie de Saint-Aubrac : Émilie Serre et Thomas Guiraud.</p></div>"
        '<div class="encadre"><h3>Les plus lus</h3>'
        + counted(
            """
Accident sur la RD 912 : deux blessés | 3 980
Rentrée : la cantine de l'école Jules-Ferry passe au bio deux jours par semaine | 1 402
Foire aux vins : 15 000 visiteurs attendus | 1 188
Rugby : le SA XV s'impose à Lavaur | 904
""",
            "({n} lectures)",
        )
        + '</div><div class="encadre"><h3>Agenda</h3><ul><li>Sam. 15 sept. : vide-greniers, place du Foirail</li><li>Dim. 16 sept. : journées du patrimoine, visite du moulin</li>'
        "<li>Mar. 18 sept. : conseil municipal, 20h30</li></ul></div></div>"
        '<div id="pied">&copy; Le Levant Républicain 2012 &ndash; <a href="/mentions-legales" style="color:#fff">Mentions légales</a> &ndash; <a href="/contact" style="color:#fff">Nous contacter</a> &ndash; <a href="/abonnement" style="color:#fff">Abonnement</a> &ndash; <a href="/publicite" style="color:#fff">Publicité</a></div></div>'
    )
    html = doc(
        "fr",
        "Rentrée : la cantine de l'école Jules-Ferry passe au bio deux jours par semaine",
        "Le Levant Républicain",
        css,
        body,
        published="2012-09-12T06:00",
    )
    return make(
        "dh-plain-fr-levant",
        "lookalike",
        "fr",
        html,
        [],
        path="/saint-aubrac/2012/09/12/la-cantine-de-l-ecole-jules-ferry-passe-au-bio,1419872.html",
        container="-",
        heading=None,
        description="A regional daily's school-canteen story; reactions disabled; a carnet of births, deaths and a wedding (names, dates), most read with counts, agenda",
    )


def plain_dh() -> list[Case]:
    return [plain_de_taunwald(), plain_fr_levant()]
