"""Blind set fz: three readers' discussions on small sites of 2005-2019 with no date nor time on any reaction, each
reaction opened by its writer's name. A Portuguese cooking blog (2011, paragraphs "b NAME:" under a heading, a
form), a Polish allotment garden association (2009, a table whose rows start with "strong NAME (dz. NUMBER):", no
heading, no form) and a Danish village hall (no year anywhere, paragraphs "b NAME skrev:" then the text, no heading,
no form). Every site, name, place and text invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fz_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- pt: a cooking blog, 2011, "b NAME:"


def pt_marmelada() -> Case:
    cs = talk("""
Fernanda Lopes || Que saudades! A minha avó também fazia assim, com a colher de pau a raspar o fundo do tacho até as costas doerem. Eu junto um pau de canela no fim e fica divinal.
Rui de Vila Chã || Fiz ontem a sua receita e ficou rija demais, quase se cortava à faca como queijo. Será que deixei cozer tempo a mais?
Isabel Teixeira || Rui, isso acontece-me quando os marmelos estão muito maduros. Experimente tirar o tacho do lume mais cedo, quando a colher já deixa um rasto no fundo.
Celeste || Obrigada a todos! O Rui tem razão em perguntar e a Isabel respondeu melhor do que eu. Fernanda, vou experimentar a canela para a próxima fornada e depois conto aqui.
""")
    items = "\n".join(f"<p><b>{esc(c.who)}:</b> {esc(c.raw)}</p>" for c in cs)
    body = f"""<body>
<div id="pagina">
<div id="cabeca"><a href="/index.html"><img src="/imagens/cabecalho.svg" width="780" height="110" alt="A Despensa da Avó Celeste"></a></div>
<div id="barra">
<h4>Sobre mim</h4>
<p>Celeste, reformada, cozinho para os netos numa casa velha ao pé do rio Ferreira. As receitas vêm do caderno da minha mãe.</p>
<h4>Etiquetas</h4>
<ul>{nav([("/etiqueta/doces.html", "doces"), ("/etiqueta/conservas.html", "conservas"), ("/etiqueta/sopas.html", "sopas"), ("/etiqueta/pao.html", "pão e broa")])}</ul>
<h4>Arquivo</h4>
<ul>{nav([("/2011/10/", "outubro"), ("/2011/09/", "setembro"), ("/2011/08/", "agosto")])}</ul>
</div>
<div id="conteudo">
<h2 class="titulo">Marmelada como a minha mãe fazia</h2>
<p class="dia">sábado, 8 de outubro de 2011</p>
<p>Este ano a marmeleira do quintal deu tantos marmelos que os vizinhos já fogem quando me veem com o cesto. Por isso passei a semana ao fogão.</p>
<p>Para dois quilos de marmelos descascados precisam de um quilo e meio de açúcar e de muita paciência. Cozam os marmelos em pouca água, passem-nos pela varinha, juntem o açúcar e mexam sem parar até a massa se soltar do tacho.</p>
<p><img src="/imagens/marmelada.svg" width="300" height="200" alt="Tigelas de marmelada a arrefecer"></p>
<p>Deixem secar as tigelas ao sol uns dias, tapadas com um pano fino por causa das moscas.</p>
<p class="rodape_post">Publicada por Celeste &middot; <a href="/etiqueta/doces.html">doces</a>, <a href="/etiqueta/conservas.html">conservas</a></p>
<div class="recados">
<h4>Recados dos leitores</h4>
{items}
</div>
<div class="deixar">
<form action="/deixar.php" method="post">
<b>Deixe o seu recado</b><br>
Nome: <input type="text" name="nome" size="30"><br>
<textarea name="recado" rows="5" cols="52"></textarea><br>
<input type="submit" value="Publicar">
</form>
</div>
</div>
<div id="pe">A Despensa da Avó Celeste &middot; receitas de casa desde 2008</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#f3ead8;font-family:Georgia,'Times New Roman',serif;font-size:14px;color:#3d2a14}
#pagina {width:900px;margin:8px auto}
#barra {float:left;width:190px;font-size:12px;padding:6px}
#conteudo {margin-left:210px;background:#fffdf7;padding:10px 22px;border:1px solid #e2d3b0}
.titulo {color:#9c4a1a}
.dia {color:#a08058;font-size:12px;text-transform:uppercase}
.rodape_post {font-size:11px;color:#a08058;border-bottom:1px dotted #c9b58c;padding-bottom:8px}
.recados p {border-bottom:1px dotted #e2d3b0;padding-bottom:6px}
.deixar {background:#f7efdc;padding:8px}
#pe {clear:both;text-align:center;font-size:11px;color:#a08058;padding:8px}
</style>"""
    return make(
        "fz-pt-blog-marmelada",
        "discussion",
        doc(
            "html4t",
            title="A Despensa da Avó Celeste: Marmelada como a minha mãe fazia",
            lang="pt",
            head=head,
        )
        + body,
        cs,
        path="/2011/10/marmelada-como-a-minha-mae-fazia.html",
        container="div.recados after h4 'Recados dos leitores': four sibling p 'b NAME: TEXT', no date nor time on any; a form 'Deixe o seu recado' below",
        heading="Recados dos leitores",
        description="A Portuguese home cooking blog of 2011 (invented), a left column and a content div: quince jam as the blogger's mother made it; 4 readers' notes under h4 'Recados dos leitores', each a paragraph 'b NAME: TEXT', no date nor time on any; Isabel answers Rui by name, the blogger (Celeste) thanks all and answers Fernanda; a form below; the post dated 8 de outubro de 2011.",
        language="pt",
        files={
            "/imagens/cabecalho.svg": svg(780, 110, "#9c4a1a", "A Despensa da Avó Celeste", 32),
            "/imagens/marmelada.svg": svg(300, 200, "#c8731e", "marmelada", 20),
        },
        talk_from='<div class="recados">',
        talk_to='<div class="deixar">',
    )


# --------------------------------------------------------------------------- pl: an allotment garden, 2009, a table of "strong NAME (dz. N):"


def pl_dzialki() -> Case:
    cs = talk("""
Henryk (dz. 42) || Dobrze, że wreszcie ktoś się tym zajął. Beczka przy mojej działce w zeszłym roku przeciekała od maja, a woda i tak płynęła tylko w poniedziałki.
Grażyna Wilk (dz. 17) || A co z tymi, którzy mają działki przy samym płocie, od strony torów? Tam kran jest jeden na osiem działek i zawsze ktoś podlewa akurat wtedy, kiedy ja przychodzę.
Tadeusz (dz. 8) || Pani Grażyno, przy torach będzie drugi kran, widziałem na planie w świetlicy. Ja mogę pomóc przy kopaniu rowu, mam swoją łopatę i wolne soboty.
Zarząd ROD Malwa || Dziękujemy za wszystkie głosy. Panie Tadeuszu, chętnie skorzystamy: zbiórka w sobotę o dziewiątej przy bramie głównej. Henryku, beczki zostaną zabrane, jak tylko ruszy nowy wodociąg.
""")
    rows = "\n".join(
        f'<tr><td class="kto"><strong>{esc(c.who)}:</strong></td><td class="tresc">{esc(c.raw)}</td></tr>'
        for c in cs
    )
    links = nav(
        [
            ("/index.html", "Strona główna"),
            ("/aktualnosci.html", "Aktualności"),
            ("/regulamin.html", "Regulamin"),
            ("/oplaty.html", "Opłaty"),
            ("/zarzad.html", "Zarząd"),
            ("/dojazd.html", "Dojazd"),
        ],
        "<br>\n",
    )
    body = f"""<body bgcolor="#eef3e6">
<table width="780" align="center" cellpadding="0" cellspacing="0" border="0" class="ramka">
<tr><td colspan="2"><img src="/grafika/naglowek.svg" width="780" height="95" alt="Rodzinny Ogród Działkowy Malwa"></td></tr>
<tr>
<td width="160" valign="top" class="menu">
{links}
<p class="drobne">Dyżur zarządu:<br>każda sobota<br>w świetlicy</p>
</td>
<td valign="top" class="srodek">
<h2>Nowy wodociąg na ogrodzie</h2>
<p class="kiedy">Aktualność z 14 kwietnia 2009</p>
<p>Walne zebranie przyjęło uchwałę o budowie nowego wodociągu. Stare beczki i rury z lat siedemdziesiątych zastąpią krany przy każdej alejce, a woda będzie dostępna codziennie od 6 do 21.</p>
<p>Prace ruszą w maju. Koszt pokryje fundusz ogrodu i jednorazowa opłata 60 zł od działki, płatna do końca czerwca. Działkowców prosimy o zgłaszanie uwag.</p>
<hr size="1" noshade>
<table width="100%" cellpadding="6" cellspacing="0" border="0" class="glosy">
{rows}
</table>
<p class="drobne">Uwagi można też wrzucać do skrzynki przy świetlicy albo pisać na <a href="mailto:zarzad@rod-malwa.example">zarzad@rod-malwa.example</a>.</p>
</td>
</tr>
<tr><td colspan="2" class="stopka">ROD Malwa &middot; ul. Ogrodowa 3 &middot; ogród otwarty od kwietnia do października</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body, td {font-family:Tahoma,Verdana,sans-serif;font-size:12px}
.ramka {background:#fff;border:1px solid #9cb87a}
.menu {background:#5a7d2b;padding:10px;line-height:22px}
.menu a {color:#fff;text-decoration:none;font-weight:bold}
.srodek {padding:10px 18px}
.kiedy {color:#777;font-size:11px}
.glosy td {border-bottom:1px solid #dde8cc}
.kto {width:150px;vertical-align:top;color:#3d5a17}
.drobne {font-size:10px;color:#888}
.stopka {background:#5a7d2b;color:#fff;text-align:center;font-size:10px;padding:4px}
</style>"""
    return make(
        "fz-pl-allotment-wodociag",
        "discussion",
        doc("html4t", title="ROD Malwa - Nowy wodociąg na ogrodzie", lang="pl", head=head) + body,
        cs,
        path="/aktualnosci/2009/nowy-wodociag.html",
        container="table.glosy after an hr, no heading: four tr, each 'td.kto strong NAME (dz. N):' and 'td.tresc TEXT', no date nor time; a mailto line below, no form",
        heading=None,
        description="A Polish allotment garden association's site of 2009 (invented), a layout table: a new water main for the gardens; 4 allotment holders' remarks in a table after a rule, no heading and no form, each row a cell 'strong NAME (dz. N):' and a cell with the text, no date nor time; Tadeusz answers Grażyna ('Pani Grażyno'), the board ('Zarząd ROD Malwa') answers Tadeusz and Henryk; a mailto line; the news dated 14 kwietnia 2009.",
        language="pl",
        files={"/grafika/naglowek.svg": svg(780, 95, "#5a7d2b", "ROD Malwa", 34)},
        talk_from='<table width="100%" cellpadding="6" cellspacing="0" border="0" class="glosy">',
        talk_to="</table>\n<p class=",
    )


# --------------------------------------------------------------------------- da: a village hall, no year, "b NAME skrev:"


def da_forsamlingshus() -> Case:
    cs = talk("""
Birthe Holm || Det var en dejlig aften. Jeg har ikke danset så meget siden vores sølvbryllup, og spillemændene fra Hvidmose var simpelthen for gode.
Poul Erik Dam || Tak for en god fest. Men kan vi ikke næste gang få lidt mere lys på parkeringspladsen? Min kone var lige ved at falde i hullet ved flagstangen.
Birthe Holm || Poul Erik, det hul har været der siden gymnastikopvisningen. Jeg tror, bestyrelsen allerede har bestilt grus.
Anders fra bestyrelsen || Ja, Birthe har ret: gruset kommer på lørdag, og Poul Erik, vi sætter også en lampe op ved flagstangen. Tak til alle jer, der bagte kage og blev til oprydningen.
""")
    items = "\n".join(f"<p><b>{esc(c.who)}</b> skrev:<br>\n{esc(c.raw)}</p>" for c in cs)
    body = f"""<body>
<div id="ramme">
<div id="top"><img src="/billeder/huset.svg" width="720" height="100" alt="Lyngby Mark Forsamlingshus"></div>
<div id="menu">{nav([("/index.html", "Forside"), ("/udlejning.html", "Udlejning"), ("/arrangementer.html", "Arrangementer"), ("/bestyrelsen.html", "Bestyrelsen"), ("/medlem.html", "Bliv medlem")], " &bull; ")}</div>
<div id="hoejre">
<h4>Kommende</h4>
<p>Banko hver anden tirsdag<br>Fællesspisning sidste fredag i måneden<br>Juletræsfest for børn</p>
<h4>Leje af huset</h4>
<p>Ring til Lis Vestergaard på 86 55 41 09.</p>
</div>
<div id="indhold">
<h2>Høstfesten &ndash; tak for i aftes!</h2>
<p>Over 120 glade naboer fyldte salen til årets høstfest. Der blev spist flæskesteg med rødkål, danset til spillemændene fra Hvidmose og solgt lodder til tombolaen, som gav næsten 4.000 kroner til nyt køkkengrej.</p>
<p>En særlig tak til køkkenholdet og til de unge fra gymnastikforeningen, der ryddede op til langt ud på natten.</p>
<p class="hilsen">Bestyrelsen</p>
<div class="skrevet">
{items}
</div>
<p class="lille">Vil du skrive noget her? Send en mail til <a href="mailto:post@lyngbymark-forsamlingshus.example">post@lyngbymark-forsamlingshus.example</a>, så sætter vi det på siden.</p>
</div>
<div id="bund">Lyngby Mark Forsamlingshus &middot; Kirkevej 14 &middot; Lyngby Mark</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e9edf1;font-family:Verdana,sans-serif;font-size:12px}
#ramme {width:720px;margin:0 auto;background:#fff}
#menu {background:#b22222;padding:5px 10px}
#menu a {color:#fff;text-decoration:none}
#hoejre {float:right;width:170px;padding:8px;background:#f7f0e6;font-size:11px}
#indhold {margin-right:190px;padding:8px 16px}
.hilsen {font-style:italic}
.skrevet {border-top:2px solid #b22222;margin-top:16px}
.skrevet p {margin:10px 0}
.lille {font-size:10px;color:#888}
#bund {clear:both;background:#b22222;color:#fff;font-size:10px;text-align:center;padding:4px}
</style>"""
    return make(
        "fz-da-hall-hoestfest",
        "discussion",
        doc("html4t", title="Lyngby Mark Forsamlingshus - Høstfesten", lang="da", head=head) + body,
        cs,
        path="/arrangementer/hoestfesten-tak.html",
        container="div.skrevet right after the board's signature, no heading: four sibling p 'b NAME skrev: br TEXT', no date nor time; a mailto line below, no form",
        heading=None,
        description="A Danish village hall's site (invented), no date nor year anywhere: thanks for the harvest party; 4 neighbours' notes in a div under the board's signature, no heading and no form, each a paragraph 'b NAME skrev:' then the text on a new line; Birthe answers Poul Erik by name, the board's Anders ('Anders fra bestyrelsen') answers Birthe and Poul Erik; Birthe writes twice; a mailto line, a right column of coming events.",
        language="da",
        files={"/billeder/huset.svg": svg(720, 100, "#b22222", "Lyngby Mark Forsamlingshus", 30)},
        undated=True,
        talk_from='<div class="skrevet">',
        talk_to='<p class="lille">',
    )
