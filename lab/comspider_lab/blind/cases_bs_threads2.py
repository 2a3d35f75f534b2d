"""Blind set BS: four discussions of 2011-2013 in the served HTML: a b2evolution-like exam-candidates' blog with nested
comment boxes, member and visitor badges and star ratings (es); an ExpressionEngine-built vintage-furniture magazine
whose numbered comments put the name after the text, with "useful" votes and nested replies (nl); a Joomla 1.5 tourist
association's site whose comment boxes are flat siblings nested by an indentation class, with relative times and
likes (it); a Swedish small-town paper's comment table, one row a comment, answers in rows marked "svar" under their
parent (sv). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bs_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    calendar,
    case,
    cloud,
    depth,
    draw,
    esc,
    links,
    ptext,
    seeds,
    slug,
    talk,
)
from comspider_lab.blind.cases_bs_common import order as thread_order


def es_b2evo() -> Case:
    ns = talk("""
Lucía M. @ 21/02/2012 @ 18:22 [visit,stars=5] :: Gracias por el resumen. Llevo un mes sin saber si empezar por el temario nuevo o seguir con el de 2010. Con esto me queda claro.
  Opositor @ 21/02/2012 @ 19:05 [member,owner] :: De nada, Lucía. El temario de 2010 te sirve en un ochenta por ciento; solo cambian los temas de atención al cliente y los de paquetería.
Fernando @ 21/02/2012 @ 20:40 [visit,stars=3] :: ¿Se sabe ya cuántas plazas salen para Andalucía? En 2010 fueron muy pocas y casi todas en Sevilla.
  Opositor @ 21/02/2012 @ 21:15 [member,owner] :: Todavía no, Fernando. El reparto por provincias suele salir con las listas de admitidos. En cuanto lo publiquen lo subo.
    Nati_Cádiz @ 22/02/2012 @ 09:30 [member] :: En el sindicato nos dijeron que este año habría más plazas en Cádiz y Málaga por las jubilaciones. A ver si es verdad.
Rocío @ 22/02/2012 @ 11:02 [visit,stars=4] :: Yo me presenté en 2010 y saqué un 68, pero no llegué a la nota de corte. Este año voy a por todas. ¡Mucho ánimo a todos!
  Fernando @ 22/02/2012 @ 13:47 [visit] :: ¡Ánimo, Rocío! Con un 68 ya tienes medio camino hecho.
Antonio García @ 23/02/2012 @ 08:15 [visit,stars=4] :: Una pregunta: ¿los psicotécnicos siguen siendo eliminatorios o cuentan en la nota final?
  Opositor @ 23/02/2012 @ 10:20 [member,owner] :: Antonio, según las bases no son eliminatorios: suman a la nota del test. Pero te recomiendo practicarlos igual, son los puntos más fáciles.
""")

    def item(i: int, n: Note, sub: str) -> str:
        badge = "Miembro" if n.tag("member") else "Visitante"
        stars = n.tag("stars")
        rating = (
            '<div class="bCommentRating">'
            + "".join(
                f'<img src="/_avatar/star-{"on" if k < int(stars) else "off"}.svg" alt="{"*" if k < int(stars) else ""}" width="12" height="12" />'
                for k in range(5)
            )
            + "</div>"
            if stars
            else ""
        )
        cid = 930 + 11 * i
        return (
            f'<div class="bComment" id="c{cid}"><div class="bCommentTitle"><img class="avatar" src="/_avatar/b2-{slug(n.who)}.svg" alt="" width="32" height="32" /> '
            f'Comentario de: <a href="/user/{slug(n.who)}" class="login">{esc(n.who)}</a> <span class="badge">[{badge}]</span></div>'
            f"{rating}"
            f'<div class="bCommentText">{ptext(n.body)}</div>'
            f'<div class="bCommentSmallPrint"><a href="#c{cid}" title="Enlace permanente a este comentario" class="permalink_right">#</a> {esc(n.at)} · <a href="?reply_ID={cid}#form_p44">Responder</a></div>'
            + (f'<div class="bCommentReplies">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div class="bFeedback" id="comments"><h4>9 comentarios</h4>'
        + draw(ns, item, lambda s, _p: s)
        + '<h4 id="form_p44">Dejar un comentario</h4><form action="/htsrv/comment_post.php" method="post"><p>Nombre <input type="text" name="u" /></p><p>Email <input type="text" name="i" /></p>'
        '<p>Valoración: <select name="rating"><option>Sin valorar</option><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option></select></p>'
        '<p><textarea name="p" rows="6" cols="50"></textarea></p><p><input type="submit" value="Enviar comentario" /> <input type="submit" value="Vista previa" /></p></form>'
        '<p class="bFeed">Feed de comentarios para esta entrada: <a href="/feed/comments/p44">Atom</a></p></div>'
    )
    left = (
        "<h4>Categorías</h4>"
        + links(
            ("Temario", "Convocatorias", "Psicotécnicos", "Ánimo", "Otras oposiciones"),
            "/cat/",
            counts=("(27)", "(15)", "(9)", "(12)", "(6)"),
        )
        + "<h4>Calendario</h4>"
        + calendar("febrero 2012", 29, 2, (3, 9, 14, 20), "L,M,X,J,V,S,D")
        + "<h4>Archivo</h4>"
        + links(("febrero 2012", "enero 2012", "diciembre 2011", "noviembre 2011"), "/archivo/")
    )
    side = (
        "<h4>Cuenta atrás</h4><p><b>Faltan 87 días</b> para el examen (19 de mayo de 2012)</p>"
        "<h4>Últimas entradas</h4>"
        + links(
            (
                "Temario 2012: lo que cambia",
                "Cómo organizo mis 4 horas diarias",
                "Psicotécnicos: 10 trucos",
                "Mi examen de 2010, pregunta a pregunta",
            ),
            "/",
        )
        + "<h4>Blogs amigos</h4>"
        + links(
            ("Opositando con niños", "El blog de la cartera", "Aprobar es posible", "Oposiciones y café"),
            "/out/",
        )
        + "<h4>Encuesta</h4><p>¿Cuántas horas estudias al día?</p><p>Menos de 2 (18%)<br />Entre 2 y 4 (51%)<br />Más de 4 (31%)</p><p><small>312 votos</small></p>"
    )
    style = (
        ".bComment{border:1px solid #d6dcc8;background:#fbfcf8;margin:8px 0;padding:6px 8px}.bCommentTitle{font-size:11px;color:#555}.bCommentTitle .avatar{vertical-align:middle}"
        ".badge{color:#888}.bCommentRating img{background:#ccc;margin-right:1px}.bCommentSmallPrint{font-size:10px;color:#999}.bCommentReplies{margin-left:24px}"
    )
    piece = Piece(
        "Convocatoria 2012: fechas, plazas y temario",
        "por Opositor",
        "2012-02-21T17:40:00+01:00",
        "21/02/2012",
        """
Por fin ha salido en el BOE la convocatoria de este año. El plazo de inscripción empieza el lunes y dura veinte días naturales, así que no lo dejéis para el último momento, que la web se cae siempre el último día.

El examen será el 19 de mayo en todas las capitales de provincia a la vez. Cien preguntas tipo test sobre el temario, más los psicotécnicos, en dos horas y media.

El temario cambia poco respecto a 2010. Os dejo en la categoría Temario mi lista de los temas nuevos y los que desaparecen, con los apuntes que tengo hechos.
""",
        tags=("Convocatorias", "Temario"),
    )
    return case(
        "bs-es-b2evo-estrellas",
        "discussion",
        "es-opositor",
        piece,
        Bits(after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/index.php/2012/02/21/convocatoria-2012-fechas-plazas-y-temario",
        reveal="on_load",
        container="div.bFeedback#comments: h4 '9 comentarios', div.bComment (div.bCommentTitle 'Comentario de: NAME [Visitante]' with an avatar, div.bCommentRating of star images on top-level comments, div.bCommentText, div.bCommentSmallPrint with the date), replies in div.bCommentReplies inside their parent, three levels",
        heading="9 comentarios",
        description="A Spanish exam candidate's blog on a b2evolution-like engine, 2012: a post on the year's call for a postal-service exam with 9 comments (the blogger, a member, answering three times; replies three levels deep), each titled 'Comentario de: NAME [Visitante]' or '[Miembro]' with an avatar, top-level ones rated with five star images; the left column's categories with counts, a calendar and the archive, the right column's exam countdown, latest entries, friends' blogs and a poll with percentages. Most awkward: the name in a title line with a bracketed badge; star images between the name and the text.",
        static=True,
        lookalikes=("a poll with percentages",),
    )


def nl_expressionengine() -> Case:
    ns = talk("""
Marieke @ 14 maart 2012 om 21:04 [votes=6] :: Wat een prachtig verhaal. Mijn opa had precies zo'n stoel in de serre staan, met het rotan in een visgraatpatroon. Helaas is die bij de verhuizing naar het bejaardenhuis bij het grof vuil beland.
  Jeroen (redactie) @ 14 maart 2012 om 21:30 [votes=2] :: Zonde, Marieke! Dat visgraatpatroon is trouwens typisch voor de stoelen uit de fabriek in Dordrecht, tussen 1958 en 1964.
Bas de Groot @ 15 maart 2012 om 08:12 [votes=4] :: Weet iemand wat een redelijke prijs is voor zo'n stoel in originele staat? Ik zag er vorige week een op de markt in Amersfoort voor 180 euro.
  Ilse @ 15 maart 2012 om 10:45 [votes=5] :: Dat is niet gek, als het rotan nog heel is. Met gebroken rotan zou ik niet meer dan 60 betalen, opnieuw vlechten kost al snel 150.
    Bas de Groot @ 15 maart 2012 om 12:02 [votes=0] :: Dank je Ilse, het rotan zag er goed uit. Ik ga zaterdag terug.
Henk van Vliet @ 15 maart 2012 om 19:30 [votes=3] :: Ik ben zelf stoelenmatter en heb de afgelopen jaren tientallen van deze stoelen opnieuw gevlochten. Het verhaal van mevrouw De Boer klopt helemaal: het is geduldwerk, een stoel kost me rond de twaalf uur.
Anoniem @ 16 maart 2012 om 07:55 [votes=1] :: Mooie foto's, maar de stoel op de tweede foto is geen origineel, de poten zijn te dik.
  Jeroen (redactie) @ 16 maart 2012 om 09:20 [votes=3] :: Goed gezien! Dat is inderdaad een latere kopie uit de jaren zeventig; mevrouw De Boer gebruikt hem om het verschil te laten zien. We hebben het onderschrift aangepast.
""")

    def item(i: int, n: Note, sub: str) -> str:
        v = int(n.tag("votes") or 0)
        useful = (
            f"{v} mensen vinden dit nuttig"
            if v > 1
            else ("1 persoon vindt dit nuttig" if v == 1 else "Nog niemand vindt dit nuttig")
        )
        staff = " redactie" if "(redactie)" in n.who else ""
        return (
            f'<li class="reactie{staff}" id="reactie_{5500 + i}"><div class="reactie-tekst">{ptext(n.body)}</div>'
            f'<p class="reactie-door">— <strong>{esc(n.who)}</strong>, {esc(n.at)}</p>'
            f'<p class="reactie-acties"><span class="nuttig">{useful}</span> · <a href="#" class="stem">Nuttig</a> · <a href="?antwoord={5500 + i}#reageer">Reageer</a> · <a href="/meld/{5500 + i}">Meld misbruik</a></p>'
            + (f'<ol class="antwoorden">{sub}</ol>' if sub else "")
            + "</li>"
        )

    after = (
        '<div id="reacties"><h3>Reacties (8)</h3><ol class="reactielijst">'
        + draw(ns, item, lambda s, _p: s)
        + '</ol><div id="reageer"><h3>Reageer</h3><form method="post" action="/"><input type="hidden" name="ACT" value="2" /><input type="hidden" name="entry_id" value="311" />'
        '<p>Naam: <input type="text" name="name" /></p><p>E-mail: <input type="text" name="email" /> (wordt niet getoond)</p><p>Woonplaats: <input type="text" name="location" /></p>'
        '<p><textarea name="comment" rows="6" cols="50"></textarea></p><p><label><input type="checkbox" name="save_info" /> Onthoud mijn gegevens</label></p>'
        '<p><input type="submit" value="Verstuur" /> <input type="submit" name="preview" value="Bekijk eerst" /></p></form></div></div>'
    )
    left = (
        box(
            "nl-stoelendans",
            "Rubrieken",
            links(
                ("Verhalen", "Ontwerpers", "Restauratie", "Markten", "Lezers vragen"),
                "/rubriek/",
                counts=("(64)", "(31)", "(22)", "(18)", "(40)"),
            ),
        )
        + box(
            "nl-stoelendans",
            "Nieuwsbrief",
            '<form action="/nieuwsbrief"><p>Elke maand de mooiste vondsten in je inbox.</p><input type="text" name="email" size="16" /> <input type="submit" value="Aanmelden" /></form>',
        )
        + box(
            "nl-stoelendans",
            "Markten deze maand",
            "<ul><li>za 17 maart · Vlooienmarkt Amersfoort</li><li>zo 25 maart · Design Markt Utrecht</li><li>za 31 maart · Rommelmarkt Zwolle</li></ul>",
        )
    )
    side = (
        box(
            "nl-stoelendans",
            "Meest gelezen",
            links(
                (
                    "Zo herken je een echte Pastoe",
                    "De laatste meubelmaker van de Jordaan",
                    "Tien tips voor de Vlooienmarkt",
                    "Teak of eiken? Een gids",
                ),
                "/verhalen/",
                "ol",
            ),
        )
        + box(
            "nl-stoelendans",
            "Meest besproken",
            links(
                (
                    "Mag je een designklassieker overschilderen?",
                    "Zo herken je een echte Pastoe",
                    "Rotan opnieuw vlechten",
                ),
                "/verhalen/",
                "ol",
                ("(52)", "(37)", "(8)"),
            ),
        )
        + box(
            "nl-stoelendans",
            "Volg ons",
            '<p><a href="/out/twitter">Twitter</a> · <a href="/out/facebook">Facebook</a> · <a href="/rss">RSS</a></p><p>1.204 mensen vinden Stoelendans leuk.</p>',
        )
    )
    style = (
        ".reactielijst,.antwoorden{list-style:decimal;margin:0;padding-left:26px}.antwoorden{list-style:none;border-left:2px solid #cfd8e0;padding-left:14px;margin-top:6px}"
        ".reactie{margin:10px 0}.reactie-door{font-size:11px;color:#555;margin:2px 0}.reactie-acties{font-size:10px;color:#999;margin:0}.redactie>.reactie-tekst{background:#fffbe6}"
    )
    piece = Piece(
        "Mevrouw De Boer vlecht al veertig jaar rotan",
        "Door Jeroen Smit",
        "2012-03-14T18:00:00+01:00",
        "woensdag 14 maart 2012",
        """
In een schuur achter haar huis in Gouderak zit Truus de Boer (71) tussen de stoelen. Kuipstoelen, serrestoelen, een schommelstoel zonder zitting. Ze vlecht al veertig jaar rotan en ze heeft nog nooit een advertentie gezet.

Haar klanten vinden haar via via. Een stoel opnieuw vlechten kost haar een week, in de avonduren. Het visgraatpatroon van de stoelen uit de jaren zestig vindt ze het mooiste werk: "Daar zie je meteen of iemand het kan."

Opvolgers heeft ze niet. Twee cursisten zijn na een paar lessen afgehaakt. "Ze willen het in een middag leren. Dat gaat niet."
""",
        section="Verhalen",
        tags=("rotan", "restauratie", "vakmanschap"),
        caption="Truus de Boer in haar werkplaats. Foto: Jeroen Smit",
    )
    return case(
        "bs-nl-expression-nuttig",
        "discussion",
        "nl-stoelendans",
        piece,
        Bits(after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/verhalen/mevrouw-de-boer-vlecht-al-veertig-jaar-rotan",
        reveal="on_load",
        container="div#reacties: h3 'Reacties (8)', ol.reactielijst > li.reactie (div.reactie-tekst first, then p.reactie-door '— NAME, DATE', p.reactie-acties 'n mensen vinden dit nuttig · Nuttig · Reageer · Meld misbruik'), replies in ol.antwoorden inside their parent, three levels",
        heading="Reacties (8)",
        description="A Dutch online magazine on vintage furniture built with an ExpressionEngine-like CMS, 2012: a portrait of a cane weaver with 8 comments in a numbered list (the editor answering twice, '(redactie)'; replies three levels deep), the name and date after each text, then a line of 'n mensen vinden dit nuttig' votes, 'Reageer' and 'Meld misbruik'; the left column's sections with counts, a newsletter box and the month's markets, the right column's most read, most discussed with counts and a like count. Most awkward: the name after the text; the vote line in words.",
        static=True,
        lookalikes=("most discussed with counts", "markets with dates"),
    )


def it_joomla_rientro() -> Case:
    ns = talk("""
Giuseppe Valli @ 3 giorni fa [likes=7] :: Era ora! Sono tre estati che a Ca' di Sopra l'acqua arriva solo di notte. Grazie alla Pro Loco per aver insistito con il Comune.
  Pro Loco Valcerasa @ 3 giorni fa [likes=2] :: Grazie a lei, Giuseppe. Il merito è soprattutto dei residenti che hanno firmato la petizione: 214 firme su 300 abitanti.
Anna Ferrari @ 3 giorni fa [likes=4] :: Qualcuno sa se durante i lavori la strada per il rifugio resterà aperta? Abbiamo una prenotazione di gruppo a fine giugno.
  Marco dal Rifugio @ 2 giorni fa [likes=5] :: Buongiorno Anna, la strada resta aperta: chiudono solo un tratto di 200 metri a senso alternato, con semaforo. Vi aspettiamo!
    Anna Ferrari @ 2 giorni fa [likes=1] :: Perfetto, grazie mille Marco.
Lino @ 2 giorni fa [likes=0] :: Speriamo che sia la volta buona. Anche nel 2006 avevano promesso il nuovo acquedotto e poi i soldi sono finiti in asfalto.
  Giuseppe Valli @ 2 giorni fa [likes=3] :: Lino, questa volta i fondi sono della Regione e vincolati. Non si possono spostare.
    Lino @ 1 giorno fa [likes=2] :: Lo spero. Vedremo a settembre.
Teresa B. @ 1 giorno fa [likes=6] :: Mia madre ha 88 anni e vive da sola a Ca' di Sopra. Durante i lavori ci saranno interruzioni? Dovrei organizzarmi con le taniche.
  Pro Loco Valcerasa @ 22 ore fa [likes=3] :: Gentile Teresa, il Comune prevede al massimo due interruzioni di mezza giornata, avvisate tre giorni prima con avvisi affissi e sul nostro sito. Per le persone sole i volontari possono portare l'acqua a casa: basta chiamare la sede.
""")

    def one(i: int) -> str:
        n = ns[i]
        d = depth(ns, i)
        staff = " kc-staff" if n.who == "Pro Loco Valcerasa" else ""
        return (
            f'<div class="kc-box kc-rientro-{d}{staff}" id="kc-{770 + i}"><div class="kc-foto"><img src="/_avatar/kc-{slug(n.who)}.svg" alt="" width="40" height="40" /></div>'
            f'<div class="kc-corpo"><div class="kc-testa"><span class="kc-nome">{esc(n.who)}</span> <span class="kc-quando">{esc(n.at)}</span></div>'
            f'<div class="kc-testo">{ptext(n.body)}</div>'
            f'<div class="kc-piede"><a href="#" class="kc-like">Mi piace ({n.tag("likes") or 0})</a> | <a href="#kc-form" class="kc-rispondi">Rispondi</a> | <a href="#" class="kc-segnala">Segnala</a></div></div></div>'
        )

    after = (
        '<div id="kc-area"><div class="kc-intestazione"><b>10 commenti</b> <span class="kc-ordina">Ordina: <a href="?kc_ord=asc">più vecchi</a> | <a href="?kc_ord=desc">più recenti</a></span>'
        ' <a class="kc-rss" href="/index.php?option=com_kcommenti&amp;task=rss&amp;id=88">RSS</a></div>'
        + "".join(one(i) for i in thread_order(ns))
        + '<div id="kc-form"><b>Scrivi un commento</b><form action="/index.php" method="post"><p>Nome <input type="text" name="nome" /></p><p>E-mail <input type="text" name="email" /></p>'
        '<p><textarea name="testo" rows="5" cols="50"></textarea></p><p><img src="/_avatar/captcha.svg" width="120" height="40" alt="" /> <input type="text" name="captcha" size="6" /></p><p><input type="submit" value="Invia" /></p></form></div></div>'
    )
    left = (
        box(
            "it-valcerasa",
            "Menu principale",
            links(
                (
                    "Home",
                    "Chi siamo",
                    "Notizie",
                    "Eventi",
                    "Sentieri",
                    "Dove dormire",
                    "Galleria foto",
                    "Contatti",
                ),
                "/index.php/",
            ),
        )
        + box(
            "it-valcerasa",
            "Login",
            '<form action="/index.php" method="post"><p>Nome utente<br /><input type="text" name="username" size="14" /></p><p>Password<br /><input type="password" name="passwd" size="14" /></p><p><label><input type="checkbox" name="remember" /> Ricordami</label></p><input type="submit" value="Accedi" /><ul><li><a href="#">Password dimenticata?</a></li><li><a href="#">Crea un account</a></li></ul></form>',
        )
        + box("it-valcerasa", "Chi è online", "<p>Abbiamo 9 visitatori online</p>")
    )
    side = (
        box(
            "it-valcerasa",
            "Prossimi eventi",
            "<ul><li><b>12 maggio</b> – Camminata delle sorgenti</li><li><b>26 maggio</b> – Sagra del formaggio di malga</li><li><b>2 giugno</b> – Festa della Repubblica in piazza</li></ul>",
        )
        + box(
            "it-valcerasa",
            "Meteo Valcerasa",
            "<p>Oggi: sereno, 8°/19°<br />Domani: nuvoloso, 9°/17°</p>",
        )
        + box(
            "it-valcerasa",
            "Sondaggio",
            "<p>Quale sentiero volete segnato per primo?</p><p>Anello delle Cascate 46%<br />Via dei Carbonai 31%<br />Cresta del Monte Cerasa 23%</p><p><small>Voti: 147</small></p>",
        )
        + box(
            "it-valcerasa",
            "Tag",
            cloud("acquedotto:4, sentieri:5, sagra:3, rifugio:3, Comune:4, volontari:2"),
        )
    )
    style = (
        ".kc-box{overflow:hidden;border-bottom:1px solid #e0e6ec;padding:6px 0}.kc-rientro-1{margin-left:40px}.kc-rientro-2{margin-left:80px}.kc-rientro-3{margin-left:120px}"
        ".kc-foto{float:left;width:46px}.kc-corpo{margin-left:50px}.kc-nome{font-weight:bold;color:#294f70}.kc-quando{font-size:10px;color:#999}.kc-piede{font-size:10px}.kc-staff .kc-nome{color:#a33}"
        ".kc-intestazione{border-bottom:2px solid #294f70;padding:4px 0;margin-top:14px}.kc-ordina{font-size:10px;margin-left:20px}"
    )
    piece = Piece(
        "Acquedotto di Ca' di Sopra: i lavori partono a giugno",
        "Scritto da Redazione Pro Loco",
        "2012-04-27T10:15:00+02:00",
        "Venerdì 27 Aprile 2012 10:15",
        """
Dopo anni di attese, il Comune di Valcerasa ha approvato il progetto definitivo per il rifacimento dell'acquedotto che serve la frazione di Ca' di Sopra. I lavori partiranno il 4 giugno e dovrebbero concludersi entro la fine di settembre.

L'intervento, finanziato dalla Regione con 380.000 euro, prevede la sostituzione di quattro chilometri di tubature e un nuovo serbatoio da cento metri cubi sopra l'abitato. Le perdite della rete attuale superano il quaranta per cento.

La Pro Loco ringrazia i residenti che hanno sostenuto la petizione dell'anno scorso e terrà aggiornati tutti su questa pagina.
""",
        section="Notizie",
        tags=("acquedotto", "Comune"),
    )
    return case(
        "bs-it-joomla-rientro",
        "discussion",
        "it-valcerasa",
        piece,
        Bits(after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/index.php/notizie/88-acquedotto-ca-di-sopra-lavori-a-giugno",
        reveal="on_load",
        container="div#kc-area: a count line '10 commenti', then flat sibling div.kc-box in thread order, the depth only a class kc-rientro-0..2 (photo, span.kc-nome, span.kc-quando 'n giorni fa', div.kc-testo, 'Mi piace (n) | Rispondi | Segnala')",
        heading="10 commenti",
        description="A tourist association's site on Joomla 1.5 with a comments extension, 2012, saved three days after the article: a news item on a village's new aqueduct with 10 comments (the association answering twice; replies three levels deep) that show only relative times ('3 giorni fa', '22 ore fa') and 'Mi piace (n)' likes; flat siblings indented by a class; the left column's main menu, a log-in box and who's online, the right column's events, weather, a poll with percentages and tags. Most awkward: no time but relative ones; nesting by an indentation class only.",
        static=True,
        lookalikes=("events with dates", "a poll with percentages"),
    )


def sv_paper_table() -> Case:
    ns = talk("""
Bruksvallsbo @ 12 mars 2012 kl 07.41 :: Tråkigt men inte oväntat. Sedan bussen till Gräsvåg drogs in har det varit tomt i butiken efter klockan fem.
Gunnel Ek @ 12 mars 2012 kl 08.15 :: Vi som inte har bil, hur ska vi handla nu? Närmaste affär är i Ljusnedalen, 23 kilometer bort.
  Lennart Ström @ 12 mars 2012 kl 09.02 :: Gunnel, kommunen har en handlingsservice för äldre. Ring växeln och fråga efter den, de kör ut varor en gång i veckan.
  Gunnel Ek @ 12 mars 2012 kl 10.30 :: Tack Lennart, det visste jag inte. Ska ringa i dag.
Per-Olof @ 12 mars 2012 kl 11.47 :: Handla lokalt, säger alla. Men när det kommer till kritan åker folk till stormarknaden i stan och storhandlar en gång i månaden. Det är vi själva som har lagt ner Konsum.
  Byalaget Gräsvåg @ 12 mars 2012 kl 13.20 :: Per-Olof har rätt i mycket. Byalaget bjuder in till möte i bygdegården torsdag kl 19 om att driva butiken vidare som ekonomisk förening. Alla är välkomna.
Maj @ 12 mars 2012 kl 14.05 :: Det är inte bara affären. Det är posten, apoteksombudet och spelet också. Var ska vi hämta paketen?
  Ljusnedalens Tidning @ 12 mars 2012 kl 15.40 :: Hej Maj! Enligt Posten flyttas paketutlämningen till bensinstationen i Bruksvallen från 1 maj. Vi återkommer om apoteksombudet.
Stina J @ 12 mars 2012 kl 19.22 :: Jag var med när Konsum öppnade 1971, då var det fest i hela byn. Nu blir det bara tyst.
Hasse i Gräsvåg @ 13 mars 2012 kl 06.55 :: Kommer på torsdag. Om vi är trettio hushåll som går in med tusen kronor var så har vi en början.
  Bruksvallsbo @ 13 mars 2012 kl 08.10 :: Jag är med på det, Hasse. Både med pengar och med att stå i kassan en kväll i veckan.
""")

    def row(i: int) -> str:
        n = ns[i]
        answer = n.parent is not None
        k = sum(1 for j in range(i + 1) if ns[j].parent is None)
        first = '<td class="lk-nr lk-pil">↳</td>' if answer else f'<td class="lk-nr">{k}</td>'
        return (
            f'<tr class="lk-rad{" svar" if answer else ""}" id="k{60200 + i}">{first}'
            f'<td class="lk-vem"><b>{esc(n.who)}</b><br /><span class="lk-tid">{esc(n.at)}</span><br /><a class="lk-anmal" href="/anmal?k={60200 + i}">Anmäl</a></td>'
            f'<td class="lk-text">{ptext(n.body)}</td></tr>'
        )

    after = (
        '<div class="lk-ruta"><h3>Läsarkommentarer (11)</h3><p class="lk-regler">Du ansvarar själv för innehållet i din kommentar. Kommentarer som bryter mot våra <a href="/regler">regler</a> tas bort.</p>'
        '<table class="lasarkommentarer" cellspacing="0" cellpadding="4" width="100%"><tr><th>#</th><th>Signatur</th><th>Kommentar</th></tr>'
        + "".join(row(i) for i in thread_order(ns))
        + '</table><p class="lk-stangd">Kommentarsfunktionen stängs automatiskt tre dygn efter publicering.</p>'
        '<form action="/kommentera" method="post"><p>Signatur <input type="text" name="sign" /></p><p><textarea name="kommentar" rows="4" cols="50"></textarea></p><p><input type="submit" value="Skicka" /></p></form></div>'
    )
    side = (
        box(
            "sv-ljusnedal",
            "Mest lästa",
            links(
                (
                    "Konsum i Gräsvåg stänger",
                    "Älgolycka på väg 84",
                    "Ljusnedalens IF klart för division 3",
                    "Nytt bygge vid skidbacken",
                ),
                "/nyheter/",
                "ol",
            ),
        )
        + box(
            "sv-ljusnedal",
            "Mest kommenterade",
            links(
                ("Vindkraften på Rönnåsen", "Konsum i Gräsvåg stänger", "Skolskjutsen ändras"),
                "/nyheter/",
                "ol",
                ("(64)", "(11)", "(27)"),
            ),
        )
        + box(
            "sv-ljusnedal",
            "Familj",
            "<p><b>Födda:</b> Elsa, dotter till Sara och Johan Lind, Bruksvallen.</p><p><b>Döda:</b> Karl-Erik Nilsson, Gräsvåg, 84 år.</p>",
        )
        + box("sv-ljusnedal", "Vädret", "<p>Ljusnedalen: −6°, lätt snöfall. I morgon: −9°, klart.</p>")
    )
    style = (
        ".lasarkommentarer th{background:#0d2a4a;color:#fff;font-size:11px;text-align:left}.lk-rad td{border-bottom:1px solid #ddd;vertical-align:top}.lk-nr{width:26px;font:bold 14px Georgia;color:#0d2a4a}"
        ".lk-vem{width:140px;font-size:11px}.lk-tid{color:#888}.lk-anmal{font-size:10px;color:#a00}.svar td{background:#f4f6f9}.svar .lk-text{padding-left:22px}.lk-regler,.lk-stangd{font-size:11px;color:#777}"
    )
    piece = Piece(
        "Konsum i Gräsvåg stänger efter 41 år",
        "Text: Anna-Karin Berg",
        "2012-03-11T18:30:00+01:00",
        "söndag 11 mars 2012 18:30",
        """
Den 30 april slår Konsum i Gräsvåg igen för sista gången. Butiken har gått med förlust i fem år och föreningen ser ingen möjlighet att fortsätta, säger regionchefen Mats Holm.

I butiken finns i dag också ombud för post, apotek och spel. Posten uppger att paketutlämningen flyttas, men det är ännu oklart vart.

Omkring 300 personer bor i Gräsvåg med omnejd. Närmaste livsmedelsbutik efter stängningen ligger i Ljusnedalen, drygt två mil bort.
""",
        dek="Byborna oroas över hur de ska handla när butiken försvinner.",
        section="Nyheter",
        tags=("Gräsvåg", "handel"),
        caption="Konsum i Gräsvåg öppnade 1971. Foto: Anna-Karin Berg",
    )
    return case(
        "bs-sv-tabell-svar",
        "discussion",
        "sv-ljusnedal",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/nyheter/konsum-i-grasvag-stanger-efter-41-ar",
        reveal="on_load",
        container="div.lk-ruta: h3 'Läsarkommentarer (11)', table.lasarkommentarer with a header row, then one tr.lk-rad a comment (td.lk-nr number, td.lk-vem signature, time and 'Anmäl', td.lk-text); answers are rows of class 'svar' with '↳' instead of a number, right under their parent",
        heading="Läsarkommentarer (11)",
        description="A Swedish small-town paper's CMS, 2012: an article on a village shop's closing with 11 readers' comments in a table, one row a comment (the paper and the village association answering once each; five answers one level deep, each a row marked 'svar' with an arrow under its parent); rules above, a note that comments close after three days; the right column's most read, most commented with counts, births and deaths, the weather. Most awkward: a table with a header row; an answer's only link to its parent is its place and the row class.",
        static=True,
        lookalikes=("most commented with counts", "births and deaths"),
    )


def threads2_bs() -> list[Case]:
    return [es_b2evo(), nl_expressionengine(), it_joomla_rientro(), sv_paper_table()]
