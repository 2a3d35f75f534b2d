"""Blind set fc: four discussions of southern Europe. A Spanish provincial daily of 2013 (a "Comentario destacado"
above the thread and again in its place, "Me gusta (N)" and share links on every comment, a sponsored-links box after
the third comment, five comments served hidden behind "Ver más comentarios"), an Italian local paper of 2012 (flat
comments with "in risposta a NAME", the comment form after the third comment, an "I più letti" list inside the
comments' box, "Consiglia (N)" on each), a Portuguese regional daily of 2010 (a moderator's notice pinned first,
sponsored links after the third comment, a newsletter box inside the comments' container, replies as "Em resposta a")
and a Romanian county paper of 2012 (a moderator's notice, the comment form after the second comment, a poll right
after the thread). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fc_common import Case, R, esc, make, paras, svg, thread, top, walk

# --------------------------------------------------------------------------- es: a provincial daily, 2013


def es_piscina() -> Case:
    rs = thread("""
Maripaz Collado || 18/06/2013 - 08:14 || Veinticinco euros el bono de verano para un niño es una barbaridad. Con tres hijos, este año nos quedamos en casa con la manguera.
>Andrés || 18/06/2013 - 08:39 || Pues hay familias numerosas que tienen descuento, mira la letra pequeña de la ordenanza.
>>Maripaz Collado || 18/06/2013 - 09:02 || Lo he mirado: el descuento es del diez por ciento. Sigue siendo el doble que el año pasado.
Luis Ortega Pardo || 18/06/2013 - 08:51 || La piscina lleva tres años perdiendo dinero y alguien lo tiene que pagar. O suben los precios o la cierran, no hay más.
Chelo || 18/06/2013 - 09:20 || ¿Y el socorrista? El verano pasado había uno solo para las dos piscinas, y los fines de semana aquello era un peligro.
Ramón el del kiosco || 18/06/2013 - 10:05 || En mis tiempos nos bañábamos en el río, debajo del puente viejo, y no pagábamos nada. Ahora ni eso, que está prohibido.
>Nuria S. || 18/06/2013 - 10:33 || Ramón, el río ya no es lo que era, con la depuradora de arriba yo no metería ni los pies.
Javier Mena || 18/06/2013 - 11:48 || Lo que no entiendo es por qué el ayuntamiento no pide cuentas a la empresa que gestiona la piscina. Cobran y el césped está seco desde julio. // Que publiquen el contrato, que es dinero de todos.
Pilar || 18/06/2013 - 12:10 || ¿Se sabe si van a abrir por la tarde hasta las nueve como antes, o seguirá cerrando a las ocho?
>Andrés || 18/06/2013 - 12:31 || Según el cartel de la entrada, hasta las ocho y media en julio y agosto.
Tere Gallardo || 18/06/2013 - 14:45 || Los jubilados entramos gratis los martes y jueves, eso no lo cuenta el artículo. Algo es algo.
Vecino de San Roque || 18/06/2013 - 17:02 || Otro año sin piscina cubierta, otro año de promesas. Las fotos de la maqueta tienen ya diez años.
""")
    pick = 7
    likes = [34, 5, 11, 22, 19, 8, 6, 41, 3, 4, 15, 27]
    shown = 4  # top-level threads shown; the rest served hidden

    def item(i: int, r: R, replies: str) -> str:
        sub = f'<ul class="ev-respuestas">{replies}</ul>' if replies else ""
        star = '<span class="ev-destacado-marca">Destacado</span>' if i == pick else ""
        return (
            f'<li class="ev-com" id="comentario-{2219 + i}"><div class="ev-com-cab"><span class="ev-num">{i + 1}</span> '
            f'<span class="ev-autor">{esc(r.who)}</span> <span class="ev-fecha">{esc(r.at)}</span> {star}</div>'
            f'<div class="ev-com-txt">{paras(r.raw)}</div><div class="ev-com-pie"><a class="ev-megusta" href="/votar/{2219 + i}">Me gusta ({likes[i]})</a> '
            f'<span class="ev-compartir">Compartir: <a href="http://facebook.example/sharer?c={2219 + i}">f</a> <a href="http://twitter.example/share?c={2219 + i}">t</a></span> '
            f'<a href="/responder/{2219 + i}">Responder</a> <a href="/denunciar/{2219 + i}">Denunciar</a></div>{sub}</li>\n'
        )

    items = walk(rs, item)
    tops = [i for i, r in enumerate(rs) if r.parent is None]
    n_hidden = len(rs) - tops[shown]
    sponsored = (
        '<li class="ev-patrocinados"><p class="ev-pat-tit">Enlaces patrocinados</p><ul><li><a href="http://seguros-albar.example/">'
        'Seguro de hogar desde 9 € al mes</a><br>Calcule su precio en dos minutos</li><li><a href="http://academia-lumen.example/">'
        'Oposiciones 2013: prepárelas con nosotros</a><br>Grupos reducidos en su ciudad</li><li><a href="http://viajes-marea.example/">'
        "Costa en julio: 7 noches desde 299 €</a><br>Plazas limitadas</li></ul></li>\n"
    )
    featured = (
        f'<div class="ev-destacado"><h4>Comentario destacado</h4><p class="ev-autor">{esc(rs[pick].who)} '
        f'<span class="ev-fecha">{esc(rs[pick].at)}</span></p>{paras(rs[pick].raw)}</div>\n'
    )
    body = f"""<body>
<div id="ev-cabecera"><a href="/"><img src="/img/el-eco-de-valdemora.svg" width="300" height="56" alt="El Eco de Valdemora"></a><p class="ev-hoy">Martes, 18 de junio de 2013</p>
<ul id="ev-secciones"><li><a href="/local/">Local</a></li><li><a href="/comarca/">Comarca</a></li><li><a href="/deportes/">Deportes</a></li><li><a href="/opinion/">Opinión</a></li><li><a href="/agenda/">Agenda</a></li></ul></div>
<div id="ev-cuerpo">
<div id="ev-noticia">
<p class="ev-antetitulo">VALDEMORA</p>
<h1>La piscina municipal dobla el precio del bono de verano</h1>
<p class="ev-subtitulo">El ayuntamiento aprueba la nueva ordenanza con los votos del equipo de gobierno: el bono infantil pasa de 12 a 25 euros.</p>
<p class="ev-firma">Redacción &middot; 18/06/2013 - 07:00 &middot; <a href="#ev-comentarios">12 comentarios</a></p>
<p><img src="/img/2013/06/piscina.svg" width="580" height="320" alt="La piscina municipal"></p>
<p>La temporada de baño arrancará el sábado 22 de junio con precios nuevos. El bono de adulto sube de 30 a 45 euros y la entrada diaria, de 2,50 a 3,50 euros.</p>
<p>Según la concejala de Deportes, la piscina cerró 2012 con un déficit de 86.000 euros. La oposición ha pedido que se revise el contrato con la empresa que gestiona la instalación.</p>
</div>
<div class="ev-herramientas"><a href="http://facebook.example/sharer?u=/local/piscina-bono">Facebook</a> <a href="http://twitter.example/share?u=/local/piscina-bono">Twitter</a> <a href="http://meneame.example/submit?u=/local/piscina-bono">Menéame</a> <a href="/imprimir/piscina-bono">Imprimir</a></div>
<div id="ev-comentarios">
<h3>12 comentarios</h3>
{featured}<ul class="ev-lista">
{"".join(items[:3])}{sponsored}{"".join(items[3:shown])}</ul>
<ul class="ev-lista ev-mas" id="ev-mas" style="display:none">
{"".join(items[shown:])}</ul>
<p class="ev-cargar"><a href="#" onclick="document.getElementById('ev-mas').style.display='block';this.style.display='none';return false;">Ver más comentarios ({n_hidden})</a></p>
<div class="ev-escribir"><h4>Escribe tu comentario</h4><p>Para comentar debes <a href="/registro">registrarte</a>. Los comentarios son moderados.</p></div>
</div>
</div>
<div id="ev-lateral"><div class="ev-loultimo"><h4>Lo último</h4><ul><li>17:40 <a href="/comarca/incendio-monte">Controlado el incendio del monte Aldea</a></li><li>16:15 <a href="/deportes/cd-valdemora">El CD Valdemora ficha a un central</a></li><li>13:02 <a href="/local/fiestas-programa">Presentado el programa de fiestas</a></li></ul></div></div>
<div id="ev-pie">&copy; 2013 El Eco de Valdemora S.L. &middot; <a href="/aviso-legal">Aviso legal</a></div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:13px Arial,sans-serif;background:#ececec}#ev-cabecera{background:#fff;padding:10px 20px;border-bottom:4px solid #0a5a8c}#ev-secciones li{display:inline;margin-right:10px}
#ev-cuerpo{float:left;width:620px;margin-left:20px;background:#fff;padding:15px}#ev-lateral{float:left;width:280px;padding:15px}#ev-pie{clear:both;padding:10px;background:#333;color:#ccc}
.ev-antetitulo{color:#0a5a8c;font-weight:bold}.ev-subtitulo{font-size:15px;color:#444}.ev-firma{font-size:11px;color:#777}
.ev-lista,.ev-respuestas{list-style:none;padding:0}.ev-respuestas{margin-left:35px}.ev-com{border-top:1px solid #ddd;padding:8px 0}.ev-num{color:#fff;background:#0a5a8c;padding:0 5px}
.ev-autor{font-weight:bold}.ev-fecha{color:#888;font-size:11px}.ev-com-pie{font-size:11px}.ev-destacado{background:#fdf6d8;padding:8px 12px;margin-bottom:10px}
.ev-destacado-marca{background:#e0a800;color:#fff;font-size:10px;padding:0 4px}.ev-patrocinados{background:#f4f4f4;padding:8px;font-size:12px}.ev-pat-tit{font-size:10px;color:#999;text-transform:uppercase}
</style>"""
    html = (
        top(
            "html5",
            title="La piscina municipal dobla el precio del bono de verano - El Eco de Valdemora",
            lang="es",
            head=css,
        )
        + body
    )
    return make(
        "fc-es-eco-piscina",
        "discussion",
        "es",
        html,
        rs,
        path="/local/piscina-bono",
        container="div#ev-comentarios '12 comentarios': ul.ev-lista, one li.ev-com a comment (div.ev-com-cab span.ev-num N, span.ev-autor NAME, span.ev-fecha DATE; div.ev-com-txt; div.ev-com-pie 'Me gusta (N) Compartir: f t Responder Denunciar'), replies in ul.ev-respuestas inside the parent (two deep once); li.ev-patrocinados 'Enlaces patrocinados' after the third top-level thread; four top-level threads shown, the other five comments in a second ul#ev-mas style=display:none before 'Ver más comentarios (5)'; div.ev-destacado 'Comentario destacado' above the list with Javier Mena's comment whole (again in its place, hidden, marked 'Destacado')",
        heading="12 comentarios",
        description="A Spanish provincial daily of 2013 (invented): 12 comments under an article on the municipal pool's prices, replies nested (two deep once), numbered; a featured comment above the thread shown whole (author, date, text) and again in its place among the hidden ones; a sponsored-links list item after the third top-level thread; 'Me gusta (N)' and share links on every comment; five comments served hidden (display:none) behind 'Ver más comentarios (5)'; 'Lo último' with times in the sidebar.",
        files={
            "/img/el-eco-de-valdemora.svg": svg(300, 56, "#0a5a8c", "El Eco de Valdemora", 20),
            "/img/2013/06/piscina.svg": svg(580, 320, "#3fa7d6", "Piscina municipal"),
        },
    )


# --------------------------------------------------------------------------- it: a local paper, 2012


def it_posta() -> Case:
    rs = thread("""
Giuseppina Rota || 5 ottobre 2012 alle 08:22 || Mia madre ha 84 anni e ritira la pensione lì da sempre. Adesso come fa, prende la corriera fino a Valcerasa? Ce n'è una ogni due ore.
Davide || 5 ottobre 2012 alle 08:47 || Ma chi ci va più alla posta? Bollette e raccomandate si fanno tutte online ormai.
>Giuseppina Rota || 5 ottobre 2012 alle 09:05 || Lei forse, mia madre il computer non l'ha mai visto. E come lei mezzo paese.
>Elena B. || 5 ottobre 2012 alle 09:30 || Davide, in frazione la connessione internet va e viene. Parli per la città, non per noi.
Franco Pedrazzi || 5 ottobre 2012 alle 10:14 || Si potrebbe chiedere di tenere aperto due mattine a settimana, come hanno fatto a Sorbolo di Sopra. Meglio di niente.
Don Alberto || 5 ottobre 2012 alle 11:02 || Firmeremo la petizione anche in parrocchia dopo la messa di domenica. Chi vuole può passare in sacrestia.
Martina || 5 ottobre 2012 alle 12:40 || L'ufficio postale è anche l'unico posto dove gli anziani si incontrano la mattina. Chiuderlo vuol dire chiudere un pezzo di paese.
>Franco Pedrazzi || 5 ottobre 2012 alle 13:15 || Verissimo. Prima il bar, poi la scuola, adesso la posta.
""")
    likes = [27, 3, 18, 12, 15, 9, 22, 6]
    form_after = 3  # the comment form stands after the third comment

    def item(i: int, r: R, _replies: str) -> str:
        to = (
            f'<p class="gv-risposta">in risposta a <a href="#c{1203 + r.parent}">{esc(rs[r.parent].who)}</a></p>'
            if r.parent is not None
            else ""
        )
        return (
            f'<div class="gv-commento" id="c{1203 + i}">{to}<p class="gv-testo">{paras(r.raw, how="br")}</p>'
            f'<p class="gv-firma">Scritto da <b>{esc(r.who)}</b> il {esc(r.at)}</p>'
            f'<p class="gv-azioni"><a href="/consiglia/{1203 + i}" class="gv-consiglia">Consiglia ({likes[i]})</a> | '
            f'<a href="http://facebook.example/share?c={1203 + i}">Condividi</a> | <a href="/rispondi/{1203 + i}">Rispondi</a> | '
            f'<a href="/segnala/{1203 + i}">Segnala</a></p></div>\n'
        )

    items = [item(i, r, "") for i, r in enumerate(rs)]
    form = (
        '<div class="gv-modulo"><h4>Lascia un commento</h4><form action="/commenta" method="post"><p>Nome <input type="text" name="nome"> '
        'E-mail (non sarà pubblicata) <input type="text" name="email"></p><textarea name="testo" rows="4" cols="60"></textarea><br>'
        '<input type="submit" value="Invia commento"></form><p class="gv-regole">I commenti sono moderati. Leggi il <a href="/regolamento">regolamento</a>.</p></div>\n'
    )
    most = (
        '<div class="gv-piuletti"><h4>I più letti</h4><ol><li><a href="/cronaca/incidente-provinciale">Incidente sulla provinciale, due feriti</a> <span>(2.341 letture)</span></li>'
        '<li><a href="/valcerasa/posta-chiude">Sorbolo di Sotto, chiude l\'ufficio postale</a> <span>(1.907 letture)</span></li>'
        '<li><a href="/sport/valcerasa-calcio">Il Valcerasa vince ai rigori</a> <span>(1.120 letture)</span></li></ol></div>\n'
    )
    body = f"""<body>
<div id="gv-testata"><a href="/"><img src="/immagini/gazzetta-valcerasa.svg" width="320" height="60" alt="La Gazzetta di Valcerasa"></a>
<div id="gv-menu"><a href="/">Home</a> <a href="/cronaca/">Cronaca</a> <a href="/valcerasa/">Valcerasa</a> <a href="/frazioni/">Frazioni</a> <a href="/sport/">Sport</a> <a href="/necrologi/">Necrologi</a></div></div>
<div id="gv-contenuto">
<div class="gv-articolo">
<h1>Sorbolo di Sotto, chiude l'ufficio postale: &laquo;Dal primo dicembre si va a Valcerasa&raquo;</h1>
<p class="gv-data">venerdì 5 ottobre 2012 &middot; di Luca Ferrandi</p>
<p class="gv-sommario">Poste ha comunicato al Comune la chiusura dello sportello della frazione. Il sindaco: &laquo;Faremo di tutto per tenerlo aperto almeno due giorni&raquo;.</p>
<p><img src="/immagini/2012/10/posta-sorbolo.svg" width="500" height="300" alt="L'ufficio postale di Sorbolo di Sotto"></p>
<p>Lo sportello di via Roma, aperto dal 1958, serve circa seicento residenti. Secondo l'azienda, nel 2011 ha registrato in media undici operazioni al giorno.</p>
<p>Il comitato di frazione ha già avviato una raccolta di firme, che sarà consegnata in Prefettura entro la fine del mese.</p>
</div>
<div id="gv-commenti">
<h3>Commenti (8)</h3>
{most}{"".join(items[:form_after])}{form}{"".join(items[form_after:])}</div>
</div>
<div id="gv-destra"><div class="gv-box"><h4>Ultim'ora</h4><ul><li>09:15 <a href="/cronaca/nebbia">Nebbia, chiusa la statale</a></li><li>08:02 <a href="/valcerasa/mercato">Mercato spostato in piazza</a></li></ul></div></div>
<div id="gv-piede">La Gazzetta di Valcerasa &middot; Reg. Trib. n. 12/1987 &middot; <a href="/contatti">Contatti</a></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:13px Georgia,serif;background:#f5f0e6}#gv-testata{background:#fff;padding:10px 20px;border-bottom:2px solid #7a1f1f}#gv-menu a{margin-right:10px;font-family:Arial}
#gv-contenuto{float:left;width:600px;margin:10px 20px;background:#fff;padding:15px}#gv-destra{float:left;width:260px;margin-top:10px}#gv-piede{clear:both;padding:10px;font-size:11px}
.gv-data{font-size:11px;color:#777}.gv-sommario{font-style:italic}.gv-commento{border-bottom:1px dotted #bbb;padding:8px 0}.gv-risposta{font-size:11px;color:#7a1f1f;margin:0}
.gv-firma{font-size:11px;color:#555}.gv-azioni{font-size:11px}.gv-modulo{background:#f7efe0;padding:10px;margin:10px 0}.gv-piuletti{float:right;width:200px;margin:0 0 10px 10px;background:#f2f2f2;padding:6px;font-size:11px}
</style>"""
    html = (
        top(
            "html4",
            title="Sorbolo di Sotto, chiude l'ufficio postale - La Gazzetta di Valcerasa",
            lang="it",
            head=css,
        )
        + body
    )
    return make(
        "fc-it-gazzetta-posta",
        "discussion",
        "it",
        html,
        rs,
        path="/valcerasa/posta-chiude",
        container="div#gv-commenti 'Commenti (8)': flat div.gv-commento in page order (p.gv-risposta 'in risposta a NAME' linking the parent's anchor on a reply; p.gv-testo TEXT; p.gv-firma 'Scritto da b NAME il DATE' after the text; p.gv-azioni 'Consiglia (N) | Condividi | Rispondi | Segnala'); first inside the box div.gv-piuletti 'I più letti' (three articles with read counts), the comment form div.gv-modulo after the third comment",
        heading="Commenti (8)",
        description="An Italian local paper of 2012 (invented): 8 comments under an article on a village post office closing, flat, replies marked only by 'in risposta a NAME' (three replies); the name after the text ('Scritto da NAME il DATE'); the 'I più letti' list floated inside the comments' box, the comment form between the third and fourth comment; 'Consiglia (N)' and 'Condividi' on each.",
        files={
            "/immagini/gazzetta-valcerasa.svg": svg(320, 60, "#7a1f1f", "La Gazzetta di Valcerasa", 20),
            "/immagini/2012/10/posta-sorbolo.svg": svg(500, 300, "#c9a66b", "Ufficio postale"),
        },
    )


# --------------------------------------------------------------------------- pt: a regional daily, 2010


def pt_mercado() -> Case:
    rs = thread("""
Manuel Teixeira || 27-04-2010 09:18 || Já não era sem tempo. O telhado do mercado chove lá dentro desde o inverno de 2006 e as bancas do peixe estão todas enferrujadas.
Ana Rebelo || 27-04-2010 09:45 || E as vendedoras, para onde vão durante as obras? O artigo fala num mercado provisório mas não diz onde.
Joaquim S. || 27-04-2010 10:12 || Para o largo da feira, segundo me disse o presidente da junta. Vão montar tendas.
Ana Rebelo || 27-04-2010 10:40 || Obrigada, Joaquim. Espero que as tendas aguentem o vento de lá de cima.
Rosa do Peixe || 27-04-2010 11:30 || Trinta e dois anos a vender no mercado e nunca ninguém nos perguntou nada. Soubemos das obras pelo jornal, como toda a gente.
Carlos Amaral || 27-04-2010 13:05 || Onze meses de obras quer dizer dois anos, conheço bem a câmara. Mas que fique bonito, o mercado merece.
Tiago || 27-04-2010 16:48 || Podiam aproveitar e fazer um parque de estacionamento decente. Ao sábado de manhã é impossível parar em toda a Rua Direita.
""")
    reply_to = {2: 1, 3: 2}
    rs = [R(r.who, r.at, r.raw, reply_to.get(i), 1 if i in reply_to else 0) for i, r in enumerate(rs)]

    def item(i: int, r: R, _replies: str) -> str:
        to = (
            f' <span class="dr-resp">Em resposta a <a href="#coment{6601 + r.parent}">{esc(rs[r.parent].who)}</a></span>'
            if r.parent is not None
            else ""
        )
        return (
            f'<div class="dr-coment" id="coment{6601 + i}">\n<div class="dr-coment-topo"><span class="dr-leitor">{esc(r.who)}</span> '
            f'<span class="dr-quando">{esc(r.at)}</span>{to}</div>\n<div class="dr-coment-texto">{paras(r.raw)}</div>\n'
            f'<div class="dr-coment-acoes"><a href="/denunciar?c={6601 + i}">Denunciar abuso</a> | <a href="/responder?c={6601 + i}">Responder</a></div>\n</div>\n'
        )

    items = [item(i, r, "") for i, r in enumerate(rs)]
    notice = (
        '<div class="dr-coment dr-moderacao"><div class="dr-coment-topo"><span class="dr-leitor">Moderação DR</span> '
        '<span class="dr-quando">27-04-2010 08:00</span></div><div class="dr-coment-texto"><p>Os comentários são da exclusiva '
        "responsabilidade dos seus autores. Serão removidos os comentários com insultos, publicidade ou linguagem ofensiva.</p></div></div>\n"
    )
    links = (
        '<div class="dr-links-patrocinados"><p>Links patrocinados</p><a href="http://credito-facil.example/">Crédito pessoal com resposta em 24h</a> '
        '<span>credito-facil.example</span><br><a href="http://oculos-mar.example/">Óculos graduados a metade do preço</a> '
        '<span>oculos-mar.example</span><br><a href="http://ferias-algarve.example/">Férias no Algarve: reserve já</a> <span>ferias-algarve.example</span></div>\n'
    )
    newsletter = (
        '<div class="dr-newsletter"><h5>Newsletter Diário da Ribeira</h5><p>Receba todas as manhãs as notícias da região no seu e-mail.</p>'
        '<form action="/newsletter" method="post"><input type="text" name="email" value="o seu e-mail"> <input type="submit" value="Subscrever"></form></div>\n'
    )
    body = f"""<body>
<div id="dr-geral">
<div id="dr-topo"><a href="/"><img src="/imagens/diario-da-ribeira.svg" width="280" height="54" alt="Diário da Ribeira"></a> <span class="dr-data">Terça-feira, 27 de Abril de 2010</span></div>
<div id="dr-menu"><a href="/">Início</a> | <a href="/regiao/">Região</a> | <a href="/concelhos/">Concelhos</a> | <a href="/desporto/">Desporto</a> | <a href="/opiniao/">Opinião</a> | <a href="/classificados/">Classificados</a></div>
<div id="dr-esq">
<h1>Mercado municipal fecha em Junho para obras de onze meses</h1>
<p class="dr-autor">Por Helena Barros &middot; 27-04-2010 07:30</p>
<p class="dr-lead">A requalificação do mercado de Vilar da Ribeira custa 1,2 milhões de euros e inclui cobertura nova, bancas em inox e uma cafetaria.</p>
<p><img src="/imagens/2010/04/mercado.svg" width="450" height="280" alt="O mercado municipal"></p>
<p>As obras começam a 14 de Junho e deverão terminar em Maio de 2011. Durante esse período, os vendedores passam para um mercado provisório. A câmara garante que nenhum vendedor perde o lugar.</p>
<p>O projecto foi apresentado na última reunião de câmara e aprovado por unanimidade.</p>
<div id="dr-comentarios">
<h3>Comentários dos leitores (7)</h3>
{notice}{newsletter}{"".join(items[:3])}{links}{"".join(items[3:])}<div class="dr-comentar"><h4>Comente esta notícia</h4><form action="/comentar" method="post"><p>Nome: <input type="text" name="nome"></p><textarea name="texto" rows="4" cols="50"></textarea><br><input type="submit" value="Enviar"></form></div>
</div>
</div>
<div id="dr-dir"><div class="dr-caixa"><h4>Mais lidas</h4><ol><li><a href="/regiao/cheias">Cheias cortam estrada nacional</a></li><li><a href="/concelhos/mercado-obras">Mercado municipal fecha em Junho</a></li><li><a href="/desporto/ribeira-fc">Ribeira FC sobe de divisão</a></li></ol></div></div>
<div id="dr-rodape">&copy; 2010 Diário da Ribeira &middot; Todos os direitos reservados</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e4e8ea;font:12px Verdana,sans-serif}#dr-geral{width:940px;margin:0 auto;background:#fff}#dr-topo{padding:10px}#dr-menu{background:#00584a;padding:5px 10px}#dr-menu a{color:#fff}
#dr-esq{float:left;width:610px;padding:12px}#dr-dir{float:right;width:290px;padding:12px}#dr-rodape{clear:both;background:#00584a;color:#fff;padding:8px}
.dr-autor{color:#888;font-size:11px}.dr-lead{font-weight:bold}.dr-coment{border-top:1px solid #d4dadd;padding:6px 0}.dr-leitor{font-weight:bold;color:#00584a}.dr-quando{color:#999;font-size:10px}
.dr-resp{font-size:10px;color:#666}.dr-moderacao{background:#fffbe0}.dr-coment-acoes{font-size:10px}.dr-links-patrocinados{background:#f6f6f6;padding:6px;margin:6px 0}.dr-links-patrocinados p{font-size:9px;color:#999;margin:0}
.dr-links-patrocinados span{color:#080;font-size:10px}.dr-newsletter{border:1px dashed #00584a;padding:6px;margin:6px 0}
</style>"""
    html = (
        top(
            "xhtml",
            title="Mercado municipal fecha em Junho para obras de onze meses | Diário da Ribeira",
            lang="pt",
            head=css,
        )
        + body
    )
    return make(
        "fc-pt-ribeira-mercado",
        "discussion",
        "pt",
        html,
        rs,
        path="/concelhos/mercado-obras",
        container="div#dr-comentarios 'Comentários dos leitores (7)': flat div.dr-coment in page order (div.dr-coment-topo span.dr-leitor NAME, span.dr-quando DATE, on a reply span.dr-resp 'Em resposta a NAME' linking the parent; div.dr-coment-texto; 'Denunciar abuso | Responder'); first a div.dr-coment.dr-moderacao by 'Moderação DR' (the rules), then div.dr-newsletter, then the comments with div.dr-links-patrocinados after the third; the form last",
        heading="Comentários dos leitores (7)",
        description="A Portuguese regional daily of 2010 (invented): 7 readers' comments under an article on a market hall's renovation, flat, two replies marked by 'Em resposta a NAME' (a chain of two); a moderator's rules notice shaped like a comment first in the box, a newsletter sign-up box inside the box, a sponsored-links block after the third comment; 'Mais lidas' in the sidebar.",
        files={
            "/imagens/diario-da-ribeira.svg": svg(280, 54, "#00584a", "Diário da Ribeira", 18),
            "/imagens/2010/04/mercado.svg": svg(450, 280, "#a3866a", "Mercado municipal"),
        },
    )


# --------------------------------------------------------------------------- ro: a county paper, 2012


def ro_asfalt() -> Case:
    rs = thread("""
Ion Bărbulescu || 11 mai 2012, ora 09:24 || Am auzit de asfaltarea drumului spre Valea Lupului de la trei primari încoace. Când văd utilajele, atunci cred.
>Mihaela D. || 11 mai 2012, ora 09:51 || De data asta contractul e semnat, scrie în articol. Banii sunt europeni, nu de la primărie.
Gheorghe Stan || 11 mai 2012, ora 10:33 || Să nu uite de șanțuri. Anul trecut au pus asfalt pe strada Morii și după prima ploaie mare apa a luat jumătate din el.
Cristina || 11 mai 2012, ora 12:07 || Copiii mei merg pe jos la școală pe marginea drumului, fără trotuar. Sper că proiectul are și trotuar, măcar pe o parte.
>Gheorghe Stan || 11 mai 2012, ora 12:40 || Pe planșa de la primărie e trotuar doar până la dispensar. După aceea, nimic.
Vasile Ursu || 11 mai 2012, ora 15:18 || Felicitări pentru articol. Ar fi bine să reveniți la toamnă și să vedem cât s-a făcut din cei 7 kilometri.
""")
    form_after = 2  # the comment form stands after the second top-level thread

    def item(i: int, r: R, replies: str) -> str:
        sub = f'<div class="ms-raspunsuri">{replies}</div>' if replies else ""
        return (
            f'<div class="ms-opinie" id="opinie-{9930 + i}"><div class="ms-cine"><img src="/poze/cititor.svg" width="24" height="24" alt=""> '
            f'<strong>{esc(r.who)}</strong> a scris pe {esc(r.at)}:</div><blockquote class="ms-ce">{paras(r.raw)}</blockquote>'
            f'<div class="ms-butoane"><a href="/raspunde/{9930 + i}">Răspunde</a> <a href="/semnaleaza/{9930 + i}">Semnalează</a></div>{sub}</div>\n'
        )

    items = walk(rs, item)
    notice = (
        '<div class="ms-anunt"><b>Mesaj de la moderator:</b> Opiniile cititorilor nu reprezintă punctul de vedere al redacției. '
        "Comentariile care conțin injurii, atacuri la persoană sau reclame vor fi șterse fără avertisment.</div>\n"
    )
    form = (
        '<div class="ms-formular"><h4>Scrie o opinie</h4><form action="/opinie" method="post"><p>Nume: <input type="text" name="nume"> '
        'E-mail: <input type="text" name="email"></p><textarea name="opinie" rows="4" cols="58"></textarea><br><input type="submit" value="Trimite"></form></div>\n'
    )
    poll = (
        '<div class="ms-sondaj"><h4>Sondaj</h4><p>Credeți că drumul va fi gata până în iarnă?</p><form action="/sondaj/77" method="post">'
        '<label><input type="radio" name="v" value="da"> Da</label> <label><input type="radio" name="v" value="nu"> Nu</label> '
        '<label><input type="radio" name="v" value="ns"> Nu știu</label> <input type="submit" value="Votează"></form><p class="ms-rez">Au votat 289 de cititori</p></div>\n'
    )
    body = f"""<body>
<table id="ms-pagina" width="970" align="center" cellpadding="0" cellspacing="0"><tr><td colspan="2" id="ms-antet"><a href="/"><img src="/poze/monitorul-salcioara.svg" width="340" height="60" alt="Monitorul de Sălcioara"></a>
<div id="ms-meniu"><a href="/">Acasă</a> &middot; <a href="/actualitate/">Actualitate</a> &middot; <a href="/administratie/">Administrație</a> &middot; <a href="/sport/">Sport</a> &middot; <a href="/anunturi/">Anunțuri</a></div></td></tr>
<tr><td id="ms-stanga" valign="top">
<h1>Drumul spre Valea Lupului va fi asfaltat până în noiembrie</h1>
<p class="ms-data">Vineri, 11 mai 2012 &middot; Autor: Radu Pârvu &middot; Citit de 1.842 ori</p>
<p class="ms-sapou">Consiliul Județean a semnat contractul pentru modernizarea celor 7 kilometri dintre Sălcioara și Valea Lupului. Lucrările încep luna viitoare.</p>
<p><img src="/poze/2012/05/drum.svg" width="480" height="280" alt="Drumul spre Valea Lupului"></p>
<p>Valoarea lucrărilor este de 9,4 milioane de lei, din care 85% fonduri europene. Proiectul cuprinde asfaltare, rigole și un pod nou peste pârâul Lupului.</p>
<p>Constructorul are termen până la 15 noiembrie. Pe durata lucrărilor circulația se va face pe o singură bandă.</p>
<div id="ms-opinii">
<h3>Opiniile cititorilor (6)</h3>
{notice}{"".join(items[:form_after])}{form}{"".join(items[form_after:])}{poll}</div>
</td>
<td id="ms-dreapta" valign="top"><div class="ms-caseta"><h4>Cele mai citite</h4><ol><li><a href="/actualitate/targ-de-mai">Târgul de mai, mutat</a></li><li><a href="/administratie/drum-valea-lupului">Drumul spre Valea Lupului</a></li></ol></div></td></tr>
<tr><td colspan="2" id="ms-subsol">&copy; 2012 Monitorul de Sălcioara</td></tr></table>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#ddd;font:13px Arial,sans-serif}#ms-pagina{background:#fff}#ms-antet{padding:10px;border-bottom:3px solid #223c6e}#ms-stanga{padding:12px;width:640px}#ms-dreapta{padding:12px}
.ms-data{font-size:11px;color:#888}.ms-sapou{font-weight:bold}.ms-anunt{background:#fde8e8;border:1px solid #d88;padding:6px;margin-bottom:8px}
.ms-opinie{border-bottom:1px solid #e3e3e3;padding:6px 0}.ms-ce{margin:4px 0 4px 28px}.ms-butoane{font-size:11px;margin-left:28px}.ms-raspunsuri{margin-left:28px;border-left:2px solid #223c6e;padding-left:8px}
.ms-formular{background:#eef1f7;padding:8px;margin:8px 0}.ms-sondaj{border:1px solid #223c6e;padding:8px;margin-top:10px}#ms-subsol{padding:8px;font-size:11px;color:#777}
</style>"""
    html = (
        top(
            "html4",
            title="Drumul spre Valea Lupului va fi asfaltat până în noiembrie - Monitorul de Sălcioara",
            lang="ro",
            head=css,
        )
        + body
    )
    return make(
        "fc-ro-monitorul-asfalt",
        "discussion",
        "ro",
        html,
        rs,
        path="/administratie/drum-valea-lupului",
        container="div#ms-opinii 'Opiniile cititorilor (6)': div.ms-opinie a comment (div.ms-cine 'strong NAME a scris pe DATE:', blockquote.ms-ce TEXT, 'Răspunde Semnalează'), replies in div.ms-raspunsuri inside the parent; first div.ms-anunt 'Mesaj de la moderator:', the form div.ms-formular after the second top-level thread, div.ms-sondaj poll right after the last comment; all inside a layout table's cell",
        heading="Opiniile cititorilor (6)",
        description="A Romanian county paper of 2012 (invented), in a layout table: 6 readers' opinions under a road-paving article, two replies nested; a moderator's message pinned first in the box, the comment form between the first two threads and the rest, a poll right after the thread; 'Cele mai citite' beside.",
        files={
            "/poze/monitorul-salcioara.svg": svg(340, 60, "#223c6e", "Monitorul de Sălcioara", 20),
            "/poze/2012/05/drum.svg": svg(480, 280, "#8d8d7a", "Drum"),
            "/poze/cititor.svg": svg(24, 24, "#aab"),
        },
    )
