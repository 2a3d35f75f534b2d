"""Blind set fm: three discussions. A Czech regional portal of 2012 (12 numbered entries in one table, a header row
and a text row each, flat, under "Diskuse k článku"), an Italian travel magazine of 2013 (the newest 6 of 14
comments, newest first, a "Mostra i commenti precedenti (8)" link after them, under "La vostra opinione") and a
Swedish local paper of 2013 (5 comments in a narrow column right of the article, no heading). Every site, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fm_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- cs: a portal's comment table, 2012


def cs_namesti() -> Case:
    cs = talk("""
Pepa_z_Lhoty || 14. 3. 2012 10:22 || Lavičky jsou fajn, ale hlavně ať konečně opraví tu dlažbu před poštou. Babička si tam loni zlomila ruku.
Věra K. || 14. 3. 2012 10:41 || Konečně se něco děje. Náměstí vypadá dvacet let stejně, jen přibývají billboardy.
hasič_Franta || 14. 3. 2012 11:05 || Doufám, že mysleli na to, aby tam pořád projela cisterna. Na tom plánu mi ty květináče přijdou moc blízko u sebe.
student_Ondra || 14. 3. 2012 11:30 || Mohla by tam být i wifi zdarma, jako mají v Podolí. Stojí to pár tisíc ročně.
Jarmila Nováková || 14. 3. 2012 12:18 || Kde budou parkovat lidi, co jezdí k doktorovi? O tom v článku není ani slovo.
Pepa_z_Lhoty || 14. 3. 2012 12:40 || Jarmilo, podle plánu má být nové parkoviště za sokolovnou, asi třicet míst.
anonym123 || 14. 3. 2012 13:55 || Zase se utratí peníze za kytičky, místo aby se opravila silnice na Horní Lhotu.
Miloš Trnka || 14. 3. 2012 15:07 || Silnice na Horní Lhotu patří kraji, ne městu. Tohle se v diskusích opakuje pořád dokola.
Věra K. || 14. 3. 2012 16:33 || Líbí se mi, že kašna zůstane. Jen ať v ní v létě teče voda, loni byla celé prázdniny suchá.
trafikant || 14. 3. 2012 18:02 || Jako trafikant na náměstí se ptám, jak dlouho bude stavba trvat. Půl roku bez zákazníků nepřežiju.
hasič_Franta || 15. 3. 2012 07:12 || Podle radnice od dubna do září, ale po etapách, takže k obchodům se půjde dostat vždycky.
Lída || 15. 3. 2012 09:46 || Prosím, ať tam nezmizí ten starý kaštan. Pod ním jsme jako děti čekávali na autobus.
""")
    rows = "".join(
        f'<tr class="prispevek-hlava{" sudy" if i % 2 else ""}"><td class="cislo"><a name="p{i}"></a>{i}.</td>'
        f'<td class="nick"><b>{esc(c.who)}</b></td><td class="kdy">{esc(c.at)}</td>'
        f'<td class="akce"><a href="/diskuse/reagovat.php?clanek=7741&amp;p={i}">reagovat</a> | <a href="/diskuse/nahlasit.php?p={i}">nahlásit</a></td></tr>\n'
        f'<tr class="prispevek-text{" sudy" if i % 2 else ""}"><td></td><td colspan="3">{esc(c.raw)}</td></tr>\n'
        for i, c in enumerate(cs, 1)
    )
    body = f"""<body>
<div id="obal">
<div id="hlavicka"><a href="/"><img src="/obr/logo-podhuri.svg" width="380" height="60" alt="Podhůří.cz"></a><div id="datum">středa 14. března 2012, svátek má Matylda &middot; <a href="/prihlaseni.php">Přihlásit</a></div></div>
<div id="menu">{nav([("/", "Úvod"), ("/zpravy/", "Zprávy"), ("/kultura/", "Kultura"), ("/sport/", "Sport"), ("/inzerce/", "Inzerce"), ("/pocasi/", "Počasí"), ("/diskuse/", "Diskuse")], " &nbsp;|&nbsp; ")}</div>
<table id="rozvrzeni" cellspacing="0" cellpadding="0"><tr>
<td id="levy" valign="top">
<div class="box"><div class="box-h">Rubriky</div><ul>{nav([("/zpravy/kamenna-lhota/", "Kamenná Lhota"), ("/zpravy/podoli/", "Podolí"), ("/zpravy/horni-lhota/", "Horní Lhota"), ("/zpravy/kraj/", "Z kraje"), ("/zpravy/policie/", "Policie a hasiči")])}</ul></div>
<div class="box"><div class="box-h">Anketa</div><p>Chodíte na trhy na náměstí?</p><p><a href="/anketa/31?h=1">ano (412)</a><br><a href="/anketa/31?h=2">ne (198)</a><br><a href="/anketa/31?h=3">občas (260)</a></p></div>
</td>
<td id="stred" valign="top">
<p class="drobky"><a href="/">Úvod</a> &gt; <a href="/zpravy/">Zprávy</a> &gt; <a href="/zpravy/kamenna-lhota/">Kamenná Lhota</a></p>
<h1>Radnice ukázala plán náměstí: nová dlažba, lavičky a méně aut</h1>
<p class="info">14. 3. 2012 9:15 &middot; Autor: Hana Vrbová &middot; Přečteno: 2 318× &middot; <a href="#diskuse">Diskuse (12)</a></p>
<p class="perex">Náměstí v Kamenné Lhotě čeká největší proměna za posledních čtyřicet let. Radnice včera představila studii, podle které zmizí většina parkovacích míst a přibude zeleň.</p>
<p>Studie počítá s novou žulovou dlažbou, dvaceti lavičkami, stromy v květináčích a osvětlením kašny. Parkovat se bude smět jen na severní straně náměstí, a to nejvýše dvě hodiny.</p>
<p><img src="/obr/clanky/2012/namesti-studie.svg" width="500" height="280" alt="Vizualizace náměstí"><br><small>Vizualizace nového náměstí. Zdroj: MěÚ Kamenná Lhota</small></p>
<p>Práce by měly začít v dubnu a skončit v září. Město na ně chce získat dotaci z regionálního operačního programu, celkové náklady odhaduje na 18 milionů korun.</p>
<p class="sdilet">Sdílet: <a href="/sdilet.php?s=fb&amp;c=7741">Facebook</a> (64) | <a href="/sdilet.php?s=tw&amp;c=7741">Twitter</a> (5) | <a href="/tisk.php?c=7741">Tisk</a></p>
<div class="souvisejici"><b>Související články:</b><br>
<a href="/zpravy/kamenna-lhota/7690">Parkování na náměstí bude placené</a> (2. 2. 2012)<br>
<a href="/zpravy/kamenna-lhota/7512">Kašna na náměstí se opraví až v létě</a> (18. 11. 2011)</div>
<a name="diskuse"></a>
<h3 class="diskuse-nadpis">Diskuse k článku (12 příspěvků)</h3>
<p class="diskuse-pravidla">Příspěvky vyjadřují názory čtenářů, ne redakce. <a href="/pravidla.php">Pravidla diskuse</a></p>
<table class="diskuse" width="100%" cellspacing="0" cellpadding="3">
{rows}</table>
<form class="pridat" action="/diskuse/pridat.php" method="post"><b>Přidat příspěvek</b><br>Přezdívka: <input type="text" name="nick" size="20"> Opište kód: <input type="text" name="kod" size="4"> <img src="/obr/kod.svg" width="50" height="18" alt=""><br>
<textarea name="text" rows="5" cols="60"></textarea><br><input type="submit" value="Odeslat"></form>
</td>
<td id="pravy" valign="top">
<div class="box"><img src="/obr/reklama-stavebniny.svg" width="200" height="200" alt="Stavebniny Kos"></div>
<div class="box"><div class="box-h">Nejčtenější</div><ol>{nav([("/zpravy/policie/7738", "Zloděj ukradl z kostela svícny"), ("/sport/7735", "Hokejisté Podolí postoupili"), ("/zpravy/kraj/7731", "Nový jízdní řád autobusů")])}</ol></div>
<div class="box"><div class="box-h">Nejdiskutovanější</div><ol><li><a href="/zpravy/kamenna-lhota/7690">Parkování na náměstí bude placené</a> (57)</li><li><a href="/zpravy/kamenna-lhota/7741">Radnice ukázala plán náměstí</a> (12)</li><li><a href="/zpravy/podoli/7722">Podolí chce vlastní školku</a> (11)</li></ol></div>
<div class="box"><div class="box-h">Počasí</div><p>Dnes: 9 °C, oblačno<br>Zítra: 12 °C, slunečno</p></div>
</td>
</tr></table>
<div id="paticka">{nav([("/redakce.php", "Redakce"), ("/inzerce/", "Inzerce"), ("/kontakt.php", "Kontakt"), ("/rss.php", "RSS"), ("/archiv/", "Archiv"), ("/pravidla.php", "Pravidla diskuse"), ("/mapa.php", "Mapa stránek")], " | ")}<br>&copy; 2012 Podhůří.cz &middot; Zpravodajský portál Podhůří</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:12px Arial,sans-serif;background:#d8d8d0;margin:0}#obal{width:990px;margin:0 auto;background:#fff}#hlavicka{padding:8px;height:62px}#datum{float:right;font-size:11px;color:#777}#menu{background:#8b1a1a;padding:6px 10px}#menu a{color:#fff;font-weight:bold}
#rozvrzeni{width:100%}#levy{width:170px;padding:8px;background:#f4f1e8}#stred{padding:8px 14px}#pravy{width:210px;padding:8px;background:#f4f1e8}#paticka{background:#8b1a1a;color:#eee;font-size:11px;padding:8px;text-align:center}#paticka a{color:#fff}
.box{margin-bottom:10px}.box-h{background:#8b1a1a;color:#fff;padding:3px 6px;font-weight:bold}.drobky,.info{font-size:11px;color:#888}.perex{font-weight:bold}.souvisejici{font-size:11px;background:#f7f7f7;padding:6px}
.diskuse-nadpis{border-bottom:2px solid #8b1a1a}.diskuse-pravidla{font-size:10px;color:#999}.diskuse td{font-size:12px}.prispevek-hlava td{background:#efe9dc;border-top:1px solid #d5ccb8}.sudy td{background:#f8f5ee}.prispevek-text td{padding-bottom:8px}
.cislo{width:26px;color:#8b1a1a;font-weight:bold}.kdy{color:#888;font-size:11px}.akce{text-align:right;font-size:10px}.pridat{background:#f4f1e8;padding:8px;margin-top:10px}
</style>"""
    return make(
        "fm-cs-portal-namesti",
        "discussion",
        "cs",
        doc(
            "html4t",
            title="Radnice ukázala plán náměstí: nová dlažba, lavičky a méně aut | Podhůří.cz",
            lang="cs",
            head=css,
        )
        + body,
        cs,
        path="/zpravy/kamenna-lhota/7741-radnice-ukazala-plan-namesti.html",
        container="table.diskuse after h3 'Diskuse k článku (12 příspěvků)' in the middle cell of a layout table: per entry two rows, tr.prispevek-hlava (td.cislo 'n.', td.nick b NICK, td.kdy DATE, 'reagovat | nahlásit') and tr.prispevek-text (an empty cell, then TEXT in a colspan cell); flat; a form with a captcha below",
        heading="Diskuse k článku (12 příspěvků)",
        description="A Czech regional news portal of 2012 (invented), three-column layout table: the town square's redesign presented; 12 numbered entries ('1.' … '12.') in one table, a header row and a text row each, flat, three readers twice; rubrics, a poll with counts, the most read and most discussed with counts, the weather, an ad, a footer of 7 links.",
        files={
            "/obr/logo-podhuri.svg": svg(380, 60, "#8b1a1a", "Podhůří.cz", 28),
            "/obr/clanky/2012/namesti-studie.svg": svg(500, 280, "#9a8f7a", "náměstí"),
            "/obr/kod.svg": svg(50, 18, "#cccccc", "x7k2", 11),
            "/obr/reklama-stavebniny.svg": svg(200, 200, "#4f6d3a", "Stavebniny Kos", 16),
        },
    )


# --------------------------------------------------------------------------- it: a magazine's newest-first comments, 2013


def it_rifugi() -> Case:
    cs = talk("""
Ilaria Venturelli || 21 maggio 2013 alle 17:40 || Modena || Al rifugio del Lago Scuro ci siamo stati sabato: i tortelli di patate sono davvero come li descrivete. Prenotate, però, perché era pieno.
Franco B. || 21 maggio 2013 alle 11:05 || Pistoia || Manca il rifugio Le Faggete, che secondo me batte tutti per la polenta con i funghi. Magari nel prossimo articolo.
Chiara Monteleone || 20 maggio 2013 alle 22:18 || Roma || Qualcuno sa se al Passo della Cerreta si arriva anche con la corriera? Non ho la macchina e vorrei andarci a giugno.
Gianni dei boschi || 20 maggio 2013 alle 19:51 || Lucca || Attenzione: la strada per il secondo rifugio è sterrata negli ultimi quattro chilometri. Con un'utilitaria bassa si fa fatica.
Rossella || 20 maggio 2013 alle 09:12 || Parma || Che bell'articolo, mi avete fatto venire voglia di partire subito. Le foto della nebbia sul crinale sono bellissime.
Tommaso Ferri || 19 maggio 2013 alle 23:47 || Reggio Emilia || Vado al rifugio Monte Cerreto da vent'anni. Il gestore è cambiato l'anno scorso, ma la torta di castagne è rimasta la stessa.
""")
    items = "".join(
        f'<li class="commento" id="commento-{90114 - i * 3}"><div class="commento-intestazione">'
        f'<span class="commento-autore">{esc(c.who)}</span> <span class="commento-citta">da {esc(c.extra[0])}</span>'
        f'<span class="commento-data">{esc(c.at)}</span></div>'
        f'<div class="commento-testo"><p>{esc(c.raw)}</p></div>'
        f'<div class="commento-azioni"><a href="#" class="mi-piace">Mi piace</a> &middot; <a href="/segnala/{90114 - i * 3}">Segnala</a></div></li>\n'
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<div id="contenitore">
<div id="testata"><a href="/"><img src="/grafica/taccuino-logo.svg" width="400" height="80" alt="Il Taccuino del Viaggiatore"></a><p class="numero">Il mensile dei viaggi lenti &middot; Maggio 2013</p>
<div class="accesso"><a href="/login">Accedi</a> | <a href="/registrati">Registrati</a> | <a href="/abbonamenti">Abbonati alla rivista</a></div></div>
<ul id="menu">{nav([("/", "Home"), ("/itinerari/", "Itinerari"), ("/mangiare/", "Mangiare & bere"), ("/dormire/", "Dormire"), ("/borghi/", "Borghi"), ("/fotografia/", "Fotografia"), ("/la-rivista/", "La rivista")])}</ul>
<div id="colonne">
<div id="articolo">
<p class="rubrica"><a href="/mangiare/">Mangiare &amp; bere</a></p>
<h1>Cinque rifugi dell'Appennino dove si mangia come a casa</h1>
<p class="sottotitolo">Dal crinale emiliano alle faggete toscane: i nostri indirizzi per una domenica a piedi e un pranzo che vale la salita</p>
<p class="firma">di Lucia Brancaleoni &middot; 18 maggio 2013 &middot; <a href="#opinioni">14 commenti</a></p>
<div class="social"><span>Condividi</span> <a href="/condividi/fb/2214">Facebook</a> <b>1.204</b> <a href="/condividi/tw/2214">Twitter</a> <b>87</b> <a href="/condividi/pin/2214">Pinterest</a> <b>63</b></div>
<p>Salire a piedi, sedersi a un tavolo di legno con gli scarponi ancora ai piedi e aspettare un piatto di tortelli fumanti: per molti è questa la vera gita in Appennino. Abbiamo scelto cinque rifugi raggiungibili in meno di due ore di cammino.</p>
<h3>1. Rifugio del Lago Scuro</h3><p>A quota 1.520 metri, sopra il lago che gli dà il nome. Tortelli di patate, funghi trifolati e una crostata di mirtilli raccolti il giorno prima.</p>
<p><img src="/foto/2013/05/lago-scuro.svg" width="600" height="340" alt=""><br><span class="didascalia">Il Lago Scuro alle sette del mattino</span></p>
<h3>2. Rifugio Passo della Cerreta</h3><p>Al valico, lungo l'antica mulattiera. Zuppa di farro e salsicce alla brace, e la sera si mangia davanti al camino.</p>
<h3>3. Rifugio Monte Cerreto</h3><p>Il più facile da raggiungere: quaranta minuti dal parcheggio. Da provare la torta di castagne.</p>
<p class="tag">Argomenti: <a href="/tag/appennino">Appennino</a> <a href="/tag/rifugi">rifugi</a> <a href="/tag/trekking">trekking</a> <a href="/tag/cucina-di-montagna">cucina di montagna</a></p>
<div class="leggi-anche"><h4>Leggi anche</h4><ul>
<li><a href="/itinerari/2013/04/via-dei-mulini">La via dei mulini in tre tappe</a> <span>27 aprile 2013</span></li>
<li><a href="/borghi/2013/03/borghi-di-pietra">Sei borghi di pietra da vedere in primavera</a> <span>15 marzo 2013</span></li>
<li><a href="/mangiare/2013/02/osterie-di-valle">Le osterie di valle che resistono</a> <span>9 febbraio 2013</span></li>
</ul></div>
<div id="opinioni" class="vostra-opinione">
<h2>La vostra opinione</h2>
<p class="ordinamento">14 commenti &middot; dal più recente</p>
<ul class="commenti-lista">
{items}</ul>
<p class="precedenti"><a href="/mangiare/2013/05/cinque-rifugi-appennino/commenti?pagina=2" class="mostra-precedenti">Mostra i commenti precedenti (8)</a></p>
<div class="lascia"><h3>Lascia un commento</h3><form action="/commenti/invia/2214" method="post"><p>Nome <input type="text" name="nome"> Città <input type="text" name="citta"></p><p><textarea name="testo" rows="5" cols="64"></textarea></p><p><input type="submit" value="Pubblica"></p></form></div>
</div>
</div>
<div id="laterale">
<div class="riquadro pubblicita"><small>Pubblicità</small><img src="/grafica/adv-scarponi.svg" width="300" height="250" alt="Scarponi Cortelli"></div>
<div class="riquadro"><h4>I più letti</h4><ol>{nav([("/itinerari/2013/05/sentiero-delle-fate", "Il sentiero delle fate"), ("/dormire/2013/05/agriturismi-sotto-50-euro", "Agriturismi sotto i 50 euro"), ("/fotografia/2013/04/luce-di-maggio", "Fotografare la luce di maggio")])}</ol></div>
<div class="riquadro"><h4>I più commentati</h4><ol><li><a href="/mangiare/2013/05/cinque-rifugi-appennino">Cinque rifugi dell'Appennino</a> (14)</li><li><a href="/dormire/2013/05/agriturismi-sotto-50-euro">Agriturismi sotto i 50 euro</a> (11)</li><li><a href="/borghi/2013/03/borghi-di-pietra">Sei borghi di pietra</a> (7)</li></ol></div>
<div class="riquadro"><h4>Newsletter</h4><p>Ogni giovedì un itinerario nella tua casella.</p><form action="/newsletter" method="post"><input type="text" name="email" value="la tua email"> <input type="submit" value="Iscriviti"></form></div>
<div class="riquadro"><h4>In edicola</h4><p><img src="/grafica/copertina-maggio.svg" width="120" height="160" alt="Copertina di maggio"><br>Il numero di maggio: Appennino a piedi</p></div>
</div>
</div>
<div id="piede">{nav([("/chi-siamo", "Chi siamo"), ("/redazione", "Redazione"), ("/pubblicita", "Pubblicità"), ("/abbonamenti", "Abbonamenti"), ("/privacy", "Privacy"), ("/note-legali", "Note legali"), ("/contatti", "Contatti"), ("/rss", "RSS")], " &middot; ")}<br>&copy; 2013 Edizioni Sentiero srl &middot; P. IVA 00000000000</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px/1.55 Georgia,"Times New Roman",serif;background:#f4efe6;margin:0}#contenitore{width:980px;margin:0 auto;background:#fffdf8}#testata{padding:14px;border-bottom:4px double #4b6043}.numero{color:#4b6043;font-style:italic}.accesso{float:right;font:12px Arial;margin-top:-30px}
#menu{list-style:none;margin:0;padding:8px 14px;background:#4b6043}#menu li{display:inline;margin-right:16px}#menu a{color:#fff;font:bold 13px Arial;text-decoration:none}#articolo{float:left;width:620px;padding:14px}#laterale{float:right;width:310px;padding:14px 10px}
#piede{clear:both;background:#333;color:#aaa;font:11px Arial;padding:10px;text-align:center}#piede a{color:#fff}.rubrica a{color:#a0522d;font:bold 12px Arial;text-transform:uppercase}.sottotitolo{font-size:17px;color:#555}.firma{font:12px Arial;color:#888}
.social{font:11px Arial}.social b{background:#eee;padding:0 4px}.didascalia{font-size:12px;color:#777}.tag{font:12px Arial}.leggi-anche span{color:#999;font-size:12px}.vostra-opinione{border-top:2px solid #4b6043;margin-top:20px}
.ordinamento{font:12px Arial;color:#888}.commenti-lista{list-style:none;margin:0;padding:0}.commento{border-bottom:1px solid #e6dfd2;padding:10px 0}.commento-autore{font-weight:bold;color:#4b6043}.commento-citta{color:#888;font-style:italic;font-size:12px}
.commento-data{float:right;font:11px Arial;color:#999}.commento-azioni{font:11px Arial}.precedenti a{display:block;text-align:center;background:#ece5d6;padding:6px;font:bold 12px Arial}.riquadro{border:1px solid #e0d8c8;padding:8px;margin-bottom:12px}.riquadro h4{margin:0 0 6px;color:#4b6043}
</style>"""
    return make(
        "fm-it-magazine-rifugi",
        "discussion",
        "it",
        doc(
            "html5",
            title="Cinque rifugi dell'Appennino dove si mangia come a casa - Il Taccuino del Viaggiatore",
            lang="it",
            head=css,
        )
        + body,
        cs,
        path="/mangiare/2013/05/cinque-rifugi-appennino",
        container="div#opinioni.vostra-opinione, h2 'La vostra opinione', '14 commenti · dal più recente', then ul.commenti-lista of six li.commento (span.commento-autore NAME, span.commento-citta 'da TOWN', span.commento-data DATE, div.commento-testo p TEXT, 'Mi piace · Segnala'), newest first; after it a 'Mostra i commenti precedenti (8)' link to page 2; a form below",
        heading="La vostra opinione",
        description="An Italian travel magazine's site of 2013 (invented): five Apennine mountain huts to eat at; the newest 6 of 14 comments, newest first, each with a town, a 'Mostra i commenti precedenti (8)' link to the older ones (not on this page, not in the truth); share counters, tags, related articles with dates, most read, most commented with counts, a newsletter box, the issue on sale, an ad, a footer of 8 links.",
        files={
            "/grafica/taccuino-logo.svg": svg(400, 80, "#4b6043", "Il Taccuino del Viaggiatore", 24),
            "/foto/2013/05/lago-scuro.svg": svg(600, 340, "#4a5d6a", "Lago Scuro"),
            "/grafica/adv-scarponi.svg": svg(300, 250, "#7a4a2a", "Scarponi Cortelli", 20),
            "/grafica/copertina-maggio.svg": svg(120, 160, "#4b6043", "Maggio", 14),
        },
    )


# --------------------------------------------------------------------------- sv: comments in a right-hand column, 2013


def sv_brygga() -> Case:
    cs = talk("""
Birgitta i Ljungås || 3 jul 2013 kl 08:12 || Äntligen! Den gamla bryggan gungade så mycket att barnbarnen inte vågade hoppa från den.
Svartsjöbadare || 3 jul 2013 kl 09:47 || Bra, men det behövs en livboj också. Den som satt på stolpen försvann för två somrar sedan.
Lasse N. || 3 jul 2013 kl 12:30 || Vem ska tömma soptunnorna? Förra sommaren stod de överfulla i veckor och måsarna spred allt över gräset.
Annika Sjöberg || 3 jul 2013 kl 16:05 || Vi var där i går kväll. Vattnet var 21 grader och den nya bryggan luktade fortfarande trä. Tack till föreningen som ordnade pengarna!
Kent-Åke || 4 jul 2013 kl 07:58 || Synd bara att parkeringen är så liten. Klockan tio en söndag står bilarna längs hela vägen upp till korsningen.
""")
    column = "".join(
        f'<div class="lk-inlagg"><p class="lk-text">{esc(c.raw)}</p>'
        f'<p class="lk-sign"><span class="lk-namn">{esc(c.who)}</span> <span class="lk-tid">{esc(c.at)}</span></p></div>\n'
        for c in cs
    )
    body = f"""<body>
<div id="sida">
<div id="topp"><a href="/"><img src="/bilder/ljungasens-tidning.svg" width="360" height="56" alt="Ljungåsens Tidning"></a><span class="datumrad">Torsdag 4 juli 2013 &middot; Ljungås 18&deg;</span><a class="logga-in" href="/logga-in">Logga in</a></div>
<ul id="meny">{nav([("/", "Start"), ("/nyheter/", "Nyheter"), ("/ljungas/", "Ljungås"), ("/sport/", "Sport"), ("/noje/", "Nöje"), ("/familj/", "Familj"), ("/annonser/", "Annonser"), ("/e-tidning/", "e-Tidning")])}</ul>
<div id="senaste"><b>Senaste:</b> 09:02 Trafikolycka vid Kvarnbacken &middot; 08:15 Brandlarm på skolan var falsklarm &middot; 07:40 Loppisen i Norrby flyttas</div>
<div id="huvud">
<div id="artikel">
<p class="vinjett">Ljungås</p>
<h1>Badplatsen vid Svartsjön får ny brygga</h1>
<p class="byline">Text och foto: Ingrid Holmlund &middot; Publicerad 3 juli 2013 06:00</p>
<p class="ingress">Efter tre somrar med avstängd brygga kan badgästerna vid Svartsjön åter hoppa i från djupt vatten. Den nya bryggan är 24 meter lång och har en badstege för barn.</p>
<p><img src="/bilder/2013/07/svartsjon-brygga.svg" width="480" height="300" alt=""><br><span class="bildtext">Den nya bryggan invigdes på tisdagen. </span></p>
<p>Bryggan har byggts av Svartsjöns byaförening med pengar från kommunens landsbygdsstöd och en insamling bland ortsborna. Arbetet tog tre helger och ett tjugotal frivilliga ställde upp.</p>
<p>– Vi fick in 42 000 kronor på insamlingen, mer än vi vågade hoppas, säger föreningens ordförande Gunnel Åhrén.</p>
<p>Kommunen ansvarar för sophämtning och toaletter vid badplatsen, föreningen för bryggan och gräsklippningen.</p>
<div class="dela">Dela: <a href="/dela/fb/3381">Facebook</a> <span>(134)</span> &middot; <a href="/dela/tw/3381">Twitter</a> <span>(6)</span> &middot; <a href="/tipsa/3381">Tipsa en vän</a></div>
<div class="las-mer"><h4>Läs också</h4><ul>
<li><a href="/ljungas/2013/06/badvattnet-provat">Badvattnet provat: utmärkt kvalitet i alla sjöar</a> <em>27 jun 2013</em></li>
<li><a href="/ljungas/2013/05/byaforeningen-samlar-in">Byaföreningen samlar in till ny brygga</a> <em>12 maj 2013</em></li>
<li><a href="/ljungas/2012/08/bryggan-stangs">Bryggan vid Svartsjön stängs av</a> <em>9 aug 2012</em></li>
</ul></div>
</div>
<div id="kolumn">
<div class="lk-kolumn">
{column}<p class="lk-skriv"><a href="/kommentera/3381">Skriv en kommentar &raquo;</a></p>
<p class="lk-regler">Du måste vara inloggad för att kommentera. <a href="/regler">Regler</a></p>
</div>
<div class="ruta annons"><small>ANNONS</small><img src="/bilder/annons-fargaffar.svg" width="220" height="180" alt="Färgaffären i Ljungås"></div>
</div>
</div>
<div id="hoger">
<div class="ruta"><h4>Mest lästa</h4><ol>{nav([("/sport/2013/07/ljungas-if-vann", "Ljungås IF vann derbyt"), ("/nyheter/2013/07/vagarbete-riksvag", "Vägarbete på riksvägen hela juli"), ("/noje/2013/07/dansbanan-100-ar", "Dansbanan fyller 100 år")])}</ol></div>
<div class="ruta"><h4>Mest kommenterade</h4><ol><li><a href="/nyheter/2013/06/skolan-i-norrby">Skolan i Norrby läggs ner</a> (52)</li><li><a href="/ljungas/2013/07/svartsjon-brygga">Badplatsen vid Svartsjön får ny brygga</a> (5)</li></ol></div>
<div class="ruta"><h4>Veckans fråga</h4><p>Var badar du helst?</p><form action="/fraga/44" method="post"><label><input type="radio" name="s"> Svartsjön</label><br><label><input type="radio" name="s"> Havet</label><br><label><input type="radio" name="s"> Simhallen</label><br><input type="submit" value="Rösta"></form></div>
<div class="ruta"><h4>Nyhetsbrev</h4><form action="/nyhetsbrev" method="post"><input type="text" name="e" value="Din e-post"> <input type="submit" value="Prenumerera"></form></div>
</div>
<div id="fot">{nav([("/om-oss", "Om oss"), ("/kontakt", "Kontakt"), ("/prenumerera", "Prenumerera"), ("/annonsera", "Annonsera"), ("/tipsa", "Tipsa redaktionen"), ("/cookies", "Cookies"), ("/regler", "Kommentarsregler"), ("/arkiv", "Arkiv"), ("/rss", "RSS")], " | ")}<br>Ljungåsens Tidning &copy; 2013 &middot; Ansvarig utgivare: Per-Olof Dahlgren</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:13px/1.5 Arial,Helvetica,sans-serif;background:#e4e4e4;margin:0}#sida{width:1000px;margin:0 auto;background:#fff}#topp{padding:10px;height:58px}.datumrad{margin-left:20px;color:#777;font-size:12px}.logga-in{float:right}
#meny{list-style:none;margin:0;padding:7px 10px;background:#005a8c}#meny li{display:inline;margin-right:14px}#meny a{color:#fff;font-weight:bold}#senaste{font-size:11px;background:#fff6d5;padding:4px 10px}
#huvud{float:left;width:760px}#artikel{float:left;width:480px;padding:10px}#kolumn{float:right;width:240px;padding:10px 6px;border-left:1px solid #ddd}#hoger{float:right;width:220px;padding:10px}#fot{clear:both;background:#005a8c;color:#cde;font-size:11px;padding:10px}#fot a{color:#fff}
.vinjett{color:#005a8c;font-weight:bold;text-transform:uppercase;font-size:11px;margin:0}.byline{font-size:11px;color:#888}.ingress{font-weight:bold}.bildtext{font-size:11px;color:#666}.dela span{color:#888}.las-mer em{color:#999;font-size:11px}
.lk-inlagg{border-bottom:1px dotted #bbb;padding:6px 0;font-size:12px}.lk-text{margin:0 0 3px}.lk-sign{margin:0;font-size:11px}.lk-namn{font-weight:bold;color:#005a8c}.lk-tid{color:#999}.lk-skriv{font-weight:bold}.lk-regler{font-size:10px;color:#999}
.ruta{border:1px solid #ddd;padding:6px;margin-bottom:10px}.ruta h4{margin:0 0 4px;color:#005a8c}
</style>"""
    return make(
        "fm-sv-news-brygga",
        "discussion",
        "sv",
        doc("html5", title="Badplatsen vid Svartsjön får ny brygga | Ljungåsens Tidning", lang="sv", head=css)
        + body,
        cs,
        path="/ljungas/2013/07/svartsjon-brygga",
        container="div.lk-kolumn in div#kolumn, a narrow column right of the article (not below it), no heading: five div.lk-inlagg, each p.lk-text TEXT then p.lk-sign (span.lk-namn NAME, span.lk-tid DATE); 'Skriv en kommentar »' and the rules after them, an ad below in the same column",
        heading=None,
        description="A Swedish local paper of 2013 (invented): the lake's bathing place gets a new jetty; 5 comments in a narrow column right of the article, no heading, the text first and the name and time under it, a 'Skriv en kommentar »' link after them; a ticker with times, share counts, related stories with dates, most read, most commented with counts, a poll, a newsletter box, an ad, a footer of 9 links.",
        files={
            "/bilder/ljungasens-tidning.svg": svg(360, 56, "#005a8c", "Ljungåsens Tidning", 24),
            "/bilder/2013/07/svartsjon-brygga.svg": svg(480, 300, "#5d7f95", "Svartsjön"),
            "/bilder/annons-fargaffar.svg": svg(220, 180, "#d35400", "Färgaffären", 18),
        },
    )
