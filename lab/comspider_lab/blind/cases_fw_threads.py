"""Blind set fw: four readers' discussions on the small, old web. A Finnish village association's summer-theatre news
(2007, a layout table of `<font>` cells: 4 reactions, a table row each, name and date in the left cell, the last by
the article's writer), a Romanian parish newsletter (2009, 4 reactions, each the text first and "trimis de NAME,
DATE" in small print under it, entries separated by `<hr>`, the priest's answer last), a Croatian model-railway blog
(2010, a `<dl>` of 5: dt "NAME | DATE", dd TEXT, the blogger answering twice) and a Spanish local-history blog (2006,
6 reactions, "NAME escribió el DATE:" then the text, all in one block separated by `<br><br>`, the blogger's answer
among them). Every site, name, place and text invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fw_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- fi: a village association, 2007, a table row per reaction


def fi_kesateatteri() -> Case:
    cs = talk("""
Raija Mäkelä || 8.7.2007 || Kävimme koko perheen voimin lauantaina katsomassa. Lapset nauroivat eniten kohtaukselle, jossa lehmä karkasi pappilan pihaan. Kiitos kaikille näyttelijöille!
Pentti Halonen || 9.7.2007 || Hyvä esitys, mutta penkit olisivat voineet olla vähän lähempänä lavaa. Takariviin ei kuulunut kaikkia repliikkejä, kun tuuli kävi järveltä.
Anu K. || 11.7.2007 || Onko tulossa vielä lisänäytöksiä elokuussa? Mummo haluaisi tulla katsomaan, mutta hän on koko heinäkuun tyttärellään kaupungissa.
Sirkka Vänskä || 11.7.2007 || Anu, lisänäytös on sunnuntaina 5.8. klo 14. Pentti, siirrämme penkkejä eteenpäin ja lainaamme ensi viikoksi mikrofonit koululta. Kiitos palautteesta!
""")
    rows = "\n".join(
        f'<tr>\n<td width="150" valign="top" bgcolor="#eef3e6"><font face="Verdana" size="1"><b>{esc(c.who)}</b><br>{esc(c.at)}</font></td>\n'
        f'<td valign="top"><font face="Verdana" size="2">{esc(c.raw)}</font></td>\n</tr>'
        for c in cs
    )
    body = f"""<body bgcolor="#c8d8b0" topmargin="0" leftmargin="0">
<center>
<table width="760" border="0" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td colspan="2"><img src="/kuvat/ylapalkki.svg" width="760" height="100" alt="Ruokojärven kyläyhdistys ry"></td></tr>
<tr><td colspan="2" bgcolor="#4a6b2a" height="24">&nbsp;<font face="Verdana" size="2" color="#ffffff">{nav([("/index.html", "Etusivu"), ("/uutiset.html", "Uutiset"), ("/kylatalo.html", "Kylätalo"), ("/kesateatteri.html", "Kesäteatteri"), ("/yhdistys.html", "Yhdistys"), ("/yhteystiedot.html", "Yhteystiedot")], " | ")}</font></td></tr>
<tr>
<td width="170" valign="top" bgcolor="#eef3e6">
<font face="Verdana" size="1">
<br><b>&nbsp;TAPAHTUMAT</b><br><br>
&nbsp;14.7. Kylätalon kirpputori<br>
&nbsp;21.7. Soutukilpailut<br>
&nbsp;5.8. Lisänäytös<br>
&nbsp;18.8. Venetsialaiset<br><br>
<b>&nbsp;KYLÄTALON VUOKRAUS</b><br>
&nbsp;Sirkka Vänskä<br>&nbsp;puh. 040 555 0128<br><br>
</font>
</td>
<td width="590" valign="top">
<table width="100%" border="0" cellpadding="10" cellspacing="0"><tr><td>
<font face="Verdana" size="1" color="#777777">7.7.2007</font><br>
<font face="Georgia" size="5" color="#4a6b2a"><b>Kesäteatterin ensi-ilta täytti rannan katsomon</b></font>
<p><font face="Verdana" size="2"><img src="/kuvat/2007/ensi-ilta.svg" width="240" height="160" align="right" hspace="8" vspace="4" alt="">Ruokojärven kesäteatterin tämän kesän näytelmä &quot;Pappilan lehmä&quot; sai ensi-iltansa lauantaina uimarannan katsomossa. Paikalla oli yli 180 katsojaa, mikä on teatterin historian ennätys.</font></p>
<p><font face="Verdana" size="2">Näytelmän on kirjoittanut kyläläinen Helvi Rantanen, ja rooleissa nähdään kahdeksantoista kyläläistä, nuorin seitsemän ja vanhin 81-vuotias. Lavasteet rakennettiin kylätalon pihalla kesäkuun talkoissa.</font></p>
<p><font face="Verdana" size="2">Esitykset jatkuvat lauantaisin ja sunnuntaisin heinäkuun loppuun. Liput 8 euroa, lapset 3 euroa. Kahvio on auki tuntia ennen esitystä.</font></p>
<p><font face="Verdana" size="2"><i>Sirkka Vänskä, kyläyhdistyksen sihteeri</i></font></p>
<hr size="1" color="#4a6b2a" noshade>
<font face="Verdana" size="3" color="#4a6b2a"><b>Palautetta esityksestä</b></font><br><br>
<table width="100%" border="0" cellpadding="6" cellspacing="2">
{rows}
</table>
<br>
<font face="Verdana" size="1">Palautetta voi lähettää osoitteeseen <a href="mailto:sihteeri@ruokojarvi.example">sihteeri@ruokojarvi.example</a>, julkaisemme sen tällä sivulla.</font>
</td></tr></table>
</td>
</tr>
<tr><td colspan="2" bgcolor="#4a6b2a" align="center"><font face="Verdana" size="1" color="#ffffff">Ruokojärven kyläyhdistys ry &copy; 2007 &middot; Sivuja päivittää Sirkka Vänskä</font></td></tr>
</table>
</center>
</body>
</html>
"""
    return make(
        "fw-fi-village-kesateatteri",
        "discussion",
        doc("html4t", title="Ruokojärven kyläyhdistys - Kesäteatterin ensi-ilta", lang="fi", charset="utf-8")
        + body,
        cs,
        path="/uutiset/2007/kesateatteri-ensi-ilta.html",
        container="a layout table's cell after font b 'Palautetta esityksestä': an inner table of four tr (td bgcolor font size=1 'b NAME br 8.7.2007' | td font TEXT); a mailto line below, no form",
        heading="Palautetta esityksestä",
        description="A Finnish village association's site of 2007 (invented), a layout table with font tags and no class at all: the summer theatre's premiere filled the beach stand; 4 readers' reactions under 'Palautetta esityksestä' (feedback on the show), each a table row: name and date in a shaded left cell, text in the right cell; the fourth by the article's writer, the association's secretary, answering two others by name; a mailto line, a left column of coming events with dates, a footer.",
        language="fi",
        files={
            "/kuvat/ylapalkki.svg": svg(760, 100, "#4a6b2a", "Ruokojärven kyläyhdistys ry", 30),
            "/kuvat/2007/ensi-ilta.svg": svg(240, 160, "#8d6e63", "ensi-ilta", 20),
        },
    )


# --------------------------------------------------------------------------- ro: a parish newsletter, 2009, text first, "trimis de" under it, hr between


def ro_pictura() -> Case:
    cs = talk("""
Elena Vasilescu || 14.04.2009 || Am fost la slujba de resfințire și mi-au dat lacrimile când am văzut iar chipul Sfântului Nicolae deasupra ușii. Îl știu de când eram copil, dar de ani buni nu se mai vedea aproape deloc.
Mihai Țurcanu || 15.04.2009 || Felicitări pictorilor și tuturor celor care au dat bani. Aș vrea să știu dacă se pot face donații și pentru acoperișul clopotniței, am văzut că plouă înăuntru.
Familia Dumitrescu || 17.04.2009 || Suntem plecați la oraș de mulți ani din Pădureni, dar citim mereu foaia parohiei pe internet. Ne bucurăm tare mult și trimitem și noi ceva pentru clopotniță.
Pr. Ioan Grigore || 18.04.2009 || Dragi frați, donațiile pentru clopotniță se primesc la pangar după fiecare slujbă sau în contul parohiei de mai jos. Vă mulțumim tuturor, Dumnezeu să vă răsplătească!
""")
    items = '\n<hr width="90%" size="1" noshade>\n'.join(
        f'<p style="margin:8px 20px 2px 20px">{esc(c.raw)}</p>\n<p style="margin:0 20px 6px 20px"><font size="1" color="#8b5a2b">trimis de {esc(c.who)}, {esc(c.at)}</font></p>'
        for c in cs
    )
    body = f"""<body style="margin:0;background:#f3ead7;font-family:'Times New Roman',serif;font-size:15px">
<table width="740" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf6;border:1px solid #c9a66b">
<tr><td align="center" style="padding:10px"><img src="/imagini/cruce.svg" width="50" height="70" alt=""><br>
<font size="5" color="#7a2e0e"><b>Foaia Parohiei Sfântul Nicolae - Pădureni</b></font><br>
<font size="2"><i>Protopopiatul Vâlcele &middot; apare lunar din 2004</i></font></td></tr>
<tr><td align="center" style="background:#7a2e0e;padding:4px"><font size="2" color="#ffffff">{nav([("/index.htm", "Acasă"), ("/program.htm", "Programul slujbelor"), ("/foaia.htm", "Foaia parohiei"), ("/istoric.htm", "Istoric"), ("/contact.htm", "Contact")], " &nbsp;|&nbsp; ")}</font></td></tr>
<tr><td style="padding:14px 24px">
<h2 style="color:#7a2e0e;font-size:22px;margin:4px 0">Pictura bisericii a fost restaurată</h2>
<font size="2" color="#888888">Foaia parohiei, aprilie 2009 &middot; 12.04.2009</font>
<p>După doi ani de lucru, pictura din pronaosul bisericii noastre a fost curățată și restaurată de o echipă de trei pictori bisericești. Au fost refăcute mai ales chipurile sfinților de pe peretele de apus, care se înnegriseră de fum.</p>
<p>Lucrarea a costat 38.000 de lei și a fost plătită din darurile credincioșilor, din ajutorul Primăriei și din vânzarea de lumânări. Slujba de resfințire a fost săvârșită în Duminica Floriilor.</p>
<p>Următoarea lucrare va fi acoperișul clopotniței.</p>
<p align="right"><i>Pr. Ioan Grigore, parohul</i></p>
<center><img src="/imagini/linie.svg" width="300" height="12" alt=""></center>
<p><b>Cuvintele dumneavoastră</b></p>
<hr width="90%" size="1" noshade>
{items}
<hr width="90%" size="1" noshade>
<p><font size="2">Ne puteți scrie pe adresa parohiei sau la <a href="mailto:parohia@padureni.example">parohia@padureni.example</a>.<br>
Cont pentru donații: RO00 BANC 0000 1234 5678 0000, Parohia Sf. Nicolae Pădureni.</font></p>
</td></tr>
<tr><td align="center" style="background:#efe2c4;padding:5px"><font size="1">Parohia Ortodoxă Sfântul Nicolae, sat Pădureni &middot; 2009 &middot; Pagină realizată de tinerii parohiei</font></td></tr>
</table>
</body>
</html>
"""
    return make(
        "fw-ro-parish-pictura",
        "discussion",
        doc("quirks", title="Pictura bisericii a fost restaurată - Foaia Parohiei Pădureni", lang="ro")
        + body,
        cs,
        path="/foaia/2009-04/pictura.htm",
        container="the layout table's cell after p b 'Cuvintele dumneavoastră': siblings p TEXT, p font size=1 'trimis de NAME, 14.04.2009', separated by hr, four times; a mailto line and the bank account below",
        heading="Cuvintele dumneavoastră",
        description="A Romanian village parish's monthly newsletter of 2009 (invented), no doctype, a layout table with inline styles: the church's paintings were restored; 4 readers' reactions under 'Cuvintele dumneavoastră' (your words), each the text first and 'trimis de NAME, DATE' in small brown print under it, separated by hr lines, no wrapper per entry; the fourth is the priest's, the article's writer, answering the second; a mailto line, the parish's bank account and a footer.",
        language="ro",
        files={
            "/imagini/cruce.svg": svg(50, 70, "#7a2e0e"),
            "/imagini/linie.svg": svg(300, 12, "#c9a66b"),
        },
    )


# --------------------------------------------------------------------------- hr: a model-railway blog, 2010, a dl


def hr_pruga() -> Case:
    cs = talk("""
Krešo || 14.11.2010. u 20:15 || Svaka čast na strpljenju! Onaj most preko potoka izgleda kao pravi, jesi li ga radio od balze ili od plastike?
Zdravko || 14.11.2010. u 21:40 || Krešo, most je od balze, a ograda od bakrene žice iz starog kabela. Trebala mi je cijela zima.
Marija Horvat || 16.11.2010. u 09:05 || Moj pokojni otac imao je sličnu prugu u garaži, s malom parnom lokomotivom koju smo zvali Crnka. Gledajući ove slike kao da sam ga ponovno vidjela za stolom.
Ante iz Splita || 18.11.2010. u 17:52 || Kojom si bojom radio travu? Moja uvijek ispadne previše zelena, kao nogometni teren.
Zdravko || 19.11.2010. u 08:30 || Ante, travu radim od piljevine obojane smeđom i oker bojom, a zelenu samo malo pospem odozgo. Pokazat ću postupak u sljedećem postu.
""")
    items = "\n".join(
        f"<dt><b>{esc(c.who)}</b>{' <small>(autor)</small>' if c.who == 'Zdravko' else ''} | {esc(c.at)}</dt>\n<dd>{esc(c.raw)}</dd>"
        for c in cs
    )
    body = f"""<body bgcolor="#2b2b2b" text="#222222" link="#8b0000" vlink="#5b0000">
<table width="800" align="center" cellspacing="0" cellpadding="0" border="0" bgcolor="#fdfbf3">
<tr><td colspan="2" bgcolor="#3e3e3e"><img src="/slike/zaglavlje.svg" width="800" height="90" alt="Pruga u podrumu"></td></tr>
<tr>
<td width="580" valign="top" style="padding:12px 18px;font:13px Georgia,serif">
<div style="color:#999;font-size:11px">nedjelja, 14.11.2010.</div>
<h2 style="font:bold 20px Georgia,serif;color:#8b0000;margin:4px 0 10px">Gotov je most preko potoka</h2>
<p><img src="/slike/2010/most.svg" width="320" height="200" alt="most" align="left" hspace="10" vspace="4">Nakon cijele zime rada u podrumu, most preko potoka na mojoj pruzi H0 konačno je gotov. Dug je 42 centimetra, a nosi ga šest stupova od balze koje sam obojao u boju starog kamena.</p>
<p>Potok je od prozirne smole, a u njega sam stavio i nekoliko kamenčića s obližnje plaže. Sljedeći korak je stanica i perón, a za proljeće planiram tunel kroz brdo od stiropora.</p>
<p>Hvala svima koji čitaju ovaj blog i šalju savjete!</p>
<p style="font-size:11px;color:#777">objavio Zdravko u 19:02 | Kategorija: <a href="/kategorija/gradnja">gradnja</a></p>
<h4 style="border-bottom:1px dotted #8b0000;color:#8b0000">Vaši komentari</h4>
<dl>
{items}
</dl>
<form action="/komentar.php" method="post">
<p>Ime:<br><input type="text" name="ime" size="30"><br>Komentar:<br><textarea name="tekst" rows="5" cols="55"></textarea><br><input type="submit" value="Pošalji"></p>
</form>
</td>
<td width="220" valign="top" bgcolor="#efe9d8" style="padding:12px;font:11px Verdana,sans-serif">
<b>O meni</b><br>Zdravko, umirovljeni strojovođa iz Donjeg Brijega. Gradim prugu od 2006.<br><br>
<b>Arhiva</b><br><a href="/arhiva/2010-11">studeni 2010.</a> (3)<br><a href="/arhiva/2010-10">listopad 2010.</a> (5)<br><a href="/arhiva/2010-09">rujan 2010.</a> (2)<br><br>
<b>Linkovi</b><br><a href="/linkovi">Modelarski forumi</a><br><a href="/linkovi">Trgovine</a>
</td>
</tr>
<tr><td colspan="2" align="center" bgcolor="#3e3e3e"><font size="1" color="#cccccc">Pruga u podrumu &copy; 2010 Zdravko</font></td></tr>
</table>
</body>
</html>
"""
    return make(
        "fw-hr-blog-pruga",
        "discussion",
        doc("html4t", title="Pruga u podrumu: Gotov je most preko potoka", lang="hr") + body,
        cs,
        path="/2010/11/gotov-je-most.html",
        container="the layout table's left cell after h4 'Vaši komentari': a bare dl of five dt 'b NAME | 14.11.2010. u 20:15' (the blogger's marked 'small (autor)') and dd TEXT; a form (Ime, Komentar, Pošalji) below",
        heading="Vaši komentari",
        description="A Croatian model-railway hobby blog of 2010 (invented), a layout table with a side column: the bridge over the brook is finished; 5 readers' reactions under 'Vaši komentari' in a bare dl, dt 'NAME | DATE' and dd text; the blogger, the post's writer, answers twice in the same list (marked '(autor)'), each time by name; a plain form below, an about-me, an archive with counts, links.",
        language="hr",
        files={
            "/slike/zaglavlje.svg": svg(800, 90, "#3e3e3e", "Pruga u podrumu", 30),
            "/slike/2010/most.svg": svg(320, 200, "#6d4c41", "most", 22),
        },
    )


# --------------------------------------------------------------------------- es: a local-history blog, 2006, "NAME escribió el DATE:", br br between


def es_escuela() -> Case:
    cs = talk("""
Paco el de la fragua || 3 de mayo de 2006 || Yo soy el tercero por la izquierda en la fila de abajo, el de las orejas grandes. El maestro era don Julián, que nos hacía recitar los ríos de España de pie.
Maribel Sanz || 3 de mayo de 2006 || ¡Qué alegría ver a mi madre de niña! Es la que lleva el lazo blanco, al lado de la pizarra. Se lo voy a imprimir para enseñárselo, que ella no sabe usar el ordenador.
Julián Herrero || 5 de mayo de 2006 || Don Julián era mi abuelo. En casa guardamos todavía su cuaderno con los nombres de todos los alumnos de aquel curso; si os interesa, puedo escanearlo.
Tomás || 6 de mayo de 2006 || La foto no puede ser de 1951, porque la escuela nueva se inauguró en el 53 y esa pared con la ventana grande ya es la de la escuela nueva. Yo diría que es del 54 o del 55.
Luis || 7 de mayo de 2006 || Tomás, tienes razón: mirando el reverso pone «curso 54-55». Lo corrijo en el texto. Julián, claro que nos interesa, escríbeme al correo que hay en la columna de la derecha.
Encarna || 12 de mayo de 2006 || Mi hermano Jesús también sale, sentado en el suelo con un balón entre las piernas. Murió el año pasado y no teníamos ninguna foto suya de pequeño. Muchas gracias por subirla.
""")
    items = "<br><br>\n".join(
        f'<font color="#7b4a12"><b>{esc(c.who)}</b>{" <i>(autor del blog)</i>" if c.who == "Luis" else ""} escribió el {esc(c.at)}:</font><br>\n{esc(c.raw)}'
        for c in cs
    )
    body = f"""<body bgcolor="#e9dfc9">
<center>
<table width="780" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="3" bgcolor="#7b4a12" height="70" style="padding-left:16px"><font face="Georgia" size="6" color="#fff3dc">Navalcarro de antes</font><br><font face="Georgia" size="2" color="#f0d9ae">Fotos, recuerdos e historias de nuestro pueblo</font></td></tr>
<tr>
<td width="560" valign="top" bgcolor="#fffaf0" style="padding:14px 18px">
<font face="Verdana" size="1" color="#999999">miércoles, 3 de mayo de 2006</font><br>
<font face="Georgia" size="4" color="#7b4a12"><b>La escuela de niños y niñas, curso 1951</b></font>
<p><font face="Verdana" size="2"><img src="/fotos/escuela-curso.svg" width="400" height="260" alt="Foto de la escuela"><br><br>
Esta foto nos la ha prestado Pilar, la de la panadería, que la encontró en una caja de su tía. Son los alumnos de la escuela de Navalcarro con su maestro, delante de la pared del patio. Por detrás solo lleva el sello del fotógrafo y un número escrito a lápiz.</font></p>
<p><font face="Verdana" size="2">Si reconocéis a alguien, dejad su nombre abajo. Iremos completando la lista de la foto con lo que nos digáis.</font></p>
<font face="Verdana" size="1" color="#999999">Publicado por Luis a las 21:40 &middot; Etiquetas: <a href="/etiquetas/escuela">escuela</a>, <a href="/etiquetas/fotos">fotos antiguas</a></font>
<br><br>
<font face="Georgia" size="3" color="#7b4a12"><b>Lo que contáis</b></font>
<br><br>
<font face="Verdana" size="2">
{items}
</font>
<br><br>
<font face="Verdana" size="1"><a href="/contar.html">Contar algo sobre esta foto</a></font>
</td>
<td width="10" bgcolor="#e9dfc9"></td>
<td width="210" valign="top" bgcolor="#f6ecd6" style="padding:12px"><font face="Verdana" size="1">
<b>Sobre el blog</b><br>Lo escribe Luis, hijo del pueblo, desde Madrid. Correo: navalcarro.antes@correo.example<br><br>
<b>Entradas anteriores</b><br>
<a href="/2006/04/la-fuente-vieja.html">La fuente vieja</a><br>
<a href="/2006/04/fiestas-1962.html">Las fiestas de 1962</a><br>
<a href="/2006/03/el-molino.html">El molino del tío Ramón</a><br><br>
<b>Archivo</b><br><a href="/2006/05">mayo 2006</a> (2)<br><a href="/2006/04">abril 2006</a> (6)
</font></td>
</tr>
</table>
</center>
</body>
</html>
"""
    return make(
        "fw-es-history-escuela",
        "discussion",
        doc("html4t", title="Navalcarro de antes: La escuela de niños y niñas, curso 1951", lang="es") + body,
        cs,
        path="/2006/05/la-escuela-curso-1951.html",
        container="the layout table's main cell after font b 'Lo que contáis': one font element holding six entries 'font b NAME escribió el 3 de mayo de 2006: br TEXT', separated only by br br (the blogger's marked 'i (autor del blog)'); a link 'Contar algo sobre esta foto' below",
        heading="Lo que contáis",
        description="A Spanish village local-history blog of 2006 (invented), a layout table with font tags: an old school photo, who is who; 6 readers' reactions under 'Lo que contáis' (what you tell), each 'NAME escribió el DATE:' in brown then the text, all six in one font element separated only by br br, no wrapper per entry; the fifth is the blogger's, answering two others by name; a link to write in, a side column with earlier posts and an archive with counts.",
        language="es",
        files={"/fotos/escuela-curso.svg": svg(400, 260, "#8d7b68", "escuela 1951", 26)},
    )
