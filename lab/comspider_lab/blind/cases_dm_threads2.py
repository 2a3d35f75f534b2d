"""Blind set DM: three discussions in unusual markup: a Portuguese regional paper of 2012 whose readers' comments are
numbered paragraphs, answers by an "Em resposta ao n.º N" link (8); a Spanish town daily of 2014 whose readers'
words sit in an ``aside`` under the article, nested two deep (11); a Mexican sports site of 2011 whose readers post
in a forum table under the article, with quotes that link the quoted post and signatures (14). Every class name,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dm_common import Case, doc, esc, kids_of, make, paras, slug, talk

# --------------------------------------------------------------------------- Portugal, 2012: numbered paragraphs

VALDOURO_CSS = (
    "body{margin:0;background:#e8e8e8;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222}#geral{width:980px;margin:0 auto;background:#fff}"
    "#cab{padding:14px 16px;border-bottom:5px solid #006837}#cab .nome{font:bold 34px Georgia;color:#006837}#cab .data{float:right;font-size:11px;color:#666}"
    "#barra{background:#006837;padding:0 12px}#barra a{color:#fff;display:inline-block;padding:6px 10px;font-weight:bold;text-decoration:none}"
    "#esq{float:left;width:640px;padding:14px}#dir{float:right;width:290px;padding:14px 8px}.modulo{background:#f3f6f3;padding:8px;margin-bottom:12px}"
    ".modulo h4{margin:0 0 6px;color:#006837}.cx-leitores p.cx-n{border-bottom:1px solid #e2e2e2;padding:8px 0;margin:0}.cx-n .n{color:#006837;font-weight:bold}"
    ".cx-n .quando{color:#888;font-size:11px}.cx-n .resp{font-size:11px}#rodape{clear:both;background:#333;color:#bbb;padding:12px;font-size:11px}"
)


def pt_valdouro() -> Case:
    cs = talk("""
Albino Cerqueira @ 28.11.2012 às 10:12 :: Finalmente! Aquilo na Rua Direita às quintas-feiras era um caos, ninguém conseguia passar nem de carro nem a pé.
Maria do Céu @ 28.11.2012 às 11:40 :: E os comerciantes da Rua Direita? Quem vai à feira depois vai ao café, à padaria, à farmácia. No campo da bola não há nada à volta. Isto vai matar o centro.
Zé da Ponte @ 28.11.2012 às 13:03 :: ^1 Tem razão D. Maria do Céu, mas o centro já está morto há muito. Metade das lojas tem o papel de "trespassa-se" na montra.
Fernanda Lobo @ 28.11.2012 às 15:27 :: E o estacionamento? o campo da bola tem lugar para quantos carros, 40? Quero ver isso num dia de chuva com lama até aos joelhos.
um feirante @ 28.11.2012 às 19:55 :: Sou feirante há 22 anos. Ninguém nos perguntou nada, soubemos pelo jornal. A câmara diz que vai alcatroar o recinto mas até lá vamos vender na lama como diz a senhora Fernanda.
Albino Cerqueira @ 29.11.2012 às 08:31 :: ^4 Isso não é verdade, houve uma reunião com a associação de feirantes em setembro, eu estive lá. Se a sua associação não lhe disse nada é outra conversa.
um feirante @ 29.11.2012 às 10:10 :: ^5 Eu não sou da associação, senhor Albino, e como eu há muitos.
Rui Barros @ 30.11.2012 às 22:47 :: Sou de Valdouro mas vivo em Lisboa há 15 anos. Quando lá vou no Natal a feira é das poucas coisas que ainda tem vida. Espero que a mudança não a estrague.
""")
    towns = {"Albino Cerqueira": "Valdouro", "Rui Barros": "Lisboa", "Fernanda Lobo": "Souto"}
    ps = []
    for i, c in enumerate(cs):
        n = i + 1
        town = f" ({esc(towns[c.who])})" if c.who in towns else ""
        resp = ""
        if c.parent is not None:
            resp = f'<span class="resp"><a href="#c{c.parent + 1}">Em resposta ao n.º {c.parent + 1}</a></span><br />'
        ps.append(
            f'<p class="cx-n" id="c{n}"><span class="n">{n}.</span> <strong>{esc(c.who)}</strong>{town} '
            f'<span class="quando">| {esc(c.at)}</span><br />{resp}{esc(c.body)}<br />'
            f'<span class="resp"><a href="?resp={n}#escrever">Responder</a> · <a href="#" rel="nofollow">Denunciar abuso</a></span></p>'
        )
    article = (
        '<p class="sec"><a href="/regiao/">Região</a> &gt; <a href="/regiao/valdouro/">Valdouro</a></p>'
        "<h1>Feira semanal muda-se para o antigo campo da bola a partir de janeiro</h1>"
        '<p class="lead"><b>A câmara de Valdouro aprovou por maioria a mudança da feira de quinta-feira para o recinto do antigo '
        "campo do Sporting Valdourense. Comerciantes do centro estão preocupados.</b></p>"
        '<p class="autor">Carlos Meireles | <span class="dt">Quarta-feira, 28 de Novembro de 2012</span></p>'
        '<div class="partilhar">Partilhar: <a href="#">Facebook</a> (63) · <a href="#">Twitter</a> · <a href="#">Email</a> · <a href="#">Imprimir</a></div>'
        "<p>A feira semanal de Valdouro, que se realiza às quintas-feiras na Rua Direita e no Largo do Pelourinho desde os anos 70, "
        "vai mudar-se em janeiro para o recinto do antigo campo de futebol, junto à estrada nacional.</p>"
        "<p>A proposta foi aprovada na reunião de câmara de terça-feira com os votos da maioria e a abstenção da oposição. O "
        'presidente da câmara, Joaquim Vilarinho, justificou a decisão com "questões de segurança e de trânsito" e garantiu que o '
        'recinto será alcatroado "até ao verão".</p>'
        '<p>A associação comercial de Valdouro pediu uma reunião urgente. "Às quintas-feiras fazemos o dobro das vendas. Sem a '
        'feira, o centro fica vazio", disse a presidente, Lurdes Calheiros.</p>'
        "<p>São cerca de 120 os feirantes com lugar atribuído.</p>"
    )
    after = (
        '<div class="cx-leitores"><h3>Comentários dos leitores (8)</h3>'
        '<p class="aviso"><i>Os comentários são da responsabilidade dos seus autores. O Correio de Valdouro reserva-se o direito de apagar '
        "mensagens ofensivas.</i></p>" + "".join(ps) + '<h4 id="escrever">Escreva o seu comentário</h4>'
        '<form action="/comentar.asp" method="post"><p>Nome: <input type="text" name="nome" /> Localidade: <input type="text" name="local" /></p>'
        '<p><textarea name="texto" rows="5" cols="60"></textarea></p><p><input type="submit" value="Enviar" /></p></form></div>'
    )
    side = (
        '<div class="modulo"><h4>Mais lidas</h4><ol><li><a href="#">Feira semanal muda-se para o antigo campo da bola</a></li>'
        '<li><a href="#">Incêndio destrói armazém em Souto</a></li><li><a href="#">Valdourense empata em casa (1-1)</a></li>'
        '<li><a href="#">Escola de Paços recebe 40 computadores</a></li></ol></div>'
        '<div class="modulo"><h4>Farmácias de serviço</h4><p>Hoje: Farmácia Central, Rua Direita, 14. Amanhã: Farmácia Lobo, Souto.</p></div>'
        '<div class="modulo"><h4>Tempo</h4><p>Valdouro: aguaceiros, 6° / 13°</p></div>'
        '<div class="modulo"><h4>Edição impressa</h4><p>Nas bancas todas as quintas-feiras. Assinatura anual: 25 euros.</p></div>'
    )
    body = (
        '<div id="geral"><div id="cab"><span class="data">Quinta-feira, 29 de Novembro de 2012</span><span class="nome">Correio de Valdouro</span></div>'
        '<div id="barra"><a href="/">Início</a><a href="/regiao/">Região</a><a href="/desporto/">Desporto</a><a href="/cultura/">Cultura</a>'
        '<a href="/opiniao/">Opinião</a><a href="/necrologia/">Necrologia</a><a href="/classificados/">Classificados</a></div>'
        f'<div id="esq">{article}{after}</div><div id="dir">{side}</div>'
        '<div id="rodape">© 2012 Correio de Valdouro · Semanário regional · Registo ERC n.º 112847 · Ficha técnica · Contactos</div></div>'
    )
    html = doc(
        "Feira semanal muda-se para o antigo campo da bola a partir de janeiro - Correio de Valdouro",
        "pt-PT",
        VALDOURO_CSS,
        body,
    )
    return make(
        "dm-pt-valdouro-numerados",
        "discussion",
        "pt",
        html,
        cs,
        path="/regiao/valdouro/2012/11/28/feira-muda-se-para-o-campo-da-bola",
        container="div.cx-leitores: one p.cx-n per comment ('N.', name, '(town)', '| DATE', <br />, text), answers by an 'Em resposta ao n.º N' link",
        heading="Comentários dos leitores (8)",
        description="A Portuguese regional weekly's website of November 2012: a story on the weekly market's move with 8 readers' "
        "comments as numbered paragraphs (number, name, town, date, text in one p), three answering by an 'Em resposta ao n.º N' "
        "link; most read, pharmacies on duty, weather.",
    )


# --------------------------------------------------------------------------- Spain, 2014: an <aside> under the article

ALCORNAL_CSS = (
    "body{margin:0;background:#fafafa;font:15px/1.55 Arial,sans-serif;color:#222}.cabecera{background:#fff;border-bottom:4px solid #d35400;padding:14px 22px}"
    ".cabecera .marca{font:bold 32px Georgia;color:#d35400}.secciones{background:#2c3e50}.secciones a{color:#fff;display:inline-block;padding:8px 12px;text-decoration:none}"
    ".pagina{max-width:1040px;margin:18px auto;display:flex;gap:24px}.pagina main{flex:1;background:#fff;padding:22px}.pagina .columna{width:300px}"
    ".columna section{background:#fff;padding:12px;margin-bottom:14px}aside.voces{margin-top:26px;border-top:2px solid #d35400;padding-top:8px}"
    ".voz{padding:10px 0;border-bottom:1px solid #eee}.voces-hijas{margin-left:34px;border-left:3px solid #f0c8a8;padding-left:10px}"
    ".voz header{font-size:13px;color:#888}.voz .apodo{font-weight:bold;color:#2c3e50}.voz a.responder{font-size:12px}footer.pie{background:#2c3e50;color:#ccc;padding:20px;font-size:12px}"
)


def es_alcornal() -> Case:
    cs = talk("""
vecinadelcentro @ 07/07/2014 - 10:21 :: Cerrar la piscina el 7 de julio. En serio. Llevan desde octubre sabiendo que había que cambiar la depuradora y se acuerdan ahora.
>Manolo_R @ 07/07/2014 - 10:48 :: Es que en octubre no había presupuesto, lo explicó el concejal en el pleno. No es tan facil como parece.
>>vecinadelcentro @ 07/07/2014 - 11:05 :: Para la feria de agosto siempre hay presupuesto, Manolo.
>>Rocío @ 07/07/2014 - 12:30 :: jajaja touché
Padre de tres @ 07/07/2014 - 13:14 :: ¿Y ahora dónde llevamos a los críos? La de Valdecinca está a 25 km y el autobús sólo va martes y jueves. // Propongo que abran el polideportivo por las tardes al menos, algo es algo.
>Ana Belén G. @ 07/07/2014 - 14:02 :: En la asociación de madres estamos organizando turnos para llevar a los niños a Valdecinca en coche. Si alguien se quiere apuntar, los lunes a las 8 en el bar de la plaza.
>>Padre de tres @ 07/07/2014 - 14:40 :: Gracias Ana Belén, allí estaré el lunes.
Jubilado @ 07/07/2014 - 18:57 :: A mis 74 años la piscina es lo único que me quita el dolor de rodilla en verano. Nadie piensa en los mayores. Mes y medio sin agua, vaya tela.
Tomás Ferrer @ 08/07/2014 - 09:12 :: La noticia no dice cuánto cuestan las obras. Según el boletín de la provincia son 86.000 euros, adjudicadas a la empresa del cuñado de quien ya sabemos. Que cada uno saque sus conclusiones.
>Manolo_R @ 08/07/2014 - 09:40 :: Tomás, eso que dices es muy grave. Si tienes pruebas llévalas al juzgado, y si no, mejor no digas nada.
>>Tomás Ferrer @ 08/07/2014 - 10:03 :: Está publicado, Manolo, no me lo invento. Búscalo tú mismo.
""")
    kids = kids_of(cs)

    def voz(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in kids:
            sub = '<div class="voces-hijas">' + "".join(voz(k) for k in kids[i]) + "</div>"
        vid = 40211 + i * 7
        return (
            f'<div class="voz" id="voz-{vid}"><header><span class="apodo">{esc(c.who)}</span> '
            f'<span class="hora">{esc(c.at)}</span></header><div class="dicho">{paras(c.body)}</div>'
            f'<a class="responder" href="?r={vid}#di-la-tuya">Responder</a> <span class="votos">+{(i * 3) % 7} / -{i % 3}</span>{sub}</div>'
        )

    voces = "".join(voz(i) for i in kids[None])
    article = (
        '<p class="antetitulo"><a href="/alcornal/">Alcornal</a> · Servicios</p>'
        "<h1>El Ayuntamiento de Alcornal cierra la piscina municipal por obras en pleno julio</h1>"
        '<h2 class="entradilla">La sustitución de la depuradora obligará a mantener el recinto cerrado hasta mediados de agosto. '
        "Vecinos y asociaciones critican que las obras no se hicieran en invierno.</h2>"
        '<p class="firma">Lucía Ordás · Alcornal · <time datetime="2014-07-07T08:30">07/07/2014 - 08:30</time></p>'
        '<div class="social">Compartir: <a href="#">Facebook</a> 214 · <a href="#">Twitter</a> 38 · <a href="#">WhatsApp</a></div>'
        "<p>La piscina municipal de Alcornal no abrirá este lunes como estaba previsto. El Ayuntamiento anunció el sábado por la tarde, "
        'mediante un bando, que la instalación permanecerá cerrada "al menos hasta el 15 de agosto" por la sustitución de la '
        "depuradora, que falló en la revisión de junio.</p>"
        '<p>El concejal de Deportes, Agustín Pardal, explicó a este diario que la avería "no se podía prever" y que el contrato de '
        'reparación se adjudicó "por la vía de urgencia". Según Pardal, abrir sin depuradora "supondría un riesgo sanitario".</p>'
        "<p>La piscina recibe una media de 600 bañistas diarios en julio. La más cercana está en Valdecinca, a 25 kilómetros.</p>"
        "<p>El grupo municipal de la oposición ha pedido que se habilite transporte gratuito y que se rebaje el precio del bono de temporada.</p>"
    )
    aside = (
        '<aside class="voces" id="voces"><h3>Lo que decís (11)</h3>'
        + voces
        + '<div id="di-la-tuya"><h4>Di la tuya</h4>'
        '<form action="/participar" method="post"><input type="text" name="apodo" placeholder="Apodo" /> '
        '<textarea name="texto" rows="4" cols="60"></textarea><br /><label><input type="checkbox" name="normas" /> Acepto las normas de participación</label> '
        '<input type="submit" value="Publicar" /></form></div></aside>'
    )
    columna = (
        '<section><h4>Lo más visto</h4><ol><li><a href="#">El Ayuntamiento cierra la piscina municipal por obras</a></li>'
        '<li><a href="#">Programa de las fiestas de San Roque</a></li><li><a href="#">Un incendio calcina 12 hectáreas junto a la carretera de Valdecinca</a></li>'
        '<li><a href="#">El CD Alcornal presenta a sus fichajes</a></li></ol></section>'
        "<section><h4>Farmacias de guardia</h4><p>Lunes 7: Ldo. Fuertes, C/ Mayor 22.</p></section>"
        "<section><h4>El tiempo</h4><p>Alcornal: soleado, 19° / 36°</p></section>"
        "<section><h4>Síguenos</h4><p>Facebook: 4.812 · Twitter: 2.150 seguidores</p></section>"
    )
    body = (
        '<header class="cabecera"><span class="marca">Diario de Alcornal</span> <small>Noticias de Alcornal y su comarca</small></header>'
        '<nav class="secciones"><a href="/">Portada</a><a href="/alcornal/">Alcornal</a><a href="/comarca/">Comarca</a><a href="/deportes/">Deportes</a>'
        '<a href="/fiestas/">Fiestas</a><a href="/opinion/">Opinión</a><a href="/agenda/">Agenda</a></nav>'
        f'<div class="pagina"><main><article class="noticia">{article}</article>{aside}</main><div class="columna">{columna}</div></div>'
        '<footer class="pie">© 2014 Diario de Alcornal · Aviso legal · Política de cookies · Publicidad</footer>'
    )
    html = doc(
        "El Ayuntamiento de Alcornal cierra la piscina municipal por obras en pleno julio | Diario de Alcornal",
        "es",
        ALCORNAL_CSS,
        body,
        xhtml=False,
    )
    return make(
        "dm-es-alcornal-aside",
        "discussion",
        "es",
        html,
        cs,
        path="/alcornal/2014/07/07/cierra-piscina-municipal-obras",
        container="aside.voces#voces: div.voz (header: span.apodo, span.hora; div.dicho) with answers in div.voces-hijas",
        heading="Lo que decís (11)",
        description="A Spanish town daily of July 2014 in HTML5: the readers' words on a pool closure in an aside under the article, "
        "headed 'Lo que decís (11)', nicknames, 7 answers nested two deep, votes; never says 'comment' in its markup; most "
        "viewed, pharmacies on duty, weather, follower counts.",
    )


# --------------------------------------------------------------------------- Mexico, 2011: a forum table under the article

CANCHA_CSS = (
    "body{margin:0;background:#101820;font:12px Verdana,Arial,sans-serif;color:#222}#caja{width:980px;margin:0 auto;background:#fff}"
    "#logo{background:#1b5e20;color:#ffd600;padding:14px;font:bold 30px Impact,Arial}#logo small{display:block;font:12px Verdana;color:#e0e0e0}"
    "#nav{background:#ffd600;padding:4px 10px}#nav a{color:#1b5e20;font-weight:bold;margin-right:12px}#nota{float:left;width:650px;padding:12px}"
    "#lado{float:right;width:290px;padding:12px 8px}#lado .mod h5{background:#1b5e20;color:#fff;margin:0;padding:4px}"
    "table.foro-tabla{width:100%;background:#b0bec5;margin-top:10px}table.foro-tabla th{background:#1b5e20;color:#fff;padding:4px}"
    "table.foro-tabla td{background:#fff;vertical-align:top;padding:6px}td.f-autor{width:140px;background:#eceff1 !important;font-size:11px}"
    ".f-fecha{font-size:10px;color:#666;border-bottom:1px solid #ddd;margin-bottom:4px}.f-cita{background:#f5f5f5;border:1px solid #ccc;padding:4px;margin:4px 0;font-size:11px}"
    ".f-firma{color:#777;font-size:10px;border-top:1px dashed #ccc;margin-top:8px}#piso{clear:both;background:#1b5e20;color:#cfd8dc;padding:12px;font-size:10px}"
)


def mx_cancha() -> Case:
    cs = talk("""
halcon_1987 @ Dom Jun 12, 2011 7:02 pm :: Pues ni modo, ya está. A mí no me convence, en Uruguay lo corrieron de dos equipos en un año. Pero hay que darle chance.
LaFieraDelNorte @ Dom Jun 12, 2011 7:20 pm :: ^0 "en Uruguay lo corrieron de dos equipos en un año" :: Y? al Profe Ruelas lo corrieron de tres y con nosotros salió campeón en el 2004. No tiene nada que ver.
nico_carrizal @ Dom Jun 12, 2011 7:45 pm :: Lo importante es si van a traer refuerzos o no. Con este plantel ni Mourinho nos salva. Necesitamos un 9 urgente!!!
Don Chava @ Dom Jun 12, 2011 8:30 pm :: Yo lo vi dirigir en la Sudamericana por la tele, juega con línea de 3 atrás. Con los centrales que tenemos (lentos como tortuga) eso va a ser un coladero.
halcon_1987 @ Dom Jun 12, 2011 8:41 pm :: ^3 "juega con línea de 3 atrás" :: eso sí me preocupa. Ojalá se adapte él al plantel y no al revés.
MaryHalcona @ Dom Jun 12, 2011 9:15 pm :: Bienvenido profe!! Aquí lo vamos a apoyar siempre, esta afición es la más fiel de la liga aunque estemos en la de ascenso.
nico_carrizal @ Dom Jun 12, 2011 10:02 pm :: Alguien sabe cuánto le van a pagar? leí en otro lado que 80 mil pesos al mes pero no sé si sea cierto
Gerardo_FC @ Dom Jun 12, 2011 10:30 pm :: ^6 "leí en otro lado que 80 mil pesos al mes" :: Eso lo inventó un blog, la directiva no ha dicho nada. No le crean a todo lo que sale en internet compa.
Don Chava @ Lun Jun 13, 2011 8:10 am :: Por cierto buena nota, muy completa. Lo de la plática con su ex jugador en Montevideo estuvo muy bien, eso no lo sacó nadie más.
El Tuerto Garza @ Lun Jun 13, 2011 11:47 am :: Otro extranjero. Aquí en Carrizal hay técnicos de casa que conocen a la afición y a las fuerzas básicas y nunca les dan oportunidad. Después se quejan de que la gente no va al estadio.
MaryHalcona @ Lun Jun 13, 2011 12:20 pm :: ^9 "nunca les dan oportunidad" :: Y Pepe Lozano qué? dos años y casi nos bajan a tercera. Yo prefiero uno de fuera que llegue sin compromisos.
El Tuerto Garza @ Lun Jun 13, 2011 1:05 pm :: Pepe Lozano no tuvo ni un peso para fichar, Mary, no es lo mismo.
LaFieraDelNorte @ Lun Jun 13, 2011 6:33 pm :: Ya salió la lista de pretemporada, son 26 jugadores. Viene el tal Benítez del Atlético Sauces que pedía nico. Vamos Halcones!!!
nico_carrizal @ Lun Jun 13, 2011 7:01 pm :: ^12 "Viene el tal Benítez del Atlético Sauces" :: Por fin!!! Ese sí es 9 de verdad
""")
    profile = {
        "halcon_1987": ("Titular", "1,204", "Mar 2008", "Halcón de corazón desde 1987"),
        "LaFieraDelNorte": ("Capitán", "3,877", "Ene 2007", ""),
        "nico_carrizal": ("Suplente", "212", "Ago 2010", ""),
        "Don Chava": ("Titular", "958", "Oct 2008", "Campeones 2004 - yo estuve ahí"),
        "MaryHalcona": ("Titular", "1,530", "Feb 2009", ""),
        "Gerardo_FC": ("Fuerzas básicas", "47", "May 2011", ""),
        "El Tuerto Garza": ("Suplente", "388", "Jun 2009", ""),
    }
    rows = []
    for i, c in enumerate(cs):
        rank, posts, since, sig = profile[c.who]
        pid = 55120 + i * 3
        cita = ""
        if c.parent is not None:
            qid = 55120 + c.parent * 3
            cita = f'<div class="f-cita"><a href="#p{qid}"><b>{esc(cs[c.parent].who)} escribió:</b></a><br />{esc(c.quote)}</div>'
        firma = f'<div class="f-firma">_________________<br />{esc(sig)}</div>' if sig else ""
        rows.append(
            f'<tr id="p{pid}"><td class="f-autor"><a name="p{pid}"></a><b>{esc(c.who)}</b><br /><img src="/_avatar/cn-{slug(c.who)}.svg" width="60" height="60" alt="" /><br />'
            f"Rango: {rank}<br />Mensajes: {posts}<br />Desde: {since}</td>"
            f'<td class="f-msg"><div class="f-fecha">Publicado: {esc(c.at)} &nbsp; <a href="#p{pid}">#{i + 1}</a> &nbsp; '
            f'<a href="/foro/responder.php?citar={pid}">Responder citando</a></div>{cita}<div class="f-cuerpo">{paras(c.body, br=True)}</div>{firma}</td></tr>'
        )
    nota = (
        '<p class="ruta"><a href="/">Inicio</a> » <a href="/ascenso/">Liga de Ascenso</a> » <a href="/ascenso/halcones/">Halcones</a></p>'
        "<h1>Halcones de Carrizal anuncia a su nuevo técnico: el uruguayo Héctor 'Cacho' Bentancor</h1>"
        '<p class="sumario"><b>El exentrenador de Liverpool de Montevideo firma por un año con opción a otro y llega el miércoles para la pretemporada.</b></p>'
        '<p class="fecha">Por Ulises Cárdenas | Domingo 12 de junio de 2011, 5:40 pm</p>'
        '<p class="compartir">Recomendar en Facebook (187) · Twittear (45) · Enviar</p>'
        "<p>VALLE DE CARRIZAL.- La directiva de Halcones de Carrizal presentó este domingo a Héctor Bentancor, de 51 años, como nuevo "
        "director técnico del equipo para el torneo Apertura 2011 de la Liga de Ascenso.</p>"
        "<p>Bentancor, que dirigió en su país a tres clubes de primera división, sustituye a José 'Pepe' Lozano, quien dejó el cargo "
        "tras quedar a dos puntos del descenso.</p>"
        '<p>"Vengo a un club con una afición enorme y quiero un equipo que salga a proponer", dijo Bentancor en entrevista '
        'telefónica. Uno de sus exjugadores en Montevideo lo describió a Cancha Norte como "muy exigente, pero justo".</p>'
        "<p>El presidente del club, Arnulfo Treviño, no quiso revelar el salario del técnico.</p>"
    )
    foro = (
        "<h3>Foro de la afición: 14 mensajes sobre esta nota</h3>"
        '<p class="reglas">Para participar necesitas estar <a href="/foro/registro.php">registrado</a>. Respeta a los demás aficionados.</p>'
        '<table class="foro-tabla" cellspacing="1"><tr><th>Autor</th><th>Mensaje</th></tr>'
        + "".join(rows)
        + "</table>"
        '<p class="paginas">Página <b>1</b> de 1 · <a href="/foro/tema.php?t=8812">Ver el tema completo en el foro</a> · '
        '<a href="/foro/responder.php?t=8812">Responder</a></p>'
    )
    lado = (
        '<div class="mod"><h5>Tabla general - Clausura 2011</h5><table><tr><td>1. Toros de Salinas</td><td>34</td></tr>'
        "<tr><td>2. Atlético Sauces</td><td>31</td></tr><tr><td>3. Mineros del Valle</td><td>29</td></tr><tr><td>14. Halcones de Carrizal</td><td>17</td></tr></table></div>"
        '<div class="mod"><h5>Lo más visto</h5><ol><li><a href="#">Halcones anuncia a su nuevo técnico</a></li><li><a href="#">Benítez, la apuesta para el ataque</a></li>'
        '<li><a href="#">Se cae el estadio nuevo: no hay presupuesto</a></li></ol></div>'
        '<div class="mod"><h5>En el foro ahora</h5><ul><li><a href="#">¿Quién debe ser el capitán?</a> (88 mensajes)</li><li><a href="#">Boletos para la pretemporada</a> (23 mensajes)</li></ul></div>'
        '<div class="mod"><h5>Encuesta</h5><p>¿Te convence el nuevo técnico? Sí 41% · No 37% · No sé 22% (1,904 votos)</p></div>'
    )
    body = (
        '<div id="caja"><div id="logo">CANCHA NORTE<small>El fútbol del Valle de Carrizal, todos los días</small></div>'
        '<div id="nav"><a href="/">Inicio</a><a href="/ascenso/">Ascenso</a><a href="/primera/">Primera División</a><a href="/amateur/">Amateur</a>'
        '<a href="/beisbol/">Béisbol</a><a href="/foro/">Foro</a><a href="/galerias/">Galerías</a></div>'
        f'<div id="nota">{nota}{foro}</div><div id="lado">{lado}</div>'
        '<div id="piso">© 2011 Cancha Norte. Todos los derechos reservados. Prohibida la reproducción total o parcial.</div></div>'
    )
    html = doc(
        "Halcones de Carrizal anuncia a su nuevo técnico: el uruguayo Héctor 'Cacho' Bentancor - Cancha Norte",
        "es",
        CANCHA_CSS,
        body,
    )
    return make(
        "dm-mx-cancha-foro",
        "discussion",
        "es",
        html,
        cs,
        path="/ascenso/halcones/2011/06/12/nuevo-tecnico-bentancor.html",
        container="table.foro-tabla: one tr per post, td.f-autor (username, rank, posts, joined) and td.f-msg (date, '#n', quote div.f-cita, div.f-cuerpo, signature div.f-firma)",
        heading="Foro de la afición: 14 mensajes sobre esta nota",
        description="A Mexican regional football site of June 2011: a coach's signing with the fans' forum posts on the story in a "
        "phpBB-era table under the article (username, rank, post count, joined; 'Publicado:' date), 5 answers opened by a "
        "'NAME escribió:' quote linking the quoted post, two signatures; never says 'comment' in its markup; standings, poll with results.",
    )


def threads2_dm() -> list[Case]:
    return [pt_valdouro(), es_alcornal(), mx_cancha()]
