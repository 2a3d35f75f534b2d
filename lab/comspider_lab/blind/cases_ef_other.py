"""Blind set ef: article pages saved by other tools: Firefox's Reader View saved "complete" (the reader's own chrome
around Readability's copy of the article and its comments, stripped of their classes: a French blog of 2018), a print
view saved as it was served (a Spanish provincial paper of 2016), a Chrome MHTML converted to one HTML file (scripts
gone, images inlined as ``data:`` URIs, the ad frame as ``srcdoc``: a Polish town portal of 2020) and Firefox's "Save
Page As… → Web Page, complete" after "Mostra tutte le risposte" was clicked (an Italian regional site of 2023, every
reply drawn). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ef_common import GIF1, Case, case, esc, ps, svg_file, svg_uri, thread, tree

# --------------------------------------------------------------------------- fr: Firefox Reader View, a blog of 2018


def fr_boulangerie() -> Case:
    F = "./Le_dernier_fournil_de_Saint-Auvert_-_Carnets_de_la_Vallee_files"
    ts = thread("""
Mireille Castagné | Le mercredi 14 mars 2018, 09:12 | 2018-03-14T09:12:00+01:00 :: Quelle tristesse. J'y achetais ma fougasse tous les dimanches en descendant du marché. Merci pour ce beau portrait de Monsieur Lacombe, il le mérite.
Jean-Pierre B. | Le mercredi 14 mars 2018, 10:40 | 2018-03-14T10:40:00+01:00 :: Trente-huit ans à se lever à trois heures du matin, on ne peut que lui souhaiter une belle retraite. Mais la mairie aurait pu aider à trouver un repreneur, le local lui appartient depuis 2009.
Soizic | Le mercredi 14 mars 2018, 12:05 | 2018-03-14T12:05:00+01:00 :: Il paraît qu'un jeune couple de Rodez a visité le fournil le mois dernier. Quelqu'un en sait plus ?
Hélène (l'auteure du blog) | Le mercredi 14 mars 2018, 13:27 | 2018-03-14T13:27:00+01:00 :: @Soizic : je leur ai posé la question, Bernard m'a répondu que rien n'était signé et qu'il préférait ne pas en dire plus pour l'instant. Je mettrai le billet à jour dès que j'en sais davantage.
Raymond Fabre | Le mercredi 14 mars 2018, 18:51 | 2018-03-14T18:51:00+01:00 :: Le dépôt de pain à l'épicerie, c'est mieux que rien, mais ce n'est pas la même chose. Le matin, l'odeur dans la rue du Barry, c'était le village.
Lucie M. | Le jeudi 15 mars 2018, 07:58 | 2018-03-15T07:58:00+01:00 :: Je garde précieusement la recette de la pompe à l'huile qu'il m'avait donnée pour l'école en 1994. Je la referai à Noël en pensant à lui.
Thierry Vidal | Le jeudi 15 mars 2018, 21:14 | 2018-03-15T21:14:00+01:00 :: Très bel article, les photos du pétrin sont magnifiques. On partage sur la page du comité des fêtes.
""")
    dl = "".join(
        f'<dt id="c{312 + i}"><a href="https://carnetsdelavallee.fr/post/2018/03/13/le-dernier-fournil#c{312 + i}">{i + 1}.</a> {esc(t.at)}, par '
        + (
            f'<a href="https://www.comite-fetes-saint-auvert.fr/" rel="nofollow">{esc(t.who)}</a>'
            if i == 6
            else esc(t.who)
        )
        + f"</dt><dd>{ps(t.body)}</dd>"
        for i, t in enumerate(ts)
    )
    pic = f"{F}/petrin-lacombe.svg"
    body = f"""<div class="container" style="--font-size: 20px; --content-width: 30em;" dir="ltr" lang="fr">
<div class="header reader-header reader-show-element"><a class="domain reader-domain" href="https://carnetsdelavallee.fr/post/2018/03/13/le-dernier-fournil">carnetsdelavallee.fr</a><div class="domain-border"></div>
<h1 class="reader-title">Le dernier fournil de Saint-Auvert</h1><div class="credits reader-credits">Hélène</div>
<div class="meta-data"><div class="reader-estimated-time" dir="ltr">6-8 minutes</div></div></div>
<hr><div class="content"><div class="moz-reader-content reader-show-element"><div id="readability-page-1" class="page"><div>
<p>Mardi 13 mars 2018</p>
<p>Samedi dernier, Bernard Lacombe a sorti ses dernières fournées. Après trente-huit ans derrière le four à bois de la rue du Barry, le boulanger de Saint-Auvert prend sa retraite, et personne, pour l'instant, ne reprend le fournil.</p>
<p><img src="{pic}" alt="Le pétrin de Bernard Lacombe" width="640" height="420"></p>
<p>Je suis passée le voir un jeudi, à quatre heures du matin. Le four chauffe depuis minuit, le levain attend dans son bac en bois. « Le secret, il n'y en a pas. Il faut être là tous les jours, c'est tout », dit-il en enfournant les tourtes à la pelle.</p>
<p>Il a repris la boutique en 1980, à vingt-deux ans, après son apprentissage à Millau. À l'époque, le village comptait deux boulangeries, une boucherie et trois cafés. Il ne reste aujourd'hui que l'épicerie de la place, qui assurera un dépôt de pain livré depuis Villefranche.</p>
<p>Ce qui lui manquera le plus ? « Les gens qui viennent le dimanche après la messe, qui prennent la fougasse et qui restent parler une demi-heure. »</p>
<p>Le fournil est à vendre. Bernard assure qu'il est prêt à former un repreneur pendant quelques mois s'il le faut.</p>
<p>Catégorie : <a href="https://carnetsdelavallee.fr/category/village">Vie du village</a> — Mots-clés : <a href="https://carnetsdelavallee.fr/tag/commerces">commerces</a>, <a href="https://carnetsdelavallee.fr/tag/portraits">portraits</a></p>
<h3>7 réactions</h3>
<dl>{dl}</dl>
</div></div></div></div>
<div><div class="reader-message"></div></div></div>
<div class="reader-controls" role="complementary"><ul class="toolbar reader-toolbar"><li><button class="button close-button" title="Fermer la vue lecture"></button></li>
<li><button class="dropdown-toggle button style-button" title="Paramètres de texte"></button></li>
<li><button class="button narrate-toggle" title="Écouter"></button></li>
<li><button class="button pocket-button" title="Enregistrer dans Pocket"></button></li></ul></div>"""
    css = """body{margin:0;padding:64px 51px;background:#fff;color:#333;font-family:Helvetica,Arial,sans-serif;font-size:var(--font-size,20px)}
.container{max-width:var(--content-width,30em);margin:0 auto}.domain{font-size:.9em;color:#0095dd;text-decoration:none;display:block;padding-bottom:4px}
.domain-border{margin-top:15px;border-bottom:1.5px solid #777;width:50%}.header>h1{font-size:1.6em;line-height:1.25em;margin:30px 0}
.credits{font-size:.9em}.meta-data{font-size:.75em;color:#777}hr{border:0;border-top:1px solid #ccc;margin:20px 0}
.moz-reader-content{line-height:1.6em;font-size:1em}.moz-reader-content img{max-width:100%;height:auto}.moz-reader-content a{color:#0095dd}
.moz-reader-content dt{font-weight:bold;margin-top:16px}.moz-reader-content dd{margin-left:0}
.reader-controls{position:fixed;left:0;top:0;width:48px}.toolbar{list-style:none;margin:0;padding:0}.button{width:48px;height:48px;border:0;background:#f2f2f2 center no-repeat;display:block}"""
    html = (
        '<!DOCTYPE html>\n<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
        '<meta content="text/html; charset=UTF-8" http-equiv="content-type"><meta name="viewport" content="width=device-width; user-scalable=0">'
        f'<link rel="stylesheet" href="{F}/aboutReader.css" type="text/css"><link rel="stylesheet" href="{F}/aboutReaderControls.css" type="text/css">'
        f"<style>{css}</style><title>Le dernier fournil de Saint-Auvert</title></head>"
        '<body class="light sans-serif loaded">' + body + "</body></html>"
    )
    d = "/saved/" + F[2:] + "/"
    files = {
        d + "aboutReader.css": ".light{background-color:#fff;color:#333}\n",
        d + "aboutReaderControls.css": ".toolbar .button:hover{background-color:#ebebeb}\n",
        d + "petrin-lacombe.svg": svg_file("#a47c52", 640, 420),
    }
    return case(
        "ef-fr-saint-auvert-fournil",
        "discussion",
        "fr",
        html,
        ts,
        path="/saved/Le_dernier_fournil_de_Saint-Auvert_–_Carnets_de_la_Vallée.html".replace(
            "–", "-"
        ).replace("é", "e"),
        container="Firefox Reader View's div#readability-page-1 (classes stripped): after the post, h3 '7 réactions' and a bare dl: dt id=cN ('N.' link, date, 'par NAME') + dd > p",
        heading="7 réactions",
        description="A French village blog's post of March 2018 as Firefox's Reader View showed it and 'Save page as, complete' wrote it: the reader's header (domain, title, 'Hélène', reading time), Readability's copy of the post with its Dotclear-like comment list stripped of classes (a flat dl of dt 'N. Le mercredi 14 mars 2018, 09:12, par NAME' and dd text), the reader's toolbar; the blogger answers once with '@Soizic'. Never says 'comment'.",
        files=files,
    )


# --------------------------------------------------------------------------- es: a print view, 2016


def es_imprimir() -> Case:
    ts = thread("""
vecino_de_Almoradí | 12/05/2016 - 09:14 | 2016-05-12T09:14:00+02:00 :: Llevamos tres veranos con cortes de agua en la huerta y ahora nos dicen que la nueva depuradora no estará hasta 2018. Que vengan a regar ellos a las cinco de la mañana.
Maripaz G. | 12/05/2016 - 09:47 | 2016-05-12T09:47:00+02:00 :: La obra la paga la Confederación, no el Ayuntamiento. Los plazos no dependen del alcalde, por mucho que algunos quieran echarle la culpa.
Antonio Ruiz Meseguer | 12/05/2016 - 10:21 | 2016-05-12T10:21:00+02:00 :: Como regante de la acequia de Benijófar tengo que decir que el agua depurada es la única solución para los años de sequía. Mejor tarde que nunca.
El_Tío_Paco | 12/05/2016 - 10:58 | 2016-05-12T10:58:00+02:00 :: 14 millones de euros y ni una palabra de quién va a pagar el mantenimiento. Ya veremos la tarifa dentro de dos años.
Rosario Pastor | 12/05/2016 - 11:30 | 2016-05-12T11:30:00+02:00 :: ¿Alguien sabe si las obras van a cortar el camino viejo de Rojales? Lo uso todos los días para ir a trabajar.
Mari Carmen | 12/05/2016 - 12:02 | 2016-05-12T12:02:00+02:00 :: En respuesta a #5: en el pleno dijeron que el camino se desvía por la vereda del río mientras duren los trabajos de la tubería, unos cuatro meses.
J. Navarro | 12/05/2016 - 13:45 | 2016-05-12T13:45:00+02:00 :: En respuesta a #4: el mantenimiento lo asume la comunidad de regantes según el convenio. Está en la web de la Confederación, página 32.
Sergio Sánchez | 12/05/2016 - 17:09 | 2016-05-12T17:09:00+02:00 :: Buena noticia para la Vega Baja, aunque llegue tarde. Ojalá esta vez se cumplan los plazos.
""")
    # the print view shows "En respuesta a #N" at the start of the text; the parent is the entry so numbered
    parents = {5: 4, 6: 3}
    ts = [
        t if i not in parents else type(t)(t.who, t.at, t.iso, t.body, parents[i], 1)
        for i, t in enumerate(ts)
    ]
    rows = "".join(
        f'<tr><td valign="top" width="36"><b>#{i + 1}</b></td><td><b>{esc(t.who)}</b> &nbsp;<font color="#777777" size="2">{esc(t.at)}</font>'
        f"<br>{esc(t.body)}</td></tr>"
        for i, t in enumerate(ts)
    )
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="es" lang="es"><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>La depuradora de la Vega Baja no estará lista hasta 2018 - Diario del Segura - Versión para imprimir</title>
<meta name="robots" content="noindex, follow" />
<link rel="stylesheet" type="text/css" href="/imprimir/css/print.css" media="all" />
<style type="text/css">
body{{font-family:Georgia,"Times New Roman",serif;font-size:14px;color:#000;background:#fff;margin:20px}}
#cabecera{{border-bottom:2px solid #000;padding-bottom:6px;margin-bottom:14px}}#botones{{float:right;font-family:Arial;font-size:12px}}
h1{{font-size:26px;margin:10px 0}}.entradilla{{font-size:16px;font-style:italic}}.firma{{font-family:Arial;font-size:12px;color:#444}}
#opiniones{{border-top:1px solid #000;margin-top:24px}}#opiniones table{{border-collapse:collapse;width:100%}}#opiniones td{{border-bottom:1px dotted #999;padding:6px 4px;font-size:13px}}
#pie{{margin-top:24px;border-top:1px solid #000;font-family:Arial;font-size:11px;color:#444}}
@media print{{#botones{{display:none}}}}
</style>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1184392-3']); _gaq.push(['_trackPageview', '/imprimir/noticia/48213']);</script>
</head>
<body>
<div id="cabecera"><div id="botones"><a href="javascript:window.print()">Imprimir</a> | <a href="javascript:window.close()">Cerrar ventana</a></div>
<img src="/imprimir/img/logo-diario-del-segura.svg" alt="Diario del Segura" width="260" height="40" /></div>
<p class="firma">VEGA BAJA &middot; Jueves, 12 de mayo de 2016</p>
<h1>La depuradora de la Vega Baja no estará lista hasta 2018</h1>
<p class="entradilla">La Confederación Hidrográfica retrasa un año la obra, presupuestada en 14 millones, que permitirá regar con agua regenerada 3.000 hectáreas de huerta.</p>
<p class="firma">CARMEN ESPINOSA | ALMORADÍ</p>
<p>La nueva estación depuradora de la Vega Baja, que debía entrar en funcionamiento el próximo verano, no estará terminada hasta la primavera de 2018. Así lo confirmó ayer la Confederación Hidrográfica del Segura en una reunión con los alcaldes de la comarca y las comunidades de regantes.</p>
<p>El retraso se debe, según el organismo, a la modificación del trazado de la tubería que llevará el agua regenerada hasta las acequias, que tendrá que atravesar el cauce del río en dos puntos en lugar de uno.</p>
<p>Los regantes, que llevan tres campañas con restricciones, lamentaron el retraso pero valoraron que la obra siga adelante. "Lo importante es que no se pare", señaló el presidente del Juzgado Privativo de Aguas, Vicente Gil.</p>
<p>La depuradora tendrá capacidad para tratar 18.000 metros cúbicos diarios y dará servicio a Almoradí, Algorfa, Benijófar y Rojales.</p>
<div id="opiniones"><h3>Opiniones de los lectores (8)</h3>
<table cellspacing="0" cellpadding="0" border="0">{rows}</table>
<p style="font-family:Arial;font-size:11px">Las opiniones son de los lectores y no de Diario del Segura.</p></div>
<div id="pie">Noticia publicada en Diario del Segura: http://www.diariodelsegura.es/vega-baja/2016/05/12/depuradora-vega-baja-no-estara-lista-2018/48213.html<br />
&copy; Editorial Vega del Segura S.L. - C/ Mayor, 22 - 03160 Almoradí (Alicante) - Tel. 965 700 000. Queda prohibida la reproducción total o parcial sin autorización.</div>
</body></html>
"""
    files = {
        "/imprimir/css/print.css": '@charset "utf-8";\nimg{border:0}\n',
        "/imprimir/img/logo-diario-del-segura.svg": svg_file("#7a1414", 260, 40, "DIARIO DEL SEGURA"),
    }
    return case(
        "ef-es-vega-baja-depuradora",
        "discussion",
        "es",
        html,
        ts,
        path="/imprimir/noticia-48213.html",
        container="div#opiniones under 'Opiniones de los lectores (8)': a layout table, one tr per entry (td '#N', td with b NAME, font size=2 date, br, text); two answers begin 'En respuesta a #N'",
        heading="Opiniones de los lectores (8)",
        description="A Spanish provincial paper's print view of May 2016 ('Versión para imprimir', XHTML 1.0 Transitional, 'Imprimir | Cerrar ventana', the article's URL in the footer) as saved: 8 readers' opinions in a layout table, numbered, two answering an earlier one by 'En respuesta a #N'. Never says 'comment'.",
        files=files,
    )


# --------------------------------------------------------------------------- pl: MHTML converted to HTML, 2020


def pl_most() -> Case:
    ts = thread("""
Krzysztof_z_Zalesia | 16.06.2020, 08:21 | 2020-06-16T08:21:00+02:00 :: Nareszcie! Czterdzieści lat czekaliśmy na ten most. Do tej pory objazd przez Brzeziny to prawie 30 kilometrów w jedną stronę.
+Ewa Mazurek | 16.06.2020, 09:03 | 2020-06-16T09:03:00+02:00 :: Czterdzieści lat obietnic przed każdymi wyborami. Uwierzę, jak przejadę.
++Krzysztof_z_Zalesia | 16.06.2020, 09:15 | 2020-06-16T09:15:00+02:00 :: Tym razem jest podpisana umowa z wykonawcą i pieniądze z Unii, więc chyba jednak coś się ruszy.
Tadeusz W. | 16.06.2020, 08:47 | 2020-06-16T08:47:00+02:00 :: A prom? Co będzie z panem Józkiem, który od 25 lat przewozi ludzi na drugą stronę? Nikt o nim nie pomyślał.
+Anka.B | 16.06.2020, 10:12 | 2020-06-16T10:12:00+02:00 :: Z tego co wiem, gmina ma mu zaproponować pracę przy obsłudze mostu. Ale to tylko plotka z sołectwa.
Marek Gołębiowski | 16.06.2020, 09:30 | 2020-06-16T09:30:00+02:00 :: 62 miliony za most dla dwóch wsi? Te pieniądze przydałyby się na szpital powiatowy, gdzie od roku nie ma pediatry.
+Joanna Kielar | 16.06.2020, 10:44 | 2020-06-16T10:44:00+02:00 :: To nie są dwie wsie, po drugiej stronie mieszka prawie 7 tysięcy ludzi. I pieniądze są z innego programu, na szpital i tak by ich nie dali.
+Paweł R. | 16.06.2020, 11:20 | 2020-06-16T11:20:00+02:00 :: Przez ten most karetka dojedzie do Zalesia w 10 minut zamiast 35. To też jest sprawa zdrowia.
Grażyna | 16.06.2020, 12:02 | 2020-06-16T12:02:00+02:00 :: Oby tylko ciężarówki z piaskowni nie zaczęły jeździć przez centrum wsi. Trzeba zrobić ograniczenie tonażu od razu, a nie po pierwszym wypadku.
Wiesiek | 16.06.2020, 14:36 | 2020-06-16T14:36:00+02:00 :: Ciekawe, jak nazwą ten most. Proponuję imienia przewoźnika Józefa Kani, bo on tu przez lata robił za most.
+Ewa Mazurek | 16.06.2020, 15:08 | 2020-06-16T15:08:00+02:00 :: Pierwsza dobra propozycja w tym wątku. Popieram.
""")
    kids = tree(ts)
    votes = [(34, 2), (12, 5), (8, 1), (27, 0), (9, 0), (6, 19), (22, 3), (18, 1), (15, 0), (41, 1), (13, 0)]

    def op(i: int) -> str:
        t = ts[i]
        up, down = votes[i]
        sub = "".join(op(j) for j in kids.get(i, []))
        return (
            f'<li class="opinia" id="op-{120455 + i * 31}"><div class="opinia-naglowek"><img class="awatar" src="{svg_uri("#b0bec5", "", 32, 32)}" width="32" height="32" alt="">'
            f'<strong class="autor">{esc(t.who)}</strong><span class="data">{esc(t.at)}</span></div>'
            f'<div class="tresc">{ps(t.body)}</div>'
            f'<div class="opinia-stopka"><a class="odpowiedz" href="https://www.zalesie24.pl/wiadomosci/most-w-zalesiu,120455.html#odpowiedz-{i}">Odpowiedz</a>'
            f'<span class="glosy"><span class="plus">+{up}</span> <span class="minus">-{down}</span></span></div>'
            + (f'<ul class="odpowiedzi">{sub}</ul>' if sub else "")
            + "</li>"
        )

    lista = "".join(op(i) for i in kids[None])
    ad = (
        '<html><head></head><body style="margin:0"><div style="width:300px;height:250px;background:#fff3e0;font:15px Arial;'
        'display:flex;align-items:center;justify-content:center;text-align:center">Skład Budowlany KORAL<br>Cement 25 kg – 16,90 zł</div></body></html>'
    )
    css = """body{margin:0;font:15px/1.55 Lato,Arial,sans-serif;color:#202020;background:#fff}a{color:#c62828}
.gora{background:#c62828;color:#fff;padding:6px 18px;font-size:13px}.gora a{color:#fff;margin-right:12px}
.naglowek{max-width:1100px;margin:0 auto;padding:12px 18px;display:flex;align-items:center;justify-content:space-between}.naglowek .logo{font:900 32px Arial;color:#c62828}
.menu{border-top:1px solid #ddd;border-bottom:3px solid #c62828}.menu ul{max-width:1100px;margin:0 auto;padding:0 18px;list-style:none;display:flex;gap:18px}.menu a{display:block;padding:9px 0;color:#202020;font-weight:700;text-decoration:none}
.uklad{max-width:1100px;margin:18px auto;padding:0 18px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:30px}
h1{font-size:30px;line-height:1.25}.lead{font-weight:700}.info{color:#777;font-size:13px}.galeria img{max-width:100%}
.opinie{border-top:3px solid #202020;margin-top:30px}.opinie ul{list-style:none;padding:0;margin:0}.opinie .odpowiedzi{margin-left:40px}
.opinia{border-bottom:1px solid #eee;padding:10px 0}.opinia-naglowek{display:flex;align-items:center;gap:8px}.awatar{border-radius:50%}.data{color:#888;font-size:12px}
.tresc p{margin:6px 0}.opinia-stopka{font-size:12px;display:flex;gap:14px}.plus{color:#2e7d32}.minus{color:#c62828}
.formularz textarea{width:100%;height:70px}.boczna h3{border-bottom:2px solid #c62828;font-size:15px;text-transform:uppercase}.boczna ol{padding-left:18px}
.stopka{background:#263238;color:#b0bec5;padding:24px 18px;font-size:12px;margin-top:30px}.stopka a{color:#fff}
.rodo{background:#fffde7;border:1px solid #f0e6a0;padding:10px;font-size:12px;margin:10px 0}"""
    body = f"""<div class="gora"><a href="https://www.zalesie24.pl/pogoda/">Zalesie 21°C</a><a href="https://www.zalesie24.pl/ogloszenia/">Ogłoszenia</a><a href="https://www.zalesie24.pl/kontakt/">Napisz do nas</a></div>
<div class="naglowek"><span class="logo">zalesie24.pl</span><span>wtorek, 16 czerwca 2020</span></div>
<nav class="menu"><ul><li><a href="https://www.zalesie24.pl/wiadomosci/">Wiadomości</a></li><li><a href="https://www.zalesie24.pl/sport/">Sport</a></li><li><a href="https://www.zalesie24.pl/kultura/">Kultura</a></li><li><a href="https://www.zalesie24.pl/gmina/">Gmina</a></li><li><a href="https://www.zalesie24.pl/koronawirus/">Koronawirus</a></li><li><a href="https://www.zalesie24.pl/praca/">Praca</a></li></ul></nav>
<div class="uklad"><main><article>
<p class="info"><a href="https://www.zalesie24.pl/wiadomosci/">Wiadomości</a> · <time datetime="2020-06-16T07:30:00+02:00">16.06.2020, 07:30</time> · Aktualizacja: 16.06.2020, 08:05</p>
<h1>Umowa podpisana. Most na Wierzycy w Zalesiu będzie gotowy w 2022 roku</h1>
<p class="lead">Starosta i wykonawca podpisali w poniedziałek umowę na budowę mostu łączącego Zalesie z Kępą Górną. Inwestycja kosztuje 62 mln zł, z czego 85 procent pokryją fundusze unijne.</p>
<p class="info">Autor: Dorota Szewczyk</p>
<div class="galeria"><img src="{svg_uri("#78909c", "", 700, 380, circle=False)}" width="700" height="380" alt="Przeprawa promowa w Zalesiu"><p class="info">Przeprawa promowa w Zalesiu. Fot. Dorota Szewczyk</p></div>
<p>Most będzie miał 412 metrów długości, chodnik i drogę rowerową. Wykonawcą jest konsorcjum firm z Lublina, które zobowiązało się oddać obiekt do użytku jesienią 2022 roku.</p>
<p>Obecnie mieszkańcy Kępy Górnej i okolic mają do wyboru prom, który kursuje tylko od kwietnia do listopada, albo objazd przez Brzeziny. Karetki z Zalesia jadą na drugi brzeg nawet 35 minut.</p>
<p>– To najważniejsza inwestycja w powiecie od trzydziestu lat – mówił starosta Andrzej Pietrzak podczas podpisania umowy.</p>
<p>Prace przygotowawcze mają ruszyć w sierpniu. Prom będzie kursował do czasu otwarcia mostu.</p>
</article>
<div class="rodo">Administratorem Twoich danych osobowych jest Media Zalesie sp. z o.o. Więcej w <a href="https://www.zalesie24.pl/polityka-prywatnosci/">polityce prywatności</a>.</div>
<section class="opinie" id="opinie"><h2>Opinie (11)</h2>
<div class="formularz"><textarea placeholder="Twoja opinia…"></textarea><br><input type="text" placeholder="Podpis"> <button type="button">Dodaj opinię</button></div>
<ul>{lista}</ul></section></main>
<aside class="boczna"><iframe srcdoc="{esc(ad)}" width="300" height="250" frameborder="0" scrolling="no"></iframe>
<h3>Najczęściej czytane</h3><ol><li><a href="https://www.zalesie24.pl/1">Most na Wierzycy: umowa podpisana</a></li><li><a href="https://www.zalesie24.pl/2">Utrudnienia na DW 747 do końca lipca</a></li><li><a href="https://www.zalesie24.pl/3">Kąpielisko w Kępie otwarte od soboty</a></li><li><a href="https://www.zalesie24.pl/4">Nowy sklep sieciowy przy Rynku</a></li></ol>
<h3>Pogoda</h3><p>Zalesie: 21°C, przelotny deszcz. Jutro 24°C.</p></aside></div>
<div class="stopka"><p><a href="https://www.zalesie24.pl/regulamin/">Regulamin</a> · <a href="https://www.zalesie24.pl/reklama/">Reklama</a> · <a href="https://www.zalesie24.pl/redakcja/">Redakcja</a></p><p>© 2020 zalesie24.pl – portal powiatu zaleskiego. Wszelkie prawa zastrzeżone.</p><img src="{GIF1}" width="1" height="1" alt=""></div>"""
    html = (
        '<!DOCTYPE html><html lang="pl"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
        '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Umowa podpisana. Most na Wierzycy w Zalesiu będzie gotowy w 2022 roku - zalesie24.pl</title>"
        '<meta property="og:type" content="article"><meta property="article:published_time" content="2020-06-16T07:30:00+02:00">'
        '<link rel="canonical" href="https://www.zalesie24.pl/wiadomosci/most-w-zalesiu,120455.html">'
        f'<style>{css}</style></head><body class="artykul">{body}</body></html>'
    )
    return case(
        "ef-pl-zalesie-most",
        "discussion",
        "pl",
        html,
        ts,
        path="/saved/Umowa_podpisana_Most_na_Wierzycy_w_Zalesiu.html",
        container="section#opinie under 'Opinie (11)': ul > li.opinia (img, strong.autor NAME, span.data, div.tresc > p, Odpowiedz and +N -N), answers in ul.odpowiedzi inside the parent's li, two deep",
        heading="Opinie (11)",
        description="A Polish town portal's article of June 2020 saved by Chrome as MHTML and converted to one HTML file: the Content-Type meta Chrome inserts, no script left, images and avatars inlined as data: URIs, the ad frame as srcdoc; 11 readers' opinions two deep with +/- votes under a form. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- it: Firefox "complete" after expanding, 2023


def it_pediatria() -> Case:
    F = "./Montevarchio,_la_pediatria_chiude_di_notte_–_La_Voce_della_Valdera_files".replace("–", "-")
    ts = thread("""
Silvia Bardelli | 14 mar 2023, 18:22 | 2023-03-14T18:22:00+01:00 :: Due mesi fa alle due di notte mio figlio aveva 40 di febbre e convulsioni. Se il reparto fosse stato chiuso avremmo dovuto fare 50 chilometri fino a Pontenero. Non ci voglio nemmeno pensare.
+Marco Tanzini | 14 mar 2023, 18:40 | 2023-03-14T18:40:00+01:00 :: Mi dispiace per quello che avete passato. Ma il problema è che di pediatri non se ne trovano, non è una scelta dell'ospedale.
++Silvia Bardelli | 14 mar 2023, 18:51 | 2023-03-14T18:51:00+01:00 :: Allora si pagano di più, come fanno altre regioni. Le soluzioni ci sono se si vuole.
+Dott.ssa Neri | 14 mar 2023, 19:30 | 2023-03-14T19:30:00+01:00 :: Da medico di famiglia: di notte le urgenze pediatriche passeranno dal pronto soccorso generale, che ha un protocollo con il reparto di Pontenero. Non è l'ideale, ma i bambini non resteranno senza assistenza.
+Giulia F. | 14 mar 2023, 20:05 | 2023-03-14T20:05:00+01:00 :: Un abbraccio Silvia, anche noi abbiamo passato una notte così l'anno scorso.
Roberto Cappelli | 14 mar 2023, 18:35 | 2023-03-14T18:35:00+01:00 :: Prima il punto nascita, poi la chirurgia la notte, adesso la pediatria. Tra cinque anni a Montevarchio resterà solo il parcheggio dell'ospedale.
+Luca Bini | 14 mar 2023, 19:02 | 2023-03-14T19:02:00+01:00 :: Purtroppo ha ragione. E ogni volta ci dicono che è temporaneo.
+Anna Maria Pieri | 14 mar 2023, 21:17 | 2023-03-14T21:17:00+01:00 :: Il comitato per l'ospedale si riunisce giovedì alle 21 alla sala del Circolo Arci. Più siamo meglio è.
++Roberto Cappelli | 14 mar 2023, 21:40 | 2023-03-14T21:40:00+01:00 :: Ci sarò, grazie dell'informazione.
Paola_Valdera | 14 mar 2023, 19:15 | 2023-03-14T19:15:00+01:00 :: Il sindaco cosa dice? Nell'articolo c'è solo la posizione dell'azienda sanitaria.
+La Voce della Valdera | 14 mar 2023, 20:48 | 2023-03-14T20:48:00+01:00 :: Gentile lettrice, abbiamo chiesto un commento al sindaco Ferretti, che ci ha risposto che incontrerà il direttore generale dell'Asl la prossima settimana. Aggiorneremo l'articolo.
Francesco Lupi | 14 mar 2023, 22:03 | 2023-03-14T22:03:00+01:00 :: Ho lavorato vent'anni in quel reparto come infermiere. Il personale ha fatto turni impossibili per tenerlo aperto, va detto anche questo.
+Elena Vannucci | 14 mar 2023, 22:30 | 2023-03-14T22:30:00+01:00 :: Grazie a voi. Le infermiere della pediatria sono state meravigliose con la mia bambina.
+Giorgio M. | 15 mar 2023, 07:12 | 2023-03-15T07:12:00+01:00 :: Verissimo, onore al personale. La colpa è di chi programma.
Tommaso R. | 15 mar 2023, 08:40 | 2023-03-15T08:40:00+01:00 :: Fino a quando dura la chiusura notturna? Nell'articolo si parla di "fase sperimentale" ma non c'è una data.
Caterina Ghelli | 15 mar 2023, 09:26 | 2023-03-15T09:26:00+01:00 :: Firmato la petizione online stamattina. Siamo già a 3.200 firme.
""")
    kids = tree(ts)
    likes = [57, 12, 20, 31, 9, 44, 11, 16, 3, 25, 18, 39, 14, 8, 6, 10]

    def card(i: int) -> str:
        t = ts[i]
        rs = kids.get(i, [])
        staff = ' <span class="cm-badge">Redazione</span>' if t.who == "La Voce della Valdera" else ""
        sub = ""
        if rs:
            sub = (
                f'<button type="button" class="cm-toggle" aria-expanded="true">Nascondi risposte</button>'
                f'<div class="cm-replies" style="">{"".join(card(j) for j in rs)}</div>'
            )
        return (
            f'<div class="cm-card" data-id="{771204 + i * 9}"><div class="cm-head"><img class="cm-av" src="{F}/avatar_default.svg" width="38" height="38" alt="">'
            f'<div><span class="cm-nick">{esc(t.who)}</span>{staff}<br><span class="cm-when" data-ts="{t.iso}">{esc(t.at)}</span></div></div>'
            f'<div class="cm-text">{ps(t.body)}</div>'
            f'<div class="cm-bar"><button type="button" class="cm-like">👍 {likes[i]}</button><button type="button">Rispondi</button><button type="button">Segnala</button></div>{sub}</div>'
        )

    cards = "".join(card(i) for i in kids[None])
    css = """body{margin:0;font:17px/1.6 Merriweather,Georgia,serif;color:#212121}a{color:#004d80}
.vv-bar{background:#004d80;color:#fff;font:13px Roboto,Arial,sans-serif;padding:6px 20px}.vv-bar a{color:#fff;margin-right:12px}
.vv-head{text-align:center;padding:16px}.vv-head .logo{font:700 40px Georgia;color:#004d80;text-decoration:none}
.vv-menu{border-top:1px solid #ccc;border-bottom:1px solid #ccc;text-align:center;font:600 14px Roboto,Arial,sans-serif}.vv-menu a{display:inline-block;padding:8px 12px;color:#212121;text-decoration:none}
.vv-body{max-width:1120px;margin:20px auto;padding:0 20px;display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:36px}
.occhiello{font:700 13px Roboto,Arial;color:#c62828;text-transform:uppercase}h1{font-size:34px;line-height:1.2;margin:6px 0}.sommario{font-size:19px;color:#424242}
.autore{font:13px Roboto,Arial;color:#757575}.cm{margin-top:40px;border-top:3px solid #004d80;font-family:Roboto,Arial,sans-serif}
.cm-card{padding:12px 0;border-bottom:1px solid #eee}.cm-replies{margin-left:46px;border-left:2px solid #e3edf5;padding-left:12px}.cm-replies .cm-card:last-child{border-bottom:0}
.cm-head{display:flex;gap:8px;align-items:center}.cm-av{border-radius:50%}.cm-nick{font-weight:700}.cm-when{color:#888;font-size:12px}
.cm-badge{background:#004d80;color:#fff;font-size:11px;padding:1px 6px;border-radius:3px}.cm-text p{margin:6px 0;font-size:15px}
.cm-bar button,.cm-toggle{background:none;border:0;color:#004d80;font-size:13px;cursor:pointer;padding:0;margin-right:14px}
.vv-side h4{font:700 14px Roboto,Arial;text-transform:uppercase;border-bottom:2px solid #004d80}.vv-side ol{padding-left:18px;font:15px Roboto,Arial}
.vv-foot{background:#0d2538;color:#9fb3c8;padding:26px 20px;font:12px Roboto,Arial;margin-top:40px}.vv-foot a{color:#fff}
.iubenda-cs-container{position:fixed;bottom:0;left:0;right:0;background:#222;color:#eee;padding:12px 20px;font:13px Arial}"""
    body = f"""<div class="vv-bar"><a href="https://www.lavocedellavaldera.it/edicola/">Edicola digitale</a><a href="https://www.lavocedellavaldera.it/abbonati/">Abbonati</a><a href="https://www.lavocedellavaldera.it/necrologie/">Necrologie</a><span style="float:right">Martedì 14 marzo 2023</span></div>
<div class="vv-head"><a class="logo" href="https://www.lavocedellavaldera.it/">La Voce della Valdera</a></div>
<nav class="vv-menu"><a href="https://www.lavocedellavaldera.it/cronaca/">Cronaca</a><a href="https://www.lavocedellavaldera.it/politica/">Politica</a><a href="https://www.lavocedellavaldera.it/economia/">Economia</a><a href="https://www.lavocedellavaldera.it/sport/">Sport</a><a href="https://www.lavocedellavaldera.it/cultura/">Cultura</a><a href="https://www.lavocedellavaldera.it/eventi/">Eventi</a></nav>
<div class="vv-body"><main><article>
<p class="occhiello">Sanità</p>
<h1>Montevarchio, la pediatria chiude di notte: dal 1° aprile urgenze al pronto soccorso</h1>
<p class="sommario">L'Asl annuncia la "fase sperimentale" per mancanza di medici. Il comitato per l'ospedale lancia una petizione e chiede un incontro al sindaco.</p>
<p class="autore">di Chiara Moretti · <time datetime="2023-03-14T17:10:00+01:00">14 marzo 2023, 17:10</time></p>
<figure><img src="{F}/ospedale-montevarchio.svg" width="760" height="420" alt=""><figcaption class="autore">L'ingresso dell'ospedale di Montevarchio</figcaption></figure>
<p>Dal 1° aprile il reparto di pediatria dell'ospedale di Montevarchio resterà aperto solo dalle 8 alle 20. Di notte i piccoli pazienti saranno visitati al pronto soccorso generale e, nei casi più seri, trasferiti a Pontenero.</p>
<p>L'azienda sanitaria parla di una "fase sperimentale" resa necessaria dalla carenza di pediatri: dei sei posti in organico, tre sono scoperti da oltre un anno e due bandi sono andati deserti.</p>
<p>Il comitato per la difesa dell'ospedale ha lanciato una petizione online e chiede al sindaco Stefano Ferretti di farsi portavoce della protesta in Regione.</p>
</article>
<section class="cm" id="commenti"><h2>Commenti (16)</h2><div class="cm-sort">Ordina per: <b>Meno recenti</b> · Più recenti · Più votati</div>
<div class="cm-list">{cards}</div></section></main>
<aside class="vv-side"><div style="height:250px;background:#f2f2f2;text-align:center;line-height:250px;color:#aaa;font:11px Arial">PUBBLICITÀ</div>
<h4>I più letti</h4><ol><li><a href="https://www.lavocedellavaldera.it/cronaca/a/">Incidente sulla provinciale, due feriti</a></li><li><a href="https://www.lavocedellavaldera.it/cronaca/b/">Montevarchio, la pediatria chiude di notte</a></li><li><a href="https://www.lavocedellavaldera.it/sport/c/">Calcio, la Valdera espugna Poggibonsi</a></li><li><a href="https://www.lavocedellavaldera.it/eventi/d/">Sagra del carciofo, il programma</a></li></ol></aside></div>
<footer class="vv-foot"><p>La Voce della Valdera – Testata registrata presso il Tribunale di Pisa n. 12/2009 – P.IVA 01928370504</p><p><a href="https://www.lavocedellavaldera.it/privacy/">Privacy</a> · <a href="https://www.lavocedellavaldera.it/cookie-policy/">Cookie policy</a> · <a href="https://www.lavocedellavaldera.it/redazione/">Redazione</a></p></footer>
<div class="iubenda-cs-container" id="iubenda-cs-banner">Questo sito utilizza cookie tecnici e, previo consenso, cookie di profilazione. <button type="button">Accetta</button> <button type="button">Rifiuta</button></div>
<script src="{F}/jquery-3.6.0.min.js"></script><script src="{F}/cm-widget.js"></script><script src="{F}/iubenda_cs.js"></script>"""
    html = (
        '<!DOCTYPE html>\n<html lang="it-IT"><head>\n<meta http-equiv="content-type" content="text/html; charset=UTF-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>Montevarchio, la pediatria chiude di notte: dal 1° aprile urgenze al pronto soccorso – La Voce della Valdera</title>\n"
        '<meta property="og:type" content="article"><meta property="article:published_time" content="2023-03-14T17:10:00+01:00">\n'
        '<link rel="canonical" href="https://www.lavocedellavaldera.it/cronaca/montevarchio-pediatria-chiude-di-notte/">\n'
        f'<link rel="stylesheet" href="{F}/style.min.css" media="all"><style>{css}</style>\n</head>\n<body class="post-template-default single single-post">'
        + body
        + "</body></html>\n"
    )
    d = "/saved/" + F[2:] + "/"
    files = {
        d + "style.min.css": "/* theme vv 2.3 */\n.screen-reader-text{position:absolute;left:-9999px}\n",
        d + "avatar_default.svg": svg_file("#b0bec5", 38, 38),
        d + "ospedale-montevarchio.svg": svg_file("#90a4ae", 760, 420),
        d
        + "jquery-3.6.0.min.js": "/*! jQuery v3.6.0 | (c) OpenJS Foundation and other contributors | jquery.org/license */\nwindow.jQuery=window.jQuery||function(){return{on:function(){}}};\n",
        d
        + "cm-widget.js": '(function(){var l=document.querySelector(".cm-list");if(!l||l.dataset.ready)return;l.dataset.ready="1";})();\n',
        d + "iubenda_cs.js": "(function(){window._iub=window._iub||[];})();\n",
    }
    return case(
        "ef-it-montevarchio-pediatria",
        "discussion",
        "it",
        html,
        ts,
        path="/saved/Montevarchio,_la_pediatria_chiude_di_notte_-_La_Voce_della_Valdera.html",
        container="section#commenti under 'Commenti (16)': div.cm-list > div.cm-card (img, span.cm-nick NAME, span.cm-when, div.cm-text > p, 👍/Rispondi/Segnala), replies in div.cm-replies after a 'Nascondi risposte' button (expanded before saving) inside the parent's card, three deep",
        heading="Commenti (16)",
        description="An Italian regional site's article of March 2023 as Firefox saved it 'Web Page, complete' after every 'Mostra N risposte' had been clicked: absolute links, ./NAME_files/ style sheet, images and scripts (kept, dead), the cookie banner as it was open; 16 comments three deep, the newsroom answering once with a 'Redazione' badge.",
        files=files,
    )


def other_ef() -> list[Case]:
    return [fr_boulangerie(), es_imprimir(), pl_most(), it_pediatria()]
