"""Blind set gb: three more readers' discussions on small sites of 2004-2022, each reaction written into the page by
the site's editor. A Hungarian village site (2004, no doctype, a layout table, sibling paragraphs "b NAME írja: TEXT",
no date, a form), a Québec parish (2016, HTML5, divs "span.nom NAME (PLACE) nous écrit le DATE :" then the text in
one or two paragraphs, the priest's answer nested in the div it answers, under a heading, a form) and an Irish rowing
club (2022, HTML5, a definition list "dt NAME wrote on DATE:" in plain text and "dd TEXT", no heading, a form). Every
site, name, place and text invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_gb_common import C, Case, doc, esc, make, nav, plain, svg, talk

# --------------------------------------------------------------------------- hu: a village site, 2004, "b NAME írja: TEXT"


def hu_falunap() -> Case:
    cs = talk("""
Szabó Marika || || Nagyon szép volt a falunap, a gyerekek egész délután a kisbíró mellett álltak, amikor dobolt. A lángos is finom volt, csak a sor volt hosszú. Jövőre lehetne két sütő is.
Tóth Gyula polgármester || || Kedves Marika! Köszönjük a dicséretet. A második sütőt már megígérte a nyugdíjasklub, a lángost pedig jövőre ők is sütik, így remélhetőleg nem kell majd fél órát várni.
Horváth Lajos, Budapest || || Harminc éve költöztem el Kisbércről, de minden évben hazajövök a falunapra. Idén végre láttam a felújított iskolát, amelyben én is tanultam. Üdvözlöm a régi osztálytársakat!
Kiss Erzsébet || || Lajos bácsi, emlékszem magára, a nagymamám szomszédja volt a Fő utcában! A focimeccset a fiúk nagyon élvezték, kár, hogy a nős–nőtlen meccs döntetlen lett.
Németh Andrea || || A tűzoltók bemutatója volt a legjobb, a fiam azóta is tűzoltó akar lenni. Köszönet a szervezőknek és a konyhás néniknek a gulyásért.
""")
    paras = "\n".join(f"<p><b>{esc(c.who)}</b> írja: {esc(c.raw)}</p>" for c in cs)
    body = f"""<body bgcolor="#fdf8ec" leftmargin="0" topmargin="0">
<table width="780" align="center" border="0" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td colspan="3"><img src="/kepek/fejlec.svg" width="780" height="120" alt="Kisbérc község"></td></tr>
<tr><td colspan="3" class="menusor">{nav([("/index.html", "Főoldal"), ("/kozseg.html", "A községről"), ("/onkormanyzat.html", "Önkormányzat"), ("/hirek.html", "Hírek"), ("/kepek.html", "Képek"), ("/elerhetoseg.html", "Elérhetőség")], " &nbsp;|&nbsp; ")}</td></tr>
<tr>
<td width="160" valign="top" class="balsav">
<p class="kiemelt">Hasznos</p>
<p>Orvosi rendelés:<br>H–P 8–12</p>
<p>Posta:<br>H–P 8–16</p>
<p>Falubusz: óránként Szentkirály felé</p>
</td>
<td valign="top" class="tartalom">
<h2>Falunap 2004 &ndash; köszönjük mindenkinek!</h2>
<p class="kelt">Kisbérc, 2004. július 5.</p>
<p>Július 3-án, szombaton rendeztük meg a kilencedik kisbérci falunapot. Reggel a kisbíró dobolta ki a programot, délelőtt főzőverseny volt a sportpályán, délután pedig a tűzoltók bemutatója és a nős–nőtlen focimeccs.</p>
<p>Este a Szentkirályi Fúvószenekar játszott, tizenegykor tűzijáték zárta a napot. Köszönjük a nyugdíjasklubnak, a polgárőröknek és minden segítőnek a munkáját.</p>
<p>Akik levelet írtak nekünk a falunap után:</p>
{paras}
<form action="/level.php" method="post" class="urlap">
<p><b>Írjon Ön is!</b><br>
Név: <input type="text" name="nev" size="30"><br>
<textarea name="szoveg" rows="4" cols="50"></textarea><br>
<input type="submit" value="Elküld"></p>
</form>
</td>
<td width="150" valign="top" class="jobbsav">
<p class="kiemelt">Programok</p>
<p>Augusztus 20.<br>Kenyérszentelés a templomnál</p>
<p>Szeptember<br>Szüreti bál</p>
</td>
</tr>
<tr><td colspan="3" class="lablec">Kisbérc Község Önkormányzata &middot; 8999 Kisbérc, Fő utca 1. &middot; <a href="mailto:hivatal@kisberc.example">hivatal@kisberc.example</a></td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {font-family:Arial,Helvetica,sans-serif;font-size:12px}
.menusor {background:#7a4b1c;padding:5px 10px}
.menusor a {color:#fff;font-weight:bold;text-decoration:none}
.balsav, .jobbsav {background:#f4ead2;padding:8px;font-size:11px}
.tartalom {padding:10px 16px}
.kiemelt {font-weight:bold;color:#7a4b1c;border-bottom:1px solid #7a4b1c}
.kelt {color:#999;font-size:11px}
.urlap {background:#f4ead2;padding:6px}
.lablec {background:#7a4b1c;color:#fff;font-size:11px;text-align:center;padding:5px}
.lablec a {color:#fff}
</style>"""
    return make(
        "gb-hu-village-falunap",
        "discussion",
        doc("quirks", title="Kisbérc község - Falunap 2004", lang="hu", head=head) + body,
        cs,
        path="/hirek/2004/falunap.html",
        container="td.tartalom after a line 'Akik levelet írtak nekünk a falunap után:', no heading: five sibling p 'b NAME írja: TEXT' in the article's cell; no date on any; a form below",
        heading=None,
        description="A Hungarian village's site of 2004 (invented), no doctype, a three-column layout table: thanks for the village day; 5 letters copied in after 'Akik levelet írtak nekünk a falunap után:', no heading, each a paragraph 'b NAME írja: TEXT', no date; the mayor ('Tóth Gyula polgármester') answers 'Kedves Marika!', Erzsébet addresses 'Lajos bácsi, …'; a form below; the report dated 2004. július 5.",
        language="hu",
        files={"/kepek/fejlec.svg": svg(780, 120, "#7a4b1c", "Kisbérc község", 36)},
    )


# --------------------------------------------------------------------------- fr-CA: a parish, 2016, "span.nom NAME (PLACE) nous écrit le DATE :"


def frca_paroisse() -> Case:
    cs = talk("""
Ginette Lavoie || 17 octobre 2016 || Quel beau souper! La tourtière de Mme Gagnon était encore meilleure que l'an passé et les bénévoles ont servi plus de deux cents assiettes sans perdre leur sourire. // Une petite suggestion : pourrait-on mettre les tables des aînés plus près de la porte de la cuisine? Ma mère a trouvé le trajet long avec sa marchette.
^0 Abbé Réjean Pelletier || 18 octobre 2016 || Merci, Ginette, pour vos bons mots et pour la suggestion. L'an prochain, nous réserverons les deux premières rangées aux aînés et des jeunes de la pastorale les accompagneront à leur place.
Denis Bouchard || 19 octobre 2016 || Je suis venu pour la première fois avec ma conjointe et nos deux filles. On a gagné le panier de produits de l'érablière Côté au tirage! Bravo aux organisateurs, on sera là l'année prochaine.
Lucille Tremblay || 21 octobre 2016 || Denis, c'est mon neveu Étienne qui avait préparé ce panier, il sera content de savoir qu'il a fait des heureux. Je remercie aussi les Chevaliers de Colomb pour le montage de la salle.
""")
    places = ("Saint-Gérard", "presbytère", "Rivière-aux-Saules", "rang Sainte-Anne")

    def block(i: int, c: C, sub: str = "") -> str:
        text = "".join(f"<p>{esc(p)}</p>" for p in plain(c.raw).split("\n\n"))
        return (
            f'<div class="mot">\n<p class="entete"><span class="nom">{esc(c.who)}</span> ({esc(places[i])}) '
            f"nous écrit le {esc(c.when)} :</p>\n{text}{sub}\n</div>"
        )

    first = block(0, cs[0], "\n" + block(1, cs[1]).replace('class="mot"', 'class="mot retrait"'))
    items = "\n".join([first, block(2, cs[2]), block(3, cs[3])])
    body = f"""<body>
<header class="bandeau">
<img src="/images/clocher.svg" width="70" height="90" alt="">
<div><p class="nomparoisse">Paroisse Saint-Gérard</p><p class="lieu">Rivière-aux-Saules, diocèse de Sainte-Anne-des-Monts</p></div>
</header>
<nav class="menu"><ul>{nav([("/index.html", "Accueil"), ("/horaire.html", "Horaire des messes"), ("/sacrements.html", "Sacrements"), ("/nouvelles.html", "Nouvelles"), ("/benevoles.html", "Bénévolat"), ("/nous-joindre.html", "Nous joindre")])}</ul></nav>
<div class="page">
<main class="texte">
<h1>Souper paroissial : un franc succès!</h1>
<p class="date">Publié le 16 octobre 2016 par le conseil de fabrique</p>
<p>Samedi dernier, plus de deux cents paroissiens et amis ont pris part au souper paroissial annuel dans la salle de l'âge d'or. Au menu : soupe aux pois, tourtière, fèves au lard et pouding chômeur préparés par les dames de l'AFEAS.</p>
<p>Les profits, 4 280 $, serviront à la réparation du toit du clocher. Merci aux Chevaliers de Colomb, aux jeunes de la pastorale et à tous les bénévoles.</p>
<p><img src="/images/salle.svg" width="500" height="260" alt="La salle pendant le souper"></p>
<h3>Vos mots après le souper</h3>
<div class="mots">
{items}
</div>
<section class="ecrire">
<h4>Nous écrire</h4>
<form action="/ecrire.php" method="post">
<p><label>Votre nom <input type="text" name="nom"></label> <label>Votre village <input type="text" name="village"></label></p>
<p><label>Votre message<br><textarea name="message" rows="5" cols="50"></textarea></label></p>
<p><button type="submit">Envoyer au secrétariat</button></p>
</form>
</section>
</main>
<aside class="cote">
<h4>Horaire</h4>
<p>Dimanche 10 h 30<br>Mercredi 19 h (chapelle)</p>
<h4>Secrétariat</h4>
<p>Du lundi au jeudi, de 9 h à midi<br><a href="mailto:secretariat@paroissestgerard.example">secretariat@paroissestgerard.example</a></p>
</aside>
</div>
<footer class="pied">Paroisse Saint-Gérard &middot; 12, rue de l'Église, Rivière-aux-Saules (Québec)</footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:Georgia,serif;background:#f3f0ea;color:#333}
.bandeau {display:flex;gap:16px;align-items:center;background:#24446b;color:#fff;padding:12px 30px}
.nomparoisse {font-size:24px;margin:0}
.lieu {margin:0;font-size:14px;opacity:.85}
.menu ul {list-style:none;margin:0;padding:8px 30px;background:#d9c89e}
.menu li {display:inline-block;margin-right:16px}
.page {display:flex;gap:24px;max-width:1000px;margin:0 auto;padding:16px}
.texte {flex:1;background:#fff;padding:16px 24px}
.date {color:#888;font-size:14px}
.mot {border-top:1px solid #d9c89e;padding:6px 0}
.retrait {margin-left:36px;border-top:none;background:#f7f3e8;padding:6px 12px}
.entete {font-size:14px;color:#24446b}
.nom {font-weight:bold}
.cote {width:240px}
.pied {text-align:center;font-size:13px;padding:14px;background:#24446b;color:#fff}
</style>"""
    return make(
        "gb-frca-parish-souper",
        "discussion",
        doc(
            "html5",
            title="Souper paroissial : un franc succès! - Paroisse Saint-Gérard",
            lang="fr-CA",
            head=head,
        )
        + body,
        cs,
        path="/nouvelles/2016/souper-paroissial.html",
        container="div.mots after h3 'Vos mots après le souper': three div.mot 'p.entete span.nom NAME (PLACE) nous écrit le D MOIS YYYY :' then the text in one or two p, the priest's answer to the first in a div.mot.retrait nested inside it; a form below",
        heading="Vos mots après le souper",
        description="A Québec parish's site of 2016 (invented), HTML5: the parish supper; 4 parishioners' messages under h3 'Vos mots après le souper', each a div, a line 'NAME (a bold span) (PLACE) nous écrit le 17 octobre 2016 :' then the text (Ginette's in two paragraphs); the priest ('Abbé Réjean Pelletier') answers 'Merci, Ginette, …' in a div nested in hers, Lucille answers 'Denis, …' in the flat list; a form below; the news dated 16 octobre 2016.",
        language="fr-CA",
        files={
            "/images/clocher.svg": svg(70, 90, "#d9c89e", "†", 30),
            "/images/salle.svg": svg(500, 260, "#24446b", "souper paroissial", 24),
        },
    )


# --------------------------------------------------------------------------- en-IE: a rowing club, 2022, "dt NAME wrote on DATE:" / "dd TEXT"


def enie_rowing() -> Case:
    cs = talk("""
Siobhán Walsh || 4 July 2022 || What a day for the club! I was on the bank at the bridge when the junior four came past and the noise was unreal. Well done to Aoife for coaching them all winter on that freezing river.
Declan Murphy || 4 July 2022 || Great report. Just one correction: the masters eight finished third, not fourth, the results sheet at the tent was wrong and the committee fixed it in the evening. Small thing but the lads would like it right!
Club PRO || 5 July 2022 || Thanks Declan, you're dead right, it's fixed above. Fair play to the masters, third place at forty-plus is no joke.
Aoife Brennan || 6 July 2022 || Thank you Siobhán, the girls earned every bit of it. They were out at half six three mornings a week since February. Huge thanks as well to the parents who drove the trailer to Carrick and back.
Paddy Gleeson || 8 July 2022 || Rowed for Carrigbawn back in the eighties and it's brilliant to see the club so strong again. If the committee needs a hand painting the boathouse this summer, count me in.
""")
    items = "\n".join(f"<dt>{esc(c.who)} wrote on {esc(c.when)}:</dt>\n<dd>{esc(c.raw)}</dd>" for c in cs)
    body = f"""<body>
<header class="masthead">
<a href="/index.html"><img src="/img/crest.svg" width="80" height="80" alt="Carrigbawn Rowing Club crest"></a>
<div class="clubname">Carrigbawn Rowing Club<br><span>Est. 1891 &middot; on the River Owenbeg</span></div>
</header>
<nav class="topnav"><ul>{nav([("/index.html", "Home"), ("/news.html", "News"), ("/juniors.html", "Juniors"), ("/masters.html", "Masters"), ("/join.html", "Join us"), ("/contact.html", "Contact")])}</ul></nav>
<div class="wrap">
<main class="story">
<h1>Regatta report: junior four bring home the cup</h1>
<p class="byline">Posted 3 July 2022 by the Club PRO</p>
<p>Saturday's Owenbeg Regatta was our best in years. The junior women's four of Ciara, Méabh, Róisín and Orla won the J16 final by a length and a half, the club's first junior cup since 2009.</p>
<p>The masters eight took third place in a very strong field, and our novice double raced for the first time. A big thank you to everyone who helped with the tent, the barbecue and the boat trailer.</p>
<img src="/img/regatta.svg" width="560" height="280" alt="The junior four on the river">
<p>We got a lot of lovely messages on email and at the boathouse. A few of them, with permission:</p>
<dl class="notes">
{items}
</dl>
<section class="sendnote">
<h4>Send us a note</h4>
<form action="/send-note.php" method="post">
<p><label>Name <input type="text" name="name"></label></p>
<p><label>Message <textarea name="msg" rows="4" cols="50"></textarea></label></p>
<p><button type="submit">Send</button></p>
</form>
</section>
</main>
<aside class="sidebar">
<h4>Training times</h4>
<p>Juniors: Tue, Thu 18:30, Sat 08:00<br>Masters: Wed 19:00, Sun 09:00</p>
<h4>Coming up</h4>
<ul><li>Carrick Regatta</li><li>Club barbecue</li><li>Learn to row: September</li></ul>
</aside>
</div>
<footer class="foot">Carrigbawn Rowing Club &middot; The Boathouse, Quay Road &middot; <a href="mailto:pro@carrigbawnrc.example">pro@carrigbawnrc.example</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:Arial,sans-serif;color:#1b2a2f;background:#eef3f1}
.masthead {display:flex;gap:16px;align-items:center;padding:14px 36px;background:#0b5d3b;color:#fff}
.clubname {font-size:24px;font-weight:bold}
.clubname span {font-size:13px;font-weight:normal}
.topnav ul {list-style:none;margin:0;padding:8px 36px;background:#f2c230}
.topnav li {display:inline-block;margin-right:18px}
.wrap {display:flex;gap:24px;max-width:1060px;margin:0 auto;padding:18px}
.story {flex:1;background:#fff;padding:16px 26px}
.byline {color:#6b7b80;font-size:14px}
.notes dt {margin-top:14px;font-weight:bold;color:#0b5d3b}
.notes dd {margin:4px 0 0 0}
.sidebar {width:250px}
.foot {text-align:center;padding:14px;background:#0b5d3b;color:#fff;font-size:13px}
.foot a {color:#fff}
</style>"""
    return make(
        "gb-enie-rowing-regatta",
        "discussion",
        doc(
            "html5",
            title="Regatta report: junior four bring home the cup - Carrigbawn RC",
            lang="en-IE",
            head=head,
        )
        + body,
        cs,
        path="/news/2022/regatta-report.html",
        container="dl.notes after a line 'A few of them, with permission:', no heading: five dt 'NAME wrote on D MONTH YYYY:' (the name in plain text) each followed by dd TEXT; a form below",
        heading=None,
        description="An Irish rowing club's site of 2022 (invented), HTML5: the regatta report; 5 members' and friends' notes copied in after 'A few of them, with permission:', no heading, a definition list of 'dt NAME wrote on 4 July 2022:' (plain text) and 'dd TEXT'; the club's PRO answers 'Thanks Declan, …', the coach Aoife answers 'Thank you Siobhán, …'; a form below; the report dated 3 July 2022.",
        language="en-IE",
        files={
            "/img/crest.svg": svg(80, 80, "#f2c230", "CRC", 20),
            "/img/regatta.svg": svg(560, 280, "#0b5d3b", "Owenbeg Regatta", 28),
        },
    )
