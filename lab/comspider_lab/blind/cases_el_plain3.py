"""Blind set EL: article pages of 2007 and 2011 without any reader discussion whose furniture holds signed, dated
lists: an Italian town association's news site on Drupal 6 with a Garland-like theme (the forum's newest topics with
authors, ages and reply counts, a poll's results, "who's online", "Accedi o registrati per inserire commenti") and a
Dutch regional daily's own table layout of 2007 (a timed wire list, live amateur football scores, a photo series'
captions with credits). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_el_common import Case, esc, make, page, slug, ul

# --------------------------------------------------------------------------- it: Drupal 6, Garland-like, 2011


def it_drupal() -> Case:
    topics = [
        ("Parcheggio di via Mazzini: qualcuno sa quando riapre?", "gigi62", "1 ora 12 min fa", 4),
        ("Raccolta differenziata: il calendario nuovo è sbagliato", "marta.f", "3 ore 40 min fa", 11),
        ("Cercasi volontari per la Sagra della castagna", "ProLoco_Borgonuovo", "5 ore 5 min fa", 2),
        ("Corsa podistica del 3 aprile, iscrizioni aperte", "runner_bn", "1 giorno 2 ore fa", 7),
        ("Lampioni spenti in località Cà Bianca", "Anselmo", "2 giorni 6 ore fa", 3),
    ]
    poll = [("Sì, subito", 62, 255), ("Sì, ma solo nei fine settimana", 21, 87), ("No", 17, 70)]
    css = """
body{margin:0;padding:0;background:#edf5fa;font:12px/170% Verdana,sans-serif;color:#494949}
a:link,a:visited{color:#027ac6;text-decoration:none}a:hover{color:#0062a0;text-decoration:underline}
#header-region{min-height:1em;background:#d2e6f3}
#wrapper{background:#edf5fa}
#header-region{background:#0779bf}
#wrapper #container{margin:0 auto;padding:0 20px;max-width:1270px}
#wrapper #container #header{height:80px;background:#0779bf;margin:0 -20px;padding:0 20px}
#wrapper #container #header h1{margin:0;padding:20px 0 0;font:bold 28px 'Lucida Grande',Verdana,sans-serif}
#wrapper #container #header h1 a{color:#fff}
#wrapper #container #header h1 span{font-weight:normal;font-size:14px;color:#cfe6f5;display:block}
ul.primary-links{float:right;margin:-30px 0 0;padding:0;list-style:none}
ul.primary-links li{display:inline;padding:0 8px}
ul.primary-links li a{color:#fff;font-weight:bold}
#wrapper #container #center{float:left;width:100%}
body.sidebars #wrapper #container #center{margin:0 -210px 0 -210px}
body.sidebars #squeeze{margin:0 210px}
#wrapper #container .sidebar{margin:30px 0 5em;width:210px;float:left;z-index:2;position:relative}
#wrapper #container .sidebar .block{margin:0 0 1.5em}
#sidebar-left .block{padding:0 15px 0 0}
#sidebar-right .block{padding:0 0 0 15px}
.block h2{margin:0 0 .5em;font-size:1.1em;color:#1c4e7e;border-bottom:1px solid #c5dceb}
.block ul{margin:0;padding:0 0 0 1em}
.item-list ul li{margin:0 0 .4em}
.forum-topic-meta{display:block;font-size:.9em;color:#898989}
#wrapper #container #center .right-corner{background:#fff;padding:1px 25px 2em 35px;margin:30px 0 0}
h2.with-tabs{font-size:1.6em;margin:1em 0 .5em;color:#1c4e7e}
.breadcrumb{padding-bottom:.5em;font-size:.9em}
.node .submitted{color:#898989;font-size:.92em}
.node .content p{line-height:1.7}
.node .terms{float:right;font-size:.9em}
ul.links li{display:inline;padding:0 .5em 0 0}
.node .links{color:#898989;font-size:.92em;border-top:1px solid #e0ecf4;padding-top:.5em}
.poll .bar{height:1em;margin:1px 0;background:#e0ecf4}
.poll .bar .foreground{background:#71a7cc;height:1em;float:left}
.poll .percent{text-align:right;font-size:.9em}
.poll .text{margin:.5em 0 0}
.poll .total{text-align:center;margin:.5em 0}
#footer{float:none;clear:both;text-align:center;margin:4em 0 -3em;color:#898989;font-size:.9em}
"""
    tl = "".join(
        f'<li class="{"first" if n == 0 else "last" if n == len(topics) - 1 else ""}"><a href="/forum/argomento/{1880 - n}-{slug(t)}">{esc(t)}</a>'
        f'<span class="forum-topic-meta">di <a href="/utente/{slug(u)}" title="Visualizza il profilo utente.">{esc(u)}</a> · {esc(ago)} · risposte: {r}</span></li>'
        for n, (t, u, ago, r) in enumerate(topics)
    )
    pl = "".join(
        f'<div class="text">{esc(t)}</div><div class="bar"><div style="width: {p}%;" class="foreground"></div></div><div class="percent">{p}% ({v} voti)</div>'
        for t, p, v in poll
    )
    body = f"""<div id="header-region" class="clear-block"></div>
<div id="wrapper"><div id="container" class="clear-block">
<div id="header"><div id="logo-floater"><h1><a href="/" title="Borgonuovo in rete">Borgonuovo in rete<span>Notizie e vita di paese dal 2004</span></a></h1></div>
<ul class="links primary-links"><li class="menu-115 first"><a href="/">Home</a></li><li class="menu-116"><a href="/notizie">Notizie</a></li><li class="menu-117"><a href="/forum">Forum</a></li><li class="menu-118"><a href="/eventi">Eventi</a></li><li class="menu-119 last"><a href="/contatti">Contatti</a></li></ul></div>
<div id="sidebar-left" class="sidebar">
<div id="block-search-0" class="clear-block block block-search"><div class="content"><form action="/node/2411" method="post" id="search-block-form"><div><div class="container-inline"><div class="form-item" id="edit-search-block-form-1-wrapper"><label for="edit-search-block-form-1">Cerca in questo sito: </label><input type="text" maxlength="128" name="search_block_form" id="edit-search-block-form-1" size="15" value="" title="Inserisci i termini da cercare." class="form-text" /></div><input type="submit" name="op" id="edit-submit" value="Cerca" class="form-submit" /></div></div></form></div></div>
<div id="block-views-forum_topics-block_1" class="clear-block block block-views"><h2>Nuovi argomenti del forum</h2><div class="content"><div class="item-list"><ul>{tl}</ul></div><div class="more-link"><a href="/forum">altro</a></div></div></div>
<div id="block-user-3" class="clear-block block block-user"><h2>Chi è online</h2><div class="content">Ci sono attualmente 2 utenti e 31 visitatori collegati.<div class="item-list"><h3>Utenti collegati</h3><ul><li class="first"><a href="/utente/marta-f">marta.f</a></li><li class="last"><a href="/utente/gigi62">gigi62</a></li></ul></div></div></div>
</div>
<div id="center"><div id="squeeze"><div class="right-corner"><div class="left-corner">
<div class="breadcrumb"><a href="/">Home</a> › <a href="/notizie">Notizie</a></div>
<h2 class="with-tabs">Zona a traffico limitato in centro: dal 1° aprile la prova di tre mesi</h2>
<div class="clear-block">
<div id="node-2411" class="node">
<span class="submitted">Inviato da redazione il Mar, 15/03/2011 - 09:12</span>
<div class="terms terms-inline"><ul class="links inline"><li class="taxonomy_term_4 first"><a href="/categorie/viabilita" rel="tag">Viabilità</a></li><li class="taxonomy_term_9 last"><a href="/categorie/comune" rel="tag">Comune</a></li></ul></div>
<div class="content clear-block">
<p>Dal 1° aprile il centro storico di Borgonuovo sarà chiuso al traffico il sabato e la domenica, dalle 10 alle 20. Lo ha deciso la giunta nella seduta di lunedì sera: si tratta di una sperimentazione di tre mesi, al termine della quale il consiglio comunale deciderà se rendere la ZTL permanente.</p>
<p>La zona interessata va da piazza Garibaldi a largo San Rocco, compresa via Mazzini fino all'incrocio con via dei Mulini. I residenti e i titolari di posto auto potranno entrare con il contrassegno, che va richiesto all'ufficio della Polizia municipale entro il 25 marzo portando il libretto dell'auto e un documento.</p>
<p>«Vogliamo restituire la piazza alle persone nei giorni in cui c'è più gente», ha spiegato l'assessore alla viabilità Chiara Lunardi. I commercianti del centro sono divisi: l'associazione Borgo Vivo è favorevole, mentre alcuni negozianti di via Mazzini temono di perdere i clienti che arrivano da fuori paese.</p>
<p>Per chi arriva in auto saranno disponibili i parcheggi dell'ex Consorzio agrario (120 posti) e di via della Stazione (85 posti), entrambi gratuiti nel fine settimana. Una navetta elettrica farà la spola con la piazza ogni 15 minuti.</p>
<p>Il sondaggio qui a destra resta aperto fino al 31 marzo: i risultati saranno consegnati alla giunta.</p>
</div>
<div class="links"><ul class="links inline"><li class="comment_forbidden first"><span><a href="/user/login?destination=comment%2Freply%2F2411%23comment-form">Accedi</a> o <a href="/user/register?destination=comment%2Freply%2F2411%23comment-form">registrati</a> per inserire commenti</span></li><li class="print_html last"><a href="/print/2411" title="Visualizza una versione stampabile di questa pagina." class="print-page" rel="nofollow">Versione stampabile</a></li></ul></div>
</div>
</div>
<div id="footer">Borgonuovo in rete è un sito dell'associazione culturale Il Campanile · Via Roma 7 · <a href="/contatti">Scrivi alla redazione</a></div>
</div></div></div></div>
<div id="sidebar-right" class="sidebar">
<div id="block-poll-0" class="clear-block block block-poll"><h2>Sondaggio</h2><div class="content"><div class="poll"><div class="title">Siete favorevoli alla ZTL nel fine settimana?</div>{pl}<div class="total">Voti totali: 412</div></div><div class="links"><ul class="links"><li class="0 first"><a href="/poll">Sondaggi precedenti</a></li><li class="1 last"><a href="/node/2398/results">Risultati</a></li></ul></div></div></div>
<div id="block-node-0" class="clear-block block block-node"><h2>Ultime notizie</h2><div class="content">{ul(["Sagra della castagna, il programma", "Scuola media: al via i lavori in palestra", "Consiglio comunale convocato per il 22 marzo", "Nuovi orari della biblioteca"], "", "/notizie/")}</div></div>
</div>
</div></div>"""
    html = page(
        "Zona a traffico limitato in centro: dal 1° aprile la prova di tre mesi",
        "Borgonuovo in rete",
        "it",
        css,
        body,
        generator="Drupal 6 (http://drupal.org)",
        body_attrs='class="sidebars"',
        head='<link rel="shortcut icon" href="/_avatar/favicon.svg" type="image/x-icon" />\n',
    )
    return make(
        "el-plain-it-drupal-ztl",
        "lookalike",
        "it",
        html,
        [],
        path="/notizie/ztl-centro-prova-tre-mesi",
        container="-",
        heading=None,
        description="An Italian town association's news site on Drupal 6 with a Garland-like theme, March 2011: a node with 'Inviato da redazione il Mar, 15/03/2011 - 09:12', terms, and the links line 'Accedi o registrati per inserire commenti' (no comment yet); blocks: search, 'Nuovi argomenti del forum' (5 topics with author, age and reply count), 'Chi è online', a poll's results (3 options with bars, percentages and votes), latest news; no reader comment.",
        lookalikes=(
            "'Nuovi argomenti del forum': 5 topics with author, age, replies",
            "'Sondaggio': a poll's results",
        ),
    )


# --------------------------------------------------------------------------- nl: a regional daily's own table layout, 2007


def nl_krant() -> Case:
    wire = [
        ("16:42", "Binnenland", "Kabinet wil snelheid op A28 niet verhogen"),
        ("16:15", "Economie", "Aardappelprijs zakt verder na goede oogst"),
        ("15:58", "Regio", "Brand in schuur bij Ter Apelkanaal onder controle"),
        ("15:31", "Sport", "Schaatsbaan Veendam opent 1 november"),
        ("15:04", "Regio", "Provincie trekt 2 miljoen uit voor fietspad langs het kanaal"),
        ("14:47", "Binnenland", "Minder werklozen in het noorden"),
    ]
    scores = [
        ("Drouwenveen", "Zwartemeer Boys", "2 - 1", "67'"),
        ("vv Mussel", "SC Onstwedde", "0 - 0", "64'"),
        ("Musselkanaal '45", "VV Alteveer", "1 - 3", "66'"),
        ("De Veenhoop", "Nieuw-Buinen VC", "2 - 2", "rust"),
    ]
    photos = [
        ("De draaimolen op de Markt draait al sinds 1958 mee.", "Foto: Jan Hofstee"),
        ("Burgemeester Wubs opent de kermis met een ritje in de botsauto's.", "Foto: Jan Hofstee"),
        ("Suikerspinnen bij kraam Van der Laan.", "Foto: Gea Brink"),
        ("Het reuzenrad bij avond, gezien vanaf de Hoofdstraat.", "Foto: Gea Brink"),
    ]
    css = """
body{margin:0;background:#ffffff;font-family:Verdana,Arial,Helvetica,sans-serif;font-size:11px;color:#000}
a{color:#003366}a:hover{color:#cc0000}
.kop{font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;color:#000}
.intro{font-weight:bold;font-size:12px;line-height:16px}
.tekst{font-size:12px;line-height:17px}
.datum{font-size:10px;color:#666666}
.kader{border:1px solid #9fb6cd;background:#eef3f8}
.kaderkop{background:#003366;color:#ffffff;font-weight:bold;font-size:11px;padding:3px 5px}
.tijd{color:#cc0000;font-weight:bold}
.rubriek{color:#666;font-size:9px;text-transform:uppercase}
.menu a{color:#ffffff;font-weight:bold;text-decoration:none;font-size:11px}
.fotobijschrift{font-size:10px;color:#333}
.fotocredit{font-size:9px;color:#888}
.live{color:#cc0000;font-weight:bold}
"""
    wl = "".join(
        f'<tr><td valign="top" class="tijd" width="34">{h}</td><td valign="top"><span class="rubriek">{r}</span><br /><a href="/nieuws/anp/{4520 - n}.html">{esc(t)}</a></td></tr>'
        for n, (h, r, t) in enumerate(wire)
    )
    sl = "".join(
        f'<tr bgcolor="{"#ffffff" if n % 2 else "#eef3f8"}"><td>{esc(a)}</td><td>-</td><td>{esc(b)}</td><td align="center" nowrap><b>{s}</b></td><td align="right" class="live">{m}</td></tr>'
        for n, (a, b, s, m) in enumerate(scores)
    )
    ph = "".join(
        f'<td valign="top" width="25%"><a href="/fotoseries/kermis-stadsveen-2007/{n + 1}.html"><img src="/_avatar/kermis-{n}.svg" width="120" height="90" border="0" alt="" /></a><br />'
        f'<span class="fotobijschrift">{esc(c)}</span><br /><span class="fotocredit">{esc(cr)}</span></td>'
        for n, (c, cr) in enumerate(photos)
    )
    menu = " &nbsp;|&nbsp; ".join(
        f'<a href="/{s.lower()}/">{s}</a>'
        for s in [
            "Home",
            "Regio",
            "Binnenland",
            "Buitenland",
            "Economie",
            "Sport",
            "Cultuur",
            "Familieberichten",
            "Archief",
        ]
    )
    body = f"""<table width="980" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="3" height="90" bgcolor="#003366"><table width="100%" border="0" cellspacing="0" cellpadding="10"><tr><td><font face="Georgia, Times New Roman, serif" size="7" color="#ffffff"><b>De Veenkoloniale Courant</b></font><br /><font color="#9fb6cd" size="1">Dagblad voor Stadsveen, Musselkanaal en de Veenkoloniën · opgericht 1887</font></td><td align="right" valign="top"><font color="#ffffff" size="1">zaterdag 27 oktober 2007</font></td></tr></table></td></tr>
<tr><td colspan="3" bgcolor="#cc0000" class="menu" height="22">&nbsp;&nbsp;{menu}</td></tr>
<tr><td colspan="3" height="8"><img src="/_avatar/spacer.svg" width="1" height="8" alt="" /></td></tr>
<tr>
<td width="170" valign="top">
<table width="160" border="0" cellspacing="0" cellpadding="4" class="kader"><tr><td class="kaderkop">Rubrieken</td></tr><tr><td>{ul(["Stadsveen", "Musselkanaal", "Ter Apel", "Vlagtwedde", "Onstwedde", "Veendam"], "", "/regio/")}</td></tr></table>
<br />
<table width="160" border="0" cellspacing="0" cellpadding="4" class="kader"><tr><td class="kaderkop">Service</td></tr><tr><td><a href="/abonnement/">Abonnement</a><br /><a href="/bezorging/">Bezorgklacht</a><br /><a href="/adverteren/">Adverteren</a><br /><a href="/familieberichten/">Familieberichten</a><br /><a href="/tip/">Tip de redactie</a></td></tr></table>
</td>
<td width="560" valign="top">
<span class="datum"><a href="/">Home</a> &gt; <a href="/regio/">Regio</a> &gt; Stadsveen</span><br /><br />
<span class="kop">Raad Stadsveen stemt in met nieuw zwembad aan de Parklaan</span><br />
<span class="datum">STADSVEEN - zaterdag 27 oktober 2007, 06:00 uur · Door Hilda Kremer</span><br /><br />
<table border="0" cellspacing="0" cellpadding="0" align="right"><tr><td><img src="/_avatar/zwembad-parklaan.svg" width="240" height="170" alt="" hspace="8" /><br /><span class="fotobijschrift">Het oude bad De Kolk sluit na de zomer van 2009.</span><br /><span class="fotocredit">Foto: Gea Brink</span></td></tr></table>
<p class="intro">De gemeenteraad van Stadsveen heeft donderdagavond na een lang debat ingestemd met de bouw van een nieuw overdekt zwembad aan de Parklaan. Het bad moet in het najaar van 2009 open gaan en kost 7,8 miljoen euro.</p>
<p class="tekst">Alleen de fractie van Gemeentebelangen stemde tegen. Woordvoerder Klaas Mulder vond de kosten te hoog en vreest dat de exploitatie de gemeente jaarlijks meer geld gaat kosten dan nu is begroot. Wethouder Ria Bolhuis (PvdA) sprak dat tegen: het nieuwe bad is zuiniger dan De Kolk, dat al jaren verlies lijdt.</p>
<p class="tekst">Het nieuwe zwembad krijgt een wedstrijdbad van 25 meter met zes banen, een instructiebad met beweegbare bodem en een peuterbad. De zwemverenigingen De Veenrobben en ZPC Stadsveen krijgen er vaste trainingsuren.</p>
<p class="tekst">Omwonenden van de Parklaan maken zich zorgen over het parkeren. De gemeente belooft 110 nieuwe parkeerplaatsen aan de achterzijde van het sportpark. Een informatieavond voor buurtbewoners is op 8 november in het gemeentehuis.</p>
<p class="tekst">De Kolk sluit na de zomer van 2009 de deuren. Wat er met het gebouw gebeurt, is nog niet bekend.</p>
<br />
<table width="100%" border="0" cellspacing="0" cellpadding="4" class="kader"><tr><td class="kaderkop" colspan="4">Fotoserie: Kermis in Stadsveen (24 foto's)</td></tr><tr>{ph}</tr></table>
<br />
<a href="/print/regio/2007/10/27/zwembad.html">Print dit artikel</a> &nbsp;|&nbsp; <a href="/mail/regio/2007/10/27/zwembad.html">Mail dit artikel</a>
</td>
<td width="250" valign="top">
<table width="240" border="0" cellspacing="0" cellpadding="3" class="kader"><tr><td class="kaderkop" colspan="2">Laatste nieuws</td></tr>{wl}<tr><td colspan="2" align="right"><a href="/nieuws/anp/">Meer nieuws &raquo;</a></td></tr></table>
<br />
<table width="240" border="0" cellspacing="0" cellpadding="3" class="kader"><tr><td class="kaderkop" colspan="5">Live: zaterdagvoetbal 2e klasse K</td></tr>{sl}<tr><td colspan="5" class="datum">Bijgewerkt 16:40 uur</td></tr></table>
<br />
<table width="240" border="0" cellspacing="0" cellpadding="0"><tr><td align="center" bgcolor="#f0f0f0" height="250"><font size="1" color="#999999">advertentie</font></td></tr></table>
</td></tr>
<tr><td colspan="3" bgcolor="#003366" height="30" align="center"><font color="#ffffff" size="1">© 2007 De Veenkoloniale Courant · Uitgeverij Noordoost B.V. · <a href="/colofon/"><font color="#ffffff">Colofon</font></a> · <a href="/disclaimer/"><font color="#ffffff">Disclaimer</font></a></font></td></tr>
</table>"""
    html = page(
        "Raad Stadsveen stemt in met nieuw zwembad aan de Parklaan",
        "De Veenkoloniale Courant",
        "nl",
        css,
        body,
        doctype="html4",
        sep=" - ",
        title_first=False,
        body_attrs='leftmargin="0" topmargin="0" marginwidth="0" marginheight="0"',
    ).replace(" />", ">")
    return make(
        "el-plain-nl-tabel-zwembad",
        "lookalike",
        "nl",
        html,
        [],
        path="/regio/2007/10/27/raad-stadsveen-nieuw-zwembad.html",
        container="-",
        heading=None,
        description="A Dutch regional daily's own table layout of October 2007 (font tags, spacer image, bgcolor, HTML 4.01): a council story with a photo caption and credit, a 'Fotoserie' table of 4 captions with credits, print/mail links; 'Laatste nieuws' (6 timed wire headlines with section), 'Live: zaterdagvoetbal' (4 scores with the minute), rubrics, service, an advert; no reader comment.",
        lookalikes=(
            "'Laatste nieuws': 6 timed headlines",
            "'Live: zaterdagvoetbal': 4 live scores",
            "'Fotoserie': 4 captions with credits",
        ),
    )


def plain3_el() -> list[Case]:
    return [it_drupal(), nl_krant()]
