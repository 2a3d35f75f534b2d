"""Blind set CB: three small discussions in the served HTML, 1 to 3 comments, in the sites' own markup that never says
"comment": a French regional daily's "Votre avis" (two items, the name after the text, one without any name, beside a
poll and a list of key figures; fr); an Argentine daily's one very long comment whose author is only in the avatar's
alt text, under a timeline ("Lo que dicen"; es); a Brazilian paper's "Opinião dos leitores", three blockquotes with
the name in the citation, one without any name, right under the readers' photos with their captions (pt). Every class
name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cb_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    esc,
    flat,
    links,
    most_read,
    paras,
    rows,
    seeds,
    slug,
    talk,
    ticker,
    unnamed,
)


def fr_votre_avis() -> Case:
    ns = unnamed(
        talk("""
Marie-Claude R. @ le 14/05/2013 à 18h42 :: J'ai accouché de mes trois enfants à Saint-Aurèle, la dernière fois en 2009, et je ne vois pas comment on peut parler de « sécurité » quand on demande à une femme en travail de faire 55 minutes de route l'hiver par le col de la Bastide. // L'article cite le directeur de l'ARS : « les équipes de Toulon sont mieux dimensionnées pour assurer la continuité des soins ». Dimensionnées pour qui ? Pour le littoral, pas pour le haut pays. // Une pétition circule, elle est en ligne ici : www.sauvons-la-mater-saint-aurele.fr et elle a déjà 2 000 signatures. Nous étions 300 samedi devant l'hôpital, nous serons plus nombreux le 25.
~ @ le 15/05/2013 à 07h10 :: Et les sages-femmes, que vont-elles devenir ? On n'en parle jamais. Huit postes, ce sont huit familles du canton.
""")
    )

    def item(i: int, n: Note) -> str:
        iid = 4471902 + 37 * i
        who = f"Posté par <b>{esc(n.who)}</b> {esc(n.at)}" if n.who else f"Posté {esc(n.at)}"
        return (
            f'<div class="item" id="{iid}"><div class="txt">{paras(n.body)}</div>'
            f'<p class="s">{who} | <a href="/signaler/{iid}" rel="nofollow">Signaler un abus</a></p></div>'
        )

    poll = (
        '<div class="bx-3 sd"><h4>Sondage</h4><p>La fin des accouchements à Saint-Aurèle vous inquiète-t-elle ?</p>'
        '<ul class="res"><li>Oui <b>71 %</b> (412 votes)</li><li>Non <b>22 %</b> (128 votes)</li><li>Sans opinion <b>7 %</b> (41 votes)</li></ul>'
        '<p class="mini">Ce sondage n\'a pas de valeur scientifique.</p></div>'
    )
    after = (
        poll
        + '<div class="bx-3 c-7e1a"><h3 class="t-sec">Votre avis</h3><p class="cnt">2 avis</p>'
        + flat(ns, item)
        + '<div class="frm"><p>Vous devez être connecté pour donner votre avis. <a href="/connexion">Se connecter</a> | <a href="/inscription">Créer un compte</a></p>'
        '<p class="mini">Les avis sont publiés sous la responsabilité de leurs auteurs. Charte de modération.</p></div></div>'
    )
    inside = (
        '<div class="enc"><h4>Les chiffres clés</h4><ul>'
        "<li>412 naissances à Saint-Aurèle en 2012, contre 540 en 2005</li>"
        "<li>Seuil réglementaire : 300 accouchements par an</li>"
        "<li>55 minutes : le trajet jusqu'à Toulon depuis Comps-la-Vieille</li>"
        "<li>8 sages-femmes et 3 gynécologues concernés</li></ul></div>"
    )
    side = (
        most_read(
            "fr-hautvar",
            """
Brignoles : un motard grièvement blessé sur la RD 554 | 4 212
Fête de la transhumance : le programme complet | 3 870
Saint-Aurèle : fin des accouchements à la maternité le 1er juillet | 2 954
Les pompiers du Var en alerte rouge dès ce week-end | 1 203
Cotignac : la nouvelle boulangerie ouvre ses portes | 987
""",
            "lectures",
        )
        + box(
            "fr-hautvar",
            "Petites annonces",
            links(
                (
                    "Vends Clio 2008 diesel 130 000 km",
                    "Loue T2 centre Barjols",
                    "Cherche aide à domicile Tourves",
                ),
                "/annonces/",
            ),
        )
        + box("fr-hautvar", "Météo", "<p>Brignoles 22° ☀ · Saint-Aurèle 19° ⛅ · Barjols 21° ☀</p>")
    )
    style = (
        ".bx-3{border:1px solid #d8dfe9;background:#f8fafc;margin:16px 0;padding:8px 12px}.bx-3 h4,.t-sec{margin:0 0 6px;color:#1d4f91;font:bold 16px Georgia,serif}"
        ".c-7e1a .item{border-bottom:1px dotted #ccc;padding:6px 0}.c-7e1a .s{font-size:11px;color:#888;margin:2px 0}.cnt{font-size:11px;color:#888}"
        ".mini{font-size:10px;color:#999}.enc{float:right;width:220px;background:#eef3f9;margin:0 0 10px 14px;padding:6px 10px;font-size:12px}.res b{color:#1d4f91}"
    )
    piece = Piece(
        "Saint-Aurèle : fin des accouchements à la maternité le 1er juillet",
        "Par Nathalie Giraud",
        "2013-05-14T06:00:00+02:00",
        "Publié le 14/05/2013 à 06h00",
        """
C'est désormais officiel : à partir du 1er juillet, plus aucun accouchement n'aura lieu à l'hôpital de Saint-Aurèle. L'agence régionale de santé a confirmé hier la transformation de la maternité en centre périnatal de proximité, où seront assurés les consultations et le suivi des grossesses.

« Les équipes de Toulon sont mieux dimensionnées pour assurer la continuité des soins », a justifié le directeur de l'ARS lors d'une réunion à la sous-préfecture, en rappelant que l'établissement passe depuis trois ans sous le seuil de 300 accouchements par an.

Le comité de défense, qui avait réuni 300 personnes samedi devant l'hôpital, appelle à une nouvelle manifestation le 25 mai. Le maire, Jean-Louis Fabre, a annoncé qu'il écrirait à la ministre de la Santé.
""",
        dek="L'ARS confirme la transformation de la maternité en centre périnatal. Le comité de défense appelle à manifester le 25 mai.",
        section="Communes",
        tags=("Saint-Aurèle", "Santé", "Hôpital"),
        caption="L'entrée de la maternité de Saint-Aurèle, hier matin. Photo N. G.",
    )
    return case(
        "cb-fr-votre-avis",
        "discussion",
        "fr-hautvar",
        piece,
        Bits(inside=inside, after=after, side=side, style=style, top="Brignoles 22° ☀"),
        seeds(ns),
        path="/communes/saint-aurele/2013/05/14/fin-des-accouchements-a-la-maternite",
        reveal="on_load",
        container="div.bx-3.c-7e1a: h3 'Votre avis', p '2 avis', div.item#<number> (div.txt > p, then p.s 'Posté par <b>NAME</b> le …')",
        heading="Votre avis",
        description="A French regional daily of 2013: an article on a maternity ward's closing with a box of key figures (a bullet list) inside it, a poll with its results right above the readers' block, and 'Votre avis' with 2 items: one long of three paragraphs quoting the article with a web address, one printed without any name ('Posté le …'); a cookie banner as saved, most read with counts of reads, classified ads, the weather. Most awkward: two items in generic classes under a heading that says 'your opinion', the poll's three answer lines just above, the name after the text or none at all.",
        static=True,
        lookalikes=("a poll's results", "most read with counts"),
    )


def es_lo_que_dicen() -> Case:
    ns = talk("""
Gustavo Ferreyra @ 12/08/2014 - 22:17 :: Vivo en Los Álamos desde 1998, sobre Pasaje 14, a dos cuadras del arroyo. Esta es la cuarta vez que entra agua en mi casa y la tercera con esta gestión. // La nota dice que «la Municipalidad había realizado tareas de limpieza del cauce en marzo». Yo estuve en marzo ahí: pasaron una retroexcavadora un solo día, sacaron ramas frente a la escuela y se fueron. Aguas abajo del puente de la ruta 11 nadie tocó nada, y ahí es donde se tapa siempre. // El proyecto del canal aliviador está aprobado desde 2011. Lo pueden ver ustedes mismos en el Boletín Oficial: http://www.boletinoficial-arrecife.gob.ar/ordenanzas/4471-2011 . Tres años después no se movió una pala. // No pido que me regalen nada. Pido que hagan lo que votaron. Mientras tanto, los vecinos de Pasaje 14 y Pasaje 16 seguimos subiendo los muebles arriba de ladrillos cada vez que llueven más de 80 milímetros. // Gracias al periodista por venir a caminar el barrio con botas, que es más de lo que hizo el intendente.
""")

    def item(i: int, n: Note) -> str:
        rid = 88213 + i
        return (
            f'<li class="row" id="{rid}"><a href="/usuarios/{rid - 61000}" class="u"><img class="av" src="/_avatar/lc-u{rid}.svg" alt="{esc(n.who)}" width="48" height="48"></a>'
            f'<div class="bd"><span class="f">{esc(n.at)}</span><div class="tx">{paras(n.body)}</div>'
            f'<div class="ac"><a href="#r{rid}">Responder</a> · <a href="/denunciar/{rid}" rel="nofollow">Denunciar</a> · <span class="v">▲ 14 ▼ 3</span></div></div></li>'
        )

    timeline = (
        '<div class="crono"><h3>Cronología</h3><ul>'
        + "".join(
            f"<li><b>{esc(d)}</b> {esc(x)}</li>"
            for d, x in rows("""
Abril 2007 | El arroyo Las Tunas desborda por primera vez en barrio Los Álamos: 60 familias evacuadas.
Marzo 2010 | Segunda inundación; el Concejo pide un estudio hidráulico de la cuenca.
Noviembre 2011 | Se aprueba la ordenanza 4471 que crea el canal aliviador.
Febrero 2013 | Nueva crecida tras 110 milímetros en una noche.
Agosto 2014 | El agua vuelve a entrar en 140 viviendas.
""")
        )
        + "</ul></div>"
    )
    after = (
        '<div class="box" id="lqd"><h4>Lo que dicen</h4><p class="nn">1 opinión</p><ul class="lst">'
        + flat(ns, item)
        + '</ul><div class="fr"><p>Para opinar tenés que <a href="/ingresar">ingresar</a> con tu usuario. Las opiniones son responsabilidad de sus autores.</p></div></div>'
    )
    side = (
        most_read(
            "es-costanera",
            """
Inundaciones: el arroyo Las Tunas volvió a desbordar en Los Álamos | 18.304
Aumentó el boleto de colectivo: cuánto cuesta desde el lunes | 11.870
Choque en la ruta 11: dos heridos | 7.412
Newell's del Sur ganó y sigue puntero | 5.930
""",
            "lecturas",
        )
        + box(
            "es-costanera",
            "Últimas opiniones",
            '<ul class="uo">'
            + "".join(
                f'<li><b>{esc(a)}</b> en <a href="/{slug(t)[:40]}">«{esc(t)}»</a>{(": " + esc(x)) if x else ""}</li>'
                for a, t, x in rows("""
Gustavo Ferreyra | Inundaciones: el arroyo Las Tunas volvió a desbordar en Los Álamos |
Carla_87 | Aumentó el boleto de colectivo: cuánto cuesta desde el lunes | Y el servicio sigue igual de malo, pasan cada 40 minutos.
El Tano | Newell's del Sur ganó y sigue puntero | Campeones, no hay con qué darle.
vecinodelcentro | Habilitaron la nueva plaza seca frente a la terminal | Un horno de cemento en verano.
""")
            )
            + "</ul>",
        )
        + box("es-costanera", "Clima", "<p>Villa Arrecife: 11° · lluvias aisladas · humedad 92%</p>")
    )
    style = (
        ".crono{background:#f2f6fa;border-left:4px solid #00539b;padding:6px 12px;margin:12px 0}.crono h3{margin:0;font-size:15px}.crono li{margin:3px 0}"
        "#lqd h4{font:bold 18px Arial;color:#00539b;border-bottom:2px solid #00539b;margin:18px 0 4px}.nn{font-size:11px;color:#888}.lst{list-style:none;padding:0}"
        ".row{overflow:hidden;border-bottom:1px solid #e5e5e5;padding:8px 0}.row .u{float:left}.row .bd{margin-left:58px}.row .f{font-size:11px;color:#999}"
        ".row .ac{font-size:11px;color:#999}.uo li{margin-bottom:5px;font-size:12px}"
    )
    piece = Piece(
        "Inundaciones: el arroyo Las Tunas volvió a desbordar en Los Álamos",
        "Por Martín Acosta",
        "2014-08-12T09:35:00-03:00",
        "Martes 12 de agosto de 2014 | 09:35",
        """
Por cuarta vez en siete años, el agua del arroyo Las Tunas entró en las casas de barrio Los Álamos. Entre el domingo a la noche y el lunes a la mañana cayeron 96 milímetros y unas 140 viviendas quedaron anegadas, según Defensa Civil.

La Municipalidad había realizado tareas de limpieza del cauce en marzo, informó el secretario de Obras Públicas, Ricardo Ibarra, quien atribuyó el desborde a «una lluvia excepcional concentrada en pocas horas».

Los vecinos recorrieron con este diario las calles del barrio, donde el agua llegó a medio metro. Reclaman que se construya el canal aliviador aprobado por el Concejo en 2011, una obra que según Ibarra «está en etapa de licitación».
""",
        dek="Cayeron 96 milímetros en una noche y 140 viviendas quedaron anegadas. Los vecinos reclaman el canal aliviador aprobado en 2011.",
        section="Ciudad",
        tags=("Inundaciones", "Los Álamos", "Obras públicas"),
        caption="Pasaje 14, ayer a la mañana. Foto: Diario La Costanera",
    )
    tick = ticker(
        "Último momento",
        """
10:12 | Suspendieron las clases en tres escuelas de Los Álamos
09:58 | El dólar blue abrió a $13,10
09:40 | Corte total en ruta 11 a la altura del puente
""",
    )
    return case(
        "cb-es-lo-que-dicen",
        "discussion",
        "es-costanera",
        piece,
        Bits(
            inside=timeline,
            after=after,
            side=side,
            style=style,
            ticker=tick,
            banner=False,
            skeleton="left",
            top="Dólar oficial $8,42 · blue $13,10",
        ),
        seeds(ns),
        path="/ciudad/inundaciones-el-arroyo-las-tunas-volvio-a-desbordar-en-los-alamos-n4471",
        reveal="on_load",
        container="div.box#lqd: h4 'Lo que dicen', ul.lst > li.row#<number> (img.av alt=NAME, span.f date, div.tx > p ×5)",
        heading="Lo que dicen",
        description="An Argentine daily of 2014 in a table layout: a flooding article with a five-entry timeline inside it, then 'Lo que dicen' with a single reader's opinion of five paragraphs that quotes the article and links an official bulletin; the author's name is only in the avatar's alt text (and in the right column's 'Últimas opiniones' widget, which lists other articles' opinions with names and snippets); most read with counts, a ticker, the exchange rate. Most awkward: one comment, its author only in an alt attribute, and a widget of opinions with names beside it.",
        static=True,
        lookalikes=(
            "'Últimas opiniones': other articles' latest opinions with names and snippets",
            "a timeline",
        ),
    )


def pt_opiniao() -> Case:
    ns = unnamed(
        talk("""
Ivete Bortolini @ 18/01/2012 às 14h05 [city=Linha Bonita (RS)] :: Perdemos quase tudo na parte de baixo da propriedade, a Isabel que estava quase no ponto. Quarenta anos de parreiral e nunca vi pedra daquele tamanho. Agora é esperar o laudo da Emater e rezar para o seguro pagar.
Jairo Menegotto @ 18/01/2012 às 15h32 [city=Caxias do Sul (RS)] :: A reportagem fala em 40% da safra na Linha Bonita, mas na Linha 40 foi bem mais. O governo tem que liberar a renegociação do Pronaf já, não dá para esperar o fim da colheita.
~ @ 18/01/2012 às 16h40 [city=Pedra Alta (RS)] :: Força aos colonos. Quem puder comprar direto do produtor este ano, compre.
""")
    )

    def item(i: int, n: Note) -> str:
        bid = 31877 + 5 * i
        name = f"<cite>{esc(n.who)}</cite>, " if n.who else ""
        return (
            f'<blockquote class="c-3f9a" id="{bid}">{paras(n.body)}'
            f"<footer>— {name}{esc(n.tag('city'))} · {esc(n.at)}</footer></blockquote>"
        )

    photos = (
        '<div class="fl"><h3>Fotos dos leitores</h3><p class="sm">Mande sua foto para fotos@correiopedralta.com.br</p><div class="fl-g">'
        + "".join(
            f'<figure><img src="/_avatar/cp-fl{k}.svg" alt="" width="200" height="140"><figcaption>{esc(c)} <span>Foto: {esc(w)}</span></figcaption></figure>'
            for k, (c, w) in enumerate(
                rows("""
Pedras de granizo no pátio da igreja da Linha Bonita | Neusa Pertile
Parreiral de Isabel destruído na Linha 40 | Ademir Zanella
Telhado furado no galpão da cooperativa | Roberto Dal Bó
""")
            )
        )
        + "</div></div>"
    )
    after = (
        photos
        + '<div class="op-ld"><h3>Opinião dos leitores</h3>'
        + flat(ns, item)
        + '<p class="sm">As opiniões são de responsabilidade dos leitores. <a href="/enviar-opiniao">Envie a sua opinião</a></p></div>'
        + '<div class="ass"><b>Conteúdo exclusivo para assinantes</b> Leia a edição digital completa do Correio de Pedra Alta. <a href="/assine">Assine por R$ 9,90/mês</a></div>'
    )
    side = most_read(
        "pt-pedralta",
        """
Granizo atinge parreirais de Linha Bonita a duas semanas da colheita | 9.871
Prefeitura anuncia asfalto na estrada da Linha 40 | 4.322
Juventude de Pedra Alta estreia no estadual domingo | 3.015
Festa da Colheita terá 60 expositores | 2.560
""",
        "acessos",
    ) + box(
        "pt-pedralta",
        "Cotações",
        "<ul><li>Uva Isabel (kg): R$ 0,62</li><li>Uva Niágara (kg): R$ 0,71</li><li>Dólar: R$ 1,78</li></ul>",
    )
    style = (
        ".fl-g{overflow:hidden}.fl figure{float:left;width:200px;margin:0 10px 10px 0;font-size:11px}.fl figcaption span{display:block;color:#888}"
        ".op-ld h3,.fl h3{font:bold 16px Verdana;color:#0a6e3a;border-bottom:1px solid #0a6e3a}.c-3f9a{margin:10px 0;padding:6px 12px;border-left:3px solid #c9e3d3;background:#fafafa}"
        ".c-3f9a footer{font-size:11px;color:#666}.sm{font-size:10px;color:#999}.ass{background:#fff6d6;border:1px solid #e8d38a;padding:8px;margin:14px 0}"
    )
    piece = Piece(
        "Granizo atinge parreirais de Linha Bonita a duas semanas da colheita",
        "Da Redação",
        "2012-01-18T08:20:00-02:00",
        "18/01/2012 - 08h20",
        """
Uma chuva de granizo de cerca de vinte minutos atingiu no fim da tarde de terça-feira as comunidades de Linha Bonita e Linha 40, no interior de Pedra Alta. Segundo a Emater, cerca de 40% dos parreirais da Linha Bonita foram atingidos.

As variedades Isabel e Bordô, que seriam colhidas nas próximas duas semanas, foram as mais afetadas. Técnicos começam hoje a vistoria das propriedades para os laudos do seguro agrícola.

O prefeito Valdir Casagrande disse que vai pedir ao governo do Estado a decretação de situação de emergência, o que permitiria a renegociação das dívidas dos agricultores.
""",
        dek="Emater estima perdas de 40% na comunidade; prefeitura vai pedir situação de emergência.",
        section="Região",
        tags=("Granizo", "Uva", "Linha Bonita"),
        caption="Cachos de uva Isabel atingidos pelo granizo. Foto: Correio de Pedra Alta",
    )
    tick = ticker(
        "Últimas",
        """
08h55 | Defesa Civil distribui lonas em Linha Bonita
08h30 | Trânsito lento na RS-122 por obras
""",
    )
    return case(
        "cb-pt-opiniao",
        "discussion",
        "pt-pedralta",
        piece,
        Bits(after=after, side=side, style=style, ticker=tick, banner=False, top="Pedra Alta 24° ⛈"),
        seeds(ns),
        path="/regiao/2012/01/18/granizo-atinge-parreirais-de-linha-bonita",
        reveal="on_load",
        container="div.op-ld: h3 'Opinião dos leitores', blockquote.c-3f9a#<number> (p text, footer '— <cite>NAME</cite>, TOWN · DATE')",
        heading="Opinião dos leitores",
        description="A Brazilian regional paper of 2012: an article on a hailstorm in vineyards, then the readers' photos (3 figures whose captions name the sender) right above 'Opinião dos leitores': 3 blockquotes with the name in a cite inside the footer with the town and time, the third printed without any name; a paywall teaser after them, most read with counts, prices, a ticker. Most awkward: comments drawn as quotations (blockquote, cite) right after a gallery of captioned readers' photos.",
        static=True,
        lookalikes=("readers' photos with captions naming the sender", "most read with counts"),
    )


def threads_cb() -> list[Case]:
    return [fr_votre_avis(), es_lo_que_dicen(), pt_opiniao()]
