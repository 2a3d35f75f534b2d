"""Blind set CX: three ordinary discussions in the served HTML: a Hanover neighbourhood blog on a WordPress-like
theme (a threaded list with the blogger's answers marked and a pingback after the comments; de), a French regional
daily's own CMS (nested reactions with +/- votes, one removed by the moderators; fr), a Spanish teacher's blog on a
Blogger-like template (threaded, the blogger answering twice, "Anónimo" readers; es). Every class name, name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cx_common import (
    Bits,
    Case,
    Piece,
    Seed,
    case,
    cloud,
    esc,
    most_read,
    newsletter,
    paras,
    poll,
    thread,
    ticker,
    tree,
)


def de_wordpress() -> Case:
    seeds = thread("""
Birgit S. @ 14. März 2012 um 09:31 :: Das ist wirklich bitter. Meine beiden Kinder haben im Ihmebad schwimmen gelernt, und der Seniorenkurs am Donnerstag ist für meine Mutter der einzige feste Termin in der Woche, an dem sie überhaupt rauskommt. Wo sollen die denn jetzt alle hin? Ins Stadionbad, mit zweimal Umsteigen?
  Jens @ 14. März 2012 um 10:02 :: Laut Bezirksrat soll der Seniorenkurs „übergangsweise“ ins Vahrenwalder Bad. Was übergangsweise bei der Stadt heißt, wissen wir ja alle. Ich frag am Montag in der Sitzung nochmal nach und schreib hier, was rauskommt.
    Birgit S. @ 14. März 2012 um 10:40 :: Danke dir, Jens! Sag Bescheid, ob man da als Zuschauerin einfach so hinkommen kann.
Holger @ 14. März 2012 um 12:17 :: Man muss aber auch mal ehrlich sein: Das Bad ist von 1968, das Dach ist seit Jahren undicht, und eine Sanierung würde laut Gutachten 4,8 Millionen kosten. Ich finde es auch schade, aber irgendwo muss das Geld ja herkommen. // Vielleicht wäre ein Förderverein wie in Döhren eine Idee? Da haben die Leute ihr Bad quasi selbst gerettet.
  Kathrin @ 14. März 2012 um 13:05 :: Döhren hatte aber auch einen großen Sponsor im Rücken. Trotzdem, ich wäre dabei. Wer organisiert ein erstes Treffen? Der Kulturtreff in der Viktoriastraße hätte bestimmt einen Raum.
    Jens @ 14. März 2012 um 13:30 :: Hab gerade mit dem Kulturtreff telefoniert: Dienstag, 20. März, 19 Uhr, der kleine Saal ist frei. Ich mach dazu einen eigenen Beitrag, damit es mehr Leute mitbekommen.
Murat @ 15. März 2012 um 08:12 :: Ich war gestern noch schwimmen, da hing kein einziger Zettel, und die Bademeister wussten auch von nix. Typisch, dass man sowas aus einem Blog erfährt und nicht von der Stadt.
elke_vom_lindener_markt @ 15. März 2012 um 21:48 :: Wir kommen am Dienstag zu dritt. Unterschriftenlisten liegen ab morgen auch bei uns am Stand aus (Gemüse, Ecke Limmerstraße, Di/Do/Sa).
""")
    author = "Jens"

    def item(i: int, s: Seed, sub: str) -> str:
        cid = 2281 + i * 7
        depth = 1
        p = s.parent
        while p is not None:
            depth += 1
            p = seeds[p].parent
        cls = f"comment {'even' if i % 2 == 0 else 'odd'} depth-{depth}" + (
            " bypostauthor" if s.author == author else ""
        )
        badge = ' <span class="lh-badge">Autor</span>' if s.author == author else ""
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><div id="comment-{cid}" class="comment-body">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/g{i}.svg" class="avatar avatar-44" height="44" width="44">'
            f'<cite class="fn">{esc(s.author)}</cite>{badge} <span class="says">sagt:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(s.when)}</a></div>'
            f"{paras(s.text)}"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Antworten</a></div></div>{sub}</li>'
        )

    def wrap(items: str, depth: int) -> str:
        return f'<ol class="commentlist">{items}' if depth == 0 else f'<ul class="children">{items}</ul>'

    lst = tree(seeds, item, wrap)
    lst += (
        '<li class="pingback even depth-1" id="li-comment-2350"><div id="comment-2350" class="comment-body">'
        'Pingback: <a href="/2012/03/15/treffen-ihmebad/" rel="external nofollow" class="url">Treffen zum Ihmebad am Dienstag'
        " | Lindener Hinterhofblog</a></div></li>"
        '<li class="trackback odd depth-1" id="li-comment-2358"><div id="comment-2358" class="comment-body">'
        'Trackback: <a href="http://schwimmen-in-hannover.example/" rel="external nofollow" class="url">Bäderschließungen 2012:'
        " die Liste « Schwimmen in Hannover</a></div></li></ol>"
    )
    after = (
        '<div id="comments"><h3 id="comments-title">9 Antworten auf <span>„Das Ihmebad soll 2013 schließen – und jetzt?“</span></h3>'
        + lst
        + '<div id="respond"><h3 id="reply-title">Hinterlasse eine Antwort</h3><form action="/wp-comments-post.php" method="post">'
        "<p>Deine E-Mail-Adresse wird nicht veröffentlicht. Erforderliche Felder sind markiert *</p>"
        '<p><label>Name *</label> <input name="author"></p><p><label>E-Mail *</label> <input name="email"></p>'
        '<p><label>Website</label> <input name="url"></p><p><textarea name="comment" rows="6" cols="50"></textarea></p>'
        '<p><input type="submit" value="Kommentar abschicken"></p></form></div></div>'
    )
    side = (
        '<div class="lh-w"><h3>Über mich</h3><p>Ich bin Jens, wohne seit 1996 in Linden-Nord und schreibe hier über alles, '
        "was im Stadtteil passiert.</p></div>"
        + most_read(
            "de-linden",
            """
Der Küchengarten-Flohmarkt ist zurück | 2.114
Das Ihmebad soll 2013 schließen – und jetzt? | 1.870
Fotos: Lindener Brückenfest 2011 | 1.402
Neue Kneipe in der Fössestraße | 988
""",
        )
        + '<div class="lh-w"><h3>Neueste Kommentare</h3><ul><li>elke_vom_lindener_markt bei <a href="#comment-2330">'
        'Das Ihmebad soll 2013 schließen – und jetzt?</a></li><li>Frank bei <a href="/2012/03/01/flohmarkt/">'
        'Der Küchengarten-Flohmarkt ist zurück</a></li><li>Jens bei <a href="/2012/02/20/fossestrasse/">Neue Kneipe in '
        "der Fössestraße</a></li></ul></div>"
        + cloud(
            "de-linden",
            "Bäder,Bezirksrat,Flohmarkt,Fotos,Ihme,Kneipen,Limmerstraße,Linden-Nord,Linden-Süd,Radwege,Stadtteilfest",
        )
        + '<div class="lh-w"><h3>Archiv</h3><ul><li><a href="/2012/03/">März 2012</a> (4)</li><li><a href="/2012/02/">Februar 2012</a> (6)</li>'
        '<li><a href="/2012/01/">Januar 2012</a> (5)</li></ul></div>'
        + '<div class="lh-w"><h3>Blogroll</h3><ul><li><a href="/">Lindenspiegel</a></li><li><a href="/">Ahlem bloggt</a></li>'
        '<li><a href="/">Nordstadtnotizen</a></li></ul></div>'
    )
    style = (
        ".commentlist,.children{list-style:none;padding-left:0}.children{margin-left:40px}.comment-body{border-bottom:1px solid #e4ddd3;padding:8px 0}"
        ".avatar{float:left;margin-right:8px}.says{color:#999}.commentmetadata{font-size:11px}.bypostauthor>.comment-body{background:#faf5ee}"
        ".lh-badge{background:#7a4b2a;color:#fff;font-size:10px;padding:0 4px}.pingback .comment-body,.trackback .comment-body{font-size:11px;color:#666}"
    )
    piece = Piece(
        "Das Ihmebad soll 2013 schließen – und jetzt?",
        "Jens",
        "2012-03-13T22:40:00+01:00",
        "13. März 2012",
        """
Gestern Abend hat die Stadtverwaltung im Bezirksrat Linden-Limmer ihre Bäderplanung bis 2016 vorgestellt, und darin steht, was viele schon befürchtet haben: Das Ihmebad soll Ende 2013 geschlossen werden. Eine Sanierung sei „wirtschaftlich nicht darstellbar“.

Für Linden heißt das: kein Hallenbad mehr im Stadtteil. Schulen, die DLRG-Ortsgruppe und die Kurse der Volkshochschule müssen sich andere Zeiten in anderen Bädern suchen. Wie das gehen soll, konnte gestern niemand so genau sagen.

Ich war selbst in der Sitzung und habe mitgeschrieben. Die Beschlussvorlage soll im April in den Rat. Bis dahin kann man seine Meinung noch loswerden – zum Beispiel in der Einwohnerfragestunde am 26. März.
""",
        section="Stadtteil",
        tags=("Bäder", "Bezirksrat", "Linden-Nord"),
    )
    return case(
        "cx-de-wordpress",
        "discussion",
        "de-linden",
        piece,
        Bits(after=after, side=side, style=style, body_cls="single single-post"),
        seeds,
        path="/2012/03/13/ihmebad-soll-schliessen/",
        container="div#comments ol.commentlist",
        heading="9 Antworten auf „Das Ihmebad soll 2013 schließen – und jetzt?“",
        description="A WordPress-like blog's threaded list: 8 comments (3 levels), the blogger's two answers marked "
        "'Autor' and 'bypostauthor', a pingback and a trackback in the same list after them; 'NAME sagt:', "
        "'14. März 2012 um 09:31', 'Antworten'; recent comments, most read, tag cloud, archive, blogroll",
    )


def fr_cms() -> Case:
    seeds = thread("""
Papy71 @ le 3 avril 2012 à 18h05 :: Encore une décision prise sans consulter les commerçants. Quand on aura fermé la rue aux voitures, les clients iront au supermarché de Cuisery, et dans deux ans il n'y aura plus que des vitrines vides. On a vu ce que ça a donné ailleurs.
  Sandrine B. @ le 3 avril 2012 à 18h31 :: Je ne suis pas d'accord. Le samedi matin la rue du Pont est invivable avec les camionnettes garées sur le trottoir, on ne peut même pas passer avec une poussette. Les gens reviendront se promener si on leur laisse de la place.
    Papy71 @ le 3 avril 2012 à 19h02 :: Avec une poussette peut-être, mais avec un déambulateur et sans voiture, vous faites comment pour porter vos courses jusqu'au parking des Quais ? Personne n'y a pensé.
      lucien.g @ le 3 avril 2012 à 20h14 :: La mairie parle d'une navette gratuite le samedi, c'est dans l'article (avant-dernier paragraphe). On verra si elle passe vraiment.
Fred de Brancy @ le 4 avril 2012 à 07h48 :: 140 000 euros pour des bacs à fleurs et trois bancs, alors que la route de Tournus est pleine de nids-de-poule depuis l'hiver. Les priorités de ce conseil municipal m'étonneront toujours.
  Marie-Jo @ le 4 avril 2012 à 09h20 :: La route de Tournus, c'est le Département, pas la commune. Mais sur le fond je vous rejoins, le montant fait mal pour une ville de 3 000 habitants.
Cathy Perrin @ le 4 avril 2012 à 12h37 :: Enfin ! Ça fait quinze ans qu'on en parle. J'espère qu'ils prévoiront aussi des arceaux pour les vélos, il n'y en a pas un seul dans le centre.
""")
    votes = [(14, 9), (21, 4), (6, 11), (9, 0), (27, 6), (12, 2), (18, 1)]

    def item(i: int, s: Seed, sub: str) -> str:
        rid = 88213 + i * 11
        up, down = votes[i]
        rep = f'<div class="es-rep">{sub}</div>' if sub else ""
        return (
            f'<div class="es-reac" id="r{rid}"><div class="es-rh"><a class="es-pseudo" href="/membres/{rid}">{esc(s.author)}</a>'
            f' <span class="es-date">{esc(s.when)}</span></div><div class="es-rt">{paras(s.text)}</div>'
            f'<div class="es-rf"><span class="es-vote"><a href="#" title="J\'approuve">+</a> {up} '
            f'<a href="#" title="Je désapprouve">−</a> {down}</span> · <a href="/reagir?rep={rid}">Répondre</a>'
            f' · <a href="/alerter/{rid}" rel="nofollow">Alerter</a></div>{rep}</div>'
        )

    def wrap(items: str, depth: int) -> str:
        return items

    tops = [i for i, s in enumerate(seeds) if s.parent is None]
    parts: list[str] = []
    for i in tops:
        parts.append(item(i, seeds[i], tree(seeds, item, wrap, i)))
        if i == 0:
            parts.append(
                '<div class="es-reac es-mod" id="r88260"><p class="es-rt"><em>Ce commentaire a été supprimé par la '
                "modération car il ne respectait pas la charte du site.</em></p></div>"
            )
    after = (
        '<div class="es-reactions" id="reactions"><h3 class="es-sec">Réactions (8)</h3>'
        '<p class="es-tri">Trier : <b>les plus anciennes</b> | <a href="?tri=votes">les mieux notées</a></p>'
        + "".join(parts)
        + '<div class="es-form"><p>Pour réagir, <a href="/connexion">connectez-vous</a> ou <a href="/inscription">créez un compte</a>.</p>'
        '<p class="es-small">Les réactions sont modérées a posteriori. Consultez notre charte.</p></div></div>'
    )
    side = (
        most_read(
            "fr-saone",
            """
Cuisery : un incendie ravage un hangar agricole | 6 402
Brancy-sur-Saône : la rue du Pont sera piétonne dès le 1er mai | 3 118
Foot (DH) : Louhans-Cuiseaux s'impose dans le derby | 2 540
Les horaires de la déchetterie changent | 1 977
Le marché aux puces revient le 15 avril | 1 240
""",
        )
        + poll(
            "fr-saone",
            "Êtes-vous favorable à la piétonnisation du centre de Brancy ?",
            "Oui | 44\nNon | 49\nSans opinion | 7",
        )
        + newsletter("fr-saone")
        + cloud(
            "fr-saone", "Brancy-sur-Saône,Conseil municipal,Commerces,Cuisery,Tournus,Travaux,Saône,Marchés"
        )
    )
    style = (
        ".es-reac{border-top:1px solid #dfe5ee;padding:6px 0}.es-rep{margin-left:28px;border-left:2px solid #dfe5ee;padding-left:8px}"
        ".es-rh{font-size:12px}.es-pseudo{font-weight:bold}.es-date{color:#888}.es-rf{font-size:11px;color:#888}.es-mod{color:#999}"
        ".es-sec{color:#184e8a;font-size:18px}.es-small,.es-tri{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Brancy-sur-Saône : la rue du Pont sera piétonne dès le 1er mai",
        "Par Hélène Charvet",
        "2012-04-03T06:15:00+02:00",
        "Publié le 03/04/2012 à 06h15",
        """
Le conseil municipal de Brancy-sur-Saône a adopté lundi soir, par 15 voix contre 7, la fermeture de la rue du Pont à la circulation automobile, du carrefour de l'église jusqu'aux quais. La mesure entrera en vigueur le 1er mai, à titre d'essai jusqu'à la fin de l'été.

Les travaux d'aménagement, estimés à 140 000 euros, prévoient des bacs plantés, trois bancs et un nouveau revêtement devant la halle. Les livraisons resteront autorisées de 6 heures à 10 heures.

L'opposition a dénoncé « un projet imposé aux commerçants ». Le maire, Bernard Dufresne, assure que l'union commerciale a été reçue à deux reprises et promet une navette gratuite le samedi entre le parking des Quais et la place du marché.

Un bilan sera présenté en septembre avant une décision définitive.
""",
        dek="Voté lundi soir par le conseil municipal, le projet divise les commerçants du centre-ville.",
        section="Communes",
        tags=("Brancy-sur-Saône", "Conseil municipal", "Commerces"),
        caption="La rue du Pont un samedi matin. Photo H. C.",
    )
    return case(
        "cx-fr-cms",
        "discussion",
        "fr-saone",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            ticker=ticker(
                "En bref",
                "17h42 | Accident sur la RD 933 à Ormes\n16h10 | Coupure d'eau mercredi à Jouvençon",
            ),
        ),
        seeds,
        path="/communes/brancy-sur-saone/2012/04/03/la-rue-du-pont-sera-pietonne-des-le-1er-mai",
        container="div.es-reactions#reactions",
        heading="Réactions (8)",
        description="A regional daily's own CMS: 7 reactions nested in div.es-rep boxes (4 levels), +/- votes, "
        "'Répondre', 'Alerter', 'le 3 avril 2012 à 18h05'; one reaction removed by the moderators (a placeholder, "
        "counted in 'Réactions (8)'); poll, most read with counts, newsletter, tag cloud, ticker",
    )


def es_blogger() -> Case:
    seeds = thread("""
Anónimo @ 11 de septiembre de 2012, 22:14 :: Yo estoy en un concertado de Hellín y este año tenemos 34 en 1º de la ESO. Treinta y cuatro. Con tres alumnos con necesidades educativas y la PT compartida con otro centro. No sé cómo vamos a llegar a diciembre.
  Lola @ 11 de septiembre de 2012, 23:02 :: Ánimo, compañero/a. Lo de la PT compartida es de traca. Si queréis hacer algo conjunto con los de Albacete, el jueves hay asamblea en el Bachiller Sabuco a las seis.
Pedro J. Gil @ 12 de septiembre de 2012, 8:37 :: Como padre te digo que lo que más me preocupa son las sustituciones. El año pasado mi hija estuvo seis semanas sin profesor de Matemáticas porque no cubren una baja hasta pasados quince días y luego tardaron en llamar a alguien. // Gracias por contarlo desde dentro, en los periódicos solo salen cifras.
Mercedes @ 12 de septiembre de 2012, 10:15 :: Lola, me ha encantado lo de "la tiza no se recorta". ¿Te importa si lo usamos para la pancarta del jueves?
  Lola @ 12 de septiembre de 2012, 11:40 :: ¡Para eso está! Llévate también la del año pasado, que sigue en el departamento detrás del armario de los diccionarios.
Anónimo @ 12 de septiembre de 2012, 17:52 :: Mucho quejarse pero luego tenéis dos meses de vacaciones. Bienvenidos al mundo real, en la privada estamos a cuarenta horas y sin subida desde 2008.
  Alberto R. @ 12 de septiembre de 2012, 19:06 :: Julio no es vacaciones para ningún profesor que yo conozca: hay exámenes de septiembre, programaciones y memorias. Y aunque lo fuera, eso no explica por qué mi hijo tiene que dar clase con 33 compañeros.
""")
    author = "Lola"

    def item(i: int, s: Seed, sub: str) -> str:
        cid = 5120437718 + i * 913
        blog = " blog-author" if s.author == author else ""
        name = (
            f'<a href="https://www.blogger.com/profile/0{cid}" rel="nofollow">{esc(s.author)}</a>'
            if s.author != "Anónimo"
            else esc(s.author)
        )
        rep = (
            f'<div class="comment-replies"><div class="comment-thread inline-thread"><span class="thread-count">'
            f"<a>Respuestas</a></span><ol>{sub}</ol></div></div>"
            if sub
            else ""
        )
        return (
            f'<li class="comment" id="c{cid}"><div class="avatar-image-container"><img src="/_avatar/b{i}.svg" alt="" width="35" height="35"></div>'
            f'<div class="comment-block"><div class="comment-header"><cite class="user{blog}">{name}</cite>'
            f'<span class="icon user{blog}"></span><span class="datetime secondary-text"><a rel="nofollow" href="?showComment={cid}#c{cid}">'
            f'{esc(s.when)}</a></span></div><p class="comment-content">{"<br><br>".join(esc(x) for x in s.text.split(chr(10) * 2))}</p>'
            f'<span class="comment-actions secondary-text"><a class="comment-reply" target="_self">Responder</a>'
            f'<span class="item-control blog-admin"><a href="/delete">Eliminar</a></span></span></div>{rep}</li>'
        )

    def wrap(items: str, depth: int) -> str:
        return f'<div class="comment-thread"><ol>{items}</ol></div>' if depth == 0 else items

    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>7 comentarios:</h4>'
        f'<div class="comments-content">{tree(seeds, item, wrap)}</div>'
        '<p class="comment-footer"><a href="/comment-iframe">Publicar un comentario</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a href="/2012/09/huelga.html">Entrada más reciente</a></span>'
        ' <span id="blog-pager-older-link"><a href="/2012/09/septiembre.html">Entrada antigua</a></span> <a class="home-link" href="/">Página principal</a></div>'
        '<div class="post-feeds">Suscribirse a: <a href="/feeds/comments/default">Enviar comentarios (Atom)</a></div>'
    )
    side = (
        '<div class="ap-w"><h3>Datos personales</h3><img src="/_avatar/lola.svg" alt="" width="80" height="80"><p><b>Lola</b><br>'
        "Profesora de Lengua y Literatura en un IES de Albacete. Aquí apunto lo que no cabe en la pizarra.</p>"
        '<p><a href="https://www.blogger.com/profile/0">Ver todo mi perfil</a></p></div>'
        '<div class="ap-w"><h3>Seguidores</h3><p>Miembros (214)</p></div>'
        + most_read(
            "es-profe",
            """
Cómo corregir 150 redacciones sin morir en el intento | 12.408
Otra vez 30 alumnos por aula | 3.771
Lecturas para 2º de ESO que sí funcionan | 2.950
""",
        )
        + cloud("es-profe", "ESO,Bachillerato,lecturas,recortes,huelga,ortografía,tutoría,oposiciones")
        + poll(
            "es-profe",
            "¿Cuántos alumnos tienes en tu grupo más numeroso?",
            "Menos de 25 | 18\n25-30 | 41\nMás de 30 | 41",
        )
        + '<div class="ap-w"><h3>Archivo del blog</h3><ul><li>▼ 2012 (38)<ul><li>▼ septiembre (4)</li><li>► junio (3)</li></ul></li>'
        "<li>► 2011 (52)</li></ul></div>"
    )
    style = (
        ".comment-thread ol{list-style:none;padding-left:0}.comment-replies{margin-left:36px}.comment-block{padding:6px 0;border-bottom:1px solid #eee}"
        ".avatar-image-container{float:left;margin-right:8px}.secondary-text{font-size:11px;color:#888;margin-left:6px}.blog-author{font-weight:bold}"
        ".comment-header .user{font-style:normal;font-weight:bold}.thread-count{display:none}"
    )
    piece = Piece(
        "Otra vez 30 alumnos por aula",
        "Publicado por Lola",
        "2012-09-11T21:05:00+02:00",
        "martes, 11 de septiembre de 2012",
        """
Hoy ha sido el primer claustro del curso y ya tenemos los grupos: 31 en 3º A, 32 en 3º B y 29 en el bachillerato nocturno, que el año pasado eran dos grupos y ahora es uno. Nos han quitado dos profesores y medio y el horario de desdobles de Inglés ha desaparecido.

No voy a repetir las cifras que salen en todos los periódicos. Solo diré que con treinta y dos adolescentes en un aula de cuarenta metros no se puede hacer un comentario de texto en voz alta ni atender a la chica que acaba de llegar de Rumanía sin saber una palabra de castellano.

El jueves hay concentración a las doce en la puerta del instituto y asamblea por la tarde. Yo llevaré mi pancarta de siempre: la tiza no se recorta.
""",
        tags=("recortes", "ESO", "huelga"),
    )
    return case(
        "cx-es-blogger",
        "discussion",
        "es-profe",
        piece,
        Bits(after=after, side=side, style=style, body_cls="item-view"),
        seeds,
        path="/2012/09/otra-vez-30-alumnos-por-aula.html",
        container="div#comments div.comments-content",
        heading="7 comentarios:",
        description="A Blogger-like threaded list: 7 comments, two 'Anónimo' readers, the blogger's two answers "
        "(cite.user.blog-author) in inline threads; '11 de septiembre de 2012, 22:14', 'Responder', 'Eliminar'; "
        "profile, followers, most read, tag cloud, poll, archive",
    )
