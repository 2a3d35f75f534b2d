"""Blind set fu: four of the smallest discussions. An Estonian village paper (4 comments, "Kirjutas NAME · DATE"
before each text, under "Teie sõnad", a form below), a Lithuanian parish newsletter (3 comments, "NAME: text" in one
paragraph, no time, no heading), a Slovak village's news (4 comments, the text first and "— NAME, PLACE" on its own
line under it, under "Komentáre", a form below) and a Portuguese cycling club's page (4 comments in a table, one row
each: name | text | date, under "Comentários", a form below). Every site, name, place and text invented for this set;
each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fu_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- et: a village paper, 2011, byline verb first


def et_kiik() -> Case:
    cs = talk("""
Malle Kuusik || 15.05.2011 || Ilus töö! Lapsed olid juba eile õhtul kiige juures nagu vanasti, kuni pimedani. Aitäh Antsule ja poistele.
Tõnu Rebane || 17.05.2011 || Katus on tõesti korralik, aga kiige istelaud vajaks ka uut värvi. Mul on pool purki rohelist üle, võin tuua.
Reet Allikmäe || 20.05.2011 || Kas jaanipäeval tehakse kiige juurde ka lõke nagu eelmisel aastal? Siis tuleme kogu perega ja toome vorstid kaasa.
Ants Kivistik || 23.05.2011 || Tõnu, too värv laupäeval kella kümneks kaasa, teeme ära. Ja lõke tuleb kindlasti, Reet, puud on juba laotud.
""")
    items = "\n".join(
        f'<div class="lugu">\n<p class="rida">Kirjutas <b>{esc(c.who)}</b> &middot; {esc(c.at)}</p>\n{paras(c.raw)}\n</div>'
        for c in cs
    )
    body = f"""<body>
<table width="760" align="center" cellpadding="0" cellspacing="0" class="raam">
<tr><td colspan="2" class="pais"><img src="/pildid/pais.svg" width="760" height="90" alt="Kõrvemäe Külaleht"></td></tr>
<tr><td colspan="2" class="menyy">{nav([("/", "Avaleht"), ("/uudised", "Uudised"), ("/seltsimaja", "Seltsimaja"), ("/kalender", "Kalender"), ("/pildid", "Pildid"), ("/kontakt", "Kontakt")], " | ")}</td></tr>
<tr>
<td valign="top" class="vasak">
<p class="kuup">14.05.2011</p>
<h2>Külaplatsi kiik sai uue katuse</h2>
<p><img src="/pildid/2011/kiik.svg" width="300" height="200" alt="" align="right" hspace="8">Laupäeval kogunes külaplatsile üheksa inimest, et kiigele enne suve uus laastukatus peale panna. Vana katus oli seisnud üle kahekümne aasta ja lasi juba mitmest kohast läbi.</p>
<p>Laastud saime Metsaotsa talust, naelad ja värvi ostis külaselts. Töö sai valmis kella neljaks ja pärast keedeti seltsimaja köögis suppi.</p>
<p>Järgmine talgupäev on planeeritud juuni alguses, siis tuleb korda teha ka pingid ja prügikastid.</p>
<p class="autor">Ants Kivistik, külavanem</p>
<div class="alla">
<h3>Teie sõnad</h3>
{items}
</div>
<form action="/uudised/kiik/lisa" method="post" class="vorm">
<p>Nimi:<br><input type="text" name="nimi" size="30"></p>
<p>Tekst:<br><textarea name="tekst" rows="5" cols="50"></textarea></p>
<p><input type="submit" value="Saada"></p>
</form>
</td>
<td valign="top" class="parem">
<p><b>Tulekul</b></p>
<p>28.05 Seltsimaja kevadkoristus<br>04.06 Talgupäev külaplatsil<br>23.06 Jaanilõke</p>
<p><b>Külaselts</b></p>
<p>Esimees: Ants Kivistik<br>tel 5555 0193</p>
<p><a href="/arhiiv/2011">Arhiiv 2011</a><br><a href="/arhiiv/2010">Arhiiv 2010</a></p>
</td>
</tr>
<tr><td colspan="2" class="jalus">Kõrvemäe Külaselts &copy; 2011 &middot; Lehte teeb vabatahtlikult Kadri Kivistik</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#dfe8d8;font-family:Verdana,sans-serif;font-size:12px;margin:10px}.raam{background:#fff;border:1px solid #9bb08a}
.menyy{background:#5d7a4a;padding:5px 10px}.menyy a{color:#fff;font-weight:bold;text-decoration:none}.vasak{padding:10px 14px;width:560px}.parem{padding:10px;background:#f1f5ec;font-size:11px}
.kuup{color:#888;font-size:11px;margin:0}h2{color:#3d5a2e;margin:2px 0 8px}.autor{font-style:italic}.alla{border-top:1px solid #ccc;margin-top:14px}h3{font-size:13px;color:#3d5a2e}
.lugu{margin-bottom:10px}.rida{color:#666;font-size:11px;margin:0}.lugu p{margin:2px 0}.vorm{background:#f1f5ec;padding:6px}.jalus{font-size:10px;color:#777;text-align:center;padding:6px}
</style>"""
    return make(
        "fu-et-village-kiik",
        "discussion",
        doc("html4t", title="Külaplatsi kiik sai uue katuse - Kõrvemäe Külaleht", lang="et", head=css) + body,
        cs,
        path="/uudised/2011/05/kiik",
        container="div.alla after h3 'Teie sõnad': four div.lugu (p.rida 'Kirjutas b NAME · 15.05.2011', p TEXT); a form (Nimi, Tekst, Saada) below",
        heading="Teie sõnad",
        description="An Estonian village paper of 2011 (invented), a layout table: the village swing got a new shingle roof; 4 readers' comments over nine days, each 'Kirjutas NAME · DATE' before the text (the byline verb before the name in b), under 'Teie sõnad' (your words), the last answering two others by name; a plain form below; a sidebar of coming events with dates and a footer.",
        language="et",
        files={
            "/pildid/pais.svg": svg(760, 90, "#5d7a4a", "Kõrvemäe Külaleht", 30),
            "/pildid/2011/kiik.svg": svg(300, 200, "#a1887f", "kiik", 24),
        },
    )


# --------------------------------------------------------------------------- lt: a parish newsletter, 2010, "NAME: text"


def lt_atlaidai() -> Case:
    cs = talk("""
Aldona || - || Labai gražiai giedojo choras, ypač per Mišias prie Švč. Mergelės paveikslo. Ačiū vargonininkei Irenai už tiek repeticijų.
Vytautas iš Kalnėnų || - || Gaila tik, kad nebuvo kur pastatyti mašinos, teko palikti prie mokyklos ir eiti pėsčiomis su močiute.
Genutė || - || Vytautai, kitais metais bus atidaryta nauja aikštelė prie kapinių, klebonas per pamokslą žadėjo.
""")
    items = "\n".join(f"<p><strong>{esc(c.who)}:</strong> {esc(c.raw)}</p>" for c in cs)
    body = f"""<body>
<div id="visas">
<div id="virsus"><img src="/img/bokstas.svg" width="60" height="80" alt=""><div><h1>Šilėnų parapijos žinios</h1><p>Šv. Roko parapija, Šilėnai</p></div></div>
<div id="meniu">{nav([("/", "Pradžia"), ("/pamaldos", "Pamaldų tvarka"), ("/zinios", "Žinios"), ("/choras", "Choras"), ("/kontaktai", "Kontaktai")], " &bull; ")}</div>
<div id="turinys">
<h2>Šv. Roko atlaidai praėjo gausiai</h2>
<p class="data">2010 m. rugpjūčio 17 d.</p>
<p>Sekmadienį į Šilėnus susirinko daugiau nei keturi šimtai tikinčiųjų iš visos apylinkės. Iškilmingas Šv. Mišias aukojo svečias kunigas iš Kalnėnų, giedojo jungtinis parapijos choras.</p>
<p>Po Mišių vyko procesija aplink bažnyčią, o šventoriuje jaunimas vaišino visus arbata ir pyragais. Nuoširdžiai dėkojame visiems, kurie padėjo tvarkyti bažnyčią ir šventorių.</p>
<p class="pas">Klebonas kun. Albinas</p>
<hr>
{items}
</div>
<div id="apacia">Šilėnų Šv. Roko parapija &middot; Bažnyčios g. 3, Šilėnai &middot; 2010</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#f5f0e6;font:13px Georgia,serif;color:#333;margin:0}#visas{width:720px;margin:0 auto;background:#fff;border-left:1px solid #d8cdb5;border-right:1px solid #d8cdb5}
#virsus{padding:10px 16px;overflow:hidden}#virsus img{float:left;margin-right:12px}#virsus h1{margin:10px 0 2px;color:#6b3e1f;font-size:24px}#virsus p{margin:0;color:#8a7560}
#meniu{background:#6b3e1f;padding:5px 16px}#meniu a{color:#fff}#turinys{padding:10px 20px}h2{color:#6b3e1f}.data{color:#999;font-size:11px}.pas{text-align:right;font-style:italic}
hr{border:0;border-top:1px dashed #c9b99a}#apacia{background:#efe7d6;font-size:11px;padding:6px 16px;color:#7a6a50}
</style>"""
    return make(
        "fu-lt-parish-atlaidai",
        "discussion",
        doc("html4t", title="Šv. Roko atlaidai praėjo gausiai - Šilėnų parapijos žinios", lang="lt", head=css)
        + body,
        cs,
        path="/zinios/2010/atlaidai.html",
        container="div#turinys after the article and an hr, no heading: three p, each 'strong NAME: TEXT' in one paragraph; no time, no form",
        heading=None,
        description="A Lithuanian parish newsletter of 2010 (invented): the patron saint's feast was well attended; 3 readers' comments right after an hr under the priest's signature, each 'NAME: text' in one paragraph with the name in strong, no time and no heading (the third answers the second by name); a short footer.",
        language="lt",
        files={"/img/bokstas.svg": svg(60, 80, "#6b3e1f")},
    )


# --------------------------------------------------------------------------- sk: a village's news, 2014, text first, name and place under it


def sk_lavicky() -> Case:
    cs = talk("""
Ján Kováčik || - || Konečne! Na starých lavičkách sa už nedalo sedieť, mama si o jednu roztrhla kabát. Ďakujeme obci aj chlapom z hasičov.
Mária Hudecová || - || Lavičky sú pekné, len by bolo dobré dať ku každej aj smetný kôš. Po nedeľňajšom futbale bolo okolo parku plno papierov.
Peter Z. || - || Pri zastávke by sa zišla aspoň jedna lavička so strieškou, keď prší, čakáme na autobus pod stromom.
Zuzana Michalíková || - || Peter, strieška pri zastávke je vraj v rozpočte na budúci rok, starosta to hovoril na zastupiteľstve v marci.
""")
    places = ("Horná Lipová", "Dolná Lipová", "Lipová, Hlavná ulica", "Horná Lipová")
    items = "\n".join(
        f'<div class="zap">\n{paras(c.raw)}\n<p class="pod">— {esc(c.who)}, {esc(p)}</p>\n</div>'
        for c, p in zip(cs, places, strict=True)
    )
    body = f"""<body>
<div class="hlava"><a href="/"><img src="/obr/erb.svg" width="54" height="64" alt="Erb obce"></a> <span>Obec Lipová Dolina</span></div>
<div class="lista">{nav([("/", "Úvod"), ("/obec", "Obec"), ("/aktuality", "Aktuality"), ("/uradna-tabula", "Úradná tabuľa"), ("/galeria", "Galéria"), ("/kontakt", "Kontakt")])}</div>
<div class="stred">
<h1>V parku pribudlo osem nových lavičiek</h1>
<p class="kedy">Pridané: 6. 5. 2014 | Aktuality</p>
<p>Obec v apríli vymenila všetky lavičky v parku pri kultúrnom dome. Nové lavičky sú z agátového dreva a kovu a vyrobila ich stolárska dielňa v Hornej Lipovej.</p>
<p>Staré lavičky demontovali dobrovoľní hasiči, ktorí pomohli aj s osadením nových. Náklady 1 840 eur boli hradené z rozpočtu obce.</p>
<p>Obecný úrad prosí občanov, aby na lavičkách nestáli a nepoškodzovali ich.</p>
<h3>Komentáre</h3>
{items}
<form action="/aktuality/lavicky/pridat" method="post" class="form">
<p><label>Meno: <input type="text" name="meno"></label> <label>Obec / časť: <input type="text" name="miesto"></label></p>
<p><textarea name="text" rows="4" cols="60"></textarea></p>
<p><input type="submit" value="Pridať"></p>
</form>
</div>
<div class="bok">
<h4>Úradná tabuľa</h4>
<ul><li><a href="/uradna-tabula/2014/12">Zámer predaja pozemku</a> 30. 4. 2014</li><li><a href="/uradna-tabula/2014/11">Zasadnutie zastupiteľstva</a> 24. 4. 2014</li></ul>
<h4>Úradné hodiny</h4>
<p>Po, St: 8.00 - 16.00<br>Pi: 8.00 - 12.00</p>
</div>
<div class="pata">Obecný úrad Lipová Dolina, Hlavná 41 &middot; 2014 &middot; webmaster: obec@lipova-dolina.example</div>
</body>
</html>
"""
    css = """<style>
body{font:13px Tahoma,sans-serif;margin:0;background:#fff;color:#222}.hlava{background:#1e4f91;color:#fff;padding:8px 20px;font-size:22px}.hlava img{vertical-align:middle}
.lista ul,.lista{list-style:none;margin:0;padding:0;background:#e3ebf6}.lista li{display:inline-block;padding:5px 12px}.stred{float:left;width:600px;padding:10px 20px}.bok{float:left;width:220px;padding:10px;font-size:12px}
h1{font-size:20px;color:#1e4f91}.kedy{font-size:11px;color:#888}h3{border-bottom:1px solid #1e4f91;color:#1e4f91}.zap{border-bottom:1px solid #eee;padding:4px 0}.zap p{margin:3px 0}.pod{color:#555;font-size:12px}
.form{background:#f4f6fa;padding:6px}.pata{clear:both;font-size:11px;color:#666;border-top:1px solid #ccc;padding:8px 20px}
</style>"""
    return make(
        "fu-sk-village-lavicky",
        "discussion",
        doc("html5", title="V parku pribudlo osem nových lavičiek | Obec Lipová Dolina", lang="sk", head=css)
        + body,
        cs,
        path="/aktuality/2014/lavicky",
        container="div.stred after h3 'Komentáre': four div.zap (p TEXT, p.pod '— NAME, PLACE'); no time; a form (Meno, Obec / časť, Pridať) below",
        heading="Komentáre",
        description="A Slovak village's web page of 2014 (invented): eight new benches in the park; 4 readers' comments, each the text first and '— NAME, PLACE' on its own line under it, no time, under 'Komentáre' (the fourth answers the third by name); a plain form asking for a name and a place; a side column with the notice board's dated entries and office hours.",
        language="sk",
        files={"/obr/erb.svg": svg(54, 64, "#f2c500")},
    )


# --------------------------------------------------------------------------- pt: a cycling club, 2009, a table row per comment


def pt_passeio() -> Case:
    cs = talk("""
Rui Mendonça || 13/10/2009 || Grande passeio, parabéns à organização. A subida do Cabeço foi dura mas a vista lá de cima pagou tudo. Para o ano cá estarei.
Sandra Pires || 15/10/2009 || O reforço em Vale de Cima estava impecável, o bolo de laranja da D. Lurdes foi o melhor do dia. Só faltou marcar melhor a descida para a ribeira.
Tó Zé || 19/10/2009 || Alguém encontrou umas luvas pretas da Shimano no parque de estacionamento do pavilhão? Deixei-as em cima do carro.
Carlos Valente || 22/10/2009 || Tó Zé, as luvas estão na sede do clube, entregou-as o senhor do café. Podes ir buscá-las à quinta à noite.
""")
    rows = "\n".join(
        f'<tr><td class="q" valign="top"><b>{esc(c.who)}</b></td><td valign="top">{esc(c.raw)}</td><td class="d" valign="top">{esc(c.at)}</td></tr>'
        for c in cs
    )
    body = f"""<body bgcolor="#ffffff">
<center>
<table width="780" border="0" cellpadding="0" cellspacing="0">
<tr><td><img src="/imagens/topo.svg" width="780" height="110" alt="Grupo Desportivo de Vale Formoso - Secção de BTT"></td></tr>
<tr><td class="barra">{nav([("/index.html", "Início"), ("/clube.html", "O Clube"), ("/passeios.html", "Passeios"), ("/fotos.html", "Fotos"), ("/socios.html", "Sócios"), ("/contactos.html", "Contactos")], " :: ")}</td></tr>
<tr><td class="corpo">
<h2>II Passeio de BTT das Vindimas: 212 participantes</h2>
<p class="quando">Publicado em 12/10/2009</p>
<p>Realizou-se no domingo, dia 11, o II Passeio de BTT das Vindimas, com partida e chegada no pavilhão do Grupo Desportivo. Inscreveram-se 212 participantes, vindos de todo o distrito, mais do dobro do ano passado.</p>
<p>O percurso longo, de 48 km, passou pelo Cabeço da Moura e pelas vinhas de Vale de Cima, onde houve reforço alimentar. O percurso curto, de 22 km, foi feito por muitas famílias com crianças.</p>
<p>A direção agradece à Junta de Freguesia, aos bombeiros e a todos os voluntários. As fotografias estão na página <a href="/fotos.html">Fotos</a>.</p>
<h3>Comentários</h3>
<table width="100%" border="1" cellpadding="5" cellspacing="0" class="tab">
{rows}
</table>
<form action="/cgi-bin/comentar.cgi" method="post">
<p>Nome: <input type="text" name="nome" size="25"> &nbsp; E-mail: <input type="text" name="email" size="25"></p>
<p><textarea name="msg" cols="70" rows="4"></textarea><br><input type="submit" value="Enviar"></p>
</form>
</td></tr>
<tr><td class="rodape">G.D. Vale Formoso &middot; Rua do Pavilhão, Vale Formoso &middot; &copy; 2009 &middot; Melhor visto a 800x600</td></tr>
</table>
</center>
</body>
</html>
"""
    css = """<style type="text/css">
body{font-family:Arial,sans-serif;font-size:12px;margin:8px}.barra{background:#ff8c00;padding:4px 8px;font-weight:bold}.barra a{color:#fff;text-decoration:none}.corpo{padding:10px 12px}
h2{color:#c05800;font-size:18px}.quando{font-size:10px;color:#888}h3{color:#c05800;font-size:14px;margin-bottom:4px}.tab{border-collapse:collapse;border-color:#f0c08a}.q{width:120px;background:#fff3e3}.d{width:80px;font-size:11px;color:#777}
.rodape{background:#eee;font-size:10px;text-align:center;padding:5px}
</style>"""
    return make(
        "fu-pt-club-passeio",
        "discussion",
        doc("html4t", title="G.D. Vale Formoso - BTT - II Passeio das Vindimas", lang="pt-PT", head=css)
        + body,
        cs,
        path="/passeio-vindimas-2009.html",
        container="td.corpo after h3 'Comentários': table.tab of four tr (td.q b NAME | td TEXT | td.d '13/10/2009'); a form (Nome, E-mail, Enviar) below",
        heading="Comentários",
        description="A Portuguese village sports club's cycling section of 2009 (invented), a layout table: the club's second mountain-bike ride had 212 riders; 4 readers' comments in a bordered table of one row each, name cell | text cell | date cell, over ten days, under 'Comentários' (the fourth answers the third by name); a plain CGI form below and a footer.",
        language="pt",
        files={"/imagens/topo.svg": svg(780, 110, "#ff8c00", "Grupo Desportivo de Vale Formoso - BTT", 26)},
    )
