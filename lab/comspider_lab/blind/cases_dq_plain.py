"""Blind set DQ: six article pages without any reader discussion, each with a list of signed or dated items of
another kind where a discussion would usually be or in the article's body: a city paper's live updates of a budget
night (2013), an Argentine daily's pension Q&A answered by its expert (2012), a German regional daily's press review
of other papers' commentators (2010), a Brazilian portal's readers' photos of a flood (2013), a Russian regional
site's chronology of a court case (2012) and an English weekly's magistrates' court round-up (2011). Every class
name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dq_common import Case, counted, doc, esc, make, share


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


# --------------------------------------------------------------------------- en: live updates, US city paper 2013

LIVE = """
11:52 p.m. | Dave Kirchner | That's it. Council adjourns at 11:51 p.m. Final budget: $214.6 million, the library branch hours stay as they are, the Eastgate pool stays closed for 2014. We'll have a full story online shortly.
11:40 p.m. | Dave Kirchner | Final vote on the budget as amended: 5-2. Nuñez and Pettibone vote no.
11:18 p.m. | Marisa Oyelaran | The library amendment passes 4-3. Money comes from the vehicle fleet replacement fund, $310,000. Applause from the back of the room.
10:47 p.m. | Marisa Oyelaran | Councilwoman Pettibone asks the city manager how many of the fleet vehicles are past their service life. Answer: "About a third." She says she can't support taking money from that fund.
10:05 p.m. | Dave Kirchner | Public comment is over. 41 speakers, by our count 29 of them about the library hours, 8 about the Eastgate pool.
9:22 p.m. | Marisa Oyelaran | A retired teacher from the Northside tells council the branch library is "the only air-conditioned room a lot of these kids see all summer." Long applause. The mayor asks the audience to hold it.
8:31 p.m. | Dave Kirchner | Room is full, the fire marshal has closed the doors. About 60 people are watching on the screen in the lobby.
7:04 p.m. | Dave Kirchner | Meeting called to order. Mayor Gloria Haddon says public comment will be limited to three minutes per speaker.
"""


def en_live() -> Case:
    items = "".join(
        f'<li class="lu-entry"><span class="lu-time">{esc(t)}</span> <span class="lu-by">{esc(who)}</span><p>{esc(txt)}</p></li>'
        for t, who, txt in rows(LIVE)
    )
    css = (
        "body{margin:0;font:15px/1.5 Georgia,serif;background:#fff;color:#111}#top{background:#111;color:#ccc;font:11px Arial;padding:4px 20px}"
        "#mast{text-align:center;padding:14px;border-bottom:1px solid #000}#mast .nm{font:bold 44px 'Times New Roman'}#nav{text-align:center;font:bold 12px Arial;padding:6px;border-bottom:3px solid #000}"
        "#nav a{color:#000;margin:0 8px;text-transform:uppercase}#page{width:990px;margin:0 auto;overflow:hidden}#story{float:left;width:640px;padding:18px 0}"
        "#rail{float:right;width:300px;padding:18px 0;font-family:Arial}.lu{border:1px solid #bbb;background:#f7f7f2;padding:10px 14px}.lu ol{list-style:none;padding:0}"
        ".lu-entry{border-bottom:1px solid #ddd;padding:6px 0}.lu-time{font:bold 12px Arial;color:#a00}.lu-by{font:11px Arial;color:#666}.mod{border-top:2px solid #000;margin-bottom:18px}"
        "#foot{clear:both;background:#eee;padding:20px;font:11px Arial}"
    )
    body = f"""<div id="top">Sunday, December 8, 2013 · <a href="#">Subscribe</a> · <a href="#">e-Edition</a> · <a href="#">Log in</a></div>
<div id="mast"><div class="nm">The Harlan Falls Courier</div><div>Serving Harlan Falls and Wyeth County since 1889</div></div>
<div id="nav"><a href="/">Home</a><a href="/news/">News</a><a href="/news/local/">Local</a><a href="/sports/">Sports</a><a href="/opinion/">Opinion</a><a href="/obituaries/">Obituaries</a><a href="/classifieds/">Classifieds</a><a href="/jobs/">Jobs</a></div>
<div id="page"><div id="story">
<p class="kicker">LOCAL GOVERNMENT</p>
<h1>Council passes budget after 5-hour meeting; library hours saved</h1>
<p class="byline">By Dave Kirchner and Marisa Oyelaran, Courier staff writers</p>
<p class="dateline">Posted: Thursday, December 5, 2013 7:00 pm | Updated: 11:58 pm, Thu Dec 5, 2013.</p>
{share("486", "71", ' <a href="#">Email</a> <a href="#">Print</a> <a href="#">Save</a>')}
<p>The Harlan Falls City Council approved a $214.6 million budget for 2014 late Thursday after a public hearing that drew more than 40 speakers and ran past 11 p.m.</p>
<p>The budget keeps branch library hours at their current level, reversing a proposed cut, by moving $310,000 from the city's vehicle replacement fund. The Eastgate pool, closed since 2012, will stay closed.</p>
<p>Reporters Dave Kirchner and Marisa Oyelaran followed the meeting from council chambers. Their updates, newest first:</p>
<div class="lu"><h3>Live updates from council chambers</h3><ol>{items}</ol></div>
<p class="note"><em>Commenting is not available on this story.</em></p>
<div class="tags">Posted in <a href="#">Local news</a> on Thursday, December 5, 2013 7:00 pm. | Tags: <a href="#">City council</a>, <a href="#">Budget</a>, <a href="#">Library</a></div>
</div>
<div id="rail">
<div class="mod"><h4>Most Read</h4>{counted("Council passes budget after 5-hour meeting | 6,118 ;; Wyeth County deputy cleared in October shooting | 4,702 ;; Harlan Falls High wins regional title | 3,390 ;; Opinion: Give the Eastgate pool a chance | 1,847", "views")}</div>
<div class="mod"><h4>Local Weather</h4><p>Harlan Falls: 34°F, cloudy. Sunday: snow showers, high 31.</p></div>
<div class="mod"><h4>Today's e-Edition</h4><img src="/_avatar/eedition.svg" width="120" height="160" alt="" /></div>
<div class="mod"><h4>Sponsored</h4><p>Haddad Brothers Furniture - Holiday sale, 40% off recliners</p></div>
</div></div>
<div id="foot">© Copyright 2013, The Harlan Falls Courier, 1400 Canal St., Harlan Falls. Powered by a newsroom CMS. <a href="#">Terms of Use</a> | <a href="#">Privacy Policy</a></div>"""
    return make(
        "dq-plain-en-courier-liveupdates",
        "lookalike",
        "en",
        doc(
            "Council passes budget after 5-hour meeting; library hours saved",
            "The Harlan Falls Courier",
            "en",
            css,
            body,
        ),
        [],
        path="/news/local/council-passes-budget-after-hour-meeting/article_5d31.html",
        container="-",
        heading=None,
        description="A US city paper of December 2013 on a budget vote, with 'Live updates from council chambers' in the article body: 8 entries, each a time, a reporter's name and a few lines, newest first; 'Commenting is not available on this story.'",
        lookalikes=("reporters' timed, signed live updates in the article body",),
    )


# --------------------------------------------------------------------------- es: readers' questions answered, Argentina 2012

QA = """
Norma Beatriz, de Lanús | Tengo 61 años y 27 de aportes, pero me faltan los últimos cuatro años porque trabajé en negro en una panadería. ¿Puedo entrar en la moratoria o ya se cerró? | La moratoria de la ley 24.476 sigue vigente para los períodos anteriores a 1993; los años que usted trabajó sin aportes después de esa fecha no entran. Le conviene pedir un turno en la UDAI de su domicilio con el historial de aportes impreso desde la web del organismo.
Héctor, jubilado de Ramos Mejía | Me llegó el aumento de marzo pero el recibo dice un haber menor al que calculé con el porcentaje que anunciaron. ¿Dónde está el error? | El 17,62% se aplica sobre el haber bruto; a su recibo se le descuenta después el aporte a la obra social. Compare el haber bruto de febrero con el de marzo: la diferencia debería coincidir.
Silvia R. (Banfield) | Mi mamá falleció en enero. ¿Tengo derecho a cobrar lo que le correspondía del mes? | Sí: los haberes devengados y no cobrados pueden reclamarlos los herederos. Se necesita la partida de defunción y la declaratoria de herederos o, si el monto es bajo, una declaración jurada ante el organismo.
Omar Giménez | ¿Las empleadas domésticas pueden sumar años de aportes de antes de la ley nueva? | Los aportes que hayan hecho por el régimen especial se computan. Para los años sin registrar, por ahora no hay un plan específico; el proyecto que se discute en el Congreso prevé uno.
"""


def es_consultorio() -> Case:
    qa = "".join(
        f'<div class="cons-item"><p class="cons-preg"><span class="cons-quien">{esc(who)}</span> pregunta: {esc(q)}</p>'
        f'<p class="cons-resp"><b>Responde Dr. Aníbal Costantini:</b> {esc(a)}</p></div>'
        for who, q, a in rows(QA)
    )
    css = (
        "body{margin:0;background:#f0f0f0;font:13px Arial,sans-serif;color:#222}.cabecera{background:#fff;border-bottom:5px solid #0067a5;padding:10px 20px}"
        ".cabecera .marca{font:900 36px Arial;color:#0067a5}.secciones{background:#0067a5;padding:6px 20px}.secciones a{color:#fff;margin-right:12px;font-weight:bold}"
        ".cuerpo{width:980px;margin:12px auto;overflow:hidden}.nota{float:left;width:640px;background:#fff;padding:18px}.col{float:right;width:310px}"
        ".col .caja{background:#fff;padding:10px;margin-bottom:12px}.cons{border:1px solid #9bc;background:#f2f8fc;padding:10px 14px}.cons-item{border-bottom:1px dashed #9bc;padding:6px 0}"
        ".cons-quien{font-weight:bold}.cons-resp{color:#244}.pie{background:#222;color:#aaa;padding:16px 20px;font-size:11px}"
    )
    body = f"""<div class="cabecera"><span class="marca">El Vespertino del Sur</span> <span class="fecha">Lunes 19 de marzo de 2012 · Lomas de Zamora · Actualizado 18:40</span></div>
<div class="secciones"><a href="/">Portada</a><a href="/politica/">Política</a><a href="/economia/">Economía</a><a href="/zona-sur/">Zona Sur</a><a href="/policiales/">Policiales</a><a href="/deportes/">Deportes</a><a href="/espectaculos/">Espectáculos</a><a href="/clasificados/">Clasificados</a></div>
<div class="cuerpo"><div class="nota">
<p class="volanta">JUBILACIONES</p>
<h1>Aumento de marzo: qué cambia en el recibo y cómo reclamar</h1>
<p class="copete">El haber mínimo pasa a 1.879 pesos. El especialista del diario responde, como cada lunes, las consultas de los lectores.</p>
<p class="firma">Por Aníbal Costantini, abogado previsionalista · 19/03/2012</p>
{share("214", "33", ' <a href="#">Enviar por mail</a> <a href="#">Imprimir</a>', "redes")}
<p>Desde este mes los jubilados y pensionados cobran con un aumento del 17,62%, el primero de los dos que fija la ley de movilidad para 2012. El calendario de pagos comenzó el jueves para los haberes terminados en 0.</p>
<p>El aumento alcanza también a la asignación universal por hijo, que pasó a 270 pesos. Los recibos pueden consultarse en la página del organismo con el número de beneficio.</p>
<div class="cons"><h3>Consultorio previsional</h3><p class="cons-intro">Las preguntas llegaron al correo del diario en la última semana. Se publican una selección y sus respuestas.</p>{qa}
<p class="cons-envie">Envíe su consulta a consultorio@vespertinodelsur.example indicando nombre y localidad.</p></div>
<p class="tags">Temas: <a href="#">jubilaciones</a> <a href="#">ANSES</a> <a href="#">movilidad</a></p>
</div>
<div class="col">
<div class="caja"><h3>Lo más visto</h3>{counted("Aumento de marzo: qué cambia en el recibo | 9.311 ;; Banfield empató en el final y sigue arriba | 7.840 ;; Corte de luz en Temperley: 14 horas sin servicio | 5.226 ;; Trenes: cambian los horarios del ramal | 3.004", "lecturas")}</div>
<div class="caja"><h3>Dólar</h3><p>Compra $4,34 · Venta $4,38</p></div>
<div class="caja"><h3>Clima</h3><p>Lomas de Zamora: 24º, nublado</p></div>
<div class="caja"><h3>Fúnebres</h3><p>Participaciones de hoy: 11 <a href="#">Ver todas</a></p></div>
</div></div>
<div class="pie">El Vespertino del Sur · Editorial Sur Bonaerense S.A. · Av. Hipólito Yrigoyen 9xxx, Lomas de Zamora · Registro DNDA en trámite · Todos los derechos reservados</div>"""
    return make(
        "dq-plain-es-vespertino-consultorio",
        "lookalike",
        "es",
        doc(
            "Aumento de marzo: qué cambia en el recibo y cómo reclamar",
            "El Vespertino del Sur",
            "es",
            css,
            body,
        ),
        [],
        path="/economia/2012/03/19/aumento-de-marzo-que-cambia-en-el-recibo.html",
        container="-",
        heading=None,
        description="An Argentine regional daily of March 2012 on pension rises with its expert's weekly 'Consultorio previsional' under the text: 4 readers' questions mailed in the week before (name and town, the question) each with the lawyer's answer; no reader discussion of the article.",
        lookalikes=("readers' mailed questions with the newsroom expert's answers",),
    )


# --------------------------------------------------------------------------- de: press review, German regional daily 2010

PRESSE = """
Weserländische Volkszeitung | Hartmut Bleckwenn | Man muss kein Prophet sein, um zu ahnen, dass die Rechnung für die Koalition erst nach den Landtagswahlen kommt. Bis dahin wird verschoben, vertagt und vertröstet.
Allgemeiner Anzeiger Ostalb | Christiane Marek | Die Kommunen werden am Ende die Zeche zahlen. Wer die Gewerbesteuer antastet, ohne einen verlässlichen Ersatz zu bieten, gefährdet Schwimmbäder, Büchereien und Busverbindungen.
Rhein-Lahn-Post | Dr. Ulrich Sennefelder | Immerhin: Zum ersten Mal seit Jahren wird ernsthaft über eine Reform geredet. Das ist mehr, als man von der Vorgängerregierung behaupten konnte.
Nordkurier am Sonntag | Jens Oltmanns | Eine Kommission, die in einem Jahr Vorschläge machen soll, ist keine Politik, sondern ihr Ersatz.
"""


def de_presseschau() -> Case:
    items = "".join(
        f'<div class="ps-eintrag"><h4 class="ps-blatt">{esc(blatt)}</h4><blockquote><p>„{esc(zitat)}“</p></blockquote><p class="ps-autor">Kommentar von {esc(autor)}</p></div>'
        for blatt, autor, zitat in rows(PRESSE)
    )
    css = (
        "body{margin:0;font:13px/1.5 Verdana,sans-serif;background:#fff;color:#222}#kopf{border-bottom:1px solid #999;padding:10px 24px;overflow:hidden}"
        "#kopf .titel{font:bold 34px Georgia;color:#6b0f1a}#navi{background:#6b0f1a;padding:5px 24px}#navi a{color:#fff;margin-right:12px}"
        "#seite{width:970px;margin:0 auto;overflow:hidden}#inhalt{float:left;width:630px;padding:16px}#spalte{float:right;width:300px;padding:16px 0}"
        ".ps{background:#f5efe6;border-top:3px solid #6b0f1a;padding:8px 14px}.ps-blatt{margin:8px 0 0;font-size:13px}.ps blockquote{margin:4px 0 0 14px;font-style:italic}.ps-autor{font-size:11px;color:#666;margin:2px 0 0 14px}"
        ".box{border:1px solid #ddd;padding:8px;margin-bottom:12px}#fuss{clear:both;border-top:3px solid #6b0f1a;padding:14px 24px;font-size:11px}"
    )
    body = f"""<div id="kopf"><span class="titel">Mittelhessische Abendpost</span><span class="datum" style="float:right">Freitag, 5. November 2010</span></div>
<div id="navi"><a href="/">Startseite</a><a href="/politik/">Politik</a><a href="/wirtschaft/">Wirtschaft</a><a href="/region/">Region</a><a href="/sport/">Sport</a><a href="/kultur/">Kultur</a><a href="/service/">Service</a><a href="/leserreisen/">Leserreisen</a></div>
<div id="seite"><div id="inhalt">
<p class="ressort">Politik · Inland</p>
<h1>Gemeindefinanzen: Koalition vertagt Streit um Gewerbesteuer</h1>
<p class="autor">Von unserem Berliner Korrespondenten Tobias Wendeborn · 04.11.2010, 19:10 Uhr</p>
{share("19", "5", ' <a href="#">Drucken</a> <a href="#">Empfehlen</a>', "teilen")}
<p><strong>Berlin. Die Koalition hat die Entscheidung über die Zukunft der Gewerbesteuer um ein Jahr verschoben. Eine Kommission aus Bund, Ländern und Kommunen soll bis Herbst 2011 Vorschläge vorlegen.</strong></p>
<p>Die Spitzen der Regierungsfraktionen einigten sich am Donnerstag nach mehrstündigen Beratungen im Kanzleramt. Der Städtetag begrüßte, dass die Steuer vorerst unangetastet bleibe, warnte aber vor einer „Hängepartie“.</p>
<p>Die Opposition sprach von einem Armutszeugnis. Im kommenden Jahr stehen in mehreren Ländern Landtagswahlen an.</p>
<div class="ps"><h3>Presseschau: Das schreiben andere Zeitungen</h3>{items}</div>
<p class="hinweis">Zusammengestellt von der Nachrichtenredaktion.</p>
</div>
<div id="spalte">
<div class="box"><h3>Meistgelesen</h3>{counted("Koalition vertagt Streit um Gewerbesteuer | 2.411 ;; Schulbus-Unfall bei Lohrbach: zwölf Kinder leicht verletzt | 2.022 ;; Eintracht verliert im Pokal | 1.560 ;; Martinsmarkt: Die Öffnungszeiten | 702", "mal gelesen")}</div>
<div class="box"><h3>Leserreisen</h3><p>Adventsfahrt nach Dresden, 3 Tage ab 299 €</p></div>
<div class="box"><h3>Wetter</h3><p>Heute: Regen, 9°C · Samstag: wolkig, 11°C</p></div>
</div></div>
<div id="fuss">© Mittelhessische Abendpost 2010 · <a href="#">Impressum</a> · <a href="#">Kontakt</a> · <a href="#">Abo-Service</a> · <a href="#">Anzeigen</a></div>"""
    return make(
        "dq-plain-de-abendpost-presseschau",
        "lookalike",
        "de",
        doc(
            "Gemeindefinanzen: Koalition vertagt Streit um Gewerbesteuer",
            "Mittelhessische Abendpost",
            "de",
            css,
            body,
        ),
        [],
        path="/politik/2010/11/04/gemeindefinanzen-koalition-vertagt-streit.html",
        container="-",
        heading=None,
        description="A German regional daily of November 2010 on a tax dispute, with a 'Presseschau' under the text where comments would sit: 4 entries, each another paper's name, a quoted passage and 'Kommentar von NAME'; no comment area.",
        lookalikes=("a press review quoting other papers' commentators by name",),
    )


# --------------------------------------------------------------------------- pt: readers' photos, Brazilian portal 2013

FOTOS = """
Rodrigo Amaral | Jardim Esperança | 12/03/2013 às 07:41 | A rua Tietê virou rio. Ônibus não passa desde as 6h.
Cláudia Fernandes | Vila Nova | 12/03/2013 às 08:05 | Água entrou na garagem do prédio, os moradores tiraram os carros de madrugada.
Wellington S. Prado | Centro | 12/03/2013 às 08:22 | Córrego do Mato transbordou na altura da praça da Matriz.
Jéssica Lins | Parque das Águas | 12/03/2013 às 09:10 | Vizinhos ajudando uma senhora a tirar os móveis de casa. Ninguém da Defesa Civil apareceu até agora.
Antônio Carlos Mendes | Bairro Alto | 12/03/2013 às 09:37 | Barranco cedeu na subida da rua 7, a calçada foi junto.
"""


def pt_fotos() -> Case:
    fotos = "".join(
        f'<li class="fl-item"><img src="/_avatar/fl-{4400 + i}.svg" width="180" height="120" alt="" /><p class="fl-legenda">{esc(leg)}</p>'
        f'<p class="fl-envio">Enviada por <strong>{esc(who)}</strong> ({esc(bairro)}) em {esc(at)}</p></li>'
        for i, (who, bairro, at, leg) in enumerate(rows(FOTOS))
    )
    css = (
        "body{margin:0;font:14px Arial,Helvetica,sans-serif;background:#fff;color:#333}.topo{background:#f28c00;padding:10px 20px;color:#fff}"
        ".topo .logo{font:bold 30px Arial}.topo .logo em{font-style:normal;color:#222}.editorias{background:#333;padding:6px 20px}.editorias a{color:#fff;margin-right:12px;font-size:12px}"
        ".geral{width:980px;margin:0 auto;overflow:hidden}.materia{float:left;width:650px;padding:18px 0}.direita{float:right;width:300px;padding:18px 0}"
        ".fl ul{list-style:none;padding:0;overflow:hidden}.fl-item{float:left;width:200px;margin:0 10px 12px 0;font-size:12px}.fl-envio{color:#777;font-size:11px}"
        ".modulo{border-top:3px solid #f28c00;margin-bottom:16px}.rodape{clear:both;background:#333;color:#bbb;padding:16px 20px;font-size:11px}"
    )
    body = f"""<div class="topo"><span class="logo">Portal <em>Vale do Ribeirão</em></span> · Terça-feira, 12 de março de 2013</div>
<div class="editorias"><a href="/">Home</a><a href="/cidades/">Cidades</a><a href="/policia/">Polícia</a><a href="/politica/">Política</a><a href="/esportes/">Esportes</a><a href="/entretenimento/">Entretenimento</a><a href="/vc-reporter/">VC Repórter</a><a href="/classificados/">Classificados</a></div>
<div class="geral"><div class="materia">
<p class="chapeu">CHUVA</p>
<h1>Temporal alaga ruas e deixa 40 famílias desalojadas em Ribeirão Claro</h1>
<p class="linha-fina">Em seis horas choveu 112 mm, mais que a média de todo o mês de março; Defesa Civil monitora três áreas de risco</p>
<p class="credito">Da Redação · 12/03/2013 às 06h58 · Atualizado às 11h20</p>
{share("1.302", "88", ' <span class="gp"><a href="#">Google+</a> <b>7</b></span> <a href="#">Enviar</a>', "compartilhe")}
<p>A chuva que começou por volta das 23h de segunda-feira alagou ao menos 15 ruas de Ribeirão Claro e deixou 40 famílias desalojadas, segundo balanço da Defesa Civil divulgado às 10h desta terça.</p>
<p>O córrego do Mato transbordou em dois pontos do Centro. As famílias foram levadas para a Escola Estadual Padre Anselmo, que funciona como abrigo.</p>
<p>A prefeitura informou que equipes de limpeza começam a trabalhar assim que o nível da água baixar. Não há registro de feridos.</p>
<div class="fl"><h3>VC Repórter: fotos dos leitores</h3><p>Mande sua foto pelo WhatsApp (1x) 9xxxx-0000 ou pelo e-mail vcreporter@portalvaledoribeirao.example</p><ul>{fotos}</ul><p><a href="/vc-reporter/">Veja todas as 63 fotos enviadas</a></p></div>
<p class="tags">Tags: <a href="#">chuva</a>, <a href="#">Defesa Civil</a>, <a href="#">alagamento</a></p>
</div>
<div class="direita">
<div class="modulo"><h3>Mais lidas</h3>{counted("Temporal alaga ruas e deixa 40 famílias desalojadas | 12.804 ;; Homem é preso com carga roubada na rodovia | 6.133 ;; Ribeirão EC anuncia técnico para a Série A2 | 4.910 ;; Show de sertanejo muda de local | 2.477", "acessos")}</div>
<div class="modulo"><h3>Previsão do tempo</h3><p>Hoje: chuva forte, 27º/19º · Quarta: pancadas, 29º/19º</p></div>
<div class="modulo"><h3>Curta no Facebook</h3><p>Portal Vale do Ribeirão · 22.418 pessoas curtiram isso.</p></div>
</div></div>
<div class="rodape">Portal Vale do Ribeirão © 2013 · Todos os direitos reservados · <a href="#">Anuncie</a> · <a href="#">Fale conosco</a> · <a href="#">Expediente</a></div>"""
    return make(
        "dq-plain-pt-vale-fotos",
        "lookalike",
        "pt",
        doc(
            "Temporal alaga ruas e deixa 40 famílias desalojadas em Ribeirão Claro",
            "Portal Vale do Ribeirão",
            "pt",
            css,
            body,
        ),
        [],
        path="/cidades/2013/03/12/temporal-alaga-ruas-ribeirao-claro.html",
        container="-",
        heading=None,
        description="A Brazilian regional portal of March 2013 on a flood, with 'VC Repórter: fotos dos leitores' under the text: 5 readers' photos, each a caption and 'Enviada por NAME (bairro) em DATE'; no comment area.",
        lookalikes=("readers' photos with captions, names, districts and times sent",),
    )


# --------------------------------------------------------------------------- ru: chronology of a court case, 2012

HRONO = """
14 марта 2011 | Администрация района выставляет на аукцион участок сквера на улице Лермонтова под строительство торгового центра.
2 апреля 2011 | Жители собирают 1 860 подписей против застройки и передают их в районное собрание депутатов.
19 мая 2011 | Аукцион выигрывает ООО «Стройинвест-Восток». Договор аренды подписан на 10 лет.
11 августа 2011 | Инициативная группа жителей подаёт иск в районный суд об отмене итогов аукциона.
27 декабря 2011 | Районный суд (судья Е. В. Корнилова) отказывает в иске: нарушений при проведении торгов не установлено.
6 марта 2012 | Областной суд по апелляции жителей отменяет решение районного суда и направляет дело на новое рассмотрение.
24 июля 2012 | Районный суд (судья А. Н. Беляев) признаёт итоги аукциона недействительными. Решение может быть обжаловано.
"""


def ru_hronika() -> Case:
    items = "".join(
        f'<tr><td class="hr-data">{esc(d)}</td><td class="hr-sob">{esc(t)}</td></tr>' for d, t in rows(HRONO)
    )
    css = (
        "body{margin:0;font:13px Tahoma,Arial,sans-serif;background:#f5f5f5;color:#222}#hat{background:#fff;border-bottom:2px solid #8b1e1e;padding:10px 20px}"
        "#hat b{font:bold 30px Georgia;color:#8b1e1e}#rubriki{background:#8b1e1e;padding:5px 20px}#rubriki a{color:#fff;margin-right:12px}"
        "#wrap{width:980px;margin:12px auto;overflow:hidden}#news{float:left;width:650px;background:#fff;padding:18px}#side{float:right;width:300px}"
        ".hronika{width:100%;border-collapse:collapse;margin:10px 0}.hronika td{border-bottom:1px solid #ddd;padding:6px;vertical-align:top}.hr-data{width:130px;font-weight:bold;color:#8b1e1e}"
        "#side .bl{background:#fff;padding:10px;margin-bottom:12px}#niz{clear:both;background:#333;color:#aaa;padding:14px 20px;font-size:11px}"
    )
    body = f"""<div id="hat"><b>Губернские вести</b> · информационное агентство · <span>среда, 25 июля 2012</span></div>
<div id="rubriki"><a href="/">Главная</a><a href="/politika/">Политика</a><a href="/ekonomika/">Экономика</a><a href="/obshestvo/">Общество</a><a href="/proisshestviya/">Происшествия</a><a href="/sport/">Спорт</a><a href="/kultura/">Культура</a><a href="/foto/">Фото</a></div>
<div id="wrap"><div id="news">
<p class="rubrika">Общество</p>
<h1>Суд признал незаконной продажу сквера на улице Лермонтова</h1>
<p class="dt">24.07.2012 17:45 · Автор: Павел Сухоруков</p>
{share("41", "12", ' <span class="vk"><a href="#">ВКонтакте</a> <b>96</b></span> <a href="#">Версия для печати</a>', "soc")}
<p><b>Районный суд во второй раз рассмотрел иск жителей Северного микрорайона и признал итоги аукциона по продаже права аренды сквера недействительными.</b></p>
<p>Представитель инициативной группы Наталья Гришина назвала решение «победой всех, кто полтора года ходил по судам». В компании «Стройинвест-Восток» сообщили, что будут обжаловать решение в областном суде.</p>
<p>Решение вступит в силу через месяц, если его не обжалуют. До этого времени никакие работы в сквере вестись не могут, пояснили в пресс-службе суда.</p>
<h3>Хроника дела</h3>
<table class="hronika">{items}</table>
<p class="ist">Источник: материалы дела, пресс-служба районного суда.</p>
<p class="teg">Теги: <a href="#">суд</a>, <a href="#">застройка</a>, <a href="#">скверы</a></p>
<p class="net-komm">Комментирование этой новости закрыто.</p>
</div>
<div id="side">
<div class="bl"><h3>Самое популярное</h3>{counted("Суд признал незаконной продажу сквера | 3 915 ;; На трассе под Веретьево столкнулись три машины | 3 110 ;; Губернатор уволил двух заместителей | 2 764 ;; В городе отключат горячую воду на две недели | 2 402", "просмотров")}</div>
<div class="bl"><h3>Лента новостей</h3><ul><li>17:52 На вокзале задержан мужчина с поддельными билетами</li><li>17:30 Цены на бензин выросли на 40 копеек</li><li>16:58 Открылся летний кинотеатр в парке Победы</li></ul></div>
<div class="bl"><h3>Курсы ЦБ</h3><p>USD 32,34 · EUR 39,17</p></div>
</div></div>
<div id="niz">© 2005—2012 ИА «Губернские вести». Свидетельство о регистрации СМИ ИА № ФС 77-xxxxx. 18+ · <a href="#">О проекте</a> · <a href="#">Реклама</a></div>"""
    return make(
        "dq-plain-ru-gubvesti-hronika",
        "lookalike",
        "ru",
        doc("Суд признал незаконной продажу сквера на улице Лермонтова", "Губернские вести", "ru", css, body),
        [],
        path="/obshestvo/2012/07/24/sud-skver-lermontova.html",
        container="-",
        heading=None,
        description="A Russian regional news agency's site of July 2012 on a court ruling about a square, with 'Хроника дела' in the article: 7 dated rows of the case's events (an auction, signatures, the suit, three rulings naming the judges); commenting on this story closed; a news feed with times in the sidebar.",
        lookalikes=("a dated chronology of a court case in the article body, rulings naming judges",),
    )


# --------------------------------------------------------------------------- en: magistrates' court round-up, England 2011

COURT = """
Craig Anthony Pullen | 34 | Fenwick Road, Ashdown Vale | Drink-driving on the A-road at Millbrook on October 30, with 71mcg of alcohol in 100ml of breath. Banned from driving for 22 months and fined £420, with £85 costs and a £42 victim surcharge.
Leanne Marie Osgood | 27 | Church Walk, Hetherby | Stealing £36 worth of razor blades from a supermarket in Ashdown Vale on November 2. Conditional discharge for 12 months, £60 costs.
Mohammed Tariq Sadiq | 41 | Station Parade, Ashdown Vale | Failing to provide information about the driver of a car caught speeding in Kelsey Lane. Six points on his licence and a £250 fine.
Darren Keith Whitlow | 19 | Orchard Close, Millbrook | Criminal damage to a bus shelter in Millbrook High Street on October 22. Ordered to pay £180 compensation and to do 60 hours of unpaid work.
Pauline Agnes Fairbrother | 58 | Lower Green, Hetherby | Keeping a dog that was dangerously out of control in Hetherby Park on September 9. The dog must be kept on a lead and muzzled in public; £300 costs.
"""


def en_court() -> Case:
    cases = "".join(
        f'<p class="crt"><strong>{esc(name)}</strong>, {esc(age)}, of {esc(addr)}: {esc(txt)}</p>'
        for name, age, addr, txt in rows(COURT)
    )
    css = (
        "body{margin:0;background:#e6e6e6;font:13px Arial,Helvetica,sans-serif;color:#222}#container{width:970px;margin:0 auto;background:#fff}"
        "#header{padding:14px 18px;border-bottom:4px solid #00335b}#header .logo{font:bold 36px 'Times New Roman';color:#00335b}"
        "#primarynav{background:#00335b;padding:6px 18px}#primarynav a{color:#fff;margin-right:12px;font-weight:bold}#secondary{background:#d9e3ec;padding:4px 18px;font-size:11px}"
        "#main{float:left;width:630px;padding:18px}#rhs{float:right;width:280px;padding:18px}.crt{margin:0 0 10px}.widget{border:1px solid #ccc;margin-bottom:12px;padding:8px}"
        ".widget h4{margin:0 0 6px;color:#00335b}#footer{clear:both;background:#00335b;color:#cdd;padding:14px 18px;font-size:11px}"
    )
    body = f"""<div id="container">
<div id="header"><span class="logo">Ashdown Vale Gazette</span> <span class="strap">Your weekly paper for Ashdown Vale, Millbrook and Hetherby</span></div>
<div id="primarynav"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/whats-on/">What's On</a><a href="/business/">Business</a><a href="/jobs/">Jobs</a><a href="/property/">Property</a><a href="/motors/">Motors</a><a href="/announcements/">Announcements</a></div>
<div id="secondary"><a href="/news/local/">Local</a> | <a href="/news/crime/">Crime</a> | <a href="/news/courts/">Courts</a> | <a href="/news/schools/">Schools</a> | <a href="/news/nostalgia/">Nostalgia</a></div>
<div id="main">
<p class="section">News › Courts</p>
<h1>Court round-up: drink-driver banned for 22 months</h1>
<p class="byline">By court reporter Gillian Tranter<br />Thursday, November 17, 2011</p>
{share("9", "3", ' <a href="#">Email</a> <a href="#">Print</a> <a href="#">Digg</a>', "sharebar")}
<p>The following cases were dealt with by magistrates sitting at Ashdown Vale Magistrates' Court on Monday, November 14, 2011:</p>
{cases}
<p class="legal"><em>Editor's note: names, ages and addresses are those given in court. If you believe a report contains an error, contact the newsdesk.</em></p>
<p class="comments-off">Comments have been disabled on this article for legal reasons.</p>
<div class="more"><h3>More from Courts</h3><ul><li><a href="#">Man jailed for burglary spree in Hetherby (10 Nov 2011)</a></li><li><a href="#">Court round-up: speeding teacher fined (10 Nov 2011)</a></li></ul></div>
</div>
<div id="rhs">
<div class="widget"><h4>Most read</h4>{counted("Court round-up: drink-driver banned | 1,988 ;; Millbrook bypass: work to start in spring | 1,541 ;; Hetherby FC reach county cup semi | 902 ;; Nostalgia: the Odeon's last picture show, 1979 | 677", "reads")}</div>
<div class="widget"><h4>Family notices</h4><p>Births 4 · Marriages 1 · Deaths 12 · <a href="#">Place a notice</a></p></div>
<div class="widget"><h4>Weather</h4><p>Ashdown Vale: 9°C, drizzle</p></div>
<div class="widget"><h4>Jobs</h4><p>Care assistant, Millbrook · Driver, Hetherby · <a href="#">112 more</a></p></div>
</div>
<div id="footer">© 2011 Vale Newspapers Ltd. Registered in England. <a href="#">Contact us</a> | <a href="#">Advertise</a> | <a href="#">Terms</a> | <a href="#">Privacy</a> | PCC member</div>
</div>"""
    return make(
        "dq-plain-en-gazette-court",
        "lookalike",
        "en",
        doc("Court round-up: drink-driver banned for 22 months", "Ashdown Vale Gazette", "en", css, body),
        [],
        path="/news/courts/court-round-up-drink-driver-banned-for-22-months-1-4417023",
        container="-",
        heading=None,
        description="An English weekly's court round-up of November 2011: the article's body is 5 defendants' paragraphs (name in bold, age, address, offence and sentence, the hearing dated above); comments disabled for legal reasons.",
        lookalikes=("a magistrates' court round-up: named defendants, offences and sentences",),
    )


def plain_dq() -> list[Case]:
    return [en_live(), es_consultorio(), de_presseschau(), pt_fotos(), ru_hronika(), en_court()]
