"""Blind set fn: four small discussions. A Finnish village association's site of 2012 (3 comments, a bold name line
then the text in a paragraph, no time at all), a Norwegian personal blog of 2009 (4 comments, the text first and
the signature with a date under it in small print), a Catalan parish newsletter of 2015 (3 comments, a date line,
then "NAME:" and the text) and a Slovak village school's site of 2017 (one parent's comment with the teacher's
answer under it). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fn_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- fi: a village association, 2012


def fi_kylatalo() -> Case:
    cs = talk("""
Raili Pekkarinen || - || Tulen ensimmäisenä lauantaina, mutta vasarasta ei ole minulle paljon apua. Voin keittää kahvit ja leipoa pullaa koko porukalle.
Jussi Mäntylä || - || Meillä on traktori ja peräkärry, joilla vanhat peltilevyt saadaan vietyä jäteasemalle. Soittakaa vaikka illalla, niin tulen.
Helka ja Toivo || - || Muistakaa, että katolle ei kiivetä ilman valjaita. Viime kesänä naapurikylässä sattui paha tapaturma. // Muuten hieno juttu, että homma tehdään omin voimin eikä odoteta kunnan rahoja.
""")
    entries = "\n".join(f"<p><b>{esc(c.who)}</b></p>\n{paras(c.raw)}" for c in cs)
    menu = nav(
        [
            ("/index.html", "Etusivu"),
            ("/tapahtumat.html", "Tapahtumat"),
            ("/kylatalo.html", "Kylätalo"),
            ("/yhdistys.html", "Yhdistys"),
            ("/uutiset/", "Uutiset"),
            ("/yhteystiedot.html", "Yhteystiedot"),
        ]
    )
    body = f"""<body>
<table width="860" align="center" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td colspan="2"><img src="/kuvat/otsikko.svg" width="860" height="110" alt="Haukilammin kyläyhdistys ry"></td></tr>
<tr>
<td width="180" valign="top" class="vasen">
<ul class="valikko">{menu}</ul>
<p class="pieni"><b>Tulevat tapahtumat</b><br>9.6. Kylätalon talkoot<br>16.6. Talkoot jatkuvat<br>22.6. Juhannuskokko rannassa<br>14.7. Kesäkirppis</p>
</td>
<td valign="top" class="sisalto">
<p class="pvm">Julkaistu 28.5.2012</p>
<h2>Kylätalon katto korjataan talkoilla kesäkuussa</h2>
<p>Kylätalon vanha peltikatto on vuotanut jo kaksi talvea. Hallitus päätti toukokuun kokouksessa, että katto uusitaan talkoilla kesäkuun kahtena ensimmäisenä lauantaina. Tarvikkeet maksetaan kesäjuhlan tuotoilla ja osuuspankin lahjoituksella.</p>
<p>Talkoisiin tarvitaan sekä kattotöihin tottuneita että maan pinnalla auttajia: levyjen kantamista, vanhan katteen purkamista ja tietysti ruokahuoltoa. Kokoonnutaan kylätalon pihalla kello 9.</p>
<p><img src="/kuvat/2012/kylatalo-katto.svg" width="420" height="260" alt="Kylätalon katto"></p>
<p>Ilmoittautumiset puheenjohtaja Aila Rintamäelle, puh. 040 000 0000, tai tämän sivun alle.</p>
<div id="palaute">
<h3>Kommentit</h3>
{entries}
</div>
<form action="/kirjoita.php" method="post" class="lomake">
<p><b>Kirjoita oma viestisi</b></p>
<p>Nimi:<br><input type="text" name="nimi" size="30"></p>
<p>Viesti:<br><textarea name="viesti" rows="5" cols="50"></textarea></p>
<p><input type="submit" value="Lähetä"></p>
</form>
</td>
</tr>
<tr><td colspan="2" class="ala">Haukilammin kyläyhdistys ry &middot; Kylätalo, Lammintie 4 &middot; sivut päivitetty 28.5.2012</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#d9e4c8;font:13px Verdana,Arial,sans-serif;margin:10px 0;color:#222}.vasen{background:#eef3e4;padding:10px}.valikko{list-style:none;margin:0;padding:0}.valikko li{margin:4px 0}
.valikko a{color:#2f5a1c;font-weight:bold;text-decoration:none}.pieni{font-size:11px;margin-top:20px}.sisalto{padding:10px 20px}.pvm{font-size:11px;color:#777}h2{color:#2f5a1c}
#palaute{border-top:1px solid #9b9;margin-top:16px}#palaute h3{color:#2f5a1c}.lomake{background:#f3f6ee;padding:6px 10px}.ala{background:#2f5a1c;color:#fff;font-size:11px;padding:6px;text-align:center}
</style>"""
    return make(
        "fn-fi-village-kylatalo",
        "discussion",
        "fi",
        doc(
            "html4t",
            title="Kylätalon katto korjataan talkoilla - Haukilammin kyläyhdistys",
            lang="fi",
            head=css,
        )
        + body,
        cs,
        path="/uutiset/kylatalon-katto.html",
        container="div#palaute after h3 'Kommentit': per comment a p with b NAME, then one or two p of TEXT, siblings, no wrapper per comment, no time; the form 'Kirjoita oma viestisi' below",
        heading="Kommentit",
        description="A Finnish village association's site of 2012 (invented, a layout table): the village hall's roof repaired by volunteers in June; 3 comments, each a bold name in its own paragraph and the text in the paragraph(s) after it, no time, no wrapper per comment (the third two paragraphs, its author 'Helka ja Toivo'); a form below; coming events with dates in the left column.",
        files={
            "/kuvat/otsikko.svg": svg(860, 110, "#2f5a1c", "Haukilammin kyläyhdistys ry", 30),
            "/kuvat/2012/kylatalo-katto.svg": svg(420, 260, "#8c6d4a", "kylätalo"),
        },
    )


# --------------------------------------------------------------------------- nb: a personal blog, 2009


def nb_bringebaer() -> Case:
    cs = talk("""
Tone Marit || 14.08.2009 21:03 || Mormor hadde alltid en skvett sitronsaft i syltetøyet. Da holder fargen seg finere, påsto hun, og jeg har aldri turt å la være.
Tyttebærjenta || 15.08.2009 09:47 || Jeg har aldri våget å koke syltetøy uten pektin. Skal prøve oppskriften din til helgen, vi har mer bringebær enn vi klarer å spise.
Einar H. || 15.08.2009 18:20 || Har du prøvd å blande inn litt rabarbra? Det blir syrligere, men her i huset liker vi det best sånn.
Sigrun || 16.08.2009 22:11 || Tyttebærjenta: det går helt fint uten pektin, bare du lar det småkoke lenge nok og tar en prøve på en kald tallerken. Lykke til!
""")
    entries = "\n".join(
        f'<div class="innlegg">\n{paras(c.raw)}\n<p class="sign"><small>&mdash; {esc(c.who)}, {esc(c.at)}</small></p>\n</div>'
        for c in cs
    )
    body = f"""<body>
<div id="ramme">
<div id="topp"><h1><a href="/">Syltetøy og skrivebord</a></h1><p>En blogg om hage, kjøkken og hverdag på Nedre Fjellvang</p></div>
<div id="venstre">
<h2>Mormors bringebærsyltetøy</h2>
<p class="dato">fredag 14. august 2009</p>
<p>I år bugner bringebærbuskene bak låven. Jeg har plukket tre bøtter på to dager, og i kveld ble det syltetøy etter mormors gamle oppskrift fra den brune kokeboka med fettflekker på hvert eneste oppslag.</p>
<p>Oppskriften er enkel: ett kilo bær, sju hundre gram sukker, ingen pektin. Bærene kokes opp alene, sukkeret røres inn, og så skal det koke i et kvarter mens man rører og skummer. Mormor målte aldri tiden, hun så på boblene.</p>
<p><img src="/bilder/2009/08/syltetoy.svg" width="400" height="280" alt="Glass med syltetøy"></p>
<p>Sju glass står nå og kjøler seg i vinduskarmen. Det ene er allerede åpnet.</p>
<p class="etikett">Stikkord: <a href="/stikkord/kjokken">kjøkken</a>, <a href="/stikkord/hage">hage</a> &middot; <a href="/2009/08/mormors-bringebaersyltetoy">permanent lenke</a></p>
<h3>Hva dere skrev</h3>
{entries}
<p class="forrige"><a href="/2009/08/potetene-er-oppe">&laquo; Potetene er oppe</a> | <a href="/2009/08/tomatene-modnes">Tomatene modnes &raquo;</a></p>
</div>
<div id="hoyre">
<h4>Om meg</h4>
<p>Bor på et lite småbruk med to katter, en mann og altfor mange bærbusker.</p>
<h4>Arkiv</h4>
<ul>{nav([("/2009/08/", "august 2009"), ("/2009/07/", "juli 2009"), ("/2009/06/", "juni 2009"), ("/2009/05/", "mai 2009")])}</ul>
<h4>Jeg leser</h4>
<ul>{nav([("http://example.org/hagedagbok", "Hagedagbok fra Vestsida"), ("http://example.org/strikkepinne", "Strikkepinne og kaffe")])}</ul>
</div>
<div id="bunn">&copy; 2009 Syltetøy og skrivebord</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#f4efe6;font:14px Georgia,serif;color:#333;margin:0}#ramme{width:820px;margin:0 auto;background:#fffdf8}#topp{background:#9c2b3a;color:#fff;padding:14px 20px}#topp a{color:#fff;text-decoration:none}
#venstre{float:left;width:540px;padding:16px 20px}#hoyre{float:right;width:200px;padding:16px 10px;font-size:12px}#bunn{clear:both;text-align:center;font-size:11px;color:#999;padding:10px}
.dato{color:#9c2b3a;font-style:italic}.etikett{font-size:12px;color:#777}.innlegg{border-bottom:1px dashed #d8c8b8;padding:4px 0 2px}.sign{margin-top:-6px;color:#888}.forrige{font-size:12px;margin-top:18px}
</style>"""
    return make(
        "fn-nb-blog-bringebaer",
        "discussion",
        "nb",
        doc("html4t", title="Syltetøy og skrivebord: Mormors bringebærsyltetøy", lang="no", head=css) + body,
        cs,
        path="/2009/08/mormors-bringebaersyltetoy",
        container="after h3 'Hva dere skrev': four div.innlegg straight in the main column (no wrapper), each p TEXT then p.sign small '— NAME, dd.mm.yyyy hh:mm'; no form",
        heading="Hva dere skrev",
        description="A Norwegian (bokmål) personal blog of 2009 (invented): grandmother's raspberry jam; 4 comments under 'Hva dere skrev', the text first and the signature '— NAME, 14.08.2009 21:03' in small print under it; the fourth answers the second by 'Tyttebærjenta:' in its text (flat); no form; an archive and a blogroll in the right column.",
        files={"/bilder/2009/08/syltetoy.svg": svg(400, 280, "#b0303f", "syltetøy")},
    )


# --------------------------------------------------------------------------- ca: a parish newsletter, 2015


def ca_campanar() -> Case:
    cs = talk("""
Dolors Casamitjana || 12/04/2015 || Quina alegria! Des que es va espatllar el rellotge, la meva mare ja no sap mai quina hora és quan treballa a l'hort.
Pere de cal Ferrer || 13/04/2015 || Recordo que de petit pujàvem al campanar amb mossèn Jaume a donar corda al rellotge cada dissabte. Si mai es fa una visita, m'hi apunto el primer.
Família Garriga || 15/04/2015 || Hem deixat la nostra aportació a la guardiola del fons de l'església. Esperem que les campanes no toquin gaire d'hora els diumenges!
""")
    entries = "\n".join(
        f'<p class="dia">{esc(c.at)}</p>\n<p><strong>{esc(c.who)}:</strong> {esc(c.raw)}</p>' for c in cs
    )
    menu = nav(
        [
            ("/", "Inici"),
            ("/horaris.html", "Horaris de misses"),
            ("/full/", "Full parroquial"),
            ("/agenda.html", "Agenda"),
            ("/catequesi.html", "Catequesi"),
            ("/contacte.html", "Contacte"),
        ],
        " &middot; ",
    )
    body = f"""<body>
<div class="pagina">
<div class="capcalera"><img src="/img/esglesia.svg" width="120" height="90" alt=""> <span class="nom">Parròquia de Santa Eulàlia de Pujolric</span></div>
<div class="menu">{menu}</div>
<div class="cos">
<p class="numero">Full parroquial núm. 412 &mdash; Diumenge de Pasqua</p>
<h1>El campanar tornarà a tocar les hores</h1>
<p>Després de gairebé dos anys aturat, el rellotge del campanar tornarà a funcionar abans de la festa major. Un rellotger de la comarca ha revisat la maquinària i ha trobat que només cal canviar dues rodes dentades i el cable del contrapès.</p>
<p>El cost de la reparació és de 1.800 euros. La meitat la pagarà l'Ajuntament i l'altra meitat es recollirà amb les aportacions dels feligresos a la guardiola que hi ha a l'entrada de l'església.</p>
<p>Gràcies a tots els qui ja hi heu col·laborat.</p>
<p class="firma">El rector</p>
<hr>
<h3>Comentaris</h3>
<div class="aportacions">
{entries}
</div>
<form action="/full/enviar.php" method="post" class="form">
<p><b>Deixeu el vostre comentari</b> (es publicarà un cop revisat)</p>
<p>Nom: <input type="text" name="nom" size="28"></p>
<p><textarea name="text" rows="4" cols="55"></textarea></p>
<p><input type="submit" value="Envia"></p>
</form>
</div>
<div class="lateral">
<p><b>Horaris d'aquesta setmana</b></p>
<p>Dissabte 19 h, missa vespertina<br>Diumenge 11 h, missa major<br>Dimecres 20 h, pregària</p>
<p><b>Fulls anteriors</b></p>
<ul>{nav([("/full/411.html", "Núm. 411 - Diumenge de Rams"), ("/full/410.html", "Núm. 410 - V de Quaresma"), ("/full/409.html", "Núm. 409 - IV de Quaresma")])}</ul>
</div>
<div class="peu">Parròquia de Santa Eulàlia de Pujolric &middot; Plaça de l'Església, 1 &middot; <a href="/contacte.html">Contacte</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#ece6da;font:14px 'Trebuchet MS',Arial,sans-serif;margin:0}.pagina{width:900px;margin:0 auto;background:#fff;overflow:hidden}.capcalera{padding:10px;border-bottom:3px solid #6b4f2a}.nom{font-size:24px;color:#6b4f2a;vertical-align:top}
.menu{background:#6b4f2a;padding:6px 10px}.menu a{color:#fff}.cos{float:left;width:600px;padding:12px 18px}.lateral{float:right;width:220px;padding:12px;background:#f5f0e6;font-size:12px}.peu{clear:both;font-size:11px;color:#777;padding:8px;text-align:center}
.numero{font-size:12px;color:#6b4f2a}.firma{font-style:italic;text-align:right}.dia{font-size:11px;color:#999;margin:14px 0 0}.aportacions p{margin-top:2px}.form{background:#f5f0e6;padding:6px 10px}
</style>"""
    return make(
        "fn-ca-parish-campanar",
        "discussion",
        "ca",
        doc(
            "xhtml",
            title="El campanar tornarà a tocar les hores - Parròquia de Santa Eulàlia de Pujolric",
            lang="ca",
            head=css,
        )
        + body,
        cs,
        path="/full/412.html",
        container="div.aportacions after h3 'Comentaris': per comment a p.dia DATE, then a p 'strong NAME: TEXT', siblings, no wrapper per comment; the form 'Deixeu el vostre comentari' below",
        heading="Comentaris",
        description="A Catalan parish newsletter's site of 2015 (invented): the bell tower's clock to be repaired; 3 comments, each a date line 'dd/mm/yyyy' then a paragraph 'NAME: TEXT' with the name in strong, no wrapper per comment, no hour; a form below; this week's mass times and earlier issues in the side column.",
        files={"/img/esglesia.svg": svg(120, 90, "#6b4f2a", "✝", 40)},
    )


# --------------------------------------------------------------------------- sk: a village school, 2017


def sk_plavaren() -> Case:
    cs = talk("""
mama Tamarky || 22.05.2017 19:45 || Dobrý deň, chcem sa opýtať, či deti potrebujú na plaváreň aj čiapku, alebo stačia plavky a uterák. Tamarka má dlhé vlasy a bojí sa, že jej budú vo vode prekážať.
> Ľubica Drozdíková || 23.05.2017 07:30 || Dobrý deň, čiapka je na plavárni povinná, dá sa kúpiť aj priamo pri pokladni za dve eurá. Dlhé vlasy stačí zopnúť gumičkou a Tamarka sa nemusí ničoho báť, inštruktori sú s deťmi veľmi trpezliví.
""")
    q, a = cs
    body = f"""<body>
<div id="obal">
<div id="hlava"><img src="/obrazky/erb.svg" width="70" height="80" alt=""><div><b>Základná škola s materskou školou</b><br>Jarabinová 12, Horné Lúčiny</div></div>
<ul id="menu">{nav([("/", "Úvod"), ("/o-skole", "O škole"), ("/aktuality", "Aktuality"), ("/jedalen", "Jedáleň"), ("/rodicia", "Pre rodičov"), ("/kontakt", "Kontakt")])}</ul>
<div id="obsah">
<h1>Plavecký výcvik tretiakov začína 29. mája</h1>
<p class="meta">Aktuality &middot; 22.05.2017 &middot; pridala Mgr. Ľubica Drozdíková</p>
<p>Milí rodičia, žiaci 3.A a 3.B budú od pondelka 29. mája absolvovať päťdňový plavecký výcvik na mestskej plavárni. Autobus bude odchádzať spred školy o 7.45 a deti sa vrátia na obed.</p>
<p>Deti si prinesú plavky, uterák, šľapky, plaveckú čiapku a malú desiatu. Poplatok za výcvik je 25 eur a je potrebné ho uhradiť triednej učiteľke do piatku.</p>
<p>Prosíme, aby ste nám nahlásili, ak má vaše dieťa zdravotné obmedzenie.</p>
<h3>Komentáre</h3>
<div class="prispevok">
<div class="kto"><b>{esc(q.who)}</b> <span>{esc(q.at)}</span></div>
<p>{esc(q.raw)}</p>
<div class="odpoved">
<div class="kto"><b>{esc(a.who)}</b> (triedna učiteľka 3.A) <span>{esc(a.at)}</span></div>
<p>{esc(a.raw)}</p>
</div>
</div>
</div>
<div id="bok">
<h4>Oznamy</h4>
<p>31.5. fotografovanie tried<br>1.6. MDD na školskom dvore<br>16.6. koncoročná besiedka</p>
<h4>Jedálny lístok</h4>
<p>Pondelok: hrachová polievka, buchtičky s krémom</p>
</div>
<div id="pata">ZŠ s MŠ Horné Lúčiny &middot; tel. 000 000 000 &middot; <a href="/kontakt">napíšte nám</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:13px Tahoma,Arial,sans-serif;background:#cfe3f2;margin:0}#obal{width:940px;margin:0 auto;background:#fff}#hlava{display:flex;gap:14px;align-items:center;padding:10px;background:#1d5b8c;color:#fff}
#menu{list-style:none;margin:0;padding:6px 10px;background:#e8f1f8}#menu li{display:inline;margin-right:14px}#obsah{float:left;width:640px;padding:10px 18px}#bok{float:right;width:220px;padding:10px}
#pata{clear:both;background:#1d5b8c;color:#fff;padding:6px;font-size:11px}#pata a{color:#fff}.meta{font-size:11px;color:#888}.prispevok{border:1px solid #d6e3ee;padding:6px 10px}.kto span{color:#999;font-size:11px}
.odpoved{margin:6px 0 0 30px;border-left:3px solid #1d5b8c;padding-left:10px}
</style>"""
    return make(
        "fn-sk-school-plavaren",
        "discussion",
        "sk",
        doc(
            "html5",
            title="Plavecký výcvik tretiakov začína 29. mája | ZŠ s MŠ Horné Lúčiny",
            lang="sk",
            head=css,
        )
        + body,
        cs,
        path="/aktuality/plavecky-vycvik-tretiakov",
        container="div.prispevok after h3 'Komentáre': div.kto (b NAME, span DATE) and p TEXT; the teacher's answer in div.odpoved inside it (div.kto 'b NAME (triedna učiteľka 3.A) span DATE', p TEXT); no form",
        heading="Komentáre",
        description="A Slovak village school's site of 2017 (invented): the third-graders' swimming course; one parent's comment ('mama Tamarky') with the class teacher's answer under it, indented in a div.odpoved inside the comment's box; no form; notices with dates and the canteen's menu in the side column.",
        files={"/obrazky/erb.svg": svg(70, 80, "#c9a227", "ZŠ", 20)},
    )
