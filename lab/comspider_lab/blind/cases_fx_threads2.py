"""Blind set fx: four more readers' discussions on small sites of 2005-2016. A French birdwatching blog (2006, div per
reaction, "Le DATE, NAME a dit :" then the text, the blogger answering "Bonjour Gérard"; comments closed, no form), a
Norwegian school's parents' page (no date anywhere, the text first and "– NAME (mother of ...)" under it, entries
separated by `<hr>`), a Danish knitting blog (2010, an `ol` of 6, the text first and "Skrevet af NAME d. DATE" under
it, a form) and a Turkish district weekly's web edition (a table of two rows per reaction, "NAME | DATE", the
article's own date not shown). Every site, name, place and text invented for this set; each reaction written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fx_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- fr: a birdwatching blog, 2006, "Le DATE, NAME a dit :"


def fr_oiseaux() -> Case:
    cs = talk("""
Gérard || 18 avril 2006 à 20:41 || Superbe photo de la huppe ! Chez nous, près de l'étang communal, on l'entend depuis une semaine mais je ne l'ai pas encore vue. Tu utilises quel objectif ?
Martine B. || 18 avril 2006 à 22:03 || Merci pour ce compte rendu. J'ai vu les cigognes noires passer au-dessus du village dimanche matin, deux adultes qui allaient vers le nord.
Fabrice, du club nature || 19 avril 2006 à 07:58 || Attention, le chemin des Saules est inondé après le pont, il faut passer par la ferme Rouget. Sinon belle sortie, bravo.
Yves Le Goff || 19 avril 2006 à 12:30 || Bonjour Gérard, j'ai un vieux 300 mm d'occasion et beaucoup de patience, rien de plus ! La huppe se pose souvent sur le piquet au bout du verger, essaie vers 8 heures. Martine, merci, je note pour les cigognes.
Gérard || 20 avril 2006 à 19:15 || Merci Yves, j'y suis allé ce matin et elle était bien là, sur le piquet. Quel plaisir !
""")
    items = "\n".join(
        f'<div class="reaction">\n<p class="qui">Le {esc(c.at)}, <b>{esc(c.who)}</b> a dit :</p>\n'
        f'<p class="texte">{esc(c.raw)}</p>\n</div>'
        for c in cs
    )
    body = f"""<body>
<div id="conteneur">
<div id="entete"><h1><a href="/">Carnet d'un ornithologue du dimanche</a></h1><p class="devise">Jumelles, carnet et bottes en caoutchouc, autour de Grand-Marais-le-Bas</p></div>
<div id="colonne">
<h4>Catégories</h4>
<ul>{nav([("/categorie/sorties.html", "Sorties (34)"), ("/categorie/photos.html", "Photos (21)"), ("/categorie/migrations.html", "Migrations (12)"), ("/categorie/jardin.html", "Oiseaux du jardin (17)")])}</ul>
<h4>Archives</h4>
<ul>{nav([("/2006/04/", "avril 2006"), ("/2006/03/", "mars 2006"), ("/2006/02/", "février 2006"), ("/2006/01/", "janvier 2006")])}</ul>
<h4>Liens</h4>
<ul>{nav([("/liens.html#club", "Club nature du canton"), ("/liens.html#ligue", "La ligue départementale")])}</ul>
</div>
<div id="billet">
<h2 class="titre">Retour de la huppe fasciée</h2>
<p class="date">Lundi 17 avril 2006, par Yves</p>
<p>Enfin ! Ce matin, au bout du verger de la maison de ma mère, la huppe fasciée était de retour. Je l'ai observée une bonne demi-heure pendant qu'elle cherchait des vers dans l'herbe rase.</p>
<p><img src="/photos/2006/huppe.svg" width="320" height="220" alt="Huppe fasciée"></p>
<p>Autres observations du week-end au marais des Saules : trois hérons pourprés, un busard des roseaux, et les premières hirondelles de rivage.</p>
<p class="tags">Catégorie : <a href="/categorie/sorties.html">Sorties</a> | <a href="#reactions">5 réactions</a></p>
<div id="reactions">
<h3>Réactions</h3>
{items}
<p class="ferme"><i>Les réactions sont fermées pour ce billet.</i></p>
</div>
</div>
<div id="pied">Carnet d'un ornithologue du dimanche &copy; 2005-2006 &middot; propulsé par un vieux PC et beaucoup de café</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e8efe0;font-family:"Trebuchet MS",sans-serif;font-size:13px}
#conteneur {width:800px;margin:0 auto;background:#fff;border:1px solid #a9bf8f}
#entete {background:#5a7a3a;padding:10px 16px}
#entete h1 a {color:#fff;text-decoration:none}
.devise {color:#e2ecd4;margin:0}
#colonne {float:right;width:190px;padding:10px}
#billet {margin-right:220px;padding:10px 16px}
.date {color:#888;font-style:italic}
.reaction {border-left:3px solid #a9bf8f;padding-left:10px;margin-bottom:10px}
.qui {margin:0;color:#5a7a3a;font-size:12px}
.texte {margin:2px 0}
#pied {clear:both;background:#5a7a3a;color:#fff;font-size:11px;text-align:center;padding:4px}
</style>"""
    return make(
        "fx-fr-blog-oiseaux",
        "discussion",
        doc(
            "xhtml",
            title="Retour de la huppe fasciée - Carnet d'un ornithologue du dimanche",
            lang="fr",
            head=head,
        )
        + body,
        cs,
        path="/2006/04/17/retour-de-la-huppe.html",
        container="div#reactions after h3 'Réactions': five div.reaction (p.qui 'Le 18 avril 2006 à 20:41, b NAME a dit :', p.texte TEXT); 'Les réactions sont fermées' below, no form",
        heading="Réactions",
        description="A French hobby blog on birdwatching of 2006 (invented), divs with French ids and classes: the hoopoe is back; 5 reactions under 'Réactions', each 'Le DATE, NAME a dit :' over the text; the blogger answers Gérard with a greeting ('Bonjour Gérard') and Martine by name, Gérard thanks 'Yves'; comments closed, no form; a right column of categories and archives with counts.",
        language="fr",
        files={"/photos/2006/huppe.svg": svg(320, 220, "#b07d3a", "huppe", 22)},
    )


# --------------------------------------------------------------------------- no: a school's parents' page, no date anywhere, hr between


def no_foreldre() -> Case:
    cs = talk("""
Kari || - || Vi synes det er et godt forslag å flytte juleavslutningen til kirken igjen. Gymsalen blir altfor trang når alle besteforeldrene kommer, og det var nesten ikke luft der i fjor.
Trond Eikeland || - || Enig med Kari når det gjelder plassen, men husk at ikke alle familier ønsker en avslutning i kirken. Kan vi ikke heller leie samfunnshuset på Bråten?
Hilde || - || Samfunnshuset er et fint forslag, Trond. Jeg kan spørre velforeningen hva det koster en ettermiddag, min svigerfar sitter i styret der.
Siv Marit Lunde || - || Takk for mange gode innspill! FAU tar saken opp på møtet neste tirsdag. Hilde, det hadde vært fint om du kunne sjekke prisen før det.
""")
    roles = ("mor til Ola i 3B", "far til to i 5A og 7A", "mor til Ingrid i 1A", "leder i FAU")
    items = "\n<hr>\n".join(
        f'<p class="innlegg">{esc(c.raw)}<br>\n<i class="signatur">&ndash; <span class="navn">{esc(c.who)}</span> ({esc(r)})</i></p>'
        for c, r in zip(cs, roles, strict=True)
    )
    body = f"""<body>
<div class="side">
<div class="topp"><img src="/bilder/skolelogo.svg" width="90" height="90" alt="" align="left"><h1>Lyngvik skole</h1><p>Foreldrenes arbeidsutvalg (FAU)</p></div>
<div class="meny">{nav([("/index.html", "Forside"), ("/fau/index.html", "FAU"), ("/fau/referater.html", "Referater"), ("/fau/dugnad.html", "Dugnad"), ("/fau/17mai.html", "17. mai-komiteen"), ("/fau/kontakt.html", "Kontakt FAU")], " | ")}</div>
<div class="innhold">
<h2>Hvor skal juleavslutningen være?</h2>
<p>Rektor har bedt FAU om en tilbakemelding fra foreldrene: Skal juleavslutningen være i gymsalen som de siste årene, eller skal vi gå tilbake til å ha den i kirken? Et tredje forslag er å dele avslutningen i to, småtrinnet og mellomtrinnet hver for seg.</p>
<p>Skriv gjerne hva du mener. Send en e-post til FAU, så legger vi innspillene ut her (uten etternavn om du ønsker det).</p>
<h3>Innspill fra foreldre</h3>
<hr>
{items}
<hr>
<p class="liten">Innspill sendes til <a href="mailto:fau@lyngvik-skole.example">fau@lyngvik-skole.example</a></p>
</div>
<div class="bunn">FAU Lyngvik skole &middot; Skoleveien 8 &middot; Siden oppdateres av FAUs sekretær</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#dbe7f0;font-family:Verdana,sans-serif;font-size:12px}
.side {width:740px;margin:0 auto;background:#fff;padding-bottom:4px}
.topp {background:#2f6f9f;color:#fff;padding:8px;height:92px}
.topp h1 {margin:6px 0 0 100px;font-size:24px}
.topp p {margin:0 0 0 100px}
.meny {background:#cfe0ee;padding:4px 8px}
.innhold {padding:8px 20px}
.innlegg {margin:8px 0}
.signatur {color:#2f6f9f}
.liten {font-size:11px;color:#666}
.bunn {border-top:1px solid #2f6f9f;margin:0 8px;padding-top:4px;font-size:10px;color:#666}
</style>"""
    return make(
        "fx-no-school-foreldre",
        "discussion",
        doc("html4t", title="FAU Lyngvik skole - Hvor skal juleavslutningen være?", lang="no", head=head)
        + body,
        cs,
        path="/fau/juleavslutning.html",
        container="div.innhold after h3 'Innspill fra foreldre': four p.innlegg 'TEXT br i.signatur – span.navn NAME (role)', separated by hr; a mailto line below, no form",
        heading="Innspill fra foreldre",
        description="A Norwegian primary school's parents' committee (FAU) page (invented), no date anywhere on the page (no article date, no comment dates, no year): where should the Christmas celebration be; 4 parents' contributions under 'Innspill fra foreldre', each the text first and '– NAME (mother of Ola in 3B)' in italics under it, separated by hr; parents answer each other by first name ('Enig med Kari', 'Trond'), the FAU leader answers Hilde last; a mailto line, no form.",
        language="no",
        files={"/bilder/skolelogo.svg": svg(90, 90, "#ffffff", "LS", 30)},
        undated=True,
    )


# --------------------------------------------------------------------------- da: a knitting blog, 2010, ol, "Skrevet af NAME d. DATE" under the text


def da_strik() -> Case:
    cs = talk("""
Mette || 4. februar 2010 kl. 20:14 || Hvor er den fin! Jeg elsker farverne, især den rustrøde kant. Er opskriften din egen, eller har du fundet den et sted?
Birthe fra Kløverdal || 4. februar 2010 kl. 21:37 || Den skal jeg da prøve at strikke til mit barnebarn. Hvor mange nøgler gik der til den lille størrelse?
Lone || 5. februar 2010 kl. 09:02 || Hej Mette og Birthe, opskriften er min egen og I må meget gerne låne den. Til 2 år brugte jeg fire nøgler af den brune og en af den røde. Jeg lægger mønsteret ud som pdf i weekenden.
Susanne Kjær || 5. februar 2010 kl. 13:45 || Smuk trøje, Lone! Jeg har prøvet det samme garn og synes det fnuller lidt efter vask. Har du haft det samme problem?
Lone || 5. februar 2010 kl. 17:20 || Kære Susanne, ja, lidt. Jeg vasker den på uldprogram med vrangen ud, så går det. Tak for de søde ord!
Ellen || 7. februar 2010 kl. 10:11 || Jeg har strikket den fra dit mønster i går og i dag, og den er allerede færdig. Tusind tak for at dele!
""")
    items = "\n".join(
        f'<li class="kommentar"><p>{esc(c.raw)}</p>\n<p class="underskrift">Skrevet af {esc(c.who)} d. {esc(c.at)}</p></li>'
        for c in cs
    )
    body = f"""<body>
<table width="820" align="center" cellpadding="0" cellspacing="0" class="ramme">
<tr><td colspan="2" class="top"><h1>Lones strikkekurv</h1><span>Om pinde, garn og lange vinteraftener</span></td></tr>
<tr>
<td valign="top" class="indlaeg">
<div class="post">
<h2>Børnetrøje i brunt og rustrødt</h2>
<div class="postdato">onsdag den 3. februar 2010</div>
<p>Så blev trøjen til min nevø færdig! Den er strikket i ren uld på pind 4, med en rustrød kant forneden og om ærmerne. Knapperne har jeg fundet i min mormors gamle knapdåse.</p>
<p><img src="/billeder/2010/boernetroeje.svg" width="300" height="300" alt="Børnetrøje"></p>
<p>Mønsteret har jeg selv tegnet på ternet papir. Hvis der er nogen, der vil have det, så skriv en kommentar.</p>
<div class="postfod">Etiketter: <a href="/etiket/trojer.html">trøjer</a>, <a href="/etiket/boern.html">børn</a></div>
</div>
<div class="kommentarer">
<h3>6 kommentarer:</h3>
<ol class="kommentarliste">
{items}
</ol>
<h4>Skriv en kommentar</h4>
<form action="/kommentar.asp" method="post">
Navn: <input type="text" name="navn" size="30"><br>
<textarea name="tekst" cols="50" rows="5"></textarea><br>
<input type="submit" value="Send kommentar">
</form>
</div>
</td>
<td valign="top" width="200" class="side">
<h4>Om mig</h4>
<p>Lone, 47 år, bor på landet ved Hedeskovens Mark og strikker hver aften.</p>
<h4>Arkiv</h4>
<ul>{nav([("/2010/02/", "februar 2010 (3)"), ("/2010/01/", "januar 2010 (7)"), ("/2009/12/", "december 2009 (9)")])}</ul>
</td>
</tr>
<tr><td colspan="2" class="bund">&copy; Lones strikkekurv 2008-2010</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#f4ece6;font-family:Georgia,serif;font-size:13px}
.ramme {background:#fff;border:1px solid #d8b9a8}
.top {background:#a0522d;color:#fff;padding:12px}
.top h1 {margin:0}
.indlaeg {padding:12px 20px}
.postdato {color:#a0522d;font-size:11px;text-transform:uppercase}
.postfod {font-size:11px;color:#888;border-top:1px dashed #d8b9a8;margin-top:8px}
.kommentarliste {padding-left:20px}
.kommentar {margin-bottom:10px}
.underskrift {font-size:11px;color:#888;margin-top:0}
.side {background:#faf4ef;padding:10px}
.bund {text-align:center;font-size:11px;color:#888;padding:4px}
</style>"""
    return make(
        "fx-da-blog-strik",
        "discussion",
        doc("html4t", title="Lones strikkekurv: Børnetrøje i brunt og rustrødt", lang="da", head=head) + body,
        cs,
        path="/2010/02/boernetroeje-i-brunt-og-rustroedt.html",
        container="div.kommentarer after h3 '6 kommentarer:': ol.kommentarliste of six li.kommentar (p TEXT, p.underskrift 'Skrevet af NAME d. 4. februar 2010 kl. 20:14'); a form 'Skriv en kommentar' below",
        heading="6 kommentarer:",
        description="A Danish knitting blog of 2010 (invented), a layout table with Danish class names: a child's jumper in brown and rust red; 6 comments under '6 kommentarer:', an ordered list, each the text first and 'Skrevet af NAME d. DATE' under it; the blogger answers twice, 'Hej Mette og Birthe' and 'Kære Susanne'; a comment form, a side column about the blogger with an archive with counts.",
        language="da",
        files={"/billeder/2010/boernetroeje.svg": svg(300, 300, "#8b4513", "trøje", 24)},
    )


# --------------------------------------------------------------------------- tr: a district weekly's web edition, a table, the article undated


def tr_gazete() -> Case:
    cs = talk("""
Hasan Yıldırım || 08.10.2012 - 10:25 || Yıllardır bu yolun yapılmasını bekliyoruz. Yağmur yağınca servis minibüsü köye giremiyor, çocuklar çamurda yürüyor. Umarım bu sefer söz tutulur.
Emine K. || 08.10.2012 - 13:40 || Hasan Bey çok haklısınız. Bizim mahallede de aynı sorun var, geçen kış ambulans bile gelemedi.
Mustafa Demirtaş || 09.10.2012 - 09:05 || Haberde ihalenin ne zaman yapılacağı yazmıyor. Gazeteniz bunu belediyeye sorabilir mi?
Yeni Ses Haber Merkezi || 09.10.2012 - 16:50 || Sayın Mustafa Demirtaş, belediyeden aldığımız bilgiye göre ihale 25 Ekim'de yapılacak. Gelişmeleri önümüzdeki sayıda yazacağız.
""")
    items = "\n".join(
        f'<tr><td class="yorumbaslik"><b>{esc(c.who)}</b> | {esc(c.at)}</td></tr>\n'
        f'<tr><td class="yorumyazi">{esc(c.raw)}</td></tr>'
        for c in cs
    )
    body = f"""<body>
<table width="900" align="center" cellpadding="0" cellspacing="0" border="0" class="anatablo">
<tr><td colspan="3" class="ust"><img src="/resim/logo.svg" width="300" height="70" alt="Yeni Ses - Karaçam ilçesinin haftalık gazetesi"></td></tr>
<tr><td colspan="3" class="menu">{nav([("/index.asp", "Ana Sayfa"), ("/kategori.asp?id=1", "Gündem"), ("/kategori.asp?id=2", "Belediye"), ("/kategori.asp?id=3", "Spor"), ("/kategori.asp?id=4", "Köylerimiz"), ("/kategori.asp?id=5", "Vefat ve Taziye"), ("/kunye.asp", "Künye")], " | ")}</td></tr>
<tr>
<td width="170" valign="top" class="sol">
<div class="kutubaslik">Son Haberler</div>
<ul>{nav([("/haber.asp?id=2211", "Pazar yeri kapalı alana taşınıyor"), ("/haber.asp?id=2209", "Karaçamspor deplasmandan puanla döndü"), ("/haber.asp?id=2204", "Halk eğitimde yeni kurslar")])}</ul>
</td>
<td valign="top" class="orta">
<div class="kategori">BELEDİYE</div>
<h1 class="haberbaslik">Çayırlı köy yolu asfaltlanıyor</h1>
<p class="spot">Belediye meclisi, on yıldır yapılmayan Çayırlı köy yolunun asfaltlanmasına oybirliğiyle karar verdi.</p>
<p>Meclisin ekim ayı toplantısında görüşülen teklife göre, Çayırlı ile Yukarıova arasındaki yedi kilometrelik yol önce genişletilecek, ardından asfaltlanacak. Çalışmaların ilkbaharda başlaması bekleniyor.</p>
<p>Belediye Başkan Yardımcısı Orhan Kaplan, yolun okul servisleri için öncelikli olduğunu söyledi.</p>
<table width="100%" cellpadding="5" cellspacing="0" class="yorumlar">
<tr><td class="yorumlarbaslik">Okur Yorumları</td></tr>
{items}
</table>
<p class="not">Yorumlar editör onayından sonra yayınlanır. Hakaret içeren yorumlar yayınlanmaz.</p>
</td>
<td width="180" valign="top" class="sag">
<div class="kutubaslik">Nöbetçi Eczane</div>
<p>Şifa Eczanesi<br>Cumhuriyet Cad. No: 14</p>
<div class="kutubaslik">Namaz Vakitleri</div>
<p>İmsak 05:12<br>Öğle 12:31<br>Akşam 18:20</p>
</td>
</tr>
<tr><td colspan="3" class="alt">Yeni Ses Gazetesi &copy; 2012 - Tüm hakları saklıdır</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#eee;font-family:Tahoma,sans-serif;font-size:12px;margin:0}
.anatablo {background:#fff}
.menu {background:#b71c1c;padding:5px}
.menu a {color:#fff;font-weight:bold;text-decoration:none}
.sol, .sag {background:#f6f6f6;padding:6px}
.orta {padding:8px 16px}
.kutubaslik {background:#b71c1c;color:#fff;font-weight:bold;padding:2px 4px}
.kategori {color:#b71c1c;font-size:11px;font-weight:bold}
.haberbaslik {font-size:22px;margin:2px 0}
.spot {font-weight:bold}
.yorumlar {border:1px solid #ddd;margin-top:14px}
.yorumlarbaslik {background:#333;color:#fff;font-weight:bold}
.yorumbaslik {background:#f3f3f3;color:#b71c1c;font-size:11px}
.yorumyazi {border-bottom:1px solid #ddd}
.not {font-size:10px;color:#888}
.alt {background:#333;color:#ccc;text-align:center;font-size:10px;padding:4px}
</style>"""
    return make(
        "fx-tr-weekly-gazete",
        "discussion",
        doc("html4t", title="Çayırlı köy yolu asfaltlanıyor - Yeni Ses Gazetesi", lang="tr", head=head)
        + body,
        cs,
        path="/haber/2213-cayirli-koy-yolu-asfaltlaniyor.html",
        container="table.yorumlar (first row td.yorumlarbaslik 'Okur Yorumları'): two tr a comment, td.yorumbaslik 'b NAME | 08.10.2012 - 10:25' then td.yorumyazi TEXT; a moderation note below, no form",
        heading="Okur Yorumları",
        description="A Turkish district weekly's small web edition (invented), a three-column layout table with Turkish class names: the village road is to be asphalted; the article itself shows no date; 4 readers' comments under 'Okur Yorumları' in one table, a header row 'NAME | DATE' over a text row each; a reader answers another with 'Hasan Bey', the newsroom answers 'Sayın Mustafa Demirtaş' by full name; a moderation note, side columns of latest news, the duty pharmacy and prayer times.",
        language="tr",
        files={"/resim/logo.svg": svg(300, 70, "#b71c1c", "Yeni Ses", 30)},
    )
