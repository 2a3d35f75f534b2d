"""Blind set DI: three article pages without any reader comment, each its own server-printed template of 2011-2013:
a Portuguese regional weekly (readers' birthday greetings, death notices, an agenda, most read with counts), a Dutch
village news site (the civil registry's births, marriages and deaths, short news with times, Saturday football
results, Hyves share counts) and a Czech regional portal (the week's name days, "on this day" local history, small
ads, a poll with votes, most read with counts). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_di_common import Case, counted, doc, esc, links, make, slug

# --------------------------------------------------------------------------- pt: a regional weekly, 2012

PT_CSS = (
    "body{margin:0;background:#e8e2d4;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#geral{width:970px;margin:0 auto;background:#fff}"
    "#topo{background:#7b1e1e;color:#fff;padding:16px 12px}#topo .nome{font:bold 36px Georgia,serif}#topo .data{float:right;font-size:11px}"
    "#menu{background:#333;margin:0;padding:0;list-style:none;overflow:hidden}#menu li{float:left}#menu a{color:#fff;display:block;padding:6px 10px;font-size:12px}"
    "#esq{float:left;width:620px;padding:12px}#dir{float:right;width:310px;padding:12px 8px}.caixa{border:1px solid #d8cfc0;margin-bottom:12px}"
    ".caixa h3{margin:0;background:#7b1e1e;color:#fff;font-size:12px;padding:4px 8px;text-transform:uppercase}.caixa ul,.caixa ol{margin:6px 0;padding-left:22px}"
    ".parabens li{list-style:none;margin:0 0 8px -14px;border-bottom:1px dotted #ccc;padding-bottom:6px}.parabens img{float:left;margin-right:6px}"
    "#rodape{clear:both;background:#333;color:#aaa;font-size:11px;padding:12px}.partilha span{background:#eee;padding:1px 5px;margin-right:8px}"
)


def pt_fumeiro() -> Case:
    birthdays = [
        (
            "Tomás Carvalhido",
            "7 anos",
            "13 Fev",
            "Muitos parabéns ao nosso Tomás pelos 7 anos! Beijinhos dos pais, da mana Inês e dos avós de Alvarinhos.",
        ),
        (
            "Maria da Luz Penedo",
            "90 anos",
            "14 Fev",
            "A família deseja à avó Luzinha um feliz 90.º aniversário, com muita saúde. Os filhos, netos e bisnetos.",
        ),
        (
            "Rúben Serôdio",
            "18 anos",
            "15 Fev",
            "Parabéns Rúben, já és maior! Que a vida te sorria. Da tua mãe que te adora.",
        ),
        (
            "Gracinda e Abílio Touças",
            "50 anos de casados",
            "16 Fev",
            "Bodas de ouro! Os filhos Paulo e Sandra agradecem o exemplo de meio século juntos.",
        ),
        (
            "Leonor Baptista Rego",
            "1 ano",
            "18 Fev",
            "A nossa princesa faz um aninho. Parabéns Leonor, dos papás e da tia Cátia.",
        ),
    ]
    bday = "".join(
        f'<li><img src="/fotos/parabens/{slug(n)}.jpg" width="50" height="50" alt="" /><b>{esc(n)}</b> <em>({esc(a)})</em> '
        f'<span class="dia">{esc(d)}</span><br />{esc(t)}</li>'
        for n, a, d, t in birthdays
    )
    deaths = [
        ("Joaquim Fernandes Lopes", "84 anos", "Sousel de Cima", "8 Fev 2012"),
        ("Ermelinda da Conceição Ruivo", "91 anos", "Alvarinhos", "9 Fev 2012"),
        ("António Manuel Gaspar", "67 anos", "Vale Escuro", "10 Fev 2012"),
        ("Rosa Maria Castelão", "78 anos", "Póvoa do Sousel", "10 Fev 2012"),
    ]
    necro = "".join(
        f'<tr><td><b>{esc(n)}</b>, {esc(a)}</td><td>{esc(p)}</td><td class="dt">{esc(d)}</td></tr>'
        for n, a, p, d in deaths
    )
    agenda = "".join(
        f"<li><b>{esc(d)}</b> — {esc(t)}</li>"
        for d, t in (
            ("18 Fev", "Carnaval das escolas, desfile na Avenida da Liberdade, 14h30"),
            ("19 Fev", "Passeio TT solidário dos Bombeiros de Sousel, inscrições 10 €"),
            ("25 Fev", "Teatro: «O Auto da Barca» pelo Grupo Cénico de Vale Escuro"),
            ("3 Mar", "Feira mensal de Póvoa do Sousel"),
        )
    )
    body = (
        '<div id="geral"><div id="topo"><span class="data">Sexta-feira, 17 de Fevereiro de 2012 | 14 °C Sousel</span>'
        '<div class="nome">Jornal do Vale do Sousel</div><div>Semanário regional · Fundado em 1931</div></div>'
        + links(
            (
                "Início",
                "Região",
                "Sociedade",
                "Economia",
                "Desporto",
                "Cultura",
                "Opinião",
                "Necrologia",
                "Classificados",
                "Edição impressa",
            ),
            "/seccao/",
        ).replace("<ul>", '<ul id="menu">', 1)
        + '<div id="esq"><p class="migalhas"><a href="/">Início</a> &gt; <a href="/seccao/regiao">Região</a></p>'
        '<div class="noticia"><h1>Feira do Fumeiro de Alvarinhos atrai 12 mil visitantes</h1>'
        '<p class="autor">Por <a href="/autor/helena-brito">Helena Brito</a> | Publicado em 16-02-2012</p>'
        '<div class="partilha"><a href="#">Facebook</a> <span>214 Gosto</span> <a href="#">Twitter</a> <span>18</span> <a href="#">Enviar por e-mail</a> <a href="#">Imprimir</a></div>'
        '<img src="/fotos/2012/02/fumeiro.jpg" width="600" height="340" alt="" /><p class="legenda">As bancas de enchidos na Rua Direita, no sábado à tarde. Foto: Helena Brito</p>'
        "<p><b>A 14.ª edição da Feira do Fumeiro de Alvarinhos voltou a encher as ruas da aldeia no fim de semana, com a organização a estimar 12 mil visitantes em três dias, mais dois mil do que no ano passado.</b></p>"
        "<p>Trinta e dois produtores da região montaram bancas no largo da igreja e na Rua Direita. As alheiras e os paios foram os primeiros a esgotar, logo no sábado ao fim da tarde, e vários produtores tiveram de ir buscar mais mercadoria aos fumeiros durante a noite.</p>"
        "<p>«Nunca vendemos tanto num só dia», contou Celeste Amaral, que há onze anos traz as chouriças de sangue da Quinta do Barroco. A produtora lembra que o frio seco de Janeiro ajudou à cura, e que este ano a qualidade «está acima da média».</p>"
        "<p>O presidente da Junta de Freguesia, Albano Reis, sublinhou o peso do certame para a economia local. Segundo as contas da Junta, os restaurantes da freguesia serviram perto de 4 500 refeições entre sexta e domingo. O parque de estacionamento provisório, no campo de futebol, esteve cheio desde as 11 horas de sábado.</p>"
        "<p>Nem tudo correu bem: a falta de casas de banho junto ao palco foi a queixa mais ouvida, e a GNR teve de desviar o trânsito da EN 371 durante duas horas no domingo. Albano Reis promete «resolver as duas coisas» na edição de 2013, que deverá ter lugar de 8 a 10 de Fevereiro.</p>"
        '<div class="caixa-autor"><img src="/fotos/autores/hbrito.jpg" width="60" height="60" alt="" /><b>Helena Brito</b> é jornalista do Jornal do Vale do Sousel desde 2004. Escreve sobre a região e a vida das freguesias. <a href="mailto:hbrito@jvsousel.example.pt">hbrito@jvsousel.example.pt</a></div>'
        '<p class="etiquetas">Etiquetas: <a href="/tag/alvarinhos">Alvarinhos</a>, <a href="/tag/feiras">feiras</a>, <a href="/tag/gastronomia">gastronomia</a></p></div>'
        '<div class="relacionadas"><h4>Notícias relacionadas</h4>'
        + links(
            (
                "Alvarinhos: fumeiros certificados passam de seis para nove",
                "Feira do Fumeiro 2011 bateu recorde de vendas",
                "Produtores de enchidos pedem apoio para nova cozinha comunitária",
            ),
            "/regiao/",
        )
        + "</div></div>"
        '<div id="dir"><div class="publicidade" style="height:250px;background:#eee;text-align:center">Publicidade</div>'
        '<div class="caixa"><h3>Mais lidas</h3>'
        + counted(
            """
Feira do Fumeiro de Alvarinhos atrai 12 mil visitantes | 2.318
Câmara aprova orçamento de 14,2 milhões para 2012 | 1.904
Incêndio destrói armazém agrícola em Vale Escuro | 1.522
Sousel FC empata em casa e continua em 3.º | 988
Escola de Póvoa pode fechar no próximo ano lectivo | 871
""",
            "({n} leituras)",
        )
        + "</div>"
        f'<div class="caixa parabens"><h3>Parabéns</h3><ul>{bday}</ul><p><a href="/parabens/enviar">Envie os parabéns a quem mais gosta</a> (2 € por anúncio)</p></div>'
        f'<div class="caixa"><h3>Necrologia</h3><table class="necro">{necro}</table><p><a href="/necrologia">Ver todos</a></p></div>'
        f'<div class="caixa"><h3>Agenda</h3><ul>{agenda}</ul></div>'
        '<div class="caixa"><h3>Farmácia de serviço</h3><p>Farmácia Central, Sousel · Tel. 268 550 112</p></div></div>'
        '<div id="rodape">© 2012 Jornal do Vale do Sousel · Rua 5 de Outubro, 22, 7470-200 Sousel · Director: Rui Maldonado · Registo ERC n.º 104 771 · '
        '<a href="/estatuto">Estatuto editorial</a> · <a href="/assinaturas">Assinaturas</a> · <a href="/contactos">Contactos</a></div></div>'
    )
    html = doc(
        "pt",
        "Feira do Fumeiro de Alvarinhos atrai 12 mil visitantes",
        "Jornal do Vale do Sousel",
        PT_CSS,
        body,
    )
    return make(
        "di-plain-pt-fumeiro",
        "lookalike",
        "pt",
        html,
        [],
        path="/regiao/2012/02/feira-do-fumeiro-de-alvarinhos.html",
        container="-",
        heading=None,
        description="A Portuguese regional weekly's story (16-02-2012) about a sausage fair; in the rail readers' paid birthday greetings (photo, name, age, day, the family's message), death notices in a table, an agenda, most read with counts. No discussion.",
        lookalikes=("birthday greetings", "death notices", "agenda", "most read"),
    )


# --------------------------------------------------------------------------- nl: a village news site, 2011

NL_CSS = (
    "body{margin:0;background:#dfe9f2;font:12px/1.5 Tahoma,Arial,sans-serif;color:#1e2a33}#pagina{width:960px;margin:10px auto;background:#fff;border:1px solid #b9c9d6}"
    "#kop{height:90px;background:#2a6f97;color:#fff;padding:0 14px}#kop h1{margin:0;padding-top:18px;font:bold 34px Arial}#kop p{margin:0}"
    "#hoofdmenu{background:#f3b33d;padding:5px 14px}#hoofdmenu a{color:#1e2a33;font-weight:bold;margin-right:14px}"
    "#inhoud{float:left;width:600px;padding:14px}#zijbalk{float:right;width:320px;padding:14px 10px 14px 0}"
    ".blok{margin-bottom:14px;background:#f6f9fb;border-top:3px solid #2a6f97;padding:6px 8px}.blok h2{font-size:13px;margin:0 0 4px;color:#2a6f97}"
    ".bs h4{margin:6px 0 2px;font-size:12px}.bs p{margin:0 0 4px}.kort li{margin-bottom:3px}.kort .tijd{color:#888;margin-right:4px}"
    "#voet{clear:both;background:#1e2a33;color:#9fb3c2;padding:10px 14px;font-size:11px}table.uitslagen td{padding:1px 6px}"
)


def nl_brug() -> Case:
    born = (
        ("Sem", "3 september 2011", "zoon van Jeroen Kloosterboer en Marieke Vos, Achterweg 12"),
        ("Lotte Anne", "6 september 2011", "dochter van Bas en Ilse van Doorn-Hamstra, Kerkstraat 3a"),
        ("Daan", "9 september 2011", "zoon van Ricardo Mulders en Femke de Graaf, Vlietkade 41"),
    )
    wed = (
        ("Martijn Ouwehand en Sanne Bleeker", "10 september 2011"),
        ("Kees Verduijn en Anja Rietveld", "16 september 2011"),
    )
    died = (
        ("Hendrika (Riek) Schouten-Bos", "87 jaar", "5 september 2011"),
        ("Willem Jacobus van der Kamp", "79 jaar", "11 september 2011"),
        ("Gerrit Lagendijk", "92 jaar", "14 september 2011"),
    )
    bs = (
        "<h4>Geboren</h4>"
        + "".join(f"<p><b>{esc(n)}</b>, {esc(d)}, {esc(t)}</p>" for n, d, t in born)
        + "<h4>Getrouwd</h4>"
        + "".join(f"<p><b>{esc(n)}</b>, {esc(d)}</p>" for n, d in wed)
        + "<h4>Overleden</h4>"
        + "".join(f"<p><b>{esc(n)}</b>, {esc(a)}, overleden op {esc(d)}</p>" for n, a, d in died)
    )
    short = "".join(
        f'<li><span class="tijd">{esc(t)}</span><a href="/kort/{slug(x)}">{esc(x)}</a></li>'
        for t, x in (
            ("22-09 17:42", "Gemeente zoekt vrijwilligers voor Burendag"),
            ("22-09 14:10", "Fietser gewond bij aanrijding op de Zuidweg"),
            ("22-09 09:05", "Bibliotheek een week dicht wegens verbouwing"),
            ("21-09 20:31", "VV Kromme Vliet 2 wint derby van Polderboys"),
            ("21-09 12:18", "Oud papier ophalen verschoven naar dinsdag"),
        )
    )
    res = "".join(
        f"<tr><td>{esc(a)}</td><td>-</td><td>{esc(b)}</td><td><b>{esc(s)}</b></td></tr>"
        for a, b, s in (
            ("VV Kromme Vliet 1", "SV Oostland 1", "2-2"),
            ("Polderboys 1", "DOS '48 1", "0-3"),
            ("Meerkoet 1", "VV Kromme Vliet 2", "1-4"),
            ("SV Oostland 2", "Polderboys 2", "3-1"),
        )
    )
    body = (
        '<div id="pagina"><div id="kop"><h1>De Polderbode</h1><p>Het nieuws uit Kromme Vliet, Oudewetering en Bleiswijkerpolder</p></div>'
        '<div id="hoofdmenu"><a href="/">Home</a><a href="/nieuws">Nieuws</a><a href="/sport">Sport</a><a href="/agenda">Agenda</a>'
        '<a href="/burgerlijke-stand">Burgerlijke stand</a><a href="/verenigingen">Verenigingen</a><a href="/adverteren">Adverteren</a><a href="/contact">Contact</a></div>'
        '<div id="inhoud"><div class="artikel"><h1 class="titel">Nieuwe brug over de Kromme Vliet na veertien maanden open</h1>'
        '<div class="datum">vrijdag 23 september 2011, 11:20 uur · door <a href="/redactie/anneke-smit">Anneke Smit</a></div>'
        '<div class="delen">Delen: <a href="#">Hyves</a> (12) · <a href="#">Twitter</a> (7) · <a href="#">Facebook</a> (31) · <a href="#">Mail</a></div>'
        '<img src="/upload/2011/09/brug-open.jpg" width="580" height="320" alt="De nieuwe brug" />'
        "<p><strong>Na veertien maanden omrijden kunnen fietsers en automobilisten sinds donderdagmiddag weer rechtstreeks van Kromme Vliet naar Oudewetering. Wethouder Ria Zandbergen knipte om 16.00 uur het lint door.</strong></p>"
        "<p>De oude ophaalbrug uit 1958 werd vorig jaar juli afgekeurd nadat bij een inspectie scheuren in de landhoofden waren gevonden. De bouw van de nieuwe brug liep drie maanden uit, onder meer omdat de aannemer in de winter niet kon heien door de vorst.</p>"
        "<p>De nieuwe brug is een vaste brug met een doorvaarthoogte van 2,40 meter. Dat is lager dan bij de oude ophaalbrug open, en dat zit de plaatselijke watersportvereniging niet lekker. 'Een derde van onze boten kan er straks niet meer onder door', zegt voorzitter Hans Breedveld. De gemeente heeft toegezegd de vaarroute via de Zuidsloot uit te baggeren.</p>"
        "<p>De kosten vielen met 2,1 miljoen euro ruim 300.000 euro hoger uit dan begroot. De gemeenteraad praat op 4 oktober over de overschrijding.</p>"
        "<p>Ondernemers aan de Dorpsstraat zijn vooral opgelucht. 'Het was een dood jaar', zegt Wim Hoogendoorn van de gelijknamige bakkerij. 'De mensen uit Oudewetering kwamen gewoon niet meer.'</p>"
        '<p class="tags">Trefwoorden: <a href="/tag/brug">brug</a> <a href="/tag/verkeer">verkeer</a> <a href="/tag/gemeente">gemeente</a></p></div>'
        '<div class="blok"><h2>Lees ook</h2>'
        + links(
            (
                "Aannemer brug: 'vorst gooide planning om'",
                "Omleiding via Zuidweg zorgt voor ergernis",
                "Raad wil opheldering over kosten brug",
            ),
            "/nieuws/",
        )
        + "</div></div>"
        '<div id="zijbalk"><div class="blok"><h2>Meest gelezen</h2>'
        + counted(
            """
Nieuwe brug over de Kromme Vliet na veertien maanden open | 1412
Supermarkt aan het Marktplein sluit per 1 november | 1177
Zorgen over verkeer rond nieuwe school | 830
Kermis trekt minder bezoekers | 602
""",
            "{n}x gelezen",
        )
        + '</div><div class="blok kort"><h2>Kort nieuws</h2><ul>'
        + short
        + '</ul></div><div class="blok bs"><h2>Burgerlijke stand week 37</h2>'
        + bs
        + '</div><div class="blok"><h2>Uitslagen zaterdag</h2><table class="uitslagen">'
        + res
        + '</table></div><div class="blok"><h2>Bezoekers</h2><p>Vandaag: 2.104 · Deze maand: 41.877</p></div></div>'
        '<div id="voet">© 2011 De Polderbode · Uitgeverij Vlietstreek BV · Dorpsstraat 88, Kromme Vliet · '
        '<a href="/colofon">Colofon</a> · <a href="/privacy">Privacy</a> · <a href="/rss">RSS</a></div></div>'
    )
    html = doc(
        "nl", "Nieuwe brug over de Kromme Vliet na veertien maanden open", "De Polderbode", NL_CSS, body
    )
    return make(
        "di-plain-nl-brug",
        "lookalike",
        "nl",
        html,
        [],
        path="/nieuws/2011/09/23/nieuwe-brug-over-de-kromme-vliet.html",
        container="-",
        heading=None,
        description="A Dutch village news site's story (23 September 2011) about a bridge; in the side bar the civil registry (born with the parents, married, died with ages and dates), short news with times, football results, most read with counts, Hyves share counts. No discussion.",
        lookalikes=("civil registry", "short news", "football results", "most read"),
    )


# --------------------------------------------------------------------------- cs: a regional portal, 2013

CS_CSS = (
    "body{margin:0;background:#fff;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}.obal{width:1000px;margin:0 auto}"
    ".hlavicka{border-bottom:4px solid #0a5c36;padding:10px 0;overflow:hidden}.hlavicka .logo{font:bold 32px Arial;color:#0a5c36;float:left}"
    ".hlavicka .svatek{float:right;text-align:right;font-size:12px;color:#555}.rubriky{background:#0a5c36;overflow:hidden;margin:0;padding:0}"
    ".rubriky li{float:left;list-style:none}.rubriky a{color:#fff;display:block;padding:6px 12px;font-weight:bold}.sl1{float:left;width:640px;padding:10px 0}"
    ".sl2{float:right;width:330px;padding:10px 0}.box{border:1px solid #cfd8d2;margin-bottom:12px;padding:0 8px 6px}.box h3{margin:0 -8px 6px;padding:4px 8px;background:#e9f1ec;font-size:13px}"
    ".jmeniny td{padding:1px 6px}.inz li{margin-bottom:6px}.paticka{clear:both;border-top:1px solid #ccc;padding:10px 0;font-size:11px;color:#666}"
)


def cs_pivovar() -> Case:
    names = (
        ("Po", "8. 4.", "Ema"),
        ("Út", "9. 4.", "Dušan"),
        ("St", "10. 4.", "Darja"),
        ("Čt", "11. 4.", "Izabela"),
        ("Pá", "12. 4.", "Julius"),
        ("So", "13. 4.", "Aleš"),
        ("Ne", "14. 4.", "Vincenc"),
    )
    jm = "".join(f"<tr><td>{esc(d)}</td><td>{esc(x)}</td><td><b>{esc(n)}</b></td></tr>" for d, x, n in names)
    history = "".join(
        f"<li><b>{esc(y)}</b> – {esc(t)}</li>"
        for y, t in (
            ("1873", "v Mlýnci u Sázavy zahájil provoz parní pivovar Josefa Trnky"),
            ("1921", "otevřena sokolovna v Chocerádkách, stavbu financovali místní sedláci"),
            ("1966", "povodeň na Sázavě zaplavila dolní část Mlýnce, škody za 4 miliony Kčs"),
            ("1994", "pivovar v Mlýnci definitivně uzavřen"),
        )
    )
    ads = "".join(
        f"<li>{esc(t)} <i>{esc(who)}, {esc(d)}</i></li>"
        for t, who, d in (
            ("Prodám sazenice rajčat a paprik, 10 Kč/ks, Mlýnec.", "p. Horáková, tel. 604 221 387", "7. 4."),
            ("Koupím staré pivní lahve a tácky z pivovaru Mlýnec.", "J. Bartoš, sběratel", "6. 4."),
            ("Hledám paní na hlídání dvou dětí, 2x týdně odpoledne.", "M. Kubíčková", "5. 4."),
            ("Pronajmu garáž v Chocerádkách, 900 Kč měsíčně.", "tel. 721 004 516", "4. 4."),
        )
    )
    poll = "".join(
        f'<li>{esc(a)} <span class="hlasy">{esc(v)} hlasů</span></li>'
        for a, v in (
            ("Ano, určitě ho vyzkouším", "412"),
            ("Možná, podle ceny", "233"),
            ("Ne, piju jen velké značky", "97"),
        )
    )
    body = (
        '<div class="obal"><div class="hlavicka"><span class="logo">Posázavský deník</span>'
        '<div class="svatek">Pondělí 8. dubna 2013<br />Svátek má <b>Ema</b>, zítra Dušan</div></div>'
        + links(
            ("Zprávy", "Sport", "Kultura", "Ekonomika", "Krimi", "Inzerce", "Počasí", "Kontakty"),
            "/rubrika/",
            "rubriky",
        )
        + '<div class="sl1"><div class="clanek"><p class="cesta"><a href="/">Úvod</a> » <a href="/rubrika/ekonomika">Ekonomika</a></p>'
        "<h1>Pivovar v Mlýnci po devatenácti letech znovu vaří</h1>"
        '<p class="info"><span class="autor">Jitka Procházková</span> | 8. 4. 2013 10:45 | <a href="#foto">Fotogalerie (14)</a></p>'
        '<p class="perex"><strong>V budově, kde se naposledy vařilo v roce 1994, se od soboty znovu točí pivo. Nový pivovar otevřeli tři kamarádi z Mlýnce, kteří do něj vložili úspory i hypotéku.</strong></p>'
        '<img src="/foto/2013/04/pivovar-mlynec.jpg" width="620" height="350" alt="" /><p class="popisek">Sládek Ondřej Vávra u nové varny. Foto: Jitka Procházková</p>'
        "<p>První várka světlé desítky s názvem Mlýnecký Trnka, pojmenované po zakladateli původního pivovaru, se vypila během sobotního odpoledne. Na slavnostní otevření přišlo podle odhadu pořadatelů přes šest set lidí.</p>"
        "<p>„Sehnat stroje nebyl problém. Problém byl přesvědčit banku, že pivovar pro tři tisíce lidí má smysl,“ říká jeden ze tří majitelů Radek Šimůnek. Rekonstrukce staré sladovny trvala dva roky a stála přes jedenáct milionů korun, část pokryla dotace z regionálního operačního programu.</p>"
        "<p>Pivovar zatím vaří dvakrát týdně, ročně chce vystavit kolem 1 500 hektolitrů. Kromě desítky nabízí polotmavou dvanáctku a na léto chystá pšeničné pivo. Točit se bude v pivovarské restauraci a ve čtyřech hospodách v okolí.</p>"
        "<p>Obec je s novým sousedem spokojená. „Budova chátrala dvacet let, teď v ní bude práce pro osm lidí,“ uvedl starosta Mlýnce Václav Hrubý. Někteří obyvatelé ulice Pod Pivovarem se ale obávají zápachu a dopravy.</p>"
        '<div class="sdileni"><a href="#">Sdílet na Facebooku</a> (96) <a href="#">Twitter</a> <a href="#">Vytisknout</a> <a href="#">Poslat e-mailem</a></div>'
        '<p class="stitky">Témata: <a href="/tema/pivovary">pivovary</a>, <a href="/tema/mlynec">Mlýnec</a></p></div>'
        '<div class="souvisejici"><h3>Související články</h3>'
        + links(
            (
                "Mlýnecký pivovar má nového majitele",
                "Ve staré sladovně se bude vařit pivo",
                "Minipivovarů v kraji přibývá",
            ),
            "/zpravy/",
        )
        + "</div></div>"
        '<div class="sl2"><div class="box"><h3>Nejčtenější</h3>'
        + counted(
            """
Pivovar v Mlýnci po devatenácti letech znovu vaří | 3 412
Opilý řidič vjel do potoka, nadýchal přes dvě promile | 2 807
Chocerádky dostanou nový chodník až za rok | 1 355
Sázava: vodáci vyrazili na první jarní splutí | 1 020
""",
            "přečteno {n}×",
        )
        + f'</div><div class="box jmeniny"><h3>Jmeniny tento týden</h3><table>{jm}</table></div>'
        f'<div class="box"><h3>Kalendárium regionu – stalo se</h3><ul>{history}</ul></div>'
        f'<div class="box"><h3>Anketa: Ochutnáte pivo z Mlýnce?</h3><ul>{poll}</ul><p>Celkem hlasovalo 742 čtenářů</p></div>'
        f'<div class="box inz"><h3>Řádková inzerce</h3><ul>{ads}</ul><p><a href="/inzerce/podat">Podat inzerát</a></p></div></div>'
        '<div class="paticka">© 2013 Posázavský deník, vydává Regionpress s.r.o., IČ 27911045 · Kopírování obsahu bez souhlasu redakce je zakázáno · '
        '<a href="/redakce">Redakce</a> · <a href="/reklama">Reklama</a></div></div>'
    )
    html = doc("cs", "Pivovar v Mlýnci po devatenácti letech znovu vaří", "Posázavský deník", CS_CSS, body)
    return make(
        "di-plain-cs-pivovar",
        "lookalike",
        "cs",
        html,
        [],
        path="/ekonomika/pivovar-v-mlynci-po-devatenacti-letech-znovu-vari-20130408.html",
        container="-",
        heading=None,
        description="A Czech regional portal's story (8. 4. 2013) about a brewery; in the right column the week's name days (day, date, name), local 'on this day' history, small ads with names and dates, a poll with votes, most read with counts. No discussion.",
        lookalikes=("name days", "local history", "small ads", "poll", "most read"),
    )


def plain_di() -> list[Case]:
    return [pt_fumeiro(), nl_brug(), cs_pivovar()]
