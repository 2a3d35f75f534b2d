"""Blind set fh: eight small discussions in plain markup. A Danish rowing club's newsletter of 2012 (4 entries, name
and text only), a French parish bulletin of 2011 (3 entries "NAME a écrit :"), a Greek island paper of 2013 (3
entries, the text first and "— NAME, village" under it), an Indonesian personal blog of 2010 (5 numbered entries
"1. NAME: text"), a Hungarian village paper of 2016 (2 readers' letters under a short intro line), a Korean
personal blog of 2015 (one comment and the blogger's answer), a Romanian culture-house bulletin of 2012 (two
comments in one block, split only by <br><br>) and a Turkish neighbourhood blog of 2019 (3 pseudonyms, relative
times). Every site, name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fh_common import Case, doc, esc, items, make, paras, svg, talk

# --------------------------------------------------------------------------- da: a rowing club's newsletter, 2012


def da_standerhejsning() -> Case:
    cs = talk("""
Bente Holm || - || Godt at I venter en uge. Sidste år frøs vi fingrene af ved bådhallen, og kaffen var kold før talerne var færdige.
Kasper || - || Kan vi få nøglen til den nye toer samme dag? Der er flere af os fra onsdagsholdet, der gerne vil have den på vandet med det samme.
Jørgen Friis || - || Jeg tager æbleskiver med som sædvanlig. Hvis nogen kan tage et par termokander mere, så skriv det på tavlen i omklædningsrummet.
Mette L. || - || Husk at svømmeprøven for nye medlemmer også er rykket. Den er nu lørdag den 21. april kl. 10 i Østerbadet.
""")
    path = "/klubnyt/2012/standerhejsning-flyttet.html"
    thread = "".join(f"<p><b>{esc(c.who)}</b><br>{esc(c.raw)}</p>" for c in cs)
    body = f"""<body bgcolor="#ffffff">
<table width="760" align="center" cellpadding="0" cellspacing="0">
<tr><td colspan="2"><img src="/billeder/fjordbo-top.svg" width="760" height="80" alt="Roklubben Fjordbo"></td></tr>
<tr><td colspan="2" class="menu">{items("/", ["Forside", "Klubnyt", "Kalender", "Bådene", "Kaproning", "Motion", "Bliv medlem", "Kontakt"], " | ")}</td></tr>
<tr><td width="540" valign="top" class="indhold">
<h2>Standerhejsning flyttet til lørdag den 14. april</h2>
<p class="dato">Skrevet af bestyrelsen, 29. marts 2012</p>
<p>Isen på fjorden er først lige gået, og vandet er stadig under fem grader. Bestyrelsen har derfor besluttet at flytte standerhejsningen en uge, fra den 7. til den 14. april.</p>
<p>Vi mødes ved bådhallen kl. 13. Formanden siger et par ord, standeren hejses, og bagefter er der kaffe og kage i klublokalet. De første ture på fjorden sejles kun i inriggere, og der skal være en styrmand med i hver båd.</p>
<p>Den nye toer, som klubben har købt for pengene fra Fjordfonden, bliver døbt samme dag. Forslag til et navn kan lægges i postkassen ved kontoret.</p>
<p><img src="/billeder/2012/bådhallen.svg" width="500" height="240" alt=""><br><i>Bådhallen en morgen i marts</i></p>
<p>&nbsp;</p>
{thread}
<form action="/klubnyt/skriv" method="post"><p>Navn: <input type="text" name="navn" size="30"><br><textarea name="tekst" rows="4" cols="50"></textarea><br><input type="submit" value="Send"></p></form>
</td>
<td width="220" valign="top" class="side">
<h4>Kalender</h4>
<p>14. april: Standerhejsning<br>21. april: Svømmeprøve<br>28. april: Instruktørkursus<br>6. maj: Fjorden rundt</p>
<h4>Vagtplan</h4>
<p>Nøglen til bådhallen hentes hos vagten. Se vagtplanen på tavlen i klublokalet.</p>
<p><img src="/billeder/sponsor-brugsen.svg" width="200" height="80" alt="Sponsor"></p>
</td></tr>
<tr><td colspan="2" class="bund">Roklubben Fjordbo &middot; Strandvejen 4 &middot; 8899 Fjordbo &middot; <a href="/kontakt">Kontakt</a> &middot; <a href="/vedtaegter">Vedtægter</a></td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Verdana,sans-serif;margin:10px}.menu{background:#1d4e89;padding:5px}.menu a{color:#fff}.indhold{padding:10px}.side{background:#eef3f9;padding:8px;font-size:12px}
.dato{color:#777;font-size:11px}.bund{background:#1d4e89;color:#fff;font-size:11px;padding:6px}.bund a{color:#fff}
</style>"""
    return make(
        "fh-da-club-standerhejsning",
        "discussion",
        "da",
        doc("html4t", title="Standerhejsning flyttet - Roklubben Fjordbo", lang="da", head=css) + body,
        cs,
        path=path,
        container="four bare p straight in the article's td after a p of &nbsp; and before the form: 'b NAME' br TEXT; no heading, no time, no wrapper, no class",
        heading=None,
        description="A Danish rowing club's newsletter of 2012 (invented), in a layout table: the raising of the club flag moved a week; 4 entries, each only a bold name, a line break and the text, with no heading, no time and no wrapper; a captioned photo, a calendar with dates, a sponsor and a footer line.",
        files={
            "/billeder/fjordbo-top.svg": svg(760, 80, "#1d4e89", "Roklubben Fjordbo", 26),
            "/billeder/2012/bådhallen.svg": svg(500, 240, "#7896aa", "bådhallen"),
            "/billeder/sponsor-brugsen.svg": svg(200, 80, "#c33", "Købmanden"),
        },
    )


# --------------------------------------------------------------------------- fr: a parish bulletin, 2011


def fr_kermesse() -> Case:
    cs = talk("""
Odile || - || Je peux tenir le stand des gâteaux comme l'an dernier. Faut-il prévoir des parts individuelles ou des gâteaux entiers ?
Bernard et Josiane || - || Nous prêterons les deux barnums, mais il faudra quelqu'un avec une remorque pour aller les chercher à la ferme le vendredi soir.
Lucie || - || Est-ce qu'il y aura encore la pêche aux canards pour les petits ? Mon frère ne parle que de ça depuis Pâques.
""")
    path = "/feuille/2011/06/kermesse-du-26-juin.html"
    thread = "".join(f"<p><b>{esc(c.who)}</b> a écrit :</p><p>{esc(c.raw)}</p>" for c in cs)
    body = f"""<body>
<div id="page">
<div id="entete"><h1><a href="/">La Feuille du dimanche</a></h1><p>Paroisse Saint-Aubin de Vaudrecourt et ses six clochers</p></div>
<div id="menu">{items("/", ["Accueil", "Horaires des messes", "Baptêmes et mariages", "Catéchisme", "Agenda", "Contact"], " &bull; ")}</div>
<div id="texte">
<h2>La kermesse paroissiale aura lieu le dimanche 26 juin</h2>
<p class="date">mardi 7 juin 2011</p>
<p>Après la messe de 10 h 30, la kermesse se tiendra comme chaque année dans le pré derrière le presbytère. Au programme : apéritif offert par la paroisse, repas champêtre, stands de jeux pour les enfants, tombola et vente de gâteaux.</p>
<p>Le bénéfice servira à refaire la toiture de la chapelle Saint-Roch, dont l'eau traverse désormais la voûte au-dessus de l'autel.</p>
<p>Nous avons besoin de bras pour le montage le samedi 25 à partir de 14 h. Merci de vous faire connaître auprès de l'accueil paroissial ou en répondant ci-dessous.</p>
<p class="sign">L'équipe d'animation pastorale</p>
<div class="suite">
{thread}
</div>
<p class="repondre"><a href="/feuille/repondre?billet=412">Répondre à ce billet</a></p>
</div>
<div id="cote">
<h3>Messes de la semaine</h3>
<p>Samedi 18 h 30 : Brévilly<br>Dimanche 9 h : Ormes-le-Haut<br>Dimanche 10 h 30 : Vaudrecourt</p>
<h3>Carnet</h3>
<p>Ont reçu le baptême : Maël et Inès.<br>Nous ont quittés : Marcel, 87 ans.</p>
</div>
<div id="pied">Paroisse Saint-Aubin &middot; 2 place de l'Église, Vaudrecourt &middot; <a href="/contact">Nous écrire</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:14px Georgia,serif;background:#f6f1e7;margin:0}#page{width:840px;margin:0 auto;background:#fff}#entete{padding:12px;background:#6b2d2d;color:#fff}#entete a{color:#fff}
#menu{padding:5px 12px;background:#eee}#texte{float:left;width:560px;padding:12px}#cote{float:right;width:220px;padding:12px;font-size:12px}#pied{clear:both;font-size:11px;padding:8px;background:#eee}
.date{color:#888}.sign{font-style:italic;text-align:right}.suite{border-top:1px dotted #999;margin-top:16px}.repondre{font-size:12px}
</style>"""
    return make(
        "fh-fr-parish-kermesse",
        "discussion",
        "fr",
        doc(
            "html4t",
            title="La kermesse paroissiale aura lieu le dimanche 26 juin - La Feuille du dimanche",
            lang="fr",
            head=css,
        )
        + body,
        cs,
        path=path,
        container="div.suite after the article's signature, no heading: pairs of p ('b NAME a écrit :', then p TEXT); no time; a link 'Répondre à ce billet' after it",
        heading=None,
        description="A French parish bulletin's blog of 2011 (invented): the parish fête on 26 June; 3 answers, each a line 'NAME a écrit :' and a paragraph of text, no time, no heading; beside them the week's mass times and a parish register of named baptisms and a death.",
    )


# --------------------------------------------------------------------------- el: an island paper, 2013


def el_limani() -> Case:
    cs = talk("""
Γιώργος Μαυρίκος || - || Από τον Μάρτιο μας λένε «τον άλλο μήνα». Το καΐκι μου δένει έξω από το λιμάνι και κάθε φορά που πιάνει βοριάς κατεβαίνω μέσα στη νύχτα να το κοιτάξω.
Ελένη Σ. || - || Να μην ξεχάσουν τη ράμπα για τα αναπηρικά αμαξίδια. Η μητέρα μου δεν μπορεί να ανέβει στο πλοίο χωρίς να τη σηκώσουν δύο ναύτες.
Στάθης || - || Σωστό το άρθρο, αλλά το έργο δεν το έχει ο δήμος, το έχει το λιμενικό ταμείο. Ας ρωτήσει η εφημερίδα εκεί γιατί σταμάτησαν οι πληρωμές.
""")
    places = ["Άνω Κάβος", "Χώρα", "Λιμνιώνας"]
    path = "/eidhseis/2013/07/kathysteroun-ta-erga-sto-limani"
    thread = "<hr>".join(
        f"<p>{esc(c.raw)}<br>&mdash; {esc(c.who)}, {esc(pl)}</p>" for c, pl in zip(cs, places, strict=True)
    )
    body = f"""<body>
<div class="w">
<div class="top"><a href="/"><img src="/img/ixo.svg" width="420" height="60" alt="Η Ηχώ του Κάβου"></a><span>Εβδομαδιαία τοπική εφημερίδα &middot; από το 1987</span></div>
<div class="nav">{items("/", ["Αρχική", "Ειδήσεις", "Δήμος", "Λιμάνι", "Πολιτισμός", "Αθλητικά", "Αγγελίες", "Επικοινωνία"], " · ")}</div>
<div class="main">
<h1>Καθυστερούν ξανά τα έργα στο λιμάνι</h1>
<div class="d">Τρίτη, 9 Ιουλίου 2013</div>
<p>Τέσσερις μήνες μετά την προθεσμία, ο νέος κυματοθραύστης στο λιμάνι του Κάβου μένει μισός. Οι μπετονιέρες έφυγαν στα μέσα Ιουνίου και από τότε στο εργοτάξιο δεν έχει εμφανιστεί κανείς.</p>
<p>Οι ψαράδες του νησιού ζητούν να ξαναρχίσουν οι εργασίες πριν από τον χειμώνα, γιατί τα καΐκια δένουν σήμερα στον παλιό μόλο, που δεν τα προστατεύει από τον βοριά.</p>
<p>Σύμφωνα με την ανάδοχη εταιρεία, οι εργασίες θα συνεχιστούν «μόλις εξοφληθεί ο λογαριασμός του Μαΐου».</p>
<p><img src="/img/2013/limani.svg" width="520" height="260" alt=""><br><small>Ο μισοτελειωμένος κυματοθραύστης, Ιούλιος 2013</small></p>
<h3>Γράψατε</h3>
{thread}
<p class="small">Γράψτε μας στο <a href="/epikoinonia">ixo@example.org</a>.</p>
</div>
<div class="side">
<h4>Δρομολόγια πλοίων</h4>
<p>Δευτέρα 07:30 Πειραιάς<br>Τετάρτη 07:30 Πειραιάς<br>Παρασκευή 16:00 Πειραιάς</p>
<h4>Εφημερεύον φαρμακείο</h4>
<p>Φαρμακείο Χώρας, τηλ. 22840 00000</p>
<p><img src="/img/diafimisi-taverna.svg" width="200" height="150" alt="Ταβέρνα Το Κύμα"></p>
</div>
<div class="foot">&copy; 2013 Η Ηχώ του Κάβου &middot; <a href="/oroi">Όροι χρήσης</a> &middot; <a href="/epikoinonia">Επικοινωνία</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px Arial,sans-serif;margin:0;background:#dfe9ef}.w{width:900px;margin:0 auto;background:#fff}.top{padding:10px}.top span{margin-left:20px;color:#666;font-size:12px}
.nav{background:#0b5f8a;padding:6px 10px}.nav a{color:#fff}.main{float:left;width:580px;padding:10px 20px}.side{float:right;width:240px;padding:10px;font-size:12px}.foot{clear:both;background:#0b5f8a;color:#fff;padding:8px;font-size:11px}.foot a{color:#fff}
.d{color:#888;font-size:12px}.small{font-size:11px;color:#777}hr{border:0;border-top:1px solid #ddd}
</style>"""
    return make(
        "fh-el-news-limani",
        "discussion",
        "el",
        doc("html5", title="Καθυστερούν ξανά τα έργα στο λιμάνι | Η Ηχώ του Κάβου", lang="el", head=css)
        + body,
        cs,
        path=path,
        container="after h3 'Γράψατε' in the article column: three p joined by hr, each 'TEXT br — NAME, VILLAGE' (the signature after the text); no time, no wrapper",
        heading="Γράψατε",
        description="A Greek island weekly's site of 2013 (invented): the half-built breakwater in the port; 3 readers' notes under 'Γράψατε', each the text first and a signature line '— NAME, VILLAGE' under it, separated by hr; no time; a captioned photo, ferry times, the pharmacy on duty and an ad.",
        files={
            "/img/ixo.svg": svg(420, 60, "#0b5f8a", "Η Ηχώ του Κάβου", 24),
            "/img/2013/limani.svg": svg(520, 260, "#89a", "λιμάνι"),
            "/img/diafimisi-taverna.svg": svg(200, 150, "#e80", "Το Κύμα"),
        },
    )


# --------------------------------------------------------------------------- id: a personal blog, 2010


def id_banjir() -> Case:
    cs = talk("""
Wulan || - || Pak, di gang kami airnya sampai selutut tadi pagi. Untung kulkas sudah kami naikkan ke atas meja sejak semalam.
Rudi || - || Selokan depan pos ronda itu mampet sejak bulan lalu. Sudah dilaporkan ke kelurahan tapi belum ada yang datang.
Bu Ningsih || - || Terima kasih fotonya, Pak. Anak saya yang kerja di Bandung jadi tahu rumah kami aman.
Agus || - || Minggu depan kerja bakti bersihin selokan saja. Saya bawa cangkul dua dan karung.
Darto || - || Setuju, Gus. Nanti saya umumkan di musala hari Jumat, kumpul jam tujuh pagi di pos ronda.
""")
    path = "/2010/02/banjir-lagi-di-gang-kenari.html"
    thread = "".join(f"<p>{i}. <b>{esc(c.who)}</b>: {esc(c.raw)}</p>" for i, c in enumerate(cs, 1))
    body = f"""<body>
<div id="outer">
<div id="header"><h1><a href="/">Catatan Pak Darto</a></h1><p>Cerita kecil dari Gang Kenari</p></div>
<div id="main">
<h2 class="date">Senin, 08 Februari 2010</h2>
<h3>Banjir lagi di Gang Kenari</h3>
<p>Hujan dari jam dua malam tidak berhenti sampai subuh. Jam lima pagi air sudah masuk ke teras rumah nomor 12 sampai 20. Rumah saya di ujung gang, jadi airnya hanya sampai mata kaki.</p>
<p>Yang paling parah rumah Pak Harun, karena lantainya paling rendah. Kasur dan lemari bawah basah semua. Bapak-bapak sudah membantu mengangkat barang ke rumah sebelah.</p>
<p><img src="/gambar/gang-kenari-banjir.svg" width="400" height="300" alt=""></p>
<p>Menurut saya masalahnya bukan hujan saja, tetapi selokan yang penuh sampah plastik. Kalau tidak dibersihkan, tiap hujan besar kita akan begini terus.</p>
<p class="post-footer">Diposkan oleh Darto pukul 19.40 | Label: <a href="/search/label/kampung">kampung</a></p>
<p>Tanggapan:</p>
{thread}
<p><a href="/tanggapan?p=2010-02-08">Kirim tanggapan</a></p>
</div>
<div id="sidebar">
<h4>Arsip</h4>
<ul><li><a href="/2010/02/">Februari 2010 (3)</a></li><li><a href="/2010/01/">Januari 2010 (5)</a></li><li><a href="/2009/12/">Desember 2009 (4)</a></li></ul>
<h4>Tentang saya</h4>
<p>Pensiunan guru SD. Menulis tentang gang kami supaya anak cucu tahu.</p>
</div>
<div id="footer">Catatan Pak Darto &copy; 2010</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#efe8d8;font:13px Georgia,serif;margin:0}#outer{width:800px;margin:0 auto;background:#fffdf7}#header{padding:15px;border-bottom:3px double #996}#header a{color:#633;text-decoration:none}
#main{float:left;width:540px;padding:15px}#sidebar{float:right;width:200px;padding:15px;font-size:12px}#footer{clear:both;text-align:center;font-size:11px;padding:8px}.date{font-size:12px;color:#996}.post-footer{font-size:11px;color:#777}
</style>"""
    return make(
        "fh-id-blog-banjir",
        "discussion",
        "id",
        doc("html4t", title="Catatan Pak Darto: Banjir lagi di Gang Kenari", lang="id", head=css) + body,
        cs,
        path=path,
        container="after a bare p 'Tanggapan:' in div#main: five p, each 'N. b NAME: TEXT' (the number typed, no list element); no time, no wrapper; the blogger's own entry the fifth, flat",
        heading="Tanggapan:",
        description="An Indonesian personal blog of 2010 (invented): the lane flooded again; 5 numbered answers '1. NAME: TEXT' in plain paragraphs after 'Tanggapan:', the blogger's own the last, not nested (truth: top-level, as printed); no time; a photo, the post's footer with its time, an archive list with counts and an 'about me'.",
        files={"/gambar/gang-kenari-banjir.svg": svg(400, 300, "#7a8b6a", "Gang Kenari")},
    )


# --------------------------------------------------------------------------- hu: readers' letters, 2016


def hu_megallo() -> Case:
    cs = talk("""
Vörös Anikó || - || Reggelente tizenöt gyerek vár a megállóban, és most a főút szélén kell állniuk, ahol a kamionok nyolcvannal mennek el mellettük. // Nem értem, miért nem lehetett megvárni, amíg a járda is elkészül. Kérem a polgármester urat, hogy legalább egy ideiglenes korlátot tegyenek ki.
Kardos Béla || - || Én örülök az új megállónak, mert közelebb van a rendelőhöz. A menetrendet viszont senki nem tette ki, a régi táblán még a tavalyi indulások vannak.
""")
    streets = ["Rétfalu, Petőfi utca", "Rétfalu, Malom köz"]
    path = "/hirek/2016/10/atkoltozott-a-buszmegallo"
    letters = "".join(
        f'<p class="lev"><b>{esc(c.who)}</b> ({esc(s)})</p>{paras(c.raw)}'
        for c, s in zip(cs, streets, strict=True)
    )
    body = f"""<body>
<div id="keret">
<div id="fej"><a href="/"><img src="/kepek/hirmondo.svg" width="360" height="64" alt="Rétfalvi Hírmondó"></a></div>
<div id="menu">{items("/", ["Címlap", "Hírek", "Önkormányzat", "Iskola", "Egyházközség", "Sport", "Hirdetések"], " | ")}</div>
<div id="tartalom">
<h1>Átköltözött a buszmegálló a főútra</h1>
<p class="datum">2016. október 12., szerda</p>
<p>Október 3-tól a helyközi járatok nem térnek be a Fő térre: a régi megálló helyett a 84-es út mellett, a benzinkút előtt állnak meg. A változásról a Volán levélben értesítette az önkormányzatot.</p>
<p>Az új megállóhoz vezető járda tervét a képviselő-testület szeptemberben fogadta el, a munka tavasszal kezdődhet. Addig a gyalogosok az út padkáján közlekedhetnek.</p>
<p><img src="/kepek/2016/megallo.svg" width="480" height="240" alt=""></p>
<p class="bevezeto"><i>Cikkünk nyomán két olvasónk is levelet írt szerkesztőségünknek. Leveleiket rövidítve közöljük.</i></p>
{letters}
<p class="cim">Leveleiket a <a href="/kapcsolat">szerkesztoseg@example.org</a> címre várjuk.</p>
</div>
<div id="oldal">
<h4>Névnapok</h4><p>Ma: Miksa<br>Holnap: Kálmán, Ede</p>
<h4>Orvosi ügyelet</h4><p>Hétköznap 16 órától: Kisréde, Rákóczi út 2.</p>
<h4>Misék</h4><p>Vasárnap 9 óra: Rétfalu<br>Vasárnap 11 óra: Kisréde</p>
</div>
<div id="lab">Rétfalvi Hírmondó &ndash; a község lapja &middot; <a href="/impresszum">Impresszum</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px "Times New Roman",serif;margin:0;background:#eee}#keret{width:860px;margin:0 auto;background:#fff}#fej{padding:10px}#menu{background:#3b5b2a;padding:5px 10px}#menu a{color:#fff}
#tartalom{float:left;width:560px;padding:10px 20px}#oldal{float:right;width:220px;padding:10px;font-size:12px;background:#f4f7f0}#lab{clear:both;background:#3b5b2a;color:#fff;padding:6px;font-size:11px}#lab a{color:#fff}
.datum{color:#888}.lev{margin-top:18px}.cim{font-size:12px}
</style>"""
    return make(
        "fh-hu-letters-megallo",
        "discussion",
        "hu",
        doc("html5", title="Átköltözött a buszmegálló a főútra – Rétfalvi Hírmondó", lang="hu", head=css)
        + body,
        cs,
        path=path,
        container="after an italic intro p.bevezeto ('Cikkünk nyomán két olvasónk is levelet írt…') in div#tartalom: each letter p.lev 'b NAME (VILLAGE, STREET)' then its paragraphs as bare p siblings; no time, no wrapper",
        heading=None,
        description="A Hungarian village paper's site of 2016 (invented): the bus stop moved to the main road; 2 readers' letters printed under the article after a short intro line, each a bold name with village and street and one or two bare paragraphs, no wrapper, no time; name days, the doctor on duty and mass times in the sidebar.",
        files={
            "/kepek/hirmondo.svg": svg(360, 64, "#3b5b2a", "Rétfalvi Hírmondó", 24),
            "/kepek/2016/megallo.svg": svg(480, 240, "#999", "megálló"),
        },
    )


# --------------------------------------------------------------------------- ko: a personal blog, 2015


def ko_dongne() -> Case:
    cs = talk("""
해바라기맘 || 2015.04.12 22:10 || 저희 동네 도서관도 토요일마다 그림책 읽어주기를 하는데 아이가 정말 좋아해요. 혹시 신청은 어떻게 하셨어요?
>느린산책 || 2015.04.13 08:05 || 도서관 1층 안내데스크에서 이름만 적으면 돼요. 선착순 열 명이라서 아홉 시 반쯤 가시는 게 좋아요.
""")
    path = "/247"
    a, b = cs
    body = f"""<body>
<div class="wrap">
<div class="head"><a href="/">느린 산책 일기</a><span>천천히 걷고, 조금씩 적습니다</span></div>
<div class="post">
<h2>동네 작은도서관의 토요일 아침</h2>
<p class="info">2015. 4. 12. 21:30 &middot; <a href="/category/일상">일상</a></p>
<p>아이와 함께 토요일 아침마다 아파트 상가 2층에 있는 작은도서관에 간다. 열 시가 되면 자원봉사 할머니께서 그림책을 두 권씩 읽어 주신다.</p>
<p>오늘은 개구리가 비를 기다리는 이야기였는데, 아이가 집에 와서도 계속 개굴개굴 흉내를 냈다.</p>
<p><img src="/attach/2015/04/library.svg" width="480" height="300" alt=""></p>
<p>도서관 창가 자리에 앉아 있으면 시간이 느리게 간다. 다음 주에는 남편도 같이 가기로 했다.</p>
<p class="tag">태그: <a href="/tag/도서관">도서관</a>, <a href="/tag/그림책">그림책</a></p>
</div>
<div class="re">
<p><b>{esc(a.who)}</b> <span class="t">{esc(a.at)}</span><br>{esc(a.raw)}</p>
<p class="in">&#9492; <b>{esc(b.who)}</b> <span class="t">{esc(b.at)}</span><br>{esc(b.raw)}</p>
</div>
<div class="side"><h4>최근 글</h4><ul><li><a href="/entry/벚꽃길-산책">벚꽃길 산책</a></li><li><a href="/entry/봄-베란다-화분">봄맞이 베란다 화분 정리</a></li><li><a href="/entry/김밥-소풍">김밥 싸서 소풍</a></li></ul></div>
<div class="foot">느린 산책 일기 &middot; <a href="/rss">RSS</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px/1.7 "Malgun Gothic",dotum,sans-serif;margin:0;background:#faf8f3}.wrap{width:720px;margin:0 auto;background:#fff;padding:0 20px}.head{padding:20px 0;border-bottom:1px solid #ddd}.head a{font-size:22px;color:#333;text-decoration:none}.head span{margin-left:12px;color:#999;font-size:12px}
.info,.tag{font-size:12px;color:#999}.re{border-top:1px solid #eee;margin-top:20px;font-size:13px}.t{color:#aaa;font-size:11px}.in{margin-left:18px;color:#555}.side{font-size:12px}.foot{font-size:11px;color:#aaa;padding:10px 0}
</style>"""
    return make(
        "fh-ko-blog-dongne",
        "discussion",
        "ko",
        doc("html5", title="동네 작은도서관의 토요일 아침 :: 느린 산책 일기", lang="ko", head=css) + body,
        cs,
        path=path,
        container="div.re after the post, no heading: a p 'b NAME span.t DATE br TEXT', then the blogger's answer p.in '└ b NAME span.t DATE br TEXT'",
        heading=None,
        description="A Korean personal blog of 2015 (invented): Saturday story time at the neighbourhood library; a single reader's comment and the blogger's answer under it (truth: a reply), both one p with a nickname, a date 'YYYY.MM.DD HH:MM' and the text, the answer indented and marked └; recent posts and tags around.",
        files={"/attach/2015/04/library.svg": svg(480, 300, "#b9a27a", "도서관")},
    )


# --------------------------------------------------------------------------- ro: a culture-house bulletin, 2012


def ro_fanfara() -> Case:
    cs = talk("""
Ionel D. || 3 mai 2012 || Felicitări fanfarei! Am fost la concertul de duminică din parc și s-a cântat mai bine ca niciodată. Bunicul meu a cântat la trompetă în aceeași fanfară acum cincizeci de ani.
Mariana P. || 4 mai 2012 || Unde se pot înscrie copiii care vor să învețe un instrument? Băiatul meu are unsprezece ani și vrea la tobe.
""")
    path = "/buletin/2012/fanfara-a-implinit-90-de-ani.html"
    block = "<br><br>".join(f"<b>{esc(c.who)}</b> ({esc(c.at)}): {esc(c.raw)}" for c in cs)
    body = f"""<body>
<table width="100%" cellpadding="8" cellspacing="0"><tr><td bgcolor="#7a1f1f"><font color="#ffffff" size="5"><b>Buletinul Casei de Cultură Valea Morii</b></font></td></tr></table>
<p align="center">{items("/", ["Acasă", "Buletin", "Cercuri", "Spectacole", "Bibliotecă", "Contact"], " &middot; ")}</p>
<table width="780" align="center"><tr><td valign="top" width="560">
<h2>Fanfara orașului a împlinit 90 de ani</h2>
<p><i>Publicat: 2 mai 2012</i></p>
<p>Duminică, 29 aprilie, fanfara orașului a sărbătorit 90 de ani de la înființare cu un concert în parcul central. Au cântat 24 de muzicanți, cel mai tânăr de paisprezece ani, cel mai vârstnic de șaptezeci și unu.</p>
<p>Dirijorul Vasile Mocanu a mulțumit primăriei pentru uniformele noi și a anunțat că fanfara primește elevi începând din septembrie.</p>
<p><img src="/poze/fanfara-parc.svg" width="500" height="250" alt=""></p>
<p><b>Păreri:</b></p>
<div class="pareri">{block}</div>
<p><a href="/buletin/scrie?id=118">Scrieți-ne părerea dumneavoastră</a></p>
</td><td valign="top" width="200" bgcolor="#f3ece2">
<p><b>Program</b><br>Luni: cercul de dans<br>Miercuri: cercul de pictură<br>Vineri: repetiții fanfară</p>
<p><b>Biblioteca</b><br>Deschis marți-sâmbătă, 9-17</p>
</td></tr></table>
<p align="center"><font size="1">Casa de Cultură Valea Morii &middot; str. Teilor nr. 3 &middot; <a href="/contact">Contact</a></font></p>
</body>
</html>
"""
    return make(
        "fh-ro-bulletin-fanfara",
        "discussion",
        "ro",
        doc("html4t", title="Fanfara orașului a împlinit 90 de ani - Casa de Cultură Valea Morii", lang="ro")
        + body,
        cs,
        path=path,
        container="one div.pareri after a bare p 'b Păreri:' holding both comments as inline text: 'b NAME (DATE): TEXT', the two split only by br br",
        heading="Păreri:",
        description="A Romanian small-town culture house's bulletin of 2012 (invented), in font tags and layout tables: the town brass band's 90th anniversary; 2 readers' opinions inside one block, each 'NAME (DATE): TEXT', split only by <br><br>; a photo and a weekly programme around.",
        files={"/poze/fanfara-parc.svg": svg(500, 250, "#a63", "fanfara")},
    )


# --------------------------------------------------------------------------- tr: a neighbourhood blog, 2019


def tr_kediler() -> Case:
    cs = talk("""
martı_58 || 3 gün önce || İskeledeki balıkçılar artık kedilere artan balıkları veriyor, geçen hafta on iki kedi saydım. Mahalleli bir mama kabı koyarsa daha düzenli olur.
kediciAyşe || 2 gün önce || Ben her akşam su kabını değiştiriyorum. Çarşıdaki veteriner kısırlaştırmada indirim yapıyormuş, belediyeye de sormak lazım.
poyraz || 5 saat önce || Kabı marketin önüne değil, caminin yanındaki dut ağacının dibine koyun. Orası rüzgâr almıyor.
""")
    path = "/iskele-kedileri-icin-mama-kabi"
    thread = "".join(
        f'<div><span class="n">{esc(c.who)}</span> <span class="z">{esc(c.at)}</span><p>{esc(c.raw)}</p></div>'
        for c in cs
    )
    body = f"""<body>
<header><a href="/" class="logo">Çınaraltı Notları</a><nav>{items("/", ["Yazılar", "Mahalle", "Fotoğraflar", "Hakkında"], " ")}</nav></header>
<main>
<article>
<h1>İskele kedileri için mama kabı</h1>
<p class="m">18 Kasım 2019 · Semra</p>
<p>Sonbahar geldi, iskele meydanındaki kedilerin sayısı da arttı. Bazıları çok zayıf, özellikle yavrular. Balıkçılar elinden geleni yapıyor ama düzenli bir beslenme yok.</p>
<p>Önerim şu: mahallece bir mama kabı ve su kabı koyalım, her gün biri sırayla doldursun. Mamayı ortak kumbaradan alabiliriz.</p>
<p><img src="/resim/iskele-kedi.svg" width="520" height="300" alt=""></p>
<p>Sıraya girmek isteyen aşağıya yazsın.</p>
</article>
<section class="alt">{thread}</section>
<form action="/yaz" method="post"><input type="text" name="ad" placeholder="Adınız"><br><textarea name="metin" rows="3" cols="50"></textarea><br><button>Gönder</button></form>
</main>
<footer>Çınaraltı Notları · 2019 · <a href="/hakkinda">Hakkında</a></footer>
</body>
</html>
"""
    css = """<style>
body{font:15px/1.6 Helvetica,Arial,sans-serif;max-width:680px;margin:0 auto;padding:0 16px;color:#222}header{display:flex;justify-content:space-between;padding:18px 0;border-bottom:1px solid #eee}.logo{font-weight:bold;color:#b44;text-decoration:none}nav a{margin-left:10px;color:#555}
.m{color:#999;font-size:13px}.alt div{border-top:1px solid #f0f0f0;padding:8px 0}.n{font-weight:bold}.z{color:#aaa;font-size:12px}.alt p{margin:4px 0}footer{font-size:12px;color:#aaa;padding:20px 0}
</style>"""
    return make(
        "fh-tr-blog-kediler",
        "discussion",
        "tr",
        doc("html5", title="İskele kedileri için mama kabı – Çınaraltı Notları", lang="tr", head=css) + body,
        cs,
        path=path,
        container="section.alt after the article, no heading: three bare div (span.n PSEUDONYM, span.z RELATIVE TIME, p TEXT), then the form",
        heading=None,
        description="A Turkish neighbourhood blog of 2019 (invented): a bowl for the pier's cats; 3 entries by pseudonyms ('martı_58', 'kediciAyşe', 'poyraz') with relative times only ('3 gün önce', '5 saat önce'), bare divs in a section without a heading; a photo and a form.",
        files={"/resim/iskele-kedi.svg": svg(520, 300, "#c96", "iskele")},
    )
