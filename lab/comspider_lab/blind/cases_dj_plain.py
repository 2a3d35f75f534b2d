"""Blind set DJ: four article pages of 2010-2014 without any reader comment, each with a list of named people's
words under a heading a reader might take for a discussion's: a Spanish regional daily's "Las reacciones" (the
reactions the newsroom gathered), a Swedish local paper's "Dagens fråga" (a street vox pop with photos, ages and
towns), a French regional site's "L'avis des spécialistes" (experts' answers) and a Scottish local paper's
"Tributes" (statements after a death). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dj_common import Case, counted, doc, esc, links, make, slug

# --------------------------------------------------------------------------- es: reactions, 2013

ES_CSS = (
    "body{margin:0;background:#fff;font:14px/1.5 Georgia,serif;color:#222}#cab{border-bottom:1px solid #ccc;padding:10px 20px;overflow:hidden}"
    "#cab .cabecera{font:bold 40px 'Times New Roman';color:#7b0c0c}#cab .fecha{float:right;font:11px Arial;color:#777}"
    "#secciones{background:#7b0c0c;padding:6px 20px;font:bold 12px Arial}#secciones a{color:#fff;margin-right:12px}#cuerpo{width:980px;margin:0 auto;overflow:hidden}"
    "#noticia{float:left;width:640px;padding:14px}#columna{float:right;width:300px;padding:14px 0;font-family:Arial}"
    ".reaccion{border-left:3px solid #7b0c0c;padding:4px 10px;margin:10px 0}.reaccion .quien{font:bold 13px Arial}.reaccion .cargo{font:12px Arial;color:#777}"
    ".bloque{border-top:2px solid #222;margin-bottom:14px}.bloque h4{margin:4px 0;font-size:13px;text-transform:uppercase}#pie{background:#222;color:#aaa;font:11px Arial;padding:14px 20px}"
)


def es_reacciones() -> Case:
    reactions = [
        (
            "Mercedes Ochandiano",
            "alcaldesa de Ribalta del Campo",
            (
                "«Es un golpe durísimo para el pueblo. Hermanos Ullate no es una empresa más, es la historia de Ribalta. "
                "Vamos a pedir una reunión urgente con la consejería para buscar un comprador.»"
            ),
        ),
        (
            "Julián Arbeloa",
            "delegado de CC.OO. en la conservera",
            (
                "«Nos hemos enterado por un burofax a las ocho de la mañana. Llevamos catorce meses cobrando tarde y "
                "nadie nos dijo que la situación era ésta.»"
            ),
        ),
        (
            "Dirección de Hermanos Ullate",
            "comunicado",
            (
                "«La caída de las ventas y la imposibilidad de refinanciar la deuda nos obligan a presentar el concurso "
                "de acreedores. Lamentamos profundamente la situación de nuestros trabajadores.»"
            ),
        ),
        (
            "Íñigo Salaberri",
            "portavoz del grupo de la oposición en el Ayuntamiento",
            "«Llevamos dos años avisando. El equipo de gobierno ha mirado hacia otro lado.»",
        ),
        (
            "Pilar Garcés",
            "consejera de Industria",
            "«El Gobierno estudiará todas las fórmulas para mantener la actividad y el empleo en la comarca.»",
        ),
    ]
    box = "".join(
        f'<div class="reaccion"><img src="/_avatar/r{i}.svg" width="44" height="44" alt="" />'
        f'<div class="quien">{esc(n)}</div><div class="cargo">{esc(r)}</div><p>{esc(q)}</p></div>'
        for i, (n, r, q) in enumerate(reactions)
    )
    story = (
        '<p class="antetitulo">RIBALTA DEL CAMPO</p>'
        "<h1>Cierra la conservera Hermanos Ullate y deja a 86 trabajadores en la calle</h1>"
        '<p class="entradilla">La empresa, fundada en 1921, presenta concurso de acreedores tras dos años de pérdidas</p>'
        '<p class="firma">Ainhoa Lizarraga &middot; <span>Ribalta del Campo</span> &middot; Martes, 19 de febrero de 2013 - 13:45 h</p>'
        '<div class="compartir">Compartir: Facebook 212 &middot; Twitter 48 &middot; Tuenti 7 &middot; Menéame 3 &middot; '
        '<a href="#">Enviar</a> &middot; <a href="#">Imprimir</a></div>'
        '<img src="/_avatar/conservera.svg" width="620" height="300" alt="" />'
        '<p class="pie-foto">Trabajadores de la conservera, ayer a las puertas de la fábrica.</p>'
        "<p>La conservera Hermanos Ullate cerró ayer sus puertas. La dirección comunicó a primera hora a la plantilla, "
        "86 personas, que había presentado concurso de acreedores en el juzgado de lo mercantil y que la actividad "
        "quedaba suspendida.</p>"
        "<p>La empresa, que enlataba espárrago, pimiento del piquillo y alcachofa, llegó a tener 240 empleados en "
        "los años noventa. Según fuentes sindicales, la deuda supera los nueve millones de euros.</p>"
        "<p>Decenas de trabajadores se concentraron a mediodía frente a la fábrica. Los sindicatos han convocado "
        "una manifestación para el sábado a las doce en la plaza de los Fueros.</p>"
        f'<div id="reacciones"><h3>Las reacciones</h3>{box}</div>'
        "<p>La campaña del espárrago debía empezar en abril. Unos 300 agricultores de la comarca vendían su "
        "cosecha a la conservera.</p>"
        '<div class="etiquetas">Temas: <a href="/tag/empleo/">Empleo</a>, <a href="/tag/ribalta/">Ribalta del Campo</a>, '
        '<a href="/tag/industria/">Industria</a></div>'
        '<div class="comentarios-cerrados"><h4>Comentarios</h4><p>Sé el primero en comentar esta noticia. '
        '<a href="/registro">Regístrate</a> o <a href="/login">inicia sesión</a> para participar.</p></div>'
    )
    side = (
        '<div class="bloque"><h4>Lo más leído</h4>'
        + counted(
            """Cierra la conservera Hermanos Ullate | 8.914
            Detenido un joven por robar en tres bares de la calle Mayor | 5.221
            El Ribalta CF asciende a Tercera | 3.870
            Abre el nuevo centro de salud | 2.012""",
            "lecturas",
        )
        + "</div>"
        '<div class="bloque"><h4>Lo más comentado</h4>'
        + counted(
            """El Ayuntamiento sube el IBI un 4% | 57
            Polémica por el horario de las piscinas | 33""",
            "comentarios",
        )
        + "</div>"
        '<div class="bloque"><h4>Esquelas</h4><p><a href="/esquelas/">Consulte las esquelas de hoy</a></p></div>'
        '<div class="bloque"><h4>El tiempo</h4><p>Ribalta: nubes y claros, 3&deg;/11&deg;</p></div>'
    )
    body = (
        '<div id="cab"><span class="fecha">Martes, 19 de febrero de 2013 | Edición: Ribera</span>'
        '<div class="cabecera">Diario de la Ribera</div></div>'
        '<div id="secciones">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in (
                "Portada",
                "Ribera",
                "Comunidad",
                "Economía",
                "Deportes",
                "Cultura",
                "Opinión",
                "Esquelas",
            )
        )
        + f'</div><div id="cuerpo"><div id="noticia">{story}<h4>Noticias relacionadas</h4>'
        + links(
            [
                "Hermanos Ullate aplaza el pago de las nóminas",
                "El sector de la conserva pierde un 12% de empleo",
            ],
            "/economia/",
        )
        + f'</div><div id="columna">{side}</div></div>'
        '<div id="pie">&copy; Diario de la Ribera S.L. 2013 &middot; <a href="/aviso-legal">Aviso legal</a> &middot; '
        '<a href="/publicidad">Publicidad</a> &middot; <a href="/contacto">Contacto</a></div>'
    )
    html = doc(
        "es",
        "Cierra la conservera Hermanos Ullate y deja a 86 trabajadores en la calle",
        "Diario de la Ribera",
        ES_CSS,
        body,
    )
    return make(
        "dj-plain-es-conservera",
        "lookalike",
        "es",
        html,
        [],
        path="/ribera/2013/02/19/cierra-la-conservera-hermanos-ullate.html",
        container="-",
        heading=None,
        description="A Spanish regional daily of 2013: a cannery closes; inside the story 'Las reacciones', five "
        "statements gathered by the newsroom (photo, name, role, quoted words); 'Sé el primero en comentar'",
        lookalikes=("div#reacciones",),
    )


# --------------------------------------------------------------------------- sv: vox pop, 2012

SV_CSS = (
    "body{margin:0;background:#e8eef2;font:13px/1.5 Arial,sans-serif;color:#222}#sida{width:960px;margin:0 auto;background:#fff}"
    "#huvud{background:#0067a5;color:#fff;padding:14px 16px}#huvud .tidning{font:bold 36px Arial}#huvud .ort{font-size:12px;color:#cde}"
    "#meny{background:#004a77;padding:6px 16px}#meny a{color:#fff;margin-right:12px}#artikel{float:left;width:620px;padding:14px}"
    "#hoger{float:right;width:300px;padding:14px 8px}.fraga{background:#f4f8fb;border:1px solid #cbd9e3;padding:10px;margin:14px 0}"
    ".svar{overflow:hidden;border-top:1px solid #dde6ec;padding:8px 0}.svar img{float:left;margin-right:10px}.svar .namn{font-weight:bold}"
    ".puff{border-top:3px solid #0067a5;margin-bottom:14px}#fot{clear:both;background:#004a77;color:#bcd;font-size:11px;padding:12px}"
)


def sv_fragan() -> Case:
    people = [
        (
            "Lena Backlund",
            "54 år, undersköterska, Sörby",
            "Ja, absolut. Barnbarnen måste åka till Tallvik för att lära sig simma och det är 40 minuter enkel väg.",
        ),
        (
            "Mohammed Karimi",
            "31 år, lagerarbetare, Norrvik",
            "Ja, men inte om det betyder att skatten höjs. Renovera den gamla hallen i stället.",
        ),
        ("Gunnar Ekholm", "72 år, pensionär, Sörby", "Nej. Vi har sjön. Jag har badat i den i sjuttio år."),
        (
            "Elin Sjödin",
            "19 år, studerande, Sörby",
            "Ja! Det finns ingenting att göra här på vintern. Ett gym i samma byggnad vore perfekt.",
        ),
        (
            "Patrik Lund",
            "45 år, snickare, Åsbacka",
            "Det beror på var den hamnar. Ute vid E4:an tar sig ingen dit utan bil.",
        ),
    ]
    rows = "".join(
        f'<div class="svar"><img src="/_avatar/f{i}.svg" width="60" height="60" alt="" />'
        f'<div class="namn">{esc(n)}</div><div class="om">{esc(o)}</div><p>{esc(t)}</p></div>'
        for i, (n, o, t) in enumerate(people)
    )
    story = (
        '<p class="vinjett">Sörby</p><h1>Ny simhall kan kosta 140 miljoner</h1>'
        '<p class="ingress">Kommunens utredning är klar: den gamla simhallen är för dyr att rusta. Nu ska politikerna '
        "välja mellan en ny hall vid skolan eller ute vid Norrviksrondellen.</p>"
        '<p class="byline">Anders Holmqvist &middot; Publicerad 2012-11-06 06:00 &middot; Uppdaterad 2012-11-06 09:12</p>'
        '<div class="dela"><a href="#">Rekommendera</a> 58 &middot; <a href="#">Tweeta</a> 6 &middot; <a href="#">Mejla</a> &middot; <a href="#">Skriv ut</a></div>'
        '<img src="/_avatar/simhall.svg" width="600" height="280" alt="" />'
        "<p>Simhallen i Sörby byggdes 1971 och har varit stängd sedan i mars, när en del av innertaket rasade ner i "
        "bassängen. Ingen skadades.</p>"
        "<p>Enligt utredningen skulle en renovering kosta omkring 95 miljoner kronor, och ändå inte ge en hall som "
        "klarar dagens krav. En ny hall med 25-metersbassäng och undervisningsbassäng beräknas kosta 120-140 "
        "miljoner.</p>"
        "<p>– Vi vet att många väntar på besked. Kommunfullmäktige ska fatta beslut i februari, säger "
        "kommunalrådet Birgitta Nyström (S).</p>"
        f'<div class="fraga" id="dagens-fraga"><h3>Dagens fråga: Behöver Sörby en ny simhall?</h3>{rows}</div>'
        '<p class="tipsa">Har du ett tips? Ring 0611-55 23 00 eller mejla <a href="mailto:tips@example.se">tips@example.se</a></p>'
    )
    side = (
        '<div class="puff"><h4>Mest läst</h4>'
        + counted(
            """Ny simhall kan kosta 140 miljoner | 3 104
            Älg på E4:an orsakade köer | 2 311
            Sörby IF klart för division 2 | 1 877
            Nytt café öppnar på torget | 1 090""",
            "läsningar",
        )
        + "</div>"
        '<div class="puff"><h4>Bloggar</h4>'
        + links(
            ["Sportbloggen: Inför matchen", "Mammabloggen: Novembermörker", "Redaktionsbloggen"], "/bloggar/"
        )
        + "</div>"
        '<div class="puff"><h4>Vädret</h4><p>Sörby: mulet, 2&deg;C</p></div>'
        '<div class="puff"><h4>Familj</h4><p><a href="/familj/">Födda, vigda, döda - se veckans familjesidor</a></p></div>'
    )
    body = (
        '<div id="sida"><div id="huvud"><div class="tidning">Sörbybladet</div><div class="ort">Tisdag 6 november 2012 &middot; Nyheter från Sörby, Norrvik och Åsbacka</div></div>'
        '<div id="meny">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in ("Nyheter", "Sport", "Nöje", "Familj", "Debatt", "Bostad", "Annonser")
        )
        + f'</div><div id="artikel">{story}<h4>Mer om simhallen</h4>'
        + links(
            ["Taket rasade i simhallen", "Simklubben tränar i Tallvik", "Ledare: Bygg inte för stort"],
            "/nyheter/",
        )
        + f'</div><div id="hoger">{side}</div>'
        '<div id="fot">Sörbybladet &middot; Ansvarig utgivare: Karin Westman &middot; Storgatan 14, Sörby &middot; '
        '<a href="/kontakt">Kontakt</a> &middot; <a href="/annonsera">Annonsera</a></div></div>'
    )
    html = doc("sv", "Ny simhall kan kosta 140 miljoner", "Sörbybladet", SV_CSS, body)
    return make(
        "dj-plain-sv-simhall",
        "lookalike",
        "sv",
        html,
        [],
        path="/nyheter/2012/11/06/ny-simhall-kan-kosta-140-miljoner/",
        container="-",
        heading=None,
        description="A Swedish local paper of 2012: a new swimming hall; in the story 'Dagens fråga', a street vox pop "
        "of five people (photo, name, age, job, town, answer); no discussion",
        lookalikes=("div#dagens-fraga",),
    )


# --------------------------------------------------------------------------- fr: experts' answers, 2014

FR_CSS = (
    "body{margin:0;background:#f5f5f5;font:14px/1.55 Georgia,serif;color:#222}#global{width:990px;margin:0 auto;background:#fff}"
    "#entete{padding:12px 18px;border-bottom:4px solid #1b5e20}#entete .titre{font:bold 34px Arial;color:#1b5e20}#rubriques{background:#1b5e20;padding:6px 18px;font:bold 12px Arial}"
    "#rubriques a{color:#fff;margin-right:12px}#article{float:left;width:650px;padding:16px}#colonne{float:right;width:290px;padding:16px 8px;font-family:Arial;font-size:12px}"
    ".avis{border-bottom:1px solid #e0e0e0;padding:10px 0}.avis .nom{font:bold 14px Arial;color:#1b5e20}.avis .qualite{font:italic 12px Arial;color:#666}"
    ".encadre{background:#eef5ee;padding:10px 14px;margin:16px 0}.module{margin-bottom:14px}.module h4{border-bottom:2px solid #1b5e20;margin:0 0 6px}"
    "#pied{clear:both;background:#333;color:#bbb;font:11px Arial;padding:12px 18px}"
)


def fr_frelons() -> Case:
    experts = [
        (
            "Dr Hélène Marchadour",
            "entomologiste, Muséum d'histoire naturelle de Sainte-Ariane",
            (
                "Le frelon à pattes jaunes n'est pas plus agressif que notre frelon européen quand on le laisse "
                "tranquille. Le danger, c'est le nid : il ne faut jamais s'en approcher à moins de cinq mètres."
            ),
        ),
        (
            "Jean-Luc Perraudin",
            "président du syndicat apicole du Val-d'Ourne",
            (
                "Pour les ruches, c'est une catastrophe. Certains collègues ont perdu un tiers de leurs colonies cet "
                "été. Les pièges sélectifs au printemps restent la meilleure arme."
            ),
        ),
        (
            "Capitaine Sylvain Rouard",
            "service départemental d'incendie et de secours",
            (
                "Les pompiers n'interviennent plus sur les nids de frelons asiatiques sauf danger immédiat, sur la voie "
                "publique ou dans une école. Pour un particulier, il faut s'adresser à une entreprise agréée."
            ),
        ),
        (
            "Dr Marc Ollivier",
            "allergologue au centre hospitalier de Sainte-Ariane",
            (
                "Une piqûre est douloureuse mais sans gravité pour la plupart des gens. En cas de gonflement du visage "
                "ou de malaise, appelez le 15 sans attendre."
            ),
        ),
    ]
    rows = "".join(
        f'<div class="avis"><div class="nom">{esc(n)}</div><div class="qualite">{esc(q)}</div><p>{esc(t)}</p></div>'
        for n, q, t in experts
    )
    story = (
        '<p class="fil"><a href="/">Accueil</a> &gt; <a href="/val-d-ourne/">Val-d\'Ourne</a> &gt; Environnement</p>'
        "<h1>Frelons asiatiques : 412 nids détruits depuis janvier dans le département</h1>"
        '<p class="chapo">Le nombre de nids signalés a doublé en un an. Faut-il s\'inquiéter ? Quatre spécialistes '
        "répondent.</p>"
        '<p class="signature">Par Camille Le Goff | Publié le 03/09/2014 à 07h30 | Mis à jour le 03/09/2014 à 10h15</p>'
        '<div class="partage">Partager : <a href="#">Facebook</a> (96) <a href="#">Twitter</a> (14) <a href="#">Google+</a> (1) '
        '<a href="#">Envoyer</a> <a href="#">Imprimer</a></div>'
        '<img src="/_avatar/frelon.svg" width="620" height="300" alt="" />'
        "<p>Ils étaient 196 l'an dernier à la même époque. Depuis le 1er janvier, 412 nids de frelons asiatiques ont "
        "été détruits dans le département, selon le groupement de défense sanitaire.</p>"
        "<p>Le pic des signalements est attendu en septembre et en octobre, quand les nids atteignent leur taille "
        "maximale, parfois plus de 80 centimètres, souvent à la cime des arbres.</p>"
        f'<div class="encadre" id="avis-specialistes"><h3>L\'avis des spécialistes</h3>{rows}</div>'
        "<p><b>Que faire si vous trouvez un nid ?</b> Le signaler à la mairie, qui transmet au référent frelons de "
        "la commune. Une partie du coût de destruction peut être prise en charge.</p>"
        '<div class="reagir"><p>Les commentaires sont fermés pour cet article.</p></div>'
    )
    side = (
        '<div class="module"><h4>Les plus lus</h4>'
        + counted(
            """Frelons asiatiques : 412 nids détruits | 6 870
            Rentrée : 11 classes ouvertes, 4 fermées | 4 120
            La foire aux melons bat son record | 2 934
            Accident mortel sur la RD 17 | 2 700""",
            "lectures",
        )
        + "</div>"
        '<div class="module"><h4>Sur le même sujet</h4>'
        + links(
            ["Un apiculteur de Lerné a perdu 20 ruches", "Les pièges à frelons : mode d'emploi"],
            "/environnement/",
        )
        + "</div>"
        '<div class="module"><h4>Petites annonces</h4><p><a href="/annonces/">Emploi, immobilier, auto : 1 245 annonces</a></p></div>'
        '<div class="module"><h4>Météo</h4><p>Sainte-Ariane : ensoleillé, 26&deg;</p></div>'
    )
    body = (
        '<div id="global"><div id="entete"><span class="titre">L\'Écho du Val-d\'Ourne</span> <small>mercredi 3 septembre 2014</small></div>'
        '<div id="rubriques">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in ("Actualité", "Val-d'Ourne", "Sports", "Loisirs", "Économie", "Vidéos", "Annonces")
        )
        + f'</div><div id="article">{story}</div><div id="colonne">{side}</div>'
        '<div id="pied">&copy; L\'Écho du Val-d\'Ourne 2014 - Tous droits réservés &middot; <a href="/mentions-legales">Mentions légales</a> '
        '&middot; <a href="/contact">Contact</a> &middot; <a href="/abonnement">Abonnement</a></div></div>'
    )
    html = doc(
        "fr",
        "Frelons asiatiques : 412 nids détruits depuis janvier dans le département",
        "L'Écho du Val-d'Ourne",
        FR_CSS,
        body,
        xhtml=False,
    )
    return make(
        "dj-plain-fr-frelons",
        "lookalike",
        "fr",
        html,
        [],
        path="/val-d-ourne/environnement/2014/09/03/frelons-asiatiques-412-nids.html",
        container="-",
        heading=None,
        description="A French regional news site of 2014: Asian hornets; in the story 'L'avis des spécialistes', four "
        "experts' answers (name, role, text); 'Les commentaires sont fermés pour cet article.'",
        lookalikes=("div#avis-specialistes",),
    )


# --------------------------------------------------------------------------- en: tributes, 2010

EN2_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Verdana,Arial,sans-serif;color:#333}#outer{width:960px;margin:0 auto}"
    "#hdr{background:#12355b;color:#fff;padding:16px;overflow:hidden}#hdr .paper{font:bold 34px Georgia;float:left}#hdr .dt{float:right;font-size:11px}"
    "#navbar{background:#5b8cbf;padding:5px 16px}#navbar a{color:#fff;margin-right:10px;font-weight:bold}#story{float:left;width:630px;padding:14px}"
    "#side{float:right;width:290px;padding:14px 0}.trib{border-bottom:1px solid #ddd;padding:8px 0}.trib strong{color:#12355b}"
    ".sbox{background:#f1f4f8;margin-bottom:12px;padding:8px}.sbox h4{margin:0 0 6px;color:#12355b}#ftr{clear:both;background:#12355b;color:#aac;padding:12px;font-size:11px}"
)


def en_tributes() -> Case:
    tributes = [
        (
            "Councillor Fiona Drummond",
            "Convener, Kilbrannan Harbour Trust",
            "Alec knew every boat, every skipper and every tide table by heart. For thirty years the harbour was his life and the town owes him a great deal.",
        ),
        (
            "Duncan Moir",
            "skipper of the Morning Star",
            "He was hard on you if you tied up wrong, but he was the first one down the pier at three in the morning when the Kestrel went aground in '94. That's who he was.",
        ),
        (
            "Rev. Iain MacSween",
            "Kilbrannan Parish Church",
            "Alec was a faithful elder here for many years and a quiet, kind man. Our thoughts and prayers are with Margaret and the family.",
        ),
        (
            "Kilbrannan RNLI",
            "statement",
            "Alec served as a crew member from 1968 to 1979 and remained a loyal supporter of the station. Our flags are at half mast today.",
        ),
        (
            "Sandra Lyall",
            "his former deputy",
            "I learned everything from him. He never once raised his voice and never once missed a shift.",
        ),
    ]
    rows = "".join(
        f'<div class="trib"><p>&ldquo;{esc(t)}&rdquo;</p><p>&mdash; <strong>{esc(n)}</strong>, {esc(r)}</p></div>'
        for n, r, t in tributes
    )
    story = (
        '<p class="crumb"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a></p>'
        "<h1>Tributes paid to former harbourmaster Alec Bain</h1>"
        '<p class="dateline">Published: Friday, 22 October 2010, 16:05 &middot; By Morag Currie</p>'
        '<div class="sharebar">Share this: <a href="#">Facebook</a> (31) | <a href="#">Twitter</a> | <a href="#">Digg</a> | <a href="#">Email a friend</a></div>'
        '<img src="/_avatar/alec-bain.svg" width="300" height="360" alt="Alec Bain" />'
        "<p><b>TRIBUTES have been paid to Alec Bain, Kilbrannan's harbourmaster for three decades, who has died at the "
        "age of 81.</b></p>"
        "<p>Mr Bain was born in the town in 1929 and went to sea on his father's boat at 14. He was appointed "
        "harbourmaster in 1973 and retired in 2003, overseeing the building of the new breakwater and the marina.</p>"
        "<p>He is survived by his wife Margaret, two sons, a daughter and six grandchildren.</p>"
        "<p>The funeral will take place at Kilbrannan Parish Church on Thursday 28 October at 11am. Family flowers "
        "only; donations to the RNLI.</p>"
        f'<div id="tributes"><h3>Tributes</h3>{rows}</div>'
        '<p class="note">Comments have been disabled on this article.</p>'
    )
    side = (
        '<div class="sbox"><h4>Most viewed</h4>'
        + counted(
            """Tributes paid to former harbourmaster | 1,988
            Ferry timetable cut for winter | 1,456
            Shinty: Kilbrannan lose cup semi | 870
            Gala queen crowned | 602""",
            "views",
        )
        + "</div>"
        '<div class="sbox"><h4>Family notices</h4><p><a href="/notices/">Births, marriages and deaths</a></p></div>'
        '<div class="sbox"><h4>Tide times</h4><p>High water 06:12 and 18:40, low water 00:01 and 12:26</p></div>'
        '<div class="sbox"><h4>Poll</h4><p>Should the old harbour office be turned into a museum?</p><p>Yes 74% &middot; No 26% (311 votes)</p></div>'
    )
    body = (
        '<div id="outer"><div id="hdr"><span class="paper">The Kilbrannan Courier</span><span class="dt">Friday 22 October 2010</span></div>'
        '<div id="navbar">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in ("Home", "News", "Sport", "Community", "Leisure", "Notices", "Contact")
        )
        + f'</div><div id="story">{story}<h4>More news</h4>'
        + links(["Harbour dredging to start in spring", "New lifeboat named in ceremony"], "/news/")
        + f'</div><div id="side">{side}</div>'
        '<div id="ftr">&copy; 2010 Kilbrannan Courier Ltd &middot; 9 Shore Street, Kilbrannan &middot; '
        '<a href="/terms">Terms</a> &middot; <a href="/contact">Contact</a></div></div>'
    )
    html = doc(
        "en", "Tributes paid to former harbourmaster Alec Bain", "The Kilbrannan Courier", EN2_CSS, body
    )
    return make(
        "dj-plain-en-tributes",
        "lookalike",
        "en",
        html,
        [],
        path="/news/tributes-paid-to-former-harbourmaster-alec-bain-1-2210934",
        container="-",
        heading=None,
        description="A Scottish local paper of 2010: a harbourmaster's death; 'Tributes', five statements gathered by "
        "the paper (the quote, then '— NAME, role'); 'Comments have been disabled on this article.'",
        lookalikes=("div#tributes",),
    )


def plain_dj() -> list[Case]:
    return [es_reacciones(), sv_fragan(), fr_frelons(), en_tributes()]
