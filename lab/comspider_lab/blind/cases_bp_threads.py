"""Blind set BP: five hand-built discussions beside what readers contribute that is not a discussion: a recipe
magazine's "Kommentare (9)" tab beside a "Bewertungen (41)" tab of schema.org reviews (de), a recipe's readers'
reviews with stars and a button that fetches the comments (fr), a travel guide's travellers' tips above a folded
comments section (es), a news site's podcast page with a chapter list and the discussion on a comments page of its
own (it), a news video page with a transcript whose comments are fetched when the reader scrolls to them (nl).
Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bp_common import (
    Bits,
    Case,
    Note,
    Piece,
    case,
    draw,
    esc,
    payload,
    ptext,
    rows,
    seeds,
    sheet,
    talk,
)
from comspider_lab.blind.widgets import stars


def de_tabs() -> Case:
    ns = talk("""
Heike W. @ 12.05.2019, 14:32 :: Muss der Rhabarber geschält werden? Bei jungen Stangen mache ich das eigentlich nie.
  Löffelkraut-Redaktion @ 12.05.2019, 15:10 [team] :: Liebe Heike, junge rote Stangen müssen Sie nicht schälen. Nur bei dicken grünen Stangen ziehen wir die Fäden ab.
    Heike W. @ 12.05.2019, 15:24 :: Danke, dann spare ich mir die Arbeit!
Bernd aus Lippstadt @ 12.05.2019, 18:05 :: Ich habe statt Weizenmehl Dinkelmehl Type 630 genommen, die Streusel wurden etwas trockener. Nächstes Mal nehme ich 20 g mehr Butter.
Sanne @ 13.05.2019, 09:41 :: Kann man den Kuchen einfrieren? Wir sind nur zu zweit.
  Gudrun Pfeil @ 13.05.2019, 10:02 :: Ja, geht prima. Ich friere ihn in Stücken ein und taue ihn bei Zimmertemperatur auf. Die Streusel bleiben knusprig, wenn man ihn kurz aufbäckt.
  Löffelkraut-Redaktion @ 13.05.2019, 11:15 [team] :: Genau so, danke Gudrun! Am besten ohne Sahne einfrieren.
Tobi @ 14.05.2019, 20:47 :: Bei mir ist der Boden in der Mitte nicht durch gewesen. Umluft 160 Grad, 40 Minuten. Zu viel Rhabarber?
  Gudrun Pfeil @ 14.05.2019, 21:30 :: Der Rhabarber zieht viel Wasser. Ich streue immer zwei Esslöffel gemahlene Mandeln auf den Teig, bevor das Obst draufkommt.
""")
    reviews = rows("""
Marion K. | 5 | 2019-05-11 | 11.05.2019 | Sehr saftig, genau richtig säuerlich. Wird unser Sonntagskuchen.
Jürgen | 4 | 2019-05-10 | 10.05.2019 | Guter Kuchen, die Streusel hätten für meinen Geschmack mehr Zimt vertragen.
Familie Ortmann | 5 | 2019-05-09 | 09.05.2019 | Schon dreimal gebacken, einmal mit Erdbeeren gemischt.
Lea | 3 | 2019-05-09 | 09.05.2019 | Etwas zu süß für uns, beim nächsten Mal 50 g weniger Zucker.
""")

    def item(i: int, n: Note, sub: str) -> str:
        team = ' <span class="lz-team">Redaktion</span>' if n.tag("team") else ""
        return (
            f'<li class="lz-beitrag" id="lz-b{910 + i}"><div class="lz-kopf"><span class="lz-autor">{esc(n.who)}</span>{team}'
            f' <span class="lz-datum">{esc(n.at)}</span></div>{ptext(n.body, "lz-text")}'
            f'<a class="lz-antw" href="#lz-formular">Antworten</a>{sub}</li>'
        )

    review_html = "".join(
        f'<div class="lz-bew" itemprop="review" itemscope itemtype="https://schema.org/Review">'
        f'<span itemprop="author" itemscope itemtype="https://schema.org/Person"><b itemprop="name">{esc(a)}</b></span> '
        f'<span itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="{r}">'
        f'<span class="lz-sterne" aria-label="{r} von 5">{stars(int(r))}</span></span> '
        f'<time itemprop="datePublished" datetime="{iso}">{esc(d)}</time><p itemprop="reviewBody">{esc(t)}</p></div>'
        for a, r, iso, d, t in reviews
    )
    block = (
        '<div class="lz-reiter" itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Rhabarber-Streuselkuchen vom Blech">'
        '<div class="lz-knoepfe" role="tablist">'
        '<button type="button" role="tab" id="lz-tab-bew" aria-controls="lz-bewertungen" aria-selected="true">Bewertungen (41)</button>'
        f'<button type="button" role="tab" id="lz-tab-kom" aria-controls="lz-kommentare" aria-selected="false">Kommentare ({len(ns)})</button></div>'
        '<section id="lz-bewertungen" role="tabpanel"><div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">'
        '<p class="lz-schnitt"><span class="lz-sterne">★★★★★</span> <b itemprop="ratingValue">4,6</b> von 5 · '
        '<span itemprop="ratingCount">41</span> Bewertungen</p></div>'
        + review_html
        + '<a class="lz-alle" href="/rezepte/rhabarber-streuselkuchen/bewertungen">Alle 41 Bewertungen lesen</a></section>'
        '<section id="lz-kommentare" role="tabpanel" hidden><h2>Fragen &amp; Kommentare</h2><ol class="lz-liste">'
        + draw(ns, item, lambda s, _p: f'<ol class="lz-unter">{s}</ol>')
        + '</ol><form id="lz-formular" action="/kommentar" method="post"><textarea name="text"></textarea><button>Kommentar senden</button></form></section></div>'
        "<script>document.querySelectorAll('.lz-knoepfe button').forEach(function (b) { b.addEventListener('click', function () {"
        " document.querySelectorAll('.lz-knoepfe button').forEach(function (o) { o.setAttribute('aria-selected', String(o === b));"
        " document.getElementById(o.getAttribute('aria-controls')).hidden = o !== b; }); }); });</script>"
    )
    style = (
        ".lz-knoepfe{display:flex;border-bottom:2px solid #7a3e1d;margin-top:28px}.lz-knoepfe button{font:bold 15px Arial,sans-serif;padding:9px 18px;border:0;background:#f3ede2;cursor:pointer}"
        ".lz-knoepfe button[aria-selected=true]{background:#7a3e1d;color:#fff}.lz-bew{border-bottom:1px solid #eee;padding:8px 0}.lz-sterne{color:#e0a100}"
        ".lz-liste,.lz-unter{list-style:none;padding-left:0}.lz-unter{padding-left:28px;border-left:2px solid #f3ede2}.lz-team{background:#2f5d50;color:#fff;font-size:11px;padding:1px 5px}"
        ".lz-datum{color:#8a7b6a;font-size:13px}.lz-antw{font-size:13px}"
    )
    piece = Piece(
        "Rhabarber-Streuselkuchen vom Blech",
        "Rezept: Annika Vogt",
        "2019-05-08T10:00:00+02:00",
        "08.05.2019",
        """
Sobald die ersten roten Stangen auf dem Markt liegen, backen wir diesen Kuchen. Der Boden ist ein schneller Rührteig, darauf kommt ein Kilo Rhabarber und eine dicke Schicht Butterstreusel.

Für das Blech brauchen Sie 250 g Butter, 250 g Zucker, vier Eier, 400 g Mehl und ein Päckchen Backpulver. Für die Streusel noch einmal 150 g Butter, 200 g Mehl und 120 g Zucker.

Backen Sie den Kuchen bei 180 Grad Ober- und Unterhitze etwa 40 Minuten. Mit Schlagsahne servieren.
""",
        dek="Saftig, säuerlich, mit extra vielen Streuseln: unser Lieblingskuchen im Mai.",
        section="Backen",
        popular=("Spargel im Ofen", "Bärlauchpesto", "Erdbeer-Tiramisu", "Schnelle Gemüsesuppe"),
        related=("Rhabarber-Kompott", "Streuselkuchen mit Kirschen", "Rhabarberschorle selbst gemacht"),
    )
    return case(
        "bp-de-reiter",
        "discussion",
        "de-loeffel",
        piece,
        Bits(inside=block, style=style),
        seeds(ns),
        path="/rezepte/rhabarber-streuselkuchen",
        reveal="tab: 'Kommentare (9)' beside the chosen tab 'Bewertungen (41)'; the comments' panel is in the served HTML, hidden until its tab is chosen",
        container="div.lz-reiter (schema.org Recipe): section#lz-kommentare (hidden): h2 'Fragen & Kommentare', ol.lz-liste > li.lz-beitrag, replies in ol.lz-unter, three levels",
        heading="Fragen & Kommentare",
        description="A German recipe magazine of 2019: a cake recipe whose first tab holds 4 schema.org reviews with stars and an aggregate rating (41), and whose second tab holds the 9 readers' comments (questions, answers from the magazine's team marked 'Redaktion', replies three levels deep). Most awkward: the shown tab is a list of named, dated, rated reader texts that are not comments; the discussion is hidden beside it.",
        static=True,
        lookalikes=("schema.org reviews with stars in the first tab",),
        check_steps=("click:#lz-tab-kom",),
    )


def fr_button() -> Case:
    ns = talk("""
Nathalie B. @ 21 novembre 2022 à 19h04 :: J'ai remplacé le comté par du beaufort, c'était parfait. Par contre j'ai dû cuire dix minutes de plus.
  Élodie (rédaction) @ 21 novembre 2022 à 20h15 [team] :: Merci Nathalie ! Le beaufort rend plus de gras, c'est sans doute pour ça. Bonne idée en tout cas.
Pierre-Yves @ 22 novembre 2022 à 08h30 :: Pâte feuilletée maison ou du commerce ? Dans la recette ce n'est pas précisé.
  Élodie (rédaction) @ 22 novembre 2022 à 09h12 [team] :: Du commerce, pur beurre. On a ajouté la précision, merci.
  Martine @ 22 novembre 2022 à 10h47 :: Moi je prends une pâte brisée, c'est moins joli mais plus facile à couper.
Cécile R. @ 23 novembre 2022 à 12h20 :: Est-ce que ça se prépare la veille ? J'ai un repas de famille dimanche midi.
  Martine @ 23 novembre 2022 à 13h05 :: Je fais fondre les poireaux la veille et je monte la tarte le matin. Sinon la pâte ramollit.
    Cécile R. @ 23 novembre 2022 à 13h40 :: Merci Martine, je vais faire comme ça.
Hugo @ 25 novembre 2022 à 21h58 :: Un peu de moutarde à l'ancienne sur la pâte avant les poireaux, ça change tout.
  Nathalie B. @ 26 novembre 2022 à 07h15 :: Testé hier soir grâce à toi Hugo, adopté !
Sylvie Marchand @ 2 décembre 2022 à 17h33 :: Les poireaux doivent-ils être bien secs ? La mienne a rendu de l'eau au fond.
  Élodie (rédaction) @ 2 décembre 2022 à 18h01 [team] :: Oui Sylvie, laissez-les bien compoter à feu doux jusqu'à ce qu'il n'y ait plus de jus dans la poêle.
""")
    avis = rows("""
Anne-Laure | 5 | 20/11/2022 | Simple et délicieuse, mes enfants en ont redemandé.
Jacques | 4 | 19/11/2022 | Très bonne, un peu salée avec un comté affiné vingt-quatre mois.
Fabienne | 5 | 19/11/2022 | Parfaite pour l'apéritif, coupée en petits carrés.
Lucas | 3 | 18/11/2022 | Bonne mais la pâte n'était pas assez cuite dessous.
""")
    data_path = "/data/cb-commentaires/tarte-fine-poireaux.json"
    team = [i + 1 for i, n in enumerate(ns) if n.tag("team")]
    block = (
        '<section class="cb-avis"><h2>L\'avis des lecteurs</h2><p class="cb-note"><span class="cb-etoiles">★★★★☆</span> 4,4/5 sur 63 avis</p>'
        + "".join(
            f'<div class="cb-un-avis"><span class="cb-etoiles">{stars(int(r))}</span> <strong>{esc(a)}</strong> <small>{esc(d)}</small><p>{esc(t)}</p></div>'
            for a, r, d, t in avis
        )
        + '<a href="/recettes/tarte-fine-poireaux-comte/avis">Lire les 63 avis</a> · <a href="/recettes/tarte-fine-poireaux-comte/noter">Noter cette recette</a></section>'
        f'<div class="cb-echanges"><button type="button" class="cb-ouvrir" id="cb-ouvrir">Voir les {len(ns)} commentaires</button><div id="cb-fil"></div></div>'
        "<script>\n(function () {\n  var team = " + str(team) + ";\n"
        "  function bloc(c, all) {\n"
        "    var d = document.createElement('div'); d.className = 'cb-com' + (team.indexOf(c.n) >= 0 ? ' cb-equipe' : '');\n"
        "    var h = document.createElement('p'); h.className = 'cb-qui';\n"
        "    var b = document.createElement('b'); b.textContent = c.user; h.append(b);\n"
        "    var t = document.createElement('span'); t.className = 'cb-quand'; t.textContent = ' · ' + c.posted; h.append(t); d.append(h);\n"
        "    c.msg.split('\\n\\n').forEach(function (p) { var e = document.createElement('p'); e.textContent = p; d.append(e); });\n"
        "    var kids = all.filter(function (x) { return x.to === c.n; });\n"
        "    if (kids.length) { var r = document.createElement('div'); r.className = 'cb-reponses'; kids.forEach(function (k) { r.append(bloc(k, all)); }); d.append(r); }\n"
        "    return d;\n  }\n"
        "  document.getElementById('cb-ouvrir').addEventListener('click', function () {\n"
        "    var btn = this;\n"
        f"    fetch('{data_path}').then(function (r) {{ return r.json(); }}).then(function (all) {{\n"
        "      var box = document.getElementById('cb-fil'); var h = document.createElement('h2'); h.textContent = 'Vos commentaires'; box.append(h);\n"
        "      all.filter(function (x) { return x.to === null; }).forEach(function (c) { box.append(bloc(c, all)); }); btn.remove();\n"
        "    });\n  });\n})();\n</script>"
    )
    style = (
        ".cb-avis{background:#f3ede2;padding:14px 18px;border-radius:8px;margin:26px 0}.cb-etoiles{color:#d18f00;letter-spacing:2px}.cb-un-avis{border-top:1px solid #e0d6c6;padding:6px 0}"
        ".cb-ouvrir{font:bold 16px Arial,sans-serif;background:#7a3e1d;color:#fff;border:0;padding:10px 20px;border-radius:20px;cursor:pointer}"
        ".cb-com{border-left:3px solid #e0d6c6;padding-left:12px;margin:10px 0}.cb-equipe{border-left-color:#2f5d50}.cb-reponses{margin-left:22px}.cb-quand{color:#8a7b6a;font-size:13px}"
    )
    piece = Piece(
        "Tarte fine aux poireaux et au comté",
        "Par Élodie Garnier",
        "2022-11-18T11:00:00+01:00",
        "18 novembre 2022",
        """
Une pâte feuilletée, des poireaux fondus au beurre, une poignée de comté râpé : cette tarte fine se prépare en vingt minutes et se mange tiède, avec une salade de mâche.

Coupez trois poireaux en fines rondelles et faites-les compoter à feu doux avec une noix de beurre pendant quinze minutes. Étalez-les sur la pâte, parsemez de comté et enfournez vingt-cinq minutes à 200 °C.
""",
        dek="La recette des soirs pressés, testée trois fois dans notre cuisine.",
        section="Recettes",
        popular=("Soupe de potimarron", "Gratin dauphinois", "Crumble aux pommes", "Quiche sans pâte"),
        related=("Tarte tatin d'endives", "Poireaux vinaigrette", "Feuilletés au fromage"),
    )
    return case(
        "bp-fr-bouton",
        "discussion",
        "fr-cuillere",
        piece,
        Bits(inside=block, style=style),
        seeds(ns),
        path="/recettes/tarte-fine-poireaux-comte",
        reveal="button: 'Voir les 12 commentaires' under the readers' reviews fetches the comments (JSON) and draws them",
        container="div.cb-echanges > div#cb-fil: h2 'Vos commentaires' (drawn), div.cb-com (p.cb-qui: b name, span.cb-quand), replies in div.cb-reponses, three levels",
        heading="Vos commentaires",
        description="A French recipe magazine of 2022: a leek tart whose page shows 4 readers' reviews with stars (63 in all) in plain markup, and a button that fetches and draws the 12 readers' comments (the magazine's cook answering three times as 'Élodie (rédaction)'; replies three levels deep). Most awkward: before the click, the only named, dated reader texts on the page are the reviews.",
        files={data_path: payload(ns)},
        lookalikes=("readers' reviews with stars, plain markup",),
        check_steps=("click:#cb-ouvrir", "wait:800"),
    )


def es_fold() -> Case:
    ns = talk("""
Rosa María @ 20/04/2017 10:14 :: ¿El mercado se celebra también los jueves festivos? Vamos el día 1 de junio.
  Rutas del Cierzo @ 20/04/2017 12:30 [team] :: Hola, Rosa María: según el ayuntamiento, si el jueves es festivo el mercado pasa al miércoles. Conviene llamar antes a la oficina de turismo.
Javi_Zgz @ 21/04/2017 19:02 :: El queso de oveja del puesto de la entrada es espectacular. Preguntad por el curado en aceite.
  Pilar @ 22/04/2017 09:45 :: Confirmo, nos trajimos dos y ya no queda nada.
  Marcos @ 24/04/2017 16:20 :: ¿Aceptan tarjeta o hay que llevar efectivo?
    Javi_Zgz @ 24/04/2017 18:05 :: Cuando fui, solo efectivo. Hay un cajero en la plaza de la iglesia.
Ana Belén Soria @ 02/05/2017 21:33 :: Fuimos con una silla de bebé y entre los puestos no se pasa a partir de las once. Mejor ir temprano.
Tomás @ 08/05/2017 08:50 :: Gracias por la guía. La foto del aparcamiento junto al río nos salvó la mañana.
""")
    tips = rows("""
Lourdes G. | marzo de 2017 | Llegad antes de las nueve: a esa hora los agricultores todavía bajan los precios de la verdura. | 14
Iñaki | febrero de 2017 | El bar de la esquina abre a las siete y sirve chocolate con churros a los vendedores. | 9
Carmen y Luis | enero de 2017 | Aparcad en la explanada del polideportivo, es gratis y está a cinco minutos andando. | 21
Dani R. | diciembre de 2016 | Llevad bolsa propia, casi ningún puesto da bolsas. | 6
""")

    def item(i: int, n: Note, sub: str) -> str:
        guia = ' <em class="rc-guia">Guía</em>' if n.tag("team") else ""
        return (
            f'<article class="rc-msg"><header><span class="rc-nick">{esc(n.who)}</span>{guia} <span class="rc-fecha">{esc(n.at)}</span></header>'
            f"{ptext(n.body)}{sub}</article>"
        )

    block = (
        '<aside class="rc-consejos"><h2>Consejos de viajeros</h2><p class="rc-nota">Lo que nos cuentan quienes ya han ido. ¿Tienes un consejo? <a href="/consejos/nuevo">Compártelo</a>.</p><ul>'
        + "".join(
            f'<li><p class="rc-consejo">«{esc(t)}»</p><p class="rc-firma">— {esc(a)}, {esc(d)} · <button type="button">¿Útil? {esc(v)}</button></p></li>'
            for a, d, t, v in tips
        )
        + "</ul></aside>"
        f'<details class="rc-pliegue" id="rc-pliegue"><summary id="rc-abrir">Comentarios ({len(ns)})</summary><div class="rc-hilo">'
        + draw(ns, item, lambda s, _p: f'<div class="rc-resp">{s}</div>')
        + '</div><form action="/comentar" method="post"><textarea name="c"></textarea><button>Publicar</button></form></details>'
    )
    style = (
        ".rc-consejos{background:#eef5f8;border-left:4px solid #123347;padding:12px 18px;margin:24px 0}.rc-consejos ul{list-style:none;padding:0}.rc-consejo{font-style:italic;margin:6px 0 0}"
        ".rc-firma{font-size:13px;color:#4b5d69;margin:0 0 8px}.rc-pliegue summary{font:bold 18px 'Segoe UI',sans-serif;cursor:pointer;padding:10px 0}"
        ".rc-msg{border-top:1px solid #d5dee3;padding:8px 0}.rc-resp{margin-left:24px}.rc-fecha{color:#7b8b95;font-size:13px}.rc-guia{background:#123347;color:#fff;font-size:11px;padding:0 4px}"
    )
    piece = Piece(
        "El mercado de los jueves de Albarreal: qué comprar y dónde aparcar",
        "Texto y fotos: Marta Ibarra",
        "2017-04-18T09:00:00+02:00",
        "18 de abril de 2017",
        """
Cada jueves desde hace más de un siglo, la plaza Mayor de Albarreal se llena de puestos de verdura, queso, embutido y herramientas. Es el mercado más antiguo del valle y todavía conserva el aire de feria comarcal.

Los puestos se montan a las siete y media y se recogen hacia las dos. Lo mejor son los quesos de oveja de los pueblos de la sierra y la miel de romero. Para aparcar, evitad el centro: hay sitio junto al río y en la explanada del polideportivo.
""",
        dek="Guía práctica para visitar el mercado más antiguo del valle.",
        section="Mercados",
        popular=(
            "Cinco pueblos con castillo",
            "La ruta de los molinos",
            "Dónde comer migas",
            "Albarreal en un día",
        ),
        related=("Ferias de otoño en la sierra", "Queserías que se pueden visitar", "Albarreal en un día"),
    )
    return case(
        "bp-es-pliegue",
        "discussion",
        "es-cierzo",
        piece,
        Bits(inside=block, style=style),
        seeds(ns),
        path="/mercados/albarreal-mercado-jueves",
        reveal="fold: a closed <details> 'Comentarios (8)' under the travellers' tips; the comments are in the served HTML",
        container="details.rc-pliegue: summary 'Comentarios (8)', div.rc-hilo > article.rc-msg (span.rc-nick, 'Guía' tag, span.rc-fecha), replies in div.rc-resp, three levels",
        heading="Comentarios (8)",
        description="A Spanish travel guide of 2017 on a town's weekly market: an aside of 4 travellers' tips (quoted, signed with name and month, 'useful' votes) above a closed details fold holding 8 readers' comments (the guide answering once; replies three levels deep). Most awkward: the signed tips come first and are open; the discussion is folded.",
        static=True,
        lookalikes=("travellers' tips, quoted and signed with name and month",),
        check_steps=("click:#rc-abrir",),
    )


def it_podcast_page() -> Case:
    ns = talk("""
Franca Ruggeri @ 15 marzo 2021, 18:20 :: Ascoltata in macchina tornando da Sondalto. Finalmente qualcuno che spiega perché la funivia è ferma da quattro anni.
  Davide Bellotti @ 15 marzo 2021, 19:02 :: Spiegato sì, ma la risposta del Comune al minuto 14 non convince per niente.
    Franca Ruggeri @ 15 marzo 2021, 19:30 :: Su questo hai ragione, era molto vaga.
Redazione Valdombra @ 15 marzo 2021, 20:10 [team] :: Grazie a tutti per l'ascolto. Abbiamo chiesto al sindaco un'intervista per la puntata 38, proprio sui tempi della gara d'appalto.
Mauro il maestro di sci @ 16 marzo 2021, 07:45 :: Senza funivia la scuola di sci ha perso metà degli allievi. Bellissima la parte con Gino, il vecchio macchinista.
  Sara T. @ 16 marzo 2021, 08:30 :: Gino è mio nonno! Ha ascoltato la puntata tre volte.
    Redazione Valdombra @ 16 marzo 2021, 09:05 [team] :: Sara, salutacelo tanto. È stata l'intervista più bella della stagione.
Luca P. @ 17 marzo 2021, 22:14 :: Audio un po' basso nella seconda parte, al minuto 22 si sentiva a fatica.
  Redazione Valdombra @ 18 marzo 2021, 09:40 [team] :: Hai ragione Luca, abbiamo ricaricato il file con il volume corretto.
Elisabetta @ 19 marzo 2021, 13:12 :: Proposta per una prossima puntata: il trenino della valle. Anche lì si parla di chiusura.
""")
    chapters = rows("""
00:00 | Sigla e sommario | Laura Conti
01:10 | La storia della funivia del Monte Sorbo | Laura Conti con Pietro Manfredi
06:45 | «Io la guidavo dal 1974» | Gino Bertolini, ex macchinista
11:30 | Cosa dice il Comune | l'assessora Rita Savoldi
17:05 | Gli albergatori: una stagione senza turisti | Marta Lazzari, albergo Al Larice
22:40 | Le domande degli ascoltatori | Laura Conti e Pietro Manfredi
27:15 | Chiusura e anticipazioni | Laura Conti
""")
    base = "/podcast/valdombra-in-20-minuti-37"
    cpage = base + "-commenti"
    player = (
        '<div class="vp-player"><audio controls preload="none" src="/audio/valdombra-37.mp3"></audio><p class="vp-durata">Durata 29:02 · '
        '<a href="/podcast/valdombra-in-20-minuti/feed">Abbonati al feed</a></p></div>'
        '<section class="vp-capitoli"><h2>Capitoli</h2><ol>'
        + "".join(
            f'<li><a class="vp-t" href="#t={esc(t)}">{esc(t)}</a> <span class="vp-tit">{esc(ti)}</span> <span class="vp-voci">{esc(v)}</span></li>'
            for t, ti, v in chapters
        )
        + "</ol></section>"
        f'<p class="vp-vai"><a id="vp-commenti" href="{cpage}">Commenta la puntata ({len(ns)} commenti)</a></p>'
    )

    def item(i: int, n: Note, sub: str) -> str:
        red = " vp-red" if n.tag("team") else ""
        return (
            f'<li class="vp-c{red}"><p class="vp-c-chi"><strong>{esc(n.who)}</strong> <span>{esc(n.at)}</span></p>'
            f"{ptext(n.body, 'vp-c-testo')}{sub}</li>"
        )

    comments_html = sheet(
        "it-valdombra",
        "Commenti: Valdombra in 20 minuti, puntata 37",
        f'<p><a href="{base}">← Torna alla puntata 37: la funivia del Monte Sorbo riapre?</a></p>'
        f'<h1>Commenti alla puntata 37</h1><p>{len(ns)} commenti · dal più vecchio</p><ul class="vp-lista">'
        + draw(ns, item, lambda s, _p: f'<ul class="vp-risposte">{s}</ul>')
        + '</ul><form action="/commenta" method="post"><textarea name="t"></textarea><button>Invia</button></form>',
        ".vp-lista,.vp-risposte{list-style:none;padding-left:0}.vp-risposte{margin-left:26px}.vp-c{border-bottom:1px solid #eee;padding:8px 0}.vp-red strong{color:#c4161c}.vp-c-chi span{color:#777;font-size:13px}",
    )
    style = (
        ".vp-player{background:#161616;color:#eee;padding:14px;margin:18px 0}.vp-player audio{width:100%}.vp-capitoli ol{list-style:none;padding:0}"
        ".vp-capitoli li{padding:5px 0;border-bottom:1px dotted #ccc}.vp-t{font-family:monospace;margin-right:8px}.vp-voci{display:block;color:#777;font-size:13px;margin-left:60px}"
        ".vp-vai a{display:inline-block;background:#c4161c;color:#fff;padding:8px 16px;font-weight:bold;text-decoration:none}"
    )
    piece = Piece(
        "Valdombra in 20 minuti, puntata 37: la funivia del Monte Sorbo riapre?",
        "A cura di Laura Conti e Pietro Manfredi",
        "2021-03-15T06:00:00+01:00",
        "15 marzo 2021",
        """
La funivia del Monte Sorbo è ferma dal 2017. In questa puntata ripercorriamo la sua storia con chi l'ha guidata per trent'anni, chiediamo al Comune a che punto è la gara per la revisione e sentiamo gli albergatori del paese.

Il podcast esce ogni lunedì mattina. Potete mandarci le vostre domande per la puntata successiva attraverso il modulo in fondo alla pagina.
""",
        dek="Il podcast settimanale della redazione sulla valle.",
        section="Podcast",
        popular=("Puntata 36: le scuole di montagna", "Puntata 35: il lupo in valle", "Puntata 34: la diga"),
        related=(
            "Funivia, la gara slitta ancora",
            "Gino, una vita sulla cabina",
            "Puntata 36: le scuole di montagna",
        ),
    )
    return case(
        "bp-it-podcast-pagina",
        "discussion",
        "it-valdombra",
        piece,
        Bits(inside=player, style=style),
        seeds(ns),
        path=base,
        reveal="separate page: the podcast page's link 'Commenta la puntata (10 commenti)' under the chapter list leads to a comments page of its own",
        container="the comments page: h1 'Commenti alla puntata 37', ul.vp-lista > li.vp-c (p.vp-c-chi: strong name, span date), replies in ul.vp-risposte, three levels",
        heading="Commenti alla puntata 37",
        description="An Italian local news site's podcast page of 2021: an audio player and a chapter list of 7 timestamped chapters with the speakers' names, and a link to a comments page of its own with 10 listeners' comments (the newsroom answering three times; replies three levels deep). Most awkward: the podcast page holds only the chapter list (times, names, short titles); the discussion is one click away.",
        files={cpage: comments_html},
        comments_page=cpage,
        lookalikes=("a podcast's chapter list with timestamps and speakers",),
        check_steps=("click:#vp-commenti", "wait:500"),
    )


def nl_video_scroll() -> Case:
    ns = talk("""
Kees de Visser @ 14 jul 2024 09:12 :: Mijn opa kweekte hier al oesters in de jaren zestig. Toen was een warme zomer ook al een ramp, alleen filmde niemand het.
  Marieke @ 14 jul 2024 09:40 :: Mooi om te lezen, Kees. Heeft hij het ooit over de sterfte van toen gehad?
    Kees de Visser @ 14 jul 2024 10:05 :: Vooral over de strenge winter van '63. Toen bevroor alles, het omgekeerde probleem.
Jolanda Hoek @ 14 jul 2024 11:30 :: Wat een rustige, eerlijke reportage. Meer van dit soort video's graag.
Pieter-Jan @ 14 jul 2024 12:02 :: Op 2:15 zegt de kweker dat het water 24 graden was. Klopt dat? Dat lijkt me erg hoog voor onze kreek.
  Redactie De Kreek @ 14 jul 2024 13:45 [team] :: Pieter-Jan, dat klopt: de meetboei bij de kreekmonding gaf op 9 juli 23,8 graden. We hebben het in de tekst onder de video gezet.
    Pieter-Jan @ 14 jul 2024 14:00 :: Dank voor het nazoeken. Schrikbarend.
Anouk @ 15 jul 2024 08:15 :: Kun je de oesters uit Oosterkreek nu nog gewoon eten?
  Bram Schot @ 15 jul 2024 08:50 :: Ja hoor, de sterfte zit bij de jonge oesters. Wat verkocht wordt is gecontroleerd.
Willem @ 15 jul 2024 19:22 :: Ondertiteling loopt vanaf minuut 3 niet meer synchroon.
  Redactie De Kreek @ 16 jul 2024 09:10 [team] :: Bedankt Willem, opgelost.
""")
    transcript = rows("""
0:00 | Nina Dekker, verslaggever | We staan op de dijk bij Oosterkreek, waar de kwekers vanochtend de percelen controleren.
0:12 | Jaap Minderhoud, oesterkweker | Kijk, deze hier zijn dood. Die zijn open blijven staan. Dat zie je bij warm water.
0:31 | Nina Dekker | Hoeveel verliest u dit jaar?
0:34 | Jaap Minderhoud | Van de jonge oesters misschien een derde. Dat hebben we nog nooit zo vroeg in het seizoen gehad.
1:02 | Fenna Roelse, bioloog | Boven de twintig graden wordt de oester gevoelig voor een virus dat altijd in het water zit.
2:15 | Jaap Minderhoud | Vorige week hebben we 24 graden gemeten. Dat is gewoon Middellandse Zee.
2:40 | Nina Dekker | De kwekers willen de percelen dieper leggen, maar daar is een vergunning voor nodig.
""")
    data_path = "/data/dk-reacties/oesterkwekers-warme-zomer.json"
    team = [i + 1 for i, n in enumerate(ns) if n.tag("team")]
    block = (
        '<figure class="dk-video"><video controls preload="none" poster="/_avatar/dk-poster.svg" width="720" height="405">'
        '<source src="/video/oesterkwekers.mp4" type="video/mp4"></video><figcaption>Oesterkwekers in Oosterkreek (3:04)</figcaption></figure>'
        '<section class="dk-transcript"><h2>Transcript</h2>'
        + "".join(
            f'<p class="dk-regel"><span class="dk-tijd">{esc(t)}</span> <b class="dk-spreker">{esc(s)}</b>: {esc(x)}</p>'
            for t, s, x in transcript
        )
        + "</section>"
    )
    after = (
        f'<section class="dk-reacties" id="dk-reacties"><h2>Reacties ({len(ns)})</h2><div id="dk-lijst" class="dk-lijst"><p class="dk-laden">Reacties worden geladen…</p></div></section>'
        "<script>\n(function () {\n  var team = " + str(team) + ";\n"
        "  function one(c, all) {\n"
        "    var li = document.createElement('li'); li.className = 'dk-r';\n"
        "    var top = document.createElement('div'); top.className = 'dk-r-top';\n"
        "    var n = document.createElement('span'); n.className = 'dk-naam'; n.textContent = c.user; top.append(n);\n"
        "    if (team.indexOf(c.n) >= 0) { var t = document.createElement('span'); t.className = 'dk-redactie'; t.textContent = 'redactie'; top.append(' ', t); }\n"
        "    var w = document.createElement('span'); w.className = 'dk-wanneer'; w.textContent = c.posted; top.append(' ', w); li.append(top);\n"
        "    c.msg.split('\\n\\n').forEach(function (p) { var e = document.createElement('p'); e.textContent = p; li.append(e); });\n"
        "    var kids = all.filter(function (x) { return x.to === c.n; });\n"
        "    if (kids.length) { var ul = document.createElement('ul'); ul.className = 'dk-sub'; kids.forEach(function (k) { ul.append(one(k, all)); }); li.append(ul); }\n"
        "    return li;\n  }\n"
        "  var done = false; var box = document.getElementById('dk-reacties');\n"
        "  new IntersectionObserver(function (es, ob) {\n"
        "    if (done || !es.some(function (e) { return e.isIntersecting; })) return; done = true; ob.disconnect();\n"
        f"    fetch('{data_path}').then(function (r) {{ return r.json(); }}).then(function (all) {{\n"
        "      var ul = document.createElement('ul'); ul.className = 'dk-boom';\n"
        "      all.filter(function (x) { return x.to === null; }).forEach(function (c) { ul.append(one(c, all)); });\n"
        "      var l = document.getElementById('dk-lijst'); l.innerHTML = ''; l.append(ul);\n"
        "    });\n  }, { rootMargin: '100px' }).observe(box);\n})();\n</script>"
    )
    style = (
        ".dk-video video{width:100%;height:auto;background:#000}.dk-transcript{background:#f6f6f6;padding:10px 16px;margin:16px 0;font-size:15px;max-height:340px;overflow:auto}"
        ".dk-tijd{font-family:monospace;color:#c4161c}.dk-reacties{margin-top:900px;border-top:3px solid #161616}.dk-boom,.dk-sub{list-style:none;padding-left:0}.dk-sub{margin-left:24px}"
        ".dk-r{border-bottom:1px solid #eee;padding:8px 0}.dk-naam{font-weight:bold}.dk-wanneer{color:#777;font-size:13px}.dk-redactie{background:#c4161c;color:#fff;font-size:11px;padding:0 4px}"
    )
    piece = Piece(
        "Video: Oesterkwekers in Oosterkreek vrezen tweede warme zomer",
        "Nina Dekker en Thijs Wolters (camera)",
        "2024-07-13T17:30:00+02:00",
        "13 jul 2024, 17:30",
        """
Op de percelen bij Oosterkreek gaan dit jaar opnieuw veel jonge oesters dood. Kwekers wijten dat aan het warme water: vorige week mat de meetboei bij de kreekmonding bijna 24 graden.

In de video vertellen kweker Jaap Minderhoud en bioloog Fenna Roelse wat er onder water gebeurt en waarom de kwekers hun percelen dieper willen leggen.
""",
        dek="Jonge oesters sterven in het warme water van de kreek.",
        section="Video",
        popular=(
            "Veerpont vaart weer",
            "Strandpaviljoen mag blijven",
            "Zomerfeest Kreekhaven",
            "Dijkwerkers vinden oude munten",
        ),
        related=(
            "Zo meet de boei de watertemperatuur",
            "Oesterfeest gaat toch door",
            "Kwekers willen dieper",
        ),
    )
    return case(
        "bp-nl-video-scroll",
        "discussion",
        "nl-kreek",
        piece,
        Bits(inside=block, after=after, style=style),
        seeds(ns),
        path="/video/oesterkwekers-oosterkreek-warme-zomer",
        reveal="scroll: an IntersectionObserver on section#dk-reacties (far below the video and its transcript) fetches the comments (JSON) and draws them",
        container="section.dk-reacties: h2 'Reacties (11)', div#dk-lijst > ul.dk-boom > li.dk-r (span.dk-naam, 'redactie' tag, span.dk-wanneer), replies in ul.dk-sub, three levels",
        heading="Reacties (11)",
        description="A Dutch regional news site's video page of 2024: a video, its transcript (7 timestamped lines with the speakers' names and roles) and, far below, 11 readers' comments fetched when the reader scrolls to them (the newsroom answering twice; replies three levels deep). Most awkward: the transcript's named, timed lines are in the served HTML; the comments are not.",
        files={data_path: payload(ns)},
        lookalikes=("a video's transcript with timestamps and speakers",),
        check_steps=("scroll", "wait:1000", "scroll", "wait:1000"),
    )


def threads_bp() -> list[Case]:
    return [de_tabs(), fr_button(), es_fold(), it_podcast_page(), nl_video_scroll()]
