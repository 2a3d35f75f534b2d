"""Blind set ek: a Dutch regional paper's own CMS of 2009 ("Reacties" as numbered table rows, never "comment"), a
Spanish town paper's article with its forum thread printed below in vBulletin-like tables of 2008 (quotes,
signatures, never "comment"), an Italian local site on Joomla 1.5 with a JComments-like module of 2010 (threaded)
and a Russian LiveJournal-like journal entry of 2008 (threads by indent, a deleted entry). Every name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ek_common import C, Case, esc, kids, links, make, paras, slug, talk, xdoc

# --------------------------------------------------------------------------- nl: regional paper, own CMS, 2009


def nl_krant_zwembad() -> Case:
    cs = talk("""
Gerrit Hoekstra, Veenhoven @ 16-06-2009 08:47 :: Schandalig. Mijn kleinkinderen hebben daar leren zwemmen, net als mijn kinderen en ikzelf. Voor de kosten van één rotonde aan de Stationsweg kun je het bad tien jaar openhouden.
Marleen @ 16-06-2009 09:15 :: Het bad is uit 1971 en lekt aan alle kanten. Ik snap dat de gemeente er niet nog eens twee miljoen in wil steken. Maar dan moet er wel een alternatief komen voor de schoolzwemlessen.
J. Kuipers, Oude Veen @ 16-06-2009 10:02 :: Het alternatief is het bad in Zuiderhaven. Dat is 22 kilometer heen en terug met de bus. Succes met een klas van dertig kinderen.
Sietske @ 16-06-2009 11:40 :: Was er niet ooit een plan voor een nieuw sportcomplex bij de Kanaalweg? Wat is daarvan geworden? Of is dat ook in de la verdwenen?
P. van Dijk @ 16-06-2009 12:28 :: @Sietske: dat plan is in 2006 door de raad afgeschoten omdat het te duur was. Nu sluiten we het oude bad en hebben we helemaal niets. Knap beleid.
Wim Bosma @ 16-06-2009 14:55 :: Laat de vereniging het bad overnemen, zoals in Haskerveen. Daar draaien ze al vijf jaar met vrijwilligers en het bad zit vol.
Annie, Veenhoven @ 16-06-2009 17:21 :: Ik zwem er al 30 jaar elke ochtend om zeven uur. Er komen meer mensen dan de wethouder denkt. Kom eens kijken, meneer Van der Meulen!
Marleen @ 16-06-2009 19:03 :: @Wim Bosma: goed idee, maar wie betaalt het nieuwe dak? Vrijwilligers kunnen veel, maar geen twee ton ophoesten.
Henk @ 17-06-2009 07:36 :: Handtekeningenlijst ligt bij de Spar en bij bakkerij Dijkstra. Al 800 handtekeningen in twee dagen.
Fenna de Boer @ 17-06-2009 10:12 :: Wie gaat er mee naar de raadsvergadering van 2 juli? Hoe meer mensen op de publieke tribune, hoe beter.
Gerrit Hoekstra, Veenhoven @ 17-06-2009 13:44 :: Ik ga zeker. En ik neem mijn kleinkinderen mee, dan ziet de raad voor wie ze het doen.
""")
    towns = {i: c.who.partition(", ")[2] for i, c in enumerate(cs)}
    cs = [C(c.who.partition(", ")[0], c.at, c.body, c.parent, c.depth) for c in cs]
    rows = []
    for i, c in enumerate(cs):
        name, town = c.who, towns[i]
        where = f", {esc(town)}" if town else ""
        rows.append(
            f'<tr><td class="rkop" bgcolor="{"#eef2f7" if i % 2 == 0 else "#f7f7f7"}"><font face="Verdana" size="1"><b>{i + 1}.</b>&nbsp; <b>{esc(name)}</b>{where}</font></td>'
            f'<td class="rkop" bgcolor="{"#eef2f7" if i % 2 == 0 else "#f7f7f7"}" align="right" nowrap="nowrap"><font face="Verdana" size="1" color="#777777">{esc(c.at)}</font></td></tr>\n'
            f'<tr><td colspan="2" class="rtekst"><font face="Verdana" size="2">{paras(c.body, "", joiner="<br /><br />")}</font></td></tr>\n'
            f'<tr><td colspan="2" align="right"><font face="Verdana" size="1"><a href="/melden.asp?id=88{i:02d}" class="grijs">Meld misbruik</a></font></td></tr>\n'
            '<tr><td colspan="2" height="8"><img src="/_avatar/spacer.gif" width="1" height="8" alt="" /></td></tr>\n'
        )
    laatste = "".join(
        f'<tr><td width="40" valign="top"><font face="Verdana" size="1" color="#c00000">{t}</font></td><td><font face="Verdana" size="1"><a href="/nieuws/{slug(h)}.html" class="zwart">{esc(h)}</a></font></td></tr>'
        for t, h in [
            ("13:50", "Brandweer rukt uit voor rookmelder Julianastraat"),
            ("12:31", "Kermis Oude Veen gaat toch door"),
            ("11:05", "Veenhovense korfballers kampioen"),
            ("09:47", "Wegwerkzaamheden N381 duren week langer"),
            ("08:12", "Inbraak bij garagebedrijf aan de Industrieweg"),
        ]
    )
    css = """body{margin:0;background:#dde3ea;font-family:Verdana,Arial,sans-serif}a{color:#003f7f}a.zwart{color:#000;text-decoration:none}a.grijs{color:#999}
.kop{font:bold 22px Arial,sans-serif;color:#003f7f}.intro{font:bold 12px Verdana}.tekst{font:12px/1.6 Verdana}.menu a{color:#fff;font:bold 11px Verdana;text-decoration:none}
.rkop{border-top:1px solid #c6d0dc}.rtekst{padding:6px 4px;line-height:1.5}.blok{border:1px solid #c6d0dc;background:#fff}.bloktitel{background:#003f7f;color:#fff;font:bold 11px Verdana;padding:3px}"""
    body = f"""<table width="990" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td colspan="3"><table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td height="90" bgcolor="#003f7f" style="padding-left:14px"><font face="Georgia" size="6" color="#ffffff"><b>De Stadsbode</b></font><br /><font face="Verdana" size="1" color="#c6d0dc">Het nieuws uit Veenhoven en omstreken &middot; dinsdag 16 juni 2009</font></td><td bgcolor="#003f7f" align="right" style="padding-right:10px"><div style="width:468px;height:60px;background:#fff;border:1px solid #999;text-align:center;font:10px Verdana;color:#999">advertentie</div></td></tr></table></td></tr>
<tr><td colspan="3" bgcolor="#c00000" class="menu" height="22">&nbsp; <a href="/">Home</a> &nbsp;|&nbsp; <a href="/nieuws/">Nieuws</a> &nbsp;|&nbsp; <a href="/sport/">Sport</a> &nbsp;|&nbsp; <a href="/uitgaan/">Uitgaan</a> &nbsp;|&nbsp; <a href="/familieberichten/">Familieberichten</a> &nbsp;|&nbsp; <a href="/zoekertjes/">Zoekertjes</a> &nbsp;|&nbsp; <a href="/weer/">Weer</a> &nbsp;|&nbsp; <a href="/contact/">Contact</a></td></tr>
<tr>
<td width="160" valign="top" bgcolor="#eef2f7" style="padding:8px"><font face="Verdana" size="1"><b>RUBRIEKEN</b><br /><a href="/nieuws/veenhoven/">Veenhoven</a><br /><a href="/nieuws/oude-veen/">Oude Veen</a><br /><a href="/nieuws/haskerveen/">Haskerveen</a><br /><a href="/nieuws/politiek/">Politiek</a><br /><a href="/nieuws/onderwijs/">Onderwijs</a><br /><a href="/nieuws/112/">112</a><br /><br /><b>HET WEER</b><br />Vandaag: 19&deg; half bewolkt<br />Morgen: 21&deg; zonnig<br /><br /><a href="/abonneren/"><img src="/_avatar/abonneer-nu.gif" width="140" height="60" alt="Abonneer nu!" border="0" /></a></font></td>
<td width="590" valign="top" style="padding:10px 16px">
<font face="Verdana" size="1"><a href="/">Home</a> &gt; <a href="/nieuws/">Nieuws</a> &gt; <a href="/nieuws/veenhoven/">Veenhoven</a></font><br /><br />
<span class="kop">Zwembad De Wielen gaat na de zomer dicht</span><br />
<font face="Verdana" size="1" color="#777777">dinsdag 16 juni 2009, 07:00 &middot; door Tjitske Wiersma</font><br /><br />
<span class="intro">VEENHOVEN - Het overdekte zwembad De Wielen sluit op 1 oktober definitief. Dat heeft het college van burgemeester en wethouders maandagavond besloten. Een renovatie zou ruim twee miljoen euro kosten.</span><br /><br />
<img src="/_avatar/zwembad-wielen.jpg" width="400" height="260" alt="Zwembad De Wielen" /><br /><font face="Verdana" size="1" color="#777777">Het zwembad aan de Wielenweg werd in 1971 geopend. Foto: Stadsbode</font><br /><br />
<div class="tekst">Wethouder Van der Meulen (sport) spreekt van "een pijnlijke maar onvermijdelijke beslissing". Het dak en de installaties zijn aan vervanging toe, en de gemeente moet de komende jaren 1,4 miljoen euro bezuinigen.<br /><br />
De schoolzwemlessen verhuizen naar het bad in Zuiderhaven. De gemeente betaalt het busvervoer voor de basisscholen.<br /><br />
Zwemvereniging De Wielen, met 240 leden, is verbijsterd. "We hebben dit uit de krant moeten horen," zegt voorzitter Klaas Jongsma.<br /><br />
De gemeenteraad bespreekt het besluit op donderdag 2 juli.</div><br />
<table width="100%" cellpadding="3" cellspacing="0" border="0"><tr><td bgcolor="#eef2f7"><font face="Verdana" size="1"><a href="/print.asp?id=4412">Printversie</a> &nbsp; <a href="/tip.asp?id=4412">Stuur door</a> &nbsp; <a href="#reageer">Reageer</a></font></td></tr></table><br />
<a name="reacties"></a><table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-bottom:2px solid #003f7f"><font face="Arial" size="3" color="#003f7f"><b>Reacties (11)</b></font></td></tr></table>
<table width="100%" cellpadding="3" cellspacing="0" border="0" class="reactielijst">
{"".join(rows)}</table>
<a name="reageer"></a><table width="100%" cellpadding="4" cellspacing="0" border="0" class="blok"><tr><td class="bloktitel" colspan="2">Reageer op dit artikel</td></tr>
<tr><td colspan="2"><font face="Verdana" size="1">Reacties worden gecontroleerd voordat ze geplaatst worden. Scheldpartijen en persoonlijke aanvallen worden niet geplaatst.</font></td></tr>
<tr><td width="100"><font face="Verdana" size="1">Naam:</font></td><td><input type="text" name="naam" size="30" /></td></tr>
<tr><td><font face="Verdana" size="1">Woonplaats:</font></td><td><input type="text" name="woonplaats" size="30" /></td></tr>
<tr><td><font face="Verdana" size="1">E-mail:</font></td><td><input type="text" name="email" size="30" /> <font face="Verdana" size="1">(wordt niet getoond)</font></td></tr>
<tr><td valign="top"><font face="Verdana" size="1">Uw reactie:</font></td><td><textarea name="reactie" rows="6" cols="50"></textarea></td></tr>
<tr><td></td><td><input type="submit" value="Verstuur" /></td></tr></table>
</td>
<td width="240" valign="top" style="padding:10px 8px 10px 0">
<table width="100%" class="blok" cellpadding="3" cellspacing="0"><tr><td class="bloktitel" colspan="2">LAATSTE NIEUWS</td></tr>{laatste}</table><br />
<table width="100%" class="blok" cellpadding="3" cellspacing="0"><tr><td class="bloktitel">MEEST GELEZEN</td></tr><tr><td><font face="Verdana" size="1">{links("Zwembad De Wielen gaat na de zomer dicht ;; Kermis Oude Veen gaat toch door ;; Nieuwe eigenaar voor hotel De Pauw ;; Veenhovense korfballers kampioen ;; Inbraak bij garagebedrijf aan de Industrieweg", tag="ol", prefix="/nieuws/")}</font></td></tr></table><br />
<table width="100%" class="blok" cellpadding="3" cellspacing="0"><tr><td class="bloktitel">POLL</td></tr><tr><td><font face="Verdana" size="1"><b>Moet De Wielen open blijven?</b><br /><input type="radio" name="poll" /> Ja, koste wat kost<br /><input type="radio" name="poll" /> Ja, als de vereniging het overneemt<br /><input type="radio" name="poll" /> Nee<br /><input type="submit" value="Stem" /> <a href="/poll/uitslag.asp">Uitslag</a></font></td></tr></table><br />
<div style="width:240px;height:400px;background:#f3f3f3;border:1px solid #ccc;text-align:center;font:10px Verdana;color:#999">advertentie</div>
</td></tr>
<tr><td colspan="3" bgcolor="#003f7f" style="padding:10px" align="center"><font face="Verdana" size="1" color="#c6d0dc">&copy; 2009 Uitgeverij De Stadsbode B.V. &middot; <a href="/colofon/" style="color:#fff">Colofon</a> &middot; <a href="/adverteren/" style="color:#fff">Adverteren</a> &middot; <a href="/disclaimer/" style="color:#fff">Disclaimer</a></font></td></tr>
</table>"""
    html = xdoc("Zwembad De Wielen gaat na de zomer dicht - De Stadsbode", "nl", css, body, doctype="html4")
    return make(
        "ek-nl-stadsbode-zwembad",
        "nl",
        html,
        cs,
        path="/nieuws/veenhoven/zwembad-de-wielen-gaat-na-de-zomer-dicht.html",
        container="table.reactielijst after 'Reacties (11)': per reaction four rows: td.rkop ('N.' NAME, town; date cell), td.rtekst (paragraphs split by <br /><br />), 'Meld misbruik', a spacer row; flat",
        heading="Reacties (11)",
        description="A Dutch regional paper's own CMS of June 2009 in a layout table with <font> tags: 11 numbered reactions as table rows ('1. NAME, town' and '16-06-2009 08:47' in a header row, the text in the next row, 'Meld misbruik'), flat with '@NAME' answers; 'Reageer op dit artikel' form below; left rubrieken and weather, right 'Laatste nieuws' (timed headlines), 'Meest gelezen', a poll, adverts. Never says 'comment'.",
        lookalikes=("Laatste nieuws (timed)",),
    )


BR2 = "<br />\n<br />\n"


# --------------------------------------------------------------------------- es: town paper + vBulletin-like forum, 2008


def es_foro_mercado() -> Case:
    cs = talk("""
vecino_del_centro @ 15-05-2008, 10:12 :: Dieciocho meses sin mercado. ¿Y los puestos dónde van? Porque en la noticia pone «una carpa provisional» pero no dice dónde. Si la ponen en la explanada del río, la mitad de los mayores del barrio no va a poder ir.
Paco_Ribera @ 15-05-2008, 10:47 :: La carpa va en el aparcamiento de la calle Feria, lo dijo el concejal en el pleno. Lo que no dijeron es cuánto van a pagar los placeros por el alquiler.
>Marisa G. @ 15-05-2008, 11:30 :: Pues ahí está el problema. Mi madre tiene la frutería desde 1982 y ya ha dicho que si le cobran más, cierra.
Antonio Lobato @ 15-05-2008, 12:05 :: Hace falta la reforma, eso no lo discute nadie. Las cámaras frigoríficas son de los años setenta y el tejado se cae a trozos. Lo que hay que pedir es que se cumplan los plazos, que ya sabemos cómo acabó lo del polideportivo.
>vecino_del_centro @ 15-05-2008, 12:40 :: Ahí le has dado. El polideportivo iban a ser doce meses y fueron treinta.
Lucía_Valdeluna @ 15-05-2008, 16:18 :: ¿Alguien sabe si la asociación de vecinos va a convocar algo? Yo estaría dispuesta a ir a una reunión.
>Paco_Ribera @ 15-05-2008, 17:02 :: El jueves a las 20:00 en el local de la calle Alfarería. Está en el tablón de la parroquia también.
Rafa @ 16-05-2008, 09:35 :: Yo compro en el súper y ni me entero. Pero entiendo que para los de toda la vida es un palo gordo.
""")
    sig = {
        0: "Valdeluna, casco antiguo desde 1964",
        1: "«El que madruga, encuentra el mercado cerrado»",
        3: "Antonio Lobato · Asociación de Comerciantes del Centro",
    }
    meta = {
        "vecino_del_centro": ("Forero habitual", "oct-2006", "Valdeluna", "1.214"),
        "Paco_Ribera": ("Forero", "mar-2007", "Barrio de la Ribera", "388"),
        "Marisa G.": ("Recién llegado", "may-2008", "", "3"),
        "Antonio Lobato": ("Forero", "ene-2008", "Valdeluna", "57"),
        "Lucía_Valdeluna": ("Forero habitual", "jun-2006", "", "902"),
        "Rafa": ("Forero", "feb-2007", "Los Olivos", "144"),
    }
    posts = []
    for i, c in enumerate(cs):
        pid = 184020 + i * 7
        rank, joined, place, count = meta[c.who]
        quote = ""
        if c.parent is not None:
            p = cs[c.parent]
            first = p.body.split("\n\n")[0]
            q = first if len(first) < 140 else first[:120].rsplit(" ", 1)[0] + "..."
            quote = (
                '<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-bottom:2px">Cita:</div>'
                '<table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" style="border:1px inset">'
                f'<div>Originalmente Escrito por <strong>{esc(p.who)}</strong> <a href="/foro/showthread.php?p={184020 + c.parent * 7}#post{184020 + c.parent * 7}" rel="nofollow"><img class="inlineimg" src="/_avatar/viewpost.gif" border="0" alt="Ver Mensaje" /></a></div>'
                f'<div style="font-style:italic">{esc(q)}</div></td></tr></table></div>'
            )
        signature = f"<div>__________________<br />{esc(sig[i])}</div>" if i in sig else ""
        loc = f"<div>Ubicación: {esc(place)}</div>" if place else ""
        posts.append(
            f'<div id="edit{pid}" style="padding:0px 0px 6px 0px">\n'
            f'<table id="post{pid}" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">\n'
            f'<tr><td class="thead"><div class="normal" style="float:right">&nbsp;#<a href="/foro/showpost.php?p={pid}&amp;postcount={i + 1}" target="new" id="postcount{pid}" name="{i + 1}"><strong>{i + 1}</strong></a>&nbsp;</div>'
            f'<div class="normal"><a name="post{pid}"><img class="inlineimg" src="/_avatar/post_old.gif" alt="Antiguo" border="0" /></a> {esc(c.at)}</div></td></tr>\n'
            f'<tr><td class="alt2" style="padding:0px"><table cellpadding="0" cellspacing="6" border="0" width="100%"><tr>'
            f'<td class="alt2"><a href="/foro/member.php?u={300 + i}"><img src="/_avatar/vb-{slug(c.who)}.gif" width="60" height="60" alt="Avatar de {esc(c.who)}" border="0" /></a></td>'
            f'<td nowrap="nowrap"><div id="postmenu_{pid}"><a class="bigusername" href="/foro/member.php?u={300 + i}">{esc(c.who)}</a></div><div class="smallfont">{esc(rank)}</div></td>'
            f'<td width="100%">&nbsp;</td><td valign="top" nowrap="nowrap"><div class="smallfont"><div>Fecha de ingreso: {esc(joined)}</div>{loc}<div>Mensajes: {esc(count)}</div></div></td></tr></table></td></tr>\n'
            f'<tr><td class="alt1" id="td_post_{pid}"><div class="smallfont"><strong>Re: El mercado de abastos cerrará 18 meses por obras</strong></div><hr size="1" style="color:#d1d1e1; background-color:#d1d1e1" />\n'
            f'<div id="post_message_{pid}">{quote}{paras(c.body, "", joiner=BR2)}</div>\n{signature}</td></tr>\n'
            f'<tr><td class="alt2" style="border-top:1px solid #d1d1e1" align="right"><a href="/foro/newreply.php?do=newreply&amp;p={pid}" rel="nofollow"><img src="/_avatar/quote.gif" alt="Responder Con Cita" border="0" /></a></td></tr>\n'
            "</table>\n</div>\n"
        )
    css = """body{margin:0;background:#e4e4d8;font:12px Verdana,Arial,sans-serif;color:#222}a{color:#7a1e1e}
#cab{background:#7a1e1e;color:#fff;padding:12px 20px}#cab .logo{font:bold 30px Georgia,serif;color:#fff;text-decoration:none}#cab .fecha{font-size:11px;color:#f0d6d6}
#menu{background:#4a1111;padding:5px 20px}#menu a{color:#fff;font-weight:bold;margin-right:14px;text-decoration:none;font-size:11px}
#cuerpo{width:960px;margin:0 auto;background:#fff;overflow:hidden}#noticia{float:left;width:640px;padding:15px 20px}#lateral{float:right;width:260px;padding:15px 10px;background:#f6f3ea}
.antetitulo{color:#7a1e1e;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font:bold 26px Georgia,serif;margin:4px 0 8px}.entradilla{font:bold 14px Georgia,serif;color:#444}
.firma{font-size:11px;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}.texto p{font:14px/1.6 Georgia,serif}
.tborder{background:#d1d1e1;color:#000;border:1px solid #0b198c}.thead{background:#5c7099;color:#fff;font:bold 11px Tahoma,Verdana}.thead a{color:#fff}
.alt1{background:#f5f5ff;color:#000}.alt2{background:#e1e4f2;color:#000}.smallfont{font:11px Verdana}.bigusername{font-size:14pt}
.foro-cab{background:#0b198c;color:#fff;padding:6px 8px;font:bold 13px Tahoma;margin-top:25px}.foro-pie{background:#e1e4f2;padding:6px 8px;font-size:11px}
#lateral h3{font:bold 13px Georgia;border-bottom:2px solid #7a1e1e;margin:14px 0 6px}#lateral ul{padding-left:16px;margin:0}#lateral li{margin-bottom:5px}
#pie{clear:both;background:#4a1111;color:#ddd;font-size:10px;text-align:center;padding:12px}#pie a{color:#fff}"""
    body = f"""<div id="cab"><a class="logo" href="/">El Eco de Valdeluna</a><br /><span class="fecha">Jueves, 15 de mayo de 2008 · Diario digital de Valdeluna y su comarca</span></div>
<div id="menu"><a href="/">Portada</a> <a href="/local/">Local</a> <a href="/comarca/">Comarca</a> <a href="/deportes/">Deportes</a> <a href="/cultura/">Cultura</a> <a href="/agenda/">Agenda</a> <a href="/foro/">Foro</a> <a href="/hemeroteca/">Hemeroteca</a></div>
<div id="cuerpo">
<div id="noticia">
<div class="antetitulo">Local · Obras</div>
<h1>El mercado de abastos cerrará 18 meses por obras</h1>
<p class="entradilla">El Ayuntamiento adjudica la reforma integral del edificio de 1953. Los 34 puestos se trasladarán a una carpa provisional a partir de septiembre.</p>
<div class="firma">Por <b>Inmaculada Serrano</b> · Valdeluna · 15/05/2008 - 09:30</div>
<div class="texto">
<p>La junta de gobierno local aprobó ayer la adjudicación de las obras de reforma del mercado de abastos por 2,3 millones de euros, financiados en parte con fondos de la Junta.</p>
<p>El proyecto prevé sustituir la cubierta, renovar las cámaras frigoríficas y abrir una segunda entrada por la calle Feria. Las obras comenzarán en septiembre y durarán dieciocho meses.</p>
<p>Durante ese tiempo, los placeros se instalarán en una carpa provisional. El concejal de Mercados, Julián Roldán, aseguró que «nadie se quedará sin puesto».</p>
<p>La asociación de placeros pide por escrito que el alquiler de la carpa no supere la tasa actual.</p>
</div>
<p class="smallfont"><a href="/imprimir/8812">Imprimir</a> · <a href="/enviar/8812">Enviar a un amigo</a> · Compartir: <a href="#">Menéame</a> <a href="#">Facebook</a> <a href="#">del.icio.us</a></p>
<div class="foro-cab">Debate de la noticia en el foro · 8 mensajes</div>
<div class="foro-pie"><a href="/foro/forumdisplay.php?f=3">Foro de Valdeluna</a> &gt; <a href="/foro/forumdisplay.php?f=7">Local</a> &gt; <strong>El mercado de abastos cerrará 18 meses por obras</strong></div>
<div id="posts">
{"".join(posts)}</div>
<div class="foro-pie"><a href="/foro/newreply.php?do=newreply&amp;t=22041"><img src="/_avatar/reply.gif" alt="Responder" border="0" /></a> &nbsp; <a href="/foro/showthread.php?t=22041">Ver el tema en el foro</a> · Para participar tienes que estar <a href="/foro/register.php">registrado</a>.</div>
</div>
<div id="lateral">
<div style="width:250px;height:250px;background:#fff;border:1px solid #ccc;text-align:center;font-size:10px;color:#999">Publicidad</div>
<h3>Lo más leído</h3>{links("El mercado de abastos cerrará 18 meses por obras ;; El Valdeluna CF asciende a Tercera ;; Corte de agua el sábado en Los Olivos ;; Nueva rotonda en la carretera de la Sierra ;; Programa de la feria de San Isidro", tag="ol", prefix="/local/")}
<h3>Últimos temas del foro</h3>{links("¿Alguien sabe qué pasa con el autobús a la capital? | (14) ;; Fotos antiguas de Valdeluna | (212) ;; Feria 2008: casetas y horarios | (37) ;; Se vende bici de niño | (2)", prefix="/foro/")}
<h3>Agenda</h3><ul><li><b>16 may</b> · Concierto de la Banda Municipal, plaza Mayor, 21:00</li><li><b>17 may</b> · Mercadillo solidario, parroquia de San Blas</li><li><b>18 may</b> · Romería de San Isidro</li></ul>
<h3>El tiempo</h3><p>Hoy: 24° / 11°, soleado<br />Mañana: 26° / 12°, despejado</p>
</div>
<div id="pie">© 2008 El Eco de Valdeluna · <a href="/aviso-legal/">Aviso legal</a> · <a href="/publicidad/">Publicidad</a> · <a href="/contacto/">Contacto</a> · Foro: vBulletin®</div>
</div>"""
    html = xdoc("El mercado de abastos cerrará 18 meses por obras - El Eco de Valdeluna", "es", css, body)
    return make(
        "ek-es-foro-mercado",
        "es",
        html,
        cs,
        path="/local/el-mercado-de-abastos-cerrara-18-meses-por-obras",
        container="div#posts under 'Debate de la noticia en el foro · 8 mensajes': div#editN > table.tborder#postN (thead '#N' and date, alt2 user block with a.bigusername, rank, join date, post count; alt1 > div#post_message_N with a quoted parent ('Cita: Originalmente Escrito por NAME') and a signature after '__________________'); flat in time order, replies marked only by the quote",
        heading="Debate de la noticia en el foro · 8 mensajes",
        description="A Spanish town paper's article of May 2008 with its forum thread printed below in vBulletin-like tables: 8 posts ('#N', '15-05-2008, 10:12', avatar, a.bigusername, 'Forero habitual', 'Fecha de ingreso', 'Mensajes: 1.214'), three answering a post by quoting it ('Cita: Originalmente Escrito por NAME'), three signatures after '__________________', 'Responder Con Cita' buttons; sidebar with most read, the forum's latest topics with counts, agenda, weather. Never says 'comment'.",
        lookalikes=("Últimos temas del foro", "quoted blocks", "signatures"),
    )


# --------------------------------------------------------------------------- it: Joomla 1.5 + JComments-like, 2010


def it_joomla_rotatoria() -> Case:
    cs = talk("""
Franco_56 @ 12/04/2010 18:22 :: Finalmente! Quell'incrocio è un pericolo da anni, ogni mattina alle otto c'è la coda fino al ponte. Speriamo solo che i lavori finiscano prima dell'estate, con il traffico dei turisti sarebbe un disastro.
>Luisa M. @ 12/04/2010 19:05 :: Sei mesi di lavori, c'è scritto nell'articolo. Quindi a ottobre, se va bene. Io abito in via Roma e già mi immagino la polvere.
>>Franco_56 @ 12/04/2010 19:41 :: Sei mesi in Italia vuol dire un anno, lo sappiamo tutti...
Giorgio Bertelli @ 12/04/2010 21:10 :: Una rotatoria da un milione e duecentomila euro quando le scuole elementari hanno ancora il tetto in amianto. Le priorità di questa amministrazione sono chiare.
>Dario (ciclista) @ 13/04/2010 08:15 :: Sono due finanziamenti diversi, la rotatoria la paga la Provincia. Però hai ragione sul tetto della scuola, ne parlavano già tre anni fa.
mamma_di_tre @ 13/04/2010 09:02 :: E la fermata dello scuolabus davanti al bar Centrale dove la spostano? Nessuno lo dice.
>Redazione Gazzettino @ 13/04/2010 12:30 :: Gentile lettrice, abbiamo chiesto all'ufficio tecnico: durante i lavori la fermata sarà spostata in piazza Garibaldi, davanti alla farmacia. Aggiorneremo l'articolo.
Piero @ 14/04/2010 17:48 :: Ci vuole anche una pista ciclabile, altrimenti la rotatoria è pericolosa per chi va in bici come negli altri paesi.
""")
    k = kids(cs)
    votes = {0: "+12", 1: "+3", 2: "+5", 3: "+9", 4: "+4", 5: "+2", 6: "+7", 7: "-1"}

    def box(i: int, n: int) -> str:
        c = cs[i]
        cid = 3120 + i * 4
        guest = (
            "usertype-guest"
            if c.who not in ("Redazione Gazzettino", "Giorgio Bertelli")
            else "usertype-registered"
        )
        sub = ""
        if i in k:
            sub = (
                f'<div class="comments-list" id="comments-list-{cid}">'
                + "".join(box(j, m) for m, j in enumerate(k[i]))
                + "</div>"
            )
        return (
            f'<div class="{"even" if n % 2 == 0 else "odd"}" id="comment-item-{cid}">'
            '<div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&nbsp;</div></div></div><div class="rbox_m">'
            f'<div class="comment-box {guest}">'
            f'<img class="comment-avatar" src="/_avatar/jc-{slug(c.who)}.png" alt="" />'
            f'<span class="comments-vote"><span id="comment-vote-holder-{cid}"><a href="#" class="vote-good" title="Mi piace!" onclick="jcomments.voteComment({cid}, 1);return false;"></a><a href="#" class="vote-poor" title="Non mi piace!" onclick="jcomments.voteComment({cid}, -1);return false;"></a>'
            f'<span class="vote-{"good" if votes[i].startswith("+") else "poor"}">{votes[i]}</span></span></span>'
            f'<a class="comment-anchor" href="/cronaca/viabilita/412-rotatoria-via-roma.html#comment-{cid}" id="comment-{cid}">#{cid - 3000}</a>'
            f'<span class="comment-author">{esc(c.who)}</span>'
            f'<span class="comment-date">{esc(c.at)}</span>'
            f'<div class="comment-body" id="comment-body-{cid}">{paras(c.body, "", joiner="<br /><br />")}</div>'
            f'<span class="comments-buttons"><a href="#" onclick="jcomments.showReply({cid}); return false;">Rispondi</a> | <a href="#" onclick="jcomments.showReply({cid},1); return false;">Rispondi con citazione</a> | <a href="#" onclick="jcomments.quoteComment({cid}); return false;">Cita</a></span>'
            '</div><div class="clear"></div>'
            '</div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&nbsp;</div></div></div></div>'
            f"</div>{sub}"
        )

    thread = (
        '<div class="comments-list" id="comments-list-0">'
        + "".join(box(j, m) for m, j in enumerate(k[None]))
        + "</div>"
    )
    latest = "".join(
        f'<li><a href="/{slug(t)}.html#comment-{n}" class="title">{esc(t)}</a><br /><span class="author">{esc(w)}</span> <span class="date">{d}</span><div class="text">{esc(x)}</div></li>'
        for n, (t, w, d, x) in enumerate(
            [
                (
                    "Nuova rotatoria all'incrocio di via Roma",
                    "Piero",
                    "14/04 17:48",
                    "Ci vuole anche una pista ciclabile, altrimenti la rotatoria...",
                ),
                (
                    "Sagra dell'asparago, il programma",
                    "Anna",
                    "14/04 15:20",
                    "L'anno scorso la musica fino all'una di notte, speriamo...",
                ),
                (
                    "Chiude la storica merceria Benassi",
                    "Rosanna V.",
                    "14/04 11:02",
                    "Che tristezza, ci compravo i bottoni da quando ero...",
                ),
                (
                    "Valdorso Calcio, pari col Montecchio",
                    "ultrà_nord",
                    "13/04 22:47",
                    "Arbitraggio vergognoso, il rigore c'era tutto...",
                ),
            ]
        )
    )
    css = """body{margin:0;background:#ececec url(/_avatar/bg.png) repeat-x;font:12px Tahoma,Arial,sans-serif;color:#333}a{color:#1f5d8c}
#wrapper{width:980px;margin:0 auto;background:#fff}#header{height:110px;background:#1f5d8c;padding:0 20px}#logo{font:bold 34px Georgia,serif;color:#fff;padding-top:22px}#logo small{display:block;font:12px Tahoma;color:#cfe1ef}
#topmenu{background:#163f5f;height:28px}#topmenu ul{margin:0;padding:0 10px;list-style:none}#topmenu li{float:left}#topmenu a{display:block;padding:6px 12px;color:#fff;font-weight:bold;text-decoration:none}
#left{float:left;width:190px;padding:10px}#main{float:left;width:540px;padding:10px}#right{float:right;width:200px;padding:10px}
.moduletable h3{background:#1f5d8c;color:#fff;font-size:12px;padding:4px 6px;margin:0 0 6px}.moduletable{margin-bottom:14px}.moduletable ul{padding-left:14px;margin:0}
.contentheading{font:bold 22px Georgia,serif;color:#163f5f}.small,.createdate{font-size:11px;color:#888}.article-content p{line-height:1.6;font-size:13px}
#jc{margin-top:20px}#jc h4{font-size:15px;color:#163f5f;border-bottom:2px solid #1f5d8c;padding-bottom:3px}.comments-list .comments-list{margin-left:24px}
.rbox{margin:6px 0}.rbox_m{background:#f3f7fb;border:1px solid #d6e2ec;padding:6px 8px}.rbox_t,.rbox_b{display:none}.comment-box .comment-avatar{float:left;width:32px;height:32px;margin-right:6px}
.comment-anchor{float:right;color:#aaa;font-size:10px;text-decoration:none;margin-left:6px}.comment-author{font-weight:bold;color:#1f5d8c}.comment-date{font-size:10px;color:#888;margin-left:6px}
.comment-body{margin:6px 0 4px 38px;line-height:1.5}.comments-buttons{font-size:10px;margin-left:38px}.comments-vote{float:right;font-size:11px}.vote-good{color:#3a8f2f}.vote-poor{color:#b33}
.usertype-registered .comment-author{color:#b35c00}.clear{clear:both}#comments-form p{margin:4px 0}#comments-form textarea{width:95%;height:90px}
.latest-comments li{margin-bottom:8px;list-style:none}.latest-comments .author{font-weight:bold}.latest-comments .date{color:#888;font-size:10px}.latest-comments .text{font-size:11px;color:#555}
#footer{clear:both;background:#163f5f;color:#cfe1ef;text-align:center;padding:12px;font-size:11px}"""
    body = f"""<div id="wrapper">
<div id="header"><div id="logo">Il Gazzettino della Valdorso<small>Notizie da Castelvalle, San Bruno e dintorni</small></div></div>
<div id="topmenu"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/cronaca.html">Cronaca</a></li><li><a href="/politica.html">Politica</a></li><li><a href="/sport.html">Sport</a></li><li><a href="/eventi.html">Eventi</a></li><li><a href="/annunci.html">Annunci</a></li><li><a href="/contatti.html">Contatti</a></li></ul></div>
<div id="left">
<div class="moduletable"><h3>Login Form</h3><form action="/index.php" method="post" name="login" id="form-login"><p>Nome utente<br /><input name="username" type="text" size="14" /></p><p>Password<br /><input type="password" name="passwd" size="14" /></p><p><input type="checkbox" name="remember" value="yes" /> Ricordami</p><input type="submit" name="Submit" class="button" value="Login" /><ul><li><a href="/component/user/reset.html">Password dimenticata?</a></li><li><a href="/component/user/register.html">Registrati</a></li></ul></form></div>
<div class="moduletable"><h3>Sondaggio</h3><p><b>La rotatoria di via Roma è:</b></p><p><input type="radio" name="voteid" /> utile<br /><input type="radio" name="voteid" /> inutile<br /><input type="radio" name="voteid" /> costosa</p><input type="submit" value="Vota" class="button" /> <a href="/sondaggi.html">Risultati</a></div>
<div class="moduletable"><h3>Archivio</h3>{links("Aprile 2010 ;; Marzo 2010 ;; Febbraio 2010 ;; Gennaio 2010 ;; Dicembre 2009", prefix="/archivio/")}</div>
</div>
<div id="main">
<div class="breadcrumbs"><a href="/" class="pathway">Home</a> <img src="/_avatar/arrow.png" alt="" /> <a href="/cronaca.html" class="pathway">Cronaca</a> <img src="/_avatar/arrow.png" alt="" /> Viabilità</div>
<table class="contentpaneopen"><tr><td class="contentheading" width="100%">Nuova rotatoria all'incrocio di via Roma: lavori da lunedì</td><td align="right" width="100%" class="buttonheading"><a href="/index.php?view=article&amp;id=412&amp;format=pdf" title="PDF"><img src="/_avatar/pdf_button.png" alt="PDF" /></a></td></tr></table>
<table class="contentpaneopen"><tr><td valign="top"><span class="small">Scritto da Marco Lenzi</span>&nbsp;&nbsp;</td></tr><tr><td valign="top" class="createdate">Lunedì 12 Aprile 2010 16:05</td></tr>
<tr><td valign="top" class="article-content">
<p>Partiranno lunedì 19 aprile i lavori per la nuova rotatoria all'incrocio tra via Roma, via Manzoni e la provinciale per San Bruno, uno dei punti più trafficati di Castelvalle.</p>
<p>L'opera costerà 1,2 milioni di euro, interamente finanziati dalla Provincia, e dovrebbe essere completata entro sei mesi. Durante i lavori il traffico sarà regolato da un semaforo provvisorio.</p>
<p>«Mettiamo fine a vent'anni di code e incidenti», ha detto l'assessore ai lavori pubblici Silvano Grandi.</p>
<p>I commercianti di via Roma chiedono che i parcheggi davanti ai negozi restino accessibili per tutta la durata del cantiere.</p>
</td></tr><tr><td class="modifydate">Ultimo aggiornamento ( Martedì 13 Aprile 2010 12:40 )</td></tr></table>
<span class="article_separator">&nbsp;</span>
<div id="jc"><div id="comments"><h4>Commenti <a class="rss" href="/index.php?option=com_jcomments&amp;task=rss&amp;object_id=412&amp;object_group=com_content" title="RSS feed" target="_blank">&nbsp;</a></h4>
{thread}
<div id="nav-bottom"></div></div>
<a id="addcomments" href="#addcomments"></a>
<form id="comments-form" name="comments-form" action="javascript:void(null);"><h4>Scrivi commento</h4>
<p><input id="comments-form-name" type="text" name="name" value="" maxlength="20" size="22" /> <label for="comments-form-name">Nome (obbligatorio)</label></p>
<p><input id="comments-form-email" type="text" name="email" value="" size="22" /> <label for="comments-form-email">E-mail (obbligatorio, non verrà pubblicata)</label></p>
<p><textarea id="comments-form-comment" name="comment" cols="65" rows="8"></textarea></p>
<p><img class="captcha" id="comments-form-captcha-image" src="/_avatar/captcha.png" width="121" height="60" alt="Codice di sicurezza" /> <input class="captcha" id="comments-form-captcha" type="text" name="captcha_refid" value="" size="5" /> <label>Inserisci il codice</label></p>
<div id="comments-form-buttons"><div class="btn" id="comments-form-send"><div><a href="#" tabindex="7" onclick="jcomments.saveComment();return false;" title="Invia (Ctrl+Enter)">Invia</a></div></div></div></form>
<div id="comments-footer" align="center"><a href="http://www.joomlatune.example/" title="JComments" target="_blank">JComments</a></div></div>
</div>
<div id="right">
<div class="moduletable"><div style="width:180px;height:150px;background:#f3f3f3;border:1px solid #ccc;text-align:center;font-size:10px;color:#999">Pubblicità</div></div>
<div class="moduletable"><h3>I più letti</h3>{links("Nuova rotatoria all'incrocio di via Roma ;; Chiude la storica merceria Benassi ;; Sagra dell'asparago, il programma ;; Valdorso Calcio, pari col Montecchio ;; Furto alla cantina sociale", tag="ol", prefix="/cronaca/")}</div>
<div class="moduletable"><h3>Ultimi commenti</h3><ul class="latest-comments">{latest}</ul></div>
<div class="moduletable"><h3>Tag</h3><p><a href="/tag/viabilita" style="font-size:16px">viabilità</a> <a href="/tag/castelvalle" style="font-size:18px">Castelvalle</a> <a href="/tag/provincia" style="font-size:12px">Provincia</a> <a href="/tag/lavori" style="font-size:14px">lavori pubblici</a> <a href="/tag/san-bruno" style="font-size:11px">San Bruno</a></p></div>
</div>
<div id="footer">© 2010 Il Gazzettino della Valdorso · Testata registrata presso il Tribunale · P.IVA 0000000000 · Powered by Joomla!</div>
</div>"""
    html = xdoc(
        "Nuova rotatoria all'incrocio di via Roma: lavori da lunedì",
        "it-it",
        css,
        body,
        generator="Joomla! 1.5 - Open Source Content Management",
    )
    return make(
        "ek-it-joomla-rotatoria",
        "it",
        html,
        cs,
        path="/cronaca/viabilita/412-rotatoria-via-roma.html",
        container="div#jc > div#comments > div.comments-list#comments-list-0 after h4 'Commenti': div.even/odd > div.rbox > … div.comment-box (img.comment-avatar, votes, a.comment-anchor '#N', span.comment-author, span.comment-date, div.comment-body, Rispondi/Cita); replies in a sibling div.comments-list#comments-list-ID after the parent's item, two deep",
        heading="Commenti",
        description="An Italian local news site of April 2010 on Joomla 1.5 with a JComments-like module: 8 comments threaded two deep (replies in a sibling comments-list after the parent's item, not inside it), rounded-box wrappers, avatars, +/- votes, '#N' anchors, '12/04/2010 18:22', the newsroom answering once; 'Scrivi commento' form with captcha; left login form, poll and archive; right ad, most read, 'Ultimi commenti' (latest comments on other articles with snippets), tag cloud.",
        lookalikes=("Ultimi commenti module",),
    )


# --------------------------------------------------------------------------- ru: LiveJournal-like journal, 2008


def ru_lj_elektrichka() -> Case:
    cs = talk("""
dachnik_petrovich @ 2008-10-14 08:12 am (UTC) :: Та же история у нас на Савёловском. Убрали утреннюю в 6:12, и теперь либо в 5:48, либо опаздывать. Жалобы писали, ответ один: «низкий пассажиропоток».
>zimnyaya_rosa @ 2008-10-14 08:40 am (UTC) :: Низкий пассажиропоток у них, ага. В 6:40 стоя ехали от самой Берёзовки, я каждый день это вижу.
>>dachnik_petrovich @ 2008-10-14 09:05 am (UTC) :: Так они считают по проданным билетам, а половина едет по проездным или без билета. Вот и получается «низкий».
lena_kotova @ 2008-10-14 09:31 am (UTC) :: Напиши в «Пригородную компанию» официально, с копией в областную администрацию. Мы так в прошлом году вернули вечернюю, правда, только на лето.
>zimnyaya_rosa @ 2008-10-14 10:02 am (UTC) :: Лен, скинь образец, если остался? Я не знаю, на чьё имя писать.
>>lena_kotova @ 2008-10-14 10:20 am (UTC) :: Скинула в личку. Главное — собрать подписи, хотя бы сотню, тогда они обязаны ответить по существу.
>>>m_sergeev @ 2008-10-14 12:47 pm (UTC) :: Я подпишу и соседей по подъезду попрошу, у нас полдома на этой электричке ездит.
igor_v_puti @ 2008-10-14 11:15 am (UTC) :: А автобус до Королёвки не вариант? Я видел, там частник пустил маршрутку.
>zimnyaya_rosa @ 2008-10-14 11:40 am (UTC) :: Маршрутка — 80 рублей в одну сторону и час в пробке. Электричка — 34 минуты. Не вариант, к сожалению.
anna_sh @ 2008-10-14 02:18 pm (UTC) :: Грустно. Я раньше тоже этой электричкой ездила, пока на работу в городе не перешла. Удачи вам с письмом!
old_mechanik @ 2008-10-15 07:05 am (UTC) :: Расписание меняют два раза в год, с 26 октября будет зимнее. Подождите, может, в нём 6:40 вернут. Так уже было в 2006-м.
>zimnyaya_rosa @ 2008-10-15 07:30 am (UTC) :: Спасибо, не знала про 2006-й. Посмотрим, но письмо всё равно отправлю.
""")
    deleted_after = 9
    subjects = {0: "Re: Электричка", 3: "письмо", 7: "", 10: "зимнее расписание"}
    blocks = []
    for i, c in enumerate(cs):
        tid = 2814500 + i * 256
        pic = (
            f"<td valign='top' width='100' align='center'><a href='http://{c.who.replace('_', '-')}.livejournal.example/'><img src='/_avatar/userpic-{slug(c.who)}.gif' width='100' height='100' alt='' title='{esc(c.who)}: pic#{11 + i}' /></a></td>"
            if i % 3 != 2
            else ""
        )
        subj = subjects.get(i, "")
        parent = (
            f" (<a href='/1482.html?thread={2814500 + c.parent * 256}#t{2814500 + c.parent * 256}'>Parent</a>)"
            if c.parent is not None
            else ""
        )
        blocks.append(
            f"<a name='t{tid}'></a><div id='ljcmt{tid}' style='margin-left: {25 * c.depth}px; margin-top: 5px'>\n"
            f"<table summary='' width='100%' class='talk-comment' cellpadding='2' cellspacing='0'><tr>{pic}"
            "<td width='100%' valign='top'><table summary='' width='100%' cellpadding='1' cellspacing='0'>"
            f"<tr><td><span class='ljuser' lj:user='{c.who}' style='white-space: nowrap;'><a href='http://{c.who.replace('_', '-')}.livejournal.example/profile'><img src='/_avatar/userinfo.gif' alt='[info]' width='17' height='17' style='vertical-align: bottom; border: 0; padding-right: 1px;' /></a><a href='http://{c.who.replace('_', '-')}.livejournal.example/'><b>{esc(c.who)}</b></a></span></td></tr>\n"
            + (
                f"<tr><td><h3 class='talk-subject' style='margin:0;font-size:1em'>{esc(subj)}</h3></td></tr>"
                if subj
                else ""
            )
            + f"<tr><td><span class='talk-date'>{esc(c.at)}</span> <font size='-1'>(<a href='/1482.html?thread={tid}#t{tid}'>ссылка</a>)</font></td></tr>"
            f"</table></td></tr></table>\n<div class='talk-body' style='margin-left: 5px'>{paras(c.body, '', joiner='<br /><br />')}</div>\n"
            f"<p style='margin: 0.7em 0 0.2em 0'><font size='-2'>(<a href='/1482.html?replyto={tid}'>Ответить</a>){parent} (<a href='/1482.html?thread={tid}#t{tid}'>Ветвь дискуссии</a>)</font></p>\n</div>\n"
        )
        if i == deleted_after:
            blocks.append(
                "<a name='t2817199'></a><div id='ljcmt2817199' style='margin-left: 0px; margin-top: 5px'>"
                "<table summary='' class='talk-comment'><tr><td><i>(Удалённый комментарий)</i></td></tr></table></div>\n"
            )
    css = """body{margin:0;background:#fff;font-family:Verdana,Arial,sans-serif;font-size:small;color:#000}a{color:#0000cc}a:visited{color:#551a8b}
#lj_controlstrip{background:#eee;border-bottom:1px solid #ccc;padding:4px 8px;font-size:11px}#lj_controlstrip a{margin-right:8px}
.s1head{background:#6699cc;color:#fff;padding:10px 16px}.s1head h1{margin:0;font:bold 20px Verdana}.s1head .sub{font-size:11px}
.s1nav{background:#c0d8f0;padding:4px 16px;font-size:11px}.s1main{display:table;width:100%}.s1body{display:table-cell;padding:14px 18px;vertical-align:top}.s1side{display:table-cell;width:220px;background:#f0f4f8;padding:10px;vertical-align:top;font-size:11px}
.entry-head{border-bottom:1px solid #c0d8f0;padding-bottom:4px}.entry-meta{font-size:11px;color:#555;margin-top:10px}.entry-text{line-height:1.5}
.talk-comment{border-top:1px solid #c0d8f0;background:#f6f9fc}.talk-body{margin:6px 0}.talk-date{font-size:11px;color:#555}.ljuser b{color:#0000cc}
.s1side h3{font-size:11px;text-transform:uppercase;color:#336699;border-bottom:1px solid #c0d8f0;margin:12px 0 4px}.cal td{text-align:center;padding:1px 3px;font-size:10px}
.ad{border:1px solid #ccc;background:#fafafa;height:240px;text-align:center;color:#999;font-size:10px}.s1foot{background:#6699cc;color:#fff;text-align:center;padding:8px;font-size:10px}"""
    cal = (
        "".join(
            "<tr>"
            + "".join(f"<td>{d if 0 < d <= 31 else ''}</td>" for d in range(w * 7 - 1, w * 7 + 6))
            + "</tr>"
            for w in range(5)
        )
        .replace("<td>14</td>", "<td><a href='/2008/10/14/'>14</a></td>")
        .replace("<td>9</td>", "<td><a href='/2008/10/09/'>9</a></td>")
    )
    body = f"""<div id='lj_controlstrip'><a href='http://www.livejournal.example/'>LiveJournal</a> <a href='/login.bml'>Вход</a> <a href='/create.bml'>Создать журнал</a> <a href='/update.bml'>Новая запись</a> · <a href='/friends/'>Друзья</a> · <a href='/profile'>Информация</a></div>
<div class='s1head'><h1>Роза ветров</h1><div class='sub'>zimnyaya_rosa · пишу о Берёзовке, электричках и всём остальном</div></div>
<div class='s1nav'><a href='/'>Последние записи</a> | <a href='/calendar/'>Архив</a> | <a href='/friends/'>Друзья</a> | <a href='/profile'>Информация о пользователе</a> | <a href='/1354.html'>&lt;&lt; Предыдущая запись</a> | <a href='/1621.html'>Следующая запись &gt;&gt;</a></div>
<div class='s1main'><div class='s1body'>
<div class='entry-head'><span class='ljuser' style='white-space: nowrap;'><img src='/_avatar/userinfo.gif' alt='[info]' width='17' height='17' /><b>zimnyaya_rosa</b></span> &nbsp; <b>Электричка 6:40 больше не ходит</b><br /><font size='-1'>Oct. 14th, 2008 | 10:55 am</font></div>
<div class='entry-text'>
<p>С понедельника отменили утреннюю электричку в 6:40 из Берёзовки. Без объявлений, без ничего: просто пришли на платформу, а на табличке бумажка «отменён».</p>
<p>Следующая теперь в 7:52, и с ней на работу к девяти никак не успеть. Предыдущая — в 5:58. То есть выбор: вставать в пять или опаздывать.</p>
<p>На этой электричке каждое утро едет, по моим подсчётам, человек двести. Половина вагонов стоя. Куда всем деваться — непонятно.</p>
<p>Кто знает, куда писать и как с этим бороться? Делитесь опытом.</p>
</div>
<div class='entry-meta'><b>Метки:</b> <a href='/tag/берёзовка'>берёзовка</a>, <a href='/tag/электрички'>электрички</a><br /><b>Настроение:</b> раздражённое<br /><b>Музыка:</b> радио в маршрутке</div>
<p style='text-align:center'><font size='-1'>(<a href='/1482.html?mode=reply'>Ответить</a>) · 13 комментариев · <a href='/1482.html?view=flat'>Развернуть все</a></font></p>
<div id='talk'>
{"".join(blocks)}</div>
<p style='text-align:center'><font size='-1'>(<a href='/1482.html?mode=reply'>Ответить</a>)</font></p>
</div>
<div class='s1side'>
<img src='/_avatar/userpic-zimnyaya-rosa.gif' width='100' height='100' alt='' /><br /><b>zimnyaya_rosa</b><br />Берёзовка, Московская обл.
<h3>Календарь</h3><table class='cal'><tr><th colspan='7'>Октябрь 2008</th></tr><tr><td>Пн</td><td>Вт</td><td>Ср</td><td>Чт</td><td>Пт</td><td>Сб</td><td>Вс</td></tr>{cal}</table>
<h3>Ссылки</h3>{links("Берёзовка на карте ;; Расписание электричек ;; Форум Берёзовки ;; Сообщество ru_prigorod", prefix="http://links.example.ru/")}
<h3>Метки</h3><p><a href='/tag/берёзовка'>берёзовка</a> (23), <a href='/tag/книги'>книги</a> (11), <a href='/tag/кошки'>кошки</a> (17), <a href='/tag/работа'>работа</a> (9), <a href='/tag/электрички'>электрички</a> (6)</p>
<h3>Реклама</h3><div class='ad'>Реклама</div>
</div></div>
<div class='s1foot'>Powered by LiveJournal.example · Стиль: Classic</div>"""
    html = xdoc(
        "zimnyaya_rosa: Электричка 6:40 больше не ходит",
        "ru",
        css,
        body,
        doctype="html4",
        head="<meta name='robots' content='noindex,nofollow,noarchive' />\n",
    )
    return make(
        "ek-ru-lj-elektrichka",
        "ru",
        html,
        cs,
        path="/1482.html",
        container="div#talk: flat sibling div#ljcmtN (margin-left 25px per level) > table.talk-comment (userpic, span.ljuser NAME, optional h3.talk-subject, span.talk-date, 'ссылка'), div.talk-body, '(Ответить) (Parent) (Ветвь дискуссии)'; a deleted entry '(Удалённый комментарий)' among them",
        heading="13 комментариев",
        description="A Russian LiveJournal-like journal entry of October 2008 in a classic style: 12 comments as flat sibling divs whose depth is only their inline margin-left (25px a level, three deep), userpics on most, span.ljuser names, some subjects, '2008-10-14 08:12 am (UTC)', '(Ответить) (Parent) (Ветвь дискуссии)' links, the journal's owner answering; one '(Удалённый комментарий)' placeholder (heading count 13); entry with 'Метки', 'Настроение', 'Музыка'; side column with a calendar, links, tags, an ad.",
        lookalikes=("deleted entry placeholder",),
    )


def news_ek() -> list[Case]:
    return [nl_krant_zwembad(), es_foro_mercado(), it_joomla_rotatoria(), ru_lj_elektrichka()]
