"""Blind set CA: two blog pages of 2010 whose real discussion sits beside a list of a kind no earlier set listed:
an animal shelter's WordPress blog with six readers' comments in an old theme's flat "NAME dice:" list beside the
adopters' latest news of the animals they took home (es); a motorhome travel blog on Serendipity with four readers'
comments in its linear view, the name and time after the text, beside the member list of a motorhome bloggers' webring,
each member's blog, owner, date joined and one-line description (pt). Every name, place and text invented here."""

from __future__ import annotations

from comspider_lab.blind.cases_ca_common import (
    Bits,
    Case,
    Note,
    Piece,
    Seed,
    archive,
    case,
    cloud,
    counter,
    esc,
    flat,
    links,
    recent_comments,
    rows,
    seeds,
    talk,
    webring,
    widget,
)


def es_refugio() -> Case:
    ns = talk("""
Marisa @ 14 abril, 2010 a las 10:22 :: Qué alegría ver a Bruno tan feliz en el sofá. Cuando llegó al refugio no se dejaba ni tocar.
Alberto G. @ 14 abril, 2010 a las 13:05 :: Tenemos sitio para una acogida temporal en mayo, ¿a quién hay que escribir?
Refugio Patas Felices @ 14 abril, 2010 a las 16:40 [owner] :: Alberto, escríbenos a través del formulario de Colabora y te llamamos. ¡Muchas gracias!
Lola @ 15 abril, 2010 a las 09:12 :: ¿Sigue Canela en adopción? La vi en la feria del domingo y no me la quito de la cabeza.
Refugio Patas Felices @ 15 abril, 2010 a las 11:30 [owner] :: Lola, Canela sigue esperando familia. Puedes venir a conocerla cualquier sábado de 11 a 14.
Ana y Pepe @ 16 abril, 2010 a las 20:47 :: Mandamos un abrazo a todos los voluntarios. Sin vosotros Luna no estaría hoy con nosotros.
""")
    parents = {2: 1, 4: 3}
    ns = [Note(Seed(n.who, n.body, parents.get(i), n.at), n.tags) for i, n in enumerate(ns)]

    def item(i: int, n: Note) -> str:
        cid = 412 + i
        cls = "alt" if i % 2 == 0 else ""
        if n.tag("owner"):
            cls += " authorcomment"
        return (
            f'<li class="{cls.strip()}" id="comment-{cid}"><img alt="" src="/_avatar/wpk-{i}.svg" class="avatar avatar-32 photo" height="32" width="32" />'
            f"<cite>{esc(n.who)}</cite> dice:<br />"
            f'<small class="commentmetadata"><a href="#comment-{cid}" title="">{esc(n.at)}</a></small>'
            f"<p>{esc(n.body)}</p></li>"
        )

    news = rows("""
Familia Ortega (Bruno) | 12 abril, 2010 | Bruno ya duerme en el sofá y ha aprendido a dar la pata. Los niños dicen que es el mejor regalo de su vida.
Carmen R. (Misi) | 8 abril, 2010 | Misi se ha hecho dueña del balcón. Ya ha engordado un kilo y no hay quien la baje de la mesa.
Javier y Rocío (Tobi) | 2 abril, 2010 | Tobi viene con nosotros a la montaña todos los fines de semana. Gracias por confiar en nosotros.
Ana y Pepe (Luna) | 27 marzo, 2010 | Luna ha superado el miedo a los coches. Seguimos yendo al veterinario que nos recomendasteis.
""")
    box = (
        '<div class="finales"><h3>Finales felices: noticias de nuestros adoptados</h3>'
        + "".join(
            f'<div class="fin"><img src="/_avatar/adop-{k}.svg" width="60" height="60" alt="" /><p class="fam"><b>{esc(w)}</b> · <span>{esc(d)}</span></p><p>{esc(x)}</p></div>'
            for k, (w, d, x) in enumerate(news)
        )
        + '<p><a href="/finales-felices/">Ver todos los finales felices</a></p></div>'
    )
    after = (
        box
        + '<h3 id="comments">6 respuestas a &#8220;Abril: cuatro finales felices y Canela sigue esperando&#8221;</h3>'
        '<ol class="commentlist">'
        + flat(ns, item)
        + '</ol><div id="respond"><h3>Deja un comentario</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><input type="text" name="author" size="22" /> <small>Nombre (obligatorio)</small></p><p><input type="text" name="email" size="22" /> <small>Email (no será publicado) (obligatorio)</small></p>'
        '<p><textarea name="comment" cols="58" rows="8"></textarea></p><p><input type="submit" value="Enviar comentario" /></p></form></div>'
    )
    side = (
        widget(
            "es-refugio",
            "Buscan familia",
            links(
                ("Canela, 3 años", "Rufo, 8 años", "Nieve y Sombra, gatitas de 4 meses", "Chispa, 1 año"),
                "/adopta/",
            ),
            "text",
        )
        + widget(
            "es-refugio",
            "Últimos comentarios",
            recent_comments(
                """
Elena | Feria de adopción del domingo | ¡Qué bien salió todo!
Voluntario Luis | Necesitamos mantas para el invierno | Mañana llevo dos bolsas.
""",
                "en",
            ),
            "recent-comments",
        )
        + widget(
            "es-refugio",
            "Archivo",
            archive("abril 2010 | 3\nmarzo 2010 | 5\nfebrero 2010 | 4", "/"),
            "archives",
        )
        + widget(
            "es-refugio",
            "Etiquetas",
            cloud("adopción:5, acogida:3, gatos:3, perros:4, feria:2, voluntariado:2"),
            "tag_cloud",
        )
        + widget("es-refugio", "Visitas", counter("Visitas", 9133), "text")
    )
    piece = Piece(
        "Abril: cuatro finales felices y Canela sigue esperando",
        "Publicado por Refugio Patas Felices",
        "2010-04-13T21:00:00+02:00",
        "13 abril, 2010",
        "",
        """
Este mes cuatro de nuestros peludos han encontrado hogar: Bruno, Misi, Tobi y Luna. Sus nuevas familias nos han mandado fotos y noticias, y no podemos estar más contentos.

Canela, en cambio, sigue con nosotros. Es una perra mestiza de tres años, tranquila y cariñosa, que se lleva bien con otros perros y con niños. Solo le falta alguien que le dé una oportunidad.

Recordad que también necesitamos casas de acogida temporal para la primavera, cuando llegan más camadas.
""",
        category="Finales felices",
        tags=("adopción", "acogida"),
    )
    style = (
        ".finales{background:#f4f7ef;border:1px solid #cfdcbc;padding:8px;margin:14px 0}.fin{overflow:hidden;border-top:1px dotted #ccc;padding:4px 0}.fin img{float:left;margin-right:8px}.fam span{color:#888;font-size:11px}"
        ".commentlist{list-style:none;padding:0}.commentlist li{padding:8px;border-bottom:1px solid #e5e5e5}.commentlist li.alt{background:#f7f7f7}.commentlist li.authorcomment{background:#eef5e4}"
        ".commentlist .avatar{float:right}.commentmetadata{font-size:10px}"
    )
    return case(
        "ca-es-refugio-finales",
        "mixed",
        "es-refugio",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2010/04/abril-cuatro-finales-felices/",
        reveal="on_load",
        container="h3#comments '6 respuestas a …' and ol.commentlist > li (cite, 'dice:', small.commentmetadata, p), flat; div.finales before it",
        heading="6 respuestas a “Abril: cuatro finales felices y Canela sigue esperando”",
        description="A Spanish animal shelter's WordPress blog with an old theme, 2010: a post on the month's adoptions with 6 readers' comments in a flat 'NAME dice:' list (the shelter answering two readers by name, which gives the parent), and just before it a box of 4 adopting families' latest news of their animals (family and animal, date, a short text; one family also comments); animals looking for a home, latest comments of other posts, archive, tags and a counter. Most awkward: the adopters' news have a comment's shape, one of its names is a commenter's too.",
        static=True,
        lookalikes=("adopters' news of the animals they took home",),
    )


def pt_webring() -> Case:
    ns = talk("""
Rui Almeida @ 2010-07-19 09:14 :: Estivemos nesse parque em Maio e concordo: a água quente no duche é luxo. Só faltava sombra nos lugares de baixo.
Zé @ 2010-07-19 12:40 [owner] :: Olá Rui, este ano já plantaram umas árvores ao fundo, mas vão levar uns anos a dar sombra!
Família Caravaneira @ 2010-07-20 22:05 :: Obrigado pela dica da estação de serviço. Vamos para lá em Agosto com os miúdos e o cão.
Marta de Viseu @ 2010-07-22 08:50 :: Sabem se aceitam reservas por telefone? Da última vez chegámos às seis da tarde e já estava cheio.
""")
    parents = {1: 0}
    ns = [Note(Seed(n.who, n.body, parents.get(i), n.at), n.tags) for i, n in enumerate(ns)]

    def item(i: int, n: Note) -> str:
        cid = 512 + i
        box = "comment_evenbox" if i % 2 else "comment_oddbox"
        owner = " serendipity_comment_author_self" if n.tag("owner") else ""
        return (
            f'<a id="c{cid}"></a><div id="serendipity_comment_{cid}" class="serendipity_comment{owner} {box}">'
            f'<div class="serendipity_commentBody">{esc(n.body)}</div>'
            f'<div class="serendipity_comment_source"><a class="comment_source_trace" href="#c{cid}">#{i + 1}</a> '
            f'<span class="comment_source_author">{esc(n.who)}</span> em <span class="comment_source_date">{esc(n.at)}</span> '
            '(<a class="comment_reply" href="#serendipity_CommentForm">Responder</a>)</div></div>'
        )

    members = rows("""
Estrada Fora | Carlos e Inês | 03.07.2010 | Dois reformados e uma autocaravana de 1994 à descoberta do Alentejo.
Rodas e Mapas | Filipe N. | 21.06.2010 | Roteiros detalhados com coordenadas GPS de cada parque.
Casa com Rodas | Sónia Lopes | 09.06.2010 | Viajar com três filhos e um gato: dicas práticas e muita paciência.
O Motorhome do Tó | Tó Simões | 28.05.2010 | Oficina, reparações e truques para quem faz tudo sozinho.
""")
    ring = (
        '<div class="anel"><h3>Anel «Autocaravanistas Lusos»: os membros mais recentes</h3><table class="anel-lista" cellpadding="3">'
        + "".join(
            f'<tr><td><a href="/out/anel/{k}"><b>{esc(b)}</b></a><br /><small>por {esc(o)} · entrou em {esc(d)}</small></td><td>{esc(x)}</td></tr>'
            for k, (b, o, d, x) in enumerate(members)
        )
        + "</table>"
        + webring("Autocaravanistas Lusos", "Anterior", "Seguinte")
        + "</div>"
    )
    after = (
        '<div class="serendipity_comments serendipity_section_trackbacks"><br /><a id="trackbacks"></a><div class="serendipity_commentsTitle">Trackbacks</div>'
        '<div class="serendipity_center">Trackback específico para esta entrada: <a href="/comment.php?type=trackback&amp;entry_id=88">/comment.php?type=trackback&amp;entry_id=88</a></div>'
        '<div class="serendipity_center">Não há trackbacks</div></div>'
        '<div class="serendipity_comments serendipity_section_comments"><br /><a id="comments"></a><div class="serendipity_commentsTitle">Comentários</div>'
        '<div class="serendipity_center">Mostrar comentários como (<a href="?serendipity[cview]=linear">Linear</a> | <a href="?serendipity[cview]=threaded">Discussão</a>)</div><br />'
        + flat(ns, item)
        + '</div><div class="serendipity_commentForm"><a id="serendipity_CommentForm"></a><div class="serendipity_commentsTitle">Adicionar comentário</div>'
        '<form action="/comment.php" method="post"><table><tr><td>Nome</td><td><input type="text" name="serendipity[name]" /></td></tr><tr><td>Email</td><td><input type="text" name="serendipity[email]" /></td></tr>'
        '<tr><td>Comentário</td><td><textarea rows="8" cols="40" name="serendipity[comment]"></textarea></td></tr></table>'
        '<p>Texto entre os sinais [[ ]] é sublinhado.<br />Digite a sequência de caracteres da imagem: <img src="/_avatar/captcha-s9y.svg" width="100" height="30" alt="CAPTCHA" /> <input type="text" name="serendipity[captcha]" size="6" /></p>'
        '<input type="submit" value="Enviar comentário" /></form></div>'
    )
    side = (
        s9y_ring_side(ring)
        + widget(
            "pt-viagens",
            "Comentários recentes",
            recent_comments(
                """
Joaquim | Parque de Vila Nova de Milfontes | Excelente relato!
Paula R. | Como esvaziar as águas cinzentas | Finalmente percebi.
""",
                "sobre",
            ),
            "comments",
        )
        + widget(
            "pt-viagens",
            "Arquivos",
            archive("Julho 2010 | 3\nJunho 2010 | 5\nMaio 2010 | 4", "/archives/"),
            "archives",
        )
        + widget(
            "pt-viagens",
            "Categorias",
            links(
                ("Viagens", "Parques", "Dicas", "Oficina"),
                "/categories/",
                counts=("(34)", "(18)", "(12)", "(7)"),
            ),
            "categories",
        )
    )
    piece = Piece(
        "Parque de autocaravanas da Barragem do Alqueva",
        "Publicado por Zé",
        "2010-07-18T21:40:00+01:00",
        "Domingo, 18. Julho 2010",
        "às 21:40",
        """
Passámos quatro noites no novo parque de autocaravanas junto à barragem. São vinte e dois lugares com electricidade, duches com água quente e uma estação de serviço para despejar as águas cinzentas e negras.

O preço é de oito euros por noite, com electricidade incluída. Os lugares de cima têm vista para o lago e alguma sombra ao fim da tarde; os de baixo são mais quentes mas mais perto dos duches.

À noite o céu é incrível, sem luz nenhuma à volta. Recomendo levar um binóculo e uma manta.
""",
        category="Parques",
    )
    style = (
        ".serendipity_commentsTitle{font-weight:bold;font-size:13px;color:#26577a;border-bottom:1px solid #26577a;margin-top:12px}.serendipity_comment{padding:6px;margin:6px 0}"
        ".comment_oddbox{background:#f4f6f8}.serendipity_comment_author_self{border-left:3px solid #26577a}.serendipity_comment_source{font-size:10px;color:#888;margin-top:4px}"
        ".serendipity_center{text-align:center;font-size:11px}.anel-lista td{vertical-align:top;border-bottom:1px dotted #ccc;font-size:11px}"
    )
    return case(
        "ca-pt-serendipity-anel",
        "mixed",
        "pt-viagens",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/archives/88-Parque-de-autocaravanas-da-Barragem-do-Alqueva.html",
        reveal="on_load",
        container="div.serendipity_comments.serendipity_section_comments: div.serendipity_commentsTitle 'Comentários', a#cN anchors and div.serendipity_comment siblings (div.serendipity_commentBody, then div.serendipity_comment_source '#n NAME em DATE (Responder)')",
        heading="Comentários",
        description="A Portuguese motorhome travel blog on Serendipity, 2010: a post on a motorhome park with 4 readers' comments in the engine's linear view, the text first and '#n NAME em DATE (Responder)' after it (the blogger answering one reader by name, which gives the parent), an empty trackbacks section, a captcha form; the sidebar's webring box listing its 4 newest member blogs (blog, owner, date joined, a line about it), recent comments of other posts, archives and categories with counts. Most awkward: the name is after the text, and the webring members have the same parts.",
        static=True,
        lookalikes=("a webring's newest members: blog, owner, date joined and a line",),
    )


def s9y_ring_side(ring: str) -> str:
    return widget("pt-viagens", "Anel de blogues", ring, "webring")


def mixed_ca() -> list[Case]:
    return [es_refugio(), pt_webring()]
