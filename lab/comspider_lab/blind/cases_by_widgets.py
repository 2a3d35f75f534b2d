"""Blind set BY: three discussions drawn into the page by third-party comment widgets of 2010-2013, saved after their
scripts ran: a French weekly's real-time widget with a featured comment, a moderator's answer and one thread whose
replies are folded (two shown, three present but hidden behind "Afficher 3 réponses de plus") (fr); a Brazilian
craft blog's widget with reputation points, +/- votes, nested threads and the blogger's badge (pt); a Spanish
regional paper's social stream widget with "hace 3 horas", "Me gusta" counts and nested children (es). Every class
name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_by_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    children,
    esc,
    links,
    num,
    paras,
    seeds,
    talk,
)


def fr_livefyre_folded() -> Case:
    ns = talk("""
Claudine Mercadier @ il y a 5 heures|2013-09-17T07:48:00+02:00 [likes=12,featured] :: Enfin une date ! Depuis deux ans on fait nos courses sous des barnums sur le parking, en plein vent. J'espère que les commerçants qui sont partis reviendront.
  Patrice_B @ il y a 5 heures|2013-09-17T08:02:00+02:00 [likes=3] :: Le fromager de la rue Pasteur a déjà dit qu'il ne reviendrait pas, le loyer de l'emplacement a doublé.
  Rive Gauche Hebdo @ il y a 4 heures|2013-09-17T08:40:00+02:00 [mod,likes=6] :: Précision : selon la mairie, le tarif des emplacements passera de 18 à 24 euros le mètre linéaire par mois, pas du double. Nous avons corrigé l'article.
  Odile @ il y a 4 heures|2013-09-17T09:05:00+02:00 [hidden] :: 24 euros c'est déjà beaucoup pour un petit maraîcher qui vient deux matins par semaine.
  Patrice_B @ il y a 4 heures|2013-09-17T09:11:00+02:00 [hidden] :: Merci pour la correction. Mais le fromager parlait bien du double, peut-être avec les charges.
  Jean-Marc Teyssier @ il y a 3 heures|2013-09-17T10:20:00+02:00 [hidden,likes=2] :: Les charges ne sont pas comprises dans le tarif, il faut ajouter l'électricité et l'eau. Je suis placier depuis 1996, je connais la grille.
Lucas91 @ il y a 5 heures|2013-09-17T08:15:00+02:00 [likes=1] :: 4,2 millions pour refaire un toit et mettre des néons... On aurait pu construire une école avec ça.
  Sandrine V. @ il y a 4 heures|2013-09-17T09:30:00+02:00 [likes=7] :: Il n'y a pas que le toit, toute la charpente métallique était rouillée. La halle a été fermée pour raisons de sécurité, on l'a oublié ?
    Lucas91 @ il y a 3 heures|2013-09-17T10:02:00+02:00 :: Je sais, mais c'est quand même cher pour une halle de marché.
Amandine Roux @ il y a 4 heures|2013-09-17T09:12:00+02:00 [likes=4] :: Est-ce que le marché du dimanche sera maintenu sur le parking pendant les fêtes ? Rien n'est dit là-dessus.
  Rive Gauche Hebdo @ il y a 3 heures|2013-09-17T10:45:00+02:00 [mod,likes=3] :: Bonjour Amandine, le service des marchés nous confirme que le marché restera sur le parking Gambetta jusqu'au 12 janvier inclus.
Henri Lafosse @ il y a 2 heures|2013-09-17T11:30:00+02:00 [likes=2] :: J'ai connu cette halle quand les bouchers y tuaient encore les volailles dans l'arrière-cour. On ne fera plus jamais un marché comme ça.
Nadia K. @ il y a 1 heure|2013-09-17T12:40:00+02:00 :: Pourvu qu'ils gardent la grande horloge au-dessus de l'entrée, c'est le symbole du quartier.
Mathieu Perrin @ il y a 32 minutes|2013-09-17T13:08:00+02:00 :: Le parking souterrain prévu au départ a disparu du projet ? C'était pourtant l'argument principal de la municipalité en 2011.
""")

    def item(i: int, n: Note, inner: str) -> str:
        rel, _, iso = n.at.partition("|")
        likes = n.tag("likes")
        mod = bool(n.tag("mod"))
        feat = bool(n.tag("featured"))
        mid = 41800231 + 97 * i
        return (
            f'<article class="fyre-comment-article fyre-comment-source-5{" fyre-featured" if feat else ""}" data-message-id="{mid}" id="fyre-message-{mid}">'
            f'<div class="fyre-comment-wrapper"><a class="fyre-avatar" href="#"><img src="/_avatar/fyre-{i}.svg" width="50" height="50" alt="" /></a>'
            f'<header class="fyre-comment-head"><span class="fyre-comment-username"><span>{esc(n.who)}</span></span>'
            + ('<span class="fyre-comment-user-badge fyre-mod">Modérateur</span>' if mod else "")
            + ('<span class="fyre-featured-label">★ À la une</span>' if feat else "")
            + f'<time class="fyre-comment-date" datetime="{iso}" title="{esc(iso[:16].replace("T", " "))}">{esc(rel)}</time></header>'
            f'<section class="fyre-comment"><div class="fyre-comment-body">{paras(n.body)}</div></section>'
            f'<footer class="fyre-comment-footer"><a class="fyre-comment-like-btn" href="#">J\'aime</a>'
            + (f'<span class="fyre-comment-like-count">{likes}</span>' if likes else "")
            + ' <a class="fyre-comment-reply" href="#">Répondre</a> <a class="fyre-comment-share" href="#">Partager</a>'
            ' <a class="fyre-comment-flag" href="#">Signaler</a></footer></div>' + inner + "</article>"
        )

    def replies(parent: int) -> str:
        kids = children(seeds(ns), parent)
        if not kids:
            return ""
        shown = [k for k in kids if not ns[k].tag("hidden")]
        folded = [k for k in kids if ns[k].tag("hidden")]
        html = '<div class="fyre-comment-replies">' + "".join(item(k, ns[k], replies(k)) for k in shown)
        if folded:
            html += (
                '<div class="fyre-collapsed-replies" style="display:none">'
                + "".join(item(k, ns[k], replies(k)) for k in folded)
                + f'</div><a class="fyre-view-more-replies" href="#">Afficher {len(folded)} réponses de plus</a>'
            )
        return html + "</div>"

    stream = "".join(item(i, ns[i], replies(i)) for i in children(seeds(ns), None))
    widget = (
        '<div id="livefyre_comments"><div class="fyre fyre-widget fyre-width-600">'
        f'<div class="fyre-stream-stats"><span class="fyre-comment-count">{len(ns)} commentaires</span>'
        '<span class="fyre-listener-count">· 31 personnes écoutent</span></div>'
        '<div class="fyre-auth"><a class="fyre-login-link" href="#">Connexion</a> · <a href="#">Facebook</a> · <a href="#">Twitter</a></div>'
        '<div class="fyre-editor"><div class="fyre-editor-field" contenteditable="true">Rejoindre la discussion…</div><a class="fyre-post-button" href="#">Publier</a></div>'
        '<div class="fyre-stream-sort"><span>Trier :</span> <a class="fyre-stream-sort-newest fyre-stream-sort-selected" href="#">Plus récents</a>'
        ' <a class="fyre-stream-sort-oldest" href="#">Plus anciens</a> <a class="fyre-stream-sort-top" href="#">Meilleurs</a></div>'
        f'<div class="fyre-comment-stream">{stream}</div>'
        '<div class="fyre-stream-footer"><span class="fyre-powered-by">Commentaires fournis par <b>Livefyre</b></span></div></div></div>'
    )
    after = (
        '<div class="nw-same"><h3>Sur le même sujet</h3><ul><li><a href="/actualite/halle-fermee-securite">La halle Saint-Aubin fermée par arrêté de péril</a> (11/10/2011)</li>'
        '<li><a href="/actualite/marche-parking-gambetta">Le marché s\'installe provisoirement parking Gambetta</a> (02/11/2011)</li></ul></div>'
        '<h2 class="rg-reactions">Réactions</h2>' + widget
    )
    side = (
        box(
            "fr-lumieres",
            "Les plus lus",
            links(
                (
                    "Saint-Aubin : la halle du marché rouvrira en mars 2014",
                    "Un sanglier dans les jardins familiaux",
                    "Collège Jules-Ferry : la rentrée sans cantine",
                    "Le club de rugby change d'entraîneur",
                ),
                "/actualite/",
                "ol",
            ),
        )
        + box(
            "fr-lumieres",
            "Les plus commentés",
            links(
                (
                    "Stationnement payant : la liste des rues",
                    "Saint-Aubin : la halle du marché rouvrira en mars 2014",
                    "Fusion des communes : le référendum aura lieu",
                ),
                "/actualite/",
                "ol",
                ("(87 réactions)", "(14 réactions)", "(52 réactions)"),
            ),
        )
        + box(
            "fr-lumieres",
            "Agenda",
            "<ul><li><b>Sam. 21/09</b> Journées du patrimoine</li><li><b>Dim. 22/09</b> Vide-greniers place Carnot</li><li><b>Mer. 25/09</b> Conseil municipal</li></ul>",
        )
    )
    style = (
        ".fyre{font:12px Arial;margin-top:8px}.fyre-stream-stats{font-weight:bold;border-bottom:1px solid #ddd;padding:4px 0}.fyre-editor-field{border:1px solid #ccc;min-height:40px;padding:6px;color:#999}"
        ".fyre-stream-sort a{margin-right:8px}.fyre-stream-sort-selected{font-weight:bold}.fyre-comment-article{margin:10px 0;border-top:1px solid #eee;padding-top:8px}.fyre-avatar{float:left;margin-right:10px}"
        ".fyre-comment-username{font-weight:bold;margin-right:6px}.fyre-comment-date{color:#999;margin-left:6px}.fyre-comment-wrapper{overflow:hidden}.fyre-comment-footer a{color:#888;margin-right:6px;font-size:11px}"
        ".fyre-comment-replies{margin-left:60px}.fyre-mod{background:#b0003a;color:#fff;padding:0 4px;font-size:10px}.fyre-featured-label{color:#d4a017;margin-left:6px}.fyre-featured{background:#fffbe8}"
        ".fyre-view-more-replies{display:block;font-size:11px;margin:4px 0 8px}.fyre-comment-like-count{margin:0 6px 0 2px;color:#b0003a}"
    )
    piece = Piece(
        "Saint-Aubin : la halle du marché rouvrira en mars 2014",
        "Par Élodie Garnier",
        "2013-09-17T06:30:00+02:00",
        "Publié le 17/09/2013 à 06h30",
        """
Fermée depuis octobre 2011 pour cause de charpente dangereuse, la halle du marché Saint-Aubin rouvrira ses portes le samedi 15 mars 2014. Le chantier, d'un montant de 4,2 millions d'euros, entre dans sa dernière phase avec la pose de la nouvelle couverture.

La charpente métallique de 1904 a été entièrement démontée, traitée puis remontée. Les verrières ont été refaites à l'identique et la grande horloge, restaurée par un artisan de Besançon, reprendra sa place au-dessus de l'entrée principale.

Les commerçants installés provisoirement sur le parking Gambetta devront choisir d'ici la fin de l'année s'ils réintègrent la halle. Le tarif des emplacements sera revu à la hausse, a confirmé l'adjoint au commerce, Bernard Vallat.
""",
        dek="Après deux ans et demi de travaux, les commerçants retrouveront leurs étals au printemps.",
        section="Actualité",
        tags=("Saint-Aubin", "marché", "travaux"),
        caption="La nouvelle couverture de la halle est posée depuis la fin août. Photo Rive Gauche Hebdo",
    )
    return case(
        "by-fr-widget-replis",
        "discussion",
        "fr-lumieres",
        piece,
        Bits(
            head='<script type="text/javascript" src="http://zor.livefyre.invalid/wjs/v3.0/javascripts/livefyre.js"></script>\n',
            after=after,
            side=side,
            style=style,
        ),
        seeds(ns, keep_when=False),
        path="/actualite/saint-aubin-la-halle-du-marche-rouvrira-en-mars-2014",
        reveal="on_load (the widget's rendered DOM saved in the page); three replies present but hidden (display:none) behind 'Afficher 3 réponses de plus'",
        container="div#livefyre_comments > div.fyre > div.fyre-comment-stream: article.fyre-comment-article, replies in div.fyre-comment-replies inside their parent's article",
        heading="Réactions",
        description="A French weekly's story of September 2013 on a covered market's reopening with a real-time comment widget of that time saved into the page: a count and listeners line, login links, an empty editor, a sort line, 14 comments (a featured one with a star, the newsroom's two answers with a moderator's badge, replies two levels deep inside their parent's article), the first thread's replies folded: two shown, three in a hidden div behind 'Afficher 3 réponses de plus'; relative times ('il y a 5 heures') with ISO datetimes; like counts. Right column: most read, most commented with counts, a diary. Most awkward: three replies are hidden in the saved DOM.",
        static=True,
        lookalikes=("most commented with counts",),
    )


def pt_intensedebate() -> Case:
    ns = talk("""
Rosana Bordados @ 3 dias atrás|quinta-feira, 10 de março de 2011 21:14 [rep=412,up=5] :: Lúcia, que capricho! Eu nunca acertei o ponto pipoca, sempre fica murcho. Você usa agulha 3 ou 3,5?
  Lúcia @ 3 dias atrás|quinta-feira, 10 de março de 2011 22:02 [owner,rep=1208,up=3] :: Rosana, usei a 3,5 com o barbante nº 6. O segredo é puxar bem a última laçada antes de fechar, senão fica murcho mesmo.
    Rosana Bordados @ 2 dias atrás|sexta-feira, 11 de março de 2011 08:40 [rep=412] :: Vou tentar hoje à noite! Obrigada, querida.
Dona Cida @ 3 dias atrás|quinta-feira, 10 de março de 2011 23:30 [rep=37,up=2] :: Minha mãe fazia tapetes assim com sobra de malha. Que saudade me deu. Parabéns pelo blog, leio todo dia.
Mari Artesã @ 2 dias atrás|sexta-feira, 11 de março de 2011 10:15 [rep=96,up=1] :: Posso usar o gráfico para vender na feirinha do bairro? Dou os créditos, claro.
  Lúcia @ 2 dias atrás|sexta-feira, 11 de março de 2011 12:48 [owner,rep=1208,up=4] :: Pode sim, Mari! Só peço que não venda o gráfico em si. As peças são suas. Boa feirinha!
  Tati @ 2 dias atrás|sexta-feira, 11 de março de 2011 14:05 [rep=12] :: Também queria saber isso, obrigada pela resposta, Lúcia.
Fernanda (Curitiba) @ 1 dia atrás|sábado, 12 de março de 2011 09:20 [rep=58,up=1,down=1] :: Achei que ficou grande demais para banheiro, eu faria só a flor do meio.
  Lúcia @ 1 dia atrás|sábado, 12 de março de 2011 11:02 [owner,rep=1208,up=2] :: Boa ideia, Fernanda. Com uma flor só sai um tapetinho de pia bem fofo, uns 30 cm.
Joana D. @ 5 horas atrás|domingo, 13 de março de 2011 16:41 [rep=3] :: Onde você compra o barbante colorido? Aqui em Campinas só acho o cru.
""")

    def item(i: int, n: Note) -> str:
        rel, _, full = n.at.partition("|")
        cid = 118800000 + 313 * i
        up, down = int(n.tag("up", "0")), int(n.tag("down", "0"))
        total = up - down
        owner = bool(n.tag("owner"))
        kids = children(seeds(ns), i)
        sub = (
            f'<div class="idc-thread idc-c-thread-{cid}">' + "".join(item(k, ns[k]) for k in kids) + "</div>"
            if kids
            else ""
        )
        return (
            f'<div class="idc-c{" idc-c-author" if owner else ""}" id="IDComment{cid}"><a name="IDComment{cid}"></a>'
            f'<div class="idc-c-h"><span class="idc-a"><img src="/_avatar/idc-{i}.svg" width="40" height="40" alt="" /></span>'
            f'<span class="idc-i"><a class="idc-u" href="/_people/{num(n.who, 10000, 99999)}">{esc(n.who)}</a>'
            + ('<span class="idc-badge">autora</span>' if owner else "")
            + f' <span class="idc-rep" title="Reputação">{n.tag("rep", "0")}p</span>'
            f'<span class="idc-t" title="{esc(full)}"> · {esc(rel)}</span></span>'
            f'<span class="idc-v"><a class="idc-v-up" href="#" title="Votar a favor">▲</a>'
            f'<span class="idc-v-total">{"+" if total > 0 else ""}{total}</span>'
            f'<a class="idc-v-down" href="#" title="Votar contra">▼</a></span></div>'
            f'<div class="idc-c-t"><div class="idc-c-t-inner">{paras(n.body)}</div></div>'
            '<div class="idc-c-b"><a class="idc-btn_s" href="#"><span>Responder</span></a></div>'
            f"</div>{sub}"
        )

    thread = "".join(item(i, ns[i]) for i in children(seeds(ns), None))
    widget = (
        '<div id="idc-container-parent"><div id="idc-container">'
        '<div id="idc-cover"><h3 class="idc-head">10 comentários</h3>'
        '<div class="idc-sort">Ordenar por <select><option>Mais antigos primeiro</option><option>Mais recentes primeiro</option><option>Classificação</option></select></div>'
        '<div class="idc-subscribe">Assinar: <a href="#">e-mail</a> | <a href="/feeds/comments">RSS</a></div></div>'
        f'<div id="idc-commentsContainer"><div class="idc-thread">{thread}</div></div>'
        '<div class="idc-pending">1 comentário aguardando moderação</div>'
        '<div id="idc-form"><h3>Postar um novo comentário</h3><p>Entrar com <a href="#">IntenseDebate</a> · <a href="#">Twitter</a> · <a href="#">Facebook</a> · <a href="#">OpenID</a></p>'
        '<textarea rows="5" cols="60"></textarea><p><input type="button" value="Enviar comentário" /></p>'
        '<p class="idc-foot">Comentários por <b>IntenseDebate</b></p></div></div></div>'
        '<script type="text/javascript">var idcomments_acct = "b6f2d0a8c71e"; var idcomments_post_id = "post-2287"; var idcomments_post_url;</script>'
        '<script type="text/javascript" src="http://www.intensedebate.invalid/js/genericLinkWrapperV2.js"></script>'
    )
    side = (
        box(
            "pt-cantinho",
            "Quem sou eu",
            "<p><b>Lúcia</b><br />Costureira aposentada, mãe de três e avó de cinco. Escrevo de Santo Amaro da Serra.</p>",
        )
        + box(
            "pt-cantinho",
            "Seguidores (214)",
            "".join(f'<img src="/_avatar/seg-{k}.svg" width="24" height="24" alt="" /> ' for k in range(10)),
        )
        + box(
            "pt-cantinho",
            "Postagens populares",
            links(
                (
                    "Tapete de barbante com flor central (gráfico)",
                    "Capa de liquidificador de retalhos",
                    "Bolo de fubá da minha mãe",
                    "Porta-panos de prato em crochê",
                ),
                "/2011/",
            ),
        )
        + box(
            "pt-cantinho",
            "Marcadores",
            links(
                ("Crochê", "Costura", "Receitas", "Gráficos", "Netos"),
                "/search/label/",
                counts=("(58)", "(41)", "(23)", "(19)", "(7)"),
            ),
        )
    )
    style = (
        "#idc-container{font:12px Arial;margin-top:16px}.idc-head{font-size:16px;border-bottom:2px solid #c0577a}.idc-c{overflow:hidden;border-bottom:1px solid #eee;padding:6px 0}"
        ".idc-a{float:left;margin-right:8px}.idc-u{font-weight:bold}.idc-rep{color:#999;font-size:10px;margin-left:4px}.idc-t{color:#999}.idc-v{float:right}.idc-v a{text-decoration:none;color:#aaa}"
        ".idc-v-total{margin:0 3px;font-weight:bold}.idc-c-t{margin-left:48px}.idc-c-b{margin-left:48px;font-size:11px}.idc-thread .idc-thread{margin-left:40px}.idc-badge{background:#c0577a;color:#fff;font-size:9px;padding:0 3px;margin-left:4px}"
        ".idc-pending{color:#999;font-style:italic;margin:6px 0}"
    )
    piece = Piece(
        "Tapete de barbante com flor central (gráfico)",
        "Postado por Lúcia às 20:37",
        "2011-03-10T20:37:00-03:00",
        "quinta-feira, 10 de março de 2011",
        """
Gente, finalmente terminei o tapete que prometi para a minha nora! Levou três semanas, mas ficou do jeitinho que eu queria: redondo, com uma flor de pontos pipoca no meio e três carreiras de leque em volta.

Usei dois novelos de barbante cru nº 6 e um novelo de cada cor (rosa, verde-musgo e amarelo-ouro). Agulha 3,5. Ele ficou com 78 cm de diâmetro, dá para sala pequena ou para o pé da cama.

O gráfico está logo abaixo, é só clicar para ampliar. Quem fizer, me manda foto que eu publico aqui no blog!
""",
        tags=("Crochê", "Gráficos"),
    )
    return case(
        "by-pt-widget-reputacao",
        "discussion",
        "pt-cantinho",
        piece,
        Bits(after=widget, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/2011/03/tapete-de-barbante-com-flor-central.html",
        reveal="on_load (the widget's rendered DOM saved in the page)",
        container="div#idc-container-parent > div#idc-container > div#idc-commentsContainer > div.idc-thread: div.idc-c, each answer in a div.idc-thread after its parent (a sibling, not inside it)",
        heading="10 comentários",
        description="A Brazilian craft blog's post of March 2011 with a third-party comment widget's rendering saved into the page: '10 comentários', a sort menu, subscribe links, 10 comments (the blogger answering four times with an 'autora' badge; answers three levels deep, each answer group a div after its parent), each with a reputation in points after the name ('1208p'), ▲ +n ▼ votes, a relative time ('3 dias atrás') with the full date in a title; '1 comentário aguardando moderação'; a login and comment form. Sidebar: about me, followers, popular posts, labels with counts. Most awkward: the reputation points and the vote totals stand beside every name.",
        static=True,
        lookalikes=("labels with counts",),
    )


def es_echo_stream() -> Case:
    ns = talk("""
Paco Gil @ hace 6 horas|14/04/2010 09:12 [likes=8] :: Llevamos tres veranos con cortes de agua en las pedanías y ahora nos dicen que el embalse está al 41 %. Alguien tendría que dar explicaciones.
  Mercedes Ortín @ hace 5 horas|14/04/2010 10:03 [likes=5] :: En La Hoya los cortes son de noche, de doce a seis. Con niños pequeños no es fácil, pero peor es el campo.
  juanma_agricultor @ hace 5 horas|14/04/2010 10:27 [likes=11] :: El embalse está así porque no ha llovido en dos inviernos, no por culpa del ayuntamiento. Otra cosa es que las tuberías de las pedanías pierden la mitad del agua.
    Paco Gil @ hace 4 horas|14/04/2010 11:15 [likes=2] :: Por eso mismo, Juanma. Las tuberías sí son cosa del ayuntamiento.
Lola Sánchez Ferri @ hace 5 horas|14/04/2010 10:40 [likes=3] :: ¿Se sabe ya qué días van a regar los de la comunidad de regantes? En la noticia no viene.
  El Correo del Alto Llano @ hace 3 horas|14/04/2010 12:30 [staff,likes=6] :: Hola Lola. La comunidad de regantes publicará el calendario el lunes 19. En cuanto lo tengamos lo añadimos a la noticia.
Antonio @ hace 4 horas|14/04/2010 11:48 [likes=1] :: Lo de las piscinas privadas habría que prohibirlo ya. Que se llenen con camión cisterna y paguen el agua a precio real.
  Rafa M. @ hace 3 horas|14/04/2010 12:05 [likes=4] :: Antonio, la piscina de mi casa se llena una vez cada tres años. El problema son los campos de golf de la urbanización.
    Antonio @ hace 2 horas|14/04/2010 13:22 :: Eso también, no te digo que no.
Inés Valcárcel @ hace 1 hora|14/04/2010 14:10 [likes=2] :: Mi abuelo decía que en el 95 fue peor y salimos adelante. Lo importante es no malgastar.
Vecino de Almedina @ hace 25 minutos|14/04/2010 14:51 :: En Almedina seguimos sin saber si nos toca corte o no. El bando del alcalde solo habla del casco urbano.
""")

    def item(i: int, n: Note) -> str:
        rel, _, full = n.at.partition("|")
        likes = int(n.tag("likes", "0") or 0)
        staff = bool(n.tag("staff"))
        kids = children(seeds(ns), i)
        sub = (
            '<div class="echo-item-children">' + "".join(item(k, ns[k]) for k in kids) + "</div>"
            if kids
            else ""
        )
        who_likes = (
            f'<div class="echo-item-likes"><span class="echo-like-icon">👍</span> A {likes} personas les gusta esto</div>'
            if likes > 1
            else (
                '<div class="echo-item-likes"><span class="echo-like-icon">👍</span> A 1 persona le gusta esto</div>'
                if likes == 1
                else ""
            )
        )
        return (
            f'<div class="echo-item-content echo-item-container-root" id="echo-item-{num(n.who + str(i), 100000, 999999)}">'
            f'<div class="echo-item-avatar"><img src="/_avatar/echo-{i}.svg" width="48" height="48" alt="" /></div>'
            f'<div class="echo-item-wrapper"><div class="echo-item-subwrapper"><div class="echo-item-authorName">{esc(n.who)}</div>'
            + ('<div class="echo-item-marker echo-item-marker-staff">Redacción</div>' if staff else "")
            + f'<div class="echo-item-body"><span class="echo-item-text">{paras(n.body, "div", "echo-item-para")}</span></div>'
            f'<div class="echo-item-footer"><span class="echo-item-date" title="{esc(full)}">{esc(rel)}</span> · '
            '<a class="echo-item-control echo-item-control-like" href="#">Me gusta</a> · '
            '<a class="echo-item-control echo-item-control-reply" href="#">Responder</a> · '
            '<a class="echo-item-control echo-item-control-flag" href="#">Denunciar</a></div>'
            f"{who_likes}</div></div>{sub}</div>"
        )

    stream = "".join(item(i, ns[i]) for i in children(seeds(ns), None))
    widget = (
        '<div class="echo-stream"><div id="echo-comments" class="echo-ui">'
        '<div class="echo-stream-header"><span class="echo-stream-title">Comentarios (11)</span>'
        '<span class="echo-stream-state">En directo · <a href="#">Pausar</a></span></div>'
        '<div class="echo-auth">Identifícate con: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Yahoo!</a> <a href="#">OpenID</a> o comenta como invitado</div>'
        '<div class="echo-submit"><textarea rows="3" cols="60">¿Qué opinas?</textarea><br /><input type="button" value="Publicar" /></div>'
        '<div class="echo-stream-sort">Ordenar: <b>Más recientes</b> | <a href="#">Más antiguos</a> | <a href="#">Más valorados</a></div>'
        f'<div class="echo-stream-body">{stream}</div>'
        '<div class="echo-stream-more"><a href="#">Ver más</a></div><div class="echo-powered">Powered by Echo</div></div></div>'
        '<script type="text/javascript" src="http://cdn.js-kit.invalid/for/altollano.es/apps.js"></script>'
    )
    side = (
        box(
            "es-altollano",
            "Lo más leído",
            links(
                (
                    "Cortes de agua nocturnos en cinco pedanías",
                    "Detenido tras robar 300 kilos de almendra",
                    "El CD Alto Llano asciende a Tercera",
                    "La feria de mayo tendrá dos días más",
                ),
                "/comarca/",
                "ol",
                ("(4.812 lecturas)", "(3.077)", "(2.960)", "(1.441)"),
            ),
        )
        + box(
            "es-altollano",
            "Últimos comentarios",
            "<ul>"
            + "".join(
                f'<li><b>{esc(w)}</b> en <a href="/comarca/{k}">{esc(t)}</a>: «{esc(x)}»</li>'
                for k, (w, t, x) in enumerate(
                    (
                        (
                            "Pilar R.",
                            "La feria de mayo tendrá dos días más",
                            "Ya era hora, siempre se queda corta",
                        ),
                        ("Quique", "El CD Alto Llano asciende a Tercera", "¡Aúpa Alto Llano! Qué temporada"),
                        (
                            "Marisa",
                            "Detenido tras robar 300 kilos de almendra",
                            "A mi tío le robaron la cosecha el año pasado",
                        ),
                    )
                )
            )
            + "</ul>",
        )
        + box("es-altollano", "El tiempo", "<p>Hoy: 24° / 9°, soleado. Mañana: 26° / 11°.</p>")
    )
    style = (
        ".echo-ui{font:12px Arial;margin-top:16px;border-top:3px solid #0a5c36}.echo-stream-header{font-weight:bold;font-size:15px;padding:6px 0}.echo-stream-state{float:right;font-size:11px;color:#c00}"
        ".echo-item-content{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}.echo-item-avatar{float:left;margin-right:8px}.echo-item-wrapper{margin-left:56px}.echo-item-authorName{font-weight:bold;color:#0a5c36}"
        ".echo-item-marker-staff{display:inline-block;background:#0a5c36;color:#fff;font-size:10px;padding:0 4px}.echo-item-footer{color:#999;font-size:11px}.echo-item-footer a{color:#999}"
        ".echo-item-likes{font-size:11px;color:#666;background:#f3f6f4;padding:2px 6px;margin-top:3px}.echo-item-children{margin-left:56px;border-left:2px solid #e2ebe5;padding-left:8px}"
        ".echo-stream-more{text-align:center;background:#eee;padding:6px}"
    )
    piece = Piece(
        "Cortes de agua nocturnos en cinco pedanías por la sequía",
        "J. L. Navarro | Alto Llano",
        "2010-04-14T08:00:00+02:00",
        "14/04/2010 - 08:00",
        """
El Ayuntamiento del Alto Llano cortará el suministro de agua potable entre las doce de la noche y las seis de la mañana en cinco pedanías a partir del lunes. La medida se mantendrá al menos hasta junio, según el bando publicado ayer.

El embalse de Peñarrubia está al 41 % de su capacidad, el nivel más bajo en una primavera desde 1995. La concejala de Servicios, Reme Llopis, pidió a los vecinos que no llenen piscinas ni rieguen jardines durante el día.

Las pedanías afectadas son La Hoya, Los Cerricos, El Collado, Casas de Tejada y Almedina. El casco urbano no tendrá cortes por ahora.
""",
        dek="El embalse de Peñarrubia está al 41 %, el nivel más bajo en una primavera desde 1995",
        section="Comarca",
        tags=("sequía", "agua", "pedanías"),
        caption="El embalse de Peñarrubia, la semana pasada. / EL CORREO",
    )
    return case(
        "by-es-widget-corriente",
        "discussion",
        "es-altollano",
        piece,
        Bits(after=widget, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/comarca/2010/04/14/cortes-de-agua-nocturnos-en-cinco-pedanias",
        reveal="on_load (the widget's rendered DOM saved in the page)",
        container="div.echo-stream > div#echo-comments > div.echo-stream-body: div.echo-item-content, answers in div.echo-item-children inside their parent",
        heading="Comentarios (11)",
        description="A Spanish regional paper's story of April 2010 on night-time water cuts with a social-stream comment widget of that time saved into the page: 'Comentarios (11)', a live/pause switch, guest and social login, an empty box, a sort line, 11 comments (the newsroom answering once with a 'Redacción' marker; answers two levels deep inside their parent), each with a footer line 'hace 6 horas · Me gusta · Responder · Denunciar' (the full time in a title) and a 'A 8 personas les gusta esto' line; 'Ver más' at the end. Right column: most read with read counts, latest comments of other stories with names and quoted words, the weather. Most awkward: the like lines under each text, and a latest-comments widget of other stories in the right column.",
        static=True,
        lookalikes=("latest comments of other stories (name, story, quoted words)", "most read with counts"),
    )


def widgets_by() -> list[Case]:
    return [fr_livefyre_folded(), pt_intensedebate(), es_echo_stream()]
