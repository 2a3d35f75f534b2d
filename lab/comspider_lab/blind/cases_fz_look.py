"""Blind set fz: six pages of small sites without any reader reaction whose paragraphs are also opened by a bold or
italic name and a colon or dash, no date near them. A Norwegian adult-education lesson's dialogue (2017, HTML5, a
question form below), a Hungarian amateur theatre group's play excerpt (2012), an Estonian local paper's article
quoting a text-message exchange (2018), a Lithuanian local radio's transcript (2015, "strong NAME –"), a Turkish
neighbourhood association's panel summary (2019, a newsletter form below) and a Greek children's story with
dialogue lines (2008, XHTML, "i NAME –"). Every site, name, place and text invented for this set; each paragraph
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fz_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- no: an adult-education lesson's dialogue, 2017


def no_leksjon() -> Case:
    turns = (
        ("Ekspeditøren", "Hei! Kan jeg hjelpe deg med noe?"),
        (
            "Amir",
            "Ja, takk. Jeg leter etter gummistøvler til datteren min. Hun går i barnehagen, og de er ute hver dag.",
        ),
        ("Ekspeditøren", "Hvilken størrelse bruker hun?"),
        ("Amir", "Jeg tror hun bruker størrelse tjueåtte. Men kona mi sier at hun vokser fort."),
        ("Leila", "Amir, ta heller tjueni. Da kan hun bruke dem hele vinteren med ullsokker."),
        ("Ekspeditøren", "Det er lurt. Vi har røde og blå. De røde er på tilbud i dag."),
        ("Amir", "Da tar vi de røde. Kan jeg betale med kort?"),
        ("Ekspeditøren", "Selvfølgelig. Vil du ha pose?"),
        ("Leila", "Nei takk, vi har med egen."),
    )
    lines = "\n".join(f"<p><b>{esc(n)}:</b> {esc(t)}</p>" for n, t in turns)
    body = f"""<body>
<header class="topp">
<img src="/bilder/logo.svg" width="220" height="64" alt="Voksenopplæringa i Fjellvik">
<nav class="hovedmeny"><ul>{nav([("/index.html", "Forside"), ("/kurs.html", "Kurs"), ("/leksjoner.html", "Leksjoner"), ("/timeplan.html", "Timeplan"), ("/kontakt.html", "Kontakt")])}</ul></nav>
</header>
<div class="innpakning">
<main class="leksjon">
<p class="niva">Norsk for nybegynnere &middot; nivå A2</p>
<h1>Leksjon 7: I skobutikken</h1>
<p>Les samtalen høyt sammen med en partner. Bytt roller etterpå. Ordene i den grå boksen er nye.</p>
<div class="samtale">
{lines}
</div>
<div class="gloser">
<h3>Nye ord</h3>
<ul><li>gummistøvler &ndash; rubber boots</li><li>størrelse &ndash; size</li><li>på tilbud &ndash; on sale</li><li>pose &ndash; bag</li></ul>
</div>
<h3>Oppgaver</h3>
<ol>
<li>Hvorfor trenger datteren til Amir gummistøvler?</li>
<li>Hvilken størrelse kjøper de, og hvorfor?</li>
<li>Skriv en ny samtale: du skal kjøpe en vinterjakke.</li>
</ol>
</main>
<aside class="side">
<h4>Andre leksjoner</h4>
<ul>{nav([("/leksjoner/6-pa-legekontoret.html", "6: På legekontoret"), ("/leksjoner/8-pa-bussen.html", "8: På bussen"), ("/leksjoner/9-foreldremote.html", "9: Foreldremøte")])}</ul>
</aside>
</div>
<section class="spor">
<h3>Spør læreren</h3>
<form action="/spor.php" method="post">
<p><label>Navn <input type="text" name="navn"></label></p>
<p><label>Spørsmål <textarea name="sporsmal" rows="3" cols="50"></textarea></label></p>
<p><button type="submit">Send</button></p>
</form>
</section>
<footer class="bunn">Voksenopplæringa i Fjellvik kommune &middot; Skolegata 2 &middot; &copy; 2017</footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:"Helvetica Neue",Arial,sans-serif;font-size:16px;background:#f6f8fa;color:#222}
.topp {display:flex;justify-content:space-between;align-items:center;background:#fff;padding:10px 24px;border-bottom:3px solid #1f6f8b}
.hovedmeny ul {list-style:none;margin:0;padding:0}
.hovedmeny li {display:inline-block;margin-left:16px}
.hovedmeny a {color:#1f6f8b;text-decoration:none;font-weight:600}
.innpakning {display:flex;flex-wrap:wrap;max-width:1000px;margin:0 auto}
.leksjon {flex:1 1 640px;background:#fff;padding:14px 26px}
.niva {color:#1f6f8b;font-size:13px;text-transform:uppercase}
.samtale {background:#eef5f8;padding:10px 18px;border-radius:8px}
.gloser {background:#eee;padding:8px 16px;margin-top:14px}
.side {flex:0 0 240px;padding:14px 20px;font-size:14px}
.spor {max-width:1000px;margin:0 auto;background:#fff;padding:10px 26px}
.bunn {text-align:center;color:#777;font-size:13px;padding:12px}
</style>"""
    return make(
        "fz-no-lesson-skobutikken",
        "lookalike",
        doc("html5", title="Leksjon 7: I skobutikken - Voksenopplæringa i Fjellvik", lang="nb", head=head)
        + body,
        [],
        path="/leksjoner/7-i-skobutikken.html",
        container="-",
        heading=None,
        lookalikes=("div.samtale",),
        description="A page without any reader reaction: a Norwegian municipal adult-education site of 2017 (invented), HTML5: a beginners' lesson, a dialogue in a shoe shop, nine paragraphs 'b SPEAKER: LINE' taking turns (the shop assistant, Amir, Leila, who answers Amir by name), then new words, exercises, other lessons in a side column and a 'Spør læreren' question form below.",
        language="nb",
        files={"/bilder/logo.svg": svg(220, 64, "#1f6f8b", "Voksenopplæringa", 20)},
        talk_from='<div class="samtale">',
        talk_to='<div class="gloser">',
    )


# --------------------------------------------------------------------------- hu: an amateur theatre group's play excerpt, 2012


def hu_szinjatszo() -> Case:
    lines = (
        ("BORI", "Apám, a harang megrepedt. Hallottam hajnalban, amikor a szél megmozdította."),
        ("GÁSPÁR MESTER", "Harang nem reped meg magától, lányom. Csak ha rossz kézzel öntötték."),
        ("BORI", "A te kezeddel öntötték."),
        None,
        ("A BÍRÓ", "Gáspár mester! A falu azt kérdezi, szól-e vasárnap a harang a búcsún."),
        ("GÁSPÁR MESTER", "Szólni fog. Ha kell, újraöntöm, ha kell, egész éjjel fújtatok."),
        ("BORI", "Én majd hordom a fát. Nem hagylak egyedül a kemencével."),
        ("A BÍRÓ", "Akkor a falu is hoz fát. Senki ne mondja, hogy Felsőbárány harang nélkül maradt."),
    )
    paras = "\n".join(
        '<p class="utasitas"><i>(Kopogtatnak. Belép a bíró, kalapját a kezében forgatja.)</i></p>'
        if x is None
        else f"<p><b>{esc(x[0])}:</b> {esc(x[1])}</p>"
        for x in lines
    )
    body = f"""<body>
<div id="keret">
<div id="fejlec"><img src="/kepek/pipacs.svg" width="760" height="110" alt="Pipacs Színjátszókör - Felsőbárány"></div>
<div id="menusor">{nav([("/index.html", "Kezdőlap"), ("/rolunk.html", "Rólunk"), ("/eloadasok.html", "Előadásaink"), ("/kepek.html", "Képek"), ("/tamogatok.html", "Támogatóink"), ("/elerhetoseg.html", "Elérhetőség")], " | ")}</div>
<div id="bal">
<h4>Műsoron</h4>
<p>A harangöntő lánya<br>Ludas Matyi (gyerekeknek)</p>
<h4>Próbák</h4>
<p>Kedden és pénteken este a művelődési házban.</p>
</div>
<div id="tartalom">
<h2>Részlet: A harangöntő lánya</h2>
<p>Idei bemutatónkat Kántor Ilona, a kör egyik alapító tagja írta a falu régi harangjának legendájából. A 2012-es búcsún mutattuk be a templomkertben. Íme egy részlet a második felvonásból.</p>
<p class="szinhely"><i>Gáspár mester műhelye. Este van, a kemencében még parázslik a tűz. Bori a küszöbön ül.</i></p>
<div class="szoveg">
{paras}
</div>
<p class="szinhely"><i>(Függöny.)</i></p>
<p>Szereplők: Bori &ndash; Varga Eszter, Gáspár mester &ndash; Molnár Sándor, a bíró &ndash; Fehér Lajos. Rendezte: Kántor Ilona.</p>
</div>
<div id="lab">Pipacs Színjátszókör &middot; Felsőbárány, Művelődési Ház &middot; <a href="mailto:pipacs@felsobarany.example">pipacs@felsobarany.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#2b1b1b;font-family:Georgia,serif;font-size:14px;margin:0}
#keret {width:760px;margin:0 auto;background:#fffaf3}
#menusor {background:#c0392b;padding:5px 10px}
#menusor a {color:#fff;text-decoration:none}
#bal {float:left;width:160px;padding:10px;font-size:12px;background:#f6e7d8}
#tartalom {margin-left:190px;padding:10px 20px}
.szinhely {color:#6d4c41}
.szoveg p {margin:6px 0 6px 20px}
.utasitas {color:#6d4c41}
#lab {clear:both;background:#c0392b;color:#fff;text-align:center;font-size:11px;padding:4px}
#lab a {color:#fff}
</style>"""
    return make(
        "fz-hu-theatre-harangonto",
        "lookalike",
        doc("html4t", title="Pipacs Színjátszókör - Részlet: A harangöntő lánya", lang="hu", head=head)
        + body,
        [],
        path="/eloadasok/harangonto-lanya-reszlet.html",
        container="-",
        heading=None,
        lookalikes=("div.szoveg",),
        description="A page without any reader reaction: a Hungarian village amateur theatre group's site of 2012 (invented): an excerpt of the group's own play, seven paragraphs 'b CHARACTER: LINE' in capitals (the bell-founder's daughter, the master, the village judge) with one italic stage direction between them, a scene note above and the cast below; a left column of shows and rehearsals; no form.",
        language="hu",
        files={"/kepek/pipacs.svg": svg(760, 110, "#c0392b", "Pipacs Színjátszókör", 32)},
        talk_from='<div class="szoveg">',
        talk_to="(Függöny.)",
    )


# --------------------------------------------------------------------------- et: a local paper's article quoting text messages, 2018


def et_sonumid() -> Case:
    msgs = (
        (
            "Tundmatu number",
            "Tere emme! See on minu uus number, vana telefon kukkus vette. Kas saad mulle kiiresti aidata?",
        ),
        ("Malle", "Tere. Mis su nimi on?"),
        (
            "Tundmatu number",
            "Emme, ära tee nalja, ma olen ju sinu laps! Pean täna arve ära maksma, aga pank ei lase uuest telefonist sisse.",
        ),
        ("Malle", "Minu lapsel on kass nimega Nuustik. Mis kassi nimi on?"),
        (
            "Tundmatu number",
            "Ma ei mäleta praegu, olen väga stressis. Saada palun lihtsalt raha, ma annan homme tagasi.",
        ),
        ("Malle", "Kassi nimi on Nuustik. Ja minu pojal on alati sama number olnud. Head päeva!"),
    )
    paras = "\n".join(f"<p><b>{esc(n)}:</b> {esc(t)}</p>" for n, t in msgs)
    body = f"""<body>
<div class="raam">
<div class="pais"><a href="/index.html"><img src="/pildid/logo.svg" width="340" height="70" alt="Järveküla Teataja"></a>
<ul class="rubriigid">{nav([("/uudised.html", "Uudised"), ("/vald.html", "Vald"), ("/kool.html", "Kool ja lasteaed"), ("/sport.html", "Sport"), ("/kuulutused.html", "Kuulutused")])}</ul></div>
<div class="sisu">
<h1>Petturid saadavad eakatele sõnumeid &bdquo;lapse uuelt numbrilt&ldquo;</h1>
<p class="autor">Kadri Saar &middot; 9. oktoober 2018</p>
<p>Järveküla ja Kõrvemetsa eakad on viimastel nädalatel saanud sõnumeid, milles keegi esineb nende lapsena ja palub kiiresti raha. Piirkonnapolitseinik Urmas Kask kinnitas, et vallas on teada vähemalt kuus sellist juhtumit.</p>
<p>Järveküla pensionär Malle Tamm ei lasknud end petta. Ta näitas meile oma telefoni ja lubas vestluse avaldada:</p>
<div class="sonumid">
{paras}
</div>
<p>&bdquo;Mul ei ole kunagi kassi olnudki,&ldquo; naerab Malle. &bdquo;Aga poeg ütles, et nii on kõige kindlam kontrollida.&ldquo;</p>
<p>Urmas Kase sõnul ei tohi kunagi raha saata enne, kui oled lapsele vanale numbrile helistanud. Kahtlastest sõnumitest võib teatada piirkonnapolitseinikule.</p>
</div>
<div class="kulg">
<h4>Loetuimad</h4>
<ol>{nav([("/uudised/kooli-remont.html", "Kooli võimla saab uue põranda"), ("/uudised/jarve-kala.html", "Järves ujub taas haug"), ("/sport/korvpall.html", "Korvpallurid alustasid hooaega võiduga")])}</ol>
<h4>Telli uudiskiri</h4>
<form action="/telli.php" method="post">
<input type="text" name="epost" size="20"> <input type="submit" value="Telli">
</form>
</div>
<div class="jalus">Järveküla Teataja &middot; vallalehe veebiväljaanne &middot; toimetus@jarvekula-teataja.example</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#eceff1;font-family:Arial,sans-serif;font-size:14px;margin:0}
.raam {width:960px;margin:0 auto;background:#fff;overflow:hidden}
.pais {border-bottom:3px solid #00695c;padding:10px 18px;overflow:hidden}
.pais img {float:left}
.rubriigid {float:right;list-style:none;margin:26px 0 0 0}
.rubriigid li {display:inline;margin-left:14px}
.rubriigid a {color:#00695c;font-weight:bold;text-decoration:none}
.sisu {float:left;width:640px;padding:10px 20px}
.autor {color:#888;font-size:12px}
.sonumid {background:#f1f8e9;border-left:4px solid #8bc34a;padding:6px 14px;font-family:"Courier New",monospace;font-size:13px}
.kulg {float:right;width:240px;padding:10px;font-size:12px}
.jalus {clear:both;background:#00695c;color:#fff;text-align:center;font-size:11px;padding:6px}
</style>"""
    return make(
        "fz-et-news-sonumid",
        "lookalike",
        doc(
            "html4t",
            title="Petturid saadavad eakatele sõnumeid - Järveküla Teataja",
            lang="et",
            head=head,
        )
        + body,
        [],
        path="/uudised/2018/petturid-sonumid.html",
        container="-",
        heading=None,
        lookalikes=("div.sonumid",),
        description="A page without any reader reaction: an Estonian parish paper's news site of 2018 (invented): scammers text elderly people pretending to be their child; inside the article, a text-message exchange quoted in a boxed div, six paragraphs 'b Tundmatu number: …' and 'b Malle: …' in turn, no time on any message; the article's byline dated above, a most-read list and a newsletter form in a right column.",
        language="et",
        files={"/pildid/logo.svg": svg(340, 70, "#00695c", "Järveküla Teataja", 28)},
        talk_from='<div class="sonumid">',
        talk_to="Mul ei ole kunagi",
    )


# --------------------------------------------------------------------------- lt: a local radio's transcript, 2015, "strong NAME –"


def lt_radijas() -> Case:
    turns = (
        (
            "Dalia Kazlauskienė",
            "Labas vakaras, mieli klausytojai. Šiandien studijoje svečiuojasi malūnininkas Jonas Vaitkus, kuris jau trejus metus atstato seną Upytės vandens malūną. Jonai, kodėl malūnas?",
        ),
        (
            "Jonas Vaitkus",
            "Todėl, kad jame malė dar mano senelis. Vaikystėje sėdėdavau ant miltų maišų ir klausydavausi, kaip ratas girgžda. Kai pamačiau, kad stogas įgriuvo, negalėjau praeiti pro šalį.",
        ),
        ("Dalia Kazlauskienė", "O kas jums padeda? Juk vienam žmogui toks darbas per sunkus."),
        (
            "Jonas Vaitkus",
            "Padeda kaimynai, mokyklos vaikai, net keli studentai iš Kauno atvažiuoja vasarą. Seniūnija davė lentų, o ūkininkas Petras Jankauskas atvežė akmenų girnoms.",
        ),
        ("Dalia Kazlauskienė", "Ar malūnas vėl mals grūdus?"),
        (
            "Jonas Vaitkus",
            "Tikiuosi, kad kitą rudenį iškepsime pirmą duoną iš savų miltų. Visus kviečiu atvažiuoti ir paragauti.",
        ),
    )
    paras = "\n".join(f"<p><strong>{esc(n)}</strong> &ndash; {esc(t)}</p>" for n, t in turns)
    body = f"""<body>
<table width="800" align="center" cellpadding="0" cellspacing="0" border="0" class="lapas">
<tr><td colspan="2" class="virsus"><img src="/paveiksleliai/silo-banga.svg" width="800" height="90" alt="Radijas Šilo banga"></td></tr>
<tr><td colspan="2" class="meniu">{nav([("/index.html", "Pradžia"), ("/laidos.html", "Laidos"), ("/programa.html", "Programa"), ("/archyvas.html", "Archyvas"), ("/kontaktai.html", "Kontaktai")], " &middot; ")}</td></tr>
<tr>
<td valign="top" class="turinys">
<h2>Pokalbiai prie arbatos: malūnininkas iš Upytės</h2>
<p class="laida">Laidos „Pokalbiai prie arbatos“ stenograma, 2015 m. lapkričio 12 d.</p>
<p>Skelbiame sutrumpintą pokalbio tekstą. Visą laidą galite išgirsti mūsų archyve.</p>
<div class="stenograma">
{paras}
</div>
<p class="pastaba">Tekstą parengė Dalia Kazlauskienė. Laidą remia Upytės seniūnija.</p>
</td>
<td width="200" valign="top" class="salia">
<h4>Eteryje dabar</h4>
<p>Muzikinė popietė su Rimu</p>
<h4>Klausykite</h4>
<p>FM 98,7 Upytės ir Kėdainių apylinkėse</p>
</td>
</tr>
<tr><td colspan="2" class="apacia">Radijas Šilo banga &middot; Mokyklos g. 5, Upytė &middot; <a href="mailto:studija@silobanga.example">studija@silobanga.example</a></td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#fdf3e1;font-family:Verdana,Arial,sans-serif;font-size:12px}
.lapas {background:#fff}
.meniu {background:#e65100;padding:5px 12px}
.meniu a {color:#fff;text-decoration:none;font-weight:bold}
.turinys {padding:10px 20px}
.laida {color:#999;font-size:11px}
.stenograma p {margin:10px 0;line-height:17px}
.pastaba {font-style:italic;color:#777}
.salia {background:#fff3e0;padding:10px;font-size:11px}
.apacia {background:#e65100;color:#fff;font-size:10px;text-align:center;padding:4px}
.apacia a {color:#fff}
</style>"""
    return make(
        "fz-lt-radio-malunas",
        "lookalike",
        doc(
            "html4t",
            title="Pokalbiai prie arbatos: malūnininkas iš Upytės - Radijas Šilo banga",
            lang="lt",
            head=head,
        )
        + body,
        [],
        path="/laidos/pokalbiai-prie-arbatos/malunininkas.html",
        container="-",
        heading=None,
        lookalikes=("div.stenograma",),
        description="A page without any reader reaction: a Lithuanian small-town radio's site of 2015 (invented), a layout table: the transcript of a talk show, six paragraphs 'strong NAME – TEXT' taking turns, the host asking, a miller who restores an old watermill answering; the show's date above the transcript, a note below, a side column with the frequency; no form.",
        language="lt",
        files={"/paveiksleliai/silo-banga.svg": svg(800, 90, "#e65100", "Radijas Šilo banga", 32)},
        talk_from='<div class="stenograma">',
        talk_to='<p class="pastaba">',
    )


# --------------------------------------------------------------------------- tr: a neighbourhood association's panel summary, 2019


def tr_panel() -> Case:
    says = (
        (
            "Moderatör Selin Karaca",
            "Paneli açarken mahallede en az altmış yıllık üç fırının hâlâ çalıştığını hatırlattı ve konuşmacılara ilk sorusunu sordu: fırınlar mahalleyi nasıl bir arada tutuyor?",
        ),
        (
            "Emekli fırıncı Hüseyin Özkan",
            "Babasından devraldığı odun fırınında kırk yıl çalıştığını anlattı. Bayram sabahları kapının önünde kuyruk olduğunu, herkesin birbirinin tepsisini tanıdığını söyledi.",
        ),
        (
            "Mimar Elif Demirtaş",
            "Eski fırın binalarının çoğunun tescilsiz olduğunu, yıkılmadan önce belgelenmeleri gerektiğini vurguladı. Derneğe birlikte bir envanter çalışması yapmayı önerdi.",
        ),
        (
            "Mahalle muhtarı Kemal Arslan",
            "Muhtarlığın fırınların önündeki kaldırımları genişletmek için belediyeyle görüştüğünü, yaşlıların ekmek almaya rahat gidebilmesinin önemli olduğunu belirtti.",
        ),
        (
            "Emekli fırıncı Hüseyin Özkan",
            "Son sözünde gençlere seslendi: hamur yoğurmayı öğrenmek isteyen herkese fırının kapısının açık olduğunu söyledi.",
        ),
    )
    paras = "\n".join(f"<p><b>{esc(n)}:</b> {esc(t)}</p>" for n, t in says)
    body = f"""<body>
<div id="kap">
<div id="ust"><img src="/resim/dernek.svg" width="120" height="80" alt="Dernek logosu"><h1>Karaçam Mahallesi Kültür ve Dayanışma Derneği</h1></div>
<ul id="menu">{nav([("/index.html", "Ana Sayfa"), ("/hakkimizda.html", "Hakkımızda"), ("/etkinlikler.html", "Etkinlikler"), ("/galeri.html", "Galeri"), ("/uyelik.html", "Üyelik"), ("/iletisim.html", "İletişim")])}</ul>
<div id="orta">
<h2>Panel özeti: Mahallemizin eski fırınları</h2>
<p class="tarih">Etkinlik: 16 Mart 2019, Karaçam Kültür Evi</p>
<p>Derneğimizin bahar etkinlikleri kapsamında düzenlenen panele yaklaşık seksen komşumuz katıldı. Konuşmacıların söylediklerini kısaca aktarıyoruz:</p>
<div class="ozet">
{paras}
</div>
<p>Panelin sonunda Hüseyin Usta'nın fırınından gelen simitler ikram edildi. Envanter çalışmasına katılmak isteyenler dernek binasına uğrayabilir.</p>
</div>
<div id="yan">
<h4>Yaklaşan etkinlikler</h4>
<p>Mahalle kahvaltısı<br>Çocuklar için bez bebek atölyesi<br>Eski fotoğraflar sergisi</p>
<div class="bulten">
<h4>E-bültenimize abone olun</h4>
<form action="/abone.php" method="post">
<input type="text" name="eposta" size="18"><br><input type="submit" value="Abone ol">
</form>
</div>
</div>
<div id="alt">Karaçam Mahallesi Kültür ve Dayanışma Derneği &middot; Çınarlı Sokak No 9 &middot; <a href="mailto:dernek@karacam-dernek.example">dernek@karacam-dernek.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#f4efe6;font-family:Tahoma,Arial,sans-serif;font-size:13px;margin:0}
#kap {width:900px;margin:0 auto;background:#fff}
#ust {background:#7a2e0e;color:#fff;padding:10px 16px;overflow:hidden}
#ust img {float:left;margin-right:14px}
#ust h1 {font-size:20px;line-height:80px;margin:0}
#menu {list-style:none;margin:0;padding:6px 16px;background:#d9a441}
#menu li {display:inline;margin-right:16px}
#menu a {color:#3b1505;text-decoration:none;font-weight:bold}
#orta {float:left;width:620px;padding:10px 20px}
.tarih {color:#888;font-size:12px}
.ozet p {margin:10px 0}
#yan {float:right;width:220px;padding:10px;background:#faf5ec;font-size:12px}
.bulten {border-top:1px solid #d9a441;margin-top:10px}
#alt {clear:both;background:#7a2e0e;color:#fff;text-align:center;font-size:11px;padding:6px}
#alt a {color:#fff}
</style>"""
    return make(
        "fz-tr-panel-firinlar",
        "lookalike",
        doc(
            "html4t", title="Panel özeti: Mahallemizin eski fırınları - Karaçam Derneği", lang="tr", head=head
        )
        + body,
        [],
        path="/etkinlikler/2019/panel-eski-firinlar.html",
        container="-",
        heading=None,
        lookalikes=("div.ozet",),
        description="A page without any reader reaction: a Turkish neighbourhood association's site of 2019 (invented): the summary of a panel on the neighbourhood's old bakeries, five paragraphs 'b ROLE NAME: what they said' in reported speech, the moderator, a retired baker (twice), an architect and the neighbourhood headman; the event's date above, a newsletter form in the right column.",
        language="tr",
        files={"/resim/dernek.svg": svg(120, 80, "#d9a441", "KKD", 26)},
        talk_from='<div class="ozet">',
        talk_to="Panelin sonunda",
    )


# --------------------------------------------------------------------------- el: a children's story with dialogue lines, 2008, "i NAME –"


def el_paramythi() -> Case:
    parts = (
        (
            "",
            "Μια φορά κι έναν καιρό, σε έναν κήπο με πολλές λεμονιές, ζούσε μια μικρή χελώνα που τη λέγανε Τοσοδούλα. Κάθε πρωί κοίταζε τα χελιδόνια που πετούσαν ψηλά και αναστέναζε.",
        ),
        ("Η Τοσοδούλα", "Πώς θα ήθελα να πετάξω κι εγώ σαν εσάς!"),
        (
            "Το χελιδόνι",
            "Μα εσύ έχεις το σπίτι σου στην πλάτη σου. Εμείς πρέπει να χτίζουμε καινούργια φωλιά κάθε άνοιξη.",
        ),
        (
            "Ο σκαντζόχοιρος Αγκαθούλης",
            "Κι εγώ δεν πετάω, Τοσοδούλα, αλλά ξέρω πού κρύβονται τα πιο γλυκά σύκα του κήπου. Έλα μαζί μου!",
        ),
        (
            "",
            "Περπάτησαν αργά αργά ως την άκρη του κήπου. Όταν έφτασαν, ο ήλιος είχε πια δύσει και τα χελιδόνια είχαν γυρίσει στις φωλιές τους.",
        ),
        ("Η Τοσοδούλα", "Ξέρεις κάτι, Αγκαθούλη; Σήμερα δεν πέταξα, αλλά ταξίδεψα πιο μακριά από ποτέ."),
    )
    paras = "\n".join(
        f"<p>{esc(t)}</p>" if not n else f'<p class="logia"><i>{esc(n)}</i> &ndash; {esc(t)}</p>'
        for n, t in parts
    )
    body = f"""<body>
<div id="selida">
<div id="kefalida"><img src="/eikones/kefalida.svg" width="760" height="100" alt="Ιστορίες για μικρά αυτιά" /></div>
<div id="menou">{nav([("/index.html", "Αρχική"), ("/istories.html", "Ιστορίες"), ("/zografiki.html", "Ζωγραφίζω"), ("/tragoudia.html", "Τραγουδάκια"), ("/epikoinonia.html", "Επικοινωνία")], " | ")}</div>
<div id="plagia">
<h4>Για μένα</h4>
<p>Η κυρία Ρένα, νηπιαγωγός σε ένα μικρό χωριό της Αρκαδίας, γράφει ιστορίες για τα παιδιά της τάξης της.</p>
<h4>Ιστορίες</h4>
<ul>{nav([("/istories/xelona.html", "Η χελώνα που ήθελε να πετάξει"), ("/istories/feggari.html", "Το φεγγάρι που έχασε το σκουφί του"), ("/istories/vatraxos.html", "Ο βάτραχος τραγουδιστής")])}</ul>
</div>
<div id="keimeno">
<h2>Η χελώνα που ήθελε να πετάξει</h2>
<p class="mikro">Μια ιστορία για παιδιά από 3 έως 6 ετών &middot; Σεπτέμβριος 2008</p>
<div class="paramythi">
{paras}
</div>
<p class="telos">Τέλος</p>
<p class="mikro">Ιδέα για την τάξη: ζωγραφίστε τον κήπο με τις λεμονιές και τη διαδρομή της Τοσοδούλας.</p>
</div>
<div id="podi">Ιστορίες για μικρά αυτιά &middot; <a href="mailto:rena@mikra-aftia.example">rena@mikra-aftia.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e3f2fd;font-family:"Comic Sans MS",Verdana,sans-serif;font-size:15px}
#selida {width:820px;margin:0 auto;background:#fff}
#menou {background:#1e88e5;padding:6px 12px}
#menou a {color:#fff;text-decoration:none}
#plagia {float:right;width:200px;padding:10px;font-size:12px;background:#fffde7}
#keimeno {margin-right:230px;padding:10px 22px}
.mikro {font-size:12px;color:#888}
.paramythi p {line-height:22px}
.logia {margin-left:20px;color:#1a237e}
.telos {text-align:center;font-weight:bold}
#podi {clear:both;background:#1e88e5;color:#fff;text-align:center;font-size:11px;padding:4px}
#podi a {color:#fff}
</style>"""
    return make(
        "fz-el-story-xelona",
        "lookalike",
        doc("xhtml", title="Η χελώνα που ήθελε να πετάξει - Ιστορίες για μικρά αυτιά", lang="el", head=head)
        + body,
        [],
        path="/istories/xelona.html",
        container="-",
        heading=None,
        lookalikes=("div.paramythi",),
        description="A page without any reader reaction: a Greek kindergarten teacher's story site of 2008 (invented), XHTML: a children's story, two narrating paragraphs and four dialogue lines 'i CHARACTER – LINE' (the tortoise twice, a swallow, a hedgehog who calls the tortoise by name); an age note dated above, a right column about the teacher and her stories; no form.",
        language="el",
        files={"/eikones/kefalida.svg": svg(760, 100, "#1e88e5", "Ιστορίες για μικρά αυτιά", 30)},
        talk_from='<div class="paramythi">',
        talk_to='<p class="telos">',
    )
