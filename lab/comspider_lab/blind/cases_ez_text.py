"""Blind set ez: four discussions printed without a table of their own: an Italian aquarium hobby forum's news page
of 2008 (each comment a ``<blockquote>`` under a bold name line, replies nested in their parent's blockquote), a
Hungarian wine blog of 2009 (the name and time after the text, entries separated only by ``<hr>``), a Romanian local
radio station's news of 2006 (a guestbook-style list, newest first, the editors' answer inside an entry) and a
Finnish student paper of 2004 (every comment in one ``<pre>`` block). Every site, name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

import textwrap

from comspider_lab.blind.cases_ez_common import Case, blocks, doc, esc, inline, kids, make, talk


def _svg(w: int, h: int, fill: str, text: str = "", size: int = 18) -> str:
    label = (
        f'<text x="{w // 2}" y="{h // 2 + size // 3}" fill="#fff" font-family="Arial" font-size="{size}" '
        f'text-anchor="middle">{esc(text)}</text>'
        if text
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" '
        f'fill="{fill}"/>{label}</svg>'
    )


# --------------------------------------------------------------------------- it: a hobby forum's news page, 2008


def it_acquari() -> Case:
    cs = talk("""
Pesciolino_Rosso || 12/05/2008 alle 21:14 || Bellissima giornata! Ho portato a casa una coppia di Apistogramma cacatuoides a un prezzo onestissimo e un sacco di talee di Cryptocoryne regalate da un utente di Brescia. Grazie agli organizzatori, si vede il lavoro che c'è dietro.
>Marco_B (moderatore) || 12/05/2008 alle 21:40 || Grazie a te per essere passato! Le talee erano di Gianluca, quello col banco vicino all'ingresso: ne aveva portate due vaschette intere e a fine giornata non ne era rimasta una.
Discus76 || 12/05/2008 alle 22:03 || Unica nota negativa: il caldo. Alle tre del pomeriggio nel capannone c'erano almeno 30 gradi e alcuni pesci nei sacchetti soffrivano parecchio. L'anno prossimo servono ventilatori o almeno più ombra.
>Laura (Pavia) || 12/05/2008 alle 22:31 || Confermo, io sono uscita a metà pomeriggio proprio per quello. Per il resto tutto perfetto, e i ragazzi del banco discus gentilissimi.
>>Marco_B (moderatore) || 13/05/2008 alle 08:12 || Avete ragione, è la critica che ci è arrivata di più. Per il 2009 stiamo già chiedendo alla Pro Loco la sala grande, quella con l'aria condizionata.
Gianni_Guppy || 13/05/2008 alle 12:47 || Qualcuno sa il nome del venditore di caridine? Ne ho prese 20 e sono tutte vive dopo due giorni, vorrei riprenderle ma non ho preso il biglietto da visita.
newbie_acqua || 13/05/2008 alle 18:20 || Domanda da principiante: ho un 60 litri avviato da un mese, secondo voi era troppo presto per comprare pesci alla mostra?? Alla fine ho preso solo piante perchè il signore del banco mi ha detto di aspettare ancora un po' e fare i test dei nitriti.
AquaFede || 14/05/2008 alle 09:55 || Per chi se l'è persa ho messo le foto qui: [galleria della mostra 2008](http://www.example.it/foto/mostra-scambio-2008/) // Ci sono anche i premiati del concorso "Acquario più bello": complimenti a chi ha vinto con quel Tanganica, spettacolare!
""")
    path = "/notizie/mostra-scambio-2008-com-e-andata.html"
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        text = "<br><br>".join("<br>".join(inline(x) for x in lines) for _q, lines in blocks(c.raw))
        verb = "ha scritto" if c.parent is None else "ha risposto"
        sub = "".join(item(j) for j in k.get(i, []))
        return (
            f'<a name="c{1200 + i}"></a><p class="nomecommento"><b>{esc(c.who)}</b> <span class="data">{verb} il '
            f"{esc(c.at)}</span></p>\n<blockquote>{text}\n{sub}</blockquote>\n"
        )

    comments = "".join(item(i) for i in k[None])
    forum = "".join(
        f'<tr><td class="blocco"><img src="/img/freccia.svg" width="7" height="7" alt=""> <a href="/forum/viewtopic-{n}.html">{esc(t)}</a><br><span class="piccolo">di {esc(who)} - {esc(when)}</span></td></tr>'
        for n, (t, who, when) in enumerate(
            (
                ("Nitriti alti dopo il cambio filtro", "newbie_acqua", "oggi 10:02"),
                ("Riproduzione Corydoras paleatus", "Laura (Pavia)", "oggi 09:15"),
                ("Vendo acquario 120 litri completo (MI)", "Gianni_Guppy", "ieri 23:40"),
                ("CO2 fai da te: lievito o bombola?", "Discus76", "ieri 21:12"),
            ),
            start=4410,
        )
    )
    body = f"""<body bgcolor="#FFFFFF" text="#000000" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td bgcolor="#0E4D64"><img src="/img/logo-acquadolce.svg" width="468" height="70" alt="AcquaDolce - il forum dell'acquariofilo"></td><td bgcolor="#0E4D64" align="right" class="bianco">Benvenuto, Anonimo [ <a href="/forum/registrati.html" class="bianco">Registrati</a> | <a href="/forum/login.html" class="bianco">Login</a> ]&nbsp;</td></tr>
<tr><td colspan="2" bgcolor="#5FA8C2" class="menu">&nbsp;<a href="/">Home</a> &middot; <a href="/notizie/">Notizie</a> &middot; <a href="/forum/">Forum</a> &middot; <a href="/schede/">Schede pesci</a> &middot; <a href="/articoli/">Articoli</a> &middot; <a href="/galleria/">Galleria</a> &middot; <a href="/calendario/">Eventi</a> &middot; <a href="/link/">Link</a></td></tr></table>
<table width="100%" cellspacing="0" cellpadding="6" border="0"><tr>
<td width="170" valign="top" bgcolor="#EEF5F7">
<table width="100%" cellspacing="1" cellpadding="3" border="0" bgcolor="#9EC7D6">
<tr><td class="titoloblocco">Menu</td></tr>
<tr><td class="blocco"><a href="/">Home</a><br><a href="/notizie/">Notizie</a><br><a href="/forum/">Forum</a><br><a href="/schede/">Schede pesci (412)</a><br><a href="/piante/">Schede piante (188)</a><br><a href="/calcolatori.html">Calcolatori</a><br><a href="/faq.html">FAQ</a></td></tr>
</table><br>
<table width="100%" cellspacing="1" cellpadding="3" border="0" bgcolor="#9EC7D6">
<tr><td class="titoloblocco">Chi è online</td></tr>
<tr><td class="blocco">Ci sono 3 utenti registrati e 27 ospiti online.<br><br>Utenti: Marco_B, AquaFede, Discus76</td></tr>
</table><br>
<table width="100%" cellspacing="1" cellpadding="3" border="0" bgcolor="#9EC7D6">
<tr><td class="titoloblocco">Ultimi dal forum</td></tr>
{forum}
</table>
</td>
<td valign="top">
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td class="percorso"><a href="/">Home</a> &raquo; <a href="/notizie/">Notizie</a> &raquo; Eventi</td></tr></table>
<h2 class="titolonews">Mostra-scambio 2008: com'è andata</h2>
<p class="piccolo">Inviato da <b>Marco_B</b> il Lunedì, 12 maggio 2008 - 20:30 &middot; (1845 letture) &middot; <a href="/notizie/stampa-2008-05-12.html">Versione stampabile</a></p>
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td class="testo">
<img src="/img/mostra.svg" width="200" height="150" align="right" hspace="8" alt="La mostra">
Sabato scorso si è svolta la terza edizione della nostra mostra-scambio, quest'anno nel capannone della fiera di Crema messo a disposizione dalla Pro Loco. I numeri ci hanno dato ragione: 34 espositori, più di 600 visitatori e oltre 40 specie diverse portate dagli allevatori del forum.<br><br>
La novità di quest'anno era l'angolo "chiedi all'esperto", dove alcuni utenti esperti hanno risposto per tutta la giornata alle domande dei principianti su avvio della vasca, filtraggio e malattie. Visto il successo, lo rifaremo sicuramente.<br><br>
Il concorso "Acquario più bello" è stato vinto da un biotopo del lago Tanganica allestito da un utente di Lodi. Secondo posto per un olandese molto fitto, terzo per una vasca di soli gamberetti.<br><br>
Un grazie di cuore a tutti i volontari, agli espositori e a chi è venuto anche da lontano. Le foto ufficiali arriveranno nei prossimi giorni nella galleria.
</td></tr></table>
<br>
<table width="100%" cellspacing="0" cellpadding="3" border="0"><tr><td bgcolor="#D9EBF1" class="testo"><b>Commenti (8)</b></td><td bgcolor="#D9EBF1" align="right" class="piccolo"><a href="/notizie/commenta-1200.html">Aggiungi il tuo commento</a></td></tr></table>
<div class="commenti">
{comments}</div>
<p class="piccolo">I commenti sono di proprietà dei rispettivi autori. Non siamo responsabili per il loro contenuto.</p>
</td>
<td width="170" valign="top" bgcolor="#EEF5F7">
<table width="100%" cellspacing="1" cellpadding="3" border="0" bgcolor="#9EC7D6">
<tr><td class="titoloblocco">Sondaggio</td></tr>
<tr><td class="blocco">Quanti acquari avete in casa?<br><input type="radio" name="s"> 1 (38%)<br><input type="radio" name="s"> 2-3 (44%)<br><input type="radio" name="s"> più di 3 (18%)<br><input type="button" value="Vota"><br><span class="piccolo">Voti: 511</span></td></tr>
</table><br>
<table width="100%" cellspacing="1" cellpadding="3" border="0" bgcolor="#9EC7D6">
<tr><td class="titoloblocco">Siti amici</td></tr>
<tr><td class="blocco"><a href="http://www.example.org/ciclidi/">Club Ciclidi</a><br><a href="http://www.example.org/piante-acquatiche/">Piante acquatiche</a><br><a href="http://www.example.net/gamberetti/">Mondo Gamberetti</a></td></tr>
</table><br>
<div align="center" class="piccolo">Pubblicità<br><img src="/img/banner-negozio.svg" width="160" height="160" alt="Acquari Bassi - Crema"></div>
</td>
</tr></table>
<table width="100%" cellspacing="0" cellpadding="6" border="0"><tr><td bgcolor="#0E4D64" align="center" class="bianco">AcquaDolce &copy; 2004-2008 &middot; I marchi e i loghi sono dei rispettivi proprietari &middot; Pagina generata in 0.184 secondi<br>Powered by un PHP-Nuke modificato a mano</td></tr></table>
</body>
</html>
"""
    css = """<style type="text/css">
<!--
body,td{font-family:Verdana,Arial,sans-serif;font-size:11px}
a{color:#0E4D64}a:hover{color:#C04000}
.bianco{color:#FFFFFF;font-size:10px}.menu{font-size:11px;font-weight:bold;padding:4px}.menu a{color:#FFFFFF;text-decoration:none}
.titoloblocco{background:#5FA8C2;color:#FFFFFF;font-weight:bold;font-size:11px}.blocco{background:#FFFFFF;font-size:10px;line-height:15px}
.percorso{font-size:10px;color:#666666}.titolonews{font-family:Arial;font-size:18px;color:#0E4D64;margin:6px 0 2px 0}
.piccolo{font-size:9px;color:#666666}.testo{font-size:12px;line-height:17px}
.nomecommento{margin:10px 0 0 0;font-size:11px}.data{color:#888888;font-size:10px}
.commenti blockquote{margin:4px 0 8px 24px;padding:4px 8px;border-left:2px solid #9EC7D6;font-size:12px;line-height:16px}
-->
</style>"""
    files = {
        "/img/logo-acquadolce.svg": _svg(468, 70, "#0E4D64", "AcquaDolce · il forum dell'acquariofilo", 22),
        "/img/freccia.svg": _svg(7, 7, "#0E4D64"),
        "/img/mostra.svg": _svg(200, 150, "#6fa6b4"),
        "/img/banner-negozio.svg": _svg(160, 160, "#C04000", "Acquari Bassi", 16),
    }
    html = (
        doc(
            "html4t",
            title="AcquaDolce - Notizie - Mostra-scambio 2008: com'è andata",
            lang="it",
            charset="utf-8",
            head='<meta name="generator" content="PHP-Nuke - Copyright by http://phpnuke.org">\n'
            '<meta name="keywords" content="acquari, acquariofilia, pesci, forum, mostra">\n' + css,
        )
        + body
    )
    return make(
        "ez-it-forum-acquari",
        "discussion",
        "it",
        html,
        cs,
        path=path,
        container="div.commenti after a row 'Commenti (8)' | 'Aggiungi il tuo commento': each comment a p.nomecommento (a name, b NAME, span.data 'ha scritto il DATE alle TIME') followed by a blockquote with the text (lines by <br>); a reply's name line and blockquote nested inside its parent's blockquote after the parent's text ('ha risposto il …')",
        heading="Commenti (8)",
        description="An Italian aquarium hobby forum's news page of 2008 on a hand-modified PHP-Nuke layout (tables, left blocks Menu, 'Chi è online', 'Ultimi dal forum' with topic titles, authors and times; right blocks a poll, friends' sites, a banner): 8 readers' comments under a report on the forum's fish swap meeting, each a bold name line and a <blockquote>; three replies nested in their parent's blockquote after its text, two deep once; a link to a gallery; count and 'Aggiungi il tuo commento' above.",
        files=files,
    )


# --------------------------------------------------------------------------- hu: a wine blog, 2009


def hu_bikaver() -> Case:
    cs = talk("""
Zoli || 2009.10.12. 21:04 || Jó kis összeállítás, köszi! A Kelemen-féle bikavért én is szeretem, de szerintem a 2006-os jobb volt mint a 2007-es, kevesebb volt benne a fa és több a gyümölcs.
Kékfrankos Kati || 2009.10.12. 22:37 || > „A harmadik tétel inkább egy könnyű vörös, mint bikavér.” // Ezzel vitatkoznék. A bikavér nem attól bikavér, hogy nehéz és sötét, a régi egri bikavérek sokszor kifejezetten könnyedek voltak. Nekem pont az tetszett benne, hogy iható, nem kell hozzá egy egész marhát enni.
Gergely || 2009.10.13. 08:15 || Hol lehet kapni a Dobó-hegyi Borházat Pesten? A nagyobb boltokban nem láttam sehol, csak a webshopjukban, de ott a szállítás drága.
Ákos || 2009.10.13. 12:50 || @Gergely: a Ráday utcai kis borboltban biztosan van, de a pincénél a legolcsóbb, ha arra jársz. @Kati: lehet, hogy igazad van, talán szigorú voltam vele. A következő kóstolón újra elővesszük.
Bence (Szekszárd) || 2009.10.14. 19:22 || Légyszi írj majd a szekszárdi bikavérekről is! Az egriek mellett méltatlanul kevés szó esik róluk. Én ezeket tenném a következő körbe: | - Bodri-völgyi Bikavér 2007 | - Porkoláb Pince Bikavér 2006 | - a szövetkezeti sima bikavér, kontrollnak :) // Ha kell, hozok mintát.
""")
    path = "/2009/10/hat-egri-bikaver-3000-forint-alatt.html"
    entries = []
    for n, c in enumerate(cs):
        parts = []
        for quote, lines in blocks(c.raw):
            html = "<br>".join(inline(x) for x in lines)
            parts.append(f"<p><i>{html}</i></p>" if quote else f"<p>{html}</p>")
        entries.append(
            f'<a name="hsz{n + 1}"></a>\n{"".join(parts)}\n'
            f'<p class="alairas">&mdash; <b>{esc(c.who)}</b>, {esc(c.at)} &nbsp;<a href="#hsz{n + 1}">#</a></p>\n'
        )
    comments = "<hr>\n".join(entries)
    body = f"""<body>
<div id="lap">
<div id="fejlec"><a href="/">Borjegyzetek</a><span>egy borbarát naplója Egertől Szekszárdig</span></div>
<div id="tartalom">
<p class="datum">2009. október 11., vasárnap</p>
<h1>Kóstoltunk: hat egri bikavér 3000 forint alatt</h1>
<p>Baráti körben, vakon kóstoltunk szombat este hat egri bikavért, mindegyiket 3000 forint alatt vettük boltban vagy a pincénél. Hatan voltunk, mindenki pontozott tízes skálán, az átlagokat írom.</p>
<ol>
<li><b>Kelemen Pince, Egri Bikavér 2007</b> &ndash; 7,8 pont. Meggy, fűszer, a fa még kicsit elől van. 2400 Ft.</li>
<li><b>Dobó-hegyi Borház, Egri Bikavér 2006</b> &ndash; 8,3 pont. Az este győztese: sok gyümölcs, szép savak. 2900 Ft.</li>
<li><b>Almagyar Családi Pince, Bikavér 2007</b> &ndash; 6,9 pont. A harmadik tétel inkább egy könnyű vörös, mint bikavér. 1900 Ft.</li>
<li><b>Szépasszony-völgyi Pincészet, Egri Bikavér 2006</b> &ndash; 7,1 pont. Rendes, de semmi különös. 1650 Ft.</li>
<li><b>Nagyeged Bor, Bikavér 2005</b> &ndash; 7,5 pont. Érett, kicsit fáradt, most kell meginni. 2700 Ft.</li>
<li><b>Hipermarket saját márka, Egri Bikavér 2008</b> &ndash; 5,4 pont. Kontrollnak tettük be, és meg is érdemelte. 990 Ft.</li>
</ol>
<p>A tanulság számomra az, hogy 3000 forint alatt is lehet jó bikavért venni, de érdemes a pincénél vásárolni. A hipermarketes bor nem rossz, csak semmilyen.</p>
<p class="cimkek">Címkék: <a href="/cimke/bikaver/">bikavér</a>, <a href="/cimke/eger/">Eger</a>, <a href="/cimke/kostolo/">kóstoló</a></p>
<div id="hozzaszolasok">
<p class="hszfej">Hozzászólások (5) &nbsp;|&nbsp; <a href="#uj">Hozzászólok &raquo;</a></p>
<hr>
{comments}<hr>
</div>
<a name="uj"></a>
<form action="/hozzaszolas.html" method="post" class="urlap">
<b>Szólj hozzá!</b><br>
Név: <input type="text" name="nev" size="24"><br>
<textarea name="szoveg" rows="6" cols="55"></textarea><br>
Mennyi hét meg három? <input type="text" name="ellenorzes" size="3"> <input type="submit" value="Elküld">
</form>
</div>
<div id="oldalsav">
<h3>A blogról</h3>
<p>Ákos vagyok, civilben könyvelő. Hétvégente borvidékeket járok és leírom, amit megittam. Nem kapok pénzt senkitől.</p>
<h3>Legutóbbi bejegyzések</h3>
<ul><li><a href="/2009/10/hat-egri-bikaver-3000-forint-alatt.html">Kóstoltunk: hat egri bikavér 3000 forint alatt</a></li><li><a href="/2009/09/szuret-a-nagybacsinal.html">Szüret a nagybácsinál</a></li><li><a href="/2009/09/tokaji-furmint-kettesben.html">Tokaji furmint kettesben</a></li><li><a href="/2009/08/rozek-nyarra.html">Rozék nyárra, hűtve</a></li></ul>
<h3>Címkék</h3>
<p class="felho"><a href="/cimke/bikaver/" style="font-size:16px">bikavér</a> <a href="/cimke/eger/" style="font-size:14px">Eger</a> <a href="/cimke/furmint/" style="font-size:12px">furmint</a> <a href="/cimke/kostolo/" style="font-size:17px">kóstoló</a> <a href="/cimke/roze/" style="font-size:11px">rozé</a> <a href="/cimke/szekszard/" style="font-size:12px">Szekszárd</a> <a href="/cimke/tokaj/" style="font-size:13px">Tokaj</a> <a href="/cimke/villany/" style="font-size:12px">Villány</a></p>
<h3>Kedvenc pincék</h3>
<ul><li><a href="http://www.example.hu/dobohegyi/">Dobó-hegyi Borház</a></li><li><a href="http://www.example.hu/bodrivolgy/">Bodri-völgyi Pince</a></li><li><a href="http://www.example.hu/kelemen/">Kelemen Pince</a></li></ul>
<h3>Archívum</h3>
<ul><li><a href="/2009/10/">2009. október</a> (1)</li><li><a href="/2009/09/">2009. szeptember</a> (2)</li><li><a href="/2009/08/">2009. augusztus</a> (3)</li><li><a href="/2009/07/">2009. július</a> (2)</li></ul>
<p class="szamlalo">Látogatók: 12&nbsp;345</p>
</div>
<div id="lablec">&copy; 2008-2009 Borjegyzetek &middot; A szövegek szabadon idézhetők forrásmegjelöléssel &middot; Az alkohol fogyasztása 18 év alatt tilos.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#5a1a22;font-family:Georgia,'Times New Roman',serif;font-size:14px;color:#2a1a14}
#lap{width:820px;margin:20px auto;background:#fbf6ee;border:4px double #a8745a}
#fejlec{padding:22px 26px;border-bottom:1px solid #a8745a}#fejlec a{font-size:34px;color:#5a1a22;text-decoration:none;font-style:italic}
#fejlec span{display:block;color:#8a6a5a;font-size:13px}
#tartalom{float:left;width:540px;padding:10px 26px}#oldalsav{float:right;width:200px;padding:10px 16px;font-size:12px;border-left:1px dotted #a8745a}
h1{font-size:24px;color:#5a1a22;font-weight:normal}.datum{color:#8a6a5a;font-size:12px;margin-bottom:0}
.cimkek{font-size:12px;color:#8a6a5a}.hszfej{font-size:16px;color:#5a1a22;margin-bottom:4px}
#hozzaszolasok hr{border:0;border-top:1px dashed #a8745a}.alairas{text-align:right;font-size:12px;color:#8a6a5a;font-style:italic}
.urlap{background:#f1e6d6;padding:10px;margin:14px 0}h3{font-size:14px;color:#5a1a22;border-bottom:1px solid #d8c0a8}
#oldalsav ul{padding-left:16px}.szamlalo{text-align:center;color:#8a6a5a}
#lablec{clear:both;border-top:1px solid #a8745a;padding:10px;text-align:center;font-size:11px;color:#8a6a5a}
</style>"""
    html = (
        doc(
            "html4t",
            title="Kóstoltunk: hat egri bikavér 3000 forint alatt - Borjegyzetek",
            lang="hu",
            head='<meta name="author" content="Ákos">\n<link rel="alternate" type="application/rss+xml" title="Borjegyzetek RSS" href="/rss.xml">\n'
            + css,
        )
        + body
    )
    return make(
        "ez-hu-blog-bikaver",
        "discussion",
        "hu",
        html,
        cs,
        path=path,
        container="div#hozzaszolasok: p.hszfej 'Hozzászólások (5) | Hozzászólok »', then entries separated only by <hr>: an a name, the text's paragraphs (a quote in p > i), then p.alairas '— <b>NAME</b>, DATE #' after the text; no element per comment",
        heading="Hozzászólások (5)",
        description="A Hungarian wine blog of 2009 on a hand-made template (a double-bordered page, a sidebar about the blog, recent posts, a tag cloud, favourite wineries, archive and a visitor counter): 5 readers' comments under a blind tasting, each its paragraphs then the name and date after the text in a signature line, entries separated only by <hr>; one quotes the post, the blogger answers two readers in one comment by '@NAME', a list typed as lines; count and 'Hozzászólok »' above, a form with an arithmetic question below.",
    )


# --------------------------------------------------------------------------- ro: a local radio station, 2006


def ro_radio() -> Case:
    cs = talk("""
Mihai D. || 14.09.2006, 19:20 || Lucrarea trebuia făcută de acum cinci ani, asta e clar. Dar ocolul prin Schitu Golești înseamnă 18 km în plus în fiecare zi până la serviciu. Nu se putea face măcar o pasarelă pentru pietoni și biciclete cât durează reparația?
Elena Popescu || 13.09.2006, 22:05 || Va ascult pe internet din Bucuresti, sunt nascuta in Valea Mare. Va rog sa spuneti si la radio cum circula autobuzele de la Pitesti, vin in octombrie la parinti. Multumesc si felicitari pentru emisiunea de duminica dimineata!
>Redacția Radio Plai ||  || Doamnă Elena, autobuzele de pe linia Pitești – Câmpulung circulă pe ocolitoarea prin Schitu Golești, cu aproximativ 20 de minute în plus. Programul complet îl citim în fiecare dimineață la 7:30, la „Știrile locale”. Vă mulțumim că ne ascultați!
Costel || 13.09.2006, 09:41 || asa se intampla cand se fura din banii de la primul pod. al doilea pod in 12 ani si tot noi platim
Ana-Maria, elevă || 12.09.2006, 16:10 || Noi, elevii din Valea Mare care facem naveta la liceu în Câmpulung, o să avem microbuz special sau trebuie să mergem pe jos până la ocolitoare? Ar fi bine să anunțați și asta la radio, mulți părinți nu știu.
""")
    path = "/stiri/2006/09/podul-de-la-valea-mare-inchis.html"
    towns = {
        "Mihai D.": "Valea Mare",
        "Elena Popescu": "București",
        "Costel": "",
        "Ana-Maria, elevă": "Valea Mare",
    }
    mails = {"Mihai D.", "Ana-Maria, elevă"}
    k = kids(cs)
    entries = []
    number = len(k[None])
    for i in k[None]:
        c = cs[i]
        text = "<br>".join("<br>".join(inline(x) for x in lines) for _q, lines in blocks(c.raw))
        answer = ""
        for j in k.get(i, []):
            a = cs[j]
            answer += (
                f'<div class="raspuns"><img src="/imagini/mic.svg" width="14" height="14" alt=""> '
                f"<b>Răspuns de la {esc(a.who)}:</b><br>{inline(a.raw)}</div>"
            )
        town = f'<br><span class="mic">din: {esc(towns[c.who])}</span>' if towns.get(c.who) else ""
        icons = (
            '<img src="/imagini/email.svg" width="16" height="12" alt="e-mail" title="e-mail"> '
            if c.who in mails
            else ""
        ) + '<img src="/imagini/ip.svg" width="16" height="12" alt="IP înregistrat" title="IP înregistrat">'
        entries.append(
            f'<table width="100%" border="0" cellspacing="1" cellpadding="5" class="intrare">\n'
            f'<tr><td width="150" valign="top" class="stanga"><span class="nr">#{number}</span><br><b>{esc(c.who)}</b>{town}<br>{icons}</td>\n'
            f'<td valign="top" class="dreapta"><span class="mic">Scris pe: {esc(c.at)}</span><hr size="1" noshade>\n{text}{answer}</td></tr>\n'
            "</table>\n"
        )
        number -= 1
    top10 = "".join(
        f"<tr><td class='mic'>{n}.</td><td class='mic'>{esc(t)}</td></tr>"
        for n, t in enumerate(
            (
                "Trupa Cetății – Drumul spre casă",
                "Irina B. – Toamna-n oraș",
                "Doi Frați – Hai acasă",
                "Ploaia de Vineri – Fără tine",
                "Nelu și Fanfara – Hora de la Plai",
            ),
            start=1,
        )
    )
    body = f"""<body bgcolor="#2B1B4A" leftmargin="0" topmargin="0">
<table width="800" border="0" cellspacing="0" cellpadding="0" align="center" bgcolor="#FFFFFF">
<tr><td colspan="2"><img src="/imagini/antet.svg" width="800" height="100" alt="Radio Plai 101,6 FM - Câmpulung"></td></tr>
<tr><td colspan="2" class="bara"><a href="/">Acasă</a> | <a href="/stiri/">Știri locale</a> | <a href="/program/">Program</a> | <a href="/emisiuni/">Emisiuni</a> | <a href="/top10/">Top 10</a> | <a href="/echipa/">Echipa</a> | <a href="/publicitate/">Publicitate</a> | <a href="/carte-de-oaspeti/">Carte de oaspeți</a> | <a href="/contact/">Contact</a></td></tr>
<tr>
<td width="590" valign="top" class="continut">
<p class="mic"><a href="/stiri/">Știri locale</a> &raquo; Marți, 12 septembrie 2006, 11:45</p>
<h1>Podul de la Valea Mare, închis pentru reparații până în noiembrie</h1>
<p><b>Podul peste Râul Târgului de la intrarea în Valea Mare se închide de joi pentru toate vehiculele. Circulația se face pe ocolitoarea prin Schitu Golești, anunță Direcția Drumuri Județene.</b></p>
<p>Lucrările de consolidare a pilonilor și de refacere a carosabilului vor dura cel puțin două luni, dacă vremea permite. Podul a fost construit în 1994 și, potrivit unei expertize din primăvară, doi dintre piloni au fost afectați de viiturile din ultimii ani.</p>
<p>Autobuzele de pe liniile județene vor circula pe ruta ocolitoare, cu aproximativ 20 de minute în plus. Primăria Valea Mare spune că discută cu operatorul de transport un microbuz pentru elevii navetiști.</p>
<p>Valoarea lucrărilor este de 1,2 milioane de lei noi, bani alocați de Consiliul Județean. Vom reveni cu detalii în jurnalele de știri de la ora 7:30, 12:00 și 17:00.</p>
<p class="mic">Reporter: Dan Ionescu &middot; <a href="/stiri/arhiva/">Arhiva știrilor</a> &middot; <a href="/stiri/2006/09/podul-de-la-valea-mare-inchis-print.html">Printează</a></p>
<table width="100%" border="0" cellspacing="0" cellpadding="4"><tr><td class="titlucarte">Mesajele ascultătorilor ({len(cs) - 1})</td><td class="titlucarte" align="right"><a href="/stiri/mesaj-nou-2006-0912.html" class="galben">Scrie un mesaj</a></td></tr></table>
<p class="mic">Mesajele sunt afișate în ordinea inversă a primirii. Pagina 1 din 1.</p>
{"".join(entries)}<p class="mic">Radio Plai nu răspunde pentru conținutul mesajelor. Mesajele cu limbaj vulgar sunt șterse.</p>
</td>
<td width="210" valign="top" class="coloana">
<div class="live"><a href="/live/asculta.m3u"><img src="/imagini/live.svg" width="180" height="60" border="0" alt="Ascultă LIVE"></a><br><span class="mic">Winamp / Windows Media Player, 64 kbps</span></div>
<p class="titlu">Acum în emisie</p><p class="mic"><b>Matinal cu Dan și Irina</b><br>luni-vineri, 6:00-10:00</p>
<p class="titlu">Top 10 Radio Plai</p><table border="0" cellspacing="0" cellpadding="1">{top10}</table>
<p class="titlu">Dedicații</p><p class="mic">Trimite SMS cu textul PLAI și dedicația ta la 1234 (0,5 euro + TVA).</p>
<p class="titlu">Vremea la Câmpulung</p><p class="mic">Azi: 19°C, însorit<br>Mâine: 16°C, ploaie slabă</p>
<p align="center"><img src="/imagini/trafic.svg" width="88" height="31" alt="trafic.ro - clasamente si statistici"><br><span class="mic">Vizitatori: 31.207</span></p>
</td>
</tr>
<tr><td colspan="2" class="subsol">&copy; 2003-2006 Radio Plai 101,6 FM &middot; Str. Negru Vodă nr. 12, Câmpulung &middot; Tel. 0248 / 000 101 &middot; <a href="mailto:redactia@example.ro">redactia@example.ro</a></td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body,td,p{font-family:Tahoma,Verdana,Arial;font-size:12px;color:#222222}
a{color:#5B2C91}h1{font-family:Arial;font-size:19px;color:#5B2C91;margin:4px 0 8px 0}
.bara{background:#F5A623;padding:5px;font-weight:bold;font-size:11px}.bara a{color:#2B1B4A;text-decoration:none}
.continut{padding:12px}.coloana{background:#EFE9F7;padding:10px;border-left:1px solid #D0C4E4}
.mic{font-size:10px;color:#666666}.titlu{background:#5B2C91;color:#FFFFFF;font-weight:bold;padding:3px;margin:12px 0 4px 0}
.titlucarte{background:#5B2C91;color:#FFFFFF;font-weight:bold;font-size:13px}.galben{color:#F5A623;font-size:11px}
table.intrare{background:#D0C4E4;margin-bottom:8px}.stanga{background:#F7F3FC;font-size:11px}.dreapta{background:#FFFFFF}
.nr{color:#999999;font-size:10px}.raspuns{margin-top:10px;padding:6px;background:#FFF6E0;border:1px dashed #F5A623;font-size:11px}
.subsol{background:#2B1B4A;color:#CCBBEE;font-size:10px;padding:8px;text-align:center}.subsol a{color:#F5A623}.live{text-align:center}
</style>"""
    files = {
        "/imagini/antet.svg": _svg(800, 100, "#5B2C91", "Radio Plai 101,6 FM · Câmpulung", 30),
        "/imagini/live.svg": _svg(180, 60, "#D0021B", "▶ Ascultă LIVE", 20),
        "/imagini/trafic.svg": _svg(88, 31, "#336699", "trafic.ro", 11),
        "/imagini/email.svg": _svg(16, 12, "#888"),
        "/imagini/ip.svg": _svg(16, 12, "#bbb"),
        "/imagini/mic.svg": _svg(14, 14, "#F5A623"),
    }
    html = (
        doc(
            "html4t",
            title="Radio Plai 101,6 FM - Podul de la Valea Mare, închis pentru reparații până în noiembrie",
            lang="ro",
            head='<meta name="keywords" content="radio plai, campulung, stiri locale, valea mare, pod">\n'
            + css,
        )
        + body
    )
    return make(
        "ez-ro-radio-pod",
        "discussion",
        "ro",
        html,
        cs,
        path=path,
        container="after a row 'Mesajele ascultătorilor (4)' | 'Scrie un mesaj': one guestbook table.intrare per message, newest first: td.stanga ('#N', b NAME, 'din: TOWN', icons) + td.dreapta ('Scris pe: DATE', hr, TEXT); the editors' answer inside the entry's cell as div.raspuns 'Răspuns de la Redacția Radio Plai:'",
        heading="Mesajele ascultătorilor (4)",
        description="A Romanian local radio station's news page of 2006 in an 800 px table (a header image, an orange menu bar, 'Ascultă LIVE', on air now, a top 10, SMS dedications, the weather, a trafic.ro badge and a visitor counter): 4 listeners' messages in a guestbook style under the article, one table each, numbered #4 to #1 newest first, name and town in the left cell, 'Scris pe:' and the text in the right; the editors' answer printed inside the second entry's cell (truth: a reply to it, author 'Redacția Radio Plai', no time); two messages without diacritics; count and 'Scrie un mesaj' above.",
        files=files,
    )


# --------------------------------------------------------------------------- fi: a student paper, 2004


def fi_lounas() -> Case:
    cs = talk("""
Mikko V. || 12.11.2004 klo 13.22 || Taas. Viime syksynä nousi 10 senttiä ja nyt 15 lisää. Kohta on halvempaa tehdä makaronilaatikkoa kotona koko viikoksi.
tiina_k || 12.11.2004 klo 14.05 || Kela-tuki on ollut sama ainakin kolme vuotta, eikö? Eikö ylioppilaskunta voisi edes yrittää neuvotella asiasta? Meidän edustajahan istuu ravintolatoimikunnassa.
Antti R. / YY:n hallitus || 12.11.2004 klo 16.40 || Vastauksena Tiinalle: yritimme. Ravintolatoimikunnassa esitimme, että korotus jaettaisiin kahteen osaan, syksyyn ja kevääseen, mutta esitys hävisi äänin 4-3. Asiaa viedään vielä SYL:n kautta eteenpäin, joten ei tämä tähän jää.
anonyymi || 13.11.2004 klo 09.12 || > Kohta on halvempaa tehdä makaronilaatikkoa kotona koko viikoksi. // Ei ole. Laskin joskus: jos ostaa ruuat halvimmasta kaupasta ja laskee mukaan sähkön ja oman ajan, opiskelijalounas on edelleen halvin tapa syödä lämmin ateria. Ja salaatti ja leipä kuuluu hintaan.
Mikko V. || 13.11.2004 klo 10.30 || @anonyymi: okei, myönnetään. Mutta kasvisvaihtoehto on ollut tänä syksynä kolme kertaa viikossa pelkkää keittoa, ja siitä pitäisi sitten maksaa 2,45.
Jussi || 14.11.2004 klo 20.51 || Hinnat muualla ensi vuonna (lähde: ravintoloiden omat sivut): | Helsinki 2,40 | Tampere 2,45 | Oulu 2,35 | Jyväskylä 2,45 // Eli ei tässä mitenkään poikkeuksellisesti olla. Kuopio vaan on aina ollut halvempi.
""")
    path = "/uutiset/2004/lounas-kallistuu.html"
    bar = "=" * 72
    lines: list[str] = []
    for n, c in enumerate(cs, start=1):
        head = f"{n:>2}. Lähettäjä: {c.who}"
        lines += [bar, f"{esc(head)}{' ' * max(2, 72 - len(head) - len(c.at))}{esc(c.at)}", "-" * 72]
        for quote, plines in blocks(c.raw):
            for pl in plines:
                for w in textwrap.wrap(pl, 68 if quote else 70) or [""]:
                    lines.append(("&gt; " if quote else "") + inline(w))
            lines.append("")
    lines.append(bar)
    pre = "\n".join(lines)
    body = f"""<body bgcolor="#F0F0E8" text="#111111" link="#B00000" vlink="#700000">
<table width="760" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td colspan="2" bgcolor="#B00000"><font face="Georgia, Times" size="7" color="#FFFFFF"><b>&nbsp;Kaiku</b></font> <font face="Arial" size="2" color="#FFDDDD">Itä-Suomen ylioppilaslehti &middot; verkkolehti</font></td></tr>
<tr><td colspan="2" bgcolor="#222222"><font face="Arial" size="1" color="#FFFFFF">&nbsp;<a href="/"><font color="#FFFFFF">Etusivu</font></a> &middot; <a href="/uutiset/"><font color="#FFFFFF">Uutiset</font></a> &middot; <a href="/kolumnit/"><font color="#FFFFFF">Kolumnit</font></a> &middot; <a href="/kulttuuri/"><font color="#FFFFFF">Kulttuuri</font></a> &middot; <a href="/urheilu/"><font color="#FFFFFF">Urheilu</font></a> &middot; <a href="/arkisto/"><font color="#FFFFFF">Arkisto</font></a> &middot; <a href="/toimitus.html"><font color="#FFFFFF">Toimitus</font></a> &middot; <a href="/ilmoita.html"><font color="#FFFFFF">Ilmoita lehdessä</font></a></font></td></tr>
<tr>
<td width="560" valign="top" bgcolor="#FFFFFF" style="padding:12px">
<font face="Arial" size="1" color="#777777">UUTISET &middot; 12.11.2004</font>
<h2><font face="Georgia, Times">Opiskelijalounas kallistuu tammikuussa 15 senttiä</font></h2>
<font face="Georgia, Times" size="3">
<p><b>Yliopiston ruokaloissa opiskelijalounas maksaa ensi vuoden alusta 2,45 euroa. Kelan ateriatuki pysyy ennallaan.</b></p>
<p>Ravintolatoimikunta päätti korotuksesta tiistain kokouksessaan. Ravintoloiden mukaan raaka-aineiden ja henkilöstökulujen nousu ei jättänyt muuta vaihtoehtoa.</p>
<p>&ndash; Olemme pitäneet hinnan ennallaan niin pitkään kuin mahdollista, sanoo ravintolapäällikkö Raili Huttunen.</p>
<p>Ylioppilaskunnan edustaja äänesti korotusta vastaan. Ylioppilaskunta aikoo viedä asian valtakunnalliseen keskusteluun, sillä Kelan ateriatuki on pysynyt samana jo useamman vuoden.</p>
<p>Samalla ruokaloiden aukioloajat muuttuvat: Snellmania-rakennuksen ruokala sulkeutuu jatkossa jo kello 15.</p>
</font>
<p><font face="Arial" size="1">Teksti: Laura Kinnunen &middot; <a href="/uutiset/2004/lounas-kallistuu-tulosta.html">Tulostettava versio</a></font></p>
<hr noshade size="1">
<font face="Arial" size="2"><b>Kommentit (6)</b> &nbsp; [ <a href="/kommentoi.html?juttu=lounas-kallistuu">Lisää kommentti</a> ]</font>
<pre class="kommentit">
{pre}
</pre>
<font face="Arial" size="1">Kommentit ovat kirjoittajiensa omia. Toimitus poistaa asiattomat kirjoitukset.</font>
</td>
<td width="200" valign="top" style="padding:10px">
<font face="Arial" size="2"><b>Uusin numero 17/2004</b></font><br>
<font face="Arial" size="1">&#8226; <a href="/uutiset/2004/vaalit.html">Edustajistovaalit lähestyvät</a><br>&#8226; <a href="/kolumnit/2004/gradu.html">Gradu ja muut kauhutarinat</a><br>&#8226; <a href="/kulttuuri/2004/bandit.html">Kolme bändiä kampukselta</a><br>&#8226; <a href="/urheilu/2004/salibandy.html">Salibandyn opiskelijaliiga alkoi</a></font><br><br>
<table width="100%" cellpadding="5" cellspacing="0" border="1" bordercolor="#B00000"><tr><td><font face="Arial" size="1">Kaiku ilmestyy joka toinen torstai. Juttuvinkit: <a href="mailto:toimitus@example.fi">toimitus@example.fi</a></font></td></tr></table><br>
<center><font face="Arial" size="1">Mainos</font><br><img src="/kuvat/mainos-kirja.svg" width="160" height="120" alt="Kampuskirja"></center><br>
<font face="Arial" size="1">Kävijöitä: 48213</font>
</td>
</tr>
<tr><td colspan="2" bgcolor="#222222" align="center"><font face="Arial" size="1" color="#AAAAAA">&copy; Kaiku ja kirjoittajat 2004 &middot; Päätoimittaja Heikki Laitinen &middot; Sivut tehty Emacsilla</font></td></tr>
</table>
</body>
</html>
"""
    head = (
        '<style type="text/css">pre.kommentit{font-family:"Courier New",Courier,monospace;font-size:12px;'
        "background:#FAFAF5;border:1px solid #DDDDCC;padding:6px}</style>"
    )
    html = (
        doc(
            "html32",
            title="Kaiku - Opiskelijalounas kallistuu tammikuussa 15 senttiä",
            lang="fi",
            charset="utf-8",
            head=head,
        )
        + body
    )
    return make(
        "ez-fi-paper-lounas",
        "discussion",
        "fi",
        html,
        cs,
        path=path,
        container="'Kommentit (6) [ Lisää kommentti ]' above one pre.kommentit holding every comment as text: a '====' rule, ' N. Lähettäjä: NAME' and the date on one line, a '----' rule, the text wrapped at 70 columns, a quote as '> ' lines; no element per comment",
        heading="Kommentit (6)",
        description="A Finnish student paper's web edition of 2004 in HTML 3.2 (font tags, a red masthead, a black menu bar, the latest issue's contents, a bordered notice, an ad and a visitor counter): 6 readers' comments under a news story on the student lunch price, all in one <pre> block printed by a script: numbered headers 'Lähettäjä: NAME' with the date, rules of '=' and '-', texts wrapped at 70 columns; one quotes another as '> ' lines, one answers by '@NAME', one by 'Vastauksena Tiinalle', a price list typed as lines; count and '[ Lisää kommentti ]' above.",
        files={"/kuvat/mainos-kirja.svg": _svg(160, 120, "#2266AA", "Kampuskirja -10%", 14)},
    )
