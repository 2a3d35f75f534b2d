"""Blind set BF: five discussions in German, French, Spanish, Italian and Portuguese, each the thread of an invented
forum engine under a 2008-2013 article, with its one awkward trait: newest posts first with "Zitat von" quotes (de),
a member column far longer than the short posts (fr), signatures in the post's own box after a line of underscores
(es), the journalist's opening post with the article's teaser and her later answers (it), "agradeceram" lists of
members' names under posts (pt). Every class name, name, place and text invented for this set; each post written by
hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bf_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    member,
    paras,
    seeds,
    snippet,
    thread,
)


def de_newest_first() -> Case:
    cs = thread("""
Gerlinde Haas | 03.02.2010, 18:42 | - | - | Endlich tut sich was am Bahnhof. Seit Jahren steht das Gebäude leer und verfällt, und man schämt sich, wenn Besuch mit dem Zug kommt.
RodentalerJung | 03.02.2010, 19:05 | 0 | q | Schön und gut, aber 2,4 Millionen für ein Café und ein paar Büros? Das Geld hätte man in die Schulen stecken können.
Gerlinde Haas | 03.02.2010, 19:31 | 1 | q | Das meiste zahlt doch das Land aus dem Förderprogramm, steht im dritten Absatz. Für die Schulen wäre das Geld ohnehin nicht da gewesen.
Bernd K. | 03.02.2010, 20:14 | - | - | Wichtiger als das Café wäre ein Fahrkartenschalter. Seit der Automat kaputt ist, muss man im Zug nachlösen und zahlt drauf.
Sabine Wörle | 03.02.2010, 21:02 | 3 | q | Der Automat geht wieder seit letzter Woche, zumindest für Bargeld. Karten nimmt er immer noch nicht.
Heimatverein Kesselbach | 04.02.2010, 08:30 | - | - | Wir freuen uns sehr über die Entscheidung. Im Obergeschoss soll auf unseren Wunsch ein kleiner Raum für die Bahngeschichte des Rodentals entstehen. Fotos und Fundstücke nehmen wir gerne entgegen.
Ulf Dreher | 04.02.2010, 09:47 | 5 | q | Mein Großvater war dort Fahrdienstleiter. Ich habe noch seine Dienstmütze und ein paar Fahrpläne von 1958. Wohin kann ich mich wenden?
Heimatverein Kesselbach | 04.02.2010, 10:20 | 6 | q | Lieber Herr Dreher, am besten donnerstags ab 17 Uhr im Vereinsheim in der Mühlgasse. Wir freuen uns!
Pendler_04 | 04.02.2010, 12:55 | - | - | Hoffentlich wird der Umbau nicht wieder zwei Jahre länger dauern als geplant, wie beim Rathaus.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = (
                f'<div class="st-zitat"><div class="st-ztop">Zitat von <b>{esc(p.name)}</b> (Beitrag #{c.seed.parent + 1})</div>'
                f"{esc(snippet(p.text, 80))}</div>"
            )
        joined, posts = member(c.name)
        return (
            f'<div class="st-beitrag" id="b{i + 1}"><div class="st-kopf"><a href="#b{i + 1}">#{i + 1}</a> · {esc(c.when)}</div>'
            f'<div class="st-autor"><b>{esc(c.name)}</b> <span>Registriert seit {esc(joined)} · Beiträge: {posts}</span></div>'
            f'<div class="st-text">{quote}{paras(c.text, br=True)}</div>'
            '<div class="st-knoepfe"><a href="#">Zitieren</a> <a href="#">Antworten</a> <a href="#">Melden</a></div></div>'
        )

    block = (
        '<div class="stammtisch"><h3>Diskutieren Sie mit im Rundschau-Forum</h3>'
        '<p class="st-sort">9 Beiträge · Sortierung: <b>neueste zuerst</b> | <a href="?sort=alt">älteste zuerst</a></p>'
        + "".join(item(i, c) for i, c in reversed(list(enumerate(cs))))
        + '<p><a href="/forum/thema/3302">Zum Thema im Forum</a></p></div>'
    )
    css = ".st-beitrag{border-bottom:1px solid #ccc;padding:6px 0}.st-kopf{font-size:11px;color:#888}.st-autor span{font-size:11px;color:#777}.st-zitat{background:#f1efe6;border-left:3px solid #b9a;padding:3px 6px;font-size:12px}"
    st = Story(
        "Alter Bahnhof wird zum Bürgerhaus umgebaut",
        "Von Tobias Reichert",
        "2010-02-03T14:00:00+01:00",
        "03.02.2010",
        """
Der Gemeinderat hat am Dienstagabend einstimmig beschlossen, das seit 2003 leerstehende Empfangsgebäude des Kesselbacher Bahnhofs zu einem Bürgerhaus umzubauen. Im Erdgeschoss sollen ein Café und ein Warteraum entstehen, im Obergeschoss Büros für Vereine.

Die Kosten werden auf 2,4 Millionen Euro geschätzt. Rund 70 Prozent übernimmt das Land aus dem Programm zur Belebung ländlicher Ortskerne.

Baubeginn soll im Herbst sein, die Eröffnung ist für Frühjahr 2012 geplant.
""",
        lead="Gemeinderat stimmt einstimmig zu – das Land übernimmt den Großteil der Kosten.",
        section="Kesselbach",
        related=("Neuer Kreisel an der B 27", "Schulsanierung verzögert sich", "Fasnet: Umzug am Sonntag"),
        tags=("Bahnhof", "Gemeinderat", "Kesselbach"),
    )
    return make(
        "bf-de-kesselbach-newestfirst",
        "discussion",
        "de-kesselbach",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/kesselbach/alter-bahnhof-buergerhaus.html",
        container="div.stammtisch: h3 'Diskutieren Sie mit im Rundschau-Forum', 'Sortierung: neueste zuerst', div.st-beitrag per post from #9 down to #1 (div.st-kopf '#n · time', div.st-autor, div.st-text with div.st-zitat 'Zitat von NAME (Beitrag #n)', Zitieren / Antworten / Melden)",
        heading="Diskutieren Sie mit im Rundschau-Forum",
        description="A 2010 German regional paper's forum thread (engine 'Stammtisch-Board', invented) under the article: 9 posts; its trait: the newest post first, so every answer stands above the post it quotes ('Zitat von NAME (Beitrag #n)'), three levels; a local society's answers among the readers'.",
    )


def fr_user_column() -> Case:
    cs = thread("""
Jean-Yves Le Goff | 17/09/2009 à 21:14 | - | r=Pilier du forum,l=Saint-Méen-sur-Vanne,a=61 | Enfin une bonne nouvelle pour le marché couvert.
Clémence B. | 17/09/2009 à 21:30 | - | r=Habitué,l=Vallonne centre,a=34 | Les travaux pendant l'été, c'est malin : il n'y aura plus de marché sous la pluie à la Toussaint.
Pépé Hervé | 17/09/2009 à 22:05 | 0 | q,r=Ancien,l=Quartier de la gare,a=78 | Bonne nouvelle, oui, si les places restent au même prix pour les petits producteurs.
MarieLaure56 | 18/09/2009 à 07:48 | 2 | q,r=Nouveau membre,l=Kerbellec,a=42 | Le prix reste le même jusqu'en 2011, c'est écrit dans l'article.
Pépé Hervé | 18/09/2009 à 08:20 | 3 | q,r=Ancien,l=Quartier de la gare,a=78 | Ah, je n'avais pas lu jusqu'au bout. Merci.
Fromagerie du Ruisseau | 18/09/2009 à 09:02 | - | r=Commerçant,l=Vallonne,a=- | Nous y serons tous les samedis, comme depuis vingt ans.
Clémence B. | 18/09/2009 à 09:15 | 5 | q,r=Habitué,l=Vallonne centre,a=34 | Votre tomme au cidre est la meilleure du canton !
""")

    def column(c: C, i: int) -> str:
        joined, posts = member(
            c.name,
            (
                "janv.",
                "févr.",
                "mars",
                "avr.",
                "mai",
                "juin",
                "juil.",
                "août",
                "sept.",
                "oct.",
                "nov.",
                "déc.",
            ),
        )
        age = c.get("a")
        return (
            f'<td class="ag-profil" valign="top"><a class="ag-pseudo" href="/forum/profil/{i}">{esc(c.name)}</a>'
            f'<div class="ag-rang">{esc(c.get("r"))}</div><div class="ag-etoiles">★★★★☆</div>'
            f'<img src="/_avatar/ag-{i}.svg" alt="" width="80" height="80" /><ul class="ag-infos">'
            f"<li>Inscrit le : {esc(joined)}</li><li>Messages : {posts}</li><li>Localisation : {esc(c.get('l'))}</li>"
            + (f"<li>Âge : {esc(age)} ans</li>" if age != "-" else "")
            + f'<li>Humeur : ☺</li><li>Points : {posts * 3 + 17}</li><li>Sexe : —</li></ul><div class="ag-badges">'
            '<span title="Ancienneté">[5 ans]</span> <span title="Contributeur">[Plume d\'argent]</span></div>'
            '<div class="ag-contact"><a href="#">MP</a> · <a href="#">Profil</a> · <a href="#">Site</a></div></td>'
        )

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="ag-citation"><b>{esc(p.name)} a écrit :</b><br />{esc(snippet(p.text, 70))}</div>'
        return (
            f'<table class="ag-msg" id="m{i}" width="100%"><tr>{column(c, i)}'
            f'<td class="ag-corps" valign="top"><div class="ag-date">Posté le {esc(c.when)} <a href="#m{i}">#{i + 1}</a></div>'
            f'{quote}<div class="ag-texte">{paras(c.text, br=True)}</div>'
            '<div class="ag-outils"><a href="#">Citer</a> · <a href="#">Répondre</a> · <a href="#">Signaler un abus</a></div></td></tr></table>'
        )

    block = (
        '<div class="agora"><h2>Réagissez sur le forum</h2><p>Sujet : Le marché couvert rénové l\'été prochain — 7 messages</p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p><a href="/forum/sujet-812.html">Voir le sujet sur le forum</a></p></div>'
    )
    css = ".ag-msg{border:1px solid #cbb;margin-bottom:6px}.ag-profil{width:190px;background:#f8f1ea;font-size:11px}.ag-infos{padding-left:14px}.ag-citation{background:#eee;padding:3px;font-size:12px}.ag-date{font-size:11px;color:#888}"
    st = Story(
        "Le marché couvert rénové l'été prochain",
        "Par Yannick Guillou",
        "2009-09-17T17:00:00+02:00",
        "17 septembre 2009",
        """
Le conseil municipal de Vallonne a adopté jeudi soir le projet de rénovation du marché couvert de la place des Halles. La toiture, qui fuit depuis plusieurs hivers, sera entièrement refaite et l'éclairage remplacé.

Les travaux, estimés à 640 000 euros, auront lieu de juin à septembre 2010. Pendant cette période, le marché du samedi sera installé sur le parking de la rue du Port.

Le prix des emplacements restera inchangé jusqu'en 2011, a précisé l'adjoint chargé du commerce.
""",
        section="Vallonne",
        related=("Rentrée : deux classes ouvertes", "La fête du cidre en chiffres", "Travaux rue du Port"),
        tags=("marché couvert", "conseil municipal", "Vallonne"),
    )
    return make(
        "bf-fr-vallonne-usercolumn",
        "discussion",
        "fr-vallonne",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/vallonne/marche-couvert-renove.html",
        container="div.agora: h2 'Réagissez sur le forum', one table.ag-msg per post: td.ag-profil (pseudo, rank, stars, avatar, a list of 'Inscrit le', 'Messages', 'Localisation', 'Âge', 'Humeur', 'Points', 'Sexe', badges, MP / Profil / Site) and td.ag-corps ('Posté le …', div.ag-citation 'NAME a écrit :', div.ag-texte, Citer / Répondre / Signaler un abus)",
        heading="Réagissez sur le forum",
        description="A 2009 French regional daily's forum thread (engine 'Agora', invented) under the article: 7 posts of one or two short sentences; its trait: a member column of ten lines and badges beside each post, far longer than the post itself; answers quote their parent ('NAME a écrit :'), four levels.",
    )


def es_inline_signature() -> Case:
    cs = thread("""
Paco Ordóñez | 25/06/2012 22:10 | - | s=Socio del C.D. Almenara desde 1979. ¡Aúpa Almenara! | Treinta y tres años esperando este ascenso. Ayer lloré en la grada como un niño y no me da vergüenza decirlo.
Mari Luz | 25/06/2012 22:24 | 0 | q,s=Peña La Bufanda · Grada norte · fila 8 | Yo también, Paco. Mi padre no lo pudo ver, pero se lo dediqué en el minuto noventa.
Rubén_AL | 25/06/2012 23:02 | - | s=- | El gol de Isidro de cabeza es de los que se recuerdan toda la vida. Qué salto.
Enrique Solana | 26/06/2012 08:15 | - | s=Enrique — fotografías del fútbol modesto: www.balonsolana.example | ¿Alguien sabe si habrá recibimiento en la plaza? El artículo habla de una fiesta pero no da la hora.
Peña La Bufanda | 26/06/2012 09:30 | 3 | q,s=Peña La Bufanda — fundada en 1985 · Sede: Bar Castilla · calle Mayor 12 | Hoy a las ocho de la tarde en la plaza del Ayuntamiento, lo ha confirmado el club esta mañana.
Rubén_AL | 26/06/2012 10:05 | 4 | q,s=- | Allí estaremos. Que alguien lleve la pancarta del 79.
Lola Benítez | 26/06/2012 11:40 | - | s=Madre de un alevín del Almenara. El fútbol base también existe. | Enhorabuena a todos, y que no se olviden de la cantera ahora que suben. Los chavales siguen entrenando en tierra.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="fc-cita">Cita de <b>{esc(p.name)}</b>:<br /><i>{esc(snippet(p.text, 70))}</i></div>'
        sig = c.get("s")
        sig_html = f"<br />__________________<br />{esc(sig)}" if sig and sig != "-" else ""
        joined, posts = member(c.name)
        return (
            f'<div class="fc-mensaje" id="msj{i + 1}"><div class="fc-cab"><span class="fc-usuario">{esc(c.name)}</span> '
            f'<span class="fc-datos">Registrado: {esc(joined)} · Mensajes: {posts}</span><span class="fc-fecha">{esc(c.when)} · #{i + 1}</span></div>'
            f'<div class="fc-cuerpo">{quote}{paras(c.text, br=True)}{sig_html}</div>'
            '<div class="fc-pie"><a href="#">Citar</a> | <a href="#">Responder</a> | <a href="#">Denunciar</a></div></div>'
        )

    block = (
        '<div class="foro-noticia"><h3>Opina en los foros</h3><p class="fc-tema">Tema: ¡El Almenara sube a Segunda B! · 7 respuestas · '
        '<a href="/foros/tema/4471">Ver tema completo</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + "</div>"
    )
    css = ".fc-mensaje{border:1px solid #ddd;margin:6px 0}.fc-cab{background:#f3e9d8;font-size:11px;padding:3px 6px}.fc-usuario{font-weight:bold;margin-right:8px}.fc-fecha{float:right}.fc-cuerpo{padding:6px}.fc-cita{background:#f5f5f5;border:1px dashed #bbb;padding:3px;font-size:12px}"
    st = Story(
        "El Almenara vuelve a Segunda B treinta y tres años después",
        "Redacción Deportes",
        "2012-06-25T20:30:00+02:00",
        "25 de junio de 2012",
        """
El Club Deportivo Almenara consiguió este domingo el ascenso a Segunda División B tras vencer por 2-1 al Atlético Ribera en un estadio de La Vega lleno hasta la bandera. El último ascenso del club a la categoría se remonta a 1979.

Isidro Castaño marcó de cabeza el gol decisivo en el minuto 84, tras un saque de esquina botado por el capitán.

El club ha anunciado una fiesta con los aficionados para celebrar el ascenso, cuya hora se confirmará en las próximas horas.
""",
        section="Deportes",
        related=(
            "La cantera del Almenara, a examen",
            "Obras en el estadio de La Vega",
            "Calendario de pretemporada",
        ),
        tags=("CD Almenara", "ascenso", "fútbol"),
    )
    return make(
        "bf-es-almenara-inlinesig",
        "discussion",
        "es-almenara",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/deportes/almenara-asciende-segunda-b.html",
        container="div.foro-noticia: h3 'Opina en los foros', div.fc-mensaje per post (div.fc-cab name, 'Registrado', 'Mensajes', time and '#n'; div.fc-cuerpo with div.fc-cita 'Cita de NAME:', the text and, in the same div after '<br />__________________<br />', the signature; Citar / Responder / Denunciar)",
        heading="Opina en los foros",
        description="A 2012 Spanish regional daily's forum thread (engine 'ForoCamino', invented) under a football report: 7 posts; its trait: signatures inside the post's own text box after a line of underscores and a line break, on five posts, not part of the texts; answers quote their parent ('Cita de NAME:').",
    )


def it_journalist_opens() -> Case:
    cs = thread("""
Franco Zanella | 08/11/2011 20:14 | - | - | Bell'articolo, ma manca la domanda più importante: chi paga lo sgombero delle frane? Il Comune o la Provincia?
Chiara Benvenuti | 08/11/2011 21:02 | 0 | q,j | La strada è provinciale, quindi la Provincia. Il sindaco mi ha confermato che la ditta è già stata incaricata, i lavori partono lunedì.
Franco Zanella | 08/11/2011 21:20 | 1 | q | Grazie della risposta. Vedremo se lunedì è davvero lunedì.
Rosanna da Prato Alto | 09/11/2011 07:35 | - | - | Noi di Prato Alto siamo isolati da giovedì. Per la spesa scendiamo a piedi con lo zaino fino al ponte, poi ci prende mio cognato.
Giuliano M. | 09/11/2011 08:10 | 3 | q | Rosanna, la Protezione civile porta il pane e le medicine con il fuoristrada alle 11, chiedete in parrocchia.
Rosanna da Prato Alto | 09/11/2011 08:45 | 4 | q | Non lo sapevamo, grazie mille!
Ettore Bassi | 09/11/2011 12:30 | - | - | Sono quarant'anni che quella scarpata viene giù a ogni pioggia forte. Servono reti e drenaggi, non le ruspe ogni autunno.
Chiara Benvenuti | 09/11/2011 13:15 | 6 | q,j | Ettore, ne parleremo in un prossimo articolo: c'è un progetto di consolidamento fermo in Regione dal 2008.
""")
    opener = (
        '<div class="pw-post pw-apertura" id="pw0"><div class="pw-chi"><b>Chiara Benvenuti</b><span class="pw-ruolo">Giornalista · Redazione</span></div>'
        '<div class="pw-quando">08/11/2011 18:00 · #1</div><div class="pw-testo">Frane sulla provinciale per Prato Alto: la strada resta chiusa, '
        "tre frazioni isolate. Nel pezzo di oggi trovate la situazione aggiornata e i numeri utili. "
        '<a href="/cronaca/frane-provinciale-prato-alto.html">Leggi l\'articolo completo</a>. Vi leggo qui: segnalateci la situazione nelle vostre frazioni.</div></div>'
    )

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = (
                f'<div class="pw-cit"><span>{esc(p.name)} ha scritto:</span> {esc(snippet(p.text, 60))}</div>'
            )
        role = (
            '<span class="pw-ruolo">Giornalista · Redazione</span>'
            if c.has("j")
            else '<span class="pw-ruolo">Utente</span>'
        )
        return (
            f'<div class="pw-post{" pw-redaz" if c.has("j") else ""}" id="pw{i + 1}"><div class="pw-chi"><b>{esc(c.name)}</b>{role}</div>'
            f'<div class="pw-quando">{esc(c.when)} · #{i + 2}</div>{quote}<div class="pw-testo">{paras(c.text, br=True)}</div>'
            '<div class="pw-az"><a href="#">Cita</a> <a href="#">Rispondi</a> <a href="#">Segnala</a></div></div>'
        )

    block = (
        '<div class="piazzaweb"><h3>Il forum di Borgoalto: parliamone</h3><p>9 messaggi nella discussione</p>'
        + opener
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p><a href="/forum/discussione/1190">Vai alla discussione</a></p></div>'
    )
    css = ".pw-post{border-bottom:1px solid #ddd;padding:6px 0}.pw-apertura{background:#fff8e6}.pw-redaz{background:#eef6ff}.pw-ruolo{margin-left:8px;font-size:11px;color:#a33}.pw-quando{font-size:11px;color:#888}.pw-cit{background:#f4f4f4;font-size:12px;padding:3px}"
    st = Story(
        "Frane sulla provinciale, tre frazioni isolate",
        "di Chiara Benvenuti",
        "2011-11-08T17:30:00+01:00",
        "8 novembre 2011",
        """
Resta chiusa la strada provinciale che sale a Prato Alto, dove tre smottamenti si sono staccati dalla scarpata nella notte tra mercoledì e giovedì dopo due giorni di pioggia ininterrotta.

Le frazioni di Prato Alto, Cà Nova e Fontanelle sono raggiungibili soltanto a piedi o con i mezzi fuoristrada della Protezione civile. Non ci sono feriti.

Il sindaco ha chiesto alla Provincia un intervento urgente per rimuovere il materiale e mettere in sicurezza la carreggiata.
""",
        section="Cronaca",
        related=("Allerta meteo fino a venerdì", "Il ponte di Cà Nova riapre", "Scuole chiuse in tre comuni"),
        tags=("frane", "Prato Alto", "maltempo"),
    )
    return make(
        "bf-it-borgoalto-journalistopens",
        "discussion",
        "it-borgoalto",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/cronaca/frane-provinciale-prato-alto.html",
        container="div.piazzaweb: h3 'Il forum di Borgoalto: parliamone', div.pw-post per post (div.pw-chi name and role, div.pw-quando time and '#n', div.pw-cit 'NAME ha scritto:', div.pw-testo, Cita / Rispondi / Segnala); the first div.pw-apertura is the journalist's opening post with the article's teaser and link",
        heading="Il forum di Borgoalto: parliamone",
        description="A 2011 Italian regional paper's forum thread (engine 'PiazzaWeb', invented) under the article: 8 posts after the journalist's opening post; its trait: the opening post by the article's author, in the posts' markup, repeating the teaser and linking the article (not a comment), while her two later answers to readers are comments; answers quote their parent ('NAME ha scritto:').",
    )


def pt_thanks_names() -> Case:
    cs = thread("""
Zé Carlos Moura | 14-04-2013 às 10:22 | - | a=Albertina S.+Rui Pedrosa+mar_alto | Finalmente vão tratar das dunas. Em fevereiro o mar entrou pela rua da Lota e levou metade do muro do bar do Tói.
Albertina S. | 14-04-2013 às 10:47 | 0 | q | O muro do Tói já foi refeito, mas a rua ainda tem areia até aos joelhos junto à capela.
Rui Pedrosa | 14-04-2013 às 11:30 | - | a=Zé Carlos Moura | As paliçadas de madeira resultam, já se viu em Praia da Mina. Mas têm de proibir as pessoas de andar por cima das dunas, senão não vale de nada.
mar_alto | 14-04-2013 às 12:05 | 2 | q,a=Rui Pedrosa+Albertina S.+Zé Carlos Moura+Leonor Vaz | Exatamente. Passadiços de madeira até à praia e vedação. No verão é uma romaria por cima das dunas.
Leonor Vaz | 14-04-2013 às 14:48 | - | - | Alguém sabe se os pescadores vão poder continuar a puxar os barcos pela rampa da Lota durante as obras?
Associação de Pescadores | 14-04-2013 às 16:10 | 4 | q,a=Leonor Vaz+mar_alto | A câmara garantiu-nos que a rampa fica livre. As obras começam pelo lado sul, longe dos barcos.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<blockquote class="tt-citar"><p><b>{esc(p.name)}</b> escreveu:</p><p>{esc(snippet(p.text, 70))}</p></blockquote>'
        names = [x.strip() for x in c.get("a").split("+")] if c.get("a") else []
        thanks = ""
        if names:
            thanks = (
                f'<div class="tt-agradece"><span class="tt-n">{len(names)} utilizador{"es" if len(names) > 1 else ""} '
                f"agradece{'ram' if len(names) > 1 else 'u'} a {esc(c.name)} por esta mensagem:</span> "
                + ", ".join(f'<a class="tt-membro" href="/forum/membro/{esc(n)}">{esc(n)}</a>' for n in names)
                + "</div>"
            )
        joined, posts = member(c.name)
        return (
            f'<table class="tt-msg" id="tt{i + 1}" width="100%"><tr><td class="tt-autor" width="140"><b>{esc(c.name)}</b><br />'
            f"<small>Registo: {esc(joined)}<br />Mensagens: {posts}</small></td>"
            f'<td class="tt-corpo"><div class="tt-data">{esc(c.when)} · #{i + 1}</div>{quote}<div class="tt-texto">{paras(c.text, br=True)}</div></td></tr>'
            f'<tr><td></td><td>{thanks}<div class="tt-botoes"><a href="#">Citar</a> <a href="#">Agradecer</a> <a href="#">Denunciar</a></div></td></tr></table>'
        )

    block = (
        '<div class="tertulia"><h3>Comente no Fórum da Gazeta</h3><p>Tópico: Dunas da Praia da Lota vão ser protegidas · 6 respostas</p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p><a href="/forum/topico/2208">Ver o tópico completo</a></p></div>'
    )
    css = ".tt-msg{border:1px solid #cde;margin:5px 0}.tt-autor{background:#eef4f8;font-size:11px;vertical-align:top}.tt-data{font-size:11px;color:#888}.tt-citar{background:#f3f3f3;margin:3px 0;padding:3px;font-size:12px}.tt-agradece{font-size:11px;background:#f0f8e8;padding:3px}"
    st = Story(
        "Dunas da Praia da Lota vão ser protegidas com paliçadas",
        "Texto de Inês Carrilho",
        "2013-04-13T19:00:00+01:00",
        "13 de abril de 2013",
        """
A Câmara de Ribamar aprovou um projeto de 380 mil euros para proteger o cordão dunar da Praia da Lota, muito danificado pelos temporais de fevereiro, que chegaram a inundar a rua junto ao porto de pesca.

O projeto prevê paliçadas de madeira para reter a areia, a plantação de vegetação dunar e dois passadiços que vão substituir os carreiros abertos pelos banhistas.

As obras começam em maio pelo lado sul da praia e devem terminar antes do início da época balnear.
""",
        section="Concelho",
        related=(
            "Porto de pesca recebe nova grua",
            "Época balnear começa a 1 de junho",
            "Feira do peixe bate recorde",
        ),
        tags=("dunas", "Praia da Lota", "ambiente"),
    )
    return make(
        "bf-pt-ribamar-thanksnames",
        "discussion",
        "pt-ribamar",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/concelho/dunas-praia-da-lota-palicadas.html",
        container="div.tertulia: h3 'Comente no Fórum da Gazeta', one table.tt-msg per post (td.tt-autor name, 'Registo', 'Mensagens'; td.tt-corpo time and '#n', blockquote.tt-citar 'NAME escreveu:', div.tt-texto; a second row with div.tt-agradece 'n utilizadores agradeceram a NAME por esta mensagem:' and members' names as links, Citar / Agradecer / Denunciar)",
        heading="Comente no Fórum da Gazeta",
        description="A 2013 Portuguese local paper's forum thread (engine 'Tertúlia', invented) under the article: 6 posts; its trait: 'agradeceram' lists under four posts naming up to four members each (the thread's own posters among them) as links in the post's table; answers quote their parent ('NAME escreveu:'), two levels.",
    )


def intl_threads() -> list[Case]:
    return [
        de_newest_first(),
        fr_user_column(),
        es_inline_signature(),
        it_journalist_opens(),
        pt_thanks_names(),
    ]
