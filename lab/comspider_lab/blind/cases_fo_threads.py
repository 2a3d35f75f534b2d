"""Blind set fo: four small discussions on pages that declare no publication time in their markup. An Icelandic
town's news site of 2011 (4 comments within hours, a name-and-date line over each text), an Estonian personal blog
of 2014 (3 comments over five days, the text first and "Kirjutas NAME · DATE" under it), a Latvian village school's
site of 2018 (5 comments as list items, the time at the bottom of each) and an Albanian village's news site of 2016
(3 comments in a table, two rows each, the article's date nowhere). Every site, name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fo_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- is: a town's news site, 2011


def is_gongubru() -> Case:
    cs = talk("""
Guðrún Vébjörnsdóttir || 9. nóvember 2011 kl. 14:05 || Loksins! Krakkarnir þurfa þá ekki lengur að ganga meðfram þjóðveginum til að komast í skólann á morgnana.
Bjarni frá Hóli || 9. nóvember 2011 kl. 15:31 || Vonandi verður hún breiðari en gamla brúin. Það var aldrei hægt að mætast á henni með barnavagn.
Sólveig Ýr || 9. nóvember 2011 kl. 17:48 || Er búið að ákveða hvort það verði lýsing á brúnni? Í skammdeginu er kolniðamyrkur þarna niðri við ána.
Haukur Þ. || 9. nóvember 2011 kl. 21:12 || Sólveig, í fundargerð bæjarráðs stendur að settir verði ljósastaurar báðum megin. // Ég vona bara að verkið tefjist ekki eins og síðast þegar átti að laga bryggjuna.
""")
    entries = "\n".join(
        f'<div class="ath">\n<p class="hofundur"><b>{esc(c.who)}</b> skrifaði {esc(c.at)}</p>\n{paras(c.raw)}\n</div>'
        for c in cs
    )
    menu = nav(
        [
            ("/", "Forsíða"),
            ("/frettir/", "Fréttir"),
            ("/mannlif/", "Mannlíf"),
            ("/ithrottir/", "Íþróttir"),
            ("/smaauglysingar/", "Smáauglýsingar"),
            ("/hafa-samband.html", "Hafa samband"),
        ]
    )
    body = f"""<body>
<div id="allt">
<div id="haus"><img src="/myndir/haus.svg" width="900" height="90" alt="Kaldárvíkurpósturinn"></div>
<ul id="valmynd">{menu}</ul>
<div id="megin">
<h1>Ný göngubrú yfir Kaldá verður tilbúin í vor</h1>
<p class="birt">Birt 9. nóvember 2011 &middot; Fréttir</p>
<p>Bæjarráð Kaldárvíkur samþykkti á fundi sínum í gær að smíða nýja göngubrú yfir Kaldá neðan við skólann. Gamla trébrúin var dæmd ónýt eftir flóðin í haust og hefur verið lokuð síðan í október.</p>
<p>Nýja brúin verður úr stáli og timbri, tveir og hálfur metri á breidd, og á að vera tilbúin áður en skóla lýkur í vor. Kostnaður er áætlaður um átján milljónir króna.</p>
<p><img src="/myndir/2011/bru.svg" width="440" height="250" alt="Gamla brúin yfir Kaldá"></p>
<p>Á meðan þurfa gangandi vegfarendur að fara yfir ána á bílabrúnni við þjóðveginn.</p>
<h3>Athugasemdir (4)</h3>
<div class="athugasemdir">
{entries}
</div>
<form action="/senda.php" method="post" class="form">
<p><b>Skrifaðu athugasemd</b></p>
<p>Nafn: <input type="text" name="nafn" size="30"></p>
<p><textarea name="texti" rows="5" cols="55"></textarea></p>
<p><input type="submit" value="Senda"></p>
</form>
</div>
<div id="haegri">
<h4>Veðrið</h4>
<p>Norðaustan 8 m/s, él. Hiti 0 til 2 stig.</p>
<h4>Opnunartímar</h4>
<p>Sundlaug: 7-21 virka daga<br>Bókasafn: 13-18<br>Bæjarskrifstofa: 9-15</p>
<h4>Mest lesið</h4>
<ul>{nav([("/frettir/jolamarkadur", "Jólamarkaðurinn í félagsheimilinu"), ("/ithrottir/blak", "Blakliðið vann á Ísafirði"), ("/mannlif/kor", "Kirkjukórinn æfir nýtt efni")])}</ul>
</div>
<div id="fotur">Kaldárvíkurpósturinn &middot; Hafnargötu 3 &middot; ritstjorn@example.org</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#dfe6ee;font:13px Verdana,sans-serif;margin:0}#allt{width:920px;margin:0 auto;background:#fff;overflow:hidden}#haus{padding:10px}#valmynd{list-style:none;margin:0;padding:6px 10px;background:#1f3f66}
#valmynd li{display:inline;margin-right:16px}#valmynd a{color:#fff;font-weight:bold}#megin{float:left;width:610px;padding:12px 18px}#haegri{float:right;width:230px;padding:12px;background:#f1f4f8}
#fotur{clear:both;background:#1f3f66;color:#fff;padding:6px;font-size:11px}.birt{color:#888;font-size:11px}.ath{border-top:1px solid #dde;padding:4px 0}.hofundur{margin:4px 0;color:#555}.ath p{margin:4px 0}.form{background:#f1f4f8;padding:6px 10px}
</style>"""
    return make(
        "fo-is-news-gongubru",
        "discussion",
        "is",
        doc(
            "html4t",
            title="Ný göngubrú yfir Kaldá verður tilbúin í vor - Kaldárvíkurpósturinn",
            lang="is",
            head=css,
        )
        + body,
        cs,
        path="/frettir/2011/11/ny-gongubru-yfir-kalda.html",
        container="div.athugasemdir after h3 'Athugasemdir (4)': four div.ath, each p.hofundur 'b NAME skrifaði 9. nóvember 2011 kl. 14:05' then one or two p TEXT; the form 'Skrifaðu athugasemd' below",
        heading="Athugasemdir (4)",
        description="An Icelandic town's news site of 2011 (invented): a new footbridge over the river; the article's date only as 'Birt 9. nóvember 2011' under the headline; 4 comments the same afternoon and evening, each a line 'NAME skrifaði DATE kl. HH:MM' over the text (the fourth two paragraphs, answering 'Sólveig,' in its text, flat); a form below; weather and opening hours in the right column.",
        files={
            "/myndir/haus.svg": svg(900, 90, "#1f3f66", "Kaldárvíkurpósturinn", 30),
            "/myndir/2011/bru.svg": svg(440, 250, "#6b7b8c", "Kaldá"),
        },
    )


# --------------------------------------------------------------------------- et: a personal blog, 2014


def et_kaev() -> Case:
    cs = talk("""
Maaja || 14.06.2014 kell 22:41 || Meie kaevus oli samamoodi musta muda põlvini. Pärast puhastamist oli vesi nädal aega hägune, aga siis läks täiesti selgeks.
Rein Peedosaar || 16.06.2014 kell 08:15 || Kas lasite vee pärast ka laboris kontrollida? Meie vanast kaevust leiti nitraate ja nüüd joome ainult poevett.
linnatüdruk || 19.06.2014 kell 19:03 || Nii tore lugeda! Minu vanaema talus on täpselt samasugune puukaanega kaev ja ma pole kunagi julgenud sinna sisse vaadata.
""")
    entries = "\n".join(
        f'<div class="sona">\n{paras(c.raw)}\n<p class="kes">Kirjutas <i>{esc(c.who)}</i> &middot; {esc(c.at)}</p>\n</div>'
        for c in cs
    )
    body = f"""<body>
<div class="raam">
<div class="pais"><a href="/">Aiamaja päevik</a><span>Elu vanas talus Kõrvemäel</span></div>
<div class="post">
<p class="paev">laupäev, 14. juuni 2014</p>
<h2>Vana kaevu puhastamine</h2>
<p>Tänavu kevadel otsustasime lõpuks ette võtta selle, mida olime kolm aastat edasi lükanud: vana kaevu puhastamise. Vesi oli kollakas ja lõhnas soo järele, nii et pesuvett me sealt ikka võtsime, aga juua ei julgenud.</p>
<p>Naabrimees laenas meile mootorpumba ja ühe pärastlõunaga oli kaev tühi. Põhjast tuli välja kaks ämbrit, üks vana kastekann ja hulk muda. Seinad küürisime harjaga üle ja põhja panime uue kihi kruusa.</p>
<p><img src="/pildid/kaev.svg" width="380" height="260" alt="Kaev"></p>
<p>Nüüd ootame, kuni vesi settib. Järgmisel nädalal viin proovi analüüsi.</p>
<p class="sildid">Sildid: <a href="/silt/talu">talu</a>, <a href="/silt/vesi">vesi</a></p>
</div>
<h3 class="pealkiri">Teie sõnad</h3>
{entries}
<p class="tagasi"><a href="/2014/06/maasikad-oitsevad">&laquo; Maasikad õitsevad</a> &middot; <a href="/">Esilehele</a></p>
<div class="kylg">
<b>Arhiiv</b>
<ul>{nav([("/2014/06/", "juuni 2014"), ("/2014/05/", "mai 2014"), ("/2014/04/", "aprill 2014")])}</ul>
<b>Sõbrad</b>
<ul>{nav([("http://example.org/mesilaspere", "Mesilaspere"), ("http://example.org/saunaehitus", "Saunaehituse märkmed")])}</ul>
</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#eef0e4;font:15px Georgia,serif;color:#333;margin:0}.raam{width:680px;margin:0 auto;background:#fff;padding:0 24px 20px}.pais{padding:20px 0 10px;border-bottom:2px solid #5a7d3a}.pais a{font-size:28px;color:#5a7d3a;text-decoration:none}.pais span{display:block;color:#888;font-size:13px}
.paev{color:#999;font-size:12px;text-transform:uppercase;margin-top:18px}.sildid{font-size:12px;color:#777}.pealkiri{border-top:1px solid #ccc;padding-top:12px;color:#5a7d3a}.sona{margin:0 0 14px;padding:6px 10px;background:#f7f8f1}.sona p{margin:4px 0}
.kes{font-size:12px;color:#888;text-align:right}.tagasi{font-size:12px}.kylg{border-top:1px dotted #ccc;margin-top:20px;font-size:12px}
</style>"""
    return make(
        "fo-et-blog-kaev",
        "discussion",
        "et",
        doc("html5", title="Vana kaevu puhastamine | Aiamaja päevik", lang="et", head=css) + body,
        cs,
        path="/2014/06/vana-kaevu-puhastamine",
        container="after h3.pealkiri 'Teie sõnad': three div.sona straight in the page, each p TEXT then p.kes 'Kirjutas i NAME · 14.06.2014 kell 22:41'; no form",
        heading="Teie sõnad",
        description="An Estonian personal blog of 2014 (invented, one column): cleaning the farm's old well; the post's date only as 'laupäev, 14. juuni 2014' above its title; 3 comments over five days under 'Teie sõnad' ('Your words'), each the text first and 'Kirjutas NAME · DATE kell HH:MM' right-aligned under it; no form; the archive and friends' blogs at the bottom.",
        files={"/pildid/kaev.svg": svg(380, 260, "#5a7d3a", "kaev")},
    )


# --------------------------------------------------------------------------- lv: a village school, 2018


def lv_abeles() -> Case:
    cs = talk("""
Ilze, 3.b mamma || 20.04.2018. 17:46 || Mūsu Kārlis atnāca mājās ar dubļainām biksēm, bet ļoti lepns, ka pats iestādījis savu ābeli. Paldies skolotājiem par šo ideju!
Andris Zīlītis || 20.04.2018. 20:03 || Vai ābelēm ir paredzēts arī žogs? Pagājušajā ziemā zaķi nograuza visus jaunos kociņus pie mūsu mājas.
vecmāmiņa Rasma || 21.04.2018. 09:30 || Es varu atnest dažus potzarus no savas vecās ābeles, ja vajag. Tai ir vairāk nekā piecdesmit gadu, un āboli joprojām ir saldi.
skolotāja Dace || 21.04.2018. 12:15 || Rasma, paldies, ar prieku pieņemsim! Žogu uzliksim nākamnedēļ, to palīdzēs uztaisīt devītās klases zēni.
Mārtiņš || 24.04.2018. 22:50 || Es pats pirms divdesmit gadiem mācījos šajā skolā, un tur, kur tagad ir dārzs, auga tikai nātres. Prieks redzēt.
""")
    items = "\n".join(
        f'<li>\n<p class="vards">{esc(c.who)}</p>\n<p>{esc(c.raw)}</p>\n<p class="laiks">{esc(c.at)}</p>\n</li>'
        for c in cs
    )
    body = f"""<body>
<div id="lapa">
<div id="galva"><img src="/att/gerbonis.svg" width="64" height="64" alt=""><h1>Lejaskalna pamatskola</h1></div>
<div id="izvelne">{nav([("/", "Sākums"), ("/par-skolu/", "Par skolu"), ("/jaunumi/", "Jaunumi"), ("/stundu-saraksts/", "Stundu saraksts"), ("/edienkarte/", "Ēdienkarte"), ("/kontakti/", "Kontakti")], " | ")}</div>
<div id="saturs">
<h2>Skolas dārzā iestādītas trīsdesmit ābeles</h2>
<p class="datums">2018. gada 20. aprīlī</p>
<p>Šodien pēc pusdienām katra klase skolas dārzā iestādīja savu ābeli. Stādus skolai uzdāvināja vietējā kokaudzētava, bet bedres iepriekšējā dienā izraka skolas saimnieks kopā ar tēviem, kuri atsaucās aicinājumam.</p>
<p>Pie katra koka ir piesieta zīmīte ar klases nosaukumu. Skolēni paši rūpēsies par savu ābeli līdz pat izlaidumam un rudenī varēs nogaršot pirmos ābolus.</p>
<p><img src="/att/2018/abeles.svg" width="420" height="240" alt="Skolēni stāda ābeles"></p>
<h3>Komentāri</h3>
<ul class="atsauksmes">
{items}
</ul>
<form action="/jaunumi/pievienot.php" method="post" class="forma">
<p><b>Pievienot komentāru</b></p>
<p>Vārds: <input type="text" name="vards" size="28"></p>
<p><textarea name="teksts" rows="4" cols="52"></textarea></p>
<p><input type="submit" value="Sūtīt"></p>
</form>
</div>
<div id="sans">
<h4>Tuvākie notikumi</h4>
<p>27.04. Lielā talka<br>4.05. Mātes dienas koncerts<br>25.05. Pēdējais zvans</p>
<h4>Šodien ēdnīcā</h4>
<p>Griķu putra ar mērci, kāpostu salāti, kompots</p>
</div>
<div id="kajene">Lejaskalna pamatskola &middot; Skolas iela 2, Lejaskalns &middot; tālr. 00000000</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#f4efe1;font:14px Tahoma,sans-serif;margin:0}#lapa{width:940px;margin:0 auto;background:#fff;overflow:hidden}#galva{display:flex;gap:14px;align-items:center;padding:8px 14px;background:#8a1c2b;color:#fff}#galva h1{margin:0;font-size:24px}
#izvelne{padding:6px 14px;background:#eadcc0}#izvelne a{color:#8a1c2b}#saturs{float:left;width:630px;padding:12px 18px}#sans{float:right;width:230px;padding:12px;font-size:12px}#kajene{clear:both;background:#8a1c2b;color:#fff;font-size:11px;padding:6px}
.datums{color:#999;font-size:12px}.atsauksmes{list-style:none;padding:0}.atsauksmes li{border-bottom:1px solid #eadcc0;padding:6px 0}.atsauksmes p{margin:3px 0}.vards{font-weight:bold;color:#8a1c2b}.laiks{font-size:11px;color:#999}.forma{background:#faf6ec;padding:6px 10px}
</style>"""
    return make(
        "fo-lv-school-abeles",
        "discussion",
        "lv",
        doc(
            "html4t",
            title="Skolas dārzā iestādītas trīsdesmit ābeles - Lejaskalna pamatskola",
            lang="lv",
            head=css,
        )
        + body,
        cs,
        path="/jaunumi/skolas-darza-abeles",
        container="ul.atsauksmes after h3 'Komentāri': five li, each p.vards NAME, p TEXT, p.laiks '20.04.2018. 17:46' (the time at the bottom); the form 'Pievienot komentāru' below",
        heading="Komentāri",
        description="A Latvian village school's site of 2018 (invented, a float layout): thirty apple trees planted in the school garden; the article's date only as '2018. gada 20. aprīlī' under the headline; 5 comments over four days in a list, each the name, the text and the time under it; the teacher's answer 'Rasma, paldies…' printed flat in the list; a form below; coming events and the canteen's menu in the side column.",
        files={
            "/att/gerbonis.svg": svg(64, 64, "#eadcc0", "LP", 20),
            "/att/2018/abeles.svg": svg(420, 240, "#4d7c2a", "ābeles"),
        },
    )


# --------------------------------------------------------------------------- sq: a village news site, 2016


def sq_rruga() -> Case:
    cs = talk("""
Arben nga Tirana || 12.07.2016, ora 22:10 || Kam lindur në Lisnajë dhe çdo verë vij me familjen. Vitin e kaluar makina na mbeti në baltë dy herë. Më në fund!
Drita M. || 13.07.2016, ora 08:40 || Shpresoj që të hapin edhe kanalet anës rrugës, përndryshe shirat e vjeshtës do ta prishin asfaltin brenda një viti.
xha Qazimi || 15.07.2016, ora 19:25 || Kjo rrugë është premtuar në çdo fushatë që nga viti 1997. Do ta besoj kur të shoh fadromën te ura e mullirit.
""")
    rows = "\n".join(
        f'<tr class="koka"><td><b>{esc(c.who)}</b></td><td class="data">{esc(c.at)}</td></tr>\n'
        f'<tr><td colspan="2" class="teksti">{esc(c.raw)}</td></tr>'
        for c in cs
    )
    body = f"""<body bgcolor="#f3efe8">
<center>
<table width="880" cellpadding="0" cellspacing="0" class="faqja">
<tr><td colspan="2" class="kreu"><img src="/foto/logo.svg" width="320" height="64" alt="Lisnaja Sot"><br><span>Lajme nga fshati ynë dhe nga bashkëfshatarët në mërgim</span></td></tr>
<tr><td colspan="2" class="menuja">{nav([("/", "Kryefaqja"), ("/lajme/", "Lajme"), ("/histori.html", "Historia e fshatit"), ("/foto/", "Foto"), ("/kontakt.html", "Na shkruani")], " &nbsp;|&nbsp; ")}</td></tr>
<tr>
<td valign="top" class="kryesore">
<h2>Rruga për në Lisnajë më në fund do të asfaltohet</h2>
<p>Komuna ka njoftuar se punimet për asfaltimin e rrugës nga kryqëzimi i Përroit të Thatë deri në qendër të Lisnajës do të fillojnë në fund të gushtit. Rruga prej gjashtë kilometrash është e pashtruar që nga koha kur u ndërtua.</p>
<p>Sipas kryetarit të fshatit, fondet janë siguruar nga buxheti i komunës dhe nga një kontribut i bashkëfshatarëve që jetojnë në Itali dhe Greqi. Punimet pritet të zgjasin tre muaj.</p>
<p><img src="/foto/rruga.svg" width="420" height="240" alt="Rruga e fshatit"></p>
<p>Gjatë punimeve, autobusi i mëngjesit do të ndalojë te kryqëzimi.</p>
<h3>Çfarë thatë ju</h3>
<table class="mendimet" width="100%" cellpadding="6" cellspacing="0">
{rows}
</table>
</td>
<td valign="top" class="anesore" width="220">
<p><b>Njoftime</b></p>
<p>Dasma e Besnikut dhe Mirelës, e shtunë në mbrëmje në sheshin e fshatit.</p>
<p>Mjeku vjen në ambulancë të martën dhe të enjten.</p>
<p><b>Lajme të tjera</b></p>
<ul>{nav([("/lajme/shkolla-rikonstruktim.html", "Shkolla merr çati të re"), ("/lajme/festa-e-veres.html", "Festa e verës në gusht"), ("/lajme/ujesjellesi.html", "Uji i pijshëm edhe në lagjen e sipërme")])}</ul>
</td>
</tr>
<tr><td colspan="2" class="fundi">Lisnaja Sot &middot; faqe e bërë nga të rinjtë e fshatit</td></tr>
</table>
</center>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Arial,sans-serif;margin:10px 0}.faqja{background:#fff;border:1px solid #c9bfae}.kreu{background:#a33a1f;color:#fff;padding:10px}.menuja{background:#e7dccb;padding:6px 10px}.menuja a{color:#7a2a14;font-weight:bold}
.kryesore{padding:12px 18px}.anesore{background:#f8f4ee;padding:10px;font-size:12px}.fundi{background:#a33a1f;color:#fff;font-size:11px;padding:6px;text-align:center}
.mendimet{border-top:2px solid #a33a1f}.koka td{background:#f3ebe0;border-top:1px solid #d9cbb5}.data{text-align:right;color:#888;font-size:11px}.teksti{padding-bottom:12px}
</style>"""
    return make(
        "fo-sq-village-rruga",
        "discussion",
        "sq",
        doc(
            "html4t",
            title="Rruga për në Lisnajë më në fund do të asfaltohet - Lisnaja Sot",
            lang="sq",
            head=css,
        )
        + body,
        cs,
        path="/lajme/rruga-asfaltohet.html",
        container="table.mendimet after h3 'Çfarë thatë ju': two rows per comment, tr.koka (td b NAME, td.data '12.07.2016, ora 22:10') then tr (td colspan=2 TEXT); no form",
        heading="Çfarë thatë ju",
        description="An Albanian village's news site of 2016 (invented, a layout table in a center): the road to the village to be paved; the article's date nowhere on the page; 3 comments over three days under 'Çfarë thatë ju' ('What you said'), each two table rows, the name and date in the first, the text in the second; no form; notices and other news in the right column.",
        files={
            "/foto/logo.svg": svg(320, 64, "#7a2a14", "Lisnaja Sot", 28),
            "/foto/rruga.svg": svg(420, 240, "#9a8a6a", "rruga"),
        },
    )
