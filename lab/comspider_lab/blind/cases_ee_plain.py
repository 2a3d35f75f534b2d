"""Blind set ee: three article pages without any reader discussion whose body or furniture holds a list that looks
like one: a German film magazine's review of 2015 with its critics' panel ("Kritikerspiegel": critic, outlet, date,
stars, one-line verdict), a French weekly's "phrases de la semaine" of 2017 (quotes of named people, each with its
role and day), a Spanish regional paper's vox pop of 2013 ("La pregunta": passers-by with photo, age, job and answer).
Every site, name, place and text invented for this set; each site its own template."""

from __future__ import annotations

from comspider_lab.blind.cases_ee_common import Case, esc, make, page, slug

# --------------------------------------------------------------------------- de: a film magazine, 2015


def de_kritiker() -> Case:
    critics = [
        (
            "Henrike Albers",
            "Filmblatt",
            "28.10.2015",
            5,
            "Ein leiser, genauer Film über das, was Familien einander nicht sagen. Das Beste, was das deutsche Kino in diesem Herbst zu bieten hat.",
        ),
        (
            "Matthias Kölpin",
            "Nordwest-Rundschau",
            "29.10.2015",
            4,
            "Karg, aber nie kalt. Janne Rieck spielt die Tochter mit einer Härte, die man lange nicht vergisst.",
        ),
        (
            "Sibel Aydın",
            "Kinozeit Online",
            "27.10.2015",
            3,
            "Die Bilder vom Watt sind grandios, die zweite Hälfte verliert sich in Andeutungen. Zwanzig Minuten weniger hätten gutgetan.",
        ),
        (
            "Ulf Brandenburg",
            "Radio Elbufer",
            "30.10.2015",
            4,
            "Wer Geduld mitbringt, wird belohnt: Das Ende trifft einen wie eine Springflut.",
        ),
        (
            "Dr. Carola Wenzel-Stüve",
            "Evangelischer Filmdienst",
            "26.10.2015",
            4,
            "Eine ernsthafte Auseinandersetzung mit Schuld und Vergebung, ohne je ins Predigen zu verfallen.",
        ),
        (
            "Piet Harms",
            "Leinwandkurier",
            "29.10.2015",
            3,
            "Handwerklich stark, dramaturgisch zäh. Ein Film, den man respektiert, aber nicht liebt.",
        ),
    ]
    stars = lambda n: "★" * n + "☆" * (5 - n)  # noqa: E731
    rows = "".join(
        f'<li class="ks-eintrag"><div class="ks-kopf"><span class="ks-name">{esc(n)}</span>'
        f'<span class="ks-medium">{esc(m)}</span><span class="ks-datum">{d}</span></div>'
        f'<div class="ks-wertung" title="{s} von 5 Sternen">{stars(s)}</div>'
        f'<p class="ks-fazit">„{esc(t)}“</p></li>'
        for n, m, d, s, t in critics
    )
    meist = [
        "Die 20 besten Filme des Jahres – bisher",
        "Kinostarts der Woche: Was lohnt sich?",
        "Berlinale 2016: Die ersten Wettbewerbsfilme stehen fest",
        "Interview mit Janne Rieck: „Ich habe drei Wochen im Watt gewohnt“",
        "Streaming im November: Das läuft neu",
    ]
    meist_html = "".join(
        f'<li><span class="nr">{n + 1}</span><a href="/artikel/{slug(t)}-{5301 + n}.html">{esc(t)}</a></li>'
        for n, t in enumerate(meist)
    )
    css = """body{margin:0;font:15px/1.6 "Open Sans",Arial,sans-serif;color:#222;background:#ececec}
a{color:#8a1c1c}.container{width:1000px;margin:0 auto;background:#fff}
.kopf{background:#111;color:#fff;padding:18px 20px;display:flex;justify-content:space-between;align-items:center}
.kopf .logo{font:700 30px/1 "Oswald",Impact,sans-serif;letter-spacing:2px;color:#fff;text-decoration:none}
.kopf .logo span{color:#e0b400}.suche input{padding:5px;width:200px}
.hauptnav{background:#8a1c1c}.hauptnav ul{margin:0;padding:0 10px;list-style:none;overflow:hidden}
.hauptnav li{float:left}.hauptnav a{display:block;padding:10px 14px;color:#fff;text-decoration:none;font-weight:600;text-transform:uppercase;font-size:13px}
.row{overflow:hidden;padding:20px}.col-md-8{float:left;width:640px}.col-md-4{float:right;width:300px}
.brotkrumen{font-size:12px;color:#888;margin-bottom:8px}h1{font:700 32px/1.2 "Oswald",Arial,sans-serif;margin:0 0 8px}
.unterzeile{font-size:18px;color:#555;margin:0 0 12px}.autorzeile{font-size:12px;color:#777;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:6px 0}
.teilen{margin:12px 0}.teilen a{display:inline-block;padding:4px 10px;margin-right:4px;color:#fff;font-size:12px;text-decoration:none;border-radius:2px}
.fb{background:#3b5998}.tw{background:#55acee}.gp{background:#dd4b39}.wa{background:#43d854}.mail{background:#777}
.bild{background:#333;height:330px;color:#bbb;display:flex;align-items:flex-end;padding:8px;font-size:12px}
.fakten{background:#f5f1e6;border-left:4px solid #e0b400;padding:10px 14px;font-size:13px;margin:16px 0}.fakten dt{font-weight:700;float:left;width:110px}.fakten dd{margin:0 0 2px 110px}
.wertung-box{border:1px solid #ddd;padding:12px;margin:20px 0}.wertung-box .gross{font-size:28px;color:#e0b400}
.kritikerspiegel{border-top:4px solid #111;margin:24px 0;padding-top:6px}.kritikerspiegel h3{font:700 20px "Oswald",Arial;text-transform:uppercase;margin:4px 0 2px}
.ks-schnitt{font-size:13px;color:#666;margin-bottom:8px}.ks-liste{list-style:none;margin:0;padding:0}
.ks-eintrag{border-bottom:1px dotted #bbb;padding:10px 0;overflow:hidden}.ks-kopf span{margin-right:10px}.ks-name{font-weight:700}
.ks-medium{color:#8a1c1c;font-style:italic}.ks-datum{color:#999;font-size:12px}.ks-wertung{color:#e0b400;font-size:16px;letter-spacing:1px}
.ks-fazit{margin:4px 0 0;font-family:Georgia,serif;font-size:15px}
.box{background:#f7f7f7;margin-bottom:20px;padding:12px}.box h4{margin:0 0 8px;font:700 15px "Oswald",Arial;text-transform:uppercase;border-bottom:2px solid #8a1c1c}
.box ol{list-style:none;margin:0;padding:0}.box li{padding:5px 0;border-bottom:1px solid #e5e5e5;font-size:13px}.nr{display:inline-block;width:22px;font-weight:700;color:#8a1c1c}
.anzeige{height:250px;background:#e6e6e6;color:#999;font-size:10px;text-align:center;line-height:250px;margin-bottom:20px}
.fuss{background:#111;color:#999;font-size:12px;padding:20px}.fuss a{color:#ccc;margin-right:12px}
#cookie-hinweis{position:fixed;bottom:0;left:0;right:0;background:rgba(0,0,0,.85);color:#fff;font-size:13px;padding:10px;text-align:center}
#cookie-hinweis button{margin-left:10px;background:#e0b400;border:0;padding:4px 12px}"""
    body = f"""<div class="container">
<div class="kopf"><a class="logo" href="/">LEINWAND<span>KURIER</span></a><form class="suche" action="/suche"><input type="text" name="q" placeholder="Film, Kino, Person suchen …"> <button>Los</button></form></div>
<div class="hauptnav"><ul><li><a href="/kinostarts/">Kinostarts</a></li><li><a href="/kritiken/">Kritiken</a></li><li><a href="/festivals/">Festivals</a></li><li><a href="/interviews/">Interviews</a></li><li><a href="/serien/">Serien</a></li><li><a href="/dvd-bluray/">DVD &amp; Blu-ray</a></li><li><a href="/kinoprogramm/">Kinoprogramm</a></li></ul></div>
<div class="row"><div class="col-md-8">
<div class="brotkrumen"><a href="/">Startseite</a> › <a href="/kritiken/">Kritiken</a> › Die Stille hinter dem Deich</div>
<h1>„Die Stille hinter dem Deich“: Was das Watt verschweigt</h1>
<p class="unterzeile">Regisseurin Anke Boysen erzählt von einer Fischerfamilie, die nach einem Unglück nicht mehr miteinander spricht – und findet dafür Bilder von großer Wucht.</p>
<div class="autorzeile">Von <a href="/autoren/piet-harms/">Piet Harms</a> · <time datetime="2015-10-29T10:15:00+01:00">29.10.2015, 10:15 Uhr</time> · Lesezeit: 4 Min.</div>
<div class="teilen"><a class="fb" href="#">Teilen 127</a><a class="tw" href="#">Twittern</a><a class="gp" href="#">+1</a><a class="wa" href="#">WhatsApp</a><a class="mail" href="#">E-Mail</a></div>
<div class="bild">Janne Rieck als Wiebke in „Die Stille hinter dem Deich“. Foto: Boysen Film / Verleih Nordlicht</div>
<div class="artikeltext">
<p>Drei Jahre nachdem der Kutter „Margarethe“ bei Sturm nicht zurückkam, lebt Wiebke (Janne Rieck) wieder bei ihrer Mutter auf der Hallig. Der Vater ist tot, der Bruder hat überlebt, und seitdem wird im Haus nur noch über das Wetter und die Fangquoten geredet.</p>
<p>Anke Boysen, die für ihr Debüt „Ebbe“ 2011 in Saarbrücken ausgezeichnet wurde, nimmt sich viel Zeit. Lange Einstellungen zeigen das Watt bei Niedrigwasser, das Aufräumen nach einer Sturmflut, das Flicken von Netzen. Worte fallen selten, und wenn, dann treffen sie.</p>
<p>Getragen wird der Film von seinen Darstellerinnen. Janne Rieck, bisher vor allem aus dem Fernsehen bekannt, spielt Wiebke mit zusammengebissenen Zähnen, Gesine Marquardt als Mutter setzt dem eine Müdigkeit entgegen, die mehr sagt als jeder Streit.</p>
<p>In der zweiten Hälfte verliert die Geschichte etwas an Spannung, ein Nebenstrang um einen Gutachter der Versicherung führt ins Leere. Doch die letzten zwanzig Minuten, in denen sich alles Ungesagte auf einmal entlädt, gehören zum Stärksten, was man in diesem Kinojahr sehen kann.</p>
</div>
<dl class="fakten"><dt>Originaltitel</dt><dd>Die Stille hinter dem Deich</dd><dt>Regie</dt><dd>Anke Boysen</dd><dt>Darsteller</dt><dd>Janne Rieck, Gesine Marquardt, Lasse Thomsen, Bernd Feddersen</dd><dt>Länge</dt><dd>112 Minuten</dd><dt>FSK</dt><dd>ab 12</dd><dt>Kinostart</dt><dd>5. November 2015</dd></dl>
<div class="wertung-box"><b>Unsere Wertung:</b> <span class="gross">★★★☆☆</span> &nbsp; <b>Leserwertung:</b> 3,8 von 5 (214 Stimmen) <button type="button">Jetzt bewerten</button></div>
<div class="kritikerspiegel" id="kritikerspiegel"><h3>Kritikerspiegel</h3><div class="ks-schnitt">Durchschnitt aus 6 Kritiken: 3,8 von 5 Sternen</div><ul class="ks-liste">{rows}</ul>
<p style="font-size:12px;color:#888">Die Zitate stammen aus den Besprechungen der genannten Medien. Alle Kritiken im <a href="/kritikerspiegel/">Kritikerspiegel-Archiv</a>.</p></div>
<p><b>Mehr zum Thema:</b> <a href="/interviews/janne-rieck-watt-5304.html">Interview mit Janne Rieck</a> · <a href="/festivals/filmfest-hamburg-2015-preise-5270.html">Filmfest Hamburg: Die Preisträger</a></p>
</div>
<div class="col-md-4">
<div class="anzeige">ANZEIGE</div>
<div class="box"><h4>Meistgelesen</h4><ol>{meist_html}</ol></div>
<div class="box"><h4>Kinoprogramm</h4><form action="/kinoprogramm/"><input type="text" name="plz" placeholder="PLZ oder Ort" style="width:150px"> <button>Kinos finden</button></form></div>
<div class="box"><h4>Newsletter</h4><p style="font-size:13px">Jeden Mittwoch die Kinostarts der Woche in Ihrem Postfach.</p><input type="email" placeholder="Ihre E-Mail-Adresse" style="width:200px"> <button>Abonnieren</button></div>
<div class="anzeige">ANZEIGE</div>
</div></div>
<div class="fuss"><a href="/impressum/">Impressum</a><a href="/datenschutz/">Datenschutz</a><a href="/mediadaten/">Mediadaten</a><a href="/kontakt/">Kontakt</a><br>© 2015 Leinwandkurier Verlag GmbH, Hamburg</div>
</div>
<div id="cookie-hinweis">Diese Website verwendet Cookies. Wenn Sie die Website weiter nutzen, stimmen Sie der Verwendung von Cookies zu. <a href="/datenschutz/" style="color:#e0b400">Mehr erfahren</a><button type="button" onclick="this.parentNode.style.display='none'">OK</button></div>
<script>/* jQuery 1.11.3, Bootstrap 3 (gekürzt) */</script>"""
    html = page(
        "„Die Stille hinter dem Deich“: Was das Watt verschweigt",
        "Leinwandkurier",
        "de",
        css,
        body,
        published="2015-10-29T10:15:00+01:00",
        author="Piet Harms",
    )
    return make(
        "ee-plain-de-kritikerspiegel",
        "lookalike",
        "de",
        html,
        [],
        path="/kritiken/die-stille-hinter-dem-deich-5299.html",
        container="-",
        heading=None,
        description="A German film magazine's review of October 2015 (Bootstrap-3-era grid, share buttons with counts, film facts, a readers' star rating, most read, newsletter, cookie notice), no reader discussion: under the review a 'Kritikerspiegel' of six critics (name, outlet, date of their review, stars, one-line verdict in quotes).",
        lookalikes=("'Kritikerspiegel': 6 critics with outlet, date, stars and a one-line verdict",),
    )


# --------------------------------------------------------------------------- fr: a weekly's quotes of the week, 2017


def fr_phrases() -> Case:
    quotes = [
        (
            "Martine Quéré",
            "maire de Saint-Gildas-des-Grèves",
            "lundi 20 mars",
            "On ne va pas reconstruire la digue tous les dix ans. Il faut accepter que la mer reprenne une partie de ce qu'on lui a pris.",
            "Devant le conseil municipal, à propos du recul du trait de côte.",
        ),
        (
            "Yannick Le Bihan",
            "patron pêcheur au Guilvinec",
            "mardi 21 mars",
            "Le bar, on n'a plus le droit d'en pêcher, mais on en voit partout. Qu'on vienne compter avec nous sur le bateau.",
            "À l'assemblée générale du comité des pêches.",
        ),
        (
            "Solène Garrec",
            "entraîneuse de l'En Avant Plouarzel",
            "mercredi 22 mars",
            "Mes filles ont joué la finale avec des crampons prêtés par les garçons. La prochaine fois, j'aimerais qu'on ait des maillots à notre taille.",
            "Après la victoire en coupe de Bretagne féminine.",
        ),
        (
            "Hervé Lostanlen",
            "vice-président du conseil départemental",
            "jeudi 23 mars",
            "La route de Kerlouan ne sera pas élargie. Pas cette année, pas l'an prochain. Je préfère le dire clairement.",
            "En réponse à une question de l'opposition.",
        ),
        (
            "Anne-Sophie Caradec",
            "directrice du festival Les Nuits de l'Aber",
            "vendredi 24 mars",
            "Nous avons vendu 4 000 billets en deux heures. Je n'avais jamais vu ça, même l'année où nous avions les Têtes Raides.",
            "À l'ouverture de la billetterie.",
        ),
        (
            "Paul Kerhervé, 91 ans",
            "doyen des sauveteurs en mer de Portsall",
            "samedi 25 mars",
            "La première fois que je suis sorti, c'était en 1946, avec des avirons. Les jeunes d'aujourd'hui ont des radars, mais la peur, c'est la même.",
            "Lors de l'inauguration du nouveau canot de sauvetage.",
        ),
    ]
    items = "".join(
        f'<figure class="citation"><blockquote><p>« {esc(q)} »</p></blockquote>'
        f'<figcaption><span class="auteur">{esc(n)}</span>, <span class="qualite">{esc(r)}</span>'
        f' <span class="jour">— {esc(d)}</span><br><span class="contexte">{esc(ctx)}</span></figcaption></figure>'
        for n, r, d, q, ctx in quotes
    )
    plus_lus = [
        ("Brest", "Tramway : la deuxième ligne passera par Saint-Martin"),
        ("Landerneau", "Le marché du samedi déménage place de la Mairie"),
        ("Faits divers", "Un chalutier s'échoue devant l'île Vierge, l'équipage sain et sauf"),
        ("Sport", "Stade Brestois : trois points précieux à Ajaccio"),
        ("Immobilier", "Les prix des maisons au bord de mer ont augmenté de 6 % en un an"),
    ]
    pl = "".join(
        f'<li><span class="rub">{esc(r)}</span><a href="/{slug(r)}/{slug(t)}">{esc(t)}</a></li>'
        for r, t in plus_lus
    )
    css = """*{box-sizing:border-box}body{margin:0;font:17px/1.6 "Merriweather",Georgia,serif;color:#1e1e1e}
.bandeau{background:#003b5c;color:#fff;font:13px Arial,sans-serif;padding:6px 24px;display:flex;justify-content:space-between}
.bandeau a{color:#fff}.entete{text-align:center;padding:16px 0 8px;border-bottom:1px solid #ddd}
.entete .titre{font:900 44px/1 "Playfair Display",Georgia,serif;color:#003b5c;text-decoration:none}
.entete .date{font:12px Arial;color:#777;margin-top:4px}
.menu{display:flex;justify-content:center;gap:22px;font:700 13px Arial;text-transform:uppercase;padding:10px;border-bottom:3px solid #003b5c}
.menu a{color:#1e1e1e;text-decoration:none}.page{display:flex;gap:40px;max-width:1080px;margin:28px auto;padding:0 20px}
.contenu{flex:1;min-width:0}.lateral{width:300px;font-family:Arial,sans-serif}
.surtitre{font:700 13px Arial;color:#c8102e;text-transform:uppercase}h1{font:900 36px/1.15 "Playfair Display",Georgia,serif;margin:6px 0 12px}
.chapo{font-weight:700;font-size:18px}.signature{font:13px Arial;color:#666;margin:12px 0}
.partage{display:flex;gap:6px;margin:12px 0 20px}.partage a{font:12px Arial;padding:5px 10px;border-radius:3px;color:#fff;text-decoration:none}
.partage .f{background:#3b5998}.partage .t{background:#1da1f2}.partage .l{background:#0077b5}.partage .m{background:#666}
.citation{margin:0 0 26px;padding:0 0 20px;border-bottom:1px solid #e3e3e3}.citation blockquote{margin:0;font-size:21px;font-style:italic;line-height:1.45;color:#003b5c}
.citation blockquote p{margin:0}.citation figcaption{font:14px Arial;margin-top:8px;color:#444}.auteur{font-weight:700;color:#1e1e1e}
.jour{color:#c8102e}.contexte{color:#888;font-size:13px}
.encadre{background:#f2f5f7;padding:14px 18px;font:15px Arial;margin:24px 0}
.lateral h3{font-size:14px;text-transform:uppercase;border-bottom:3px solid #c8102e;padding-bottom:4px}
.lateral ol{margin:0;padding-left:20px;font-size:14px}.lateral li{margin-bottom:10px}.rub{display:block;font-size:11px;color:#c8102e;text-transform:uppercase;font-weight:700}
.pub{height:600px;background:#eee;color:#aaa;font-size:10px;text-align:center;padding-top:280px;margin:20px 0}
.newsletter{background:#003b5c;color:#fff;padding:16px;font-size:14px}.newsletter input{width:100%;padding:6px;margin:8px 0}
.pied{background:#1e1e1e;color:#aaa;font:13px Arial;padding:28px 24px}.pied a{color:#ddd;margin-right:14px}
.cnil{position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:2px solid #003b5c;font:13px Arial;padding:12px 24px;box-shadow:0 -2px 6px rgba(0,0,0,.15)}"""
    body = f"""<div class="bandeau"><span>Édition du Léon · Brest · Morlaix · Quimper</span><span><a href="/abonnement">S'abonner 1 € le 1er mois</a> · <a href="/connexion">Se connecter</a></span></div>
<header class="entete"><a class="titre" href="/">Le Courrier de l'Aber</a><div class="date">Samedi 25 mars 2017</div></header>
<nav class="menu"><a href="/actualite">Actualité</a><a href="/communes">Communes</a><a href="/economie">Économie</a><a href="/mer">Mer</a><a href="/sport">Sport</a><a href="/loisirs">Loisirs</a><a href="/necrologie">Avis d'obsèques</a></nav>
<div class="page"><main class="contenu"><article>
<div class="surtitre">Ils l'ont dit</div>
<h1>Les phrases de la semaine : la digue, le bar et les crampons prêtés</h1>
<p class="chapo">Une maire qui renonce à se battre contre la mer, un pêcheur en colère, une entraîneuse qui réclame des maillots : retour sur la semaine en six citations.</p>
<div class="signature">Par <a href="/auteur/gwenaelle-morvan">Gwenaëlle Morvan</a> · Publié le <time datetime="2017-03-25T07:00:00+01:00">25/03/2017 à 07h00</time></div>
<div class="partage"><a class="f" href="#">Partager (58)</a><a class="t" href="#">Tweeter</a><a class="l" href="#">LinkedIn</a><a class="m" href="#">Envoyer</a></div>
{items}
<div class="encadre"><b>À lire aussi</b> · <a href="/communes/saint-gildas-trait-de-cote-le-conseil-vote-le-repli">Trait de côte : à Saint-Gildas, le conseil vote le repli des cabanons</a> · <a href="/sport/coupe-de-bretagne-feminine-plouarzel-sacre">Coupe de Bretagne : Plouarzel sacré aux tirs au but</a></div>
</article></main>
<aside class="lateral"><h3>Les plus lus</h3><ol>{pl}</ol>
<div class="pub">PUBLICITÉ</div>
<div class="newsletter"><b>La newsletter du matin</b><br>L'essentiel de l'actualité locale, chaque jour à 7 h.<input type="email" placeholder="Votre adresse e-mail"><button type="button">Je m'inscris</button></div>
</aside></div>
<footer class="pied"><a href="/mentions-legales">Mentions légales</a><a href="/cgu">CGU</a><a href="/contact">Nous contacter</a><a href="/annonces-legales">Annonces légales</a><p>© Le Courrier de l'Aber 2017 – Reproduction interdite</p></footer>
<div class="cnil">En poursuivant votre navigation sur ce site, vous acceptez l'utilisation de cookies pour vous proposer des contenus et services adaptés. <a href="/cookies">En savoir plus</a> <button type="button" onclick="this.parentNode.remove()">J'accepte</button></div>"""
    html = page(
        "Les phrases de la semaine : la digue, le bar et les crampons prêtés",
        "Le Courrier de l'Aber",
        "fr",
        css,
        body,
        published="2017-03-25T07:00:00+01:00",
        author="Gwenaëlle Morvan",
    )
    return make(
        "ee-plain-fr-phrases-semaine",
        "lookalike",
        "fr",
        html,
        [],
        path="/actualite/les-phrases-de-la-semaine-la-digue-le-bar-et-les-crampons",
        container="-",
        heading=None,
        description="A French regional weekly's Saturday round-up of March 2017 (subscription bar, share counts, most read, a newsletter box, a CNIL cookie banner), no reader discussion: the article body is six quotes of the week, each a figure with the quote, the speaker's name and role, the day and the context.",
        lookalikes=("the article body: 6 figures (quote, NAME, role, day, context)",),
    )


# --------------------------------------------------------------------------- es: a regional paper's vox pop, 2013


def es_pregunta() -> Case:
    people = [
        (
            "Rosario Peinado",
            "61 años, jubilada",
            "Me parece muy bien. Ahora se puede pasear sin estar pendiente de las motos, y los nietos van en bici hasta la plaza. Lo que hace falta son más bancos y algo de sombra, que en julio aquí no se para.",
        ),
        (
            "Julián Becerra",
            "47 años, dueño de una ferretería",
            "Desde que cortaron el tráfico he perdido clientes de los pueblos de al lado. Vienen con el coche a cargar sacos de cemento y no pueden aparcar cerca. A mí nadie me preguntó.",
        ),
        (
            "Nerea Villalba",
            "23 años, estudiante de Magisterio",
            "La calle está mucho más viva, hay terrazas nuevas y gente por la tarde. Sólo pediría que el autobús de la universidad no dé tanta vuelta ahora.",
        ),
        (
            "Abdelkader Ouali",
            "38 años, repartidor",
            "Para mi trabajo es un lío. Tengo que dejar la furgoneta en la ronda y cargar las cajas a mano doscientos metros. Si pusieran un horario de carga y descarga más largo, se arreglaba.",
        ),
        (
            "Mari Carmen Solís",
            "55 años, peluquera",
            "Al principio estaba en contra, lo reconozco. Pero este mes he tenido más clientas nuevas que en todo el invierno. La gente pasa, ve el escaparate y entra.",
        ),
    ]
    cards = "".join(
        f'<div class="opinion"><img src="/_avatar/almedina-pregunta-{n}.svg" width="90" height="110" alt="{esc(who)}">'
        f'<div class="op-texto"><h4>{esc(who)}</h4><span class="op-datos">{esc(info)}</span><p>{esc(text)}</p></div></div>'
        for n, (who, info, text) in enumerate(people)
    )
    leidos = [
        "Detenido un vecino de Navaluenga por robar cobre en la vía del tren",
        "La Diputación licita por fin la carretera de Piedralaves",
        "El CD Almedina asciende a Tercera División 21 años después",
        "Abre el primer supermercado 24 horas de la comarca",
        "Las Fiestas de San Bartolomé contarán con dos conciertos gratuitos",
    ]
    comentados = [
        ("La peatonalización de la calle Real, a examen", "48"),
        ("El pleno aprueba subir el IBI un 3%", "35"),
        ("Polémica por la tala de plátanos en el paseo del río", "29"),
        ("El CD Almedina asciende a Tercera División 21 años después", "17"),
    ]
    li = "".join(f'<li><a href="/noticias/{slug(t)}.html">{esc(t)}</a></li>' for t in leidos)
    lc = "".join(
        f'<li><a href="/noticias/{slug(t)}.html">{esc(t)}</a> <span class="cnt">({c})</span></li>'
        for t, c in comentados
    )
    css = """body{margin:0;background:#dcdcdc;font:13px/1.5 Arial,Helvetica,sans-serif;color:#333}
#contenedor{width:990px;margin:0 auto;background:#fff}#cabecera{padding:10px 15px;overflow:hidden;border-bottom:4px solid #006837}
#cabecera .logo{float:left;font:bold 40px/1 Georgia,serif;color:#006837;text-decoration:none}#cabecera .logo small{display:block;font:12px Arial;color:#777}
#cabecera .fecha{float:right;text-align:right;font-size:12px;color:#555}#menu{background:#006837;overflow:hidden;margin:0;padding:0;list-style:none}
#menu li{float:left}#menu a{display:block;padding:8px 12px;color:#fff;font-weight:bold;text-decoration:none;border-right:1px solid #0a8a4a}
#ultima{background:#fff8d6;border-bottom:1px solid #e5d78a;padding:5px 15px;font-size:12px}#ultima b{color:#c00}
#cuerpo{overflow:hidden;padding:15px}#columna-principal{float:left;width:640px}#columna-derecha{float:right;width:300px}
.antetitulo{color:#006837;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font:bold 30px/1.15 Georgia,serif;margin:4px 0 10px;color:#111}
.entradilla{font-size:16px;color:#555;margin:0 0 10px}.firma{font-size:11px;color:#888;border-top:1px dotted #ccc;border-bottom:1px dotted #ccc;padding:4px 0;margin-bottom:10px}
.compartir{margin:8px 0 14px;overflow:hidden}.compartir a{float:left;margin-right:5px;padding:3px 8px;font-size:11px;color:#fff;text-decoration:none;border-radius:3px}
.c-fb{background:#3b5998}.c-tw{background:#33ccff}.c-tu{background:#1c4a8b}.c-me{background:#e35614}.c-gp{background:#d34836}
.cuerpo-noticia p{font-size:15px;line-height:1.6}.pregunta{margin:18px 0;border:1px solid #cfe3d6;background:#f4faf6}
.pregunta h3{margin:0;background:#006837;color:#fff;padding:6px 10px;font-size:15px}.pregunta .enunciado{padding:8px 10px;font:italic bold 17px Georgia,serif;color:#006837;margin:0}
.opinion{overflow:hidden;padding:10px;border-top:1px solid #cfe3d6}.opinion img{float:left;margin-right:12px;background:#ccc}
.op-texto h4{margin:0;font-size:14px;color:#111}.op-datos{font-size:11px;color:#777}.op-texto p{margin:4px 0 0;font-size:14px}
.pregunta .pie{font-size:11px;color:#777;padding:6px 10px;border-top:1px solid #cfe3d6}
.publi{background:#eee;color:#aaa;text-align:center;font-size:10px;margin-bottom:12px}.modulo{margin-bottom:15px;border:1px solid #ddd}
.modulo .pestanas{overflow:hidden;background:#f0f0f0;border-bottom:2px solid #006837}.modulo .pestanas span{float:left;padding:5px 10px;font-weight:bold;font-size:12px}
.modulo .pestanas .activa{background:#006837;color:#fff}.modulo ol{margin:8px 0;padding-left:26px}.modulo li{margin-bottom:6px}.cnt{color:#c00;font-size:11px}
.tiempo{padding:8px;font-size:12px}#pie{background:#333;color:#bbb;padding:14px;font-size:11px;text-align:center}#pie a{color:#eee}"""
    body = f"""<div id="contenedor">
<div id="cabecera"><a class="logo" href="/">La Voz de Almedina<small>Diario digital del Valle del Alberche</small></a><div class="fecha">Martes, 16 de abril de 2013<br>Actualizado a las 13:42<br><a href="/registro.php">Regístrate</a> | <a href="/login.php">Entrar</a></div></div>
<ul id="menu"><li><a href="/">Portada</a></li><li><a href="/almedina/">Almedina</a></li><li><a href="/comarca/">Comarca</a></li><li><a href="/provincia/">Provincia</a></li><li><a href="/deportes/">Deportes</a></li><li><a href="/cultura/">Cultura</a></li><li><a href="/opinion/">Opinión</a></li><li><a href="/agenda/">Agenda</a></li><li><a href="/esquelas/">Esquelas</a></li></ul>
<div id="ultima"><b>ÚLTIMA HORA:</b> Cortada la N-403 a la altura del puerto del Boquerón por un accidente</div>
<div id="cuerpo"><div id="columna-principal">
<div class="antetitulo">Almedina · Urbanismo</div>
<h1>La calle Real, seis meses sin coches</h1>
<p class="entradilla">Comerciantes y vecinos hacen balance de la peatonalización del eje comercial, que el Ayuntamiento quiere extender este verano a la calle del Pozo.</p>
<div class="firma">Lucía Arévalo | Almedina de la Sierra | 16/04/2013 - 08:05h</div>
<div class="compartir"><a class="c-fb" href="#">Me gusta 34</a><a class="c-tw" href="#">Twittear</a><a class="c-tu" href="#">Tuenti</a><a class="c-me" href="#">Menéame</a><a class="c-gp" href="#">+1</a></div>
<div class="cuerpo-noticia">
<p>El 15 de octubre las vallas cerraron al tráfico los 420 metros de la calle Real entre la plaza de España y la iglesia de Santa María. Medio año después, el Ayuntamiento presume de cifras: según el concejal de Urbanismo, Andrés Muñoyerro, la afluencia de peatones los sábados ha crecido un 30 por ciento.</p>
<p>La Asociación de Comerciantes del Centro, que en su día se opuso al proyecto, reconoce que los bares y las tiendas de ropa han notado la mejora, pero insiste en que los negocios que dependen del cliente que llega en coche «lo están pasando mal». Reclama más plazas de aparcamiento en la ronda y una zona de carga y descarga ampliada.</p>
<p>El equipo de gobierno estudia ya el siguiente paso: cerrar al tráfico la calle del Pozo antes de las fiestas de agosto. La oposición pide esperar a que se conozca el estudio de movilidad encargado a la Universidad.</p>
</div>
<div class="pregunta"><h3>La pregunta</h3><p class="enunciado">¿Qué le parece la calle Real sin coches?</p>{cards}<div class="pie">Encuesta realizada a pie de calle por Lucía Arévalo. Fotos: Rubén Garcinuño</div></div>
<p style="font-size:12px"><b>Noticias relacionadas:</b> <a href="/almedina/el-pleno-aprueba-la-peatonalizacion.html">El pleno aprueba la peatonalización de la calle Real (septiembre de 2012)</a></p>
</div>
<div id="columna-derecha">
<div class="publi"><img src="/_avatar/publi-300x250.svg" width="300" height="250" alt="Publicidad"><br>Publicidad</div>
<div class="modulo"><div class="pestanas"><span class="activa">Lo más leído</span><span>Lo más comentado</span></div><ol>{li}</ol><ol style="display:none">{lc}</ol></div>
<div class="modulo tiempo"><b>El tiempo en Almedina</b><br>Hoy: 19° / 7° · Nubes y claros<br>Mañana: 21° / 8° · Soleado</div>
<div class="publi"><img src="/_avatar/publi-300x100.svg" width="300" height="100" alt="Publicidad"><br>Publicidad</div>
</div></div>
<div id="pie"><a href="/aviso-legal.html">Aviso legal</a> · <a href="/quienes-somos.html">Quiénes somos</a> · <a href="/publicidad.html">Publicidad</a> · <a href="/contacto.html">Contacto</a><br>© 2013 La Voz de Almedina S.L. · C/ Real, 12 · Almedina de la Sierra</div>
</div>"""
    html = page(
        "La calle Real, seis meses sin coches",
        "La Voz de Almedina",
        "es",
        css,
        body,
        published="2013-04-16T08:05:00+02:00",
        author="Lucía Arévalo",
        doctype='<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
        html_attrs='xmlns="http://www.w3.org/1999/xhtml" xml:lang="es"',
        ld=False,
    )
    return make(
        "ee-plain-es-la-pregunta",
        "lookalike",
        "es",
        html,
        [],
        path="/almedina/la-calle-real-seis-meses-sin-coches.html",
        container="-",
        heading=None,
        description="A Spanish regional digital paper of April 2013 (XHTML transitional, floats, breaking-news bar, Facebook/Tuenti/Menéame share buttons, most read and most commented tabs with counts, weather, banners), no reader discussion: in the article, the vox pop 'La pregunta' with five passers-by (photo, NAME, age and job, their answer).",
        lookalikes=("'La pregunta': 5 passers-by (photo, NAME, age and job, answer)",),
    )


def plain_ee() -> list[Case]:
    return [de_kritiker(), fr_phrases(), es_pregunta()]
