"""Blind set BC: six discussions in other languages, each the comment template of a different invented engine of
2004-2013 in its served HTML: a German newspaper system printing a heading per comment with the text as its loose
sibling (RedaktionsWerk), a French hosted blog's comments signed "Posté par" below the text with trackbacks in the
same boxes (Plumeau), a Spanish newspaper's one-table thread with its only answer in a table nested in a cell
(Prensanet), an Italian blog engine's flat boxes with depth classes, the text in a blockquote and the signature after
it (Pennino), a Brazilian paper's first comment page of two (Redator) and a Dutch blog's nested definition lists with a
pingback among them (Penseel). Every class name, engine, name, place and text invented for this set; each comment
written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bc_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    seeds,
    slug,
    thread,
    tree,
)


def de_heading_per_comment() -> Case:
    cs = thread("""
Mühlenbauer | 12.03.2009, 07:48 Uhr | - | - | Endlich! Seit zwanzig Jahren steht man an dieser Ampel, und morgens staut es sich bis zur Sparkasse zurück.
H. Gerlach | 12.03.2009, 08:15 Uhr | - | - | 1,4 Millionen Euro für einen Kreisel, während in Niederau die Turnhalle seit Jahren undicht ist. Man muss Prioritäten setzen.
Radler aus Auental | 12.03.2009, 09:02 Uhr | - | - | Wie sollen Radfahrer da künftig durchkommen? Im Plan sehe ich keinen eigenen Radweg, nur die Fahrbahn.
Ingrid Weidlich | 12.03.2009, 10:30 Uhr | - | - | Die Linde an der Ecke bleibt hoffentlich stehen. Der Baum ist älter als die ganze Kreuzung.
Thomas Keck | 12.03.2009, 11:47 Uhr | - | - | Kreisverkehre funktionieren nur, wenn die Leute blinken. Das tut hier keiner.
Mühlenbauer | 12.03.2009, 13:05 Uhr | - | - | @ H. Gerlach: Das eine ist Geld vom Land, das andere der Gemeindehaushalt. Das kann man nicht gegeneinander aufrechnen.
Sabine Ott | 12.03.2009, 16:20 Uhr | - | - | Wir wohnen direkt an der Umleitung über die Schulstraße. Acht Monate Schwerlastverkehr vor dem Kindergarten, das kann doch nicht der Ernst der Planer sein.
Erwin Haupt | 13.03.2009, 08:10 Uhr | - | - | Die Bauzeit wird wie immer doppelt so lang. Ich wette einen Kasten Bier.
""")
    block = '<div id="rw-leser"><h3 class="rw-titel">Leserkommentare (8)</h3>'
    for i, c in enumerate(cs):
        block += (
            f'<h4 class="rw-kopf"><a name="k{i + 1}"></a>Kommentar Nr. {i + 1} · <span class="rw-name">{esc(c.name)}</span> '
            f"schrieb am {esc(c.when)}</h4>\n{paras(c.text, 'p', 'rw-text')}\n"
            f'<p class="rw-melden"><a href="/kommentar/melden?id={9120 + i}">Kommentar melden</a></p>\n'
        )
    block += (
        '<h3 class="rw-titel">Ihr Kommentar</h3><p class="rw-hinweis">Kommentare werden vor der Freischaltung von der '
        'Redaktion geprüft.</p><form method="post" action="/kommentar"><p>Name: <input name="name" /></p>'
        '<p><textarea name="text" rows="6" cols="50"></textarea></p><p><input type="submit" value="Absenden" /></p></form></div>'
    )
    st = Story(
        "Mühlenkreuzung wird zum Kreisverkehr umgebaut",
        "Von Jürgen Albers",
        "2009-03-11T17:30:00+01:00",
        "11.03.2009",
        """
Die Ampelkreuzung an der Mühlenstraße wird ab Mai zu einem Kreisverkehr umgebaut. Das hat der Bauausschuss am Dienstagabend einstimmig beschlossen. Die Kosten von rund 1,4 Millionen Euro trägt zu großen Teilen das Land.

Während der Bauzeit von voraussichtlich acht Monaten wird der Verkehr über die Schulstraße und den Auenweg umgeleitet. Für Fußgänger bleibt die Kreuzung passierbar.

Bürgermeister Rainer Scholz sprach von einem „lange überfälligen Schritt“. An der Kreuzung hatte es in den vergangenen fünf Jahren 23 Unfälle gegeben.
""",
        lead="Der Bauausschuss hat den Umbau einstimmig beschlossen. Die Arbeiten beginnen im Mai.",
        section="Lokales",
        related=(
            "Kirmes bleibt auf dem Marktplatz",
            "Neuer Pächter für das Waldbad",
            "TSV Auental siegt im Derby",
        ),
        tags=("Verkehr", "Mühlenstraße", "Bauausschuss"),
    )
    return make(
        "bc-de-heading-per-comment",
        "discussion",
        "de-auental",
        st,
        Parts(after=block),
        seeds(cs),
        path="/lokales/muehlenkreuzung-wird-zum-kreisverkehr",
        container="div#rw-leser: h3 'Leserkommentare (8)', then per comment only siblings: h4.rw-kopf 'Kommentar Nr. 3 · NAME schrieb am 12.03.2009, 09:02 Uhr', p.rw-text, p.rw-melden; a form",
        heading="Leserkommentare (8)",
        description="A German local paper's system of 2009 ('RedaktionsWerk'): 8 flat readers' comments, one answering with '@ NAME:'; awkward trait: no wrapper per comment, each a heading line (number, name, time) followed by its text paragraph and a report link as loose siblings.",
    )


def fr_trackbacks_same_box() -> Case:
    cs = thread("""
Louison | 14/02/2007 à 21:40 | - | - | Magnifique, ce renard ! On sent le bois derrière l'encre. Tu l'as gravé sur quoi, du lino ou du bois de fil ?
Marie-Jo des Saules | 14/02/2007 à 22:15 | - | - | J'étais à l'atelier samedi, c'était un vrai bonheur. Les enfants ne voulaient plus partir.
Brindille | 15/02/2007 à 08:30 | - | own | Du lino, Louison, un vieux morceau récupéré chez un encadreur. Le bois, je n'ose pas encore.
Gaspard R. | 15/02/2007 à 12:02 | - | - | Est-ce qu'il y aura un autre atelier pendant les vacances de Pâques ? Ma fille de huit ans voudrait essayer.
Anne-Claire | 16/02/2007 à 19:47 | - | - | Le tirage en deux couleurs est très réussi. Le décalage du orange donne quelque chose de vivant.
Brindille | 16/02/2007 à 21:10 | - | own | Gaspard, oui, le mercredi 11 avril à la médiathèque, à partir de sept ans. Les inscriptions ouvrent début mars.
""")
    block = '<div class="plm-coms" id="commentaires"><h3>6 commentaires</h3>'
    for i, c in enumerate(cs):
        block += (
            f'<div class="commentaire{" plm-auteur" if c.has("own") else ""}" id="c{44001 + i}"><div class="plm-corps">{paras(c.text)}</div>'
            f'<p class="plm-sig">Posté par <a href="/profil/{slug(c.name)}">{esc(c.name)}</a> le {esc(c.when)} · '
            f'<a href="#c{44001 + i}">lien</a></p></div>'
        )
    block += (
        "<h3>2 rétroliens</h3>"
        '<div class="commentaire plm-retro"><div class="plm-corps"><p>« … une illustratrice qui anime des ateliers de gravure '
        "pour les enfants, et dont le renard en deux couleurs m'a donné envie de ressortir mes gouges … »</p></div>"
        '<p class="plm-sig">Rétrolien depuis <a href="http://atelier-du-lundi.example/">L\'Atelier du lundi</a> le 15/02/2007 à 10:05</p></div>'
        '<div class="commentaire plm-retro"><div class="plm-corps"><p>« … à voir cette semaine : un renard gravé, un carnet '
        "de marché et une recette de crêpes au sarrasin … »</p></div>"
        '<p class="plm-sig">Rétrolien depuis <a href="http://les-carnets-de-ninon.example/">Les carnets de Ninon</a> le 17/02/2007 à 09:12</p></div>'
        '<h3>Écrire un commentaire</h3><form method="post" action="/commenter"><p><input name="pseudo" /> Pseudo</p>'
        '<p><input name="site" /> Site web (facultatif)</p><p><textarea name="message" rows="5" cols="40"></textarea></p>'
        '<p><input type="submit" value="Publier" /></p></form></div>'
    )
    st = Story(
        "Le renard en deux couleurs",
        "Publié par Brindille",
        "2007-02-14T18:20:00+01:00",
        "mercredi 14 février 2007",
        """
Samedi dernier, à la médiathèque, nous étions douze autour de la grande table pour un atelier de gravure sur lino. Douze enfants, trois parents courageux, et une quantité d'encre orange que je ne veux plus jamais voir sur un tablier.

Pour montrer le principe du tirage en deux couleurs, j'avais préparé ce renard : une première plaque pour l'orange, une seconde pour le noir, et le papier qu'on pose à la main en espérant que tout tombe au bon endroit.

Ça ne tombe jamais tout à fait au bon endroit, et c'est très bien comme ça.
""",
        section="Ateliers",
        related=("Carnet de marché, janvier", "Mes gouges préférées", "Un hérisson pour la couverture"),
        tags=("gravure", "lino", "atelier"),
        months=("février 2007", "janvier 2007", "décembre 2006"),
        links=("L'Atelier du lundi", "Les carnets de Ninon", "Papier mâché et compagnie"),
    )
    return make(
        "bc-fr-trackbacks-same-box",
        "discussion",
        "fr-brindille",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2007/02/14/le-renard-en-deux-couleurs",
        container="div.plm-coms#commentaires: h3 '6 commentaires', div.commentaire (div.plm-corps, p.plm-sig 'Posté par NAME le 14/02/2007 à 21:40'); then h3 '2 rétroliens' and two div.commentaire.plm-retro in the same markup (not comments); a form",
        heading="6 commentaires",
        description="A French hosted blog of 2007 ('Plumeau'): 6 flat comments, two of them the illustrator's own answers; awkward trait: the signature 'Posté par NAME le …' after the text, and the two trackbacks printed after the comments in the very same div.commentaire boxes with the same signature line.",
    )


def es_nested_table_reply() -> Case:
    cs = thread("""
Agustín Morales | 22/06/2012 - 09:14 | - | - | Con este calor, reducir el riego a tres días es condenar el maíz. Que lo decidan los que no tienen tierras.
Rosario de la Fuente | 22/06/2012 - 10:02 | - | - | Mi padre regaba por turnos en los años ochenta y no se perdió ni una cosecha. Es cuestión de organizarse bien.
Tomás Hidalgo | 22/06/2012 - 10:35 | 0 | - | Agustín, el pantano está al 31 %. Si no se reduce ahora, en agosto no queda agua ni para los árboles.
Lucía Barrio | 22/06/2012 - 12:20 | - | - | ¿Alguien sabe si los huertos familiares de la vega también entran en los turnos? En el bando no lo pone.
Paco el del Molino | 22/06/2012 - 18:47 | - | - | Cada verano lo mismo y nadie arregla las acequias que pierden la mitad del agua por el camino.
""")
    rows_html = ""
    for i, c in enumerate(cs):
        if c.seed.parent is not None:
            continue
        sub = ""
        for r in cs:
            if r.seed.parent == i:
                sub += (
                    '<table class="pn-resp" width="95%" align="right"><tr>'
                    f'<td class="pn-autor" width="120"><b>{esc(r.name)}</b><br /><small>{esc(r.when)}</small></td>'
                    f'<td class="pn-texto"><i>Respuesta:</i> {esc(r.text)}</td></tr></table>'
                )
        rows_html += (
            f'<tr id="cm{6100 + i}"><td class="pn-autor" width="130" valign="top"><b>{esc(c.name)}</b><br />'
            f'<small>{esc(c.when)}</small></td><td class="pn-texto" valign="top">{esc(c.text)}'
            f'<br /><a class="pn-den" href="/denunciar/{6100 + i}">Denunciar</a>{sub}</td></tr>'
        )
    block = (
        '<div class="pn-caja"><h3>Comentarios de los lectores (5)</h3>'
        '<table class="pn-coments" width="100%" cellspacing="0" cellpadding="6" border="0">'
        + rows_html
        + '</table><p class="pn-normas">Los comentarios son moderados. <a href="/normas">Normas de participación</a></p>'
        '<form method="post" action="/comentar"><p>Nombre <input name="nombre" /></p><p><textarea name="texto" rows="4" cols="50"></textarea></p>'
        '<p><input type="submit" value="Enviar comentario" /></p></form></div>'
    )
    st = Story(
        "La comunidad de regantes reduce el riego a tres días por semana",
        "Redacción · Vegaseca",
        "2012-06-21T20:00:00+02:00",
        "21/06/2012",
        """
La junta de la comunidad de regantes de Vegaseca aprobó anoche reducir los turnos de riego a tres días por semana a partir del lunes, ante el bajo nivel del pantano de Cerro Alto, que se encuentra al 31 % de su capacidad.

La medida afecta a unas 1.200 hectáreas de maíz, alfalfa y frutales. Los turnos se repartirán por sectores y se publicarán en el tablón de la casa de la acequia.

El presidente de la comunidad pidió comprensión a los agricultores y anunció que se revisará la situación a mediados de julio.
""",
        lead="El pantano de Cerro Alto está al 31 % y la junta aprueba turnos por sectores desde el lunes.",
        section="Campo",
        related=(
            "Fiestas de San Juan: programa completo",
            "El Vegaseca CF ficha a dos juveniles",
            "Abre la piscina municipal",
        ),
        tags=("riego", "sequía", "agricultura"),
    )
    return make(
        "bc-es-nested-table-reply",
        "discussion",
        "es-alcotan",
        st,
        Parts(after=block),
        seeds(cs),
        path="/campo/regantes-reducen-riego-tres-dias",
        container="div.pn-caja: h3 'Comentarios de los lectores (5)', one table.pn-coments, a tr per comment (td.pn-autor name and '22/06/2012 - 09:14', td.pn-texto text); the one answer a table.pn-resp nested in its parent's text cell, 'Respuesta:' before its text",
        heading="Comentarios de los lectores (5)",
        description="A Spanish regional paper's system of 2012 ('Prensanet'): 5 readers' comments in one layout table; awkward trait: the only answer is a second table nested inside the text cell of the comment it answers, after its 'Denunciar' link.",
    )


def it_blockquote_levels() -> Case:
    cs = thread("""
Nonna Pina | 3 marzo 2008 ore 09:12 | - | - | Io le fave le semino sempre a novembre, con la luna calante. Quelle di marzo vengono su più deboli, secondo me.
Fabrizio | 3 marzo 2008 ore 10:40 | 0 | - | Pina, qui in collina a novembre ci gelano. Ho provato due anni e le ho perse tutte.
Nonna Pina | 3 marzo 2008 ore 11:05 | 1 | - | Allora copri con la paglia, Fabrizio, come faceva mio marito. Basta un dito.
Elisa dell'orto | 3 marzo 2008 ore 13:22 | - | - | Che bello il tuo orto con la nebbia! Ma le fave le metti a file o a postarelle?
Gelso | 3 marzo 2008 ore 14:50 | 3 | own | A postarelle, Elisa, tre semi per buca, a trenta centimetri. Lo aggiungo nel post.
Marco B. | 4 marzo 2008 ore 08:15 | - | - | Ogni anno gli afidi neri mi rovinano le cime. Qualcuno ha un rimedio che non sia chimico?
Lorenza | 4 marzo 2008 ore 09:30 | 5 | - | Cimale! Quando le piante fioriscono togli le punte, gli afidi stanno tutti lì. E le punte si mangiano.
Marco B. | 4 marzo 2008 ore 18:02 | 6 | - | Mangiare le cime delle fave? Non l'avevo mai sentito. Proverò.
Gelso | 4 marzo 2008 ore 19:20 | 7 | own | Marco, saltate in padella con aglio sono buonissime. Lorenza ha ragione.
Vittorio | 5 marzo 2008 ore 07:55 | - | - | Da noi si dice che le fave seminate il giorno dei morti non sbagliano mai. Il tuo paese che dice?
Gelso | 5 marzo 2008 ore 12:10 | 9 | own | Vittorio, qui dicono lo stesso! Ma io quest'anno sono in ritardo di quattro mesi.
""")
    depth: dict[int, int] = {}
    for i, c in enumerate(cs):
        depth[i] = 0 if c.seed.parent is None else depth[c.seed.parent] + 1
    order: list[int] = []

    def walk(parent: int | None) -> None:
        for i, c in enumerate(cs):
            if c.seed.parent == parent:
                order.append(i)
                walk(i)

    walk(None)
    block = '<div class="pn-commenti"><h3>11 commenti a “Fave in ritardo”</h3>'
    for i in order:
        c = cs[i]
        block += (
            f'<div class="pn-com livello-{depth[i] + 1}{" pn-autrice" if c.has("own") else ""}" id="com-{2301 + i}">'
            f"<blockquote>{paras(c.text)}</blockquote>"
            f'<p class="pn-firma">Commento di <a href="/utente/{slug(c.name)}">{esc(c.name)}</a> — {esc(c.when)} · '
            f'<a href="?risposta={2301 + i}#scrivi">rispondi</a></p></div>'
        )
    block += (
        '<h3 id="scrivi">Lascia un commento</h3><form method="post" action="/commenta"><p><input name="nome" /> Nome</p>'
        '<p><textarea name="commento" rows="5" cols="40"></textarea></p><p><input type="submit" value="Invia" /></p></form></div>'
    )
    css = ".livello-1{margin-left:0}.livello-2{margin-left:30px}.livello-3{margin-left:60px}.livello-4{margin-left:90px}"
    st = Story(
        "Fave in ritardo",
        "Scritto da Gelso",
        "2008-03-02T18:30:00+01:00",
        "domenica 2 marzo 2008",
        """
Quest'anno le fave le ho seminate oggi, con quattro mesi di ritardo sulla tradizione del paese. A novembre pioveva, a dicembre gelava, a gennaio avevo l'influenza e a febbraio l'orto era un pantano.

Stamattina c'era la nebbia bassa sulla valle e la terra finalmente si lavorava. Due file lungo il muretto, dove prendono il sole del pomeriggio, e una fila di prova vicino al gelso.

Vediamo se recuperano. Voi quando le seminate?
""",
        section="Orto",
        related=("I carciofi di mia zia", "Potatura del gelso", "La festa di San Giuseppe in paese"),
        tags=("fave", "semina", "orto"),
        months=("marzo 2008", "febbraio 2008", "gennaio 2008"),
        links=("L'orto di Lorenza", "Zappa e penna", "Semi antichi"),
    )
    return make(
        "bc-it-blockquote-levels",
        "discussion",
        "it-gelso",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2008/03/fave-in-ritardo",
        container="div.pn-commenti: h3 '11 commenti a “Fave in ritardo”', flat div.pn-com.livello-N siblings (blockquote text, p.pn-firma 'Commento di NAME — 3 marzo 2008 ore 09:12 · rispondi'); the thread only by the livello-N class (margins), four levels",
        heading="11 commenti a “Fave in ritardo”",
        description="An Italian blog engine of 2008 ('Pennino'): 11 comments, the blogger answering three times, threads up to four levels; awkward trait: every comment a flat sibling box with its depth only in a class, the text inside a blockquote and the author in a 'Commento di NAME' signature after it.",
    )


def pt_first_page_of_two() -> Case:
    cs = thread("""
Seu Joaquim | 12/08/2011 às 07:15 | - | - | Trinta anos que eu compro verdura nessa feira. Mudar pra quinta-feira é acabar com ela, quem trabalha não vai conseguir ir.
Ana Lúcia Prado | 12/08/2011 às 07:40 | - | - | Pelo contrário, na quinta tem menos movimento no centro, vai ser bom pros feirantes estacionarem.
Renato Sampaio | 12/08/2011 às 08:02 | 1 | - | Ana, mas quem compra na feira trabalha a semana inteira. O sábado era o único dia.
Carminha | 12/08/2011 às 08:30 | - | - | A barraca do pastel vai continuar? É o que importa pra mim e pros meus netos.
Dona Zefa | 12/08/2011 às 09:12 | - | - | Sou feirante há vinte e dois anos. Ninguém perguntou nada pra gente antes de decidir.
Marcos Tavares | 12/08/2011 às 09:48 | 4 | - | Dona Zefa, a associação dos feirantes foi chamada pra reunião, mas só dois foram. Estava no jornal do mês passado.
Dona Zefa | 12/08/2011 às 10:20 | 5 | - | Marcos, a reunião foi numa terça de manhã. Quem estava na feira de Santo Antônio não podia ir.
Juliana F. | 12/08/2011 às 11:05 | - | - | Por que não fazer nos dois dias? Tem cidade vizinha que faz assim.
Geraldo Pinheiro | 12/08/2011 às 12:30 | - | - | A praça precisa mesmo de reforma, os bancos estão todos quebrados. Se a feira sair por uns meses, paciência.
Luciana Reis | 12/08/2011 às 13:14 | - | - | Alguém sabe se a feira de artesanato do domingo também muda?
Sônia Campos | 12/08/2011 às 14:02 | - | - | Vou sentir falta de passear na feira no sábado com as crianças. Era nosso programa.
Padre Ailton | 12/08/2011 às 15:20 | - | - | Lembro que a quermesse de setembro também usa a praça. Espero que a prefeitura combine as datas com a paróquia.
Beto do Caldo de Cana | 12/08/2011 às 16:45 | - | - | Na quinta eu não consigo, tenho outra feira em Serrinha. Vou perder metade do meu movimento.
Cláudia Mendes | 12/08/2011 às 17:33 | - | - | Fiz as contas: o estacionamento rotativo da quinta custa mais que a passagem de ônibus. Vai ser caro ir de carro.
Tiago Bastos | 12/08/2011 às 19:05 | - | - | Essa mudança é só por causa da reforma ou vai ficar pra sempre? A matéria não deixa claro.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="rd-coment" id="rd-{7701 + i}"><p class="rd-cab"><span class="rd-nome">{esc(c.name)}</span> disse em '
            f'<span class="rd-data">{esc(c.when)}</span>:</p><div class="rd-txt">{paras(c.text)}</div>'
            f'<p class="rd-acoes"><a href="?responder={7701 + i}#form">Responder</a> · <a href="/denunciar">Denunciar abuso</a></p>'
            f"{sub}</li>"
        )

    block = (
        '<div class="rd-comentarios" id="comentarios"><h3>Comentários (27)</h3>'
        '<p class="rd-pag">Comentários 1 a 15 de 27 · Página <b>1</b> <a href="?cpage=2#comentarios">2</a> · '
        '<a href="?cpage=2#comentarios">Próxima página »</a></p><ol class="rd-lista">'
        + tree(cs, item, lambda s: f'<ul class="rd-respostas">{s}</ul>')
        + '</ol><p class="rd-pag">Página <b>1</b> <a href="?cpage=2#comentarios">2</a> · '
        '<a href="?cpage=2#comentarios">Comentários mais recentes »</a></p>'
        '<div id="form"><h4>Deixe seu comentário</h4><p>Os comentários são de responsabilidade de seus autores.</p>'
        '<form method="post" action="/comentar"><p><input name="nome" /> Nome</p><p><input name="email" /> E-mail (não será publicado)</p>'
        '<p><textarea name="comentario" rows="5" cols="50"></textarea></p><p><input type="submit" value="Enviar" /></p></form></div></div>'
    )
    st = Story(
        "Feira do sábado muda para quinta-feira durante a reforma da praça",
        "Da Redação",
        "2011-08-11T18:00:00-03:00",
        "11/08/2011 18h00",
        """
A tradicional feira livre de sábado na Praça da Matriz vai passar a acontecer às quintas-feiras, no estacionamento do antigo mercado municipal, a partir de setembro. A mudança foi anunciada pela prefeitura nesta quinta e vale enquanto durar a reforma da praça.

A obra, orçada em R$ 860 mil, prevê novos bancos, iluminação e a recuperação do coreto. A previsão é de que fique pronta em seis meses.

Os 64 feirantes cadastrados serão mantidos na nova localização, segundo a Secretaria de Agricultura.
""",
        lead="Mudança vale enquanto durar a reforma da Praça da Matriz, prevista para seis meses.",
        section="Cidade",
        related=(
            "Festa do Peão tem atrações confirmadas",
            "Chuva de granizo atinge a zona rural",
            "Vila Boa vence clássico regional",
        ),
        tags=("feira livre", "Praça da Matriz", "prefeitura"),
    )
    return make(
        "bc-pt-first-page-of-two",
        "discussion",
        "pt-vilaboa",
        st,
        Parts(after=block),
        seeds(cs),
        path="/cidade/feira-do-sabado-muda-para-quinta",
        container="div.rd-comentarios#comentarios: h3 'Comentários (27)', pager 'Comentários 1 a 15 de 27 · Página 1 2', ol.rd-lista > li.rd-coment (p.rd-cab 'NAME disse em 12/08/2011 às 07:15:', div.rd-txt); answers in ul.rd-respostas inside the li, two levels; the pager again; a form",
        heading="Comentários (27)",
        description="A Brazilian regional paper's system of 2011 ('Redator'): page 1 of 2 of the comments on the article, 15 of 27 shown (the truth is these 15), three answers two levels deep; awkward trait: the heading's count (27) is not what the page holds, the rest behind 'Próxima página'.",
    )


def nl_nested_dl_pingback() -> Case:
    cs = thread("""
Kees van Dam | 3 april 2010 om 21:14 | - | - | Mooie foto van het gemaal. Mijn opa heeft daar nog als machinist gewerkt, in de jaren vijftig.
Femke | 3 april 2010 om 22:02 | 0 | - | Wat leuk, Kees! Weet je nog hoe hij heette? Er hangt in het gemaal een lijst met alle machinisten.
Kees van Dam | 4 april 2010 om 09:30 | 1 | - | Gerrit van Dam. Ik ga zeker een keer kijken, dank je.
Joost | 4 april 2010 om 11:15 | - | - | Is het gemaal ook open op Monumentendag? Ik wil er met de kinderen heen fietsen.
Dijkwachter | 4 april 2010 om 12:40 | 3 | own | Ja Joost, in september van tien tot vier, en dan draait de oude stoommachine een uurtje.
Marijke Bos | 5 april 2010 om 08:05 | - | - | Het fietspad langs de Ringvaart is nu eindelijk opnieuw geasfalteerd. Zondag nog gereden, heerlijk.
Hendrik | 5 april 2010 om 19:48 | 5 | - | Alleen jammer dat het stuk bij de brug nog steeds vol gaten zit.
Marijke Bos | 6 april 2010 om 07:55 | 6 | - | Klopt, Hendrik, daar moet je echt uitkijken. Volgens de gemeente komt dat in mei.
Anouk de Wit | 7 april 2010 om 16:20 | - | - | Prachtige wolkenluchten weer. Hier in de polder is de lucht altijd de helft van de foto.
""")
    pingback_after = 3

    def item(i: int, c: C, sub: str) -> str:
        html = (
            f'<dt class="pz-kop{" pz-eigen" if c.has("own") else ""}" id="reactie-{611 + i}">'
            f'<img class="pz-avatar" src="/_avatar/pz-{i}.svg" alt="" width="32" height="32" /> '
            f'<a href="/profiel/{slug(c.name)}" class="pz-naam">{esc(c.name)}</a> zegt:</dt>'
            f'<dd class="pz-tekst">{paras(c.text)}<span class="pz-tijd"><a href="#reactie-{611 + i}">{esc(c.when)}</a></span>'
            f' <a class="pz-antw" href="?replytocom={611 + i}#reageer">Reageer</a>{sub}</dd>'
        )
        if i == pingback_after:
            html += (
                '<dt class="pz-kop pz-pingback">Pingback: <a href="http://fietsen-door-de-polder.example/2010/04/gemalen/">'
                "Fietsen door de polder » De vijf mooiste gemalen</a></dt>"
                '<dd class="pz-tekst"><span class="pz-tijd">5 april 2010 om 10:12</span></dd>'
            )
        return html

    block = (
        '<div id="pz-reacties"><h3>9 reacties op &#8220;Het gemaal in de mist&#8221;</h3>'
        '<dl class="pz-lijst">'
        + tree(cs, item, lambda s: f'<dl class="pz-sub">{s}</dl>')
        + '</dl><div id="reageer"><h3>Geef een reactie</h3><form method="post" action="/reageer"><p><input name="naam" /> Naam (verplicht)</p>'
        '<p><input name="mail" /> E-mail (wordt niet gepubliceerd)</p><p><textarea name="reactie" rows="6" cols="45"></textarea></p>'
        '<p><input type="submit" value="Reactie plaatsen" /></p></form></div></div>'
    )
    st = Story(
        "Het gemaal in de mist",
        "Geplaatst door Dijkwachter",
        "2010-04-03T19:30:00+02:00",
        "zaterdag 3 april 2010",
        """
Vanochtend om zes uur lag er zo'n dikke mist over de polder dat ik het gemaal pas zag toen ik er bijna tegenaan fietste. Het gebouw stond daar alsof het uit een ander jaar kwam.

Het gemaal is in 1878 gebouwd en heeft tot 1964 op stoom gedraaid. Nu doet een elektrische pomp het werk, maar de oude machine staat er nog en wordt door vrijwilligers onderhouden.

Ik heb een stuk of twintig foto's gemaakt. Deze vond ik de mooiste.
""",
        section="Polder",
        related=("De eerste kieviten", "Lekke band bij de sluis", "Waterschapsverkiezingen, mijn stemwijzer"),
        tags=("gemaal", "mist", "polder"),
        months=("april 2010", "maart 2010", "februari 2010"),
        links=("Fietsen door de polder", "Het Slootjesblog", "Molenpraat"),
    )
    return make(
        "bc-nl-nested-dl-pingback",
        "discussion",
        "nl-dijkwacht",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2010/04/03/het-gemaal-in-de-mist",
        container="div#pz-reacties: h3 '9 reacties op “…”', dl.pz-lijst of dt.pz-kop (avatar, NAME 'zegt:') and dd.pz-tekst (text, span.pz-tijd '3 april 2010 om 21:14', 'Reageer'); replies a dl.pz-sub inside the parent's dd, three levels; a pingback dt/dd pair in the list (not a comment); a form",
        heading="9 reacties op “Het gemaal in de mist”",
        description="A Dutch self-hosted blog engine of 2010 ('Penseel'): 9 comments, three levels, the blogger answering once; awkward trait: each comment a dt/dd pair with its replies as a definition list nested in the dd, and a pingback pair among them in the same shape.",
    )


def threads_intl() -> list[Case]:
    return [
        de_heading_per_comment(),
        fr_trackbacks_same_box(),
        es_nested_table_reply(),
        it_blockquote_levels(),
        pt_first_page_of_two(),
        nl_nested_dl_pingback(),
    ]
