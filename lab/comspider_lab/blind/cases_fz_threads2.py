"""Blind set fz: three more readers' discussions on small sites of 2005-2019 with no date nor time on any reaction.
A Czech hiking club (2014, a `ul` of "i NAME – TEXT", no heading, a form), a French village library (2016, HTML5,
divs with the writer's name on its own line and the text in paragraphs under it, a heading, no form) and an English
village cricket club (2005, paragraphs "b NAME said... TEXT", no heading, no form). Every site, name, place and text
invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fz_common import C, Case, doc, esc, make, nav, plain, svg, talk

# --------------------------------------------------------------------------- cs: a hiking club, 2014, "i NAME – TEXT"


def cs_oddil() -> Case:
    cs = talk("""
Jitka Procházková || Krásné fotky! Na Kamenném vrchu jsme byli s dětmi loni, ale tu vyhlídku nad lomem jsme vůbec nenašli. Dá se tam dojít i s kočárkem?
Ondra Veselý || Jitko, s kočárkem bych to nezkoušel, poslední kus je po kořenech a v dešti to klouže. Ale od hájovny vede širší cesta, ta je v pohodě.
Marek Dvořák || Škoda, že jsem tentokrát nemohl. Plánujete na podzim zase něco delšího? Rád bych vzal i tátu, ten chodí pomaleji, ale vytrvá.
Vedoucí oddílu Pavel || Marku, v říjnu jdeme přes Čertovy skály na Hrádek, asi šestnáct kilometrů s přestávkou u studánky. Táta bude vítán, počkáme na všechny. Ondro, díky za radu s kočárkem.
""")
    items = "\n".join(f"<li><i>{esc(c.who)}</i> &ndash; {esc(c.raw)}</li>" for c in cs)
    body = f"""<body>
<div id="obal">
<div id="hlavicka"><img src="/obr/logo.svg" width="200" height="80" alt="KČT Lipnice nad Sázavkou"><span class="nazev">Turistický oddíl Jestřábi</span></div>
<ul id="menu">{nav([("/index.html", "Úvod"), ("/akce.html", "Akce"), ("/kronika.html", "Kronika"), ("/clenstvi.html", "Členství"), ("/kontakt.html", "Kontakt")])}</ul>
<div id="levy">
<h3>Příští akce</h3>
<p>Podzimní přechod Čertových skal<br>Lampionový pochod pro děti<br>Silvestrovský výšlap na rozhlednu</p>
<h3>Oddíl</h3>
<p>Chodíme spolu od roku 1991. Přidat se může kdokoli, kdo vydrží aspoň deset kilometrů.</p>
</div>
<div id="stred">
<h1>Kronika: Na Kamenný vrch za vyhlídkou</h1>
<p class="zapsal">Zapsal Pavel Novotný, 22. června 2014</p>
<p>V sobotu nás vyrazilo čtrnáct, z toho pět dětí a jeden jezevčík. Z nádraží jsme šli po modré přes Habrovou stráň, u hájovny svačili a pak stoupali k vyhlídce nad starým lomem.</p>
<p><img src="/obr/vyhlidka.svg" width="360" height="220" alt="Vyhlídka nad lomem"></p>
<p>Výhled byl až na Křemešník. Zpátky jsme to vzali přes Bystřici, kde na nás v hospodě U Lípy čekala polévka a limonáda.</p>
<ul class="vzkazy">
{items}
</ul>
<div class="napsat">
<form action="/napsat.php" method="post">
<p><b>Napiš nám</b></p>
<p>Jméno: <input type="text" name="jmeno" size="30"></p>
<p><textarea name="text" rows="4" cols="50"></textarea></p>
<p><input type="submit" value="Odeslat"></p>
</form>
</div>
</div>
<div id="pata">Turistický oddíl Jestřábi &middot; Lipnice nad Sázavkou &middot; <a href="mailto:jestrabi@oddil-jestrabi.example">jestrabi@oddil-jestrabi.example</a></div>
</div>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
body {background:#dde6d5;font-family:Arial,Helvetica,sans-serif;font-size:13px;margin:0}
#obal {max-width:940px;margin:0 auto;background:#fff}
#hlavicka {background:#2f5d34;padding:8px 14px;overflow:hidden}
#hlavicka img {float:left}
.nazev {color:#fff;font-size:24px;font-weight:bold;line-height:80px;padding-left:18px}
#menu {list-style:none;margin:0;padding:6px 14px;background:#e7c34a}
#menu li {display:inline;margin-right:16px}
#menu a {color:#2f5d34;font-weight:bold;text-decoration:none}
#levy {float:left;width:200px;padding:10px;font-size:12px}
#stred {margin-left:230px;padding:10px 20px}
.zapsal {color:#777;font-size:12px}
.vzkazy {list-style:square;border-top:1px solid #c8d6bd;padding-top:10px}
.vzkazy li {margin-bottom:10px}
.napsat {background:#f1f5ec;padding:6px 12px}
#pata {clear:both;background:#2f5d34;color:#fff;text-align:center;font-size:11px;padding:6px}
#pata a {color:#e7c34a}
</style>"""
    return make(
        "fz-cs-club-kamenny-vrch",
        "discussion",
        doc("html4t", title="Kronika: Na Kamenný vrch za vyhlídkou - TO Jestřábi", lang="cs", head=head)
        + body,
        cs,
        path="/kronika/2014/kamenny-vrch.html",
        container="ul.vzkazy right after the log's last paragraph, no heading: four li 'i NAME – TEXT', no date nor time; a form 'Napiš nám' below",
        heading=None,
        description="A Czech hiking club's site of 2014 (invented): the club log of a Saturday walk to a viewpoint; 4 members' notes in a list straight under the log, no heading, each item 'i NAME – TEXT', no date nor time; Ondra answers Jitka ('Jitko, …'), the club leader ('Vedoucí oddílu Pavel', who wrote the log) answers Marek and thanks Ondra; a form below, a left column of coming walks; the log dated 22. června 2014.",
        language="cs",
        files={
            "/obr/logo.svg": svg(200, 80, "#2f5d34", "Jestřábi", 24),
            "/obr/vyhlidka.svg": svg(360, 220, "#6b8f4e", "vyhlídka", 20),
        },
        talk_from='<ul class="vzkazy">',
        talk_to='<div class="napsat">',
    )


# --------------------------------------------------------------------------- fr: a village library, 2016, a name on its own line


def fr_bibliotheque() -> Case:
    cs = talk("""
Josiane B. || Quelle bonne nouvelle ! Depuis que le bibliobus ne passe plus, je dois aller jusqu'à Montbazin pour emprunter des romans en gros caractères. // Est-ce qu'il y en aura dans le nouveau fonds ?
Lucas et sa maman || Mon fils a adoré l'heure du conte de mercredi avec le renard en chaussettes. On reviendra, promis ! Est-ce qu'on peut réserver les albums à l'avance ?
Claudette, bénévole || Josiane, oui : une étagère entière de gros caractères arrive avec la prochaine livraison de la médiathèque départementale. Je vous mets de côté les deux derniers Marcel Fougerolles.
Hélène (la bibliothécaire) || Merci pour vos petits mots ! Pour Lucas et sa maman : on peut réserver au comptoir ou par courriel, les albums attendent une semaine. Et merci à Claudette et à toute l'équipe de bénévoles sans qui rien ne serait ouvert.
""")

    def bloc(c: C) -> str:
        paras = "".join(f"\n<p>{esc(x)}</p>" for x in plain(c.raw).split("\n\n"))
        return f'<div class="petitmot">\n<strong class="signe">{esc(c.who)}</strong>{paras}\n</div>'

    items = "\n".join(bloc(c) for c in cs)
    body = f"""<body>
<div class="page">
<header class="entete">
<img src="/images/livre.svg" width="90" height="90" alt="">
<div class="titre-site">Bibliothèque municipale de Saint-Aubin-des-Prés<br><small>lire, emprunter, se retrouver</small></div>
<nav class="navigation"><ul>{nav([("/index.html", "Accueil"), ("/horaires.html", "Horaires"), ("/catalogue.html", "Catalogue"), ("/animations.html", "Animations"), ("/benevoles.html", "Devenir bénévole"), ("/contact.html", "Contact")])}</ul></nav>
</header>
<div class="colonnes">
<main class="principal">
<h1>La bibliothèque s'agrandit</h1>
<p class="chapeau">Publié le 3 mars 2016 par l'équipe de la bibliothèque</p>
<p>Après six mois de travaux, la bibliothèque occupe désormais aussi l'ancienne salle du conseil, au premier étage de la mairie. Un coin pour les tout-petits, six fauteuils et une grande table pour les devoirs y ont été installés.</p>
<p>Le fonds passe de 4 200 à plus de 6 000 documents grâce au prêt de la médiathèque départementale. Les horaires restent les mêmes, avec en plus une ouverture le samedi matin.</p>
<section class="mots">
<h3>Vos petits mots</h3>
{items}
</section>
<p class="note">Pour laisser un petit mot, écrivez-nous à <a href="mailto:bibliotheque@saint-aubin-des-pres.example">bibliotheque@saint-aubin-des-pres.example</a> ou glissez-le dans la boîte à idées près du comptoir.</p>
</main>
<aside class="cote">
<h4>Horaires</h4>
<p>Mardi et vendredi : 16 h &ndash; 18 h 30<br>Mercredi : 10 h &ndash; 12 h et 14 h &ndash; 18 h<br>Samedi : 9 h 30 &ndash; 12 h</p>
<h4>Coup de cœur</h4>
<p><em>Les Saisons du moulin</em>, d'Armelle Cazenave : une chronique de village douce et drôle.</p>
</aside>
</div>
<footer class="pied">Bibliothèque municipale &middot; Mairie, 1 place de l'Église, Saint-Aubin-des-Prés &middot; entrée libre et gratuite</footer>
</div>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;background:#f5f1ea;font-family:"Source Sans Pro",Helvetica,Arial,sans-serif;font-size:16px;color:#333}
.page {max-width:1000px;margin:0 auto;background:#fff}
.entete {display:flex;align-items:center;flex-wrap:wrap;padding:12px 20px;border-bottom:4px solid #7b3f8c}
.titre-site {font-size:22px;font-weight:bold;color:#7b3f8c;margin-left:14px;flex:1}
.navigation ul {list-style:none;margin:0;padding:0}
.navigation li {display:inline-block;margin-left:12px}
.navigation a {color:#7b3f8c;text-decoration:none}
.colonnes {display:flex;flex-wrap:wrap}
.principal {flex:1 1 600px;padding:10px 24px}
.chapeau {color:#888;font-size:14px}
.petitmot {background:#f8f3fa;border-radius:6px;padding:8px 14px;margin:12px 0}
.signe {color:#7b3f8c;display:block}
.petitmot p {margin:6px 0}
.note {font-size:13px;color:#777}
.cote {flex:0 0 260px;padding:10px 20px;background:#faf7fb;font-size:14px}
.pied {background:#7b3f8c;color:#fff;text-align:center;padding:10px;font-size:13px}
</style>"""
    return make(
        "fz-fr-library-agrandit",
        "discussion",
        doc(
            "html5",
            title="La bibliothèque s'agrandit - Bibliothèque de Saint-Aubin-des-Prés",
            lang="fr",
            head=head,
        )
        + body,
        cs,
        path="/actualites/la-bibliotheque-s-agrandit.html",
        container="section.mots under h3 'Vos petits mots': four div.petitmot, each 'strong.signe NAME' on its own line (display:block) then one or two p of text, no date nor time; a mailto note below, no form",
        heading="Vos petits mots",
        description="A French village library's site of 2016 (invented), HTML5 with header, nav, main, aside and footer: the library grows into the old council room; 4 readers' notes under h3 'Vos petits mots', each a div with the writer's name alone on its first line (a strong shown as a block) and the text in one or two paragraphs under it, no date nor time; the volunteer Claudette answers Josiane by name, the librarian ('Hélène (la bibliothécaire)') answers 'Lucas et sa maman' and thanks Claudette; a mailto note, no form; the news dated 3 mars 2016.",
        language="fr",
        files={"/images/livre.svg": svg(90, 90, "#7b3f8c", "B", 40)},
        talk_from='<section class="mots">',
        talk_to="</section>",
    )


# --------------------------------------------------------------------------- en: a village cricket club, 2005, "b NAME said..."


def en_cricket() -> Case:
    cs = talk("""
Derek Ashworth || Cracking effort from the lads. I haven't seen a run chase like that on our ground since Brian Pell's hundred against Upper Hadley, and the new sightscreen made all the difference.
Margaret Tolley || Lovely afternoon, even with the rain break. The teas went down well, though we ran out of egg sandwiches by the second innings. Could somebody bring a bigger urn next time?
Jim from the Plough || Margaret, I've got an old urn in the cellar doing nothing. I'll drop it round the pavilion on Thursday when the lads are in the nets.
Colin (club secretary) || Thanks everyone for the kind words. Derek, the sightscreen was paid for by the quiz night, so a big thank you to all who came. And Jim, the urn would be a godsend, cheers.
""")
    items = "\n".join(f'<p class="saidso"><b>{esc(c.who)}</b> said... {esc(c.raw)}</p>' for c in cs)
    links = nav(
        [
            ("/index.html", "Home"),
            ("/fixtures.html", "Fixtures"),
            ("/results.html", "Results"),
            ("/teas.html", "Teas rota"),
            ("/nets.html", "Nets"),
            ("/join.html", "Join the club"),
        ],
        "<br>\n",
    )
    body = f"""<body>
<table width="100%" border="0" cellspacing="0" cellpadding="0">
<tr><td colspan="3" class="banner"><img src="/pics/banner.svg" width="760" height="100" alt="Little Hadley Cricket Club"></td></tr>
<tr>
<td width="150" valign="top" class="leftbar">
{links}
</td>
<td valign="top" class="main">
<h2>Saturday XI beat Fernley by three wickets</h2>
<p class="byline">Match report, 18 June 2005, by Colin Webb</p>
<p>Fernley batted first on a slow pitch and made 164 all out, with Sanjay Mistry taking four wickets from the pavilion end. After a forty-minute rain break we needed 165 from 32 overs.</p>
<p>At 61 for 5 it looked grim, but Tom Ashworth (58 not out) and young Kieran Doyle put on 80 for the sixth wicket, and Tom finished it with a four over midwicket with two balls to spare.</p>
<p>Thanks as always to the tea ladies and to the Plough for the jug afterwards.</p>
<div class="outfield">
{items}
</div>
<p class="small">Got something to say about the match? Email the secretary at <a href="mailto:secretary@littlehadleycc.example">secretary@littlehadleycc.example</a> and he'll put it up.</p>
</td>
<td width="170" valign="top" class="rightbar">
<h4>Next up</h4>
<p>Sat: away at Cobham Green<br>Sun: Under 13s v Fernley<br>Wed: nets from half six</p>
<h4>Sponsors</h4>
<p>The Plough Inn<br>Hadley Garage</p>
</td>
</tr>
<tr><td colspan="3" class="foot">Little Hadley Cricket Club &middot; Recreation Ground, Church Lane &middot; affiliated to the county cricket board</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#fff;font-family:Verdana,Arial,sans-serif;font-size:12px}
.banner {background:#1d4d2b}
.leftbar {background:#e8efe3;padding:10px;line-height:22px}
.leftbar a {color:#1d4d2b;font-weight:bold}
.main {padding:10px 20px}
.byline {color:#777;font-size:11px}
.outfield {border-top:1px solid #1d4d2b;margin-top:14px}
.saidso {margin:10px 0}
.rightbar {background:#f4f4ec;padding:10px;font-size:11px}
.small {font-size:10px;color:#888}
.foot {background:#1d4d2b;color:#fff;font-size:10px;text-align:center;padding:4px}
</style>"""
    return make(
        "fz-en-cricket-fernley",
        "discussion",
        doc("quirks", title="Little Hadley CC - Saturday XI beat Fernley", lang="en-GB", head=head) + body,
        cs,
        path="/reports/2005/fernley-home.html",
        container="div.outfield under the match report, no heading: four sibling p.saidso 'b NAME said... TEXT', no date nor time; a mailto line below, no form",
        heading=None,
        description="An English village cricket club's site of 2005 (invented), no doctype, a three-column layout table: a Saturday match report; 4 reactions in a div under the report, no heading and no form, each a paragraph 'b NAME said... TEXT', no date nor time; Jim answers Margaret by name, the club secretary who wrote the report ('Colin (club secretary)') answers Derek and Jim; a mailto line, fixtures in a right column; the report dated 18 June 2005.",
        language="en-GB",
        files={"/pics/banner.svg": svg(760, 100, "#1d4d2b", "Little Hadley Cricket Club", 32)},
        talk_from='<div class="outfield">',
        talk_to='<p class="small">',
    )
