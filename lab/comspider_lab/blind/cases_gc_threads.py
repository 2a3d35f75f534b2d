"""Blind set gc: three readers' discussions on small sites of 2006-2012, each reaction signed at its end. An Italian
cycling club (2008, XHTML, a list of "TEXT — NAME, DD/MM/YYYY" in one li each, the editors' answer nested in an
inner list, under a heading), a Dutch allotment association (2012, HTML 4.01, each text in a div followed by
"p — NAME", no date, no heading) and a Czech village choir (2006, no doctype, a layout table, paragraphs "TEXT br
NAME, DD.MM.YYYY", the choirmistress answering flat, under a heading). Every site, name, place and text invented for
this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_gc_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- it: a cycling club, 2008, "TEXT — NAME, DATE" in the li


def it_ciclisti() -> Case:
    cs = talk("""
Giulia Ferri || 12/05/2008 || Complimenti per l'organizzazione! Al ristoro di Case Rosse c'erano crostate per tutti anche a mezzogiorno. Unico appunto: al bivio per Monteleone mancava una freccia e in sei abbiamo allungato di tre chilometri.
^0 la Redazione || 13/05/2008 || Giulia, hai ragione, la freccia era stata strappata durante la notte. L'anno prossimo metteremo un volontario fisso al bivio con la bandierina arancione.
Marco Bellandi || 13/05/2008 || Prima granfondo per me, a cinquantotto anni. Ho chiuso il percorso corto in quattro ore e dieci e sono arrivato felice come un bambino. Grazie ai ragazzi della Protezione Civile che fermavano il traffico agli incroci.
Stefania Rosati || 14/05/2008 || Marco, bravissimo! Anche mio padre ha cominciato tardi e adesso non lo ferma nessuno. Peccato per la pioggia in discesa, io ho preferito fare a piedi gli ultimi due tornanti.
Pierluigi Anselmi || 15/05/2008 || Ottimo il pasta party, meno bene le docce: alle due l'acqua calda era già finita. Per il resto nulla da dire, ci vediamo a settembre alla cronoscalata del Pradello.
""")

    def sign(i: int) -> str:
        c = cs[i]
        return f"{esc(c.raw)} &mdash; {esc(c.who)}, {esc(c.when)}"

    inner = f'\n<ul class="sotto"><li>{sign(1)}</li></ul>\n'
    items = "\n".join(f"<li>{sign(i)}{inner if i == 0 else ''}</li>" for i in range(len(cs)) if i != 1)
    body = f"""<body>
<div id="contenitore">
<div id="testata"><img src="/immagini/testata-gs.svg" width="900" height="110" alt="G.S. Ciclisti Borgo San Lazzaro" /></div>
<div id="menu">{nav([("/index.html", "Home"), ("/societa.html", "La società"), ("/calendario.html", "Calendario 2008"), ("/granfondo.html", "Granfondo"), ("/foto.html", "Foto"), ("/contatti.html", "Contatti")], " | ")}</div>
<div id="colonna">
<h4>Prossime uscite</h4>
<ul><li>18 maggio: giro dei tre passi</li><li>25 maggio: uscita sociale a Bobbio</li><li>1 giugno: pedalata con i bambini</li></ul>
<h4>Sponsor</h4>
<p>Ferramenta Bassi<br />Forno Anselmi<br />Cicli Dall'Aglio</p>
</div>
<div id="articolo">
<h2>Granfondo delle Colline 2008: 412 al via!</h2>
<p class="data">Domenica 11 maggio 2008 &ndash; a cura della redazione</p>
<p>Quattrocentododici iscritti, due percorsi da 68 e 124 chilometri e un cielo che ha tenuto fino alle undici. La quinta Granfondo delle Colline è stata la più partecipata di sempre, con ciclisti arrivati anche da Cremona e da Genova.</p>
<p>Il primo al traguardo del percorso lungo è stato Davide Orsi della Pedale Bobbiese, in tre ore e quarantuno minuti. Tra le donne ha vinto Elena Cavalli, che ha staccato tutte sulla salita di Monteleone.</p>
<p><img src="/immagini/arrivo.svg" width="440" height="230" alt="L'arrivo in piazza" /></p>
<h3>Ci avete scritto</h3>
<ul class="lettere">
{items}
</ul>
<p class="piccolo">Per scriverci: <a href="mailto:redazione@gsborgosanlazzaro.example">redazione@gsborgosanlazzaro.example</a></p>
</div>
<div id="piede">G.S. Ciclisti Borgo San Lazzaro &middot; via della Stazione 3 &middot; affiliato FCI dal 1971</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#dfe6ee;font-family:Verdana,Geneva,sans-serif;font-size:12px}
#contenitore {width:900px;margin:0 auto;background:#fff}
#menu {background:#0b4f8a;padding:6px 12px}
#menu a {color:#fff;text-decoration:none}
#colonna {float:right;width:190px;padding:10px;background:#eef3f8}
#articolo {margin-right:220px;padding:10px 20px}
.data {color:#0b4f8a;font-size:11px}
.lettere li {margin-bottom:10px;line-height:1.4}
.sotto {list-style:circle;color:#0b4f8a}
.piccolo {font-size:10px;color:#777}
#piede {clear:both;background:#0b4f8a;color:#fff;text-align:center;font-size:10px;padding:5px}
</style>"""
    return make(
        "gc-it-cycling-granfondo",
        "discussion",
        doc(
            "xhtml",
            title="Granfondo delle Colline 2008 - G.S. Ciclisti Borgo San Lazzaro",
            lang="it",
            head=head,
        )
        + body,
        cs,
        path="/notizie/2008/granfondo-delle-colline.html",
        container="ul.lettere after h3 'Ci avete scritto': four li 'TEXT — NAME, DD/MM/YYYY' (the signature in plain text at the end of the item), the editors' answer in a ul.sotto nested in Giulia's item; a mailto line below, no form",
        heading="Ci avete scritto",
        description="An Italian cycling club's site of 2008 (invented), XHTML, floats with a right column: the club's granfondo had 412 riders; 5 letters under h3 'Ci avete scritto', each li the text then '— NAME, 12/05/2008' in plain text; the editors ('la Redazione') answer 'Giulia, …' in a list nested in her item, Stefania addresses 'Marco, …' in the flat list; a mailto line, no form; the report dated 11 maggio 2008.",
        language="it",
        files={
            "/immagini/testata-gs.svg": svg(900, 110, "#0b4f8a", "G.S. Ciclisti Borgo San Lazzaro", 34),
            "/immagini/arrivo.svg": svg(440, 230, "#d98a1f", "arrivo in piazza", 22),
        },
    )


# --------------------------------------------------------------------------- nl: an allotment association, 2012, div TEXT then "p — NAME"


def nl_volkstuin() -> Case:
    cs = talk("""
Marja Hoekstra || || Wat een mooie open dag! Mijn kleinzoon heeft de hele middag bij de bijenkasten gestaan en wil nu zelf imker worden. De pompoensoep van tuin 14 was ook heerlijk, mag het recept in de volgende nieuwsbrief?
Kees van Dijk || || Marja, de imker zoekt juist een hulpje voor de zaterdagochtend, dus stuur je kleinzoon gerust langs. Zelf vond ik het jammer dat de plantjesmarkt om twee uur al leeg was.
Fam. Bouzid || || Wij wonen sinds maart in de Kastanjelaan en wisten niet eens dat er achter de sporthal zoveel tuinen liggen. We hebben ons meteen op de wachtlijst gezet en de kinderen hebben al een plekje voor de aardbeien uitgezocht.
Anneke Smit || || Kees, volgend jaar zet ik twee keer zoveel tomatenplantjes neer, beloofd. En dank aan iedereen die na afloop de kantine heeft schoongemaakt, om zes uur stond alles weer netjes.
""")
    blocks = "\n".join(
        f'<div class="briefje"><p>{esc(c.raw)}</p></div>\n<p class="ondertekening">&mdash; {esc(c.who)}</p>'
        for c in cs
    )
    body = f"""<body>
<table class="raam" width="820" align="center" cellpadding="0" cellspacing="0">
<tr><td colspan="2" class="kop"><img src="/plaatjes/akker-logo.svg" width="820" height="96" alt="Volkstuinvereniging De Groene Akker"></td></tr>
<tr><td colspan="2" class="balk">{nav([("/index.html", "Home"), ("/vereniging.html", "Vereniging"), ("/tuin-huren.html", "Een tuin huren"), ("/nieuwsbrief.html", "Nieuwsbrief"), ("/werkbeurten.html", "Werkbeurten"), ("/contact.html", "Contact")], " &bull; ")}</td></tr>
<tr>
<td class="links" valign="top" width="180">
<p class="kopje">Kantine open</p>
<p>za 10.00&ndash;13.00<br>wo 19.00&ndash;21.00</p>
<p class="kopje">Zaaikalender mei</p>
<p>Bonen, courgette, pompoen buiten zaaien na IJsheiligen.</p>
</td>
<td class="midden" valign="top">
<h1>Open dag 2012: ruim driehonderd bezoekers</h1>
<p class="datum">Geplaatst op 21 mei 2012 door het bestuur</p>
<p>Op zaterdag 19 mei stond het hek van De Groene Akker de hele dag open. Bezoekers konden rondkijken op veertig tuinen, honing proeven bij de imker en plantjes kopen voor hun eigen balkon of moestuin.</p>
<p>De kinderen zaaiden zonnebloemen in bekertjes en de kantine verkocht meer dan honderd kommen soep. Met de opbrengst kopen we een nieuwe waterpomp voor het achterste pad.</p>
<p>In de ideeënbus bij de kantine vonden we na afloop een hele stapel briefjes. Een paar daarvan, met toestemming:</p>
<div class="briefjes">
{blocks}
</div>
<p class="klein">Ook iets kwijt? Mail het bestuur: <a href="mailto:bestuur@degroeneakker.example">bestuur@degroeneakker.example</a></p>
</td>
</tr>
<tr><td colspan="2" class="voet">Volkstuinvereniging De Groene Akker &middot; complex achter sporthal De Wielen &middot; opgericht 1958</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e7eadb;font-family:Arial,sans-serif;font-size:13px;margin:10px}
.raam {background:#fff;border:1px solid #8aa05a}
.balk {background:#5a7a2a;padding:5px 10px}
.balk a {color:#fff;text-decoration:none}
.links {background:#f3f6e8;padding:8px;font-size:12px}
.kopje {font-weight:bold;color:#5a7a2a}
.midden {padding:10px 18px}
.datum {color:#888;font-size:11px}
.briefje {background:#fffbe3;border:1px dashed #c7b75a;padding:2px 10px}
.ondertekening {margin:2px 0 14px 12px;font-style:italic;color:#5a7a2a}
.klein {font-size:11px;color:#777}
.voet {background:#5a7a2a;color:#fff;font-size:11px;text-align:center;padding:5px}
</style>"""
    return make(
        "gc-nl-allotment-opendag",
        "discussion",
        doc("html4t", title="Open dag 2012 - Volkstuinvereniging De Groene Akker", lang="nl", head=head)
        + body,
        cs,
        path="/nieuws/2012/open-dag.html",
        container="div.briefjes after a line 'Een paar daarvan, met toestemming:', no heading: four div.briefje p TEXT, each followed by 'p.ondertekening — NAME' (the name in its own element after the text's block); no date on any; a mailto line below, no form",
        heading=None,
        description="A Dutch allotment association's site of 2012 (invented), HTML 4.01, a layout table with a left column: the open day had three hundred visitors; 4 notes from the suggestion box copied in after 'Een paar daarvan, met toestemming:', no heading, each a div with the text then a paragraph '— NAME', no date; Kees answers 'Marja, …', Anneke answers 'Kees, …'; a mailto line, no form; the report dated 21 mei 2012.",
        language="nl",
        files={
            "/plaatjes/akker-logo.svg": svg(820, 96, "#5a7a2a", "Volkstuinvereniging De Groene Akker", 30)
        },
    )


# --------------------------------------------------------------------------- cs: a village choir, 2006, "TEXT br NAME, DD.MM.YYYY"


def cs_sbor() -> Case:
    cs = talk("""
Věra Novotná || 22.12.2006 || Adventní koncert v kostele byl nádherný, při Rybově mši jsem měla husí kůži. Jen vzadu u dveří nebylo skoro slyšet sólo sopránu, možná by pomohl mikrofon.
sbormistryně Jana Šímová || 23.12.2006 || Paní Novotná, děkujeme za milá slova. Mikrofon jsme zkoušeli, ale v kostele se nepříjemně ozývala ozvěna. Příště postavíme sólistky na schody k oltáři, odtud je slyšet lépe.
Petr Dvořák || 27.12.2006 || Přijel jsem z Brna za babičkou a na koncert šel spíš ze zvědavosti. Odcházel jsem nadšený, hlavně z dětského sboru. Bude z koncertu nahrávka na cédéčku?
Ludmila Kratochvílová || 28.12.2006 || Petře, nahrávku pořizoval pan Holub z obecního úřadu, zeptejte se na podatelně. A díky všem za svařák po koncertě, v té zimě přišel vhod.
""")
    paras = "\n".join(f'<p class="dopis">{esc(c.raw)}<br>\n{esc(c.who)}, {esc(c.when)}</p>' for c in cs)
    body = f"""<body bgcolor="#f1ece4" topmargin="0" leftmargin="0">
<table width="770" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td colspan="2"><img src="/obrazky/sbor-hlavicka.svg" width="770" height="100" alt="Smíšený pěvecký sbor Jaro Dolní Újezd"></td></tr>
<tr>
<td width="165" valign="top" class="levy">
<ul>{nav([("/index.html", "Úvod"), ("/o-sboru.html", "O sboru"), ("/koncerty.html", "Koncerty"), ("/repertoar.html", "Repertoár"), ("/fotky.html", "Fotky"), ("/kontakt.html", "Kontakt")])}</ul>
<p class="mensi">Zkoušky:<br>úterý 18.30, fara</p>
</td>
<td valign="top" class="stred">
<h2>Adventní koncert 2006 &ndash; děkujeme!</h2>
<p class="kdy">Dolní Újezd, 20. prosince 2006</p>
<p>V neděli 17. prosince jsme v kostele sv. Prokopa zazpívali Českou mši vánoční spolu s dětským sborem Skřivánek a několika hudebníky z Litomyšle. Kostel byl plný do posledního místa, lidé stáli i na kůru.</p>
<p>Výtěžek z dobrovolného vstupného, 14 600 Kč, věnujeme na opravu varhan. Děkujeme panu faráři, obecnímu úřadu a všem, kdo pomáhali s programem a svařeným vínem.</p>
<h4>Napsali nám</h4>
{paras}
<p class="mensi">Dopisy posílejte na <a href="mailto:sbor@jaro-dolniujezd.example">sbor@jaro-dolniujezd.example</a>.</p>
</td>
</tr>
<tr><td colspan="2" class="pata">Smíšený pěvecký sbor Jaro &middot; Dolní Újezd &middot; zpíváme od roku 1987</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {font-family:Tahoma,Arial,sans-serif;font-size:12px}
.levy {background:#e6dccb;padding:8px}
.levy ul {margin:0;padding-left:14px}
.stred {padding:10px 18px}
.kdy {color:#8a6d3b;font-size:11px}
.dopis {border-left:3px solid #c9b48a;padding-left:8px}
.mensi {font-size:10px;color:#666}
.pata {background:#6b4f2a;color:#fff;font-size:10px;text-align:center;padding:4px}
</style>"""
    return make(
        "gc-cs-choir-advent",
        "discussion",
        doc("quirks", title="Pěvecký sbor Jaro - Adventní koncert 2006", lang="cs", head=head) + body,
        cs,
        path="/koncerty/2006/adventni-koncert.html",
        container="sibling p.dopis after h4 'Napsali nám' in the article's table cell: four 'TEXT br NAME, DD.MM.YYYY' (the name in plain text on the line under the text); the choirmistress answers flat; a mailto line below, no form",
        heading="Napsali nám",
        description="A Czech village choir's site of 2006 (invented), no doctype, a layout table with a left menu: thanks for the Advent concert; 4 letters under h4 'Napsali nám', each a paragraph with the text, a line break, then 'NAME, 22.12.2006' in plain text; the choirmistress ('sbormistryně Jana Šímová') answers 'Paní Novotná, …' flat, Ludmila answers 'Petře, …'; a mailto line, no form; the report dated 20. prosince 2006.",
        language="cs",
        files={"/obrazky/sbor-hlavicka.svg": svg(770, 100, "#6b4f2a", "Pěvecký sbor Jaro", 34)},
    )
