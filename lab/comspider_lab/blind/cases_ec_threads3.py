"""Blind set ec: three discussions as a crawler saved them: an Italian town portal of 2010 (a layout of tables and
`<font>` tags, one table per comment, `<p>` never closed, a Google-like text-ad block between the comments, a pasted
link), a Dutch regional news site of 2014 ("Reacties", never "comment": answers in nested divs, `<p>` never closed, a
reader's unclosed `<i>` that bleeds into the entries after it, a very long and a one-word reaction) and a Brazilian
travel blog of 2016 (a WordPress-like thread three deep with trackbacks among the comments, a comment quoting an
earlier one and pasting a link, typographic quotes typed raw and as &#8220;). Every name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ec_common import Case, ent, kids, make, talk

# --------------------------------------------------------------------------- it: a town portal, 2010 (tables, font)


def it_parcheggio() -> Case:
    cs = talk("""
marco_b @ 10 novembre 2010 alle 14:22 :: Un euro l’ora per parcheggiare davanti alla stazione è una vergogna. Chi prende il treno tutti i giorni per andare a lavorare a Perugia spende 40 euro al mese solo di sosta. // Poi si lamentano che la gente prende la macchina fino in città.
Giovanna Ricci @ 10 novembre 2010 alle 15:03 :: x marco: ci sono gli abbonamenti mensili a 25 euro, basta chiederli all’ufficio della polizia municipale. Non li pubblicizzano ma esistono.
Luca da Borgo San Pietro @ 10 novembre 2010 alle 16:40 :: Qui trovate la delibera intera con le tariffe e le zone: http://www.comune.montefalcone.example/delibere/2010/giunta-187.pdf // A pagina 3 c’è scritto chiaramente che i primi 30 minuti restano gratis per chi accompagna qualcuno al treno.
pensionato66 @ 10 novembre 2010 alle 18:12 :: Ai miei tempi la piazza della stazione era piena di alberi, altro che strisce blu.
Elisa M. @ 10 novembre 2010 alle 19:55 :: Io uso la bici e la lascio alla rastrelliera, ma ne hanno rubate due in un mese. Invece dei parcheggi a pagamento mettessero una telecamera!
Franco Bellini @ 11 novembre 2010 alle 08:31 :: Perfetto.
Stefania @ 11 novembre 2010 alle 09:47 :: Almeno i soldi della sosta li usassero per sistemare il sottopassaggio, che quando piove si allaga e le mamme con il passeggino devono fare il giro dal passaggio a livello.
Roberto Cenci (consigliere comunale) @ 11 novembre 2010 alle 11:20 :: Rispondo volentieri a Stefania: il 30% degli incassi della sosta è vincolato per legge alla manutenzione stradale, e il sottopassaggio è nel piano lavori del 2011. Chiederò in consiglio che abbia la precedenza.
""")
    ads = """<table width="100%" cellpadding="6" cellspacing="0" border="0" style="margin:8px 0;border:1px solid #d8e0ec;background:#f7f9fc"><tr><td><font face="Verdana" size="1" color="#888888">Annunci Google</font><br>
<a href="http://googleads.example/aclk?sa=l&amp;ai=B1" style="font:bold 12px Verdana;color:#0000cc">Mutui Prima Casa al 2,9%</a><br><font face="Verdana" size="1">Confronta le offerte delle banche e risparmia. Preventivo gratuito in 2 minuti.</font><br><font face="Verdana" size="1" color="#008000">www.mutuifacili.example</font><br><br>
<a href="http://googleads.example/aclk?sa=l&amp;ai=B2" style="font:bold 12px Verdana;color:#0000cc">Hotel vicino a Perugia</a><br><font face="Verdana" size="1">Prenota ora il tuo hotel. Offerte last minute fino al 50% di sconto.</font><br><font face="Verdana" size="1" color="#008000">www.prenotahotel.example/Perugia</font><br><br>
<a href="http://googleads.example/aclk?sa=l&amp;ai=B3" style="font:bold 12px Verdana;color:#0000cc">Autoscuola Montefalcone</a><br><font face="Verdana" size="1">Patente B in 30 giorni. Corsi serali e recupero punti.</font><br><font face="Verdana" size="1" color="#008000">www.autoscuolavittoria.example</font></td></tr></table>
"""

    def text(body: str) -> str:
        out = []
        for p in body.split("\n\n"):
            s = ent(p, "raw")
            if "http://" in s:
                url = s[s.index("http://") :].split()[0]
                s = s.replace(url, f'<a href="{url}" target="_blank" rel="nofollow">{url}</a>')
            out.append("<p>" + s)  # never closed: the next <p> or </td> closes it
        return "\n".join(out)

    rows = []
    for i, c in enumerate(cs):
        rows.append(
            f"""<table width="100%" cellpadding="4" cellspacing="0" border="0" class="commento" style="border-bottom:1px dotted #bbbbbb">
<tr><td width="36" valign="top" rowspan="2"><img src="/_avatar/it{i}.svg" width="32" height="32" alt=""></td>
<td bgcolor="#f1f1f1"><font face="Verdana, Arial" size="2" color="#993300"><b>{ent(c.who, "raw")}</b></font> <font face="Verdana" size="1" color="#777777">ha scritto il {c.at}</font></td></tr>
<tr><td><font face="Verdana, Arial" size="2">{text(c.body)}
</font></td></tr>
<tr><td colspan="2" align="right"><font face="Verdana" size="1"><a href="/segnala.php?id={7710 + i}">segnala</a> | <a href="#form_commento">rispondi</a></font></td></tr>
</table>
"""
        )
        if i == 3:
            rows.append(ads)
    page = f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Montefalcone Notizie - Strisce blu in piazza della Stazione: un euro l'ora dal 1&deg; dicembre</title>
<meta name="keywords" content="montefalcone, parcheggi, stazione, sosta, comune">
<link href="/stile.css" rel="stylesheet" type="text/css">
<style type="text/css">
body {{ margin:0; background:#e6e1d3; }}
.titolo {{ font-family:Georgia, serif; font-size:24px; color:#7a2a00; }}
.menu a {{ color:#ffffff; font:bold 11px Verdana; text-decoration:none; }}
</style>
<script language="JavaScript" type="text/javascript" src="/js/swfobject.js"></script>
</head>
<body>
<table width="960" border="0" align="center" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td colspan="3"><img src="/_avatar/testata-montefalcone.svg" width="960" height="110" alt="Montefalcone Notizie - il quotidiano online della tua città"></td></tr>
<tr><td colspan="3" bgcolor="#7a2a00" height="22" class="menu">&nbsp; <a href="/">HOME</a> &nbsp;|&nbsp; <a href="/cronaca.php">CRONACA</a> &nbsp;|&nbsp; <a href="/politica.php">POLITICA</a> &nbsp;|&nbsp; <a href="/sport.php">SPORT</a> &nbsp;|&nbsp; <a href="/cultura.php">CULTURA</a> &nbsp;|&nbsp; <a href="/eventi.php">EVENTI</a> &nbsp;|&nbsp; <a href="/necrologi.php">NECROLOGI</a> &nbsp;|&nbsp; <a href="/meteo.php">METEO</a></td></tr>
<tr>
<td width="170" valign="top" bgcolor="#f4efe2" style="padding:8px"><font face="Verdana" size="1"><b>CERCA NEL SITO</b><br><form action="/cerca.php" method="get"><input type="text" name="q" size="14"><input type="submit" value="Vai"></form><br><b>FARMACIE DI TURNO</b><br>Farmacia Centrale, corso Vittorio Emanuele 12<br><br><b>NUMERI UTILI</b><br>Polizia municipale 075 555 0123<br>Ospedale 075 555 0200<br><br><a href="/pubblicita.php"><img src="/_avatar/banner-pizzeria.svg" width="150" height="150" border="0" alt="Pizzeria da Gino"></a></font></td>
<td width="560" valign="top" style="padding:10px 14px">
<font face="Verdana" size="1" color="#999999">Mercoledì 10 novembre 2010 - 13:05 &nbsp; | &nbsp; POLITICA</font>
<h1 class="titolo">Strisce blu in piazza della Stazione: un euro l'ora dal 1&deg; dicembre</h1>
<font face="Georgia, serif" size="3"><i>La giunta approva il piano della sosta: 140 posti a pagamento tra la stazione e viale Garibaldi. L'opposizione: &laquo;Una tassa sui pendolari&raquo;</i></font>
<p><font face="Georgia, serif" size="3">
Dal 1&deg; dicembre parcheggiare in piazza della Stazione coster&agrave; un euro l'ora. Lo ha deciso la giunta comunale con la delibera approvata ieri, che trasforma in zona a pagamento 140 posti auto tra il piazzale, via Roma e il primo tratto di viale Garibaldi.
<p><font face="Georgia, serif" size="3">Le strisce blu saranno attive dal luned&igrave; al sabato dalle 8 alle 20. Resteranno gratuiti i primi trenta minuti per chi accompagna qualcuno al treno, con il disco orario.
<p><font face="Georgia, serif" size="3">&laquo;Chi viene in centro per mezz'ora non pagher&agrave; nulla&raquo;, spiega l'assessore alla mobilit&agrave; Paolo Gentili. Per l'opposizione si tratta invece di &laquo;una tassa sui pendolari&raquo;: il consigliere Roberto Cenci ha annunciato un'interrogazione.
</font></font></font>
<br><br><font face="Verdana" size="1"><a href="/stampa.php?id=5518">Stampa</a> | <a href="/invia.php?id=5518">Invia a un amico</a> | <a href="http://www.facebook.example/sharer.php?u=5518">Condividi su Facebook</a> | <a href="http://www.oknotizie.example/segnala.php?url=5518">OKNotizie</a></font>
<br><br>
<table width="100%" cellpadding="3" cellspacing="0"><tr><td bgcolor="#7a2a00"><font face="Verdana" size="2" color="#ffffff"><b>Commenti ({len(cs)})</b></font></td></tr></table>
{"".join(rows)}
<a name="form_commento"></a>
<table width="100%" cellpadding="4" cellspacing="0" bgcolor="#f4efe2" style="margin-top:10px"><tr><td><font face="Verdana" size="2"><b>Lascia un commento</b></font><br>
<form action="/commenta.php" method="post"><font face="Verdana" size="1">Nome:</font><br><input type="text" name="nome" size="30"><br><font face="Verdana" size="1">Commento:</font><br><textarea name="testo" cols="55" rows="5"></textarea><br><input type="submit" value="Invia commento"></form>
<font face="Verdana" size="1" color="#777">I commenti offensivi verranno rimossi. L'indirizzo IP viene registrato.</font></td></tr></table>
</td>
<td width="230" valign="top" style="padding:8px" bgcolor="#f4efe2">
<font face="Verdana" size="1"><b>LE PIÙ LETTE</b></font>
<table width="100%" cellpadding="2" cellspacing="0"><tr><td><font face="Verdana" size="1">&raquo; <a href="/articolo.php?id=5501">Incidente sulla statale, due feriti</a></font></td></tr><tr><td><font face="Verdana" size="1">&raquo; <a href="/articolo.php?id=5518">Strisce blu in piazza della Stazione</a></font></td></tr><tr><td><font face="Verdana" size="1">&raquo; <a href="/articolo.php?id=5497">Sagra della castagna: il programma</a></font></td></tr><tr><td><font face="Verdana" size="1">&raquo; <a href="/articolo.php?id=5490">Calcio, il Montefalcone vince il derby</a></font></td></tr></table>
<br><font face="Verdana" size="1"><b>SONDAGGIO</b><br>Siete d'accordo con le strisce blu in stazione?<br><input type="radio" name="s"> S&igrave;<br><input type="radio" name="s"> No<br><input type="radio" name="s"> Non so<br><input type="button" value="Vota"></font>
<br><br><img src="/_avatar/banner-mobilificio.svg" width="200" height="300" alt="Pubblicità">
</td>
</tr>
<tr><td colspan="3" bgcolor="#7a2a00" align="center"><font face="Verdana" size="1" color="#ffffff">Montefalcone Notizie - Testata giornalistica registrata presso il Tribunale di Perugia n. 31/2006 - P.IVA 01234560543 - <a href="/redazione.php" style="color:#fff">Redazione</a></font></td></tr>
</table>
</body>
</html>
"""
    return make(
        "ec-it-montefalcone-parcheggio",
        "discussion",
        "it",
        page,
        cs,
        path="/politica/5518-strisce-blu-in-piazza-della-stazione.html",
        container="a bar 'Commenti (8)' then one table.commento per comment (td: font b NAME, 'ha scritto il' date; td: font with <p> never closed; td: 'segnala | rispondi'); an 'Annunci Google' table of three text ads after the 4th",
        heading="Commenti (8)",
        description="An Italian town portal of November 2010 in a layout of tables with <font> tags: 8 flat comments, each its own table, paragraphs opened by <p> and never closed, one pasting the council's link, one by a councillor answering, one a single word; a block of three Google-like text ads between the 4th and 5th; a poll and most read in the rail.",
    )


# --------------------------------------------------------------------------- nl: a regional news site, 2014


def nl_windpark() -> Case:
    cs = talk("""
Henk de Wit @ vr 14 mrt 2014, 21:03 :: Eens.
Marloes @ vr 14 mrt 2014, 21:17 :: Wij wonen op 800 meter van de plek waar de eerste molen moet komen. Niemand van de provincie is hier ooit langs geweest. We lezen het nu in de krant.
>Jan-Willem Bakker @ vr 14 mrt 2014, 21:40 :: Er zijn in 2012 twee informatieavonden geweest in het dorpshuis van Oosterbrug. Die stonden gewoon in de Zuidvlieter.
>>Marloes @ vr 14 mrt 2014, 21:52 :: Op een dinsdagmiddag om half drie, ja. Dan werkt iedereen.
>Gerrit @ vr 14 mrt 2014, 22:15 :: Vraag bij de gemeente naar de geluidskaart, die moeten ze je geven. Bij ons in Westerdiep heeft dat geholpen.
Ria Hoekstra @ vr 14 mrt 2014, 22:30 :: Mooi dat er eindelijk iets gebeurt met duurzame energie in de regio. Liever molens dan een kolencentrale.
T. Smit @ za 15 mrt 2014, 08:12 :: Ik heb het rapport van de provincie helemaal gelezen, alle 212 pagina's, dus laat ik een paar dingen rechtzetten die hier en in het artikel door elkaar lopen. // Ten eerste: de molens worden 150 meter hoog tot de tiphoogte, niet tot de as. De as zit op 100 meter. Dat lijkt een detail, maar het verschil zie je vanaf de dijk heel goed. // Ten tweede: de afstand tot de dichtstbijzijnde woning is volgens het plan 620 meter, niet 800. Dat geldt voor de twee huizen aan de Slaperdijk, en de eigenaren daarvan krijgen een vergoeding die in bijlage 4 staat. // Ten derde: de slagschaduw. Het rapport rekent met gemiddeld 5 uur per jaar op de gevel, maar dat is met de molens stilgezet op de momenten dat het te veel wordt. Dat stilzetten is een voorwaarde in de vergunning en niet vrijwillig. Als je dat weet, wordt het hele verhaal over "mijn huis staat de hele winter in de schaduw" een stuk minder spannend. // En ten slotte: het lokale fonds van 0,50 euro per megawattuur is geen cadeautje maar wettelijk vastgelegd in de afspraken met de provincie. Het gaat om ongeveer 40.000 euro per jaar voor de dorpen samen. Daar kun je een hoop mee doen, van een nieuwe speeltuin tot isolatie van het dorpshuis.
>Marloes @ za 15 mrt 2014, 09:05 :: Dank voor de uitleg. De 620 meter wist ik niet, dat maakt het voor de mensen aan de Slaperdijk nog erger.
>Pieter van Dam @ za 15 mrt 2014, 09:20 :: Eindelijk iemand die het rapport gelezen heeft. Chapeau.
Oosterbrugger @ za 15 mrt 2014, 10:44 :: En wie verdient eraan? Niet de dorpen, maar een energiebedrijf uit Amsterdam.
>Ria Hoekstra @ za 15 mrt 2014, 11:02 :: Dat staat toch hierboven: 40.000 euro per jaar voor de dorpen. Lees even mee.
Wietske @ za 15 mrt 2014, 12:31 :: De vogels. Daar hoor ik niemand over. Boven de Zuidvlieter Polder trekken elk najaar duizenden ganzen langs.
Dirk Jan Postma @ za 15 mrt 2014, 13:58 :: Ik zie de molens liever dan de hoogspanningsmasten die er nu al staan.
""")
    k = kids(cs)
    # Wietske typed "<i>De vogels." and never closed the tag; the site's filter lets <i> through as it is: everything
    # after it on the page is in italics in a browser
    italic = 11

    def txt(i: int) -> str:
        body = cs[i].body
        parts = body.split("\n\n")
        if i == italic:
            w1, w2, rest = parts[0].split(" ", 2)
            return f"<p><i>{ent(w1 + ' ' + w2)} {ent(rest)}"
        return "".join(f"<p>{ent(p)}\n" for p in parts)  # <p> never closed: the next <p> or </div> closes it

    likes = [3, 18, 7, 12, 9, 14, 41, 5, 19, 2, 8, 10, 6]

    def box(i: int, depth: int) -> str:
        c = cs[i]
        sub = "".join(box(j, depth + 1) for j in k.get(i, []))
        return (
            f'<div class="reactie niveau-{depth}" id="reactie-{551200 + i * 13}">'
            f'<div class="reactie-kop"><span class="reactie-naam">{ent(c.who)}</span> <span class="reactie-tijd">{c.at}</span></div>'
            f'<div class="reactie-tekst">{txt(i)}</div>'
            f'<div class="reactie-acties"><a href="#reageer" class="reageer-op">Reageer</a> <a href="/melden/{551200 + i * 13}" rel="nofollow">Meld misbruik</a> <span class="duim">&#128077; {likes[i]}</span></div>'
            f"{sub}</div>\n"
        )

    threads = "".join(box(i, 0) for i in k[None])
    page = f"""<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provincie kiest Zuidvlieter Polder voor windpark met acht molens | De Zuidvlieter</title>
<meta name="description" content="Acht windmolens van 150 meter hoog in de Zuidvlieter Polder: de provincie heeft gekozen.">
<meta property="og:title" content="Provincie kiest Zuidvlieter Polder voor windpark met acht molens">
<meta property="og:site_name" content="De Zuidvlieter">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/assets/zv-2014.css">
<style>
body{{margin:0;font:15px/1.5 "Helvetica Neue",Arial,sans-serif;color:#222;background:#fff}} .zv-top{{background:#00508c;color:#fff;padding:10px 0}} .zv-inner{{width:1000px;margin:0 auto}}
.zv-nav a{{color:#fff;font-weight:bold;margin-right:18px;text-decoration:none}} .zv-art{{float:left;width:660px}} .zv-side{{float:right;width:300px}}
.intro{{font-weight:bold}} .meta{{color:#888;font-size:12px}}
#reacties h2{{font-size:20px;border-bottom:2px solid #00508c}} .reactie{{padding:10px 0 0;border-top:1px solid #e3e3e3}} .reactie .reactie{{margin-left:30px;border-top:1px dashed #e3e3e3}}
.reactie-naam{{font-weight:bold;color:#00508c}} .reactie-tijd{{color:#999;font-size:12px}} .reactie-acties{{font-size:12px;color:#999;padding-bottom:8px}} .reactie-acties a{{color:#999;margin-right:8px}}
.zv-foot{{clear:both;background:#1e2a33;color:#9aa;padding:20px 0;font-size:12px}} .cookie{{position:fixed;bottom:0;left:0;right:0;background:#333;color:#fff;padding:10px;font-size:13px;text-align:center}}
</style>
<script src="/assets/jquery-1.11.0.min.js"></script>
</head>
<body>
<div class="zv-top"><div class="zv-inner"><a href="/"><img src="/_avatar/logo-zuidvlieter.svg" width="260" height="44" alt="De Zuidvlieter"></a>
<div class="zv-nav"><a href="/">Home</a><a href="/regio/">Regio</a><a href="/oosterbrug/">Oosterbrug</a><a href="/westerdiep/">Westerdiep</a><a href="/sport/">Sport</a><a href="/uit/">Uit</a><a href="/112/">112</a><a href="/familieberichten/">Familieberichten</a></div></div></div>
<div class="zv-inner">
<div style="text-align:center;margin:10px 0"><img src="/_avatar/banner-autobedrijf.svg" width="970" height="90" alt="Advertentie"></div>
<div class="zv-art">
<p class="meta"><a href="/regio/">Regio</a> &middot; vrijdag 14 maart 2014, 17:45 &middot; Door Sanne Veenstra</p>
<h1>Provincie kiest Zuidvlieter Polder voor windpark met acht molens</h1>
<p class="intro">{ent("De provincie heeft de Zuidvlieter Polder aangewezen voor een windpark van acht molens van 150 meter hoog. Omwonenden in Oosterbrug en Westerdiep zijn verdeeld.")}</p>
<p>{ent("Gedeputeerde Anja Roelofs maakte de keuze vrijdagmiddag bekend. Het park moet in 2017 draaien en stroom leveren voor ongeveer 25.000 huishoudens. De molens komen in een lijn langs de Slaperdijk.")}</p>
<p>{ent("Volgens het provinciale rapport staat de dichtstbijzijnde woning op 620 meter van een molen. Voor de dorpen komt er een fonds van €0,50 per geproduceerde megawattuur.")}</p>
<p>{ent("Dorpsbelang Oosterbrug laat weten dat het „niet tegen windenergie is, maar wel tegen de manier waarop dit is gegaan”. De vereniging wil bezwaar maken.")}</p>
<div class="deel">Delen: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">WhatsApp</a> <a href="#">E-mail</a></div>
<div id="reacties">
<h2>Reacties ({len(cs)})</h2>
<p style="font-size:12px;color:#888">Reageren kan tot 48 uur na publicatie. <a href="/huisregels/">Huisregels</a></p>
{threads}<div id="reageer"><h3>Reageer</h3><p><a href="/inloggen/">Log in</a> met je account of via Facebook om te reageren.</p></div>
</div>
</div>
<div class="zv-side">
<div style="text-align:center"><img src="/_avatar/rechthoek-tuincentrum.svg" width="300" height="250" alt="Advertentie"></div>
<h3>Meest gelezen</h3>
<ol><li><a href="/a/18823">Brand in boerderij aan de Hoofdweg</a></li><li><a href="/a/18830">Provincie kiest Zuidvlieter Polder voor windpark</a></li><li><a href="/a/18811">Nieuwe huisarts in Westerdiep</a></li><li><a href="/a/18790">SC Oosterbrug wint derby</a></li></ol>
<h3>Het weer</h3><p>Zaterdag: 9&deg;, zonnig, wind W 4 &middot; Zondag: 11&deg;, bewolkt</p>
</div>
</div>
<div class="zv-foot"><div class="zv-inner">&copy; 2014 De Zuidvlieter &middot; <a href="/colofon/">Colofon</a> &middot; <a href="/adverteren/">Adverteren</a> &middot; <a href="/privacy/">Privacy</a> &middot; <a href="/cookies/">Cookies</a></div></div>
<div class="cookie">De Zuidvlieter gebruikt cookies om de site te verbeteren en advertenties af te stemmen. <a href="/cookies/" style="color:#9cf">Meer informatie</a> <button type="button">Akkoord</button></div>
</body>
</html>
"""
    return make(
        "ec-nl-zuidvlieter-windpark",
        "discussion",
        "nl",
        page,
        cs,
        path="/regio/2014/03/14/provincie-kiest-zuidvlieter-polder-voor-windpark-18830",
        container="div#reacties: h2 'Reacties (13)', div.reactie.niveau-N (div.reactie-kop: span.reactie-naam NAME, span.reactie-tijd; div.reactie-tekst with <p> never closed; div.reactie-acties 'Reageer', 'Meld misbruik', thumbs count) with answers as div.reactie inside the parent's div; a reader's <i> never closed in the 12th entry",
        heading="Reacties (13)",
        description="A Dutch regional news site of March 2014: 13 reactions two deep (answers nested inside their parent's div), one a single word ('Eens.'), one five paragraphs long correcting the article, paragraphs opened by <p> and never closed, one reader's unclosed <i> that turns the rest of the page to italics; cookie bar, most read, adverts; never says 'comment'.",
    )


# --------------------------------------------------------------------------- pt: a travel blog, 2016 (WordPress-like)


def pt_serra() -> Case:
    cs = talk("""
Juliana Prado @ 15 de março de 2016 às 21:07 :: Que post lindo, Bia! Fiz a trilha do Pico do Tucano em 2014 e é exatamente isso: a subida final é puxada, mas a vista compensa cada passo.
>Bia Andrade @ 15 de março de 2016 às 22:30 :: Obrigada, Ju! A subida final quase me derrubou, confesso 😅
Rodrigo Mesquita @ 16 de março de 2016 às 08:14 :: Dá pra fazer com criança de 8 anos? Meu filho anda bastante, mas nunca fez trilha de mais de 5 km.
>Bia Andrade @ 16 de março de 2016 às 09:02 :: Rodrigo, até o Mirante da Pedra Furada dá tranquilo (são 3,2 km). Depois dali eu não levaria, tem um trecho com corrente.
>>Rodrigo Mesquita @ 16 de março de 2016 às 09:40 :: Valeu! Vamos até o mirante então.
>Carla @ 16 de março de 2016 às 10:05 :: Levei minha sobrinha de 9 e ela foi até o topo melhor do que eu, kkkk. Depende muito da criança.
Seu Valdir @ 16 de março de 2016 às 11:31 :: Nasci em São Bento da Serra e subo esse pico desde moleque. Só um aviso pra quem for: não vão depois das 14h no verão, a chuva chega rápido e a pedra fica um sabão.
Fernanda Liz @ 16 de março de 2016 às 13:48 :: Bia, você disse que a pousada ficava a 10 minutos da trilha, mas no mapa aparece quase 6 km. Foi de carro?
>Bia Andrade @ 16 de março de 2016 às 14:20 :: Fui de carro, sim! Esqueci de escrever isso, vou corrigir no post. Obrigada!
Thiago @ 17 de março de 2016 às 07:55 :: Top!
Marcos Vinícius @ 17 de março de 2016 às 12:12 :: Complementando o que o Seu Valdir disse: // Só um aviso pra quem for: não vão depois das 14h no verão, a chuva chega rápido e a pedra fica um sabão. // Assino embaixo. Em janeiro fiquei preso uma hora debaixo de uma pedra esperando a tempestade passar. O Parque publica a previsão na página deles: http://www.parqueserradotucano.example/avisos – vale olhar antes de sair.
Patrícia Lemos @ 17 de março de 2016 às 19:30 :: Bia, fiquei com vontade de ir e acabei lendo o blog inteiro. Adorei especialmente o post sobre Ouro Preto. // Uma dúvida prática que talvez ajude outros leitores também: você fez a reserva da pousada com quanto tempo de antecedência? Estou pensando no feriado de Tiradentes e imagino que fique tudo lotado. Também queria saber se a pousada aceita cachorro, porque a gente viaja sempre com a Nina (uma vira-lata de 12 kg muito educada, juro). E por último, o restaurante que você indicou no fim do post abre à noite durante a semana ou só no fim de semana? Obrigada desde já e parabéns pelas fotos, a do nascer do sol no mirante está de enquadrar.
>Bia Andrade @ 17 de março de 2016 às 21:02 :: Patrícia, reservei com um mês de antecedência, mas para Tiradentes eu reservaria já! Aceitam cachorro sim, com taxa de R$ 30 por dia. O restaurante abre de quinta a domingo à noite. Beijos na Nina!
""")
    k = kids(cs)
    trackbacks = {
        2: (
            "10 trilhas para fazer no outono no Sudeste | Mochila Leve",
            "[…] O Caderno de Estrada fez um relato completo do Pico do Tucano, com dicas de pousada e horários […]",
            "16 de março de 2016 às 10:40",
        ),
        9: (
            "Roteiro de 3 dias em São Bento da Serra – Viajar é Preciso",
            "[…] para a trilha, leia o post da Bia, que explica tudo sobre o trecho com corrente […]",
            "17 de março de 2016 às 09:15",
        ),
    }

    def wp(text: str) -> str:
        # wptexturize wrote the quotes and dashes it made as decimal references; what the reader typed stays raw
        return ent(text).replace(" – ", " &#8211; ")

    n = [0]

    def li(i: int, depth: int) -> str:
        c = cs[i]
        n[0] += 1
        cid = 9301 + i * 4
        paras = c.body.split("\n\n")
        if i == 10:  # Marcos pasted Seu Valdir's words in a blockquote, and a link
            body = f"<p>{wp(paras[0])}</p>\n<blockquote><p>{wp(paras[1])}</p></blockquote>\n"
            p3 = wp(paras[2])
            url = "http://www.parqueserradotucano.example/avisos"
            body += "<p>" + p3.replace(url, f'<a href="{url}" rel="nofollow">{url}</a>') + "</p>\n"
        else:
            body = "".join(f"<p>{wp(p)}</p>\n" for p in paras)
        by_author = " bypostauthor" if c.who == "Bia Andrade" else ""
        sub = ""
        if i in k:
            sub = '<ol class="children">\n' + "".join(li(j, depth + 1) for j in k[i]) + "</ol>\n"
        return f"""<li id="comment-{cid}" class="comment {"even" if n[0] % 2 else "odd"} depth-{depth}{by_author}">
<article id="div-comment-{cid}" class="comment-body">
<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/_avatar/pt{i}.svg" class="avatar avatar-56 photo" height="56" width="56"><b class="fn">{ent(c.who)}</b> <span class="says">disse:</span></div>
<div class="comment-metadata"><a href="#comment-{cid}"><time datetime="2016-03-{c.at.split()[0]}">{c.at}</time></a></div></footer>
<div class="comment-content">{body}</div>
<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom={cid}#respond" aria-label="Responder para {ent(c.who)}">Responder</a></div>
</article>
{sub}</li>
"""

    items = []
    for i in k[None]:
        items.append(li(i, 1))
        if i in trackbacks:
            title, excerpt, at = trackbacks[i]
            items.append(
                f'<li id="comment-{8000 + i}" class="trackback odd"><div class="comment-body">Trackback: <a href="http://blog.example/tb{i}/" rel="external nofollow" class="url">{wp(title)}</a> <span class="edit-link"></span><div class="comment-metadata">{at}</div><p>{wp(excerpt)}</p></div></li>\n'
            )
    total = len(cs) + len(trackbacks)
    page = f"""<!DOCTYPE html>
<html lang="pt-BR" class="no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pico do Tucano: como é a trilha, onde ficar e o que levar &#8211; Caderno de Estrada</title>
<link rel="pingback" href="http://cadernodeestrada.example/xmlrpc.php">
<meta property="og:type" content="article">
<meta property="og:title" content="Pico do Tucano: como é a trilha, onde ficar e o que levar">
<meta property="article:published_time" content="2016-03-15T12:00:00-03:00">
<link rel='stylesheet' id='twentysixteen-style-css' href='http://cadernodeestrada.example/wp-content/themes/estrada/style.css?ver=4.4.2' type='text/css' media='all'>
<style>
body{{margin:0;background:#f3efe7;font:16px/1.75 Merriweather,Georgia,serif;color:#1a1a1a}} .site{{max-width:1100px;margin:0 auto;background:#fff}}
.site-header{{padding:30px 40px;border-bottom:1px solid #eee}} .site-title a{{color:#3b6b3b;text-decoration:none;font:bold 28px Montserrat,Arial}}
.content-area{{float:left;width:680px;padding:30px 40px}} .widget-area{{float:right;width:280px;padding:30px 20px;font-size:14px}}
.comment-list,.comment-list .children{{list-style:none;padding:0}} .comment-list .children{{margin-left:28px}} .comment-body{{border-top:1px solid #e5e5e5;padding:16px 0}}
.comment-author img{{float:left;margin-right:10px;border-radius:50%}} .comment-metadata{{font-size:13px;color:#888}} .bypostauthor>.comment-body .fn:after{{content:" (autora)";color:#3b6b3b;font-weight:normal}}
li.trackback{{font-size:13px;color:#777}} blockquote{{border-left:4px solid #3b6b3b;margin:0 0 1em;padding-left:16px;font-style:italic}}
.site-footer{{clear:both;background:#2c2c2c;color:#aaa;padding:20px 40px;font-size:13px}}
</style>
</head>
<body class="post-template-default single single-post postid-1187">
<div id="page" class="site">
<header class="site-header"><p class="site-title"><a href="/">Caderno de Estrada</a></p><p class="site-description">Trilhas, estradas e cidadezinhas do Sudeste</p>
<nav class="main-navigation"><ul><li><a href="/">Início</a></li><li><a href="/destinos/">Destinos</a></li><li><a href="/trilhas/">Trilhas</a></li><li><a href="/dicas/">Dicas</a></li><li><a href="/sobre/">Sobre a Bia</a></li></ul></nav></header>
<div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-1187" class="post-1187 post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">Pico do Tucano: como é a trilha, onde ficar e o que levar</h1></header>
<div class="entry-meta">Por <a href="/author/bia/">Bia Andrade</a> em <time datetime="2016-03-15T12:00:00-03:00">15 de março de 2016</time> &#183; <a href="/trilhas/">Trilhas</a> &#183; <a href="#comments">{total} comentários</a></div>
<div class="entry-content">
<p>{ent("Fazia tempo que o Pico do Tucano estava na minha lista. No último fim de semana de fevereiro finalmente deu: saí de São Paulo na sexta à noite, dormi em São Bento da Serra e às 6h30 do sábado já estava no começo da trilha.")}</p>
<p>{ent("A trilha tem 7,8 km ida e volta e cerca de 650 metros de subida. Os primeiros três quilômetros, até o Mirante da Pedra Furada, são tranquilos e sombreados. Depois começa a parte “de verdade”: pedra, raízes e um trecho de uns 20 metros com corrente.")}</p>
<p>{ent("Fiquei na Pousada Recanto da Serra, que recomendo de olhos fechados: café da manhã farto, quartos simples e limpos. O Restaurante Fogão de Lenha, no centro, fecha a viagem com chave de ouro.")}</p>
<h2>O que levar</h2>
<ul><li>2 litros de água por pessoa</li><li>Lanche leve</li><li>Capa de chuva (sério!)</li><li>Tênis com boa aderência</li></ul>
<div class="sharedaddy"><h3 class="sd-title">Compartilhe:</h3><a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Pinterest</a> <a href="#">WhatsApp</a></div>
<div class="wpcnt"><div class="wpa"><span class="wpa-about">Publicidade</span><div class="u"><img src="/_avatar/anuncio-mochilas.svg" width="300" height="250" alt=""></div></div></div>
</div>
</article>
<div id="comments" class="comments-area">
<h2 class="comments-title">{total} comentários em &#8220;Pico do Tucano: como é a trilha, onde ficar e o que levar&#8221;</h2>
<ol class="comment-list">
{"".join(items)}</ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Deixe uma resposta</h3>
<form action="http://cadernodeestrada.example/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes">O seu endereço de e-mail não será publicado.</p><p class="comment-form-comment"><label for="comment">Comentário</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Publicar comentário"></p></form></div>
</div>
</main></div>
<aside id="secondary" class="widget-area">
<section class="widget"><img src="/_avatar/bia-perfil.svg" width="240" height="240" alt="Bia Andrade"><p>Oi, eu sou a Bia! Jornalista, mochileira de fim de semana e apaixonada por cidades pequenas.</p></section>
<section class="widget widget_recent_entries"><h2 class="widget-title">Posts recentes</h2><ul><li><a href="/ouro-preto-em-2-dias/">Ouro Preto em 2 dias</a></li><li><a href="/estrada-real-de-bike/">Estrada Real de bike: primeira parte</a></li><li><a href="/cunha-lavandas/">Cunha e os campos de lavanda</a></li></ul></section>
<section class="widget"><h2 class="widget-title">Instagram</h2><p>@cadernodeestrada &#183; 12,4 mil seguidores</p></section>
</aside>
<footer class="site-footer">&#169; 2016 Caderno de Estrada &#183; Orgulhosamente feito com WordPress</footer>
</div>
</body>
</html>
"""
    return make(
        "ec-pt-caderno-pico-tucano",
        "discussion",
        "pt",
        page,
        cs,
        path="/pico-do-tucano-trilha-onde-ficar/",
        container="div#comments > ol.comment-list of li.comment > article.comment-body (footer.comment-meta: b.fn NAME 'disse:', time; div.comment-content p; div.reply) with answers in ol.children; two li.trackback entries between the threads",
        heading="15 comentários em “Pico do Tucano: como é a trilha, onde ficar e o que levar”",
        description="A Brazilian travel blog of March 2016 on a WordPress-like theme: 13 comments three deep (the blogger answers four times), two trackbacks among the threads, one comment quoting an earlier one in a blockquote and pasting the park's link, a long multi-question comment and a one-word one ('Top!'), quotes typed raw and written as &#8220;/&#8221;.",
    )


def threads3_ec() -> list[Case]:
    return [it_parcheggio(), nl_windpark(), pt_serra()]
