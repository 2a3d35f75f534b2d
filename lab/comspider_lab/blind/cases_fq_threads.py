"""Blind set fq: four discussions of 2013-2014 in the Americas and Indonesia. A Brazilian city paper (7 comments
newest first under "O que você acha?", relative times "há 3 horas", "Curtir (n)" likes), a Mexican city paper (6
comments with "dijo:" and local dates, the newsroom's flat answer marked "Respuesta de la redacción"), an Argentine
football site (5 messages under "La voz de la tribuna", each text first and the name and date after it) and an
Indonesian regional portal (4 comments with relative times "2 jam yang lalu" and no heading). Every site, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fq_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- br: a city paper, 2013


def br_ciclovia() -> Case:
    # newest first, as the paper lists them
    cs = talk("""
Rafael Montenegro || há 12 minutos || Finalmente! Pedalo todo dia do Jardim Primavera até o centro e já perdi a conta de quantas vezes fui fechado por ônibus na Beira-Rio.
Dona Cida || há 40 minutos || Tudo muito bonito, mas e a calçada do outro lado? Continua cheia de buraco e quem anda a pé que se vire.
marcos_vinicius88 || há 2 horas || Alguém sabe se vai ter bicicletário perto da rodoviária? Sem lugar para prender a bike não adianta muita coisa.
Juliana Prado || há 3 horas || Moro na Beira-Rio e acho ótimo. Só espero que a prefeitura faça manutenção, porque a ciclofaixa da Rua Sete virou estacionamento em menos de um ano.
Seu Argemiro || há 5 horas || R$ 4,8 milhões por 3,2 quilômetros de ciclovia? Alguém precisa explicar essa conta para a população. // Na minha rua o esgoto corre a céu aberto desde 2009.
Tati Nogueira || há 7 horas || Vou levar as crianças no passeio de sábado. Tomara que não chova!
Cláudio R. Bastos || há 9 horas || Parabéns pela matéria. Seria bom publicar também o mapa com os cruzamentos que vão ganhar semáforo para bicicleta.
""")
    likes = (4, 15, 7, 22, 31, 3, 9)
    stamps = (
        "2013-10-14T18:51",
        "2013-10-14T18:23",
        "2013-10-14T17:02",
        "2013-10-14T16:05",
        "2013-10-14T14:10",
        "2013-10-14T12:01",
        "2013-10-14T09:48",
    )
    ops = "\n".join(
        f'<li class="op" id="op-{90412 - i}">\n<img class="op-avatar" src="/static/img/avatar-leitor.svg" width="48" height="48" alt="">\n'
        f'<div class="op-corpo">\n<div class="op-topo"><span class="op-nome">{esc(c.who)}</span> '
        f'<time class="op-quando" datetime="{stamps[i]}-03:00">{esc(c.at)}</time></div>\n'
        f"{paras(c.raw, cls='op-texto')}\n"
        f'<div class="op-acoes"><a href="#" class="curtir">Curtir ({likes[i]})</a> · <a href="#form-op">Responder</a> · <a href="/denunciar?op={90412 - i}" class="denunciar">Denunciar</a></div>\n'
        f"</div>\n</li>"
        for i, c in enumerate(cs)
    )
    ultimas = "".join(
        f'<li><span class="hora">{t}</span> <a href="{h}">{esc(x)}</a></li>'
        for t, h, x in (
            (
                "18h47",
                "/policia/2013/10/14/assalto-lotérica",
                "PM prende dupla suspeita de assalto a lotérica no Centro",
            ),
            ("18h05", "/esportes/2013/10/14/varjao-fc", "Varjão FC anuncia novo técnico para a Série D"),
            ("17h32", "/cidade/2013/10/14/vacinacao", "Campanha de vacinação é prorrogada até o dia 25"),
            ("16h10", "/economia/2013/10/14/feira", "Feira do produtor muda de endereço em novembro"),
        )
    )
    mais_lidas = "".join(
        f"<li><span class='n'>{k}</span> <a href='{h}'>{esc(x)}</a></li>"
        for k, (h, x) in enumerate(
            (
                (
                    "/cidade/2013/10/14/ciclovia-beira-rio",
                    "Ciclovia da Avenida Beira-Rio será inaugurada no sábado",
                ),
                ("/policia/2013/10/13/acidente-br", "Acidente na rodovia deixa três feridos"),
                ("/variedades/2013/10/12/festa-padroeira", "Festa da padroeira reúne 20 mil pessoas"),
                ("/cidade/2013/10/11/agua", "Bairros ficam sem água nesta terça"),
            ),
            start=1,
        )
    )
    comentadas = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='qtd'>{n}</span></li>"
        for h, x, n in (
            ("/politica/2013/10/10/iptu", "Câmara aprova reajuste de 9% no IPTU", 184),
            ("/cidade/2013/10/09/onibus", "Passagem de ônibus pode subir para R$ 2,90", 97),
            (
                "/cidade/2013/10/14/ciclovia-beira-rio",
                "Ciclovia da Avenida Beira-Rio será inaugurada no sábado",
                7,
            ),
        )
    )
    veja = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='data'>{d}</span></li>"
        for h, x, d in (
            (
                "/cidade/2013/06/03/ciclofaixa-rua-sete",
                "Ciclofaixa da Rua Sete é alvo de reclamações",
                "03/06/2013",
            ),
            ("/cidade/2013/02/19/obras-beira-rio", "Obras na Beira-Rio começam em março", "19/02/2013"),
            (
                "/cidade/2012/09/22/dia-sem-carro",
                "Dia Mundial Sem Carro tem passeio pelo centro",
                "22/09/2012",
            ),
        )
    )
    assuntos = " ".join(
        f'<a href="/assunto/{s}" style="font-size:{z}px">{esc(t)}</a>'
        for s, t, z in (
            ("beira-rio", "Beira-Rio", 18),
            ("bicicleta", "bicicleta", 15),
            ("transito", "trânsito", 20),
            ("prefeitura", "prefeitura", 16),
            ("obras", "obras", 13),
            ("onibus", "ônibus", 12),
            ("iptu", "IPTU", 11),
        )
    )
    body = f"""<body>
<div id="topo-fino"><span>Segunda-feira, 14 de outubro de 2013</span> <span class="clima">Varjão Alegre 31°C · Sol com nuvens</span> <a href="/assine">Assine</a> <a href="/entrar">Entrar</a></div>
<header id="cabecalho"><a href="/"><img src="/static/img/logo-correio.svg" width="380" height="70" alt="Correio de Varjão Alegre"></a>
<div class="pub-topo"><span>Publicidade</span><img src="/static/pub/728-concessionaria.svg" width="468" height="60" alt="Feirão de seminovos"></div></header>
<nav id="menu"><ul>{nav([("/", "Capa"), ("/cidade", "Cidade"), ("/politica", "Política"), ("/policia", "Polícia"), ("/economia", "Economia"), ("/esportes", "Esportes"), ("/regiao", "Região"), ("/variedades", "Variedades"), ("/classificados", "Classificados")])}</ul></nav>
<div id="ultimas"><b>Últimas</b><ul>{ultimas}</ul></div>
<div id="miolo">
<article id="materia">
<p class="editoria"><a href="/cidade">Cidade</a></p>
<h1>Ciclovia da Avenida Beira-Rio será inaugurada no sábado</h1>
<p class="linha-fina">Trecho de 3,2 km liga o Jardim Primavera à rodoviária; obra custou R$ 4,8 milhões</p>
<p class="credito">Por <b>Helena Vasconcelos</b> · 14/10/2013 07h45 · Atualizado às 11h20</p>
<div class="compartilhe"><span class="fb">Facebook <b>1,2 mil</b></span> <span class="tw">Twitter <b>84</b></span> <span class="gp">Google+ <b>12</b></span> <span>E-mail</span> <span>Imprimir</span></div>
<p>A prefeitura de Varjão Alegre inaugura no sábado (19), às 9h, a ciclovia da Avenida Beira-Rio. São 3,2 quilômetros de pista segregada, com mão dupla, entre a Praça do Jardim Primavera e o terminal rodoviário.</p>
<p>Segundo a Secretaria de Obras, o trecho recebeu iluminação nova, 14 travessias elevadas e sinalização própria. Haverá um passeio ciclístico de abertura com saída da praça.</p>
<figure><img src="/static/img/2013/10/ciclovia.svg" width="560" height="300" alt="Trecho da ciclovia perto da rodoviária"><figcaption>Trecho final da ciclovia, perto da rodoviária (Foto: Helena Vasconcelos)</figcaption></figure>
<p>A obra foi paga com recursos federais e uma contrapartida municipal de R$ 900 mil. A Associação Ciclistas do Vale pede agora bicicletários no centro e na rodoviária; a prefeitura diz que eles estão previstos para 2014.</p>
<p class="tags">Assuntos: <a href="/assunto/beira-rio">Beira-Rio</a>, <a href="/assunto/bicicleta">bicicleta</a>, <a href="/assunto/transito">trânsito</a></p>
<div class="veja-tambem"><h3>Veja também</h3><ul>{veja}</ul></div>
</article>
<section id="debate">
<h2>O que você acha?</h2>
<p class="regras">As opiniões publicadas são de responsabilidade de seus autores. Mensagens ofensivas serão removidas. <a href="/regras">Leia as regras</a>.</p>
<div class="ordem">Ordenar: <b>mais recentes</b> | <a href="?ordem=curtidas#debate">mais curtidas</a></div>
<ul class="op-lista">
{ops}
</ul>
<form id="form-op" action="/opinar" method="post"><p class="aviso">Para opinar, <a href="/entrar">entre</a> com seu cadastro ou com o Facebook.</p><textarea name="texto" rows="4" cols="60" disabled></textarea><br><input type="submit" value="Enviar" disabled></form>
</section>
</div>
<aside id="lateral">
<div class="bloco"><h4>Mais lidas</h4><ul class="mais-lidas">{mais_lidas}</ul></div>
<div class="bloco"><h4>Mais comentadas</h4><ul class="mais-comentadas">{comentadas}</ul></div>
<div class="bloco pub"><span>Publicidade</span><img src="/static/pub/300-farmacia.svg" width="300" height="250" alt="Drogaria Popular"></div>
<div class="bloco enquete"><h4>Enquete</h4><p>Você vai usar a nova ciclovia?</p><form action="/enquete/88" method="post"><label><input type="radio" name="v" value="1"> Sim, todo dia</label><br><label><input type="radio" name="v" value="2"> Só no fim de semana</label><br><label><input type="radio" name="v" value="3"> Não tenho bicicleta</label><br><input type="submit" value="Votar"> <a href="/enquete/88/resultado">Resultado parcial</a></form></div>
<div class="bloco"><h4>Assuntos</h4><div class="nuvem">{assuntos}</div></div>
<div class="bloco"><h4>Curta o Correio</h4><p>8.412 pessoas curtiram isso.</p></div>
</aside>
<footer id="rodape">
<ul>{nav([("/cidade", "Cidade"), ("/politica", "Política"), ("/policia", "Polícia"), ("/economia", "Economia"), ("/esportes", "Esportes"), ("/regiao", "Região")])}</ul>
<ul>{nav([("/quem-somos", "Quem somos"), ("/expediente", "Expediente"), ("/anuncie", "Anuncie"), ("/assine", "Assine o jornal impresso"), ("/fale-conosco", "Fale conosco"), ("/regras", "Regras de uso"), ("/rss", "RSS")])}</ul>
<p>© 2013 Correio de Varjão Alegre — Rua Floriano Peixoto, 412, Centro. Todos os direitos reservados. Proibida a reprodução sem autorização.</p>
</footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#eef1f4;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222}#topo-fino{background:#0b3d6b;color:#cfe0ef;font-size:11px;padding:4px 12px}#topo-fino a{color:#fff;margin-left:10px}.clima{margin-left:20px}
#cabecalho{width:980px;margin:0 auto;display:flex;justify-content:space-between;align-items:center;padding:10px 0;background:#fff}.pub-topo span,.pub span{display:block;font-size:9px;color:#999;text-transform:uppercase}
#menu{background:#1565a8}#menu ul{width:980px;margin:0 auto;list-style:none;padding:0}#menu li{display:inline-block}#menu a{display:block;color:#fff;padding:8px 10px;font-weight:bold;text-decoration:none}
#ultimas{width:960px;margin:6px auto;background:#fff;padding:4px 10px;font-size:12px}#ultimas ul{display:inline;list-style:none;padding:0}#ultimas li{display:inline;margin-left:14px}.hora{color:#c00;font-weight:bold}
#miolo{float:left;width:618px;margin-left:calc(50% - 490px);background:#fff;padding:14px}#lateral{float:left;width:320px;margin-left:14px}#rodape{clear:both;background:#0b3d6b;color:#cfe0ef;padding:14px calc(50% - 490px);font-size:11px}#rodape ul{list-style:none;padding:0}#rodape li{display:inline;margin-right:12px}#rodape a{color:#fff}
.editoria a{color:#1565a8;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font-size:28px;margin:4px 0}.linha-fina{font-size:16px;color:#555}.credito{font-size:11px;color:#777}.compartilhe span{display:inline-block;background:#f0f0f0;margin-right:6px;padding:2px 6px;font-size:11px}figcaption{font-size:11px;color:#777}.tags{font-size:12px}
.veja-tambem .data{color:#999;font-size:11px}#debate{border-top:3px solid #1565a8;margin-top:18px}.regras,.ordem{font-size:11px;color:#777}.op-lista{list-style:none;padding:0}.op{overflow:hidden;border-bottom:1px solid #e3e3e3;padding:10px 0}.op-avatar{float:left;margin-right:10px}.op-corpo{margin-left:58px}
.op-nome{font-weight:bold;color:#0b3d6b}.op-quando{font-size:11px;color:#999;margin-left:6px}.op-texto{margin:4px 0}.op-acoes{font-size:11px}.op-acoes a{color:#1565a8}.aviso{font-size:12px}
.bloco{background:#fff;padding:10px;margin-bottom:12px}.bloco h4{margin:0 0 6px;color:#1565a8;border-bottom:2px solid #1565a8}.mais-lidas{list-style:none;padding:0}.mais-lidas .n{color:#c00;font-weight:bold}.qtd{background:#1565a8;color:#fff;font-size:10px;padding:0 4px;border-radius:6px}.nuvem a{margin-right:6px}
</style>"""
    return make(
        "fq-br-news-ciclovia",
        "discussion",
        "pt-BR",
        doc(
            "html5",
            title="Ciclovia da Avenida Beira-Rio será inaugurada no sábado - Correio de Varjão Alegre",
            lang="pt-BR",
            head=css,
        )
        + body,
        cs,
        path="/cidade/2013/10/14/ciclovia-beira-rio",
        container="section#debate > ul.op-lista after h2 'O que você acha?', the rules line and 'Ordenar: mais recentes | mais curtidas': li.op (img.op-avatar, div.op-corpo: div.op-topo span.op-nome NAME time.op-quando 'há 3 horas', p.op-texto TEXT, div.op-acoes 'Curtir (22) · Responder · Denunciar'), newest first, flat; a disabled form under it",
        heading="O que você acha?",
        description="A Brazilian city paper of October 2013 (invented): a riverside cycle path opens on Saturday; 7 readers' opinions under 'O que você acha?', newest first, flat, each with an avatar, a relative time ('há 12 minutos' to 'há 9 horas'; the absolute stamp only in the datetime attribute) and a like count 'Curtir (n)'; one opinion of two paragraphs. Furniture: a date and weather strip, a top banner, a nine-link menu, 'Últimas' with times, share counts, 'Veja também' with dates, most read, most commented with counts, a poll, a tag cloud, a fan count, ads and a long footer.",
        files={
            "/static/img/avatar-leitor.svg": svg(48, 48, "#b0bec5"),
            "/static/img/logo-correio.svg": svg(380, 70, "#0b3d6b", "Correio de Varjão Alegre", 26),
            "/static/img/2013/10/ciclovia.svg": svg(560, 300, "#4e7d3a", "ciclovia Beira-Rio", 26),
            "/static/pub/728-concessionaria.svg": svg(468, 60, "#c62828", "Feirão de seminovos", 20),
            "/static/pub/300-farmacia.svg": svg(300, 250, "#2e7d32", "Drogaria Popular", 22),
        },
    )


# --------------------------------------------------------------------------- mx: a city paper, 2014


def mx_tianguis() -> Case:
    cs = talk("""
Jorge Luis Camacho || 11 mar 2014 | 19:22 hrs || Llevo quince años comprando la fruta en ese tianguis. Si lo mandan hasta el deportivo, la gente mayor de la colonia ya no va a poder ir caminando.
vecina_huertas || 11 mar 2014 | 20:05 hrs || Por fin. Los martes no se puede ni sacar el carro de la cochera y los puestos dejan la basura en la banqueta hasta el miércoles.
Ing. Raúl Ortega V. || 11 mar 2014 | 21:47 hrs || El problema no es el tianguis sino que el ayuntamiento nunca ha querido ordenar el estacionamiento en la avenida. Cambiarlo de lugar no resuelve nada.
Lupita Sandoval || 12 mar 2014 | 08:13 hrs || ¿Alguien sabe si los comerciantes ya firmaron algo o nomás es propuesta del regidor? En la nota no queda claro.
Redacción El Vigía || 12 mar 2014 | 09:30 hrs || Estimada Lupita: de acuerdo con la Dirección de Mercados, hasta ayer sólo la mesa directiva de la Unión de Tianguistas había firmado la minuta; los 140 comerciantes votarán la propuesta el domingo. Actualizaremos la nota.
Don Chema || 12 mar 2014 | 10:41 hrs || Que lo pongan en el deportivo, pero con transporte. La ruta 14 pasa cada cuarenta minutos, así quién va a ir.
""")
    boxes = []
    for i, c in enumerate(cs):
        staff = c.who.startswith("Redacción")
        cls = "cmt-caja cmt-redaccion" if staff else "cmt-caja"
        seal = ' <span class="cmt-sello">Respuesta de la redacción</span>' if staff else ""
        boxes.append(
            f'<div class="{cls}" id="c{55120 + i}">\n'
            f'<div class="cmt-cab"><b class="cmt-autor">{esc(c.who)}</b> dijo:{seal} <span class="cmt-fecha">{esc(c.at)}</span></div>\n'
            f'<div class="cmt-cuerpo">{paras(c.raw)}</div>\n'
            f'<div class="cmt-pie"><a href="#escribe">Responder</a> | <a href="/reportar/{55120 + i}">Reportar abuso</a></div>\n</div>'
        )
    thread = "\n".join(boxes)
    ultimo = "".join(
        f"<li><span class='hr'>{t}</span> <a href='{h}'>{esc(x)}</a></li>"
        for t, h, x in (
            (
                "11:05",
                "/seguridad/2014/03/12/asalto-farmacia",
                "Detienen a dos por asalto a farmacia en el centro",
            ),
            ("10:40", "/local/2014/03/12/bacheo", "Arranca programa de bacheo en 30 colonias"),
            ("09:58", "/deportes/2014/03/12/tecolotes", "Tecolotes de Tlalpuente suma su tercera victoria"),
            ("09:12", "/estado/2014/03/12/gasolina", "Sube otra vez la gasolina: Magna a $13.31"),
        )
    )
    visto = "".join(
        f"<li><a href='{h}'>{esc(x)}</a></li>"
        for h, x in (
            (
                "/local/2014/03/11/tianguis-las-huertas",
                "Reubicarán a comerciantes del tianguis de la colonia Las Huertas",
            ),
            (
                "/seguridad/2014/03/10/choque-periferico",
                "Choque múltiple en el periférico deja cinco lesionados",
            ),
            ("/espectaculos/2014/03/09/feria", "Confirman grupos para la feria de abril"),
        )
    )
    comentado = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <em>({n})</em></li>"
        for h, x, n in (
            ("/estado/2014/03/12/gasolina", "Sube otra vez la gasolina: Magna a $13.31", 212),
            ("/local/2014/03/10/agua-potable", "Cortes de agua en el sur por obras del colector", 76),
            (
                "/local/2014/03/11/tianguis-las-huertas",
                "Reubicarán a comerciantes del tianguis de la colonia Las Huertas",
                6,
            ),
        )
    )
    relacionadas = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='f'>{d}</span></li>"
        for h, x, d in (
            ("/local/2014/01/20/mercado-municipal", "Remodelarán el mercado municipal Hidalgo", "20/01/2014"),
            (
                "/local/2013/11/05/ambulantes",
                "Retiran puestos ambulantes de la plaza principal",
                "05/11/2013",
            ),
            (
                "/local/2013/08/14/las-huertas-vialidad",
                "Vecinos de Las Huertas piden semáforo en la avenida",
                "14/08/2013",
            ),
        )
    )
    body = f"""<body>
<div id="envoltura">
<div id="franja">Tlalpuente, Miércoles 12 de marzo de 2014 · <span class="clima">22°C Despejado</span> · <span class="dolar">Dólar: $13.25 compra / $13.65 venta</span> <span class="acceso"><a href="/login">Iniciar sesión</a> | <a href="/registro">Regístrate</a></span></div>
<div id="cabeza"><a href="/"><img src="/img/elvigia-logo.svg" width="360" height="74" alt="El Vigía de Tlalpuente"></a><img class="ban" src="/img/ban/ferreteria-468.svg" width="468" height="60" alt="Ferretería La Esperanza"></div>
<ul id="secciones">{nav([("/", "Portada"), ("/local", "Local"), ("/estado", "Estado"), ("/nacional", "Nacional"), ("/seguridad", "Seguridad"), ("/deportes", "Deportes"), ("/espectaculos", "Espectáculos"), ("/opinion", "Opinión"), ("/avisos", "Avisos de ocasión")])}</ul>
<div id="lo-ultimo"><strong>LO ÚLTIMO</strong><ul>{ultimo}</ul></div>
<div id="izq">
<div class="nota">
<span class="seccion">Local</span>
<h1>Reubicarán a comerciantes del tianguis de la colonia Las Huertas</h1>
<h2 class="balazo">El Ayuntamiento propone trasladarlo a la explanada del deportivo Benito Juárez; los tianguistas votan el domingo</h2>
<p class="firma">Por <b>Andrea Colín</b> | Martes 11 de marzo de 2014, 18:05 hrs</p>
<div class="redes"><span>Me gusta <b>341</b></span> <span>Twittear <b>27</b></span> <span>Enviar por correo</span> <span>Imprimir</span></div>
<p>El tianguis de los martes en la colonia Las Huertas, que ocupa seis cuadras de la avenida Fresnos desde hace más de veinte años, podría cambiar de sede a partir de abril.</p>
<p>El regidor de Mercados, Ernesto Villaseñor, presentó al cabildo la propuesta de trasladar los 140 puestos a la explanada del deportivo Benito Juárez, a un kilómetro y medio de su ubicación actual, con el argumento de liberar la vialidad y el acceso a las cocheras.</p>
<p><img src="/img/2014/03/tianguis.svg" width="560" height="290" alt="Puestos del tianguis sobre la avenida Fresnos"></p>
<p>Los comerciantes pidieron baños, luz y una ruta de transporte que llegue al deportivo. La Unión de Tianguistas someterá la propuesta a votación de sus agremiados el próximo domingo.</p>
<p class="etiquetas">Temas: <a href="/tema/tianguis">tianguis</a> · <a href="/tema/las-huertas">Las Huertas</a> · <a href="/tema/ayuntamiento">Ayuntamiento</a></p>
<div class="relacionadas"><h3>Notas relacionadas</h3><ul>{relacionadas}</ul></div>
</div>
<div id="comentarios">
<h3 class="tit-com">Comentarios (6)</h3>
<p class="leyenda">Los comentarios son responsabilidad de quien los escribe y no reflejan la opinión de El Vigía.</p>
{thread}
<div id="escribe"><p><b>Escribe tu comentario</b> — <a href="/login">Inicia sesión</a> o <a href="/registro">regístrate</a> para participar.</p></div>
</div>
</div>
<div id="der">
<div class="caja"><h4>Lo más visto</h4><ol>{visto}</ol></div>
<div class="caja"><h4>Lo más comentado</h4><ol>{comentado}</ol></div>
<div class="caja anuncio"><small>Publicidad</small><img src="/img/ban/colchones-300.svg" width="300" height="250" alt="Colchones Buen Descanso"></div>
<div class="caja encuesta"><h4>Encuesta</h4><p>¿Está de acuerdo con cambiar de lugar el tianguis?</p><p>Sí: 48% · No: 41% · No sé: 11%</p><p class="peq">1,204 votos</p></div>
<div class="caja"><h4>Farmacias de turno</h4><p class="peq">Consulte la lista completa en <a href="/servicios/farmacias">Servicios</a>.</p></div>
<div class="caja"><h4>Síguenos</h4><p>Facebook: 23,118 seguidores · Twitter: @ElVigiaTlal</p></div>
</div>
<div id="pie">
<div class="col"><b>Secciones</b><ul>{nav([("/local", "Local"), ("/estado", "Estado"), ("/nacional", "Nacional"), ("/seguridad", "Seguridad"), ("/deportes", "Deportes")])}</ul></div>
<div class="col"><b>El Vigía</b><ul>{nav([("/quienes-somos", "Quiénes somos"), ("/directorio", "Directorio"), ("/suscripciones", "Suscripciones"), ("/publicidad", "Publicidad"), ("/aviso-privacidad", "Aviso de privacidad"), ("/contacto", "Contacto")])}</ul></div>
<p class="legal">© 2014 Editora El Vigía de Tlalpuente, S.A. de C.V. Prohibida la reproducción total o parcial.</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#d7d2c8;font:13px Verdana,Arial,sans-serif}#envoltura{width:990px;margin:0 auto;background:#fff;overflow:hidden}#franja{background:#7a1416;color:#f4dada;font-size:11px;padding:4px 10px}.acceso{float:right}.acceso a{color:#fff}
#cabeza{display:flex;justify-content:space-between;align-items:center;padding:8px 10px}#secciones{list-style:none;margin:0;padding:0;background:#222}#secciones li{display:inline-block}#secciones a{display:block;padding:7px 9px;color:#fff;font-weight:bold;font-size:12px}
#lo-ultimo{background:#f6ecd2;padding:4px 10px;font-size:11px}#lo-ultimo ul{display:inline;list-style:none;padding:0}#lo-ultimo li{display:inline;margin-left:12px}.hr{color:#7a1416;font-weight:bold}
#izq{float:left;width:640px;padding:10px 14px}#der{float:right;width:300px;padding:10px}.seccion{color:#7a1416;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font-family:Georgia,serif;font-size:26px;margin:4px 0}.balazo{font-size:15px;font-weight:normal;color:#555}.firma{font-size:11px;color:#666}
.redes span{background:#eee;margin-right:5px;padding:1px 5px;font-size:11px}.etiquetas{font-size:11px}.relacionadas .f{color:#999;font-size:10px}#comentarios{border-top:3px solid #7a1416;margin-top:16px}.tit-com{color:#7a1416}.leyenda{font-size:10px;color:#888}
.cmt-caja{border:1px solid #ddd;margin:8px 0;padding:6px 10px;background:#fafafa}.cmt-redaccion{background:#fff6e0;border-color:#e0b050}.cmt-cab{font-size:12px;color:#555}.cmt-autor{color:#7a1416}.cmt-sello{background:#e0b050;color:#fff;font-size:10px;padding:0 4px}.cmt-fecha{float:right;font-size:10px;color:#999}.cmt-pie{font-size:10px;text-align:right}
.caja{border-top:3px solid #7a1416;margin-bottom:12px;padding-top:4px}.caja h4{margin:2px 0 6px}.peq{font-size:10px;color:#888}#pie{clear:both;background:#222;color:#bbb;padding:12px;font-size:11px;overflow:hidden}#pie .col{float:left;width:200px}#pie ul{list-style:none;padding:0}#pie a{color:#eee}.legal{clear:both}
</style>"""
    return make(
        "fq-mx-news-tianguis",
        "discussion",
        "es-MX",
        doc(
            "html4t",
            title="Reubicarán a comerciantes del tianguis de la colonia Las Huertas | El Vigía de Tlalpuente",
            lang="es-MX",
            head=css,
        )
        + body,
        cs,
        path="/local/2014/03/11/tianguis-las-huertas",
        container="div#comentarios after h3.tit-com 'Comentarios (6)' and a disclaimer: sibling div.cmt-caja (div.cmt-cab: b.cmt-autor NAME 'dijo:' span.cmt-fecha '11 mar 2014 | 19:22 hrs'; div.cmt-cuerpo p TEXT; div.cmt-pie 'Responder | Reportar abuso'); the newsroom's answer div.cmt-caja.cmt-redaccion with span.cmt-sello 'Respuesta de la redacción', flat; a login line below",
        heading="Comentarios (6)",
        description="A Mexican city paper of March 2014 (invented): the Tuesday street market of a neighbourhood may move to a sports ground; 6 readers' comments, flat, 'NAME dijo:' and a local date '12 mar 2014 | 09:30 hrs'; the fifth is the newsroom's answer ('Redacción El Vigía', marked 'Respuesta de la redacción') to the fourth, addressed by name in its text only. Furniture: a date, weather and exchange-rate strip with login links, a banner, a nine-link menu, 'LO ÚLTIMO' with times, share counts, related stories with dates, most viewed, most commented with counts, a poll's results, an ad, a follow box and a long footer.",
        files={
            "/img/elvigia-logo.svg": svg(360, 74, "#7a1416", "El Vigía de Tlalpuente", 26),
            "/img/ban/ferreteria-468.svg": svg(468, 60, "#e65100", "Ferretería La Esperanza", 20),
            "/img/2014/03/tianguis.svg": svg(560, 290, "#c0772b", "tianguis Las Huertas", 26),
            "/img/ban/colchones-300.svg": svg(300, 250, "#3949ab", "Colchones Buen Descanso", 20),
        },
    )


NOS = ' class="nos"'

# --------------------------------------------------------------------------- ar: a lower-league football site, 2013


def ar_tribuna() -> Case:
    cs = talk("""
el_gaviota_del_14 || 27/10/2013 19:52 || Por fin, loco. Ocho fechas sin ganar y hoy parecíamos otro equipo. Lo de Benítez en el segundo gol fue de otra categoría.
Hugo R. || 27/10/2013 20:31 || No se confundan: Cañada Verde jugó con diez desde los veinte minutos del primer tiempo. Con once otra vez nos empataban, como en la fecha 9.
Marianela || 27/10/2013 21:14 || Que alguien le explique al técnico que Ledesma no es lateral. Lo puso ahí tres partidos seguidos y en los tres nos hicieron un gol por ese costado.
Gustavo Ferreyra || 27/10/2013 22:40 || Fui a la cancha con mi viejo y con mi hijo, tres generaciones en la tribuna. Hacía mucho que no salíamos cantando. // El domingo jugamos de visitante: hay micros desde la sede a las 11, anótense en la secretaría.
tanito_de_la_costanera || 28/10/2013 00:07 || La tabla del promedio sigue fea igual. Faltan nueve fechas y estamos a cuatro puntos. A no relajarse, muchachos.
""")
    socios = ("", "socio n.º 1.204", "", "platea norte", "")
    msgs = "\n".join(
        f'<div class="msj" id="m{7731 + i}">\n<div class="msj-txt">{paras(c.raw)}</div>\n'
        f'<p class="msj-firma">— <b>{esc(c.who)}</b>'
        + (f' <span class="msj-extra">({socios[i]})</span>' if socios[i] else "")
        + f' · <span class="msj-fecha">{esc(c.at)}</span> · <a href="/denuncia?m={7731 + i}" class="msj-den">denunciar</a></p>\n</div>'
        for i, c in enumerate(cs)
    )
    tabla = "".join(
        f"<tr{NOS if e == 'Puerto Quilmar' else ''}><td>{k}</td><td>{esc(e)}</td><td>{pj}</td><td>{pts}</td></tr>"
        for k, (e, pj, pts) in enumerate(
            (
                ("Deportivo Los Álamos", 12, 26),
                ("Juventud de Santa Clara", 12, 23),
                ("Atlético San Telmo Chico", 12, 21),
                ("Unión de Villa Parque", 12, 18),
                ("Puerto Quilmar", 12, 13),
                ("Sportivo Cañada Verde", 12, 11),
            ),
            start=1,
        )
    )
    resultados = "".join(
        f"<li>{esc(a)} <b>{g}</b> {esc(b)}</li>"
        for a, g, b in (
            ("Puerto Quilmar", "2-0", "Sportivo Cañada Verde"),
            ("Deportivo Los Álamos", "1-1", "Unión de Villa Parque"),
            ("Juventud de Santa Clara", "3-1", "General Belgrano del Oeste"),
            ("Atlético San Telmo Chico", "0-0", "Estrella de Ribera"),
        )
    )
    leido = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='fch'>{d}</span></li>"
        for h, x, d in (
            (
                "/primera-c/2013/10/27/puerto-quilmar-canada-verde",
                "Puerto Quilmar cortó la racha: 2-0 a Cañada Verde",
                "27/10 18:40",
            ),
            (
                "/primera-c/2013/10/26/los-alamos-puntero",
                "Los Álamos, puntero solo tras el empate",
                "26/10 21:05",
            ),
            ("/mercado/2013/10/25/refuerzos", "Rumores de refuerzos para el Clausura", "25/10 11:30"),
        )
    )
    debatido = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <b class='cnt'>{n}</b></li>"
        for h, x, n in (
            ("/primera-c/2013/10/20/arbitraje", "Polémica por el arbitraje en Santa Clara", 143),
            ("/primera-c/2013/10/22/tecnico", "¿Sigue el técnico? Habla el presidente", 88),
            (
                "/primera-c/2013/10/27/puerto-quilmar-canada-verde",
                "Puerto Quilmar cortó la racha: 2-0 a Cañada Verde",
                5,
            ),
        )
    )
    body = f"""<body>
<div id="todo">
<div id="barra-sup"><span>Domingo 27 de octubre de 2013</span> <a href="/ingresar">Ingresar</a> · <a href="/registrarse">Registrate</a></div>
<div id="logo"><a href="/"><img src="/imagenes/pasion-logo.svg" width="420" height="80" alt="Pasión de Ascenso"></a><span class="lema">El fútbol del ascenso, fecha por fecha</span></div>
<ul id="menu">{nav([("/", "Inicio"), ("/primera-b-metro", "B Metro"), ("/primera-c", "Primera C"), ("/primera-d", "Primera D"), ("/federal-a", "Federal A"), ("/mercado", "Mercado de pases"), ("/fotos", "Fotos"), ("/contacto", "Contacto")])}</ul>
<div id="resultados"><b>Fecha 12 · Primera C</b><ul>{resultados}</ul></div>
<div id="col-main">
<div class="cronica">
<p class="volanta">Primera C · Fecha 12</p>
<h1>Puerto Quilmar cortó la racha: 2-0 a Cañada Verde y respira en la tabla</h1>
<p class="bajada">Goles de Sosa y Benítez en el segundo tiempo. Ocho fechas después, el Gaviota volvió a ganar en su cancha.</p>
<p class="autor">Por <b>Nicolás Ibarra</b> · 27/10/2013 18:40</p>
<div class="compartir">Compartir: <span>Facebook <b>96</b></span> <span>Twitter <b>31</b></span></div>
<p>Puerto Quilmar necesitaba ganar y lo hizo con lo justo. En un primer tiempo trabado, la expulsión de Figueroa a los 20 minutos, por una patada de atrás a Sosa, cambió el partido.</p>
<p>En el complemento, Sosa abrió el marcador de cabeza tras un córner de Ledesma, y a los 34 Benítez sacó un remate desde afuera del área que se clavó en el ángulo. Cañada Verde casi no llegó.</p>
<p><img src="/imagenes/2013/10/gol-benitez.svg" width="560" height="300" alt="Benítez festeja el segundo gol"></p>
<table class="ficha"><tr><th colspan="2">Síntesis</th></tr><tr><td>Puerto Quilmar (2)</td><td>Ortiz; Ledesma, Cáceres, Villalba, Ríos; Benítez, Giménez, Acosta; Sosa, Moyano, Paz.</td></tr><tr><td>Cañada Verde (0)</td><td>Aguirre; Funes, Figueroa, Luna, Toledo; Quiroga, Rojas, Medina; Correa, Peralta, Vega.</td></tr><tr><td>Cancha</td><td>Estadio Don Amadeo Salvatierra</td></tr></table>
<p class="tags">Etiquetas: <a href="/tag/puerto-quilmar">Puerto Quilmar</a>, <a href="/tag/canada-verde">Cañada Verde</a>, <a href="/tag/primera-c">Primera C</a></p>
</div>
<div class="tribuna">
<h3>La voz de la tribuna</h3>
<p class="nota-mod">Los mensajes se publican después de ser revisados. Respetá a los rivales.</p>
{msgs}
<form action="/tribuna/enviar" method="post" class="escribir"><p><b>Dejá tu mensaje</b></p><p>Nombre: <input type="text" name="nombre" size="24"></p><p><textarea name="texto" rows="4" cols="56"></textarea></p><p><input type="submit" value="Enviar"></p></form>
</div>
</div>
<div id="col-side">
<div class="caja"><h4>Posiciones · Primera C</h4><table class="posiciones"><tr><th>#</th><th>Equipo</th><th>PJ</th><th>Pts</th></tr>{tabla}</table></div>
<div class="caja"><h4>Lo más leído</h4><ol>{leido}</ol></div>
<div class="caja"><h4>Lo más debatido</h4><ol>{debatido}</ol></div>
<div class="caja publi"><small>PUBLICIDAD</small><img src="/imagenes/publi/botines-300.svg" width="300" height="250" alt="Botines en cuotas"></div>
<div class="caja"><h4>Encuesta</h4><p>¿Quién fue la figura del partido?</p><p>Benítez 61% · Sosa 27% · Ortiz 12%</p><p class="chico">412 votos</p></div>
<div class="caja"><h4>Próxima fecha</h4><p>Estrella de Ribera vs. Puerto Quilmar · Domingo 3/11, 15.30</p></div>
</div>
<div id="pie">
<p>{nav([("/quienes-somos", "Quiénes somos"), ("/publicidad", "Publicidad"), ("/contacto", "Contacto"), ("/terminos", "Términos y condiciones"), ("/rss", "RSS")], " | ")}</p>
<p>Pasión de Ascenso © 2013 · Sitio independiente, sin relación con la AFA ni con los clubes.</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#0d2a14;font:13px Tahoma,Verdana,sans-serif}#todo{width:980px;margin:0 auto;background:#fff;overflow:hidden}#barra-sup{background:#081a0c;color:#9c9;font-size:11px;padding:3px 10px}#barra-sup a{color:#fff}
#logo{padding:10px;display:flex;align-items:center;gap:20px}.lema{font-style:italic;color:#2e7d32}#menu{list-style:none;margin:0;padding:0;background:#2e7d32}#menu li{display:inline-block}#menu a{display:block;padding:7px 10px;color:#fff;font-weight:bold}
#resultados{background:#eef5ec;font-size:11px;padding:4px 10px}#resultados ul{display:inline;list-style:none;padding:0}#resultados li{display:inline;margin-left:12px}
#col-main{float:left;width:630px;padding:10px 14px}#col-side{float:right;width:300px;padding:10px}.volanta{color:#2e7d32;font-weight:bold;font-size:11px;margin:0}h1{font-size:24px;margin:2px 0}.bajada{font-size:14px;color:#444}.autor{font-size:11px;color:#777}.compartir span{background:#eee;padding:1px 5px;margin-left:4px;font-size:11px}
.ficha{border-collapse:collapse;font-size:11px;margin:8px 0}.ficha td,.ficha th{border:1px solid #ccc;padding:3px}.tribuna{border-top:4px solid #2e7d32;margin-top:14px}.nota-mod{font-size:10px;color:#888}
.msj{background:#f5f8f4;border-left:4px solid #9c9;margin:8px 0;padding:6px 10px}.msj-txt p{margin:0 0 4px}.msj-firma{text-align:right;font-size:11px;color:#555;margin:0}.msj-extra{color:#999}.msj-den{color:#aaa;font-size:10px}
.caja{border:1px solid #cde0c9;margin-bottom:10px;padding:6px}.caja h4{background:#2e7d32;color:#fff;margin:-6px -6px 6px;padding:4px 6px}.posiciones{width:100%;font-size:11px}.posiciones .nos{background:#fff3b0;font-weight:bold}.fch{font-size:10px;color:#999}.cnt{color:#2e7d32}.chico{font-size:10px;color:#888}
#pie{clear:both;background:#081a0c;color:#9c9;font-size:11px;padding:10px;text-align:center}#pie a{color:#fff}
</style>"""
    return make(
        "fq-ar-sports-tribuna",
        "discussion",
        "es-AR",
        doc(
            "html4t",
            title="Puerto Quilmar cortó la racha: 2-0 a Cañada Verde | Pasión de Ascenso",
            lang="es-AR",
            head=css,
        )
        + body,
        cs,
        path="/primera-c/2013/10/27/puerto-quilmar-canada-verde",
        container="div.tribuna after h3 'La voz de la tribuna' and a moderation line: sibling div.msj, the TEXT first (div.msj-txt p) and then p.msj-firma '— b NAME (span.msj-extra membership or stand) · span.msj-fecha 27/10/2013 21:14 · denunciar'; flat; a form 'Dejá tu mensaje' below",
        heading="La voz de la tribuna",
        description="An Argentine lower-league football site of October 2013 (invented): a club breaks an eight-match run without a win; 5 supporters' messages under 'La voz de la tribuna', each text first and the name and date after it ('— NAME · 27/10/2013 21:14'), two with a membership or stand note beside the name; one of two paragraphs; flat. Furniture: a date strip with login links, a logo and motto, an eight-link menu, the round's results, a match report with a line-up table, share counts, standings, most read with times, most debated with counts, a poll's results, the next fixture, an ad and a footer.",
        files={
            "/imagenes/pasion-logo.svg": svg(420, 80, "#2e7d32", "Pasión de Ascenso", 30),
            "/imagenes/2013/10/gol-benitez.svg": svg(560, 300, "#33691e", "gol de Benítez", 26),
            "/imagenes/publi/botines-300.svg": svg(300, 250, "#212121", "Botines en cuotas", 22),
        },
    )


# --------------------------------------------------------------------------- id: a regional portal, 2013


def id_jembatan() -> Case:
    cs = talk("""
Pak Darmo || 5 jam yang lalu || Salut untuk warga Karangluhur. Jembatan itu jalur anak-anak ke SD Negeri 2, sudah dua tahun papannya bolong-bolong.
Siti Nurhayati || 3 jam yang lalu || Dinas PU ke mana saja? Sudah dilaporkan sejak musim hujan tahun lalu tapi tidak ada yang datang. Untung warganya kompak.
anak_rantau_bwn || 2 jam yang lalu || Saya asli Karangluhur, sekarang kerja di Batam. Bangga lihat fotonya. Kalau ada rekening untuk sumbangan tolong diumumkan, saya mau ikut bantu.
Bambang S. || 35 menit yang lalu || Mohon redaksi tanyakan ke kepala desa, apakah jembatan ini nanti masuk anggaran desa tahun depan supaya tidak swadaya terus.
""")
    asal = ("Karangluhur", "Banyuwening Kota", "Batam", "Sumberjati")
    items = "\n".join(
        f'<li id="tg-{3318 + i}">\n<div class="tg-atas"><a class="tg-nama" href="/profil/{3318 + i}">{esc(c.who)}</a> '
        f'<span class="tg-asal">{asal[i]}</span> &bull; <span class="tg-waktu">{esc(c.at)}</span></div>\n'
        f'<div class="tg-isi">{paras(c.raw, p=False)}</div>\n'
        f'<div class="tg-bawah"><a href="#kirim">Balas</a> | <a href="/lapor/{3318 + i}">Laporkan</a></div>\n</li>'
        for i, c in enumerate(cs)
    )
    terkini = "".join(
        f"<li><span class='jam'>{t} WIB</span> <a href='{h}'>{esc(x)}</a></li>"
        for t, h, x in (
            ("14:20", "/daerah/2013/07/16/harga-cabai", "Harga cabai rawit di Pasar Induk tembus Rp 60 ribu"),
            ("13:05", "/daerah/2013/07/16/ppdb", "Pengumuman PPDB SMP diundur sehari"),
            ("11:47", "/olahraga/2013/07/16/persiban", "Persiban uji coba lawan tim Liga Pelajar"),
            ("10:32", "/daerah/2013/07/16/takjil", "Pasar takjil Ramadan ramai di alun-alun"),
        )
    )
    terpopuler = "".join(
        f"<li><a href='{h}'>{esc(x)}</a></li>"
        for h, x in (
            ("/daerah/2013/07/15/banjir-kali-lanang", "Kali Lanang meluap, dua dusun terendam"),
            (
                "/daerah/2013/07/16/jembatan-gantung-karangluhur",
                "Warga Karangluhur perbaiki jembatan gantung secara swadaya",
            ),
            ("/ekonomi/2013/07/14/thr", "Pemkab pastikan THR guru honorer cair pekan depan"),
        )
    )
    dikomentari = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='jml'>{n} tanggapan</span></li>"
        for h, x, n in (
            ("/ekonomi/2013/07/14/thr", "Pemkab pastikan THR guru honorer cair pekan depan", 58),
            ("/daerah/2013/07/12/jalan-rusak", "Jalan provinsi ruas Sumberjati rusak parah", 41),
            (
                "/daerah/2013/07/16/jembatan-gantung-karangluhur",
                "Warga Karangluhur perbaiki jembatan gantung secara swadaya",
                4,
            ),
        )
    )
    terkait = "".join(
        f"<li><a href='{h}'>{esc(x)}</a> <span class='tgl'>{d}</span></li>"
        for h, x, d in (
            (
                "/daerah/2013/03/02/jembatan-putus",
                "Jembatan penghubung dua desa putus diterjang banjir",
                "Sabtu, 2 Maret 2013",
            ),
            (
                "/daerah/2012/12/11/dana-desa",
                "Alokasi dana desa 2013 naik 15 persen",
                "Selasa, 11 Desember 2012",
            ),
            (
                "/daerah/2012/10/08/gotong-royong",
                "Gotong royong bersihkan saluran irigasi",
                "Senin, 8 Oktober 2012",
            ),
        )
    )
    body = f"""<body>
<div id="wadah">
<div id="atas"><span>Selasa, 16 Juli 2013 | 7 Ramadan 1434 H</span> <span class="masuk"><a href="/masuk">Masuk</a> | <a href="/daftar">Daftar</a></span></div>
<div id="kepala"><a href="/"><img src="/gambar/logo-warta.svg" width="340" height="72" alt="Warta Banyuwening"></a><img class="iklan-atas" src="/gambar/iklan/468-motor.svg" width="468" height="60" alt="Kredit motor DP ringan"></div>
<ul id="menu-utama">{nav([("/", "Beranda"), ("/daerah", "Daerah"), ("/ekonomi", "Ekonomi"), ("/politik", "Politik"), ("/olahraga", "Olahraga"), ("/pendidikan", "Pendidikan"), ("/wisata", "Wisata"), ("/opini", "Opini")])}</ul>
<div id="terkini"><b>Terkini:</b><ul>{terkini}</ul></div>
<div id="kiri">
<div class="berita">
<p class="kanal">Daerah</p>
<h1>Warga Karangluhur Perbaiki Jembatan Gantung secara Swadaya</h1>
<p class="info">Oleh <b>Agus Wibisono</b> | Selasa, 16 Juli 2013, 09:20 WIB</p>
<p><img src="/gambar/2013/07/jembatan-gantung.svg" width="560" height="300" alt="Warga memasang papan baru jembatan gantung"><br><small>Warga memasang papan baru pada jembatan gantung di Dusun Krajan, Desa Karangluhur. (Foto: Agus Wibisono)</small></p>
<p><b>BANYUWENING</b> – Puluhan warga Desa Karangluhur, Kecamatan Sumberjati, bergotong royong memperbaiki jembatan gantung yang menghubungkan Dusun Krajan dengan Dusun Kedungwaru, Minggu (14/7).</p>
<p>Jembatan sepanjang 42 meter di atas Kali Lanang itu setiap hari dilalui sekitar seratus pelajar dan petani. Papan kayunya banyak yang lapuk dan dua kabel penahannya sudah berkarat.</p>
<p>"Kami kumpulkan iuran Rp 20 ribu per kepala keluarga, kayunya sumbangan dari pemilik penggergajian," kata Kepala Dusun Krajan, Suyatno.</p>
<p>Perbaikan ditargetkan selesai sebelum Lebaran.</p>
<p class="topik">Topik: <a href="/topik/karangluhur">Karangluhur</a>, <a href="/topik/jembatan">jembatan</a>, <a href="/topik/gotong-royong">gotong royong</a></p>
<div class="bagikan">Bagikan: <span>Facebook (86)</span> <span>Twitter (12)</span> <span>Kirim ke teman</span></div>
</div>
<ol class="tanggapan">
{items}
</ol>
<div id="kirim"><form action="/tanggapan/kirim" method="post"><p>Nama: <input type="text" name="nama" size="28"></p><p><textarea name="isi" rows="4" cols="60"></textarea></p><p><input type="submit" value="Kirim"></p><p class="kecil">Redaksi berhak menyunting atau tidak memuat kiriman yang mengandung SARA.</p></form></div>
<div class="terkait"><h3>Berita Terkait</h3><ul>{terkait}</ul></div>
</div>
<div id="kanan">
<div class="kotak"><h4>Terpopuler</h4><ol>{terpopuler}</ol></div>
<div class="kotak"><h4>Terbanyak Ditanggapi</h4><ul>{dikomentari}</ul></div>
<div class="kotak iklan"><small>Iklan</small><img src="/gambar/iklan/300-toko-emas.svg" width="300" height="250" alt="Toko Emas Sinar Mulia"></div>
<div class="kotak"><h4>Jadwal Imsakiyah Banyuwening</h4><p>Imsak 04:24 · Subuh 04:34 · Maghrib 17:41</p></div>
<div class="kotak"><h4>Jajak Pendapat</h4><p>Setujukah Anda dana desa untuk jembatan?</p><p>Setuju 78% · Tidak 14% · Ragu 8%</p></div>
</div>
<div id="kaki"><p>{nav([("/redaksi", "Redaksi"), ("/tentang", "Tentang Kami"), ("/iklan", "Info Iklan"), ("/pedoman", "Pedoman Media Siber"), ("/kontak", "Kontak")], " · ")}</p><p>Hak cipta © 2013 Warta Banyuwening. Dilarang mengutip tanpa izin.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f0efe9;font:13px Arial,sans-serif}#wadah{width:980px;margin:0 auto;background:#fff;overflow:hidden}#atas{background:#005b41;color:#d2efe3;font-size:11px;padding:4px 10px}.masuk{float:right}.masuk a{color:#fff}
#kepala{display:flex;justify-content:space-between;align-items:center;padding:8px 10px}#menu-utama{list-style:none;margin:0;padding:0;background:#00805b}#menu-utama li{display:inline-block}#menu-utama a{display:block;padding:7px 10px;color:#fff;font-weight:bold}
#terkini{background:#fff8d8;font-size:11px;padding:4px 10px}#terkini ul{display:inline;list-style:none;padding:0}#terkini li{display:inline;margin-left:10px}.jam{color:#c00}
#kiri{float:left;width:630px;padding:10px 14px}#kanan{float:right;width:300px;padding:10px}.kanal{color:#00805b;font-weight:bold;margin:0}h1{font-size:24px;margin:4px 0}.info{font-size:11px;color:#777}.topik{font-size:11px}.bagikan span{background:#eee;padding:1px 5px;font-size:11px;margin-left:4px}
.tanggapan{list-style:none;padding:0;margin:14px 0;border-top:1px solid #ddd}.tanggapan li{border-bottom:1px solid #eee;padding:8px 0}.tg-nama{font-weight:bold;color:#005b41}.tg-asal,.tg-waktu{font-size:11px;color:#888}.tg-isi{margin:4px 0}.tg-bawah{font-size:10px}
.kecil{font-size:10px;color:#888}.terkait .tgl{font-size:10px;color:#999}.kotak{margin-bottom:12px;border-top:3px solid #00805b}.kotak h4{margin:4px 0}.jml{font-size:10px;color:#c00}#kaki{clear:both;background:#005b41;color:#d2efe3;font-size:11px;padding:10px;text-align:center}#kaki a{color:#fff}
</style>"""
    return make(
        "fq-id-portal-jembatan",
        "discussion",
        "id",
        doc(
            "html4t",
            title="Warga Karangluhur Perbaiki Jembatan Gantung secara Swadaya - Warta Banyuwening",
            lang="id",
            head=css,
        )
        + body,
        cs,
        path="/daerah/2013/07/16/jembatan-gantung-karangluhur",
        container="ol.tanggapan right after the article's share line, no heading: li (div.tg-atas: a.tg-nama NAME, span.tg-asal TOWN, span.tg-waktu '2 jam yang lalu'; div.tg-isi TEXT; div.tg-bawah 'Balas | Laporkan'); flat, oldest first; a form below, then related news",
        heading=None,
        description="An Indonesian regional news portal of July 2013 (invented): villagers repair a suspension bridge with their own money; 4 readers' responses straight after the share line, without any heading, each with a name linked to a profile, a town, a relative time ('5 jam yang lalu' to '35 menit yang lalu') and 'Balas | Laporkan'; flat. Furniture: a date strip with the Hijri date and login links, a banner, an eight-link menu, 'Terkini' with WIB times, share counts, topics, related news with dates, most popular, most responded with counts, an ad, the Ramadan prayer times, a poll's results and a footer.",
        files={
            "/gambar/logo-warta.svg": svg(340, 72, "#005b41", "Warta Banyuwening", 26),
            "/gambar/iklan/468-motor.svg": svg(468, 60, "#d32f2f", "Kredit motor DP ringan", 20),
            "/gambar/2013/07/jembatan-gantung.svg": svg(560, 300, "#6d4c41", "jembatan gantung", 26),
            "/gambar/iklan/300-toko-emas.svg": svg(300, 250, "#b8860b", "Toko Emas Sinar Mulia", 20),
        },
    )
