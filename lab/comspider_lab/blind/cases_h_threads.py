"""Blind set H: fourteen discussions of ordinary size (5 to 12 comments) on news sites and blogs of 2008-2014,
in fourteen languages, each in the markup of its era (WordPress, Blogger, Typepad, Drupal, Joomla with a comments
extension, a paper's CMS of tables, a forum-style thread, a LiveJournal-like journal, IntenseDebate-, Livefyre- and
Echo-like renderings). Four are revealed by a script (a toggle link, a lazy load on scroll, a tab, a button that
loads the thread). Five say neither "comment" nor their language's word for it in any class or id."""

from __future__ import annotations

from comspider_lab.blind.cases_h_common import Parts, Post, esc, make, paras, thread, tree
from comspider_lab.blind.content_h import site
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def _avatar(n: int, size: int = 32, cls: str = "avatar avatar-32 photo") -> str:
    return f'<img alt="" src="/_avatar/{n % 9}.svg" class="{cls}" height="{size}" width="{size}" />'


def _ids(comments: list[Seed], base: int) -> list[int]:
    return [base + 13 * i + (i * i) % 5 for i in range(len(comments))]


# --------------------------------------------------------------------------- 1. en, WordPress "says:"


def en_wordpress() -> Case:
    c = thread(
        """
Marjorie Quint | May 3, 2010 at 4:19 pm | - | I drove past the old mill on Sunday and the scaffolding is already up on the north side. If they keep the brick facade I will be happy, whatever they do inside.
Dale Ostrander | May 3, 2010 at 5:02 pm | - | Forty-two apartments and only eighteen parking spaces? Has anyone on the council tried to park on Ferris Street after six?
Hollis Brandt | May 3, 2010 at 5:40 pm | 1 | Dale, the plan counts on the new bus loop. Whether the bus loop ever happens is another question.
Dale Ostrander | May 3, 2010 at 6:11 pm | 2 | Exactly my point, Hollis. They approved the loop in 2006 too.
Renata Solís | May 3, 2010 at 8:27 pm | - | My grandfather worked at Weller's Mill for thirty years. I would love to see a small room with photographs of the looms, even in the lobby.
Pete Vanterpool | May 4, 2010 at 7:55 am | - | Great write-up, Ellen. The part about the river wall was news to me.
Ellen Marsh | May 4, 2010 at 9:03 am | 5 | Thanks Pete. The engineer's report is on the county site if you want the details; I linked it in the second paragraph.
Gwen Albrecht | May 4, 2010 at 12:48 pm | - | Affordable units are mentioned once and then never again. How many of the forty-two will actually be affordable?
Tobias Fenn | May 4, 2010 at 3:30 pm | - | Better apartments than another empty lot. The mill has been rotting since I was in high school.
Corinne Lattimer | May 5, 2010 at 10:14 am | - | Will the riverside path stay open during construction? I walk the dog there every morning.
"""
    )
    ids = _ids(c, 4512)

    def item(i: int, s: Seed, sub: str) -> str:
        depth = 1 if s.parent is None else (2 if c[s.parent].parent is None else 3)
        parity = "even" if i % 2 == 0 else "odd alt"
        return (
            f'<li class="comment {parity} thread-{parity.split()[0]} depth-{depth}" id="li-comment-{ids[i]}">'
            f'<div id="comment-{ids[i]}"><div class="comment-author vcard">{_avatar(i)}'
            f'<cite class="fn">{esc(s.author)}</cite> <span class="says">says:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{ids[i]}">{esc(s.when)}</a></div>'
            f"{paras(s.text)}"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={ids[i]}#respond">Reply</a></div></div>'
            f"{sub}</li>"
        )

    lst = tree(c, item, lambda inner, p: f'<ul class="children">{inner}</ul>' if p is not None else inner)
    title = "Weller's Mill to become apartments, council decides"
    after = (
        f'<h3 id="comments">10 Responses to &#8220;{esc(title)}&#8221;</h3>\n<ol class="commentlist">{lst}</ol>\n'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><input type="text" name="author" id="author" size="22" /> <label for="author"><small>Name (required)</small></label></p>'
        '<p><textarea name="comment" id="comment" cols="58" rows="10"></textarea></p>'
        '<p><input name="submit" type="submit" id="submit" value="Submit Comment" /></p></form></div>'
    )
    s = site(
        "en",
        "The Ferris Street Ledger",
        "News and notes from Alder Falls",
        "Home|About|Council Watch|Schools|Contact",
        "The Ferris Street Ledger is proudly powered by WordPress",
        "Council Watch|14;Development|9;Schools|22;River|6;Letters|3",
        "Alder Falls Historical Society;County Planning Board;Riverkeepers of the Tamsin;The Hollow Road Diary",
        "apartments;Ferris Street;mills;parking;zoning",
    )
    post = Post(
        title,
        "Ellen Marsh",
        "2010-05-03T11:05:00-04:00",
        "May 3rd, 2010",
        (
            "The town council voted 5-2 on Monday night to let Corder Partners turn the shuttered Weller's Mill on Ferris Street into 42 apartments, ending four years of argument about the building.",
            "The developer has promised to keep the brick facade and the clock tower. The inside will be gutted; the 1911 looms still in the basement are to go to the county museum.",
            "Opponents raised parking and the state of the river wall. An engineer's report commissioned by the county found the wall sound for another twenty years if the drains are cleared.",
            "Construction is expected to start in July and to last about fourteen months.",
        ),
        category="Development",
        tags=("apartments", "Ferris Street", "zoning"),
        declare="hatom",
        footer_note="10 Comments",
    )
    return make(
        "h-en-wordpress-says",
        "discussion",
        "kubrick",
        s,
        post,
        Parts(after=after),
        c,
        path="/2010/05/03/wellers-mill-apartments/",
        container="<ol class=commentlist>",
        heading="10 Responses to “…”",
        description="A WordPress 2.x blog (Kubrick-like): ol.commentlist, li.comment.depth-N, gravatars, 'Name says:', permalinked 'May 3, 2010 at 4:19 pm', 'Reply' links, ul.children; ten comments, three replies (two levels).",
    )


# --------------------------------------------------------------------------- 2. de, Blogger "hat gesagt…"


def de_blogger() -> Case:
    c = thread(
        """
Annegret Pohl | 12. März 2010 22:14 | - | Endlich schreibt mal jemand darüber! Wir wohnen seit zwanzig Jahren am Lindenweg und die Ampel an der Kreuzung war schon immer ein Witz.
Jochen | 12. März 2010 22:41 | - | Die Unterschriftenliste liegt übrigens auch in der Bäckerei Wendt aus, nicht nur im Rathaus.
Ulla Brecht | 13. März 2010 08:05 | - | Mein Sohn fährt da jeden Morgen mit dem Rad zur Schule. Ich halte jedes Mal die Luft an, bis er anruft.
Bernd K. | 13. März 2010 09:37 | - | Ein Kreisverkehr kostet laut Kreis 380.000 Euro. Eine Ampel mit eigener Linksabbiegerphase wäre viel billiger und schneller gebaut.
Heike Sommerfeld | 13. März 2010 11:20 | - | Bernd, die Ampelphase wurde 2008 schon einmal geändert. Besser ist es seitdem nicht geworden.
Marco Liedtke | 13. März 2010 14:02 | - | Danke für die Fotos, Klaus. Auf dem dritten sieht man gut, wie die Lkw über den Gehweg fahren.
Rosi aus Oberweiden | 14. März 2010 10:48 | - | Kommt alle am Donnerstag zur Ortsratssitzung, je mehr Leute da sind, desto besser!
Klaus Verhoeven | 14. März 2010 19:30 | - | Nachtrag: Der Ortsrat hat das Thema für Donnerstag auf die Tagesordnung gesetzt. Ich berichte danach.
"""
    )
    ids = _ids(c, 7241)
    items = "".join(
        f'<dt class="comment-author" id="c{ids[i]}"><a name="c{ids[i]}"></a>'
        f'<a href="/profile/{ids[i]}" rel="nofollow">{esc(s.author)}</a> hat gesagt…</dt>'
        f'<dd class="comment-body"><p>{esc(s.text)}</p></dd>'
        f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{ids[i]}" title="comment permalink">{esc(s.when)}</a>'
        f'<span class="item-control blog-admin pid-1"><a href="/delete-comment.g?blogID=1&amp;postID={ids[i]}">'
        f'<img src="/_avatar/img/icon_delete13.gif" alt="" /></a></span></span></dd>'
        for i, s in enumerate(c)
    )
    after = (
        f'<div class="comments" id="comments"><a name="comments"></a><h4>8 Kommentare:</h4>'
        f'<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">{items}</dl></div>'
        '<p class="comment-footer"><a href="/comment.g?blogID=1&amp;postID=2">Kommentar veröffentlichen</a></p></div>'
    )
    s = site(
        "de",
        "Oberweidener Notizen",
        "Was in unserem Dorf so los ist – von Klaus Verhoeven",
        "Startseite|Über mich|Ortsrat|Vereine|Impressum",
        "Bereitgestellt von Blogger.",
        "Ortsrat|31;Verkehr|12;Vereine|18;Schule|7;Fotos|25",
        "Heimatverein Oberweiden;Feuerwehr Oberweiden;Der Kreisbote;Kirchengemeinde St. Laurentius",
        "Ampel;Lindenweg;Kreisverkehr;Schulweg;Unterschriften",
    )
    post = Post(
        "Die Kreuzung am Lindenweg: 600 Unterschriften für einen Kreisverkehr",
        "Klaus Verhoeven",
        "2010-03-12T19:45:00+01:00",
        "Freitag, 12. März 2010",
        (
            "Seit Januar sammelt eine Gruppe von Eltern Unterschriften für einen Kreisverkehr an der Kreuzung Lindenweg/Landstraße. Heute wurden es 600.",
            "Die Kreuzung ist seit Jahren ein Ärgernis: Die Lkw aus dem Gewerbegebiet biegen dort ab, und die Kinder der Grundschule müssen über die Straße.",
            "Der Kreis hat bisher auf die Kosten verwiesen. Ortsbürgermeisterin Petra Lenz sagt, sie wolle die Liste beim Kreis persönlich abgeben.",
            "Ich habe am Dienstagmorgen eine Stunde an der Kreuzung gestanden und fotografiert. Die Bilder findet ihr unten.",
        ),
        category="Labels",
        tags=("Verkehr", "Ortsrat"),
        declare="hatom",
        by_word="Eingestellt von",
        footer_note="8 Kommentare",
    )
    return make(
        "h-de-blogger-dl",
        "discussion",
        "minima",
        s,
        post,
        Parts(after=after),
        c,
        path="/2010/03/kreuzung-lindenweg-600-unterschriften.html",
        container="<dl id=comments-block>",
        heading="8 Kommentare:",
        description="A Blogger blog (Minima-like): dl#comments-block, dt 'Name hat gesagt…', dd.comment-body, dd.comment-footer with the permalinked time '12. März 2010 22:14' and a delete icon; eight comments, flat.",
    )


# --------------------------------------------------------------------------- 3. fr, Typepad "Rédigé par : Name | date"


def fr_typepad() -> Case:
    c = thread(
        """
Sylvie Garnier | 3 mai 2012 à 16:19 | - | Merci pour ce billet. La fermeture du guichet de Saint-Aubert va obliger ma mère à prendre deux bus pour retirer sa pension.
Hervé Dumontel | 3 mai 2012 à 17:45 | - | La Poste dit « point relais chez un commerçant ». Le seul commerçant du bourg ferme le lundi et le jeudi après-midi.
Babeth | 3 mai 2012 à 21:02 | - | On a connu ça à Lavernay en 2009. Au bout d'un an, le point relais a fermé lui aussi.
Gérald Pinson | 4 mai 2012 à 08:33 | - | Le maire pourrait proposer une agence postale communale, comme à Montcel. Ça marche très bien là-bas.
Marie-Laure Teissier | 4 mai 2012 à 12:10 | - | La pétition est en ligne sur le site de l'association des habitants, je l'ai signée ce matin.
Jean-Pierre Aubrac | 4 mai 2012 à 18:56 | - | Je travaille à La Poste depuis 22 ans. Je peux vous dire que les agents sur place sont aussi tristes que vous.
Odile Ferrand | 5 mai 2012 à 09:27 | - | Et les colis ? Il faudra aller à Brassac, à 14 km, pour un recommandé. Belle économie.
"""
    )
    ids = _ids(c, 6018)
    items = "".join(
        f'<a id="c6a00d83451b{ids[i]}"></a><div class="comment" id="comment-6a00d83451b{ids[i]}">'
        f'<div class="comment-content">{paras(s.text)}</div>'
        f'<p class="comment-footer">Rédigé par : <a href="/profile/{ids[i]}" rel="nofollow">{esc(s.author)}</a> | '
        f'<a href="#comment-6a00d83451b{ids[i]}">{esc(s.when)}</a></p></div>'
        for i, s in enumerate(c)
    )
    after = (
        '<div class="comments" id="comments"><div class="comments-inner"><h3 class="comments-header">Commentaires</h3>'
        f'<div class="comments-content">{items}</div></div></div>'
        '<form id="comment-form" method="post" action="/t/comments"><h2 class="comments-open-header">Vérifiez votre commentaire</h2>'
        '<textarea id="comment-text" name="text" rows="10" cols="50"></textarea><input type="submit" value="Poster" /></form>'
    )
    s = site(
        "fr",
        "Le Carnet du Haut-Lignon",
        "Chroniques d'un canton de montagne",
        "Accueil|À propos|Agenda|Archives|Contact",
        "© Le Carnet du Haut-Lignon",
        "Vie locale|41;Services publics|12;Patrimoine|19;Agriculture|8",
        "Association des habitants de Saint-Aubert;Office de tourisme du Lignon;Le blog de l'école de Montcel;Radio Plateau",
        "La Poste;Saint-Aubert;services publics;pétition",
    )
    post = Post(
        "Saint-Aubert perd son bureau de poste au 1er juillet",
        "Catherine Vial",
        "2012-05-03T10:30:00+02:00",
        "03 mai 2012",
        (
            "C'est désormais officiel : le bureau de poste de Saint-Aubert fermera ses portes le 30 juin. La direction régionale l'a annoncé mardi au conseil municipal.",
            "Le guichet, ouvert trois matinées par semaine, sera remplacé par un « relais poste » installé dans l'épicerie du bourg.",
            "Le maire, Bernard Coste, dit avoir appris la nouvelle « par un courrier de deux paragraphes ». Une pétition circule depuis mercredi.",
        ),
        category="Services publics",
        tags=("La Poste", "Saint-Aubert"),
        declare="og",
        by_word="Publié par",
        footer_note="Commentaires (7)",
    )
    return make(
        "h-fr-typepad-footer",
        "discussion",
        "typepad",
        s,
        post,
        Parts(after=after),
        c,
        path="/carnet/2012/05/saint-aubert-bureau-de-poste.html",
        container="<div class=comments-content>",
        heading="Commentaires",
        description="A Typepad weblog: div.comment, the text first, then p.comment-footer 'Rédigé par : Name | 3 mai 2012 à 16:19'; seven comments, flat.",
    )


# --------------------------------------------------------------------------- 4. es, Drupal 6 "Enviado por ... el ..."


def es_drupal() -> Case:
    c = thread(
        """
Ramiro Pedrosa | Mar, 03/05/2011 - 16:19 | - | Llevo doce años cogiendo el autobús de las 7:10 en Valdecorza. Si lo quitan, tendré que ir en coche al polígono, como todos.
Inma Calatayud | Mar, 03/05/2011 - 17:02 | 0 | Lo mismo digo. Y el coche de mi marido ya lo usa él para ir a Teruel.
Ramiro Pedrosa | Mar, 03/05/2011 - 18:30 | 1 | Podríamos organizarnos para compartir coche los del barrio alto. Escríbeme a la asociación.
Feliciano Ortuño | Mar, 03/05/2011 - 20:44 | - | La empresa dice que la línea pierde 90.000 euros al año. ¿Y cuánto cuesta que cuarenta vecinos vayan en coche?
Begoña Lafuente | Mié, 04/05/2011 - 08:15 | - | Los estudiantes del instituto también la usan. Nadie ha preguntado al instituto.
Antxon Goiri | Mié, 04/05/2011 - 10:50 | 4 | El director del instituto firmó el escrito de la AMPA la semana pasada, está en la web del centro.
Maruja Esteban | Mié, 04/05/2011 - 13:27 | - | A mi edad no puedo conducir. El autobús es lo único que me lleva al médico.
Nicolás Ferrán | Mié, 04/05/2011 - 19:03 | - | Buen artículo. Estaría bien saber qué piensa hacer la Diputación, que es quien paga la mitad.
Lucía Sanjuán | Jue, 05/05/2011 - 09:40 | - | Mañana a las ocho hay asamblea en el centro cívico. Hay que ir.
"""
    )
    ids = _ids(c, 881)

    def item(i: int, s: Seed, sub: str) -> str:
        odd = "odd" if i % 2 == 0 else "even"
        return (
            f'<a id="comment-{ids[i]}"></a><div class="comment comment-published {odd}">'
            f'<div class="picture">{_avatar(i, 40, "")}</div>'
            f'<span class="submitted">Enviado por {esc(s.author)} el {esc(s.when)}.</span>'
            f'<div class="content">{paras(s.text)}</div>'
            f'<ul class="links"><li class="comment_reply first last"><a href="/comment/reply/2211/{ids[i]}">responder</a></li></ul>'
            f"</div>{sub}"
        )

    lst = tree(c, item, lambda inner, p: f'<div class="indented">{inner}</div>' if p is not None else inner)
    after = (
        f'<div id="comments"><h2 class="comments">Comentarios</h2>{lst}'
        '<div class="box"><h2 class="title">Enviar un comentario nuevo</h2>'
        '<form action="/comment/reply/2211" method="post" id="comment-form"><textarea name="comment" rows="8"></textarea>'
        '<input type="submit" value="Guardar" /></form></div></div>'
    )
    s = site(
        "es",
        "El Eco del Jiloca",
        "Diario digital de la comarca",
        "Portada|Comarca|Deportes|Cultura|Opinión|Contacto",
        "El Eco del Jiloca · Aviso legal · Funciona con Drupal",
        "Comarca|128;Transporte|17;Sanidad|23;Cultura|41",
        "Comarca del Jiloca;Asociación de Vecinos de Valdecorza;Instituto Sierra Palomera;Radio Calamocha",
        "autobús;Valdecorza;transporte;Diputación",
    )
    post = Post(
        "La empresa de autobuses suprimirá la línea de Valdecorza en junio",
        "Pilar Gimeno",
        "2011-05-03T09:40:00+02:00",
        "Mar, 03/05/2011 - 09:40",
        (
            "Autocares Jiloca dejará de prestar el servicio entre Valdecorza y el polígono de La Vega a partir del 1 de junio. Así lo ha comunicado a los ayuntamientos afectados.",
            "La línea, con dos viajes diarios, transporta unas cuarenta personas al día, según los datos de la propia empresa.",
            "La asociación de vecinos ha convocado una asamblea para el jueves y pide a la Diputación que mantenga la subvención.",
        ),
        category="Comarca",
        tags=("autobús", "Valdecorza"),
        declare="og",
        by_word="Enviado por",
        footer_note="9 comentarios",
    )
    return make(
        "h-es-drupal-indented",
        "discussion",
        "drupal",
        s,
        post,
        Parts(after=after),
        c,
        path="/comarca/2011/05/03/linea-valdecorza",
        container="<div id=comments>",
        heading="Comentarios",
        description="A Drupal 6 site (Garland-like): div.comment, span.submitted 'Enviado por Name el Mar, 03/05/2011 - 16:19.', 'responder' links, replies in div.indented after their parent; nine comments, three replies (two levels).",
    )


# --------------------------------------------------------------------------- 5. it, Joomla with a comments extension


def _sublist(sub: str) -> str:
    return f'<div class="comments-list">{sub}</div>' if sub else ""


def it_joomla() -> Case:
    c = thread(
        """
Gianluca Ferri | 12.05.2011 14:32 | - | Finalmente! Il ponte era chiuso da due anni e per andare a Castelvetro dovevamo fare il giro da Rocca.
Patrizia Orlandi | 12.05.2011 15:10 | - | Qualcuno sa se sarà aperto anche ai camion? Mio fratello ha l'azienda agricola dall'altra parte.
Sindaco Bertoni (staff) | 12.05.2011 16:48 | 1 | Buongiorno Patrizia, il ponte sarà aperto ai mezzi fino a 12 tonnellate. Per i mezzi più pesanti resta il percorso da Rocca.
Ermanno Tosi | 12.05.2011 18:20 | - | Due anni per un ponte di trenta metri. In Svizzera l'avrebbero fatto in tre mesi.
Chiara Vezzani | 13.05.2011 09:02 | 3 | Ermanno, i lavori sono stati fermi un anno per il ricorso della ditta arrivata seconda. Non è colpa del cantiere.
Ottavio Barchi | 13.05.2011 11:37 | - | Bellissima la foto dall'argine. Sabato ci andiamo con i bambini per l'inaugurazione.
Loredana Pini | 13.05.2011 17:55 | - | Speriamo che mettano anche la pista ciclabile promessa nel 2009.
"""
    )
    ids = _ids(c, 310)
    num = {i: n + 1 for n, i in enumerate(range(len(c)))}

    def item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="{"odd" if i % 2 else "even"}" id="comment-item-{ids[i]}"><div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&nbsp;</div></div></div>'
            f'<div class="rbox_m"><div class="comment-box usertype-{"editor" if "staff" in s.author else "guest"}">'
            f'<span class="comments-vote"><span class="vote-good">+{(i * 3) % 7}</span></span>'
            f'<a class="comment-anchor" href="#comment-{ids[i]}" id="comment-{ids[i]}">#{num[i]}</a> '
            f'<span class="comment-author">{esc(s.author)}</span> <span class="comment-date">{esc(s.when)}</span>'
            f'<div class="comment-body">{esc(s.text)}</div>'
            f'<span class="comments-buttons"><a href="#" onclick="return false">Rispondi</a> | <a href="#" onclick="return false">Cita</a></span>'
            f'</div></div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&nbsp;</div></div></div></div>'
            f"{_sublist(sub)}</div>"
        )

    lst = tree(c, item, lambda inner, p: inner)
    after = (
        '<div id="jc"><div id="comments"><h4>Commenti <a class="rss" href="/rss/comments" title="RSS">RSS</a></h4>'
        f'<div class="comments-list" id="comments-list-0">{lst}</div>'
        '<div id="comments-list-footer"><a href="#" class="refresh">Aggiorna lista commenti</a></div></div>'
        '<h4>Aggiungi commento</h4><form id="comments-form" action="#"><input name="name" /><textarea name="comment"></textarea>'
        '<input type="submit" value="Invia" /></form><div id="comments-footer" align="center">JComments</div></div>'
    )
    s = site(
        "it",
        "La Gazzetta del Panaro",
        "Notizie da Rocca, Castelvetro e dintorni",
        "Home|Cronaca|Comuni|Sport|Eventi|Contatti",
        "© 2011 La Gazzetta del Panaro - P.IVA 01234560362",
        "Cronaca|203;Comuni|88;Viabilità|14;Sport|97",
        "Comune di Rocca;Pro Loco Castelvetro;Meteo Appennino;Consorzio di bonifica",
        "ponte;Castelvetro;viabilità;inaugurazione",
    )
    post = Post(
        "Riapre il ponte sul Guerro: sabato l'inaugurazione",
        "Redazione",
        "2011-05-12T10:15:00+02:00",
        "Giovedì 12 Maggio 2011 10:15",
        (
            "Dopo due anni di lavori riapre sabato il ponte sul torrente Guerro che collega Rocca a Castelvetro. Il taglio del nastro è previsto alle 11.",
            "Il cantiere era rimasto fermo quasi un anno per un ricorso al TAR. La spesa complessiva è stata di 1,4 milioni di euro.",
            "Il sindaco Bertoni ha invitato tutti i cittadini all'inaugurazione, che si concluderà con un rinfresco offerto dalla Pro Loco.",
        ),
        category="Viabilità",
        declare="visible",
        by_word="Scritto da",
        footer_note="Ultimo aggiornamento Giovedì 12 Maggio 2011 10:20",
    )
    return make(
        "h-it-joomla-jcomments",
        "discussion",
        "joomla",
        s,
        post,
        Parts(after=after),
        c,
        path="/cronaca/412-riapre-il-ponte-sul-guerro.html",
        container="<div id=comments-list-0>",
        heading="Commenti",
        description="A Joomla 1.5 site with a comments extension (JComments-like): rounded-box divs, '#1 Name 12.05.2011 14:32', votes, 'Rispondi | Cita'; replies in a nested div.comments-list; seven comments, two replies (one by the mayor, marked 'staff' in the name); no article meta, only the visible date.",
    )


# --------------------------------------------------------------------------- 6. nl, a paper's CMS of tables (no "comment")


def nl_tables() -> Case:
    c = thread(
        """
Harm Dijkstra, Wolvega | 03-05-2010 16:19 | - | Ik rij er elke dag langs. Die bocht bij de Kampweg is al jaren gevaarlijk, een rotonde is het enige goede besluit.
Trijntje Bos | 03-05-2010 17:02 | - | Jammer van de drie eiken. Die stonden er al toen mijn opa een jongen was.
Sjoerd v.d. Meer, Noordwolde | 03-05-2010 18:40 | - | Waarom duurt het nog tot 2012? Er gebeuren nu ongelukken.
Anneke Postma | 03-05-2010 21:15 | - | Goed dat de fietsers een eigen tunnel krijgen. Mijn dochter fietst daar naar school.
Wiebe | 04-05-2010 07:48 | - | De provincie betaalt 80 procent. Dan moet de gemeente niet zeuren over de rest.
G. Hoekstra-Kuipers | 04-05-2010 09:30 | - | Wordt de Kampweg tijdens de werkzaamheden helemaal afgesloten? Daar staat niets over in het stuk.
Jelle Zwart | 04-05-2010 12:05 | - | Eindelijk. Na het ongeluk van vorig jaar met de bus had het al lang gebeurd moeten zijn.
Marijke de Boer | 04-05-2010 15:33 | - | Laat ze meteen de verlichting op de N351 aanpakken, het is daar 's avonds aardedonker.
Pieter Oenema | 05-05-2010 08:20 | - | Bomen kun je herplanten. Mensen niet.
Fokje Visser, Oldeholtpade | 05-05-2010 11:02 | - | Hopelijk wordt het geen rotonde zoals in Heerenveen, waar niemand weet wie voorrang heeft.
"""
    )
    rows = "".join(
        f'<tr class="lz-kop" bgcolor="#EEF2F7"><td width="70%"><font size="2"><b>{esc(s.author)}</b></font></td>'
        f'<td width="30%" align="right"><font size="1" color="#666666">{esc(s.when)}</font></td></tr>'
        f'<tr class="lz-tekst"><td colspan="2"><font size="2">{esc(s.text)}</font></td></tr>'
        f'<tr><td colspan="2"><img src="/_avatar/images/spacer.gif" width="1" height="6" alt="" /></td></tr>'
        for s in c
    )
    after = (
        '<table width="100%" cellpadding="4" cellspacing="0" border="0" class="lezers">'
        '<tr><td colspan="2" class="boxhead">Wat vinden onze lezers? (10)</td></tr>'
        f"{rows}</table>"
        '<table width="100%" class="lezers-form"><tr><td><b>Reageer op dit artikel</b><br />'
        '<form action="/cgi-bin/reageer.pl" method="post">Naam: <input name="naam" size="30" /><br />'
        '<textarea name="tekst" cols="60" rows="6"></textarea><br /><input type="submit" value="Verstuur" /></form></td></tr></table>'
    )
    s = site(
        "nl",
        "Stellingwerver Courant",
        "Dinsdag 4 mei 2010 · Het nieuws uit Oost- en Weststellingwerf",
        "Voorpagina|Regio|Sport|Economie|Familieberichten|Abonneren",
        "© 2010 Stellingwerver Courant B.V. · Alle rechten voorbehouden · Disclaimer",
        "Regio|412;Verkeer|38;Gemeenteraad|77;Sport|301",
        "Gemeente Weststellingwerf;Provincie Friesland;Omrop Fryslân;Weerstation Wolvega",
        "N351;rotonde;Kampweg;verkeersveiligheid",
    )
    post = Post(
        "Rotonde en fietstunnel bij Kampweg in 2012",
        "Durk Wiersma",
        "2010-05-03T12:00:00+02:00",
        "Gepubliceerd: 03-05-2010 12:00",
        (
            "WOLVEGA - De gevaarlijke kruising van de N351 met de Kampweg krijgt in 2012 een rotonde. Fietsers gaan er via een tunnel onderdoor.",
            "Dat heeft de provincie maandag bekendgemaakt. De kosten worden geschat op 3,2 miljoen euro, waarvan de gemeente Weststellingwerf twintig procent betaalt.",
            "Voor de aanleg moeten drie oude eiken wijken. De gemeente belooft elders in het dorp nieuwe bomen te planten.",
            "Op de kruising gebeurden de afgelopen vijf jaar veertien ongelukken.",
        ),
        category="Regio",
        declare="visible",
        by_word="Door",
        footer_note="Reacties: 10",
    )
    return make(
        "h-nl-table-rows",
        "discussion",
        "oldnews",
        s,
        post,
        Parts(after=after),
        c,
        path="/regio/2010/05/03/rotonde-kampweg.html",
        container="<table class=lezers>",
        heading="Wat vinden onze lezers? (10)",
        description="A regional paper's CMS of tables: each reader two table rows (name and place, '03-05-2010 16:19'; then the text in <font>), spacer rows; ten flat; no class or id says 'comment' or 'reactie'; no article meta, only 'Gepubliceerd:'.",
    )


# --------------------------------------------------------------------------- 7. pt, a forum-style thread under the article (no "comment")


def pt_forum() -> Case:
    c = thread(
        """
Tomé_Azevedo | Ter Mai 03, 2011 4:19 pm | - | Mais uma vez a Câmara decide sem ouvir ninguém. O mercado de Vilar Seco é o único sítio onde ainda se compra peixe fresco à terça.
dona_Celeste | Ter Mai 03, 2011 5:02 pm | - | Eu vendo lá ovos e mel há 31 anos. Ninguém da Câmara falou connosco antes de decidir.
RuiFigueiró | Ter Mai 03, 2011 7:45 pm | - | Sejamos honestos: o mercado está meio vazio há anos. Se a alternativa for um parque coberto com bancas, não me parece mal.
Mariana.S | Qua Mai 04, 2011 9:12 am | - | RuiFigueiró, o projecto fala em 12 bancas para 27 vendedores. Os outros vão para onde?
zé_das_bicicletas | Qua Mai 04, 2011 11:30 am | - | Alguém sabe se a reunião de câmara de quinta é aberta ao público?
Tomé_Azevedo | Qua Mai 04, 2011 12:05 pm | - | É aberta sim, às 21h no salão nobre. Vamos lá todos.
"""
    )
    joined = ["Jan 2008", "Set 2009", "Mar 2010", "Nov 2007", "Fev 2011", "Jan 2008"]
    posts = [312, 58, 1204, 97, 4, 313]
    rows = "".join(
        f'<tr><td class="row{1 + i % 2}" width="150" valign="top" align="left"><span class="name"><a name="p{9800 + i}"></a><b>{esc(s.author)}</b></span><br />'
        f'<span class="postdetails">Membro<br /><img src="/_avatar/{i}.gif" alt="" border="0" /><br /><br />Registado: {joined[i]}<br />Mensagens: {posts[i]}</span></td>'
        f'<td class="row{1 + i % 2}" width="100%" height="28" valign="top"><table width="100%" border="0" cellspacing="0" cellpadding="0">'
        f'<tr><td width="100%"><a href="#p{9800 + i}"><img src="/_avatar/img/icon_minipost.gif" alt="Mensagem" border="0" /></a>'
        f'<span class="postdetails">Enviada: {esc(s.when)} &nbsp; &nbsp;Assunto: Re: Mercado de Vilar Seco</span></td>'
        f'<td valign="top" nowrap="nowrap"><a href="#"><img src="/_avatar/img/icon_quote.gif" alt="Citar" title="Responder com citação" border="0" /></a></td></tr>'
        f'<tr><td colspan="2"><hr /></td></tr><tr><td colspan="2"><span class="postbody">{esc(s.text)}</span></td></tr></table></td></tr>'
        f'<tr><td class="spaceRow" colspan="2" height="1"><img src="/_avatar/img/spacer.gif" alt="" width="1" height="1" /></td></tr>'
        for i, s in enumerate(c)
    )
    after = (
        '<h3 class="forumtitle">Fórum dos leitores: Mercado de Vilar Seco</h3>'
        '<table class="forumline" width="100%" cellspacing="1" cellpadding="3" border="0">'
        '<tr><th class="thLeft" width="150" height="26" nowrap="nowrap">Autor</th><th class="thRight" nowrap="nowrap">Mensagem</th></tr>'
        f"{rows}</table>"
        '<p class="nav"><a href="/forum/posting.php?mode=reply&amp;t=4412">Responder</a> · Página <b>1</b> de <b>1</b></p>'
    )
    s = site(
        "pt",
        "Notícias do Vale do Dão",
        "O jornal online da região",
        "Início|Região|Desporto|Cultura|Fórum|Contactos",
        "© 2011 Notícias do Vale do Dão · Todos os direitos reservados",
        "Região|233;Economia|61;Desporto|145;Cultura|52",
        "Câmara Municipal de Vilar Seco;Associação Comercial do Dão;Rádio Beira Serra;Meteo Beiras",
        "mercado;Vilar Seco;Câmara;vendedores",
    )
    post = Post(
        "Câmara quer transformar o mercado de Vilar Seco em parque de estacionamento",
        "Filipa Nogueira",
        "2011-05-03T11:00:00+01:00",
        "03 de Maio de 2011, 11:00",
        (
            "A Câmara Municipal aprovou na segunda-feira um estudo prévio para transformar o mercado municipal de Vilar Seco num parque de estacionamento coberto, com doze bancas no piso térreo.",
            "Os vendedores, 27 segundo a associação comercial, dizem não ter sido ouvidos. A proposta será discutida na reunião pública de quinta-feira.",
            "O vereador Artur Pimentel garante que «ninguém vai ficar sem lugar» e que as bancas terão melhores condições.",
        ),
        category="Região",
        declare="microdata",
        by_word="Por",
        footer_note="Discuta este artigo no fórum (6 mensagens)",
    )
    return make(
        "h-pt-forum-rows",
        "discussion",
        "joomla",
        s,
        post,
        Parts(after=after),
        c,
        path="/regiao/mercado-vilar-seco-parque.html",
        container="<table class=forumline>",
        heading="Fórum dos leitores: Mercado de Vilar Seco",
        description="A forum-style thread (phpBB-like) below the article: table.forumline, each post a row (name, 'Registado', 'Mensagens' count; then 'Enviada: Ter Mai 03, 2011 4:19 pm Assunto: Re: …', a 'Citar' icon, span.postbody); six flat; no class or id says 'comment' or 'comentário'; schema.org microdata on the article.",
    )


# --------------------------------------------------------------------------- 8. ru, a LiveJournal-like journal: indentation only (no "comment")


def ru_journal() -> Case:
    c = thread(
        """
sever_veter | 2010-05-03 04:19 pm (UTC) | - | Спасибо за подробный пост. Я был на этих слушаниях в прошлом году — тогда обещали, что котельную не закроют до 2015-го.
lena_kolomna | 2010-05-03 05:02 pm (UTC) | 0 | Обещали, да. А теперь у них «новые обстоятельства».
sever_veter | 2010-05-03 05:40 pm (UTC) | 1 | Обстоятельство одно: участок под котельной очень понравился застройщику.
ivan_ptitsyn | 2010-05-03 07:15 pm (UTC) | - | А что будет со школой №3? Она же тоже от этой котельной греется.
yury_b | 2010-05-03 09:30 pm (UTC) | 3 | По проекту школу переключат на новую модульную. Но проекта никто не видел целиком.
marfa_d | 2010-05-04 06:48 am (UTC) | - | Пишите в прокуратуру, а не в жж. Тогда, может, кто-то почешется.
lena_kolomna | 2010-05-04 08:12 am (UTC) | 5 | Одно другому не мешает. Мы и туда написали, ответа пока нет.
old_tramway | 2010-05-04 11:05 am (UTC) | - | Добавил ваш пост к себе. Завтра схожу на заседание и напишу, что там было.
"""
    )

    def depth(i: int) -> int:
        d = 0
        while c[i].parent is not None:
            i = c[i].parent  # type: ignore[assignment]
            d += 1
        return d

    ids = _ids(c, 91234)
    items = "".join(
        f'<div id="t{ids[i]}" class="talk-item" style="margin-left: {25 * depth(i)}px; margin-top: 5px">'
        f'<table class="talk-head" cellpadding="2" cellspacing="0" width="100%"><tr>'
        f'<td valign="top" width="100">{_avatar(i, 50, "userpic")}</td><td>'
        f'<span class="ljuser"><a href="/users/{esc(s.author)}/profile"><img src="/_avatar/img/userinfo.gif" alt="[info]" width="17" height="17" /></a>'
        f'<a href="/users/{esc(s.author)}/"><b>{esc(s.author)}</b></a></span><br />'
        f'<span class="talk-date">{esc(s.when)}</span></td></tr></table>'
        f'<div class="talk-text">{esc(s.text)}</div>'
        f'<div class="talk-links">(<a href="?replyto={ids[i]}">Ответить</a>) '
        f"{'(<a href=?thread=' + str(ids[s.parent]) + '>Выше</a>) ' if s.parent is not None else ''}"
        f'(<a href="?thread={ids[i]}#t{ids[i]}">Ветвь дискуссии</a>)</div></div>'
        for i, s in enumerate(c)
    )
    after = (
        '<div class="talk-top"><b>(<a href="?mode=reply">Оставить комментарий</a>)</b></div>'
        f'<div id="talk-list">{items}</div>'
        '<div class="talk-bottom"><b>(<a href="?mode=reply">Оставить комментарий</a>)</b></div>'
    )
    s = site(
        "ru",
        "Заметки с Коломенской набережной",
        "Городской журнал Павла Рябинина",
        "Журнал|Друзья|Архив|Профиль|Теги",
        "Журнал ведётся с 2006 года. Перепечатка с разрешения автора.",
        "Город|57;Коммунальное хозяйство|14;Транспорт|21;Фото|88",
        "lena_kolomna;old_tramway;sever_veter;Краеведческий музей",
        "котельная;школа №3;застройка;слушания",
    )
    post = Post(
        "Котельную на Садовой закрывают. Что будет с отоплением?",
        "Павел Рябинин",
        "2010-05-03T14:20:00+04:00",
        "3 мая 2010, 14:20",
        (
            "В пятницу администрация объявила, что старая котельная на Садовой будет закрыта после отопительного сезона. Вместо неё обещают построить блочно-модульную.",
            "Котельная отапливает четырнадцать домов и школу №3. Где будет новая, пока не сказано. Участок на Садовой, по слухам, уже обещан под жилой комплекс.",
            "Заседание городского совета по этому вопросу — в среду в 15:00. Вход свободный.",
        ),
        category="Коммунальное хозяйство",
        tags=("котельная", "застройка"),
        declare="og",
        by_word="Автор:",
        footer_note="8 комментариев",
    )
    return make(
        "h-ru-journal-indent",
        "discussion",
        "typepad",
        s,
        post,
        Parts(after=after),
        c,
        path="/journal/2010/05/03/kotelnaya-sadovaya.html",
        container="<div id=talk-list>",
        heading=None,
        description="A LiveJournal-like journal: every record a sibling div.talk-item, replies shown only by style='margin-left: 25px' per level (no nesting in the DOM); userpics, usernames, '2010-05-03 04:19 pm (UTC)', '(Ответить) (Выше) (Ветвь дискуссии)'; eight, four replies (two levels); no class or id says 'comment' or 'комментарий'.",
    )


# --------------------------------------------------------------------------- 9. cs, ExpressionEngine "#3 Name napsal(a) dne ..." (no "comment")


def cs_expression_engine() -> Case:
    c = thread(
        """
Zdeněk Hruška | 3. 5. 2012 v 16:19 | - | Konečně. Na zastávce u pošty se v zimě čekalo v dešti, stříška spadla už před třemi lety.
Alena Kubíčková | 3. 5. 2012 v 17:40 | - | A bude nová zastávka bezbariérová? Maminky s kočárky tam dnes musí do vozovky.
Petr Vondráček | 3. 5. 2012 v 20:05 | - | 1,2 milionu za pět zastávek mi přijde hodně. Před deseti lety to stálo třetinu.
Jiřina Malá | 4. 5. 2012 v 08:12 | - | Alena: podle projektu na obecním webu ano, všechny budou mít nástupní hranu.
Tomáš Brabec | 4. 5. 2012 v 12:47 | - | Škoda, že se nepočítá i se zastávkou u hřbitova. Tam chodí hlavně starší lidé.
Věra Šindelářová | 4. 5. 2012 v 18:30 | - | Díky za článek, o zasedání jsem vůbec nevěděla.
"""
    )
    items = "".join(
        f'<div class="resp" id="r{i + 1}"><p class="resp-head"><a href="#r{i + 1}">#{i + 1}</a> '
        f"<strong>{esc(s.author)}</strong> napsal(a) dne {esc(s.when)}:</p>"
        f'<div class="resp-body">{paras(s.text)}</div></div>'
        for i, s in enumerate(c)
    )
    after = (
        '<div class="entry-responses"><h3>Reakce čtenářů (6)</h3>'
        f"{items}"
        '<h3>Přidat reakci</h3><form method="post" action="/" id="resp-form"><input type="hidden" name="ACT" value="3" />'
        '<input name="name" size="30" /> Jméno<br /><textarea name="body" cols="50" rows="8"></textarea><br />'
        '<input type="submit" name="submit" value="Odeslat" /></form></div>'
    )
    s = site(
        "cs",
        "Hlasatel Horního Povltaví",
        "Nezávislý zpravodaj pro Rožmberk, Vyšší Brod a okolí",
        "Úvod|Zprávy|Kultura|Sport|Inzerce|Kontakt",
        "© 2012 Hlasatel Horního Povltaví · Běží na ExpressionEngine",
        "Zprávy|188;Doprava|19;Zastupitelstvo|42;Kultura|73",
        "Obec Rožmberk;Klub českých turistů Vyšší Brod;Povodí Vltavy;Skautský oddíl Jestřábi",
        "zastávky;autobus;zastupitelstvo;bezbariérovost",
    )
    post = Post(
        "Obec opraví pět autobusových zastávek",
        "Lenka Dvořáková",
        "2012-05-03T09:00:00+02:00",
        "3. 5. 2012",
        (
            "Zastupitelstvo obce Rožmberk schválilo na svém středečním zasedání opravu pěti autobusových zastávek. Práce mají začít v červenci.",
            "Nové zastávky dostanou přístřešky, lavičky a bezbariérové nástupní hrany. Celkové náklady jsou 1,2 milionu korun, polovinu zaplatí kraj.",
            "Starosta Josef Kratochvíl řekl, že jako první přijde na řadu zastávka u pošty.",
        ),
        category="Doprava",
        tags=("zastávky", "zastupitelstvo"),
        declare="og",
        by_word="Napsala",
        footer_note="Reakce (6)",
    )
    return make(
        "h-cs-ee-numbered",
        "discussion",
        "typepad",
        s,
        post,
        Parts(after=after),
        c,
        path="/zpravy/obec-opravi-pet-zastavek/",
        container="<div class=entry-responses>",
        heading="Reakce čtenářů (6)",
        description="An ExpressionEngine site: div.resp, 'p.resp-head' '#3 Name napsal(a) dne 3. 5. 2012 v 16:19:', div.resp-body; six flat; no class or id says 'comment' or 'komentář'.",
    )


# --------------------------------------------------------------------------- 10. el, Movable Type "Posted by: Name | date"


def el_movable_type() -> Case:
    c = thread(
        """
Γιώργος Καραλής | 3 Μαΐου 2012 4:19 μμ | - | Επιτέλους κάποιος ασχολείται με το λιμανάκι. Τα καΐκια δένουν σε σάπια δεσίματα εδώ και δέκα χρόνια.
Ελένη Βλάχου | 3 Μαΐου 2012 6:02 μμ | - | Ωραίο άρθρο. Θα ήθελα να μάθω αν θα μείνει χώρος για τους ερασιτέχνες ψαράδες.
Στέλιος Μ. | 3 Μαΐου 2012 9:45 μμ | - | Το έργο είχε εγκριθεί και το 2008. Ας δούμε αν θα γίνει αυτή τη φορά.
Κατερίνα Ζαφειρίου | 4 Μαΐου 2012 10:30 πμ | - | Ο πατέρας μου ήταν ψαράς σε αυτό το λιμάνι. Χαίρομαι που θα αλλάξει κάτι.
Μανώλης Τσιρίγος | 4 Μαΐου 2012 1:15 μμ | - | Ελένη, σύμφωνα με τη μελέτη κρατιούνται δώδεκα θέσεις για ερασιτέχνες.
"""
    )
    ids = _ids(c, 2231)
    items = "".join(
        f'<div class="comment" id="comment-{ids[i]}"><div class="comment-content">{paras(s.text)}</div>'
        f'<p class="comment-footer">Αναρτήθηκε από: <a href="/profile/{ids[i]}" rel="nofollow">{esc(s.author)}</a> | '
        f'<a href="#comment-{ids[i]}">{esc(s.when)}</a></p></div>'
        for i, s in enumerate(c)
    )
    after = (
        f'<div id="comments" class="comments"><h2 class="comments-header">Σχόλια</h2>{items}</div>'
        '<form method="post" action="/cgi-bin/mt/mt-comments.cgi" id="comments-form"><h2 class="comments-open-header">Γράψτε σχόλιο</h2>'
        '<textarea id="comment-text" name="text" rows="10" cols="50"></textarea><input type="submit" value="Αποστολή" /></form>'
    )
    s = site(
        "el",
        "Ηχώ της Κάτω Μάνης",
        "Ειδήσεις και σχόλια από το Γύθειο και τα χωριά",
        "Αρχική|Ειδήσεις|Πολιτισμός|Αθλητικά|Επικοινωνία",
        "© 2012 Ηχώ της Κάτω Μάνης · Με τη δύναμη του Movable Type",
        "Ειδήσεις|214;Λιμάνι|11;Δήμος|63;Πολιτισμός|58",
        "Δήμος Ανατολικής Μάνης;Λιμενικό Ταμείο;Σύλλογος Ψαράδων Γυθείου;Μανιάτικα Νέα",
        "λιμάνι;καΐκια;ψαράδες;μελέτη",
    )
    post = Post(
        "Νέες προβλήτες για το λιμανάκι του Αγίου Νικολάου",
        "Νίκος Λαμπράκος",
        "2012-05-03T11:30:00+03:00",
        "3 Μαΐου 2012",
        (
            "Το δημοτικό συμβούλιο ενέκρινε τη μελέτη για τις νέες προβλήτες στο λιμανάκι του Αγίου Νικολάου. Το έργο χρηματοδοτείται από το περιφερειακό πρόγραμμα.",
            "Προβλέπονται σαράντα θέσεις πρόσδεσης, από τις οποίες δώδεκα για ερασιτέχνες αλιείς.",
            "Οι εργασίες αναμένεται να ξεκινήσουν μετά το καλοκαίρι, για να μην επηρεαστεί η τουριστική περίοδος.",
        ),
        category="Λιμάνι",
        tags=("λιμάνι", "ψαράδες"),
        declare="og",
        by_word="Από",
        footer_note="Σχόλια (5)",
    )
    return make(
        "h-el-movabletype-footer",
        "discussion",
        "oldnews",
        s,
        post,
        Parts(after=after),
        c,
        path="/archives/2012/05/nees-provlites.html",
        container="<div id=comments>",
        heading="Σχόλια",
        description="Movable Type's default markup on a paper's table layout: div.comment, the text first, then 'Αναρτήθηκε από: Name | 3 Μαΐου 2012 4:19 μμ' (Greek am/pm); five flat.",
    )


def thread_cases_h() -> list[Case]:
    from comspider_lab.blind.cases_h_reveal import reveal_cases_h

    return [
        en_wordpress(),
        de_blogger(),
        fr_typepad(),
        es_drupal(),
        it_joomla(),
        nl_tables(),
        pt_forum(),
        ru_journal(),
        cs_expression_engine(),
        el_movable_type(),
        *reveal_cases_h(),
    ]
