"""Blind set DQ: four small discussions without a heading above them (or only a form's label), on a Spanish
comarca's news site of 2010, a German district paper of 2014, a Portuguese regional weekly of 2011 and a Russian city
portal of 2013, each in its own server-printed template. Every class name, name, place and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dq_common import Case, counted, doc, esc, kids, make, paras, share, talk

# --------------------------------------------------------------------------- es: a comarca's news site, 2010


def es_puente() -> Case:
    cs = talk("""
Maripaz @ 12/06/2010 a las 13:05 :: Por fin!! dos años dando la vuelta por la carretera de la presa para ir al medico. Gracias a los que han empujado para que esto saliera.
un vecino de abajo @ 12/06/2010 a las 16:40 :: Muy bonito todo pero el puente sigue sin aceras y los camiones de la cantera van a seguir pasando por ahi. Alguien ha preguntado al ayuntamiento si van a poner limite de peso? // Lo digo porque mi casa esta a diez metros y ya temblaba antes de las obras.
Ramón G. @ 12/06/2010 a las 18:02 :: Segun el bando que han colgado en la puerta del ayuntamiento el limite es de 12 toneladas y la cantera tiene que ir por la variante. Otra cosa es que lo cumplan, claro.
Leonor Bastida @ 13/06/2010 a las 10:15 :: Mi abuelo contaba que por ese puente pasaban las ovejas de la trashumancia camino de la sierra. Que bien que lo hayan dejado con la piedra original y no con cemento como el de Villacorza.
""")
    ops = "".join(
        f'<div class="op" id="op{2207 + i}"><div class="op-txt">{paras(c.body)}</div>'
        f'<p class="op-firma">Escrito por <b>{esc(c.who)}</b> el {esc(c.at)}</p></div>'
        for i, c in enumerate(cs)
    )
    css = (
        "body{background:#d8cfb8;font:12px Verdana,Arial,sans-serif;margin:0}#todo{width:980px;margin:0 auto;background:#fff}"
        "#cab{background:#7a2e12;color:#fff;padding:10px 14px}#cab h1{margin:0;font:bold 30px Georgia}#cab a{color:#fff;text-decoration:none}"
        "#fecha{float:right;font-size:11px}td{vertical-align:top}#izq{width:170px;background:#f1ead8}#izq ul{list-style:none;padding:6px;margin:0}"
        "#izq li{border-bottom:1px dotted #b9a;padding:4px 0}#centro{padding:12px 16px}#der{width:220px;background:#f7f4ec;padding:8px}"
        ".antetitulo{color:#7a2e12;font-weight:bold;text-transform:uppercase;font-size:11px}.entradilla{font-size:14px;font-weight:bold;color:#444}"
        ".op{border-bottom:1px solid #e2d9c2;padding:6px 0}.op-firma{font-size:10px;color:#877}#pie{background:#7a2e12;color:#f1ead8;padding:10px;font-size:10px}"
    )
    body = f"""<div id="todo">
<div id="cab"><span id="fecha">Sábado, 12 de junio de 2010 · Actualizado a las 20:14</span><h1><a href="/">El Faro de Valdecorza</a></h1><span>Diario digital de la comarca · Villacorza, Torralbilla, Sotoalto y Peñaruya</span></div>
<table width="100%" cellspacing="0" cellpadding="0"><tr>
<td id="izq"><ul><li><a href="/">Portada</a></li><li><a href="/comarca/">Comarca</a></li><li><a href="/villacorza/">Villacorza</a></li><li><a href="/torralbilla/">Torralbilla</a></li><li><a href="/deportes/">Deportes</a></li><li><a href="/cultura/">Cultura y fiestas</a></li><li><a href="/agenda/">Agenda</a></li><li><a href="/necrologicas/">Necrológicas</a></li><li><a href="/anuncios/">Anuncios</a></li><li><a href="/hemeroteca/">Hemeroteca</a></li></ul>
<div class="tiempo"><b>El tiempo</b><br />Villacorza: 27º / 13º<br />Sotoalto: 24º / 10º</div>
<div class="farmacia"><b>Farmacia de guardia</b><br />Ldo. Ortega Sáez<br />C/ Mayor, 14 - Torralbilla</div></td>
<td id="centro">
<p class="miga"><a href="/">Portada</a> &gt; <a href="/torralbilla/">Torralbilla</a></p>
<p class="antetitulo">Infraestructuras</p>
<h2 class="titular">Reabre el puente viejo de Torralbilla tras dos años de obras</h2>
<p class="entradilla">La Diputación ha invertido 412.000 euros en consolidar los cuatro arcos y el tráfico pesado deberá seguir usando la variante</p>
<p class="autor">Redacción / T. Lafuente · 12/06/2010 - 11:48</p>
{share("38", "6", ' <a href="#">Enviar</a> <a href="#">Imprimir</a> <a href="#">Menéame</a>', "compartir")}
<div class="foto"><img src="/_avatar/puente.svg" width="460" height="290" alt="" /><p class="pie-foto">El alcalde y el diputado provincial cruzan el puente tras cortar la cinta. Foto: T.L.</p></div>
<div class="cuerpo">
<p>Torralbilla recuperó ayer por la mañana el paso por su puente viejo, cerrado desde mayo de 2008 cuando una riada descalzó la pila central. Los vecinos que cruzaban a diario hacia la carretera de Villacorza han tenido que rodear durante dos años por la presa, un rodeo de once kilómetros.</p>
<p>Las obras, financiadas por la Diputación, han consistido en recalzar la pila, sustituir el relleno de los arcos y rehacer el pretil con piedra de la misma cantera que el original. El firme es ahora de adoquín.</p>
<p>El alcalde, Fermín Ugarte, agradeció la paciencia de los vecinos y recordó que el puente tendrá una limitación de peso: "Los camiones tienen que seguir por la variante, el puente es para los coches, los tractores y la gente".</p>
<p>La inauguración terminó con una comida popular en la plaza a la que, según la organización, asistieron unas 300 personas.</p>
</div>
<p class="etiquetas">Etiquetas: <a href="/tag/torralbilla">Torralbilla</a>, <a href="/tag/diputacion">Diputación</a>, <a href="/tag/obras">obras</a></p>
<div class="opiniones">{ops}</div>
<form class="form-op" action="/opinar.php" method="post"><label for="op-texto">Deja tu opinión:</label><br /><textarea id="op-texto" name="texto" rows="5" cols="60"></textarea><br />
<label>Nombre: <input type="text" name="nombre" /></label> <label>E-mail (no se publicará): <input type="text" name="email" /></label><br />
<input type="submit" value="Enviar" /> <small>Las opiniones son de sus autores. El Faro de Valdecorza se reserva el derecho de eliminar los mensajes ofensivos.</small></form>
<div class="mas"><h3>Más noticias de Torralbilla</h3><ul><li><a href="#">La piscina municipal abrirá el 26 de junio</a></li><li><a href="#">Los quintos del 60 celebran su medio siglo</a></li><li><a href="#">Corte de agua el martes en el barrio de la Fuente</a></li></ul></div>
</td>
<td id="der"><div class="banner">Publicidad<br /><img src="/_avatar/banner-ferreteria.svg" width="200" height="200" alt="Ferretería Ugena" /></div>
<div class="lomas"><h3>Lo más leído</h3>{counted("Reabre el puente viejo de Torralbilla | 1.204 ;; Detenido un vecino de Sotoalto por robar cobre | 988 ;; El CD Valdecorza asciende a Preferente | 761 ;; Programación de las fiestas de San Juan | 530", "lecturas")}</div>
<div class="encuesta"><h3>Encuesta</h3><p>¿Debe prohibirse el paso de camiones por el casco urbano?</p><p>Sí: 71% · No: 22% · NS/NC: 7%<br /><small>214 votos</small></p></div></td>
</tr></table>
<div id="pie">El Faro de Valdecorza · Plaza de España 3, Villacorza · Tel. 9xx 41 22 07 · redaccion@elfarodevaldecorza.example · <a href="#">Aviso legal</a> · <a href="#">Publicidad</a></div>
</div>"""
    return make(
        "dq-es-faro-puente",
        "discussion",
        "es",
        doc(
            "Reabre el puente viejo de Torralbilla tras dos años de obras",
            "El Faro de Valdecorza",
            "es",
            css,
            body,
        ),
        cs,
        path="/torralbilla/2010/06/12/reabre-el-puente-viejo-de-torralbilla.html",
        container="div.opiniones: div.op (div.op-txt, then p.op-firma 'Escrito por NAME el DATE a las TIME'), no heading; the form 'Deja tu opinión:' after",
        heading=None,
        description="A Spanish comarca's news site of June 2010 in a layout table (left menu, weather, pharmacy on duty, most read with counts, a poll): 4 readers' opinions, flat, each signed after its text, right after the tags with no heading; the form's label 'Deja tu opinión:' below them.",
    )


# --------------------------------------------------------------------------- de: a district paper, 2014


def de_windpark() -> Case:
    cs = talk("""
waldschrat64 @ 02.09.2014 um 19:48 :: Sieben Windräder mit 200 m Höhe direkt über dem Ort und keiner hat die Bürger gefragt. Die Bürgerversammlung im März war doch nur zum Schein. // Wer sich mal die Pläne im Rathaus anschaut sieht, dass das nächste Rad keine 900 Meter von den ersten Häusern in Oberbach steht.
>H. Kessler @ 02.09.2014 um 20:31 :: Das stimmt so nicht. Der Abstand zum Ortsrand Oberbach sind laut Gutachten 1.150 m, steht auf Seite 14. Man kann gegen den Windpark sein, aber bitte mit den richtigen Zahlen.
>>waldschrat64 @ 02.09.2014 um 21:05 :: Seite 14 bezieht sich auf die alte Planung mit 5 Anlagen. Mit der Erweiterung sind es weniger, schauen Sie mal in den Nachtrag vom Juni.
Bettina Ruhland @ 03.09.2014 um 07:12 :: Ich finde es richtig. Irgendwo muss der Strom ja herkommen, und die Pacht geht immerhin an die Gemeinde und nicht an irgendeinen Konzern in Hamburg.
Gerd @ 03.09.2014 um 09:40 :: Wann ist denn die nächste Sitzung wo das nochmal Thema ist? Steht das irgendwo?
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<ul class="beitraege antwort">' + "".join(item(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="beitrag" id="b{58110 + i}"><div class="kopf"><span class="nutzer">{esc(c.who)}</span> schrieb am {esc(c.at)}</div>'
            f'<div class="inhalt">{paras(c.body)}</div><div class="fuss"><a href="#antworten">Antworten</a> · <a href="#" rel="nofollow">Melden</a></div>{sub}</li>'
        )

    thread = '<ul class="beitraege">' + "".join(item(i) for i in k[None]) + "</ul>"
    css = (
        "body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222;background:#f3f3f3}.rahmen{width:1000px;margin:0 auto;background:#fff}"
        ".kopfleiste{background:#003f7d;color:#fff;padding:14px 20px}.kopfleiste .logo{font:bold 32px 'Times New Roman'}.ressorts{background:#e4ebf3;padding:6px 20px}"
        ".ressorts a{margin-right:14px;color:#003f7d;font-weight:bold}.spalten{overflow:hidden}.haupt{float:left;width:640px;padding:20px}.rand{float:right;width:280px;padding:20px 20px 20px 0}"
        ".dachzeile{color:#c00;font-weight:bold}.vorspann{font-weight:bold}.beitraege{list-style:none;padding:0}.beitraege .antwort{margin-left:30px}"
        ".beitrag{border-top:1px solid #dde;padding:8px 0}.kopf{font-size:12px;color:#666}.nutzer{font-weight:bold;color:#003f7d}.fuss{font-size:11px}"
        ".kasten{border:1px solid #ccd;margin-bottom:14px;padding:8px}.kasten h3{margin:0 0 6px;font-size:13px;text-transform:uppercase;color:#003f7d}"
        ".fusszeile{clear:both;background:#222;color:#aaa;padding:16px 20px;font-size:11px}"
    )
    body = f"""<div class="rahmen">
<div class="kopfleiste"><div class="logo">Kreisanzeiger für das Hollerbacher Land</div><div class="datum">Mittwoch, 3. September 2014</div></div>
<div class="ressorts"><a href="/">Startseite</a><a href="/lokales/">Lokales</a><a href="/hollerbach/">Hollerbach</a><a href="/oberbach/">Oberbach</a><a href="/sport/">Sport</a><a href="/kultur/">Kultur</a><a href="/vereine/">Vereine</a><a href="/anzeigen/">Anzeigen</a><a href="/epaper/">E-Paper</a></div>
<div class="spalten"><div class="haupt">
<p class="pfad">Sie sind hier: <a href="/">Startseite</a> › <a href="/lokales/">Lokales</a> › <a href="/oberbach/">Oberbach</a></p>
<p class="dachzeile">Energiewende</p>
<h1>Gemeinderat stimmt für Windpark am Eichelberg</h1>
<p class="meta">Von Sabine Trautwein · 02.09.2014, 17:35 Uhr</p>
{share("112", "14", ' <span class="gplus"><a href="#">+1</a> <b>3</b></span> <a href="#">Drucken</a> <a href="#">Versenden</a>', "teilen")}
<p class="vorspann">Mit elf zu sieben Stimmen hat der Gemeinderat Hollerbach am Dienstagabend den Bebauungsplan für sieben Windkraftanlagen am Eichelberg gebilligt. Vor dem Sitzungssaal protestierten rund 60 Bürger.</p>
<div class="text">
<p>Die Anlagen sollen eine Nabenhöhe von 140 Metern haben und ab 2016 Strom für rund 12.000 Haushalte liefern. Betreiben wird sie eine Gesellschaft, an der die Gemeinde und die Bürgerenergie Hollerbacher Land beteiligt sind.</p>
<p>Bürgermeister Klaus Wendling (CDU) sprach von einer „schweren, aber richtigen Entscheidung“. Die Pachteinnahmen von geschätzt 180.000 Euro im Jahr kämen dem Haushalt zugute. Die Bürgerinitiative „Gegenwind Eichelberg“ kündigte an, die Genehmigung prüfen zu lassen.</p>
<p>Strittig bleibt der Abstand zu Oberbach. Die Initiative verweist auf die im Juni nachgereichte Erweiterung der Planung, die Verwaltung auf das Lärmgutachten. Der Landkreis muss die Anlagen noch genehmigen.</p>
</div>
<p class="schlagworte">Schlagworte: <a href="#">Windkraft</a> <a href="#">Gemeinderat Hollerbach</a> <a href="#">Eichelberg</a></p>
<form class="schreiben" id="antworten" action="/beitrag/speichern" method="post"><label for="bt">Ihr Beitrag:</label><br /><textarea id="bt" name="text" rows="4" cols="70"></textarea><br /><input type="submit" value="Absenden" /> <small>Nur für registrierte Nutzer. <a href="/login">Anmelden</a> | <a href="/registrieren">Registrieren</a></small></form>
{thread}
<div class="mehr"><h3>Mehr aus Oberbach</h3><ul><li><a href="#">Kirmes: Festzelt bleibt in diesem Jahr am Sportplatz</a></li><li><a href="#">Neue Tagesmutter im Ortsteil Hainrode</a></li><li><a href="#">Feuerwehr übt an der alten Mühle</a></li></ul></div>
</div>
<div class="rand">
<div class="kasten"><h3>Meistgelesen</h3>{counted("Gemeinderat stimmt für Windpark | 3.412 ;; Unfall auf der K 37: zwei Verletzte | 2.108 ;; TSV Hollerbach gewinnt Derby 3:1 | 1.377 ;; Bäckerei Ruppel schließt nach 90 Jahren | 1.201", "Aufrufe")}</div>
<div class="kasten"><h3>Wetter</h3><p>Hollerbach: heiter, 22°C<br />Donnerstag: Schauer, 18°C</p></div>
<div class="kasten"><h3>Termine</h3><ul><li>04.09. Blutspende, Bürgerhaus</li><li>06.09. Flohmarkt am Marktplatz</li><li>07.09. Tag des offenen Denkmals</li></ul></div>
<div class="kasten"><h3>Anzeige</h3><img src="/_avatar/anz-autohaus.svg" width="260" height="200" alt="Autohaus Becker" /></div>
</div></div>
<div class="fusszeile">© 2014 Kreisanzeiger Verlag GmbH · <a href="#">Impressum</a> · <a href="#">Datenschutz</a> · <a href="#">Mediadaten</a> · <a href="#">Abo</a></div>
</div>"""
    return make(
        "dq-de-kreisanzeiger-windpark",
        "discussion",
        "de",
        doc("Gemeinderat stimmt für Windpark am Eichelberg", "Kreisanzeiger", "de", css, body),
        cs,
        path="/oberbach/2014/09/02/gemeinderat-stimmt-fuer-windpark-am-eichelberg.html",
        container="ul.beitraege > li.beitrag (div.kopf 'NAME schrieb am DATE um TIME', div.inhalt) with answers in a nested ul.beitraege.antwort; no heading, only the form's label 'Ihr Beitrag:' above",
        heading=None,
        description="A German district paper of September 2014 on a wind farm vote: 5 readers' posts, two of them answers (two deep) nested in the post they answer, right under the form labelled 'Ihr Beitrag:' with no heading; most read with counts, weather, dates, an advert.",
    )


# --------------------------------------------------------------------------- pt: a regional weekly, 2011


def pt_estrada() -> Case:
    cs = talk("""
Armando Teixeira @ 20-05-2011 23:10 :: Adiar outra vez? Já ouvimos isto em 2008 e em 2009. Quem anda ali de noite com nevoeiro sabe bem o perigo que aquilo é. Vergonha.
Luísa M. @ 21-05-2011 09:02 :: O problema é que não há dinheiro, toda a gente sabe. Mas ao menos tapassem os buracos maiores antes do inverno, isso não custa assim tanto.
emigrante em França @ 21-05-2011 14:36 :: Venho em agosto como todos os anos e já sei que vou deixar o carro na vila e subir a pé até à aldeia da minha mãe. Os presidentes mudam e a estrada fica igual. // Força a quem lá vive o ano todo.
""")
    towns = ["Soutelinho", "Vila Serrada", ""]
    items = "".join(
        f'<div class="leitor"><p class="txt">{esc(c.body).replace(chr(10) * 2, "<br /><br />")}</p>'
        f'<p class="assin">&mdash; <b>{esc(c.who)}</b>{", " + esc(towns[i]) if towns[i] else ""} | {esc(c.at)}</p></div>'
        for i, c in enumerate(cs)
    )
    css = (
        "body{margin:0;background:#fff;font:13px Tahoma,Arial,sans-serif;color:#333}#topo{border-bottom:4px solid #1d5e2f;padding:12px 24px}"
        "#topo .nome{font:bold 34px Georgia;color:#1d5e2f}#menu{background:#1d5e2f;padding:5px 24px}#menu a{color:#fff;margin-right:12px;font-weight:bold}"
        "#conteudo{width:960px;margin:0 auto;overflow:hidden}#artigo{float:left;width:620px;padding:16px}#lateral{float:right;width:290px;padding:16px 0}"
        ".leitor{background:#f4f7f2;margin:8px 0;padding:8px 10px}.assin{font-size:11px;color:#666;margin:4px 0 0}.bloco{border-top:3px solid #1d5e2f;margin-bottom:16px}"
        "#rodape{clear:both;background:#eee;padding:14px 24px;font-size:11px}"
    )
    body = f"""<div id="topo"><span class="nome">O Correio de Vila Serrada</span><br /><span>Semanário regional · Fundado em 1932 · Edição n.º 4117</span></div>
<div id="menu"><a href="/">Início</a><a href="/regiao/">Região</a><a href="/concelho/">Concelho</a><a href="/freguesias/">Freguesias</a><a href="/desporto/">Desporto</a><a href="/opiniao/">Opinião</a><a href="/necrologia/">Necrologia</a><a href="/classificados/">Classificados</a><a href="/assinaturas/">Assinaturas</a></div>
<div id="conteudo"><div id="artigo">
<p class="seccao">Concelho</p>
<h1>Câmara adia obras na estrada de Soutelinho para 2012</h1>
<p class="data">Publicado em 20-05-2011 · Por Joaquim Vilarinho</p>
{share("57", "2", ' <a href="#">Imprimir</a> <a href="#">Enviar a um amigo</a>', "partilhar")}
<p class="lead"><strong>A repavimentação dos seis quilómetros entre a vila e Soutelinho voltou a ficar fora do plano de atividades. O presidente da Câmara fala em falta de verbas comunitárias.</strong></p>
<p>A obra, orçada em cerca de 850 mil euros, estava prevista para este verão. Na reunião de câmara de quarta-feira, o executivo aprovou uma revisão do orçamento que a adia para o próximo ano, alegando que a candidatura ao QREN ainda não teve resposta.</p>
<p>O vereador da oposição, Manuel Sarmento, votou contra e lembrou que a estrada "é a única ligação de três aldeias à sede do concelho". Os serviços municipais vão fazer, até outubro, uma intervenção nos troços mais degradados.</p>
<p>O presidente da Junta de Soutelinho, Adelino Costa, disse ao Correio que vai pedir uma reunião com a Câmara "antes que chegue o inverno".</p>
<p class="tags">Palavras-chave: <a href="#">estradas</a>, <a href="#">Soutelinho</a>, <a href="#">Câmara Municipal</a></p>
{items}
<form class="comentar" method="post" action="/comentar.php"><label for="ctxt">Escreva aqui o seu comentário:</label><br /><textarea id="ctxt" name="ctxt" rows="5" cols="64"></textarea><br />Nome: <input name="nome" /> Localidade: <input name="local" /> <input type="submit" value="Publicar" /></form>
<div class="relacionadas"><b>Notícias relacionadas:</b><ul><li><a href="#">Estrada de Soutelinho: população junta 800 assinaturas (12-11-2010)</a></li><li><a href="#">Orçamento municipal aprovado com votos contra da oposição (18-12-2010)</a></li></ul></div>
</div>
<div id="lateral">
<div class="bloco"><h3>Mais lidas</h3>{counted("Câmara adia obras na estrada de Soutelinho | 642 ;; GD Vila Serrada garante manutenção | 511 ;; Feira do fumeiro bate recorde de visitantes | 388 ;; Incêndio destrói armazém agrícola em Cortegaça | 301", "leituras")}</div>
<div class="bloco"><h3>Necrologia</h3><p>Maria da Conceição Pires, 84 anos, Soutelinho<br />António Alves Fontes, 77 anos, Vila Serrada</p></div>
<div class="bloco"><h3>Farmácia de serviço</h3><p>Farmácia Central · Rua Direita, 22</p></div>
<div class="bloco"><h3>Tempo</h3><p>Sexta: 19º / 8º, aguaceiros</p></div>
</div></div>
<div id="rodape">O Correio de Vila Serrada · Propriedade da Cooperativa Editorial Serrana · Registo ERC n.º 1xx xxx · Todos os direitos reservados © 2011</div>"""
    return make(
        "dq-pt-correio-estrada",
        "discussion",
        "pt",
        doc(
            "Câmara adia obras na estrada de Soutelinho para 2012",
            "O Correio de Vila Serrada",
            "pt",
            css,
            body,
        ),
        cs,
        path="/concelho/2011-05-20/camara-adia-obras-estrada-soutelinho.html",
        container="div.leitor (p.txt, then p.assin '— NAME, TOWN | DATE') after the keywords, no heading, no wrapper; the form 'Escreva aqui o seu comentário:' after",
        heading=None,
        description="A Portuguese regional weekly of May 2011 on a postponed road repair: 3 readers' comments, flat, each signed after its text with name, village and date, as loose boxes between the keywords and the form (whose label is the only word above or below them); most read with counts, obituaries, pharmacy, weather.",
    )


# --------------------------------------------------------------------------- ru: a city portal, 2013


def ru_kuhnya() -> Case:
    cs = talk("""
Оксана_К @ 14.11.2013, 12:40 :: Ужас. Мы с младшим туда ходим каждый день, теперь куда? На Советскую через весь город с коляской?
>Ирина Павловна @ 14.11.2013, 13:05 :: Оксана, в статье же написано, что пункт выдачи откроют в поликлинике №3. Это ближе чем Советская.
>>Оксана_К @ 14.11.2013, 13:31 :: Спасибо, не дочитала) Но там вечно очередь и открыто только до 11.
гость @ 14.11.2013, 15:02 :: опять экономят на детях а на плитку деньги есть каждый год
Дмитрий Сергеевич @ 14.11.2013, 19:48 :: Молочную кухню открывали ещё в 1978 году, моя мать там проработала двадцать лет. Здание старое, ремонт действительно нужен. // Но закрыть проще, чем отремонтировать, у нас всегда так.
Lena_Z @ 15.11.2013, 08:17 :: А продукты по рецептам для малоимущих тоже перенесут в поликлинику? Кто-нибудь знает?
""")
    k = kids(cs)

    def msg(i: int) -> str:
        c = cs[i]
        sub = "".join(msg(j) for j in k.get(i, []))
        sub = f'<div class="vetka">{sub}</div>' if sub else ""
        return (
            f'<div class="soob" id="m{903317 + i}"><div class="soob-head"><span class="nik">{esc(c.who)}</span> '
            f'<span class="dt">{esc(c.at)}</span> <a class="otv" href="#m{903317 + i}">ответить</a></div>'
            f'<div class="soob-txt">{paras(c.body)}</div>{sub}</div>'
        )

    tree = '<div class="obsuzhdenie">' + "".join(msg(i) for i in k[None]) + "</div>"
    css = (
        "body{margin:0;font:13px Arial,sans-serif;background:#e7ecef;color:#222}.shapka{background:#0b4f6c;color:#fff;padding:10px 18px}"
        ".shapka .logo{font:bold 28px Arial}.shapka .logo span{color:#ffb400}.menu{background:#083a50;padding:6px 18px}.menu a{color:#dfe;margin-right:14px}"
        ".karkas{width:1000px;margin:10px auto;overflow:hidden}.osn{float:left;width:660px;background:#fff;padding:18px}.prav{float:right;width:300px}"
        ".prav .blok{background:#fff;padding:10px;margin-bottom:10px}.soob{border-left:2px solid #cde;padding:4px 0 4px 10px;margin:8px 0}.vetka{margin-left:24px}"
        ".nik{font-weight:bold;color:#0b4f6c}.dt{color:#888;font-size:11px}.otv{font-size:11px}.podval{background:#083a50;color:#9ab;padding:14px 18px;font-size:11px}"
    )
    body = f"""<div class="shapka"><span class="logo">Заречье<span>.инфо</span></span> — городской портал · <span class="data">пятница, 15 ноября 2013</span> · <span class="pogoda">−3°</span> · <span class="kurs">USD 32,90 EUR 44,31</span></div>
<div class="menu"><a href="/">Главная</a><a href="/news/">Новости</a><a href="/gorod/">Город</a><a href="/zhkh/">ЖКХ</a><a href="/transport/">Транспорт</a><a href="/afisha/">Афиша</a><a href="/forum/">Форум</a><a href="/ob/">Объявления</a><a href="/rabota/">Работа</a></div>
<div class="karkas"><div class="osn">
<p class="rubr"><a href="/news/">Новости</a> / <a href="/news/social/">Социалка</a></p>
<h1>В Заречном районе закрывают молочную кухню</h1>
<p class="meta">14.11.2013, 11:20 · Текст: Анна Воробьёва · Просмотров: 2 741</p>
{share("23", "4", ' <span class="vk"><a href="#">ВКонтакте</a> <b>61</b></span> <span class="ok"><a href="#">Одноклассники</a> <b>9</b></span>', "podelitsya")}
<p><b>Молочная кухня на улице Заводской, 7 прекратит работу с 1 декабря. Городское управление здравоохранения объясняет решение аварийным состоянием здания.</b></p>
<p>По словам начальника управления Виктора Голубева, обследование показало, что перекрытия здания требуют капитального ремонта, на который в бюджете 2014 года денег нет. Выдачу детского питания перенесут в детское отделение поликлиники №3 на улице Гагарина.</p>
<p>Сейчас молочной кухней Заречного района пользуются около 400 семей. Часы работы пункта в поликлинике пока не утверждены.</p>
<p>В управлении пообещали вернуться к вопросу о ремонте здания после принятия бюджета на 2015 год.</p>
<p class="tegi">Теги: <a href="#">здравоохранение</a>, <a href="#">Заречный район</a>, <a href="#">дети</a></p>
{tree}
<form class="otvet-forma" method="post" action="/news/comment/add/"><label for="txt">Ваше сообщение:</label><br /><textarea id="txt" name="txt" rows="4" cols="70"></textarea><br />Имя: <input name="name" /> <input type="submit" value="Отправить" /></form>
<div class="po-teme"><h3>По теме</h3><ul><li><a href="#">Поликлинику №3 отремонтируют к весне (02.10.2013)</a></li><li><a href="#">В городе не хватает мест в детских садах (28.08.2013)</a></li></ul></div>
</div>
<div class="prav">
<div class="blok"><h3>Самое читаемое</h3>{counted("В Заречном районе закрывают молочную кухню | 2 741 ;; На мосту через Вилюйку ограничат движение | 2 208 ;; Управляющую компанию «Уют» оштрафовали | 1 913 ;; Хоккей: «Металлург-З» проиграл дома | 1 104", "просм.")}</div>
<div class="blok"><h3>Опрос</h3><p>Как вы добираетесь на работу?</p><p>Автобус — 44%<br />Своя машина — 31%<br />Пешком — 19%<br />Другое — 6%<br /><small>Проголосовали: 812</small></p></div>
<div class="blok"><h3>Объявления</h3><ul><li>Продам коляску зима-лето, 3500 р.</li><li>Сдам 1-к. квартиру, Заречный, 9000 р.</li></ul></div>
</div></div>
<div class="podval">© 2009—2013 Заречье.инфо. При использовании материалов ссылка обязательна. 16+ · <a href="#">Реклама</a> · <a href="#">Контакты</a></div>"""
    return make(
        "dq-ru-zarechye-kuhnya",
        "discussion",
        "ru",
        doc("В Заречном районе закрывают молочную кухню", "Заречье.инфо", "ru", css, body),
        cs,
        path="/news/social/2013/11/14/molochnaya-kuhnya.html",
        container="div.obsuzhdenie > div.soob (div.soob-head: span.nik, span.dt, 'ответить'; div.soob-txt) with answers in div.vetka inside their parent; no heading; the form 'Ваше сообщение:' after",
        heading=None,
        description="A Russian city portal of November 2013 on a children's milk kitchen closing: 6 readers' messages, two answers (two deep) nested in div.vetka, right after the tags with no heading; a share bar with VK and OK counts, most read with counts, a poll with results, small ads.",
    )


def threads_dq() -> list[Case]:
    return [es_puente(), de_windpark(), pt_estrada(), ru_kuhnya()]
