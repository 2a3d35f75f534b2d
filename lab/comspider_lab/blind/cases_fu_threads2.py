"""Blind set fu: four more of the smallest discussions. A Galician walker's blog (2 comments in one block, separated
only by br br, names in bold, no heading), a Romanian school's site (5 comments, "1) NAME (DATE)" over each text,
under "Ce ați spus"), a Luxembourgish brass band's newsletter (3 comments as blockquotes with a cite under each, under
"Är Bréiwer") and an Indonesian hobby blog (3 comments in a dl, the name as dt, no heading, a form below). Every site,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fu_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- gl: a walker's blog, 2012, two comments in one block


def gl_muinos() -> Case:
    cs = talk("""
Uxía Mosquera || - || Que boa ruta! Fixémola o ano pasado con neve e o muíño de Abaixo parecía de conto. Ollo co paso da fervenza, que esvara moito.
Brais de Cerdedo || - || O muíño do medio era do meu avó, aínda moíamos millo alí cando eu era rapaz. Grazas por lembralo.
""")
    block = "<br><br>\n".join(f"<b>{esc(c.who)}</b> &mdash; {esc(c.raw)}" for c in cs)
    body = f"""<body>
<div class="folla">
<p class="cab"><a href="/">Camiños de Terra de Montes</a> <small>o caderno de ruta dun camiñante</small></p>
<p class="ligas">{nav([("/", "portada"), ("/rutas", "rutas"), ("/mapas", "mapas"), ("/quen-son", "quen son")], " / ")}</p>
<h1>Ruta dos muíños do río Lérez de Arriba</h1>
<p class="fecha">domingo, 4 de marzo de 2012</p>
<p>Saín ás nove da igrexa de Santa Baia cara ao río. O camiño baixa entre carballos ata o primeiro muíño, o de Arriba, que ten o tellado novo dende o verán.</p>
<p><img src="/fotos/2012/muino.svg" width="480" height="300" alt="muíño"></p>
<p>Dende alí segue á beira do río por un carreiro estreito ata o muíño do medio e o de Abaixo. Son 7 km ida e volta, pouco máis de dúas horas con calma. Hai que cruzar a fervenza polas pedras, mellor con botas.</p>
<p class="etq">Etiquetas: <a href="/rutas/lerez">Lérez</a>, <a href="/rutas/muinos">muíños</a></p>
<div class="xs">
{block}
</div>
<p class="volta"><a href="/rutas">&laquo; volver ás rutas</a></p>
</div>
<p class="pe">Camiños de Terra de Montes &middot; 2012 &middot; textos e fotos do autor</p>
</body>
</html>
"""
    css = """<style>
body{background:#e8e4d8;font:14px/1.6 Georgia,serif;color:#2b2b2b;margin:0}.folla{width:620px;margin:20px auto;background:#fffdf6;padding:16px 26px;border:1px solid #d4cdb8}
.cab a{font-size:24px;color:#2f5d3a;text-decoration:none}.cab small{color:#888;margin-left:8px}.ligas{font-size:12px}h1{font-size:20px;color:#2f5d3a}.fecha{font-size:12px;color:#999}
.etq{font-size:12px}.xs{border-top:1px solid #d4cdb8;padding-top:8px;font-size:13px}.volta{font-size:12px}.pe{text-align:center;font-size:11px;color:#888}
</style>"""
    return make(
        "fu-gl-blog-muinos",
        "discussion",
        doc(
            "html5",
            title="Ruta dos muíños do río Lérez de Arriba · Camiños de Terra de Montes",
            lang="gl",
            head=css,
        )
        + body,
        cs,
        path="/rutas/2012/03/muinos-lerez",
        container="div.xs after the tags, no heading: 'b NAME — TEXT' twice in the one div, separated only by br br; no time, no form",
        heading=None,
        description="A Galician walker's blog of 2012 (invented): a walk along the water mills of a river; 2 readers' comments in one div under the tags, each 'NAME — text' with the name in b, separated only by br br, no time, no heading, no form; a back link and a one-line footer.",
        language="gl",
        files={"/fotos/2012/muino.svg": svg(480, 300, "#7a8b6f", "muíño", 28)},
    )


# --------------------------------------------------------------------------- ro: a school's site, 2015, "1) NAME (DATE)" over each text


def ro_serbare() -> Case:
    cs = talk("""
Mihaela P. || 19.12.2015 || Am plâns la colindul clasei a II-a, copiii au cântat din toată inima. Mulțumim doamnei învățătoare Rusu pentru răbdare.
Bogdan Ilie || 20.12.2015 || Sala a fost prea mică, mulți părinți au stat în picioare pe hol. Poate la anul se face serbarea la căminul cultural.
bunica lui Andrei || 22.12.2015 || Costumele de îngeri au fost cusute de mămici în trei seri. Frumos a fost, Doamne ajută!
Ioana Stănescu || 27.12.2015 || Unde putem vedea pozele? Eu n-am apucat să fac decât două, și acelea mișcate.
prof. Elena Dobre || 29.12.2015 || Ioana, pozele vor fi puse pe site după vacanță, la Galerie. Sărbători fericite tuturor!
""")
    items = "\n".join(
        f'<p class="n">{i + 1}) {esc(c.who)} ({esc(c.at)})</p>\n{paras(c.raw)}' for i, c in enumerate(cs)
    )
    body = f"""<body>
<div id="pagina">
<div id="antet"><img src="/imagini/sigla.svg" width="80" height="80" alt=""><h1>Școala Gimnazială nr. 2 Valea Sării</h1><p>jud. Vrancea</p></div>
<div id="meniu">{nav([("/", "Acasă"), ("/despre", "Despre școală"), ("/anunturi", "Anunțuri"), ("/proiecte", "Proiecte"), ("/galerie", "Galerie"), ("/contact", "Contact")])}</div>
<div id="continut">
<h2>Serbarea de Crăciun a claselor primare</h2>
<p class="mic">18 decembrie 2015</p>
<p>Vineri, 18 decembrie, elevii claselor pregătitoare și I-IV au prezentat serbarea de Crăciun în sala de sport a școlii. Au fost colinde, o scenetă despre Nașterea Domnului și poezii.</p>
<p>La final, Moș Crăciun a adus fiecărui copil câte un pachet, din partea comitetului de părinți și a Primăriei Valea Sării.</p>
<p>Mulțumim tuturor părinților și bunicilor care au venit și ne-au ajutat cu decorurile și costumele.</p>
<h3>Ce ați spus</h3>
<div class="lista">
{items}
</div>
</div>
<div id="subsol">Școala Gimnazială nr. 2 Valea Sării &middot; str. Școlii nr. 5 &middot; &copy; 2015</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#dde6f0;font:13px Arial,sans-serif;margin:0}#pagina{width:800px;margin:0 auto;background:#fff}#antet{background:#1a3d6d;color:#fff;padding:10px;overflow:hidden}#antet img{float:left;margin-right:10px}#antet h1{margin:10px 0 0;font-size:22px}#antet p{margin:0}
#meniu ul{list-style:none;margin:0;padding:0;background:#c8102e;overflow:hidden}#meniu li{float:left}#meniu a{display:block;color:#fff;padding:6px 12px}#continut{padding:10px 20px}h2{color:#1a3d6d}.mic{font-size:11px;color:#888}
h3{color:#c8102e;border-bottom:1px solid #eee}.n{font-weight:bold;margin:10px 0 2px;color:#1a3d6d}.lista p{margin-top:2px}#subsol{background:#1a3d6d;color:#ccd;font-size:11px;padding:6px 20px}
</style>"""
    return make(
        "fu-ro-school-serbare",
        "discussion",
        doc(
            "html4t",
            title="Serbarea de Crăciun a claselor primare - Școala Gimnazială nr. 2 Valea Sării",
            lang="ro",
            head=css,
        )
        + body,
        cs,
        path="/anunturi/2015/serbare-craciun",
        container="div.lista after h3 'Ce ați spus': five numbered p.n '1) NAME (19.12.2015)' each over a p TEXT, siblings in one div; no form",
        heading="Ce ați spus",
        description="A Romanian village school's site of 2015 (invented): the primary classes' Christmas show; 5 readers' comments over ten days, numbered entries '1) NAME (DATE)' over each text, all siblings in one div, under 'Ce ați spus' (what you said); the teacher's answer last by name; no form; a short footer.",
        language="ro",
        files={"/imagini/sigla.svg": svg(80, 80, "#c8102e", "Școala", 14)},
    )


# --------------------------------------------------------------------------- lb: a brass band's newsletter, 2013, blockquotes with a cite


def lb_concert() -> Case:
    cs = talk("""
Josiane Feltgen-Reuter || - || Wat e schéine Concert! Besonnesch déi Jonk vun der Museksschoul hunn eis iwwerrascht, mir waren houfreg op eise Bouf.
Marc vu Bëschdref || - || De Sall war bis op déi lescht Plaz voll, dat hu mer laang net méi gesinn. Nëmmen d'Mikro vum Presentateur huet e bëssen ze vill gekraazt.
Nelly Hoscheit || - || Ech hat Tréinen an den Aen beim Solo vum Gérard. Villmools Merci fir déi zwee Stonnen, bis d'nächst Joer!
""")
    items = "\n".join(f"<blockquote>{paras(c.raw)}</blockquote>\n<cite>{esc(c.who)}</cite>" for c in cs)
    body = f"""<body>
<div id="haaptbox">
<div id="kapp"><img src="/biller/logo.svg" width="700" height="100" alt="Musek Uewerbaach"></div>
<div id="links">
<ul>{nav([("/", "Doheem"), ("/de-veräin", "De Veräin"), ("/museksschoul", "Museksschoul"), ("/concerten", "Concerten"), ("/fotoen", "Fotoen"), ("/kontakt", "Kontakt")])}</ul>
<p class="klengt">Prouf all Freideg<br>20.00 Auer am Centre culturel</p>
</div>
<div id="mëtt">
<h2>Fréijoersconcert 2013: e vollen Sall</h2>
<p class="datum">Uewerbaach, de 25. Mäerz 2013</p>
<p>E Samschdeg den Owend huet d'Musek Uewerbaach hire Fréijoersconcert am Centre culturel gespillt. Ënnert der Leedung vum Dirigent Romain Kintziger goufen Stécker vu klassescher Musek bis Filmmusek gespillt.</p>
<p>Fir d'éischt Kéier sinn och néng Schüler vun der Museksschoul mat um Podium gewiescht. Den Ofschloss huet de Gérard Thill mat sengem Trompettesolo gemaach, fir seng 40 Joer am Veräin.</p>
<p>De Comité seet all Memberen, Hëllefen a Spender e grousse Merci.</p>
<h3>Är Bréiwer</h3>
<div class="breiwer">
{items}
</div>
</div>
<div id="fouss">Musek Uewerbaach asbl &middot; 2013 &middot; <a href="/impressum">Impressum</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#333;font:12px Verdana,sans-serif;margin:0}#haaptbox{width:700px;margin:0 auto;background:#fff}#links{float:left;width:150px;background:#f6e7b4;padding:8px;min-height:500px}#links ul{list-style:none;padding:0}#links li{padding:3px 0}
#mëtt{margin-left:166px;padding:8px 16px}h2{color:#7b1e1e}.datum{font-style:italic;color:#888}h3{color:#7b1e1e;margin-top:20px}.klengt{font-size:10px}
blockquote{margin:8px 0 2px;padding:4px 10px;background:#fbf6e6;border-left:3px solid #d9b44a}blockquote p{margin:2px 0}cite{display:block;text-align:right;font-size:11px;color:#555;margin-bottom:8px}
#fouss{clear:both;background:#7b1e1e;color:#fff;font-size:10px;padding:5px 10px}#fouss a{color:#fff}
</style>"""
    return make(
        "fu-lb-band-concert",
        "discussion",
        doc("xhtml", title="Musek Uewerbaach - Fréijoersconcert 2013", lang="lb", head=css) + body,
        cs,
        path="/concerten/2013/fraijoersconcert",
        container="div.breiwer after h3 'Är Bréiwer': three blockquote (p TEXT) each followed by a sibling cite NAME; no time, no form",
        heading="Är Bréiwer",
        description="A Luxembourgish village brass band's newsletter of 2013 (invented): the spring concert filled the hall; 3 readers' comments as blockquotes, each followed by a cite with the name, no time, under 'Är Bréiwer' (your letters); no form; a left menu with rehearsal times and a footer.",
        language="lb",
        files={"/biller/logo.svg": svg(700, 100, "#7b1e1e", "Musek Uewerbaach", 30)},
    )


# --------------------------------------------------------------------------- id: a hobby blog, 2016, a dl with the name as dt


def id_cupang() -> Case:
    cs = talk("""
Bayu Santoso || - || Mantap, Mas. Saya coba cara daun ketapang ini minggu lalu, sirip cupang halfmoon saya yang sobek mulai tumbuh lagi.
Rina (Salatiga) || - || Daun ketapangnya direndam berapa lama sebelum dimasukkan ke akuarium? Takut airnya jadi terlalu cokelat.
Pak Harjo || - || Rina, cukup dijemur kering lalu masukkan satu lembar untuk lima liter air, ganti tiap seminggu. Air cokelat justru bagus untuk cupang.
""")
    items = "\n".join(f"<dt>{esc(c.who)}</dt>\n<dd>{esc(c.raw)}</dd>" for c in cs)
    body = f"""<body>
<div class="w">
<div class="atas"><h1><a href="/">Catatan Cupang Pak Harjo</a></h1><p>berbagi pengalaman memelihara ikan cupang di rumah</p></div>
<div class="isi">
<h2>Daun Ketapang untuk Sirip Cupang yang Sobek</h2>
<p class="tgl">Ditulis Senin, 8 Februari 2016</p>
<p>Banyak teman bertanya kenapa sirip cupang mereka sobek atau geripis. Biasanya karena air yang kotor atau ikan stres setelah dipindah. Salah satu cara lama yang murah adalah memakai daun ketapang kering.</p>
<p>Daun ketapang membuat air sedikit asam dan berwarna seperti teh. Di air seperti itu luka pada sirip lebih cepat sembuh. Saya memungut daunnya sendiri di halaman masjid dekat rumah.</p>
<p>Jangan lupa tetap mengganti air sebagian setiap tiga hari. Semoga bermanfaat!</p>
<dl>
{items}
</dl>
<form method="post" action="/kirim.php">
<p>Nama: <input type="text" name="nama"></p>
<p>Pesan:<br><textarea name="pesan" rows="4" cols="50"></textarea></p>
<p><input type="submit" value="Kirim"></p>
</form>
</div>
<div class="samping">
<h3>Tulisan lain</h3>
<ul>{nav([("/2016/01/air-hujan", "Air hujan untuk cupang?"), ("/2015/12/pakan-cacing", "Pakan cacing sutra atau pelet"), ("/2015/11/kawin-cupang", "Mengawinkan cupang plakat")])}</ul>
<h3>Arsip</h3>
<ul>{nav([("/2016/02", "Februari 2016"), ("/2016/01", "Januari 2016"), ("/2015/12", "Desember 2015")])}</ul>
</div>
<div class="bawah">&copy; 2016 Catatan Cupang Pak Harjo, Magelang</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#e0f2f1;font:14px Arial,sans-serif;margin:0;color:#263238}.w{width:900px;margin:0 auto;background:#fff;overflow:hidden}.atas{background:#00897b;color:#fff;padding:10px 20px}.atas a{color:#fff;text-decoration:none}.atas p{margin:0;font-size:12px}
.isi{float:left;width:600px;padding:12px 20px}.samping{float:right;width:230px;padding:12px;font-size:13px}.tgl{font-size:12px;color:#888}
dl{border-top:2px solid #b2dfdb;padding-top:8px}dt{font-weight:bold;color:#00695c;margin-top:8px}dd{margin:2px 0 0 14px}form{background:#f1f8f7;padding:6px 10px}.bawah{clear:both;background:#004d40;color:#fff;font-size:11px;padding:6px 20px}
</style>"""
    return make(
        "fu-id-blog-cupang",
        "discussion",
        doc(
            "html5",
            title="Daun Ketapang untuk Sirip Cupang yang Sobek - Catatan Cupang Pak Harjo",
            lang="id",
            head=css,
        )
        + body,
        cs,
        path="/2016/02/daun-ketapang",
        container="div.isi after the article, no heading: a dl of three dt NAME / dd TEXT pairs; no time; a form (Nama, Pesan, Kirim) below",
        heading=None,
        description="An Indonesian hobby blog about betta fish of 2016 (invented): dried almond leaves for torn fins; 3 readers' comments in a bare dl right after the article, the name as dt and the text as dd, no time, no heading (the blogger answers the second by name as the third); a plain form below; a sidebar of other posts and archives.",
        language="id",
    )
