"""Blind set DM: four discussions in unusual markup: a Chilean wine blog's hand-coded PHP page of 2010 whose readers'
opinions are a table of two rows each (6, flat); an English weekly's "Have your say" of 2009 as one block of text
and line breaks, the name after each text (5, flat); a Brazilian tech portal of 2013 whose comments are ``article``
elements with schema.org UserComments microdata, answers nested (9); a Vermont weekly of 2011 whose comments are a
definition list (3). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dm_common import Case, doc, esc, kids_of, make, paras, slug, talk


def _ol(rows: list[tuple[str, str]], word: str = "") -> str:
    return (
        "<ol>"
        + "".join(
            f'<li><a href="/{slug(t)[:40]}.html">{esc(t)}</a>{f" <span>({esc(n)} {word})</span>" if n else ""}</li>'
            for t, n in rows
        )
        + "</ol>"
    )


# --------------------------------------------------------------------------- Chile, 2010: a table, two rows each

VINOS_CSS = (
    "body{margin:0;background:#5a1e2b;font:12px/1.5 Verdana,Arial,sans-serif;color:#2a2a2a}"
    "#todo{width:940px;margin:0 auto;background:#fffaf2}#cabeza{background:#3b0f1a;color:#f3d9a4;padding:18px}"
    "#cabeza h1{margin:0;font:bold 32px Georgia}#cabeza p{margin:2px 0 0;color:#d8b98a}#menu{background:#8a2e40;padding:5px 18px}"
    "#menu a{color:#fff;margin-right:14px;font-weight:bold;text-decoration:none}td.izq{width:640px;vertical-align:top;padding:16px}"
    "td.der{vertical-align:top;padding:16px 10px;background:#f4ead8}.caja h4{margin:10px 0 4px;color:#5a1e2b;border-bottom:1px solid #caa}"
    "table.opiniones{border-collapse:collapse;margin-top:10px}table.opiniones tr.cab td{background:#efe0c9;font-size:11px;padding:4px 8px}"
    "table.opiniones tr.txt td{padding:6px 8px 14px;border-bottom:1px dotted #b99}.autor-blog{color:#8a2e40}#pie{background:#3b0f1a;color:#caa;padding:10px;font-size:10px;text-align:center}"
)


def cl_vinos() -> Case:
    cs = talk("""
Pato Vergara @ 15/07/2010 a las 09:48 :: Buena la nota!! yo soy fan del Santa Ema Reserva hace rato y a ese precio no hay nada que le gane. Lo tomo con pastel de choclo y queda perfecto.
Macarena @ 15/07/2010 a las 11:20 :: Me extraña que no hayan incluido el de Viña Los Robles, lo venden en el supermercado a $4.990 y es harto mejor que varios de la lista. Ojalá lo prueben la próxima vez.
Rodrigo @ 15/07/2010 a las 12:02 :: Macarena, lo tuvimos en la mesa pero la botella venía con corcho (olía a cartón mojado) y no era justo evaluarlo así. Queda pendiente para la segunda parte, prometido.
Ignacio F. @ 16/07/2010 a las 00:37 :: Discrepo con lo del ganador. Le encontré demasiada madera, casi como si le hubieran tirado astillas al estanque. Para mi gusto el carmenère tiene que oler a pimentón y a ají verde, no a aserradero. // Igual se agradece que alguien pruebe vinos baratos, todos los blogs hablan de botellas de 20 lucas para arriba.
Ximena Soto @ 17/07/2010 a las 19:15 :: Una pregunta de ignorante: a que temperatura hay que servirlo? en mi casa siempre lo tomamos a temperatura ambiente pero en invierno la cocina está a 12 grados jaja
Don Lucho @ 18/07/2010 a las 13:50 :: Ximena, entre 16 y 18 más o menos. Si está muy helado déjelo un rato fuera, si está muy caliente 15 minutos al refri. No tiene más ciencia que eso.
""")
    rows = []
    for n, c in enumerate(cs, 1):
        owner = c.who == "Rodrigo"
        name = (
            f'<b class="autor-blog">{esc(c.who)}</b> <small>(autor del blog)</small>'
            if owner
            else f"<b>{esc(c.who)}</b>"
        )
        rows.append(
            f'<tr class="cab"><td>{name} escribió el {esc(c.at)}</td><td align="right"><a name="op{n}" href="#op{n}">#{n}</a></td></tr>'
            f'<tr class="txt"><td colspan="2">{paras(c.body, br=True)}</td></tr>'
        )
    post = (
        '<div class="fecha">Miércoles 14 de julio de 2010</div>'
        "<h2>Probamos seis carmenères de menos de $6.000: el ganador te va a sorprender</h2>"
        '<div class="por">Por Rodrigo Aránguiz · Categoría: <a href="/cat/tintos">Tintos</a>, <a href="/cat/bajo-6000">Bajo $6.000</a></div>'
        "<p>Como todos los inviernos, nos juntamos un viernes en la casa de la Francisca con seis botellas tapadas con calcetines "
        "(limpios) y una planilla. La regla era simple: carmenère chileno, comprado en supermercado, menos de seis lucas.</p>"
        "<p>Fueron tres del Valle del Maule, dos de Colchagua y uno de Cachapoal. Probamos a ciegas, primero solos y después con "
        "unas empanadas de pino del local de la esquina, porque el vino chileno se toma con comida y no en una probeta.</p>"
        "<p>El ganador, por dos puntos, fue el más barato de todos: un carmenère de Colchagua de $3.690 con harta fruta roja, algo "
        "de pimentón y una madera que a algunos les pareció excesiva. El segundo lugar se lo llevó el Santa Ema Reserva, que "
        "sigue siendo el caballo de batalla de siempre.</p>"
        "<p>La tabla completa con los puntajes de los cinco catadores está más abajo. La próxima semana: cabernet sauvignon.</p>"
        '<table class="puntajes" border="1" cellpadding="4"><tr><th>Vino</th><th>Precio</th><th>Puntaje</th></tr>'
        "<tr><td>Carmenère Colchagua (etiqueta negra)</td><td>$3.690</td><td>86</td></tr><tr><td>Santa Ema Reserva</td><td>$5.490</td><td>84</td></tr>"
        "<tr><td>Maule Sur Clásico</td><td>$2.990</td><td>79</td></tr><tr><td>Cachapoal Alto</td><td>$4.250</td><td>78</td></tr></table>"
        '<div class="compartir">Compartir: <a href="#">Facebook</a> (41) · <a href="#">Twitter</a> (12) · <a href="#">Enviar por email</a></div>'
    )
    discusion = (
        '<a name="opiniones"></a><h3>Lo que opinan los lectores (6)</h3>'
        '<table class="opiniones" width="100%" cellspacing="0">' + "".join(rows) + "</table>"
        '<h3>Deja tu opinión</h3><form action="/opinar.php" method="post"><table>'
        '<tr><td>Nombre:</td><td><input type="text" name="nombre" size="30" /></td></tr>'
        '<tr><td>Email (no se publica):</td><td><input type="text" name="correo" size="30" /></td></tr>'
        '<tr><td valign="top">Tu opinión:</td><td><textarea name="texto" rows="6" cols="50"></textarea></td></tr>'
        '<tr><td></td><td><input type="submit" value="Enviar" /></td></tr></table></form>'
    )
    side = (
        '<div class="caja"><h4>Buscar</h4><form action="/buscar.php"><input type="text" name="q" size="18" /> <input type="submit" value="ir" /></form></div>'
        '<div class="caja"><h4>Lo más leído</h4>'
        + _ol(
            [
                ("Probamos seis carmenères de menos de $6.000", "2.310 lecturas"),
                ("Dónde comprar vino a granel en Santiago", "1.877 lecturas"),
                ("Cinco blancos para el verano", "1.204 lecturas"),
                ("¿Vale la pena el vino en caja?", "998 lecturas"),
            ]
        )
        + "</div>"
        '<div class="caja"><h4>Archivo</h4><ul><li><a href="/2010/07/">julio 2010</a> (4)</li><li><a href="/2010/06/">junio 2010</a> (7)</li>'
        '<li><a href="/2010/05/">mayo 2010</a> (6)</li><li><a href="/2010/04/">abril 2010</a> (5)</li></ul></div>'
        '<div class="caja"><h4>Blogs amigos</h4><ul><li><a href="http://descorchando.example.cl/">Descorchando</a></li>'
        '<li><a href="http://elsommelierpobre.example.cl/">El sommelier pobre</a></li><li><a href="http://cepasdelsur.example.com/">Cepas del Sur</a></li></ul></div>'
        '<div class="caja"><h4>Etiquetas</h4><p><a href="#">carmenère</a> <a href="#">Colchagua</a> <a href="#">Maule</a> <a href="#">ofertas</a> '
        '<a href="#">maridaje</a> <a href="#">empanadas</a> <a href="#">catas</a></p></div>'
        '<div class="caja"><p>Cepa &amp; Terroir en Facebook: <b>Me gusta</b> · A 312 personas les gusta esto.</p></div>'
    )
    body = (
        '<div id="todo"><div id="cabeza"><h1>Cepa &amp; Terroir</h1><p>vinos chilenos sin pose, desde 2007</p></div>'
        '<div id="menu"><a href="/">Inicio</a><a href="/catas/">Catas</a><a href="/precios/">Por precio</a><a href="/valles/">Valles</a>'
        '<a href="/quienes.php">Quiénes somos</a><a href="/contacto.php">Contacto</a></div>'
        '<table width="100%" cellspacing="0" cellpadding="0"><tr>'
        f'<td class="izq">{post}{discusion}</td><td class="der">{side}</td></tr></table>'
        '<div id="pie">© 2007-2010 Cepa &amp; Terroir · Santiago de Chile · Los textos de este sitio están bajo licencia Creative Commons BY-NC · '
        "Venta de alcohol prohibida a menores de 18 años.</div></div>"
    )
    html = doc("Cepa & Terroir » Probamos seis carmenères de menos de $6.000", "es", VINOS_CSS, body)
    return make(
        "dm-cl-vinos-tabla",
        "discussion",
        "es",
        html,
        cs,
        path="/2010/07/14/seis-carmeneres-bajo-6000.html",
        container="table.opiniones: per opinion a tr.cab (name, 'escribió el DATE', '#n') and a tr.txt (the text)",
        heading="Lo que opinan los lectores (6)",
        description="A Chilean wine blog's hand-coded PHP page of July 2010 in a layout table: a tasting post with a score table, "
        "6 readers' opinions in a table of two rows each (head row with the name and date, text row), one by the blogger marked "
        "'(autor del blog)', flat, answers by name only; never says 'comment' in its markup; most read with counts, archive, blogroll.",
    )


# --------------------------------------------------------------------------- England, 2009: text and <br /> only

COURIER_CSS = (
    "body{margin:0;background:#dfe4ea;font:13px Arial,Helvetica,sans-serif;color:#111}#shell{width:970px;margin:0 auto;background:#fff}"
    "#top{background:#0a2f5c;color:#fff;padding:12px 14px}#top .name{font:bold 36px 'Times New Roman',serif}#top .date{float:right;font-size:11px}"
    "#tabs{background:#e2231a;padding:0 10px}#tabs a{display:inline-block;color:#fff;font-weight:bold;padding:6px 9px;text-decoration:none}"
    "#c1{float:left;width:620px;padding:12px}#c2{float:right;width:310px;padding:12px 8px}.panel{border:1px solid #ccd;margin-bottom:10px}"
    ".panel h4{background:#0a2f5c;color:#fff;margin:0;padding:4px 8px}.panel ol,.panel ul{margin:6px 0;padding-left:24px}"
    "#yoursay{border-top:3px solid #e2231a;margin-top:18px;padding-top:6px}#yoursay .ys-by{color:#555;font-size:11px}"
    "#foot{clear:both;background:#0a2f5c;color:#cfd8e3;font-size:11px;padding:14px}#foot a{color:#fff}"
)


def uk_courier() -> Case:
    cs = talk("""
Gerald Pike @ 04/03/2009 at 08:14 :: Absolutely disgraceful. The council spent £40,000 on a "consultation" and then ignored every single person who responded. Mill Lane will be a ghost town by Christmas and they'll all be wondering why.
Sue H @ 04/03/2009 at 09:37 :: So where exactly are we supposed to park? The bus from our end runs once an hour and not at all after six. I work in the chemist on the High Street and I'll be paying nearly £20 a week just to go to work.
Mr D. Fairweather @ 04/03/2009 at 12:55 :: I hate to be the voice of reason but the charges havent gone up since 2001. Every other town in the county charges more than this. // The real issue is that the money should go back into the town centre and not into the general pot, and the article doesnt say where it's going. Perhaps the Courier could find out?
anon @ 04/03/2009 at 17:20 :: bring back the free hour
Kath Morrow @ 05/03/2009 at 10:02 :: To Mr Fairweather - the money goes into the general fund, it was in the cabinet papers (item 7, page 12). I asked at the meeting on the 24th and was told there were "no plans" to ring-fence it. Which says it all really.
""")
    towns = {
        "Gerald Pike": "Wendlebury",
        "Sue H": "Kempston End",
        "Mr D. Fairweather": "Wendlebury",
        "anon": "",
        "Kath Morrow": "Upper Ashby",
    }
    parts = []
    for c in cs:
        town = f", {esc(towns[c.who])}" if towns[c.who] else ""
        parts.append(
            f"{paras(c.body, br=True)}<br />\n"
            f'<span class="ys-by">Posted by <b>{esc(c.who)}</b>{town} on {esc(c.at)}</span><br />\n<br />\n'
        )
    article = (
        '<div class="crumb"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; <a href="/news/local/">Local</a></div>'
        "<h1>Car park charges to double at Mill Lane, council confirms</h1>"
        '<p class="standfirst"><b>Shoppers and town centre workers face paying up to £4 a day from April after councillors '
        "voted through the new tariff.</b></p>"
        '<p class="byline">By Helen Ashworth, Chief Reporter<br />Tuesday, March 3, 2009, 16:40</p>'
        '<div class="tools"><a href="#">Email this story</a> | <a href="#">Print</a> | <a href="#">Digg it</a> | '
        '<a href="#">del.icio.us</a> | <a href="#">Facebook</a> | <a href="#yoursay">Have your say (5)</a></div>'
        '<div class="pic"><img src="/_avatar/millane.svg" width="300" height="200" alt="" /><br /><small>Mill Lane car park on Tuesday morning. '
        'Picture: Tony Reeve. <a href="#">Buy this photo</a></small></div>'
        "<p>Parking charges at Mill Lane, the town's largest car park, will double from April 6 after Wendlebury District "
        "Council's cabinet approved a new tariff on Monday night.</p>"
        "<p>The first hour will rise from 50p to £1, and a full day from £2 to £4. The free hour on Saturdays, introduced in "
        "2006 to help traders, will be scrapped.</p>"
        '<p>Council leader Cllr Brian Haddow said the authority had to find £1.2m in savings next year. "Nobody wants to put '
        'charges up, but we have not increased them for eight years and the car parks cost money to run," he said.</p>'
        '<p>Wendlebury Chamber of Trade chairman Anita Costa said traders were "dismayed". "We have lost three shops on the '
        'High Street since Christmas. This is the last thing we need," she said.</p>'
        "<p>A public consultation last autumn received 1,140 responses, the majority opposing any rise.</p>"
    )
    after = (
        '<div id="yoursay"><a name="yoursay"></a><h3>Have your say</h3>'
        '<p class="ys-note"><i>Views posted are those of readers and not the Courier. Please keep them clean and on topic.</i></p>'
        f'<div class="ys-list">{"".join(parts)}</div>'
        '<h4>Have your say on this story</h4><form action="/yoursay/post.php" method="post">'
        '<p>Your name: <input type="text" name="yname" /></p><p>Your town: <input type="text" name="ytown" /></p>'
        '<p>Your views:<br /><textarea name="yviews" rows="5" cols="60"></textarea></p><p><input type="submit" value="Send" /></p></form></div>'
    )
    side = (
        '<div class="panel"><h4>Most read</h4>'
        + _ol(
            [
                ("Car park charges to double at Mill Lane", ""),
                ("Teenager hurt in crash on the A4123 bypass", ""),
                ("Bakery closes after 60 years", ""),
                ("Wendlebury Town 2 Ashby Rovers 2", ""),
                ("Pub quiz raises £1,800 for hospice", ""),
            ]
        )
        + "</div>"
        '<div class="panel"><h4>Announcements</h4><ul><li>Births, marriages &amp; deaths</li><li>Anniversaries</li><li><a href="#">Place an announcement</a></li></ul></div>'
        '<div class="panel"><h4>Jobs</h4><ul><li>Care assistant - Wendlebury - £6.20/hr</li><li>HGV driver - Ashby - £22k</li><li>Receptionist, dental surgery</li></ul></div>'
        '<div class="panel"><h4>Weather</h4><p>Today: showers, 9°C. Tomorrow: bright spells, 11°C.</p></div>'
        '<div class="panel"><h4>Property</h4><p>3 bed semi, Kempston End, £164,950</p></div>'
    )
    body = (
        '<div id="shell"><div id="top"><span class="date">Wednesday, March 4, 2009</span><span class="name">Wendlebury Courier</span></div>'
        '<div id="tabs"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/whatson/">What\'s On</a>'
        '<a href="/jobs/">Jobs</a><a href="/property/">Property</a><a href="/motors/">Motors</a><a href="/announcements/">Announcements</a></div>'
        f'<div id="c1">{article}{after}</div><div id="c2">{side}</div>'
        '<div id="foot">© 2009 Wendlebury Courier, part of Midshire Newspapers Ltd. <a href="#">Contact us</a> | <a href="#">Advertise</a> | '
        '<a href="#">Terms</a> | <a href="#">Privacy</a></div></div>'
    )
    html = doc(
        "Car park charges to double at Mill Lane, council confirms - Wendlebury Courier",
        "en-GB",
        COURIER_CSS,
        body,
    )
    return make(
        "dm-uk-courier-yoursay",
        "discussion",
        "en",
        html,
        cs,
        path="/news/local/4521998.car_park_charges_to_double/",
        container="div#yoursay > div.ys-list: no element per entry; each text (paragraphs split by <br /><br />) followed by "
        "'Posted by <b>NAME</b>, TOWN on DATE' and <br /><br />",
        heading="Have your say",
        description="An English weekly's website of March 2009 (Wendlebury Courier): a car-park story with 5 readers' views under "
        "'Have your say', printed as one block of text and line breaks with the name after each text, flat, an answer "
        "addressed 'To Mr Fairweather -'; never says 'comment' in its markup; most read, announcements, jobs, weather.",
    )


# --------------------------------------------------------------------------- Brazil, 2013: article + microdata

PIXEL_CSS = (
    "body{margin:0;background:#f0f0f0;font:14px/1.5 'Open Sans',Arial,sans-serif;color:#333}header.topo{background:#16a085;color:#fff;padding:12px 20px}"
    "header.topo .logo{font:bold 28px Arial}nav.menu{background:#0e6655}nav.menu a{color:#fff;padding:8px 12px;display:inline-block;text-decoration:none}"
    ".conteudo{width:1000px;margin:16px auto;overflow:hidden}.principal{float:left;width:660px;background:#fff;padding:20px}"
    ".lateral{float:right;width:300px}.lateral .bloco{background:#fff;padding:12px;margin-bottom:14px}.opiniao{border-top:1px solid #ddd;padding:10px 0}"
    ".respostas{margin-left:40px}.opiniao header{font-size:12px;color:#777}.opiniao header strong{color:#16a085;font-size:14px}"
    "footer.rodape{background:#333;color:#aaa;padding:20px;font-size:12px;text-align:center}"
)


def br_pixel() -> Case:
    cs = talk("""
Thiago Ramos @ 22/05/2013 14:03 :: Comprei um desses pro meu filho de 8 anos e pra jogar e ver vídeo serve bem. Agora, a bateria é uma piada, não dura nem 3 horas.
>Luciana M. @ 22/05/2013 14:40 :: Thiago, o meu dura umas 5h mas eu deixo o brilho no mínimo. Vc atualizou o sistema? depois da atualização melhorou um pouco
>>Thiago Ramos @ 22/05/2013 15:12 :: Não sabia que tinha atualização, vou procurar. Valeu!
Marcos "Kiko" Tavares @ 22/05/2013 16:25 :: Pra que comprar isso se por mais 300 conto vc leva um de marca? Barato sai caro, já dizia minha vó.
>Renata Alves @ 22/05/2013 17:02 :: Porque 300 reais faz diferença pra muita gente, Marcos. Nem todo mundo pode.
>Jefferson @ 22/05/2013 18:44 :: Concordo com a Renata. E a assistência técnica das marcas "de marca" também não é nenhuma maravilha, meu celular ficou 45 dias na autorizada.
Paula Cristina @ 23/05/2013 09:10 :: Alguém sabe se ele aceita cartão de memória de 32GB? No manual diz até 16 mas vi gente falando que funciona.
>Equipe Pixel @ 23/05/2013 10:30 :: Olá Paula! Testamos com um cartão de 32GB classe 10 e funcionou normalmente, mas o fabricante só garante até 16GB. Abraço!
Dona Zuleide @ 24/05/2013 20:18 :: muito boa a reportagem parabens
""")
    kids = kids_of(cs)

    def art(i: int) -> str:
        c = cs[i]
        day, hour = c.at.split(" ")
        d, m, y = day.split("/")
        sub = ""
        if i in kids:
            sub = '<section class="respostas">' + "".join(art(k) for k in kids[i]) + "</section>"
        return (
            f'<article class="opiniao" id="op-{88120 + i}" itemprop="comment" itemscope itemtype="http://schema.org/UserComments">'
            f'<header><img src="/_avatar/px-{slug(c.who)}.svg" width="36" height="36" alt="" /> '
            f'<strong itemprop="creator" itemscope itemtype="http://schema.org/Person"><span itemprop="name">{esc(c.who)}</span></strong> '
            f'<time itemprop="commentTime" datetime="{y}-{m}-{d}T{hour}:00-03:00">{esc(c.at.replace(" ", " às "))}</time></header>'
            f'<div itemprop="commentText">{paras(c.body)}</div>'
            f'<footer><a href="?responder={88120 + i}#form">Responder</a> · <a href="#" class="curtir">Curtir</a> · <a href="#" rel="nofollow">Denunciar</a></footer>'
            f"{sub}</article>"
        )

    thread = "".join(art(i) for i in kids[None])
    post = (
        '<article itemscope itemtype="http://schema.org/NewsArticle"><p class="chapeu">Tablets · Teste</p>'
        '<h1 itemprop="headline">Teste: o tablet nacional de R$ 499 aguenta o dia a dia?</h1>'
        '<p class="linha-fina" itemprop="description">Usamos o Pixelito 7 por duas semanas: tela razoável, desempenho que dá conta do básico e '
        "uma bateria que decepciona.</p>"
        '<p class="autor">Por <span itemprop="author">Fábio Nakamura</span> · <time itemprop="datePublished" datetime="2013-05-22T08:00:00-03:00">22/05/2013 08h00</time></p>'
        '<div class="share">Curtir 318 · Tweetar 74 · +1 12</div>'
        '<div itemprop="articleBody">'
        "<p>O Pixelito 7, montado em Manaus por uma fabricante de Curitiba, chegou às lojas no começo do mês por R$ 499. A "
        "promessa é simples: um tablet Android para quem nunca teve um.</p>"
        "<p>A tela de 7 polegadas tem resolução de 1024 x 600 e brilho suficiente para uso dentro de casa. No sol, esqueça. O "
        "processador de dois núcleos abre o navegador, o e-mail e jogos simples sem engasgos, mas sofre com vários aplicativos abertos.</p>"
        "<h2>Bateria</h2><p>O ponto fraco é a bateria de 3.000 mAh. No nosso teste de vídeo em loop, com brilho na metade e Wi-Fi ligado, "
        "ela durou 3 horas e 40 minutos. Uma atualização lançada na semana passada promete melhorar o consumo.</p>"
        "<p><b>Veredito:</b> para crianças e para quem quer só navegar e ver vídeos, cumpre o que promete. Para trabalho, procure outro.</p>"
        '<div class="nota">Nota Pixel: <b>6,5</b></div></div></article>'
    )
    after = (
        '<div id="opinioes"><h3>Comentários (9)</h3>' + thread + '<div id="form"><h4>Deixe sua opinião</h4>'
        '<form action="/enviar" method="post"><input type="text" name="nome" placeholder="Nome" /> <input type="text" name="email" placeholder="E-mail" />'
        '<textarea name="mensagem" rows="5" cols="60"></textarea><br /><input type="submit" value="Publicar" /></form></div></div>'
    )
    side = (
        '<div class="bloco"><h4>Mais lidas</h4>'
        + _ol(
            [
                ("Teste: o tablet nacional de R$ 499 aguenta o dia a dia?", ""),
                ("Operadoras lançam 4G em seis capitais", ""),
                ("Como liberar espaço no seu Android", ""),
                ("Notebook ou ultrabook? Ajudamos você a escolher", ""),
            ]
        )
        + "</div>"
        '<div class="bloco"><h4>Mais comentadas</h4>'
        + _ol(
            [
                ("Operadoras lançam 4G em seis capitais", "212"),
                ("Por que o preço do iPhone no Brasil é tão alto", "187"),
                ("Teste: o tablet nacional de R$ 499", "9"),
            ],
            "comentários",
        )
        + "</div>"
        '<div class="bloco"><h4>Newsletter</h4><form><input type="text" name="news" placeholder="seu e-mail" /> <input type="submit" value="Assinar" /></form></div>'
        '<div class="bloco"><h4>Siga o Pixel</h4><p>Facebook: 58.402 fãs · Twitter: @portalpixel 21.930 seguidores</p></div>'
    )
    body = (
        '<header class="topo"><span class="logo">Portal Pixel</span> · tecnologia sem complicação</header>'
        '<nav class="menu"><a href="/">Home</a><a href="/celulares/">Celulares</a><a href="/tablets/">Tablets</a><a href="/internet/">Internet</a>'
        '<a href="/games/">Games</a><a href="/dicas/">Dicas</a><a href="/testes/">Testes</a></nav>'
        f'<div class="conteudo"><div class="principal">{post}{after}</div><aside class="lateral">{side}</aside></div>'
        '<footer class="rodape">© 2013 Portal Pixel · Curitiba, PR · <a href="#">Expediente</a> · <a href="#">Anuncie</a> · <a href="#">Política de privacidade</a></footer>'
    )
    html = doc(
        "Teste: o tablet nacional de R$ 499 aguenta o dia a dia? | Portal Pixel",
        "pt-BR",
        PIXEL_CSS,
        body,
        xhtml=False,
    )
    return make(
        "dm-br-pixel-microdata",
        "discussion",
        "pt",
        html,
        cs,
        path="/tablets/teste-pixelito-7-499-reais.html",
        container="div#opinioes: article.opiniao[itemtype=schema.org/UserComments] (creator/name, commentTime, commentText), answers in nested section.respostas",
        heading="Comentários (9)",
        description="A Brazilian tech portal's tablet review of May 2013 in HTML5 with schema.org NewsArticle microdata: 9 comments "
        "as article elements with UserComments microdata (creator, commentTime, commentText), 5 answers nested two deep, one by "
        "the portal's team; most read and most commented with counts, newsletter, follower counts.",
    )


# --------------------------------------------------------------------------- Vermont, 2011: a definition list

RECORD_CSS = (
    "body{margin:0;background:#fff;font:15px/1.5 Georgia,serif;color:#222}#wrap{width:900px;margin:0 auto}"
    "#flag{text-align:center;border-bottom:2px solid #222;padding:10px}#flag .t{font:bold 42px 'Old English Text MT',Georgia}"
    "#flag .s{font:12px Arial}#nav{font:bold 12px Arial;text-align:center;padding:6px;border-bottom:1px solid #999}#nav a{margin:0 8px;color:#333}"
    "#story{float:left;width:590px;padding:14px}#side{float:right;width:260px;padding:14px;font-size:13px}#side h4{border-bottom:1px solid #222;margin:14px 0 4px}"
    "dl.comment-list dt{font:bold 13px Arial;margin-top:12px}dl.comment-list dt span{font-weight:normal;color:#777}dl.comment-list dd{margin:2px 0 0 0}"
    "#fine{clear:both;border-top:2px solid #222;font:11px Arial;padding:10px;text-align:center}"
)


def us_record() -> Case:
    cs = talk("""
Edna Thibault @ Nov. 4, 2011, 7:52 a.m. :: My late husband Roy helped put that roof on in 1968 and he would be so proud. Thank you to everyone who baked, and especially to the Kowalski girls for the maple cream pies, I bought two.
Walt B. @ Nov. 4, 2011, 12:15 p.m. :: Great news but the article says $14,200 and the sign in front of the town clerk's office says $12,400. Which is it?
Jan Pelletier @ Nov. 5, 2011, 9:03 a.m. :: Walt, the sign is from before the bake sale. The treasurer told us Saturday it's $14,200 with the pledge from the fire auxiliary. They just haven't repainted the thermometer yet!
""")
    items = "".join(
        f'<dt id="c{301 + i}"><span class="name">{esc(c.who)}</span> <span>&mdash; {esc(c.at)}</span></dt>'
        f'<dd class="text">{paras(c.body)}</dd>'
        for i, c in enumerate(cs)
    )
    story = (
        '<p class="kick">Town News · <a href="/towns/pine-hollow/">Pine Hollow</a></p>'
        "<h1>Grange hall roof fund reaches goal after bake sale</h1>"
        '<p class="by">By MARGARET LINDQVIST, Record Correspondent<br />Thursday, November 3, 2011</p>'
        "<p>PINE HOLLOW &mdash; It took three years, two chicken pie suppers and one very long bake sale, but the Pine Hollow Grange "
        "No. 411 has the money to replace the slate roof on its 1894 hall.</p>"
        "<p>Saturday's sale in the hall's front room brought in $2,960, grange master Howard Leclair said, pushing the fund to "
        "$14,200 with a pledge from the Pine Hollow Fire Auxiliary. The goal was $14,000.</p>"
        "<p>Work is set to begin in May. Leclair said the grange will keep the old slates that can be saved and sell the rest to "
        'help pay for a new furnace, "which is the next thing, and don\'t tell anybody yet."</p>'
        "<p>The hall hosts the town's contra dances, the 4-H fair and, every March, town meeting.</p>"
        '<p class="tools"><a href="#">E-mail</a> | <a href="#">Print</a> | <a href="#">Share on Facebook</a> (27)</p>'
    )
    after = (
        '<div id="comments"><h3>3 comments</h3><dl class="comment-list">' + items + "</dl>"
        '<p class="note">Comments are reviewed before they appear. <a href="/login">Log in</a> to post a comment.</p></div>'
    )
    side = (
        '<h4>Around the county</h4><ul><li><a href="#">Selectboard OKs sand shed bid</a></li><li><a href="#">Deer season opens Saturday</a></li>'
        '<li><a href="#">Hollow Valley girls fall in semifinal</a></li></ul>'
        "<h4>Most viewed this week</h4>"
        + _ol(
            [
                ("Grange hall roof fund reaches goal", "1,114 views"),
                ("Route 9 culvert closes road until Dec. 1", "980 views"),
                ('Obituary: Arthur "Bud" Fenwick, 88', "612 views"),
            ]
        )
        + "<h4>Church suppers</h4><p>Nov. 12 &mdash; Ham &amp; bean supper, Pine Hollow Congregational, 5 p.m., $8.</p>"
        "<h4>Subscribe</h4><p>The Record in your mailbox every Thursday: $32 a year in Windham County.</p>"
    )
    body = (
        '<div id="wrap"><div id="flag"><div class="t">The Pine Hollow Record</div><div class="s">Serving Pine Hollow, Danby Falls, '
        "East Warrick and the Hollow Valley since 1871</div></div>"
        '<div id="nav"><a href="/">Home</a><a href="/news/">News</a><a href="/sports/">Sports</a><a href="/obituaries/">Obituaries</a>'
        '<a href="/calendar/">Calendar</a><a href="/classifieds/">Classifieds</a><a href="/subscribe/">Subscribe</a></div>'
        f'<div id="story">{story}{after}</div><div id="side">{side}</div>'
        '<div id="fine">Copyright 2011 The Pine Hollow Record, P.O. Box 12, Pine Hollow, Vt. All rights reserved.</div></div>'
    )
    html = doc(
        "Grange hall roof fund reaches goal after bake sale | The Pine Hollow Record", "en", RECORD_CSS, body
    )
    return make(
        "dm-us-record-dl",
        "discussion",
        "en",
        html,
        cs,
        path="/news/2011/11/03/grange-hall-roof-fund",
        container="div#comments > dl.comment-list: dt (name, '— DATE'), dd.text",
        heading="3 comments",
        description="A Vermont weekly's website of November 2011: a grange hall story with 3 readers' comments in a definition list "
        "(dt name and date, dd text), flat, the third answering the second by name; most viewed with counts, church suppers, subscription box.",
    )


def threads_dm() -> list[Case]:
    return [cl_vinos(), uk_courier(), br_pixel(), us_record()]
