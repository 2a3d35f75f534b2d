"""Blind set AZ: ten discussions of 2008-2014 in ten other languages, each differing from the common case in one way
an adversary judges a generic comment extractor most likely to get wrong: written into the page by a same-site
script with document.write while the page parses (de); only two comments (fr); an HTML fragment of the same site
fetched by one click (es); grouped under day headings, one list per day (it); comments in the blog engine's post
markup (pt); a hidden report form and a hidden answer form inside every comment (nl); sponsored notices in the
comments' own markup between them (pl); the answers in a second list after the comments, each naming the number it
answers (sv); answers nested in blockquote elements (ru); three different record shapes for members, guests and the
newsroom (ja). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_az_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def de_document_write() -> Case:
    cs = thread("""
Gerlinde Haas | 23.09.2009, 18:42 | - | - | Schade um die alte Linde. Unter der haben wir als Kinder Murmeln gespielt.
Reinhold Kübler | 23.09.2009, 19:05 | 0 | - | Die war aber innen hohl, das hat der Gutachter doch festgestellt. Lieber jetzt fällen als dass sie beim nächsten Sturm aufs Dach fällt.
Gerlinde Haas | 23.09.2009, 19:31 | 1 | - | Das weiß ich ja. Schade ist es trotzdem.
Tobias M. | 23.09.2009, 20:14 | - | - | Wird denn wieder eine Linde gepflanzt oder irgendein pflegeleichter Baum aus dem Baumarkt?
Ortsvorsteher Wendelin Beck | 24.09.2009, 08:30 | 3 | - | Der Ortschaftsrat hat beschlossen, im November an gleicher Stelle wieder eine Winterlinde zu pflanzen. Die Kosten trägt der Heimatverein.
Tobias M. | 24.09.2009, 09:02 | 4 | - | Das ist eine gute Nachricht, danke für die Auskunft.
Hildegard Sauter | 24.09.2009, 11:47 | - | - | Vielleicht könnte man aus dem Holz eine Bank für den Dorfplatz machen lassen? Dann bleibt wenigstens etwas von ihr.
Erwin Frick | 24.09.2009, 15:20 | 6 | - | Gute Idee! Der Schreiner Mauch hat so etwas schon für den Friedhof gemacht.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="lb-kom" id="kom{20917 * 10 + i}"><div class="lb-kopf"><span class="lb-name">{esc(c.name)}</span> '
            f'<span class="lb-zeit">schrieb am {esc(c.when)}</span></div><div class="lb-inhalt">{paras(c.text)}</div>'
            + (f'<div class="lb-antworten">{sub}</div>' if sub else "")
            + "</div>"
        )

    inner = tree(cs, item, lambda s: s)
    lines = [
        '<div class="lb-leser"><h3>Leserkommentare (8)</h3>',
        inner,
        '<p class="lb-hinweis"><a href="/kommentar/schreiben?artikel=20917">Kommentar schreiben</a></p></div>',
    ]
    js = "/* Lindenacher Bote: Leserkommentare zum Artikel 20917 */\n" + "".join(
        f"document.write({json.dumps(line, ensure_ascii=False)});\n" for line in lines
    )
    inside = '<script type="text/javascript" src="/kommentare/artikel-20917.js"></script>'
    css = ".lb-antworten{margin-left:24px;border-left:2px solid #ddd;padding-left:8px}.lb-name{font-weight:bold}.lb-zeit{color:#888;font-size:11px}"
    st = Story(
        "Dorflinde in Hohlstetten muss gefällt werden",
        "Von Sabine Oberle",
        "2009-09-23T14:00:00+02:00",
        "Mittwoch, 23. September 2009",
        """
Die über zweihundert Jahre alte Linde auf dem Hohlstettener Dorfplatz wird in der kommenden Woche gefällt. Ein Gutachten hat ergeben, dass der Stamm auf einer Höhe von drei Metern fast vollständig hohl ist.

Bei einem Sturm könnte der Baum auf das angrenzende Rathaus oder die Bushaltestelle stürzen, heißt es in der Stellungnahme des Sachverständigen. Eine Sicherung durch Seile sei nicht mehr möglich.

Die Fällarbeiten beginnen am Montag um 7 Uhr. Der Dorfplatz ist an diesem Tag gesperrt, der Bus hält in der Kirchstraße.
""",
        lead="Gutachter: Der Stamm ist hohl, der Baum nicht mehr standsicher",
        section="Lokales",
        related=(
            "Weinlese beginnt früher als sonst",
            "Neue Ortsdurchfahrt: Umleitung ab Oktober",
            "TSV Lindenach gewinnt Derby",
            "Herbstmarkt mit Rekordbesuch",
        ),
        tags=("Hohlstetten", "Dorflinde", "Ortschaftsrat"),
    )
    return make(
        "az-de-document-write",
        "discussion",
        "de-lindach",
        st,
        Parts(after=inside, css=css),
        seeds(cs),
        path="/lokales/hohlstetten-dorflinde-gefaellt-20917.html",
        reveal="script: a same-site script /kommentare/artikel-20917.js, included after the article, writes the whole discussion into the page with document.write while the page parses",
        static=False,
        files={"kommentare/artikel-20917.js": js},
        container="written by document.write: div.lb-leser (h3 'Leserkommentare (8)', div.lb-kom: div.lb-kopf span.lb-name, span.lb-zeit 'schrieb am …'; div.lb-inhalt; replies in div.lb-antworten inside the comment, two levels)",
        heading="Leserkommentare (8)",
        description="A German local paper of 2009: 8 readers' comments that are not in the served HTML: a script of the same site, included with a plain <script src>, writes them with document.write while the page parses (the one hard way: the discussion exists only after the page's own script has run); replies two levels deep, the village mayor's answer.",
        check_steps=("wait:200",),
    )


def fr_two_only() -> Case:
    cs = thread("""
Annick Le Goff | 12 octobre 2013 à 09:18 | - | - | Merci pour ce portrait. J'ai acheté une de ses théières au marché de Belrive l'an dernier, elle ne fuit pas et elle a déjà survécu à deux déménagements.
Clément Varenne | 12 octobre 2013 à 14:02 | 0 | - | Pareil pour mes bols. Et l'atelier se visite le samedi, il suffit de frapper.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="cb-r" id="cb-r{i + 1}"><p class="cb-qui"><strong>{esc(c.name)}</strong> <span>{esc(c.when)}</span></p>'
            f"{paras(c.text)}" + (f'<div class="cb-suite">{sub}</div>' if sub else "") + "</div>"
        )

    block = (
        '<section class="cb-reactions"><h3>2 réactions</h3>'
        + tree(cs, item, lambda s: s)
        + '<h3>Réagir</h3><form action="/reagir" method="post"><p><input name="pseudo" /> Pseudo</p>'
        '<p><textarea name="msg" rows="5" cols="50"></textarea></p><p><input type="submit" value="Envoyer" /></p></form></section>'
    )
    css = ".cb-suite{margin-left:30px}.cb-qui span{color:#999;font-size:12px}"
    st = Story(
        "Solène Marais, potière : « La terre décide toujours un peu »",
        "Texte : Hugo Lestrade",
        "2013-10-11T08:00:00+02:00",
        "11 octobre 2013",
        """
Dans l'ancienne grange qu'elle loue au bout du chemin des Aulnes, Solène Marais tourne chaque semaine une centaine de pièces : bols, théières, pichets et, depuis peu, des lampes. Elle a appris le métier tard, à trente-cinq ans, après une carrière de comptable.

« La terre décide toujours un peu. On croit tout maîtriser, et puis une pièce sort du four avec une couleur qu'on n'attendait pas. C'est souvent la plus belle. »

Ses pièces se vendent au marché du samedi et dans deux boutiques de la vallée. Elle refuse les commandes des grandes enseignes : « Je ne saurais pas faire mille fois le même bol. »
""",
        lead="Rencontre avec une ancienne comptable devenue potière au bout d'un chemin de terre.",
        section="Culture",
        related=(
            "Le sentier des moulins à la loupe",
            "Trois tables de campagne à découvrir",
            "Le dernier cordonnier de la rue Basse",
            "Week-end au bord du lac de Ferrières",
        ),
        tags=("artisanat", "céramique", "Belrive"),
    )
    return make(
        "az-fr-two-only",
        "discussion",
        "fr-carnets",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/culture/solene-marais-potiere/",
        container="section.cb-reactions: h3 '2 réactions', div.cb-r (p.cb-qui: strong name, span time; the text), the reply in div.cb-suite inside the first; a form",
        heading="2 réactions",
        description="A French magazine of 2013: the smallest discussion, 2 readers' comments, the second a reply to the first (the one hard way: size: only two records to repeat, beside a magazine's heavy furniture).",
    )


def es_click_fragment() -> Case:
    cs = thread("""
Ramiro Alcántara | 15/06/2011 - 10:24 | - | - | Por fin. Llevamos diez años pidiendo que arreglen el puente de la Serna y cada invierno está peor.
Marisa G. | 15/06/2011 - 10:51 | 0 | - | Diez años y dos alcaldes. A ver si esta vez es verdad.
Ramiro Alcántara | 15/06/2011 - 11:10 | 1 | - | Esta vez hay dinero de la Diputación firmado, eso es lo que cambia.
Eusebio Tejedor | 15/06/2011 - 12:02 | - | - | ¿Y por dónde van a pasar los tractores durante las obras? Por el camino del molino no cabe una cosechadora.
Concejal de Obras | 15/06/2011 - 13:40 | 3 | - | Se habilitará un paso provisional junto al vado, apto para maquinaria agrícola, mientras duren los trabajos.
Eusebio Tejedor | 15/06/2011 - 14:05 | 4 | - | Gracias por contestar. Eso nos quita un buen problema en plena cosecha.
Pili de la Vega | 15/06/2011 - 16:33 | - | - | Que no se olviden de la barandilla. Mis hijos cruzan andando para ir al colegio.
Andrés Huerta | 15/06/2011 - 18:12 | - | - | Seis meses de obra para un puente de cuarenta metros me parece mucho.
Lucía R. | 15/06/2011 - 19:45 | 7 | - | Hay que esperar a que baje el río para trabajar en los pilares, Andrés. Mi padre era aparejador.
Anselmo | 16/06/2011 - 08:20 | - | - | Mi abuelo ayudó a construir ese puente en 1952. Me alegro de que lo conserven en vez de tirarlo.
Peña El Soto | 16/06/2011 - 09:55 | - | - | Las fiestas de agosto se podrán hacer igual, ¿verdad? La carroza siempre cruza por ahí.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="dv-c" id="dv-c{i + 1}"><div class="dv-cab"><span class="dv-autor">{esc(c.name)}</span> '
            f'<span class="dv-fecha">{esc(c.when)}</span></div><div class="dv-txt">{paras(c.text)}</div>'
            + (f'<ul class="dv-resp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    fragment = (
        '<ul class="dv-lista">' + tree(cs, item, lambda s: s) + "</ul>"
        '<p class="dv-normas">Los comentarios son responsabilidad de sus autores.</p>'
    )
    block = (
        '<div id="dv-comentarios"><h3>Comentarios</h3><p><a href="#" id="dv-ver" class="dv-boton">Ver los 11 comentarios</a></p>'
        '<div id="dv-caja"></div></div>'
    )
    end = """<script type="text/javascript">
document.getElementById('dv-ver').onclick = function () {
  var enlace = this, x = new XMLHttpRequest();
  x.open('GET', '/comentarios/noticia-5521.html', true);
  x.onreadystatechange = function () {
    if (x.readyState === 4 && x.status === 200) {
      document.getElementById('dv-caja').innerHTML = x.responseText;
      enlace.parentNode.style.display = 'none';
    }
  };
  x.send(null);
  return false;
};
</script>"""
    css = ".dv-resp{margin-left:22px}.dv-c{list-style:none;border-bottom:1px solid #eee;padding:6px 0}.dv-autor{font-weight:bold;color:#8a1c1c}.dv-boton{background:#8a1c1c;color:#fff;padding:4px 10px}"
    st = Story(
        "La Diputación financiará la reparación del puente de la Serna",
        "Redacción / Vega Alta",
        "2011-06-14T20:00:00+02:00",
        "14 de junio de 2011",
        """
La Diputación Provincial financiará con 380.000 euros la reparación del puente de la Serna, sobre el río Albero, cuyo tablero presenta grietas desde hace años. Las obras comenzarán en septiembre y durarán unos seis meses.

El proyecto prevé reforzar los dos pilares centrales, sustituir la barandilla y ensanchar ligeramente la calzada para el paso de maquinaria agrícola.

Durante las obras el puente permanecerá cerrado al tráfico. El Ayuntamiento estudia un paso alternativo para vecinos y agricultores.
""",
        lead="Las obras, de 380.000 euros, comenzarán en septiembre y durarán seis meses",
        section="Comarca",
        related=(
            "La feria del ganado vuelve a la plaza",
            "El CD Vega Alta asciende a Regional",
            "Nueva ruta de autobús a la capital",
            "Cortes de agua en el barrio del Pilar",
        ),
        tags=("puente de la Serna", "Diputación", "obras"),
    )
    return make(
        "az-es-click-fragment",
        "discussion",
        "es-vegaalta",
        st,
        Parts(after=block, css=css, end=end),
        seeds(cs),
        path="/comarca/2011/06/14/puente-de-la-serna-5521.html",
        reveal="click: the link 'Ver los 11 comentarios' fetches an HTML fragment of the same site (/comentarios/noticia-5521.html) with XMLHttpRequest and puts it into div#dv-caja",
        static=False,
        files={"comentarios/noticia-5521.html": fragment},
        container="div#dv-comentarios: h3 'Comentarios', a link 'Ver los 11 comentarios'; after the click div#dv-caja > ul.dv-lista > li.dv-c (div.dv-cab: span.dv-autor, span.dv-fecha; div.dv-txt); replies in ul.dv-resp, two levels",
        heading="Comentarios",
        description="A Spanish regional paper of 2011: 11 readers' comments that come only when the reader clicks 'Ver los 11 comentarios', which loads an HTML fragment of the same site (the one hard way: one click and a fetch of markup, not JSON); replies two levels deep, the councillor's answer.",
        check_steps=("click:#dv-ver", "wait:800"),
    )


def it_day_groups() -> Case:
    cs = thread("""
Franca Bellomo | ore 08:12 | - | - | Chiudere l'ufficio postale di Valbrusca significa costringere gli anziani a prendere la corriera per ritirare la pensione.
Gianni Roveda | ore 08:40 | 0 | - | Mia madre ha 86 anni e non guida. Chi la porta a Collevario ogni mese?
Franca Bellomo | ore 09:05 | 1 | - | Appunto. Nessuno ci ha pensato.
Marco T. | ore 10:31 | - | - | Si potrebbe fare come in altri paesi: uno sportello due giorni a settimana nel municipio.
Sindaco di Valbrusca | ore 12:15 | 3 | - | È la proposta che abbiamo presentato all'azienda la settimana scorsa. Aspettiamo una risposta entro fine mese.
Alpino Bepi | ore 19:48 | - | - | Prima la scuola, poi la banca, adesso la posta. Tra dieci anni a Valbrusca resterà solo la chiesa.
Luisa Carminati | ore 07:55 | - | - | Ho firmato la petizione al bar della piazza. Eravamo già in trecento ieri sera.
Ettore | ore 09:20 | 6 | - | Trecento su seicento abitanti è un bel segnale.
Rosanna Ferri | ore 11:02 | - | - | Il postino però continuerà a passare tutti i giorni, giusto? Nell'articolo non è chiaro.
Redazione | ore 11:40 | 8 | - | Sì, la consegna della posta a domicilio non cambia: chiude solo lo sportello.
Don Piero | ore 18:30 | - | - | La sala parrocchiale è a disposizione se serve un posto per lo sportello.
Gianni Roveda | ore 20:10 | 10 | - | Grazie don Piero, questa sì che è una bella notizia.
""")
    days = [
        ("Martedì 15 marzo 2011", [0, 3, 5]),
        ("Mercoledì 16 marzo 2011", [6, 8]),
        ("Giovedì 17 marzo 2011", [10]),
    ]

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="cc-msg" id="cc-{i + 1}"><span class="cc-autore">{esc(c.name)}</span> <span class="cc-ora">{esc(c.when)}</span>'
            f"{paras(c.text, cls='cc-testo')}"
            + (f'<ul class="cc-risposte">{sub}</ul>' if sub else "")
            + "</li>"
        )

    def sub_of(i: int) -> str:
        return tree(cs, item, lambda s: s, i)

    groups = ""
    for label, tops in days:
        items = "".join(
            f'<li class="cc-msg" id="cc-{i + 1}"><span class="cc-autore">{esc(cs[i].name)}</span> '
            f'<span class="cc-ora">{esc(cs[i].when)}</span>{paras(cs[i].text, cls="cc-testo")}'
            + (f'<ul class="cc-risposte">{sub_of(i)}</ul>' if sub_of(i) else "")
            + "</li>"
            for i in tops
        )
        groups += f'<h4 class="cc-giorno">{esc(label)}</h4><ul class="cc-lista">{items}</ul>\n'
    block = (
        '<div class="cc-commenti"><h3>Commenti dei lettori (12)</h3>'
        + groups
        + '<p><a href="/commenta?art=8812">Scrivi un commento</a></p></div>'
    )
    css = ".cc-giorno{background:#eee;padding:3px 6px;margin:14px 0 4px}.cc-risposte{margin-left:24px}.cc-autore{font-weight:bold}.cc-ora{color:#888}"
    st = Story(
        "Valbrusca, chiude l'ufficio postale: il paese raccoglie firme",
        "di Paolo Ghezzi",
        "2011-03-14T17:30:00+01:00",
        "14 marzo 2011",
        """
Dal primo maggio l'ufficio postale di Valbrusca resterà chiuso. La comunicazione è arrivata al municipio venerdì scorso: secondo l'azienda, lo sportello serve in media meno di venti clienti al giorno.

Il paese conta seicento abitanti, un terzo dei quali ha più di settant'anni. L'ufficio più vicino è a Collevario, a quattordici chilometri, raggiungibile con due corriere al giorno.

Il sindaco ha chiesto un incontro e propone di mantenere uno sportello aperto almeno due giorni alla settimana nei locali del municipio.
""",
        section="Cronaca",
        related=(
            "Nevicata in quota, chiuso il passo",
            "Il mercato contadino raddoppia",
            "Collevario, lavori in piazza Garibaldi",
            "Calcio: la Pro Valle vince il derby",
        ),
        tags=("Valbrusca", "ufficio postale", "petizione"),
    )
    return make(
        "az-it-day-groups",
        "discussion",
        "it-colleverde",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/cronaca/2011/03/14/valbruna-chiude-ufficio-postale",
        container="div.cc-commenti: h3 'Commenti dei lettori (12)', then per day an h4.cc-giorno ('Martedì 15 marzo 2011' …) and its own ul.cc-lista > li.cc-msg (span.cc-autore, span.cc-ora 'ore 08:12', p.cc-testo); replies in ul.cc-risposte inside the comment, two levels",
        heading="Commenti dei lettori (12)",
        description="An Italian local paper of 2011: 12 readers' comments split into three lists, one per day under a day heading, each comment showing only 'ore HH:MM' (the one hard way: the discussion broken into several sibling lists by headings); replies two levels deep, the mayor's and the newsroom's answers.",
    )


def pt_post_markup() -> Case:
    cs = thread("""
Cida Rezende | 9 de agosto de 2012 14:20 | - | - | Dona Lurdes, fiz o bolo de fubá hoje de manhã e meus netos comeram metade ainda quente. Ficou igualzinho ao da minha mãe.
Tereza do Sítio | 9 de agosto de 2012 16:05 | - | - | Posso usar erva-doce em vez de coco? Aqui em casa ninguém gosta de coco.
Dona Lurdes | 9 de agosto de 2012 18:32 | - | - | Pode sim, Tereza! Uma colher de chá de erva-doce fica uma delícia, era assim que minha avó fazia.
Juliano | 10 de agosto de 2012 08:47 | - | - | Que saudade desse cheiro de bolo no forno a lenha. Obrigado por guardar essas receitas.
Márcia Pimentel | 10 de agosto de 2012 21:15 | - | - | O meu solou no meio. Será que abri o forno cedo demais? // Vou tentar de novo no domingo.
Dona Lurdes | 11 de agosto de 2012 07:30 | - | - | Márcia, deve ter sido isso mesmo. Só abra o forno depois de trinta minutos, e teste com um palito.
""")
    posts = "".join(
        f'<div class="post hentry" id="c{7731000 + i}"><div class="post-body entry-content">{paras(c.text)}</div>'
        f'<div class="post-footer"><span class="post-author vcard">Postado por <span class="fn">{esc(c.name)}</span></span> '
        f'<span class="post-timestamp">às <a class="timestamp-link" href="#c{7731000 + i}">{esc(c.when)}</a></span></div></div>\n'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="comments" id="comentarios"><h4>6 comentários:</h4><div class="blog-posts">\n'
        + posts
        + '</div><p class="comment-footer"><a href="/comentar?post=77310">Postar um comentário</a></p></div>'
    )
    css = ".blog-posts .post{border-bottom:1px dotted #ccc;padding:8px 0}.post-footer{font-size:11px;color:#888}"
    st = Story(
        "Bolo de fubá da vovó Sebastiana",
        "Postado por Dona Lurdes",
        "2012-08-08T19:00:00-03:00",
        "quarta-feira, 8 de agosto de 2012",
        """
Esse bolo é da minha avó Sebastiana, que fazia todo sábado no forno a lenha lá do sítio. A receita nunca foi escrita: ela media tudo com a mesma xícara de ágata, que hoje está aqui na minha cozinha.

São três ovos, duas xícaras de fubá, uma de açúcar, uma de leite, meia de óleo, coco ralado a gosto e uma colher de fermento. Bate tudo no liquidificador, menos o fermento, que entra no final, mexido com a colher.

Forno médio, uns quarenta minutos. E não abre o forno antes da hora, senão ele sola!
""",
        section="Receitas",
        related=(
            "Doce de abóbora com coco",
            "Toalhinha de crochê para a bandeja",
            "O causo do compadre e a onça",
            "Pão de queijo de liquidificador",
        ),
        tags=("bolo", "fubá", "receitas da vovó"),
    )
    return make(
        "az-pt-post-markup",
        "discussion",
        "pt-cantinho",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2012/08/bolo-de-fuba-da-vovo-sebastiana.html",
        container="div.comments#comentarios: h4 '6 comentários:', div.blog-posts > div.post.hentry per comment (div.post-body.entry-content the text; div.post-footer 'Postado por <span class=fn>name</span> às <a class=timestamp-link>time</a>'): the classes of the blog's own posts; flat",
        heading="6 comentários:",
        description="A Brazilian recipe blog of 2012: 6 readers' comments printed with the blog engine's post markup (div.post.hentry, post-body, post-footer 'Postado por … às …'), as a hacked template did (the one hard way: comments dressed as blog posts, name and time below the text); flat, the blogger's answers as comments of her own.",
    )


def nl_hidden_forms() -> Case:
    cs = thread("""
Gerrit Blaauw | 7 november 2012 om 19:22 | - | - | Eindelijk. Die kruising bij de Molenweg is levensgevaarlijk als het donker is.
Anouk | 7 november 2012 om 19:48 | 0 | - | Mijn dochter fietst daar elke ochtend langs. Ik ben blij dat er nu eindelijk licht komt.
Gerrit Blaauw | 7 november 2012 om 20:03 | 1 | - | En dan nog een beetje snelheid eruit halen, want de boeren rijden daar ook flink door.
Kees Zwaan | 7 november 2012 om 21:15 | - | - | 120.000 euro voor vier lantaarnpalen? Dat is dertigduizend per paal.
Wethouder P. de Ruijter | 8 november 2012 om 09:10 | 3 | - | Het bedrag is inclusief de aanleg van de kabel vanaf de dorpskern, twee kilometer lang. De palen zelf zijn een klein deel van de kosten.
Kees Zwaan | 8 november 2012 om 09:45 | 4 | - | Dank voor de uitleg, dat maakt het een stuk begrijpelijker.
Hanneke Post | 8 november 2012 om 12:30 | - | - | Worden het zuinige lampen? Er zitten vleermuizen in de oude boerderij ernaast.
Joop | 8 november 2012 om 17:02 | 6 | - | Er bestaan lampen met rood licht speciaal voor vleermuizen, dat hebben ze in het natuurgebied bij Wierdewoud ook gedaan.
Dorpsraad Wierdewoud | 9 november 2012 om 10:00 | - | - | De dorpsraad is blij met dit besluit, waar we sinds 2010 om hebben gevraagd. Dank aan iedereen die de petitie heeft getekend.
""")

    def item(i: int, c: C, sub: str) -> str:
        rid = 44100 + i
        return (
            f'<li class="pp-reactie" id="r{rid}"><div class="pp-kop"><span class="pp-naam">{esc(c.name)}</span> '
            f'<span class="pp-datum">{esc(c.when)}</span></div><div class="pp-tekst">{paras(c.text)}</div>'
            f'<div class="pp-acties"><a href="#" onclick="return pp(\'a{rid}\')">Reageer</a> · '
            f'<a href="#" onclick="return pp(\'m{rid}\')">Meld misbruik</a></div>'
            f'<div class="pp-antwoordvak" id="a{rid}" style="display:none"><form action="/reageer" method="post">'
            f'<p>Uw reactie op het bericht van {esc(c.name)}:</p><textarea name="t" rows="4" cols="40"></textarea>'
            '<p>Uw naam: <input name="n" /></p><p>Houd het netjes en blijf bij het onderwerp. Reacties worden voor plaatsing '
            'gecontroleerd door de redactie.</p><input type="submit" value="Plaats reactie" /></form></div>'
            f'<div class="pp-melden" id="m{rid}" style="display:none"><form action="/meld" method="post">'
            "<p>Waarom wilt u deze reactie melden?</p>"
            '<label><input type="radio" name="w" value="1" /> Spam of reclame</label><br />'
            '<label><input type="radio" name="w" value="2" /> Beledigend, kwetsend of discriminerend</label><br />'
            '<label><input type="radio" name="w" value="3" /> Geen verband met het artikel</label><br />'
            '<label><input type="radio" name="w" value="4" /> Anders, namelijk:</label> <textarea name="x" rows="2" cols="30"></textarea>'
            '<p>De redactie beoordeelt elke melding binnen 24 uur.</p><input type="submit" value="Verstuur melding" /></form></div>'
            + (f'<ul class="pp-onder">{sub}</ul>' if sub else "")
            + "</li>\n"
        )

    block = (
        '<div class="pp-reacties"><h3>Reacties (9)</h3><ul class="pp-lijst">\n'
        + tree(cs, item, lambda s: s)
        + '</ul><p><a href="/reageer?artikel=4410">Reageer op dit artikel</a></p></div>'
    )
    end = "<script type=\"text/javascript\">function pp(id){var e=document.getElementById(id);e.style.display=e.style.display=='none'?'block':'none';return false;}</script>"
    css = ".pp-onder{margin-left:26px}.pp-reactie{list-style:none;border-top:1px solid #e3e3e3;padding:6px 0}.pp-naam{font-weight:bold}.pp-datum,.pp-acties{font-size:11px;color:#888}"
    st = Story(
        "Verlichting voor gevaarlijke kruising Molenweg",
        "Door Marieke Visser",
        "2012-11-07T15:00:00+01:00",
        "woensdag 7 november 2012",
        """
De kruising van de Molenweg en de Wierdewouder Dijk krijgt straatverlichting. De gemeenteraad stemde dinsdagavond unaniem in met het voorstel, dat 120.000 euro kost.

Op de kruising gebeurden de afgelopen vijf jaar negen ongelukken, waarvan zeven in het donker. Vooral scholieren die naar de middelbare school in de stad fietsen, gebruiken de route.

De lantaarnpalen worden in het voorjaar geplaatst. De dorpsraad van Wierdewoud vroeg al sinds 2010 om verlichting.
""",
        section="Regio",
        related=(
            "Ijsbaan Wierdewoud zoekt vrijwilligers",
            "Nieuwe huisarts in de polder",
            "Fanfare Eendracht viert jubileum",
            "Dijkversterking begint in maart",
        ),
        tags=("Molenweg", "verkeersveiligheid", "Wierdewoud"),
    )
    return make(
        "az-nl-hidden-forms",
        "discussion",
        "nl-polderpost",
        st,
        Parts(after=block, css=css, end=end),
        seeds(cs),
        path="/regio/2012/11/07/verlichting-kruising-molenweg",
        container="div.pp-reacties: h3 'Reacties (9)', ul.pp-lijst > li.pp-reactie (div.pp-kop: span.pp-naam, span.pp-datum; div.pp-tekst; div.pp-acties 'Reageer · Meld misbruik'; then, hidden with style=display:none, div.pp-antwoordvak (an answer form with its instructions) and div.pp-melden (a report form with four reasons and a note)); replies in ul.pp-onder, two levels",
        heading="Reacties (9)",
        description="A Dutch regional paper of 2012: 9 readers' comments, each record carrying two hidden forms of about fifty words (an answer form and a report-abuse form, shown by a click) after its text (the one hard way: what sits inside a record: long hidden text that is not the comment); replies two levels deep, the alderman's answer.",
    )


def pl_sponsored_between() -> Case:
    cs = thread("""
Zdzisław K. | 2014-05-20 08:31 | - | - | Nareszcie ktoś pomyślał o ścieżce rowerowej wzdłuż wału. Jeżdżę tamtędy codziennie do pracy po błocie.
Beata_z_Zalesia | 2014-05-20 09:02 | 0 | - | Ja też! Tylko żeby nie zrobili jej z kostki, bo na rowerze trzęsie jak na tarce.
Zdzisław K. | 2014-05-20 09:25 | 1 | - | W projekcie jest asfalt, czytałem na stronie gminy.
Wędkarz Heniek | 2014-05-20 10:47 | - | - | A gdzie my, wędkarze, będziemy parkować? Teraz stawiamy auta na wale.
Marta Ł. | 2014-05-20 12:15 | - | - | Czy ścieżka będzie oświetlona? Zimą o szesnastej jest już ciemno.
Urząd Gminy Nadrzecze | 2014-05-20 14:00 | 4 | - | Projekt przewiduje oświetlenie na odcinku od mostu do szkoły, czyli około 1,2 km.
Paweł Grzyb | 2014-05-20 16:40 | - | - | Cztery miliony za sześć kilometrów ścieżki to dużo, ale i tak się cieszę.
Kasia | 2014-05-20 19:22 | - | - | Wreszcie będzie gdzie pojeździć z dziećmi bez samochodów obok.
Stanisław Wrona | 2014-05-21 07:10 | - | - | Mam nadzieję, że nie wytną przy tym wierzb. Rosną tam od czasów mojego dziadka.
Beata_z_Zalesia | 2014-05-21 08:05 | 8 | - | Na spotkaniu w szkole mówili, że wierzby zostają, ścieżka idzie po drugiej stronie.
""")
    ads = [
        (
            "Okna Brzozowski",
            "Sponsorowane",
            "Wymień okna przed zimą! Montaż w 7 dni, rabat 15% dla mieszkańców powiatu. Zadzwoń i umów bezpłatny pomiar.",
        ),
        (
            "Hurtownia Rowerowa Szprycha",
            "Sponsorowane",
            "Rowery miejskie i trekkingowe od 799 zł. Serwis gratis przez pierwszy rok. Zapraszamy na ulicę Portową 4.",
        ),
        (
            "Kredyt Dla Każdego",
            "Sponsorowane",
            "Potrzebujesz gotówki? Pożyczka do 5000 zł w 15 minut, bez zaświadczeń. Sprawdź, ile możesz dostać.",
        ),
    ]

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="gk-kom" id="gk-{9300 + i}"><div class="gk-gora"><b class="gk-autor">{esc(c.name)}</b> '
            f'<span class="gk-data">{esc(c.when)}</span></div><div class="gk-tresc">{paras(c.text)}</div>'
            '<div class="gk-dol"><a href="#gk-form">odpowiedz</a> | <a href="/zglos">zgłoś</a></div>'
            + (f'<div class="gk-odp">{sub}</div>' if sub else "")
            + "</div>\n"
        )

    def ad(k: int) -> str:
        n, lab, t = ads[k]
        return (
            f'<div class="gk-kom gk-promo"><div class="gk-gora"><b class="gk-autor">{esc(n)}</b> '
            f'<span class="gk-data">{esc(lab)}</span></div><div class="gk-tresc"><p>{esc(t)}</p></div>'
            f'<div class="gk-dol"><a href="/promo/{k + 1}" rel="nofollow">więcej »</a></div></div>\n'
        )

    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    body = ""
    for k, i in enumerate(tops):
        sub = tree(cs, item, lambda s: s, i)
        body += item(i, cs[i], sub)
        if k % 2 == 1 and k // 2 < len(ads):
            body += ad(k // 2)
    block = (
        '<div class="gk-komentarze"><h3>Komentarze (10)</h3><p class="gk-info">Komentarze są opiniami ich autorów. '
        "Redakcja zastrzega sobie prawo do usuwania wpisów.</p>\n"
        + body
        + '<form id="gk-form" action="/komentarz" method="post"><p>Podpis: <input name="p" /></p><textarea name="t" rows="5" cols="50"></textarea>'
        '<p><input type="submit" value="Dodaj komentarz" /></p></form></div>'
    )
    css = ".gk-odp{margin-left:24px}.gk-kom{border-bottom:1px solid #eee;padding:6px 0}.gk-promo{background:#fffbe6}.gk-data{color:#888;font-size:11px}"
    st = Story(
        "Ścieżka rowerowa wzdłuż wału powstanie do 2015 roku",
        "Agnieszka Pawlak",
        "2014-05-19T18:00:00+02:00",
        "19 maja 2014",
        """
Gmina Nadrzecze otrzymała dofinansowanie na budowę ścieżki rowerowej wzdłuż wału przeciwpowodziowego. Trasa o długości sześciu kilometrów połączy centrum z Zalesiem i Kępą.

Koszt inwestycji to ponad cztery miliony złotych, z czego większość pokryją fundusze zewnętrzne. Przetarg ma zostać ogłoszony jeszcze w czerwcu.

Według harmonogramu ścieżka będzie gotowa jesienią przyszłego roku. Na odcinku przy szkole pojawi się oświetlenie.
""",
        section="Powiat",
        related=(
            "Nowy most na Meandrze otwarty",
            "Dożynki gminne w Kępie",
            "Sparta Nadrzecze awansuje",
            "Remont przychodni przy Polnej",
        ),
        tags=("ścieżka rowerowa", "Nadrzecze", "inwestycje"),
    )
    return make(
        "az-pl-sponsored-between",
        "discussion",
        "pl-znad-rzeki",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/powiat/sciezka-rowerowa-wzdluz-walu-2015",
        container="div.gk-komentarze: h3 'Komentarze (10)', div.gk-kom (div.gk-gora: b.gk-autor, span.gk-data; div.gk-tresc; div.gk-dol 'odpowiedz | zgłoś'); replies in div.gk-odp, two levels; after every second top-level comment a sponsored notice in the same div.gk-kom markup (class gk-promo added: an advertiser's name in b.gk-autor, 'Sponsorowane' where the time is, an advertising text)",
        heading="Komentarze (10)",
        description="A Polish county weekly of 2014: 10 readers' comments with three sponsored notices between them drawn in exactly the comments' markup, an advertiser's name where the author is and 'Sponsorowane' where the time is (the one hard way: what sits between records: look-alike records of another kind); replies two levels deep, the commune office's answer.",
    )


def sv_answers_apart() -> Case:
    cs = thread("""
Birgitta på Lökö | 2 juli 2010 kl. 21:14 | - | - | Vilken fin kväll det måste ha varit! Vi såg elden från vår brygga på andra sidan sundet.
Olle Sjögren | 2 juli 2010 kl. 22:05 | - | - | Var det verkligen tillåtet med eld i år? Det har ju varit eldningsförbud i halva skärgården.
Hasse med snipan | 3 juli 2010 kl. 08:20 | - | - | Sillen på bilden ser perfekt ut. Hemgjord inläggning?
Maja E | 3 juli 2010 kl. 10:47 | - | - | Vi var med för första gången i år och blev så väl mottagna. Tack alla grannar!
Skärgårdsliv | 3 juli 2010 kl. 11:30 | 1 | - | Olle: förbudet gäller inte på vår ö, brandkåren gav klartecken på fredagen. Vi hade ändå två hinkar vatten redo.
Skärgårdsliv | 3 juli 2010 kl. 11:34 | 2 | - | Hasse: ja, mormors recept med kryddpeppar och lagerblad. Jag lägger ut det nästa vecka.
Olle Sjögren | 3 juli 2010 kl. 13:02 | 4 | - | Tack för svaret, då är jag lugn.
Hasse med snipan | 3 juli 2010 kl. 15:40 | 5 | - | Ser fram emot det!
""")
    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    answers = [i for i, c in enumerate(cs) if c.seed.parent is not None]
    num = {i: k + 1 for k, i in enumerate(tops + answers)}

    def entry(i: int, c: C) -> str:
        ref = ""
        if c.seed.parent is not None:
            p = c.seed.parent
            ref = f'<p class="sk-ref">Svar på <a href="#sk-{num[p]}">#{num[p]}</a> ({esc(cs[p].name)})</p>'
        return (
            f'<li class="sk-inl" id="sk-{num[i]}"><span class="sk-nr">#{num[i]}</span> <b class="sk-namn">{esc(c.name)}</b> '
            f'<span class="sk-tid">{esc(c.when)}</span>{ref}{paras(c.text)}</li>\n'
        )

    block = (
        '<div class="sk-komm"><h3>Kommentarer (4)</h3><ol class="sk-lista">\n'
        + "".join(entry(i, cs[i]) for i in tops)
        + '</ol><h3>Svar (4)</h3><ol class="sk-lista sk-svar">\n'
        + "".join(entry(i, cs[i]) for i in answers)
        + '</ol><p><a href="/kommentera?p=1881">Skriv en kommentar</a></p></div>'
    )
    css = ".sk-lista{list-style:none;padding:0}.sk-inl{border-bottom:1px dashed #ccc;padding:6px 0}.sk-nr{color:#999}.sk-ref{font-size:11px;color:#777;margin:0}"
    st = Story(
        "Midsommar på Östra Kobben",
        "Upplagt av Karin",
        "2010-07-02T18:00:00+02:00",
        "fredag 2 juli 2010",
        """
Som varje år samlades grannarna från de sex husen på Östra Kobben till midsommarafton på klippan vid norra bryggan. Vi var tjugosju vuxna, elva barn och tre hundar.

Stången reste vi vid tretiden, sillen åt vi vid fem, och vid niotiden tände Gunnar elden i den gamla järngrytan, med brandkårens välsignelse och två hinkar vatten bredvid.

Ingen föll i vattnet i år, vilket är ett rekord. Nästa år är det vår tur att ordna dansen.
""",
        section="Öarna",
        related=(
            "Ny motor till snipan",
            "Jordgubbar från fastlandet",
            "När isen gick i april",
            "Ett sjöfågelbo under bryggan",
        ),
        tags=("midsommar", "Östra Kobben", "grannar"),
    )
    return make(
        "az-sv-answers-apart",
        "discussion",
        "sv-skargard",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2010/07/midsommar-pa-ostra-kobben/",
        container="div.sk-komm: h3 'Kommentarer (4)', ol.sk-lista > li.sk-inl (span.sk-nr '#n', b.sk-namn, span.sk-tid, the text) for the four top-level comments; then h3 'Svar (4)' and a second ol.sk-lista.sk-svar with the answers, each with p.sk-ref 'Svar på #n (name)' naming the comment it answers",
        heading="Kommentarer (4)",
        description="A Swedish archipelago blog of 2010: 4 readers' comments and 4 answers, the answers not under their parents but in a second list after all the comments, each saying 'Svar på #n (name)' (the one hard way: replies shown apart from what they answer; the truth's parents follow the '#n' references, one answer to an answer).",
    )


def ru_blockquote_nesting() -> Case:
    cs = thread("""
Валентина Петровна | 18.01.2010 19:40 | - | - | Спасибо за статью. Каток у клуба заливали ещё при моём отце, в шестидесятые. Хорошо, что традиция вернулась.
Сергей Лыков | 18.01.2010 20:12 | 0 | - | Мой дед тоже заливал, из пожарного рукава. Говорят, лёд был лучше, чем в городе.
Валентина Петровна | 18.01.2010 20:35 | 1 | - | Может быть, они вместе и заливали! Ваш дед не Лыков Пётр Ильич?
Сергей Лыков | 18.01.2010 21:02 | 2 | - | Он самый! Вот это встреча.
Ирина К. | 19.01.2010 08:15 | - | - | А коньки напрокат дают? У нас в семье только одни детские, и те малы.
Глава поселения | 19.01.2010 10:30 | 4 | - | Да, в клубе есть прокат, тридцать пар разных размеров, бесплатно по субботам.
Дмитрий | 19.01.2010 14:48 | - | - | Освещение бы ещё сделать. В пять уже темно, а дети после школы только приходят.
Николай Степанович | 19.01.2010 17:20 | 6 | - | Прожектор от старой фермы лежит у меня в гараже. Отдам клубу, пусть поставят.
Дмитрий | 19.01.2010 18:05 | 7 | - | Николай Степанович, вы золотой человек!
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="zr-ot" id="ot{1200 + i}"><b class="zr-avt">{esc(c.name)}</b> <i class="zr-dt">{esc(c.when)}</i>'
            f"{paras(c.text)}" + (f"<blockquote>{sub}</blockquote>" if sub else "") + "</div>\n"
        )

    block = (
        '<div class="zr-otzyvy"><h3>Отзывы читателей</h3>\n'
        + tree(cs, item, lambda s: s)
        + '<p class="zr-dob"><a href="/otzyv?st=318">Добавить отзыв</a></p></div>'
    )
    css = ".zr-otzyvy blockquote{margin:6px 0 6px 24px;border-left:3px solid #ccc;padding-left:10px;font-style:normal}.zr-dt{color:#888;font-size:11px}"
    st = Story(
        "В Заречном снова залили каток у клуба",
        "Ольга Мартынова",
        "2010-01-18T12:00:00+03:00",
        "18 января 2010",
        """
Впервые за пятнадцать лет у сельского клуба в Заречном снова работает каток. Лёд залили добровольцы: шесть вечеров подряд они поливали площадку из пожарной машины, которую предоставила районная часть.

Идея принадлежит учителю физкультуры местной школы. По его словам, в первые же выходные на катке побывали больше ста человек, в том числе приезжие из соседних деревень.

Каток открыт ежедневно до девяти вечера. В клубе можно переодеться и выпить горячего чаю.
""",
        section="Район",
        related=(
            "Рождественский концерт в доме культуры",
            "Автобус до райцентра пойдёт чаще",
            "Лыжня «Зари» открыта",
            "Библиотеке подарили триста книг",
        ),
        tags=("Заречное", "каток", "зима"),
    )
    return make(
        "az-ru-blockquote-nesting",
        "discussion",
        "ru-zarechye",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/rayon/2010/01/18/katok-u-kluba-318.html",
        container="div.zr-otzyvy: h3 'Отзывы читателей', div.zr-ot (b.zr-avt, i.zr-dt, the text); the answers inside a <blockquote> in the comment they answer, blockquotes nested three levels",
        heading="Отзывы читателей",
        description="A Russian district paper of 2010: 9 readers' comments whose answers are indented with nested <blockquote> elements, as old guest-book-like templates did (the one hard way: replies inside elements that mean quotations); three levels below the top, the village head's answer.",
    )


def ja_mixed_records() -> Case:
    cs = thread("""
やまびこ | 2012/05/10 12:30 | - | m=常連,p=214 | 駅前の桜並木がなくなるのは本当に残念です。子どもの頃から毎年の花見はあそこでした。
たぬき | 2012/05/10 13:05 | - | g | 歩道が狭くて危ないのは事実なので、拡幅は仕方ないと思います。
上ノ山タイムス編集部 | 2012/05/10 15:20 | 1 | e | 市によると、拡幅後の歩道には新たに桜の苗木を十五本植える計画です。記事にも追記しました。
さくら通り住民 | 2012/05/10 18:44 | - | m=新人,p=3 | 移植はできないのでしょうか。樹齢六十年なら難しいのかもしれませんが。
名無し | 2012/05/11 07:12 | - | g | 工事期間中の迂回路はどうなるのか知りたいです。
駅前の八百屋 | 2012/05/11 09:58 | - | m=常連,p=87 | 店の前の木が一番古い木です。最後の春に、みんなで写真を撮りに来てください。
やまびこ | 2012/05/11 10:20 | 5 | m=常連,p=215 | 八百屋さん、それはいい考えですね。今週末に行きます。
ぽんた | 2012/05/11 21:33 | - | g | 苗木が大きくなるまで何年かかるんだろう。
""")

    def member(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="km-member" id="km-{i + 1}"><div class="km-side"><img src="/_avatar/km-{i}.svg" width="48" height="48" alt="" />'
            f'<a class="km-nick" href="/member/{i + 101}">{esc(c.name)}</a><span class="km-rank">{esc(c.get("m"))}</span>'
            f'<span class="km-posts">投稿数 {esc(c.get("p"))}</span></div><div class="km-main"><p class="km-date">{esc(c.when)}</p>'
            f'{paras(c.text, cls="km-body")}<p class="km-act"><a href="#km-form">返信</a> <a href="/report">通報</a></p></div>'
            + (f'<div class="km-res">{sub}</div>' if sub else "")
            + "</div>\n"
        )

    def guest(i: int, c: C, sub: str) -> str:
        return (
            f'<p class="km-guest" id="km-{i + 1}"><span class="km-g">ゲスト：{esc(c.name)}</span>（{esc(c.when)}）<br />'
            + "<br />".join(esc(p) for p in c.text.split("\n\n"))
            + "</p>\n"
            + (f'<div class="km-res">{sub}</div>' if sub else "")
        )

    def editor(i: int, c: C, sub: str) -> str:
        return (
            f'<table class="km-ed" id="km-{i + 1}"><tr><th>{esc(c.name)}より</th><td class="km-ed-date">{esc(c.when)}</td></tr>'
            f'<tr><td colspan="2">{esc(c.text)}</td></tr></table>\n'
        )

    def item(i: int, c: C, sub: str) -> str:
        if c.has("g"):
            return guest(i, c, sub)
        if c.has("e"):
            return editor(i, c, sub)
        return member(i, c, sub)

    block = (
        '<div class="km-board"><h3>この記事への書き込み（8件）</h3>\n'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/kakikomi?id=5021" id="km-form">書き込む</a>（会員登録なしでもゲストとして投稿できます）</p></div>'
    )
    css = ".km-member{overflow:hidden;border:1px solid #ddd;margin:8px 0;padding:6px}.km-side{float:left;width:110px;font-size:11px}.km-side span{display:block}.km-main{margin-left:120px}.km-guest{border-bottom:1px dotted #bbb;padding:6px;color:#333}.km-ed{width:100%;background:#fff5e5;border:1px solid #e0b070;margin:8px 0}.km-res{margin-left:30px}"
    st = Story(
        "駅前通りの桜並木、歩道拡幅で伐採へ",
        "記者：坂井 真由美",
        "2012-05-09T18:00:00+09:00",
        "2012年5月9日",
        """
上ノ山市は、駅前通りの歩道を拡幅する工事に伴い、通り沿いの桜並木二十二本を今秋伐採すると発表した。桜は一九五〇年代に商店街の有志が植えたもので、樹齢はおよそ六十年になる。

市によると、現在の歩道は幅一・二メートルと狭く、車いすやベビーカーのすれ違いが難しい。拡幅後は幅三メートルとなり、自転車の通行帯も設ける。

工事は十月から来年三月まで。市は拡幅後の歩道に桜の苗木を植える方針だ。
""",
        section="市政",
        related=(
            "上ノ山駅に新しい観光案内所",
            "夏祭りの日程が決定",
            "市民プール、今年は七月一日から",
            "高校野球、上ノ山北が初戦突破",
        ),
        tags=("駅前通り", "桜並木", "歩道拡幅"),
    )
    return make(
        "az-ja-mixed-records",
        "discussion",
        "ja-kaminoyama",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/shisei/2012/05/09/sakura-namiki-5021.html",
        container="div.km-board: h3 'この記事への書き込み（8件）'; three record shapes: members div.km-member (div.km-side: img, a.km-nick, span.km-rank, span.km-posts '投稿数 n'; div.km-main: p.km-date, p.km-body, '返信 通報'), guests p.km-guest ('ゲスト：name（time）<br/>text'), the newsroom a table.km-ed ('…より', the time, the text); replies in div.km-res after or inside the comment",
        heading="この記事への書き込み（8件）",
        description="A Japanese city paper of 2012: 8 readers' comments in three different record shapes: registered members in a profile box, guests as one paragraph, the newsroom in a small table (the one hard way: records that do not repeat one structure); replies one level, the newsroom's answer.",
    )


def threads2_az() -> list[Case]:
    return [
        de_document_write(),
        fr_two_only(),
        es_click_fragment(),
        it_day_groups(),
        pt_post_markup(),
        nl_hidden_forms(),
        pl_sponsored_between(),
        sv_answers_apart(),
        ru_blockquote_nesting(),
        ja_mixed_records(),
    ]
