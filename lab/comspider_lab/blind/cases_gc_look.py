"""Blind set gc: six pages of small sites without any reader reaction, each with a list signed at its end by a
person's name that is not readers' reactions on the article. A Spanish women's association's recipe collection,
each recipe "— de la cocina de NAME" (2010, XHTML); a German hiking club's report with a side column of quotations,
each "— AUTHOR" (2011, HTML 4.01); a Polish village site's report with a side column of small ads, each "— NAME,
DATE" (2007, no doctype); a French guest house's news with a side column of customer testimonials, each "(NAME,
TOWN)" (2014, HTML5); a Danish association's newsletter with reports from its members abroad, each signed "NAME,
CITY" (2016, HTML5); and a Romanian town library's poems of the month, each signed by its poet (2005, HTML 4.01). The
people mention one another as colleagues, neighbours or members would, but nobody answers a reader. Every site,
name, place and text invented for this set; each text written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_gc_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- es: a women's association's recipes, 2010, "— de la cocina de NAME"


def es_recetario() -> Case:
    recipes = (
        (
            "Potaje de vigilia",
            "Garbanzos remojados la víspera, bacalao desalado, espinacas y un huevo duro por persona. Se cuece todo a fuego lento con un sofrito de ajo y pimentón de la Vera, y el huevo se pica por encima al servir.",
            "Encarna Molina",
        ),
        (
            "Torrijas de la abuela",
            "Pan del día anterior cortado grueso, leche cocida con canela y piel de limón, huevo batido y aceite de oliva bien caliente. Se pasan por azúcar y canela todavía templadas. La receta me la enseñó Pilar Gallardo en el taller de 2008.",
            "Rosario Cuenca",
        ),
        (
            "Buñuelos de viento",
            "Agua, mantequilla, harina y cuatro huevos para la masa; se fríen a cucharadas en aceite no demasiado caliente para que crezcan. Los rellenamos de crema pastelera, como hacía mi madre en Semana Santa.",
            "Pilar Gallardo",
        ),
        (
            "Sopa de ajo castellana",
            "Pan duro, seis dientes de ajo, pimentón, caldo de jamón y un huevo escalfado en cada cazuela de barro. Es la sopa que servimos en la cena de la asociación y nunca sobra ni una cucharada.",
            "Mari Luz Arroyo",
        ),
    )
    items = "\n".join(
        f'<li><h4>{esc(t)}</h4>\n<p>{esc(x)}</p>\n<p class="firmareceta">&mdash; de la cocina de {esc(n)}</p></li>'
        for t, x, n in recipes
    )
    body = f"""<body>
<div id="caja">
<div id="cabecera"><img src="/imagenes/asociacion-cabecera.svg" width="860" height="100" alt="Asociación de Mujeres Santa Águeda de Valdecañas" /></div>
<ul id="menu">{nav([("/index.html", "Inicio"), ("/asociacion.html", "La asociación"), ("/talleres.html", "Talleres"), ("/recetario.html", "Recetario"), ("/excursiones.html", "Excursiones"), ("/contacto.html", "Contacto")])}</ul>
<div id="contenido">
<h2>Recetario de Cuaresma</h2>
<p class="fecha">Actualizado el 8 de marzo de 2010</p>
<p>Como cada año, las socias del taller de cocina han reunido las recetas de Cuaresma que se preparan en sus casas. Estas cuatro se cocinaron el pasado jueves en el salón parroquial y las probaron más de sesenta vecinas.</p>
<ul class="recetario">
{items}
</ul>
<p>Si tienes una receta de tu familia, tráela al taller de los jueves a las cinco.</p>
</div>
<div id="pie">Asociación de Mujeres Santa Águeda &middot; Plaza Mayor 4, Valdecañas &middot; <a href="mailto:santaagueda@valdecanas.example">santaagueda@valdecanas.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#efe3d3;font-family:Verdana,sans-serif;font-size:12px}
#caja {width:860px;margin:0 auto;background:#fff}
#menu {margin:0;padding:6px 12px;background:#8b2e3c;list-style:none}
#menu li {display:inline;margin-right:14px}
#menu a {color:#fff;text-decoration:none}
#contenido {padding:12px 24px}
.fecha {color:#999;font-size:11px}
.recetario {list-style:none;padding:0}
.recetario li {border-bottom:1px dotted #8b2e3c;margin-bottom:10px}
.firmareceta {text-align:right;font-style:italic;color:#8b2e3c}
#pie {background:#8b2e3c;color:#fff;font-size:10px;text-align:center;padding:5px}
#pie a {color:#fff}
</style>"""
    return make(
        "gc-es-women-recetario",
        "lookalike",
        doc("xhtml", title="Recetario de Cuaresma - Asociación de Mujeres Santa Águeda", lang="es", head=head)
        + body,
        [],
        path="/recetario/2010/cuaresma.html",
        container="-",
        heading=None,
        lookalikes=("ul.recetario",),
        description="A page without any reader reaction: a Spanish village women's association's site of 2010 (invented), XHTML: the Lent recipe collection, a ul.recetario of four items 'h4 TITLE, p the recipe, p.firmareceta — de la cocina de NAME' (Rosario's mentions Pilar); no form.",
        language="es",
        files={
            "/imagenes/asociacion-cabecera.svg": svg(
                860, 100, "#8b2e3c", "Asociación de Mujeres Santa Águeda", 30
            )
        },
    )


# --------------------------------------------------------------------------- de: a hiking club's report, quotations in a side column, 2011


def de_wanderverein() -> Case:
    quotes = (
        (
            "Wer den Berg nur von unten kennt, kennt nur die Hälfte seines Dorfes.",
            "Anselm Vogtherr, Heimatdichter",
        ),
        ("Der Weg wird nicht kürzer, wenn man schimpft, aber lustiger, wenn man singt.", "Katharina Bürklin"),
        ("Ein guter Rucksack trägt das Brot, ein guter Freund die Sorgen.", "Matthias Leibrecht"),
        (
            "Im Nebel sieht man weniger, dafür hört man mehr. Das wusste schon Anselm Vogtherr.",
            "Hedwig Sauerbrey",
        ),
    )
    items = "\n".join(
        f'<li>&bdquo;{esc(q)}&ldquo;<br><span class="urheber">&mdash; {esc(a)}</span></li>' for q, a in quotes
    )
    body = f"""<body>
<table class="gesamt" width="880" align="center" cellpadding="0" cellspacing="0">
<tr><td colspan="3" class="kopf"><img src="/grafik/falkenstein.svg" width="880" height="110" alt="Schwarzwaldverein Ortsgruppe Oberaichen"></td></tr>
<tr><td colspan="3" class="leiste">{nav([("/index.html", "Startseite"), ("/verein.html", "Verein"), ("/wanderplan.html", "Wanderplan 2011"), ("/berichte.html", "Berichte"), ("/huette.html", "Hütte"), ("/kontakt.html", "Kontakt")], " | ")}</td></tr>
<tr>
<td class="navi" valign="top" width="150">
<p><b>Nächste Wanderung</b><br>So., 23. Oktober<br>Treffpunkt Rathaus 8.30 Uhr</p>
</td>
<td class="bericht" valign="top">
<h1>Herbstwanderung zum Falkenstein</h1>
<p class="stand">Bericht vom 10. Oktober 2011, Wanderführer Gerhard Maier</p>
<p>Bei strahlendem Sonnenschein machten sich am Sonntag 27 Wanderinnen und Wanderer auf den Weg zur Burgruine Falkenstein. Über den Mühlenpfad und die Hohe Steige ging es in knapp drei Stunden hinauf zum Aussichtsturm.</p>
<p>Oben wartete die Familie Rombach mit Zwiebelkuchen und neuem Wein. Der Abstieg führte durch das Aichtal zurück nach Oberaichen, wo wir den Tag in der Vereinshütte ausklingen ließen.</p>
<p><img src="/grafik/ruine.svg" width="420" height="220" alt="Blick vom Aussichtsturm"></p>
<p>Die nächste Wanderung führt am 23. Oktober zum Kohlenmeiler nach Hinterbach.</p>
</td>
<td class="rechts" valign="top" width="210">
<h3>Gedanken für unterwegs</h3>
<ul class="sprueche">
{items}
</ul>
<p class="klein">Gesammelt von unserer Schriftführerin</p>
</td>
</tr>
<tr><td colspan="3" class="fuss">Schwarzwaldverein Ortsgruppe Oberaichen e.V. &middot; <a href="mailto:info@swv-oberaichen.example">info@swv-oberaichen.example</a></td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#dde4d5;font-family:Arial,Helvetica,sans-serif;font-size:12px;margin:8px}
.gesamt {background:#fff}
.leiste {background:#2e5e3a;padding:5px 10px}
.leiste a {color:#fff;text-decoration:none}
.navi {background:#eef2ea;padding:8px}
.bericht {padding:10px 18px}
.stand {color:#888;font-size:11px}
.rechts {background:#f6f3e6;padding:8px}
.sprueche {padding-left:14px}
.sprueche li {margin-bottom:10px;font-style:italic}
.urheber {font-style:normal;color:#2e5e3a}
.klein {font-size:10px;color:#777}
.fuss {background:#2e5e3a;color:#fff;text-align:center;font-size:10px;padding:4px}
.fuss a {color:#fff}
</style>"""
    return make(
        "gc-de-hiking-falkenstein",
        "lookalike",
        doc(
            "html4t",
            title="Herbstwanderung zum Falkenstein - Schwarzwaldverein Oberaichen",
            lang="de",
            head=head,
        )
        + body,
        [],
        path="/berichte/2011/falkenstein.html",
        container="-",
        heading=None,
        lookalikes=("ul.sprueche",),
        description="A page without any reader reaction: a German hiking club's site of 2011 (invented), HTML 4.01, a three-column layout table: the autumn hike to a castle ruin, and beside it a right column 'Gedanken für unterwegs', a ul.sprueche of four quotations each '„TEXT“ br — AUTHOR' (Hedwig's mentions Anselm Vogtherr); no form.",
        language="de",
        files={
            "/grafik/falkenstein.svg": svg(880, 110, "#2e5e3a", "Schwarzwaldverein Oberaichen", 34),
            "/grafik/ruine.svg": svg(420, 220, "#a0743c", "Falkenstein", 24),
        },
    )


# --------------------------------------------------------------------------- pl: a village site, small ads beside the report, 2007, "— NAME, DATE"


def pl_ogloszenia() -> Case:
    ads = (
        (
            "Sprzedam ziemniaki jadalne, odmiana Irga, 40 zł za worek. Dowóz po wsi gratis.",
            "Stanisław Kowalczyk",
            "03.09.2007",
        ),
        (
            "Zginął pies, czarny kundelek z białą łatą na piersi, wabi się Kajtek. Proszę o telefon do sklepu.",
            "Danuta Pawlak",
            "05.09.2007",
        ),
        (
            "Udzielę korepetycji z matematyki dla klas 4-6, także w soboty. Polecam też panią Zofię Lis do języka polskiego.",
            "Michał Zieliński",
            "06.09.2007",
        ),
        ("Przyjmę kociaka dla dzieci, najlepiej rudego. Odbiorę sam.", "Grzegorz Wójcik", "10.09.2007"),
    )
    items = "\n".join(
        f'<li>{esc(t)} <span class="podpis">&mdash; {esc(n)}, {esc(d)}</span></li>' for t, n, d in ads
    )
    body = f"""<body bgcolor="#f4f1e8">
<center>
<table width="800" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td colspan="2"><img src="/grafika/wierzbno-baner.svg" width="800" height="100" alt="Sołectwo Wierzbno Małe"></td></tr>
<tr><td colspan="2" class="pasek">{nav([("/index.html", "Strona główna"), ("/wies.html", "O wsi"), ("/rada.html", "Rada sołecka"), ("/aktualnosci.html", "Aktualności"), ("/galeria.html", "Galeria"), ("/kontakt.html", "Kontakt")], " :: ")}</td></tr>
<tr>
<td valign="top" class="glowna">
<h2>Dożynki w Wierzbnie Małym</h2>
<p class="data">dodano: 2 września 2007</p>
<p>W niedzielę 2 września na boisku przy remizie odbyły się tegoroczne dożynki. Mszę polową odprawił ksiądz proboszcz, a starostami dożynek byli pani Helena Pawlak i pan Józef Kowalczyk.</p>
<p>Koło Gospodyń Wiejskich przygotowało wieniec w kształcie korony, który zajął drugie miejsce w konkursie gminnym. Do późnego wieczora grała orkiestra strażacka z Wierzbna Dużego.</p>
<p><img src="/grafika/wieniec.svg" width="400" height="220" alt="Wieniec dożynkowy"></p>
<p>Dziękujemy wszystkim mieszkańcom za pomoc przy przygotowaniach.</p>
</td>
<td valign="top" class="prawa" width="220">
<p class="tytul">Tablica ogłoszeń</p>
<ul class="drobne">
{items}
</ul>
<p class="maly">Ogłoszenia przyjmuje sołtys, tel. 12 345 67 89</p>
</td>
</tr>
<tr><td colspan="2" class="stopka">Sołectwo Wierzbno Małe &middot; gmina Dębowiec &middot; <a href="mailto:soltys@wierzbnomale.example">soltys@wierzbnomale.example</a></td></tr>
</table>
</center>
</body>
</html>
"""
    head = """<style type="text/css">
body {font-family:Verdana,Arial,sans-serif;font-size:12px}
.pasek {background:#b5862b;padding:5px 10px}
.pasek a {color:#fff;font-weight:bold;text-decoration:none}
.glowna {padding:10px 18px}
.data {color:#999;font-size:11px}
.prawa {background:#f8f1dc;padding:8px;font-size:11px}
.tytul {font-weight:bold;color:#b5862b;border-bottom:1px solid #b5862b}
.drobne {padding-left:12px}
.drobne li {margin-bottom:8px}
.podpis {color:#666;font-style:italic}
.maly {font-size:10px;color:#777}
.stopka {background:#b5862b;color:#fff;font-size:10px;text-align:center;padding:4px}
.stopka a {color:#fff}
</style>"""
    return make(
        "gc-pl-village-ogloszenia",
        "lookalike",
        doc("quirks", title="Sołectwo Wierzbno Małe - Dożynki 2007", lang="pl", head=head) + body,
        [],
        path="/aktualnosci/2007/dozynki.html",
        container="-",
        heading=None,
        lookalikes=("ul.drobne",),
        description="A page without any reader reaction: a Polish village's site of 2007 (invented), no doctype, a layout table: the harvest festival report, and beside it a right column 'Tablica ogłoszeń', a ul.drobne of four small ads each 'TEXT span — NAME, 03.09.2007' (Michał's recommends Zofia Lis); no form.",
        language="pl",
        files={
            "/grafika/wierzbno-baner.svg": svg(800, 100, "#b5862b", "Sołectwo Wierzbno Małe", 34),
            "/grafika/wieniec.svg": svg(400, 220, "#d7b23f", "wieniec", 24),
        },
    )


# --------------------------------------------------------------------------- fr: a guest house's news, testimonials beside it, 2014, "(NAME, TOWN)"


def fr_chambres() -> Case:
    quotes = (
        (
            "Un accueil chaleureux et des confitures maison à tomber. Nous reviendrons pour les vendanges.",
            "Claire Dumoulin",
            "Tours",
        ),
        (
            "Chambre calme avec vue sur les vignes, petit-déjeuner copieux. Mention spéciale pour la tarte aux pommes de Josiane.",
            "Hervé Castagné",
            "Bordeaux",
        ),
        (
            "Idéal pour découvrir la vallée à vélo, Bernard nous a prêté ses cartes et ses meilleurs conseils.",
            "Famille Le Goff",
            "Quimper",
        ),
        ("Le four à pain est une merveille, les enfants ont adoré pétrir.", "Sandrine Aubert", "Lyon"),
    )
    items = "\n".join(
        f'<li>&laquo;&nbsp;{esc(q)}&nbsp;&raquo; <span class="client">({esc(n)}, {esc(t)})</span></li>'
        for q, n, t in quotes
    )
    body = f"""<body>
<header class="entete">
<img src="/images/la-treille.svg" width="100" height="80" alt="">
<div><p class="maison">La Treille &ndash; chambres d'hôtes</p><p class="region">Coteaux du Layon, Anjou</p></div>
</header>
<nav class="navigation"><ul>{nav([("/index.html", "Accueil"), ("/chambres.html", "Nos chambres"), ("/tarifs.html", "Tarifs"), ("/environs.html", "Les environs"), ("/actualites.html", "Actualités"), ("/contact.html", "Contact")])}</ul></nav>
<div class="contenu">
<main class="actu">
<h1>Nouvelle saison 2014 : le four à pain restauré</h1>
<p class="publie">Publié le 4 avril 2014 par Josiane et Bernard</p>
<p>Tout l'hiver, Bernard a démonté et remonté pierre par pierre le vieux four à pain de la ferme, éteint depuis 1962. Il a repris du service pour Pâques, et chaque samedi matin nos hôtes peuvent désormais faire leur propre fougasse.</p>
<p>La chambre Chenin a aussi été repeinte et dispose maintenant d'une salle d'eau. Les réservations pour l'été sont ouvertes.</p>
<p><img src="/images/four.svg" width="460" height="240" alt="Le four à pain"></p>
</main>
<aside class="colonne">
<h3>Ils ont séjourné chez nous</h3>
<ul class="temoignages">
{items}
</ul>
<p class="petit">Extraits de notre cahier d'accueil</p>
</aside>
</div>
<footer class="pied">La Treille &middot; 12 chemin des Vignes &middot; <a href="mailto:bonjour@latreille-layon.example">bonjour@latreille-layon.example</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;background:#f7f2ea;font-family:Georgia,serif;color:#3a2e28}
.entete {display:flex;gap:16px;align-items:center;padding:16px 40px;background:#6d2f3f;color:#fff}
.maison {font-size:26px;margin:0}
.region {margin:0;opacity:.85}
.navigation ul {list-style:none;margin:0;padding:8px 40px;background:#e8d9c4}
.navigation li {display:inline-block;margin-right:18px}
.contenu {display:flex;gap:30px;max-width:1040px;margin:0 auto;padding:20px}
.actu {flex:1}
.colonne {width:260px;background:#fff;padding:12px;border:1px solid #e8d9c4}
.publie {color:#8a7a70}
.temoignages {list-style:none;padding:0}
.temoignages li {margin-bottom:12px;font-style:italic}
.client {font-style:normal;color:#6d2f3f}
.petit {font-size:12px;color:#8a7a70}
.pied {text-align:center;padding:16px;font-size:13px}
</style>"""
    return make(
        "gc-fr-guesthouse-temoignages",
        "lookalike",
        doc("html5", title="Nouvelle saison 2014 - La Treille, chambres d'hôtes", lang="fr", head=head)
        + body,
        [],
        path="/actualites/2014/four-a-pain.html",
        container="-",
        heading=None,
        lookalikes=("ul.temoignages",),
        description="A page without any reader reaction: a French guest house's site of 2014 (invented), HTML5 with flex: the owners' news of the new season, and beside it a side column 'Ils ont séjourné chez nous', a ul.temoignages of four customer testimonials each '« TEXT » span (NAME, TOWN)' (Hervé's mentions Josiane, the Le Goffs' Bernard); no form.",
        language="fr",
        files={
            "/images/la-treille.svg": svg(100, 80, "#6d2f3f", "La Treille", 16),
            "/images/four.svg": svg(460, 240, "#a8623a", "four à pain", 24),
        },
    )


# --------------------------------------------------------------------------- da: an association's newsletter, reports from members abroad, 2016, "NAME, CITY"


def da_medlemsblad() -> Case:
    letters = (
        (
            "Hilsen fra regntiden",
            (
                "Her i Arusha er regntiden kommet tre uger for tidligt, og vejen op til skolen er blevet til en rød mudderbane. Vi har alligevel fået lagt tag på det nye køkken, så eleverne kan få varm mad til middag.",
                "Jeg har taget tre af foreningens gamle strikkeopskrifter med herned, og pigerne i syklubben strikker nu huer til de små. Garnet køber vi på markedet for næsten ingenting.",
            ),
            "Mette Kjærsgaard",
            "Arusha",
        ),
        (
            "Vinter i Nuuk",
            (
                "Det har været en mørk, men smuk vinter. Vores lille husflidsgruppe mødes hver torsdag i forsamlingshuset og har i år lavet kamikker til børnehaven.",
                "Mette skriver om sine strikkepiger i Tanzania, og vi har sendt hende en pakke med uldgarn fra grønlandske får. Den burde være fremme til påske.",
            ),
            "Jens Peter Holm",
            "Nuuk",
        ),
        (
            "Fra køkkenbordet i Buenos Aires",
            (
                "Efter to år i Argentina har jeg endelig fundet en pileflettet kurv magen til min mormors fra Thy. Manden på markedet i San Telmo lærte mig at flette med siv fra floddeltaet.",
            ),
            "Birgitte Nørgaard",
            "Buenos Aires",
        ),
    )
    blocks = "\n".join(
        f'<div class="udlandsbrev"><h3>{esc(h)}</h3>\n'
        + "".join(f"<p>{esc(p)}</p>" for p in ps)
        + f'\n<p class="underskrift">{esc(n)}, {esc(c)}</p></div>'
        for h, ps, n, c in letters
    )
    body = f"""<body>
<div class="ramme">
<header class="top"><img src="/billeder/husflid-logo.svg" width="960" height="110" alt="Vestjysk Husflidsforening"></header>
<nav class="menu">{nav([("/index.html", "Forside"), ("/foreningen.html", "Foreningen"), ("/kurser.html", "Kurser"), ("/medlemsblad.html", "Medlemsbladet"), ("/bliv-medlem.html", "Bliv medlem"), ("/kontakt.html", "Kontakt")], " · ")}</nav>
<main class="blad">
<p class="nummer">Medlemsbladet nr. 2 &middot; marts 2016</p>
<h1>Breve fra vores medlemmer i udlandet</h1>
<p>Foreningen har i dag 14 medlemmer, der bor uden for Danmark. To gange om året beder vi dem fortælle, hvad de laver med deres hænder derude. Her er forårets beretninger.</p>
<div class="udland">
{blocks}
</div>
<p>Vil du skrive til bladet fra udlandet? Send en mail til redaktøren, Inge Dalsgaard.</p>
</main>
<footer class="bund">Vestjysk Husflidsforening &middot; Skolegade 9, Lemvig &middot; <a href="mailto:blad@vestjyskhusflid.example">blad@vestjyskhusflid.example</a></footer>
</div>
</body>
</html>
"""
    head = """<style>
body {margin:0;background:#e9eef0;font-family:Verdana,sans-serif;font-size:14px;color:#233}
.ramme {max-width:960px;margin:0 auto;background:#fff}
.menu {background:#35607a;padding:8px 20px;color:#fff}
.menu a {color:#fff;text-decoration:none}
.blad {padding:16px 30px}
.nummer {color:#35607a;font-weight:bold}
.udlandsbrev {border-top:1px solid #cfdde5;padding-top:6px}
.underskrift {text-align:right;font-style:italic}
.bund {background:#35607a;color:#fff;text-align:center;padding:10px;font-size:12px}
.bund a {color:#fff}
</style>"""
    return make(
        "gc-da-husflid-udland",
        "lookalike",
        doc(
            "html5",
            title="Breve fra vores medlemmer i udlandet - Vestjysk Husflidsforening",
            lang="da",
            head=head,
        )
        + body,
        [],
        path="/medlemsblad/2016-2/breve-fra-udlandet.html",
        container="-",
        heading=None,
        lookalikes=("div.udland",),
        description="A page without any reader reaction: a Danish crafts association's newsletter of 2016 (invented), HTML5: three reports from members abroad, each a div.udlandsbrev 'h3 TITLE, one or two p, p.underskrift NAME, CITY' (Jens Peter's mentions Mette); no form.",
        language="da",
        files={"/billeder/husflid-logo.svg": svg(960, 110, "#35607a", "Vestjysk Husflidsforening", 36)},
    )


# --------------------------------------------------------------------------- ro: a town library's poems of the month, 2005, signed by each poet


def ro_poezii() -> Case:
    poems = (
        (
            "Martie la Valea Sării",
            (
                "Se topește zăpada pe ulița mare,",
                "bunicii scot băncile iar la soare,",
                "și-un mugur de cais, cuminte,",
                "ne-aduce aminte.",
            ),
            "Ioana Mărculescu",
        ),
        (
            "Gară de provincie",
            (
                "Trenul de șapte întârzie iar,",
                "șeful de gară fumează-n zadar,",
                "iar eu număr vagoanele goale",
                "ca pe niște zile de-ale tale.",
            ),
            "Radu Vasiliu",
        ),
        (
            "Sala de lectură",
            (
                "Radu scrie lângă geam despre trenuri,",
                "Ioana desenează pe margine muguri,",
                "iar eu, între rafturi, cu ceaiul răcit,",
                "adun cuvintele care-au rămas de citit.",
            ),
            "Elena Grigoraș",
        ),
    )
    blocks = "\n".join(
        f'<div class="poezie"><h4>{esc(t)}</h4>\n<p>'
        + "<br>\n".join(esc(v) for v in vs)
        + f'</p>\n<p class="poet">{esc(n)}</p></div>'
        for t, vs, n in poems
    )
    body = f"""<body bgcolor="#f6f1f8">
<div id="pagina">
<div id="sus"><img src="/imagini/biblioteca-antet.svg" width="820" height="100" alt="Biblioteca Orășenească Valea Sării"></div>
<div id="meniu">{nav([("/index.html", "Acasă"), ("/despre.html", "Despre bibliotecă"), ("/program.html", "Program"), ("/cenaclu.html", "Cenaclul"), ("/noutati.html", "Noutăți"), ("/contact.html", "Contact")], " &middot; ")}</div>
<div id="stanga">
<p class="titlu">Cenaclul „Izvorul”</p>
<p>Ședințe în fiecare joi, ora 17, sala de lectură.</p>
<p class="titlu">Program bibliotecă</p>
<p>Luni&ndash;Vineri 9&ndash;17<br>Sâmbătă 9&ndash;13</p>
</div>
<div id="centru">
<h2>Poeziile lunii &ndash; martie 2005</h2>
<p>În fiecare lună publicăm aici trei poezii citite la cenaclul bibliotecii. Luna aceasta au fost alese de bibliotecara-șefă, doamna Aurelia Pop.</p>
<div class="poezii">
{blocks}
</div>
<p class="mic">Poeziile sunt publicate cu acordul autorilor.</p>
</div>
<div id="jos">Biblioteca Orășenească Valea Sării &middot; Str. Unirii 12 &middot; <a href="mailto:biblioteca@valeasarii.example">biblioteca@valeasarii.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;font-family:"Times New Roman",serif;font-size:14px}
#pagina {width:820px;margin:0 auto;background:#fff}
#meniu {background:#5b3a6e;padding:6px 10px}
#meniu a {color:#fff;text-decoration:none}
#stanga {float:left;width:170px;padding:10px;background:#efe6f3;font-size:12px}
#centru {margin-left:200px;padding:10px 20px}
.titlu {font-weight:bold;color:#5b3a6e}
.poezie {margin-bottom:18px}
.poet {text-align:right;font-variant:small-caps}
.mic {font-size:11px;color:#888}
#jos {clear:both;background:#5b3a6e;color:#fff;font-size:11px;text-align:center;padding:5px}
#jos a {color:#fff}
</style>"""
    return make(
        "gc-ro-library-poezii",
        "lookalike",
        doc("html4t", title="Poeziile lunii - Biblioteca Orășenească Valea Sării", lang="ro", head=head)
        + body,
        [],
        path="/cenaclu/2005/poeziile-lunii-martie.html",
        container="-",
        heading=None,
        lookalikes=("div.poezii",),
        description="A page without any reader reaction: a Romanian town library's site of 2005 (invented), HTML 4.01, floats with a left column: the poems of the month from the library's literary circle, a div.poezii of three div.poezie 'h4 TITLE, p verses with br, p.poet NAME' (Elena's poem mentions her fellow poets Radu and Ioana at the reading-room table); no form.",
        language="ro",
        files={
            "/imagini/biblioteca-antet.svg": svg(
                820, 100, "#5b3a6e", "Biblioteca Orășenească Valea Sării", 30
            )
        },
    )
