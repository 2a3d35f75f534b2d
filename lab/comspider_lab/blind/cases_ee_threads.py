"""Blind set ee: three small readers' discussions, each under a heading that is not the word for comments or under
none: a Portuguese town paper of 2014 ("Participação dos leitores", the reply inside its parent's box), a Czech blog of
2012 (no heading, the blogger's answer an indented sibling after the entry it answers) and a Turkish city news site of
2022 ("Okurlarımız ne diyor?", Bootstrap-5-like cards, relative times). Every site, name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ee_common import Case, esc, kids, make, page, paras, slug, talk

# --------------------------------------------------------------------------- pt: a town paper, 2014


def pt_piscina() -> Case:
    cs = talk("""
Manuel Ferreira @ 12-05-2014 | 21:47 ~ 2014-05-12T21:47:00+01:00 :: Finalmente! Esperámos três anos por esta obra. Só espero que o preço das entradas não suba como aconteceu em Seia.
>Rita Gouveia @ 12-05-2014 | 23:05 ~ 2014-05-12T23:05:00+01:00 :: Manuel, segundo o site da câmara o bilhete diário fica nos 2 euros e os reformados do concelho não pagam. Já é qualquer coisa.
zé da ribeira @ 13-05-2014 | 08:12 ~ 2014-05-13T08:12:00+01:00 :: Obra inaugurada duas semanas antes das europeias, que coincidência... Quero ver quem paga o aquecimento da água daqui a dois invernos.
Graça Mendonça @ 13-05-2014 | 10:30 ~ 2014-05-13T10:30:00+01:00 :: Os meus filhos aprenderam a nadar nesta piscina nos anos 90, com o professor Alcides. Que bom saber que os netos vão poder fazer o mesmo. // Uma sugestão para a câmara: aulas de natação para bebés ao sábado de manhã, que durante a semana os pais trabalham.
""")
    towns = ["Arcozelo da Serra", "Lisboa", "", "Vila Cova"]
    k = kids(cs)

    def part(i: int) -> str:
        c = cs[i]
        local = f' <span class="p-local">({esc(towns[i])})</span>' if towns[i] else ""
        sub = ""
        if i in k:
            sub = '<div class="respostas">' + "".join(part(j) for j in k[i]) + "</div>"
        return (
            f'<div class="participacao" id="p{7310 + i}"><div class="p-cab"><span class="p-nome">{esc(c.who)}</span>{local}'
            f' <span class="p-data">{esc(c.at)}</span></div><div class="p-texto">{paras(c.body)}</div>'
            f'<div class="p-accoes"><a href="#form-participar" class="p-resp">Responder</a> · <a href="/denunciar.php?id={7310 + i}" rel="nofollow">Denunciar abuso</a></div>{sub}</div>'
        )

    thread = "".join(part(i) for i in k[None])
    outras = [
        "Feira do Fumeiro bate recorde de visitantes",
        "GNR apreende 300 quilos de polvo em Mira",
        "Estrada da Lapa fechada para obras até setembro",
        "Banda Filarmónica celebra 125 anos com concerto no adro",
    ]
    oh = "".join(f'<li><a href="/noticias/{slug(t)}.html">{esc(t)}</a></li>' for t in outras)
    css = """body{margin:0;background:#e9e9e9;font:13px/1.5 Verdana,Geneva,sans-serif;color:#333}
#geral{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}
#topo{height:110px;background:#fff linear-gradient(90deg,#fff 60%,#dfe9f4);border-bottom:5px solid #1d5fa6;position:relative}
#topo h1.logo{margin:0;padding:22px 20px 0;font:bold 38px Georgia,serif;color:#1d5fa6}#topo .slogan{padding-left:20px;color:#777;font-style:italic}
#topo .data{position:absolute;right:20px;top:12px;font-size:11px;color:#666}
#menu-principal{background:#1d5fa6;height:32px}#menu-principal a{float:left;color:#fff;font-weight:bold;padding:7px 12px;text-decoration:none;font-size:12px}
#menu-principal a:hover{background:#154a82}#conteudo{overflow:hidden;padding:16px 20px}#esq{float:left;width:620px}#dir{float:right;width:280px}
.seccao{font-size:11px;color:#1d5fa6;font-weight:bold;text-transform:uppercase}h2.titulo{font:bold 26px/1.2 Georgia,serif;margin:4px 0 8px;color:#111}
.lead{font-weight:bold;font-size:14px}.info-noticia{font-size:11px;color:#888;margin:6px 0 12px}.texto p{font-size:14px;line-height:1.6;text-align:justify}
.foto{margin:0 0 12px}.foto span{display:block;font-size:11px;color:#777;background:#f1f1f1;padding:4px}
.partilha{margin:10px 0;font-size:11px}.partilha a{margin-right:8px}
#participacoes{margin-top:24px;border-top:3px solid #1d5fa6}#participacoes h3{font:bold 16px Georgia,serif;color:#1d5fa6;margin:8px 0}
.aviso{font-size:11px;color:#777;background:#fafafa;border:1px solid #eee;padding:6px;margin-bottom:10px}
.participacao{border-bottom:1px dotted #bbb;padding:8px 0}.p-cab{font-size:12px;margin-bottom:4px}.p-nome{font-weight:bold;color:#1d5fa6}
.p-local{color:#555}.p-data{color:#999;font-size:11px;margin-left:6px}.p-texto p{margin:0 0 6px;font-size:13px}
.p-accoes{font-size:10px;color:#999}.p-accoes a{color:#999}.respostas{margin:8px 0 0 30px;padding-left:10px;border-left:3px solid #d6e4f3}
.respostas .participacao{border-bottom:0}#form-participar{background:#f4f8fc;border:1px solid #d6e4f3;padding:10px;margin-top:14px}
#form-participar label{display:block;font-size:11px;font-weight:bold;margin-top:6px}#form-participar input[type=text],#form-participar textarea{width:96%}
.caixa{border:1px solid #ddd;margin-bottom:14px}.caixa h4{margin:0;background:#1d5fa6;color:#fff;padding:5px 8px;font-size:12px}
.caixa ul{margin:6px 0;padding-left:22px}.caixa li{margin-bottom:5px;font-size:12px}.pub{background:#f3f3f3;text-align:center;color:#aaa;font-size:10px;margin-bottom:14px;padding:4px}
#rodape{background:#333;color:#ccc;font-size:11px;padding:12px 20px;text-align:center}#rodape a{color:#fff}"""
    body = f"""<div id="geral">
<div id="topo"><h1 class="logo">Notícias da Serra</h1><div class="slogan">Semanário regional de Arcozelo da Serra e concelhos vizinhos · desde 1927</div><div class="data">Terça-feira, 13 de Maio de 2014</div></div>
<div id="menu-principal"><a href="/">Início</a><a href="/noticias/regiao/">Região</a><a href="/noticias/concelho/">Concelho</a><a href="/desporto/">Desporto</a><a href="/cultura/">Cultura</a><a href="/opiniao/">Opinião</a><a href="/necrologia/">Necrologia</a><a href="/classificados/">Classificados</a><a href="/assinaturas/">Assinaturas</a></div>
<div id="conteudo"><div id="esq">
<div class="seccao">Concelho</div>
<h2 class="titulo">Piscina municipal reabre depois de três anos fechada</h2>
<p class="lead">A piscina coberta de Arcozelo da Serra volta a abrir portas no dia 2 de junho, depois de uma obra de 1,2 milhões de euros que substituiu a cobertura, o sistema de aquecimento e os balneários.</p>
<div class="info-noticia">Por Ana Lúcia Tavares | Publicado em 12-05-2014 às 18:20 | Lida 1.284 vezes</div>
<div class="foto"><img src="/_avatar/piscina-arcozelo.svg" width="620" height="340" alt=""><span>A nova cobertura deixa entrar luz natural no tanque principal. Foto: Notícias da Serra</span></div>
<div class="partilha"><a href="#">Partilhar no Facebook</a> <a href="#">Twitter</a> <a href="#">Enviar por e-mail</a> <a href="javascript:window.print()">Imprimir</a></div>
<div class="texto">
<p>Fechada desde março de 2011, quando uma inspeção detetou infiltrações graves na cobertura, a piscina municipal de Arcozelo da Serra foi inaugurada no sábado pelo presidente da câmara, Joaquim Albuquerque, e pelo secretário de Estado do Desporto.</p>
<p>A obra, financiada em 70 por cento por fundos comunitários, incluiu ainda a instalação de painéis solares para aquecer a água, o que segundo a autarquia deverá reduzir a fatura energética para metade.</p>
<p>O bilhete diário custa 2 euros e os reformados residentes no concelho ficam isentos. As escolas do agrupamento voltam a ter aulas de natação a partir de setembro.</p>
<p>«Era uma obra que as pessoas nos pediam todos os dias», disse o autarca, lembrando que durante três anos os utentes tiveram de se deslocar a Gouveia ou a Seia.</p>
</div>
<div id="participacoes"><h3>Participação dos leitores (4)</h3>
<div class="aviso">As opiniões publicadas são da exclusiva responsabilidade dos seus autores. O Notícias da Serra reserva-se o direito de não publicar mensagens ofensivas.</div>
{thread}
<form id="form-participar" action="/participar.php" method="post"><b>Deixe a sua opinião</b><label>Nome</label><input type="text" name="nome"><label>Localidade</label><input type="text" name="localidade"><label>E-mail (não será publicado)</label><input type="text" name="email"><label>Mensagem</label><textarea name="mensagem" rows="5"></textarea><br><input type="submit" value="Enviar"></form>
</div>
</div>
<div id="dir"><div class="pub"><img src="/_avatar/pub-280x230.svg" width="280" height="230" alt=""><br>Publicidade</div>
<div class="caixa"><h4>Outras notícias</h4><ul>{oh}</ul></div>
<div class="caixa"><h4>Farmácias de serviço</h4><ul><li>Hoje: Farmácia Central, Rua Direita 14</li><li>Amanhã: Farmácia Serrana, Largo do Pelourinho</li></ul></div>
<div class="caixa"><h4>Edição impressa</h4><ul><li>Nº 4512 · 8 de Maio de 2014 · <a href="/assinaturas/">Assine já</a></li></ul></div></div></div>
<div id="rodape">© 2014 Notícias da Serra · Estatuto editorial · <a href="/ficha-tecnica.html">Ficha técnica</a> · <a href="/contactos.html">Contactos</a> · Registo ERC n.º 10 47x</div>
</div>"""
    html = page(
        "Piscina municipal reabre depois de três anos fechada",
        "Notícias da Serra",
        "pt-PT",
        css,
        body,
        published="2014-05-12T18:20:00+01:00",
        author="Ana Lúcia Tavares",
        doctype='<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
        html_attrs='xmlns="http://www.w3.org/1999/xhtml" xml:lang="pt"',
        ld=False,
    )
    return make(
        "ee-pt-participacao",
        "discussion",
        "pt",
        html,
        cs,
        path="/noticias/concelho/piscina-municipal-reabre-depois-de-tres-anos-fechada.html",
        container="div#participacoes: h3 'Participação dos leitores (4)', a disclaimer, then div.participacao entries (span.p-nome, (town), span.p-data '12-05-2014 | 21:47', div.p-texto > p, Responder / Denunciar abuso); the one reply in div.respostas inside its parent's box; then a form 'Deixe a sua opinião'",
        heading="Participação dos leitores (4)",
        description="A Portuguese regional weekly's web page of May 2014 (XHTML transitional, floats, a print-edition box, duty pharmacies, 'Lida 1.284 vezes'): 4 readers' entries under 'Participação dos leitores (4)', one with two paragraphs, one reply nested in its parent's box; the word for comments never appears.",
    )


# --------------------------------------------------------------------------- cs: a personal blog, 2012


def cs_rybnik() -> Case:
    cs = talk("""
Jaroslav Pech @ 18.6.2012 20:14 ~ 2012-06-18T20:14:00+02:00 :: Krásná práce. Pamatuju si, jak jsme na tom rybníku jako kluci v zimě hráli hokej, než se zanesl bahnem. Kolik vlastně stálo odbahnění?
>Hana Kubínová @ 18.6.2012 21:02 ~ 2012-06-18T21:02:00+02:00 :: Dobrý den, celkem 1,4 milionu, z toho 80 % zaplatil dotační program a zbytek obec. Podrobný rozpočet visí na úřední desce i na webu obce.
Lída z Chalup @ 19.6.2012 7:35 ~ 2012-06-19T07:35:00+02:00 :: Hlavně ať tam zase nepouštějí kachny z farmy, za dva roky by to bylo jako předtím. Jinak moc hezké fotky!
""")
    author = "Hana Kubínová"

    def entry(i: int) -> str:
        c = cs[i]
        odp = " odpoved" if c.parent is not None else ""
        style = ' style="margin-left:40px"' if c.parent is not None else ""
        mark = ' <span class="autorka">autorka článku</span>' if c.who == author else ""
        return (
            f'<div class="re{odp}" id="r{48213 + i}"{style}><div class="re-hlava"><a name="r{48213 + i}"></a>'
            f'<strong>{esc(c.who)}</strong>{mark} <span class="re-cas">{esc(c.at)}</span></div>'
            f'<div class="re-text">{paras(c.body)}</div>'
            f'<div class="re-odkazy"><a href="#pridat" onclick="odpovedet({48213 + i})">odpovědět</a></div></div>'
        )

    entries = "".join(entry(i) for i in range(len(cs)))
    css = """body{margin:0;background:#c9d6b8;font:14px/1.6 Tahoma,Verdana,sans-serif;color:#2d2d2d}
#obal{width:900px;margin:0 auto;background:#fff}#hlavicka{background:#5a7a3a;color:#fff;padding:22px 24px}
#hlavicka a{color:#fff;text-decoration:none}#hlavicka .nazev{font:bold 30px Georgia,serif}#hlavicka .popis{font-size:12px;color:#dfe8d2}
#platforma{background:#333;color:#ccc;font-size:11px;padding:4px 24px}#platforma a{color:#fff}
#stred{overflow:hidden;padding:20px 24px}#clanek{float:left;width:600px}#bok{float:right;width:220px;font-size:12px}
.datum{color:#888;font-size:12px}#clanek h2{font:bold 24px Georgia,serif;color:#3e5a24;margin:4px 0 10px}
#clanek p{text-align:justify}#clanek .foto{text-align:center;font-size:11px;color:#777}
.stitky{font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:6px;margin-top:16px}.sdilet{font-size:11px;margin:6px 0 18px}
.hodnoceni{font-size:12px;background:#f4f7ef;padding:6px;margin-bottom:16px}
.re{border-top:1px solid #e2e2e2;padding:8px 0}.re-hlava{font-size:12px}.re-hlava strong{color:#3e5a24}.re-cas{color:#999;font-size:11px}
.autorka{background:#5a7a3a;color:#fff;font-size:10px;padding:1px 4px}.re-text p{margin:4px 0}.re-odkazy{font-size:11px}.re-odkazy a{color:#888}
#pridat{margin-top:16px;background:#f4f7ef;padding:10px;border:1px solid #dde6d0}#pridat legend{font-weight:bold;color:#3e5a24}
#pridat input[type=text],#pridat textarea{width:95%}#bok h3{font-size:13px;color:#3e5a24;border-bottom:2px solid #5a7a3a;margin:14px 0 6px}
#bok ul{padding-left:16px;margin:0}#bok li{margin-bottom:4px}.profil img{float:left;margin:0 8px 4px 0}
#paticka{clear:both;background:#eee;color:#777;font-size:11px;padding:10px 24px}"""
    body = f"""<div id="platforma"><a href="http://www.zapisnik.cz/">Zápisník.cz</a> – blogy, které čtete · <a href="/registrace">Založit blog</a> · <a href="/prihlaseni">Přihlásit</a></div>
<div id="obal">
<div id="hlavicka"><div class="nazev"><a href="/">Z Dolní Lhotky</a></div><div class="popis">Co se děje v jedné vesnici na Vysočině – píše starostka</div></div>
<div id="stred"><div id="clanek">
<div class="datum">Pondělí, 18. června 2012 v 14:30 · rubrika <a href="/rubrika/obec">Obec</a></div>
<h2>Rybník na návsi je zase rybník</h2>
<p class="foto"><img src="/_avatar/rybnik-dolni-lhotka.svg" width="560" height="320" alt="rybník"><br>Návesní rybník po odbahnění a opravě hráze.</p>
<p>Kdo jel v posledních týdnech přes Dolní Lhotku, viděl na návsi spíš staveniště než rybník. Od března se odbahňovalo, opravovala se kamenná hráz a nový je i výpustný požerák. V sobotu jsme napouštění slavnostně ukončili a hasiči na hrázi upekli prase.</p>
<p>Z rybníka se vyvezlo přes 2 000 kubíků bahna, které si rozebrali zemědělci na pole. Dno se přitom podařilo prohloubit skoro o metr, takže by se voda v létě už neměla tolik přehřívat a zelenat.</p>
<p>Chtěla bych poděkovat všem, kdo v dubnu pomáhali při výlovu, a hlavně panu Novotnému, který nám půjčil traktor. Kapry jsme zatím nasadili jen do obecní tůňky u hřiště, zpátky se vrátí na podzim.</p>
<p>Fotky z celé akce najdete ve <a href="/galerie/rybnik-2012">fotogalerii</a>.</p>
<div class="stitky">Štítky: <a href="/stitek/rybnik">rybník</a>, <a href="/stitek/naves">náves</a>, <a href="/stitek/dotace">dotace</a></div>
<div class="sdilet"><a href="#">Líbí se mi (23)</a> · <a href="#">Sdílet na Facebooku</a> · <a href="#">Vybrat.cz</a> · <a href="#">Poslat e-mailem</a></div>
<div class="hodnoceni">Hodnocení článku: ★★★★★ (4,8 z 12 hlasů) · Přečteno 612×</div>
{entries}
<form id="pridat" action="/pridat-reakci" method="post"><fieldset><legend>Vaše reakce</legend>Jméno:<br><input type="text" name="jmeno"><br>Text:<br><textarea name="text" rows="5"></textarea><br>Opište číslo 7348: <input type="text" name="kontrola" size="5"> <input type="submit" value="Odeslat"></fieldset></form>
</div>
<div id="bok">
<div class="profil"><h3>O autorce</h3><img src="/_avatar/hana-kubinova.svg" width="60" height="60" alt="">Hana Kubínová, starostka Dolní Lhotky od roku 2010. Píšu o tom, co se v obci děje a co se nám (ne)daří.</div>
<h3>Nejčtenější</h3><ul><li><a href="/2012/05/pout-u-svate-anny">Pouť u svaté Anny</a></li><li><a href="/2012/03/autobus-do-jihlavy-jezdi-znovu">Autobus do Jihlavy jezdí znovu</a></li><li><a href="/2011/12/vanocni-strom-z-lesa-u-hajenky">Vánoční strom z lesa u hájenky</a></li></ul>
<h3>Archiv</h3><ul><li><a href="/2012/06">červen 2012</a> (3)</li><li><a href="/2012/05">květen 2012</a> (5)</li><li><a href="/2012/04">duben 2012</a> (4)</li><li><a href="/2012/03">březen 2012</a> (6)</li></ul>
<h3>Odkazy</h3><ul><li><a href="http://www.dolnilhotka.cz/">Obec Dolní Lhotka</a></li><li><a href="/odkaz/sdh">SDH Dolní Lhotka</a></li></ul>
<p><img src="/_avatar/toplist.svg" width="88" height="31" alt="TOPlist"></p></div></div>
<div id="paticka">© 2012 Hana Kubínová · Blog běží na Zápisník.cz · <a href="/rss">RSS</a> · <a href="/podminky">Podmínky užití</a></div>
</div>
<script>function odpovedet(id){{var t=document.querySelector('#pridat textarea');t.value='[re:'+id+'] ';t.focus();}}</script>"""
    html = page(
        "Rybník na návsi je zase rybník",
        "Z Dolní Lhotky",
        "cs",
        css,
        body,
        published="2012-06-18T14:30:00+02:00",
        author="Hana Kubínová",
        doctype='<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
        ld=False,
    )
    return make(
        "ee-cs-bez-nadpisu",
        "discussion",
        "cs",
        html,
        cs,
        path="/2012/06/rybnik-na-navsi-je-zase-rybnik",
        container="no heading: after the article's rating line, flat div.re siblings (div.re-hlava > strong NAME, span.re-cas '18.6.2012 20:14'; div.re-text > p; 'odpovědět'); the blogger's answer a div.re.odpoved sibling right after its parent with style margin-left:40px and an 'autorka článku' badge; then the form 'Vaše reakce'",
        heading=None,
        description="A Czech village mayor's blog post of June 2012 on a blog platform (HTML 4.01, a platform bar, tags, likes, a star rating with 'Přečteno 612×', about the author, most read, archive, TOPlist): 3 readers' entries without any heading, the blogger's answer an indented sibling; the word for comments never appears.",
    )


# --------------------------------------------------------------------------- tr: a city news site, 2022


def tr_bisiklet() -> Case:
    cs = talk("""
Mehmet Ali Kaya @ 6 saat önce ~ 2022-09-12T09:41:00+03:00 :: Sabah işe bisikletle gidiyorum, yıllardır arabaların arasında can derdindeydik. Emeği geçenlerin eline sağlık.
Zeynep Arslan @ 5 saat önce ~ 2022-09-12T10:18:00+03:00 :: Yol güzel olmuş ama iskele tarafında bisiklet yolu birden bitiyor, insan kendini otoparkın ortasında buluyor. Orası da bağlansın lütfen.
>Serkan Öztürk @ 4 saat önce ~ 2022-09-12T11:02:00+03:00 :: Zeynep Hanım, haberin son paragrafında yazıyor: iskele ile balıkçı barınağı arasındaki 600 metrelik kısım ikinci etapta, gelecek bahar yapılacakmış.
emekli_öğretmen @ 3 saat önce ~ 2022-09-12T12:25:00+03:00 :: Akşamları yürüyüş yapanlarla bisikletliler aynı şeridi kullanıyor, çok kalabalık oluyor. Bir kaza olmadan çizgiler belirginleştirilsin, tabela konulsun.
Deniz Yılmaz @ 1 saat önce ~ 2022-09-12T14:09:00+03:00 :: Ağaçları kesmeden yapmışlar, bunu takdir ettim. Geçen yıl kordondaki düzenlemede kırk çınar gitmişti.
""")
    k = kids(cs)
    likes = [41, 27, 15, 19, 33]
    shown = {
        "2022-09-12T09:41:00+03:00": "12.09.2022 09:41",
        "2022-09-12T10:18:00+03:00": "12.09.2022 10:18",
        "2022-09-12T11:02:00+03:00": "12.09.2022 11:02",
        "2022-09-12T12:25:00+03:00": "12.09.2022 12:25",
        "2022-09-12T14:09:00+03:00": "12.09.2022 14:09",
    }

    def card(i: int) -> str:
        c = cs[i]
        letter = c.who[0].upper()
        sub = ""
        if i in k:
            sub = (
                '<div class="yanitlar ms-5 mt-3 border-start ps-3">'
                + "".join(card(j) for j in k[i])
                + "</div>"
            )
        return (
            f'<div class="okur-gorus d-flex gap-3 py-3" id="gorus-{90411 + i}"><span class="harf rounded-circle" aria-hidden="true">{esc(letter)}</span>'
            f'<div class="flex-grow-1"><div class="d-flex align-items-center gap-2"><strong class="okur-ad">{esc(c.who)}</strong>'
            f'<time class="text-muted small" datetime="{c.iso}" title="{shown[c.iso]}">{esc(c.at)}</time></div>'
            f'<div class="okur-metin mt-1">{paras(c.body)}</div>'
            f'<div class="d-flex gap-3 small text-muted mt-1"><button type="button" class="btn btn-link btn-sm p-0 text-muted">👍 {likes[i]}</button>'
            f'<button type="button" class="btn btn-link btn-sm p-0 text-muted">Yanıtla</button><button type="button" class="btn btn-link btn-sm p-0 text-muted">Şikâyet et</button></div>{sub}</div></div>'
        )

    cards = "".join(card(i) for i in k[None])
    encok = [
        "Gümüşkaya'da su kesintisi: Hangi mahalleler etkilenecek?",
        "Okullar açıldı, servis ücretleri belli oldu",
        "Balıkçılar av sezonunu bereketli açtı",
        "Gümüşkayaspor evinde 2-1 kazandı",
        "Hafta sonu hava nasıl olacak? Meteoroloji uyardı",
    ]
    eh = "".join(
        f'<li class="list-group-item d-flex gap-2"><span class="sira">{n + 1}</span><a href="/haber/{slug(t)}-{77120 + n}">{esc(t)}</a></li>'
        for n, t in enumerate(encok)
    )
    css = """:root{--kirmizi:#d7261e;--lacivert:#14213d}*{box-sizing:border-box}body{margin:0;font:16px/1.6 "Roboto",system-ui,sans-serif;color:#212529;background:#f5f6f8}
a{color:var(--lacivert)}.container{max-width:1140px;margin:0 auto;padding:0 12px}.d-flex{display:flex}.gap-2{gap:.5rem}.gap-3{gap:1rem}
.align-items-center{align-items:center}.flex-grow-1{flex-grow:1}.py-3{padding:1rem 0}.mt-1{margin-top:.25rem}.mt-3{margin-top:1rem}.ms-5{margin-left:3rem}
.ps-3{padding-left:1rem}.border-start{border-left:2px solid #dee2e6}.small{font-size:.85rem}.text-muted{color:#6c757d}.rounded-circle{border-radius:50%}
.btn{border:0;background:none;cursor:pointer;font:inherit}.btn-link{text-decoration:none}.p-0{padding:0}
.ust-bar{background:var(--lacivert);color:#fff;font-size:13px}.ust-bar .container{display:flex;justify-content:space-between;padding:6px 12px}
.ust-bar a{color:#fff;margin-left:12px}header.logo-bar{background:#fff;padding:16px 0;border-bottom:3px solid var(--kirmizi)}
.logo{font:900 32px "Roboto Slab",serif;color:var(--kirmizi);text-decoration:none}.navbar{background:#fff;border-bottom:1px solid #e5e5e5}
.navbar ul{display:flex;gap:20px;list-style:none;margin:0;padding:10px 0;font-weight:700;font-size:14px}.navbar a{text-decoration:none}
.son-dakika{background:var(--kirmizi);color:#fff;font-size:14px;padding:6px 0}.son-dakika b{background:#fff;color:var(--kirmizi);padding:1px 6px;margin-right:8px}
.row{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:24px;margin-top:20px}.haber{background:#fff;padding:24px;border-radius:6px}
.kategori{color:var(--kirmizi);font-weight:700;font-size:13px;text-transform:uppercase}h1{font-size:32px;line-height:1.2;margin:6px 0 12px}
.spot{font-size:19px;font-weight:500;color:#333}.kunye{font-size:13px;color:#6c757d;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;margin:12px 0}
.paylas{display:flex;gap:6px;margin-bottom:16px}.paylas a{color:#fff;text-decoration:none;padding:4px 12px;border-radius:4px;font-size:13px}
.p-fb{background:#1877f2}.p-tw{background:#1da1f2}.p-wa{background:#25d366}.p-tg{background:#229ed9}
.haber-metni p{font-size:18px}.etiketler a{display:inline-block;background:#eef0f3;border-radius:14px;padding:2px 10px;margin:2px;font-size:13px;text-decoration:none}
.gorusler{background:#fff;padding:24px;border-radius:6px;margin-top:20px}.gorusler h2{font-size:22px;margin:0 0 4px}
.kural{font-size:13px;color:#6c757d}.gorus-formu textarea{width:100%;min-height:80px;border:1px solid #ced4da;border-radius:6px;padding:8px}
.gorus-formu input{border:1px solid #ced4da;border-radius:6px;padding:6px;width:48%}.gonder{background:var(--kirmizi);color:#fff;border:0;border-radius:6px;padding:8px 18px;margin-top:8px}
.okur-gorus+.okur-gorus{border-top:1px solid #eee}.harf{width:40px;height:40px;flex:none;background:#e9ecef;color:var(--lacivert);font-weight:700;display:inline-flex;align-items:center;justify-content:center}
.okur-ad{font-size:15px}.okur-metin p{margin:0}.kutu{background:#fff;border-radius:6px;padding:16px;margin-bottom:20px}.kutu h3{font-size:16px;margin:0 0 8px;border-left:4px solid var(--kirmizi);padding-left:8px}
.list-group{list-style:none;margin:0;padding:0}.list-group-item{padding:8px 0;border-bottom:1px solid #eee;font-size:14px}.sira{font-weight:900;color:var(--kirmizi);width:18px}
.reklam{background:#e9ecef;color:#999;font-size:11px;height:250px;display:flex;align-items:center;justify-content:center;margin-bottom:20px}
.namaz{font-size:13px}.namaz td{padding:2px 8px}footer.alt{background:var(--lacivert);color:#adb5bd;font-size:13px;padding:28px 0;margin-top:32px}footer.alt a{color:#fff;margin-right:14px}
.kvkk{position:fixed;bottom:0;left:0;right:0;background:#212529;color:#fff;font-size:13px;padding:10px 16px;display:flex;gap:12px;align-items:center;justify-content:center}"""
    body = f"""<div class="ust-bar"><div class="container"><span>12 Eylül 2022 Pazartesi · Gümüşkaya 27°C Açık</span><span>Dolar 18,24 · Euro 18,52 · Altın 1.001<a href="/giris">Giriş yap</a></span></div></div>
<header class="logo-bar"><div class="container"><a class="logo" href="/">Gümüşkaya Postası</a></div></header>
<nav class="navbar"><div class="container"><ul><li><a href="/gundem">Gündem</a></li><li><a href="/yerel">Yerel</a></li><li><a href="/ekonomi">Ekonomi</a></li><li><a href="/spor">Spor</a></li><li><a href="/saglik">Sağlık</a></li><li><a href="/yasam">Yaşam</a></li><li><a href="/video">Video</a></li><li><a href="/vefat">Vefat İlanları</a></li></ul></div></nav>
<div class="son-dakika"><div class="container"><b>SON DAKİKA</b>Çevre yolunda zincirleme kaza: 3 yaralı</div></div>
<div class="container"><div class="row"><main>
<article class="haber"><div class="kategori">Yerel</div>
<h1>Sahil bisiklet yolu açıldı: Kordon'dan iskeleye 4,2 kilometre</h1>
<p class="spot">Gümüşkaya Belediyesi'nin sahil bandında yaptığı bisiklet yolu hizmete girdi. İskele ile balıkçı barınağı arasındaki bölüm ise ikinci etapta tamamlanacak.</p>
<div class="kunye">Haber: Elif Demirci · <time datetime="2022-09-12T08:30:00+03:00">12.09.2022 08:30</time> · Güncelleme: 12.09.2022 09:15</div>
<div class="paylas"><a class="p-fb" href="#">Facebook</a><a class="p-tw" href="#">Twitter</a><a class="p-wa" href="#">WhatsApp</a><a class="p-tg" href="#">Telegram</a></div>
<img src="/_avatar/sahil-bisiklet-yolu.svg" width="700" height="394" alt="Sahil bisiklet yolu">
<div class="haber-metni">
<p>Gümüşkaya'da uzun süredir beklenen sahil bisiklet yolu, pazar günü düzenlenen törenle açıldı. Kordon'dan başlayıp iskeleye kadar uzanan 4,2 kilometrelik yol, yaya yolundan renkli zeminle ayrıldı.</p>
<p>Belediye Başkanı Ayhan Koçer, açılışta yaptığı konuşmada projenin 14 milyon liraya mal olduğunu ve güzergâh üzerindeki ağaçların hiçbirinin kesilmediğini söyledi. Yol boyunca üç bisiklet tamir istasyonu ve iki kiralama noktası da kuruldu.</p>
<p>Bisiklet yolunun iskele ile balıkçı barınağı arasındaki 600 metrelik ikinci etabının ise gelecek bahar tamamlanması planlanıyor.</p>
</div>
<div class="etiketler"><a href="/etiket/bisiklet-yolu">bisiklet yolu</a><a href="/etiket/sahil">sahil</a><a href="/etiket/gumuskaya-belediyesi">Gümüşkaya Belediyesi</a></div>
</article>
<section class="gorusler" id="okur-gorusleri"><h2>Okurlarımız ne diyor? (5)</h2>
<p class="kural">Yazılanlar okurlarımıza aittir. Küfür, hakaret ve suç unsuru içeren mesajlar yayınlanmaz.</p>
<form class="gorus-formu" action="/gorus-gonder" method="post"><textarea name="metin" placeholder="Düşüncelerinizi paylaşın…"></textarea><input type="text" name="ad" placeholder="Adınız"> <input type="email" name="eposta" placeholder="E-posta (yayınlanmaz)"><br><button class="gonder" type="submit">Gönder</button></form>
{cards}
</section>
</main>
<aside><div class="reklam">Reklam</div>
<div class="kutu"><h3>En çok okunanlar</h3><ul class="list-group">{eh}</ul></div>
<div class="kutu namaz"><h3>Namaz vakitleri</h3><table><tr><td>İmsak</td><td>05:21</td></tr><tr><td>Öğle</td><td>13:12</td></tr><tr><td>İkindi</td><td>16:43</td></tr><tr><td>Akşam</td><td>19:28</td></tr></table></div>
<div class="reklam">Reklam</div></aside></div></div>
<footer class="alt"><div class="container"><a href="/kunye">Künye</a><a href="/iletisim">İletişim</a><a href="/gizlilik">Gizlilik Politikası</a><a href="/kvkk">KVKK Aydınlatma Metni</a><p>© 2022 Gümüşkaya Postası. Tüm hakları saklıdır.</p></div></footer>
<div class="kvkk">Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için <a href="/kvkk" style="color:#fff">KVKK Aydınlatma Metni</a>'ni inceleyebilirsiniz. <button type="button" onclick="this.parentNode.remove()">Kabul et</button></div>"""
    html = page(
        "Sahil bisiklet yolu açıldı: Kordon'dan iskeleye 4,2 kilometre",
        "Gümüşkaya Postası",
        "tr",
        css,
        body,
        published="2022-09-12T08:30:00+03:00",
        author="Elif Demirci",
    )
    return make(
        "ee-tr-okurlarimiz",
        "discussion",
        "tr",
        html,
        cs,
        path="/haber/sahil-bisiklet-yolu-acildi-77131",
        container="section#okur-gorusleri: h2 'Okurlarımız ne diyor? (5)', rules, the form first, then div.okur-gorus cards (a letter circle, strong.okur-ad NAME, time '6 saat önce' with datetime and title, div.okur-metin > p, 👍 N / Yanıtla / Şikâyet et buttons); the one reply in div.yanitlar inside its parent's card",
        heading="Okurlarımız ne diyor? (5)",
        description="A Turkish city news site of September 2022 (Bootstrap-5-like utility classes, currency bar, breaking news, share buttons, tags, most read, prayer times, a KVKK cookie bar): 5 readers' views under 'Okurlarımız ne diyor? (5)' below the form, relative times, likes, one reply inside its parent's card; never says 'comment' (nor 'yorum').",
    )


def threads_ee() -> list[Case]:
    return [pt_piscina(), cs_rybnik(), tr_bisiklet()]
