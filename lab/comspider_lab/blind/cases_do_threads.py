"""Blind set DO: a Mexican regional daily of 2012 (12 comments two levels deep, members and guests, likes, the
reporter's own answers), a Brazilian blog of 2013 on a WordPress-like theme (9 comments three deep, the blogger's
answers marked) , an Italian provincial paper of 2011 (8 readers' comments in a flat list, three answers quoting
their parent) and a Dutch regional news site of 2012 (7 reactions in a flat list, "@name" answers typed in the text,
agree/disagree counts). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_do_common import (
    C,
    Case,
    doc,
    esc,
    kids,
    make,
    paras,
    ranked,
    share,
    slug,
    talk,
)

# --------------------------------------------------------------------------- Spanish (Mexico): a regional daily

ES_CSS = (
    "body{margin:0;background:#dcdcdc;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#contenedor{width:980px;margin:0 auto;background:#fff}"
    "#cabeza{background:#7a0d0d;color:#fff;padding:14px 16px}#cabeza .logo{font:bold 34px Georgia,serif}#cabeza .fecha{float:right;font-size:11px;margin-top:12px}"
    "#menu{background:#222;padding:0}#menu a{display:inline-block;color:#fff;padding:7px 11px;font-weight:bold;text-decoration:none;font-size:12px}"
    "#ultima{background:#f6e7a8;padding:4px 12px;font-size:12px}#cuerpo{overflow:hidden;padding:12px 16px}#nota{float:left;width:620px}#lateral{float:right;width:300px}"
    ".seccion{color:#7a0d0d;font-weight:bold;text-transform:uppercase;font-size:11px}.balazo{font-size:15px;color:#444}.firma{font-size:11px;color:#666;border-top:1px solid #ddd;padding-top:4px}"
    ".compartir{list-style:none;padding:0;overflow:hidden}.compartir li{float:left;margin-right:12px;font-size:11px}.cnt{background:#eee;border:1px solid #ccc;padding:0 4px}"
    ".caja{border:1px solid #ddd;margin-bottom:12px}.caja h3{margin:0;background:#7a0d0d;color:#fff;font-size:13px;padding:4px 8px}.caja ol,.caja ul{margin:6px 0;padding-left:24px}"
    "#comentarios h2{border-bottom:2px solid #7a0d0d;font-size:17px}.coment{border-bottom:1px solid #e2e2e2;padding:8px 0;overflow:hidden}.coment img.av{float:left;margin-right:8px}"
    ".coment .datos{font-size:11px;color:#777}.coment .datos a.usr{font-weight:bold;color:#7a0d0d}.coment .datos b{color:#333}.coment .reportera{background:#7a0d0d;color:#fff;font-size:10px;padding:0 4px}"
    ".respuestas{margin-left:46px;border-left:2px solid #eee;padding-left:8px}.acciones{font-size:11px}.acciones a{color:#555;margin-right:8px}"
    "#pie{background:#222;color:#aaa;padding:14px;font-size:11px;clear:both}#pie a{color:#ddd}"
)


def _es_list(cs: list[C], likes: list[int]) -> str:
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        nid = 5513 + i * 7
        if c.staff:
            who = f'<a class="usr" href="/autores/rocio-gallardo/">{esc(c.who)}</a> <span class="reportera">Reportera</span>'
        elif c.member:
            who = f'<a class="usr" href="/usuarios/{slug(c.who)}/">{esc(c.who)}</a>'
        else:
            who = f"<b>{esc(c.who)}</b> (invitado)"
        sub = ""
        if i in k:
            sub = '<div class="respuestas">' + "".join(item(j) for j in k[i]) + "</div>"
        return (
            f'<div class="coment" id="c{nid}"><img class="av" src="/_avatar/es{i}.gif" width="36" height="36" alt="" />'
            f'<div class="datos">{who} &nbsp;|&nbsp; {esc(c.at)} hrs.</div>'
            f'<div class="txt">{paras(c.body)}</div>'
            f'<div class="acciones"><a href="#responder" rel="{nid}">Responder</a> <a href="#">Me gusta ({likes[i]})</a> <a href="#">Reportar abuso</a></div>{sub}</div>'
        )

    return "".join(item(i) for i in k[None])


def es_valle_aurora() -> Case:
    cs = talk("""
*Chuy Ramírez @ 15/10/2012 - 09:48 :: Otra vez nos quieren cobrar más por un servicio que ni sirve. En la colonia Las Huertas llega el agua dos días por semana y eso con suerte.
>Lupita M. @ 15/10/2012 - 10:02 :: Igual en El Mirador, ayer no cayó ni una gota. ¿Y así quieren poner medidores? ¿Para medir qué, el aire?
>>*Chuy Ramírez @ 15/10/2012 - 10:15 :: jajaja el aire que sale por la llave, ese sí lo cobran
>*ing_ochoa @ 15/10/2012 - 10:40 :: Con medidor pagas lo que consumes, no una cuota fija. Si te llega poca agua vas a pagar menos que ahorita. El problema no es el medidor sino las fugas de la red, que según el mismo SIAPAVA son del 40%.
Don Efrén @ 15/10/2012 - 11:22 :: Y quién va a pagar el medidor? Dice la nota que 1,850 pesos "en cómodas mensualidades". Para un jubilado eso no es cómodo, es un robo. // Que primero arreglen el tubo que está tirando agua en la esquina de Hidalgo y Morelos desde agosto, ya lo reportamos tres veces.
>+Rocío Gallardo @ 15/10/2012 - 12:05 :: Don Efrén, le preguntamos al organismo: la instalación será gratuita para jubilados y pensionados con credencial del INAPAM, solo deben pedirlo en ventanilla antes del 30 de noviembre. Ya lo agregamos a la nota. Gracias por el dato de la fuga, también lo reportamos.
>>Don Efrén @ 15/10/2012 - 12:31 :: Gracias señorita, eso no lo decía el boletín.
*Mariela_VA @ 15/10/2012 - 13:10 :: Yo vivo en Guadalajara y allá tenemos medidor desde hace años, y sí se paga menos si cuidas el agua. Lo que no entiendo es por que la cuota mínima sube 18%, eso no tiene nada que ver con el medidor.
>*ing_ochoa @ 15/10/2012 - 13:25 :: Exacto Mariela, son dos cosas distintas y la nota las mezcla un poco. El aumento de la cuota mínima lo aprobó el cabildo en septiembre.
vecina de la Obrera @ 15/10/2012 - 16:47 :: ojala que esta vez si lo hagan bien porque en 2009 pusieron medidores en la Obrera y la mitad se los robaron en un mes
>Toño @ 15/10/2012 - 17:30 :: Los de fierro se los roban para venderlos, los nuevos dicen que son de plástico.
Fabiola Cárdenas @ 16/10/2012 - 08:12 :: ¿Alguien sabe si el cobro empieza en enero o hasta que instalen el medidor? En mi recibo de octubre ya viene un cargo de "reposición de equipo" de 45 pesos.
""")
    likes = [31, 12, 4, 19, 27, 22, 6, 9, 7, 14, 3, 2]
    nota = (
        '<div class="seccion">Local</div><h1>Instalarán 22 mil medidores de agua; sube 18% la cuota mínima</h1>'
        '<p class="balazo">El organismo operador SIAPAVA comenzará en noviembre por las colonias del oriente; el aparato costará 1,850 pesos a pagar en 12 meses</p>'
        '<div class="firma">Por <a href="/autores/rocio-gallardo/">Rocío Gallardo</a> / El Centinela &nbsp;|&nbsp; Valle Aurora, Jal. &nbsp;|&nbsp; Lunes 15 de octubre de 2012, 07:30 hrs.</div>'
        + share({"Facebook": "214", "Twitter": "37", "Google+": "3", "Enviar": "5"}, "compartir")
        + '<img src="/_avatar/fotos/medidores-620.jpg" width="620" height="300" alt="" /><p class="pie-foto">Trabajadores del SIAPAVA revisan una toma en la colonia Las Huertas. Foto: Arturo Nava</p>'
        "<p>El Sistema Intermunicipal de Agua Potable de Valle Aurora (SIAPAVA) instalará a partir del 5 de noviembre 22 mil medidores en tomas domésticas que hoy pagan una cuota fija, informó su director, Gerardo Lomelí Ibarra.</p>"
        "<p>La primera etapa abarcará las colonias Las Huertas, El Mirador, La Obrera y Santa Cecilia, donde según el organismo se concentra el 60 por ciento de las tomas sin medición.</p>"
        "<p>Cada medidor costará al usuario 1,850 pesos, que podrán pagarse en 12 mensualidades incluidas en el recibo. &ldquo;Con la medición cada familia pagará lo que consume y podremos detectar las fugas&rdquo;, dijo Lomelí.</p>"
        "<p>Por separado, a partir de enero la cuota mínima doméstica pasará de 96 a 113 pesos mensuales, un aumento de 18 por ciento aprobado por el cabildo en su sesión del 27 de septiembre.</p>"
        "<p><i>Actualización 12:10:</i> Jubilados y pensionados con credencial del INAPAM no pagarán la instalación si lo solicitan antes del 30 de noviembre, precisó el organismo a El Centinela.</p>"
        '<div class="caja"><h3>Notas relacionadas</h3>'
        + ranked(
            """Colonias del oriente, hasta tres días sin agua
Cabildo aprueba nuevas tarifas para 2013
SIAPAVA reconoce pérdidas de 40% en la red""",
            tag="ul",
        )
        + "</div>"
    )
    comentarios = (
        '<div id="comentarios"><h2>Comentarios (12)</h2>'
        '<p class="aviso">Los comentarios son responsabilidad de sus autores. <a href="/politicas/">Políticas de participación</a></p>'
        + _es_list(cs, likes)
        + '<div id="responder"><h3>Deja tu comentario</h3><form action="/comentarios/enviar/" method="post"><p>Nombre: <input type="text" name="nombre" /> Correo (no se publica): <input type="text" name="correo" /></p>'
        '<p><textarea name="texto" rows="5" cols="70"></textarea></p><p><input type="submit" value="Publicar" /> o <a href="/login/">inicia sesión</a></p></form></div></div>'
    )
    lateral = (
        '<div class="caja"><h3>Lo más leído</h3>'
        + ranked(
            """Choque en la carretera a Tepatitlán deja dos muertos | 8,912
Instalarán 22 mil medidores de agua; sube 18% la cuota mínima | 5,230
Venados de Valle Aurora, a la final de la liga estatal | 4,118
Abren convocatoria para becas municipales | 2,904
Cierran por obras la calle Juárez | 2,377""",
            "lecturas",
        )
        + "</div>"
        '<div class="caja"><h3>Clima</h3><p style="padding:0 8px">Valle Aurora: 27&deg; / 12&deg;, soleado<br />Martes: 26&deg; / 11&deg;</p></div>'
        '<div class="caja"><h3>Tipo de cambio</h3><p style="padding:0 8px">Dólar: compra 12.62 / venta 13.05<br />Euro: 16.71</p></div>'
        '<div class="caja"><h3>Encuesta</h3><p style="padding:0 8px">¿Está de acuerdo con la instalación de medidores?<br />Sí: 38% &nbsp; No: 55% &nbsp; No sé: 7%<br /><small>1,406 votos</small></p></div>'
        '<div class="caja"><img src="/_avatar/banners/mueblerias-300x250.gif" width="300" height="250" alt="Publicidad" /></div>'
    )
    body = (
        '<div id="contenedor"><div id="cabeza"><span class="fecha">Valle Aurora, Jalisco &nbsp;|&nbsp; lunes 15 de octubre de 2012</span><div class="logo">El Centinela</div>'
        "<div>El diario de Valle Aurora y la región Altos</div></div>"
        '<div id="menu"><a href="/">Portada</a><a href="/local/">Local</a><a href="/region/">Región</a><a href="/policiaca/">Policiaca</a><a href="/deportes/">Deportes</a>'
        '<a href="/espectaculos/">Espectáculos</a><a href="/opinion/">Opinión</a><a href="/clasificados/">Clasificados</a></div>'
        '<div id="ultima"><b>Última hora:</b> Reabren tramo de la carretera a Tepatitlán tras el accidente de la madrugada</div>'
        f'<div id="cuerpo"><div id="nota">{nota}{comentarios}</div><div id="lateral">{lateral}</div></div>'
        '<div id="pie">&copy; 2012 Editorial Centinela S.A. de C.V. Todos los derechos reservados. &nbsp; <a href="/directorio/">Directorio</a> | <a href="/anunciate/">Anúnciate</a> | '
        '<a href="/aviso-de-privacidad/">Aviso de privacidad</a> | <a href="/rss/">RSS</a></div></div>'
    )
    html = doc(
        "Instalarán 22 mil medidores de agua; sube 18% la cuota mínima", "El Centinela", ES_CSS, body, "es-MX"
    )
    return make(
        "do-es-valle-aurora",
        "discussion",
        "es",
        html,
        cs,
        path="/local/2012/10/15/instalaran-22-mil-medidores-de-agua.html",
        container="div#comentarios > div.coment (div.respuestas nesting)",
        heading="Comentarios (12)",
        description="A Mexican regional daily's local story on water meters, 2012: 12 comments two levels deep, "
        "members as profile links and guests '(invitado)', 'Me gusta (n)', the reporter's own answer marked 'Reportera'.",
    )


# --------------------------------------------------------------------------- Brazilian Portuguese: a blog

PT_CSS = (
    "body{margin:0;background:#f1efe8 url(/_avatar/bg-papel.png);font:14px/1.6 Georgia,'Times New Roman',serif;color:#333}"
    "#page{width:940px;margin:20px auto;background:#fff;box-shadow:0 0 6px #bbb}#branding{padding:26px 30px;border-bottom:4px solid #e07b24}"
    "#site-title{font:bold 32px 'Trebuchet MS',sans-serif;margin:0}#site-title a{color:#e07b24;text-decoration:none}#site-description{color:#888;font-style:italic;margin:4px 0 0}"
    "#access{background:#333}#access a{display:inline-block;color:#eee;padding:8px 14px;font:13px 'Trebuchet MS';text-decoration:none}"
    "#main{overflow:hidden;padding:20px 30px}#content{float:left;width:590px}#secondary{float:right;width:260px;font-size:13px}"
    ".entry-meta{color:#999;font-size:12px}.entry-utility{font-size:12px;color:#777;border-top:1px dashed #ccc;padding-top:6px}"
    ".compartilhe{list-style:none;padding:0;overflow:hidden}.compartilhe li{float:left;margin-right:10px;font-size:12px}.cnt{background:#fbe3cd;padding:0 4px}"
    "#comments h3{font-family:'Trebuchet MS';color:#e07b24}ol.commentlist{list-style:none;padding:0}ol.commentlist li{margin:0 0 14px}"
    "ol.commentlist .children{list-style:none;margin:12px 0 0 40px;padding:0}.comment-body{border:1px solid #eee;padding:10px;background:#fafafa}"
    "li.bypostauthor > .comment-body{background:#fff4ea;border-color:#f2c49b}.comment-author .says{font-style:italic;color:#999}.autora{font-size:11px;background:#e07b24;color:#fff;padding:0 4px;margin-left:4px}"
    ".comment-meta{font-size:11px}.comment-meta a{color:#999}.reply a{font-size:12px;color:#e07b24}.widget{margin-bottom:20px}.widget h3{font:bold 14px 'Trebuchet MS';border-bottom:1px solid #ddd}"
    "#colophon{border-top:4px solid #e07b24;padding:14px 30px;font-size:11px;color:#888}"
)


def _pt_list(cs: list[C]) -> str:
    k = kids(cs)

    def item(i: int, depth: int) -> str:
        c = cs[i]
        cid = 1288 + i * 3
        parity = "odd alt" if i % 2 == 0 else "even"
        cls = f"comment {parity} depth-{depth}" + (
            " byuser comment-author-tatimoraes bypostauthor" if c.staff else ""
        )
        name = (
            f'<cite class="fn"><a href="http://pedalandoemportodourado.blogspot.com/" rel="external nofollow" class="url">{esc(c.who)}</a></cite><span class="autora">autora</span>'
            if c.staff
            else f'<cite class="fn">{esc(c.who)}</cite>'
        )
        sub = ""
        if i in k:
            sub = '<ul class="children">' + "".join(item(j, depth + 1) for j in k[i]) + "</ul>"
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><div id="comment-{cid}" class="comment-body">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/gravatar/{i}.png" class="avatar avatar-40 photo" height="40" width="40" /> '
            f'{name} <span class="says">disse:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(c.at)}</a></div>'
            f"{paras(c.body)}"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Responder</a></div></div>{sub}</li>'
        )

    return '<ol class="commentlist">' + "".join(item(i, 1) for i in k[None]) + "</ol>"


def pt_porto_dourado() -> Case:
    cs = talk("""
Rafael Quintas @ 22 de maio de 2013 às 11:02 :: Ótimo post, Tati! Passei hoje de manhã e achei os tachões muito espaçados, os carros invadem direto perto do posto.
>+Tati Moraes @ 22 de maio de 2013 às 11:20 :: Verdade, Rafael, perto do posto é o pior trecho. Vou mandar as fotos pra Secretaria de Mobilidade, eles pediram sugestões até o dia 31.
Cláudia @ 22 de maio de 2013 às 16:12 :: Eu tenho medo de pedalar ali com a minha filha de 8 anos. Separar só com tinta no chão não dá segurança nenhuma. Quando vão fazer ciclovia de verdade?
>Marcelo B. @ 22 de maio de 2013 às 17:45 :: Cláudia, ciclovia segregada na Beira-Rio não tem como, a avenida é estreita demais. Melhor uma ciclofaixa do que nada.
>>Cláudia @ 22 de maio de 2013 às 18:03 :: Melhor que nada eu concordo, mas "melhor que nada" não é política pública né
>>+Tati Moraes @ 22 de maio de 2013 às 19:30 :: Os dois têm razão rs. O projeto prevê balizadores no segundo semestre, pelo menos foi o que o secretário falou na audiência pública. Vou cobrar!
Jorge Henrique @ 23 de maio de 2013 às 08:14 :: Sou motorista de ônibus da linha 47 e queria dizer que a gente também está aprendendo. Peço paciência dos ciclistas nos pontos de parada, o ônibus precisa encostar e a faixa fica bem no meio. // Acho que deveria ter uma sinalização melhor nos pontos.
>pedal_noturno @ 23 de maio de 2013 às 09:02 :: Jorge, valeu, é raro ver motorista de ônibus falando isso. Respeito dos dois lados!
Ana Lu @ 23 de maio de 2013 às 12:40 :: Alguem sabe se pode andar de patins na ciclofaixa?
""")
    post = (
        '<div class="post hentry"><h2 class="entry-title">Ciclofaixa da Beira-Rio: testei no primeiro dia</h2>'
        '<div class="entry-meta">Publicado em <abbr class="published" title="2013-05-22T09:10:00-03:00">22/05/2013 às 09h10</abbr> por <a href="/author/tati/">Tati Moraes</a></div>'
        '<div class="entry-content">'
        "<p>Hoje cedo, às 7h, a prefeitura liberou os 4,2 km da ciclofaixa da Avenida Beira-Rio, entre a Ponte Velha e o Mercado do Peixe. Claro que eu fui lá testar, de bicicleta e de câmera na mão.</p>"
        '<p><img src="/_avatar/fotos/ciclofaixa-beira-rio.jpg" width="560" height="320" alt="Ciclofaixa da Beira-Rio" /></p>'
        "<p>Primeira impressão: a pintura vermelha ficou bonita e a largura (1,5 m) é razoável. Contei 19 ciclistas no trajeto de ida, às 7h40, o que para um primeiro dia não é pouco.</p>"
        "<p>Agora os problemas. Em frente ao posto de gasolina, os tachões estão tão espaçados que os carros cortam caminho por cima da faixa. Nos pontos de ônibus a ciclofaixa passa por dentro da área de parada, e o ônibus tem que atravessar a faixa para encostar. E não há nenhuma placa avisando os motoristas.</p>"
        "<p>Segundo a Secretaria de Mobilidade, sugestões podem ser enviadas até 31 de maio pelo e-mail da ouvidoria. Eu vou mandar as minhas fotos. E vocês, já passaram por lá?</p>"
        "</div>"
        '<div class="entry-utility">Categorias: <a href="/category/ciclofaixas/">Ciclofaixas</a>, <a href="/category/porto-dourado/">Porto Dourado</a> | Tags: <a href="/tag/beira-rio/">beira-rio</a>, <a href="/tag/prefeitura/">prefeitura</a></div>'
        + share({"Curtir": "87", "Tweet": "23", "+1": "4", "Pin it": "1"}, "compartilhe")
        + '<div class="sobre-autora"><img src="/_avatar/tati.jpg" width="60" height="60" alt="" /> <b>Tati Moraes</b> é jornalista, pedala desde 2008 e escreve aqui sobre mobilidade em Porto Dourado. <a href="/sobre/">Mais sobre mim</a></div>'
        '<div class="relacionados"><h4>Posts relacionados</h4><ul><li><a href="/2013/04/audiencia-ciclofaixas/">Fui à audiência pública das ciclofaixas</a></li>'
        '<li><a href="/2013/03/bicicletario-rodoviaria/">O bicicletário da rodoviária, um mês depois</a></li><li><a href="/2012/11/pedal-noturno/">Pedal noturno de novembro: fotos</a></li></ul></div></div>'
    )
    comments = (
        '<div id="comments"><h3 id="comments-title">9 respostas para <em>Ciclofaixa da Beira-Rio: testei no primeiro dia</em></h3>'
        + _pt_list(cs)
        + '<div id="respond"><h3 id="reply-title">Deixe uma resposta</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-notes">O seu endereço de e-mail não será publicado. Campos obrigatórios são marcados com *</p>'
        '<p><label for="author">Nome *</label> <input id="author" name="author" type="text" size="30" /></p><p><label for="email">E-mail *</label> <input id="email" name="email" type="text" size="30" /></p>'
        '<p><label for="url">Site</label> <input id="url" name="url" type="text" size="30" /></p><p><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Publicar comentário" /></p></form></div></div>'
    )
    sidebar = (
        '<div id="secondary" class="widget-area"><div class="widget"><h3>Sobre o blog</h3><p>Mobilidade, bicicleta e cidade em Porto Dourado (RS), desde 2010.</p></div>'
        '<div class="widget"><h3>Curta no Facebook</h3><p><b>Pedalando em Porto Dourado</b><br />1.204 pessoas curtiram isso.</p></div>'
        '<div class="widget"><h3>Mais lidos</h3>'
        + ranked(
            """O bicicletário da rodoviária, um mês depois | 3.410
Fui à audiência pública das ciclofaixas | 2.987
Como levar a bike no trensurb | 2.211
Ciclofaixa da Beira-Rio: testei no primeiro dia | 1.530""",
            "visualizações",
        )
        + "</div>"
        '<div class="widget"><h3>Arquivos</h3>'
        + ranked(
            """maio 2013 | 6
abril 2013 | 9
março 2013 | 7
fevereiro 2013 | 4
janeiro 2013 | 5""",
            tag="ul",
        )
        + "</div>"
        '<div class="widget"><h3>Blogs que eu leio</h3><ul><li><a href="#">Vá de Bike</a></li><li><a href="#">Pedal Sul</a></li><li><a href="#">A Cidade é Nossa</a></li></ul></div>'
        '<div class="widget"><h3>Tags</h3><p><a href="#" style="font-size:18px">ciclofaixas</a> <a href="#">prefeitura</a> <a href="#" style="font-size:15px">pedal noturno</a> <a href="#">trânsito</a> <a href="#">beira-rio</a></p></div></div>'
    )
    body = (
        '<div id="page" class="hfeed"><div id="header"><div id="branding"><h1 id="site-title"><a href="/">Pedalando em Porto Dourado</a></h1>'
        '<p id="site-description">o blog da Tati Moraes sobre bicicleta e cidade</p></div>'
        '<div id="access"><a href="/">Início</a><a href="/sobre/">Sobre</a><a href="/mapa-ciclofaixas/">Mapa das ciclofaixas</a><a href="/pedal-noturno/">Pedal noturno</a><a href="/contato/">Contato</a></div></div>'
        f'<div id="main"><div id="content">{post}{comments}</div>{sidebar}</div>'
        '<div id="colophon">&copy; 2013 Pedalando em Porto Dourado &middot; Orgulhosamente movido a WordPress &middot; Tema: Cicla 1.2</div></div>'
    )
    html = doc(
        "Ciclofaixa da Beira-Rio: testei no primeiro dia",
        "Pedalando em Porto Dourado",
        PT_CSS,
        body,
        "pt-BR",
        "single single-post",
    )
    return make(
        "do-pt-porto-dourado",
        "discussion",
        "pt",
        html,
        cs,
        path="/2013/05/ciclofaixa-da-beira-rio-testei-no-primeiro-dia/",
        container="ol.commentlist > li.comment (ul.children nesting)",
        heading="9 respostas para Ciclofaixa da Beira-Rio: testei no primeiro dia",
        description="A Brazilian cycling blog on a WordPress-like theme, 2013: 9 comments three deep, 'NAME disse:', the "
        "blogger's own answers marked 'autora' (bypostauthor).",
    )


# --------------------------------------------------------------------------- Italian: a provincial paper

IT_CSS = (
    "body{margin:0;font:13px/1.5 Verdana,Arial,sans-serif;color:#222;background:#fff}#testata{border-bottom:1px solid #003366;padding:10px 20px;overflow:hidden}"
    "#testata .nome{font:bold 40px 'Times New Roman',serif;color:#003366}#testata .data{float:right;font-size:11px;color:#666;text-align:right}"
    "#sezioni{background:#003366;padding:0 20px}#sezioni a{display:inline-block;color:#fff;padding:6px 9px;font-size:12px;text-decoration:none}"
    "#pagina{width:960px;margin:0 auto;overflow:hidden}#articolo{float:left;width:640px;padding:14px 0}#destra{float:right;width:290px;padding:14px 0}"
    ".occhiello{font-size:11px;text-transform:uppercase;color:#900}.sommario{font:italic 16px Georgia,serif}.autore{font-size:11px;color:#666}"
    ".condividi{list-style:none;padding:0;overflow:hidden}.condividi li{float:left;margin-right:10px;font-size:11px}.cnt{border:1px solid #ccc;padding:0 3px}"
    ".box{border-top:3px solid #003366;margin-bottom:14px}.box h4{margin:4px 0;color:#003366}.box ol,.box ul{padding-left:20px;margin:4px 0}"
    "#commenti h3{background:#eef2f6;padding:5px 8px;color:#003366}.commento{border-bottom:1px dotted #aaa;padding:8px 4px}.commento .intest{font-size:11px;color:#666}"
    ".commento .intest strong{color:#003366;font-size:12px}.commento .num{float:right;color:#aaa}.citazione{background:#f3f3f3;border-left:3px solid #ccc;margin:4px 0;padding:3px 8px;font-size:12px;color:#555}"
    ".commento .segnala{font-size:10px}#piede{border-top:3px solid #003366;padding:12px 20px;font-size:11px;color:#666;clear:both}"
)


def it_valdorsa() -> Case:
    cs = talk("""
Giovanna P. @ 08/03/2011 alle 09:37 :: Vergogna. Io ho partorito lì tutti e due i miei figli e mi sono trovata benissimo. Adesso le donne della valle dovranno farsi 45 chilometri di curve fino a Borgo Castelnuovo, magari di notte e con la neve.
Dott. Arturo Benvenuti @ 08/03/2011 alle 10:15 :: Purtroppo i numeri sono quelli: sotto i 500 parti l'anno un punto nascita non è considerato sicuro, non lo dice la Regione ma le linee guida nazionali. Nel 2010 a San Vitale ne sono stati fatti 312. // Il problema vero è il trasporto d'urgenza, ed è su quello che bisognerebbe chiedere garanzie.
^1 Giovanna P. @ 08/03/2011 alle 10:52 :: Sicuro per chi? Se devo fare 45 km in travaglio non mi sembra più sicuro.
marco_valdorsa @ 08/03/2011 alle 11:30 :: Ma il sindaco cosa fa? Prima delle elezioni aveva promesso che l'ospedale non si toccava.
^3 Luisa @ 08/03/2011 alle 12:04 :: il sindaco non può fare niente, decide la ASL. però potrebbe almeno presentarsi alla riunione di venerdi
Ostetrica in pensione @ 08/03/2011 alle 14:20 :: Ho lavorato 31 anni in quel reparto. Le ostetriche di San Vitale sono bravissime e conoscono tutte le famiglie della valle. Chiudere così, con una lettera, senza parlare con nessuno, è una mancanza di rispetto.
^1 Fabrizio @ 08/03/2011 alle 18:45 :: Dottore, le linee guida dicono anche che vanno garantiti i trasporti, e qui l'elisoccorso di notte non vola. Prima si fa il servizio e poi si chiude, non il contrario.
Anna Maria Ferri @ 09/03/2011 alle 07:58 :: Venerdì alle 20.30 assemblea pubblica nella sala consiliare, passate parola!
""")
    items = []
    for i, c in enumerate(cs):
        quote = ""
        if c.parent is not None:
            words = cs[c.parent].body.split()
            quote = (
                f'<div class="citazione"><b>{esc(cs[c.parent].who)} ha scritto:</b> '
                f"&laquo;{esc(' '.join(words[:10]))}&hellip;&raquo;</div>"
            )
        items.append(
            f'<div class="commento" id="commento-{7741 + i}"><div class="intest"><span class="num">#{i + 1}</span>'
            f"<strong>{esc(c.who)}</strong> scrive il {esc(c.at)}</div>{quote}{paras(c.body)}"
            f'<div class="segnala"><a href="#scrivi" onclick="cita({7741 + i});return false;">Cita</a> | <a href="/segnala/{7741 + i}">Segnala abuso</a></div></div>'
        )
    articolo = (
        '<div class="occhiello">Sanità &middot; San Vitale in Colle</div><h1>Il punto nascita di San Vitale chiude a giugno</h1>'
        '<p class="sommario">La ASL conferma: i parti saranno trasferiti a Borgo Castelnuovo. I sindaci della valle chiedono un incontro urgente</p>'
        '<p class="autore">di <a href="/autori/lbarzaghi/">Lorenzo Barzaghi</a> &middot; martedì 8 marzo 2011, ore 07:40</p>'
        + share({"Mi piace": "126", "Tweet": "9", "OKNOtizie": "2", "Invia": "14"}, "condividi")
        + "<p>Dal primo giugno all'ospedale di San Vitale in Colle non si potrà più partorire. Lo ha comunicato ieri con una lettera ai sindaci della Valdorsa il direttore generale della ASL, Giancarlo Morosini.</p>"
        "<p>Le gestanti dovranno rivolgersi al reparto di ostetricia di Borgo Castelnuovo, a 45 chilometri. Nel 2010 a San Vitale sono nati 312 bambini, contro una soglia minima di 500 parti l'anno indicata dalle linee guida nazionali.</p>"
        "<p>&laquo;Non si tratta di tagliare ma di garantire la sicurezza delle madri e dei neonati&raquo;, scrive Morosini, che promette il potenziamento degli ambulatori e un servizio di trasporto dedicato.</p>"
        "<p>Il sindaco di San Vitale, Piero Gualandi, parla di &laquo;decisione calata dall'alto&raquo;. Venerdì alle 20.30 è convocata un'assemblea pubblica nella sala consiliare.</p>"
        '<div class="box"><h4>Articoli correlati</h4><ul><li><a href="#">Ospedale, 2 milioni per il nuovo pronto soccorso (12/01/2011)</a></li>'
        '<li><a href="#">Elisoccorso, niente voli notturni in Valdorsa (03/11/2010)</a></li></ul></div>'
    )
    commenti = (
        '<div id="commenti"><h3>Commenti dei lettori (8)</h3>'
        + "".join(items)
        + '<div id="scrivi"><h4>Scrivi il tuo commento</h4><form method="post" action="/commenti/invia"><p>Nome <input name="nome" type="text" /> Email <input name="email" type="text" /></p>'
        '<p><textarea name="testo" rows="5" cols="60"></textarea></p><p><input type="checkbox" name="privacy" /> Ho letto l\'informativa sulla privacy <input type="submit" value="Invia" /></p>'
        '<p class="nota">I commenti sono moderati e vengono pubblicati entro alcune ore.</p></form></div></div>'
    )
    destra = (
        '<div class="box"><h4>I più letti</h4>'
        + ranked(
            """Il punto nascita di San Vitale chiude a giugno | 3.845
Frana sulla provinciale 23, strada chiusa | 2.120
Carnevale di Borgo, vince il carro dei Bastioni | 1.766
Valdorsa Calcio, esonerato l'allenatore | 1.402""",
        )
        + "</div>"
        '<div class="box"><h4>Meteo</h4><p>San Vitale in Colle: nuvoloso, min 2&deg; max 11&deg;<br />Mercoledì: pioggia</p></div>'
        '<div class="box"><h4>Farmacie di turno</h4><p>San Vitale: Farmacia Centrale, via Roma 14<br />Borgo Castelnuovo: Farmacia Lolli, piazza Duomo 3</p></div>'
        '<div class="box"><h4>Sondaggio</h4><p>Siete d\'accordo con la chiusura del punto nascita?<br />Sì 9% &middot; No 88% &middot; Non so 3%<br /><small>Voti: 1.114</small></p></div>'
        '<div class="box"><img src="/_avatar/banner/banca-valdorsa-290.gif" width="290" height="200" alt="Pubblicità" /></div>'
    )
    body = (
        '<div id="testata"><div class="data">Martedì 8 marzo 2011<br />Aggiornato alle 14:22</div><div class="nome">Il Corriere di Valdorsa</div></div>'
        '<div id="sezioni"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/sanita/">Sanità</a><a href="/sport/">Sport</a>'
        '<a href="/cultura/">Cultura e spettacoli</a><a href="/necrologi/">Necrologi</a><a href="/lettere/">Lettere</a></div>'
        f'<div id="pagina"><div id="articolo">{articolo}{commenti}</div><div id="destra">{destra}</div></div>'
        '<div id="piede">Il Corriere di Valdorsa &middot; Registrazione Tribunale n. 14/1998 &middot; P.IVA 01928374650 &middot; <a href="/redazione/">Redazione</a> &middot; <a href="/pubblicita/">Pubblicità</a></div>'
    )
    html = doc(
        "Il punto nascita di San Vitale chiude a giugno", "Il Corriere di Valdorsa", IT_CSS, body, "it"
    )
    return make(
        "do-it-valdorsa",
        "discussion",
        "it",
        html,
        cs,
        path="/sanita/2011/03/08/punto-nascita-san-vitale-chiude.html",
        container="div#commenti > div.commento (flat)",
        heading="Commenti dei lettori (8)",
        description="An Italian provincial paper's health story, 2011: 8 readers' comments in a flat numbered list, "
        "three answers opened by 'NAME ha scritto: «first words…»' quoting their parent, 'Cita | Segnala abuso'.",
    )


# --------------------------------------------------------------------------- Dutch: a regional news site

NL_CSS = (
    "body{margin:0;background:#e6eef2;font:13px/1.5 Arial,sans-serif;color:#1d1d1d}#site{width:990px;margin:0 auto;background:#fff}"
    "#kop{background:#00796b;padding:12px 16px;color:#fff}#kop .logo{font:bold 30px Arial}#kop .zoek{float:right}#nav{background:#004d40}#nav a{display:inline-block;color:#fff;padding:8px 12px;text-decoration:none;font-weight:bold}"
    "#inhoud{overflow:hidden;padding:14px 16px}#links{float:left;width:640px}#rechts{float:right;width:300px}.datum{color:#777;font-size:12px}.intro{font-weight:bold}"
    ".delen{list-style:none;padding:0;overflow:hidden}.delen li{float:left;margin-right:10px;font-size:11px}.cnt{background:#e0f2f1;padding:0 4px}"
    ".blok{border:1px solid #cfd8dc;margin-bottom:12px}.blok h3{background:#00796b;color:#fff;margin:0;padding:4px 8px;font-size:13px}.blok ol,.blok ul{margin:6px 0;padding-left:24px}"
    "#reacties h2{color:#00796b;font-size:18px}.reactie{border-top:1px solid #e0e0e0;padding:8px 0;overflow:hidden}.reactie .naam{font-weight:bold;color:#00796b}.reactie .tijd{color:#999;font-size:11px}"
    ".reactie .stem{float:right;font-size:11px}.reactie .stem a{color:#555;text-decoration:none}#voet{background:#004d40;color:#b2dfdb;padding:14px;font-size:11px;clear:both}"
)


def nl_lindeveen() -> Case:
    cs = talk("""
Henk van Dijk @ 14-09-2012 08:02 :: Weer een project waar de mensen in Lindeveen niks over te zeggen hebben. Die dingen worden 150 meter hoog, dan zie je ze vanaf de hele Maas.
Ria @ 14-09-2012 08:40 :: Ik woon op 800 meter van de geplande plek. Wie gaat mijn huis nog kopen als daar vijf molens staan? Niemand toch.
Wouter S. @ 14-09-2012 09:31 :: @Henk: er zijn twee informatieavonden geweest in het dorpshuis, in maart en juni. Daar waren nog geen 40 mensen. Nu iedereen boos maken is ook makkelijk. // Ik ben zelf wel voor, als het dorp ook meeprofiteert. Dat fonds van 50.000 euro per jaar is toch niet niks.
Henk van Dijk @ 14-09-2012 10:12 :: @Wouter, die avond in juni was op een dinsdag om half vijf 's middags. Dan werken normale mensen nog.
boerin_ellen @ 14-09-2012 13:05 :: Wij krijgen er een op ons land. Ik snap de zorgen van de buren heel goed, maar zonder die inkomsten houden wij het bedrijf niet overeind. Dat staat er niet in het artikel.
J. Peeters @ 14-09-2012 16:48 :: Geluid valt wel mee hoor, mijn zus woont bij een windpark in Zeeland en die hoort ze alleen als de wind verkeerd staat. De slagschaduw is erger, s'avonds in de winter.
Ria @ 15-09-2012 09:20 :: @boerin_ellen dat begrijp ik, ik neem het jullie ook niet kwalijk. Het is de gemeente die het zo laat lopen.
""")
    votes = [("23", "4"), ("17", "2"), ("9", "11"), ("14", "3"), ("21", "1"), ("6", "2"), ("8", "0")]
    rows = "".join(
        f'<div class="reactie" id="reactie-{20431 + 2 * i}"><div class="stem"><a href="#">&#9650; eens ({votes[i][0]})</a> &nbsp; <a href="#">&#9660; oneens ({votes[i][1]})</a></div>'
        f'<span class="naam">{esc(c.who)}</span> <span class="tijd">{esc(c.at)}</span>'
        f'<div class="tekst">{paras(c.body)}</div><a class="melden" href="/melden/{20431 + 2 * i}">Meld misbruik</a></div>'
        for i, c in enumerate(cs)
    )
    links = (
        '<p class="datum"><a href="/regio/">Regio</a> &rsaquo; <a href="/regio/westerhoek/">Westerhoek</a> &nbsp;|&nbsp; vrijdag 14 september 2012, 07:15 &nbsp;|&nbsp; Door: Marloes Verhagen</p>'
        "<h1>Vijf windmolens bij Lindeveen: raad beslist in oktober</h1>"
        '<p class="intro">LINDEVEEN - Op de akkers ten zuiden van Lindeveen moeten vanaf 2014 vijf windturbines van 150 meter hoog draaien. De gemeenteraad van Westerhoek neemt op 11 oktober een besluit.</p>'
        '<img src="/_avatar/foto/windmolens-lindeveen.jpg" width="640" height="320" alt="" /><p class="onderschrift">Op deze percelen langs de Veenweg zijn de molens gepland. Foto: Bas Coenen</p>'
        "<p>Initiatiefnemer Windpark Maasveld BV heeft met drie boeren overeenstemming bereikt over de grond. Volgens het bedrijf kunnen de molens samen stroom leveren voor ongeveer 9.000 huishoudens.</p>"
        "<p>Het bedrijf belooft een dorpsfonds van 50.000 euro per jaar voor Lindeveen. Wethouder Jos Hermans noemt dat &lsquo;een goed begin&rsquo;, maar zegt dat de raad ook naar geluid en slagschaduw kijkt.</p>"
        "<p>In Lindeveen is inmiddels een actiegroep opgericht, &lsquo;Lindeveen Horizonvrij&rsquo;. Die heeft 620 handtekeningen verzameld en spreekt in op de commissievergadering van 27 september.</p>"
        + share({"Facebook": "41", "Twitter": "12", "Hyves": "3", "LinkedIn": "0", "E-mail": "6"}, "delen")
        + '<div class="blok"><h3>Meer over dit onderwerp</h3><ul><li><a href="#">Actiegroep tegen windmolens opgericht (28-08-2012)</a></li><li><a href="#">Informatieavond windpark Maasveld (19-06-2012)</a></li></ul></div>'
        '<div id="reacties"><h2>Reacties (7)</h2>'
        + rows
        + '<div class="reageer"><h3>Reageer op dit artikel</h3><form method="post" action="/reageer/"><p>Naam <input type="text" name="naam" /> E-mail <input type="text" name="email" /></p>'
        '<p><textarea name="bericht" rows="5" cols="60"></textarea></p><p><input type="submit" value="Plaats reactie" /></p>'
        '<p class="regels">Reacties worden vooraf niet gecontroleerd. Lees de <a href="/huisregels/">huisregels</a>.</p></form></div></div>'
    )
    rechts = (
        '<div class="blok"><h3>Meest gelezen</h3>'
        + ranked(
            """Vijf windmolens bij Lindeveen: raad beslist in oktober
Fietser gewond bij aanrijding op de N271
Kermis Westerhoek trekt 30.000 bezoekers
Bakkerij Vos na 84 jaar dicht
Brand in schuur aan de Dijkstraat""",
        )
        + "</div>"
        '<div class="blok"><h3>Weer</h3><p style="padding:0 8px">Vandaag 19&deg;, bewolkt, 20% kans op regen<br />Zaterdag 21&deg;, zonnig</p></div>'
        '<div class="blok"><h3>Agenda</h3><ul><li>za 15 sept &ndash; Open Monumentendag, Westerhoek</li><li>zo 16 sept &ndash; Rommelmarkt sporthal De Wieken</li><li>do 27 sept &ndash; Commissie Ruimte, gemeentehuis</li></ul></div>'
        '<div class="blok"><h3>Stelling van de week</h3><p style="padding:0 8px">Windmolens horen op zee, niet bij een dorp.<br />Eens 58% &ndash; Oneens 42%<br /><small>912 stemmen</small></p></div>'
        '<div class="blok"><img src="/_avatar/banner/garage-maas-300.gif" width="300" height="250" alt="advertentie" /></div>'
    )
    body = (
        '<div id="site"><div id="kop"><form class="zoek" action="/zoeken/"><input type="text" name="q" /> <input type="submit" value="Zoek" /></form><div class="logo">De Maasoever</div>'
        "<div>Nieuws uit Westerhoek, Lindeveen en omstreken</div></div>"
        '<div id="nav"><a href="/">Home</a><a href="/regio/">Regio</a><a href="/112/">112</a><a href="/sport/">Sport</a><a href="/uitgaan/">Uitgaan</a><a href="/column/">Column</a><a href="/tips/">Tip de redactie</a></div>'
        f'<div id="inhoud"><div id="links">{links}</div><div id="rechts">{rechts}</div></div>'
        '<div id="voet">&copy; 2012 De Maasoever &middot; Uitgeverij Maasland &middot; <a href="/colofon/">Colofon</a> &middot; <a href="/adverteren/">Adverteren</a> &middot; <a href="/privacy/">Privacy</a></div></div>'
    )
    html = doc("Vijf windmolens bij Lindeveen: raad beslist in oktober", "De Maasoever", NL_CSS, body, "nl")
    return make(
        "do-nl-lindeveen",
        "discussion",
        "nl",
        html,
        cs,
        path="/regio/westerhoek/2012/09/14/vijf-windmolens-bij-lindeveen.html",
        container="div#reacties > div.reactie (flat)",
        heading="Reacties (7)",
        description="A Dutch regional news site's story on wind turbines, 2012: 7 reactions in a flat list, '@name' "
        "answers typed in the text, '▲ eens (n) ▼ oneens (n)', 'Meld misbruik'.",
    )


def threads_do() -> list[Case]:
    return [es_valle_aurora(), pt_porto_dourado(), it_valdorsa(), nl_lindeveen()]
