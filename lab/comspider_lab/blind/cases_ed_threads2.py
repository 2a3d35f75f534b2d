"""Blind set ed: three discussions as a Wayback-style web archive replays them: a French regional news site of 2013 whose
readers' reactions stop at a "load more" button (only the printed ones are truth), a Spanish paper's AMP page of 2017
(its AMP runtime not kept by the archive) with the latest readers' notes printed, and an Italian town paper's mobile
site of 2016 (jQuery-Mobile-like) with relative times frozen at capture. Every name, place and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ed_common import Capture, Case, archive, esc, kids, make, paras, talk

# --------------------------------------------------------------------------- fr: a regional news site, 2013 (load more)


def fr_marche() -> Case:
    cs = talk("""
Gérard L. @ le 19/09/2013 à 07h42 :: Le marché du jeudi, c'est le seul moment où le centre-ville est vivant. Le déplacer sur le parking de la piscine, c'est le tuer à petit feu.
>Nathalie_34 @ le 19/09/2013 à 08h10 :: Je ne suis pas d'accord, place de l'Horloge on ne peut plus circuler, les camions bloquent la rue des Tanneurs jusqu'à 14 h.
>>Gérard L. @ le 19/09/2013 à 08h31 :: Une matinée par semaine, Nathalie ! On survivra.
Marc-Antoine @ le 19/09/2013 à 08h55 :: Et les commerçants sédentaires, on leur a demandé leur avis ? La boulangerie de la place fait la moitié de son chiffre le jeudi.
Viviane Rouquette @ le 19/09/2013 à 09h20 :: Maraîchère depuis 22 ans sur ce marché. Sur le parking il n'y a ni ombre ni point d'eau. En juillet les salades ne tiennent pas deux heures. // Personne ne nous a montré de plan.
>lemaire_pas_content @ le 19/09/2013 à 10h02 :: Merci de le dire, Madame. On entend toujours les élus et jamais ceux qui sont derrière les étals.
papy84 @ le 19/09/2013 à 11h47 :: Pour les personnes âgées qui viennent à pied c'est 800 mètres de plus, avec le cabas. Pensez-y.
Sophie D. @ le 19/09/2013 à 12h15 :: Il y aura une navette ? L'article n'en parle pas.
""")
    k = kids(cs)
    ids = [48811 + i * 17 for i in range(len(cs))]

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<ul class="reac-rep">{sub}</ul>' if sub else ""
        return (
            f'<li class="reac" id="reac-{ids[i]}"><div class="reac-entete"><span class="reac-pseudo">{esc(c.who)}</span>'
            f' <span class="reac-date">{esc(c.at)}</span></div>'
            f'<div class="reac-texte">{paras(c.body)}</div>'
            f'<div class="reac-outils"><a href="/reagir/{ids[i]}/repondre" rel="nofollow">Répondre</a> · '
            f'<a href="/reagir/{ids[i]}/alerter" rel="nofollow">Signaler un abus</a></div>{sub}</li>'
        )

    items = "".join(item(i) for i in k[None])
    url = "http://www.ledauphinvauclusien.fr/actualite/2013/09/18/carpentras-le-marche-du-jeudi-pourrait-demenager"
    page = f"""<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Carpentras : le marché du jeudi pourrait déménager - Le Dauphin vauclusien</title>
<meta name="description" content="La municipalité étudie le transfert du marché hebdomadaire vers le parking de la piscine à partir du printemps 2014.">
<meta property="og:title" content="Carpentras : le marché du jeudi pourrait déménager">
<meta property="og:type" content="article">
<meta property="og:url" content="{url}">
<link rel="stylesheet" href="/static/css/dv-2012.min.css">
<script src="/static/js/jquery-1.8.3.min.js"></script>
<script>var xtsite = '412088'; var xtn2 = '3'; var xtpage = 'actualite::vaucluse::carpentras';</script>
<script src="/static/js/dv.reagir.js"></script>
</head>
<body class="page-article rub-vaucluse">
<div id="bandeau-haut"><a href="/abonnement/">S'abonner dès 1&nbsp;€</a> <a href="/edition-numerique/">Le journal en numérique</a> <a href="/compte/connexion">Se connecter</a></div>
<div id="entete"><a href="/" id="logo"><img src="/static/img/logo-dauphin.png" alt="Le Dauphin vauclusien" width="300" height="58"></a>
<div id="meteo">Avignon <b>24°</b> ensoleillé</div></div>
<ul id="menu"><li><a href="/actualite/">Actualité</a></li><li class="actif"><a href="/vaucluse/">Vaucluse</a></li><li><a href="/gard/">Gard</a></li><li><a href="/sports/">Sports</a></li><li><a href="/loisirs/">Loisirs</a></li><li><a href="/economie/">Économie</a></li><li><a href="/avis-de-deces/">Avis de décès</a></li><li><a href="/annonces-legales/">Annonces légales</a></li></ul>
<div id="pub-megaban"><script>sas_pageid='48120/381533'; sas_formatid=14968; sas_target='';</script><noscript><a href="http://ads.regiedv.fr/ac?jump=1&amp;nwid=412"><img src="http://ads.regiedv.fr/ac?out=display&amp;nwid=412" width="728" height="90" alt=""></a></noscript></div>
<div id="page"><div id="colonne-principale">
<p id="fil-ariane"><a href="/">Accueil</a> › <a href="/vaucluse/">Vaucluse</a> › <a href="/vaucluse/carpentras/">Carpentras</a></p>
<article class="art">
<p class="art-surtitre">Carpentras</p>
<h1>Le marché du jeudi pourrait déménager</h1>
<p class="art-chapo">La municipalité étudie le transfert du marché hebdomadaire vers le parking de la piscine à partir du printemps 2014. Les forains sont partagés.</p>
<p class="art-infos">Publié le 18/09/2013 à 21:05 | Par Julien Castaldi</p>
<ul class="partage"><li><a href="https://www.facebook.com/sharer/sharer.php?u={url}">Facebook</a> <span>214</span></li><li><a href="https://twitter.com/intent/tweet?url={url}">Twitter</a> <span>31</span></li><li><a href="mailto:?subject=Le%20march%C3%A9%20du%20jeudi">Envoyer</a></li><li><a href="javascript:window.print()">Imprimer</a></li></ul>
<figure class="art-photo"><img src="/photos/2013/09/18/marche-carpentras-jeudi_612x344.jpg" alt="" width="612" height="344"><figcaption>Chaque jeudi, près de 350 étals occupent le centre-ville. Photo J.C.</figcaption></figure>
<div class="art-texte">
<p>Ils sont près de 350 forains chaque jeudi matin, de la place de l'Horloge à l'allée des Platanes. Le marché de Carpentras, l'un des plus anciens du département, pourrait quitter le cœur de ville au printemps prochain.</p>
<p>Lors du conseil municipal de mardi soir, l'adjoint à la voirie, Bernard Aubanel, a présenté une étude qui propose de regrouper les étals sur le parking de la piscine Coubertin, à 800 mètres de là.</p>
<p>« Les rues ne sont plus adaptées, les secours ont du mal à passer, et les riverains n'en peuvent plus du bruit dès 5 heures du matin », a-t-il justifié.</p>
<p>Du côté des forains, l'accueil est mitigé. Les marchands de vêtements y voient l'avantage d'un stationnement facile ; les producteurs, eux, redoutent de perdre la clientèle du centre.</p>
<p>Une réunion publique est prévue le 3 octobre à 18 h 30 à la salle Malraux.</p>
</div>
</article>
<div class="pub-carre"><script>sas.render('14969');</script></div>
<section id="reagir">
<h2>Réactions des lecteurs <span>(23)</span></h2>
<p class="reagir-intro">Vous devez être <a href="/compte/connexion?retour=reagir">connecté</a> pour réagir. Les propos injurieux seront supprimés.</p>
<ul class="reac-liste" id="reac-liste">{items}</ul>
<p class="reac-plus"><a href="/reagir/liste/1398120?page=2" id="reac-suite" data-page="2">Voir les 15 réactions suivantes</a></p>
</section>
<section id="a-lire-aussi"><h2>À lire aussi</h2><ul>
<li><a href="/vaucluse/carpentras/2013/09/12/les-berlingots-ont-leur-fete">Les berlingots ont leur fête</a> <span>12/09/2013</span></li>
<li><a href="/vaucluse/carpentras/2013/09/05/travaux-avenue-jean-jaures">Travaux avenue Jean-Jaurès : la circulation alternée jusqu'au 30</a> <span>05/09/2013</span></li>
<li><a href="/vaucluse/pernes/2013/09/16/le-petit-marche-bio">Pernes : le petit marché bio du samedi s'agrandit</a> <span>16/09/2013</span></li></ul></section>
</div>
<div id="colonne-droite">
<div class="pub-pave"><script>sas.render('14970');</script></div>
<div class="bloc" id="les-plus-lus"><h3>Les plus lus</h3><ol><li><a href="/vaucluse/avignon/2013/09/18/incendie-rue-carreterie">Avignon : incendie dans un immeuble rue Carreterie</a></li><li><a href="/vaucluse/carpentras/2013/09/18/le-marche-du-jeudi-pourrait-demenager">Carpentras : le marché du jeudi pourrait déménager</a></li><li><a href="/sports/2013/09/17/rugby-le-rco-s-impose">Rugby : le RCO s'impose à domicile</a></li><li><a href="/gard/2013/09/17/vendanges-precoces">Vendanges : une récolte précoce</a></li></ol></div>
<div class="bloc" id="les-plus-reagis"><h3>Les plus réagis</h3><ol><li><a href="/vaucluse/carpentras/2013/09/18/le-marche-du-jeudi-pourrait-demenager">Le marché du jeudi pourrait déménager</a> <b>23</b></li><li><a href="/vaucluse/avignon/2013/09/16/le-pont-de-l-europe-ferme-la-nuit">Le pont de l'Europe fermé la nuit</a> <b>17</b></li><li><a href="/economie/2013/09/15/la-conserverie-recrute">La conserverie recrute 40 saisonniers</a> <b>6</b></li></ol></div>
<div class="bloc" id="agenda"><h3>Agenda</h3><ul><li>Sam. 21 sept. — Journées du patrimoine, Hôtel-Dieu</li><li>Dim. 22 sept. — Vide-greniers, Monteux</li><li>Jeu. 3 oct. — Réunion publique sur le marché, salle Malraux</li></ul></div>
</div></div>
<div id="pied"><ul><li><a href="/contact/">Contact</a></li><li><a href="/mentions-legales/">Mentions légales</a></li><li><a href="/cgu/">CGU</a></li><li><a href="/publicite/">Publicité</a></li><li><a href="/plan-du-site/">Plan du site</a></li></ul><p>© Le Dauphin vauclusien 2013 — Reproduction interdite</p></div>
<script>$(function(){{ DV.reagir.init('#reac-suite'); }});</script>
</body>
</html>"""
    css = """body{margin:0;font:14px/1.5 Arial,sans-serif;color:#222;background:#f3f1ec}#bandeau-haut{background:#222;color:#ccc;padding:4px 12px;font-size:12px}#bandeau-haut a{color:#fff;margin-right:12px}
#entete{width:990px;margin:0 auto;background:#fff;padding:10px;position:relative}#entete img{background:#0b4f8a}#meteo{position:absolute;right:14px;top:28px}
#menu{width:990px;margin:0 auto;padding:0;list-style:none;background:#0b4f8a;overflow:hidden}#menu li{float:left}#menu a{display:block;padding:8px 12px;color:#fff;font-weight:bold}#menu .actif a{background:#e2001a}
#pub-megaban{width:728px;height:90px;margin:8px auto;background:#fafafa}#page{width:990px;margin:0 auto;background:#fff;overflow:hidden;padding:10px}
#colonne-principale{float:left;width:640px}#colonne-droite{float:right;width:300px}h1{font:bold 28px Georgia,serif;margin:4px 0}.art-chapo{font-weight:bold}.art-infos{color:#777;font-size:12px}
.partage{list-style:none;padding:0;overflow:hidden}.partage li{float:left;margin-right:14px}.art-photo img{background:#ddd}
#reagir h2{border-bottom:3px solid #e2001a}.reac-liste,.reac-rep{list-style:none;padding:0}.reac{border-bottom:1px solid #e5e5e5;padding:8px 0}.reac-rep{margin-left:30px;border-left:2px solid #e5e5e5;padding-left:10px}
.reac-pseudo{font-weight:bold;color:#0b4f8a}.reac-date{color:#888;font-size:12px}.reac-outils{font-size:11px}.reac-outils a{color:#888}.reac-plus a{display:block;text-align:center;background:#0b4f8a;color:#fff;padding:8px}
.bloc h3{border-top:3px solid #0b4f8a;padding-top:4px}.pub-pave,.pub-carre{height:250px;background:#fafafa;margin:10px 0}#pied{width:990px;margin:0 auto;background:#333;color:#aaa;padding:10px;font-size:12px}#pied ul{list-style:none;padding:0}#pied li{display:inline;margin-right:10px}#pied a{color:#fff}"""
    cap = Capture(
        url=url,
        ts="20130919133006",
        count=4,
        span=("20130919133006", "20160302210911"),
        months=("", "20140127092240"),
        days=("", "20130920014458"),
        years=("", "20140127092240"),
        nearby=(
            ("20130919133006", "Save Page Now"),
            ("20130920014458", "Wide Crawl Number 9"),
            ("20140127092240", "Common Crawl"),
        ),
        collector="Save Page Now",
        collector_text="A capture made on request: someone asked the archive to save this page at this moment.",
        collection="Live Web Proxy Crawls",
    )
    out = archive(
        page,
        cap,
        scripts="comment",
        kept={"http://www.ledauphinvauclusien.fr/static/css/dv-2012.min.css": css},
    )
    return make(
        "ed-fr-carpentras-marche",
        "discussion",
        "fr",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="section#reagir under 'Réactions des lecteurs (23)': ul.reac-liste > li.reac (span.reac-pseudo, span.reac-date 'le 19/09/2013 à 07h42', div.reac-texte > p, Répondre / Signaler un abus), answers in ul.reac-rep inside the li; 'Voir les 15 réactions suivantes' link (a load-more whose script the archive commented out; the 15 others are not in the page)",
        heading="Réactions des lecteurs (23)",
        description="A French regional news site's story of September 2013 (subscription bar, weather, mega-banner, share counts, most read, 'les plus réagis' with counts, agenda) saved by a Save-Page-Now request the next day: the first 8 of 23 readers' reactions, two deep, then a 'load more' link whose script was commented out; never says 'comment' in its markup.",
    )


# --------------------------------------------------------------------------- es: a paper's AMP page, 2017


def es_amp() -> Case:
    cs = talk("""
Pilar Echeverría @ 14/11/2017 - 09:32 :: Trabajo en el centro de salud de San Lorenzo y esta mañana había cola hasta la calle. La gente mayor no entiende lo de la cita por internet.
>Javi_Logroño @ 14/11/2017 - 09:58 :: Mi madre tiene 81 años y no tiene ni correo electrónico. ¿Cómo va a pedir cita por la aplicación?
>>Pilar Echeverría @ 14/11/2017 - 10:20 :: Por teléfono se puede, Javi, pero hay que insistir mucho. Que llame a primera hora.
Ernesto Sáenz @ 14/11/2017 - 10:05 :: Lo de siempre: se inaugura el servicio a bombo y platillo y luego no hay personal.
Mari Carmen R. @ 14/11/2017 - 11:41 :: Pues a mí me han dado cita para dentro de tres días, no me quejo.
Un vecino de Varea @ 14/11/2017 - 12:16 :: Que pongan una persona en la entrada para ayudar a sacar el número. Con eso se arreglaba medio problema.
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<div class="op-respuestas">{sub}</div>' if sub else ""
        return (
            f'<div class="op" id="op-{2205310 + i * 41}"><p class="op-autor"><strong>{esc(c.who)}</strong> '
            f'<span class="op-fecha">{esc(c.at)}</span></p><div class="op-texto">{paras(c.body)}</div>{sub}</div>'
        )

    items = "".join(item(i) for i in k[None])
    canonical = (
        "https://www.elcorreoriojano.es/logrono/201711/13/cita-previa-centros-salud-20171113204512.html"
    )
    url = "https://www.elcorreoriojano.es/logrono/201711/13/cita-previa-centros-salud-20171113204512_amp.html"
    page = f"""<!doctype html>
<html amp lang="es">
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>
<title>Colas en los centros de salud el primer día de la cita previa obligatoria | El Correo Riojano</title>
<link rel="canonical" href="{canonical}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<script type="application/ld+json">{{"@context":"http://schema.org","@type":"NewsArticle","headline":"Colas en los centros de salud el primer día de la cita previa obligatoria","datePublished":"2017-11-13T20:45:12+01:00","author":{{"@type":"Person","name":"Lucía Garrido"}},"publisher":{{"@type":"Organization","name":"El Correo Riojano"}}}}</script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@-webkit-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}}</style></noscript>
<style amp-custom>
body{{font-family:Georgia,serif;color:#222;margin:0}}header.cab{{background:#8c1c13;color:#fff;padding:10px 14px;font:bold 20px Arial,sans-serif}}header.cab a{{color:#fff;text-decoration:none}}
.seccion{{font:bold 12px Arial;color:#8c1c13;text-transform:uppercase;padding:12px 14px 0}}h1{{font-size:26px;line-height:1.2;margin:6px 14px}}.entradilla{{font-size:17px;color:#444;margin:0 14px}}
.firma{{font:12px Arial;color:#777;margin:10px 14px}}.cuerpo p{{margin:12px 14px;font-size:17px;line-height:1.55}}.publi{{margin:14px auto;text-align:center;font:10px Arial;color:#999}}
.compartir{{margin:10px 14px}}#opiniones{{margin:20px 14px;border-top:3px solid #8c1c13}}#opiniones h2{{font:bold 18px Arial}}.op{{border-bottom:1px solid #ddd;padding:8px 0}}.op-respuestas{{margin-left:22px;border-left:2px solid #eee;padding-left:8px}}
.op-autor{{font:13px Arial;margin:0}}.op-fecha{{color:#888}}.op-texto p{{margin:4px 0;font-size:15px}}.ver-todos{{display:block;background:#8c1c13;color:#fff;text-align:center;padding:10px;font:bold 14px Arial;text-decoration:none;margin-top:10px}}
.relacionadas{{margin:14px}}.relacionadas li{{margin-bottom:8px}}footer.pie{{background:#222;color:#aaa;font:12px Arial;padding:14px}}footer.pie a{{color:#fff}}
</style>
</head>
<body>
<amp-analytics type="googleanalytics"><script type="application/json">{{"vars":{{"account":"UA-1938821-7"}},"triggers":{{"trackPageview":{{"on":"visible","request":"pageview"}}}}}}</script></amp-analytics>
<amp-sidebar id="menu" layout="nodisplay" side="left"><ul><li><a href="https://www.elcorreoriojano.es/logrono/">Logroño</a></li><li><a href="https://www.elcorreoriojano.es/la-rioja/">La Rioja</a></li><li><a href="https://www.elcorreoriojano.es/deportes/">Deportes</a></li><li><a href="https://www.elcorreoriojano.es/economia/">Economía</a></li><li><a href="https://www.elcorreoriojano.es/culturas/">Culturas</a></li><li><a href="https://www.elcorreoriojano.es/esquelas/">Esquelas</a></li></ul></amp-sidebar>
<header class="cab"><button on="tap:menu.toggle" aria-label="Menú">☰</button> <a href="https://www.elcorreoriojano.es/">El Correo Riojano</a></header>
<p class="seccion"><a href="https://www.elcorreoriojano.es/logrono/">Logroño</a></p>
<h1>Colas en los centros de salud el primer día de la cita previa obligatoria</h1>
<p class="entradilla">Salud asegura que el sistema «funcionará con normalidad en una semana» y reforzará el teléfono de atención</p>
<p class="firma">Lucía Garrido · Logroño · Lunes, 13 noviembre 2017, 20:45</p>
<div class="compartir"><amp-social-share type="facebook" data-param-app_id="338194612"></amp-social-share><amp-social-share type="twitter"></amp-social-share><amp-social-share type="whatsapp"></amp-social-share></div>
<amp-img src="https://static.elcorreoriojano.es/www/multimedia/201711/13/media/cortadas/centro-salud-cola-kYdE-U40811229-624x385@El%20Correo%20Riojano.jpg" width="624" height="385" layout="responsive" alt="Cola en el centro de salud de San Lorenzo"></amp-img>
<div class="cuerpo">
<p>Desde este lunes, los once centros de salud de Logroño atienden solo con cita previa, que puede pedirse por teléfono, en la web del Servicio Riojano de Salud o con la nueva aplicación para móviles.</p>
<p>En el primer día de funcionamiento se formaron colas en San Lorenzo, Rodríguez Paterna y Siete Infantes, sobre todo de personas mayores que acudieron a pedir la cita en persona.</p>
<div class="publi">Publicidad<amp-ad width="300" height="250" type="doubleclick" data-slot="/4375/elcorreoriojano/amp/logrono"></amp-ad></div>
<p>La consejera de Salud explicó que el cambio busca «reducir las esperas en la sala» y que durante las primeras semanas habrá personal de refuerzo en la entrada de los centros más grandes.</p>
<p>El teléfono de cita previa, que ayer se colapsó a media mañana, pasará a tener doce operadores en lugar de siete a partir del miércoles.</p>
</div>
<section id="opiniones">
<h2>Opiniones de los lectores</h2>
{items}
<a class="ver-todos" href="{canonical}#vc_comentarios">Ver los 27 comentarios y opinar</a>
</section>
<section class="relacionadas"><h3>Te puede interesar</h3><ul>
<li><a href="https://www.elcorreoriojano.es/logrono/201711/12/nuevo-carril-bici-gran-via-20171112193011_amp.html">El carril bici de Gran Vía, en obras hasta marzo</a></li>
<li><a href="https://www.elcorreoriojano.es/la-rioja/201711/13/vendimia-2017-cifras-20171113181740_amp.html">La vendimia de 2017, la más corta en 20 años</a></li>
<li><a href="https://www.elcorreoriojano.es/deportes/201711/13/ud-logrones-empata-20171113120455_amp.html">La UD Logroñés empata en el último minuto</a></li></ul></section>
<footer class="pie"><a href="{canonical}">Ver versión completa</a> · <a href="https://www.elcorreoriojano.es/aviso-legal/">Aviso legal</a> · <a href="https://www.elcorreoriojano.es/privacidad/">Política de privacidad</a> · © El Correo Riojano 2017</footer>
</body>
</html>"""
    cap = Capture(
        url=url,
        ts="20180304112907",
        count=2,
        span=("20171114140210", "20180304112907"),
        months=("20171114140210", ""),
        days=("20171114140210", ""),
        years=("20171114140210", ""),
        nearby=(("20171114140210", "Archive Team"), ("20180304112907", "Common Crawl")),
        collector="Common Crawl",
        collector_text="Web crawl data donated by Common Crawl, a non-profit that crawls the web and freely provides its archives to the public.",
        collection="Common Crawl",
    )
    out = archive(page, cap, scripts="keep", kept={"https://cdn.ampproject.org/v0.js": ""})
    return make(
        "ed-es-logrono-cita",
        "discussion",
        "es",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="section#opiniones under 'Opiniones de los lectores': div.op (p.op-autor > strong NAME, span.op-fecha '14/11/2017 - 09:32', div.op-texto > p), answers in div.op-respuestas inside the div; then 'Ver los 27 comentarios y opinar' (the rest only on the full page)",
        heading="Opiniones de los lectores",
        description="A Spanish regional paper's AMP page of November 2017 (amp-img, amp-ad, amp-sidebar, amp-social-share, amp-analytics) captured in March 2018 with the AMP runtime archived as an empty body: the body stays hidden by the AMP boilerplate for 8 seconds and the amp-img photos never appear; 6 of 27 readers' opinions printed (two deep), the rest behind a link to the full page.",
    )


# --------------------------------------------------------------------------- it: a town paper's mobile site, 2016


def it_mobile() -> Case:
    cs = talk("""
Franco B. @ 2 giorni fa :: Sono trent'anni che si parla della rotonda di via Emilia. Intanto all'incrocio con via dei Mille ci sono stati tre incidenti solo quest'anno.
Lucia Montanari @ 2 giorni fa :: Abito proprio lì. Il problema non è l'incrocio, è la velocità: di notte passano a 90 all'ora.
>Franco B. @ 2 giorni fa :: Lucia, appunto: con la rotonda sono obbligati a rallentare. Il semaforo lampeggiante non lo guarda nessuno.
>Davide_Fidenza @ 1 giorno fa :: Basterebbe un autovelox fisso come a Borgo. Costa meno e si ripaga da solo.
>>Lucia Montanari @ 1 giorno fa :: Magari! Ma il comandante dei vigili ha detto che lì non si può mettere.
Ornella @ 1 giorno fa :: E i lavori quanto dureranno? Io ci passo tutti i giorni per andare al lavoro a Parma.
>La Redazione @ 1 giorno fa :: Gentile Ornella, secondo il cronoprogramma del Comune i lavori inizieranno a settembre e dureranno circa quattro mesi, con senso unico alternato.
Gianni Pelagatti @ 22 ore fa :: 600 mila euro per una rotonda mentre le scuole cadono a pezzi. Le priorità di questa giunta.
Marisa Ferrari @ 5 ore fa :: Finalmente una buona notizia! Mio figlio va in bici a scuola passando di lì e ogni mattina sono in ansia.
""")
    k = kids(cs)
    ids = [90211 + i * 7 for i in range(len(cs))]

    def item(i: int) -> str:
        c = cs[i]
        reply = ""
        cls = "int"
        if c.parent is not None:
            p = c.parent
            cls = "int int-risp"
            reply = f'<p class="int-a">↳ in risposta a <a href="#int-{ids[p]}">{esc(cs[p].who)}</a></p>'
        staff = ' <span class="ui-li-count">Redazione</span>' if c.who == "La Redazione" else ""
        return (
            f'<li class="{cls}" id="int-{ids[i]}" data-icon="false">{reply}'
            f'<h3 class="ui-li-heading">{esc(c.who)}{staff}</h3>'
            f'<p class="ui-li-aside"><strong>{esc(c.at)}</strong></p>'
            f'<div class="int-t">{paras(c.body)}</div></li>'
        )

    def walk(i: int) -> str:
        return item(i) + "".join(walk(j) for j in k.get(i, []))

    items = "".join(walk(i) for i in k[None])
    url = "http://m.gazzettadifidenza.it/cronaca/2016/05/17/news/rotonda-via-emilia-via-libera-dalla-giunta-1.1204488/"
    page = f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>Rotonda di via Emilia, via libera dalla giunta - Gazzetta di Fidenza Mobile</title>
<link rel="canonical" href="http://www.gazzettadifidenza.it/cronaca/2016/05/17/news/rotonda-via-emilia-via-libera-dalla-giunta-1.1204488">
<link rel="stylesheet" href="http://m.gazzettadifidenza.it/static/mobile/css/jquery.mobile-1.4.5.min.css">
<link rel="stylesheet" href="http://m.gazzettadifidenza.it/static/mobile/css/gdf-mobile.css?v=20160411">
<script src="http://m.gazzettadifidenza.it/static/mobile/js/jquery-1.11.3.min.js"></script>
<script src="http://m.gazzettadifidenza.it/static/mobile/js/jquery.mobile-1.4.5.min.js"></script>
<script>var _sf_async_config = {{uid: 61204, domain: 'gazzettadifidenza.it', sections: 'cronaca'}};</script>
</head>
<body class="ui-mobile-viewport">
<div data-role="page" id="articolo" class="ui-page ui-page-theme-a ui-page-active">
<div data-role="header" data-position="fixed" class="ui-header ui-bar-b"><a href="#pannello" class="ui-btn ui-btn-left ui-icon-bars ui-btn-icon-notext">Menu</a><h1 class="ui-title"><a href="http://m.gazzettadifidenza.it/">Gazzetta di Fidenza</a></h1><a href="http://m.gazzettadifidenza.it/cerca" class="ui-btn ui-btn-right ui-icon-search ui-btn-icon-notext">Cerca</a></div>
<div role="main" class="ui-content">
<div class="banner-top"><img src="http://adv.gazzettadifidenza.it/www/delivery/avw.php?zoneid=33&amp;n=a1f3" width="320" height="50" alt=""></div>
<p class="occhiello"><a href="http://m.gazzettadifidenza.it/cronaca">Cronaca</a></p>
<h2 class="titolo">Rotonda di via Emilia, via libera dalla giunta</h2>
<p class="sommario">Approvato il progetto definitivo: 600 mila euro, lavori da settembre. Il semaforo lampeggiante andrà in pensione</p>
<p class="data">17 maggio 2016 · di Paolo Carretta</p>
<div class="foto"><img src="http://m.gazzettadifidenza.it/image/contentid/policy:1.1204488:1463479812/rotonda-progetto.jpg?f=detail_558&amp;h=720&amp;w=1280" alt="Il progetto della rotonda" width="100%"></div>
<div class="testo">
<p>La giunta comunale ha approvato ieri il progetto definitivo della rotatoria all'incrocio tra via Emilia e via dei Mille, uno dei punti più pericolosi della città.</p>
<p>L'opera costerà 600 mila euro, coperti per metà da un contributo regionale. Il cantiere dovrebbe aprire a settembre e chiudersi entro l'anno.</p>
<p>«È un intervento atteso da decenni», ha detto l'assessore ai lavori pubblici Stefano Gandolfi. «Durante i lavori il traffico sarà regolato con un senso unico alternato».</p>
<p>Dall'inizio del 2016 all'incrocio si sono registrati tre incidenti, uno dei quali con un ferito grave.</p>
</div>
<div class="condividi"><a href="whatsapp://send?text=Rotonda%20di%20via%20Emilia" class="ui-btn ui-btn-inline ui-mini">WhatsApp</a><a href="http://www.facebook.com/sharer.php?u=http://www.gazzettadifidenza.it/cronaca/2016/05/17/news/rotonda-via-emilia-via-libera-dalla-giunta-1.1204488" class="ui-btn ui-btn-inline ui-mini">Facebook</a><a href="http://twitter.com/share?url=http://gazzettadifidenza.it/1.1204488" class="ui-btn ui-btn-inline ui-mini">Twitter</a></div>
<div class="box-interventi">
<h4 class="ui-bar ui-bar-a">Dì la tua <span class="ui-li-count">9</span></h4>
<ul data-role="listview" data-inset="true" class="ui-listview ui-listview-inset ui-corner-all ui-shadow interventi">{items}</ul>
<a href="http://m.gazzettadifidenza.it/login?redirect=1.1204488" class="ui-btn ui-corner-all">Accedi per partecipare</a>
</div>
<h4 class="ui-bar ui-bar-a">Ultime notizie</h4>
<ul data-role="listview" class="ui-listview ultime">
<li><a href="http://m.gazzettadifidenza.it/cronaca/2016/05/17/news/furto-in-farmacia-1.1204610" class="ui-btn">Furto in farmacia, presi due giovani<p class="ui-li-desc">17 maggio 2016</p></a></li>
<li><a href="http://m.gazzettadifidenza.it/sport/2016/05/16/news/fidenza-calcio-promozione-1.1203977" class="ui-btn">Il Fidenza torna in Promozione<p class="ui-li-desc">16 maggio 2016</p></a></li>
<li><a href="http://m.gazzettadifidenza.it/cronaca/2016/05/16/news/mercato-del-mercoledi-1.1203802" class="ui-btn">Mercato del mercoledì, arrivano dieci nuovi banchi<p class="ui-li-desc">16 maggio 2016</p></a></li>
</ul>
</div>
<div data-role="footer" class="ui-footer ui-bar-b"><p><a href="http://www.gazzettadifidenza.it/cronaca/2016/05/17/news/rotonda-via-emilia-via-libera-dalla-giunta-1.1204488?refresh_ce">Versione desktop</a> · <a href="http://m.gazzettadifidenza.it/privacy">Privacy</a> · © Gazzetta di Fidenza 2016 · P.IVA 01928340345</p></div>
<div data-role="panel" id="pannello" data-display="overlay" class="ui-panel ui-panel-closed"><ul data-role="listview"><li><a href="http://m.gazzettadifidenza.it/cronaca">Cronaca</a></li><li><a href="http://m.gazzettadifidenza.it/sport">Sport</a></li><li><a href="http://m.gazzettadifidenza.it/tempo-libero">Tempo libero</a></li><li><a href="http://m.gazzettadifidenza.it/necrologie">Necrologie</a></li></ul></div>
</div>
</body>
</html>"""
    css = """.ui-mobile-viewport{margin:0;font-family:sans-serif;background:#f9f9f9}.ui-header{background:#1d3c6e;color:#fff;text-align:center;padding:8px;position:relative}.ui-header a{color:#fff}
.ui-btn-left{position:absolute;left:8px}.ui-btn-right{position:absolute;right:8px}.ui-title{margin:0;font-size:17px}.ui-content{padding:10px 12px}
.titolo{font-size:22px;margin:6px 0}.sommario{font-weight:bold;color:#444}.data{color:#888;font-size:12px}.ui-btn{display:inline-block;border:1px solid #ccc;background:#f6f6f6;padding:6px 10px;margin:2px;border-radius:4px;color:#333;text-decoration:none;font-size:13px}
.ui-bar-a{background:#e9e9e9;padding:6px 10px;margin:14px 0 6px;font-size:15px}.ui-listview{list-style:none;padding:0;margin:0}.ui-listview-inset{border:1px solid #ddd;border-radius:6px;background:#fff}
.interventi li{border-bottom:1px solid #eee;padding:8px 10px;position:relative}.interventi li.int-risp{margin-left:18px;background:#fbfbfb}.ui-li-heading{margin:0;font-size:14px}
.ui-li-aside{position:absolute;right:10px;top:6px;margin:0;font-size:11px;color:#888}.int-a{margin:0;font-size:11px;color:#777}.int-t p{margin:4px 0;font-size:14px}.ui-li-count{background:#1d3c6e;color:#fff;border-radius:9px;padding:0 6px;font-size:11px}
.ultime li{border-bottom:1px solid #eee}.ui-li-desc{margin:0;font-size:11px;color:#888}.ui-footer{background:#1d3c6e;color:#ccd;font-size:11px;padding:8px}.ui-footer a{color:#fff}.ui-panel-closed{display:none}"""
    cap = Capture(
        url=url,
        ts="20160519201544",
        count=1,
        span=("20160519201544", "20160519201544"),
        months=("", ""),
        days=("", ""),
        years=("", ""),
        nearby=(("20160519201544", "Archive Team"),),
        collector="Archive Team",
        collector_text="A loose collective of volunteers who save web sites that are in danger of going offline; this capture came from their grab of a newspaper group's mobile sites.",
        collection="Archive Team: newspaper mobile sites",
    )
    out = archive(
        page,
        cap,
        scripts="comment",
        kept={"http://m.gazzettadifidenza.it/static/mobile/css/gdf-mobile.css": css},
    )
    return make(
        "ed-it-fidenza-rotonda",
        "discussion",
        "it",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="div.box-interventi under 'Dì la tua 9': one flat ul[data-role=listview].interventi > li.int (h3.ui-li-heading NAME, p.ui-li-aside 'N giorni fa', div.int-t > p); each answer an li.int-risp right after its parent, with '↳ in risposta a <a href=#int-N>NAME</a>' (the parent is the entry that link names), two deep",
        heading="Dì la tua 9",
        description="An Italian town paper's mobile site (jQuery-Mobile-like markup) of May 2016 captured two days later by Archive Team: 9 readers' entries in one flat listview, answers after their parent with 'in risposta a' links to its anchor, the newsroom answering once, times as frozen at capture ('2 giorni fa', '22 ore fa'); scripts commented out (the site's own style sheet kept, jQuery Mobile's not); never says 'comment' in its markup.",
    )


def threads2_ed() -> list[Case]:
    return [fr_marche(), es_amp(), it_mobile()]
