"""Blind set CZ: two discussions in the served HTML, each a site and template of its own: a Czech gardening blog on a
WordPress-like theme whose 8 comments sit under 'Co jste mi napsali' (a heading that never says 'komentář') with each
name after the text and the blogger's answers nested (cs); a Portuguese county weekly on a Drupal-like skin whose 6
readers' comments have no heading at all, the answers nested and opened by an 'Em resposta a NAME:' line (pt). Every
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cz_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    esc,
    links,
    most_read,
    paras,
    poll,
    seeds,
    talk,
    tree,
)


def cs_jablon() -> Case:
    ns = talk("""
Jana z Olomouce @ 3. 5. 2012 v 21:14 :: To je krásné! My máme na chalupě taky starou strýmku po babičce a už jsme ji chtěli pokácet, protože deset let nedala skoro nic. Po vašem článku to zkusíme ještě jednou, tentokrát pořádně.
  Marie @ 3. 5. 2012 v 22:02 :: Jano, určitě to zkuste! Jen neřežte všechno najednou, to jsem udělala první rok já a strom pak vyhnal samé vlky. Rozložte to na dvě tři zimy.
Pavel Kos @ 4. 5. 2012 v 07:35 :: Dotaz k roubování: roubovala jste na korunu té staré jabloně, nebo jste brala rouby z ní na novou podnož? A kdy přesně, v březnu? Letos jsem to zkoušel poprvé a ze šesti roubů se chytily dva. // Mimochodem, pěkná fotka toho květu.
  Marie @ 4. 5. 2012 v 09:10 :: Pane Kosi, obojí. Rouby jsem řezala v lednu, když mrzlo, a do jara je měla ve sklepě v mokrém písku. Roubovala jsem koncem dubna za kůru, až když strom pouštěl mízu. V březnu je na to u nás pod Javořicí ještě moc brzo.
    Pavel Kos @ 4. 5. 2012 v 12:48 :: Děkuju, to bude ono, já roubil už 20. března a rouby jsem řezal těsně předtím. Příští rok zkusím podle vás.
děda Vojta @ 5. 5. 2012 v 18:20 :: Strýmka je odolná, ta něco vydrží. Já mám dvě přes šedesát let, sadil je ještě můj táta. Hlavně je nehnojit umělinou, stačí pořádný kompost kolem kmene.
Lenka B. @ 6. 5. 2012 v 10:05 :: Kde se dají sehnat rouby staré odrůdy, když člověk žádný starý strom nemá? Ve školkách mají jen samé nové odrůdy.
  Jana z Olomouce @ 6. 5. 2012 v 13:30 :: Lenko, zkuste ovocnářský svaz, u nás v Olomouci dělají každý únor burzu roubů. Nebo se zeptejte v nejbližší záchranné genofondové zahradě.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 412 + 7 * i
        depth = 1
        k = n.parent
        while k is not None:
            depth += 1
            k = ns[k].parent
        own = n.who == "Marie"
        badge = ' <span class="autorka">autorka blogu</span>' if own else ""
        return (
            f'<li class="comment{" bypostauthor" if own else ""} depth-{depth}" id="li-comment-{cid}"><div id="comment-{cid}" class="zj-kom">'
            f'<img alt="" src="/_avatar/zj-{i}.svg" class="avatar avatar-40" height="40" width="40">'
            f'<div class="comment-content">{paras(n.body)}</div>'
            f'<p class="comment-author vcard">— <cite class="fn">{esc(n.who)}</cite>{badge}, <a href="#comment-{cid}"><time>{esc(n.at)}</time></a></p>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Odpovědět</a></div></div>{sub}</li>'
        )

    after = (
        '<div id="comments"><h2 id="comments-title">Co jste mi napsali</h2><ol class="commentlist">'
        + tree(ns, item, lambda s: f'<ul class="children">{s}</ul>')
        + '</ol><div id="respond"><h3 id="reply-title">Napište mi</h3><form action="/wp-comments-post.php" method="post">'
        '<p><label>Jméno</label> <input type="text" name="author"></p><p><label>E-mail</label> <input type="text" name="email"></p>'
        '<p><textarea name="comment" cols="45" rows="6"></textarea></p><p><input type="submit" value="Odeslat"></p></form></div></div>'
    )
    side = (
        box(
            "cs-zahrada",
            "O mně",
            '<img src="/_avatar/zj-marie.svg" width="80" height="80" alt=""><p>Jmenuji se Marie, učím na základní škole v Telči a o víkendech se starám o zahradu, sad a šest včelstev pod Javořicí.</p>',
        )
        + links(
            "cs-zahrada",
            "Nejnovější příspěvky",
            (
                "Stará jabloň Strýmka po třiceti letech zase plodí",
                "Včely po zimě: dvě včelstva jsem ztratila",
                "Rajčata do skleníku až po zmrzlých",
            ),
            "/2012/05/",
        )
        + cloud("cs-zahrada", "jabloně,kompost,roubování,rajčata,řez,sad,staré odrůdy,včely,zelenina")
        + links(
            "cs-zahrada",
            "Blogy, které čtu",
            ("Zahrada na Hané", "Včelí úl u Tábora", "Sad pod Bradlem"),
            "http://blogy.example/",
            "widget_links",
        )
    )
    style = (
        "#comments-title{font-size:18px;border-bottom:1px solid #cfdcc4}.commentlist,.children{list-style:none;padding:0}.children{margin-left:36px}"
        ".zj-kom{border-bottom:1px dotted #cfdcc4;padding:8px 0;overflow:hidden}.zj-kom .avatar{float:left;margin-right:10px}.comment-content p{margin:3px 0}"
        ".comment-author{font-size:12px;color:#555;margin:2px 0}.autorka{background:#4a7a2a;color:#fff;font-size:10px;padding:0 4px}.reply{font-size:11px}"
    )
    piece = Piece(
        "Stará jabloň Strýmka po třiceti letech zase plodí",
        "Marie",
        "2012-05-03T19:40:00+02:00",
        "3. května 2012",
        """
Když jsme před čtyřmi lety kupovali chalupu pod Javořicí, stála za stodolou stará jabloň. Soused říkal, že je to Strýmka a že už dvacet let neměla pořádnou úrodu. Všichni mi radili, ať ji pokácím a zasadím něco nového.

Nepokácela jsem ji. Tři zimy jsem ji postupně zmlazovala: nejdřív suché a zlomené větve, pak ty, které rostly dovnitř koruny, a nakonec jsem snížila vršek o dobrý metr. Loni na jaře jsem do koruny naroubovala čtyři rouby z ní samotné, aby měla mladé plodné dřevo.

Letos kvete tak, jak ji soused nepamatuje. Uvidíme, kolik toho zůstane po mrazících, ale už teď mám radost. Fotky květu jsou dole, návod na řez napíšu v zimě.
""",
        section="Sad",
        tags=("jabloně", "staré odrůdy", "řez", "roubování"),
        caption="Strýmka v plném květu, 1. května.",
    )
    return case(
        "cz-cs-jablon",
        "discussion",
        "cs-zahrada",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            related=("Jak jsem zmlazovala starou hrušeň", "Burza roubů v Telči"),
        ),
        seeds(ns),
        path="/2012/05/03/stara-jablon-strymka-po-triceti-letech-zase-plodi/",
        container="div#comments: h2 'Co jste mi napsali', ol.commentlist > li.comment.depth-n (img, div.comment-content p text, then p.comment-author '— <cite>NAME</cite>, TIME'), replies in ul.children",
        heading="Co jste mi napsali",
        description="A Czech gardening blog on a WordPress-like theme, 2012: a post on rejuvenating an old apple tree, then 'Co jste mi napsali' ('what you wrote me', no word for comment) with 8 comments, 4 of them nested answers up to three levels (two by the blogger, marked 'autorka blogu'; a reader answering another reader), each name printed after the text ('— NAME, TIME'). About me, recent posts, a tag cloud, a blogroll, a newsletter box, archives. Most awkward: the names after the texts and a heading without 'komentář'.",
    )


def pt_escola() -> Case:
    ns = talk("""
Albertina Gonçalves @ 12/10/2012 às 21:47 :: Andei nesta escola, a minha filha andou nesta escola e agora o meu neto vai ter de apanhar a carrinha às sete e meia da manhã para ir para a vila. Com sete anos! Fecham a escola e depois admiram-se que as aldeias fiquem vazias.
Rui M. @ 12/10/2012 às 22:30 :: Com nove alunos de quatro anos diferentes numa só sala, também não sei se as crianças aprendem o que deviam. No centro escolar têm biblioteca, pavilhão e colegas da idade deles. Custa, mas se calhar é melhor para os miúdos.
  Albertina Gonçalves @ 12/10/2012 às 23:05 :: Rui, a professora Fátima ensinou quatro anos numa sala durante vinte anos e ninguém saiu de lá sem saber ler. O problema não é a sala, é a estrada de inverno.
Manuel Pires (Soutelo) @ 13/10/2012 às 09:12 :: E o edifício? Foi recuperado há seis anos com dinheiro da junta. Que não fique ao abandono como a escola de Cervos. Proponho que passe para a associação de caçadores e para o rancho, que não têm sede.
Ex-emigrante @ 13/10/2012 às 11:40 :: Em França a câmara paga um táxi às famílias das aldeias isoladas. Aqui mandam uma carrinha que dá a volta a cinco freguesias. Uma hora de viagem para fazer dezoito quilómetros.
  Rui M. @ 13/10/2012 às 12:15 :: Isso já é outra conversa e aí dou-lhe toda a razão. O percurso da carrinha tem de ser revisto antes de janeiro, quando vier a neve.
""")

    def item(i: int, n: Note, sub: str) -> str:
        rid = 30318 + i
        reply_line = (
            f'<p class="or-er">Em resposta a <a href="#r{30318 + n.parent}">{esc(ns[n.parent].who)}</a>:</p>'
            if n.parent is not None
            else ""
        )
        return (
            f'<div class="or-c{" or-sub" if n.parent is not None else ""}" id="r{rid}"><img src="/_avatar/or-{i}.svg" alt="" width="36" height="36">'
            f'<div class="or-h"><span class="or-n">{esc(n.who)}</span> <span class="or-d">{esc(n.at)}</span></div>'
            f'{reply_line}<div class="or-t">{paras(n.body)}</div>'
            f'<div class="or-l"><a href="/gosto/{rid}">Gosto ({(rid * 7) % 9})</a> · <a href="#responder">Responder</a> · <a href="/denunciar/{rid}">Denunciar abuso</a></div>{sub}</div>'
        )

    after = (
        '<div class="or-bloco-7">'
        + tree(ns, item, lambda s: s)
        + '<div class="or-form"><a href="/user/login?destination=node/7714">Entre</a> ou <a href="/user/register">registe-se</a> para participar.</div></div>'
    )
    side = (
        most_read(
            "pt-raiano",
            """
Câmara fecha a escola primária de Soutelo | 2 913
Feira do fumeiro bate recorde de visitantes | 1 744
GNR apreende 400 quilos de castanha furtada | 1 520
Bombeiros de Vilar recebem nova ambulância | 806
""",
            "leituras",
        )
        + poll(
            "pt-raiano",
            "Concorda com o encerramento das escolas com menos de 21 alunos?",
            [("Sim", 118), ("Não", 436), ("Não sei", 39)],
        )
        + links(
            "pt-raiano",
            "Classificados",
            (
                "Vende-se casa de pedra em Cervos",
                "Precisa-se de pastor para rebanho de 200 cabeças",
                "Aluga-se T1 no centro da vila",
            ),
            "/classificados/",
        )
        + box(
            "pt-raiano", "Farmácia de serviço", "<p>Farmácia Central, Rua Direita, 14 · tel. 276 000 000</p>"
        )
    )
    style = (
        ".or-bloco-7{margin-top:22px;border-top:1px solid #c9d6e3}.or-c{border-bottom:1px solid #eee;padding:8px 0;overflow:hidden}.or-c img{float:left;margin-right:8px}"
        ".or-sub{margin-left:40px;border-left:2px solid #dfe8f1;padding-left:8px}.or-n{font-weight:bold}.or-d{font-size:11px;color:#999}.or-er{font-size:11px;color:#777;margin:0}"
        ".or-t p{margin:3px 0}.or-l{font-size:11px}.or-form{font-size:11px;color:#777;padding:8px 0}"
    )
    piece = Piece(
        "Câmara fecha a escola primária de Soutelo",
        "Por Helena Morais",
        "2012-10-12T18:30:00+01:00",
        "Sexta, 12/10/2012 - 18:30",
        """
A escola primária de Soutelo vai encerrar no final do primeiro período. A decisão foi aprovada ontem em reunião de câmara, com os votos contra dos dois vereadores da oposição, e os nove alunos passam a frequentar o centro escolar da vila a partir de janeiro.

O presidente da câmara, Amadeu Lopes, justificou a decisão com as orientações do Ministério da Educação, que prevê o encerramento das escolas com menos de 21 alunos. «Garantimos o transporte e o almoço a todas as crianças», afirmou.

Os pais reuniram-se na quarta-feira com a direção do agrupamento. Preocupa-os sobretudo o percurso da carrinha, que passa por cinco freguesias e demora perto de uma hora nos dias de neve.
""",
        dek="Os nove alunos passam para o centro escolar da vila em janeiro. Pais temem o percurso da carrinha no inverno.",
        section="Freguesias",
        tags=("Educação", "Soutelo", "Câmara Municipal"),
        caption="A escola de Soutelo foi recuperada em 2006 com fundos da junta de freguesia.",
    )
    return case(
        "cz-pt-escola",
        "discussion",
        "pt-raiano",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            related=(
                "Escola de Cervos continua fechada e a degradar-se",
                "Centro escolar da vila recebe mais 40 alunos",
            ),
        ),
        seeds(ns),
        path="/freguesias/camara-fecha-escola-primaria-de-soutelo",
        container="div.or-bloco-7 after the node, no heading: div.or-c#r<n> (img, span.or-n NAME, span.or-d DATE, div.or-t text, 'Gosto (n) · Responder · Denunciar abuso'); answers nested as div.or-c.or-sub inside the parent, opened by p.or-er 'Em resposta a NAME:'",
        heading=None,
        description="A Portuguese county weekly on a Drupal-like skin, 2012: an article on a village school's closure, then without any heading 6 readers' comments in generic boxes, 2 of them answers nested in their parent and opened by 'Em resposta a NAME:'; 'Gosto (n)' counts. Most read with counts, a poll, classifieds, the chemist on duty, related teasers, a newsletter box. Most awkward: no heading, no 'comentário' anywhere near the list, answers marked by a line the truth leaves out.",
    )


def threads_cz() -> list[Case]:
    return [cs_jablon(), pt_escola()]
