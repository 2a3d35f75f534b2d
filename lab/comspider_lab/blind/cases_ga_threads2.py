"""Blind set ga: three readers' discussions on small sites of 2005-2021, each reaction introduced by its writer's
name in plain markup. A Swedish birdwatching blog (2014, blocks separated by br inside one div, the text first and
"– b NAME | DATE" after it, no heading, no form), a Finnish local paper (2005, a table whose first cell holds the
writer's pen name in plain text and the date, under a heading) and a Catalan hiking centre (2021, HTML5, sibling
paragraphs "NAME diu: TEXT" in plain text, no date on any, no heading, no form). Every site, name, place and text
invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ga_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- sv: a birdwatching blog, 2014, "TEXT br – b NAME | DATE"


def sv_fagelblogg() -> Case:
    cs = talk("""
Anna Lindqvist || 3 maj 2014 || Vilken tur du hade! Jag stod vid samma torn i söndags i två timmar och såg bara gräsänder och en ensam häger.
Bosse Nyman || 3 maj 2014 || Härliga bilder på smådoppingen. Det är fjärde året i rad den häckar i viken, så vassen får gärna stå kvar. Vet någon om kommunen tänker slå den i år igen?
Marianne || 4 maj 2014 || Tack, Anna, för tipset förra veckan om parkeringen vid bygdegården, det gick mycket lättare att ta sig ner till tornet därifrån. Bosse, jag frågade på kommunen: vassen slås först i september.
Lars-Göran (bloggaren) || 5 maj 2014 || Anna, ge inte upp, gå dit tidigt på morgonen innan vinden vänder. Och tack Marianne för beskedet om vassen, det var goda nyheter för doppingarna.
""")
    blocks = "<br><br>\n".join(f"{esc(c.raw)}<br>\n&ndash; <b>{esc(c.who)}</b> | {esc(c.when)}" for c in cs)
    body = f"""<body>
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td class="toppen" colspan="3"><img src="/bilder/vass.svg" width="700" height="90" alt="Fåglar vid Norrviken"></td></tr>
<tr>
<td class="vanster" valign="top" width="160">
<b>Arkiv</b><br>
{nav([("/2014/05/", "maj"), ("/2014/04/", "april"), ("/2014/03/", "mars")], "<br>")}<br><br>
<b>Artlistan</b><br>
142 arter sedan starten
</td>
<td class="mitten" valign="top">
<h2>Smådopping och skräntärna vid tornet</h2>
<p class="dag">fredag 2 maj 2014</p>
<p>I morse var det blankt i viken och redan vid sju hörde jag smådoppingens drill från vassen. Efter en halvtimme kom den fram med ungarna på ryggen, jag hann ta tre bilder innan den dök igen.</p>
<p><img src="/bilder/dopping.svg" width="360" height="220" alt="Smådopping i Norrviken"></p>
<p>På hemvägen kom en skräntärna in över sjön från söder, tydligt rödnäbbad, och fiskade en stund vid bryggan. Det är den första i viken sedan jag började skriva här.</p>
<p class="etikett">Upplagt av Lars-Göran &middot; <a href="/etikett/norrviken.html">Norrviken</a>, <a href="/etikett/tarnor.html">tärnor</a></p>
<hr>
<div class="gasterna">
{blocks}
</div>
<p class="liten">Vill du skriva något? Mejla <a href="mailto:larsgoran@faglarvidnorrviken.example">larsgoran@faglarvidnorrviken.example</a> så lägger jag in det.</p>
</td>
<td class="hoger" valign="top" width="170">
<b>Senaste observationer</b>
<ul><li>Rördrom, hörd</li><li>Fiskgjuse</li><li>Svarthakedopping</li></ul>
</td>
</tr>
<tr><td class="foten" colspan="3">Fåglar vid Norrviken &middot; en blogg om en liten sjö och dess fåglar</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#e8eef0;font-family:Georgia,serif;font-size:14px;color:#253238}
.toppen {background:#3c6e71}
.vanster, .hoger {background:#f4f7f7;padding:10px;font-size:12px;line-height:18px}
.mitten {background:#fff;padding:12px 22px}
.dag {color:#3c6e71;font-style:italic}
.etikett {font-size:11px;color:#777}
.gasterna {line-height:20px;padding:6px 0}
.liten {font-size:11px;color:#777}
.foten {text-align:center;font-size:11px;padding:6px;color:#3c6e71}
</style>"""
    return make(
        "ga-sv-blog-smadopping",
        "discussion",
        doc(
            "html4t", title="Fåglar vid Norrviken: Smådopping och skräntärna vid tornet", lang="sv", head=head
        )
        + body,
        cs,
        path="/2014/05/smadopping-och-skrantarna.html",
        container="div.gasterna after an hr, no heading: four blocks separated by br br inside the one div, each 'TEXT br – b NAME | D MÅNAD YYYY' (the name after the text); a mailto line below, no form",
        heading=None,
        description="A Swedish birdwatching blog of 2014 (invented), a three-column layout table: a little grebe and a Caspian tern at the tower; 4 readers' notes in one div after a rule, no heading, blocks separated by two line breaks, each the text then '– b NAME | 3 maj 2014' on its own line; Marianne thanks Anna and answers Bosse by name, the blogger ('Lars-Göran (bloggaren)') answers Anna and Marianne; a mailto line; the post dated fredag 2 maj 2014.",
        language="sv",
        files={
            "/bilder/vass.svg": svg(700, 90, "#3c6e71", "Fåglar vid Norrviken", 30),
            "/bilder/dopping.svg": svg(360, 220, "#6b8f71", "smådopping", 22),
        },
    )


# --------------------------------------------------------------------------- fi: a local paper, 2005, a table of pen names and texts


def fi_paikallislehti() -> Case:
    cs = talk("""
Vanha opettaja || 12.4.2005 klo 18.40 || Koulun lakkauttaminen olisi kylälle kova isku. Opetin Kallioniemen koulussa kaksikymmentä vuotta, ja joka kevät juhlassa oli koko kylä paikalla. Missä lapset sitten leikkivät välitunnilla, linja-autossa?
Kolmen lapsen äiti || 12.4.2005 klo 21.05 || Vanhalle opettajalle: juuri noin. Meidän nuorin aloittaisi ensi syksynä, ja matka kirkonkylälle on yli kaksikymmentä kilometriä. Se on seitsenvuotiaalle pitkä päivä.
Veronmaksaja || 13.4.2005 klo 7.15 || Kyllä minäkin kylää ymmärrän, mutta yhdeksän oppilaan koulu maksaa kunnalle saman verran kuin kirjasto. Jostain on säästettävä.
Kolmen lapsen äiti || 13.4.2005 klo 12.30 || Veronmaksaja, laskitko mukaan koulukyydit? Taksit kirkonkylälle eivät ole ilmaisia nekään, ja ne maksetaan samasta kunnan kassasta.
""")
    rows = "\n".join(
        f'<tr><td class="nimimerkki" valign="top">{esc(c.who)}<br><span class="pvm">{esc(c.when)}</span></td>'
        f'<td class="kirjoitus" valign="top">{esc(c.raw)}</td></tr>'
        for c in cs
    )
    body = f"""<body bgcolor="#ffffff" leftmargin="0" topmargin="0">
<table width="800" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td colspan="2"><img src="/kuvat/logo.svg" width="800" height="70" alt="Kallioniemen Sanomat"></td></tr>
<tr><td colspan="2" class="valikko">{nav([("/index.html", "Etusivu"), ("/uutiset.html", "Uutiset"), ("/urheilu.html", "Urheilu"), ("/menot.html", "Menot"), ("/ilmoitukset.html", "Ilmoitukset"), ("/yhteystiedot.html", "Yhteystiedot")], " | ")}</td></tr>
<tr>
<td valign="top" class="palsta">
<p class="osasto">Uutiset</p>
<h1>Kallioniemen koulun tulevaisuus ratkeaa toukokuussa</h1>
<p class="aika">11.4.2005 &middot; Teksti: Riitta Mäkelä</p>
<p><b>Sivistyslautakunta esittää, että Kallioniemen kyläkoulu lakkautetaan ensi syksystä alkaen. Koulussa on tänä keväänä yhdeksän oppilasta.</b></p>
<p>Lautakunnan mukaan säästö olisi noin 60 000 euroa vuodessa. Oppilaat kuljetettaisiin kirkonkylän kouluun taksilla. Kunnanvaltuusto päättää asiasta toukokuun kokouksessa.</p>
<p>Kyläyhdistys on kerännyt koulun puolesta yli 300 nimeä. Puheenjohtaja Pentti Lahtinen kertoo, että adressi luovutetaan valtuustolle ennen kokousta.</p>
<h4 class="alaotsikko">Lukijoiden kirjoituksia</h4>
<table width="100%" cellpadding="5" cellspacing="0" border="0" class="lukijat">
{rows}
</table>
<p class="pieni">Kirjoituksia voi lähettää toimitukseen osoitteeseen <a href="mailto:toimitus@kallioniemensanomat.example">toimitus@kallioniemensanomat.example</a>. Toimitus lukee kirjoitukset ennen julkaisua.</p>
</td>
<td valign="top" width="200" class="sivu">
<b>Luetuimmat</b>
<ol>{nav([("/uutiset/kevatmarkkinat.html", "Kevätmarkkinat lauantaina"), ("/urheilu/hiihto.html", "Kylän hiihtäjät menestyivät"), ("/uutiset/silta.html", "Joen silta korjataan")])}</ol>
<b>Sää</b><br>Pilvistä, +4
</td>
</tr>
<tr><td colspan="2" class="alatunniste">Kallioniemen Sanomat &middot; paikallislehti vuodesta 1952 &middot; ilmestyy torstaisin</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body, td {font-family:Verdana,Arial,sans-serif;font-size:12px;color:#222}
.valikko {background:#003a70;padding:4px 10px}
.valikko a {color:#fff;text-decoration:none;font-weight:bold}
.palsta {padding:10px 18px}
.osasto {color:#b00;font-weight:bold;text-transform:uppercase;font-size:10px}
.aika {color:#777;font-size:10px}
.alaotsikko {border-bottom:2px solid #003a70;color:#003a70}
.lukijat td {border-bottom:1px solid #ddd}
.nimimerkki {width:140px;font-weight:bold;color:#003a70}
.pvm {font-weight:normal;color:#888;font-size:10px}
.sivu {background:#eef2f7;padding:10px}
.pieni {font-size:10px;color:#888}
.alatunniste {background:#003a70;color:#fff;font-size:10px;text-align:center;padding:4px}
</style>"""
    return make(
        "ga-fi-news-kyla-koulu",
        "discussion",
        doc(
            "html4t",
            title="Kallioniemen koulun tulevaisuus ratkeaa toukokuussa - Kallioniemen Sanomat",
            lang="fi",
            head=head,
        )
        + body,
        cs,
        path="/uutiset/2005/kallioniemen-koulu.html",
        container="table.lukijat after h4 'Lukijoiden kirjoituksia': four tr, each 'td.nimimerkki PEN NAME br span.pvm D.M.YYYY klo HH.MM' and 'td.kirjoitus TEXT'; a mailto line below, no form",
        heading="Lukijoiden kirjoituksia",
        description="A Finnish local paper's site of 2005 (invented), a layout table: the village school may close; 4 readers' letters under h4 'Lukijoiden kirjoituksia' in a table, each row a cell with the writer's pen name in plain text and the date and time ('12.4.2005 klo 18.40') under it, and a cell with the text; 'Kolmen lapsen äiti' writes twice, answering 'Vanhalle opettajalle:' and 'Veronmaksaja, …'; a mailto line, no form; the article dated 11.4.2005.",
        language="fi",
        files={"/kuvat/logo.svg": svg(800, 70, "#003a70", "Kallioniemen Sanomat", 30)},
    )


# --------------------------------------------------------------------------- ca: a hiking centre, 2021, "NAME diu: TEXT" in plain text


def ca_excursionista() -> Case:
    cs = talk("""
Montse Puig || || Quina sortida més maca! El tram des de la font del Boix fins al coll era dur, però la vista de tot el Lluçanès des de dalt ho valia. Gràcies a l'Oriol per esperar-nos als de darrere.
Jordi Casals || || Jo em vaig quedar amb ganes de veure l'ermita per dins. Algú sap si l'obren algun dia de l'any?
Oriol Vilaró || || Gràcies, Montse, anar a poc a poc també és fer muntanya. Jordi, l'ermita de Sant Jaume s'obre el dia de l'aplec, el darrer diumenge de juliol; si hi voleu anar, n'organitzem una sortida.
Teresa Soler || || Primera vegada que venia amb el centre i segur que repeteixo. Una proposta: a la propera, podríem fer l'esmorzar a la font i no pas al coll, que allà dalt bufava molt.
""")
    items = "\n".join(f"<p>{esc(c.who)} diu: {esc(c.raw)}</p>" for c in cs)
    body = f"""<body>
<header class="capcalera">
<img src="/imatges/logo-cev.svg" width="90" height="90" alt="Centre Excursionista de Vilapedrosa">
<div><p class="nom-entitat">Centre Excursionista de Vilapedrosa</p><p class="lema">Caminem junts des de 1978</p></div>
</header>
<nav class="menu-principal"><ul>{nav([("/index.html", "Inici"), ("/sortides.html", "Sortides"), ("/seccions.html", "Seccions"), ("/fes-te-soci.html", "Fes-te soci"), ("/contacte.html", "Contacte")])}</ul></nav>
<div class="cos">
<main class="cronica">
<h1>Crònica: la travessa de Sant Jaume de Frontanyà al coll de la Creu</h1>
<p class="data">Publicat el 12 de juny de 2021 &middot; Secció de senderisme</p>
<p>Dissabte passat vint-i-dues persones vam fer la travessa que teníem pendent des de la primavera. Vam sortir de la plaça a les set en punt i, després d'un esmorzar ràpid, vam començar a pujar per la pista de la font del Boix.</p>
<p>Al coll de la Creu ens va rebre un vent fort però un cel net, i vam poder veure el Pedraforca i tota la serra de Bellmunt. La baixada per l'obaga va ser més llarga del previst i vam arribar a l'autocar a quarts de cinc.</p>
<img src="/imatges/coll.svg" width="520" height="260" alt="El grup al coll de la Creu">
<p class="signatura">Oriol Vilaró, guia de la sortida</p>
<section class="deixeu-ho-dit">
{items}
</section>
</main>
<aside class="lateral">
<h3>Properes sortides</h3>
<ul><li>Ruta dels molins</li><li>Nit d'estels al Montseny</li><li>Travessa de l'estiu</li></ul>
<h3>El local</h3>
<p>Obert dimarts i dijous de 19 a 21 h, carrer de l'Església 7.</p>
</aside>
</div>
<footer class="peu">Centre Excursionista de Vilapedrosa &middot; <a href="mailto:info@cevilapedrosa.example">info@cevilapedrosa.example</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:"Source Sans Pro",Helvetica,Arial,sans-serif;background:#fafaf7;color:#333}
.capcalera {display:flex;align-items:center;gap:16px;padding:12px 32px;background:#8a3b12;color:#fff}
.nom-entitat {font-size:24px;font-weight:bold;margin:0}
.lema {margin:0;font-style:italic}
.menu-principal ul {list-style:none;margin:0;padding:10px 32px;background:#f0e2d0}
.menu-principal li {display:inline-block;margin-right:20px}
.cos {display:grid;grid-template-columns:1fr 260px;gap:24px;max-width:1100px;margin:0 auto;padding:18px}
.data {color:#8a3b12;font-size:14px}
.signatura {font-style:italic;text-align:right}
.deixeu-ho-dit {border-top:1px solid #d8c3a5;margin-top:24px;padding-top:8px}
.deixeu-ho-dit p {background:#fff;padding:10px 14px;border-radius:6px}
.peu {text-align:center;padding:16px;font-size:13px;background:#f0e2d0}
</style>"""
    return make(
        "ga-ca-hiking-travessa",
        "discussion",
        doc("html5", title="Crònica: la travessa al coll de la Creu - CE Vilapedrosa", lang="ca", head=head)
        + body,
        cs,
        path="/croniques/2021/travessa-coll-de-la-creu.html",
        container="section.deixeu-ho-dit right under the guide's signature, no heading: four sibling p 'NAME diu: TEXT', the name in plain text, no date on any; a mailto footer, no form",
        heading=None,
        description="A Catalan hiking centre's site of 2021 (invented), HTML5 with a grid: the chronicle of a traverse; 4 members' notes in a section under the guide's signature, no heading and no form, each a paragraph 'NAME diu: TEXT' with the name in plain text and no date; the guide Oriol (who wrote the chronicle) thanks Montse and answers Jordi by name; the chronicle dated 12 de juny de 2021.",
        language="ca",
        files={
            "/imatges/logo-cev.svg": svg(90, 90, "#d98c3a", "CEV", 24),
            "/imatges/coll.svg": svg(520, 260, "#6b7d4a", "coll de la Creu", 26),
        },
    )
