"""Blind set EI: three article pages without any reader discussion whose body or furniture holds lists of short
signed and dated texts: a German town's own website of 2014 (a press release with the council groups' statements
quoted and the page's edit history), a French national news site's fact-check of 2021 (a press review of other
outlets' quotes and a correction log) and a Spanish software blog of 2017 (a release changelog with committers and
dates, a "who saved this" activity feed). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ei_common import Case, esc, links, make, page

# --------------------------------------------------------------------------- de: a town's website, 2014 (Typo3-like)


def de_marktplatz() -> Case:
    statements = [
        (
            "Dr. Ulrike Hessler",
            "CDU-Fraktion",
            "12.03.2014",
            "Der Marktplatz ist das Wohnzimmer unserer Stadt. Mit dem Umbau schaffen wir endlich Platz für den Wochenmarkt und für Veranstaltungen, ohne die Parkplätze ganz aufzugeben.",
        ),
        (
            "Matthias Brendel",
            "SPD-Fraktion",
            "12.03.2014",
            "Wir tragen den Beschluss mit, erwarten aber, dass die Geschäftsleute während der Bauzeit nicht allein gelassen werden. Ein Baustellenmanagement ist für uns Pflicht.",
        ),
        (
            "Sabine Oltmanns",
            "Fraktion Bündnis 90/Die Grünen",
            "13.03.2014",
            "Mehr Bäume, weniger Asphalt: Das ist ein guter Anfang. Schade, dass die Fahrradstellplätze nur am Rand vorgesehen sind.",
        ),
        (
            "Klaus-Dieter Rämisch",
            "FWG Wendelsheim",
            "13.03.2014",
            "Wir haben dagegen gestimmt. 2,4 Millionen Euro sind in Zeiten knapper Kassen zu viel, solange die Turnhalle in Oberau nicht saniert ist.",
        ),
    ]
    history = [
        ("14.03.2014 16:42", "M. Kreutzer (Pressestelle)", "Stellungnahme der FWG ergänzt"),
        (
            "13.03.2014 11:05",
            "M. Kreutzer (Pressestelle)",
            "Stellungnahme der Grünen ergänzt, Tippfehler korrigiert",
        ),
        ("12.03.2014 18:30", "J. Albers (Bauamt)", "Lageplan als PDF angehängt"),
        ("12.03.2014 17:55", "M. Kreutzer (Pressestelle)", "Erstveröffentlichung"),
    ]
    css = """body{margin:0;background:#e9e6df;font:13px/1.5 Arial,Helvetica,sans-serif;color:#333}
#page{width:980px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}
#header{height:110px;background:#fff;border-bottom:4px solid #8b1a1a;position:relative}
#header .wappen{position:absolute;left:20px;top:14px;width:66px;height:80px;background:#8b1a1a}
#header .claim{position:absolute;left:100px;top:30px;font:bold 26px Georgia,serif;color:#8b1a1a}
#header .claim span{display:block;font:13px Arial;color:#666}
#topmenu{background:#8b1a1a}#topmenu ul{margin:0;padding:0 10px;list-style:none;overflow:hidden}
#topmenu li{float:left}#topmenu a{display:block;padding:9px 14px;color:#fff;text-decoration:none;font-weight:bold}
#rootline{padding:8px 20px;font-size:11px;color:#777;border-bottom:1px solid #ddd}
#cols{overflow:hidden;padding:16px 0}#left{float:left;width:190px;padding:0 10px 0 20px}
#left ul{list-style:none;margin:0;padding:0;border-top:1px solid #ccc}#left li a{display:block;padding:5px 4px;border-bottom:1px solid #ccc;color:#333;text-decoration:none}
#left li.act a{color:#8b1a1a;font-weight:bold}
#content{float:left;width:520px;padding:0 20px}#right{float:left;width:190px}
.csc-header h1{font:bold 22px Georgia,serif;color:#8b1a1a;margin:0 0 6px}
.news-single-rightbox{float:right;font-size:11px;color:#777;margin-left:10px}
.news-single-item h2{font-size:15px;color:#8b1a1a;margin:20px 0 6px;border-bottom:1px solid #ddd}
.stellungnahme{background:#f6f3ee;border-left:4px solid #c8b89a;padding:8px 12px;margin:10px 0}
.stellungnahme .kopf{font-weight:bold}.stellungnahme .fraktion{color:#777;font-weight:normal}
.stellungnahme .datum{font-size:11px;color:#888}
table.contenttable{border-collapse:collapse;width:100%;font-size:11px}table.contenttable td,table.contenttable th{border:1px solid #ddd;padding:4px;text-align:left;vertical-align:top}
.box{border:1px solid #ddd;margin-bottom:12px}.box h3{margin:0;background:#eee;padding:5px 8px;font-size:12px}.box div,.box ul{padding:6px 8px;margin:0}
#footer{background:#4a4a4a;color:#ddd;padding:12px 20px;font-size:11px;clear:both}#footer a{color:#fff}"""
    st = "".join(
        f'<div class="stellungnahme"><p class="kopf">{esc(n)} <span class="fraktion">({esc(f)})</span></p>'
        f'<p>„{esc(t)}“</p><p class="datum">Stellungnahme vom {d}</p></div>'
        for n, f, d, t in statements
    )
    hist = "".join(
        f"<tr><td>{esc(w)}</td><td>{esc(who)}</td><td>{esc(what)}</td></tr>" for w, who, what in history
    )
    top = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Rathaus & Politik", "rathaus"),
            ("Leben in Wendelsheim", "leben"),
            ("Wirtschaft", "wirtschaft"),
            ("Kultur & Freizeit", "kultur"),
            ("Bürgerservice", "buergerservice"),
        )
    )
    act = ' class="act"'
    left = "".join(
        f'<li{act if t == "Pressemitteilungen" else ""}><a href="/rathaus/{h}/">{t}</a></li>'
        for t, h in (
            ("Bürgermeister", "buergermeister"),
            ("Stadtrat", "stadtrat"),
            ("Sitzungskalender", "sitzungen"),
            ("Pressemitteilungen", "presse"),
            ("Amtsblatt", "amtsblatt"),
            ("Stellenangebote", "stellen"),
            ("Satzungen", "satzungen"),
        )
    )
    body = f"""<div id="page">
<div id="header"><div class="wappen"></div><div class="claim">Stadt Wendelsheim<span>Große Kreisstadt an der Auel</span></div></div>
<div id="topmenu"><ul>{top}</ul></div>
<div id="rootline">Sie sind hier: <a href="/">Startseite</a> &gt; <a href="/rathaus/">Rathaus &amp; Politik</a> &gt; <a href="/rathaus/presse/">Pressemitteilungen</a> &gt; Umbau des Marktplatzes</div>
<div id="cols">
<div id="left"><ul>{left}</ul></div>
<div id="content"><!--TYPO3SEARCH_begin-->
<div id="c1842" class="csc-default"><div class="news-single-item">
<div class="news-single-rightbox">12.03.2014<br>Pressestelle</div>
<div class="csc-header"><h1>Stadtrat beschließt Umbau des Marktplatzes</h1></div>
<p><strong>Mit 21 zu 9 Stimmen hat der Stadtrat am Dienstagabend den Umbau des Marktplatzes beschlossen. Die Arbeiten sollen im Frühjahr 2015 beginnen und rund 14 Monate dauern.</strong></p>
<p>Der Entwurf des Büros Hollmann + Partner sieht vor, die Zahl der Parkplätze von 86 auf 40 zu verringern. Dafür entstehen eine Fläche für den Wochenmarkt, zwölf neue Bäume und ein Wasserspiel vor dem Alten Rathaus.</p>
<p>Die Kosten werden auf 2,4 Millionen Euro geschätzt. Das Land übernimmt aus dem Programm „Aktive Stadtzentren“ voraussichtlich 60 Prozent.</p>
<p>Während der Bauzeit zieht der Wochenmarkt auf den Parkplatz an der Stadthalle um. Die Zufahrt zu den Geschäften bleibt nach Angaben des Bauamts jederzeit möglich.</p>
<h2>Stellungnahmen der Fraktionen</h2>
<p>Die Pressestelle hat die Fraktionen im Stadtrat um eine kurze Stellungnahme gebeten. Die Texte werden unverändert veröffentlicht.</p>
{st}
<h2>Weitere Informationen</h2>
<ul><li><a href="/fileadmin/bauamt/marktplatz_lageplan_2014.pdf">Lageplan Marktplatz (PDF, 1,8 MB)</a></li><li><a href="/rathaus/sitzungen/2014-03-11/">Sitzung des Stadtrats vom 11.03.2014</a></li></ul>
<h2>Versionsgeschichte dieser Seite</h2>
<table class="contenttable"><thead><tr><th>Geändert am</th><th>Bearbeitet von</th><th>Änderung</th></tr></thead><tbody>{hist}</tbody></table>
<p><a href="/rathaus/presse/">« Zurück zur Übersicht</a> | <a href="javascript:window.print()">Seite drucken</a></p>
</div></div><!--TYPO3SEARCH_end--></div>
<div id="right">
<div class="box"><h3>Kontakt</h3><div>Pressestelle der Stadt Wendelsheim<br>Marion Kreutzer<br>Marktplatz 1, 67380 Wendelsheim<br>Tel. 06341 802-117<br><a href="mailto:presse@wendelsheim.example">presse@wendelsheim.example</a></div></div>
<div class="box"><h3>Aktuelle Meldungen</h3><ul>{links("Sperrung der Auelbrücke am Wochenende ;; Wertstoffhof: geänderte Öffnungszeiten ;; Bürgersprechstunde des Oberbürgermeisters ;; Anmeldung zum Ferienprogramm 2014", base="/rathaus/presse/")}</ul></div>
<div class="box"><h3>Schnellzugriff</h3><ul>{links("Abfallkalender ;; Formulare ;; Stadtplan ;; Veranstaltungen", base="/service/")}</ul></div>
</div></div>
<div id="footer">© Stadt Wendelsheim 2014 · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/barrierefreiheit/">Barrierefreiheit</a> · <a href="/sitemap/">Sitemap</a></div>
</div>"""
    return make(
        "ei-plain-de-wendelsheim-markt",
        "lookalike",
        "de",
        page(
            "Stadtrat beschließt Umbau des Marktplatzes",
            "Stadt Wendelsheim",
            "de",
            css,
            body,
            published="2014-03-12T17:55:00+01:00",
            author="Pressestelle Stadt Wendelsheim",
            year=2014,
            head='<meta name="generator" content="TYPO3 4.5 CMS">',
        ),
        [],
        path="/rathaus/presse/umbau-des-marktplatzes.html",
        container="-",
        heading=None,
        description="A German town's own website of March 2014 (Typo3-like tt_news markup, left sub-navigation, contact box, coat of arms): a press release on the council's vote to rebuild the market square, with four council groups' statements quoted in the body (name, group, quoted text, 'Stellungnahme vom' date) and the page's edit history as a table (time, editor, change); no reader discussion.",
        lookalikes=(
            "'Stellungnahmen der Fraktionen': 4 signed, dated statements in boxes in the article body",
            "'Versionsgeschichte dieser Seite': 4 rows of time, editor, change",
        ),
    )


# --------------------------------------------------------------------------- fr: a fact-check, 2021 (BEM classes)


def fr_verif() -> Case:
    review = [
        (
            "Le Courrier du Centre",
            "Anne-Lise Pommeret",
            "8 septembre 2021",
            "« Le chiffre de 40 % circule depuis le printemps sans qu'aucune étude ne le soutienne. »",
        ),
        (
            "Radio Loire Sud",
            "Karim Bensaïd",
            "9 septembre 2021",
            "« Interrogé, le ministère renvoie à une enquête de 2019 portant sur quatre départements seulement. »",
        ),
        (
            "L'Hebdo des Coteaux",
            "Jeanne Vidalenc",
            "10 septembre 2021",
            "« Sur le terrain, les maires constatent surtout des fermetures de classes, pas d'écoles entières. »",
        ),
        (
            "Blog Démographie & territoires",
            "Pr Luc Arnaudet",
            "11 septembre 2021",
            "« La baisse des naissances explique l'essentiel du recul des effectifs ruraux depuis dix ans. »",
        ),
    ]
    log = [
        (
            "13 septembre 2021 à 10 h 12",
            "La rédaction",
            "Une précédente version de cet article attribuait le chiffre de 18 % à l'Insee ; il provient de la Direction de l'évaluation du ministère. Nous avons corrigé.",
        ),
        (
            "12 septembre 2021 à 19 h 40",
            "Claire Rouvier, médiatrice",
            "Ajout de la réponse du ministère, reçue après la publication.",
        ),
        (
            "12 septembre 2021 à 08 h 00",
            "Thomas Gerbaud",
            "Publication initiale.",
        ),
    ]
    css = """*{box-sizing:border-box}body{margin:0;font:17px/1.6 "Source Serif Pro",Georgia,serif;color:#1d1d1b;background:#fff}
.o-header{border-bottom:1px solid #ddd}.o-header__top{display:flex;justify-content:space-between;align-items:center;max-width:1180px;margin:0 auto;padding:12px 20px}
.o-header__logo{font:900 30px "Helvetica Neue",Arial,sans-serif;letter-spacing:-1px;color:#111;text-decoration:none}.o-header__logo b{color:#e2001a}
.o-header__nav{display:flex;gap:20px;max-width:1180px;margin:0 auto;padding:8px 20px;font:600 14px Arial;list-style:none}
.o-header__nav a{color:#1d1d1b;text-decoration:none}.c-subscribe{background:#e2001a;color:#fff;padding:7px 14px;border-radius:3px;font:700 13px Arial;text-decoration:none}
.l-article{display:grid;grid-template-columns:minmax(0,700px) 300px;gap:48px;max-width:1180px;margin:28px auto;padding:0 20px}
.article__kicker{display:inline-block;background:#ffd400;font:800 12px Arial;text-transform:uppercase;padding:3px 8px}
.article__title{font:800 38px/1.15 "Helvetica Neue",Arial,sans-serif;margin:10px 0}.article__chapo{font-size:20px;color:#444}
.article__meta{font:13px Arial;color:#666;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;margin:16px 0}
.c-verdict{border:3px solid #e2001a;padding:14px 18px;margin:24px 0;font:600 16px Arial}.c-verdict strong{color:#e2001a;font-size:22px;display:block}
.c-press-review{background:#f5f5f0;padding:16px 20px;margin:28px 0}.c-press-review h2,.c-corrections h2{font:800 18px Arial;margin:0 0 10px}
.c-press-review__item{margin:0 0 14px;padding:0 0 14px;border-bottom:1px solid #ddd}.c-press-review__item blockquote{margin:0 0 6px;font-style:italic}
.c-press-review__source{font:13px Arial;color:#555}.c-press-review__source b{color:#1d1d1b}
.c-corrections{font:14px/1.5 Arial;color:#333;border-top:2px solid #1d1d1b;padding-top:12px;margin-top:32px}
.c-corrections li{margin-bottom:10px}.c-corrections time{font-weight:700}
.c-tags a{display:inline-block;border:1px solid #ccc;border-radius:14px;padding:2px 10px;margin:0 6px 6px 0;font:13px Arial;color:#333;text-decoration:none}
.l-aside__box{border-top:4px solid #1d1d1b;padding-top:8px;margin-bottom:28px;font:14px Arial}.l-aside__box ol{padding-left:20px}
.l-aside__box li{margin-bottom:8px}.c-ad{height:250px;background:#f0f0f0;color:#999;font:11px Arial;display:flex;align-items:center;justify-content:center;margin-bottom:28px}
.o-footer{background:#1d1d1b;color:#bbb;font:13px Arial;padding:30px 20px}.o-footer a{color:#fff;margin-right:14px}"""
    rev = "".join(
        f'<li class="c-press-review__item"><blockquote>{esc(q)}</blockquote>'
        f'<p class="c-press-review__source"><b>{esc(o)}</b> — {esc(j)}, <time>{esc(d)}</time></p></li>'
        for o, j, d, q in review
    )
    cor = "".join(f"<li><time>{esc(w)}</time> — <span>{esc(who)}</span> : {esc(t)}</li>" for w, who, t in log)
    nav = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Politique", "politique"),
            ("Société", "societe"),
            ("Économie", "economie"),
            ("Vrai ou faux", "vrai-ou-faux"),
            ("Régions", "regions"),
            ("Culture", "culture"),
            ("Sport", "sport"),
        )
    )
    body = f"""<header class="o-header"><div class="o-header__top"><a class="o-header__logo" href="/">Le Quotidien<b>.</b></a><div><a href="/connexion">Se connecter</a> &nbsp; <a class="c-subscribe" href="/abonnement">S'abonner 1 € le 1er mois</a></div></div>
<nav><ul class="o-header__nav">{nav}</ul></nav></header>
<div class="l-article"><main>
<article class="article">
<span class="article__kicker">Vrai ou faux</span>
<h1 class="article__title">« 40 % des écoles rurales ont fermé en dix ans » : ce chiffre ne repose sur aucune donnée</h1>
<p class="article__chapo">Repris dans plusieurs réunions publiques et sur les réseaux sociaux, ce chiffre ne correspond à aucune statistique publique. Les fermetures de classes, elles, sont bien réelles.</p>
<div class="article__meta">Par <a href="/auteur/thomas-gerbaud">Thomas Gerbaud</a> · Publié le <time datetime="2021-09-12T08:00:00+02:00">12 septembre 2021 à 08 h 00</time> · Mis à jour le <time datetime="2021-09-13T10:12:00+02:00">13 septembre 2021 à 10 h 12</time> · Lecture 5 min</div>
<div class="c-verdict"><strong>FAUX</strong>Selon les chiffres du ministère, le nombre d'écoles publiques dans les communes rurales a baissé d'environ 18 % entre 2010 et 2020.</div>
<div class="article__body">
<p>Le chiffre a d'abord été avancé lors d'une réunion publique à Saint-Amand-sur-Vière, en mars, avant d'être partagé plusieurs milliers de fois sur Facebook. Il n'est cité par aucune étude que nous avons pu retrouver.</p>
<p>D'après la Direction de l'évaluation du ministère de l'Éducation nationale, les communes rurales comptaient environ 21 900 écoles publiques à la rentrée 2010, contre près de 17 950 en 2020, soit une baisse d'environ 18 %.</p>
<p>Une grande partie de cette baisse s'explique par des regroupements : plusieurs petites écoles d'un même secteur sont réunies dans un seul bâtiment. Les élèves ne perdent pas forcément leur école, mais ils en changent.</p>
<p>Sollicité, le ministère rappelle que « la carte scolaire est arrêtée chaque année en concertation avec les élus ». Il n'a pas souhaité commenter le chiffre de 40 %.</p>
</div>
<section class="c-press-review" aria-labelledby="revue"><h2 id="revue">Ce qu'en disent d'autres médias</h2><ul style="list-style:none;margin:0;padding:0">{rev}</ul></section>
<div class="c-tags"><a href="/tag/ecole">École</a><a href="/tag/ruralite">Ruralité</a><a href="/tag/fausses-informations">Fausses informations</a></div>
<section class="c-corrections" aria-labelledby="histo"><h2 id="histo">Historique de l'article</h2><ul>{cor}</ul>
<p>Vous avez repéré une erreur ? Écrivez à <a href="mailto:mediatrice@lequotidien.example">la médiatrice</a>.</p></section>
</article></main>
<aside class="l-aside"><div class="c-ad">Publicité</div>
<div class="l-aside__box"><h3>Les plus lus</h3><ol>{links("Rentrée : ce qui change pour les familles ;; Carburants : les prix repartent à la hausse ;; Incendie dans les Cévennes : 900 hectares brûlés ;; Le budget 2022 présenté en Conseil des ministres ;; Ligue 1 : le classement après la 5e journée")}</ol></div>
<div class="l-aside__box"><h3>Vrai ou faux : nos dernières vérifications</h3><ol>{links("Non, le pass sanitaire n'est pas exigé à l'école ;; Cette photo d'inondation date de 2016 ;; Le prix du pain a-t-il doublé depuis 2000 ?", base="/vrai-ou-faux/")}</ol></div>
<div class="c-ad">Publicité</div></aside></div>
<footer class="o-footer"><p><a href="/qui-sommes-nous">Qui sommes-nous</a><a href="/charte">Charte de déontologie</a><a href="/mentions-legales">Mentions légales</a><a href="/cookies">Gestion des cookies</a></p><p>© Le Quotidien 2021</p></footer>"""
    return make(
        "ei-plain-fr-ecoles-rurales",
        "lookalike",
        "fr",
        page(
            "« 40 % des écoles rurales ont fermé en dix ans » : ce chiffre ne repose sur aucune donnée",
            "Le Quotidien",
            "fr",
            css,
            body,
            published="2021-09-12T08:00:00+02:00",
            author="Thomas Gerbaud",
            year=2021,
        ),
        [],
        path="/vrai-ou-faux/2021/09/12/40-des-ecoles-rurales-ont-ferme-ce-chiffre-ne-repose-sur-aucune-donnee",
        container="-",
        heading=None,
        description="A French national news site's fact-check of September 2021 (BEM classes, verdict box, subscription bar, most read, ads): a press review 'Ce qu'en disent d'autres médias' of four outlets' quotes (quote, outlet, journalist, date) and the article's correction log 'Historique de l'article' (three dated entries signed by the newsroom, the ombudswoman and the writer); no reader discussion.",
        lookalikes=(
            "'Ce qu'en disent d'autres médias': 4 quotes with outlet, journalist, date",
            "'Historique de l'article': 3 dated, signed corrections and updates",
        ),
    )


# --------------------------------------------------------------------------- es: a software blog, 2017 (WordPress-like)


def es_release() -> Case:
    changes = [
        (
            "4.2.0",
            "2017-06-14",
            "@mgarrido",
            "Sincronización con CalDAV: las tareas con fecha aparecen en el calendario del móvil.",
        ),
        (
            "4.2.0",
            "2017-06-12",
            "@ainhoa_dev",
            "Nuevo modo oscuro, que se activa solo si el sistema lo tiene puesto.",
        ),
        (
            "4.1.3",
            "2017-05-02",
            "@jlrubio",
            "Corregido el cierre inesperado al importar listas de Wunderlist con emojis.",
        ),
        (
            "4.1.2",
            "2017-04-18",
            "@mgarrido",
            "Traducción al catalán y al gallego completadas por la comunidad.",
        ),
        (
            "4.1.1",
            "2017-04-03",
            "@pcastells",
            "Las notificaciones ya no se repiten al cambiar de zona horaria.",
        ),
    ]
    activity = [
        ("Lucía Ferrándiz", "ha guardado este artículo", "hace 12 minutos"),
        ("Daniel Osuna", "ha compartido este artículo en Twitter", "hace 40 minutos"),
        ("Raquel M.", "ha guardado este artículo", "hace 1 hora"),
        ("Iker Zabala", "recomienda este artículo", "hace 3 horas"),
        ("Noelia Pardo", "ha guardado este artículo", "hace 5 horas"),
    ]
    css = """body{margin:0;background:#f3f5f7;font:16px/1.7 "Open Sans",Helvetica,Arial,sans-serif;color:#2e3338}
a{color:#0a7d5b}.site-header{background:#23282d;color:#fff}.site-header .inner{max-width:1140px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:14px 20px}
.site-title{font:700 24px "Roboto Mono",monospace;color:#fff;text-decoration:none}.site-title span{color:#3ddc97}
.main-navigation ul{display:flex;gap:18px;list-style:none;margin:0;padding:0}.main-navigation a{color:#ddd;text-decoration:none;font-size:14px}
.site-content{max-width:1140px;margin:30px auto;display:flex;gap:30px;padding:0 20px}
.content-area{flex:1;background:#fff;padding:30px 40px;border-radius:3px}.widget-area{width:300px}
.entry-title{font-size:32px;line-height:1.25;margin:0 0 8px}.entry-meta{font-size:13px;color:#888}
.entry-content h2{font-size:22px;margin-top:32px}.entry-content pre{background:#272822;color:#f8f8f2;padding:14px;overflow:auto;font-size:13px}
.changelog{list-style:none;padding:0;border-left:3px solid #3ddc97;margin-left:6px}
.changelog li{padding:6px 0 10px 16px;position:relative}.changelog .ver{font:700 13px "Roboto Mono",monospace;background:#e6f7ef;padding:1px 6px;border-radius:3px}
.changelog .meta{font-size:12px;color:#888}.changelog .autor{font-family:"Roboto Mono",monospace}
.entry-footer{border-top:1px solid #eee;margin-top:30px;padding-top:12px;font-size:13px;color:#666}
.widget{background:#fff;padding:18px;margin-bottom:24px;border-radius:3px;font-size:14px}.widget-title{font-size:14px;text-transform:uppercase;letter-spacing:1px;margin:0 0 12px}
.widget ul{list-style:none;padding:0;margin:0}.widget li{padding:6px 0;border-bottom:1px solid #f0f0f0}
.activity-feed__item{display:flex;gap:10px;align-items:flex-start}.activity-feed__item img{border-radius:50%}
.activity-feed__when{display:block;font-size:12px;color:#999}.site-footer{background:#23282d;color:#999;text-align:center;padding:20px;font-size:13px}"""
    cl = "".join(
        f'<li><span class="ver">v{v}</span> {esc(t)}<br><span class="meta"><time datetime="{d}">{d}</time> · '
        f'<span class="autor">{esc(a)}</span></span></li>'
        for v, d, a, t in changes
    )
    act = "".join(
        f'<li class="activity-feed__item"><img src="/_avatar/miembro-{n + 311}.svg" width="32" height="32" alt="">'
        f'<div><a href="/miembros/{n + 311}/">{esc(who)}</a> {esc(what)}<span class="activity-feed__when">{esc(when)}</span></div></li>'
        for n, (who, what, when) in enumerate(activity)
    )
    body = f"""<div id="page" class="site">
<header class="site-header"><div class="inner"><a class="site-title" href="/">código<span>abierto</span>.blog</a>
<nav class="main-navigation"><ul><li><a href="/categoria/linux/">Linux</a></li><li><a href="/categoria/android/">Android</a></li><li><a href="/categoria/aplicaciones/">Aplicaciones</a></li><li><a href="/categoria/tutoriales/">Tutoriales</a></li><li><a href="/acerca-de/">Acerca de</a></li></ul></nav></div></header>
<div class="site-content">
<div class="content-area"><main class="site-main">
<article id="post-2291" class="post-2291 post type-post status-publish format-standard hentry category-aplicaciones tag-software-libre">
<header class="entry-header"><h1 class="entry-title">Tarea 4.2 ya está aquí: sincronización con CalDAV y modo oscuro</h1>
<div class="entry-meta">Publicado el <time class="entry-date published" datetime="2017-06-16T09:30:00+02:00">16 junio, 2017</time> por <span class="author vcard"><a class="url fn n" href="/author/sergio/">Sergio Llamas</a></span> en <a href="/categoria/aplicaciones/">Aplicaciones</a></div></header>
<div class="entry-content">
<p>El gestor de tareas libre <strong>Tarea</strong> ha publicado su versión 4.2, la más grande desde que el proyecto pasó a mantenerse entre voluntarios el año pasado. Llega a F-Droid hoy mismo y a Google Play en los próximos días.</p>
<p>La novedad principal es la sincronización con cualquier servidor CalDAV, como Nextcloud o Radicale. Hasta ahora solo se podían exportar las tareas a mano, en un archivo.</p>
<p>Para los que lo compilan desde el código fuente, basta con actualizar el repositorio:</p>
<pre>git pull origin master
./gradlew assembleRelease</pre>
<p>Según sus desarrolladores, la versión 4.3 se centrará en las tareas compartidas entre varias personas.</p>
<h2>Cambios desde la 4.1</h2>
<p>Este es el registro de cambios publicado en el repositorio del proyecto, con la fecha y el desarrollador de cada cambio:</p>
<ul class="changelog">{cl}</ul>
<p>La lista completa está en la <a href="/ir/tarea-changelog">página del proyecto</a>.</p>
</div>
<footer class="entry-footer">Etiquetas: <a href="/tag/software-libre/">software libre</a>, <a href="/tag/android/">Android</a>, <a href="/tag/productividad/">productividad</a> · <a href="/2017/06/lineageos-14-1-llega-a-mas-moviles/">« Entrada anterior</a></footer>
</article></main></div>
<aside class="widget-area">
<section class="widget"><h2 class="widget-title">Actividad reciente</h2><ul class="activity-feed">{act}</ul></section>
<section class="widget"><h2 class="widget-title">Lo más leído</h2><ul>{links("Cómo instalar LineageOS paso a paso ;; Las 10 mejores alternativas libres a Evernote ;; Guía de Nextcloud en una Raspberry Pi ;; Ubuntu 17.04: novedades")}</ul></section>
<section class="widget"><h2 class="widget-title">Boletín</h2><p>Recibe cada viernes lo mejor de la semana.</p><form><input type="email" placeholder="tu@correo"><button>Suscribirme</button></form></section>
</aside></div>
<footer class="site-footer">Contenido bajo licencia CC BY-SA 4.0 · Funciona con WordPress</footer>
</div>"""
    return make(
        "ei-plain-es-tarea-release",
        "lookalike",
        "es",
        page(
            "Tarea 4.2 ya está aquí: sincronización con CalDAV y modo oscuro",
            "códigoabierto.blog",
            "es",
            css,
            body,
            published="2017-06-16T09:30:00+02:00",
            author="Sergio Llamas",
            year=2017,
            ld_type="BlogPosting",
            head='<meta name="generator" content="WordPress 4.8">',
            body_attrs='class="post-template-default single single-post postid-2291 single-format-standard"',
        ),
        [],
        path="/2017/06/tarea-4-2-caldav-modo-oscuro/",
        container="-",
        heading=None,
        description="A Spanish open-source software blog of June 2017 (WordPress-like post classes, dark header, sidebar widgets): a release article with the project's changelog in the body (version, dated entry, committer handle) and a sidebar 'Actividad reciente' feed of who saved or shared the post with avatars and relative times; no reader discussion (no form, no count).",
        lookalikes=(
            "changelog: 5 entries with version, text, date, committer handle",
            "'Actividad reciente': 5 avatars, names, actions, 'hace N horas'",
        ),
    )


def plain_ei() -> list[Case]:
    return [de_marktplatz(), fr_verif(), es_release()]
